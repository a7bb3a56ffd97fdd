/**
 * TOML (Codex's `.codex/config.toml`) through toml-eslint-parser, which keeps the range of every key,
 * table header and value. Values come back as plain JSON values (dates as ISO strings, integers beyond
 * 2^53 as numbers), with spans by JSON Pointer in the same shape as the JSON parsers', so rules read
 * a TOML file exactly as they read JSON: `[mcp_servers.github]` is `/mcp_servers/github`.
 */
import { ParseError, parseTOML } from 'toml-eslint-parser';
import type { AST } from 'toml-eslint-parser';
import { joinPointer } from '../util/pointer.js';
import type { JsonParse, JsonProblem, JsonSpans } from './json.js';
import type { ParseLimits } from './types.js';
import { depthMessage, nodesMessage } from './messages.js';
import { tomlLimit } from './depth-scan.js';

type Range = readonly [number, number];

export function parseToml(text: string, spans: Map<string, JsonSpans>, limits: ParseLimits): JsonParse {
  const limit = (message: string, offset: number): JsonParse => ({
    value: undefined,
    problems: [{ kind: 'limits', message, start: offset, end: offset + 1 }],
  });
  // The parser recurses per "[" and "{" and keeps about 1.4 KB per value: refuse deep nesting and too
  // many values before it runs.
  const over = tomlLimit(text, limits);
  if (over) return limit(over.kind === 'depth' ? depthMessage(limits.maxDepth) : nodesMessage(limits.maxNodes), over.offset);
  let program: AST.TOMLProgram;
  try {
    program = parseTOML(text);
  } catch (error) {
    // Nesting the pre-scan did not count (it is the safety net, not the check).
    if (error instanceof RangeError) return limit(depthMessage(limits.maxDepth), 0);
    if (!(error instanceof ParseError)) throw error;
    const message = error.message.replace(/\.$/, '');
    return {
      value: undefined,
      problems: [
        {
          kind: message.startsWith('Defining a key multiple times') ? 'duplicate-key' : 'syntax',
          message: `Invalid TOML: ${message}.`,
          start: error.index,
          end: error.index + 1,
        },
      ],
    };
  }
  const root = Object.create(null) as Record<string, unknown>;
  spans.set('', { value: [0, text.length] });
  const problems: JsonProblem[] = [];
  let nodes = 0;

  /** The table at a path of keys, created as needed: a numeric key is an element of an array of tables (`[[a.b]]`). */
  const objectAt = (path: readonly (string | number)[]): Record<string, unknown> => {
    let current: unknown = root;
    path.forEach((key, i) => {
      const fresh = () => (typeof path[i + 1] === 'number' ? [] : Object.create(null));
      const container = current as Record<string, unknown> | unknown[];
      if (Array.isArray(container)) current = container[key as number] ??= fresh();
      else current = Object.hasOwn(container, key) ? container[key as string] : define(container, key as string, fresh());
    });
    return current as Record<string, unknown>;
  };

  const value = (node: AST.TOMLContentNode, pointer: string, depth: number): unknown => {
    if (++nodes > limits.maxNodes) throw new Limit(nodesMessage(limits.maxNodes), node.range[0], pointer);
    if (depth > limits.maxDepth) throw new Limit(depthMessage(limits.maxDepth), node.range[0], pointer);
    if (!spans.has(pointer)) spans.set(pointer, { value: node.range });
    switch (node.type) {
      case 'TOMLArray':
        return node.elements.map((element, index) => value(element, joinPointer(pointer, index), depth + 1));
      case 'TOMLInlineTable': {
        const object = Object.create(null) as Record<string, unknown>;
        for (const pair of node.body) keyValue(object, pair, pointer, depth + 1);
        return object;
      }
      default:
        return scalar(node, pointer);
    }
  };

  const scalar = (node: AST.TOMLValue, pointer: string): unknown => {
    if (node.kind === 'string' && node.value.length > limits.maxStringLength) {
      throw new Limit(
        `A string of ${node.value.length} characters is longer than the limit of ${limits.maxStringLength}. Shorten it or raise limits.maxStringLength.`,
        node.range[0],
        pointer,
      );
    }
    const v = node.value as unknown;
    if (typeof v === 'bigint') return Number(v);
    if (v instanceof Date) return Number.isNaN(v.getTime()) ? String(v) : v.toISOString();
    return v;
  };

  /** `a.b.c = value` inside `object` (at `pointer`): every dotted part gets its span. */
  const keyValue = (object: Record<string, unknown>, pair: AST.TOMLKeyValue, pointer: string, depth: number) => {
    // Checked before any part's pointer is built: each is as long as the parts before it, so 16,000
    // dotted parts would build pointers of quadratic total length.
    if (depth + pair.key.keys.length - 1 > limits.maxDepth) throw new Limit(depthMessage(limits.maxDepth), pair.range[0], pointer);
    let owner = object;
    let at = pointer;
    pair.key.keys.forEach((part, index) => {
      const name = keyName(part);
      at = joinPointer(at, name);
      if (!spans.has(at)) spans.set(at, { key: part.range, value: index === pair.key.keys.length - 1 ? pair.value.range : part.range });
      if (index === pair.key.keys.length - 1) {
        define(owner, name, value(pair.value, at, depth + index));
      } else {
        owner = (Object.hasOwn(owner, name) ? owner[name] : define(owner, name, Object.create(null))) as Record<string, unknown>;
      }
    });
  };

  try {
    for (const table of program.body[0]?.body ?? []) {
      if (table.type === 'TOMLKeyValue') {
        keyValue(root, table, '', 1);
        continue;
      }
      const path = table.resolvedKey;
      // Before any pointer is built: a header's prefixes are as many as its parts, each as long as the parts before it.
      if (path.length > limits.maxDepth) throw new Limit(depthMessage(limits.maxDepth), table.range[0], '');
      const pointer = path.reduce<string>((p, key) => joinPointer(p, key), '');
      // A table's place is its header: `[mcp_servers.github]`.
      const header: Range = [table.range[0], table.key.range[1] + (table.kind === 'array' ? 2 : 1)];
      let at = '';
      path.forEach((key, i) => {
        at = joinPointer(at, key);
        if (!spans.has(at)) spans.set(at, { key: table.key.keys[Math.min(i, table.key.keys.length - 1)].range, value: header });
      });
      const object = objectAt(path);
      for (const pair of table.body) keyValue(object, pair, pointer, path.length + 1);
    }
  } catch (error) {
    if (!(error instanceof Limit)) throw error;
    problems.push({ kind: 'limits', message: error.message, start: error.offset, end: error.offset + 1, pointer: error.pointer });
    return { value: undefined, problems };
  }
  return { value: root, problems };
}

class Limit extends Error {
  constructor(
    message: string,
    readonly offset: number,
    readonly pointer: string,
  ) {
    super(message);
  }
}

function keyName(key: AST.TOMLBare | AST.TOMLQuoted): string {
  return key.type === 'TOMLBare' ? key.name : key.value;
}

/** defineProperty keeps a `__proto__` key an ordinary property. */
function define<T>(object: Record<string, unknown>, key: string, value: T): T {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return value;
}
