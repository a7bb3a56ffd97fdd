/**
 * A tool's `name=` that stands for a string another module of the repository writes: `from
 * app.constants import ToolNames` … `@mcp.tool(name=ToolNames.SAVE)`, where that module's plain class
 * assigns `SAVE = "save_place"`, or `name=TOOL_NAMES["SAVE"]` of a dict literal it assigns at its top
 * level (members.ts). Read through the workspace before the text alone is read (extract.ts), so the
 * value is known, though written elsewhere: it is placed at the reference. Bounded: the names of at most
 * MAX_REFS references, MAX_READS modules read, and only a string literal is a value.
 */
import type { Workspace } from '../types.js';
import { blocks } from './blocks.js';
import { classAttributes, dictEntry } from './members.js';
import { assigns, FROM_IMPORT, importedItems, modulePaths, readModule } from './package-modules.js';
import { type Token, tokenize } from './tokens.js';
import { bracketPairs } from '../source/tokens.js';

/** `name=X.Y` or `name=X["k"]`, up to the argument's end. */
const REFERENCE = /\bname[ \t]{0,8}=[ \t]{0,8}([A-Za-z_]\w{0,99})(?:\.([A-Za-z_]\w{0,99})|\[[ \t]{0,8}(["'])([^"'\\\n]{0,200})\3[ \t]{0,8}\])[ \t]{0,8}[,)\n]/g;
const MAX_REFS = 64;
const MAX_READS = 8;

/** The reference (`ToolNames.SAVE`, `TOOL_NAMES["SAVE"]`, as `key` writes it) → its string, for each one an imported module writes. */
export function importedConstants(text: string, path: string, workspace: Workspace | undefined): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  if (!workspace || !text.includes('import')) return out;
  const wanted = new Map<string, { member?: string; entry?: string }[]>();
  let count = 0;
  for (const match of text.matchAll(REFERENCE)) {
    const list = wanted.get(match[1]) ?? [];
    list.push(match[2] !== undefined ? { member: match[2] } : { entry: match[4] });
    wanted.set(match[1], list);
    if (++count >= MAX_REFS) break;
  }
  if (wanted.size === 0) return out;
  const budget = { reads: MAX_READS };
  for (const statement of text.matchAll(FROM_IMPORT)) {
    for (const { name, alias } of importedItems(statement[2])) {
      const refs = wanted.get(alias);
      if (refs === undefined || name === '*') continue;
      // The name is the module's only when the file does not bind it again.
      if (assigns(text, alias)) continue;
      const module = modulePaths(statement[1], path, workspace)[0];
      const source = module === undefined ? undefined : readModule(workspace, module, budget);
      if (source === undefined) continue;
      const read = constantsOf(source);
      for (const ref of refs) {
        const value = ref.member !== undefined ? read.member(name, ref.member) : read.entry(name, ref.entry as string);
        if (value !== undefined) out.set(key(alias, ref), value);
      }
    }
  }
  return out;
}

/** How a reference is looked up: `X.Y`, or `X["k"]` whatever its quotes. */
export function key(name: string, ref: { member?: string; entry?: string }): string {
  return ref.member !== undefined ? `${name}.${ref.member}` : `${name}[${JSON.stringify(ref.entry)}]`;
}

/** The string constants of a module's text: its plain classes' attributes and its top-level dict literals' entries. */
function constantsOf(source: string): { member(cls: string, attr: string): string | undefined; entry(table: string, k: string): string | undefined } {
  const tokens = tokenize(source);
  const indent = blocks(tokens, source).indent;
  const attributes = classAttributes(tokens, indent);
  const pairs = bracketPairs(tokens);
  const closing = (i: number) => pairs[i];
  const tables = new Map<string, number>();
  for (let i = 0; i + 2 < tokens.length; i++) {
    const t = tokens[i];
    if (t.first && indent[i] === 0 && t.kind === 'name' && isOp(tokens[i + 1], '='))
      tables.set(t.text as string, isOp(tokens[i + 2], '{') && ends(tokens[closing(i + 2) + 1]) ? i + 2 : -1);
  }
  return {
    member: (cls, attr) => stringAt(tokens, attributes.get(`${cls}.${attr}`) ?? -1),
    entry: (table, k) => {
      const open = tables.get(table) ?? -1;
      return open === -1 ? undefined : stringAt(tokens, dictEntry(tokens, open, closing(open), k, closing));
    },
  };
}

function isOp(t: Token | undefined, text: string): boolean {
  return t?.kind === 'op' && t.text === text;
}

/** Whether a value ends before `t`: the end of its line, a `,` or a closing bracket. */
function ends(t: Token | undefined): boolean {
  return t === undefined || t.kind === 'newline' || isOp(t, ',') || isOp(t, '}') || isOp(t, ')') || isOp(t, ']');
}

/** The string at `i` when the value there is one string literal (not an f-string with substitutions). */
function stringAt(tokens: readonly Token[], i: number): string | undefined {
  const t = tokens[i];
  return i >= 0 && t?.kind === 'string' && t.text !== undefined && ends(tokens[i + 1]) ? t.text : undefined;
}
