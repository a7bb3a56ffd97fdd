/**
 * Simple zod chains as the JSON Schema fragments the SDK sends for them: `z.string().describe("…")`,
 * `z.number().int().min(1).optional()`, `z.enum(["a", "b"])`, `z.array(…)`, `z.object({…})`. A chain
 * with any other link is not statically known: its parameter is listed as such and given no schema
 * (`{}` accepts anything, so no rule judges what mcpdesc did not read). Only links that zod 3 (through
 * zod-to-json-schema, SDK 1.x) and zod 4 (`z.toJSONSchema`) turn into the same keywords are read:
 * `.nullable()`, unions and records differ between the two, and the SDK release does not say which zod.
 */
import type * as TS from 'typescript';
import { joinPointer } from '../../util/pointer.js';
import { UNKNOWN } from '../source/extracted.js';
import type { Typescript, ValueReader } from './values.js';

export interface ZodRead {
  schema: Record<string, unknown>;
  optional: boolean;
}

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
    read = inner && modify(reader, inner, link, args, pointer);
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
  if (Object.hasOwn(BASE, link) && args.length === 0) return { schema: { ...BASE[link] }, optional: false };
  if (link === 'enum' && args.length === 1) {
    const values = reader.value(args[0], joinPointer(pointer, 'enum'));
    if (!Array.isArray(values) || !values.every((v) => typeof v === 'string')) return undefined;
    return { schema: { type: 'string', enum: values }, optional: false };
  }
  if (link === 'literal' && args.length === 1) {
    const value = reader.value(args[0], joinPointer(pointer, 'const'));
    return value === UNKNOWN ? undefined : { schema: { const: value }, optional: false };
  }
  if (link === 'array' && args.length === 1) {
    const items = zodSchema(reader, args[0], joinPointer(pointer, 'items'), undefined, depth + 1);
    return items && { schema: { type: 'array', items: items.schema }, optional: false };
  }
  if (link === 'object' && args.length === 1) {
    const shape = reader.resolve(args[0]);
    return ts.isObjectLiteralExpression(shape) ? { schema: shapeSchema(reader, shape, pointer), optional: false } : undefined;
  }
  return undefined;
}

function modify(reader: ValueReader, inner: ZodRead, link: string, args: TS.NodeArray<TS.Expression>, pointer: string): ZodRead | undefined {
  const { schema } = inner;
  const number = (field: string): ZodRead | undefined => {
    const value = args.length >= 1 ? reader.value(args[0], joinPointer(pointer, field)) : UNKNOWN;
    return typeof value === 'number' ? { ...inner, schema: { ...schema, [field]: value } } : undefined;
  };
  if (NEUTRAL.has(link)) return inner;
  if (link === 'optional' || link === 'nullish') return { ...inner, optional: true };
  if (link === 'describe' && args.length === 1) {
    const text = reader.string(args[0], joinPointer(pointer, 'description'));
    return text === UNKNOWN ? undefined : { ...inner, schema: { ...schema, description: text } };
  }
  if (link === 'default' && args.length === 1) {
    const value = reader.value(args[0], joinPointer(pointer, 'default'));
    return value === UNKNOWN ? undefined : { schema: { ...schema, default: value }, optional: true };
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
