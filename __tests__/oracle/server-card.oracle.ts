/**
 * Server Cards against the extension repository's JSON Schema (../shared/reference/formats/server-card/
 * ext-server-card/schema.json, `$defs/ServerCard`, read there, never copied here): mcpdesc's schema-level
 * verdict (does a card get an error from the rules that check what the schema checks?) must be the schema's on
 * the extension's examples, mcpdesc's corpus cards, the real samples and deterministic mutants of them: values
 * replaced or removed, keys misspelt, unknown keys added. Only cards of the current draft's shape are compared:
 * a card of an older shape gets one mcpdesc.card.draft warning instead of the schema's errors, on purpose (see
 * rules/card.yaml). The real card samples (../shared/reference/formats/samples/server-card) also get exactly the
 * errors and warnings listed in SAMPLE_FINDINGS, each with its reason. ORACLE_REPORT=1 prints the counts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import type { Ajv, ValidateFunction } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { lintSource } from '../../src/engine/lint.js';
import { CURRENT, shapeOf } from '../../src/formats/mcp-server-card/drafts.js';
import { placeObjects } from '../../src/formats/mcp-server-card/walk.js';
import { isObject } from '../../src/util/json.js';
import { splitPointer } from '../../src/util/pointer.js';
import { catalogue } from '../helpers/corpus.js';
import { mutants } from './mutants.js';
import { schemaDir } from './official.js';

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

const REFERENCE = join(dirname(schemaDir()), 'formats');
const EXTENSION = join(REFERENCE, 'server-card', 'ext-server-card');
const SAMPLES = join(REFERENCE, 'samples');

/** The rules that check what the schema checks; the others (variables, headers, protocol versions) check meaning beyond it. */
const SCHEMA_RULES = ['mcpdesc.card.schema', 'mcpdesc.card.structure', 'mcpdesc.card.name', 'mcpdesc.card.description', 'mcpdesc.card.remote'];

const validate: ValidateFunction = (() => {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true }) as unknown as Ajv;
  addFormats(ajv);
  ajv.addSchema(JSON.parse(readFileSync(join(EXTENSION, 'schema.json'), 'utf8')) as object, 'card');
  return ajv.getSchema('card#/$defs/ServerCard') as ValidateFunction;
})();

interface Case {
  label: string;
  value: unknown;
}

function lint(value: unknown, path = 'server-card.json') {
  return lintSource(path, `${JSON.stringify(value, null, 2)}\n`, { catalogue, explicit: true });
}

function oursRejects(value: unknown): boolean {
  return lint(value).findings.some((f) => SCHEMA_RULES.includes(f.ruleId) && f.level === 'error');
}

function officialErrors(value: unknown): string[] {
  return validate(value) ? [] : (validate.errors ?? []).map((e) => `${e.keyword} at ${e.instancePath}`);
}

function isCurrentShape(value: unknown): boolean {
  return shapeOf(value)?.draft === CURRENT;
}

interface Compared {
  agree: number;
  rejected: number;
  differences: string[];
}

function compare(cases: readonly Case[]): Compared {
  const out: Compared = { agree: 0, rejected: 0, differences: [] };
  for (const c of cases) {
    const official = officialErrors(c.value);
    if (official.length > 0) out.rejected++;
    if (oursRejects(c.value) === official.length > 0) out.agree++;
    else out.differences.push(`${c.label}: ours ${official.length > 0 ? 'accepts' : 'rejects'} [${official.slice(0, 3).join('; ')}]`);
  }
  return out;
}

function jsonFiles(dir: string): string[] {
  return (readdirSync(dir, { recursive: true, encoding: 'utf8' }) as string[]).filter((f) => f.endsWith('.json')).sort();
}

function read(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8')) as unknown;
}

function examples(): Case[] {
  const root = join(EXTENSION, 'examples', 'ServerCard');
  return jsonFiles(root).map((f) => ({ label: `examples/${f}`, value: read(join(root, f)) }));
}

function corpus(): Case[] {
  const root = fileURLToPath(new URL('../conformance/', import.meta.url));
  return ['expected-valid', 'expected-invalid'].flatMap((folder) =>
    jsonFiles(join(root, folder, 'card')).map((f) => ({ label: `${folder}/card/${f}`, value: read(join(root, folder, 'card', f)) })),
  );
}

/** The sample set's Server Cards, with the path each was committed under. */
const SAMPLE_ROWS = readFileSync(join(SAMPLES, 'MANIFEST.tsv'), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => line.split('\t'))
  .filter(([format]) => format === 'server-card')
  .map(([, repo, , path, file]) => ({ repo, path, file }));

function samples(): Case[] {
  return SAMPLE_ROWS.map((row) => ({ label: row.file, value: read(join(SAMPLES, row.file)) }));
}

/** Values replaced or removed four levels deep, each key misspelt, and an unknown key added to every object. */
function mutantsOf(c: Case): Case[] {
  const out = mutants(c.value, 4).map((m) => ({ label: `${c.label}: ${m.label}`, value: m.value }));
  if (!isObject(c.value)) return out;
  for (const placed of placeObjects(c.value)) {
    for (const key of Object.keys(placed.value)) {
      out.push({ label: `${c.label}: ${placed.pointer}/${key} misspelt`, value: replaceKey(c.value, placed.pointer, key, key.slice(0, -1)) });
    }
    out.push({ label: `${c.label}: an unknown key in ${placed.pointer || '/'}`, value: replaceKey(c.value, placed.pointer, undefined, 'oracleExtra') });
  }
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

const EXAMPLES = examples();

describe('Server Cards against the extension repository schema', () => {
  it('has the reference material it expects', () => {
    expect(existsSync(join(EXTENSION, 'schema.json'))).toBe(true);
    expect(EXAMPLES.length).toBeGreaterThanOrEqual(7);
    expect(SAMPLE_ROWS.length).toBeGreaterThanOrEqual(5);
  });

  // The one real sample of the current shape is rightly rejected (its description is too long), so that
  // set alone cannot show both verdicts; its mutants can.
  it.each([
    ["the extension's examples", () => EXAMPLES, true],
    ["mcpdesc's corpus cards", corpus, true],
    ['the real samples', samples, false],
    ["mutants of the extension's examples", () => EXAMPLES.flatMap(mutantsOf), true],
    [
      "mutants of mcpdesc's valid corpus card",
      () =>
        corpus()
          .filter((c) => c.label.startsWith('expected-valid'))
          .flatMap(mutantsOf),
      true,
    ],
    ['mutants of the real samples', () => samples().flatMap(mutantsOf), true],
  ])('gives the schema verdict on %s of the current shape', (name, cases, mixed) => {
    const all = cases();
    const list = all.filter((c) => isCurrentShape(c.value));
    const { agree, rejected, differences } = compare(list);
    if (process.env.ORACLE_REPORT)
      process.stderr.write(
        `${name}: ${list.length} compared (${all.length - list.length} of an older shape left out, ${rejected} rejected by the schema), ${agree} agree\n${differences.map((d) => `  ${d}`).join('\n')}\n`,
      );
    expect(differences).toEqual([]);
    expect(rejected).toBeGreaterThan(0);
    if (mixed) expect(rejected).toBeLessThan(list.length);
  });

  it('gives a card of an older shape one draft finding where the schema reports several errors', () => {
    const old = samples().filter((c) => !isCurrentShape(c.value));
    expect(old.length).toBeGreaterThan(0);
    for (const c of old) {
      expect(officialErrors(c.value).length).toBeGreaterThan(0);
      expect(lint(c.value).findings.filter((f) => f.ruleId === 'mcpdesc.card.draft').length).toBe(1);
    }
  });
});

/** Every error and warning each real card sample gets, with the reason it is right. */
const SAMPLE_FINDINGS: Record<string, { rule: string; pointer: string; reason: string }[]> = {
  'server-card/4ciki__arbiter-mcp__.well-known__mcp__server-card.json': [
    { rule: 'mcpdesc.card.draft', pointer: '/transport', reason: 'a Smithery-like shape with "tools" and a "transport" string: no draft\u2019s current shape' },
  ],
  'server-card/Aelusive__mcp-server-qdrant__.well-known__mcp__server-card.json': [
    { rule: 'mcpdesc.card.draft', pointer: '/$schema', reason: 'the first draft\u2019s never-published "$schema", "serverInfo" and "transport"' },
  ],
  'server-card/CSOAI-ORG__accounting-ai-mcp__.well-known__mcp__server-card.json': [
    {
      rule: 'mcpdesc.card.draft',
      pointer: '/transport',
      reason: 'an ad-hoc shape with "tools" and a "transport" list; its "protocol_version" is no draft\u2019s field',
    },
  ],
  'server-card/Jobicy__remote-jobs-mcp-server__.well-known__mcp.json': [
    { rule: 'mcpdesc.card.draft', pointer: '/serverInfo', reason: 'SEP-1649\u2019s "/.well-known/mcp.json": "serverInfo" and "transport"' },
  ],
  'server-card/open-agreements__open-agreements__.well-known__mcp-server-card': [
    {
      rule: 'mcpdesc.card.description',
      pointer: '/description',
      reason: 'the description is 126 characters; the schema allows 100 (it rejects this card too)',
    },
  ],
};

describe('real Server Cards', () => {
  it('lists findings only for samples that exist', () => {
    expect(Object.keys(SAMPLE_FINDINGS).filter((f) => !SAMPLE_ROWS.some((r) => r.file === f))).toEqual([]);
  });

  it.each(SAMPLE_ROWS.map((row) => [row.file, row] as const))('%s is a Server Card at its path, with exactly the listed errors and warnings', (file, row) => {
    const result = lintSource(row.path, readFileSync(join(SAMPLES, file), 'utf8'), { catalogue });
    expect(result.format).toBe('mcp-server-card');
    const actual = result.findings.filter((f) => f.level !== 'note').map((f) => `${f.ruleId} ${f.pointer}`);
    expect(actual.sort()).toEqual((SAMPLE_FINDINGS[file] ?? []).map((e) => `${e.rule} ${e.pointer}`).sort());
  });
});
