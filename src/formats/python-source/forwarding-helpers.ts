/**
 * A project's registering helper that hands the server the function and the keywords it is given:
 * `register_write_tool(mcp, create_ticket, enabled=…, name="create_ticket", description="…")`, where the
 * helper is `def register_write_tool(mcp, fn, *, enabled, **spec)` and each registration in its body is
 * `mcp.tool(**spec)(fn)` or `mcp.add_tool(Tool.from_tool(fn, …, **spec))` (`Tool.from_function`), giving no
 * name, title, description nor annotations of its own, and it uses `spec` and `fn` nowhere else. A call is
 * then that registration: `fn` the function, the call's keywords but the helper's own parameters its texts,
 * read as `mcp.tool(name=…, description=…)(fn)` is (extract.ts). Its own parameters (`enabled=`) may decide
 * which of the registrations runs, not whether one does: a branch the server may take, as a registration
 * under an `if` is read. The helper is a top-level function defined once in the file or in the module it is
 * imported from (`from ._wiring import register_write_tool`), and that module names an MCP SDK.
 */
import type { Workspace } from '../types.js';
import { boundIn } from './module-bindings.js';
import { importedBy, modulePaths, namesSdk, readModule } from './package-modules.js';

/** A helper's parameters: the positions of the server and the function among its positional ones, and the names it keeps. */
export interface Forwarding {
  server: number;
  fn: number;
  named: ReadonlySet<string>;
}

/** How many modules are read for the helpers of one file. */
const MAX_READS = 8;
/** What a registration of the helper may give besides `fn` and `**spec` without changing the tool's texts. */
const TEXTS = new Set(['name', 'title', 'description', 'annotations']);

/** The helpers the file calls that forward to a registration, by the name it calls each. */
export function forwardingHelpers(text: string, path: string, workspace: Workspace | undefined): ReadonlyMap<string, Forwarding> {
  const out = new Map<string, Forwarding>();
  if (!text.includes('description=')) return out;
  const budget = { reads: MAX_READS };
  const own = helpersIn(text);
  const { tokens } = boundIn(text);
  const called = new Set<string>();
  for (let i = 1; i + 1 < tokens.length; i++)
    if (tokens[i].kind === 'name' && tokens[i + 1].text === '(' && tokens[i - 1].text !== '.' && tokens[i - 1].text !== 'def')
      called.add(tokens[i].text as string);
  for (const name of called) {
    const mine = own.get(name);
    if (mine) {
      out.set(name, mine);
      continue;
    }
    const from = workspace && !own.has(name) ? importedBy(text, name) : undefined;
    if (from === undefined || workspace === undefined || budget.reads <= 0) continue;
    const file = modulePaths(from.from, path, workspace)[0];
    const source = file === undefined ? undefined : readModule(workspace, file, budget);
    const found = source === undefined ? undefined : helpersIn(source).get(from.name);
    if (file !== undefined && found) {
      out.set(name, found);
      workspace.drawsOn?.(file);
    }
  }
  return out;
}

/** The module's top-level functions, defined once, that forward to a registration; none when it names no MCP SDK. */
function helpersIn(source: string): Map<string, Forwarding> {
  const out = new Map<string, Forwarding>();
  if (!namesSdk(source) || !source.includes('**')) return out;
  const { tokens, lines, once } = boundIn(source);
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  /** The index of the bracket closing the one at `i`. */
  const closing = (i: number): number => {
    let depth = 0;
    for (let j = i; j < tokens.length; j++) {
      if (op(j, '(') || op(j, '[') || op(j, '{')) depth++;
      else if ((op(j, ')') || op(j, ']') || op(j, '}')) && --depth === 0) return j;
    }
    return tokens.length - 1;
  };
  for (const [name, at] of once.functions) {
    if (lines.indent[at] !== 0 || (at > 0 && op(lines.line[at - 1], '@'))) continue;
    const open = tokens[at].text === 'async' ? at + 3 : at + 2;
    if (!op(open, '(')) continue;
    const params = parameters(tokens, open, closing(open));
    if (params === undefined) continue;
    const { positional, named, spread } = params;
    const end = lines.end[at];
    let server = -1;
    let fn = -1;
    let forwards = 0;
    let direct = 0;
    let fits = true;
    for (let j = closing(open) + 1; j < end && fits; j++) {
      const t = tokens[j];
      if (t.kind !== 'name' || (t.text !== 'tool' && t.text !== 'add_tool')) continue;
      if ((t.text !== 'tool' && t.text !== 'add_tool') || !op(j - 1, '.') || !op(j + 1, '(')) continue;
      const via = positional.indexOf(tokens[j - 2]?.text as string);
      if (tokens[j - 2]?.kind !== 'name' || op(j - 3, '.') || via === -1 || (server !== -1 && via !== server)) {
        fits = false;
        continue;
      }
      server = via;
      const shown = t.text === 'tool' ? toolCall(j + 1) : addToolCall(j + 1);
      if (shown === undefined || (fn !== -1 && shown.fn !== fn)) fits = false;
      else {
        fn = shown.fn;
        forwards++;
        if (t.text === 'tool') direct++;
      }
    }
    // `fn` and `**spec` only where they are forwarded: each forward names each once.
    const uses = (word: string) => tokens.slice(closing(open) + 1, end).filter((t) => t.kind === 'name' && t.text === word).length;
    if (!fits || direct === 0 || fn === -1 || uses(spread) !== forwards || uses(positional[fn]) !== forwards) continue;
    out.set(name, { server, fn, named: new Set([...positional, ...named]) });
  }
  return out;

  /** `(**spec)(fn)` at `open`: the position of `fn` among the helper's parameters, when it is one. */
  function toolCall(open: number): { fn: number } | undefined {
    const params = helperAt(open);
    if (params === undefined || !op(open + 1, '**') || tokens[open + 2]?.text !== params.spread || !op(open + 3, ')')) return undefined;
    if (!op(open + 4, '(') || tokens[open + 5]?.kind !== 'name' || !op(open + 6, ')')) return undefined;
    const fn = params.positional.indexOf(tokens[open + 5].text as string);
    return fn === -1 ? undefined : { fn };
  }

  /** `(Tool.from_tool(fn, k=…, **spec))` at `open` (`from_function`), no text among its keywords. */
  function addToolCall(open: number): { fn: number } | undefined {
    const params = helperAt(open);
    const from = tokens[open + 3]?.text;
    if (params === undefined || tokens[open + 1]?.text !== 'Tool' || !op(open + 2, '.') || (from !== 'from_tool' && from !== 'from_function')) return undefined;
    if (!op(open + 4, '(') || tokens[open + 5]?.kind !== 'name' || closing(open + 4) + 1 !== closing(open)) return undefined;
    const fn = params.positional.indexOf(tokens[open + 5].text as string);
    if (fn === -1 || !op(open + 6, ',')) return undefined;
    let spreads = 0;
    for (let k = open + 7; k < closing(open + 4); k++) {
      if (op(k, '(') || op(k, '[') || op(k, '{')) k = closing(k);
      else if (op(k, '**') && tokens[k + 1]?.text === params.spread) spreads++;
      else if (tokens[k].kind === 'name' && op(k + 1, '=') && (op(k - 1, ',') || k === open + 7) && TEXTS.has(tokens[k].text as string)) return undefined;
    }
    return spreads === 1 ? { fn } : undefined;
  }

  /** The parameters of the top-level function whose body holds the token at `at`. */
  function helperAt(at: number): { positional: string[]; spread: string } | undefined {
    let def = lines.line[at];
    while (lines.owner[def] !== -1) def = lines.owner[def];
    const open = tokens[def].text === 'async' ? def + 3 : def + 2;
    return op(open, '(') ? parameters(tokens, open, closing(open)) : undefined;
  }
}

/** A parameter list `(mcp, fn, *, enabled: bool, **spec)`: its positional names, the others, and the `**` one (required). */
function parameters(
  tokens: ReturnType<typeof boundIn>['tokens'],
  open: number,
  close: number,
): { positional: string[]; named: string[]; spread: string } | undefined {
  const positional: string[] = [];
  const named: string[] = [];
  let spread: string | undefined;
  let keywordOnly = false;
  let depth = 0;
  let start = true;
  for (let k = open + 1; k < close; k++) {
    const t = tokens[k];
    if (t.kind === 'op' && (t.text === '(' || t.text === '[' || t.text === '{')) depth++;
    else if (t.kind === 'op' && (t.text === ')' || t.text === ']' || t.text === '}')) depth--;
    if (depth > 0) continue;
    if (t.kind === 'op' && t.text === ',') {
      start = true;
      continue;
    }
    if (!start) continue;
    start = false;
    if (t.kind === 'op' && t.text === '*') {
      keywordOnly = true;
      if (tokens[k + 1]?.kind === 'name') named.push(tokens[++k].text as string);
    } else if (t.kind === 'op' && t.text === '**' && tokens[k + 1]?.kind === 'name') spread = tokens[++k].text as string;
    else if (t.kind === 'name') (keywordOnly ? named : positional).push(t.text as string);
    else if (!(t.kind === 'op' && t.text === '/')) return undefined;
  }
  return spread === undefined ? undefined : { positional, named, spread };
}
