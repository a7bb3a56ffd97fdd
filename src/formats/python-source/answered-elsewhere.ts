/**
 * The file's module-level functions a hand-rolled server of its package answers tools/list with:
 * `if method == "tools/list": return rpc_result(request_id, registry.tools_list())` in a module near the
 * file that names no SDK and answers `initialize` with MCP's fields (hand-rolled.ts listAnswers), calling
 * without arguments a function it reaches by `from . import registry` (or `from .registry import
 * tools_list`) in the file. That function's return is then read as a list handler's (extract.ts).
 * Bounded: at most MAX_READS modules near the file, those named like a protocol's or server's first.
 */
import type { Workspace } from '../types.js';
import { drew } from '../source/draws-on.js';
import { listAnswers } from './hand-rolled.js';
import { modulesNear } from './handed-server.js';
import { FROM_IMPORT, importedItems, modulePaths, readModule } from './package-modules.js';

const MAX_READS = 12;
/** Where a hand-rolled server usually answers MCP's methods: read first, so the budget finds it. */
const LIKELY = /protocol|rpc|server|mcp|handler|dispatch|transport|app|main/i;
/** A call of no arguments in an answer: `registry.tools_list()`, `tools_list()`. */
const CALLED = /(?<![\w.])(?:([A-Za-z_]\w{0,99})\.)?([A-Za-z_]\w{0,99})\([ \t]*\)/g;
/** A zero-parameter function at module level: what an answer may call. */
const LISTER = /^def[ \t]+[A-Za-z_]\w{0,99}[ \t]*\([ \t]*\)/m;

export function answeredElsewhere(text: string, path: string, workspace: Workspace | undefined): string[] {
  if (!workspace || !LISTER.test(text) || !/["']name["']|\bname[ \t]*=/.test(text)) return [];
  const out = new Set<string>();
  const budget = { reads: MAX_READS };
  const near = modulesNear(workspace, path);
  const stem = (module: string) => module.slice(module.lastIndexOf('/') + 1);
  for (const module of [...near.filter((m) => LIKELY.test(stem(m))), ...near.filter((m) => !LIKELY.test(stem(m)))]) {
    if (budget.reads <= 0) break;
    if (workspace.kind(module) !== 'file') continue;
    const source = readModule(workspace, module, budget);
    if (source === undefined) continue;
    const before = out.size;
    for (const answer of listAnswers(source))
      for (const [, qualifier, fn] of answer.matchAll(CALLED)) {
        const name = reaches(source, module, qualifier, fn, path, workspace);
        if (name !== undefined && new RegExp(`^def[ \\t]+${name}[ \\t]*\\([ \\t]*\\)`, 'm').test(text)) out.add(name);
      }
    if (out.size > before) drew(workspace, module);
  }
  return [...out];
}

/**
 * The name in the file at `path` of the function `qualifier.fn` (or `fn`) of the module `source` at `module`
 * stands for, when an import of that module binds it to the file: `from . import registry` (`from pkg import
 * registry`) for `registry.fn`, `from .registry import fn [as alias]` for a bare `alias`.
 */
function reaches(source: string, module: string, qualifier: string | undefined, fn: string, path: string, workspace: Workspace): string | undefined {
  for (const [, from, list] of source.matchAll(FROM_IMPORT))
    for (const item of importedItems(list)) {
      if (item.name === '*') continue;
      if (qualifier !== undefined && item.alias === qualifier) {
        const target = /^\.+$/.test(from) ? `${from}${item.name}` : `${from}.${item.name}`;
        if (modulePaths(target, module, workspace).includes(path)) return fn;
      }
      if (qualifier === undefined && item.alias === fn && modulePaths(from, module, workspace).includes(path)) return item.name;
    }
  return undefined;
}
