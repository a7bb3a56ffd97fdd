/**
 * What each version's JSON Schema says about a value beyond its type, which the model's types do not
 * express: lengths, patterns, `format: "uri"`, `not: {const: "latest"}`, and a positional argument's
 * `anyOf` (a `valueHint` or a `value`). One line per field, under the field's current name (its other
 * spellings share it), with the versions it applies to. A templated value (templates.ts) is accepted.
 */
import type { Span } from '../../model/axis.js';
import type { ModelIssue } from '../../model/check.js';
import { hasOwn, quote } from '../../util/json.js';
import { joinPointer } from '../../util/pointer.js';
import { checkAbsoluteUri } from '../../util/uri.js';
import { spellingIn, spellingsOf } from './model.js';
import { isTemplated } from './templates.js';
import type { Placed } from './walk.js';
import { AXIS, DRAFT } from './versions.js';

interface ValueRule extends Span {
  /** The rule applies to each item of the (array) field. */
  items?: boolean;
  /** What is wrong with the value, as the rest of a sentence that starts with its place, or undefined. */
  check(text: string, version: string): string | undefined;
}

const length = (text: string) => [...text].length;

const between =
  (min: number, max: number, fix: string) =>
  (text: string): string | undefined => {
    const n = length(text);
    if (n < min) return `is empty, but the schema needs at least ${min} character${min === 1 ? '' : 's'}. ${fix}`;
    if (n > max) return `is ${n} characters long; the schema allows at most ${max}, so mcp-publisher refuses the file. ${fix}`;
    return undefined;
  };

const uriFormat =
  (example: string) =>
  (text: string): string | undefined => {
    const problem = checkAbsoluteUri(text);
    return problem
      ? `is not an absolute URI (${problem}), so the schema ("format": "uri") rejects it. Write the full URL, such as ${JSON.stringify(example)}.`
      : undefined;
  };

/** The registry name pattern of every version's schema. */
export const NAME_PATTERN = /^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/;

/** Why a name breaks the schema's pattern, with the fix. */
export function namePatternProblem(name: string): string | undefined {
  if (NAME_PATTERN.test(name)) return undefined;
  const why = 'a registry name is a reverse-DNS namespace, one "/" and the server\u2019s name, such as "io.github.user/weather"';
  const slashes = name.split('/').length - 1;
  if (slashes === 0) return `has no "/": ${why}. Add the namespace you publish under (for a GitHub account "io.github.<user>/").`;
  if (slashes > 1) return `has ${slashes} slashes, but ${why}. Keep one "/" between the namespace and the name.`;
  const [namespace, server] = name.split('/');
  if (namespace === '' || server === '') return `has an empty ${namespace === '' ? 'namespace' : 'server name'}: ${why}. Fill it in.`;
  const badNamespace = [...namespace].find((c) => !/[a-zA-Z0-9.-]/.test(c));
  if (badNamespace !== undefined)
    return `has ${JSON.stringify(badNamespace)} in its namespace, which may hold only letters, digits, "." and "-" (${why}). Replace it.`;
  const badName = [...server].find((c) => !/[a-zA-Z0-9._-]/.test(c)) as string;
  return `has ${JSON.stringify(badName)} in its server name, which may hold only letters, digits, ".", "_" and "-" (${why}). Replace it, e.g. with "-".`;
}

const HTTP_URL = /^https?:\/\/\S+$/;
/** The draft also lets a remote's URL begin with one of its `{variables}` (`{baseUrl}/mcp`). */
const DRAFT_URL = /^(?:https?:\/\/|\{[a-zA-Z_][a-zA-Z0-9_]*\})\S*$/;
const httpUrl = (text: string, version: string): string | undefined =>
  version === DRAFT
    ? DRAFT_URL.test(text) && text !== 'http://' && text !== 'https://'
      ? undefined
      : `must start with "http://", "https://" or a "{variable}" and contain no whitespace (the draft schema\u2019s pattern "^(https?://[^\\s]+|\\{[a-zA-Z_][a-zA-Z0-9_]*\\}[^\\s]*)$"), or the draft rejects it. Write the full URL, such as "https://mcp.example.com/mcp", or "{baseUrl}/mcp" with "baseUrl" in "variables".`
    : HTTP_URL.test(text)
      ? undefined
      : `must start with "http://" or "https://" and contain no whitespace (the schema\u2019s pattern "^https?://[^\\s]+$"), so mcp-publisher refuses it. Write the full URL, such as "https://mcp.example.com/mcp".`;

/** Per definition, per field (by its current name). */
const RULES: Readonly<Record<string, Readonly<Record<string, readonly ValueRule[]>>>> = {
  Server: {
    $schema: [{ check: uriFormat('https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json') }],
    name: [
      {
        check: (text) =>
          length(text) < 3 || length(text) > 200
            ? `is ${length(text)} characters long, but the schema needs 3 to 200, so mcp-publisher refuses the file. Write the namespace, "/" and the server\u2019s name, such as "io.github.user/weather".`
            : namePatternProblem(text),
      },
    ],
    description: [{ check: between(1, 100, 'Say in one line what the server does; the README can say the rest.') }],
    title: [{ since: '2025-10-11', check: between(1, 100, 'Give the short name people see in a list, such as "Weather".') }],
    version: [
      {
        check: (text) =>
          length(text) > 255
            ? `is ${length(text)} characters long; the schema allows at most 255. Write the release\u2019s version, such as "1.0.2".`
            : undefined,
      },
    ],
    websiteUrl: [{ check: uriFormat('https://example.com/docs') }],
  },
  Repository: { url: [{ check: uriFormat('https://github.com/owner/repo') }] },
  Icon: {
    src: [
      { check: uriFormat('https://example.com/icon.png') },
      {
        check: (text) =>
          length(text) > 255 ? `is ${length(text)} characters long; the schema allows at most 255. Host the icon at a shorter URL.` : undefined,
      },
    ],
    sizes: [
      {
        items: true,
        check: (text) =>
          /^(?:\d+x\d+|any)$/.test(text)
            ? undefined
            : `must be a size written "WxH" (such as "48x48") or "any", as the schema\u2019s pattern requires. Write it that way.`,
      },
    ],
  },
  Package: {
    version: [
      {
        check: (text) => {
          if (text === '') return 'is empty, but the schema needs a version. Write the exact version the package was published as, such as "1.0.2".';
          if (text === 'latest')
            return 'is what the schema forbids here ("not": {"const": "latest"}; mcp-publisher: "version string \'latest\' is reserved and cannot be used"): a server.json names the one package version it was tested with. Write that version, such as "1.0.2".';
          return undefined;
        },
      },
    ],
    fileSha256: [
      {
        check: (text) =>
          /^[a-f0-9]{64}$/.test(text)
            ? undefined
            : `must be the SHA-256 of the package file as 64 lowercase hexadecimal digits (the schema\u2019s pattern "^[a-f0-9]{64}$")${/^[A-Fa-f0-9]{64}$/.test(text) ? ', but it has capital letters: write them in lowercase' : `, but it is ${length(text)} characters long${/[^A-Fa-f0-9]/.test(text) ? ' and not all hexadecimal' : ''}: compute it with "sha256sum <file>" (or "shasum -a 256 <file>")`}.`,
      },
    ],
    registryBaseUrl: [{ check: uriFormat('https://registry.npmjs.org') }],
  },
  SseTransport: {
    url: [
      { until: '2025-10-17', check: uriFormat('https://mcp.example.com/sse') },
      { since: '2025-12-11', check: httpUrl },
    ],
  },
  StreamableHttpTransport: { url: [{ since: '2025-12-11', check: httpUrl }] },
  RemoteSse: {
    url: [
      { until: '2025-10-17', check: uriFormat('https://mcp.example.com/sse') },
      { since: '2025-12-11', check: httpUrl },
    ],
  },
  RemoteStreamableHttp: { url: [{ since: '2025-12-11', check: httpUrl }] },
};

/** The rules table shares the package rules between the closed and the open package definitions. */
function rulesOf(definition: string): Readonly<Record<string, readonly ValueRule[]>> | undefined {
  return RULES[definition === 'ClosedPackage' ? 'Package' : definition];
}

/** Where a pointer is, as messages name it: `/packages/0/version` → `packages[0].version`. */
export function pathOf(pointer: string): string {
  let path = '';
  for (const segment of pointer.split('/').slice(1)) {
    const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
    path += /^\d+$/.test(key) ? `[${key}]` : path === '' ? key : `.${key}`;
  }
  return path;
}

const VALUE_ISSUES = new WeakSet<ModelIssue>();

/** Whether an issue is one of the schema's value constraints (its message is complete), not the model's. */
export function isValueIssue(issue: ModelIssue): boolean {
  return VALUE_ISSUES.has(issue);
}

/** The schema's value constraints on the placed objects of a file, in `version`. */
export function valueIssues(placed: readonly Placed[], version: string): ModelIssue[] {
  const issues: ModelIssue[] = [];
  for (const { definition, pointer, value } of placed) {
    if (definition === 'PositionalArgument') positional(value, pointer, version, issues);
    const rules = rulesOf(definition);
    if (!rules) continue;
    for (const [name, list] of Object.entries(rules)) {
      for (const key of spellingsOf(definition, name)) {
        if (!hasOwn(value, key) || spellingIn(definition, key, version) !== key) continue;
        for (const rule of list) {
          if (!AXIS.inSpan(version, rule)) continue;
          const field = value[key];
          const targets: [string, unknown][] = rule.items
            ? Array.isArray(field)
              ? field.map((item, i) => [joinPointer(pointer, key, i), item])
              : []
            : [[joinPointer(pointer, key), field]];
          for (const [at, item] of targets) {
            if (typeof item !== 'string' || isTemplated(item)) continue;
            const problem = rule.check(item, version);
            if (problem) issues.push({ kind: 'invalid', pointer: at, target: 'value', message: `${JSON.stringify(pathOf(at))} ${quote(item)} ${problem}` });
          }
        }
      }
    }
  }
  for (const issue of issues) VALUE_ISSUES.add(issue);
  return issues;
}

/** A positional argument gives the command line something: a `value`, or a `valueHint` the user fills in. */
function positional(value: Record<string, unknown>, pointer: string, version: string, issues: ModelIssue[]): void {
  const hint = spellingIn('PositionalArgument', 'valueHint', version) as string;
  if (hasOwn(value, hint) || hasOwn(value, 'value')) return;
  const other = spellingsOf('PositionalArgument', 'valueHint').find((s) => s !== hint && hasOwn(value, s));
  issues.push({
    kind: 'invalid',
    pointer,
    target: 'value',
    message: `${JSON.stringify(pathOf(pointer))}: a positional argument needs ${JSON.stringify(hint)} or "value" (the schema requires one), or the client has nothing to put on the command line. Add "value" for a fixed argument, or ${JSON.stringify(hint)} to name the value the user supplies.`,
    missing: { key: hint, ...(other ? { found: other } : {}) },
  });
}
