/**
 * Real temporary git repositories for tests: an "origin" shaped like a GitHub repository (branches,
 * a pull request's merge ref, fetch by SHA allowed) and workspaces checked out from it the way
 * actions/checkout does (shallow fetch of one commit), or without any history at all.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'Test',
  GIT_AUTHOR_EMAIL: 'test@example.com',
  GIT_COMMITTER_NAME: 'Test',
  GIT_COMMITTER_EMAIL: 'test@example.com',
  GIT_CONFIG_NOSYSTEM: '1',
  GIT_CONFIG_GLOBAL: '/dev/null',
  GIT_TERMINAL_PROMPT: '0',
};

export function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd, env: ENV, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `mcpdesc-${prefix}-`));
}

/** Writes files (path → content; null deletes) and commits them; returns the new commit's SHA. */
export function commit(repo: string, message: string, files: Record<string, string | null>): string {
  for (const [path, content] of Object.entries(files)) {
    if (content === null) {
      git(repo, 'rm', '-q', path);
    } else {
      mkdirSync(dirname(join(repo, path)), { recursive: true });
      writeFileSync(join(repo, path), content);
      git(repo, 'add', path);
    }
  }
  git(repo, 'commit', '-q', '--allow-empty', '-m', message);
  return git(repo, 'rev-parse', 'HEAD');
}

export function initRepo(dir: string): string {
  git(dir, 'init', '-q', '-b', 'main');
  // GitHub serves any reachable commit by SHA; the action fetches base commits that way.
  git(dir, 'config', 'uploadpack.allowAnySHA1InWant', 'true');
  return dir;
}

/** A workspace as actions/checkout leaves it: `origin` configured, `ref` fetched at depth 1, detached HEAD. */
export function shallowCheckout(origin: string, ref: string, sha: string, depth = 1): string {
  const workspace = tempDir('workspace');
  git(workspace, 'init', '-q');
  git(workspace, 'remote', 'add', 'origin', `file://${origin}`);
  git(workspace, 'fetch', '-q', '--no-tags', `--depth=${depth}`, 'origin', `+${ref}:refs/remotes/checkout`);
  git(workspace, 'checkout', '-q', '--detach', sha);
  return workspace;
}

/** A workspace with the files of `sha` and no .git at all. */
export function exportTree(origin: string, sha: string): string {
  const workspace = tempDir('export');
  execFileSync('sh', ['-c', `git -C "$1" archive "$2" | tar -x -C "$3"`, 'sh', origin, sha, workspace], { env: ENV });
  return workspace;
}

export function removeDirs(...dirs: string[]): void {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}
