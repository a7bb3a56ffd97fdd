/**
 * A tool's name given as a constant the module holds under another name: a plain class's attribute
 * (`name=ToolNames.SAVE`) or a module-level dict literal's entry (`name=TOOL_NAMES["LIST"]`), read and
 * placed where the string is written. A name a call computes stays not statically known.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';

function lint(text: string): FileResult {
  return lintSource('shelf/server.py', text, { catalogue });
}

const SERVER = `from fastmcp import FastMCP
from mcp import types

shelf = FastMCP("shelf")


class ToolNames:
    """Names the shelf's tools are served under."""

    SAVE = "shelf_save"

    def label(self):
        SAVE = "not_a_member"
        return SAVE


TOOL_NAMES = {
    "LIST": "shelf_list",
    "DROP": ("shelf_" "drop"),
}


@shelf.tool(name=ToolNames.SAVE)
def save(title: str) -> str:
    """Saves a book on the shelf."""
    return title


@shelf.tool(name=TOOL_NAMES["LIST"], description="Lists the books on the shelf.")
def listing() -> list:
    return []


DROP_TOOL = types.Tool(name=TOOL_NAMES["DROP"], description="Drops a book.", inputSchema={"type": "object"})
`;

describe('python-source: a tool name from a class attribute or a dict entry', () => {
  it('reads the name where the constant is written', () => {
    const result = lint(SERVER);
    expect(result.source?.tools).toEqual([
      { name: 'shelf_save', line: 10, column: 12 },
      { name: 'shelf_list', line: 18, column: 13 },
      { name: 'shelf_drop', line: 19, column: 14 },
    ]);
    expect(result.source?.dynamic).toEqual([]);
  });

  it('leaves a name not statically known when the constant is not one', () => {
    const variants = [
      // A helper computes the name.
      SERVER.replace('name=ToolNames.SAVE', 'name=_tool_name("save")'),
      // An attribute the class does not assign in its body (the method's local is no member).
      SERVER.replace('name=ToolNames.SAVE', 'name=ToolNames.label'),
      // An Enum's attribute is its member, not the string.
      SERVER.replace('class ToolNames:', 'class ToolNames(Enum):'),
      // Assigned again from outside the class.
      `${SERVER}\nToolNames.SAVE = load_name()\n`,
      // Reassigned in the class body.
      SERVER.replace('    SAVE = "shelf_save"\n', '    SAVE = "shelf_save"\n    SAVE = SAVE.upper()\n'),
    ];
    for (const text of variants) {
      const result = lint(text);
      expect(result.source?.tools.map((t) => t.name)).toEqual(['shelf_list', 'shelf_drop']);
      const line = text.split('\n').findIndex((l) => l.startsWith('@shelf.tool(name=') && !l.includes('TOOL_NAMES')) + 1;
      expect(result.source?.dynamic).toEqual([{ line, column: 18, what: 'a tool registration' }]);
    }
  });

  it('leaves a dict entry not statically known when the dict may not hold it', () => {
    for (const table of ['TOOL_NAMES = {**BASE, "LIST": "shelf_list", "DROP": "shelf_drop"}', 'TOOL_NAMES = dict(LIST="shelf_list", DROP="shelf_drop")']) {
      const text = SERVER.replace(/TOOL_NAMES = \{[^}]*\}/, table);
      expect(lint(text).source?.tools.map((t) => t.name)).toEqual(['shelf_save']);
    }
    // A key the dict does not hold.
    expect(lint(SERVER.replace('TOOL_NAMES["LIST"]', 'TOOL_NAMES["LS"]')).source?.tools.map((t) => t.name)).toEqual(['shelf_save', 'shelf_drop']);
  });
});
