// Runs a CLI bundle in this process (node peak-rss.mjs <bundle> <args…>) and, as the process exits,
// writes its peak resident set size in KiB and its CPU time (user + system, µs), worker threads included,
// to $MCPDESC_BENCH_RSS_FILE as JSON.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { resourceUsage } from 'node:process';
import { pathToFileURL } from 'node:url';

const [bundle, ...args] = process.argv.slice(2);
process.argv = [process.argv[0], resolve(bundle), ...args];
process.on('exit', () => {
  const usage = resourceUsage();
  writeFileSync(process.env.MCPDESC_BENCH_RSS_FILE, JSON.stringify({ maxRSS: usage.maxRSS, cpu: usage.userCPUTime + usage.systemCPUTime }));
});
await import(pathToFileURL(resolve(bundle)).href);
