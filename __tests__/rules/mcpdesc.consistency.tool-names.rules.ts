import { treeTester } from '../helpers/tree-tester.js';

const tool = (name: string) => ({ name, description: `Runs ${name}.`, inputSchema: { type: 'object' } });
const list = (...names: string[]) => ({ tools: names.map(tool) });
const manifest = (names: string[], extra: Record<string, unknown> = {}) => ({
  manifest_version: '0.3',
  name: 'notes',
  version: '1.0.0',
  description: 'Notes.',
  author: { name: 'Acme' },
  server: { type: 'node', entry_point: 'server/index.js', mcp_config: { command: 'node' } },
  tools: names.map((name) => ({ name })),
  ...extra,
});
const descriptor = (...names: string[]) => ({ protocolVersion: '2025-11-25', capabilities: { tools: {} }, tools: names.map(tool) });
const npm = { name: 'notes', version: '1.0.0', dependencies: { '@modelcontextprotocol/sdk': '^1.24.1' } };
/** A package with three entry points: the bundle's (build/index.js, from src/index.ts), an HTTP server's and a diagnostic one. */
const entries = (listed: string[]) => ({
  'package.json': npm,
  'manifest.json': manifest(listed, { server: { type: 'node', entry_point: 'build/index.js', mcp_config: { command: 'node' } } }),
  'src/index.ts': 'const { start } = await import("./core/server.js");\nstart();\n',
  'src/core/server.ts': `export * from "./tools";\n${ts('add', 'list')}`,
  'src/core/tools.ts': ts('search'),
  'src/http.ts': `import { start } from "./core/server.js";\n${ts('meta_search')}`,
  'diagnostic.js': ts('diagnostic'),
});
const ts = (...names: string[]) =>
  [
    'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
    'const server = new McpServer({ name: "notes", version: "1.0.0" });',
    ...names.map((name) => `server.registerTool("${name}", { description: "Runs ${name}." }, async () => ({ content: [] }));`),
    '',
  ].join('\n');

const LISTS = 'Lists every note in the notebook, newest first.';
const registerWith = (name: string, description: string) => `server.registerTool("${name}", { description: "${description}" }, async () => ({ content: [] }));`;
/** A tools.json and a server that agree but for one tool, renamed in the source only. */
const renamedTree = {
  'package.json': npm,
  'tools.json': { tools: [tool('add'), { ...tool('list_notes'), description: LISTS }] },
  'src/server.ts': ts('add').replace(/\n$/, `\n${registerWith('notes.list', LISTS)}\n`),
};

/** A Python server registering `add`, and `purge` only when an environment flag is set (or, `guard` given, under that line instead). */
const flagged = (guard = 'if os.environ.get("NOTES_ADMIN"):') =>
  `import os\n\nfrom mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP("notes")\n\n\n@mcp.tool()\ndef add(a: int) -> int:\n    """Add."""\n    return a\n\n\n${guard}\n\n    @mcp.tool()\n    def purge(days: int) -> int:\n        """Purge."""\n        return days\n`;
/** A Go server registering `add`, and `purge` after `guard` (by default only when an environment flag is set). */
const goFlagged = (guard = 'if os.Getenv("NOTES_ADMIN") != "" {') =>
  `package main\n\nimport (\n\t"os"\n\n\t"github.com/mark3labs/mcp-go/mcp"\n\t"github.com/mark3labs/mcp-go/server"\n)\n\nfunc main() {\n\ts := server.NewMCPServer("notes", "1.0.0")\n\ts.AddTool(mcp.NewTool("add", mcp.WithDescription("Add.")), add)\n\t${guard}\n\t\ts.AddTool(mcp.NewTool("purge", mcp.WithDescription("Purge.")), purge)\n\t}\n}\n`;
const goFlaggedTree = (guard?: string) => ({
  'go.mod': 'module notes\n\nrequire github.com/mark3labs/mcp-go v0.44.0\n',
  'manifest.json': manifest(['add']),
  'main.go': goFlagged(guard),
});
/** A TypeScript server registering `add`, and `purge` between `open` and `close` (by default only when an environment flag is set). */
const tsFlaggedTree = (open = 'if (process.env.NOTES_ADMIN) {\n  ', close = '\n}') => ({
  'package.json': npm,
  'manifest.json': manifest(['add']),
  'src/server.ts': `${ts('add')}${open}${registerWith('purge', 'Purge.')}${close}\n`,
});
const flaggedTree = (guard?: string) => ({
  'pyproject.toml': '[project]\nname = "notes"\ndependencies = ["mcp>=1.23.1"]\n',
  'manifest.json': manifest(['add']),
  'notes/server.py': flagged(guard),
});

treeTester('mcpdesc.consistency.tool-names', {
  valid: [
    {
      name: 'a tool the source registers only when an environment flag is set is not missing from a manifest that leaves it out',
      files: flaggedTree(),
      lint: 'notes/server.py',
      format: 'python-source',
    },
    {
      name: 'nor is the manifest said to lack it',
      files: flaggedTree(),
      lint: 'manifest.json',
      format: 'mcpb-manifest',
    },
    {
      name: 'nor one the Go source makes only when an environment flag is set',
      files: goFlaggedTree(),
      lint: 'manifest.json',
      format: 'mcpb-manifest',
    },
    {
      name: 'nor one the TypeScript source registers only when an environment flag is set',
      files: tsFlaggedTree(),
      lint: 'manifest.json',
      format: 'mcpb-manifest',
    },
    {
      name: 'nor one registered on the right of && (`process.env.X && server.registerTool(…)`)',
      files: tsFlaggedTree('process.env.NOTES_ADMIN && ', ''),
      lint: 'manifest.json',
      format: 'mcpb-manifest',
    },
    {
      name: 'nor when the flag is tested in an else branch',
      files: flaggedTree('if os.environ.get("NOTES_READONLY"):\n    pass\nelse:'),
      lint: 'notes/server.py',
      format: 'python-source',
    },
    {
      name: 'a manifest, a tools.json, a snapshot and the source that agree',
      files: {
        'package.json': npm,
        'manifest.json': manifest(['add', 'list']),
        'tools.json': list('add', 'list'),
        '__toolsnaps__/add.snap': tool('add'),
        'src/server.ts': ts('add', 'list'),
      },
      lint: 'tools.json',
      format: 'mcp-tool-list',
    },
    {
      name: 'no package manifest: the folder may hold unrelated examples',
      files: { 'tools.json': list('add'), '__toolsnaps__/other.snap': tool('other'), 'src/server.ts': ts('third') },
      lint: 'tools.json',
    },
    {
      name: 'two descriptors in the package: they may describe two servers',
      files: { 'package.json': npm, 'a.mcp.json': descriptor('add'), 'b.mcp.json': descriptor('list'), 'src/server.ts': ts('add') },
      lint: 'a.mcp.json',
    },
    {
      name: 'a golden file lists one toolset: tools it leaves out are no finding',
      files: { 'go.mod': 'module notes\n', 'tools.json': list('add', 'list'), 'testdata/toolsets-core-tools.json': JSON.stringify([tool('add')]) },
      lint: 'tools.json',
    },
    {
      name: 'a registration whose name is computed: the source may serve any tool',
      files: {
        'package.json': npm,
        'tools.json': list('add', 'search'),
        'src/server.ts': `${ts('add')}for (const name of names) server.registerTool(name, { description: "x" }, async () => ({ content: [] }));\n`,
      },
      lint: 'tools.json',
    },
    {
      name: 'a tools.json a package.json script writes',
      files: {
        'package.json': { ...npm, scripts: { 'tools:dump': 'node scripts/dump.js > tools.json' } },
        'tools.json': list('old'),
        'src/server.ts': ts('add'),
      },
      lint: 'src/server.ts',
    },
    {
      name: 'test files, examples and archived code register tools of their own',
      files: {
        'package.json': npm,
        'tools.json': list('add'),
        'src/server.ts': ts('add'),
        'src/server.test.ts': ts('broken'),
        'examples/demo.ts': ts('demo'),
        'src/tools/archived/window.ts': ts('focus_window'),
      },
      lint: 'tools.json',
    },
    {
      name: 'a manifest whose server makes tools at run time lists some of them',
      files: { 'package.json': npm, 'manifest.json': manifest(['add'], { tools_generated: true }), 'src/server.ts': ts('add', 'list') },
      lint: 'manifest.json',
    },
    {
      name: 'a tool listed by its title or in another case',
      files: { 'package.json': npm, 'manifest.json': manifest(['Add']), 'src/server.ts': ts('add') },
      lint: 'src/server.ts',
    },
    {
      name: 'another package below: its files are its own',
      files: {
        'package.json': npm,
        'tools.json': list('add'),
        'src/server.ts': ts('add'),
        'packages/other/package.json': npm,
        'packages/other/src/server.ts': ts('other'),
      },
      lint: 'tools.json',
    },
    {
      name: "tools other entry points register than the manifest's are not its server's",
      files: entries(['add', 'list', 'search']),
      lint: 'manifest.json',
    },
    {
      name: "a tool another entry point registers, linted there: the manifest's server does not serve it",
      files: entries(['add', 'list', 'search']),
      lint: 'src/http.ts',
      format: 'typescript-source',
    },
  ],
  invalid: [
    {
      name: 'a tool registered in a function the script guard calls runs on every start: the manifest lacks it',
      files: {
        ...flaggedTree(),
        'notes/server.py': flagged('def extra() -> None:').replace(/$/, '\n\nif __name__ == "__main__":\n    extra()\n    mcp.run()\n'),
      },
      lint: 'manifest.json',
      errors: [
        {
          pointer: '/tools',
          message:
            'The server\'s source registers the tool "purge", which this file does not list although it lists every tool the server of this package serves: one of them is out of date. Add "purge" here, or remove it from the server\'s source if the server does not serve it.',
          related: ['notes/server.py:17:9 notes/server.py registers the tool "purge" here.'],
        },
      ],
    },
    {
      name: 'a Go tool made in a plain block runs on every start: the manifest lacks it',
      files: goFlaggedTree('{'),
      lint: 'manifest.json',
      errors: [
        {
          pointer: '/tools',
          message:
            'The server\'s source registers the tool "purge", which this file does not list although it lists every tool the server of this package serves: one of them is out of date. Add "purge" here, or remove it from the server\'s source if the server does not serve it.',
          related: ['main.go:14:25 main.go registers the tool "purge" here.'],
        },
      ],
    },
    {
      name: 'a TypeScript tool registered under the main-module guard runs on every start: the manifest lacks it',
      files: tsFlaggedTree('if (import.meta.url === `file://${process.argv[1]}`) {\n  '),
      lint: 'manifest.json',
      errors: [
        {
          pointer: '/tools',
          message:
            'The server\'s source registers the tool "purge", which this file does not list although it lists every tool the server of this package serves: one of them is out of date. Add "purge" here, or remove it from the server\'s source if the server does not serve it.',
          related: ['src/server.ts:5:23 src/server.ts registers the tool "purge" here.'],
        },
      ],
    },
    {
      name: 'a tool registered in a with block runs on every start: the manifest lacks it',
      files: flaggedTree('with contextlib.suppress(ImportError):'),
      lint: 'manifest.json',
      errors: [
        {
          pointer: '/tools',
          message:
            'The server\'s source registers the tool "purge", which this file does not list although it lists every tool the server of this package serves: one of them is out of date. Add "purge" here, or remove it from the server\'s source if the server does not serve it.',
          related: ['notes/server.py:17:9 notes/server.py registers the tool "purge" here.'],
        },
      ],
    },
    {
      name: "a tool a module the manifest's entry point reaches registers, not listed: reported in the manifest",
      files: entries(['add', 'list']),
      lint: 'manifest.json',
      errors: [
        {
          pointer: '/tools',
          message:
            'The server\'s source registers the tool "search", which this file does not list although it lists every tool the server of this package serves: one of them is out of date. Add "search" here, or remove it from the server\'s source if the server does not serve it.',
          related: ['src/core/tools.ts:3:21 src/core/tools.ts registers the tool "search" here.'],
        },
      ],
    },
    {
      name: 'a tool renamed in the source only: the tools.json names the new name at the old one',
      files: renamedTree,
      lint: 'tools.json',
      errors: [
        {
          pointer: '/tools/1/name',
          line: 11,
          column: 15,
          message:
            'The tool "list_notes" is "notes.list" in the server\'s source, with the same description: it was renamed in one file only, so users are shown a name the server does not serve. Rename "notes.list" there to "list_notes", or this tool back to "notes.list", whichever the server serves now.',
          related: ['src/server.ts:4:21 src/server.ts names the tool "notes.list" here.'],
        },
      ],
    },
    {
      name: 'a tool renamed in the source only: the source names the old name at the new one',
      files: renamedTree,
      lint: 'src/server.ts',
      format: 'typescript-source',
      errors: [
        {
          pointer: '/tools/1/name',
          line: 4,
          column: 21,
          message:
            'The tool "notes.list" is "list_notes" in the tool list tools.json, with the same description: it was renamed in one file only, so users are shown a name the server does not serve. Rename "list_notes" there to "notes.list", or this tool back to "list_notes", whichever the server serves now.',
          related: ['tools.json:11:15 tools.json names the tool "list_notes" here.'],
        },
      ],
    },
    {
      name: 'near miss: two tools of one description pair with neither, and stay a missing and an extra tool',
      files: {
        'package.json': npm,
        'tools.json': { tools: [tool('add'), { ...tool('list_notes'), description: LISTS }, { ...tool('find_notes'), description: LISTS }] },
        'src/server.ts': ts('add').replace(/\n$/, `\n${registerWith('notes.list', LISTS)}\n`),
      },
      lint: 'tools.json',
      errors: [
        {
          pointer: '/tools/1/name',
          message:
            'The tool "list_notes" is missing from the server\'s source, which registers every tool the server of this package serves (every registration in the source was read statically): one of them is out of date, so users are shown a tool the server does not serve or miss one it does. Register "list_notes" in the server, or remove it here if the server no longer serves it.',
        },
        {
          pointer: '/tools/2/name',
          message:
            'The tool "find_notes" is missing from the server\'s source, which registers every tool the server of this package serves (every registration in the source was read statically): one of them is out of date, so users are shown a tool the server does not serve or miss one it does. Register "find_notes" in the server, or remove it here if the server no longer serves it.',
        },
        {
          pointer: '/tools',
          message:
            'The server\'s source registers the tool "notes.list", which this file does not list although it lists every tool the server of this package serves: one of them is out of date. Add "notes.list" here, or remove it from the server\'s source if the server does not serve it.',
        },
      ],
    },
    {
      name: 'a tools.json and the source apart: reported in the tools.json',
      files: { 'package.json': npm, 'tools.json': list('add', 'remove'), 'src/server.ts': ts('add', 'list') },
      lint: 'tools.json',
      errors: [
        {
          pointer: '/tools/1/name',
          level: 'warning',
          line: 11,
          column: 15,
          message:
            'The tool "remove" is missing from the server\'s source, which registers every tool the server of this package serves (every registration in the source was read statically): one of them is out of date, so users are shown a tool the server does not serve or miss one it does. Register "remove" in the server, or remove it here if the server no longer serves it.',
          related: ["src/server.ts:3:21 src/server.ts registers the server's tools, starting here."],
        },
        {
          pointer: '/tools',
          message:
            'The server\'s source registers the tool "list", which this file does not list although it lists every tool the server of this package serves: one of them is out of date. Add "list" here, or remove it from the server\'s source if the server does not serve it.',
          related: ['src/server.ts:4:21 src/server.ts registers the tool "list" here.'],
        },
      ],
    },
    {
      name: 'many tools apart: one finding at each end, naming the first five',
      files: { 'package.json': npm, 'tools.json': list('add'), 'src/server.ts': ts('add', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7') },
      lint: 'tools.json',
      errors: [
        {
          pointer: '/tools',
          message:
            'The server\'s source registers 7 tools this file does not list although it lists every tool the server of this package serves: "a1", "a2", "a3", "a4", "a5" and 2 more. So many usually means one side holds code the server never loads, or another server\'s tools. Add the ones the server serves here, and remove the others from the server\'s source.',
          related: [
            'src/server.ts:4:21 src/server.ts registers the tool "a1" here.',
            'src/server.ts:5:21 src/server.ts registers the tool "a2" here.',
            'src/server.ts:6:21 src/server.ts registers the tool "a3" here.',
            'src/server.ts:7:21 src/server.ts registers the tool "a4" here.',
            'src/server.ts:8:21 src/server.ts registers the tool "a5" here.',
          ],
        },
      ],
    },
    {
      name: 'many tools apart, reported in the source',
      files: { 'package.json': npm, 'tools.json': list('add'), 'src/server.ts': ts('add', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7') },
      lint: 'src/server.ts',
      format: 'typescript-source',
      errors: [
        {
          pointer: '/tools/1/name',
          line: 4,
          column: 21,
          message:
            '7 tools of this file are missing from the tool list tools.json, which lists every tool the server of this package serves: "a1", "a2", "a3", "a4", "a5" and 2 more. So many usually means this file is code the server never loads, or another server\'s. Add the ones the server serves to the tool list tools.json, and remove the others here.',
          related: ["tools.json:2:12 tools.json lists the server's tools here."],
        },
      ],
    },
    {
      name: 'a tools.json and the source apart: reported in the source',
      files: { 'package.json': npm, 'tools.json': list('add', 'remove'), 'src/server.ts': ts('add', 'list') },
      lint: 'src/server.ts',
      format: 'typescript-source',
      errors: [
        {
          pointer: '/tools/1/name',
          line: 4,
          column: 21,
          message:
            'The tool "list" is missing from the tool list tools.json, which lists every tool the server of this package serves: one of them is out of date, so users are shown a tool the server does not serve or miss one it does. Add "list" to the tool list tools.json, or remove it here if the server no longer serves it.',
          related: ["tools.json:2:12 tools.json lists the server's tools here."],
        },
        {
          pointer: '/tools/0/name',
          line: 3,
          column: 21,
          message:
            'The tool list tools.json lists the tool "remove", which the server\'s source does not register although every registration in it was read statically: one of them is out of date. Register "remove" in the server, or remove it from the tool list tools.json if the server does not serve it.',
          related: ['tools.json:11:15 tools.json has the tool "remove" here.'],
        },
      ],
    },
    {
      name: 'a descriptor lacks a tool the manifest lists and the Python server registers',
      files: {
        'pyproject.toml': '[project]\nname = "notes"\ndependencies = ["mcp>=1.23.1"]\n',
        'manifest.json': manifest(['add', 'search']),
        'notes.mcp.json': descriptor('add'),
        'notes/server.py':
          'from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP("notes")\n\n\n@mcp.tool()\ndef add(a: int) -> int:\n    """Add."""\n    return a\n\n\n@mcp.tool()\ndef search(q: str) -> str:\n    """Search."""\n    return q\n',
      },
      lint: 'notes.mcp.json',
      errors: [
        {
          pointer: '/tools',
          message:
            'The MCPB manifest manifest.json and the server\'s source list the tool "search", which this file does not list although it lists every tool the server of this package serves: one of them is out of date. Add "search" here, or remove it from the MCPB manifest manifest.json and the server\'s source if the server does not serve it.',
          related: ['manifest.json:21:15 manifest.json has the tool "search" here.', 'notes/server.py:13:5 notes/server.py registers the tool "search" here.'],
        },
      ],
    },
    {
      name: 'a snapshot of a tool the Go source no longer registers',
      files: {
        'go.mod': 'module notes\n\nrequire github.com/mark3labs/mcp-go v0.44.0\n',
        'pkg/notes/__toolsnaps__/old_tool.snap': tool('old_tool'),
        'pkg/notes/tools.go':
          'package notes\n\nimport "github.com/mark3labs/mcp-go/mcp"\n\nfunc Tools() []mcp.Tool {\n\treturn []mcp.Tool{mcp.NewTool("new_tool", mcp.WithDescription("New."))}\n}\n',
      },
      lint: 'pkg/notes/__toolsnaps__/old_tool.snap',
      errors: [
        {
          pointer: '/name',
          message:
            'The tool "old_tool" is missing from the server\'s source, which registers every tool the server of this package serves (every registration in the source was read statically): one of them is out of date, so users are shown a tool the server does not serve or miss one it does. Register "old_tool" in the server, or remove it here if the server no longer serves it.',
          related: ["pkg/notes/tools.go:6:32 pkg/notes/tools.go registers the server's tools, starting here."],
        },
      ],
    },
  ],
});
