/**
 * Uploads SARIF to GitHub code scanning (`POST /repos/{owner}/{repo}/code-scanning/sarifs`, gzip +
 * base64) and optionally waits until GitHub has processed it. Never throws for API failures: the
 * caller decides whether a failed upload fails the step.
 */
import { gzipSync } from 'node:zlib';
import type { getOctokit } from '@actions/github';
import { type ApiError, asApiError, type Sleep, withRetries } from './retry.js';

export type GitHubClient = ReturnType<typeof getOctokit>;

export interface UploadTarget {
  owner: string;
  repo: string;
  ref: string;
  commitSha: string;
  checkoutUri: string;
  startedAt: string;
}

export interface UploadOptions {
  wait: boolean;
  sleep: Sleep;
  log: (message: string) => void;
  /** Why code scanning may refuse this run, to explain a 403 or 404. */
  situation: { fork: boolean; dependabot: boolean };
}

export type UploadResult =
  | { kind: 'uploaded'; id: string; processing: 'complete' | 'failed' | 'pending' | 'not-waited' | 'unknown'; errors: readonly string[] }
  /** Code scanning is not reachable for this run (403/404): `reason` says why and how to fix it. */
  | { kind: 'unavailable'; reason: string }
  | { kind: 'failed'; reason: string };

/** Waits between status polls, after the upload: about 4 minutes in all. */
const POLL_DELAYS_MS = [3000, 5000, 10_000, 20_000, 40_000, 60_000, 60_000] as const;

export async function uploadSarif(client: GitHubClient, target: UploadTarget, sarif: string, options: UploadOptions): Promise<UploadResult> {
  const { owner, repo } = target;
  let id: string;
  try {
    const response = await withRetries('Uploading SARIF', () => client.rest.codeScanning.uploadSarif({
      owner,
      repo,
      commit_sha: target.commitSha,
      ref: target.ref,
      sarif: gzipSync(sarif).toString('base64'),
      checkout_uri: target.checkoutUri,
      started_at: target.startedAt,
      tool_name: 'mcpdesc',
    }), options.sleep, options.log);
    if (!response.data.id) return { kind: 'failed', reason: `GitHub accepted the SARIF upload (HTTP ${response.status}) but returned no id.` };
    id = response.data.id;
  } catch (thrown) {
    const error = asApiError(thrown);
    const said = apiMessage(error);
    if (error.status === 403 || error.status === 404) return { kind: 'unavailable', reason: explainUnavailable(error.status, said, options.situation) };
    return { kind: 'failed', reason: `GitHub did not accept the SARIF upload (${error.status ?? 'network error'}: ${said}).` };
  }
  options.log(`Uploaded SARIF to code scanning for ${target.ref} at ${target.commitSha} (id ${id}).`);
  if (!options.wait) return { kind: 'uploaded', id, processing: 'not-waited', errors: [] };
  return { kind: 'uploaded', id, ...(await waitForProcessing(client, owner, repo, id, options)) };
}

async function waitForProcessing(client: GitHubClient, owner: string, repo: string, id: string, options: UploadOptions) {
  for (const delay of POLL_DELAYS_MS) {
    await options.sleep(delay);
    try {
      const { data } = await withRetries('Checking the SARIF processing status', () => client.rest.codeScanning.getSarif({ owner, repo, sarif_id: id }), options.sleep, options.log);
      if (data.processing_status === 'complete') return { processing: 'complete' as const, errors: [] };
      if (data.processing_status === 'failed') return { processing: 'failed' as const, errors: data.errors ?? [] };
    } catch (thrown) {
      const error = asApiError(thrown);
      // Just after an upload the status can briefly be 404; anything else ends the wait.
      if (error.status !== 404) {
        options.log(`Could not check the SARIF processing status (${error.status ?? 'network error'}: ${error.message.split('\n')[0]}).`);
        return { processing: 'unknown' as const, errors: [] };
      }
    }
  }
  return { processing: 'pending' as const, errors: [] };
}

/** GitHub's own error message (without the documentation link octokit appends), on one line. */
function apiMessage(error: ApiError): string {
  const data = error.response?.data;
  const message = typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string' ? (data as { message: string }).message : error.message;
  return message.split('\n')[0];
}

/** What a 403 or 404 from the upload means for this run, and how to fix it. */
export function explainUnavailable(status: number, apiMessage: string, situation: UploadOptions['situation']): string {
  const said = `GitHub answered ${status} (${apiMessage})`;
  if (situation.dependabot) {
    return `${said}: workflows triggered by Dependabot get a read-only token, so the SARIF could not be uploaded. Findings are in the annotations and the job summary.`;
  }
  if (situation.fork) {
    return `${said}: pull requests from forks get a read-only token, so the SARIF could not be uploaded. Findings are in the annotations and the job summary; to get code-scanning alerts for forks, upload from a separate workflow_run job (see the README).`;
  }
  if (/not accessible by integration/i.test(apiMessage)) {
    return `${said}: the token lacks the security-events: write permission. Add it to the job's permissions (see the README's workflow).`;
  }
  if (status === 404 || /advanced security|code scanning is not enabled/i.test(apiMessage)) {
    return `${said}: code scanning is not available for this repository. Enable it (Settings → Code security; private repositories need GitHub Advanced Security / Code Security), or set upload: false.`;
  }
  return `${said}: the token may not upload to code scanning. Give the job security-events: write, or set upload: false.`;
}
