/**
 * A function's local that holds a literal for its whole body: `trueVal := true` (a string, a number,
 * `true` or `false`) on a line of its own, the only declaration of the name in the function (no other
 * `:=`, `var`, loop variable or function literal's parameter of it) and a statement of the body itself
 * (in no block), used only after it, never assigned, incremented or
 * given by address to anything but a composite literal's field. The go-sdk types `OpenWorldHint` and
 * `DestructiveHint` as `*bool`, so a server writes `OpenWorldHint: &trueVal`: that field is then the
 * literal, and so is a plain `ReadOnlyHint: trueVal`.
 */
import { functionsOf, paramsOf, reader, uses } from './functions.js';
import type { GoToken } from './tokens.js';
import { withoutStrings } from './translations.js';

/** `name := literal` alone on its line. */
const DECLARATION = /^[ \t]*([A-Za-z_]\w{0,63})[ \t]*:=[ \t]*(?:true|false|\d+(?:\.\d+)?|"(?:[^"\\\n]|\\.){0,4096}"|`[^`]{0,4096}`)[ \t]*(?:\/\/[^\n]*)?$/;

/** Each use (token index) of such a local in the file's functions, with the index of its literal. */
export function localValues(text: string, tokens: readonly GoToken[], pairs: Int32Array): ReadonlyMap<number, number> {
  const out = new Map<number, number>();
  if (!text.includes(':=')) return out;
  const { op, is } = reader(tokens);
  const lineOf = (j: number) => {
    const start = text.lastIndexOf('\n', tokens[j].start - 1) + 1;
    const end = text.indexOf('\n', tokens[j].end);
    return {
      before: text.slice(start, tokens[j].start),
      after: text.slice(tokens[j].end, end === -1 ? undefined : end),
      line: text.slice(start, end === -1 ? undefined : end),
    };
  };
  /** Whether `at` is a statement of the body at `body` itself, in no block of it. */
  const topLevel = (body: number, at: number) => {
    let j = body + 1;
    while (j < at) j = op(j, '{') || op(j, '(') || op(j, '[') ? pairs[j] + 1 : j + 1;
    return j === at;
  };
  for (const fn of functionsOf({ at: '', text, tokens, pairs })) {
    const declared = new Map<string, number>();
    for (let j = fn.body + 1; j < pairs[fn.body]; j++)
      if (
        tokens[j].kind === 'name' &&
        op(j + 1, ':=') &&
        !op(j - 1, ',') &&
        !op(j - 1, '.') &&
        DECLARATION.exec(lineOf(j).line)?.[1] === tokens[j].text &&
        lineOf(j).before.trim() === ''
      )
        declared.set(tokens[j].text as string, declared.has(tokens[j].text as string) ? -1 : j);
    for (const [name, at] of declared) {
      if (at === -1 || !topLevel(fn.body, at) || fn.params.some((p) => p.name === name) || fn.receiver?.name === name) continue;
      const found = uses(fn, name).filter((j) => j !== at);
      // A use before the declaration is of another variable.
      if (found.some((j) => j < at)) continue;
      const kept = found.every((j) => {
        if (is(j - 1, 'var') || is(j - 1, 'for') || is(j - 1, 'range') || op(j + 1, ':=')) return false;
        // Given by address only as a composite literal's field (`OpenWorldHint: &trueVal`).
        if (op(j - 1, '&') && !(op(j - 2, ':') && (op(j + 1, ',') || op(j + 1, '}')))) return false;
        const rest = withoutStrings(lineOf(j).after);
        return !rest.includes('=') && !/^[ \t]*(?:\+\+|--)/.test(rest);
      });
      // A function literal taking a parameter of the name shadows it.
      const shadowed = () => {
        for (let j = fn.body + 1; j < pairs[fn.body]; j++)
          if (is(j, 'func') && op(j + 1, '(') && (paramsOf(tokens, pairs, j + 1) ?? []).some((p) => p.name === name)) return true;
        return false;
      };
      if (!kept || shadowed()) continue;
      for (const j of found) out.set(j, at + 2);
    }
  }
  return out;
}
