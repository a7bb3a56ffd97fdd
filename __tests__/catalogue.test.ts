import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { FIX_PLACEHOLDER, readRules } from '../src/catalogue/catalogue.js';
import { formatOf, parseDocument } from '../src/parse/parse.js';
import { FORMATS } from '../src/formats/index.js';
import { SHARED_RULES } from '../src/rules/index.js';
import { getAt } from '../src/util/pointer.js';
import { DRIFT_RULE_IDS } from '../src/drift/compare.js';
import { catalogue, CORPUS, corpusFindings, expectations } from './helpers/corpus.js';

const expected = expectations();
const RULE_TESTS = fileURLToPath(new URL('./rules/', import.meta.url));
// Reported by the engine itself (file reading, rule failures) rather than by a rule function.
const ENGINE_RULES = ['mcpdesc.internal', 'mcpdesc.document.file', 'mcpdesc.document.format', 'mcpdesc.suppression.invalid', 'mcpdesc.suppression.unused'];
const withExamples = catalogue.rules.filter((r) => r.kind !== 'mcpdesc-internal');

describe('rule catalogue', () => {
  it('has an implementation for every entry and an entry for every implementation', () => {
    // Drift rules are reported by "mcpdesc verify" from src/drift, not by lint rule functions.
    const implemented = [...new Set([...SHARED_RULES.map((r) => r.id), ...FORMATS.flatMap((f) => f.ruleIds), ...DRIFT_RULE_IDS])].sort();
    const catalogued = catalogue.rules
      .map((r) => r.id)
      .filter((id) => !ENGINE_RULES.includes(id))
      .sort();
    expect(implemented).toEqual(catalogued);
  });

  it('names, for each rule, the formats whose rules include it', () => {
    const everyFormat = FORMATS.map((f) => f.id).sort();
    for (const rule of SHARED_RULES) expect([rule.id, [...catalogue.get(rule.id)!.formats].sort()]).toEqual([rule.id, everyFormat]);
    const implementers = new Map<string, string[]>();
    for (const format of FORMATS) for (const id of format.ruleIds) implementers.set(id, [...(implementers.get(id) ?? []), format.id]);
    for (const [id, formats] of implementers) expect([id, [...(catalogue.get(id)?.formats ?? [])].sort()]).toEqual([id, formats.sort()]);
  });

  it("has a RuleTester table for every rule (mcpdesc.internal is the engine's own: see engine.test.ts)", () => {
    const missing = catalogue.rules.map((r) => r.id).filter((id) => id !== 'mcpdesc.internal' && !existsSync(join(RULE_TESTS, `${id}.rules.ts`)));
    expect(missing).toEqual([]);
  });

  it('tags every security-family rule with security and its OWASP MCP Top 10 category (SARIF tags; security-severity follows the security tag)', () => {
    const security = catalogue.rules.filter((r) => r.family === 'security');
    expect(security.length).toBeGreaterThanOrEqual(3);
    for (const rule of security) {
      expect(rule.tags).toContain('security');
      expect(rule.tags.filter((t) => /^owasp-mcp:MCP(?:0[1-9]|10) \S/.test(t))).toHaveLength(1);
    }
  });

  it('says for every rule how to fix a finding, in 1 to 3 sentences of its own (not the new-rule placeholder)', () => {
    for (const rule of catalogue.rules) {
      expect([rule.id, rule.fix === FIX_PLACEHOLDER || /\bTODO\b/.test(rule.fix)]).toEqual([rule.id, false]);
      const sentences = rule.fix.split(/[.!?](?:\s|$)/).filter((s) => s.trim() !== '').length;
      expect([rule.id, sentences >= 1 && sentences <= 3]).toEqual([rule.id, true]);
      expect([rule.id, rule.fix === rule.summary || rule.fix === rule.statement]).toEqual([rule.id, false]);
    }
  });

  it('refuses an entry without "fix", naming the rule and what to write', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcpdesc-catalogue-'));
    mkdirSync(join(dir, 'rules'));
    const entry = (fix: string) =>
      `format: mcpdesc-descriptor\nrules:\n  - id: mcpdesc.tool.example\n    title: T\n    summary: S\n    statement: St\n${fix}    owner: mcpdesc\n    surface: Tool\n    path: /tools\n    kind: mcpdesc-semantic\n    level: must\n    status: experimental\n`;
    writeFileSync(join(dir, 'rules', 'tools.yaml'), entry(''));
    expect(() => readRules(dir)).toThrow('rules/tools.yaml, rule mcpdesc.tool.example: "fix" is missing: write what a user does about a finding of this rule');
    writeFileSync(join(dir, 'rules', 'tools.yaml'), entry(`    fix: ${FIX_PLACEHOLDER}\n`));
    // The scaffold's placeholder loads (so the new rule's tests run), and the test above rejects it.
    expect(readRules(dir)[0].fix).toBe(FIX_PLACEHOLDER);
    writeFileSync(join(dir, 'rules', 'tools.yaml'), entry('    fix: Do it.\n    exists: Tool.nonsense\n'));
    expect(() => readRules(dir)).toThrow('"exists" names Tool.nonsense, but Tool has no field nonsense');
    writeFileSync(join(dir, 'rules', 'tools.yaml'), entry("    fix: Do it.\n    exists: Icon\n    versions: { since: '2025-06-18' }\n"));
    expect(() => readRules(dir)).toThrow('"versions" includes 2025-06-18, where its surface ("exists") does not exist');
    // A family's format is one of the registry's (src/formats/*/info.ts), not any id.
    writeFileSync(join(dir, 'rules', 'tools.yaml'), entry('    fix: Do it.\n').replace('format: mcpdesc-descriptor', 'format: mcpdesc-descriptr'));
    expect(() => readRules(dir)).toThrow('rules/tools.yaml, rule mcpdesc.tool.example: unknown format mcpdesc-descriptr');
    rmSync(dir, { recursive: true });
  });

  it('uses ids of the form owner.family.name', () => {
    for (const rule of catalogue.rules) expect(rule.id).toMatch(new RegExp(`^${rule.owner}\\.[a-z-]+(\\.[a-z-]+)*$`));
  });

  it.each(withExamples.map((r) => [r.id, r] as const))('%s has a valid and an invalid example that exist', (_id, rule) => {
    expect(rule.examples.valid.length).toBeGreaterThan(0);
    expect(rule.examples.invalid.length).toBeGreaterThan(0);
    for (const ref of [...rule.examples.valid, ...rule.examples.invalid]) {
      const path = join(CORPUS, ref.file);
      expect(existsSync(path)).toBe(true);
      const parsed = parseDocument(readFileSync(path, 'utf8'), formatOf(ref.file));
      if (parsed.value !== undefined) expect(getAt(parsed.value, ref.pointer)).not.toBeUndefined();
    }
  });

  it.each(withExamples.map((r) => [r.id, r] as const))('%s fires inside each invalid example and is listed in expectations', async (_id, rule) => {
    for (const ref of rule.examples.invalid) {
      expect(ref.file.startsWith('expected-invalid/')).toBe(true);
      const findings = (await corpusFindings(ref.file)).filter((f) => f.ruleId === rule.id);
      const inside = findings.filter((f) => f.pointer === ref.pointer || f.pointer.startsWith(`${ref.pointer}/`) || f.pointer === '');
      expect(inside.length).toBeGreaterThan(0);
      const listed = expected[ref.file.replace('expected-invalid/', '')] ?? [];
      expect(listed.some((e) => e.rule === rule.id)).toBe(true);
    }
    for (const ref of rule.examples.valid) expect(ref.file.startsWith('expected-valid/')).toBe(true);
  });
});
