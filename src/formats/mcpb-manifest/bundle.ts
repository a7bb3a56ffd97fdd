/**
 * The bundle folder around a manifest: what `mcpb pack` packs (the manifest's folder, less what
 * `.mcpbignore` leaves out), read through the engine's Workspace. Paths a manifest names are relative to
 * its folder; messages show them as the manifest writes them and, where it helps, from the repository root.
 *
 * A file the manifest names may be missing from the repository because the build makes it before
 * packing (`tsc` writing `dist/`, a script copying the icon in). `builtBy` says when a `package.json`
 * beside the manifest shows that: one of its scripts names the file, or the file sits in a build output
 * folder and the package has a build script.
 */
import { posix } from 'node:path';
import type { Workspace } from '../types.js';
import { isObject } from '../../util/json.js';
import { type IgnorePattern, ignoredBy, parseIgnore } from './ignore.js';

export type Reference = { ok: true; path: string } | { ok: false; problem: 'empty' | 'remote' | 'variable' | 'absolute' | 'outside' };

/** A path the manifest names, read as mcpb reads it: relative to the manifest's folder, no variables, inside the bundle. */
export function reference(text: string): Reference {
  if (text.trim() === '') return { ok: false, problem: 'empty' };
  if (/^[A-Za-z][A-Za-z0-9+.-]{0,30}:\/\//.test(text)) return { ok: false, problem: 'remote' };
  if (text.includes('${')) return { ok: false, problem: 'variable' };
  if (text.startsWith('/') || text.startsWith('\\') || /^[A-Za-z]:[\\/]/.test(text)) return { ok: false, problem: 'absolute' };
  const path = posix.normalize(text);
  if (path === '..' || path.startsWith('../')) return { ok: false, problem: 'outside' };
  return { ok: true, path: path.replace(/^\.\//, '') };
}

export interface Bundle {
  /** The manifest's folder, root-relative ('' at the repository root). */
  readonly dir: string;
  /** A bundle path from the repository root, for messages. */
  fromRoot(path: string): string;
  kind(path: string): 'file' | 'directory' | undefined;
  head(path: string, max: number): Uint8Array | undefined;
  /** The `.mcpbignore` line that leaves the path out of the bundle, if any. */
  ignoredBy(path: string): string | undefined;
  /** Why a file that is not there is presumably made before packing, as a clause ("package.json's "build" script names it"), if anything says so. */
  builtBy(path: string): string | undefined;
}

/** Script names that run what was built rather than build it. */
const RUN_ONLY = /^(?:start|dev|serve|test|watch|debug|inspect|lint|format)(?::|$)/;
/** Script names that build. */
const BUILD = /^(?:build|prebuild|postbuild|prepack|prepare|bundle|compile)(?::|$)/;
/** Top-level folders builds write to (`server/` is where MCPB bundles usually keep the built server). */
const OUTPUT_FOLDERS = new Set(['dist', 'build', 'out', 'server']);

const MAX_PACKAGE_JSON = 1024 * 1024;
const MAX_IGNORE_FILE = 256 * 1024;

export function bundleOf(workspace: Workspace | undefined, manifestPath: string): Bundle | undefined {
  if (!workspace || manifestPath.startsWith('/') || manifestPath.split('/').includes('..')) return undefined;
  const dir = posix.dirname(manifestPath) === '.' ? '' : posix.dirname(manifestPath);
  const fromRoot = (path: string) => (dir === '' ? path : `${dir}/${path}`);
  let ignore: readonly IgnorePattern[] | undefined;
  let scripts: readonly (readonly [string, string])[] | undefined;
  const text = (path: string, max: number): string | undefined => {
    const bytes = workspace.head(fromRoot(path), max);
    return bytes && bytes.length < max ? Buffer.from(bytes).toString('utf8') : undefined;
  };
  return {
    dir,
    fromRoot,
    kind: (path) => workspace.kind(fromRoot(path)),
    head: (path, max) => workspace.head(fromRoot(path), max),
    ignoredBy(path) {
      ignore ??= parseIgnore(text('.mcpbignore', MAX_IGNORE_FILE) ?? '');
      return ignoredBy(ignore, path);
    },
    builtBy(path) {
      scripts ??= packageScripts(text('package.json', MAX_PACKAGE_JSON));
      for (const [name, command] of scripts) {
        if (!RUN_ONLY.test(name) && mentions(command, path)) return `package.json's ${JSON.stringify(name)} script names it`;
      }
      const folder = path.split('/')[0];
      const build = scripts.find(([name]) => BUILD.test(name));
      if (path.includes('/') && OUTPUT_FOLDERS.has(folder) && build)
        return `it is in "${folder}/", a build output folder, and package.json has a ${JSON.stringify(build[0])} script`;
      return undefined;
    },
  };
}

function packageScripts(text: string | undefined): (readonly [string, string])[] {
  if (text === undefined) return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!isObject(value) || !isObject(value.scripts)) return [];
  return Object.entries(value.scripts).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
}

/** Before a path in a command: the start, a space, a quote, `=`, `,`, `(` or `:`; `./` may come first. */
const BEFORE = new Set([' ', '\t', '"', "'", '=', ',', '(', ':', '>']);
/** After it: the end, a space, a quote or a shell separator. */
const AFTER = new Set([' ', '\t', '"', "'", ';', '&', '|', ')', ',']);

/** Whether a script names the path as a word of its own (not "server/index.js.map", not "my-icon.png"). */
function mentions(command: string, path: string): boolean {
  for (let at = command.indexOf(path); at !== -1; at = command.indexOf(path, at + 1)) {
    let start = at;
    if (command.startsWith('./', start - 2)) start -= 2;
    const before = start === 0 || BEFORE.has(command[start - 1]);
    const end = at + path.length;
    const after = end === command.length || AFTER.has(command[end]);
    if (before && after) return true;
  }
  return false;
}
