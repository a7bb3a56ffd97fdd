/**
 * The baseline: `mcpdesc baseline` writes the findings a repository has, `lint` then fails only on new
 * ones and reports fixed entries, `baseline --update` prunes them. Fingerprints survive line shifts.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { EXIT, runCli } from '../src/cli/main.js';
import { lintSource } from '../src/engine/lint.js';
import { applyBaseline, BaselineError, buildBaseline, parseBaseline, pruneBaseline } from '../src/runner/baseline.js';
import { catalogue } from './helpers/corpus.js';

const NAME = 'mcp.tool.name-format';
const tool = (name: string) => `  - name: ${name}\n    inputSchema: {type: object}`;
const descriptor = (head: string, ...names: string[]) => `protocolVersion: "2025-11-25"\n${head}tools:\n${names.map(tool).join('\n')}\n`;
const results = (text: string, path = 'a.mcp.yaml') => [lintSource(path, text, { catalogue })];

describe('baseline entries', () => {
  it('count findings per rule, file and fingerprint, in a stable order', () => {
    const baseline = buildBaseline([...results(descriptor('', 'b c', 'a b')), ...results(descriptor('', 'a b', 'a b'), 'z.mcp.yaml')]);
    expect(baseline.entries.map((e) => [e.file, e.rule, e.count])).toEqual([
      ['a.mcp.yaml', NAME, 1],
      ['a.mcp.yaml', NAME, 1],
      // Two tools with the same name: the same message at /tools/0/name and /tools/1/name, one entry.
      ['z.mcp.yaml', NAME, 2],
      ['z.mcp.yaml', 'mcpdesc.tool.name-unique', 1],
    ]);
    expect(baseline.entries[0].fingerprint).toMatch(/^[0-9a-f]{16}$/);
  });

  it('still match after lines are added above the findings; a fixed one is stale, a new one is reported', () => {
    const before = buildBaseline(results(descriptor('', 'a b', 'c d')));
    // Lines above, and a tool inserted first: "a b" moves from /tools/0 to /tools/1 and is still known.
    const after = applyBaseline(results(descriptor('# moved\n\ninstructions: hi\n', 'new_first', 'a b', 'c_d', 'e f')), before, '.mcpdesc-baseline.json');
    expect(after.results[0].findings.map((f) => f.message)).toEqual([expect.stringContaining('"e f"')]);
    expect(after.results[0].suppressed?.map((f) => [f.range.start.line, f.suppression])).toEqual([
      [8, { kind: 'external', justification: 'in the baseline (.mcpdesc-baseline.json): accepted when mcpdesc was adopted' }],
    ]);
    expect(after.stale.map((e) => [e.file, e.rule, e.count])).toEqual([['a.mcp.yaml', NAME, 1]]);
    expect(pruneBaseline(before, after.stale).entries).toHaveLength(1);
  });

  it('hold as many findings as their count, and no more', () => {
    const text = descriptor('', 'a b');
    const [entry] = buildBaseline(results(text)).entries;
    const twice = `${text}${tool('a b')}\n`;
    const applied = applyBaseline(results(twice), { entries: [entry] }, 'b.json');
    expect(applied.results[0].suppressed).toHaveLength(1);
    expect(applied.results[0].findings.filter((f) => f.ruleId === NAME).map((f) => f.pointer)).toEqual(['/tools/1/name']);
  });

  it('are not stale for files that were not checked (a --changed-since run)', () => {
    const baseline = buildBaseline(results(descriptor('', 'a b'), 'other.mcp.yaml'));
    expect(applyBaseline(results(descriptor('', 'ok')), baseline, 'b.json').stale).toEqual([]);
  });

  it('are read strictly', () => {
    const error = (text: string) => {
      try {
        parseBaseline(text, 'b.json');
      } catch (e) {
        if (e instanceof BaselineError) return e.message;
      }
      throw new Error('no BaselineError');
    };
    expect(error('{')).toMatch(/^b\.json: not valid JSON \(.+\)\. Write it again with "mcpdesc baseline"\.$/);
    expect(error('{"findings": []}')).toBe(
      'b.json: not an mcpdesc baseline (expected {"version": 1, "findings": [...]}). Write it again with "mcpdesc baseline".',
    );
    expect(error('{"version": 1, "findings": [{"rule": "x", "file": "a", "fingerprint": "f", "count": 0}]}')).toBe(
      'b.json: findings[0] must be {"rule", "file", "fingerprint", "count" (a whole number from 1)}, not {"rule":"x","file":"a","fingerprint":"f","count":0}. Write it again with "mcpdesc baseline".',
    );
  });
});

describe('mcpdesc baseline and lint --baseline', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'mcpdesc-baseline-'));
    writeFileSync(join(dir, '.mcpdesc.yaml'), `rules:\n  ${NAME}: error\n`);
    writeFileSync(join(dir, 'a.mcp.yaml'), descriptor('', 'a b', 'c d'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));
  async function cli(...args: string[]) {
    let stdout = '';
    let stderr = '';
    const code = await runCli(args, {
      cwd: dir,
      stdout: (t) => {
        stdout += t;
      },
      stderr: (t) => {
        stderr += t;
      },
    });
    return { code, stdout, stderr };
  }

  it('writes the baseline; lint then passes, fails on a new finding, and names fixed entries', async () => {
    expect((await cli('lint')).code).toBe(EXIT.findings);
    expect(await cli('baseline')).toEqual({
      code: EXIT.ok,
      stdout: 'Wrote .mcpdesc-baseline.json: 2 findings in 1 file. Commit it: lint now fails only on findings not in it.\n',
      stderr: '',
    });
    const written = JSON.parse(readFileSync(join(dir, '.mcpdesc-baseline.json'), 'utf8')) as { version: number; findings: { rule: string; file: string }[] };
    expect(written.version).toBe(1);
    expect(written.findings.map((e) => [e.rule, e.file])).toEqual([
      [NAME, 'a.mcp.yaml'],
      [NAME, 'a.mcp.yaml'],
    ]);
    expect(await cli('lint')).toEqual({ code: EXIT.ok, stdout: '1 MCP file checked: 1 descriptor. No problems. 2 suppressed.\n', stderr: '' });

    writeFileSync(join(dir, 'a.mcp.yaml'), descriptor('# a new first line\n', 'a b', 'c_d', 'e f'));
    const after = await cli('lint');
    expect(after.code).toBe(EXIT.findings);
    expect(after.stdout).toContain('a.mcp.yaml:8:11 error mcp.tool.name-format Tool name "e f" contains a space.');
    expect(after.stdout).toMatch(/1 problem \(1 error, 0 warnings, 0 notes\) in 1 of 1 MCP file checked: 1 descriptor\. 1 suppressed\.\n$/);
    expect(after.stderr).toBe(
      'mcpdesc: 1 finding in .mcpdesc-baseline.json is fixed (a.mcp.yaml): run "mcpdesc baseline --update" to remove it, so it does not hide a new finding later.\n',
    );

    expect((await cli('baseline', '--update')).stdout).toBe(
      'Updated .mcpdesc-baseline.json: removed 1 fixed finding, 1 finding left. 1 finding not in it is still reported by lint (run "mcpdesc baseline" to accept them all).\n',
    );
    expect((await cli('lint')).stderr).toBe('');
    expect((await cli('lint')).code).toBe(EXIT.findings);
  });

  it('reads --baseline FILE, which must exist, and writes it with baseline --baseline FILE', async () => {
    expect((await cli('baseline', '--baseline', 'ci/../known.json')).code).toBe(EXIT.ok);
    expect(existsSync(join(dir, 'known.json'))).toBe(true);
    expect(existsSync(join(dir, '.mcpdesc-baseline.json'))).toBe(false);
    expect((await cli('lint')).code).toBe(EXIT.findings);
    expect((await cli('lint', '--baseline', 'known.json')).code).toBe(EXIT.ok);
    expect(await cli('lint', '--baseline', 'nope.json')).toEqual({
      code: EXIT.error,
      stdout: '',
      stderr: 'mcpdesc: --baseline: there is no nope.json. Write one with "mcpdesc baseline", or check the path.\n',
    });
    expect((await cli('baseline', '--update')).stderr).toBe(
      'mcpdesc: --update: there is no .mcpdesc-baseline.json to update. Write one with "mcpdesc baseline".\n',
    );
  });

  it('uploads baselined findings to SARIF as dismissed', async () => {
    await cli('baseline');
    const sarif = JSON.parse((await cli('lint', '--format', 'sarif')).stdout) as { runs: { results: { suppressions?: { kind: string }[] }[] }[] };
    expect(sarif.runs[0].results.map((r) => r.suppressions?.[0].kind)).toEqual(['external', 'external']);
  });
});
