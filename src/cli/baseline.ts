/**
 * `mcpdesc baseline [paths]`: writes `.mcpdesc-baseline.json` with the findings the repository has now,
 * so `lint` fails only on new ones; `--update` only removes the entries that were fixed. `withBaseline`
 * is what `lint` does with a baseline present (or named with --baseline).
 */
import { resolve } from 'node:path';
import { openCatalogue } from '../catalogue/open.js';
import type { FileResult } from '../engine/finding.js';
import { hasInternalError } from '../engine/outcome.js';
import {
  applyBaseline,
  type Baseline,
  BaselineError,
  buildBaseline,
  DEFAULT_BASELINE_FILE,
  formatBaseline,
  loadBaseline,
  pruneBaseline,
  staleMessage,
} from '../runner/baseline.js';
import { lintPaths } from '../runner/run.js';
import { writeFileAtomic } from '../util/write-file-atomic.js';
import { parseCommand } from './args.js';
import { BASELINE_OPTIONS } from './commands.js';
import { type CliIo, EXIT, UsageError } from './common.js';
import { openProject } from './project.js';

export async function baseline(argv: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommand('baseline', argv, BASELINE_OPTIONS);
  const catalogue = await openCatalogue();
  const { root, config, paths } = await openProject(io, values, positionals, catalogue);
  const { results, missing } = await lintPaths(paths, { root, config, catalogue });
  if (missing.length > 0) throw new UsageError(`no such file or directory: ${missing.join(', ')}.`);
  if (hasInternalError(results)) {
    io.stderr('mcpdesc: some checks did not run (mcpdesc.internal findings), so no baseline was written: run "mcpdesc lint" to see them.\n');
    return EXIT.error;
  }
  const file = values.baseline ?? DEFAULT_BASELINE_FILE;
  const path = resolve(values.baseline === undefined ? root : io.cwd, file);
  let written: Baseline;
  if (values.update) {
    const old = readBaseline(values.baseline, values.baseline === undefined ? root : io.cwd);
    if (!old) throw new UsageError(`--update: there is no ${file} to update. Write one with "mcpdesc baseline".`);
    const { results: after, stale } = applyBaseline(results, old, file);
    written = pruneBaseline(old, stale);
    const removed = stale.reduce((n, e) => n + e.count, 0);
    const fresh = after.reduce((n, r) => n + r.findings.length, 0);
    io.stdout(
      `Updated ${file}: removed ${plural(removed, 'fixed finding')}, ${plural(total(written), 'finding')} left.${fresh > 0 ? ` ${plural(fresh, 'finding')} not in it ${fresh === 1 ? 'is' : 'are'} still reported by lint (run "mcpdesc baseline" to accept them all).` : ''}\n`,
    );
  } else {
    written = buildBaseline(results);
    const files = new Set(written.entries.map((e) => e.file)).size;
    io.stdout(`Wrote ${file}: ${plural(total(written), 'finding')} in ${plural(files, 'file')}. Commit it: lint now fails only on findings not in it.\n`);
  }
  await writeFileAtomic(path, formatBaseline(written)).catch((error: NodeJS.ErrnoException) => {
    throw new UsageError(`cannot write ${path} (${error.code ?? error.message}). Choose a writable path with --baseline.`);
  });
  return EXIT.ok;
}

/**
 * `lint`'s use of a baseline: `file` (from --baseline, relative to the working folder) or, when none is
 * named, `.mcpdesc-baseline.json` in the project's root if there is one. Findings it holds become
 * suppressed; fixed entries are reported on stderr.
 */
export function withBaseline(results: FileResult[], file: string | undefined, io: CliIo, root: string): FileResult[] {
  const known = readBaseline(file, file === undefined ? root : io.cwd);
  if (!known) return results;
  const name = file ?? DEFAULT_BASELINE_FILE;
  const { results: baselined, stale } = applyBaseline(results, known, name);
  if (stale.length > 0) io.stderr(`mcpdesc: ${staleMessage(stale, name)}\n`);
  return baselined;
}

function readBaseline(file: string | undefined, cwd: string): Baseline | undefined {
  try {
    return loadBaseline(file, cwd, '--baseline');
  } catch (error) {
    if (error instanceof BaselineError) throw new UsageError(error.message);
    throw error;
  }
}

function total(baseline: Baseline): number {
  return baseline.entries.reduce((n, e) => n + e.count, 0);
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
