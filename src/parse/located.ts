/**
 * A parsed document's positions: `locate`, `nearest` and `extent` over the places a parser recorded,
 * read only when a finding first asks for one.
 */
import { parentPointer } from '../util/pointer.js';
import type { Span } from './json-locate.js';
import { LineIndex, type Range } from './lines.js';
import type { SourceInventory } from './inventory.js';
import type { ParsedDocument, ParseProblem, Spans, StringAnchors } from './types.js';

/** The pointer, or its nearest ancestor that is in the document, with that place (none when the document has no place at all). */
export type Find = (pointer: string) => { pointer: string; span?: Span };

/** A document whose value was read from program source by its format, placed by `spans` (offsets into `text`). */
export function parsedFromSpans(
  text: string,
  value: unknown,
  spans: Map<string, Spans>,
  inventory: SourceInventory,
  lines: LineIndex,
  anchors: ReadonlyMap<string, StringAnchors>,
  problems: ParseProblem[] = [],
): ParsedDocument {
  const locateIn = (pointer: string, index: number): Range | undefined => {
    const list = anchors.get(pointer);
    if (!list || list.length === 0 || index < 0) return undefined;
    let found = list[0];
    for (const anchor of list) if (anchor[0] <= index) found = anchor;
    const offset = Math.min(found[1] + (index - found[0]), text.length);
    return lines.range(offset, Math.min(offset + 1, lines.lineEnd(offset)));
  };
  return {
    ...located(
      text,
      value,
      problems,
      fromSpans(() => spans),
      lines,
    ),
    inventory,
    locateIn,
  };
}

/** Places from every span at once, read by `readSpans` on first use. */
export function fromSpans(readSpans: () => Map<string, Spans>): Find {
  let spans: Map<string, Spans> | undefined;
  return (pointer) => {
    const known = (spans ??= readSpans());
    let current = pointer;
    while (current !== '' && !known.has(current)) current = parentPointer(current);
    const entry = known.get(current);
    if (!entry) return { pointer: current };
    const [start, end] = entry.value;
    return { pointer: current, span: { start, end: (limit = Infinity) => Math.min(end, limit), ...(entry.key ? { key: entry.key } : {}) } };
  };
}

/**
 * A parsed document whose source positions come from `entryOf`: for clean JSON a locator that reads
 * only the paths to the places asked for (json-locate.ts: each container on the way once, however
 * many places it holds), otherwise every span, read once. `extentOf`, when given, answers `extent`
 * instead (whole collections, which the fast YAML reader does not place past their first line).
 */
export function located(
  text: string,
  value: unknown,
  problems: ParseProblem[],
  entryOf: Find,
  knownLines?: LineIndex,
  extentOf: Find = entryOf,
): ParsedDocument {
  // The index reads the line breaks only when a position is first asked for.
  const lines = knownLines ?? new LineIndex(text);
  const nearest = (pointer: string): string => entryOf(pointer).pointer;

  const locate = (pointer: string, target: 'key' | 'value' = 'value'): Range => {
    const { pointer: found, span } = entryOf(pointer);
    if (!span) return lines.range(0, Math.min(1, text.length));
    // A collection's region is its first line only: GitHub shows an alert on a pull request only when
    // every line of its region is in the diff. So a value's end is read no further than that line's.
    if (found === pointer && target === 'key' && span.key) {
      const [start, end] = span.key;
      return lines.range(start, Math.min(end, lines.lineEnd(start)));
    }
    return lines.range(span.start, span.end(lines.lineEnd(span.start)));
  };

  const extent = (pointer: string): Range => {
    const { span } = extentOf(pointer);
    return span ? lines.range(span.start, span.end()) : lines.range(0, text.length);
  };

  return {
    value,
    problems,
    lines,
    locate,
    nearest,
    extent,
  };
}
