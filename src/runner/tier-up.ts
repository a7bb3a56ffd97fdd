// Kept for speed: the bench's 2,400-file source monorepo took 24 % less CPU with it on Node 20 (3.32 -> 2.51 s, medians of 5 interleaved rounds, 2026-12-05).
/**
 * A run that reads server source runs a great deal of code a few hundred times each (TypeScript's parser,
 * each language's extractor, the rules on every tool read), and V8 on Node 20 compiles a function with
 * TurboFan once 66 KB of its bytecode has run: hundreds of optimizing compiles that a run of a few
 * thousand files never earns back. So the first source file a run checks raises that budget, for the
 * rest of the process; a run of JSON and YAML files only, whose few hot functions do earn it, keeps V8's.
 * Only V8 11 (Node 20) has the flag: later ones tier up through Maglev by invocation counts, and print
 * an error for a flag they do not know.
 */
import { setV8Flags } from '../util/v8-flags.js';

/** Bytecode run between a function's tier-up checks: V8 11's default is 66 KB. */
const SOURCE_RUN_BUDGET = 1 << 20;

let raised = false;

/** Raises V8's tier-up budget once per process, on Node 20; `setFlags` is for tests. */
export function readingSource(setFlags: (flags: string) => void = setV8Flags, v8 = process.versions.v8): void {
  if (raised || v8.split('.')[0] !== '11') return;
  raised = true;
  setFlags(`--interrupt-budget=${SOURCE_RUN_BUDGET}`);
}
