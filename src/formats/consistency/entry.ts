/**
 * The source files an MCPB manifest's server runs: its `server.entry_point` (a JavaScript or TypeScript
 * file, or the build output of one: `build/index.js` is `src/index.ts` compiled) and every module it
 * reaches by relative imports (`import … from './x.js'`, `export … from`, `import('./x.js')`, `require('./x')`).
 * A package often has several entry points (a stdio server, an HTTP server, a diagnostic one), each
 * registering its own tools: only those the manifest's entry point reaches are its server's. Read from the
 * texts the group's read already holds; undefined when the entry point is no such file of the group (a
 * Python or binary server, or a layout not recognized), and the group's source is then taken whole.
 */
import { posix } from 'node:path';

/** A relative module specifier after `from`, `import(`, `require(` or a bare `import`, quoted. */
const SPECIFIER = /(?:\bfrom|\bimport|\brequire)[ \t]{0,8}\(?[ \t]{0,8}(['"])(\.{1,2}\/[^'"\r\n]{0,300})\1/g;
const SCRIPT = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];
/** Folders a build writes its output to, in place of `src`. */
const OUTPUT = new Set(['build', 'dist', 'out', 'lib']);

/** The source files the entry point (relative to the manifest's folder) reaches, of those in `texts` (JavaScript and TypeScript). */
export function reachedFrom(manifest: string, entry: string, texts: ReadonlyMap<string, string>): ReadonlySet<string> | undefined {
  const folder = posix.dirname(manifest);
  const at = posix.normalize(posix.join(folder === '.' ? '' : folder, entry));
  if (!SCRIPT.test(at) || at.startsWith('..')) return undefined;
  const base = folder === '.' ? '' : `${folder}/`;
  const inside = at.startsWith(base) ? at.slice(base.length) : at;
  const [first, ...rest] = inside.split('/');
  const candidates = [at, ...(OUTPUT.has(first) && rest.length > 0 ? [`${base}src/${rest.join('/')}`, `${base}${rest.join('/')}`] : [])];
  const start = candidates.map((c) => resolve(c, texts)).find((found) => found !== undefined);
  if (start === undefined) return undefined;
  const reached = new Set<string>([start]);
  const queue = [start];
  for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
    for (const match of (texts.get(path) ?? '').matchAll(SPECIFIER)) {
      const found = resolve(posix.join(posix.dirname(path), match[2]), texts);
      if (found !== undefined && !reached.has(found)) {
        reached.add(found);
        queue.push(found);
      }
    }
  }
  return reached;
}

/** The file a module path names, as TypeScript resolves it: itself, its `.js` written for a `.ts`, an added extension, or its folder's index. */
function resolve(path: string, texts: ReadonlyMap<string, string>): string | undefined {
  const stem = path.replace(/\.(?:[cm]?js|jsx)$/, '');
  for (const each of [path, ...EXTENSIONS.map((e) => stem + e), ...EXTENSIONS.map((e) => `${path}/index${e}`)]) if (texts.has(each)) return each;
  return undefined;
}
