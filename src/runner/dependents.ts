/**
 * Changed mode re-checks the files whose tools rest on a changed file, not only the changed ones. The
 * source readers follow tools across files (a constant or a function of another module, a registrar
 * that registers this module's functions or lists, a tool class's base, a handler serving a class's
 * answer, a module handing this one its server), and tell the workspace of each file a proof of theirs
 * rests on (`Workspace.drawsOn`). Here each source file of the run that may refer to a changed file, or
 * be referred to by one (by the names its import lines write: mayReach), is read by its format as a lint
 * would read it, with a workspace that collects what it rests on: one resting on a changed file is a
 * dependent. Bounded: at most MAX_READ texts tested, MAX_PARSED server files read by their format,
 * MAX_DEPENDENTS added; a bound hit is said in `note`.
 */
import { join } from 'node:path';
import { pathMatches } from '../engine/classify.js';
import { testSource } from '../engine/test-source.js';
import { folderOf, groupOf } from '../formats/consistency/group.js';
import { FORMAT_INFOS, loadFormat } from '../formats/loaders.js';
import type { FormatInfo, Workspace } from '../formats/types.js';
import type { Config } from './config.js';
import { type DiscoverOptions, discover } from './discover.js';
import { runReads } from './kept.js';
import { readDescriptor } from './read.js';
import { testsIncluded } from './tests-included.js';
import { cachedWorkspace, fsWorkspace } from './workspace.js';

export const MAX_READ = 5000;
export const MAX_PARSED = 400;
export const MAX_DEPENDENTS = 100;
/** Files between a changed file and one that rests on it: barrels, bases of bases (the readers follow at most 4). */
const MAX_HOPS = 4;
/** Stems looked for in one hop, at most. */
const MAX_NAMES = 200;

export interface Dependents {
  /** Each file re-checked because its tools rest on changed files, with those files, in path order. */
  on: ReadonlyMap<string, readonly string[]>;
  /** Set when a bound stopped the search: files whose tools rest on a changed file may not be re-checked. */
  note?: string;
}

/** Names in a path too common to tell one module from another in a text. */
const COMMON = new Set(['src', 'lib', 'dist', 'build', 'index', '__init__', 'mod', 'main']);

/**
 * The names by which another file may import a changed one: its stem, and its package folder's name, for
 * an import of the package (`core` of `@acme/core`, a workspace package in `packages/core/`).
 */
function words(path: string, workspace: Workspace): string[] {
  const group = groupOf(workspace, path);
  const folder = group ? group.slice(group.lastIndexOf('/') + 1) : undefined;
  return [stem(path), folder].filter((name): name is string => name !== undefined && name.length >= 3 && !COMMON.has(name));
}

/**
 * The name a module is imported by: its stem, or its folder's for an `index.ts`, `__init__.py` or `mod.rs`;
 * a Go file's package folder's (an import names the package, `example.com/m/internal/tools`, not the file).
 */
function stem(path: string): string | undefined {
  const parts = path.split('/');
  const last = parts[parts.length - 1].replace(/\.[^.]*$/, '');
  const name = COMMON.has(last) || isGo(path) ? parts[parts.length - 2] : last;
  return name !== undefined && name.length >= 3 ? name : undefined;
}

function isGo(path: string): boolean {
  return path.endsWith('.go');
}

function isCSharp(path: string): boolean {
  return path.endsWith('.cs');
}

/** `partial class Notes`: a C# type one file holds a part of, whose other parts (a marker, the tools) are in others. */
const PARTIAL = /\bpartial[ \t\r\n]{1,16}(?:class|struct|interface|record(?:[ \t\r\n]{1,16}(?:class|struct))?)[ \t\r\n]{1,16}(\w{1,300})/g;
/** Partial types taken from one file, at most. */
const MAX_PARTS = 64;

function partialTypes(text: string): string[] {
  if (!text.includes('partial')) return [];
  const out: string[] = [];
  for (const match of text.matchAll(PARTIAL)) if (out.push(match[1]) >= MAX_PARTS) break;
  return out;
}

/** The source format at a path, if any (a `.py` file is python-source's). */
function programAt(path: string): FormatInfo | undefined {
  return FORMAT_INFOS.find((format) => format.program !== undefined && pathMatches(format, path));
}

/**
 * The workspace `base`, stable as it is, telling `sink.into` of every file a reader's proof rests on: one
 * for every file read, so what the readers remember of the repository (a module's imports, a proof and
 * the files it rests on) is shared between files, as in a run.
 */
function collecting(base: Workspace, sink: { into: Set<string> }): Workspace {
  return {
    kind: (path) => base.kind(path),
    head: (path, max) => base.head(path, max),
    list: (path, max) => base.list(path, max),
    stable: true,
    drawsOn: (path) => sink.into.add(path),
  };
}

export async function dependentsOf(
  changed: ReadonlySet<string>,
  paths: readonly string[],
  globs: DiscoverOptions,
  config: Pick<Config, 'include' | 'limits'>,
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
  // A test registers tools wrong on purpose, and its lint skips it, unless the include globs ask for tests.
  const linted = (path: string) => testSource(path) === undefined || testsIncluded(config.include, path);
  const others = files.filter((file) => file.unlisted === undefined && !changed.has(file.path) && programAt(file.path) !== undefined && linted(file.path));
  const texts = new Map<string, string>();
  for (const file of others.slice(0, MAX_READ)) {
    const read = text(file.absolute);
    if (read !== undefined) texts.set(file.path, read);
  }
  const base = cachedWorkspace(fsWorkspace(root, reads));
  const reached = mayReach(
    sources,
    sources.map((path) => text(join(root, ...path.split('/'))) ?? ''),
    texts,
    base,
  );
  const notes = others.length > MAX_READ ? [`${MAX_READ} source files were tested`] : [];
  const sink = { into: new Set<string>() };
  const workspace = collecting(base, sink);
  let parsed = 0;
  for (const path of reached) {
    const format = programAt(path);
    const source = texts.get(path);
    if (format?.program === undefined || source === undefined) continue;
    const drawn = new Set<string>();
    sink.into = drawn;
    // The cheap test first: the files an importer's imports reach are many, few of them server files.
    if (!format.program.importsSdk(source, path, workspace)) continue;
    if (parsed++ >= MAX_PARSED) {
      notes.push(`${MAX_PARSED} source files were read`);
      break;
    }
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
 * The files that may refer to a changed file, or that a changed file may refer to, by the names their
 * import lines write, in path order. Up from a changed file: a file importing its stem or package
 * (`./base.js`, `@acme/core`, `from pkg.names import`), then, up to MAX_HOPS times, one importing the stem
 * of a file found so (a barrel, a base class's own base, a module re-exporting a constant). Down from a
 * changed file and each file found up: a file whose stem it imports, up to MAX_HOPS times (the module a
 * registrar or a handler imports from, the tool list a server filters with a changed function, through
 * barrels). And a Go file in a changed Go file's folder: one package, whose files import nothing of each other;
 * and a C# file holding a part of a `partial` type a changed file holds a part of (one part marks it a tool
 * type, another holds its tools), which name each other nowhere.
 */
function mayReach(sources: readonly string[], sourceTexts: readonly string[], texts: ReadonlyMap<string, string>, workspace: Workspace): string[] {
  const imports = new Map([...texts.keys()].map((path) => [path, namesIn(importLines(texts.get(path) as string, path))]));
  const reached = new Set<string>();
  const packages = new Set(sources.filter(isGo).map(folderOf));
  for (const path of texts.keys()) if (isGo(path) && packages.has(folderOf(path))) reached.add(path);
  const parts = new Set(sources.flatMap((path, i) => (isCSharp(path) ? partialTypes(sourceTexts[i]) : [])));
  if (parts.size > 0) for (const [path, text] of texts) if (isCSharp(path) && partialTypes(text).some((name) => parts.has(name))) reached.add(path);
  const up: string[] = [];
  let names = [...new Set(sources.flatMap((path) => words(path, workspace)))];
  for (let hop = 0; hop < MAX_HOPS && names.length > 0; hop++) {
    const found: string[] = [];
    for (const [path, written] of imports) if (!reached.has(path) && names.some((name) => written.has(name)) && reached.add(path)) found.push(path);
    up.push(...found);
    names = [...new Set(found.map(stem).filter((name) => name !== undefined))].slice(0, MAX_NAMES);
  }
  let written = [...sources.map((path, i) => namesIn(importLines(sourceTexts[i], path))), ...up.slice(0, MAX_NAMES).map((path) => imports.get(path))];
  for (let hop = 0; hop < MAX_HOPS && written.length > 0; hop++) {
    const found: string[] = [];
    for (const path of texts.keys()) {
      const name = stem(path);
      if (!reached.has(path) && name !== undefined && written.some((names) => names?.has(name)) && reached.add(path)) found.push(path);
    }
    written = found.slice(0, MAX_NAMES).map((path) => imports.get(path));
  }
  return [...reached].sort();
}

/**
 * A text's lines that import (`import`, `from … import`, `require(`, `export … from`; Rust's `use` and
 * `mod`; C#'s `WithTools`, `AddHandler` and tool attributes), joined, with the lines of a group an import line leaves open (Go's `import (`, Python's `from .
 * import (`, Rust's `use crate::{`) up to the line that closes it, at most MAX_GROUP.
 */
function importLines(text: string, path: string): string {
  const opens = path.endsWith('.rs') ? RUST_IMPORT_LINE : path.endsWith('.cs') ? CSHARP_IMPORT_LINE : IMPORT_LINE;
  const out: string[] = [];
  /** The brackets an import line left open, and the lines of its group still read. */
  let depth = 0;
  let left = 0;
  for (const line of text.split('\n')) {
    if (depth > 0 && left-- > 0) {
      out.push(line);
      depth += balance(line);
      continue;
    }
    depth = 0;
    if (!opens.test(line)) continue;
    out.push(line);
    depth = balance(line);
    left = MAX_GROUP;
  }
  return out.join('\n');
}
const IMPORT_LINE = /\b(?:import|from|require)\b/;
const RUST_IMPORT_LINE = /\b(?:use|mod)\b/;
/**
 * C# imports namespaces, not files: a file's tool class is named where it is handed the SDK (`WithTools<Notes>()`),
 * a ModelContextProtocol.NET handler's where it is registered (`AddHandler<FireToolHandler>()`), a class of
 * constants where a tool attribute names one (`[McpServerTool(Name = ToolNames.Echo)]`, `[Description(…)]`).
 */
const CSHARP_IMPORT_LINE = /\b(?:WithTools|AddHandler|McpServerTool|Description)\b/;
/** Lines of one import group read at most. */
const MAX_GROUP = 512;

/** The brackets a line opens and does not close. */
function balance(line: string): number {
  let open = 0;
  for (const char of line)
    if (char === '(' || char === '{') open++;
    else if (char === ')' || char === '}') open--;
  return open;
}

/**
 * The names lines write as whole words (`registry`, not `tool_registry`): each run of word characters
 * joined by `.` or `-`, each of its segments, and each run of its first ones (`tools.service` and
 * `service` in `./tools.service.js`, `notes` in `pkg.tools.notes`): linear in the lines.
 */
function namesIn(lines: string): Set<string> {
  const out = new Set<string>();
  for (const [run] of lines.matchAll(RUN)) {
    let start = 0;
    let prefixes = MAX_PREFIXES;
    for (const { index } of run.matchAll(/[.-]/g)) {
      if (prefixes-- > 0) out.add(run.slice(0, index));
      out.add(run.slice(start, index));
      start = index + 1;
    }
    out.add(run).add(run.slice(start));
  }
  return out;
}
const RUN = /[\w$]+(?:[.-][\w$]+)*/g;
/** Runs of first segments taken from one run: each is hashed whole, so more would be quadratic in a long run. */
const MAX_PREFIXES = 8;

function capped(why: string): string {
  return `the search for files whose tools rest on a changed file stopped after ${why}: others may not be re-checked. Run mcpdesc on the whole repository to check every file.`;
}
