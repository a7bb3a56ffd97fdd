/**
 * Every string in a descriptor, values and property names alike, with where it is. Several rules read
 * every string, so the strings of a descriptor are listed once, in one walk, and pointers are built
 * only for the few strings a rule reports.
 */
import type { JsonObject } from '../../../../util/json.js';
import { escapeSegment } from '../../../../util/pointer.js';
import { memoKey } from '../../../types.js';
import type { RuleContext } from '../../context.js';

export interface StringSite {
  /** The JSON Pointer of the string. */
  readonly pointer: string;
  /** The keys and indexes leading to the string, outermost first. */
  readonly path: readonly (string | number)[];
  /** The property name or array index the string sits at (for a property name: the name itself). */
  readonly key: string | number | undefined;
  readonly text: string;
  /** 'key' when the string is a property name, so a finding points at the name. */
  readonly target: 'key' | 'value';
}

/**
 * Strings and containers as parallel lists. String i sits at `keys[i]` inside container `owners[i]`;
 * container c sits at `containerKeys[c]` inside container `containerOwners[c]` (container 0 is the root).
 */
interface StringTable {
  texts: string[];
  keys: (string | number)[];
  owners: number[];
  isKey: boolean[];
  containerKeys: (string | number)[];
  containerOwners: number[];
}

const TABLE = memoKey<StringTable>('descriptor strings');

function tableOf(root: JsonObject): StringTable {
  const texts: string[] = [];
  const keys: (string | number)[] = [];
  const owners: number[] = [];
  const isKey: boolean[] = [];
  const containerKeys: (string | number)[] = [''];
  const containerOwners: number[] = [-1];
  // One walk with the lists in locals: this runs over every string and name of every file.
  const text = (value: string, key: string | number, owner: number, name: boolean): void => {
    texts.push(value);
    keys.push(key);
    owners.push(owner);
    isKey.push(name);
  };
  const container = (value: object, key: string | number, owner: number): void => {
    containerKeys.push(key);
    containerOwners.push(owner);
    walk(value, containerKeys.length - 1);
  };
  const walk = (node: object, id: number): void => {
    if (Array.isArray(node)) {
      for (let index = 0; index < node.length; index++) {
        const value: unknown = node[index];
        if (typeof value === 'string') text(value, index, id, false);
        else if (typeof value === 'object' && value !== null) container(value, index, id);
      }
      return;
    }
    const object = node as JsonObject;
    for (const name of Object.keys(object)) {
      text(name, name, id, true);
      const value = object[name];
      if (typeof value === 'string') text(value, name, id, false);
      else if (typeof value === 'object' && value !== null) container(value, name, id);
    }
  };
  walk(root, 0);
  return { texts, keys, owners, isKey, containerKeys, containerOwners };
}

function pathOf(table: StringTable, index: number): (string | number)[] {
  const path = [table.keys[index]];
  for (let c = table.owners[index]; c > 0; c = table.containerOwners[c]) path.push(table.containerKeys[c]);
  return path.reverse();
}

/** Which strings a rule looks at; the others are passed over without a call. */
export interface StringFilter {
  /** Property values only, not property names. */
  valuesOnly?: boolean;
  /** Only strings at these property names (and, with `itemsOf`, those items). */
  keys?: ReadonlySet<string>;
  /** With `keys`: also the items of arrays at these property names. */
  itemsOf?: ReadonlySet<string>;
  /** Only strings this matches (a quick test every string a rule reports must pass). */
  text?: RegExp;
}

/**
 * Calls `visit` for each string value and property name of the descriptor that passes `filter`, depth
 * first, in document order. The site is reused between calls: read it inside `visit`, do not keep it.
 */
export function forEachString(view: Pick<RuleContext, 'descriptor' | 'memo'>, visit: (site: StringSite) => void, filter: StringFilter = {}): void {
  const table = view.memo(TABLE, () => tableOf(view.descriptor));
  const { texts, keys: at, owners, isKey, containerKeys } = table;
  let index = 0;
  const site: StringSite = {
    get pointer() {
      let pointer = '';
      for (const segment of pathOf(table, index)) pointer += `/${escapeSegment(segment)}`;
      return pointer;
    },
    get path() {
      return pathOf(table, index);
    },
    get key() {
      return at[index];
    },
    get text() {
      return texts[index];
    },
    get target() {
      return isKey[index] ? 'key' : 'value';
    },
  };
  const { valuesOnly, keys, itemsOf, text } = filter;
  for (const count = texts.length; index < count; index++) {
    if (valuesOnly && isKey[index]) continue;
    if (keys) {
      const key = at[index];
      const list = typeof key === 'number' ? containerKeys[owners[index]] : undefined;
      if (typeof key === 'string' ? !keys.has(key) : typeof list !== 'string' || !itemsOf?.has(list)) continue;
    }
    if (text && !text.test(texts[index])) continue;
    visit(site);
  }
}
