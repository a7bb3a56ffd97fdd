/**
 * The CLI run from anywhere in a repository: the configuration is found from the working directory up
 * to the repository root, paths are relative to the folder it sits in, and a run from a subfolder
 * reports what the same files report from the root. Also the reporting details of --output and --quiet.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { EXIT, runCli } from '../src/cli/main.js';

const NAME = 'mcp.tool.name-format';
const descriptor = (tool: string) => `protocolVersion: "2025-11-25"\ntools:\n  - name: ${tool}\n    inputSchema: {type: object}\n`;

let repo: string;
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), text);
};
async function cli(args: string[], cwd = repo): Promise<{ code: number; stdout: string; stderr: string }> {
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

beforeEach(() => {
  // The outer folder stands for a home folder above the repository: its configuration must never apply.
  const outer = mkdtempSync(join(tmpdir(), 'mcpdesc-project-'));
  writeFileSync(join(outer, '.mcpdesc.yaml'), 'exclude: ["**"]\n');
  repo = join(outer, 'repo');
  mkdirSync(join(repo, '.git'), { recursive: true });
});
afterEach(() => rmSync(dirname(repo), { recursive: true, force: true }));

describe('a run from a subfolder', () => {
  it('uses the root configuration and reports paths as a run from the root does', async () => {
    write('.mcpdesc.yaml', `rules: { ${NAME}: error }\noverrides:\n  - { files: "servers/legacy/**", rules: { ${NAME}: note } }\n`);
    write('servers/legacy/old.mcp.yaml', descriptor('a b'));
    write('servers/new.mcp.yaml', descriptor('c d'));
    const fromRoot = await cli(['lint', 'servers', '--format', 'json']);
    const fromSub = await cli(['lint', '--format', 'json'], join(repo, 'servers'));
    expect(fromSub.code).toBe(EXIT.findings);
    expect(fromSub.stdout).toBe(fromRoot.stdout);
    const { findings } = JSON.parse(fromSub.stdout) as { findings: { path: string; ruleId: string; level: string }[] };
    expect(findings.map((f) => [f.path, f.ruleId, f.level])).toEqual([
      ['servers/legacy/old.mcp.yaml', NAME, 'note'],
      ['servers/new.mcp.yaml', NAME, 'error'],
    ]);
    // A path named from the subfolder is the user's, relative to where they are.
    const named = await cli(['lint', 'legacy/old.mcp.yaml', '--format', 'json'], join(repo, 'servers'));
    expect((JSON.parse(named.stdout) as { files: { path: string }[] }).files.map((f) => f.path)).toEqual(['servers/legacy/old.mcp.yaml']);
  });

  it('recognizes formats by their path from the root: .vscode/mcp.json linted from inside .vscode', async () => {
    write('.vscode/mcp.json', '{"servers": {"x": {"command": "node", "args": ["server.js"]}}}\n');
    const { stdout } = await cli(['lint', '--format', 'json'], join(repo, '.vscode'));
    expect((JSON.parse(stdout) as { files: { path: string; format: string }[] }).files.map((f) => [f.path, f.format])).toEqual([
      ['.vscode/mcp.json', 'vscode-mcp-json'],
    ]);
  });

  it('takes the nearest configuration below the repository root, and none above it', async () => {
    write('packages/a/.mcpdesc.yml', `rules: { ${NAME}: off }\n`);
    write('packages/a/x.mcp.yaml', descriptor('a b'));
    write('packages/b/x.mcp.yaml', descriptor('a b'));
    const a = await cli(['lint'], join(repo, 'packages/a/'));
    expect([a.code, a.stdout]).toEqual([EXIT.ok, '1 MCP file checked: 1 descriptor. No problems.\n']);
    // packages/b has no configuration of its own, and the one above the repository is not the project's.
    const b = await cli(['lint'], join(repo, 'packages/b'));
    expect(b.stdout).toContain(`packages/b/x.mcp.yaml:3:11 warning ${NAME}`);
  });

  it('--print-config names the configuration file it used', async () => {
    write('.mcpdesc.yaml', 'exclude: ["vendor/**"]\n');
    write('servers/x.mcp.yaml', descriptor('ok'));
    const { stdout } = await cli(['lint', '--print-config', 'x.mcp.yaml'], join(repo, 'servers'));
    expect(JSON.parse(stdout)).toMatchObject({ configFile: '../.mcpdesc.yaml', file: 'servers/x.mcp.yaml', selectedByGlobs: true });
  });
});

describe('a run on another repository', () => {
  it('takes that repository for its root and configuration, as a run from inside it', async () => {
    const other = join(dirname(repo), 'other');
    mkdirSync(join(other, '.git'), { recursive: true });
    mkdirSync(join(other, 'servers'), { recursive: true });
    writeFileSync(join(other, '.mcpdesc.yaml'), `rules: { ${NAME}: error }\n`);
    writeFileSync(join(other, 'servers/x.mcp.yaml'), descriptor('a b'));
    const inside = await cli(['lint', '--format', 'json'], other);
    for (const named of [other, join(other, 'servers'), join(other, 'servers/x.mcp.yaml')]) {
      const run = await cli(['lint', named, '--format', 'json']);
      expect(run.code).toBe(EXIT.findings);
      const { findings } = JSON.parse(run.stdout) as { findings: { path: string; level: string }[] };
      // Paths from the other root (no "..", which the workspace never follows) and its configuration's level.
      expect(findings.map((f) => [f.path, f.level])).toEqual([['servers/x.mcp.yaml', 'error']]);
    }
    expect((await cli(['lint', other, '--format', 'json'])).stdout).toBe(inside.stdout);
  });

  it('takes a named folder that belongs to no project (an unpacked archive) for its root', async () => {
    const unpacked = join(dirname(repo), 'unpacked');
    mkdirSync(join(unpacked, 'servers'), { recursive: true });
    writeFileSync(join(unpacked, 'servers/x.mcp.yaml'), descriptor('a b'));
    const run = await cli(['lint', unpacked, '--format', 'json']);
    expect((JSON.parse(run.stdout) as { files: { path: string }[] }).files.map((f) => f.path)).toEqual(['servers/x.mcp.yaml']);
    // A loose file there stays the working directory's, placed from it.
    const file = await cli(['lint', join(unpacked, 'servers/x.mcp.yaml'), '--format', 'json']);
    expect((JSON.parse(file.stdout) as { files: { path: string }[] }).files.map((f) => f.path)).toEqual(['../unpacked/servers/x.mcp.yaml']);
  });

  it("keeps the working directory's project when a named path lies inside it or does not exist", async () => {
    const other = join(dirname(repo), 'other');
    mkdirSync(join(other, '.git'), { recursive: true });
    writeFileSync(join(other, 'y.mcp.yaml'), descriptor('a b'));
    write('x.mcp.yaml', descriptor('c d'));
    const both = await cli(['lint', '.', other, '--format', 'json']);
    const paths = (JSON.parse(both.stdout) as { files: { path: string }[] }).files.map((f) => f.path);
    expect(paths).toEqual(['../other/y.mcp.yaml', 'x.mcp.yaml']);
    const missing = await cli(['lint', join(other, 'nothing-here')]);
    expect([missing.code, missing.stderr]).toEqual([EXIT.error, `mcpdesc: no such file or directory: ${join(other, 'nothing-here')}.\n`]);
  });
});

describe('configuration file names', () => {
  it('reads .mcpdesc.yml as well as .mcpdesc.yaml', async () => {
    write('.mcpdesc.yml', `rules: { ${NAME}: off }\n`);
    write('x.mcp.yaml', descriptor('a b'));
    expect((await cli(['lint'])).code).toBe(EXIT.ok);
  });

  it('refuses a folder that holds both, rather than reading one of them silently', async () => {
    write('.mcpdesc.yaml', '{}\n');
    write('.mcpdesc.yml', '{}\n');
    write('x.mcp.yaml', descriptor('ok'));
    const { code, stderr } = await cli(['lint']);
    expect(code).toBe(EXIT.error);
    expect(stderr).toContain(
      `.mcpdesc.yaml and .mcpdesc.yml are both in ${repo}: mcpdesc reads one configuration file per folder. Merge them into .mcpdesc.yaml.`,
    );
  });
});

describe('reporting options', () => {
  it('--output writes the report instead of printing it', async () => {
    write('x.mcp.yaml', descriptor('a b'));
    const { code, stdout } = await cli(['lint', '--format', 'json', '--output', 'report.json', '--fail-on', 'warning']);
    expect([code, stdout]).toEqual([EXIT.findings, '']);
    expect(JSON.parse(readFileSync(join(repo, 'report.json'), 'utf8'))).toMatchObject({ files: [{ path: 'x.mcp.yaml' }] });
  });

  it('--quiet never says "No problems." while it hides warnings that --max-warnings fails on', async () => {
    write('x.mcp.yaml', descriptor('a b'));
    const { code, stdout, stderr } = await cli(['lint', '--quiet', '--max-warnings', '0']);
    expect(code).toBe(EXIT.findings);
    expect(stdout).toBe('1 MCP file checked: 1 descriptor. No errors. 1 warning or note not shown (--quiet).\n');
    expect(stderr).toBe('mcpdesc: 1 warning, more than --max-warnings 0 allows.\n');
  });
});
