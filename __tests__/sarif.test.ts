import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { packageRoot } from '../src/catalogue/package-root.js';
import { EXIT, runCli } from '../src/cli/main.js';
import { multitoolDir, sarifSchemaErrors } from './helpers/sarif-schema.js';

const root = packageRoot();
const work = mkdtempSync(join(tmpdir(), 'mcpdesc-sarif-'));

interface Sarif {
  runs: {
    tool: {
      driver: {
        rules: {
          id: string;
          shortDescription: { text: string };
          fullDescription: { text: string };
          help: { text: string; markdown?: string };
          helpUri: string;
          properties: { tags: string[]; 'security-severity'?: string };
        }[];
      };
    };
    automationDetails?: { id: string };
    results: {
      ruleId: string;
      ruleIndex: number;
      partialFingerprints?: { primaryLocationLineHash: string };
      suppressions?: { kind: string; status: string; justification: string }[];
      relatedLocations?: { id: number; physicalLocation: { artifactLocation: { uri: string }; region: Record<string, number> }; message: { text: string } }[];
      locations: { physicalLocation: { artifactLocation: { uri: string }; region: Record<string, number> } }[];
    }[];
  }[];
}

let sarifPath: string;
let sarif: Sarif;

beforeAll(async () => {
  sarifPath = join(work, 'mcpdesc.sarif');
  const code = await runCli(['lint', 'examples', '__tests__/conformance', '--format', 'sarif', '--output', sarifPath, '--category', 'mcpdesc/descriptors'], {
    cwd: root,
    stdout: () => {},
    stderr: () => {},
  });
  expect(code).toBe(EXIT.findings);
  sarif = JSON.parse(readFileSync(sarifPath, 'utf8')) as Sarif;
});

/** Errors that `sarif-multitool validate` reports with GitHub's rules (GH1001–GH1007 and more) turned on. */
function multitoolErrors(file: string): string[] {
  const output = join(work, `${Date.now()}-validation.sarif`);
  execFileSync(
    join(multitoolDir, 'Sarif.Multitool'),
    ['validate', file, '--rule-kind', 'Gh', 'Sarif', '--config', join(root, '__tests__', 'sarif', 'gh-rules.xml'), '-o', output, '--log', 'ForceOverwrite'],
    { stdio: 'pipe', timeout: 120_000 },
  );
  const report = JSON.parse(readFileSync(output, 'utf8')) as { runs: { results?: { level?: string; ruleId: string; message: { text?: string } }[] }[] };
  return (report.runs[0].results ?? []).filter((r) => r.level === 'error').map((r) => `${r.ruleId}: ${r.message.text ?? ''}`);
}

describe('SARIF output', () => {
  it('is valid against the SARIF 2.1.0 schema', () => {
    expect(sarifSchemaErrors(sarif)).toEqual([]);
  });

  it('fails the schema check when an array the schema keeps unique holds one item twice', () => {
    const run = sarif.runs[0] as unknown as { tool: { driver: { rules: unknown[] } } };
    const rules = run.tool.driver.rules;
    const twice = { ...sarif, runs: [{ ...run, tool: { driver: { ...run.tool.driver, rules: [...rules, { ...(rules[0] as object) }] } } }] };
    expect(sarifSchemaErrors(twice).map((e) => [e.keyword, e.instancePath])).toEqual([['uniqueItems', '/runs/0/tool/driver/rules']]);
  });

  it('passes sarif-multitool validation with GitHub code scanning rules', () => {
    expect(multitoolErrors(sarifPath)).toEqual([]);
  }, 180_000);

  it('carries a suppressed finding (the corpus has one) as a result code scanning shows dismissed, with its justification', () => {
    const suppressed = sarif.runs[0].results.filter((r) => r.suppressions !== undefined);
    expect(suppressed.map((r) => [r.ruleId, r.locations[0].physicalLocation.artifactLocation.uri, r.suppressions])).toEqual([
      [
        'mcp.tool.name-format',
        '__tests__/conformance/expected-valid/suppression.mcp.yaml',
        [{ kind: 'inSource', status: 'accepted', justification: 'the gateway in front of this server maps spaces to "_"' }],
      ],
    ]);
  });

  it("points a consistency finding at the other file with relatedLocations (the corpus's stale tree), which the validators above accept", () => {
    const stale = '__tests__/conformance/expected-invalid/consistency/stale/';
    const related = sarif.runs[0].results
      .filter((r) => r.ruleId === 'mcpdesc.consistency.version' && r.locations[0].physicalLocation.artifactLocation.uri === `${stale}manifest.json`)
      .map((r) => r.relatedLocations);
    expect(related).toEqual([
      [
        {
          id: 0,
          physicalLocation: {
            artifactLocation: { uri: `${stale}package.json`, uriBaseId: '%SRCROOT%' },
            region: { startLine: 3, startColumn: 14, endLine: 3, endColumn: 21 },
          },
          message: { text: 'package.json declares version "2.4.0" here.' },
        },
      ],
    ]);
  });

  it('is checked by a validator that does catch what GitHub rejects', () => {
    const broken = JSON.parse(JSON.stringify(sarif)) as Sarif;
    const location = broken.runs[0].results[0].locations[0].physicalLocation;
    location.artifactLocation.uri = 'file:///somewhere/else.mcp.json';
    location.region = {};
    const file = join(work, 'broken.sarif');
    writeFileSync(file, JSON.stringify(broken));
    expect(multitoolErrors(file).length).toBeGreaterThan(0);
  }, 180_000);

  it('describes every rule the way code scanning needs', () => {
    const { rules } = sarif.runs[0].tool.driver;
    expect(rules.length).toBeGreaterThan(10);
    for (const rule of rules) {
      expect(rule.shortDescription.text.length).toBeLessThanOrEqual(1024);
      expect(rule.fullDescription.text.length).toBeLessThanOrEqual(1024);
      expect(rule.help.text.length).toBeGreaterThan(0);
      expect(rule.help.markdown).toBe(readFileSync(join(root, 'docs', 'rules', `${rule.id}.md`), 'utf8'));
      expect(rule.helpUri).toMatch(new RegExp(`/docs/rules/${rule.id.replace(/\./g, '\\.')}\\.md$`));
      expect(rule.properties.tags.length).toBeLessThanOrEqual(10);
    }
  });

  it('gives every security rule that reported a security-severity, the MCPB injected-instructions rule too', () => {
    const { rules } = sarif.runs[0].tool.driver;
    const security = rules.filter((rule) => rule.properties.tags.includes('security'));
    expect(security.map((rule) => rule.id)).toEqual(expect.arrayContaining(['mcpdesc.security.injected-instructions', 'mcpdesc.mcpb.injected-instructions']));
    for (const rule of security) expect([rule.id, rule.properties['security-severity']]).toEqual([rule.id, expect.stringMatching(/^\d+\.\d$/)]);
  });

  it('gives every result a repo-relative location, a full region, its rule index and a fingerprint', () => {
    const run = sarif.runs[0];
    expect(run.automationDetails).toEqual({ id: 'mcpdesc/descriptors/' });
    expect(run.results.length).toBeGreaterThan(10);
    for (const result of run.results) {
      expect(run.tool.driver.rules[result.ruleIndex].id).toBe(result.ruleId);
      const { artifactLocation, region } = result.locations[0].physicalLocation;
      expect(artifactLocation.uri).toMatch(/^(examples|__tests__)\//);
      expect(Object.keys(region).sort()).toEqual(['endColumn', 'endLine', 'startColumn', 'startLine']);
      expect(region.endLine > region.startLine || region.endColumn > region.startColumn).toBe(true);
      expect(result.partialFingerprints?.primaryLocationLineHash).toMatch(/^[0-9a-f]+:\d+$/);
    }
  });
});
