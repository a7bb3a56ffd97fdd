/** The fake GitHub catches what the real one would reject, so tests that pass against it mean something. */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from '@jest/globals';
import { FakeGitHub, HANG, OPERATIONS } from './helpers/fake-github.js';
import { GitHubOpenApi } from './helpers/openapi.js';
import { extractOpenApi, formatExtract, type JsonObject } from './helpers/openapi-extract.js';

let fake: FakeGitHub;

async function send(method: string, path: string, body?: unknown, headers: Record<string, string> = { authorization: 'token t' }) {
  const response = await fetch(`${fake.url}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return response.status;
}

const sarifField = (sarif: unknown) => gzipSync(JSON.stringify(sarif)).toString('base64');
const SHA = 'a'.repeat(40);

describe('FakeGitHub', () => {
  afterEach(() => fake.close());

  it('flags requests GitHub does not describe: unknown paths, missing or mistyped fields, unknown query parameters, no token', async () => {
    fake = await FakeGitHub.start();
    expect(await send('GET', '/repos/o/r/no-such-thing')).toBe(404);
    await send('POST', '/repos/o/r/code-scanning/sarifs', { ref: 'main', sarif: 5 });
    await send('GET', '/repos/o/r/pulls/abc/files?per_page=100&colour=red');
    await send('GET', '/repos/o/r/code-scanning/sarifs/x', undefined, {});
    expect(fake.violations).toEqual([
      "GET /repos/o/r/no-such-thing is not an operation of GitHub's REST API",
      expect.stringMatching(
        /^POST \/repos\/\{owner\}\/\{repo\}\/code-scanning\/sarifs: request body does not match GitHub's schema: .*must have required property 'commit_sha'.*value\/ref must match pattern.*value\/sarif must be string/,
      ),
      expect.stringMatching(
        /^GET \/repos\/\{owner\}\/\{repo\}\/pulls\/\{pull_number\}\/files: path parameter "pull_number"="abc" does not match GitHub's schema: value must be integer/,
      ),
      'GET /repos/{owner}/{repo}/pulls/{pull_number}/files: unknown query parameter "colour"',
      'GET /repos/o/r/code-scanning/sarifs/x: no token in the authorization header',
    ]);
  });

  it('names an operation GitHub has but the fake does not play, and refuses it with the way to add it', async () => {
    fake = await FakeGitHub.start();
    expect(await send('GET', '/repos/o/r/issues?state=open')).toBe(422);
    expect(await send('PUT', '/repos/o/r/code-scanning/sarifs', { commit_sha: SHA })).toBe(404);
    expect(fake.requests.map((r) => r.operationId)).toEqual(['issues/list-for-repo', undefined]);
    expect(fake.violations).toEqual([
      'GET /repos/{owner}/{repo}/issues (issues/list-for-repo) is an operation the fake does not play, so the extract leaves out its schemas: play it in fake-github.ts and run npm run openapi:extract',
      "PUT /repos/o/r/code-scanning/sarifs is not an operation of GitHub's REST API",
    ]);
  });

  it('decodes uploaded SARIF and flags what code scanning would reject', async () => {
    fake = await FakeGitHub.start();
    const sarif = {
      version: '2.1.0',
      $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
      runs: [
        {
          tool: { driver: { name: 'mcpdesc', rules: [{ id: 'r', shortDescription: { text: '' }, fullDescription: { text: 'x' }, help: { text: 'x' } }] } },
          results: [
            {
              ruleId: 'r',
              message: { text: 'm' },
              locations: [
                { physicalLocation: { artifactLocation: { uri: '/abs/a.json' }, region: { startLine: 1, startColumn: 2, endLine: 1, endColumn: 2 } } },
              ],
            },
          ],
        },
      ],
    };
    expect(await send('POST', '/repos/o/r/code-scanning/sarifs', { commit_sha: SHA, ref: 'refs/heads/main', sarif: sarifField(sarif) })).toBe(202);
    expect(fake.uploads).toHaveLength(1);
    expect(fake.violations).toEqual([
      'uploaded SARIF: runs[0].tool.driver.rules[0].shortDescription.text must be a non-empty string',
      'uploaded SARIF: runs[0].results[0]: the location "/abs/a.json" is not a repository-relative URI',
      'uploaded SARIF: runs[0].results[0]: region is empty (endColumn is exclusive)',
      'uploaded SARIF: runs[0].results[0].partialFingerprints.primaryLocationLineHash must be "<hex>:<n>"',
    ]);
  });

  it('refuses a review comment on a line outside the diff, as GitHub does, and keeps the comments it accepts', async () => {
    const patch = '@@ -1,2 +1,3 @@\n {\n+  "a": 1,\n }';
    fake = await FakeGitHub.start({ pullFiles: { 7: [{ filename: 'a.mcp.json', status: 'modified', patch }] } });
    const review = (line: number) => ({ event: 'COMMENT', body: 'b', comments: [{ path: 'a.mcp.json', line, side: 'RIGHT', body: 'c' }] });
    expect(await send('POST', '/repos/o/r/pulls/7/reviews', review(9))).toBe(422);
    expect(fake.violations).toEqual(['create review: comments[0]: line 9 of a.mcp.json could not be resolved (it is not part of the diff)']);
    fake.violations.length = 0;
    expect(await send('POST', '/repos/o/r/pulls/7/reviews', review(2))).toBe(200);
    expect(await send('GET', '/repos/o/r/pulls/7/comments?per_page=100&page=1')).toBe(200);
    expect(await send('PATCH', `/repos/o/r/pulls/comments/${fake.reviewComments[0].id}`, { body: 'd' })).toBe(200);
    expect(fake.reviewComments.map((c) => [c.line, c.body])).toEqual([[2, 'd']]);
    expect(await send('DELETE', `/repos/o/r/pulls/comments/${fake.reviewComments[0].id}`)).toBe(204);
    expect(fake.reviewComments).toEqual([]);
    expect(fake.violations).toEqual([]);
  });

  it('plays injected faults in order, then behaves normally', async () => {
    fake = await FakeGitHub.start();
    fake.inject('code-scanning/get-sarif', { status: 503, body: { message: 'down' } });
    expect(await send('GET', '/repos/o/r/code-scanning/sarifs/sarif-9')).toBe(503);
    expect(await send('GET', '/repos/o/r/code-scanning/sarifs/sarif-9')).toBe(404);
    expect(fake.violations).toEqual([]);
  });

  it('can leave a request unanswered, or stop a body half-way, until it closes', async () => {
    fake = await FakeGitHub.start();
    fake.inject('code-scanning/get-sarif', HANG, { status: 200, body: { processing_status: 'complete' }, stall: true });
    const signal = AbortSignal.timeout(300);
    await expect(fetch(`${fake.url}/repos/o/r/code-scanning/sarifs/s`, { headers: { authorization: 'token t' }, signal })).rejects.toThrow();
    const stalled = await fetch(`${fake.url}/repos/o/r/code-scanning/sarifs/s`, { headers: { authorization: 'token t' } });
    expect(stalled.status).toBe(200);
    const body = stalled.text();
    await fake.close(); // ends the stalled body: the client sees half of it, or an error, never the whole
    await expect(
      body.then(
        (text) => text === JSON.stringify({ processing_status: 'complete' }),
        () => false,
      ),
    ).resolves.toBe(false);
    expect(fake.requests.map((r) => r.status)).toEqual([0, 200]);
  });

  it('silent: accepts every request and answers none', async () => {
    fake = await FakeGitHub.start({ silent: true });
    const signal = AbortSignal.timeout(300);
    await expect(fetch(`${fake.url}/repos/o/r/code-scanning/sarifs/s`, { headers: { authorization: 'token t' }, signal })).rejects.toThrow();
    expect(fake.requests).toHaveLength(1);
  });
});

describe("github-openapi.json, the extract of GitHub's description the fake checks against", () => {
  const text = readFileSync(new URL('./helpers/github-openapi.json', import.meta.url), 'utf8');
  const extract = JSON.parse(text) as JsonObject & { paths: Record<string, Record<string, { operationId: string; responses?: unknown }>> };
  const operations = Object.entries(extract.paths).flatMap(([template, item]) =>
    Object.entries(item).map(([method, operation]) => ({ template, method, ...operation })),
  );

  it('names the @octokit/openapi version it comes from', () => {
    expect(GitHubOpenApi.load().source).toMatch(/^@octokit\/openapi@\d+\.\d+\.\d+$/);
  });

  it("holds every operation the fake plays in full, and the rest of GitHub's operations in outline", () => {
    const full = operations.filter((o) => o.responses !== undefined).map((o) => o.operationId);
    expect(full.sort()).toEqual(Object.values(OPERATIONS).sort());
    expect(operations.length).toBeGreaterThan(1000); // GitHub's REST API, not a hand-picked subset
    expect(operations).toContainEqual({ template: '/repos/{owner}/{repo}/issues', method: 'get', operationId: 'issues/list-for-repo' });
  });

  it('is what npm run openapi:extract writes: every $ref resolves, nothing more is kept, in its layout', () => {
    // Extracting from the extract throws on a $ref to a missing component, and drops what the fake does not play.
    expect(formatExtract(extractOpenApi(extract, Object.values(OPERATIONS), String(extract['x-extracted-from'])))).toBe(text);
  });
});
