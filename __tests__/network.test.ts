/** The action's network policy: what is retried, how long it waits, request timeouts and phase budgets. */
import { describe, expect, it } from '@jest/globals';
import {
  type ApiFailure,
  isRetryable,
  MalformedResponse,
  NETWORK_BOUND_MS,
  NETWORK_POLICY,
  networkFromEnv,
  Phase,
  REAL_CLOCK,
  retryDelay,
} from '../src/action/network.js';
import { testNetwork } from './helpers/network.js';

const error = (status: number | undefined, headers: Record<string, string> = {}, message = 'x') =>
  Object.assign(new Error(message), { status, response: { headers, data: { message } } });

/** What a phase's request ends with: the value, or the ApiFailure's message. */
async function outcome<T>(promise: Promise<T>): Promise<T | string> {
  return promise.catch((failure: ApiFailure) => `failed: ${failure.message}`);
}

describe('the policy', () => {
  it('bounds the network phase: 2 min to list changed files + 2 min to upload + 4 min to wait for processing + 2 min for suggestions', () => {
    expect(NETWORK_POLICY.budgetMs).toEqual({ changedFiles: 120_000, upload: 120_000, processing: 240_000, suggestions: 120_000 });
    expect(NETWORK_BOUND_MS).toBe(600_000);
    expect(NETWORK_POLICY.requestTimeoutMs).toBe(30_000);
    expect(NETWORK_POLICY.backoffMs).toEqual([2000, 4000, 8000]);
    // Polls wait 198 s in all, leaving time for the polls themselves within the processing budget.
    expect(NETWORK_POLICY.pollDelaysMs.reduce((a, b) => a + b, 0)).toBe(198_000);
  });

  it('retries server errors, network errors, rate limits, timeouts and malformed answers, not other client errors', () => {
    expect([500, 502, 503, undefined, 429].map((s) => isRetryable(error(s)))).toEqual([true, true, true, true, true]);
    expect(isRetryable(error(403, { 'x-ratelimit-remaining': '0' }))).toBe(true);
    expect(isRetryable(error(403, {}, 'You have exceeded a secondary rate limit'))).toBe(true);
    expect(isRetryable(new MalformedResponse('A page must be an array', 'x'))).toBe(true);
    expect([400, 401, 403, 404, 413, 422].map((s) => isRetryable(error(s)))).toEqual([false, false, false, false, false, false]);
  });

  it('waits as GitHub asks (retry-after in seconds or as a date, x-ratelimit-reset, a minute for a secondary rate limit), else 2, 4, 8 s', () => {
    const now = 1_000_000;
    expect([0, 1, 2].map((n) => retryDelay(error(500), n, NETWORK_POLICY, now))).toEqual([2000, 4000, 8000]);
    expect(retryDelay(error(429, { 'retry-after': '7' }), 0, NETWORK_POLICY, now)).toBe(7000);
    expect(retryDelay(error(503, { 'retry-after': new Date(now + 5000).toUTCString() }), 0, NETWORK_POLICY, now)).toBe(5000);
    expect(retryDelay(error(403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1010' }), 0, NETWORK_POLICY, now)).toBe(10_000);
    expect(retryDelay(error(403, {}, 'You have exceeded a secondary rate limit.'), 0, NETWORK_POLICY, now)).toBe(60_000);
    expect(retryDelay(error(403, { 'retry-after': '3' }, 'You have exceeded a secondary rate limit.'), 0, NETWORK_POLICY, now)).toBe(3000);
  });

  it('honours the test knobs only off a real runner', () => {
    const knobs = { MCPDESC_TEST_FAST_RETRY: '1', MCPDESC_TEST_REQUEST_TIMEOUT_MS: '50' };
    const test = networkFromEnv(knobs, () => undefined);
    expect(test.policy.requestTimeoutMs).toBe(50);
    expect(test.clock).not.toBe(REAL_CLOCK);
    const runner = networkFromEnv({ ...knobs, GITHUB_ACTIONS: 'true' }, () => undefined);
    expect(runner).toMatchObject({ policy: NETWORK_POLICY, clock: REAL_CLOCK });
  });
});

describe('Phase.request', () => {
  it('gives up after 3 retries, waiting 2, 4, 8 s, with the last error and the number of attempts', async () => {
    const { network, waits, logs } = testNetwork();
    let calls = 0;
    const result = await outcome(
      new Phase('upload', network).request('Calling', async () => {
        calls++;
        throw error(503, {}, `boom ${calls}`);
      }),
    );
    expect(result).toBe('failed: 503: boom 4; gave up after 4 attempts');
    expect(waits).toEqual([2000, 4000, 8000]);
    expect(logs[0]).toBe('Calling failed (503: boom 1); retrying in 2 s (retry 1 of 3).');
  });

  it("does not retry a refusal, and keeps GitHub's status and message for the caller", async () => {
    const { network, waits } = testNetwork();
    const failure = await new Phase('upload', network)
      .request('Calling', async () => {
        throw error(403, {}, 'Resource not accessible by integration');
      })
      .catch((e: ApiFailure) => e);
    expect(failure).toMatchObject({
      message: '403: Resource not accessible by integration',
      attempts: 1,
      refused: { status: 403, message: 'Resource not accessible by integration' },
    });
    expect(waits).toEqual([]);
  });

  it('stops at once when GitHub asks to wait longer than a minute', async () => {
    const { network, waits } = testNetwork();
    const reset = String(Math.floor(Date.now() / 1000) + 3600);
    const result = await outcome(
      new Phase('changedFiles', network).request('Listing', async () => {
        throw error(403, { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset }, 'API rate limit exceeded');
      }),
    );
    expect(result).toMatch(/^failed: 403: API rate limit exceeded; GitHub asks to wait 3[56]\d\d s, longer than mcpdesc waits \(60 s\)$/);
    expect(waits).toEqual([]);
  });

  it('stops when the next wait would pass the phase budget', async () => {
    const { network, waits } = testNetwork();
    const result = await outcome(
      new Phase('upload', network).request('Uploading', async () => {
        throw error(503, { 'retry-after': '50' }, 'Service Unavailable');
      }),
    );
    expect(result).toBe('failed: 503: Service Unavailable; gave up after 3 attempts: the 2-minute budget for the upload ran out');
    expect(waits).toEqual([50_000, 50_000]);
  });

  it('does not start a request once the budget is spent', async () => {
    const { network } = testNetwork({ budgetMs: { ...NETWORK_POLICY.budgetMs, processing: 1000 } });
    const phase = new Phase('processing', network);
    await network.clock.sleep(1000);
    let called = false;
    expect(
      await outcome(
        phase.request('Polling', async () => {
          called = true;
        }),
      ),
    ).toBe('failed: not tried: the 1 s budget for waiting for processing ran out');
    expect(called).toBe(false);
  });

  it('aborts a request that does not answer within the request timeout, then retries it', async () => {
    const { network, logs } = testNetwork({ requestTimeoutMs: 50 });
    const signals: AbortSignal[] = [];
    const result = await new Phase('upload', network).request('Uploading', (signal) => {
      signals.push(signal);
      // The first attempt never settles, even when aborted: the timeout alone must end it.
      return signals.length === 1 ? new Promise<string>(() => undefined) : Promise.resolve('answer');
    });
    expect(result).toBe('answer');
    expect(signals.map((s) => s.aborted)).toEqual([true, false]);
    expect(logs).toEqual(['Uploading failed (no answer within 1 s); retrying in 2 s (retry 1 of 3).']);
  });

  it('reports a timeout, not the empty answer a stalled body leaves behind', async () => {
    const { network } = testNetwork({ requestTimeoutMs: 20 });
    const stalled = (signal: AbortSignal) =>
      new Promise<string>((_, reject) => {
        signal.addEventListener('abort', () => reject(new MalformedResponse('An upload must have an "id"', '')));
      });
    expect(await outcome(new Phase('upload', network).request('Uploading', stalled))).toBe('failed: no answer within 1 s; gave up after 4 attempts');
  });

  it('retries a malformed answer and names what was expected and what came', async () => {
    const { network } = testNetwork();
    let calls = 0;
    const result = await new Phase('processing', network).request('Polling', async () => {
      calls++;
      if (calls < 3) throw new MalformedResponse('The processing status must be "pending", "complete" or "failed"', 'garbage');
      return 'complete';
    });
    expect(result).toBe('complete');
    expect(
      await outcome(
        new Phase('processing', network).request('Polling', async () => {
          throw new MalformedResponse('The processing status must be "pending", "complete" or "failed"', { processing_status: 7 });
        }),
      ),
    ).toBe('failed: The processing status must be "pending", "complete" or "failed", but GitHub answered {"processing_status":7}; gave up after 4 attempts');
  });

  it('shortens an HTML error page to its first line', async () => {
    const { network } = testNetwork({ backoffMs: [] });
    const page = `<!DOCTYPE html>${'x'.repeat(500)}\n<html><body>Bad gateway</body></html>`;
    const result = await outcome(
      new Phase('upload', network).request('Uploading', async () => {
        throw Object.assign(new Error(page), { status: 502, response: { headers: {}, data: page } });
      }),
    );
    expect(result).toBe(`failed: 502: <!DOCTYPE html>${'x'.repeat(184)}…; gave up after 1 attempt`);
  });
});
