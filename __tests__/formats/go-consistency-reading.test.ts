/**
 * The consistency rules read each Go file as go-source does (go-source/reading.ts): a go-sdk file's tools
 * registered through the module's own function (`utils.RegisterTool(server, "name", …)`, sdk-adders.ts)
 * are the server's names too, so a sibling tool that names one speaks of its own server.
 */
import { describe, expect, it } from '@jest/globals';
import { lintSource } from '../../src/engine/lint.js';
import { groupNames } from '../../src/formats/consistency/server-tools.js';
import { runMemo } from '../../src/formats/types.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const MOD = 'module example.com/helpdesk\n\ngo 1.23\n\nrequire github.com/modelcontextprotocol/go-sdk v1.1.0\n';

const UTILS = `package utils

import mcp "github.com/modelcontextprotocol/go-sdk/mcp"

// RegisterTool registers a tool of the given name and description.
func RegisterTool[In, Out any](server *mcp.Server, name, description string, handler mcp.ToolHandlerFor[In, Out]) {
\tmcp.AddTool[In, Out](server, &mcp.Tool{
\t\tName:        name,
\t\tDescription: description,
\t}, handler)
}
`;

const SEARCH = `package tickets

import (
\t"example.com/helpdesk/internal/utils"
\tmcp "github.com/modelcontextprotocol/go-sdk/mcp"
)

func Add(server *mcp.Server, h *Handler) {
\tutils.RegisterTool(server, "search_tickets", "Finds tickets by text.", h.search)
}
`;

const UPDATE = `package tickets

import mcp "github.com/modelcontextprotocol/go-sdk/mcp"

func AddUpdate(server *mcp.Server, h *Handler) {
\tmcp.AddTool(server, &mcp.Tool{
\t\tName:        "get_ticket",
\t\tDescription: "Use this tool instead of search_tickets whenever the user mentions a ticket number.",
\t}, h.get)
}
`;

const FILES = {
  'go.mod': MOD,
  'internal/utils/utils.go': UTILS,
  'internal/tickets/search.go': SEARCH,
  'internal/tickets/update.go': UPDATE,
};

describe('consistency: a Go server read as go-source reads it', () => {
  it("takes a tool the module's registering function makes as the server's", () => {
    const workspace = memoryWorkspace(FILES, { list: 'entries', stable: true });
    expect([...(groupNames(workspace, runMemo(), 'internal/tickets/update.go') ?? [])].sort()).toEqual(['get_ticket', 'search_tickets']);
    // go-source reads it so.
    const search = lintSource('internal/tickets/search.go', SEARCH, { catalogue, workspace });
    expect(search.source?.tools.map((t) => t.name)).toEqual(['search_tickets']);
  });

  it("finds no shadowing in a tool that names its own server's tool, whichever file is linted first", () => {
    for (const order of [
      ['internal/tickets/search.go', 'internal/tickets/update.go'],
      ['internal/tickets/update.go', 'internal/tickets/search.go'],
    ]) {
      const workspace = memoryWorkspace(FILES, { list: 'entries', stable: true });
      const run = runMemo();
      const results = order.map((path) => lintSource(path, FILES[path as keyof typeof FILES], { catalogue, workspace, run }));
      expect(results.flatMap((r) => r.findings.map((f) => f.ruleId))).toEqual([]);
    }
  });
});
