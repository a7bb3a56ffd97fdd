import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { packageRoot } from '../src/catalogue/package-root.js';
import { generateDocs } from '../src/docs/generate.js';
import { ACTION_TABLES_END, ACTION_TABLES_START, readmeWithActionTables } from '../src/docs/action-tables.js';
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

  it("README's action tables are action.yml's inputs and outputs, in its order (fix: npm run generate)", () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const tables = readme.slice(readme.indexOf(ACTION_TABLES_START), readme.indexOf(ACTION_TABLES_END));
    const action = readFileSync(join(root, 'action.yml'), 'utf8');
    const { inputs, outputs } = parse(action) as { inputs: object; outputs: object };
    const listed = [...tables.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]);
    expect(listed).toEqual([...Object.keys(inputs), ...Object.keys(outputs)]);
    expect(listed).toContain('suggestions');
  });

  it('writes each description as one table cell: pipes escaped, "<" shown outside code, defaults as code', () => {
    const action = [
      'inputs:',
      '  a:',
      '    description: "One | two, `x|<y>` and <b>\\nnext line."',
      '    default: "`q`"',
      '  b:',
      '    description: Plain.',
      "    default: ''",
      'outputs:',
      '  c:',
      '    description: Out.',
    ].join('\n');
    const readme = `before\n${ACTION_TABLES_START}\nold\n${ACTION_TABLES_END}\nafter\n`;
    expect(readmeWithActionTables(readme, action)).toBe(
      [
        'before',
        ACTION_TABLES_START,
        '| input | default | what it does |',
        '|---|---|---|',
        '| `a` | `` `q` `` | One \\| two, `x\\|<y>` and &lt;b> next line. |',
        '| `b` | | Plain. |',
        '',
        '| output | what it is |',
        '|---|---|',
        '| `c` | Out. |',
        `${ACTION_TABLES_END}`,
        'after',
        '',
      ].join('\n'),
    );
    expect(() => readmeWithActionTables('no markers', action)).toThrow(/markers are missing/);
    expect(() => readmeWithActionTables(readme, 'inputs:\n  a:\n    default: x\n')).toThrow('action.yml: input a needs a description.');
  });

  // By the fingerprints scripts/bundle.js writes; rebuilding to compare (npm run check:dist) runs in .ci/run and check-dist.yml.
  it('dist/ was built from the current sources and not edited since (fix: npm run build)', () => {
    expect(() => execFileSync(process.execPath, ['scripts/dist-stamp.js', '--check'], { cwd: root, stdio: 'pipe' })).not.toThrow();
  });

  it('tells a source changed after the build from a dist/ edited by hand', () => {
    const project = mkdtempSync(join(tmpdir(), 'mcpdesc-stamp-'));
    const stampScript = join(root, 'scripts', 'dist-stamp.js');
    const check = () => spawnSync(process.execPath, [stampScript, '--check', project], { encoding: 'utf8' });
    mkdirSync(join(project, 'src'));
    mkdirSync(join(project, 'dist'));
    writeFileSync(join(project, 'src', 'a.ts'), 'export const a = 1;\n');
    writeFileSync(join(project, 'dist', 'index.js'), 'export const a = 1;\n');
    execFileSync(process.execPath, [stampScript, '--write', project]);
    expect(check().status).toBe(0);
    writeFileSync(join(project, 'src', 'a.ts'), 'export const a = 2;\n');
    expect(check()).toMatchObject({ status: 1, stderr: expect.stringContaining('the sources changed since dist/ was built.') });
    writeFileSync(join(project, 'src', 'a.ts'), 'export const a = 1;\n');
    writeFileSync(join(project, 'dist', 'index.js'), 'export const a = 2;\n');
    expect(check()).toMatchObject({ status: 1, stderr: expect.stringContaining('dist/ differs from what the build wrote.') });
    writeFileSync(join(project, 'dist', 'index.js'), 'export const a = 1;\n');
    expect(check().status).toBe(0);
    writeFileSync(join(project, 'src', 'b.ts'), '');
    expect(check()).toMatchObject({ status: 1, stderr: expect.stringContaining('Run "npm run build" and commit dist/.') });
  });
});
