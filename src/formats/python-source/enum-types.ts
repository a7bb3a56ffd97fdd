/**
 * An `enum.Enum` class of the file as a tool parameter's (or a model field's) type: `format: ExportFormat`,
 * `class ExportFormat(str, Enum): PNG = "png"; SVG = "svg"`. pydantic 2 puts the enum under `$defs` (its
 * `title` the class name, its docstring as `description` as `inspect.cleandoc` leaves it, `enum` its members'
 * values, `type` "string" or "integer" when they are all strings or all integers) and refers to it by `$ref`
 * (pydantic's `GenerateJsonSchema.enum_schema`). Read only where nothing else may change the members or their
 * values: an undecorated class whose bases are `Enum`, `str, Enum`, `StrEnum`, `IntEnum` or `int, Enum`, each
 * imported from `enum` (`from enum import …`) and not bound otherwise in the file, whose body holds only its
 * docstring, `pass` and members `NAME = "value"` (a string; an integer where the class is no `str` one), of two
 * values or more (one alone is given a `const` by some releases and not others), none repeated (an alias is
 * no member of its own). A method, `auto()`, a private name or any other statement leaves the enum not
 * statically known.
 */
import { joinPointer } from '../../util/pointer.js';
import type { Blocks } from './blocks.js';
import { assigns, FROM_IMPORT, importedItems } from './package-modules.js';
import type { ModelReading } from './pydantic-models.js';
import type { Token } from './tokens.js';

const BASES = new Map([
  ['Enum', undefined],
  ['StrEnum', 'string'],
  ['IntEnum', 'integer'],
]);
const MIXINS = new Map([
  ['str', 'string'],
  ['int', 'integer'],
]);

/** The names the file binds to `enum.Enum`, `enum.StrEnum` and `enum.IntEnum` (`from enum import Enum as E` too), each the class it is. */
export function enumBases(text: string): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  const seen = new Set<string>();
  for (const statement of text.matchAll(FROM_IMPORT))
    for (const { name, alias } of importedItems(statement[2])) {
      if (seen.has(alias)) out.delete(alias);
      else if (statement[1] === 'enum' && BASES.has(name)) out.set(alias, name);
      seen.add(alias);
    }
  for (const alias of [...out.keys()]) if (assigns(text, alias) || new RegExp(`^[ \\t]*(?:class|def)[ \\t]+${alias}\\b`, 'm').test(text)) out.delete(alias);
  return out;
}

/** The enum whose class header is at `at`, as far as its shape goes: its members' value tokens by name, its docstring (-1 for none), the type its bases give the values. */
export function enumClass(
  tokens: readonly Token[],
  lines: Blocks,
  at: number,
  bases: ReadonlyMap<string, string>,
  closing: (i: number) => number,
): { members: Map<string, number>; doc: number; typed: string | undefined } | undefined {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  if (tokens[at].text !== 'class' || !op(at + 2, '(') || (at > 1 && tokens[at - 1].kind === 'newline' && op(lines.line[at - 2], '@'))) return undefined;
  const named = tokens.slice(at + 3, closing(at + 2)).map((t) => t.text);
  const base = bases.get(named[named.length - 1] as string);
  if (base === undefined || !op(closing(at + 2) + 1, ':')) return undefined;
  // `str, Enum` or `int, Enum`: the mixin types the values as `StrEnum` and `IntEnum` do.
  const mixin = named.length === 3 && named[1] === ',' && base === 'Enum' ? MIXINS.get(named[0] as string) : undefined;
  if (named.length !== 1 && mixin === undefined) return undefined;
  const members = new Map<string, number>();
  let doc = -1;
  let first = true;
  for (let j = at + 1; j < lines.end[at]; j++) {
    if (!tokens[j].first) continue;
    if (lines.owner[j] !== at || lines.parent[j] !== at) return undefined;
    const next = tokens[j + 1]?.kind === 'newline' || j + 1 === lines.end[at];
    const statement = first;
    first = false;
    const name = tokens[j].text as string;
    if (tokens[j].kind === 'string' && next && statement) doc = j;
    else if (name === 'pass' && next) continue;
    else if (tokens[j].kind === 'name' && !name.startsWith('_') && !members.has(name) && op(j + 1, '=') && tokens[j + 3]?.kind === 'newline')
      members.set(name, j + 2);
    else return undefined;
  }
  return { members, doc, typed: mixin ?? BASES.get(base) };
}

/**
 * The enum whose class header is at `at` put in the `$defs` being read under its name (at `pointer`), as
 * pydantic 2 writes it; undefined, and nothing put, when it is not one or not statically known.
 */
export function enumSchema(
  tokens: readonly Token[],
  lines: Blocks,
  at: number,
  pointer: string,
  bases: ReadonlyMap<string, string>,
  reading: ModelReading,
): Record<string, unknown> | undefined {
  const shape = enumClass(tokens, lines, at, bases, reading.closing);
  if (shape === undefined) return undefined;
  const values = [...shape.members.values()].map((value, k) => reading.value(value, joinPointer(pointer, 'enum', String(k))));
  const kinds = new Set(values.map((v) => (typeof v === 'string' ? 'string' : Number.isInteger(v) ? 'integer' : 'other')));
  if (values.length < 2 || kinds.has('other') || kinds.size > 1 || new Set(values).size !== values.length) return undefined;
  const type = [...kinds][0];
  if (shape.typed !== undefined && shape.typed !== type) return undefined;
  const schema: Record<string, unknown> = { title: tokens[at + 1].text };
  if (shape.doc !== -1) {
    const description = reading.docstring(shape.doc, joinPointer(pointer, 'description'));
    if (description === undefined) return undefined;
    // Python's own default docstring of an enum, which pydantic leaves out.
    if (description !== 'An enumeration.') schema.description = description;
  }
  Object.assign(schema, { enum: values, type });
  reading.defs().set(tokens[at + 1].text as string, schema);
  return schema;
}
