/**
 * What people compare a linter with, on the same files in the same run: reading + JSON.parse (the
 * floor), and plain ajv validating each file against the project's generated descriptor schema for
 * its version (compiled once per version): no positions, no semantics.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type { ValidateFunction } from 'ajv';
import Ajv2020Module from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { Version } from '../../src/protocol/versions.js';

// ajv is CommonJS; from ESM its classes are the modules' `default` properties.
const Ajv2020 = Ajv2020Module.default;
const addFormats = addFormatsModule.default;

export interface Baseline {
  ms: number;
  /** Files the baseline rejected (ajv only; 0 expected on the clean corpus). */
  invalid: number;
  /** One-off schema compilation (ajv only), not included in `ms`. */
  compileMs: number;
}

export function jsonParseBaseline(files: readonly string[]): Baseline {
  const start = performance.now();
  for (const file of files) JSON.parse(readFileSync(file, 'utf8'));
  return { ms: performance.now() - start, invalid: 0, compileMs: 0 };
}

export function ajvBaseline(files: readonly string[], root: string, versions: readonly Version[]): Baseline {
  const compileStart = performance.now();
  const ajv = new Ajv2020({ strict: false });
  addFormats(ajv);
  const validators = new Map<string, ValidateFunction>();
  for (const version of versions) {
    validators.set(version, ajv.compile(JSON.parse(readFileSync(join(root, 'schemas', `descriptor-${version}.schema.json`), 'utf8')) as object));
  }
  const compileMs = performance.now() - compileStart;
  let invalid = 0;
  const start = performance.now();
  for (const file of files) {
    const value = JSON.parse(readFileSync(file, 'utf8')) as { protocolVersion: string };
    const validate = validators.get(value.protocolVersion);
    if (!validate?.(value)) invalid++;
  }
  return { ms: performance.now() - start, invalid, compileMs };
}

/**
 * ajv with the descriptor editor schema (schemas/descriptor.schema.json, which refers to each version's
 * schema), compiled once, validating each file: the schema-only peer for a corpus of any versions.
 */
export function ajvEditorBaseline(files: readonly string[], root: string): Baseline {
  const compileStart = performance.now();
  const ajv = new Ajv2020({ strict: false });
  addFormats(ajv);
  const schemas = join(root, 'schemas');
  for (const name of readdirSync(schemas).filter((n) => /^descriptor-.*\.schema\.json$/.test(n))) {
    ajv.addSchema(JSON.parse(readFileSync(join(schemas, name), 'utf8')) as object, pathToFileURL(join(schemas, name)).href);
  }
  const editor = JSON.parse(readFileSync(join(schemas, 'descriptor.schema.json'), 'utf8')) as object;
  const validate = ajv.compile({ ...editor, $id: pathToFileURL(join(schemas, 'descriptor.schema.json')).href });
  const compileMs = performance.now() - compileStart;
  let invalid = 0;
  const start = performance.now();
  for (const file of files) if (!validate(JSON.parse(readFileSync(file, 'utf8')))) invalid++;
  return { ms: performance.now() - start, invalid, compileMs };
}
