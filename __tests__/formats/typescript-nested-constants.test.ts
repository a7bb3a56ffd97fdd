/**
 * typescript-source: a tool's name and description written as a member of a member of a constants object
 * another module exports (`TOOLS.FEED.NAME`, nested-constants.ts), read as that module's literal and placed at
 * the reference; a value that is no literal, an inner object handed on or written through stays dynamic.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult } from '../../src/engine/finding.js';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PACKAGE = '{"dependencies":{"@modelcontextprotocol/sdk":"^1.17.0","zod":"^3.23.0"}}';
const NAMES = `export const TOOLS = {
  FEED: { NAME: "feed_dog", DESCRIPTION: "Feeds one dog of the kennel." },
  WALK: { NAME: "walk_dog", "DESCRIPTION": \`Walks one dog around the yard.\` },
} as const;
`;
/** Two registrations named through TOOLS: `feed_dog` on line 5, column 3; `walk_dog` on line 6, column 21. */
const SERVER = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { TOOLS } from "./names.js";
const server = new McpServer({ name: "kennel", version: "1" });
server.registerTool(
  TOOLS.FEED.NAME, { description: TOOLS.FEED.DESCRIPTION }, async () => ({ content: [] }));
server.registerTool(TOOLS.WALK["NAME"], { description: TOOLS.WALK.DESCRIPTION }, async () => ({ content: [] }));
`;

function lint(files: Record<string, string>, path = 'src/server.ts'): FileResult {
  const all: Record<string, string> = { 'package.json': PACKAGE, 'src/names.ts': NAMES, 'src/server.ts': SERVER, ...files };
  return lintSource(path, all[path], { catalogue, workspace: memoryWorkspace(all, { list: 'entries' }) });
}

function read(files: Record<string, string>): { tools: string[]; dynamic: number } {
  const source = lint(files).source;
  return { tools: (source?.tools ?? []).map((t) => `${t.name} ${t.line}:${t.column}`), dynamic: source?.dynamic.length ?? 0 };
}

describe('typescript-source: members of members of an imported constants object', () => {
  it('reads names and descriptions two levels down, placed at the reference, and judges them', () => {
    expect(read({})).toEqual({ tools: ['feed_dog 5:3', 'walk_dog 6:21'], dynamic: 0 });
    expect(lint({}).findings).toEqual([]);
    const empty = lint({ 'src/names.ts': NAMES.replace('"Feeds one dog of the kennel."', '""') });
    const finding = empty.findings.find((f) => f.ruleId === 'mcpdesc.tool.description');
    expect(finding?.pointer).toBe('/tools/0/description');
    expect(finding?.range.start).toEqual({ line: 5, column: 35 });
  });

  it('reads no member that is no literal, nor of an inner object handed on or written through', () => {
    const computed = NAMES.replace('NAME: "feed_dog"', 'NAME: prefix + "feed_dog"');
    expect(read({ 'src/names.ts': computed })).toEqual({ tools: ['walk_dog 6:21'], dynamic: 1 });
    const spread = NAMES.replace('FEED: { NAME', 'FEED: { ...BASE, NAME');
    expect(read({ 'src/names.ts': spread })).toEqual({ tools: ['walk_dog 6:21'], dynamic: 1 });
    const handedThere = `${NAMES}rename(TOOLS.FEED);\n`;
    expect(read({ 'src/names.ts': handedThere })).toEqual({ tools: ['walk_dog 6:21'], dynamic: 1 });
    const handedHere = `${SERVER}const feed = TOOLS.FEED;\n`;
    expect(read({ 'src/server.ts': handedHere })).toEqual({ tools: ['walk_dog 6:21'], dynamic: 1 });
    const written = `${SERVER}(TOOLS as any).WALK.NAME = "run_dog";\n`;
    expect(read({ 'src/server.ts': written })).toEqual({ tools: [], dynamic: 2 });
  });
});
