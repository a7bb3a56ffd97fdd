// mcpdesc chunk f3e9b75cd654d5520ce2289a1eb0b8c6eca8be968459db8e897166354853657a
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 2957;
__mcpdesc_chunk.ids = [2957,5315];
__mcpdesc_chunk.modules = {

/***/ 5726:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ packageVersion),
/* harmony export */   Z: () => (/* binding */ packageRoot)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);



let cached;
/**
 * The directory holding mcpdesc's package.json, `rules/` and `docs/`. Found by walking up from this
 * module, so it works from `src/` under jest and from the `dist/` bundles alike.
 */
function packageRoot() {
    if (cached)
        return cached;
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(__mcpdesc_import_meta_url));
    for (;;) {
        const manifest = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'package.json');
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(manifest) && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'rules'))) {
            const { name } = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(manifest, 'utf8'));
            if (name === 'mcpdesc')
                return (cached = dir);
        }
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
        if (parent === dir)
            throw new Error('cannot find the mcpdesc package root (package.json beside rules/)');
        dir = parent;
    }
}
function packageVersion() {
    const { version } = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(packageRoot(), 'package.json'), 'utf8'));
    return version;
}


/***/ }),

/***/ 7593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ optionsHelp),
/* harmony export */   R: () => (/* binding */ parseCommand)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_suggest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7406);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(577);
/**
 * A subcommand's options, declared once: they drive both the parser and the subcommand's --help. A
 * mistake on the command line (an unknown option, a missing value) is told in mcpdesc's words, with
 * the closest option, instead of Node's parseArgs text.
 */



/** Parses `argv` for `command` ("lint", "verify"\u2026); every problem is a UsageError that points to `mcpdesc <command> --help`. */
function parseCommand(command, argv, options) {
    const see = `See mcpdesc ${command} --help.`;
    const { tokens } = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: [...argv], options, allowPositionals: true, strict: false, tokens: true });
    for (const token of tokens) {
        if (token.kind !== 'option')
            continue;
        const option = options[token.name];
        if (!option) {
            const near = (0,_util_suggest_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .k)(token.name, Object.keys(options));
            throw new _common_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcpdesc ${command} has no option ${JSON.stringify(token.rawName)}.${near ? ` Did you mean --${near}?` : ''} ${see}`);
        }
        const name = `--${token.name}`;
        if (option.type === 'boolean' && token.inlineValue !== undefined)
            throw new _common_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${name} takes no value (${token.rawName}=${token.value}). ${see}`);
        // A value that looks like an option after a space is most likely a forgotten value: `--output --format json`.
        if (option.type === 'string' && (token.value === undefined || (!token.inlineValue && token.value.startsWith('-') && token.value !== '-'))) {
            const dashed = token.value === undefined ? '' : ` (for a value that starts with "-", write ${name}=${token.value})`;
            throw new _common_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${name} needs a value: ${name} ${option.value ?? '<value>'}${dashed}. ${see}`);
        }
    }
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: [...argv], options, allowPositionals: true, strict: true });
    }
    catch (error) {
        // Nothing left for strict parsing to refuse after the checks above, but its words are not shown raw either.
        throw new _common_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${error.message.split('.')[0]}. ${see}`);
    }
}
/** Where descriptions start in help, at most. */
const HELP_COLUMN = 29;
/** The options' help lines, aligned: `  --format <text|json>   output format`. */
function optionsHelp(options) {
    const rows = Object.entries(options).map(([name, o]) => [`${o.short ? `-${o.short}, ` : ''}--${name}${o.value ? ` ${o.value}` : ''}`, o.help]);
    const width = Math.min(HELP_COLUMN, Math.max(...rows.map(([left]) => left.length)) + 3);
    return rows
        .map(([left, help]) => {
        const lines = help.split('\n');
        // An option too long for the column gets its description on the lines below.
        const head = left.length + 3 > width ? [`  ${left}`] : [`  ${left.padEnd(width)}${lines.shift()}`];
        return [...head, ...lines.map((line) => `  ${' '.repeat(width)}${line}`)].join('\n');
    })
        .join('\n');
}


/***/ }),

/***/ 1654:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $w: () => (/* binding */ BASELINE_OPTIONS),
/* harmony export */   Ef: () => (/* binding */ CAPTURE_OPTIONS),
/* harmony export */   Ql: () => (/* binding */ COMMAND_HELP),
/* harmony export */   ZK: () => (/* binding */ LINT_OPTIONS),
/* harmony export */   ZM: () => (/* binding */ RULES_OPTIONS),
/* harmony export */   hR: () => (/* binding */ FORMATS),
/* harmony export */   nn: () => (/* binding */ VERIFY_OPTIONS)
/* harmony export */ });
/* harmony import */ var _runner_defaults_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1634);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7593);
/** Each subcommand's options (parsed by args.ts) and its --help text, built from them. */
// Only light modules: every --help reads this, and must not load the engine.


/** The report formats (report.ts writes them). */
const FORMATS = ['text', 'json', 'sarif', 'github', 'junit', 'gitlab', 'checkstyle', 'compact'];
const HELP_OPTION = { help: { type: 'boolean', short: 'h', help: 'show this help' } };
const REPORT_OPTIONS = {
    format: { type: 'string', value: `<${FORMATS.join('|')}>`, help: 'output format (default: text)' },
    output: { type: 'string', value: '<file>', help: 'write the report to a file instead of standard output' },
    config: { type: 'string', value: '<file>', help: `configuration file (default: ${_runner_defaults_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_CONFIG_FILE */ .Cu} when present)` },
    'fail-on': {
        type: 'string',
        value: '<level>',
        help: 'exit 1 when a finding reaches error, warning (or warn) or note;\nnever: always exit 0 (default: error)',
    },
    quiet: { type: 'boolean', help: 'report errors only: warnings and notes are neither shown\nnor reach --fail-on' },
    'max-warnings': { type: 'string', value: '<n>', help: 'exit 1 when there are more than n warnings (counted even with --quiet)' },
    category: { type: 'string', value: '<id>', help: 'SARIF analysis category (runs[0].automationDetails.id)' },
};
const LINT_OPTIONS = {
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
        help: `lint on n worker threads; 1 lints in the main thread (default: the main\nthread, and a worker per ${_runner_defaults_js__WEBPACK_IMPORTED_MODULE_0__/* .AUTO_PARALLEL_MS */ .VG / 1000} s of work the files' sizes project, up to\none thread per available core)`,
    },
    ...HELP_OPTION,
};
const SERVER_HELP = {
    url: { type: 'string', value: '<url>', help: 'connect to a Streamable HTTP server instead of starting one\n(no other network access)' },
    timeout: { type: 'string', value: '<ms>', help: 'limit for the start, the handshake and every request (default: 10000)' },
    'max-time': { type: 'string', value: '<ms>', help: 'limit for the whole session (default: 120000)' },
};
const CAPTURE_OPTIONS = {
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
};
const VERIFY_OPTIONS = {
    ...REPORT_OPTIONS,
    ...SERVER_HELP,
    // Accepted so that the mistake gets its own message: verify uses the version the descriptor declares.
    'protocol-version': { type: 'string', value: '<v>', help: "not for verify: it uses the descriptor's protocol version" },
    ...HELP_OPTION,
};
const BASELINE_OPTIONS = {
    update: { type: 'boolean', help: 'only remove the entries that no longer match a finding (fixed);\nnever add new findings' },
    baseline: { type: 'string', value: '<file>', help: 'the baseline file (default: .mcpdesc-baseline.json)' },
    config: REPORT_OPTIONS.config,
    include: LINT_OPTIONS.include,
    exclude: LINT_OPTIONS.exclude,
    ...HELP_OPTION,
};
const RULES_OPTIONS = {
    format: { type: 'string', value: '<text|json>', help: 'text: one rule a line, or its page; json: the catalogue entries' },
    ...HELP_OPTION,
};
const SERVER_COMMAND = `  ${'-- <command> [args...]'.padEnd(29)}start this stdio server (everything after "--"), or pass --url`;
const COMMAND_HELP = {
    lint: `Usage: mcpdesc lint [paths...] [options]
       mcpdesc lint - --stdin-filename <name> [options]

Check the MCP files a repository commits, each against the version it declares. Directories are searched;
files named explicitly are always linted; "-" (or /dev/stdin) reads one file from standard input.
Default path: the current directory.

Options:
${(0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .optionsHelp */ .E)(LINT_OPTIONS)}

Exit status: 0 no finding at the fail-on level, 1 findings at the fail-on level (or more warnings than
--max-warnings), 2 usage or internal error.
`,
    capture: `Usage: mcpdesc capture --output <file> [options] (-- <command> [args...] | --url <url>)

Start an MCP server (or connect to --url), write what it serves as a descriptor (JSON or YAML by the file's
extension), and lint it. The server's whole process group is ended when capture finishes.

Options:
${(0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .optionsHelp */ .E)(CAPTURE_OPTIONS)}
${SERVER_COMMAND}
`,
    verify: `Usage: mcpdesc verify <descriptor> [options] (-- <command> [args...] | --url <url>)

Compare a descriptor with what its server serves at the descriptor's protocol version (mcpdesc.drift.*).
The server's whole process group is ended when verify finishes.

Options:
${(0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .optionsHelp */ .E)(VERIFY_OPTIONS)}
${SERVER_COMMAND}
`,
    baseline: `Usage: mcpdesc baseline [paths...] [options]

Write .mcpdesc-baseline.json (or --baseline <file>) with every finding lint reports now. Commit it: lint then
reads it, fails only on findings that are not in it, and says which entries were fixed.

Options:
${(0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .optionsHelp */ .E)(BASELINE_OPTIONS)}
`,
    rules: `Usage: mcpdesc rules [rule-id] [--format text|json]

List every rule (id, default level, title), or print one rule's page.

Options:
${(0,_args_js__WEBPACK_IMPORTED_MODULE_1__/* .optionsHelp */ .E)(RULES_OPTIONS)}
`,
};


/***/ }),

/***/ 577:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dc: () => (/* binding */ EXIT),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   j$: () => (/* binding */ Interrupted),
/* harmony export */   z1: () => (/* binding */ CliError)
/* harmony export */ });
/** What every command shares: the console it writes to, exit codes, and usage errors. */
const EXIT = { ok: 0, findings: 1, error: 2 };
/** A failure the message fully explains (bad usage, an unreadable server): printed as is, exit 2. */
class CliError extends Error {
}
/** A mistake in the command line or its files. */
class UsageError extends CliError {
}
/** Ctrl-C or SIGTERM while a server ran; the command exits 128 + the signal's number, like a shell. */
class Interrupted extends Error {
    exitCode;
    constructor(exitCode, signal) {
        super(`interrupted by ${signal}; the server was stopped.`);
        this.exitCode = exitCode;
    }
}


/***/ }),

/***/ 2957:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   runCli: () => (/* binding */ runCli)
/* harmony export */ });
/* harmony import */ var _catalogue_package_root_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5726);
/* harmony import */ var _runner_defaults_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1634);
/* harmony import */ var _util_printable_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1095);
/* harmony import */ var _util_suggest_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7406);
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1654);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(577);
/**
 * The command line: argv in, output and an exit code out. It owns the console, the files it writes
 * and the exit status; everything else is the engine's. Each command's modules load when it runs, so
 * `--version` and `--help` start without the engine and `lint` without the MCP SDK.
 */






const COMMANDS = ['lint', 'capture', 'verify', 'rules', 'baseline'];

const HELP = `Usage: mcpdesc lint [paths...] [options]
       mcpdesc capture --output <file> [server options] (-- <command> [args...] | --url <url>)
       mcpdesc verify <descriptor> [options] [server options] (-- <command> [args...] | --url <url>)
       mcpdesc rules [rule-id] [--format text|json]
       mcpdesc baseline [paths...] [--update] [--baseline <file>]

lint: check the MCP files a repository commits, each against the version it declares: descriptors (*.mcp.json,
*.mcp.yaml), registry server.json, MCPB manifest.json, Server Cards and client configurations (.mcp.json,
.vscode/mcp.json, \u2026); each file is recognized by its content. Directories are searched; files named explicitly
are always linted. Default path: the current directory.
capture: start an MCP server (or connect to --url), write what it serves as a descriptor (JSON or YAML by the
file's extension), and lint it.
verify: compare a descriptor with what its server serves at the descriptor's protocol version (mcpdesc.drift.*).
rules: list every rule, or print one rule's page.
The server command runs only for capture and verify; its whole process group is ended when they finish.

Each command's own options: mcpdesc <command> --help. The most used:
  --format <format>            text, json, sarif, github, junit, gitlab, checkstyle or compact (default: text)
  --output <file>              write the report to a file instead of standard output
  --config <file>              configuration file (default: ${_runner_defaults_js__WEBPACK_IMPORTED_MODULE_1__/* .DEFAULT_CONFIG_FILE */ .Cu} when present)
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
                               thread alone (default: the main thread, and a worker per ${_runner_defaults_js__WEBPACK_IMPORTED_MODULE_1__/* .AUTO_PARALLEL_MS */ .VG / 1000} s of work
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
async function runCli(argv, io) {
    try {
        return await dispatch(argv, io);
    }
    catch (error) {
        if (error instanceof _common_js__WEBPACK_IMPORTED_MODULE_5__/* .Interrupted */ .j$) {
            io.stderr(`mcpdesc: ${error.message}\n`);
            return error.exitCode;
        }
        if (error instanceof _common_js__WEBPACK_IMPORTED_MODULE_5__/* .CliError */ .z1 || error instanceof (await Promise.all(/* import() */[__webpack_require__.e(9605), __webpack_require__.e(7654), __webpack_require__.e(9482), __webpack_require__.e(9398), __webpack_require__.e(6314)]).then(__webpack_require__.bind(__webpack_require__, 6314))).ConfigError) {
            io.stderr(`mcpdesc: ${printable(error.message)}\n`);
            return _common_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .dc.error;
        }
        io.stderr(`mcpdesc: internal error: ${printable(error instanceof Error ? error.message : String(error))}\nThis is a bug in mcpdesc; please report it.\n`);
        return _common_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .dc.error;
    }
}
/** Messages may quote a server, a file or an argument: nothing in them may control the terminal. */
function printable(message) {
    return message.split('\n').map(_util_printable_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeUnprintable */ .O8).join('\n');
}
async function dispatch(argv, io) {
    const [command, ...rest] = argv;
    if (command === '--version' || command === '-v') {
        io.stdout(`${(0,_catalogue_package_root_js__WEBPACK_IMPORTED_MODULE_0__/* .packageVersion */ .T)()}\n`);
        return _common_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .dc.ok;
    }
    if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
        io.stdout(HELP);
        return _common_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .dc.ok;
    }
    if ((command === 'lint' || command === 'capture' || command === 'verify' || command === 'rules' || command === 'baseline') && asksForHelp(rest)) {
        io.stdout(_commands_js__WEBPACK_IMPORTED_MODULE_4__/* .COMMAND_HELP */ .Ql[command]);
        return _common_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .dc.ok;
    }
    if (command === 'rules')
        return (await Promise.all(/* import() */[__webpack_require__.e(9586), __webpack_require__.e(9490), __webpack_require__.e(9398), __webpack_require__.e(6084), __webpack_require__.e(5131)]).then(__webpack_require__.bind(__webpack_require__, 6293))).rules(rest, io);
    if (command === 'capture')
        return (await Promise.all(/* import() */[__webpack_require__.e(9605), __webpack_require__.e(3301), __webpack_require__.e(7654), __webpack_require__.e(9482), __webpack_require__.e(2060), __webpack_require__.e(9398), __webpack_require__.e(6314), __webpack_require__.e(3515), __webpack_require__.e(2192), __webpack_require__.e(9484), __webpack_require__.e(9580)]).then(__webpack_require__.bind(__webpack_require__, 9580))).capture(rest, io);
    if (command === 'verify')
        return (await Promise.all(/* import() */[__webpack_require__.e(9605), __webpack_require__.e(3301), __webpack_require__.e(7654), __webpack_require__.e(9586), __webpack_require__.e(9482), __webpack_require__.e(2060), __webpack_require__.e(9490), __webpack_require__.e(7511), __webpack_require__.e(7840), __webpack_require__.e(1907), __webpack_require__.e(9398), __webpack_require__.e(6314), __webpack_require__.e(3515), __webpack_require__.e(4882), __webpack_require__.e(2192), __webpack_require__.e(646), __webpack_require__.e(9484), __webpack_require__.e(7396)]).then(__webpack_require__.bind(__webpack_require__, 7396))).verify(rest, io);
    if (command === 'baseline')
        return (await Promise.all(/* import() */[__webpack_require__.e(9605), __webpack_require__.e(7654), __webpack_require__.e(9482), __webpack_require__.e(2060), __webpack_require__.e(9398), __webpack_require__.e(6314), __webpack_require__.e(3515), __webpack_require__.e(9196)]).then(__webpack_require__.bind(__webpack_require__, 9196))).baseline(rest, io);
    if (command !== 'lint') {
        const near = (0,_util_suggest_js__WEBPACK_IMPORTED_MODULE_3__/* .closest */ .k)(command, COMMANDS);
        throw new _common_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`unknown command ${JSON.stringify(command)}${near ? `; did you mean "mcpdesc ${near}"?` : '; use "mcpdesc lint [paths...]"'} (see mcpdesc --help).`);
    }
    return (await Promise.all(/* import() */[__webpack_require__.e(9605), __webpack_require__.e(7654), __webpack_require__.e(9482), __webpack_require__.e(2060), __webpack_require__.e(9398), __webpack_require__.e(6314), __webpack_require__.e(3515), __webpack_require__.e(2192), __webpack_require__.e(3524)]).then(__webpack_require__.bind(__webpack_require__, 3524))).lint(rest, io);
}
/** -h or --help among mcpdesc's own arguments (not the server command's, after "--"). */
function asksForHelp(argv) {
    const end = argv.indexOf('--');
    return (end === -1 ? argv : argv.slice(0, end)).some((a) => a === '-h' || a === '--help');
}


/***/ }),

/***/ 1634:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ae: () => (/* binding */ AUTO_MS_PER_BYTE),
/* harmony export */   Cu: () => (/* binding */ DEFAULT_CONFIG_FILE),
/* harmony export */   HR: () => (/* binding */ CONFIG_FILE_NAMES),
/* harmony export */   VG: () => (/* binding */ AUTO_PARALLEL_MS),
/* harmony export */   i3: () => (/* binding */ AUTO_MS_PER_YAML_BYTE),
/* harmony export */   kM: () => (/* binding */ AUTO_MS_PER_FILE),
/* harmony export */   vy: () => (/* binding */ DEFAULT_BASELINE_FILE)
/* harmony export */ });
/**
 * Defaults the CLI's help text quotes, in a module of their own so that `mcpdesc --help` loads none of
 * the engine (and `lint` no baseline code when there is no baseline). See run.ts for how automatic
 * parallelism uses the two limits.
 */
const DEFAULT_CONFIG_FILE = '.mcpdesc.yaml';
/** Every name a configuration file may have, the preferred one first. */
const CONFIG_FILE_NAMES = [DEFAULT_CONFIG_FILE, '.mcpdesc.yml'];
const DEFAULT_BASELINE_FILE = '.mcpdesc-baseline.json';
/**
 * Automatic --jobs estimates a run's work from its files' sizes before it lints any, so workers start
 * at once when they pay and never otherwise: a worker loads the bundle and compiles its own validators,
 * and on the 2-core bench machine (two hyperthreads) two busy threads each run at about 2/3 speed, so a
 * worker costs more than it saves below about AUTO_PARALLEL_MS of work in one thread (`npm run bench`:
 * 15 % slower at 1.5 s of work, even at 4.5 s, 11 to 27 % faster from 14 s on). The per-file and
 * per-byte costs are fitted on the bench's corpora with `--jobs 1` (synthetic 7 KiB files: 1.8 ms each;
 * realistic 40 KiB ones: 5 ms; YAML, whose parse dominates: 3 ms for 5 KiB). Sizes, not a timed probe:
 * the choice is the same on a busy machine, and the run never waits to decide.
 */
const AUTO_PARALLEL_MS = 4_000;
const AUTO_MS_PER_FILE = 0.8;
const AUTO_MS_PER_BYTE = 0.0001;
const AUTO_MS_PER_YAML_BYTE = 0.00035;


/***/ }),

/***/ 1095:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BR: () => (/* binding */ hasUnprintable),
/* harmony export */   F1: () => (/* binding */ displayWidth),
/* harmony export */   L8: () => (/* binding */ replaceUnprintable),
/* harmony export */   O8: () => (/* binding */ escapeUnprintable),
/* harmony export */   ob: () => (/* binding */ shortQuotes),
/* harmony export */   uh: () => (/* binding */ hex)
/* harmony export */ });
/**
 * Text from a pull request (file names, descriptor lines) must not control the terminal or the log
 * it is printed to: C0 and C1 control characters, DEL, bidirectional formatting characters and line
 * or paragraph separators are shown escaped (or replaced where columns must stay aligned).
 */
/** Controls, bidirectional formatting, line separators, and UTF-16 halves without their partner (not text at all). */
const UNPRINTABLE_SOURCE = '[\\u0000-\\u001F\\u007F-\\u009F\\u061C\\u200E\\u200F\\u2028-\\u202E\\u2066-\\u2069]|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';
const UNPRINTABLE = new RegExp(UNPRINTABLE_SOURCE);
const UNPRINTABLES = new RegExp(UNPRINTABLE_SOURCE, 'g');
const NAMED = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
function hasUnprintable(text) {
    return UNPRINTABLE.test(text);
}
/** Each unprintable character as an escape: \n, \t, \x1B, \u202E. */
function escapeUnprintable(text) {
    return text.replace(UNPRINTABLES, (char) => {
        const code = char.charCodeAt(0);
        return NAMED[char] ?? (code <= 0xff ? `\\x${hex(code, 2)}` : `\\u${hex(code, 4)}`);
    });
}
/** Each unprintable character as U+FFFD, one for one, so columns computed on the text still line up. */
function replaceUnprintable(text) {
    return text.replace(UNPRINTABLES, '\uFFFD');
}
function hex(code, digits) {
    return code.toString(16).toUpperCase().padStart(digits, '0');
}
/**
 * A parser's message with every quoted run cut to a few characters: an error in a file that should not
 * have been parsed (a credential file) must not copy the file into the report.
 */
function shortQuotes(message) {
    return message.replace(/"([^"]{25,})"/g, (_, quoted) => `"${quoted.slice(0, 20)}\u2026"`);
}
/** Columns a terminal gives the text: East Asian wide and fullwidth characters take two, combining marks none. */
function displayWidth(text) {
    // Below U+0300 every character takes one column but the soft hyphen (Cf): most text, read without a regex per character.
    let plain = true;
    for (let i = 0; i < text.length && plain; i++) {
        const unit = text.charCodeAt(i);
        plain = unit < 0x300 && unit !== 0xad;
    }
    if (plain)
        return text.length;
    let width = 0;
    for (const char of text) {
        const cp = char.codePointAt(0) ?? 0;
        if (/\p{Mn}|\p{Me}|\p{Cf}/u.test(char))
            continue;
        width += isWide(cp) ? 2 : 1;
    }
    return width;
}
function isWide(cp) {
    return ((cp >= 0x1100 && cp <= 0x115f) ||
        (cp >= 0x2e80 && cp <= 0xa4cf && cp !== 0x303f) ||
        (cp >= 0xac00 && cp <= 0xd7a3) ||
        (cp >= 0xf900 && cp <= 0xfaff) ||
        (cp >= 0xfe30 && cp <= 0xfe4f) ||
        (cp >= 0xff00 && cp <= 0xff60) ||
        (cp >= 0xffe0 && cp <= 0xffe6) ||
        (cp >= 0x1f300 && cp <= 0x1f64f) ||
        (cp >= 0x1f900 && cp <= 0x1f9ff) ||
        (cp >= 0x20000 && cp <= 0x3fffd));
}


/***/ }),

/***/ 7406:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ closest)
/* harmony export */ });
/* unused harmony export editDistance */
/**
 * "Did you mean \u2026?": the closest candidate within a small edit distance, if any. Inputs come from pull
 * requests, so the work is bounded: long strings get no suggestion, at most MAX_CANDIDATES candidates
 * are compared, and each comparison only fills the band of the distance table within the limit.
 */
/** Longer inputs are not typos of a name. */
const MAX_INPUT = 64;
/** Candidates compared at most (a 10,000-value enum is not searched for a typo). */
const MAX_CANDIDATES = 1_000;
function closest(input, candidates, maxDistance = 2) {
    if (input.length > MAX_INPUT)
        return undefined;
    let best;
    let bestDistance = maxDistance + 1;
    const lowered = input.toLowerCase();
    let compared = 0;
    for (const candidate of candidates) {
        if (++compared > MAX_CANDIDATES)
            break;
        if (candidate.length > MAX_INPUT + maxDistance)
            continue;
        const distance = candidate.toLowerCase() === lowered ? 0 : editDistance(input, candidate, bestDistance);
        if (distance < bestDistance) {
            best = candidate;
            bestDistance = distance;
        }
    }
    return best;
}
/** Rows of the distance table, reused by every comparison: a lint asks for thousands of them. */
let rows = [new Int32Array(0), new Int32Array(0), new Int32Array(0)];
/**
 * Levenshtein distance with adjacent transpositions, giving up at `limit`: only cells within `limit` of
 * the diagonal are computed, so a comparison costs length \u00d7 limit, and it allocates nothing.
 */
function editDistance(a, b, limit = Number.POSITIVE_INFINITY) {
    if (Math.abs(a.length - b.length) >= limit)
        return limit;
    const band = Number.isFinite(limit) ? limit : Math.max(a.length, b.length);
    const far = band + 1;
    if (rows[0].length < b.length + 1)
        rows = rows.map(() => new Int32Array(b.length + 1));
    let [previous2, previous, current] = rows;
    for (let j = 0; j <= b.length; j++)
        previous[j] = j <= band ? j : far;
    for (let i = 1; i <= a.length; i++) {
        current.fill(far, 0, b.length + 1);
        current[0] = i <= band ? i : far;
        let rowMin = current[0];
        const from = Math.max(1, i - band);
        const to = Math.min(b.length, i + band);
        const ca = a.charCodeAt(i - 1);
        for (let j = from; j <= to; j++) {
            const cb = b.charCodeAt(j - 1);
            let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca === cb ? 0 : 1));
            if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb)
                value = Math.min(value, previous2[j - 2] + 1);
            current[j] = value;
            if (value < rowMin)
                rowMin = value;
        }
        if (rowMin >= limit)
            return limit;
        const oldest = previous2;
        previous2 = previous;
        previous = current;
        current = oldest;
    }
    return Math.min(previous[b.length], Number.isFinite(limit) ? limit : previous[b.length]);
}


/***/ })

};

})
