/**
 * Names that look like another tool's (snake_case) but are written as values or code: a part of a quoted
 * literal given to a key (`target: "x86_64-unknown-linux-gnu"`, the head of a target triple), and the left
 * side of an assignment inside a code span (`#[cfg(target_os = ...)]`, a cfg key). Honest texts write a
 * parameter's values and quote code this way; a tool is called, not assigned to or quoted inside a value.
 * A widely used tool of another server stays that tool however it is written. Each test reads a bounded
 * window around the name.
 */

import { reachesOtherServer } from './vocabulary.js';

/** How far around a name a quoted literal or a code span is looked for. */
const REACH = 160;

/** A key right before a literal's opening quote (`target: "`, `mode='`, `"target": "`); group 1 is its name. */
const KEY_BEFORE = /([\w-]{1,40})["'\])]?\s{0,2}[:=]\s{0,2}$/;
/** A key that names what is called (`tool: "…"`, `function="…"`): its value is a tool's name. */
const CALLED_KEY = /tool|function|call|command|method/i;

/**
 * Whether the name at `index` lies inside a quoted literal of one token (no space) that is a key's value:
 * the tool would be the whole literal, and a literal given to a key is a value written out, not a call;
 * unless the key names what is called (`tool: "…"`).
 */
function inQuotedValue(text: string, index: number, found: string): boolean {
  let open = index - 1;
  const from = Math.max(0, index - REACH);
  while (open >= from && !/[\s"']/.test(text[open])) open--;
  const quote = text[open];
  if (open < from || (quote !== '"' && quote !== "'")) return false;
  const key = KEY_BEFORE.exec(text.slice(Math.max(0, open - 48), open))?.[1];
  if (key === undefined || CALLED_KEY.test(key)) return false;
  let close = index + found.length;
  const to = Math.min(text.length, close + REACH);
  while (close < to && text[close] !== quote && !/\s/.test(text[close])) close++;
  return text[close] === quote;
}

/** An assignment right after a name (` = `, `=`), not a comparison's `==` or an arrow's `=>`. */
const ASSIGNED_AFTER = /^\s{0,2}=(?![=>])/;

/**
 * Whether the name at `index` sits inside a code span on its line: a backquote before it that opens (a
 * non-space after it) and one after it that closes (a non-space before it), with no line break between.
 */
function inCodeSpan(text: string, index: number, found: string): boolean {
  let open = index - 1;
  const from = Math.max(0, index - REACH);
  while (open >= from && text[open] !== '`' && text[open] !== '\n') open--;
  if (open < from || text[open] !== '`' || /\s/.test(text[open + 1] ?? ' ')) return false;
  let close = index + found.length;
  const to = Math.min(text.length, close + REACH);
  while (close < to && text[close] !== '`' && text[close] !== '\n') close++;
  return text[close] === '`' && !/\s/.test(text[close - 1]);
}

/**
 * Whether the snake_case name `found` at `index` of `text` is written as a value or as code: inside a
 * key's quoted literal or assigned to in a code span. Then it names no tool.
 */
export function namedAsValue(text: string, index: number, found: string): boolean {
  if (reachesOtherServer(found, undefined)) return false;
  return (
    inQuotedValue(text, index, found) || (ASSIGNED_AFTER.test(text.slice(index + found.length, index + found.length + 4)) && inCodeSpan(text, index, found))
  );
}
