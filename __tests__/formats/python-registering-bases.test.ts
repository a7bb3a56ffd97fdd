/**
 * A server base class of the project whose method stores its keywords as a tool record and serves the records
 * unchanged: `class Scanner(BaseServer)` … `self.register_method(name="…", description="…", params={…})`.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { registeringCalls } from '../../src/formats/python-source/registering-bases.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const BASE = `import logging
from dataclasses import dataclass
from typing import Any, Callable, Dict

from mcp.server import Server
from mcp.types import Tool


@dataclass
class MethodDefinition:
    name: str
    description: str
    params: Dict[str, Any]
    handler: Callable


class BaseServer:
    def __init__(self, name: str):
        self.name = name
        self.methods: Dict[str, MethodDefinition] = {}
        self.logger = logging.getLogger(name)

    def register_method(
        self,
        name: str,
        description: str,
        params: Dict[str, Any],
        handler: Callable,
    ) -> None:
        """Register a tool method."""
        self.methods[name] = MethodDefinition(
            name=name,
            description=description,
            params=params,
            handler=handler,
        )
        self.logger.info(f"Registered method: {name}")

    def _get_tools(self):
        tools = []
        for method in self.methods.values():
            tools.append(Tool(
                name=method.name,
                description=method.description,
                inputSchema={"type": "object"},
            ))
        return tools

    async def run(self) -> None:
        server = Server(self.name)

        @server.list_tools()
        async def list_tools():
            return self._get_tools()
`;

const TOOL = `"""Scanner server."""
from kit import BaseServer

NOTE = """
<not a class body line>
"""


class Scanner(BaseServer):
    def __init__(self):
        super().__init__("scanner")
        self.register_method(
            name="port_scan",
            description="Scan a host for open ports.",
            params={"host": {"type": "string", "description": "Host to scan"}},
            handler=self.port_scan,
        )
        self.register_method(name="ping", description="Ping a host.", params={}, handler=self.ping)

    async def port_scan(self, host: str):
        return host

    async def ping(self):
        return "pong"


if __name__ == "__main__":
    Scanner().register_method(name="outside", description="Not in the class.", params={}, handler=print)
`;

const FILES: Record<string, string> = {
  'packages/kit/pyproject.toml': '[project]\nname = "kit"\n',
  'packages/kit/src/kit/__init__.py': 'from .base import BaseServer\n',
  'packages/kit/src/kit/base.py': BASE,
  'servers/scanner/server.py': TOOL,
};

function lint(files: Record<string, string>, path = 'servers/scanner/server.py'): FileResult {
  return lintSource(path, files[path], { catalogue, workspace: memoryWorkspace(files, { list: 'entries' }) });
}

describe('python-source: tools registered through a base class that serves them', () => {
  it('reads each self.register_method(…) of a subclass at its literals, the base found as the repository own distribution', () => {
    const result = lint(FILES);
    expect(result.format).toBe('python-source');
    expect(result.source?.tools).toEqual([
      { name: 'port_scan', line: 13, column: 18 },
      { name: 'ping', line: 18, column: 35 },
    ]);
    expect(result.source?.dynamic ?? []).toEqual([]);
    expect(result.findings).toEqual([]);
  });

  it('reads the calls of the base class itself and of a base imported by a relative path', () => {
    const own = BASE.replace(
      '        self.logger = logging.getLogger(name)\n',
      '        self.logger = logging.getLogger(name)\n        self.register_method(name="health", description="Report health.", params={}, handler=print)\n',
    );
    expect(lint({ ...FILES, 'packages/kit/src/kit/base.py': own }, 'packages/kit/src/kit/base.py').source?.tools?.map((t) => t.name)).toEqual(['health']);
    const near = { 'app/base.py': BASE, 'app/scanner.py': TOOL.replace('from kit import BaseServer', 'from .base import BaseServer') };
    expect(lint(near, 'app/scanner.py').source?.tools?.map((t) => t.name)).toEqual(['port_scan', 'ping']);
  });

  it('lists a registration whose name is not written as a literal as not statically known', () => {
    const computed = TOOL.replace('name="ping"', 'name=PREFIX + "ping"');
    const result = lint({ ...FILES, 'servers/scanner/server.py': computed });
    expect(result.source?.tools?.map((t) => t.name)).toEqual(['port_scan']);
    expect(result.source?.dynamic?.map((d) => [d.line, d.what])).toEqual([[18, 'a tool']]);
  });

  it('reads nothing when the path from the keywords to the SDK is not shown', () => {
    for (const [path, from, to] of [
      // The method stores something else, or does more than store and log.
      ['packages/kit/src/kit/base.py', 'description=description,\n            params', 'description=description.upper(),\n            params'],
      ['packages/kit/src/kit/base.py', '        self.logger.info(f"Registered method: {name}")\n', '        self.methods.clear()\n'],
      ['packages/kit/src/kit/base.py', 'self.methods[name] = MethodDefinition(', 'self.methods[name.lower()] = MethodDefinition('],
      ['packages/kit/src/kit/base.py', '@dataclass\nclass MethodDefinition:', 'class MethodDefinition(Base):'],
      // The base serves something else, changes the registry elsewhere, or names no SDK.
      ['packages/kit/src/kit/base.py', 'description=method.description,', 'description=method.handler.__doc__,'],
      ['packages/kit/src/kit/base.py', '        return tools\n', '        self.methods.pop("x", None)\n        return tools\n'],
      ['packages/kit/src/kit/base.py', 'from mcp.server import Server\nfrom mcp.types import Tool\n', 'from rpc import Server, Tool\n'],
      // The subclass overrides the method or what serves, has more bases, or imports the base from nowhere known.
      ['servers/scanner/server.py', '    async def ping(self):', '    def _get_tools(self):\n        return []\n\n    async def ping(self):'],
      ['servers/scanner/server.py', '    async def ping(self):', '    def register_method(self, **kw):\n        pass\n\n    async def ping(self):'],
      ['servers/scanner/server.py', 'class Scanner(BaseServer):', 'class Scanner(BaseServer, Mixin):'],
      ['servers/scanner/server.py', 'from kit import BaseServer', 'from toolkit import BaseServer'],
      // The subclass's module changes the registry, or patches the class once made.
      ['servers/scanner/server.py', '        return "pong"\n', '        self.methods.pop("ping", None)\n        return "pong"\n'],
      ['servers/scanner/server.py', '\n\nif __name__', '\n\nScanner.__init__ = lambda self: None\n\nif __name__'],
    ] as const) {
      const files = { ...FILES, [path]: FILES[path].replace(from, to) };
      expect(files[path]).not.toBe(FILES[path]);
      expect(lint(files).source?.tools ?? []).toEqual([]);
    }
    // Two distributions holding the module: which one is installed is not known.
    expect(lint({ ...FILES, 'libs/other/kit/__init__.py': 'from .base import BaseServer\n' }).source?.tools ?? []).toEqual([]);
  });

  it('names the calls by the offset of their self', () => {
    const workspace = memoryWorkspace(FILES, { list: 'entries' });
    const calls = registeringCalls(TOOL, 'servers/scanner/server.py', workspace);
    expect([...calls].map((at) => TOOL.slice(at, at + 21))).toEqual(['self.register_method', 'self.register_method'].map((s) => `${s}(`));
    expect(registeringCalls(TOOL, 'servers/scanner/server.py', undefined)).toEqual(new Set());
  });
});
