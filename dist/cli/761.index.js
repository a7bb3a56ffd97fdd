// mcpdesc chunk 371e7a12952c2c68747073d26e50546671e08f5750730a82deb7081b6748b2e6
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 761;
__mcpdesc_chunk.ids = [761];
__mcpdesc_chunk.modules = {

/***/ 3761:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   lint: () => (/* binding */ lint)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _catalogue_open_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5037);
/* harmony import */ var _runner_config_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6314);
/* harmony import */ var _runner_defaults_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(1634);
/* harmony import */ var _runner_run_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6700);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7593);
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1654);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(577);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8780);
/* harmony import */ var _stdin_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(3528);
/** `mcpdesc lint`: the files named (or found) checked, and the report. */











async function lint(argv, io) {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_5__/* .parseCommand */ .R)('lint', argv, _commands_js__WEBPACK_IMPORTED_MODULE_6__/* .LINT_OPTIONS */ .ZK);
    const options = (0,_report_js__WEBPACK_IMPORTED_MODULE_8__/* .reportOptions */ .lt)(values);
    const jobs = values.jobs === undefined ? undefined : jobCount(values.jobs);
    const catalogue = await (0,_catalogue_open_js__WEBPACK_IMPORTED_MODULE_2__/* .openCatalogue */ .GP)();
    const config = (0,_runner_config_js__WEBPACK_IMPORTED_MODULE_3__.withRules)((0,_runner_config_js__WEBPACK_IMPORTED_MODULE_3__.withGlobs)(await (0,_runner_config_js__WEBPACK_IMPORTED_MODULE_3__.loadConfig)(values.config, io.cwd, catalogue, '--config'), values.include, values.exclude, {
        include: '--include',
        exclude: '--exclude',
    }), values.rule, catalogue);
    if (values['print-config'] !== undefined)
        return (await __webpack_require__.e(/* import() */ 352).then(__webpack_require__.bind(__webpack_require__, 352))).printConfig(config, values['print-config'], catalogue, io);
    const stream = streamArgument(positionals, values);
    if (stream !== undefined)
        return (0,_report_js__WEBPACK_IMPORTED_MODULE_8__/* .report */ .z8)([await (0,_stdin_js__WEBPACK_IMPORTED_MODULE_9__/* .lintStream */ .UX)(stream, values['stdin-filename'], io, { catalogue, config })], catalogue, options, io);
    const since = values['changed-since'];
    const only = since === undefined ? undefined : await changedSince(io.cwd, since);
    const { results, missing, empty } = await (0,_runner_run_js__WEBPACK_IMPORTED_MODULE_4__.lintPaths)(positionals.length > 0 ? positionals : ['.'], {
        root: io.cwd,
        config,
        catalogue,
        needs: (0,_report_js__WEBPACK_IMPORTED_MODULE_8__/* .needsOf */ .hN)(options),
        ...(only ? { only } : {}),
        ...(jobs ? { jobs } : {}),
    });
    if (missing.length > 0)
        throw new _common_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb(`no such file or directory: ${missing.join(', ')}.`);
    // A folder named on the command line that holds no candidate at all is a mistyped path, as in ESLint and Biome.
    if (positionals.length > 0 && empty.length > 0)
        throw new _common_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb(`no MCP files in ${empty.join(', ')}: no file there matches the include globs. Check the path, or the include globs (--include, .mcpdesc.yaml).`);
    return (0,_report_js__WEBPACK_IMPORTED_MODULE_8__/* .report */ .z8)(await afterLint(results, values.baseline, config, io), catalogue, options, io);
}
/**
 * What `lint` does once files are linted: names the `ignore:` entries of the configuration that
 * suppressed nothing, on stderr, so they can be removed, and applies the baseline (cli/baseline.ts).
 * Most runs have none: the baseline's code (and node:crypto, which it hashes with) loads only for one.
 */
async function afterLint(results, file, config, io) {
    const unused = (0,_runner_config_js__WEBPACK_IMPORTED_MODULE_3__.unusedIgnores)(config, results);
    if (unused.length > 0)
        io.stderr(`mcpdesc: ${unused.join(', ')} in the configuration suppressed nothing: remove ${unused.length === 1 ? 'it' : 'them'}, so ${unused.length === 1 ? 'it does' : 'they do'} not hide a new finding later.\n`);
    if (file === undefined && !(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, _runner_defaults_js__WEBPACK_IMPORTED_MODULE_10__/* .DEFAULT_BASELINE_FILE */ .vy)))
        return results;
    return (await __webpack_require__.e(/* import() */ 815).then(__webpack_require__.bind(__webpack_require__, 9196))).withBaseline(results, file, io);
}
/** Loaded only when asked for: git support would bring child_process into every start-up. */
async function changedSince(cwd, since) {
    const git = await __webpack_require__.e(/* import() */ 58).then(__webpack_require__.bind(__webpack_require__, 3058));
    try {
        return await git.changedSince(cwd, since);
    }
    catch (error) {
        if (error instanceof git.GitError)
            throw new _common_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb(error.message);
        throw error;
    }
}
/** The one stream (`-`, /dev/stdin) to lint instead of files, if any; it is linted alone. */
function streamArgument(positionals, values) {
    const streams = positionals.filter(_stdin_js__WEBPACK_IMPORTED_MODULE_9__/* .isStream */ .rL);
    if (streams.length === 0) {
        if (values['stdin-filename'] !== undefined)
            throw new _common_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb('--stdin-filename names standard input: use it with "-" (mcpdesc lint - --stdin-filename x.mcp.json).');
        return undefined;
    }
    if (positionals.length > 1)
        throw new _common_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb(`${streams[0]} reads one file from a stream; name no other path with it (got ${positionals.length} paths).`);
    if (values['changed-since'] !== undefined)
        throw new _common_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb(`--changed-since selects files on disk; it cannot be used with ${streams[0]}.`);
    return streams[0];
}
function jobCount(value) {
    const jobs = /^[1-9][0-9]{0,3}$/.test(value) ? Number(value) : NaN;
    if (!(jobs <= 1024))
        throw new _common_js__WEBPACK_IMPORTED_MODULE_7__/* .UsageError */ .eb(`--jobs must be a whole number of threads from 1 to 1024 (1 lints in the main thread alone), not ${JSON.stringify(value)}.`);
    return jobs;
}


/***/ }),

/***/ 3528:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ streamPath),
/* harmony export */   UX: () => (/* binding */ lintStream),
/* harmony export */   bv: () => (/* binding */ readStream),
/* harmony export */   rL: () => (/* binding */ isStream)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _runner_discover_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4299);
/* harmony import */ var _runner_read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9808);
/* harmony import */ var _runner_run_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6700);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(577);
/**
 * `mcpdesc lint -`: one file read from standard input (or a pipe named as /dev/stdin, /dev/fd/N), for
 * editors and lint-on-save. Such a name is a stream, not a file of the workspace: it is read as one,
 * under the same size limit, so it never meets the symlink checks meant for the files a pull request adds.
 */






/** Only names given on the command line count: a symlink in the tree pointing at /dev/stdin is still refused when read. */
const STANDARD_INPUT = /^(-|\/dev\/stdin|\/dev\/fd\/0|\/proc\/self\/fd\/0)$/;
const PIPE = /^(\/dev\/fd|\/proc\/self\/fd)\/[0-9]{1,9}$/;
function isStream(argument) {
    return STANDARD_INPUT.test(argument) || PIPE.test(argument);
}
/** Lints the one stream named; `name` (--stdin-filename) is the path it is reported under, which selects its format. */
async function lintStream(argument, name, io, options) {
    const path = name === undefined ? streamPath(argument) : (0,_runner_discover_js__WEBPACK_IMPORTED_MODULE_2__/* .displayPath */ .Gt)(io.cwd, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, name));
    return (0,_runner_run_js__WEBPACK_IMPORTED_MODULE_4__.lintRead)({ path, explicit: true }, await readStream(argument, io, options.config.limits.maxFileBytes), { ...options, root: io.cwd });
}
/** The path a stream is reported under when it is given no name. */
function streamPath(argument) {
    return argument === '-' ? '<stdin>' : argument;
}
/** What the stream holds, read under the file size limit and decoded as strict UTF-8. */
async function readStream(argument, io, maxBytes) {
    const stream = STANDARD_INPUT.test(argument) ? io.stdin : (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(argument);
    if (!stream)
        throw new _common_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb('standard input is not available to read from.');
    const bytes = await readAtMost(stream, maxBytes + 1).catch((error) => {
        throw new _common_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`cannot read ${argument} (${error.code ?? error.message}).`);
    });
    return (0,_runner_read_js__WEBPACK_IMPORTED_MODULE_3__/* .decodeRead */ .p)(bytes, maxBytes);
}
/** Up to `limit` bytes: a stream that goes on is not read to its end. */
async function readAtMost(stream, limit) {
    const chunks = [];
    let length = 0;
    for await (const chunk of stream) {
        chunks.push(chunk);
        length += chunk.length;
        if (length >= limit)
            break;
    }
    return Buffer.concat(chunks).subarray(0, limit);
}


/***/ })

};

})
