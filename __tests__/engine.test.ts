import { describe, expect, it } from '@jest/globals';
import { lintSource } from '../src/engine/lint.js';
import { hasInternalError, reachesFailLevel } from '../src/engine/outcome.js';
import { descriptorRule, type Rule } from '../src/formats/mcpdesc-descriptor/context.js';
import { DESCRIPTOR } from '../src/formats/mcpdesc-descriptor/index.js';
import { RULES } from '../src/formats/mcpdesc-descriptor/rules/index.js';
import { defineFormat } from '../src/formats/types.js';
import { catalogue } from './helpers/corpus.js';

/** The descriptor format, checked by these rules instead of its own. */
const withRules = (rules: readonly Rule[]) => [defineFormat({ ...DESCRIPTOR, documentRules: [], rules })];

const descriptor = JSON.stringify({ protocolVersion: '2024-11-05', tools: [{ name: 'a', title: 'A', inputSchema: { type: 'object' } }] }, null, 2);

describe('engine', () => {
  it('turns a crashing rule into an mcpdesc.internal finding and still runs the other rules', () => {
    const crashing = descriptorRule('mcp.schema.tool', () => {
      throw new TypeError('boom');
    });
    const rules = [crashing, ...RULES.filter((r) => r.id !== 'mcp.schema.tool')];
    const result = lintSource('a.mcp.json', descriptor, { catalogue, formats: withRules(rules) });
    expect(result.findings.map((f) => f.ruleId).sort()).toEqual(['mcpdesc.internal', 'mcpdesc.version.field-availability']);
    expect(result.findings.find((f) => f.ruleId === 'mcpdesc.internal')?.message).toContain('rule mcp.schema.tool on this file (TypeError: boom)');
    expect(hasInternalError([result])).toBe(true);
    expect(reachesFailLevel([result], 'never')).toBe(false); // which is why shells check hasInternalError separately
  });

  it('reports the same finding once, and each other message at a place, or the same message at another place', () => {
    const repeating = descriptorRule('mcp.schema.tool', ({ report }) => {
      for (const message of ['one', 'two', 'one', 'three', 'two']) report('/tools/0/name', message);
      report('/tools/0/title', 'one');
      report('/tools/0/name', 'one', 'key');
    });
    const result = lintSource('a.mcp.json', descriptor, { catalogue, formats: withRules([repeating]) });
    expect(result.findings.map((f) => [f.pointer, f.range.start.column, f.message])).toEqual([
      ['/tools/0/name', 15, 'one'],
      ['/tools/0/name', 15, 'two'],
      ['/tools/0/name', 15, 'three'],
      ['/tools/0/title', 16, 'one'],
      ['/tools/0/name', 7, 'one'],
    ]);
  });

  it('runs a rule only for the protocol versions in its catalogue entry', () => {
    const seen: string[] = [];
    const probe = descriptorRule('mcpdesc.version.deprecated', (context) => {
      seen.push(context.version);
    });
    const versioned = { ...catalogue, get: (id: string) => (id === probe.id ? { ...catalogue.get(id)!, versions: ['2026-07-28'] } : catalogue.get(id)) };
    lintSource('a.mcp.json', descriptor, { catalogue: versioned, formats: withRules([probe]) });
    lintSource('b.mcp.json', descriptor.replace('2024-11-05', '2026-07-28'), { catalogue: versioned, formats: withRules([probe]) });
    expect(seen).toEqual(['2026-07-28']);
  });

  it('applies per-rule level overrides and "off"', () => {
    const result = lintSource('a.mcp.json', descriptor, { catalogue, settings: { 'mcpdesc.version.field-availability': 'error' } });
    expect(result.findings.map((f) => `${f.ruleId} ${f.level}`)).toEqual(['mcpdesc.version.field-availability error']);
    expect(lintSource('a.mcp.json', descriptor, { catalogue, settings: { 'mcpdesc.version.field-availability': 'off' } }).findings).toEqual([]);
  });

  it('does not run descriptor rules on a file without a supported version', () => {
    const result = lintSource('a.mcp.json', descriptor.replace('2024-11-05', '2099-01-01'), { catalogue });
    expect(result.format).toBe('mcpdesc-descriptor');
    expect(result.version).toBeNull();
    expect(result.findings.map((f) => f.ruleId)).toEqual(['mcpdesc.document.protocol-version']);
    expect(result.findings[0].message).toContain('newer than 2026-07-28');
  });
});
