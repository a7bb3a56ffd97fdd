/**
 * JSON Schemas taken from descriptors (tool input and output schemas, elicitation requested schemas),
 * compiled with ajv. Descriptors are untrusted input: nothing here fetches a reference, and nothing
 * throws out of `compile` or `validate` — every problem comes back as a `SchemaProblem` at a pointer
 * relative to the schema (or the validated instance).
 *
 * ajv is constructed in one place (`createAjv`), with the regular-expression engine passed in: a
 * descriptor's `pattern` and `patternProperties` run inside mcpdesc, so by default they run in linear
 * time or under a deadline (see regex.ts).
 */
import type { AnySchema, Options, ValidateFunction } from 'ajv';
import type { RegExpEngine } from 'ajv/dist/types/index.js';
import { vendoredAjv } from '../util/lazy-require.js';
import { hasOwn, isObject, quote } from '../util/json.js';
import { closest } from '../util/suggest.js';
import { plainlyValid } from './plain-instance.js';
import { plainSchemaFacts } from './plain-schema.js';
import { type Dialect, DIALECT_NAMES, KEYWORDS, KNOWN_FORMATS, UNASSERTED_FORMATS } from './dialects.js';
import { instanceProblems, metaSchemaProblems, type SchemaProblem } from './messages.js';
import type { SchemaBudget } from './budget.js';
import { type BudgetedRegExp, budgetedRegExp, DEFAULT_REGEX_TIMEOUT_MS, MAX_TIMEOUTS_PER_FILE, type RegexBudget, RegexTimeout } from './regex.js';
import { schemaFacts, type SchemaFacts } from './walk.js';

export type { SchemaProblem } from './messages.js';
export type { RegExpEngine } from 'ajv/dist/types/index.js';

type AjvInstance = InstanceType<typeof import('ajv').default>;

export interface JsonSchemaOptions {
  /** Runs descriptor regular expressions (`pattern`, `patternProperties`); default: budgetedRegExp(). */
  regExp?: RegExpEngine;
  /** Compiled schemas kept per checker; the oldest are dropped beyond this. */
  maxCached?: number;
}

/** ajv's validator for a schema, or what ajv threw when compiling it. */
type Compiled = { validator: ValidateFunction } | { problem: unknown };

export type CompiledSchema = { ok: true; validate(instance: unknown): SchemaProblem[] } | { ok: false; problems: SchemaProblem[] };

/** What the checker knows about one schema object in one dialect. */
interface Known {
  facts?: SchemaFacts;
  /** The compiled form of a plain schema (see plain-schema.ts). */
  plain?: CompiledSchema;
  /** Not plain: compiled by content instead. */
  notPlain?: true;
}

// Kept for speed: synthetic corpus 11 % faster with it (npm run bench, 2026-12-04; CLI --jobs 1 CPU 9.4 s vs 10.6 s without).
/**
 * What a checker has learnt about schema objects, by dialect. Every file's schemas are objects of its
 * own, so a file keeps its own (compiler.ts) in Maps that go with it; the checker's, for callers that
 * bring none, holds its objects weakly (a WeakMap costs the collector more, for every schema of a run).
 */
export class SchemaKnowledge {
  private readonly byDialect = new Map<Dialect, Map<object, Known> | WeakMap<object, Known>>();

  constructor(private readonly weak = false) {}

  of(schema: object, dialect: Dialect): Known {
    let bySchema = this.byDialect.get(dialect);
    if (!bySchema) this.byDialect.set(dialect, (bySchema = this.weak ? new WeakMap() : new Map()));
    let known = bySchema.get(schema);
    if (!known) bySchema.set(schema, (known = {}));
    return known;
  }
}

/**
 * Compiles and caches descriptor schemas. One checker serves a whole run. Plain schemas, nearly all of
 * them, are cheap to check, so they are remembered per schema object (in a SchemaKnowledge); the
 * others, which ajv compiles, per (dialect, schema text), so the same schema in many tools and files
 * compiles once.
 */
export class JsonSchemaChecker {
  private readonly regExp: RegExpEngine;
  private readonly maxCached: number;
  private readonly ajvs = new Map<Dialect, AjvInstance>();
  /** The instances validators are compiled with, and how many each has compiled (see compilerFor). */
  private readonly compilers = new Map<Dialect, { ajv: AjvInstance; compiled: number }>();
  // Kept for speed: findings corpus 10 % faster with it (npm run bench, 2026-12-04; CLI --jobs 1 CPU 1.06 s vs 1.18 s without).
  private readonly compiled = new Map<string, CompiledSchema>();
  private readonly knowledge = new SchemaKnowledge(true);

  constructor(options: JsonSchemaOptions = {}) {
    this.regExp = options.regExp ?? budgetedRegExp();
    this.maxCached = options.maxCached ?? 1000;
  }

  /**
   * Compile `schema` as `dialect`. A root `$schema` is ignored: the caller has chosen the dialect.
   * A schema not compiled before is charged to `budget` first, and refused when it does not fit.
   * What is learnt about the schema object is kept in `knowledge`.
   */
  compile(schema: unknown, dialect: Dialect, budget?: SchemaBudget, knowledge = this.knowledge): CompiledSchema {
    if (!isObject(schema) && typeof schema !== 'boolean') {
      return { ok: false, problems: [{ pointer: '', target: 'value', message: 'must be a JSON Schema: an object, or true or false.' }] };
    }
    const stripped = withoutDialect(schema);
    // Charged before any cache is asked, so a file's budget never depends on what was checked before it.
    const refused = isObject(schema) ? budget?.admit(schema, stripped) : undefined;
    if (refused) return { ok: false, problems: [refused] };
    const known = isObject(schema) ? knowledge.of(schema, dialect) : undefined;
    if (known?.plain) return known.plain;
    if (known && !known.notPlain) {
      // Facts found while the schema is not known to be not plain come from the plain walk (factsFor).
      const facts = known.facts ?? plainSchemaFacts(stripped, dialect);
      if (facts) return (known.plain = this.build(stripped, dialect, (known.facts = facts), true));
      known.notPlain = true;
    }
    const key = cacheKey(stripped, dialect);
    let result = this.compiled.get(key);
    if (!result) {
      // Here a schema is either an object that is not plain or a boolean, which is.
      result = this.build(stripped, dialect, this.factsFor(schema, stripped, dialect, knowledge), typeof stripped === 'boolean');
      remember(this.compiled, key, result, this.maxCached);
    }
    return result;
  }

  /** Runs `work` (validation) with `budget` as the file its backtracking patterns are charged to. */
  under<T>(budget: RegexBudget, work: () => T): T {
    const engine = this.regExp as Partial<BudgetedRegExp>;
    return engine.use ? engine.use(budget, work) : work();
  }

  /**
   * Keywords the dialect does not define and `format` values it does not know: a validator ignores
   * both, so they usually are typos or borrowed vocabulary (OpenAPI's "nullable", "example").
   */
  vocabularyProblems(schema: unknown, dialect: Dialect, knowledge = this.knowledge): SchemaProblem[] {
    const facts = this.factsFor(schema, withoutDialect(schema), dialect, knowledge);
    const keywords = KEYWORDS[dialect];
    const problems: SchemaProblem[] = facts.unknownKeywords.map(({ pointer, keyword }) => ({
      pointer,
      target: 'key',
      ...unknownKeywordMessage(keyword, dialect, keywords),
    }));
    // The formats are the same in every dialect: so is the verdict, and a file checked in two dialects
    // (protocol versions before and after 2025-11-25) gets one finding, not one per dialect.
    for (const { pointer, format } of facts.formats) {
      if (FORMATS.has(format)) continue;
      const typo = closest(format, KNOWN_FORMATS);
      problems.push({
        pointer,
        target: 'value',
        general: true,
        message: `is ${quote(format)}, a format ${ANY_DIALECT} defines, so validators ignore it.${typo ? ` Did you mean ${JSON.stringify(typo)}?` : ' Use "pattern" to constrain the text, or describe the format in "description".'}`,
      });
    }
    return problems;
  }

  private build(schema: unknown, dialect: Dialect, facts: SchemaFacts, plain: boolean): CompiledSchema {
    const problems = [...(plain ? [] : this.metaSchemaProblems(schema, dialect)), ...referenceProblems(facts), ...this.patternProblems(facts)];
    if (problems.length > 0) return { ok: false, problems };
    // Compiling costs far more than the checks above: do it now only when references need ajv's
    // resolver to be checked, otherwise when an instance is first validated.
    if (facts.usesIdentifiers) {
      const compiled = this.compileValidator(schema, dialect);
      if ('problem' in compiled) return { ok: false, problems: [compileProblem(compiled.problem, facts, dialect)] };
      return { ok: true, validate: validating(() => compiled) };
    }
    let validator: Compiled | undefined;
    const validate = validating(() => (validator ??= this.compileValidator(schema, dialect)));
    if (!plain) return { ok: true, validate };
    // Most examples fit their schema: accept those without compiling a validator.
    return { ok: true, validate: (instance) => (plainlyValid(schema, instance, this.regExp) ? [] : validate(instance)) };
  }

  private metaSchemaProblems(schema: unknown, dialect: Dialect): SchemaProblem[] {
    const ajv = this.ajv(dialect);
    return ajv.validateSchema(schema as AnySchema) ? [] : metaSchemaProblems(ajv.errors ?? [], schema);
  }

  private compileValidator(schema: unknown, dialect: Dialect): Compiled {
    const ajv = this.compilerFor(dialect);
    try {
      return { validator: ajv.compile(schema as AnySchema) };
    } catch (problem) {
      return { problem };
    } finally {
      // Forget the schema at once, so another schema may reuse its $id.
      if (isObject(schema)) ajv.removeSchema(schema);
    }
  }

  /**
   * ajv keeps every validator an instance compiles (in its code scope, which removeSchema does not
   * empty: ajv issue #1413), so one instance would hold one per schema a run ever compiled, though the
   * caches here have long let go of most of them. Validators are compiled on an instance of their own
   * that is replaced after COMPILES_PER_AJV of them: what a compiled validator keeps alive is then its
   * instance's few, and a run's memory is bounded by the caches. It skips ajv's meta-schema check,
   * which every schema compiled here has passed already (metaSchemaProblems, or plain-schema.ts).
   */
  private compilerFor(dialect: Dialect): AjvInstance {
    let compiler = this.compilers.get(dialect);
    if (!compiler || compiler.compiled >= COMPILES_PER_AJV) {
      compiler = { ajv: createAjv(dialect, this.regExp, false), compiled: 0 };
      this.compilers.set(dialect, compiler);
    }
    compiler.compiled++;
    return compiler.ajv;
  }

  /** The schema's facts, found once per schema object (every value a descriptor holds is its own object). */
  private factsFor(schema: unknown, stripped: unknown, dialect: Dialect, knowledge: SchemaKnowledge): SchemaFacts {
    if (!isObject(schema)) return schemaFacts(stripped, dialect);
    const known = knowledge.of(schema, dialect);
    if (known.facts) return known.facts;
    // One walk finds a schema plain and collects its facts; only the others need the full walk.
    if (!known.notPlain) {
      const plain = plainSchemaFacts(stripped, dialect);
      if (plain) return (known.facts = plain);
      known.notPlain = true;
    }
    return (known.facts = schemaFacts(stripped, dialect));
  }

  private patternProblems(facts: SchemaFacts): SchemaProblem[] {
    return facts.patterns.flatMap(({ pointer, pattern, target }) => {
      try {
        this.regExp(pattern, 'u');
        return [];
      } catch (error) {
        const reason = errorText(error).replace(/^Invalid regular expression: \/.*\/\w*: /s, '');
        return [
          {
            pointer,
            target,
            general: true,
            message: `is not a valid regular expression (${reason}): ${quote(pattern)}. JSON Schema patterns are ECMA-262 regular expressions; fix or escape it.`,
          },
        ];
      }
    });
  }

  private ajv(dialect: Dialect): AjvInstance {
    let ajv = this.ajvs.get(dialect);
    if (!ajv) {
      ajv = createAjv(dialect, this.regExp);
      this.ajvs.set(dialect, ajv);
    }
    return ajv;
  }
}

/** Validators an ajv instance compiles before a new one takes over (a new instance costs about 2 ms). */
const COMPILES_PER_AJV = 16;

/**
 * The one place ajv is constructed, and so loaded: most schemas are plain (plain-schema.ts) and most
 * files never need it, so a start-up does not pay for running ajv's 300 KB. `validateSchema` is
 * whether compiling checks the schema against its meta-schema first.
 */
function createAjv(dialect: Dialect, regExp: RegExpEngine, validateSchema = true): AjvInstance {
  const { Ajv, addFormats } = ajvModules(dialect);
  const options: Options = {
    strict: false,
    allErrors: true,
    logger: false,
    // No loadSchema: compile never fetches, an unresolved reference is reported instead.
    code: { regExp },
    validateSchema,
  };
  const ajv: AjvInstance = new Ajv(options);
  addFormats(ajv);
  for (const format of UNASSERTED_FORMATS) ajv.addFormat(format, true);
  return ajv;
}

/** ajv's class for `dialect` and its formats plugin, loaded on first use (see lazy-require.ts). */
function ajvModules(dialect: Dialect): { Ajv: typeof import('ajv').default; addFormats: typeof import('ajv-formats').default } {
  const { ajv, ajv2019, ajv2020, ajvFormats } = vendoredAjv();
  // ajv is CommonJS: its classes are the modules' `default` properties.
  const Ajv = dialect === '2020-12' ? ajv2020.default : dialect === '2019-09' ? ajv2019.default : ajv.default;
  return { Ajv, addFormats: ajvFormats.default };
}

const FORMATS = new Set(KNOWN_FORMATS);

const shared = new Map<number, JsonSchemaChecker>();

/**
 * The checker rules share (one per regex time budget), so a schema used by several rules, examples and
 * files compiles once. What it keeps cannot change a file's findings: budgets belong to each file.
 */
export function jsonSchemas(regexTimeoutMs = DEFAULT_REGEX_TIMEOUT_MS): JsonSchemaChecker {
  let checker = shared.get(regexTimeoutMs);
  if (!checker) {
    checker = new JsonSchemaChecker({ regExp: budgetedRegExp(regexTimeoutMs) });
    shared.set(regexTimeoutMs, checker);
  }
  return checker;
}

/** Validation with a lazily compiled validator; a schema ajv still refuses yields one problem instead of a throw. */
function validating(validator: () => Compiled): (instance: unknown) => SchemaProblem[] {
  return (instance) => {
    const compiled = validator();
    if ('problem' in compiled)
      return [{ pointer: '', target: 'value', message: `could not be checked: the schema cannot be compiled (${errorText(compiled.problem)}).` }];
    try {
      return compiled.validator(instance) ? [] : instanceProblems(compiled.validator.errors ?? [], instance);
    } catch (error) {
      if (error instanceof RegexTimeout) return [{ pointer: '', target: 'value', message: regexTimeoutMessage(error) }];
      return [{ pointer: '', target: 'value', message: `could not be checked against the schema (${errorText(error)}).` }];
    }
  };
}

function regexTimeoutMessage(error: RegexTimeout): string {
  if (error.exhausted) {
    return `could not be fully checked: the schema's pattern ${quote(error.pattern)} needs a backtracking engine, and ${MAX_TIMEOUTS_PER_FILE} such patterns already timed out in this file, so mcpdesc runs no more of them here. Simplify the patterns (avoid lookaround and backreferences).`;
  }
  return `could not be fully checked: the schema's pattern ${quote(error.pattern)} ran longer than ${error.budgetMs} ms on this value, so mcpdesc stopped it. A pattern that backtracks this much can stall any client that validates with it: rewrite it without nested quantifiers or lookaround (or raise limits.regexTimeoutMs).`;
}

/** Schemas are cached by content, so the same schema in many tools and files is checked once. */
function cacheKey(stripped: unknown, dialect: Dialect): string {
  return `${dialect}\u0000${JSON.stringify(stripped)}`;
}

function withoutDialect(schema: unknown): unknown {
  if (!isObject(schema) || !('$schema' in schema)) return schema;
  const { $schema: _dialect, ...rest } = schema;
  return rest;
}

function remember<T>(cache: Map<string, T>, key: string, value: T, max: number): void {
  if (cache.size >= max) cache.delete(cache.keys().next().value as string);
  cache.set(key, value);
}

function referenceProblems(facts: SchemaFacts): SchemaProblem[] {
  return facts.refs
    .filter((r) => r.external || r.dangling)
    .map(({ pointer, ref, external }) => ({
      pointer,
      target: 'value',
      general: true,
      message: external
        ? `points outside this schema (${quote(ref)}). mcpdesc never fetches schemas and MCP clients must not either, so the reference cannot be resolved. Copy the definition into "$defs" and refer to it as "#/$defs/<name>".`
        : `is ${quote(ref)}, which leads to nothing in this schema. Point it at an existing definition, or add the definition there.`,
    }));
}

/** ajv refused a schema that passed its meta-schema: most often a reference to a place that does not exist. */
function compileProblem(error: unknown, facts: SchemaFacts, dialect: Dialect): SchemaProblem {
  const missing = (error as { missingRef?: unknown }).missingRef;
  if (typeof missing === 'string') {
    const use = facts.refs.find((r) => r.ref === missing) ?? facts.refs.find((r) => missing.endsWith(r.ref));
    return {
      pointer: use?.pointer ?? '',
      target: 'value',
      general: true,
      message: `${use ? 'does' : `contains a reference (${quote(missing)}) that does`} not resolve to anything in this schema. Point it at an existing definition, e.g. "#/$defs/<name>".`,
    };
  }
  return { pointer: '', target: 'value', message: `cannot be compiled as ${DIALECT_NAMES[dialect]} (${errorText(error)}).` };
}

/** "no JSON Schema version MCP uses (draft-07, 2019-09, 2020-12)", for verdicts that hold in every dialect. */
const ANY_DIALECT = `no JSON Schema version MCP uses (${(Object.keys(DIALECT_NAMES) as Dialect[]).join(', ')})`;

/**
 * Why a keyword is ignored. A keyword no dialect has, with the same advice in each, is `general`: the
 * finding then reads the same whichever dialect a protocol version reads the schema in.
 */
function unknownKeywordMessage(keyword: string, dialect: Dialect, keywords: ReadonlySet<string>): { message: string; general?: true } {
  const name = DIALECT_NAMES[dialect];
  const dialects = Object.keys(KEYWORDS) as Dialect[];
  const elsewhere = dialects.filter((d) => KEYWORDS[d].has(keyword));
  if (elsewhere.length > 0) {
    return {
      message: `is a keyword of JSON Schema ${elsewhere.join(' and ')}, not of ${name}, so validators ignore it. Use ${name}'s own keywords in this schema.`,
    };
  }
  const borrowed = hasOwn(BORROWED, keyword) ? BORROWED[keyword] : undefined;
  const near = closest(keyword, keywords);
  const hint = borrowed ?? (near ? `Did you mean ${JSON.stringify(near)}?` : 'Remove it, or prefix it with "x-" if it is a deliberate extension.');
  if (borrowed === undefined && dialects.some((d) => closest(keyword, KEYWORDS[d]) !== near)) {
    return { message: `is not a keyword of ${name}, so validators ignore it. ${hint}` };
  }
  return { message: `is a keyword of ${ANY_DIALECT}, so validators ignore it. ${hint}`, general: true };
}

const BORROWED: Readonly<Record<string, string>> = {
  nullable: '"nullable" is OpenAPI vocabulary: to allow null in JSON Schema, use "type": ["string", "null"] (or the type you need).',
  example: '"example" is OpenAPI vocabulary: use "examples", a list, in JSON Schema.',
};

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 200);
}
