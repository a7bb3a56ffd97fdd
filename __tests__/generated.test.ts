import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { packageRoot } from '../src/catalogue/package-root.js';
import { generateDocs } from '../src/docs/generate.js';
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

  it('dist/ matches the sources (fix: npm run build)', () => {
    expect(() => execFileSync(process.execPath, ['scripts/bundle.js', '--check'], { cwd: root, stdio: 'pipe' })).not.toThrow();
  }, 120_000);
});
