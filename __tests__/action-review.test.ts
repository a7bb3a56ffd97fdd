/**
 * Input `suggestions`: certain fixes on the lines a pull request adds become one review of GitHub
 * suggested changes (src/action/suggestions.ts chooses them, src/action/review.ts posts them), run
 * in-process with the real octokit client against the fake GitHub, whose requests and answers are
 * checked against GitHub's OpenAPI description and whose reviews refuse a line outside the diff.
 */
import { afterEach, describe, expect, it } from '@jest/globals';
import { getOctokit } from '@actions/github';
import type { FileResult } from '../src/engine/finding.js';
import { lintSource } from '../src/engine/lint.js';
import { packageReportContext } from '../src/catalogue/report-context.js';
import { suggestInPullRequest } from '../src/action/review.js';
import { type AddedLines, addedLines, COMMENT_MARKER, MAX_SUGGESTIONS, planSuggestions, REVIEW_MARKER } from '../src/action/suggestions.js';
import { BOT, FakeGitHub, type FakeGitHubOptions, OPERATIONS, type PullFile } from './helpers/fake-github.js';
import { catalogue } from './helpers/corpus.js';
import { testNetwork } from './helpers/network.js';

const report = packageReportContext(catalogue);
const BROKEN = "protocolVersion: '2025-6-18'\ntools: []\n";
const FIXED_LINE = "protocolVersion: '2025-06-18'";

/** GitHub's patch of a file the pull request adds. */
function newFile(text: string): string {
  const lines = text.replace(/\n$/, '').split('\n');
  return [`@@ -0,0 +1,${lines.length} @@`, ...lines.map((l) => `+${l}`)].join('\n');
}

function lintAll(files: Record<string, string>): FileResult[] {
  return Object.entries(files).map(([path, text]) => lintSource(path, text, { catalogue, explicit: true }));
}

const plan = (files: Record<string, string>, added: AddedLines) => planSuggestions(lintAll(files), added, (path) => files[path], report);

describe('addedLines', () => {
  it('numbers the lines of the new file a patch adds, over several hunks, skipping removed lines and "no newline" notes', () => {
    const patch = [
      '@@ -1,3 +1,3 @@',
      ' {',
      '-  "a": 1,',
      '+  "A": 1,\r',
      '   "b": 2',
      '@@ -10,2 +10,3 @@ context after the header',
      ' x',
      '+y',
      '+z',
      '\\ No newline at end of file',
    ].join('\n');
    expect([...addedLines(patch)]).toEqual([
      [2, '  "A": 1,'],
      [11, 'y'],
      [12, 'z'],
    ]);
  });

  it('reads nothing from a patch without a hunk header', () => {
    expect(addedLines('Binary files differ').size).toBe(0);
  });
});

describe('planSuggestions', () => {
  it('suggests the line with its fix applied, saying which rule and what the fix does', () => {
    const { comments, leftOut } = plan({ 'a.mcp.yaml': BROKEN }, new Map([['a.mcp.yaml', addedLines(newFile(BROKEN))]]));
    expect(leftOut).toBe(0);
    expect(comments).toHaveLength(1);
    expect(comments[0]).toMatchObject({ path: 'a.mcp.yaml', line: 1 });
    const body = comments[0].body;
    expect(body).toContain(`\`\`\`suggestion\n${FIXED_LINE}\n\`\`\`\n${COMMENT_MARKER}`);
    expect(body.split('\n')[0]).toBe(
      `- **error** [mcpdesc.document.protocol-version](${report.ruleHelpUri('mcpdesc.document.protocol-version')}): Write "2025-06-18"`,
    );
  });

  it('suggests nothing on a line the pull request does not add, or that reads otherwise in the checkout', () => {
    const context = new Map([['a.mcp.yaml', new Map([[2, 'tools: []']])]]);
    expect(plan({ 'a.mcp.yaml': BROKEN }, context).comments).toEqual([]);
    const other = new Map([['a.mcp.yaml', new Map([[1, "protocolVersion: '2025-6-1'"]])]]);
    expect(plan({ 'a.mcp.yaml': BROKEN }, other).comments).toEqual([]);
  });

  it(`suggests at most ${MAX_SUGGESTIONS} lines, and counts the rest`, () => {
    const files = Object.fromEntries(Array.from({ length: MAX_SUGGESTIONS + 3 }, (_, i) => [`s${String(i).padStart(2, '0')}.mcp.yaml`, BROKEN]));
    const added = new Map(Object.keys(files).map((path) => [path, addedLines(newFile(BROKEN))]));
    const { comments, leftOut } = plan(files, added);
    expect(comments).toHaveLength(MAX_SUGGESTIONS);
    expect(leftOut).toBe(3);
    expect(comments[0].path).toBe('s00.mcp.yaml');
  });

  it('fences the suggestion with more backticks than the line holds', () => {
    const text = "protocolVersion: '2025-6-18' # ```` quoted\ntools: []\n";
    const { comments } = plan({ 'a.mcp.yaml': text }, new Map([['a.mcp.yaml', addedLines(newFile(text))]]));
    expect(comments[0].body).toContain("`````suggestion\nprotocolVersion: '2025-06-18' # ```` quoted\n`````\n");
  });
});

describe('suggestInPullRequest', () => {
  let fake: FakeGitHub | undefined;
  afterEach(async () => {
    expect(fake?.violations ?? []).toEqual([]);
    await fake?.close();
    fake = undefined;
  });

  const target = { owner: 'octo-org', repo: 'servers', pullNumber: 7, headSha: 'b'.repeat(40) };
  const pullFile = (filename: string, text: string): PullFile => ({ filename, status: 'added', patch: newFile(text) });
  const start = async (files: Record<string, string>, options: FakeGitHubOptions = {}) => {
    fake = await FakeGitHub.start({ pullFiles: { 7: Object.entries(files).map(([path, text]) => pullFile(path, text)) }, ...options });
    return fake;
  };
  const run = (server: FakeGitHub, files: Record<string, string>) =>
    suggestInPullRequest(
      getOctokit('ghs_test', { baseUrl: server.url }),
      target,
      new Set(
        lintAll(files)
          .filter((r) => r.findings.some((f) => f.fix))
          .map((r) => r.path),
      ),
      (added) => planSuggestions(lintAll(files), added, (path) => files[path], report),
      testNetwork().network,
    );
  const writes = (server: FakeGitHub) =>
    [OPERATIONS.createReview, OPERATIONS.updateReviewComment, OPERATIONS.deleteReviewComment].map((op) => server.calls(op).length);

  it('posts one review of suggested changes on the added lines, and a re-run with the same findings posts nothing new', async () => {
    const files = { 'a.mcp.yaml': BROKEN, 'b.mcp.yaml': `# b\n${BROKEN}` };
    const server = await start(files);
    expect(await run(server, files)).toBe('**Suggestions:** 2 suggestions posted in a review.');
    expect(server.reviews).toHaveLength(1);
    expect(server.reviews[0]).toMatchObject({ state: 'COMMENTED', commitId: target.headSha, login: BOT });
    expect(server.reviews[0].body).toContain(REVIEW_MARKER);
    expect(server.reviewComments.map((c) => [c.path, c.line])).toEqual([
      ['a.mcp.yaml', 1],
      ['b.mcp.yaml', 2],
    ]);
    expect(await run(server, files)).toBe('**Suggestions:** 2 unchanged.');
    expect(server.reviews).toHaveLength(1);
    expect(writes(server)).toEqual([1, 0, 0]);
  });

  it('on a re-run, edits a changed suggestion, deletes one that no longer applies and posts only the new one', async () => {
    const first = { 'a.mcp.yaml': BROKEN, 'b.mcp.yaml': BROKEN };
    const pullFiles = { 7: Object.entries(first).map(([path, text]) => pullFile(path, text)) };
    const server = await start({}, { pullFiles });
    await run(server, first);
    const [a, b] = server.reviewComments.map((c) => c.id);
    // a's file now has another fix on the same line; b's is fixed; c is new.
    const changed = "protocolVersion: '2025-6-18' # now commented\ntools: []\n";
    const second = { 'a.mcp.yaml': changed, 'b.mcp.yaml': 'protocolVersion: "2025-06-18"\ntools: []\n', 'c.mcp.yaml': BROKEN };
    pullFiles[7] = Object.entries(second).map(([path, text]) => pullFile(path, text)); // a new push
    expect(await run(server, second)).toBe('**Suggestions:** 1 suggestion posted in a review, 1 updated, 1 earlier suggestion that no longer applies removed.');
    expect(server.calls(OPERATIONS.updateReviewComment).map((r) => r.path)).toEqual([`/repos/octo-org/servers/pulls/comments/${a}`]);
    expect(server.calls(OPERATIONS.deleteReviewComment).map((r) => r.path)).toEqual([`/repos/octo-org/servers/pulls/comments/${b}`]);
    expect(server.reviews).toHaveLength(2);
    expect(server.reviewComments.map((c) => [c.path, c.reviewId === server.reviews[1].id])).toEqual([
      ['a.mcp.yaml', false],
      ['c.mcp.yaml', true],
    ]);
    expect(server.reviewComments[0].body).toContain("```suggestion\nprotocolVersion: '2025-06-18' # now commented\n```");
  });

  it("leaves alone comments GitHub marks outdated, and comments with mcpdesc's marker in a review without its marker", async () => {
    const files = { 'a.mcp.yaml': BROKEN };
    const server = await start(files);
    server.reviews.push({ id: 1, pullNumber: 7, login: 'mallory', body: 'a review of my own', state: 'COMMENTED', commitId: 'c'.repeat(40) });
    server.reviewComments.push({
      id: 2,
      reviewId: 1,
      pullNumber: 7,
      login: 'mallory',
      path: 'a.mcp.yaml',
      line: 1,
      body: `x ${COMMENT_MARKER}`,
      commitId: 'c'.repeat(40),
    });
    server.reviews.push({ id: 3, pullNumber: 7, login: BOT, body: REVIEW_MARKER, state: 'COMMENTED', commitId: 'c'.repeat(40) });
    server.reviewComments.push({
      id: 4,
      reviewId: 3,
      pullNumber: 7,
      login: BOT,
      path: 'a.mcp.yaml',
      line: null,
      body: `old ${COMMENT_MARKER}`,
      commitId: 'c'.repeat(40),
    });
    expect(await run(server, files)).toBe('**Suggestions:** 1 suggestion posted in a review.');
    expect(writes(server)).toEqual([1, 0, 0]);
    expect(server.reviewComments.map((c) => c.id).slice(0, 2)).toEqual([2, 4]);
  });

  it('posts a suggestion again when its earlier comment was deleted while the run edited it', async () => {
    const files = { 'a.mcp.yaml': BROKEN };
    const server = await start(files);
    await run(server, files);
    server.reviewComments[0].body = 'an older suggestion <!-- mcpdesc:suggestion -->';
    server.inject(OPERATIONS.updateReviewComment, { status: 404, body: { message: 'Not Found' } });
    expect(await run(server, files)).toBe('**Suggestions:** 1 suggestion posted in a review.');
    expect(server.reviews).toHaveLength(2);
  });

  it('says there is nothing to suggest without posting a review', async () => {
    const files = { 'a.mcp.yaml': 'protocolVersion: "2025-06-18"\ntools: []\n' };
    const server = await start(files);
    expect(await run(server, files)).toBe('**Suggestions:** no certain fix on the lines this pull request adds.');
    expect(writes(server)).toEqual([0, 0, 0]);
    // No certain fix: no patch to read; no earlier review: no comment to read.
    expect(server.calls(OPERATIONS.listPullFiles)).toHaveLength(0);
    expect(server.calls(OPERATIONS.listReviewComments)).toHaveLength(0);
  });

  it('degrades to one line when the token may not write to the pull request (403)', async () => {
    const files = { 'a.mcp.yaml': BROKEN };
    const server = await start(files);
    server.inject(OPERATIONS.createReview, { status: 403, body: { message: 'Resource not accessible by integration' } });
    expect(await run(server, files)).toBe(
      '**Suggestions:** not posted: GitHub answered 403 (Resource not accessible by integration): the token cannot write to the pull request. Give the job the pull-requests: write permission, or set suggestions: false.',
    );
    expect(server.calls(OPERATIONS.createReview)).toHaveLength(1);
    expect(server.reviews).toEqual([]);
  });

  it('degrades to one line when GitHub refuses the review (422)', async () => {
    const files = { 'a.mcp.yaml': BROKEN };
    const server = await start(files);
    server.inject(OPERATIONS.createReview, { status: 422, body: { message: 'Unprocessable Entity', errors: ['Line could not be resolved'] } });
    expect(await run(server, files)).toBe('**Suggestions:** not posted: GitHub refused the review (422: Unprocessable Entity).');
  });

  it('degrades to one line when GitHub keeps failing, after bounded retries', async () => {
    const files = { 'a.mcp.yaml': BROKEN };
    const server = await start(files);
    const down = { status: 503, body: { message: 'Service Unavailable' } };
    server.inject(OPERATIONS.listReviews, down, down, down, down);
    expect(await run(server, files)).toBe('**Suggestions:** not posted: 503: Service Unavailable; gave up after 4 attempts.');
    expect(server.reviews).toEqual([]);
  });
});
