/**
 * Property-based fuzzing of the whole pipeline (seeded and bounded, so runs are repeatable): random
 * JSON and YAML, corpus files truncated, spliced and sprinkled with odd Unicode, random descriptor-like
 * objects. However hostile the input, linting terminates, never throws, gives every file a result, and
 * the text, JSON and SARIF reports are well formed.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { stringify } from 'yaml';
import { packageReportContext } from '../src/catalogue/report-context.js';
import { DEFAULT_CONFIG } from '../src/runner/config.js';
import { lintPaths } from '../src/runner/run.js';
import { VERSIONS } from '../src/protocol/versions.js';
import { formatJson } from '../src/report/json.js';
import { buildSarif } from '../src/report/sarif.js';
import { formatText } from '../src/report/text.js';
import { CORPUS, catalogue, corpusDescriptors } from './helpers/corpus.js';
import { sarifSchemaErrors } from './helpers/sarif-schema.js';

const SEED = 20261130;
const FUZZ_RUNS = 250;
/** Each of these files is large (up to a few hundred KB), so fewer runs. */
const HOSTILE_RUNS = 30;
/** A case that takes this long has hung; it is a bound on termination, not a speed goal (see npm run bench). */
const HANG_MS = 10_000;

const context = packageReportContext(catalogue);

const seeds = (['expected-valid', 'expected-invalid'] as const).flatMap((folder) =>
  corpusDescriptors(folder).map((file) => ({ file: file.slice(folder.length + 1), text: readFileSync(join(CORPUS, file), 'latin1') })),
);

const oddText = fc.constantFrom(
  '\uFEFF',
  '\u0000',
  '\u202E',
  '\u200B',
  '\uD800',
  '\uDFFF',
  '\r',
  '\t',
  '\u{E0041}',
  '{',
  '[',
  '"',
  ':',
  '&a',
  '*a',
  '!!binary',
  '---',
  '\\u',
  '%',
  '\n  - ',
);

/** A corpus file, changed at random places. */
const mutatedSeed = fc
  .record({
    seed: fc.constantFrom(...seeds),
    edits: fc.array(
      fc.record({
        at: fc.nat(),
        op: fc.constantFrom('truncate', 'insert', 'delete', 'duplicate'),
        text: fc.oneof(oddText, fc.string({ unit: 'binary', maxLength: 20 })),
        length: fc.nat({ max: 200 }),
      }),
      { minLength: 1, maxLength: 4 },
    ),
  })
  .map(({ seed, edits }) => {
    let text = seed.text;
    for (const edit of edits) {
      const at = text.length === 0 ? 0 : edit.at % text.length;
      if (edit.op === 'truncate') text = text.slice(0, at);
      else if (edit.op === 'insert') text = text.slice(0, at) + edit.text + text.slice(at);
      else if (edit.op === 'delete') text = text.slice(0, at) + text.slice(at + edit.length);
      else text = text.slice(0, at) + text.slice(at, at + edit.length).repeat(3) + text.slice(at);
    }
    return { name: seed.file.replace(/\.mcp\.(json|ya?ml)$/, ''), ext: seed.file.endsWith('.json') ? 'json' : 'yaml', text };
  });

/** Objects shaped like descriptors, with anything where the values go. */
const descriptorLike = fc.record(
  {
    protocolVersion: fc.oneof(fc.constantFrom(...VERSIONS), fc.jsonValue()),
    serverInfo: fc.oneof(fc.record({ name: fc.string(), version: fc.string() }), fc.jsonValue()),
    capabilities: fc.dictionary(fc.constantFrom('tools', 'resources', 'prompts', 'logging', 'tasks', 'extensions'), fc.jsonValue()),
    tools: fc.array(
      fc.record(
        {
          name: fc.oneof(fc.string(), fc.jsonValue()),
          inputSchema: fc.oneof(fc.constant({ type: 'object' }), fc.jsonValue()),
          outputSchema: fc.jsonValue(),
          elicitations: fc.dictionary(fc.string(), fc.jsonValue()),
          interactionExamples: fc.dictionary(
            fc.string(),
            fc.record(
              {
                input: fc.jsonValue(),
                steps: fc.array(
                  fc.record({
                    type: fc.constantFrom('roots', 'sampling', 'elicitation', 'x'),
                    declaration: fc.string(),
                    request: fc.jsonValue(),
                    response: fc.jsonValue(),
                  }),
                  { maxLength: 3 },
                ),
                result: fc.jsonValue(),
              },
              { requiredKeys: [] },
            ),
          ),
        },
        { requiredKeys: ['name'] },
      ),
      { maxLength: 4 },
    ),
    resources: fc.array(fc.jsonValue(), { maxLength: 3 }),
    prompts: fc.array(fc.jsonValue(), { maxLength: 3 }),
  },
  { requiredKeys: ['protocolVersion'] },
);

const generated = fc.oneof(
  descriptorLike.map((value) => ({ name: 'shaped', ext: 'json', text: JSON.stringify(value) })),
  descriptorLike.map((value) => ({ name: 'shaped', ext: 'yaml', text: stringify(value) })),
  fc.jsonValue().map((value) => ({ name: 'random', ext: 'json', text: JSON.stringify(value) ?? 'null' })),
  fc.string({ unit: 'binary', maxLength: 300 }).map((text) => ({ name: 'noise', ext: 'yaml', text })),
  fc.nat({ max: 5000 }).map((depth) => ({ name: 'deep', ext: 'json', text: `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}` })),
  mutatedSeed,
);

/** Files built to reach the paths that were once quadratic or unapplied (alias and merge keys, long enums, long secret-like text, many aliases, many findings). */
const YAML_HEAD = 'protocolVersion: "2025-06-18"\ncapabilities:\n  tools: {}\n';
const word = fc.stringMatching(/^[a-z]{1,8}$/);
const hostile = fc.oneof(
  // A YAML alias used as a key: it names "description", so the text is a duplicate description.
  fc.record({ text: fc.string({ maxLength: 200 }), anchored: fc.boolean() }).map(({ text, anchored }) => ({
    name: 'alias-key',
    ext: 'yaml',
    text: `${YAML_HEAD}x-key: ${anchored ? '&d ' : ''}description\ntools:\n  - name: t\n    description: d\n    *d : ${JSON.stringify(text)}\n    inputSchema: {type: object}\n`,
  })),
  // Merge keys, in YAML 1.1 (applied) and 1.2 (reported), possibly merging lists and self-references.
  fc.record({ v11: fc.boolean(), keys: fc.array(word, { maxLength: 8 }), list: fc.boolean() }).map(({ v11, keys, list }) => ({
    name: 'merge-key',
    ext: 'yaml',
    text: `${v11 ? '%YAML 1.1\n---\n' : ''}${YAML_HEAD}x-base: &b {${keys.map((k) => `${k}: 1`).join(', ')}}\ntools:\n  - <<: ${list ? '[*b, *b]' : '*b'}\n    name: t\n    inputSchema: {type: object}\n`,
  })),
  // A long enum with a near miss: "did you mean" over every value.
  fc.record({ size: fc.integer({ min: 1_000, max: 6_000 }), miss: word }).map(({ size, miss }) => ({
    name: 'long-enum',
    ext: 'json',
    text: JSON.stringify({
      protocolVersion: '2025-06-18',
      capabilities: { tools: {} },
      tools: [
        {
          name: 't',
          inputSchema: {
            type: 'object',
            properties: { v: { type: 'string', enum: Array.from({ length: size }, (_, i) => `value-${i}-${'x'.repeat(i % 13)}`) } },
          },
          interactionExamples: { one: { input: { v: `value-${miss}` }, result: { content: [] } } },
        },
      ],
    }),
  })),
  // Long text shaped like a secret or a URL with a password, where a backtracking regex would blow up.
  fc
    .record({
      unit: fc.constantFrom('a:', '@', 'a:@', ':/', 'x', 'A1', '%'),
      size: fc.integer({ min: 10_000, max: 60_000 }),
      prefix: fc.constantFrom('https://', 'http://u:', 'ghp_', 'sk-', 'postgres://'),
    })
    .map(({ unit, size, prefix }) => ({
      name: 'secret-like',
      ext: 'json',
      text: JSON.stringify({
        protocolVersion: '2025-06-18',
        capabilities: { tools: {} },
        tools: [{ name: 't', description: prefix + unit.repeat(size / unit.length), inputSchema: { type: 'object' } }],
      }),
    })),
  // Many aliases of one anchor: each must not re-walk the document.
  fc.integer({ min: 1_000, max: 20_000 }).map((count) => ({
    name: 'many-aliases',
    ext: 'yaml',
    text: `${YAML_HEAD}x-shared: &s {type: string, description: shared}\nx-uses:\n${'  - *s\n'.repeat(count)}`,
  })),
  // Many findings in one file.
  fc.integer({ min: 1_000, max: 10_000 }).map((count) => ({
    name: 'many-findings',
    ext: 'json',
    text: JSON.stringify({ protocolVersion: '2025-06-18', capabilities: {}, ...Object.fromEntries(Array.from({ length: count }, (_, i) => [`extra${i}`, i])) }),
  })),
);

/** Lints a batch of cases and checks every promise the pipeline makes, whatever the input. */
async function lintsSafely(cases: readonly { name: string; ext: string; text: string }[]): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'mcpdesc-fuzz-'));
  try {
    const names = cases.map((c, i) => `${i}-${c.name}.mcp.${c.ext}`);
    for (const [i, c] of cases.entries()) writeFileSync(join(dir, names[i]), c.text);
    const started = Date.now();
    const { results } = await lintPaths([dir], { root: dir, config: DEFAULT_CONFIG, catalogue });
    expect(Date.now() - started).toBeLessThan(HANG_MS);
    expect(results.map((r) => r.path).sort()).toEqual([...names].sort());
    expect(results.flatMap((r) => r.findings).filter((f) => f.ruleId === 'mcpdesc.internal')).toEqual([]);
    // The summary line only: an unanchored pattern over a report of thousands of findings scanned every line.
    const text = formatText(results);
    expect(text.slice(text.lastIndexOf('\n', text.length - 2) + 1)).toMatch(
      /(No problems|checked: \d+ descriptors?)\.( \d+ suppressed\.)?( \d+ fixable with --fix\.)?\n$/,
    );
    expect(JSON.parse(formatJson(results, '0.0.0')).files).toHaveLength(cases.length);
    expect(sarifSchemaErrors(JSON.parse(JSON.stringify(buildSarif(results, context))))).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('fuzzing the pipeline', () => {
  it(`handles ${FUZZ_RUNS} batches of hostile files (seed ${SEED})`, async () => {
    await fc.assert(fc.asyncProperty(fc.array(generated, { minLength: 1, maxLength: 5 }), lintsSafely), { seed: SEED, numRuns: FUZZ_RUNS, endOnFailure: true });
  }, 300_000);

  it(`handles ${HOSTILE_RUNS} files built to reach the former quadratic paths (seed ${SEED})`, async () => {
    await fc.assert(
      fc.asyncProperty(hostile, (c) => lintsSafely([c])),
      { seed: SEED, numRuns: HOSTILE_RUNS, endOnFailure: true },
    );
  }, 300_000);
});
