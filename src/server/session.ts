/**
 * Talks to a running MCP server and returns what it serves, for capture and verify. 2026-07-28 servers
 * are stateless: a `server/discover` probe, then list requests that carry the version, client info and
 * capabilities in `_meta`. Earlier versions use the SDK's Client and its `initialize` handshake. Which
 * era a server is follows the spec's stdio rule: a DiscoverResult or a modern error (-32020..-32022)
 * means modern; any other error or no answer means legacy.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ErrorCode, McpError, ResultSchema } from '@modelcontextprotocol/sdk/types.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { packageVersion } from '../catalogue/package-root.js';
import { type Version, VERSIONS } from '../protocol/versions.js';
import { append } from '../util/append.js';
import { isObject, type JsonObject } from '../util/json.js';
import { Channel, ChannelClosed, type Handshake, RequestTimeout, RpcError } from './channel.js';
import { ChildProcessTransport } from './child-transport.js';
import { BodyBudget, httpTransport } from './http-transport.js';
import { LIST_KINDS, type ListKind, type ServedAnswers } from './snapshot.js';

export type ServerTarget = { kind: 'command'; command: string; args: readonly string[]; cwd: string } | { kind: 'url'; url: URL };

export interface SessionOptions {
  /** The version to ask for; undefined: the newest the server accepts. */
  version?: Version;
  /** Limit for starting, the handshake and every request, in milliseconds. */
  requestMs: number;
  /** Ends everything: Ctrl-C, or the overall time limit. */
  signal: AbortSignal;
}

/** Something went wrong talking to the server; the message says what, where, and what to do. */
export class ServerError extends Error {}

const MODERN: Version = '2026-07-28';
/** Errors only a 2026-07-28 (or later) server sends: header mismatch, missing client capability, unsupported version. */
const MODERN_ERRORS = new Set([-32020, -32021, -32022]);
/** Pages followed per list, so a server whose cursors never end cannot keep mcpdesc busy. */
const MAX_PAGES = 1_000;
/** stderr lines shown with an error. */
const STDERR_LINES = 20;

/** Connects, negotiates a version, lists everything the server's capabilities offer, and disconnects. */
export async function fetchServed(target: ServerTarget, options: SessionOptions): Promise<ServedAnswers> {
  const { inner, child, budget } = transportFor(target);
  const ended = () => child?.endReason ?? budget?.exceeded;
  const channel = new Channel(inner, options.requestMs, options.signal, ended);
  let step = 'start-up';
  try {
    await withTimeout(channel.start(), options.requestMs, 'start');
    const session = await negotiate(channel, options, (s) => {
      step = s;
    });
    const answers: ServedAnswers = { ...session.identity, lists: {} };
    for (const kind of LIST_KINDS) {
      if (!isObject(session.identity.capabilities[kind.capability])) continue;
      step = kind.method;
      const items = await listAll(kind, session.request);
      if (items) answers.lists[kind.key] = items;
      else if (!kind.optional) (answers.unserved ??= []).push(kind.method);
    }
    return answers;
  } catch (error) {
    if (options.signal.aborted) throw options.signal.reason;
    throw new ServerError(explain(step, error, target, options, child, budget?.exceeded));
  } finally {
    await channel.close().catch(() => {});
  }
}

/** The transport for a target: a server started as a child process, or a URL whose answers count against a byte budget. */
function transportFor(target: ServerTarget): { inner: Transport; child?: ChildProcessTransport; budget?: BodyBudget } {
  if (target.kind === 'command') {
    const child = new ChildProcessTransport(target.command, target.args, target.cwd);
    return { inner: child, child };
  }
  // Past its budget the session closes at once, so every request waiting on it ends with the reason.
  const budget = new BodyBudget(undefined, () => void inner.close().catch(() => {}));
  const inner = httpTransport(target.url, budget);
  return { inner, budget };
}

interface Session {
  identity: Omit<ServedAnswers, 'lists'>;
  request(method: string, params: JsonObject): Promise<unknown>;
}

async function negotiate(channel: Channel, options: SessionOptions, at: (step: string) => void): Promise<Session> {
  let legacyVersion: Version | undefined = options.version;
  if (options.version === undefined || options.version === MODERN) {
    at('the server/discover probe for 2026-07-28');
    const probe = await discover(channel);
    if (probe.modern) return probe.modern;
    if (probe.supported) {
      // A modern server that turned 2026-07-28 down: use the newest legacy version it names.
      legacyVersion = [...VERSIONS].reverse().find((v) => v !== MODERN && probe.supported?.includes(v));
      if (!legacyVersion) throw new Error(`the server supports only ${probe.supported.join(', ')}, and mcpdesc knows none of those`);
    }
  }
  at('the initialize handshake');
  const handshake: Handshake = {};
  const client = new Client({ name: 'mcpdesc', version: packageVersion() }, { capabilities: {} });
  const requestOptions = { timeout: options.requestMs, signal: options.signal };
  await client.connect(channel.handOver(legacyVersion === MODERN ? undefined : legacyVersion, handshake), requestOptions);
  const result = handshake.result ?? {};
  return {
    identity: {
      protocolVersion: String(result.protocolVersion),
      ...(isObject(result.serverInfo) ? { serverInfo: result.serverInfo } : {}),
      capabilities: isObject(result.capabilities) ? result.capabilities : {},
      ...(typeof result.instructions === 'string' ? { instructions: result.instructions } : {}),
    },
    request: (method, params) => client.request({ method, params }, ResultSchema, requestOptions),
  };
}

interface Probe {
  modern?: Session;
  /** The versions a modern server named when it refused 2026-07-28. */
  supported?: string[];
}

async function discover(channel: Channel): Promise<Probe> {
  const meta = {
    'io.modelcontextprotocol/protocolVersion': MODERN,
    'io.modelcontextprotocol/clientInfo': { name: 'mcpdesc', version: packageVersion() },
    'io.modelcontextprotocol/clientCapabilities': {},
  };
  const request = async (method: string, params: JsonObject) => {
    const result = await channel.request(method, { ...params, _meta: meta });
    if (isObject(result) && result.resultType !== undefined && result.resultType !== 'complete') {
      throw new Error(
        `the server answered ${method} with resultType ${JSON.stringify(result.resultType)}; listing needs no input, so only "complete" is expected`,
      );
    }
    return result;
  };
  let result: unknown;
  try {
    result = await request('server/discover', {});
  } catch (error) {
    if (error instanceof RpcError && MODERN_ERRORS.has(error.code)) {
      const supported = isObject(error.data) && Array.isArray(error.data.supported) ? error.data.supported.map(String) : undefined;
      if (error.code === -32022 && supported) return { supported };
      throw error;
    }
    // Not a modern server (an unknown method, an HTTP 4xx, no answer in time): fall back to initialize.
    if (error instanceof RpcError || error instanceof RequestTimeout || isHttpClientError(error)) return {};
    throw error;
  }
  if (!isObject(result) || !Array.isArray(result.supportedVersions) || !isObject(result.capabilities)) {
    throw new Error(
      `the server's answer to server/discover is not a DiscoverResult (it needs "supportedVersions" and "capabilities"): ${JSON.stringify(result).slice(0, 200)}`,
    );
  }
  const supported = result.supportedVersions.map(String);
  if (!supported.includes(MODERN)) return { supported };
  const serverInfo = isObject(result._meta) ? result._meta['io.modelcontextprotocol/serverInfo'] : undefined;
  return {
    modern: {
      identity: {
        protocolVersion: MODERN,
        supportedVersions: supported,
        ...(isObject(serverInfo) ? { serverInfo } : {}),
        capabilities: result.capabilities,
        ...(typeof result.instructions === 'string' ? { instructions: result.instructions } : {}),
      },
      request,
    },
  };
}

/**
 * Items read per list. A descriptor with more could not be linted anyway (limits.maxFileBytes); the
 * bound also keeps a server from filling mcpdesc's memory with small items within the byte budget.
 */
export const MAX_LIST_ITEMS = 100_000;

/** The server served more than mcpdesc reads: the message names the limit. */
class OverLimit extends Error {}

function count(n: number): string {
  return n.toLocaleString('en-US');
}

/** Every page of one list; undefined when the server does not implement the method after all. */
export async function listAll(
  kind: ListKind,
  request: (method: string, params: JsonObject) => Promise<unknown>,
  maxItems = MAX_LIST_ITEMS,
): Promise<JsonObject[] | undefined> {
  const items: JsonObject[] = [];
  const seen = new Set<string>();
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    let result: unknown;
    try {
      result = await request(kind.method, cursor === undefined ? {} : { cursor });
    } catch (error) {
      // resources/templates/list came later than resources/list; a server may offer resources without it. A
      // server that announces a list and then does not serve it (method not found) still serves the others.
      if (page === 0 && errorCode(error) === ErrorCode.MethodNotFound) return undefined;
      throw error;
    }
    const list = isObject(result) ? result[kind.key] : undefined;
    if (!Array.isArray(list) || !list.every(isObject)) {
      throw new Error(`the answer to ${kind.method} has no "${kind.key}" list of objects: ${JSON.stringify(result).slice(0, 200)}`);
    }
    if (items.length + list.length > maxItems) {
      throw new OverLimit(
        `the server listed more than ${count(maxItems)} ${kind.key} in its answers to ${kind.method} (a page took the count to ${count(items.length + list.length)}), more than mcpdesc reads from one list`,
      );
    }
    append(items, list);
    const next = (result as JsonObject).nextCursor;
    if (next === undefined || next === null) return items;
    if (typeof next !== 'string') throw new Error(`${kind.method} returned a nextCursor that is not a string: ${JSON.stringify(next)}`);
    if (seen.has(next)) throw new Error(`${kind.method} returned the cursor ${JSON.stringify(next)} twice; its pagination would never end`);
    seen.add(next);
    cursor = next;
  }
  throw new OverLimit(`${kind.method} still had more pages after ${count(MAX_PAGES)}, more than mcpdesc follows for one list`);
}

function isHttpClientError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return error instanceof Error && error.constructor.name === 'StreamableHTTPError' && typeof code === 'number' && code >= 400 && code < 500;
}

function errorCode(error: unknown): number | undefined {
  if (error instanceof McpError || error instanceof RpcError) return error.code;
  return undefined;
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RequestTimeout(what, ms)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** What happened, while doing what, with which server, its stderr, and what to do about it. */
function explain(
  step: string,
  error: unknown,
  target: ServerTarget,
  options: SessionOptions,
  child: ChildProcessTransport | undefined,
  overBudget: string | undefined,
): string {
  const ended = child?.endReason ?? overBudget;
  // A session cut off at its byte budget may leave a request to time out: the budget is the reason.
  const timedOut = !overBudget && (error instanceof RequestTimeout || errorCode(error) === ErrorCode.RequestTimeout);
  const closed = error instanceof ChannelClosed || errorCode(error) === ErrorCode.ConnectionClosed;
  let what: string;
  let todo: string;
  if (timedOut) {
    what = `the server did not answer within ${options.requestMs} ms (during ${step})`;
    todo =
      target.kind === 'command'
        ? 'Check that the command starts an MCP server that speaks on stdin/stdout (not HTTP), or allow more time with --timeout.'
        : "Check that the URL is the server's MCP endpoint, or allow more time with --timeout.";
  } else if (child?.endKind === 'spawn') {
    what = ended ?? describe(error);
    todo = 'Check the command: is it installed, on PATH, and executable? Paths are relative to the current directory.';
  } else if (error instanceof OverLimit) {
    what = `${error.message} (during ${step})`;
    todo =
      'A descriptor that large could not be linted anyway (limits.maxFileBytes): check that the server does not list generated items, or split its listings.';
  } else if (closed || ended) {
    what = `${ended ?? 'the connection closed'} (during ${step})`;
    todo =
      child?.endKind === 'garbage'
        ? 'Make the server write its logs and banners to stderr.'
        : child?.endKind === 'oversized' || overBudget
          ? `A descriptor that large could not be linted anyway (limits.maxFileBytes): check that the server does not stream data ${child ? 'on stdout' : 'in its answers'}, or split its listings.`
          : target.kind === 'command'
            ? 'Run the command by hand to see why it stops.'
            : 'Check that the server is running and the URL is right.';
  } else {
    what = `${describe(error)} (during ${step})`;
    todo =
      error instanceof McpError || error instanceof RpcError
        ? 'The server refused a request: fix the server, or read it at a version it supports (capture without --protocol-version picks the newest it accepts).'
        : target.kind === 'url'
          ? 'Check that the server is running and that the URL is its MCP endpoint.'
          : 'Fix the server so that its answers follow the MCP specification.';
  }
  const lines = [
    `cannot read the server: ${what}.`,
    `  ${target.kind === 'command' ? `command: ${[target.command, ...target.args].map(shellWord).join(' ')}` : `url: ${target.url.href}`}`,
    `  ${todo}`,
  ];
  const stderr = child?.stderrTail().trimEnd();
  if (stderr) {
    const tail = stderr.split('\n').slice(-STDERR_LINES);
    lines.push(`  server stderr (last ${tail.length} line${tail.length === 1 ? '' : 's'}):`, ...tail.map((line) => `    | ${line}`));
  } else if (child && child.endKind !== 'spawn') {
    lines.push('  The server wrote nothing to stderr.');
  }
  return lines.join('\n');
}

function describe(error: unknown): string {
  if (error instanceof RpcError) return `the server answered ${error.method} with error ${error.code} (${JSON.stringify(error.message.slice(0, 200))})`;
  // fetch says only "fetch failed"; the reason (ECONNREFUSED, ENOTFOUND…) is its cause.
  const reason = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  const cause = typeof reason?.code === 'string' ? reason.code : reason?.message;
  const text = (error as { message?: unknown } | null)?.message;
  const message = (typeof text === 'string' ? text : String(error)).split('\n')[0].slice(0, 300);
  return typeof cause === 'string' ? `${message} (${cause})` : message;
}

function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
