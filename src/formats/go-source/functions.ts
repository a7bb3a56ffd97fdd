/**
 * A Go file's top-level functions read from its tokens, as far as proving what a function's body does
 * with its parameters needs: their parameters, bodies, the uses of a name in a body, whether a parameter
 * is only read, whether every other exit of a body is a failure, and a composite literal's fields. What
 * wrappers.ts and sdk-adders.ts prove their constructors and registering functions with.
 */
import type { GoToken } from './tokens.js';

/** A return's last value an error: `…, err`, `…, fmt.Errorf(…)`, `…, errors.New(…)`; never `nil`. */
const FAILURE = /,[ \t]{0,16}(?:(?!(?:nil|true|false)[ \t]*$)[A-Za-z_]\w{0,63}|(?:fmt\.Errorf|errors\.New)\(.*\))[ \t]*$/;

export interface Param {
  name: string;
  type: string;
  variadic: boolean;
}

export interface Func {
  name: string;
  params: Param[];
  /** The `{` of its body. */
  body: number;
  file: ParsedFile;
  /** A method's receiver: its variable and type. */
  receiver?: { name: string; type: string };
}

export interface ParsedFile {
  at: string;
  text: string;
  tokens: readonly GoToken[];
  pairs: Int32Array;
}

export function reader(tokens: readonly GoToken[]) {
  return {
    op: (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v,
    is: (i: number, v: string) => tokens[i]?.kind === 'name' && tokens[i].text === v,
  };
}

/** The file's top-level functions and methods with named parameters. */
export function functionsOf(file: ParsedFile): Func[] {
  const { tokens, pairs } = file;
  const { op, is } = reader(tokens);
  const out: Func[] = [];
  for (let i = 0, depth = 0; i + 2 < tokens.length; i++) {
    if (op(i, '{') || op(i, '(') || op(i, '[')) depth++;
    else if (op(i, '}') || op(i, ')') || op(i, ']')) depth--;
    if (depth !== 0 || !is(i, 'func')) continue;
    let at = i + 1;
    let receiver: Func['receiver'];
    if (op(at, '(')) {
      const inner = tokens.slice(at + 1, pairs[at]).filter((t) => t.kind === 'name');
      if (inner.length === 2) receiver = { name: inner[0].text as string, type: inner[1].text as string };
      at = pairs[at] + 1;
    }
    if (tokens[at]?.kind !== 'name') continue;
    const name = tokens[at].text as string;
    let open = at + 1;
    if (op(open, '[')) open = pairs[open] + 1;
    if (!op(open, '(')) continue;
    const params = paramsOf(tokens, pairs, open);
    const body = bodyOf(tokens, pairs, pairs[open] + 1);
    if (params && body !== -1) out.push({ name, params, body, file, ...(receiver ? { receiver } : {}) });
  }
  return out;
}

/** The `{` of a function's body after its results at `from`: `map[string]interface{}` holds braces of its own. */
export function bodyOf(tokens: readonly GoToken[], pairs: Int32Array, from: number): number {
  const { op, is } = reader(tokens);
  for (let j = from; j < tokens.length && j < from + 64; j++) {
    if (op(j, '(') || op(j, '[')) j = pairs[j];
    else if (op(j, '{')) {
      if (!(is(j - 1, 'interface') || is(j - 1, 'struct'))) return j;
      j = pairs[j];
    }
  }
  return -1;
}

/** A parameter list's names and types, `(name, description string, options ...mcp.ToolOption)`; undefined when unnamed. */
export function paramsOf(tokens: readonly GoToken[], pairs: Int32Array, open: number): Param[] | undefined {
  const groups: GoToken[][] = [[]];
  for (let j = open + 1; j < pairs[open]; j++) {
    const t = tokens[j];
    if (t.kind === 'op' && t.text === ',') groups.push([]);
    else {
      const end = t.kind === 'op' && (t.text === '(' || t.text === '[' || t.text === '{') ? pairs[j] : j;
      for (let k = j; k <= end; k++) groups[groups.length - 1].push(tokens[k]);
      j = end;
    }
  }
  // A list written one parameter a line ends in a comma.
  if (groups.length > 1 && groups[groups.length - 1].length === 0) groups.pop();
  if (groups.length === 1 && groups[0].length === 0) return [];
  if ((groups.at(-1) as GoToken[]).length < 2) return undefined;
  const params: Param[] = [];
  let type = '';
  for (let g = groups.length - 1; g >= 0; g--) {
    const group = groups[g];
    if (group.length === 0 || group[0].kind !== 'name') return undefined;
    const rest = group.slice(1);
    const variadic = rest[0]?.kind === 'op' && rest[0].text === '...';
    if (rest.length > 0) type = (variadic ? rest.slice(1) : rest).map((t) => t.text).join('');
    params.unshift({ name: group[0].text as string, type, variadic });
  }
  return params;
}

/** The indices in the body of `fn` of the bare name `name` (not a field: not after `.`). */
export function uses(fn: Func, name: string): number[] {
  const { tokens, pairs } = fn.file;
  const out: number[] = [];
  for (let j = fn.body + 1; j < pairs[fn.body]; j++) if (tokens[j].kind === 'name' && tokens[j].text === name && !reader(tokens).op(j - 1, '.')) out.push(j);
  return out;
}

/** Whether every use of a parameter in the body only reads it: never assigned (on its line, before an `=`), never its address taken. */
export function onlyRead(fn: Func, name: string): boolean {
  const { tokens, text } = fn.file;
  return uses(fn, name).every((j) => {
    if (reader(tokens).op(j - 1, '&')) return false;
    const lineEnd = text.indexOf('\n', tokens[j].end);
    const rest = text.slice(tokens[j].end, lineEnd === -1 ? undefined : lineEnd).replace(/[=!<>]=/g, '');
    return !rest.includes('=');
  });
}

/**
 * Whether each `return` of the body but those `keeps` accepts ends in an error (a bare name other than
 * `nil`, or `fmt.Errorf(…)` / `errors.New(…)`): an early exit is a failure, never a tool silently left out.
 */
export function failsOtherwise(fn: Func, keeps: (j: number) => boolean): boolean {
  const { tokens, pairs, text } = fn.file;
  for (let j = fn.body + 1; j < pairs[fn.body]; j++) {
    // A function literal's returns are its own (a handler's).
    if (tokens[j].kind === 'name' && tokens[j].text === 'func' && reader(tokens).op(j + 1, '(')) {
      const body = bodyOf(tokens, pairs, pairs[j + 1] + 1);
      if (body !== -1) j = pairs[body];
      continue;
    }
    if (tokens[j].kind !== 'name' || tokens[j].text !== 'return' || keeps(j)) continue;
    const lineEnd = text.indexOf('\n', tokens[j].end);
    const line = text.slice(tokens[j].end, lineEnd === -1 ? undefined : lineEnd).trim();
    if (!FAILURE.test(line.slice(-512))) return false;
  }
  return true;
}

/** The string parameter a field's value names alone (`Name: name,`), by its index; -1 otherwise. */
export function paramAt(fn: Func, j: number, end: number): number {
  const t = fn.file.tokens[j];
  if (end !== j + 1 || t.kind !== 'name') return -1;
  return fn.params.findIndex((p) => p.name === t.text && p.type === 'string' && !p.variadic);
}

/**
 * The parameters a Tool literal at `open` sets `Name` and `Description` to, by index (two string parameters
 * named alone, distinct, each only read), and whether it sets `Annotations`; undefined where it sets a field
 * neither of those nor one of `others`.
 */
export function namingParams(fn: Func, open: number, others: ReadonlySet<string>): { name: number; description: number; annotations: boolean } | undefined {
  let name = -1;
  let description = -1;
  let annotations = false;
  const fields = fieldsOf(fn.file, open);
  for (const { field, value, end } of fields ?? []) {
    if (field === 'Name') name = paramAt(fn, value, end);
    else if (field === 'Description') description = paramAt(fn, value, end);
    else if (others.has(field)) annotations ||= field === 'Annotations';
    else return undefined;
  }
  if (!fields || name === -1 || description === -1 || name === description) return undefined;
  if (!onlyRead(fn, fn.params[name].name) || !onlyRead(fn, fn.params[description].name)) return undefined;
  return { name, description, annotations };
}

/** A composite literal's fields at `open`: each field's name, its value's first token and end. */
export function fieldsOf(file: ParsedFile, open: number): { field: string; value: number; end: number }[] | undefined {
  const { tokens, pairs } = file;
  const { op } = reader(tokens);
  const out: { field: string; value: number; end: number }[] = [];
  for (let j = open + 1; j < pairs[open]; ) {
    if (tokens[j].kind !== 'name' || !op(j + 1, ':')) return undefined;
    let end = j + 2;
    while (end < pairs[open] && !op(end, ',')) end = op(end, '(') || op(end, '[') || op(end, '{') ? pairs[end] + 1 : end + 1;
    out.push({ field: tokens[j].text as string, value: j + 2, end });
    j = end + 1;
  }
  return out;
}
