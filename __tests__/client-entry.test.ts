/**
 * A client's server entry, normalized (src/formats/client-config/entry.ts): the parts are found where the
 * client's shape says, flat or inside a command object, each with its pointer; and the shared client
 * rules, which read only those parts, report a nested client's entries at the nested places.
 */
import { describe, expect, it } from '@jest/globals';
import { UNVERSIONED } from '../src/model/axis.js';
import { Model } from '../src/model/check.js';
import { array, define, map, object, opt, string } from '../src/model/dsl.js';
import { loadCatalogue } from '../src/catalogue/catalogue.js';
import { lintSource } from '../src/engine/lint.js';
import { configContext } from '../src/formats/client-config/context.js';
import { type EntryShape, FLAT_ENTRY, normalizeEntry } from '../src/formats/client-config/entry.js';
import { CONFIG_RULES } from '../src/formats/client-config/rules/index.js';
import type { ClientSpec } from '../src/formats/client-config/spec.js';
import type { FileScope, MemoKey } from '../src/formats/types.js';
import { parseDocument } from '../src/parse/parse.js';
import { memoryWorkspace } from './helpers/memory-workspace.js';

const GITHUB = ['ghp', '_', 'R4nd0mV4lu3sTh4tL00kR34l1234567890ab'].join('');

/** A client that writes the command as an object: `"command": {"path": …, "args": […], "env": {…}}`. */
const NESTED: EntryShape = { ...FLAT_ENTRY, command: [['command', 'path']], args: [['command', 'args']], env: [['command', 'env']] };

describe('normalizeEntry', () => {
  it('reads a flat entry: each part at its key, strings in the order written, approvals the spec names', () => {
    const raw = {
      type: 'stdio',
      command: 'npx',
      args: ['-y', 'pkg'],
      env: { TOKEN: 't' },
      envFile: '.env',
      disabled: true,
      alwaysAllow: ['read'],
    };
    const entry = normalizeEntry('docs', '/mcpServers/docs', raw, FLAT_ENTRY, [{ key: 'alwaysAllow' }, { key: 'trust' }]);
    expect(entry.transport).toEqual({ value: 'stdio', pointer: '/mcpServers/docs/type', key: 'type' });
    expect(entry.command).toEqual({ value: 'npx', pointer: '/mcpServers/docs/command', key: 'command' });
    expect(entry.args?.pointer).toBe('/mcpServers/docs/args');
    expect(entry.env?.value).toEqual({ TOKEN: 't' });
    expect(entry.urls).toEqual([]);
    expect(entry.cwd).toBeUndefined();
    expect(entry.disabled).toBe(true);
    expect(entry.approvals).toEqual([{ field: { key: 'alwaysAllow' }, value: ['read'], pointer: '/mcpServers/docs/alwaysAllow' }]);
    expect(entry.strings.map((s) => [s.pointer, s.part, s.field, s.key])).toEqual([
      ['/mcpServers/docs/type', 'transport', 'type', undefined],
      ['/mcpServers/docs/command', 'command', 'command', undefined],
      ['/mcpServers/docs/args/0', 'args', 'args', 0],
      ['/mcpServers/docs/args/1', 'args', 'args', 1],
      ['/mcpServers/docs/env/TOKEN', 'env', 'env', 'TOKEN'],
      ['/mcpServers/docs/envFile', undefined, 'envFile', undefined],
      ['/mcpServers/docs/alwaysAllow/0', undefined, 'alwaysAllow', 0],
    ]);
  });

  it('lists every URL and every header map, under whichever key the client reads, in the shape order', () => {
    const entry = normalizeEntry('api', '/s/api', { serverUrl: 'https://b', url: 'https://a', http_headers: { A: '1' } }, FLAT_ENTRY, []);
    expect(entry.urls.map((u) => [u.key, u.value])).toEqual([
      ['url', 'https://a'],
      ['serverUrl', 'https://b'],
    ]);
    expect(entry.headers.map((h) => h.pointer)).toEqual(['/s/api/http_headers']);
    expect(entry.disabled).toBe(false);
  });

  it('reads a nested command object where the shape says, and keeps its other keys as strings of no part', () => {
    const raw = { command: { path: 'uvx', args: ['tool'], env: { KEY: 'v' }, label: 'x' }, settings: { mode: 'on' } };
    const entry = normalizeEntry('py', '/context_servers/py', raw, NESTED, []);
    expect(entry.command).toEqual({ value: 'uvx', pointer: '/context_servers/py/command/path', key: 'path' });
    expect(entry.args).toEqual({ value: ['tool'], pointer: '/context_servers/py/command/args', key: 'args' });
    expect(entry.env?.pointer).toBe('/context_servers/py/command/env');
    expect(entry.strings.map((s) => [s.pointer, s.part, s.field, s.key])).toEqual([
      ['/context_servers/py/command/path', 'command', 'path', undefined],
      ['/context_servers/py/command/args/0', 'args', 'args', 0],
      ['/context_servers/py/command/env/KEY', 'env', 'env', 'KEY'],
      ['/context_servers/py/command/label', undefined, 'command', 'label'],
      ['/context_servers/py/settings/mode', undefined, 'settings', 'mode'],
    ]);
  });
});

describe('the shared client rules on a client with a nested command object', () => {
  const spec: ClientSpec = {
    id: 'nested-client',
    precedence: 1,
    noun: { one: 'Nested config', other: 'Nested configs' },
    title: 'Nested config',
    client: 'Nested',
    paths: ['**/nested.json'],
    syntax: 'json',
    serverKeys: ['context_servers'],
    entryShape: NESTED,
    model: new Model(UNVERSIONED, [
      define('Config', 'Nested configuration', { context_servers: opt(map(object)) }),
      define('Server', 'server entry', {
        command: opt(object),
        url: opt(string),
        settings: opt(object),
        args: opt(array(string)),
      }),
    ]),
    unknownKeys: 'typos',
    interpolation: { braced: 'yes', withDefault: 'no', bare: 'no', envPrefix: 'no', inputs: false, predefined: [] },
    envReference: (name) => `\${${name}}`,
  };

  function findings(document: unknown): [string, string][] {
    const parsed = parseDocument(JSON.stringify(document, null, 2), 'json');
    const memo = new Map<string, unknown>();
    const scope: FileScope = {
      path: 'nested.json',
      parsed,
      version: null,
      versions: [],
      appliesTo: () => true,
      memo: <T>(key: MemoKey<T>, make: () => T): T => {
        if (!memo.has(key.name)) memo.set(key.name, make());
        return memo.get(key.name) as T;
      },
      runMemo: <T>(_: MemoKey<T>, make: () => T): T => make(),
      schemas: () => {
        throw new Error('not used');
      },
      workspace: undefined,
    };
    const found: [string, string][] = [];
    for (const rule of CONFIG_RULES) {
      const context = configContext(spec)(scope, {
        report: (pointer) => found.push([rule.id, pointer]),
        reportAt: () => found.push([rule.id, '(range)']),
      });
      rule.check(context);
    }
    return found.sort();
  }

  it('reports at the nested command, arguments and environment', () => {
    const document = {
      context_servers: {
        fetch: { command: { path: '/Users/alice/bin/npx', args: ['-y', 'fetch-server', `--token=${GITHUB}`], env: { HOME_DIR: '$HOME' } } },
        shell: { command: { path: 'sh', args: ['-c', 'run ${TARGET}'] } },
      },
    };
    expect(findings(document)).toEqual(
      [
        ['mcpdesc.config.interpolation', '/context_servers/fetch/command/env/HOME_DIR'],
        ['mcpdesc.config.literal-secret', '/context_servers/fetch/command/args/2'],
        ['mcpdesc.config.machine-path', '/context_servers/fetch/command/path'],
        ['mcpdesc.config.shell-wrapper', '/context_servers/shell/command/args/1'],
        ['mcpdesc.config.unpinned-package', '/context_servers/fetch/command/args/1'],
      ].sort(),
    );
  });

  it('finds two entries that start the same nested command', () => {
    const same = { command: { path: 'node', args: ['server.js'] } };
    expect(findings({ context_servers: { one: same, two: same } })).toEqual([['mcpdesc.config.duplicate-server', '/context_servers/two']]);
  });
});

describe('unpinned-package and the project around the file', () => {
  const catalogue = loadCatalogue();
  const config = (args: string[]) => `${JSON.stringify({ mcpServers: { router: { command: 'npx', args } } }, null, 2)}\n`;
  const unpinned = (path: string, args: string[], files: Record<string, string>) =>
    lintSource(path, config(args), { catalogue, workspace: memoryWorkspace(files) })
      .findings.filter((f) => f.ruleId === 'mcpdesc.config.unpinned-package')
      .map((f) => f.pointer);
  const manifest = JSON.stringify({ name: 'router', devDependencies: { tsx: '^4.20.0' } });

  it('leaves a bare npx of a package the nearest package.json declares and a lockfile pins', () => {
    expect(unpinned('.mcp.json', ['tsx', 'src/stdio.ts'], { 'package.json': manifest, 'package-lock.json': '{}' })).toEqual([]);
    expect(unpinned('runs/a/b.mcp.json', ['tsx', 'src/stdio.ts'], { 'package.json': manifest, 'pnpm-lock.yaml': '' })).toEqual([]);
  });

  it('still reports it with no lockfile, an undeclared package, an explicit @latest or a nearer package.json without it', () => {
    expect(unpinned('.mcp.json', ['tsx', 'src/stdio.ts'], { 'package.json': manifest })).toEqual(['/mcpServers/router/args/0']);
    expect(unpinned('.mcp.json', ['-y', 'other-server'], { 'package.json': manifest, 'package-lock.json': '{}' })).toEqual(['/mcpServers/router/args/1']);
    expect(unpinned('.mcp.json', ['tsx@latest', 'a.ts'], { 'package.json': manifest, 'package-lock.json': '{}' })).toEqual(['/mcpServers/router/args/0']);
    expect(
      unpinned('tools/.mcp.json', ['tsx', 'a.ts'], { 'package.json': manifest, 'package-lock.json': '{}', 'tools/package.json': '{"name":"tools"}' }),
    ).toEqual(['/mcpServers/router/args/0']);
    expect(unpinned('.mcp.json', ['tsx', 'a.ts'], { 'package.json': '{ not json', 'package-lock.json': '{}' })).toEqual(['/mcpServers/router/args/0']);
  });
});
