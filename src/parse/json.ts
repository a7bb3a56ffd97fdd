/**
 * A strict JSON parser (RFC 8259) that records where every value and key is, for `.json`
 * descriptors. It is several times faster than going through a YAML parser, reports syntax errors
 * at the exact character, finds duplicate keys, and enforces the same limits as the YAML path.
 */
import { joinPointer } from '../util/pointer.js';
import type { ParseLimits, ParseProblemKind } from './types.js';
import { depthMessage } from './messages.js';

export interface JsonSpans {
  key?: readonly [number, number];
  value: readonly [number, number];
}

export interface JsonProblem {
  kind: ParseProblemKind;
  message: string;
  start: number;
  end: number;
  pointer?: string;
}

export interface JsonParse {
  value: unknown;
  problems: JsonProblem[];
}

class Stop extends Error {
  constructor(readonly problem: JsonProblem) {
    super(problem.message);
  }
}

const ESCAPES: Readonly<Record<string, string>> = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };

export function parseJson(text: string, spans: Map<string, JsonSpans>, limits: ParseLimits): JsonParse {
  const problems: JsonProblem[] = [];
  let pos = 0;
  let nodes = 0;

  const fail = (message: string, start = pos, end = start + 1, kind: JsonProblem['kind'] = 'syntax', pointer?: string): never => {
    throw new Stop({ kind, message, start, end, ...(pointer === undefined ? {} : { pointer }) });
  };
  const describe = (at: number): string => (at >= text.length ? 'the end of the file' : JSON.stringify(text[at]));

  const skipWhitespace = () => {
    for (;;) {
      const c = text.charCodeAt(pos);
      if (c === 32 || c === 10 || c === 13 || c === 9) pos++;
      else return;
    }
  };

  const parseString = (pointer: string): string => {
    const start = pos++;
    let out = '';
    let chunk = pos;
    for (;;) {
      if (pos >= text.length) fail('Invalid JSON: this string is never closed. Add the closing quote.', start);
      const c = text.charCodeAt(pos);
      if (c === 34) {
        out += text.slice(chunk, pos++);
        if (out.length > limits.maxStringLength) {
          fail(
            `A string of ${out.length} characters is longer than the limit of ${limits.maxStringLength}. Shorten it or raise limits.maxStringLength.`,
            start,
            start + 1,
            'limits',
            pointer,
          );
        }
        return out;
      }
      if (c < 32)
        fail(`Invalid JSON: a control character (U+${c.toString(16).padStart(4, '0').toUpperCase()}) inside a string is not allowed: escape it, e.g. as \\n.`);
      if (c === 92) {
        out += text.slice(chunk, pos);
        const e = text[pos + 1];
        if (e === 'u') {
          const hex = text.slice(pos + 2, pos + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex))
            fail('Invalid JSON: "\\u" must be followed by four hexadecimal digits. Write them, or escape the backslash as "\\\\".');
          out += String.fromCharCode(parseInt(hex, 16));
          pos += 6;
        } else if (e !== undefined && ESCAPES[e] !== undefined) {
          out += ESCAPES[e];
          pos += 2;
        } else {
          fail(`Invalid JSON: "\\${e ?? ''}" is not an escape sequence; use \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX.`, pos, pos + 2);
        }
        chunk = pos;
      } else {
        pos++;
      }
    }
  };

  const parseNumber = (): number => {
    const match = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    match.lastIndex = pos;
    const found = match.exec(text);
    if (!found || found[0] === '-') fail(`Invalid JSON: unexpected ${describe(pos)}; write a value here (string, number, object, array, true, false or null).`);
    pos += (found as RegExpExecArray)[0].length;
    return Number((found as RegExpExecArray)[0]);
  };

  const parseValue = (pointer: string, depth: number, key?: readonly [number, number]): unknown => {
    skipWhitespace();
    const start = pos;
    if (++nodes > limits.maxNodes) {
      fail(
        `The document has more than ${limits.maxNodes} values; mcpdesc stops reading here. Split the descriptor or raise limits.maxNodes.`,
        start,
        start + 1,
        'limits',
        pointer,
      );
    }
    if (depth > limits.maxDepth) {
      fail(depthMessage(limits.maxDepth), start, start + 1, 'limits', pointer);
    }
    let value: unknown;
    const c = text[pos];
    if (c === '{' || c === '[') {
      spans.set(pointer, { value: [start, start + 1], ...(key ? { key } : {}) });
      value = c === '{' ? parseObject(pointer, depth) : parseArray(pointer, depth);
      spans.set(pointer, { value: [start, pos], ...(key ? { key } : {}) });
      return value;
    }
    if (c === '"') value = parseString(pointer);
    else if (text.startsWith('true', pos)) {
      value = true;
      pos += 4;
    } else if (text.startsWith('false', pos)) {
      value = false;
      pos += 5;
    } else if (text.startsWith('null', pos)) {
      value = null;
      pos += 4;
    } else value = parseNumber();
    spans.set(pointer, { value: [start, pos], ...(key ? { key } : {}) });
    return value;
  };

  const parseObject = (pointer: string, depth: number): Record<string, unknown> => {
    // No prototype: a key such as "constructor" or "__proto__" can never resolve to inherited members.
    const object: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
    pos++;
    skipWhitespace();
    if (text[pos] === '}') {
      pos++;
      return object;
    }
    for (;;) {
      skipWhitespace();
      if (text[pos] !== '"') {
        fail(
          text[pos] === '}'
            ? 'Invalid JSON: a trailing comma before "}" is not allowed. Remove the comma.'
            : `Invalid JSON: unexpected ${describe(pos)}; write a property name in double quotes here.`,
        );
      }
      const keyStart = pos;
      const name = parseString(pointer);
      const keySpan = [keyStart, pos] as const;
      const child = joinPointer(pointer, name);
      skipWhitespace();
      if (text[pos] !== ':') fail(`Invalid JSON: unexpected ${describe(pos)}; write ":" after the property name.`);
      pos++;
      if (Object.hasOwn(object, name)) {
        problems.push({
          kind: 'duplicate-key',
          message: `Duplicate key ${JSON.stringify(name)}: this object already has it, and parsers silently keep only one of the values. Remove or rename one of them.`,
          start: keyStart,
          end: pos - 1,
          pointer: child,
        });
      }
      // defineProperty keeps a "__proto__" key an ordinary property instead of changing the prototype.
      Object.defineProperty(object, name, { value: parseValue(child, depth + 1, keySpan), enumerable: true, writable: true, configurable: true });
      skipWhitespace();
      if (text[pos] === ',') {
        pos++;
        continue;
      }
      if (text[pos] === '}') {
        pos++;
        return object;
      }
      fail(`Invalid JSON: unexpected ${describe(pos)}; write "," or "}" after a property value.`);
    }
  };

  const parseArray = (pointer: string, depth: number): unknown[] => {
    const array: unknown[] = [];
    pos++;
    skipWhitespace();
    if (text[pos] === ']') {
      pos++;
      return array;
    }
    for (;;) {
      skipWhitespace();
      if (text[pos] === ']') fail('Invalid JSON: a trailing comma before "]" is not allowed. Remove the comma.');
      array.push(parseValue(joinPointer(pointer, array.length), depth + 1));
      skipWhitespace();
      if (text[pos] === ',') {
        pos++;
        continue;
      }
      if (text[pos] === ']') {
        pos++;
        return array;
      }
      fail(`Invalid JSON: unexpected ${describe(pos)}; write "," or "]" after an array item.`);
    }
  };

  try {
    skipWhitespace();
    if (pos >= text.length) fail('Invalid JSON: the file is empty. Write a descriptor: an object that starts with "protocolVersion".', 0);
    const value = parseValue('', 0);
    skipWhitespace();
    if (pos < text.length)
      fail(`Invalid JSON: unexpected ${describe(pos)} after the end of the document. A file holds one JSON value; remove the extra content.`);
    return { value, problems };
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    problems.push(error.problem);
    return { value: undefined, problems };
  }
}
