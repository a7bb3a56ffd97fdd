/**
 * Names a module gives its constants under another name: a class attribute (`class ToolNames: SAVE =
 * "save_place"`, read as `ToolNames.SAVE`) and a module-level dict literal's entry (`TOOL_NAMES =
 * {"SAVE": "save_place"}`, read as `TOOL_NAMES["SAVE"]`). A tool's `name=` often stands for one; what
 * the reader resolves is where its value is written, so the value is read and placed as a literal's.
 */
import type { Token } from './tokens.js';

/**
 * `Class.ATTR` → the index of the value's first token, for each attribute a top-level class of no base
 * assigns exactly once in its own body (not in a method); -1 for one assigned more than once, or
 * assigned from outside (`Class.ATTR = …`).
 */
export function classAttributes(tokens: readonly Token[], indent: Int32Array): Map<string, number> {
  const out = new Map<string, number>();
  const is = (i: number, text: string) => tokens[i]?.kind === 'op' && tokens[i].text === text;
  for (let i = 0; i + 1 < tokens.length; i++) {
    const t = tokens[i];
    // `ToolNames.SAVE = …` anywhere: the attribute is no constant.
    if (t.first && t.kind === 'name' && is(i + 1, '.') && tokens[i + 2]?.kind === 'name' && is(i + 3, '=')) out.set(`${t.text}.${tokens[i + 2].text}`, -1);
    if (!(t.first && indent[i] === 0 && t.kind === 'name' && t.text === 'class' && tokens[i + 1].kind === 'name')) continue;
    const name = tokens[i + 1].text as string;
    // A class of its own (an Enum's attributes are its members, no strings).
    const plain = is(i + 2, ':') || (is(i + 2, '(') && (is(i + 3, ')') || (tokens[i + 3]?.text === 'object' && is(i + 4, ')'))));
    if (!plain) continue;
    let body = -1;
    for (let j = i + 2; j + 2 < tokens.length; j++) {
      if (!tokens[j].first) continue;
      if (indent[j] === 0) break;
      // The body's indentation is its first statement's; deeper lines are a method's or a block's.
      if (body === -1) body = indent[j];
      if (indent[j] !== body || tokens[j].kind !== 'name' || !(tokens[j + 1].kind === 'op' && tokens[j + 1].text === '=')) continue;
      const key = `${name}.${tokens[j].text}`;
      if (out.get(key) !== -1) out.set(key, out.has(key) ? -1 : j + 2);
    }
  }
  return out;
}

/**
 * The index of the value of the entry of the dict literal opening at `open` (closed at `close`) whose
 * key is the string `key`: the last such entry, as Python keeps; -1 when there is none, or when an
 * entry's key is not a plain string or a `**` spread may replace it.
 */
export function dictEntry(tokens: readonly Token[], open: number, close: number, key: string, closing: (i: number) => number): number {
  let found = -1;
  let start = true;
  for (let j = open + 1; j < close; j++) {
    const t = tokens[j];
    if (t.kind === 'op' && (t.text === '(' || t.text === '[' || t.text === '{')) {
      if (start) return -1;
      j = closing(j);
    } else if (t.kind === 'op' && t.text === ',') start = true;
    else if (start) {
      const colon = tokens[j + 1];
      if (t.kind !== 'string' || t.text === undefined || !(colon?.kind === 'op' && colon.text === ':')) return -1;
      if (t.text === key) found = j + 2;
      start = false;
      j++;
    }
  }
  return found;
}
