/**
 * The JSON a Go literal stands for, as a hand-rolled server writes an input schema: a map literal
 * (`map[string]interface{}` or `map[string]any`) with slices (`[]string{…}`, `[]interface{}{…}`) and maps
 * in it, each value placed where it is written; and, given the module's struct types whose fields are all
 * tagged, their literals (`mcp.InputSchema{Type: "object", Properties: map[string]mcp.Property{…}}`) as
 * `encoding/json` writes them: by the tags, `omitempty` fields left out when empty, fields not written
 * as their zero value when that is a string, a number or a boolean. Anything else in it (another struct,
 * a call, a field not written whose zero value is `null`) is not statically known.
 */
import { joinPointer } from '../../util/pointer.js';
import { type Read, UNKNOWN } from '../source/extracted.js';
import type { StructShape } from './registrars.js';
import type { GoToken } from './tokens.js';

const MAX_DEPTH = 32;

export interface JsonLiteralInput {
  tokens: readonly GoToken[];
  pairs: Int32Array;
  /** A scalar's value at `i` (a literal, a same-file constant), placed at `pointer` (extract.ts). */
  value(i: number, pointer: string, key?: number): Read;
  /** The index after the expression at `i`. */
  skip(i: number): number;
  place(pointer: string, from: number, to: number, key?: number): void;
  /** The module's struct types a schema's literals may be of, and the package that declares them. */
  structs?: { shapes: ReadonlyMap<string, StructShape>; pkg: string };
}

/** What `encoding/json` writes for a field's Go type when the literal leaves it out, or UNKNOWN (`null`, a struct). */
function zeroOf(type: string): Read {
  if (type === 'string') return '';
  if (type === 'bool') return false;
  return /^(?:u?int(?:8|16|32|64)?|float(?:32|64))$/.test(type) ? 0 : UNKNOWN;
}

/** Whether `omitempty` leaves a value out: false, 0, "", null, or an empty slice or map. */
function empty(read: unknown, type: string): boolean {
  if (read === false || read === 0 || read === '' || read === null) return true;
  if (type.startsWith('[]')) return Array.isArray(read) && read.length === 0;
  return type.startsWith('map[') && typeof read === 'object' && Object.keys(read as object).length === 0;
}

/** A reader of the JSON the expression at `i` stands for, placed under `pointer`, or UNKNOWN. */
export function jsonLiteral({ tokens, pairs, value, skip, place, structs }: JsonLiteralInput): (i: number, pointer: string) => Read {
  const op = (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v;
  const is = (i: number, v: string) => tokens[i]?.kind === 'name' && tokens[i].text === v;
  return (i, pointer) => json(i, pointer, undefined, 0);

  /** The module's struct type named at `i` (`Property`, `mcp.Property`), or undefined. */
  function shapeAt(i: number): StructShape | undefined {
    const named = op(i + 1, '.') && is(i, structs?.pkg ?? '') ? i + 2 : i;
    return tokens[named]?.kind === 'name' && (named === i + 2 || !op(i - 1, '.')) ? structs?.shapes.get(tokens[named].text as string) : undefined;
  }
  /** The struct literal at `i` (`&T{`, `pkg.T{`, `T{`): its `{` and shape; else undefined. */
  function structAt(i: number): { open: number; shape: StructShape } | undefined {
    const at = op(i, '&') ? i + 1 : i;
    const open = op(at + 1, '.') ? at + 3 : at + 1;
    const shape = op(open, '{') ? shapeAt(at) : undefined;
    return shape && { open, shape };
  }
  /** The JSON of a struct literal at `open` of `shape`, written from `from`, by its fields' tags; or UNKNOWN. */
  function struct(from: number, open: number, shape: StructShape, pointer: string, key: number | undefined, level: number): Read {
    const items = entries(open);
    if (!items) return UNKNOWN;
    const object: Record<string, unknown> = {};
    const written = new Set<string>();
    for (const [fieldAt, valueAt] of items) {
      const field = tokens[fieldAt]?.kind === 'name' && valueAt === fieldAt + 2 ? shape.get(tokens[fieldAt].text as string) : undefined;
      if (!field || written.has(field.key)) return UNKNOWN;
      written.add(field.key);
      const inner = json(valueAt, joinPointer(pointer, field.key), fieldAt, level + 1);
      if (inner === UNKNOWN) return UNKNOWN;
      if (!(field.omitempty && empty(inner, field.type))) object[field.key] = inner;
    }
    for (const { key: name, omitempty, type } of shape.values()) {
      if (written.has(name) || omitempty) continue;
      const zero = zeroOf(type);
      if (zero === UNKNOWN) return UNKNOWN;
      object[name] = zero;
    }
    place(pointer, from, pairs[open], key);
    return object;
  }
  /** The type at `i` of a map (`map[…]T`) or slice (`[]T`) literal: its `{`, and its items' type when they are maps or the module's structs; else undefined. */
  function literalType(i: number): { open: number; maps: boolean; items?: StructShape } | undefined {
    const isMap = is(i, 'map') && op(i + 1, '[');
    if (!isMap && !(op(i, '[') && op(i + 1, ']'))) return undefined;
    const element = isMap ? pairs[i + 1] + 1 : i + 2;
    let j = element;
    // The element type: `string`, `interface{}`, `any`, `map[string]any`, `[]string`, at most a few tokens.
    for (let k = 0; k < 16 && j < tokens.length && !op(j, '{'); k++) j = op(j, '[') ? pairs[j] + 1 : j + 1;
    if (is(j - 1, 'interface') && op(j, '{') && pairs[j] === j + 1) j += 2;
    if (!op(j, '{')) return undefined;
    return { open: j, maps: is(element, 'map'), items: j === element + 1 || j === element + 3 ? shapeAt(element) : undefined };
  }
  /**
   * The JSON a schema's expression at `i` stands for (`elided`: an item of a list of maps, `{…}`, or of
   * structs of that shape), placed, or UNKNOWN.
   */
  function json(i: number, pointer: string, key: number | undefined, level: number, elided: boolean | StructShape = false): Read {
    if (level > MAX_DEPTH) return UNKNOWN;
    if (typeof elided === 'object') return op(i, '{') ? struct(i, i, elided, pointer, key, level) : json(i, pointer, key, level);
    const literal = structAt(i);
    if (literal) return struct(i, literal.open, literal.shape, pointer, key, level);
    const typed = elided && op(i, '{') ? { open: i, maps: false } : literalType(i);
    // A scalar: a struct literal of another type is no JSON.
    if (!typed) return op(skip(i) - 1, '}') ? UNKNOWN : value(i, pointer, key);
    const { open, maps, items: shape } = typed;
    const inner = shape ?? maps;
    const items = entries(open);
    if (!items) return UNKNOWN;
    let read: Read;
    if (is(i, 'map') || elided) {
      const object: Record<string, unknown> = {};
      for (const [keyAt, valueAt] of items) {
        if (valueAt === -1 || tokens[keyAt]?.kind !== 'string' || valueAt !== keyAt + 2) return UNKNOWN;
        const field = tokens[keyAt].text as string;
        const read = json(valueAt, joinPointer(pointer, field), keyAt, level + 1, inner);
        if (read === UNKNOWN || Object.hasOwn(object, field)) return UNKNOWN;
        object[field] = read;
      }
      read = object;
    } else {
      const list: unknown[] = [];
      for (const [itemAt, valueAt] of items) {
        const read = valueAt === -1 ? json(itemAt, joinPointer(pointer, String(list.length)), undefined, level + 1, inner) : UNKNOWN;
        if (read === UNKNOWN) return UNKNOWN;
        list.push(read);
      }
      read = list;
    }
    place(pointer, i, pairs[open], key);
    return read;
  }
  /** A literal's items at `open`: `[key, value]` for `key: value`, `[item, -1]` otherwise; undefined when not such a list. */
  function entries(open: number): [number, number][] | undefined {
    const found: [number, number][] = [];
    for (let j = open + 1; j < pairs[open]; ) {
      const end = skip(j);
      if (op(end, ':')) {
        found.push([j, end + 1]);
        j = skip(end + 1);
      } else {
        found.push([j, -1]);
        j = end;
      }
      if (op(j, ',')) j++;
      else if (j < pairs[open]) return undefined;
    }
    return found;
  }
}
