/**
 * Reads a descriptor as untrusted input: only regular files, only inside the workspace (the path judged
 * component by component, contain.ts: no symlinked folder on the way, a symlinked file only to inside
 * it), only up to the size limit, and only valid UTF-8. Anything else becomes a finding on that file,
 * never an exception.
 */
import { isUtf8 } from 'node:buffer';
import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, realpathSync } from 'node:fs';
import { isAbsolute, sep } from 'node:path';
import { LineIndex, type Range } from '../parse/lines.js';
import { decodeFileName, fsPath } from '../util/file-names.js';
import { firstInvalidUtf8 } from '../util/utf8.js';
import { containment, NO_FOLLOW, realRootOf, rememberPlain, within } from './contain.js';
import type { RunReads } from './kept.js';
import { relativeTo } from './relative.js';

export type ReadOutcome =
  | { ok: true; text: string }
  | {
      ok: false;
      ruleId: 'mcpdesc.document.file' | 'mcpdesc.document.limits';
      message: string;
      range?: Range;
      /** The system's error, when the file could not be opened or read at all (ENAMETOOLONG, EACCES). */
      code?: string;
    };

const FIRST_CHARACTER: Range = { start: { line: 1, column: 1 }, end: { line: 1, column: 2 } };

/**
 * Synchronous on purpose: linting is CPU-bound and goes one file at a time, and five small system calls
 * cost far less done directly than through the thread pool and promises. `reads`: the run's (kept.ts):
 * the paths it found plain, and the bytes of a plain file its workspace read already.
 */
export function readDescriptor(absolute: string, root: string, maxBytes: number, reads?: RunReads): ReadOutcome {
  const refuse = (message: string): ReadOutcome => ({ ok: false, ruleId: 'mcpdesc.document.file', message });
  try {
    const path = fsPath(absolute);
    const where = containment(absolute, root, reads?.paths, true);
    if (where.kind === 'folder') {
      return refuse(
        `This path is reached through ${JSON.stringify(where.folder)}, a symlinked folder, so mcpdesc did not read it: descriptors in a pull request must not reach files beyond the repository, and mcpdesc follows no symlinked folder. Replace the link with the folder itself.`,
      );
    }
    if (where.kind === 'error') return cannotRead(where.code);
    const realRoot = realRootOf(root);
    const target = where.kind === 'outside' ? resolvedTarget(path) : where.real;
    // A path with no link between the workspace and it ('plain') needs no lstat: only its last part can be one.
    const link = where.kind === 'last' || (where.kind === 'outside' && target !== absolute) ? lstatSync(path).isSymbolicLink() : false;
    if (link && !target) return refuse('This symlink points to nothing that exists, so there is no descriptor to check. Fix or remove the link.');
    if (link && target && !within(realRoot, target)) {
      return refuse(
        'This symlink points outside the workspace, so mcpdesc did not read it: descriptors in a pull request must not reach files beyond the repository. Replace the link with the file itself.',
      );
    }
    // A version-control folder holds credentials (actions/checkout keeps its token in .git/config): never read, however it is reached.
    // A plain path's real path is the real root joined with the same names: one look at them does.
    if (inVcsFolder(realRoot, target ?? absolute) || (where.kind !== 'plain' && inVcsFolder(root, absolute))) {
      return refuse(
        "This file is inside a version-control folder (.git, .hg or .svn), which mcpdesc never reads: such folders hold credentials, such as the token actions/checkout keeps in .git/config. Lint the repository's own files instead.",
      );
    }
    // Read whole from this very file (a regular one) by the run's workspace; a larger one is read again, to be reported.
    const kept = where.kind === 'plain' ? reads?.kept.take(where.real) : undefined;
    if (kept !== undefined && kept.length <= maxBytes) return decode(kept);
    // O_NONBLOCK keeps a FIFO swapped in after the check from blocking the open; NO_FOLLOW, a symlink from being followed.
    let handle: number;
    try {
      handle = openSync(path, constants.O_RDONLY | constants.O_NONBLOCK | (where.kind === 'plain' ? (NO_FOLLOW ?? 0) : 0));
    } catch (error) {
      // Judged plain by the run's memory, or without a look (contain.ts `opening`): a symlink now, or gone.
      // Judged again, whole, without that memory.
      if (where.kind === 'plain' && reads) return readDescriptor(absolute, root, maxBytes);
      throw error;
    }
    try {
      const stats = fstatSync(handle);
      if (!stats.isFile()) return refuse(`This path is ${kindOf(stats)}, not a regular file, so mcpdesc did not read it. Descriptors must be ordinary files.`);
      if (where.kind === 'plain' && where.type === undefined && reads) rememberPlain(reads.paths, absolute, where.real, 'file');
      if (stats.size > maxBytes) {
        return {
          ok: false,
          ruleId: 'mcpdesc.document.limits',
          message: `The file is ${stats.size} bytes, more than the limit of ${maxBytes}; mcpdesc did not read it. Split the descriptor or raise limits.maxFileBytes.`,
          range: FIRST_CHARACTER,
        };
      }
      const buffer = Buffer.allocUnsafe(Math.min(stats.size, maxBytes) + 1);
      const bytesRead = readSync(handle, buffer, 0, buffer.length, 0);
      if (bytesRead > maxBytes) {
        return {
          ok: false,
          ruleId: 'mcpdesc.document.limits',
          message: `The file grew past the limit of ${maxBytes} bytes while being read; mcpdesc did not check it.`,
          range: FIRST_CHARACTER,
        };
      }
      const bytes = buffer.subarray(0, bytesRead);
      if (where.kind === 'plain' && bytesRead === stats.size) reads?.kept.keep(where.real, bytes);
      return decode(bytes);
    } finally {
      closeSync(handle);
    }
  } catch (error) {
    return cannotRead((error as NodeJS.ErrnoException).code ?? 'error');
  }
}

function cannotRead(code: string): ReadOutcome {
  const why =
    code === 'ENAMETOOLONG'
      ? ' Its path is longer than the system accepts (PATH_MAX): shorten the folder names on the way to it, or check it out closer to the root of the file system.'
      : ' Check that it exists and is readable.';
  return { ok: false, ruleId: 'mcpdesc.document.file', message: `mcpdesc could not read this file (${code}).${why}`, code };
}

/** A folder discovery could not list: what it holds was not checked. */
export function unlistedFolder(code: string): ReadOutcome {
  const why =
    code === 'ENAMETOOLONG' ? 'its path is longer than the system accepts (PATH_MAX): shorten the folder names on the way to it' : 'check that it is readable';
  return {
    ok: false,
    ruleId: 'mcpdesc.document.file',
    message: `mcpdesc could not list this folder (${code}), so no MCP file in it was checked: ${why}, or exclude it if it holds none.`,
    code,
  };
}

/** The real path of a file named outside the workspace (its links are judged as before). */
function resolvedTarget(path: string | Buffer): string | undefined {
  try {
    // As text when that is exact: a name that is not UTF-8 comes back with U+FFFD, and is read again as bytes.
    const text = realpathSync.native(path);
    return text.includes('\uFFFD') ? decodeFileName(realpathSync.native(path, { encoding: 'buffer' })) : text;
  } catch {
    return undefined;
  }
}

/**
 * Bytes read from a stream (standard input, a pipe), under the same limit and UTF-8 check as a file.
 * `bytes` may hold one byte past the limit: that is how a reader that stops early says there was more.
 */
export function decodeRead(bytes: Uint8Array, maxBytes: number): ReadOutcome {
  if (bytes.length > maxBytes) {
    return {
      ok: false,
      ruleId: 'mcpdesc.document.limits',
      message: `The input is more than the limit of ${maxBytes} bytes; mcpdesc did not read it all. Split the descriptor or raise limits.maxFileBytes.`,
      range: FIRST_CHARACTER,
    };
  }
  return decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

// Validated in native code, then decoded by Buffer: a fatal TextDecoder was 4 % of a realistic run's CPU at --jobs 1.
function decode(bytes: Buffer): ReadOutcome {
  if (isUtf8(bytes)) {
    const text = bytes.toString('utf8');
    // As TextDecoder reads UTF-8: a byte order mark is not part of the text.
    return { ok: true, text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
  }
  const offset = Math.max(0, firstInvalidUtf8(bytes));
  const before = new TextDecoder('utf-8').decode(bytes.subarray(0, offset));
  const lines = new LineIndex(before);
  const start = lines.position(before.length);
  return {
    ok: false,
    ruleId: 'mcpdesc.document.file',
    message: `The file is not valid UTF-8 (byte 0x${bytes[offset].toString(16).padStart(2, '0')} at offset ${offset}). JSON and YAML descriptors must be UTF-8: re-save the file as UTF-8.`,
    range: { start, end: { line: start.line, column: start.column + 1 } },
  };
}

const VCS_FOLDERS = new Set(['.git', '.hg', '.svn']);

/** Whether a path passes through a version-control folder (counted from `root` when it lies inside it). */
function inVcsFolder(root: string, path: string): boolean {
  const rel = relativeTo(root, path);
  const parts = (rel.startsWith('..') || isAbsolute(rel) ? path : rel).split(sep);
  return parts.some((part) => VCS_FOLDERS.has(part));
}

function kindOf(stats: { isDirectory(): boolean; isFIFO(): boolean; isSocket(): boolean; isCharacterDevice(): boolean; isBlockDevice(): boolean }): string {
  if (stats.isDirectory()) return 'a directory';
  if (stats.isFIFO()) return 'a named pipe (FIFO)';
  if (stats.isSocket()) return 'a socket';
  if (stats.isCharacterDevice() || stats.isBlockDevice()) return 'a device';
  return 'a special file';
}
