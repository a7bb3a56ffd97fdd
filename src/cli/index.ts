#!/usr/bin/env node
import { isPoolWorker } from '../engine/pool.js';
import { runCli } from './main.js';

// A lint worker thread loads this bundle too; it serves files (src/engine/run.ts) instead of a command.
if (!isPoolWorker()) {
  const code = await runCli(process.argv.slice(2), {
    cwd: process.cwd(),
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
  });
  process.exitCode = code;
}
