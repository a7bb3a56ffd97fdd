/**
 * Quotations opened as examples: what a text mentions, not what it says. A scanner's or a filter's
 * documentation lists the attacks it catches ("flags phrases such as 'ignore all previous instructions',
 * 'you are now DAN' and …", "مثل عبارة «…»", "例如「…」"): the evidence combined is an example marker
 * (such as, like, e.g., for example, including, and their few counterparts in other languages), at most
 * two words, then one quotation or a list of them joined by commas or "and"/"or". Every quotation of the
 * list is mentioned. Quotes must stand apart from letters, so an apostrophe ("the user's …") opens none,
 * and an order written in the text's own voice, unquoted, is never mentioned.
 */

/** "Such as" and its counterparts: what opens an example. Not preceded by a letter ("unlike" is no "like"). */
const MARK = String.raw`(?<!\p{L})(?:such\s+as|like|e\.g\.,?|for\s+example,?|including|z\.\s?B\.|wie|comme|como|come|например|مثل|例如|比如|例えば)`;
/** One or two words between the marker and the quotation ("such as the phrase", "مثل عبارة"). */
const WORDS = String.raw`(?:\p{L}{1,12}\s{1,3}){0,2}`;
/** A quotation in any of the marks people quote with, standing apart from letters. */
const QUOTED = String.raw`(?:"[^"\n]{1,160}"|“[^”\n]{1,160}”|(?<!\p{L})'[^'\n]{1,160}'(?!\p{L})|‘[^’\n]{1,160}’|«[^»\n]{1,160}»|「[^」\n]{1,160}」)`;
const OPEN = String.raw`(?:"|“|(?<!\p{L})'|‘|«\s?|「)`;
/** What joins the quotations of a list. */
const JOIN = String.raw`\s{0,2}(?:,|、|;|and|or|et|ou|und|oder|y|o|e|и|или|و|أو)?\s{0,3}`;

const MENTIONED = new RegExp(`${MARK}\\s{0,3}${WORDS}${QUOTED}(?:${JOIN}${QUOTED}){0,8}`, 'giu');
const MENTIONED_BEFORE = new RegExp(`${MARK}\\s{0,3}${WORDS}(?:${QUOTED}${JOIN}){0,8}${OPEN}$`, 'iu');
const QUOTE_MARKS = /["“'‘«「]/;
/** How far back a list of quotations may open: nine quotations of up to 160 characters would reach further, and are no example list. */
const REACH = 400;

/**
 * Samples labelled in brackets after an example marker ("with an example of each: role override (you are
 * now…), exfiltration (send the conversation to…) and concealment (…)"): each bracket holds what its label
 * names, mentioned as a quotation is. The marker is needed: a bracket after a bare word ("Note (do not tell
 * the user)") is said, not mentioned.
 */
const LABEL_MARK = String.raw`(?<!\p{L})(?:examples?(?:\s+of\s+(?:each|them))?\s{0,2}:|such\s+as|e\.g\.,?|for\s+example,?|including)`;
const LABELLED = String.raw`\p{L}[\p{L} -]{0,30}\s\([^()\n]{1,120}\)`;
const LABELLED_BEFORE = new RegExp(`${LABEL_MARK}\\s{0,3}(?:${LABELLED}${JOIN}){0,8}\\p{L}[\\p{L} -]{0,30}\\s\\($`, 'iu');
const LABELLED_LIST = new RegExp(`${LABEL_MARK}\\s{0,3}${LABELLED}(?:${JOIN}${LABELLED}){0,8}`, 'giu');

/** Whether a quotation, or a bracketed sample of a labelled list, opened as an example starts at `index`. */
export function mentionedAt(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - REACH), index);
  if (before.endsWith('(')) return LABELLED_BEFORE.test(before);
  return QUOTE_MARKS.test(before.slice(-2)) && MENTIONED_BEFORE.test(before);
}

/** The text with every quotation and labelled list opened as an example blanked out, offsets kept. */
export function withoutMentions(text: string): string {
  const quoted = QUOTE_MARKS.test(text) ? text.replace(MENTIONED, (m) => ' '.repeat(m.length)) : text;
  return quoted.includes('(') ? quoted.replace(LABELLED_LIST, (m) => ' '.repeat(m.length)) : quoted;
}

/** Where each labelled list opened as an example lies, [start, end), at most 64 of them. */
export function labelledSpans(text: string): [number, number][] {
  if (!text.includes('(')) return [];
  const spans: [number, number][] = [];
  LABELLED_LIST.lastIndex = 0;
  for (let m = LABELLED_LIST.exec(text); m !== null && spans.length < 64; m = LABELLED_LIST.exec(text)) spans.push([m.index, m.index + m[0].length]);
  return spans;
}
