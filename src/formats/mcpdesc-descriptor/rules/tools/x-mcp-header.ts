import { placeName } from '../../../../schema/messages.js';
import { describeValue, isObject, quote } from '../../../../util/json.js';
import { joinPointer } from '../../../../util/pointer.js';
import { descriptorRule } from '../../context.js';
import { tools } from './tool-schemas.js';

const KEY = 'x-mcp-header';
/** RFC 9110 token: 1*tchar. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const HEADER_TYPES = ['string', 'integer', 'boolean'];
/** Keywords whose values are data, not schemas. */
const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'examples']);
const CONSEQUENCE = 'Clients on the Streamable HTTP transport must drop a tool whose x-mcp-header breaks the rules.';

interface HeaderUse {
  /** Segments from the inputSchema root to the schema that carries the header. */
  path: string[];
  schema: Record<string, unknown>;
  value: unknown;
}

/** x-mcp-header (2026-07-28) names a valid, unique header on a primitive parameter reachable through "properties". */
export default descriptorRule('mcp.tool.x-mcp-header', (context) => {
  for (const { tool, pointer } of tools(context)) {
    if (!isObject(tool.inputSchema)) continue;
    const schemaPointer = joinPointer(pointer, 'inputSchema');
    const seen = new Map<string, string>();
    for (const use of headerUses(tool.inputSchema)) {
      const at = joinPointer(schemaPointer, ...use.path, KEY);
      const place = placeName('inputSchema', joinPointer('', ...use.path, KEY));
      const problem = headerProblem(use, seen, place);
      // Misplaced headers are about the key; everything else about the name it gives.
      if (problem) context.report(at, `${problem} ${CONSEQUENCE}`, reachable(use.path) ? 'value' : 'key');
    }
  }
});

function headerProblem(use: HeaderUse, seen: Map<string, string>, place: string): string | undefined {
  const { value, schema, path } = use;
  if (!reachable(path)) {
    return `${place} is not reached from the inputSchema root through "properties" alone, so no argument can be mirrored from it. Move it to a property schema, or remove it.`;
  }
  if (typeof value !== 'string' || value === '') {
    return `${place} must name an HTTP header, but it is ${describeValue(value)}. Give the name the header gets after "Mcp-Param-", e.g. "Region".`;
  }
  if (!TOKEN.test(value)) {
    return `${place} is ${quote(value)}, which is not an HTTP header name: use only letters, digits and "!#$%&'*+-.^_\`|~" (an RFC 9110 token, no spaces or control characters).`;
  }
  if (!HEADER_TYPES.includes(schema.type as string)) {
    const found = schema.type === undefined ? 'declares no "type"' : `has type ${JSON.stringify(schema.type)}`;
    return `${place} is on a parameter that ${found}: only parameters of type "string", "integer" or "boolean" can become headers (not "number"). Declare one of those types, or remove x-mcp-header.`;
  }
  const lower = value.toLowerCase();
  const first = seen.get(lower);
  if (first !== undefined)
    return `${place} is ${quote(value)}, the same header as ${first} (header names ignore case). Each x-mcp-header in an inputSchema must be unique: rename one.`;
  seen.set(lower, place);
  return undefined;
}

/** Reachable: properties/<name>(/properties/<name>)*. */
function reachable(path: readonly string[]): boolean {
  return path.length >= 2 && path.length % 2 === 0 && path.every((segment, i) => i % 2 === 1 || segment === 'properties');
}

/** Every schema in `root` that carries the key, with its path; paths are copied only for those. */
function headerUses(root: unknown): HeaderUse[] {
  const found: HeaderUse[] = [];
  const path: string[] = [];
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (let index = 0; index < node.length; index++) {
        path.push(String(index));
        walk(node[index]);
        path.pop();
      }
      return;
    }
    if (!isObject(node)) return;
    if (Object.hasOwn(node, KEY)) found.push({ path: [...path], schema: node, value: node[KEY] });
    for (const key of Object.keys(node)) {
      const value = node[key];
      // A property named like a data keyword is still a schema: skip data only where it is a keyword.
      if (key === KEY || typeof value !== 'object' || value === null || (DATA_KEYWORDS.has(key) && path[path.length - 1] !== 'properties')) continue;
      path.push(key);
      walk(value);
      path.pop();
    }
  };
  walk(root);
  return found;
}
