/**
 * Changed mode re-checks the files whose tools rest on a changed file, not only the changed ones. The
 * source readers follow tools across files (a constant or a function of another module, a registrar
 * that registers this module's functions or lists, a tool class's base, a handler serving a class's
 * answer, a module handing this one its server), and tell the workspace of each file a proof of theirs
 * rests on (`Workspace.drawsOn`). Here each source file of the run that may refer to a changed file, or
 * be referred to by one (a plain text test on names), is read by its format as a lint would read it, with
 * a workspace that collects what it draws on: one that draws on a changed file is a dependent. Bounded:
 * at most MAX_READ texts tested, MAX_PARSED read by their format, MAX_DEPENDENTS added; a cap hit is
 * said in `note`.
 */
import { join } from 'node:path';
import { pathMatches } from '../engine/classify.js';
import { FORMAT_INFOS, loadFormat } from '../formats/loaders.js';
import type { FormatInfo, Workspace } from '../formats/types.js';
import type { Config } from './config.js';
import { type DiscoverOptions, discover } from './discover.js';
import { runReads } from './kept.js';
import { readDescriptor } from './read.js';
import { cachedWorkspace, fsWorkspace } from './workspace.js';

export const MAX_READ = 5000;
export const MAX_PARSED = 400;
export const MAX_DEPENDENTS = 100;
/** Files between a changed file and one that rests on it: barrels, bases of bases (the readers follow at most 4). */
const MAX_HOPS = 4;

export interface Dependents {
  /** Each file re-checked because its tools rest on changed files, with those files, in path order. */
  on: ReadonlyMap<string, readonly string[]>;
  /** Set when a bound stopped the search: files whose tools rest on a changed file may not be re-checked. */
  note?: string;
}

/** Names in a path too common to tell one module from another in a text. */
const COMMON = new Set(['src', 'lib', 'dist', 'build', 'index', '__init__', 'mod', 'main']);

/** A path's folder names and its file's stem, as an import may write them (`core` of `@acme/core`, `base` of `./base.js`). */
function words(path: string): string[] {
  const parts = path.split('/');
  parts[parts.length - 1] = parts[parts.length - 1].replace(/\.[^.]*$/, '');
  return parts.filter((part) => part.length >= 3 && !COMMON.has(part));
}

/** The name a module is imported by: its stem, or its folder's for an `index.ts` or `__init__.py`. */
function stem(path: string): string | undefined {
  const parts = path.split('/');
  const last = parts[parts.length - 1].replace(/\.[^.]*$/, '');
  const name = COMMON.has(last) ? parts[parts.length - 2] : last;
  return name !== undefined && name.length >= 3 ? name : undefined;
}

/** The source format at a path, if any (a `.py` file is python-source's). */
function programAt(path: string): FormatInfo | undefined {
  return FORMAT_INFOS.find((format) => format.program !== undefined && pathMatches(format, path));
}

/** The workspace `base` with every file a reader's proof rests on collected in `into`. */
function collecting(base: Workspace, into: Set<string>): Workspace {
  return {
    kind: (path) => base.kind(path),
    head: (path, max) => base.head(path, max),
    list: (path, max) => base.list(path, max),
    drawsOn: (path) => into.add(path),
  };
}

export async function dependentsOf(
  changed: ReadonlySet<string>,
  paths: readonly string[],
  globs: DiscoverOptions,
  config: Pick<Config, 'limits'>,
): Promise<Dependents> {
  const on = new Map<string, string[]>();
  const sources = [...changed].filter((path) => programAt(path) !== undefined);
  if (sources.length === 0) return { on };
  const { root } = globs;
  const reads = runReads();
  const text = (absolute: string): string | undefined => {
    const read = readDescriptor(absolute, root, config.limits.maxFileBytes, reads);
    return read.ok ? read.text : undefined;
  };
  const { files } = await discover(paths, globs);
  const others = files.filter((file) => file.unlisted === undefined && !changed.has(file.path) && programAt(file.path) !== undefined);
  const texts = new Map<string, string>();
  for (const file of others.slice(0, MAX_READ)) {
    const read = text(file.absolute);
    if (read !== undefined) texts.set(file.path, read);
  }
  const reached = mayReach(
    sources,
    sources.map((path) => text(join(root, ...path.split('/'))) ?? ''),
    texts,
  );
  const notes = others.length > MAX_READ ? [`${MAX_READ} source files were tested`] : [];
  const base = cachedWorkspace(fsWorkspace(root, reads));
  let parsed = 0;
  for (const path of reached) {
    const format = programAt(path);
    const source = texts.get(path);
    if (format?.program === undefined || source === undefined) continue;
    if (parsed++ >= MAX_PARSED) {
      notes.push(`${MAX_PARSED} source files were read`);
      break;
    }
    const drawn = new Set<string>();
    const workspace = collecting(base, drawn);
    if (!format.program.importsSdk(source, path, workspace)) continue;
    (await loadFormat(format)).parseProgram?.(source, path, workspace);
    const rests = [...drawn].filter((other) => changed.has(other)).sort();
    if (rests.length === 0) continue;
    if (on.size >= MAX_DEPENDENTS) {
      notes.push(`${MAX_DEPENDENTS} files were added`);
      break;
    }
    on.set(path, rests);
  }
  return notes.length > 0 ? { on, note: capped(notes.join(' and ')) } : { on };
}

/**
 * The files that may refer to a changed file, or that a changed file may refer to, by names alone, in
 * path order: a text naming a changed file's stem or folder (`./base.js`, `@acme/core`), then, up to
 * MAX_HOPS times, one naming the stem of a file found so (a barrel, a base class's own base); and a file
 * whose stem a changed text names (the module a registrar imports).
 */
function mayReach(sources: readonly string[], sourceTexts: readonly string[], texts: ReadonlyMap<string, string>): string[] {
  const reached = new Set<string>();
  for (const [path] of texts) {
    const name = stem(path);
    if (name !== undefined && sourceTexts.some((text) => text.includes(name))) reached.add(path);
  }
  let names = [...new Set(sources.flatMap(words))];
  for (let hop = 0; hop < MAX_HOPS && names.length > 0; hop++) {
    const found: string[] = [];
    for (const [path, text] of texts) if (!reached.has(path) && names.some((name) => text.includes(name)) && reached.add(path)) found.push(path);
    names = [...new Set(found.map(stem).filter((name) => name !== undefined))];
  }
  return [...reached].sort();
}

function capped(why: string): string {
  return `the search for files whose tools rest on a changed file stopped after ${why}: others may not be re-checked. Run mcpdesc on the whole repository to check every file.`;
}
