/**
 * Tools whose name and description are constants of a trait impl (`impl Tool for Search { const NAME: &str =
 * "search"; const DESCRIPTION: &str = "…"; }`), served through a trait object: the crate proves it in three
 * places, each a plain bounded text test. A blanket impl hands the constants on unchanged (`impl<T: Tool>
 * DynTool for T { fn name(&self) -> &'static str { T::NAME } fn description(&self) -> … { T::DESCRIPTION } }`);
 * a `list_tools` iterates a field of boxed trait objects (`tools: HashMap<&str, Box<dyn DynTool>>`, `for tool
 * in self.tools.values()`) and sets each tool's name to `tool.name()` copied, its description to
 * `tool.description()` copied or trimmed (`.trim()`, `.trim_matches('\n')`: a rewrite as statically known as
 * the literal, applied to it); and the type is boxed somewhere in the crate (`Box::new(Search)`).
 * Cheap to import: classification loads it.
 */
import type { Workspace } from '../types.js';
import { crateOf, firstInCrate, perCrate } from './crate.js';
import { boxedTypes } from './hand-rolled.js';

const IDENT = '[A-Za-z_][A-Za-z0-9_]{0,63}';
const SP = '[ \\t\\r\\n]{0,64}';
/** `impl<T: Tool> DynTool for T` or `impl<T> DynTool for T where T: Tool`: T, the bound, the dyn trait, the bound in `where`. */
const BLANKET = new RegExp(
  `\\bimpl${SP}<${SP}(${IDENT})${SP}(?::${SP}(${IDENT})${SP})?>${SP}(${IDENT})${SP}for${SP}\\1\\b${SP}(?:where${SP}\\1${SP}:${SP}(${IDENT})${SP}(?:,${SP})?)?\\{`,
  'g',
);
const MAX_BLANKET = 4_096;
const MAX_LISTER = 4_096;
/** A copy that leaves the text as it is. */
const COPIED = `(?:${SP}\\.${SP}(?:to_string|into|to_owned)${SP}\\(${SP}\\)){0,2}`;
/** One trim of the description: `.trim()`, `.trim_start()`, `.trim_end()`, `.trim_matches('\n')` (and `_start_`/`_end_`). */
const TRIM = `${SP}\\.${SP}trim(?:_start|_end)?(?:_matches${SP}\\(${SP}'(?:\\\\[nrt0\\\\']|[^'\\\\\\r\\n])'${SP}\\)|${SP}\\(${SP}\\))`;
const TRIMS = new RegExp(`\\.${SP}trim(_start|_end)?(?:_matches${SP}\\(${SP}'(\\\\[nrt0\\\\']|[^'\\\\\\r\\n])'${SP}\\)|${SP}\\(${SP}\\))`, 'g');
const NAME_SET = new RegExp(`\\bname${SP}[=:]${SP}(${IDENT})${SP}\\.${SP}name${SP}\\(${SP}\\)${COPIED}${SP}[;,]`);
const DESCRIPTION_SET = new RegExp(
  `\\bdescription${SP}[=:]${SP}(?:Some${SP}\\(${SP})?(${IDENT})${SP}\\.${SP}description${SP}\\(${SP}\\)((?:${TRIM}){0,8})${COPIED}${SP}\\)?${SP}[;,]`,
);
/** A field of trait objects (never a `let`), its type on its line: `tools: HashMap<&'static str, Box<dyn DynTool + Send>>`, its name and the trait. */
const HOLDS = new RegExp(
  `(?<!\\blet[ \\t]{1,16}(?:mut[ \\t]{1,16})?)\\b(${IDENT})${SP}:${SP}[^;{}=()\\n]{0,128}?\\bdyn${SP}(?:${IDENT}${SP}::${SP}){0,8}(${IDENT})\\b`,
  'g',
);
const CRATES = new WeakMap<Workspace, Map<string, Proof | undefined>>();

/** One trim: of Unicode white space (`char` undefined) or of one character, at both ends or one. */
export interface Trim {
  side: 'both' | 'start' | 'end';
  char?: string;
}

interface Proof {
  /** The trait whose impls hold the constants, and the constants' names. */
  trait: string;
  name: string;
  description: string;
  trims: readonly Trim[];
  /** The files of the blanket impl and of `list_tools`. */
  at: readonly string[];
}

export interface ConstTools extends Proof {
  /** The types the crate boxes, with the files that box each. */
  registered: ReadonlyMap<string, readonly string[]>;
}

/** Whether the text declares a `&str` constant in an impl: only then is the crate looked at. */
export function declaresStrConstants(text: string): boolean {
  return text.includes('const ') && /\bimpl\b/.test(text) && /\bconst[ \t]{1,16}[A-Z][A-Z0-9_]{0,63}[ \t]{0,16}:[ \t]{0,16}&/.test(text);
}

/** What the crate of the file at `path` proves of trait-constant tools, or undefined. */
export function constTools(text: string, path: string, workspace: Workspace | undefined): ConstTools | undefined {
  if (!declaresStrConstants(text)) return undefined;
  const crate = crateOf(path, workspace);
  if (crate === undefined || !workspace) return undefined;
  const proof = perCrate(CRATES, workspace, crate, () => prove(workspace, crate));
  if (!proof || !new RegExp(`\\bimpl${SP}(?:${IDENT}${SP}::${SP}){0,8}${proof.trait}${SP}for\\b`).test(text)) return undefined;
  return { ...proof, registered: boxedTypes(path, workspace) };
}

/** Whether the file at `path` holds the `list_tools` the crate's proof rests on: each tool it makes is an impl's constants, read there. */
export function constLister(text: string, path: string, workspace: Workspace | undefined): boolean {
  if (!text.includes('fn list_tools')) return false;
  const crate = crateOf(path, workspace);
  if (crate === undefined || !workspace) return false;
  return perCrate(CRATES, workspace, crate, () => prove(workspace, crate))?.at[1] === path;
}

function prove(workspace: Workspace, crate: string): Proof | undefined {
  const blankets: { dyn: string; trait: string; name: string; description: string; at: string }[] = [];
  const listers: { text: string; at: string; fields: Map<string, string> }[] = [];
  firstInCrate(workspace, crate, ({ at, text }) => {
    if (text.includes('impl') && text.includes('for'))
      for (const match of text.matchAll(BLANKET)) {
        const [whole, t, bound, dyn, where] = match;
        const trait = bound ?? where;
        if (trait === undefined || blankets.length >= 16) continue;
        const body = text.slice(match.index + whole.length, match.index + whole.length + MAX_BLANKET);
        const returns = (method: string) =>
          new RegExp(
            `\\bfn${SP}${method}${SP}\\(${SP}&${SP}self${SP}\\)${SP}->${SP}&(?:'static${SP})?str${SP}\\{${SP}(?:${t}|Self)${SP}::${SP}(${IDENT})${SP}\\}`,
          ).exec(body)?.[1];
        const name = returns('name');
        const description = returns('description');
        if (name !== undefined && description !== undefined) blankets.push({ dyn, trait, name, description, at });
      }
    const list = text.indexOf('fn list_tools');
    if (list === -1 || listers.length >= 16) return undefined;
    // The fields of trait objects the file declares (`tools: HashMap<&str, Box<dyn DynTool>>`), by name.
    const fields = new Map<string, string>();
    if (text.includes('dyn')) for (const [, field, dyn] of text.matchAll(HOLDS)) if (fields.size < 64) fields.set(field, dyn);
    listers.push({ text: text.slice(list, list + MAX_LISTER), at, fields });
    return undefined;
  });
  for (const blanket of blankets)
    for (const lister of listers) {
      const trims = served(lister.text, lister.fields, blanket.dyn);
      if (trims) return { trait: blanket.trait, name: blanket.name, description: blanket.description, trims, at: [blanket.at, lister.at] };
    }
  return undefined;
}

/** The trims a `list_tools` applies to the description of each trait object of `dyn` it iterates, or undefined when it does not. */
function served(lister: string, fields: ReadonlyMap<string, string>, dyn: string): Trim[] | undefined {
  const name = NAME_SET.exec(lister);
  const description = DESCRIPTION_SET.exec(lister);
  if (!name || !description || name[1] !== description[1]) return undefined;
  const loop = new RegExp(
    `\\bfor${SP}${name[1]}${SP}in${SP}(?:&${SP})?self${SP}\\.${SP}(${IDENT})${SP}(?:\\.${SP}(?:values|iter)${SP}\\(${SP}\\))?${SP}\\{`,
  ).exec(lister);
  if (!loop || fields.get(loop[1]) !== dyn) return undefined;
  return [...description[2].matchAll(TRIMS)].map(([, side, char]) => ({
    side: side === '_start' ? 'start' : side === '_end' ? 'end' : 'both',
    ...(char === undefined ? {} : { char: unescaped(char) }),
  }));
}

function unescaped(char: string): string {
  if (!char.startsWith('\\')) return char;
  return { n: '\n', r: '\r', t: '\t', '0': '\0' }[char[1]] ?? char[1];
}

const WHITE = /\p{White_Space}/u;

/** The text as the trims leave it, and how many characters they cut from its start. */
export function trimmed(text: string, trims: readonly Trim[]): { text: string; cut: number } {
  let from = 0;
  let to = text.length;
  for (const { side, char } of trims) {
    const cuts = (c: string) => (char === undefined ? WHITE.test(c) : c === char);
    if (side !== 'end') while (from < to && cuts(text[from])) from++;
    if (side !== 'start') while (to > from && cuts(text[to - 1])) to--;
  }
  return { text: text.slice(from, to), cut: from };
}
