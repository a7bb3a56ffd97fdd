/**
 * Formats: which format a file is, from its content and its path; what happens to a file that is no
 * MCP file; and a repository with several kinds of MCP file, checked as the CLI checks it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EXIT, runCli } from '../src/cli/main.js';
import { classify } from '../src/engine/classify.js';
import { lintSource } from '../src/engine/lint.js';
import { FORMAT_PATHS, FORMATS } from '../src/formats/index.js';
import { FORMAT_INFOS, loadFormat } from '../src/formats/loaders.js';
import { catalogue } from './helpers/corpus.js';

const descriptor = {
  protocolVersion: '2025-11-25',
  serverInfo: { name: 'w', version: '1.0.0' },
  capabilities: { tools: {} },
  tools: [{ name: 'forecast', inputSchema: { type: 'object' } }],
};
const servers = { mcpServers: { github: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-github@2025.4.8'] } } };
const registry = {
  $schema: 'https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json',
  name: 'io.github.acme/weather',
  version: '1.0.0',
  description: 'Weather.',
};
const jsonServerDb = { posts: [{ id: 1, title: 'json-server' }], comments: [] };
const mcpb = {
  manifest_version: '0.3',
  name: 'weather',
  version: '1.0.0',
  description: 'Weather forecasts.',
  author: { name: 'Acme' },
  server: { type: 'node', entry_point: 'server/index.js', mcp_config: { command: 'node', args: ['${__dirname}/server/index.js'] } },
};
const browserManifest = { manifest_version: 3, name: 'My extension', version: '1.0', action: {} };

const cases: [string, string, unknown, string | undefined][] = [
  ['a descriptor by its name', 'servers/weather.mcp.json', descriptor, 'mcpdesc-descriptor'],
  ['a broken descriptor by its name alone', 'servers/weather.mcp.yaml', { name: 'no version' }, 'mcpdesc-descriptor'],
  ["Claude Code's .mcp.json, never a descriptor", '.mcp.json', servers, 'claude-code-mcp-json'],
  ['a .mcp.json with VS Code\'s "servers" key, still Claude Code\'s file', '.mcp.json', { servers: servers.mcpServers }, 'claude-code-mcp-json'],
  ["a Claude Code plugin's flat .mcp.json", 'plugin/.mcp.json', servers.mcpServers, 'claude-code-mcp-json'],
  ['a descriptor whose content says so, even named .mcp.json', '.mcp.json', descriptor, 'mcpdesc-descriptor'],
  ['a server list named like a descriptor', 'servers/server.mcp.json', servers, 'mcp-json'],
  ["VS Code's workspace file", '.vscode/mcp.json', { servers: servers.mcpServers, inputs: [] }, 'vscode-mcp-json'],
  ["Cursor's project file", '.cursor/mcp.json', servers, 'cursor-mcp-json'],
  ["a Claude Code plugin's manifest with its servers inline", 'tools/.claude-plugin/plugin.json', { name: 'tools', ...servers }, 'claude-code-plugin'],
  ["Kiro's workspace file", '.kiro/settings/mcp.json', servers, 'kiro-mcp-json'],
  ["Gemini's settings without servers", '.gemini/settings.json', { theme: 'GitHub' }, 'gemini-settings'],
  ['a registry server.json by its $schema', 'server.json', registry, 'mcp-registry-server'],
  ['a registry server.json by its shape', 'server.json', { name: 'io.github.acme/weather', packages: [] }, 'mcp-registry-server'],
  ['a json-server database named server.json', 'server.json', jsonServerDb, undefined],
  ['an MCPB manifest', 'bundle/manifest.json', mcpb, 'mcpb-manifest'],
  ['a browser extension manifest', 'extension/manifest.json', browserManifest, undefined],
  ['a Server Card at its well-known place', '.well-known/mcp/server-card.json', { name: 'io.github.acme/weather', remotes: [] }, 'mcp-server-card'],
  [
    'a Server Card carrying a protocolVersion and tools',
    '.well-known/mcp/server-card.json',
    { ...descriptor, $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json' },
    'mcp-server-card',
  ],
  [
    "a first-draft Server Card, an initialize result, at a card's place",
    '.well-known/mcp/server-card.json',
    { protocolVersion: '2025-06-18', serverInfo: { name: 'weather', version: '1.0.0' }, tools: [] },
    'mcp-server-card',
  ],
  [
    "the same content as a descriptor at a descriptor's place",
    'weather.mcp.json',
    { protocolVersion: '2025-06-18', serverInfo: { name: 'weather', version: '1.0.0' }, tools: [] },
    'mcpdesc-descriptor',
  ],
  [
    "a card naming the registry's v1 schema, at a card's place",
    'server-card.json',
    { $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server.schema.json', name: 'a/b', version: '1', description: 'x' },
    'mcp-server-card',
  ],
  [
    "the same at a server.json's place",
    'server.json',
    { $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server.schema.json', name: 'a/b', version: '1', description: 'x' },
    'mcp-registry-server',
  ],
  ['a package.json', 'package.json', { name: 'x', version: '1.0.0' }, undefined],
];

describe('classification', () => {
  it.each(cases)('%s', (_name, path, value, expected) => {
    expect(classify(FORMATS, path, value).format?.id).toBe(expected);
  });

  it('places a file that does not parse by its name alone', () => {
    expect(classify(FORMATS, 'a.mcp.json', undefined).format?.id).toBe('mcpdesc-descriptor');
    expect(classify(FORMATS, '.vscode/mcp.json', undefined).format?.id).toBe('vscode-mcp-json');
    expect(classify(FORMATS, 'server.json', undefined)).toEqual({ why: 'it could not be parsed, and its name is not that of an MCP file' });
  });

  it('says what a file that is no MCP file holds', () => {
    expect(classify(FORMATS, 'server.json', jsonServerDb).why).toBe('its content is no MCP format mcpdesc knows (an object with "posts", "comments")');
  });

  it('skips an ad-hoc *.mcp.json of another project as no MCP file, with the reason', () => {
    // A project's own summary of its server: no protocolVersion, no $schema, name and version at the top.
    const adHoc = { name: 'jenkins', description: 'Jenkins tools', version: '1.2.0', tools: [{ name: 'get_job', description: 'Read a job' }] };
    expect(classify(FORMATS, 'server.mcp.json', adHoc)).toEqual({
      why: 'its content is no MCP format mcpdesc knows (an object with "name", "description", "version", "tools": a descriptor declares "protocolVersion" and keeps "name", "version", "description" under "serverInfo", so this is some other project\'s format)',
    });
    expect(classify(FORMAT_INFOS, 'server.mcp.json', adHoc).format).toBeUndefined();
    // A descriptor that forgot its protocolVersion is still one, and so is a broken file of that name.
    expect(classify(FORMATS, 'tools.mcp.json', { name: 'jenkins', tools: [{ name: 'get_job' }] }).format).toBeUndefined();
    expect(classify(FORMATS, 'server.mcp.json', { tools: [{ name: 'get_job' }] }).format?.id).toBe('mcpdesc-descriptor');
    expect(classify(FORMATS, 'server.mcp.json', { ...adHoc, protocolVersion: '2025-06-18' }).format?.id).toBe('mcpdesc-descriptor');
    expect(classify(FORMATS, 'server.mcp.json', { ...adHoc, serverInfo: { name: 'jenkins', version: '1.2.0' } }).format?.id).toBe('mcpdesc-descriptor');
  });

  it("skips a project's own server.json that borrows a descriptor's keys, as any homegrown server.json", () => {
    const own = {
      name: 'eu.example/clinic',
      description: 'Clinic data',
      version: '0.1.0',
      runtime: 'node',
      protocolVersion: '2025-03-26',
      capabilities: { tools: true },
    };
    expect(classify(FORMATS, 'server.json', own)).toEqual({
      why: 'its content is no MCP format mcpdesc knows (an object with "name", "description", "version", "runtime", and 2 more keys)',
    });
    // At a descriptor's path it is still a descriptor, and told what it lacks; with "serverInfo" it is one anywhere.
    expect(classify(FORMATS, 'clinic.mcp.json', own).format?.id).toBe('mcpdesc-descriptor');
    expect(classify(FORMATS, 'server.json', { ...own, serverInfo: { name: 'clinic', version: '0.1.0' } }).format?.id).toBe('mcpdesc-descriptor');
  });

  it('skips another format\'s file named like a descriptor by its "$schema", and keeps a descriptor\'s own', () => {
    const manifest = {
      $schema: 'https://example.com/tool-manifest/2.0.0/manifest.schema.json',
      id: 'clinic-tools',
      name: 'Clinic tools',
      version: '1.0.0',
      functions: [{ id: 'ask', description: 'Answers a question.' }],
    };
    expect(classify(FORMATS, 'manifests.mcp.json', manifest)).toEqual({
      why: 'its content is no MCP format mcpdesc knows (an object with "$schema", "id", "name", "version", and 1 more key: its "$schema" names another format\'s schema ("https://example.com/tool-manifest/2.0.0/manifest.schema.json") and it has no descriptor key)',
    });
    // mcpdesc's own schemas, by a relative path or a URL, keep it a descriptor, as does a descriptor key beside another schema.
    for (const $schema of ['../schemas/descriptor-2025-11-25.schema.json', 'https://unpkg.com/mcpdesc/schemas/descriptor.schema.json']) {
      expect(classify(FORMATS, 'clinic.mcp.json', { ...manifest, $schema }).format?.id).toBe('mcpdesc-descriptor');
    }
    expect(classify(FORMATS, 'clinic.mcp.json', { ...manifest, tools: [] }).format?.id).toBe('mcpdesc-descriptor');
    expect(classify(FORMATS, 'clinic.mcp.json', { ...manifest, protocolVersion: '2025-06-18' }).format?.id).toBe('mcpdesc-descriptor');
  });

  it('skips a Docker Compose file named like a descriptor, and keeps a broken descriptor that has "services"', () => {
    const compose = { version: '3.8', services: { 'mcp-server': { build: { context: '.' }, restart: 'unless-stopped' } } };
    expect(classify(FORMATS, 'docker-compose.mcp.yml', compose)).toEqual({
      why: 'its content is no MCP format mcpdesc knows (an object with "version", "services": a top-level "services" and no descriptor key is a Docker Compose file, not a descriptor)',
    });
    expect(classify(FORMAT_INFOS, 'docker-compose.mcp.yml', compose).format).toBeUndefined();
    // A descriptor key or a protocolVersion beside "services" keeps it a descriptor, broken or not.
    expect(classify(FORMATS, 'weather.mcp.yaml', { services: compose.services, tools: [] }).format?.id).toBe('mcpdesc-descriptor');
    expect(classify(FORMATS, 'weather.mcp.yaml', { ...compose, protocolVersion: '2025-06-18' }).format?.id).toBe('mcpdesc-descriptor');
    expect(classify(FORMATS, 'weather.mcp.yaml', { protocolVersion: 'latest' }).format?.id).toBe('mcpdesc-descriptor');
  });

  it("has unique format ids and looks at every format's paths by default", () => {
    expect(new Set(FORMATS.map((f) => f.id)).size).toBe(FORMATS.length);
    for (const format of FORMATS) for (const path of format.paths) expect(FORMAT_PATHS).toContain(path);
  });

  it.each(cases)('classifies %s the same from the formats the runner loads lazily', (_name, path, value, expected) => {
    expect(classify(FORMAT_INFOS, path, value).format?.id).toBe(expected);
  });

  it('lists every format by its precedence, highest first, each precedence once', () => {
    const precedences = FORMAT_INFOS.map((f) => f.precedence);
    expect(precedences).toEqual([...precedences].sort((a, b) => b - a));
    expect(new Set(precedences).size).toBe(precedences.length);
  });

  it('lists in the registry every format, in the same order and with the same recognition data, and loads each whole', async () => {
    const info = ({ id, precedence, noun, title, paths, namedBy, syntax, versions }: (typeof FORMAT_INFOS)[number]) => ({
      id,
      precedence,
      noun,
      title,
      paths,
      namedBy,
      syntax,
      versions,
    });
    expect(FORMAT_INFOS.map(info)).toEqual(FORMATS.map(info));
    for (const [i, lazy] of FORMAT_INFOS.entries()) {
      const loaded = await loadFormat(lazy);
      expect({ ...info(loaded), checked: loaded.checked, ruleIds: loaded.ruleIds }).toEqual({
        ...info(FORMATS[i]),
        checked: FORMATS[i].checked,
        ruleIds: FORMATS[i].ruleIds,
      });
      expect(await loadFormat(lazy)).toBe(loaded);
    }
  });
});

describe('files that are not checked', () => {
  it('skips a file that is no MCP file, with the reason, and gives no finding', () => {
    const result = lintSource('db/server.json', JSON.stringify(jsonServerDb), { catalogue });
    expect(result).toEqual({
      path: 'db/server.json',
      format: null,
      version: null,
      skipped: expect.stringMatching(/^not an MCP file: its content is no MCP format/),
      findings: [],
    });
  });

  it('gives a file named explicitly that is no MCP file one finding naming the formats mcpdesc knows', () => {
    const result = lintSource('package.json', '{"name": "x"}', { catalogue, explicit: true });
    expect(result.findings.map((f) => [f.ruleId, f.level])).toEqual([['mcpdesc.document.format', 'warning']]);
    expect(result.findings[0].message).toMatch(
      /^mcpdesc does not know this file: its content is no MCP format mcpdesc knows \(an object with "name"\)\. It checks MCP descriptors/,
    );
  });

  it.each([
    ['2026-01-21', { $schema: 'https://static.modelcontextprotocol.io/schemas/mcp-server-card/v1.json', serverInfo: { name: 'a', version: '1' } }],
    ['2026-01-21', { serverInfo: { name: 'a', version: '1' }, transport: { type: 'streamable-http', url: 'https://example.com/mcp' } }],
    ['2026-01-30', { name: 'io.github.acme/weather', remotes: [], packages: [] }],
    ['2026-03-03', { name: 'io.github.acme/weather', remotes: [{ type: 'sse', url: 'https://example.com/sse', authentication: {} }] }],
    ['2026-08-14', { name: 'io.github.acme/weather', remotes: [{ type: 'sse', url: 'https://example.com/sse', supportedProtocolVersions: ['2025-11-25'] }] }],
  ])('reads a Server Card in the shape of the %s draft as that draft', (draft, card) => {
    expect(lintSource('.well-known/mcp/server-card.json', JSON.stringify(card), { catalogue }).version).toBe(draft);
  });

  it('checks a Server Card as its format, a broken one included', () => {
    const card = lintSource('.well-known/mcp/server-card.json', '{"name": "x", "remotes": [}', { catalogue });
    expect([card.format, card.skipped, card.findings.map((f) => f.ruleId)]).toEqual(['mcp-server-card', undefined, ['mcpdesc.document.syntax']]);
  });

  it('reads a client configuration as its client does: JSONC for VS Code, strict JSON for Claude Code, TOML for Codex', () => {
    const jsonc = '{\n  // JSONC\n  "servers": { "files": { "command": "node", "args": ["server.js"], }, },\n}\n';
    expect(lintSource('.vscode/mcp.json', jsonc, { catalogue })).toEqual({ path: '.vscode/mcp.json', format: 'vscode-mcp-json', version: null, findings: [] });
    const strict = lintSource('.mcp.json', jsonc.replace('"servers"', '"mcpServers"'), { catalogue });
    expect(strict.findings.map((f) => `${f.ruleId} ${f.range.start.line}:${f.range.start.column}`)).toEqual([
      'mcpdesc.config.strict-json 2:3',
      'mcpdesc.config.strict-json 3:70',
      'mcpdesc.config.strict-json 3:73',
      'mcpdesc.config.strict-json 3:76',
    ]);
    const toml = '[mcp_servers.docs]\nurl = "http://docs.example.com/mcp"\n';
    expect(lintSource('.codex/config.toml', toml, { catalogue }).findings.map((f) => [f.ruleId, f.pointer, f.range.start])).toEqual([
      ['mcpdesc.config.insecure-url', '/mcp_servers/docs/url', { line: 2, column: 7 }],
    ]);
  });

  it('reads the version a recognized file declares on its own axis', () => {
    expect(lintSource('server.json', JSON.stringify(registry), { catalogue })).toMatchObject({ format: 'mcp-registry-server', version: '2025-12-11' });
    expect(lintSource('manifest.json', JSON.stringify(mcpb), { catalogue })).toMatchObject({ format: 'mcpb-manifest', version: '0.3' });
  });
});

describe('a repository with several kinds of MCP file', () => {
  let dir: string;
  const write = (path: string, content: unknown) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  };
  const cli = async (args: string[]) => {
    let stdout = '';
    let stderr = '';
    const code = await runCli(args, {
      cwd: dir,
      stdout: (t) => {
        stdout += t;
      },
      stderr: (t) => {
        stderr += t;
      },
    });
    return { code, stdout, stderr };
  };

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'mcpdesc-formats-'));
    write('.mcp.json', servers);
    write('.vscode/mcp.json', '{\n  // the team\'s servers\n  "servers": { "github": { "command": "npx" } },\n}\n');
    write('db/server.json', jsonServerDb);
    write('server.json', registry);
    write('bundle/manifest.json', mcpb);
    write('bundle/server/index.js', "// the bundle's server\n");
    write('extension/manifest.json', browserManifest);
    write('servers/weather.mcp.json', descriptor);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('checks the descriptor and the client configurations, lists the other MCP files as recognized, and exits 0 when all are clean', async () => {
    const { code, stdout, stderr } = await cli(['lint', '.']);
    expect({ code, stderr }).toEqual({ code: EXIT.ok, stderr: '' });
    expect(stdout).toBe(
      [
        'Not checked: 2 files.',
        '  db/server.json: not an MCP file: its content is no MCP format mcpdesc knows (an object with "posts", "comments")',
        '  extension/manifest.json: not an MCP file: its content is no MCP format mcpdesc knows (an object with "manifest_version", "name", "version", "action")',
        '',
        '5 MCP files checked: 1 descriptor, 1 registry server.json, 1 MCPB manifest, 1 Claude Code config, 1 VS Code MCP config. No problems.',
        '',
      ].join('\n'),
    );
  });

  it('gives each file its format and version in JSON, and lists the skipped ones with their reasons', async () => {
    const report = JSON.parse((await cli(['lint', '.', '--format', 'json'])).stdout);
    expect(report.files).toEqual([
      { path: '.mcp.json', protocolVersion: null, format: 'claude-code-mcp-json', version: null },
      { path: '.vscode/mcp.json', protocolVersion: null, format: 'vscode-mcp-json', version: null },
      { path: 'bundle/manifest.json', protocolVersion: null, format: 'mcpb-manifest', version: '0.3' },
      { path: 'server.json', protocolVersion: null, format: 'mcp-registry-server', version: '2025-12-11' },
      { path: 'servers/weather.mcp.json', protocolVersion: '2025-11-25', format: 'mcpdesc-descriptor', version: '2025-11-25' },
    ]);
    expect(report.skipped.map((s: { path: string; format: string | null }) => [s.path, s.format])).toEqual([
      ['db/server.json', null],
      ['extension/manifest.json', null],
    ]);
  });

  it('reports a descriptor finding while the other files stay findings-free', async () => {
    write('servers/broken.mcp.json', { ...descriptor, tools: [{ name: 'x' }] });
    try {
      const report = JSON.parse((await cli(['lint', '.', '--format', 'json'])).stdout);
      expect([...new Set(report.findings.map((f: { path: string }) => f.path))]).toEqual(['servers/broken.mcp.json']);
    } finally {
      rmSync(join(dir, 'servers/broken.mcp.json'));
    }
  });

  it('fails with a usage error when a folder named on the command line holds no candidate file', async () => {
    mkdirSync(join(dir, 'empty'), { recursive: true });
    write('empty/notes.txt', 'nothing here');
    expect(await cli(['lint', 'empty'])).toEqual({
      code: EXIT.error,
      stdout: '',
      stderr: 'mcpdesc: no MCP files in empty: no file there matches the include globs. Check the path, or the include globs (--include, .mcpdesc.yaml).\n',
    });
  });

  it('says that nothing was checked instead of calling it clean', async () => {
    const { code, stdout } = await cli(['lint', 'db']);
    expect(code).toBe(EXIT.ok);
    expect(stdout).toMatch(/\n0 MCP files checked\. mcpdesc looks for MCP descriptor/);
  });
});
