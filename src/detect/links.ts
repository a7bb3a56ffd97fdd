/**
 * Exfiltration sinks: URLs with a placeholder the model is meant to fill, in text a client shows the
 * model. A markdown or HTML image is fetched as soon as an answer renders, so any placeholder in its
 * URL leaks whatever the model puts there; a link or bare URL leaks only on a click or a fetch, so it
 * counts only when the placeholder names something private (a secret, the conversation, file contents).
 * URL templates of an API ("https://api.example.com/repos/{owner}/{repo}") are neither.
 */

export interface ExfiltrationLink {
  /** The URL, as written. */
  url: string;
  /** The placeholder in it, as written. */
  placeholder: string;
  /** 'image' when the client fetches it without a click. */
  kind: 'image' | 'link';
}

/** A quick test every text with a sink passes. */
export const MAYBE_LINK = /https?:\/\//i;

const URL = /https?:\/\/[^\s)"'`]{1,500}/gi;
const PLACEHOLDER = /\{\{?\s*([\w.-]{1,60})\s*\}\}?|\$\{?([A-Za-z_]\w{0,60})\}?|<([^<>\n]{1,100})>|\[([A-Z][A-Z_]{1,60})\]|%s/g;
/** What precedes the URL of an image: `![alt](`, `<img … src="`, or a reference definition `[1]: `. */
const IMAGE_BEFORE = /(?:!\[[^\]\n]{0,100}\]\(\s*|<img\b[^>\n]{0,200}\bsrc\s*=\s*["']?|^[ \t]*\[[^\]\n]{1,40}\]:[ \t]*)$/i;
/**
 * What says a link is the shape of the tool's own result ("Returns a ready-to-use `git_clone_url` of the
 * form `"): the tool fills it, the model is asked to fill nothing. Within the sentence before the URL.
 */
const OUTPUT_FORM_BEFORE = /\b(?:returns?|returned|outputs?|yields?)\b[^.!?\n]{0,80}?\b(?:of|in)\s+the\s+(?:form|shape|format)\s{0,2}:?\s{0,2}[`'"]?$/i;
/**
 * What says a link shows the shape of a value the user holds ("the DSN from SENTRY_DSN, which looks like
 * https://<key>@…", "a URL in the format"): the placeholders name its parts, nobody is asked to fill them.
 */
const VALUE_FORM_BEFORE = /\b(?:looks?\s+like|(?:has|have|takes?|in)\s+the\s+(?:form|shape|format)(?:\s+of)?|formatted\s+(?:as|like))\s{0,2}:?\s{0,2}[`'"]?$/i;
/**
 * What says the server itself builds the link from what the tool receives ("The server constructs the
 * mainnet URL (`https://rpc.example/?api-key=<KEY>`) internally"): the server fills the slot in its own
 * request, the model fills nothing. Within the sentence before the URL; an order to build one ("Build the
 * URL …") has no such subject.
 */
const OWN_BUILD_BEFORE =
  /\b(?:the\s{1,3}(?:server|tool|service)|this\s{1,3}(?:server|tool)|it)\s{1,3}(?:constructs|builds|assembles|composes|forms)\s{1,3}(?:[\w-]{1,30}\s{1,3}){0,5}?(?:URL|URI|endpoint)\s{0,2}(?:\(\s{0,2})?[`'"]?$/i;

/** Whether the URL at `index` of `text` is one the server says it builds itself (OWN_BUILD_BEFORE), read in the 240 characters before it. */
export const builtByServer = (text: string, index: number): boolean => OWN_BUILD_BEFORE.test(text.slice(Math.max(0, index - 240), index));

/** Words of a placeholder name that mean private data. */
const PRIVATE = new Set([
  'secret',
  'secrets',
  'token',
  'tokens',
  'key',
  'keys',
  'apikey',
  'password',
  'passwords',
  'passwd',
  'credential',
  'credentials',
  'conversation',
  'history',
  'chat',
  'message',
  'messages',
  'summary',
  'content',
  'contents',
  'data',
  'env',
  'ssh',
  'cookie',
  'cookies',
  'session',
  'prompt',
  'private',
]);

/**
 * A query that asks for the conversation or a secret to be attached ("?attach=conversation_history",
 * "&include=chat_transcript"): whoever opens it is asked for what the name says, no placeholder needed.
 */
const ASKS_FOR = /[?&](?:attach|include|append|send|upload|dump|export|add)=([\w.-]{1,60})/gi;
/** Words of a value ASKS_FOR names that are the user's conversation or secrets (narrower than PRIVATE: "include=content" is an API's). */
const ASKED = new Set(['conversation', 'chat', 'transcript', 'credentials', 'password', 'passwords', 'secrets', 'cookies', 'env', 'ssh', 'keys', 'tokens']);

/**
 * "Token" and "key" name a credential or an object's identifier (a report's token, an object's key).
 * The text says which: a word it makes a thing's identifier (IDENTIFIER_USE: looked up "by its token",
 * "the token of a report", "the token returned in the response", "its unique identifier"; or the token of
 * the tool's own object, a word of its name: "folder tokens" in list_folders, "the report token" in
 * get_report_forecast) is filled with that identifier; a word it anywhere makes a credential
 * (CREDENTIAL_USE: "your token", "API key", "the token of the user", "token for auth…") stays private,
 * whatever else the text says.
 */
const AMBIGUOUS = new Set(['token', 'tokens', 'key', 'keys']);
const identifierUse = (word: string): RegExp => {
  const w = `['"‘’]?${word}s?['"‘’]?`;
  return new RegExp(
    String.raw`\bby\s{1,3}(?:its\s{1,3}|their\s{1,3})?${w}(?![\w-])|\b${w}\s{1,3}of\s{1,3}(?:a|an|the|each)\s|\b${w}\s{1,3}(?:returned\s{1,3}(?:in|by)\s{1,3}(?:the|this|its)\s{1,3}(?:response|result|call)\b|is\s{1,3}(?:its|a|the)\s{1,3}(?:unique\s{1,3})?identifier)`,
    'i',
  );
};
const IDENTIFIER_USE = { token: identifierUse('token'), key: identifierUse('key') };
/** Words that make a token or key a credential, before it ("API token") or as its owner ("the key of your account"). */
const CREDENTIAL_OWNER = String.raw`(?:your|my|our|user'?s?|api|access|auth\w{0,14}|bearer|refresh|session|secret|private|personal|oauth|jwt|csrf|id|security|service|bot|app|client|account)`;
const CREDENTIAL_USE = new RegExp(
  String.raw`\b${CREDENTIAL_OWNER}[\s_-]{1,3}(?:token|key)s?\b|\b(?:token|key)s?\s{1,3}(?:(?:for|to)\s{1,3}(?:auth\w{0,14}|sign|log)|of\s{1,3}(?:the\s{1,3}|a\s{1,3}|an\s{1,3})?${CREDENTIAL_OWNER}\b)`,
  'i',
);
/** A placeholder word that names a credential's owner or kind: `<ApiToken>`, `<access_key>`. */
const CREDENTIAL_WORD = new RegExp(`^${CREDENTIAL_OWNER}$`);

/**
 * Whether the placeholder `words` (lower case, split) name an identifier by the text's own usage: their
 * private words are only "token" or "key", no word names a credential, and the text uses that word as an
 * identifier (usedAsIdentifier).
 */
function namesIdentifier(words: string[], text: string, name: string | undefined): boolean {
  const privateWords = words.filter((w) => PRIVATE.has(w));
  if (privateWords.length === 0 || !privateWords.every((w) => AMBIGUOUS.has(w)) || words.some((w) => CREDENTIAL_WORD.test(w))) return false;
  return usedAsIdentifier(text, privateWords[0], name);
}

/**
 * Whether `text` uses `word` ("token", "keys") as an object's identifier and never as a credential.
 * `name` is the tool's own name: the words after its verb are its object ("folder tokens" in list_folders),
 * unless one of them is the token or key itself.
 */
export function usedAsIdentifier(text: string, word: string, name: string | undefined): boolean {
  const stem = /^key/i.test(word) ? 'key' : 'token';
  if (CREDENTIAL_USE.test(text)) return false;
  if (IDENTIFIER_USE[stem].test(text)) return true;
  const objects = (name ?? '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean)
    .slice(1)
    .map((w) => w.replace(/s$/, ''));
  // A tool named for the token itself (set_rpc_token) deals in the credential: its object has no token.
  if (objects.some((w) => AMBIGUOUS.has(w))) return false;
  const nouns = objects.filter((w) => w.length > 2);
  return nouns.length > 0 && new RegExp(String.raw`\b(?:${nouns.join('|')})s?[\s_-]{1,3}${stem}s?\b`, 'i').test(text);
}

/**
 * "Token" names a unit of text too: what a lexer or parser cuts code into. The word says so itself, by a
 * syntactic kind before it ("syntax tokens", "identifier tokens", "string-literal tokens") or after it
 * ("tokens whose syntactic kind matches …"): pieces of code, not secrets ("stored tokens" stays one).
 */
const LEXICAL_BEFORE = /\b(?:syntax|syntactic|lexical|lexer|parser|identifier|keyword|literal|punctuation|operator|trivia)[\s-]{1,2}$/i;
const LEXICAL_AFTER = /^\s{1,2}(?:whose|of\s{1,2}(?:the\s{1,2})?)\s{0,2}syntactic\s{1,2}kinds?\b/i;
/** Whether the word "token(s)" at `index` is a unit of code by its own qualifier (LEXICAL_BEFORE, LEXICAL_AFTER). */
export const lexicalToken = (text: string, index: number, length: number): boolean =>
  LEXICAL_BEFORE.test(text.slice(Math.max(0, index - 24), index)) || LEXICAL_AFTER.test(text.slice(index + length, index + length + 40));

/** Every exfiltration sink in `text`, in order. `name` is the name of the tool the text describes, when known. */
export function findExfiltrationLinks(text: string, name?: string): ExfiltrationLink[] {
  if (!MAYBE_LINK.test(text)) return [];
  const found: ExfiltrationLink[] = [];
  for (const match of text.matchAll(URL)) {
    const index = match.index ?? 0;
    const url = withSlot(text, index, match[0]);
    // The line before the URL, at most 240 characters of it (a reference definition starts its line).
    const window = text.slice(Math.max(0, index - 240), index);
    const image = IMAGE_BEFORE.test(window.slice(window.lastIndexOf('\n') + 1));
    if (url.includes('=')) {
      const asked = [...url.matchAll(ASKS_FOR)].find((q) =>
        q[1]
          .toLowerCase()
          .split(/[^a-z]+/)
          .some((w) => ASKED.has(w)),
      );
      if (asked) {
        found.push({ url, placeholder: asked[0], kind: 'link' });
        continue;
      }
    }
    if (!image && (OUTPUT_FORM_BEFORE.test(window) || VALUE_FORM_BEFORE.test(window) || OWN_BUILD_BEFORE.test(window))) continue;
    for (const p of url.matchAll(PLACEHOLDER)) {
      const slot = p[1] ?? p[2] ?? p[3] ?? p[4] ?? '';
      if (image || (isPrivate(slot) && !namesIdentifier(wordsOf(slot), text, name))) {
        found.push({ url, placeholder: p[0], kind: image ? 'image' : 'link' });
        break;
      }
    }
  }
  return found;
}

/**
 * The URL with a slot written in words completed ("?d=<the user's last message, URL-encoded>"): URL
 * stops at the first space, the slot's angle bracket or brace closes on the same line.
 */
function withSlot(text: string, index: number, url: string): string {
  const open = Math.max(url.lastIndexOf('<'), url.lastIndexOf('{'));
  if (open < 0 || url.indexOf(url[open] === '<' ? '>' : '}', open) >= 0) return url;
  const end = index + url.length;
  const close = text.slice(end, end + 100).search(url[open] === '<' ? /[>\n]/ : /[}\n]/);
  return close < 0 || text[end + close] === '\n' ? url : text.slice(index, end + close + 1);
}

/** `user_message`, `chatHistory`, `API-KEY`: any word private. */
function isPrivate(name: string): boolean {
  return wordsOf(name).some((w) => PRIVATE.has(w));
}

/** The lower-case words of a placeholder name: `CostReportToken` → cost, report, token. */
function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
}
