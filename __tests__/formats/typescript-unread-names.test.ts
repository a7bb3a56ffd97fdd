/**
 * typescript-source: an unread registration whose name is a parameter of the function around it says so in its
 * entry (unread-names.ts); a callback's parameter, or any other name, keeps the bare entry.
 */
import { describe, expect, it } from '@jest/globals';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';

const HEAD = 'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\n';
const PARAMETER = 'a tool registration (its name is the parameter `name`: what each call hands the function)';

function dynamic(text: string): string[] {
  return (lintSource('src/server.ts', `${HEAD}${text}`, { catalogue }).source?.dynamic ?? []).map((d) => `${d.line}:${d.column} ${d.what}`);
}

describe('typescript-source: what an unread registration name is', () => {
  it('says a name is the parameter of an exported helper, or of the function a maker returns', () => {
    const helper = `export function registerSafe(server: McpServer, name: string, config: object, cb: () => void) {
  server.registerTool(name, config, wrap(cb));
}
`;
    expect(dynamic(helper)).toEqual([`3:23 ${PARAMETER}`]);
    const made = `export function makeRegister(probe: unknown) {
  return (server: McpServer, name: string, config: object, cb: () => void) => {
    server.registerTool(name, config, wrap(cb, probe));
  };
}
`;
    expect(dynamic(made)).toEqual([`4:25 ${PARAMETER}`]);
  });

  it("keeps the bare entry for a callback's parameter and for any other name", () => {
    const callback = `const server = new McpServer({ name: "s", version: "1" });
NAMES.forEach((name) => server.registerTool(name, { description: "d" }, async () => ({ content: [] })));
`;
    expect(dynamic(callback)).toEqual(['3:45 a tool registration']);
    const computed = `const server = new McpServer({ name: "s", version: "1" });
server.registerTool(process.env.NAME as string, { description: "d" }, async () => ({ content: [] }));
`;
    expect(dynamic(computed)).toEqual(['3:21 a tool registration']);
  });
});
