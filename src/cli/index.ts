#!/usr/bin/env node
import { isPoolWorker, setWorkerEntry } from '../engine/pool.js';

// A lint worker thread runs this bundle too: it loads the engine, which serves the files it is sent.
if (isPoolWorker()) {
  await import('../engine/run.js');
} else {
  setWorkerEntry(import.meta.url);
  const { runCli } = await import('./main.js');
  const code = await runCli(process.argv.slice(2), {
    cwd: process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
  process.exitCode = code;
}
