/**
 * Hostile file names: every descriptor is still found, read and reported at the right place, and
 * no name can break a line of text output, a Markdown table, a SARIF URI or a workflow command.
 */
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { EXIT, runCli } from '../src/cli/main.js';
import { packageReportContext } from '../src/catalogue/report-context.js';
import { changedSince } from '../src/runner/git-changes.js';
import type { FileResult } from '../src/engine/finding.js';
import { formatAnnotations } from '../src/report/annotations.js';
import { formatSummary } from '../src/report/summary.js';
import { decodeFileName, fileNameBytes, printablePath, uriPath } from '../src/util/file-names.js';
import { catalogue } from './helpers/corpus.js';
import { commit, git, initRepo, removeDirs, tempDir } from './helpers/git-repo.js';
import { ODD_NAMES, uriBytes, writeOddDescriptors } from './helpers/odd-names.js';
import { withError } from './helpers/scenario.js';

const context = packageReportContext(catalogue);

async function cli(args: string[], cwd: string) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    cwd,
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
  });
  return { code, stdout, stderr };
}

/** How the runner reads a workflow command property back (actions/runner's unescaping). */
const unescapeProperty = (value: string) => value.replace(/%0D/g, '\r').replace(/%0A/g, '\n').replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%25/g, '%');

describe('file names as bytes', () => {
  it('round-trips any byte string through a path string', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
        expect(fileNameBytes(decodeFileName(bytes)).equals(Buffer.from(bytes))).toBe(true);
      }),
      { seed: 5, numRuns: 2000 },
    );
  });

  it('keeps UTF-8 names as they are and escapes only the bytes that are not UTF-8', () => {
    expect(decodeFileName(Buffer.from('ünï 😀.mcp.json'))).toBe('ünï 😀.mcp.json');
    expect(decodeFileName(Buffer.from([0x61, 0xff, 0xc3, 0xbc, 0xed, 0xa0, 0x80]))).toBe('a\uDCFFü\uDCED\uDCA0\uDC80');
  });

  it.each([
    ['servers/a b.mcp.json', 'servers/a%20b.mcp.json'],
    ['p%20q#1:2,3.mcp.json', 'p%2520q%231%3A2%2C3.mcp.json'],
    ["paren(s) 'q'!*.mcp.json", 'paren%28s%29%20%27q%27%21%2A.mcp.json'],
    ['../other/ü.mcp.json', '../other/%C3%BC.mcp.json'],
    ['new\nline.mcp.json', 'new%0Aline.mcp.json'],
    ['raw\uDCFF.mcp.json', 'raw%FF.mcp.json'],
  ])('the URI path of %j is %s', (path, uri) => {
    expect(uriPath(path)).toBe(uri);
  });

  it.each([
    ['a b/ü #1.mcp.json', 'a b/ü #1.mcp.json'],
    ['new\nline.mcp.json', '"new\\nline.mcp.json"'],
    ['quo"te\tand\\.mcp.json', '"quo\\"te\\tand\\\\.mcp.json"'],
    ['raw\uDCFF\uDCFE.mcp.json', '"raw\\xFF\\xFE.mcp.json"'],
    ['esc\u001b[31m.mcp.json', '"esc\\x1B[31m.mcp.json"'],
    ['bidi\u202Efdp.mcp.json', '"bidi\\u202Efdp.mcp.json"'],
  ])('prints %j as %s', (path, shown) => {
    expect(printablePath(path)).toBe(shown);
  });
});

describe('the CLI on descriptors with hostile names', () => {
  let root: string;
  let names: string[];
  beforeAll(() => {
    root = tempDir('odd-names');
    writeOddDescriptors(join(root, 'servers'));
    names = readdirSync(join(root, 'servers'), { encoding: 'buffer' })
      .map((name) => `servers/${decodeFileName(name)}`)
      .sort();
  });
  afterAll(() => removeDirs(root));

  it('finds and reads every one of them', async () => {
    const { code, stdout } = await cli(['lint', '--format', 'json'], root);
    expect(code).toBe(EXIT.findings);
    const report = JSON.parse(stdout) as { files: { path: string }[]; findings: { path: string; ruleId: string; line: number }[] };
    expect(names).toHaveLength(ODD_NAMES.length);
    expect(report.files.map((f) => f.path).sort()).toEqual(names);
    expect(report.findings.map((f) => `${f.ruleId}:${f.line}`)).toEqual(names.map(() => 'mcp.schema.server-info:3'));
    // JSON keeps the exact name; a byte that is not UTF-8 is a lone surrogate escape (\udcff), as Python's surrogateescape reads it.
    expect(stdout).toContain('"path": "servers/raw\\udcff\\udcfe.mcp.json"');
  });

  it('text output: one line per finding, names that do not print are quoted and escaped', async () => {
    const { stdout } = await cli(['lint'], root);
    const headers = stdout.split('\n').filter((line) => / error mcp\.schema\.server-info /.test(line));
    expect(headers).toHaveLength(ODD_NAMES.length);
    expect(headers).toContain(
      'servers/with space.mcp.json:3:45 error mcp.schema.server-info "version" must be a string, but it is an integer (3). Write a string here.',
    );
    expect(headers.map((line) => line.slice(0, line.indexOf(':3:45 ')))).toEqual(
      expect.arrayContaining([
        '"servers/new\\nline.mcp.json"',
        '"servers/inject\\n::error::pwned\\n::stop-commands::x\\n.mcp.json"',
        '"servers/bidi\\u202Efdp.mcp.json"',
        '"servers/raw\\xFF\\xFE.mcp.json"',
        'servers/ünïcödé.mcp.json',
      ]),
    );
    expect(stdout.split('\n').filter((line) => line.startsWith('::'))).toEqual([]);
  });

  it('SARIF: relative URIs that percent-encode the exact bytes of each name', async () => {
    const { stdout } = await cli(['lint', '--format', 'sarif'], root);
    const run = JSON.parse(stdout).runs[0] as { artifacts: { location: { uri: string; uriBaseId: string } }[] };
    const uris = run.artifacts.map((a) => a.location.uri);
    for (const uri of uris) expect(uri).toMatch(/^servers\/[A-Za-z0-9\-._~%]+$/);
    expect(uris.map((uri) => uriBytes(uri).toString('latin1')).sort()).toEqual(ODD_NAMES.map((name) => `servers/${name.toString('latin1')}`).sort());
  });

  it('lints a file named outside the working directory: text relative to it, SARIF as an absolute URI code scanning can place', async () => {
    const other = tempDir('other');
    try {
      mkdirSync(join(other, 'x'));
      writeFileSync(join(other, 'x', 'a.mcp.json'), withError('outside'));
      const cwd = join(root, 'servers');
      const relative = `../../${other.split('/').pop()}/x/a.mcp.json`;
      const { code, stdout } = await cli(['lint', relative, '--format', 'sarif'], cwd);
      expect(code).toBe(EXIT.findings);
      expect(JSON.parse(stdout).runs[0].artifacts).toEqual([
        { location: { uri: pathToFileURL(join(other, 'x', 'a.mcp.json')).href }, properties: { format: 'mcpdesc-descriptor', version: '2025-03-26' } },
      ]);
      expect((await cli(['lint', relative], cwd)).stdout).toMatch(new RegExp(`^${relative.replace(/\./g, '\\.')}:3:49 error`));
    } finally {
      removeDirs(other);
    }
  });

  it('--changed-since finds changed files whose names are not UTF-8', async () => {
    const repo = initRepo(tempDir('odd-git'));
    try {
      const base = commit(repo, 'base', { 'README.md': 'x\n' });
      writeOddDescriptors(join(repo, 'servers'));
      git(repo, 'add', '.');
      git(repo, 'commit', '-q', '-m', 'odd names');
      expect([...(await changedSince(repo, base))].sort()).toEqual(names);
      const { stdout } = await cli(['lint', '--changed-since', base, '--format', 'json'], repo);
      expect(JSON.parse(stdout).files).toHaveLength(ODD_NAMES.length);
    } finally {
      removeDirs(repo);
    }
  });
});

describe('reports of descriptors with hostile names', () => {
  const evil = 'servers/inject\n::error::pwned,line=1\r::set-output name=x::y.mcp.json';
  const results: FileResult[] = [evil, 'servers/a|b [c](d) <e> *f*.mcp.json', 'servers/raw\uDCFF.mcp.json', 'servers/per%cent#1 $x$.mcp.json'].map((path) => ({
    path,
    format: 'mcpdesc-descriptor',
    version: '2025-03-26',
    findings: [
      {
        ruleId: 'mcp.schema.server-info',
        level: 'error',
        message: 'm',
        path,
        pointer: '/serverInfo/version',
        range: { start: { line: 3, column: 5 }, end: { line: 3, column: 6 } },
      },
    ],
  }));

  it('annotations: one line each, and the runner reads back the exact file name', () => {
    const { commands } = formatAnnotations(results, context);
    expect(commands).toHaveLength(4);
    for (const command of commands) expect(command).not.toMatch(/[\r\n]/);
    const files = commands.map((command) => unescapeProperty(/,file=([^,:]*),line=/.exec(command)?.[1] ?? ''));
    expect(files).toEqual(expect.arrayContaining([evil, 'servers/a|b [c](d) <e> *f*.mcp.json', 'servers/raw\uFFFD.mcp.json']));
  });

  it('job summary: one table row each, cells escaped, links percent-encoded', () => {
    const text = formatSummary(results, {
      context,
      scope: 'all descriptors',
      blobUrl: 'https://github.com/o/r/blob/abc/',
      verdict: { failOn: 'error', failures: [] },
    });
    const rows = text.split('\n').filter((line) => line.startsWith('| ❌'));
    expect(rows).toHaveLength(4);
    expect(text.split('\n').filter((line) => line.startsWith('::'))).toEqual([]);
    expect(rows).toContain(
      `| ❌ error | [servers/a\\|b \\[c\\](d) \\<e\\> \\*f\\*.mcp.json:3:5](https://github.com/o/r/blob/abc/servers/a%7Cb%20%5Bc%5D%28d%29%20%3Ce%3E%20%2Af%2A.mcp.json#L3) | [mcp.schema.server-info](${context.ruleHelpUri('mcp.schema.server-info')}) | m |`,
    );
    expect(rows.find((row) => row.includes('inject'))).toContain(
      '["servers/inject\\\\n::error::pwned,line=1\\\\r::set-output name=x::y.mcp.json":3:5](https://github.com/o/r/blob/abc/servers/inject%0A%3A%3Aerror%3A%3Apwned%2Cline%3D1%0D%3A%3Aset-output%20name%3Dx%3A%3Ay.mcp.json#L3)',
    );
    expect(rows.find((row) => row.includes('raw'))).toContain(
      '["servers/raw\\\\xFF.mcp.json":3:5](https://github.com/o/r/blob/abc/servers/raw%FF.mcp.json#L3)',
    );
    expect(rows.find((row) => row.includes('cent'))).toContain(
      '[servers/per%cent\\#1 \\$x\\$.mcp.json:3:5](https://github.com/o/r/blob/abc/servers/per%25cent%231%20%24x%24.mcp.json#L3)',
    );
  });
});
