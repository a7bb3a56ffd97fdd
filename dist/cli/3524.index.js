// mcpdesc chunk 3de0423df5f5478429c39ada7120969cc1f77cc6e8ee3efb65372a18d831b3b3
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 3524;
__mcpdesc_chunk.ids = [3524];
__mcpdesc_chunk.modules = {

/***/ 3524:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lint: () => (/* binding */ lint)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/catalogue/open.ts
var catalogue_open = __webpack_require__(5037);
// EXTERNAL MODULE: ./src/runner/config.ts + 1 modules
var runner_config = __webpack_require__(6314);
// EXTERNAL MODULE: ./src/runner/defaults.ts
var defaults = __webpack_require__(1634);
// EXTERNAL MODULE: ./src/report/summary-counts.ts
var summary_counts = __webpack_require__(4975);
// EXTERNAL MODULE: ./src/engine/session.ts + 8 modules
var session = __webpack_require__(742);
;// CONCATENATED MODULE: ./src/runner/by-change.ts

function touchesChange(finding, changed) {
    return changed.has(finding.path) || (finding.related ?? []).some((place) => changed.has(place.path));
}
/** An internal error belongs to every run: a check that did not run is never an old finding. */
function belongs(finding, changed) {
    return finding.ruleId === session/* INTERNAL_RULE */.lH || touchesChange(finding, changed);
}
function byChange(results, changed, dependents = new Map()) {
    const old = [];
    let unchangedFiles = 0;
    let dependentFiles = 0;
    const judged = results.map((result) => {
        if (changed.has(result.path))
            return result;
        if (dependents.has(result.path)) {
            if (result.skipped === undefined)
                dependentFiles++;
            return result;
        }
        if (result.skipped === undefined)
            unchangedFiles++;
        const findings = [];
        for (const finding of result.findings)
            (belongs(finding, changed) ? findings : old).push(finding);
        const suppressed = (result.suppressed ?? []).filter((finding) => belongs(finding, changed));
        const { suppressed: _, ...rest } = result;
        return { ...rest, findings, ...(suppressed.length > 0 ? { suppressed } : {}) };
    });
    return { judged, old, unchangedFiles, dependentFiles };
}

// EXTERNAL MODULE: ./src/runner/run.ts + 7 modules
var run = __webpack_require__(3515);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/commands.ts
var commands = __webpack_require__(1654);
// EXTERNAL MODULE: ./src/cli/common.ts
var common = __webpack_require__(577);
// EXTERNAL MODULE: ./src/cli/project.ts + 1 modules
var cli_project = __webpack_require__(1907);
// EXTERNAL MODULE: ./src/cli/report.ts + 2 modules
var report = __webpack_require__(8780);
// EXTERNAL MODULE: ./src/cli/stdin.ts
var stdin = __webpack_require__(3528);
;// CONCATENATED MODULE: ./src/cli/lint.ts
/** `mcpdesc lint`: the files named (or found) checked, and the report. */














async function lint(argv, io) {
    const { values, positionals } = (0,args/* parseCommand */.R)('lint', argv, commands/* LINT_OPTIONS */.ZK);
    const options = (0,report/* reportOptions */.lt)(values);
    const jobs = values.jobs === undefined ? undefined : jobCount(values.jobs);
    const catalogue = await (0,catalogue_open/* openCatalogue */.GP)();
    const project = await (0,cli_project/* openProject */.U)(io, values, positionals, catalogue);
    const { root } = project;
    const config = (0,runner_config.withRules)(project.config, values.rule, catalogue);
    if (values['print-config'] !== undefined)
        return (await __webpack_require__.e(/* import() */ 352).then(__webpack_require__.bind(__webpack_require__, 352))).printConfig(project, config, values['print-config'], catalogue, io);
    const stream = streamArgument(positionals, values);
    const fixing = values.fix || values['fix-dry-run'];
    if (values.fix && values['fix-dry-run'])
        throw new common/* UsageError */.eb('--fix writes the fixes and --fix-dry-run only lists them: choose one.');
    if (fixing && stream !== undefined)
        throw new common/* UsageError */.eb(`--fix and --fix-dry-run change files on disk; they cannot fix ${stream}. Name the file instead.`);
    if (stream !== undefined)
        return (0,report/* report */.z8)([await (0,stdin/* lintStream */.UX)(stream, values['stdin-filename'], io, { catalogue, config })], catalogue, options, io);
    const since = values['changed-since'];
    const only = since === undefined ? undefined : await changedSince(root, since);
    const lintAll = () => (0,run.lintPaths)(project.paths, {
        root,
        config,
        catalogue,
        needs: (0,report/* needsOf */.hN)(options),
        ...(only ? { only } : {}),
        ...(jobs ? { jobs } : {}),
    });
    const { results: first, missing, empty, dependents } = await lintAll();
    if (missing.length > 0)
        throw new common/* UsageError */.eb(`no such file or directory: ${missing.join(', ')}.`);
    // A folder named on the command line that holds no candidate at all is a mistyped path, as in ESLint and Biome.
    if (positionals.length > 0 && empty.length > 0)
        throw new common/* UsageError */.eb(`no MCP files in ${empty.join(', ')}: no file there matches the include globs. Check the path, or the include globs (--include, .mcpdesc.yaml).`);
    const results = fixing ? await (await __webpack_require__.e(/* import() */ 1933).then(__webpack_require__.bind(__webpack_require__, 1933))).fixFiles(first, async () => (await lintAll()).results, { root, dryRun: !values.fix, io }) : first;
    const checked = await afterLint(results, values.baseline, config, io, root, only === undefined && project.paths.length === 1 && project.paths[0] === '.');
    if (!only)
        return (0,report/* report */.z8)(checked, catalogue, options, io, { root });
    // Judged by what changed, as the action judges a pull request; SARIF keeps the old findings for code scanning.
    const { judged, old } = byChange(checked, only, dependents?.on);
    if (dependents?.note)
        io.stderr(`mcpdesc: ${dependents.note}\n`);
    if (old.length > 0)
        io.stderr(`mcpdesc: ${(0,summary_counts/* oldMessage */.py)(old.length)}\n`);
    return (0,report/* report */.z8)(judged, catalogue, options, io, { root, uploaded: checked });
}
/**
 * What `lint` does once files are linted: names the `ignore:` entries of the configuration that
 * suppressed nothing or, in a run over the whole project, match no file, on stderr, so they can be removed, and applies the baseline (cli/baseline.ts).
 * Most runs have none: the baseline's code (and node:crypto, which it hashes with) loads only for one.
 */
async function afterLint(results, file, config, io, root, whole) {
    const unused = (0,runner_config.unusedIgnores)(config, results, whole);
    const say = (entries, why, whyMany) => {
        if (entries.length > 0)
            io.stderr(`mcpdesc: ${entries.join(', ')} in the configuration ${entries.length === 1 ? why : whyMany}: remove ${entries.length === 1 ? 'it' : 'them'}, so ${entries.length === 1 ? 'it does' : 'they do'} not hide a new finding later.\n`);
    };
    say(unused.filter((u) => !u.matchesNothing).map((u) => u.entry), 'suppressed nothing', 'suppressed nothing');
    // A glob that matches nothing is a typo or a file since removed or renamed.
    say(unused.filter((u) => u.matchesNothing).map((u) => u.entry), 'matches no file checked', 'match no file checked');
    if (file === undefined && !(0,external_node_fs_.existsSync)((0,external_node_path_.resolve)(root, defaults/* DEFAULT_BASELINE_FILE */.vy)))
        return results;
    return (await __webpack_require__.e(/* import() */ 6815).then(__webpack_require__.bind(__webpack_require__, 9196))).withBaseline(results, file, io, root);
}
/** Loaded only when asked for: git support would bring child_process into every start-up. */
async function changedSince(cwd, since) {
    const git = await __webpack_require__.e(/* import() */ 3058).then(__webpack_require__.bind(__webpack_require__, 3058));
    try {
        return await git.changedSince(cwd, since);
    }
    catch (error) {
        if (error instanceof git.GitError)
            throw new common/* UsageError */.eb(error.message);
        throw error;
    }
}
/** The one stream (`-`, /dev/stdin) to lint instead of files, if any; it is linted alone. */
function streamArgument(positionals, values) {
    const streams = positionals.filter(stdin/* isStream */.rL);
    if (streams.length === 0) {
        if (values['stdin-filename'] !== undefined)
            throw new common/* UsageError */.eb('--stdin-filename names standard input: use it with "-" (mcpdesc lint - --stdin-filename x.mcp.json).');
        return undefined;
    }
    if (positionals.length > 1)
        throw new common/* UsageError */.eb(`${streams[0]} reads one file from a stream; name no other path with it (got ${positionals.length} paths).`);
    if (values['changed-since'] !== undefined)
        throw new common/* UsageError */.eb(`--changed-since selects files on disk; it cannot be used with ${streams[0]}.`);
    return streams[0];
}
function jobCount(value) {
    const jobs = /^[1-9][0-9]{0,3}$/.test(value) ? Number(value) : NaN;
    if (!(jobs <= 1024))
        throw new common/* UsageError */.eb(`--jobs must be a whole number of threads from 1 to 1024 (1 lints in the main thread alone), not ${JSON.stringify(value)}.`);
    return jobs;
}


/***/ }),

/***/ 1907:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  U: () => (/* binding */ openProject)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/runner/config.ts + 1 modules
var runner_config = __webpack_require__(6314);
;// CONCATENATED MODULE: ./src/runner/project.ts
/**
 * Where a run started from any folder takes its configuration and its root: the first folder from the
 * working directory up to the repository root that holds `.mcpdesc.yaml` (or `.mcpdesc.yml`), as
 * ESLint's flat config and Biome look for theirs. That folder is the run's root: paths, globs and
 * path-based formats (`.vscode/mcp.json`) are read relative to it, so a run from a subfolder reports
 * what a run from the root reports. Without a configuration the root is the repository's (the nearest
 * folder with `.git`), or the working directory outside a repository. The search never goes above the
 * repository, so a file in a home folder is never taken for a project's configuration.
 */


function locateProject(cwd) {
    const repository = repositoryOf(cwd);
    for (let dir = cwd;; dir = (0,external_node_path_.dirname)(dir)) {
        const config = (0,runner_config.configIn)(dir);
        if (config)
            return { root: dir, config };
        if (repository === undefined || dir === repository || (0,external_node_path_.dirname)(dir) === dir)
            return { root: repository ?? cwd };
    }
}
/** The nearest folder at or above `cwd` with a `.git` entry (a folder, or a file in a worktree). */
function repositoryOf(cwd) {
    for (let dir = cwd;; dir = (0,external_node_path_.dirname)(dir)) {
        if ((0,runner_config.exists)((0,external_node_path_.join)(dir, '.git')))
            return dir;
        if ((0,external_node_path_.dirname)(dir) === dir)
            return undefined;
    }
}

;// CONCATENATED MODULE: ./src/cli/project.ts
/**
 * What `lint` and `baseline` read before linting, wherever they are run from: the project's root and
 * configuration (runner/project.ts), and the paths named on the command line (relative to the working
 * directory, as a shell user means them) made relative to that root. Paths that all lie outside the working
 * directory's project, in one other repository or configured project (`mcpdesc lint ~/src/other-server`) or
 * in one named folder that belongs to none (an unpacked archive), are that project's run: its root and
 * configuration, as a run from inside it; otherwise every path would begin with `..`, and the workspace, which
 * never reads above its root, could not follow a tool module to the server it registers on.
 */




async function openProject(io, values, positionals, catalogue) {
    const named = positionals.length > 0 ? positionals : ['.'];
    const { root, config: found } = projectOf(io.cwd, named);
    const configFile = values.config === undefined ? found : (0,external_node_path_.resolve)(io.cwd, values.config);
    // A --config path is the user's, relative to where they typed it; the found one is the root's own.
    const loaded = values.config === undefined ? await (0,runner_config.loadConfig)(undefined, root, catalogue, '--config') : await (0,runner_config.loadConfig)(values.config, io.cwd, catalogue, '--config');
    const config = (0,runner_config.withGlobs)(loaded, values.include, values.exclude, { include: '--include', exclude: '--exclude' });
    // Run from the root, paths stay as typed, so messages about them quote the user's own words.
    const paths = root === io.cwd ? [...named] : named.map((path) => fromRoot(root, (0,external_node_path_.resolve)(io.cwd, path)));
    return { root, config, paths, ...(configFile ? { configFile } : {}) };
}
function fromRoot(root, absolute) {
    return (0,external_node_path_.relative)(root, absolute).split(external_node_path_.sep).join('/') || '.';
}
/** The working directory's project, or the one other project every named path lies in (see the header). */
function projectOf(cwd, named) {
    const here = locateProject(cwd);
    const absolutes = named.map((path) => (0,external_node_path_.resolve)(cwd, path));
    if (!absolutes.every((absolute) => outside(here.root, absolute)))
        return here;
    const theirs = absolutes.map((absolute) => folderOf(absolute));
    if (theirs.some((folder) => folder === undefined))
        return here;
    const projects = theirs.map((folder) => locateProject(folder));
    const [first] = projects;
    // A loose file outside any project stays the working directory's: its report places it from there. A folder
    // outside any project (an unpacked archive) is its own root, or its sources could not reach their neighbours.
    const loose = first !== undefined && first.config === undefined && !(0,external_node_fs_.existsSync)((0,external_node_path_.join)(first.root, '.git'));
    if (first === undefined || (loose && theirs[0] !== absolutes[0]))
        return here;
    return projects.every((p) => p.root === first.root && p.config === first.config) ? first : here;
}
function outside(root, absolute) {
    const rel = (0,external_node_path_.relative)(root, absolute);
    return rel === '..' || rel.startsWith(`..${external_node_path_.sep}`) || (0,external_node_path_.isAbsolute)(rel);
}
/** The folder a named path is or lies in; undefined for a path that does not exist (reported as missing). */
function folderOf(absolute) {
    try {
        return (0,external_node_fs_.statSync)(absolute).isDirectory() ? absolute : (0,external_node_path_.dirname)(absolute);
    }
    catch {
        return undefined;
    }
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
/* harmony import */ var _runner_run_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3515);
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
    return (0,_runner_read_js__WEBPACK_IMPORTED_MODULE_3__/* .decodeRead */ .pp)(bytes, maxBytes);
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
