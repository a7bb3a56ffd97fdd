/**
 * A function of a Go module that makes its mcp-go tools by handing its own name and options parameters
 * unchanged to `mcp.NewTool`, at the end of its body:
 * `func newMCPTool(name string, opts ...mcp.ToolOption) mcp.Tool { …; return mcp.NewTool(name, opts...) }`.
 * Its call `newMCPTool("drive_search_files", mcp.WithDescription("…"), mcp.WithString("query", …))` is then
 * NewTool's own: the name, description and parameters are the call's arguments, read where they are written
 * (extract.ts), in the function's package (unqualified) or another of the module (wrappers.ts).
 *
 * Before its return the body may append annotation options to its options, under any condition
 * (`if readOnly[name] { opts = append(opts, mcp.WithReadOnlyHintAnnotation(true)) }`): the tool's
 * annotations are then not statically known. The name is only ever read; the options are used for nothing
 * else; no other `return`. Anything else (a rewritten name, another option appended, a description set by
 * the function) makes no forwarder.
 */
import { type Func, failsOtherwise, onlyRead, reader, uses } from './functions.js';

/** A forwarder (a ToolWrapper of wrappers.ts): which argument of its call gives the name, which begins the options. */
export interface Forwarder {
  name: number;
  /** None: the options give it. */
  description: -1;
  options: number;
  /** Whether it adds annotation options itself: not statically known. */
  annotations: boolean;
  forwards: true;
  /** The files its proof reads. */
  at: readonly string[];
}

/** An mcp-go option that sets one of the tool's annotations: `mcp.WithReadOnlyHintAnnotation(true)`, `mcp.WithTitleAnnotation("…")`. */
const ANNOTATION_OPTION = /^With\w{0,64}Annotation$/;

/** The forwarder `fn` is, or undefined. */
export function newToolForwarder(fn: Func): Forwarder | undefined {
  const { tokens, pairs } = fn.file;
  const { op, is } = reader(tokens);
  const last = fn.params.length - 1;
  if (fn.receiver || last < 1 || !fn.params[last].variadic || fn.params[last].type !== 'mcp.ToolOption') return undefined;
  const options = fn.params[last].name;
  // `return mcp.NewTool(name, opts...)`, the body's last statement.
  const close = pairs[fn.body];
  const r = close - 10;
  const returned =
    is(r, 'return') &&
    is(r + 1, 'mcp') &&
    op(r + 2, '.') &&
    is(r + 3, 'NewTool') &&
    op(r + 4, '(') &&
    tokens[r + 5]?.kind === 'name' &&
    op(r + 6, ',') &&
    is(r + 7, options) &&
    op(r + 8, '...') &&
    pairs[r + 4] === r + 9;
  if (!returned) return undefined;
  const name = fn.params.findIndex((p) => p.name === tokens[r + 5].text && p.type === 'string' && !p.variadic);
  if (name === -1 || !onlyRead(fn, fn.params[name].name) || !failsOtherwise(fn, (j) => j === r)) return undefined;
  // Every other use of the options: `opts = append(opts, mcp.With…Annotation(…), …)`.
  let annotations = false;
  const appended = new Set<number>();
  for (const j of uses(fn, options)) {
    if (j === r + 7 || appended.has(j)) continue;
    if (!(op(j + 1, '=') && is(j + 2, 'append') && op(j + 3, '(') && is(j + 4, options) && op(j + 5, ','))) return undefined;
    appended.add(j + 4);
    for (let k = j + 6; k < pairs[j + 3]; k = pairs[k + 3] + 2) {
      const option = is(k, 'mcp') && op(k + 1, '.') && ANNOTATION_OPTION.test(String(tokens[k + 2]?.text)) && op(k + 3, '(');
      if (!option || !(op(pairs[k + 3] + 1, ',') || pairs[k + 3] + 1 === pairs[j + 3])) return undefined;
      if (uses(fn, options).some((u) => u > k + 3 && u < pairs[k + 3])) return undefined;
    }
    annotations = true;
  }
  return { name, description: -1, options: last, annotations, forwards: true, at: [fn.file.at] };
}
