/**
 * What tells a committed `tools/list` result: all that classification reads. Servers commit the tools
 * they serve as a golden file their tests compare with (github-mcp-server's `__toolsnaps__/<tool>.snap`,
 * one tool per file; `testdata/toolsets-*.json`, an array) or as a listing kept current by CI
 * (`tools.json`, the result object `{"tools": [...]}`). No such file declares a protocol version: it is
 * read in those of its server's SDK, else the newest mcpdesc knows (sdk.ts), which the report shows.
 */
import { LATEST, VERSIONS } from '../../protocol/versions.js';
import { hasOwn, isObject, type JsonObject } from '../../util/json.js';
import type { FormatInfo } from '../types.js';

/** How a file holds its tools, which decides where a descriptor's `/tools/<i>` sits in it. */
export type ListShape = 'result' | 'array' | 'tool';

/**
 * Keys that make an element some other list's (Docker's catalog `arguments`, an MCP prompt's `arguments`,
 * Anthropic's `input_schema`, OpenAI's `parameters` and `function`): not an MCP tool.
 */
const FOREIGN = ['arguments', 'input_schema', 'parameters', 'function'];
/** What a `tools/list` result holds beside its tools. */
const RESULT_KEYS = new Set(['tools', 'nextCursor', '_meta']);

function toolLike(item: unknown): item is JsonObject {
  return isObject(item) && typeof item.name === 'string' && !FOREIGN.some((key) => hasOwn(item, key));
}

/** The fields of the protocol's `Tool` in any version (src/protocol/model/tools.ts). */
export const TOOL_FIELDS: ReadonlySet<string> = new Set([
  'name',
  'title',
  'description',
  'inputSchema',
  'outputSchema',
  'annotations',
  'execution',
  'icons',
  '_meta',
]);

/**
 * Records of another program that borrow a tool's fields (a docs site's data file: each tool with its
 * `source_file` and `tags`, its input schema written from the source's type hints). Two signs must agree,
 * so a broken tool list the user meant as one is still checked: every tool carries a field no MCP version
 * defines (a field some tools lack is a slip for the rules to report; with one tool nothing tells the two
 * apart), and no input schema has the `"type": "object"` every MCP SDK writes.
 */
function otherRecords(items: readonly JsonObject[]): boolean {
  if (items.length < 2) return false;
  const shared = Object.keys(items[0]).filter((key) => !TOOL_FIELDS.has(key) && items.every((item) => hasOwn(item, key)));
  return shared.length > 0 && !items.some((item) => isObject(item.inputSchema) && item.inputSchema.type === 'object');
}

/** Tools, each named, none of another list's shape, and at least one with the input schema every MCP tool has. */
function isToolArray(items: unknown): items is JsonObject[] {
  return Array.isArray(items) && items.length > 0 && items.every(toolLike) && items.some((item) => isObject(item.inputSchema)) && !otherRecords(items);
}

/** How the value holds a tool list, or undefined when it is none. */
export function listShape(value: unknown): ListShape | undefined {
  if (isToolArray(value)) return 'array';
  if (!isObject(value)) return undefined;
  if (hasOwn(value, 'tools')) return Object.keys(value).every((key) => RESULT_KEYS.has(key)) && isToolArray(value.tools) ? 'result' : undefined;
  return toolLike(value) && isObject(value.inputSchema) ? 'tool' : undefined;
}

const NAMED = ['**/__toolsnaps__/*.snap'];

export const MCP_TOOL_LIST_INFO: FormatInfo = {
  id: 'mcp-tool-list',
  // Below the descriptor, which shares the `{"tools": [...]}` shape: each takes it at its own paths.
  precedence: 11,
  noun: { one: 'tool list', other: 'tool lists' },
  title: 'Committed tools/list result (tools.json, __toolsnaps__/*.snap, testdata/*tools*.json)',
  paths: ['**/tools.json', ...NAMED, '**/testdata/*tools*.json'],
  // A `tools.json` may be anything; a tool snapshot is one whatever it holds.
  namedBy: NAMED,
  syntax: 'json',
  // The protocol's axis, as the descriptor's: the tool rules they share are gated by the same versions.
  versions: VERSIONS,
  // Other lists of tools share the shape (a descriptor's, an API's): the path decides.
  recognize: (value) => (listShape(value) ? 'likely' : 'no'),
  version: (value) => (listShape(value) ? LATEST : null),
};

export default MCP_TOOL_LIST_INFO;
