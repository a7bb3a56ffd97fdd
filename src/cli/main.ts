/**
 * The command line: argv in, output and an exit code out. It owns the console, the files it writes
 * and the exit status; everything else is the engine's. Each command's modules load when it runs, so
 * `--version` and `--help` start without the engine and `lint` without the MCP SDK.
 */
import { packageVersion } from '../catalogue/package-root.js';
import { AUTO_PARALLEL_MS, DEFAULT_CONFIG_FILE } from '../runner/defaults.js';
import { escapeUnprintable } from '../util/printable.js';
import { closest } from '../util/suggest.js';
import { COMMAND_HELP } from './commands.js';
import { type CliIo, CliError, EXIT, Interrupted, UsageError } from './common.js';

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
  --fix                        apply the fixes that are certain to the files, then report what is left
  --fix-dry-run                list the fixes --fix would apply, writing no file
  --print-config <file>        print the settings that apply to a file (rules after overrides, ignore entries)
  --jobs <n>                   lint on n threads: the main thread and n - 1 workers; 1 lints in the main
                               thread alone (default: the main thread, and a worker per ${AUTO_PARALLEL_MS / 1000} s of work
                               the files' sizes project, up to one thread per available core)
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
    if (error instanceof CliError || error instanceof (await import('../runner/config.js')).ConfigError) {
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
  if (command === 'rules') return (await import('./rules.js')).rules(rest, io);
  if (command === 'capture') return (await import('./capture.js')).capture(rest, io);
  if (command === 'verify') return (await import('./verify.js')).verify(rest, io);
  if (command === 'baseline') return (await import('./baseline.js')).baseline(rest, io);
  if (command !== 'lint') {
    const near = closest(command, COMMANDS);
    throw new UsageError(
      `unknown command ${JSON.stringify(command)}${near ? `; did you mean "mcpdesc ${near}"?` : '; use "mcpdesc lint [paths...]"'} (see mcpdesc --help).`,
    );
  }
  return (await import('./lint.js')).lint(rest, io);
}

/** -h or --help among mcpdesc's own arguments (not the server command's, after "--"). */
function asksForHelp(argv: readonly string[]): boolean {
  const end = argv.indexOf('--');
  return (end === -1 ? argv : argv.slice(0, end)).some((a) => a === '-h' || a === '--help');
}
