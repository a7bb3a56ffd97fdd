/**
 * A Python tool module handed its server, reached by its caller otherwise than by importing the function
 * from it: through a package's re-exports (`from .probes import *`), as an attribute of its module (`from
 * . import catalog` … `catalog.register(server)`), or as a method of an instance of its class. The server
 * is bound where the caller builds it: inside the function that hands it on, or as `self.app` in `__init__`.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

function lint(path: string, files: Record<string, string>): FileResult {
  return lintSource(path, files[path], { catalogue, workspace: memoryWorkspace(files, { list: 'entries' }) });
}

const PING = `"""Ping probe."""


def attach_ping(server, client):
    """Adds the ping probe."""

    @server.tool()
    def ping_host(host: str, count: int = 3) -> str:
        """Sends ICMP echo requests to a host and reports the round trips."""
        return client.run("ping", host, count)

    server.add_tool(client.extra_probe)
`;

/** A package whose launcher star-imports the probes, re-exported by two \`__init__.py\`, and builds its server in a function. */
const PROBES: Record<string, string> = {
  'pkg/svc/probes/net/ping.py': PING,
  'pkg/svc/probes/net/__init__.py': 'from .ping import attach_ping\n',
  'pkg/svc/probes/__init__.py': '# Probes, by family.\nfrom .net import (\n    attach_ping,  # ICMP\n)\n',
  'pkg/svc/launch.py': `from mcp.server.fastmcp import FastMCP
from .probes import *


def build(client):
    server = FastMCP("probes")
    attach_ping(server, client)
    return server
`,
};

const CATALOG = `from .store import lookup


def register(app, settings) -> None:
    @app.tool(name="catalog_find")
    def find(term: str) -> list:
        """Finds catalog entries whose title holds a term."""
        return lookup(settings, term)
`;

const SHELF = `class ShelfTools:
    def __init__(self, store):
        self.store = store

    def mount(self, app):
        @app.tool(description="Lists the shelves of a store.")
        async def list_shelves() -> str:
            return str(self.store.shelves())
`;

function entry(result: FileResult) {
  return { format: result.format, tools: result.source?.tools, dynamic: result.source?.dynamic?.map(({ line, column }) => ({ line, column })) };
}

describe('python-source: a module handed its server, reached through re-exports, its module or its class', () => {
  it('reads a function re-exported by its packages and star-imported by the module that builds the server in a function', () => {
    expect(entry(lint('pkg/svc/probes/net/ping.py', PROBES))).toEqual({
      format: 'python-source',
      tools: [{ name: 'ping_host', line: 8, column: 9 }],
      dynamic: [{ line: 12, column: 5 }],
    });
  });

  it('reads a function called as an attribute of its module', () => {
    const files = {
      'lib/shop/catalog.py': CATALOG,
      'lib/shop/server.py': `from fastmcp import FastMCP\nfrom . import catalog, config\n\nmcp = FastMCP("shop")\ncatalog.register(mcp, config.load())\n`,
    };
    expect(entry(lint('lib/shop/catalog.py', files))).toEqual({ format: 'python-source', tools: [{ name: 'catalog_find', line: 5, column: 20 }], dynamic: [] });
  });

  it('reads a method called on an instance of its class, given the server the caller keeps as an attribute', () => {
    const files = {
      'app/tools/shelf.py': SHELF,
      'app/main.py': `from fastmcp import FastMCP
from .tools.shelf import ShelfTools


class Library:
    def __init__(self, store):
        self.app = FastMCP("library")
        shelves = ShelfTools(store)
        shelves.mount(self.app)
`,
    };
    expect(entry(lint('app/tools/shelf.py', files))).toEqual({ format: 'python-source', tools: [{ name: 'list_shelves', line: 7, column: 19 }], dynamic: [] });
  });

  it('leaves it out when the caller does not certainly hand it the server it builds', () => {
    const cases: [string, Record<string, string>][] = [
      // The package's `__all__` leaves the function out of `*`.
      ['pkg/svc/probes/net/ping.py', { ...PROBES, 'pkg/svc/probes/__init__.py': `${PROBES['pkg/svc/probes/__init__.py']}__all__ = ["other"]\n` }],
      // The name given is bound to something else too.
      ['pkg/svc/probes/net/ping.py', { ...PROBES, 'pkg/svc/launch.py': `${PROBES['pkg/svc/launch.py']}\n\ndef later():\n    server = None\n` }],
      // The re-export names another module's function.
      ['pkg/svc/probes/net/ping.py', { ...PROBES, 'pkg/svc/probes/net/__init__.py': 'from .trace import attach_ping\n' }],
      // A test builds the server and hands it over: no server the package runs.
      [
        'lib/shop/catalog.py',
        {
          'lib/shop/catalog.py': CATALOG,
          'lib/shop/test_catalog.py': `from fastmcp import FastMCP\nfrom . import catalog\n\nmcp = FastMCP("t")\ncatalog.register(mcp, {})\n`,
        },
      ],
      // The attribute is another module's.
      [
        'lib/shop/catalog.py',
        {
          'lib/shop/catalog.py': CATALOG,
          'lib/shop/server.py': `from fastmcp import FastMCP\nfrom . import orders\n\nmcp = FastMCP("shop")\norders.register(mcp, {})\n`,
        },
      ],
      // The instance is of a class of another module.
      [
        'app/tools/shelf.py',
        {
          'app/tools/shelf.py': SHELF,
          'app/main.py': `from fastmcp import FastMCP\nfrom .tools.shelf import ShelfTools\nfrom .other import Racks\n\nmcp = FastMCP("l")\nracks = Racks()\nracks.mount(mcp)\n`,
        },
      ],
    ];
    for (const [path, files] of cases) expect(lint(path, files)).toMatchObject({ format: null, unlisted: true });
  });
});
