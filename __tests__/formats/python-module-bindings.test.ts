/**
 * A function another module registers is the module's own when that module defines it once at its module
 * scope and binds the name no other way there. A method or a local variable of the same name is another
 * scope's, and a docstring or a comment naming it (`same shape as plant_seed`) binds nothing: the function
 * is read. A module-level rebinding, a `global` declaration of it, or two `def`s of it stay unread.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const SERVER = `from fastmcp import FastMCP

from pkg import beds, pots

mcp = FastMCP("garden")

for mod in [beds, pots]:
    for fn in mod.__all_tools__:
        mcp.tool()(fn)
`;

const BEDS = `"""Bed tools."""


class Planner:
    def plant_seed(self, bed: str) -> str:
        return bed


def survey() -> list:
    plant_seed = Planner().plant_seed  # a local of the name
    return [plant_seed("north")]


def plant_seed(bed: str) -> str:
    """Plants a seed in a bed (same shape as water_bed)."""
    return bed


def water_bed(bed: str) -> str:
    """Waters a bed."""
    return bed


__all_tools__ = [plant_seed, water_bed]
`;

const POTS = `"""Pot tools."""


def fill_pot(pot: str) -> str:
    """Fills a pot."""
    return pot


__all_tools__ = [fill_pot]
`;

const FILES = { 'pkg/server.py': SERVER, 'pkg/beds.py': BEDS, 'pkg/pots.py': POTS };

function lint(files: Record<string, string>, path: string): FileResult {
  return lintSource(path, files[path], { catalogue, workspace: memoryWorkspace(files, { list: 'entries' }) });
}

describe('python-source: the bindings of a module-level function', () => {
  it('reads a function whose name a method, a local and a docstring also use, at its def', () => {
    const beds = lint(FILES, 'pkg/beds.py');
    expect(beds.format).toBe('python-source');
    expect(beds.findings).toEqual([]);
    expect(beds.source?.tools).toEqual([
      { name: 'plant_seed', line: 14, column: 5 },
      { name: 'water_bed', line: 19, column: 5 },
    ]);
    expect(beds.source?.dynamic).toEqual([]);
    expect(lint(FILES, 'pkg/server.py').source?.dynamic ?? []).toEqual([]);
  });

  it('reads no function the module rebinds, declares global, or defines twice', () => {
    for (const changed of [
      `${BEDS}plant_seed = wrap(plant_seed)\n`,
      `${BEDS}\n\ndef reset():\n    global plant_seed\n    plant_seed = None\n`,
      BEDS.replace('def water_bed', 'if FAST:\n    def plant_seed(bed: str) -> str:\n        return bed\n\n\ndef water_bed'),
      `${BEDS}from shed import plant_seed\n`,
      `${BEDS}for plant_seed in []:\n    pass\n`,
      `${BEDS}extra, plant_seed = 1, 2\n`,
    ]) {
      const files = { ...FILES, 'pkg/beds.py': changed };
      expect(lint(files, 'pkg/beds.py').source?.tools.map((t) => t.name)).toEqual(['water_bed']);
      expect(lint(files, 'pkg/server.py').source?.dynamic).toEqual([{ line: 9, column: 9, what: 'a tool registration' }]);
    }
  });
});
