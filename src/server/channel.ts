/**
 * One started transport shared by two clients in turn: mcpdesc's own raw JSON-RPC requests (the
 * 2026-07-28 `server/discover` probe and stateless requests, which the SDK's Client cannot send), then,
 * for a legacy server, the SDK's Client through `handOver()`. Every raw request has a time limit and
 * ends with the session (closed transport, Ctrl-C, overall limit).
 */
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { isObject, type JsonObject } from '../util/json.js';

/** The server answered with a JSON-RPC error. */
export class RpcError extends Error {
  constructor(
    readonly method: string,
    readonly code: number,
    message: string,
    readonly data: unknown,
  ) {
    super(message);
  }
}

/** The server gave no answer in time. */
export class RequestTimeout extends Error {
  constructor(
    readonly method: string,
    readonly ms: number,
  ) {
    super(`no answer to "${method}" within ${ms} ms`);
  }
}

/** The transport closed (the server exited, or sent something that ended the session). */
export class ChannelClosed extends Error {}

/** What the SDK Client's handshake negotiated, seen on the wire. */
export interface Handshake {
  /** The raw InitializeResult, with every field the server sent (the SDK's parse drops unknown ones). */
  result?: JsonObject;
}

interface Pending {
  method: string;
  resolve(result: unknown): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

export class Channel {
  private readonly pending = new Map<string, Pending>();
  private nextId = 1;
  private started = false;
  private closed?: Error;
  /** The SDK Client's transport once handed over; messages go there instead. */
  private client?: Transport;

  constructor(
    readonly inner: Transport,
    private readonly requestMs: number,
    private readonly signal: AbortSignal,
    private readonly describeEnd: () => string | undefined,
  ) {}

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    this.inner.onmessage = (message) => (this.client ? this.client.onmessage?.(message) : this.settle(message));
    this.inner.onerror = (error) => this.client?.onerror?.(error);
    this.inner.onclose = () => {
      this.closed = new ChannelClosed(this.describeEnd() ?? 'the connection to the server closed');
      for (const [id, waiting] of this.pending) this.finish(id, waiting, () => waiting.reject(this.closed as Error));
      this.client?.onclose?.();
    };
    this.signal.addEventListener(
      'abort',
      () => {
        for (const [id, waiting] of this.pending) this.finish(id, waiting, () => waiting.reject(this.signal.reason as Error));
      },
      { once: true },
    );
    await this.inner.start();
  }

  /** Sends one request and waits for its answer: the result, or an RpcError, RequestTimeout or ChannelClosed. */
  request(method: string, params: JsonObject): Promise<unknown> {
    if (this.signal.aborted) return Promise.reject(this.signal.reason as Error);
    if (this.closed) return Promise.reject(this.closed);
    const id = `mcpdesc-${this.nextId++}`;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => this.finish(id, this.pending.get(id), () => reject(new RequestTimeout(method, this.requestMs))), this.requestMs);
      this.pending.set(id, { method, resolve, reject, timer });
      this.inner.send({ jsonrpc: '2.0', id, method, params } as JSONRPCMessage).catch((error: Error) => {
        this.finish(id, this.pending.get(id), () => reject(error));
      });
    });
  }

  /**
   * A transport for the SDK's Client over the same connection. `version`, when given, replaces the
   * version the Client proposes in `initialize` (it always proposes its newest); the raw result of the
   * handshake is recorded in `handshake`.
   */
  handOver(version: string | undefined, handshake: Handshake): Transport {
    let initializeId: unknown;
    const inner = this.inner;
    const client: Transport = {
      start: async () => {},
      send: async (message, options) => {
        if ('method' in message && message.method === 'initialize' && 'id' in message) {
          initializeId = message.id;
          if (version) message = { ...message, params: { ...message.params, protocolVersion: version } };
        }
        await inner.send(message, options);
      },
      // The channel owns the connection: the Client closing only lets go of it.
      close: async () => {
        this.client = undefined;
      },
      setProtocolVersion: (negotiated) => inner.setProtocolVersion?.(negotiated),
    };
    this.client = {
      ...client,
      onmessage: (message) => {
        if ('id' in message && message.id === initializeId && 'result' in message && isObject(message.result)) handshake.result = message.result;
        client.onmessage?.(message);
      },
      onerror: (error) => client.onerror?.(error),
      onclose: () => client.onclose?.(),
    };
    return client;
  }

  async close(): Promise<void> {
    await this.inner.close();
  }

  private settle(message: JSONRPCMessage): void {
    if (!('id' in message) || typeof message.id !== 'string') return;
    const waiting = this.pending.get(message.id);
    if (!waiting) return;
    this.finish(message.id, waiting, () => {
      if ('error' in message) {
        const error = message.error as { code?: unknown; message?: unknown; data?: unknown };
        waiting.reject(new RpcError(waiting.method, typeof error.code === 'number' ? error.code : 0, String(error.message ?? ''), error.data));
      } else {
        waiting.resolve((message as { result?: unknown }).result);
      }
    });
  }

  private finish(id: string, waiting: Pending | undefined, then: () => void): void {
    if (!waiting) return;
    clearTimeout(waiting.timer);
    this.pending.delete(id);
    then();
  }
}
