#!/usr/bin/env node
// The CLI's entry point. Before loading anything else it turns on Node's compile cache (Node 22.1+),
// which keeps V8's compiled code between runs for the CommonJS modules loaded later (vendor/), and
// loads the bundle's own chunks with a code cache of their own (chunk-cache.ts).
import nodeModule from 'node:module';
import { isPoolWorker, setWorkerEntry } from '../runner/pool.js';
import { installChunkLoader } from './chunk-cache.js';
import { output } from './output.js';

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
