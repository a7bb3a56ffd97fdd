import { ruleTester } from '../helpers/rule-tester.js';

const tool = (name: string) => ({ name, inputSchema: { type: 'object' } });
const tools = (...names: string[]) => ({ capabilities: { tools: {} }, tools: names.map(tool) });
/** How a message names the first tool: its index in a data file, its line in source (`at`). */
const first = (place: number | string) => (typeof place === 'number' ? `tools[${place}]` : place);
const at = (line: number) => `the tool at line ${line}`;
const duplicate = (name: string, place: number | string) =>
  `Tool name "${name}" is already used by ${first(place)}. Clients call tools by name, so one of the two can never be called. Rename one of them, or remove the duplicate.`;
/** A FastMCP 3 server (the `fastmcp` package: no manifest, so its newest release, which has tool versions). */
const FASTMCP = 'from fastmcp import FastMCP\n\nmcp = FastMCP("s")\n\n';
/** The official SDK's FastMCP, whose tools have no versions. */
const SDK = 'from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP("s")\n\n';
const py = (head: string, ...decorators: string[]) =>
  head + decorators.map((d, i) => `@mcp.tool(${d})\ndef calc${i}(x: int) -> int:\n    """Adds."""\n    return x\n`).join('\n');
const sameVersion = (name: string, version: string, place: string) =>
  `Tool name "${name}" with version "${version}" is already used by ${place}. FastMCP keeps one tool per name and version, so one of the two can never be called. Give one of them another version or name, or remove the duplicate.`;
const mixed = (name: string, version: string, versioned: string, plain: string) =>
  `Tool "${name}" is registered both with version "${version}" (${versioned}) and without one (${plain}). FastMCP refuses to mix versioned and unversioned tools of one name, so the server fails when it registers the second. Give every "${name}" tool a version, or none.`;

ruleTester('mcpdesc.tool.name-unique', {
  valid: [
    {
      name: 'distinct names in a committed tools/list array',
      path: 'testdata/toolsets-core-tools.json',
      format: 'mcp-tool-list',
      code: [tool('search'), tool('fetch')],
    },
    { code: tools('search', 'fetch') },
    { name: 'names that differ only in case are different names', code: tools('search', 'Search') },
    {
      name: "a prompt with a tool's name is not a duplicate tool",
      code: { capabilities: { tools: {}, prompts: {} }, tools: [tool('search')], prompts: [{ name: 'search' }] },
    },
    {
      name: 'FastMCP 3 versions of one tool: the client picks one, so each (name, version) is a tool',
      path: 'server.py',
      format: 'python-source',
      code: py(FASTMCP, 'name="calc", version="1.0"', 'name="calc", version="2.0"', 'name="calc", version=3'),
    },
    {
      name: 'version 2 and version "2.0" differ (FastMCP compares str(version))',
      path: 'server.py',
      code: py(FASTMCP, 'name="calc", version=2', 'name="calc", version="2.0"'),
    },
    {
      name: 'a tools/list handler that answers with one of two lists: each return is an alternative',
      path: 'src/bridge.ts',
      format: 'typescript-source',
      code: [
        'import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";',
        'server.setRequestHandler(ListToolsRequestSchema, async () => {',
        '  if (!connected) return { tools: [{ name: "connect", description: "Connects.", inputSchema: { type: "object" } }] };',
        '  return { tools: [{ name: "connect", description: "Reconnects.", inputSchema: { type: "object" } }] };',
        '});',
        '',
      ].join('\n'),
    },
    {
      name: 'one name on two servers the file builds (a served one and a test-mode one): unique per server',
      path: 'src/server.ts',
      format: 'typescript-source',
      code: [
        'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
        'export function createServer() {',
        '  const server = new McpServer({ name: "s", version: "1.0.0" });',
        '  server.tool("ping", "Answers pong.", async () => ({ content: [] }));',
        '  return server;',
        '}',
        'export function createStubServer() {',
        '  const stub = new McpServer({ name: "s-stub", version: "1.0.0" });',
        '  stub.tool("ping", "Answers pong, offline.", async () => ({ content: [] }));',
        '  return stub;',
        '}',
        '',
      ].join('\n'),
    },
    {
      name: 'one name registered again through adapter objects the file hands a registering function: not known to reach the same server',
      path: 'src/index.ts',
      format: 'typescript-source',
      code: [
        'import { FastMCP } from "fastmcp";',
        'type Registrar = Pick<FastMCP, "addTool">;',
        'const server = makeServer();',
        'server.addTool({ name: "lookup", description: "Looks a word up.", execute: async () => "" });',
        'function registerStrictLookup(registrar: Registrar) {',
        '  registrar.addTool({ name: "lookup", description: "Looks a word up, strictly.", execute: async () => "" });',
        '}',
        'const onlyAllowed: Registrar = { addTool: (tool) => { if (allowed.has(tool.name)) server.addTool(tool); } };',
        'registerStrictLookup(onlyAllowed);',
        'registerStrictLookup({ addTool: (tool) => secondServer.addTool(tool) });',
        '',
      ].join('\n'),
    },
    {
      name: 'Go: a disabled stub returned early, and the enabled tool after it',
      path: 'internal/server/tools.go',
      format: 'go-source',
      code: [
        'package server',
        '',
        'import "github.com/mark3labs/mcp-go/mcp"',
        '',
        'func runTool(enabled bool) mcp.Tool {',
        '\tif !enabled {',
        '\t\treturn mcp.NewTool("run", mcp.WithDescription("Disabled: enable it in the config."))',
        '\t}',
        '\treturn mcp.NewTool("run", mcp.WithDescription("Runs code."))',
        '}',
        '',
      ].join('\n'),
    },
    {
      name: 'a version not statically known is compared with no other',
      path: 'server.py',
      code: py(FASTMCP, 'name="calc", version="1.0"', 'name="calc", version=CURRENT_VERSION'),
    },
    {
      name: "a typed definition a registration reads by its parts is that registration's one tool",
      path: 'src/server.ts',
      format: 'typescript-source',
      code: [
        'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
        'import type { Tool } from "@modelcontextprotocol/sdk/types.js";',
        'const server = new McpServer({ name: "s", version: "1.0.0" });',
        'const pingDefinition: Tool = { name: "ping", description: "Answers pong.", inputSchema: { type: "object" } };',
        'server.registerTool(pingDefinition.name, { description: pingDefinition.description }, async () => ({ content: [] }));',
        '',
      ].join('\n'),
    },
  ],
  invalid: [
    {
      name: 'near miss: a registering function the file hands the server itself registers a name already used',
      path: 'src/index.ts',
      format: 'typescript-source',
      code: [
        'import { FastMCP } from "fastmcp";',
        'const server = makeServer();',
        'server.addTool({ name: "lookup", description: "Looks a word up.", execute: async () => "" });',
        'function registerStrictLookup(registrar: FastMCP) {',
        '  registrar.addTool({ name: "lookup", description: "Looks a word up, strictly.", execute: async () => "" });',
        '}',
        'registerStrictLookup({ addTool: (tool) => server.addTool(tool) });',
        'registerStrictLookup(server);',
        '',
      ].join('\n'),
      errors: [{ pointer: '/tools/1/name', level: 'error', line: 5, column: 29, message: duplicate('lookup', at(3)) }],
    },
    {
      name: 'near miss: a definition registered by its parts and the same name registered again',
      path: 'src/server.ts',
      format: 'typescript-source',
      code: [
        'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
        'const server = new McpServer({ name: "s", version: "1.0.0" });',
        'const pingDefinition = { name: "ping", description: "Answers pong.", inputSchema: {} };',
        'server.registerTool(pingDefinition.name, { description: pingDefinition.description }, async () => ({ content: [] }));',
        'server.tool("ping", "Answers pong again.", async () => ({ content: [] }));',
        '',
      ].join('\n'),
      errors: [{ pointer: '/tools/1/name', level: 'error', line: 5, column: 13, message: duplicate('ping', at(3)) }],
    },
    {
      name: 'Go: one name twice on one path of one function',
      path: 'internal/server/tools.go',
      format: 'go-source',
      code: [
        'package server',
        '',
        'import "github.com/mark3labs/mcp-go/mcp"',
        '',
        'func tools() []mcp.Tool {',
        '\treturn []mcp.Tool{mcp.NewTool("run", mcp.WithDescription("Runs.")), mcp.NewTool("run", mcp.WithDescription("Runs again."))}',
        '}',
        '',
      ].join('\n'),
      errors: [{ pointer: '/tools/1/name', level: 'error', line: 6, column: 82, message: duplicate('run', at(6)) }],
    },
    {
      name: 'near miss: one name twice on one server the file builds, or on servers handed to two functions',
      path: 'src/server.ts',
      format: 'typescript-source',
      code: [
        'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
        'const server = new McpServer({ name: "s", version: "1.0.0" });',
        'server.tool("ping", "Answers pong.", async () => ({ content: [] }));',
        'function register(server: McpServer) {',
        '  server.tool("ping", "Answers pong again.", async () => ({ content: [] }));',
        '}',
        'function registerMore(target: McpServer) {',
        '  target.tool("ping", "Answers pong once more.", async () => ({ content: [] }));',
        '}',
        '',
      ].join('\n'),
      errors: [
        { pointer: '/tools/1/name', line: 5, message: duplicate('ping', at(3)) },
        { pointer: '/tools/2/name', line: 8, message: duplicate('ping', at(3)) },
      ],
    },
    {
      name: 'a committed tools/list array: the finding sits at the tool in the file',
      path: 'testdata/toolsets-core-tools.json',
      format: 'mcp-tool-list',
      code: [tool('search'), tool('search')],
      errors: [{ pointer: '/1/name', line: 9, column: 13, message: duplicate('search', 0) }],
    },
    {
      code: tools('search', 'search'),
      errors: [{ pointer: '/tools/1/name', level: 'error', line: 14, column: 15, message: duplicate('search', 0) }],
    },
    {
      name: 'every later copy is reported, each naming the first tool with the name',
      code: tools('search', 'fetch', 'search', 'search'),
      errors: [
        { pointer: '/tools/2/name', message: duplicate('search', 0) },
        { pointer: '/tools/3/name', message: duplicate('search', 0) },
      ],
    },
    {
      name: 'two names, each duplicated once (YAML)',
      path: 'case.mcp.yaml',
      code: tools('get', 'put', 'put', 'get'),
      errors: [
        { pointer: '/tools/2/name', message: duplicate('put', 1) },
        { pointer: '/tools/3/name', message: duplicate('get', 0) },
      ],
    },
    {
      name: 'FastMCP 3: the same name and version twice',
      path: 'server.py',
      format: 'python-source',
      code: py(FASTMCP, 'name="calc", version="1.0"', 'name="calc", version="2.0"', 'name="calc", version="1.0"'),
      errors: [{ pointer: '/tools/2/name', level: 'error', line: 15, column: 16, message: sameVersion('calc', '1.0', at(5)) }],
    },
    {
      name: 'FastMCP 3: version 1.0 written as a float is "1.0", as str() makes it',
      path: 'server.py',
      code: py(FASTMCP, 'name="calc", version=1.0', 'name="calc", version="1.0"'),
      errors: [{ pointer: '/tools/1/name', message: sameVersion('calc', '1.0', at(5)) }],
    },
    {
      name: 'FastMCP 3: two unversioned tools of one name',
      path: 'server.py',
      code: py(FASTMCP, 'name="calc"', 'name="calc", version=None'),
      errors: [{ pointer: '/tools/1/name', message: duplicate('calc', at(5)) }],
    },
    {
      name: 'FastMCP 3 refuses a name with versioned and unversioned tools',
      path: 'server.py',
      code: py(FASTMCP, 'name="calc", version="1.0"', 'name="calc"', 'name="calc", version="2.0"'),
      errors: [{ pointer: '/tools/1/name', line: 10, column: 16, message: mixed('calc', '1.0', at(5), 'this one') }],
    },
    {
      name: "the official SDK's FastMCP has no tool versions: the name alone identifies a tool",
      path: 'server.py',
      format: 'python-source',
      code: py(SDK, 'name="calc", version="1.0"', 'name="calc", version="2.0"'),
      errors: [{ pointer: '/tools/1/name', message: duplicate('calc', at(5)) }],
    },
  ],
});
