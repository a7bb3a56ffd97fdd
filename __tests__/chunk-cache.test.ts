/**
 * The built CLI's start-up (src/cli/chunk-cache.ts): its chunks run with a V8 code cache the first run
 * writes and later runs read, the same output either way, in a folder only this user can write to.
 */
import { execFile } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { packageRoot } from '../src/catalogue/package-root.js';

const CLI = join(packageRoot(), 'dist', 'cli', 'index.js');
const DESCRIPTOR = `${JSON.stringify({ protocolVersion: '2025-06-18', serverInfo: { name: 'weather', version: '1.0.0' }, tools: [{ name: 'get_forecast', description: 'The forecast for a city.', inputSchema: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] } }] }, null, 2)}\n`;

const SERVER = `import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "weather", version: "1.0.0" });
server.registerTool("get_forecast", { description: "The forecast for a city." }, async () => ({ content: [] }));
`;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

let dir: string;

function cli(args: string[], env: NodeJS.ProcessEnv): Promise<Run> {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { cwd: dir, encoding: 'utf8', env: { ...process.env, ...env } }, (error, stdout, stderr) => {
      resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}

/** A temporary folder of its own for each test, and where the CLI keeps its cache there. */
function freshTmp(name: string): { env: NodeJS.ProcessEnv; top: string; folder: string } {
  const tmp = join(dir, name);
  mkdirSync(tmp);
  const top = join(tmp, `mcpdesc-compile-cache-${process.getuid?.()}`);
  return { env: { TMPDIR: tmp, NODE_DISABLE_COMPILE_CACHE: '' }, top, folder: join(top, `${process.version}-${process.arch}`) };
}

function snapshot(folder: string): Record<string, { mtimeMs: number; bytes: string }> {
  return Object.fromEntries(
    readdirSync(folder).map((name) => [name, { mtimeMs: statSync(join(folder, name)).mtimeMs, bytes: readFileSync(join(folder, name)).toString('base64') }]),
  );
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mcpdesc-chunk-cache-'));
  writeFileSync(join(dir, 'weather.mcp.json'), DESCRIPTOR);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the CLI bundle’s code cache', () => {
  const uids = process.getuid === undefined ? it.skip : it;

  uids('is written by the first run, in folders only this user can open, and read unchanged by the next', async () => {
    const { env, top, folder } = freshTmp('written');
    const first = await cli(['lint', 'weather.mcp.json', '--format', 'json'], env);
    expect(first.stderr).toBe('');
    expect(JSON.parse(first.stdout)).toMatchObject({ files: [{ path: 'weather.mcp.json', format: 'mcpdesc-descriptor' }] });
    expect(statSync(top).mode & 0o777).toBe(0o700);
    const written = snapshot(folder);
    // One cache per chunk the run loaded, named by the SHA-256 of its text and V8's flag hash, readable by this user alone.
    expect(Object.keys(written).length).toBeGreaterThan(3);
    for (const name of Object.keys(written)) {
      expect(name).toMatch(/^[0-9a-f]{64}-[0-9a-f]{8}$/);
      expect(statSync(join(folder, name)).mode & 0o777).toBe(0o600);
    }
    const second = await cli(['lint', 'weather.mcp.json', '--format', 'json'], env);
    expect(second).toEqual(first);
    expect(snapshot(folder)).toEqual(written);
  });

  uids('caches the vendored modules a run loads, as the chunks: TypeScript for a TypeScript server', async () => {
    const { env, folder } = freshTmp('vendored');
    // A descriptor alone loads no TypeScript (beside a package's server source, its consistency rules would).
    expect(await cli(['lint', 'weather.mcp.json'], env)).toMatchObject({ code: 0, stderr: '' });
    const before = Object.keys(snapshot(folder));
    writeFileSync(join(dir, 'server.ts'), SERVER);
    writeFileSync(join(dir, 'package.json'), '{ "name": "weather", "dependencies": { "@modelcontextprotocol/sdk": "1.13.0" } }\n');
    try {
      const first = await cli(['lint', 'server.ts', '--format', 'json'], env);
      expect(first.stderr).toBe('');
      expect(JSON.parse(first.stdout)).toMatchObject({
        files: [{ path: 'server.ts', format: 'typescript-source', tools: [{ name: 'get_forecast', line: 4, column: 21 }] }],
      });
      const written = snapshot(folder);
      // TypeScript's cache is the largest: several megabytes of compiled parser.
      const added = Object.keys(written).filter((name) => !before.includes(name));
      expect(Math.max(...added.map((name) => statSync(join(folder, name)).size))).toBeGreaterThan(1 << 20);
      expect(await cli(['lint', 'server.ts', '--format', 'json'], env)).toEqual(first);
      expect(snapshot(folder)).toEqual(written);
    } finally {
      rmSync(join(dir, 'server.ts'));
      rmSync(join(dir, 'package.json'));
    }
  });

  uids('keeps a source run’s caches across the V8 flag it raises: the next run rewrites none', async () => {
    const { env, folder } = freshTmp('flags');
    writeFileSync(join(dir, 'server.ts'), SERVER);
    writeFileSync(join(dir, 'package.json'), '{ "name": "weather", "dependencies": { "@modelcontextprotocol/sdk": "1.13.0" } }\n');
    try {
      // The chunks loaded before the first source file are compiled under V8's flags, the rest under the raised ones.
      const first = await cli(['lint', 'server.ts', '--format', 'json'], env);
      expect(first).toMatchObject({ code: 0, stderr: '' });
      const written = snapshot(folder);
      expect(new Set(Object.keys(written).map((name) => name.slice(65))).size).toBe(2);
      expect(await cli(['lint', 'server.ts', '--format', 'json'], env)).toEqual(first);
      expect(snapshot(folder)).toEqual(written);
    } finally {
      rmSync(join(dir, 'server.ts'));
      rmSync(join(dir, 'package.json'));
    }
  });

  uids('replaces a cache V8 rejects, with the same output', async () => {
    const { env, folder } = freshTmp('rejected');
    const first = await cli(['lint', 'weather.mcp.json'], env);
    for (const name of readdirSync(folder)) writeFileSync(join(folder, name), 'not a code cache');
    expect(await cli(['lint', 'weather.mcp.json'], env)).toEqual(first);
    for (const name of readdirSync(folder)) expect(readFileSync(join(folder, name), 'utf8')).not.toBe('not a code cache');
  });

  uids("drops other builds' entries an hour old when it writes its own, in every Node's folder", async () => {
    const { env, top, folder } = freshTmp('pruned');
    const old = (Date.now() - 2 * 60 * 60 * 1000) / 1000;
    const stale = join(folder, 'b'.repeat(64));
    const otherNode = join(top, 'v18.0.0-x64');
    const recent = join(folder, 'c'.repeat(64));
    for (const path of [otherNode, folder]) mkdirSync(path, { recursive: true, mode: 0o700 });
    for (const file of [stale, join(otherNode, 'b'.repeat(64)), recent]) writeFileSync(file, 'an entry of another build');
    for (const path of [stale, join(otherNode, 'b'.repeat(64)), otherNode]) utimesSync(path, old, old);
    expect(await cli(['lint', 'weather.mcp.json'], env)).toMatchObject({ code: 0, stderr: '' });
    expect(existsSync(stale)).toBe(false);
    expect(existsSync(otherNode)).toBe(false);
    expect(existsSync(recent)).toBe(true);
    // This build's entries, written by the run, are kept and read by the next.
    const written = snapshot(folder);
    expect(Object.keys(written).length).toBeGreaterThan(3);
    utimesSync(folder, old, old);
    expect(await cli(['lint', 'weather.mcp.json'], env)).toMatchObject({ code: 0, stderr: '' });
    expect(snapshot(folder)).toEqual(written);
  });

  uids('is neither read nor written with NODE_DISABLE_COMPILE_CACHE=1', async () => {
    const { env, top } = freshTmp('disabled');
    const cached = await cli(['lint', 'weather.mcp.json'], env);
    rmSync(top, { recursive: true });
    expect(await cli(['lint', 'weather.mcp.json'], { ...env, NODE_DISABLE_COMPILE_CACHE: '1' })).toEqual(cached);
    expect(existsSync(top)).toBe(false);
  });

  uids('is not used in a folder others can write to', async () => {
    const { env, top, folder } = freshTmp('shared');
    mkdirSync(top);
    chmodSync(top, 0o777);
    const run = await cli(['lint', 'weather.mcp.json'], env);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(existsSync(folder)).toBe(false);
  });

  uids('is not used through a link, even to a folder of this user’s', async () => {
    const { env, top } = freshTmp('linked');
    const target = join(dir, 'linked-target');
    mkdirSync(target, { mode: 0o700 });
    symlinkSync(target, top);
    const run = await cli(['lint', 'weather.mcp.json'], env);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(readdirSync(target)).toEqual([]);
  });
});
