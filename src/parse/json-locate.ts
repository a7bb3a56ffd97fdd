/**
 * Where one JSON Pointer is in valid JSON text, found by walking only the path to it and skipping
 * every sibling. A file with a few findings needs a few places, not a span for every value: this
 * costs one pass over the text before the place at most, where the positional parser (json.ts)
 * builds a span and a pointer for each of the file's values.
 *
 * Only for text JSON.parse accepted and whose keys are unique (the fast path checks both), so there
 * is nothing to validate and the first member with a name is the only one.
 */
import { joinPointer, splitPointer } from '../util/pointer.js';
import type { JsonSpans } from './json.js';

export interface LocatedSpans {
  /** The pointer found: the one asked for, or its nearest ancestor that exists. */
  pointer: string;
  spans: JsonSpans;
}

export function locateInJson(text: string, pointer: string): LocatedSpans {
  let pos = skipWhitespace(text, 0);
  let found = '';
  let key: readonly [number, number] | undefined;
  for (const segment of splitPointer(pointer)) {
    const open = text.charCodeAt(pos);
    const child = open === 123 ? findMember(text, pos, segment) : open === 91 ? findItem(text, pos, segment) : undefined;
    if (!child) break;
    pos = child.value;
    key = child.key;
    found = joinPointer(found, segment);
  }
  return { pointer: found, spans: { value: [pos, skipValue(text, pos)], ...(key ? { key } : {}) } };
}

/** The member named `name` of the object at `pos`: where its key is and where its value starts. */
function findMember(text: string, pos: number, name: string): { key: readonly [number, number]; value: number } | undefined {
  let at = skipWhitespace(text, pos + 1);
  while (text.charCodeAt(at) === 34) {
    const keyEnd = skipString(text, at);
    const value = skipWhitespace(text, skipWhitespace(text, keyEnd) + 1);
    if (keyName(text, at, keyEnd) === name) return { key: [at, keyEnd], value };
    at = skipWhitespace(text, skipValue(text, value));
    // A comma, then the next key; or the closing brace.
    if (text.charCodeAt(at) !== 44) return undefined;
    at = skipWhitespace(text, at + 1);
  }
  return undefined;
}

/** Item `segment` (a decimal index) of the array at `pos`: where its value starts. */
function findItem(text: string, pos: number, segment: string): { key?: undefined; value: number } | undefined {
  if (!/^(?:0|[1-9]\d{0,8})$/.test(segment)) return undefined;
  const index = Number(segment);
  let at = skipWhitespace(text, pos + 1);
  if (text.charCodeAt(at) === 93) return undefined;
  for (let i = 0; ; i++) {
    if (i === index) return { value: at };
    at = skipWhitespace(text, skipValue(text, at));
    if (text.charCodeAt(at) !== 44) return undefined;
    at = skipWhitespace(text, at + 1);
  }
}

function keyName(text: string, start: number, end: number): string {
  const raw = text.slice(start + 1, end - 1);
  return raw.includes('\\') ? (JSON.parse(text.slice(start, end)) as string) : raw;
}

function skipWhitespace(text: string, pos: number): number {
  let at = pos;
  for (;;) {
    const c = text.charCodeAt(at);
    if (c === 32 || c === 10 || c === 13 || c === 9) at++;
    else return at;
  }
}

/** The end of the string that starts at `pos` (just past its closing quote). */
function skipString(text: string, pos: number): number {
  let at = pos + 1;
  for (;;) {
    const c = text.charCodeAt(at);
    if (c === 34) return at + 1;
    at += c === 92 ? 2 : 1;
  }
}

/** The end of the value that starts at `pos`. */
function skipValue(text: string, pos: number): number {
  const c = text.charCodeAt(pos);
  if (c === 34) return skipString(text, pos);
  if (c !== 123 && c !== 91) {
    // A number, true, false or null: up to the next delimiter.
    let at = pos;
    for (;;) {
      const d = text.charCodeAt(at);
      if (Number.isNaN(d) || d === 44 || d === 125 || d === 93 || d === 32 || d === 10 || d === 13 || d === 9) return at;
      at++;
    }
  }
  let depth = 0;
  let at = pos;
  for (;;) {
    const d = text.charCodeAt(at);
    if (d === 34) {
      at = skipString(text, at);
      continue;
    }
    if (d === 123 || d === 91) depth++;
    else if (d === 125 || d === 93) {
      depth--;
      if (depth === 0) return at + 1;
    }
    at++;
  }
}
