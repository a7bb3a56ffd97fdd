// npm run bench: throughput and memory of the engine and of the bundled CLI on generated descriptors.
// Speed goals are measured here, never in tests.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadCatalogue } from '../src/catalogue/catalogue.js';
import { packageRoot } from '../src/catalogue/package-root.js';
import { DEFAULT_CONFIG } from '../src/engine/config.js';
import { lintPaths } from '../src/engine/run.js';
import { createHostileWorkspace } from '../__tests__/helpers/hostile-files.js';

const FILES = Number(process.env.BENCH_FILES ?? 2000);
const root = packageRoot();
const dir = mkdtempSync(join(tmpdir(), 'mcpdesc-bench-'));
const examples = ['weather.mcp.json', 'release-helper.mcp.yaml', 'docs-server.mcp.json', 'calendar.mcp.yaml', 'files-legacy.mcp.json'];
const sources = examples.map((name) => ({ name, text: readFileSync(join(root, 'examples', name), 'utf8') }));

try {
  for (let i = 0; i < FILES; i++) {
    const source = sources[i % sources.length];
    const folder = join(dir, `team-${i % 50}`);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, `${i}-${source.name}`), source.text);
  }
  // One large descriptor: 2,000 tools in one file.
  const big = JSON.parse(sources[0].text) as { tools: unknown[] };
  big.tools = Array.from({ length: 2000 }, (_, i) => ({ ...(big.tools[0] as object), name: `tool_${i}` }));
  writeFileSync(join(dir, 'large.mcp.json'), JSON.stringify(big, null, 2));
  const bytes = sources.reduce((n, s) => n + s.text.length, 0) / sources.length;

  const catalogue = loadCatalogue();
  const run = async () => lintPaths([dir], { root: dir, config: DEFAULT_CONFIG, catalogue });
  await run(); // warm-up
  const start = performance.now();
  const { results } = await run();
  const elapsed = performance.now() - start;
  const findings = results.reduce((n, r) => n + r.findings.length, 0);

  const cliStart = performance.now();
  execFileSync(process.execPath, [join(root, 'dist', 'cli', 'index.js'), 'lint', dir, '--format', 'json', '--fail-on', 'never'], { stdio: 'ignore', maxBuffer: 1 << 30 });
  const cliElapsed = performance.now() - cliStart;
  const startup = performance.now();
  execFileSync(process.execPath, [join(root, 'dist', 'cli', 'index.js'), 'lint', join(root, 'examples', 'weather.mcp.json')], { stdio: 'ignore' });
  const startupElapsed = performance.now() - startup;

  const rows = [
    ['descriptors', `${results.length} (avg ${(bytes / 1024).toFixed(1)} KiB, plus one with 2,000 tools)`],
    ['findings', String(findings)],
    ['engine, in process', `${elapsed.toFixed(0)} ms = ${(results.length / (elapsed / 1000)).toFixed(0)} files/s, ${(elapsed / results.length).toFixed(2)} ms/file`],
    ['bundled CLI, whole run', `${cliElapsed.toFixed(0)} ms`],
    ['bundled CLI, one file (start-up)', `${startupElapsed.toFixed(0)} ms`],
    ['peak RSS (this process)', `${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`],
  ];
  console.log(`mcpdesc bench (node ${process.version})`);
  for (const [k, v] of rows) console.log(`  ${k.padEnd(34)} ${v}`);
  await hostile(catalogue);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

/** Time per hostile file (__tests__/hostile/ and friends), each linted on its own in a fresh workspace. */
async function hostile(catalogue: ReturnType<typeof loadCatalogue>): Promise<void> {
  const workspace = mkdtempSync(join(tmpdir(), 'mcpdesc-bench-hostile-'));
  try {
    const files = createHostileWorkspace(workspace);
    const timings: [string, number][] = [];
    for (const file of files) {
      const start = performance.now();
      await lintPaths([file], { root: workspace, config: DEFAULT_CONFIG, catalogue });
      timings.push([file, performance.now() - start]);
    }
    timings.sort((a, b) => b[1] - a[1]);
    console.log(`hostile files (${files.length}), slowest first:`);
    for (const [file, ms] of timings) console.log(`  ${file.padEnd(34)} ${ms.toFixed(0)} ms`);
  } finally {
    rmSync(workspace, { recursive: true, force: true });
  }
}
