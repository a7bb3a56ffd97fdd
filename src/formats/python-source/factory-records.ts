/**
 * What a decorator factory (imported-factories.ts) gives `x.tool(…)` off a record it looks up by the tool's
 * name (`spec = TOOL_SPECS[tool_name]` … `title=spec.title, annotations=spec.annotations()`), read for each
 * key of the registry when that is certain: the registry a module-level dict literal bound once and never
 * changed in its module (only read: subscripted, `.get`, `.values`, `.items`, `.keys`), each entry a call
 * of a frozen `@dataclass` of the module (fields with literal defaults, no other member but methods) with
 * literal arguments, and each keyword's value a field of the record or a method of the class that returns
 * a dict literal of literals and fields. A keyword or an entry read otherwise stays not statically known.
 */
import { type Blocks, headerOf } from './blocks.js';
import { rebinds } from './rebinds.js';
import type { Token } from './tokens.js';

/** A keyword the factory gives `x.tool(…)`: its name and its value's tokens. */
export interface Given {
  key: string;
  at: number;
  end: number;
}

/** Names a record's registry is read through without changing it. */
const READS = new Set(['get', 'values', 'items', 'keys']);
const MAX_ENTRIES = 2048;
/** A field's value written otherwise than as a literal: a keyword reading it stays not statically known. */
const UNREAD: unique symbol = Symbol('unread');
const CONSTANTS: ReadonlyMap<string, unknown> = new Map<string, unknown>([
  ['True', true],
  ['False', false],
  ['None', null],
]);

/** The values each keyword takes for each key of the registry, by that key; empty when not certain. */
export function recordValues(
  tokens: readonly Token[],
  lines: Blocks,
  pairs: Int32Array,
  at: number,
  named: string,
  given: readonly Given[],
): ReadonlyMap<string, Readonly<Record<string, unknown>>> {
  const out = new Map<string, Record<string, unknown>>();
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  const name = (i: number) => (tokens[i]?.kind === 'name' ? (tokens[i].text as string) : undefined);
  // `record = REGISTRY[named]`, once, in the factory's own body.
  let record: string | undefined;
  let recordAt = -1;
  let registry: string | undefined;
  for (let j = at + 1; j < lines.end[at]; j++) {
    if (!tokens[j].first || lines.owner[j] !== at || !op(j + 1, '=') || name(j + 2) === undefined || !op(j + 3, '[')) continue;
    if (name(j + 4) !== named || pairs[j + 3] !== j + 5 || tokens[j + 6]?.kind !== 'newline' || record !== undefined) return out;
    record = name(j);
    recordAt = j;
    registry = name(j + 2);
  }
  if (record === undefined || registry === undefined) return out;
  for (let j = at + 1; j < lines.end[at]; j++) if (j !== recordAt && name(j) === record && !op(j - 1, '.') && rebinds(tokens, lines, j)) return out;
  // Each keyword: `record.field` or `record.method()`.
  const reads: { key: string; member: string; call: boolean }[] = [];
  for (const { key, at: from, end } of given) {
    if (name(from) !== record || !op(from + 1, '.') || name(from + 2) === undefined) continue;
    const call = op(from + 3, '(') && pairs[from + 3] === from + 4;
    if (end === (call ? from + 5 : from + 3)) reads.push({ key, member: name(from + 2) as string, call });
  }
  if (reads.length === 0) return out;
  const entries = registryEntries(tokens, lines, pairs, registry);
  if (entries === undefined) return out;
  const classes = new Map<string, DataClass | undefined>();
  for (const [key, { cls, open }] of entries) {
    if (!classes.has(cls)) classes.set(cls, dataClass(tokens, lines, pairs, cls));
    const made = classes.get(cls);
    const fields = made && construct(tokens, pairs, made, open);
    if (made === undefined || fields === undefined) continue;
    const values: Record<string, unknown> = {};
    for (const { key: field, member, call } of reads) {
      const value = call ? made.methods.get(member)?.(fields) : made.fields.some((f) => f.name === member) ? fields.get(member) : undefined;
      if (value !== undefined && value !== UNREAD) values[field] = value;
    }
    out.set(key, values);
  }
  return out;
}

interface DataClass {
  fields: readonly { name: string; fallback?: unknown }[];
  /** Each method returning a dict of literals and fields, as a function of the record's fields. */
  methods: ReadonlyMap<string, (fields: ReadonlyMap<string, unknown>) => Record<string, unknown> | undefined>;
}

/** The module-level dict literal `registry`, bound once and only read, as its string keys' `Class(…)` calls. */
function registryEntries(tokens: readonly Token[], lines: Blocks, pairs: Int32Array, registry: string): Map<string, { cls: string; open: number }> | undefined {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  let open = -1;
  for (let j = 0; j < tokens.length; j++) {
    if (tokens[j].kind !== 'name' || tokens[j].text !== registry || op(j - 1, '.')) continue;
    const top = tokens[j].first && lines.owner[j] === -1 && lines.indent[j] === 0;
    if (top && (op(j + 1, '=') || op(j + 1, ':'))) {
      let k = j + 1;
      if (op(k, ':')) while (k < tokens.length && !op(k, '=') && tokens[k].kind !== 'newline') k = op(k, '[') ? pairs[k] + 1 : k + 1;
      if (open !== -1 || !op(k, '=') || !op(k + 1, '{') || tokens[pairs[k + 1] + 1]?.kind !== 'newline') return undefined;
      open = k + 1;
      continue;
    }
    if (rebinds(tokens, lines, j) || tokens[j - 1]?.text === 'global' || (op(j + 1, '.') && !READS.has(tokens[j + 2]?.text as string))) return undefined;
  }
  if (open === -1) return undefined;
  const out = new Map<string, { cls: string; open: number }>();
  for (let j = open + 1; j < pairs[open]; ) {
    const key = tokens[j];
    if (key.kind !== 'string' || key.text === undefined || !op(j + 1, ':') || tokens[j + 2]?.kind !== 'name' || !op(j + 3, '(') || out.has(key.text))
      return undefined;
    out.set(key.text, { cls: tokens[j + 2].text as string, open: j + 3 });
    if (out.size > MAX_ENTRIES) return undefined;
    j = pairs[j + 3] + 1;
    if (op(j, ',')) j++;
    else if (j !== pairs[open]) return undefined;
  }
  return out;
}

/** The frozen `@dataclass` `cls` defined once at the module's top level: its fields and the methods read. */
function dataClass(tokens: readonly Token[], lines: Blocks, pairs: Int32Array, cls: string): DataClass | undefined {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  const defs: number[] = [];
  for (let j = 0; j < tokens.length; j++)
    if (tokens[j].first && lines.owner[j] === -1 && headerOf(tokens, j) === 'class' && tokens[j + 1]?.text === cls) defs.push(j);
  if (defs.length !== 1) return undefined;
  const at = defs[0];
  // `class C:` with exactly `@dataclass(frozen=True)` on it.
  if (!op(at + 2, ':') || tokens[at - 1]?.kind !== 'newline') return undefined;
  const d = lines.line[at - 2];
  if (!op(d, '@') || (tokens[d - 1]?.kind === 'newline' && op(lines.line[d - 2], '@'))) return undefined;
  const deco = tokens[d + 1]?.text === 'dataclasses' && op(d + 2, '.') ? d + 3 : d + 1;
  const frozen =
    tokens[deco]?.text === 'dataclass' && op(deco + 1, '(') && tokens[deco + 2]?.text === 'frozen' && op(deco + 3, '=') && tokens[deco + 4]?.text === 'True';
  if (!frozen || pairs[deco + 1] !== deco + 5 || tokens[deco + 6]?.kind !== 'newline') return undefined;
  const fields: { name: string; fallback?: unknown }[] = [];
  const methods = new Map<string, (fields: ReadonlyMap<string, unknown>) => Record<string, unknown> | undefined>();
  for (let j = at + 1; j < lines.end[at]; j++) {
    if (!tokens[j].first || lines.owner[j] !== at) continue;
    if (tokens[j].kind === 'string' && tokens[j + 1]?.kind === 'newline') continue;
    if (tokens[j].text === 'def' && tokens[j].kind === 'name') {
      const method = tokens[j + 1].text as string;
      if (method.startsWith('__')) return undefined;
      const read = methodDict(tokens, lines, pairs, j);
      if (read !== undefined) methods.set(method, read);
      continue;
    }
    // `name: hint` or `name: hint = literal`, the hint no `ClassVar` nor `InitVar`.
    if (tokens[j].kind !== 'name' || !op(j + 1, ':')) return undefined;
    let k = j + 2;
    while (k < lines.end[at] && tokens[k].kind !== 'newline' && !op(k, '=')) {
      if (tokens[k].text === 'ClassVar' || tokens[k].text === 'InitVar') return undefined;
      k = op(k, '[') ? pairs[k] + 1 : k + 1;
    }
    if (!op(k, '=')) fields.push({ name: tokens[j].text as string });
    else {
      // A default that is a call (`field(default_factory=…)`) may be anything: not followed.
      const end = lineEnd(tokens, k);
      if (op(k + 2, '(') || op(end - 1, ')')) return undefined;
      fields.push({ name: tokens[j].text as string, fallback: known(literal(tokens, k + 1, end)) });
    }
  }
  return { fields, methods };
}

/** The method at `at` (`def m(self) -> …:`) that only returns a dict literal of literals and `self.field`s. */
function methodDict(
  tokens: readonly Token[],
  lines: Blocks,
  pairs: Int32Array,
  at: number,
): ((fields: ReadonlyMap<string, unknown>) => Record<string, unknown> | undefined) | undefined {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  if (tokens[at - 1]?.kind === 'newline' && op(lines.line[at - 2] ?? -1, '@')) return undefined;
  if (!op(at + 2, '(') || tokens[at + 3]?.text !== 'self' || pairs[at + 2] !== at + 4) return undefined;
  let dict = -1;
  for (let j = at + 1; j < lines.end[at]; j++) {
    if (!tokens[j].first || lines.line[j] === lines.line[at]) continue;
    if (tokens[j].kind === 'string' && tokens[j + 1]?.kind === 'newline') continue;
    if (dict !== -1 || tokens[j].text !== 'return' || !op(j + 1, '{') || tokens[pairs[j + 1] + 1]?.kind !== 'newline') return undefined;
    dict = j + 1;
  }
  if (dict === -1) return undefined;
  const entries: { key: string; field?: string; value?: unknown }[] = [];
  for (let j = dict + 1; j < pairs[dict]; ) {
    const key = tokens[j];
    if (key.kind !== 'string' || key.text === undefined || !op(j + 1, ':')) return undefined;
    let end = j + 2;
    while (end < pairs[dict] && !op(end, ',')) end = op(end, '(') || op(end, '[') || op(end, '{') ? pairs[end] + 1 : end + 1;
    if (tokens[j + 2]?.text === 'self' && op(j + 3, '.') && tokens[j + 4]?.kind === 'name' && end === j + 5)
      entries.push({ key: key.text, field: tokens[j + 4].text });
    else {
      const value = literal(tokens, j + 2, end);
      if (value === undefined) return undefined;
      entries.push({ key: key.text, value });
    }
    j = end + 1;
  }
  return (fields) => {
    const out: Record<string, unknown> = {};
    for (const { key, field, value } of entries) {
      const read = field === undefined ? value : fields.get(field);
      if (read === undefined || read === UNREAD) return undefined;
      out[key] = read;
    }
    return out;
  };
}

/** The fields a `Class(…)` call whose `(` is at `open` gives a record, its literal arguments by position or keyword and the defaults. */
function construct(tokens: readonly Token[], pairs: Int32Array, made: DataClass, open: number): Map<string, unknown> | undefined {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  const values = new Map<string, unknown>();
  let position = 0;
  for (let j = open + 1; j < pairs[open]; ) {
    let end = j;
    while (end < pairs[open] && !op(end, ',')) end = op(end, '(') || op(end, '[') || op(end, '{') ? pairs[end] + 1 : end + 1;
    const keyword = tokens[j].kind === 'name' && op(j + 1, '=') ? (tokens[j].text as string) : undefined;
    const field = keyword ?? made.fields[position++]?.name;
    if (op(j, '*') || op(j, '**') || field === undefined || values.has(field) || !made.fields.some((f) => f.name === field)) return undefined;
    values.set(field, known(literal(tokens, keyword === undefined ? j : j + 2, end)));
    j = end + 1;
  }
  for (const { name, fallback } of made.fields) {
    if (!values.has(name) && fallback === undefined) return undefined;
    if (!values.has(name)) values.set(name, fallback);
  }
  return values;
}

/** A literal's value over tokens [from, to): strings (adjacent ones joined), a number, `True`, `False`, `None`; undefined otherwise. */
function literal(tokens: readonly Token[], from: number, to: number): unknown {
  if (from >= to) return undefined;
  const t = tokens[from];
  if (t.kind === 'string') {
    let text = '';
    for (let j = from; j < to; j++) {
      if (tokens[j].kind !== 'string' || tokens[j].text === undefined) return undefined;
      text += tokens[j].text;
    }
    return text;
  }
  if (to !== from + 1) return undefined;
  if (t.kind === 'number' && /^\d+$/.test(t.text as string)) return Number(t.text);
  return t.kind === 'name' ? CONSTANTS.get(t.text as string) : undefined;
}

/** A literal's value, or UNREAD when it is none (`None` is a value). */
function known(value: unknown): unknown {
  return value === undefined ? UNREAD : value;
}

/** The end of the logical line the token at `k` is on (its newline token). */
function lineEnd(tokens: readonly Token[], k: number): number {
  let j = k;
  while (j < tokens.length && tokens[j].kind !== 'newline') j++;
  return j;
}
