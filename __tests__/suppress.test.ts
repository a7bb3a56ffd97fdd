/**
 * Suppressions: inline comments and `.mcpdesc.yaml` `ignore:` entries hide findings, which stay in the
 * results (JSON, SARIF) marked as suppressed and count toward nothing; `overrides:` set levels per path.
 * The rules about the comments themselves have their tables in __tests__/rules/mcpdesc.suppression.*.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { packageRoot } from '../src/catalogue/package-root.js';
import { EXIT, runCli } from '../src/cli/main.js';
import { lintSource } from '../src/engine/lint.js';
import { ConfigError, ignoresFor, parseConfig, settingsFor } from '../src/runner/config.js';
import { catalogue } from './helpers/corpus.js';

const NAME = 'mcp.tool.name-format';
const yaml = (...lines: string[]) => `protocolVersion: "2025-11-25"\ntools:\n${lines.join('\n')}\n`;
const tool = (name: string) => `  - name: ${name}\n    inputSchema: {type: object}`;
const lint = (text: string, path = 'case.mcp.yaml', options: Partial<Parameters<typeof lintSource>[2]> = {}) =>
  lintSource(path, text, { catalogue, ...options });
const brief = (findings: readonly { ruleId: string; range: { start: { line: number } }; suppression?: unknown }[] = []) =>
  findings.map((f) => [f.ruleId, f.range.start.line, ...(f.suppression ? [f.suppression] : [])]);

describe('inline suppressions', () => {
  it('disable-next-line hides the finding on the next line only, keeping it as suppressed with its reason', () => {
    const result = lint(yaml('  # mcpdesc-disable-next-line mcp.tool.name-format -- mapped by the gateway', tool('a b'), tool('c d')));
    expect(brief(result.findings)).toEqual([[NAME, 6]]);
    expect(brief(result.suppressed)).toEqual([[NAME, 4, { kind: 'inSource', justification: 'mapped by the gateway' }]]);
    // The suppressed finding is complete: excerpt and fingerprint, as code scanning needs to match the alert.
    expect(result.suppressed?.[0].fingerprint).toMatch(/^[0-9a-f]+:1$/);
    expect(result.suppressed?.[0].excerpt?.text).toBe('  - name: a b');
  });

  it('disable … enable hides the lines between, for the rules it names; an open block runs to the end of the file', () => {
    const closed = lint(yaml('  # mcpdesc-disable mcp.tool.name-format -- legacy names', tool('a b'), tool('c d'), '  # mcpdesc-enable', tool('e f')));
    expect(brief(closed.findings)).toEqual([[NAME, 9]]);
    expect(brief(closed.suppressed).map((f) => f[1])).toEqual([4, 6]);
    const open = lint(yaml(tool('x y'), '  # mcpdesc-disable mcp.tool.name-format -- legacy names', tool('a b'), tool('c d')));
    expect(brief(open.findings)).toEqual([[NAME, 3]]);
    expect(open.suppressed).toHaveLength(2);
  });

  it('disable-file hides the rule anywhere in the file, whatever the comment’s place', () => {
    const result = lint(yaml(tool('a b'), tool('c d'), '# mcpdesc-disable-file mcp.tool.name-format -- generated names'));
    expect(result.findings).toEqual([]);
    expect(result.suppressed).toHaveLength(2);
  });

  it('a comment naming another rule hides nothing and is unused', () => {
    const result = lint(yaml('  # mcpdesc-disable-next-line mcp.tool.input-schema -- not this one', tool('a b')));
    expect(brief(result.findings)).toEqual([
      [NAME, 4],
      ['mcpdesc.suppression.unused', 3],
    ]);
    expect(result.suppressed).toBeUndefined();
  });

  it('works in JSONC (line and block comments) and TOML, after a byte-order mark too', () => {
    const jsonc = lint(
      '\ufeff{\n  /* mcpdesc-disable-next-line mcpdesc.config.insecure-url -- local test server */\n  "servers": { "a": { "type": "http", "url": "http://example.com/mcp" } }\n}\n',
      '.vscode/mcp.json',
    );
    expect(jsonc.findings).toEqual([]);
    expect(brief(jsonc.suppressed)).toEqual([['mcpdesc.config.insecure-url', 3, { kind: 'inSource', justification: 'local test server' }]]);
    const toml = lint(
      '[mcp_servers.a]\n# mcpdesc-disable-next-line mcpdesc.config.insecure-url -- local test server\nurl = "http://example.com/mcp"\n',
      '.codex/config.toml',
    );
    expect(toml.findings).toEqual([]);
    expect(toml.suppressed).toHaveLength(1);
  });

  it('a strict JSON file has no comments to read', () => {
    const text = JSON.stringify({ protocolVersion: '2025-11-25', tools: [{ name: 'a b', inputSchema: { type: 'object' } }], note: '# mcpdesc-disable-file x' });
    expect(lint(text, 'case.mcp.json').suppressed).toBeUndefined();
  });

  it('never hides mcpdesc failures or findings about suppression comments', () => {
    const result = lint(
      yaml(
        '# mcpdesc-disable-file mcpdesc.suppression.invalid, mcpdesc.internal -- hide all',
        '  # mcpdesc-disable-next-line mcp.tool.name-format',
        tool('a b'),
      ),
    );
    expect(brief(result.findings).map((f) => f[0])).toEqual([NAME, 'mcpdesc.suppression.invalid', 'mcpdesc.suppression.unused', 'mcpdesc.suppression.unused']);
  });

  it('reads at most 1,000 suppression comments in a file', () => {
    const comments = Array.from({ length: 1_100 }, () => '# mcpdesc-disable-next-line');
    const result = lint(yaml(tool('ok'), ...comments));
    expect(result.findings.filter((f) => f.ruleId === 'mcpdesc.suppression.invalid')).toHaveLength(1_000);
  });
});

describe('.mcpdesc.yaml ignore and overrides', () => {
  const config = (text: string) => parseConfig(text, '.mcpdesc.yaml', catalogue);
  const error = (text: string) => {
    try {
      config(text);
    } catch (e) {
      if (e instanceof ConfigError) return e.message;
    }
    throw new Error('no ConfigError');
  };

  it('reads ignore entries and gives each file those whose globs match it', () => {
    const parsed = config(`ignore:\n  - { files: "legacy/**", rule: ${NAME}, pointer: /tools/1, reason: " renamed in v2 " }\n`);
    expect(ignoresFor(parsed, 'legacy/a.mcp.json')).toEqual([{ rule: NAME, pointer: '/tools/1', reason: 'renamed in v2' }]);
    expect(ignoresFor(parsed, 'servers/a.mcp.json')).toEqual([]);
  });

  it('an ignore entry hides the rule’s findings at or under its pointer, as an external suppression', () => {
    const result = lint(yaml(tool('a b'), tool('c d'), tool('e f')), 'case.mcp.yaml', {
      ignore: [{ rule: NAME, pointer: '/tools/1', reason: 'renamed in v2' }],
    });
    expect(brief(result.findings).map((f) => f[1])).toEqual([3, 7]);
    expect(brief(result.suppressed)).toEqual([[NAME, 5, { kind: 'external', justification: 'renamed in v2' }]]);
    // "/tools/1" does not cover "/tools/10": pointers are matched by whole segments.
    expect(lint(yaml(tool('a b')), 'case.mcp.yaml', { ignore: [{ rule: NAME, pointer: '/tool', reason: 'r' }] }).suppressed).toBeUndefined();
  });

  it('refuses malformed ignore entries with what is accepted', () => {
    expect(error('ignore: {rule: x}')).toBe(
      '.mcpdesc.yaml: ignore must be a list of {files, rule, pointer, reason} entries, e.g. [{files: "servers/legacy.mcp.json", rule: mcp.tool.name-format, reason: "renamed in v2"}], not {"rule":"x"}.',
    );
    expect(error(`ignore:\n  - { files: a.json, rule: ${NAME} }`)).toBe(
      '.mcpdesc.yaml: ignore[0] has no reason; each entry needs files, rule and reason, e.g. [{files: "servers/legacy.mcp.json", rule: mcp.tool.name-format, reason: "renamed in v2"}].',
    );
    expect(error(`ignore:\n  - { files: a.json, rule: ${NAME}, reason: "  " }`)).toBe(
      '.mcpdesc.yaml: ignore[0]: reason must say why the findings are accepted (code scanning shows it), not "  ".',
    );
    expect(error('ignore:\n  - { files: a.json, rule: mcp.tool.name-formt, reason: r }')).toBe(
      '.mcpdesc.yaml: ignore[0]: rule: unknown rule "mcp.tool.name-formt". Did you mean "mcp.tool.name-format"? See docs/rules/README.md for every rule id.',
    );
    expect(error(`ignore:\n  - { files: a.json, rule: ${NAME}, reason: r, pointr: /x }`)).toBe(
      '.mcpdesc.yaml: ignore[0]: unknown key "pointr". Did you mean "pointer"? Accepted keys: "files", "rule", "pointer" and "reason".',
    );
    expect(error(`ignore:\n  - { files: a.json, rule: ${NAME}, reason: r, pointer: tools/0 }`)).toBe(
      '.mcpdesc.yaml: ignore[0]: pointer must be a JSON Pointer such as "/tools/0/name" ("" is the whole file), not "tools/0".',
    );
    expect(error(`ignore:\n  - { files: "/abs/a.json", rule: ${NAME}, reason: r }`)).toMatch(
      /^\.mcpdesc\.yaml: ignore\[0\]: files: the glob "\/abs\/a\.json" is an absolute path/,
    );
  });

  it('applies overrides in order over rules, later entries winning, only where their globs match', () => {
    const parsed = config(
      `rules:\n  ${NAME}: error\noverrides:\n  - files: ["legacy/**"]\n    rules: { ${NAME}: off, mcp.tool.input-schema: note }\n  - files: "legacy/keep/**"\n    rules: { ${NAME}: warning }\n`,
    );
    expect(settingsFor(parsed, 'servers/a.mcp.json')).toEqual({ [NAME]: 'error' });
    expect(settingsFor(parsed, 'legacy/a.mcp.json')).toEqual({ [NAME]: 'off', 'mcp.tool.input-schema': 'note' });
    expect(settingsFor(parsed, 'legacy/keep/a.mcp.json')).toEqual({ [NAME]: 'warning', 'mcp.tool.input-schema': 'note' });
  });

  it('refuses malformed overrides with what is accepted', () => {
    expect(error('overrides: {files: a}')).toBe(
      '.mcpdesc.yaml: overrides must be a list of {files, rules} entries, e.g. [{files: ["legacy/**"], rules: {mcp.tool.name-format: off}}], not {"files":"a"}.',
    );
    expect(error('overrides:\n  - { files: a }')).toBe('.mcpdesc.yaml: overrides[0] needs both files and rules.');
    expect(error(`overrides:\n  - { files: a, rule: {} }`)).toBe(
      '.mcpdesc.yaml: overrides[0]: unknown key "rule". Did you mean "rules"? Accepted keys: "files" and "rules".',
    );
    expect(error(`overrides:\n  - { files: a, rules: { ${NAME}: loud } }`)).toBe(
      `.mcpdesc.yaml: overrides[0]: rules: "loud" is not a rule setting for ${NAME}; use "error", "warning", "note" or "off".`,
    );
  });
});

describe('mcpdesc lint with suppressions', () => {
  let dir: string;
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  async function cli(args: string[]) {
    let stdout = '';
    const code = await runCli(args, {
      cwd: dir,
      stdout: (t) => {
        stdout += t;
      },
      stderr: (t) => {
        stdout += t;
      },
    });
    return { code, stdout };
  }

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'mcpdesc-suppress-'));
    write('inline.mcp.yaml', yaml('  # mcpdesc-disable-next-line mcp.tool.name-format -- mapped by the gateway', tool('a b')));
    write('legacy/old.mcp.json', `${JSON.stringify({ protocolVersion: '2025-11-25', tools: [{ name: 'c d', inputSchema: { type: 'object' } }] }, null, 2)}\n`);
    write(
      '.mcpdesc.yaml',
      `rules:\n  ${NAME}: error\noverrides:\n  - { files: "legacy/**", rules: { ${NAME}: warning } }\nignore:\n  - { files: "legacy/**", rule: ${NAME}, reason: "renamed in v2" }\n`,
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('passes (suppressed errors do not reach fail-on) and counts them in text', async () => {
    const { code, stdout } = await cli(['lint', '.', '--fail-on', 'note']);
    expect(stdout).toBe('2 MCP files checked: 2 descriptors. No problems. 2 suppressed.\n');
    expect(code).toBe(EXIT.ok);
  });

  it('lists them in JSON under "suppressed", with their suppression', async () => {
    const report = JSON.parse((await cli(['lint', '.', '--format', 'json'])).stdout) as {
      findings: unknown[];
      suppressed: { path: string; ruleId: string; level: string; suppression: unknown }[];
    };
    expect(report.findings).toEqual([]);
    expect(report.suppressed.map((f) => [f.path, f.ruleId, f.level, f.suppression])).toEqual([
      ['inline.mcp.yaml', NAME, 'error', { kind: 'inSource', justification: 'mapped by the gateway' }],
      // The override's level: suppressed findings keep the level they would have had.
      ['legacy/old.mcp.json', NAME, 'warning', { kind: 'external', justification: 'renamed in v2' }],
    ]);
  });

  it('writes SARIF suppressions, inSource and external', async () => {
    const sarif = JSON.parse((await cli(['lint', '.', '--format', 'sarif'])).stdout) as {
      runs: { results: { ruleId: string; suppressions?: unknown }[] }[];
    };
    expect(sarif.runs[0].results.map((r) => r.suppressions)).toEqual([
      [{ kind: 'inSource', status: 'accepted', justification: 'mapped by the gateway' }],
      [{ kind: 'external', status: 'accepted', justification: 'renamed in v2' }],
    ]);
  });

  it('--print-config shows the settings that apply to a file', async () => {
    const { code, stdout } = await cli(['lint', '--print-config', 'legacy/old.mcp.json']);
    expect(code).toBe(EXIT.ok);
    const printed = JSON.parse(stdout) as { file: string; selectedByGlobs: boolean; overrides: number[]; rules: Record<string, string>; ignore: unknown[] };
    expect([printed.file, printed.selectedByGlobs, printed.overrides, printed.rules[NAME], printed.rules['mcp.tool.input-schema'], printed.ignore]).toEqual([
      'legacy/old.mcp.json',
      true,
      [0],
      'warning',
      'error',
      [{ rule: NAME, reason: 'renamed in v2' }],
    ]);
    expect(Object.keys(printed.rules)).toHaveLength(catalogue.rules.length);
    const other = JSON.parse((await cli(['lint', '--print-config', 'inline.mcp.yaml'])).stdout) as { overrides: number[]; rules: Record<string, string> };
    expect([other.overrides, other.rules[NAME]]).toEqual([[], 'error']);
  });
});

describe('unused ignore entries', () => {
  it('are named on stderr when their files were checked and they suppressed nothing, or when their glob matches no file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcpdesc-unused-ignore-'));
    try {
      writeFileSync(join(dir, 'a.mcp.yaml'), yaml(tool('a b')));
      writeFileSync(join(dir, 'b.mcp.yaml'), yaml(tool('ok')));
      writeFileSync(
        join(dir, '.mcpdesc.yaml'),
        `ignore:\n  - { files: a.mcp.yaml, rule: ${NAME}, reason: used }\n  - { files: b.mcp.yaml, rule: ${NAME}, reason: fixed since }\n  - { files: c.mcp.yaml, rule: ${NAME}, reason: not checked }\n`,
      );
      let stderr = '';
      const code = await runCli(['lint'], {
        cwd: dir,
        stdout: () => {},
        stderr: (t) => {
          stderr += t;
        },
      });
      expect(code).toBe(EXIT.ok);
      expect(stderr).toBe(
        `mcpdesc: ignore[1] (${NAME} in b.mcp.yaml) in the configuration suppressed nothing: remove it, so it does not hide a new finding later.\n` +
          `mcpdesc: ignore[2] (${NAME} in c.mcp.yaml) in the configuration matches no file checked: remove it, so it does not hide a new finding later.\n`,
      );
      // A run over some files cannot tell whether another entry's glob matches nothing: it says nothing of it.
      stderr = '';
      await runCli(['lint', 'a.mcp.yaml', 'b.mcp.yaml'], {
        cwd: dir,
        stdout: () => {},
        stderr: (t) => {
          stderr += t;
        },
      });
      expect(stderr).not.toContain('c.mcp.yaml');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('suppressions on worker threads', () => {
  // The bundle, as users run it: only it starts real workers (see determinism.test.ts).
  const bundle = join(packageRoot(), 'dist', 'cli', 'index.js');
  let dir: string;
  const run = (args: string[]) =>
    new Promise<{ code: number; stdout: string }>((done) => {
      execFile(process.execPath, [bundle, ...args], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 26 }, (error, stdout) =>
        done({ code: error ? Number(error.code) : 0, stdout }),
      );
    });

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'mcpdesc-suppress-jobs-'));
    for (let i = 0; i < 6; i++) {
      writeFileSync(join(dir, `s${i}.mcp.yaml`), yaml(`  # mcpdesc-disable-next-line ${NAME} -- mapped ${i}`, tool('a b'), tool(`c d${i}`)));
      writeFileSync(join(dir, `u${i}.mcp.yaml`), yaml(`  # mcpdesc-disable-next-line ${NAME} -- stale`, tool('ok')));
    }
    writeFileSync(
      join(dir, '.mcpdesc.yaml'),
      `overrides:\n  - { files: "u*", rules: { ${NAME}: note } }\nignore:\n  - { files: "s[0-2]*", rule: ${NAME}, pointer: /tools/1, reason: later }\n`,
    );
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reports byte-identical JSON and SARIF with --jobs 1 and --jobs 2', async () => {
    for (const format of ['json', 'sarif']) {
      const single = await run(['lint', '.', '--format', format, '--jobs', '1']);
      const parallel = await run(['lint', '.', '--format', format, '--jobs', '2']);
      expect(parallel).toEqual(single);
    }
    const report = JSON.parse((await run(['lint', '.', '--format', 'json', '--jobs', '2'])).stdout) as {
      findings: { ruleId: string }[];
      suppressed: { suppression: { kind: string } }[];
    };
    expect(report.suppressed.map((f) => f.suppression.kind).sort()).toEqual([...Array(6).fill('inSource'), ...Array(3).fill('external')].sort());
    expect(report.findings.filter((f) => f.ruleId === 'mcpdesc.suppression.unused')).toHaveLength(6);
  }, 120_000);
});
