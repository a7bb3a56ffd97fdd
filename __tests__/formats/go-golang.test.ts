/**
 * Go servers on metoro-io/mcp-golang: `RegisterTool(name, description, handler)` on a server the file makes,
 * and a loop that registers each item of a package-level list, read at the list's items; the protocol
 * version its release answers; and the near misses that are no tools (a module named alike, another
 * library's RegisterTool, a list filtered, reassigned or never registered).
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { extractGoTools } from '../../src/formats/go-source/extract.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const DIRECT = `package kiln

import (
\tgolang "github.com/metoro-io/mcp-golang"
\t"github.com/metoro-io/mcp-golang/transport/stdio"
)

const glazeNote = "Glazes a pot before firing."

func Serve() error {
\tsrv := golang.NewServer(stdio.NewStdioServerTransport())
\tif err := srv.RegisterTool("glaze", glazeNote, glaze); err != nil {
\t\treturn err
\t}
\treturn register(srv)
}

func register(s *golang.Server) error {
\treturn s.RegisterTool("fire", "Fires " + "the kiln.", fire)
}
`;

const MAIN = `package main

import (
\t"example.com/kiln/catalog"
\tmcp_golang "github.com/metoro-io/mcp-golang"
\t"github.com/metoro-io/mcp-golang/transport/stdio"
)

func main() {
\tserver := mcp_golang.NewServer(stdio.NewStdioServerTransport())
\tfor _, entry := range catalog.Entries {
\t\terr := server.RegisterTool(entry.Title, entry.Summary, entry.Run)
\t\tif err != nil {
\t\t\tpanic(err)
\t\t}
\t}
\t_ = server.Serve()
}
`;

const CATALOG = `package catalog

import mcp_golang "github.com/metoro-io/mcp-golang"

type Entry struct {
\tTitle   string
\tSummary string
\tRun     interface{}
}

var Entries = []Entry{
\t{
\t\tTitle:   "throw_pot",
\t\tSummary: "Throws a pot on the wheel.",
\t\tRun:     throwPot,
\t},
\t{Title: "trim_foot", Run: trimFoot},
\tEntry{Title: nameOf("raku"), Summary: "Computed name."},
}

func throwPot(args ThrowArgs) (*mcp_golang.ToolResponse, error) { return nil, nil }
`;

const FILES = { 'go.mod': 'module example.com/kiln\n\ngo 1.22\n\nrequire github.com/metoro-io/mcp-golang v0.8.0\n', 'cmd/kiln/main.go': MAIN };

function read(files: Record<string, string>, text = CATALOG, at = 'catalog/catalog.go', drawsOn?: (path: string) => void): FileResult {
  const workspace = { ...memoryWorkspace({ ...files, [at]: text }, { list: 'entries' }), ...(drawsOn ? { drawsOn } : {}) };
  return lintSource(at, text, { catalogue, workspace });
}

describe('go-source: metoro-io/mcp-golang', () => {
  it("reads RegisterTool's literal name and description on a server the file makes or takes", () => {
    const extracted = extractGoTools(DIRECT);
    expect(extracted.tools).toEqual([
      { name: 'glaze', description: 'Glazes a pot before firing.', inputSchema: { type: 'object' } },
      { name: 'fire', description: 'Fires the kiln.', inputSchema: { type: 'object' } },
    ]);
    expect(extracted.unread.map((u) => u.what)).toEqual([
      "the tool's input schema (made from its handler's argument type)",
      "the tool's input schema (made from its handler's argument type)",
    ]);
    const result = lintSource('kiln/serve.go', DIRECT, { catalogue });
    expect(result.source?.tools).toEqual([
      { name: 'glaze', line: 12, column: 29 },
      { name: 'fire', line: 19, column: 24 },
    ]);
    // Every release of the SDK answers initialize with 2024-11-05.
    expect(result.version).toBe('2024-11-05');
    expect(result.source?.versionFrom).toBe('assumed github.com/metoro-io/mcp-golang v0.16.0: no go.mod at or above this file requires it');
  });

  it('reads no RegisterTool of another library, nor of a module whose path only begins alike', () => {
    const other = DIRECT.replace('srv := golang.NewServer(', 'srv := registry.NewServer(');
    expect(extractGoTools(other).tools.map((t) => t.name)).toEqual(['fire']);
    const alike = DIRECT.replaceAll('github.com/metoro-io/mcp-golang', 'github.com/metoro-io/mcp-golang-extras');
    expect(extractGoTools(alike).tools).toEqual([]);
    expect(lintSource('kiln/serve.go', alike, { catalogue })).toMatchObject({ format: null });
    const computed = DIRECT.replace('"fire", "Fires " + "the kiln."', 'name, "Fires the kiln."');
    expect(extractGoTools(computed).unread.map((u) => u.what)).toContain('a tool registration');
  });

  it("reads each item of a list a loop registers, at the item, resting on the loop's file", () => {
    const drawn = new Set<string>();
    const result = read(FILES, CATALOG, 'catalog/catalog.go', (at) => drawn.add(at));
    expect(result.format).toBe('go-source');
    expect(result.source?.tools).toEqual([
      { name: 'throw_pot', line: 13, column: 12 },
      { name: 'trim_foot', line: 17, column: 10 },
    ]);
    expect(result.source?.dynamic?.map((d) => [d.line, d.what])).toEqual([
      [12, "the tool's input schema (made from its handler's argument type)"],
      [17, "the tool's input schema (made from its handler's argument type)"],
      [18, 'a tool registration'],
    ]);
    expect(result.source?.versionFrom).toBe('go.mod: github.com/metoro-io/mcp-golang v0.8.0');
    expect([...drawn]).toEqual(['cmd/kiln/main.go']);
    // The loop's own file lists nothing of its own: its registration is read at the list.
    expect(read({ ...FILES, 'catalog/catalog.go': CATALOG }, MAIN, 'cmd/kiln/main.go')).toMatchObject({ format: null, unlisted: true });
  });

  it('reads no item of a list the loop filters, changes, or that the module assigns again or never registers', () => {
    const filtered = MAIN.replace('\t\terr := server', '\t\tif entry.Hidden {\n\t\t\tcontinue\n\t\t}\n\t\terr := server');
    const renamed = MAIN.replace('\t\terr := server', '\t\tentry.Title = "x_" + entry.Title\n\t\terr := server');
    const other = MAIN.replace('server.RegisterTool(entry.Title, entry.Summary', 'server.RegisterTool(prefix(entry.Title), entry.Summary');
    const elsewhere = MAIN.replace('mcp_golang.NewServer(', 'registry.NewServer(');
    const unregistered = MAIN.replace('range catalog.Entries', 'range catalog.Drafts');
    for (const main of [filtered, renamed, other, elsewhere, unregistered])
      expect(read({ ...FILES, 'cmd/kiln/main.go': main }).source?.tools ?? []).toEqual([]);
    const reassigned = `${CATALOG}\nfunc init() { Entries = Entries[:1] }\n`;
    expect(read(FILES, reassigned).source?.tools ?? []).toEqual([]);
    // One file holding both: read there, unless a local of the list's name is what the loop ranges over.
    const together = `${CATALOG.replace('import mcp_golang "github.com/metoro-io/mcp-golang"', 'import (\n\tmcp_golang "github.com/metoro-io/mcp-golang"\n)')}
func Serve() {
\tserver := mcp_golang.NewServer(nil)
\tfor _, e := range Entries {
\t\tif err := server.RegisterTool(e.Title, e.Summary, e.Run); err != nil {
\t\t\tpanic(err)
\t\t}
\t}
}
`;
    expect(extractGoTools(together).tools.map((t) => t.name)).toEqual(['throw_pot', 'trim_foot']);
    const shadowed = together.replace('\tfor _, e := range Entries {', '\tEntries := drafts()\n\tfor _, e := range Entries {');
    expect(extractGoTools(shadowed).tools).toEqual([]);
    // A loop whose list is not read leaves its registration not statically known.
    expect(read({ ...FILES, 'cmd/kiln/main.go': unregistered }, unregistered, 'cmd/kiln/main.go').source?.dynamic?.map((d) => d.what)).toEqual([
      'a tool registration',
    ]);
  });
});
