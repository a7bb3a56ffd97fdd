/** RFC 6901 JSON Pointers: how rules name a place in a document. */

// Pointers are built for every place a rule looks at, so the common case (nothing to escape) stays cheap.
export function escapeSegment(segment: string | number): string {
  if (typeof segment === 'number') return String(segment);
  return segment.includes('~') || segment.includes('/') ? segment.replace(/~/g, '~0').replace(/\//g, '~1') : segment;
}

export function unescapeSegment(segment: string): string {
  return segment.includes('~') ? segment.replace(/~1/g, '/').replace(/~0/g, '~') : segment;
}

export function joinPointer(base: string, ...segments: (string | number)[]): string {
  let pointer = base;
  for (const segment of segments) pointer += `/${escapeSegment(segment)}`;
  return pointer;
}

export function splitPointer(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map(unescapeSegment);
}

export function parentPointer(pointer: string): string {
  return pointer.slice(0, Math.max(0, pointer.lastIndexOf('/')));
}

/** The value at a pointer, or undefined when the path does not exist. */
export function getAt(root: unknown, pointer: string): unknown {
  if (pointer === '') return root;
  // splitPointer's segments, read in place: rules resolve a pointer for every object they check.
  let current = root;
  let start = 1;
  for (;;) {
    const end = pointer.indexOf('/', start);
    const segment = unescapeSegment(end === -1 ? pointer.slice(start) : pointer.slice(start, end));
    if (current === null || typeof current !== 'object' || !Object.hasOwn(current, segment)) return undefined;
    current = (current as Record<string, unknown>)[segment];
    if (end === -1) return current;
    start = end + 1;
  }
}
