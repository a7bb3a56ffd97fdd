/**
 * The SDK `Transport` over a stdio server that mcpdesc starts itself: in its own process group, so
 * that closing ends the whole tree the command started (shell wrappers, npx, grandchildren), with the
 * last 64 KiB of its stderr kept for error messages. Anything on stdout that is not a JSON-RPC line is
 * fatal: a server that writes garbage ends the session at once instead of running into a timeout.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { ReadBuffer, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

const STDERR_TAIL_BYTES = 64 * 1024;
/**
 * A server's output is untrusted input like a descriptor: one message, and everything it sends in a
 * session, are capped so that a server streaming endless data cannot exhaust mcpdesc's memory. The
 * message cap is below the SDK's own (ReadBuffer refuses 10 MiB), so the user gets this explanation.
 */
export const MAX_MESSAGE_BYTES = 8 * 1024 * 1024;
export const MAX_SESSION_BYTES = 64 * 1024 * 1024;
/** How long a server gets to exit after SIGTERM before its process group is killed. */
const KILL_GRACE_MS = 2_000;

export class ChildProcessTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private child?: ChildProcess;
  private readonly buffer = new ReadBuffer();
  /** Bytes received in this session, and since the last line break (the message being read). */
  private received = 0;
  private pending = 0;
  private stderr: Buffer = Buffer.alloc(0);
  private exited?: Promise<void>;
  private closed = false;
  /** How the server ended the session: the command could not run, it exited, it wrote garbage or too much. */
  endKind?: 'spawn' | 'exit' | 'garbage' | 'oversized';
  /** Why the session ended, when the server ended it. */
  private ending?: string;

  constructor(
    private readonly command: string,
    private readonly args: readonly string[],
    private readonly cwd: string,
  ) {}

  start(): Promise<void> {
    if (this.child) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const child = spawn(this.command, [...this.args], { cwd: this.cwd, detached: true, stdio: ['pipe', 'pipe', 'pipe'], windowsHide: true });
      this.child = child;
      this.exited = new Promise((done) => child.once('close', () => done()));
      child.once('error', (error: NodeJS.ErrnoException) => {
        this.ending = `the command could not be started (${error.code ?? error.message})`;
        this.endKind = 'spawn';
        reject(new Error(this.ending));
        this.finish();
      });
      child.once('spawn', () => resolve());
      child.once('exit', (code, signal) => {
        if (!this.ending) {
          this.ending = signal ? `the server was ended by ${signal}` : `the server exited with code ${code}`;
          this.endKind = 'exit';
        }
        this.finish();
      });
      child.stdout?.on('data', (chunk: Buffer) => this.receive(chunk));
      child.stderr?.on('data', (chunk: Buffer) => {
        const joined = Buffer.concat([this.stderr, chunk]);
        this.stderr = joined.length > STDERR_TAIL_BYTES ? joined.subarray(joined.length - STDERR_TAIL_BYTES) : joined;
      });
      // A server that stops reading gets EPIPE here; the exit handler reports it.
      child.stdin?.on('error', () => {});
    });
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve, reject) => {
      const stdin = this.child?.stdin;
      if (this.closed || !stdin || stdin.destroyed) {
        reject(new Error(this.ending ?? 'the server is not running'));
        return;
      }
      stdin.write(serializeMessage(message), (error) => (error ? reject(error) : resolve()));
    });
  }

  /** Ends the server's whole process group: SIGTERM, then SIGKILL when it has not exited after a grace period. */
  async close(): Promise<void> {
    const child = this.child;
    this.finish();
    if (!child?.pid) return;
    signalGroup(child.pid, 'SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, KILL_GRACE_MS);
    });
    await Promise.race([this.exited, grace]);
    clearTimeout(timer);
    // The group may outlive its leader (a wrapper that exited, a grandchild that ignores SIGTERM).
    signalGroup(child.pid, 'SIGKILL');
  }

  /** What ended the session, when the server did. */
  get endReason(): string | undefined {
    return this.ending;
  }

  /** The last 64 KiB the server wrote to stderr. */
  stderrTail(): string {
    return this.stderr.toString('utf8');
  }

  private receive(chunk: Buffer): void {
    this.received += chunk.length;
    const lastBreak = chunk.lastIndexOf(10);
    this.pending = lastBreak === -1 ? this.pending + chunk.length : chunk.length - lastBreak - 1;
    if (this.pending > MAX_MESSAGE_BYTES || this.received > MAX_SESSION_BYTES) {
      this.endKind = 'oversized';
      this.ending =
        this.pending > MAX_MESSAGE_BYTES
          ? `the server sent a message of more than ${MAX_MESSAGE_BYTES / (1024 * 1024)} MiB on stdout`
          : `the server sent more than ${MAX_SESSION_BYTES / (1024 * 1024)} MiB on stdout in one session`;
      this.onerror?.(new Error(this.ending));
      void this.close();
      return;
    }
    try {
      this.buffer.append(chunk);
      for (let message = this.buffer.readMessage(); message; message = this.buffer.readMessage()) this.onmessage?.(message);
    } catch {
      this.endKind = 'garbage';
      this.ending = `the server wrote something that is not a JSON-RPC message to stdout (${JSON.stringify(chunk.toString('utf8').slice(0, 80))}); stdout is only for protocol messages, logs belong on stderr`;
      this.onerror?.(new Error(this.ending));
      void this.close();
    }
  }

  private finish(): void {
    if (this.closed) return;
    this.closed = true;
    this.child?.stdout?.removeAllListeners('data');
    this.onclose?.();
  }
}

function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}
