/**
 * Tools a registry module lists through its own helper adding keys no tool has (`withCategory(digTool, 'core')`,
 * tagging-helpers.ts), served by an entry module as `{ tools: getTools() }`: each tool is read where it is
 * written, through a module named for a folder's index (`tools/rake.ts` re-exporting `./rake/index.js`); callers
 * naming the tool's module alone spend the budget (imported-lists.ts), so a crowd of sibling tools hides no registry.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.11.0"}}';
/** `dig_bed`: its name on line 3, column 9. */
const DIG = `export async function handleDig() { return { content: [] }; }
export const digToolMetadata = {
  name: 'dig_bed',
  description: 'Digs a garden bed.',
  inputSchema: { type: 'object' as const, properties: { depth: { type: 'number', description: 'How deep, in cm.' } } },
};
`;
/** `rake_bed`, written in a folder's index and re-exported by the module named for the folder. */
const RAKE = `export const rakeToolMetadata = {
  name: 'rake_bed',
  description: 'Rakes a garden bed.',
  inputSchema: { type: 'object' as const, properties: {} },
};
`;
const RAKE_BARREL = "export { rakeToolMetadata } from './rake/index.js';\n";
const HELPER = `function withCategory(meta: { name: string; description: string; inputSchema: unknown }, category: 'core' | 'extra') {
  return { ...meta, category };
}`;

function registry(helper = HELPER): string {
  return `import { digToolMetadata } from '../tools/dig.js';
import { rakeToolMetadata } from '../tools/rake.js';
${helper}
export function getToolMetadataArray() {
  return [withCategory(digToolMetadata, 'core'), withCategory(rakeToolMetadata, 'extra')];
}
`;
}

function entry(registryName = 'toolRegistry'): string {
  return `import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { getToolMetadataArray } from './server/${registryName}.js';
export class EpServer {
  private server = new Server({ name: 'garden', version: '1.0.0' }, { capabilities: { tools: {} } });
  setup(): void {
    this.server.setRequestHandler(ListToolsRequestSchema, () => Promise.resolve({ tools: getToolMetadataArray() }));
  }
}
`;
}

/** Fourteen sibling tool modules no registry lists, read before the registry's folder unless it is read first. */
const CROWD = Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`src/tools/aa${String(i).padStart(2, '0')}.ts`, `export const aa${i} = ${i};\n`]));

function lint(files: Record<string, string>, path: string): FileResult {
  const all: Record<string, string> = {
    'package.json': PACKAGE,
    'src/tools/dig.ts': DIG,
    'src/tools/rake.ts': RAKE_BARREL,
    'src/tools/rake/index.ts': RAKE,
    'src/server/toolRegistry.ts': registry(),
    'src/index.ts': entry(),
    ...files,
  };
  return lintSource(path, all[path], { catalogue, workspace: memoryWorkspace(all, { list: 'entries' }) });
}

/** The tools read from `path`, or null when it is no server file. */
function names(files: Record<string, string>, path = 'src/tools/dig.ts'): string[] | null {
  const result = lint(files, path);
  return result.format === 'typescript-source' ? (result.source?.tools ?? []).map((t) => t.name) : null;
}

describe('typescript-source: tools a registry lists through a helper adding keys', () => {
  it('reads each tool where it is written, with no finding', () => {
    const result = lint({}, 'src/tools/dig.ts');
    expect(result.source?.tools).toEqual([{ name: 'dig_bed', line: 3, column: 9 }]);
    expect(result.source?.dynamic).toEqual([]);
    expect(result.findings).toEqual([]);
    expect(names({}, 'src/tools/rake/index.ts')).toEqual(['rake_bed']);
  });

  it('finds the registry and the folder-named module past a crowd of sibling modules naming neither', () => {
    expect(names(CROWD)).toEqual(['dig_bed']);
    expect(names(CROWD, 'src/tools/rake/index.ts')).toEqual(['rake_bed']);
    // Under any name: only a module naming the tool's module spends the budget.
    const renamed = { ...CROWD, 'src/server/toolRegistry.ts': '', 'src/server/catalog.ts': registry(), 'src/index.ts': entry('catalog') };
    expect(names(renamed)).toEqual(['dig_bed']);
    // Fourteen siblings naming it (`dig`), none registering it, spend the budget first.
    const naming = Object.fromEntries(Object.entries(renamed).map(([path, text]) => [path, path.includes('/aa') ? `${text}// dig\n` : text]));
    expect(names(naming)).toBeNull();
  });

  it('proves nothing when the helper changes, drops or wraps a tool key', () => {
    const helpers = [
      // The description rewritten, a hint set, the tool wrapped under a key, the argument written to.
      HELPER.replace('{ ...meta, category }', '{ ...meta, description: `[${category}] ${meta.description}` }'),
      HELPER.replace('{ ...meta, category }', '{ ...meta, annotations: { readOnlyHint: true } }'),
      HELPER.replace('{ ...meta, category }', '{ tool: meta, category }'),
      HELPER.replace('return {', 'meta.name = `${category}_${meta.name}`;\n  return {'),
      // Only some keys copied, or two objects returned.
      HELPER.replace('{ ...meta, category }', '{ name: meta.name, category }'),
      HELPER.replace('return {', "if (category === 'core') return { ...meta, core: true };\n  return {"),
    ];
    for (const helper of helpers) expect(names({ 'src/server/toolRegistry.ts': registry(helper) })).toBeNull();
  });
});
