/**
 * ajv's errors, turned into short sentences at the deepest useful place. ajv reports every branch
 * of every failed `anyOf` and repeats errors across applicators; users want one finding per real
 * problem, saying what the value must be.
 */
import type { ErrorObject } from 'ajv';
import { describeValue, hasOwn, type JsonObject, listOf, quote, shown } from '../util/json.js';
import { getAt, joinPointer, splitPointer } from '../util/pointer.js';
import { closest } from '../util/suggest.js';

export interface SchemaProblem {
  /** Relative to the checked root: the schema for schema problems, the instance for instance problems. */
  pointer: string;
  /** The predicate, to follow the place's name: `must be a string, but it is an integer (5).` */
  message: string;
  target: 'key' | 'value';
  /** The problem does not depend on the dialect (a reference, a regular expression). */
  general?: boolean;
}

/** Findings per checked value, so a thoroughly wrong example does not bury the file in findings. */
export const MAX_PROBLEMS = 20;

const BRANCHING = new Set(['anyOf', 'oneOf']);

/** Problems of a schema against its dialect's meta-schema. */
export function metaSchemaProblems(errors: readonly ErrorObject[], schema: unknown): SchemaProblem[] {
  // Keep only the deepest errors: an anyOf over "simple type or list of types" fails at /type and at /type/1.
  // Regular expressions are checked by mcpdesc itself, with the engine that will run them.
  const relevant = errors.filter((e) => !(e.keyword === 'format' && e.params.format === 'regex'));
  const deepest = relevant.filter((e) => !BRANCHING.has(e.keyword) && !relevant.some((o) => o.instancePath.startsWith(`${e.instancePath}/`)));
  const byPath = new Map<string, ErrorObject[]>();
  for (const error of deepest) byPath.set(error.instancePath, [...(byPath.get(error.instancePath) ?? []), error]);
  const problems: SchemaProblem[] = [];
  for (const [pointer, group] of byPath) {
    const value = getAt(schema, pointer);
    const enumError = group.find((e) => e.keyword === 'enum');
    const types = group.filter((e) => e.keyword === 'type').flatMap((e) => typesOf(e));
    let message: string;
    if (enumError) message = enumMessage(enumError.params.allowedValues as unknown[], value);
    else if (types.length > 0) message = `must be ${typePhrase([...new Set(types)])}, but it is ${describeValue(value)}.`;
    else message = errorMessage(group[0], value);
    problems.push({ pointer, message, target: 'value' });
  }
  return problems.slice(0, MAX_PROBLEMS);
}

/** Problems of an instance (an example's input, a result's structuredContent) against its schema. */
export function instanceProblems(errors: readonly ErrorObject[], instance: unknown): SchemaProblem[] {
  const consumed = new Set<ErrorObject>();
  const problems: SchemaProblem[] = [];
  const branchesOf = (parent: ErrorObject) => errors.filter((e) => e !== parent && e.schemaPath.startsWith(`${parent.schemaPath}/`));
  // Explain a failed anyOf/oneOf once, instead of once per alternative.
  for (const error of errors) {
    if (consumed.has(error) || !(BRANCHING.has(error.keyword) || error.keyword === 'propertyNames')) continue;
    const branches = branchesOf(error);
    for (const b of branches) consumed.add(b);
    consumed.add(error);
    problems.push(branchingProblem(error, branches, instance));
  }
  for (const error of errors) {
    if (consumed.has(error) || error.keyword === 'if') continue;
    problems.push(instanceProblem(error, instance));
  }
  const unique = new Map(problems.map((p) => [`${p.pointer}\u0000${p.message}`, p]));
  return [...unique.values()].slice(0, MAX_PROBLEMS);
}

function branchingProblem(error: ErrorObject, branches: readonly ErrorObject[], instance: unknown): SchemaProblem {
  const value = getAt(instance, error.instancePath);
  if (error.keyword === 'propertyNames') {
    const name = String(error.params.propertyName);
    return { pointer: joinPointer(error.instancePath, name), target: 'key', message: `is a property name the schema's "propertyNames" does not allow.` };
  }
  const passing = error.params.passingSchemas as number[] | null | undefined;
  if (error.keyword === 'oneOf' && Array.isArray(passing)) {
    return {
      pointer: error.instancePath,
      target: 'value',
      message: `matches more than one alternative of "oneOf" (alternatives ${passing.map((i) => i + 1).join(' and ')}), but must match exactly one.`,
    };
  }
  const here = branches.filter((b) => b.instancePath === error.instancePath);
  if (here.length > 0 && here.length === branches.length && here.every((b) => b.keyword === 'type')) {
    return {
      pointer: error.instancePath,
      target: 'value',
      message: `must be ${typePhrase([...new Set(here.flatMap(typesOf))])}, but it is ${describeValue(value)}.`,
    };
  }
  const first = branches.find((b) => b.keyword !== 'if' && !BRANCHING.has(b.keyword));
  let hint = '';
  if (first) {
    const detail = instanceProblem(first, instance);
    const where =
      detail.pointer === error.instancePath ? 'it' : placeName('', detail.pointer.slice(error.instancePath.length), getAt(instance, error.instancePath));
    const alternative = Number(first.schemaPath.slice(error.schemaPath.length + 1).split('/')[0]) + 1;
    hint = ` Against alternative ${alternative}, ${where} ${detail.message}`;
  }
  return { pointer: error.instancePath, target: 'value', message: `matches none of the alternatives of "${error.keyword}".${hint}` };
}

function instanceProblem(error: ErrorObject, instance: unknown): SchemaProblem {
  const value = getAt(instance, error.instancePath);
  const { params } = error;
  switch (error.keyword) {
    case 'required':
      return { pointer: error.instancePath, target: 'value', message: `is missing required property ${JSON.stringify(params.missingProperty)}.` };
    case 'additionalProperties':
      return {
        pointer: joinPointer(error.instancePath, String(params.additionalProperty)),
        target: 'key',
        message: 'is not allowed: the schema does not define it and sets "additionalProperties" to false.',
      };
    case 'unevaluatedProperties':
      return {
        pointer: joinPointer(error.instancePath, String(params.unevaluatedProperty)),
        target: 'key',
        message: 'is not allowed: the schema does not define it and sets "unevaluatedProperties" to false.',
      };
    case 'dependentRequired':
    case 'dependencies':
      return {
        pointer: error.instancePath,
        target: 'value',
        message: `must have ${JSON.stringify(params.missingProperty)} because it has ${JSON.stringify(params.property)}.`,
      };
    case 'type':
      return { pointer: error.instancePath, target: 'value', message: `must be ${typePhrase(typesOf(error))}, but it is ${describeValue(value)}.` };
    default:
      return { pointer: error.instancePath, target: 'value', message: errorMessage(error, value) };
  }
}

const COMPARISONS: Readonly<Record<string, string>> = { '>=': 'at least', '<=': 'at most', '>': 'greater than', '<': 'less than' };

/** The sentence for one keyword's failure, shared by schema and instance problems. */
function errorMessage(error: ErrorObject, value: unknown): string {
  const { params } = error;
  switch (error.keyword) {
    case 'enum':
      return enumMessage(params.allowedValues as unknown[], value);
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}, not ${shown(value)}.`;
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return `must be ${COMPARISONS[String(params.comparison)] ?? String(params.comparison)} ${String(params.limit)}, not ${shown(value)}.`;
    case 'multipleOf':
      return `must be a multiple of ${String(params.multipleOf)}, not ${shown(value)}.`;
    case 'minLength':
    case 'maxLength':
      return `must be ${error.keyword === 'minLength' ? 'at least' : 'at most'} ${String(params.limit)} characters long, not ${shown(value)}.`;
    case 'minItems':
    case 'maxItems':
    case 'minContains':
    case 'maxContains':
      return `must have ${error.keyword.startsWith('min') ? 'at least' : 'at most'} ${String(params.limit)} items${error.keyword.endsWith('Contains') ? ' matching "contains"' : ''}.`;
    case 'minProperties':
    case 'maxProperties':
      return `must have ${error.keyword === 'minProperties' ? 'at least' : 'at most'} ${String(params.limit)} properties.`;
    case 'pattern':
      return `must match the pattern ${quote(params.pattern)}, but it is ${shown(value)}.`;
    case 'format':
      return `must be a valid ${String(params.format)}, not ${shown(value)}.`;
    case 'uniqueItems':
      return `must not repeat an item (the items at [${Math.min(Number(params.i), Number(params.j))}] and [${Math.max(Number(params.i), Number(params.j))}] are equal).`;
    case 'contains':
      return 'must contain at least one item that matches "contains".';
    case 'not':
      return 'must not match the "not" schema, but it does.';
    case 'false schema':
      return 'is not allowed here: its schema is false.';
    case 'additionalItems':
    case 'items':
    case 'unevaluatedItems':
      return `must have at most ${String(params.limit)} items.`;
    default:
      return `${error.message ?? 'is not valid'}.`;
  }
}

function enumMessage(allowed: readonly unknown[], value: unknown): string {
  const strings = allowed.every((a) => typeof a === 'string');
  const list = strings ? listOf(allowed as string[]) : allowed.map((a) => JSON.stringify(a)).join(', ');
  const typo = strings && typeof value === 'string' ? closest(value, allowed as string[]) : undefined;
  return `must be one of ${list}, not ${shown(value)}.${typo ? ` Did you mean ${JSON.stringify(typo)}?` : ''}`;
}

function typesOf(error: ErrorObject): string[] {
  const type = error.params.type as string | string[];
  return Array.isArray(type) ? type : String(type).split(',');
}

const TYPE_NOUNS: Readonly<Record<string, string>> = {
  string: 'a string',
  number: 'a number',
  integer: 'an integer',
  boolean: 'a boolean',
  object: 'an object',
  array: 'an array',
  null: 'null',
};

function typePhrase(types: readonly string[]): string {
  if (types.length === 2 && types.includes('object') && types.includes('boolean')) return 'a schema (an object, or true or false)';
  const nouns = types.map((t) => (hasOwn(TYPE_NOUNS, t) ? TYPE_NOUNS[t] : t));
  return nouns.length <= 1 ? nouns.join('') : `${nouns.slice(0, -1).join(', ')} or ${nouns[nouns.length - 1]}`;
}

/**
 * How a message names a place: `"inputSchema.properties.tags.items[0]"` for root label `inputSchema` and
 * a relative pointer. Given the value the pointer starts in, a key of digits in an object reads
 * `properties['0']`, never as an array index.
 */
export function placeName(root: string, pointer: string, value?: unknown): string {
  let path = root;
  let here = value;
  for (const segment of splitPointer(pointer)) {
    const index = /^\d+$/.test(segment) && (here === undefined || Array.isArray(here));
    if (index) path += `[${segment}]`;
    else if (/^\d+$/.test(segment)) path += `['${segment}']`;
    else path += path === '' ? segment : `.${segment}`;
    here = here !== null && typeof here === 'object' && hasOwn(here as JsonObject, segment) ? (here as JsonObject)[segment] : undefined;
  }
  return JSON.stringify(path);
}
