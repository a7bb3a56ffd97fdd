/**
 * Bounded retries for GitHub API calls: server errors (5xx), network failures and rate limits (429,
 * or 403 with an exhausted or secondary rate limit) are retried up to 3 times, waiting as GitHub asks
 * (retry-after, x-ratelimit-reset) or 2, 4, 8 s, never more than a minute per wait.
 */
export const RETRIES = 3;
const MAX_WAIT_MS = 60_000;

export type Sleep = (ms: number) => Promise<void>;

/** The parts of an @octokit/request-error RequestError that decide a retry. */
export interface ApiError {
  status?: number;
  message: string;
  response?: { headers?: Record<string, string | number | undefined>; data?: unknown };
}

export function asApiError(error: unknown): ApiError {
  return typeof error === 'object' && error !== null && 'message' in error ? error as ApiError : { message: String(error) };
}

export function isRateLimit(error: ApiError): boolean {
  const headers = error.response?.headers ?? {};
  return error.status === 429 || (error.status === 403 && (String(headers['x-ratelimit-remaining']) === '0' || /secondary rate limit/i.test(error.message)));
}

export function isRetryable(error: ApiError): boolean {
  return error.status === undefined || error.status >= 500 || isRateLimit(error);
}

/** How long to wait before retry number `attempt` (0-based), in ms. */
export function retryDelay(error: ApiError, attempt: number, now = Date.now()): number {
  const headers = error.response?.headers ?? {};
  const retryAfter = Number(headers['retry-after']);
  const reset = Number(headers['x-ratelimit-reset']);
  let wait = 2000 * 2 ** attempt;
  if (Number.isFinite(retryAfter) && retryAfter >= 0 && headers['retry-after'] !== undefined) wait = retryAfter * 1000;
  else if (isRateLimit(error) && Number.isFinite(reset) && reset > 0) wait = reset * 1000 - now;
  return Math.min(Math.max(wait, 0), MAX_WAIT_MS);
}

export async function withRetries<T>(what: string, call: () => Promise<T>, sleep: Sleep, log: (message: string) => void): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (thrown) {
      const error = asApiError(thrown);
      if (attempt >= RETRIES || !isRetryable(error)) throw thrown;
      const wait = retryDelay(error, attempt);
      log(`${what} failed (${error.status ?? 'network error'}: ${error.message.split('\n')[0]}); retrying in ${Math.ceil(wait / 1000)} s (retry ${attempt + 1} of ${RETRIES}).`);
      await sleep(wait);
    }
  }
}
