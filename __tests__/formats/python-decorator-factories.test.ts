/**
 * A file's own decorator factory that hands each function it decorates to FastMCP's `x.tool` unchanged
 * (`@section_tool("garden")` whose inner decorator returns `mcp.tool(func)`): read as `@mcp.tool()`.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PATH = 'garden/server.py';
function lint(text: string): FileResult {
  return lintSource(PATH, text, { catalogue, workspace: memoryWorkspace({ [PATH]: text }) });
}

const FACTORY = `from collections import defaultdict
from fastmcp import FastMCP

SECTIONS = defaultdict(list)
mcp = FastMCP("garden")


def section_tool(section: str):
    """Registers a tool and remembers its section."""
    def decorator(func):
        SECTIONS[section].append(func.__name__)
        return mcp.tool(func)
    return decorator


@section_tool("planting")
async def sow(seed: str) -> str:
    """Sows a seed."""
    return seed


@section_tool(section="harvest")
def harvest(row: int = 1) -> str:
    """Harvests what is ripe."""
    return ""
`;

describe("python-source: the file's own decorator factory", () => {
  it('reads each function it decorates with its name and docstring, at the function', () => {
    const result = lint(FACTORY);
    expect(result.format).toBe('python-source');
    expect(result.source?.tools).toEqual([
      { name: 'sow', line: 17, column: 11 },
      { name: 'harvest', line: 23, column: 5 },
    ]);
    expect(result.source?.dynamic ?? []).toEqual([]);
    expect(result.findings).toEqual([]);
  });

  it('reads the called form `mcp.tool()(func)` too, and an annotated parameter', () => {
    for (const text of [
      FACTORY.replace('return mcp.tool(func)', 'mcp.tool()(func)\n        return func'),
      FACTORY.replace('def decorator(func):', 'def decorator(func: Callable[..., Any]) -> Callable[..., Any]:'),
    ])
      expect(lint(text).source?.tools?.map((t) => t.name)).toEqual(['sow', 'harvest']);
  });

  it('is not followed when the factory names the tool, changes the function, registers another, or is used otherwise', () => {
    const cases = [
      FACTORY.replace('mcp.tool(func)', 'mcp.tool(name=section)(func)'),
      FACTORY.replace('        return mcp.tool(func)', '        func.__doc__ = section\n        return mcp.tool(func)'),
      FACTORY.replace('        return mcp.tool(func)', '        func = wrap(func)\n        return mcp.tool(func)'),
      FACTORY.replace('return mcp.tool(func)', 'return mcp.tool(wrap(func))'),
      FACTORY.replace('    return decorator', '    return mcp.tool'),
      FACTORY.replace('def decorator(func):', 'def decorator(func, name=None):'),
      `${FACTORY}\n\nsection_tool("late")(harvest)\n`,
    ];
    for (const text of cases) {
      const result = lint(text);
      expect(result.source?.tools ?? []).toEqual([]);
      expect(result.source?.dynamic?.length).toBeGreaterThan(0);
    }
  });
});
