/**
 * Imported tools a server lists in its own `const` list and serves mapped key by key after a function of the
 * repository drops some (`{ tools: filterForProfile(toolDefinitions).map((t) => ({ name: t.name, … })) }` of
 * `function filterForProfile(tools) { if (!active) return [...tools]; return tools.filter(…) }`, dropping.ts):
 * each tool is read where it is written. A function that changes the items or makes others proves nothing.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintInTree, placedTools } from '../helpers/source-tree.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0"}}';
/** `search` (its name on line 2, column 9). */
const SEARCH = `export const searchToolSchema = {
  name: "search",
  description: "Searches the registry of skills.",
  inputSchema: { type: "object" as const, properties: { query: { type: "string" } }, required: ["query"] },
};
`;
const PROFILE = (body = '  if (!active(env)) return [...tools];\n  return tools.filter((tool) => AGENT.has(tool.name));') => `const AGENT = new Set(["search"]);
function active(env: Record<string, string | undefined>): boolean {
  return env.AGENT_PROFILE === "1";
}
export function filterForProfile<T extends { name: string }>(tools: readonly T[], env = process.env): T[] {
${body}
}
`;
const SERVER = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { searchToolSchema } from "./tools/search.schema.js";
import { filterForProfile } from "./middleware/profile.js";

const toolDefinitions = [searchToolSchema];
const server = new Server({ name: "skills", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => {
  return {
    tools: filterForProfile(toolDefinitions).map((tool) => ({ name: tool.name, description: tool.description, inputSchema: tool.inputSchema })),
  };
});
`;

function lint(profile: string): FileResult {
  const files = { 'package.json': PACKAGE, 'src/index.ts': SERVER, 'src/middleware/profile.ts': profile, 'src/tools/search.schema.ts': SEARCH };
  return lintInTree(files, 'src/tools/search.schema.ts');
}

describe('typescript-source: a served list mapped after a function drops items', () => {
  it('reads each tool where it is written', () => {
    const result = lint(PROFILE());
    expect(result.format).toBe('typescript-source');
    expect(placedTools(result)).toEqual(['search 2:9']);
    expect(result.source?.dynamic).toEqual([]);
    expect(result.findings).toEqual([]);
    // A filter alone, or the copy alone.
    expect(placedTools(lint(PROFILE('  return tools.filter((tool) => AGENT.has(tool.name));')))).toEqual(['search 2:9']);
    expect(placedTools(lint(PROFILE('  return [...tools];')))).toEqual(['search 2:9']);
  });

  it('reads nothing through a function that changes items or answers other ones', () => {
    const cases = [
      PROFILE('  return [...tools, { name: "extra" } as T];'),
      PROFILE('  return tools.map((tool) => ({ ...tool, name: `agent_${tool.name}` }));'),
      PROFILE('  for (const tool of tools) (tool as { description?: string }).description = "x";\n  return [...tools];'),
      PROFILE('  return [...tools].reverse().slice(1);'),
    ];
    expect(cases.map((profile) => lint(profile).format === 'typescript-source' && placedTools(lint(profile)).length > 0)).toEqual(cases.map(() => false));
  });
});
