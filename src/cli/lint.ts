/** `mcpdesc lint`: the files named (or found) checked, and the report. */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { openCatalogue } from '../catalogue/open.js';
import type { FileResult } from '../engine/finding.js';
import { type Config, unusedIgnores, withRules } from '../runner/config.js';
import { DEFAULT_BASELINE_FILE } from '../runner/defaults.js';
import { oldMessage } from '../report/summary-counts.js';
import { byChange } from '../runner/by-change.js';
import { lintPaths } from '../runner/run.js';
import { parseCommand } from './args.js';
import { LINT_OPTIONS } from './commands.js';
import { type CliIo, UsageError } from './common.js';
import { openProject } from './project.js';
import { needsOf, report, reportOptions } from './report.js';
import { isStream, lintStream } from './stdin.js';

export async function lint(argv: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommand('lint', argv, LINT_OPTIONS);
  const options = reportOptions(values);

  const jobs = values.jobs === undefined ? undefined : jobCount(values.jobs);

  const catalogue = await openCatalogue();
  const project = await openProject(io, values, positionals, catalogue);
  const { root } = project;
  const config = withRules(project.config, values.rule, catalogue);
  if (values['print-config'] !== undefined) return (await import('./print-config.js')).printConfig(project, config, values['print-config'], catalogue, io);
  const stream = streamArgument(positionals, values);
  const fixing = values.fix || values['fix-dry-run'];
  if (values.fix && values['fix-dry-run']) throw new UsageError('--fix writes the fixes and --fix-dry-run only lists them: choose one.');
  if (fixing && stream !== undefined) throw new UsageError(`--fix and --fix-dry-run change files on disk; they cannot fix ${stream}. Name the file instead.`);
  if (stream !== undefined) return report([await lintStream(stream, values['stdin-filename'], io, { catalogue, config })], catalogue, options, io);
  const since = values['changed-since'];
  const only = since === undefined ? undefined : await changedSince(root, since);
  const lintAll = () =>
    lintPaths(project.paths, {
      root,
      config,
      catalogue,
      needs: needsOf(options),
      ...(only ? { only } : {}),
      ...(jobs ? { jobs } : {}),
    });
  const { results: first, missing, empty, dependents } = await lintAll();
  if (missing.length > 0) throw new UsageError(`no such file or directory: ${missing.join(', ')}.`);
  // A folder named on the command line that holds no candidate at all is a mistyped path, as in ESLint and Biome.
  if (positionals.length > 0 && empty.length > 0)
    throw new UsageError(
      `no MCP files in ${empty.join(', ')}: no file there matches the include globs. Check the path, or the include globs (--include, .mcpdesc.yaml).`,
    );
  const results = fixing ? await (await import('./fix.js')).fixFiles(first, async () => (await lintAll()).results, { root, dryRun: !values.fix, io }) : first;
  const checked = await afterLint(results, values.baseline, config, io, root, only === undefined && project.paths.length === 1 && project.paths[0] === '.');
  if (!only) return report(checked, catalogue, options, io, { root });
  // Judged by what changed, as the action judges a pull request; SARIF keeps the old findings for code scanning.
  const { judged, old } = byChange(checked, only, dependents?.on);
  if (dependents?.note) io.stderr(`mcpdesc: ${dependents.note}\n`);
  if (old.length > 0) io.stderr(`mcpdesc: ${oldMessage(old.length)}\n`);
  return report(judged, catalogue, options, io, { root, uploaded: checked });
}

/**
 * What `lint` does once files are linted: names the `ignore:` entries of the configuration that
 * suppressed nothing or, in a run over the whole project, match no file, on stderr, so they can be removed, and applies the baseline (cli/baseline.ts).
 * Most runs have none: the baseline's code (and node:crypto, which it hashes with) loads only for one.
 */
async function afterLint(results: FileResult[], file: string | undefined, config: Config, io: CliIo, root: string, whole: boolean): Promise<FileResult[]> {
  const unused = unusedIgnores(config, results, whole);
  const say = (entries: string[], why: string, whyMany: string) => {
    if (entries.length > 0)
      io.stderr(
        `mcpdesc: ${entries.join(', ')} in the configuration ${entries.length === 1 ? why : whyMany}: remove ${entries.length === 1 ? 'it' : 'them'}, so ${entries.length === 1 ? 'it does' : 'they do'} not hide a new finding later.\n`,
      );
  };
  say(
    unused.filter((u) => !u.matchesNothing).map((u) => u.entry),
    'suppressed nothing',
    'suppressed nothing',
  );
  // A glob that matches nothing is a typo or a file since removed or renamed.
  say(
    unused.filter((u) => u.matchesNothing).map((u) => u.entry),
    'matches no file checked',
    'match no file checked',
  );
  if (file === undefined && !existsSync(resolve(root, DEFAULT_BASELINE_FILE))) return results;
  return (await import('./baseline.js')).withBaseline(results, file, io, root);
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
