/**
 * Issue 32's parser, reading and redaction cases, each rebuilt by a small generator: parsers bound
 * their work before they allocate, a file that cannot be read gets a finding, no path leads outside
 * the workspace through a symlinked folder, and no recognized credential reaches any output.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { EXIT, runCli } from '../src/cli/main.js';
import type { FileResult } from '../src/engine/finding.js';
import { lintSource } from '../src/engine/lint.js';
import { catalogue } from './helpers/corpus.js';
import { removeDirs, tempDir } from './helpers/git-repo.js';

const dirs: string[] = [];
afterAll(() => removeDirs(...dirs));

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

const lint = (path: string, text: string) => lintSource(path, text, { catalogue });
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

  it('reads the deep header case from disk through the CLI with a finding and a report', async () => {
    const header = `[${Array.from({ length: 16_000 }, () => 'a').join('.')}]`;
    const dir = workspace({ '.codex/config.toml': `${header}\nx = 1\n` });
    const { code, stdout } = await cli(['lint', '--format', 'json', '.'], dir);
    expect(code).toBe(EXIT.findings);
    expect(stdout).toContain('Nesting is deeper than 64 levels');
  });
});
