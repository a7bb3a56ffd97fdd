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
} as const;

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
      default:
        this.violations.push(`${match.method.toUpperCase()} ${match.template} is a real GitHub operation the fake does not play`);
        return { status: 404, body: { message: 'Not Found' } };
    }
  }
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
  };
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
