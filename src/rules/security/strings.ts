/** Every string in a descriptor, values and property names alike, with where it is. */
import { isObject } from '../../util/json.js';
import { joinPointer } from '../../util/pointer.js';

export interface StringSite {
  pointer: string;
  /** The property name or array index the string sits at (for a property name: the name itself). */
  key: string | number | undefined;
  text: string;
  /** 'key' when the string is a property name, so a finding points at the name. */
  target: 'key' | 'value';
}

/** Calls `visit` for each string value and property name, depth first, in document order. */
export function forEachString(value: unknown, visit: (site: StringSite) => void, pointer = '', key?: string | number): void {
  if (typeof value === 'string') {
    visit({ pointer, key, text: value, target: 'value' });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => forEachString(item, visit, joinPointer(pointer, index), index));
  } else if (isObject(value)) {
    for (const [name, child] of Object.entries(value)) {
      const childPointer = joinPointer(pointer, name);
      visit({ pointer: childPointer, key: name, text: name, target: 'key' });
      forEachString(child, visit, childPointer, name);
    }
  }
}
