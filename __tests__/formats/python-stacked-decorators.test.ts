/**
 * One function under the server's `@app.tool()` and a package's own `@pkg.tool(…)` (a module the file
 * imports whole, as mcp-mesh's `@mesh.tool(capability=…)`): one tool, not a tool and its duplicate.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PATH = 'agents/orchard.py';
function lint(text: string): FileResult {
  return lintSource(PATH, text, { catalogue, workspace: memoryWorkspace({ [PATH]: text }) });
}

const STACKED = `import grove
from fastmcp import FastMCP

app = FastMCP("orchard")


@app.tool()
@grove.tool(
    capability="picking",
    version="1.0.0",
    description="Picks ripe fruit from a row",
)
async def pick_row(row: int) -> str:
    """Picks the ripe fruit of one row."""
    return str(row)


@grove.tool(capability="pruning")
@app.tool()
def prune(tree: str) -> str:
    """Prunes one tree."""
    return tree
`;

describe('python-source: a package decorator stacked with the server registration', () => {
  it('reads each function once, by the server decorator, with no duplicate name', () => {
    const result = lint(STACKED);
    expect(result.format).toBe('python-source');
    expect(result.source?.tools).toEqual([
      { name: 'pick_row', line: 13, column: 11 },
      { name: 'prune', line: 20, column: 5 },
    ]);
    expect(result.source?.dynamic ?? []).toEqual([]);
    expect(result.findings).toEqual([]);
  });

  it('still reads a package decorator alone, and two registrations on objects of the file as two', () => {
    const alone = lint(STACKED.replace('@app.tool()\n@grove.tool(', '@grove.tool('));
    expect(alone.source?.tools?.map((t) => t.name)).toEqual(['pick_row', 'prune']);
    // `grove` assigned in the file is an object, not the imported module: both decorators register.
    const assigned = lint(STACKED.replace('app = FastMCP("orchard")', 'app = FastMCP("orchard")\ngrove = FastMCP("grove")'));
    expect(assigned.source?.tools?.map((t) => t.name)).toEqual(['pick_row', 'pick_row', 'prune', 'prune']);
    expect(assigned.findings.filter((f) => f.ruleId === 'mcpdesc.tool.name-unique').length).toBeGreaterThan(0);
  });
});
