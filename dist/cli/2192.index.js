// mcpdesc chunk 16c6baa1ecdeeaa7a634d023c23be5d0aa6bbf87601004295368c2304c1553da
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 2192;
__mcpdesc_chunk.ids = [2192];
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

/***/ 7540:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Qx: () => (/* binding */ packageReportContext)
});

// UNUSED EXPORTS: REPOSITORY_URL, packageDocsRef, ruleDocUrl

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/catalogue/package-root.ts
var package_root = __webpack_require__(5726);
;// CONCATENATED MODULE: ./src/catalogue/release.ts
/**
 * What a release is, decided in one place: a version X.Y.Z is released when CHANGELOG.md has a dated
 * section for it ("## [X.Y.Z] - YYYY-MM-DD"). The release workflow (scripts/release.ts) refuses to tag
 * a version without one, so a build whose version has such a section is one the tag vX.Y.Z points at,
 * and its reports link to that tag's docs; any other build links to main.
 */
/** A release tag as the release workflow accepts it: vX.Y.Z, no pre-release or build suffix. */
const TAG = /^v(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})$/;
function parseReleaseTag(tag) {
    const match = TAG.exec(tag);
    if (!match)
        throw new Error(`${JSON.stringify(tag)} is not a release tag: release tags are vX.Y.Z (for example v1.2.3), with no suffix.`);
    return { tag, version: tag.slice(1), majorTag: `v${match[1]}` };
}
/**
 * The body of the CHANGELOG section "## [version] - date", without its heading, up to the next "## "
 * heading; undefined when there is no dated section for the version.
 */
function changelogSection(changelog, version) {
    const lines = changelog.split(/\r?\n/);
    const heading = `## [${version}] - `;
    const start = lines.findIndex((line) => line.startsWith(heading) && /^\d{4}-\d{2}-\d{2}$/.test(line.slice(heading.length).trim()));
    if (start === -1)
        return undefined;
    const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
    // Link references ("[1.2.3]: https://...") at the end of the file belong to no section.
    const body = lines.slice(start + 1, end === -1 ? undefined : end).filter((line) => !/^\[[^\]]+\]: /.test(line));
    return body.join('\n').trim();
}
/** The git ref whose docs describe a build of `version`: its release tag, or main when it is not released. */
function docsRef(version, changelog) {
    return changelog !== undefined && TAG.test(`v${version}`) && changelogSection(changelog, version) !== undefined ? `v${version}` : 'main';
}

;// CONCATENATED MODULE: ./src/catalogue/report-context.ts




const REPOSITORY_URL = 'https://github.com/mcpdesc/mcpdesc';
/** Where a rule's generated page is published at a git ref (a release tag, or main). */
function ruleDocUrl(ruleId, ref) {
    return `${REPOSITORY_URL}/blob/${ref}/docs/rules/${ruleId}.md`;
}
/** The ref whose docs describe the installed package: its release tag when CHANGELOG.md says it is released (see release.ts). */
function packageDocsRef() {
    let changelog;
    try {
        changelog = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)((0,package_root/* packageRoot */.Z)(), 'CHANGELOG.md'), 'utf8');
    }
    catch {
        changelog = undefined;
    }
    return docsRef((0,package_root/* packageVersion */.T)(), changelog);
}
/** Reporter context backed by the installed package: its version and its generated rule pages. */
function packageReportContext(catalogue) {
    const toolVersion = (0,package_root/* packageVersion */.T)();
    // CHANGELOG.md is read for the first link a report prints: a clean run's text report prints none.
    let ref;
    const pages = new Map();
    return {
        toolVersion,
        catalogue,
        ruleHelpUri: (ruleId) => ruleDocUrl(ruleId, (ref ??= packageDocsRef())),
        ruleHelpMarkdown(ruleId) {
            if (!pages.has(ruleId)) {
                let page;
                try {
                    page = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)((0,package_root/* packageRoot */.Z)(), 'docs', 'rules', `${ruleId}.md`), 'utf8');
                }
                catch {
                    page = undefined;
                }
                pages.set(ruleId, page);
            }
            return pages.get(ruleId);
        },
    };
}


/***/ }),

/***/ 8780:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  I$: () => (/* binding */ exitCode),
  hN: () => (/* binding */ needsOf),
  z8: () => (/* binding */ report),
  lt: () => (/* binding */ reportOptions)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./src/catalogue/report-context.ts + 1 modules
var report_context = __webpack_require__(7540);
// EXTERNAL MODULE: ./src/engine/finding.ts
var finding = __webpack_require__(3628);
// EXTERNAL MODULE: ./src/engine/session.ts + 8 modules
var session = __webpack_require__(742);
// EXTERNAL MODULE: ./src/engine/outcome.ts
var outcome = __webpack_require__(938);
// EXTERNAL MODULE: ./src/report/left-out.ts
var left_out = __webpack_require__(7216);
;// CONCATENATED MODULE: ./src/report/json.ts
/** The JSON format: a stable, documented shape for scripts (see README). */


const DESCRIPTOR = 'mcpdesc-descriptor';
/**
 * Findings per piece of `jsonChunks`: a run's report is written a piece at a time, never held whole. A
 * piece stays under V8's 128 KiB large-object size (about 700 bytes a finding at most in common runs),
 * so it dies young: pieces of 2,000 findings went to large-object space, where only a full collection
 * frees them, and added 95 MiB to the peak RSS of a 30,000-file run with 210,000 findings.
 */
const CHUNK_FINDINGS = 128;
function formatJson(results, toolVersion) {
    return [...jsonChunks(results, toolVersion)].join('');
}
/**
 * The JSON report in pieces whose concatenation is `JSON.stringify(report, null, 2)` and a newline:
 * the files and skipped lists at once, then the findings a few thousand at a time.
 */
function* jsonChunks(results, toolVersion) {
    const head = {
        version: toolVersion,
        files: (0,finding/* checkedFiles */.$5)(results).map((r) => ({
            path: r.path,
            // Kept from before there were other formats: a descriptor's version, null for the others.
            protocolVersion: r.format === DESCRIPTOR ? r.version : null,
            format: r.format,
            version: r.version,
            ...(r.omitted ? { omitted: r.omitted } : {}),
            // A source file's tools and unread registrations (README, "JSON output").
            ...(r.source ? { versionFrom: r.source.versionFrom, tools: r.source.tools, dynamic: r.source.dynamic } : {}),
            // A tool list's versions, read from its server's SDK or assumed.
            ...(r.versionFrom !== undefined ? { versionFrom: r.versionFrom } : {}),
        })),
        skipped: results.filter((r) => r.skipped !== undefined).map((r) => ({ path: r.path, format: r.format, reason: r.skipped })),
    };
    // Without its closing "\n}", to go on with the findings.
    yield JSON.stringify(head, null, 2).slice(0, -2);
    yield* member('findings', results.flatMap((r) => r.findings).sort(finding/* compareByPosition */.mH), shape);
    // Findings a suppression hides, with it: they do not count toward fail-on.
    yield* member('suppressed', results.flatMap((r) => r.suppressed ?? []).sort(finding/* compareByPosition */.mH), (f) => ({ ...shape(f), suppression: f.suppression }));
    // Findings the run did not keep (src/runner/budget.ts), counted; absent when it kept them all.
    const omitted = (0,left_out/* leftOut */.i)(results);
    if (omitted)
        yield `,\n  "omitted": ${JSON.stringify(omitted, null, 2).replaceAll('\n', '\n  ')}`;
    yield '\n}\n';
}
/** `,\n  "name": [...]` as JSON.stringify indents an array of objects two levels down. */
function* member(name, findings, toJson) {
    if (findings.length === 0) {
        yield `,\n  ${JSON.stringify(name)}: []`;
        return;
    }
    let out = `,\n  ${JSON.stringify(name)}: [\n`;
    for (const [index, finding] of findings.entries()) {
        if (index > 0)
            out += ',\n';
        // No JSON string holds a raw line break, so every one is indentation.
        out += `    ${JSON.stringify(toJson(finding), null, 2).replaceAll('\n', '\n    ')}`;
        if (index % CHUNK_FINDINGS === CHUNK_FINDINGS - 1) {
            yield out;
            out = '';
        }
    }
    yield `${out}\n  ]`;
}
function shape(f) {
    const shaped = {
        ruleId: f.ruleId,
        level: f.level,
        path: f.path,
        pointer: f.pointer,
        line: f.range.start.line,
        column: f.range.start.column,
        endLine: f.range.end.line,
        endColumn: f.range.end.column,
        message: f.message,
    };
    if (!f.fix)
        return shaped;
    // The certain fix (--fix applies it): each edit's region in the finding's file and its new text.
    const edits = f.fix.edits.map((e) => ({
        line: e.range.start.line,
        column: e.range.start.column,
        endLine: e.range.end.line,
        endColumn: e.range.end.column,
        text: e.text,
    }));
    return { ...shaped, fix: { description: f.fix.description, edits } };
}

// EXTERNAL MODULE: ./src/report/summary-counts.ts
var summary_counts = __webpack_require__(4975);
// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(5655);
// EXTERNAL MODULE: ./src/runner/config.ts + 1 modules
var config = __webpack_require__(6314);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/util/suggest.ts
var suggest = __webpack_require__(7406);
;// CONCATENATED MODULE: ./src/cli/color.ts
function colorFor(io) {
    const env = io.env ?? {};
    const force = env.FORCE_COLOR;
    if (force !== undefined)
        return force !== '0' && force.toLowerCase() !== 'false';
    if ((env.NO_COLOR ?? '') !== '' || env.TERM === 'dumb')
        return false;
    return io.isTTY === true;
}

// EXTERNAL MODULE: ./src/cli/commands.ts
var commands = __webpack_require__(1654);
// EXTERNAL MODULE: ./src/cli/common.ts
var common = __webpack_require__(577);
;// CONCATENATED MODULE: ./src/cli/report.ts
/** How every command that reports findings prints them: --format, --output, --category, and the exit code. */
















/** Checks the reporting options a command was given. */
function reportOptions(values) {
    const format = values.format ?? 'text';
    if (!commands/* FORMATS */.hR.includes(format))
        throw new common/* UsageError */.eb(`--format must be ${(0,json/* listOf */.c3)(commands/* FORMATS */.hR)}, not ${JSON.stringify(format)}.${hint(format, commands/* FORMATS */.hR)}`);
    const failOn = (0,config.levelAlias)(values['fail-on'] ?? 'error');
    if (typeof failOn !== 'string' || !(0,outcome/* isFailOn */.A1)(failOn))
        throw new common/* UsageError */.eb(`--fail-on must be ${(0,json/* listOf */.c3)(outcome/* FAIL_ON */.d$)}, not ${JSON.stringify(values['fail-on'])}.`);
    const maxWarnings = values['max-warnings'];
    if (maxWarnings !== undefined && !/^(0|[1-9][0-9]{0,8})$/.test(maxWarnings))
        throw new common/* UsageError */.eb(`--max-warnings must be a whole number of warnings from 0 up, not ${JSON.stringify(maxWarnings)}.`);
    return {
        format: format,
        failOn,
        ...(values.output ? { output: values.output } : {}),
        ...(values.category ? { category: values.category } : {}),
        ...(values.quiet ? { quiet: true } : {}),
        ...(maxWarnings !== undefined ? { maxWarnings: Number(maxWarnings) } : {}),
    };
}
function hint(input, candidates) {
    const near = (0,suggest/* closest */.k)(input, candidates);
    return near ? ` Did you mean ${JSON.stringify(near)}?` : '';
}
/**
 * What the report prints beyond the findings, so the engine computes nothing else: fingerprints appear
 * only in SARIF, excerpts only in the text report.
 */
function needsOf(options) {
    return { fingerprints: options.format === 'sarif', excerpts: options.format === 'text' };
}
/**
 * Prints (or writes) the report and returns the exit code the results call for. `root` is the folder
 * the results' paths are relative to (SARIF's root URI), the working directory unless said otherwise;
 * `uploaded`, when given, is what SARIF holds instead (a changed-files run's old findings too, see
 * runner/by-change.ts).
 */
async function report(all, catalogue, options, io, { root = io.cwd, uploaded } = {}) {
    const context = (0,report_context/* packageReportContext */.Qx)(catalogue);
    // An internal error means a check did not run: it is never left out.
    const quiet = (list) => (options.quiet ? list.map(errorsOnly) : list);
    const results = quiet(all);
    const text = { color: !options.output && colorFor(io), hidden: countAll(all) - countAll(results) };
    const pieces = await render(options, options.format === 'sarif' && uploaded ? quiet(uploaded) : results, context, {
        ...(options.category ? { category: options.category } : {}),
        rootUri: `${(0,external_node_url_.pathToFileURL)(root).href}/`,
    }, text);
    // --output writes the report instead of printing it, as ESLint's does: nothing else reaches stdout.
    if (options.output) {
        const output = (0,external_node_path_.resolve)(io.cwd, options.output);
        const { writeFileAtomic } = await __webpack_require__.e(/* import() */ 8566).then(__webpack_require__.bind(__webpack_require__, 8566));
        await writeFileAtomic(output, pieces).catch((error) => {
            throw new common/* UsageError */.eb(`--output: cannot write ${output} (${error.code ?? error.message}). Choose a writable path.`);
        });
    }
    else {
        for (const piece of pieces)
            io.stdout(piece);
        // The text report says it in its last lines; the CI formats have no place for it.
        const leftOut = options.format === 'text' ? undefined : (0,left_out/* leftOutMessage */.v)(results);
        if (leftOut)
            io.stderr(`mcpdesc: ${leftOut}\n`);
    }
    // A run that checked nothing says so in every format, never as a clean bill: the text report in its last line.
    if (options.format !== 'text' && (0,finding/* checkedFiles */.$5)(results).length === 0)
        io.stderr(`mcpdesc: ${report_text/* NOTHING_CHECKED */.Qf}\n`);
    const code = exitCode(results, options.failOn);
    const warnings = all.reduce((n, r) => n + r.findings.filter((f) => f.level === 'warning').length + (r.omitted?.warning ?? 0), 0);
    if (code === common/* EXIT */.dc.error || options.maxWarnings === undefined || warnings <= options.maxWarnings)
        return code;
    io.stderr(`mcpdesc: ${(0,summary_counts/* plural */.LS)(warnings, 'warning')}, more than --max-warnings ${options.maxWarnings} allows.\n`);
    return common/* EXIT */.dc.findings;
}
function countAll(results) {
    return results.reduce((n, r) => n + r.findings.length, 0);
}
/** A result with its errors alone (--quiet), those left out of the report included. */
function errorsOnly(result) {
    const findings = result.findings.filter((f) => f.level === 'error' || f.ruleId === session/* INTERNAL_RULE */.lH);
    return result.omitted ? { ...result, findings, omitted: { ...result.omitted, warning: 0, note: 0 } } : { ...result, findings };
}
function exitCode(results, failOn) {
    if ((0,outcome/* hasInternalError */.em)(results))
        return common/* EXIT */.dc.error;
    return (0,outcome/* reachesFailLevel */.GB)(results, failOn) ? common/* EXIT */.dc.findings : common/* EXIT */.dc.ok;
}
/**
 * The report, in pieces for the formats a large run makes large (JSON, text), so it is never held whole.
 * The other formats' modules load when asked for (SARIF's gzip and GitLab's hashes bring node:zlib and
 * node:crypto).
 */
async function render(options, results, context, sarif, text) {
    switch (options.format) {
        case 'json':
            return jsonChunks(results, context.toolVersion);
        case 'sarif':
            return [(await __webpack_require__.e(/* import() */ 643).then(__webpack_require__.bind(__webpack_require__, 643))).formatSarif(results, context, sarif)];
        case 'github':
            return [(await __webpack_require__.e(/* import() */ 9392).then(__webpack_require__.bind(__webpack_require__, 9392))).formatGithub(results, context)];
        case 'junit':
            return [(await __webpack_require__.e(/* import() */ 2998).then(__webpack_require__.bind(__webpack_require__, 2998))).formatJunit(results, context, options.failOn)];
        case 'gitlab':
            return [(await __webpack_require__.e(/* import() */ 6243).then(__webpack_require__.bind(__webpack_require__, 6243))).formatGitlab(results)];
        case 'checkstyle':
            return [(await __webpack_require__.e(/* import() */ 7033).then(__webpack_require__.bind(__webpack_require__, 7033))).formatCheckstyle(results, context.toolVersion)];
        case 'compact':
            return [(await __webpack_require__.e(/* import() */ 6847).then(__webpack_require__.bind(__webpack_require__, 6847))).formatCompact(results)];
        default:
            return (0,report_text/* textChunks */.w7)(results, text);
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

/***/ 7216:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ leftOut),
/* harmony export */   v: () => (/* binding */ leftOutMessage)
/* harmony export */ });
/* harmony import */ var _runner_budget_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8821);
/* harmony import */ var _summary_counts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4975);


/** The findings the results left out, summed; undefined when none were. */
function leftOut(results) {
    let sum;
    for (const { omitted } of results) {
        if (!omitted)
            continue;
        sum ??= { error: 0, warning: 0, note: 0, suppressed: 0 };
        sum.error += omitted.error;
        sum.warning += omitted.warning;
        sum.note += omitted.note;
        sum.suppressed += omitted.suppressed;
    }
    return sum;
}
/** One sentence on the findings left out, or undefined when none were. */
function leftOutMessage(results) {
    const sum = leftOut(results);
    if (!sum)
        return undefined;
    const reported = sum.error + sum.warning + sum.note;
    const what = [
        ...(reported > 0 ? [`${(0,_summary_counts_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(reported, 'finding')} (${(0,_summary_counts_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(sum.error, 'error')}, ${(0,_summary_counts_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(sum.warning, 'warning')}, ${(0,_summary_counts_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(sum.note, 'note')})`] : []),
        ...(sum.suppressed > 0 ? [(0,_summary_counts_js__WEBPACK_IMPORTED_MODULE_1__/* .plural */ .LS)(sum.suppressed, 'suppressed finding')] : []),
    ].join(' and ');
    return `${what} ${reported + sum.suppressed === 1 ? 'was' : 'were'} left out of this report: mcpdesc keeps at most ${count(_runner_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .KEPT_PER_FILE */ .Ah)} findings of a file and ${count(_runner_budget_js__WEBPACK_IMPORTED_MODULE_0__/* .KEPT_PER_RUN */ .vc)} of a run, the most severe first, so that its memory stays bounded. They count in the totals and toward fail-on. Fix the problem that repeats most, or check the files with the most findings on their own.`;
}
function count(n) {
    return n.toLocaleString('en-US');
}


/***/ }),

/***/ 4975:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gt: () => (/* binding */ countFindings),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   py: () => (/* binding */ oldMessage),
/* harmony export */   ut: () => (/* binding */ checkedSummary)
/* harmony export */ });
/* unused harmony export filesByFormat */
/* harmony import */ var _engine_finding_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3628);
/* harmony import */ var _formats_loaders_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9189);
/** Counts every reporter shows: findings by level, and the files checked, by format. */


function countFindings(results) {
    const checked = (0,_engine_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .checkedFiles */ .$5)(results);
    const counts = { error: 0, warning: 0, note: 0, files: checked.length, filesWithFindings: 0, omitted: 0 };
    for (const result of checked) {
        const { omitted } = result;
        const left = omitted ? omitted.error + omitted.warning + omitted.note : 0;
        if (result.findings.length > 0 || left > 0)
            counts.filesWithFindings++;
        for (const finding of result.findings)
            counts[finding.level]++;
        if (!omitted)
            continue;
        for (const level of _engine_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .LEVELS */ .A_)
            counts[level] += omitted[level];
        counts.omitted += left;
    }
    return counts;
}
function plural(count, noun) {
    return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
/** "1 descriptor, 2 Claude Code configs" for the files checked, in the order formats are listed. */
function filesByFormat(results) {
    const counts = new Map();
    for (const result of (0,_engine_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .checkedFiles */ .$5)(results))
        counts.set(result.format, (counts.get(result.format) ?? 0) + 1);
    return [...counts.entries()]
        .sort(([a], [b]) => formatOrder(a) - formatOrder(b))
        .map(([id, count]) => {
        const noun = id === null ? undefined : (0,_formats_loaders_js__WEBPACK_IMPORTED_MODULE_0__/* .formatInfoById */ .Uk)(id)?.noun;
        return `${count} ${noun ? (count === 1 ? noun.one : noun.other) : count === 1 ? 'other file' : 'other files'}`;
    })
        .join(', ');
}
/** "4 MCP files checked: 1 descriptor, 2 Claude Code configs" (or "0 MCP files checked"). */
function checkedSummary(results) {
    const count = (0,_engine_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .checkedFiles */ .$5)(results).length;
    const breakdown = filesByFormat(results);
    return `${plural(count, 'MCP file')} checked${breakdown ? `: ${breakdown}` : ''}`;
}
/** Formats in the registry's order; files of no format last. */
function formatOrder(id) {
    const index = id === null ? -1 : _formats_loaders_js__WEBPACK_IMPORTED_MODULE_0__/* .FORMAT_INFOS */ .MV.findIndex((f) => f.id === id);
    return index === -1 ? _formats_loaders_js__WEBPACK_IMPORTED_MODULE_0__/* .FORMAT_INFOS */ .MV.length : index;
}
/** What a changed-files run says of the findings it does not count. */
function oldMessage(count) {
    const are = count === 1 ? 'is' : 'are';
    return `${plural(count, 'older finding')} in MCP files this change did not touch (re-checked because a package manifest beside them changed) ${are} not counted: ${count === 1 ? 'it does' : 'they do'} not fail this step, and the SARIF file keeps ${count === 1 ? 'it' : 'them'} as before for code scanning.`;
}


/***/ }),

/***/ 5655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qf: () => (/* binding */ NOTHING_CHECKED),
/* harmony export */   vX: () => (/* binding */ formatText),
/* harmony export */   w7: () => (/* binding */ textChunks)
/* harmony export */ });
/* harmony import */ var _engine_finding_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3628);
/* harmony import */ var _formats_loaders_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9189);
/* harmony import */ var _util_file_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3609);
/* harmony import */ var _util_printable_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1095);
/* harmony import */ var _left_out_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7216);
/* harmony import */ var _summary_counts_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4975);
/**
 * Compiler-style output: `path:line:col level ruleId message`, the source line and a caret; then the
 * files that were not checked and why, and one line that counts the files checked by format.
 */






/** Skipped files listed by name at most; the JSON report lists them all. */
const SKIPPED_SHOWN = 20;
/** SGR codes: red, yellow, cyan for the levels; dim for the rule id. */
const LEVEL_COLOR = { error: '31', warning: '33', note: '36' };
/**
 * Findings per piece of `textChunks`: a run's report is written a piece at a time, never held whole. A
 * piece stays under V8's 128 KiB large-object size (about 700 bytes a finding at most in common runs),
 * so it dies young: pieces of 2,000 findings went to large-object space, where only a full collection
 * frees them, and added 95 MiB to the peak RSS of a 30,000-file run with 210,000 findings.
 */
const CHUNK_FINDINGS = 128;
function formatText(results, options = {}) {
    return [...textChunks(results, options)].join('');
}
/** The text report in pieces whose concatenation is `formatText`'s. */
function* textChunks(results, options = {}) {
    // Everything painted is escaped first (escapeUnprintable), so no text from a file can add or end a colour.
    const paint = (code, text) => (options.color ? `\x1b[${code}m${text}\x1b[0m` : text);
    const findings = results.flatMap((r) => r.findings).sort(_engine_finding_js__WEBPACK_IMPORTED_MODULE_5__/* .compareByPosition */ .mH);
    let out = [];
    let bytes = 0;
    for (const [index, finding] of findings.entries()) {
        if (index > 0 && index % CHUNK_FINDINGS === 0) {
            yield `${out.join('\n')}\n`;
            out = [];
        }
        const color = LEVEL_COLOR[finding.level];
        const block = [
            `${(0,_util_file_names_js__WEBPACK_IMPORTED_MODULE_1__/* .printablePath */ .Vj)(finding.path)}:${finding.range.start.line}:${finding.range.start.column} ${paint(`1;${color}`, finding.level)} ${paint('2', finding.ruleId)} ${(0,_util_printable_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeUnprintable */ .O8)(finding.message)}`,
        ];
        const lines = excerpt(finding);
        if (options.color && lines.length === 2)
            lines[1] = lines[1].replace(/\^+$/, (carets) => paint(color, carets));
        for (const line of lines)
            block.push(line);
        for (const related of finding.related ?? [])
            block.push(`  see also ${(0,_util_file_names_js__WEBPACK_IMPORTED_MODULE_1__/* .printablePath */ .Vj)(related.path)}:${related.range.start.line}:${related.range.start.column}: ${(0,_util_printable_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeUnprintable */ .O8)(related.message)}`);
        block.push('');
        if (options.maxBytes !== undefined) {
            bytes += block.reduce((n, line) => n + Buffer.byteLength(line) + 1, 0);
            if (bytes > options.maxBytes) {
                out.push(`\u2026and ${(0,_summary_counts_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(findings.length - index, 'more finding')}, left out of this log at its cap of ${options.maxBytes / (1024 * 1024)} MiB. mcpdesc lint --format json lists them.`, '');
                break;
            }
        }
        for (const line of block)
            out.push(line);
    }
    for (const line of skippedList(results))
        out.push(line);
    const counts = (0,_summary_counts_js__WEBPACK_IMPORTED_MODULE_4__/* .countFindings */ .Gt)(results);
    const problems = counts.error + counts.warning + counts.note;
    // Suppressed findings are only counted here; JSON and SARIF list them.
    const suppressed = results.reduce((n, r) => n + (r.suppressed?.length ?? 0) + (r.omitted?.suppressed ?? 0), 0);
    const hidden = options.hidden ?? 0;
    const fixable = findings.reduce((n, f) => n + (f.fix ? 1 : 0), 0);
    const andSuppressed = `${suppressed > 0 ? ` ${suppressed} suppressed.` : ''}${hidden > 0 ? ` ${hidden} ${hidden === 1 ? 'warning or note' : 'warnings and notes'} not shown (--quiet).` : ''}${fixable > 0 ? ` ${fixable} fixable with --fix.` : ''}`;
    const omitted = (0,_left_out_js__WEBPACK_IMPORTED_MODULE_3__/* .leftOutMessage */ .v)(results);
    if (omitted)
        out.push(omitted, '');
    if (counts.files === 0) {
        out.push(NOTHING_CHECKED);
    }
    else if (problems === 0) {
        out.push(`${(0,_summary_counts_js__WEBPACK_IMPORTED_MODULE_4__/* .checkedSummary */ .ut)(results)}. ${hidden > 0 ? 'No errors.' : 'No problems.'}${andSuppressed}`);
    }
    else {
        out.push(`${(0,_summary_counts_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(problems, 'problem')} (${(0,_summary_counts_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(counts.error, 'error')}, ${(0,_summary_counts_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(counts.warning, 'warning')}, ${(0,_summary_counts_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(counts.note, 'note')}) in ${counts.filesWithFindings} of ${(0,_summary_counts_js__WEBPACK_IMPORTED_MODULE_4__/* .checkedSummary */ .ut)(results)}.${andSuppressed}`);
    }
    yield `${out.join('\n')}\n`;
}
/** What "nothing checked" means, so that it never reads as a clean bill; every report format's run says it (cli/report.ts). */
const NOTHING_CHECKED = `0 MCP files checked. mcpdesc looks for ${_formats_loaders_js__WEBPACK_IMPORTED_MODULE_0__/* .FORMAT_INFOS */ .MV.slice(0, 4)
    .map((f) => f.title)
    .join(', ')}, committed tool lists, the tools in server source (TypeScript, Python, Go, C#, Rust, Java) and client configurations (.mcp.json, .vscode/mcp.json and others); name files or folders to check, or set include globs.`;
function skippedList(results) {
    const skipped = results.filter((r) => r.skipped !== undefined);
    if (skipped.length === 0)
        return [];
    const lines = [`Not checked: ${(0,_summary_counts_js__WEBPACK_IMPORTED_MODULE_4__/* .plural */ .LS)(skipped.length, 'file')}.`];
    for (const result of skipped.slice(0, SKIPPED_SHOWN))
        lines.push(`  ${(0,_util_file_names_js__WEBPACK_IMPORTED_MODULE_1__/* .printablePath */ .Vj)(result.path)}: ${(0,_util_printable_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeUnprintable */ .O8)(result.skipped ?? '')}`);
    if (skipped.length > SKIPPED_SHOWN)
        lines.push(`  \u2026and ${skipped.length - SKIPPED_SHOWN} more (--format json lists them all).`);
    return [...lines, ''];
}
function excerpt(finding) {
    if (finding.excerpt === undefined)
        return [];
    const { start, end } = finding.range;
    const { text, column } = finding.excerpt;
    const shown = (0,_util_printable_js__WEBPACK_IMPORTED_MODULE_2__/* .replaceUnprintable */ .L8)(text.replace(/\t/g, ' '));
    const prefix = column > 1 ? '\u2026' : '';
    const caret = Math.max(0, start.column - column);
    const span = end.line === start.line ? end.column - start.column : Number.POSITIVE_INFINITY;
    // Columns are UTF-16 code units; the caret goes under them as a terminal shows them (CJK takes two).
    const before = (0,_util_printable_js__WEBPACK_IMPORTED_MODULE_2__/* .displayWidth */ .F1)(prefix) + (0,_util_printable_js__WEBPACK_IMPORTED_MODULE_2__/* .displayWidth */ .F1)(shown.slice(0, caret));
    const under = shown.slice(caret, Number.isFinite(span) ? caret + Math.max(1, span) : undefined);
    const width = Math.max(1, (0,_util_printable_js__WEBPACK_IMPORTED_MODULE_2__/* .displayWidth */ .F1)(under));
    return [`  ${start.line} | ${prefix}${shown}`, `  ${' '.repeat(String(start.line).length)} | ${' '.repeat(before)}${'^'.repeat(width)}`];
}


/***/ })

};

})
