import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { packageRoot } from '../src/catalogue/package-root.js';
import { runCli } from '../src/cli/main.js';

const root = packageRoot();
const readme = readFileSync(join(root, 'README.md'), 'utf8');

describe('README', () => {
  it('opens with exactly the two set-up commands', () => {
    const firstBlock = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(firstBlock.split('\n').filter(Boolean).map((line) => line.replace(/\s+#.*$/, ''))).toEqual([
      'npm ci && npx mcpdesc lint examples',
      'npm ci && npm test',
    ]);
  });

  it('shows output that mcpdesc really prints for the examples', async () => {
    const shown = /```text\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    let stdout = '';
    await runCli(['lint', 'examples'], { cwd: root, stdout: (t) => { stdout += t; }, stderr: () => {} });
    expect(stdout).toContain(shown.trimEnd());
  });
});
