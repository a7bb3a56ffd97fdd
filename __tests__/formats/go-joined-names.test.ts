/**
 * Go values made at run time are not read as the literal they start with: `"k8s_" + name` is no name
 * "k8s_", and in a file of the go-sdk alone `tools.NewTool("x", "…")` is a constructor of the project's own,
 * not mcp-go's `mcp.NewTool` (whose arguments mean something else). A chain of literals is still one string.
 */
import { describe, expect, it } from '@jest/globals';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const GO_SDK_MOD = 'module example.com/pods\n\ngo 1.23\n\nrequire github.com/modelcontextprotocol/go-sdk v1.1.0\n';
const MCP_GO_MOD = 'module example.com/pods\n\ngo 1.23\n\nrequire github.com/mark3labs/mcp-go v0.32.0\n';

const PREFIXED = `package tools

import "github.com/modelcontextprotocol/go-sdk/mcp"

const prefix = "k8s_"

func Prefixed(name, desc string) *mcp.Tool {
\treturn &mcp.Tool{Name: "k8s_" + name, Description: desc}
}

func Named(name string) *mcp.Tool {
\treturn &mcp.Tool{Name: prefix + name, Description: "Lists " + name + "."}
}
`;

const SERVER = `package main

import (
\t"example.com/pods/tools"
\t"github.com/modelcontextprotocol/go-sdk/mcp"
)

func main() {
\ts := mcp.NewServer(&mcp.Implementation{Name: "pods", Version: "1"}, nil)
\tmcp.AddTool(s, tools.NewTool("list pods", "Lists the pods."), handler)
\tmcp.AddTool(s, &mcp.Tool{Name: "get_" + "pod", Description: "Gets " + "one pod."}, handler)
}
`;

const MCP_GO = `package main

import "github.com/mark3labs/mcp-go/mcp"

var kind = "pods"

var list = mcp.NewTool("list_" + "pods", mcp.WithDescription("Lists the " + kind + " of a namespace."))
`;

function lint(mod: string, files: Record<string, string>, path: string) {
  const all: Record<string, string> = { 'go.mod': mod, ...files };
  return lintSource(path, all[path], { catalogue, workspace: memoryWorkspace(all) });
}

describe('go-source: values joined at run time', () => {
  it('reads no name from a literal joined with a parameter or a constant joined with one', () => {
    const result = lint(GO_SDK_MOD, { 'tools/tools.go': PREFIXED }, 'tools/tools.go');
    expect(result.source?.tools ?? []).toEqual([]);
    expect(result.findings).toEqual([]);
  });

  it('reads no mcp-go constructor in a file of the go-sdk alone; a chain of literals is one string', () => {
    const result = lint(GO_SDK_MOD, { 'main.go': SERVER }, 'main.go');
    expect(result.source?.tools).toEqual([{ name: 'get_pod', line: 11, column: 33 }]);
    expect(result.findings).toEqual([]);
  });

  it('reads an mcp-go name of joined literals, and no description joined with a variable', () => {
    const result = lint(MCP_GO_MOD, { 'main.go': MCP_GO }, 'main.go');
    expect(result.source?.tools).toEqual([{ name: 'list_pods', line: 7, column: 24 }]);
    expect(result.source?.dynamic.map((d) => d.what)).toContain("the tool's description");
    expect(result.findings.map((f) => f.ruleId)).not.toContain('mcpdesc.tool.description');
  });
});
