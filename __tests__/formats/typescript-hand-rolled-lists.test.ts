/**
 * A module naming no SDK that answers JSON-RPC itself (hand-rolled.ts) with its tools written in the same
 * module: the `{ tools: … }` its tools/list branch answers, in the branch or in the private method or module
 * function it hands the request to (handed-answers.ts), is read where it is written.
 */
import { describe, expect, it } from '@jest/globals';
import { lintSource } from '../../src/engine/lint.js';
import type { FileResult } from '../../src/engine/finding.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

/** A plugin's HTTP endpoint: a class routing on the request's method to private handlers. */
const PLUGIN = `export class LibraryServer {
  handle(request: { id: number; method: string }) {
    switch (request.method) {
      case "initialize":
        return this.handleInitialize(request);
      case "tools/list":
        return this.handleToolsList(request);
      default:
        return this.reply(request.id, { error: "unknown" });
    }
  }

  private handleInitialize(request: { id: number }) {
    return this.reply(request.id, { protocolVersion: "2024-11-05", capabilities: { tools: {} }, serverInfo: { name: "library", version: "1" } });
  }

  private handleToolsList(request: { id: number }) {
    const tools = [
      { name: "find_book", description: "Finds a book by its title.", inputSchema: { type: "object", properties: { title: { type: "string" } } } },
      { name: "lend_book", description: "Lends a book to a member.", inputSchema: { type: "object" } },
    ];
    const writable = process.env.WRITE === "1";
    const shown = writable ? tools : tools.filter((t) => t.name !== "lend_book");
    return this.reply(request.id, { tools: shown });
  }

  private reply(id: number, result: unknown) {
    return { jsonrpc: "2.0", id, result, meta: this.capabilities() };
  }

  private capabilities() {
    return { capabilities: { tools: { listChanged: false } } };
  }
}
`;

/** A stdio server whose handlers write their answers out themselves. */
const STDIO = `function answer(message) {
  const { id, method } = message;
  switch (method) {
    case "initialize":
      handleInitialize(id);
      break;
    case "tools/list":
      handleToolsList(id);
      break;
  }
}

function handleInitialize(id) {
  console.log(JSON.stringify({ jsonrpc: "2.0", id, result: { protocolVersion: "2024-11-05", serverInfo: { name: "jdt", version: "1" } } }));
}

function handleToolsList(id) {
  const tools = [
    { name: "find_symbol", description: "Finds a symbol's definition.", inputSchema: { type: "object" } },
  ];
  console.log(JSON.stringify({ jsonrpc: "2.0", id, result: { tools } }));
}

process.stdin.on("data", (chunk) => answer(JSON.parse(String(chunk))));
`;

/** An Express route answering from the module's own list. */
const ROUTE = `import express from "express";

const TOOLS = [
  { name: "quote", description: "Returns a stock quote.", inputSchema: { type: "object", properties: { symbol: { type: "string" } } } },
];

const app = express();
app.post("/", (req, res) => {
  const { method, id } = req.body;
  if (method === "initialize") return res.json({ jsonrpc: "2.0", id, result: { protocolVersion: "2025-06-18", serverInfo: { name: "quotes", version: "1" } } });
  if (method === "tools/list") return res.json({ jsonrpc: "2.0", id, result: { tools: TOOLS } });
  res.status(404).end();
});
`;

/** A Worker's table of handlers by method, its functions nested in the factory that makes the handler. */
const TABLE = `export function createHandler() {
  function serverInfo() {
    return { protocolVersion: "2025-06-18", serverInfo: { name: "notes", version: "1" } };
  }
  function listTools() {
    return { tools: [{ name: "add_note", description: "Adds a note.", inputSchema: { type: "object" } }] };
  }
  const methods = {
    initialize: async () => serverInfo(),
    "tools/list": async () => listTools(),
  };
  return (request: { method: keyof typeof methods }) => methods[request.method]();
}
`;

function lint(path: string, text: string): FileResult {
  const all = { 'package.json': '{"dependencies":{"express":"^4.0.0"}}', [path]: text };
  return lintSource(path, text, { catalogue, workspace: memoryWorkspace(all, { list: 'entries' }) });
}

/** The tools read from the module, or null when it is no server file. */
function names(path: string, text: string): string[] | null {
  const result = lint(path, text);
  return result.format === 'typescript-source' ? (result.source?.tools ?? []).map((t) => `${t.name}@${t.line}:${t.column}`) : null;
}

describe('typescript-source: a hand-rolled JSON-RPC server answering tools/list with its own list', () => {
  it('reads the list a private method answers with, proved by the private method answering initialize', () => {
    const result = lint('src/server.ts', PLUGIN);
    expect(result.format).toBe('typescript-source');
    expect(result.source?.tools).toEqual([
      { name: 'find_book', line: 19, column: 15 },
      { name: 'lend_book', line: 20, column: 15 },
    ]);
    // The list a run answers with is chosen at run time, as an SDK handler's would be.
    expect(result.source?.dynamic).toEqual([{ line: 24, column: 44, what: 'a tool list' }]);
    expect(result.findings).toEqual([]);
  });

  it('reads the list a module function writes out itself, and one a route answers with from the module', () => {
    expect(names('server.js', STDIO)).toEqual(['find_symbol@19:13']);
    expect(names('src/route.ts', ROUTE)).toEqual(['quote@4:11']);
  });

  it('reads a table of handlers by method, through functions a scope around the handler declares', () => {
    expect(names('src/worker.ts', TABLE)).toEqual(['add_note@6:30']);
  });

  it('flags a problem in a hand-rolled tool where it is written', () => {
    const result = lint('src/route.ts', ROUTE.replace('Returns a stock quote.', 'Returns a stock quote.\u200b'));
    const hidden = result.findings.find((f) => f.ruleId === 'mcpdesc.security.hidden-characters');
    expect(hidden?.pointer).toBe('/tools/0/description');
    expect(hidden?.range.start.line).toBe(4);
  });

  it('reads nothing unless initialize is answered as MCP does, and no list it cannot see', () => {
    const noServer = [
      // No initialize answer, or one handed to a method a subclass may replace.
      PLUGIN.replace(/ {6}case "initialize":\n[^\n]*\n/, ''),
      PLUGIN.replace('private handleInitialize', 'handleInitialize'),
      ROUTE.replace('protocolVersion: "2025-06-18", serverInfo: { name: "quotes", version: "1" } ', 'ready: true '),
      // Routed on something else than the request's method.
      STDIO.replace('switch (method)', 'switch (id)'),
      // A table without an initialize answer, or whose tools/list entry is no handler.
      TABLE.replace('initialize: async () => serverInfo(),', ''),
      TABLE.replace('"tools/list": async () => listTools(),', '"tools/list": { ttlMs: 1000 },'),
    ];
    expect(noServer.map((text) => names('src/server.ts', text))).toEqual(noServer.map(() => null));
    // Handed to a public method (which a subclass may replace): nothing read, no server file; or answering a list made at run time.
    expect(names('src/server.ts', PLUGIN.replace('private handleToolsList', 'handleToolsList'))).toBeNull();
    // A function the handler is handed, whatever one the module declares by that name.
    const handed = TABLE.replace('"tools/list": async () => listTools()', '"tools/list": async (listTools: () => object) => listTools()');
    expect(names('src/worker.ts', handed)).toBeNull();
    const computed = lint('src/route.ts', ROUTE.replace('tools: TOOLS }', 'tools: TOOLS.map((t) => ({ ...t, name: `q_${t.name}` })) }'));
    expect(computed.source?.tools).toEqual([]);
    expect(computed.source?.dynamic).toEqual([{ line: 11, column: 87, what: 'a tool list' }]);
  });
});
