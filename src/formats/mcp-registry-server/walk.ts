/**
 * Which definition of the model each object of a file is, in one version: the server at the root, its
 * packages, their transports and arguments, remotes, inputs. Unions are resolved by their `type` as the
 * checker resolves them; an object whose kind cannot be told (no or an unknown `type`) is not placed.
 */
import type { Type, UnionOption } from '../../model/dsl.js';
import { hasOwn, isObject, type JsonObject } from '../../util/json.js';
import { joinPointer } from '../../util/pointer.js';
import { MODEL } from './model.js';
import { AXIS } from './versions.js';

export interface Placed {
  /** The model's definition this object is, e.g. `Package`, `KeyValueInput`. */
  definition: string;
  pointer: string;
  value: JsonObject;
}

/**
 * Every object of `value` with its definition in `version`, parents before children. `lenient` also
 * follows fields the version does not have (a camelCase `runtimeArguments` in a 2025-07-09 file), for
 * the rules that check what a value means whichever spelling it has.
 */
export function placeObjects(value: unknown, version: string, lenient = false): Placed[] {
  const out: Placed[] = [];
  visit({ kind: 'ref', name: 'Server' }, value, '', version, out, lenient);
  return out;
}

function visit(type: Type, value: unknown, pointer: string, version: string, out: Placed[], lenient: boolean): void {
  switch (type.kind) {
    case 'ref': {
      const def = MODEL.definition(type.name);
      if (def.alias) return visit(def.alias, value, pointer, version, out, lenient);
      if (!isObject(value)) return;
      out.push({ definition: def.name, pointer, value });
      for (const [key, field] of Object.entries(def.fields)) {
        if (hasOwn(value, key) && (lenient || AXIS.inSpan(version, field))) visit(field.type, value[key], joinPointer(pointer, key), version, out, lenient);
      }
      return;
    }
    case 'array':
      if (Array.isArray(value)) for (const [index, item] of value.entries()) visit(type.items, item, joinPointer(pointer, index), version, out, lenient);
      return;
    case 'map':
      if (isObject(value)) for (const [key, item] of Object.entries(value)) visit(type.values, item, joinPointer(pointer, key), version, out, lenient);
      return;
    case 'versioned': {
      let step = type.steps[0][1];
      for (const [from, t] of type.steps) if (AXIS.compare(version, from) >= 0) step = t;
      return visit(step, value, pointer, version, out, lenient);
    }
    case 'union': {
      const chosen = type.discriminator && isObject(value) ? tagged(type.options, type.discriminator.key, value[type.discriminator.key], version) : undefined;
      if (chosen) visit(chosen.type, value, pointer, version, out, lenient);
      return;
    }
    default:
      return;
  }
}

/** The live option whose definition's discriminator constant is `tag`. */
function tagged(options: readonly UnionOption[], key: string, tag: unknown, version: string): UnionOption | undefined {
  return options.find((o) => {
    if (!AXIS.inSpan(version, o) || o.type.kind !== 'ref') return false;
    const fields = MODEL.definition(o.type.name).fields;
    const t = fields && hasOwn(fields, key) ? fields[key].type : undefined;
    return t?.kind === 'const' && t.value === tag;
  });
}

/** The objects of some definitions. */
export function objectsOf(placed: readonly Placed[], ...definitions: readonly string[]): Placed[] {
  return placed.filter((p) => definitions.includes(p.definition));
}
