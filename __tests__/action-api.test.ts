/**
 * The action's GitHub API parts in-process, against the fake GitHub (requests checked against the
 * OpenAPI description), with the real octokit client: API faults of every kind end in bounded time
 * with a clear message, changed-file listing falls back to every descriptor, uploads report why.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { getOctokit } from '@actions/github';
import { PR_FILES_API_LIMIT, selectChanges } from '../src/action/changes.js';
import type { NetworkPolicy } from '../src/action/network.js';
import { explainUnavailable, uploadSarif } from '../src/action/upload.js';
import { type Fault, FakeGitHub, type FakeGitHubOptions, HANG, OPERATIONS } from './helpers/fake-github.js';
import { pullRequestEvent } from './helpers/github-events.js';
import { removeDirs, tempDir } from './helpers/git-repo.js';
import { testNetwork } from './helpers/network.js';

let fake: FakeGitHub | undefined;
afterEach(async () => {
  expect(fake?.violations ?? []).toEqual([]);
  await fake?.close();
  fake = undefined;
});

let workspace: string;
beforeAll(() => {
  workspace = tempDir('no-git');
});
afterAll(() => removeDirs(workspace));

const start = async (options: FakeGitHubOptions = {}) => {
  fake = await FakeGitHub.start(options);
  return fake;
};
const client = (server: FakeGitHub) => getOctokit('ghs_test', { baseUrl: server.url });
const repo = { owner: 'octo-org', repo: 'servers' };
/** Generous for an answer from a local server; short enough to keep a test that hangs brief. */
const SHORT_TIMEOUT = { requestTimeoutMs: 3000 };
const HTML = { status: 200, body: '<!DOCTYPE html><html><body>Unicorn!</body></html>', headers: { 'content-type': 'text/html; charset=utf-8' } };

function changes(server: FakeGitHub, number: number, changedFiles: number, policy: Partial<NetworkPolicy> = {}) {
  const test = testNetwork(policy);
  const selection = selectChanges(
    { name: 'pull_request', payload: pullRequestEvent({ number, base: 'a'.repeat(40), head: 'b'.repeat(40), changedFiles }), repo },
    { workspace, connect: async () => client(server), network: test.network },
  );
  return { ...test, selection };
}

describe('the pull-request files API fallback', () => {
  const twoFiles = {
    7: [
      { filename: 'a.mcp.json', status: 'modified' as const },
      { filename: 'b.mcp.json', status: 'removed' as const },
    ],
  };
  const listed = { files: new Set(['a.mcp.json']), scope: 'MCP files changed by pull request #7 (GitHub API)' };

  it(`says so and lints every descriptor when the pull request changes more than the ${PR_FILES_API_LIMIT} files the API lists`, async () => {
    const files = Array.from({ length: 3100 }, (_, i) => ({ filename: `servers/s${i}.mcp.json`, status: 'added' as const }));
    const { selection, logs } = changes(await start({ pullFiles: { 7: files } }), 7, 3100);
    const result = await selection;
    expect(result.files).toBeUndefined();
    expect(result.warning).toBe(
      "Pull request #7 changes 3100 files, and GitHub's API lists at most 3000; linting all MCP files instead. Check out the history (actions/checkout with fetch-depth: 2 or more) so git can list the changes.",
    );
    expect(fake?.calls(OPERATIONS.listPullFiles)).toHaveLength(30);
    expect(logs).toContain('The GitHub API lists 3000 files changed by pull request #7.');
  });

  // The reset time is set when the test runs, not when the table is built: earlier tests may be slow.
  const RESET_IN_30_S = 'in 30 s';
  const resetFromNow = (fault: Fault): Fault => {
    if (typeof fault !== 'object' || !('headers' in fault) || fault.headers?.['x-ratelimit-reset'] !== RESET_IN_30_S) return fault;
    return { ...fault, headers: { ...fault.headers, 'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 30) } };
  };

  it.each<[string, Fault, number]>([
    ['a 429 with retry-after', { status: 429, body: { message: 'API rate limit exceeded' }, headers: { 'retry-after': '2' } }, 2000],
    [
      'a secondary rate limit (403) without retry-after',
      { status: 403, body: { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' } },
      60_000,
    ],
    [
      'an exhausted rate limit (403, x-ratelimit-remaining: 0)',
      { status: 403, body: { message: 'API rate limit exceeded' }, headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': RESET_IN_30_S } },
      30_000,
    ],
    ['a 502 with an HTML page', { status: 502, body: '<html><body>Bad gateway</body></html>', headers: { 'content-type': 'text/html' } }, 2000],
    ['a page that is HTML', HTML, 2000],
    ['a page that is not an array', { status: 200, body: { message: 'oops' } }, 2000],
  ])('retries %s, then lints the listed files', async (_, fault, wait) => {
    const server = await start({ pullFiles: twoFiles });
    server.inject(OPERATIONS.listPullFiles, resetFromNow(fault));
    const { selection, waits } = changes(server, 7, 2);
    expect(await selection).toEqual(listed);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeGreaterThan(wait - 2000); // x-ratelimit-reset counts from now
    expect(waits[0]).toBeLessThanOrEqual(wait);
  });

  it.each<[string, Fault, RegExp]>([
    ['no permission (403)', { status: 403, body: { message: 'Resource not accessible by integration' } }, /\(403: Resource not accessible by integration\)/],
    ['an unknown pull request (404)', { status: 404, body: { message: 'Not Found' } }, /\(404: Not Found\)/],
  ])('falls back to every descriptor at once on %s', async (_, fault, reason) => {
    const server = await start({ pullFiles: twoFiles });
    server.inject(OPERATIONS.listPullFiles, fault);
    const result = await changes(server, 7, 2).selection;
    expect(result).toMatchObject({ files: undefined, scope: 'all MCP files (the changed files could not be listed)' });
    expect(result.warning).toMatch(reason);
    expect(server.calls(OPERATIONS.listPullFiles)).toHaveLength(1);
  });

  it.each<[string, Fault, string]>([
    ['HTML', HTML, 'A page of pull-request files must be an array, but GitHub answered a string ("<!DOCTYPE html><html><body>Unicorn!</body></html>")'],
    ['an object', { status: 200, body: { total: 2 } }, 'A page of pull-request files must be an array, but GitHub answered {"total":2}'],
    [
      'files without names',
      { status: 200, body: [{ status: 'added' }] },
      'Each pull-request file must have a "filename" and a "status", but GitHub answered {"status":"added"}',
    ],
    ['a stalled body', { status: 200, body: [{ filename: 'a.mcp.json', status: 'added' }], stall: true }, 'no answer within 1 s'],
    ['no answer', HANG, 'no answer within 1 s'],
  ])('falls back to every descriptor, with a warning that says why, when every try gets %s', async (_, fault, reason) => {
    const server = await start({ pullFiles: twoFiles });
    server.inject(OPERATIONS.listPullFiles, fault, fault, fault, fault);
    const result = await changes(server, 7, 2, { requestTimeoutMs: 200 }).selection;
    expect(result).toEqual({
      files: undefined,
      scope: 'all MCP files (the changed files could not be listed)',
      warning: `Neither git nor the GitHub API could list the files pull request #7 changed (${reason}; gave up after 4 attempts); linting all MCP files.`,
    });
    expect(server.calls(OPERATIONS.listPullFiles)).toHaveLength(4);
  });

  it('falls back when a later page fails: never fewer descriptors than changed', async () => {
    const files = Array.from({ length: 150 }, (_, i) => ({ filename: `s${i}.mcp.json`, status: 'added' as const }));
    const server = await start({ pullFiles: { 7: files } });
    const page2 = { status: 500, body: { message: 'Server Error' } };
    server.inject(
      OPERATIONS.listPullFiles,
      {
        status: 200,
        body: files.slice(0, 100).map((f) => ({
          sha: '0'.repeat(40),
          ...f,
          additions: 1,
          deletions: 0,
          changes: 1,
          blob_url: 'https://github.com/b',
          raw_url: 'https://github.com/r',
          contents_url: 'https://api.github.com/c',
        })),
      },
      page2,
      page2,
      page2,
      page2,
    );
    const result = await changes(server, 7, 150).selection;
    expect(result.files).toBeUndefined();
    expect(result.warning).toContain('(500: Server Error; gave up after 4 attempts)');
  });
});

describe('uploadSarif', () => {
  const target = { ...repo, ref: 'refs/heads/main', commitSha: 'c'.repeat(40), checkoutUri: 'file:///github/workspace', startedAt: '2026-11-30T00:00:00.000Z' };
  const sarif = JSON.stringify({
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [{ tool: { driver: { name: 'mcpdesc', rules: [] } }, results: [] }],
  });
  const upload = (server: FakeGitHub, policy: Partial<NetworkPolicy> = {}, wait = true) => {
    const test = testNetwork(policy);
    return { ...test, result: uploadSarif(client(server), target, sarif, { wait, network: test.network, situation: { fork: false, dependabot: false } }) };
  };

  it('gives up after bounded retries and reports the failure instead of throwing', async () => {
    const server = await start();
    const unavailable = { status: 503, body: { message: 'Service Unavailable' } };
    server.inject(OPERATIONS.uploadSarif, unavailable, unavailable, unavailable, unavailable);
    expect(await upload(server).result).toEqual({
      kind: 'failed',
      reason: 'GitHub did not accept the SARIF upload (503: Service Unavailable; gave up after 4 attempts).',
    });
    expect(server.calls(OPERATIONS.uploadSarif)).toHaveLength(4);
  });

  it('retries an upload that got no answer, or half an answer, and then uploads', async () => {
    const server = await start();
    server.inject(OPERATIONS.uploadSarif, HANG, { status: 202, body: { id: 'lost', url: 'https://api.github.com/x' }, stall: true });
    const { result, logs } = upload(server, SHORT_TIMEOUT, false);
    expect(await result).toEqual({ kind: 'uploaded', id: 'sarif-1', processing: 'not-waited', errors: [] });
    expect(logs.slice(0, 2)).toEqual([
      'Uploading SARIF failed (no answer within 3 s); retrying in 2 s (retry 1 of 3).',
      'Uploading SARIF failed (no answer within 3 s); retrying in 4 s (retry 2 of 3).',
    ]);
  }, 30_000);

  it.each<[string, Fault, string]>([
    [
      'a 202 without an id',
      { status: 202, body: { url: 'https://api.github.com/sarifs/x' } },
      'An accepted SARIF upload must have an "id", but GitHub answered {"url":"https://api.github.com/sarifs/x"}',
    ],
    [
      'a 202 that is not JSON',
      { status: 202, body: 'Accepted', headers: { 'content-type': 'text/plain' } },
      'An accepted SARIF upload must have an "id", but GitHub answered a string ("Accepted")',
    ],
    [
      'a 202 whose id is a number',
      { status: 202, body: { id: 42, url: 'https://api.github.com/x' } },
      'An accepted SARIF upload must have an "id", but GitHub answered {"id":42,"url":"https://api.github.com/x"}',
    ],
  ])('reports %s as a failed upload, after bounded retries', async (_, fault, reason) => {
    const server = await start();
    server.inject(OPERATIONS.uploadSarif, fault, fault, fault, fault);
    expect(await upload(server).result).toEqual({ kind: 'failed', reason: `GitHub did not accept the SARIF upload (${reason}; gave up after 4 attempts).` });
  });

  it('keeps polling while the status is pending, and stops with "pending" after its bounded polls', async () => {
    const server = await start({ processing: [{ status: 'pending' }] });
    const { result, waits } = upload(server);
    expect(await result).toEqual({ kind: 'uploaded', id: 'sarif-1', processing: 'pending', errors: [] });
    expect(server.calls(OPERATIONS.getSarif)).toHaveLength(7);
    expect(waits.reduce((a, b) => a + b, 0)).toBe(198_000);
  });

  it('stops polling when the processing budget runs out', async () => {
    const server = await start({ processing: [{ status: 'pending' }] });
    const { result } = upload(server, { budgetMs: { changedFiles: 120_000, upload: 120_000, processing: 30_000, suggestions: 120_000 } });
    expect(await result).toMatchObject({ processing: 'pending' });
    expect(server.calls(OPERATIONS.getSarif)).toHaveLength(3); // after 3, 8 and 18 s; 38 s is past the budget
  });

  it.each<[string, Fault, string]>([
    ['a status that is none of pending, complete, failed', { status: 200, body: { processing_status: 'garbage' } }, 'GitHub answered a string ("garbage")'],
    ['no status at all', { status: 200, body: { analyses_url: null } }, "GitHub's answer has none"],
    ['HTML', HTML, 'GitHub answered a string ("<!DOCTYPE html><html><body>Unicorn!</body></html>")'],
  ])('says the processing status could not be read when every poll gets %s', async (_, fault, answered) => {
    const server = await start();
    server.inject(OPERATIONS.getSarif, fault, fault, fault, fault);
    expect(await upload(server).result).toEqual({
      kind: 'uploaded',
      id: 'sarif-1',
      processing: 'unknown',
      errors: [],
      unreadable: `The processing status must be "pending", "complete" or "failed", but ${answered}; gave up after 4 attempts`,
    });
  });

  it('retries a poll that got garbage and reads the next answer', async () => {
    const server = await start({ processing: [{ status: 'complete' }] });
    server.inject(OPERATIONS.getSarif, { status: 200, body: { processing_status: 'garbage' } }, HANG);
    expect(await upload(server, SHORT_TIMEOUT).result).toEqual({ kind: 'uploaded', id: 'sarif-1', processing: 'complete', errors: [] });
  }, 30_000);

  it('explains a 404 as code scanning being unavailable', async () => {
    const server = await start();
    server.inject(OPERATIONS.uploadSarif, { status: 404, body: { message: 'Not Found' } });
    expect(await upload(server).result).toEqual({
      kind: 'unavailable',
      reason: expect.stringContaining('GitHub answered 404 (Not Found): code scanning is not available for this repository.'),
    });
  });

  it('does not mistake a rate-limited 403 for missing permissions', async () => {
    const server = await start();
    const limited = { status: 403, body: { message: 'You have exceeded a secondary rate limit.' }, headers: { 'retry-after': '1' } };
    server.inject(OPERATIONS.uploadSarif, limited, limited, limited, limited);
    expect(await upload(server).result).toEqual({
      kind: 'failed',
      reason: 'GitHub did not accept the SARIF upload (403: You have exceeded a secondary rate limit.; gave up after 4 attempts).',
    });
  });

  it('ends within its budget against a server that never answers', async () => {
    const server = await start({ silent: true });
    const { result } = upload(server, { requestTimeoutMs: 200 });
    expect(await result).toEqual({ kind: 'failed', reason: 'GitHub did not accept the SARIF upload (no answer within 1 s; gave up after 4 attempts).' });
    expect(server.requests).toHaveLength(4);
  });
});

describe('explainUnavailable', () => {
  it.each([
    [{ fork: false, dependabot: true }, 'Resource not accessible by integration', /Dependabot get a read-only token/],
    [{ fork: true, dependabot: false }, 'Resource not accessible by integration', /pull requests from forks get a read-only token.*workflow_run/],
    [{ fork: false, dependabot: false }, 'Resource not accessible by integration', /lacks the security-events: write permission/],
    [
      { fork: false, dependabot: false },
      'Advanced Security must be enabled for this repository to use code scanning.',
      /code scanning is not available for this repository/,
    ],
  ])('%j + %s', (situation, message, expected) => {
    expect(explainUnavailable(403, message, situation)).toMatch(expected);
  });
});
