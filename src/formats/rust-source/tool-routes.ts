/**
 * rmcp's dynamic tool routes: `ToolRoute::new_dyn(tool, handler)` and `ToolRoute::new(tool, handler)` take
 * as first argument (`attr: impl Into<Tool>`) the rmcp `Tool` that a `ToolRouter` holding the route lists.
 * That argument is a place where tools are listed (extract.ts): a `Tool` built in it by hand is read, and so
 * is one a same-file function it calls builds (`ToolRoute::new_dyn(Self::to_tool(), |ctx| …)` of `pub fn
 * to_tool() -> Tool { Tool { name: Self::NAME.into(), description: Some(Self::DESCRIPTION.into()), … } }`).
 */
import type { RsToken } from './tokens.js';

export interface RouteTools {
  /** Each route's first argument, as the range of tokens around it (exclusive ends). */
  ranges: [number, number][];
  /** The names of the functions those arguments call. */
  calls: string[];
}

/** The first arguments of the file's `ToolRoute::new_dyn(…)` and `ToolRoute::new(…)` calls. */
export function routeTools(tokens: readonly RsToken[], pairs: Int32Array): RouteTools {
  const op = (i: number, v: string) => tokens[i]?.kind === 'op' && tokens[i].text === v;
  const is = (i: number, v: string) => tokens[i]?.kind === 'name' && tokens[i].text === v;
  const out: RouteTools = { ranges: [], calls: [] };
  for (let i = 0; i + 4 < tokens.length; i++) {
    if (!is(i, 'ToolRoute') || !op(i + 1, ':') || !op(i + 2, ':') || !(is(i + 3, 'new_dyn') || is(i + 3, 'new')) || !op(i + 4, '(')) continue;
    const open = i + 4;
    let end = open + 1;
    while (end < pairs[open] && !op(end, ',')) end = op(end, '(') || op(end, '[') || op(end, '{') ? pairs[end] + 1 : end + 1;
    // A route of two arguments: the tool, then its handler.
    if (end === open + 1 || end >= pairs[open]) continue;
    out.ranges.push([open, end]);
    for (let j = open + 1; j < end; j++)
      if (tokens[j].kind === 'name' && op(j + 1, '(') && !out.calls.includes(tokens[j].text as string)) out.calls.push(tokens[j].text as string);
    i = open;
  }
  return out;
}
