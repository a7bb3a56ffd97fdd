/**
 * A go-sdk tool's input schema written as literal JSON: `InputSchema: json.RawMessage(`{"type":"object",
 * "properties":{…}}`)`. The go-sdk's `Tool.InputSchema` is an `any` it marshals as it is, and a
 * `json.RawMessage` marshals as the bytes it holds, so the tool serves that JSON. Only one string literal
 * (a raw or an interpreted one) holding a JSON object is read, placed at the literal; anything else (a
 * variable, a call, strings joined) stays not statically known.
 */
import { type Read, UNKNOWN } from '../source/extracted.js';
import { reader } from './functions.js';
import type { GoToken } from './tokens.js';

/** The JSON object `json.RawMessage(<string>)` at `i`, an expression ending before `end`, holds, placed by `place`; else UNKNOWN. */
export function rawJsonSchema(
  text: string,
  tokens: readonly GoToken[],
  pairs: Int32Array,
  i: number,
  end: number,
  place: (from: number, to: number) => void,
): Read {
  const { op, is } = reader(tokens);
  if (!(is(i, 'json') && op(i + 1, '.') && is(i + 2, 'RawMessage') && op(i + 3, '(') && pairs[i + 3] === i + 5 && end === i + 6)) return UNKNOWN;
  const literal = tokens[i + 4];
  if (literal.kind !== 'string' || literal.text === undefined || !text.includes('"encoding/json"')) return UNKNOWN;
  let parsed: unknown;
  try {
    parsed = JSON.parse(literal.text);
  } catch {
    return UNKNOWN;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return UNKNOWN;
  place(i, pairs[i + 3]);
  return parsed;
}
