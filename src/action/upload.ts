/**
 * Uploads SARIF to GitHub code scanning (`POST /repos/{owner}/{repo}/code-scanning/sarifs`, gzip +
 * base64) and optionally waits until GitHub has processed it. Never throws for API failures: the
 * caller decides whether a failed upload fails the step.
 */
import { gzipSync } from 'node:zlib';
import type { getOctokit } from '@actions/github';
import { isObject } from '../util/json.js';
import { type ApiFailure, MalformedResponse, type Network, Phase } from './network.js';

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
  network: Network;
  /** Why code scanning may refuse this run, to explain a 403 or 404. */
  situation: { fork: boolean; dependabot: boolean };
}

export interface Uploaded {
  kind: 'uploaded';
  id: string;
  processing: 'complete' | 'failed' | 'pending' | 'not-waited' | 'unknown';
  /** GitHub's processing errors (processing: failed). */
  errors: readonly string[];
  /** Why the status could not be read (processing: unknown). */
  unreadable?: string;
}

export type UploadResult =
  | Uploaded
  /** Code scanning is not reachable for this run (403/404): `reason` says why and how to fix it. */
  | { kind: 'unavailable'; reason: string }
  | { kind: 'failed'; reason: string };

const PROCESSING_STATUSES = ['pending', 'complete', 'failed'] as const;
type ProcessingStatus = { status: 'pending' | 'complete' } | { status: 'failed'; errors: string[] };

export async function uploadSarif(client: GitHubClient, target: UploadTarget, sarif: string, options: UploadOptions): Promise<UploadResult> {
  const { owner, repo } = target;
  const { network } = options;
  const payload = gzipSync(sarif).toString('base64');
  let id: string;
  try {
    id = await new Phase('upload', network).request('Uploading SARIF', async (signal) =>
      uploadId(
        (
          await client.rest.codeScanning.uploadSarif({
            owner,
            repo,
            commit_sha: target.commitSha,
            ref: target.ref,
            sarif: payload,
            checkout_uri: target.checkoutUri,
            started_at: target.startedAt,
            tool_name: 'mcpdesc',
            request: { signal },
          })
        ).data,
      ),
    );
  } catch (thrown) {
    const { refused, message } = thrown as ApiFailure;
    if (refused?.status === 403 || refused?.status === 404)
      return { kind: 'unavailable', reason: explainUnavailable(refused.status, refused.message, options.situation) };
    return { kind: 'failed', reason: `GitHub did not accept the SARIF upload (${message}).` };
  }
  network.log(`Uploaded SARIF to code scanning for ${target.ref} at ${target.commitSha} (id ${id}).`);
  if (!options.wait) return { kind: 'uploaded', id, processing: 'not-waited', errors: [] };
  return { kind: 'uploaded', id, ...(await waitForProcessing(client, owner, repo, id, network)) };
}

async function waitForProcessing(client: GitHubClient, owner: string, repo: string, id: string, network: Network): Promise<Omit<Uploaded, 'kind' | 'id'>> {
  const phase = new Phase('processing', network);
  for (const delay of network.policy.pollDelaysMs) {
    if (!(await phase.wait(delay))) break;
    try {
      const state = await phase.request('Checking the SARIF processing status', async (signal) =>
        processingStatus((await client.rest.codeScanning.getSarif({ owner, repo, sarif_id: id, request: { signal } })).data),
      );
      if (state.status === 'complete') return { processing: 'complete', errors: [] };
      if (state.status === 'failed') return { processing: 'failed', errors: state.errors };
    } catch (thrown) {
      const { refused, message } = thrown as ApiFailure;
      // Just after an upload the status can briefly be 404; anything else ends the wait.
      if (refused?.status !== 404) return { processing: 'unknown', errors: [], unreadable: message };
    }
  }
  return { processing: 'pending', errors: [] };
}

/** The id of an accepted upload (202 {id, url}). */
function uploadId(data: unknown): string {
  if (!isObject(data) || typeof data.id !== 'string' || data.id === '') throw new MalformedResponse('An accepted SARIF upload must have an "id"', data);
  return data.id;
}

/** The processing status of an upload (`{processing_status, errors}`), checked. */
function processingStatus(data: unknown): ProcessingStatus {
  const status = isObject(data) ? data.processing_status : undefined;
  if (!isObject(data) || !(PROCESSING_STATUSES as readonly unknown[]).includes(status)) {
    throw new MalformedResponse(`The processing status must be "pending", "complete" or "failed"`, isObject(data) ? status : data);
  }
  if (status !== 'failed') return { status: status as 'pending' | 'complete' };
  const errors = Array.isArray(data.errors) ? data.errors.filter((e): e is string => typeof e === 'string') : [];
  return { status, errors };
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
