/**
 * A registering helper of the project that hands the server its function and keywords:
 * `register_tool_with(mcp, fn, enabled=…, name="…", description="…")` → `mcp.tool(**spec)(fn)`.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { forwardingHelpers } from '../../src/formats/python-source/forwarding-helpers.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const HELPER = `from typing import Any

from fastmcp.tools import Tool
from fastmcp.tools.tool_transform import ArgTransform


def register_tool_with(mcp: Any, fn: Any, *, enabled: bool, **spec: Any) -> None:
    """Register fn, hiding its files argument when uploads are off."""
    if enabled:
        mcp.tool(**spec)(fn)
        return
    mcp.add_tool(
        Tool.from_tool(
            fn,
            transform_args={"files": ArgTransform(hide=True)},
            **spec,
        )
    )
`;

const TOOLS = `from typing import Any

from fastmcp import FastMCP
from mcp.types import ToolAnnotations

from ._wiring import register_tool_with

mcp = FastMCP("notes")


def register(ctx: Any) -> None:
    async def add_note(ticket_id: int, body: str) -> str:
        return body

    async def loop_note(body: str) -> str:
        return body

    register_tool_with(
        mcp,
        add_note,
        enabled=ctx.uploads,
        name="add_note",
        description="Add a note to a ticket.",
        annotations=ToolAnnotations(readOnlyHint=False),
    )
    for each in [loop_note]:
        register_tool_with(mcp, each, enabled=True, name="loop_note", description="Not read.")
`;

const FILES: Record<string, string> = {
  'notes/__init__.py': '',
  'notes/_wiring.py': HELPER,
  'notes/tools.py': TOOLS,
};

function lint(files: Record<string, string>, path = 'notes/tools.py'): FileResult {
  return lintSource(path, files[path], { catalogue, workspace: memoryWorkspace(files, { list: 'entries' }) });
}

describe('python-source: a helper forwarding its function and keywords to a registration', () => {
  it('reads each call as the registration it makes, at its literals', () => {
    const result = lint(FILES);
    expect(result.source?.tools).toEqual([{ name: 'add_note', line: 22, column: 14 }]);
    expect(result.source?.dynamic?.map((d) => [d.line, d.what])).toEqual([[27, 'a tool registration']]);
    expect(result.findings).toEqual([]);
  });

  it('reads a helper of the file itself', () => {
    const own = `${HELPER.replace('from typing import Any\n', 'from typing import Any\n\nfrom fastmcp import FastMCP\n')}\nmcp = FastMCP("x")\n\n\ndef ping() -> str:\n    return "pong"\n\n\nregister_tool_with(mcp, ping, enabled=True, name="ping", description="Ping.")\n`;
    expect(lint({ 'x.py': own }, 'x.py').source?.tools?.map((t) => t.name)).toEqual(['ping']);
  });

  it('reads nothing when the helper is not shown to forward what it is given', () => {
    for (const [from, to] of [
      // A text of its own, spec changed or read, the function used otherwise, no direct registration.
      ['mcp.tool(**spec)(fn)', 'mcp.tool(name="fixed", **spec)(fn)'],
      ['            **spec,\n', '            description="Other.",\n            **spec,\n'],
      ['    if enabled:\n', '    spec["name"] = "x"\n    if enabled:\n'],
      ['    if enabled:\n', '    fn = wrap(fn)\n    if enabled:\n'],
      ['        mcp.tool(**spec)(fn)\n        return\n', ''],
      // Another server than its parameter, or no keywords forwarded.
      ['mcp.tool(**spec)(fn)', 'other.tool(**spec)(fn)'],
      ['*, enabled: bool, **spec: Any', '*, enabled: bool, spec: Any'],
      ['from fastmcp.tools import Tool\nfrom fastmcp.tools.tool_transform import ArgTransform\n', 'from rpc import Tool, ArgTransform\n'],
    ] as const) {
      const helper = HELPER.replace(from, to);
      expect(helper).not.toBe(HELPER);
      expect(lint({ ...FILES, 'notes/_wiring.py': helper }).source?.tools ?? []).toEqual([]);
    }
  });

  it('names the helper with the positions of the server and the function, and its own parameters', () => {
    const workspace = memoryWorkspace(FILES, { list: 'entries' });
    expect(forwardingHelpers(TOOLS, 'notes/tools.py', workspace)).toEqual(
      new Map([['register_tool_with', { server: 0, fn: 1, named: new Set(['mcp', 'fn', 'enabled']) }]]),
    );
    expect(forwardingHelpers(TOOLS, 'notes/tools.py', undefined)).toEqual(new Map());
  });
});
