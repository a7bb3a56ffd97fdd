/**
 * A pydantic model of the file as a tool parameter's type (`params: SearchParams`, `class
 * SearchParams(BaseModel):` with `BaseModel` imported from pydantic). FastMCP builds the tool's arguments
 * model with the parameter's type as a field, and pydantic's `model_json_schema` puts the model under
 * `$defs` (its title, its docstring as description, each field's schema) and refers to it by `$ref`.
 * Read only where nothing else may change that schema: an undecorated class whose one base is
 * `BaseModel` or another such model (of the file, or imported: its fields come first, its config holds
 * unless the class sets its own), whose body holds only its docstring, annotated fields (`name: T` or
 * `name: T = default`), `pass`, methods (plain, class, static, properties, and validators that keep the
 * schema: a `field_validator` or `model_validator` not in "plain" mode) and a `model_config =
 * ConfigDict(…)` of keys that leave the JSON schema as it is (or `extra=` "forbid", "allow" or "ignore",
 * which pydantic writes as `additionalProperties`, and a `json_schema_extra=` dict literal, which it
 * merges into the model's schema). Any other decorator, a `ClassVar`, a private or unannotated attribute,
 * a conditional body, several bases, a `json_schema_extra` function or any other config key leaves the
 * model not statically known.
 */
import { joinPointer } from '../../util/pointer.js';
import { type Read, UNKNOWN } from '../source/extracted.js';
import type { Blocks } from './blocks.js';
import { headerOf } from './blocks.js';
import { assigns, FROM_IMPORT, importedItems } from './package-modules.js';
import type { Token } from './tokens.js';

/** `ConfigDict` keys that change validation only, never the JSON schema. */
const SCHEMA_NEUTRAL = new Set([
  'str_strip_whitespace',
  'str_to_lower',
  'str_to_upper',
  'validate_assignment',
  'validate_default',
  'populate_by_name',
  'arbitrary_types_allowed',
  'frozen',
  'use_enum_values',
  'revalidate_instances',
  'from_attributes',
]);
/** How deep a model's bases are followed. */
const MAX_DEPTH = 8;
const EXTRA = new Map<string, boolean | undefined>([
  ['forbid', false],
  ['allow', true],
  ['ignore', undefined],
]);

/** A field of a model: its name, its type hint's tokens [from, to), and where its `= …` value starts (-1 for none). */
export interface ModelField {
  name: string;
  hint: [number, number];
  value: number;
}

export interface ModelShape {
  fields: ModelField[];
  /** The docstring's first token, or -1. */
  doc: number;
  /** What `extra=` makes `additionalProperties`, when given. */
  additional?: boolean;
  /** Where the dict literal `json_schema_extra=` gives starts, when given: pydantic merges it into the model's schema. */
  extra?: number;
  /** Whether the body sets `model_config`. */
  config?: boolean;
  /** The one base, when it is not `BaseModel` itself: another model, which the caller finds. */
  base?: string;
}

/**
 * The fields of the class whose header's first token is `at`, when it is a plain pydantic model as the top
 * comment says; undefined otherwise. `closing` gives a bracket's partner.
 */
export function modelShape(tokens: readonly Token[], lines: Blocks, at: number, closing: (i: number) => number): ModelShape | undefined {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  // `class Name(BaseModel):` then the body on lines of its own, the class itself undecorated.
  if (tokens[at].text !== 'class' || !op(at + 2, '(')) return undefined;
  const base = at + 3;
  if (tokens[base]?.kind !== 'name' || closing(at + 2) !== base + 1 || !op(base + 2, ':') || tokens[base + 3]?.kind !== 'newline') return undefined;
  if (at > 1 && tokens[at - 1].kind === 'newline' && op(lines.line[at - 2], '@')) return undefined;
  const shape: ModelShape = { fields: [], doc: -1, ...(tokens[base].text === 'BaseModel' ? {} : { base: tokens[base].text as string }) };
  let first = true;
  for (let j = at + 1; j < lines.end[at]; j++) {
    if (!tokens[j].first) continue;
    // A line in a method is the method's; any other line must be the class body's own.
    if (lines.owner[j] !== at) continue;
    if (lines.parent[j] !== at) return undefined;
    const next = lineEnd(tokens, j);
    const statement = first;
    first = false;
    if (tokens[j].kind === 'string' && statement) {
      if (next !== j + 1 && !tokens.slice(j, next).every((t) => t.kind === 'string')) return undefined;
      shape.doc = j;
    } else if (tokens[j].text === 'pass' && next === j + 1) continue;
    else if (headerOf(tokens, j) === 'def' || (op(j, '@') && neutralDecorator(tokens, j, next, closing))) continue;
    else if (tokens[j].text === 'model_config') {
      const given = config(tokens, j, next, closing);
      if (given === undefined || shape.config) return undefined;
      shape.config = true;
      Object.assign(shape, given);
    } else if (tokens[j].kind === 'name' && op(j + 1, ':') && !(tokens[j].text as string).startsWith('_')) {
      let equals = -1;
      for (let k = j + 2; k < next; k++) {
        if (op(k, '[') || op(k, '(') || op(k, '{')) k = closing(k);
        else if (op(k, '=')) {
          equals = k;
          break;
        }
      }
      const hint: [number, number] = [j + 2, equals === -1 ? next : equals];
      if (hint[1] <= hint[0] || tokens[hint[0]].text === 'ClassVar' || tokens[hint[0]].text === 'typing') return undefined;
      shape.fields.push({ name: tokens[j].text as string, hint, value: equals === -1 ? -1 : equals + 1 });
    } else return undefined;
  }
  return shape;
}

/** Decorators of a model's methods that leave its JSON schema as it is. */
const PLAIN_DECORATORS = new Set(['classmethod', 'staticmethod', 'property']);
const VALIDATORS = new Set(['field_validator', 'model_validator']);

/**
 * Whether the decorator line `@…` from `j` to `next` leaves the model's JSON schema as it is:
 * `@classmethod`, `@staticmethod`, `@property`, or a `@field_validator(…)` or `@model_validator(…)` whose
 * mode is not "plain" (a plain validator's input is any value) and that gives no `json_schema_input_type`.
 */
function neutralDecorator(tokens: readonly Token[], j: number, next: number, closing: (i: number) => number): boolean {
  const name = tokens[j + 1]?.kind === 'name' ? (tokens[j + 1].text as string) : '';
  if (PLAIN_DECORATORS.has(name)) return next === j + 2;
  if (!VALIDATORS.has(name) || tokens[j + 2]?.text !== '(' || closing(j + 2) + 1 !== next) return false;
  for (let k = j + 3; k < next; k++)
    if (tokens[k].text === 'json_schema_input_type' || (tokens[k].kind === 'string' && tokens[k].text === 'plain')) return false;
  return true;
}

/** The token past the logical line starting at `j` (its newline). */
function lineEnd(tokens: readonly Token[], j: number): number {
  let k = j;
  while (k < tokens.length && tokens[k].kind !== 'newline') k++;
  return k;
}

/**
 * `model_config = ConfigDict(k=v, …)` from `j` to `next`: what its `extra=` makes `additionalProperties`
 * and where its `json_schema_extra=` dict starts; undefined for a key that may change the schema otherwise.
 */
function config(tokens: readonly Token[], j: number, next: number, closing: (i: number) => number): Pick<ModelShape, 'additional' | 'extra'> | undefined {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  const end = closing(j + 3);
  if (!op(j + 1, '=') || tokens[j + 2]?.text !== 'ConfigDict' || !op(j + 3, '(') || end + 1 !== next) return undefined;
  const out: Pick<ModelShape, 'additional' | 'extra'> = {};
  for (let k = j + 4; k < end; ) {
    const key = tokens[k].text as string;
    if (tokens[k].kind !== 'name' || !op(k + 1, '=')) return undefined;
    const v = tokens[k + 2];
    const after = op(k + 2, '{') ? closing(k + 2) + 1 : k + 3;
    if (!(op(after, ',') || after === end)) return undefined;
    if (key === 'extra') {
      if (v?.kind !== 'string' || !EXTRA.has(v.text as string)) return undefined;
      out.additional = EXTRA.get(v.text as string);
    } else if (key === 'json_schema_extra' && op(k + 2, '{')) out.extra = k + 2;
    else if (!SCHEMA_NEUTRAL.has(key) || !(v?.text === 'True' || v?.text === 'False') || after !== k + 3) return undefined;
    k = op(after, ',') ? after + 1 : after;
  }
  return out;
}

/** A type hint's schema as another module defines it, with the models under `$defs` it refers to (imported-types.ts). */
export interface ImportedType {
  schema: Record<string, unknown>;
  defs: Readonly<Record<string, Record<string, unknown>>>;
  /** For a model, its parts, which a model of the importing module that names it as its base takes, with the `$defs` they refer to. */
  parts?: ModelParts & { defs: Readonly<Record<string, Record<string, unknown>>> };
}

/** What the reader of the file (extract.ts) lends to read a model's fields. */
export interface ModelReading {
  /** The `$defs` of the input schema being read. */
  defs(): Map<string, Record<string, unknown>>;
  /** A type hint's schema, or undefined when not statically known. */
  type(from: number, to: number, pointer: string, depth: number): Record<string, unknown> | undefined;
  /** A literal value, placed at `pointer`. */
  value(at: number, pointer: string): Read;
  /** A default as pydantic writes it, placed at `pointer`: a literal value, or an enum's member (`Color.RED`) as its value. */
  default(at: number, pointer: string): Read;
  /** Whether the file's `BaseModel` is pydantic's (baseModel). */
  pydantic(): boolean;
  /** The parts of the model a class of the file or an imported one names as its base; undefined when not a known model. */
  inherited(name: string, pointer: string, depth: number): ModelParts | undefined;
  /** A docstring as `inspect.cleandoc` leaves it, placed at `pointer`; undefined when not a literal. */
  docstring(at: number, pointer: string): string | undefined;
  args(open: number): { name?: string; at: number }[];
  closing(i: number): number;
}

/** Whether the file binds `BaseModel` by `from pydantic import BaseModel` only. */
export function baseModel(text: string): boolean {
  let imported = 0;
  for (const statement of text.matchAll(FROM_IMPORT))
    for (const { name, alias } of importedItems(statement[2]))
      if (alias === 'BaseModel') imported += statement[1] === 'pydantic' && name === 'BaseModel' ? 1 : 2;
  return imported === 1 && !assigns(text, 'BaseModel') && !/^[ \t]*(?:class|def)[ \t]+BaseModel\b/m.test(text);
}

/** `Field(…)` keywords pydantic writes as a JSON Schema keyword of the same value, by the field's type. */
const NUMBER_BOUNDS = new Map([
  ['ge', 'minimum'],
  ['le', 'maximum'],
  ['gt', 'exclusiveMinimum'],
  ['lt', 'exclusiveMaximum'],
]);

/**
 * What a model's schema is made of, as pydantic collects it over the model's bases: its fields' schemas
 * (a base's first, in order), which are required, and its config's `extra` and `json_schema_extra`.
 */
export interface ModelParts {
  properties: Record<string, Record<string, unknown>>;
  required: string[];
  additional?: boolean;
  extra?: Record<string, unknown>;
}

/**
 * The model whose class header is at `at` put in the `$defs` under its name (at `pointer`), as pydantic 2
 * writes it: `title`, the docstring as `description`, `properties` (each field's type, with the
 * `description`, `title`, `default` and bounds a `Field(…)` gives), `required`, `additionalProperties`
 * from `extra`, then the `json_schema_extra` dict merged in (a field of a model type is its `$ref` with
 * those keywords beside it, as pydantic 2.9 on writes it). Undefined, and nothing put, when any part is
 * not statically known.
 */
export function modelSchema(
  tokens: readonly Token[],
  lines: Blocks,
  at: number,
  pointer: string,
  depth: number,
  reading: ModelReading,
): Record<string, unknown> | undefined {
  const name = tokens[at + 1].text as string;
  const defs = reading.defs();
  const model: Record<string, unknown> = { type: 'object', title: name };
  // Put first: a field of the model's own type refers to it.
  defs.set(name, model);
  const parts = modelParts(tokens, lines, at, pointer, depth, reading);
  if (parts === undefined) {
    defs.delete(name);
    return undefined;
  }
  Object.assign(model, described(parts.doc), { properties: parts.properties });
  if (parts.required.length > 0) model.required = parts.required;
  if (parts.additional !== undefined) model.additionalProperties = parts.additional;
  // pydantic updates the model's schema with the dict, its keys overriding.
  return Object.assign(model, parts.extra);
}

/** `{ description }` for a docstring the class has: pydantic writes it as `inspect.cleandoc` leaves it. */
function described(doc: string | undefined): Record<string, unknown> {
  return doc === undefined ? {} : { description: doc };
}

/**
 * The parts of the model whose class header is at `at` (its fields read at `pointer`), and its own
 * docstring (a class's `__doc__` is never its base's); undefined when not statically known. A model of
 * another model (`class Export(BaseInput)`) takes its base's parts (`reading.inherited`) before its own.
 */
export function modelParts(
  tokens: readonly Token[],
  lines: Blocks,
  at: number,
  pointer: string,
  depth: number,
  reading: ModelReading,
): (ModelParts & { doc?: string }) | undefined {
  const shape = modelShape(tokens, lines, at, reading.closing);
  // Based on `BaseModel` itself: the file's `BaseModel` must be pydantic's.
  if (shape === undefined || depth > MAX_DEPTH || (shape.base === undefined && !reading.pydantic())) return undefined;
  const base = shape.base === undefined ? undefined : reading.inherited(shape.base, pointer, depth + 1);
  if (shape.base !== undefined && base === undefined) return undefined;
  const properties: Record<string, Record<string, unknown>> = structuredClone(base?.properties ?? {});
  const required = new Set(base?.required ?? []);
  for (const field of shape.fields) {
    const read = fieldSchema(tokens, field, joinPointer(pointer, 'properties', field.name), depth, reading);
    if (read === undefined) return undefined;
    properties[field.name] = read.schema;
    if (read.required) required.add(field.name);
    else required.delete(field.name);
  }
  const parts: ModelParts & { doc?: string } = {
    properties,
    required: Object.keys(properties).filter((key) => required.has(key)),
    additional: shape.additional ?? base?.additional,
    extra: base?.extra,
  };
  if (shape.doc !== -1) {
    parts.doc = reading.docstring(shape.doc, joinPointer(pointer, 'description'));
    if (parts.doc === undefined) return undefined;
  }
  if (shape.extra !== undefined) {
    const extra = reading.value(shape.extra, pointer);
    if (extra === null || typeof extra !== 'object' || Array.isArray(extra)) return undefined;
    parts.extra = extra as Record<string, unknown>;
  }
  return parts;
}

/** A field's schema and whether it is required; undefined when not statically known. */
function fieldSchema(
  tokens: readonly Token[],
  field: ModelField,
  pointer: string,
  depth: number,
  reading: ModelReading,
): { schema: Record<string, unknown>; required: boolean } | undefined {
  const schema = reading.type(field.hint[0], field.hint[1], pointer, depth + 1);
  if (schema === undefined) return undefined;
  if (field.value === -1) return { schema, required: true };
  const given: Record<string, Read> = {};
  let required = false;
  const open = field.value + 1;
  const call = tokens[field.value].text === 'Field' && tokens[open]?.text === '(' && tokens[reading.closing(open) + 1]?.kind === 'newline';
  if (!call) given.default = reading.default(field.value, joinPointer(pointer, 'default'));
  else {
    const args = reading.args(open);
    required = true;
    for (const [k, arg] of args.entries()) {
      if (arg.name === undefined && k === 0) {
        if (tokens[arg.at].text === '...' && tokens[arg.at + 1] !== undefined && (tokens[arg.at + 1].text === ',' || arg.at + 1 === reading.closing(open)))
          continue;
        given.default = reading.default(arg.at, joinPointer(pointer, 'default'));
      } else if (arg.name === 'default_factory') required = false;
      else if (arg.name === 'default') given.default = reading.default(arg.at, joinPointer(pointer, 'default'));
      else if (arg.name !== undefined) given[arg.name] = reading.value(arg.at, joinPointer(pointer, arg.name));
      else return undefined;
    }
  }
  if ('default' in given) required = false;
  for (const [key, read] of Object.entries(given)) {
    if (read === UNKNOWN) return undefined;
    const bound = NUMBER_BOUNDS.get(key);
    const sized = key === 'min_length' || key === 'max_length';
    if (key === 'default') {
      // As the reader writes a parameter's: `None` leaves no default (an `Optional[T]` is read as T).
      if (read !== null) schema.default = read;
    } else if ((key === 'description' || key === 'title') && typeof read === 'string') schema[key] = read;
    else if (bound !== undefined && typeof read === 'number' && (schema.type === 'integer' || schema.type === 'number')) schema[bound] = read;
    else if (sized && typeof read === 'number' && (schema.type === 'string' || schema.type === 'array')) {
      const kind = schema.type === 'string' ? 'Length' : 'Items';
      schema[`${key === 'min_length' ? 'min' : 'max'}${kind}`] = read;
    } else if (key === 'pattern' && typeof read === 'string' && schema.type === 'string') schema.pattern = read;
    else return undefined;
  }
  return { schema, required };
}

/** Another module's type put in the `$defs` being read: its schema, or undefined when a model of its name there differs. */
export function importedType(defs: Map<string, Record<string, unknown>>, found: ImportedType | undefined): Record<string, unknown> | undefined {
  if (found === undefined) return undefined;
  for (const [name, model] of Object.entries(found.defs)) if (defs.has(name) && JSON.stringify(defs.get(name)) !== JSON.stringify(model)) return undefined;
  for (const [name, model] of Object.entries(found.defs)) defs.set(name, structuredClone(model));
  return structuredClone(found.schema);
}
