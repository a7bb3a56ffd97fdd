/**
 * A function registered through a decorator that keeps it as FastMCP reads it
 * (`mcp.tool()(logged("x")(fn))`, `mcp.tool()(logged(fn))`): a `functools.wraps` wrapper keeps the
 * function's name, docstring and (through `__wrapped__`) parameters, so `fn` is read as if registered bare.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { keeps } from '../../src/formats/python-source/kept-wrappers.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const DECORATORS = `import functools
import logging
from typing import Any, Callable, cast

logger = logging.getLogger(__name__)


def logged(command: str):
    """Logs each call."""

    def decorator(func: Callable[..., Any]) -> Callable[..., Any]:
        @functools.wraps(func)
        async def wrapper(*args: Any, **kwargs: Any) -> Any:
            logger.info("running %s", command)
            return await func(*args, **kwargs)

        return cast(Callable[..., Any], wrapper)

    return decorator


def timed(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        return func(*args, **kwargs)
    return wrapper
`;

const SERVER = `from mcp.server.fastmcp import FastMCP

from pkg.core import logged, timed
from pkg.tools import garden

mcp = FastMCP("garden")

mcp.tool()(logged("plant")(garden.plant_seed))
mcp.tool()(
    timed(garden.water_bed)
)
`;

const GARDEN = `"""Garden tools."""


async def plant_seed(bed: str, depth: int = 2) -> str:
    """Plants a seed in a bed."""
    return bed


def water_bed(bed: str) -> str:
    """Waters a bed."""
    return bed
`;

const FILES: Record<string, string> = {
  'pkg/server.py': SERVER,
  'pkg/core/__init__.py': 'from pkg.core.decorators import logged, timed\n\n__all__ = ["logged", "timed"]\n',
  'pkg/core/decorators.py': DECORATORS,
  'pkg/tools/__init__.py': '',
  'pkg/tools/garden.py': GARDEN,
};

function lint(files: Record<string, string>, path: string): FileResult {
  return lintSource(path, files[path], { catalogue, workspace: memoryWorkspace(files, { list: 'entries' }) });
}

describe('python-source: a registered function wrapped by a decorator that keeps it', () => {
  it('reads the imported function in its module, through a re-exported decorator factory or decorator', () => {
    const result = lint(FILES, 'pkg/tools/garden.py');
    expect(result.format).toBe('python-source');
    expect(result.source?.tools).toEqual([
      { name: 'plant_seed', line: 4, column: 11 },
      { name: 'water_bed', line: 9, column: 5 },
    ]);
    expect(result.findings).toEqual([]);
    expect(lint(FILES, 'pkg/server.py').source?.dynamic ?? []).toEqual([]);
  });

  it('reads a function of the file wrapped by a decorator of the file', () => {
    const text = `${DECORATORS}
from fastmcp import FastMCP

mcp = FastMCP("one")


async def prune(branch: str) -> str:
    """Prunes a branch."""
    return branch


mcp.tool()(logged("prune")(prune))
`;
    const result = lintSource('one.py', text, { catalogue, workspace: memoryWorkspace({ 'one.py': text }) });
    expect(result.source?.tools).toEqual([{ name: 'prune', line: 33, column: 11 }]);
    expect(result.source?.dynamic ?? []).toEqual([]);
  });

  it('tells a decorator that keeps the function from one that may not', () => {
    expect(keeps(DECORATORS, 'logged')).toBe('factory');
    expect(keeps(DECORATORS, 'timed')).toBe('decorator');
    for (const changed of [
      DECORATORS.replace('        @functools.wraps(func)\n', ''),
      DECORATORS.replace('@functools.wraps(func)\n        async', '@functools.wraps(print)\n        async'),
      DECORATORS.replace('        return cast(', '        wrapper.__doc__ = command\n        return cast('),
      DECORATORS.replace('        return cast(', '        wrapper.__name__ += command\n        return cast('),
      DECORATORS.replace('    return decorator', '    return decorator if command else print'),
      DECORATORS.replace('return cast(Callable[..., Any], wrapper)', 'return func'),
      DECORATORS.replace('import functools', 'import functools\nfrom mylib import wraps').replace('@functools.wraps(func)', '@wraps(func)'),
    ])
      expect(keeps(changed, 'logged')).toBeUndefined();
    expect(keeps(DECORATORS.replace('import functools', 'from functools import wraps').replace('@functools.wraps(func)', '@wraps(func)'), 'logged')).toBe(
      'factory',
    );
  });

  it('leaves a registration through a decorator not shown to keep the function not statically known', () => {
    const files = { ...FILES, 'pkg/core/decorators.py': DECORATORS.replaceAll(/ {0,4}@functools\.wraps\(func\)\n/g, '') };
    expect(lint(files, 'pkg/tools/garden.py').source?.tools ?? []).toEqual([]);
    expect(lint(files, 'pkg/server.py').source?.dynamic?.map((d) => [d.line, d.what])).toEqual([
      [8, 'a tool registration'],
      [9, 'a tool registration'],
    ]);
  });
});
