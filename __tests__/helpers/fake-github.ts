/**
 * A local stand-in for GitHub's REST API on 127.0.0.1, for tests that run the action (or its parts)
 * for real. Every request is checked against GitHub's OpenAPI description, and so is every response
 * the fake sends; uploaded SARIF is decoded and checked against what code scanning requires. Problems
 * are collected in `violations` (tests assert it is empty) instead of being thrown inside the server.
 *
 * Faults: `inject(operationId, ...faults)` queues responses (status, body, headers, delay, or no
 * answer at all, or a body that stops half-way) that the next calls of that operation get before the
 * normal behaviour resumes; `silent: true` makes a server that accepts every connection and never
 * answers.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { codeScanningProblems, decodeSarifField } from './code-scanning-sarif.js';
import { GitHubOpenApi, type MatchedOperation } from './openapi.js';

export const OPERATIONS = {
  uploadSarif: 'code-scanning/upload-sarif',
  getSarif: 'code-scanning/get-sarif',
  listPullFiles: 'pulls/list-files',
  listReviews: 'pulls/list-reviews',
  createReview: 'pulls/create-review',
  listReviewComments: 'pulls/list-review-comments',
  updateReviewComment: 'pulls/update-review-comment',
  deleteReviewComment: 'pulls/delete-review-comment',
} as const;

/** Who the test token acts as: the GITHUB_TOKEN's bot. */
export const BOT = 'github-actions[bot]';

export type Fault = Answer | { hang: true };

export interface Answer {
  status: number;
  /** JSON, or a string sent as it is (e.g. an HTML error page). */
  body?: unknown;
  headers?: Record<string, string>;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Send the headers and the first half of the body, then nothing more (the connection stays open). */
  stall?: boolean;
}

/** A request the fake never answers. */
export const HANG: Fault = { hang: true };

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  operationId?: string;
  body?: unknown;
  authorization?: string;
  status: number;
}

export interface Upload {
  body: Record<string, unknown>;
  sarif: unknown;
  id: string;
}

export type FileStatus = 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';

export interface PullFile {
  filename: string;
  status: FileStatus;
  previous_filename?: string;
  /** The file's unified diff, as GitHub gives it (absent for binary or very large files). */
  patch?: string;
}

/** A review the fake holds (posted through the API, or put there by a test). */
export interface FakeReview {
  id: number;
  pullNumber: number;
  login: string;
  body: string;
  state: 'COMMENTED' | 'PENDING' | 'APPROVED' | 'CHANGES_REQUESTED';
  commitId: string;
}

/** A review comment; `line` is null once GitHub counts it outdated. */
export interface FakeReviewComment {
  id: number;
  reviewId: number;
  pullNumber: number;
  login: string;
  path: string;
  line: number | null;
  body: string;
  commitId: string;
}

export interface FakeGitHubOptions {
  /** Files of each pull request, for the pull-request files API. */
  pullFiles?: Record<number, PullFile[]>;
  /** Processing states the status API reports for each upload in turn; the last one repeats. */
  processing?: ({ status: 'pending' | 'complete' } | { status: 'failed'; errors: string[] })[];
  /** Accept every request and never answer (a black hole). */
  silent?: boolean;
}

export class FakeGitHub {
  readonly requests: RecordedRequest[] = [];
  readonly uploads: Upload[] = [];
  readonly violations: string[] = [];
  readonly reviews: FakeReview[] = [];
  readonly reviewComments: FakeReviewComment[] = [];
  private nextId = 1000;
  private readonly faults = new Map<string, Fault[]>();
  private readonly polls = new Map<string, number>();
  private readonly api = GitHubOpenApi.load();
  /** Settles when the server closes, releasing requests that were never to be answered. */
  private closing!: () => void;
  private readonly closed = new Promise<void>((done) => {
    this.closing = done;
  });

  private constructor(
    private readonly server: Server,
    readonly url: string,
    private readonly options: FakeGitHubOptions,
  ) {}

  static async start(options: FakeGitHubOptions = {}): Promise<FakeGitHub> {
    let fake: FakeGitHub | undefined;
    const server = createServer((req, res) => {
      fake?.handle(req, res).catch((error: Error) => {
        fake?.violations.push(`fake server crashed: ${error.stack ?? error.message}`);
        if (!res.headersSent) res.writeHead(500).end();
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as AddressInfo;
    fake = new FakeGitHub(server, `http://127.0.0.1:${port}`, options);
    return fake;
  }

  inject(operationId: string, ...faults: Fault[]): void {
    this.faults.set(operationId, [...(this.faults.get(operationId) ?? []), ...faults]);
  }

  calls(operationId: string): RecordedRequest[] {
    return this.requests.filter((r) => r.operationId === operationId);
  }

  async close(): Promise<void> {
    this.closing();
    this.server.closeAllConnections();
    await new Promise<void>((done) => this.server.close(() => done()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const text = await readBody(req);
    let body: unknown;
    if (text !== '') {
      try {
        body = JSON.parse(text);
      } catch {
        this.violations.push(`${req.method} ${url.pathname}: the body is not JSON`);
      }
    }
    const { match, problems } = this.api.checkRequest(req.method ?? 'GET', url, body, req.headers['content-type']);
    this.violations.push(...problems);
    if (!/^(token|bearer) \S+$/i.test(req.headers.authorization ?? ''))
      this.violations.push(`${req.method} ${url.pathname}: no token in the authorization header`);
    const record: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      ...(match ? { operationId: match.operationId } : {}),
      ...(body === undefined ? {} : { body }),
      ...(req.headers.authorization ? { authorization: req.headers.authorization } : {}),
      status: 0,
    };
    this.requests.push(record);

    const fault = this.options.silent ? HANG : match ? this.faults.get(match.operationId)?.shift() : undefined;
    if (fault && 'hang' in fault) {
      await this.closed;
      return;
    }
    let answer: Answer;
    if (fault) answer = fault;
    else if (!match) answer = { status: 404, body: { message: 'Not Found' } };
    else if (problems.length > 0) answer = { status: 422, body: { message: 'Invalid request.', errors: problems } };
    else {
      answer = this.respond(match, url, body);
      // Injected faults may break the contract on purpose; the fake's own answers must not.
      this.violations.push(...this.api.checkResponse(match, answer.status, answer.body));
    }
    if (answer.delayMs) await new Promise((done) => setTimeout(done, answer.delayMs));
    record.status = answer.status;
    if (res.destroyed) return;
    const sent = answer.body === undefined ? '' : typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', ...answer.headers });
    if (answer.stall) {
      res.write(sent.slice(0, Math.ceil(sent.length / 2)));
      await this.closed;
      return;
    }
    res.end(sent);
  }

  /** Adds a review with its comments, each checked as GitHub checks it: on a line of the file's diff, RIGHT side. */
  private createReview(pullNumber: number, request: CreateReview, owner: string, repo: string): Answer {
    const files = this.options.pullFiles?.[pullNumber];
    if (!files) return { status: 404, body: { message: 'Not Found' } };
    const problems: string[] = [];
    if ((request.event === 'COMMENT' || request.event === 'REQUEST_CHANGES') && !request.body) problems.push(`event ${request.event} needs a body`);
    for (const [i, comment] of (request.comments ?? []).entries()) {
      const patch = files.find((f) => f.filename === comment.path)?.patch;
      if (comment.position !== undefined) problems.push(`comments[${i}] uses position, which is closing down; give line and side`);
      else if (patch === undefined || comment.line === undefined || !diffLines(patch).has(comment.line) || (comment.side ?? 'RIGHT') !== 'RIGHT')
        problems.push(`comments[${i}]: line ${comment.line} of ${comment.path} could not be resolved (it is not part of the diff)`);
      if (comment.body.length > MAX_BODY_CHARS) problems.push(`comments[${i}]: body is longer than ${MAX_BODY_CHARS} characters`);
    }
    if (request.body !== undefined && request.body.length > MAX_BODY_CHARS) problems.push(`body is longer than ${MAX_BODY_CHARS} characters`);
    if (problems.length > 0) {
      this.violations.push(...problems.map((p) => `create review: ${p}`));
      return { status: 422, body: { message: 'Unprocessable Entity', errors: problems } };
    }
    const commitId = request.commit_id ?? '0'.repeat(40);
    const review: FakeReview = {
      id: this.nextId++,
      pullNumber,
      login: BOT,
      body: request.body ?? '',
      state:
        request.event === undefined ? 'PENDING' : request.event === 'COMMENT' ? 'COMMENTED' : request.event === 'APPROVE' ? 'APPROVED' : 'CHANGES_REQUESTED',
      commitId,
    };
    this.reviews.push(review);
    for (const comment of request.comments ?? [])
      this.reviewComments.push({
        id: this.nextId++,
        reviewId: review.id,
        pullNumber,
        login: BOT,
        path: comment.path,
        line: comment.line ?? null,
        body: comment.body,
        commitId,
      });
    return { status: 200, body: reviewJson(review, owner, repo) };
  }

  private respond(match: MatchedOperation, url: URL, body: unknown): Answer {
    const { owner, repo } = match.params;
    switch (match.operationId) {
      case OPERATIONS.uploadSarif: {
        const request = body as Record<string, unknown>;
        const id = `sarif-${this.uploads.length + 1}`;
        try {
          const { sarif, gzippedBytes } = decodeSarifField(String(request.sarif));
          this.violations.push(...codeScanningProblems(sarif, gzippedBytes).map((p) => `uploaded SARIF: ${p}`));
          this.uploads.push({ body: request, sarif, id });
        } catch (error) {
          this.violations.push(`uploaded SARIF cannot be decoded (base64 → gunzip → JSON): ${(error as Error).message}`);
          return { status: 400, body: { message: 'Invalid SARIF' } };
        }
        return { status: 202, body: { id, url: `${this.url}/repos/${owner}/${repo}/code-scanning/sarifs/${id}` } };
      }
      case OPERATIONS.getSarif: {
        const id = match.params.sarif_id;
        if (!this.uploads.some((u) => u.id === id)) return { status: 404, body: { message: 'Not Found' } };
        const states = this.options.processing ?? [{ status: 'pending' }, { status: 'complete' }];
        const poll = this.polls.get(id) ?? 0;
        this.polls.set(id, poll + 1);
        const state = states[Math.min(poll, states.length - 1)];
        return {
          status: 200,
          body: {
            processing_status: state.status,
            analyses_url: state.status === 'complete' ? `${this.url}/repos/${owner}/${repo}/code-scanning/analyses?sarif_id=${id}` : null,
            ...(state.status === 'failed' ? { errors: state.errors } : {}),
          },
        };
      }
      case OPERATIONS.listPullFiles: {
        const files = this.options.pullFiles?.[Number(match.params.pull_number)];
        if (!files) return { status: 404, body: { message: 'Not Found' } };
        const perPage = Number(url.searchParams.get('per_page') ?? 30);
        const page = Number(url.searchParams.get('page') ?? 1);
        const listed = files.slice(0, 3000); // GitHub lists at most 3,000 files
        const last = Math.max(1, Math.ceil(listed.length / perPage));
        const link = (n: number, rel: string) => `<${this.url}${url.pathname}?per_page=${perPage}&page=${n}>; rel="${rel}"`;
        return {
          status: 200,
          body: listed.slice((page - 1) * perPage, page * perPage).map((file) => diffEntry(file, owner, repo)),
          headers: page < last ? { link: `${link(page + 1, 'next')}, ${link(last, 'last')}` } : {},
        };
      }
      case OPERATIONS.listReviews: {
        const number = Number(match.params.pull_number);
        const reviews = this.reviews.filter((r) => r.pullNumber === number).map((r) => reviewJson(r, owner, repo));
        return { status: 200, body: onePage(reviews, url) };
      }
      case OPERATIONS.listReviewComments: {
        const number = Number(match.params.pull_number);
        const comments = this.reviewComments.filter((c) => c.pullNumber === number).map((c) => commentJson(c, owner, repo));
        return { status: 200, body: onePage(comments, url) };
      }
      case OPERATIONS.createReview:
        return this.createReview(Number(match.params.pull_number), body as CreateReview, owner, repo);
      case OPERATIONS.updateReviewComment: {
        const comment = this.reviewComments.find((c) => c.id === Number(match.params.comment_id));
        if (!comment) return { status: 404, body: { message: 'Not Found' } };
        comment.body = String((body as { body: unknown }).body);
        return { status: 200, body: commentJson(comment, owner, repo) };
      }
      case OPERATIONS.deleteReviewComment: {
        const index = this.reviewComments.findIndex((c) => c.id === Number(match.params.comment_id));
        if (index === -1) return { status: 404, body: { message: 'Not Found' } };
        this.reviewComments.splice(index, 1);
        return { status: 204 };
      }
      default:
        this.violations.push(`${match.method.toUpperCase()} ${match.template} is a real GitHub operation the fake does not play`);
        return { status: 404, body: { message: 'Not Found' } };
    }
  }
}

interface CreateReview {
  commit_id?: string;
  body?: string;
  event?: string;
  comments?: { path: string; body: string; line?: number; side?: string; position?: number; start_line?: number }[];
}

/** GitHub's limit on a comment's body. */
const MAX_BODY_CHARS = 65_536;

function onePage<T>(items: T[], url: URL): T[] {
  const perPage = Number(url.searchParams.get('per_page') ?? 30);
  const page = Number(url.searchParams.get('page') ?? 1);
  return items.slice((page - 1) * perPage, page * perPage);
}

/** The lines of the new file a patch shows (added and context lines): the only ones a review comment may be on. */
function diffLines(patch: string): Set<number> {
  const lines = new Set<number>();
  let line = 0;
  for (const text of patch.split('\n')) {
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)/.exec(text);
    if (hunk) line = Number(hunk[1]);
    else if (text.startsWith('+') || text.startsWith(' ')) lines.add(line++);
  }
  return lines;
}

function user(login: string) {
  const url = `https://api.github.com/users/${encodeURIComponent(login)}`;
  return {
    login,
    id: login === BOT ? 41898282 : 2,
    node_id: 'MDQ6VXNlcjE=',
    avatar_url: 'https://avatars.githubusercontent.com/u/2',
    gravatar_id: '',
    url,
    html_url: login.endsWith('[bot]') ? `https://github.com/apps/${login.slice(0, -'[bot]'.length)}` : `https://github.com/${login}`,
    followers_url: `${url}/followers`,
    following_url: `${url}/following{/other_user}`,
    gists_url: `${url}/gists{/gist_id}`,
    starred_url: `${url}/starred{/owner}{/repo}`,
    subscriptions_url: `${url}/subscriptions`,
    organizations_url: `${url}/orgs`,
    repos_url: `${url}/repos`,
    events_url: `${url}/events{/privacy}`,
    received_events_url: `${url}/received_events`,
    type: login.endsWith('[bot]') ? 'Bot' : 'User',
    site_admin: false,
  };
}

function reviewJson(review: FakeReview, owner: string, repo: string) {
  const pull = `https://github.com/${owner}/${repo}/pull/${review.pullNumber}`;
  return {
    id: review.id,
    node_id: `PRR_${review.id}`,
    user: user(review.login),
    body: review.body,
    state: review.state,
    html_url: `${pull}#pullrequestreview-${review.id}`,
    pull_request_url: `https://api.github.com/repos/${owner}/${repo}/pulls/${review.pullNumber}`,
    _links: {
      html: { href: `${pull}#pullrequestreview-${review.id}` },
      pull_request: { href: `https://api.github.com/repos/${owner}/${repo}/pulls/${review.pullNumber}` },
    },
    ...(review.state === 'PENDING' ? {} : { submitted_at: '2026-12-01T00:00:00Z' }),
    commit_id: review.commitId,
    author_association: 'CONTRIBUTOR',
  };
}

function commentJson(comment: FakeReviewComment, owner: string, repo: string) {
  const api = `https://api.github.com/repos/${owner}/${repo}`;
  const html = `https://github.com/${owner}/${repo}/pull/${comment.pullNumber}#discussion_r${comment.id}`;
  return {
    url: `${api}/pulls/comments/${comment.id}`,
    pull_request_review_id: comment.reviewId,
    id: comment.id,
    node_id: `PRRC_${comment.id}`,
    diff_hunk: '@@ -1 +1 @@',
    path: comment.path,
    commit_id: comment.commitId,
    original_commit_id: comment.commitId,
    user: user(comment.login),
    body: comment.body,
    created_at: '2026-12-01T00:00:00Z',
    updated_at: '2026-12-01T00:00:00Z',
    html_url: html,
    pull_request_url: `${api}/pulls/${comment.pullNumber}`,
    author_association: 'CONTRIBUTOR',
    _links: { self: { href: `${api}/pulls/comments/${comment.id}` }, html: { href: html }, pull_request: { href: `${api}/pulls/${comment.pullNumber}` } },
    // GitHub gives an outdated comment no line; its description has no null for it.
    ...(comment.line === null ? {} : { line: comment.line }),
    side: 'RIGHT',
    original_line: comment.line ?? 1,
    subject_type: 'line',
  };
}

function diffEntry(file: PullFile, owner: string, repo: string) {
  const sha = '0'.repeat(40);
  return {
    sha,
    filename: file.filename,
    status: file.status,
    additions: 1,
    deletions: 0,
    changes: 1,
    blob_url: `https://github.com/${owner}/${repo}/blob/${sha}/${file.filename}`,
    raw_url: `https://github.com/${owner}/${repo}/raw/${sha}/${file.filename}`,
    contents_url: `https://api.github.com/repos/${owner}/${repo}/contents/${file.filename}?ref=${sha}`,
    ...(file.previous_filename ? { previous_filename: file.previous_filename } : {}),
    ...(file.patch === undefined ? {} : { patch: file.patch }),
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
