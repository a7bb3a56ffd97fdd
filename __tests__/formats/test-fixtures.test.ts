/**
 * Declarative MCP files in test folders are fixtures (a minimal server.json beside a malformed one): a
 * folder search lists them as skipped with the reason; a path named to lint (the file, or a test folder
 * itself), or an include glob that names the folder, checks them like any file.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { lintSource } from '../../src/engine/lint.js';
import { DEFAULT_CONFIG } from '../../src/runner/config.js';
import { lintPaths } from '../../src/runner/run.js';
import { catalogue } from '../helpers/corpus.js';
import { removeDirs, tempDir } from '../helpers/git-repo.js';

/** A server.json a sync script's test reads: no $schema, no description, on purpose. */
const FIXTURE = JSON.stringify({ name: 'io.github.acme/weather', version: '1.0.0', packages: [{ registryType: 'npm', identifier: '@acme/weather' }] });
const REASON =
  'tests keep MCP files that are incomplete or wrong on purpose. Name it as a path to lint, or in an include glob that names its folder, to check it.';

const dirs: string[] = [];
afterAll(() => removeDirs(...dirs));

function workspace(files: Record<string, string>): string {
  const dir = tempDir('mcpdesc-fixtures-');
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('declarative MCP files in test folders', () => {
  it.each([
    ['scripts/test/fixtures/server.json', 'test'],
    ['fixtures/server.json', 'fixtures'],
    ['packages/cli/__tests__/cases/.vscode/mcp.json', '__tests__'],
  ])('lists %s as a skipped fixture, with the folder that says so', (path, folder) => {
    const text = path.endsWith('mcp.json') ? '{"servers": {"x": {"comand": "node"}}}' : FIXTURE;
    const result = lintSource(path, text, { catalogue });
    expect(result.findings).toEqual([]);
    expect(result.skipped).toBe(`a test fixture: it is in a ${folder}/ folder, and ${REASON}`);
  });

  it('checks a fixture named explicitly', () => {
    const result = lintSource('scripts/test/fixtures/server.json', FIXTURE, { catalogue, explicit: true });
    expect(result.skipped).toBeUndefined();
    expect(result.findings.map((f) => f.ruleId)).toContain('mcpdesc.registry.schema');
  });

  it('checks a file whose folder only contains a test folder name in a longer word', () => {
    const result = lintSource('contest/server.json', FIXTURE, { catalogue });
    expect(result.skipped).toBeUndefined();
  });

  it('in a folder search, lists fixtures as skipped, and checks those an include glob of its own names', async () => {
    const dir = workspace({ 'server.json': FIXTURE, 'test/fixtures/server.json': FIXTURE, 'tests/cases/server.json': FIXTURE });
    const byDefault = await lintPaths([dir], { root: dir, config: DEFAULT_CONFIG, catalogue });
    expect(byDefault.results.map((r) => [r.path, r.skipped === undefined])).toEqual([
      ['server.json', true],
      ['test/fixtures/server.json', false],
      ['tests/cases/server.json', false],
    ]);
    // A test folder named as a path is asked for whole.
    const named = await lintPaths([join(dir, 'test')], { root: dir, config: DEFAULT_CONFIG, catalogue });
    expect(named.results.map((r) => [r.path, r.skipped === undefined])).toEqual([['test/fixtures/server.json', true]]);
    const config = { ...DEFAULT_CONFIG, include: [...DEFAULT_CONFIG.include, 'test/fixtures/**'] };
    const included = await lintPaths([dir], { root: dir, config, catalogue });
    expect(included.results.map((r) => [r.path, r.skipped === undefined])).toEqual([
      ['server.json', true],
      ['test/fixtures/server.json', true],
      ['tests/cases/server.json', false],
    ]);
  });
});
