/**
 * A class whose method writes out the tools/list answer another module's handler serves
 * (served-methods.ts): the tools are read in the class's module, at their literals; the handler's
 * answer stays not statically known where it is.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0"}}';
/** `book_room` (name on line 7, column 17) and `cancel_room`, whose description on line 14 carries a hidden character. */
const CATALOG = `import { McpError } from "@modelcontextprotocol/sdk/types.js";

export class RoomTools {
  listTools() {
    return {
      tools: [
        { name: "book_room",
          description: "Books a hotel room for the given dates.",
          inputSchema: { type: "object", properties: { hotel: { type: "string" } }, required: ["hotel"] },
        },
        {
          name: "cancel_room",
          inputSchema: { type: "object" },
          description: "Cancels a booking.\u200b",
        },
      ],
    };
  }

  async callTool(name: string) {
    throw new McpError(0, name);
  }
}
`;
const ENTRY = `import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { RoomTools } from "./handlers/rooms.js";

class Travel {
  private readonly server: Server;
  private readonly rooms: RoomTools;

  constructor() {
    this.server = new Server({ name: "travel", version: "1" }, { capabilities: { tools: {} } });
    this.rooms = new RoomTools();
    this.server.setRequestHandler(ListToolsRequestSchema, async () => this.rooms.listTools());
  }
}
new Travel();
`;

function lint(files: Record<string, string>, path = 'src/handlers/rooms.ts'): FileResult {
  const all: Record<string, string> = { 'package.json': PACKAGE, ...files };
  return lintSource(path, all[path], { catalogue, workspace: memoryWorkspace(all, { list: 'entries' }) });
}

describe('typescript-source: a class method whose tools/list answer another module serves', () => {
  it('reads each tool where it is written, and reports a problem at its literal', () => {
    const result = lint({ 'src/index.ts': ENTRY, 'src/handlers/rooms.ts': CATALOG });
    expect(result.source?.tools).toEqual([
      { name: 'book_room', line: 7, column: 17 },
      { name: 'cancel_room', line: 12, column: 17 },
    ]);
    expect(result.source?.dynamic).toEqual([]);
    const hidden = result.findings.find((f) => f.ruleId === 'mcpdesc.security.hidden-characters');
    expect(hidden?.pointer).toBe('/tools/1/description');
    expect(hidden?.range.start.line).toBe(14);
    // The entry's answer is still not statically known where it is.
    expect(lint({ 'src/index.ts': ENTRY, 'src/handlers/rooms.ts': CATALOG }, 'src/index.ts').source?.dynamic).toEqual([
      { line: 12, column: 71, what: 'a tool list' },
    ]);
  });

  it('follows a const instance, an awaited call, a class property and a module naming no SDK', () => {
    const cases: Record<string, string>[] = [
      { 'src/index.ts': ENTRY.replace('async () => this.rooms.listTools()', 'async () => {\n      return await this.rooms.listTools();\n    }') },
      {
        'src/index.ts': ENTRY.replace('private readonly rooms: RoomTools;', 'private readonly rooms = new RoomTools();').replace(
          '    this.rooms = new RoomTools();\n',
          '',
        ),
      },
      {
        'src/index.ts': `${ENTRY.split('class Travel')[0]}const server = new Server({ name: "t", version: "1" });\nconst rooms = new RoomTools();\nserver.setRequestHandler(ListToolsRequestSchema, () => rooms.listTools());\n`,
      },
    ];
    for (const files of cases)
      expect(lint({ ...files, 'src/handlers/rooms.ts': CATALOG }).source?.tools.map((t) => t.name)).toEqual(['book_room', 'cancel_room']);
    const plain = CATALOG.replace('import { McpError } from "@modelcontextprotocol/sdk/types.js";\n', '');
    const result = lint({ 'src/index.ts': ENTRY, 'src/handlers/rooms.ts': plain });
    expect(result.format).toBe('typescript-source');
    expect(result.source?.tools.map((t) => t.name)).toEqual(['book_room', 'cancel_room']);
  });

  it('reads nothing when the answer is not only that method on an instance of that class', () => {
    const variants = [
      // Another method's answer, or the answer changed on its way.
      ENTRY.replace('this.rooms.listTools()', 'this.rooms.callTool("x")'),
      ENTRY.replace('this.rooms.listTools()', 'filter(this.rooms.listTools())'),
      // The holder may be another object.
      ENTRY.replace('this.rooms = new RoomTools();', 'this.rooms = new RoomTools();\n    this.rooms = load();'),
      ENTRY.replace('this.rooms = new RoomTools();', 'this.rooms = makeRooms();'),
      // A class of the same name from elsewhere.
      ENTRY.replace('./handlers/rooms.js', './other/rooms.js'),
      // Another request's handler.
      ENTRY.replace('setRequestHandler(ListToolsRequestSchema', 'setRequestHandler(ListPromptsRequestSchema'),
    ];
    for (const entry of variants) expect(lint({ 'src/index.ts': entry, 'src/handlers/rooms.ts': CATALOG }).source?.tools ?? []).toEqual([]);
    // A test module is never the caller.
    expect(lint({ 'src/index.test.ts': ENTRY, 'src/handlers/rooms.ts': CATALOG }).source?.tools ?? []).toEqual([]);
  });

  it('gives the same answer whatever file is linted first', () => {
    const files = { 'src/index.ts': ENTRY, 'src/handlers/rooms.ts': CATALOG };
    const first = JSON.stringify(lint(files).source);
    lint(files, 'src/index.ts');
    expect(JSON.stringify(lint(files).source)).toBe(first);
  });
});
