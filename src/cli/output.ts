/**
 * The CLI's standard output and error. Building `process.stdout` or `process.stderr` loads Node's
 * streams (and, for a pipe or a TTY, its sockets): a noticeable part of a one-file run. So a stream is
 * built only when first written to, and a regular file or /dev/null (a redirection, a CI log, a
 * benchmark) is written with `fs.writeSync`, which is all Node's own stream for a file does.
 */
import { fstatSync, statSync, writeSync } from 'node:fs';

export interface Output {
  write(text: string): void;
  readonly isTTY: boolean;
}

/**
 * Output to `fd` (1 or 2, or another for tests); `stream` is the process's stream for it, built on first use for a pipe or a
 * TTY. A reader that stops early (`mcpdesc lint | head -1`) closes the pipe: the rest of the output has
 * nowhere to go, which is no error of the run's, so EPIPE is ignored.
 */
export function output(fd: number, stream: () => NodeJS.WriteStream): Output {
  if (isFileOrNull(fd)) {
    return {
      write: (text) => {
        const bytes = Buffer.from(text);
        for (let written = 0; written < bytes.length; ) written += writeSync(fd, bytes, written);
      },
      isTTY: false,
    };
  }
  let built: NodeJS.WriteStream | undefined;
  const get = (): NodeJS.WriteStream => {
    if (built === undefined) {
      built = stream();
      built.on('error', (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EPIPE') throw error;
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
function isFileOrNull(fd: number): boolean {
  try {
    const stats = fstatSync(fd);
    if (stats.isFile()) return true;
    if (!stats.isCharacterDevice()) return false;
    const devNull = statSync('/dev/null');
    return stats.rdev === devNull.rdev && devNull.isCharacterDevice();
  } catch {
    return false;
  }
}
