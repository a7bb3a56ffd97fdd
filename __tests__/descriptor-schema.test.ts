import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { packageRoot } from '../src/catalogue/package-root.js';
import { formatOf, parseDocument } from '../src/parse/parse.js';
import { packageDocsRef } from '../src/catalogue/report-context.js';
import { descriptorSchemaFile } from '../src/formats/mcpdesc-descriptor/editor-schema.js';
import { declaredVersions } from '../src/formats/mcpdesc-descriptor/context.js';
import { VERSIONS } from '../src/protocol/versions.js';
import { isObject, type JsonObject } from '../src/util/json.js';
import { getAt, parentPointer, splitPointer } from '../src/util/pointer.js';
import { CORPUS, corpusDescriptors } from './helpers/corpus.js';
import { MISTAKES } from './mistakes/unknown-properties.js';

const root = packageRoot();
const ajv = new Ajv2020({ strict: true, allErrors: true, strictRequired: false, allowMatchingProperties: true });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
const validators = new Map(VERSIONS.map((v) => [v, ajv.compile(JSON.parse(readFileSync(join(root, descriptorSchemaFile(v)), 'utf8')))]));

function load(file: string): Record<string, unknown> {
  const { value } = parseDocument(readFileSync(file, 'utf8'), formatOf(file));
  if (!isObject(value) || declaredVersions(value).length === 0) throw new Error(`${file} does not declare a supported version`);
  return value;
}

/** The versioned schemas a file must satisfy: the one of each version it declares. */
const validatorsOf = (value: Record<string, unknown>) => declaredVersions(value).map((v) => validators.get(v));

describe('published descriptor JSON Schemas (schemas/)', () => {
  it.each(corpusDescriptors('expected-valid'))('accept valid corpus file %s', (file) => {
    const value = load(join(CORPUS, file));
    for (const validate of validatorsOf(value)) expect(validate?.(value) ? [] : validate?.errors).toEqual([]);
  });

  it.each([
    'expected-invalid/schema-tool.mcp.json',
    'expected-invalid/schema-resource.mcp.yaml',
    'expected-invalid/unknown-key-top-level.mcp.yaml',
    'expected-invalid/unknown-key-annotations.mcp.json',
  ])('reject %s, as mcpdesc does', (file) => {
    const value = load(join(CORPUS, file));
    expect(validators.get(value.protocolVersion as (typeof VERSIONS)[number])?.(value)).toBe(false);
  });

  it('schemas/descriptor.schema.json applies the schema of the version a file declares', () => {
    const any = ajv.compile(JSON.parse(readFileSync(join(root, 'schemas', 'descriptor.schema.json'), 'utf8')));
    const valid = corpusDescriptors('expected-valid').map((file) => load(join(CORPUS, file)));
    expect(valid.map((value) => [value.protocolVersion, any(value)]).filter(([, ok]) => !ok)).toEqual([]);
    const invalid = load(join(CORPUS, 'expected-invalid/schema-tool.mcp.json'));
    expect(any(invalid)).toBe(false);
    // A field of a later version is an error under an earlier declared version, as with the versioned schema.
    const later = valid.find((value) => value.protocolVersion === VERSIONS[VERSIONS.length - 1]);
    expect(any({ ...later, protocolVersion: '2024-11-05' })).toBe(validators.get('2024-11-05')?.({ ...later, protocolVersion: '2024-11-05' }));
    expect(any({ protocolVersion: '2099-01-01' })).toBe(false);
    // A list is checked against the schema of each version it names.
    expect(any({ protocolVersion: ['2025-11-25', '2026-07-28'], tools: [{ name: 'a', inputSchema: { type: 'object' } }] })).toBe(true);
    const pair = { ...later, protocolVersion: ['2025-11-25', '2026-07-28'] };
    expect(any(pair)).toBe(Boolean(validators.get('2025-11-25')?.(pair) && validators.get('2026-07-28')?.(pair)));
    const both = { ...later, protocolVersion: ['2024-11-05', '2026-07-28'] };
    expect(any(both)).toBe(Boolean(validators.get('2024-11-05')?.(both) && validators.get('2026-07-28')?.(both)));
    expect(any({ ...later, protocolVersion: ['2024-11-05', '2026-07-28'], tools: [{ name: 'a' }] })).toBe(false);
    expect(any({ protocolVersion: [] })).toBe(false);
    expect(any({ protocolVersion: ['2025-11-25', '2025-11-25'] })).toBe(false);
  });

  it('is what the bundled examples point at with "$schema"', () => {
    const value = load(join(root, 'examples', 'weather.mcp.json'));
    expect(value.$schema).toBe(`../${descriptorSchemaFile('2025-11-25')}`);
    expect(validators.get('2025-11-25')?.(value)).toBe(true);
  });

  it('carries the mcpdesc release in its $id, so a descriptor can pin the schema it was written for', () => {
    for (const version of VERSIONS) {
      const schema = JSON.parse(readFileSync(join(root, descriptorSchemaFile(version)), 'utf8')) as { $id: string };
      expect(schema.$id).toBe(`https://raw.githubusercontent.com/mcpdesc/mcpdesc/${packageDocsRef()}/schemas/descriptor-${version}.schema.json`);
    }
  });
});

/** The typos mcpdesc.document.unknown-key reports (the mistakes corpus), as editors see them. */
const typos = MISTAKES.filter((m) => m.rule === 'mcpdesc.document.unknown-key').map((m) => {
  const value = parseDocument(m.text, formatOf(m.path ?? 'case.mcp.json')).value as JsonObject;
  const key = splitPointer(m.pointer).at(-1) as string;
  /** The descriptor with the typo's key replaced by `entries`, in its place. */
  const withKey = (entries: (typo: unknown) => JsonObject): JsonObject => {
    const copy = structuredClone(value);
    const parent = getAt(copy, parentPointer(m.pointer)) as JsonObject;
    const original = Object.entries(parent);
    for (const k of Object.keys(parent)) delete parent[k];
    for (const [k, v] of original) Object.assign(parent, k === key ? entries(v) : { [k]: v });
    return copy;
  };
  return { name: m.name, value, key, topLevel: parentPointer(m.pointer) === '', withKey };
});

describe('editor schemas close MCP objects as mcpdesc.document.unknown-key does', () => {
  const validate = (value: JsonObject) => {
    const [version] = declaredVersions(value);
    const validator = validators.get(version);
    return { ok: validator?.(value) === true, errors: validator?.errors ?? [] };
  };

  it('covers the typos of the mistakes corpus', () => expect(typos.length).toBeGreaterThanOrEqual(40));

  it.each(typos.map((t) => [t.name, t] as const))('rejects %s, naming the key', (_name, t) => {
    const { ok, errors } = validate(t.value);
    expect(ok).toBe(false);
    expect(errors.some((e) => e.keyword === 'additionalProperties' && e.params.additionalProperty === t.key)).toBe(true);
  });

  it.each(typos.map((t) => [t.name, t] as const))('accepts the key of %s as an "x-" key, and "_meta" beside it', (_name, t) => {
    expect(validate(t.withKey((v) => ({ [`x-${t.key}`]: v }))).errors).toEqual([]);
    // The descriptor itself has no "_meta": only MCP objects carry it.
    if (!t.topLevel) {
      expect(validate(t.withKey((v) => ({ _meta: { [`com.example/${t.key}`]: v } }))).errors).toEqual([]);
    }
  });
});
