/**
 * go-sdk annotations given through a pointer helper (sdk-pointers.ts): the module's own `ptr(true)` or
 * `boolPtr(false)`, proved by its body, and jsonschema-go's `jsonschema.Ptr(…)`; near misses stay unknown.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { extractGoTools } from '../../src/formats/go-source/extract.js';
import { goSdkPointers } from '../../src/formats/go-source/sdk-pointers.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PATH = 'cmd/server/tools.go';
const GO_MOD = 'module example.com/srv\n\ngo 1.23\n\nrequire github.com/modelcontextprotocol/go-sdk v1.2.0\n';
const GENERIC = 'package main\n\n// ptr returns a pointer to v.\nfunc ptr[T any](v T) *T { return &v }\n';
const TYPED = 'package main\n\nfunc boolPtr(b bool) *bool { return &b }\n';

function tool(annotations: string, imports = ''): string {
  return `package main

import (
\t"github.com/modelcontextprotocol/go-sdk/mcp"${imports}
)

func register(s *mcp.Server) {
\tmcp.AddTool(s, &mcp.Tool{
\t\tName:        "drop_table",
\t\tDescription: "Drops a table.",
\t\tAnnotations: &mcp.ToolAnnotations{${annotations}},
\t}, drop)
}
`;
}

function files(text: string, helper?: string): Record<string, string> {
  return { 'go.mod': GO_MOD, [PATH]: text, ...(helper === undefined ? {} : { 'cmd/server/util.go': helper }) };
}

/** The annotations read of the file's one tool, with its pointer helpers as the linter finds them. */
function annotations(text: string, helper?: string): unknown {
  const workspace = memoryWorkspace(files(text, helper), { list: 'files' });
  const extracted = extractGoTools(text, true, undefined, undefined, undefined, undefined, goSdkPointers(text, PATH, workspace));
  expect(extracted.tools.map((t) => t.name)).toEqual(['drop_table']);
  return extracted.tools[0].annotations;
}

function lint(text: string, helper?: string): FileResult {
  return lintSource(PATH, text, { catalogue, workspace: memoryWorkspace(files(text, helper), { list: 'files' }) });
}

describe('go-source: go-sdk pointer helpers', () => {
  it("reads a hint given through the package's own generic helper, defined in another file", () => {
    const text = tool('Title: "Drop", DestructiveHint: ptr(true), OpenWorldHint: ptr(false), IdempotentHint: true');
    expect(annotations(text, GENERIC)).toEqual({ title: 'Drop', destructiveHint: true, openWorldHint: false, idempotentHint: true });
    const result = lint(text, GENERIC);
    expect(result.findings).toEqual([]);
    expect(result.source?.tools).toEqual([{ name: 'drop_table', line: 9, column: 16 }]);
    expect(result.source?.dynamic).toEqual([{ line: 8, column: 26, what: "the tool's input schema (made from its handler's argument type)" }]);
  });

  it('reads a typed helper, and jsonschema.Ptr of jsonschema-go or the go-sdk, by its alias too', () => {
    expect(annotations(tool('DestructiveHint: boolPtr(false)'), TYPED)).toEqual({ destructiveHint: false });
    const google = '\n\t"github.com/google/jsonschema-go/jsonschema"';
    expect(annotations(tool('DestructiveHint: jsonschema.Ptr(true)', google))).toEqual({ destructiveHint: true });
    const sdk = '\n\tjs "github.com/modelcontextprotocol/go-sdk/jsonschema"';
    expect(annotations(tool('OpenWorldHint: js.Ptr(false)', sdk))).toEqual({ openWorldHint: false });
  });

  it("reads a helper of another of the module's packages, by its import", () => {
    const imports = '\n\t"example.com/srv/internal/util"';
    const helper = { 'internal/util/ptr.go': 'package util\n\n// Ptr returns a pointer to v.\nfunc Ptr[T any](v T) *T { return &v }\n' };
    const text = tool('DestructiveHint: util.Ptr(true)', imports);
    const workspace = memoryWorkspace({ ...files(text), ...helper }, { list: 'files' });
    const extracted = extractGoTools(text, true, undefined, undefined, undefined, undefined, goSdkPointers(text, PATH, workspace));
    expect(extracted.tools[0].annotations).toEqual({ destructiveHint: true });
  });

  it('leaves a hint unknown when the helper is not provably its argument', () => {
    // Defined nowhere, or with a body that changes its argument: the annotations are not statically known.
    const text = tool('DestructiveHint: ptr(true)');
    expect(annotations(text)).toBeUndefined();
    expect(lint(text).source?.dynamic).toContainEqual({ line: 11, column: 16, what: "the tool's annotations", pointer: '/tools/0/annotations' });
    const negated = 'package main\n\nfunc ptr(b bool) *bool {\n\tv := !b\n\treturn &v\n}\n';
    expect(annotations(text, negated)).toBeUndefined();
    // Another module's `jsonschema` package, or one imported under another name than the one called.
    expect(annotations(tool('DestructiveHint: jsonschema.Ptr(true)', '\n\t"github.com/invopop/jsonschema"'))).toBeUndefined();
    expect(annotations(tool('DestructiveHint: jsonschema.Ptr(true)', '\n\tjs "github.com/google/jsonschema-go/jsonschema"'))).toBeUndefined();
    // Two arguments: no longer its argument.
    expect(annotations(tool('DestructiveHint: ptr(true, false)'), GENERIC)).toBeUndefined();
  });
});
