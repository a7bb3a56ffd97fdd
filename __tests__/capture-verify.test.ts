import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { packageRoot } from '../src/catalogue/package-root.js';
import { EXIT, runCli } from '../src/cli/main.js';
import { removeDirs } from './helpers/git-repo.js';

const root = packageRoot();
const FIXTURE = join(root, '__tests__', 'servers', 'fixture-server.mjs');
const MODERN = join(root, '__tests__', 'servers', 'modern-server.mjs');
const EVERYTHING = join(root, 'node_modules', '@modelcontextprotocol', 'server-everything', 'dist', 'index.js');
const dirs: string[] = [];
afterAll(() => removeDirs(...dirs));

function workdir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'mcpdesc-capture-'));
  dirs.push(dir);
  return dir;
}

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

/** verify's findings as "rule pointer", from its JSON report. */
async function drift(descriptor: string, cwd: string, server: string[]): Promise<{ code: number; findings: string[] }> {
  const { code, stdout, stderr } = await cli(['verify', descriptor, '--format', 'json', ...server], cwd);
  if (code === EXIT.error) throw new Error(stderr);
  const report = JSON.parse(stdout) as { findings: { ruleId: string; pointer: string }[] };
  return { code, findings: report.findings.map((f) => `${f.ruleId} ${f.pointer}`).sort() };
}

describe('mcpdesc capture and verify with a stdio server written with the SDK', () => {
  const cwd = workdir();
  const server = ['--', 'node', FIXTURE];

  it('captures every page of every list into YAML that lints clean, and verify finds no drift', async () => {
    const captured = await cli(['capture', '--output', 'fixture.mcp.yaml', ...server], cwd);
    expect(captured.stderr).toBe('');
    expect(captured.code).toBe(EXIT.ok);
    // The fixture accepts every version its SDK knows and serves the same in each: all are recorded, and
    // lint says which fields the older ones lack (it sends title, outputSchema and annotations to all).
    expect(captured.stdout).toMatch(
      /^Captured fixture 1\.0\.0, protocol 2025-11-25: 3 tools, 3 resources, 1 resource template, 1 prompt\.\nThe server also accepts 2025-06-18, 2025-03-26, 2024-11-05 and serves the same there: recorded all of them\.\nWrote fixture\.mcp\.yaml; lint:\n/,
    );
    expect(captured.stdout).toContain(
      'fixture.mcp.yaml:12:5 warning mcpdesc.version.field-availability "title" is not a property of a tool in 2024-11-05 and 2025-03-26, which the descriptor declares; it exists in 2025-06-18 and later. Clients on 2024-11-05 and 2025-03-26 will not see it',
    );
    expect(captured.stdout).toContain('5 problems (0 errors, 5 warnings, 0 notes) in 1 of 1 MCP file checked: 1 descriptor.\n');
    const text = readFileSync(join(cwd, 'fixture.mcp.yaml'), 'utf8');
    expect(
      text.startsWith(
        'protocolVersion: [ "2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25" ]\nserverInfo:\n  name: fixture\n  version: 1.0.0\ninstructions: ',
      ),
    ).toBe(true);
    const descriptor = parse(text) as Record<string, { name?: string; uri?: string }[]>;
    expect(Object.keys(descriptor)).toEqual([
      'protocolVersion',
      'serverInfo',
      'instructions',
      'capabilities',
      'tools',
      'resources',
      'resourceTemplates',
      'prompts',
    ]);
    expect(descriptor.tools.map((t) => t.name)).toEqual(['get_forecast', 'get_alerts', 'save_note']);
    expect(descriptor.resources.map((r) => r.uri)).toEqual(['file:///notes/readme.md', 'file:///notes/today.md', 'file:///notes/archive.md']);
    expect(Object.keys(descriptor.tools[0])).toEqual(['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations']);

    const verified = await cli(['verify', 'fixture.mcp.yaml', ...server], cwd);
    expect(verified.code).toBe(EXIT.ok);
    // verify connects at each declared version.
    for (const v of ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25']) expect(verified.stdout).toContain(`fixture 1.0.0, protocol ${v}:`);
    expect(verified.stdout).toContain('1 MCP file checked: 1 descriptor. No problems.');
  }, 60_000);

  it('writes JSON for a .mcp.json name, the same capture twice', async () => {
    await cli(['capture', '--output', 'a.mcp.json', ...server], cwd);
    await cli(['capture', '--output', 'b.mcp.json', ...server], cwd);
    const a = readFileSync(join(cwd, 'a.mcp.json'), 'utf8');
    expect(a.startsWith('{\n  "protocolVersion": ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"],\n  "serverInfo": {')).toBe(true);
    expect(readFileSync(join(cwd, 'b.mcp.json'), 'utf8')).toBe(a);
  }, 30_000);

  it.each([
    ['renamed', ['mcpdesc.drift.missing-in-descriptor /tools', 'mcpdesc.drift.missing-on-server /tools/1']],
    ['schema', ['mcpdesc.drift.schema /tools/0/inputSchema']],
    ['description', ['mcpdesc.drift.description /tools/2/description']],
  ])(
    'reports exactly the drift of a server with a %s tool',
    async (variant, expected) => {
      await cli(['capture', '--output', 'base.mcp.json', ...server], cwd);
      const { code, findings } = await drift('base.mcp.json', cwd, [...server, variant]);
      expect(findings).toEqual(expected);
      expect(code).toBe(EXIT.findings);
    },
    30_000,
  );

  it('prints drift with positions in the descriptor, quoting both sides', async () => {
    await cli(['capture', '--output', 'quoted.mcp.json', ...server], cwd);
    const { code, stdout } = await cli(['verify', 'quoted.mcp.json', ...server, 'schema'], cwd);
    expect(code).toBe(EXIT.findings);
    expect(stdout).toContain(
      'quoted.mcp.json:18:7 error mcpdesc.drift.schema The inputSchema of the tool "get_forecast" differs from the server\'s in "properties.days.maximum": the descriptor has 7, the server 14.',
    );
  }, 30_000);

  it('captures what a server serves when it announces resources but answers their lists with "method not found", and warns', async () => {
    const captured = await cli(['capture', '--output', 'no-resources.mcp.yaml', '--', 'node', FIXTURE, 'no-resources'], cwd);
    expect(captured.stderr).toBe('');
    expect(captured.code).toBe(EXIT.ok);
    expect(captured.stdout).toContain(
      'Captured fixture 1.0.0, protocol 2025-11-25: 3 tools, 1 prompt (warning: its capabilities announce resources/list, but it answers "method not found", so the file lists none of those).',
    );
    const descriptor = parse(readFileSync(join(cwd, 'no-resources.mcp.yaml'), 'utf8')) as Record<string, unknown>;
    expect(descriptor).not.toHaveProperty('resources');
    expect((descriptor.tools as { name: string }[]).map((t) => t.name)).toEqual(['get_forecast', 'get_alerts', 'save_note']);
  });
});

describe('servers that cannot be read end with exit 2 and say why', () => {
  const cwd = workdir();
  // Long enough for node to start the fixture on a busy runner, short enough to wait out a silent one.
  const TIMEOUT = '3000';
  it.each([
    ['silent', /did not answer within 3000 ms \(during the initialize handshake\)[\s\S]*--timeout[\s\S]*\| fixture: starting up/],
    ['exit', /the server exited with code 3 \(during [^)]*\)[\s\S]*command: node .*fixture-server\.mjs exit[\s\S]*\| fixture: cannot open the notes folder/],
    ['garbage', /not a JSON-RPC message to stdout \("Server ready! Listening\.\.\.\\n"\)[\s\S]*logs and banners to stderr/],
    ['flood', /the server sent a message of more than 8 MiB on stdout \(during [^)]*\)[\s\S]*limits\.maxFileBytes/],
  ])(
    'a server that is %s',
    async (variant, message) => {
      const { code, stdout, stderr } = await cli(['capture', '--output', `${variant}.mcp.json`, '--timeout', TIMEOUT, '--', 'node', FIXTURE, variant], cwd);
      expect(code).toBe(EXIT.error);
      expect(stderr).toMatch(message);
      expect(stdout).toBe('');
      expect(existsSync(join(cwd, `${variant}.mcp.json`))).toBe(false);
    },
    30_000,
  );

  it('a command that does not exist', async () => {
    const { code, stderr } = await cli(['capture', '--output', 'x.mcp.json', '--', join(cwd, 'no-such-server')], cwd);
    expect(code).toBe(EXIT.error);
    expect(stderr).toMatch(/the command could not be started \(ENOENT\)[\s\S]*installed, on PATH/);
  });

  it('a URL where no server listens', async () => {
    const port = await closedPort();
    const { code, stderr } = await cli(['capture', '--output', 'x.mcp.json', '--url', `http://127.0.0.1:${port}/mcp`], cwd);
    expect(code).toBe(EXIT.error);
    expect(stderr).toContain('cannot read the server: fetch failed (ECONNREFUSED)');
    expect(stderr).toContain(`url: http://127.0.0.1:${port}/mcp\n  Check that the server is running and that the URL is its MCP endpoint.`);
  });

  it('a session longer than --max-time', async () => {
    const { code, stderr } = await cli(['capture', '--output', 'x.mcp.json', '--max-time', '300', '--', 'node', FIXTURE, 'silent'], cwd);
    expect(code).toBe(EXIT.error);
    expect(stderr).toBe('mcpdesc: the server session took longer than --max-time 300 ms; it was stopped. Allow more time with --max-time.\n');
  }, 30_000);

  it('ends the whole process tree, not only the command it started', async () => {
    const pidFile = join(cwd, 'server.pid');
    const script = `FIXTURE_PID_FILE='${pidFile}' node '${FIXTURE}' silent & wait`;
    const { code } = await cli(['capture', '--output', 'tree.mcp.json', '--timeout', TIMEOUT, '--', 'sh', '-c', script], cwd);
    expect(code).toBe(EXIT.error);
    expect(await gone(Number(readFileSync(pidFile, 'utf8')))).toBe(true);
  }, 30_000);
});

describe('2026-07-28: server/discover and stateless requests', () => {
  const cwd = workdir();

  it('captures a modern server at 2026-07-28 by default, with serverInfo from the result _meta and no caching hints', async () => {
    const captured = await cli(['capture', '--output', 'library.mcp.json', '--', 'node', MODERN], cwd);
    expect(captured.stderr).toBe('');
    expect(captured.stdout).toContain('Captured library 3.0.0, protocol 2026-07-28: 3 tools, 1 prompt.');
    expect(captured.stdout).toContain('1 MCP file checked: 1 descriptor. No problems.');
    const descriptor = JSON.parse(readFileSync(join(cwd, 'library.mcp.json'), 'utf8')) as Record<string, unknown>;
    expect(descriptor).toMatchObject({
      protocolVersion: '2026-07-28',
      serverInfo: { name: 'library', version: '3.0.0' },
      instructions: 'Look books up before ordering them.',
    });
    expect(Object.keys(descriptor)).toEqual(['protocolVersion', 'serverInfo', 'instructions', 'capabilities', 'tools', 'prompts']);
    expect(JSON.stringify(descriptor)).not.toMatch(/resultType|ttlMs|cacheScope|nextCursor|supportedVersions/);

    expect(await drift('library.mcp.json', cwd, ['--', 'node', MODERN])).toEqual({ code: EXIT.ok, findings: [] });
    expect(await drift('library.mcp.json', cwd, ['--', 'node', MODERN, 'description'])).toEqual({
      code: EXIT.findings,
      findings: ['mcpdesc.drift.description /tools/0/description'],
    });
  }, 30_000);

  it('reports a legacy server asked for 2026-07-28 as protocol-version drift, after falling back to initialize', async () => {
    await cli(['capture', '--output', 'library.mcp.json', '--', 'node', MODERN], cwd);
    const { findings } = await drift('library.mcp.json', cwd, ['--', 'node', FIXTURE]);
    expect(findings).toContain('mcpdesc.drift.protocol-version /protocolVersion');
  }, 30_000);

  it('refuses to write a capture at another version than --protocol-version asks for', async () => {
    const { code, stderr } = await cli(['capture', '--output', 'legacy.mcp.json', '--protocol-version', '2026-07-28', '--', 'node', FIXTURE], cwd);
    expect(code).toBe(EXIT.error);
    expect(stderr).toContain('the server negotiated protocol version 2025-11-25, not the 2026-07-28 asked for with --protocol-version; nothing was written.');
  }, 30_000);

  it('asks a legacy server for an older version with --protocol-version', async () => {
    const { code, stdout } = await cli(['capture', '--output', 'old.mcp.json', '--protocol-version', '2025-03-26', '--', 'node', FIXTURE], cwd);
    expect(stdout).toContain('protocol 2025-03-26');
    // --protocol-version V records V only.
    expect(JSON.parse(readFileSync(join(cwd, 'old.mcp.json'), 'utf8')).protocolVersion).toBe('2025-03-26');
    // The fixture sends title and outputSchema whatever the version: lint says so at once.
    expect(stdout).toContain('mcpdesc.version.field-availability "title" is not a property of a tool in 2025-03-26');
    expect(code).toBe(EXIT.ok);
  }, 30_000);
});

describe('a published server: @modelcontextprotocol/server-everything over stdio', () => {
  it('captures it at every version it accepts, lints without errors, and verifies clean', async () => {
    const cwd = workdir();
    const server = ['--', process.execPath, EVERYTHING, 'stdio'];
    const captured = await cli(['capture', '--output', 'everything.mcp.yaml', ...server], cwd);
    expect(captured.code).toBe(EXIT.ok);
    expect(captured.stdout).toMatch(
      /^Captured mcp-servers\/everything [\d.]+, protocol 2025-11-25: \d+ tools, \d+ resources, \d+ resource templates, \d+ prompts\.\n/,
    );
    // It accepts every version up to 2025-11-25 and serves the same: lint warns only about what older clients miss.
    expect(captured.stdout).toContain('The server also accepts 2025-06-18, 2025-03-26, 2024-11-05 and serves the same there: recorded all of them.');
    expect(captured.stdout).toMatch(/\d+ problems \(0 errors, \d+ warnings, 0 notes\) in 1 of 1 MCP file checked: 1 descriptor\.\n$/);
    expect(captured.stdout.match(/ warning (\S+) /g)?.every((w) => w === ' warning mcpdesc.version.field-availability ')).toBe(true);
    expect(await drift('everything.mcp.yaml', cwd, server)).toEqual({ code: EXIT.ok, findings: [] });
  }, 60_000);
});

describe('Streamable HTTP (--url)', () => {
  it('captures and verifies a server on 127.0.0.1', async () => {
    const cwd = workdir();
    const { child, url } = await startHttpFixture();
    try {
      const captured = await cli(['capture', '--output', 'http.mcp.json', '--url', url], cwd);
      expect(captured.stdout).toContain('Captured fixture 1.0.0, protocol 2025-11-25: 3 tools, 3 resources, 1 resource template, 1 prompt.');
      expect(captured.code).toBe(EXIT.ok);
      expect(await drift('http.mcp.json', cwd, ['--url', url])).toEqual({ code: EXIT.ok, findings: [] });
    } finally {
      child.kill();
    }
  }, 30_000);
});

describe('usage', () => {
  const cwd = workdir();
  it.each([
    [
      ['capture', '--output', 'x.mcp.json'],
      /capture needs a server to capture: a command to start after "--" \(mcpdesc capture --output x\.mcp\.json -- node server\.js\) or the URL/,
    ],
    [
      ['verify', 'a.mcp.json'],
      /verify needs a server to compare with: a command to start after "--" \(mcpdesc verify x\.mcp\.json -- node server\.js\) or the URL of a running one/,
    ],
    [['capture', '--output', 'x.mcp.json', '--url', 'http://127.0.0.1:1/', '--', 'node'], /not both/],
    [['capture', '--output', 'x.json', '--', 'node'], /--output <file> named \*\.mcp\.json, \*\.mcp\.yaml or \*\.mcp\.yml/],
    [['capture', '--output', 'x.mcp.json', '--timeout', '1s', '--', 'node'], /--timeout must be a whole number of milliseconds/],
    [['capture', '--output', 'x.mcp.json', '--protocol-version', '2025-01-01', '--', 'node'], /--protocol-version must be "2024-11-05"/],
    [['capture', '--output', 'x.mcp.json', '--url', 'file:///etc/passwd'], /--url must be an http or https URL/],
    [['verify', '--', 'node'], /verify takes exactly one descriptor/],
    [['verify', 'a.mcp.json', '--protocol-version', '2025-11-25', '--', 'node'], /--protocol-version is for capture/],
  ])('%j', async (args, message) => {
    const { code, stderr } = await cli(args, cwd);
    expect(code).toBe(EXIT.error);
    expect(stderr).toMatch(message);
  });

  it('verify refuses a descriptor it cannot compare, before starting the server', async () => {
    writeFileSync(join(cwd, 'broken.mcp.json'), '{"protocolVersion": "2025-11-25",');
    const { code, stderr } = await cli(['verify', 'broken.mcp.json', '--', 'node', FIXTURE], cwd);
    expect(code).toBe(EXIT.error);
    expect(stderr).toContain('broken.mcp.json does not parse as a descriptor that declares a supported protocolVersion');
  });

  it('verify reads a descriptor piped in as "-" as a stream', async () => {
    let stderr = '';
    const code = await runCli(['verify', '-', '--', 'node', FIXTURE], {
      cwd,
      stdout: () => {},
      stderr: (t) => {
        stderr += t;
      },
      stdin: Readable.from([Buffer.from('{"protocolVersion": "2025-11-25",')]),
    });
    expect(code).toBe(EXIT.error);
    expect(stderr).toContain('<stdin> does not parse as a descriptor that declares a supported protocolVersion');
  });
});

/** A port on 127.0.0.1 that nothing listens on (any more). */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Waits (bounded) until a process no longer exists. */
async function gone(pid: number): Promise<boolean> {
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

function startHttpFixture(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [FIXTURE, '--http'], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.stdout?.once('data', (chunk: Buffer) =>
      resolve({
        child,
        url: chunk
          .toString()
          .replace(/^listening /, '')
          .trim(),
      }),
    );
  });
}

describe('Ctrl-C (the built CLI, as a user runs it)', () => {
  it("stops the server's whole process tree and exits 130", async () => {
    const cwd = workdir();
    const pidFile = join(cwd, 'server.pid');
    const script = `FIXTURE_PID_FILE='${pidFile}' node '${FIXTURE}' silent & wait`;
    const child = spawn(process.execPath, [join(root, 'dist', 'cli', 'index.js'), 'capture', '--output', 'x.mcp.json', '--', 'sh', '-c', script], {
      cwd,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    for (let i = 0; i < 200 && !existsSync(pidFile); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    const pid = Number(readFileSync(pidFile, 'utf8'));
    child.kill('SIGINT');
    expect(await exited).toBe(130);
    expect(stderr).toBe('mcpdesc: interrupted by SIGINT; the server was stopped.\n');
    expect(await gone(pid)).toBe(true);
  }, 30_000);
});

describe("a server's words cannot control the terminal", () => {
  const cwd = workdir();

  it("escapes control and bidirectional characters in the server's name", async () => {
    const { code, stdout } = await cli(['capture', '--output', 'escapes.mcp.json', '--', 'node', FIXTURE, 'escapes'], cwd);
    // What the server got wrong is a finding in the captured file.
    expect(code).toBe(EXIT.findings);
    expect(stdout).toContain('Captured fixture\\x1B[2J\\u202E 1.0.0, protocol');
    expect(stdout).toContain(
      'escapes.mcp.json:4:13 error mcpdesc.security.hidden-characters "name" contains U+001B ESCAPE at character 8 (after "fixture"), a terminal control character',
    );
    expect(stdout).not.toMatch(/[\u001b\u202e]/);
  }, 30_000);

  it("escapes them in the server's stderr shown on failure", async () => {
    const { code, stderr } = await cli(['capture', '--output', 'x.mcp.json', '--', 'node', FIXTURE, 'exit-escapes'], cwd);
    expect(code).toBe(EXIT.error);
    expect(stderr).toContain('| fixture: \\x1B[31mred\\x1B[0m \\x9B2J');
    expect(stderr).not.toMatch(/[\u001b\u009b]/);
  }, 30_000);
});
