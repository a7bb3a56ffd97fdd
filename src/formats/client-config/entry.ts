/**
 * One server entry of a client configuration, normalized: whatever shape the client writes it in (flat
 * keys, a nested command object, a TOML table), its parts (transport, command, arguments, environment,
 * URL, headers, working directory, approvals) are found where the client's `EntryShape` says, each with
 * the pointer to where it is written. The shared client rules read these parts, so a new client shape
 * is a shape in its spec, not a change to every rule; only the rules that check the shape itself
 * (structure, unknown keys) read `raw`.
 */
import { isObject, type JsonObject } from '../../util/json.js';
import { joinPointer } from '../../util/pointer.js';

/** The parts of a server entry that every client has, whatever it calls them. */
export type EntryPart = 'transport' | 'command' | 'args' | 'env' | 'url' | 'headers' | 'cwd';

/**
 * Where a client writes each part of an entry: key paths inside the entry, in the order they are
 * read. A part may sit at several (a URL under `url`, `serverUrl` or `httpUrl`); a path of more than
 * one key reaches into an object (`["command", "path"]` for a command object).
 */
export type EntryShape = Readonly<Record<EntryPart, readonly (readonly string[])[]>>;

/** Every part at a top-level key: the shape of every client mcpdesc knows today. */
export const FLAT_ENTRY: EntryShape = {
  transport: [['type']],
  command: [['command']],
  args: [['args']],
  env: [['env']],
  url: [['url'], ['serverUrl'], ['httpUrl']],
  headers: [['headers'], ['http_headers']],
  cwd: [['cwd']],
};

/** A value of an entry and where it is written. */
export interface Place {
  value: unknown;
  pointer: string;
  /** The key it is written under (`serverUrl`, `http_headers`), as messages name it. */
  key: string;
}

/** A string of an entry and what it is: the command, an argument, an environment value, a header, a URL. */
export interface EntryString {
  pointer: string;
  text: string;
  /** The part it belongs to; undefined for a key of the client's own (`envFile`, `headersHelper` …). */
  part: EntryPart | undefined;
  /** The key it is written under in the entry (or in the object a part sits in). */
  field: string;
  /** The variable or header name for map values, the index for list items. */
  key: string | number | undefined;
}

/** An approval setting of an entry (`alwaysAllow`, `trust`) the client's spec names, with its value. */
export interface Approval<Field> {
  field: Field;
  value: unknown;
  pointer: string;
}

export interface ServerEntry<Field extends { key: string } = { key: string }> {
  /** The server's name: its key in the server list. */
  name: string;
  pointer: string;
  /** The entry as written: what the structure and unknown-key rules check against the client's model. */
  raw: JsonObject;
  /** It starts nothing: `disabled: true`, or (Codex) `enabled = false`. */
  disabled: boolean;
  /** Each part, at every place of the shape where the entry has it, in the shape's order. */
  parts: Readonly<Record<EntryPart, readonly Place[]>>;
  transport: Place | undefined;
  command: Place | undefined;
  args: Place | undefined;
  env: Place | undefined;
  /** Every URL the entry gives, under whichever keys its client reads. */
  urls: readonly Place[];
  headers: readonly Place[];
  cwd: Place | undefined;
  approvals: readonly Approval<Field>[];
  /** Every string of the entry, one level into maps and lists (env values, header values, arguments). */
  strings: readonly EntryString[];
}

const PARTS = Object.keys(FLAT_ENTRY) as EntryPart[];

/** The entry `raw` at `pointer`, named `name`, read through `shape`; `approvals` are the spec's per-entry approval settings. */
export function normalizeEntry<Field extends { key: string }>(
  name: string,
  pointer: string,
  raw: JsonObject,
  shape: EntryShape,
  approvals: readonly Field[],
): ServerEntry<Field> {
  const parts = Object.fromEntries(PARTS.map((part) => [part, placesOf(raw, pointer, shape[part])])) as Record<EntryPart, Place[]>;
  return {
    name,
    pointer,
    raw,
    disabled: raw.disabled === true || raw.enabled === false,
    parts,
    transport: parts.transport[0],
    command: parts.command[0],
    args: parts.args[0],
    env: parts.env[0],
    urls: parts.url,
    headers: parts.headers,
    cwd: parts.cwd[0],
    approvals: approvals.flatMap((field) => {
      const value = raw[field.key];
      return value === undefined ? [] : [{ field, value, pointer: joinPointer(pointer, field.key) }];
    }),
    strings: stringsOf(raw, pointer, shape),
  };
}

function placesOf(raw: JsonObject, pointer: string, paths: readonly (readonly string[])[]): Place[] {
  const places: Place[] = [];
  for (const path of paths) {
    let value: unknown = raw;
    let at = pointer;
    for (const key of path) {
      value = isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
      at = joinPointer(at, key);
    }
    if (value !== undefined) places.push({ value, pointer: at, key: path[path.length - 1] });
  }
  return places;
}

/**
 * The strings of every key of the entry, in the order written: a key that is a part's whole path
 * belongs to that part; an object that parts reach into gives each of those parts' strings, and
 * its other keys' strings as its own.
 */
function stringsOf(raw: JsonObject, pointer: string, shape: EntryShape): EntryString[] {
  const strings: EntryString[] = [];
  for (const [field, value] of Object.entries(raw)) {
    const at = joinPointer(pointer, field);
    const whole = PARTS.find((part) => shape[part].some((path) => path.length === 1 && path[0] === field));
    const inner = isObject(value) && whole === undefined ? innerParts(shape, field) : undefined;
    if (inner && isObject(value)) {
      for (const [key, item] of Object.entries(value)) {
        const part = inner.get(key);
        if (part) strings.push(...stringsIn(item, joinPointer(at, key), part, key));
        else if (typeof item === 'string') strings.push({ pointer: joinPointer(at, key), text: item, part: undefined, field, key });
      }
    } else {
      strings.push(...stringsIn(value, at, whole, field));
    }
  }
  return strings;
}

/** The parts a shape places one level inside the object at `field`, by their key there (deeper paths are not read). */
function innerParts(shape: EntryShape, field: string): Map<string, EntryPart> | undefined {
  const inner = new Map<string, EntryPart>();
  for (const part of PARTS) for (const path of shape[part]) if (path.length === 2 && path[0] === field) inner.set(path[1], part);
  return inner.size > 0 ? inner : undefined;
}

/** A string, each string item of a list, or each string value of a map. */
function stringsIn(value: unknown, pointer: string, part: EntryPart | undefined, field: string): EntryString[] {
  if (typeof value === 'string') return [{ pointer, text: value, part, field, key: undefined }];
  const strings: EntryString[] = [];
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries())
      if (typeof item === 'string') strings.push({ pointer: joinPointer(pointer, index), text: item, part, field, key: index });
  } else if (isObject(value)) {
    for (const [key, item] of Object.entries(value))
      if (typeof item === 'string') strings.push({ pointer: joinPointer(pointer, key), text: item, part, field, key });
  }
  return strings;
}
