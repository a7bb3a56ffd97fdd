/**
 * `target.push(...items)` for arrays of any length: a spread passes every item as an argument, and a
 * call with a few hundred thousand arguments overflows the stack. Items from a file or a server are
 * appended through this.
 */
export function append<T>(target: T[], items: readonly T[]): T[] {
  for (const item of items) target.push(item);
  return target;
}
