/**
 * The options capture and verify share: which server (a command after "--", or --url), which version,
 * time limits; and running a session under them, ended early by Ctrl-C/SIGTERM or --max-time.
 */
import { isVersion, type Version, VERSIONS } from '../protocol/versions.js';
import type { ServedAnswers } from '../server/snapshot.js';
import { fetchServed, ServerError, type ServerTarget } from '../server/session.js';
import { listOf } from '../util/json.js';
import { escapeUnprintable } from '../util/printable.js';
import { CliError, Interrupted, UsageError } from './common.js';

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_TIME_MS = 120_000;

export interface ServerOptions {
  target: ServerTarget;
  version?: Version;
  requestMs: number;
  maxMs: number;
}

/** The arguments before "--" (mcpdesc's own) and after it (the server command). */
export function splitAtCommand(argv: readonly string[]): { own: string[]; command: string[] } {
  const at = argv.indexOf('--');
  return at === -1 ? { own: [...argv], command: [] } : { own: argv.slice(0, at), command: argv.slice(at + 1) };
}

export function serverOptions(
  values: { url?: string; 'protocol-version'?: string; timeout?: string; 'max-time'?: string },
  command: string[],
  cwd: string,
  subcommand: 'capture' | 'verify',
): ServerOptions {
  const example = subcommand === 'capture' ? 'mcpdesc capture --output x.mcp.json' : 'mcpdesc verify x.mcp.json';
  if (values.url === undefined && command.length === 0) {
    throw new UsageError(
      `${subcommand} needs a server to ${subcommand === 'capture' ? 'capture' : 'compare with'}: a command to start after "--" (${example} -- node server.js) or the URL of a running one (${example} --url http://localhost:3000/mcp).`,
    );
  }
  if (values.url !== undefined && command.length > 0) {
    throw new UsageError(`name one server: a command after "--" or --url <url>, not both (${example} -- node server.js).`);
  }
  let target: ServerTarget;
  if (values.url !== undefined) {
    let url: URL;
    try {
      url = new URL(values.url);
    } catch {
      throw new UsageError(`--url must be an absolute http(s) URL, not ${JSON.stringify(values.url)}.`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--url must be an http or https URL, not ${JSON.stringify(values.url)}.`);
    target = { kind: 'url', url };
  } else {
    target = { kind: 'command', command: command[0], args: command.slice(1), cwd };
  }
  const version = values['protocol-version'];
  if (version !== undefined && !isVersion(version)) throw new UsageError(`--protocol-version must be ${listOf(VERSIONS)}, not ${JSON.stringify(version)}.`);
  return {
    target,
    ...(version ? { version } : {}),
    requestMs: milliseconds(values.timeout, '--timeout', DEFAULT_TIMEOUT_MS),
    maxMs: milliseconds(values['max-time'], '--max-time', DEFAULT_MAX_TIME_MS),
  };
}

function milliseconds(value: string | undefined, option: string, fallback: number): number {
  if (value === undefined) return fallback;
  const ms = Number(value);
  if (!/^\d+$/.test(value) || ms < 1 || ms > 3_600_000)
    throw new UsageError(`${option} must be a whole number of milliseconds from 1 to 3600000, not ${JSON.stringify(value)}.`);
  return ms;
}

/** Reads what the server serves, within the limits; a signal or --max-time stops the server and ends it. */
export async function readServer(options: ServerOptions, version: Version | undefined): Promise<ServedAnswers> {
  const controller = new AbortController();
  const onSignal = (signal: NodeJS.Signals) => controller.abort(new Interrupted(signal === 'SIGINT' ? 130 : 143, signal));
  const timer = setTimeout(
    () =>
      controller.abort(new CliError(`the server session took longer than --max-time ${options.maxMs} ms; it was stopped. Allow more time with --max-time.`)),
    options.maxMs,
  );
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    return await fetchServed(options.target, { ...(version ? { version } : {}), requestMs: options.requestMs, signal: controller.signal });
  } catch (error) {
    if (error instanceof ServerError) throw new CliError(error.message);
    throw error;
  } finally {
    clearTimeout(timer);
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  }
}

/** One line naming the server and what it serves: `everything 2.0.0, protocol 2025-11-25: 3 tools, 1 prompt`. */
export function servedSummary(answers: ServedAnswers): string {
  const name = answers.serverInfo ? printable(`${String(answers.serverInfo.name)} ${String(answers.serverInfo.version ?? '')}`.trim()) : 'the server';
  const counts = (['tools', 'resources', 'resourceTemplates', 'prompts'] as const)
    .filter((key) => answers.lists[key] !== undefined)
    .map((key) =>
      plural(answers.lists[key]?.length ?? 0, { tools: 'tool', resources: 'resource', resourceTemplates: 'resource template', prompts: 'prompt' }[key]),
    );
  const unserved = answers.unserved?.length
    ? ` (warning: its capabilities announce ${answers.unserved.join(', ')}, but it answers "method not found", so the file lists none of those)`
    : '';
  return `${name}, protocol ${printable(String(answers.protocolVersion))}: ${counts.length > 0 ? counts.join(', ') : 'nothing listed'}${unserved}`;
}

/** The server's own text, escaped so it cannot control the terminal, and kept short. */
function printable(text: string): string {
  const escaped = escapeUnprintable(text);
  return escaped.length > 100 ? `${escaped.slice(0, 99)}…` : escaped;
}

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
