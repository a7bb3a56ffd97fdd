/** The project lints and formats its own code (biome.json): a lint error or unformatted file fails the tests. */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { expect, it } from '@jest/globals';
import { packageRoot } from '../src/catalogue/package-root.js';

const root = packageRoot();

it('passes its own lint and format check (fix: npm run format)', async () => {
  const { code, output } = await new Promise<{ code: number; output: string }>((resolve) => {
    execFile(
      process.execPath,
      [join(root, 'node_modules/@biomejs/biome/bin/biome'), 'check', '--colors=off', '--max-diagnostics=20'],
      { cwd: root, encoding: 'utf8', maxBuffer: 1 << 24 },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
      },
    );
  });
  expect({ code, output: code === 0 ? '' : output }).toEqual({ code: 0, output: '' });
}, 60_000);
