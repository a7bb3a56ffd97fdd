/**
 * FastMCP's `exclude_args=[…]` (`@mcp.tool(exclude_args=["ctx"])`, `mcp.tool(…)(fn)`,
 * `Tool.from_function(fn, exclude_args=[…])`): the parameters it leaves out of a tool's input schema, so
 * the reader leaves them out too. FastMCP requires each to be a parameter of the function with a default,
 * or raises and makes no tool. Statically known only as a literal list or tuple of strings (None: none left out).
 */
import { type Read, UNKNOWN } from '../source/extracted.js';

/** The names `exclude_args=` leaves out, read as a literal; undefined when not statically known. */
export function excludedArgs(read: Read): ReadonlySet<string> | undefined {
  if (read === null) return new Set();
  if (read === UNKNOWN || !Array.isArray(read) || !read.every((name) => typeof name === 'string')) return undefined;
  return new Set(read as string[]);
}
