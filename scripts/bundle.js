#!/usr/bin/env node
// Builds the committed bundles in dist/ with ncc. With --check, builds into a temporary folder and
// fails when dist/ differs, naming the files and the command that fixes it.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
/** [entry, output folder under dist/] */
const ENTRIES = [
  ['src/cli/index.ts', 'cli'],
  ['src/action/index.ts', ''],
].filter(([entry]) => existsSync(join(root, entry)));

/** Modules under src/util/vendor/ that the bundles load only when needed. */
const VENDORED = ['ajv', 're2js', 'yaml', 'jsonc', 'picomatch'];

const check = process.argv.includes('--check');
const out = check ? mkdtempSync(join(tmpdir(), 'mcpdesc-dist-')) : join(root, 'dist');
const ncc = join(root, 'node_modules', '.bin', 'ncc');

try {
  if (!check) rmSync(out, { recursive: true, force: true });
  // The catalogue goes beside each bundle already read: parsing rules/*.yaml at every start is slow.
  const catalogue = execFileSync(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/catalogue-json.ts'], {
    cwd: root,
    encoding: 'utf8',
  });
  // The bundles are independent: build them side by side.
  await Promise.all(
    ENTRIES.map(async ([entry, folder]) => {
      const { stderr } = await promisify(execFile)(ncc, ['build', entry, '-o', join(out, folder), '--license', 'licenses.txt', '--quiet'], {
        cwd: root,
        maxBuffer: 1 << 26,
      });
      if (stderr) process.stderr.write(stderr);
      writeFileSync(join(out, folder, 'catalogue.json'), catalogue);
    }),
  );
  // ajv, re2js, picomatch and the YAML and JSONC parsers are loaded only when needed (src/util/lazy-require.ts):
  // each built once into a module of its own, then placed beside each bundle's chunks, where the
  // bundles look for it.
  const vendor = mkdtempSync(join(tmpdir(), 'mcpdesc-vendor-'));
  try {
    await Promise.all(
      VENDORED.map(async (name) => {
        // Into a folder ncc creates, so it has the usual permissions (the temporary folder's are 0700).
        const { stderr } = await promisify(execFile)(
          ncc,
          ['build', `src/util/vendor/${name}/index.cjs`, '-o', join(vendor, name), '--license', 'licenses.txt', '--quiet'],
          { cwd: root, maxBuffer: 1 << 26 },
        );
        if (stderr) process.stderr.write(stderr);
        for (const [, folder] of ENTRIES) cpSync(join(vendor, name), join(out, folder, 'vendor', name), { recursive: true });
      }),
    );
  } finally {
    rmSync(vendor, { recursive: true, force: true });
  }
  if (existsSync(join(out, 'cli', 'index.js'))) {
    chmodSync(join(out, 'cli', 'index.js'), 0o755);
    scriptChunks(join(out, 'cli'));
  }
  if (check) {
    const differences = compare(out, join(root, 'dist'));
    if (differences.length > 0) {
      console.error(`dist/ is stale: ${differences.join(', ')}.\nRun "npm run build" and commit dist/.`);
      process.exitCode = 1;
    } else {
      console.log('dist/ is up to date.');
    }
  }
} finally {
  if (check) rmSync(out, { recursive: true, force: true });
}

/**
 * The CLI's chunks as scripts, for src/cli/chunk-cache.ts, which runs them with a V8 code cache kept
 * between runs: ncc's `export const id = …; export const ids = …; export const modules = …;` become
 * properties of the function's first argument, and `import.meta.url` its second; the first line is the
 * SHA-256 of the rest, the cache's key. A chunk in any other shape (an import, another export, another
 * use of import.meta) fails the build rather than the CLI.
 */
function scriptChunks(dir) {
  const CHUNK = '__mcpdesc_chunk';
  const META_URL = '__mcpdesc_import_meta_url';
  for (const name of readdirSync(dir).filter((n) => /^\d+\.index\.js$/.test(n))) {
    const file = join(dir, name);
    const text = readFileSync(file, 'utf8');
    const problem =
      text.includes(CHUNK) || text.includes(META_URL)
        ? `it uses the name ${CHUNK} or ${META_URL}`
        : /^(import|export (?!const (id|ids|modules|runtime) = ))/m.test(text)
          ? 'it has an import or an unexpected export'
          : text.split('\n').some((line) => !/^\s*(\*|\/\/|\/\*)/.test(line) && /\bimport\s*\(/.test(line.replaceAll('/* import() */', '')))
            ? 'it imports a module dynamically'
            : text.split('import.meta').length !== text.split('import.meta.url').length
              ? 'it uses import.meta other than import.meta.url'
              : undefined;
    if (problem) throw new Error(`dist/cli/${name} cannot be made a script (src/cli/chunk-cache.ts): ${problem}.`);
    const body = `(function (${CHUNK}, ${META_URL}) {"use strict";\n${text
      .replace(/^export const (id|ids|modules|runtime) = /gm, `${CHUNK}.$1 = `)
      .replaceAll('import.meta.url', META_URL)}\n})\n`;
    writeFileSync(file, `// mcpdesc chunk ${createHash('sha256').update(body).digest('hex')}\n${body}`);
  }
}

function files(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath ?? e.path, e.name)))
    .sort();
}

function compare(built, committed) {
  const a = files(built);
  const b = files(committed);
  const all = [...new Set([...a, ...b])].sort();
  return all
    .filter((file) => {
      if (!a.includes(file)) return true;
      if (!b.includes(file)) return true;
      return !readFileSync(join(built, file)).equals(readFileSync(join(committed, file)));
    })
    .map((file) => `dist/${file}`);
}
