/**
 * typescript-source: a helper of the file handed more than it forwards (forwarders.ts' placed helpers): `function
 * registerTool(server, name, opts, handler) { …; return server.registerTool(name, opts, dispatch); }` called
 * with literals is read at each call; a helper naming a parameter by a `const` alias forwards it all the same.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { extractTools } from '../../src/formats/typescript-source/extract.js';
import { vendoredTypescript } from '../../src/util/lazy-require.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = { 'package.json': '{"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0","zod":"^3.23.0"}}' };
const HELPER = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
function registerTool(server: McpServer, name: string, opts: any, realHandler: Handler) {
  if (!isToolEnabled(name)) return undefined;
  const dispatch = async (args: unknown) => (isDemo() ? refuse(name) : realHandler(args));
  return server.registerTool(name, opts, dispatch);
}
const server = new McpServer({ name: "vault", version: "1" });
`;
/** `get_balance` (its name on line 9, column 27) and `send_coins` (line 10, column 3). */
const CALLS = `registerTool(server, "get_balance", { description: "Reads a wallet's balance.", inputSchema: { wallet: z.string() } }, balance);
registerTool(server,
  "send_coins", { description: "Sends coins to an address." }, send);
`;

function lint(text: string): FileResult {
  return lintSource('src/index.ts', text, { catalogue, workspace: memoryWorkspace(PACKAGE) });
}

function read(text: string): { tools: string[]; dynamic: [number, string][] } {
  const source = lint(text).source;
  return { tools: (source?.tools ?? []).map((t) => `${t.name} ${t.line}:${t.column}`), dynamic: (source?.dynamic ?? []).map((d) => [d.line, d.what]) };
}

describe('typescript-source: a helper handed the server that forwards the name and config it is given', () => {
  it('reads each call at its literals, its description and schema, and no finding', () => {
    const text = `${HELPER}${CALLS}`;
    expect(read(text)).toEqual({ tools: ['get_balance 9:22', 'send_coins 11:3'], dynamic: [] });
    const { tools } = extractTools(vendoredTypescript(), 'src/index.ts', text);
    expect(tools.map((t) => t.description)).toEqual(["Reads a wallet's balance.", 'Sends coins to an address.']);
    expect(tools[0].inputSchema).toEqual({ type: 'object', properties: { wallet: { type: 'string' } }, required: ['wallet'] });
    expect(lint(text).findings).toEqual([]);
    // A finding on a call's description points at that call's literal.
    const empty = lint(text.replace('"Sends coins to an address."', '""')).findings.filter((f) => f.ruleId === 'mcpdesc.tool.description');
    expect(empty.map((f) => `${f.pointer} ${f.range.start.line}:${f.range.start.column}`)).toEqual(['/tools/1/description 11:32']);
  });

  it('reads a v1 helper naming its parameter by a const alias, the callback its own', () => {
    const text = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "vault", version: "1" });
export const addTool = (server: McpServer, name: string, description: string, shape: object, handler: Handler, meta?: Meta) => {
  const wrapped = async (args: unknown) => handler(args);
  const fullDescription = description;
  server.tool(name, fullDescription, shape, wrapped);
};
addTool(server, "lock_vault", "Locks the vault.", {}, lock, { examples: [] });
`;
    expect(read(text)).toEqual({ tools: ['lock_vault 8:17'], dynamic: [] });
    expect(extractTools(vendoredTypescript(), 'src/index.ts', text).tools[0].description).toBe('Locks the vault.');
  });

  it('reads no call of a helper that changes, guards or rebinds what it registers', () => {
    for (const [from, to] of [
      ['server.registerTool(name, opts,', 'server.registerTool(`vault_${name}`, opts,'],
      ['  return server.registerTool(', '  if (ready) return server.registerTool('],
      ['  return server.registerTool(', '  name = name.trim();\n  return server.registerTool('],
      [
        '  return server.registerTool(name, opts, dispatch);',
        '  server.registerTool(name, opts, dispatch);\n  server.registerTool(name + "_v2", opts, dispatch);',
      ],
      ['  return server.registerTool(name, opts, dispatch);', '  let label = name;\n  label = "x";\n  return server.registerTool(label, opts, dispatch);'],
    ]) {
      const text = `${HELPER.replace(from, to)}${CALLS}`;
      expect(read(text).tools).toEqual([]);
    }
  });

  it('lists a call of another arity or spreading its arguments, and a computed name, where each is', () => {
    const short = `${HELPER}registerTool(server, "get_balance", { description: "Reads." });\nregisterTool(...args);\n`;
    expect(read(short)).toEqual({
      tools: [],
      dynamic: [
        [9, 'a tool registration'],
        [10, 'a tool registration'],
      ],
    });
    const computed = `${HELPER}registerTool(server, prefix + "get_balance", { description: "Reads." }, balance);\n`;
    expect(read(computed)).toEqual({ tools: [], dynamic: [[9, 'a tool registration']] });
  });
});
