/**
 * The JSON a Go literal stands for, as a hand-rolled server writes an input schema: a map literal
 * (`map[string]interface{}` or `map[string]any`) with slices (`[]string{…}`, `[]interface{}{…}`) and maps
 * in it, each value placed where it is written; anything else in it (a struct literal, a call) is not
 * statically known.
 */
import { joinPointer } from '../../util/pointer.js';
import { type Read, UNKNOWN } from '../source/extracted.js';
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
}

/** A reader of the JSON the expression at `i` stands for, placed under `pointer`, or UNKNOWN. */
export function jsonLiteral({ tokens, pairs, value, skip, place }: JsonLiteralInput): (i: number, pointer: string) => Read {
  const op = (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v;
  const is = (i: number, v: string) => tokens[i]?.kind === 'name' && tokens[i].text === v;
  return (i, pointer) => json(i, pointer, undefined, 0);

  /** The type at `i` of a map (`map[…]T`) or slice (`[]T`) literal: its `{` and whether its items are maps; else undefined. */
  function literalType(i: number): { open: number; maps: boolean } | undefined {
    const isMap = is(i, 'map') && op(i + 1, '[');
    if (!isMap && !(op(i, '[') && op(i + 1, ']'))) return undefined;
    const element = isMap ? pairs[i + 1] + 1 : i + 2;
    let j = element;
    // The element type: `string`, `interface{}`, `any`, `map[string]any`, `[]string`, at most a few tokens.
    for (let k = 0; k < 16 && j < tokens.length && !op(j, '{'); k++) j = op(j, '[') ? pairs[j] + 1 : j + 1;
    if (is(j - 1, 'interface') && op(j, '{') && pairs[j] === j + 1) j += 2;
    if (!op(j, '{')) return undefined;
    return { open: j, maps: is(element, 'map') };
  }
  /** The JSON a schema's expression at `i` stands for (`elided`: an item of a list of maps, `{…}`), placed, or UNKNOWN. */
  function json(i: number, pointer: string, key: number | undefined, level: number, elided = false): Read {
    if (level > MAX_DEPTH) return UNKNOWN;
    const typed = elided && op(i, '{') ? { open: i, maps: false } : literalType(i);
    // A scalar: a struct literal of another type is no JSON.
    if (!typed) return op(skip(i) - 1, '}') ? UNKNOWN : value(i, pointer, key);
    const { open, maps } = typed;
    const items = entries(open);
    if (!items) return UNKNOWN;
    let read: Read;
    if (is(i, 'map') || elided) {
      const object: Record<string, unknown> = {};
      for (const [keyAt, valueAt] of items) {
        if (valueAt === -1 || tokens[keyAt]?.kind !== 'string' || valueAt !== keyAt + 2) return UNKNOWN;
        const field = tokens[keyAt].text as string;
        const inner = json(valueAt, joinPointer(pointer, field), keyAt, level + 1, maps);
        if (inner === UNKNOWN || Object.hasOwn(object, field)) return UNKNOWN;
        object[field] = inner;
      }
      read = object;
    } else {
      const list: unknown[] = [];
      for (const [itemAt, valueAt] of items) {
        const inner = valueAt === -1 ? json(itemAt, joinPointer(pointer, String(list.length)), undefined, level + 1, maps) : UNKNOWN;
        if (inner === UNKNOWN) return UNKNOWN;
        list.push(inner);
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
