/** Every string in a descriptor, values and property names alike, with where it is. */
import { isObject } from '../../util/json.js';
import { joinPointer } from '../../util/pointer.js';

export interface StringSite {
  pointer: string;
  /** Property names and array indexes from the root to the string. */
  path: readonly (string | number)[];
  text: string;
  /** 'key' when the string is a property name, so a finding points at the name. */
  target: 'key' | 'value';
}

export function* stringSites(value: unknown, pointer = '', path: readonly (string | number)[] = []): Generator<StringSite> {
  if (typeof value === 'string') {
    yield { pointer, path, text: value, target: 'value' };
  } else if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* stringSites(item, joinPointer(pointer, index), [...path, index]);
  } else if (isObject(value)) {
    for (const [key, child] of Object.entries(value)) {
      const childPointer = joinPointer(pointer, key);
      const childPath = [...path, key];
      yield { pointer: childPointer, path: childPath, text: key, target: 'key' };
      yield* stringSites(child, childPointer, childPath);
    }
  }
}

/** The property a string value belongs to ("description"), or undefined for an array item or the root. */
export function fieldOf(site: StringSite): string | undefined {
  const last = site.path[site.path.length - 1];
  return typeof last === 'string' ? last : undefined;
}
