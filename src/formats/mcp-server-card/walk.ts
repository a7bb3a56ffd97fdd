/** The objects of a card with the current draft's definition of each, for rules that read them by kind. */
import { isObject, type JsonObject } from '../../util/json.js';
import { joinPointer } from '../../util/pointer.js';

export interface Placed {
  pointer: string;
  definition: string;
  value: JsonObject;
}

export function placeObjects(root: JsonObject): Placed[] {
  const out: Placed[] = [{ pointer: '', definition: 'ServerCard', value: root }];
  const each = (value: unknown, pointer: string, definition: string): void => {
    if (Array.isArray(value)) for (const [i, item] of value.entries()) one(item, joinPointer(pointer, i), definition);
  };
  const one = (value: unknown, pointer: string, definition: string): JsonObject | undefined => {
    if (!isObject(value)) return undefined;
    out.push({ pointer, definition, value });
    return value;
  };
  const variables = (holder: JsonObject, pointer: string): void => {
    if (isObject(holder.variables)) for (const [k, v] of Object.entries(holder.variables)) one(v, joinPointer(pointer, 'variables', k), 'Input');
  };
  one(root.repository, '/repository', 'Repository');
  each(root.icons, '/icons', 'Icon');
  if (Array.isArray(root.remotes)) {
    for (const [i, item] of root.remotes.entries()) {
      const pointer = `/remotes/${i}`;
      const remote = one(item, pointer, 'Remote');
      if (!remote) continue;
      variables(remote, pointer);
      if (Array.isArray(remote.headers)) {
        for (const [j, h] of remote.headers.entries()) {
          const header = one(h, `${pointer}/headers/${j}`, 'KeyValueInput');
          if (header) variables(header, `${pointer}/headers/${j}`);
        }
      }
    }
  }
  return out;
}

export function objectsOf(placed: readonly Placed[], definition: string): Placed[] {
  return placed.filter((p) => p.definition === definition);
}
