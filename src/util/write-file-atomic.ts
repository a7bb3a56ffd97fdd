import { randomBytes } from 'node:crypto';
import { lstat, mkdir, open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** Why a report cannot go to `path` (a user's mistake, said in the message), as opposed to an I/O failure. */
export class OutputRefused extends Error {}

/**
 * Writes a report. A regular file (or a new one) is written via a temporary file and a rename, so
 * readers never see a truncated report. A pipe or a terminal (`--output /dev/stdout`) is written to in
 * place, never replaced. A symlink, a folder, a socket or a read-only file is refused, never replaced.
 * The content may come in pieces (a large report), written one after another.
 */
export async function writeFileAtomic(path: string, content: string | Iterable<string>): Promise<void> {
  const stats = await lstat(path).catch(() => undefined);
  if (stats?.isFIFO() || stats?.isCharacterDevice()) {
    await writeAll(path, content, 0o666);
    return;
  }
  if (stats?.isSymbolicLink()) throw new OutputRefused('it is a symlink, which mcpdesc does not replace or write through; name the file itself');
  if (stats && !stats.isFile()) throw new OutputRefused('it is not a regular file (a folder, socket or device)');
  // By its mode, not access(): root may write anything, and would replace a read-only report without a word.
  if (stats && (stats.mode & 0o222) === 0) throw new OutputRefused('it is read-only; make it writable or choose another path');
  await mkdir(dirname(path), { recursive: true });
  const temporary = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await writeAll(temporary, content, 0o644);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

async function writeAll(path: string, content: string | Iterable<string>, mode: number): Promise<void> {
  const file = await open(path, 'w', mode);
  try {
    for (const piece of typeof content === 'string' ? [content] : content) await file.writeFile(piece, 'utf8');
  } finally {
    await file.close();
  }
}
