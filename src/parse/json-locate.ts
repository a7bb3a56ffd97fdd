/**
 * Where JSON Pointers are in valid JSON text, found by walking only the paths to them and skipping
 * every sibling. A file with findings needs their places, not a span for every value as the
 * positional parser (json.ts) builds them: the locator remembers the members and items of each
 * object and array it has read, and reads on from where it stopped, so every container on a path is
 * read once however many pointers go through it, and a file with many findings costs one pass over
 * the text before its last place (and each path's subtree once more), not a walk per finding.
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

/** One place's spans: the pointer, or its nearest ancestor that exists. */
export type JsonLocator = (pointer: string) => LocatedSpans;

interface Child {
  key?: readonly [number, number];
  value: number;
}

/** What has been read of one container: its children so far, and where reading goes on. */
interface Container {
  members: Map<string, Child>;
  items: number[];
  /** Offset of the next child's key (object) or value (array); -1 once the container is read to its end. */
  next: number;
}

export function jsonLocator(text: string): JsonLocator {
  const containers = new Map<number, Container>();
  const containerAt = (pos: number): Container => {
    let known = containers.get(pos);
    if (!known) {
      const first = skipWhitespace(text, pos + 1);
      const close = text.charCodeAt(pos) === 123 ? 125 : 93;
      known = { members: new Map(), items: [], next: text.charCodeAt(first) === close ? -1 : first };
      containers.set(pos, known);
    }
    return known;
  };

  /** The member named `name` of the object at `pos`, reading members up to it. */
  const findMember = (pos: number, name: string): Child | undefined => {
    const object = containerAt(pos);
    const known = object.members.get(name);
    if (known) return known;
    while (object.next !== -1 && text.charCodeAt(object.next) === 34) {
      const at = object.next;
      const keyEnd = skipString(text, at);
      const value = skipWhitespace(text, skipWhitespace(text, keyEnd) + 1);
      const key = keyName(text, at, keyEnd);
      const child = { key: [at, keyEnd] as const, value };
      object.members.set(key, child);
      const after = skipWhitespace(text, skipValue(text, value));
      // A comma, then the next key; or the closing brace.
      object.next = text.charCodeAt(after) === 44 ? skipWhitespace(text, after + 1) : -1;
      if (key === name) return child;
    }
    return undefined;
  };

  /** Item `segment` (a decimal index) of the array at `pos`, reading items up to it. */
  const findItem = (pos: number, segment: string): Child | undefined => {
    if (!/^(?:0|[1-9]\d{0,8})$/.test(segment)) return undefined;
    const index = Number(segment);
    const array = containerAt(pos);
    while (array.items.length <= index && array.next !== -1) {
      const at = array.next;
      array.items.push(at);
      const after = skipWhitespace(text, skipValue(text, at));
      array.next = text.charCodeAt(after) === 44 ? skipWhitespace(text, after + 1) : -1;
    }
    return index < array.items.length ? { value: array.items[index] } : undefined;
  };

  // Where each value asked for ends: many findings on one large value (the root, a big schema) scan it once.
  const ends = new Map<number, number>();
  const endOf = (pos: number): number => {
    let end = ends.get(pos);
    if (end === undefined) {
      end = skipValue(text, pos);
      ends.set(pos, end);
    }
    return end;
  };

  const top = skipWhitespace(text, 0);
  return (pointer) => {
    let pos = top;
    let found = '';
    let key: readonly [number, number] | undefined;
    for (const segment of splitPointer(pointer)) {
      const open = text.charCodeAt(pos);
      const child = open === 123 ? findMember(pos, segment) : open === 91 ? findItem(pos, segment) : undefined;
      if (!child) break;
      pos = child.value;
      key = child.key;
      found = joinPointer(found, segment);
    }
    return { pointer: found, spans: { value: [pos, endOf(pos)], ...(key ? { key } : {}) } };
  };
}

/** One pointer's place (a locator used once). */
export function locateInJson(text: string, pointer: string): LocatedSpans {
  return jsonLocator(text)(pointer);
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
