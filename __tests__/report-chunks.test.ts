/**
 * The JSON and text reports are written in pieces (a large run never holds its report whole): the
 * pieces must make exactly the report made at once, and --output must write all of them.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { checkedFiles, compareByPosition, type FileResult, type Finding } from '../src/engine/finding.js';
import { jsonChunks } from '../src/report/json.js';
import { formatText, textChunks } from '../src/report/text.js';
import { writeFileAtomic } from '../src/util/write-file-atomic.js';

function finding(path: string, i: number): Finding {
  return {
    ruleId: `mcpdesc.rule.r${i % 7}`,
    level: (['error', 'warning', 'note'] as const)[i % 3],
    message: `Finding ${i}: "quoted", a line\nbreak, a tab\t and \u00e9 \ud83d\ude00.`,
    path,
    pointer: `/tools/${i}/name`,
    range: { start: { line: 10 + i, column: 3 }, end: { line: 10 + i, column: 9 } },
    excerpt: { text: `    "name": "t${i}",`, column: 1 },
  };
}

function results(files: number, perFile: number): FileResult[] {
  return Array.from({ length: files }, (_, f) => ({
    path: `dir/f${f}.mcp.json`,
    format: 'mcpdesc-descriptor',
    version: '2025-11-25',
    findings: Array.from({ length: perFile }, (_, i) => finding(`dir/f${f}.mcp.json`, i)),
    ...(f % 2 === 0 ? { suppressed: [{ ...finding(`dir/f${f}.mcp.json`, 99), suppression: { kind: 'inSource' as const, justification: 'known' } }] } : {}),
  }));
}

/** The JSON report as it was made before it came in pieces: one object, stringified. */
function atOnce(all: readonly FileResult[], toolVersion: string): string {
  const shape = (f: Finding) => ({
    ruleId: f.ruleId,
    level: f.level,
    path: f.path,
    pointer: f.pointer,
    line: f.range.start.line,
    column: f.range.start.column,
    endLine: f.range.end.line,
    endColumn: f.range.end.column,
    message: f.message,
  });
  const report = {
    version: toolVersion,
    files: checkedFiles(all).map((r) => ({ path: r.path, protocolVersion: r.version, format: r.format, version: r.version })),
    skipped: all.filter((r) => r.skipped !== undefined).map((r) => ({ path: r.path, format: r.format, reason: r.skipped })),
    findings: all
      .flatMap((r) => r.findings)
      .sort(compareByPosition)
      .map(shape),
    suppressed: all
      .flatMap((r) => r.suppressed ?? [])
      .sort(compareByPosition)
      .map((f) => ({ ...shape(f), suppression: f.suppression })),
  };
  return `${JSON.stringify(report, null, 2)}\n`;
}

const dir = mkdtempSync(join(tmpdir(), 'mcpdesc-chunks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('reports in pieces', () => {
  const skipped: FileResult = { path: 'x.json', format: null, version: null, skipped: 'not an MCP file', findings: [] };
  it.each([
    ['no findings', [skipped]],
    ['no files at all', []],
    ['one finding', results(1, 1)],
    ['several pieces of findings', [...results(3, 1_700), skipped]],
  ])('JSON: the same text as the report made at once, with %s', (_, all) => {
    const pieces = [...jsonChunks(all, '9.9.9')];
    expect(pieces.join('')).toBe(atOnce(all, '9.9.9'));
    JSON.parse(pieces.join(''));
  });

  it('text: the pieces are the report', () => {
    const all = results(3, 1_700);
    const pieces = [...textChunks(all)];
    expect(pieces.length).toBeGreaterThan(2);
    expect(pieces.join('')).toBe(formatText(all));
    expect(formatText(all)).toMatch(/^dir\/f0\.mcp\.json:10:3 error mcpdesc\.rule\.r0 Finding 0/);
  });

  it('text in colour paints the level, the rule and the caret, and nothing else', () => {
    const one = results(1, 2);
    const plain = formatText(one);
    const painted = formatText(one, { color: true });
    expect(painted).toContain('dir/f0.mcp.json:10:3 \x1b[1;31merror\x1b[0m \x1b[2mmcpdesc.rule.r0\x1b[0m Finding 0');
    expect(painted).toContain('  11 |     "name": "t1",\n     |   \x1b[33m^^^^^^\x1b[0m\n');
    // Without its colours, the same report.
    expect(painted.replace(/\x1b\[[0-9;]*m/g, '')).toBe(plain);
  });

  it('--output writes every piece, in order', async () => {
    const file = join(dir, 'report.json');
    await writeFileAtomic(file, ['one,', 'two,', '', 'three\n']);
    expect(readFileSync(file, 'utf8')).toBe('one,two,three\n');
    await writeFileAtomic(file, 'whole\n');
    expect(readFileSync(file, 'utf8')).toBe('whole\n');
  });
});
