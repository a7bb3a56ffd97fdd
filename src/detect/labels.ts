/**
 * Fields whose job is a label, and values written as identifiers: where prose is itself evidence (issue
 * 35's "prose where no prose belongs"). A title (of a tool, its annotations, a schema or a property, a
 * prompt, a resource, the server) names a thing in a few words, and a MIME type names a format; a
 * sentence there is text a client passes to the model where no reader expects one. Such a text is read
 * as a value is, with a bar of its own (LABEL_COMBINATIONS, read by ./evidence.ts): prose in a title with
 * an override or concealment, the model addressed beside anything it would do, or an imperative that
 * moves data (a sensitive resource, private data, another field, a destination, a planted value). A MIME
 * type holds no prose at all, so prose there is read as a value's (./evidence.ts, MISPLACED).
 *
 * Honest labels stay quiet: a title is a label until it runs to a sentence's length (LABEL_WORDS), so
 * "Read SSH private key" or "Create or update a file" are read as descriptions are; a long honest title
 * ("Search the repository's issues by label and state") has no evidence beyond weak imperatives.
 * A value written as an identifier ("read-only-replica") is read with its separators as spaces only
 * when it joins as many words as a sentence (IDENTIFIER_WORDS): model names and versions
 * ("claude-3-5-sonnet-20241022") join digits, not words.
 */

/**
 * What prose in a label needs beside it, by signal kind (./evidence.ts): each entry a combination, each
 * need met by any kind of its list. Honest long titles carry imperatives ("List and read keychain items
 * with user approval") and credentials they take ("Personal access token (leave empty to use
 * GITLAB_TOKEN)"), never both an imperative and data to move, nor the model.
 */
export const LABEL_COMBINATIONS = [
  ['override'],
  ['concealment'],
  ['model', ['act', 'directive', 'user', 'private', 'sensitive', 'sink', 'value', 'argument']],
  ['directive', ['sensitive', 'private', 'harvest', 'argument', 'sink', 'value']],
] as const;

/** How many words a title holds before it is prose rather than a label. */
const LABEL_WORDS = 7;
/** How many words joined by hyphens or underscores make an identifier-shaped value a sentence. */
const IDENTIFIER_WORDS = 5;
const WORD = /\p{L}+/gu;
/** A value with no space, its words joined by hyphens or underscores (one run of word characters between each). */
const IDENTIFIER = /^[\p{L}\p{N}]+(?:[-_][\p{L}\p{N}]+)+$/u;

/** What to call a title's text when it runs to prose ("a title"), or undefined for any other field or a title of a label's length. */
export function labelProse(key: string, text: string): string | undefined {
  return key === 'title' && words(text, LABEL_WORDS) ? 'a title' : undefined;
}

/**
 * A value as a model reads it: an identifier that joins a sentence's worth of words ("csv-and-mail-…")
 * with its separators as spaces, at the same offsets; any other value as written.
 */
export function valueReading(text: string): string {
  if (text.length > 400 || !IDENTIFIER.test(text) || !words(text, IDENTIFIER_WORDS)) return text;
  return text.replace(/[-_]/g, ' ');
}

/** Whether `text` has at least `n` words of letters. */
function words(text: string, n: number): boolean {
  let count = 0;
  WORD.lastIndex = 0;
  while (WORD.exec(text) !== null) if (++count >= n) return true;
  return false;
}
