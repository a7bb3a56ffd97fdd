/**
 * The tools a crate defines as trait impls whose constants its `list_tools` serves (trait-consts.ts): each
 * `impl Tool for Search { const NAME: &str = "search"; const DESCRIPTION: &str = "…"; }` of a type the crate
 * boxes is one tool. Its name is the constant's literal; its description the literal as `list_tools` trims
 * it, placed at the characters kept. The input schema is derived at run time (schemars): listed as not
 * statically known.
 */
import { joinPointer } from '../../util/pointer.js';
import type { Extracted, Read } from '../source/extracted.js';
import { placer } from '../source/tokens.js';
import { type ConstTools, trimmed } from './trait-consts.js';
import type { RsToken } from './tokens.js';

export interface ConstToolsInput {
  tokens: readonly RsToken[];
  pairs: Int32Array;
  served: ConstTools;
  /** The value of the expression written in tokens [i, to), placed (extract.ts). */
  value(i: number, to: number, pointer: string, key?: number): Read;
  skipped(i: number): boolean;
  /** Told of each file a tool read rests on. */
  drawsOn?(path: string): void;
}

/** Reads the file's impls of the served trait, for registered types, as tools into `out`. */
export function readConstTools({ tokens, pairs, served, value, skipped, drawsOn }: ConstToolsInput, out: Extracted): void {
  const { tools, names, unread, spans, anchors } = out;
  const op = (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v;
  const is = (i: number, v: string) => tokens[i]?.kind === 'name' && tokens[i].text === v;
  const place = placer(tokens, spans);
  for (let i = 0; i + 3 < tokens.length; i++) {
    if (!is(i, 'impl') || skipped(i)) continue;
    let at = i + 1;
    while (tokens[at]?.kind === 'name' && op(at + 1, ':') && op(at + 2, ':')) at += 3;
    if (!is(at, served.trait) || !is(at + 1, 'for') || tokens[at + 2]?.kind !== 'name' || !op(at + 3, '{')) continue;
    const type = tokens[at + 2].text as string;
    const body = at + 3;
    const constants = constantsOf(body);
    const nameAt = constants.get(served.name);
    if (!served.registered.has(type) || nameAt === undefined) {
      i = pairs[body];
      continue;
    }
    const pointer = joinPointer('/tools', String(tools.length));
    const name = value(nameAt.value, nameAt.end, joinPointer(pointer, 'name'), nameAt.key);
    if (typeof name !== 'string') {
      unread.push({ start: tokens[nameAt.value].start, what: 'a tool registration' });
      i = pairs[body];
      continue;
    }
    const tool: Record<string, unknown> = { name };
    const descriptionAt = constants.get(served.description);
    const description = descriptionAt && value(descriptionAt.value, descriptionAt.end, joinPointer(pointer, 'description'), descriptionAt.key);
    if (typeof description === 'string') {
      const kept = trimmed(description, served.trims);
      tool.description = kept.text;
      const key = joinPointer(pointer, 'description');
      const written = anchors.get(key);
      if (written && kept.cut > 0) anchors.set(key, shifted(written, kept.cut));
    } else if (descriptionAt)
      unread.push({ start: tokens[descriptionAt.value].start, what: "the tool's description", pointer: joinPointer(pointer, 'description') });
    // schemars derives the schema at run time: the tool keeps an object schema's shape.
    tool.inputSchema = { type: 'object' };
    unread.push({ start: tokens[at + 2].start, what: "the tool's inputSchema", pointer: joinPointer(pointer, 'inputSchema') });
    place(pointer, i, pairs[body]);
    tools.push(tool);
    names.push(tokens[nameAt.value].start);
    for (const file of [...served.at, ...(served.registered.get(type) ?? [])]) drawsOn?.(file);
    i = pairs[body];
  }

  /** The impl's `const X: T = value;` items at `open`: the value's tokens [value, end) and the name's token, by name. */
  function constantsOf(open: number): Map<string, { key: number; value: number; end: number }> {
    const found = new Map<string, { key: number; value: number; end: number }>();
    for (let j = open + 1; j < pairs[open]; j++) {
      if (op(j, '{') || op(j, '(') || op(j, '[')) {
        j = pairs[j];
        continue;
      }
      if (!is(j, 'const') || tokens[j + 1]?.kind !== 'name' || !op(j + 2, ':')) continue;
      let eq = j + 3;
      while (eq < pairs[open] && eq - j < 16 && !op(eq, '=') && !op(eq, ';')) eq++;
      if (!op(eq, '=')) continue;
      let end = eq + 1;
      while (end < pairs[open] && !op(end, ';')) end = op(end, '(') || op(end, '[') || op(end, '{') ? pairs[end] + 1 : end + 1;
      if (!found.has(tokens[j + 1].text as string)) found.set(tokens[j + 1].text as string, { key: j + 1, value: eq + 1, end });
      j = end;
    }
    return found;
  }
}

/** Anchors of a string with its first `cut` characters cut: written one for one between anchors. */
function shifted(anchors: readonly (readonly [number, number])[], cut: number): [number, number][] {
  let first: [number, number] = [0, anchors[0]?.[1] ?? 0];
  const out: [number, number][] = [];
  for (const [index, offset] of anchors) {
    if (index <= cut) first = [0, offset + (cut - index)];
    else out.push([index - cut, offset]);
  }
  return [first, ...out];
}
