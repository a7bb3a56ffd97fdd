/**
 * The form a run keeps its results in (src/runner/retain.ts): the same values, with what repeats
 * across files (messages, pointers, ranges, excerpts) held once.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from '@jest/globals';
import type { FileResult, Finding } from '../src/engine/finding.js';
import { DEFAULT_CONFIG } from '../src/runner/config.js';
import { retainer } from '../src/runner/retain.js';
import { ownCopy } from '../src/util/copy.js';
import { lintPaths } from '../src/runner/run.js';
import { catalogue } from './helpers/corpus.js';

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

/** The heap in use after a full garbage collection. */
function keptHeap(): number {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  return process.memoryUsage().heapUsed;
}

describe('ownCopy', () => {
  it('copies a slice and a concatenation without their source: dropping the text frees it', () => {
    const before = keptHeap();
    // Messages and excerpts cut from 2 MB texts (one byte a character), as a lint cuts them from a file.
    const copies = Array.from({ length: 5 }, (_, file) => {
      const text = `${file}${'y'.repeat(2_000_000)}`;
      return [ownCopy(`Unknown property "${text.slice(1, 41)}" here`), ownCopy(text.slice(10, 60))];
    });
    expect(copies[0]).toEqual([`Unknown property "${'y'.repeat(40)}" here`, 'y'.repeat(50)]);
    // Kept by the copies, the texts would be 10 MB.
    expect(keptHeap() - before).toBeLessThan(1_000_000);
  });
});

describe('a run', () => {
  it("keeps none of its files' text once they are checked, only their findings", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcpdesc-retain-'));
    try {
      // Files with a finding each and a long description of their own (16,000 characters, the longest
      // a cache of read descriptions would take): 1.6 MB of text in all.
      const write = (folder: string, count: number) => {
        mkdirSync(join(dir, folder));
        for (let i = 0; i < count; i++) {
          const description = `${folder} ${i} `.padEnd(16_000, `${folder}${i}-`);
          const descriptor = {
            protocolVersion: '2025-06-18',
            capabilities: { tools: {} },
            tools: [{ name: 't', description, inputSchema: { type: 'objekt' } }],
          };
          writeFileSync(join(dir, folder, `f${i}.mcp.json`), JSON.stringify(descriptor));
        }
      };
      write('warm', 20);
      write('measured', 100);
      const lint = (folder: string) => lintPaths([folder], { root: dir, config: DEFAULT_CONFIG, catalogue, jobs: 1 });
      // The code that reports is compiled on the first files, so the measured run counts only what it keeps.
      await lint('warm');
      const before = keptHeap();
      const run = await lint('measured');
      const kept = keptHeap() - before;
      expect(run.results.filter((r) => r.findings.length > 0)).toHaveLength(100);
      // Half the text: what the run keeps of its own (results, code compiled on the way) measured 0.3-0.45 MB.
      expect(kept).toBeLessThan(800_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
