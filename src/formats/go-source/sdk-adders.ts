/**
 * A Go module's own registering function over the official go-sdk, in another package of the module
 * (`utils.RegisterTool[In, Out](server, "jira_get_boards", "Get Jira boards…", handler)`, type arguments
 * written or inferred) or in the calling file's own, called unqualified (`addTool(server, "…", "…", h)`;
 * exported or not), whose body registers the SDK tool itself:
 *
 *   func RegisterTool[In, Out any](server *mcp.Server, name, description string, handler mcp.ToolHandlerFor[In, Out]) {
 *     mcp.AddTool(server, &mcp.Tool{Name: name, Description: description}, handler)
 *   }
 *
 * Its call is a tool only when the body provably hands the two string parameters to the SDK unchanged and
 * always registers it: one `mcp.Tool{…}` literal whose Name and Description are the parameters (never
 * assigned nor their address taken), its other fields only InputSchema, OutputSchema and Annotations (then
 * not statically known), given whole to the body's one `mcp.AddTool(…)` / `server.AddTool(…)` call (or by a
 * variable used only there and to set such fields), a statement of the body's own block, after which every
 * earlier `return` fails with an error. A branch, a loop, a second tool, a rewritten name: no registering
 * function. The input schema the SDK makes from the handler's argument type is not read.
 */
import { type Func, failsOtherwise, namingParams, reader, uses } from './functions.js';

/** The go-sdk's mcp package, imported by its own name. */
export const GO_SDK_MCP = /^[ \t]*(?:import[ \t]+)?(?:mcp[ \t]+)?"github\.com\/modelcontextprotocol\/go-sdk\/mcp"[ \t]*$/m;
/** A registering function (a ToolWrapper of wrappers.ts): which arguments of its call give the name and description. */
export interface Registering {
  name: number;
  description: number;
  /** Whether it sets the tool's annotations itself: not statically known. */
  annotations: boolean;
  registers: true;
  /** The files its proof reads. */
  at: readonly string[];
  /** Its tool literal: its file and the offset of its `{`. */
  literal: { at: string; start: number };
}

/** The fields of the go-sdk's Tool a registering function may set besides Name and Description. */
const OTHER_FIELDS = new Set(['InputSchema', 'OutputSchema', 'Annotations']);

/** The registering function `fn` is, by the arguments of its call that give the tool's name and description; or undefined. */
export function addToolWrapper(fn: Func): Registering | undefined {
  const { tokens, pairs } = fn.file;
  const { op, is } = reader(tokens);
  const close = pairs[fn.body];
  let literal = -1;
  let call = -1;
  for (let j = fn.body + 1; j < close; j++) {
    if (is(j, 'mcp') && op(j + 1, '.') && is(j + 2, 'Tool') && op(j + 3, '{')) {
      if (literal !== -1) return undefined;
      literal = j + 3;
    } else if (is(j, 'AddTool') && op(j - 1, '.')) {
      if (call !== -1) return undefined;
      call = j;
    }
  }
  if (literal === -1 || call === -1 || pairs[literal] === literal + 1) return undefined;
  // `mcp.AddTool[In, Out](server, tool, h)` takes the tool second; a parameter's method `server.AddTool(tool, h)`, first.
  const sdkCall = is(call - 2, 'mcp');
  if (op(call - 3, '.') || (!sdkCall && !fn.params.some((p) => is(call - 2, p.name)))) return undefined;
  const open = op(call + 1, '[') ? pairs[call + 1] + 1 : call + 1;
  if (!op(open, '(') || (!sdkCall && open !== call + 1)) return undefined;
  // The call a statement of the body's own block: no brace opened before it is still open.
  let depth = 0;
  for (let j = fn.body + 1; j < call; j++) depth += op(j, '{') ? 1 : op(j, '}') ? -1 : 0;
  if (depth !== 0) return undefined;
  const given = argumentAt(fn, open, sdkCall ? 1 : 0);
  if (given === undefined) return undefined;
  const [from, end] = given;
  const whole = op(from, '&') ? from + 4 : from + 3;
  let variable: string | undefined;
  if (whole !== literal || pairs[literal] + 1 !== end) {
    // `tool := &mcp.Tool{…}` before the call, `tool` given whole.
    const made = op(literal - 4, '&') ? literal - 5 : literal - 4;
    if (end !== from + 1 || tokens[from].kind !== 'name' || !op(made, ':=') || !is(made - 1, tokens[from].text as string) || made > call) return undefined;
    variable = tokens[from].text as string;
  }
  const named = namingParams(fn, literal, OTHER_FIELDS);
  if (!named) return undefined;
  const { name, description } = named;
  let { annotations } = named;
  // The variable: declared, given to the call, or given another field before it.
  for (const j of variable === undefined ? [] : uses(fn, variable)) {
    if (j === from || op(j + 1, ':=')) continue;
    if (!(op(j + 1, '.') && tokens[j + 2]?.kind === 'name' && op(j + 3, '=') && j < call)) return undefined;
    const field = tokens[j + 2].text as string;
    if (!OTHER_FIELDS.has(field)) return undefined;
    annotations ||= field === 'Annotations';
  }
  if (!failsOtherwise(fn, (j) => j > call)) return undefined;
  return { name, description, annotations, registers: true, at: [fn.file.at], literal: { at: fn.file.at, start: tokens[literal].start } };
}

/** The tokens [from, end) of the call's argument `k`, its list opening at `open`. */
function argumentAt(fn: Func, open: number, k: number): [number, number] | undefined {
  const { tokens, pairs } = fn.file;
  const { op } = reader(tokens);
  for (let j = open + 1, index = 0; j < pairs[open]; index++) {
    let end = j;
    while (end < pairs[open] && !op(end, ',')) end = op(end, '(') || op(end, '[') || op(end, '{') ? pairs[end] + 1 : end + 1;
    if (index === k) return end > j ? [j, end] : undefined;
    j = end + 1;
  }
  return undefined;
}
