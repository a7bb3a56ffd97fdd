/**
 * A decorator factory of another module of the repository that hands each function it decorates to
 * FastMCP's `x.tool(…)` (imported-factories.ts): `@shelved(mcp, "shelf.count")` named by the literal
 * handed to the factory's name parameter, `@depot_tool()` by the function's own name, with what the factory
 * computes itself listed as not statically known; any other shape is not read.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { extractTools } from '../../src/formats/python-source/extract.js';
import { factoryIn } from '../../src/formats/python-source/imported-factories.js';
import { fromModules } from '../../src/formats/python-source/registered-elsewhere.js';
import type { Workspace } from '../../src/formats/types.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const CATALOG = `"""Which shelves are open, and how a tool joins one."""
from dataclasses import dataclass
from typing import Callable

from fastmcp import FastMCP


MAIN = "main"


@dataclass(frozen=True)
class Entry:
    """A tool's shelf and hints."""

    label: str
    shelf: str = MAIN
    writes: bool = False

    def hints(self) -> dict[str, bool | str]:
        """The tool's annotations."""
        return {"title": self.label, "destructiveHint": self.writes, "openWorldHint": False}


ENTRIES: dict[str, Entry] = {
    "shelf.count": Entry("Count Books"),
    "shelf.find": Entry(label="Find Book", shelf="search", writes=True),
}


def shelf_open(key: str) -> bool:
    return ENTRIES[key].shelf == "main"


def shelved(server: FastMCP, key: str) -> Callable:
    """Registers a tool when its shelf is open."""
    entry = ENTRIES[key]

    def decorator(fn: Callable) -> Callable:
        if not shelf_open(key):
            return fn
        return server.tool(
            name=key,
            title=entry.label,
            annotations=entry.hints(),
            meta={"shelf": entry.shelf},
        )(fn)

    return decorator
`;

const BOOKS = `from fastmcp import FastMCP

from ..tools.catalog import shelved


def register_book_tools(mcp: FastMCP) -> None:
    """Adds the book tools."""

    @shelved(mcp, "shelf.count")
    def count_books(room: str) -> int:
        """Counts the books in a room."""
        return 0

    @shelved(mcp, key="shelf.find")
    async def find_book(title: str, exact: bool = False) -> str:
        """Finds a book by its title."""
        return title
`;

const DEPOT = `import functools
import inspect
from typing import Any, Callable, cast

from mcp.server.mcpserver import MCPServer

mcp = MCPServer("depot")
KINDS = {"list_crates": "read"}
GUARD = False
_known: set[str] = set()


def _guarded[F: Callable[..., Any]](func: F, label: str) -> F:
    @functools.wraps(func)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        return func(*args, **kwargs)

    wrapper.__signature__ = inspect.signature(func)
    return cast(F, wrapper)


def _hints(name: str) -> dict[str, bool]:
    return {"readOnlyHint": KINDS.get(name) == "read"}


def _trim(schema: dict) -> None:
    schema.pop("title", None)


def depot_tool[F: Callable[..., Any]](**kwargs: Any) -> Callable[[F], F]:
    """Registers a depot tool with its hints."""

    def decorator(func: F) -> F:
        name = func.__name__
        _known.add(name)
        target = func
        if GUARD:
            target = _guarded(func, name)
        done = mcp.tool(annotations=_hints(name), **kwargs)(target)
        try:
            registered = mcp._tool_manager.get_tool(kwargs.get("name") or name)
        except KeyError:
            registered = None
        if registered is not None:
            _trim(registered.parameters)
        return done

    return decorator
`;

const CRATES = `from app.server import depot_tool


@depot_tool()
def list_crates(aisle: int) -> list[str]:
    """Lists the crates in an aisle."""
    return []


@depot_tool(name="crate_weight", description="Weighs one crate.")
def weigh(crate: str) -> float:
    return 0.0
`;

const FILES: Record<string, string> = {
  'pkg/__init__.py': '',
  'pkg/tools/__init__.py': '',
  'pkg/tools/catalog.py': CATALOG,
  'pkg/shelves/__init__.py': '',
  'pkg/shelves/books.py': BOOKS,
  'app/__init__.py': '',
  'app/server.py': DEPOT,
  'app/tools/__init__.py': '',
  'app/tools/crates.py': CRATES,
};

function lint(files: Record<string, string>, path: string, workspace: Workspace = memoryWorkspace(files, { list: 'entries' })): FileResult {
  return lintSource(path, files[path], { catalogue, workspace });
}

function read(files: Record<string, string>, path: string) {
  return extractTools(files[path], fromModules(files[path], path, memoryWorkspace(files, { list: 'entries' })));
}

const dynamic = (result: FileResult) => (result.source?.dynamic ?? []).map((d) => [d.line, d.what]);

describe('python-source: a decorator factory of another module', () => {
  it('names each tool by the literal handed to the factory, describes it by its docstring', () => {
    const result = lint(FILES, 'pkg/shelves/books.py');
    expect(result.format).toBe('python-source');
    expect(result.source?.tools).toEqual([
      { name: 'shelf.count', line: 9, column: 19 },
      { name: 'shelf.find', line: 14, column: 23 },
    ]);
    expect(dynamic(result)).toEqual([
      [9, "the tool's meta (given by shelved)"],
      [14, "the tool's meta (given by shelved)"],
    ]);
    expect(result.findings).toEqual([]);
    const { tools } = read(FILES, 'pkg/shelves/books.py');
    expect(tools[0]).toMatchObject({
      name: 'shelf.count',
      title: 'Count Books',
      description: 'Counts the books in a room.',
      annotations: { title: 'Count Books', destructiveHint: false, openWorldHint: false },
    });
    expect(tools[1]).toMatchObject({ title: 'Find Book', annotations: { title: 'Find Book', destructiveHint: true, openWorldHint: false } });
    expect(tools[1].inputSchema).toEqual({
      type: 'object',
      properties: { title: { type: 'string' }, exact: { type: 'boolean', default: false } },
      required: ['title'],
    });
    // The factory's own call is read where it is used, not listed in its module.
    expect(dynamic(lint(FILES, 'pkg/tools/catalog.py'))).toEqual([]);
  });

  it('names a tool after its function, or by the keywords the factory hands on, with the schema it edits not known', () => {
    const result = lint(FILES, 'app/tools/crates.py');
    expect(result.format).toBe('python-source');
    expect(result.source?.tools).toEqual([
      { name: 'list_crates', line: 5, column: 5 },
      { name: 'crate_weight', line: 10, column: 18 },
    ]);
    expect(dynamic(result)).toEqual([
      [4, "the tool's input schema (changed by depot_tool)"],
      [4, "the tool's annotations (given by depot_tool)"],
      [10, "the tool's input schema (changed by depot_tool)"],
      [10, "the tool's annotations (given by depot_tool)"],
    ]);
    const { tools } = read(FILES, 'app/tools/crates.py');
    expect(tools[0]).toMatchObject({ description: 'Lists the crates in an aisle.', inputSchema: { type: 'object' } });
    expect(tools[1]).toMatchObject({ name: 'crate_weight', description: 'Weighs one crate.' });
    expect(dynamic(lint(FILES, 'app/server.py'))).toEqual([]);
  });

  it('reads alike with a remembering workspace, and says the use rests on the factory module', () => {
    const drawn = new Set<string>();
    const workspace = { ...memoryWorkspace(FILES, { list: 'entries', stable: true }), drawsOn: (path: string) => drawn.add(path) };
    expect(lint(FILES, 'pkg/shelves/books.py', workspace).source?.tools?.map((t) => t.name)).toEqual(['shelf.count', 'shelf.find']);
    expect(lint(FILES, 'app/tools/crates.py', workspace).source?.tools?.map((t) => t.name)).toEqual(['list_crates', 'crate_weight']);
    expect(drawn).toEqual(new Set(['pkg/tools/catalog.py', 'app/server.py']));
  });

  it('does not read a factory that may name, describe or register the function otherwise', () => {
    expect(factoryIn(CATALOG, 'shelved')).toMatchObject({ named: 'key', forwards: false, keys: ['annotations', 'meta', 'title'], schema: true });
    expect(factoryIn(DEPOT, 'depot_tool')).toMatchObject({ named: undefined, forwards: true, keys: ['annotations'], schema: false });
    for (const changed of [
      CATALOG.replace('name=key,', 'name=f"shelf.{key}",'),
      CATALOG.replace('server: FastMCP, key: str)', 'server: FastMCP, key: str = "shelf.count")'),
      CATALOG.replace('title=entry.label,', 'description=entry.label,'),
      CATALOG.replace('server: FastMCP,', 'server,'),
      CATALOG.replace('    entry = ENTRIES[key]\n', '    key = key.upper()\n    entry = ENTRIES[key]\n'),
      CATALOG.replace('        if not shelf_open(key):', '        fn.__name__ = key\n        if not shelf_open(key):'),
      CATALOG.replace('            return fn\n', '            return server.tool(fn)\n'),
      CATALOG.replace('    return decorator', '    return decorator if key else print'),
      CATALOG.replace(')(fn)', ')(print)'),
      CATALOG.replace('        return server.tool(', '        setattr(fn, "__doc__", key)\n        return server.tool('),
    ])
      expect(factoryIn(changed, 'shelved')).toBeUndefined();
    for (const changed of [
      DEPOT.replace('    @functools.wraps(func)\n', ''),
      DEPOT.replace('    wrapper.__signature__', '    wrapper.__doc__ = label\n    wrapper.__signature__'),
      DEPOT.replace('            _trim(registered.parameters)', '            registered.description = "x"'),
      DEPOT.replace('        name = func.__name__', '        kwargs["name"] = func.__name__.upper()\n        name = func.__name__'),
      DEPOT.replace('        return done', '        mcp.remove_tool(name)\n        return done'),
      DEPOT.replace('mcp = MCPServer("depot")', 'mcp = make_server()'),
      DEPOT.replace('_trim(registered.parameters)', '_trim(registered)'),
      DEPOT.replace('        return done', '        done.__doc__ = None\n        return done'),
      DEPOT.replace('def depot_tool[', '@functools.cache\ndef depot_tool['),
    ])
      expect(factoryIn(changed, 'depot_tool')).toBeUndefined();
  });

  it('reads the title and annotations off the record only when the registry and its class are certain', () => {
    const known = (catalog: string) => factoryIn(catalog, 'shelved')?.known.get('shelf.find') ?? {};
    expect(Object.keys(known(CATALOG))).toEqual(['title', 'annotations']);
    for (const changed of [
      CATALOG.replace('@dataclass(frozen=True)', '@dataclass'),
      CATALOG.replace('\n\ndef shelf_open', '\n\nENTRIES["shelf.find"] = Entry("Other")\n\n\ndef shelf_open'),
      CATALOG.replace('\n\ndef shelf_open', '\n\nENTRIES.update(extra)\n\n\ndef shelf_open'),
      CATALOG.replace('    writes: bool = False\n', '    writes: bool = False\n\n    def __post_init__(self) -> None:\n        pass\n'),
      CATALOG.replace('    entry = ENTRIES[key]\n', '    entry = ENTRIES[key]\n    entry = ENTRIES["shelf.count"]\n'),
    ])
      expect(known(changed)).toEqual({});
    // A field written otherwise than as a literal leaves what reads it not statically known, and only that.
    expect(known(CATALOG.replace('label="Find Book"', 'label=FIND'))).toEqual({});
    expect(known(CATALOG.replace('writes=True', 'writes=WRITES'))).toEqual({ title: 'Find Book' });
  });

  it('lists a use it cannot follow as not statically known', () => {
    const called = BOOKS.replace('    @shelved(mcp, "shelf.count")\n    def count_books', '    def count_books').concat(
      '\n    shelved(mcp, "shelf.count")(count_books)\n',
    );
    const result = lint({ ...FILES, 'pkg/shelves/books.py': called }, 'pkg/shelves/books.py');
    expect(result.source?.tools?.map((t) => t.name)).toEqual(['shelf.find']);
    expect(dynamic(result)).toContainEqual([18, 'a tool registration']);
    const unnamed = BOOKS.replace('@shelved(mcp, "shelf.count")', '@shelved(mcp, next_key())');
    expect(dynamic(lint({ ...FILES, 'pkg/shelves/books.py': unnamed }, 'pkg/shelves/books.py'))).toContainEqual([9, 'a tool registration']);
    const doubled = CRATES.replace('@depot_tool(name="crate_weight", ', '@depot_tool(annotations={}, ');
    expect(dynamic(lint({ ...FILES, 'app/tools/crates.py': doubled }, 'app/tools/crates.py'))).toContainEqual([10, 'a tool registration']);
    // A factory its own module calls too keeps its registration listed there.
    const catalog = `${CATALOG}\n\nshelved(FastMCP("x"), "shelf.count")(print)\n`;
    const line = catalog.split('\n').findIndex((text) => text.includes('return server.tool(')) + 1;
    expect(dynamic(lint({ ...FILES, 'pkg/tools/catalog.py': catalog }, 'pkg/tools/catalog.py'))).toContainEqual([line, 'a tool registration']);
  });

  it('does not follow a factory imported from a test module, or bound again by the file', () => {
    const files = { ...FILES, 'pkg/tests/catalog.py': CATALOG, 'pkg/shelves/books.py': BOOKS.replace('..tools.catalog', '..tests.catalog') };
    expect(lint(files, 'pkg/shelves/books.py').source?.tools ?? []).toEqual([]);
    const rebound = CRATES.replace('\n\n@depot_tool()', '\ndepot_tool = print\n\n@depot_tool()');
    const result = lint({ ...FILES, 'app/tools/crates.py': rebound }, 'app/tools/crates.py');
    expect(result.source?.tools ?? []).toEqual([]);
  });
});
