/**
 * The files generated from the format folders (`npm run generate`): a format is the folder
 * src/formats/<id>/ whose info.ts default-exports its manifest (a FormatInfo), and every list that names
 * formats is written from those manifests, in their precedence order. __tests__/generated.test.ts fails
 * when one of these files differs from what this module makes.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type FormatInfo, formatPaths } from '../formats/types.js';
import { readmeWithActionTables } from './action-tables.js';

const FORMATS_DIR = fileURLToPath(new URL('../formats/', import.meta.url));

/** What a generated file says first (in its own comment syntax), naming the files it is made from. */
const generatedBy = (from = 'info.ts') => `generated from src/formats/*/${from} by npm run generate; do not edit`;
const GENERATED_BY = generatedBy();

export const README_START = `<!-- formats-table:start (${GENERATED_BY}) -->`;
export const README_END = '<!-- formats-table:end -->';

export interface FormatFolder {
  /** The folder's name under src/formats/, which is the format's id. */
  folder: string;
  manifest: FormatInfo;
}

/** Every format folder's manifest, highest precedence first; throws on a manifest that breaks the rules. */
export async function formatFolders(): Promise<FormatFolder[]> {
  const found: FormatFolder[] = [];
  for (const folder of readdirSync(FORMATS_DIR, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort()) {
    if (!readdirSync(join(FORMATS_DIR, folder)).includes('info.ts')) continue;
    const { default: manifest } = (await import(`../formats/${folder}/info.js`)) as { default?: FormatInfo };
    // A shared folder (client-config) has an info.ts of helpers, with no manifest to export.
    if (manifest === undefined) continue;
    const where = `src/formats/${folder}/info.ts`;
    if (manifest.id !== folder) throw new Error(`${where}: the manifest's id is ${JSON.stringify(manifest.id)}; it must be the folder's name, ${folder}.`);
    if (!Number.isFinite(manifest.precedence)) throw new Error(`${where}: the manifest needs a numeric "precedence".`);
    if (!readdirSync(join(FORMATS_DIR, folder)).includes('index.ts')) throw new Error(`src/formats/${folder}/: a format folder needs an index.ts.`);
    found.push({ folder, manifest });
  }
  found.sort((a, b) => b.manifest.precedence - a.manifest.precedence);
  for (const [i, { folder, manifest }] of found.entries()) {
    const before = found[i - 1];
    if (before?.manifest.precedence === manifest.precedence)
      throw new Error(`src/formats/${folder}/info.ts: precedence ${manifest.precedence} is ${before.folder}'s too; give each format its own.`);
  }
  return found;
}

/** Every generated file, by root-relative path, from the format folders (`root` holds README.md), and README's action tables from action.yml. */
export async function generatedSources(root: string): Promise<Map<string, string>> {
  const folders = await formatFolders();
  return new Map([
    ['src/formats/registry.generated.ts', registryModule(folders)],
    ['src/formats/formats.generated.ts', formatsModule(folders)],
    ['src/formats/models.generated.ts', modelsModule(folders)],
    ['.pre-commit-hooks.yaml', preCommitHooks(folders)],
    [
      'README.md',
      readmeWithActionTables(readmeWithTable(readFileSync(join(root, 'README.md'), 'utf8'), folders), readFileSync(join(root, 'action.yml'), 'utf8')),
    ],
  ]);
}

/** A name to import a folder's module as: `cursor-mcp-json` → `cursorMcpJson`. */
function binding(folder: string): string {
  return folder.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function registryModule(folders: readonly FormatFolder[]): string {
  return `// ${GENERATED_BY}.
// Every format's manifest, highest precedence first (the order classification breaks ties in), with how
// to load the whole format: each import() is a chunk of the bundles of its own, loaded only when a file
// of that format is checked.
${folders.map(({ folder }) => `import ${binding(folder)} from './${folder}/info.js';`).join('\n')}
import type { Format, FormatInfo } from './types.js';

export const REGISTRY: readonly (readonly [FormatInfo, () => Promise<Format>])[] = [
${folders.map(({ folder }) => `  [${binding(folder)}, async () => (await import('./${folder}/index.js')).default],`).join('\n')}
];
`;
}

function formatsModule(folders: readonly FormatFolder[]): string {
  return `// ${GENERATED_BY}.
// Every format loaded whole, highest precedence first, for the library, tests and docs (the runner
// loads them one by one through registry.generated.ts).
${folders.map(({ folder }) => `import ${binding(folder)} from './${folder}/index.js';`).join('\n')}
import type { Format } from './types.js';

export const ALL_FORMATS: readonly Format[] = [
${folders.map(({ folder }) => `  ${binding(folder)},`).join('\n')}
];
`;
}

/**
 * A format's glob as the regular expression pre-commit matches a staged path's end with (Python's
 * re.search after `(^|/)`): only the glob syntax the formats use, so anything else fails here.
 */
export function globAsRegex(glob: string): string {
  const tail = glob.replace(/^\*\*\//, '');
  if (/[[\]{}!()+@\\]|\*\*/.test(tail)) throw new Error(`${glob}: the pre-commit hook's pattern supports only "*", "?*" and "**/" at the start.`);
  return tail.replace(/\?\*|\*|\?|[.^$|]/g, (m) => (m === '?*' ? '[^/]+' : m === '*' ? '[^/]*' : m === '?' ? '[^/]' : `\\${m}`));
}

/** The version models of the formats that have one (a version-model.ts), for the catalogue's `exists`. */
function modelsModule(folders: readonly FormatFolder[]): string {
  const withModel = folders.filter(({ folder }) => existsSync(join(FORMATS_DIR, folder, 'version-model.ts')));
  return `// ${generatedBy('version-model.ts')}.
// The model of each format that has one (its version-model.ts): where each definition and field exists
// on the format's version axis, which a rule's \`exists\` in rules/*.yaml names.
import type { Model } from '../model/check.js';
${withModel.map(({ folder }) => `import ${binding(folder)} from './${folder}/version-model.js';`).join('\n')}

export const VERSION_MODELS: Readonly<Record<string, Model>> = {
${withModel.map(({ folder }) => `  '${folder}': ${binding(folder)},`).join('\n')}
};
`;
}

function preCommitHooks(folders: readonly FormatFolder[]): string {
  const files = `(^|/)(${formatPaths(folders.map((f) => f.manifest))
    .map(globAsRegex)
    .join('|')})$`;
  return `# ${GENERATED_BY}.
# pre-commit (https://pre-commit.com) hook: lints the staged MCP files, each against the version it
# declares. \`files\` is every format's usual path (its manifest's \`paths\`). A file it names that is no
# MCP file (a browser extension's manifest.json) gets an mcpdesc.document.format warning, which does not
# fail the commit; leave such files out with \`exclude:\`.
- id: mcpdesc
  name: mcpdesc
  description: Lint MCP files (descriptors, registry server.json, MCPB manifests, Server Cards, client configurations) against the version they declare.
  entry: mcpdesc lint
  language: node
  files: ${files}
  minimum_pre_commit_version: 3.0.0
`;
}

function readmeWithTable(readme: string, folders: readonly FormatFolder[]): string {
  const start = readme.indexOf(README_START);
  const end = readme.indexOf(README_END);
  if (start === -1 || end < start) throw new Error(`README.md: the format table's markers are missing (${README_START} … ${README_END}).`);
  const rows = folders.map(
    ({ manifest: f }) =>
      `| ${f.title} | \`${f.id}\` | ${f.paths.map((p) => `\`${p}\``).join(', ')} | ${f.versions.length > 0 ? `${f.versions[0]} to ${f.versions[f.versions.length - 1]}` : '—'} |`,
  );
  const table = ['| file | format id | paths | versions |', '|---|---|---|---|', ...rows].join('\n');
  return `${readme.slice(0, start)}${README_START}\n${table}\n${readme.slice(end)}`;
}
