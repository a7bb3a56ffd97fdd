/** The action's GitHub API parts in-process, against the fake GitHub (requests checked against the OpenAPI description). */
import { afterEach, describe, expect, it } from '@jest/globals';
import { getOctokit } from '@actions/github';
import { PR_FILES_API_LIMIT, selectChanges } from '../src/action/changes.js';
import { explainUnavailable, uploadSarif } from '../src/action/upload.js';
import { FakeGitHub, OPERATIONS } from './helpers/fake-github.js';
import { pullRequestEvent } from './helpers/github-events.js';
import { removeDirs, tempDir } from './helpers/git-repo.js';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  expect(fake?.violations ?? []).toEqual([]);
  await fake?.close();
  fake = undefined;
});

const noWait = async () => undefined;
const client = (server: FakeGitHub) => getOctokit('ghs_test', { baseUrl: server.url });

describe('the pull-request files API fallback', () => {
  it(`says so and lints every descriptor when the pull request changes more than the ${PR_FILES_API_LIMIT} files the API lists`, async () => {
    const files = Array.from({ length: 3100 }, (_, i) => ({ filename: `servers/s${i}.mcp.json`, status: 'added' as const }));
    fake = await FakeGitHub.start({ pullFiles: { 7: files } });
    const workspace = tempDir('no-git');
    try {
      const log: string[] = [];
      const selection = await selectChanges(
        { name: 'pull_request', payload: pullRequestEvent({ number: 7, base: 'a'.repeat(40), head: 'b'.repeat(40), changedFiles: 3100 }), repo: { owner: 'octo-org', repo: 'servers' } },
        { workspace, client: client(fake), sleep: noWait, log: (m) => log.push(m) },
      );
      expect(selection.files).toBeUndefined();
      expect(selection.warning).toBe("Pull request #7 changes 3100 files, and GitHub's API lists at most 3000; linting all descriptors instead. Check out the history (actions/checkout with fetch-depth: 2 or more) so git can list the changes.");
      expect(fake.calls(OPERATIONS.listPullFiles)).toHaveLength(30);
      expect(log).toContain('The GitHub API lists 3000 files changed by pull request #7.');
    } finally {
      removeDirs(workspace);
    }
  });

  it('retries a rate-limited page, then lints the listed files', async () => {
    fake = await FakeGitHub.start({ pullFiles: { 7: [{ filename: 'a.mcp.json', status: 'modified' }, { filename: 'b.mcp.json', status: 'removed' }] } });
    fake.inject(OPERATIONS.listPullFiles, { status: 429, body: { message: 'API rate limit exceeded' }, headers: { 'retry-after': '2' } });
    const workspace = tempDir('no-git');
    try {
      const waits: number[] = [];
      const selection = await selectChanges(
        { name: 'pull_request', payload: pullRequestEvent({ number: 7, base: 'a'.repeat(40), head: 'b'.repeat(40), changedFiles: 2 }), repo: { owner: 'octo-org', repo: 'servers' } },
        { workspace, client: client(fake), sleep: async (ms) => { waits.push(ms); }, log: () => undefined },
      );
      expect(selection).toEqual({ files: new Set(['a.mcp.json']), scope: 'descriptors changed by pull request #7 (GitHub API)' });
      expect(waits).toEqual([2000]);
    } finally {
      removeDirs(workspace);
    }
  });
});

describe('uploadSarif', () => {
  const target = { owner: 'octo-org', repo: 'servers', ref: 'refs/heads/main', commitSha: 'c'.repeat(40), checkoutUri: 'file:///github/workspace', startedAt: '2026-11-30T00:00:00.000Z' };
  const sarif = JSON.stringify({ $schema: 'https://json.schemastore.org/sarif-2.1.0.json', version: '2.1.0', runs: [{ tool: { driver: { name: 'mcpdesc', rules: [] } }, results: [] }] });
  const options = { wait: true, sleep: noWait, log: () => undefined, situation: { fork: false, dependabot: false } };

  it('gives up after bounded retries and reports the failure instead of throwing', async () => {
    fake = await FakeGitHub.start();
    const unavailable = { status: 503, body: { message: 'Service Unavailable' } };
    fake.inject(OPERATIONS.uploadSarif, unavailable, unavailable, unavailable, unavailable);
    expect(await uploadSarif(client(fake), target, sarif, options)).toEqual({ kind: 'failed', reason: 'GitHub did not accept the SARIF upload (503: Service Unavailable).' });
    expect(fake.calls(OPERATIONS.uploadSarif)).toHaveLength(4);
  });

  it('keeps polling while the status is pending, and stops with "pending" after its bounded polls', async () => {
    fake = await FakeGitHub.start({ processing: [{ status: 'pending' }] });
    expect(await uploadSarif(client(fake), target, sarif, options)).toEqual({ kind: 'uploaded', id: 'sarif-1', processing: 'pending', errors: [] });
    expect(fake.calls(OPERATIONS.getSarif)).toHaveLength(7);
  });

  it('explains a 404 as code scanning being unavailable', async () => {
    fake = await FakeGitHub.start();
    fake.inject(OPERATIONS.uploadSarif, { status: 404, body: { message: 'Not Found' } });
    const result = await uploadSarif(client(fake), target, sarif, options);
    expect(result).toEqual({ kind: 'unavailable', reason: expect.stringContaining('GitHub answered 404 (Not Found): code scanning is not available for this repository.') });
  });
});

describe('explainUnavailable', () => {
  it.each([
    [{ fork: false, dependabot: true }, 'Resource not accessible by integration', /Dependabot get a read-only token/],
    [{ fork: true, dependabot: false }, 'Resource not accessible by integration', /pull requests from forks get a read-only token.*workflow_run/],
    [{ fork: false, dependabot: false }, 'Resource not accessible by integration', /lacks the security-events: write permission/],
    [{ fork: false, dependabot: false }, 'Advanced Security must be enabled for this repository to use code scanning.', /code scanning is not available for this repository/],
  ])('%j + %s', (situation, message, expected) => {
    expect(explainUnavailable(403, message, situation)).toMatch(expected);
  });
});
