// npm run new-format -- <format-id> --path <glob> [--path <glob>…] --title <title> [--kind client|generic]
//                       [--client <name>] [--key <server-list key>] [--command-object <key>]
//                       [--syntax json|jsonc|yaml|toml] [--precedence <n>]
//
// Scaffolds a format in its own folder, src/formats/<id>/: its manifest (info.ts), its definition
// (index.ts) and, for a generic format, the context its rules read and their (empty) list; a valid corpus
// file at the format's path and a recognition test (__tests__/formats/<id>.test.ts); then regenerates
// every list of formats (npm run generate). A client configuration (the default kind) gets the
// client-config rules at once; a generic format gets its rules from npm run new-rule -- <id> --format <id>.
//
// --command-object <key>: the client nests what starts a server in an object at <key> of each entry
// (Zed: "command": { "path": …, "args": […], "env": {…} }) instead of flat command/args/env keys. The
// model then defines that object, and the spec's entryShape tells the client-config rules to read the
// command, arguments and environment inside it (url and headers stay at the entry's top).
import { parseArgs } from 'node:util';
import { stringify } from 'yaml';
import { packageRoot } from '../src/catalogue/package-root.js';
import { formatFolders } from '../src/docs/sources.js';
import type { SourceFormat } from '../src/parse/parse.js';
import { camel, constant, fail as failWith, formatWritten, pascal, regenerate, samplePath, writer } from './scaffold.js';

const root = packageRoot();
const fail = (message: string): never => failWith('new-format', message);
const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    path: { type: 'string', multiple: true },
    title: { type: 'string' },
    kind: { type: 'string', default: 'client' },
    client: { type: 'string' },
    key: { type: 'string', default: 'mcpServers' },
    'command-object': { type: 'string' },
    syntax: { type: 'string' },
    precedence: { type: 'string' },
  },
});

const [id] = positionals;
if (!id || !/^[a-z][a-z0-9]*(-[a-z0-9]+)+$/.test(id)) fail('give a format id of lowercase words joined by "-", e.g. zed-settings.');
const formats = await formatFolders();
if (formats.some((f) => f.folder === id)) fail(`src/formats/${id}/ is a format already.`);
const paths = values.path ?? [];
if (paths.length === 0 || paths.some((p) => !p.startsWith('**/')))
  fail('give each path the format\'s files sit at as a glob from "**/", e.g. --path "**/.zed/settings.json".');
const title = values.title ?? fail('give a --title, as docs and reports name the format: e.g. "Zed settings (.zed/settings.json)".');
const kind = values.kind;
if (kind !== 'client' && kind !== 'generic') fail('--kind must be client (a client configuration: a list of servers to start) or generic.');
const client = kind === 'client' ? (values.client ?? fail('name the client with --client, as messages name it: e.g. --client Zed.')) : '';
const key = values.key ?? 'mcpServers';
const commandObject = values['command-object'];
if (commandObject !== undefined && (kind !== 'client' || !/^[A-Za-z_][\w-]*$/.test(commandObject)))
  fail('--command-object names the key of a client entry that holds path, args and env, e.g. --command-object command.');
const syntax = values.syntax ?? (/\.toml$/.test(paths[0]) ? 'toml' : /\.ya?ml$/.test(paths[0]) ? 'yaml' : 'json');
if (!['json', 'jsonc', 'yaml', 'toml'].includes(syntax)) fail('--syntax must be json, jsonc, yaml or toml.');
// Just above the lowest (the generic server list, which takes what no format claims): a new format wins
// ties against it and loses them to the formats before it unless told otherwise.
const taken = new Set(formats.map((f) => f.manifest.precedence));
let precedence = values.precedence === undefined ? Math.min(...taken) + 1 : Number(values.precedence);
if (!Number.isInteger(precedence)) fail('--precedence must be an integer.');
if (values.precedence !== undefined && taken.has(precedence)) fail(`precedence ${precedence} is another format's; every format has its own.`);
while (taken.has(precedence)) precedence++;

const C = constant(id);
const P = pascal(id);
const c = camel(id);
const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
const list = (items: readonly string[]) => `[${items.map(quote).join(', ')}]`;
const property = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : quote(name));
const written: string[] = [];
const write = writer(root, 'new-format', written);
const folder = `src/formats/${id}`;
const precedenceComment = "// Which format takes a file two fit equally well: the higher (docs/formats.md lists every format's).";

// The sample every new file of the format starts from: a server to start, or an object to fill in.
const start = { command: 'npx', args: ['-y', '@acme/example-mcp@1.0.0'] };
const sampleEntry = commandObject === undefined ? start : { [commandObject]: { path: start.command, args: start.args } };
const sampleValue: Record<string, unknown> = kind === 'client' ? { [key]: { example: sampleEntry } } : { name: 'example' };

if (kind === 'client') {
  write(
    `${folder}/info.ts`,
    `/**
 * What tells that a file is of the format ${title}: all that classification reads. The client's
 * model and the client-config rules (index.ts) load only when such a file is linted.
 */
import { type ClientInfo, clientInfo } from '../client-config/info.js';

export const ${C}_INFO: ClientInfo = {
  id: '${id}',
  ${precedenceComment}
  precedence: ${precedence},
  noun: { one: ${quote(`${client} config`)}, other: ${quote(`${client} configs`)} },
  title: ${quote(title)},
  paths: ${list(paths)},
  syntax: '${syntax}',
  serverKeys: [${quote(key)}],
};

export default clientInfo(${C}_INFO);
`,
  );
  write(
    `${folder}/index.ts`,
    `/**
 * ${title}. TODO: say where what follows comes from (the client's schema, source or docs): the
 * client-config rules speak for ${client} from this spec.
 */
import { UNVERSIONED } from '../../model/axis.js';
import { Model } from '../../model/check.js';
import { array, define, map, opt, ref, ${commandObject === undefined ? '' : 'req, '}string } from '../../model/dsl.js';
${commandObject === undefined ? '' : "import { FLAT_ENTRY } from '../client-config/entry.js';\n"}import { clientFormat } from '../client-config/index.js';
import { ${C}_INFO } from './info.js';

const MODEL = new Model(UNVERSIONED, [
  define('Config', ${quote(`${client} MCP configuration`)}, { ${property(key)}: opt(map(ref('Server'))) }),
  define(
    'Server',
    'server entry',
    {
${
  commandObject === undefined
    ? `      command: opt(string),
      args: opt(array(string)),
      env: opt(map(string)),
`
    : `      ${property(commandObject)}: opt(ref('Command')),
`
}      url: opt(string),
      headers: opt(map(string)),
    },
    { closed: true },
  ),${
    commandObject === undefined
      ? ''
      : `
  define('Command', 'command object', { path: req(string), args: opt(array(string)), env: opt(map(string)) }, { closed: true }),`
  }
]);

export default clientFormat({
  ...${C}_INFO,
  client: ${quote(client)},
  model: MODEL,
  // Until the client's every key is known, only near misses of those above are reported.
  unknownKeys: 'typos',
  needsOneOf: [${quote(commandObject ?? 'command')}, 'url'],${
    commandObject === undefined
      ? ''
      : `
  // The command, its arguments and environment sit in the "${commandObject}" object: the client-config rules read them there.
  entryShape: {
    ...FLAT_ENTRY,
    command: [[${quote(commandObject)}, 'path']],
    args: [[${quote(commandObject)}, 'args']],
    env: [[${quote(commandObject)}, 'env']],
  },`
  }
});
`,
  );
} else {
  write(
    `${folder}/info.ts`,
    `/**
 * What tells that a file is of the format ${title}: all that classification reads. Its rules (index.ts) load
 * only when such a file is linted.
 */
import { isObject } from '../../util/json.js';
import type { FormatInfo } from '../types.js';

const PATHS = ${list(paths)};

export const ${C}_INFO: FormatInfo = {
  id: '${id}',
  ${precedenceComment}
  precedence: ${precedence},
  noun: { one: ${quote(`${id} file`)}, other: ${quote(`${id} files`)} },
  title: ${quote(title)},
  paths: PATHS,
  // A file at these paths is this format whatever it holds, so a broken one is still reported as one.
  namedBy: PATHS,
  syntax: '${syntax}',
  // TODO: the versions the format knows, oldest first, and how a file declares one (\`version\`).
  versions: [],
  // TODO: 'certain' for content only this format has; 'likely' for content others share (the path decides).
  recognize: (value) => (isObject(value) ? 'likely' : 'no'),
  version: () => null,
};

export default ${C}_INFO;
`,
  );
  write(
    `${folder}/context.ts`,
    `/** What a ${id} rule sees: the file's object, and where to report. */
import type { ParsedDocument } from '../../parse/parse.js';
import { isObject, type JsonObject } from '../../util/json.js';
import type { FileScope, FormatRule, Reporter } from '../types.js';

export interface ${P}Context extends Reporter {
  path: string;
  parsed: ParsedDocument;
  root: JsonObject;
}

export type ${P}Rule = FormatRule<${P}Context>;

export function ${c}Rule(id: string, check: (context: ${P}Context) => void): ${P}Rule {
  return { id, check };
}

/** The context one rule sees; undefined when the file holds no object, which leaves the rules nothing to read. */
export function ${c}Context(scope: FileScope, reporter: Reporter): ${P}Context | undefined {
  const root = scope.parsed.value;
  if (!isObject(root)) return undefined;
  return { path: scope.path, parsed: scope.parsed, root, report: reporter.report.bind(reporter), reportAt: reporter.reportAt.bind(reporter) };
}
`,
  );
  write(
    `${folder}/rules/index.ts`,
    `/** The ${id} rules, in the order they run: npm run new-rule -- <rule-id> --format ${id} adds each. */
import type { ${P}Rule } from '../context.js';

export const RULES: readonly ${P}Rule[] = [];
`,
  );
  write(
    `${folder}/index.ts`,
    `/** ${title}. TODO: what the format is, who reads it, and what its rules rest on. */
import { defineFormat, type FormatSpec } from '../types.js';
import { type ${P}Context, ${c}Context } from './context.js';
import { ${C}_INFO } from './info.js';
import { RULES } from './rules/index.js';

export const ${C}: FormatSpec<${P}Context> = { ...${C}_INFO, rules: RULES, context: ${c}Context };

export default defineFormat(${C});
`,
  );
}

// A valid corpus file at the format's path: it must give no finding (__tests__/conformance.test.ts).
const sample = samplePath(paths[0]);
const corpusFile = `${kind === 'client' ? 'config/' : ''}${id}/${sample}`;
write(`__tests__/conformance/expected-valid/${corpusFile}`, textOf(sampleValue, syntax as SourceFormat));

write(
  `__tests__/formats/${id}.test.ts`,
  `/** ${title}: which files are this format (written by npm run new-format: add near misses). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { classify } from '../../src/engine/classify.js';
import { lintSource } from '../../src/engine/lint.js';
import { FORMATS } from '../../src/formats/index.js';
import { FORMAT_INFOS } from '../../src/formats/loaders.js';
import { catalogue } from '../helpers/corpus.js';

const PATH = ${quote(sample)};
/** The valid corpus file's content. */
const VALUE = ${JSON.stringify(sampleValue).replace(/"/g, "'")};
const TEXT = readFileSync(new URL(${quote(`../conformance/expected-valid/${corpusFile}`)}, import.meta.url), 'utf8');

describe('${id}', () => {
  it('is the format of a file at its path, for the library and for the runner', () => {
    expect(classify(FORMATS, PATH, VALUE).format?.id).toBe('${id}');
    expect(classify(FORMAT_INFOS, PATH, VALUE).format?.id).toBe('${id}');
  });

  it('checks the corpus file as this format, with no finding', () => {
    expect(lintSource(PATH, TEXT, { catalogue })).toMatchObject({ path: PATH, format: '${id}', findings: [] });
  });

  it('leaves a file elsewhere that holds nothing of the format to no format', () => {
    expect(classify(FORMAT_INFOS, 'elsewhere/unrelated.json', { unrelated: true }).format).toBeUndefined();
  });
});
`,
);

await regenerate(root, written);
formatWritten(root, written);

console.log(`Scaffolded the format ${id} (precedence ${precedence}):\n${written.map((w) => `  ${w}`).join('\n')}`);
console.log(
  kind === 'client'
    ? 'Fill in every TODO, describe the client in its spec (index.ts: keys, variables, secrets), then run: npm run docs && npm test'
    : `Fill in every TODO, add rules with npm run new-rule -- <rule-id> --format ${id} --family <family>, then run: npm run docs && npm test`,
);

/** The sample as a file of the format's syntax. */
function textOf(value: Record<string, unknown>, as: SourceFormat): string {
  if (as === 'yaml') return stringify(value);
  if (as !== 'toml') return `${JSON.stringify(value, null, 2)}\n`;
  // TOML: tables for objects, inline strings and string arrays for the rest (all a sample holds).
  const lines: string[] = [];
  const table = (object: Record<string, unknown>, name: string) => {
    const scalars = Object.entries(object).filter(([, v]) => typeof v !== 'object' || Array.isArray(v));
    if (scalars.length > 0 || name === '') {
      if (name !== '') lines.push(`[${name}]`);
      for (const [k, v] of scalars) lines.push(`${k} = ${JSON.stringify(v).replace(/,/g, ', ')}`);
    }
    for (const [k, v] of Object.entries(object))
      if (typeof v === 'object' && v !== null && !Array.isArray(v)) table(v as Record<string, unknown>, name === '' ? k : `${name}.${k}`);
  };
  table(value, '');
  return `${lines.join('\n')}\n`;
}
