import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { packageRoot } from '../src/catalogue/package-root.js';
import { EXIT, runCli } from '../src/cli/main.js';
import { commit, git, initRepo, removeDirs, shallowCheckout, tempDir } from './helpers/git-repo.js';
import { pullRequestRepo, withError } from './helpers/scenario.js';

const root = packageRoot();
const corpus = join(root, '__tests__', 'conformance');

async function cli(args: string[], cwd = corpus) {
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

describe('mcpdesc lint', () => {
  it('exits 0 and says so when nothing is wrong', async () => {
    const { code, stdout } = await cli(['lint', 'expected-valid']);
    expect(code).toBe(EXIT.ok);
    expect(stdout).toMatch(
      /^\d+ MCP files checked: \d+ descriptors, \d+ registry server\.json(?: files)?, \d+ MCPB manifests?, \d+ Server Cards?, 1 Claude Code config, 1 Claude Code plugin, 1 VS Code MCP config, .*\. No problems\. 1 suppressed\.\n$/,
    );
  });

  it('prints path:line:col level ruleId message with a source excerpt and exits 1', async () => {
    const { code, stdout } = await cli(['lint', 'expected-invalid/schema-server-info.mcp.json']);
    expect(code).toBe(EXIT.findings);
    expect(stdout).toBe(
      [
        'expected-invalid/schema-server-info.mcp.json:3:51 error mcp.schema.server-info "version" must be a string, but it is an integer (3). Write a string here.',
        '  3 |   "serverInfo": { "name": "inventory", "version": 3 }',
        '    |                                                   ^',
        '',
        '1 problem (1 error, 0 warnings, 0 notes) in 1 of 1 MCP file checked: 1 descriptor.',
        '',
      ].join('\n'),
    );
  });

  it('writes the documented JSON shape', async () => {
    const { code, stdout } = await cli(['lint', 'expected-invalid/version-field-availability.mcp.json', '--format', 'json']);
    expect(code).toBe(EXIT.ok); // warnings only, and fail-on defaults to error
    const report = JSON.parse(stdout);
    expect(Object.keys(report)).toEqual(['version', 'files', 'skipped', 'findings', 'suppressed']);
    expect(report.files).toEqual([
      { path: 'expected-invalid/version-field-availability.mcp.json', protocolVersion: '2024-11-05', format: 'mcpdesc-descriptor', version: '2024-11-05' },
    ]);
    expect(report.skipped).toEqual([]);
    expect(report.findings[0]).toEqual({
      ruleId: 'mcpdesc.version.field-availability',
      level: 'warning',
      path: 'expected-invalid/version-field-availability.mcp.json',
      pointer: '/tools/0/title',
      line: 6,
      column: 7,
      endLine: 6,
      endColumn: 14,
      message: expect.stringContaining('"title" is not a property of a tool in 2024-11-05'),
    });
  });

  it.each([
    ['warning', EXIT.findings],
    ['note', EXIT.findings],
    ['error', EXIT.ok],
    ['never', EXIT.ok],
  ])('--fail-on %s decides the exit status', async (failOn, expected) => {
    const { code } = await cli(['lint', 'expected-invalid/version-field-availability.mcp.json', '--fail-on', failOn]);
    expect(code).toBe(expected);
  });

  it('writes the report to --output atomically, instead of standard output', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcpdesc-cli-'));
    const output = join(dir, 'out', 'report.sarif');
    const { code, stdout } = await cli(['lint', 'expected-invalid/schema-tool.mcp.json', '--format', 'sarif', '--output', output]);
    expect(code).toBe(EXIT.findings);
    expect(JSON.parse(readFileSync(output, 'utf8')).runs[0].results).toHaveLength(2);
    expect(stdout).toBe('');
  });

  it.each([
    [['lint', '--format', 'xml'], /--format must be "text", "json", "sarif", "github", "junit", "gitlab", "checkstyle" or "compact", not "xml"/],
    [['lint', '--fail-on', 'fatal'], /--fail-on must be "error", "warning", "note" or "never", not "fatal"/],
    [['lint', '--bogus'], /mcpdesc lint has no option "--bogus"\. See mcpdesc lint --help\./],
    [['lint', 'no/such/dir'], /no such file or directory: no\/such\/dir/],
    [['frobnicate'], /unknown command "frobnicate"/],
    [['lint', '--config', 'missing.yaml'], /cannot read the configuration file missing.yaml \(ENOENT\)/],
    [['lint', '--config', 'expected-valid'], /cannot read the configuration file expected-valid \(EISDIR\)\. Check the --config path\./],
    [['lint', '--format'], /--format needs a value: --format <text\|json\|sarif\|github\|junit\|gitlab\|checkstyle\|compact>\. See mcpdesc lint --help\./],
    [['lint', '--include', '[abc'], /--include: the glob "\[abc" has a "\[" at character 1 that is never closed; escape it as "\\\[" to match it literally\./],
    [['lint', '--exclude', 'legacy/{a,b'], /--exclude: the glob "legacy\/\{a,b" has a "\{" at character 8 that is never closed/],
    [['lint', '--include', 'a}.mcp.json'], /--include: the glob "a\}.mcp.json" has a "\}" at character 2 that closes nothing/],
    [['lint', '--include', ''], /--include: the glob "" is empty\./],
    [['lint', '--include', '/srv/**/*.mcp.json'], /--include: the glob "\/srv\/\*\*\/\*.mcp.json" is an absolute path, but globs match relative paths/],
    [['lint', '--exclude', '../other/**'], /--exclude: the glob "..\/other\/\*\*" has a ".." segment/],
    [
      ['lint', 'expected-valid', '--output', join(corpus, 'expectations.yaml', 'report.txt')],
      /--output: cannot write .*expectations.yaml\/report.txt \(E[A-Z]+\)\. Choose a writable path\./,
    ],
  ])('rejects bad usage %j with exit 2 and a clear message', async (args, message) => {
    const { code, stderr } = await cli(args);
    expect(code).toBe(EXIT.error);
    expect(stderr).toMatch(message);
  });

  it.each([
    [
      'an unknown setting',
      'rule:\n  mcp.schema.tool: "off"\n',
      'unknown setting "rule". Did you mean "rules"? Accepted settings: "include", "exclude", "rules", "overrides", "ignore" and "limits".',
    ],
    [
      'not a mapping',
      '- include\n',
      'the configuration must be a mapping with any of "include", "exclude", "rules", "overrides", "ignore" and "limits", not ["include"].',
    ],
    ['invalid YAML', 'rules: [\n', 'not valid YAML'],
    ['an unknown rule id', 'rules:\n  mcp.schema.tools: warning\n', 'rules: unknown rule "mcp.schema.tools". Did you mean "mcp.schema.tool"?'],
    [
      'an unknown rule setting',
      'rules:\n  mcp.schema.tool: critical\n',
      'rules: "critical" is not a rule setting for mcp.schema.tool; use "error", "warning", "note" or "off".',
    ],
    [
      'a rule setting that is not a string',
      'rules:\n  mcp.schema.tool: { level: error }\n',
      'rules: {"level":"error"} is not a rule setting for mcp.schema.tool',
    ],
    ['rules as a list', 'rules: [mcp.schema.tool]\n', 'rules must map rule ids to "error", "warning", "note" or "off", not ["mcp.schema.tool"].'],
    ['include as a number', 'include: 3\n', 'include must be a glob or a list of globs, e.g. ["servers/**/*.mcp.json"], not 3.'],
    [
      'an invalid include glob',
      'include: ["servers/[ab.mcp.json"]\n',
      'include: the glob "servers/[ab.mcp.json" has a "[" at character 9 that is never closed',
    ],
    ['an exclude glob outside the root', 'exclude: ../vendor/**\n', 'exclude: the glob "../vendor/**" has a ".." segment'],
    ['an unknown limit', 'limits:\n  maxDepht: 10\n', 'unknown limit "maxDepht". Did you mean "maxDepth"?'],
    ['a limit of the wrong type', 'limits:\n  maxDepth: "10"\n', 'limits.maxDepth must be an integer from 1 to 1000 (default 64), not "10".'],
    ['a limit out of range', 'limits:\n  maxDepth: 5000\n', 'limits.maxDepth must be an integer from 1 to 1000 (default 64), not 5000.'],
    ['a limit of zero', 'limits:\n  regexTimeoutMs: 0\n', 'limits.regexTimeoutMs must be an integer from 1 to 10000 (default 100), not 0.'],
    ['a fractional limit', 'limits:\n  maxNodes: 1.5\n', 'limits.maxNodes must be an integer from 1 to 10000000'],
  ])('rejects a configuration file with %s: exit 2, naming the file, the setting and the accepted values', async (_, text, message) => {
    const dir = mkdtempSync(join(tmpdir(), 'mcpdesc-config-'));
    try {
      writeFileSync(join(dir, '.mcpdesc.yaml'), text);
      const { code, stderr } = await cli(['lint'], dir);
      expect(code).toBe(EXIT.error);
      expect(stderr).toContain(`mcpdesc: .mcpdesc.yaml: ${message}`);
    } finally {
      removeDirs(dir);
    }
  });

  it('applies per-rule settings from the configuration file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcpdesc-config-'));
    writeFileSync(join(dir, '.mcpdesc.yaml'), 'rules:\n  mcp.schema.server-info: "off"\n  mcpdesc.version.field-availability: error\n');
    writeFileSync(join(dir, 'a.mcp.json'), readFileSync(join(corpus, 'expected-invalid/schema-server-info.mcp.json')));
    writeFileSync(join(dir, 'b.mcp.json'), readFileSync(join(corpus, 'expected-invalid/version-field-availability.mcp.json')));
    const { code, stdout } = await cli(['lint', '--format', 'json'], dir);
    const report = JSON.parse(stdout);
    expect(report.files.map((f: { path: string }) => f.path)).toEqual(['a.mcp.json', 'b.mcp.json']);
    expect(report.findings.map((f: { ruleId: string; level: string }) => `${f.ruleId} ${f.level}`)).toEqual([
      'mcpdesc.version.field-availability error',
      'mcpdesc.version.field-availability error',
    ]);
    expect(code).toBe(EXIT.findings);
  });

  it('--changed-since REF lints only descriptors changed since the merge base, under their new names', async () => {
    const repo = pullRequestRepo();
    const ws = shallowCheckout(repo.origin, 'refs/pull/1/merge', repo.merge, 50);
    try {
      git(ws, 'branch', 'base', repo.base);
      const { code, stdout } = await cli(['lint', '--changed-since', 'base', '--format', 'json'], ws);
      const report = JSON.parse(stdout);
      // servers/broken-unchanged.mcp.json and servers/main-only.mcp.json have errors but did not change.
      expect(report.files.map((f: { path: string }) => f.path)).toEqual(['servers/added.mcp.yaml', 'servers/modified.mcp.json', 'servers/renamed.mcp.json']);
      expect(report.findings.map((f: { path: string; ruleId: string }) => `${f.path} ${f.ruleId}`)).toEqual([
        'servers/added.mcp.yaml mcpdesc.version.deprecated',
        'servers/modified.mcp.json mcp.schema.server-info',
        'servers/renamed.mcp.json mcp.schema.server-info',
      ]);
      expect(code).toBe(EXIT.findings);
      const scoped = await cli(['lint', 'servers/added.mcp.yaml', '--changed-since', 'base'], ws);
      expect(scoped.stdout).toContain('1 problem (0 errors, 1 warning, 0 notes) in 1 of 1 MCP file checked: 1 descriptor.');
      const unchanged = await cli(['lint', 'servers/broken-unchanged.mcp.json', '--changed-since', 'base'], ws);
      expect(unchanged).toEqual({ code: EXIT.ok, stdout: expect.stringMatching(/^0 MCP files checked\. mcpdesc looks for /), stderr: '' });
    } finally {
      removeDirs(repo.origin, ws);
    }
  });

  it('--changed-since judges by what changed: a dependency bump passes on the old findings of its package, which SARIF keeps', async () => {
    const repo = initRepo(tempDir('cli-dependency'));
    try {
      const packageJson = (zod: string) => `${JSON.stringify({ name: '@acme/weather', version: '1.0.0', dependencies: { zod } }, null, 2)}\n`;
      commit(repo, 'base', { 'package.json': packageJson('3.0.0'), 'weather.mcp.json': withError('weather') });
      writeFileSync(join(repo, 'package.json'), packageJson('3.1.0'));
      const text = await cli(['lint', '--changed-since', 'HEAD'], repo);
      expect(text.code).toBe(EXIT.ok);
      expect(text.stdout).toBe('1 MCP file checked: 1 descriptor. No problems.\n');
      expect(text.stderr).toContain('mcpdesc: 1 older finding in MCP files this change did not touch');
      const sarif = await cli(['lint', '--changed-since', 'HEAD', '--format', 'sarif'], repo);
      expect(sarif.code).toBe(EXIT.ok);
      expect(JSON.parse(sarif.stdout).runs[0].results.map((r: { ruleId: string }) => r.ruleId)).toEqual(['mcp.schema.server-info']);
    } finally {
      removeDirs(repo);
    }
  });

  it('--changed-since with an unknown ref exits 2 and names it', async () => {
    const repo = pullRequestRepo();
    try {
      const { code, stderr } = await cli(['lint', '--changed-since', 'nope'], repo.origin);
      expect(code).toBe(EXIT.error);
      expect(stderr).toContain('"nope" is not a commit in this repository');
    } finally {
      removeDirs(repo.origin);
    }
  });
});
