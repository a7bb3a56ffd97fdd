/**
 * Constants of another class of the solution that a file's tool attributes name: `[McpServerTool(Name =
 * ToolNames.Echo)]`, `[Description(ToolDescriptions.Files.Read)]`. An attribute's argument must be a constant
 * expression, so such a name is a `const string` the compiler knows: the solution's `.cs` files (registered.ts'
 * bounded walk) are searched for the classes named, and a reference is read when a class of that name declares
 * the constant directly in its body, its value string literals joined by `+`, or constants of that same class
 * or, so named, of another (followed at most MAX_HOPS deep). A nested class is named from any class around it
 * (`ToolDescriptions.Files.Read`, `Files.Read`). Two declarations of one reference with different values
 * (classes of one name in two namespaces) leave it not statically known; interpolated strings too. The files
 * read are drawn on; what a solution declares, and the values worked out, are remembered per solution folder
 * for a stable workspace.
 */
import { bracketPairs } from '../source/tokens.js';
import { stableMap, type Workspace } from '../types.js';
import { solutionFiles, solutionOf } from './registered.js';
import { type CsToken, tokenizeCs } from './tokens.js';

/** One declaration of a constant: the tokens of its file, where its value starts, and its class's other constants. */
interface Written {
  at: string;
  tokens: readonly CsToken[];
  start: number;
  own: ReadonlyMap<string, number>;
}

/** A constant's value (undefined: not statically known) and the files it is read from. */
interface Known {
  value: string | undefined;
  files: ReadonlySet<string>;
}

/** A solution's declarations by qualified name, and the values worked out so far. */
interface Solution {
  written: ReadonlyMap<string, readonly Written[]>;
  known: Map<string, Known>;
}

const SOLUTIONS = new WeakMap<Workspace, Map<string, Solution>>();
/** Constants followed through one value, at most. */
const MAX_HOPS = 8;
const UNKNOWN: Known = { value: undefined, files: new Set() };

/** The value of the other class's constant `qualified` (`ToolNames.Echo`) stands for in the file at `path`, or undefined. */
export type SolutionConstant = (qualified: string) => string | undefined;

/** Looks up references of the file at `path` in its solution, reading the solution once, on the first reference. */
export function solutionConstants(path: string, workspace: Workspace | undefined): SolutionConstant | undefined {
  if (!workspace || path.startsWith('/') || path.split('/').includes('..')) return undefined;
  let solution: Solution | undefined;
  return (qualified) => {
    solution ??= solutionAt(workspace, solutionOf(path, workspace));
    const found = constantValue(solution, qualified, 0);
    if (found.value === undefined) return undefined;
    for (const file of found.files) if (file !== path) workspace.drawsOn?.(file);
    return found.value;
  };
}

/** Every `const string` of the solution's classes, by each of its qualified names. */
function solutionAt(workspace: Workspace, root: string): Solution {
  const solutions = stableMap(SOLUTIONS, workspace);
  const remembered = solutions?.get(root);
  if (remembered) return remembered;
  const written = new Map<string, Written[]>();
  for (const [at, text] of solutionFiles(workspace, root)) {
    if (!(text.includes('const') && text.includes('class'))) continue;
    const tokens = tokenizeCs(text).tokens;
    for (const [qualified, { start, own }] of constantsOf(tokens)) {
      const list = written.get(qualified) ?? [];
      list.push({ at, tokens, start, own });
      written.set(qualified, list);
    }
  }
  const solution = { written, known: new Map<string, Known>() };
  solutions?.set(root, solution);
  return solution;
}

/** The value of the constant `qualified`: known when each of its declarations gives the same string. */
function constantValue(solution: Solution, qualified: string, hops: number): Known {
  const remembered = solution.known.get(qualified);
  if (remembered) return remembered;
  const declarations = solution.written.get(qualified);
  if (!declarations || hops >= MAX_HOPS) return UNKNOWN;
  let found: Known | undefined;
  for (const written of declarations) {
    const files = new Set([written.at]);
    const value = expression(solution, written, written.start, files, hops);
    if (value === undefined || (found && found.value !== value)) {
      found = UNKNOWN;
      break;
    }
    found = { value, files: found ? new Set([...found.files, ...files]) : files };
  }
  const known = found ?? UNKNOWN;
  // A value cut short by the hops is not remembered: from another reference it may be reached in fewer.
  if (known.value !== undefined || hops === 0) solution.known.set(qualified, known);
  return known;
}

/**
 * String literals joined by `+` up to the `;`, each piece a literal, a constant of the same class (`PREFIX`) or
 * another class's (`Fragments.Prerequisite`); the files read are added to `files`.
 */
function expression(solution: Solution, written: Written, start: number, files: Set<string>, hops: number): string | undefined {
  const { tokens, own } = written;
  const op = (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v;
  let out = '';
  for (let j = start; ; j++) {
    const t = tokens[j];
    let piece: string | undefined;
    if (t?.kind === 'string') piece = t.text;
    else if (t?.kind === 'name') {
      let last = j;
      while (op(last + 1, '.') && tokens[last + 2]?.kind === 'name') last += 2;
      if (last === j && own.has(t.text as string)) {
        if (hops + 1 < MAX_HOPS) piece = expression(solution, written, own.get(t.text as string) as number, files, hops + 1);
      } else if (last > j) {
        const other = constantValue(
          solution,
          tokens
            .slice(j, last + 1)
            .map((n) => n.text)
            .join(''),
          hops + 1,
        );
        piece = other.value;
        for (const file of other.files) files.add(file);
      }
      j = last;
    }
    if (piece === undefined) return undefined;
    out += piece;
    if (op(j + 1, ';')) return out;
    if (!op(j + 1, '+')) return undefined;
    j++;
  }
}

/**
 * The `const string` constants declared directly in the file's classes, by each qualified name
 * (`Outer.Inner.NAME`, `Inner.NAME`): where each value starts, and the other constants of its class.
 */
function constantsOf(tokens: readonly CsToken[]): Map<string, { start: number; own: ReadonlyMap<string, number> }> {
  const pairs = bracketPairs(tokens);
  const op = (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v;
  const is = (i: number, v: string) => tokens[i]?.kind === 'name' && tokens[i].text === v;
  const out = new Map<string, { start: number; own: ReadonlyMap<string, number> }>();
  /** The classes around the token being read, innermost last, each with its body's `}`. */
  const chain: { name: string; close: number }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    while (chain.length > 0 && i > chain[chain.length - 1].close) chain.pop();
    if ((is(i, 'class') || is(i, 'struct')) && tokens[i + 1]?.kind === 'name') {
      // The header to the body: type parameters, a primary constructor, a base list.
      let open = i + 2;
      while (open < tokens.length && !op(open, '{') && !op(open, ';') && !op(open, '}')) open = op(open, '(') || op(open, '[') ? pairs[open] + 1 : open + 1;
      if (!op(open, '{')) continue;
      chain.push({ name: tokens[i + 1].text as string, close: pairs[open] });
      const own = new Map<string, number>();
      // The class body's own `const string NAME = …;` members (not a nested type's or a method's).
      for (let j = open + 1; j < pairs[open]; j++) {
        if (op(j, '{') || op(j, '(') || op(j, '[')) j = pairs[j];
        else if (is(j, 'const') && (is(j + 1, 'string') || is(j + 1, 'String')) && tokens[j + 2]?.kind === 'name' && op(j + 3, '='))
          own.set(tokens[j + 2].text as string, j + 4);
      }
      for (const [name, start] of own) for (let k = 0; k < chain.length; k++) out.set([...chain.slice(k).map((c) => c.name), name].join('.'), { start, own });
      i = open;
    }
  }
  return out;
}
