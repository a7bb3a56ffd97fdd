/** How every command that reports findings prints them: --format, --output, --category, and the exit code. */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Catalogue } from '../catalogue/catalogue.js';
import { packageReportContext } from '../catalogue/report-context.js';
import type { FileResult } from '../engine/finding.js';
import { FAIL_ON, type FailOn, hasInternalError, isFailOn, reachesFailLevel } from '../engine/outcome.js';
import { formatJson } from '../report/json.js';
import { formatSarif, type SarifOptions } from '../report/sarif.js';
import { formatText } from '../report/text.js';
import { listOf } from '../util/json.js';
import { writeFileAtomic } from '../util/write-file-atomic.js';
import { type CliIo, EXIT, UsageError } from './common.js';

export const FORMATS = ['text', 'json', 'sarif'] as const;
export type Format = (typeof FORMATS)[number];

export interface ReportOptions {
  format: Format;
  failOn: FailOn;
  output?: string;
  category?: string;
}

/** Checks the reporting options a command was given. */
export function reportOptions(values: { format?: string; 'fail-on'?: string; output?: string; category?: string }): ReportOptions {
  const format = values.format ?? 'text';
  if (!(FORMATS as readonly string[]).includes(format)) throw new UsageError(`--format must be ${listOf(FORMATS)}, not ${JSON.stringify(format)}.`);
  const failOn = values['fail-on'] ?? 'error';
  if (!isFailOn(failOn)) throw new UsageError(`--fail-on must be ${listOf(FAIL_ON)}, not ${JSON.stringify(failOn)}.`);
  return { format: format as Format, failOn, ...(values.output ? { output: values.output } : {}), ...(values.category ? { category: values.category } : {}) };
}

/** Prints (or writes) the report and returns the exit code the results call for. */
export async function report(results: FileResult[], catalogue: Catalogue, options: ReportOptions, io: CliIo): Promise<number> {
  const context = packageReportContext(catalogue);
  const text = render(options.format, results, context, {
    ...(options.category ? { category: options.category } : {}),
    rootUri: `${pathToFileURL(io.cwd).href}/`,
  });
  if (options.output) {
    const output = resolve(io.cwd, options.output);
    await writeFileAtomic(output, text).catch((error: NodeJS.ErrnoException) => {
      throw new UsageError(`--output: cannot write ${output} (${error.code ?? error.message}). Choose a writable path.`);
    });
    if (options.format !== 'text') io.stdout(formatText(results));
  } else {
    io.stdout(text);
  }
  return exitCode(results, options.failOn);
}

export function exitCode(results: readonly FileResult[], failOn: FailOn): number {
  if (hasInternalError(results)) return EXIT.error;
  return reachesFailLevel(results, failOn) ? EXIT.findings : EXIT.ok;
}

function render(format: Format, results: FileResult[], context: ReturnType<typeof packageReportContext>, sarif: SarifOptions): string {
  switch (format) {
    case 'json':
      return formatJson(results, context.toolVersion);
    case 'sarif':
      return formatSarif(results, context, sarif);
    default:
      return formatText(results);
  }
}
