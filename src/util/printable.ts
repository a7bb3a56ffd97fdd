/**
 * Text from a pull request (file names, descriptor lines) must not control the terminal or the log
 * it is printed to: C0 and C1 control characters, DEL, bidirectional formatting characters and line
 * or paragraph separators are shown escaped (or replaced where columns must stay aligned).
 */
/** Controls, bidirectional formatting, line separators, and UTF-16 halves without their partner (not text at all). */
const UNPRINTABLE_SOURCE =
  '[\\u0000-\\u001F\\u007F-\\u009F\\u061C\\u200E\\u200F\\u2028-\\u202E\\u2066-\\u2069]|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';
const UNPRINTABLE = new RegExp(UNPRINTABLE_SOURCE);
const UNPRINTABLES = new RegExp(UNPRINTABLE_SOURCE, 'g');
const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

export function hasUnprintable(text: string): boolean {
  return UNPRINTABLE.test(text);
}

/** Each unprintable character as an escape: \n, \t, \x1B, \u202E. */
export function escapeUnprintable(text: string): string {
  return text.replace(UNPRINTABLES, (char) => {
    const code = char.charCodeAt(0);
    return NAMED[char] ?? (code <= 0xff ? `\\x${hex(code, 2)}` : `\\u${hex(code, 4)}`);
  });
}

/** Each unprintable character as U+FFFD, one for one, so columns computed on the text still line up. */
export function replaceUnprintable(text: string): string {
  return text.replace(UNPRINTABLES, '\uFFFD');
}

export function hex(code: number, digits: number): string {
  return code.toString(16).toUpperCase().padStart(digits, '0');
}

/**
 * A parser's message with every quoted run cut to a few characters: an error in a file that should not
 * have been parsed (a credential file) must not copy the file into the report.
 */
export function shortQuotes(message: string): string {
  return message.replace(/"([^"]{25,})"/g, (_, quoted: string) => `"${quoted.slice(0, 20)}…"`);
}

/** Columns a terminal gives the text: East Asian wide and fullwidth characters take two, combining marks none. */
export function displayWidth(text: string): number {
  // Below U+0300 every character takes one column but the soft hyphen (Cf): most text, read without a regex per character.
  let plain = true;
  for (let i = 0; i < text.length && plain; i++) {
    const unit = text.charCodeAt(i);
    plain = unit < 0x300 && unit !== 0xad;
  }
  if (plain) return text.length;
  let width = 0;
  for (const char of text) {
    const cp = char.codePointAt(0) ?? 0;
    if (/\p{Mn}|\p{Me}|\p{Cf}/u.test(char)) continue;
    width += isWide(cp) ? 2 : 1;
  }
  return width;
}

function isWide(cp: number): boolean {
  return (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0xa4cf && cp !== 0x303f) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x1f300 && cp <= 0x1f64f) ||
    (cp >= 0x1f900 && cp <= 0x1f9ff) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  );
}
