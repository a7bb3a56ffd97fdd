/**
 * The engine: one file's text in, its FileResult out. No file I/O, no console: the CLI and the action
 * own those. The file is parsed, classified (which format, which version), and checked by that format's
 * rules in a session of its own (session.ts), which makes every finding. Classification reads only
 * what src/formats/loaders.ts lists; the format's rules are given once its module is loaded, so a run
 * loads the rules of the formats it meets (lint.ts gives them all, synchronously).
 */
import type { Catalogue } from '../catalogue/catalogue.js';
import { FORMAT_INFOS } from '../formats/loaders.js';
import type { Format, FormatInfo, RunMemo, Workspace } from '../formats/types.js';
import type { Range } from '../parse/lines.js';
import { DEFAULT_PARSE_LIMITS, type ParseLimits, parseDocument, type SourceFormat } from '../parse/parse.js';
import { namesSdk } from '../formats/source/shared.js';
import { SHARED_RULES } from '../rules/index.js';
import type { SchemaLimits } from '../schema/budget.js';
import { classify, formatNamedBy, pathMatches } from './classify.js';
import type { FileResult } from './finding.js';
import { testFolder, testSource } from './test-source.js';
import { FileSession, type Needs, type RuleSettings } from './session.js';
import type { IgnoreEntry } from './suppress.js';

export { ALL_NEEDS, INTERNAL_RULE, type Needs, type RuleSettings } from './session.js';

/** The finding a file named explicitly gets when it is no MCP file mcpdesc knows. */
export const UNKNOWN_FORMAT_RULE = 'mcpdesc.document.format';

export interface LintOptions {
  catalogue: Catalogue;
  settings?: RuleSettings;
  /** Parser limits, schema compilation limits, and the time budgets for a file and for its regular expressions. */
  limits?: ParseLimits & Partial<SchemaLimits> & { regexTimeoutMs?: number; fileTimeoutMs?: number };
  /**
   * The file was named explicitly (a command-line argument, a `paths` entry): when it is no MCP file it
   * gets a finding saying so, instead of being skipped.
   */
  explicit?: boolean;
  /** An include glob of the run names the test folder the file is in: its tests and fixtures are checked like any file. */
  testsIncluded?: boolean;
  /** The formats to recognize and check (default: all of them). */
  formats?: readonly Format[];
  /** The repository around the file (the runner's), for rules about the files it refers to. */
  workspace?: Workspace;
  /** The `.mcpdesc.yaml` `ignore:` entries whose `files` match this file. */
  ignore?: readonly IgnoreEntry[];
  /** What the output prints beyond the findings (excerpts, fingerprints); default everything. */
  needs?: Needs;
  /** What the run's files share (see RunMemo); default none beyond the file. */
  run?: RunMemo;
}

/** A file parsed and classified: its result, or the format it is of and how to check it as that format. */
export type Prepared<F extends FormatInfo> = { readonly result: FileResult } | { readonly format: F; check(format: Format): FileResult };

/** Parses and classifies one file among `formats`; checking it waits for the whole format. */
export function prepareSource<F extends FormatInfo>(path: string, text: string, options: LintOptions, formats: readonly F[]): Prepared<F> {
  const program = programAt(formats, path);
  if (program) return prepareProgram(path, text, options, program);
  const syntax = syntaxOf(path, formats);
  const session = new FileSession(path, text, { ...options, syntax });
  const parsed = parseDocument(text, syntax, options.limits ?? DEFAULT_PARSE_LIMITS);
  const classified = classify(formats, path, parsed.value);
  // A file at a format's path that is past the parse limits is that format's, reported as past them: else
  // a pull request could pad a server.json (which only its content tells apart) to pass unchecked.
  const format = classified.format ?? (parsed.problems.some((p) => p.kind === 'limits') ? formats.find((f) => pathMatches(f, path)) : undefined);
  const why = classified.why;
  if (!format) {
    const reason = `not an MCP file: ${why}`;
    if (!options.explicit) return { result: session.skipped(undefined, reason) };
    return { result: session.fileFinding(UNKNOWN_FORMAT_RULE, unknownFormatMessage(why ?? '')).result() };
  }
  return {
    format,
    check(whole) {
      if (!whole.checked || !parsed)
        return session.skipped(whole, `recognized: ${whole.title}; mcpdesc does not check this format yet`, parsed && whole.version(parsed.value));
      // Tests keep MCP files that are minimal or broken on purpose: listed, not checked, unless named explicitly
      // or the format's own paths name the folder (a server's golden tools list in testdata/).
      const fixture = options.explicit || options.testsIncluded ? undefined : testFolder(path);
      if (fixture !== undefined && !whole.paths.some((glob) => glob.split('/').includes(fixture)))
        return session.skipped(
          whole,
          `a test fixture: it is in a ${fixture}/ folder, and tests keep MCP files that are incomplete or wrong on purpose. Name it as a path to lint, or in an include glob that names its folder, to check it.`,
          whole.version(parsed.value),
        );
      return session.check(parsed, whole, SHARED_RULES).result();
    },
  };
}

/** The source format whose paths the file is at (a `.ts` file), if any. */
function programAt<F extends FormatInfo>(formats: readonly F[], path: string): F | undefined {
  return formats.find((f) => f.program !== undefined && pathMatches(f, path));
}

/**
 * A source file: the format's when its text imports an MCP SDK and it registers tools, read by the
 * format's own parser once the format is loaded (so a run without such files never loads a parser).
 */
function prepareProgram<F extends FormatInfo>(path: string, text: string, options: LintOptions, format: F): Prepared<F> {
  const session = new FileSession(path, text, options);
  const program = format.program;
  if (!program || !namesSdk(options.run, options.workspace, format.id, path, () => program.importsSdk(text, path, options.workspace))) {
    return { result: noProgram(session, options, 'not an MCP file: it imports no MCP SDK') };
  }
  return {
    format,
    check(whole) {
      if (!whole.parseProgram) return session.skipped(whole, `recognized: ${whole.title}; mcpdesc does not check this format yet`);
      const parsed = whole.parseProgram(text, path, options.workspace, options.explicit === true, options.run);
      const read = parsed.inventory;
      // Tests register broken tools on purpose: listed, not checked, unless the file is named explicitly.
      const tested = (why: string) =>
        session.skipped(whole, `a test file: ${why}, and tests register tools that are wrong on purpose. Name it explicitly to check it.`);
      const test = options.explicit || options.testsIncluded ? undefined : testSource(path);
      if (read && read.tools.length === 0 && read.dynamic.length === 0 && !registersOthers(parsed.value))
        return parsed.testRegistrations
          ? tested(test ?? 'its registrations are all in test code (a #[cfg(test)] module)')
          : noProgram(session, options, test === undefined ? READ_NOTHING : 'not an MCP file: it registers no tools, prompts or resources');
      if (test !== undefined) return tested(test);
      return session.check(parsed, whole, SHARED_RULES).result();
    },
  };
}

/** Whether a source file's reader found prompts or resources (their texts are checked like tools'). */
function registersOthers(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const read = value as Record<string, unknown>;
  return ['prompts', 'resources', 'resourceTemplates'].some((key) => Array.isArray(read[key]) && read[key].length > 0);
}

/**
 * Why a source file that imports an MCP SDK was not checked: no registration in it was read. A run that
 * checks no MCP file lists such files (runner/run.ts), since their tools may be registered in a way the
 * format's reader does not follow.
 */
export const READ_NOTHING =
  'it imports an MCP SDK, but mcpdesc read no tool, prompt or resource registration in it, so nothing in it was checked: it may register them in a way mcpdesc does not read yet';

/** A source file that is no MCP file: listed as skipped only when named explicitly, otherwise left out of reports (it is one of a repository's many). */
function noProgram(session: FileSession, options: LintOptions, why: string): FileResult {
  const result = session.skipped(undefined, why);
  return options.explicit ? result : { ...result, unlisted: true };
}

/** A file whose content could not be read: a finding when it is named as an MCP file (or explicitly), otherwise skipped with the reason. */
export function unreadable(path: string, problem: { ruleId: string; message: string; range?: Range }, options: LintOptions): FileResult {
  const session = new FileSession(path, undefined, options);
  const formats = options.formats ?? FORMAT_INFOS;
  const named = formatNamedBy(formats, path);
  if (!named && !options.explicit) {
    const result = session.skipped(undefined, problem.message);
    // A source file too large to read is one of a repository's many, not a file someone asked about.
    return programAt(formats, path) ? { ...result, unlisted: true } : result;
  }
  if (named) session.placeAs(named);
  return session.fileFinding(problem.ruleId, problem.message, problem.range).result();
}

/** The result for a file mcpdesc failed on outside any rule (a worker that died, a bug in the runner). */
export function crashed(path: string, why: string, options: LintOptions): FileResult {
  return new FileSession(path, undefined, options)
    .internal(
      `mcpdesc failed while linting this file (${why.slice(0, 300)}), so it was not checked. This is a bug in mcpdesc: please report it with this file.`,
    )
    .result();
}

/**
 * How a file is parsed: as the format its name says (a client's `.json` is JSONC), else by its
 * extension, else as YAML (which reads JSON too).
 */
export function syntaxOf(path: string, formats: readonly FormatInfo[] = FORMAT_INFOS): SourceFormat {
  if (/\.json$/i.test(path)) return formatNamedBy(formats, path)?.syntax === 'jsonc' ? 'jsonc' : 'json';
  if (/\.ya?ml$/i.test(path)) return 'yaml';
  if (/\.toml$/i.test(path)) return 'toml';
  return formatNamedBy(formats, path)?.syntax ?? 'yaml';
}

function unknownFormatMessage(why: string): string {
  return `mcpdesc does not know this file: ${why}. It checks MCP descriptors, registry server.json files, MCPB manifests, Server Cards and the MCP configurations of Claude Code, VS Code, Cursor and other clients (docs/formats.md lists them with their paths). Name a file of one of them, or leave this one out of the paths to lint.`;
}
