/**
 * A FastMCP tool module that takes its package's server with a star import (`from pkg.core import *`
 * then `@hub.tool(…)`): read when the module builds the server and its `__all__`, if any, exports it.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { starExports } from '../../src/formats/python-source/star-import.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

function lint(text: string, path: string, files: Record<string, string> = {}): FileResult {
  return lintSource(path, text, { catalogue, workspace: memoryWorkspace({ ...files, [path]: text }) });
}

const CORE = `import logging
from fastmcp import FastMCP

log = logging.getLogger("ledger")
hub = FastMCP("ledger")
`;
const NOTES = `"""Ledger note tools."""

from ledger.core import *


@hub.tool(name="note_add")
def add(text: str) -> str:
    """Adds a note to the ledger."""
    return text


@hub.tool()
async def note_list(limit: int = 10) -> list:
    """Lists the newest notes."""
    return []
`;
const PATH = 'ledger/tools/notes.py';

describe('python-source: a server taken with a star import', () => {
  it('reads the tools registered on the server the imported module builds', () => {
    for (const core of [
      CORE,
      `${CORE}\n__all__ = [name for name in globals() if not name.startswith("_")]\n`,
      `${CORE}\n__all__ = (\n    "hub",  # the server\n    "log",\n)\n`,
    ]) {
      const result = lint(NOTES, PATH, { 'ledger/core.py': core });
      expect(result.format).toBe('python-source');
      expect(result.source?.tools).toEqual([
        { name: 'note_add', line: 6, column: 16 },
        { name: 'note_list', line: 13, column: 11 },
      ]);
    }
  });

  it('follows a relative star import through a module that re-exports the server', () => {
    const shared = 'from ledger.core import hub\n';
    const result = lint(NOTES.replace('from ledger.core import *', 'from ..shared import *'), PATH, { 'ledger/core.py': CORE, 'ledger/shared.py': shared });
    expect(result.source?.tools.map((t) => t.name)).toEqual(['note_add', 'note_list']);
  });

  it('leaves the file out when the star import does not bind a server', () => {
    const cases: [string, Record<string, string>][] = [
      // `__all__` leaves the server out, or is computed otherwise.
      [NOTES, { 'ledger/core.py': `${CORE}__all__ = ["log"]\n` }],
      [NOTES, { 'ledger/core.py': `${CORE}__all__ = [n for n in globals() if not n.startswith("h")]\n` }],
      [NOTES, { 'ledger/core.py': `${CORE}__all__ = sorted(EXPORTS)\n` }],
      // The module builds no server of that name.
      [NOTES, { 'ledger/core.py': CORE.replace('hub = FastMCP("ledger")', 'hub = Agent("ledger")') }],
      // The file binds the name itself.
      [NOTES.replace('\n\n@hub.tool(name=', '\nhub = Registry()\n\n@hub.tool(name='), { 'ledger/core.py': CORE }],
      // No such module in the repository.
      [NOTES, {}],
    ];
    for (const [text, files] of cases) expect(lint(text, PATH, files).format).toBeNull();
  });
});

describe('starExports', () => {
  it('reads a literal or globals-filtered __all__, and nothing computed otherwise', () => {
    expect(starExports('hub = 1\n', 'hub')).toBe(true);
    expect(starExports('_hub = 1\n', '_hub')).toBe(false);
    expect(starExports('__all__ = ["hub", \'log\']\n', 'log')).toBe(true);
    expect(starExports('__all__ = ["log", OTHER]\n', 'log')).toBe(false);
    expect(starExports('__all__ = [k for k in list(globals()) if not k.startswith("__")]\n', '_hub')).toBe(true);
    expect(starExports('__all__ = [k for k in globals() if k.startswith("h")]\n', 'hub')).toBe(false);
  });
});
