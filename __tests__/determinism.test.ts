/**
 * A file's report is its own: the same for any --jobs and any file order, also for files that reach a
 * budget. Budgets belong to the file (the schema budget charges every schema of the file, whatever the
 * shared cache already holds; the regex budget counts the file's own timeouts), so which files were
 * checked before, or on which thread, cannot change what a file gets.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { packageRoot } from '../src/catalogue/package-root.js';
import { parseConfig } from '../src/runner/config.js';
import type { DiscoveredFile } from '../src/runner/discover.js';
import { lintFile } from '../src/runner/run.js';
import { MAX_TIMEOUTS_PER_FILE } from '../src/schema/regex.js';
import { catalogue } from './helpers/corpus.js';

const CLI = join(packageRoot(), 'dist', 'cli', 'index.js');
const CONFIG = 'limits:\n  maxSchemaNodesPerFile: 100\n  regexTimeoutMs: 20\n';

/**
 * A schema of about 60 values that is not "plain" (allOf), so ajv compiles it and the checker caches it
 * by content: one fits the budget of 100, two do not.
 */
const schema = (name: string) => ({
  type: 'object',
  allOf: [{ properties: { [name]: { type: 'string', minLength: 1 } } }],
  properties: Object.fromEntries(Array.from({ length: 16 }, (_, i) => [`${name}${i}`, { type: 'string', description: `Part ${i}.` }])),
  required: [`${name}0`],
});
const tool = (name: string, inputSchema: unknown, extra: Record<string, unknown> = {}) => ({ name, description: `Does ${name}.`, inputSchema, ...extra });
const descriptor = (tools: unknown[]) =>
  JSON.stringify({ protocolVersion: '2025-11-25', serverInfo: { name: 's', version: '1.0.0' }, capabilities: { tools: {} }, tools }, null, 2);

/** A pattern only a backtracking engine runs (lookahead), and an input it backtracks on for seconds. */
const evil = (i: number) => `^(?=${'x?'.repeat(i)})(a|aa)+$`;
const evilInput = `${'a'.repeat(40)}!`;
const slowTool = (i: number) =>
  tool(
    `match_${i}`,
    { type: 'object', properties: { code: { type: 'string', pattern: evil(i) } } },
    {
      interactionExamples: { evil: { input: { code: evilInput }, result: { content: [{ type: 'text', text: 'ok' }] } } },
    },
  );

let dir: string;
const FILES: Record<string, string> = {
  // Caches the first schema when checked first; on its own thread it charges nothing another file needs.
  'a-first.mcp.json': descriptor([tool('search', schema('query'))]),
  // Its two schemas are over the budget together; it gets the same finding whether or not a-first's
  // identical schema was compiled before it.
  'b-second.mcp.json': descriptor([tool('search', schema('query')), tool('fetch', schema('url'))]),
  // More backtracking patterns time out than one file may spend: the last ones are not run.
  'c-patterns.mcp.json': descriptor(Array.from({ length: MAX_TIMEOUTS_PER_FILE + 2 }, (_, i) => slowTool(i))),
  'd-patterns.mcp.json': descriptor(Array.from({ length: MAX_TIMEOUTS_PER_FILE + 1 }, (_, i) => slowTool(i))),
  // A Python server module registering the functions of another module, which lists them (read from
  // the repository, so the same whichever of the two is checked first, and on any thread).
  'py_server.py': 'from fastmcp import FastMCP\n\nfrom py_garden import sow, reap\n\nmcp = FastMCP("g")\nmcp.tool(sow)\nmcp.tool()(reap)\n',
  'py_garden.py':
    'def sow(row: int) -> str:\n    """Sows a row."""\n    return str(row)\n\n\ndef reap(row: int) -> str:\n    """Reaps a row."""\n    return str(row)\n',
};

function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 26 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcpdesc-determinism-'));
  writeFileSync(join(dir, '.mcpdesc.yaml'), CONFIG);
  for (const [name, text] of Object.entries(FILES)) writeFileSync(join(dir, name), text);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('reports that do not depend on --jobs or file order', () => {
  it('gives budget-reaching files byte-identical reports with --jobs 1 and --jobs 2', async () => {
    const single = await cli(['lint', '.', '--format', 'json', '--jobs', '1']);
    const parallel = await cli(['lint', '.', '--format', 'json', '--jobs', '2']);
    expect(single.stderr).toBe('');
    expect(parallel).toEqual(single);
    const findings = JSON.parse(single.stdout).findings as { path: string; message: string }[];
    const budget = findings.filter((f) => f.message.includes('limits.maxSchemaNodesPerFile'));
    expect(budget.map((f) => f.path)).toEqual(['b-second.mcp.json']);
    const exhausted = (path: string) =>
      findings.filter((f) => f.path === path && f.message.includes(`${MAX_TIMEOUTS_PER_FILE} such patterns already timed out in this file`)).length;
    const timedOut = (path: string) => findings.filter((f) => f.path === path && f.message.includes('ran longer than 20 ms')).length;
    expect([timedOut('c-patterns.mcp.json'), exhausted('c-patterns.mcp.json')]).toEqual([MAX_TIMEOUTS_PER_FILE, 2]);
    expect([timedOut('d-patterns.mcp.json'), exhausted('d-patterns.mcp.json')]).toEqual([MAX_TIMEOUTS_PER_FILE, 1]);
  }, 60_000);

  it('gives each file the same result whichever files were checked before it in the same process', async () => {
    const config = parseConfig(CONFIG, '.mcpdesc.yaml', catalogue);
    const files: DiscoveredFile[] = Object.keys(FILES).map((name) => ({ absolute: join(dir, name), path: name }));
    const lint = async (order: DiscoveredFile[]) => {
      const results = [];
      for (const file of order) results.push(await lintFile(file, { root: dir, config, catalogue }));
      return results.sort((x, y) => (x.path < y.path ? -1 : 1));
    };
    const forward = await lint(files);
    expect(await lint([...files].reverse())).toEqual(forward);
    expect(forward.find((r) => r.path === 'py_garden.py')?.source?.tools.map((t) => t.name)).toEqual(['sow', 'reap']);
  }, 60_000);
});
