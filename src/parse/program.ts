/**
 * What the source formats share around their readers: a file whose nesting is deeper than a reader's
 * recursion goes (an expression of 100,000 parentheses, hostile or generated) is reported as past
 * mcpdesc's limits and listed as not statically known, instead of failing the run.
 */
import type { LineIndex } from './lines.js';
import { parsedFromSpans } from './located.js';
import type { ParsedDocument } from './types.js';

export function unreadable(text: string, lines: LineIndex, versionFrom: string): ParsedDocument {
  const start = { line: 1, column: 1 };
  return parsedFromSpans(
    text,
    { protocolVersion: [], tools: [] },
    new Map(),
    { tools: [], dynamic: [{ ...start, what: 'the whole file' }], versionFrom },
    lines,
    new Map(),
    [
      {
        kind: 'limits',
        message:
          'This source file nests deeper than mcpdesc reads, so none of its tools were read or checked. Flatten the deepest expression, or leave the file out of the paths to lint.',
        range: { start, end: start },
      },
    ],
  );
}

/** The lists of prompts, resources and resource templates a source file registers, those it has any of. */
export function others(lists: Record<string, readonly unknown[]>): Record<string, readonly unknown[]> {
  return Object.fromEntries(Object.entries(lists).filter(([, list]) => list.length > 0));
}

/**
 * Drops, from `list[from…]`, what is not read of a prompt argument's type: arguments are strings, so only
 * their descriptions matter. In place, in one pass (a prompt may have any number of parameters).
 */
export function dropArgumentTypes<T extends { what: string }>(list: T[], from: number): void {
  let kept = from;
  for (let i = from; i < list.length; i++) if (!list[i].what.startsWith('the schema of parameter')) list[kept++] = list[i];
  list.length = kept;
}
