import { ruleTester } from '../helpers/rule-tester.js';

const PY = 'from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP("s")\n\n';
const CS = 'using System.ComponentModel;\nusing ModelContextProtocol.Server;\n\n[McpServerToolType]\npublic static class Tools\n{\n';
const RS = 'use rmcp::{tool, tool_router};\n\n#[tool_router]\nimpl Notes {\n';
const GO = 'package server\n\nimport "github.com/mark3labs/mcp-go/mcp"\n\n';
const NEST = 'import { Tool } from "@rekog/mcp-nest";\nimport { z } from "zod";\n\nexport class Notes {\n';
const MCPF = 'import { MCPTool } from "mcp-framework";\nimport { z } from "zod";\n\n';
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
      name: 'a parenthesised docstring of adjacent strings (fireostendere/mcp_diptrace)',
      path: 'server.py',
      code: `${PY}@mcp.tool()\ndef find(q: str) -> str:\n    (\n        "Find notes "\n        "by a word."\n    )\n    return q\n`,
    },
    {
      name: 'description= instead of a docstring',
      path: 'server.py',
      code: `${PY}@mcp.tool(description="Find notes.")\ndef find(q: str) -> str:\n    return q\n`,
    },
    {
      name: 'Go: mcp-go options spread from a slice (which may hold the description)',
      path: 'tools.go',
      format: 'go-source',
      code: `${GO}func find() mcp.Tool {\n\topts := []mcp.ToolOption{mcp.WithDescription("Find notes.")}\n\treturn mcp.NewTool("find", opts...)\n}\n`,
    },
    {
      name: 'Go: mcp-go options appended to a literal slice, its description among them (darthapple/clickup-mcp)',
      path: 'tools.go',
      format: 'go-source',
      code: `${GO}func create(common []mcp.ToolOption) mcp.Tool {\n\treturn mcp.NewTool("create", append([]mcp.ToolOption{\n\t\tmcp.WithDescription("Creates a note."),\n\t}, common...)...)\n}\n`,
    },
    {
      name: 'Go: no description written out, but a slice appended that may hold one',
      path: 'tools.go',
      format: 'go-source',
      code: `${GO}func create(common []mcp.ToolOption) mcp.Tool {\n\treturn mcp.NewTool("create", append([]mcp.ToolOption{mcp.WithString("title")}, common...)...)\n}\n`,
    },
    {
      name: 'a description computed at run time (not statically known)',
      path: 'server.py',
      code: `${PY}@mcp.tool(description=load_help())\ndef find(q: str) -> str:\n    return q\n`,
    },
    {
      name: 'an mcp-nest @Tool with a description',
      path: 'src/notes.tool.ts',
      format: 'typescript-source',
      code: `${NEST}  @Tool({ name: "find", description: "Find notes.", parameters: z.object({}) })\n  find() {}\n}\n`,
    },
    {
      name: 'an mcp-framework class whose description a getter gives (not statically known)',
      path: 'src/tools/FindTool.ts',
      format: 'typescript-source',
      code: `${MCPF}class FindTool extends MCPTool {\n  name = "find";\n  get description() { return help("find"); }\n  schema = {};\n}\n`,
    },
    {
      name: 'a class with an empty description that extends no MCP framework class is no tool',
      path: 'src/tools/FindTool.ts',
      code: `${MCPF}class FindJob extends Job {\n  name = "find";\n  description = "";\n}\nclass FindTool extends MCPTool {\n  name = "find";\n  description = "Find notes.";\n  schema = {};\n}\n`,
    },
    {
      name: 'TypeScript registerTool with a description',
      path: 'server.ts',
      format: 'typescript-source',
      code: `${TS}server.registerTool("find", { description: "Find notes." }, async () => ({ content: [] }));\n`,
    },
    {
      name: 'TypeScript registerTool with an imported definition object (trevSmart/mcp_salesforce)',
      path: 'server.ts',
      code: `import { findDefinition } from "./tools/find.js";\n${TS}server.registerTool("find", findDefinition, async () => ({ content: [] }));\nserver.registerTool("list", { ...base, title: "List" }, async () => ({ content: [] }));\n`,
    },
    {
      name: 'TypeScript registerTool whose description is read from a file at run time',
      path: 'server.ts',
      code: `${TS}server.registerTool("find", { description: await textFileContent("tools/find.md") }, async () => ({ content: [] }));\n`,
    },
    { name: 'TypeScript description from a call', path: 'server.ts', code: `${TS}server.tool("find", describe("find"), async () => ({ content: [] }));\n` },
    {
      name: "TypeScript: an object after SDK v1's callback when the description is the second argument",
      path: 'server.ts',
      code: `${TS}server.tool("plant", "Plants a tree.", { species: z.string() }, async () => ({ content: [] }), { readOnlyHint: false });\n`,
    },
    {
      name: 'TypeScript: a callback passed by name, so which argument the SDK calls is not statically known',
      path: 'server.ts',
      code: `${TS}server.tool("plant", plantTree, { description: "Plants a tree." });\n`,
    },
    {
      name: 'TypeScript: a function where SDK 1.3 to 1.16 take a shape: which argument is the callback depends on the release',
      path: 'server.ts',
      code: `${TS}server.tool("plant", async () => ({ content: [] }), { description: "Plants a tree." }, done);\n`,
    },
    {
      name: 'a C# [Description] attribute',
      path: 'Tools.cs',
      format: 'csharp-source',
      code: `${CS}    [McpServerTool, Description("Finds notes.")]\n    public static string Find(string q) => q;\n}\n`,
    },
    {
      name: 'a C# description its source generator makes from an XML doc comment (not statically known)',
      path: 'Tools.cs',
      code: `${CS}    /// <summary>Finds notes.</summary>\n    [McpServerTool]\n    public static partial string Find(string q);\n}\n`,
    },
    {
      name: 'a Rust doc comment',
      path: 'src/notes.rs',
      format: 'rust-source',
      code: `${RS}    /// Finds notes.\n    #[tool]\n    fn find(&self) -> String { String::new() }\n}\n`,
    },
  ],
  invalid: [
    {
      name: 'Go: mcp-go options given one by one, none of them a description',
      path: 'tools.go',
      format: 'go-source',
      code: `${GO}func find() mcp.Tool {\n\treturn mcp.NewTool("find", mcp.WithString("q", mcp.Required()))\n}\n`,
      errors: [
        {
          pointer: '/tools/0/name',
          message:
            'Tool "find" has no description. A client gives the model only a tool\'s name, description and schema to decide when to call it: add a description (in Go, mcp.WithDescription) that says what the tool does.',
        },
      ],
    },
    {
      name: 'Go: every option of an append([]mcp.ToolOption{…}, …)... written out, none a description',
      path: 'tools.go',
      format: 'go-source',
      code: `${GO}func create() mcp.Tool {\n\treturn mcp.NewTool("create", append([]mcp.ToolOption{mcp.WithString("title")}, mcp.WithNumber("size"))...)\n}\n`,
      errors: [
        {
          pointer: '/tools/0/name',
          message:
            'Tool "create" has no description. A client gives the model only a tool\'s name, description and schema to decide when to call it: add a description (in Go, mcp.WithDescription) that says what the tool does.',
        },
      ],
    },
    {
      name: 'a tuple of strings first is no docstring',
      path: 'server.py',
      code: `${PY}@mcp.tool()\ndef find(q: str) -> str:\n    ("Find notes", "by a word.")\n    return q\n`,
      errors: [
        {
          pointer: '/tools/0/name',
          message:
            'Tool "find" has no description. A client gives the model only a tool\'s name, description and schema to decide when to call it: add a description (in Python, a docstring) that says what the tool does.',
        },
      ],
    },
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
      name: 'an empty description in an mcp-framework class',
      path: 'src/tools/FindTool.ts',
      code: `${MCPF}class FindTool extends MCPTool {\n  name = "find";\n  description = "";\n  schema = {};\n}\n`,
      errors: [
        {
          pointer: '/tools/0/description',
          line: 6,
          column: 17,
          message:
            'Tool "find" has an empty description. A client gives the model only a tool\'s name, description and schema to decide when to call it: write what the tool does.',
        },
      ],
    },
    {
      name: 'an mcp-nest @Tool without a description',
      path: 'src/notes.tool.ts',
      code: `${NEST}  @Tool({ name: "find", parameters: z.object({}) })\n  find() {}\n}\n`,
      errors: [
        {
          pointer: '/tools/0/name',
          line: 5,
          column: 17,
          message:
            'Tool "find" has no description. A client gives the model only a tool\'s name, description and schema to decide when to call it: add a description (the description argument or field) that says what the tool does.',
        },
      ],
    },
    {
      name: 'an empty description in TypeScript',
      path: 'server.ts',
      code: `${TS}server.registerTool("find", { description: "  " }, async () => ({ content: [] }));\nserver.tool("list", async () => ({ content: [] }));\nserver.registerTool("get", { title: "Get" }, async () => ({ content: [] }));\n`,
      errors: [
        {
          pointer: '/tools/0/description',
          message:
            'Tool "find" has an empty description. A client gives the model only a tool\'s name, description and schema to decide when to call it: write what the tool does.',
        },
        {
          pointer: '/tools/1/name',
          message:
            'Tool "list" has no description. A client gives the model only a tool\'s name, description and schema to decide when to call it: add a description (the description argument or field) that says what the tool does.',
        },
        {
          pointer: '/tools/2/name',
          message:
            'Tool "get" has no description. A client gives the model only a tool\'s name, description and schema to decide when to call it: add a description (the description argument or field) that says what the tool does.',
        },
      ],
    },
    {
      name: "TypeScript: a description in an object after SDK v1's callback (team-telnyx/zendesk-mcp-server)",
      path: 'server.ts',
      code: `${TS}server.tool("plant", { species: z.string() }, async () => ({ content: [] }), { description: "Plants a tree." });\n`,
      errors: [
        {
          pointer: '/tools/0/name',
          message:
            'Tool "plant" has no description: its server.tool call passes argument 4 ({ description: "Plants a tree." }) after the callback, and SDK v1\'s server.tool reads no argument after its callback. Pass the description as the second argument, server.tool(name, description, shape, callback), or in registerTool\'s config, registerTool(name, { description, inputSchema }, callback).',
        },
      ],
    },
    {
      name: 'TypeScript: two arguments after the callback, the first named',
      path: 'server.ts',
      code: `${TS}server.tool("plant", {}, async () => ({ content: [] }), "Plants a tree.", { readOnlyHint: false });\n`,
      errors: [
        {
          pointer: '/tools/0/name',
          message:
            'Tool "plant" has no description: its server.tool call passes arguments 4 to 5 ("Plants a tree.") after the callback, and SDK v1\'s server.tool reads no argument after its callback. Pass the description as the second argument, server.tool(name, description, shape, callback), or in registerTool\'s config, registerTool(name, { description, inputSchema }, callback).',
        },
      ],
    },
    {
      name: 'a C# method without [Description], and an empty one',
      path: 'Tools.cs',
      code: `${CS}    [McpServerTool]\n    public static string FindNotes(string q) => q;\n\n    [McpServerTool(Name = "list"), Description("")]\n    public static string List() => "";\n}\n`,
      errors: [
        {
          pointer: '/tools/0/name',
          message:
            'Tool "find_notes" has no description. A client gives the model only a tool\'s name, description and schema to decide when to call it: add a description (in C#, a [Description] attribute) that says what the tool does.',
        },
        {
          pointer: '/tools/1/description',
          message:
            'Tool "list" has an empty description. A client gives the model only a tool\'s name, description and schema to decide when to call it: write what the tool does.',
        },
      ],
    },
    {
      name: 'a Rust tool without a doc comment or description',
      path: 'src/notes.rs',
      code: `${RS}    #[tool(name = "find_notes")]\n    fn find(&self) -> String { String::new() }\n}\n`,
      errors: [
        {
          pointer: '/tools/0/name',
          message:
            'Tool "find_notes" has no description. A client gives the model only a tool\'s name, description and schema to decide when to call it: add a description (in Rust, a doc comment or description = …) that says what the tool does.',
        },
      ],
    },
  ],
});
