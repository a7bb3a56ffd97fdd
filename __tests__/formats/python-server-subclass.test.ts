/**
 * Shapes of real Python servers whose tools are statically known: a project's own subclass of an SDK
 * server class, an imported function registered by `mcp.tool(annotations=…)(fn)`, and a low-level
 * `list_tools` handler returning dicts of a tool's fields. What cannot be followed stays not statically
 * known; look-alikes register nothing.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { parsePython } from '../../src/formats/python-source/index.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

function lint(files: Record<string, string>, path: string): FileResult {
  return lintSource(path, files[path], { catalogue, workspace: memoryWorkspace(files, { list: 'entries' }) });
}

/** The tools read from `path` with their places, or null when it is no server file. */
function tools(files: Record<string, string>, path: string): { name: string; line: number; column: number }[] | null {
  const result = lint(files, path);
  return result.format === 'python-source' ? (result.source?.tools ?? []) : null;
}

function parsed(files: Record<string, string>, path: string): Record<string, unknown>[] {
  return (parsePython(files[path], path, memoryWorkspace(files, { list: 'entries' })).value as { tools: Record<string, unknown>[] }).tools;
}

const KENNEL = `from fastmcp import FastMCP


class KennelServer(FastMCP):
    """A server that hides some tools."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.hidden: list[str] = []

    async def list_tools(self):
        listed = await super().list_tools()
        return [t for t in listed if t.name not in self.hidden]


kennel = KennelServer("kennel")
`;

const WALKS = `from ..app import kennel


@kennel.tool()
def book_walk(dog: str, minutes: int = 30) -> str:
    """Books a walk for a dog."""
    return dog


@kennel.tool(name="cancel_walk")
async def cancel(dog: str) -> str:
    return dog
`;

describe('python-source: a server built from a subclass of FastMCP', () => {
  const files = { 'kennel/app.py': KENNEL, 'kennel/tools/walks.py': WALKS };

  it('reads the tools a module registers on an instance it imports, a name= overriding the function', () => {
    expect(tools(files, 'kennel/tools/walks.py')).toEqual([
      { name: 'book_walk', line: 5, column: 5 },
      { name: 'cancel_walk', line: 10, column: 19 },
    ]);
    expect(lint(files, 'kennel/tools/walks.py').source?.dynamic).toEqual([]);
    const [walk, cancel] = parsed(files, 'kennel/tools/walks.py');
    expect(walk).toMatchObject({ description: 'Books a walk for a dog.', inputSchema: { required: ['dog'] } });
    // No docstring: no description.
    expect(cancel.description).toBeUndefined();
  });

  it('takes no class as a server that registers otherwise, lists otherwise, or is no SDK server', () => {
    const otherwise = (app: string) => tools({ ...files, 'kennel/app.py': app }, 'kennel/tools/walks.py');
    // Its own `tool` may do anything with what it is given.
    expect(
      otherwise(KENNEL.replace('    async def list_tools', '    def tool(self, *a, **k):\n        return lambda fn: fn\n\n    async def list_tools')),
    ).toBeNull();
    // A list_tools of its own that is not the SDK's narrowed.
    expect(otherwise(KENNEL.replace('await super().list_tools()', 'await self.remote_tools()'))).toBeNull();
    // A class that merely has a `tool` method, no SDK server's subclass.
    const plain = `from fastmcp import FastMCP\n\n\nclass Kennel:\n    def tool(self):\n        return lambda fn: fn\n\n\nkennel = Kennel()\n`;
    expect(otherwise(plain)).toBeNull();
    // Defined twice: which one builds it is not known.
    expect(otherwise(`${KENNEL}\n\nclass KennelServer(FastMCP):\n    pass\n`)).toBeNull();
  });

  it('reads a subclass of the official SDK server with a type parameter', () => {
    const app = 'from mcp.server.fastmcp import FastMCP\n\n\nclass Typed(FastMCP[dict]):\n    pass\n\n\nkennel = Typed("typed")\n';
    expect(tools({ ...files, 'kennel/app.py': app }, 'kennel/tools/walks.py')?.map((t) => t.name)).toEqual(['book_walk', 'cancel_walk']);
  });
});

const STABLE = `"""Stable tools."""
from fastmcp import Context


async def groom(dog: str, ctx: Context | None = None) -> str:
    """Grooms a dog."""
    return dog


def feed(dog: str) -> str:
    return dog
`;

const REGISTRAR = `from fastmcp import FastMCP

mcp = FastMCP("stable")
HINTS = {"readOnlyHint": False}


def build() -> FastMCP:
    from .tools.stable import feed, groom

    mcp.tool(annotations={"readOnlyHint": True, "openWorldHint": False})(groom)
    mcp.tool(name="give_food", annotations=HINTS)(feed)
    return mcp
`;

describe('python-source: an imported function registered by a call with annotations', () => {
  const files = { 'stable/server.py': REGISTRAR, 'stable/tools/stable.py': STABLE };

  it('lists each tool at its def with the literal annotations and name, a Context that may be None injected', () => {
    expect(tools(files, 'stable/tools/stable.py')).toEqual([
      { name: 'groom', line: 5, column: 11 },
      { name: 'give_food', line: 10, column: 5 },
    ]);
    expect(lint(files, 'stable/tools/stable.py').source?.dynamic).toEqual([]);
    const [groom, feed] = parsed(files, 'stable/tools/stable.py');
    expect(groom).toMatchObject({
      description: 'Grooms a dog.',
      annotations: { readOnlyHint: true, openWorldHint: false },
      inputSchema: { properties: { dog: { type: 'string' } }, required: ['dog'] },
    });
    expect(Object.keys((groom.inputSchema as { properties: object }).properties)).toEqual(['dog']);
    expect(feed).toMatchObject({ name: 'give_food', annotations: { readOnlyHint: false } });
    expect(feed.description).toBeUndefined();
    // The registrar lists nothing of its own, and leaves nothing unread.
    expect(tools(files, 'stable/server.py')).toBeNull();
  });

  it('leaves computed annotations not statically known at the def, and lists a function registered twice once', () => {
    const computed = REGISTRAR.replace('annotations=HINTS', 'annotations=hints_for("feed")');
    expect(tools({ ...files, 'stable/server.py': computed }, 'stable/tools/stable.py')?.map((t) => t.name)).toEqual(['groom', 'give_food']);
    expect(lint({ ...files, 'stable/server.py': computed }, 'stable/tools/stable.py').source?.dynamic).toEqual([
      { line: 10, column: 5, what: "the tool's annotations", pointer: '/tools/1/annotations' },
    ]);
    expect(parsed({ ...files, 'stable/server.py': computed }, 'stable/tools/stable.py')[1]).not.toHaveProperty('annotations');
    expect(lint({ ...files, 'stable/server.py': computed }, 'stable/server.py').source?.dynamic ?? []).toEqual([]);
    const twice = REGISTRAR.replace('    return mcp', '    mcp.tool()(groom)\n    return mcp');
    expect(tools({ ...files, 'stable/server.py': twice }, 'stable/tools/stable.py')?.map((t) => t.name)).toEqual(['groom', 'give_food']);
  });
});

const LOW = `from mcp.server import Server

server = Server("clinic")
INTAKE = {"type": "object", "properties": {"pet": {"type": "string"}}, "required": ["pet"]}


@server.list_tools()
async def list_tools() -> list[dict]:
    return [
        {
            "name": "admit_pet",
            "description": "Admits a pet.",
            "inputSchema": INTAKE,
        },
        {"name": "discharge_pet", "inputSchema": {"type": "object"}, "annotations": {"destructiveHint": True}},
        {"name": f"{PREFIX}_bill", "description": "Bills.", "inputSchema": {}},
        {**BASE, "name": "weigh_pet"},
    ]
`;

describe('python-source: a low-level list_tools handler returning dicts', () => {
  it('reads each literal dict as a tool, named at its literal; a computed one is not statically known', () => {
    const result = lint({ 'clinic/server.py': LOW }, 'clinic/server.py');
    expect(result.source?.tools).toEqual([
      { name: 'admit_pet', line: 11, column: 21 },
      { name: 'discharge_pet', line: 15, column: 18 },
    ]);
    expect(result.source?.dynamic).toEqual([
      { line: 16, column: 9, what: 'a tool' },
      { line: 17, column: 9, what: 'a tool' },
    ]);
    expect(parsed({ 'clinic/server.py': LOW }, 'clinic/server.py')).toEqual([
      {
        name: 'admit_pet',
        description: 'Admits a pet.',
        inputSchema: { type: 'object', properties: { pet: { type: 'string' } }, required: ['pet'] },
      },
      { name: 'discharge_pet', inputSchema: { type: 'object' }, annotations: { destructiveHint: true } },
    ]);
  });

  it('takes no dict list a list_tools handler does not return', () => {
    const unreturned = `from mcp.server import Server\n\nserver = Server("clinic")\nCATALOG = [{"name": "admit_pet", "description": "Admits a pet.", "inputSchema": {}}]\n\n\n@server.call_tool()\nasync def call(name: str, arguments: dict) -> list:\n    return CATALOG\n`;
    expect(tools({ 'clinic/server.py': unreturned }, 'clinic/server.py')).toBeNull();
  });
});

const WARD = `WARD_TOOLS = [
    {"name": "list_beds", "description": "Lists the free beds.", "inputSchema": {"type": "object"}},
    {"name": "book_bed", "description": "Books a bed.", "inputSchema": {"type": "object"}},
]
`;
const LAB = `LAB_TOOLS = [
    {"name": "order_test", "description": "Orders a lab test.", "inputSchema": {"type": "object"}},
    make_tool("computed"),
]
`;
const BARREL = `from .ward import WARD_TOOLS
from .lab import LAB_TOOLS

ALL_TOOLS = (
    WARD_TOOLS +
    LAB_TOOLS
)
`;
const HOSPITAL = `from mcp.server import Server
from mcp.types import Tool

from tools import ALL_TOOLS

app = Server("hospital")
TOOLS = ALL_TOOLS


@app.list_tools()
async def list_tools() -> list[Tool]:
    return [Tool(**tool) for tool in TOOLS]
`;

describe('python-source: a tool list another module defines', () => {
  const files = { 'srv/hospital.py': HOSPITAL, 'srv/tools/__init__.py': BARREL, 'srv/tools/ward.py': WARD, 'srv/tools/lab.py': LAB };

  it('lists the tools in each module that writes the list, through the package that joins them', () => {
    expect(tools(files, 'srv/tools/ward.py')).toEqual([
      { name: 'list_beds', line: 2, column: 14 },
      { name: 'book_bed', line: 3, column: 14 },
    ]);
    expect(tools(files, 'srv/tools/lab.py')).toEqual([{ name: 'order_test', line: 2, column: 14 }]);
    expect(lint(files, 'srv/tools/lab.py').source?.dynamic).toEqual([{ line: 3, column: 5, what: 'a tool' }]);
    expect(parsed(files, 'srv/tools/ward.py')[0]).toEqual({ name: 'list_beds', description: 'Lists the free beds.', inputSchema: { type: 'object' } });
    // The handler's module and the joining package list nothing of their own.
    expect(tools(files, 'srv/hospital.py')).toBeNull();
    expect(tools(files, 'srv/tools/__init__.py')).toBeNull();
  });

  it('reads `[Tool(**t) for t in LIST]` over a list of the same file', () => {
    const same = HOSPITAL.replace('from tools import ALL_TOOLS\n', '').replace(
      'TOOLS = ALL_TOOLS',
      `${WARD.replace('WARD_TOOLS', 'ALL_TOOLS').trimEnd()}\nTOOLS = ALL_TOOLS`,
    );
    expect(tools({ 'srv/hospital.py': same }, 'srv/hospital.py')?.map((t) => t.name)).toEqual(['list_beds', 'book_bed']);
  });

  it('follows no list that is changed in place, filtered, joined with what is not a list, or never returned', () => {
    const ward = (changed: Record<string, string>) => tools({ ...files, ...changed }, 'srv/tools/ward.py');
    expect(ward({ 'srv/tools/ward.py': `${WARD}WARD_TOOLS.append(extra())\n` })).toBeNull();
    expect(ward({ 'srv/hospital.py': HOSPITAL.replace('for tool in TOOLS]', 'for tool in TOOLS if enabled(tool)]') })).toBeNull();
    expect(ward({ 'srv/tools/__init__.py': BARREL.replace('LAB_TOOLS\n)', 'LAB_TOOLS +\n    plugin_tools()\n)') })).toBeNull();
    expect(ward({ 'srv/hospital.py': HOSPITAL.replace('return [Tool(**tool) for tool in TOOLS]', 'return []') })).toBeNull();
    // Listed once however many handlers return it.
    const twice = `${HOSPITAL}\n\nother = Server("annex")\n\n\n@other.list_tools()\nasync def annex_tools() -> list[Tool]:\n    return [Tool(**t) for t in ALL_TOOLS]\n`;
    expect(ward({ 'srv/hospital.py': twice })?.map((t) => t.name)).toEqual(['list_beds', 'book_bed']);
  });
});

describe('python-source: a list its own module and another both return', () => {
  it('is read once, by its own handler', () => {
    const own = `from mcp.server import Server\n\nward = Server("ward")\n${WARD}\n\n@ward.list_tools()\nasync def list_tools() -> list:\n    return WARD_TOOLS\n`;
    const other = HOSPITAL.replace('from tools import ALL_TOOLS', 'from tools.ward import WARD_TOOLS as ALL_TOOLS');
    const files = { 'srv/hospital.py': other, 'srv/tools/ward.py': own };
    expect(tools(files, 'srv/tools/ward.py')?.map((t) => t.name)).toEqual(['list_beds', 'book_bed']);
    expect(lint(files, 'srv/tools/ward.py').source?.dynamic).toEqual([]);
  });
});
