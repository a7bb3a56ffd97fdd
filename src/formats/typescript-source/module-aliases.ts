/**
 * Where a module name that is no relative path may point inside the workspace: a `compilerOptions.paths`
 * pattern of the nearest tsconfig.json or jsconfig.json (`@/tools/search`, `~/tools`), followed through up
 * to MAX_EXTENDS relative `extends`, or an `imports` entry of the nearest package.json (`#tools/*`). Only
 * files at or above the importing module's folder are read, each once per workspace; a target that leaves
 * the workspace is dropped. The answers are root-relative paths without the module's extension resolved.
 */
import type { Workspace } from '../types.js';

type Typescript = typeof import('typescript');

const MAX_CONFIG = 1 << 20;
const MAX_EXTENDS = 3;
/** Patterns, and targets per pattern, read of one file: more is no hand-written alias list. */
const MAX_PATTERNS = 64;
const MAX_TARGETS = 8;
/** How deep a package.json `imports` entry's conditions nest before the rest is not read. */
const MAX_CONDITIONS = 4;

/** One `pattern` → `targets` alias, each target root-relative, a `*` in both standing for the same text. */
interface Alias {
  pattern: string;
  targets: string[];
}

/** The aliases of a folder's nearest config files, by folder; kept as long as the workspace is stable. */
export type AliasCache = Map<string, { paths: Alias[]; imports: Alias[] }>;

/** The root-relative paths `module`, imported by the module at `from`, may name by an alias. */
export function aliasTargets(ts: Typescript, workspace: Workspace, cache: AliasCache, module: string, from: string): string[] {
  const folder = from.split('/').slice(0, -1).join('/');
  let found = cache.get(folder);
  if (!found) {
    found = { paths: nearest(folder, (at) => tsconfigPaths(ts, workspace, at)), imports: nearest(folder, (at) => packageImports(workspace, at)) };
    cache.set(folder, found);
  }
  // TypeScript tries `paths` first; a `#` name it does not match is Node's, by the package's `imports`.
  const mapped = substitute(found.paths, module);
  return mapped.length > 0 || !module.startsWith('#') ? mapped : substitute(found.imports, module);
}

/** The first folder's answer, from `folder` up to the root, that `read` finds anything in. */
function nearest(folder: string, read: (folder: string) => Alias[] | undefined): Alias[] {
  const parts = folder === '' ? [] : folder.split('/');
  if (parts.includes('..')) return [];
  for (let depth = parts.length; depth >= 0; depth--) {
    const found = read(parts.slice(0, depth).join('/'));
    if (found) return found;
  }
  return [];
}

/** The targets of the pattern TypeScript picks for `module`: an exact one, else the longest prefix before its `*`. */
function substitute(aliases: readonly Alias[], module: string): string[] {
  let best: { alias: Alias; star: string; prefix: number } | undefined;
  for (const alias of aliases) {
    const star = alias.pattern.indexOf('*');
    if (star === -1) {
      if (alias.pattern === module) return alias.targets;
      continue;
    }
    const prefix = alias.pattern.slice(0, star);
    const suffix = alias.pattern.slice(star + 1);
    const fits = module.length >= prefix.length + suffix.length && module.startsWith(prefix) && module.endsWith(suffix);
    if (fits && (!best || prefix.length > best.prefix))
      best = { alias, star: module.slice(prefix.length, module.length - suffix.length), prefix: prefix.length };
  }
  const star = best?.star ?? '';
  return best ? best.alias.targets.map((target) => target.replace('*', () => star)) : [];
}

function text(workspace: Workspace, path: string): string | undefined {
  if (workspace.kind(path) !== 'file') return undefined;
  const bytes = workspace.head(path, MAX_CONFIG);
  return bytes && bytes.length < MAX_CONFIG ? new TextDecoder().decode(bytes) : undefined;
}

/** `folder/name` joined and normalized, or undefined when it leaves the workspace. */
export function joinPath(folder: string, name: string): string | undefined {
  const parts = folder === '' ? [] : folder.split('/');
  for (const part of name.split('/')) {
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A tsconfig.json's (else jsconfig.json's) `paths` in `folder`, with its targets joined to its `baseUrl`
 * (or its own folder); the `paths` of the config it `extends` when it has none. Undefined without either file.
 */
function tsconfigPaths(ts: Typescript, workspace: Workspace, folder: string): Alias[] | undefined {
  const at = ['tsconfig.json', 'jsconfig.json'].map((name) => (folder === '' ? name : `${folder}/${name}`)).find((path) => workspace.kind(path) === 'file');
  if (!at) return undefined;
  let config: string | undefined = at;
  for (let hop = 0; config && hop <= MAX_EXTENDS; hop++) {
    const source = text(workspace, config);
    const parsed: unknown = source === undefined ? undefined : ts.parseConfigFileTextToJson(config, source).config;
    if (!isRecord(parsed)) break;
    const home: string = config.split('/').slice(0, -1).join('/');
    const options = isRecord(parsed.compilerOptions) ? parsed.compilerOptions : {};
    if (isRecord(options.paths)) {
      const base = joinPath(home, typeof options.baseUrl === 'string' ? options.baseUrl : '.');
      return base === undefined ? [] : aliases(options.paths, (target) => joinPath(base, target));
    }
    // Only a relative `extends` names a file of the workspace; a package's config is not read.
    const parent: string | undefined = typeof parsed.extends === 'string' && parsed.extends.startsWith('.') ? joinPath(home, parsed.extends) : undefined;
    config = parent === undefined ? undefined : parent.endsWith('.json') ? parent : `${parent}.json`;
  }
  return [];
}

/** A package.json's `imports` in `folder`, its targets joined to the folder; undefined without the file. */
function packageImports(workspace: Workspace, folder: string): Alias[] | undefined {
  const source = text(workspace, folder === '' ? 'package.json' : `${folder}/package.json`);
  if (source === undefined) return undefined;
  let manifest: unknown;
  try {
    manifest = JSON.parse(source);
  } catch {
    return [];
  }
  if (!isRecord(manifest) || !isRecord(manifest.imports)) return [];
  return aliases(manifest.imports, (target) => (target.startsWith('./') ? joinPath(folder, target) : undefined));
}

/** Each pattern's string targets (a list, or conditions' values), each placed by `place`, up to the bounds. */
function aliases(map: Record<string, unknown>, place: (target: string) => string | undefined): Alias[] {
  const out: Alias[] = [];
  for (const [pattern, value] of Object.entries(map).slice(0, MAX_PATTERNS)) {
    const targets: string[] = [];
    const collect = (at: unknown, depth: number): void => {
      if (targets.length >= MAX_TARGETS) return;
      if (typeof at === 'string') {
        const placed = (pattern.includes('*') || !at.includes('*')) && place(at);
        if (typeof placed === 'string') targets.push(placed);
      } else if (Array.isArray(at) && depth === 0) for (const item of at) collect(item, depth + 1);
      else if (isRecord(at) && depth < MAX_CONDITIONS) for (const item of Object.values(at)) collect(item, depth + 1);
    };
    collect(value, 0);
    if (targets.length > 0) out.push({ pattern, targets });
  }
  return out;
}
