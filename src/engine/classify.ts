/**
 * Which format a file is: by its content first, then by its path. A file whose content is unmistakably
 * one format is that format wherever it sits; content several formats share (an `mcpServers` map) goes
 * to the format whose path it is at, else to the generic server list; a file whose content fits nothing
 * is still its format when its name alone says so (a broken `*.mcp.json` is a broken descriptor), unless
 * the format sees another project's own format in it (`FormatInfo.foreign`), and otherwise no MCP file at all.
 */
import type { FormatInfo } from '../formats/types.js';
import { globMatcher } from '../util/glob.js';
import { describeValue, isObject } from '../util/json.js';

export interface Classification<F extends FormatInfo = FormatInfo> {
  /** The format to check the file as; undefined when it is no MCP file mcpdesc knows. */
  format?: F;
  /** Why the file is not an MCP file, for the skip list and for a file named explicitly. */
  why?: string;
}

/** Each list of globs compiled once, when first matched: a format's `paths` and `namedBy` are often the same list. */
const MATCHERS = new WeakMap<readonly string[], (path: string) => boolean>();

function matcherOf(globs: readonly string[]): (path: string) => boolean {
  let found = MATCHERS.get(globs);
  if (!found) {
    found = globMatcher(globs);
    MATCHERS.set(globs, found);
  }
  return found;
}

/** Paths outside the root (`../other/.mcp.json`) are matched from their first segment that is not `..`. */
function matchable(path: string): string {
  // Every format asks of every file: most paths are inside the root, and need no replacing.
  return path.startsWith('../') ? path.replace(/^(?:\.\.\/)+/, '') : path;
}

export function pathMatches(format: FormatInfo, path: string): boolean {
  return matcherOf(format.paths)(matchable(path));
}

export function namedBy(format: FormatInfo, path: string): boolean {
  return matcherOf(format.namedBy)(matchable(path));
}

/** The format whose name the path has, if any: how a file that cannot be parsed is placed. */
export function formatNamedBy<F extends FormatInfo>(formats: readonly F[], path: string): F | undefined {
  return formats.find((f) => namedBy(f, path));
}

/**
 * Classifies a parsed file. `value` is undefined when the file could not be parsed: then only its
 * name can place it.
 */
export function classify<F extends FormatInfo>(formats: readonly F[], path: string, value: unknown): Classification<F> {
  if (value === undefined) {
    const named = formatNamedBy(formats, path);
    return named ? { format: named } : { why: 'it could not be parsed, and its name is not that of an MCP file' };
  }
  // Paths are matched only where they decide: a file only one format is certain of (most files) compiles no glob.
  const certain: F[] = [];
  const likely: F[] = [];
  for (const format of formats) {
    const recognition = format.recognize(value);
    if (recognition === 'certain') certain.push(format);
    else if (recognition === 'likely') likely.push(format);
  }
  if (certain.length === 1) return { format: certain[0] };
  if (certain.length > 1) return { format: certain.find((f) => pathMatches(f, path)) ?? certain[0] };
  const atPath = likely.find((f) => pathMatches(f, path));
  if (atPath) return { format: atPath };
  // Content several formats share (a list of servers), at a path none of them reads: the format that
  // claims no name of its own takes it, even from the format its name says (`server.mcp.json`).
  const generic = likely.find((f) => f.namedBy.length === 0 && !f.onlyAtPaths);
  if (generic) return { format: generic };
  const named = formatNamedBy(formats, path);
  const foreign = named?.foreign?.(value);
  if (named && foreign === undefined) return { format: named };
  return { why: `its content is no MCP format mcpdesc knows (${looksLike(value)}${foreign ? `: ${foreign}` : ''})` };
}

/** A few words on what a document holds: "an object with users, posts", "an array". */
export function looksLike(value: unknown): string {
  if (!isObject(value)) return value === null ? 'an empty document' : `the document is ${describeValue(value)}`;
  const keys = Object.keys(value);
  if (keys.length === 0) return 'an empty object';
  const shown = keys
    .slice(0, 4)
    .map((k) => JSON.stringify(k.length > 30 ? `${k.slice(0, 29)}…` : k))
    .join(', ');
  return `an object with ${shown}${keys.length > 4 ? `, and ${keys.length - 4} more ${keys.length === 5 ? 'key' : 'keys'}` : ''}`;
}
