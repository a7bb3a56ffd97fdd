/**
 * What an unread registration's name is, said in its entry: a parameter of the function around it
 * (`function registerToolSafe(server, name, config, handler) { server.registerTool(name, …) }`) registers what each
 * call hands it, a name no reader of this module can know; a call reading such a function's tools is read, or
 * listed, where it is made. Any other name is not said more of.
 */
import type * as TS from 'typescript';
import { stripped } from './loop-registrars.js';
import type { Typescript } from './values.js';

/** The entry's text for a registration whose name is not statically known. */
export function unreadRegistration(ts: Typescript, name: TS.Expression): string {
  const at = stripped(ts, name);
  if (!ts.isIdentifier(at)) return 'a tool registration';
  for (let node: TS.Node | undefined = at.parent; node && !ts.isSourceFile(node); node = node.parent)
    if (ts.isFunctionLike(node)) {
      // A callback handed to a call (`list.forEach((name) => …)`) is handed the items of that call, not a caller's name.
      const handed = ts.isCallExpression(node.parent) && node.parent.arguments.some((arg) => arg === node);
      return !handed && node.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === at.text)
        ? `a tool registration (its name is the parameter \`${at.text}\`: what each call hands the function)`
        : 'a tool registration';
    }
  return 'a tool registration';
}
