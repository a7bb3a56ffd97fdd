/**
 * The manifest's objects with the model definition that reads each one, for the rules that look at keys
 * and values themselves (fields of other versions, extension keys, string refinements). It follows the
 * model as `checkModel` does, into the fields the declared version defines.
 */
import type { Model } from '../../model/check.js';
import type { Definition, Field, Type } from '../../model/dsl.js';
import { hasOwn, isObject, type JsonObject } from '../../util/json.js';
import { joinPointer } from '../../util/pointer.js';

export interface ObjectSite {
  definition: Definition;
  value: JsonObject;
  pointer: string;
  /** How messages name the place: "server.mcp_config", "icons[0]" ('' for the manifest itself). */
  path: string;
}

export function objectSites(model: Model, root: unknown, rootName: string, version: string): ObjectSite[] {
  const sites: ObjectSite[] = [];
  const axis = model.axis;
  const step = (steps: readonly (readonly [string, Type])[]): Type => {
    let chosen = steps[0][1];
    for (const [from, type] of steps) if (axis.compare(version, from) >= 0) chosen = type;
    return chosen;
  };
  const visit = (type: Type, value: unknown, pointer: string, path: string): void => {
    if (type.kind === 'versioned') return visit(step(type.steps), value, pointer, path);
    if (type.kind === 'array' && Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(type.items, item, joinPointer(pointer, index), `${path}[${index}]`);
      return;
    }
    if (type.kind === 'map' && isObject(value)) {
      for (const [key, item] of Object.entries(value)) visit(type.values, item, joinPointer(pointer, key), child(path, key));
      return;
    }
    if (type.kind !== 'ref' || !isObject(value)) return;
    const definition = model.definition(type.name);
    if (!definition.fields || !axis.inSpan(version, definition)) return;
    sites.push({ definition, value, pointer, path });
    for (const [key, field] of Object.entries(definition.fields)) {
      if (axis.inSpan(version, field) && hasOwn(value, key)) visit(field.type, value[key], joinPointer(pointer, key), child(path, key));
    }
  };
  visit({ kind: 'ref', name: rootName }, root, '', '');
  return sites;
}

export function child(path: string, key: string | number): string {
  return typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;
}

/** The field a site's definition has for a key, in any version. */
export function fieldOf(site: ObjectSite, key: string): Field | undefined {
  const fields = site.definition.fields;
  return fields && hasOwn(fields, key) ? fields[key] : undefined;
}
