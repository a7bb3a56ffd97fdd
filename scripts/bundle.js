#!/usr/bin/env node
// Builds the committed bundles in dist/ with ncc. With --check, builds into a temporary folder and
// fails when dist/ differs, naming the files and the command that fixes it.
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';
import ts from 'typescript';
import { STAMP, stamp } from './dist-stamp.js';

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
const NCC_FLAGS = ['--license', 'licenses.txt', '--no-cache', '--quiet'];

try {
  if (!check) rmSync(out, { recursive: true, force: true });
  // The catalogue goes beside each bundle already read: parsing rules/*.yaml at every start is slow.
  const catalogue = execFileSync(process.execPath, [join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), 'scripts/catalogue-json.ts'], {
    cwd: root,
    encoding: 'utf8',
  });
  // The bundles are independent: build them side by side. Always without ncc's cache (~/.cache/ncc,
  // kept per folder): a warm cache left by an older tree once built export names mangled differently
  // from a cold build, so a clean CI clone found dist/ stale that was current.
  await Promise.all(
    ENTRIES.map(async ([entry, folder]) => {
      const { stderr } = await promisify(execFile)(ncc, ['build', entry, '-o', join(out, folder), ...NCC_FLAGS], {
        cwd: root,
        maxBuffer: 1 << 26,
      });
      if (stderr) process.stderr.write(stderr);
      writeFileSync(join(out, folder, 'catalogue.json'), catalogue);
    }),
  );
  // ajv, re2js, picomatch, the YAML and JSONC parsers and TypeScript are loaded only when needed (src/util/lazy-require.ts):
  // each built once into a module of its own, then placed beside each bundle's chunks, where the
  // bundles look for it.
  const vendor = mkdtempSync(join(tmpdir(), 'mcpdesc-vendor-'));
  try {
    await Promise.all(
      VENDORED.map(async (name) => {
        // Into a folder ncc creates, so it has the usual permissions (the temporary folder's are 0700).
        const { stderr } = await promisify(execFile)(ncc, ['build', `src/util/vendor/${name}/index.cjs`, '-o', join(vendor, name), ...NCC_FLAGS], {
          cwd: root,
          maxBuffer: 1 << 26,
        });
        if (stderr) process.stderr.write(stderr);
        for (const [, folder] of ENTRIES) cpSync(join(vendor, name), join(out, folder, 'vendor', name), { recursive: true });
      }),
    );
    // TypeScript's own lib/typescript.js is already one self-contained CommonJS file: not wrapped by ncc,
    // since the same code wrapped by ncc took 310 ms of CPU to load on Node 20 instead of 180 ms. Minified
    // (3.6 MB instead of 9.1 MB): reading, decoding and compiling its text was most of that load, and a
    // run that reads one TypeScript server file took 430 ms of CPU instead of 520 (2026-12-05, Node 20).
    const typescript = join(vendor, 'typescript');
    mkdirSync(typescript);
    const lib = createRequire(import.meta.url).resolve('typescript');
    writeFileSync(join(typescript, 'index.cjs'), minified(readFileSync(lib, 'utf8')));
    const license = readFileSync(join(dirname(lib), '..', 'LICENSE.txt'), 'utf8').replaceAll('\r\n', '\n');
    writeFileSync(join(typescript, 'licenses.txt'), `typescript\nApache-2.0\n${license}`);
    for (const [, folder] of ENTRIES) cpSync(typescript, join(out, folder, 'vendor', 'typescript'), { recursive: true });
  } finally {
    rmSync(vendor, { recursive: true, force: true });
  }
  if (existsSync(join(out, 'cli', 'index.js'))) {
    chmodSync(join(out, 'cli', 'index.js'), 0o755);
    writeFileSync(join(out, 'cli', 'index.js'), asciiOnly(readFileSync(join(out, 'cli', 'index.js'), 'utf8'), 'dist/cli/index.js'));
    scriptChunks(join(out, 'cli'));
    scriptVendors(join(out, 'cli', 'vendor'));
  }
  // Last, over everything above: what the test suite checks instead of rebuilding.
  writeFileSync(join(out, STAMP), stamp(root, out));
  if (check) {
    const differences = compare(out, join(root, 'dist'));
    if (differences.length > 0) {
      console.error(`dist/ is stale: ${differences.join(', ')}.\nRun "npm run build" and commit dist/.`);
      // Where the first few differ: when the sources are unchanged, this says what else the build depended on.
      for (const file of differences.filter((f) => !f.endsWith(STAMP)).slice(0, 3)) {
        console.error(firstDifference(join(out, file.slice('dist/'.length)), join(root, file), file));
      }
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
          : // A quoted 'import(' is a string the readers look for in user code, not a call.
            text.split('\n').some((line) => !/^\s*(\*|\/\/|\/\*)/.test(line) && /(?<!['"`])\bimport\s*\(/.test(line.replaceAll('/* import() */', '')))
            ? 'it imports a module dynamically'
            : text.split('import.meta').length !== text.split('import.meta.url').length
              ? 'it uses import.meta other than import.meta.url'
              : undefined;
    if (problem) throw new Error(`dist/cli/${name} cannot be made a script (src/cli/chunk-cache.ts): ${problem}.`);
    const body = `(function (${CHUNK}, ${META_URL}) {"use strict";\n${asciiOnly(text, `dist/cli/${name}`)
      .replace(/^export const (id|ids|modules|runtime) = /gm, `${CHUNK}.$1 = `)
      .replaceAll('import.meta.url', META_URL)}\n})\n`;
    writeFileSync(file, `// mcpdesc chunk ${createHash('sha256').update(body).digest('hex')}\n${body}`);
  }
}

/**
 * The CLI's vendored CommonJS modules as scripts for src/cli/chunk-cache.ts, which runs them with a code
 * cache: each wrapped as Node wraps a CommonJS module, the first line the SHA-256 of the rest. (The
 * action's copies stay as they are: Node's require loads them.)
 */
function scriptVendors(dir) {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name, 'index.cjs');
    const body = `(function (exports, require, module, __filename, __dirname) {${readFileSync(file, 'utf8')}\n})\n`;
    writeFileSync(file, `// mcpdesc chunk ${createHash('sha256').update(body).digest('hex')}\n${body}`);
  }
}

/**
 * The script with every non-ASCII character written as an escape: V8 decodes a file that holds one
 * more slowly and keeps its text at two bytes a character, which cost a one-file lint on Node 24 about
 * 7 % of its instructions. Each character takes the escape that means the same there: `\uXXXX` in
 * strings, templates and regular expressions (`\u{…}` beyond the BMP where the regex is `u` or `v`, and
 * in identifiers), `${"\uXXXX"}` in a `String.raw` template, whose raw text would change; anything in a
 * comment. Anything else (another tag, a character after a backslash) fails the build.
 */
function asciiOnly(text, name) {
  if (!/[^\0-\x7f]/.test(text)) return text;
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  /** [start, end, how] of each comment and each token that may hold any character. */
  const spans = [];
  const comments = (ranges) => {
    for (const range of ranges ?? []) spans.push([range.pos, range.end, 'comment']);
  };
  const visit = (node) => {
    // A token's trivia: comments on the line it starts on are "trailing", the others "leading".
    comments(ts.getTrailingCommentRanges(text, node.pos));
    comments(ts.getLeadingCommentRanges(text, node.pos));
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) {
      let template = node;
      while (!ts.isNoSubstitutionTemplateLiteral(template) && !ts.isTemplateExpression(template) && !ts.isStringLiteral(template)) template = template.parent;
      const tag = ts.isTaggedTemplateExpression(template.parent) ? template.parent.tag.getText(source) : undefined;
      spans.push([node.getStart(source), node.end, tag === undefined ? 'units' : tag === 'String.raw' ? 'substitution' : `a template tagged ${tag}`]);
    } else if (ts.isRegularExpressionLiteral(node)) {
      spans.push([node.getStart(source), node.end, /[uv]/.test(node.text.slice(node.text.lastIndexOf('/'))) ? 'code points' : 'units']);
    } else if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) {
      spans.push([node.getStart(source), node.end, 'code points']);
    }
    // Every token, not only nodes: a comment may sit before a closing brace.
    for (const child of node.getChildren(source)) visit(child);
  };
  visit(source);
  spans.sort((a, b) => a[0] - b[0]);
  const units = (char) => [...Array(char.length).keys()].map((i) => `\\u${char.charCodeAt(i).toString(16).padStart(4, '0')}`).join('');
  let at = 0;
  return text.replace(/[^\0-\x7f]/gu, (char, offset) => {
    while (at < spans.length && spans[at][1] <= offset) at++;
    const how = at < spans.length && spans[at][0] <= offset ? spans[at][2] : 'outside any literal or comment';
    if (how === 'comment') return units(char);
    if (/(^|[^\\])(\\\\)*\\$/.test(text.slice(Math.max(0, offset - 16), offset)))
      throw new Error(`${name}: cannot write ${JSON.stringify(char)} at offset ${offset} as an escape: it follows a backslash.`);
    if (how === 'units') return units(char);
    if (how === 'code points') return char.length === 1 ? units(char) : `\\u{${char.codePointAt(0).toString(16)}}`;
    if (how === 'substitution') return `\${"${units(char)}"}`;
    throw new Error(`${name}: cannot write ${JSON.stringify(char)} at offset ${offset} as an escape (${how}).`);
  });
}

/**
 * A CommonJS module's text minified by esbuild: whitespace, syntax and local names (its top-level names
 * and exports stay as they are, since no module format is given). Its licence goes in licenses.txt.
 */
function minified(text) {
  return transformSync(text, { loader: 'js', minify: true, legalComments: 'none', logLevel: 'error' }).code;
}

function files(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath ?? e.path, e.name)))
    .sort();
}

/** The first line where the rebuilt and the committed file differ, each cut to 160 characters. */
function firstDifference(built, committed, name) {
  if (!existsSync(built) || !existsSync(committed)) return `${name}: ${existsSync(built) ? 'not committed' : 'not rebuilt'}`;
  const a = readFileSync(built, 'utf8').split('\n');
  const b = readFileSync(committed, 'utf8').split('\n');
  let line = 0;
  while (line < a.length && line < b.length && a[line] === b[line]) line++;
  const cut = (text) => JSON.stringify((text ?? '(end of file)').slice(0, 160));
  return `${name}, line ${line + 1}:\n  committed ${cut(b[line])}\n  rebuilt   ${cut(a[line])}`;
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
