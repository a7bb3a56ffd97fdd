/**
 * Decorators a server module applies to a function before registering it (`mcp.tool()(logged("x")(fn))`,
 * `mcp.tool()(logged(fn))`) that provably keep the function as FastMCP reads it: a top-level `def` (of this
 * module, or of the module it is imported from, through at most MAX_HOPS re-exports) whose decorator
 * returns a wrapper made with `functools.wraps(func)`, which copies `__name__` and `__doc__` and leaves
 * `__wrapped__`, through which `inspect.signature` finds the parameters. Either the decorator itself
 * (`def logged(func): @functools.wraps(func) def wrapper(…): … return wrapper`) or a factory returning it
 * (`def logged(command): def decorator(func): … return decorator`), with nothing else defined in them, no
 * other decorator on the wrapper, every `return` giving the wrapper (`typing.cast(T, wrapper)` too) and no
 * attribute of the wrapper or the function set. Then the registered function is the inner one.
 */
import type { Workspace } from '../types.js';
import { blocks, headerOf } from './blocks.js';
import { definesOnce, importedBy, MAX_HOPS, modulePaths, readModule } from './package-modules.js';
import { tokenize } from './tokens.js';
import { bracketPairs } from '../source/tokens.js';

/** How a kept decorator is applied: to the function (`logged(fn)`) or after a call of its factory (`logged("x")(fn)`). */
export type Kept = 'decorator' | 'factory';

/** A registration's decorator applied to what it registers: `.tool(…)(` then `name(`, `(?<name>…)`. */
const APPLIED = /\.(?:tool|add_tool)\([^()]{0,400}\)\([ \t\n]{0,64}([A-Za-z_]\w{0,99})\(|\.(?:tool|add_tool)\([ \t\n]{0,64}([A-Za-z_]\w{0,99})\(/g;
const MAX_NAMES = 16;
const MAX_READS = 8;
/** Operators that rebind what is left of them. */
const ASSIGNS = /^(?:[-+*/%&|^@]|\*\*|\/\/|<<|>>)?=$/;

/** The names the module applies to a function it registers that keep it, by how each is applied. */
export function keptWrappers(text: string, path: string, workspace: Workspace | undefined): ReadonlyMap<string, Kept> {
  const out = new Map<string, Kept>();
  const names = new Set<string>();
  for (const match of text.matchAll(APPLIED)) if (names.add(match[1] ?? match[2]).size >= MAX_NAMES) break;
  const budget = { reads: MAX_READS };
  for (const name of names) {
    const kept = definesOnce(text, name) ? keeps(text, name) : workspace && imported(text, path, name, workspace, budget, MAX_HOPS);
    if (kept !== undefined) out.set(name, kept);
  }
  return out;
}

/** How `name`, imported by the module at `path`, keeps a function, where it is defined. */
function imported(text: string, path: string, name: string, workspace: Workspace, budget: { reads: number }, hops: number): Kept | undefined {
  const from = importedBy(text, name);
  const module = from && modulePaths(from.from, path, workspace)[0];
  const source = module === undefined ? undefined : readModule(workspace, module, budget);
  if (from === undefined || module === undefined || source === undefined) return undefined;
  if (definesOnce(source, from.name)) return keeps(source, from.name);
  return hops > 0 ? imported(source, module, from.name, workspace, budget, hops - 1) : undefined;
}

/** How the top-level function `name` of `source` keeps what it decorates; undefined when it is not shown to. */
export function keeps(source: string, name: string): Kept | undefined {
  const tokens = tokenize(source);
  const lines = blocks(tokens, source);
  const pairs = bracketPairs(tokens);
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  const nameAt = (i: number) => (tokens[i].text === 'async' ? i + 2 : i + 1);
  /** The one parameter of the `def` at `at`, annotated or not, without a default; undefined otherwise. */
  const parameter = (at: number): string | undefined => {
    const open = nameAt(at) + 1;
    if (!op(open, '(') || tokens[open + 1]?.kind !== 'name') return undefined;
    if (pairs[open] === open + 2) return tokens[open + 1].text;
    if (!op(open + 2, ':')) return undefined;
    for (let j = open + 3; j < pairs[open]; j++) {
      if (op(j, '[') || op(j, '(') || op(j, '{')) j = pairs[j];
      else if (op(j, ',') || op(j, '=')) return undefined;
    }
    return tokens[open + 1].text;
  };
  /** The `def`s directly in the body of the `def` at `at`. */
  const inner = (at: number) => {
    const found: number[] = [];
    for (let j = at + 1; j < lines.end[at]; j++) if (tokens[j].first && lines.owner[j] === at && headerOf(tokens, j) === 'def') found.push(j);
    return found;
  };
  /** Whether every `return` directly in the `def` at `at` gives `value` (or `cast(T, value)`), and one does. */
  const returnsOnly = (at: number, value: string): boolean => {
    let returns = 0;
    for (let j = at + 1; j < lines.end[at]; j++) {
      if (!(tokens[j].first && lines.owner[j] === at && tokens[j].text === 'return')) continue;
      // `return value`, or `return cast(T, value)`: the value the last argument of `typing.cast`.
      const cast = tokens[j + 1]?.text === 'cast' && op(j + 2, '(') ? pairs[j + 2] : -1;
      const given = cast === -1 ? j + 1 : cast - 1;
      if (tokens[given]?.text !== value || (cast !== -1 && !op(given - 1, ',')) || tokens[(cast === -1 ? given : cast) + 1]?.kind !== 'newline') return false;
      returns++;
    }
    return returns > 0;
  };
  /** Whether the `def` at `at` sets no attribute of `names` and never rebinds them, nor calls `setattr`. */
  const untouched = (at: number, names: ReadonlySet<string>): boolean => {
    for (let j = at + 1; j < lines.end[at]; j++) {
      const t = tokens[j];
      if (t.kind !== 'name') continue;
      if (t.text === 'setattr' || t.text === 'update_wrapper') return false;
      // A statement that assigns the name or an attribute of it (a keyword argument `f(func=…)` assigns nothing).
      if (!names.has(t.text as string) || !t.first) continue;
      let k = j + 1;
      while (op(k, '.') && tokens[k + 1]?.kind === 'name') k += 2;
      if (tokens[k]?.kind === 'op' && ASSIGNS.test(tokens[k].text as string)) return false;
    }
    return true;
  };
  /** Whether the `def` at `at` is a decorator returning a `functools.wraps` wrapper of its one parameter. */
  const decorator = (at: number): boolean => {
    const func = parameter(at);
    const defs = inner(at);
    if (func === undefined || defs.length !== 1) return false;
    const wrapper = tokens[nameAt(defs[0])].text as string;
    // The wrapper's decorators: exactly `@functools.wraps(func)` or `@wraps(func)`.
    const decorators: number[] = [];
    for (let d = defs[0]; d > at + 1 && tokens[d - 1].kind === 'newline' && op(lines.line[d - 2], '@'); d = lines.line[d - 2])
      decorators.push(lines.line[d - 2]);
    if (decorators.length !== 1) return false;
    const d = decorators[0];
    const wraps = op(d + 2, '.') && tokens[d + 1].text === 'functools' ? d + 3 : d + 1;
    if (tokens[wraps]?.text !== 'wraps' || !op(wraps + 1, '(') || tokens[wraps + 2]?.text !== func || pairs[wraps + 1] !== wraps + 3) return false;
    if (wraps === d + 1 && !/^[ \t]*from[ \t]+functools[ \t]+import[ \t][^\n]*\bwraps\b/m.test(source)) return false;
    return returnsOnly(at, wrapper) && untouched(at, new Set([func, wrapper]));
  };
  let def = -1;
  for (let i = 0; i < tokens.length && def === -1; i++)
    if (tokens[i].first && lines.owner[i] === -1 && headerOf(tokens, i) === 'def' && tokens[nameAt(i)]?.text === name) def = i;
  if (def === -1) return undefined;
  if (decorator(def)) return 'decorator';
  const defs = inner(def);
  if (defs.length === 1 && returnsOnly(def, tokens[nameAt(defs[0])].text as string) && decorator(defs[0])) return 'factory';
  return undefined;
}
