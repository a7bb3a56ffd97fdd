/**
 * One file's check, from its text to its FileResult. The session is the only place a Finding is made
 * (level from the configuration, de-duplication, position, source excerpt, fingerprint) and the one
 * home of everything kept per file: memos rules share (surfaces, string tables, model verdicts) and the
 * file's budgets. Nothing here outlives the file, so a file's report never depends on the files checked
 * before it, on which thread, or in which order.
 */
import type { Catalogue } from '../catalogue/catalogue.js';
import {
  CREDENTIALS,
  type DocumentRule,
  type FileScope,
  type Format,
  type FormatInfo,
  type MemoKey,
  type Reporter,
  type RuleRunner,
  type RunMemo,
  runMemo,
  type Workspace,
} from '../formats/types.js';
import { LineIndex, type Range } from '../parse/lines.js';
import type { ParsedDocument } from '../parse/parse.js';
import { fileSchemaCompiler, type FileSchemaLimits, type SchemaCompiler } from '../schema/compiler.js';
import { escapeUnprintable } from '../util/printable.js';
import type { SourceFormat } from '../parse/parse.js';
import { ownCopy } from '../util/copy.js';
import { lineHashes } from './fingerprint.js';
import type { Excerpt, FileResult, Finding, Fix, Level, RelatedLocation, Suppression } from './finding.js';
import { type FixRequest, fixFor } from './fix.js';
import { applySuppressions, type IgnoreEntry, readDirectives, SUPPRESSION_INVALID_RULE, SUPPRESSION_UNUSED_RULE, unusedMessage } from './suppress.js';
import { cpuMs, nowMs, recentCpuMs } from '../util/clock.js';
import { MAYBE_KNOWN_SECRET, maybeKnownSecret, redactPointer, redactSecrets, SecretIndex } from '../detect/secrets.js';

export const INTERNAL_RULE = 'mcpdesc.internal';
const LIMITS_RULE = 'mcpdesc.document.limits';

/** Per-rule overrides from configuration: a level, or 'off'. */
export type RuleSettings = Readonly<Record<string, Level | 'off'>>;

export interface SessionOptions {
  catalogue: Catalogue;
  settings?: RuleSettings;
  limits?: FileSchemaLimits & { fileTimeoutMs?: number };
  /** The repository around the file, for rules about the files it refers to. */
  workspace?: Workspace;
  /** How the file is written: YAML, JSONC and TOML files may suppress findings in comments (a source file's document reads its own). */
  syntax?: SourceFormat;
  /** The `.mcpdesc.yaml` `ignore:` entries whose `files` match this file. */
  ignore?: readonly IgnoreEntry[];
  /** What the output prints beyond the findings themselves (default: everything). */
  needs?: Needs;
  /** What the run's files share (see RunMemo); a file checked alone has its own. */
  run?: RunMemo;
}

/**
 * The parts of a finding only some outputs print: the source excerpt (the text report) and the
 * code-scanning fingerprint (SARIF). Hashing every line of a flagged file is most of the time spent on
 * files with findings, so a run whose output shows neither skips them.
 */
export interface Needs {
  excerpts: boolean;
  fingerprints: boolean;
}

export const ALL_NEEDS: Needs = { excerpts: true, fingerprints: true };

/** Characters of one finding's message at most. */
export const MAX_MESSAGE = 2_000;

export const DEFAULT_FILE_TIMEOUT_MS = 10_000;

const WHOLE_FILE: Range = { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };

/** A rule's level under a configuration (undefined: off), and the versions it applies to (undefined: every one). */
interface Gate {
  readonly level: Level | undefined;
  readonly versions: ReadonlySet<string> | undefined;
}

/**
 * Gates by rule, per catalogue and configuration object: every file of a run asks the same of each of
 * its rules, and most files share one configuration (`settingsFor` returns the run's own object unless
 * an override matches). Neither object changes once a run has begun.
 */
const GATES = new WeakMap<Catalogue, WeakMap<RuleSettings, Map<string, Gate>>>();
const NO_SETTINGS: RuleSettings = {};

function gatesOf(catalogue: Catalogue, settings: RuleSettings = NO_SETTINGS): Map<string, Gate> {
  let bySettings = GATES.get(catalogue);
  if (!bySettings) GATES.set(catalogue, (bySettings = new WeakMap()));
  let gates = bySettings.get(settings);
  if (!gates) bySettings.set(settings, (gates = new Map()));
  return gates;
}

const RULE_IDS = new WeakMap<Catalogue, readonly string[]>();

/** The catalogue's rule ids, listed once per catalogue rather than for every file's suppressions. */
function ruleIdsOf(catalogue: Catalogue): readonly string[] {
  let ids = RULE_IDS.get(catalogue);
  if (!ids) RULE_IDS.set(catalogue, (ids = catalogue.rules.map((r) => r.id)));
  return ids;
}

/** Whether a rule limited to `versions` applies to a file declaring `declared` (one that declares none is checked). */
function appliesToAny(versions: ReadonlySet<string>, declared: readonly string[]): boolean {
  if (declared.length === 0) return true;
  for (const version of declared) if (versions.has(version)) return true;
  return false;
}

export class FileSession implements FileScope {
  private readonly findings: Finding[] = [];
  /** The messages reported at each place (rule, pointer, position), to report each once. */
  private readonly seen = new Map<string, string | string[]>();
  private readonly memos = new Map<MemoKey<unknown>, unknown>();
  private ownRun: RunMemo | undefined;
  private gates: Map<string, Gate> | undefined;
  private schemaCompiler: SchemaCompiler | undefined;
  private document: ParsedDocument | undefined;
  private checkedAs: { format: FormatInfo; version: string | null; versions: readonly string[]; from?: string } | undefined;
  /** When the file's time budget ends (parsing counts), on nowMs()'s clock. */
  private readonly deadline: number;
  /** The process's CPU time when the file's budget began (recentCpuMs()). */
  private readonly cpuStart: number;
  private outOfTime = false;
  /** The credentials of each line a finding on it may quote, read once per line. */
  private readonly lineSecrets = new Map<number, SecretIndex>();
  private ownLines: LineIndex | undefined;
  /** The whole file's, for what is said about the file as a whole (its keys, when it is no MCP file). */
  private fileSecrets: SecretIndex | undefined;

  /** `text` is the file's content; a file that could not be read has none. */
  constructor(
    readonly path: string,
    private readonly text: string | undefined,
    private readonly options: SessionOptions,
  ) {
    this.deadline = nowMs() + (options.limits?.fileTimeoutMs ?? DEFAULT_FILE_TIMEOUT_MS);
    this.cpuStart = recentCpuMs();
  }

  get parsed(): ParsedDocument {
    if (!this.document) throw new Error('the file has not been parsed');
    return this.document;
  }

  get workspace(): Workspace | undefined {
    return this.options.workspace;
  }

  get version(): string | null {
    return this.checkedAs?.version ?? null;
  }

  get versions(): readonly string[] {
    return this.checkedAs?.versions ?? [];
  }

  appliesTo(ruleId: string, version: string): boolean {
    const { versions } = this.gate(ruleId);
    return !versions || versions.has(version);
  }

  /** The rule's level and versions under this file's configuration, read once per run (see gatesOf). */
  private gate(ruleId: string): Gate {
    const gates = (this.gates ??= gatesOf(this.options.catalogue, this.options.settings));
    let gate = gates.get(ruleId);
    if (!gate) {
      const setting = this.options.settings?.[ruleId];
      const entry = this.options.catalogue.get(ruleId);
      gate = {
        level: setting === 'off' ? undefined : (setting ?? entry?.level),
        versions: entry && entry.versions.length > 0 ? new Set(entry.versions) : undefined,
      };
      gates.set(ruleId, gate);
    }
    return gate;
  }

  /**
   * Checks the parsed file as `format`: first the rules every format shares, then the format's own,
   * each isolated, at their configured levels.
   */
  check(parsed: ParsedDocument, format: Format, shared: readonly DocumentRule[] = []): this {
    this.open(parsed, format);
    const run: RuleRunner = (ruleId, check) => this.run(ruleId, check);
    for (const rule of shared) run(rule.id, (reporter) => rule.check({ path: this.path, parsed, workspace: this.workspace, ...reporter }));
    format.check(this, run);
    return this;
  }

  /** Reads the parsed file as `format` without running its rules (drift reports findings of its own). */
  open(parsed: ParsedDocument, format: FormatInfo & Pick<Format, 'readVersions'>): this {
    this.document = parsed;
    if (format.readVersions && format.version(parsed.value) !== null) {
      // The file declares none: read in those of the repository around it (a tool list's SDK).
      const { versions, from } = format.readVersions(this.path, this.workspace);
      this.checkedAs = { format, version: versions.length > 0 ? versions.join(', ') : null, versions, from };
      return this;
    }
    const version = format.version(parsed.value);
    const versions = format.declaredVersions?.(parsed.value) ?? (version === null ? [] : [version]);
    this.checkedAs = { format, version, versions };
    return this;
  }

  /** The format a file is of when its content could not be read (its name says). */
  placeAs(format: FormatInfo): this {
    this.checkedAs = { format, version: null, versions: [] };
    return this;
  }

  memo<T>(key: MemoKey<T>, make: () => T): T {
    if (this.memos.has(key)) return this.memos.get(key) as T;
    const value = make();
    this.memos.set(key, value);
    return value;
  }

  runMemo<T>(key: MemoKey<T>, make: () => T): T {
    return (this.options.run ?? (this.ownRun ??= runMemo())).memo(key, make);
  }

  schemas(): SchemaCompiler {
    return (this.schemaCompiler ??= fileSchemaCompiler(this.options.limits));
  }

  /** The level a rule reports at under the configuration, or undefined when it is off. */
  levelOf(ruleId: string): Level | undefined {
    return this.gate(ruleId).level;
  }

  /**
   * Runs one rule when it is on and applies to a declared version; a rule that throws becomes an
   * `mcpdesc.internal` finding and the other rules still run.
   */
  run(ruleId: string, check: (reporter: Reporter) => void): void {
    const { level, versions } = this.gate(ruleId);
    if (!level) return;
    if (versions && !appliesToAny(versions, this.versions)) return;
    if (this.pastDeadline(ruleId)) return;
    try {
      check(this.reporter(ruleId, level));
    } catch (error) {
      this.internal(
        `mcpdesc failed while running rule ${ruleId} on this file (${describeError(error)}). Other rules still ran. This is a bug in mcpdesc: please report it with this file.`,
      );
    }
  }

  /**
   * Whether the file's time budget is spent. Rules run synchronously and cannot be interrupted, so the
   * budget is checked between them: every rule's work is bounded on its own, and this bounds their sum
   * for a file no limit foresaw. The budget is spent when both its wall-clock time and as much of the
   * process's CPU time have passed: a machine loaded by other work (a sweep ran two files past 10 s of
   * wall time at 1.8 s of CPU) must not turn a legitimate file into a finding. The first rule refused says so, once.
   */
  private pastDeadline(ruleId: string): boolean {
    if (this.outOfTime) return true;
    if (nowMs() <= this.deadline) return false;
    const budget = this.options.limits?.fileTimeoutMs ?? DEFAULT_FILE_TIMEOUT_MS;
    if (cpuMs() - this.cpuStart < budget) return false;
    this.outOfTime = true;
    this.fileFinding(
      LIMITS_RULE,
      `Checking this file took longer than ${budget} ms (limits.fileTimeoutMs), so mcpdesc stopped before rule ${ruleId} and did not run the rules after it; the findings above are all it found. Split the file, or raise limits.fileTimeoutMs if it is legitimate.`,
    );
    return true;
  }

  /** A reporter for a rule that runs outside `run` (drift, whose findings come from a comparison). */
  reporter(ruleId: string, level: Level | undefined = this.levelOf(ruleId)): Reporter {
    return {
      report: (pointer, message, target = 'value', related, fix, index) => {
        if (!level) return;
        // A place inside a string, where the parse knows it (a source file's multi-line docstring).
        const inside = index === undefined || target !== 'value' ? undefined : this.parsed.locateIn?.(pointer, index);
        const range = inside ?? this.parsed.locate(pointer, target);
        this.add(ruleId, level, pointer, message, range, related, fix && this.fixFor(pointer, target, range, fix));
      },
      reportAt: (range, message, pointer = '') => {
        if (level) this.add(ruleId, level, pointer, message, range);
      },
    };
  }

  /** The edit for a rule's fix: at the reported place, or at the one the fix names. */
  private fixFor(pointer: string, target: 'key' | 'value', range: Range, fix: FixRequest): Fix | undefined {
    const { syntax } = this.options;
    if (!fix.at) return fixFor(this.parsed, syntax, pointer, target, range, fix);
    const { at } = fix;
    return fixFor(this.parsed, syntax, at.pointer, at.target, this.parsed.locate(at.pointer, at.target), fix);
  }

  /** A finding about the file as a whole: it could not be read, or mcpdesc failed on it. */
  fileFinding(ruleId: string, message: string, range: Range = WHOLE_FILE): this {
    const level = this.levelOf(ruleId);
    if (level) this.add(ruleId, level, '', message, range);
    return this;
  }

  /** mcpdesc itself failed on this file: always an error, whatever the configuration says. */
  internal(message: string): this {
    this.add(INTERNAL_RULE, 'error', '', message, WHOLE_FILE);
    return this;
  }

  /** The file's result, findings in the order they were reported, each with its excerpt and fingerprint. */
  result(): FileResult {
    const checked = this.checkedAs;
    const credentials = this.memos.get(CREDENTIALS) as Set<string> | undefined;
    if (credentials && credentials.size > 0) this.redactCredentials(credentials);
    const suppressions = this.suppressions();
    const findings: Finding[] = [];
    const suppressed: Finding[] = [];
    withSourceContext(this.text, this.findings, this.options.needs ?? ALL_NEEDS, this.document?.lines, credentials).forEach((finding, index) => {
      const suppression = suppressions[index];
      if (suppression) suppressed.push({ ...finding, suppression });
      else findings.push(finding);
    });
    return {
      path: this.path,
      format: checked?.format.id ?? null,
      version: checked?.version ?? null,
      findings,
      ...(suppressed.length > 0 ? { suppressed } : {}),
      ...(this.document?.inventory ? { source: this.document.inventory } : {}),
      ...(checked?.from !== undefined ? { versionFrom: checked.from } : {}),
    };
  }

  /**
   * Applies the file's suppression comments and ignore entries to its findings, once the rules have run:
   * a malformed or unused comment becomes a finding of its own. Returns each finding's suppression, by index.
   */
  private suppressions(): (Suppression | undefined)[] {
    const { syntax, ignore = [], catalogue } = this.options;
    const document = this.document;
    // A source file's comments are read by its format's tokenizer, a data file's by its syntax's.
    const from = document?.comments?.bind(document) ?? syntax;
    const inline =
      this.text !== undefined && document && from
        ? readDirectives(this.text.charCodeAt(0) === 0xfeff ? this.text.slice(1) : this.text, from, document.lines, ruleIdsOf(catalogue))
        : { directives: [], problems: [] };
    if (inline.directives.length === 0 && inline.problems.length === 0 && ignore.length === 0) return [];
    const verdicts = applySuppressions(this.findings, inline.directives, ignore);
    const invalid = this.levelOf(SUPPRESSION_INVALID_RULE);
    const unused = this.levelOf(SUPPRESSION_UNUSED_RULE);
    if (invalid) for (const problem of inline.problems) this.add(SUPPRESSION_INVALID_RULE, invalid, '', problem.message, problem.range);
    if (unused)
      for (const { directive, rule } of verdicts.unused) this.add(SUPPRESSION_UNUSED_RULE, unused, '', unusedMessage(directive, rule), directive.range);
    return verdicts.suppressions;
  }

  /** A result for a file that was not checked, saying why. */
  skipped(format: FormatInfo | undefined, reason: string, version: string | null = null): FileResult {
    return { path: this.path, format: format?.id ?? null, version, skipped: this.redacted(reason, 'file'), findings: [] };
  }

  /**
   * The values rules found to hold credentials, redacted in every finding of the file once all rules
   * have run: a rule that ran before the one that recognized a value may have quoted it.
   */
  private redactCredentials(credentials: ReadonlySet<string>): void {
    const index = SecretIndex.of(credentials);
    const redact = (text: string): string => {
      const redacted = index.redact(text);
      return redacted.length > MAX_MESSAGE ? `${redacted.slice(0, MAX_MESSAGE - 1)}…` : redacted;
    };
    this.findings.forEach((finding, i) => {
      const pointer = redactPointer(finding.pointer, (segment) => index.redact(segment), true);
      const related = finding.related?.map((r) => ({ ...r, message: redact(r.message) }));
      this.findings[i] = { ...finding, message: redact(finding.message), pointer, ...(related ? { related } : {}) };
    });
  }

  /**
   * A text a finding shows, with every well-known credential redacted, and those on the finding's line
   * also where the text quotes them cut short (`line`: the finding's first line, in this file).
   */
  private redacted(text: string, line?: number | 'file'): string {
    if (!maybeKnownSecret(text)) return text;
    if (line === 'file') return redactSecrets((this.fileSecrets ??= new SecretIndex(this.text ?? '')).redact(text));
    const lines = this.document?.lines ?? (this.text === undefined ? undefined : (this.ownLines ??= new LineIndex(this.text)));
    if (line === undefined || !lines) return redactSecrets(text);
    let index = this.lineSecrets.get(line);
    if (!index) this.lineSecrets.set(line, (index = new SecretIndex(lines.lineText(line))));
    return redactSecrets(index.redact(text));
  }

  private add(ruleId: string, level: Level, rawPointer: string, text: string, range: Range, related?: readonly RelatedLocation[], fix?: Fix): void {
    // A pointer is a location SARIF names (logicalLocations): a credential used as a key is redacted there too.
    const pointer = MAYBE_KNOWN_SECRET.test(rawPointer) ? redactPointer(rawPointer, (segment) => this.redacted(segment, range.start.line)) : rawPointer;
    // Every reporter shows the message: no control or bidirectional character reaches any of them raw,
    // and no message is longer than a reader (or GitHub) takes.
    // Redacted here, once for every rule: a credential another rule quotes (a pattern, a key, a path) is no less leaked.
    // A finding about the whole file may quote any line of it (the keys of a file that is no MCP file).
    const printable = escapeUnprintable(this.redacted(text, range === WHOLE_FILE ? 'file' : range.start.line));
    const message = printable.length > MAX_MESSAGE ? `${printable.slice(0, MAX_MESSAGE - 1)}…` : printable;
    // The same finding twice is reported once; the same message at two places (two comments) is two findings.
    // Keyed by place, not by place and message: a message is long, and a file may have 10,000 findings.
    const place = `${ruleId}\u0000${pointer}\u0000${range.start.line}:${range.start.column}`;
    const earlier = this.seen.get(place);
    if (earlier === undefined) this.seen.set(place, message);
    else if (earlier === message || (typeof earlier !== 'string' && earlier.includes(message))) return;
    else if (typeof earlier === 'string') this.seen.set(place, [earlier, message]);
    else earlier.push(message);
    const finding: Finding = { ruleId, level, message, path: this.path, pointer, range };
    if (related && related.length > 0)
      finding.related = related.map((r) => ({ path: r.path, range: r.range, message: escapeUnprintable(this.redacted(r.message)) }));
    if (fix) finding.fix = fix;
    this.findings.push(finding);
  }
}

/**
 * Findings with their source excerpt and code-scanning fingerprint (those the output needs), from the
 * text they were found in. A file that could not be read has no text: the empty file's hash keeps its
 * alert stable all the same. `parsedLines` is the parsed document's index, used when it is of the same
 * text (no byte-order mark was stripped), so the file's line breaks are read once.
 */
function withSourceContext(text: string | undefined, findings: Finding[], needs: Needs, parsedLines?: LineIndex, credentials?: ReadonlySet<string>): Finding[] {
  if (findings.length === 0 || (!needs.excerpts && !needs.fingerprints)) return findings;
  if (text === undefined) {
    const fingerprint = needs.fingerprints ? lineHashes('', new Set([1])).get(1) : undefined;
    return findings.map((f) => ({ ...f, ...(fingerprint ? { fingerprint } : {}) }));
  }
  const lines = needs.excerpts ? (parsedLines?.text === text ? parsedLines : new LineIndex(text)) : undefined;
  const hashes = needs.fingerprints ? lineHashes(text, new Set(findings.map((f) => f.range.start.line))) : undefined;
  // Each line's credentials masked once, column for column, whatever part of it an excerpt shows.
  const masked = new Map<number, string>();
  const lineText = (index: LineIndex, line: number): string => {
    let text = masked.get(line);
    if (text === undefined) masked.set(line, (text = maskCredentials(redactSecrets(index.lineText(line), 'mask'), credentials)));
    return text;
  };
  return findings.map((f): Finding => {
    // Spelled out rather than spread (a finding here has only what add() gives it): spread copies of
    // thousands of findings ended up with many shapes, and every report then read them slowly.
    const finding: Finding = { ruleId: f.ruleId, level: f.level, message: f.message, path: f.path, pointer: f.pointer, range: f.range };
    if (f.related) finding.related = f.related;
    if (f.fix) finding.fix = f.fix;
    if (lines) finding.excerpt = excerptOf(lineText(lines, f.range.start.line), f.range.start.column);
    const fingerprint = hashes?.get(f.range.start.line);
    if (fingerprint) finding.fingerprint = fingerprint;
    return finding;
  });
}

/** A line with each value a rule found to hold a credential masked, column for column. */
function maskCredentials(line: string, credentials: ReadonlySet<string> | undefined): string {
  if (!credentials) return line;
  let masked = line;
  for (const value of credentials) if (masked.includes(value)) masked = masked.split(value).join('*'.repeat(value.length));
  return masked;
}

/**
 * Up to 100 characters of the line around the finding's column, so minified files stay readable. The
 * text is copied: a slice would keep the whole file alive until the report is written.
 */
function excerptOf(line: string, column: number): Excerpt {
  const from = line.length > 100 ? Math.max(0, Math.min(column - 21, line.length - 100)) : 0;
  return { text: ownCopy(line.slice(from, from + 100)), column: from + 1 };
}

function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 300);
  return String(error).slice(0, 300);
}
