/**
 * Functions a server module registers in a loop over a known list of them (`for fn in TOOLS:
 * mcp.tool()(fn)`, `for fn in registry.get_all_tools(): mcp.tool(fn)`): each read as the call written
 * once for it would be, at its `def` in the module that defines it. A list not provably known, or a loop
 * doing more than registering, stays not statically known at the call.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const SERVER = `from fastmcp import FastMCP

from pkg import registry

mcp = FastMCP("garden")

for tool_func in registry.get_all_tools():
    mcp.tool(tool_func)
`;

const REGISTRY = `"""Garden tools."""


def get_all_tools() -> list:
    """All the tools to register."""
    tools = [
        # Beds
        plant_seed,
        water_bed,
    ]
    return tools


def plant_seed(bed: str) -> str:
    """Plants a seed in a bed."""
    return bed


async def water_bed(bed: str) -> str:
    """Waters a bed."""
    return bed
`;

function lint(files: Record<string, string>, path: string): FileResult {
  return lintSource(path, files[path], { catalogue, workspace: memoryWorkspace(files, { list: 'entries' }) });
}

/** The tools read from `path`, and what it lists as not statically known. */
function read(files: Record<string, string>, path: string): { tools: string[]; dynamic: string[] } {
  const result = lint(files, path);
  return { tools: (result.source?.tools ?? []).map((t) => t.name), dynamic: (result.source?.dynamic ?? []).map((d) => d.what) };
}

describe('python-source: functions registered in a loop over a known list', () => {
  it('reads the list a function of another module returns, at each def there', () => {
    const files = { 'pkg/server.py': SERVER, 'pkg/registry.py': REGISTRY };
    const result = lint(files, 'pkg/registry.py');
    expect(result.format).toBe('python-source');
    expect(result.source?.tools).toEqual([
      { name: 'plant_seed', line: 14, column: 5 },
      { name: 'water_bed', line: 19, column: 11 },
    ]);
    expect(result.findings).toEqual([]);
    expect(read(files, 'pkg/server.py').dynamic).toEqual([]);
  });

  it('reads a literal in the loop, a constant of the file, and a constant of another module', () => {
    const own = `from mcp.server.fastmcp import FastMCP

mcp = FastMCP("own")


def ping() -> str:
    """Answers pong."""
    return "pong"


def echo(text: str) -> str:
    """Echoes the text."""
    return text


TOOLS = (ping, echo)

for fn in [ping, echo]:
    mcp.tool()(fn)
for fn in TOOLS:
    mcp.add_tool(fn)
`;
    const result = lint({ 'server.py': own }, 'server.py');
    expect(result.source?.tools).toEqual([
      { name: 'ping', line: 6, column: 5 },
      { name: 'echo', line: 11, column: 5 },
    ]);
    expect(result.source?.dynamic).toEqual([]);

    const server = `from mcp.server.fastmcp import FastMCP
from pkg.tools import ALL_TOOLS

mcp = FastMCP("pkg")
for fn in ALL_TOOLS:
    mcp.tool()(fn)
`;
    const tools = `from pkg.weather import forecast


def ping() -> str:
    """Answers pong."""
    return "pong"


ALL_TOOLS = [ping, forecast]
`;
    const weather = `def forecast(city: str) -> str:
    """Forecasts the weather of a city."""
    return city
`;
    const files = { 'pkg/server.py': server, 'pkg/tools.py': tools, 'pkg/weather.py': weather };
    expect(read(files, 'pkg/tools.py').tools).toEqual(['ping']);
    expect(lint(files, 'pkg/weather.py').source?.tools).toEqual([{ name: 'forecast', line: 1, column: 5 }]);
    expect(read(files, 'pkg/server.py').dynamic).toEqual([]);
  });

  it("reads a module's constant in a function handed the server", () => {
    const server = `from mcp.server.fastmcp import FastMCP

from . import pond


def register(mcp: FastMCP) -> None:
    for fn in pond.TOOLS:  # every pond tool
        mcp.tool()(fn)
`;
    const pond = `def feed_fish(grams: int) -> str:
    """Feeds the fish."""
    return str(grams)


TOOLS = [
    feed_fish,
]
`;
    const files = { 'garden/server.py': server, 'garden/pond.py': pond };
    expect(lint(files, 'garden/pond.py').source?.tools).toEqual([{ name: 'feed_fish', line: 1, column: 5 }]);
    expect(read(files, 'garden/server.py').dynamic).toEqual([]);
    // Changed where it is registered: not all it holds is known.
    const removed = server.replace('    for fn', '    pond.TOOLS.pop()\n    for fn');
    expect(read({ ...files, 'garden/server.py': removed }, 'garden/pond.py').tools).toEqual([]);
  });

  it('reads a loop over the modules of a literal, in a module handed the server naming no SDK', () => {
    const files = {
      'shop/server.py': `from fastmcp import FastMCP

from shop.tools import register_all

mcp = FastMCP("shop")
register_all(mcp)
`,
      'shop/tools/__init__.py': `from . import cart, stock

_MODULES = [cart, stock]


def register_all(mcp):
    """Registers every tool."""
    for mod in _MODULES:
        for fn in mod.__all_tools__:
            mcp.tool()(fn)
`,
      'shop/tools/cart.py': `def add_item(sku: str) -> str:
    """Adds an item to the cart."""
    return sku


__all_tools__ = [add_item]
`,
      'shop/tools/stock.py': `def count_stock(sku: str) -> int:
    """Counts the stock of an item."""
    return len(sku)


__all_tools__ = (count_stock,)
`,
    };
    expect(lint(files, 'shop/tools/cart.py').source?.tools).toEqual([{ name: 'add_item', line: 1, column: 5 }]);
    expect(lint(files, 'shop/tools/stock.py').source?.tools).toEqual([{ name: 'count_stock', line: 1, column: 5 }]);
    expect(read(files, 'shop/tools/__init__.py').dynamic).toEqual([]);
    // The inner loop over another name than the outer's module, or a list of modules made at run time: not read.
    for (const changed of ['for fn in other.__all_tools__:', 'for mod in load_modules():']) {
      const init = files['shop/tools/__init__.py'].replace(changed.startsWith('for fn') ? 'for fn in mod.__all_tools__:' : 'for mod in _MODULES:', changed);
      const edited = { ...files, 'shop/tools/__init__.py': init };
      expect([changed, read(edited, 'shop/tools/cart.py').tools]).toEqual([changed, []]);
    }
    // A server that is no package's: the loop's module registers nothing read.
    const unserved = { ...files, 'shop/server.py': 'print("no server")\n' };
    expect(read(unserved, 'shop/tools/cart.py').tools).toEqual([]);
  });

  it('reads no list a function around the loop takes as a parameter', () => {
    const shadowed = `from mcp.server.fastmcp import FastMCP


def ping() -> str:
    """Answers pong."""
    return "pong"


TOOLS = [ping]


def register(mcp: FastMCP, TOOLS) -> None:
    for fn in TOOLS:
        mcp.tool()(fn)


def register_each(mcp: FastMCP, ping) -> None:
    for fn in [ping]:
        mcp.tool()(fn)
`;
    expect(read({ 'server.py': shadowed }, 'server.py')).toEqual({ tools: [], dynamic: ['a tool registration', 'a tool registration'] });
    const plain = shadowed.replace('mcp: FastMCP, TOOLS)', 'mcp: FastMCP)').replace('mcp: FastMCP, ping)', 'mcp: FastMCP)');
    expect(read({ 'server.py': plain }, 'server.py')).toEqual({ tools: ['ping'], dynamic: [] });
  });

  it('reads the literal of a list that may gain items, the registration also not statically known', () => {
    const registry = REGISTRY.replace('    return tools', '    if FLAG:\n        tools.append(extra)\n    return tools');
    const files = { 'pkg/server.py': SERVER, 'pkg/registry.py': registry };
    expect(read(files, 'pkg/registry.py').tools).toEqual(['plant_seed', 'water_bed']);
    expect(read(files, 'pkg/server.py').dynamic).toEqual(['a tool registration']);
  });

  it('reads the items that are functions, the registration of the others not statically known', () => {
    const registry = REGISTRY.replace('        water_bed,\n', '        water_bed,\n        missing,\n');
    const files = { 'pkg/server.py': SERVER, 'pkg/registry.py': registry };
    expect(read(files, 'pkg/registry.py').tools).toEqual(['plant_seed', 'water_bed']);
    expect(read(files, 'pkg/server.py').dynamic).toEqual(['a tool registration']);
  });

  it('reads no list it cannot prove, nor a loop doing more than registering', () => {
    const cases: [string, Record<string, string>][] = [
      [
        'a list losing items',
        { 'pkg/server.py': SERVER, 'pkg/registry.py': REGISTRY.replace('    return tools', '    tools.remove(water_bed)\n    return tools') },
      ],
      ['a list built at run time', { 'pkg/server.py': SERVER, 'pkg/registry.py': REGISTRY.replace(/tools = \[[^\]]*\]/, 'tools = discover()') }],
      ['a function taking parameters', { 'pkg/server.py': SERVER.replace('get_all_tools()', 'get_all_tools(1)'), 'pkg/registry.py': REGISTRY }],
      ['a list of calls', { 'pkg/server.py': SERVER, 'pkg/registry.py': REGISTRY.replace('plant_seed,\n        water_bed,', 'wrap(plant_seed),') }],
      ['a second return', { 'pkg/server.py': SERVER, 'pkg/registry.py': REGISTRY.replace('    tools = [', '    if FLAG:\n        return []\n    tools = [') }],
      [
        'a filtered loop',
        {
          'pkg/server.py': SERVER.replace('    mcp.tool(tool_func)', '    if tool_func.__name__ != "x":\n        mcp.tool(tool_func)'),
          'pkg/registry.py': REGISTRY,
        },
      ],
      ['a loop doing more', { 'pkg/server.py': `${SERVER}    print(tool_func)\n`, 'pkg/registry.py': REGISTRY }],
      ['a name given in the loop', { 'pkg/server.py': SERVER.replace('mcp.tool(tool_func)', 'mcp.tool(name="x")(tool_func)'), 'pkg/registry.py': REGISTRY }],
      ['another variable registered', { 'pkg/server.py': SERVER.replace('mcp.tool(tool_func)', 'mcp.tool(other)'), 'pkg/registry.py': REGISTRY }],
    ];
    for (const [what, files] of cases) {
      expect([what, read(files, 'pkg/registry.py').tools]).toEqual([what, []]);
      expect([what, read(files, 'pkg/server.py').dynamic.length]).toEqual([what, 1]);
    }
  });
});
