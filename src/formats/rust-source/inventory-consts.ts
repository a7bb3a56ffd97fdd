/**
 * Tools whose name and description are constants of a trait impl (`impl HyperVTool for RestartVm { const
 * NAME: &'static str = "hyperv_restart_vm"; const DESCRIPTION: &'static str = "…"; }`), collected with the
 * `inventory` crate and served by rmcp. The crate proves it in three places, each read from its tokens:
 *
 * - a one-arm `macro_rules! register_tool { ($t:ty) => { inventory::submit! { $crate::tool::ToolMeta {
 *   name: <$t as $crate::tool::HyperVTool>::NAME, description: <$t as …::HyperVTool>::DESCRIPTION, … } } }; }`
 *   that submits the type's constants, unchanged, as fields of one struct;
 * - rmcp's `fn list_tools`, looping over `inventory::iter::<ToolMeta>` with no branch, exit or skip in the
 *   loop, making each tool `Tool::new(meta.name, meta.description, …)` (or `Tool { name: meta.name.into(),
 *   description: Some(meta.description.into()), … }`) of those two fields, copied at most;
 * - the macro's call `register_tool!(RestartVm);` for the type, in the impl's file or another of the crate.
 *
 * What it proves is read as trait-consts.ts's (const-tools.ts reads the impls). Cheap to import:
 * classification loads it.
 */
import { bracketPairs } from '../source/tokens.js';
import type { Workspace } from '../types.js';
import { crateOf, firstInCrate, perCrate } from './crate.js';
import { type RsToken, tokenizeRust } from './tokens.js';
import { type ConstTools, declaresStrConstants } from './trait-consts.js';

const IDENT = '[A-Za-z_][A-Za-z0-9_]{0,63}';
const SP = '[ \\t\\r\\n]{0,64}';
const MAX_PROOFS = 16;
const MAX_REGISTERED = 4_096;
const CRATES = new WeakMap<Workspace, Map<string, Proof | undefined>>();
const REGISTERED = new WeakMap<Workspace, Map<string, ReadonlyMap<string, readonly string[]>>>();

/** A submitting macro: its name, the struct it submits, and the trait constant each field of it is given. */
interface Submitter {
  macro: string;
  meta: string;
  fields: Map<string, { trait: string; constant: string }>;
  at: string;
}

/** An rmcp `list_tools` over `inventory::iter::<meta>`: which of its fields give the name and the description. */
interface Lister {
  meta: string;
  name: string;
  description: string;
  at: string;
}

interface Proof {
  macro: string;
  trait: string;
  name: string;
  description: string;
  at: readonly string[];
}

/** What the crate of the file at `path` proves of inventory-collected trait-constant tools, or undefined. */
export function inventoryConstTools(text: string, path: string, workspace: Workspace | undefined): ConstTools | undefined {
  if (!declaresStrConstants(text)) return undefined;
  const crate = crateOf(path, workspace);
  if (crate === undefined || !workspace) return undefined;
  const proof = perCrate(CRATES, workspace, crate, () => prove(workspace, crate));
  if (!proof || !new RegExp(`\\bimpl${SP}(?:${IDENT}${SP}::${SP}){0,8}${proof.trait}${SP}for\\b`).test(text)) return undefined;
  // The types the macro is called for: in this file, and in the crate's files (bounded).
  const registered = new Map<string, readonly string[]>(perCrate(REGISTERED, workspace, crate, () => registeredIn(workspace, crate, proof.macro)));
  for (const type of invoked(text, proof.macro)) registered.set(type, [...new Set([...(registered.get(type) ?? []), path])]);
  return { trait: proof.trait, name: proof.name, description: proof.description, trims: [], at: proof.at, registered };
}

/** Whether the file at `path` holds the `list_tools` the crate's proof rests on: each tool it makes is an impl's constants, read there. */
export function inventoryLister(text: string, path: string, workspace: Workspace | undefined): boolean {
  if (!text.includes('inventory::iter') || !text.includes('fn list_tools')) return false;
  const crate = crateOf(path, workspace);
  if (crate === undefined || !workspace) return false;
  return perCrate(CRATES, workspace, crate, () => prove(workspace, crate))?.at[1] === path;
}

function prove(workspace: Workspace, crate: string): Proof | undefined {
  const submitters: Submitter[] = [];
  const listers: Lister[] = [];
  firstInCrate(workspace, crate, ({ at, text }) => {
    const submits = text.includes('macro_rules!') && text.includes('inventory::submit');
    const lists = text.includes('inventory::iter') && text.includes('fn list_tools') && text.includes('rmcp');
    if (!submits && !lists) return undefined;
    const tokens = tokenizeRust(text);
    const pairs = bracketPairs(tokens);
    if (submits && submitters.length < MAX_PROOFS) submitters.push(...submittersIn(tokens, pairs, at));
    if (lists && listers.length < MAX_PROOFS) listers.push(...listersIn(tokens, pairs, at));
    return undefined;
  });
  for (const submitter of submitters)
    for (const lister of listers) {
      const name = submitter.fields.get(lister.name);
      const description = submitter.fields.get(lister.description);
      if (lister.meta !== submitter.meta || !name || !description || name.trait !== description.trait || name.constant === description.constant) continue;
      return { macro: submitter.macro, trait: name.trait, name: name.constant, description: description.constant, at: [submitter.at, lister.at] };
    }
  return undefined;
}

function reader(tokens: readonly RsToken[]) {
  return {
    op: (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v,
    is: (i: number, v: string) => tokens[i]?.kind === 'name' && tokens[i].text === v,
    name: (i: number) => tokens[i]?.kind === 'name',
  };
}

/** `a :: b :: C` from `i` (a leading `$crate ::` or `::` too): the index after it and its last segment. */
function pathAt(tokens: readonly RsToken[], i: number): { end: number; last: string } | undefined {
  const { op, is, name } = reader(tokens);
  let j = i;
  if (op(j, '$') && is(j + 1, 'crate') && op(j + 2, ':') && op(j + 3, ':')) j += 4;
  else if (op(j, ':') && op(j + 1, ':')) j += 2;
  if (!name(j)) return undefined;
  while (op(j + 1, ':') && op(j + 2, ':') && name(j + 3)) j += 3;
  return { end: j + 1, last: tokens[j].text as string };
}

/** The file's one-arm `macro_rules!` whose whole expansion is `inventory::submit! { Meta { … } }`. */
function submittersIn(tokens: readonly RsToken[], pairs: Int32Array, at: string): Submitter[] {
  const { op, is, name } = reader(tokens);
  const out: Submitter[] = [];
  for (let i = 0; i + 3 < tokens.length; i++) {
    if (!(is(i, 'macro_rules') && op(i + 1, '!') && name(i + 2) && op(i + 3, '{'))) continue;
    const open = i + 3;
    // `($t:ty) => { … }`, then at most a `;`, then the macro's end.
    const p = open + 1;
    const matcher = op(p, '(') && op(p + 1, '$') && name(p + 2) && op(p + 3, ':') && name(p + 4) && op(p + 5, ')') && pairs[p] === p + 5;
    if (!matcher || !['ty', 'ident', 'path'].includes(tokens[p + 4].text as string) || !(op(p + 6, '=') && op(p + 7, '>') && op(p + 8, '{'))) continue;
    const arm = p + 8;
    const after = op(pairs[arm] + 1, ';') ? pairs[arm] + 2 : pairs[arm] + 1;
    if (after !== pairs[open]) continue;
    // `inventory::submit! { Meta { … } }`, alone in the arm.
    const start = op(arm + 1, ':') && op(arm + 2, ':') ? arm + 3 : arm + 1;
    const submit = is(start, 'inventory') && op(start + 1, ':') && op(start + 2, ':') && is(start + 3, 'submit') && op(start + 4, '!');
    const braces = start + 5;
    const path = submit && (op(braces, '{') || op(braces, '(')) ? pathAt(tokens, braces + 1) : undefined;
    if (!path || !op(path.end, '{') || pairs[path.end] + 1 !== pairs[braces]) continue;
    const end = op(pairs[braces] + 1, ';') ? pairs[braces] + 2 : pairs[braces] + 1;
    if (end !== pairs[arm]) continue;
    out.push({ macro: tokens[i + 2].text as string, meta: path.last, fields: traitFields(tokens, pairs, path.end, tokens[p + 2].text as string), at });
    i = pairs[open];
  }
  return out;
}

/** The fields of the struct literal at `open` given `<$param as Trait>::CONSTANT`, by field. */
function traitFields(tokens: readonly RsToken[], pairs: Int32Array, open: number, param: string): Map<string, { trait: string; constant: string }> {
  const { op, is, name } = reader(tokens);
  const fields = new Map<string, { trait: string; constant: string }>();
  for (let j = open + 1; j < pairs[open]; ) {
    let end = j;
    while (end < pairs[open] && !op(end, ',')) end = op(end, '(') || op(end, '[') || op(end, '{') ? pairs[end] + 1 : end + 1;
    const trait = name(j) && op(j + 1, ':') && op(j + 2, '<') && op(j + 3, '$') && is(j + 4, param) && is(j + 5, 'as') ? pathAt(tokens, j + 6) : undefined;
    const given = trait && op(trait.end, '>') && op(trait.end + 1, ':') && op(trait.end + 2, ':') && name(trait.end + 3) && trait.end + 4 === end;
    if (trait && given) fields.set(tokens[j].text as string, { trait: trait.last, constant: tokens[trait.end + 3].text as string });
    j = end + 1;
  }
  return fields;
}

/** The file's `fn list_tools` loops over `inventory::iter::<Meta>` that make each tool of two of its fields, copied at most. */
function listersIn(tokens: readonly RsToken[], pairs: Int32Array, at: string): Lister[] {
  const { op, is, name } = reader(tokens);
  const out: Lister[] = [];
  for (let f = 0; f + 2 < tokens.length; f++) {
    if (!(is(f, 'fn') && is(f + 1, 'list_tools') && op(f + 2, '('))) continue;
    let body = pairs[f + 2] + 1;
    while (body < tokens.length && !op(body, '{') && !op(body, ';')) body++;
    if (!op(body, '{')) continue;
    for (let i = body + 1; i < pairs[body]; i++) {
      if (!(is(i, 'for') && name(i + 1) && is(i + 2, 'in') && is(i + 3, 'inventory') && op(i + 4, ':') && is(i + 6, 'iter'))) continue;
      if (!(op(i + 7, ':') && op(i + 8, ':') && op(i + 9, '<'))) continue;
      const meta = pathAt(tokens, i + 10);
      if (!meta || !op(meta.end, '>')) continue;
      const loop = op(meta.end + 1, '(') && op(meta.end + 2, ')') ? meta.end + 3 : meta.end + 1;
      if (!op(loop, '{')) continue;
      // Every item the loop sees becomes a tool: nothing in it branches, skips or leaves.
      const variable = tokens[i + 1].text as string;
      const inner = tokens.slice(loop + 1, pairs[loop]);
      if (inner.some((t) => t.kind === 'name' && ['if', 'continue', 'break', 'return', 'while', 'loop'].includes(t.text as string))) continue;
      const made = madeTool(tokens, pairs, loop, variable);
      if (made) out.push({ meta: meta.last, ...made, at });
    }
  }
  return out;
}

/** In the loop at `open`, one `Tool::new(v.a, v.b, …)` or `Tool { name: v.a, description: Some(v.b), … }`: `a` and `b`. */
function madeTool(tokens: readonly RsToken[], pairs: Int32Array, open: number, variable: string): { name: string; description: string } | undefined {
  const { op, is, name } = reader(tokens);
  /** `v.field` copied at most (`.into()`, `.to_string()`, `.to_owned()`), ending at `end`: the field. */
  const fieldOf = (j: number, end: number): string | undefined => {
    if (!(is(j, variable) && op(j + 1, '.') && name(j + 2))) return undefined;
    let k = j + 3;
    while (op(k, '.') && ['into', 'to_string', 'to_owned'].includes(tokens[k + 1]?.text as string) && op(k + 2, '(') && op(k + 3, ')')) k += 4;
    return k === end ? (tokens[j + 2].text as string) : undefined;
  };
  const argEnd = (j: number, close: number): number => {
    let end = j;
    while (end < close && !op(end, ',')) end = op(end, '(') || op(end, '[') || op(end, '{') ? pairs[end] + 1 : end + 1;
    return end;
  };
  const found: { name: string; description: string }[] = [];
  for (let j = open + 1; j < pairs[open]; j++) {
    if (!is(j, 'Tool') || (op(j - 1, ':') && !op(j - 2, ':'))) continue;
    if (op(j + 1, ':') && op(j + 2, ':') && is(j + 3, 'new') && op(j + 4, '(')) {
      const close = pairs[j + 4];
      const first = argEnd(j + 5, close);
      const second = argEnd(first + 1, close);
      const n = fieldOf(j + 5, first);
      const d = fieldOf(first + 1, second);
      if (n !== undefined && d !== undefined) found.push({ name: n, description: d });
      else return undefined;
    } else if (op(j + 1, '{')) {
      let n: string | undefined;
      let d: string | undefined;
      for (let k = j + 2; k < pairs[j + 1]; ) {
        const end = argEnd(k, pairs[j + 1]);
        if (is(k, 'name') && op(k + 1, ':')) n = fieldOf(k + 2, end);
        if (is(k, 'description') && op(k + 1, ':') && is(k + 2, 'Some') && op(k + 3, '(') && pairs[k + 3] + 1 === end) d = fieldOf(k + 4, pairs[k + 3]);
        k = end + 1;
      }
      if (n !== undefined && d !== undefined) found.push({ name: n, description: d });
      else return undefined;
    }
  }
  return found.length === 1 ? found[0] : undefined;
}

/** The types the crate's files call `macro` for, each with the files that call it (bounded). */
function registeredIn(workspace: Workspace, crate: string, macro: string): Map<string, readonly string[]> {
  const found = new Map<string, string[]>();
  firstInCrate(workspace, crate, ({ at, text }) => {
    if (!text.includes(`${macro}!`)) return undefined;
    for (const type of invoked(text, macro)) {
      const files = found.get(type) ?? [];
      if (files.length === 0 && found.size >= MAX_REGISTERED) continue;
      if (!files.includes(at)) files.push(at);
      found.set(type, files);
    }
    return undefined;
  });
  return found;
}

/** The types a text calls `macro` for: `register_tool!(RestartVm);`, `register_tool! { a::RestartVm }`. */
function invoked(text: string, macro: string): string[] {
  if (!text.includes(`${macro}!`)) return [];
  const call = new RegExp(`(?<![\\w$])${macro}${SP}!${SP}[({\\[]${SP}(?:${IDENT}${SP}::${SP}){0,8}(${IDENT})${SP}[)}\\]]`, 'g');
  return [...text.matchAll(call)].map((m) => m[1]);
}
