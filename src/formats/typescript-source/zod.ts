/**
 * Simple zod chains as the JSON Schema fragments the SDK sends for them: `z.string().describe("…")`,
 * `z.number().int().min(1).optional()`, `z.enum(["a", "b"])`, `z.array(…)`, `z.object({…})`. A chain
 * with any other link is not statically known: its parameter is listed as such and given no schema
 * (`{}` accepts anything, so no rule judges what mcpdesc did not read). zod 3 (through zod-to-json-schema)
 * and zod 4 (`z.toJSONSchema`) write `.nullable()`, unions and records differently: those are read as the
 * file's zod writes them (zod-version.ts), and where it is not known, only in the shapes both write alike.
 * The shapes are those of zod-to-json-schema 3.25 (src/parsers/nullable.ts, union.ts, record.ts,
 * literal.ts, string.ts's addPattern) and zod 4 (packages/zod/src/v4/core/json-schema-processors.ts).
 */
import type * as TS from 'typescript';
import { joinPointer } from '../../util/pointer.js';
import { UNKNOWN } from '../source/extracted.js';
import type { Typescript, ValueReader } from './values.js';

export interface ZodRead {
  schema: Record<string, unknown>;
  optional: boolean;
  /**
   * What zod-to-json-schema tells unions and nullables apart by: a string, number or boolean with no check
   * (`primitive`, described or not), a literal, an enum, or anything else (every link but `.describe()`
   * makes one `other`).
   */
  kind: 'primitive' | 'literal' | 'enum' | 'other';
}

/** The bases zod-to-json-schema counts as primitives (`primitiveMappings`), for unions and nullables. */
const PRIMITIVE = { string: true, number: true, boolean: true };
const BASE: Readonly<Record<string, Record<string, unknown>>> = {
  string: { type: 'string' },
  number: { type: 'number' },
  boolean: { type: 'boolean' },
  any: {},
  unknown: {},
};

/** Links that keep the schema as it is (refinements no JSON Schema keyword says). */
const NEUTRAL = new Set(['trim', 'toLowerCase', 'toUpperCase', 'strict', 'passthrough', 'readonly', 'finite']);
/** A number's bounds with no argument, as both zods write them. */
const SIGNED: Readonly<Record<string, readonly [string, number]>> = {
  positive: ['exclusiveMinimum', 0],
  nonnegative: ['minimum', 0],
  negative: ['exclusiveMaximum', 0],
  nonpositive: ['maximum', 0],
};
/** A number's bounds with one: `.gte(n)` is `.min(n)`, `.lte(n)` is `.max(n)`. */
const COMPARED: Readonly<Record<string, string>> = { gt: 'exclusiveMinimum', gte: 'minimum', lt: 'exclusiveMaximum', lte: 'maximum' };
const FORMATS: Readonly<Record<string, string>> = { url: 'uri', email: 'email', uuid: 'uuid', datetime: 'date-time' };

/** A raw shape `{ a: z.string(), … }` (the SDK's `paramsSchema`) as an object schema placed at `pointer`. */
export function shapeSchema(reader: ValueReader, node: TS.ObjectLiteralExpression, pointer: string): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  const required: string[] = [];
  reader.place(pointer, node);
  const props = joinPointer(pointer, 'properties');
  for (const property of node.properties) {
    const name = reader.propertyName(property);
    const at = joinPointer(props, name ?? '');
    if (name === undefined || !reader.ts.isPropertyAssignment(property)) {
      reader.unread.push({ node: property, what: 'a parameter' });
      continue;
    }
    const read = zodSchema(reader, property.initializer, at, property.name);
    if (!read) {
      reader.unread.push({ node: property.initializer, what: `the schema of parameter ${JSON.stringify(name)}` });
      properties[name] = zodDescription(reader, property.initializer, at, property.name) ?? {};
      reader.place(at, property.initializer, property.name);
      continue;
    }
    properties[name] = read.schema;
    if (!read.optional) required.push(name);
  }
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

/** A zod chain's schema placed at `pointer`, or undefined when a link of it is not one mcpdesc reads. */
export function zodSchema(reader: ValueReader, node: TS.Expression, pointer: string, key?: TS.Node, depth = 0): ZodRead | undefined {
  const { ts } = reader;
  const at = reader.resolve(node);
  if (depth > 32 || !ts.isCallExpression(at) || !ts.isPropertyAccessExpression(at.expression)) return undefined;
  const link = at.expression.name.text;
  const target = at.expression.expression;
  const args = at.arguments;
  let read: ZodRead | undefined;
  // `z.string()` and `z.coerce.number()` start a chain; anything else called on is a link of one.
  if (isZodRoot(ts, reader, target)) read = base(reader, link, args, pointer, depth);
  else {
    const inner = zodSchema(reader, target, pointer, key, depth + 1);
    read = inner && modify(reader, inner, link, args, pointer, depth);
  }
  if (read) reader.place(pointer, at, key);
  return read;
}

/**
 * The description a chain mcpdesc cannot read whole still gives (`custom.describe("…")`): the text a
 * client shows the model, which the security rules read all the same. Undefined when it has none.
 */
export function zodDescription(reader: ValueReader, node: TS.Expression, pointer: string, key?: TS.Node, depth = 0): Record<string, unknown> | undefined {
  const { ts } = reader;
  const at = reader.resolve(node);
  if (depth > 32 || !ts.isCallExpression(at) || !ts.isPropertyAccessExpression(at.expression)) return undefined;
  if (at.expression.name.text === 'describe' && at.arguments.length === 1) {
    const text = reader.string(at.arguments[0], joinPointer(pointer, 'description'));
    if (text === UNKNOWN) return undefined;
    reader.place(pointer, at, key);
    return { description: text };
  }
  return zodDescription(reader, at.expression.expression, pointer, key, depth + 1);
}

function isZodRoot(ts: Typescript, reader: ValueReader, target: TS.Expression): boolean {
  if (ts.isIdentifier(target)) return !ts.isCallExpression(reader.resolve(target));
  return ts.isPropertyAccessExpression(target) && target.name.text === 'coerce' && ts.isIdentifier(target.expression);
}

function base(reader: ValueReader, link: string, args: TS.NodeArray<TS.Expression>, pointer: string, depth: number): ZodRead | undefined {
  const { ts } = reader;
  if (Object.hasOwn(BASE, link) && args.length === 0) return { schema: { ...BASE[link] }, optional: false, kind: link in PRIMITIVE ? 'primitive' : 'other' };
  if (link === 'enum' && args.length === 1) {
    const values = reader.value(args[0], joinPointer(pointer, 'enum'));
    if (!Array.isArray(values) || !values.every((v) => typeof v === 'string')) return undefined;
    return { schema: { type: 'string', enum: values }, optional: false, kind: 'enum' };
  }
  if (link === 'literal' && args.length === 1) {
    const value = reader.value(args[0], joinPointer(pointer, 'const'));
    const type = literalType(value);
    // zod 3 writes a null literal as `{ type: "object" }`, zod 4 as `{ type: "null", const: null }`.
    if (type === undefined || (type === 'null' && reader.zodMajor !== 4)) return undefined;
    return { schema: { type, const: value }, optional: false, kind: 'literal' };
  }
  if (link === 'array' && args.length === 1) {
    const items = zodSchema(reader, args[0], joinPointer(pointer, 'items'), undefined, depth + 1);
    return items && { schema: { type: 'array', items: items.schema }, optional: false, kind: 'other' };
  }
  if (link === 'object' && args.length === 1) {
    const shape = reader.resolve(args[0]);
    return ts.isObjectLiteralExpression(shape) ? { schema: shapeSchema(reader, shape, pointer), optional: false, kind: 'other' } : undefined;
  }
  if (link === 'union' && args.length === 1) {
    const list = reader.resolve(args[0]);
    if (!ts.isArrayLiteralExpression(list) || list.elements.length === 0 || list.elements.some((e) => ts.isSpreadElement(e))) return undefined;
    return union(reader, list.elements, pointer, depth);
  }
  if (link === 'record' && (args.length === 1 || args.length === 2)) return record(reader, args, pointer, depth);
  return undefined;
}

function modify(reader: ValueReader, inner: ZodRead, link: string, args: TS.NodeArray<TS.Expression>, pointer: string, depth: number): ZodRead | undefined {
  const read = link === 'describe' ? described(reader, inner, args, pointer) : modified(reader, inner, link, args, pointer, depth);
  return read && { ...read, kind: link === 'describe' ? inner.kind : 'other' };
}

function described(reader: ValueReader, inner: ZodRead, args: TS.NodeArray<TS.Expression>, pointer: string): ZodRead | undefined {
  if (args.length !== 1) return undefined;
  const text = reader.string(args[0], joinPointer(pointer, 'description'));
  return text === UNKNOWN ? undefined : { ...inner, schema: { ...inner.schema, description: text } };
}

function modified(reader: ValueReader, inner: ZodRead, link: string, args: TS.NodeArray<TS.Expression>, pointer: string, depth: number): ZodRead | undefined {
  const { schema } = inner;
  const number = (field: string): ZodRead | undefined => {
    const value = args.length >= 1 ? reader.value(args[0], joinPointer(pointer, field)) : UNKNOWN;
    return typeof value === 'number' ? { ...inner, schema: { ...schema, [field]: value } } : undefined;
  };
  if (NEUTRAL.has(link)) return inner;
  if (link === 'optional') return { ...inner, optional: true };
  // zod 3's `.nullish()` is `.nullable().optional()`, zod 4's `optional(nullable(…))`: alike.
  if ((link === 'nullable' || link === 'nullish') && args.length === 0) {
    const made = nullable(reader, inner);
    return made && { ...made, optional: link === 'nullish' };
  }
  if (link === 'or' && args.length === 1) return union(reader, [inner, args[0]], pointer, depth);
  if (link === 'regex' && args.length === 1 && schema.type === 'string') return pattern(reader, inner, args[0]);
  if (link === 'default' && args.length === 1) {
    const value = reader.value(args[0], joinPointer(pointer, 'default'));
    return value === UNKNOWN ? undefined : { ...inner, schema: { ...schema, default: value }, optional: true };
  }
  if (link === 'int' && schema.type === 'number') return { ...inner, schema: { ...schema, type: 'integer' } };
  if (Object.hasOwn(FORMATS, link) && schema.type === 'string') return { ...inner, schema: { ...schema, format: FORMATS[link] } };
  const isString = schema.type === 'string';
  const isNumber = schema.type === 'number' || schema.type === 'integer';
  if (link === 'length' && isString) {
    const value = args.length === 1 ? reader.value(args[0], joinPointer(pointer, 'minLength')) : UNKNOWN;
    return typeof value === 'number' ? { ...inner, schema: { ...schema, minLength: value, maxLength: value } } : undefined;
  }
  if (isNumber && Object.hasOwn(SIGNED, link) && args.length === 0) {
    const [field, value] = SIGNED[link];
    return { ...inner, schema: { ...schema, [field]: value } };
  }
  if (isNumber && Object.hasOwn(COMPARED, link)) return number(COMPARED[link]);
  if (link === 'nonempty' && args.length === 0 && (isString || schema.type === 'array'))
    return { ...inner, schema: { ...schema, [isString ? 'minLength' : 'minItems']: 1 } };
  const bound = schema.type === 'array' ? 'Items' : isString ? 'Length' : isNumber ? '' : undefined;
  if ((link === 'min' || link === 'max') && bound !== undefined) return number(bound === '' ? (link === 'min' ? 'minimum' : 'maximum') : `${link}${bound}`);
  return undefined;
}

/** The JSON type of a literal's value both zods write (`typeof`), or undefined for any other value. */
function literalType(value: unknown): string | undefined {
  if (value === null) return 'null';
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? typeof value : undefined;
}

/**
 * `.nullable()`: zod 4 writes `anyOf: [inner, { type: "null" }]`; zod 3 a primitive's `type: [T, "null"]`,
 * anything else as zod 4 does, and copies the inner schema's description onto the result. Unknown zod:
 * only an undescribed non-primitive, which both write alike. An optional inner one is unknown (zod 3
 * writes it `anyOf: [{ not: {} }, …]` there).
 */
function nullable(reader: ValueReader, inner: ZodRead): ZodRead | undefined {
  if (inner.optional) return undefined;
  const { description } = inner.schema;
  const anyOf = { anyOf: [inner.schema, { type: 'null' }] };
  const major = reader.zodMajor ?? (inner.kind === 'primitive' || description !== undefined ? undefined : 4);
  if (major === undefined) return undefined;
  const primitive = major === 3 && inner.kind === 'primitive';
  const schema = primitive ? { type: [inner.schema.type, 'null'] } : anyOf;
  return { schema: major === 3 && description !== undefined ? { ...schema, description } : schema, optional: false, kind: 'other' };
}

/**
 * `z.union([a, b])` or `a.or(b)`: zod 4 writes `anyOf` of its options. zod 3 squashes options that are all
 * primitives into `type: [...]`, all undescribed literals into `type` and `enum`, all enums into one
 * `enum`, and drops options that come out `{}` (the SDK asks for strict unions). Unknown zod: only a union
 * of options that zod 3 writes as an `anyOf` and none of them `{}`. An optional option is unknown.
 */
function union(reader: ValueReader, members: readonly (ZodRead | TS.Expression)[], pointer: string, depth: number): ZodRead | undefined {
  const options: ZodRead[] = [];
  for (const [index, member] of members.entries()) {
    const read = 'schema' in member ? member : zodSchema(reader, member, joinPointer(pointer, `anyOf/${index}`), undefined, depth + 1);
    if (!read || read.optional) return undefined;
    options.push(read);
  }
  const all = (kind: ZodRead['kind']) => options.every((o) => o.kind === kind && (kind !== 'literal' || o.schema.description === undefined));
  const squashed = all('primitive') || all('literal') || all('enum');
  const empty = options.some((o) => Object.keys(o.schema).length === 0);
  const major = reader.zodMajor ?? (squashed || empty ? undefined : 4);
  if (major === undefined) return undefined;
  const unique = <T>(values: T[]) => [...new Set(values)];
  const one = <T>(values: T[]) => (values.length === 1 ? values[0] : values);
  let schema: Record<string, unknown> = { anyOf: options.map((o) => o.schema) };
  if (major === 3 && all('primitive')) schema = { type: one(unique(options.map((o) => o.schema.type))) };
  else if (major === 3 && all('literal')) schema = { type: one(unique(options.map((o) => o.schema.type))), enum: unique(options.map((o) => o.schema.const)) };
  else if (major === 3 && all('enum')) schema = { type: 'string', enum: unique(options.flatMap((o) => o.schema.enum as string[])) };
  else if (major === 3) schema = { anyOf: options.filter((o) => Object.keys(o.schema).length > 0).map((o) => o.schema) };
  return { schema, optional: false, kind: 'other' };
}

/**
 * `z.record(value)` (zod 3) or `z.record(z.string(), value)`: zod 3 writes `{ type: "object",
 * additionalProperties }`, zod 4 adds `propertyNames: { type: "string" }`. Another key schema, or an
 * unknown zod, is not read.
 */
function record(reader: ValueReader, args: TS.NodeArray<TS.Expression>, pointer: string, depth: number): ZodRead | undefined {
  const major = reader.zodMajor;
  if (major === undefined || (major === 4 && args.length === 1)) return undefined;
  if (args.length === 2) {
    const key = zodSchema(reader, args[0], joinPointer(pointer, 'propertyNames'), undefined, depth + 1);
    if (key?.kind !== 'primitive' || key.schema.type !== 'string' || Object.keys(key.schema).length !== 1) return undefined;
  }
  const value = zodSchema(reader, args[args.length - 1], joinPointer(pointer, 'additionalProperties'), undefined, depth + 1);
  if (!value || value.optional) return undefined;
  const names = major === 4 ? { propertyNames: { type: 'string' } } : {};
  return { schema: { type: 'object', ...names, additionalProperties: value.schema }, optional: false, kind: 'other' };
}

/**
 * `.regex(/…/)` as `pattern`: both zods write the regex's `source`. Only one without flags (zod-to-json-schema
 * drops them, so the pattern would say something else), valid as a pattern with and without the `u` flag
 * that JSON Schema validators use, on a string with no pattern or format yet (zod 4 writes a format's own
 * pattern, and both join two patterns in an `allOf`).
 */
function pattern(reader: ValueReader, inner: ZodRead, arg: TS.Expression): ZodRead | undefined {
  const { ts } = reader;
  const at = reader.resolve(arg);
  if (!ts.isRegularExpressionLiteral(at) || 'pattern' in inner.schema || 'format' in inner.schema) return undefined;
  const literal = at.text;
  const end = literal.lastIndexOf('/');
  if (end !== literal.length - 1) return undefined;
  const source = literal.slice(1, end);
  try {
    new RegExp(source);
    new RegExp(source, 'u');
  } catch {
    return undefined;
  }
  return { ...inner, schema: { ...inner.schema, pattern: source } };
}
