/** Small predicates and descriptions for JSON values, shared by the model checker and rules. */

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function hasOwn(object: JsonObject, key: string): boolean {
  return Object.hasOwn(object, key);
}

/** How a message names a value: `a string ("abc")`, `a number (3.5)`, `an object`. */
export function describeValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  switch (typeof value) {
    case 'string':
      return `a string (${quote(value)})`;
    case 'number':
      return Number.isInteger(value) ? `an integer (${value})` : `a number (${value})`;
    case 'boolean':
      return `a boolean (${value})`;
    case 'object':
      return 'an object';
    default:
      return typeof value;
  }
}

/** A value quoted for a message, shortened so one finding never prints a whole blob. */
export function quote(value: unknown, max = 60): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  const shown = text.length > max ? `${text.slice(0, max - 1)}…` : text;
  return JSON.stringify(shown);
}

/** "a", "b" or "c" — for messages listing allowed values. */
export function listOf(values: readonly string[], conjunction = 'or'): string {
  const quoted = values.map((v) => JSON.stringify(v));
  if (quoted.length <= 1) return quoted.join('');
  return `${quoted.slice(0, -1).join(', ')} ${conjunction} ${quoted[quoted.length - 1]}`;
}

/** Whether two JSON values are equal, ignoring the order of object keys. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
  }
  if (!isObject(a) || !isObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => hasOwn(b, key) && jsonEqual(a[key], b[key]));
}

/** A value as a message shows it: strings quoted and shortened, small values as JSON, others described. */
export function shown(value: unknown): string {
  if (typeof value === 'string') return quote(value);
  const json = JSON.stringify(value);
  return json !== undefined && json.length <= 60 ? json : describeValue(value);
}
