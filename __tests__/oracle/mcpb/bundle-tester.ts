/**
 * A RuleTester for rules that read the bundle folder around an MCPB manifest (its entry point, its icons,
 * .mcpbignore, package.json): each case is a small tree of files written to a temporary folder and linted
 * from disk as the CLI lints it, with the folder as the workspace root. Only the findings of the rule under
 * test are compared, pointer and exact message (level, line and column where the case gives them).
 *
 *   bundleTester('mcpdesc.mcpb.entry-point', {
 *     valid: [{ files: { 'manifest.json': manifest, 'server/index.js': '' } }],
 *     invalid: [{ files: { 'manifest.json': manifest }, errors: [{ pointer: '/server/entry_point', message: '…' }] }],
 *   });
 *
 * It lives here because the shared tester (../../helpers/rule-tester.ts) writes one file only.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { DEFAULT_CONFIG } from '../../../src/runner/config.js';
import { lintFile } from '../../../src/runner/run.js';
import type { JsonObject } from '../../../src/util/json.js';
import { catalogue } from '../../helpers/corpus.js';
import type { Expected } from '../../helpers/rule-tester.js';

export interface BundleCase {
  name: string;
  /** Root-relative paths and their content: a value is written as JSON, text and bytes as they are. */
  files: Readonly<Record<string, JsonObject | string | Buffer>>;
  /** The manifest to lint (default `manifest.json`). */
  manifest?: string;
}

export interface BundleInvalidCase extends BundleCase {
  errors: Expected[];
}

export function bundleTester(ruleId: string, table: { valid: BundleCase[]; invalid: BundleInvalidCase[] }): void {
  if (!catalogue.get(ruleId)) throw new Error(`bundleTester: the catalogue has no rule ${ruleId}`);
  if (table.valid.length === 0 || table.invalid.length === 0) throw new Error(`bundleTester(${ruleId}): add valid and invalid cases`);
  for (const c of table.invalid) if (c.errors.length === 0) throw new Error(`bundleTester(${ruleId}): invalid case ${c.name} lists no errors`);
  describe(`${ruleId} (bundle folders)`, () => {
    describe('valid', () => {
      it.each(table.valid.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
        expect((await findingsOf(ruleId, c)).map((f) => `${f.pointer} ${f.message}`)).toEqual([]);
      });
    });
    describe('invalid', () => {
      it.each(table.invalid.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
        const expected = [...c.errors].sort(byPlace);
        const actual = (await findingsOf(ruleId, c)).sort(byPlace);
        const projected = actual.map((f, i) => {
          const wanted = expected[i];
          return {
            pointer: f.pointer,
            message: f.message,
            ...(wanted?.level ? { level: f.level } : {}),
            ...(wanted?.line ? { line: f.line } : {}),
            ...(wanted?.column ? { column: f.column } : {}),
          };
        });
        expect(projected).toEqual(expected);
      });
    });
  });
}

async function findingsOf(ruleId: string, c: BundleCase): Promise<Required<Expected>[]> {
  const root = mkdtempSync(join(tmpdir(), 'mcpdesc-bundle-tester-'));
  try {
    for (const [path, content] of Object.entries(c.files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), typeof content === 'string' || Buffer.isBuffer(content) ? content : `${JSON.stringify(content, null, 2)}\n`);
    }
    const path = c.manifest ?? 'manifest.json';
    const result = await lintFile({ absolute: join(root, path), path, explicit: true }, { root, config: DEFAULT_CONFIG, catalogue });
    if (result.format !== 'mcpb-manifest') throw new Error(`${c.name}: ${path} was read as ${result.format ?? 'no MCP file'}`);
    const internal = result.findings.find((f) => f.ruleId === 'mcpdesc.internal');
    if (internal) throw new Error(`the engine failed on ${c.name}: ${internal.message}`);
    return result.findings
      .filter((f) => f.ruleId === ruleId)
      .map((f) => ({ pointer: f.pointer, message: f.message, level: f.level, line: f.range.start.line, column: f.range.start.column }));
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

function byPlace(a: Expected, b: Expected): number {
  return a.pointer < b.pointer ? -1 : a.pointer > b.pointer ? 1 : a.message < b.message ? -1 : a.message > b.message ? 1 : 0;
}

/** The smallest PNG there is: the signature and nothing else is all mcpb validate reads. */
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** A manifest of `version` that passes its schema, with `extra` merged in at the top. */
export function manifest(extra: JsonObject = {}, version = '0.3'): JsonObject {
  return {
    manifest_version: version,
    name: 'weather',
    version: '1.0.0',
    description: 'Forecasts.',
    author: { name: 'Acme' },
    server: { type: 'node', entry_point: 'server/index.js', mcp_config: { command: 'node', args: ['${__dirname}/server/index.js'] } },
    ...extra,
  };
}
