/**
 * Go servers that write their tools as literals of their own tool type, which a function of the module
 * converts field by field into the SDK's tool: each literal of the type holding the name the converter
 * copies is a tool, read as far as the converter copies its fields unchanged; a converter that changes the
 * name makes nothing known, and literals of other types are not tools.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const API = `package api

import "github.com/google/jsonschema-go/jsonschema"

type ServerTool struct {
\tTool    Tool
\tHandler func() error
}

type Tool struct {
\tName        string \`json:"name"\`
\tDescription string
\tInputSchema *jsonschema.Schema
\tAnnotations ToolAnnotations
}

type ToolAnnotations struct {
\tReadOnly *bool
}

type Prompt struct {
\tName string
}
`;

const CONVERT = `package server

import (
\t"example.com/kube/pkg/api"
\t"github.com/modelcontextprotocol/go-sdk/mcp"
)

func toSdk(tool api.ServerTool) (*mcp.Tool, error) {
\tschema := tool.Tool.InputSchema
\tif schema == nil {
\t\treturn nil, errMissing
\t}
\treturn &mcp.Tool{
\t\tName:        tool.Tool.Name,
\t\tDescription: tool.Tool.Description,
\t\tInputSchema: schema,
\t\tAnnotations: &mcp.ToolAnnotations{ReadOnlyHint: deref(tool.Tool.Annotations.ReadOnly)},
\t}, nil
}
`;

const PODS = `package core

import (
\t"fmt"

\t"example.com/kube/pkg/api"
\t"github.com/google/jsonschema-go/jsonschema"
)

func initPods(kind string) []api.ServerTool {
\treturn []api.ServerTool{
\t\t{Tool: api.Tool{
\t\t\tName:        "pods_list",
\t\t\tDescription: "Lists the pods of a namespace.",
\t\t\tInputSchema: &jsonschema.Schema{
\t\t\t\tType: "object",
\t\t\t\tProperties: map[string]*jsonschema.Schema{
\t\t\t\t\t"namespace": {Type: "string", Description: "The namespace."},
\t\t\t\t},
\t\t\t},
\t\t\tAnnotations: api.ToolAnnotations{ReadOnly: yes},
\t\t}, Handler: podsList},
\t\t{Tool: api.Tool{Name: "pods_get", Description: fmt.Sprintf("Gets a %s.", kind), InputSchema: &jsonschema.Schema{Type: "object"}}, Handler: podsGet},
\t\t{Tool: api.Tool{Name: kind + "_delete", Description: "Deletes one."}, Handler: podsDelete},
\t}
}

func prompts() []api.Prompt {
\treturn []api.Prompt{{Name: "not_a_tool"}}
}
`;

const BUILTIN = `package api

func builtins() []Tool {
\treturn []Tool{
\t\t{Name: "targets_list", Description: "Lists the targets."},
\t\t{Name: "targets_use", Description: "Uses a target."},
\t}
}

var extra = []*Tool{{Name: "targets_drop", Description: "Drops a target."}}
`;

const FILES = {
  'go.mod': 'module example.com/kube\n\ngo 1.23\n\nrequire github.com/modelcontextprotocol/go-sdk v1.2.0\n',
  'pkg/api/tool.go': API,
  'pkg/server/convert.go': CONVERT,
};

function lint(path: string, text: string, files: Record<string, string> = FILES): FileResult {
  return lintSource(path, text, { catalogue, workspace: memoryWorkspace({ ...files, [path]: text }, { list: 'entries' }) });
}

describe('go-source: literals of a module tool type the module converts into the SDK tool', () => {
  it('reads each literal of the type holding the converted name, in another package', () => {
    const result = lint('pkg/core/pods.go', PODS);
    expect(result.format).toBe('go-source');
    expect(result.findings).toEqual([]);
    expect(result.source?.tools).toEqual([
      { name: 'pods_list', line: 13, column: 17 },
      { name: 'pods_get', line: 23, column: 25 },
    ]);
    expect(result.source?.dynamic).toEqual([
      // The converter rebuilds the annotations field by field: not what the literal says.
      { line: 21, column: 17, what: "the tool's annotations", pointer: '/tools/0/annotations' },
      { line: 23, column: 50, what: "the tool's description", pointer: '/tools/1/description' },
      // A name made from a parameter: not statically known.
      { line: 24, column: 25, what: 'a tool registration' },
    ]);
  });

  it('reads the slice items of the type in its own package, written with their type elided', () => {
    const result = lint('pkg/api/builtin.go', BUILTIN);
    expect(result.format).toBe('go-source');
    expect(result.findings).toEqual([]);
    expect(result.source?.tools).toEqual([
      { name: 'targets_list', line: 5, column: 10 },
      { name: 'targets_use', line: 6, column: 10 },
      { name: 'targets_drop', line: 10, column: 28 },
    ]);
  });

  it('reads nothing when the converter does not copy the name unchanged, or its tool never leaves it', () => {
    const renamed = CONVERT.replace('Name:        tool.Tool.Name,', 'Name:        "k8s_" + tool.Tool.Name,');
    const kept = CONVERT.replace('(*mcp.Tool, error)', 'error')
      .replace('return &mcp.Tool{', 'docs = append(docs, &mcp.Tool{')
      .replace('\t}, nil\n', '\t})\n\treturn nil\n');
    for (const converter of [renamed, kept]) {
      const result = lint('pkg/core/pods.go', PODS, { ...FILES, 'pkg/server/convert.go': converter });
      expect(result.format).not.toBe('go-source');
      expect(result.source?.tools ?? []).toEqual([]);
    }
    // The same converter returning its tool: read (the test can fail).
    expect(lint('pkg/core/pods.go', PODS).source?.tools).toHaveLength(2);
  });

  it("reads an mcp-go converter's type: the SDK's default schema, or what its other options set not statically known", () => {
    const register = (options: string) => `package server

import (
\t"example.com/tools/defs"
\t"github.com/mark3labs/mcp-go/mcp"
)

func register(s *Server, def defs.ToolDef) {
\ttool := mcp.NewTool(def.Name, ${options})
\ts.AddTool(tool, handle(def))
}
`;
    const files = {
      'go.mod': 'module example.com/tools\n\ngo 1.23\n\nrequire github.com/mark3labs/mcp-go v0.32.0\n',
      'defs/def.go': 'package defs\n\ntype ToolDef struct {\n\tName string\n\tDescription string\n\tParams []Param\n}\n',
      'server/register.go': register('mcp.WithDescription(def.Description)'),
    };
    const text =
      'package catalog\n\nimport "example.com/tools/defs"\n\nvar Echo = defs.ToolDef{\n\tName:        "echo",\n\tDescription: "Echoes the text back.",\n}\n';
    const plain = lint('catalog/echo.go', text, files);
    expect(plain.format).toBe('go-source');
    expect(plain.findings).toEqual([]);
    expect(plain.source?.tools).toEqual([{ name: 'echo', line: 6, column: 15 }]);
    expect(plain.source?.dynamic).toEqual([]);
    const optioned = lint('catalog/echo.go', text, { ...files, 'server/register.go': register('mcp.WithDescription(def.Description), paramsOf(def)...') });
    expect(optioned.source?.tools).toEqual([{ name: 'echo', line: 6, column: 15 }]);
    expect(optioned.source?.dynamic).toEqual([
      { line: 5, column: 24, what: "the tool's inputSchema", pointer: '/tools/0/inputSchema' },
      { line: 7, column: 15, what: "the tool's description", pointer: '/tools/0/description' },
    ]);
  });
});

describe('go-source: entries of a module map of its own tool type, looked up by a literal key for the SDK tool', () => {
  const NAMES = `package names

type ToolDef struct {
\tName        string
\tTitle       string
\tDescription string
}

var Registry = map[string]ToolDef{
\t"find": {
\t\tName:        "find",
\t\tTitle:       "Find",
\t\tDescription: "Finds a symbol.",
\t},
\t"unused": {Name: "unused", Description: "Never registered."},
}
`;
  const FIND = `package find

import (
\t"example.com/neko/internal/names"
\t"github.com/modelcontextprotocol/go-sdk/mcp"
)

func Register(server *mcp.Server) {
\tdef := names.Registry["find"]
\tmcp.AddTool(server, &mcp.Tool{Name: def.Name, Title: def.Title, Description: def.Description}, handler)
}
`;
  const MAIN = `package main

import (
\t// Register's package.
\tfinder "example.com/neko/internal/tools/find"
)

func main() {
\tfinder.Register(nil)
}
`;
  const FILES = {
    'go.mod': 'module example.com/neko\n\ngo 1.23\n\nrequire github.com/modelcontextprotocol/go-sdk v1.2.0\n',
    'internal/tools/find/find.go': FIND,
    'cmd/neko/main.go': MAIN,
  };

  it('reads the entries looked up where the map declares them, their schema made from the handler', () => {
    const result = lint('internal/names/registry.go', NAMES, FILES);
    expect(result.format).toBe('go-source');
    expect(result.findings).toEqual([]);
    expect(result.source?.tools).toEqual([{ name: 'find', line: 11, column: 16 }]);
    expect(result.source?.dynamic).toEqual([{ line: 10, column: 10, what: "the tool's inputSchema", pointer: '/tools/0/inputSchema' }]);
  });

  it('reads no entry whose converter nothing in the module calls or hands on, a comment or string aside', () => {
    const uncalled = MAIN.replace('\tfinder.Register(nil)', '\t// finder.Register(nil) is called no more.\n\t_ = "finder.Register"');
    const result = lint('internal/names/registry.go', NAMES, { ...FILES, 'cmd/neko/main.go': uncalled });
    expect(result.source?.tools ?? []).toEqual([]);
    // Called in its own package, bare.
    const own = `package find\n\nfunc init() { Register(nil) }\n`;
    const called = lint('internal/names/registry.go', NAMES, { ...FILES, 'cmd/neko/main.go': uncalled, 'internal/tools/find/init.go': own });
    expect(called.source?.tools).toEqual([{ name: 'find', line: 11, column: 16 }]);
  });

  it('reads no entry whose lookup is assigned again or keyed by a variable', () => {
    const reassigned = FIND.replace('\tmcp.AddTool(', '\tdef = names.Registry["unused"]\n\tmcp.AddTool(');
    const variable = FIND.replace('names.Registry["find"]', 'names.Registry[key]');
    for (const find of [reassigned, variable]) {
      const result = lint('internal/names/registry.go', NAMES, { ...FILES, 'internal/tools/find/find.go': find });
      expect(result.source?.tools ?? []).toEqual([]);
    }
  });
});
