import { describe, expect, it } from '@jest/globals';
import type { FileResult, Finding } from '../src/engine/finding.js';
import { byChange } from '../src/runner/by-change.js';

const range = { start: { line: 2, column: 3 }, end: { line: 2, column: 9 } };

function finding(path: string, ruleId: string, related: string[] = []): Finding {
  return {
    ruleId,
    level: 'error',
    message: `${ruleId} in ${path}`,
    path,
    pointer: '/version',
    range,
    ...(related.length > 0 ? { related: related.map((place) => ({ path: place, range, message: 'there' })) } : {}),
  };
}

function result(path: string, findings: Finding[], suppressed: Finding[] = []): FileResult {
  return { path, format: 'mcp-registry-server-json', version: null, findings, ...(suppressed.length > 0 ? { suppressed } : {}) };
}

describe('byChange', () => {
  it('keeps the findings of changed files and those that point into one; the rest of an unchanged file are old', () => {
    const bump = finding('server.json', 'mcpdesc.consistency.version', ['package.json']);
    const stale = finding('server.json', 'mcpdesc.registry.structure');
    const other = finding('other/server.json', 'mcpdesc.consistency.version', ['other/package.json']);
    const own = finding('added.mcp.json', 'mcp.schema.tool');
    const { judged, old, unchangedFiles } = byChange(
      [result('added.mcp.json', [own]), result('other/server.json', [other]), result('server.json', [stale, bump])],
      new Set(['package.json', 'added.mcp.json']),
    );
    expect(judged.map((r) => r.findings)).toEqual([[own], [], [bump]]);
    expect(old).toEqual([other, stale]);
    expect(unchangedFiles).toBe(2);
  });

  it('a dependency-only change leaves every finding of the untouched MCP files old, and keeps internal errors', () => {
    const internal = finding('server.json', 'mcpdesc.internal');
    const accepted = finding('manifest.json', 'mcpdesc.mcpb.icon');
    const { judged, old } = byChange(
      [result('manifest.json', [finding('manifest.json', 'mcpdesc.mcpb.entry-point')], [accepted]), result('server.json', [internal])],
      new Set(['package.json', 'package-lock.json']),
    );
    expect(judged.map((r) => r.findings)).toEqual([[], [internal]]);
    expect(judged[0].suppressed).toBeUndefined();
    expect(old.map((f) => f.ruleId)).toEqual(['mcpdesc.mcpb.entry-point']);
  });

  it('leaves skipped files out of the count of unchanged files checked', () => {
    const skipped: FileResult = { path: 'manifest.json', format: null, version: null, skipped: 'not an MCP file', findings: [] };
    expect(byChange([skipped], new Set(['package.json'])).unchangedFiles).toBe(0);
  });
});
