// The action's entry point (action.yml runs dist/index.js, bundled from here).
import { run } from './run.js';

await run();
