/** `mcpdesc lint`: the files named (or found) checked, and the report. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { openCatalogue } from '../catalogue/open.js';
import type { FileResult } from '../engine/finding.js';
import { type Config, loadConfig, unusedIgnores, withGlobs, withRules } from '../runner/config.js';
import { DEFAULT_BASELINE_FILE } from '../runner/defaults.js';
import { oldMessage } from '../report/summary-counts.js';
import { byChange } from '../runner/by-change.js';
import { lintPaths } from '../runner/run.js';
import { parseCommand } from './args.js';
import { LINT_OPTIONS } from './commands.js';
import { type CliIo, UsageError } from './common.js';
import { needsOf, report, reportOptions } from './report.js';
import { isStream, lintStream } from './stdin.js';

export async function lint(argv: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommand('lint', argv, LINT_OPTIONS);
  const options = reportOptions(values);

  const jobs = values.jobs === undefined ? undefined : jobCount(values.jobs);

  const catalogue = await openCatalogue();
  const config = withRules(
    withGlobs(await loadConfig(values.config, io.cwd, catalogue, '--config'), values.include, values.exclude, {
      include: '--include',
      exclude: '--exclude',
    }),
    values.rule,
    catalogue,
  );
  if (values['print-config'] !== undefined) return (await import('./print-config.js')).printConfig(config, values['print-config'], catalogue, io);
  const stream = streamArgument(positionals, values);
  if (stream !== undefined) return report([await lintStream(stream, values['stdin-filename'], io, { catalogue, config })], catalogue, options, io);
  const since = values['changed-since'];
  const only = since === undefined ? undefined : await changedSince(io.cwd, since);
  const { results, missing, empty } = await lintPaths(positionals.length > 0 ? positionals : ['.'], {
    root: io.cwd,
    config,
    catalogue,
    needs: needsOf(options),
    ...(only ? { only } : {}),
    ...(jobs ? { jobs } : {}),
  });
  if (missing.length > 0) throw new UsageError(`no such file or directory: ${missing.join(', ')}.`);
  // A folder named on the command line that holds no candidate at all is a mistyped path, as in ESLint and Biome.
  if (positionals.length > 0 && empty.length > 0)
    throw new UsageError(
      `no MCP files in ${empty.join(', ')}: no file there matches the include globs. Check the path, or the include globs (--include, .mcpdesc.yaml).`,
    );
  const checked = await afterLint(results, values.baseline, config, io);
  if (!only) return report(checked, catalogue, options, io);
  // Judged by what changed, as the action judges a pull request; SARIF keeps the old findings for code scanning.
  const { judged, old } = byChange(checked, only);
  if (old.length > 0) io.stderr(`mcpdesc: ${oldMessage(old.length)}\n`);
  return report(judged, catalogue, options, io, checked);
}

/**
 * What `lint` does once files are linted: names the `ignore:` entries of the configuration that
 * suppressed nothing, on stderr, so they can be removed, and applies the baseline (cli/baseline.ts).
 * Most runs have none: the baseline's code (and node:crypto, which it hashes with) loads only for one.
 */
async function afterLint(results: FileResult[], file: string | undefined, config: Config, io: CliIo): Promise<FileResult[]> {
  const unused = unusedIgnores(config, results);
  if (unused.length > 0)
    io.stderr(
      `mcpdesc: ${unused.join(', ')} in the configuration suppressed nothing: remove ${unused.length === 1 ? 'it' : 'them'}, so ${unused.length === 1 ? 'it does' : 'they do'} not hide a new finding later.\n`,
    );
  if (file === undefined && !existsSync(resolve(io.cwd, DEFAULT_BASELINE_FILE))) return results;
  return (await import('./baseline.js')).withBaseline(results, file, io);
}

/** Loaded only when asked for: git support would bring child_process into every start-up. */
async function changedSince(cwd: string, since: string): Promise<ReadonlySet<string>> {
  const git = await import('../runner/git-changes.js');
  try {
    return await git.changedSince(cwd, since);
  } catch (error) {
    if (error instanceof git.GitError) throw new UsageError(error.message);
    throw error;
  }
}

/** The one stream (`-`, /dev/stdin) to lint instead of files, if any; it is linted alone. */
function streamArgument(positionals: readonly string[], values: { 'stdin-filename'?: string; 'changed-since'?: string }): string | undefined {
  const streams = positionals.filter(isStream);
  if (streams.length === 0) {
    if (values['stdin-filename'] !== undefined)
      throw new UsageError('--stdin-filename names standard input: use it with "-" (mcpdesc lint - --stdin-filename x.mcp.json).');
    return undefined;
  }
  if (positionals.length > 1) throw new UsageError(`${streams[0]} reads one file from a stream; name no other path with it (got ${positionals.length} paths).`);
  if (values['changed-since'] !== undefined) throw new UsageError(`--changed-since selects files on disk; it cannot be used with ${streams[0]}.`);
  return streams[0];
}

function jobCount(value: string): number {
  const jobs = /^[1-9][0-9]{0,3}$/.test(value) ? Number(value) : NaN;
  if (!(jobs <= 1024))
    throw new UsageError(`--jobs must be a whole number of threads from 1 to 1024 (1 lints in the main thread alone), not ${JSON.stringify(value)}.`);
  return jobs;
}
