/**
 * The corpora of npm run bench:security as a regression guard: no security rule fires on the benign
 * corpus (real servers' descriptors), and each attack class catches the number of cases the committed
 * bench/security-results.json records.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { packageRoot } from '../../src/catalogue/package-root.js';
import { lintSource } from '../../src/engine/lint.js';
import type { JsonObject } from '../../src/util/json.js';
import { type AttackClass, maliciousCases } from '../../scripts/bench-security/cases.js';
import { type FreshCaseBuilt, type FreshClass, freshCases } from '../../scripts/bench-security/fresh.js';
import { holdoutCases } from '../../scripts/bench-security/holdout.js';
import { holdout3Cases } from '../../scripts/bench-security/holdout3.js';
import { catalogue } from '../helpers/corpus.js';

const root = packageRoot();
const BENIGN = join(root, 'bench', 'security', 'benign');
const security = (name: string, text: string) =>
  lintSource(name, text, { catalogue, explicit: true }).findings.filter((f) => f.ruleId.startsWith('mcpdesc.security.'));
const files = readdirSync(BENIGN)
  .filter((n) => n.endsWith('.mcp.json'))
  .sort()
  .map((name) => ({ name, text: readFileSync(join(BENIGN, name), 'utf8') }));

describe('bench:security corpora', () => {
  it('gets no security finding on any benign descriptor', () => {
    expect(files.length).toBeGreaterThanOrEqual(30);
    expect(files.flatMap(({ name, text }) => security(name, text).map((f) => `${name} ${f.pointer} ${f.ruleId}`))).toEqual([]);
  }, 60_000);

  it('catches as many malicious cases per class as the committed results say (rerun npm run bench:security after a change)', () => {
    const committed = JSON.parse(readFileSync(join(root, 'bench', 'security-results.json'), 'utf8')) as {
      malicious: { byClass: { class: AttackClass; caught: number }[] };
    };
    const cases = maliciousCases(files.map(({ name, text }) => ({ name: name.replace(/\.mcp\.json$/, ''), descriptor: JSON.parse(text) as JsonObject })));
    expect(cases.length).toBeGreaterThanOrEqual(150);
    const caught = new Map<AttackClass, number>();
    for (const c of cases)
      if (security(`${c.id}.mcp.json`, JSON.stringify(c.descriptor)).length > 0) caught.set(c.attackClass, (caught.get(c.attackClass) ?? 0) + 1);
    for (const row of committed.malicious.byClass) expect([row.class, caught.get(row.class) ?? 0]).toEqual([row.class, row.caught]);
  }, 60_000);

  // Caught per class and hard negatives flagged, as the committed results record them.
  function tally(cases: readonly FreshCaseBuilt[]) {
    const flagged = new Map<string, number>();
    for (const c of cases) if (security(`${c.id}.mcp.json`, JSON.stringify(c.descriptor)).length > 0) flagged.set(c.kind, (flagged.get(c.kind) ?? 0) + 1);
    return flagged;
  }
  const committedFresh = () =>
    JSON.parse(readFileSync(join(root, 'bench', 'security-results.json'), 'utf8')) as Record<
      'fresh' | 'holdout' | 'holdout3',
      { byClass: { class: FreshClass; caught: number }[]; flaggedNegatives: number }
    >;
  const benign = () => files.map(({ name, text }) => ({ name: name.replace(/\.mcp\.json$/, ''), descriptor: JSON.parse(text) as JsonObject }));

  it.each([
    ['fresh', freshCases],
    ['holdout', holdoutCases],
    ['holdout3', holdout3Cases],
  ] as const)(
    'catches the %s corpus as the committed results say (rerun npm run bench:security after a change)',
    (corpus, build) => {
      const committed = committedFresh()[corpus];
      const flagged = tally(build(benign()));
      expect(flagged.get('hard-negative') ?? 0).toBe(committed.flaggedNegatives);
      for (const row of committed.byClass) expect([row.class, flagged.get(row.class) ?? 0]).toEqual([row.class, row.caught]);
    },
    60_000,
  );
});
