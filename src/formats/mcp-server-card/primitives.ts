/**
 * The MCP objects a card carries (the early drafts' `tools`, `resources`, `prompts`, `capabilities` and
 * `serverInfo`, or any card that keeps them), checked with the protocol model in every protocol version.
 * An issue that reads the same in several versions is one issue listing them, so a rule reports one
 * finding per problem however many versions the card claims.
 */
import { checkDefinition, type IssueKind } from '../../protocol/check.js';
import { type Version, VERSIONS } from '../../protocol/versions.js';
import { isObject, type JsonObject } from '../../util/json.js';

/** Where the drafts put each kind of MCP object, and its definition in the protocol model. */
const LISTS: readonly (readonly [string, string])[] = [
  ['tools', 'Tool'],
  ['resources', 'Resource'],
  ['resourceTemplates', 'ResourceTemplate'],
  ['prompts', 'Prompt'],
];
const SINGLES: readonly (readonly [string, string])[] = [
  ['capabilities', 'ServerCapabilities'],
  ['serverInfo', 'Implementation'],
];

export interface PrimitiveIssue {
  kind: Exclude<IssueKind, 'deprecated' | 'unknown'>;
  pointer: string;
  target: 'key' | 'value';
  /** The model's message with `{version}` where it named the version. */
  template: string;
  /** The protocol versions in which the issue occurs, oldest first. */
  versions: readonly Version[];
}

/** The card's MCP objects with the definition each is checked against. */
function objectsOf(root: JsonObject): { pointer: string; definition: string; value: JsonObject }[] {
  const out: { pointer: string; definition: string; value: JsonObject }[] = [];
  for (const [key, definition] of LISTS) {
    const list = root[key];
    // The first draft writes ["dynamic"] for a list the server only serves at run time.
    if (Array.isArray(list)) for (const [i, item] of list.entries()) if (isObject(item)) out.push({ pointer: `/${key}/${i}`, definition, value: item });
  }
  for (const [key, definition] of SINGLES) {
    const value = root[key];
    if (isObject(value)) out.push({ pointer: `/${key}`, definition, value });
  }
  return out;
}

export function primitiveIssues(root: JsonObject): PrimitiveIssue[] {
  const grouped = new Map<string, PrimitiveIssue & { versions: Version[] }>();
  for (const object of objectsOf(root)) {
    for (const version of VERSIONS) {
      for (const issue of checkDefinition(object.definition, object.value, version, object.pointer)) {
        // The drafts keep a card's objects open: keys no protocol version defines are not reported here.
        if (issue.kind === 'deprecated' || issue.kind === 'unknown') continue;
        // The model names places relative to the object checked: say which object that is.
        const message = `In ${JSON.stringify(pathOf(object.pointer))}, ${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)}`;
        const template = message.split(version).join('{version}');
        const key = `${issue.kind}\u0000${issue.pointer}\u0000${issue.target}\u0000${template}`;
        const found = grouped.get(key);
        if (found) found.versions.push(version);
        else grouped.set(key, { kind: issue.kind, pointer: issue.pointer, target: issue.target, template, versions: [version] });
      }
    }
  }
  return [...grouped.values()];
}

/** The path of a pointer as messages show it: `tools[0].execution`. */
export function pathOf(pointer: string): string {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, segment) => (/^\d+$/.test(segment) ? `${path}[${segment}]` : path === '' ? segment : `${path}.${segment}`), '');
}
