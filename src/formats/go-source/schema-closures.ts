/**
 * A go-sdk tool's input schema made by a function literal called where it is written, as
 * github/github-mcp-server writes a schema it edits after a helper made it:
 *
 *   InputSchema: func() *jsonschema.Schema {
 *     schema := WithPagination(&jsonschema.Schema{Type: "object", Properties: …})
 *     schema.Properties["page"].Description = "Page number (default 1)"
 *     return schema
 *   }(),
 *
 * Its body is read as schema-edits.ts reads a function's local: only when it is straight-line code about one
 * local, every statement naming it first (its declaration, an edit, `v = F(v)`) or giving it alone to a call
 * (`F(v)`), and the last `return v`. Any other statement (an `if`, a second local, a `return` of anything
 * else) keeps the schema not statically known.
 */
import { type Func, type ParsedFile, reader } from './functions.js';

/**
 * The function literal `func() *<alias>.Schema {…}()` at `i`, the expression ending before `end`: its body
 * as a `Func` and the index of the local its last statement returns, or undefined when it is not such a body.
 */
export function schemaClosure(file: ParsedFile, alias: string, i: number, end: number): { fn: Func; returned: number } | undefined {
  const { tokens, pairs, text } = file;
  const { op, is } = reader(tokens);
  const body = i + 7;
  if (!(is(i, 'func') && op(i + 1, '(') && op(i + 2, ')') && op(i + 3, '*') && is(i + 4, alias) && op(i + 5, '.') && is(i + 6, 'Schema') && op(body, '{')))
    return undefined;
  const close = pairs[body];
  if (!(op(close + 1, '(') && pairs[close + 1] === close + 2 && close + 3 === end)) return undefined;
  const returned = close - 1;
  if (!(is(returned - 1, 'return') && tokens[returned]?.kind === 'name')) return undefined;
  const v = tokens[returned].text as string;
  // Each statement of the body (a token at its depth that starts a line) names the local first or hands it to a call.
  for (let j = body + 1; j < close; j = op(j, '{') || op(j, '(') || op(j, '[') ? pairs[j] + 1 : j + 1) {
    if (!startsLine(text, tokens[j].start)) continue;
    const names = j === returned - 1 || is(j, v) || (tokens[j].kind === 'name' && op(j + 1, '(') && is(j + 2, v) && op(j + 3, ')'));
    if (!names) return undefined;
  }
  return { fn: { name: '', params: [], body, file }, returned };
}

/** Whether only blanks are before `offset` on its line. */
export function startsLine(text: string, offset: number): boolean {
  return /^[ \t]*$/.test(text.slice(text.lastIndexOf('\n', offset - 1) + 1, offset));
}
