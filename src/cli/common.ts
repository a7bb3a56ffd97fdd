/** What every command shares: the console it writes to, exit codes, and usage errors. */
export const EXIT = { ok: 0, findings: 1, error: 2 } as const;

export interface CliIo {
  cwd: string;
  stdout(text: string): void;
  stderr(text: string): void;
  /** Whether standard output is a terminal (text output is coloured there). */
  isTTY?: boolean;
  /** The environment colours are chosen by (NO_COLOR, FORCE_COLOR, TERM); none: no variables set. */
  env?: Readonly<Record<string, string | undefined>>;
  /** Standard input, for `mcpdesc lint -`. */
  stdin?: AsyncIterable<Uint8Array>;
}

/** A failure the message fully explains (bad usage, an unreadable server): printed as is, exit 2. */
export class CliError extends Error {}

/** A mistake in the command line or its files. */
export class UsageError extends CliError {}

/** Ctrl-C or SIGTERM while a server ran; the command exits 128 + the signal's number, like a shell. */
export class Interrupted extends Error {
  constructor(
    readonly exitCode: number,
    signal: string,
  ) {
    super(`interrupted by ${signal}; the server was stopped.`);
  }
}
