/**
 * Changing V8's flags while the process runs, and saying so first. A V8 code cache records the flags it
 * was made under, and V8 rejects it under any others: the CLI's code cache (src/cli/chunk-cache.ts) writes
 * what it compiled before the change while those flags still hold, or the next run would reject it.
 */
import { createRequire } from 'node:module';

const listeners: (() => void)[] = [];

/** Calls `listener` before each change of V8's flags. */
export function beforeV8FlagsChange(listener: () => void): void {
  listeners.push(listener);
}

/** `v8.setFlagsFromString`, with node:v8 loaded on first use: loading it is 10 to 50 ms of a cold start. */
export function setV8Flags(flags: string): void {
  for (const listener of listeners) listener();
  (createRequire(import.meta.url)('node:v8') as typeof import('node:v8')).setFlagsFromString(flags);
}
