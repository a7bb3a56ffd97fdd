/**
 * Where JSON Pointers are in valid JSON text, found by walking only the paths to them and skipping
 * every sibling. A file with findings needs their places, not a span for every value as the
 * positional parser (json.ts) builds them: the locator remembers the members and items of each
 * object and array it has read, and reads on from where it stopped, so every container on a path is
 * read once however many pointers go through it, and a file with many findings costs about one pass
 * over the text before its last place, not a walk per finding. A value's end is read only when asked
 * for, and no further than the caller needs (a finding's region ends at its first line).
 *
 * Only for text JSON.parse accepted and whose keys are unique (the fast path checks both), so there
 * is nothing to validate and the first member with a name is the only one.
 */
import { joinPointer, splitPointer } from '../util/pointer.js';
import type { JsonSpans } from './json.js';

/** Where a value is: its key (a member's), its first character, and its end on demand. */
export interface Span {
  key?: readonly [number, number];
  start: number;
  /** The offset just past the value, or `limit` when that is sooner: reads no further than `limit`. */
  end(limit?: number): number;
}

export interface Located {
  /** The pointer found: the one asked for, or its nearest ancestor that exists. */
  pointer: string;
  span: Span;
}

/** One place: the pointer, or its nearest ancestor that exists. */
export type JsonLocator = (pointer: string) => Located;

interface Child {
  key?: readonly [number, number];
  value: number;
}

/** What has been read of one container. */
interface Container {
  members: Map<string, Child>;
  items: number[];
  /** Where the last child read starts (its value), whose end is not read yet; -1 before the first. */
  last: number;
  /** Whether every child has been read. */
  read: boolean;
  /** The offset just past the closing bracket, once known (it may be before every child is read); -1 before. */
  end: number;
}

export function jsonLocator(text: string): JsonLocator {
  const containers = new Map<number, Container>();
  // Ends of values read by a plain skip: many findings on one large value scan it once.
  const ends = new Map<number, number>();

  const containerAt = (pos: number): Container => {
    let known = containers.get(pos);
    if (!known) {
      known = { members: new Map(), items: [], last: -1, read: false, end: -1 };
      containers.set(pos, known);
    }
    return known;
  };

  /** Where the next child of the container at `pos` starts (its key or its value), or -1 after the last. */
  const nextChild = (pos: number, container: Container): number => {
    if (container.read) return -1;
    const at = container.last === -1 ? skipWhitespace(text, pos + 1) : skipWhitespace(text, endOf(container.last));
    const c = text.charCodeAt(at);
    if (c === 44) return skipWhitespace(text, at + 1);
    if (container.last === -1 && c !== 125 && c !== 93) return at;
    container.read = true;
    container.end = at + 1;
    return -1;
  };

  /** The end of the value at `pos`, read once: a container read in part is read on from where it stopped. */
  const endOf = (pos: number): number => {
    const c = text.charCodeAt(pos);
    if (c !== 123 && c !== 91) return skipScalar(text, pos);
    const container = containers.get(pos);
    if (container) {
      if (container.end === -1) container.end = ends.get(pos) ?? -1;
      if (container.end === -1) {
        // Past the last child read, the rest of the container holds no bracket that is not paired.
        container.end = container.last === -1 ? skipContainer(text, pos, 0, text.length) : skipContainer(text, endOf(container.last), 1, text.length);
      }
      return container.end;
    }
    let end = ends.get(pos);
    if (end === undefined) {
      end = skipContainer(text, pos, 0, text.length);
      ends.set(pos, end);
    }
    return end;
  };

  // How far each container whose end is not known has been read without reaching it: many findings
  // on one large value of a one-line file read that line once, not once each.
  const unclosed = new Map<number, number>();

  /** The end of the value at `pos`, or `limit` when it ends at or past it, reading no further than `limit` if its end is not known. */
  const endBefore = (pos: number, limit: number): number => {
    const c = text.charCodeAt(pos);
    if (c !== 123 && c !== 91) return Math.min(skipScalar(text, pos), limit);
    const known = ends.get(pos) ?? containers.get(pos)?.end ?? -1;
    if (known !== -1) return Math.min(known, limit);
    if ((unclosed.get(pos) ?? -1) >= limit) return limit;
    const end = skipContainer(text, pos, 0, limit);
    if (end === -1) {
      unclosed.set(pos, limit);
      return limit;
    }
    ends.set(pos, end);
    return end;
  };

  /** The member named `name` of the object at `pos`, reading members up to it. */
  const findMember = (pos: number, name: string): Child | undefined => {
    const object = containerAt(pos);
    const known = object.members.get(name);
    if (known) return known;
    for (let at = nextChild(pos, object); at !== -1; at = nextChild(pos, object)) {
      const keyEnd = skipString(text, at);
      const value = skipWhitespace(text, skipWhitespace(text, keyEnd) + 1);
      const key = keyName(text, at, keyEnd);
      const child = { key: [at, keyEnd] as const, value };
      object.members.set(key, child);
      object.last = value;
      if (key === name) return child;
    }
    return undefined;
  };

  /** Item `segment` (a decimal index) of the array at `pos`, reading items up to it. */
  const findItem = (pos: number, segment: string): Child | undefined => {
    if (!/^(?:0|[1-9]\d{0,8})$/.test(segment)) return undefined;
    const index = Number(segment);
    const array = containerAt(pos);
    while (array.items.length <= index) {
      const at = nextChild(pos, array);
      if (at === -1) return undefined;
      array.items.push(at);
      array.last = at;
    }
    return { value: array.items[index] };
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
    const start = pos;
    return {
      pointer: found,
      span: { start, end: (limit = Infinity) => (limit === Infinity ? endOf(start) : endBefore(start, limit)), ...(key ? { key } : {}) },
    };
  };
}

/** One pointer's place with its whole spans, as the positional parser gives them (a locator used once). */
export function locateInJson(text: string, pointer: string): { pointer: string; spans: JsonSpans } {
  const { pointer: found, span } = jsonLocator(text)(pointer);
  return { pointer: found, spans: { value: [span.start, span.end()], ...(span.key ? { key: span.key } : {}) } };
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
  let at = pos;
  for (;;) {
    // indexOf finds the next quote far faster than a loop; it closes the string unless an odd run of backslashes escapes it.
    at = text.indexOf('"', at + 1);
    let slashes = 0;
    while (text.charCodeAt(at - 1 - slashes) === 92) slashes++;
    if (slashes % 2 === 0) return at + 1;
  }
}

/** The end of the string, number, true, false or null that starts at `pos`. */
function skipScalar(text: string, pos: number): number {
  if (text.charCodeAt(pos) === 34) return skipString(text, pos);
  // Up to the next delimiter.
  let at = pos;
  for (;;) {
    const d = text.charCodeAt(at);
    if (Number.isNaN(d) || d === 44 || d === 125 || d === 93 || d === 32 || d === 10 || d === 13 || d === 9) return at;
    at++;
  }
}

/**
 * The end of the container whose bracket (`depth` 0) or one of whose children's ends (`depth` 1) is
 * at `pos`: by bracket depth, strings jumped over whole. At `limit` it stops and returns -1.
 */
function skipContainer(text: string, pos: number, depth: number, limit: number): number {
  let level = depth;
  let at = pos;
  while (at < limit) {
    const d = text.charCodeAt(at);
    if (d === 34) {
      at = skipString(text, at);
      continue;
    }
    if (d === 123 || d === 91) level++;
    else if (d === 125 || d === 93) {
      level--;
      if (level === 0) return at + 1;
    }
    at++;
  }
  return -1;
}
