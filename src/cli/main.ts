/**
 * The command line: argv in, output and an exit code out. It owns the console, the files it writes
 * and the exit status; everything else is the engine's.
 */
import { loadCatalogue } from '../catalogue/catalogue.js';
import { packageVersion } from '../catalogue/package-root.js';
import { ConfigError, DEFAULT_CONFIG_FILE, loadConfig, withGlobs, withRules } from '../runner/config.js';
import { AUTO_PARALLEL_MS, AUTO_PROBE_MS, lintPaths } from '../runner/run.js';
import { escapeUnprintable } from '../util/printable.js';
import { closest } from '../util/suggest.js';
import { parseCommand } from './args.js';
import { COMMAND_HELP, LINT_OPTIONS } from './commands.js';
import { type CliIo, CliError, EXIT, Interrupted, UsageError } from './common.js';
import { needsOf, report, reportOptions } from './report.js';
import { rules } from './rules.js';
import { isStream, lintStream } from './stdin.js';

const COMMANDS = ['lint', 'capture', 'verify', 'rules', 'baseline'];

export { type CliIo, EXIT } from './common.js';

const HELP = `Usage: mcpdesc lint [paths...] [options]
       mcpdesc capture --output <file> [server options] (-- <command> [args...] | --url <url>)
       mcpdesc verify <descriptor> [options] [server options] (-- <command> [args...] | --url <url>)
       mcpdesc rules [rule-id] [--format text|json]
       mcpdesc baseline [paths...] [--update] [--baseline <file>]

lint: check the MCP files a repository commits, each against the version it declares: descriptors (*.mcp.json,
*.mcp.yaml), registry server.json, MCPB manifest.json, Server Cards and client configurations (.mcp.json,
.vscode/mcp.json, …); each file is recognized by its content. Directories are searched; files named explicitly
are always linted. Default path: the current directory.
capture: start an MCP server (or connect to --url), write what it serves as a descriptor (JSON or YAML by the
file's extension), and lint it.
verify: compare a descriptor with what its server serves at the descriptor's protocol version (mcpdesc.drift.*).
rules: list every rule, or print one rule's page.
The server command runs only for capture and verify; its whole process group is ended when they finish.

Each command's own options: mcpdesc <command> --help. The most used:
  --format <format>            text, json, sarif, github, junit, gitlab, checkstyle or compact (default: text)
  --output <file>              write the report to a file instead of standard output
  --config <file>              configuration file (default: ${DEFAULT_CONFIG_FILE} when present)
  --fail-on <level>            exit 1 when a finding reaches error, warning (or warn) or note;
                               never: always exit 0 (default: error)
  --quiet                      report errors only
  --max-warnings <n>           exit 1 when there are more than n warnings
  --rule <id=level>            set a rule to off, note, warning or error, repeatable
  --include <glob>             glob of files to look at, repeatable (replaces the configured include globs;
                               default: every format's usual paths)
  --exclude <glob>             glob to skip, repeatable (added to the configured exclude globs)
  --category <id>              SARIF analysis category (runs[0].automationDetails.id)
  --changed-since <ref>        lint only descriptors changed since the merge base of <ref> and HEAD,
                               including uncommitted and untracked files (needs git)
  --stdin-filename <name>      with "-": lint standard input under this name (it selects the format)
  --baseline <file>            fail only on findings not in this baseline (default: .mcpdesc-baseline.json when
                               present; write it with "mcpdesc baseline", see mcpdesc baseline --help)
  --print-config <file>        print the settings that apply to a file (rules after overrides, ignore entries)
  --jobs <n>                   lint on n worker threads; 1 lints in the main thread (default: the main
                               thread, then one per available core for the rest when, after ${AUTO_PROBE_MS} ms,
                               it would take more than ${AUTO_PARALLEL_MS / 1000} s)
  -h, --help                   show this help
  -v, --version                show the version
  verify takes --format, --output, --config, --fail-on, --quiet, --max-warnings and --category. For capture,
  --output <file> is the descriptor to write (*.mcp.json, *.mcp.yaml or *.mcp.yml); --config and --fail-on
  apply to its lint.

Server options (capture, verify):
  -- <command> [args...]       start this stdio server (everything after "--")
  --url <url>                  connect to a Streamable HTTP server instead (no other network access)
  --protocol-version <v>       capture: ask for this version (default: the newest the server accepts;
                               2026-07-28 via server/discover). verify uses the descriptor's version.
  --timeout <ms>               limit for the start, the handshake and every request (default: 10000)
  --max-time <ms>              limit for the whole session (default: 120000)

Exit status: 0 no finding at the fail-on level, 1 findings at the fail-on level, 2 usage or internal error,
or a server that cannot be read; 130 or 143 when interrupted (Ctrl-C, SIGTERM).
`;

export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    return await dispatch(argv, io);
  } catch (error) {
    if (error instanceof Interrupted) {
      io.stderr(`mcpdesc: ${error.message}\n`);
      return error.exitCode;
    }
    if (error instanceof CliError || error instanceof ConfigError) {
      io.stderr(`mcpdesc: ${printable(error.message)}\n`);
      return EXIT.error;
    }
    io.stderr(`mcpdesc: internal error: ${printable(error instanceof Error ? error.message : String(error))}\nThis is a bug in mcpdesc; please report it.\n`);
    return EXIT.error;
  }
}

/** Messages may quote a server, a file or an argument: nothing in them may control the terminal. */
function printable(message: string): string {
  return message.split('\n').map(escapeUnprintable).join('\n');
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
  if ((command === 'lint' || command === 'capture' || command === 'verify' || command === 'rules' || command === 'baseline') && asksForHelp(rest)) {
    io.stdout(COMMAND_HELP[command]);
    return EXIT.ok;
  }
  if (command === 'rules') return rules(rest, io);
  // Capture and verify load the MCP SDK; lint must not pay for it at start-up.
  if (command === 'capture') return (await import('./capture.js')).capture(rest, io);
  if (command === 'verify') return (await import('./verify.js')).verify(rest, io);
  if (command === 'baseline') return (await import('./baseline.js')).baseline(rest, io);
  if (command !== 'lint') {
    const near = closest(command, COMMANDS);
    throw new UsageError(
      `unknown command ${JSON.stringify(command)}${near ? `; did you mean "mcpdesc ${near}"?` : '; use "mcpdesc lint [paths...]"'} (see mcpdesc --help).`,
    );
  }
  return lint(rest, io);
}

/** -h or --help among mcpdesc's own arguments (not the server command's, after "--"). */
function asksForHelp(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  return (end === -1 ? argv : argv.slice(0, end)).some((a) => a === '-h' || a === '--help');
}

async function lint(argv: readonly string[], io: CliIo): Promise<number> {
  const { values, positionals } = parseCommand('lint', argv, LINT_OPTIONS);
  const options = reportOptions(values);

  const jobs = values.jobs === undefined ? undefined : jobCount(values.jobs);

  const catalogue = loadCatalogue();
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
  return report((await import('./baseline.js')).afterLint(results, values.baseline, config, io), catalogue, options, io);
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
    throw new UsageError(`--jobs must be a whole number of worker threads from 1 to 1024 (1 lints in the main thread), not ${JSON.stringify(value)}.`);
  return jobs;
}
