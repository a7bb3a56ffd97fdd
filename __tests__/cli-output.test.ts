import { EventEmitter } from 'node:events';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { output } from '../src/cli/output.js';

const opened: number[] = [];
const dirs: string[] = [];
afterEach(() => {
  for (const fd of opened.splice(0)) closeSync(fd);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function open(path: string, flags: string): number {
  const fd = openSync(path, flags);
  opened.push(fd);
  return fd;
}

/** A stand-in for process.stdout that records what it is asked to write. */
function fakeStream(onWrite: (stream: EventEmitter, text: string) => void = () => {}) {
  const stream = Object.assign(new EventEmitter(), {
    written: [] as string[],
    isTTY: true,
    write(text: string) {
      stream.written.push(text);
      onWrite(stream, text);
      return true;
    },
  });
  return stream;
}

describe('the CLI’s standard output', () => {
  it('writes a regular file directly, every byte, without building the process’s stream', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcpdesc-output-'));
    dirs.push(dir);
    const file = join(dir, 'out.txt');
    let built = 0;
    const out = output(open(file, 'w'), () => {
      built++;
      return process.stdout;
    });
    out.write('café ');
    out.write(`${'x'.repeat(200_000)}😀\n`);
    expect(out.isTTY).toBe(false);
    expect(built).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(`café ${'x'.repeat(200_000)}😀\n`);
  });

  it('writes /dev/null directly', () => {
    let built = 0;
    const out = output(open('/dev/null', 'w'), () => {
      built++;
      return process.stdout;
    });
    out.write('gone\n');
    expect([out.isTTY, built]).toEqual([false, 0]);
  });

  it('builds the stream for anything else only when first used, and ignores EPIPE (a reader that stopped early)', () => {
    // A folder's descriptor is neither a file nor /dev/null, as a pipe or a TTY is not.
    const fd = open(tmpdir(), 'r');
    const stream = fakeStream((s) => s.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })));
    let built = 0;
    const out = output(fd, () => {
      built++;
      return stream as unknown as NodeJS.WriteStream;
    });
    expect(built).toBe(0);
    out.write('a');
    out.write('b');
    expect([built, stream.written, out.isTTY]).toEqual([1, ['a', 'b'], true]);
  });

  it('lets any other error of the stream through', () => {
    const stream = fakeStream((s) => s.emit('error', Object.assign(new Error('write EIO'), { code: 'EIO' })));
    const out = output(open(tmpdir(), 'r'), () => stream as unknown as NodeJS.WriteStream);
    expect(() => out.write('a')).toThrow('write EIO');
  });
});
