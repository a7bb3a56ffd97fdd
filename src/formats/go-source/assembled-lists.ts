/**
 * A hand-rolled Go server (hand-rolled.ts) whose `tools/list` answer gives a slice of its tool struct
 * (registrars.ts) that its package assembles from functions of its own:
 *
 *     case "tools/list":
 *         response.Result = ListTools(s.GitAvailable)          // or `Tools: s.tools`, the field set `s.tools = defaultTools(policy)`
 *     func ListTools(git bool) ToolsListResult {
 *         all := []types.Tool{}                                 // or `tools := []tool{{Name: "get_status", …}, …}`
 *         if git { all = append(all, ListGitTools()...) }
 *         return ToolsListResult{Tools: all}
 *     }
 *     func ListGitTools() []types.Tool { return []types.Tool{{Name: "git_init", …}} }
 *
 * The functions served: those the answer calls (in the clause, or a method of the file the clause calls),
 * and those whose result gives a field the answer reads (`x.tools = F(…)`); then, in a served function, the
 * functions spread into a list it gives (`all = append(all, F(…)...)`, `v := F(…)`, `return F(…)`). A list
 * given is a local returned (`return v`) or given as the answer's tools (`Tools: v`), or one another given
 * list copies items from whole (`for _, t := range all { if keep(t) { kept = append(kept, t) } }`: a
 * subset, each item unchanged). A list given is only ever appended to after it is made; one assigned
 * otherwise gives nothing. The literal items of a served function's list, `v := []T{{…}, …}` or its whole
 * body `return []T{…}`, are tools (struct-tools.ts), whatever the conditions that pick them: each is served
 * as written in some configuration. Read from the package's tokens (functions.ts).
 */
import { bracketPairs } from '../source/tokens.js';
import { type Func, functionsOf, type ParsedFile, reader, uses } from './functions.js';
import { listAnswers, type ToolStruct } from './registrars.js';
import { type GoToken, goTokens } from './tokens.js';

const CALL = /\b([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,4}\(/g;
/** `Tools: s.tools`, `"tools": s.tools`: the field an answer gives. */
const GIVEN_FIELD = /(?:"tools"|\bTools)[ \t]{0,16}:[ \t]{0,16}[A-Za-z_][A-Za-z0-9_]{0,63}\.([A-Za-z_][A-Za-z0-9_]{0,63})\b(?![ \t]{0,4}[.([])/g;
const MAX_SERVED = 256;
/** `func F(…) []T {`, `func (s *S) F(…) []pkg.T {`: F and T. */
const RETURNS_LIST =
  /\bfunc[ \t]{0,16}(?:\([^)\n]{0,128}\)[ \t]{0,16})?([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,4}\([^)\n]{0,256}\)[ \t]{0,16}\[\][ \t]{0,4}(?:[A-Za-z_][A-Za-z0-9_]{0,63}\.)?([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,16}\{/g;

/** Whether the file declares one of `results` returning a slice of one of `types`: its lists are read. */
export function declaresServed(text: string, results: ReadonlySet<string>, types: ReadonlyMap<string, ToolStruct>): boolean {
  for (const [, fn, type] of text.matchAll(RETURNS_LIST)) if (results.has(fn) && types.has(type)) return true;
  return false;
}

/** The functions of the package (its files, path and text) whose tool lists its `tools/list` answers give. */
export function assembledResults(members: readonly [string, string][]): Set<string> {
  const unit = members.map(([, text]) => text).join('\n');
  const functions = new Map<string, Func[]>();
  for (const [at, text] of members) {
    if (!text.includes('func')) continue;
    const tokens = goTokens(text);
    for (const fn of functionsOf({ at, text, tokens, pairs: bracketPairs(tokens) })) functions.set(fn.name, [...(functions.get(fn.name) ?? []), fn]);
  }
  const waiting: string[] = [];
  for (const answer of listAnswers(unit)) {
    for (const [, fn] of answer.matchAll(CALL)) if (functions.has(fn)) waiting.push(fn);
    for (const [, field] of answer.matchAll(GIVEN_FIELD)) {
      const set = new RegExp(`\\.${field}[ \\t]{0,16}=[ \\t]{0,16}(?:[A-Za-z_][A-Za-z0-9_]{0,63}\\.)?([A-Za-z_][A-Za-z0-9_]{0,63})[ \\t]{0,4}\\(`, 'g');
      for (const [, fn] of unit.matchAll(set)) if (functions.has(fn)) waiting.push(fn);
    }
  }
  const served = new Set<string>();
  while (waiting.length > 0 && served.size < MAX_SERVED) {
    const name = waiting.pop() as string;
    if (served.has(name)) continue;
    served.add(name);
    for (const fn of functions.get(name) ?? []) for (const spread of spreadInto(fn)) if (functions.has(spread)) waiting.push(spread);
  }
  return served;
}

/** The locals of `fn` it gives: returned, or given as the answer's tools, or copied whole into one given; each only appended to after it is made. */
export function givenLists(fn: Func): Set<string> {
  const { tokens, pairs } = fn.file;
  const { op, is } = reader(tokens);
  const close = pairs[fn.body];
  const given = new Set<string>();
  for (let j = fn.body + 1; j < close; j++) {
    if (tokens[j].kind !== 'name' || op(j - 1, '.')) continue;
    const ends = statementEnds(tokens, j + 1) || op(j + 1, ',') || op(j + 1, ')');
    const returned = is(j - 1, 'return') && ends;
    const field = op(j - 1, ':') && (is(j - 2, 'Tools') || (tokens[j - 2]?.kind === 'string' && tokens[j - 2].text === 'tools')) && ends;
    if (returned || field) given.add(tokens[j].text as string);
  }
  // `for _, t := range all { … kept = append(kept, t) … }`: `all` is given when `kept` is.
  for (let added = true; added; ) {
    added = false;
    for (let j = fn.body + 1; j < close; j++) {
      if (!(is(j, 'range') && tokens[j + 1]?.kind === 'name' && op(j + 2, '{') && op(j - 1, ':=') && tokens[j - 2]?.kind === 'name')) continue;
      const item = tokens[j - 2].text as string;
      const source = tokens[j + 1].text as string;
      for (let k = j + 3; k < pairs[j + 2]; k++)
        if (is(k, 'append') && op(k + 1, '(') && given.has(tokens[k + 2]?.text as string) && op(k + 3, ',') && is(k + 4, item) && pairs[k + 1] === k + 5)
          if (!given.has(source)) {
            given.add(source);
            added = true;
          }
    }
  }
  for (const v of given) if (!onlyAppended(fn, v)) given.delete(v);
  return given;
}

/** The functions `fn` spreads into a list it gives: `v = append(v, F(…)...)`, `v := F(…)`, `return F(…)`. */
function spreadInto(fn: Func): string[] {
  const { tokens, pairs } = fn.file;
  const { op, is } = reader(tokens);
  const given = givenLists(fn);
  const out: string[] = [];
  /** The function a call at `j` (`F(…)`, `pkg.F(…)`) makes, when it ends at `end`. */
  const called = (j: number, end: number): string | undefined => {
    const at = op(j + 1, '.') ? j + 2 : j;
    return tokens[at]?.kind === 'name' && op(at + 1, '(') && pairs[at + 1] + 1 === end ? (tokens[at].text as string) : undefined;
  };
  for (let j = fn.body + 1; j < pairs[fn.body]; j++) {
    if (is(j, 'append') && op(j + 1, '(') && given.has(tokens[j + 2]?.text as string) && op(j + 3, ',')) {
      const spread = pairs[j + 1] - 1;
      const f = op(spread, '...') ? called(j + 4, spread) : undefined;
      if (f) out.push(f);
    }
    if (tokens[j].kind === 'name' && given.has(tokens[j].text as string) && (op(j + 1, ':=') || op(j + 1, '='))) {
      const f = callThrough(j + 2);
      if (f) out.push(f);
    }
    if (is(j, 'return')) {
      const f = callThrough(j + 1);
      if (f) out.push(f);
    }
  }
  return out;

  /** `F(…)` or `pkg.F(…)` at `j` as a whole statement: its name. */
  function callThrough(j: number): string | undefined {
    const at = op(j + 1, '.') ? j + 2 : j;
    if (tokens[at]?.kind !== 'name' || !op(at + 1, '(')) return undefined;
    const after = pairs[at + 1] + 1;
    return statementEnds(tokens, after) ? called(j, after) : undefined;
  }
}

/** Whether `v` is assigned in `fn` only where it is made (`v := …`, `var v …`) and by appending to it. */
function onlyAppended(fn: Func, v: string): boolean {
  const { tokens } = fn.file;
  const { op, is } = reader(tokens);
  let made = 0;
  for (const j of uses(fn, v)) {
    if (op(j + 1, ':=') || is(j - 1, 'var')) made++;
    else if (op(j + 1, '=') && !(is(j + 2, 'append') && op(j + 3, '(') && is(j + 4, v))) return false;
    else if (op(j + 1, '[') || op(j - 1, '&')) return false;
  }
  return made <= 1;
}

/** Whether a statement ends before the token at `j`: a block's end, or the next statement's first word. */
function statementEnds(tokens: readonly GoToken[], j: number): boolean {
  return (tokens[j]?.kind === 'op' && tokens[j].text === '}') || tokens[j]?.kind === 'name';
}

/**
 * The slice literals of a tool type the served function whose name is at `i` lists (the `{` of each, with
 * its type): its body's one `return []T{…}`, or the literal a given list is made of (`v := []T{…}`).
 */
export function servedLiterals(tokens: readonly GoToken[], pairs: Int32Array, i: number, types: ReadonlyMap<string, ToolStruct>): [number, ToolStruct][] {
  const file: ParsedFile = { at: '', text: '', tokens, pairs };
  // The function whose name is at `i`: the first body after it, with no other declaration between.
  const fn = functionsOf(file)
    .filter((f) => f.name === file.tokens[i]?.text && f.body > i)
    .sort((a, b) => a.body - b.body)[0];
  if (!fn || file.tokens.slice(i + 1, fn.body).some((t) => t.kind === 'name' && t.text === 'func')) return [];
  const { op, is } = reader(tokens);
  /** `[]T{` or `[]pkg.T{` at `j`: the `{` and the type. */
  const literal = (j: number): [number, ToolStruct] | undefined => {
    if (!op(j, '[') || !op(j + 1, ']')) return undefined;
    const named = op(j + 3, '.') ? j + 4 : j + 2;
    const struct = tokens[named]?.kind === 'name' ? types.get(tokens[named].text as string) : undefined;
    return struct && op(named + 1, '{') ? [named + 1, struct] : undefined;
  };
  const whole = is(fn.body + 1, 'return') ? literal(fn.body + 2) : undefined;
  if (whole && pairs[whole[0]] + 1 === pairs[fn.body]) return [whole];
  const given = givenLists(fn);
  const out: [number, ToolStruct][] = [];
  for (let j = fn.body + 1; j < pairs[fn.body]; j++) {
    if (tokens[j].kind !== 'name' || !given.has(tokens[j].text as string) || !op(j + 1, ':=')) continue;
    const found = literal(j + 2);
    if (found) out.push(found);
  }
  return out;
}
