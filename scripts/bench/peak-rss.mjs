// Runs a CLI bundle in this process (node peak-rss.mjs <bundle> <args…>) and, as the process exits,
// writes its peak resident set size in KiB (worker threads included) to $MCPDESC_BENCH_RSS_FILE.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { resourceUsage } from 'node:process';
import { pathToFileURL } from 'node:url';

const [bundle, ...args] = process.argv.slice(2);
process.argv = [process.argv[0], resolve(bundle), ...args];
process.on('exit', () => writeFileSync(process.env.MCPDESC_BENCH_RSS_FILE, String(resourceUsage().maxRSS)));
await import(pathToFileURL(resolve(bundle)).href);
