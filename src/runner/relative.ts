/**
 * `path.relative` for the common case of a run: a path that is the root, a separator and plain names
 * (from `join`, or a real path under a real root). Then the names are the answer, found without
 * resolving both paths against the working folder for every file.
 */
import { relative, sep } from 'node:path';

/** The part of `path` below `root` when it is `root`, a separator and plain names (no empty, "." or ".." part); otherwise undefined. */
export function plainBelow(root: string, path: string): string | undefined {
  if (root === '' || path.length <= root.length + 1 || !path.startsWith(root) || path[root.length] !== sep) return undefined;
  // Windows takes "/" as a separator too: `relative` reads those paths.
  if (sep !== '/' && path.includes('/')) return undefined;
  const rest = path.slice(root.length + 1);
  for (const part of rest.split(sep)) if (part === '' || part === '.' || part === '..') return undefined;
  return rest;
}

/** `relative(root, path)`, by `plainBelow` when it answers. */
export function relativeTo(root: string, path: string): string {
  return plainBelow(root, path) ?? relative(root, path);
}
