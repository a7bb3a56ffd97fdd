/**
 * Text from a pull request (file names, descriptor lines) must not control the terminal or the log
 * it is printed to: C0 and C1 control characters, DEL, bidirectional formatting characters and line
 * or paragraph separators are shown escaped (or replaced where columns must stay aligned).
 */
const UNPRINTABLE_SOURCE = '[\\u0000-\\u001F\\u007F-\\u009F\\u061C\\u200E\\u200F\\u2028-\\u202E\\u2066-\\u2069]';
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
