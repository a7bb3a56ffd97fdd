/**
 * Checks a value against the protocol model for one version. One walk yields these kinds of issue:
 * - `invalid`: the value breaks the version's definition (mcp.schema.* and interaction rules);
 * - `unavailable`: a field the version does not define but another version does (field-availability);
 * - `deprecated`: a field, value or feature the version deprecates;
 * - `unknown` (models that ask for it): a key no version defines, in an object that is not closed.
 * Messages name the place relative to the checked value ("content[0].type"), so they read well
 * beside the finding's line and column.
 */
import { describeValue, hasOwn, isObject, listOf, quote } from '../util/json.js';
import { joinPointer } from '../util/pointer.js';
import { closest } from '../util/suggest.js';
import type { Span, VersionAxis } from './axis.js';
import type { Definition, Deprecation, Discriminator, Field, Fields, Type, UnionOption } from './dsl.js';
import { append } from '../util/append.js';

/** Definitions on one version axis: MCP's objects on protocol versions, or a format's own model. */
export class Model {
  private readonly byName: ReadonlyMap<string, Definition>;
  /** Each definition's fields as each version has them, worked out on first use (see Checker.viewOf). */
  readonly fieldViews = new WeakMap<Fields, Map<string, FieldView>>();

  constructor(
    readonly axis: VersionAxis,
    definitions: readonly Definition[],
    /**
     * Report keys that no version defines in open objects as `unknown` issues (MCP's objects: clients
     * ignore such keys, so they are nearly always typos). `x-` keys and `_meta` are never unknown.
     */
    readonly closedWorld = false,
  ) {
    this.byName = new Map(definitions.map((d) => [d.name, d]));
    if (this.byName.size !== definitions.length) throw new Error('a model defines a name twice');
    for (const d of definitions) checkSpans(axis, d);
  }

  definition(name: string): Definition {
    const found = this.byName.get(name);
    if (!found) throw new Error(`the model has no definition named ${name}`);
    return found;
  }

  get names(): readonly string[] {
    return [...this.byName.keys()];
  }
}

/** Every span a definition writes names versions of its axis: a typo there would silently change a rule. */
function checkSpans(axis: VersionAxis, def: Definition): void {
  const type = (t: Type, where: string): void => {
    if (t.kind === 'array') type(t.items, where);
    else if (t.kind === 'map') type(t.values, where);
    else if (t.kind === 'shape') fields(t.fields, where);
    else if (t.kind === 'union') {
      for (const o of t.options) {
        axis.checkSpan(o, `${where} (${o.label})`);
        type(o.type, where);
      }
    } else if (t.kind === 'versioned') {
      for (const [from, step] of t.steps) {
        axis.checkSpan({ since: from }, where);
        type(step, where);
      }
    }
  };
  const fields = (list: Fields, where: string) => {
    for (const [key, field] of Object.entries(list)) {
      axis.checkSpan(field, `${where}.${key}`);
      if (typeof field.required !== 'boolean') axis.checkSpan(field.required, `${where}.${key} (required)`);
      if (field.deprecated) axis.checkSpan({ since: field.deprecated.since }, `${where}.${key} (deprecated)`);
      type(field.type, `${where}.${key}`);
    }
  };
  axis.checkSpan(def, def.name);
  if (def.alias) type(def.alias, def.name);
  else fields(def.fields, def.name);
}

export type IssueKind = 'invalid' | 'unavailable' | 'deprecated' | 'unknown';

export interface ModelIssue {
  kind: IssueKind;
  pointer: string;
  /** A finding about a property points at its key; one about a value points at the value. */
  target: 'key' | 'value';
  message: string;
  /** Set on an issue about a key the object does not define (`invalid` in a closed object, `unknown` in an open one), for rules that word it themselves. */
  unknown?: UnknownKey;
  /** Set on an `invalid` issue about a value of the wrong type: what the message names, and the type it must have. */
  mismatch?: { subject: string; expected: string };
  /** Set on an `invalid` issue about a missing required key: the key, and a present key it may be misspelt as. */
  missing?: { key: string; found?: string };
  /**
   * Set on an `unavailable` issue: what is not there ("\"execution\" is not a property of a tool") and
   * where it exists ("only in 2025-11-25"), for rules that word it for several versions.
   */
  availability?: { subject: string; exists: string; versions: readonly string[] };
}

export interface UnknownKey {
  key: string;
  /** A defined key it is a near miss of. */
  suggestion?: string;
  /** The keys the object defines. */
  known: readonly string[];
  /** How messages name the object ("server entry"), when the model names it. */
  noun?: string;
  /** How messages name the object holding the key: "the tool annotations", "\"tools\" of the capabilities". */
  owner: string;
  /** Whether the object defines `_meta` in some version, where custom data can go instead. */
  hasMeta: boolean;
}

export interface CheckOptions {
  /** Keys of the root object that belong to someone else (mcpdesc's extensions on a tool). */
  ignoreKeys?: readonly string[];
  /**
   * Keys of the root object its definition does not list are passed over: no unknown-key or
   * other-version issue for them, for a caller that reads neither (a file may hold 10,000 such keys).
   */
  listedKeysOnly?: boolean;
}

/** Check `value` (found at `pointer`) against the model's named definition as `version` defines it. */
export function checkModel(model: Model, name: string, value: unknown, version: string, pointer: string, options: CheckOptions = {}): ModelIssue[] {
  const checker = new Checker(model, version);
  checker.definition(model.definition(name), value, Place.root(pointer), options.ignoreKeys ?? [], options.listedKeysOnly);
  return checker.issues;
}

/** Whether the definition exists in a version at all (e.g. elicitation before 2025-06-18 does not). */
export function existsIn(model: Model, name: string, version: string): boolean {
  return model.axis.inSpan(version, model.definition(name));
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

class Checker {
  readonly issues: ModelIssue[] = [];
  /** Keys not defined by any version: they count against a union option when choosing the best fit. */
  unknownKeys = 0;

  private readonly axis: VersionAxis;
  /** The fields of each definition in this version, asked once per definition (a file may hold thousands of unknown keys); made on the first unknown key. */
  private knownFields: Map<Fields, { all: string[]; names: string[]; use?: string }> | undefined;

  constructor(
    private readonly model: Model,
    private readonly version: string,
    /** The definition whose fields are being read (its noun and place), for naming nested objects. */
    private owner: { noun: string; place: Place | undefined } = { noun: 'object', place: undefined },
    /** Inside a JSON Schema (an elicitation's requested schema): its keywords are the schema rules' business. */
    private inSchema = false,
  ) {
    this.axis = model.axis;
  }

  private inSpan(span: Span): boolean {
    return this.axis.inSpan(this.version, span);
  }

  private isRequired(field: Field): boolean {
    return typeof field.required === 'boolean' ? field.required : this.inSpan(field.required);
  }

  private deprecated(deprecation: Deprecation | undefined): deprecation is Deprecation {
    return deprecation !== undefined && this.axis.compare(this.version, deprecation.since) >= 0;
  }

  private report(kind: IssueKind, place: Place, message: string, target: 'key' | 'value' = 'value', unknown?: UnknownKey): void {
    this.issues.push({ kind, pointer: place.pointer, target, message, ...(unknown ? { unknown } : {}) });
  }

  private get invalidCount(): number {
    let count = 0;
    for (const issue of this.issues) if (issue.kind === 'invalid') count++;
    return count;
  }

  definition(def: Definition, value: unknown, place: Place, ignoreKeys: readonly string[] = [], listedKeysOnly = false): void {
    if (this.deprecated(def.deprecated)) {
      this.report('deprecated', place, `${capitalize(def.noun)} is deprecated in ${this.version}: ${def.deprecated.reason}. ${STILL_NEEDED}`);
    }
    const { owner, inSchema } = this;
    // The owner's path is spelled only when a message names it (see unknownKey).
    this.owner = { noun: def.noun, place };
    this.inSchema ||= def.jsonSchema === true;
    if (def.alias) this.type(def.alias, value, place, def.noun);
    else this.fields(def.fields, value, place, def.noun, def.freeform ? 'freeform' : def.closed ? 'closed' : 'open', ignoreKeys, listedKeysOnly);
    this.owner = owner;
    this.inSchema = inSchema;
  }

  type(type: Type, value: unknown, place: Place, noun?: string): void {
    switch (type.kind) {
      case 'any':
        return;
      case 'string':
        if (typeof value !== 'string') return this.mismatch(place, 'a string', value, noun);
        if (type.enum && !type.enum.includes(value)) {
          this.report('invalid', place, `${subject(place, noun)} must be ${listOf(type.enum)}, not ${quote(value)}. ${pick(value, type.enum)}`);
        }
        return;
      case 'const':
        if (value !== type.value) {
          const found = typeof value === 'string' ? quote(value) : describeValue(value);
          this.report(
            'invalid',
            place,
            `${subject(place, noun)} must be ${JSON.stringify(type.value)}, not ${found}. Set it to ${JSON.stringify(type.value)}.`,
          );
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
        for (let index = 0; index < value.length; index++) this.type(type.items, value[index], place.child(index));
        return;
      case 'map':
        if (!isObject(value)) return this.mismatch(place, 'an object', value, noun);
        for (const key of Object.keys(value)) this.type(type.values, value[key], place.child(key));
        return;
      case 'ref':
        return this.definition(this.model.definition(type.name), value, place);
      case 'shape':
        return this.fields(type.fields, value, place, noun, type.freeform ? 'freeform' : 'open', []);
      case 'versioned':
        return this.type(this.stepFor(type.steps), value, place, noun);
      case 'union':
        return this.union(type.options, type.discriminator, value, place, noun);
    }
  }

  private stepFor(steps: readonly (readonly [string, Type])[]): Type {
    let chosen = steps[0][1];
    for (const [from, type] of steps) if (this.axis.compare(this.version, from) >= 0) chosen = type;
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
      this.report('invalid', place, `${subject(place, noun)} must be ${range}, not ${value}. Use a value in that range.`);
    }
  }

  private mismatch(place: Place, expected: string, value: unknown, noun?: string): void {
    const what = subject(place, noun);
    this.issues.push({
      kind: 'invalid',
      pointer: place.pointer,
      target: 'value',
      message: `${what} must be ${expected}, but it is ${describeValue(value)}. ${retype(expected, value)}`,
      mismatch: { subject: what, expected },
    });
  }

  private fields(
    fields: Fields,
    value: unknown,
    place: Place,
    noun: string | undefined,
    extra: ExtraKeys,
    ignoreKeys: readonly string[],
    listedKeysOnly = false,
  ): void {
    if (!isObject(value)) return this.mismatch(place, 'an object', value, noun);
    const present = Object.keys(value);
    const view = this.viewOf(fields);
    for (const { key, field, required, deprecated } of view.live) {
      if (!hasOwn(value, key)) {
        if (required) this.missing(place, key, present, fields, noun);
        continue;
      }
      const child = place.child(key);
      const member = value[key];
      this.type(field.type, member, child);
      if (deprecated) {
        this.report('deprecated', child, `${JSON.stringify(child.path)} is deprecated in ${this.version}: ${deprecated.reason}. ${STILL_NEEDED}`, 'key');
      }
      const deprecatedValue =
        typeof member === 'string' && field.deprecatedValues && hasOwn(field.deprecatedValues, member) ? field.deprecatedValues[member] : undefined;
      if (this.deprecated(deprecatedValue)) {
        this.report(
          'deprecated',
          child,
          `${JSON.stringify(child.path)}: ${quote(member)} is deprecated in ${this.version}: ${deprecatedValue.reason}. ${STILL_NEEDED}`,
        );
      }
    }
    for (const key of present) {
      if (listedKeysOnly || view.keys.has(key)) continue;
      if (ignoreKeys.includes(key) || extra === 'freeform') continue;
      const field = hasOwn(fields, key) ? fields[key] : undefined;
      if (field) this.unavailable(place.child(key), field, noun);
      else if (extra === 'closed' && !key.startsWith('x-')) this.unknownKey('invalid', place, key, fields, noun);
      else {
        this.unknownKeys++;
        if (this.model.closedWorld && !this.inSchema && !key.startsWith('x-') && key !== '_meta') this.unknownKey('unknown', place, key, fields, noun);
      }
    }
  }

  /** The fields of a definition as this version has them, worked out once per version (see FieldView). */
  private viewOf(fields: Fields): FieldView {
    let byVersion = this.model.fieldViews.get(fields);
    if (!byVersion) this.model.fieldViews.set(fields, (byVersion = new Map()));
    let view = byVersion.get(this.version);
    if (!view) {
      const live = entriesOf(fields)
        .filter(([, field]) => this.inSpan(field))
        .map(([key, field]) => ({
          key,
          field,
          required: this.isRequired(field),
          deprecated: this.deprecated(field.deprecated) ? field.deprecated : undefined,
        }));
      view = { live, keys: new Set(live.map((f) => f.key)) };
      byVersion.set(this.version, view);
    }
    return view;
  }

  /** A key `fields` does not define, in the object at `place`. */
  private unknownKey(kind: 'invalid' | 'unknown', place: Place, key: string, fields: Fields, noun?: string): void {
    this.knownFields ??= new Map();
    let inVersion = this.knownFields.get(fields);
    if (!inVersion) {
      const all = Object.keys(fields);
      this.knownFields.set(fields, (inVersion = { all, names: all.filter((k) => this.inSpan(fields[k])) }));
    }
    const { all, names: known } = inVersion;
    // A near miss of a field of another version is still the field meant (field-availability then says more).
    const typo = closest(key, known) ?? (kind === 'unknown' ? closest(key, all) : undefined);
    const hint = typo ? `Did you mean ${JSON.stringify(typo)}?` : (inVersion.use ??= `Use ${listOf(known, 'and')}, or an "x-" extension key.`);
    const ownerPath = this.owner.place?.path ?? '';
    const relative = ownerPath === '' ? place.path : place.path.slice(ownerPath.length + 1);
    const owner = relative === '' ? `the ${this.owner.noun}` : `${JSON.stringify(relative)} of the ${this.owner.noun}`;
    const at = place.child(key);
    this.report(kind, at, `Unknown property ${JSON.stringify(key)} in ${noun ? ownerName(noun) : 'this object'}. ${hint}`, 'key', {
      key,
      known,
      ...(typo ? { suggestion: typo } : {}),
      ...(noun ? { noun } : {}),
      owner,
      hasMeta: hasOwn(fields, '_meta'),
    });
  }

  private missing(place: Place, key: string, present: string[], fields: Fields, noun?: string): void {
    const owner = place.path === '' ? (noun ? `this ${noun}` : 'this object') : JSON.stringify(place.path);
    const typo = closest(
      key,
      present.filter((p) => !hasOwn(fields, p)),
    );
    const hint = typo ? ` Found ${JSON.stringify(typo)}: did you mean ${JSON.stringify(key)}?` : ` Add ${JSON.stringify(key)}.`;
    const required = this.axis.unversioned ? '' : ` (required in ${this.version})`;
    this.issues.push({
      kind: 'invalid',
      pointer: place.pointer,
      target: 'value',
      message: `Missing required property ${JSON.stringify(key)} in ${owner}${required}.${hint}`,
      missing: { key, ...(typo ? { found: typo } : {}) },
    });
  }

  private unavailable(place: Place, span: Span, noun?: string): void {
    const versions = this.axis.versionsIn(span);
    const advice = this.axis.adviceFor(versions, this.version);
    const owner = noun ? ` of ${ownerName(noun)}` : '';
    const subject = `${JSON.stringify(place.path)} is not a property${owner}`;
    const exists = this.axis.describe(versions);
    this.issues.push({
      kind: 'unavailable',
      pointer: place.pointer,
      target: 'key',
      message: `${subject} in ${this.version}; it exists ${exists}. ${advice}`,
      availability: { subject, exists, versions },
    });
  }

  private union(options: readonly UnionOption[], discriminator: Discriminator | undefined, value: unknown, place: Place, noun?: string): void {
    const live = options.filter((o) => this.inSpan(o));
    let candidates = live;
    if (discriminator && isObject(value)) {
      const tagged = live.filter((o) => tagsOf(this.model, o, discriminator.key).length > 0);
      if (hasOwn(value, discriminator.key)) {
        const tag = value[discriminator.key];
        candidates = tagged.filter((o) => tagsOf(this.model, o, discriminator.key).includes(tag as string));
        if (candidates.length === 0) return this.unknownTag(options, live, discriminator.key, tag, place.child(discriminator.key));
      } else if (discriminator.fallback) {
        candidates = live.filter((o) => o.label === discriminator.fallback);
      } else if (discriminator.optional) {
        candidates = live;
      } else {
        const allowed = [...new Set(tagged.flatMap((o) => tagsOf(this.model, o, discriminator.key)))];
        // Written one level down (a remote's `"transport": {"type": "sse", "url": …}`, a package's shape): say where.
        const inside = Object.keys(value).find((key) => {
          const child = value[key];
          return isObject(child) && allowed.includes(child[discriminator.key] as string);
        });
        const moved =
          inside === undefined
            ? ''
            : ` The ${JSON.stringify(discriminator.key)} written inside ${JSON.stringify(inside)} belongs here: move it, and the fields beside it, up into this object.`;
        return this.report(
          'invalid',
          place,
          `${subject(place, noun)} has no ${JSON.stringify(discriminator.key)}: it must say which kind it is, one of ${listOf(allowed)}.${moved}`,
        );
      }
    } else if (discriminator) {
      candidates = live.filter((o) => tagsOf(this.model, o, discriminator.key).length === 0);
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
      const checker = new Checker(this.model, this.version, this.owner, this.inSchema);
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
    append(this.issues, best.checker.issues);
    this.unknownKeys += best.checker.unknownKeys;
    if (this.deprecated(best.option.deprecated)) {
      this.report('deprecated', place, `${capitalize(best.option.label)} is deprecated in ${this.version}: ${best.option.deprecated.reason}. ${STILL_NEEDED}`);
    }
  }

  private unknownTag(options: readonly UnionOption[], live: readonly UnionOption[], key: string, tag: unknown, place: Place): void {
    const allowed = [...new Set(live.flatMap((o) => tagsOf(this.model, o, key)))];
    const elsewhere = options.find((o) => tagsOf(this.model, o, key).includes(tag as string) && !live.includes(o));
    if (elsewhere) {
      const type = elsewhere.type;
      const versions = this.axis.versions.filter(
        (v) => this.axis.inSpan(v, elsewhere) && (type.kind !== 'ref' || this.axis.inSpan(v, this.model.definition(type.name))),
      );
      this.report(
        'invalid',
        place,
        `${capitalize(elsewhere.label)} (${JSON.stringify(key)}: ${quote(tag)}) does not exist in ${this.version}; it exists ${this.axis.describe(versions)}. Use ${listOf(allowed)}, or declare a ${this.axis.names.field} that has it.`,
      );
      return;
    }
    const shown = typeof tag === 'string' ? quote(tag) : describeValue(tag);
    this.report('invalid', place, `${JSON.stringify(place.path)} must be ${listOf(allowed)}, not ${shown}. ${pick(tag, allowed)}`);
  }
}

/** The model's field lists never change: list each one's entries once, not for every object checked. */
const FIELD_ENTRIES = new WeakMap<Fields, readonly (readonly [string, Field])[]>();

/** A definition's fields in one version: those the version has, with whether it requires or deprecates each. */
interface FieldView {
  live: readonly { key: string; field: Field; required: boolean; deprecated: Deprecation | undefined }[];
  keys: ReadonlySet<string>;
}

function entriesOf(fields: Fields): readonly (readonly [string, Field])[] {
  let entries = FIELD_ENTRIES.get(fields);
  if (!entries) {
    entries = Object.entries(fields);
    FIELD_ENTRIES.set(fields, entries);
  }
  return entries;
}

/** The values a union option allows at the discriminator key: its constant ("text" for text content) or its enum. */
function tagsOf(model: Model, option: UnionOption, key: string): readonly string[] {
  if (option.type.kind !== 'ref') return [];
  const def = model.definition(option.type.name);
  const type = def.fields && hasOwn(def.fields, key) ? def.fields[key].type : undefined;
  if (type?.kind === 'const') return [type.value];
  return type?.kind === 'string' && type.enum ? type.enum : [];
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** What to do about something deprecated that a server still offers. */
const STILL_NEEDED = 'Keep it only as long as clients still need it.';

/** The advice for a value not among the allowed ones: the near miss, or to choose one. */
function pick(value: unknown, allowed: readonly string[]): string {
  const typo = typeof value === 'string' ? closest(value, allowed) : undefined;
  return typo ? `Did you mean ${quote(typo)}?` : allowed.length === 1 ? `Use ${quote(allowed[0])}.` : 'Use one of these.';
}

/** The advice for a value of the wrong type: a quoted boolean or number loses its quotes, anything else is rewritten. */
function retype(expected: string, value: unknown): string {
  if (typeof value === 'string') {
    const bare = value.trim().toLowerCase();
    if (expected === 'a boolean' && (bare === 'true' || bare === 'false')) return `Write ${bare} without quotes.`;
    if ((expected === 'a number' || expected === 'an integer') && value.trim() !== '' && Number.isFinite(Number(value)))
      return `Write ${value.trim()} without quotes.`;
  }
  return `Write ${expected} here.`;
}

/** The object a property belongs to: "a tool", but "the capabilities" for a plural noun. */
function ownerName(noun: string): string {
  return /[^s]s$/.test(noun) ? `the ${noun}` : article(noun);
}

function article(label: string): string {
  return /^[aeiou]/i.test(label) && !/^(url|uri|use|uni)/i.test(label) ? `an ${label}` : `a ${label}`;
}
