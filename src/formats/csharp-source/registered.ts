/**
 * The classes a C# repository registers `[McpServerTool]` methods from, as far as its text shows. The SDK
 * reads a tool method only from a type it is handed: `WithToolsFromAssembly()` scans the types marked
 * `[McpServerToolType]`, `WithTools<T>()` and `WithTools(typeof(T), …)` take the types named, marked or
 * not. A class marked in the tool's own file needs no search (extract.ts); for any other, the C# files
 * under the solution's folder (the nearest at or above the file with a `.sln`, `.slnx` or `.git`, else its
 * project's, else its own) are searched for a part of the class marked elsewhere (`partial`), or for its name in
 * `WithTools<…>` or in a `typeof(…)` of a file that calls `WithTools(`. Bounded in files and bytes, and
 * remembered per solution folder of a stable workspace: the answer depends on the repository alone.
 */
import { stableMap, type Workspace } from '../types.js';

/** `WithTools<Ns.Tools>`: the type named. */
const WITH_TOOLS_TYPE = /\bWithTools[ \t\r\n]{0,16}<[ \t\r\n]{0,16}([\w.:]{1,300})[ \t\r\n]{0,16}>/g;
/** `typeof(Ns.Tools)` in a file that calls `WithTools(`: a type it may hand the SDK. */
const TYPE_OF = /\btypeof[ \t\r\n]{0,16}\([ \t\r\n]{0,16}([\w.:]{1,300})[ \t\r\n]{0,16}\)/g;
/** `[McpServerToolType] public static partial class Tools`: the class marked, within a bounded window. */
const MARKED = /\bMcpServerToolType(?:Attribute)?\b[^{;]{0,1000}?\b(?:class|struct|record)[ \t\r\n]{1,16}(\w{1,300})/g;
const SKIPPED = new Set(['bin', 'obj', 'node_modules', 'packages', 'artifacts']);
const MAX_DEPTH = 12;
const MAX_LISTED = 2000;
const MAX_FILES = 4000;
const MAX_FILE = 1 << 20;
const MAX_TOTAL = 64 << 20;
const MAX_UP = 12;
const KNOWN = new WeakMap<Workspace, Map<string, ReadonlyMap<string, readonly string[]>>>();
/** Files told for one class at most. */
const MAX_AT = 8;

/** Whether the solution of the file at `path` is seen to register the class named `name` (its simple name) as a tool type. */
export function registeredClass(name: string, path: string, workspace: Workspace | undefined): boolean {
  if (!workspace || path.startsWith('/') || path.split('/').includes('..')) return false;
  const root = solutionOf(path, workspace);
  const roots = stableMap(KNOWN, workspace);
  let known = roots?.get(root);
  if (!known) {
    known = search(workspace, root);
    roots?.set(root, known);
  }
  const at = known.get(name);
  // The files that mark or name the class: a change there re-checks this one (runner/dependents.ts).
  for (const other of at ?? []) if (other !== path) workspace.drawsOn?.(other);
  return at !== undefined;
}

/** The nearest folder at or above the file with a solution file or `.git`, else the nearest with a project file, else the file's own. */
export function solutionOf(path: string, workspace: Workspace): string {
  const segments = path.split('/').slice(0, -1);
  let project: string | undefined;
  for (let depth = segments.length; depth >= Math.max(0, segments.length - MAX_UP); depth--) {
    const folder = segments.slice(0, depth).join('/');
    const names = workspace.list(folder, MAX_LISTED) ?? [];
    if (names.some((n) => n === '.git' || n.endsWith('.sln') || n.endsWith('.slnx'))) return folder;
    if (project === undefined && names.some((n) => n.endsWith('.csproj'))) project = folder;
  }
  return project ?? segments.join('/');
}

/** Each class the solution marks or hands the SDK, with the files that do (at most MAX_AT). */
function search(workspace: Workspace, root: string): ReadonlyMap<string, readonly string[]> {
  const found = new Map<string, string[]>();
  const add = (pattern: RegExp, text: string, path: string) => {
    for (const match of text.matchAll(pattern)) {
      const name = match[1].slice(match[1].lastIndexOf('.') + 1).replace(/^.*:/, '');
      const at = found.get(name) ?? [];
      if (at.length < MAX_AT && !at.includes(path)) at.push(path);
      found.set(name, at);
    }
  };
  for (const [path, text] of solutionFiles(workspace, root)) {
    if (text.includes('McpServerToolType')) add(MARKED, text, path);
    if (text.includes('WithTools')) {
      add(WITH_TOOLS_TYPE, text, path);
      if (text.includes('WithTools(')) add(TYPE_OF, text, path);
    }
  }
  return found;
}

/** The C# files under the solution folder `root` (no `bin`, `obj`, hidden folders), each's path and text: bounded in files and bytes. */
export function* solutionFiles(workspace: Workspace, root: string): Generator<[string, string]> {
  let files = 0;
  let total = 0;
  const walk = function* (dir: string, depth: number): Generator<[string, string]> {
    for (const entry of workspace.list(dir, MAX_LISTED) ?? []) {
      const path = dir === '' ? entry : `${dir}/${entry}`;
      const kind = workspace.kind(path);
      if (kind === 'directory' && depth < MAX_DEPTH && !entry.startsWith('.') && !SKIPPED.has(entry)) yield* walk(path, depth + 1);
      else if (kind === 'file' && entry.endsWith('.cs') && files++ < MAX_FILES) {
        const bytes = workspace.head(path, MAX_FILE);
        if (!bytes || (total += bytes.length) > MAX_TOTAL) continue;
        yield [path, new TextDecoder().decode(bytes)];
      }
    }
  };
  yield* walk(root, 0);
}
