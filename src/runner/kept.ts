/**
 * What one run remembers of the repository it reads, which it does not change: the paths found plain
 * (contain.ts), and the bytes of files it read whole and is likely to read again. A package's source
 * files are read by the consistency rules (the group's tools, through the Workspace) and by the runner
 * (each file linted), in either order, and its manifest by each server file's SDK check: each read
 * leaves the file's bytes for the next, so most files are opened once (the runner's read, a file's
 * last, takes them). Kept by real path and only for paths with no symlink on the way, within a byte
 * bound (the oldest go first), so a run's memory stays bounded whatever the repository holds.
 */
import { type PlainPaths, plainPaths } from './contain.js';

/**
 * Bytes kept at most: half a group's read bound (server-tools.ts), many times the bench's packages of
 * 200 files (about 1 MB each). Past it a file is read again, with the same answer.
 */
const MAX_KEPT_BYTES = 8 << 20;

export class KeptBytes {
  readonly #files = new Map<string, Buffer>();
  #bytes = 0;

  /**
   * Keeps a whole file's bytes for the next read of `real`. Its whole backing store counts: a small
   * file's bytes are a slice of Node's shared 8 KiB pool (a separate allocation per file cost the
   * bench's 1,800 plain modules more than the reads it saved), so the bound holds however they share.
   */
  keep(real: string, bytes: Buffer): void {
    const size = bytes.buffer.byteLength;
    if (size > MAX_KEPT_BYTES) return;
    this.take(real);
    this.#files.set(real, bytes);
    this.#bytes += size;
    for (const [path, old] of this.#files) {
      if (this.#bytes <= MAX_KEPT_BYTES) break;
      this.#files.delete(path);
      this.#bytes -= old.buffer.byteLength;
    }
  }

  /** The bytes kept for `real`, still kept. */
  peek(real: string): Buffer | undefined {
    return this.#files.get(real);
  }

  /** The bytes kept for `real`, no longer kept. */
  take(real: string): Buffer | undefined {
    const bytes = this.#files.get(real);
    if (bytes === undefined) return undefined;
    this.#files.delete(real);
    this.#bytes -= bytes.buffer.byteLength;
    return bytes;
  }
}

/** What a run's reads share: see the top of this file. */
export interface RunReads {
  readonly paths: PlainPaths;
  readonly kept: KeptBytes;
}

export function runReads(): RunReads {
  return { paths: plainPaths(), kept: new KeptBytes() };
}
