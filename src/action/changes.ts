/**
 * Which files this run's event changed, for `mode: changed`. Git first (three-dot diff against the
 * base for pull requests and merge queues, before..after for pushes), deepening a shallow clone a
 * bounded number of times; for pull requests the REST API is the fallback. When neither can say,
 * every MCP file is linted (with a warning): a run never silently checks less than it should.
 */
import { changedBetween, changedSinceMergeBase, isGitWorkTree } from '../runner/git-changes.js';
import { plural } from '../report/summary-counts.js';
import { isObject, quote } from '../util/json.js';
import { MalformedResponse, type Network, Phase } from './network.js';
import type { GitHubClient } from './upload.js';

/** The pull-request files API stops listing here. */
export const PR_FILES_API_LIMIT = 3000;
const PAGE_SIZE = 100;

export interface EventInfo {
  name: string;
  payload: Record<string, unknown>;
  repo?: { owner: string; repo: string };
}

export interface Selection {
  /** The changed files, or undefined for every MCP file. */
  files: Set<string> | undefined;
  /** What is linted, in words, for the log and the job summary. */
  scope: string;
  /** Why fewer files could not be chosen, when that is a surprise. */
  warning?: string;
}

export interface ChangeOptions {
  workspace: string;
  /** The API client, made when first asked for (the pull-request files fallback). */
  connect?: () => Promise<GitHubClient>;
  network: Network;
}

export async function selectChanges(event: EventInfo, options: ChangeOptions): Promise<Selection> {
  const all = (warning: string): Selection => ({ files: undefined, scope: 'all MCP files (the changed files could not be listed)', warning });
  const git = await isGitWorkTree(options.workspace);
  const viaGit = async (scope: string, list: () => Promise<Set<string>>): Promise<Selection | string> => {
    if (!git) return 'the workspace is not a git work tree';
    try {
      return { files: await list(), scope: `MCP files changed by ${scope} (git)` };
    } catch (error) {
      return (error as Error).message;
    }
  };
  const fetch = { fetch: true, log: options.network.log };

  if (event.name === 'pull_request') {
    const number = field(event.payload, 'pull_request', 'number');
    const base = field(event.payload, 'pull_request', 'base', 'sha');
    if (typeof base !== 'string' || typeof number !== 'number')
      return all('The pull_request event has no pull_request.base.sha or number; linting all MCP files.');
    if (!isObjectId(base)) return all(`The pull_request event's base.sha is no commit id (${quote(base)}); linting all MCP files.`);
    const found = await viaGit(`pull request #${number}`, () => changedSinceMergeBase(options.workspace, base, 'HEAD', fetch));
    if (typeof found !== 'string') return found;
    options.network.log(`Git could not list the pull request's changes (${found}); asking the GitHub API instead.`);
    return pullRequestFiles(number, field(event.payload, 'pull_request', 'changed_files'), event, options).catch((error: Error) =>
      all(`Neither git nor the GitHub API could list the files pull request #${number} changed (${error.message}); linting all MCP files.`),
    );
  }
  if (event.name === 'merge_group') {
    const base = field(event.payload, 'merge_group', 'base_sha');
    if (typeof base !== 'string') return all('The merge_group event has no merge_group.base_sha; linting all MCP files.');
    if (!isObjectId(base)) return all(`The merge_group event's base_sha is no commit id (${quote(base)}); linting all MCP files.`);
    const found = await viaGit('this merge group', () => changedSinceMergeBase(options.workspace, base, 'HEAD', fetch));
    return typeof found === 'string' ? all(`Git could not list the merge group's changes (${found}); linting all MCP files.`) : found;
  }
  // push (inputs allow mode: changed on no other event)
  const before = field(event.payload, 'before');
  if (typeof before !== 'string' || /^0+$/.test(before)) return { files: undefined, scope: 'all MCP files (a new branch: everything is new)' };
  if (!isObjectId(before)) return all(`The push event's before is no commit id (${quote(before)}); linting all MCP files.`);
  const found = await viaGit('this push', () => changedBetween(options.workspace, before, 'HEAD', fetch));
  return typeof found === 'string' ? all(`Git could not list the push's changes (${found}); linting all MCP files.`) : found;
}

/**
 * A commit id from the event payload: 40 (SHA-1) or 64 (SHA-256) hex digits. Anything else could reach
 * git as an option ("--upload-pack=…"), so it is never passed on.
 */
export function isObjectId(value: string): boolean {
  return /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/.test(value);
}

async function pullRequestFiles(number: number, changedFiles: unknown, event: EventInfo, options: ChangeOptions): Promise<Selection> {
  const { connect, network } = options;
  if (!connect || !event.repo) throw new Error('no token or repository to ask with');
  const client = await connect();
  const files = new Set<string>();
  let listed = 0;
  const repo = event.repo;
  const phase = new Phase('changedFiles', network);
  for (let page = 1; ; page++) {
    const data = await phase.request(`Listing the pull request's files (page ${page})`, async (signal) =>
      filesPage((await client.rest.pulls.listFiles({ ...repo, pull_number: number, per_page: PAGE_SIZE, page, request: { signal } })).data),
    );
    for (const file of data) {
      listed++;
      if (file.status !== 'removed') files.add(file.filename);
    }
    if (data.length < PAGE_SIZE || listed >= PR_FILES_API_LIMIT) break;
  }
  network.log(`The GitHub API lists ${plural(listed, 'file')} changed by pull request #${number}.`);
  if (listed >= PR_FILES_API_LIMIT || (typeof changedFiles === 'number' && changedFiles > listed)) {
    return {
      files: undefined,
      scope: 'all MCP files (the pull request changes more files than the API lists)',
      warning: `Pull request #${number} changes ${typeof changedFiles === 'number' ? changedFiles : `at least ${listed}`} files, and GitHub's API lists at most ${PR_FILES_API_LIMIT}; linting all MCP files instead. Check out the history (actions/checkout with fetch-depth: 2 or more) so git can list the changes.`,
    };
  }
  return { files, scope: `MCP files changed by pull request #${number} (GitHub API)` };
}

/** A page of the pull-request files API, checked: anything else must not be mistaken for "no changes". */
function filesPage(data: unknown): { filename: string; status: string }[] {
  if (!Array.isArray(data)) throw new MalformedResponse('A page of pull-request files must be an array', data);
  for (const file of data) {
    if (!isObject(file) || typeof file.filename !== 'string' || file.filename === '' || typeof file.status !== 'string') {
      throw new MalformedResponse('Each pull-request file must have a "filename" and a "status"', file);
    }
  }
  return data as { filename: string; status: string }[];
}

/** A nested field of an event payload, or undefined. */
export function field(value: unknown, ...keys: string[]): unknown {
  let current = value;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}
