/**
 * Grouping one server's files (src/formats/consistency/group.ts), the runner widening a changed-files run
 * to a changed package manifest's group, and the text report's "see also" line for a related location.
 */
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from '@jest/globals';
import { groupOf } from '../src/formats/consistency/group.js';
import { formatText } from '../src/report/text.js';
import { DEFAULT_CONFIG } from '../src/runner/config.js';
import { lintPaths, withGroups } from '../src/runner/run.js';
import { cachedWorkspace, fsWorkspace } from '../src/runner/workspace.js';
import { catalogue } from './helpers/corpus.js';
import { writeTree } from './helpers/tree-tester.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tree = (files: Parameters<typeof writeTree>[0]) => {
  const root = writeTree(files);
  dirs.push(root);
  return root;
};
const globs = (root: string) => ({ root, include: DEFAULT_CONFIG.include, exclude: DEFAULT_CONFIG.exclude });

describe('groups', () => {
  it('are the nearest folder at or above a file with a package manifest, else its own folder', () => {
    const root = tree({
      'package.json': '{}',
      '.well-known/mcp/server-card.json': '{}',
      'py/pyproject.toml': '',
      'py/deep/server.json': '{}',
      'rs/Cargo.toml': '',
      'go/go.mod': '',
      'dotnet/Weather.csproj': '<Project />',
      'dotnet/server.json': '{}',
    });
    const ws = fsWorkspace(root);
    expect(groupOf(ws, 'server.json')).toBe('');
    expect(groupOf(ws, '.well-known/mcp/server-card.json')).toBe('');
    expect(groupOf(ws, 'py/deep/server.json')).toBe('py');
    expect(groupOf(ws, 'rs/manifest.json')).toBe('rs');
    expect(groupOf(ws, 'go/server.json')).toBe('go');
    expect(groupOf(ws, 'dotnet/server.json')).toBe('dotnet');
    expect(groupOf(ws, '../outside/server.json')).toBeUndefined();
  });

  it("fall back to the file's own folder when no folder up to the root has a manifest", () => {
    const root = tree({ 'servers/weather/server.json': '{}' });
    expect(groupOf(fsWorkspace(root), 'servers/weather/server.json')).toBe('servers/weather');
  });
});

describe("a run's workspace", () => {
  it('answers each question once per run: a manifest written during the run is seen by the next run', () => {
    const root = tree({ 'servers/a.mcp.json': '{}', 'servers/b.mcp.json': '{}' });
    const run = cachedWorkspace(fsWorkspace(root));
    expect(groupOf(run, 'servers/a.mcp.json')).toBe('servers');
    writeFileSync(join(root, 'package.json'), '{}');
    expect(run.kind('package.json')).toBeUndefined();
    expect(groupOf(run, 'servers/b.mcp.json')).toBe('servers');
    expect(groupOf(fsWorkspace(root), 'servers/b.mcp.json')).toBe('');
  });

  it("finds a folder's group once for all its files, and only when its answers cannot change", () => {
    const root = tree({ 'dotnet/Weather.csproj': '<Project />', 'dotnet/a.mcp.json': '{}', 'dotnet/b.mcp.json': '{}', 'other/c.mcp.json': '{}' });
    const listed: string[] = [];
    const counting = (stable: boolean) => {
      const fs = stable ? cachedWorkspace(fsWorkspace(root)) : fsWorkspace(root);
      const list = (path: string, max: number) => {
        listed.push(path);
        return fs.list(path, max);
      };
      return { stable, kind: fs.kind, head: fs.head, list };
    };
    const run = counting(true);
    expect(['dotnet/a.mcp.json', 'dotnet/b.mcp.json', 'dotnet/a.mcp.json'].map((path) => groupOf(run, path))).toEqual(['dotnet', 'dotnet', 'dotnet']);
    expect(groupOf(run, 'other/c.mcp.json')).toBe('other');
    expect(listed).toEqual(['dotnet', 'other', '']);
    listed.splice(0);
    const live = counting(false);
    expect(['dotnet/a.mcp.json', 'dotnet/b.mcp.json'].map((path) => groupOf(live, path))).toEqual(['dotnet', 'dotnet']);
    expect(listed).toEqual(['dotnet', 'dotnet']);
  });

  it('hands each caller its own copy of a folder listing', () => {
    const run = cachedWorkspace(fsWorkspace(tree({ 'x/a.json': '{}', 'x/b.json': '{}' })));
    run.list('x', 10)?.splice(0);
    expect(run.list('x', 10)).toEqual(['a.json', 'b.json']);
  });
});

const SCHEMA = 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json';

describe('changed-files runs', () => {
  const files = {
    'package.json': '{ "name": "@acme/weather", "version": "1.1.0" }\n',
    'server.json': `{ "$schema": "${SCHEMA}", "name": "io.github.acme/weather", "description": "Forecasts.", "version": "1.0.0", "packages": [{ "registryType": "npm", "identifier": "@acme/weather", "version": "1.0.0", "transport": { "type": "stdio" } }] }\n`,
    'bundle/manifest.json': '{ "manifest_version": "0.3", "version": "1.0.0" }\n',
    'other/pyproject.toml': '[project]\nname = "other"\n',
    'other/server.json': `{ "$schema": "${SCHEMA}", "name": "io.github.acme/other", "description": "Other.", "version": "1.0.0" }\n`,
  };

  it("add the MCP files of a changed package manifest's group, not those of another package", async () => {
    const root = tree(files);
    expect([...(await withGroups(new Set(['package.json', 'README.md']), globs(root)))].sort()).toEqual([
      'README.md',
      'bundle/manifest.json',
      'package.json',
      'server.json',
    ]);
    expect([...(await withGroups(new Set(['other/pyproject.toml']), globs(root)))].sort()).toEqual(['other/pyproject.toml', 'other/server.json']);
  });

  it('leave the candidates alone when no package manifest changed', async () => {
    const only = new Set(['server.json']);
    expect(await withGroups(only, globs(tree(files)))).toBe(only);
  });

  it('lint the group a bumped package.json belongs to, and the text report says where the other version is', async () => {
    const root = tree(files);
    const { results } = await lintPaths(['.'], { root, config: DEFAULT_CONFIG, catalogue, only: new Set(['package.json']) });
    expect(results.map((r) => r.path)).toEqual(['bundle/manifest.json', 'server.json']);
    const text = formatText(results);
    expect(text).toContain('  see also package.json:1:39: package.json declares version "1.1.0" here.\n');
  });
});
