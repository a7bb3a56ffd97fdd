/**
 * The fields of a C# `Tool` object initializer (`new Tool { Name = "echo", Description = "…", InputSchema = … }`),
 * as the official SDK's `ListToolsResult` readers (list-results.ts) and ModelContextProtocol.NET's handler
 * readers (handler-base.ts) both write it: each text field read when a literal (or a same-file constant), else
 * listed as not statically known, and each field whose value is made at run time (an input schema) listed so.
 * The reading stops at the first member that is no `Field = value` assignment.
 */
import { joinPointer } from '../../util/pointer.js';
import type { Read } from '../source/extracted.js';
import type { CsToken } from './tokens.js';

export interface ToolInitializerInput {
  tokens: readonly CsToken[];
  pairs: Int32Array;
  /** The value of the literal expression at `i`, placed at `pointer` (its key at token `key`) (source/literals.ts). */
  value(i: number, pointer: string, key?: number): Read;
  /** The index after the expression at `i`. */
  skip(i: number): number;
  /** The token a name at `i` stands for: a same-file constant's value. */
  resolve(i: number): number;
}

/** The fields of the `Tool` type read: its texts, and those whose values are not statically known. */
export interface ToolFields {
  texts: ReadonlySet<string>;
  computed: ReadonlySet<string>;
}

/** What an initializer gives: the tool's texts, what is not statically known of it, its name's token (-1: no literal name). */
export interface InitializedTool {
  tool: Record<string, unknown>;
  notKnown: { start: number; what: string; pointer: string }[];
  nameAt: number;
}

/** Reads the initializer whose `{` is at `open` as the tool at `pointer`. */
export function readToolInitializer(input: ToolInitializerInput, open: number, pointer: string, fields: ToolFields): InitializedTool {
  const { tokens, pairs, value, skip, resolve } = input;
  const op = (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v;
  const out: InitializedTool = { tool: {}, notKnown: [], nameAt: -1 };
  for (let j = open + 1; j < pairs[open]; ) {
    if (tokens[j].kind !== 'name' || !op(j + 1, '=')) break;
    const field = tokens[j].text as string;
    const key = field.charAt(0).toLowerCase() + field.slice(1);
    const at = joinPointer(pointer, key);
    if (fields.texts.has(field)) {
      const text = value(j + 2, at, j);
      if (typeof text === 'string') out.tool[key] = text;
      else out.notKnown.push({ start: tokens[j + 2].start, what: `the tool's ${key}`, pointer: at });
      if (field === 'Name' && typeof text === 'string') out.nameAt = resolve(j + 2);
    } else if (fields.computed.has(field)) out.notKnown.push({ start: tokens[j + 2].start, what: `the tool's ${key}`, pointer: at });
    j = skip(j + 2);
    if (op(j, ',')) j++;
  }
  return out;
}
