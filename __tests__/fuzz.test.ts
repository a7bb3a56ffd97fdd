/**
 * Property-based fuzzing of the whole pipeline (seeded and bounded, so runs are repeatable): random
 * JSON and YAML, corpus files truncated, spliced and sprinkled with odd Unicode, random descriptor-like
 * objects. However hostile the input, linting terminates, never throws, gives every file a result, and
 * the text, JSON and SARIF reports are well formed.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
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

const withFormats = (ajv: Ajv2020) => (addFormats as unknown as (a: Ajv2020) => Ajv2020)(ajv);
const SEED = 20261130;
const FUZZ_RUNS = 250;
/** A case that takes this long has hung; it is a bound on termination, not a speed goal (see npm run bench). */
const HANG_MS = 10_000;

const require = createRequire(import.meta.url);
const sarifSchema = JSON.parse(readFileSync(join(dirname(require.resolve('@microsoft/sarif-multitool-linux/package.json')), 'sarif-2.1.0.json'), 'utf8'));
const validateSarif = withFormats(new Ajv2020({ strict: false })).compile(sarifSchema);
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

describe('fuzzing the pipeline', () => {
  it(`handles ${FUZZ_RUNS} batches of hostile files (seed ${SEED})`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(generated, { minLength: 1, maxLength: 5 }), async (cases) => {
        const dir = mkdtempSync(join(tmpdir(), 'mcpdesc-fuzz-'));
        try {
          const names = cases.map((c, i) => `${i}-${c.name}.mcp.${c.ext}`);
          for (const [i, c] of cases.entries()) writeFileSync(join(dir, names[i]), c.text);
          const started = Date.now();
          const { results } = await lintPaths([dir], { root: dir, config: DEFAULT_CONFIG, catalogue });
          expect(Date.now() - started).toBeLessThan(HANG_MS);
          expect(results.map((r) => r.path).sort()).toEqual([...names].sort());
          expect(results.flatMap((r) => r.findings).filter((f) => f.ruleId === 'mcpdesc.internal')).toEqual([]);
          expect(formatText(results)).toMatch(/(No problems|checked: \d+ descriptors?)\.\n$/);
          expect(JSON.parse(formatJson(results, '0.0.0')).files).toHaveLength(cases.length);
          const sarif = buildSarif(results, context);
          expect(validateSarif(JSON.parse(JSON.stringify(sarif))) ? [] : validateSarif.errors).toEqual([]);
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      }),
      { seed: SEED, numRuns: FUZZ_RUNS, endOnFailure: true },
    );
  }, 300_000);
});
