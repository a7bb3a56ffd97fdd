/**
 * Modules of one tool each, imported whole (`import * as getAccounts from …`) and listed by their namespaces,
 * served by the export each holds its tool in (`allTools.map((tool) => tool.schema)`, namespace-wrappers.ts),
 * the list chosen in the registering function (`const allTools = enableWrite ? [...readTools, ...writeTools] :
 * readTools`, imported-lists.ts choosingLists): each tool is read where it is written.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.11.0"}}';
/** `get-beds`: its name on line 2, column 9. */
const GET_BEDS = `export const schema = {
  name: 'get-beds',
  description: 'Lists the garden beds.',
  inputSchema: { type: 'object', properties: {} },
};
export async function handler() { return { content: [] }; }
`;
const DIG_BED = `export const schema = {
  name: 'dig-bed',
  description: 'Digs a garden bed.',
  inputSchema: { type: 'object', properties: { depth: { type: 'number', description: 'How deep, in cm.' } } },
};
export async function handler() { return { content: [] }; }
`;

function index(served = 'allTools.map((tool) => tool.schema)', chosen = 'enableWrite ? [...readTools, ...writeTools] : readTools'): string {
  return `import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import * as getBeds from './get-beds/index.js';
import * as digBed from './dig-bed/index.js';

const readTools = [getBeds];
const writeTools = [digBed];

export const setupTools = (server: Server, enableWrite: boolean): void => {
  const allTools = ${chosen};
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: ${served} }));
};
`;
}

function lint(files: Record<string, string>, path: string): FileResult {
  const all: Record<string, string> = {
    'package.json': PACKAGE,
    'src/tools/get-beds/index.ts': GET_BEDS,
    'src/tools/dig-bed/index.ts': DIG_BED,
    'src/tools/index.ts': index(),
    ...files,
  };
  return lintSource(path, all[path], { catalogue, workspace: memoryWorkspace(all, { list: 'entries' }) });
}

/** The tools read from `path`, or null when it is no server file. */
function names(files: Record<string, string>, path = 'src/tools/get-beds/index.ts'): string[] | null {
  const result = lint(files, path);
  return result.format === 'typescript-source' ? (result.source?.tools ?? []).map((t) => t.name) : null;
}

describe('typescript-source: modules of one tool listed by their namespaces', () => {
  it('reads each tool where it is written, on either branch of the chosen list, with no finding', () => {
    const result = lint({}, 'src/tools/get-beds/index.ts');
    expect(result.source?.tools).toEqual([{ name: 'get-beds', line: 2, column: 9 }]);
    expect(result.source?.dynamic).toEqual([]);
    expect(result.findings).toEqual([]);
    expect(names({}, 'src/tools/dig-bed/index.ts')).toEqual(['dig-bed']);
    expect(names({ 'src/tools/index.ts': index('allTools.map(({ schema }) => schema)') }, 'src/tools/dig-bed/index.ts')).toEqual(['dig-bed']);
  });

  it('proves nothing when the namespaces are served whole, by another key, or renamed', () => {
    const cases = [
      index('allTools'),
      index('allTools.map((tool) => tool.handler)'),
      index('allTools.map((tool) => ({ ...tool.schema, name: `garden_${tool.schema.name}` }))'),
      // The list built at run time.
      index(undefined, 'enableWrite ? pick(readTools) : pick(writeTools)'),
    ];
    for (const served of cases) expect(names({ 'src/tools/index.ts': served })).toBeNull();
  });

  it('takes no namespace of a module exporting two tools for either', () => {
    const two = `${GET_BEDS}export const extra = { name: 'get-bed', description: 'One bed.', inputSchema: { type: 'object' } };\n`;
    expect(names({ 'src/tools/get-beds/index.ts': two })).toBeNull();
    expect(names({ 'src/tools/get-beds/index.ts': two }, 'src/tools/dig-bed/index.ts')).toEqual(['dig-bed']);
  });
});
