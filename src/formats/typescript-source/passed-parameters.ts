/**
 * A parameter an answer serves (`function handleJsonRpc(rpc, toolList) { … { tools: toolList } … }`): the value
 * is the argument of the function's one call (sole-call.ts: declared in the module, not exported, its name
 * written only there and at that call), `handleJsonRpc(body, toolList)`, so what that argument holds is what is
 * served. A parameter with a default, a rest or a destructured one, or of a function called elsewhere, is not followed.
 */
import type * as TS from 'typescript';
import { soleCall } from './sole-call.js';

type Typescript = typeof import('typescript');

/**
 * The argument `name` is bound to, when it names a parameter of the nearest function declaring it and that
 * function has one call; null when it names a parameter followed no further, undefined when it names none.
 */
export function passedArgument(ts: Typescript, name: TS.Identifier): TS.Expression | null | undefined {
  for (let at: TS.Node | undefined = name.parent; at && !ts.isSourceFile(at); at = at.parent) {
    if (!ts.isFunctionLike(at)) continue;
    const index = at.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === name.text);
    if (index < 0) continue;
    const parameter = at.parameters[index];
    const call = parameter.initializer || parameter.dotDotDotToken ? undefined : soleCall(ts, at);
    const argument = call?.arguments[index];
    return argument && !call.arguments.slice(0, index + 1).some((a) => ts.isSpreadElement(a)) ? argument : null;
  }
  return undefined;
}
