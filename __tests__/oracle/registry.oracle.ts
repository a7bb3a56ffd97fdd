/**
 * server.json against the official schemas (../shared/reference/formats/server-json, read there, never copied
 * here): mcpdesc's schema-level verdict (does the file get an error from mcpdesc.registry.structure?) must be the
 * verdict of the official JSON Schema of the version the file declares, on the official examples, the real
 * samples (../shared/reference/formats/samples/server-json) and deterministic mutants of both: values replaced or
 * removed, fields renamed to another version's spelling or misspelt, unknown keys added, the "$schema" moved to
 * every other version. The differences mcpdesc makes on purpose are listed in DIFFERENCES, each with its reason;
 * any other difference fails the test. Real samples also get exactly the errors and warnings listed in
 * registry/samples.yaml, each with its reason. ORACLE_REPORT=1 prints how many cases each set compared and every
 * difference with the reason that allows it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { Ajv, type ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';
import { lintSource } from '../../src/engine/lint.js';
import { spellingsOf } from '../../src/formats/mcp-registry-server/model.js';
import { isTemplated } from '../../src/formats/mcp-registry-server/templates.js';
import { placeObjects } from '../../src/formats/mcp-registry-server/walk.js';
import { CURRENT, declaredVersion, PUBLISHED_VERSIONS, schemaUrl } from '../../src/formats/mcp-registry-server/versions.js';
import { isObject } from '../../src/util/json.js';
import { getAt, splitPointer } from '../../src/util/pointer.js';
import { catalogue } from '../helpers/corpus.js';
import { mutants } from './mutants.js';
import { schemaDir } from './official.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

const REFERENCE = join(dirname(schemaDir()), 'formats');
const SCHEMAS = join(REFERENCE, 'server-json');
const SAMPLES = join(REFERENCE, 'samples', 'server-json');

/** Each version's official schema, compiled as its own "$schema" says (draft-07 for every published one), formats asserted as mcp-publisher's validator asserts them. */
const validators = new Map<string, ValidateFunction>(
  PUBLISHED_VERSIONS.map((version) => {
    const schema = JSON.parse(readFileSync(join(SCHEMAS, version, 'server.schema.json'), 'utf8')) as { $schema?: string };
    const options = { strict: false, allErrors: true, validateFormats: true } as const;
    const ajv = schema.$schema?.includes('2020-12') ? (new Ajv2020(options) as unknown as Ajv) : new Ajv(options);
    addFormats(ajv);
    return [version, ajv.compile(schema)];
  }),
);

interface Case {
  label: string;
  value: unknown;
}

/** Our verdict: an error of the structure rule. */
function oursRejects(value: unknown): boolean {
  const result = lintSource('server.json', `${JSON.stringify(value, null, 2)}\n`, { catalogue, explicit: true });
  return result.findings.some((f) => f.ruleId === 'mcpdesc.registry.structure' && f.level === 'error');
}

function officialRejects(value: unknown): boolean {
  const version = declaredVersion(value) as string;
  return !(validators.get(version) as ValidateFunction)(value);
}

/**
 * The differences mcpdesc makes on purpose: when one applies to a case whose verdicts differ, the case
 * passes. Each says which way it goes (mcpdesc accepts what the schema rejects, or the reverse) and why.
 */
const DIFFERENCES: readonly { reason: string; ours: 'accepts' | 'rejects'; applies(value: unknown, official: readonly string[]): boolean }[] = [
  {
    reason:
      'a templated value ("{{VERSION}}", "${VERSION}") fails a pattern or "format" of the schema only because a release pipeline has not filled it in yet: mcpdesc accepts it (mcpdesc.registry.templated notes it once per file)',
    ours: 'accepts',
    applies: (value, official) => {
      // The other branches of a union (anyOf) report their own "type" constants as well: they are not the error.
      const errors = official.filter((e) => !/^(?:anyOf|enum|const) /.test(e));
      return errors.length > 0 && errors.every((e) => /^(?:pattern|format) at /.test(e) && isTemplated(getAt(value, e.replace(/^\S+ at /, ''))));
    },
  },
];

/** The official errors as "keyword at path" strings. */
function officialErrors(value: unknown): string[] {
  const version = declaredVersion(value) as string;
  const validate = validators.get(version) as ValidateFunction;
  validate(value);
  return (validate.errors ?? []).map((e) => `${e.keyword} at ${e.instancePath}`);
}

interface Compared {
  agree: number;
  /** Cases the official schema rejects (the comparison means something only when both verdicts occur). */
  rejected: number;
  differences: { label: string; ours: boolean; official: boolean; reason?: string }[];
}

function compare(cases: readonly Case[]): Compared {
  const out: Compared = { agree: 0, rejected: 0, differences: [] };
  for (const c of cases) {
    const ours = oursRejects(c.value);
    const official = officialRejects(c.value);
    if (official) out.rejected++;
    if (ours === official) {
      out.agree++;
      continue;
    }
    const errors = official ? officialErrors(c.value) : [];
    const known = DIFFERENCES.find((d) => (d.ours === 'accepts') === !ours && d.applies(c.value, errors));
    out.differences.push({
      label: `${c.label}${errors.length > 0 ? ` [${errors.slice(0, 3).join('; ')}]` : ''}`,
      ours,
      official,
      ...(known ? { reason: known.reason } : {}),
    });
  }
  return out;
}

/** The official examples: the valid ones declare 2025-12-11; the invalid ones declare nothing, so they are read as 2025-12-11 files. */
function officialExamples(): Case[] {
  const root = join(SCHEMAS, 'examples');
  return ['valid', 'invalid'].flatMap((kind) =>
    readdirSync(join(root, kind))
      .filter((f) => f.endsWith('.json'))
      .sort()
      .map((file) => {
        const value = JSON.parse(readFileSync(join(root, kind, file), 'utf8')) as Record<string, unknown>;
        return { label: `examples/${kind}/${file}`, value: value.$schema === undefined ? { $schema: schemaUrl(CURRENT), ...value } : value };
      }),
  );
}

interface Sample {
  file: string;
  value: unknown;
}

/** The real files of the sample set that declare a published version (the others have no official schema to compare with). */
function samples(): Sample[] {
  return readdirSync(SAMPLES)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      try {
        const value = JSON.parse(readFileSync(join(SAMPLES, file), 'utf8')) as unknown;
        return declaredVersion(value) ? [{ file, value }] : [];
      } catch {
        return [];
      }
    });
}

/** Deterministic mutants of a file, each still declaring a published version. */
function mutantsOf(label: string, value: unknown): Case[] {
  const out: Case[] = [];
  const version = declaredVersion(value) as string;
  // Values replaced or removed, four levels deep; "$schema" itself selects the schema (mcpdesc.registry.schema's).
  for (const m of mutants(value, 4)) if (!m.label.endsWith(' at /$schema')) out.push({ label: `${label}: ${m.label}`, value: m.value });
  // Every field renamed to its other spellings, misspelt, and an unknown key added to every object.
  for (const placed of placeObjects(value, version, true)) {
    for (const key of Object.keys(placed.value)) {
      for (const other of spellingsOf(placed.definition, key).filter((s) => s !== key)) {
        out.push({ label: `${label}: ${placed.pointer}/${key} renamed to ${other}`, value: replaceKey(value, placed.pointer, key, other) });
      }
      if (key !== '$schema')
        out.push({ label: `${label}: ${placed.pointer}/${key} misspelt`, value: replaceKey(value, placed.pointer, key, `${key.slice(0, -1)}`) });
    }
    out.push({ label: `${label}: an unknown key in ${placed.pointer || '/'}`, value: replaceKey(value, placed.pointer, undefined, 'oracleExtra') });
  }
  // Each string replaced by a value a release pipeline fills in.
  for (const m of templatedMutants(value)) out.push({ label: `${label}: ${m.label}`, value: m.value });
  // The same content declaring each other version.
  for (const other of PUBLISHED_VERSIONS) {
    if (other !== version && isObject(value)) out.push({ label: `${label}: declares ${other}`, value: { ...value, $schema: schemaUrl(other) } });
  }
  return out;
}

/** Every string (but "$schema") replaced by "{{VERSION}}", one at a time. */
function templatedMutants(root: unknown): Case[] {
  const out: Case[] = [];
  const visit = (node: unknown, path: string[]): void => {
    if (typeof node === 'string' && path.join('/') !== '$schema') {
      const copy = structuredClone(root);
      let parent: unknown = copy;
      for (const segment of path.slice(0, -1)) parent = (parent as Record<string, unknown>)[segment];
      (parent as Record<string, unknown>)[path[path.length - 1]] = '{{VERSION}}';
      out.push({ label: `/${path.join('/')} templated`, value: copy });
    } else if (Array.isArray(node)) for (const [i, item] of node.entries()) visit(item, [...path, String(i)]);
    else if (isObject(node)) for (const [k, v] of Object.entries(node)) visit(v, [...path, k]);
  };
  visit(root, []);
  return out;
}

/** A copy of `root` where the object at `pointer` has `key` renamed to `to` (or, without `key`, a new key `to`). */
function replaceKey(root: unknown, pointer: string, key: string | undefined, to: string): unknown {
  const copy = structuredClone(root);
  let node: unknown = copy;
  for (const segment of splitPointer(pointer)) node = (node as Record<string, unknown>)[segment];
  const object = node as Record<string, unknown>;
  const entries = Object.entries(object).map(([k, v]) => (k === key ? [to, v] : [k, v]));
  if (key === undefined) entries.push([to, 'x']);
  for (const k of Object.keys(object)) delete object[k];
  Object.assign(object, Object.fromEntries(entries));
  return copy;
}

/** mcpdesc's own corpus files for the format (the registry folders of __tests__/conformance), which declare a published version. */
function corpus(): Case[] {
  const root = fileURLToPath(new URL('../conformance/', import.meta.url));
  return ['expected-valid', 'expected-invalid'].flatMap((folder) =>
    (readdirSync(join(root, folder, 'registry'), { recursive: true, encoding: 'utf8' }) as string[])
      .filter((f) => f.endsWith('server.json'))
      .sort()
      .map((f) => ({ label: `${folder}/registry/${f}`, value: JSON.parse(readFileSync(join(root, folder, 'registry', f), 'utf8')) as unknown }))
      .filter((c) => declaredVersion(c.value) !== null),
  );
}

const EXAMPLES = officialExamples();
const SAMPLE_FILES = samples();

describe('server.json against the official schemas', () => {
  it('has the reference material it expects', () => {
    expect(existsSync(SCHEMAS)).toBe(true);
    expect(EXAMPLES.length).toBeGreaterThanOrEqual(8);
    expect(SAMPLE_FILES.length).toBeGreaterThanOrEqual(20);
  });

  it.each([
    ['the official examples', () => EXAMPLES],
    ['the real samples', () => SAMPLE_FILES.map((s) => ({ label: s.file, value: s.value }))],
    ["mcpdesc's corpus files", corpus],
    ['mutants of the official examples', () => EXAMPLES.flatMap((e) => mutantsOf(e.label, e.value))],
    ['mutants of the real samples', () => SAMPLE_FILES.flatMap((s) => mutantsOf(s.file, s.value))],
  ])('gives the schema verdict on %s', (_name, cases) => {
    const list = cases();
    const { agree, rejected, differences } = compare(list);
    if (process.env.ORACLE_REPORT)
      process.stderr.write(
        `${_name}: ${list.length} compared (${rejected} rejected by the schema), ${agree} agree, ${differences.length} differ\n${differences.map((d) => `  ${d.ours ? 'ours rejects' : 'ours accepts'}: ${d.label}${d.reason ? ` (${d.reason.slice(0, 40)}…)` : ''}`).join('\n')}\n`,
      );
    expect(differences.filter((d) => d.reason === undefined)).toEqual([]);
    // The comparison means something only when the schema both accepts and rejects cases of the set.
    expect(rejected).toBeGreaterThan(0);
    expect(rejected).toBeLessThan(list.length);
  });
});

interface SampleExpectations {
  findings: Record<string, { rule: string; pointer: string; reason: string }[]>;
}

const expected = parse(readFileSync(fileURLToPath(new URL('./registry/samples.yaml', import.meta.url)), 'utf8')) as SampleExpectations;

/** The sample set's MANIFEST: which files are registry server.json files at all (the others are json-server databases and server configurations). */
const manifest = readFileSync(join(SAMPLES, 'MANIFEST.tsv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t'))
  .map(([repo, , isMcp]) => ({ file: `${repo.replace('/', '__')}__server.json`, isMcp: isMcp === 'yes' }));

describe('real server.json files', () => {
  it('has the samples it expects', () => {
    expect(manifest.length).toBeGreaterThanOrEqual(30);
    for (const row of manifest) expect(existsSync(join(SAMPLES, row.file))).toBe(true);
    for (const file of Object.keys(expected.findings)) expect(manifest.filter((r) => r.isMcp).map((r) => r.file)).toContain(file);
  });

  it.each(manifest.map((row) => [row.file, row] as const))('%s is read as its MANIFEST says, with exactly the listed errors and warnings', (file, row) => {
    const result = lintSource('server.json', readFileSync(join(SAMPLES, file), 'utf8'), { catalogue, explicit: true });
    expect(result.format === 'mcp-registry-server').toBe(row.isMcp);
    if (!row.isMcp) return;
    const actual = result.findings.filter((f) => f.level !== 'note').map((f) => `${f.ruleId} ${f.pointer}`);
    expect(actual.sort()).toEqual((expected.findings[file] ?? []).map((e) => `${e.rule} ${e.pointer}`).sort());
  });
});
