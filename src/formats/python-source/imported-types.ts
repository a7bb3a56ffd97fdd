/**
 * A parameter's type hint that names a type alias or a pydantic model of another module of the repository
 * (`from app.types import UserEmail` … `def send(user: UserEmail)`): FastMCP evaluates the hint in the
 * function's module, where the import binds the name to that module's object, so the schema is the one that
 * module's own reader (extract.ts, type-aliases.ts, pydantic-models.ts) finds for it, the models it refers
 * to brought under the tool's `$defs`. Followed through up to MAX_HOPS modules re-exporting it (`from
 * app.types.email import UserEmail` in `app/types/__init__.py`). Only a name the file binds by one import
 * and nothing else, and only names written after a `:`, `[`, `,` or `|` (as in a hint) or as a class's one
 * base (a model of the file based on that module's, pydantic-models.ts); at most MAX_READS
 * modules read, each module's reading kept for the next file that imports from it.
 */
import type { Workspace } from '../types.js';
import { extractTools } from './extract.js';
import { importedBy, importedItems, MAX_HOPS, modulePaths, readModule } from './package-modules.js';
import type { ImportedType } from './pydantic-models.js';

const MAX_READS = 8;
/** FROM_IMPORT with room for a long parenthesised list, comments in it too (`# Sprint 7 (ML)`): a module of models imports hundreds of them. */
const LONG_FROM_IMPORT =
  /^[ \t]{0,64}from[ \t]+(\.{0,8}[A-Za-z_][\w.]{0,200}|\.{1,8})[ \t]+import[ \t]+(\((?:[^)#]|#[^\n]{0,400}){0,40000}\)|[^\n#]{0,2000})/gm;
const MAX_NAMES = 512;
/** A name written where a hint names a type: after a `:`, `[`, `,` or `|`, and not called nor a module. */
const HINTED = /[:[,|][ \t]{0,8}([A-Za-z_]\w{0,99})\b(?![ \t]{0,8}[.(])/g;
/** The one base of a class (`class Export(BaseInput):`), which may be a model of another module. */
const BASE = /^class[ \t]{1,8}\w{1,100}[ \t]{0,8}\([ \t]{0,8}([A-Za-z_]\w{0,99})[ \t]{0,8}\)/gm;
const REBOUND = /^[ \t]{0,64}(?:([A-Za-z_]\w{0,99})[ \t]{0,8}(?::[^=\n]{0,200})?=(?!=)|(?:async[ \t]+)?(?:class|def)[ \t]+([A-Za-z_]\w{0,99}))/gm;

/** The schema of each type another module defines that the file imports, by the name it binds. */
export function importedTypes(text: string, path: string, workspace: Workspace | undefined): ReadonlyMap<string, ImportedType> {
  const out = new Map<string, ImportedType>();
  if (!workspace || !text.includes('import')) return out;
  const statements = [...text.matchAll(LONG_FROM_IMPORT)].map((s) => ({ module: s[1], items: importedItems(s[2]) }));
  const bound = new Map<string, number>();
  for (const { items } of statements) for (const { alias } of items) bound.set(alias, (bound.get(alias) ?? 0) + 1);
  const modules = moduleReader(workspace);
  const hints = new Set(Array.from([...text.matchAll(HINTED), ...text.matchAll(BASE)], (m) => m[1]));
  // Bound otherwise too: assigned (as package-modules.ts `assigns` finds it), or a `class` or `def` of the name.
  const rebound = new Set(Array.from(text.matchAll(REBOUND), (m) => m[1] ?? m[2]));
  let names = 0;
  for (const { module, items } of statements) {
    for (const { name, alias } of items) {
      if (name === '*' || bound.get(alias) !== 1 || names >= MAX_NAMES || !hints.has(alias) || rebound.has(alias)) continue;
      names++;
      const found = typeIn(workspace, modules, modulePaths(module, path, workspace)[0], name, MAX_HOPS);
      if (found !== undefined) out.set(alias, found);
    }
  }
  return out;
}

/** The type `name` of the module at `path`, or of the module it imports the name from, up to `hops` modules. */
function typeIn(
  workspace: Workspace,
  modules: (path: string) => string | undefined,
  path: string | undefined,
  name: string,
  hops: number,
): ImportedType | undefined {
  if (path === undefined || hops <= 0) return undefined;
  const source = modules(path);
  if (source === undefined) return undefined;
  const found = typeOf(source)(name);
  if (found !== undefined) {
    workspace.drawsOn?.(path);
    return found;
  }
  const from = importedBy(source, name);
  return from && typeIn(workspace, modules, modulePaths(from.from, path, workspace)[0], from.name, hops - 1);
}

/** Each module's text by its path, read once, at most MAX_READS modules. */
function moduleReader(workspace: Workspace): (path: string) => string | undefined {
  const budget = { reads: MAX_READS };
  const texts = new Map<string, string | undefined>();
  return (path) => {
    if (!texts.has(path)) texts.set(path, readModule(workspace, path, budget));
    return texts.get(path);
  };
}

/** The modules read last, by their text: each is read once for the several files importing from it. */
const read = new Map<string, (name: string) => ImportedType | undefined>();
const MAX_KEPT = 8;

function typeOf(source: string): (name: string) => ImportedType | undefined {
  let found = read.get(source);
  if (found === undefined) {
    try {
      found = extractTools(source).typeOf;
    } catch (error) {
      // Nesting past the stack's depth: that module's types are not read.
      if (!(error instanceof RangeError)) throw error;
      found = () => undefined;
    }
    if (read.size >= MAX_KEPT) read.delete(read.keys().next().value as string);
    read.set(source, found);
  }
  return found;
}
