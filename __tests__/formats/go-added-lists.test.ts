/**
 * mcp-go's `s.AddTools(…)` (added-lists.ts): each server tool it registers traced to where its tool is
 * written — a `server.ServerTool{Tool: …}` literal, a slice literal of them, a variable given such values or
 * appended to, a function of the file returning them, or one of another file of the module. A registration
 * traced to a parameter, a loop's variable or a call no reader reads a tool in is listed as not statically
 * known; the tools themselves are read where they are written, as before.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const MOD = 'module example.com/orchard\n\ngo 1.23\n\nrequire github.com/mark3labs/mcp-go v0.30.0\n';

const CATALOG = `package catalog

import (
\t"github.com/mark3labs/mcp-go/mcp"
\t"github.com/mark3labs/mcp-go/server"
)

func pickSpec() mcp.Tool {
\treturn mcp.NewTool("pick", mcp.WithDescription("Picks ripe fruit."))
}

func All() []server.ServerTool {
\treturn []server.ServerTool{{Tool: pickSpec(), Handler: h}}
}

func Loaded() []server.ServerTool {
\treturn registry
}
`;

const SERVER = `package main

import (
\t"github.com/mark3labs/mcp-go/mcp"
\t"github.com/mark3labs/mcp-go/server"

\t"example.com/orchard/catalog"
)

var fixed = []server.ServerTool{
\t{Tool: mcp.NewTool("count", mcp.WithDescription("Counts the trees.")), Handler: h},
}

func graftSpec() mcp.Tool { return mcp.NewTool("graft", mcp.WithDescription("Grafts a branch.")) }

func local() []server.ServerTool {
\treturn []server.ServerTool{{Tool: graftSpec(), Handler: h}}
}

func register(s *server.MCPServer, given []server.ServerTool) {
\ts.AddTools(server.ServerTool{Tool: mcp.NewTool("prune", mcp.WithDescription("Prunes a tree.")), Handler: h})
\ts.AddTools(fixed...)
\tmine := local()
\ts.AddTools(mine...)
\tvar more []server.ServerTool
\tmore = append(more, catalog.All()...)
\ts.AddTools(more...)
\ts.AddTools(given...)
\ts.AddTools(catalog.Loaded()...)
\tfor _, t := range given {
\t\ts.AddTools(t)
\t}
}
`;

const FILES: Record<string, string> = { 'go.mod': MOD, 'main.go': SERVER, 'catalog/catalog.go': CATALOG };

function lint(files: Record<string, string>, path = 'main.go'): FileResult {
  return lintSource(path, files[path], { catalogue, workspace: memoryWorkspace(files, { list: 'files' }) });
}

describe('go-source: mcp-go AddTools', () => {
  it('reads the tools where written and lists only the registrations traced to run time', () => {
    const result = lint(FILES);
    expect(result.source?.tools).toEqual([
      { name: 'count', line: 11, column: 21 },
      { name: 'graft', line: 14, column: 48 },
      { name: 'prune', line: 21, column: 49 },
    ]);
    expect(result.source?.dynamic).toEqual([
      { line: 28, column: 2, what: 'a tool registration' },
      { line: 29, column: 2, what: 'a tool registration' },
      { line: 31, column: 3, what: 'a tool registration' },
    ]);
    expect(result.findings).toEqual([]);
    expect(lint(FILES, 'catalog/catalog.go').source?.tools.map((t) => t.name)).toEqual(['pick']);
    // A slice made empty is given no tool.
    const made = SERVER.replace('var more []server.ServerTool', 'more := make([]server.ServerTool, 0, 4)');
    expect(lint({ ...FILES, 'main.go': made }).source?.dynamic.map((d) => d.line)).toEqual([28, 29, 31]);
  });

  it('lists a registration whose tools it cannot trace to a read tool', () => {
    // Linted alone, the catalog package's functions are not known.
    expect(lintSource('main.go', SERVER, { catalogue }).source?.dynamic.map((d) => d.line)).toEqual([27, 28, 29, 31]);
    // A tool whose name is made at run time, in a literal traced: already listed where it is written, once.
    const made = SERVER.replace('mcp.NewTool("prune", mcp.WithDescription("Prunes a tree."))', 'mcp.NewTool(name)');
    expect(lint({ ...FILES, 'main.go': made }).source?.dynamic.map((d) => d.line)).toEqual([21, 28, 29, 31]);
  });

  it('leaves a file that does not import mcp-go server alone', () => {
    const other = 'package main\n\nfunc main() {\n\tagent.AddTools(tools...)\n}\n';
    expect(lintSource('main.go', other, { catalogue }).source).toBeUndefined();
  });
});
