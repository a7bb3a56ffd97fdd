/**
 * A translation helper's default: a tool's texts written `t("TOOL_CREATE_ISSUE_DESCRIPTION", "Create a new
 * issue…")`, where `t` is a parameter of the enclosing function typed by the module's own translation type
 * (`translations.TranslationHelperFunc`, or unqualified in its package), declared `type T func(key string,
 * defaultValue string) string`, its second parameter named for a default, whose package also defines the
 * type's null helper `func N(_ string, defaultValue string) string { return defaultValue }`. The text read
 * is that default: what the server lists when no override (a config file or an environment variable the
 * helper reads at run time) is configured. Only a call whose key is a string literal, with two arguments,
 * of a parameter the function never assigns, redeclares or shadows.
 */
import { perCrate } from '../rust-source/crate.js';
import { bracketPairs, callArguments } from '../source/tokens.js';
import type { Workspace } from '../types.js';
import { type Func, functionsOf, paramsOf, reader, uses } from './functions.js';
import { moduleOf } from './hand-rolled.js';
import { goFiles, inFolder, modulePathOf } from './spec-helpers.js';
import { type GoToken, goTokens } from './tokens.js';

/** `type T func(key string, defaultValue string) string` (or `(key, defaultValue string)`): the type, its second parameter. */
const TYPE =
  /^type[ \t]{1,16}([A-Za-z_]\w{0,63})[ \t]{1,16}func[ \t]{0,16}\([ \t]{0,16}\w{1,64}(?:[ \t]{1,16}string)?[ \t]{0,16},[ \t]{0,16}(\w{1,64})[ \t]{1,16}string[ \t]{0,16}\)[ \t]{0,16}string[ \t]*$/gm;
/** `func N(_ string, defaultValue string) string { return defaultValue }`: its second parameter, what it returns. */
const NULL_HELPER =
  /^func[ \t]{1,16}[A-Za-z_]\w{0,63}[ \t]{0,16}\([ \t]{0,16}\w{1,64}(?:[ \t]{1,16}string)?[ \t]{0,16},[ \t]{0,16}(\w{1,64})[ \t]{1,16}string[ \t]{0,16}\)[ \t]{0,16}string[ \t]{0,16}\{[ \t\r\n]{0,64}return[ \t]{1,16}(\w{1,64})[ \t\r\n]{0,64}\}/gm;
const DEFAULT = /^(?:default|fallback)/i;
/** An import line: `alias "path"`, `import "path"`, `"path"`. */
const IMPORT = /^[ \t]*(?:import[ \t]+)?(?:([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]+)?"([A-Za-z0-9_.~\-/]{1,256})"[ \t]*$/gm;

/** Each package folder's translation types, by name. */
const TYPES = new WeakMap<Workspace, Map<string, ReadonlySet<string>>>();

/** The start offsets of the file's calls of a translation helper (see above), whose value is their second argument. */
export function translatedCalls(text: string, path: string, workspace: Workspace | undefined): ReadonlySet<number> {
  const out = new Set<number>();
  if (!workspace || !text.includes('func')) return out;
  const tokens = goTokens(text);
  const file = { at: path, text, tokens, pairs: bracketPairs(tokens) };
  const proven = new Map<string, boolean>();
  for (const fn of functionsOf(file))
    for (const param of fn.params) {
      if (param.variadic || !/^(?:[A-Za-z_]\w{0,63}\.)?[A-Za-z_]\w{0,63}$/.test(param.type)) continue;
      if (!proven.has(param.type)) proven.set(param.type, translationType(text, path, param.type, workspace));
      if (proven.get(param.type)) for (const at of calls(fn, param.name)) out.add(tokens[at].start);
    }
  return out;
}

/** Whether `type` (`pkg.T` or `T`) as the file at `path` writes it names a translation type of its module. */
function translationType(text: string, path: string, type: string, workspace: Workspace): boolean {
  const [qualifier, name] = type.includes('.') ? type.split('.') : [undefined, type];
  let folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
  if (qualifier !== undefined) {
    const module = moduleOf(path, workspace);
    const modulePath = module === undefined ? undefined : modulePathOf(workspace, module);
    if (module === undefined || !modulePath) return false;
    const imported = [...text.matchAll(IMPORT)].find(
      ([, alias, at]) => (at === modulePath || at.startsWith(`${modulePath}/`)) && (alias ?? at.slice(at.lastIndexOf('/') + 1)) === qualifier,
    );
    if (imported === undefined) return false;
    const rest = imported[2].slice(modulePath.length + 1);
    folder = rest === '' ? module : inFolder(module, rest);
  }
  return perCrate(TYPES, workspace, folder, () => typesIn([...goFiles(workspace, folder)])).has(name);
}

/** A package's translation types: declared so, with a null helper of theirs among its files. */
function typesIn(files: readonly [string, string][]): ReadonlySet<string> {
  const helpers = new Set<string>();
  for (const [, text] of files) for (const [, param, returned] of text.matchAll(NULL_HELPER)) if (param === returned) helpers.add(param);
  const out = new Set<string>();
  for (const [, text] of files) for (const [, type, param] of text.matchAll(TYPE)) if (DEFAULT.test(param) && helpers.has(param)) out.add(type);
  return out;
}

/** The calls of `name` in the body of `fn` (each at its callee), when the function only reads it and nothing in it declares it again. */
function calls(fn: Func, name: string): number[] {
  const { tokens, pairs } = fn.file;
  const { op, is } = reader(tokens);
  const found = uses(fn, name);
  if (found.length === 0 || !found.every((j) => op(j + 1, '(') || onlyReadAt(fn, j))) return [];
  // A function literal taking a parameter of the name, or a `var`, `for` or `range` of it, shadows the helper.
  for (let j = fn.body + 1; j < pairs[fn.body]; j++)
    if (is(j, 'func') && op(j + 1, '(') && (paramsOf(tokens, pairs, j + 1) ?? []).some((p) => p.name === name)) return [];
  if (found.some((j) => is(j - 1, 'var') || is(j - 1, 'for') || is(j - 1, 'range') || tokens[j + 1]?.kind === 'name')) return [];
  return found.filter((j) => {
    if (!op(j + 1, '(')) return false;
    const given = callArguments(tokens, pairs, j + 1, (k) => skipArg(tokens, pairs, k));
    return given.length === 2 && tokens[given[0]].kind === 'string' && skipArg(tokens, pairs, given[0]) === given[0] + 1;
  });
}

/** Whether the use at `j` only reads its name: never its address taken, nor an `=` after it on its line but in a string. */
function onlyReadAt(fn: Func, j: number): boolean {
  const { tokens, text } = fn.file;
  if (reader(tokens).op(j - 1, '&')) return false;
  const lineEnd = text.indexOf('\n', tokens[j].end);
  return !withoutStrings(text.slice(tokens[j].end, lineEnd === -1 ? undefined : lineEnd)).includes('=');
}

/** A line's rest without its string literals and comparisons, where an `=` assigns nothing. */
export function withoutStrings(rest: string): string {
  return rest.replace(/"(?:[^"\\\n]|\\.){0,4096}"|`[^`]{0,4096}`|'(?:[^'\\\n]|\\.){0,8}'/g, '').replace(/[=!<>]=/g, '');
}

/** The index after the argument at `i`: at a `,` or the closing bracket at its depth. */
function skipArg(tokens: readonly GoToken[], pairs: Int32Array, i: number): number {
  for (; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind !== 'op') continue;
    if (t.text === '(' || t.text === '[' || t.text === '{') i = pairs[i];
    else if (t.text === ')' || t.text === ']' || t.text === '}' || t.text === ',') return i;
  }
  return i;
}
