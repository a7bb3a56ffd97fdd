/**
 * The SDK's Streamable HTTP transport for `--url`, with a server's answers read as untrusted input: every
 * body counts against a byte budget per answer and per session, the same as a stdio server's output
 * (child-transport.ts), so neither endless pages nor one endless body can exhaust mcpdesc's memory.
 */
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { MAX_MESSAGE_BYTES, MAX_SESSION_BYTES } from './child-transport.js';

/**
 * What is read of an error answer (an HTTP 500 with an endless body): the SDK quotes it in its error,
 * and mcpdesc shows only its first line.
 */
export const MAX_ERROR_BODY_BYTES = 64 * 1024;

export interface BodyLimits {
  /** Bytes one successful answer may take. */
  response: number;
  /** Bytes all answers of a session may take together. */
  session: number;
}

const MIB = 1024 * 1024;

/** Counts a session's HTTP bodies against its limits; past either, the body fails and `exceeded` says why. */
export class BodyBudget {
  private received = 0;
  /** Why the session was cut off, once it was. */
  exceeded?: string;

  constructor(
    private readonly limits: BodyLimits = { response: MAX_MESSAGE_BYTES, session: MAX_SESSION_BYTES },
    /** Called once, when a limit is first passed (the session then closes its transport). */
    private readonly onExceeded: (why: string) => void = () => {},
  ) {}

  /**
   * The response with its body counted. A successful body past a limit fails with an error naming it; an
   * error's body is cut at MAX_ERROR_BODY_BYTES (only its start is ever shown), and redirects without a
   * body are left as they are, for the SDK to read.
   */
  limit(response: Response): Response {
    if (!response.body) return response;
    let seen = 0;
    const fail = (controller: TransformStreamDefaultController<Uint8Array>, why: string) => {
      controller.error(new Error(why));
      if (this.exceeded !== undefined) return;
      this.exceeded = why;
      this.onExceeded(why);
    };
    const body = response.body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform: (chunk, controller) => {
          if (this.exceeded !== undefined) return fail(controller, this.exceeded);
          const room = response.ok ? chunk.byteLength : Math.min(chunk.byteLength, MAX_ERROR_BODY_BYTES - seen);
          seen += room;
          this.received += room;
          if (this.received > this.limits.session) {
            return fail(controller, `the server sent more than ${size(this.limits.session)} over HTTP in one session (mcpdesc's limit for a session)`);
          }
          if (response.ok && seen > this.limits.response) {
            return fail(controller, `the server sent an HTTP answer of more than ${size(this.limits.response)} (mcpdesc's limit for one answer)`);
          }
          controller.enqueue(room === chunk.byteLength ? chunk : chunk.subarray(0, room));
          if (!response.ok && seen >= MAX_ERROR_BODY_BYTES) {
            controller.enqueue(new TextEncoder().encode(` … (cut at ${size(MAX_ERROR_BODY_BYTES)})`));
            // Ends the body here and cancels the rest of it: the connection closes.
            controller.terminate();
          }
        },
      }),
    );
    return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
  }
}

/** Bytes as mcpdesc's messages name its limits: "8 MiB", "64 KiB". */
function size(bytes: number): string {
  return bytes >= MIB ? `${bytes / MIB} MiB` : bytes >= 1024 ? `${bytes / 1024} KiB` : `${bytes} bytes`;
}

/**
 * The SDK's Streamable HTTP transport, never leaving the URL's origin, with every body counted by
 * `budget`; once it is spent, no further request is sent. 2026-07-28 requests also need the standard
 * headers the SDK does not send yet: the version from the request's `_meta`, and `Mcp-Method`.
 */
export function httpTransport(url: URL, budget: BodyBudget): Transport {
  const fetchWithHeaders: typeof fetch = async (input, init) => {
    if (budget.exceeded !== undefined) throw new Error(budget.exceeded);
    const version = typeof init?.body === 'string' ? modernVersionOf(init.body) : undefined;
    if (!version || !init) return budget.limit(await fetch(input, init));
    const headers = new Headers(init.headers);
    headers.set('mcp-protocol-version', version.version);
    headers.set('mcp-method', version.method);
    return budget.limit(await fetch(input, { ...init, headers }));
  };
  return new StreamableHTTPClientTransport(url, { redirectPolicy: 'same-origin', fetch: fetchWithHeaders });
}

function modernVersionOf(body: string): { version: string; method: string } | undefined {
  try {
    const message = JSON.parse(body) as { method?: unknown; params?: { _meta?: Record<string, unknown> } };
    const version = message.params?._meta?.['io.modelcontextprotocol/protocolVersion'];
    return typeof version === 'string' && typeof message.method === 'string' ? { version, method: message.method } : undefined;
  } catch {
    return undefined;
  }
}
