#!/usr/bin/env node
// The CLI's entry point. Before loading anything else it turns on Node's compile cache (Node 22.1+),
// which keeps V8's compiled code between runs for the CommonJS modules loaded later (vendor/), and
// loads the bundle's own chunks with a code cache of their own (chunk-cache.ts).
import nodeModule from 'node:module';
import { isPoolWorker, setWorkerEntry } from '../runner/pool.js';
import { installChunkLoader } from './chunk-cache.js';

(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
installChunkLoader(import.meta.url);

// A lint worker thread runs this bundle too: it serves the files it is sent.
if (isPoolWorker()) {
  (await import('../runner/run.js')).serveLintWorker();
} else {
  setWorkerEntry(import.meta.url);
  // A reader that stops early (`mcpdesc lint | head -1`) closes the pipe: the rest of the output has nowhere
  // to go, which is no error of the run's; its exit status stays the one the results call for.
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') throw error;
    });
  }
  const { runCli } = await import('./main.js');
  const code = await runCli(process.argv.slice(2), {
    cwd: process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    isTTY: process.stdout.isTTY === true,
    env: process.env,
    // A getter: process.stdin builds its stream (and loads Node's fs streams) when first read, which only `lint -` needs.
    get stdin() {
      return process.stdin;
    },
  });
  process.exitCode = code;
}
