/**
 * Where a YAML syntax error really is, and what to do about it: the `yaml` library's errors made into
 * mcpdesc's messages, placed at the user's mistake rather than where the parser noticed it.
 */
import { shortQuotes } from '../util/printable.js';

/** One of the library's errors: its code, message and offsets. */
export interface YamlError {
  code: string;
  message: string;
  pos: readonly [number, number];
}

/** The problem a syntax error becomes: its message, with a hint where one helps, and where it is. */
export function yamlSyntaxProblem(source: string, error: YamlError): { message: string; start: number; end: number } {
  const place = yamlSyntaxPlace(source, error.code, error.message, error.pos[0], error.pos[1]);
  return { message: `YAML syntax error: ${place.text ?? firstLine(error.message)}.${place.hint}`, start: place.start, end: place.end };
}

/**
 * Where a YAML syntax error really is, and what to do about it. The parser puts some errors at the
 * start of a line (a key indented unevenly) or at the end of the file (a flow collection never closed);
 * the user's mistake is at the key, or at the bracket that was opened.
 */
function yamlSyntaxPlace(text: string, code: string, message: string, start: number, end: number): { start: number; end: number; text?: string; hint: string } {
  if (code === 'BAD_INDENT' && /^All mapping items/.test(message)) {
    let key = start;
    while (text[key] === ' ') key++;
    return { start: key, end: key + 1, hint: ' Indent this key with as many spaces as the other keys of its mapping.' };
  }
  const flow = /^Flow (sequence|map) /.exec(message);
  if (code === 'BAD_INDENT' && flow) {
    const open = flow[1] === 'sequence' ? '[' : '{';
    const close = open === '[' ? ']' : '}';
    const opener = unclosedBracket(text, start, open);
    if (opener !== undefined) {
      return { start: opener, end: opener + 1, hint: ` Close this "${open}" with "${close}", or indent the lines inside it further than its key.` };
    }
  }
  if (code === 'BLOCK_AS_IMPLICIT_KEY') {
    // "name: notes" followed by a key indented one step further: YAML reads both lines as one key.
    const key = overIndentedKey(text, start);
    if (key !== undefined) {
      return {
        start: key,
        end: key + 1,
        text: 'this key is indented further than the key above it, so YAML reads the two lines as one',
        hint: ' Indent it with as many spaces as the other keys of its mapping.',
      };
    }
  }
  if (code === 'TAB_AS_INDENT') return { start, end, hint: ' Indent with spaces: YAML does not allow tabs in indentation.' };
  if (code === 'BLOCK_AS_IMPLICIT_KEY') return { start, end, hint: ' Quote a value that contains ": ", or put the nested mapping on lines of its own.' };
  return { start, end, hint: '' };
}

/** The first character of the line after `offset` when that line is a `key:` indented further than the line of `offset`. */
function overIndentedKey(text: string, offset: number): number | undefined {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  const next = text.indexOf('\n', offset);
  if (next < 0) return undefined;
  const indent = (from: number) => {
    let i = from;
    while (text[i] === ' ' || (text[i] === '-' && text[i + 1] === ' ')) i++;
    return i - from;
  };
  const own = indent(lineStart);
  const deeper = indent(next + 1);
  const keyAt = next + 1 + deeper;
  const end = text.indexOf('\n', keyAt);
  const line = text.slice(keyAt, end < 0 ? undefined : end);
  return deeper > own && /^[^\s:#][^:]{0,200}:(\s|$)/.test(line) ? keyAt : undefined;
}

/** The offset of the last `open` bracket before `limit` that no bracket closes, outside quotes and comments; one linear pass. */
function unclosedBracket(text: string, limit: number, open: '[' | '{'): number | undefined {
  const stack: number[] = [];
  let quote: string | undefined;
  for (let i = 0; i < limit; i++) {
    const c = text[i];
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = undefined;
      else if (c === '\n' && quote === "'") quote = undefined;
    } else if (c === '"' || (c === "'" && /[\s[{,:]/.test(text[i - 1] ?? ' '))) quote = c;
    else if (c === '#' && /\s/.test(text[i - 1] ?? ' ')) {
      while (i < limit && text[i] !== '\n') i++;
    } else if (c === '[' || c === '{') stack.push(i);
    else if ((c === ']' || c === '}') && stack.length > 0) stack.pop();
  }
  for (let k = stack.length - 1; k >= 0; k--) if (text[stack[k]] === open) return stack[k];
  return undefined;
}

/** The start of the most indented line (counting "- " and "? " as indentation): where nesting is deepest, on any Node. */
export function deepestLine(text: string): number {
  let best = 0;
  let bestDepth = -1;
  let start = 0;
  while (start <= text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    let depth = 0;
    for (let i = start; i < end; i++) {
      const c = text.charCodeAt(i);
      if (c === 32) depth++;
      else if ((c === 45 || c === 63) && text.charCodeAt(i + 1) === 32) {
        depth += 2;
        i++;
      } else break;
    }
    if (depth > bestDepth) {
      bestDepth = depth;
      best = start + depth;
    }
    start = end + 1;
  }
  return best;
}

/** The parser's message on one line, without its position, quoting no more than a few characters of the file. */
function firstLine(message: string): string {
  return shortQuotes(
    message
      .split('\n')[0]
      .replace(/ at line \d+, column \d+:?$/, '')
      .replace(/\.$/, ''),
  );
}
