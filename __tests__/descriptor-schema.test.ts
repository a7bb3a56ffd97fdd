import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { packageRoot } from '../src/catalogue/package-root.js';
import { formatOf, parseDocument } from '../src/parse/parse.js';
import { descriptorSchemaFile } from '../src/formats/mcpdesc-descriptor/editor-schema.js';
import { declaredVersions } from '../src/formats/mcpdesc-descriptor/context.js';
import { VERSIONS } from '../src/protocol/versions.js';
import { isObject } from '../src/util/json.js';
import { CORPUS, corpusDescriptors } from './helpers/corpus.js';

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

  it.each(['expected-invalid/schema-tool.mcp.json', 'expected-invalid/schema-resource.mcp.yaml', 'expected-invalid/structure-unknown-top-level.mcp.yaml'])(
    'reject %s, as mcpdesc does',
    (file) => {
      const value = load(join(CORPUS, file));
      expect(validators.get(value.protocolVersion as (typeof VERSIONS)[number])?.(value)).toBe(false);
    },
  );

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
    expect(any({ ...later, protocolVersion: ['2025-11-25', '2026-07-28'] })).toBe(true);
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
});
