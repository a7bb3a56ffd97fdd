/**
 * JSON with comments and trailing commas (JSONC), as VS Code and Gemini read their configuration, through
 * Microsoft's jsonc-parser. Client configurations are all read this way: comments and trailing commas
 * come back as problems of their own kinds, so the rules of a client that reads strict JSON can report
 * them and the others accept them. Values, key and value spans, duplicate keys and limits come back in
 * the same shape as the strict parser's (json.ts).
 */
import type { Node, ParseError, SyntaxKind } from 'jsonc-parser';
import { vendoredJsonc } from '../util/lazy-require.js';
import { joinPointer } from '../util/pointer.js';
import type { JsonParse, JsonProblem, JsonSpans } from './json.js';
import type { ParseLimits } from './types.js';
import { depthMessage, nodesMessage } from './messages.js';
import { jsoncLimit } from './depth-scan.js';
import { redactSecrets } from '../detect/secrets.js';

class Stop extends Error {
  constructor(readonly problem: JsonProblem) {
    super(problem.message);
  }
}

export function parseJsonc(text: string, spans: Map<string, JsonSpans>, limits: ParseLimits): JsonParse {
  // jsonc-parser recurses per level and builds the whole tree: refuse deep nesting and too many values before it runs.
  const over = jsoncLimit(text, limits);
  if (over) {
    const message = over.kind === 'depth' ? depthMessage(limits.maxDepth) : nodesMessage(limits.maxNodes);
    return { value: undefined, problems: [{ kind: 'limits', message, start: over.offset, end: over.offset + 1 }] };
  }
  const problems: JsonProblem[] = [...jsoncExtensions(text)];
  const errors: ParseError[] = [];
  const root = vendoredJsonc().parseTree(text, errors, { allowTrailingComma: true, disallowComments: false, allowEmptyContent: true });
  if (errors.length > 0) {
    for (const error of errors.slice(0, 10)) {
      problems.push({
        kind: 'syntax',
        message: `Invalid JSON: ${syntaxMessage(error, text)}.`,
        start: error.offset,
        end: error.offset + Math.max(1, error.length),
      });
    }
    return { value: undefined, problems };
  }
  if (!root) return { value: null, problems };
  let nodes = 0;
  const build = (node: Node, pointer: string, depth: number, key?: readonly [number, number]): unknown => {
    if (!spans.has(pointer)) spans.set(pointer, { value: [node.offset, node.offset + node.length], ...(key ? { key } : {}) });
    const stop = (message: string): never => {
      throw new Stop({ kind: 'limits', message, start: node.offset, end: node.offset + 1, pointer });
    };
    if (++nodes > limits.maxNodes) stop(nodesMessage(limits.maxNodes));
    if (depth > limits.maxDepth) stop(depthMessage(limits.maxDepth));
    switch (node.type) {
      case 'object': {
        // No prototype: a key such as "constructor" or "__proto__" can never resolve to inherited members.
        const object = Object.create(null) as Record<string, unknown>;
        for (const property of node.children ?? []) {
          const [keyNode, valueNode] = property.children ?? [];
          if (!keyNode) continue;
          const name = String(keyNode.value);
          if (name.length > limits.maxStringLength)
            stop(
              `A property name of ${name.length} characters is longer than the limit of ${limits.maxStringLength}. Shorten it or raise limits.maxStringLength.`,
            );
          const keySpan = [keyNode.offset, keyNode.offset + keyNode.length] as const;
          const child = joinPointer(pointer, name);
          if (Object.hasOwn(object, name)) {
            problems.push({
              kind: 'duplicate-key',
              message: `Duplicate key ${JSON.stringify(name)}: this object already has it, and parsers silently keep only one of the values. Remove or rename one of them.`,
              start: keySpan[0],
              end: keySpan[1],
              pointer: child,
            });
          }
          const value = valueNode ? build(valueNode, child, depth + 1, keySpan) : null;
          Object.defineProperty(object, name, { value, enumerable: true, writable: true, configurable: true });
        }
        return object;
      }
      case 'array':
        return (node.children ?? []).map((item, index) => build(item, joinPointer(pointer, index), depth + 1));
      case 'string':
        if ((node.value as string).length > limits.maxStringLength) {
          stop(
            `A string of ${(node.value as string).length} characters is longer than the limit of ${limits.maxStringLength}. Shorten it or raise limits.maxStringLength.`,
          );
        }
        return node.value;
      default:
        return node.value ?? null;
    }
  };
  try {
    return { value: build(root, '', 0), problems };
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
    problems.push(error.problem);
    return { value: undefined, problems };
  }
}

/** jsonc-parser's token kinds (a const enum its typings do not let isolated modules read). */
const TOKEN = { closeBrace: 2, closeBracket: 4, comma: 5, lineComment: 12, blockComment: 13, lineBreak: 14, trivia: 15, eof: 17 } as const satisfies Record<
  string,
  SyntaxKind
>;

/** Comments and trailing commas: JSONC's two additions to JSON, with where each one is. */
function* jsoncExtensions(text: string): Generator<JsonProblem> {
  const scanner = vendoredJsonc().createScanner(text, false);
  let pendingComma: number | undefined;
  for (let kind: number = scanner.scan(); kind !== TOKEN.eof; kind = scanner.scan()) {
    const start = scanner.getTokenOffset();
    if (kind === TOKEN.lineComment || kind === TOKEN.blockComment) {
      const end = start + scanner.getTokenLength();
      yield { kind: 'comment', message: 'a comment', start, end: Math.min(end, lineEnd(text, start)) };
      continue;
    }
    if (kind === TOKEN.trivia || kind === TOKEN.lineBreak) continue;
    if ((kind === TOKEN.closeBrace || kind === TOKEN.closeBracket) && pendingComma !== undefined) {
      yield { kind: 'trailing-comma', message: 'a trailing comma', start: pendingComma, end: pendingComma + 1 };
    }
    pendingComma = kind === TOKEN.comma ? start : undefined;
  }
}

function lineEnd(text: string, from: number): number {
  const newline = text.indexOf('\n', from);
  return newline === -1 ? text.length : newline;
}

function syntaxMessage(error: ParseError, text: string): string {
  const found = error.offset >= text.length ? 'the end of the file' : JSON.stringify(quoted(text, error.offset, Math.max(1, Math.min(error.length, 20))));
  switch (vendoredJsonc().printParseErrorCode(error.error)) {
    case 'PropertyNameExpected':
      return `expected a property name in double quotes, found ${found}`;
    case 'ValueExpected':
      return `expected a value (string, number, object, array, true, false or null), found ${found}`;
    case 'ColonExpected':
      return `expected ":" after the property name, found ${found}`;
    case 'CommaExpected':
      return `expected "," between values, found ${found}`;
    case 'CloseBraceExpected':
      return `this object is never closed: expected "}", found ${found}`;
    case 'CloseBracketExpected':
      return `this array is never closed: expected "]", found ${found}`;
    case 'UnexpectedEndOfString':
      return 'this string is never closed. Add the closing quote';
    case 'UnexpectedEndOfComment':
      return 'this comment is never closed. Add "*/"';
    case 'InvalidEscapeCharacter':
      return `${found} is not an escape sequence; use \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX`;
    case 'InvalidUnicode':
      return '"\\u" must be followed by four hexadecimal digits';
    case 'InvalidCharacter':
      return `a control character inside a string must be escaped, e.g. as \\n`;
    case 'EndOfFileExpected':
      return `expected the end of the file after the value, found ${found}`;
    default:
      return `unexpected ${found}`;
  }
}

/** Up to `length` characters of the file from `offset`, with any credential on their line masked: a quote of part of a key is still a leak. */
function quoted(text: string, offset: number, length: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const line = redactSecrets(text.slice(start, lineEnd(text, offset)), 'mask');
  return line.slice(offset - start, offset - start + length) || text.slice(offset, offset + length);
}
