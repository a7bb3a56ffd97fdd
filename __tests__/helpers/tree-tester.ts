/**
 * A RuleTester for rules that read the files around the linted one (the consistency rules): each case is a
 * small repository written to a temporary folder and one of its files linted from disk as the CLI lints it,
 * with the folder as the workspace root. Only the findings of the rule under test are compared: pointer,
 * exact message, and (where the case gives them) level, line, column and the related locations, written
 * `path:line:column message`, so positions are checked on both sides.
 *
 *   treeTester('mcpdesc.consistency.version', {
 *     valid: [{ name: '…', files: { 'package.json': { version: '1.0.0' }, 'server.json': … }, lint: 'server.json' }],
 *     invalid: [{ …, errors: [{ pointer: '/version', message: '…', related: ['package.json:3:14 …'] }] }],
 *   });
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import type { Finding } from '../../src/engine/finding.js';
import { DEFAULT_CONFIG } from '../../src/runner/config.js';
import { lintFile } from '../../src/runner/run.js';
import type { JsonObject } from '../../src/util/json.js';
import { catalogue } from './corpus.js';
import type { Expected } from './rule-tester.js';

export interface TreeCase {
  name: string;
  /** Root-relative paths and their content: a value is written as JSON, text as it is. */
  files: Readonly<Record<string, JsonObject | string>>;
  /** The file to lint. */
  lint: string;
  /** The format it must be recognized as, when given. */
  format?: string;
}

export interface TreeExpected extends Expected {
  /** Each related location as `path:line:column message`, checked when given. */
  related?: string[];
}

export interface TreeInvalidCase extends TreeCase {
  errors: TreeExpected[];
}

export function treeTester(ruleId: string, table: { valid: TreeCase[]; invalid: TreeInvalidCase[] }): void {
  if (!catalogue.get(ruleId)) throw new Error(`treeTester: the catalogue has no rule ${ruleId}`);
  if (table.valid.length === 0 || table.invalid.length === 0) throw new Error(`treeTester(${ruleId}): add valid and invalid cases`);
  for (const c of table.invalid) if (c.errors.length === 0) throw new Error(`treeTester(${ruleId}): invalid case ${c.name} lists no errors`);
  describe(`${ruleId} (repositories)`, () => {
    describe('valid', () => {
      it.each(table.valid.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
        expect((await findingsOf(ruleId, c)).map((f) => `${f.pointer} ${f.message}`)).toEqual([]);
      });
    });
    describe('invalid', () => {
      it.each(table.invalid.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
        const expected = [...c.errors].sort(byPlace);
        const actual = (await findingsOf(ruleId, c)).sort((a, b) => byPlace(shape(a), shape(b)));
        const projected = actual.map((f, i) => {
          const wanted = expected[i];
          const full = shape(f);
          return {
            pointer: full.pointer,
            message: full.message,
            ...(wanted?.level ? { level: full.level } : {}),
            ...(wanted?.line ? { line: full.line } : {}),
            ...(wanted?.column ? { column: full.column } : {}),
            ...(wanted?.related ? { related: full.related } : {}),
          };
        });
        expect(projected).toEqual(expected);
      });
    });
  });
}

function shape(f: Finding): Required<TreeExpected> {
  return {
    pointer: f.pointer,
    message: f.message,
    level: f.level,
    line: f.range.start.line,
    column: f.range.start.column,
    related: (f.related ?? []).map((r) => `${r.path}:${r.range.start.line}:${r.range.start.column} ${r.message}`),
  };
}

/** Writes a case's files under a new temporary folder, which the caller removes. */
export function writeTree(files: TreeCase['files']): string {
  const root = mkdtempSync(join(tmpdir(), 'mcpdesc-tree-tester-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`);
  }
  return root;
}

async function findingsOf(ruleId: string, c: TreeCase): Promise<Finding[]> {
  const root = writeTree(c.files);
  try {
    const result = await lintFile({ absolute: join(root, c.lint), path: c.lint, explicit: true }, { root, config: DEFAULT_CONFIG, catalogue });
    if (c.format !== undefined && result.format !== c.format) throw new Error(`${c.name}: ${c.lint} was read as ${result.format ?? 'no MCP file'}`);
    const internal = result.findings.find((f) => f.ruleId === 'mcpdesc.internal');
    if (internal) throw new Error(`the engine failed on ${c.name}: ${internal.message}`);
    return result.findings.filter((f) => f.ruleId === ruleId);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

function byPlace(a: Expected, b: Expected): number {
  return a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : a.message < b.message ? -1 : a.message > b.message ? 1 : 0;
}
