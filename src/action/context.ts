/**
 * The workflow run as the runner describes it, read from its environment as @actions/github's `context`
 * reads it (the event payload from GITHUB_EVENT_PATH), so that the action loads Octokit only when it
 * talks to the API. Read once, as this module loads: an unreadable event file fails the start
 * (index.ts), as it did with @actions/github. Only run.ts's `run` reads it, and passes it down.
 */
import { existsSync, readFileSync } from 'node:fs';
import { EOL } from 'node:os';

export interface RunContext {
  eventName: string;
  payload: Record<string, unknown>;
  sha: string;
  ref: string;
  actor: string;
  serverUrl: string;
  /** From GITHUB_REPOSITORY ("owner/repo"), when it is set. */
  repo: { owner: string; repo: string } | undefined;
}

function readContext(env: NodeJS.ProcessEnv): RunContext {
  let payload: Record<string, unknown> = {};
  const path = env.GITHUB_EVENT_PATH;
  if (path) {
    if (existsSync(path)) payload = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
    else process.stdout.write(`GITHUB_EVENT_PATH ${path} does not exist${EOL}`);
  }
  const [owner = '', repo = ''] = env.GITHUB_REPOSITORY?.split('/') ?? [];
  return {
    eventName: env.GITHUB_EVENT_NAME ?? '',
    payload,
    sha: env.GITHUB_SHA ?? '',
    ref: env.GITHUB_REF ?? '',
    actor: env.GITHUB_ACTOR ?? '',
    serverUrl: env.GITHUB_SERVER_URL ?? 'https://github.com',
    repo: env.GITHUB_REPOSITORY ? { owner, repo } : undefined,
  };
}

export const context: RunContext = readContext(process.env);
