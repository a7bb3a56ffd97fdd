/** Later entries of a list that repeat an earlier entry's identifier (a URI, a name). */

export interface Duplicate<E> {
  later: E;
  /** The first entry with the same identifier. */
  first: E;
}

/** `identify` returns the identifier compared, or undefined to skip the entry. */
export function duplicates<E>(entries: Iterable<E>, identify: (entry: E) => string | undefined): Duplicate<E>[] {
  const seen = new Map<string, E>();
  const found: Duplicate<E>[] = [];
  for (const entry of entries) {
    const id = identify(entry);
    if (id === undefined) continue;
    const first = seen.get(id);
    if (first === undefined) seen.set(id, entry);
    else found.push({ later: entry, first });
  }
  return found;
}

/** Identifies list items by one string property, e.g. `byString('name')`. */
export function byString(key: string): (entry: { item: Record<string, unknown> }) => string | undefined {
  return (entry) => (typeof entry.item[key] === 'string' ? (entry.item[key] as string) : undefined);
}
