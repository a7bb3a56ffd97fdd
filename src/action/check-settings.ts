/**
 * Which configuration and baseline a run uses. A pull request can change `.mcpdesc.yaml` and the
 * baseline along with the files they judge: exclude the descriptor it adds, turn a rule off, accept its
 * own findings. On pull_request and merge_group the action therefore reads both as they are at the base
 * commit (`config-from: base`, the default), from git's objects, and lists what the change to them would
 * switch off; the change takes effect once merged, after review. `config-from: head` reads the checkout's,
 * and the summary says so.
 */
import { isAbsolute, relative, resolve } from 'node:path';
import type { Catalogue } from '../catalogue/catalogue.js';
import type { FileResult, Finding } from '../engine/finding.js';
import { cell, pathCell } from '../report/summary.js';
import { plural } from '../report/summary-counts.js';
import { type Baseline, BaselineError, baselineAdded, MAX_BASELINE_BYTES, parseBaseline, readBaselineText } from '../runner/baseline.js';
import { baselineWouldAccept, configWeakening } from '../runner/config-change.js';
import { type Config, ConfigError, DEFAULT_CONFIG, MAX_CONFIG_BYTES, parseConfig, readConfigText } from '../runner/config.js';
import { CONFIG_FILE_NAMES, DEFAULT_BASELINE_FILE, DEFAULT_CONFIG_FILE } from '../runner/defaults.js';
import { toPosix } from '../runner/discover.js';
import { ensureCommit, fileAtCommit, isGitWorkTree } from '../runner/git-changes.js';
import { type EventInfo, field, isObjectId } from './changes.js';
import { type ActionInputs, InputError } from './inputs.js';

export interface CheckSettings {
  config: Config;
  baseline: Baseline | undefined;
  /** How the baseline is named in messages. */
  baselineName: string;
  /** Lines for the top of the job summary, given the run's results (the baseline applied). */
  preface(results: readonly FileResult[]): string[];
  /** Said in the log too: the base commit could not be read. */
  warning?: string;
}

/** Items of a list shown in the summary; the rest are counted. */
const LISTED = 10;

export async function checkSettings(
  inputs: Pick<ActionInputs, 'config' | 'baseline' | 'configFrom'>,
  event: EventInfo,
  workspace: string,
  catalogue: Catalogue,
  log: (message: string) => void,
): Promise<CheckSettings> {
  const headConfigFile = readConfigText(inputs.config, workspace, '"config" input');
  const configName = inputs.config ?? headConfigFile?.name ?? DEFAULT_CONFIG_FILE;
  const baselineName = inputs.baseline ?? DEFAULT_BASELINE_FILE;
  const headConfigText = headConfigFile?.text;
  const headConfig = headConfigText === undefined ? DEFAULT_CONFIG : parseConfig(headConfigText, configName, catalogue);
  const headBaselineText = baselineInput(() => readBaselineText(inputs.baseline, workspace, 'Input "baseline"'));
  const headBaseline = headBaselineText === undefined ? undefined : baselineInput(() => parseBaseline(headBaselineText, baselineName));
  const checkout: CheckSettings = { config: headConfig, baseline: headBaseline, baselineName, preface: () => [] };

  const noun = event.name === 'pull_request' ? 'pull request' : event.name === 'merge_group' ? 'merge group' : undefined;
  if (!noun) return checkout;
  const files = `${code(configName)} and ${code(baselineName)}`;
  if (inputs.configFrom === 'head') {
    const line = `ℹ️ **config-from: head:** ${files} were read from the checkout, so changes this ${noun} makes to them apply to its own check.`;
    return { ...checkout, preface: () => [line, ''] };
  }

  const base = baseCommit(event) ?? '';
  // Without a "config" input, either name at the base counts: renaming the file must not drop it.
  const configNames = inputs.config ? [inputs.config] : CONFIG_FILE_NAMES;
  const atBase = base ? await readAtBase(workspace, base, [configNames, baselineName], log) : 'the event names no base commit';
  if (typeof atBase === 'string') {
    // The checkout has neither file: its settings are the defaults the fallback would use anyway.
    if (headConfigText === undefined && headBaselineText === undefined) return checkout;
    const why = `mcpdesc could not read ${configName} and ${baselineName} at the base commit (${atBase}), and does not trust the checkout's, which this ${noun} may have changed: it checked with the default configuration and no baseline. Check out the history (actions/checkout with fetch-depth: 0), or set config-from: head to use the checkout's.`;
    return { config: DEFAULT_CONFIG, baseline: undefined, baselineName, warning: why, preface: () => [`⚠️ ${cell(why)}`, ''] };
  }

  const short = base.slice(0, 12);
  const [baseConfigText, baseBaselineText] = atBase;
  const baseConfig = baseConfigText === undefined ? DEFAULT_CONFIG : parseConfig(baseConfigText, `${configName} at the base commit ${short}`, catalogue);
  const baseBaseline =
    baseBaselineText === undefined ? undefined : baselineInput(() => parseBaseline(baseBaselineText, `${baselineName} at the base commit ${short}`));
  const configChanged = baseConfigText !== headConfigText;
  const baselineChanged = baseBaselineText !== headBaselineText;
  if (configChanged || baselineChanged)
    log(
      `This ${noun} changes ${[configChanged ? configName : '', baselineChanged ? baselineName : ''].filter(Boolean).join(' and ')}: using ${configChanged && baselineChanged ? 'them' : 'it'} as at the base commit ${short}.`,
    );

  const preface = (results: readonly FileResult[]): string[] => {
    const lines: string[] = [];
    if (configChanged) {
      lines.push(
        `⚠️ **This ${noun} changes ${code(configName)}.** It was checked with the file as it is at the base commit ${short}; the change takes effect once merged, after review.`,
      );
      const { excluded, hidden, limits, settings } = configWeakening(baseConfig, headConfig, results, catalogue);
      if (excluded.length > 0) lines.push(`- ${plural(excluded.length, 'file')} it would no longer check: ${listed(excluded.map(pathCell))}`);
      if (hidden.length > 0)
        lines.push(
          `- ${plural(hidden.length, 'finding')} of this run it would switch off or down: ${listed(hidden.map(({ finding, how }) => `${place(finding)} (${cell(how)})`))}`,
        );
      if (settings.length > 0) lines.push(`- settings that check less: ${listed(settings.map(cell))}`);
      if (limits.length > 0) lines.push(`- limits it raises: ${listed(limits.map(cell))}`);
      if (excluded.length + hidden.length + settings.length + limits.length === 0) lines.push('- It switches nothing off.');
      lines.push('');
    }
    if (baselineChanged) {
      const accepted = headBaseline ? baselineWouldAccept(results, baselineAdded(headBaseline, baseBaseline)) : [];
      lines.push(
        `⚠️ **This ${noun} changes ${code(baselineName)}.** It was checked with the baseline as it is at the base commit ${short}; ${
          accepted.length > 0
            ? `the new entries would accept ${plural(accepted.length, 'finding')} of this run, which ${accepted.length === 1 ? 'is' : 'are'} reported, not accepted: ${listed(accepted.map(place))}`
            : 'its new entries accept no finding of this run.'
        }`,
        '',
      );
    }
    return lines;
  };
  return { config: baseConfig, baseline: baseBaseline, baselineName, preface };
}

/** The base commit of a pull request or merge group, when the event names a valid one. */
function baseCommit(event: EventInfo): string | undefined {
  const base = event.name === 'pull_request' ? field(event.payload, 'pull_request', 'base', 'sha') : field(event.payload, 'merge_group', 'base_sha');
  return typeof base === 'string' && isObjectId(base) ? base : undefined;
}

/**
 * The files' texts at the base commit (undefined for one that is not there), or why they cannot be
 * read. A file git holds but mcpdesc will not read (a symlink, too large, not UTF-8) is an error.
 */
async function readAtBase(
  workspace: string,
  base: string,
  names: [config: readonly string[], baseline: string],
  log: (message: string) => void,
): Promise<[string | undefined, string | undefined] | string> {
  if (!(await isGitWorkTree(workspace))) return 'the workspace is not a git work tree';
  try {
    await ensureCommit(workspace, base, { fetch: true, log });
  } catch (error) {
    return (error as Error).message;
  }
  const read = async (name: string, maxBytes: number, fail: (message: string) => Error): Promise<string | undefined> => {
    const inside = toPosix(relative(resolve(workspace), resolve(workspace, name)));
    if (inside.startsWith('../') || inside === '..' || isAbsolute(inside)) throw fail(`${name} is outside the repository`);
    const found = await fileAtCommit(workspace, base, inside, maxBytes);
    if (found.kind === 'absent') return undefined;
    if (found.kind === 'refused')
      throw fail(`${name} at the base commit ${base.slice(0, 12)} was not read: ${found.why}. Name the file itself, or set config-from: head.`);
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(found.bytes);
    } catch {
      throw fail(`${name} at the base commit ${base.slice(0, 12)} is not valid UTF-8. Save it as UTF-8.`);
    }
  };
  const configs: [string, string][] = [];
  for (const name of names[0]) {
    const text = await read(name, MAX_CONFIG_BYTES, (message) => new ConfigError(message));
    if (text !== undefined) configs.push([name, text]);
  }
  if (configs.length > 1)
    throw new ConfigError(
      `${configs.map(([name]) => name).join(' and ')} are both at the base commit ${base.slice(0, 12)}: mcpdesc reads one configuration file per folder. Merge them into ${configs[0][0]}.`,
    );
  return [configs[0]?.[1], await read(names[1], MAX_BASELINE_BYTES, (message) => new InputError(message))];
}

function baselineInput<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof BaselineError) throw new InputError(error.message);
    throw error;
  }
}

function code(name: string): string {
  return `\`${name.replace(/[`\r\n]/g, ' ')}\``;
}

function place(finding: Finding): string {
  return `${pathCell(finding.path)}:${finding.range.start.line}:${finding.range.start.column} ${cell(finding.ruleId)}`;
}

function listed(items: readonly string[]): string {
  const shown = items.slice(0, LISTED).join(', ');
  return items.length > LISTED ? `${shown} and ${items.length - LISTED} more.` : `${shown}.`;
}
