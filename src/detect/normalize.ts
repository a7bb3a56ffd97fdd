/**
 * Normalize, then look: the forms a text takes before the evidence detectors read it. The plain form
 * is what a model reads once the tricks that hide text from a reviewer are undone: compatibility letters
 * folded (NFKC: fullwidth, mathematical bold), Cyrillic, Greek, Armenian, Cherokee and small-capital
 * look-alikes inside Latin words folded to the letters they imitate, Unicode tag characters read as the ASCII they spell, zero-width characters
 * and terminal control sequences removed, HTML and Markdown comments opened. What was hidden is itself
 * evidence (concealment). The decoded forms are inline encodings read back (base64, also twice, hex, URL
 * and HTML escapes, string escapes inside words, character codes, quoted fragments joined, rot13, the
 * other Caesar shifts, atbash and reversed sentences when the result reads as English, letters spelled
 * apart), each scanned again with the same evidence rules. A writing that hides letters (prose in base64
 * or a substitution, "&#97;" for "a", fragments that split words) is concealment too, which combines
 * only with evidence in what it says: an honest base64 image, a hash, a JWT, a list of quoted words,
 * "%20" in a URL or a leetspeak product name decode to no prose or hide nothing. Every step is one
 * linear pass over at most MAX_DECODED characters.
 */
import { COMMON_WORDS } from './concepts.js';
import { LOOK_ALIKE_CLASS, TEXT_LOOK_ALIKES } from './confusables.js';

export interface Concealment {
  /** What hid the text, e.g. "terminal control sequence". */
  how: string;
  /** The hidden text or the device, as written (shortened). */
  text: string;
}

export interface Normalized {
  /** The text as a model reads it. */
  plain: string;
  /** Devices that hide text from a reviewer, in the order they were found. */
  concealed: Concealment[];
}

export interface DecodedView {
  /** The decoded text. */
  text: string;
  /** How it was written, e.g. "base64". */
  encoding: string;
  /** The run as written (shortened), for the message. */
  written: string;
  /**
   * Whether the writing hides the text from a reviewer, which is concealment: prose in base64, hex, a
   * letter substitution or backwards, escapes of letters that need none ("&#97;" for "a"), fragments that
   * split words. Escapes of what needs them ("%20", "&lt;") and spaced letters only decode.
   */
  concealing: boolean;
}

const short = (text: string, max = 40) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** ESC sequences (CSI with its parameters, OSC up to its terminator, or one character), backspaces and a carriage return not ending a line. */
const TERMINAL = /\u001b(?:\[[0-9;?]{0,40}[ -/]{0,4}[@-~]|\][^\u0007\u001b]{0,400}(?:\u0007|\u001b\\)?|[@-Z\\-_])|[\u0008\u007f]+|\r(?!\n)/g;
const MAYBE_TERMINAL = /[\u001b\u0008\u007f\r]/;
/** Zero-width and other invisible format characters a word can be split with. */
const ZERO_WIDTH = /\u00ad|\u034f|\u180e|[\u200b-\u200f]|[\u2060-\u2064]|\ufeff/g;
const TAG_CHARS = /[\u{e0000}-\u{e007f}]+/gu;
/** A Markdown link reference to nothing ("[//]: # (…)", "[note]: <> (…)"): it renders as nothing, so its text is hidden. */
const MARKDOWN_COMMENT = /^\s{0,3}\[[^\]\n]{1,40}\]:\s{0,4}(?:#|<>)\s{0,4}[("']([^\n]{0,500})/gm;
/** CSS that hides an element; it counts when it sits inside a tag (the last "<" before it is not closed). */
const HIDDEN_STYLE =
  /(?:\shidden(?=[\s>=/])|display\s{0,3}:\s{0,3}none|visibility\s{0,3}:\s{0,3}hidden|font-size\s{0,3}:\s{0,3}0(?![.\d])|opacity\s{0,3}:\s{0,3}0(?![.\d]))/gi;
const WORDS = /[A-Za-z]{2,}/g;
/** A text colour in a style or a font tag's attribute: hidden when it is transparent or the background's own (white on no background is white on the page). */
const TEXT_COLOR = /(?<![\w-])color\s{0,3}(?::|=\s{0,3}["']?)\s{0,3}(#[0-9a-f]{3,8}\b|[a-z]{3,20}\b|rgba?\([^)]{0,40}\))/gi;
const BACKGROUND_COLOR = /background(?:-color)?\s{0,3}:\s{0,3}(#[0-9a-f]{3,8}\b|[a-z]{3,20}\b|rgba?\([^)]{0,40}\))/i;
/** Sixteen blank lines or more: what follows is below what a reviewer scrolls to. */
const BLANK_WALL = /(?:\n[ \t]{0,8}){16,}/g;

/** The text as a model reads it, and what hid parts of it from a reviewer. */
export function normalize(text: string): Normalized {
  const concealed: Concealment[] = [];
  let plain = text;
  if (/[^\x00-\x7f]/.test(plain)) {
    plain = plain.replace(TAG_CHARS, (run) => {
      const spelled = Array.from(run, (c) => String.fromCodePoint((c.codePointAt(0) as number) - 0xe0000))
        .filter((c) => c >= ' ' && c <= '~')
        .join('');
      if (spelled.trim()) concealed.push({ how: 'Unicode tag characters', text: short(spelled) });
      return spelled;
    });
    let split = false;
    plain = plain.replace(ZERO_WIDTH, (_c, offset: number, whole: string) => {
      split ||= /[A-Za-z]/.test(whole[offset - 1] ?? '') && /[A-Za-z]/.test(whole[offset + 1] ?? '');
      return '';
    });
    if (split) concealed.push({ how: 'zero-width characters inside words', text: short(plain) });
    const wide = FULLWIDTH_WORDS.exec(plain);
    if (wide) concealed.push({ how: 'fullwidth letters', text: short(wide[0]) });
    plain = foldLookAlikes(plain.normalize('NFKC'), concealed);
  }
  if (MAYBE_TERMINAL.test(plain)) {
    let device = '';
    plain = plain.replace(TERMINAL, (seq) => {
      if (seq !== '\r' || device === '') device ||= JSON.stringify(seq).slice(1, -1);
      return seq === '\r' ? '\n' : ' ';
    });
    if (device) concealed.push({ how: 'terminal control sequence', text: short(device) });
  }
  if (plain.includes('[')) plain = joinBracketed(plain);
  if (plain.includes('<!--')) plain = openComments(plain, concealed);
  if (plain.includes(']:')) for (const [, inner] of plain.matchAll(MARKDOWN_COMMENT)) concealed.push({ how: 'Markdown comment', text: short(inner.trim()) });
  if (plain.includes('<'))
    for (const style of plain.matchAll(HIDDEN_STYLE)) {
      const index = style.index ?? 0;
      // The tag is looked for in the 200 characters in reach, not back to the text's start for each style.
      const from = Math.max(0, index - 200);
      const before = plain.slice(from, index + 1);
      const near = tagStart(before);
      const open = near < 0 ? -1 : from + near;
      if (open >= 0 && before.lastIndexOf('>') < near) {
        concealed.push({ how: 'hidden HTML element', text: short(plain.slice(open, index + style[0].length)) });
        break;
      }
    }
  if (plain.includes('color')) sameColor(plain, concealed);
  if (plain.includes('\n\n\n\n')) belowBlankLines(plain, concealed);
  return { plain, concealed };
}

/**
 * Where the last tag of `text` opens: a `<` with a tag's name right after it (`<span`). A `<` before a digit, a
 * space or `=` compares (`sliver<=15%, hidden uses …`): it opens no element to hide anything in.
 */
function tagStart(text: string): number {
  for (let at = text.lastIndexOf('<'); at >= 0; at = at === 0 ? -1 : text.lastIndexOf('<', at - 1)) if (/[A-Za-z]/.test(text[at + 1] ?? '')) return at;
  return -1;
}

/** One colour's canonical form: "#fff", "#FFFFFF", "white" and "rgb(255, 255, 255)" are one. */
function canonicalColor(value: string): string {
  const v = value.toLowerCase().replace(/\s+/g, '');
  if (v === 'white' || v === 'rgb(255,255,255)' || v === 'rgba(255,255,255,1)') return '#ffffff';
  if (v === 'black' || v === 'rgb(0,0,0)') return '#000000';
  if (/^#[0-9a-f]{3}$/.test(v)) return `#${v[1]}${v[1]}${v[2]}${v[2]}${v[3]}${v[3]}`;
  return v;
}

/** Text coloured as its background (white on white, or transparent) inside a tag's style, with words after the tag. */
function sameColor(text: string, concealed: Concealment[]): void {
  // The next ">" is found once for all the colours before it, and the tag's "<" in the 300 characters in
  // reach: searched from each colour, a text of colours without tags was read to its ends each time.
  let close = -1;
  for (const m of text.matchAll(TEXT_COLOR)) {
    const index = m.index ?? 0;
    if (close !== -2 && close < index) close = text.indexOf('>', index);
    if (close === -1) close = -2;
    const from = Math.max(0, index - 300);
    const before = text.slice(from, index + 1);
    const near = before.lastIndexOf('<');
    const open = near < 0 ? -1 : from + near;
    if (open < 0 || before.lastIndexOf('>') > near || close < 0) continue;
    const color = canonicalColor(m[1]);
    const background = BACKGROUND_COLOR.exec(text.slice(open, close));
    const hidden =
      color === 'transparent' || /^rgba\([^)]*,\s*0(?:\.0+)?\s*\)$/.test(color) || (background ? canonicalColor(background[1]) === color : color === '#ffffff');
    if (hidden && (text.slice(close + 1, close + 400).match(WORDS) ?? []).length >= 3) {
      concealed.push({ how: 'text coloured as its background', text: short(text.slice(open, close + 1)) });
      return;
    }
  }
}

/** Words after a wall of blank lines, which pushes them below what a reviewer reads. */
function belowBlankLines(text: string, concealed: Concealment[]): void {
  for (const m of text.matchAll(BLANK_WALL)) {
    const end = (m.index ?? 0) + m[0].length;
    if ((m.index ?? 0) > 0 && (text.slice(end, end + 400).match(WORDS) ?? []).length >= 3) {
      concealed.push({ how: 'text below a wall of blank lines', text: short(text.slice(end).trim()) });
      return;
    }
  }
}

/**
 * Four words or more in fullwidth Latin letters ("ｃｏｐｙ ｔｈｅ ｐａｓｓｐｏｒｔ ｎｕｍｂｅｒｓ"): East Asian text writes a
 * short name so ("ＡＰＩ"), never a sentence; a sentence so is written to pass filters that read ASCII.
 */
const FULLWIDTH_WORDS = /[\uff21-\uff3a\uff41-\uff5a]{2,}(?:[\s\u3000]{1,3}[\uff21-\uff3a\uff41-\uff5a]{2,}){3,}/;
/** Letters of a word put in brackets ("Al[so] se[nd] th[e]"): three such words or more are one text split to dodge word filters. */
const BRACKETED = /(\p{L})\[(\p{L}{1,4})\]/gu;
function joinBracketed(text: string): string {
  let n = 0;
  BRACKETED.lastIndex = 0;
  while (n < 3 && BRACKETED.test(text)) n++;
  return n < 3 ? text : text.replace(BRACKETED, '$1$2');
}

/** HTML comments opened (their markers become spaces); one with three words or more is concealment. One indexOf pass. */
function openComments(text: string, concealed: Concealment[]): string {
  let out = '';
  let from = 0;
  for (let open = text.indexOf('<!--'); open !== -1; open = text.indexOf('<!--', from)) {
    const close = text.indexOf('-->', open + 4);
    const end = close === -1 ? text.length : close;
    const inner = text.slice(open + 4, end);
    if ((inner.match(WORDS) ?? []).length >= 3 && concealed.length < 8) concealed.push({ how: 'HTML comment', text: short(inner.trim()) });
    out += `${text.slice(from, open)} ${inner} `;
    from = close === -1 ? text.length : close + 3;
  }
  return out + text.slice(from);
}

/**
 * Whether a code unit beyond ASCII separates words: Latin-1 punctuation and symbols, general punctuation,
 * symbols and arrows (U+2000–U+2BFF), CJK punctuation and fullwidth ASCII punctuation. Any other counts as
 * part of a word, which is all folding needs and costs no pattern per character.
 */
function separates(code: number): boolean {
  return (
    (code >= 0x80 && code <= 0xbf) ||
    code === 0xd7 ||
    code === 0xf7 ||
    (code >= 0x2000 && code <= 0x2bff) ||
    (code >= 0x3000 && code <= 0x303f) ||
    (code >= 0xff00 && code <= 0xff20)
  );
}

/** A Latin letter beside a look-alike (./confusables.ts): Cyrillic, Greek, Armenian, Cherokee, IPA and small capitals. */
const MIXED_WORD = new RegExp(`[A-Za-z][${LOOK_ALIKE_CLASS}]|[${LOOK_ALIKE_CLASS}][A-Za-z]`, 'u');

/**
 * Words that hold a Latin letter and a Cyrillic, Greek, Armenian or Cherokee look-alike, spelled in Latin: "Ignоrе" (Cyrillic
 * о, е) reads "Ignore". One pass over the code units: a word is a run of ASCII letters and characters
 * beyond ASCII that do not separate words, and only a word that mixes an ASCII letter with a look-alike is
 * rebuilt (a Russian sentence is left as it is). Two such words or more are concealment: no script mixes
 * so, and a text that does is written to pass filters that read ASCII; its words made of look-alikes
 * alone ("сору", all Cyrillic) are then read in Latin too, as the same hand wrote them.
 */
function foldLookAlikes(text: string, concealed: Concealment[]): string {
  // A word that mixes the two has a Latin letter beside a look-alike somewhere: a text without one has nothing to fold.
  if (!MIXED_WORD.test(text)) return text;
  const mixed = foldWords(text, false);
  if (mixed.words < 2) return mixed.text;
  concealed.push({ how: 'look-alike letters from other scripts', text: short(mixed.first) });
  return mixed.alone > 0 ? foldWords(text, true).text : mixed.text;
}

/**
 * `text` with its words that mix Latin and look-alike letters (and, with `whole`, those of look-alikes
 * alone) in Latin, how many mixed words, the first as written, and how many words are of look-alikes alone.
 */
function foldWords(text: string, whole: boolean): { text: string; words: number; first: string; alone: number } {
  let out = '';
  let copied = 0;
  let start = 0;
  let latin = false;
  let alike = false;
  let other = false;
  let words = 0;
  let alone = 0;
  let first = '';
  const n = text.length;
  for (let i = 0; i <= n; i++) {
    const code = i < n ? text.charCodeAt(i) : 32;
    const ascii = (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
    const letter = ascii || (code > 127 && !separates(code));
    if (letter) {
      latin ||= ascii;
      const lookAlike = code > 127 && TEXT_LOOK_ALIKES[text[i]] !== undefined;
      alike ||= lookAlike;
      other ||= code > 127 && !lookAlike;
      continue;
    }
    const onlyAlike = !latin && alike && !other && i - start >= 2;
    if (onlyAlike) alone++;
    if ((latin && alike) || (whole && onlyAlike)) {
      if (latin) {
        words++;
        first ||= text.slice(start, i);
      }
      out += text.slice(copied, start);
      for (const c of text.slice(start, i)) out += TEXT_LOOK_ALIKES[c] ?? c;
      copied = i;
    }
    start = i + 1;
    latin = false;
    alike = false;
    other = false;
  }
  return { text: copied === 0 ? text : out + text.slice(copied), words, first, alone };
}

// The decoders. Each finds runs with a bounded pattern and keeps a reading only when it is prose.
const HEX_ESCAPES = /(?:\\x[0-9A-Fa-f]{2}|\\u[0-9A-Fa-f]{4}|\\u\{[0-9A-Fa-f]{1,6}\}){2,2000}/g;
/** A run of hex bytes, standing alone or after a "0x" prefix ("0x7365…"), where no word boundary parts it from the x. */
const HEX_RUN = /(?:\b|(?<=\b0[xX]))(?:[0-9A-Fa-f]{2}){12,2000}\b/g;
const isHexDigit = (code: number) => (code >= 48 && code <= 57) || ((code | 0x20) >= 97 && (code | 0x20) <= 102);

/**
 * The matches of HEX_RUN, in order, without trying the pattern at every character (a megabyte of prose,
 * 5–8 ms a pass, now under 1 ms). A match is hex digits only, 24 or more, so it lies in a run of hex
 * digits that covers one of the positions 23, 47, 71…: only those are looked at, a run found there is
 * measured both ways, and the pattern is tried once at its start on the run and the few characters its
 * boundaries read (it cannot match inside a run, where no word boundary or "0x" is).
 */
function hexRuns(text: string): string[] {
  const runs: string[] = [];
  const n = text.length;
  for (let probe = 23; probe < n; probe += 24) {
    if (!isHexDigit(text.charCodeAt(probe))) continue;
    let start = probe;
    while (start > 0 && isHexDigit(text.charCodeAt(start - 1))) start--;
    let end = probe + 1;
    while (end < n && isHexDigit(text.charCodeAt(end))) end++;
    if (end - start >= 24) {
      const from = Math.max(0, start - 3);
      const around = text.slice(from, Math.min(n, end + 1));
      HEX_RUN.lastIndex = start - from;
      const match = HEX_RUN.exec(around);
      if (match && match.index === start - from) runs.push(match[0]);
    }
    // The next run starts after this one ends: probe every 24 characters from there.
    probe = end - 1;
  }
  return runs;
}
/** Hex bytes one space apart ("73 65 6e 64"): each repeat takes three characters, so a run is read once. */
const SPACED_HEX = /\b[0-9A-Fa-f]{2}(?: [0-9A-Fa-f]{2}){11,2000}\b/g;
/** A short base64 token (too short for the runs ./phrases.ts decodes), kept only when it decodes to a path or an address. */
const SHORT_BASE64 = /(?<![\w+/=])[A-Za-z0-9+/]{10,40}={0,2}(?![\w+/=])/g;
/** What a decoded token that is no prose must look like to be put back in place: a path, a host or an address. */
const TOKEN = /^[\x21-\x7e]{3,256}$/;
const PLACE = /^(?:~|\$HOME|\.{0,2}\/)|\/\.|@[\w-]+\.|^[\w-]+(?:\.[\w-]+)+(?:\/|$)|^https?:\/\/[\w-]+\./;
/** Quoted pieces joined by "+" ("'~/.s' + 'sh/id_rsa'"): read as the one string they make. */
const JOINED = /(['"`])\s{0,3}\+\s{0,3}(['"`])/g;
/** Quoted pieces in a list ("rea", "d ~/.a"): the seam between two, read as one string when the pieces split words. */
const LISTED = /(['"])\s{0,3},\s{0,3}(['"])/g;
/** Eight character codes or more, 2–3 digits each, apart by commas: bounded, each repeat starts at a digit. */
const CHAR_CODES = /(?<![\d.])(?:\d{2,3}\s{0,2},\s{0,2}){7,2000}\d{2,3}(?![\d.])/g;
/** Whether the head of a decoded run is worth decoding the rest: prose, or base64 again. */
const readsOn = (head: string) => isProse(head) || /^[A-Za-z0-9+/]{24,}$/.test(head);
/** A decoded run that is base64 itself ("VlhCc2…" is base64 of "VXBsb2…"): 24 digits or more and nothing else. */
const BASE64_TOKEN = /^[A-Za-z0-9+/]{24,}={0,2}$/;
/** One escape of a letter (A–Z, a–z) in URL, HTML or string escapes: what needs no escape. */
const LETTER_ESCAPE =
  /%(?:4[1-9A-Fa-f]|5[0-9Aa]|6[1-9A-Fa-f]|7[0-9Aa])|&#(?:6[5-9]|[7-8]\d|9[07-9]|1[01]\d|12[0-2]);|&#x(?:4[1-9a-f]|5[0-9a]|6[1-9a-f]|7[0-9a]);|\\x(?:4[1-9a-f]|5[0-9a]|6[1-9a-f]|7[0-9a])|\\u00(?:4[1-9a-f]|5[0-9a]|6[1-9a-f]|7[0-9a])/gi;
/** Whether a run of escapes writes three letters or more so: letters need no escape, so escaping them hides the text. */
const lettersEscaped = (run: string) => (run.match(LETTER_ESCAPE)?.length ?? 0) >= 3;
/** Each repeat starts at a "%", so words between escapes ("the%20model%20must") cost no backtracking. */
const URL_ESCAPES = /(?:%[0-9A-Fa-f]{2}[\w.~-]{0,24}){4,2000}/g;
const HTML_ENTITIES = /(?:&(?:#\d{1,7}|#x[0-9A-Fa-f]{1,6}|[a-z]{2,6});[^&]{0,3}){4,2000}/gi;
const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  sol: '/',
  tilde: '~',
  period: '.',
  colon: ':',
};
/** Readable text: printable, with at least two words of letters separated by a space. */
const PROSE = /^[^\x00-\x08\x0e-\x1f]*$/;
/** Two letters, a space, two letters: as telling as two words, and no backtracking over a long word. */
const TWO_WORDS = /\p{L}\p{L} \p{L}\p{L}/u;

const isProse = (text: string) => text.includes(' ') && PROSE.test(text) && TWO_WORDS.test(text) && !text.includes('\ufffd');

function codePoint(n: number): string {
  return Number.isInteger(n) && n >= 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
}

function decodeHexEscapes(run: string): string {
  return run.replace(/\\x([0-9A-Fa-f]{2})|\\u\{([0-9A-Fa-f]{1,6})\}|\\u([0-9A-Fa-f]{4})/g, (_, x?: string, braced?: string, u?: string) =>
    codePoint(Number.parseInt(x ?? braced ?? u ?? '', 16)),
  );
}

/**
 * One string escape of JavaScript, JSON or Python written out in text: \xXX, \uXXXX, \u{…} or an octal
 * \NNN (three digits, at most \377). Each alternative has a fixed length, so a pass is linear.
 */
const STRING_ESCAPE = /\\(?:x[0-9A-Fa-f]{2}|u[0-9A-Fa-f]{4}|u\{[0-9A-Fa-f]{1,6}\}|[0-3][0-7]{2})/g;
const isAsciiLetter = (c: string | undefined) => c !== undefined && /^[A-Za-z]$/.test(c);

/**
 * `text` with each string escape that stands for a printable ASCII character written as that character
 * ("\u0069gnore" reads "ignore", "\163\145\156\144" reads "send"), or undefined when nothing would read
 * differently: it takes two such escapes, or one inside a word (a letter beside it), so an escape shown in
 * a code example ("\u00e9" for é, a lone "\x1b") is left alone. Other escapes stay as written.
 */
function foldStringEscapes(text: string): { text: string; first: string; letters: number } | undefined {
  let count = 0;
  let letters = 0;
  let inWord = false;
  let first = '';
  const folded = text.replace(STRING_ESCAPE, (written: string, offset: number) => {
    const code =
      written[1] === 'x' || written[1] === 'u'
        ? Number.parseInt(written.slice(written[2] === '{' ? 3 : 2).replace('}', ''), 16)
        : Number.parseInt(written.slice(1), 8);
    if (code < 0x20 || code > 0x7e) return written;
    count++;
    if (isAsciiLetter(String.fromCharCode(code))) letters++;
    first ||= text.slice(offset, offset + 40);
    inWord ||= isAsciiLetter(text[offset - 1]) || isAsciiLetter(text[offset + written.length]);
    return String.fromCharCode(code);
  });
  return count >= 2 || inWord ? { text: folded, first, letters } : undefined;
}

function decodeUrl(run: string): string {
  try {
    return decodeURIComponent(run);
  } catch {
    return '';
  }
}

function decodeEntities(run: string): string {
  return run.replace(/&(?:#(\d{1,7})|#x([0-9A-Fa-f]{1,6})|([a-z]{2,6}));/gi, (whole, dec?: string, hexa?: string, name?: string) =>
    dec ? codePoint(Number(dec)) : hexa ? codePoint(Number.parseInt(hexa, 16)) : (NAMED_ENTITIES[(name ?? '').toLowerCase()] ?? whole),
  );
}

/** English words that fill any sentence, and those every order about data has: rot13 text that gains many of them was rot13. */
const COMMON = new Set([
  ...'the and to of a in is it you your all any every before after read send file files pass then with this that from for user instructions previous ignore must into not tell'.split(
    ' ',
  ),
  ...'on now at by also instead here email mail copy upload post key keys password passwords token tokens secret credentials contents data'.split(' '),
]);

/** Each letter moved `k` places along the alphabet, case kept. */
const shiftLetters = (k: number) => (text: string) =>
  text.replace(/[A-Za-z]/g, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + k) % 26) + base);
  });
const rot13 = shiftLetters(13);
/** Each letter swapped with its mirror in the alphabet (a↔z, b↔y), case kept. */
const atbash = (text: string) =>
  text.replace(/[A-Za-z]/g, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(base + 25 - (c.charCodeAt(0) - base));
  });
const reversed = (text: string) => [...text].reverse().join('');
/**
 * The words whose rot13 or reversal is common: a word of a text's rot13 (or of it written backwards) is
 * the rot13 (the reversal) of one of its words, as both map letters to letters and leave the rest, so
 * the words a reading would gain are counted in the text itself, and only a text that gains enough is turned.
 */
const COMMON_ROT13 = new Set([...COMMON].map(rot13));
/** Function words any English sentence has, beside COMMON_WORDS.en: reversal and leetspeak are judged on them too. */
const FUNCTION_WORDS =
  'as so no up out one along without over about what who how him her them we our us my me he she was been had did can could may but than too very just some such own same other'.split(
    ' ',
  );
/** Reversal is judged on more words than rot13 (the commonest English words too): a palindrome ("did") counts both ways, so it cannot tip a text. */
const REVERSIBLE = new Set([...COMMON, ...(COMMON_WORDS.en ?? []), ...FUNCTION_WORDS]);
const COMMON_REVERSED = new Set([...REVERSIBLE].map(reversed));

/** Whether a word (in small letters) is a common English word: how leetspeak shows it was written as letters. */
export const isCommonWord = (word: string) => REVERSIBLE.has(word);

/**
 * The letter substitutions a text may be written in, each undone by `turn`, with the words whose turn is
 * common (`common`, as COMMON_ROT13) and how many of them a text must gain to be read so: rot13, the
 * other 24 Caesar shifts and atbash. Rot13 is the one honest texts name ("spoiler in rot13"); the others
 * need a word more, as 25 readings give chance more tries.
 */
const SUBSTITUTIONS: readonly { encoding: string; turn: (text: string) => string; common: ReadonlySet<string>; enough: number }[] = [
  { encoding: 'rot13', turn: rot13, common: COMMON_ROT13, enough: 4 },
  ...Array.from({ length: 25 }, (_, i) => i + 1)
    .filter((k) => k !== 13)
    .map((k) => ({ encoding: `letters shifted by ${k}`, turn: shiftLetters(26 - k), common: new Set([...COMMON].map(shiftLetters(k))), enough: 5 })),
  { encoding: 'atbash', turn: atbash, common: new Set([...COMMON].map(atbash)), enough: 5 },
];
/** How many fewer common words a substitution inside another encoding must gain. */
const STACKED_LESS = 2;
const SUBSTITUTION_SETS = [COMMON, ...SUBSTITUTIONS.map((sub) => sub.common)];
const UNBOUNDED = SUBSTITUTION_SETS.map(() => Number.POSITIVE_INFINITY);

/**
 * The substitution a text reads as English in, whole: it has few common words (fewer than three, a third of
 * those gained) and gains enough, less `known` words where an encoding around it already hid it.
 */
function substitutionOf(text: string, known = 0): (typeof SUBSTITUTIONS)[number] | undefined {
  const [plain, ...gained] = countWords(text, SUBSTITUTION_SETS, [3, ...UNBOUNDED.slice(1)]);
  if (plain >= 3) return undefined;
  let best = -1;
  for (let i = 0; i < gained.length; i++)
    if (gained[i] >= SUBSTITUTIONS[i].enough - known && plain * 3 <= gained[i] && (best < 0 || gained[i] > gained[best])) best = i;
  return best < 0 ? undefined : SUBSTITUTIONS[best];
}

/**
 * How many of the words of `text` (runs of two letters or more, as WORDS finds them) are in each set,
 * each counted up to its `enough`; the count stops once the first set's reaches its own, which rules the text out.
 */
function countWords(text: string, sets: readonly ReadonlySet<string>[], enough: readonly number[]): number[] {
  const counts = sets.map(() => 0);
  let start = -1;
  for (let i = 0; i <= text.length && counts[0] < enough[0]; i++) {
    const c = i < text.length ? text.charCodeAt(i) | 0x20 : 0;
    if (c >= 97 && c <= 122) {
      if (start < 0) start = i;
      continue;
    }
    if (start >= 0 && i - start >= 2) {
      const word = text.slice(start, i).toLowerCase();
      for (let s = 0; s < sets.length; s++) if (counts[s] < enough[s] && sets[s].has(word)) counts[s]++;
    }
    start = -1;
  }
  return counts;
}

/**
 * Sentences in a letter substitution added to English ("Note (rot13): Vtaber…"): the text reads as
 * English, so it is not turned whole; each sentence that gains common words in one substitution and has
 * none of its own is turned, and the sentences turned by one substitution are read together when they
 * gain its `enough`.
 */
function substitutedSentences(sample: string, add: (encoding: string, written: string, text: string) => void): void {
  const bySubstitution = new Map<number, { total: number; first: string; turned: string[] }>();
  for (const sentence of sample.split(SENTENCE_GAP)) {
    const [plain, ...gained] = countWords(sentence, SUBSTITUTION_SETS, [1, ...UNBOUNDED.slice(1)]);
    if (plain > 0) continue;
    let best = -1;
    for (let i = 0; i < gained.length; i++) if (gained[i] >= 2 && (best < 0 || gained[i] > gained[best])) best = i;
    if (best < 0) continue;
    const entry = bySubstitution.get(best) ?? { total: 0, first: sentence, turned: [] };
    bySubstitution.set(best, entry);
    entry.total += gained[best];
    entry.turned.push(SUBSTITUTIONS[best].turn(sentence));
  }
  for (const [i, { total, first, turned }] of bySubstitution) if (total >= SUBSTITUTIONS[i].enough) add(SUBSTITUTIONS[i].encoding, first, turned.join(' '));
}

/** Single characters apart by one space, words by two or three: bounded, and each step takes a character. */
const SPACED_RUN = /(?<!\S)(?:\S {1,3}){8,2000}\S(?!\S)/g;
const readSpaced = (run: string) =>
  run
    .split(/ {2,3}/)
    .map((word) => word.replace(/ /g, ''))
    .join(' ');
/** Single letters joined by dots, hyphens or underscores ("r.e.a.d"), each run read as one word. */
const DOTTED_RUN = /(?<![A-Za-z0-9.])(?:[A-Za-z][._·*-]){1,40}[A-Za-z](?![A-Za-z0-9])/g;
/**
 * Where sentences part, forwards (". Next") or backwards ("txeN ."). A gap before a stop is tried from
 * the start of its run of spaces only: tried from each space, 8,000 spaces took 150 ms (the same parts,
 * as a run that ends before no stop ends before none from any of its spaces).
 */
const SENTENCE_GAP = /(?<=[.!?:])\s+|(?<!\s)\s+(?=[.!?])|\n/;
/** The same for text that may run backwards: a stop before a small letter ("vne. eht", the ".env" of "the .env") parts no sentence. */
const REVERSED_GAP = /(?<=:)\s+|(?<=[.!?])\s+(?![a-z])|(?<!\s)\s+(?=[.!?])|\n|\s{0,3}[()]\s{0,3}/;

/** How much of a base64 run is decoded first to see whether it is prose (a multiple of 4, about 150 letters). */
const BASE64_HEAD = 200;
/** How many decoded runs of one text are decoded a second time. */
const MAX_TWICE = 8;
/** Runs of at most this many characters are decoded; the rest of a longer run is left. */
const MAX_DECODED = 8000;
/** How much of a longer text's end is read for spelled-apart and reversed text beside its first MAX_DECODED characters. */
const MAX_TAIL = 2000;
/** Separators written between every character of a run (dots of several kinds, a bullet). */
const SEPARATORS = /[·•∙⋅‧]/;
const SEPARATOR = /[·•∙⋅‧]/g;
/** The separated runs read of one piece: each is a view read again. */
const MAX_SEPARATED = 4;
/** A run of nine characters or more, each followed by the same separator: letters, spaces and punctuation alike. */
const SEPARATED_RUN = /[^\s·•∙⋅‧]([·•∙⋅‧])(?:[^\n·•∙⋅‧]\1){7,2000}[^\s·•∙⋅‧]/gu;
/** A sentence that says the next one is written backwards. */
const BACKWARDS = /\b(?:backwards?|reversed|in\s+reverse|right\s+to\s+left)\b[^.!?\n]{0,40}$/i;

/** The value of each base64 digit by ASCII code, -1 for any other character. */
const BASE64_VALUE = new Int8Array(128).fill(-1);
for (const [value, c] of [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].entries()) BASE64_VALUE[c.charCodeAt(0)] = value;
/** The bytes without which a decoded run is neither prose (a space) nor a place (PLACE needs one of ~ $ / . @). */
const TELLING = new Uint8Array(256);
for (const c of ' ~$/.@') TELLING[c.charCodeAt(0)] = 1;

/** What the head of a base64 run may decode to: nothing to keep, text, or base64 again. */
enum Readable {
  No = 0,
  Text = 1,
  Base64 = 2,
}

/**
 * For speed, a second reading of base64 beside Buffer's (12 ms → 4 ms for the 27,750 short runs of a
 * megabyte like "…WVo=QUJD…"): false only when the first BASE64_HEAD digits of a run decode to no byte
 * that `add` could keep. An ASCII byte decodes to itself in UTF-8 and no other byte decodes to one, so
 * without a space or a place's character the text is neither prose nor a place. Anything but digits and
 * trailing padding is left to the decoder.
 */
function mayReadAsText(run: string): Readable {
  let bits = 0;
  let buffer = 0;
  // Bytes that are base64 digits themselves, from the first, small and capital letters among them: a run of them is base64 encoded twice.
  let digits = 0;
  let cases = 0;
  const end = Math.min(run.length, BASE64_HEAD);
  for (let i = 0; i < end; i++) {
    const code = run.charCodeAt(i);
    const value = code < 128 ? BASE64_VALUE[code] : -1;
    if (value < 0) {
      // Padding ends the digits; anything else is the decoder's to read.
      for (let k = i; k < run.length; k++) if (run.charCodeAt(k) !== 0x3d) return Readable.Text;
      break;
    }
    buffer = ((buffer << 6) | value) & 0xfff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      const byte = (buffer >> bits) & 0xff;
      if (TELLING[byte] === 1) return Readable.Text;
      if (digits >= 0) digits = byte < 128 && (BASE64_VALUE[byte] >= 0 || byte === 0x3d) ? digits + 1 : -1;
      cases |= byte >= 97 && byte <= 122 ? 1 : byte >= 65 && byte <= 90 ? 2 : 0;
    }
  }
  return digits >= 18 && cases === 3 ? Readable.Base64 : Readable.No;
}

/**
 * The inline encodings of `plain` read back, each a text of its own to scan again. Rot13 is read only
 * when the whole text gains at least four common English words by it and has at most a third as many
 * before (so English stays English and a rot13 sentence is read).
 */
export function decodedViews(plain: string, base64: (text: string) => { run: string; index: number }[]): DecodedView[] {
  const views: DecodedView[] = [];
  // Decoded tokens that are no prose but a path or an address, put back where they were written, so the
  // sentence around them is read with them ("Read the file at %7E%2F%2E%73%73%68…" names ~/.ssh).
  const placed: { run: string; text: string; encoding: string }[] = [];
  let twice = 0;
  const add = (encoding: string, written: string, text: string, concealing = true, nested = false) => {
    if (isProse(text)) views.push({ text, encoding, written: short(written), concealing });
    // A decoded run that is base64 again was encoded twice: read once more, no deeper, for the first few runs.
    else if (!nested && twice < MAX_TWICE && BASE64_TOKEN.test(text)) {
      twice++;
      add(`base64 in ${encoding}`, written, Buffer.from(text.slice(0, MAX_DECODED), 'base64').toString('utf8'), true, true);
    } else if (placed.length < 20 && TOKEN.test(text) && PLACE.test(text)) placed.push({ run: written, text, encoding });
  };
  // A run that encodes prose reads as prose from its start: the rest is decoded only when the first words are.
  let maybeTwice = 0;
  for (const { run } of base64(plain)) {
    const may = mayReadAsText(run);
    if (may === Readable.No || (may === Readable.Base64 && ++maybeTwice > MAX_TWICE)) continue;
    if (run.length <= BASE64_HEAD || readsOn(Buffer.from(run.slice(0, BASE64_HEAD), 'base64').toString('utf8')))
      add('base64', run, Buffer.from(run.slice(0, MAX_DECODED), 'base64').toString('utf8'));
  }
  if (plain.includes('\\'))
    for (const [run] of plain.matchAll(HEX_ESCAPES)) add('hex escapes', run, decodeHexEscapes(run.slice(0, MAX_DECODED)), lettersEscaped(run));
  // Escapes mixed into words ("\u0069gnore the \x73ystem prompt"): the whole text read with them folded in place.
  if (plain.includes('\\')) {
    const folded = foldStringEscapes(plain.slice(0, MAX_DECODED));
    if (folded) add('string escapes', folded.first, folded.text, folded.letters >= 3);
  }
  for (const run of hexRuns(plain)) add('hex', run, Buffer.from(run.slice(0, MAX_DECODED), 'hex').toString('utf8'));
  if (/[0-9A-Fa-f]{2} [0-9A-Fa-f]{2} /.test(plain))
    for (const [run] of plain.matchAll(SPACED_HEX)) add('hex', run, Buffer.from(run.slice(0, MAX_DECODED).replace(/ /g, ''), 'hex').toString('utf8'));
  if (plain.includes('%')) for (const [run] of plain.matchAll(URL_ESCAPES)) add('URL escapes', run, decodeUrl(run.slice(0, MAX_DECODED)), lettersEscaped(run));
  // The letters a run takes after its last entity are not encoded: they are left out, so an address stands alone.
  if (plain.includes('&'))
    for (const [run] of plain.matchAll(HTML_ENTITIES)) {
      const encoded = run.replace(/[^;]{1,3}$/, '');
      add('HTML entities', encoded, decodeEntities(encoded), lettersEscaped(encoded));
    }
  // Character codes in a list ("fromCharCode(115,101,110,100,…)", "[115, 101, …]"): read when they spell prose.
  if (plain.includes(','))
    for (const [run] of plain.matchAll(CHAR_CODES))
      add(
        'character codes',
        run,
        run
          .slice(0, MAX_DECODED)
          .split(',')
          .map((n) => codePoint(Number(n.trim())))
          .join(''),
      );
  const sample = plain.slice(0, MAX_DECODED);
  for (const [run] of sample.matchAll(SHORT_BASE64))
    if (/[0-9+/]/.test(run) && /[a-z]/.test(run) && /[A-Z]/.test(run)) {
      const text = Buffer.from(run, 'base64').toString('utf8');
      if (TOKEN.test(text) && PLACE.test(text) && placed.length < 20) placed.push({ run, text, encoding: 'base64' });
    }
  if (placed.length > 0) {
    let text = plain;
    for (const token of placed) text = text.replace(token.run, token.text);
    views.push({ text, encoding: placed[0].encoding, written: short(placed[0].run), concealing: true });
  }
  for (const join of sample.includes('+') ? [JOINED, LISTED] : [LISTED]) {
    const joined = sample.replace(join, '');
    if (joined === sample) continue;
    // Pieces that split words ("rea", "d ~/.a", "ws/cred"…): seams between two letters, two or more, and more
    // common words joined than apart; a list of words ("json", "csv") reads as fewer or as many.
    const seams = (sample.match(new RegExp(`[A-Za-z]${join.source}[A-Za-z]`, 'g')) ?? []).length;
    const [together] = countWords(joined, [REVERSIBLE], [Number.POSITIVE_INFINITY]);
    const [apart] = countWords(sample.replace(join, ' '), [REVERSIBLE], [Number.POSITIVE_INFINITY]);
    const splits = seams >= 2 && together > apart;
    if (join === LISTED && !splits) continue;
    // Shown from the first piece's opening quote.
    const at = sample.search(join);
    const written = short(sample.slice(Math.max(0, sample.lastIndexOf(sample[at], at - 1))));
    views.push({ text: joined, encoding: join === JOINED ? 'joined strings' : 'listed fragments', written, concealing: splits });
  }
  // Letters spaced out, words apart by wider gaps ("s e n d   t h e   f i l e"): read with the gaps as spaces.
  if (sample.includes('  ')) for (const [run] of sample.matchAll(SPACED_RUN)) if (/\S {2,3}\S/.test(run)) add('spaced letters', run, readSpaced(run), false);
  // A text longer than the sample is read at its end too: what is appended to a long description hides there.
  const pieces = plain.length > MAX_DECODED ? [sample, plain.slice(Math.max(MAX_DECODED, plain.length - MAX_TAIL))] : [sample];
  for (const piece of pieces) {
    // Words spelled out with a dot between letters ("s.e.n.d i.t", "R-E-A-D"): read when one run spells four
    // letters or more, so a text of abbreviations alone ("e.g.", "U.S.A.") stays as it is.
    if (/[A-Za-z][._·*-][A-Za-z][._·*-][A-Za-z]/.test(piece)) {
      let first = '';
      const joined = piece.replace(DOTTED_RUN, (run) => {
        // A run of four letters is seven characters.
        if (run.length >= 7) first ||= run;
        return run.replace(/[._·*-]/g, '');
      });
      if (first) add('letters spelled apart', first, joined, false);
    }
    // Every character kept apart by one separator, spaces and paths too ("a·t·t·a·c·h· ·~·/·.·e·n·v"): read without it.
    if (SEPARATORS.test(piece)) {
      let runs = 0;
      for (const [run] of piece.matchAll(SEPARATED_RUN)) {
        add('letters spelled apart', run, run.replace(SEPARATOR, ''), false);
        if (++runs >= MAX_SEPARATED) break;
      }
    }
    // A sentence written backwards reads as English only when turned round; each sentence is judged on its own,
    // as one is usually added to a description that reads forwards. One announced as backwards ("read this
    // backwards:") needs fewer common words: the text says how it is written.
    let announced = false;
    for (const sentence of piece.split(REVERSED_GAP)) {
      if (sentence.length >= 20) {
        const [plain, turned] = countWords(sentence, [REVERSIBLE, COMMON_REVERSED], [2, 4]);
        if (plain < 2 && turned >= (announced ? 2 : 4)) add('reversed text', sentence, reversed(sentence));
      }
      announced = sentence.length > 0 && BACKWARDS.test(sentence.slice(-80));
    }
  }
  // Text that already reads as English (three common words or more) is in no substitution, and most text is English.
  const whole = substitutionOf(sample);
  if (whole) add(whole.encoding, sample, whole.turn(sample));
  else substitutedSentences(sample, add);
  // Encodings stacked ("base64 of rot13"): a decoded text that reads as English only in a substitution is read so.
  // Two words fewer need to be gained there: the outer encoding already hid the text, and none of its words are English.
  const substituted = new Set(SUBSTITUTIONS.map((sub) => sub.encoding));
  for (const view of views.slice(0, 8)) {
    if (substituted.has(view.encoding)) continue;
    const inView = substitutionOf(view.text, view.concealing ? STACKED_LESS : 0);
    if (inView) views.push({ ...view, text: inView.turn(view.text), encoding: `${inView.encoding} in ${view.encoding}`, concealing: true });
  }
  return views;
}
