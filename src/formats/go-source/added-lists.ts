/**
 * mark3labs/mcp-go's `s.AddTools(tools...)`: the server tools it registers, each traced to where its tool is
 * written, so that a registration of tools made at run time is listed as not statically known (a tool written
 * with `mcp.NewTool(…)` or `mcp.Tool{…}` is read wherever it is, extract.ts). An argument is traced through:
 * a `server.ServerTool{Tool: …}` literal (its `Tool` field) or a slice literal of them (each item's); a
 * spread `name...` of a variable of the function (or of the package) to each value it is given (`:=`, `=`,
 * `var`; `make(…)` and `nil` give none) and each item an `append(name, …)` adds; a call of a function of the
 * file to what its `return`s give; any other call (`pkg.F()`, `x.Tools()`) to the callee's body, where a
 * reader must read its tool or which must return such a list (added-calls.ts). A parameter, a loop's
 * variable, or any other expression is not traced: the registration is listed. Bounded: MAX_DEPTH steps.
 */
import { bodyOf, reader } from './functions.js';
import type { GoToken } from './tokens.js';

/** Where a registered tool comes from: a call (`from` its first token, `end` its `)`), or the tokens that write it. */
export interface ListSource {
  call: boolean;
  from: number;
  end: number;
}

const MAX_DEPTH = 8;
/** Go ends a statement at a line's end after these (its automatic semicolons). */
const ENDS_LINE = new Set([')', ']', '}', '...']);

/** Whether the file registers mcp-go server tools: it imports mcp-go's server package. */
export function importsMcpGoServer(text: string): boolean {
  return text.includes('"github.com/mark3labs/mcp-go/server"');
}

/** The sources of the tools the `AddTools` call whose name is at `at` registers. */
export function addToolsSources(text: string, tokens: readonly GoToken[], pairs: Int32Array, openers: Int32Array, at: number): ListSource[] {
  return tracer(text, tokens, pairs, openers, (source, end) => {
    for (const [from, stop] of argumentsOf(tokens, pairs, at + 1, end)) source(from, stop);
  });
}

/** The sources of the server tools the function whose body's `{` is at `body` returns (`return []server.ServerTool{…}`). */
export function returnedSources(text: string, tokens: readonly GoToken[], pairs: Int32Array, openers: Int32Array, body: number): ListSource[] {
  return tracer(text, tokens, pairs, openers, (source, end) => {
    for (let j = body + 1; j < pairs[body]; j++) if (tokens[j].kind === 'name' && tokens[j].text === 'return') source(j + 1, end(j + 1));
  });
}

/** The sources of what `start` hands its `source` (an expression's first token and the index after it), traced. */
function tracer(
  text: string,
  tokens: readonly GoToken[],
  pairs: Int32Array,
  openers: Int32Array,
  start: (source: (from: number, stop: number) => void, end: (i: number) => number) => void,
): ListSource[] {
  const { op, is } = reader(tokens);
  const out: ListSource[] = [];

  /** The index after the expression at `i`: at a `,`, `:`, `=`, `:=`, a closing bracket, or the end of its line. */
  const end = (i: number): number => {
    for (let j = i; j < tokens.length; j++) {
      const t = tokens[j];
      if (t.kind === 'op' && (t.text === '(' || t.text === '[' || t.text === '{')) j = pairs[j];
      else if (t.kind === 'op' && [')', ']', '}', ',', ':', ':=', '='].includes(t.text as string)) return j;
      const last = tokens[j];
      const next = tokens[j + 1];
      const closes = last.kind !== 'op' || ENDS_LINE.has(last.text as string);
      if (!next || (closes && text.slice(last.end, next.start).includes('\n'))) return j + 1;
    }
    return tokens.length;
  };

  /** The top-level function body (`{`) holding token `i`, or -1. */
  const functionOf = (i: number): number => {
    let body = -1;
    for (let j = 0, depth = 0; j < i; j++) {
      if (is(j, 'func') && depth === 0) {
        for (let k = j + 1; k < i; k++) {
          if (op(k, '(') || op(k, '[')) k = pairs[k];
          else if (op(k, '{') && !is(k - 1, 'interface') && !is(k - 1, 'struct')) {
            if (pairs[k] > i) body = k;
            j = pairs[k];
            break;
          }
        }
      } else if (op(j, '{') || op(j, '(') || op(j, '[')) j = pairs[j];
    }
    return body;
  };

  /** The body (`{`) of the file's top-level function `name` (not a method), or -1. */
  const declared = (name: string): number => {
    for (let j = 0; j + 2 < tokens.length; j++) if (is(j, 'func') && is(j + 1, name) && op(j + 2, '(')) return bodyOf(tokens, pairs, pairs[j + 2] + 1);
    return -1;
  };

  /** Whether tokens `from` to `to` are a chain of names, selectors and calls: `pkg.New(c).Tools`. */
  const chain = (from: number, to: number): boolean => {
    for (let j = from; j <= to; j++) {
      if (op(j, '(')) j = pairs[j];
      else if (tokens[j].kind !== 'name' && !op(j, '.')) return false;
    }
    return tokens[from].kind === 'name';
  };

  const unknown = (i: number): void => {
    out.push({ call: false, from: i, end: i });
  };

  /** The expression from `i` to `stop` (a spread's `...` left out). */
  const source = (i: number, stop: number, depth: number, seen: Set<string>): void => {
    const last = op(stop - 1, '...') ? stop - 1 : stop;
    if (last <= i) return unknown(i);
    // `make([]server.ServerTool, 0, n)`, `nil`: no tool.
    if ((is(i, 'make') && op(i + 1, '(') && pairs[i + 1] === last - 1) || (is(i, 'nil') && last === i + 1)) return;
    // `f(…)`, `pkg.F(…)`, `pkg.New(c).Tools()`: a call.
    const open = op(last - 1, ')') ? openers[last - 1] : -1;
    if (open > i && tokens[open - 1].kind === 'name' && chain(i, open - 1)) {
      // A function of the file: what each of its `return`s gives, traced.
      const body = open === i + 1 && depth < MAX_DEPTH ? declared(tokens[i].text as string) : -1;
      if (body === -1) return void out.push({ call: true, from: i, end: last - 1 });
      for (let j = body + 1; j < pairs[body]; j++) if (is(j, 'return')) source(j + 1, end(j + 1), depth + 1, seen);
      return;
    }
    // A composite literal: `[]server.ServerTool{…}`, `server.ServerTool{…}`, `&…{…}`, or a slice's item `{…}`.
    const slice = op(i, '[') && op(i + 1, ']');
    let brace = op(i, '&') ? i + 1 : slice ? i + 2 : i;
    if (tokens[brace]?.kind === 'name') brace += op(brace + 1, '.') && tokens[brace + 2]?.kind === 'name' ? 3 : 1;
    if (op(brace, '{') && pairs[brace] === last - 1) {
      if (!slice) return item(brace, depth, seen);
      for (let j = brace + 1; j < last - 1; ) {
        const after = end(j);
        source(j, after, depth, seen);
        j = op(after, ',') ? after + 1 : last - 1;
      }
      return;
    }
    if (last === i + 1 && tokens[i].kind === 'name') return variable(i, depth, seen);
    unknown(i);
  };

  /** A `ServerTool{Tool: …, Handler: …}` literal at `open`: its `Tool` field's source; another literal, itself. */
  const item = (open: number, depth: number, seen: Set<string>): void => {
    for (let j = open + 1; j < pairs[open]; ) {
      if (!(tokens[j].kind === 'name' && op(j + 1, ':'))) break;
      const after = end(j + 2);
      if (is(j, 'Tool')) return source(j + 2, after, depth, seen);
      j = op(after, ',') ? after + 1 : pairs[open];
    }
    out.push({ call: false, from: open, end: pairs[open] });
  };

  /** A variable named at `i`: each value its function (or the package) gives it, and each item appended to it. */
  const variable = (i: number, depth: number, seen: Set<string>): void => {
    const name = tokens[i].text as string;
    if (depth >= MAX_DEPTH || seen.has(name)) return unknown(i);
    const inner = new Set(seen).add(name);
    const body = functionOf(i);
    const [from, to] = body === -1 ? [0, tokens.length] : [body, pairs[body]];
    let given = false;
    const visit = (j: number) => {
      // `name :=`, `name =`, `var name =`, `var name []T =`, `name, err :=`.
      let assign = op(j + 1, ':=') || op(j + 1, '=') ? j + 1 : -1;
      if (assign === -1 && op(j + 1, ',') && tokens[j + 2]?.kind === 'name' && (op(j + 3, ':=') || op(j + 3, '='))) assign = j + 3;
      if (assign === -1 && is(j - 1, 'var')) {
        const typed = end(j + 1);
        if (op(typed, '=')) assign = typed;
        else if (typed > j + 1) given = true;
      }
      if (assign === -1 || op(j - 1, '.') || op(j - 1, ',')) return;
      given = true;
      const value = assign + 1;
      const stop = end(value);
      // `name = append(name, items…)`: each item added.
      if (is(value, 'append') && op(value + 1, '(') && pairs[value + 1] === stop - 1 && is(value + 2, name) && op(value + 3, ',')) {
        for (let k = value + 4; k < stop - 1; ) {
          const after = end(k);
          source(k, after, depth + 1, inner);
          k = op(after, ',') ? after + 1 : stop - 1;
        }
      } else source(value, stop, depth + 1, inner);
    };
    for (let j = from; j < to; j++) if (is(j, name) && j !== i) visit(j);
    // A package-level variable: its `var name = …` outside any function.
    if (!given && body !== -1) for (let j = 1; j < tokens.length; j++) if (is(j, name) && is(j - 1, 'var') && functionOf(j) === -1) visit(j);
    if (!given) unknown(i);
  };

  start((from, stop) => source(from, stop, 0, new Set()), end);
  return out;
}

/** A call's arguments at `open`: each one's first token and the index after it. */
function argumentsOf(tokens: readonly GoToken[], pairs: Int32Array, open: number, end: (i: number) => number): [number, number][] {
  const out: [number, number][] = [];
  for (let j = open + 1; j < pairs[open]; ) {
    const after = end(j);
    out.push([j, after]);
    j = tokens[after]?.kind === 'op' && tokens[after].text === ',' ? after + 1 : pairs[open];
  }
  return out;
}
