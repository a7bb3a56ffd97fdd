/**
 * The action's one policy for talking to the GitHub API. Every request has a timeout (connecting,
 * the headers and the whole body); a failed request is retried a bounded number of times; every
 * network phase has a hard time budget. So whatever the API does (never answers, stalls mid-body,
 * rate-limits, answers garbage), the step's network phase ends within NETWORK_BOUND_MS.
 */
import { plural } from '../report/summary-counts.js';
import { describeValue, shown } from '../util/json.js';

const PHASES = ['changedFiles', 'upload', 'processing', 'suggestions'] as const;
export type PhaseName = (typeof PHASES)[number];

export interface NetworkPolicy {
  /** One HTTP request, from connecting to the last byte of the body. */
  requestTimeoutMs: number;
  /** Waits before retry 1, 2, 3 when GitHub asks for none; their count is the number of retries. */
  backoffMs: readonly number[];
  /** A secondary rate limit without retry-after: GitHub asks clients to wait at least a minute. */
  secondaryRateLimitWaitMs: number;
  /** The longest wait mcpdesc accepts from GitHub (retry-after, x-ratelimit-reset); a longer one ends the retries. */
  maxWaitMs: number;
  /** Waits before each processing-status poll after an upload (198 s in all). */
  pollDelaysMs: readonly number[];
  /** Each phase's whole time, requests and waits included. */
  budgetMs: Readonly<Record<PhaseName, number>>;
}

export const NETWORK_POLICY: NetworkPolicy = {
  requestTimeoutMs: 30_000,
  backoffMs: [2000, 4000, 8000],
  secondaryRateLimitWaitMs: 60_000,
  maxWaitMs: 60_000,
  pollDelaysMs: [3000, 5000, 10_000, 20_000, 40_000, 60_000, 60_000],
  budgetMs: { changedFiles: 120_000, upload: 120_000, processing: 240_000, suggestions: 120_000 },
};

/** The longest the action spends on the GitHub API in one run: the phases run one after another. */
export const NETWORK_BOUND_MS = PHASES.reduce((total, phase) => total + NETWORK_POLICY.budgetMs[phase], 0);

/** Time as the policy sees it: tests swap in a clock whose waits take no real time. */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const REAL_CLOCK: Clock = {
  now: () => Date.now(),
  sleep: (ms) => new Promise((done) => setTimeout(done, ms)),
};

/** A clock whose waits return at once but still count, so budgets behave as on a real run. */
export function fastClock(base: Clock = REAL_CLOCK): Clock {
  let skipped = 0;
  return {
    now: () => base.now() + skipped,
    sleep: async (ms) => {
      skipped += Math.max(0, ms);
    },
  };
}

export interface Network {
  policy: NetworkPolicy;
  clock: Clock;
  log: (message: string) => void;
}

/**
 * The real policy, or, off a real runner only (GITHUB_ACTIONS is not "true"), the test knobs:
 * MCPDESC_TEST_FAST_RETRY=1 makes waits take no time, MCPDESC_TEST_REQUEST_TIMEOUT_MS shortens the
 * request timeout. A workflow can therefore never weaken the real backoff or timeouts.
 */
export function networkFromEnv(env: Readonly<Record<string, string | undefined>>, log: (message: string) => void): Network {
  const testing = env.GITHUB_ACTIONS !== 'true';
  const timeout = Number(env.MCPDESC_TEST_REQUEST_TIMEOUT_MS);
  const policy = testing && Number.isInteger(timeout) && timeout > 0 ? { ...NETWORK_POLICY, requestTimeoutMs: timeout } : NETWORK_POLICY;
  return { policy, clock: testing && env.MCPDESC_TEST_FAST_RETRY === '1' ? fastClock() : REAL_CLOCK, log };
}

/** An answer that does not have the shape GitHub's API documents (thrown by the caller's check). */
export class MalformedResponse extends Error {
  constructor(what: string, value: unknown) {
    super(
      `${what}, but ${value === undefined ? "GitHub's answer has none" : `GitHub answered ${typeof value === 'string' ? describeValue(value) : shown(value)}`}`,
    );
  }
}

/**
 * Why an API call finally failed. `refused` holds GitHub's status and message when it turned the
 * request down for good (an HTTP error that is not worth retrying, such as 403 or 404).
 */
export class ApiFailure extends Error {
  constructor(
    message: string,
    readonly attempts: number,
    readonly refused?: { status: number; message: string },
  ) {
    super(message);
  }
}

/** The parts of an @octokit/request-error RequestError that decide a retry. */
interface ApiError {
  status?: number;
  message: string;
  response?: { headers?: Record<string, string | number | undefined>; data?: unknown };
}

/** No answer (or no complete body) within `ms`. */
class Timeout extends Error {
  constructor(readonly ms: number) {
    super(`no answer within ${seconds(ms)}`);
  }
}

function asApiError(error: unknown): ApiError {
  return typeof error === 'object' && error !== null && 'message' in error ? (error as ApiError) : { message: String(error) };
}

function isRateLimit(error: ApiError): boolean {
  return error.status === 429 || (error.status === 403 && (String(header(error, 'x-ratelimit-remaining')) === '0' || isSecondaryRateLimit(error)));
}

function isSecondaryRateLimit(error: ApiError): boolean {
  return error.status === 403 && /secondary rate limit/i.test(error.message);
}

/** Server errors, rate limits, timeouts, network failures and malformed answers are worth another try. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof Timeout || error instanceof MalformedResponse) return true;
  const api = asApiError(error);
  return api.status === undefined || api.status >= 500 || isRateLimit(api);
}

/** How long to wait before retry number `attempt` (0-based), in ms, as GitHub asks or by backoff. */
export function retryDelay(error: unknown, attempt: number, policy: NetworkPolicy, now: number): number {
  const api = asApiError(error);
  const retryAfter = header(api, 'retry-after');
  if (retryAfter !== undefined) {
    const seconds = Number(retryAfter);
    const wait = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(String(retryAfter)) - now; // seconds or an HTTP date
    if (Number.isFinite(wait)) return Math.max(0, wait);
  }
  const reset = Number(header(api, 'x-ratelimit-reset'));
  if (isRateLimit(api) && String(header(api, 'x-ratelimit-remaining')) === '0' && Number.isFinite(reset) && reset > 0) return Math.max(0, reset * 1000 - now);
  if (isSecondaryRateLimit(api)) return policy.secondaryRateLimitWaitMs;
  return policy.backoffMs[Math.min(attempt, policy.backoffMs.length - 1)];
}

/** A failure on one line, for logs and messages: "503: Service Unavailable", "no answer within 30 s". */
function describeFailure(error: unknown): string {
  if (error instanceof Timeout || error instanceof MalformedResponse) return error.message;
  const api = asApiError(error);
  return `${api.status ?? 'network error'}: ${oneLine(apiMessage(api))}`;
}

/**
 * One network phase (listing changed files, the upload, waiting for processing) with its budget,
 * which starts when the phase does.
 */
export class Phase {
  private readonly end: number;

  constructor(
    readonly name: PhaseName,
    private readonly network: Network,
  ) {
    this.end = network.clock.now() + network.policy.budgetMs[name];
  }

  remaining(): number {
    return this.end - this.network.clock.now();
  }

  /** Waits `ms`; false (without waiting) when that would leave no time for a request after it. */
  async wait(ms: number): Promise<boolean> {
    if (ms >= this.remaining()) return false;
    await this.network.clock.sleep(ms);
    return true;
  }

  /**
   * `call` (given a signal to pass to the request) under the request timeout, retried as the policy
   * says within the budget. Throws an ApiFailure saying what went wrong, how often it was tried and
   * why it stopped.
   */
  async request<T>(what: string, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const { policy, log } = this.network;
    const budgetOut = `the ${minutes(policy.budgetMs[this.name])} budget for ${PHASE_WORDS[this.name]} ran out`;
    for (let attempt = 0; ; attempt++) {
      if (this.remaining() <= 0) throw new ApiFailure(`not tried: ${budgetOut}`, attempt);
      let error: unknown;
      try {
        return await this.attempt(call);
      } catch (thrown) {
        error = thrown;
      }
      const reason = describeFailure(error);
      const tries = attempt + 1;
      const stop = (why: string) => new ApiFailure(`${reason}${why}`, tries);
      if (!isRetryable(error)) {
        const api = asApiError(error);
        throw new ApiFailure(reason, tries, api.status === undefined ? undefined : { status: api.status, message: oneLine(apiMessage(api)) });
      }
      if (attempt >= policy.backoffMs.length) throw stop(`; gave up after ${plural(tries, 'attempt')}`);
      const wait = retryDelay(error, attempt, policy, this.network.clock.now());
      if (wait > policy.maxWaitMs) throw stop(`; GitHub asks to wait ${seconds(wait)}, longer than mcpdesc waits (${seconds(policy.maxWaitMs)})`);
      log(`${what} failed (${reason}); retrying in ${seconds(wait)} (retry ${attempt + 1} of ${policy.backoffMs.length}).`);
      if (!(await this.wait(wait))) throw stop(`; gave up after ${plural(tries, 'attempt')}: ${budgetOut}`);
    }
  }

  /** One try: the request timeout (never past the budget) aborts the request and ends the wait. */
  private async attempt<T>(call: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    const timeout = new Timeout(Math.max(0, Math.min(this.network.policy.requestTimeoutMs, this.remaining())));
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        reject(timeout);
        controller.abort();
      }, timeout.ms);
    });
    const answer = Promise.resolve().then(() => call(controller.signal));
    answer.catch(() => undefined); // it may settle after the timeout has decided the race
    try {
      return await Promise.race([answer, timedOut]);
    } catch (error) {
      // A stalled body aborted by the timeout reaches the caller's shape check as an empty answer.
      throw controller.signal.aborted ? timeout : error;
    } finally {
      clearTimeout(timer);
    }
  }
}

const PHASE_WORDS: Readonly<Record<PhaseName, string>> = {
  changedFiles: "listing the pull request's files",
  upload: 'the upload',
  processing: 'waiting for processing',
  suggestions: 'the review with suggested changes',
};

function header(error: ApiError, name: string): string | number | undefined {
  return error.response?.headers?.[name];
}

/** GitHub's own error message (without the documentation link octokit appends). */
function apiMessage(error: ApiError): string {
  const data = error.response?.data;
  return typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string'
    ? (data as { message: string }).message
    : error.message;
}

/** The first line, shortened: an HTML error page must not flood the log. */
function oneLine(text: string): string {
  const line = text.trim().split(/\r?\n/)[0] ?? '';
  return line.length > 200 ? `${line.slice(0, 199)}…` : line || 'no message';
}

function seconds(ms: number): string {
  return `${Math.ceil(ms / 1000)} s`;
}

function minutes(ms: number): string {
  return ms % 60_000 === 0 ? `${ms / 60_000}-minute` : `${seconds(ms)}`;
}
