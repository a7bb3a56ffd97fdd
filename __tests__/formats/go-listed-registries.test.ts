/**
 * A hand-rolled Go server whose registry is a type of another package (listed-registries.ts): `func (r
 * *Registry) Register(tool *Tool)` keeps each tool in `r.tools`, `List()` maps every kept tool's fields to
 * MCP's keys, and the serving package's `tools/list` answer gives that list as its tools. Each
 * `s.tools.Register(&tools.Tool{…})` is then a tool. A listing that may skip one, a registrar that keeps the
 * tool elsewhere, or an answer that does not serve the list: nothing read.
 */
import { describe, expect, it } from '@jest/globals';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const MOD = 'module example.com/ctx\n\ngo 1.22\n';

const REGISTRY = `package tools

type Tool struct {
\tName        string                 \`json:"name"\`
\tDescription string                 \`json:"description"\`
\tInputSchema map[string]interface{} \`json:"inputSchema"\`
\tHandler     func() error           \`json:"-"\`
}

type Registry struct {
\ttools map[string]*Tool
}

func (r *Registry) Register(tool *Tool) error {
\tr.tools[tool.Name] = tool
\treturn nil
}

func (r *Registry) List() []map[string]interface{} {
\tvar tools []map[string]interface{}
\tfor _, tool := range r.tools {
\t\ttools = append(tools, map[string]interface{}{
\t\t\t"name":        tool.Name,
\t\t\t"description": tool.Description,
\t\t\t"inputSchema": tool.InputSchema,
\t\t})
\t}
\treturn tools
}
`;

const SERVER = `package server

import "example.com/ctx/internal/tools"

type Server struct{ tools *tools.Registry }

func (s *Server) handle(method string) (interface{}, error) {
\tswitch method {
\tcase "initialize":
\t\treturn map[string]interface{}{"protocolVersion": "2024-11-05"}, nil
\tcase "tools/list":
\t\treturn s.handleToolsList()
\t}
\treturn nil, nil
}

func (s *Server) handleToolsList() (interface{}, error) {
\ttoolList := s.tools.List()
\treturn map[string]interface{}{
\t\t"tools": toolList,
\t}, nil
}

func (s *Server) registerTools() {
\ts.tools.Register(&tools.Tool{
\t\tName:        "analyze-project",
\t\tDescription: "Analyzes the project structure.",
\t\tInputSchema: map[string]interface{}{
\t\t\t"type": "object",
\t\t\t"properties": map[string]interface{}{
\t\t\t\t"path": map[string]interface{}{"type": "string", "description": "Project path"},
\t\t\t},
\t\t},
\t})
}
`;

function lint(registry = REGISTRY, server = SERVER) {
  const files = { 'go.mod': MOD, 'internal/tools/registry.go': registry, 'internal/server/server.go': server };
  return lintSource('internal/server/server.go', server, { catalogue, workspace: memoryWorkspace(files, { list: 'entries' }) });
}

describe("go-source: a hand-rolled server's registry of another package, listed as maps", () => {
  it('reads each registered literal as a tool, its schema as written', () => {
    const result = lint();
    expect(result.format).toBe('go-source');
    expect(result.findings).toEqual([]);
    expect(result.source?.tools).toEqual([{ name: 'analyze-project', line: 26, column: 16 }]);
    expect(result.source?.dynamic).toEqual([]);
  });

  it('reads nothing when the listing may skip a tool, the registrar keeps it elsewhere, or the answer serves another list', () => {
    const skipping = REGISTRY.replace(
      '\tfor _, tool := range r.tools {\n',
      '\tfor _, tool := range r.tools {\n\t\tif tool.Handler == nil {\n\t\t\tcontinue\n\t\t}\n',
    );
    const elsewhere = REGISTRY.replace('r.tools[tool.Name] = tool', 'r.others[tool.Name] = tool');
    const unserved = SERVER.replace('"tools": toolList,', '"tools": []string{},');
    for (const [registry, server] of [
      [skipping, SERVER],
      [elsewhere, SERVER],
      [REGISTRY, unserved],
    ])
      expect(lint(registry, server).format).not.toBe('go-source');
  });
});
