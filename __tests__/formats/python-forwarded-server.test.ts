/**
 * Python tool modules whose server reaches them one step removed: a registrar handed the server by
 * another registrar that was handed it (`def attach_all(server): attach_alpha(server)`, called by the
 * module that builds it), and a module that fetches the server from a getter of its package
 * (`srv = current_server()`, `def current_server() -> FastMCP | None`).
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

function lint(path: string, files: Record<string, string>): FileResult {
  return lintSource(path, files[path], { catalogue, workspace: memoryWorkspace(files, { list: 'entries' }) });
}

/** Each change of `files` leaves the file at `path` out. */
function expectLeftOut(path: string, files: Record<string, string>, changes: readonly Record<string, string>[]): void {
  for (const change of changes) expect(lint(path, { ...files, ...change })).toMatchObject({ format: null, unlisted: true });
}

const ALPHA = `from typing import Optional


def attach_alpha(server) -> None:
    """Weather tools."""

    @server.tool()
    def forecast(city: str) -> str:
        """Tells the forecast for a city."""
        return city

    @server.tool(name="sun times", description="Sunrise and sunset.")
    def sun(city: str, day: Optional[str] = None) -> str:
        return city
`;

const ALL = `from feature_switches import enabled
from relay.handlers.alpha import attach_alpha


def attach_everything(server) -> None:
    if enabled("alpha"):
        attach_alpha(server)
`;

const APP = `from fastmcp import FastMCP

from relay.handlers import attach_everything


def build() -> FastMCP:
    srv = FastMCP("relay")
    attach_everything(srv)
    return srv
`;

describe('python-source: a registrar handed the server by another registrar', () => {
  const files = { 'relay/handlers/alpha.py': ALPHA, 'relay/handlers/__init__.py': ALL, 'relay/app.py': APP, 'relay/__init__.py': '' };

  it('reads the tools when the registrar that calls it was itself handed the server the app builds', () => {
    const result = lint('relay/handlers/alpha.py', files);
    expect(result.format).toBe('python-source');
    expect(result.source?.tools).toEqual([
      { name: 'forecast', line: 8, column: 9 },
      { name: 'sun times', line: 12, column: 23 },
    ]);
    expect(result.findings.map((f) => `${f.ruleId} ${f.range.start.line}:${f.range.start.column}`)).toEqual(['mcp.tool.name-format 12:23']);
  });

  it('reads it through two registrars in a row, and no more', () => {
    const middle = `from relay.handlers import attach_everything\n\n\ndef attach_group(server):\n    attach_everything(server)\n`;
    const two = {
      ...files,
      'relay/group.py': middle,
      'relay/app.py': APP.replace('from relay.handlers import attach_everything', 'from relay.group import attach_group').replace(
        'attach_everything(srv)',
        'attach_group(srv)',
      ),
    };
    expect(lint('relay/handlers/alpha.py', two).source?.tools).toHaveLength(2);
    const three = {
      ...two,
      'relay/outer.py': `from relay.group import attach_group\n\n\ndef attach_outer(server):\n    attach_group(server)\n`,
      'relay/app.py': APP.replace('from relay.handlers import attach_everything', 'from relay.outer import attach_outer').replace(
        'attach_everything(srv)',
        'attach_outer(srv)',
      ),
    };
    expect(lint('relay/handlers/alpha.py', three)).toMatchObject({ format: null, unlisted: true });
  });

  it('follows the server passed by keyword, and a loop over the registrars', () => {
    const ways = [
      APP.replace('attach_everything(srv)', 'attach_everything(server=srv)'),
      APP.replace('attach_everything(srv)', 'for attach in (attach_everything, attach_prompts):\n        attach(srv)'),
      APP.replace('def build()', 'ATTACHERS = [\n    attach_prompts,\n    attach_everything,\n]\n\n\ndef build()').replace(
        'attach_everything(srv)',
        'for attach in ATTACHERS:\n        attach(srv)',
      ),
    ];
    for (const app of ways) expect(lint('relay/handlers/alpha.py', { ...files, 'relay/app.py': app }).source?.tools).toHaveLength(2);
  });

  it('leaves it out when what is passed on is not the parameter the app hands a server', () => {
    const cases: Record<string, string>[] = [
      // The forwarding registrar replaces its parameter before passing it on.
      { 'relay/handlers/__init__.py': ALL.replace('    if enabled', '    server = wrap(server)\n    if enabled') },
      // It passes another name: a module-level object of its own.
      { 'relay/handlers/__init__.py': ALL.replace('attach_alpha(server)', 'attach_alpha(registry)') },
      // The app hands the forwarding registrar something that is no server it builds.
      { 'relay/app.py': APP.replace('attach_everything(srv)', 'attach_everything(router)') },
      // No module calls the forwarding registrar.
      { 'relay/app.py': APP.replace('attach_everything(srv)', 'pass') },
      // The server goes to another keyword.
      { 'relay/app.py': APP.replace('attach_everything(srv)', 'attach_everything(None, router=srv)') },
      // The loop is over other registrars.
      { 'relay/app.py': APP.replace('attach_everything(srv)', 'for attach in (attach_prompts, attach_routes):\n        attach(srv)') },
      // The list the loop is over is assigned again: which one it is, is known only at run time.
      {
        'relay/app.py': APP.replace('def build()', 'ATTACHERS = [attach_everything]\nATTACHERS = load_plugins()\n\n\ndef build()').replace(
          'attach_everything(srv)',
          'for attach in ATTACHERS:\n        attach(srv)',
        ),
      },
    ];
    expectLeftOut('relay/handlers/alpha.py', files, cases);
  });
});

const BIRDS = `from __future__ import annotations


def register(mcp, get_client) -> None:
    @mcp.tool()
    async def count_birds(site: str) -> int:
        """Counts the birds seen at one site."""
        return 0
`;

const PACKAGE = `"""Survey tools: each module's register(mcp, get_client) adds its tools."""

from . import (
    birds,
    moths,
)

MODULES = (
    birds,
    moths,
)


def register_all(mcp, get_client) -> None:
    for module in MODULES:
        module.register(mcp, get_client)
`;

const SURVEY = `from fastmcp import FastMCP

from .tools import register_all

mcp = FastMCP(name="survey")


def get_client():
    return None


register_all(mcp, get_client)
`;

describe('python-source: a loop over tool modules that each take the server', () => {
  const files = {
    'survey/tools/birds.py': BIRDS,
    'survey/tools/moths.py': BIRDS.replace('count_birds', 'count_moths').replace('birds seen', 'moths trapped'),
    'survey/tools/__init__.py': PACKAGE,
    'survey/server.py': SURVEY,
    'survey/__init__.py': '',
  };

  it('reads every module of the loop, its untyped parameter handed the server the package builds', () => {
    const result = lint('survey/tools/birds.py', files);
    expect(result.format).toBe('python-source');
    expect(result.source?.tools).toEqual([{ name: 'count_birds', line: 6, column: 15 }]);
    expect(lint('survey/tools/moths.py', files).source?.tools).toEqual([{ name: 'count_moths', line: 6, column: 15 }]);
    // A literal loop over the modules too.
    const literal = PACKAGE.replace('for module in MODULES:', 'for module in (moths, birds):');
    expect(lint('survey/tools/birds.py', { ...files, 'survey/tools/__init__.py': literal }).source?.tools).toHaveLength(1);
  });

  it('leaves a module out unless the loop takes it and calls its function with the server', () => {
    expectLeftOut('survey/tools/birds.py', files, [
      // The loop is over other modules.
      { 'survey/tools/__init__.py': PACKAGE.replace('MODULES = (\n    birds,\n', 'MODULES = (\n') },
      // It calls another function of each module.
      { 'survey/tools/__init__.py': PACKAGE.replace('module.register(', 'module.describe(') },
      // It hands them something else than its parameter.
      { 'survey/tools/__init__.py': PACKAGE.replace('module.register(mcp,', 'module.register(router,') },
      // The server module hands register_all no server it builds.
      { 'survey/server.py': SURVEY.replace('register_all(mcp, get_client)', 'register_all(make_router(), get_client)') },
      { 'survey/server.py': SURVEY.replace('mcp = FastMCP(name="survey")', 'mcp = FastMCP(name="survey")\nmcp = wrap(mcp)') },
      // The tuple is assigned again.
      { 'survey/tools/__init__.py': PACKAGE.replace('\n\ndef register_all', '\nMODULES = discover()\n\n\ndef register_all') },
    ]);
  });
});

const ORDERS = `from shop.core import current_server as server_now


def attach_orders() -> None:
    srv = server_now()
    if srv is None:
        return

    @srv.tool(description="Lists open orders.")
    def open_orders(limit: int = 20) -> list:
        return []
`;

const CORE = `from mcp.server.fastmcp import FastMCP

_srv: FastMCP | None = None


def current_server() -> FastMCP | None:
    return _srv


def start() -> FastMCP:
    global _srv
    _srv = FastMCP("shop")
    return _srv
`;

describe('python-source: a module that fetches its server from a getter of its package', () => {
  const files = { 'shop/tools/orders.py': ORDERS, 'shop/core.py': CORE, 'shop/__init__.py': '' };

  it('reads the tools registered on what the getter returns', () => {
    const result = lint('shop/tools/orders.py', files);
    expect(result.format).toBe('python-source');
    expect(result.source?.tools).toEqual([{ name: 'open_orders', line: 10, column: 9 }]);
    expect(lint('shop/tools/orders.py', { ...files, 'shop/core.py': CORE.replace('-> FastMCP | None', '-> Optional[FastMCP]') }).source?.tools).toHaveLength(1);
  });

  it('leaves it out when the getter is not proved to return a server', () => {
    const cases: Record<string, string>[] = [
      // The getter is annotated with something else.
      { 'shop/core.py': CORE.replace('-> FastMCP | None', '-> object') },
      // It is not annotated.
      { 'shop/core.py': CORE.replace(' -> FastMCP | None', '') },
      // It takes an argument: which object it gives back depends on it.
      { 'shop/tools/orders.py': ORDERS.replace('server_now()', 'server_now("orders")') },
      // The name is bound to something else too.
      { 'shop/tools/orders.py': ORDERS.replace('    if srv is None:\n        return', '    if srv is None:\n        srv = Registry()') },
      // It comes from a module outside the repository.
      { 'shop/tools/orders.py': ORDERS.replace('from shop.core', 'from vendorlib.core') },
    ];
    expectLeftOut('shop/tools/orders.py', files, cases);
  });
});

const SHELF = `class ShelfTools:
    def __init__(self, root: str) -> None:
        self.root = root

    def register_tools(self, mcp) -> None:
        @mcp.tool()
        def shelve(title: str) -> str:
            """Puts a book back."""
            return title
`;

const TYPED_MAIN = `from fastmcp import FastMCP

from library.shelf import ShelfTools

mcp: FastMCP[None] = FastMCP[None](name="library")
shelf_tools: ShelfTools = ShelfTools(root="/books")
shelf_tools.register_tools(mcp=mcp)
`;

describe('python-source: a typed server and an annotated instance', () => {
  const files = { 'library/shelf.py': SHELF, 'library/main.py': TYPED_MAIN, 'library/__init__.py': '' };

  it('reads the tools of a method an annotated instance is called with a generic FastMCP[None] server by', () => {
    expect(lint('library/shelf.py', files).source?.tools).toEqual([{ name: 'shelve', line: 7, column: 13 }]);
  });

  it('leaves it out when the generic is no SDK server', () => {
    const main = TYPED_MAIN.replace('FastMCP[None](name=', 'Registry[None](name=');
    expect(lint('library/shelf.py', { ...files, 'library/main.py': main })).toMatchObject({ format: null, unlisted: true });
  });
});
