/**
 * npm run test:oracle — mcpdesc's MCPB schema verdict against mcpb's own (@anthropic-ai/mcpb, a dev
 * dependency). mcpb's verdict is `mcpb validate`'s first two stages, run by its own code
 * (`validateManifest` on a temporary manifest.json): version resolution ("Unrecognized or unsupported
 * manifest version"), then the strict zod schema of the resolved version, which must also be what
 * `MANIFEST_SCHEMAS[<the version mcpdesc resolves>].safeParse` says. Ours: does mcpdesc report an error of
 * a schema rule (manifest-version, structure, unknown-key, field-version)?
 *
 * Compared on mcpb's official examples and the real samples (read from the reference folder, never copied
 * here), this repository's MCPB corpus, and deterministic mutants of all of them. Every file and mutant
 * must get the same verdict, except the deliberate differences listed below with their reasons. The
 * official examples' findings are listed too, each with what the example gets wrong.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { MANIFEST_SCHEMAS } from '@anthropic-ai/mcpb/browser';
import { validateManifest } from '@anthropic-ai/mcpb/node';
import { lintSource } from '../../src/engine/lint.js';
import { resolveVersion } from '../../src/formats/mcpb-manifest/versions.js';
import { isObject } from '../../src/util/json.js';
import { CORPUS, catalogue, corpusFiles } from '../helpers/corpus.js';
import { mutants } from './mutants.js';
import { schemaDir } from './official.js';

const REFERENCE = dirname(schemaDir());
const EXAMPLES = join(REFERENCE, 'formats', 'mcpb', 'examples');
const SAMPLES = join(REFERENCE, 'formats', 'samples');
const SCHEMA_RULES = new Set(['mcpdesc.mcpb.manifest-version', 'mcpdesc.mcpb.structure', 'mcpdesc.mcpb.unknown-key', 'mcpdesc.mcpb.field-version']);

interface Subject {
  label: string;
  /** The path mcpdesc lints it at (recognition depends on content only; the path names it in messages). */
  path: string;
  value: unknown;
}

/** mcpb's official examples, by file name, with the schema findings mcpdesc reports and why each is right. */
const OFFICIAL: Readonly<Record<string, readonly { rule: string; pointer: string; reason: string }[]>> = {
  'chrome-applescript.manifest.json': [
    { rule: 'mcpdesc.mcpb.unknown-key', pointer: '/scripts', reason: 'package.json scripts copied into a 0.1 manifest; no version has "scripts"' },
    {
      rule: 'mcpdesc.mcpb.field-version',
      pointer: '/privacy_policies',
      reason: 'added in 0.2, so the 0.1 schema rejects it (backported to 0.1 and removed again upstream)',
    },
  ],
  'file-manager-python.manifest.json': [{ rule: 'mcpdesc.mcpb.field-version', pointer: '/privacy_policies', reason: 'added in 0.2; the example declares 0.1' }],
  'file-system-node.manifest.json': [
    { rule: 'mcpdesc.mcpb.unknown-key', pointer: '/id', reason: 'no manifest version has "id" ("name" is the machine-readable one)' },
    { rule: 'mcpdesc.mcpb.field-version', pointer: '/privacy_policies', reason: 'added in 0.2; the example declares 0.1' },
  ],
  'hello-world-node.manifest.json': [],
  'hello-world-uv.manifest.json': [
    {
      rule: 'mcpdesc.mcpb.structure',
      pointer: '/server',
      reason: 'no "mcp_config": required for every server type, "uv" included, though MANIFEST.md calls it optional for uv',
    },
  ],
  'test__invalid-manifest.json': [
    { rule: 'mcpdesc.mcpb.manifest-version', pointer: '/manifest_version', reason: '"1.0" is no version mcpb resolves (its negative test fixture)' },
  ],
  'test__valid-manifest-0.2.json': [],
  'test__valid-manifest.json': [],
};

/** Where our verdict deliberately differs from mcpb's, and why. */
const DELIBERATE: readonly { reason: string; applies(subject: Subject, ours: Verdict, theirs: Theirs): boolean }[] = [
  {
    reason:
      'a manifest.json without "manifest_version" or "dxt_version" is not recognized as MCPB at all (browser and web app manifests share the name), so mcpdesc skips it instead of calling it invalid',
    applies: (s, ours, theirs) =>
      ours === 'not-mcpb' && theirs.verdict === 'invalid' && isObject(s.value) && !('manifest_version' in s.value) && !('dxt_version' in s.value),
  },
  {
    reason:
      'a manifest.json whose "server" is not an object is recognized only by a version string beside an "author" object and a "name"; without them (a browser extension has a numeric version and a string author) mcpdesc skips it',
    applies: (s, ours, theirs) =>
      ours === 'not-mcpb' &&
      theirs.verdict === 'invalid' &&
      isObject(s.value) &&
      !isObject(s.value.server) &&
      !(
        ['manifest_version', 'dxt_version'].some((k) => typeof (s.value as Record<string, unknown>)[k] === 'string') &&
        isObject(s.value.author) &&
        'name' in s.value
      ),
  },
];

type Verdict = 'valid' | 'invalid' | 'not-mcpb';

interface Theirs {
  verdict: 'valid' | 'invalid';
  /** What mcpb validate printed for the schema stages. */
  output: string;
}

const work = mkdtempSync(join(tmpdir(), 'mcpdesc-mcpb-oracle-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** mcpb validate's version and schema stages, by mcpb's own code. */
function theirs(value: unknown): Theirs {
  const path = join(work, 'manifest.json');
  writeFileSync(path, JSON.stringify(value));
  const lines: string[] = [];
  const log = console.log;
  console.log = (...args: unknown[]) => {
    lines.push(args.map(String).join(' '));
  };
  try {
    validateManifest(path);
  } finally {
    console.log = log;
  }
  const output = lines.join('\n');
  // Icon checks come after the schema passes; they are not schema verdicts.
  const verdict = output.includes('Manifest schema validation passes!') ? 'valid' : 'invalid';
  return { verdict, output: output.split('\nERROR: Icon validation failed')[0].slice(0, 600) };
}

function ours(subject: Subject): { verdict: Verdict; findings: string[] } {
  // Named as a user names a file to lint: the SDK's own samples live in test/, where discovery skips fixtures.
  const result = lintSource(subject.path, `${JSON.stringify(subject.value, null, 2)}\n`, { catalogue, explicit: true });
  if (result.format !== 'mcpb-manifest') return { verdict: 'not-mcpb', findings: [] };
  const findings = result.findings.filter((f) => SCHEMA_RULES.has(f.ruleId) && f.level === 'error').map((f) => `${f.ruleId} ${f.pointer}`);
  return { verdict: findings.length > 0 ? 'invalid' : 'valid', findings };
}

const read = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

const officials: Subject[] = readdirSync(EXAMPLES)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((file) => ({ label: `official example ${file}`, path: 'manifest.json', value: read(join(EXAMPLES, file)) }));

const samples: Subject[] = readFileSync(join(SAMPLES, 'MANIFEST.tsv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t'))
  .filter(([format]) => format === 'mcpb-manifest')
  .map(([, repo, , path, file]) => ({ label: `sample ${repo}/${path}`, path, value: read(join(SAMPLES, file)) }));

const corpus: Subject[] = [...corpusFiles('expected-valid'), ...corpusFiles('expected-invalid')]
  .filter((f) => f.includes('/mcpb/') && f.endsWith('/manifest.json'))
  .map((file) => ({ label: `corpus ${file}`, path: file, value: read(join(CORPUS, file)) }));

const bases = [...officials, ...samples, ...corpus];

/** Mutants aimed at what the schemas decide: required fields, types, unknown keys, other versions' fields, version strings, string refinements. */
function mcpbMutants(base: Subject): Subject[] {
  const value = base.value;
  if (!isObject(value)) return [];
  const out: Subject[] = [];
  const add = (label: string, make: (copy: Record<string, unknown>) => void) => {
    const copy = structuredClone(value) as Record<string, unknown>;
    make(copy);
    out.push({ label: `${base.label}: ${label}`, path: base.path, value: copy });
  };
  const server = (copy: Record<string, unknown>) => (isObject(copy.server) ? copy.server : undefined);
  for (const mutant of mutants(value, 3)) out.push({ label: `${base.label}: ${mutant.label}`, path: base.path, value: mutant.value });
  // An unknown key (and an "x-" one) in every object up to three levels down.
  const objects: string[][] = [];
  const walk = (node: unknown, path: string[]) => {
    if (path.length > 3) return;
    if (isObject(node)) {
      objects.push(path);
      for (const [key, child] of Object.entries(node)) walk(child, [...path, key]);
    } else if (Array.isArray(node)) for (const [i, child] of node.entries()) walk(child, [...path, String(i)]);
  };
  walk(value, []);
  for (const path of objects) {
    for (const key of ['extra', 'x-extra']) {
      add(`"${key}" added at /${path.join('/')}`, (copy) => {
        let node: unknown = copy;
        for (const segment of path) node = (node as Record<string, unknown>)[segment];
        (node as Record<string, unknown>)[key] = 1;
      });
    }
  }
  // Fields and values of other versions, valid in the versions that have them.
  add('icons added', (c) => (c.icons = [{ src: 'icon.png', size: '16x16', theme: 'light' }]));
  add('localization added', (c) => (c.localization = { resources: 'mcpb-resources/${locale}.json', default_locale: 'en-US' }));
  add('_meta added', (c) => (c._meta = { 'com.example': { any: [1] } }));
  add('privacy_policies added', (c) => (c.privacy_policies = ['https://example.com/privacy']));
  add('server type uv', (c) => {
    const s = server(c);
    if (s) s.type = 'uv';
  });
  // Version strings.
  for (const declared of ['0.1', '0.2', '0.3', '0.4', '1.0', 'v0.3', '0.3.0', '', 0.3, 3, null]) {
    add(`manifest_version ${JSON.stringify(declared)}`, (c) => {
      c.manifest_version = declared;
      delete c.dxt_version;
    });
    add(`dxt_version ${JSON.stringify(declared)} only`, (c) => {
      delete c.manifest_version;
      c.dxt_version = declared;
    });
  }
  const version = resolveVersion(value) ?? '0.3';
  add('both version keys agree', (c) => {
    c.manifest_version = version;
    c.dxt_version = version;
  });
  add('dxt_version disagrees', (c) => {
    c.manifest_version = version;
    c.dxt_version = version === '0.1' ? '0.2' : '0.1';
  });
  add('manifest_version unknown, dxt_version known', (c) => {
    c.manifest_version = '1.0';
    c.dxt_version = version;
  });
  add('both version keys removed', (c) => {
    delete c.manifest_version;
    delete c.dxt_version;
  });
  // The schemas' refinements.
  const refinements: [string, (c: Record<string, unknown>) => void][] = [
    ['author email without @', (c) => isObject(c.author) && (c.author.email = 'team at example.com')],
    ['author email with ..', (c) => isObject(c.author) && (c.author.email = 'a..b@example.com')],
    ['author email ok', (c) => isObject(c.author) && (c.author.email = "o'neil+mcp@example.co.uk")],
    ['homepage without scheme', (c) => (c.homepage = 'example.com')],
    ['homepage mailto', (c) => (c.homepage = 'mailto:team@example.com')],
    ['repository url relative', (c) => (c.repository = { type: 'git', url: '/acme/repo' })],
    ['privacy policy not a URL', (c) => (c.privacy_policies = ['see our site'])],
    ['icon size 16', (c) => (c.icons = [{ src: 'icon.png', size: '16' }])],
    ['icon theme empty', (c) => (c.icons = [{ src: 'icon.png', size: '16x16', theme: '' }])],
    ['icon sizes (the old name)', (c) => (c.icons = [{ src: 'icon.png', sizes: '16x16' }])],
    ['localization without placeholder', (c) => (c.localization = { resources: 'mcpb-resources/en.json', default_locale: 'en-US' })],
    ['localization placeholder in capitals', (c) => (c.localization = { resources: 'r/${LOCALE}.json', default_locale: 'zh-Hans' })],
    ['default_locale with underscore', (c) => (c.localization = { resources: 'r/${locale}.json', default_locale: 'en_US' })],
    [
      'platform override with an unknown key',
      (c) => {
        const s = server(c);
        if (s && isObject(s.mcp_config)) s.mcp_config.platform_overrides = { win32: { command: 'x.exe', cwd: 'x' } };
      },
    ],
    [
      'platform override for any platform name',
      (c) => {
        const s = server(c);
        if (s && isObject(s.mcp_config)) s.mcp_config.platform_overrides = { freebsd: { env: { A: 'b' } } };
      },
    ],
    [
      'user_config default list with a number',
      (c) => (c.user_config = { a: { type: 'directory', title: 't', description: 'd', multiple: true, default: ['x', 1] } }),
    ],
    ['user_config default list', (c) => (c.user_config = { a: { type: 'directory', title: 't', description: 'd', multiple: true, default: [] } })],
    ['_meta value not an object', (c) => (c._meta = { 'com.example': [1] })],
    ['compatibility platform macos', (c) => (c.compatibility = { platforms: ['macos'] })],
    ['compatibility runtimes with an unknown runtime', (c) => (c.compatibility = { runtimes: { deno: '>=1' } })],
  ];
  for (const [label, make] of refinements) add(label, make);
  return out;
}

/** Each distinct value once, in a stable order. */
function unique(subjects: Subject[]): Subject[] {
  const seen = new Set<string>();
  return subjects.filter((s) => {
    const key = JSON.stringify(s.value);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const mutated = unique(bases.flatMap(mcpbMutants)).filter((m) => !bases.some((b) => JSON.stringify(b.value) === JSON.stringify(m.value)));

interface Difference {
  label: string;
  ours: Verdict;
  theirs: Theirs;
  findings: string[];
  reason?: string;
}

interface Comparison {
  agreed: number;
  /** How many of the agreed are invalid for both: the mutants that test something. */
  bothInvalid: number;
  deliberate: Difference[];
  unexplained: Difference[];
  /** Where `MANIFEST_SCHEMAS[<our version>]` and mcpb validate disagree: the two resolved different versions. */
  resolution: string[];
}

function compare(subjects: readonly Subject[]): Comparison {
  const out: Comparison = { agreed: 0, bothInvalid: 0, deliberate: [], unexplained: [], resolution: [] };
  for (const subject of subjects) {
    const mine = ours(subject);
    const mcpb = theirs(subject.value);
    const version = resolveVersion(subject.value);
    const strict = version ? MANIFEST_SCHEMAS[version].safeParse(subject.value).success : undefined;
    if (version ? strict !== (mcpb.verdict === 'valid') : mcpb.output !== 'Unrecognized or unsupported manifest version') out.resolution.push(subject.label);
    if (mine.verdict === mcpb.verdict) {
      out.agreed++;
      if (mcpb.verdict === 'invalid') out.bothInvalid++;
      continue;
    }
    const reason = DELIBERATE.find((d) => d.applies(subject, mine.verdict, mcpb))?.reason;
    (reason ? out.deliberate : out.unexplained).push({
      label: subject.label,
      ours: mine.verdict,
      theirs: mcpb,
      findings: mine.findings,
      ...(reason ? { reason } : {}),
    });
  }
  return out;
}

const onFiles = compare(bases);
const onMutants = compare(mutated);
const byReason = (differences: readonly Difference[]) =>
  DELIBERATE.map((d) => `${differences.filter((x) => x.reason === d.reason).length} ${d.reason.slice(0, 60)}…`).join('; ');

describe(`MCPB: mcpdesc's schema verdict against mcpb validate (${bases.length} files, ${mutated.length} mutants)`, () => {
  it('has the official examples and samples it expects', () => {
    expect(officials.map((o) => o.label.replace('official example ', ''))).toEqual(Object.keys(OFFICIAL).sort());
    expect(samples.length).toBeGreaterThanOrEqual(2);
    expect(corpus.length).toBeGreaterThanOrEqual(10);
  });

  it.each(officials.map((o) => [o.label, o] as const))('%s gets exactly the findings listed, each with its reason', (_label, official) => {
    const file = official.label.replace('official example ', '');
    expect(ours(official).findings.sort()).toEqual(OFFICIAL[file].map((f) => `${f.rule} ${f.pointer}`).sort());
  });

  it(`agrees with mcpb on every official example, sample and corpus manifest (${onFiles.agreed} of ${bases.length}, ${onFiles.bothInvalid} invalid)`, () => {
    expect(onFiles.resolution).toEqual([]);
    expect(onFiles.unexplained).toEqual([]);
    expect(onFiles.deliberate).toEqual([]);
  });

  it(`agrees with mcpb on every mutant but the deliberate differences (${onMutants.agreed} of ${mutated.length} agree, ${onMutants.bothInvalid} of them invalid; deliberate: ${byReason(onMutants.deliberate)})`, () => {
    expect(onMutants.resolution).toEqual([]);
    expect(onMutants.unexplained.slice(0, 20)).toEqual([]);
    expect(onMutants.agreed + onMutants.deliberate.length).toBe(mutated.length);
    // Recognition is the only kind of deliberate difference: mcpdesc never calls valid what mcpb rejects.
    expect(onMutants.deliberate.filter((d) => d.ours !== 'not-mcpb')).toEqual([]);
  });
});
