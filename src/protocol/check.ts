/**
 * Checks a value against the protocol model for one version. One walk yields three kinds of issue:
 * - `invalid`: the value breaks the version's definition (mcp.schema.* and interaction rules);
 * - `unavailable`: a field the version does not define but another version does (field-availability);
 * - `deprecated`: a field, value or feature the version deprecates.
 * Messages name the place relative to the checked value ("content[0].type"), so they read well
 * beside the finding's line and column.
 */
import { describeValue, hasOwn, isObject, listOf, quote } from '../util/json.js';
import { joinPointer } from '../util/pointer.js';
import { closest } from '../util/suggest.js';
import { definition, type Definition, type Field, type Type } from './model/index.js';
import type { Deprecation, Fields, UnionOption } from './model/dsl.js';
import { compareVersions, describeVersions, inSpan, type Span, type Version, versionsIn, VERSIONS } from './versions.js';

export type IssueKind = 'invalid' | 'unavailable' | 'deprecated';

export interface ModelIssue {
  kind: IssueKind;
  pointer: string;
  /** A finding about a property points at its key; one about a value points at the value. */
  target: 'key' | 'value';
  message: string;
}

export interface CheckOptions {
  /** Keys of the root object that belong to someone else (mcpdesc's extensions on a tool). */
  ignoreKeys?: readonly string[];
}

/** Check `value` (found at `pointer`) against the named definition as `version` defines it. */
export function checkDefinition(name: string, value: unknown, version: Version, pointer: string, options: CheckOptions = {}): ModelIssue[] {
  const checker = new Checker(version);
  checker.definition(definition(name), value, Place.root(pointer), options.ignoreKeys ?? []);
  return checker.issues;
}

/** Whether the definition exists in a version at all (e.g. elicitation before 2025-06-18 does not). */
export function definitionExists(name: string, version: Version): boolean {
  return inSpan(version, definition(name));
}

/** What to make of keys a definition does not list. */
type ExtraKeys = 'open' | 'closed' | 'freeform';

/**
 * Where a checked value is: its pointer, and its path relative to the checked root for messages ('' is
 * the root itself). Both are built only when an issue asks for them, since nearly every value is fine.
 */
class Place {
  private cachedPointer: string | undefined;
  private cachedPath: string | undefined;

  private constructor(
    private readonly parent: Place | undefined,
    private readonly key: string | number,
    rootPointer?: string,
  ) {
    if (!parent) {
      this.cachedPointer = rootPointer;
      this.cachedPath = '';
    }
  }

  static root(pointer: string): Place {
    return new Place(undefined, '', pointer);
  }

  child(key: string | number): Place {
    return new Place(this, key);
  }

  get pointer(): string {
    return (this.cachedPointer ??= joinPointer((this.parent as Place).pointer, this.key));
  }

  get path(): string {
    if (this.cachedPath === undefined) {
      const base = (this.parent as Place).path;
      const key = this.key;
      this.cachedPath = typeof key === 'number' ? `${base}[${key}]` : base === '' ? key : `${base}.${key}`;
    }
    return this.cachedPath;
  }
}

function subject(place: Place, noun?: string): string {
  if (place.path !== '') return JSON.stringify(place.path);
  return noun ? `This ${noun}` : 'This value';
}

function isRequired(field: Field, version: Version): boolean {
  return typeof field.required === 'boolean' ? field.required : inSpan(version, field.required);
}

function deprecatedIn(deprecation: Deprecation | undefined, version: Version): deprecation is Deprecation {
  return deprecation !== undefined && compareVersions(version, deprecation.since) >= 0;
}

class Checker {
  readonly issues: ModelIssue[] = [];
  /** Keys not defined by any version: they count against a union option when choosing the best fit. */
  unknownKeys = 0;

  constructor(private readonly version: Version) {}

  private report(kind: IssueKind, place: Place, message: string, target: 'key' | 'value' = 'value'): void {
    this.issues.push({ kind, pointer: place.pointer, target, message });
  }

  private get invalidCount(): number {
    return this.issues.filter((i) => i.kind === 'invalid').length;
  }

  definition(def: Definition, value: unknown, place: Place, ignoreKeys: readonly string[] = []): void {
    if (deprecatedIn(def.deprecated, this.version)) {
      this.report('deprecated', place, `${capitalize(def.noun)} is deprecated in ${this.version}: ${def.deprecated.reason}.`);
    }
    if (def.alias) {
      this.type(def.alias, value, place, def.noun);
      return;
    }
    this.fields(def.fields, value, place, def.noun, def.freeform ? 'freeform' : def.closed ? 'closed' : 'open', ignoreKeys);
  }

  type(type: Type, value: unknown, place: Place, noun?: string): void {
    switch (type.kind) {
      case 'any':
        return;
      case 'string':
        if (typeof value !== 'string') return this.mismatch(place, 'a string', value, noun);
        if (type.enum && !type.enum.includes(value)) {
          this.report('invalid', place, `${subject(place, noun)} must be ${listOf(type.enum)}, not ${quote(value)}.`);
        }
        return;
      case 'const':
        if (value !== type.value) {
          const found = typeof value === 'string' ? quote(value) : describeValue(value);
          this.report('invalid', place, `${subject(place, noun)} must be ${JSON.stringify(type.value)}, not ${found}.`);
        }
        return;
      case 'number':
        return this.number(type, value, place, noun);
      case 'boolean':
        if (typeof value !== 'boolean') this.mismatch(place, 'a boolean', value, noun);
        return;
      case 'object':
        if (!isObject(value)) this.mismatch(place, 'an object', value, noun);
        return;
      case 'array':
        if (!Array.isArray(value)) return this.mismatch(place, 'an array', value, noun);
        for (const [index, item] of value.entries()) this.type(type.items, item, place.child(index));
        return;
      case 'map':
        if (!isObject(value)) return this.mismatch(place, 'an object', value, noun);
        for (const key of Object.keys(value)) this.type(type.values, value[key], place.child(key));
        return;
      case 'ref':
        return this.definition(definition(type.name), value, place);
      case 'shape':
        return this.fields(type.fields, value, place, noun, type.freeform ? 'freeform' : 'open', []);
      case 'versioned':
        return this.type(this.stepFor(type.steps), value, place, noun);
      case 'union':
        return this.union(type.options, type.discriminator, value, place, noun);
    }
  }

  private stepFor(steps: readonly (readonly [Version, Type])[]): Type {
    let chosen = steps[0][1];
    for (const [from, type] of steps) if (compareVersions(this.version, from) >= 0) chosen = type;
    return chosen;
  }

  private number(type: Extract<Type, { kind: 'number' }>, value: unknown, place: Place, noun?: string): void {
    const expected = type.integer ? 'an integer' : 'a number';
    if (typeof value !== 'number' || !Number.isFinite(value) || (type.integer && !Number.isInteger(value))) {
      return this.mismatch(place, expected, value, noun);
    }
    const { minimum, maximum } = type;
    if ((minimum !== undefined && value < minimum) || (maximum !== undefined && value > maximum)) {
      const range =
        minimum !== undefined && maximum !== undefined
          ? `between ${minimum} and ${maximum}`
          : minimum !== undefined
            ? `at least ${minimum}`
            : `at most ${maximum}`;
      this.report('invalid', place, `${subject(place, noun)} must be ${range}, not ${value}.`);
    }
  }

  private mismatch(place: Place, expected: string, value: unknown, noun?: string): void {
    this.report('invalid', place, `${subject(place, noun)} must be ${expected}, but it is ${describeValue(value)}.`);
  }

  private fields(fields: Fields, value: unknown, place: Place, noun: string | undefined, extra: ExtraKeys, ignoreKeys: readonly string[]): void {
    if (!isObject(value)) return this.mismatch(place, 'an object', value, noun);
    const present = Object.keys(value);
    for (const [key, field] of entriesOf(fields)) {
      if (!inSpan(this.version, field)) continue;
      if (!hasOwn(value, key)) {
        if (isRequired(field, this.version)) this.missing(place, key, present, fields, noun);
        continue;
      }
      const child = place.child(key);
      this.type(field.type, value[key], child);
      if (deprecatedIn(field.deprecated, this.version)) {
        this.report('deprecated', child, `${JSON.stringify(child.path)} is deprecated in ${this.version}: ${field.deprecated.reason}.`, 'key');
      }
      const deprecatedValue =
        typeof value[key] === 'string' && field.deprecatedValues && hasOwn(field.deprecatedValues, value[key] as string)
          ? field.deprecatedValues[value[key] as string]
          : undefined;
      if (deprecatedIn(deprecatedValue, this.version)) {
        this.report('deprecated', child, `${JSON.stringify(child.path)}: ${quote(value[key])} is deprecated in ${this.version}: ${deprecatedValue.reason}.`);
      }
    }
    for (const key of present) {
      const field = hasOwn(fields, key) ? fields[key] : undefined;
      if (field && inSpan(this.version, field)) continue;
      if (ignoreKeys.includes(key) || extra === 'freeform') continue;
      if (field) this.unavailable(place.child(key), field, noun);
      else if (extra === 'closed' && !key.startsWith('x-')) this.unknownKey(place.child(key), key, fields, noun);
      else this.unknownKeys++;
    }
  }

  private unknownKey(place: Place, key: string, fields: Fields, noun?: string): void {
    const known = Object.keys(fields);
    const typo = closest(key, known);
    const hint = typo ? `Did you mean ${JSON.stringify(typo)}?` : `Use ${listOf(known, 'and')}, or an "x-" extension key.`;
    this.report('invalid', place, `Unknown property ${JSON.stringify(key)} in ${noun ? article(noun) : 'this object'}. ${hint}`, 'key');
  }

  private missing(place: Place, key: string, present: string[], fields: Fields, noun?: string): void {
    const owner = place.path === '' ? (noun ? `this ${noun}` : 'this object') : JSON.stringify(place.path);
    const typo = closest(
      key,
      present.filter((p) => !hasOwn(fields, p)),
    );
    const hint = typo ? ` Found ${JSON.stringify(typo)}: did you mean ${JSON.stringify(key)}?` : ` Add ${JSON.stringify(key)}.`;
    this.report('invalid', place, `Missing required property ${JSON.stringify(key)} in ${owner} (required in ${this.version}).${hint}`);
  }

  private unavailable(place: Place, span: Span, noun?: string): void {
    const versions = versionsIn(span);
    const newer = versions.every((v) => compareVersions(v, this.version) > 0);
    const advice = newer
      ? `Remove it, or declare protocolVersion ${versions[0]} or later if the server speaks it.`
      : `It was removed after ${versions[versions.length - 1]}: remove it.`;
    const owner = noun ? ` of ${article(noun)}` : '';
    this.report(
      'unavailable',
      place,
      `${JSON.stringify(place.path)} is not a property${owner} in ${this.version}; it exists ${describeVersions(versions)}. ${advice}`,
      'key',
    );
  }

  private union(
    options: readonly UnionOption[],
    discriminator: { key: string; fallback?: string } | undefined,
    value: unknown,
    place: Place,
    noun?: string,
  ): void {
    const live = options.filter((o) => inSpan(this.version, o));
    let candidates = live;
    if (discriminator && isObject(value)) {
      const tagged = live.filter((o) => tagsOf(o, discriminator.key).length > 0);
      if (hasOwn(value, discriminator.key)) {
        const tag = value[discriminator.key];
        candidates = tagged.filter((o) => tagsOf(o, discriminator.key).includes(tag as string));
        if (candidates.length === 0) return this.unknownTag(options, live, discriminator.key, tag, place.child(discriminator.key));
      } else if (discriminator.fallback) {
        candidates = live.filter((o) => o.label === discriminator.fallback);
      } else {
        const allowed = [...new Set(tagged.flatMap((o) => tagsOf(o, discriminator.key)))];
        return this.report(
          'invalid',
          place,
          `${subject(place, noun)} has no ${JSON.stringify(discriminator.key)}: it must say which kind it is, one of ${listOf(allowed)}.`,
        );
      }
    } else if (discriminator) {
      candidates = live.filter((o) => tagsOf(o, discriminator.key).length === 0);
    }
    if (candidates.length === 0) {
      return this.mismatch(place, live.map((o) => article(o.label)).join(' or '), value, noun);
    }
    this.bestOf(candidates, value, place, noun);
  }

  /** Check every candidate and keep the issues of the one that fits best: fewest errors, then fewest unknown keys. */
  private bestOf(candidates: readonly UnionOption[], value: unknown, place: Place, noun?: string): void {
    let best: { checker: Checker; option: UnionOption; score: [number, number] } | undefined;
    for (const option of candidates) {
      const checker = new Checker(this.version);
      checker.type(option.type, value, place, noun);
      const score: [number, number] = [checker.invalidCount, checker.unknownKeys];
      if (!best || score[0] < best.score[0] || (score[0] === best.score[0] && score[1] < best.score[1])) {
        best = { checker, option, score };
      }
      if (score[0] === 0 && score[1] === 0) break;
    }
    if (!best) return;
    if (best.score[0] > 0 && candidates.length > 1 && !isObject(value) && !Array.isArray(value)) {
      return this.mismatch(place, candidates.map((o) => article(o.label)).join(' or '), value, noun);
    }
    this.issues.push(...best.checker.issues);
    this.unknownKeys += best.checker.unknownKeys;
    if (deprecatedIn(best.option.deprecated, this.version)) {
      this.report('deprecated', place, `${capitalize(best.option.label)} is deprecated in ${this.version}: ${best.option.deprecated.reason}.`);
    }
  }

  private unknownTag(options: readonly UnionOption[], live: readonly UnionOption[], key: string, tag: unknown, place: Place): void {
    const allowed = [...new Set(live.flatMap((o) => tagsOf(o, key)))];
    const elsewhere = options.find((o) => tagsOf(o, key).includes(tag as string) && !live.includes(o));
    if (elsewhere) {
      const versions = VERSIONS.filter((v) => inSpan(v, elsewhere) && (elsewhere.type.kind !== 'ref' || inSpan(v, definition(elsewhere.type.name))));
      this.report(
        'invalid',
        place,
        `${capitalize(elsewhere.label)} (${JSON.stringify(key)}: ${quote(tag)}) does not exist in ${this.version}; it exists ${describeVersions(versions)}. Use ${listOf(allowed)}, or declare a protocolVersion that has it.`,
      );
      return;
    }
    const shown = typeof tag === 'string' ? quote(tag) : describeValue(tag);
    this.report('invalid', place, `${JSON.stringify(place.path)} must be ${listOf(allowed)}, not ${shown}.`);
  }
}

/** The model's field lists never change: list each one's entries once, not for every object checked. */
const FIELD_ENTRIES = new WeakMap<Fields, readonly (readonly [string, Field])[]>();

function entriesOf(fields: Fields): readonly (readonly [string, Field])[] {
  let entries = FIELD_ENTRIES.get(fields);
  if (!entries) {
    entries = Object.entries(fields);
    FIELD_ENTRIES.set(fields, entries);
  }
  return entries;
}

/** The values a union option allows at the discriminator key: its constant ("text" for text content) or its enum. */
function tagsOf(option: UnionOption, key: string): readonly string[] {
  if (option.type.kind !== 'ref') return [];
  const def = definition(option.type.name);
  const type = def.fields && hasOwn(def.fields, key) ? def.fields[key].type : undefined;
  if (type?.kind === 'const') return [type.value];
  return type?.kind === 'string' && type.enum ? type.enum : [];
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function article(label: string): string {
  return /^[aeiou]/i.test(label) && !/^(url|uri|use|uni)/i.test(label) ? `an ${label}` : `a ${label}`;
}
