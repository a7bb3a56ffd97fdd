/**
 * A method registered through the one instance a module makes of its class (`shed = Shed(root)` …
 * `mcp.add_tool(FunctionTool.from_function(fn=shed.plant))`, `mcp.tool()(shed.plant)`): FastMCP names the
 * bound method's tool after it, describes it with its docstring and leaves `self` out of its schema. Read
 * at the method's `def`, in the class's module, when the class defines it once in its own body, undecorated.
 * A decorated or shadowed method, or an instance bound more than once, stays not statically known; an
 * inherited one is read in its base class (python-inherited-methods.test.ts).
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { parsePython } from '../../src/formats/python-source/index.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const SHED = `"""The garden shed."""
from garden.base import Base


class Shed(Base):
    def __init__(self, root: str):
        self.root = root

    def plant(self, bed: str) -> str:
        """Plants a seed in a bed."""
        return bed

    async def water(self, bed: str, litres: int = 1) -> str:
        """Waters a bed."""
        return bed

    @staticmethod
    def prune(branch: str) -> str:
        """Prunes a branch."""
        return branch
`;

const SERVER = `from fastmcp import FastMCP
from fastmcp.tools import FunctionTool, Tool

from garden.shed import Shed


def main(root: str) -> None:
    mcp = FastMCP("garden")
    shed = Shed(root)
    mcp.add_tool(tool=FunctionTool.from_function(fn=shed.plant))
    mcp.add_tool(Tool.from_function(shed.water, name="irrigate"))
    mcp.add_tool(FunctionTool.from_function(name="prune", fn=shed.prune))
    mcp.add_tool(FunctionTool.from_function(fn=shed.rake))
    mcp.run()
`;

const FILES = {
  'garden/shed.py': SHED,
  'garden/server.py': SERVER,
  'garden/base.py': 'class Base:\n    def rake(self) -> str:\n        """Rakes."""\n        return ""\n',
};

function lint(files: Record<string, string>, path: string): FileResult {
  return lintSource(path, files[path], { catalogue, workspace: memoryWorkspace(files, { list: 'entries' }) });
}

describe("python-source: an instance's methods registered as tools", () => {
  it('reads each method defined in the class body at its def, with the name the call gives', () => {
    const shed = lint(FILES, 'garden/shed.py');
    expect(shed.format).toBe('python-source');
    expect(shed.findings).toEqual([]);
    expect(shed.source?.tools).toEqual([
      { name: 'plant', line: 9, column: 9 },
      { name: 'irrigate', line: 13, column: 15 },
    ]);
    const parsed = (parsePython(SHED, 'garden/shed.py', memoryWorkspace(FILES, { list: 'entries' })).value as { tools: unknown[] }).tools;
    expect(parsed[1]).toEqual({
      name: 'irrigate',
      description: 'Waters a bed.',
      inputSchema: {
        type: 'object',
        properties: { bed: { type: 'string' }, litres: { type: 'integer', default: 1 } },
        required: ['bed'],
      },
    });
    // The static method stays unread where it is registered; the inherited one is its base's.
    expect(lint(FILES, 'garden/server.py').source?.dynamic).toEqual([{ line: 12, column: 5, what: 'a tool registration' }]);
    expect(lint(FILES, 'garden/base.py').source?.tools).toEqual([{ name: 'rake', line: 2, column: 9 }]);
  });

  it("reads a method of the file's own class, registered by the SDK's call", () => {
    const own = `from mcp.server.fastmcp import FastMCP\n\n\nclass Tea:\n    def brew(self, leaves: str) -> str:\n        """Brews tea."""\n        return leaves\n\n\ntea = Tea()\nmcp = FastMCP("tea")\nmcp.tool()(tea.brew)\n`;
    expect(lint({ 'tea.py': own }, 'tea.py').source?.tools).toEqual([{ name: 'brew', line: 5, column: 9 }]);
    expect(lint({ 'tea.py': own.replace('tea = Tea()', 'tea = Tea()\ntea = Tea()') }, 'tea.py').source?.tools).toEqual([]);
  });

  it('reads no method of an instance bound twice or of another object, nor one an attribute or a class decorator may replace', () => {
    for (const [path, changed, kept] of [
      ['garden/server.py', SERVER.replace('    shed = Shed(root)\n', '    shed = Shed(root)\n    shed = Shed("/tmp")\n'), []],
      ['garden/server.py', SERVER.replace('def main(root: str)', 'def main(root: str, shed: Shed)'), []],
      ['garden/server.py', SERVER.replace('shed = Shed(root)', 'shed = make_shed(root)'), []],
      ['garden/server.py', SERVER.replace('    mcp.run()', '    shed, barn = make_both()\n    mcp.run()'), []],
      ['garden/shed.py', SHED.replace('self.root = root', 'self.root = root\n        self.plant = self.water'), ['irrigate']],
      ['garden/shed.py', SHED.replace('    def plant', '    def __getattr__(self, name):\n        return name\n\n    def plant'), []],
      ['garden/shed.py', SHED.replace('class Shed(Base):', '@wrap_methods\nclass Shed(Base):'), []],
    ] as const) {
      const files = { ...FILES, [path]: changed };
      expect((lint(files, 'garden/shed.py').source?.tools ?? []).map((t) => t.name)).toEqual(kept);
    }
  });
});
