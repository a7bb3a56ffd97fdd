// The action's entry point (action.yml runs dist/index.js, bundled from here). As the CLI does, it turns
// on Node's compile cache before loading the rest: a self-hosted runner's later runs reuse V8's code.
import nodeModule from 'node:module';
import { escapeData } from '../report/annotations.js';
import { isPoolWorker, setWorkerEntry } from '../runner/pool.js';

(nodeModule as { enableCompileCache?: () => unknown }).enableCompileCache?.();

/**
 * A failure before the action can report one itself (its modules read the event file as they load):
 * one `::error::`, with the message escaped as workflow-command data, and a failing exit.
 */
function failed(error: unknown): void {
  const message = `mcpdesc could not start: ${error instanceof Error ? error.message : String(error)}. Check the workflow's event (GITHUB_EVENT_PATH) and inputs; if they are fine, this is a bug in mcpdesc: please report it.`;
  process.stdout.write(`::error::${escapeData(message)}\n`);
  process.exitCode = 1;
}

// A lint worker thread runs this bundle too: it serves the files it is sent.
if (isPoolWorker()) {
  (await import('../runner/run.js')).serveLintWorker();
} else {
  setWorkerEntry(import.meta.url);
  try {
    const { run } = await import('./run.js');
    await run();
  } catch (error) {
    failed(error);
  }
}
