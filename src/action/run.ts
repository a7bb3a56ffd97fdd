/**
 * The GitHub Action: inputs → which files → engine → SARIF file, annotations, upload, job summary,
 * outputs and the step's status. Lint logic lives in the engine, output in the reporters; this file
 * only wires them to the runner.
 */
import { randomUUID } from 'node:crypto';
import { EOL } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as core from '@actions/core';
import { openCatalogue } from '../catalogue/open.js';
import { packageVersion } from '../catalogue/package-root.js';
import { packageDocsRef, packageReportContext } from '../catalogue/report-context.js';
import { type Config, ConfigError, withGlobs } from '../runner/config.js';
import { discover } from '../runner/discover.js';
import { type FileResult, LEVELS } from '../engine/finding.js';
import { git } from '../runner/git-changes.js';
import { readDescriptor } from '../runner/read.js';
import { hasInternalError, reachesFailLevel } from '../engine/outcome.js';
import { applyBaseline, type Baseline, staleMessage } from '../runner/baseline.js';
import { lintPaths } from '../runner/run.js';
import { byChange } from '../runner/by-change.js';
import { ANNOTATIONS_PER_LEVEL, formatAnnotations, withoutCommands } from '../report/annotations.js';
import { omittedMessage, sarifReport } from '../report/sarif.js';
import { formatSummary } from '../report/summary.js';
import { countFindings, oldMessage, plural } from '../report/summary-counts.js';
import { leftOutMessage } from '../report/left-out.js';
import { formatText } from '../report/text.js';
import { escapeUnprintable } from '../util/printable.js';
import { writeFileAtomic } from '../util/write-file-atomic.js';
import { type EventInfo, field, selectChanges, type Selection } from './changes.js';
import { checkSettings } from './check-settings.js';
import { type RunContext, context as runContext } from './context.js';
import { type ActionInputs, checkPaths, InputError, readInputs, sarifPath } from './inputs.js';
import { type Network, networkFromEnv } from './network.js';
import { reproduceCommand } from './reproduce.js';
import { suggestInPullRequest } from './review.js';
import { planSuggestions } from './suggestions.js';
import { type GitHubClient, uploadSarif, type UploadResult, type UploadTarget } from './upload.js';

/** Bytes of findings the step's log lists; the rest are counted in one line (the SARIF file and the summary have their own caps). */
const LOG_FINDINGS_BYTES = 8 * 1024 * 1024;

export async function run(): Promise<void> {
  try {
    await main(runContext);
  } catch (error) {
    if (error instanceof InputError || error instanceof ConfigError) core.setFailed(error.message);
    else core.setFailed(`mcpdesc: internal error: ${error instanceof Error ? error.message : String(error)}. This is a bug in mcpdesc; please report it.`);
  }
}

/** The run's context is read here alone: each helper is given the part of it that it needs. */
async function main(context: RunContext): Promise<void> {
  const inputs = readInputs((name) => core.getInput(name), context.eventName);
  const workspace = process.env.GITHUB_WORKSPACE || process.cwd();
  const connect = inputs.token ? octokit(inputs.token) : undefined;
  const event: EventInfo = {
    name: context.eventName,
    payload: context.payload,
    ...(context.repo ? { repo: context.repo } : {}),
  };
  const network = networkFromEnv(process.env, info);
  const startedAt = new Date().toISOString();

  const catalogue = await openCatalogue();
  checkPaths(inputs.paths, workspace);
  const settings = await checkSettings(inputs, event, workspace, catalogue, info);
  if (settings.warning) core.warning(settings.warning);
  const config = withGlobs(settings.config, inputs.include, inputs.exclude, {
    include: 'Input "include"',
    exclude: 'Input "exclude"',
  });
  const selection = await select(inputs, event, { workspace, network, ...(connect ? { connect } : {}) });
  if (selection.warning) core.warning(selection.warning);
  info(`Linting ${selection.scope}.`);
  const {
    results: linted,
    missing,
    empty,
    dependents,
  } = await lintPaths(inputs.paths, {
    root: workspace,
    config,
    catalogue,
    ...(selection.files ? { only: selection.files } : {}),
  });
  if (missing.length > 0) throw new InputError(`Input "paths": no such file or directory: ${missing.join(', ')}.`);
  const named = empty.filter((path) => path !== '.');
  if (named.length > 0)
    throw new InputError(
      `Input "paths": no MCP files in ${named.join(', ')}: no file there matches the include globs. Check the path, or the "include" input.`,
    );
  if (!selection.files && linted.length === 0) await noneExcluded(inputs.paths, workspace, config);
  const results = withBaseline(linted, settings.baseline, settings.baselineName);
  // Code scanning gets every finding as it is (an old alert missing from the analysis would look fixed);
  // the step, its annotations and its summary only the change's.
  const { judged, old, unchangedFiles, dependentFiles } = selection.files
    ? byChange(results, selection.files, dependents?.on)
    : { judged: results, old: [], unchangedFiles: 0, dependentFiles: 0 };
  const scope = [
    selection.scope,
    ...(dependentFiles > 0 ? [`${plural(dependentFiles, 'unchanged MCP file')} whose tools rest on a changed file`] : []),
    ...(unchangedFiles > 0 ? [`${plural(unchangedFiles, 'unchanged MCP file')} of a changed package`] : []),
  ].join(', and ');
  if (dependents?.note) core.warning(dependents.note);

  const report = packageReportContext(catalogue);
  const sarifFile = sarifPath(inputs, workspace, process.env.RUNNER_TEMP);
  const { text: sarif, omitted } = sarifReport(results, report, inputs.category ? { category: inputs.category } : {});
  const total = results.reduce((n, r) => n + r.findings.length + (r.suppressed?.length ?? 0), 0);
  if (omitted > 0) core.warning(omittedMessage(omitted, total));
  await writeFileAtomic(sarifFile, sarif).catch((error: NodeJS.ErrnoException) => {
    throw new InputError(`Input "sarif-file": cannot write ${sarifFile} (${error.code ?? error.message}). Choose a writable path.`);
  });
  process.stdout.write(withoutCommands(formatText(judged, { maxBytes: LOG_FINDINGS_BYTES }), randomUUID()));
  if (old.length > 0) info(oldMessage(old.length));
  if (inputs.annotations) writeAnnotations(judged, report);

  const commit = await git(workspace, ['rev-parse', 'HEAD']).then(
    (out) => out.trim(),
    () => context.sha,
  );
  const upload = await maybeUpload(inputs, event, context, connect, { commit, workspace, startedAt, network }, sarif);
  const failures = [...statusOf(judged, inputs), ...(upload.failure ? [upload.failure] : [])];
  const suggested = inputs.suggestions ? await suggest(event, connect, judged, { workspace, config, network, report, actor: context.actor }) : undefined;
  if (suggested) info(suggested.replace(/\*\*/g, ''));

  if (process.env.GITHUB_STEP_SUMMARY) {
    const blobUrl = event.repo ? `${context.serverUrl}/${event.repo.owner}/${event.repo.repo}/blob/${commit}/` : undefined;
    const leftOut = leftOutMessage(results);
    const notes = [
      upload.note,
      ...(suggested ? [suggested] : []),
      ...(omitted > 0 ? [`**SARIF:** ${omittedMessage(omitted, total)}`] : []),
      ...(leftOut ? [`**Findings:** ${leftOut}`] : []),
    ];
    const pullRequest = field(event.payload, 'pull_request', 'number');
    const alertsUrl =
      event.repo && upload.id && typeof pullRequest === 'number'
        ? `${context.serverUrl}/${event.repo.owner}/${event.repo.repo}/security/code-scanning?query=${encodeURIComponent(`is:open pr:${pullRequest} tool:mcpdesc`)}`
        : undefined;
    const release = packageDocsRef() === 'main' ? undefined : packageVersion();
    const summary = formatSummary(judged, {
      context: report,
      scope,
      ...(old.length > 0 ? { old: old.length } : {}),
      preface: settings.preface(judged),
      notes,
      verdict: { failOn: inputs.failOn, failures },
      reproduce: reproduceCommand(inputs, release, selection.files ? changeBase(event) : undefined),
      ...(blobUrl ? { blobUrl } : {}),
      ...(inputs.category ? { category: inputs.category } : {}),
      ...(alertsUrl ? { alertsUrl } : {}),
    });
    await core.summary.addRaw(summary).write();
  }
  const counts = countFindings(judged);
  core.setOutput('sarif-file', sarifFile);
  core.setOutput('files-checked', counts.files);
  core.setOutput('errors', counts.error);
  core.setOutput('warnings', counts.warning);
  core.setOutput('notes', counts.note);
  core.setOutput('sarif-id', upload.id ?? '');
  if (failures.length > 0) core.setFailed(failures.join(' '));
}

/**
 * The API client, made on first use: Octokit is most of the action's code, and a run that lists
 * changes with git and does not upload never needs it.
 */
function octokit(token: string): () => Promise<GitHubClient> {
  let client: Promise<GitHubClient> | undefined;
  return () => {
    client ??= import('@actions/github').then((github) => github.getOctokit(token));
    return client;
  };
}

/**
 * A log line. Git's errors and GitHub's answers end up in it, so a line break in them could start a
 * workflow command ("::add-mask::", "::error::"): every unprintable character is shown escaped.
 */
function info(message: string): void {
  core.info(escapeUnprintable(message));
}

async function select(inputs: ActionInputs, event: EventInfo, options: Parameters<typeof selectChanges>[1]): Promise<Selection> {
  if (inputs.mode === 'all') return { files: undefined, scope: 'all MCP files' };
  if (event.name === 'push' && inputs.upload !== 'false') {
    // A branch's analysis must cover every MCP file: code scanning marks alerts in files missing from it as fixed.
    info('mode: changed is not used on push while uploading to code scanning, which needs every MCP file; set upload: false to lint only the changed ones.');
    return { files: undefined, scope: 'all MCP files (a push uploaded to code scanning)' };
  }
  return selectChanges(event, options);
}

/** The commit a changed-files run compared against: what `mcpdesc lint --changed-since` needs to pick the same files. */
function changeBase(event: EventInfo): string | undefined {
  const base =
    event.name === 'pull_request'
      ? field(event.payload, 'pull_request', 'base', 'sha')
      : event.name === 'merge_group'
        ? field(event.payload, 'merge_group', 'base_sha')
        : field(event.payload, 'before');
  return typeof base === 'string' ? base : undefined;
}

function writeAnnotations(results: readonly FileResult[], report: ReturnType<typeof packageReportContext>): void {
  // One error and one warning slot stay free for the step's own messages (core.setFailed, core.warning).
  const { commands, hidden } = formatAnnotations(results, report, {
    error: ANNOTATIONS_PER_LEVEL - 1,
    warning: ANNOTATIONS_PER_LEVEL - 1,
    note: ANNOTATIONS_PER_LEVEL,
  });
  for (const command of commands) process.stdout.write(`${command}${EOL}`);
  const more = LEVELS.filter((level) => hidden[level] > 0).map((level) => plural(hidden[level], `more ${level}`));
  if (more.length > 0)
    info(
      `GitHub shows 10 annotations per level and step (mcpdesc keeps one error and one warning for its own messages); ${more.join(', ')} are listed above, in the job summary and in the SARIF file.`,
    );
}

/**
 * Input `suggestions`: the certain fixes on the lines a pull request adds, as one review of suggested
 * changes. A line for the job summary, whatever happens; nothing on events other than pull_request.
 */
async function suggest(
  event: EventInfo,
  connect: (() => Promise<GitHubClient>) | undefined,
  results: readonly FileResult[],
  run: { workspace: string; config: Config; network: Network; report: ReturnType<typeof packageReportContext>; actor: string },
): Promise<string | undefined> {
  if (event.name !== 'pull_request') return undefined;
  const notPosted = (why: string) => `**Suggestions:** not posted: ${why}`;
  const number = field(event.payload, 'pull_request', 'number');
  const head = field(event.payload, 'pull_request', 'head', 'sha');
  if (typeof number !== 'number' || typeof head !== 'string') return notPosted('the pull_request event has no pull_request.number or head.sha.');
  if (field(event.payload, 'pull_request', 'head', 'repo', 'full_name') !== field(event.payload, 'pull_request', 'base', 'repo', 'full_name'))
    return notPosted(
      'pull requests from forks get a read-only token, which cannot post a review. The fixes are in the SARIF file (`mcpdesc lint --fix` applies them).',
    );
  if (run.actor === 'dependabot[bot]') return notPosted('workflows triggered by Dependabot get a read-only token, which cannot post a review.');
  if (!connect || !event.repo) return notPosted('there is no token (input "token") or GITHUB_REPOSITORY.');
  const read = (path: string) => {
    const outcome = readDescriptor(resolve(run.workspace, path), run.workspace, run.config.limits.maxFileBytes);
    return outcome.ok ? outcome.text : undefined;
  };
  return suggestInPullRequest(
    await connect(),
    { ...event.repo, pullNumber: number, headSha: head },
    new Set(results.filter((r) => r.findings.some((f) => f.fix)).map((r) => r.path)),
    (added) => planSuggestions(results, added, read, run.report),
    run.network,
  );
}

interface UploadOutcome {
  /** A line for the job summary. */
  note: string;
  /** Set when the upload problem must fail the step (upload: true). */
  failure?: string;
  id?: string;
}

async function maybeUpload(
  inputs: ActionInputs,
  event: EventInfo,
  github: Pick<RunContext, 'ref' | 'sha' | 'actor'>,
  connect: (() => Promise<GitHubClient>) | undefined,
  run: { commit: string; workspace: string; startedAt: string; network: Network },
  sarif: string,
): Promise<UploadOutcome> {
  const skipped = (why: string): UploadOutcome => {
    if (inputs.upload === 'true') return { note: `Not uploaded to code scanning: ${why}`, failure: `upload: true, but ${why}` };
    if (inputs.upload === 'auto') core.warning(`SARIF not uploaded to code scanning: ${why}`);
    return { note: `Not uploaded to code scanning: ${why}` };
  };
  if (inputs.upload === 'false') return { note: 'Not uploaded to code scanning (upload: false).' };
  if (!connect) return skipped('there is no token (input "token").');
  if (!event.repo) return skipped('GITHUB_REPOSITORY is not set.');
  const target = uploadTarget(run, event.repo, github);
  if (!target) return skipped(`the ref ${JSON.stringify(github.ref)} is not a branch, tag or pull request, which code scanning needs.`);

  const situation = {
    fork:
      event.name === 'pull_request' &&
      field(event.payload, 'pull_request', 'head', 'repo', 'full_name') !== field(event.payload, 'pull_request', 'base', 'repo', 'full_name'),
    dependabot: github.actor === 'dependabot[bot]',
  };
  const result: UploadResult = await uploadSarif(await connect(), target, sarif, { wait: inputs.waitForProcessing, network: run.network, situation });
  switch (result.kind) {
    case 'unavailable':
    case 'failed':
      return skipped(result.reason);
    case 'uploaded':
      return processed(result, inputs);
  }
}

function processed(result: Extract<UploadResult, { kind: 'uploaded' }>, inputs: ActionInputs): UploadOutcome {
  const id = result.id;
  switch (result.processing) {
    case 'complete':
      return { id, note: `Uploaded to code scanning and processed (SARIF id ${id}).` };
    case 'failed': {
      const why = `GitHub could not process the uploaded SARIF (id ${id}): ${result.errors.join('; ') || 'no reason given'}.`;
      if (inputs.upload === 'true') return { id, note: why, failure: why };
      core.warning(why);
      return { id, note: why };
    }
    case 'pending':
      return { id, note: `Uploaded to code scanning (SARIF id ${id}); GitHub was still processing it when the step stopped waiting.` };
    case 'unknown': {
      const why = `Uploaded to code scanning (SARIF id ${id}), but its processing status could not be read (${result.unreadable ?? 'no reason given'}).`;
      core.warning(why);
      return { id, note: why };
    }
    default:
      return { id, note: `Uploaded to code scanning (SARIF id ${id}).` };
  }
}

/**
 * The ref and commit the analysis belongs to, as codeql-action pairs them: GITHUB_REF with the
 * checked-out commit; on a pull request the merge ref goes with the merge commit, so a checkout of
 * the PR head is reported against refs/pull/N/head instead.
 */
export function uploadTarget(
  run: { commit: string; workspace: string; startedAt: string },
  repo: { owner: string; repo: string },
  github: Pick<RunContext, 'ref' | 'sha'>,
): UploadTarget | undefined {
  let ref = github.ref;
  const merge = /^refs\/pull\/(\d+)\/merge$/.exec(ref);
  if (merge && run.commit !== github.sha) ref = `refs/pull/${merge[1]}/head`;
  if (!/^refs\/(heads|tags|pull)\//.test(ref)) return undefined;
  return { ...repo, ref, commitSha: run.commit, checkoutUri: pathToFileURL(run.workspace).href, startedAt: run.startedAt };
}

function statusOf(results: readonly FileResult[], inputs: ActionInputs): string[] {
  const failures: string[] = [];
  if (hasInternalError(results)) failures.push('Some checks did not run (mcpdesc.internal findings): this is a bug in mcpdesc; please report it.');
  if (reachesFailLevel(results, inputs.failOn)) {
    const counts = countFindings(results);
    failures.push(
      `mcpdesc found ${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')} and ${plural(counts.note, 'note')} (fail-on: ${inputs.failOn}).`,
    );
  }
  return failures;
}

/**
 * A run over every MCP file that finds none because the exclude globs leave out every candidate fails,
 * as `mcpdesc lint .` does: `exclude: ["**"]` must not pass a required check in silence.
 */
async function noneExcluded(paths: readonly string[], workspace: string, config: Config): Promise<void> {
  if (config.exclude.length === 0) return;
  const { files } = await discover(paths, { root: workspace, include: config.include, exclude: [] });
  if (files.length === 0) return;
  throw new InputError(
    `no MCP files to check in ${paths.join(', ')}: the exclude globs (${config.exclude.map((glob) => JSON.stringify(glob)).join(', ')}) leave out every file the include globs match (${plural(files.length, 'file')}). Narrow the "exclude" input or the exclude globs of the configuration.`,
  );
}

/** The findings a baseline holds do not fail the step (they are uploaded as dismissed); fixed entries get a notice. */
function withBaseline(results: FileResult[], known: Baseline | undefined, name: string): FileResult[] {
  if (!known) return results;
  const { results: baselined, stale } = applyBaseline(results, known, name);
  if (stale.length > 0) core.notice(staleMessage(stale, name));
  return baselined;
}
