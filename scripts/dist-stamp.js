// dist/SOURCES.sha256: the fingerprint of what scripts/bundle.js builds dist/ from and of the dist/ it
// built. With it a test tells in milliseconds that dist/ is stale or was edited by hand; rebuilding to
// compare (npm run check:dist, .github/workflows/check-dist.yml and .ci/run) takes a minute or more.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const STAMP = 'SOURCES.sha256';

/** What the bundles and their catalogue.json are made of: our sources, the catalogue, the build and the locked dependencies. */
const INPUTS = [
  'src',
  'rules',
  'scripts/bundle.js',
  'scripts/catalogue-json.ts',
  'scripts/dist-stamp.js',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
];

function walk(root, path, out) {
  const full = join(root, path);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const name of readdirSync(full)) walk(root, join(path, name), out);
  } else {
    out.push(path.split(sep).join('/'));
  }
}

function digest(root, paths) {
  const hash = createHash('sha256');
  for (const path of [...paths].sort()) {
    hash.update(
      `${path}\0${createHash('sha256')
        .update(readFileSync(join(root, path)))
        .digest('hex')}\n`,
    );
  }
  return hash.digest('hex');
}

/** The stamp's text for the sources under `root` and the built folder `dist`. */
export function stamp(root, dist) {
  const inputs = [];
  for (const path of INPUTS) walk(root, path, inputs);
  const outputs = [];
  walk(dist, '.', outputs);
  const built = outputs.map((p) => relative('.', p).split(sep).join('/')).filter((p) => p !== STAMP);
  return `sources ${digest(root, inputs)}\ndist ${digest(dist, built)}\n`;
}

/** Why dist/ under `root` does not carry the stamp of its sources; none when it does. */
export function staleness(root) {
  const dist = join(root, 'dist');
  const expected = stamp(root, dist).split('\n');
  const committed = existsSync(join(dist, STAMP)) ? readFileSync(join(dist, STAMP), 'utf8').split('\n') : [];
  const problems = [];
  if (committed[0] !== expected[0]) problems.push('the sources changed since dist/ was built');
  if (committed[1] !== expected[1]) problems.push('dist/ differs from what the build wrote');
  return problems;
}

// `node scripts/dist-stamp.js --check [root]` fails, saying why, when dist/ is stale; `--write [root]` stamps it.
if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  const [mode, folder] = process.argv.slice(2);
  const root = folder ? resolve(folder) : fileURLToPath(new URL('..', import.meta.url));
  if (mode === '--write') {
    writeFileSync(join(root, 'dist', STAMP), stamp(root, join(root, 'dist')));
  } else if (mode === '--check') {
    const problems = staleness(root);
    if (problems.length > 0) {
      console.error(`dist/ is stale: ${problems.join('; ')}.\nRun "npm run build" and commit dist/.`);
      process.exitCode = 1;
    }
  } else {
    console.error('usage: node scripts/dist-stamp.js --check|--write [root]');
    process.exitCode = 2;
  }
}
