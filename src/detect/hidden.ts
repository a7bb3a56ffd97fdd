/**
 * Characters that do not show, or that reorder what shows: invisible format characters, bidirectional
 * controls and Unicode tag characters. They let a string say one thing to a model or a client and
 * another to a reviewer. Uses that are part of ordinary text stay allowed: joiners inside emoji and
 * between letters of scripts that need them, one variation selector after a character, emoji flag tags.
 */
import { quote } from '../util/json.js';
import { distinctUnits } from './prefilter.js';

export type HiddenKind = 'invisible' | 'bidi' | 'tag' | 'control';

export interface HiddenCharacter {
  /** 1-based position in the string, counting code points. */
  position: number;
  codePoint: number;
  kind: HiddenKind;
}

const NAMES: Readonly<Record<number, string>> = {
  0x0008: 'BACKSPACE',
  0x000d: 'CARRIAGE RETURN',
  0x001b: 'ESCAPE',
  0x007f: 'DELETE',
  0x009b: 'CONTROL SEQUENCE INTRODUCER',
  0x00ad: 'SOFT HYPHEN',
  0x034f: 'COMBINING GRAPHEME JOINER',
  0x061c: 'ARABIC LETTER MARK',
  0x115f: 'HANGUL CHOSEONG FILLER',
  0x1160: 'HANGUL JUNGSEONG FILLER',
  0x17b4: 'KHMER VOWEL INHERENT AQ',
  0x17b5: 'KHMER VOWEL INHERENT AA',
  0x180e: 'MONGOLIAN VOWEL SEPARATOR',
  0x200b: 'ZERO WIDTH SPACE',
  0x200c: 'ZERO WIDTH NON-JOINER',
  0x200d: 'ZERO WIDTH JOINER',
  0x200e: 'LEFT-TO-RIGHT MARK',
  0x200f: 'RIGHT-TO-LEFT MARK',
  0x202a: 'LEFT-TO-RIGHT EMBEDDING',
  0x202b: 'RIGHT-TO-LEFT EMBEDDING',
  0x202c: 'POP DIRECTIONAL FORMATTING',
  0x202d: 'LEFT-TO-RIGHT OVERRIDE',
  0x202e: 'RIGHT-TO-LEFT OVERRIDE',
  0x2060: 'WORD JOINER',
  0x2061: 'FUNCTION APPLICATION',
  0x2062: 'INVISIBLE TIMES',
  0x2063: 'INVISIBLE SEPARATOR',
  0x2064: 'INVISIBLE PLUS',
  0x2066: 'LEFT-TO-RIGHT ISOLATE',
  0x2067: 'RIGHT-TO-LEFT ISOLATE',
  0x2068: 'FIRST STRONG ISOLATE',
  0x2069: 'POP DIRECTIONAL ISOLATE',
  0x3164: 'HANGUL FILLER',
  0xfeff: 'ZERO WIDTH NO-BREAK SPACE',
  0xffa0: 'HALFWIDTH HANGUL FILLER',
  0xe0001: 'LANGUAGE TAG',
  0xe007f: 'CANCEL TAG',
};

const BIDI = new Set([0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]);
/** Invisible characters outside the format category (Cf). */
const INVISIBLE_LETTERS = new Set([0x034f, 0x115f, 0x1160, 0x17b4, 0x17b5, 0x3164, 0xffa0]);
/** Format characters that render as visible marks (prepended concatenation marks). */
const VISIBLE_FORMAT = new Set([0x0600, 0x0601, 0x0602, 0x0603, 0x0604, 0x0605, 0x06dd, 0x070f, 0x0890, 0x0891, 0x08e2, 0x110bd, 0x110cd]);
const BLACK_FLAG = 0x1f3f4;

const isTag = (cp: number) => cp >= 0xe0000 && cp <= 0xe007f;
/**
 * Control characters a terminal acts on: ESC starts the sequences that erase, move up or recolour a
 * line (`\r\u001b[2K` hides the text before it), backspace and a carriage return that ends no line
 * overwrite it. Tab, line feed and a carriage return before a line feed are ordinary text.
 */
const isControl = (cp: number) => (cp < 0x20 && cp !== 0x09 && cp !== 0x0a && cp !== 0x0d) || (cp >= 0x7f && cp <= 0x9f);
const isVariationSelector = (cp: number) => (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef);
const SPACE = /^\s$/u;

/**
 * The patterns that read Unicode's properties, made on first use: V8 builds a property's class from
 * Unicode's tables as the pattern is made, which cost every start-up about 0.4 ms on Node 24, and the
 * text of nearly every run holds no character that needs them.
 */
let unicode: { format: RegExp; letterOrMark: RegExp; pictographic: RegExp; han: RegExp; maybeHidden: RegExp } | undefined;

function unicodeClasses(): NonNullable<typeof unicode> {
  unicode ??= {
    format: /^\p{Cf}$/u,
    letterOrMark: /^[\p{L}\p{M}]$/u,
    // biome-ignore lint/suspicious/noMisleadingCharacterClass: tested on one code point at a time, so the combining marks stand alone.
    pictographic: /^[\p{Extended_Pictographic}\p{Emoji_Modifier}\u{FE0F}\u{20E3}]$/u,
    han: /^\p{Script=Han}$/u,
    maybeHidden: new RegExp(
      `\\r(?!\\n)|[\\p{Cf}\\x00-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f-\\x9f${[...INVISIBLE_LETTERS].map((cp) => `\\u{${cp.toString(16)}}`).join('')}\\u{fe00}-\\u{fe0f}\\u{e0100}-\\u{e01ef}]`,
      'u',
    ),
  };
  return unicode;
}

/**
 * A quicker test still: every character maybeHidden finds is a control character or U+00AD or above,
 * and a class of ranges scans far faster than \p{Cf}, so plain-text strings never meet the Unicode class.
 */
export const MAYBE_HIDDEN_QUICK = /[^\t\n\r\x20-\x7e\xa0-\xac]|\r(?!\n)/;

/**
 * Whether a string parsed from `source` (JSON or YAML) can hold a character MAYBE_HIDDEN_QUICK finds:
 * the source holds one, or an escape that writes one (JSON's \u, YAML's \x \u \U \L \P). One scan
 * of a plain-ASCII file, instead of one test per string.
 */
export function sourceMayHide(source: string): boolean {
  // An ASCII text has as many UTF-8 bytes as characters, which Node counts far faster than a regex scans.
  if (Buffer.byteLength(source, 'utf8') !== source.length && MAYBE_HIDDEN_QUICK.test(source)) return true;
  for (let at = source.indexOf('\\'); at !== -1; at = source.indexOf('\\', at + 1)) {
    const next = source.charCodeAt(at + 1);
    // u U x L P, and the escapes that write control characters: JSON's \b \f \r, YAML's \0 \a \e \v \N.
    if (ESCAPES_THAT_HIDE.has(next)) return true;
  }
  return false;
}

const ESCAPES_THAT_HIDE = new Set([...'uUxLPbfr0aevN'].map((c) => c.charCodeAt(0)));

/** A quick test for strings that cannot hold a hidden character, which is nearly all of them. */
export function maybeHidden(text: string): boolean {
  const pattern = unicodeClasses().maybeHidden;
  // A long text is read by its distinct code units, each tested alone (a megabyte of Cyrillic: about 10 ms
  // to under 1): the same answer when it holds no carriage return or surrogate, which the pattern reads with a neighbour.
  const units = distinctUnits(text);
  if (units && !units.some((u) => u === 0x0d || (u >= 0xd800 && u <= 0xdfff))) return units.some((u) => pattern.test(String.fromCharCode(u)));
  return pattern.test(text);
}

function isCandidate(cp: number): boolean {
  // Below U+00AD, the first format character, only controls are hidden: no pattern test per ASCII letter.
  if (cp < 0xad) return isControl(cp);
  if (INVISIBLE_LETTERS.has(cp) || isVariationSelector(cp) || isControl(cp)) return true;
  return unicodeClasses().format.test(String.fromCodePoint(cp)) && !VISIBLE_FORMAT.has(cp);
}

/** Every hidden character in `text`, in order. */
export function findHiddenCharacters(text: string): HiddenCharacter[] {
  if (!MAYBE_HIDDEN_QUICK.test(text) || !maybeHidden(text)) return [];
  const cr = /\r(?!\n)/.test(text);
  // Code points into a typed array, not Array.from with a mapper, which calls back per character (a megabyte: hundreds of ms).
  const all = new Uint32Array(text.length);
  let count = 0;
  for (let at = 0; at < text.length; at++) {
    const cp = text.codePointAt(at) as number;
    all[count++] = cp;
    if (cp > 0xffff) at++;
  }
  const cps = all.subarray(0, count);
  const found: HiddenCharacter[] = [];
  for (let i = 0; i < cps.length; i++) {
    const cp = cps[i];
    if (cp === 0x0d) {
      if (cr && cps[i + 1] !== 0x0a) found.push({ position: i + 1, codePoint: cp, kind: 'control' });
      continue;
    }
    if (!isCandidate(cp)) continue;
    if (isTag(cp)) {
      const end = emojiTagSequenceEnd(cps, i);
      if (end > i) {
        i = end;
        continue;
      }
    }
    if (allowedInContext(cps, i)) continue;
    found.push({ position: i + 1, codePoint: cp, kind: BIDI.has(cp) ? 'bidi' : isTag(cp) ? 'tag' : isControl(cp) ? 'control' : 'invisible' });
  }
  return found;
}

/** The index of the CANCEL TAG ending an emoji tag sequence (🏴 + tags, as in subdivision flags) that starts at i, else i. */
function emojiTagSequenceEnd(cps: ArrayLike<number>, i: number): number {
  if (cps[i - 1] !== BLACK_FLAG) return i;
  let j = i;
  while (j < cps.length && cps[j] >= 0xe0020 && cps[j] <= 0xe007e) j++;
  return j > i && cps[j] === 0xe007f ? j : i;
}

function allowedInContext(cps: ArrayLike<number>, i: number): boolean {
  const cp = cps[i];
  const before = i > 0 ? String.fromCodePoint(cps[i - 1]) : '';
  const after = i + 1 < cps.length ? String.fromCodePoint(cps[i + 1]) : '';
  if (cp === 0x200c || cp === 0x200d) {
    // Joiners shape Arabic, Indic and other scripts, and build emoji sequences (👩‍💻).
    const { letterOrMark, pictographic } = unicodeClasses();
    const inScript = cps[i - 1] > 0x7f && letterOrMark.test(before) && cps[i + 1] > 0x7f && letterOrMark.test(after);
    const inEmoji = cp === 0x200d && pictographic.test(before) && pictographic.test(after);
    return inScript || inEmoji;
  }
  if (isVariationSelector(cp)) {
    // One selector chooses the form of the character before it (❤️, ideographic variants); more is hidden data.
    if (before === '' || SPACE.test(before) || isCandidate(cps[i - 1])) return false;
    return cp <= 0xfe0f || unicodeClasses().han.test(before);
  }
  return false;
}

/** "U+200B ZERO WIDTH SPACE" */
export function characterName(cp: number): string {
  const code = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
  const name =
    NAMES[cp] ??
    (cp >= 0xfe00 && cp <= 0xfe0f ? `VARIATION SELECTOR-${cp - 0xfe00 + 1}` : undefined) ??
    (cp >= 0xe0100 && cp <= 0xe01ef ? `VARIATION SELECTOR-${cp - 0xe0100 + 17}` : undefined) ??
    (cp >= 0xe0020 && cp <= 0xe007e ? `TAG ${JSON.stringify(String.fromCodePoint(cp - 0xe0000))}` : undefined);
  return name ? `${code} ${name}` : isControl(cp) ? `${code} (a control character)` : `${code} (an invisible formatting character)`;
}

/**
 * What is hidden in `text` and where, as a message fragment, or null when nothing is: a run of tag
 * characters is one item, and what it spells is shown, since that is usually the smuggled instruction.
 */
export function describeHidden(text: string): string | null {
  const found = findHiddenCharacters(text);
  if (found.length === 0) return null;
  const first = found[0];
  // The code points up to the first one found, which its context reads: not a string per character of the whole text.
  const chars = Array.from(text.slice(0, 2 * first.position));
  let described: string;
  let covered = 1;
  if (first.kind === 'tag') {
    while (covered < found.length && found[covered].kind === 'tag' && found[covered].position === first.position + covered) covered++;
    const spelled = found
      .slice(0, covered)
      .map((h) => h.codePoint)
      .filter((cp) => cp >= 0xe0020 && cp <= 0xe007e)
      .map((cp) => String.fromCodePoint(cp - 0xe0000))
      .join('');
    const span =
      covered > 1
        ? `${covered} invisible Unicode tag characters at characters ${first.position}–${first.position + covered - 1}`
        : `the invisible Unicode tag character ${characterName(first.codePoint)} at character ${first.position}`;
    described = covered === 1 || spelled.trim() === '' ? span : `${span} that spell ${quote(spelled, 80)}`;
  } else {
    described = `${characterName(first.codePoint)} at character ${first.position}${context(chars, first.position - 1)}`;
    if (first.kind === 'control')
      described +=
        ', a terminal control character (a terminal acts on it: ESC sequences erase, move or recolour lines, and backspace or a lone carriage return overwrite the text before it)';
  }
  const rest = found.length - covered;
  return rest > 0 ? `${described}, and ${rest} more hidden character${rest === 1 ? '' : 's'}` : described;
}

/** ` (after "…text")`: the visible text just before a position, so the spot can be found in an editor. */
function context(chars: readonly string[], index: number): string {
  if (index === 0) return ' (at the start)';
  const before = chars
    .slice(Math.max(0, index - 20), index)
    .filter((c) => !isCandidate(c.codePointAt(0) as number))
    .join('');
  return ` (after ${quote(index > 20 ? `…${before}` : before)})`;
}
