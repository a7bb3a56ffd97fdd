// npm run openapi:extract [-- <version> | -- <path to api.github.com.json>]: writes
// __tests__/helpers/github-openapi.json, the part of GitHub's REST description the fake GitHub checks
// against (__tests__/helpers/openapi-extract.ts says what is kept). With a version, the description
// comes from `npm pack @octokit/openapi@<version>` in a temporary folder; with no argument, from the
// version the current extract names, so a rerun reproduces it byte for byte.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packageRoot } from '../src/catalogue/package-root.js';
import { OPERATIONS } from '../__tests__/helpers/fake-github.js';
import { extractOpenApi, formatExtract, type Json, type JsonObject } from '../__tests__/helpers/openapi-extract.js';

const PACKAGE = '@octokit/openapi';
const FILE = 'generated/api.github.com.json';
const target = join(packageRoot(), '__tests__', 'helpers', 'github-openapi.json');

const argument = process.argv[2] ?? currentVersion();
const spec = existsSync(argument) ? readJson(argument) : download(argument);
const version = object(spec.info).version;
if (typeof version !== 'string') throw new Error('The description names no info.version');
if (!existsSync(argument) && version !== argument) throw new Error(`${PACKAGE}@${argument} holds the description of version ${version}`);
const text = formatExtract(extractOpenApi(spec, Object.values(OPERATIONS), `${PACKAGE}@${version}`));
const before = existsSync(target) ? readFileSync(target, 'utf8') : '';
writeFileSync(target, text);
console.log(`${before === text ? 'Unchanged' : 'Wrote'} ${target} (${text.length} bytes, from ${PACKAGE}@${version}).`);

function currentVersion(): string {
  const source = readJson(target)['x-extracted-from'];
  const version = typeof source === 'string' && source.startsWith(`${PACKAGE}@`) ? source.slice(PACKAGE.length + 1) : undefined;
  if (!version) throw new Error(`${target} names no ${PACKAGE} version: give one`);
  return version;
}

/** The description from the package's tarball, unpacked in a temporary folder that is removed after. */
function download(version: string): JsonObject {
  const dir = mkdtempSync(join(tmpdir(), 'github-openapi-'));
  try {
    const packed = execFileSync('npm', ['pack', `${PACKAGE}@${version}`, '--json', '--pack-destination', dir, '--silent'], { encoding: 'utf8' });
    const [{ filename }] = JSON.parse(packed) as { filename: string }[];
    execFileSync('tar', ['-xzf', join(dir, filename), '-C', dir, `package/${FILE}`]);
    return readJson(join(dir, 'package', FILE));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function readJson(path: string): JsonObject {
  return object(JSON.parse(readFileSync(path, 'utf8')) as Json);
}

function object(value: Json | undefined): JsonObject {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error(`expected a JSON object, found ${JSON.stringify(value)}`);
  return value;
}
