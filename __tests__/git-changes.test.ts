import { symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { changedBetween, changedSince, changedSinceMergeBase, fileAtCommit, GitError, parseNameStatus } from '../src/runner/git-changes.js';
import { commit, exportTree, git, initRepo, removeDirs, shallowCheckout, tempDir } from './helpers/git-repo.js';
import { PR_CHANGED_DESCRIPTORS, pullRequestRepo, type PullRequestRepo } from './helpers/scenario.js';

const PR_CHANGES = [...PR_CHANGED_DESCRIPTORS, 'README.md', 'notes.txt'].sort();
const sorted = (set: Set<string>) => [...set].sort();

describe('changed files from git', () => {
  let repo: PullRequestRepo;
  const dirs: string[] = [];
  const workspace = (ref: string, sha: string, depth = 1) => {
    const dir = shallowCheckout(repo.origin, ref, sha, depth);
    dirs.push(dir);
    return dir;
  };
  beforeAll(() => {
    repo = pullRequestRepo();
    dirs.push(repo.origin);
  });
  afterAll(() => removeDirs(...dirs));

  it('lists what a pull request adds, modifies or renames (new name), from a depth-1 merge checkout', async () => {
    const ws = workspace('refs/pull/1/merge', repo.merge);
    const log: string[] = [];
    expect(sorted(await changedSinceMergeBase(ws, repo.base, 'HEAD', { fetch: true, log: (m) => log.push(m) }))).toEqual(PR_CHANGES);
    expect(log[0]).toBe(`Fetching ${repo.base} from origin.`);
  });

  it('deepens a shallow checkout of the head until it finds the merge base', async () => {
    const ws = workspace('refs/pull/1/head', repo.head);
    const log: string[] = [];
    expect(sorted(await changedSinceMergeBase(ws, repo.base, 'HEAD', { fetch: true, log: (m) => log.push(m) }))).toEqual(PR_CHANGES);
    expect(log).toContain('Deepening the shallow clone by 10 commits to find the merge base.');
  });

  it('does not fetch when told not to, and says how to get the history', async () => {
    const ws = workspace('refs/pull/1/head', repo.head, 2);
    git(ws, 'fetch', '-q', '--depth=1', 'origin', repo.base);
    await expect(changedSinceMergeBase(ws, repo.base, 'HEAD', { fetch: false })).rejects.toThrow(/no merge base .* in this shallow clone\. Fetch more history/);
  });

  it('compares two commits for a push, fetching the missing "before" commit', async () => {
    const ws = workspace('refs/heads/main', repo.base);
    expect(sorted(await changedBetween(ws, repo.fork, 'HEAD', { fetch: true }))).toEqual(['docs.txt', 'servers/main-only.mcp.json']);
  });

  it('--changed-since includes uncommitted and untracked files, and skips deleted ones', async () => {
    const ws = workspace('refs/pull/1/merge', repo.merge, 50);
    writeFileSync(join(ws, 'servers/broken-unchanged.mcp.json'), '{}\n');
    writeFileSync(join(ws, 'servers/untracked.mcp.json'), '{}\n');
    git(ws, 'rm', '-q', 'servers/main-only.mcp.json');
    expect(sorted(await changedSince(ws, repo.base))).toEqual([...PR_CHANGES, 'servers/broken-unchanged.mcp.json', 'servers/untracked.mcp.json'].sort());
  });

  it.each([['a ref that does not exist', 'no-such-branch', /"no-such-branch" is not a commit in this repository/]])(
    '--changed-since rejects %s',
    async (_, ref, message) => {
      const ws = workspace('refs/pull/1/merge', repo.merge);
      await expect(changedSince(ws, ref)).rejects.toThrow(message);
    },
  );

  it('--changed-since outside a git work tree is a clear error', async () => {
    const dir = exportTree(repo.origin, repo.merge);
    dirs.push(dir);
    await expect(changedSince(dir, 'main')).rejects.toThrow(GitError);
    await expect(changedSince(dir, 'main')).rejects.toThrow(/needs a git work tree/);
  });
});

describe('parseNameStatus', () => {
  it('keeps added, modified, copied and type-changed files and the new name of renames; drops deletions', () => {
    expect(sorted(parseNameStatus('A\0a b.json\0M\0m.json\0D\0gone.json\0R087\0old.json\0new.json\0C100\0src.json\0copy.json\0T\0link.json\0'))).toEqual([
      'a b.json',
      'copy.json',
      'link.json',
      'm.json',
      'new.json',
    ]);
    expect(parseNameStatus('').size).toBe(0);
  });
});

describe('fileAtCommit', () => {
  let repo: string;
  let first: string;
  beforeAll(() => {
    repo = initRepo(tempDir('file-at-commit'));
    first = commit(repo, 'config', { '.mcpdesc.yaml': 'rules: {}\n', 'big.json': 'x'.repeat(2000), ':(glob)*': 'magic\n', 'dir/a.txt': 'a\n' });
    symlinkSync('/etc/passwd', join(repo, 'passwd.yaml'));
    symlinkSync('/etc', join(repo, 'etc'));
    git(repo, 'add', 'passwd.yaml', 'etc');
    commit(repo, 'links', { '.mcpdesc.yaml': 'exclude: ["**"]\n' });
  });
  afterAll(() => removeDirs(repo));

  it('reads a file as a commit holds it, not as the work tree has it', async () => {
    const at = await fileAtCommit(repo, first, '.mcpdesc.yaml', 1000);
    expect(at.kind === 'file' && at.bytes.toString('utf8')).toBe('rules: {}\n');
    expect(await fileAtCommit(repo, first, 'nothing.yaml', 1000)).toEqual({ kind: 'absent' });
    // A name that looks like pathspec magic is a name.
    const magic = await fileAtCommit(repo, first, ':(glob)*', 1000);
    expect(magic.kind === 'file' && magic.bytes.toString('utf8')).toBe('magic\n');
  });

  it('never follows a symlink, reads nothing outside the repository or under .git, and stops at the size limit', async () => {
    expect(await fileAtCommit(repo, 'HEAD', 'passwd.yaml', 1000)).toEqual({ kind: 'refused', why: 'it is a symlink' });
    expect(await fileAtCommit(repo, 'HEAD', 'etc/passwd', 1000)).toEqual({ kind: 'absent' });
    expect(await fileAtCommit(repo, 'HEAD', '../outside.yaml', 1000)).toEqual({ kind: 'refused', why: 'the path is not inside the repository' });
    expect(await fileAtCommit(repo, 'HEAD', '/etc/passwd', 1000)).toEqual({ kind: 'refused', why: 'the path is not inside the repository' });
    expect(await fileAtCommit(repo, 'HEAD', '.git/config', 1000)).toEqual({ kind: 'refused', why: 'the path is inside a version-control folder' });
    expect(await fileAtCommit(repo, 'HEAD', 'big.json', 1000)).toEqual({ kind: 'refused', why: 'it is 2000 bytes, more than the limit of 1000' });
    expect(await fileAtCommit(repo, 'HEAD', 'dir', 1000)).toEqual({ kind: 'refused', why: 'it is a folder, not a file' });
  });
});
