/**
 * The command-line conventions linter users expect: output formats for CI systems (validated against
 * their schemas), --quiet, --max-warnings, --rule, colours, `warn`, `rules --format json` and
 * `rules <id>`, standard input, per-command help and did-you-mean, and the pre-commit hook.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from '@jest/globals';
import { Ajv } from 'ajv';
import picomatch from 'picomatch';
import { validateXML } from 'xmllint-wasm';
import { parse } from 'yaml';
import { packageRoot } from '../src/catalogue/package-root.js';
import { packageDocsRef, packageReportContext } from '../src/catalogue/report-context.js';
import { FORMATS, LINT_OPTIONS } from '../src/cli/commands.js';
import { type CliIo, EXIT, runCli } from '../src/cli/main.js';
import { rulePage } from '../src/cli/rules.js';
import type { FileResult } from '../src/engine/finding.js';
import { FORMAT_PATHS } from '../src/formats/index.js';
import { formatCheckstyle } from '../src/report/checkstyle.js';
import { formatCompact } from '../src/report/compact.js';
import { formatGithub } from '../src/report/github.js';
import { formatJunit } from '../src/report/junit.js';
import { git, removeDirs } from './helpers/git-repo.js';
import { catalogue } from './helpers/corpus.js';

const root = packageRoot();
const corpus = join(root, '__tests__', 'conformance');
const schemas = join(root, '__tests__', 'schemas');
const INVALID = 'expected-invalid/schema-server-info.mcp.json';
const WARNINGS = 'expected-invalid/version-field-availability.mcp.json';

async function cli(args: string[], io: Partial<CliIo> = {}) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    cwd: corpus,
    stdout: (t) => {
      stdout += t;
    },
    stderr: (t) => {
      stderr += t;
    },
    ...io,
  });
  return { code, stdout, stderr };
}

async function xsdErrors(xml: string, xsd: string): Promise<string[]> {
  const result = await validateXML({ xml: [{ fileName: 'report.xml', contents: xml }], schema: [readFileSync(join(schemas, xsd), 'utf8')] });
  return result.errors.map((e) => e.message);
}

/** A finding whose message and path hold every character XML and workflow commands must escape. */
const HOSTILE_TEXT = 'bad \u0001 \u0008 & < > " \' ]]> %0A 100% a:b,c \r\n\t end \uFFFE \uD800 ok \u{1F600}';
const hostile: FileResult[] = [
  {
    path: 'dir/we,ird:na&me<\u0002>.mcp.json',
    format: 'mcpdesc-descriptor',
    version: '2025-11-25',
    findings: [
      {
        ruleId: 'mcp.schema.tool',
        level: 'error',
        message: HOSTILE_TEXT,
        path: 'dir/we,ird:na&me<\u0002>.mcp.json',
        pointer: '/tools/0',
        range: { start: { line: 2, column: 3 }, end: { line: 2, column: 9 } },
      },
    ],
  },
];

describe('README', () => {
  it('documents every output format and every lint option in the Command line section', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('## Command line'), readme.indexOf('## Capture and verify'));
    expect(FORMATS.filter((format) => !section.includes(`\`${format}\``))).toEqual([]);
    expect(Object.keys(LINT_OPTIONS).filter((name) => name !== 'help' && !section.includes(`--${name}`))).toEqual([]);
  });
});

describe('--format junit', () => {
  it('is valid against the JUnit XSD: a failure per error, warnings passing with their text, a passing case per clean file', async () => {
    const { code, stdout } = await cli(['lint', INVALID, WARNINGS, 'expected-valid/minimal.mcp.json', '--format', 'junit']);
    expect(code).toBe(EXIT.findings);
    expect(await xsdErrors(stdout, 'junit.xsd')).toEqual([]);
    expect(stdout).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<testsuites name="mcpdesc" tests="4" failures="1" errors="0" skipped="0" time="0">\n/);
    expect(stdout).toContain(
      `<testcase name="mcp.schema.server-info at 3:51" classname="${INVALID}" time="0">\n      <failure type="mcp.schema.server-info" message="&quot;version&quot; must be a string, but it is an integer (3). Write a string here.">error at ${INVALID}:3:51:`,
    );
    expect(stdout).toContain(`<testcase name="mcpdesc.version.field-availability at 6:7" classname="${WARNINGS}" time="0">\n      <system-out>warning at`);
    expect(stdout).toContain('<testcase name="expected-valid/minimal.mcp.json" classname="mcpdesc"/>');
    // The schema does reject what Jenkins would not read: a suite without its counts.
    expect(await xsdErrors('<testsuites><testsuite name="x"><testcase name="y"/></testsuite></testsuites>', 'junit.xsd')).not.toEqual([]);
  });

  it('follows --fail-on: with --fail-on warning, warnings are failures too', async () => {
    const { stdout } = await cli(['lint', WARNINGS, '--format', 'junit', '--fail-on', 'warn']);
    expect(stdout).toContain('tests="2" failures="2"');
    expect(await xsdErrors(stdout, 'junit.xsd')).toEqual([]);
  });

  it('stays valid XML for any finding text: characters XML 1.0 forbids become visible escapes', async () => {
    const xml = formatJunit(hostile, packageReportContext(catalogue), 'error');
    expect(await xsdErrors(xml, 'junit.xsd')).toEqual([]);
    expect(xml).toContain('message="bad \\x01 \\x08 &amp; &lt; &gt; &quot; &apos; ]]&gt; %0A 100% a:b,c &#13;&#10;&#9; end \\uFFFE \\uD800 ok \u{1F600}"');
    expect(xml).toContain('classname="dir/we,ird:na&amp;me&lt;\\x02&gt;.mcp.json"');
  });

  it('reports an internal error as <error> and a recognized format not checked yet as <skipped>', async () => {
    const results: FileResult[] = [
      {
        path: 'crashed.mcp.json',
        format: 'mcpdesc-descriptor',
        version: null,
        findings: [{ ...hostile[0].findings[0], ruleId: 'mcpdesc.internal', message: 'mcpdesc failed', path: 'crashed.mcp.json' }],
      },
      { path: '.well-known/mcp/server-card.json', format: 'mcp-server-card', version: null, skipped: 'not checked yet', findings: [] },
      { path: 'package.json', format: null, version: null, skipped: 'not an MCP file', findings: [] },
    ];
    const xml = formatJunit(results, packageReportContext(catalogue), 'never');
    expect(await xsdErrors(xml, 'junit.xsd')).toEqual([]);
    expect(xml).toContain('<testsuites name="mcpdesc" tests="2" failures="0" errors="1" skipped="1" time="0">');
    expect(xml).toContain('<error type="mcpdesc.internal" message="mcpdesc failed">');
    expect(xml).toContain('<skipped message="not checked yet"/>');
    expect(xml).not.toContain('package.json');
  });
});

describe('--format checkstyle', () => {
  it('is valid against a checkstyle XSD, with the rule id as source', async () => {
    const { stdout } = await cli(['lint', INVALID, 'expected-valid/minimal.mcp.json', '--format', 'checkstyle']);
    expect(await xsdErrors(stdout, 'checkstyle.xsd')).toEqual([]);
    expect(stdout).toContain(
      `<file name="${INVALID}">\n    <error line="3" column="51" severity="error" message="&quot;version&quot; must be a string, but it is an integer (3). Write a string here." source="mcp.schema.server-info"/>\n  </file>`,
    );
    expect(stdout).toContain('<file name="expected-valid/minimal.mcp.json"/>');
    const hostileXml = formatCheckstyle(hostile, '0.1.0');
    expect(await xsdErrors(hostileXml, 'checkstyle.xsd')).toEqual([]);
  });
});

describe('--format gitlab', () => {
  const validate = new Ajv({ allErrors: true }).compile(JSON.parse(readFileSync(join(schemas, 'gitlab-code-quality.schema.json'), 'utf8')));

  it("is valid against GitLab's Code Quality schema, with unique fingerprints", async () => {
    const { stdout } = await cli(['lint', 'expected-invalid', '--format', 'gitlab']);
    const issues = JSON.parse(stdout) as { fingerprint: string; severity: string; check_name: string }[];
    expect(validate(issues) ? [] : validate.errors).toEqual([]);
    expect(issues.length).toBeGreaterThan(20);
    expect(new Set(issues.map((i) => i.fingerprint)).size).toBe(issues.length);
    expect(new Set(issues.map((i) => i.severity))).toEqual(new Set(['major', 'minor', 'info']));
    const { fingerprint: _, ...withoutFingerprint } = issues[0];
    expect(validate([withoutFingerprint])).toBe(false);
  });

  it('keeps a fingerprint when lines move, so GitLab does not see a new issue', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcpdesc-gitlab-'));
    const text = readFileSync(join(corpus, INVALID), 'utf8');
    const lint = async () => {
      const { stdout } = await cli(['lint', '.', '--format', 'gitlab'], { cwd: dir });
      return JSON.parse(stdout)[0] as { fingerprint: string; location: { lines: { begin: number } } };
    };
    writeFileSync(join(dir, 'x.mcp.json'), text);
    const before = await lint();
    writeFileSync(join(dir, 'x.mcp.json'), `\n\n${text}`);
    const after = await lint();
    removeDirs(dir);
    expect(after.location.lines.begin).toBe(before.location.lines.begin + 2);
    expect(after.fingerprint).toBe(before.fingerprint);
  });
});

describe('--format github and compact', () => {
  it('github writes a workflow command per finding, escaping data and properties', async () => {
    const { stdout } = await cli(['lint', INVALID, '--format', 'github']);
    expect(stdout).toBe(
      `::error title=mcpdesc mcp.schema.server-info,file=${INVALID},line=3,endLine=3,col=51,endColumn=52::"version" must be a string, but it is an integer (3). Write a string here.%0ARule: https://github.com/mcpdesc/mcpdesc/blob/${packageDocsRef()}/docs/rules/mcp.schema.server-info.md\n`,
    );
    const line = formatGithub(hostile, packageReportContext(catalogue));
    expect(line.split('\n')).toHaveLength(2);
    expect(line).toContain('file=dir/we%2Cird%3Ana&me<\u0002>.mcp.json,');
    expect(line).toContain(`::bad \u0001 \u0008 & < > " ' ]]> %250A 100%25 a:b,c %0D%0A\t end`);
  });

  it('github spreads each level over the files, so the annotations GitHub shows cover as many files as it can', async () => {
    const { stdout } = await cli(['lint', 'expected-invalid', '--format', 'github']);
    const errors = stdout.split('\n').filter((l) => l.startsWith('::error '));
    const files = errors.slice(0, 10).map((l) => /file=([^,]*)/.exec(l)?.[1]);
    expect(new Set(files).size).toBe(10);
    expect(
      stdout
        .split('\n')
        .filter(Boolean)
        .every((l) => /^::(error|warning|notice) /.test(l)),
    ).toBe(true);
  });

  it('compact writes path:line:col: level rule-id: message, one line a finding', async () => {
    const { stdout } = await cli(['lint', INVALID, WARNINGS, '--format', 'compact']);
    expect(stdout.split('\n')).toEqual([
      `${INVALID}:3:51: error mcp.schema.server-info: "version" must be a string, but it is an integer (3). Write a string here.`,
      expect.stringMatching(new RegExp(`^${WARNINGS}:6:7: warning mcpdesc\\.version\\.field-availability: "title" is not a property`)),
      expect.stringMatching(new RegExp(`^${WARNINGS}:8:7: warning mcpdesc\\.version\\.field-availability: "annotations"`)),
      '',
    ]);
    expect(formatCompact(hostile)).toBe(
      '"dir/we,ird:na&me<\\x02>.mcp.json":2:3: error mcp.schema.tool: bad \\x01 \\x08 & < > " \' ]]> %0A 100% a:b,c \\r\\n\\t end \uFFFE \\uD800 ok \u{1F600}\n',
    );
  });
});

describe('--quiet, --max-warnings, --rule and warn', () => {
  it('--quiet shows errors only, and warnings no longer reach --fail-on', async () => {
    const quiet = await cli(['lint', INVALID, WARNINGS, '--quiet', '--fail-on', 'warning', '--format', 'compact']);
    expect(quiet.stdout).toBe(`${INVALID}:3:51: error mcp.schema.server-info: "version" must be a string, but it is an integer (3). Write a string here.\n`);
    expect((await cli(['lint', WARNINGS, '--quiet', '--fail-on', 'warning'])).code).toBe(EXIT.ok);
  });

  it.each([
    [[], EXIT.ok, ''],
    [['--max-warnings', '2'], EXIT.ok, ''],
    [['--max-warnings', '1'], EXIT.findings, 'mcpdesc: 2 warnings, more than --max-warnings 1 allows.\n'],
    [['--max-warnings', '0', '--quiet'], EXIT.findings, 'mcpdesc: 2 warnings, more than --max-warnings 0 allows.\n'],
  ])('with %j, two warnings exit %d', async (flags, code, stderr) => {
    const result = await cli(['lint', WARNINGS, ...flags]);
    expect([result.code, result.stderr]).toEqual([code, stderr]);
  });

  it("--rule wins over the configuration file's overrides for the files they match", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcpdesc-rule-'));
    try {
      mkdirSync(join(dir, 'legacy'));
      copyFileSync(join(corpus, INVALID), join(dir, 'legacy', 'a.mcp.json'));
      writeFileSync(join(dir, '.mcpdesc.yaml'), 'overrides:\n  - files: ["legacy/**"]\n    rules: { mcp.schema.server-info: off }\n');
      const overridden = await cli(['lint', 'legacy'], { cwd: dir });
      expect(overridden.code).toBe(EXIT.ok);
      const given = await cli(['lint', 'legacy', '--rule', 'mcp.schema.server-info=warning', '--format', 'json'], { cwd: dir });
      expect(JSON.parse(given.stdout).findings.map((f: { ruleId: string; level: string }) => `${f.ruleId} ${f.level}`)).toEqual([
        'mcp.schema.server-info warning',
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('--rule sets levels, repeatedly, over the configuration, and accepts warn', async () => {
    const off = await cli(['lint', INVALID, '--rule', 'mcp.schema.server-info=off']);
    expect([off.code, off.stdout]).toEqual([EXIT.ok, '1 MCP file checked: 1 descriptor. No problems.\n']);
    const both = await cli([
      'lint',
      INVALID,
      WARNINGS,
      '--rule',
      'mcp.schema.server-info=warn',
      '--rule',
      'mcpdesc.version.field-availability=error',
      '--format',
      'json',
    ]);
    expect(both.code).toBe(EXIT.findings);
    expect(JSON.parse(both.stdout).findings.map((f: { level: string }) => f.level)).toEqual(['warning', 'error', 'error']);
  });

  it.each([
    [['--rule', 'mcp.schema.server-inf=off'], 'mcpdesc: --rule: unknown rule "mcp.schema.server-inf". Did you mean "mcp.schema.server-info"?'],
    [
      ['--rule', 'mcp.schema.server-info=loud'],
      'mcpdesc: --rule: "loud" is not a rule setting for mcp.schema.server-info; use "error", "warning", "note" or "off".',
    ],
    [['--rule', 'mcp.schema.server-info'], 'mcpdesc: --rule takes id=level, such as --rule mcp.tool.name-format=off, not "mcp.schema.server-info".'],
    [['--max-warnings', 'ten'], 'mcpdesc: --max-warnings must be a whole number of warnings from 0 up, not "ten".'],
    [['--format', 'junt'], 'Did you mean "junit"?'],
  ])('%j is a usage error', async (flags, message) => {
    const { code, stderr } = await cli(['lint', INVALID, ...flags]);
    expect(code).toBe(EXIT.error);
    expect(stderr).toContain(message);
  });

  it('reads warn for warning in .mcpdesc.yaml', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcpdesc-warn-'));
    writeFileSync(join(dir, 'x.mcp.json'), readFileSync(join(corpus, INVALID)));
    writeFileSync(join(dir, '.mcpdesc.yaml'), 'rules:\n  mcp.schema.server-info: warn\n');
    const { code, stdout } = await cli(['lint', '--format', 'compact'], { cwd: dir });
    removeDirs(dir);
    expect([code, stdout]).toEqual([
      EXIT.ok,
      'x.mcp.json:3:51: warning mcp.schema.server-info: "version" must be a string, but it is an integer (3). Write a string here.\n',
    ]);
  });
});

describe('colours', () => {
  const ESC = '\u001b[';
  it.each([
    [true, {}, true],
    [false, {}, false],
    [true, { NO_COLOR: '1' }, false],
    [true, { NO_COLOR: '' }, true],
    [true, { TERM: 'dumb' }, false],
    [false, { FORCE_COLOR: '1' }, true],
    [true, { FORCE_COLOR: '0' }, false],
    [true, { FORCE_COLOR: '1', NO_COLOR: '1' }, true],
  ])('a terminal: %s, environment %j: coloured %s', async (isTTY, env, coloured) => {
    const { stdout } = await cli(['lint', INVALID], { isTTY, env });
    expect(stdout.includes(ESC)).toBe(coloured);
  });

  it('paints the level, the rule id and the caret, and never machine formats', async () => {
    const { stdout } = await cli(['lint', INVALID], { isTTY: true, env: {} });
    expect(stdout.split('\n').slice(0, 3)).toEqual([
      `${INVALID}:3:51 ${ESC}1;31merror${ESC}0m ${ESC}2mmcp.schema.server-info${ESC}0m "version" must be a string, but it is an integer (3). Write a string here.`,
      '  3 |   "serverInfo": { "name": "inventory", "version": 3 }',
      `    |                                                   ${ESC}31m^${ESC}0m`,
    ]);
    for (const format of ['json', 'sarif', 'compact', 'junit'])
      expect((await cli(['lint', INVALID, '--format', format], { isTTY: true, env: { FORCE_COLOR: '1' } })).stdout).not.toContain(ESC);
  });
});

describe('mcpdesc rules', () => {
  it('--format json lists the catalogue with each rule page address', async () => {
    const { code, stdout } = await cli(['rules', '--format', 'json']);
    const report = JSON.parse(stdout) as { version: string; rules: { id: string; level: string; helpUri: string; formats: string[] }[] };
    expect(code).toBe(EXIT.ok);
    expect(report.rules.map((r) => r.id)).toEqual(catalogue.rules.map((r) => r.id));
    expect(report.rules.find((r) => r.id === 'mcp.schema.tool')).toMatchObject({
      level: 'error',
      formats: ['mcpdesc-descriptor', 'mcp-tool-list', 'typescript-source', 'python-source', 'go-source', 'csharp-source', 'rust-source', 'java-source'],
      helpUri: `https://github.com/mcpdesc/mcpdesc/blob/${packageDocsRef()}/docs/rules/mcp.schema.tool.md`,
    });
  });

  it('<id> prints the rule page, and the catalogue entry with --format json', async () => {
    expect((await cli(['rules', 'mcp.icon.source'])).stdout).toBe(readFileSync(join(root, 'docs', 'rules', 'mcp.icon.source.md'), 'utf8'));
    expect(JSON.parse((await cli(['rules', 'mcp.icon.source', '--format', 'json'])).stdout)).toMatchObject({ id: 'mcp.icon.source', level: 'error' });
  });

  it('builds the page from the catalogue where docs/ is not installed', () => {
    const rule = catalogue.get('mcp.icon.source');
    if (!rule) throw new Error('mcp.icon.source is in the catalogue');
    const page = rulePage(rule, { ...packageReportContext(catalogue), ruleHelpMarkdown: () => undefined });
    expect(page).toMatch(/^# Icons come from https or data URIs and list valid sizes\n\nClients must reject icon URIs/);
    expect(page).toContain('\nRule ID: mcp.icon.source\nLevel: must (error)\nFormats: mcpdesc-descriptor, mcp-tool-list\nVersions: 2025-11-25, 2026-07-28\n');
  });

  it.each([
    [['rules', 'mcp.icon.sourc'], 'mcpdesc: no rule "mcp.icon.sourc". Did you mean "mcp.icon.source"? mcpdesc rules lists every rule id.\n'],
    [['rules', '--format', 'yaml'], 'mcpdesc: mcpdesc rules --format must be "text" or "json", not "yaml".\n'],
  ])('%j is a usage error', async (args, message) => {
    expect(await cli(args)).toEqual({ code: EXIT.error, stdout: '', stderr: message });
  });
});

describe('standard input', () => {
  const vscode = readFileSync(join(corpus, 'expected-invalid/config/unknown-key/.vscode/mcp.json'));
  const stdin = (bytes: Uint8Array | string) => Readable.from([Buffer.from(bytes)]);

  it('lint - reads one file; --stdin-filename selects its format and is its path', async () => {
    const named = await cli(['lint', '-', '--stdin-filename', '.vscode/mcp.json', '--format', 'json'], { stdin: stdin(vscode) });
    const unnamed = await cli(['lint', '-', '--format', 'json'], { stdin: stdin(vscode) });
    expect(named.code).toBe(EXIT.findings);
    expect(JSON.parse(named.stdout).files).toEqual([{ path: '.vscode/mcp.json', protocolVersion: null, format: 'vscode-mcp-json', version: null }]);
    expect(JSON.parse(named.stdout).findings[0].message).toMatch(/^VS Code: Missing required property "command"/);
    expect(JSON.parse(unnamed.stdout).files).toEqual([{ path: '<stdin>', protocolVersion: null, format: 'mcp-json', version: null }]);
  });

  it('applies the file size limit and the UTF-8 check to what it reads', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcpdesc-stdin-'));
    writeFileSync(join(dir, '.mcpdesc.yaml'), 'limits:\n  maxFileBytes: 100\n');
    const big = await cli(['lint', '-', '--stdin-filename', 'x.mcp.json', '--format', 'compact'], { cwd: dir, stdin: stdin('x'.repeat(5000)) });
    const bad = await cli(['lint', '-', '--stdin-filename', 'x.mcp.json', '--format', 'compact'], { cwd: dir, stdin: stdin(Buffer.from([0x7b, 0xff, 0x7d])) });
    removeDirs(dir);
    expect(big.stdout).toBe(
      'x.mcp.json:1:1: error mcpdesc.document.limits: The input is more than the limit of 100 bytes; mcpdesc did not read it all. Split the descriptor or raise limits.maxFileBytes.\n',
    );
    expect(bad.stdout).toMatch(/^x\.mcp\.json:1:2: error mcpdesc\.document\.file: The file is not valid UTF-8 \(byte 0xff at offset 1\)/);
  });

  it.each([
    [['lint', '-', INVALID], 'mcpdesc: - reads one file from a stream; name no other path with it (got 2 paths).\n'],
    [
      ['lint', INVALID, '--stdin-filename', 'x.mcp.json'],
      'mcpdesc: --stdin-filename names standard input: use it with "-" (mcpdesc lint - --stdin-filename x.mcp.json).\n',
    ],
    [['lint', '-', '--changed-since', 'HEAD'], 'mcpdesc: --changed-since selects files on disk; it cannot be used with -.\n'],
  ])('%j is a usage error', async (args, message) => {
    expect(await cli(args, { stdin: stdin('{}') })).toEqual({ code: EXIT.error, stdout: '', stderr: message });
  });

  // The real entry point, with real file descriptors: what a shell hands it.
  const entry = ['node_modules/tsx/dist/cli.mjs', join(root, 'src', 'cli', 'index.ts')];
  const run = (args: string[], input: number | Buffer) =>
    spawnSync(process.execPath, [...entry.map((p) => (p.startsWith('node_modules') ? join(root, p) : p)), ...args], {
      cwd: corpus,
      input: typeof input === 'number' ? undefined : input,
      stdio: [typeof input === 'number' ? input : 'pipe', 'pipe', 'pipe'],
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });

  it('/dev/stdin from a pipe, or from a file outside the workspace, is read, not refused as a symlink', () => {
    const piped = run(['lint', '/dev/stdin', '--format', 'compact'], readFileSync(join(corpus, INVALID)));
    expect([piped.status, piped.stdout, piped.stderr]).toEqual([
      EXIT.findings,
      '/dev/stdin:3:51: error mcp.schema.server-info: "version" must be a string, but it is an integer (3). Write a string here.\n',
      '',
    ]);
    const dir = mkdtempSync(join(tmpdir(), 'mcpdesc-outside-'));
    writeFileSync(join(dir, 'x.mcp.json'), readFileSync(join(corpus, INVALID)));
    const redirected = run(['lint', '/dev/stdin', '--stdin-filename', 'outside.mcp.json', '--format', 'compact'], openSync(join(dir, 'x.mcp.json'), 'r'));
    removeDirs(dir);
    expect(redirected.stdout).toBe(
      'outside.mcp.json:3:51: error mcp.schema.server-info: "version" must be a string, but it is an integer (3). Write a string here.\n',
    );
  }, 60_000);

  it('a pipe given by process substitution (/dev/fd/N) is read too', () => {
    const out = execFileSync(
      'bash',
      [
        '-c',
        `node ${entry.map((p) => JSON.stringify(p.startsWith('node_modules') ? join(root, p) : p)).join(' ')} lint <(cat ${INVALID}) --format compact; echo "exit $?"`,
      ],
      {
        cwd: corpus,
        encoding: 'utf8',
      },
    );
    expect(out).toMatch(
      /^\/dev\/fd\/\d+:3:51: error mcp\.schema\.server-info: "version" must be a string, but it is an integer \(3\)\. Write a string here\.\nexit 1\n$/,
    );
  }, 60_000);
});

describe('help and usage errors', () => {
  it.each(['lint', 'capture', 'verify', 'rules'])('mcpdesc %s --help prints that command’s usage and options', async (command) => {
    const { code, stdout } = await cli([command, '--help']);
    expect(code).toBe(EXIT.ok);
    expect(stdout.startsWith(`Usage: mcpdesc ${command}`)).toBe(true);
    expect(stdout).toContain('  -h, --help');
  });

  it('lint --help lists every lint option', async () => {
    const { stdout } = await cli(['lint', '-h']);
    expect(Object.keys(LINT_OPTIONS).filter((name) => !stdout.includes(`--${name}`))).toEqual([]);
    expect(stdout).not.toContain('--timeout');
  });

  it.each([
    [['lint', '--formt', 'json'], 'mcpdesc: mcpdesc lint has no option "--formt". Did you mean --format? See mcpdesc lint --help.\n'],
    [['lint', '--quite'], 'mcpdesc: mcpdesc lint has no option "--quite". Did you mean --quiet? See mcpdesc lint --help.\n'],
    [['lint', '-Z'], 'mcpdesc: mcpdesc lint has no option "-Z". See mcpdesc lint --help.\n'],
    [['lint', '--quiet=yes'], 'mcpdesc: --quiet takes no value (--quiet=yes). See mcpdesc lint --help.\n'],
    [
      ['lint', '--output', '--format', 'json'],
      'mcpdesc: --output needs a value: --output <file> (for a value that starts with "-", write --output=--format). See mcpdesc lint --help.\n',
    ],
    [['verify', 'x.mcp.json', '--urll', 'http://x'], 'mcpdesc: mcpdesc verify has no option "--urll". Did you mean --url? See mcpdesc verify --help.\n'],
    [['capture', '--ouput', 'x.mcp.json'], 'mcpdesc: mcpdesc capture has no option "--ouput". Did you mean --output? See mcpdesc capture --help.\n'],
    [['rules', '--formats', 'json'], 'mcpdesc: mcpdesc rules has no option "--formats". Did you mean --format? See mcpdesc rules --help.\n'],
    [['lnit'], 'mcpdesc: unknown command "lnit"; did you mean "mcpdesc lint"? (see mcpdesc --help).\n'],
  ])('%j', async (args, message) => {
    expect(await cli(args)).toEqual({ code: EXIT.error, stdout: '', stderr: message });
  });
});

describe('.pre-commit-hooks.yaml', () => {
  const hooks = parse(readFileSync(join(root, '.pre-commit-hooks.yaml'), 'utf8')) as { id: string; entry: string; language: string; files: string }[];
  const hook = hooks.find((h) => h.id === 'mcpdesc');
  if (!hook) throw new Error('the mcpdesc hook is declared');
  // pre-commit matches `files` with Python's re.search; this pattern is in the syntax both share.
  const files = new RegExp(hook.files);

  it("selects exactly the paths mcpdesc's default include globs select", () => {
    const included = picomatch(FORMAT_PATHS as string[], { dot: true });
    const samples = [
      ...FORMAT_PATHS.map((glob) => glob.replace('**/', '').replace('?*', 'x')),
      ...FORMAT_PATHS.map((glob) => glob.replace('**/', 'deep/er/').replace('?*', 'name')),
      'README.md',
      '.mcp.json.bak',
      'package.json',
      'src/server.ts',
      'mcp.jsonc',
      'a/xmcp.json',
      'settings.json',
      '.gemini/other.json',
      'x.mcp.toml',
    ];
    expect(samples.filter((path) => files.test(path) !== included(path))).toEqual([]);
  });

  it('runs its entry on the staged MCP files as pre-commit would, failing the commit on an error', () => {
    const repo = mkdtempSync(join(tmpdir(), 'mcpdesc-pre-commit-'));
    git(repo, 'init', '-q');
    const write = (path: string, from: string) => {
      mkdirSync(join(repo, path, '..'), { recursive: true });
      writeFileSync(join(repo, path), readFileSync(join(corpus, from)));
    };
    write('servers/ok.mcp.json', 'expected-valid/minimal.mcp.json');
    write('servers/broken.mcp.json', INVALID);
    write('.vscode/mcp.json', 'expected-valid/config/vscode/.vscode/mcp.json');
    write('README.md', 'expected-valid/minimal.mcp.json');
    write('unstaged.mcp.json', INVALID);
    git(repo, 'add', 'servers', '.vscode', 'README.md');
    // What pre-commit passes: the staged files (its get_staged_files), filtered by `files`.
    const staged = git(repo, 'diff', '--staged', '--name-only', '--no-ext-diff', '-z', '--diff-filter=ACMRTUXB')
      .split('\0')
      .filter((path) => path !== '' && files.test(path));
    expect(staged.sort()).toEqual(['.vscode/mcp.json', 'servers/broken.mcp.json', 'servers/ok.mcp.json']);
    // `language: node` installs this package; its entry's first word is the package's bin.
    const [bin, ...args] = hook.entry.split(' ');
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { bin: Record<string, string> };
    const result = spawnSync(process.execPath, [join(root, pkg.bin[bin]), ...args, ...staged], {
      cwd: repo,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1' },
    });
    removeDirs(repo);
    expect(result.status).toBe(EXIT.findings);
    expect(result.stdout).toContain('servers/broken.mcp.json:3:51 error mcp.schema.server-info');
    expect(result.stdout).toMatch(/1 problem \(1 error, 0 warnings, 0 notes\) in 1 of 3 MCP files checked/);
    expect(result.stdout).not.toContain('unstaged');
  }, 60_000);
});
