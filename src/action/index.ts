// The action's entry point (action.yml runs dist/index.js, bundled from here).
import { isPoolWorker } from '../engine/pool.js';
import { run } from './run.js';

// A lint worker thread loads this bundle too; it serves files (src/engine/run.ts) instead of the action.
if (!isPoolWorker()) await run();
