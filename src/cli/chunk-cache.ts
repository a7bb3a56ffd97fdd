// Kept for speed: one-file cold start 33 % faster with it on Node 20, 22 % on Node 24 (npm run bench, 2026-12-04; 135 vs 200 ms, 117 vs 150 ms without).
/**
 * The CLI bundle's chunks, compiled with a V8 code cache kept between runs. Node's own compile cache
 * (`module.enableCompileCache`, Node 22.1+) serializes a module right after compiling it, so it holds
 * only the top-level code: every function a run calls is still parsed and compiled when first called,
 * which was most of a one-file run's time. A cache made as the process exits holds every function the
 * run compiled, and Node 20 has no compile cache at all. So the bundle's chunks are scripts
 * (scripts/bundle.js rewrites ncc's ES module chunks into `(function (chunk, importMetaUrl) { … })`, each
 * beginning with the SHA-256 of the chunk's text), run here through `vm.Script` with the cache of the
 * same text, and the scripts that had none (or a rejected one: another V8 or other flags) write theirs
 * on exit. The vendored CommonJS modules (TypeScript, ajv, the YAML parser…) go the same way, each
 * rewritten as `(function (exports, require, module, __filename, __dirname) { … })`.
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
import { isAscii } from 'node:buffer';
import { lstatSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Script } from 'node:vm';
import { setVendorLoader } from '../util/lazy-require.js';
import { beforeV8FlagsChange } from '../util/v8-flags.js';
import { bundleHashes, CHUNK_HEADER, HASH_LENGTH, pruneCache } from './cache-prune.js';

/** What a chunk holds (webpack's chunk format): the modules it adds and the chunk ids it completes. */
interface Chunk {
  ids: readonly (string | number)[];
  modules: Record<string, unknown>;
  runtime?: (require: WebpackRequire) => void;
}

/** The parts of the bundle's webpack runtime that loading a chunk uses. */
interface WebpackRequire {
  m: Record<string, unknown>;
  u(chunkId: string | number): string;
  f: { j?: (chunkId: string | number, promises: Promise<unknown>[]) => void };
}

declare const __webpack_require__: WebpackRequire;

/** A CommonJS module's text wrapped as Node wraps it (scripts/bundle.js writes the vendored modules so). */
type CommonJsWrapper = (exports: unknown, require: NodeJS.Require, module: { exports: unknown }, filename: string, dirname: string) => void;

/**
 * Loads the bundle's chunks through `vm.Script` with the code cache. Outside the bundle (the sources
 * run by tsx or jest) there are no chunks, and nothing changes.
 */
export function installChunkLoader(bundleUrl: string): void {
  if (typeof __webpack_require__ === 'undefined' || typeof __webpack_require__.f?.j !== 'function') return;
  const require = __webpack_require__;
  const cache = cacheFolder();
  /** Scripts compiled without an accepted cache and the entry each goes to; then, once made, their caches. */
  const unsaved: [Script, string][] = [];
  const made: [Buffer, string][] = [];
  let flags: string | undefined;
  /** Chunks loaded, by id (as a string: webpack passes numbers). */
  const chunks = new Map<string, Promise<void>>();

  /** A script of the bundle (a chunk or a vendored module), compiled with the code cache of its text. */
  const compile = (path: string): Script => {
    const text = scriptText(readFileSync(path));
    if (!text.startsWith(CHUNK_HEADER)) throw new Error(`${path} is not a script of the mcpdesc CLI bundle (rebuild it with npm run build).`);
    const hash = text.slice(CHUNK_HEADER.length, CHUNK_HEADER.length + HASH_LENGTH);
    const cacheFile = cache === undefined ? undefined : join(cache, `${hash}-${(flags ??= flagHash())}`);
    const cachedData = cacheFile === undefined ? undefined : readCache(cacheFile);
    const script = new Script(text, { filename: path, ...(cachedData ? { cachedData } : {}) });
    if (cacheFile !== undefined && (cachedData === undefined || script.cachedDataRejected === true)) unsaved.push([script, cacheFile]);
    return script;
  };

  const load = (chunkId: string | number): void => {
    const url = new URL(require.u(chunkId), bundleUrl);
    const chunk = { ids: [], modules: {} } as Chunk;
    (compile(fileURLToPath(url)).runInThisContext() as (exports: Chunk, url: string) => void)(chunk, url.href);
    for (const [id, factory] of Object.entries(chunk.modules)) require.m[id] = factory;
    chunk.runtime?.(require);
    for (const id of chunk.ids) chunks.set(String(id), Promise.resolve());
  };

  require.f.j = (chunkId, promises) => {
    let loaded = chunks.get(String(chunkId));
    if (loaded === undefined) {
      try {
        load(chunkId);
        loaded = chunks.get(String(chunkId)) ?? Promise.reject(new Error(`chunk ${chunkId} of the mcpdesc CLI bundle does not contain itself.`));
      } catch (error) {
        loaded = Promise.reject(error);
      }
    }
    promises.push(loaded);
  };

  // The vendored CommonJS modules (util/lazy-require.ts), as scripts taking CommonJS's arguments: Node's
  // require would compile TypeScript's 9 MB without a cache (120 ms of a run that reads TypeScript source).
  setVendorLoader((name) => {
    const path = fileURLToPath(new URL(`vendor/${name}/index.cjs`, bundleUrl));
    const module = { exports: {} };
    (compile(path).runInThisContext() as CommonJsWrapper)(module.exports, createRequire(path), module, path, dirname(path));
    return module.exports;
  });

  if (cache !== undefined) {
    // Made while the flags they were compiled under hold; written at exit with the rest.
    beforeV8FlagsChange(() => {
      for (const [script, file] of unsaved.splice(0)) made.push([script.createCachedData(), file]);
      flags = undefined;
    });
    process.on('exit', () => {
      for (const [script, file] of unsaved) made.push([script.createCachedData(), file]);
      // Only a run that wrote entries (a new build, a new Node) can have made others stale.
      if (saveCaches(cache, made)) pruneCache(dirname(cache), bundleHashes(dirname(fileURLToPath(bundleUrl))));
    });
  }
}

/**
 * A script's text. The chunks and TypeScript are ASCII (scripts/bundle.js escapes the chunks' other
 * characters), and ASCII read as Latin-1 is the same text, decoded faster: TypeScript's 3.5 MB took 39 ms
 * of CPU as UTF-8, 29 checked and read as Latin-1 (Node 20, median of 8 processes); the chunks, small,
 * gain nothing either way.
 */
function scriptText(bytes: Buffer): string {
  return isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
}

/** This user's cache folder for this Node, created if needed; none when disabled or not safely ours. */
function cacheFolder(): string | undefined {
  if (process.env.NODE_DISABLE_COMPILE_CACHE !== undefined && process.env.NODE_DISABLE_COMPILE_CACHE !== '') return undefined;
  const uid = process.getuid?.();
  const top = join(tmpdir(), `mcpdesc-compile-cache${uid === undefined ? '' : `-${uid}`}`);
  try {
    mkdirSync(top, { recursive: true, mode: 0o700 });
    const stat = lstatSync(top);
    // Where uids exist: only a folder (not a link) of this user's that no one else can write to holds code this process runs.
    if (uid !== undefined && (!stat.isDirectory() || stat.uid !== uid || (stat.mode & 0o022) !== 0)) return undefined;
  } catch {
    return undefined;
  }
  return join(top, `${process.version}-${process.arch}`);
}

/**
 * The hash of V8's current flags, as its code caches record it: bytes 12 to 15 of a cache's header (V8 11
 * to 13; if that moved, every name gets the same part and only the gain is lost).
 */
function flagHash(): string {
  return new Script('0').createCachedData().subarray(12, 16).toString('hex');
}

function readCache(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * Each new cache written beside its place, then renamed there: a run reading it meanwhile sees the old one
 * or the new one. Whether any was written.
 */
function saveCaches(folder: string, made: readonly [Buffer, string][]): boolean {
  if (made.length === 0) return false;
  try {
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    for (const [data, file] of made) {
      const temporary = `${file}.${process.pid}-${Math.random().toString(36).slice(2)}`;
      writeFileSync(temporary, data, { mode: 0o600 });
      renameSync(temporary, file);
    }
    return true;
  } catch {
    // A full disk or a read-only temporary folder: the next run compiles again.
    return false;
  }
}
