/** What schemars makes of a Rust type written in a simple form, and the white space Rust's `trim` takes off. */
import type { RsToken } from './tokens.js';

/** Rust types as the JSON Schema schemars makes of them. */
const TYPES: Readonly<Record<string, string>> = {
  String: 'string',
  str: 'string',
  char: 'string',
  bool: 'boolean',
  f32: 'number',
  f64: 'number',
  ...Object.fromEntries(['i8', 'i16', 'i32', 'i64', 'i128', 'isize', 'u8', 'u16', 'u32', 'u64', 'u128', 'usize'].map((t) => [t, 'integer'])),
};
/** Rust's `str::trim` trims Unicode White_Space: not U+FEFF, which JavaScript's `trim` also drops. */
export const RUST_SPACE = new Set(
  '\t\n\v\f\r \u0085\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000',
);

/** A field type of simple form (`String`, `Option<u32>`, `Vec<String>`), or undefined. */
export function fieldSchema(type: readonly RsToken[]): { schema: Record<string, unknown>; required: boolean } | undefined {
  const words = type.map((t) => t.text);
  const optional = words[0] === 'Option' && words[1] === '<' && words[words.length - 1] === '>';
  const inner = optional ? words.slice(2, -1) : words;
  if (inner.length === 1 && Object.hasOwn(TYPES, inner[0] as string)) return { schema: { type: TYPES[inner[0] as string] }, required: !optional };
  if (inner.length === 4 && inner[0] === 'Vec' && inner[1] === '<' && inner[3] === '>' && Object.hasOwn(TYPES, inner[2] as string))
    return { schema: { type: 'array', items: { type: TYPES[inner[2] as string] } }, required: !optional };
  return undefined;
}
