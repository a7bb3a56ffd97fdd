/**
 * A Go module's own go-sdk tool constructor, in another package of the module:
 *
 *   func NewReadTool(name, desc string) *mcp.Tool {
 *     return &mcp.Tool{Name: name, Description: desc, Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}
 *   }
 *
 * (or `t := &mcp.Tool{…}` then `return t`). Its call handed straight to the SDK, `mcp.AddTool(server,
 * tools.NewReadTool("list_pods", "List pods…"), handler)`, registers that tool: the body is only the literal
 * returned, whose Name and Description are two string parameters never assigned nor their address taken,
 * its other fields only OutputSchema and Annotations (then not statically known). The input schema the SDK
 * makes from the handler's argument type is not read. A call anywhere else is no tool here: what is done
 * with the *mcp.Tool before it is registered is not followed. A function of the calling file that only
 * forwards its own parameters to one (`func readTool(n, d string) *mcp.Tool { return tools.NewReadTool(n, d) }`)
 * is one too (wrappers.ts).
 */
import { type Func, namingParams, reader } from './functions.js';

/** A constructor (a ToolWrapper of wrappers.ts): which arguments of its call give the name and description. */
export interface Constructing {
  name: number;
  description: number;
  /** Whether it sets the tool's annotations itself: not statically known. */
  annotations: boolean;
  constructs: true;
  /** The files its proof reads. */
  at: readonly string[];
  /** Its tool literal: its file and the offset of its `{`. */
  literal: { at: string; start: number };
}

/** The fields of the go-sdk's Tool a constructor may set besides Name and Description. */
const OTHER_FIELDS = new Set(['OutputSchema', 'Annotations']);

/** The constructor `fn` is, by the arguments of its call that give the tool's name and description; or undefined. */
export function constructorWrapper(fn: Func): Constructing | undefined {
  const { tokens, pairs } = fn.file;
  const { op, is } = reader(tokens);
  const close = pairs[fn.body];
  // `return &mcp.Tool{…}`, or `t := &mcp.Tool{…}` and `return t`.
  const kept = tokens[fn.body + 1]?.kind === 'name' && op(fn.body + 2, ':=');
  const start = kept ? fn.body + 3 : is(fn.body + 1, 'return') ? fn.body + 2 : -1;
  const literal = op(start, '&') ? start + 4 : start + 3;
  if (start === -1 || !is(literal - 3, 'mcp') || !op(literal - 2, '.') || !is(literal - 1, 'Tool') || !op(literal, '{')) return undefined;
  const after = pairs[literal] + 1;
  const returned = kept ? is(after, 'return') && is(after + 1, tokens[fn.body + 1].text as string) && after + 2 === close : after === close;
  if (!returned) return undefined;
  const named = namingParams(fn, literal, OTHER_FIELDS);
  return named && { ...named, constructs: true, at: [fn.file.at], literal: { at: fn.file.at, start: tokens[literal].start } };
}
