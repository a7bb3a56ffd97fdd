/**
 * A served list holding, among its items, a spread of the module's own list mapped key by key
 * (`[...active.map(({ handler, ...tool }) => tool), ...skillTools]`, `active` the list with items dropped only):
 * each item of the written list is read at its literal, as the mapping keeps it; any other spread stays unread.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { placedTools } from '../helpers/source-tree.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = { 'package.json': '{"dependencies":{"@modelcontextprotocol/sdk":"1.24.1"}}' };

/** `kvm_click` (its name on line 6, column 11) and `kvm_type` (line 7, column 11). */
const SERVER = (
  served = 'active.map(({ handler: _h, ...descriptor }) => descriptor)',
  extra = '',
) => `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { skillTools } from "./skills.js";

const registry = [
  { name: "kvm_click", handler: click, description: "Clicks at a point.", inputSchema: { type: "object", properties: {} } },
  { name: "kvm_type", handler: type, description: "Types some text.", inputSchema: { type: "object", properties: {} } },
];
const HIDDEN = ["kvm_type"];
const active = registry.filter((entry) => process.env.ALL === "1" || !HIDDEN.includes(entry.name));
${extra}
const tools = [...${served}, ...skillTools];
const server = new Server({ name: "kvm", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools }));
`;

function lint(text: string): FileResult {
  return lintSource('src/server.ts', text, { catalogue, workspace: memoryWorkspace(PACKAGE) });
}

describe('typescript-source: a mapped list spread into a served list', () => {
  it('reads each item of the module list, without the keys the mapping leaves out', () => {
    const result = lint(SERVER());
    expect(placedTools(result)).toEqual(['kvm_click 6:11', 'kvm_type 7:11']);
    // The imported spread is not read here.
    expect((result.source?.dynamic ?? []).map((d) => `${d.line}:${d.column} ${d.what}`)).toEqual(['12:79 a tool']);
    expect(result.findings).toEqual([]);
    // The list itself mapped, unfiltered.
    expect(placedTools(lint(SERVER('registry.map(({ handler, ...tool }) => tool)')))).toEqual(['kvm_click 6:11', 'kvm_type 7:11']);
  });

  it('reads nothing of a mapping that renames, a filter that changes items, or a list the module changes', () => {
    const cases = [
      SERVER('registry.map((t) => ({ ...t, name: `x_${t.name}` }))'),
      SERVER().replace('!HIDDEN.includes(entry.name)', '(entry.description = "x") !== ""'),
      SERVER(undefined, 'registry.push({ name: "kvm_power", handler: click, description: "Powers off.", inputSchema: { type: "object" } });'),
    ];
    expect(cases.map((text) => placedTools(lint(text)))).toEqual(cases.map(() => []));
  });
});
