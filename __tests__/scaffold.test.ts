/**
 * The scaffolds, end to end, in a copy of the project: npm run new-format writes two client
 * configurations (Zed's, whose entries nest the command in an object, and a flat one) and a generic
 * format, npm run new-rule one rule for Zed and one for the generic format, a developer fills in what
 * they leave TODO, and the copy then lists the formats in every generated file, type-checks, lints and
 * passes the new tests, a shared client rule reporting inside Zed's nested command. A type-check and a
 * jest run of the copy's own make it slow: it stays out of test:fast.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { packageRoot } from '../src/catalogue/package-root.js';

const root = packageRoot();
/** What the scripts, the type-check and the tests read; node_modules is linked, not copied. */
const COPIED = [
  'package.json',
  'tsconfig.json',
  'jest.config.js',
  'biome.json',
  '.gitignore',
  'README.md',
  '.pre-commit-hooks.yaml',
  'CHANGELOG.md',
  'action.yml',
];
const COPIED_FOLDERS = ['src', 'scripts', 'rules', 'docs', 'schemas', '__tests__'];
const SLOW = 300_000;

const CLIENT = [
  'zed-settings',
  '--path',
  '**/.zed/settings.json',
  '--title',
  'Zed settings (.zed/settings.json)',
  '--client',
  'Zed',
  '--key',
  'context_servers',
  '--syntax',
  'jsonc',
  '--command-object',
  'command',
];
/** A client that writes command, args and env as flat keys of each entry (the default shape). */
const FLAT_CLIENT = ['acme-client', '--path', '**/.acme/mcp.json', '--title', 'Acme client config (.acme/mcp.json)', '--client', 'Acme'];
const GENERIC = ['acme-tools', '--kind', 'generic', '--path', '**/acme-tools.yaml', '--title', 'Acme tool list (acme-tools.yaml)'];
const ACME_MESSAGE = 'This tool list has no "name", so Acme cannot show it. Add a "name".';
const ZED_MESSAGE = 'The server "example-todo" still has the name the example gave it. Rename it to what it serves.';
/** A credential in the environment of Zed's nested command object: a shared rule must find it there. */
const TOKEN = ['ghp', '_', 'ErQHQwjyaxErPZDS3MoJaQNjCxkv5ndK0meG'].join('');

describe('npm run new-format and npm run new-rule', () => {
  let dir: string;
  const read = (path: string) => readFileSync(join(dir, path), 'utf8');
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  const tsx = (script: string, ...args: string[]) =>
    execFileSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', `scripts/${script}.ts`, ...args], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'mcpdesc-scaffold-'));
    for (const file of COPIED) cpSync(join(root, file), join(dir, file));
    for (const folder of COPIED_FOLDERS) cpSync(join(root, folder), join(dir, folder), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(dir, 'node_modules'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes each format into its folder and lists it in every generated file', () => {
    tsx('new-format', ...CLIENT);
    tsx('new-format', ...FLAT_CLIENT);
    tsx('new-format', ...GENERIC);
    for (const id of ['zed-settings', 'acme-client', 'acme-tools']) {
      expect(read(`src/formats/${id}/info.ts`)).toContain(`export default `);
      expect(read('src/formats/registry.generated.ts')).toContain(`(await import('./${id}/index.js')).default`);
      expect(read('src/formats/formats.generated.ts')).toContain(`from './${id}/index.js'`);
      expect(read('README.md')).toContain(`| \`${id}\` |`);
    }
    expect(read('.pre-commit-hooks.yaml')).toContain('|\\.zed/settings\\.json|');
    // Zed nests the command: the model defines the object, and the shared rules read through the shape.
    expect(read('src/formats/zed-settings/index.ts')).toContain("define('Command', 'command object'");
    expect(read('src/formats/zed-settings/index.ts')).toContain("args: [['command', 'args']]");
    expect(JSON.parse(read('__tests__/conformance/expected-valid/config/zed-settings/.zed/settings.json'))).toEqual({
      context_servers: { example: { command: { path: 'npx', args: ['-y', '@acme/example-mcp@1.0.0'] } } },
    });
    expect(read('src/formats/acme-client/index.ts')).toContain('command: opt(string),');
    expect(read('src/formats/acme-client/index.ts')).not.toContain('entryShape');
    expect(JSON.parse(read('__tests__/conformance/expected-valid/config/acme-client/.acme/mcp.json'))).toEqual({
      mcpServers: { example: { command: 'npx', args: ['-y', '@acme/example-mcp@1.0.0'] } },
    });
    expect(existsSync(join(dir, '__tests__/conformance/expected-valid/acme-tools/acme-tools.yaml'))).toBe(true);
  });

  it("writes each rule where its format keeps its rules, with its format's types", () => {
    tsx('new-rule', 'mcpdesc.acme.tool-name', '--format', 'acme-tools', '--family', 'acme');
    tsx('new-rule', 'mcpdesc.config.placeholder-name', '--format', 'zed-settings');
    expect(read('src/formats/acme-tools/rules/tool-name.ts')).toContain("import { acmeToolsRule } from '../context.js';");
    expect(read('src/formats/acme-tools/rules/index.ts')).toContain("import toolName from './tool-name.js';");
    expect(read('rules/acme.yaml')).toMatch(/^format: acme-tools$/m);
    expect(read('src/formats/client-config/rules/placeholder-name.ts')).toContain("import { configRule } from '../context.js';");
    expect(read('src/formats/client-config/rules/index.ts')).toMatch(/\n {2}placeholderName,\n\];/);
    expect(read('__tests__/conformance/expectations.acme-tools.yaml')).toContain('acme-tools/tool-name/acme-tools.yaml:');
    expect(read('__tests__/conformance/expectations.yaml')).toContain('config/placeholder-name/.zed/settings.json:');
  });

  it('lists the formats and the new rules in the generated docs once the TODOs are filled in', () => {
    write(
      'src/formats/acme-tools/rules/tool-name.ts',
      `import { acmeToolsRule } from '../context.js';\n\n/** mcpdesc.acme.tool-name: a tool list names itself. */\nexport default acmeToolsRule('mcpdesc.acme.tool-name', (context) => {\n  if (typeof context.root.name !== 'string') context.report('', '${ACME_MESSAGE}');\n});\n`,
    );
    write(
      '__tests__/rules/mcpdesc.acme.tool-name.rules.ts',
      `import { ruleTester } from '../helpers/rule-tester.js';\n\nruleTester('mcpdesc.acme.tool-name', {\n  valid: [{ path: 'acme-tools.yaml', format: 'acme-tools', code: { name: 'tools' } }],\n  invalid: [{ path: 'acme-tools.yaml', format: 'acme-tools', code: { tools: [] }, errors: [{ pointer: '', message: '${ACME_MESSAGE}' }] }],\n});\n`,
    );
    write('__tests__/conformance/expected-valid/acme-tools/tool-name/acme-tools.yaml', 'name: tools\n');
    write('__tests__/conformance/expected-invalid/acme-tools/tool-name/acme-tools.yaml', 'tools: []\n');
    write(
      'src/formats/client-config/rules/placeholder-name.ts',
      `import { configRule } from '../context.js';\n\n/** mcpdesc.config.placeholder-name: no server keeps the example's name. */\nexport default configRule('mcpdesc.config.placeholder-name', (context) => {\n  for (const server of context.servers) if (server.name === 'example-todo') context.report(server.pointer, '${ZED_MESSAGE}', 'key');\n});\n`,
    );
    write(
      '__tests__/rules/mcpdesc.config.placeholder-name.rules.ts',
      `import { ruleTester } from '../helpers/rule-tester.js';\n\nruleTester('mcpdesc.config.placeholder-name', {\n  valid: [{ path: '.zed/settings.json', format: 'zed-settings', code: { context_servers: { docs: { command: { path: 'docs-server' } } } } }],\n  invalid: [\n    {\n      path: '.zed/settings.json',\n      format: 'zed-settings',\n      code: { context_servers: { 'example-todo': { command: { path: 'docs-server', args: ['--stdio'] } } } },\n      errors: [{ pointer: '/context_servers/example-todo', message: '${ZED_MESSAGE}' }],\n    },\n  ],\n});\n`,
    );
    const server = (name: string) => `{\n  "context_servers": {\n    "${name}": { "command": { "path": "docs-server" } }\n  }\n}\n`;
    write('__tests__/conformance/expected-valid/config/placeholder-name/.zed/settings.json', server('docs'));
    write('__tests__/conformance/expected-invalid/config/placeholder-name/.zed/settings.json', server('example-todo'));
    // A shared rule on the nested shape: literal-secret finds the token in command.env and reports it there.
    const secret = { context_servers: { github: { command: { path: 'github-mcp-server', args: ['stdio'], env: { GITHUB_PERSONAL_ACCESS_TOKEN: TOKEN } } } } };
    write('__tests__/conformance/expected-invalid/config/literal-secret/.zed/settings.json', `${JSON.stringify(secret, null, 2)}\n`);
    write(
      '__tests__/conformance/expectations.yaml',
      read('__tests__/conformance/expectations.yaml')
        .replace(
          "config/placeholder-name/.zed/settings.json:\n  - { rule: mcpdesc.config.placeholder-name, pointer: '' }",
          'config/placeholder-name/.zed/settings.json:\n  - { rule: mcpdesc.config.placeholder-name, pointer: /context_servers/example-todo }',
        )
        .replace(
          '\nconfig/machine-path/',
          '\nconfig/literal-secret/.zed/settings.json:\n  - { rule: mcpdesc.config.literal-secret, pointer: /context_servers/github/command/env/GITHUB_PERSONAL_ACCESS_TOKEN }\nconfig/machine-path/',
        ),
    );
    // What the developer runs next: npm run format, npm run docs (which generates first).
    execFileSync(process.execPath, ['node_modules/@biomejs/biome/bin/biome', 'format', '--write', 'src', '__tests__/rules'], { cwd: dir, stdio: 'pipe' });
    tsx('generate');
    tsx('docs');
    const formats = read('docs/formats.md');
    // A new client format gets every client configuration rule, as Cursor's does.
    const cursorRules = /\| `cursor-mcp-json` \|.*\| (\d+) \|$/m.exec(formats)?.[1];
    expect(Number(cursorRules)).toBeGreaterThan(5);
    expect(formats).toContain(`| Zed settings (.zed/settings.json) | \`zed-settings\` | \`**/.zed/settings.json\` | yes | — | ${cursorRules} |`);
    expect(formats).toContain('| Acme tool list (acme-tools.yaml) | `acme-tools` | `**/acme-tools.yaml` | yes | — | 1 |');
    expect(read('docs/rules/mcpdesc.acme.tool-name.md')).toContain(ACME_MESSAGE);
    expect(read('docs/rules/mcpdesc.config.placeholder-name.md')).toContain(
      `expected-invalid/config/placeholder-name/.zed/settings.json:3:5\` error: ${ZED_MESSAGE}`,
    );
  });

  it(
    'type-checks and lints',
    () => {
      expect(() => execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit'], { cwd: dir, stdio: 'pipe' })).not.toThrow();
      expect(() => execFileSync(process.execPath, ['node_modules/@biomejs/biome/bin/biome', 'check'], { cwd: dir, stdio: 'pipe' })).not.toThrow();
    },
    SLOW,
  );

  it(
    "passes the new formats' and rules' tests, their corpus, and the generated files' staleness checks",
    () => {
      write('__tests__/scaffolded.test.ts', "import './rules/mcpdesc.acme.tool-name.rules.js';\nimport './rules/mcpdesc.config.placeholder-name.rules.js';\n");
      const tests = [
        '__tests__/formats/(zed-settings|acme-tools|acme-client)\\.test\\.ts',
        '__tests__/scaffolded.test.ts',
        '__tests__/conformance.test.ts',
        '__tests__/generated.test.ts',
      ];
      const jest = spawnSync(
        process.execPath,
        [
          '--no-regexp-tier-up',
          'node_modules/jest/bin/jest.js',
          '--runInBand',
          ...tests,
          '-t',
          'zed|acme|placeholder-name|lists of formats|docs/rules matches',
        ],
        { cwd: dir, encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules', NODE_NO_WARNINGS: '1' } },
      );
      // Jest writes its report to stderr: shown in full when a count differs.
      expect(jest.stderr).toMatch(/\nTests: +\d+ skipped, 23 passed, \d+ total\n/);
      expect(jest.status).toBe(0);
    },
    SLOW,
  );
});
