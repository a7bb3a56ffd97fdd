import type { ModelIssue, UnknownKey } from '../../../../model/check.js';
import { checkDefinition } from '../../../../protocol/check.js';
import { LATEST } from '../../../../protocol/versions.js';
import { isObject, listOf, quote } from '../../../../util/json.js';
import { renameFix } from '../../../../engine/fix.js';
import { getAt, joinPointer, parentPointer } from '../../../../util/pointer.js';
import { documentRule, type Report } from '../../../types.js';
import { declaredVersions, descriptorRule } from '../../context.js';
import { surfaceIssues } from '../model-rule.js';

const ID = 'mcpdesc.document.unknown-key';

/**
 * Client capabilities written under the server's: a misplaced capability, not a typo, so this rule
 * leaves the key to the capability rules.
 */
const CLIENT_CAPABILITIES = ['roots', 'sampling', 'elicitation'];

/** Other names people give a field ("readOnly" for the hint), by the noun of the object that has it. */
const OTHER_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'tool annotations': { readonly: 'readOnlyHint', destructive: 'destructiveHint', idempotent: 'idempotentHint', openworld: 'openWorldHint' },
  tool: { inputschema: 'inputSchema', outputschema: 'outputSchema', annotation: 'annotations', displayname: 'title' },
  prompt: { args: 'arguments', params: 'arguments', parameters: 'arguments' },
};

/**
 * mcpdesc.document.unknown-key: keys neither MCP nor the descriptor format defines. Clients ignore a key
 * no protocol version defines, so a near miss ("readOnlyHnt") silently drops what it was meant to say;
 * a key near no field is left alone there, since servers put vendor data in MCP objects too. The
 * descriptor's own objects are closed: mcpdesc ignores any key they do not define. Keys another version
 * defines are mcpdesc.version.field-availability's, JSON Schemas' keywords mcpdesc.tool.schema-keywords'.
 */
export default descriptorRule(ID, (context) => {
  const envelope = context.model('Descriptor', '');
  const mcp = surfaceIssues(context).map((s) => s.issue);
  const misspelt = misspeltKeys([...envelope, ...mcp]);
  reportEnvelope(envelope, misspelt, context);
  for (const { kind, pointer, unknown } of mcp) {
    if (kind !== 'unknown' || !unknown || misspelt.has(pointer)) continue;
    if (pointer === joinPointer('/capabilities', unknown.key) && CLIENT_CAPABILITIES.includes(unknown.key)) continue;
    const other = otherName(unknown);
    const meant = unknown.suggestion ?? other;
    if (meant)
      context.report(
        pointer,
        mcpObject(unknown, meant),
        'key',
        renameFix(unknown.key, meant, getAt(context.descriptor, parentPointer(pointer)), meant === other),
      );
  }
});

/**
 * The same rule on a file that declares no supported protocol version: only the envelope can be read
 * then, and a typo in it ("protocolVerison") is often why.
 */
export const withoutVersion = documentRule(ID, ({ parsed, report }) => {
  if (!isObject(parsed.value) || declaredVersions(parsed.value).length > 0) return;
  // The envelope has no version-dependent parts, so any version reads it the same way.
  const envelope = checkDefinition('Descriptor', parsed.value, LATEST, '');
  reportEnvelope(envelope, misspeltKeys(envelope), { report: (pointer, message, target, fix) => report(pointer, message, target, undefined, fix) });
});

/** Keys a missing required key is misspelt as: the schema rules' finding ("Found "nme": did you mean "name"?"). */
function misspeltKeys(issues: readonly ModelIssue[]): Set<string> {
  return new Set(issues.flatMap((i) => (i.missing?.found ? [joinPointer(i.pointer, i.missing.found)] : [])));
}

/** The envelope and mcpdesc's tool extensions are closed: the model reports their unknown keys as invalid. */
function reportEnvelope(issues: readonly ModelIssue[], misspelt: Set<string>, { report }: { report: Report }): void {
  for (const { kind, pointer, unknown } of issues) {
    if (kind === 'invalid' && unknown && !misspelt.has(pointer)) report(pointer, ownFormat(unknown), 'key');
  }
}

function otherName(unknown: UnknownKey): string | undefined {
  const names = unknown.noun ? OTHER_NAMES[unknown.noun] : undefined;
  const normalized = unknown.key.toLowerCase().replace(/[-_\s]/g, '');
  return names && Object.hasOwn(names, normalized) ? names[normalized] : undefined;
}

function mcpObject(unknown: UnknownKey, meant: string): string {
  const lost = unknown.noun === 'tool annotations' ? 'the tool loses that hint' : 'what it was meant to say is lost';
  const custom = unknown.hasMeta ? `name it ${quote(`x-${unknown.key}`)} or move it under "_meta"` : `name it ${quote(`x-${unknown.key}`)}`;
  return `Unknown property ${quote(unknown.key)} in ${unknown.owner}: no MCP version defines it, so clients ignore it and ${lost}. Did you mean ${quote(meant)}? (To keep a custom field, ${custom}.)`;
}

function ownFormat(unknown: UnknownKey): string {
  const what = `Unknown property ${quote(unknown.key)} in ${unknown.owner}: the descriptor format does not define it, so mcpdesc ignores it and checks nothing in it.`;
  if (unknown.suggestion) return `${what} Did you mean ${quote(unknown.suggestion)}?`;
  return `${what} It defines ${knownList(unknown.known)}: remove the property, or to keep a custom field, name it ${quote(`x-${unknown.key}`)}.`;
}

/** The model hands every unknown key of an object the same list of its fields: written out once per list (a file may have 10,000 such keys). */
const KNOWN_LISTS = new WeakMap<readonly string[], string>();

function knownList(known: readonly string[]): string {
  let list = KNOWN_LISTS.get(known);
  if (list === undefined) KNOWN_LISTS.set(known, (list = listOf(known, 'and')));
  return list;
}
