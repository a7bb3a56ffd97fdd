/**
 * A format is one kind of MCP file a repository commits: mcpdesc's descriptor, a client's server list,
 * a registry server.json, an MCPB manifest. It says where such files usually sit, how to tell one by
 * its content, which version it declares, and which rules check it. Each lives in a folder of its own
 * under src/formats/<id>/, whose info.ts default-exports its FormatInfo (the manifest): `npm run generate`
 * lists every such folder in src/formats/*.generated.ts.
 */
import type { ParsedDocument, SourceFormat } from '../parse/parse.js';
import type { SchemaCompiler } from '../schema/compiler.js';
import type { Reporter } from './reporter.js';
import { VersionMerger } from './version-merge.js';

export type { Report, Reporter } from './reporter.js';

/** How sure a format is, from content alone, that a document is one of its files. */
export type Recognition =
  /** Only this format has this content (a `protocolVersion` descriptor, a registry `$schema`). */
  | 'certain'
  /** The content fits, but other formats share it (an `mcpServers` map): the file's path decides. */
  | 'likely'
  | 'no';

export interface Noun {
  one: string;
  other: string;
}

/** A value whose make-once cache lives as long as one file's check (see FileScope.memo). */
export interface MemoKey<T> {
  readonly name: string;
  /** Never set: carries the value's type. */
  readonly type?: T;
}

export function memoKey<T>(name: string): MemoKey<T> {
  return { name };
}

/** The map a stable workspace keeps in `maps`, made on first use; none for a workspace whose answers may change. */
export function stableMap<K, V>(maps: WeakMap<Workspace, Map<K, V>>, workspace: Workspace): Map<K, V> | undefined {
  if (workspace.stable && !maps.has(workspace)) maps.set(workspace, new Map());
  return workspace.stable ? maps.get(workspace) : undefined;
}

/**
 * Values a rule found to hold a credential (by the field they sit in, which no pattern recognizes
 * elsewhere): the session redacts each wherever any finding of the file quotes it, whole or cut short.
 */
export const CREDENTIALS = memoKey<Set<string>>('credentials found in the file');

/**
 * Remembers a value whose credential was known by its field (`byField`), for the session to redact; one
 * of a known shape is found again by its shape, and the rest of its value stays readable.
 */
export function rememberCredential(scope: Pick<FileScope, 'memo'>, value: string, match: { byField?: true }): void {
  if (match.byField && value.length >= 8) scope.memo(CREDENTIALS, () => new Set<string>()).add(value);
}

/**
 * Values the files of one run share (caches of what they repeat, such as a server's descriptions in
 * its file for each protocol version). A run drops it when its last file is checked, so the results
 * kept for the report hold no file's text through it.
 */
export interface RunMemo {
  memo<T>(key: MemoKey<T>, make: () => T): T;
}

export function runMemo(): RunMemo {
  const values = new Map<MemoKey<unknown>, unknown>();
  return {
    memo<T>(key: MemoKey<T>, make: () => T): T {
      if (values.has(key)) return values.get(key) as T;
      const value = make();
      values.set(key, value);
      return value;
    },
  };
}

/**
 * The repository's other files, for rules about what a file refers to (an MCPB entry point, an icon).
 * The runner reads them under the same policy as the files it lints (inside the workspace, never under
 * `.git`, no symlink out, size-bounded); the engine itself does no I/O.
 */
export interface Workspace {
  /** What a root-relative POSIX path is: a regular file, a folder, or nothing mcpdesc may read. */
  kind(path: string): 'file' | 'directory' | undefined;
  /** The first bytes of a regular file (at most `max`), or undefined. */
  head(path: string, max: number): Uint8Array | undefined;
  /** The names in a folder ('' is the root), sorted, at most `max` of them; undefined when it is no folder mcpdesc may read. */
  list(path: string, max: number): string[] | undefined;
  /**
   * Set when the answers never change while the object lives (a run's remembered workspace): what is
   * derived from them only (a file's group) may then be remembered as long.
   */
  readonly stable?: boolean;
  /**
   * Told of each other file of the repository a source reader proves a file's tools from, or proves it a
   * server file by (the module defining an imported constant, a registrar, a tool class's base): how
   * changed mode finds the files a change reaches (runner/dependents.ts). Absent in other runs.
   */
  drawsOn?(path: string): void;
}

/** One file being checked as one format: what every rule of that format can read. */
export interface FileScope {
  readonly path: string;
  readonly parsed: ParsedDocument;
  /** The version the file declares on its format's axis, when the format has one and knows it. */
  readonly version: string | null;
  /**
   * Every version the file declares, oldest first: one for most files, several for a descriptor that
   * lists the protocol versions its server speaks; empty when it declares none mcpdesc knows.
   */
  readonly versions: readonly string[];
  /** Whether a rule applies to a version, by the catalogue's `versions` (every version when it has none). */
  appliesTo(ruleId: string, version: string): boolean;
  /** A value computed once for this file and shared by its rules (surfaces, string tables, verdicts). */
  memo<T>(key: MemoKey<T>, make: () => T): T;
  /** A value shared by the files of the run this file is checked in (this file alone when it has none). */
  runMemo<T>(key: MemoKey<T>, make: () => T): T;
  /** Compiles JSON Schemas found in the file, within this file's budget. */
  schemas(): SchemaCompiler;
  /** The repository around the file, when it is linted in one (not for text given alone). */
  readonly workspace: Workspace | undefined;
}

export interface FormatRule<C> {
  readonly id: string;
  /**
   * Set when what the rule reports cannot depend on the version the file is read in: it reads no
   * version fact (neither the version, nor the model's verdicts in it, nor what is kept per version), as
   * its context's type shows (a descriptor's `versionFreeRule`). A file that declares several versions
   * is then checked once, and its findings count for each version it applies to.
   */
  readonly versionFree?: true;
  check(context: C): void;
}

/** What a rule that reads the bare parse sees (syntax, shape, declared version), whatever the parse holds. */
export interface DocumentContext extends Reporter {
  path: string;
  parsed: ParsedDocument;
  /** The repository around the file, when it is linted in one (for rules that read the file's neighbours). */
  workspace: Workspace | undefined;
  /** What the run's files share (FileScope.runMemo), for what a rule reads once of the files around them. */
  run?: RunMemo;
}

export type DocumentRule = FormatRule<DocumentContext>;

export function documentRule(id: string, check: (context: DocumentContext) => void): DocumentRule {
  return { id, check };
}

export interface FormatInfo {
  /** Public id, as JSON and SARIF show it: `mcpdesc-descriptor`, `claude-code-mcp-json`. */
  readonly id: string;
  /**
   * Which format takes a file that two fit equally well (both certain of its content, or both likely and
   * at one of their paths): the higher. Unique; formats with specific paths rank above the generic
   * server list. Every list of formats is in this order (src/formats/registry.generated.ts).
   */
  readonly precedence: number;
  /**
   * Set on every client configuration (clientInfo): their files share the client-config rules, whose
   * catalogue family names them all as `format: client-config`.
   */
  readonly kind?: 'client-config';
  /** How the text output counts files of this format: "1 descriptor", "2 Claude Code configs". */
  readonly noun: Noun;
  /** A title for docs and skip reasons: "Claude Code project configuration (.mcp.json)". */
  readonly title: string;
  /**
   * Globs (root-relative POSIX paths) where files of this format usually sit: together they are
   * discovery's default include list.
   */
  readonly paths: readonly string[];
  /**
   * Globs whose match alone says the file is of this format, whatever it holds (a `*.mcp.json` is a
   * descriptor even when it is broken). A file that only matches `paths` must show its format in its
   * content, so a `server.json` that is a json-server database is not an MCP file.
   */
  readonly namedBy: readonly string[];
  /**
   * Set when content alone never makes a file this format outside its `paths` (a `server.yaml` is the
   * Docker catalog's only in `servers/<name>/`): such a format never takes content no path claims.
   */
  readonly onlyAtPaths?: true;
  /** How the file is parsed when its extension does not say (`.well-known/mcp-server-card`). */
  readonly syntax: SourceFormat;
  /** The versions the format knows, oldest first; empty when the format declares none. */
  readonly versions: readonly string[];
  /** Whether the content is of this format. The root may be anything a parse can produce. */
  recognize(value: unknown): Recognition;
  /**
   * Why content at a path named like this format is some other project's own format (an ad-hoc
   * `server.mcp.json`), or undefined: such a file is skipped as no MCP file rather than taken as a
   * broken file of this format.
   */
  foreign?(value: unknown): string | undefined;
  /**
   * The supported version the document declares on this format's axis, or null. A document that
   * declares several gives them joined with ", " (as reports show them) and lists them in `declaredVersions`.
   */
  version(value: unknown): string | null;
  /** Every supported version the document declares, oldest first, when it can declare several. */
  declaredVersions?(value: unknown): readonly string[];
  /**
   * Set for program source (a server's TypeScript that registers tools with an MCP SDK): such a file is
   * the format's when it sits at the format's paths and its text imports an SDK, and the format reads
   * it itself (`parseProgram`); `recognize` answers 'no' for every parsed data file.
   */
  readonly program?: ProgramInfo;
}

/** How a source format tells its files from every other source file of a repository, cheaply. */
export interface ProgramInfo {
  /**
   * Whether the text imports an MCP SDK the format reads: a linear scan, run on every file at the
   * format's paths before anything is parsed. A file that does not is no MCP file, and reports leave it out.
   * With the file's path and the workspace, a format may look at the module a file imports its server
   * object from (a Python tool module's `from .server import mcp`), read only for files the text test
   * leaves out that register on such an object.
   */
  importsSdk(text: string, path?: string, workspace?: Workspace): boolean;
}

/**
 * Reads a source file's tools into a descriptor-like value placed in the source (see ProgramInfo). With
 * `tests` (the file was named explicitly), registrations in test code within the file are read too.
 * `run`: the run's memo, where the consistency rules may have kept the file's extraction (source/shared.ts).
 */
export type ProgramParser = (text: string, path: string, workspace: Workspace | undefined, tests?: boolean, run?: RunMemo) => ParsedDocument;

/** The formats' paths, each once, in the formats' order: discovery's default include list. */
export function formatPaths(formats: readonly FormatInfo[]): string[] {
  return [...new Set(formats.flatMap((f) => f.paths))];
}

export interface FormatSpec<C> extends FormatInfo {
  /** Rules that read the bare parse, whatever it holds: they run on every file of the format. */
  readonly documentRules?: readonly DocumentRule[];
  /** Rules that read the file as this format; they run when `context` gives them something to read. */
  readonly rules?: readonly FormatRule<C>[];
  /**
   * What `rules` see, given one rule's reporter and the version to read the file in (the one it
   * declares, or each of several in turn); undefined when they cannot run on this file (for a
   * descriptor: no supported protocolVersion).
   */
  context?(scope: FileScope, reporter: Reporter, version: string | null): C | undefined;
  /** For program source: how the format reads a file's text (the parser loads with the format). */
  readonly parseProgram?: ProgramParser;
  /**
   * For a format whose files declare no version (a committed tool list): the versions to read a file in,
   * from the repository around it, and where they came from (the JSON report's `versionFrom`).
   */
  readVersions?(path: string, workspace: Workspace | undefined): { versions: readonly string[]; from: string };
}

/** A format with its rules, its context type erased so that formats can be listed together. */
export interface Format extends FormatInfo {
  /** False for formats mcpdesc recognizes but does not check yet. */
  readonly checked: boolean;
  /** Every rule id of this format, document rules first. */
  readonly ruleIds: readonly string[];
  /** Runs this format's rules on one file; `run` isolates each rule and decides whether it is on. */
  check(scope: FileScope, run: RuleRunner): void;
  /** For program source: how the format reads a file's text. */
  readonly parseProgram?: ProgramParser;
  /**
   * For a format whose files declare no version (a committed tool list): the versions to read a file in,
   * from the repository around it, and where they came from (the JSON report's `versionFrom`).
   */
  readVersions?(path: string, workspace: Workspace | undefined): { versions: readonly string[]; from: string };
}

/** Runs one rule on the current file if it is on (level, version), catching its failures. */
export type RuleRunner = (ruleId: string, check: (reporter: Reporter) => void) => void;

export function defineFormat<C>(spec: FormatSpec<C>): Format {
  const documentRules = spec.documentRules ?? [];
  const rules = spec.rules ?? [];
  return {
    ...spec,
    checked: documentRules.length + rules.length > 0,
    // A rule may be in both lists: it reads the bare parse when the file cannot be read as the format.
    ruleIds: [...new Set([...documentRules, ...rules].map((r) => r.id))],
    check(scope, run) {
      for (const rule of documentRules) {
        run(rule.id, (reporter) => rule.check({ path: scope.path, parsed: scope.parsed, workspace: scope.workspace, ...bound(reporter) }));
      }
      if (!spec.context || rules.length === 0) return;
      const context = spec.context.bind(spec);
      for (const rule of rules) {
        run(rule.id, (reporter) => {
          if (scope.versions.length <= 1) {
            const one = context(scope, reporter, scope.versions[0] ?? scope.version);
            if (one !== undefined) rule.check(one);
            return;
          }
          // Several declared versions: the rule reads the file in each it applies to, findings merged.
          // A version-free rule reads it in the first only: what it reported there is what it would
          // report in each of the others, and goes to the merger as if found there.
          const merger = new VersionMerger(scope.versions);
          let recorded: Recorded | undefined;
          for (const version of scope.versions.filter((v) => scope.appliesTo(rule.id, v))) {
            const into = merger.reporterFor(version);
            if (recorded !== undefined) {
              if (context(scope, into, version) !== undefined) recorded.replay(into);
              continue;
            }
            const fresh = rule.versionFree ? new Recorded() : undefined;
            const each = context(scope, fresh ?? into, version);
            if (each === undefined) continue;
            rule.check(each);
            if (fresh) (recorded = fresh).replay(into);
          }
          merger.flush(reporter);
        });
      }
    },
  };
}

/** What a version-free rule reported, to report again in each version it applies to. */
class Recorded implements Reporter {
  private readonly calls: ((reporter: Reporter) => void)[] = [];

  report(...args: Parameters<Reporter['report']>): void {
    this.calls.push((reporter) => reporter.report(...args));
  }

  reportAt(...args: Parameters<Reporter['reportAt']>): void {
    this.calls.push((reporter) => reporter.reportAt(...args));
  }

  replay(reporter: Reporter): void {
    for (const call of this.calls) call(reporter);
  }
}

/** A reporter's methods, callable after destructuring. */
function bound(reporter: Reporter): Reporter {
  return { report: reporter.report.bind(reporter), reportAt: reporter.reportAt.bind(reporter) };
}
