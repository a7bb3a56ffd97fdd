/**
 * `Self::NAME` written in an impl: the associated constant `const NAME: &str = …;` of that same impl, the
 * value rustc gives it (`impl FsRenameTool { pub const NAME: &'static str = "fs_rename"; pub fn to_tool() ->
 * Tool { Tool { name: Self::NAME.into(), … } } }`). Only a constant the impl itself declares: one of another
 * impl of the type, or a trait's default, is not statically placed here and is not read.
 */
import type { RsToken } from './tokens.js';

/** Finds, for a `Self :: NAME` at token `at`, where the value of its impl's own constant starts. */
export function associatedConstants(tokens: readonly RsToken[], pairs: Int32Array): (at: number) => number | undefined {
  const op = (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v;
  const is = (i: number, v: string) => tokens[i]?.kind === 'name' && tokens[i].text === v;
  let bodies: [number, number][] | undefined;
  /** The braces of each impl's body, in order. */
  const implBodies = (): [number, number][] => {
    const found: [number, number][] = [];
    for (let i = 0; i < tokens.length; i++) {
      if (!is(i, 'impl')) continue;
      let open = i + 1;
      while (open < tokens.length && !op(open, '{') && !op(open, ';')) open = op(open, '(') || op(open, '[') ? pairs[open] + 1 : open + 1;
      if (op(open, '{') && pairs[open] > open) found.push([open, pairs[open]]);
    }
    return found;
  };
  return (at) => {
    if (!(is(at, 'Self') && op(at + 1, ':') && op(at + 2, ':') && tokens[at + 3]?.kind === 'name')) return undefined;
    bodies ??= implBodies();
    const body = bodies.findLast(([open, close]) => open < at && at < close);
    if (!body) return undefined;
    const name = tokens[at + 3].text;
    // The impl's own items: brackets inside it (its methods' bodies) are stepped over.
    for (let j = body[0] + 1; j < body[1]; j++) {
      if (op(j, '(') || op(j, '[') || op(j, '{')) {
        j = pairs[j];
        continue;
      }
      if (!is(j, 'const') || tokens[j + 1]?.text !== name || tokens[j + 1].kind !== 'name' || !op(j + 2, ':')) continue;
      for (let k = j + 3; k < body[1] && k - j < 16; k++) {
        if (op(k, '=')) return k + 1;
        if (op(k, ';')) return undefined;
      }
      return undefined;
    }
    return undefined;
  };
}
