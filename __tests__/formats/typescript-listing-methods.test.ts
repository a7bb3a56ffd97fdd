/**
 * A class whose method returns the tool list written out, which a server module answers tools/list with on an
 * instance it makes (listing-methods.ts): each item is read where it is written, in the class's module.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = '{"dependencies":{"express":"^4.0.0"}}';
const REGISTRY = `import { Tool } from "../types/mcp-types";
export class ToolRegistry {
  constructor(private readonly vault: Vault) {}
  getToolDefinitions(): Tool[] {
    return [
      {
        name: "read_page",
        description: "Reads a page of the vault.",
        inputSchema: { type: "object", properties: { path: { type: "string", description: "The page" } }, required: ["path"] },
      },
      { name: "list_pages", description: "Lists the pages.", inputSchema: { type: "object", properties: {} } },
    ];
  }
}
`;
/** A hand-rolled JSON-RPC server handing its tools/list answer on to a private method. */
const HAND_ROLLED = `import { ToolRegistry } from "../tools";
export class VaultServer {
  private registry: ToolRegistry;
  constructor(vault: Vault) {
    this.registry = new ToolRegistry(vault);
  }
  async handle(request: { id: number; method: string }) {
    switch (request.method) {
      case "initialize":
        return this.respond(request.id, { protocolVersion: "2024-11-05", serverInfo: { name: "vault", version: "1" } });
      case "tools/list":
        return this.respond(request.id, this.handleListTools());
    }
  }
  private handleListTools() {
    return { tools: this.registry.getToolDefinitions() };
  }
  private respond(id: number, result: unknown) {
    return { jsonrpc: "2.0", id, result };
  }
}
`;
const SDK = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { ToolRegistry } from "../tools/index.js";
const registry = new ToolRegistry(vault);
const server = new Server({ name: "vault", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: registry.getToolDefinitions() }));
`;

function lint(server: string, registry = REGISTRY, serverPath = 'src/server/vault-server.ts'): FileResult {
  const all: Record<string, string> = { 'package.json': PACKAGE, [serverPath]: server, 'src/tools/index.ts': registry };
  return lintSource('src/tools/index.ts', registry, { catalogue, workspace: memoryWorkspace(all, { list: 'entries' }) });
}

function read(server: string, registry = REGISTRY, serverPath?: string): string[] | null {
  const result = lint(server, registry, serverPath);
  return result.format === 'typescript-source' ? (result.source?.tools ?? []).map((t) => `${t.name} ${t.line}:${t.column}`) : null;
}

describe('typescript-source: a class method returning the tool list a server answers with', () => {
  it('reads each item of the list a hand-rolled server answers with, its JSON schema as written', () => {
    expect(read(HAND_ROLLED)).toEqual(['read_page 7:15', 'list_pages 11:15']);
    const result = lint(HAND_ROLLED);
    expect(result.source?.dynamic).toEqual([]);
    expect(result.findings.filter((f) => f.ruleId.startsWith('mcpdesc.tool'))).toEqual([]);
    const empty = lint(HAND_ROLLED, REGISTRY.replace('"Lists the pages."', '""'));
    expect(empty.findings.filter((f) => f.ruleId === 'mcpdesc.tool.description').map((f) => `${f.pointer} ${f.range.start.line}`)).toEqual([
      '/tools/1/description 11',
    ]);
  });

  it('reads the list an SDK handler answers with', () => {
    expect(read(SDK, REGISTRY, 'src/server/index.ts')).toEqual(['read_page 7:15', 'list_pages 11:15']);
  });

  it('reads nothing of a changed answer, another holder, a list with other returns, or a test caller', () => {
    expect(read(HAND_ROLLED.replace('this.registry.getToolDefinitions() }', 'this.registry.getToolDefinitions().filter(allowed) }'))).toEqual(null);
    expect(read(HAND_ROLLED.replace('this.registry = new ToolRegistry(vault);', 'this.registry = makeRegistry(vault);'))).toEqual(null);
    expect(
      read(HAND_ROLLED, REGISTRY.replace('  getToolDefinitions(): Tool[] {\n', '  getToolDefinitions(): Tool[] {\n    if (this.vault.locked) return [];\n')),
    ).toEqual(null);
    expect(read(HAND_ROLLED, REGISTRY.replace('export class', 'class'))).toEqual(null);
    expect(read(HAND_ROLLED, REGISTRY, 'src/server/vault-server.test.ts')).toEqual(null);
  });
});
