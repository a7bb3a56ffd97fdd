/**
 * The SDK's tool built in a helper method of the file from its parameters (`private static
 * SyncToolSpecification tool(McpJsonMapper m, String nome, String descricao, …) { McpSchema.Tool.builder()
 * .name(nome).description(descricao)… }`) is one tool per call of that method in the file
 * (`tools.add(tool(mapper, "emitir_nfse", "Emite uma NFS-e…", …))`), its name and description the call's
 * arguments in those parameters' places. Followed when the name is a bare parameter of the method, the
 * method is declared once in the file, and no parameter read is ever assigned in its body; each call of
 * the method by its simple name (or `this.name`) with as many arguments as it has parameters is one tool.
 */
import { parameterSpans } from '../source/tokens.js';
import type { JavaToken } from './tokens.js';

/** A call of the helper: its name's token, its closing parenthesis, and its arguments in place of those asked for. */
export interface HelperCall {
  start: number;
  end: number;
  args: (number | undefined)[];
}

/** Words that take a parenthesis and a block and are no method. */
const KEYWORDS = new Set(['if', 'for', 'while', 'switch', 'catch', 'synchronized', 'return', 'new', 'else', 'throw', 'try', 'do', 'case']);

/**
 * The calls of the method the token `at` is in, when `asked[0]` (the tool's name) is a bare parameter of it:
 * each asked argument that is a bare parameter is the call's argument in its place, any other stays as given.
 * Undefined when not so.
 */
export function helperCalls(
  tokens: readonly JavaToken[],
  pairs: Int32Array,
  callArguments: (open: number) => number[],
  at: number,
  asked: readonly (number | undefined)[],
): HelperCall[] | undefined {
  const op = (i: number, value: string) => tokens[i]?.kind === 'op' && tokens[i].text === value;
  const name = (i: number) => tokens[i]?.kind === 'name';
  const bare = (i: number | undefined) => i !== undefined && name(i) && (op(i + 1, ')') || op(i + 1, ','));
  if (!bare(asked[0])) return undefined;
  // The methods of the file: name, parameter list and body.
  const methods: { name: string; at: number; open: number; body: number }[] = [];
  for (let i = 1; i + 1 < tokens.length; i++) {
    if (!name(i) || !op(i + 1, '(') || KEYWORDS.has(tokens[i].text as string) || op(i - 1, '.')) continue;
    if (!(name(i - 1) || op(i - 1, '>') || op(i - 1, ']')) || KEYWORDS.has(tokens[i - 1].text as string)) continue;
    let body = pairs[i + 1] + 1;
    if (tokens[body]?.text === 'throws') while (body < tokens.length && !op(body, '{') && !op(body, ';')) body++;
    if (op(body, '{')) methods.push({ name: tokens[i].text as string, at: i, open: i + 1, body });
  }
  const method = methods.findLast((m) => m.body < at && at < pairs[m.body]);
  if (method === undefined || methods.filter((m) => m.name === method.name).length !== 1) return undefined;
  // Each parameter's name is the last name of its span (`final String nome`, `Map<String, Object> args`).
  const parameters: string[] = [];
  for (const [, to] of parameterSpans(tokens, pairs, method.open)) {
    if (!name(to - 1)) return undefined;
    parameters.push(tokens[to - 1].text as string);
  }
  const places = asked.map((i) => (bare(i) ? parameters.indexOf(tokens[i as number].text as string) : -1));
  if (places[0] === -1) return undefined;
  // A parameter read must be the argument: never assigned in the body.
  for (let j = method.body + 1; j < pairs[method.body]; j++) {
    if (!name(j) || op(j - 1, '.') || !places.some((p) => p !== -1 && parameters[p] === tokens[j].text)) continue;
    const next = tokens[j + 1];
    if (next?.kind === 'op' && /^(?:[-+*/%&|^]|<<|>>>?)?=$/.test(next.text as string)) return undefined;
  }
  const calls: HelperCall[] = [];
  for (let i = 0; i + 1 < tokens.length; i++) {
    if (tokens[i].text !== method.name || !name(i) || !op(i + 1, '(') || i === method.at) continue;
    if (op(i - 1, '.') && !(tokens[i - 2]?.text === 'this' && !op(i - 3, '.'))) continue;
    const given = callArguments(i + 1);
    if (given.length !== parameters.length) continue;
    calls.push({ start: i, end: pairs[i + 1], args: asked.map((original, k) => (places[k] === -1 ? original : given[places[k]])) });
  }
  return calls;
}
