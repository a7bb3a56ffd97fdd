/**
 * Python low-level servers whose tools are literal `Tool(…)`s of the SDK's own type built outside a
 * tools/list handler (a handler class's `get_tools()`, a tools module's list).
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { extractTools } from '../../src/formats/python-source/extract.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

function lint(text: string, path: string, files: Record<string, string> = {}): FileResult {
  return lintSource(path, text, { catalogue, workspace: memoryWorkspace({ ...files, [path]: text }) });
}

const HANDLER = `"""Volume operations."""
from typing import Any
from mcp.types import Tool

OBJECT = {"type": "object", "properties": {}}


class VolumeHandler:
    @staticmethod
    def get_tools() -> list[Tool]:
        return [
            Tool(name="list_volumes", description="Lists the volumes of a catalog.", inputSchema=OBJECT),
            Tool(
                name="drop_volume",
                description="Drops a volume.",
                inputSchema={"type": "object", "properties": {"id": {"type": "string"}}, "required": ["id"]},
            ),
            Tool(name=f"{PREFIX}_resize", description="Resizes a volume.", inputSchema=OBJECT),
        ]
`;

describe('python-source: literal SDK Tools outside a list handler', () => {
  it("reads a handler class's get_tools() list at each literal, and lists a computed name", () => {
    const result = lint(HANDLER, 'src/vols/handlers/volume.py');
    expect(result.format).toBe('python-source');
    expect(result.source?.tools).toEqual([
      { name: 'list_volumes', line: 12, column: 23 },
      { name: 'drop_volume', line: 14, column: 22 },
    ]);
    expect(result.source?.dynamic).toEqual([{ line: 18, column: 13, what: 'a tool' }]);
    expect(extractTools(HANDLER).tools[1]).toEqual({
      name: 'drop_volume',
      description: 'Drops a volume.',
      inputSchema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
    });
  });

  it('reads the SDK Tool by any name the imports give it, in a method, a constant or an append', () => {
    const text = `import mcp.types as mt
from mcp import types


ALL = [types.Tool(name="ping", description="Answers pong.", inputSchema={})]


class Server:
    def _register_tools(self) -> None:
        tools = []
        tools.append(mt.Tool(name="pong", description="Answers ping.", inputSchema={}))
        self.tools = {t.name: t for t in tools}
`;
    const result = lint(text, 'app/server.py');
    expect(result.source?.tools).toEqual([
      { name: 'ping', line: 5, column: 24 },
      { name: 'pong', line: 11, column: 35 },
    ]);
    expect(result.source?.dynamic).toEqual([]);
  });

  it("leaves another library's Tool, a name bound twice, and a client's Tools", () => {
    const cases = [
      // Another library's Tool.
      'from mcp.types import TextContent\nfrom langchain.tools import Tool\n\nT = Tool(name="search", description="Searches.", func=run)\n',
      // `Tool` also imported from elsewhere: which one is called is not known.
      'from mcp.types import Tool\nfrom agents import Tool\n\nT = Tool(name="search", description="Searches.")\n',
      // A client builds the tools a remote server lists (a mock session's answer).
      'from mcp import ClientSession\nfrom mcp.types import ListToolsResult, Tool\n\nANSWER = ListToolsResult(tools=[Tool(name="echo", description="Echoes.", inputSchema={})])\n',
    ];
    for (const text of cases) {
      const read = extractTools(text);
      expect(read.tools).toEqual([]);
      expect(read.unread).toEqual([]);
    }
  });

  it('reads only the literal list a handler returns, and a copy of a tool once', () => {
    const text = `from mcp.server import Server
from mcp.types import Tool

server = Server("notes")


@server.list_tools()
async def list_tools() -> list[Tool]:
    return [Tool(name="add_note", description="Adds a note.", inputSchema={})]


def tools_for_tests():
    return [Tool(name="add_note", description="Adds a note (test copy).", inputSchema={})]
`;
    const result = lint(text, 'notes/server.py');
    expect(result.source?.tools).toEqual([{ name: 'add_note', line: 9, column: 23 }]);
    expect(result.source?.dynamic).toEqual([]);

    // Where the handler's list is computed, every literal is read, and a second of one name is listed.
    const grown = text
      .replace('    return [Tool(name="add_note", description="Adds a note.", inputSchema={})]', '    return tools_for_tests() + extra()')
      .concat(
        '\n\nEXTRA = [\n    Tool(name="add_note", description="Adds again.", inputSchema={}),\n    Tool(name="drop_note", description="Drops a note.", inputSchema={}),\n]\n',
      );
    const again = lint(grown, 'notes/server.py');
    expect(again.source?.tools).toEqual([
      { name: 'add_note', line: 13, column: 23 },
      { name: 'drop_note', line: 18, column: 15 },
    ]);
    expect(again.source?.dynamic).toEqual([
      { line: 9, column: 12, what: 'a tool list' },
      { line: 17, column: 5, what: 'a tool (named as tools[0] is)' },
    ]);
    expect(again.findings.filter((f) => f.ruleId === 'mcpdesc.tool.name-unique')).toEqual([]);
  });

  it('lists a tool made in the other branch of an if once', () => {
    const text = `from mcp.types import Tool


def get_tools(read_only: bool):
    if read_only:
        search = Tool(name="search", description="Searches, read-only.", inputSchema={})
    else:
        search = Tool(name="search", description="Searches and indexes.", inputSchema={})
    return [search]
`;
    const read = extractTools(text);
    expect(read.tools.map((t) => t.description)).toEqual(['Searches, read-only.']);
    expect(read.unread.map((u) => u.what)).toEqual(['a tool (made instead of tools[0] in another branch)']);
  });
});
