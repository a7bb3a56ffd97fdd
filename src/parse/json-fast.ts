/**
 * The fast path for `.json` files, where nearly every file is fine: the engine's native JSON.parse,
 * one walk that drops each object's prototype in place (no second copy of the tree) and checks the
 * limits, and one scan of the text
 * that counts property names, because JSON.parse silently keeps only the last of duplicate keys.
 * Whenever there is anything to report (a syntax error, a duplicate key, a limit) it returns undefined
 * and the positional parser (json.ts) reads the file again, so problems always come with exact places.
 */
import type { ParseLimits } from './parse.js';

const BAIL = Symbol('bail');

export function parseJsonFast(text: string, limits: ParseLimits): { value: unknown } | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return undefined;
  }
  let nodes = 0;
  let keys = 0;
  const { maxNodes, maxDepth, maxStringLength } = limits;
  const prepare = (value: unknown, depth: number): unknown => {
    if (++nodes > maxNodes || depth > maxDepth) throw BAIL;
    if (typeof value === 'string') {
      if (value.length > maxStringLength) throw BAIL;
      return value;
    }
    if (value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) prepare(value[i], depth + 1);
      return value;
    }
    const object = value as Record<string, unknown>;
    // No prototype: a key such as "constructor" or "__proto__" can never resolve to inherited members.
    // JSON.parse made every member an own data property ("__proto__" included), so they all stay.
    Object.setPrototypeOf(object, null);
    const names = Object.keys(object);
    keys += names.length;
    for (const name of names) {
      if (name.length > maxStringLength) throw BAIL;
      prepare(object[name], depth + 1);
    }
    return object;
  };
  try {
    const value = prepare(parsed, 0);
    return keys === countPropertyNames(text) ? { value } : undefined;
  } catch (error) {
    if (error === BAIL || error instanceof RangeError) return undefined;
    throw error;
  }
}

/** The number of `name: value` members in valid JSON text: its colons outside strings. */
function countPropertyNames(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 58) {
      count++;
    } else if (c === 34) {
      // Jump to the closing quote: the next quote not escaped by an odd run of backslashes.
      for (;;) {
        i = text.indexOf('"', i + 1);
        let slashes = 0;
        while (text.charCodeAt(i - 1 - slashes) === 92) slashes++;
        if (slashes % 2 === 0) break;
      }
    }
  }
  return count;
}
