/**
 * A go-sdk tool literal handed to a function or method of the file's own package that makes a tool of its
 * own in its place: `h.addTool(s, &mcp.Tool{Name: "self_check"}, h.SelfCheck)`, where `addTool(s *mcp.Server,
 * t *mcp.Tool, h mcp.ToolHandler)` swaps `t` for `&mcp.Tool{Name: it.Name, Description: it.Description, …}`
 * of an inventory entry `it` found by `it.Name == t.Name`. What the literal says of its description, title,
 * annotations and schemas is then not what is served: those fields are listed as not statically known (no
 * "no description" finding on a tool whose description the server fills in). Its name is kept only when the
 * body makes its own tool's `Name` of a value it compares equal to the literal's (`x.Name == t.Name`); else
 * the whole registration is not statically known. Found by a bounded token scan of the package's files.
 */
import { bracketPairs } from '../source/tokens.js';
import type { Workspace } from '../types.js';
import { fieldsOf, functionsOf, reader } from './functions.js';
import { goFiles } from './spec-helpers.js';
import { goTokens } from './tokens.js';

/** The fields a replacing function's own tool sets in place of the literal's when it keeps the name; all of them when it does not. */
const KEPT_NAME = ['Title', 'Description', 'Annotations', 'InputSchema'] as const;

interface Replacing {
  /** Which argument of its call is the tool it replaces. */
  param: number;
  /** Whether it is a method, called `x.name(…)`; else a function, called bare. */
  method: boolean;
  /** The literal's fields it does not serve as written. */
  fields: readonly string[];
}

/**
 * The go-sdk tool literals (by the offset of their `{`) this file hands to a replacing function of its package,
 * each with the fields not served as written.
 */
export function replacedLiterals(text: string, path: string, workspace: Workspace | undefined): ReadonlyMap<number, readonly string[]> {
  const out = new Map<number, readonly string[]>();
  if (!text.includes('mcp.Tool{')) return out;
  const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
  const replacing = new Map<string, Replacing>();
  for (const [at, source] of workspace ? goFiles(workspace, folder) : [[path, text] as [string, string]]) {
    if (!source.includes('*mcp.Tool') || !source.includes('mcp.Tool{')) continue;
    const tokens = goTokens(source);
    const file = { at, text: source, tokens, pairs: bracketPairs(tokens) };
    const { op, is } = reader(tokens);
    for (const fn of functionsOf(file)) {
      const param = fn.params.findIndex((p) => p.type === '*mcp.Tool' && !p.variadic);
      if (param === -1) continue;
      const p = fn.params[param].name;
      const close = file.pairs[fn.body];
      let own = -1;
      for (let j = fn.body + 1; j < close && own === -1; j++) if (is(j, 'mcp') && op(j + 1, '.') && is(j + 2, 'Tool') && op(j + 3, '{')) own = j + 3;
      if (own === -1) continue;
      // `Name: it.Name`, with `it.Name == t.Name` (or the other way round) in the body.
      const named = fieldsOf(file, own)?.find((f) => f.field === 'Name');
      const from =
        named && named.end === named.value + 3 && op(named.value + 1, '.') && is(named.value + 2, 'Name') ? (tokens[named.value].text as string) : undefined;
      const equal = (a: string, b: string, j: number) =>
        is(j, a) && op(j + 1, '.') && is(j + 2, 'Name') && op(j + 3, '=') && op(j + 4, '=') && is(j + 5, b) && op(j + 6, '.') && is(j + 7, 'Name');
      let kept = from === p;
      for (let j = fn.body + 1; j < close && from !== undefined && !kept; j++) kept = equal(from, p, j) || equal(p, from, j);
      replacing.set(fn.name, { param, method: fn.receiver !== undefined, fields: kept ? KEPT_NAME : ['Name'] });
    }
  }
  if (replacing.size === 0) return out;
  const tokens = goTokens(text);
  const pairs = bracketPairs(tokens);
  const { op, is } = reader(tokens);
  for (let i = 1; i + 1 < tokens.length; i++) {
    const called = tokens[i].kind === 'name' && op(i + 1, '(') && !is(i - 1, 'func') ? replacing.get(tokens[i].text as string) : undefined;
    if (!called || called.method !== op(i - 1, '.')) continue;
    // The argument at `param`: `&mcp.Tool{…}` or `mcp.Tool{…}`, written whole.
    let at = i + 2;
    for (let k = 0; k < called.param && at < pairs[i + 1]; k++) {
      while (at < pairs[i + 1] && !op(at, ',')) at = op(at, '(') || op(at, '[') || op(at, '{') ? pairs[at] + 1 : at + 1;
      at++;
    }
    const literal = op(at, '&') ? at + 1 : at;
    if (
      is(literal, 'mcp') &&
      op(literal + 1, '.') &&
      is(literal + 2, 'Tool') &&
      op(literal + 3, '{') &&
      (op(pairs[literal + 3] + 1, ',') || pairs[literal + 3] + 1 === pairs[i + 1])
    )
      out.set(tokens[literal + 3].start, called.fields);
  }
  return out;
}
