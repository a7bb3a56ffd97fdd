/** RFC 6901 JSON Pointers: how rules name a place in a document. */

export function escapeSegment(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

export function unescapeSegment(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

export function joinPointer(base: string, ...segments: (string | number)[]): string {
  return segments.reduce<string>((pointer, segment) => `${pointer}/${escapeSegment(segment)}`, base);
}

export function splitPointer(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map(unescapeSegment);
}

export function parentPointer(pointer: string): string {
  return pointer.slice(0, Math.max(0, pointer.lastIndexOf('/')));
}

/** The value at a pointer, or undefined when the path does not exist. */
export function getAt(root: unknown, pointer: string): unknown {
  let current = root;
  for (const segment of splitPointer(pointer)) {
    if (current === null || typeof current !== 'object' || !Object.prototype.hasOwnProperty.call(current, segment)) {
      return undefined;
    }
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}
