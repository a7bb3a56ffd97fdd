/**
 * FastMCP's `exclude_args=[…]` leaves parameters out of a tool's input schema (each must have a default,
 * or FastMCP raises and makes no tool). The reader leaves them out too, on the decorator, the call forms,
 * `Tool.from_function` and a call registering another module's function; a list not statically known, or
 * naming no parameter with a default, leaves the registration not statically known.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { parsePython } from '../../src/formats/python-source/index.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const SERVER = `from typing import Any

from fastmcp import FastMCP
from fastmcp.tools import Tool

mcp = FastMCP("feeds")


@mcp.tool(exclude_args=["extractor"])
async def get_feed(limit: int = 10, extractor: Any | None = None) -> list[str]:
    """Gets the newest posts of the feed."""
    return []


def count_posts(author: str, state: dict[str, Any] | None = None) -> int:
    """Counts the posts of an author."""
    return 0


def rename_feed(feed_id: str, title: str, cache: dict | None = None) -> str:
    """Renames a feed."""
    return title


mcp.tool(exclude_args=("state",))(count_posts)
mcp.add_tool(Tool.from_function(rename_feed, exclude_args=["cache"]))
`;

type Tools = { tools: Record<string, unknown>[] };

function lint(files: Record<string, string>, path: string): FileResult {
  return lintSource(path, files[path], { catalogue, workspace: memoryWorkspace(files, { list: 'entries' }) });
}

function read(text: string): Record<string, unknown>[] {
  return (parsePython(text, 'server.py', undefined).value as Tools).tools;
}

describe('python-source: FastMCP exclude_args', () => {
  it('leaves the excluded parameters out of the schema, in every registering form', () => {
    const tools = read(SERVER);
    expect(tools.map((tool) => [tool.name, tool.inputSchema])).toEqual([
      ['get_feed', { type: 'object', properties: { limit: { type: 'integer', default: 10 } } }],
      ['count_posts', { type: 'object', properties: { author: { type: 'string' } }, required: ['author'] }],
      ['rename_feed', { type: 'object', properties: { feed_id: { type: 'string' }, title: { type: 'string' } }, required: ['feed_id', 'title'] }],
    ]);
    const result = lintSource('server.py', SERVER, { catalogue });
    expect(result.source?.tools).toEqual([
      { name: 'get_feed', line: 10, column: 11 },
      { name: 'count_posts', line: 15, column: 5 },
      { name: 'rename_feed', line: 20, column: 5 },
    ]);
    expect(result.source?.dynamic).toEqual([]);
    expect(result.findings).toEqual([]);
  });

  it('reads no tool when the list is not statically known or names no parameter with a default', () => {
    for (const given of ['exclude_args=["extractor", "nothing"]', 'exclude_args=["limit", "extractor", "missing"]', 'exclude_args=hidden()']) {
      const result = lintSource('server.py', SERVER.replace('exclude_args=["extractor"]', given), { catalogue });
      expect(result.source?.tools.map((tool) => tool.name)).toEqual(['count_posts', 'rename_feed']);
      expect(result.source?.dynamic).toEqual([{ line: 9, column: 1, what: 'a tool registration' }]);
    }
    // `author` has no default: FastMCP raises.
    const required = lintSource('server.py', SERVER.replace('exclude_args=("state",)', 'exclude_args=("author",)'), { catalogue });
    expect(required.source?.tools.map((tool) => tool.name)).toEqual(['get_feed', 'rename_feed']);
    expect(required.source?.dynamic).toEqual([{ line: 25, column: 1, what: 'a tool registration' }]);
  });

  it("leaves them out of another module's function registered by a call", () => {
    const files = {
      'app/server.py': `from fastmcp import FastMCP\n\nfrom app.posts import count_posts\n\nmcp = FastMCP("feeds")\n\nmcp.tool(name="count", exclude_args=["state"])(count_posts)\n`,
      'app/posts.py': `from typing import Any\n\n\ndef count_posts(author: str, state: dict[str, Any] | None = None) -> int:\n    """Counts the posts of an author."""\n    return 0\n`,
    };
    const posts = lint(files, 'app/posts.py');
    expect(posts.source?.tools).toEqual([{ name: 'count', line: 4, column: 5 }]);
    expect(posts.source?.dynamic).toEqual([]);
    expect(posts.findings).toEqual([]);
    const tools = (parsePython(files['app/posts.py'], 'app/posts.py', memoryWorkspace(files, { list: 'entries' })).value as Tools).tools;
    expect(tools[0].inputSchema).toEqual({ type: 'object', properties: { author: { type: 'string' } }, required: ['author'] });
    expect(tools[0]).not.toHaveProperty('exclude_args');
    // Not a literal: that module lists nothing, the call is not statically known.
    const unknown = { ...files, 'app/server.py': files['app/server.py'].replace('exclude_args=["state"]', 'exclude_args=HIDDEN') };
    expect(lint(unknown, 'app/posts.py').source?.tools ?? []).toEqual([]);
    expect(lint(unknown, 'app/server.py').source?.dynamic).toEqual([{ line: 7, column: 1, what: 'a tool registration' }]);
  });
});
