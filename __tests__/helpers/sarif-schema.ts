/**
 * SARIF 2.1.0's schema (sarif-multitool's copy), compiled once for the tests that validate reports.
 * `uniqueItems` is checked by canonical JSON in a set instead of Ajv's pairwise deep comparison: the
 * schema puts it on `tool.driver.rules`, and comparing every pair of mcpdesc's few hundred rule entries
 * took half of the fuzz suite's time (39 of 77 s). Same verdict: items equal as JSON values are duplicates.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

export const multitoolDir = dirname(createRequire(import.meta.url).resolve('@microsoft/sarif-multitool-linux/package.json'));

/** A value as JSON with every object's keys sorted, so values equal as JSON give the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

const ajv = (addFormats as unknown as (a: Ajv2020) => Ajv2020)(new Ajv2020({ strict: false, allErrors: true }));
ajv.removeKeyword('uniqueItems');
ajv.addKeyword({
  keyword: 'uniqueItems',
  type: 'array',
  schemaType: 'boolean',
  validate: (unique: boolean, items: unknown[]) => !unique || new Set(items.map(canonical)).size === items.length,
});
const validate = ajv.compile(JSON.parse(readFileSync(join(multitoolDir, 'sarif-2.1.0.json'), 'utf8')));

/** The schema's errors for a SARIF document; empty when it is valid. */
export function sarifSchemaErrors(sarif: unknown): ErrorObject[] {
  return validate(sarif) ? [] : [...(validate.errors ?? [])];
}
