/**
 * A low-level Python server whose tools/list handler maps each dict of a list into a `Tool(…)` field by
 * field (`[Tool(name=t["name"], description=t["description"], inputSchema=t["input_schema"]) for t in
 * DEFS]`): each dict literal is a tool, read at its entries, whether the list is written in the handler's
 * module, in another module, or joined from both (`list(DEFS) + [EXTRA]`). Only the keys the comprehension
 * reads are fields of the tool; anything else stays not statically known.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { parsePython } from '../../src/formats/python-source/index.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const DEFS = `"""The tools the model sees."""

TOOL_DEFS = [
    {
        "name": "brew",
        "description": "Brews one pot of tea.",
        "input_schema": {"type": "object", "properties": {"leaves": {"type": "string"}}},
        "title": "Not given to the SDK",
        "handler": None,
    },
    {"name": "pour", "description": "Pours one cup.", "input_schema": {"type": "object"}},
]
`;

const SERVER = `from mcp.server import Server
from mcp.types import Tool

from teapot.defs import TOOL_DEFS

_MENU_DEF = {
    "name": "menu",
    "description": "Lists the teas.",
    "input_schema": {"type": "object"},
}

ALL_DEFS: list[dict] = list(TOOL_DEFS) + [_MENU_DEF]


def build() -> Server:
    server = Server("teapot")

    @server.list_tools()
    async def list_tools() -> list[Tool]:
        return [
            Tool(
                name=t["name"],
                description=t["description"],
                inputSchema=t["input_schema"],
            )
            for t in ALL_DEFS
        ]

    return server
`;

const FILES = { 'teapot/defs.py': DEFS, 'teapot/server.py': SERVER };

function lint(files: Record<string, string>, path: string): FileResult {
  return lintSource(path, files[path], { catalogue, workspace: memoryWorkspace(files, { list: 'entries' }) });
}

function parsed(files: Record<string, string>, path: string): Record<string, unknown>[] {
  return (parsePython(files[path], path, memoryWorkspace(files, { list: 'entries' })).value as { tools: Record<string, unknown>[] }).tools;
}

describe('python-source: dicts a handler maps into tools field by field', () => {
  it('reads each dict of the joined lists where it is written, with only the fields the comprehension gives', () => {
    const server = lint(FILES, 'teapot/server.py');
    expect(server.format).toBe('python-source');
    expect(server.findings).toEqual([]);
    expect(server.source?.tools).toEqual([{ name: 'menu', line: 7, column: 13 }]);
    expect(server.source?.dynamic).toEqual([]);
    const defs = lint(FILES, 'teapot/defs.py');
    expect(defs.format).toBe('python-source');
    expect(defs.findings).toEqual([]);
    expect(defs.source?.tools).toEqual([
      { name: 'brew', line: 5, column: 17 },
      { name: 'pour', line: 11, column: 14 },
    ]);
    expect(parsed(FILES, 'teapot/defs.py')[0]).toEqual({
      name: 'brew',
      description: 'Brews one pot of tea.',
      inputSchema: { type: 'object', properties: { leaves: { type: 'string' } } },
    });
  });

  it('reads the lists joined in any order', () => {
    const server = SERVER.replace('list(TOOL_DEFS) + [_MENU_DEF]', '[_MENU_DEF] + TOOL_DEFS');
    expect(lint({ ...FILES, 'teapot/server.py': server }, 'teapot/defs.py').source?.tools.map((t) => t.name)).toEqual(['brew', 'pour']);
    expect(lint({ ...FILES, 'teapot/server.py': server }, 'teapot/server.py').source?.tools.map((t) => t.name)).toEqual(['menu']);
  });

  it('reads a list of the same file looped over directly, and a key renamed on the way', () => {
    const same = `from mcp.server import Server\nfrom mcp.types import Tool\n\nDEFS = [{"id": "brew", "about": "Brews tea."}]\nserver = Server("t")\n\n\n@server.list_tools()\nasync def tools():\n    return [Tool(name=d["id"], description=d["about"], inputSchema={"type": "object"}) for d in DEFS]\n`;
    // A field given as anything but `d["key"]` is not followed: the whole list stays unread.
    const files = { 'srv.py': same };
    expect(lint(files, 'srv.py').source?.tools).toEqual([]);
    const keyed = same.replace('inputSchema={"type": "object"}', 'title=d["id"]');
    expect(lint({ 'srv.py': keyed }, 'srv.py').source?.tools).toEqual([{ name: 'brew', line: 4, column: 16 }]);
    expect(parsed({ 'srv.py': keyed }, 'srv.py')).toEqual([{ name: 'brew', title: 'brew', description: 'Brews tea.', inputSchema: { type: 'object' } }]);
  });

  it('lists an item lacking a key, or not written as a dict, as not statically known', () => {
    const defs = DEFS.replace(
      '{"name": "pour", "description": "Pours one cup.", "input_schema": {"type": "object"}}',
      'make_def("pour"),\n    {"name": "sip"}',
    );
    const result = lint({ ...FILES, 'teapot/defs.py': defs }, 'teapot/defs.py');
    expect(result.source?.tools.map((t) => t.name)).toEqual(['brew']);
    expect(result.source?.dynamic).toEqual([
      { line: 11, column: 5, what: 'a tool' },
      { line: 12, column: 5, what: 'a tool' },
    ]);
  });

  it('follows no comprehension with a condition, a computed field, or a list joined with what is no list', () => {
    const server = (changed: string) => lint({ ...FILES, 'teapot/server.py': changed }, 'teapot/server.py');
    const defs = (changed: string) => lint({ ...FILES, 'teapot/server.py': changed }, 'teapot/defs.py').source?.tools ?? [];
    for (const changed of [
      SERVER.replace('for t in ALL_DEFS', 'for t in ALL_DEFS if t["name"] in enabled'),
      SERVER.replace('description=t["description"]', 'description=t.get("description", "")'),
      SERVER.replace('description=t["description"]', 'description=t["description"] + SUFFIX'),
      SERVER.replace('[_MENU_DEF]', 'plugin_defs()'),
    ]) {
      expect(defs(changed)).toEqual([]);
      expect(server(changed).source?.tools).toEqual([]);
      expect(server(changed).source?.dynamic).toEqual([{ line: 20, column: 16, what: 'a tool list' }]);
    }
  });

  it('reads a list once however many handlers map it alike, and not at all when they map it differently', () => {
    const twice = `${SERVER}\n\nother = Server("annex")\n\n\n@other.list_tools()\nasync def annex() -> list[Tool]:\n    return [Tool(name=d["name"], description=d["description"], inputSchema=d["input_schema"]) for d in ALL_DEFS]\n`;
    expect(lint({ ...FILES, 'teapot/server.py': twice }, 'teapot/defs.py').source?.tools.map((t) => t.name)).toEqual(['brew', 'pour']);
    const spread = `${SERVER}\n\nother = Server("annex")\n\n\n@other.list_tools()\nasync def annex() -> list[Tool]:\n    return [Tool(**d) for d in TOOL_DEFS]\n`;
    const mixed = lint({ ...FILES, 'teapot/server.py': spread }, 'teapot/defs.py');
    expect(mixed.source?.tools).toEqual([]);
    expect(mixed.source?.dynamic).toEqual([{ line: 3, column: 13, what: 'a tool list' }]);
  });
});
