import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 218:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _report_annotations_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(856);
/* harmony import */ var _runner_pool_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3574);
// The action's entry point (action.yml runs dist/index.js, bundled from here). As the CLI does, it turns
// on Node's compile cache before loading the rest: a self-hosted runner's later runs reuse V8's code.



node_module__WEBPACK_IMPORTED_MODULE_0___default().enableCompileCache?.();
/**
 * A failure before the action can report one itself (its modules read the event file as they load):
 * one `::error::`, with the message escaped as workflow-command data, and a failing exit.
 */
function failed(error) {
    const message = `mcpdesc could not start: ${error instanceof Error ? error.message : String(error)}. Check the workflow's event (GITHUB_EVENT_PATH) and inputs; if they are fine, this is a bug in mcpdesc: please report it.`;
    process.stdout.write(`::error::${(0,_report_annotations_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeData */ .uf)(message)}\n`);
    process.exitCode = 1;
}
// A lint worker thread runs this bundle too: it serves the files it is sent.
if ((0,_runner_pool_js__WEBPACK_IMPORTED_MODULE_2__/* .isPoolWorker */ .Xx)()) {
    (await Promise.all(/* import() */[__nccwpck_require__.e(605), __nccwpck_require__.e(764)]).then(__nccwpck_require__.bind(__nccwpck_require__, 4764))).serveLintWorker();
}
else {
    (0,_runner_pool_js__WEBPACK_IMPORTED_MODULE_2__/* .setWorkerEntry */ .HU)(import.meta.url);
    try {
        const { run } = await Promise.all(/* import() */[__nccwpck_require__.e(605), __nccwpck_require__.e(421), __nccwpck_require__.e(764), __nccwpck_require__.e(870)]).then(__nccwpck_require__.bind(__nccwpck_require__, 870));
        await run();
    }
    catch (error) {
        failed(error);
    }
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 1247:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   $5: () => (/* binding */ checkedFiles),
/* harmony export */   A_: () => (/* binding */ LEVELS),
/* harmony export */   Eg: () => (/* binding */ compareFindings),
/* harmony export */   mH: () => (/* binding */ compareByPosition)
/* harmony export */ });
const LEVELS = ['error', 'warning', 'note'];
/** The files that were checked, as opposed to skipped. */
function checkedFiles(results) {
    return results.filter((r) => r.skipped === undefined);
}
/** Most severe first, then by file position: the order reporters show findings in. */
function compareFindings(a, b) {
    return (LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level) ||
        byCodeUnits(a.path, b.path) ||
        a.range.start.line - b.range.start.line ||
        a.range.start.column - b.range.start.column ||
        byCodeUnits(a.ruleId, b.ruleId));
}
/** Source order within a file, for text output. */
function compareByPosition(a, b) {
    return (byCodeUnits(a.path, b.path) ||
        a.range.start.line - b.range.start.line ||
        a.range.start.column - b.range.start.column ||
        LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level) ||
        byCodeUnits(a.ruleId, b.ruleId));
}
/** Plain code-unit order: locale order ties names that differ only in Unicode normalization (NFC, NFD), so their findings would interleave. */
function byCodeUnits(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}


/***/ }),

/***/ 856:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Df: () => (/* binding */ withoutCommands),
/* harmony export */   MR: () => (/* binding */ formatAnnotations),
/* harmony export */   eA: () => (/* binding */ ANNOTATIONS_PER_LEVEL),
/* harmony export */   uf: () => (/* binding */ escapeData)
/* harmony export */ });
/* unused harmony exports escapeProperty, workflowCommand, annotation, spreadOverFiles */
/* harmony import */ var _engine_finding_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(1247);
/* harmony import */ var _util_file_names_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3609);
/**
 * GitHub Actions workflow-command annotations (`::error file=…,line=…::message`). GitHub shows at
 * most 10 annotations of each level per step, so the most important ones are chosen: by level, then
 * one finding per file in turn, so that as many files as possible get a mark on the diff.
 */


/** Annotations GitHub displays per level and step (actions/toolkit#734). */
const ANNOTATIONS_PER_LEVEL = 10;
const COMMAND = { error: 'error', warning: 'warning', note: 'notice' };
/** Workflow-command message text: `%`, CR and LF are escaped (the runner decodes them). */
function escapeData(text) {
    return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** Workflow-command property values: as data, plus `:` and `,`, which end a value. */
function escapeProperty(text) {
    return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
/** The one place workflow commands are written; properties without a value are left out. */
function workflowCommand(command, properties, message) {
    const props = Object.entries(properties)
        .filter((entry) => entry[1] !== undefined)
        .map(([key, value]) => `${key}=${escapeProperty(String(value))}`)
        .join(',');
    return `::${command}${props ? ` ${props}` : ''}::${escapeData(message)}`;
}
/**
 * Text the runner must not read as commands (it quotes file names and values from the pull request):
 * wrapped in `::stop-commands::TOKEN` … `::TOKEN::`, with a token the text cannot guess.
 */
function withoutCommands(text, token) {
    return `::stop-commands::${token}\n${text}${text.endsWith('\n') ? '' : '\n'}::${token}::\n`;
}
/**
 * The annotations, at most `perLevel` of each level. The action keeps one error and one warning slot of
 * GitHub's ten for its own messages (the step's failure, an upload warning), so they are never hidden.
 */
function formatAnnotations(results, context, perLevel = ANNOTATIONS_PER_LEVEL) {
    const commands = [];
    const hidden = { error: 0, warning: 0, note: 0 };
    const findings = results.flatMap((r) => r.findings).sort(_engine_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .compareFindings */ .Eg);
    for (const level of _engine_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .LEVELS */ .A_) {
        const ofLevel = findings.filter((f) => f.level === level);
        const chosen = spreadOverFiles(ofLevel)
            .slice(0, typeof perLevel === 'number' ? perLevel : perLevel[level])
            .sort(_engine_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .compareFindings */ .Eg);
        hidden[level] = ofLevel.length - chosen.length;
        for (const finding of chosen)
            commands.push(annotation(finding, context));
    }
    return { commands, hidden };
}
/** One finding's workflow command. */
function annotation(finding, context) {
    const { start, end } = finding.range;
    // GitHub uses columns only on single-line annotations.
    const oneLine = start.line === end.line;
    return workflowCommand(COMMAND[finding.level], {
        title: `mcpdesc ${finding.ruleId}`,
        file: (0,_util_file_names_js__WEBPACK_IMPORTED_MODULE_0__/* .wellFormedPath */ .ZW)(finding.path),
        line: start.line,
        endLine: end.line,
        col: oneLine ? start.column : undefined,
        endColumn: oneLine ? Math.max(end.column, start.column + 1) : undefined,
    }, `${finding.message}\nRule: ${context.ruleHelpUri(finding.ruleId)}`);
}
/** The first finding of every file, then the second of every file, and so on. */
function spreadOverFiles(findings) {
    const byFile = new Map();
    for (const finding of findings) {
        const list = byFile.get(finding.path);
        if (list)
            list.push(finding);
        else
            byFile.set(finding.path, [finding]);
    }
    const rounds = [];
    for (let round = 0; rounds.length < findings.length; round++) {
        for (const list of byFile.values())
            if (round < list.length)
                rounds.push(list[round]);
    }
    return rounds;
}


/***/ }),

/***/ 3574:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  Xx: () => (/* binding */ isPoolWorker),
  vH: () => (/* binding */ lintInPool),
  A_: () => (/* binding */ servePool),
  HU: () => (/* binding */ setWorkerEntry),
  C6: () => (/* binding */ workerEntryOr)
});

// UNUSED EXPORTS: workerLimits

// EXTERNAL MODULE: ./src/util/threads.ts
var threads = __nccwpck_require__(1361);
;// CONCATENATED MODULE: ./src/runner/file-ranges.ts
class FileRanges {
    ranges = [];
    /** Files not yet taken. */
    left;
    constructor(count, threads) {
        this.left = count;
        const parts = Math.max(1, Math.min(threads, count));
        for (let k = 0; k < parts; k++)
            this.ranges.push({ lo: Math.floor((k * count) / parts), hi: Math.floor(((k + 1) * count) / parts) });
    }
    /** The next `size` files (or fewer) for `lane`, from its range, else from one it claims; empty when none are left. */
    take(lane, size) {
        const range = this.ranges.find((r) => r.lane === lane) ?? this.claim(lane);
        if (range === undefined)
            return [];
        const taken = [];
        while (taken.length < size && range.lo < range.hi)
            taken.push(range.lo++);
        this.left -= taken.length;
        if (range.lo === range.hi)
            this.ranges.splice(this.ranges.indexOf(range), 1);
        return taken;
    }
    /** A stopped thread's range, for any other to claim. */
    release(lane) {
        for (const range of this.ranges)
            if (range.lane === lane)
                range.lane = undefined;
    }
    claim(lane) {
        const free = this.ranges.find((r) => r.lane === undefined);
        if (free) {
            free.lane = lane;
            return free;
        }
        let largest;
        for (const range of this.ranges)
            if (!largest || range.hi - range.lo > largest.hi - largest.lo)
                largest = range;
        if (!largest)
            return undefined;
        // The back half: the thread taking the front goes on with its neighbours.
        const back = { lo: largest.lo + Math.floor((largest.hi - largest.lo) / 2), hi: largest.hi, lane };
        largest.hi = back.lo;
        if (largest.lo === largest.hi)
            this.ranges.splice(this.ranges.indexOf(largest), 1);
        this.ranges.push(back);
        return back;
    }
}

;// CONCATENATED MODULE: ./src/runner/pool.ts


const MARK = 'mcpdesc-lint-pool';
/** A worker's argv carries the mark too, so a start-up that is no worker knows it without loading worker_threads. */
const MARK_ARG = `--${MARK}`;
/** Files per batch at most: small enough to balance the workers, large enough to keep messages rare. */
const MAX_BATCH = 32;
/** No file was in progress when the worker stopped. */
const IDLE = -1;
/**
 * A worker's heap is bounded: it holds one file at a time (at most limits.maxFileBytes of text, a
 * parse tree of a few times that) and the findings of one batch, so a heap that keeps growing is a
 * leak, which then stops that worker (its file gets an `mcpdesc.internal` finding) instead of the
 * machine. The floor leaves room for the bundle and the compiled validators.
 */
const WORKER_HEAP_FLOOR_MB = 512;
const HEAP_PER_FILE_BYTE = 64;
function workerLimits(maxFileBytes) {
    return { maxOldGenerationSizeMb: Math.max(WORKER_HEAP_FLOOR_MB, Math.ceil((maxFileBytes * HEAP_PER_FILE_BYTE) / (1024 * 1024))) };
}
let workerEntry;
/** A bundle's entry point names itself (its `import.meta.url`): chunks cannot start a worker. */
function setWorkerEntry(url) {
    workerEntry = url;
}
/** The module workers run: the registered entry point, else `fallback` (the caller's own module). */
function workerEntryOr(fallback) {
    return workerEntry ?? fallback;
}
function isPoolWorker() {
    if (!process.argv.includes(MARK_ARG))
        return false;
    const { isMainThread, workerData } = (0,threads/* workerThreads */.k)();
    return !isMainThread && workerData?.[MARK] === true;
}
/** Lints `files` on up to `options.workers` threads; results in the order of `files`. */
function lintInPool(files, options) {
    if (files.length === 0)
        return Promise.resolve([]);
    return new Promise((resolve, reject) => new PoolRun(files, options, resolve, reject).begin());
}
/** One run of the pool: the files' queue, the threads linting them, and the results in discovery order. */
class PoolRun {
    files;
    options;
    resolve;
    reject;
    phase = 'workers';
    /** Threads linting now: the workers not yet stopped, and this one while it takes its share. */
    lanes = 0;
    /** The files no thread has taken, in a range per thread (file-ranges.ts). */
    queue;
    /** The lane the next worker takes its batches as (this thread's is 0). */
    nextLane = 1;
    /** Files of a stopped worker's batch that it did not finish, for the next worker to take first. */
    retry = [];
    results;
    spawn;
    constructor(files, options, resolve, reject) {
        this.files = files;
        this.options = options;
        this.resolve = resolve;
        this.reject = reject;
        this.results = new Array(files.length);
        this.queue = new FileRanges(files.length, options.workers + (options.alongside ? 1 : 0));
        const resourceLimits = workerLimits(options.config.limits.maxFileBytes);
        this.spawn = options.spawn ?? ((entry, setup) => new ((0,threads/* workerThreads */.k)().Worker)(new URL(entry), { argv: [MARK_ARG], workerData: setup, resourceLimits }));
    }
    begin() {
        for (let i = 0; i < Math.min(this.options.workers, this.files.length) && this.phase === 'workers'; i++)
            this.startWorker();
        if (this.options.alongside)
            this.lintHere().catch(this.reject);
    }
    /** workers → fallback: a worker could not start, so none will. */
    fallBack() {
        if (this.phase === 'workers')
            this.phase = 'fallback';
    }
    /** → settled, once no thread is linting and no file waits for a worker. */
    finish() {
        if (this.phase === 'settled' || this.lanes > 0 || (this.phase === 'workers' && this.queue.left > 0))
            return;
        const fellBack = this.phase === 'fallback';
        this.phase = 'settled';
        if (!fellBack)
            return this.resolve(this.results);
        // Workers could not start: the files no worker took are linted here, in order.
        const { files, results, options } = this;
        void (async () => {
            for (let i = 0; i < files.length; i++)
                results[i] ??= await options.lintOne(files[i]);
            return results;
        })().then(this.resolve, this.reject);
    }
    takeBatch(lane) {
        const threads = this.options.workers + (this.options.alongside ? 1 : 0);
        return this.queue.take(lane, Math.max(1, Math.min(MAX_BATCH, Math.ceil(this.queue.left / (threads * 4)))));
    }
    startWorker() {
        const { files, options, results, retry } = this;
        const progress = new Int32Array(new SharedArrayBuffer(4));
        progress[0] = IDLE;
        let worker;
        try {
            worker = this.spawn(options.entry, {
                [MARK]: true,
                root: options.root,
                config: options.config,
                rules: options.catalogue.rules,
                ...(options.needs ? { needs: options.needs } : {}),
                progress: progress.buffer,
            });
        }
        catch {
            this.fallBack();
            return this.finish();
        }
        this.lanes++;
        const lane = this.nextLane++;
        let phase = 'starting';
        /** The batch out with the worker; empty from `ending` on. */
        let batch = [];
        const send = () => {
            batch = retry.length > 0 ? retry.splice(0, MAX_BATCH) : this.takeBatch(lane);
            if (batch.length > 0)
                return worker.postMessage({ files: batch.map((i) => files[i]) });
            phase = 'ending';
            void worker.terminate();
        };
        const stop = (why) => {
            if (phase === 'stopped')
                return;
            const was = phase;
            phase = 'stopped';
            this.lanes--;
            const current = Atomics.load(progress, 0);
            if (was === 'starting' && current === IDLE) {
                // The worker never linted anything: it cannot start here, so neither will its successors.
                this.fallBack();
                retry.push(...batch);
            }
            else if (was !== 'ending') {
                // The file in progress failed; a worker that stopped between batches blames the next one's
                // first file, so a worker that always dies still moves the queue forward.
                const failed = batch[Math.max(0, current)];
                results[failed] = options.crashed(files[failed], why);
                retry.push(...batch.filter((i) => i !== failed));
            }
            batch = [];
            this.queue.release(lane);
            if (this.phase === 'workers' && (retry.length > 0 || this.queue.left > 0))
                this.startWorker();
            this.finish();
        };
        worker.on('message', (message) => {
            // A worker answers only the batch it was sent.
            if (phase !== 'starting' && phase !== 'serving')
                return;
            message.results.forEach((result, k) => {
                results[batch[k]] = options.retain ? options.retain(result) : result;
            });
            phase = 'serving';
            send();
        });
        worker.on('error', (error) => stop(`${error.name}: ${error.message}`));
        worker.on('exit', (code) => stop(`the worker thread exited with code ${code}`));
        send();
    }
    /** This thread's share: a file at a time, letting the workers' messages in after each. */
    async lintHere() {
        this.lanes++;
        try {
            for (let batch = this.takeBatch(0); batch.length > 0 && this.phase !== 'settled'; batch = this.takeBatch(0)) {
                for (const i of batch) {
                    this.results[i] = await this.options.lintOne(this.files[i]);
                    await new Promise(setImmediate);
                }
            }
        }
        finally {
            this.lanes--;
        }
        this.finish();
    }
}
/** The worker side: lint each batch the main thread sends, report where it is, send findings back. */
function servePool(lintOne) {
    const { parentPort, workerData } = (0,threads/* workerThreads */.k)();
    const setup = workerData;
    const byId = new Map(setup.rules.map((r) => [r.id, r]));
    const catalogue = { rules: setup.rules, get: (id) => byId.get(id) };
    const progress = new Int32Array(setup.progress);
    const port = parentPort;
    if (!port)
        return;
    port.on('message', async ({ files }) => {
        const results = [];
        for (const [k, file] of files.entries()) {
            Atomics.store(progress, 0, k);
            results.push(await lintOne(file, { root: setup.root, config: setup.config, catalogue, ...(setup.needs ? { needs: setup.needs } : {}) }));
        }
        Atomics.store(progress, 0, IDLE);
        port.postMessage({ results });
    });
}


/***/ }),

/***/ 3609:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   Jk: () => (/* binding */ fsPath),
/* harmony export */   Vj: () => (/* binding */ printablePath),
/* harmony export */   ZW: () => (/* binding */ wellFormedPath),
/* harmony export */   kq: () => (/* binding */ uriPath),
/* harmony export */   qL: () => (/* binding */ decodeFileName)
/* harmony export */ });
/* unused harmony export fileNameBytes */
/* harmony import */ var _printable_js__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(1095);
/* harmony import */ var _utf8_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(9605);
/**
 * File names are bytes on Linux, and not all of them are UTF-8. A path is kept as a string in which
 * every byte that is not part of valid UTF-8 becomes a lone surrogate U+DC80–U+DCFF (Python's
 * "surrogateescape"), so it still names the exact file on disk and in URIs. The helpers here turn
 * such paths back into bytes for the file system, into URI paths, and into text safe to print.
 */


const ESCAPED_BYTE = /(?<![\uD800-\uDBFF])[\uDC80-\uDCFF]/;
const ESCAPED_BYTES = new RegExp(ESCAPED_BYTE.source, 'g');
/** A file name (or git's path output) as bytes → a path string that round-trips to those bytes. */
function decodeFileName(bytes) {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if ((0,_utf8_js__WEBPACK_IMPORTED_MODULE_1__/* .firstInvalidUtf8 */ .v)(buffer) < 0)
        return buffer.toString('utf8');
    let text = '';
    for (let i = 0; i < buffer.length;) {
        const length = (0,_utf8_js__WEBPACK_IMPORTED_MODULE_1__/* .utf8SequenceLength */ .O)(buffer, i);
        text += length === 0 ? String.fromCharCode(0xdc00 + buffer[i]) : buffer.toString('utf8', i, i + length);
        i += length || 1;
    }
    return text;
}
/** The bytes a path string names (the inverse of decodeFileName). */
function fileNameBytes(path) {
    if (!ESCAPED_BYTE.test(path))
        return Buffer.from(path, 'utf8');
    const parts = [];
    let from = 0;
    for (const match of path.matchAll(ESCAPED_BYTES)) {
        parts.push(Buffer.from(path.slice(from, match.index), 'utf8'), Buffer.of(match[0].charCodeAt(0) - 0xdc00));
        from = (match.index ?? 0) + 1;
    }
    parts.push(Buffer.from(path.slice(from), 'utf8'));
    return Buffer.concat(parts);
}
/** What to hand the file system: the string itself, or its bytes when it holds non-UTF-8 bytes. */
function fsPath(path) {
    return ESCAPED_BYTE.test(path) ? fileNameBytes(path) : path;
}
/**
 * A relative path as a URI path: every byte percent-encoded except unreserved characters and "/",
 * so it stays relative, survives Markdown links (no parentheses) and keeps non-UTF-8 bytes exact.
 */
function uriPath(path) {
    let uri = '';
    for (const byte of fileNameBytes(path)) {
        const char = String.fromCharCode(byte);
        uri += /[A-Za-z0-9\-._~/]/.test(char) ? char : `%${(0,_printable_js__WEBPACK_IMPORTED_MODULE_0__/* .hex */ .uh)(byte, 2)}`;
    }
    return uri;
}
/**
 * A path for a line of text output: as it is when every character prints, otherwise quoted with
 * escapes (\n, \x1B, \xFF for a non-UTF-8 byte, \u202E for a bidirectional control), so a file
 * name can neither break a line nor reorder or restyle what is shown.
 */
function printablePath(path) {
    if (!(0,_printable_js__WEBPACK_IMPORTED_MODULE_0__/* .hasUnprintable */ .BR)(path) && !ESCAPED_BYTE.test(path))
        return path;
    const quoted = path.replace(/["\\]/g, (c) => `\\${c}`).replace(ESCAPED_BYTES, (c) => `\\x${(0,_printable_js__WEBPACK_IMPORTED_MODULE_0__/* .hex */ .uh)(c.charCodeAt(0) - 0xdc00, 2)}`);
    return `"${(0,_printable_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeUnprintable */ .O8)(quoted)}"`;
}
/** The path with non-UTF-8 bytes as U+FFFD, for consumers that only take well-formed text (workflow commands). */
function wellFormedPath(path) {
    return path.replace(ESCAPED_BYTES, '\uFFFD');
}


/***/ }),

/***/ 1095:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
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
    return message.replace(/"([^"]{25,})"/g, (_, quoted) => `"${quoted.slice(0, 20)}…"`);
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

/***/ 1361:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ workerThreads)
/* harmony export */ });
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/**
 * `node:worker_threads`, loaded on first use: a run on one thread with no backtracking regex never
 * needs it, and loading it is 6 ms of a cold start.
 */

let threads;
function workerThreads() {
    threads ??= (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url)('node:worker_threads');
    return threads;
}


/***/ }),

/***/ 9605:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ utf8SequenceLength),
/* harmony export */   v: () => (/* binding */ firstInvalidUtf8)
/* harmony export */ });
/** UTF-8 validity, byte by byte, for text read from disk and for file names. */
/** The length of the valid UTF-8 sequence starting at `i` (1 to 4), or 0 when the byte there starts none. */
function utf8SequenceLength(bytes, i) {
    const b = bytes[i];
    if (b < 0x80)
        return 1;
    // The range of the second byte excludes overlong forms, surrogates and code points past U+10FFFF.
    const [length, low, high] = b >= 0xc2 && b <= 0xdf
        ? [2, 0x80, 0xbf]
        : b === 0xe0
            ? [3, 0xa0, 0xbf]
            : b === 0xed
                ? [3, 0x80, 0x9f]
                : b >= 0xe1 && b <= 0xef
                    ? [3, 0x80, 0xbf]
                    : b === 0xf0
                        ? [4, 0x90, 0xbf]
                        : b >= 0xf1 && b <= 0xf3
                            ? [4, 0x80, 0xbf]
                            : b === 0xf4
                                ? [4, 0x80, 0x8f]
                                : [0, 0, 0];
    if (length === 0 || i + length > bytes.length)
        return 0;
    if (bytes[i + 1] < low || bytes[i + 1] > high)
        return 0;
    for (let k = 2; k < length; k++)
        if (bytes[i + k] < 0x80 || bytes[i + k] > 0xbf)
            return 0;
    return length;
}
/** The offset of the first byte that is not part of valid UTF-8, or -1. */
function firstInvalidUtf8(bytes) {
    for (let i = 0; i < bytes.length;) {
        const length = utf8SequenceLength(bytes, i);
        if (length === 0)
            return i;
        i += length;
    }
    return -1;
}


/***/ }),

/***/ 2613:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("assert");

/***/ }),

/***/ 5317:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("child_process");

/***/ }),

/***/ 6982:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("crypto");

/***/ }),

/***/ 4434:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("events");

/***/ }),

/***/ 9896:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("fs");

/***/ }),

/***/ 8611:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("http");

/***/ }),

/***/ 5692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("https");

/***/ }),

/***/ 9278:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("net");

/***/ }),

/***/ 4589:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:assert");

/***/ }),

/***/ 6698:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:async_hooks");

/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7540:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:console");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3053:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:diagnostics_channel");

/***/ }),

/***/ 610:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:dns");

/***/ }),

/***/ 8474:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:events");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 7067:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http");

/***/ }),

/***/ 2467:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:http2");

/***/ }),

/***/ 8995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 7030:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:net");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 643:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:perf_hooks");

/***/ }),

/***/ 1792:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:querystring");

/***/ }),

/***/ 7075:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:stream");

/***/ }),

/***/ 1692:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:tls");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 3429:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util/types");

/***/ }),

/***/ 5919:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:worker_threads");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

/***/ }),

/***/ 857:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("os");

/***/ }),

/***/ 6928:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("path");

/***/ }),

/***/ 3193:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("string_decoder");

/***/ }),

/***/ 3557:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("timers");

/***/ }),

/***/ 4756:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("tls");

/***/ }),

/***/ 9023:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("util");

/***/ })

/******/ });
/************************************************************************/
/******/ // The module cache
/******/ var __webpack_module_cache__ = {};
/******/ 
/******/ // The require function
/******/ function __nccwpck_require__(moduleId) {
/******/ 	// Check if module is in cache
/******/ 	var cachedModule = __webpack_module_cache__[moduleId];
/******/ 	if (cachedModule !== undefined) {
/******/ 		return cachedModule.exports;
/******/ 	}
/******/ 	// Create a new module (and put it into the cache)
/******/ 	var module = __webpack_module_cache__[moduleId] = {
/******/ 		// no module.id needed
/******/ 		// no module.loaded needed
/******/ 		exports: {}
/******/ 	};
/******/ 
/******/ 	// Execute the module function
/******/ 	var threw = true;
/******/ 	try {
/******/ 		__webpack_modules__[moduleId].call(module.exports, module, module.exports, __nccwpck_require__);
/******/ 		threw = false;
/******/ 	} finally {
/******/ 		if(threw) delete __webpack_module_cache__[moduleId];
/******/ 	}
/******/ 
/******/ 	// Return the exports of the module
/******/ 	return module.exports;
/******/ }
/******/ 
/******/ // expose the modules object (__webpack_modules__)
/******/ __nccwpck_require__.m = __webpack_modules__;
/******/ 
/************************************************************************/
/******/ /* webpack/runtime/asset-relocator-loader */
/******/ if (typeof __nccwpck_require__ !== 'undefined') __nccwpck_require__.ab = decodeURIComponent(new URL('.', import.meta.url).pathname).slice(import.meta.url.match(/^file:\/\/\/\w:/) ? 1 : 0, -1) + "/";
/******/ 
/******/ /* webpack/runtime/async module */
/******/ (() => {
/******/ 	var webpackQueues = typeof Symbol === "function" ? Symbol("webpack queues") : "__webpack_queues__";
/******/ 	var webpackExports = typeof Symbol === "function" ? Symbol("webpack exports") : "__webpack_exports__";
/******/ 	var webpackError = typeof Symbol === "function" ? Symbol("webpack error") : "__webpack_error__";
/******/ 	var resolveQueue = (queue) => {
/******/ 		if(queue && queue.d < 1) {
/******/ 			queue.d = 1;
/******/ 			queue.forEach((fn) => (fn.r--));
/******/ 			queue.forEach((fn) => (fn.r-- ? fn.r++ : fn()));
/******/ 		}
/******/ 	}
/******/ 	var wrapDeps = (deps) => (deps.map((dep) => {
/******/ 		if(dep !== null && typeof dep === "object") {
/******/ 			if(dep[webpackQueues]) return dep;
/******/ 			if(dep.then) {
/******/ 				var queue = [];
/******/ 				queue.d = 0;
/******/ 				dep.then((r) => {
/******/ 					obj[webpackExports] = r;
/******/ 					resolveQueue(queue);
/******/ 				}, (e) => {
/******/ 					obj[webpackError] = e;
/******/ 					resolveQueue(queue);
/******/ 				});
/******/ 				var obj = {};
/******/ 				obj[webpackQueues] = (fn) => (fn(queue));
/******/ 				return obj;
/******/ 			}
/******/ 		}
/******/ 		var ret = {};
/******/ 		ret[webpackQueues] = x => {};
/******/ 		ret[webpackExports] = dep;
/******/ 		return ret;
/******/ 	}));
/******/ 	__nccwpck_require__.a = (module, body, hasAwait) => {
/******/ 		var queue;
/******/ 		hasAwait && ((queue = []).d = -1);
/******/ 		var depQueues = new Set();
/******/ 		var exports = module.exports;
/******/ 		var currentDeps;
/******/ 		var outerResolve;
/******/ 		var reject;
/******/ 		var promise = new Promise((resolve, rej) => {
/******/ 			reject = rej;
/******/ 			outerResolve = resolve;
/******/ 		});
/******/ 		promise[webpackExports] = exports;
/******/ 		promise[webpackQueues] = (fn) => (queue && fn(queue), depQueues.forEach(fn), promise["catch"](x => {}));
/******/ 		module.exports = promise;
/******/ 		body((deps) => {
/******/ 			currentDeps = wrapDeps(deps);
/******/ 			var fn;
/******/ 			var getResult = () => (currentDeps.map((d) => {
/******/ 				if(d[webpackError]) throw d[webpackError];
/******/ 				return d[webpackExports];
/******/ 			}))
/******/ 			var promise = new Promise((resolve) => {
/******/ 				fn = () => (resolve(getResult));
/******/ 				fn.r = 0;
/******/ 				var fnQueue = (q) => (q !== queue && !depQueues.has(q) && (depQueues.add(q), q && !q.d && (fn.r++, q.push(fn))));
/******/ 				currentDeps.map((dep) => (dep[webpackQueues](fnQueue)));
/******/ 			});
/******/ 			return fn.r ? promise : getResult();
/******/ 		}, (err) => ((err ? reject(promise[webpackError] = err) : outerResolve(exports)), resolveQueue(queue)));
/******/ 		queue && queue.d < 0 && (queue.d = 0);
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/compat get default export */
/******/ (() => {
/******/ 	// getDefaultExport function for compatibility with non-harmony modules
/******/ 	__nccwpck_require__.n = (module) => {
/******/ 		var getter = module && module.__esModule ?
/******/ 			() => (module['default']) :
/******/ 			() => (module);
/******/ 		__nccwpck_require__.d(getter, { a: getter });
/******/ 		return getter;
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/define property getters */
/******/ (() => {
/******/ 	// define getter functions for harmony exports
/******/ 	__nccwpck_require__.d = (exports, definition) => {
/******/ 		for(var key in definition) {
/******/ 			if(__nccwpck_require__.o(definition, key) && !__nccwpck_require__.o(exports, key)) {
/******/ 				Object.defineProperty(exports, key, { enumerable: true, get: definition[key] });
/******/ 			}
/******/ 		}
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/ensure chunk */
/******/ (() => {
/******/ 	__nccwpck_require__.f = {};
/******/ 	// This file contains only the entry chunk.
/******/ 	// The chunk loading function for additional chunks
/******/ 	__nccwpck_require__.e = (chunkId) => {
/******/ 		return Promise.all(Object.keys(__nccwpck_require__.f).reduce((promises, key) => {
/******/ 			__nccwpck_require__.f[key](chunkId, promises);
/******/ 			return promises;
/******/ 		}, []));
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/get javascript chunk filename */
/******/ (() => {
/******/ 	// This function allow to reference async chunks
/******/ 	__nccwpck_require__.u = (chunkId) => {
/******/ 		// return url for filenames based on template
/******/ 		return "" + chunkId + ".index.js";
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/hasOwnProperty shorthand */
/******/ (() => {
/******/ 	__nccwpck_require__.o = (obj, prop) => (Object.prototype.hasOwnProperty.call(obj, prop))
/******/ })();
/******/ 
/******/ /* webpack/runtime/make namespace object */
/******/ (() => {
/******/ 	// define __esModule on exports
/******/ 	__nccwpck_require__.r = (exports) => {
/******/ 		if(typeof Symbol !== 'undefined' && Symbol.toStringTag) {
/******/ 			Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
/******/ 		}
/******/ 		Object.defineProperty(exports, '__esModule', { value: true });
/******/ 	};
/******/ })();
/******/ 
/******/ /* webpack/runtime/import chunk loading */
/******/ (() => {
/******/ 	// no baseURI
/******/ 	
/******/ 	// object to store loaded and loading chunks
/******/ 	// undefined = chunk not loaded, null = chunk preloaded/prefetched
/******/ 	// [resolve, Promise] = chunk loading, 0 = chunk loaded
/******/ 	var installedChunks = {
/******/ 		792: 0
/******/ 	};
/******/ 	
/******/ 	var installChunk = (data) => {
/******/ 		var {ids, modules, runtime} = data;
/******/ 		// add "modules" to the modules object,
/******/ 		// then flag all "ids" as loaded and fire callback
/******/ 		var moduleId, chunkId, i = 0;
/******/ 		for(moduleId in modules) {
/******/ 			if(__nccwpck_require__.o(modules, moduleId)) {
/******/ 				__nccwpck_require__.m[moduleId] = modules[moduleId];
/******/ 			}
/******/ 		}
/******/ 		if(runtime) runtime(__nccwpck_require__);
/******/ 		for(;i < ids.length; i++) {
/******/ 			chunkId = ids[i];
/******/ 			if(__nccwpck_require__.o(installedChunks, chunkId) && installedChunks[chunkId]) {
/******/ 				installedChunks[chunkId][0]();
/******/ 			}
/******/ 			installedChunks[ids[i]] = 0;
/******/ 		}
/******/ 	
/******/ 	}
/******/ 	
/******/ 	__nccwpck_require__.f.j = (chunkId, promises) => {
/******/ 			// import() chunk loading for javascript
/******/ 			var installedChunkData = __nccwpck_require__.o(installedChunks, chunkId) ? installedChunks[chunkId] : undefined;
/******/ 			if(installedChunkData !== 0) { // 0 means "already installed".
/******/ 	
/******/ 				// a Promise means "currently loading".
/******/ 				if(installedChunkData) {
/******/ 					promises.push(installedChunkData[1]);
/******/ 				} else {
/******/ 					if(true) { // all chunks have JS
/******/ 						// setup Promise in chunk cache
/******/ 						var promise = import("./" + __nccwpck_require__.u(chunkId)).then(installChunk, (e) => {
/******/ 							if(installedChunks[chunkId] !== 0) installedChunks[chunkId] = undefined;
/******/ 							throw e;
/******/ 						});
/******/ 						var promise = Promise.race([promise, new Promise((resolve) => (installedChunkData = installedChunks[chunkId] = [resolve]))])
/******/ 						promises.push(installedChunkData[1] = promise);
/******/ 					}
/******/ 				}
/******/ 			}
/******/ 	};
/******/ 	
/******/ 	// no prefetching
/******/ 	
/******/ 	// no preloaded
/******/ 	
/******/ 	// no external install chunk
/******/ 	
/******/ 	// no on chunks loaded
/******/ })();
/******/ 
/************************************************************************/
/******/ 
/******/ // startup
/******/ // Load entry module and return exports
/******/ // This entry module used 'module' so it can't be inlined
/******/ var __webpack_exports__ = __nccwpck_require__(218);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
