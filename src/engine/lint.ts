/**
 * The engine: one file's text in, its FileResult out. No file I/O, no console: the CLI and the action
 * own those. The file is parsed, classified (which format, which version), and checked by that format's
 * rules in a session of its own (session.ts), which makes every finding.
 */
import type { Catalogue } from '../catalogue/catalogue.js';
import { FORMATS } from '../formats/index.js';
import type { Format, RunMemo, Workspace } from '../formats/types.js';
import type { Range } from '../parse/lines.js';
import { DEFAULT_PARSE_LIMITS, type ParseLimits, parseDocument, type SourceFormat } from '../parse/parse.js';
import { SHARED_RULES } from '../rules/index.js';
import type { SchemaLimits } from '../schema/budget.js';
import { classify, formatNamedBy } from './classify.js';
import type { FileResult } from './finding.js';
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
  /** The formats to recognize (default: all of them). */
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

export function lintSource(path: string, text: string, options: LintOptions): FileResult {
  const formats = options.formats ?? FORMATS;
  const syntax = syntaxOf(path, formats);
  const session = new FileSession(path, text, { ...options, syntax });
  const parsed = parseDocument(text, syntax, options.limits ?? DEFAULT_PARSE_LIMITS);
  const { format, why } = classify(formats, path, parsed.value);
  if (!format) {
    const reason = `not an MCP file: ${why}`;
    if (!options.explicit) return session.skipped(undefined, reason);
    return session.fileFinding(UNKNOWN_FORMAT_RULE, unknownFormatMessage(why ?? '')).result();
  }
  if (!format.checked || !parsed)
    return session.skipped(format, `recognized: ${format.title}; mcpdesc does not check this format yet`, parsed && format.version(parsed.value));
  return session.check(parsed, format, SHARED_RULES).result();
}

/** A file whose content could not be read: a finding when it is named as an MCP file (or explicitly), otherwise skipped with the reason. */
export function unreadable(path: string, problem: { ruleId: string; message: string; range?: Range }, options: LintOptions): FileResult {
  const session = new FileSession(path, undefined, options);
  const named = formatNamedBy(options.formats ?? FORMATS, path);
  if (!named && !options.explicit) return session.skipped(undefined, problem.message);
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
export function syntaxOf(path: string, formats: readonly Format[] = FORMATS): SourceFormat {
  const named = formatNamedBy(formats, path)?.syntax;
  if (/\.json$/i.test(path)) return named === 'jsonc' ? 'jsonc' : 'json';
  if (/\.ya?ml$/i.test(path)) return 'yaml';
  if (/\.toml$/i.test(path)) return 'toml';
  return named ?? 'yaml';
}

function unknownFormatMessage(why: string): string {
  return `mcpdesc does not know this file: ${why}. It checks MCP descriptors, registry server.json files, MCPB manifests, Server Cards and the MCP configurations of Claude Code, VS Code, Cursor and other clients (docs/formats.md lists them with their paths). Name a file of one of them, or leave this one out of the paths to lint.`;
}
