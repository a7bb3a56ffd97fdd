// The action's entry point (action.yml runs dist/index.js, bundled from here).
import { isPoolWorker, setWorkerEntry } from '../runner/pool.js';

// A lint worker thread runs this bundle too: it serves the files it is sent.
if (isPoolWorker()) {
  (await import('../runner/run.js')).serveLintWorker();
} else {
  setWorkerEntry(import.meta.url);
  const { run } = await import('./run.js');
  await run();
}
