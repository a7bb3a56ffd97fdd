/**
 * The string constants a Go file's package declares in its other files: `const toolExecutePipeline =
 * "execute_pipeline"` in `constants.go`, used as `&mcp.Tool{Name: toolExecutePipeline}` or
 * `mcp.NewTool(ToolListIssues, …)` in another file of the package. Each is a top-level `const X = "…"` (or
 * `X string = "…"`, or one line of a `const ( … )` block) whose value is one string literal, declared once in
 * the package. A name the file itself declares or binds (its own constant, a parameter, a local, a loop or
 * range variable, any assignment) is not one of them there: what the file means by it is read as before.
 */
import { bracketPairs } from '../source/tokens.js';
import type { Workspace } from '../types.js';
import { functionsOf, reader } from './functions.js';
import { goFiles } from './spec-helpers.js';
import { type GoToken, goTokens } from './tokens.js';

const PACKAGE = /^package[ \t]+([A-Za-z_]\w{0,63})/m;
const CACHE = new WeakMap<Workspace, Map<string, ReadonlyMap<string, { at: string; value: string }>>>();
const MAX_FOLDERS = 256;

/** The string constants of the other files of the package of the file at `path` it may use by their names. */
export function packageConstants(text: string, path: string, workspace: Workspace | undefined): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  if (!workspace) return out;
  const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
  const own = PACKAGE.exec(text)?.[1];
  let folders = workspace.stable ? CACHE.get(workspace) : undefined;
  let declared = folders?.get(folder);
  if (!declared) {
    declared = constantsOf([...goFiles(workspace, folder)]);
    if (workspace.stable) {
      if (!folders) CACHE.set(workspace, (folders = new Map()));
      if (folders.size >= MAX_FOLDERS) folders.clear();
      folders.set(folder, declared);
    }
  }
  if (declared.size === 0 || own === undefined) return out;
  const tokens = goTokens(text);
  const bound = boundNames(text, tokens);
  for (const [name, { at, value }] of declared) if (at !== path && !bound.has(name) && text.includes(name)) out.set(name, value);
  return out;
}

/** The package's top-level string constants declared once, each with its file, by name (files of another package left out). */
function constantsOf(files: readonly [string, string][]): ReadonlyMap<string, { at: string; value: string }> {
  const found = new Map<string, { at: string; value: string } | undefined>();
  const packages = new Set(files.map(([, text]) => PACKAGE.exec(text)?.[1]));
  if (packages.size !== 1) return new Map();
  for (const [at, text] of files) {
    if (!text.includes('const')) continue;
    const tokens = goTokens(text);
    const pairs = bracketPairs(tokens);
    const { op, is } = reader(tokens);
    const one = (j: number, end: number) => {
      // `X = "…"` or `X string = "…"`, the value one string ending its line.
      const typed = is(j + 1, 'string') ? 1 : 0;
      const value = tokens[j + 2 + typed];
      if (tokens[j]?.kind !== 'name' || !op(j + 1 + typed, '=') || value?.kind !== 'string' || value.text === undefined) return;
      const next = j + 3 + typed;
      if (next < end && !startsLine(text, tokens[next].start)) return;
      const name = tokens[j].text as string;
      found.set(name, found.has(name) ? undefined : { at, value: value.text });
    };
    for (let i = 0, depth = 0; i + 1 < tokens.length; i++) {
      if (op(i, '{') || op(i, '(') || op(i, '[')) depth++;
      else if (op(i, '}') || op(i, ')') || op(i, ']')) depth--;
      if (depth !== 0 || !is(i, 'const')) continue;
      if (!op(i + 1, '(')) one(i + 1, tokens.length);
      else for (let j = i + 2; j < pairs[i + 1]; j++) if (startsLine(text, tokens[j].start)) one(j, pairs[i + 1]);
    }
  }
  const out = new Map<string, { at: string; value: string }>();
  for (const [name, constant] of found) if (constant) out.set(name, constant);
  return out;
}

/** The names the file declares or binds itself: constants, variables, parameters, locals, assignments, types, functions. */
function boundNames(text: string, tokens: readonly GoToken[]): ReadonlySet<string> {
  const { op, is } = reader(tokens);
  const out = new Set<string>();
  for (let j = 0; j < tokens.length; j++) {
    if (tokens[j].kind !== 'name' || op(j - 1, '.')) continue;
    const name = tokens[j].text as string;
    // `X :=`, `X =`, `X, y :=`, `var X`, `const X`, `type X`, `func X`, `range X`, `for X`, `X string` (a parameter or field).
    const assigned =
      op(j + 1, ':=') ||
      (op(j + 1, '=') && !op(j + 2, '=')) ||
      (op(j + 1, ',') && /^[ \t]*[\w, \t]*:?=(?!=)/.test(text.slice(tokens[j].end, text.indexOf('\n', tokens[j].end))));
    if (assigned || is(j - 1, 'var') || is(j - 1, 'const') || is(j - 1, 'type') || is(j - 1, 'func') || is(j + 1, 'string')) out.add(name);
  }
  for (const fn of functionsOf({ at: '', text, tokens, pairs: bracketPairs(tokens) })) {
    for (const p of fn.params) out.add(p.name);
    if (fn.receiver) out.add(fn.receiver.name);
  }
  return out;
}

/** Whether only blanks are before `offset` on its line. */
function startsLine(text: string, offset: number): boolean {
  return /^[ \t]*$/.test(text.slice(text.lastIndexOf('\n', offset - 1) + 1, offset));
}
