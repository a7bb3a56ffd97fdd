/**
 * Frameworks on the v1 SDK with no protocol constants of their own — mcp-use, xmcp, Mastra's @mastra/mcp,
 * Supabase's @supabase/mcp-utils, @cyanheads/mcp-ts-core — speak what the @modelcontextprotocol/sdk release
 * installed with them speaks: the one the lockfile beside the package.json that asks for the framework pins,
 * said where it came from, as for fastmcp. Without a lockfile the SDK's latest is assumed, and the report says
 * so; mcp-lite, which implements the protocol itself, and a module merely named like one are not followed.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { sdkOf } from '../../src/formats/typescript-source/sdk.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const MCP_USE = `import { MCPServer, text } from "mcp-use/server";

const server = new MCPServer({ name: "board", version: "1.0.0" });
server.tool({ name: "add-task", description: "Adds a task to the board." }, async () => text("ok"));
`;

const PNPM = `lockfileVersion: '9.0'

packages:

  '@modelcontextprotocol/sdk@1.11.4':
    resolution: {integrity: sha512-x}

  mcp-use@1.22.1:
    resolution: {integrity: sha512-y}
`;

function lint(text: string, files: Record<string, string>, path = 'src/index.ts'): FileResult {
  return lintSource(path, text, { catalogue, workspace: memoryWorkspace(files) });
}

describe('typescript-source: the SDK release a framework runs on', () => {
  it('takes the release the lockfile pins for the framework, and says where it came from', () => {
    const result = lint(MCP_USE, { 'package.json': '{"dependencies":{"mcp-use":"^1.22.0"}}', 'pnpm-lock.yaml': PNPM });
    expect(result.source?.tools.map((t) => t.name)).toEqual(['add-task']);
    expect(result.version).toBe('2024-11-05, 2025-03-26');
    expect(result.source?.versionFrom).toBe('pnpm-lock.yaml: @modelcontextprotocol/sdk 1.11.4, which mcp-use runs on (package.json asks for mcp-use ^1.22.0)');
  });

  it('follows the framework a package depends on for a file that names none (an xmcp tool file)', () => {
    const yarn = `"@modelcontextprotocol/sdk@^1.26.0":\n  version "1.13.0"\n  resolved "https://registry.yarnpkg.com/x"\n`;
    const result = lint(MCP_USE.replace('"mcp-use/server"', '"@modelcontextprotocol/sdk/server/mcp.js"'), {
      'package.json': '{"dependencies":{"xmcp":"^0.6.13"}}',
      'yarn.lock': yarn,
    });
    expect(result.source?.versionFrom).toBe('yarn.lock: @modelcontextprotocol/sdk 1.13.0, which xmcp runs on (package.json asks for xmcp ^0.6.13)');
  });

  it('says the SDK release it assumed when no lockfile pins one, and leaves other modules alone', () => {
    const unlocked = lint(MCP_USE, { 'package.json': '{"dependencies":{"mcp-use":"^1.22.0"}}' });
    expect(unlocked.source?.versionFrom).toBe(
      'assumed @modelcontextprotocol/sdk 1.30.0 under mcp-use: package.json asks for mcp-use ^1.22.0, and no lockfile pins the @modelcontextprotocol/sdk release it runs on',
    );
    expect(['@mastra/mcp', '@supabase/mcp-utils', '@cyanheads/mcp-ts-core/tools'].map((m) => sdkOf(`import { x } from "${m}";`))).toEqual([
      '@mastra/mcp',
      '@supabase/mcp-utils',
      '@cyanheads/mcp-ts-core',
    ]);
    // A module merely named like the framework's, and mcp-lite (no SDK under it), are none of them.
    expect(['mcp-use-cli', 'mcp-lite'].map((m) => sdkOf(`import { x } from "${m}";`))).toEqual(['@modelcontextprotocol/sdk', '@modelcontextprotocol/sdk']);
  });
});
