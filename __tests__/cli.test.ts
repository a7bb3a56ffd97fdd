import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { packageRoot } from '../src/catalogue/package-root.js';
import { EXIT, runCli } from '../src/cli/main.js';
import { git, removeDirs, shallowCheckout } from './helpers/git-repo.js';
import { pullRequestRepo } from './helpers/scenario.js';

const root = packageRoot();
const corpus = join(root, '__tests__', 'conformance');

async function cli(args: string[], cwd = corpus) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, { cwd, stdout: (t) => { stdout += t; }, stderr: (t) => { stderr += t; } });
  return { code, stdout, stderr };
}

describe('mcpdesc lint', () => {
  it('exits 0 and says so when nothing is wrong', async () => {
    const { code, stdout } = await cli(['lint', 'expected-valid']);
    expect(code).toBe(EXIT.ok);
    expect(stdout).toMatch(/^\d+ descriptors checked: no problems\.\n$/);
  });

  it('prints path:line:col level ruleId message with a source excerpt and exits 1', async () => {
    const { code, stdout } = await cli(['lint', 'expected-invalid/schema-server-info.mcp.json']);
    expect(code).toBe(EXIT.findings);
    expect(stdout).toBe([
      'expected-invalid/schema-server-info.mcp.json:3:51 error mcp.schema.server-info "version" must be a string, but it is an integer (3).',
      '  3 |   "serverInfo": { "name": "inventory", "version": 3 }',
      '    |                                                   ^',
      '',
      '1 problem (1 error, 0 warnings, 0 notes) in 1 of 1 descriptor.',
      '',
    ].join('\n'));
  });

  it('writes the documented JSON shape', async () => {
    const { code, stdout } = await cli(['lint', 'expected-invalid/version-field-availability.mcp.json', '--format', 'json']);
    expect(code).toBe(EXIT.ok); // warnings only, and fail-on defaults to error
    const report = JSON.parse(stdout);
    expect(Object.keys(report)).toEqual(['version', 'files', 'findings']);
    expect(report.files).toEqual([{ path: 'expected-invalid/version-field-availability.mcp.json', protocolVersion: '2024-11-05' }]);
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

  it('writes the report to --output atomically and summarises on stdout', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcpdesc-cli-'));
    const output = join(dir, 'out', 'report.sarif');
    const { code, stdout } = await cli(['lint', 'expected-invalid/schema-tool.mcp.json', '--format', 'sarif', '--output', output]);
    expect(code).toBe(EXIT.findings);
    expect(JSON.parse(readFileSync(output, 'utf8')).runs[0].results).toHaveLength(2);
    expect(stdout).toContain('2 problems');
  });

  it.each([
    [['lint', '--format', 'xml'], /--format must be "text", "json" or "sarif", not "xml"/],
    [['lint', '--fail-on', 'fatal'], /--fail-on must be "error", "warning", "note" or "never", not "fatal"/],
    [['lint', '--bogus'], /Unknown option '--bogus'/],
    [['lint', 'no/such/dir'], /no such file or directory: no\/such\/dir/],
    [['frobnicate'], /unknown command "frobnicate"/],
    [['lint', '--config', 'missing.yaml'], /cannot read the configuration file missing.yaml \(ENOENT\)/],
  ])('rejects bad usage %j with exit 2 and a clear message', async (args, message) => {
    const { code, stderr } = await cli(args);
    expect(code).toBe(EXIT.error);
    expect(stderr).toMatch(message);
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

  it('names an unknown rule id in the configuration and suggests the right one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcpdesc-config-'));
    writeFileSync(join(dir, '.mcpdesc.yaml'), 'rules:\n  mcp.schema.tools: warning\n');
    const { code, stderr } = await cli(['lint'], dir);
    expect(code).toBe(EXIT.error);
    expect(stderr).toContain('.mcpdesc.yaml: rules: unknown rule "mcp.schema.tools". Did you mean "mcp.schema.tool"?');
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
      expect(scoped.stdout).toContain('1 problem (0 errors, 1 warning, 0 notes) in 1 of 1 descriptor.');
      const unchanged = await cli(['lint', 'servers/broken-unchanged.mcp.json', '--changed-since', 'base'], ws);
      expect(unchanged).toEqual({ code: EXIT.ok, stdout: '0 descriptors checked: no problems.\n', stderr: '' });
    } finally {
      removeDirs(repo.origin, ws);
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
