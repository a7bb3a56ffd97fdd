/**
 * The block structure of a Python file, as far as reading a registration made by a call needs it: the
 * logical line each token is on, whether that line runs in a loop, and the `def` or `class` it is in.
 * Made in one pass with a stack of indentations, so no question about a line ever walks the file.
 */
import type { Token } from './tokens.js';

export interface Blocks {
  /** Each token's logical line, as the index of that line's first token. */
  line: Int32Array;
  /** Whether a logical line (by its first token) is in the body of a `for` or `while`. */
  loop: Uint8Array;
  /** The `def` or `class` line (its first token) a logical line is in; -1 at module level. */
  owner: Int32Array;
  /** A logical line's indentation (by its first token), in characters. */
  indent: Int32Array;
  /** Where a logical line's block ends (by its first token): the first token past its body. */
  end: Int32Array;
  /** The block header a logical line (by its first token) is in the body of; -1 at module level. */
  parent: Int32Array;
  /**
   * For an `if`, `elif`, `else`, `try` or `except` header (by its first token), the `if` or `try` that
   * starts its chain of alternatives, and for a `case` of a `match`, the `match`; -1 for any other line
   * (a loop's `else`, `finally`).
   */
  chain: Int32Array;
}

// A Map: a line may start with any name, `constructor` among them.
const CHAINED: ReadonlyMap<string, readonly string[]> = new Map([
  ['elif', ['if', 'elif']],
  ['else', ['if', 'elif', 'try', 'except']],
  ['except', ['try', 'except']],
]);

export function blocks(tokens: readonly Token[], text: string): Blocks {
  const line = new Int32Array(tokens.length);
  const loop = new Uint8Array(tokens.length);
  const owner = new Int32Array(tokens.length).fill(-1);
  const indents = new Int32Array(tokens.length);
  const ends = new Int32Array(tokens.length).fill(tokens.length);
  const parents = new Int32Array(tokens.length).fill(-1);
  const chain = new Int32Array(tokens.length).fill(-1);
  const stack: { at: number; indent: number }[] = [];
  let current = 0;
  // Where the physical line of the text read so far starts: one forward scan for the whole file.
  let scanned = 0;
  let start = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.first) {
      current = i;
      for (; scanned < t.start; scanned++) if (text[scanned] === '\n' || text[scanned] === '\r') start = scanned + 1;
      const indent = t.start - start;
      indents[i] = indent;
      // The line before this one at its indentation, in the same block: an `if` an `elif` continues.
      let sibling = -1;
      while (stack.length > 0 && stack[stack.length - 1].indent >= indent) {
        const popped = stack.pop() as { at: number; indent: number };
        ends[popped.at] = i;
        if (popped.indent === indent) sibling = popped.at;
      }
      const keyword = headerOf(tokens, i);
      if (keyword === 'if' || keyword === 'try') chain[i] = i;
      else if (keyword !== undefined && sibling !== -1 && CHAINED.get(keyword)?.includes(headerOf(tokens, sibling) ?? '')) chain[i] = chain[sibling];
      const parent = stack[stack.length - 1]?.at;
      // `match` and `case` are soft keywords: a `case` line is an arm only in a `match` block.
      if (keyword === 'case' && parent !== undefined && headerOf(tokens, parent) === 'match') chain[i] = parent;
      if (parent !== undefined) {
        parents[i] = parent;
        const header = headerOf(tokens, parent);
        loop[i] = loop[parent] || header === 'for' || header === 'while' ? 1 : 0;
        owner[i] = header === 'def' || header === 'class' ? parent : owner[parent];
      }
      stack.push({ at: i, indent });
    }
    line[i] = current;
  }
  return { line, loop, owner, indent: indents, end: ends, parent: parents, chain };
}

/** The keyword a line starts with, past `async` (`async def`, `async for`). */
export function headerOf(tokens: readonly Token[], at: number): string | undefined {
  const t = tokens[at]?.text === 'async' && tokens[at].kind === 'name' ? tokens[at + 1] : tokens[at];
  return t?.kind === 'name' ? t.text : undefined;
}

/** The registrations of a file so far, by key: which earlier one a new registration is made instead of. */
export interface Alternatives {
  /**
   * The index of the first registration of `key` in another branch of an `if`/`elif`/`else` or
   * `try`/`except` chain, or another `case` of a `match`, around the logical line at `line`, so that no
   * run reaches both; -1 when there is none. A `try` body and its `else` both run.
   */
  instead(key: string, line: number): number;
  add(key: string, line: number, index: number): void;
  /**
   * Whether the logical line at `line` runs only under a condition: an `if` (but `if __name__ == "__main__":`),
   * `elif`, `else` of an `if`, `except` or `case` around it.
   */
  conditional(line: number): boolean;
}

/**
 * Alternatives answered in time bounded by the nesting, however many registrations share a key: for each
 * key and chain, the first registration in each of the chain's first three branches to hold one. The
 * earliest alternative to a new registration is among them, since at most two branches are not
 * alternatives to it (its own, and the `try` body when it is in the `else`).
 */
export function alternatives(tokens: readonly Token[], lines: Blocks): Alternatives {
  const kept = new Map<string, { branch: number; index: number }[]>();
  const calledFrom = onlyCalls(tokens, lines);
  /**
   * The branch headers around a line, innermost first; past a module-level function called from one
   * place only, those around that call (`if direct: register_direct() else: register_schema()`).
   */
  const around = (line: number): number[] => {
    const out: number[] = [];
    for (let h = lines.parent[line], hops = 0; h !== -1 && hops < MAX_NESTING; hops++) {
      if (lines.chain[h] !== -1) out.push(h);
      const call = calledFrom.get(h);
      h = call === undefined ? lines.parent[h] : lines.parent[call];
    }
    return out;
  };
  const bothRun = (a: number, b: number) => {
    const pair = new Set([headerOf(tokens, a), headerOf(tokens, b)]);
    return pair.has('try') && pair.has('else');
  };
  return {
    instead(key, line) {
      let found = -1;
      for (const h of around(line))
        for (const entry of kept.get(`${key}\u0000${lines.chain[h]}`) ?? [])
          if (entry.branch !== h && !bothRun(entry.branch, h) && (found === -1 || entry.index < found)) found = entry.index;
      return found;
    },
    conditional(line) {
      return around(line).some((h) => {
        const header = headerOf(tokens, h);
        // A `try` body and its `else` run on every start, and so does the script guard that starts the server.
        if (header === 'try' || (header === 'else' && headerOf(tokens, lines.chain[h]) === 'try')) return false;
        return !(header === 'if' && (tokens[h + 1]?.text === '__name__' || tokens[h + 3]?.text === '__name__'));
      });
    },
    add(key, line, index) {
      for (const h of around(line)) {
        const at = `${key}\u0000${lines.chain[h]}`;
        const entries = kept.get(at) ?? [];
        if (entries.length < 3 && !entries.some((entry) => entry.branch === h)) entries.push({ branch: h, index });
        kept.set(at, entries);
      }
    },
  };
}
const MAX_NESTING = 64;

/**
 * For each module-level `def` (by its line) whose name the file uses exactly once, in a call outside the
 * function itself: the logical line of that call. A name used twice, passed on, rebound or defined twice
 * may run from anywhere, so its function has no entry.
 */
function onlyCalls(tokens: readonly Token[], lines: Blocks): Map<number, number> {
  const defined = new Map<string, number>();
  const uses = new Map<string, { count: number; call: number }>();
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (t.kind !== 'name') continue;
    const isDef = t.first && headerOf(tokens, i) === 'def';
    const nameAt = isDef ? (t.text === 'async' ? i + 2 : i + 1) : -1;
    if (isDef && tokens[nameAt]?.kind === 'name') {
      const name = tokens[nameAt].text as string;
      defined.set(name, defined.has(name) || lines.owner[i] !== -1 ? -1 : i);
      i = nameAt;
      continue;
    }
    if (tokens[i - 1]?.kind === 'op' && tokens[i - 1].text === '.') continue;
    const name = t.text as string;
    const use = uses.get(name) ?? { count: 0, call: -1 };
    use.count++;
    use.call = tokens[i + 1]?.kind === 'op' && tokens[i + 1].text === '(' ? lines.line[i] : -1;
    uses.set(name, use);
  }
  const calls = new Map<number, number>();
  for (const [name, at] of defined) {
    const use = uses.get(name);
    if (at === -1 || use?.count !== 1 || use.call === -1) continue;
    // A call inside the function itself (recursion) is no way in.
    let inside = false;
    for (let o = lines.owner[use.call], hops = 0; o !== -1 && hops < MAX_NESTING; o = lines.owner[o], hops++) if (o === at) inside = true;
    if (!inside) calls.set(at, use.call);
  }
  return calls;
}
