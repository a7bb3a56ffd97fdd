/**
 * A registration whose tool is a call (added-calls.ts): `s.AddTool(tools.Lookup(cfg), h)`. Read where a
 * reader reads the tool (in the argument, or in the called function's body, of this file, of its package
 * or of a package of the module it imports); otherwise listed as not statically known, as a loop's is.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const MOD = 'module example.com/garden\n\ngo 1.23\n\nrequire github.com/mark3labs/mcp-go v0.30.0\n';

const TOOLS = `package tools

import "github.com/mark3labs/mcp-go/mcp"

func Plant() mcp.Tool {
\treturn mcp.NewTool("plant", mcp.WithDescription("Plants a seed."))
}

func Lookup(name string) mcp.Tool {
\treturn registry[name]
}

type Waterer struct{}

func (w *Waterer) Tool() mcp.Tool {
\treturn mcp.NewTool("water", mcp.WithDescription("Waters a bed."))
}
`;

const SERVER = `package main

import (
\t"github.com/mark3labs/mcp-go/mcp"
\t"github.com/mark3labs/mcp-go/server"

\t"example.com/garden/tools"
\t"example.com/other/ext"
)

func local() mcp.Tool {
\treturn mcp.NewTool("prune", mcp.WithDescription("Prunes a tree."))
}

func fromConfig() mcp.Tool {
\treturn loaded
}

func main() {
\ts := server.NewMCPServer("garden", "1.0.0")
\tw := &tools.Waterer{}
\ts.AddTool(mcp.NewTool("harvest", mcp.WithDescription("Harvests.")), h)
\ts.AddTool(local(), h)
\ts.AddTool(tools.Plant(), h)
\ts.AddTool(w.Tool(), h)
\ts.AddTool(tools.Lookup("weed"), h)
\ts.AddTool(fromConfig(), h)
\ts.AddTool(ext.Tool(), h)
\ts.AddTool(t, h)
}
`;

const FILES: Record<string, string> = { 'go.mod': MOD, 'main.go': SERVER, 'tools/tools.go': TOOLS };

function lint(files: Record<string, string>, path = 'main.go'): FileResult {
  return lintSource(path, files[path], { catalogue, workspace: memoryWorkspace(files, { list: 'files' }) });
}

describe('go-source: a registration whose tool is a call', () => {
  it('lists only the calls no reader reads a tool in, at the registration', () => {
    const result = lint(FILES);
    expect(result.source?.tools).toEqual([
      { name: 'prune', line: 12, column: 21 },
      { name: 'harvest', line: 22, column: 24 },
    ]);
    expect(result.source?.dynamic).toEqual([
      { line: 26, column: 2, what: 'a tool registration' },
      { line: 27, column: 2, what: 'a tool registration' },
      { line: 28, column: 2, what: 'a tool registration' },
    ]);
    expect(result.findings).toEqual([]);
    // The tools the called functions make are read where they are written.
    expect(lint(FILES, 'tools/tools.go').source?.tools.map((t) => t.name)).toEqual(['plant', 'water']);
  });

  it('lists a call whose function is in no file it can read, and leaves a loop to the loop reading', () => {
    // Linted alone, the package's functions are not known.
    expect(lintSource('main.go', SERVER, { catalogue }).source?.dynamic.map((d) => d.line)).toEqual([24, 25, 26, 27, 28]);
    const looped = SERVER.replace('\ts.AddTool(tools.Lookup("weed"), h)\n', '\tfor _, n := range names {\n\t\ts.AddTool(tools.Lookup(n), h)\n\t}\n');
    expect(lint({ ...FILES, 'main.go': looped }).source?.dynamic).toEqual([
      { line: 27, column: 3, what: 'a tool registration' },
      { line: 29, column: 2, what: 'a tool registration' },
      { line: 30, column: 2, what: 'a tool registration' },
    ]);
  });
});
