// mcpdesc chunk dd2db0c6f679ca428346c7013eb4ea3c6e104ca77e42b6e04cb675d91b23477b
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 9196;
__mcpdesc_chunk.ids = [9196,8566,6815];
__mcpdesc_chunk.modules = {

/***/ 5037:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GP: () => (/* binding */ openCatalogue),
/* harmony export */   d$: () => (/* binding */ prebuiltCatalogue),
/* harmony export */   vq: () => (/* binding */ catalogueOf)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/**
 * The catalogue as a run opens it. The bundles in dist/ carry it already read, as JSON beside them
 * (written by scripts/bundle.js from the same YAML): reading YAML would be most of the CLI's start-up,
 * and checking it needs every format's model (catalogue.ts), which this module, the one a bundle
 * loads, never imports.
 */



/** Built at run time, so the bundler leaves the file where it is instead of bundling it as an asset. */
const PREBUILT = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(__mcpdesc_import_meta_url)), 'catalogue.json');
/** The catalogue prebuilt beside this module, when running from a bundle. */
function prebuiltCatalogue() {
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(PREBUILT) ? catalogueOf(JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(PREBUILT, 'utf8'))) : undefined;
}
/** The package's own rules, which do not change while the process runs: callers that run many lints in one process (tests) read them once. */
let opened;
/** The catalogue: prebuilt when running from a bundle, else the package's rules/*.yaml. */
function openCatalogue() {
    opened ??= (async () => prebuiltCatalogue() ?? (await Promise.all(/* import() */[__webpack_require__.e(9586), __webpack_require__.e(9490), __webpack_require__.e(6084)]).then(__webpack_require__.bind(__webpack_require__, 6084))).loadCatalogue())();
    return opened;
}
function catalogueOf(rules) {
    const byId = new Map(rules.map((r) => [r.id, r]));
    if (byId.size !== rules.length)
        throw new Error('rules/*.yaml: a rule id appears twice');
    return { rules, get: (id) => byId.get(id) };
}


/***/ }),

/***/ 9196:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  baseline: () => (/* binding */ baseline),
  withBaseline: () => (/* binding */ withBaseline)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/catalogue/open.ts
var catalogue_open = __webpack_require__(5037);
// EXTERNAL MODULE: ./src/engine/outcome.ts
var outcome = __webpack_require__(938);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/runner/defaults.ts
var defaults = __webpack_require__(1634);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/runner/read.ts
var runner_read = __webpack_require__(9808);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
;// CONCATENATED MODULE: ./src/runner/baseline.ts
/**
 * The baseline (`.mcpdesc-baseline.json`): the findings a repository already had when it adopted
 * mcpdesc, so that a required check fails only on new ones. An entry is a rule, a file, a fingerprint
 * and how many findings share them. The fingerprint hashes the finding's rule, JSON Pointer (array
 * indexes left out) and message, not its line: lines added above a finding, or an item inserted before
 * it in a list, do not make it new. All is pure but `loadBaseline`.
 */







const VERSION = 1;
class BaselineError extends Error {
}
/** What stays stable about a finding when lines move: its rule, its place in the document but for array indexes, and its message. */
function baselineFingerprint(finding) {
    const place = finding.pointer
        .split('/')
        .map((segment) => (/^[0-9]+$/.test(segment) ? '*' : segment))
        .join('/');
    return (0,external_node_crypto_.createHash)('sha256').update(`${finding.ruleId}\u0000${place}\u0000${finding.message}`).digest('hex').slice(0, 16);
}
const keyOf = (rule, file, fingerprint) => `${file}\u0000${rule}\u0000${fingerprint}`;
/** The baseline of every finding reported (suppressed ones are accepted already). */
function buildBaseline(results) {
    const counts = new Map();
    for (const finding of results.flatMap((r) => r.findings)) {
        const fingerprint = baselineFingerprint(finding);
        const key = keyOf(finding.ruleId, finding.path, fingerprint);
        const entry = counts.get(key);
        if (entry)
            entry.count++;
        else
            counts.set(key, { rule: finding.ruleId, file: finding.path, fingerprint, count: 1 });
    }
    return { entries: sorted([...counts.values()]) };
}
function formatBaseline(baseline) {
    return `${JSON.stringify({ version: VERSION, findings: baseline.entries }, null, 2)}\n`;
}
/** A baseline is a list of findings; one larger than this is a mistake or an attack. */
const MAX_BASELINE_BYTES = 32 * 1024 * 1024;
/**
 * Reads the baseline `file` (named by `option` in errors, which must exist) or, when none is named,
 * `.mcpdesc-baseline.json` in `cwd` if there is one; undefined when there is none. Read under the policy
 * linted files are read under: it comes from the pull request too.
 */
function loadBaseline(file, cwd, option) {
    const text = readBaselineText(file, cwd, option);
    return text === undefined ? undefined : parseBaseline(text, file ?? defaults/* DEFAULT_BASELINE_FILE */.vy);
}
/** The baseline file's text (see loadBaseline), or undefined when none is named and there is none. */
function readBaselineText(file, cwd, option) {
    const name = file ?? defaults/* DEFAULT_BASELINE_FILE */.vy;
    const path = (0,external_node_path_.resolve)(cwd, name);
    if (!(0,external_node_fs_.existsSync)(path)) {
        if (file === undefined)
            return undefined;
        throw new BaselineError(`${option}: there is no ${name}. Write one with "mcpdesc baseline", or check the path.`);
    }
    const read = (0,runner_read/* readDescriptor */.qq)(path, cwd, MAX_BASELINE_BYTES);
    if (!read.ok)
        throw new BaselineError(`cannot read the baseline ${name} (${read.message.replace(/\.$/, '')}). Check the ${option} path.`);
    return read.text;
}
/** Reads a baseline file's text strictly; `source` names it in errors. */
function parseBaseline(text, source) {
    let raw;
    try {
        raw = JSON.parse(text);
    }
    catch (error) {
        throw new BaselineError(`${source}: not valid JSON (${error.message}). Write it again with "mcpdesc baseline".`);
    }
    if (!(0,json/* isObject */.Gv)(raw) || raw.version !== VERSION || !Array.isArray(raw.findings))
        throw new BaselineError(`${source}: not an mcpdesc baseline (expected {"version": 1, "findings": [...]}). Write it again with "mcpdesc baseline".`);
    const entries = raw.findings.map((entry, index) => {
        const ok = (0,json/* isObject */.Gv)(entry) &&
            typeof entry.rule === 'string' &&
            typeof entry.file === 'string' &&
            typeof entry.fingerprint === 'string' &&
            Number.isInteger(entry.count) &&
            entry.count > 0;
        if (!ok)
            throw new BaselineError(`${source}: findings[${index}] must be {"rule", "file", "fingerprint", "count" (a whole number from 1)}, not ${(0,json/* shown */.SP)(entry)}. Write it again with "mcpdesc baseline".`);
        return { rule: entry.rule, file: entry.file, fingerprint: entry.fingerprint, count: entry.count };
    });
    return { entries };
}
/**
 * Findings the baseline holds are suppressed (kind `external`), up to each entry's count, in report
 * order; any beyond it are new. Entries of files that were not checked (a `--changed-since` run) are not stale.
 */
function applyBaseline(results, baseline, source) {
    const left = new Map();
    for (const entry of baseline.entries) {
        const key = keyOf(entry.rule, entry.file, entry.fingerprint);
        const known = left.get(key);
        left.set(key, { ...entry, count: entry.count + (known?.count ?? 0) });
    }
    const justification = `in the baseline (${source}): accepted when mcpdesc was adopted`;
    const updated = results.map((result) => {
        const findings = [];
        const suppressed = [...(result.suppressed ?? [])];
        for (const finding of result.findings) {
            const entry = left.get(keyOf(finding.ruleId, finding.path, baselineFingerprint(finding)));
            if (entry && entry.count > 0) {
                entry.count--;
                suppressed.push({ ...finding, suppression: { kind: 'external', justification } });
            }
            else {
                findings.push(finding);
            }
        }
        return { ...result, findings, ...(suppressed.length > 0 ? { suppressed } : {}) };
    });
    const checked = new Set(results.filter((r) => r.skipped === undefined).map((r) => r.path));
    const stale = sorted([...left.values()].filter((e) => e.count > 0 && checked.has(e.file)));
    return { results: updated, stale };
}
/** The entries `head` has beyond `base` (counts beyond base's): what a change to the baseline would newly accept. */
function baselineAdded(head, base) {
    const had = new Map();
    for (const entry of base?.entries ?? []) {
        const key = keyOf(entry.rule, entry.file, entry.fingerprint);
        had.set(key, (had.get(key) ?? 0) + entry.count);
    }
    return less(head.entries, had);
}
/** The baseline without its stale entries (`mcpdesc baseline --update`): it never gains new findings. */
function pruneBaseline(baseline, stale) {
    return less(baseline.entries, new Map(stale.map((e) => [keyOf(e.rule, e.file, e.fingerprint), e.count])));
}
/** What is left of `entries` once the counts `taken` holds by key are taken from them, each count taken once. */
function less(entries, taken) {
    const left = [];
    for (const entry of entries) {
        const key = keyOf(entry.rule, entry.file, entry.fingerprint);
        const spent = Math.min(taken.get(key) ?? 0, entry.count);
        taken.set(key, (taken.get(key) ?? 0) - spent);
        if (entry.count > spent)
            left.push({ ...entry, count: entry.count - spent });
    }
    return { entries: sorted(left) };
}
/** What a run says about stale entries, so the baseline shrinks as findings are fixed. */
function staleMessage(stale, source) {
    const count = stale.reduce((n, e) => n + e.count, 0);
    const files = [...new Set(stale.map((e) => e.file))];
    const shownFiles = files.slice(0, 5).join(', ') + (files.length > 5 ? ` and ${files.length - 5} more` : '');
    return `${count} ${count === 1 ? 'finding' : 'findings'} in ${source} ${count === 1 ? 'is' : 'are'} fixed (${shownFiles}): run "mcpdesc baseline --update" to remove ${count === 1 ? 'it' : 'them'}, so ${count === 1 ? 'it does' : 'they do'} not hide a new finding later.`;
}
function sorted(entries) {
    return entries.sort((a, b) => cmp(a.file, b.file) || cmp(a.rule, b.rule) || cmp(a.fingerprint, b.fingerprint));
}
function cmp(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}

// EXTERNAL MODULE: ./src/runner/run.ts + 7 modules
var run = __webpack_require__(3515);
// EXTERNAL MODULE: ./src/util/write-file-atomic.ts
var write_file_atomic = __webpack_require__(8566);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/commands.ts
var commands = __webpack_require__(1654);
// EXTERNAL MODULE: ./src/cli/common.ts
var common = __webpack_require__(577);
// EXTERNAL MODULE: ./src/cli/project.ts + 1 modules
var project = __webpack_require__(1907);
;// CONCATENATED MODULE: ./src/cli/baseline.ts
/**
 * `mcpdesc baseline [paths]`: writes `.mcpdesc-baseline.json` with the findings the repository has now,
 * so `lint` fails only on new ones; `--update` only removes the entries that were fixed. `withBaseline`
 * is what `lint` does with a baseline present (or named with --baseline).
 */










async function baseline(argv, io) {
    const { values, positionals } = (0,args/* parseCommand */.R)('baseline', argv, commands/* BASELINE_OPTIONS */.$w);
    const catalogue = await (0,catalogue_open/* openCatalogue */.GP)();
    const { root, config, paths } = await (0,project/* openProject */.U)(io, values, positionals, catalogue);
    const { results, missing } = await (0,run.lintPaths)(paths, { root, config, catalogue });
    if (missing.length > 0)
        throw new common/* UsageError */.eb(`no such file or directory: ${missing.join(', ')}.`);
    if ((0,outcome/* hasInternalError */.em)(results)) {
        io.stderr('mcpdesc: some checks did not run (mcpdesc.internal findings), so no baseline was written: run "mcpdesc lint" to see them.\n');
        return common/* EXIT */.dc.error;
    }
    const file = values.baseline ?? defaults/* DEFAULT_BASELINE_FILE */.vy;
    const path = (0,external_node_path_.resolve)(values.baseline === undefined ? root : io.cwd, file);
    let written;
    if (values.update) {
        const old = readBaseline(values.baseline, values.baseline === undefined ? root : io.cwd);
        if (!old)
            throw new common/* UsageError */.eb(`--update: there is no ${file} to update. Write one with "mcpdesc baseline".`);
        const { results: after, stale } = applyBaseline(results, old, file);
        written = pruneBaseline(old, stale);
        const removed = stale.reduce((n, e) => n + e.count, 0);
        const fresh = after.reduce((n, r) => n + r.findings.length, 0);
        io.stdout(`Updated ${file}: removed ${plural(removed, 'fixed finding')}, ${plural(total(written), 'finding')} left.${fresh > 0 ? ` ${plural(fresh, 'finding')} not in it ${fresh === 1 ? 'is' : 'are'} still reported by lint (run "mcpdesc baseline" to accept them all).` : ''}\n`);
    }
    else {
        written = buildBaseline(results);
        const files = new Set(written.entries.map((e) => e.file)).size;
        io.stdout(`Wrote ${file}: ${plural(total(written), 'finding')} in ${plural(files, 'file')}. Commit it: lint now fails only on findings not in it.\n`);
    }
    await (0,write_file_atomic.writeFileAtomic)(path, formatBaseline(written)).catch((error) => {
        throw new common/* UsageError */.eb(`cannot write ${path} (${error.code ?? error.message}). Choose a writable path with --baseline.`);
    });
    return common/* EXIT */.dc.ok;
}
/**
 * `lint`'s use of a baseline: `file` (from --baseline, relative to the working folder) or, when none is
 * named, `.mcpdesc-baseline.json` in the project's root if there is one. Findings it holds become
 * suppressed; fixed entries are reported on stderr.
 */
function withBaseline(results, file, io, root) {
    const known = readBaseline(file, file === undefined ? root : io.cwd);
    if (!known)
        return results;
    const name = file ?? defaults/* DEFAULT_BASELINE_FILE */.vy;
    const { results: baselined, stale } = applyBaseline(results, known, name);
    if (stale.length > 0)
        io.stderr(`mcpdesc: ${staleMessage(stale, name)}\n`);
    return baselined;
}
function readBaseline(file, cwd) {
    try {
        return loadBaseline(file, cwd, '--baseline');
    }
    catch (error) {
        if (error instanceof BaselineError)
            throw new common/* UsageError */.eb(error.message);
        throw error;
    }
}
function total(baseline) {
    return baseline.entries.reduce((n, e) => n + e.count, 0);
}
function plural(count, noun) {
    return `${count} ${noun}${count === 1 ? '' : 's'}`;
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

/***/ 938:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A1: () => (/* binding */ isFailOn),
/* harmony export */   GB: () => (/* binding */ reachesFailLevel),
/* harmony export */   d$: () => (/* binding */ FAIL_ON),
/* harmony export */   em: () => (/* binding */ hasInternalError)
/* harmony export */ });
/* harmony import */ var _finding_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3628);
/* harmony import */ var _session_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(742);
/** Whether a run passes: shared by the CLI's exit code and the action's status. */


const FAIL_ON = ['error', 'warning', 'note', 'never'];
const RANK = { error: 0, warning: 1, note: 2 };
function isFailOn(value) {
    return FAIL_ON.includes(value);
}
/** True when some finding reaches the fail-on level, kept or left out of the report (FileResult.omitted). */
function reachesFailLevel(results, failOn) {
    if (failOn === 'never')
        return false;
    const levels = _finding_js__WEBPACK_IMPORTED_MODULE_1__/* .LEVELS */ .A_.filter((level) => RANK[level] <= RANK[failOn]);
    return results.some((r) => r.findings.some((f) => RANK[f.level] <= RANK[failOn]) || levels.some((level) => (r.omitted?.[level] ?? 0) > 0));
}
/** An internal error means some check did not run: never a success, whatever fail-on says. */
function hasInternalError(results) {
    return results.some((r) => r.findings.some((f) => f.ruleId === _session_js__WEBPACK_IMPORTED_MODULE_0__/* .INTERNAL_RULE */ .lH));
}


/***/ }),

/***/ 8566:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   writeFileAtomic: () => (/* binding */ writeFileAtomic)
/* harmony export */ });
/* unused harmony export OutputRefused */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);



/** Why a report cannot go to `path` (a user's mistake, said in the message), as opposed to an I/O failure. */
class OutputRefused extends Error {
}
/**
 * Writes a report. A regular file (or a new one) is written via a temporary file and a rename, so
 * readers never see a truncated report. A pipe or a terminal (`--output /dev/stdout`) is written to in
 * place, never replaced. A symlink, a folder, a socket or a read-only file is refused, never replaced.
 * The content may come in pieces (a large report), written one after another.
 */
async function writeFileAtomic(path, content) {
    const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path).catch(() => undefined);
    if (stats?.isFIFO() || stats?.isCharacterDevice()) {
        await writeAll(path, content, 0o666);
        return;
    }
    if (stats?.isSymbolicLink())
        throw new OutputRefused('it is a symlink, which mcpdesc does not replace or write through; name the file itself');
    if (stats && !stats.isFile())
        throw new OutputRefused('it is not a regular file (a folder, socket or device)');
    // By its mode, not access(): root may write anything, and would replace a read-only report without a word.
    if (stats && (stats.mode & 0o222) === 0)
        throw new OutputRefused('it is read-only; make it writable or choose another path');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), { recursive: true });
    const temporary = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(path)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.tmp`);
    try {
        await writeAll(temporary, content, 0o644);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temporary, path);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temporary, { force: true });
        throw error;
    }
}
async function writeAll(path, content, mode) {
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, 'w', mode);
    try {
        for (const piece of typeof content === 'string' ? [content] : content)
            await file.writeFile(piece, 'utf8');
    }
    finally {
        await file.close();
    }
}


/***/ })

};

})
