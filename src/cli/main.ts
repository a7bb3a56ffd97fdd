/**
 * The command line: argv in, output and an exit code out. It owns the console, the files it writes
 * and the exit status; everything else is the engine's.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { loadCatalogue } from '../catalogue/catalogue.js';
import { packageVersion } from '../catalogue/package-root.js';
import { packageReportContext } from '../catalogue/report-context.js';
import { ConfigError, DEFAULT_CONFIG_FILE, loadConfig, withGlobs } from '../engine/config.js';
import { FAIL_ON, hasInternalError, isFailOn, reachesFailLevel } from '../engine/outcome.js';
import { AUTO_PARALLEL_FILES, lintPaths } from '../engine/run.js';
import { formatJson } from '../report/json.js';
import { formatSarif } from '../report/sarif.js';
import { formatText } from '../report/text.js';
import { listOf } from '../util/json.js';
import { writeFileAtomic } from '../util/write-file-atomic.js';

export const EXIT = { ok: 0, findings: 1, error: 2 } as const;

const FORMATS = ['text', 'json', 'sarif'] as const;
type Format = (typeof FORMATS)[number];

export interface CliIo {
  cwd: string;
  stdout(text: string): void;
  stderr(text: string): void;
}

const HELP = `Usage: mcpdesc lint [paths...] [options]
       mcpdesc rules

Lint MCP descriptor files (*.mcp.json, *.mcp.yaml, *.mcp.yml) against the protocol version each declares.
Directories are searched; files named explicitly are always linted. Default path: the current directory.

Options:
  --format <text|json|sarif>   output format (default: text)
  --output <file>              write the report to a file instead of standard output
  --config <file>              configuration file (default: ${DEFAULT_CONFIG_FILE} when present)
  --fail-on <level>            exit 1 when a finding reaches error, warning or note; never: always exit 0 (default: error)
  --include <glob>             descriptor glob, repeatable (replaces the configured include globs)
  --exclude <glob>             glob to skip, repeatable (added to the configured exclude globs)
  --category <id>              SARIF analysis category (runs[0].automationDetails.id)
  --changed-since <ref>        lint only descriptors changed since the merge base of <ref> and HEAD,
                               including uncommitted and untracked files (needs git)
  --jobs <n>                   lint on n worker threads; 1 lints in the main thread (default: one per
                               available core when there are ${AUTO_PARALLEL_FILES} files or more, otherwise 1)
  -h, --help                   show this help
  -v, --version                show the version

Exit status: 0 no finding at the fail-on level, 1 findings at the fail-on level, 2 usage or internal error.
`;

class UsageError extends Error {}

export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    return await dispatch(argv, io);
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError) {
      io.stderr(`mcpdesc: ${error.message}\n`);
      return EXIT.error;
    }
    io.stderr(`mcpdesc: internal error: ${error instanceof Error ? error.message : String(error)}\nThis is a bug in mcpdesc; please report it.\n`);
    return EXIT.error;
  }
}

async function dispatch(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  if (command === '--version' || command === '-v') {
    io.stdout(`${packageVersion()}\n`);
    return EXIT.ok;
  }
  if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
    io.stdout(HELP);
    return EXIT.ok;
  }
  if (command === 'rules') {
    for (const rule of loadCatalogue().rules) io.stdout(`${rule.id}\t${rule.level}\t${rule.title}\n`);
    return EXIT.ok;
  }
  if (command !== 'lint') throw new UsageError(`unknown command ${JSON.stringify(command)}; use "mcpdesc lint [paths...]" (see mcpdesc --help).`);
  return lint(rest, io);
}

async function lint(argv: readonly string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        format: { type: 'string', default: 'text' },
        output: { type: 'string' },
        config: { type: 'string' },
        'fail-on': { type: 'string', default: 'error' },
        include: { type: 'string', multiple: true },
        exclude: { type: 'string', multiple: true },
        category: { type: 'string' },
        'changed-since': { type: 'string' },
        jobs: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}. See mcpdesc --help.`);
  }
  const { values, positionals } = parsed;
  if (values.help) {
    io.stdout(HELP);
    return EXIT.ok;
  }
  const format = values.format as string;
  if (!(FORMATS as readonly string[]).includes(format)) throw new UsageError(`--format must be ${listOf(FORMATS)}, not ${JSON.stringify(format)}.`);
  const failOn = values['fail-on'] as string;
  if (!isFailOn(failOn)) throw new UsageError(`--fail-on must be ${listOf(FAIL_ON)}, not ${JSON.stringify(failOn)}.`);

  const jobs = values.jobs === undefined ? undefined : jobCount(values.jobs);

  const catalogue = loadCatalogue();
  const config = withGlobs(await loadConfig(values.config, io.cwd, catalogue, '--config'), values.include, values.exclude, { include: '--include', exclude: '--exclude' });
  const since = values['changed-since'];
  const only = since === undefined ? undefined : await changedSince(io.cwd, since);
  const { results, missing } = await lintPaths(positionals.length > 0 ? positionals : ['.'], { root: io.cwd, config, catalogue, ...(only ? { only } : {}), ...(jobs ? { jobs } : {}) });
  if (missing.length > 0) throw new UsageError(`no such file or directory: ${missing.join(', ')}.`);

  const context = packageReportContext(catalogue);
  const report = render(format as Format, results, context, values.category);
  if (values.output) {
    const output = resolve(io.cwd, values.output);
    await writeFileAtomic(output, report).catch((error: NodeJS.ErrnoException) => {
      throw new UsageError(`--output: cannot write ${output} (${error.code ?? error.message}). Choose a writable path.`);
    });
    if (format !== 'text') io.stdout(formatText(results));
  } else {
    io.stdout(report);
  }
  if (hasInternalError(results)) return EXIT.error;
  return reachesFailLevel(results, failOn) ? EXIT.findings : EXIT.ok;
}

/** Loaded only when asked for: git support would bring child_process into every start-up. */
async function changedSince(cwd: string, since: string): Promise<ReadonlySet<string>> {
  const git = await import('../engine/git-changes.js');
  try {
    return await git.changedSince(cwd, since);
  } catch (error) {
    if (error instanceof git.GitError) throw new UsageError(error.message);
    throw error;
  }
}

function jobCount(value: string): number {
  const jobs = /^[1-9][0-9]{0,3}$/.test(value) ? Number(value) : NaN;
  if (!(jobs <= 1024)) throw new UsageError(`--jobs must be a whole number of worker threads from 1 to 1024 (1 lints in the main thread), not ${JSON.stringify(value)}.`);
  return jobs;
}

function render(format: Format, results: Parameters<typeof formatText>[0], context: ReturnType<typeof packageReportContext>, category?: string): string {
  switch (format) {
    case 'json':
      return formatJson(results, context.toolVersion);
    case 'sarif':
      return formatSarif(results, context, category ? { category } : {});
    default:
      return formatText(results);
  }
}
