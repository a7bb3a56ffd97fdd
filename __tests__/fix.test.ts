/**
 * Certain fixes: the edit the engine makes of a rule's fix (engine/fix.ts), `mcpdesc lint --fix` and
 * `--fix-dry-run` on files, and SARIF's `fixes`. Each rule's own fixes are asserted in its RuleTester
 * table (`output`).
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { EXIT, runCli } from '../src/cli/main.js';
import type { Finding } from '../src/engine/finding.js';
import { applyFixes } from '../src/engine/fix.js';
import { lintSource } from '../src/engine/lint.js';
import { LineIndex } from '../src/parse/lines.js';
import { CORPUS, catalogue } from './helpers/corpus.js';

const lint = (path: string, text: string) => lintSource(path, text, { catalogue, explicit: true });
const fixed = (path: string, text: string) => applyFixes(text, new LineIndex(text), lint(path, text).findings).text;

describe('the edit of a fix', () => {
  it('keeps the quoting style of what it replaces, and every other byte', () => {
    const yaml = "# keep\r\nprotocolVersion: '2025-6-18'  # the date\r\ntools: []\r\n";
    expect(fixed('a.mcp.yaml', yaml)).toBe("# keep\r\nprotocolVersion: '2025-06-18'  # the date\r\ntools: []\r\n");
    const plain = 'protocolVersion: 2025-6-18\ntools: []\n';
    expect(fixed('b.mcp.yaml', plain)).toBe('protocolVersion: "2025-06-18"\ntools: []\n');
  });

  it('renames a TOML key as a bare key, and a quoted one quoted', () => {
    const toml = '[mcp_servers.docs]\ncommand = "node"\nArgs = ["server.js"]\n';
    const result = lint('.codex/config.toml', toml);
    expect(result.format).toBe('codex-config-toml');
    expect(applyFixes(toml, new LineIndex(toml), result.findings).text).toBe('[mcp_servers.docs]\ncommand = "node"\nargs = ["server.js"]\n');
  });

  it('makes no fix where the reported place does not hold the value the rule read (a block scalar)', () => {
    const yaml = 'protocolVersion: |\n  2025-6-18\ntools: []\n';
    expect(lint('c.mcp.yaml', yaml).findings.filter((f) => f.fix)).toEqual([]);
  });

  it('applies fixes that do not overlap, and leaves overlapping ones to the next pass', () => {
    const text = 'abcdef';
    const at = (from: number, to: number, replacement: string): Finding => ({
      ruleId: 'x',
      level: 'error',
      message: '',
      path: 'p',
      pointer: '',
      range: { start: { line: 1, column: from + 1 }, end: { line: 1, column: to + 1 } },
      fix: { description: '', edits: [{ range: { start: { line: 1, column: from + 1 }, end: { line: 1, column: to + 1 } }, text: replacement }] },
    });
    const result = applyFixes(text, new LineIndex(text), [at(4, 6, 'EF'), at(0, 2, 'AB'), at(1, 3, 'X')]);
    expect(result.text).toBe('ABcdEF');
    expect(result.fixed.map((f) => f.fix?.edits[0].text)).toEqual(['AB', 'EF']);
  });
});

describe('mcpdesc lint --fix', () => {
  let dir: string;
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
  const files = (root: string): string[] =>
    readdirSync(root).flatMap((name) => (statSync(join(root, name)).isDirectory() ? files(join(root, name)) : [relative(dir, join(root, name))]));
  const report = async () =>
    (JSON.parse((await cli(['lint', '--format', 'json'])).stdout) as { findings: (Pick<Finding, 'ruleId' | 'path'> & { line: number; fix?: unknown })[] })
      .findings;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'mcpdesc-fix-'));
    cpSync(join(CORPUS, 'expected-invalid'), dir, { recursive: true });
    writeFileSync(join(dir, '.mcpdesc.yaml'), '# the corpus, linted as a project of its own\n');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('fixes every fixable finding of the conformance corpus, changing only the lines it fixes', async () => {
    const before = await report();
    const fixable = before.filter((f) => f.fix);
    expect(fixable.length).toBeGreaterThanOrEqual(5);
    const texts = new Map(files(dir).map((path) => [path, readFileSync(join(dir, path), 'utf8')]));
    const { stderr } = await cli(['lint', '--fix']);
    expect(stderr).toMatch(/^mcpdesc: fixed \d+ problems in \d+ files\.\n/m);
    const after = await report();
    expect(after.filter((f) => f.fix)).toEqual([]);
    // No file a fix touched parses worse than before.
    const syntax = (list: typeof before) => list.filter((f) => f.ruleId === 'mcpdesc.document.syntax').map((f) => f.path);
    expect(syntax(after)).toEqual(syntax(before));
    for (const [path, text] of texts) {
      const now = readFileSync(join(dir, path), 'utf8');
      if (now === text) continue;
      const lines = text.split('\n');
      const changed = now
        .split('\n')
        .map((line, i) => (line === lines[i] ? 0 : i + 1))
        .filter((line) => line > 0);
      const fixedLines = new Set(fixable.filter((f) => f.path === path).map((f) => f.line));
      // A fix may point its edit at a key near the reported line (a missing key's misspelt spelling): allow a neighbour.
      expect(changed.filter((line) => ![...fixedLines].some((l) => Math.abs(l - line) <= 3))).toEqual([]);
      expect(now.split('\n')).toHaveLength(lines.length);
    }
  });

  it('--fix-dry-run lists the fixes and writes nothing', async () => {
    const texts = new Map(files(dir).map((path) => [path, readFileSync(join(dir, path), 'utf8')]));
    const { code, stderr } = await cli(['lint', '--fix-dry-run']);
    expect(code).toBe(EXIT.findings);
    expect(stderr).toMatch(/^mcpdesc: would fix \d+ problems in \d+ files\.$/m);
    expect(stderr).toContain('(mcpdesc.document.protocol-version)');
    for (const [path, text] of texts) expect(readFileSync(join(dir, path), 'utf8')).toBe(text);
  });

  it('refuses to fix standard input, and both options at once', async () => {
    expect((await cli(['lint', '-', '--fix'])).stderr).toContain('--fix and --fix-dry-run change files on disk; they cannot fix -.');
    expect((await cli(['lint', '--fix', '--fix-dry-run'])).stderr).toContain('choose one');
  });
});

describe('SARIF fixes', () => {
  it('carry the exact region and text of the edit', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mcpdesc-fix-sarif-'));
    try {
      writeFileSync(join(dir, 'a.mcp.yaml'), 'protocolVersion: "2025-6-18"\ntools: []\n');
      let stdout = '';
      await runCli(['lint', '--format', 'sarif'], {
        cwd: dir,
        stdout: (t) => {
          stdout += t;
        },
        stderr: () => {},
      });
      const result = JSON.parse(stdout).runs[0].results[0];
      expect(result.fixes).toEqual([
        {
          description: { text: 'Write "2025-06-18"' },
          artifactChanges: [
            {
              artifactLocation: { uri: 'a.mcp.yaml', uriBaseId: '%SRCROOT%', index: 0 },
              replacements: [{ deletedRegion: { startLine: 1, startColumn: 18, endLine: 1, endColumn: 29 }, insertedContent: { text: '"2025-06-18"' } }],
            },
          ],
        },
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
