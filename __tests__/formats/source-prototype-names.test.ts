/**
 * Names in server source that are also the names of Object.prototype's members (`constructor`,
 * `toString`, `__proto__`) are only names: each source reader looks names up in tables of its own, and
 * such a name once crashed the Python reader (a line starting `constructor = …` read as a block keyword).
 */
import { describe, expect, it } from '@jest/globals';
import { lintSource } from '../../src/engine/lint.js';
import type { Workspace } from '../../src/formats/types.js';
import { catalogue } from '../helpers/corpus.js';

const none: Workspace = { kind: () => undefined, head: () => undefined, list: () => undefined };

const SOURCES: Record<string, string> = {
  'app/server.py': `from mcp.server.fastmcp import FastMCP

mcp = FastMCP("demo")
constructor = 1
toString = 2
__proto__ = 3

if constructor:
    pass
else:
    pass

@mcp.tool()
def look(query: constructor, other: toString) -> str:
    """Looks things up."""
    return query
`,
  'server.go': `package main

import "github.com/mark3labs/mcp-go/mcp"

var tool = mcp.NewTool("look",
\tmcp.WithDescription("Looks things up."),
\tmcp.constructor(true),
\tmcp.WithString("query", mcp.constructor(1), mcp.toString("x")),
)
var other = mcp.Tool{Name: "other", constructor: "x", toString: "y", Description: "Looks other things up."}
`,
  'Tools.cs': `using System.ComponentModel;
using ModelContextProtocol.Server;

[McpServerToolType]
public static class Tools
{
    [McpServerTool(constructor = true, toString = false), Description("Looks things up.")]
    public static string Look(constructor query, toString[] more, List<constructor> rest) => "";
}
`,
  'src/server.rs': `use rmcp::tool;

#[tool(description = "Looks things up.", annotations(constructor = true, toString = false))]
async fn look(&self, Parameters(p): Parameters<Query>) -> String { String::new() }

struct Query { a: constructor, b: Vec<toString> }
`,
  'src/server.ts': `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "demo", version: "1.0.0" });
server.tool("look", "Looks things up.", { query: z.constructor(), other: z.string().toString() }, async () => ({ content: [] }));
`,
};

describe('source readers and prototype names', () => {
  it.each(Object.keys(SOURCES))('reads %s without an internal error, its tool listed', (path) => {
    const result = lintSource(path, SOURCES[path], { catalogue, workspace: none });
    expect(result.findings.filter((f) => f.ruleId === 'mcpdesc.internal')).toEqual([]);
    expect(result.source?.tools.map((t) => t.name)).toContain('look');
  });
});
