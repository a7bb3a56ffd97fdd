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

/** Whether a quotation opened as an example starts at `index` (MENTIONED_BEFORE on what precedes it). */
export function mentionedAt(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - REACH), index);
  return QUOTE_MARKS.test(before.slice(-2)) && MENTIONED_BEFORE.test(before);
}

/** The text with every quotation opened as an example blanked out, offsets kept. */
export function withoutMentions(text: string): string {
  return QUOTE_MARKS.test(text) ? text.replace(MENTIONED, (m) => ' '.repeat(m.length)) : text;
}
