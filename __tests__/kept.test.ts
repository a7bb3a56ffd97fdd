/**
 * A run's reads (src/runner/kept.ts): a plain file read whole is opened once, whether the workspace or
 * the runner reads it first; the bytes kept stay within their bound, within the reader's size limit,
 * and are never given for a path through a symlink.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { KeptBytes, runReads } from '../src/runner/kept.js';
import { readDescriptor } from '../src/runner/read.js';
import { fsWorkspace } from '../src/runner/workspace.js';
import { tempDir } from './helpers/git-repo.js';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) execFileSync('rm', ['-rf', dir]);
});

function workspace(files: Record<string, string>): string {
  const dir = tempDir('kept');
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const text = (read: ReturnType<typeof readDescriptor>) => (read.ok ? read.text : read.ruleId);

// A file rewritten between two reads shows which read opened it: a run's repository does not change.
describe("a run's reads", () => {
  it("give the runner the bytes the workspace read, once, and the workspace the runner's, again and again", () => {
    const dir = workspace({ 'pkg/a.ts': 'one', 'pkg/b.ts': 'one' });
    const reads = runReads();
    const view = fsWorkspace(dir, reads);
    expect(Buffer.from(view.head('pkg/a.ts', 100) ?? []).toString()).toBe('one');
    writeFileSync(join(dir, 'pkg/a.ts'), 'two');
    expect(text(readDescriptor(join(dir, 'pkg/a.ts'), dir, 1000, reads))).toBe('one');
    expect(text(readDescriptor(join(dir, 'pkg/a.ts'), dir, 1000, reads))).toBe('two');

    expect(text(readDescriptor(join(dir, 'pkg/b.ts'), dir, 1000, reads))).toBe('one');
    writeFileSync(join(dir, 'pkg/b.ts'), 'two');
    expect(Buffer.from(view.head('pkg/b.ts', 100) ?? []).toString()).toBe('one');
    expect(Buffer.from(view.head('pkg/b.ts', 2) ?? []).toString()).toBe('on');
    expect(Buffer.from(view.head('pkg/b.ts', 100) ?? []).toString()).toBe('one');
  });

  it('keep no bytes without a run, and none of a file read in part', () => {
    const dir = workspace({ 'a.ts': 'one' });
    const reads = runReads();
    fsWorkspace(dir).head('a.ts', 100);
    fsWorkspace(dir, reads).head('a.ts', 2);
    writeFileSync(join(dir, 'a.ts'), 'two');
    expect(text(readDescriptor(join(dir, 'a.ts'), dir, 1000, reads))).toBe('two');
  });

  it("still hold a kept file to the runner's size limit", () => {
    const dir = workspace({ 'big.ts': 'x'.repeat(50) });
    const reads = runReads();
    expect(fsWorkspace(dir, reads).head('big.ts', 100)?.length).toBe(50);
    expect(text(readDescriptor(join(dir, 'big.ts'), dir, 10, reads))).toBe('mcpdesc.document.limits');
  });

  it('give no kept bytes for a path through a symlink, even to a file inside the workspace', () => {
    const dir = workspace({ 'real/a.ts': 'one' });
    symlinkSync('real/a.ts', join(dir, 'linked.ts'));
    const reads = runReads();
    const view = fsWorkspace(dir, reads);
    expect(Buffer.from(view.head('real/a.ts', 100) ?? []).toString()).toBe('one');
    writeFileSync(join(dir, 'real/a.ts'), 'two');
    expect(text(readDescriptor(join(dir, 'linked.ts'), dir, 1000, reads))).toBe('two');
    expect(Buffer.from(view.head('linked.ts', 100) ?? []).toString()).toBe('two');
  });

  it('hold no more than their bound, dropping the oldest first', () => {
    const kept = new KeptBytes();
    const mib = (n: number) => Buffer.alloc(n << 20);
    kept.keep('/a', mib(4));
    kept.keep('/b', mib(3));
    kept.keep('/c', mib(2));
    expect(kept.peek('/a')).toBeUndefined();
    expect(kept.peek('/b')?.length).toBe(3 << 20);
    expect(kept.take('/c')?.length).toBe(2 << 20);
    expect(kept.peek('/c')).toBeUndefined();
    kept.keep('/huge', mib(9));
    expect(kept.peek('/huge')).toBeUndefined();
    expect(kept.peek('/b')).toBeDefined();
  });
});

// A plain path is remembered for the run (its lstat, or its folder's listing), and then opened with no look
// of its own: a file swapped for a symlink since must still not be followed out of the workspace.
describe("a run's memory of plain paths", () => {
  const swapped = (dir: string, path: string, target: string) => {
    rmSync(join(dir, path));
    symlinkSync(target, join(dir, path));
  };

  it('follows no symlink swapped in after a folder listing said the file was a regular one', () => {
    const dir = workspace({ 'pkg/a.ts': 'one', 'pkg/b.ts': 'one' });
    const secret = join(workspace({ 'secret.ts': 'secret' }), 'secret.ts');
    const reads = runReads();
    const view = fsWorkspace(dir, reads);
    expect(view.list('pkg', 10)).toEqual(['a.ts', 'b.ts']);
    expect(view.kind('pkg/a.ts')).toBe('file');
    swapped(dir, 'pkg/a.ts', secret);
    swapped(dir, 'pkg/b.ts', secret);
    expect(view.head('pkg/a.ts', 100)).toBeUndefined();
    const read = readDescriptor(join(dir, 'pkg/b.ts'), dir, 1000, reads);
    expect(read.ok ? read.text : read.message).toMatch(/^This symlink points outside the workspace/);
  });

  it('follows no symlink swapped in after the runner read the file, and judges a link inside the workspace as a fresh run does', () => {
    const dir = workspace({ 'a.ts': 'one', 'b.ts': 'one', 'inside.ts': 'inside' });
    const secret = join(workspace({ 'secret.ts': 'secret' }), 'secret.ts');
    const reads = runReads();
    // Twice: the second read takes the bytes the first kept.
    for (const path of ['a.ts', 'a.ts', 'b.ts', 'b.ts']) expect(text(readDescriptor(join(dir, path), dir, 1000, reads))).toBe('one');
    swapped(dir, 'a.ts', secret);
    swapped(dir, 'b.ts', 'inside.ts');
    const read = readDescriptor(join(dir, 'a.ts'), dir, 1000, reads);
    expect(read.ok ? read.text : read.message).toMatch(/^This symlink points outside the workspace/);
    expect(text(readDescriptor(join(dir, 'b.ts'), dir, 1000, reads))).toBe('inside');
    expect(Buffer.from(fsWorkspace(dir, reads).head('b.ts', 100) ?? []).toString()).toBe('inside');
  });
});
