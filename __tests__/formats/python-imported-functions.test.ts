/**
 * A tool whose function another module of the repository defines: a server module imports it (or its
 * module) and registers it by a call. The defining module lists the tool at its `def`, its docstring
 * and parameters read there; the registering call's literal name and description override them. What
 * is not provable stays not statically known at the call.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { registrarsOfFunctions } from '../../src/formats/python-source/imported-functions.js';
import { parsePython } from '../../src/formats/python-source/index.js';
import type { Workspace } from '../../src/formats/types.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const SERVER = `from fastmcp import FastMCP

from pkg.tools.garden import plant_seed, water_bed
from pkg import harvest

mcp = FastMCP("garden")

mcp.tool(plant_seed)
mcp.tool()(water_bed)
mcp.add_tool(harvest.pick_fruit, name="pick", description="Picks ripe fruit from a tree.")
mcp.tool(harvest.missing)
`;

const GARDEN = `"""Garden tools."""


def plant_seed(bed: str, depth: int = 2) -> str:
    """Plants a seed in a bed."""
    return bed


async def water_bed(bed: str) -> str:
    """Waters a bed."""
    return bed


def _unregistered() -> int:
    return 1
`;

const HARVEST = `def pick_fruit(tree: str) -> str:
    return tree
`;

const FILES: Record<string, string> = { 'pkg/server.py': SERVER, 'pkg/tools/garden.py': GARDEN, 'pkg/harvest.py': HARVEST };

function lint(files: Record<string, string>, path: string): FileResult {
  return lintSource(path, files[path], { catalogue, workspace: memoryWorkspace(files, { list: 'entries' }) });
}

/** The tools read from `path`, or null when it is no server file. */
function names(files: Record<string, string>, path = 'pkg/tools/garden.py'): string[] | null {
  const result = lint(files, path);
  return result.format === 'python-source' ? (result.source?.tools ?? []).map((t) => t.name) : null;
}

describe('python-source: a function of another module registered by a call', () => {
  it('lists the tools in the module that defines them, at each function name', () => {
    const result = lint(FILES, 'pkg/tools/garden.py');
    expect(result.format).toBe('python-source');
    expect(result.source?.tools).toEqual([
      { name: 'plant_seed', line: 4, column: 5 },
      { name: 'water_bed', line: 9, column: 11 },
    ]);
    expect(result.source?.dynamic).toEqual([]);
    const parsed = parsePython(GARDEN, 'pkg/tools/garden.py', memoryWorkspace(FILES, { list: 'entries' }));
    const tools = (parsed.value as { tools: Record<string, unknown>[] }).tools;
    expect(tools[0]).toMatchObject({
      name: 'plant_seed',
      description: 'Plants a seed in a bed.',
      inputSchema: { type: 'object', properties: { bed: { type: 'string' }, depth: { type: 'integer', default: 2 } }, required: ['bed'] },
    });
  });

  it("follows FastMCP's name_or_fn= keyword to the function, as the positional form", () => {
    const keyword = SERVER.replace('mcp.tool(plant_seed)', 'mcp.tool(name_or_fn=plant_seed)');
    expect(lint({ ...FILES, 'pkg/server.py': keyword }, 'pkg/tools/garden.py').source?.tools).toEqual([
      { name: 'plant_seed', line: 4, column: 5 },
      { name: 'water_bed', line: 9, column: 11 },
    ]);
    // Another keyword is no function registered.
    const other = SERVER.replace('mcp.tool(plant_seed)', 'mcp.tool(name_of_fn=plant_seed)');
    expect(names({ ...FILES, 'pkg/server.py': other })).toEqual(['water_bed']);
  });

  it("takes the registering call's literal name and description, placed at the function", () => {
    const result = lint(FILES, 'pkg/harvest.py');
    expect(result.source?.tools).toEqual([{ name: 'pick', line: 1, column: 5 }]);
    const parsed = parsePython(HARVEST, 'pkg/harvest.py', memoryWorkspace(FILES, { list: 'entries' }));
    expect((parsed.value as { tools: Record<string, unknown>[] }).tools[0]).toMatchObject({ name: 'pick', description: 'Picks ripe fruit from a tree.' });
  });

  it('leaves only what resolves to no function listed as not statically known at the call', () => {
    const result = lint(FILES, 'pkg/server.py');
    expect(result.source?.tools).toEqual([]);
    expect(result.source?.dynamic).toEqual([{ line: 11, column: 1, what: 'a tool registration' }]);
  });

  it('proves nothing from a test, a loop, a rebound function, another argument or a module naming no SDK', () => {
    const dynamicAt = (files: Record<string, string>) => lint(files, 'pkg/server.py').source?.dynamic.map((d) => d.line);
    // A test registers what it tests: never a registrar.
    expect(names({ 'pkg/tests/test_garden.py': SERVER, 'pkg/tools/garden.py': GARDEN })).toBeNull();
    expect(names({ 'pkg/test_server.py': SERVER, 'pkg/tools/garden.py': GARDEN })).toBeNull();
    // A loop's registrations are not read unless it only registers each item of a known list (python-looped-functions.test.ts).
    const loop = SERVER.replace('mcp.tool(plant_seed)\nmcp.tool()(water_bed)', 'for fn in (plant_seed, water_bed):\n    if fn:\n        mcp.tool(fn)');
    expect(names({ ...FILES, 'pkg/server.py': loop })).toBeNull();
    // The name bound otherwise in its module (wrapped) may not be its `def`.
    const rebound = `${GARDEN}\nwater_bed = traced(water_bed)\n`;
    expect(names({ ...FILES, 'pkg/tools/garden.py': rebound })).toEqual(['plant_seed']);
    expect(dynamicAt({ ...FILES, 'pkg/tools/garden.py': rebound })).toEqual([9, 11]);
    // A function its own module registers as well is listed once.
    const decorated = `from fastmcp import FastMCP\n\nmcp = FastMCP("g")\n\n\n@mcp.tool()\n${GARDEN.slice(GARDEN.indexOf('def plant_seed'))}`;
    expect(names({ ...FILES, 'pkg/tools/garden.py': decorated })).toEqual(['plant_seed', 'water_bed']);
    // An argument that may change the tool beyond its name, texts and annotations.
    const shaped = SERVER.replace('mcp.tool(plant_seed)', 'mcp.add_tool(plant_seed, output_schema=SHAPE)');
    expect(names({ ...FILES, 'pkg/server.py': shaped })).toEqual(['water_bed']);
    expect(dynamicAt({ ...FILES, 'pkg/server.py': shaped })).toEqual([8, 11]);
    // Annotations not written as a literal: the tool is read, they are not statically known.
    const annotated = SERVER.replace('mcp.tool(plant_seed)', 'mcp.add_tool(plant_seed, annotations=HINTS)');
    expect(names({ ...FILES, 'pkg/server.py': annotated })).toEqual(['plant_seed', 'water_bed']);
    expect(lint({ ...FILES, 'pkg/server.py': annotated }, 'pkg/tools/garden.py').source?.dynamic).toEqual([
      { line: 4, column: 5, what: "the tool's annotations", pointer: '/tools/0/annotations' },
    ]);
    expect(dynamicAt({ ...FILES, 'pkg/server.py': annotated })).toEqual([11]);
    // A module naming no MCP SDK registers on no server.
    const plain = SERVER.replace('from fastmcp import FastMCP', 'from scheduler import Jobs').replace('FastMCP("garden")', 'Jobs()');
    expect(names({ ...FILES, 'pkg/server.py': plain })).toBeNull();
  });

  it('follows `Tool.from_function(fn, …)` and a function registered under a module alias', () => {
    const server = `from mcp.server.fastmcp import FastMCP\nfrom mcp.server.fastmcp.tools import Tool\nfrom pkg.tools import garden as g\n\nmcp = FastMCP("g")\nmcp.add_tool(Tool.from_function(g.plant_seed, name="sow"))\n`;
    expect(names({ ...FILES, 'pkg/server.py': server })).toEqual(['sow']);
    // The server module registers nothing it lists or leaves unread: no server file of its own.
    expect(lint({ ...FILES, 'pkg/server.py': server }, 'pkg/server.py').source).toBeUndefined();
  });

  it("follows a package's __init__.py that imports the function again, relative or absolute, to its def", () => {
    const files = {
      'orchard/server.py':
        'from mcp.server.fastmcp import FastMCP\n\nfrom .tools import prune_tree, graft\n\nmcp = FastMCP("orchard")\nmcp.tool()(prune_tree)\nmcp.tool()(graft)\n',
      'orchard/tools/__init__.py':
        '"""Orchard tools."""\n\nfrom .pruning import prune_tree\nfrom orchard.tools.grafting import graft_branch as graft\n\n__all__ = ["prune_tree", "graft"]\n',
      'orchard/tools/pruning.py': 'def prune_tree(row: int) -> str:\n    """Prunes every tree of a row."""\n    return str(row)\n',
      'orchard/tools/grafting.py': 'def graft_branch(tree: str) -> str:\n    """Grafts a branch onto a tree."""\n    return tree\n',
    };
    expect(lint(files, 'orchard/tools/pruning.py').source?.tools).toEqual([{ name: 'prune_tree', line: 1, column: 5 }]);
    // Registered under the name the package gives it, the tool is still its function's.
    expect(names(files, 'orchard/tools/grafting.py')).toEqual(['graft_branch']);
    expect(lint(files, 'orchard/server.py').source?.dynamic ?? []).toEqual([]);
    // Near miss: a package that binds the name otherwise (wraps it) proves no def.
    const wrapped = { ...files, 'orchard/tools/__init__.py': `${files['orchard/tools/__init__.py']}prune_tree = logged(prune_tree)\n` };
    expect(names(wrapped, 'orchard/tools/pruning.py')).toBeNull();
    expect(lint(wrapped, 'orchard/server.py').source?.dynamic).toEqual([{ line: 6, column: 1, what: 'a tool registration' }]);
  });

  it("follows a tool object's `.fn` to the function it is made from, in its module or the one it imports", () => {
    const files = {
      'main.py': 'from fastmcp import FastMCP\n\nfrom tools.seeds import seed_tool\n\nmcp = FastMCP("g")\nmcp.add_tool(seed_tool.fn)\n',
      'tools/seeds.py':
        'from fastmcp.tools.tool import Tool\n\nfrom tools.sowing import sow\n\nseed_tool = Tool.from_function(\n    sow,\n    name="sow_seed",\n)\n',
      'tools/sowing.py': '# The tool for sow is made in seeds.py.\n\n\ndef sow(row: int) -> str:\n    """Sows one row."""\n    return str(row)\n',
    };
    // `.fn` is the function itself: its own name and docstring, not the tool object's.
    expect(names(files, 'tools/sowing.py')).toEqual(['sow']);
    expect(lint(files, 'main.py').source).toBeUndefined();
    // A tool object assigned twice may be either.
    const twice = { ...files, 'tools/seeds.py': `${files['tools/seeds.py']}seed_tool = other\n` };
    expect(names(twice, 'tools/sowing.py')).toBeNull();
    expect(lint(twice, 'main.py').source?.dynamic).toEqual([{ line: 6, column: 1, what: 'a tool registration' }]);
  });
});

describe('python-source: registrars kept in a folder beside the functions', () => {
  const REGISTRY = `from mcp.server.fastmcp import FastMCP

from tools.beehive import inspect_hive, smoke_hive


def register_hive_tools(mcp: FastMCP):
    mcp.tool()(inspect_hive)
    mcp.tool(name="smoke", description="Calms the bees with smoke.")(smoke_hive)
`;
  const BEEHIVE = `from mcp.server.fastmcp import Context


async def inspect_hive(ctx: Context, hive_id: str) -> dict:
    """Looks into one hive for the queen."""
    return {}


def smoke_hive(hive_id: str) -> str:
    return hive_id
`;
  const HIVES: Record<string, string> = { 'src/registry/hive_tools.py': REGISTRY, 'src/tools/beehive.py': BEEHIVE, 'src/tools/__init__.py': '' };

  it('lists the functions a sibling folder registers, at their defs in their module', () => {
    const result = lint(HIVES, 'src/tools/beehive.py');
    expect(result.format).toBe('python-source');
    expect(result.source?.tools).toEqual([
      { name: 'inspect_hive', line: 4, column: 11 },
      { name: 'smoke', line: 9, column: 5 },
    ]);
    const parsed = parsePython(BEEHIVE, 'src/tools/beehive.py', memoryWorkspace(HIVES, { list: 'entries' }));
    expect((parsed.value as { tools: Record<string, unknown>[] }).tools).toMatchObject([
      {
        name: 'inspect_hive',
        description: 'Looks into one hive for the queen.',
        inputSchema: { properties: { hive_id: { type: 'string' } }, required: ['hive_id'] },
      },
      { name: 'smoke', description: 'Calms the bees with smoke.' },
    ]);
    // The registering module lists nothing of its own.
    expect(lint(HIVES, 'src/registry/hive_tools.py').source).toBeUndefined();
  });

  it('proves nothing from a lambda, a wrapped function, a rebound name or a test folder beside', () => {
    const lambda = REGISTRY.replace('mcp.tool()(inspect_hive)', 'mcp.tool()(lambda hive_id: inspect_hive(None, hive_id))');
    expect(names({ ...HIVES, 'src/registry/hive_tools.py': lambda }, 'src/tools/beehive.py')).toEqual(['smoke']);
    const wrapped = REGISTRY.replace('mcp.tool()(inspect_hive)', 'mcp.tool()(partial(inspect_hive, None))');
    expect(names({ ...HIVES, 'src/registry/hive_tools.py': wrapped }, 'src/tools/beehive.py')).toEqual(['smoke']);
    const rebound = `${REGISTRY}\ninspect_hive = traced(inspect_hive)\n`;
    expect(names({ ...HIVES, 'src/registry/hive_tools.py': rebound }, 'src/tools/beehive.py')).toEqual(['smoke']);
    const tests = { 'src/tests/hive_tools.py': REGISTRY, 'src/tools/beehive.py': BEEHIVE };
    expect(names(tests, 'src/tools/beehive.py')).toBeNull();
    // Two folders down is no sibling: not searched.
    const deeper = { 'src/registry/hives/hive_tools.py': REGISTRY, 'src/tools/beehive.py': BEEHIVE };
    expect(names(deeper, 'src/tools/beehive.py')).toBeNull();
  });
});

describe('python-source: the search for the modules that register a file', () => {
  const files: Record<string, string> = { ...FILES, 'pkg/weeds.py': 'def pull_weeds() -> None:\n    """Pulls weeds."""\n' };
  /** The registrars of harvest.py and weeds.py, and how often each module near them was read. */
  const search = (stable: boolean) => {
    const base = memoryWorkspace(files, { list: 'entries', stable });
    const reads = new Map<string, number>();
    const head: Workspace['head'] = (path, max) => {
      reads.set(path, (reads.get(path) ?? 0) + 1);
      return base.head(path, max);
    };
    const workspace: Workspace = { ...base, head };
    const found = ['pkg/harvest.py', 'pkg/weeds.py'].map((path) => registrarsOfFunctions(files[path], path, workspace).map((r) => r.path));
    return { found, reads: Object.fromEntries(reads) };
  };

  it('reads each module once in a workspace whose answers never change, with the same answers', () => {
    const once = search(true);
    const each = search(false);
    expect(once.found).toEqual([['pkg/server.py'], []]);
    expect(each.found).toEqual(once.found);
    // harvest.py and weeds.py each read server.py (what it imports, too) where the workspace may change.
    expect(once.reads['pkg/server.py']).toBe(1);
    expect(each.reads['pkg/server.py']).toBe(2);
    // Asked again (a file's reader after its classification), the stable workspace reads nothing more.
    const again = search(true);
    expect(again.reads['pkg/server.py']).toBe(1);
  });
});
