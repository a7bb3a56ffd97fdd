// mcpdesc chunk e71408c813acc7354351cff8467c334f3f1a3033d8ce435258e25aeeb0aba6c7
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 1933;
__mcpdesc_chunk.ids = [1933,8566];
__mcpdesc_chunk.modules = {

/***/ 1933:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   fixFiles: () => (/* binding */ fixFiles)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _engine_fix_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7977);
/* harmony import */ var _parse_lines_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2060);
/* harmony import */ var _util_write_file_atomic_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8566);
/**
 * `mcpdesc lint --fix` and `--fix-dry-run`: the fixes findings carry (engine/fix.ts) applied to the
 * files they are in, as ESLint's --fix does: in passes, each applying the fixes that do not overlap and
 * linting again, until no fix is left or after MAX_PASSES; the report is the last pass's. A fix that
 * would leave a file unparsable is undone and said on stderr. Only regular files under the root that
 * were linted are written, each atomically and with its byte-order mark and every untouched byte kept.
 */





/** ESLint's limit: fixes that keep making new fixable findings stop here. */
const MAX_PASSES = 10;
const SYNTAX_RULE = 'mcpdesc.document.syntax';
/** Fixes the files of `first` (a lint's results) and returns the results of the last lint. */
async function fixFiles(first, lint, { root, dryRun, io }) {
    let results = first;
    let fixed = 0;
    const files = new Set();
    // Files whose fixes were undone: never fixed again in this run.
    const undone = new Set();
    for (let pass = 0; pass < MAX_PASSES; pass++) {
        const edits = results.filter((r) => r.skipped === undefined && !undone.has(r.path) && r.findings.some((f) => f.fix));
        if (edits.length === 0)
            break;
        const written = new Map();
        for (const result of edits) {
            const applied = fixOne(root, result);
            if (!applied)
                continue;
            if (dryRun) {
                for (const finding of applied.fixed)
                    io.stderr(`${finding.path}:${finding.range.start.line}:${finding.range.start.column}: ${finding.fix?.description} (${finding.ruleId})\n`);
            }
            else {
                await (0,_util_write_file_atomic_js__WEBPACK_IMPORTED_MODULE_2__.writeFileAtomic)(applied.absolute, [applied.text]);
                // A file that did not parse before may have fixes in the part that did; only one that did is checked after.
                if (!result.findings.some((f) => f.ruleId === SYNTAX_RULE))
                    written.set(result.path, applied.before);
            }
            fixed += applied.fixed.length;
            files.add(result.path);
        }
        if (dryRun)
            break;
        results = await lint();
        const broken = results.filter((r) => written.has(r.path) && r.findings.some((f) => f.ruleId === SYNTAX_RULE));
        for (const result of broken) {
            await (0,_util_write_file_atomic_js__WEBPACK_IMPORTED_MODULE_2__.writeFileAtomic)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root, result.path), [written.get(result.path)]);
            undone.add(result.path);
            io.stderr(`mcpdesc: a fix left ${result.path} unparsable, so it was undone. This is a bug in mcpdesc: please report it with this file.\n`);
        }
        if (broken.length > 0)
            results = await lint();
    }
    if (fixed > 0)
        io.stderr(`mcpdesc: ${dryRun ? 'would fix' : 'fixed'} ${fixed} ${fixed === 1 ? 'problem' : 'problems'} in ${files.size} ${files.size === 1 ? 'file' : 'files'}.\n`);
    return results;
}
/** One file's text with its fixes applied, or undefined when it is no longer the regular file that was linted. */
function fixOne(root, result) {
    const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(root, result.path);
    try {
        if (!(0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(absolute).isFile())
            return undefined;
    }
    catch {
        return undefined;
    }
    const before = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(absolute, 'utf8');
    // Positions are counted without a byte-order mark, as the parser read the file.
    const bom = before.charCodeAt(0) === 0xfeff ? '\ufeff' : '';
    const body = bom ? before.slice(1) : before;
    const { text, fixed } = (0,_engine_fix_js__WEBPACK_IMPORTED_MODULE_3__/* .applyFixes */ .yZ)(body, new _parse_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .LineIndex */ .r(body), result.findings);
    return fixed.length === 0 || text === body ? undefined : { absolute, before, text: bom + text, fixed };
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
