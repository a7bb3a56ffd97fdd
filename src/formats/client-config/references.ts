/**
 * Variable references in configuration values: `${NAME}`, `${NAME:-default}`, `${env:NAME}`,
 * `${input:id}`, `${workspaceFolder}`, and bare `$NAME`. Both patterns are linear (no nested
 * quantifiers) and bounded, since values come from a pull request.
 */

export interface Reference {
  /** The reference as written: `${GITHUB_TOKEN}`, `$HOME`. */
  text: string;
  /** Offset in the value. */
  index: number;
  kind: 'braced' | 'withDefault' | 'bare' | 'envPrefix' | 'input' | 'prefixed';
  /** The variable, input id or predefined name. */
  name: string;
  /** For `prefixed`: the prefix before the colon (`config`, `command`). */
  prefix?: string;
}

const BRACED = /\$\{([^{}]{1,200})\}/g;
/** Upper-case names only: `$GITHUB_TOKEN` is a variable, `$x` in a password or a regular expression usually is not. */
const BARE = /(?<![$\\\w])\$([A-Z_][A-Z0-9_]{1,100})\b/g;

export function references(value: string): Reference[] {
  if (!value.includes('$')) return [];
  const found: Reference[] = [];
  for (const match of value.matchAll(BRACED)) {
    const inner = match[1];
    const colon = inner.indexOf(':');
    const index = match.index ?? 0;
    if (inner.startsWith('env:')) found.push({ text: match[0], index, kind: 'envPrefix', name: inner.slice(4) });
    else if (inner.startsWith('input:')) found.push({ text: match[0], index, kind: 'input', name: inner.slice(6) });
    else if (/^[A-Za-z_][A-Za-z0-9_]*:-/.test(inner)) found.push({ text: match[0], index, kind: 'withDefault', name: inner.slice(0, inner.indexOf(':-')) });
    else if (colon > 0 && /^[A-Za-z]+$/.test(inner.slice(0, colon)))
      found.push({ text: match[0], index, kind: 'prefixed', name: inner.slice(colon + 1), prefix: inner.slice(0, colon) });
    else found.push({ text: match[0], index, kind: 'braced', name: inner });
  }
  for (const match of value.matchAll(BARE)) found.push({ text: match[0], index: match.index ?? 0, kind: 'bare', name: match[1] });
  return found.sort((a, b) => a.index - b.index);
}

/** Whether a value refers to a variable at all, in any syntax (so it holds no literal secret). */
export function hasReference(value: string): boolean {
  return references(value).length > 0;
}
