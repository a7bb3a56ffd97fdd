/**
 * The go-sdk tool literal a proven registering function or converter makes from its own parameters
 * (`mcp.AddTool(srv, &mcp.Tool{Name: name, Description: description}, h)` in `addPostTool`, `&mcp.Tool{Name:
 * def.Name, …}` of a looked-up entry) is no registration by itself: its tools are read at its calls, or where
 * the module writes the entries. It is not listed as a registration not statically known; a literal named by
 * a parameter of a function that proves nothing still is.
 */
import { describe, expect, it } from '@jest/globals';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const MOD = 'module example.com/kali\n\ngo 1.23\n\nrequire github.com/modelcontextprotocol/go-sdk v1.2.0\n';

const MAIN = `package main

import (
\t"context"

\t"github.com/modelcontextprotocol/go-sdk/mcp"
)

func register(srv *mcp.Server, client *Client) {
\taddPostTool[ScanRequest](srv, client, "nmap_scan", "Runs an Nmap scan.", "/api/nmap")
\taddMaybe(srv, "maybe_tool", "Registers only sometimes.")
}

func addPostTool[T any](srv *mcp.Server, client *Client, name, description, endpoint string) {
\tmcp.AddTool(srv, &mcp.Tool{
\t\tName:        name,
\t\tDescription: description,
\t}, func(ctx context.Context, _ *mcp.CallToolRequest, in T) (*mcp.CallToolResult, any, error) {
\t\treturn client.Post(ctx, endpoint, in)
\t})
}

func addMaybe(srv *mcp.Server, name, description string) {
\tif name == "" {
\t\treturn
\t}
\tmcp.AddTool(srv, &mcp.Tool{Name: name, Description: description}, handle)
}
`;

const NAMES = `package names

type ToolDef struct {
\tName        string
\tDescription string
}

var Registry = map[string]ToolDef{
\t"find": {Name: "find", Description: "Finds a symbol."},
}
`;
const FIND = `package find

import (
\t"example.com/kali/internal/names"
\t"github.com/modelcontextprotocol/go-sdk/mcp"
)

func Register(server *mcp.Server) {
\tdef := names.Registry["find"]
\tmcp.AddTool(server, &mcp.Tool{Name: def.Name, Description: def.Description}, handler)
}
`;
const SERVE = `package main

import "example.com/kali/internal/find"

func serve() { find.Register(nil) }
`;

describe('go-source: the tool literal a proven wrapper or converter makes of its parameters', () => {
  it('reads the calls of a registering function, its own literal listed nowhere; one that proves nothing stays listed', () => {
    const files = { 'go.mod': MOD, 'cmd/kali/main.go': MAIN };
    const result = lintSource('cmd/kali/main.go', MAIN, { catalogue, workspace: memoryWorkspace(files, { list: 'entries' }) });
    expect(result.findings).toEqual([]);
    expect(result.source?.tools).toEqual([{ name: 'nmap_scan', line: 10, column: 40 }]);
    expect(result.source?.dynamic.filter((d) => d.what === 'a tool registration')).toEqual([{ line: 27, column: 35, what: 'a tool registration' }]);
  });

  it("lists no converter's literal whose looked-up entry is read where the map writes it", () => {
    const files = { 'go.mod': MOD, 'internal/names/registry.go': NAMES, 'internal/find/find.go': FIND, 'cmd/kali/serve.go': SERVE };
    const workspace = memoryWorkspace(files, { list: 'entries' });
    const find = lintSource('internal/find/find.go', FIND, { catalogue, workspace });
    expect(find.source?.tools ?? []).toEqual([]);
    expect(find.source?.dynamic ?? []).toEqual([]);
    expect(lintSource('internal/names/registry.go', NAMES, { catalogue, workspace }).source?.tools).toEqual([{ name: 'find', line: 9, column: 17 }]);
    // Its converter called nowhere: the literal proves nothing, and is listed.
    const alone = memoryWorkspace({ ...files, 'cmd/kali/serve.go': 'package main\n' }, { list: 'entries' });
    expect(lintSource('internal/find/find.go', FIND, { catalogue, workspace: alone }).source?.dynamic).toEqual([
      { line: 10, column: 38, what: 'a tool registration' },
    ]);
  });
});
