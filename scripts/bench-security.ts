// npm run bench:security: issue 17's measurement of the security rules. Lints the benign corpus (real
// descriptors captured with `mcpdesc capture` from MCP servers on npm, bench/security/benign/) and the
// malicious corpus (scripts/bench-security/cases.ts: one small change to a real tool per case, by attack
// class), prints recall per class, precision on the benign corpus and every miss and false positive,
// writes bench/security-results.json, and exits 1 on any benign false positive.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { loadCatalogue } from '../src/catalogue/catalogue.js';
import { packageRoot } from '../src/catalogue/package-root.js';
import type { Finding } from '../src/engine/finding.js';
import { lintSource } from '../src/engine/lint.js';
import { DEFAULT_CONFIG } from '../src/runner/config.js';
import type { JsonObject } from '../src/util/json.js';
import { type AttackClass, type BenignFile, maliciousCases, PAYLOADS } from './bench-security/cases.js';
import { FRESH_CLASSES, type FreshCaseBuilt, type FreshClass, freshCases } from './bench-security/fresh.js';
import { holdoutCases } from './bench-security/holdout.js';
import { holdout2Cases } from './bench-security/holdout2.js';
import { holdout3Cases } from './bench-security/holdout3.js';
import { holdout4Cases } from './bench-security/holdout4.js';
import { holdout5Cases } from './bench-security/holdout5.js';
import { holdout6Cases } from './bench-security/holdout6.js';
import { holdout7Cases } from './bench-security/holdout7.js';
import { holdout8Cases } from './bench-security/holdout8.js';
import { holdout9Cases } from './bench-security/holdout9.js';
import { holdout10Cases } from './bench-security/holdout10.js';
import { holdout11Cases } from './bench-security/holdout11.js';
import { holdout12Cases } from './bench-security/holdout12.js';
import { holdout13Cases } from './bench-security/holdout13.js';
import { holdout14Cases } from './bench-security/holdout14.js';
import { holdout15Cases } from './bench-security/holdout15.js';
import { holdout16Cases } from './bench-security/holdout16.js';
import { holdout17Cases } from './bench-security/holdout17.js';
import { holdout18Cases } from './bench-security/holdout18.js';
import { holdout19Cases } from './bench-security/holdout19.js';
import { holdout20Cases } from './bench-security/holdout20.js';
import { holdout21Cases } from './bench-security/holdout21.js';
import { holdout22Cases } from './bench-security/holdout22.js';
import { holdout23Cases } from './bench-security/holdout23.js';
import { holdout24Cases } from './bench-security/holdout24.js';
import { holdout25Cases } from './bench-security/holdout25.js';
import { holdout26Cases } from './bench-security/holdout26.js';
import { holdout27Cases } from './bench-security/holdout27.js';
import { holdout28Cases } from './bench-security/holdout28.js';
import { holdout29Cases } from './bench-security/holdout29.js';
import { holdout30Cases } from './bench-security/holdout30.js';
import { holdout31Cases } from './bench-security/holdout31.js';
import { holdout32Cases } from './bench-security/holdout32.js';
import { holdout33Cases } from './bench-security/holdout33.js';
import { holdout34Cases } from './bench-security/holdout34.js';
import { holdout35Cases } from './bench-security/holdout35.js';
import { holdout36Cases } from './bench-security/holdout36.js';
import { holdout37Cases } from './bench-security/holdout37.js';
import { holdout38Cases } from './bench-security/holdout38.js';
import { holdout39Cases } from './bench-security/holdout39.js';
import { holdout40Cases } from './bench-security/holdout40.js';
import { holdout41Cases } from './bench-security/holdout41.js';
import { holdout42Cases } from './bench-security/holdout42.js';
import { holdout43Cases } from './bench-security/holdout43.js';
import { holdout44Cases } from './bench-security/holdout44.js';
import { holdout45Cases } from './bench-security/holdout45.js';
import { holdout46Cases } from './bench-security/holdout46.js';
import { holdout47Cases } from './bench-security/holdout47.js';
import { holdout48Cases } from './bench-security/holdout48.js';
import { holdout49Cases } from './bench-security/holdout49.js';
import { holdout50Cases } from './bench-security/holdout50.js';
import { holdout51Cases } from './bench-security/holdout51.js';
import { holdout52Cases } from './bench-security/holdout52.js';
import { honestR20Cases } from './bench-security/honest-r20.js';
import { honestR21Cases } from './bench-security/honest-r21.js';
import { honestR22Cases } from './bench-security/honest-r22.js';
import { honestR23Cases } from './bench-security/honest-r23.js';
import { largeTextCosts } from './bench-security/large-text.js';

const began = performance.now();
const root = packageRoot();
const BENIGN = join(root, 'bench', 'security', 'benign');
const RESULTS = join(root, 'bench', 'security-results.json');
const catalogue = loadCatalogue();
/** The rules that report poisoning: every rule the catalogue tags security (the descriptor's and the MCPB manifest's). */
const SECURITY = new Set(catalogue.rules.filter((r) => r.tags.includes('security')).map((r) => r.id));
/** Per rule, over every corpus: poisoned cases it caught and findings on benign text (tools and hard negatives). */
const ruleStats = new Map<string, { caught: number; falsePositives: number }>();
function tally(ruleIds: Iterable<string>, field: 'caught' | 'falsePositives') {
  for (const id of new Set(ruleIds)) {
    const stats = ruleStats.get(id) ?? { caught: 0, falsePositives: 0 };
    stats[field]++;
    ruleStats.set(id, stats);
  }
}

function securityFindings(name: string, text: string): Finding[] {
  const result = lintSource(name, text, { catalogue, limits: DEFAULT_CONFIG.limits, explicit: true });
  const internal = result.findings.find((f) => f.ruleId === 'mcpdesc.internal');
  if (internal) throw new Error(`the engine failed on ${name}: ${internal.message}`);
  return result.findings.filter((f) => SECURITY.has(f.ruleId));
}

const count = (value: unknown) => (Array.isArray(value) ? value.length : 0);

// Benign corpus: every finding is a false positive.
const benign: BenignFile[] = [];
const falsePositives: { file: string; ruleId: string; pointer: string; message: string }[] = [];
const totals = { files: 0, tools: 0, prompts: 0, resources: 0, parameters: 0 };
for (const entry of readdirSync(BENIGN)
  .filter((n) => n.endsWith('.mcp.json'))
  .sort()) {
  const text = readFileSync(join(BENIGN, entry), 'utf8');
  const descriptor = JSON.parse(text) as JsonObject;
  benign.push({ name: entry.replace(/\.mcp\.json$/, ''), descriptor });
  totals.files++;
  totals.tools += count(descriptor.tools);
  totals.prompts += count(descriptor.prompts);
  totals.resources += count(descriptor.resources) + count(descriptor.resourceTemplates);
  for (const tool of (descriptor.tools ?? []) as JsonObject[]) {
    const props = (tool.inputSchema as JsonObject | undefined)?.properties;
    if (props && typeof props === 'object') totals.parameters += Object.keys(props).length;
  }
  const found = securityFindings(entry, text);
  tally(
    found.map((f) => f.ruleId),
    'falsePositives',
  );
  for (const f of found) falsePositives.push({ file: entry, ruleId: f.ruleId, pointer: f.pointer ?? '', message: f.message });
}

// Malicious corpus: a case is caught when any security rule reports on it.
const cases = maliciousCases(benign);
const byClass = new Map<AttackClass, { cases: number; caught: number }>();
const misses: { id: string; attackClass: AttackClass; summary: string }[] = [];
const caughtBy = new Map<string, number>();
for (const c of cases) {
  const stats = byClass.get(c.attackClass) ?? { cases: 0, caught: 0 };
  byClass.set(c.attackClass, stats);
  stats.cases++;
  const findings = securityFindings(`${c.id}.mcp.json`, `${JSON.stringify(c.descriptor, null, 2)}\n`);
  if (findings.length > 0) {
    stats.caught++;
    tally(
      findings.map((f) => f.ruleId),
      'caught',
    );
    for (const rule of new Set(findings.map((f) => f.ruleId))) caughtBy.set(rule, (caughtBy.get(rule) ?? 0) + 1);
  } else {
    misses.push({ id: c.id, attackClass: c.attackClass, summary: c.summary });
  }
}

const pct = (n: number, d: number) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)} %`);
const caught = [...byClass.values()].reduce((s, v) => s + v.caught, 0);
// Precision over all reports: true positives are caught malicious cases, false positives benign files' findings.
const precision = caught / (caught + falsePositives.length);

const rows = (Object.keys(PAYLOADS) as AttackClass[]).map((k) => {
  const s = byClass.get(k) ?? { cases: 0, caught: 0 };
  return { class: k, cases: s.cases, caught: s.caught, recall: s.cases === 0 ? 0 : s.caught / s.cases };
});

const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
console.log(
  `Benign corpus: ${totals.files} servers, ${totals.tools} tools (${totals.parameters} parameters), ${totals.prompts} prompts, ${totals.resources} resources and templates; ${falsePositives.length} security findings (false positives).`,
);
console.log();
console.log(line(['Attack class', 'Cases', 'Caught', 'Recall']));
console.log(line(['---', '---:', '---:', '---:']));
for (const r of rows) console.log(line([r.class, String(r.cases), String(r.caught), pct(r.caught, r.cases)]));
console.log(line(['**all**', String(cases.length), String(caught), pct(caught, cases.length)]));
console.log();
console.log(`Precision: ${pct(caught, caught + falsePositives.length)} (${falsePositives.length} false positives on ${totals.tools} benign tools).`);
console.log(`Caught by: ${[...caughtBy].map(([rule, n]) => `${rule.replace(/^mcpdesc\./, '')} ${n}`).join(', ')}.`);
if (misses.length > 0) {
  console.log(`\nMisses (${misses.length}):`);
  for (const m of misses) console.log(`  ${m.id} [${m.attackClass}] ${m.summary}`);
}
if (falsePositives.length > 0) {
  console.log(`\nFalse positives on the benign corpus (${falsePositives.length}):`);
  for (const f of falsePositives) console.log(`  ${f.file} ${f.pointer} ${f.ruleId}: ${f.message}`);
}

/** Recall per class, hard negatives flagged, misses and false positives of a fresh-style corpus, printed under `title`. */
function measureFresh(title: string, built: readonly FreshCaseBuilt[]) {
  const byClassOf = new Map<FreshClass, { cases: number; caught: number }>(FRESH_CLASSES.map((k) => [k, { cases: 0, caught: 0 }]));
  const missed: { id: string; summary: string }[] = [];
  const flagged: { id: string; summary: string; ruleId: string; pointer: string; message: string }[] = [];
  for (const c of built) {
    const findings = c.file
      ? securityFindings(`${c.id}/${c.file.name}`, c.file.text)
      : securityFindings(`${c.id}.mcp.json`, `${JSON.stringify(c.descriptor, null, 2)}\n`);
    if (c.kind === 'hard-negative') {
      tally(
        findings.map((f) => f.ruleId),
        'falsePositives',
      );
      for (const f of findings) flagged.push({ id: c.id, summary: c.summary, ruleId: f.ruleId, pointer: f.pointer ?? '', message: f.message });
      continue;
    }
    const stats = byClassOf.get(c.kind) as { cases: number; caught: number };
    stats.cases++;
    if (findings.length > 0) {
      stats.caught++;
      tally(
        findings.map((f) => f.ruleId),
        'caught',
      );
    } else missed.push({ id: c.id, summary: c.summary });
  }
  const hardNegatives = built.filter((c) => c.kind === 'hard-negative').length;
  const flaggedNegatives = new Set(flagged.map((f) => f.id)).size;
  const byClass = FRESH_CLASSES.map((k) => {
    const s = byClassOf.get(k) as { cases: number; caught: number };
    return { class: k, cases: s.cases, caught: s.caught, recall: s.cases === 0 ? 0 : s.caught / s.cases };
  });
  const caughtAll = byClass.reduce((s, r) => s + r.caught, 0);
  const casesAll = byClass.reduce((s, r) => s + r.cases, 0);
  console.log(`\n${title}:\n`);
  console.log(line(['Attack class', 'Cases', 'Caught', 'Recall']));
  console.log(line(['---', '---:', '---:', '---:']));
  for (const r of byClass) console.log(line([r.class, String(r.cases), String(r.caught), pct(r.caught, r.cases)]));
  console.log(line(['**all**', String(casesAll), String(caughtAll), pct(caughtAll, casesAll)]));
  console.log();
  console.log(
    `Precision: ${pct(caughtAll, caughtAll + flaggedNegatives + falsePositives.length)} (${flaggedNegatives} of ${hardNegatives} hard negatives and ${falsePositives.length} of ${totals.tools} benign tools flagged).`,
  );
  if (missed.length > 0) {
    console.log(`\nMisses (${missed.length}):`);
    for (const m of missed) console.log(`  ${m.id} ${m.summary}`);
  }
  if (flagged.length > 0) {
    console.log(`\nFalse positives on the hard negatives (${flagged.length}):`);
    for (const f of flagged) console.log(`  ${f.id} ${f.summary} ${f.pointer} ${f.ruleId}: ${f.message}`);
  }
  return {
    cases: casesAll,
    caught: caughtAll,
    recall: caughtAll / casesAll,
    byClass,
    hardNegatives,
    flaggedNegatives,
    precision: caughtAll / (caughtAll + flaggedNegatives + falsePositives.length),
    misses: missed,
    falsePositives: flagged,
  };
}

// The fresh corpus (issue 35): new wording, several languages, every surface, and hard negatives; the
// holdout, written after the detectors and never tuned against.
const fresh = measureFresh('Fresh corpus (scripts/bench-security/fresh.ts: new wording, several languages, every text surface)', freshCases(benign));
const holdout = measureFresh('Holdout corpus (scripts/bench-security/holdout.ts: written after the detectors, tuned against in round 2)', holdoutCases(benign));
const holdout2 = measureFresh(
  'Second holdout (scripts/bench-security/holdout2.ts: round 2, new languages, tool lists and MCPB manifests)',
  holdout2Cases(benign),
);
const holdout3 = measureFresh('Third holdout (scripts/bench-security/holdout3.ts: written after round 2, tuned against in round 3)', holdout3Cases(benign));
const holdout4 = measureFresh('Fourth holdout (scripts/bench-security/holdout4.ts: written before round 3, tuned against in it)', holdout4Cases(benign));
const holdout5 = measureFresh('Fifth holdout (scripts/bench-security/holdout5.ts: written after round 3, tuned against in round 4)', holdout5Cases(benign));
const holdout6 = measureFresh(
  'Sixth holdout (scripts/bench-security/holdout6.ts: written blind by another helper in round 4, tuned against in round 5)',
  holdout6Cases(benign),
);
const holdout7 = measureFresh(
  'Seventh holdout (scripts/bench-security/holdout7.ts: written blind by another helper in round 5, tuned against in round 6)',
  holdout7Cases(benign),
);
const holdout8 = measureFresh(
  'Eighth holdout (scripts/bench-security/holdout8.ts: written blind by another helper after holdout7, tuned against in round 7)',
  holdout8Cases(benign),
);
const holdout9 = measureFresh(
  'Ninth holdout (scripts/bench-security/holdout9.ts: written blind by another helper after holdout8, never tuned against)',
  holdout9Cases(benign),
);
const holdout10 = measureFresh(
  'Tenth holdout (scripts/bench-security/holdout10.ts: written blind by another helper after holdout9, never tuned against)',
  holdout10Cases(benign),
);
const holdout11 = measureFresh(
  'Eleventh holdout (scripts/bench-security/holdout11.ts: written blind by another helper after holdout10, never tuned against)',
  holdout11Cases(benign),
);
const holdout12 = measureFresh(
  'Twelfth holdout (scripts/bench-security/holdout12.ts: written blind by another helper after holdout11, never tuned against; mostly hard negatives)',
  holdout12Cases(benign),
);
const holdout13 = measureFresh(
  'Thirteenth holdout (scripts/bench-security/holdout13.ts: written blind by another helper after holdout12, tuned against in round 11)',
  holdout13Cases(benign),
);
const holdout14 = measureFresh(
  'Fourteenth holdout (scripts/bench-security/holdout14.ts: written blind by another helper after holdout13, tuned against in round 12)',
  holdout14Cases(benign),
);
const holdout15 = measureFresh(
  'Fifteenth holdout (scripts/bench-security/holdout15.ts: written blind by another helper after holdout14, tuned against in round 13)',
  holdout15Cases(benign),
);
const holdout16 = measureFresh(
  'Sixteenth holdout (scripts/bench-security/holdout16.ts: written blind by another helper after holdout15, tuned against in round 13)',
  holdout16Cases(benign),
);
const holdout17 = measureFresh(
  'Seventeenth holdout (scripts/bench-security/holdout17.ts: written blind by another helper after holdout16, never tuned against)',
  holdout17Cases(benign),
);
const holdout18 = measureFresh(
  'Eighteenth holdout (scripts/bench-security/holdout18.ts: written blind by another helper after holdout17, tuned against in round 15)',
  holdout18Cases(benign),
);
const holdout19 = measureFresh(
  'Nineteenth holdout (scripts/bench-security/holdout19.ts: written blind by another helper after holdout18, never tuned against)',
  holdout19Cases(benign),
);
const holdout20 = measureFresh(
  'Twentieth holdout (scripts/bench-security/holdout20.ts: written blind by another helper after holdout19, tuned against in round 16)',
  holdout20Cases(benign),
);
const holdout21 = measureFresh(
  'Twenty-first holdout (scripts/bench-security/holdout21.ts: written blind by another helper after holdout20, never tuned against)',
  holdout21Cases(benign),
);
const holdout22 = measureFresh(
  'Twenty-second holdout (scripts/bench-security/holdout22.ts: written blind by another helper after holdout21, never tuned against)',
  holdout22Cases(benign),
);
const holdout23 = measureFresh(
  'Twenty-third holdout (scripts/bench-security/holdout23.ts: written blind by another helper after holdout22, never tuned against)',
  holdout23Cases(benign),
);
const holdout24 = measureFresh(
  'Twenty-fourth holdout (scripts/bench-security/holdout24.ts: written blind by another helper after holdout23, never tuned against)',
  holdout24Cases(benign),
);
const holdout25 = measureFresh(
  'Twenty-fifth holdout (scripts/bench-security/holdout25.ts: written blind by another helper after holdout24, never tuned against)',
  holdout25Cases(benign),
);
const holdout26 = measureFresh(
  'Twenty-sixth holdout (scripts/bench-security/holdout26.ts: written blind by another helper after holdout25, never tuned against)',
  holdout26Cases(benign),
);
const holdout27 = measureFresh(
  'Twenty-seventh holdout (scripts/bench-security/holdout27.ts: written blind by another helper after holdout26, never tuned against)',
  holdout27Cases(benign),
);
const holdout28 = measureFresh(
  'Twenty-eighth holdout (scripts/bench-security/holdout28.ts: written blind by another helper beside holdout27, never tuned against)',
  holdout28Cases(benign),
);
const holdout29 = measureFresh(
  'Twenty-ninth holdout (scripts/bench-security/holdout29.ts: written blind by another helper after holdout28, never tuned against)',
  holdout29Cases(benign),
);
const holdout30 = measureFresh(
  'Thirtieth holdout (scripts/bench-security/holdout30.ts: written blind by another helper beside holdout29, never tuned against)',
  holdout30Cases(benign),
);
const holdout31 = measureFresh(
  'Thirty-first holdout (scripts/bench-security/holdout31.ts: written blind by another helper while round 19 was built, never tuned against)',
  holdout31Cases(benign),
);
const holdout32 = measureFresh(
  'Thirty-second holdout (scripts/bench-security/holdout32.ts: written blind by another helper beside holdout31, never tuned against)',
  holdout32Cases(benign),
);
const holdout33 = measureFresh(
  'Thirty-third holdout (scripts/bench-security/holdout33.ts: written blind by another helper after holdout32, never tuned against)',
  holdout33Cases(benign),
);
const holdout34 = measureFresh(
  'Thirty-fourth holdout (scripts/bench-security/holdout34.ts: written blind by another helper beside holdout33, never tuned against)',
  holdout34Cases(benign),
);
const holdout35 = measureFresh(
  'Thirty-fifth holdout (scripts/bench-security/holdout35.ts: written blind by another helper while round 20 was built, never tuned against)',
  holdout35Cases(benign),
);
const holdout36 = measureFresh(
  'Thirty-sixth holdout (scripts/bench-security/holdout36.ts: written blind by another helper beside holdout35, never tuned against)',
  holdout36Cases(benign),
);
const holdout37 = measureFresh(
  'Thirty-seventh holdout (scripts/bench-security/holdout37.ts: written blind by another helper while round 21 was built, never tuned against)',
  holdout37Cases(benign),
);
const holdout38 = measureFresh(
  'Thirty-eighth holdout (scripts/bench-security/holdout38.ts: written blind by another helper beside holdout37, never tuned against)',
  holdout38Cases(benign),
);
const holdout39 = measureFresh(
  'Thirty-ninth holdout (scripts/bench-security/holdout39.ts: written blind by another helper while round 22 was built, never tuned against)',
  holdout39Cases(benign),
);
const holdout40 = measureFresh(
  'Fortieth holdout (scripts/bench-security/holdout40.ts: written blind by another helper beside holdout39, never tuned against)',
  holdout40Cases(benign),
);
const holdout41 = measureFresh(
  'Forty-first holdout (scripts/bench-security/holdout41.ts: written blind by another helper while round 23 was built, never tuned against)',
  holdout41Cases(benign),
);
const holdout42 = measureFresh(
  'Forty-second holdout (scripts/bench-security/holdout42.ts: written blind by another helper beside holdout41, never tuned against)',
  holdout42Cases(benign),
);
const holdout43 = measureFresh(
  'Forty-third holdout (scripts/bench-security/holdout43.ts: written blind by another helper while round 24 was built, never tuned against)',
  holdout43Cases(benign),
);
const holdout44 = measureFresh(
  'Forty-fourth holdout (scripts/bench-security/holdout44.ts: written blind by another helper beside holdout43, never tuned against)',
  holdout44Cases(benign),
);
const holdout45 = measureFresh(
  'Forty-fifth holdout (scripts/bench-security/holdout45.ts: written blind by another helper while round 25 was built, never tuned against)',
  holdout45Cases(benign),
);
const holdout46 = measureFresh(
  'Forty-sixth holdout (scripts/bench-security/holdout46.ts: written blind by another helper beside holdout45, never tuned against)',
  holdout46Cases(benign),
);
const holdout47 = measureFresh(
  'Forty-seventh holdout (scripts/bench-security/holdout47.ts: written blind by another helper while round 26 was built, never tuned against)',
  holdout47Cases(benign),
);
const holdout48 = measureFresh(
  'Forty-eighth holdout (scripts/bench-security/holdout48.ts: written blind by another helper beside holdout47, never tuned against)',
  holdout48Cases(benign),
);
const holdout49 = measureFresh(
  'Forty-ninth holdout (scripts/bench-security/holdout49.ts: written blind by another helper while round 27 was built, never tuned against)',
  holdout49Cases(benign),
);
const holdout50 = measureFresh(
  'Fiftieth holdout (scripts/bench-security/holdout50.ts: written blind by another helper beside holdout49, never tuned against)',
  holdout50Cases(benign),
);
const holdout51 = measureFresh(
  'Fifty-first holdout (scripts/bench-security/holdout51.ts: written blind by another helper while round 28 was built, never tuned against)',
  holdout51Cases(benign),
);
const holdout52 = measureFresh(
  'Fifty-second holdout (scripts/bench-security/holdout52.ts: written blind by another helper beside holdout51, never tuned against)',
  holdout52Cases(benign),
);
// Honest hard negatives only (round 20): reported like the holdouts' negatives, never failing the bench.
const honestR20 = measureFresh(
  'Honest texts of round 20 (scripts/bench-security/honest-r20.ts: hard negatives only, written before reading the detectors)',
  honestR20Cases(benign),
);
const honestR21 = measureFresh(
  'Honest texts of round 21 (scripts/bench-security/honest-r21.ts: hard negatives only, in other domains, written before reading the detectors)',
  honestR21Cases(benign),
);
const honestR22 = measureFresh(
  'Honest texts of round 22 (scripts/bench-security/honest-r22.ts: hard negatives only, in domains where honest servers talk like attackers, written before reading the detectors)',
  honestR22Cases(benign),
);
const honestR23 = measureFresh(
  'Honest texts of round 23 (scripts/bench-security/honest-r23.ts: hard negatives only, credentials, uploads, webhooks, retries with authentication and workflows naming other tools)',
  honestR23Cases(benign),
);

// Precision per rule: of the objects a rule reported, how many were poisoned (every corpus above).
const byRule = [...ruleStats].sort(([a], [b]) => (a < b ? -1 : 1)).map(([rule, s]) => ({ rule, ...s, precision: s.caught / (s.caught + s.falsePositives) }));
console.log('\nPrecision per rule (poisoned cases caught, against findings on benign tools and hard negatives, all corpora):\n');
console.log(line(['Rule', 'Poisoned caught', 'Benign flagged', 'Precision']));
console.log(line(['---', '---:', '---:', '---:']));
for (const r of byRule) console.log(line([r.rule, String(r.caught), String(r.falsePositives), pct(r.caught, r.caught + r.falsePositives)]));

// What a description of about 1 MB costs to lint, by shape (scripts/bench-security/large-text.ts).
const largeText = largeTextCosts(catalogue);
console.log('\nCost of one 999,000-character description, linted (median CPU time of five runs):\n');
console.log(line(['Shape', 'Milliseconds']));
console.log(line(['---', '---:']));
for (const c of largeText) console.log(line([c.shape, String(c.milliseconds)]));

const seconds = (performance.now() - began) / 1000;
writeFileSync(
  RESULTS,
  `${JSON.stringify(
    {
      benign: { ...totals, falsePositives },
      malicious: { cases: cases.length, caught, recall: caught / cases.length, byClass: rows, misses },
      precision,
      caughtBy: Object.fromEntries([...caughtBy].sort()),
      fresh,
      holdout,
      holdout2,
      holdout3,
      holdout4,
      holdout5,
      holdout6,
      holdout7,
      holdout8,
      holdout9,
      holdout10,
      holdout11,
      holdout12,
      holdout13,
      holdout14,
      holdout15,
      holdout16,
      holdout17,
      holdout18,
      holdout19,
      holdout20,
      holdout21,
      holdout22,
      holdout23,
      holdout24,
      holdout25,
      holdout26,
      holdout27,
      holdout28,
      holdout29,
      holdout30,
      holdout31,
      holdout32,
      holdout33,
      holdout34,
      holdout35,
      holdout36,
      holdout37,
      holdout38,
      holdout39,
      holdout40,
      holdout41,
      holdout42,
      holdout43,
      holdout44,
      holdout45,
      holdout46,
      holdout47,
      holdout48,
      holdout49,
      holdout50,
      holdout51,
      holdout52,
      honestR20,
      honestR21,
      honestR22,
      honestR23,
      byRule,
      largeText,
    },
    null,
    2,
  )}\n`,
);
console.log(`\nWrote bench/security-results.json in ${seconds.toFixed(1)} s.`);
if (
  falsePositives.length > 0 ||
  fresh.flaggedNegatives > 0 ||
  holdout.flaggedNegatives > 0 ||
  holdout2.flaggedNegatives > 0 ||
  holdout3.flaggedNegatives > 0 ||
  holdout4.flaggedNegatives > 0
)
  process.exitCode = 1;
