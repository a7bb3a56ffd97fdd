import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { packageRoot } from '../src/catalogue/package-root.js';
import { generateDocs } from '../src/docs/generate.js';
import { generatedSources } from '../src/docs/sources.js';
import { catalogue } from './helpers/corpus.js';

const root = packageRoot();

describe('generated files are current', () => {
  it('docs/rules matches rules/*.yaml and the corpus (fix: npm run docs)', async () => {
    const pages = await generateDocs(root, catalogue);
    const stale = [...pages]
      .filter(([path, content]) => {
        try {
          return readFileSync(join(root, path), 'utf8') !== content;
        } catch {
          return true;
        }
      })
      .map(([path]) => path);
    const extra = readdirSync(join(root, 'docs', 'rules'))
      .map((f) => `docs/rules/${f}`)
      .filter((p) => !pages.has(p));
    expect({ stale, extra }).toEqual({ stale: [], extra: [] });
  });

  it('the lists of formats match the format folders (fix: npm run generate)', async () => {
    const sources = await generatedSources(root);
    expect([...sources.keys()].sort()).toEqual([
      '.pre-commit-hooks.yaml',
      'README.md',
      'src/formats/formats.generated.ts',
      'src/formats/models.generated.ts',
      'src/formats/registry.generated.ts',
    ]);
    const stale = [...sources].filter(([path, content]) => readFileSync(join(root, path), 'utf8') !== content).map(([path]) => path);
    expect(stale).toEqual([]);
    // Each says so where a reader starts (README.md at its table's marker).
    const header = /^(\/\/ |# |<!-- formats-table:start \()generated from src\/formats\/\*\/[a-z-]+\.ts by npm run generate; do not edit/;
    const unmarked = [...sources].filter(
      ([path, content]) => !header.test(path === 'README.md' ? content.slice(content.indexOf('<!-- formats-table')) : content),
    );
    expect(unmarked.map(([path]) => path)).toEqual([]);
  });

  it('dist/ matches the sources (fix: npm run build)', () => {
    expect(() => execFileSync(process.execPath, ['scripts/bundle.js', '--check'], { cwd: root, stdio: 'pipe' })).not.toThrow();
  }, 120_000);
});
