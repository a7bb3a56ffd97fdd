/**
 * typescript-source: a CommonJS module's exported list of tools (commonjs-exports.ts), `module.exports = {
 * TOOLS }` or `exports.TOOLS = TOOLS`, read as `export const TOOLS` is when a module requires it and serves it:
 * here a hand-rolled JSON-RPC server in plain JavaScript. Exports written any other way, or a list the
 * server rewrites, stay unread.
 */
import { describe, expect, it } from '@jest/globals';
import { lintSource } from '../../src/engine/lint.js';
import { catalogue } from '../helpers/corpus.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

/** A lighthouse's tools: `lamp_on` (its name on line 3, column 11) and `fog_horn` (line 4). */
const TOOLS = `'use strict';
const BEACON_TOOLS = [
  { name: 'lamp_on', description: 'Lights the lamp of the tower.', inputSchema: { type: 'object', properties: {} } },
  { name: 'fog_horn', description: 'Sounds the fog horn once.', inputSchema: { type: 'object' } },
];
function run(name) { return { content: [{ type: 'text', text: name }] }; }
module.exports = { BEACON_TOOLS, run };
`;
/** A hand-rolled JSON-RPC server that requires the list and answers tools/list with it. */
const SERVER = `const readline = require('readline');
const { BEACON_TOOLS, run } = require('./beacon.js');

function answer(msg) {
  const { id, method } = msg;
  if (method === 'initialize') return { jsonrpc: '2.0', id, result: { protocolVersion: '2024-11-05', serverInfo: { name: 'beacon', version: '1' } } };
  if (method === 'tools/list') return { jsonrpc: '2.0', id, result: { tools: BEACON_TOOLS } };
  if (method === 'tools/call') return { jsonrpc: '2.0', id, result: run(msg.params.name) };
}
readline.createInterface({ input: process.stdin }).on('line', (line) => console.log(JSON.stringify(answer(JSON.parse(line)))));
`;

/** The tools read from the list's module, as `name@line:column`; null when it is no server file. */
function read(tools: string, server = SERVER): string[] | null {
  const all = { 'package.json': '{"name":"beacon","main":"server.js"}', 'lib/beacon.js': tools, 'lib/server.js': server };
  const result = lintSource('lib/beacon.js', tools, { catalogue, workspace: memoryWorkspace(all, { list: 'entries' }) });
  return result.format === 'typescript-source' ? (result.source?.tools ?? []).map((t) => `${t.name}@${t.line}:${t.column}`) : null;
}

describe('typescript-source: a CommonJS module of tools', () => {
  it('reads the list a module exports by module.exports, where each tool is written', () => {
    expect(read(TOOLS)).toEqual(['lamp_on@3:11', 'fog_horn@4:11']);
  });

  it('reads it exported member by member too', () => {
    const members = TOOLS.replace('module.exports = { BEACON_TOOLS, run };', 'exports.BEACON_TOOLS = BEACON_TOOLS;\nexports.run = run;');
    expect(read(members)).toEqual(['lamp_on@3:11', 'fog_horn@4:11']);
    const named = TOOLS.replace('module.exports = { BEACON_TOOLS, run };', 'module.exports.BEACON_TOOLS = BEACON_TOOLS;');
    expect(read(named)).toEqual(['lamp_on@3:11', 'fog_horn@4:11']);
    const spelled = TOOLS.replace('{ BEACON_TOOLS, run }', '{ BEACON_TOOLS: BEACON_TOOLS, run }');
    expect(read(spelled)).toEqual(['lamp_on@3:11', 'fog_horn@4:11']);
  });

  it('reads nothing when the exports are written any other way', () => {
    const cases = [
      // Another name than its own, or not a const.
      TOOLS.replace('{ BEACON_TOOLS, run }', '{ BEACON_TOOLS: LAMPS, run }').replace('const BEACON_TOOLS', 'const LAMPS'),
      TOOLS.replace('const BEACON_TOOLS', 'let BEACON_TOOLS'),
      // Assigned twice, or whole and member by member.
      `${TOOLS}module.exports = { BEACON_TOOLS: [], run };\n`,
      `${TOOLS}module.exports.extra = run;\n`,
      `${TOOLS.replace('module.exports = { BEACON_TOOLS, run };', 'exports.BEACON_TOOLS = BEACON_TOOLS;')}exports.BEACON_TOOLS = BEACON_TOOLS;\n`,
      // Written at run time, or handed on.
      `${TOOLS}function reset() { module.exports.BEACON_TOOLS = []; }\n`,
      `${TOOLS}Object.assign(module.exports, { BEACON_TOOLS: [] });\n`,
    ];
    expect(cases.map((tools) => read(tools) ?? [])).toEqual(cases.map(() => []));
  });

  it('reads nothing of a list the server rewrites, or that a module naming no MCP answer serves', () => {
    const rewritten = SERVER.replace('{ tools: BEACON_TOOLS }', "{ tools: BEACON_TOOLS.map((t) => ({ ...t, name: 'beacon_' + t.name })) }");
    expect(read(TOOLS, rewritten) ?? []).toEqual([]);
    // No `initialize` answer with MCP's own fields: some other JSON-RPC service.
    const other = SERVER.replace("protocolVersion: '2024-11-05', serverInfo: { name: 'beacon', version: '1' }", 'ok: true');
    expect(read(TOOLS, other) ?? []).toEqual([]);
  });
});
