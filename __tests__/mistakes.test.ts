/**
 * The mistakes corpus (issue 15): every module in __tests__/mistakes/ exports MISTAKES, typical errors in
 * hand-written MCP files. Each must give exactly one finding, of the named rule, at the named pointer,
 * whose message carries the suggestion: one mistake, one actionable report, nothing else.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { lintSource } from '../src/engine/lint.js';
import { DEFAULT_CONFIG } from '../src/runner/config.js';
import { catalogue } from './helpers/corpus.js';
import type { Mistake } from './mistakes/mistake.js';

const folder = new URL('./mistakes/', import.meta.url);
const modules = readdirSync(folder).filter((f) => f.endsWith('.ts') && f !== 'mistake.ts');
const mistakes: Mistake[] = [];
for (const file of modules.sort()) {
  const module = (await import(new URL(file, folder).href)) as { MISTAKES?: Mistake[] };
  if (!module.MISTAKES) throw new Error(`__tests__/mistakes/${file} exports no MISTAKES`);
  mistakes.push(...module.MISTAKES);
}

describe('typical mistakes: each gives exactly one finding, at the right place, with the suggestion', () => {
  it('the corpus holds at least 60 mistakes, with distinct names', () => {
    expect(mistakes.length).toBeGreaterThanOrEqual(60);
    expect(new Set(mistakes.map((m) => m.name)).size).toBe(mistakes.length);
  });
  it.each(mistakes.map((m) => [m.name, m] as const))('%s', (_name, m) => {
    const result = lintSource(m.path ?? 'case.mcp.json', m.text, { catalogue, settings: {}, limits: DEFAULT_CONFIG.limits, explicit: true });
    const found = result.findings.map((f) => ({ rule: f.ruleId, pointer: f.pointer, message: f.message }));
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ rule: m.rule, pointer: m.pointer });
    expect(found[0].message).toContain(m.suggestion);
  });
});
