import { ruleTester } from '../helpers/rule-tester.js';
import { manifest } from '../oracle/mcpb/bundle-tester.js';

const CHARACTERS = 'A-Z, a-z, 0-9, "_", "-" and "."';

ruleTester('mcpdesc.mcpb.name-format', {
  valid: [
    {
      name: 'names in the MCP format',
      path: 'manifest.json',
      format: 'mcpb-manifest',
      code: manifest({ tools: [{ name: 'get_forecast' }, { name: 'resolve-library-id' }, { name: 'v2.search' }], prompts: [{ name: 'Plan', text: 't' }] }),
    },
    {
      name: 'prompt names: neither MCP nor the MCPB schema restricts their characters',
      path: 'manifest.json',
      code: manifest({
        tools: [{ name: 'list_deals' }],
        prompts: [
          { name: 'Weekly Deal Review', text: 'Review my open deals.' },
          { name: 'notes/summary', text: 't' },
        ],
      }),
    },
    { name: 'near miss: 128 characters', path: 'manifest.json', code: manifest({ tools: [{ name: 'a'.repeat(128) }] }) },
  ],
  invalid: [
    {
      name: 'a real bundle lists its tools by title, with the position',
      path: 'manifest.json',
      code: `{
  "manifest_version": "0.3",
  "name": "context7",
  "version": "1.0.0",
  "description": "Docs.",
  "author": { "name": "Acme" },
  "server": { "type": "node", "entry_point": "i.js", "mcp_config": { "command": "node" } },
  "tools": [
    { "name": "Resolve Context7 Library ID", "description": "Finds a library's ID." },
    { "name": "Get Library Docs" }
  ]
}
`,
      errors: [
        {
          pointer: '/tools/0/name',
          message: `Tool "Resolve Context7 Library ID" is listed by its title, not its name: clients match the manifest's tools to the tools the server serves by name, and an MCP tool name has no spaces (only ${CHARACTERS}). Write the name the server registers, such as "resolve_context7_library_id", and keep the title for "description".`,
          level: 'warning',
          line: 9,
          column: 15,
        },
        {
          pointer: '/tools/1/name',
          message: `Tool "Get Library Docs" is listed by its title, not its name: clients match the manifest's tools to the tools the server serves by name, and an MCP tool name has no spaces (only ${CHARACTERS}). Write the name the server registers, such as "get_library_docs", and keep the title for "description".`,
        },
      ],
    },
    {
      name: 'other characters, an empty name, a long name',
      path: 'manifest.json',
      code: manifest({
        tools: [{ name: 'search/files' }, { name: '' }, { name: 'x'.repeat(129) }, { name: 'get weather' }],
      }),
      errors: [
        {
          pointer: '/tools/0/name',
          message: `Tool name "search/files" contains "/": MCP tool names use only ${CHARACTERS}, so clients and models can match and call them. Write the name the server registers, such as "search_files".`,
        },
        {
          pointer: '/tools/1/name',
          message: `The tool name is empty. Clients match the manifest's tools to the server's by name: write the name the server registers (1 to 128 characters from ${CHARACTERS}).`,
        },
        {
          pointer: '/tools/2/name',
          message: `Tool name "${'x'.repeat(59)}…" is 129 characters long; MCP tool names have at most 128. Shorten it, as the server registers it.`,
        },
        {
          pointer: '/tools/3/name',
          message: `Tool name "get weather" contains a space: MCP tool names use only ${CHARACTERS}, so clients and models can match and call them. Write the name the server registers, such as "get_weather".`,
        },
      ],
    },
  ],
});
