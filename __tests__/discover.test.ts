import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { discover, discoverAmong } from '../src/runner/discover.js';
import { removeDirs, tempDir } from './helpers/git-repo.js';

describe('discoverAmong (changed files) agrees with discover (a full search)', () => {
  const root = tempDir('discover');
  const files = [
    'a.mcp.json',
    'node_modules/pkg/x.mcp.json',
    'vendor/github.com/acme/tools/v.mcp.json',
    'legacy/old.mcp.json',
    'sub/deep/z.mcp.yaml',
    'sub/notes.txt',
    '.hidden/h.mcp.yml',
    'sub/legacy/kept.mcp.json',
  ];
  for (const file of files) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), '{}\n');
  }
  afterAll(() => removeDirs(root));
  const options = { root, include: ['**/*.mcp.json', '**/*.mcp.yaml', '**/*.mcp.yml'], exclude: ['legacy/**'] };
  // Everything, plus a deleted file git would still report.
  const candidates = new Set([...files, 'gone.mcp.json']);

  it.each([
    [['.']],
    [['sub']],
    [['sub/deep', 'a.mcp.json']],
    [['legacy/old.mcp.json']], // named explicitly: always linted
  ])('for paths %j', async (paths) => {
    const full = await discover(paths, options);
    const among = await discoverAmong(candidates, paths, options);
    expect(among).toEqual(full);
    expect(among.files.length).toBeGreaterThan(0);
  });

  it('skips dependency folders, vendored modules among them', async () => {
    const found = (await discover(['.'], options)).files.map((f) => f.path);
    expect(found).toEqual(expect.arrayContaining(['a.mcp.json', 'sub/deep/z.mcp.yaml']));
    expect(found.filter((path) => path.startsWith('node_modules/') || path.startsWith('vendor/'))).toEqual([]);
  });

  it('returns only candidates, and reports missing paths the same way', async () => {
    const among = await discoverAmong(new Set(['sub/deep/z.mcp.yaml']), ['.', 'nowhere'], options);
    expect(among).toEqual({ files: [{ absolute: join(root, 'sub/deep/z.mcp.yaml'), path: 'sub/deep/z.mcp.yaml' }], missing: ['nowhere'], empty: [] });
  });
});
