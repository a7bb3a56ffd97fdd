/**
 * A repository with a pull request, shaped like the real thing: main moves on after the feature
 * branch leaves it, the branch adds, modifies, renames and removes descriptors and touches other
 * files, and `refs/pull/1/merge` holds the merge commit GitHub would test.
 */
import { commit, git, initRepo, tempDir } from './git-repo.js';

export function descriptor(name: string, version: string | number = '"1.0.0"'): string {
  return `{
  "protocolVersion": "2025-03-26",
  "serverInfo": { "name": "${name}", "version": ${version} },
  "capabilities": { "tools": {} },
  "tools": [
    {
      "name": "get_forecast",
      "description": "Get the weather forecast for a city.",
      "inputSchema": { "type": "object" }
    }
  ]
}
`;
}

/** One mcp.schema.server-info error, on line 3. */
export const withError = (name: string) => descriptor(name, 3);

/** One mcpdesc.version.deprecated warning, on line 3. */
export const WITH_WARNING =
  'protocolVersion: "2026-07-28"\ncapabilities:\n  logging: {}\n  tools: {}\ntools:\n  - name: tail_logs\n    inputSchema: { type: object }\n';

export interface PullRequestRepo {
  origin: string;
  /** main before the branch left it. */
  fork: string;
  /** main's tip: the pull request's base. */
  base: string;
  /** The branch's tip: the pull request's head. */
  head: string;
  /** refs/pull/1/merge. */
  merge: string;
}

/** The files pull request #1 adds, modifies or renames, as GitHub lists them. */
export const PR_CHANGED_DESCRIPTORS = ['servers/added.mcp.yaml', 'servers/modified.mcp.json', 'servers/renamed.mcp.json'];

export function pullRequestRepo(): PullRequestRepo {
  const origin = initRepo(tempDir('origin'));
  const fork = commit(origin, 'initial', {
    'README.md': '# servers\n',
    'servers/broken-unchanged.mcp.json': withError('broken'),
    'servers/modified.mcp.json': descriptor('modified'),
    'servers/old-name.mcp.json': descriptor('renamed'),
    'servers/removed.mcp.json': descriptor('removed'),
  });
  git(origin, 'checkout', '-q', '-b', 'feature');
  commit(origin, 'change descriptors', {
    'servers/modified.mcp.json': withError('modified'),
    'servers/added.mcp.yaml': WITH_WARNING,
    'servers/removed.mcp.json': null,
    'README.md': '# servers\n\nNow with more.\n',
    'notes.txt': 'not a descriptor\n',
  });
  git(origin, 'mv', 'servers/old-name.mcp.json', 'servers/renamed.mcp.json');
  const head = commit(origin, 'rename a descriptor and break it', { 'servers/renamed.mcp.json': withError('renamed') });
  git(origin, 'checkout', '-q', 'main');
  // main moves on: a three-dot diff must not count these as the pull request's changes.
  commit(origin, 'unrelated work on main', { 'servers/main-only.mcp.json': withError('main-only') });
  const base = commit(origin, 'more work on main', { 'docs.txt': 'docs\n' });
  git(origin, 'checkout', '-q', '--detach', base);
  git(origin, 'merge', '-q', '--no-ff', '-m', 'Merge feature into main', head);
  const merge = git(origin, 'rev-parse', 'HEAD');
  git(origin, 'update-ref', 'refs/pull/1/merge', merge);
  git(origin, 'update-ref', 'refs/pull/1/head', head);
  git(origin, 'checkout', '-q', 'main');
  return { origin, fork, base, head, merge };
}
