/**
 * typescript-source: a server module choosing, at run time, between the lists two functions return (`const tools
 * = codeMode ? createCodeModeTools(bridge) : createTools(bridge)`) and serving the one chosen key by key: on some
 * run every item of an imported function's list is served, so each is read at its literal (imported-lists.ts'
 * choosingLists).
 */
import { describe, expect, it } from '@jest/globals';
import { lintInTree, placedTools, toolNamesIn } from '../helpers/source-tree.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0"}}';
/** `open_tab` (its name on line 4, column 13) and `close_tab` (line 5, column 13). */
const TOOLS = `import type { Tool } from "./types.js";
export function createTools(bridge: Bridge): Tool[] {
  return [
    { name: "open_tab", description: "Opens a browser tab.", inputSchema: { type: "object" }, handler: async () => bridge.open() },
    { name: "close_tab", description: "Closes the current tab.", inputSchema: { type: "object" }, handler: async () => bridge.close() },
  ];
}
`;
const SERVER = (choice: string) => `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { createTools } from "./tools.js";
import { createCodeModeTools } from "./code-mode.js";

const bridge = new Bridge();
const codeMode = process.argv.includes("--code-mode");
const tools = ${choice};
const server = new Server({ name: "browser", version: "1" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: tools.map((t) => ({ name: t.name, description: t.description, inputSchema: t.inputSchema })),
}));
`;

function files(choice: string, tools = TOOLS): Record<string, string> {
  return {
    'package.json': PACKAGE,
    'src/server.ts': SERVER(choice),
    'src/tools.ts': tools,
    'src/code-mode.ts': 'export function createCodeModeTools(b: Bridge) { return build(b); }\n',
  };
}

describe('typescript-source: a list chosen between two functions’ lists', () => {
  it('reads the tools of the function on either branch, at their literals, with no finding', () => {
    for (const choice of ['codeMode ? createCodeModeTools(bridge) : createTools(bridge)', 'codeMode ? createTools(bridge) : createCodeModeTools(bridge)']) {
      const result = lintInTree(files(choice), 'src/tools.ts');
      expect(placedTools(result)).toEqual(['open_tab 4:13', 'close_tab 5:13']);
      expect(result.source?.dynamic).toEqual([]);
      expect(result.findings).toEqual([]);
    }
  });

  it('reads nothing when neither branch is such a list, or the function changes what it answers', () => {
    expect(toolNamesIn(files('codeMode ? createCodeModeTools(bridge) : loadTools(bridge)'), 'src/tools.ts')).toBeNull();
    expect(toolNamesIn(files('codeMode ? createCodeModeTools(bridge) : createTools(bridge).map(rename)'), 'src/tools.ts')).toBeNull();
    const renamed = TOOLS.replace('  return [', '  return rename([').replace('  ];\n}', '  ]);\n}');
    expect(toolNamesIn(files('codeMode ? createCodeModeTools(bridge) : createTools(bridge)', renamed), 'src/tools.ts')).toBeNull();
  });
});
