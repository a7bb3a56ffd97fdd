/** README's performance table shows exactly what the committed bench/results.json holds. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { packageRoot } from '../src/catalogue/package-root.js';
import { type BenchResults, benchTable, TABLE_END, TABLE_START, withBenchTable } from '../scripts/bench/readme-table.js';

const root = packageRoot();
const readme = readFileSync(join(root, 'README.md'), 'utf8');
const results = JSON.parse(readFileSync(join(root, 'bench', 'results.json'), 'utf8')) as BenchResults;

describe("README's bench table", () => {
  it('is the table generated from bench/results.json (run npm run bench to regenerate both)', () => {
    expect(readme).toBe(withBenchTable(readme, results));
    expect(readme).toContain(benchTable(results));
  });

  it('shows every corpus results.json measured, with whole-process ratios against the floor and ajv', () => {
    const table = readme.slice(readme.indexOf(TABLE_START), readme.indexOf(TABLE_END));
    expect(table).toContain(`synthetic (${results.synthetic.files.toLocaleString('en-US')} files)`);
    expect(table).toContain(`realistic (${results.realistic.files.toLocaleString('en-US')} files)`);
    if (results.realistic.large) expect(table).toContain(`realistic (${results.realistic.large.files.toLocaleString('en-US')} files)`);
    const auto = results.realistic.processes;
    expect(table).toContain(`${(auto.cliAuto.ms / auto.floorParse.ms).toFixed(1)}×`);
    expect(table).toContain(`${(auto.cliAuto.ms / auto.floorAjv.ms).toFixed(1)}×`);
    expect(table).toMatch(results.meta.underLoad ? /taken under load/ : /load average/);
  });

  it('says how much a second process gains on this machine when results.json measured it, and nothing when it did not', () => {
    const withCapacity = benchTable({ ...results, parallelCapacity: { floor: { capacity: 1.234 }, cli: { capacity: 1.05 } } });
    expect(withCapacity).toContain('get through it 1.2× as fast as one process on all of it for read + `JSON.parse`, 1.1× for mcpdesc `--jobs 1`');
    const { parallelCapacity: _measured, ...before } = results;
    expect(benchTable(before)).not.toContain('Two processes at once');
  });

  it('refuses a README without the markers instead of dropping the table', () => {
    expect(() => withBenchTable('# no table here\n', results)).toThrow(/markers/);
  });
});
