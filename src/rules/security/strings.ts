/** Every string in a descriptor, values and property names alike, with where it is. */
import { isObject } from '../../util/json.js';
import { escapeSegment } from '../../util/pointer.js';

export interface StringSite {
  /** The JSON Pointer of the string; built on demand, since nearly every string passes without a finding. */
  readonly pointer: string;
  /** The property name or array index the string sits at (for a property name: the name itself). */
  readonly key: string | number | undefined;
  readonly text: string;
  /** 'key' when the string is a property name, so a finding points at the name. */
  readonly target: 'key' | 'value';
}

/**
 * Calls `visit` for each string value and property name, depth first, in document order. The site is
 * reused between calls: read it inside `visit`, do not keep it.
 */
export function forEachString(value: unknown, visit: (site: StringSite) => void): void {
  const path: (string | number)[] = [];
  const site = {
    key: undefined as string | number | undefined,
    text: '',
    target: 'value' as 'key' | 'value',
    get pointer(): string {
      let pointer = '';
      for (const segment of path) pointer += `/${escapeSegment(segment)}`;
      return pointer;
    },
  };
  const walk = (node: unknown, key: string | number | undefined): void => {
    if (typeof node === 'string') {
      site.key = key;
      site.text = node;
      site.target = 'value';
      visit(site);
    } else if (Array.isArray(node)) {
      for (let index = 0; index < node.length; index++) {
        path.push(index);
        walk(node[index], index);
        path.pop();
      }
    } else if (isObject(node)) {
      for (const name of Object.keys(node)) {
        path.push(name);
        site.key = name;
        site.text = name;
        site.target = 'key';
        visit(site);
        walk(node[name], name);
        path.pop();
      }
    }
  };
  walk(value, undefined);
}
