// Prints the rule catalogue (rules/*.yaml) as JSON, for scripts/bundle.js to put beside the bundles.
import { readRules } from '../src/catalogue/catalogue.js';
import { packageRoot } from '../src/catalogue/package-root.js';

process.stdout.write(`${JSON.stringify(readRules(packageRoot()))}\n`);
