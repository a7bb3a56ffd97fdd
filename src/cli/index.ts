#!/usr/bin/env node
// The CLI's entry point. Before loading anything else it turns on Node's compile cache (Node 22.1+),
// which keeps V8's compiled code between runs for the CommonJS modules loaded later (vendor/), and
// loads the bundle's own chunks with a code cache of their own (chunk-cache.ts).
import nodeModule from 'node:module';
import { setV8Flags } from '../util/v8-flags.js';
import { isPoolWorker, setWorkerEntry } from '../runner/pool.js';
import { installChunkLoader } from './chunk-cache.js';
import { output } from './output.js';

// Kept for speed: a one-descriptor lint took 29 % less CPU on Node 20 (0.69 -> 0.49 s) and Node 24 (0.49 ->
// 0.35 s), the 2,400-file source monorepo 4 % less (medians of 5, busy 2-core machine, 2026-12-06). V8
// compiles each regular expression to bytecode first and again to machine code once it runs twice; the
// security detectors' large expressions all run more than once, so compiling each once, to machine code,
// saves the first. Before anything is compiled, so every code cache is made under the same flags.
setV8Flags('--no-regexp-tier-up');
(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
installChunkLoader(import.meta.url);

// A lint worker thread runs this bundle too: it serves the files it is sent.
if (isPoolWorker()) {
  (await import('../runner/run.js')).serveLintWorker();
} else {
  setWorkerEntry(import.meta.url);
  // Node's streams only when a pipe or a TTY needs them (output.ts).
  const stdout = output(1, () => process.stdout);
  const stderr = output(2, () => process.stderr);
  const { runCli } = await import('./main.js');
  const code = await runCli(process.argv.slice(2), {
    cwd: process.cwd(),
    stdout: stdout.write,
    stderr: stderr.write,
    get isTTY() {
      return stdout.isTTY;
    },
    env: process.env,
    // A getter: process.stdin builds its stream (and loads Node's fs streams) when first read, which only `lint -` needs.
    get stdin() {
      return process.stdin;
    },
  });
  process.exitCode = code;
}
