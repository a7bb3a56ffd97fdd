/**
 * npm run test:oracle — our protocol model against the official MCP JSON Schemas (MCP_SCHEMA_DIR).
 * Every official 2026-07-28 example, a set of deterministic mutants of each, and every MCP object in
 * the conformance corpus must get the same verdict from our model as from the official definition of
 * that version — except for the deliberate differences listed below, each with its reason.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { ErrorObject } from 'ajv';
import { formatOf, parseDocument } from '../../src/parse/parse.js';
import { checkDefinition, definitionExists, type ModelIssue } from '../../src/protocol/check.js';
import { findSurfaces } from '../../src/formats/mcpdesc-descriptor/surfaces.js';
import { isVersion, VERSIONS, type Version } from '../../src/protocol/versions.js';
import { isObject } from '../../src/util/json.js';
import { getAt } from '../../src/util/pointer.js';
import { corpusFiles, CORPUS, lintCorpusFile } from '../helpers/corpus.js';
import { mutants } from './mutants.js';
import { Official, officialExamples, schemaDir } from './official.js';

const dir = schemaDir();
const officials = new Map(VERSIONS.map((v) => [v, new Official(dir, v)]));

interface Verdicts {
  definition: string;
  version: Version;
  value: unknown;
  official: readonly ErrorObject[];
  ours: readonly ModelIssue[];
}

/** Where our model deliberately disagrees with the official JSON Schema, and why. */
const DELIBERATE: readonly { reason: string; applies(v: Verdicts): boolean }[] = [
  {
    reason:
      "resultType is a wire-level field of 2026-07-28 responses; a descriptor's example result is always the final, complete result, so we do not require it",
    applies: (v) =>
      v.definition === 'CallToolResult' &&
      v.ours.length === 0 &&
      v.official.every((e) => e.keyword === 'required' && e.params.missingProperty === 'resultType'),
  },
  {
    reason: 'an example result that is not "complete" (e.g. "input_required") is not a tool result, so resultType must be "complete" when present',
    applies: (v) =>
      v.definition === 'CallToolResult' &&
      v.official.length === 0 &&
      v.ours.every((i) => i.pointer.endsWith('/resultType')) &&
      isObject(v.value) &&
      typeof v.value.resultType === 'string',
  },
  {
    reason: 'ElicitResult content values are numbers in the normative TypeScript schema; the JSON schema\'s "integer" is a generator artifact (mcp-deltas Q3)',
    applies: (v) =>
      v.definition === 'ElicitResult' &&
      v.ours.length === 0 &&
      v.official.every(
        (e) =>
          (e.keyword === 'type' || e.keyword === 'anyOf') && /^\/content\/[^/]+$/.test(e.instancePath) && typeof getAt(v.value, e.instancePath) === 'number',
      ),
  },
];

function compare(definition: string, version: Version, value: unknown): string | undefined {
  const validate = officials.get(version)?.validator(definition);
  if (!validate) return `no official counterpart for ${definition} in ${version}`;
  const officialOk = validate(value) as boolean;
  const ours = checkDefinition(definition, value, version, '').filter((i) => i.kind === 'invalid');
  if (officialOk === (ours.length === 0)) return undefined;
  const verdicts: Verdicts = { definition, version, value, official: validate.errors ?? [], ours };
  if (DELIBERATE.some((d) => d.applies(verdicts))) return undefined;
  return `${definition} in ${version}: official ${officialOk ? 'accepts' : `rejects (${JSON.stringify(validate.errors?.[0])})`}, ours ${ours.length === 0 ? 'accepts' : `rejects (${ours[0].pointer} ${ours[0].message})`}`;
}

const examples = officialExamples(dir);

describe('protocol model agrees with the official MCP schemas', () => {
  it('reads the official examples', () => {
    expect(examples.length).toBeGreaterThan(40);
  });

  it.each(examples.map((e) => [e.file, e] as const))('official example %s, in every version that defines it', (_file, example) => {
    const disagreements = VERSIONS.filter((v) => definitionExists(example.type, v))
      .map((v) => compare(example.type, v, example.value))
      .filter(Boolean);
    expect(disagreements).toEqual([]);
  });

  it.each(examples.map((e) => [e.file, e] as const))('mutants of official example %s', (_file, example) => {
    const disagreements: string[] = [];
    for (const mutant of mutants(example.value)) {
      for (const version of VERSIONS.filter((v) => definitionExists(example.type, v))) {
        const difference = compare(example.type, version, mutant.value);
        if (difference) disagreements.push(`${mutant.label}: ${difference}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it.each([...corpusFiles('expected-valid'), ...corpusFiles('expected-invalid')])('MCP objects in conformance file %s', async (file) => {
    const { version } = await lintCorpusFile(file);
    const protocolVersion = isVersion(version) ? version : null;
    const { value } = parseDocument(readFileSync(join(CORPUS, file), 'utf8'), formatOf(file));
    if (!protocolVersion || !isObject(value)) return;
    const disagreements = [...findSurfaces(value, protocolVersion)].map((s) => compare(s.definition, protocolVersion, s.value)).filter(Boolean);
    expect(disagreements).toEqual([]);
  });
});
