/**
 * The vocabulary of mcpdesc's protocol model. A definition is a table of fields; each field is one
 * line that says its type, whether it is required, and in which protocol versions it exists, e.g.
 *
 *   outputSchema: opt(ref('ToolOutputSchema'), { since: '2025-06-18' }),
 *
 * Validators and the descriptor JSON Schemas are derived from these tables for each version. Versions are
 * those of the model's axis (axis.ts): protocol versions for MCP's objects, a format's own otherwise.
 */
import type { Span } from './axis.js';

export type StringFormat = 'uri' | 'uri-template' | 'byte';

export type Type =
  | { kind: 'string'; format?: StringFormat; enum?: readonly string[] }
  | { kind: 'const'; value: string }
  | { kind: 'number'; integer: boolean; minimum?: number; maximum?: number }
  | { kind: 'boolean' }
  /** Any JSON value. */
  | { kind: 'any' }
  /** Any JSON object. */
  | { kind: 'object' }
  | { kind: 'array'; items: Type }
  | { kind: 'map'; values: Type }
  | { kind: 'ref'; name: string }
  | { kind: 'union'; options: readonly UnionOption[]; discriminator?: Discriminator }
  /** A type that changes between versions: each step holds from its version until the next step. */
  | { kind: 'versioned'; steps: readonly (readonly [string, Type])[] }
  /** An inline object with its own fields. */
  /** An inline object. `freeform` objects (JSON Schemas) expect keys beyond their fields. */
  | { kind: 'shape'; fields: Fields; freeform?: boolean };

export interface UnionOption extends Span {
  /** How messages name this option, e.g. "audio content". */
  label: string;
  type: Type;
  deprecated?: Deprecation;
}

/** Selects a union option by the value of one property, as MCP does with `type` and `mode`. */
export interface Discriminator {
  key: string;
  /** The option label used when the key is absent (e.g. elicitation params without `mode` are a form). */
  fallback?: string;
  /** The key may be absent: then the option that fits best is chosen (VS Code tells servers apart by their fields). */
  optional?: boolean;
}

export interface Deprecation {
  since: string;
  reason: string;
}

export interface Field extends Span {
  type: Type;
  /** Required in every version the field exists in, or only from/until a version. */
  required: boolean | Span;
  deprecated?: Deprecation;
  /** Allowed string values that are deprecated, e.g. includeContext "thisServer". */
  deprecatedValues?: Readonly<Record<string, Deprecation>>;
  /** The field's name in the versions after its `until` (server.json's `registry_name` → `registryType`). */
  renamedTo?: string;
}

export type Fields = Readonly<Record<string, Field>>;

interface DefinitionBase extends Span {
  name: string;
  /** How messages name a value of this definition, e.g. "tool", "icon". */
  noun: string;
  deprecated?: Deprecation;
  /** Keys beyond the fields are expected (JSON Schemas), so they are never reported as unknown. */
  freeform?: boolean;
  /** mcpdesc's own format: keys beyond the fields (other than `x-` extensions) are errors. */
  closed?: boolean;
  /** A JSON Schema (MCP's subset for elicitation): no key in it or below is reported as unknown. */
  jsonSchema?: boolean;
}

/** An object definition, or (`alias`) a name for another type such as a union. */
export type Definition = DefinitionBase & ({ fields: Fields; alias?: undefined } | { alias: Type; fields?: undefined });

interface FieldOptions extends Span {
  deprecated?: Deprecation;
  deprecatedValues?: Readonly<Record<string, Deprecation>>;
  renamedTo?: string;
}

export const string: Type = { kind: 'string' };
export const boolean: Type = { kind: 'boolean' };
export const number: Type = { kind: 'number', integer: false };
export const integer: Type = { kind: 'number', integer: true };
export const any: Type = { kind: 'any' };
export const object: Type = { kind: 'object' };
export const uri: Type = { kind: 'string', format: 'uri' };
export const unitInterval: Type = { kind: 'number', integer: false, minimum: 0, maximum: 1 };

export const constant = (value: string): Type => ({ kind: 'const', value });
export const oneOf = (...values: string[]): Type => ({ kind: 'string', enum: values });
export const ref = (name: string): Type => ({ kind: 'ref', name });
export const array = (items: Type): Type => ({ kind: 'array', items });
export const map = (values: Type): Type => ({ kind: 'map', values });
export const shape = (fields: Fields): Type => ({ kind: 'shape', fields });
export const freeform = (fields: Fields): Type => ({ kind: 'shape', fields, freeform: true });
export const versioned = (...steps: (readonly [string, Type])[]): Type => ({ kind: 'versioned', steps });
export const union = (options: readonly UnionOption[], discriminator?: Discriminator): Type => ({
  kind: 'union',
  options,
  ...(discriminator ? { discriminator } : {}),
});
/** A union option: `option('audio content', ref('AudioContent'), { since: '2025-03-26' })`. */
export const option = (label: string, type: Type, span: Span & { deprecated?: Deprecation } = {}): UnionOption => ({
  label,
  type,
  ...span,
});

/** A required field. A span narrows when the field exists; `requiredSpan` narrows only the requirement. */
export function req(type: Type, options: FieldOptions & { requiredSpan?: Span } = {}): Field {
  const { requiredSpan, ...rest } = options;
  return { type, required: requiredSpan ?? true, ...rest };
}

export function opt(type: Type, options: FieldOptions = {}): Field {
  return { type, required: false, ...options };
}

type DefinitionOptions = Span & { deprecated?: Deprecation; freeform?: boolean; closed?: boolean; jsonSchema?: boolean };

export function define(name: string, noun: string, fields: Fields, options: DefinitionOptions = {}): Definition {
  return { name, noun, fields, ...options };
}

export function alias(name: string, noun: string, type: Type, options: DefinitionOptions = {}): Definition {
  return { name, noun, alias: type, ...options };
}

/** Shorthands for the spans that recur in the model. */
export const since = (version: string): Span => ({ since: version });
export const only = (version: string): Span => ({ since: version, until: version });
