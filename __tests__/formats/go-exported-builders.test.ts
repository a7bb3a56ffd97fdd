/**
 * A go-sdk tool builder of one package that another package calls (`s.AddTool(catalog.ShelveTool(), h)` in
 * `cmd/server/main.go`): the builder's file calls it nowhere, so the tool it makes is read in that file,
 * where its literal is written. A name made from the builder's own parameter is not statically known there.
 */
import { describe, expect, it } from '@jest/globals';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const GO_MOD = 'module example.org/shelf\n\nrequire github.com/modelcontextprotocol/go-sdk v1.2.0\n';
const CATALOG = `package catalog

import "github.com/modelcontextprotocol/go-sdk/mcp"

func ShelveTool() *mcp.Tool {
\treturn &mcp.Tool{Name: "shelve_book", Description: "Puts a book back on its shelf."}
}

func readOnly(id, text string) *mcp.Tool {
\treturn &mcp.Tool{Name: id, Description: text, Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}
}

func FindTool() *mcp.Tool {
\treturn readOnly("find_book", "Finds a book by title.")
}

func NamedTool(id string) *mcp.Tool {
\treturn &mcp.Tool{Name: id, Description: "Made under a name the caller picks."}
}
`;
const MAIN = `package main

import (
\t"example.org/shelf/internal/catalog"
\t"github.com/modelcontextprotocol/go-sdk/mcp"
)

func main() {
\ts := mcp.NewServer(&mcp.Implementation{Name: "shelf"}, nil)
\tmcp.AddTool(s, catalog.ShelveTool(), shelve)
\tmcp.AddTool(s, catalog.FindTool(), find)
\tmcp.AddTool(s, catalog.NamedTool("renamed"), named)
}
`;

function lintCatalog(text: string) {
  const files = { 'go.mod': GO_MOD, 'internal/catalog/catalog.go': text, 'cmd/server/main.go': MAIN };
  return lintSource('internal/catalog/catalog.go', text, { catalogue, workspace: memoryWorkspace(files) });
}

describe('go-source: a builder another package calls', () => {
  it('reads the tools its builders make where their literals are written, a name from a parameter not statically known', () => {
    const result = lintCatalog(CATALOG);
    expect(result.format).toBe('go-source');
    expect(result.source?.tools).toEqual([
      { name: 'shelve_book', line: 6, column: 25 },
      { name: 'find_book', line: 14, column: 18 },
    ]);
    expect(result.source?.dynamic).toEqual([
      { line: 6, column: 18, what: "the tool's input schema (made from its handler's argument type)" },
      { line: 14, column: 9, what: "the tool's input schema (made from its handler's argument type)" },
      { line: 18, column: 25, what: 'a tool registration' },
    ]);
  });

  it('reads a builder its own file calls at the call only, once', () => {
    const text = `${CATALOG}\nfunc register(s *mcp.Server) {\n\tmcp.AddTool(s, ShelveTool(), shelve)\n}\n`;
    const result = lintCatalog(text);
    expect(result.source?.tools?.map((t) => `${t.name} ${t.line}:${t.column}`)).toEqual(['find_book 14:18', 'shelve_book 6:25']);
    expect(result.findings.filter((f) => f.ruleId === 'mcpdesc.tool.name-unique')).toEqual([]);
  });
});
