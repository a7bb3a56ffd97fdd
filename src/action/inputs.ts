/**
 * The action's inputs (public API: see action.yml and README), read and checked in one place. A bad
 * value is an InputError naming the input and the accepted values.
 */
import { tmpdir } from 'node:os';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { FAIL_ON, type FailOn, isFailOn } from '../engine/outcome.js';
import { listOf } from '../util/json.js';

export const MODES = ['changed', 'all'] as const;
export type Mode = (typeof MODES)[number];
export const UPLOAD = ['auto', 'true', 'false'] as const;
export type Upload = (typeof UPLOAD)[number];
/** Where a pull request's check reads `.mcpdesc.yaml` and the baseline: the base commit, or the checkout. */
export const CONFIG_FROM = ['base', 'head'] as const;
export type ConfigFrom = (typeof CONFIG_FROM)[number];

/** Events whose payload says what changed; `mode: changed` is the default on the first two. */
export const CHANGE_EVENTS = ['pull_request', 'merge_group', 'push'] as const;

export interface ActionInputs {
  paths: string[];
  include: string[];
  exclude: string[];
  config?: string;
  /** Baseline file: findings it holds do not fail the step (default .mcpdesc-baseline.json when present). */
  baseline?: string;
  /** On pull_request and merge_group: read the configuration and baseline at the base commit (the default) or from the checkout. */
  configFrom: ConfigFrom;
  mode: Mode;
  failOn: FailOn;
  /** The "sarif-file" input; unset, the report goes under RUNNER_TEMP (see sarifPath). */
  sarifFile?: string;
  upload: Upload;
  category?: string;
  waitForProcessing: boolean;
  annotations: boolean;
  /** On pull_request: post the certain fixes on changed lines as one review of suggested changes. */
  suggestions: boolean;
  token: string;
}

export class InputError extends Error {}

/** `get(name)` returns the input's value as the runner passes it ('' when unset). */
export function readInputs(get: (name: string) => string, eventName: string): ActionInputs {
  const value = (name: string) => get(name).trim();
  const mode = choice('mode', value('mode') || (eventName === 'pull_request' || eventName === 'merge_group' ? 'changed' : 'all'), MODES);
  if (mode === 'changed' && !(CHANGE_EVENTS as readonly string[]).includes(eventName)) {
    throw new InputError(
      `Input "mode" is "changed", but a ${JSON.stringify(eventName)} event does not say what changed; it works on ${listOf(CHANGE_EVENTS)} events. Use mode: all.`,
    );
  }
  const failOn = value('fail-on') || 'error';
  if (!isFailOn(failOn)) throw new InputError(`Input "fail-on" must be ${listOf(FAIL_ON)}, not ${JSON.stringify(failOn)}.`);
  const config = value('config');
  const category = value('category');
  const sarifFile = value('sarif-file');
  const baseline = value('baseline');
  return {
    paths: list(get('paths')).length > 0 ? list(get('paths')) : ['.'],
    include: list(get('include')),
    exclude: list(get('exclude')),
    ...(config ? { config } : {}),
    ...(baseline ? { baseline } : {}),
    configFrom: choice('config-from', value('config-from') || 'base', CONFIG_FROM),
    mode,
    failOn,
    ...(sarifFile ? { sarifFile } : {}),
    upload: choice('upload', value('upload') || 'auto', UPLOAD),
    ...(category ? { category } : {}),
    waitForProcessing: boolean('wait-for-processing', value('wait-for-processing'), true),
    annotations: boolean('annotations', value('annotations'), true),
    suggestions: boolean('suggestions', value('suggestions'), false),
    token: value('token'),
  };
}

/**
 * Entries of the "paths" input must stay inside the workspace: the action lints the repository it
 * checked out, and nothing a workflow names should make it read (and report on) files beyond it.
 */
export function checkPaths(paths: readonly string[], workspace: string): void {
  for (const path of paths) {
    const inside = relative(resolve(workspace), resolve(workspace, path));
    if (inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) {
      throw new InputError(
        `Input "paths": ${JSON.stringify(path)} is outside the workspace (${workspace}). List files or folders inside the repository, relative to its root.`,
      );
    }
  }
}

/**
 * Where the SARIF report goes: the "sarif-file" input, relative to the workspace; by default the
 * runner's temporary folder, outside the checkout, so a later `git diff`, `git add -A` or auto-commit
 * step never sees it. Each category gets its own file, so several mcpdesc steps in a job keep theirs.
 */
export function sarifPath(inputs: Pick<ActionInputs, 'sarifFile' | 'category'>, workspace: string, runnerTemp: string | undefined): string {
  if (inputs.sarifFile) return resolve(workspace, inputs.sarifFile);
  const name = inputs.category ? `mcpdesc-${inputs.category.replace(/[^A-Za-z0-9._-]+/g, '-')}.sarif` : 'mcpdesc.sarif';
  return join(runnerTemp || tmpdir(), name);
}

/** One entry a line, as multi-line YAML strings give them; blank lines are ignored. */
function list(raw: string): string[] {
  return raw
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function choice<T extends string>(name: string, raw: string, accepted: readonly T[]): T {
  if (!(accepted as readonly string[]).includes(raw)) throw new InputError(`Input "${name}" must be ${listOf(accepted)}, not ${JSON.stringify(raw)}.`);
  return raw as T;
}

/** YAML 1.2 core-schema booleans, as @actions/core's getBooleanInput accepts them. */
function boolean(name: string, raw: string, fallback: boolean): boolean {
  if (raw === '') return fallback;
  if (['true', 'True', 'TRUE'].includes(raw)) return true;
  if (['false', 'False', 'FALSE'].includes(raw)) return false;
  throw new InputError(`Input "${name}" must be "true" or "false", not ${JSON.stringify(raw)}.`);
}
