/**
 * A method an instance's class inherits (`fs = FileSystem(root)` … `mcp.add_tool(Tool.from_function(
 * fn=fs.create_directory))`, `class FileSystem(DirectoryEntry)` not defining it): Python takes it from the
 * one base, so it is read at the base's `def`, in the base's module. A class of several bases, one that
 * binds the member in its body (an assignment, a `def` of its own) or defines `__getattr__`, or a module
 * assigning `….member = …`, leaves the registration not statically known.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { parsePython } from '../../src/formats/python-source/index.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const NODES = `from pathlib import Path


class Entry:
    def describe(self) -> str:
        """Describes the entry."""
        return ""


class DirectoryEntry(Entry):
    """A directory."""

    async def create_directory(self, path: str, exist_ok: bool = False) -> bool:
        """Creates a directory below the root."""
        return True
`;

const FILE_SYSTEM = `from store.nodes import DirectoryEntry


class FileSystem(DirectoryEntry):
    """The root directory."""

    def read_file(self, path: str) -> str:
        """Reads a file."""
        return path
`;

const SERVER = `from fastmcp import FastMCP
from fastmcp.tools import FunctionTool

from store.file_system import FileSystem


async def serve(root: str) -> None:
    mcp = FastMCP("store")
    fs = FileSystem(root)
    mcp.add_tool(tool=FunctionTool.from_function(fn=fs.read_file))
    mcp.add_tool(tool=FunctionTool.from_function(fn=fs.create_directory))
    mcp.tool(name="describe_root")(fs.describe)
    await mcp.run_async()
`;

const FILES: Record<string, string> = { 'store/nodes.py': NODES, 'store/file_system.py': FILE_SYSTEM, 'store/server.py': SERVER };

function lint(files: Record<string, string>, path: string): FileResult {
  return lintSource(path, files[path], { catalogue, workspace: memoryWorkspace(files, { list: 'entries' }) });
}

const names = (files: Record<string, string>, path: string) => (lint(files, path).source?.tools ?? []).map((tool) => tool.name);

describe("python-source: an instance's inherited method registered as a tool", () => {
  it("reads it at the base's def, through each base of one", () => {
    const nodes = lint(FILES, 'store/nodes.py');
    expect(nodes.source?.tools).toEqual([
      { name: 'describe_root', line: 5, column: 9 },
      { name: 'create_directory', line: 13, column: 15 },
    ]);
    expect(nodes.source?.dynamic).toEqual([]);
    expect(nodes.findings).toEqual([]);
    expect(names(FILES, 'store/file_system.py')).toEqual(['read_file']);
    expect(lint(FILES, 'store/server.py').source?.dynamic ?? []).toEqual([]);
    const tools = (parsePython(NODES, 'store/nodes.py', memoryWorkspace(FILES, { list: 'entries' })).value as { tools: Record<string, unknown>[] }).tools;
    expect(tools[1]).toEqual({
      name: 'create_directory',
      description: 'Creates a directory below the root.',
      inputSchema: { type: 'object', properties: { path: { type: 'string' }, exist_ok: { type: 'boolean', default: false } }, required: ['path'] },
    });
  });

  it('reads no method a class of several bases, a binding in its body or an attribute lookup may change', () => {
    for (const changed of [
      FILE_SYSTEM.replace('class FileSystem(DirectoryEntry):', 'class FileSystem(Mixin, DirectoryEntry):'),
      FILE_SYSTEM.replace('class FileSystem(DirectoryEntry):', 'class FileSystem(nodes.DirectoryEntry):'),
      FILE_SYSTEM.replace(
        '    """The root directory."""',
        '    """The root directory."""\n\n    create_directory = DirectoryEntry.describe\n    describe: Callable',
      ),
      FILE_SYSTEM.replace('    def read_file', '    def __getattr__(self, name):\n        return name\n\n    def read_file'),
      FILE_SYSTEM.replace('class FileSystem', '@wrapped\nclass FileSystem'),
      `${FILE_SYSTEM}\n\ndef patch(fs: FileSystem) -> None:\n    fs.create_directory = None\n    fs.describe = None\n`,
    ]) {
      const files = { ...FILES, 'store/file_system.py': changed };
      expect(names(files, 'store/nodes.py')).toEqual([]);
      expect(lint(files, 'store/server.py').source?.dynamic.map((d) => d.line)).toEqual(expect.arrayContaining([11, 12]));
    }
    // The class's own def of it is read there, not the base's.
    const own = { ...FILES, 'store/file_system.py': `${FILE_SYSTEM}\n    def describe(self) -> str:\n        """Describes the root."""\n        return ""\n` };
    expect(names(own, 'store/nodes.py')).toEqual(['create_directory']);
    expect(names(own, 'store/file_system.py')).toEqual(['read_file', 'describe_root']);
  });
});
