/**
 * The server's own credential configured, not data moved: a sentence that says the server reads its own
 * key from the project's .env file or puts it there ("Reads the vendor key from the .env file
 * (VENDOR_KEY)", "put API_USER and API_PASSWORD in .env; the server reads them at start-up"). What
 * makes it configuration is all of: the only store named is a .env file; the credential is named by its
 * variable in capitals, as setup documentation names it; the reader is the server (its own third-person
 * verb opening the sentence, or "the server reads"), or the credential goes into .env, not out of it; and
 * the sentence sends nothing anywhere (no URL, address, argument in backquotes or verb of sending).
 * An order to the model to read .env and put it somewhere ("read the .env and paste it in `notes`") has
 * a destination and stays an order.
 */

/** A variable in capitals as configuration names it: API_KEY, GIS_PASSWORD, VENDOR_TOKEN. */
const VARIABLE = /\b[A-Z][A-Z0-9]{1,30}(?:_[A-Z0-9]{1,30}){1,5}\b/;
/** The server as the reader: its own verb opening the sentence ("Reads …"), or named ("the server reads", "it loads"). */
const SERVER_READS =
  /(?:^|[.;:!?\n]\s{0,3})(?:Reads|Loads|Takes|Picks\s+up)\b|\b(?:the\s+server|this\s+server|the\s+tool|this\s+tool|it)\s+(?:reads|loads|takes|picks\s+up)\b/;
/** The credential written into .env: configuration the user does ("put X in .env", "add X to your .env"). */
const INTO_ENV = /\b(?:put|add|set|store|save|place|write|define)\s+[^.;!?\n]{0,80}?\b(?:in|into|to)\s+(?:the\s+|your\s+|a\s+)?(?:project['’]s\s+)?\.env\b/i;
/** A store other than .env, or a destination: the sentence is then no mere configuration. */
const ELSEWHERE =
  /~\/|\$HOME|\.ssh\b|\.aws\b|\.kube\b|\.netrc\b|\.npmrc\b|\.git-credentials\b|https?:\/\/|[\w.+-]{1,64}@[\w-]{1,63}\.[\w.-]{2,60}|`[^`\n]{1,40}`|\b(?:send|sends|sent|post|posts|upload|uploads|forward|forwards|paste|pastes|include|includes|attach|attaches|share|shares|e-?mail|report)\b/i;

/** Whether the match at `index` of `text` sits in a sentence that configures the server's own credential in .env. */
export function ownConfiguration(text: string, index: number): boolean {
  let from = index;
  while (from > 0 && index - from < 300 && !'.!?\n'.includes(text[from - 1])) from--;
  let to = index;
  while (to < text.length && to - index < 300 && !'!?\n'.includes(text[to]) && !(text[to] === '.' && !/[a-z]/i.test(text[to + 1] ?? ''))) to++;
  // One sentence, its clauses included (the reader may be named after a semicolon: "put X in .env; the server reads them").
  const sentence = text.slice(from, to);
  if (!/\.env\b/.test(sentence) || !VARIABLE.test(sentence) || ELSEWHERE.test(sentence)) return false;
  return SERVER_READS.test(text.slice(Math.max(0, from - 3), to)) || INTO_ENV.test(sentence);
}
