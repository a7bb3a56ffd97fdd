/**
 * One function under two tool decorators (`@app.tool()` over `@mesh.tool(capability=…)`, as mcp-mesh
 * writes its agents): one function, one registration. A `tool` reached through a module the file imports
 * whole (`import mesh`) is that package's own decorator, which keeps its metadata beside the server; when
 * another decorator of the same `def` registers the function on an object the file has (its server), the
 * module's decorator is no second tool of that function. Alone on a `def` it is read as before.
 */
import { assigns } from './package-modules.js';
import type { Token } from './tokens.js';

/** `import a`, `import a.b as c, d`: the statement's list of modules (group 1). */
const PLAIN_IMPORT = /^[ \t]{0,64}import[ \t]+([^\n#;]{1,400})/gm;
const MAX_MODULES = 64;

/** The names the file binds to whole modules (`import mesh` binds `mesh`, `import a.b as c` binds `c`) and never assigns. */
export function importedModules(text: string): ReadonlySet<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(PLAIN_IMPORT))
    for (const item of match[1].split(',')) {
      const bound = /^\s*([A-Za-z_]\w{0,99})(?:\.[\w.]{1,200})?(?:\s+as\s+([A-Za-z_]\w{0,99}))?\s*$/.exec(item);
      const name = bound?.[2] ?? bound?.[1];
      if (name !== undefined && !assigns(text, name) && names.add(name).size >= MAX_MODULES) return names;
    }
  return names;
}

/**
 * Whether the decorator at `at` (its `@`), written `@module.tool…` on a module of `modules`, is stacked
 * with a `tool` decorator of another receiver on the same function, whose `def` is at `def`; `lineOf`
 * gives a token's logical line (its first token).
 */
export function besideServerTool(tokens: readonly Token[], at: number, def: number, modules: ReadonlySet<string>, lineOf: (i: number) => number): boolean {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  if (!modules.has(tokens[at + 1]?.text as string) || !op(at + 2, '.') || tokens[at + 3]?.text !== 'tool') return false;
  // The function's first decorator, above this one.
  let first = at;
  while (first > 1 && tokens[first - 1].kind === 'newline' && op(lineOf(first - 2), '@')) first = lineOf(first - 2);
  for (let d = first; d < def; d++) {
    if (d === at || !tokens[d].first || !op(d, '@')) continue;
    let e = d + 1;
    while (tokens[e]?.kind === 'name' && op(e + 1, '.')) e += 2;
    if (e > d + 1 && tokens[e]?.text === 'tool' && !modules.has(tokens[d + 1].text as string)) return true;
  }
  return false;
}
