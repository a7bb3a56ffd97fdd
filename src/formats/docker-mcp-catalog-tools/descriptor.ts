/**
 * A Docker catalog tool list read as a descriptor's `tools`, for the descriptor's security rules to read
 * its texts unchanged: each tool as it is written, its `arguments` ({name, type, desc, optional}) as an
 * input schema's properties with `desc` as their `description`, and every pointer those rules report
 * moved back to where the file writes it (`/tools/0/inputSchema/properties/query/description` is the
 * file's `/0/arguments/0/desc`). Strings are the file's own, so a place inside one is the same place.
 */
import type { FixRequest } from '../../engine/fix.js';
import { LATEST } from '../../protocol/versions.js';
import { hasOwn, isObject, type JsonObject } from '../../util/json.js';
import { joinPointer, unescapeSegment } from '../../util/pointer.js';
import type { DescriptorSource } from '../mcpdesc-descriptor/context.js';
import type { Reporter } from '../types.js';

/** Where one tool's arguments went in its input schema. */
interface Moved {
  /** The property each argument became, by its key. */
  byKey: Map<string, { index: number; named: boolean; desc: boolean }>;
}

export interface CatalogView {
  source: DescriptorSource;
  /** A pointer into the view, as the file's pointer and the target there. */
  placeIn(pointer: string, target: 'key' | 'value'): { pointer: string; target: 'key' | 'value' };
}

export function catalogView(list: readonly unknown[]): CatalogView {
  const moved = new Map<number, Moved>();
  const tools = list.map((tool, index) => {
    if (!isObject(tool) || !Array.isArray(tool.arguments) || hasOwn(tool, 'inputSchema')) return tool;
    const { arguments: args, ...rest } = tool;
    const byKey: Moved['byKey'] = new Map();
    const properties: JsonObject = {};
    // Each retry takes a key no earlier one did, so the retries of a whole list are at most its arguments.
    let spare = 0;
    for (const [i, argument] of args.entries()) {
      const name = isObject(argument) && typeof argument.name === 'string' && !byKey.has(argument.name) ? argument.name : undefined;
      let key = name ?? `argument ${i + 1}`;
      while (byKey.has(key)) key = `argument ${i + 1}#${++spare}`;
      const desc = isObject(argument) && typeof argument.desc === 'string';
      byKey.set(key, { index: i, named: name !== undefined, desc });
      if (!isObject(argument)) properties[key] = argument;
      else {
        // The name is the property's key; when it cannot be (not a string, or a second argument of that name), it stays a value to read.
        const { name: _name, desc: text, ...schema } = argument;
        properties[key] = {
          ...(name === undefined && hasOwn(argument, 'name') ? { name: argument.name } : {}),
          ...schema,
          ...(desc ? { description: text } : {}),
        };
      }
    }
    moved.set(index, { byKey });
    return { ...rest, inputSchema: { type: 'object', properties } };
  });
  return {
    source: { descriptor: { protocolVersion: LATEST, tools }, versions: [LATEST] },
    placeIn: (pointer, target) => placeIn(moved, pointer, target),
  };
}

function placeIn(moved: ReadonlyMap<number, Moved>, pointer: string, target: 'key' | 'value'): { pointer: string; target: 'key' | 'value' } {
  if (!pointer.startsWith('/tools/')) return { pointer: '', target };
  const segments = pointer.slice('/tools/'.length).split('/');
  const tool = moved.get(Number(segments[0]));
  if (!tool || segments[1] !== 'inputSchema') return { pointer: pointer.slice('/tools'.length), target };
  const at = `/${segments[0]}/arguments`;
  const property = segments[2] === 'properties' && segments.length > 3 ? tool.byKey.get(unescapeSegment(segments[3])) : undefined;
  if (!property) return { pointer: at, target: 'value' };
  const argument = joinPointer(at, property.index);
  const rest = segments.slice(4);
  // The property's name is the argument's "name" value.
  if (rest.length === 0)
    return target === 'key' && property.named ? { pointer: joinPointer(argument, 'name'), target: 'value' } : { pointer: argument, target };
  if (rest.length === 1 && rest[0] === 'description' && property.desc) return { pointer: joinPointer(argument, 'desc'), target };
  return { pointer: `${argument}/${rest.join('/')}`, target };
}

/** A reporter that moves each finding of the view to its place in the file. */
export function placedReporter(view: CatalogView, reporter: Reporter): Reporter {
  const fixAt = (fix: FixRequest | undefined): FixRequest | undefined => {
    if (!fix?.at) return fix;
    const placed = view.placeIn(fix.at.pointer, fix.at.target);
    return { ...fix, at: placed };
  };
  return {
    report: (pointer, message, target = 'value', related, fix, index) => {
      const placed = view.placeIn(pointer, target);
      reporter.report(
        placed.pointer,
        inFileWords(message, placed.pointer, target),
        placed.target,
        related,
        fixAt(fix),
        placed.target === target ? index : undefined,
      );
    },
    reportAt: (range, message, pointer) => reporter.reportAt(range, message, pointer),
  };
}

/**
 * A message that names the view's key in the file's words: a message about an argument's description
 * quotes "description", which the file spells "desc", and one about a property name is about the
 * argument's "name" value.
 */
function inFileWords(message: string, pointer: string, target: 'key' | 'value'): string {
  if (pointer.endsWith('/desc') && message.startsWith('"description" ')) return `"desc" ${message.slice('"description" '.length)}`;
  if (target === 'key' && pointer.endsWith('/name') && message.startsWith('This property name '))
    return `"name" ${message.slice('This property name '.length)}`;
  return message;
}
