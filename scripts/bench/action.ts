/**
 * Cold start of the action bundle (dist/index.js) on a pull_request event that changes one
 * descriptor, run as the runner runs it, against the local fake GitHub API. Measured twice: as a
 * real run (changed files from git, SARIF uploaded and its processing awaited), and with upload: false,
 * which makes no API request at all: the action's own time.
 */
import { FakeGitHub } from '../../__tests__/helpers/fake-github.js';
import { commit, git, initRepo, removeDirs, tempDir } from '../../__tests__/helpers/git-repo.js';
import { pullRequestEvent } from '../../__tests__/helpers/github-events.js';
import { runAction } from '../../__tests__/helpers/run-action.js';
import { medianMs } from './measure.js';

export interface ActionTimes {
  /** Median wall time with the upload to the fake API. */
  withUploadMs: number;
  /** Median wall time with upload: false (no network). */
  ownMs: number;
}

const descriptor = (name: string, description: string) =>
  `${JSON.stringify(
    {
      protocolVersion: '2025-11-25',
      serverInfo: { name, version: '1.0.0' },
      capabilities: { tools: {} },
      tools: [{ name: 'get_forecast', description, inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] } }],
    },
    null,
    2,
  )}\n`;

/** A repository whose pull request #1 changes one of its 20 descriptors; cloned with full history. */
function pullRequest(): { origin: string; workspace: string; base: string; head: string; merge: string } {
  const origin = initRepo(tempDir('bench-origin'));
  const files = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`servers/s${i}.mcp.json`, descriptor(`s${i}`, 'Get the forecast.')]));
  commit(origin, 'initial', files);
  git(origin, 'checkout', '-q', '-b', 'feature');
  const head = commit(origin, 'change one descriptor', { 'servers/s7.mcp.json': descriptor('s7', 'Get the weather forecast for a city.') });
  git(origin, 'checkout', '-q', 'main');
  const base = commit(origin, 'work on main', { 'README.md': '# servers\n' });
  git(origin, 'merge', '-q', '--no-ff', '-m', 'Merge feature', head);
  const merge = git(origin, 'rev-parse', 'HEAD');
  const workspace = tempDir('bench-workspace');
  git(workspace, 'clone', '-q', `file://${origin}`, '.');
  git(workspace, 'checkout', '-q', '--detach', merge);
  return { origin, workspace, base, head, merge };
}

export async function actionColdStart(node: string, runs: number): Promise<ActionTimes> {
  const repo = pullRequest();
  const fake = await FakeGitHub.start();
  try {
    const run = (inputs: Record<string, string>) => async () => {
      const result = await runAction({
        node,
        apiUrl: fake.url,
        workspace: repo.workspace,
        eventName: 'pull_request',
        event: pullRequestEvent({ number: 1, base: repo.base, head: repo.head, changedFiles: 1 }),
        ref: 'refs/pull/1/merge',
        sha: repo.merge,
        inputs,
      });
      if (result.code !== 0 || result.outputs['files-checked'] !== '1') {
        throw new Error(
          `the action did not lint exactly one changed descriptor (exit ${result.code}, files-checked ${result.outputs['files-checked']}):\n${result.stdout}\n${result.stderr}`,
        );
      }
    };
    const withUploadMs = await medianMs(runs, run({}));
    const ownMs = await medianMs(runs, run({ upload: 'false' }));
    if (fake.violations.length > 0) throw new Error(`the fake GitHub API saw problems: ${fake.violations.join('; ')}`);
    return { withUploadMs, ownMs };
  } finally {
    await fake.close();
    removeDirs(repo.origin, repo.workspace);
  }
}
