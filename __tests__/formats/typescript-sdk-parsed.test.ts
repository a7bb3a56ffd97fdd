/**
 * Tools a module exports as the SDK's own `ToolSchema.parse({ … })` of a literal (sdk-parsed.ts), served by
 * another module's tools/list handler as the values of a namespace import, `Object.values(ns)` (imported-lists.ts):
 * each read at its literal in the module that writes it.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.27.0","zod":"^4.0.0"}}';
/** Two tools: `brew-tea` (its name on line 3, column 9) and `steep-tea`. */
const TEAS = `import { ToolSchema } from "@modelcontextprotocol/sdk/types.js";
export const BrewTool = ToolSchema.parse({
  name: "brew-tea",
  description: "Brews a pot of tea.",
  inputSchema: { type: "object", properties: { leaves: { type: "string", description: "Which leaves." } }, required: ["leaves"] },
  annotations: { title: "Brew tea", readOnlyHint: false },
});
export const SteepTool = ToolSchema.parse({
  name: "steep-tea",
  description: "Steeps the tea a while longer.",
  inputSchema: { type: "object", properties: {} },
});
`;
const SERVER = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import * as teas from "./teas.js";
const server = new Server({ name: "kettle", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => {
  return { tools: Object.values(teas) };
});
`;

function lint(teas: string, server = SERVER): FileResult {
  const all: Record<string, string> = { 'package.json': PACKAGE, 'src/teas.ts': teas, 'src/server.ts': server };
  return lintSource('src/teas.ts', teas, { catalogue, workspace: memoryWorkspace(all, { list: 'entries' }) });
}

function names(teas: string, server = SERVER): string[] {
  return (lint(teas, server).source?.tools ?? []).map((t) => t.name);
}

describe('typescript-source: tools written as the SDK parse of a literal, served as a namespace’s values', () => {
  it('reads each literal where it is written', () => {
    const result = lint(TEAS);
    expect(result.source?.tools).toEqual([
      { name: 'brew-tea', line: 3, column: 9 },
      { name: 'steep-tea', line: 9, column: 9 },
    ]);
    expect(result.source?.dynamic).toEqual([]);
    const emptied = lint(TEAS.replace('"Steeps the tea a while longer."', '""')).findings.filter((f) => f.ruleId === 'mcpdesc.tool.description');
    expect(emptied.map((f) => `${f.pointer} ${f.range.start.line}:${f.range.start.column}`)).toEqual(['/tools/1/description 10:16']);
    // The flattened values, and an aliased import of the schema, alike.
    expect(names(TEAS, SERVER.replace('Object.values(teas)', 'Object.values(teas).flat()'))).toEqual(['brew-tea', 'steep-tea']);
    expect(names(TEAS.replace('{ ToolSchema }', '{ ToolSchema as Shape }').replaceAll('ToolSchema.parse', 'Shape.parse'))).toEqual(['brew-tea', 'steep-tea']);
  });

  it('reads no literal a parse might change, nor one parsed by another schema', () => {
    // A key the SDK does not know (kept by some releases, dropped by others), at the top or in annotations.
    expect(names(TEAS.replace('  name: "brew-tea",', '  name: "brew-tea",\n  handler: brew,'))).toEqual(['steep-tea']);
    expect(names(TEAS.replace('readOnlyHint: false', 'readOnlyHint: false, cosy: true'))).toEqual(['steep-tea']);
    expect(names(TEAS.replace('  name: "brew-tea",', '  ...base,\n  name: "brew-tea",'))).toEqual(['steep-tea']);
    // Annotations not written out here.
    expect(names(TEAS.replace('{ title: "Brew tea", readOnlyHint: false }', 'HINTS'))).toEqual(['steep-tea']);
    // Another module's ToolSchema, a type-only import, or another SDK schema.
    expect(names(TEAS.replace('"@modelcontextprotocol/sdk/types.js"', '"./schemas.js"'))).toEqual([]);
    expect(names(TEAS.replace('import { ToolSchema }', 'import type { ToolSchema }'))).toEqual([]);
    expect(names(TEAS.replace('{ ToolSchema }', '{ ToolSchema, PromptSchema }').replaceAll('ToolSchema.parse', 'PromptSchema.parse'))).toEqual([]);
  });

  it('proves nothing when the values hold a list or are rewritten', () => {
    // Unflattened, an exported list is one value: what it holds is not served item by item.
    const listed = `${TEAS}export const MORE = [{ name: "pour-tea", description: "Pours.", inputSchema: { type: "object" } }];\n`;
    expect(names(listed)).toEqual([]);
    expect(names(listed, SERVER.replace('Object.values(teas)', 'Object.values(teas).flat()'))).toEqual(['brew-tea', 'steep-tea', 'pour-tea']);
    expect(names(TEAS, SERVER.replace('Object.values(teas)', 'Object.values(teas).map(renamed)'))).toEqual([]);
  });
});
