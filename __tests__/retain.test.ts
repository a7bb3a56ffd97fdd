/**
 * The form a run keeps its results in (src/runner/retain.ts): the same values, with what repeats
 * across files (messages, pointers, ranges, excerpts) held once.
 */
import { describe, expect, it } from '@jest/globals';
import type { FileResult, Finding } from '../src/engine/finding.js';
import { retainer } from '../src/runner/retain.js';

const message = 'Tool "x" has no description: a model picks tools by their description, so add one.';

function finding(path: string, line: number): Finding {
  return {
    ruleId: 'mcpdesc.tool.description',
    level: 'warning',
    // Built at run time, as the session builds messages, so no two results share the copy.
    message: `${message.slice(0, 10)}${message.slice(10)}`,
    path,
    pointer: `/tools/${line - 10}`,
    range: { start: { line, column: 5 }, end: { line, column: 9 } },
    excerpt: { text: `    "name": "x${''}",`, column: 1 },
    fingerprint: 'abc:1',
    related: [{ path: 'package.json', range: { start: { line: 2, column: 3 }, end: { line: 2, column: 12 } }, message: 'package.json "version" is "1.3.0"' }],
  };
}

function result(path: string): FileResult {
  return {
    path,
    format: 'mcpdesc-descriptor',
    version: '2025-11-25',
    findings: [finding(path, 12), finding(path, 15)],
    suppressed: [{ ...finding(path, 20), suppression: { kind: 'inSource', justification: 'known' } }],
  };
}

describe('retainer', () => {
  it('keeps every value as it was', () => {
    const retain = retainer();
    for (const path of ['a.mcp.json', 'b.mcp.json']) expect(retain(result(path))).toEqual(result(path));
    const skipped: FileResult = { path: 'c.json', format: null, version: null, skipped: 'not an MCP file: no tools', findings: [] };
    expect(retain(skipped)).toEqual(skipped);
  });

  it('holds what repeats across files once', () => {
    const retain = retainer();
    const a = retain(result('a.mcp.json'));
    const b = retain(result('b.mcp.json'));
    const [fa, fb] = [a.findings[0], b.findings[0]];
    expect(fb.range).toBe(fa.range);
    expect(fb.excerpt).toBe(fa.excerpt);
    expect(fb.related?.[0].range).toBe(fa.related?.[0].range);
    // Different places keep their own range.
    expect(a.findings[1].range).not.toBe(fa.range);
    expect(a.findings[1].range).toEqual({ start: { line: 15, column: 5 }, end: { line: 15, column: 9 } });
  });
});
