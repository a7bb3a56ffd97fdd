/**
 * The functions and classes a module defines once at its own scope: one `def` (`class`) of the name there,
 * and no other binding of it there (assigned, alone or among several targets, annotated, augmented, a
 * loop's, `with`'s or `except`'s target, imported, deleted, or defined again either way) nor a function's
 * `global` declaration of it. A method of that name is its class's and a local or nested function its
 * function's: neither binds the module's name. Read from tokens, so a docstring or a comment naming the function (`same shape as
 * get_schedule`) binds nothing. Also a class's method as an instance of it has it (`fs.create_file` of `fs =
 * FileSystem(…)`): defined once in the class's own body, neither decorated nor shadowed.
 */
import { type Blocks, blocks, headerOf } from './blocks.js';
import { type Token, tokenize } from './tokens.js';

/** The functions and the classes a module defines once at its own scope, each with its header's first token. */
export interface ModuleBindings {
  functions: ReadonlyMap<string, number>;
  classes: ReadonlyMap<string, number>;
}

export function onceDefined(tokens: readonly Token[], lines: Blocks): ModuleBindings {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  const defined = new Map<string, { at: number; kind: 'def' | 'class' }[]>();
  const bound = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind !== 'name') continue;
    const name = t.text as string;
    const line = lines.line[i];
    // `global name` in any function: what that function binds is the module's.
    if (tokens[line].text === 'global' && i > line) bound.add(name);
    if (lines.owner[line] !== -1) continue;
    const header = headerOf(tokens, line);
    if (t.first && (header === 'def' || header === 'class')) {
      const named = tokens[name === 'async' ? i + 2 : i + 1];
      if (named?.kind === 'name') defined.set(named.text as string, [...(defined.get(named.text as string) ?? []), { at: i, kind: header }]);
      continue;
    }
    const next = tokens[i + 1];
    const before = tokens[i - 1]?.kind === 'name' ? tokens[i - 1].text : undefined;
    if (
      (t.first && next?.kind === 'op' && (next.text === ':' || (/=$/.test(next.text ?? '') && next.text !== '=='))) ||
      unpacked(tokens, line, i) ||
      op(i + 1, ':=') ||
      before === 'as' ||
      before === 'del' ||
      (header === 'for' && target(tokens, line, i)) ||
      header === 'import' ||
      header === 'from'
    )
      bound.add(name);
  }
  const functions = new Map<string, number>();
  const classes = new Map<string, number>();
  for (const [name, [one, ...more]] of defined) if (more.length === 0 && !bound.has(name)) (one.kind === 'def' ? functions : classes).set(name, one.at);
  return { functions, classes };
}

/**
 * The `def` of `member` in the body of the class at `at` (ModuleBindings.classes), the instances' method:
 * one `def` of it there, undecorated (a `staticmethod`, a `property` or another wrapper is not the
 * function), in an undecorated class whose body defines no `__getattr__` nor `__getattribute__`, and no
 * `….member = …` anywhere in the module (an instance's own attribute would shadow it); -1 otherwise. An
 * inherited method is followed by the caller (inherited-methods.ts).
 */
export function methodOf(tokens: readonly Token[], lines: Blocks, at: number, member: string): number {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  if (tokens[at - 1] !== undefined && tokens[at - 1].kind === 'newline' && op(lines.line[at - 2] ?? -1, '@')) return -1;
  let found = -1;
  for (let j = at + 1; j < lines.end[at]; j++) {
    if (!tokens[j].first || lines.owner[j] !== at || headerOf(tokens, j) !== 'def') continue;
    const name = tokens[tokens[j].text === 'async' ? j + 2 : j + 1]?.text;
    if (name === '__getattr__' || name === '__getattribute__') return -1;
    if (name !== member) continue;
    const decorated = op(lines.line[j - 2] ?? -1, '@');
    if (found !== -1 || decorated) return -1;
    found = j;
  }
  for (let j = 1; j + 1 < tokens.length && found !== -1; j++)
    if (tokens[j].text === member && tokens[j].kind === 'name' && op(j - 1, '.') && op(j + 1, '=')) return -1;
  return found;
}

/**
 * The class `name` is an instance of when the module binds it once, by an assignment statement of a call
 * of a name (`fs = FileSystem(…)`), and no other way anywhere: no other assignment (one of several targets
 * too), parameter, loop or `with` target, import or `global` of it. Undefined otherwise.
 */
export function instanceOf(tokens: readonly Token[], lines: Blocks, name: string): string | undefined {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  const made: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i].kind !== 'name' || tokens[i].text !== name || op(i - 1, '.')) continue;
    const header = headerOf(tokens, lines.line[i]);
    if (['def', 'class', 'import', 'from', 'global', 'nonlocal'].includes(header ?? '') || (header === 'for' && target(tokens, lines.line[i], i)))
      return undefined;
    const before = tokens[i - 1]?.kind === 'name' ? tokens[i - 1].text : undefined;
    // A target among several (`fs, db = make()`) is bound too.
    if (before === 'as' || before === 'del' || before === 'lambda' || op(i + 1, ':=') || unpacked(tokens, lines.line[i], i)) return undefined;
    const next = tokens[i + 1];
    if (!(tokens[i].first && next?.kind === 'op' && (next.text === ':' || (/=$/.test(next.text ?? '') && next.text !== '==')))) continue;
    if (!op(i + 1, '=') || tokens[i + 2]?.kind !== 'name' || !op(i + 3, '(')) return undefined;
    made.push(tokens[i + 2].text as string);
  }
  return made.length === 1 ? made[0] : undefined;
}

/** Whether the token at `i` of the line at `line` is among the targets an assignment unpacks into (`a, b = …`). */
export function unpacked(tokens: readonly Token[], line: number, i: number): boolean {
  if (tokens[line].kind !== 'name' || tokens[line + 1]?.kind !== 'op' || tokens[line + 1].text !== ',') return false;
  for (let k = line + 2; k < i; k++) if (tokens[k].kind === 'op' && tokens[k].text === '=') return false;
  return true;
}

/** Whether the token at `i` of the `for` line at `line` is among its targets (before its `in`). */
export function target(tokens: readonly Token[], line: number, i: number): boolean {
  for (let k = line + 1; k < i; k++) if (tokens[k].kind === 'name' && tokens[k].text === 'in') return false;
  return true;
}

/** The modules read last (definesOnce asks about several names of each module in turn, a few modules by turns). */
const read = new Map<string, { tokens: Token[]; lines: Blocks; once: ModuleBindings }>();
const MAX_READ = 16;

/** The module `text`'s tokens, blocks and bindings, kept for the next questions about it. */
export function boundIn(text: string): { tokens: Token[]; lines: Blocks; once: ModuleBindings } {
  let module = read.get(text);
  if (module === undefined) {
    const tokens = tokenize(text);
    const lines = blocks(tokens, text);
    module = { tokens, lines, once: onceDefined(tokens, lines) };
    if (read.size >= MAX_READ) read.delete(read.keys().next().value as string);
    read.set(text, module);
  }
  return module;
}

/**
 * Whether the module `text` defines `name` once (onceDefined), at its top level (`def name` at the line's
 * start); or, for `Class.member`, whether such a class of it has that method (methodOf).
 */
export function definedOnceAtTop(text: string, name: string): boolean {
  const module = boundIn(text);
  const [head, member] = name.split('.');
  const at = member === undefined ? module.once.functions.get(head) : module.once.classes.get(head);
  if (at === undefined || module.lines.indent[at] !== 0) return false;
  return member === undefined || methodOf(module.tokens, module.lines, at, member) !== -1;
}
