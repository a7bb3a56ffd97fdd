#!/usr/bin/env node
import { createRequire as __WEBPACK_EXTERNAL_createRequire } from "module";
/******/ var __webpack_modules__ = ({

/***/ 1425:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {


// EXPORTS
__nccwpck_require__.d(__webpack_exports__, {
  k: () => (/* binding */ installChunkLoader)
});

// EXTERNAL MODULE: external "node:buffer"
var external_node_buffer_ = __nccwpck_require__(4573);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __nccwpck_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __nccwpck_require__(8161);
// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __nccwpck_require__(8995);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __nccwpck_require__(6760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __nccwpck_require__(3136);
;// CONCATENATED MODULE: external "node:vm"
const external_node_vm_namespaceObject = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:vm");
// EXTERNAL MODULE: ./src/util/lazy-require.ts
var lazy_require = __nccwpck_require__(6050);
// EXTERNAL MODULE: ./src/util/v8-flags.ts
var v8_flags = __nccwpck_require__(4122);
;// CONCATENATED MODULE: ./src/cli/cache-prune.ts
/**
 * Keeps the CLI's code cache (src/cli/chunk-cache.ts) bounded. Its entries are named by the SHA-256 of the
 * script they compile, so each new build or release adds its own (TypeScript's alone is 2.5 MB) and
 * nothing reads the old ones again. When a run has written new entries, it removes, in the folder of every
 * Node version, the entries of scripts this bundle no longer has and the temporary files of writes that
 * never finished, then the folders left empty. Only what has not changed for an hour goes: another build
 * run by turns (a global install beside a project's) or a write under way keeps its files. Nothing is
 * followed through a link, nothing but cache entries is removed, and any failure leaves the file in place.
 */


/** How scripts/bundle.js begins each script: this, then the SHA-256 of the rest in hex. */
const CHUNK_HEADER = '// mcpdesc chunk ';
const HASH_LENGTH = 64;
/** How long an entry of another build, or an unfinished write, is left alone. */
const PRUNE_AFTER_MS = 60 * 60 * 1000;
/** A cache entry (`<sha-256>-<flags>`, chunk-cache.ts; `<sha-256>` before), or one being written (`<entry>.<pid>-<random>`). */
const ENTRY = /^([0-9a-f]{64})(?:-[0-9a-f]{8})?(\.[0-9]+-[0-9a-z]+)?$/;
/** A Node version's folder (`v22.11.0-x64`). */
const NODE_FOLDER = /^v[0-9]+\.[0-9]+\.[0-9]+[0-9A-Za-z.+-]*$/;
function entries(folder) {
    try {
        return (0,external_node_fs_.readdirSync)(folder, { withFileTypes: true });
    }
    catch {
        return [];
    }
}
/** The SHA-256 a script of the bundle begins with, if it is one. */
function scriptHash(path) {
    let fd;
    try {
        fd = (0,external_node_fs_.openSync)(path, 'r');
        const head = Buffer.alloc(CHUNK_HEADER.length + HASH_LENGTH);
        const read = (0,external_node_fs_.readSync)(fd, head, 0, head.length, 0);
        const text = head.subarray(0, read).toString('latin1');
        return text.startsWith(CHUNK_HEADER) ? text.slice(CHUNK_HEADER.length) : undefined;
    }
    catch {
        return undefined;
    }
    finally {
        if (fd !== undefined)
            (0,external_node_fs_.closeSync)(fd);
    }
}
/** The hashes of the bundle's scripts: its chunks (`*.js` beside the entry) and vendored modules (`vendor/<name>/index.cjs`). */
function bundleHashes(bundleFolder) {
    const hashes = new Set();
    const add = (path) => {
        const hash = scriptHash(path);
        if (hash !== undefined)
            hashes.add(hash);
    };
    for (const entry of entries(bundleFolder))
        if (entry.isFile() && entry.name.endsWith('.js'))
            add((0,external_node_path_.join)(bundleFolder, entry.name));
    const vendor = (0,external_node_path_.join)(bundleFolder, 'vendor');
    for (const entry of entries(vendor))
        if (entry.isDirectory())
            add((0,external_node_path_.join)(vendor, entry.name, 'index.cjs'));
    return hashes;
}
/** Whether the file or folder has not changed since `before` (a link or anything else unreadable: no). */
function unchangedSince(path, before, folder) {
    try {
        const stat = (0,external_node_fs_.lstatSync)(path);
        return (folder ? stat.isDirectory() : stat.isFile()) && stat.mtimeMs < before;
    }
    catch {
        return false;
    }
}
/**
 * Removes from each Node version's folder of `top` the entries not in `keep` and the unfinished writes,
 * those unchanged for PRUNE_AFTER_MS, and then each folder left empty that had not changed either (not
 * the one this run has just written to).
 */
function pruneCache(top, keep, now = Date.now()) {
    const before = now - PRUNE_AFTER_MS;
    for (const version of entries(top)) {
        if (!version.isDirectory() || !NODE_FOLDER.test(version.name))
            continue;
        const folder = (0,external_node_path_.join)(top, version.name);
        // Before its entries go, which changes it.
        const stale = unchangedSince(folder, before, true);
        for (const entry of entries(folder)) {
            const match = ENTRY.exec(entry.name);
            if (!entry.isFile() || match === null || (match[2] === undefined && keep.has(match[1])))
                continue;
            const path = (0,external_node_path_.join)(folder, entry.name);
            try {
                if (unchangedSince(path, before, false))
                    (0,external_node_fs_.unlinkSync)(path);
            }
            catch {
                // Removed by a concurrent run, or not ours to remove: left as it is.
            }
        }
        try {
            if (stale)
                (0,external_node_fs_.rmdirSync)(folder);
        }
        catch {
            // Not empty (most often): kept.
        }
    }
}

;// CONCATENATED MODULE: ./src/cli/chunk-cache.ts
// Kept for speed: one-file cold start 33 % faster with it on Node 20, 22 % on Node 24 (npm run bench, 2026-12-04; 135 vs 200 ms, 117 vs 150 ms without).
/**
 * The CLI bundle's chunks, compiled with a V8 code cache kept between runs. Node's own compile cache
 * (`module.enableCompileCache`, Node 22.1+) serializes a module right after compiling it, so it holds
 * only the top-level code: every function a run calls is still parsed and compiled when first called,
 * which was most of a one-file run's time. A cache made as the process exits holds every function the
 * run compiled, and Node 20 has no compile cache at all. So the bundle's chunks are scripts
 * (scripts/bundle.js rewrites ncc's ES module chunks into `(function (chunk, importMetaUrl) { \u2026 })`, each
 * beginning with the SHA-256 of the chunk's text), run here through `vm.Script` with the cache of the
 * same text, and the scripts that had none (or a rejected one: another V8 or other flags) write theirs
 * on exit. The vendored CommonJS modules (TypeScript, ajv, the YAML parser\u2026) go the same way, each
 * rewritten as `(function (exports, require, module, __filename, __dirname) { \u2026 })`.
 *
 * V8 rejects a cache made under other V8 flags, and a run that reads server source raises one as it goes
 * (runner/tier-up.ts): so each entry's name ends with the hash of the flags it was made under, and what
 * was compiled before a change is written under the flags of then (or every source run would compile
 * again, and write again, the chunks it loaded before its first source file: 10 to 15 % of its CPU).
 *
 * The cache lives in `<tmpdir>/mcpdesc-compile-cache-<uid>/<node version>-<arch>/<sha-256>-<flags>`, used only
 * when that first folder is a folder of this user's, not a link, and writable by no one else (a cache
 * is code this process runs); a run that writes to it removes the entries of other builds (cache-prune.ts).
 * NODE_DISABLE_COMPILE_CACHE=1, Node's own switch, turns it off; any failure to read or write it only costs
 * the time it would have saved.
 */










/**
 * Loads the bundle's chunks through `vm.Script` with the code cache. Outside the bundle (the sources
 * run by tsx or jest) there are no chunks, and nothing changes.
 */
function installChunkLoader(bundleUrl) {
    if ( false || typeof __nccwpck_require__.f?.j !== 'function')
        return;
    const require = __nccwpck_require__;
    const cache = cacheFolder();
    /** Scripts compiled without an accepted cache and the entry each goes to; then, once made, their caches. */
    const unsaved = [];
    const made = [];
    let flags;
    /** Chunks loaded, by id (as a string: webpack passes numbers). */
    const chunks = new Map();
    /** A script of the bundle (a chunk or a vendored module), compiled with the code cache of its text. */
    const compile = (path) => {
        const text = scriptText((0,external_node_fs_.readFileSync)(path));
        if (!text.startsWith(CHUNK_HEADER))
            throw new Error(`${path} is not a script of the mcpdesc CLI bundle (rebuild it with npm run build).`);
        const hash = text.slice(CHUNK_HEADER.length, CHUNK_HEADER.length + HASH_LENGTH);
        const cacheFile = cache === undefined ? undefined : (0,external_node_path_.join)(cache, `${hash}-${(flags ??= flagHash())}`);
        const cachedData = cacheFile === undefined ? undefined : readCache(cacheFile);
        const script = new external_node_vm_namespaceObject.Script(text, { filename: path, ...(cachedData ? { cachedData } : {}) });
        if (cacheFile !== undefined && (cachedData === undefined || script.cachedDataRejected === true))
            unsaved.push([script, cacheFile]);
        return script;
    };
    const load = (chunkId) => {
        const url = new URL(require.u(chunkId), bundleUrl);
        const chunk = { ids: [], modules: {} };
        compile((0,external_node_url_.fileURLToPath)(url)).runInThisContext()(chunk, url.href);
        for (const [id, factory] of Object.entries(chunk.modules))
            require.m[id] = factory;
        chunk.runtime?.(require);
        for (const id of chunk.ids)
            chunks.set(String(id), Promise.resolve());
    };
    require.f.j = (chunkId, promises) => {
        let loaded = chunks.get(String(chunkId));
        if (loaded === undefined) {
            try {
                load(chunkId);
                loaded = chunks.get(String(chunkId)) ?? Promise.reject(new Error(`chunk ${chunkId} of the mcpdesc CLI bundle does not contain itself.`));
            }
            catch (error) {
                loaded = Promise.reject(error);
            }
        }
        promises.push(loaded);
    };
    // The vendored CommonJS modules (util/lazy-require.ts), as scripts taking CommonJS's arguments: Node's
    // require would compile TypeScript's 9 MB without a cache (120 ms of a run that reads TypeScript source).
    (0,lazy_require/* setVendorLoader */._z)((name) => {
        const path = (0,external_node_url_.fileURLToPath)(new URL(`vendor/${name}/index.cjs`, bundleUrl));
        const module = { exports: {} };
        compile(path).runInThisContext()(module.exports, (0,external_node_module_.createRequire)(path), module, path, (0,external_node_path_.dirname)(path));
        return module.exports;
    });
    if (cache !== undefined) {
        // Made while the flags they were compiled under hold; written at exit with the rest.
        (0,v8_flags/* beforeV8FlagsChange */.T)(() => {
            for (const [script, file] of unsaved.splice(0))
                made.push([script.createCachedData(), file]);
            flags = undefined;
        });
        process.on('exit', () => {
            for (const [script, file] of unsaved)
                made.push([script.createCachedData(), file]);
            // Only a run that wrote entries (a new build, a new Node) can have made others stale.
            if (saveCaches(cache, made))
                pruneCache((0,external_node_path_.dirname)(cache), bundleHashes((0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(bundleUrl))));
        });
    }
}
/**
 * A script's text. The chunks and TypeScript are ASCII (scripts/bundle.js escapes the chunks' other
 * characters), and ASCII read as Latin-1 is the same text, decoded faster: TypeScript's 3.5 MB took 39 ms
 * of CPU as UTF-8, 29 checked and read as Latin-1 (Node 20, median of 8 processes); the chunks, small,
 * gain nothing either way.
 */
function scriptText(bytes) {
    return (0,external_node_buffer_.isAscii)(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
}
/** This user's cache folder for this Node, created if needed; none when disabled or not safely ours. */
function cacheFolder() {
    if (process.env.NODE_DISABLE_COMPILE_CACHE !== undefined && process.env.NODE_DISABLE_COMPILE_CACHE !== '')
        return undefined;
    const uid = process.getuid?.();
    const top = (0,external_node_path_.join)((0,external_node_os_.tmpdir)(), `mcpdesc-compile-cache${uid === undefined ? '' : `-${uid}`}`);
    try {
        (0,external_node_fs_.mkdirSync)(top, { recursive: true, mode: 0o700 });
        const stat = (0,external_node_fs_.lstatSync)(top);
        // Where uids exist: only a folder (not a link) of this user's that no one else can write to holds code this process runs.
        if (uid !== undefined && (!stat.isDirectory() || stat.uid !== uid || (stat.mode & 0o022) !== 0))
            return undefined;
    }
    catch {
        return undefined;
    }
    return (0,external_node_path_.join)(top, `${process.version}-${process.arch}`);
}
/**
 * The hash of V8's current flags, as its code caches record it: bytes 12 to 15 of a cache's header (V8 11
 * to 13; if that moved, every name gets the same part and only the gain is lost).
 */
function flagHash() {
    return new external_node_vm_namespaceObject.Script('0').createCachedData().subarray(12, 16).toString('hex');
}
function readCache(file) {
    try {
        return (0,external_node_fs_.readFileSync)(file);
    }
    catch {
        return undefined;
    }
}
/**
 * Each new cache written beside its place, then renamed there: a run reading it meanwhile sees the old one
 * or the new one. Whether any was written.
 */
function saveCaches(folder, made) {
    if (made.length === 0)
        return false;
    try {
        (0,external_node_fs_.mkdirSync)(folder, { recursive: true, mode: 0o700 });
        for (const [data, file] of made) {
            const temporary = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}`;
            (0,external_node_fs_.writeFileSync)(temporary, data, { mode: 0o600 });
            (0,external_node_fs_.renameSync)(temporary, file);
        }
        return true;
    }
    catch {
        // A full disk or a read-only temporary folder: the next run compiles again.
        return false;
    }
}


/***/ }),

/***/ 486:
/***/ ((module, __unused_webpack___webpack_exports__, __nccwpck_require__) => {

__nccwpck_require__.a(module, async (__webpack_handle_async_dependencies__, __webpack_async_result__) => { try {
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_v8_flags_js__WEBPACK_IMPORTED_MODULE_1__ = __nccwpck_require__(4122);
/* harmony import */ var _runner_pool_js__WEBPACK_IMPORTED_MODULE_2__ = __nccwpck_require__(3574);
/* harmony import */ var _chunk_cache_js__WEBPACK_IMPORTED_MODULE_3__ = __nccwpck_require__(1425);
/* harmony import */ var _output_js__WEBPACK_IMPORTED_MODULE_4__ = __nccwpck_require__(6657);
// The CLI's entry point. Before loading anything else it turns on Node's compile cache (Node 22.1+),
// which keeps V8's compiled code between runs for the CommonJS modules loaded later (vendor/), and
// loads the bundle's own chunks with a code cache of their own (chunk-cache.ts).





// Kept for speed: a one-descriptor lint took 29 % less CPU on Node 20 (0.69 -> 0.49 s) and Node 24 (0.49 ->
// 0.35 s), the 2,400-file source monorepo 4 % less (medians of 5, busy 2-core machine, 2026-12-06). V8
// compiles each regular expression to bytecode first and again to machine code once it runs twice; the
// security detectors' large expressions all run more than once, so compiling each once, to machine code,
// saves the first. Before anything is compiled, so every code cache is made under the same flags.
(0,_util_v8_flags_js__WEBPACK_IMPORTED_MODULE_1__/* .setV8Flags */ .E)('--no-regexp-tier-up');
node_module__WEBPACK_IMPORTED_MODULE_0___default().enableCompileCache?.();
(0,_chunk_cache_js__WEBPACK_IMPORTED_MODULE_3__/* .installChunkLoader */ .k)(import.meta.url);
// A lint worker thread runs this bundle too: it serves the files it is sent.
if ((0,_runner_pool_js__WEBPACK_IMPORTED_MODULE_2__/* .isPoolWorker */ .Xx)()) {
    (await Promise.all(/* import() */[__nccwpck_require__.e(9605), __nccwpck_require__.e(7654), __nccwpck_require__.e(9482), __nccwpck_require__.e(2060), __nccwpck_require__.e(9398), __nccwpck_require__.e(6314), __nccwpck_require__.e(3515), __nccwpck_require__.e(5315)]).then(__nccwpck_require__.bind(__nccwpck_require__, 3515))).serveLintWorker();
}
else {
    (0,_runner_pool_js__WEBPACK_IMPORTED_MODULE_2__/* .setWorkerEntry */ .HU)(import.meta.url);
    // Node's streams only when a pipe or a TTY needs them (output.ts).
    const stdout = (0,_output_js__WEBPACK_IMPORTED_MODULE_4__/* .output */ .C)(1, () => process.stdout);
    const stderr = (0,_output_js__WEBPACK_IMPORTED_MODULE_4__/* .output */ .C)(2, () => process.stderr);
    const { runCli } = await __nccwpck_require__.e(/* import() */ 2957).then(__nccwpck_require__.bind(__nccwpck_require__, 2957));
    const code = await runCli(process.argv.slice(2), {
        cwd: process.cwd(),
        stdout: stdout.write,
        stderr: stderr.write,
        get isTTY() {
            return stdout.isTTY;
        },
        env: process.env,
        // A getter: process.stdin builds its stream (and loads Node's fs streams) when first read, which only `lint -` needs.
        get stdin() {
            return process.stdin;
        },
    });
    process.exitCode = code;
}

__webpack_async_result__();
} catch(e) { __webpack_async_result__(e); } }, 1);

/***/ }),

/***/ 6657:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ output)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/**
 * The CLI's standard output and error. Building `process.stdout` or `process.stderr` loads Node's
 * streams (and, for a pipe or a TTY, its sockets): a noticeable part of a one-file run. So a stream is
 * built only when first written to, and a regular file or /dev/null (a redirection, a CI log, a
 * benchmark) is written with `fs.writeSync`, which is all Node's own stream for a file does.
 */

/**
 * Output to `fd` (1 or 2, or another for tests); `stream` is the process's stream for it, built on first use for a pipe or a
 * TTY. A reader that stops early (`mcpdesc lint | head -1`) closes the pipe: the rest of the output has
 * nowhere to go, which is no error of the run's, so EPIPE is ignored.
 */
function output(fd, stream) {
    if (isFileOrNull(fd)) {
        return {
            write: (text) => {
                const bytes = Buffer.from(text);
                for (let written = 0; written < bytes.length;)
                    written += (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.writeSync)(fd, bytes, written);
            },
            isTTY: false,
        };
    }
    let built;
    const get = () => {
        if (built === undefined) {
            built = stream();
            built.on('error', (error) => {
                if (error.code !== 'EPIPE')
                    throw error;
            });
        }
        return built;
    };
    return {
        write: (text) => {
            get().write(text);
        },
        get isTTY() {
            return get().isTTY === true;
        },
    };
}
/** Whether `fd` is a regular file or /dev/null, which Node writes synchronously too. */
function isFileOrNull(fd) {
    try {
        const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(fd);
        if (stats.isFile())
            return true;
        if (!stats.isCharacterDevice())
            return false;
        const devNull = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.statSync)('/dev/null');
        return stats.rdev === devNull.rdev && devNull.isCharacterDevice();
    }
    catch {
        return false;
    }
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
    /** workers \u2192 fallback: a worker could not start, so none will. */
    fallBack() {
        if (this.phase === 'workers')
            this.phase = 'fallback';
    }
    /** \u2192 settled, once no thread is linting and no file waits for a worker. */
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

/***/ 6050:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   NO: () => (/* binding */ vendoredJsonc),
/* harmony export */   P7: () => (/* binding */ vendoredTypescript),
/* harmony export */   SI: () => (/* binding */ vendoredPicomatch),
/* harmony export */   Ub: () => (/* binding */ vendoredRe2js),
/* harmony export */   Xd: () => (/* binding */ vendoredYaml),
/* harmony export */   _z: () => (/* binding */ setVendorLoader),
/* harmony export */   n$: () => (/* binding */ vendoredAjv)
/* harmony export */ });
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Dependencies a run may never need, loaded the first time one is: most schemas are plain
 * (schema/plain-schema.ts), so most files need no ajv, and only files with patterns need re2js; the
 * YAML and JSONC parsers serve only files (and configurations) in those syntaxes, and picomatch only
 * folder walks and configured globs (a format's own globs match without it, util/glob.ts). Each
 * lives in vendor/<name>/index.cjs; the bundles build those modules into files of their own beside
 * their chunks (scripts/bundle.js), at the same relative paths, so a start-up neither compiles nor runs
 * them until asked. Loading stays synchronous, as the schema checker needs.
 */

/** How the CLI bundle loads these modules instead (src/cli/chunk-cache.ts: with a code cache); unset, Node's require. */
let vendorLoader;
function setVendorLoader(load) {
    vendorLoader = load;
}
function load(name, require) {
    return vendorLoader === undefined ? require() : vendorLoader(name);
}
let ajv;
let re2js;
let yaml;
let jsonc;
let picomatch;
let typescript;
function vendoredAjv() {
    ajv ??= load('ajv', () => (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url)('./vendor/ajv/index.cjs'));
    return ajv;
}
function vendoredRe2js() {
    re2js ??= load('re2js', () => (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url)('./vendor/re2js/index.cjs'));
    return re2js;
}
function vendoredYaml() {
    yaml ??= load('yaml', () => (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url)('./vendor/yaml/index.cjs'));
    return yaml;
}
function vendoredJsonc() {
    jsonc ??= load('jsonc', () => (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url)('./vendor/jsonc/index.cjs'));
    return jsonc;
}
function vendoredPicomatch() {
    picomatch ??= load('picomatch', () => (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url)('./vendor/picomatch/index.cjs'));
    return picomatch;
}
/** TypeScript's parser, for server source that registers tools (src/formats/typescript-source/): 9 MB no other run loads. */
function vendoredTypescript() {
    typescript ??= load('typescript', () => (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url)('./vendor/typescript/index.cjs'));
    return typescript;
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

/***/ 4122:
/***/ ((__unused_webpack_module, __webpack_exports__, __nccwpck_require__) => {

/* harmony export */ __nccwpck_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ setV8Flags),
/* harmony export */   T: () => (/* binding */ beforeV8FlagsChange)
/* harmony export */ });
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __nccwpck_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__nccwpck_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Changing V8's flags while the process runs, and saying so first. A V8 code cache records the flags it
 * was made under, and V8 rejects it under any others: the CLI's code cache (src/cli/chunk-cache.ts) writes
 * what it compiled before the change while those flags still hold, or the next run would reject it.
 */

const listeners = [];
/** Calls `listener` before each change of V8's flags. */
function beforeV8FlagsChange(listener) {
    listeners.push(listener);
}
/** `v8.setFlagsFromString`, with node:v8 loaded on first use: loading it is 10 to 50 ms of a cold start. */
function setV8Flags(flags) {
    for (const listener of listeners)
        listener();
    (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url)('node:v8').setFlagsFromString(flags);
}


/***/ }),

/***/ 4573:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:buffer");

/***/ }),

/***/ 1421:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:child_process");

/***/ }),

/***/ 7598:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:crypto");

/***/ }),

/***/ 3024:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs");

/***/ }),

/***/ 1455:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:fs/promises");

/***/ }),

/***/ 8995:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:module");

/***/ }),

/***/ 8161:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:os");

/***/ }),

/***/ 6760:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:path");

/***/ }),

/***/ 3136:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:url");

/***/ }),

/***/ 7975:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:util");

/***/ }),

/***/ 8522:
/***/ ((module) => {

module.exports = __WEBPACK_EXTERNAL_createRequire(import.meta.url)("node:zlib");

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
/******/ 		__webpack_modules__[moduleId](module, module.exports, __nccwpck_require__);
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
/******/ /* webpack/runtime/create fake namespace object */
/******/ (() => {
/******/ 	var getProto = Object.getPrototypeOf ? (obj) => (Object.getPrototypeOf(obj)) : (obj) => (obj.__proto__);
/******/ 	var leafPrototypes;
/******/ 	// create a fake namespace object
/******/ 	// mode & 1: value is a module id, require it
/******/ 	// mode & 2: merge all properties of value into the ns
/******/ 	// mode & 4: return value when already ns object
/******/ 	// mode & 16: return value when it's Promise-like
/******/ 	// mode & 8|1: behave like require
/******/ 	__nccwpck_require__.t = function(value, mode) {
/******/ 		if(mode & 1) value = this(value);
/******/ 		if(mode & 8) return value;
/******/ 		if(typeof value === 'object' && value) {
/******/ 			if((mode & 4) && value.__esModule) return value;
/******/ 			if((mode & 16) && typeof value.then === 'function') return value;
/******/ 		}
/******/ 		var ns = Object.create(null);
/******/ 		__nccwpck_require__.r(ns);
/******/ 		var def = {};
/******/ 		leafPrototypes = leafPrototypes || [null, getProto({}), getProto([]), getProto(getProto)];
/******/ 		for(var current = mode & 2 && value; typeof current == 'object' && !~leafPrototypes.indexOf(current); current = getProto(current)) {
/******/ 			Object.getOwnPropertyNames(current).forEach((key) => (def[key] = () => (value[key])));
/******/ 		}
/******/ 		def['default'] = () => (value);
/******/ 		__nccwpck_require__.d(ns, def);
/******/ 		return ns;
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
/******/ 		8792: 0
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
/******/ var __webpack_exports__ = __nccwpck_require__(486);
/******/ __webpack_exports__ = await __webpack_exports__;
/******/ 
