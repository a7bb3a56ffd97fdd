/** How every command that reports findings prints them: --format, --output, --category, and the exit code. */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Catalogue } from '../catalogue/catalogue.js';
import { packageReportContext } from '../catalogue/report-context.js';
import { checkedFiles, type FileResult } from '../engine/finding.js';
import { INTERNAL_RULE, type Needs } from '../engine/session.js';
import { FAIL_ON, type FailOn, hasInternalError, isFailOn, reachesFailLevel } from '../engine/outcome.js';
import type { ReportContext } from '../report/context.js';
import { jsonChunks } from '../report/json.js';
import { leftOutMessage } from '../report/left-out.js';
import { plural } from '../report/summary-counts.js';
import type { SarifOptions } from '../report/sarif.js';
import { NOTHING_CHECKED, type TextOptions, textChunks } from '../report/text.js';
import { levelAlias } from '../runner/config.js';
import { listOf } from '../util/json.js';
import { closest } from '../util/suggest.js';
import { colorFor } from './color.js';
import { FORMATS, type Format } from './commands.js';
import { type CliIo, EXIT, UsageError } from './common.js';

export interface ReportOptions {
  format: Format;
  failOn: FailOn;
  output?: string;
  category?: string;
  /** Report errors only (ESLint's --quiet): warnings and notes are neither shown nor reach --fail-on. */
  quiet?: boolean;
  /** Exit 1 when there are more warnings than this, shown or not (ESLint's --max-warnings). */
  maxWarnings?: number;
}

export interface ReportValues {
  format?: string;
  'fail-on'?: string;
  output?: string;
  category?: string;
  quiet?: boolean;
  'max-warnings'?: string;
}

/** Checks the reporting options a command was given. */
export function reportOptions(values: ReportValues): ReportOptions {
  const format = values.format ?? 'text';
  if (!(FORMATS as readonly string[]).includes(format))
    throw new UsageError(`--format must be ${listOf(FORMATS)}, not ${JSON.stringify(format)}.${hint(format, FORMATS)}`);
  const failOn = levelAlias(values['fail-on'] ?? 'error');
  if (typeof failOn !== 'string' || !isFailOn(failOn)) throw new UsageError(`--fail-on must be ${listOf(FAIL_ON)}, not ${JSON.stringify(values['fail-on'])}.`);
  const maxWarnings = values['max-warnings'];
  if (maxWarnings !== undefined && !/^(0|[1-9][0-9]{0,8})$/.test(maxWarnings))
    throw new UsageError(`--max-warnings must be a whole number of warnings from 0 up, not ${JSON.stringify(maxWarnings)}.`);
  return {
    format: format as Format,
    failOn,
    ...(values.output ? { output: values.output } : {}),
    ...(values.category ? { category: values.category } : {}),
    ...(values.quiet ? { quiet: true } : {}),
    ...(maxWarnings !== undefined ? { maxWarnings: Number(maxWarnings) } : {}),
  };
}

function hint(input: string, candidates: readonly string[]): string {
  const near = closest(input, candidates);
  return near ? ` Did you mean ${JSON.stringify(near)}?` : '';
}

/**
 * What the report prints beyond the findings, so the engine computes nothing else: fingerprints appear
 * only in SARIF, excerpts only in the text report.
 */
export function needsOf(options: Pick<ReportOptions, 'format'>): Needs {
  return { fingerprints: options.format === 'sarif', excerpts: options.format === 'text' };
}

/**
 * Prints (or writes) the report and returns the exit code the results call for. `root` is the folder
 * the results' paths are relative to (SARIF's root URI), the working directory unless said otherwise;
 * `uploaded`, when given, is what SARIF holds instead (a changed-files run's old findings too, see
 * runner/by-change.ts).
 */
export async function report(
  all: FileResult[],
  catalogue: Catalogue,
  options: ReportOptions,
  io: CliIo,
  { root = io.cwd, uploaded }: { root?: string; uploaded?: FileResult[] } = {},
): Promise<number> {
  const context = packageReportContext(catalogue);
  // An internal error means a check did not run: it is never left out.
  const quiet = (list: FileResult[]) => (options.quiet ? list.map(errorsOnly) : list);
  const results = quiet(all);
  const text = { color: !options.output && colorFor(io), hidden: countAll(all) - countAll(results) };
  const pieces = await render(
    options,
    options.format === 'sarif' && uploaded ? quiet(uploaded) : results,
    context,
    {
      ...(options.category ? { category: options.category } : {}),
      rootUri: `${pathToFileURL(root).href}/`,
    },
    text,
  );
  // --output writes the report instead of printing it, as ESLint's does: nothing else reaches stdout.
  if (options.output) {
    const output = resolve(io.cwd, options.output);
    const { writeFileAtomic } = await import('../util/write-file-atomic.js');
    await writeFileAtomic(output, pieces).catch((error: NodeJS.ErrnoException) => {
      throw new UsageError(`--output: cannot write ${output} (${error.code ?? error.message}). Choose a writable path.`);
    });
  } else {
    for (const piece of pieces) io.stdout(piece);
    // The text report says it in its last lines; the CI formats have no place for it.
    const leftOut = options.format === 'text' ? undefined : leftOutMessage(results);
    if (leftOut) io.stderr(`mcpdesc: ${leftOut}\n`);
  }
  // A run that checked nothing says so in every format, never as a clean bill: the text report in its last line.
  if (options.format !== 'text' && checkedFiles(results).length === 0) io.stderr(`mcpdesc: ${NOTHING_CHECKED}\n`);
  const code = exitCode(results, options.failOn);
  const warnings = all.reduce((n, r) => n + r.findings.filter((f) => f.level === 'warning').length + (r.omitted?.warning ?? 0), 0);
  if (code === EXIT.error || options.maxWarnings === undefined || warnings <= options.maxWarnings) return code;
  io.stderr(`mcpdesc: ${plural(warnings, 'warning')}, more than --max-warnings ${options.maxWarnings} allows.\n`);
  return EXIT.findings;
}

function countAll(results: readonly FileResult[]): number {
  return results.reduce((n, r) => n + r.findings.length, 0);
}

/** A result with its errors alone (--quiet), those left out of the report included. */
function errorsOnly(result: FileResult): FileResult {
  const findings = result.findings.filter((f) => f.level === 'error' || f.ruleId === INTERNAL_RULE);
  return result.omitted ? { ...result, findings, omitted: { ...result.omitted, warning: 0, note: 0 } } : { ...result, findings };
}

export function exitCode(results: readonly FileResult[], failOn: FailOn): number {
  if (hasInternalError(results)) return EXIT.error;
  return reachesFailLevel(results, failOn) ? EXIT.findings : EXIT.ok;
}

/**
 * The report, in pieces for the formats a large run makes large (JSON, text), so it is never held whole.
 * The other formats' modules load when asked for (SARIF's gzip and GitLab's hashes bring node:zlib and
 * node:crypto).
 */
async function render(
  options: ReportOptions,
  results: FileResult[],
  context: ReportContext,
  sarif: SarifOptions,
  text: TextOptions,
): Promise<Iterable<string>> {
  switch (options.format) {
    case 'json':
      return jsonChunks(results, context.toolVersion);
    case 'sarif':
      return [(await import('../report/sarif.js')).formatSarif(results, context, sarif)];
    case 'github':
      return [(await import('../report/github.js')).formatGithub(results, context)];
    case 'junit':
      return [(await import('../report/junit.js')).formatJunit(results, context, options.failOn)];
    case 'gitlab':
      return [(await import('../report/gitlab.js')).formatGitlab(results)];
    case 'checkstyle':
      return [(await import('../report/checkstyle.js')).formatCheckstyle(results, context.toolVersion)];
    case 'compact':
      return [(await import('../report/compact.js')).formatCompact(results)];
    default:
      return textChunks(results, text);
  }
}
