/**
 * Issue 32's parser, reading and redaction cases, each rebuilt by a small generator: parsers bound
 * their work before they allocate, a file that cannot be read gets a finding, no path leads outside
 * the workspace through a symlinked folder, and no recognized credential reaches any output.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { EXIT, runCli } from '../src/cli/main.js';
import type { FileResult } from '../src/engine/finding.js';
import { redactSecrets, SecretIndex } from '../src/detect/secrets.js';
import { lintSource } from '../src/engine/lint.js';
import { DEFAULT_PARSE_LIMITS, parseDocument } from '../src/parse/parse.js';
import { DEFAULT_CONFIG, loadConfig } from '../src/runner/config.js';
import { lintPaths } from '../src/runner/run.js';
import { runReads } from '../src/runner/kept.js';
import { fsWorkspace } from '../src/runner/workspace.js';
import { catalogue } from './helpers/corpus.js';
import { tempDir } from './helpers/git-repo.js';

const dirs: string[] = [];

// Node's rmSync names whole paths, some too long here; rm works one folder at a time.
afterAll(() => {
  for (const dir of dirs) execFileSync('rm', ['-rf', dir]);
});

function workspace(files: Record<string, string>): string {
  const dir = tempDir('hardening-inputs');
  dirs.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
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

// No fingerprints: hashing every line of the big inputs here is slow under jest, and no case here is about them.
const lint = (path: string, text: string) => lintSource(path, text, { catalogue, needs: { excerpts: true, fingerprints: false } });
const messages = (result: FileResult) => result.findings.map((f) => `${f.ruleId}: ${f.message}`);
const DEPTH = 'mcpdesc.document.limits: Nesting is deeper than 64 levels';

describe('parsers bound their work before they allocate', () => {
  it('refuses a Codex table header of 16,000 dotted parts with the depth finding, building no pointer per prefix', () => {
    const header = `[${Array.from({ length: 16_000 }, () => 'a').join('.')}]`;
    const result = lint('.codex/config.toml', `${header}\nx = 1\n`);
    expect(messages(result)).toEqual([expect.stringMatching(new RegExp(`^${DEPTH}`))]);
    expect(result.findings[0].range.start).toEqual({ line: 1, column: 1 });
  });

  it('refuses a dotted key of 16,000 parts the same way', () => {
    const result = lint('.codex/config.toml', `${Array.from({ length: 16_000 }, () => 'k').join('.')} = 1\n`);
    expect(messages(result)).toEqual([expect.stringMatching(new RegExp(`^${DEPTH}`))]);
  });

  it.each([
    ['TOML arrays', '.codex/config.toml', `a = ${'['.repeat(10_000)}${']'.repeat(10_000)}\n`],
    ['TOML inline tables', '.codex/config.toml', `a = ${'{b='.repeat(10_000)}1${'}'.repeat(10_000)}\n`],
    ['JSONC arrays', '.vscode/mcp.json', `// deep\n{"servers": ${'['.repeat(10_000)}${']'.repeat(10_000)}}\n`],
    ['JSONC objects', '.vscode/mcp.json', `{"servers": ${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}\n`],
  ])('gives the depth finding, not mcpdesc.internal, for %s nested 10,000 deep', (_, path, text) => {
    const result = lint(path, text);
    expect(messages(result)).toEqual([expect.stringMatching(new RegExp(`^${DEPTH}`))]);
  });

  it.each([
    [
      'TOML',
      '.codex/config.toml',
      `# [[[[[[\n[mcp_servers.a]\ncommand = "x"\nargs = ["${'['.repeat(100)}", '${'{'.repeat(100)}', """\n${'['.repeat(100)}\n"""]\n`,
    ],
    ['JSONC', '.vscode/mcp.json', `// ${'['.repeat(100)}\n/* ${'{'.repeat(100)} */\n{"servers": {"a": {"command": "x", "args": ["${'['.repeat(100)}"]}}}\n`],
  ])('does not count brackets in %s strings and comments as nesting', (_, path, text) => {
    expect(messages(lint(path, text)).filter((m) => m.startsWith('mcpdesc.document.limits'))).toEqual([]);
  });

  const NODES = 'mcpdesc.document.limits: The document has more than 200000 values; mcpdesc stops reading here.';
  it.each([
    // 5 MB of array elements made toml-eslint-parser keep 3.5 GB (about 1.4 KB a value).
    ['a TOML array', '.codex/config.toml', `a = [${'1,'.repeat(2_500_000)}]\n`],
    ['TOML keys', '.codex/config.toml', Array.from({ length: 400_000 }, (_, i) => `k${i}=1`).join('\n')],
    ['a JSONC array', '.vscode/mcp.json', `// many\n{"servers": [${'1,'.repeat(2_500_000)}1]}\n`],
  ])('counts the values of %s before the parser builds its tree, and stops with the limit finding', (_, path, text) => {
    expect(messages(lint(path, text))).toEqual([expect.stringMatching(new RegExp(`^${NODES}`))]);
  });

  const YAML_NODES = 'mcpdesc.document.limits: The document has more than 200000 values (counting YAML alias expansions)';
  it.each([
    // A million block items took 21 s and 1 GB in the yaml parser before the builder's count stopped them.
    ['a block sequence', `tools:\n${'- 1\n'.repeat(1_000_000)}`],
    ['a block mapping', Array.from({ length: 300_000 }, (_, i) => `k${i}: 1`).join('\n')],
    ['a flow sequence', `tools: [${'1,'.repeat(2_000_000)}1]\n`],
  ])('counts the values of %s in YAML before the parser builds its tree', (_, text) => {
    expect(messages(lint('a.mcp.yaml', text))).toEqual([expect.stringMatching(new RegExp(`^${YAML_NODES.replace(/[()]/g, '\\$&')}`))]);
  });

  it('counts no line of a YAML block scalar, nor a key without a value on its line, as a value', () => {
    const limits = { ...DEFAULT_PARSE_LIMITS, maxNodes: 10 };
    const text = `a: |\n${'  - x: 1, [1, 2]\n'.repeat(20)}b:\n  - |-\n${'    - y: [3, 4]\n'.repeat(20)}  - 1\nc: {d: 1, e: 2}\n`;
    // The values: a, its 1 item, b's sequence's 2 items, c, d and e (the builder counts containers too).
    expect(parseDocument(text, 'yaml', limits).problems).toEqual([]);
    expect(parseDocument(`${text}${Array.from({ length: 10 }, (_, i) => `k${i}: v`).join('\n')}\n`, 'yaml', limits).problems.map((p) => p.message)).toEqual([
      expect.stringContaining('more than 10 values'),
    ]);
  });

  it.each([
    ['array elements', 'a = [1,2,3,4,5,6,7,8,9,]\n', 'a = [1,2,3,4,5,6,7,8,9,10]\n'],
    [
      'inline table entries, whose commas are no values',
      't = {a=1, b=2, c=3, d=4, e=5, f=6, g=7, h=8, i=9}\n',
      't = {a=1, b=2, c=3, d=4, e=5, f=6, g=7, h=8, i=9, j=10}\n',
    ],
  ])('counts TOML %s no higher than the parser does: ten values pass a limit of ten, eleven do not', (_, ten, eleven) => {
    const limits = { ...DEFAULT_PARSE_LIMITS, maxNodes: 10 };
    expect(parseDocument(ten, 'toml', limits).problems).toEqual([]);
    expect(parseDocument(eleven, 'toml', limits).problems.map((p) => p.message)).toEqual([expect.stringContaining('more than 10 values')]);
  });

  it('reads the deep header case from disk through the CLI with a finding and a report', async () => {
    const header = `[${Array.from({ length: 16_000 }, () => 'a').join('.')}]`;
    const dir = workspace({ '.codex/config.toml': `${header}\nx = 1\n` });
    const { code, stdout } = await cli(['lint', '--format', 'json', '.'], dir);
    expect(code).toBe(EXIT.findings);
    expect(stdout).toContain('Nesting is deeper than 64 levels');
  });
});

describe('no path leads outside the workspace through a symlinked folder', () => {
  const SECRET = 'OUTSIDE-ONLY-CONTENT-7f3a';
  /** A workspace whose `servers` folder is a symlink to a folder outside it, which holds files a report must never quote. */
  function linked(): { dir: string; outside: string } {
    const outside = workspace({
      'a.mcp.json': `{"protocolVersion": "${SECRET}"}\n`,
      'sub/b.mcp.json': `{"protocolVersion": "${SECRET}"}\n`,
      '.mcpdesc.yaml': `rules: {${SECRET}: off}\n`,
      'baseline.json': `{"version": 1, "findings": [], "${SECRET}": 1}\n`,
      'package.json': `{"name": "${SECRET}", "version": "1.0.0"}\n`,
    });
    const dir = workspace({ 'ok.mcp.json': '{"protocolVersion": "2025-06-18", "capabilities": {}}\n' });
    symlinkSync(outside, join(dir, 'servers'));
    return { dir, outside };
  }

  it.each([
    ['a linted file', ['servers/a.mcp.json']],
    ['a nested folder to search', ['servers/sub']],
    ['a file in a nested folder', ['servers/sub/b.mcp.json']],
  ])('refuses %s under the symlinked folder with a finding, quoting nothing from outside', async (_, paths) => {
    const { dir } = linked();
    for (const format of ['text', 'json', 'sarif']) {
      const { code, stdout, stderr } = await cli(['lint', '--format', format, ...paths], dir);
      expect(code).toBe(EXIT.findings);
      expect(stdout).toContain('a symlinked folder, so mcpdesc did not read it');
      expect(stdout + stderr).not.toContain(SECRET);
      // A folder's files are not listed either: their names come from outside too.
      if (paths[0] === 'servers/sub') expect(stdout).not.toContain('b.mcp.json');
    }
  });

  it.each([
    ['--config', 'servers/.mcpdesc.yaml'],
    ['--baseline', 'servers/baseline.json'],
  ])('refuses %s through the symlinked folder as a usage error, quoting nothing from it', async (option, path) => {
    const { dir } = linked();
    const { code, stdout, stderr } = await cli(['lint', option, path, 'ok.mcp.json'], dir);
    expect(code).toBe(EXIT.error);
    expect(stderr).toContain('symlinked folder');
    expect(stdout + stderr).not.toContain(SECRET);
  });

  // A run's workspace remembers the folders it found plain (contain.ts): the same answers.
  it.each([
    ['alone', false],
    ["with a run's plain folders", true],
  ])('gives the rules no view of a file through a symlinked folder, and still one of the real files (%s)', (_, remember) => {
    const { dir } = linked();
    writeFileSync(join(dir, 'package.json'), '{"name": "inside"}\n');
    const view = fsWorkspace(dir, remember ? runReads() : undefined);
    expect(view.kind('servers/package.json')).toBeUndefined();
    expect(view.head('servers/package.json', 1000)).toBeUndefined();
    expect(view.list('servers', 100)).toBeUndefined();
    expect(view.list('servers/sub', 100)).toBeUndefined();
    expect(view.head('package.json', 1000)?.toString()).toBe('{"name": "inside"}\n');
    expect(view.kind('ok.mcp.json')).toBe('file');
    // A symlinked folder is no way in even when it leads back inside; a symlinked file inside is one.
    mkdirSync(join(dir, 'real'));
    writeFileSync(join(dir, 'real', 'package.json'), '{}\n');
    symlinkSync('real', join(dir, 'alias'));
    symlinkSync('real/package.json', join(dir, 'linked.json'));
    expect(view.kind('real/package.json')).toBe('file');
    expect(view.kind('alias/package.json')).toBeUndefined();
    expect(view.kind('linked.json')).toBe('file');
  });

  it('still reads a file through a symlink to a file inside the workspace, and refuses one to a folder inside it on the way', async () => {
    const dir = workspace({ 'real/x.mcp.json': '{"protocolVersion": "2025-06-18", "capabilities": {}}\n' });
    symlinkSync('real/x.mcp.json', join(dir, 'y.mcp.json'));
    symlinkSync('real', join(dir, 'alias'));
    const { stdout } = await cli(['lint', '--format', 'json', 'y.mcp.json', 'alias/x.mcp.json'], dir);
    const report = JSON.parse(stdout) as { files: { path: string; version: string | null }[]; findings: { ruleId: string; path: string }[] };
    expect(report.files.map((f) => [f.path, f.version])).toEqual([
      ['alias/x.mcp.json', null],
      ['y.mcp.json', '2025-06-18'],
    ]);
    expect(report.findings.map((f) => [f.path, f.ruleId])).toEqual([['alias/x.mcp.json', 'mcpdesc.document.file']]);
  });
});

describe('a file that cannot be read gets a finding, never silence', () => {
  const PATH_MAX = 4096;
  /**
   * A workspace holding `server.mcp.json` (and a client config) at a relative path short enough for
   * git, whose absolute path is past PATH_MAX: folders of 200 characters made one `cd` at a time, as
   * no single system call may name the whole path. `fileTooLong` puts the file's folder just under the
   * limit (it can be listed, the file cannot be opened); otherwise the folder itself cannot be listed.
   */
  function deep(fileTooLong: boolean): { dir: string; rel: string } {
    const dir = workspace({});
    const name = 'd'.repeat(200);
    // The file's folder ends 150 characters short of PATH_MAX (a last folder of the length that takes), or past it.
    const levels = fileTooLong ? Math.floor((PATH_MAX - 150 - dir.length - 51) / (name.length + 1)) : Math.ceil((PATH_MAX - dir.length) / (name.length + 1));
    const last = 'e'.repeat(fileTooLong ? PATH_MAX - 150 - dir.length - 1 - levels * (name.length + 1) : 200);
    const file = fileTooLong ? `${'f'.repeat(200)}.mcp.json` : 'server.mcp.json';
    const folders = [...Array.from({ length: levels }, () => name), last];
    execFileSync('bash', ['-c', `for d in ${folders.join(' ')}; do mkdir $d && cd $d || exit 1; done; printf '{}\\n' > ${file}`], { cwd: dir });
    const rel = [...folders, file].join('/');
    expect(dir.length + 1 + rel.length - file.length - 1 < PATH_MAX).toBe(fileTooLong);
    expect(dir.length + 1 + rel.length).toBeGreaterThan(PATH_MAX);
    return { dir, rel };
  }

  it('reports a folder past PATH_MAX that discovery cannot list, and the run fails', async () => {
    const { dir, rel } = deep(false);
    const run = await lintPaths([dir], { root: dir, config: DEFAULT_CONFIG, catalogue });
    const findings = run.results.flatMap((r) =>
      r.findings.map((f) => `${f.path.length > 0 && rel.startsWith(f.path) ? 'on the way' : f.path}: ${f.ruleId}: ${f.message}`),
    );
    expect(findings).toEqual([
      'on the way: mcpdesc.document.file: mcpdesc could not list this folder (ENAMETOOLONG), so no MCP file in it was checked: its path is longer than the system accepts (PATH_MAX): shorten the folder names on the way to it, or exclude it if it holds none.',
    ]);
    const { code } = await cli(['lint', '.'], dir);
    expect(code).toBe(EXIT.findings);
  });

  it('does not take a .mcpdesc.yaml it cannot look at for one that is not there', async () => {
    const { dir, rel } = deep(false);
    const folder = join(dir, ...rel.split('/').slice(0, -1));
    await expect(loadConfig(undefined, folder, catalogue, '--config')).rejects.toThrow(
      'cannot read the configuration file .mcpdesc.yaml (ENAMETOOLONG). Check the --config path.',
    );
    await expect(loadConfig(undefined, dir, catalogue, '--config')).resolves.toBe(DEFAULT_CONFIG);
  });

  it('reports a file whose own path is past PATH_MAX, found by walking and named as a changed file', async () => {
    const { dir, rel } = deep(true);
    const expected = [
      `${rel}: mcpdesc.document.file: mcpdesc could not read this file (ENAMETOOLONG). Its path is longer than the system accepts (PATH_MAX): shorten the folder names on the way to it, or check it out closer to the root of the file system.`,
    ];
    const all = (run: { results: FileResult[] }) => run.results.flatMap((r) => r.findings.map((f) => `${f.path}: ${f.ruleId}: ${f.message}`));
    expect(all(await lintPaths([dir], { root: dir, config: DEFAULT_CONFIG, catalogue }))).toEqual(expected);
    // The action's path: git lists the changed file, and an lstat that fails for its length is no deletion.
    expect(all(await lintPaths([dir], { root: dir, config: DEFAULT_CONFIG, catalogue, only: new Set([rel]) }))).toEqual(expected);
  });
});

describe('a file padded past the parse limits is not passed over', () => {
  const padded = (extra: Record<string, unknown>) =>
    JSON.stringify({ name: 'io.github.acme/weather', version: '1.0.0', description: 'x'.repeat(DEFAULT_PARSE_LIMITS.maxStringLength + 1), ...extra });

  it('checks a server.json whose one string is past maxStringLength as the registry file its path says, reporting the limit', () => {
    const result = lintSource('server.json', padded({ packages: [] }), { catalogue });
    expect(result.skipped).toBeUndefined();
    expect(result.format).toBe('mcp-registry-server');
    expect(result.findings.map((f) => f.ruleId)).toEqual(['mcpdesc.document.limits']);
  });

  it('still skips a file past the limits at a path no format reads', () => {
    expect(lintSource('data/db.json', padded({}), { catalogue }).skipped).toMatch(/^not an MCP file/);
  });
});

describe('a credential mcpdesc recognizes reaches no output, whichever rule quotes it', () => {
  const TOKEN = `ghp_${'Zq8Lm2Xv7Tn4Rk9Pw3Hs6Jd1Fb5Gc0Ya2Ue8N'.slice(0, 36)}`;
  const AWS = 'AKIAZ7Q3R5T8W2Y4U6I9';
  const server = (command: string) => ({ command, args: ['s.js'] });
  const files = {
    // duplicate-server: the token is a server's name, so a key, a message and a SARIF logical location.
    '.mcp.json': JSON.stringify({ mcpServers: { [TOKEN]: server('node'), other: server('node') } }, null, 2),
    // machine-path: the token is a folder of an absolute path.
    '.cursor/mcp.json': JSON.stringify({ mcpServers: { s: { command: `/Users/${TOKEN}/bin/server` } } }, null, 2),
    // An invalid regular expression quoted in full.
    'regex.mcp.json': JSON.stringify(
      {
        protocolVersion: '2025-06-18',
        serverInfo: { name: 'r', version: '1.0.0' },
        capabilities: { tools: {} },
        tools: [{ name: 't', description: 'd', inputSchema: { type: 'object', properties: { a: { type: 'string', pattern: `${AWS}(` } } } }],
      },
      null,
      2,
    ),
    // A syntax error right at the token: the message quotes what it found, the excerpt shows the line.
    '.vscode/mcp.json': `{"servers": {"a": {"command": "x"} ${TOKEN}}}\n`,
  };

  it.each(['text', 'json', 'sarif', 'github', 'junit', 'gitlab', 'checkstyle', 'compact'])(
    'leaves it out of the %s report, redacted where it was quoted',
    async (format) => {
      const dir = workspace(files);
      const { code, stdout, stderr } = await cli(['lint', '--format', format, '.'], dir);
      expect(code).toBe(EXIT.findings);
      for (const secret of [TOKEN, AWS, TOKEN.slice(4, 24), AWS.slice(4)]) expect(stdout + stderr).not.toContain(secret);
    },
  );

  it('still reports every one of those findings, each with the credential redacted', async () => {
    const dir = workspace(files);
    const run = await lintPaths([dir], { root: dir, config: DEFAULT_CONFIG, catalogue });
    const found = run.results.flatMap((r) => r.findings);
    const rules = found.map((f) => `${f.path} ${f.ruleId}`);
    expect(rules).toEqual(
      expect.arrayContaining([
        '.mcp.json mcpdesc.config.duplicate-server',
        '.cursor/mcp.json mcpdesc.config.machine-path',
        '.vscode/mcp.json mcpdesc.document.syntax',
      ]),
    );
    expect(found.some((f) => f.path === 'regex.mcp.json' && f.message.includes('is not a valid regular expression'))).toBe(true);
    const texts = found.flatMap((f) => [f.message, f.pointer, f.excerpt?.text ?? '', ...(f.related ?? []).map((r) => r.message)]);
    expect(texts.join('\n')).not.toContain(TOKEN.slice(4, 24));
    expect(texts.join('\n')).not.toContain(AWS.slice(4));
    expect(found.find((f) => f.ruleId === 'mcpdesc.config.duplicate-server')?.message).toContain('[redacted GitHub token: "ghp_…", 40 characters]');
    // An excerpt keeps its columns: the credential is masked, not shortened.
    const syntax = found.find((f) => f.ruleId === 'mcpdesc.document.syntax');
    expect(syntax?.excerpt?.text).toContain(`ghp_${'*'.repeat(36)}`);
  });

  it.each(['text', 'json', 'sarif'])('masks a credential known by its field (no pattern knows it) in the %s report too', async (format) => {
    const PASSWORD = 'Xk9#mQ2$vL7@pR4!tW8z';
    const dir = workspace({
      '.cursor/mcp.json': JSON.stringify({ mcpServers: { s: { command: 'node', args: ['s.js'], env: { DB_PASSWORD: PASSWORD } } } }, null, 2),
    });
    const { code, stdout } = await cli(['lint', '--format', format, '.'], dir);
    expect(code).toBe(EXIT.findings);
    expect(stdout).toContain('mcpdesc.config.literal-secret');
    expect(stdout).not.toContain(PASSWORD);
    if (format === 'text') expect(stdout).toContain(`"DB_PASSWORD": "${'*'.repeat(PASSWORD.length)}"`);
  });

  it('masks a credential known by its field in a descriptor, whichever version the rule read it in', () => {
    const PASSWORD = 'Xk9#mQ2$vL7@pR4!tW8z';
    const text = JSON.stringify(
      {
        protocolVersion: '2025-06-18',
        serverInfo: { name: 'd', version: '1.0.0' },
        capabilities: { tools: {} },
        tools: [{ name: 't', description: 'd', inputSchema: { type: 'object', properties: { password: { type: 'string', default: PASSWORD } } } }],
      },
      null,
      2,
    );
    const result = lint('d.mcp.json', text);
    expect(result.findings.map((f) => f.ruleId)).toContain('mcpdesc.security.secret-in-example');
    expect(JSON.stringify(result)).not.toContain(PASSWORD);
  });

  it('redacts a credential cut short in the reason a file was skipped, and in its unknown-format finding', async () => {
    const dir = workspace({ 'manifest.json': `{\n  "name": "x",\n  "${TOKEN}": 1\n}\n` });
    const run = await lintPaths([dir], { root: dir, config: DEFAULT_CONFIG, catalogue });
    expect(run.results.map((r) => r.skipped)).toEqual([expect.stringContaining('[redacted GitHub token: "ghp_…", 40 characters]')]);
    const named = await lintPaths([join(dir, 'manifest.json')], { root: dir, config: DEFAULT_CONFIG, catalogue });
    const messages = named.results.flatMap((r) => r.findings.map((f) => f.message));
    expect(messages).toEqual([expect.stringContaining('[redacted GitHub token: "ghp_…", 40 characters]')]);
    expect(JSON.stringify([run.results, named.results])).not.toContain(TOKEN.slice(4, 16));
  });
});

describe('redaction stays linear on text built against it', () => {
  // A detector's prefix, then a long run of what it accepts, or the prefix over and over: jest's
  // timeout is the bound (a quadratic scan of a megabyte takes minutes).
  const PREFIXES = [
    '-----BEGIN A ',
    'AKIA',
    'github_pat_',
    'ghp_',
    'glpat-',
    'xoxb-',
    'sk_live_',
    'AIza',
    'sk-ant-',
    'sk-',
    'npm_',
    'hf_',
    'eyJ',
    'https://u:',
    'Bearer ',
  ];
  it.each(PREFIXES)('redacts a megabyte built around %j, and indexes it as a file', (prefix) => {
    for (const text of [
      `${prefix}${'a'.repeat(1_000_000)}_`,
      `${prefix}${'a1-'.repeat(333_333)}.`,
      `${prefix} `.repeat(Math.floor(1_000_000 / (prefix.length + 1))),
      `/${prefix}${'Zq8Lm2Xv7Tn4Rk9Pw3Hs6Jd1Fb5Gc0Ya2Ue8N'}`.repeat(Math.floor(1_000_000 / (prefix.length + 38))),
    ]) {
      expect(redactSecrets(text, 'mask')).toHaveLength(text.length);
      const index = new SecretIndex(text);
      expect(typeof index.redact(text.slice(0, 2_000))).toBe('string');
    }
  });

  it('finds a credential the file holds again in a quote cut short, and leaves other text alone', () => {
    const token = `ghp_${'Zq8Lm2Xv7Tn4Rk9Pw3Hs6Jd1Fb5Gc0Ya2Ue8N'.slice(0, 36)}`;
    const index = new SecretIndex(`{"command": "/Users/${token}/bin/server"}`);
    expect(index.redact(`"/Users/${token.slice(0, 30)}"… and ghp_Zq8`)).toBe('"/Users/[redacted GitHub token: "ghp_…", 40 characters]"… and ghp_Zq8');
    expect(index.redact('nothing here')).toBe('nothing here');
  });
});
