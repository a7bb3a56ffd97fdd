// Times a command's cold starts from a small process of its own (node cold-start.mjs <runs> <command…>):
// one run unmeasured (it fills the code caches), then <runs> runs, and prints their median wall time in
// ms as JSON. Started from the bench itself, each spawn would also pay for copying the bench's own
// large process (several ms), which is no part of the command's start.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';

const [runs, command, ...args] = process.argv.slice(2);
const times = [];
for (let i = 0; i <= Number(runs); i++) {
  const start = performance.now();
  const child = spawnSync(command, args, { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  const ms = performance.now() - start;
  if (child.error || child.status !== 0) {
    process.stderr.write(`${command} ${args.join(' ')} failed: ${child.error?.message ?? `exit code ${child.status}`}\n${child.stderr}`);
    process.exit(1);
  }
  if (i > 0) times.push(ms);
}
times.sort((a, b) => a - b);
const middle = times.length >> 1;
process.stdout.write(JSON.stringify({ ms: times.length % 2 ? times[middle] : (times[middle - 1] + times[middle]) / 2 }));
