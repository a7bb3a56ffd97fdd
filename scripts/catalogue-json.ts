// Prints the rule catalogue (rules/*.yaml) as JSON, for scripts/bundle.js to put beside the bundles.
import { readRules } from '../src/catalogue/catalogue.js';
import { packageRoot } from '../src/catalogue/package-root.js';

// Characters beyond ASCII as \u escapes (the same JSON): the CLI then reads the file as a one-byte string,
// which V8 decodes and parses faster than one with a single character beyond Latin-1 in it.
const json = JSON.stringify(readRules(packageRoot())).replace(/[\u007f-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
process.stdout.write(`${json}\n`);
