/**
 * README's performance table, generated from bench/results.json so the two never disagree: `npm run
 * bench` rewrites the table between the markers after writing the results, and __tests__/bench-table.test.ts
 * fails when README shows other figures than the committed results.
 */
export const TABLE_START = '<!-- bench-table:start (generated from bench/results.json by npm run bench) -->';
export const TABLE_END = '<!-- bench-table:end -->';

interface ProcessRun {
  ms: number;
  peakRssMiB: number;
}
interface Processes {
  cliJobs1: ProcessRun;
  cliAuto: ProcessRun;
  floorParse: ProcessRun;
  floorAjv: ProcessRun;
  autoVsBestFixed: number;
}
/** The part of bench/results.json the table reads. */
export interface BenchResults {
  meta: {
    date: string;
    node: string;
    cpus: number;
    commit: string;
    loadAverageAtStart: number;
    loadAverageAtEnd: number;
    otherCores?: number | null;
    underLoad: boolean;
    quick: boolean;
  };
  synthetic: { files: number; processes: Processes };
  realistic: { files: number; findings: number; processes: Processes; large?: { files: number; findings: number; processes: Processes } };
  coldStart: { version: string; cliMs: number }[];
  /** Absent from results taken before it was measured. */
  parallelCapacity?: { floor: { capacity: number }; cli: { capacity: number } };
}

const x = (value: number) => `${value.toFixed(1)}×`;
const count = (n: number) => n.toLocaleString('en-US');

export function benchTable(results: BenchResults): string {
  const { synthetic, realistic } = results;
  const columns: [name: string, files: number, processes: Processes][] = [
    ['synthetic', synthetic.files, synthetic.processes],
    ['realistic', realistic.files, realistic.processes],
    ...(realistic.large ? [['realistic', realistic.large.files, realistic.large.processes] as [string, number, Processes]] : []),
  ];
  const row = (label: string, cell: (p: Processes, files: number) => string) => `| ${label} | ${columns.map(([, files, p]) => cell(p, files)).join(' | ')} |`;
  const { meta } = results;
  return [
    `| whole processes, this machine | ${columns.map(([name, files]) => `${name} (${count(files)} files)`).join(' | ')} |`,
    `|---|${columns.map(() => '---|').join('')}`,
    row('mcpdesc (automatic `--jobs`) vs read + `JSON.parse` floor', (p) => x(p.cliAuto.ms / p.floorParse.ms)),
    row('mcpdesc `--jobs 1` vs read + `JSON.parse` floor', (p) => x(p.cliJobs1.ms / p.floorParse.ms)),
    row('mcpdesc (automatic) vs ajv compiled once (schema only)', (p) => x(p.cliAuto.ms / p.floorAjv.ms)),
    row('files/s (automatic `--jobs`)', (p, files) => count(Math.round(files / (p.cliAuto.ms / 1000)))),
    row('peak RSS (automatic `--jobs`)', (p) => `${p.cliAuto.peakRssMiB.toFixed(0)} MiB`),
    row('automatic `--jobs` vs best fixed choice', (p) => `${p.autoVsBestFixed.toFixed(2)}×`),
    '',
    ...(results.parallelCapacity
      ? [
          `Two processes at once, each on half the synthetic corpus, get through it ${x(results.parallelCapacity.floor.capacity)} as fast as one process on all of it ` +
            `for read + \`JSON.parse\`, ${x(results.parallelCapacity.cli.capacity)} for mcpdesc \`--jobs 1\`: the most a second thread can add on this machine.`,
          '',
        ]
      : []),
    `Cold start, one file: ${results.coldStart.map((c) => `${c.cliMs.toFixed(0)} ms on Node ${c.version}`).join(', ')}. ` +
      `Taken ${meta.date.slice(0, 10)} at commit ${meta.commit.slice(0, 12)}, Node ${meta.node}, ${meta.cpus} CPUs, load average ${meta.loadAverageAtStart.toFixed(1)} → ${meta.loadAverageAtEnd.toFixed(1)}` +
      `${typeof meta.otherCores === 'number' ? `, other work ${meta.otherCores.toFixed(2)} cores on average` : ''}` +
      `${meta.underLoad ? ' (taken under load: the ratios hold better than the times)' : ''}${meta.quick ? '; a quick run (`--quick`)' : ''}.`,
  ].join('\n');
}

/** README with its table replaced by the one for `results`. */
export function withBenchTable(readme: string, results: BenchResults): string {
  const start = readme.indexOf(TABLE_START);
  const end = readme.indexOf(TABLE_END);
  if (start === -1 || end < start) throw new Error(`README.md has no bench table markers (${TABLE_START} … ${TABLE_END})`);
  return `${readme.slice(0, start + TABLE_START.length)}\n${benchTable(results)}\n${readme.slice(end)}`;
}
