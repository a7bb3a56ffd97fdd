/**
 * A call registering a function of another module whose `name=` stands for a constant of a module it
 * imports (`mcp.tool(name=SEARCH_META["name"])(search)`, `name=SEARCH_NAME`): the tool is read in the
 * defining module under that name, as a literal name would be. `annotations=` not written as a literal
 * (`annotations=SEARCH_META["annotations"]`) leaves the tool read and its annotations not statically known.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { parsePython } from '../../src/formats/python-source/index.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const SERVER = `from fastmcp import FastMCP

from app.tools.search import search_notes, SEARCH_META
from app.tools.fetch import fetch_note, FETCH_NAME

mcp = FastMCP("notes")

mcp.tool(
    name=SEARCH_META["name"],
    annotations=SEARCH_META["annotations"],
)(search_notes)
mcp.tool(name=FETCH_NAME, annotations={"readOnlyHint": True})(fetch_note)
`;

const SEARCH = `from mcp.types import ToolAnnotations


async def search_notes(query: str) -> list[str]:
    """Searches the notes for a query."""
    return [query]


SEARCH_META = {
    "name": "search_notebook",
    "annotations": ToolAnnotations(readOnlyHint=True),
}
`;

const FETCH = `FETCH_NAME = "fetch_notebook_entry"


def fetch_note(note_id: str) -> str:
    """Fetches one note by its id."""
    return note_id
`;

const FILES: Record<string, string> = { 'app/server.py': SERVER, 'app/tools/search.py': SEARCH, 'app/tools/fetch.py': FETCH };

function lint(files: Record<string, string>, path: string): FileResult {
  return lintSource(path, files[path], { catalogue, workspace: memoryWorkspace(files, { list: 'entries' }) });
}

describe('python-source: a constant of another module names a function registered there', () => {
  it("reads the tool under the constant's string in the module defining the function", () => {
    const search = lint(FILES, 'app/tools/search.py');
    expect(search.source?.tools).toEqual([{ name: 'search_notebook', line: 4, column: 11 }]);
    expect(search.source?.dynamic).toEqual([{ line: 4, column: 11, what: "the tool's annotations", pointer: '/tools/0/annotations' }]);
    expect(search.findings).toEqual([]);
    const fetch = lint(FILES, 'app/tools/fetch.py');
    expect(fetch.source?.tools).toEqual([{ name: 'fetch_notebook_entry', line: 4, column: 5 }]);
    expect(fetch.source?.dynamic).toEqual([]);
    expect(fetch.findings).toEqual([]);
    const server = lint(FILES, 'app/server.py');
    expect(server.source?.tools ?? []).toEqual([]);
    expect(server.source?.dynamic ?? []).toEqual([]);
  });

  it('keeps the docstring as the description and the literal annotations given', () => {
    const workspace = memoryWorkspace(FILES, { list: 'entries' });
    const searched = (parsePython(SEARCH, 'app/tools/search.py', workspace).value as { tools: Record<string, unknown>[] }).tools;
    expect(searched[0]).toMatchObject({ name: 'search_notebook', description: 'Searches the notes for a query.' });
    expect(searched[0]).not.toHaveProperty('annotations');
    const fetched = (parsePython(FETCH, 'app/tools/fetch.py', workspace).value as { tools: Record<string, unknown>[] }).tools;
    expect(fetched[0]).toMatchObject({ name: 'fetch_notebook_entry', annotations: { readOnlyHint: true } });
  });

  it('reads no name that is not a string the other module writes', () => {
    const server = (name: string) => ({
      ...FILES,
      'app/server.py': SERVER.replace('name=SEARCH_META["name"]', name),
    });
    for (const name of ['name=SEARCH_META[key]', 'name=SEARCH_META["title"]', 'name=SEARCH_META["annotations"]']) {
      const files = server(name);
      expect(lint(files, 'app/tools/search.py').source?.tools ?? []).toEqual([]);
      expect(lint(files, 'app/server.py').source?.dynamic).toEqual([{ line: 8, column: 1, what: 'a tool registration' }]);
    }
  });

  it('reads no tool whose annotations are a literal of another kind', () => {
    const files = { ...FILES, 'app/server.py': SERVER.replace('annotations={"readOnlyHint": True}', 'annotations=["readOnlyHint"]') };
    expect(lint(files, 'app/tools/fetch.py').source?.tools ?? []).toEqual([]);
    expect(lint(files, 'app/server.py').source?.dynamic).toEqual([{ line: 12, column: 1, what: 'a tool registration' }]);
  });
});
