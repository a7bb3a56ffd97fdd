/**
 * Which files changed, according to git: the files a change adds, modifies, renames (under the new
 * name), copies or retypes, never removed ones. Paths are POSIX, relative to the folder git runs in
 * (`--relative`), so they match the paths discovery reports for that root. Shared by the CLI's
 * `--changed-since` and the action.
 */
import { execFile } from 'node:child_process';
import { decodeFileName } from '../util/file-names.js';

export class GitError extends Error {}

/** How far a shallow clone is deepened, step by step, while looking for a merge base. */
const DEEPEN_STEPS = [10, 100, 1000] as const;
const GIT_TIMEOUT_MS = 300_000;

export interface FetchOptions {
  /** Fetch missing commits and deepen a shallow clone from `origin` (the action); the CLI never fetches. */
  fetch: boolean;
  log?: (message: string) => void;
}

/** Runs git; its output is decoded so that paths that are not UTF-8 still name their files. */
export async function git(cwd: string, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      [...args],
      {
        cwd,
        encoding: 'buffer',
        maxBuffer: 256 * 1024 * 1024,
        timeout: GIT_TIMEOUT_MS,
        env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' },
      },
      (error, stdout, stderr) => {
        if (error) reject(new GitError(`git ${args.join(' ')} failed: ${(stderr.toString('utf8') || error.message).trim().split('\n')[0]}`));
        else resolve(decodeFileName(stdout));
      },
    );
  });
}

export async function isGitWorkTree(cwd: string): Promise<boolean> {
  return git(cwd, ['rev-parse', '--is-inside-work-tree']).then(
    (out) => out.trim() === 'true',
    () => false,
  );
}

/**
 * Files that differ between commit `from` and `head` (two dots: the trees are compared, no history
 * needed), e.g. a push's `before` and `after`.
 */
export async function changedBetween(cwd: string, from: string, head: string, options: FetchOptions): Promise<Set<string>> {
  await ensureCommit(cwd, from, options);
  return parseNameStatus(await git(cwd, ['diff', '--name-status', '-z', '-M', '--relative', '--end-of-options', from, head]));
}

/**
 * Files `head` changes since it left `base` (three dots: against their merge base), as a pull
 * request shows them. A shallow clone is deepened as needed, a bounded number of times.
 */
export async function changedSinceMergeBase(cwd: string, base: string, head: string, options: FetchOptions): Promise<Set<string>> {
  await ensureCommit(cwd, base, options);
  const mergeBase = await findMergeBase(cwd, base, head, options);
  return parseNameStatus(await git(cwd, ['diff', '--name-status', '-z', '-M', '--relative', '--end-of-options', mergeBase, head]));
}

/**
 * For `mcpdesc lint --changed-since REF`: files changed since REF's merge base with HEAD, including
 * uncommitted changes and untracked files, so it works in CI and in a pre-commit hook alike.
 */
export async function changedSince(cwd: string, ref: string): Promise<Set<string>> {
  if (!(await isGitWorkTree(cwd))) throw new GitError(`--changed-since needs a git work tree, and ${cwd} is not in one.`);
  const commit = await git(cwd, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`]).catch(() => '');
  if (commit.trim() === '')
    throw new GitError(
      `--changed-since: ${JSON.stringify(ref)} is not a commit in this repository. Name a branch, tag or commit (fetch it first in a CI clone).`,
    );
  const mergeBase = await findMergeBase(cwd, commit.trim(), 'HEAD', { fetch: false });
  const changed = parseNameStatus(await git(cwd, ['diff', '--name-status', '-z', '-M', '--relative', '--end-of-options', mergeBase]));
  for (const path of (await git(cwd, ['ls-files', '--others', '--exclude-standard', '-z'])).split('\0')) {
    if (path !== '') changed.add(path);
  }
  return changed;
}

/** Makes sure commit `sha` is in the clone, fetching it from origin when allowed. */
export async function ensureCommit(cwd: string, sha: string, options: FetchOptions): Promise<void> {
  if (await hasCommit(cwd, sha)) return;
  if (!options.fetch) throw new GitError(`commit ${sha} is not in this clone.`);
  options.log?.(`Fetching ${sha} from origin.`);
  const shallow = await isShallow(cwd);
  await git(cwd, ['fetch', '--no-tags', '--no-recurse-submodules', ...(shallow ? ['--depth=1'] : []), '--end-of-options', 'origin', sha]);
}

async function findMergeBase(cwd: string, base: string, head: string, options: FetchOptions): Promise<string> {
  for (let step = 0; ; step++) {
    const found = await git(cwd, ['merge-base', '--end-of-options', base, head]).then(
      (out) => out.trim(),
      () => '',
    );
    if (found !== '') return found;
    const shallow = await isShallow(cwd);
    if (!shallow) throw new GitError(`${base} and ${head} have no common history.`);
    if (!options.fetch || step >= DEEPEN_STEPS.length) {
      throw new GitError(
        `no merge base of ${base} and ${head} in this shallow clone${options.fetch ? ` after deepening it by ${DEEPEN_STEPS.join(', ')} commits` : ''}. Fetch more history (git fetch --deepen=N, or fetch-depth: 0 with actions/checkout).`,
      );
    }
    options.log?.(`Deepening the shallow clone by ${DEEPEN_STEPS[step]} commits to find the merge base.`);
    const headSha = (await git(cwd, ['rev-parse', '--verify', '--end-of-options', head])).trim();
    await git(cwd, ['fetch', '--no-tags', '--no-recurse-submodules', `--deepen=${DEEPEN_STEPS[step]}`, '--end-of-options', 'origin', base, headSha]);
  }
}

async function hasCommit(cwd: string, sha: string): Promise<boolean> {
  return git(cwd, ['cat-file', '-e', '--end-of-options', `${sha}^{commit}`]).then(
    () => true,
    () => false,
  );
}

async function isShallow(cwd: string): Promise<boolean> {
  return (await git(cwd, ['rev-parse', '--is-shallow-repository'])).trim() === 'true';
}

/** `git diff --name-status -z`: `A\0path\0`, `R100\0old\0new\0`; deleted files are left out. */
export function parseNameStatus(output: string): Set<string> {
  const fields = output.split('\0');
  const changed = new Set<string>();
  for (let i = 0; i < fields.length && fields[i] !== ''; ) {
    const status = fields[i].charAt(0);
    if (status === 'R' || status === 'C') {
      changed.add(fields[i + 2]);
      i += 3;
    } else {
      if (status !== 'D') changed.add(fields[i + 1]);
      i += 2;
    }
  }
  return changed;
}

/** A file as it is at a commit: its bytes, absent, or not read (and why). */
export type FileAtCommit = { kind: 'file'; bytes: Buffer } | { kind: 'absent' } | { kind: 'refused'; why: string };

/**
 * The file at `path` (relative to `cwd`, POSIX) as commit `commit` holds it, read from git's objects,
 * never from the work tree: only a regular file inside the repository, never under a version-control
 * folder, at most `maxBytes`. Git does not follow a symlink in a tree, so a symlinked folder on the way
 * leaves the file absent, and a symlink itself is refused.
 */
export async function fileAtCommit(cwd: string, commit: string, path: string, maxBytes: number): Promise<FileAtCommit> {
  const parts = path.split('/').filter((part) => part !== '' && part !== '.');
  if (path.startsWith('/') || parts.length === 0 || parts.includes('..')) return { kind: 'refused', why: 'the path is not inside the repository' };
  if (parts.some((part) => /^\.(git|hg|svn)$/i.test(part))) return { kind: 'refused', why: 'the path is inside a version-control folder' };
  // --literal-pathspecs: a name such as ":(glob)**" is a file name, never pathspec magic.
  const listed = await git(cwd, ['--literal-pathspecs', 'ls-tree', '-z', '-l', '--end-of-options', commit, '--', parts.join('/')]);
  const entry = /^(\d+) (\w+) ([0-9a-f]+) +(-|\d+)\t/.exec(listed);
  if (!entry) return { kind: 'absent' };
  const [, mode, type, object, size] = entry;
  if (mode === '120000') return { kind: 'refused', why: 'it is a symlink' };
  if (type !== 'blob') return { kind: 'refused', why: `it is a ${type === 'tree' ? 'folder' : type}, not a file` };
  if (Number(size) > maxBytes) return { kind: 'refused', why: `it is ${size} bytes, more than the limit of ${maxBytes}` };
  return { kind: 'file', bytes: await gitBytes(cwd, ['cat-file', 'blob', object], maxBytes) };
}

/** Runs git for a file's bytes, as they are, at most `maxBytes` of them. */
function gitBytes(cwd: string, args: readonly string[], maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    execFile(
      'git',
      [...args],
      { cwd, encoding: 'buffer', maxBuffer: maxBytes, timeout: GIT_TIMEOUT_MS, env: { ...process.env, GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C' } },
      (error, stdout, stderr) => {
        if (error) reject(new GitError(`git ${args.join(' ')} failed: ${(stderr.toString('utf8') || error.message).trim().split('\n')[0]}`));
        else resolve(stdout);
      },
    );
  });
}
