/**
 * The source monorepo of issue 34's speed goal: a deterministic corpus of source files, most of them not
 * MCP servers (they must be told apart by the plain-text SDK test and cost little more than reading), a
 * quarter of them servers in the five languages mcpdesc reads (their tools read and checked), and a few
 * test files that register tools (listed as skipped). Packages of 200 files, each with the manifest that
 * names its SDK release. Written from templates of our own; no real server's source.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface SourceCorpus {
  /** Every file written, manifests included. */
  files: string[];
  /** The candidate source files (what the floor reads), and their bytes. */
  sources: number;
  bytes: number;
  /** Server files whose tools are read and checked, and their tools. */
  servers: number;
  tools: number;
  /** Test files that register tools: listed as skipped. */
  tests: number;
}

type Language = 'ts' | 'py' | 'go' | 'cs' | 'rs';
const LANGUAGES: readonly Language[] = ['ts', 'py', 'go', 'cs', 'rs'];
const PACKAGE_FILES = 200;
const WORDS = ['account', 'invoice', 'ticket', 'forecast', 'library', 'calendar', 'archive', 'catalogue', 'inventory', 'report'];

/** A tool's name and description, told apart by the file and its index. */
function toolText(file: number, k: number): { name: string; description: string } {
  const word = WORDS[(file + k) % WORDS.length];
  return { name: `find_${word}_${file}_${k}`, description: `Finds ${word} entries by id or title and returns at most the given number of them, newest first.` };
}

/** A plain module of each language: what most files of a monorepo are. */
function plain(language: Language, i: number): string {
  const lines = Array.from({ length: 40 }, (_, k) => k);
  switch (language) {
    case 'ts':
      return `import { readFile } from "node:fs/promises";\n\n${lines.map((k) => `export function helper${k}(value: string): string {\n  return value.trim() + "${i}-${k}";\n}\n`).join('\n')}`;
    case 'py':
      return `import os\n\n\n${lines.map((k) => `def helper_${k}(value: str) -> str:\n    """Returns the value, trimmed."""\n    return value.strip() + "${i}-${k}"\n`).join('\n\n')}`;
    case 'go':
      return `package util\n\nimport "strings"\n\n${lines.map((k) => `func Helper${k}(value string) string {\n\treturn strings.TrimSpace(value) + "${i}-${k}"\n}\n`).join('\n')}`;
    case 'cs':
      return `namespace Util;\n\npublic static class Helpers${i}\n{\n${lines.map((k) => `    public static string Helper${k}(string value) => value.Trim() + "${i}-${k}";\n`).join('')}}\n`;
    case 'rs':
      return `${lines.map((k) => `pub fn helper_${k}(value: &str) -> String {\n    format!("{}${i}-${k}", value.trim())\n}\n`).join('\n')}`;
  }
}

/** A server file registering `count` clean tools with its language's SDK. */
function server(language: Language, i: number, count: number): string {
  const tools = Array.from({ length: count }, (_, k) => toolText(i, k));
  switch (language) {
    case 'ts':
      return `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nimport { z } from "zod";\n\nexport const server = new McpServer({ name: "s${i}", version: "1.0.0" });\n\n${tools
        .map(
          (t) =>
            `server.registerTool("${t.name}", {\n  description: "${t.description}",\n  inputSchema: { query: z.string().describe("Words to look for."), limit: z.number().int().min(1).max(50).optional() },\n  annotations: { readOnlyHint: true },\n}, async ({ query }) => ({ content: [{ type: "text", text: query }] }));\n`,
        )
        .join('\n')}`;
    case 'py':
      return `from typing import Annotated\n\nfrom pydantic import Field\nfrom mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP("s${i}")\n\n${tools
        .map(
          (t) =>
            `\n@mcp.tool()\ndef ${t.name}(query: Annotated[str, Field(description="Words to look for.")], limit: int = 10) -> str:\n    """${t.description}\n\n    Returns a text list.\n    """\n    return query\n`,
        )
        .join('\n')}`;
    case 'go':
      return `package server\n\nimport "github.com/mark3labs/mcp-go/mcp"\n\n${tools
        .map(
          (t) =>
            `var tool_${t.name} = mcp.NewTool("${t.name}",\n\tmcp.WithDescription("${t.description}"),\n\tmcp.WithReadOnlyHintAnnotation(true),\n\tmcp.WithString("query", mcp.Required(), mcp.Description("Words to look for.")),\n\tmcp.WithNumber("limit", mcp.Min(1), mcp.Max(50)),\n)\n`,
        )
        .join('\n')}`;
    case 'cs':
      return `using System.ComponentModel;\nusing ModelContextProtocol.Server;\n\n[McpServerToolType]\npublic static class Tools${i}\n{\n${tools
        .map(
          (t) =>
            `    [McpServerTool(Name = "${t.name}", ReadOnly = true), Description("${t.description}")]\n    public static string Tool_${t.name}([Description("Words to look for.")] string query, int limit = 10) => query;\n`,
        )
        .join('\n')}}\n`;
    case 'rs':
      return `use rmcp::{handler::server::wrapper::Parameters, tool, tool_router};\n\n#[derive(serde::Deserialize, schemars::JsonSchema)]\npub struct Query${i} {\n    /// Words to look for.\n    pub query: String,\n    pub limit: Option<u32>,\n}\n\npub struct Server${i};\n\n#[tool_router]\nimpl Server${i} {\n${tools
        .map(
          (t) =>
            `    /// ${t.description}\n    #[tool(name = "${t.name}", annotations(read_only_hint = true))]\n    async fn tool_${t.name}(&self, Parameters(q): Parameters<Query${i}>) -> String {\n        q.query\n    }\n`,
        )
        .join('\n')}}\n`;
  }
}

const EXTENSIONS: Readonly<Record<Language, string>> = { ts: 'ts', py: 'py', go: 'go', cs: 'cs', rs: 'rs' };
const TEST_NAMES: Readonly<Record<Language, (i: number) => string>> = {
  ts: (i) => `server${i}.test.ts`,
  py: (i) => `test_server${i}.py`,
  go: (i) => `server${i}_test.go`,
  cs: (i) => `Server${i}Tests.cs`,
  rs: (i) => `tests/server${i}.rs`,
};

/** The manifest of a package in `language`, naming its SDK release. */
function manifest(language: Language, p: number): [string, string] {
  switch (language) {
    case 'ts':
      return [
        'package.json',
        `${JSON.stringify({ name: `pkg-${p}`, version: '1.0.0', dependencies: { '@modelcontextprotocol/sdk': '^1.24.1', zod: '^3.25.0' } }, null, 2)}\n`,
      ];
    case 'py':
      return ['pyproject.toml', `[project]\nname = "pkg-${p}"\nversion = "1.0.0"\ndependencies = ["mcp[cli]>=1.23.1,<2.0.0"]\n`];
    case 'go':
      return ['go.mod', `module example.com/pkg${p}\n\ngo 1.23\n\nrequire github.com/mark3labs/mcp-go v0.44.0\n`];
    case 'cs':
      return [
        `Pkg${p}.csproj`,
        `<Project Sdk="Microsoft.NET.Sdk">\n  <ItemGroup>\n    <PackageReference Include="ModelContextProtocol" Version="1.0.0" />\n  </ItemGroup>\n</Project>\n`,
      ];
    case 'rs':
      return ['Cargo.toml', `[package]\nname = "pkg-${p}"\nversion = "1.0.0"\n\n[dependencies]\nrmcp = { version = "1.5.0", features = ["server"] }\n`];
  }
}

/**
 * Writes `count` source files under `dir` in packages of 200, one language each in turn: in each package
 * every fourth file is a server with 1 to 8 tools, one in fifty a test that registers tools, the rest plain.
 */
export function writeSourceCorpus(dir: string, count: number): SourceCorpus {
  const corpus: SourceCorpus = { files: [], sources: 0, bytes: 0, servers: 0, tools: 0, tests: 0 };
  for (let start = 0, p = 0; start < count; start += PACKAGE_FILES, p++) {
    const language = LANGUAGES[p % LANGUAGES.length];
    const folder = join(dir, `pkg${p}`);
    mkdirSync(join(folder, 'src'), { recursive: true });
    const [manifestName, manifestText] = manifest(language, p);
    writeFileSync(join(folder, manifestName), manifestText);
    corpus.files.push(join(folder, manifestName));
    for (let i = start; i < Math.min(count, start + PACKAGE_FILES); i++) {
      let path: string;
      let text: string;
      if (i % 50 === 49) {
        path = join(folder, TEST_NAMES[language](i));
        text = server(language, i, 2);
        corpus.tests++;
      } else if (i % 4 === 0) {
        const tools = 1 + (i % 8);
        path = join(folder, 'src', `server${i}.${EXTENSIONS[language]}`);
        text = server(language, i, tools);
        corpus.servers++;
        corpus.tools += tools;
      } else {
        path = join(folder, 'src', `module${i}.${EXTENSIONS[language]}`);
        text = plain(language, i);
      }
      mkdirSync(join(path, '..'), { recursive: true });
      writeFileSync(path, text);
      corpus.files.push(path);
      corpus.sources++;
      corpus.bytes += Buffer.byteLength(text);
    }
  }
  return corpus;
}
