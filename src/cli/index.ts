#!/usr/bin/env node
// The CLI's entry point. It only turns on Node's compile cache (Node 22.1+), which keeps V8's compiled
// code between runs, and then loads the CLI: modules loaded after this point are served from the cache.
import nodeModule from 'node:module';

(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();
const { runCli } = await import('./main.js');

const code = await runCli(process.argv.slice(2), {
  cwd: process.cwd(),
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
process.exitCode = code;
