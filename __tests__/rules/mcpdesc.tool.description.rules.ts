import { ruleTester } from '../helpers/rule-tester.js';

const PY = 'from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP("s")\n\n';
const TS = 'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\nconst server = new McpServer({ name: "s", version: "1" });\n';

ruleTester('mcpdesc.tool.description', {
  valid: [
    {
      name: 'a docstring',
      path: 'server.py',
      format: 'python-source',
      code: `${PY}@mcp.tool()\ndef find(q: str) -> str:\n    """Find notes."""\n    return q\n`,
    },
    {
      name: 'description= instead of a docstring',
      path: 'server.py',
      code: `${PY}@mcp.tool(description="Find notes.")\ndef find(q: str) -> str:\n    return q\n`,
    },
    {
      name: 'a description computed at run time (not statically known)',
      path: 'server.py',
      code: `${PY}@mcp.tool(description=load_help())\ndef find(q: str) -> str:\n    return q\n`,
    },
    {
      name: 'TypeScript registerTool with a description',
      path: 'server.ts',
      format: 'typescript-source',
      code: `${TS}server.registerTool("find", { description: "Find notes." }, async () => ({ content: [] }));\n`,
    },
    { name: 'TypeScript description from a call', path: 'server.ts', code: `${TS}server.tool("find", describe("find"), async () => ({ content: [] }));\n` },
  ],
  invalid: [
    {
      name: 'a function without a docstring',
      path: 'server.py',
      code: `${PY}@mcp.tool()\ndef find(q: str) -> str:\n    return q\n`,
      errors: [
        {
          pointer: '/tools/0/name',
          message:
            'Tool "find" has no description. A client gives the model only a tool\'s name, description and schema to decide when to call it: add a description (in Python, a docstring) that says what the tool does.',
        },
      ],
    },
    {
      name: 'an empty description in TypeScript',
      path: 'server.ts',
      code: `${TS}server.registerTool("find", { description: "  " }, async () => ({ content: [] }));\nserver.tool("list", async () => ({ content: [] }));\n`,
      errors: [
        {
          pointer: '/tools/0/description',
          message:
            'Tool "find" has an empty description. A client gives the model only a tool\'s name, description and schema to decide when to call it: write what the tool does.',
        },
        {
          pointer: '/tools/1/name',
          message:
            'Tool "list" has no description. A client gives the model only a tool\'s name, description and schema to decide when to call it: add a description (in Python, a docstring) that says what the tool does.',
        },
      ],
    },
  ],
});
