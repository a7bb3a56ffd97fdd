/** Each subcommand's options (parsed by args.ts) and its --help text, built from them. */
// Only light modules: every --help reads this, and must not load the engine.
import { AUTO_PARALLEL_MS, DEFAULT_CONFIG_FILE } from '../runner/defaults.js';
import { type CliOptions, optionsHelp } from './args.js';

/** The report formats (report.ts writes them). */
export const FORMATS = ['text', 'json', 'sarif', 'github', 'junit', 'gitlab', 'checkstyle', 'compact'] as const;
export type Format = (typeof FORMATS)[number];

const HELP_OPTION = { help: { type: 'boolean', short: 'h', help: 'show this help' } } as const;

const REPORT_OPTIONS = {
  format: { type: 'string', value: `<${FORMATS.join('|')}>`, help: 'output format (default: text)' },
  output: { type: 'string', value: '<file>', help: 'write the report to a file instead of standard output' },
  config: { type: 'string', value: '<file>', help: `configuration file (default: ${DEFAULT_CONFIG_FILE} when present)` },
  'fail-on': {
    type: 'string',
    value: '<level>',
    help: 'exit 1 when a finding reaches error, warning (or warn) or note;\nnever: always exit 0 (default: error)',
  },
  quiet: { type: 'boolean', help: 'report errors only: warnings and notes are neither shown\nnor reach --fail-on' },
  'max-warnings': { type: 'string', value: '<n>', help: 'exit 1 when there are more than n warnings (counted even with --quiet)' },
  category: { type: 'string', value: '<id>', help: 'SARIF analysis category (runs[0].automationDetails.id)' },
} as const;

export const LINT_OPTIONS = {
  ...REPORT_OPTIONS,
  rule: {
    type: 'string',
    multiple: true,
    value: '<id=level>',
    help: 'set a rule to off, note, warning (or warn) or error, repeatable;\nwins over the configuration file',
  },
  include: {
    type: 'string',
    multiple: true,
    value: '<glob>',
    help: "glob of files to look at, repeatable (replaces the configured include globs;\ndefault: every format's usual paths)",
  },
  exclude: { type: 'string', multiple: true, value: '<glob>', help: 'glob to skip, repeatable (added to the configured exclude globs)' },
  'changed-since': {
    type: 'string',
    value: '<ref>',
    help: 'lint only files changed since the merge base of <ref> and HEAD,\nincluding uncommitted and untracked files (needs git)',
  },
  baseline: {
    type: 'string',
    value: '<file>',
    help: 'fail only on findings not in this baseline (default: .mcpdesc-baseline.json\nwhen present; write it with "mcpdesc baseline")',
  },
  fix: { type: 'boolean', help: 'apply the fixes that are certain to the files, then report what is left' },
  'fix-dry-run': { type: 'boolean', help: 'list the fixes --fix would apply (on stderr), writing no file' },
  'print-config': { type: 'string', value: '<file>', help: 'print the settings that apply to a file (rules after overrides,\nignore entries) and exit' },
  'stdin-filename': {
    type: 'string',
    value: '<name>',
    help: 'with "-" (standard input): the name the input is linted under;\nit selects the format (default: <stdin>)',
  },
  jobs: {
    type: 'string',
    value: '<n>',
    help: `lint on n worker threads; 1 lints in the main thread (default: the main\nthread, and a worker per ${AUTO_PARALLEL_MS / 1000} s of work the files' sizes project, up to\none thread per available core)`,
  },
  ...HELP_OPTION,
} as const satisfies CliOptions;

const SERVER_HELP = {
  url: { type: 'string', value: '<url>', help: 'connect to a Streamable HTTP server instead of starting one\n(no other network access)' },
  timeout: { type: 'string', value: '<ms>', help: 'limit for the start, the handshake and every request (default: 10000)' },
  'max-time': { type: 'string', value: '<ms>', help: 'limit for the whole session (default: 120000)' },
} as const;

export const CAPTURE_OPTIONS = {
  output: { type: 'string', short: 'o', value: '<file>', help: 'the descriptor to write: *.mcp.json, *.mcp.yaml or *.mcp.yml' },
  config: REPORT_OPTIONS.config,
  'fail-on': REPORT_OPTIONS['fail-on'],
  'protocol-version': {
    type: 'string',
    value: '<v>',
    help: 'ask for this version (default: the newest the server accepts; 2026-07-28 via server/discover)',
  },
  ...SERVER_HELP,
  ...HELP_OPTION,
} as const satisfies CliOptions;

export const VERIFY_OPTIONS = {
  ...REPORT_OPTIONS,
  ...SERVER_HELP,
  // Accepted so that the mistake gets its own message: verify uses the version the descriptor declares.
  'protocol-version': { type: 'string', value: '<v>', help: "not for verify: it uses the descriptor's protocol version" },
  ...HELP_OPTION,
} as const satisfies CliOptions;

export const BASELINE_OPTIONS = {
  update: { type: 'boolean', help: 'only remove the entries that no longer match a finding (fixed);\nnever add new findings' },
  baseline: { type: 'string', value: '<file>', help: 'the baseline file (default: .mcpdesc-baseline.json)' },
  config: REPORT_OPTIONS.config,
  include: LINT_OPTIONS.include,
  exclude: LINT_OPTIONS.exclude,
  ...HELP_OPTION,
} as const satisfies CliOptions;

export const RULES_OPTIONS = {
  format: { type: 'string', value: '<text|json>', help: 'text: one rule a line, or its page; json: the catalogue entries' },
  ...HELP_OPTION,
} as const satisfies CliOptions;

const SERVER_COMMAND = `  ${'-- <command> [args...]'.padEnd(29)}start this stdio server (everything after "--"), or pass --url`;

export const COMMAND_HELP: Readonly<Record<'lint' | 'capture' | 'verify' | 'rules' | 'baseline', string>> = {
  lint: `Usage: mcpdesc lint [paths...] [options]
       mcpdesc lint - --stdin-filename <name> [options]

Check the MCP files a repository commits, each against the version it declares. Directories are searched;
files named explicitly are always linted; "-" (or /dev/stdin) reads one file from standard input.
Default path: the current directory.

Options:
${optionsHelp(LINT_OPTIONS)}

Exit status: 0 no finding at the fail-on level, 1 findings at the fail-on level (or more warnings than
--max-warnings), 2 usage or internal error.
`,
  capture: `Usage: mcpdesc capture --output <file> [options] (-- <command> [args...] | --url <url>)

Start an MCP server (or connect to --url), write what it serves as a descriptor (JSON or YAML by the file's
extension), and lint it. The server's whole process group is ended when capture finishes.

Options:
${optionsHelp(CAPTURE_OPTIONS)}
${SERVER_COMMAND}
`,
  verify: `Usage: mcpdesc verify <descriptor> [options] (-- <command> [args...] | --url <url>)

Compare a descriptor with what its server serves at the descriptor's protocol version (mcpdesc.drift.*).
The server's whole process group is ended when verify finishes.

Options:
${optionsHelp(VERIFY_OPTIONS)}
${SERVER_COMMAND}
`,
  baseline: `Usage: mcpdesc baseline [paths...] [options]

Write .mcpdesc-baseline.json (or --baseline <file>) with every finding lint reports now. Commit it: lint then
reads it, fails only on findings that are not in it, and says which entries were fixed.

Options:
${optionsHelp(BASELINE_OPTIONS)}
`,
  rules: `Usage: mcpdesc rules [rule-id] [--format text|json]

List every rule (id, default level, title), or print one rule's page.

Options:
${optionsHelp(RULES_OPTIONS)}
`,
};
