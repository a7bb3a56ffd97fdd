/**
 * A go-sdk tool literal handed to a function of the file's package that serves a tool of its own in its place
 * (replacing-registrars.ts): `h.addTool(s, &mcp.Tool{Name: "self_check"}, h.SelfCheck)` where `addTool` swaps
 * the literal for an inventory entry found by `it.Name == t.Name`. Its name is read; its description, title,
 * annotations and schema are not statically known, so no "no description" finding. A function that swaps in
 * a tool of another name makes the whole registration not statically known; one that hands the literal on
 * unchanged replaces nothing.
 */
import { describe, expect, it } from '@jest/globals';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const MOD = 'module example.com/magic\n\ngo 1.23\n\nrequire github.com/modelcontextprotocol/go-sdk v1.2.0\n';

const HANDLERS = `package handler

import "github.com/modelcontextprotocol/go-sdk/mcp"

type Handler struct{ Inventory []*Entry }

func (h *Handler) addTool(s *mcp.Server, t *mcp.Tool, handler mcp.ToolHandler) {
\ttarget := t
\tfor _, it := range h.Inventory {
\t\tif it.Name == t.Name {
\t\t\ttarget = &mcp.Tool{Name: it.Name, Description: it.Description, InputSchema: it.InputSchema}
\t\t\tbreak
\t\t}
\t}
\ts.AddTool(target, handler)
}

func (h *Handler) renamed(s *mcp.Server, t *mcp.Tool, handler mcp.ToolHandler) {
\ts.AddTool(&mcp.Tool{Name: "x_" + t.Name, Description: t.Description}, handler)
}

func (h *Handler) plain(s *mcp.Server, t *mcp.Tool, handler mcp.ToolHandler) {
\ts.AddTool(t, handler)
}
`;

const TOOLS = `package handler

import "github.com/modelcontextprotocol/go-sdk/mcp"

func (h *Handler) register(s *mcp.Server) {
\th.addTool(s, &mcp.Tool{Name: "self_check"}, h.selfCheck)
\th.renamed(s, &mcp.Tool{Name: "renamed", Description: "Renamed on the way."}, h.other)
\th.plain(s, &mcp.Tool{Name: "plain", Description: "Served as written."}, h.other)
}
`;

function lint(text = TOOLS) {
  const files = { 'go.mod': MOD, 'internal/handler/handlers.go': HANDLERS, 'internal/handler/tools.go': text };
  return lintSource('internal/handler/tools.go', text, { catalogue, workspace: memoryWorkspace(files, { list: 'entries' }) });
}

describe('go-source: a tool literal a function of the package serves another tool in place of', () => {
  it('reads the name it keeps, its other fields not statically known, and no missing description', () => {
    const result = lint();
    expect(result.findings).toEqual([]);
    expect(result.source?.tools).toEqual([
      { name: 'self_check', line: 6, column: 31 },
      { name: 'plain', line: 8, column: 29 },
    ]);
    expect(result.source?.dynamic.filter((d) => d.line !== 8)).toEqual([
      { line: 6, column: 24, what: "the tool's title", pointer: '/tools/0/title' },
      { line: 6, column: 24, what: "the tool's description", pointer: '/tools/0/description' },
      { line: 6, column: 24, what: "the tool's annotations", pointer: '/tools/0/annotations' },
      { line: 6, column: 24, what: "the tool's inputSchema", pointer: '/tools/0/inputSchema' },
      { line: 7, column: 24, what: 'a tool registration' },
    ]);
  });

  it('reads the literal as written when no function of its package replaces it', () => {
    const alone = lintSource('internal/handler/tools.go', TOOLS, { catalogue });
    expect(alone.findings.map((f) => `${f.ruleId} ${f.range.start.line}`)).toEqual(['mcpdesc.tool.description 6']);
  });
});
