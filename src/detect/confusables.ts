/**
 * Names that imitate other names with look-alike letters: Cyrillic "а" for Latin "a", Greek "ο" for
 * "o", fullwidth forms. A client shows both the same, so a tool named "rеad_file" (Cyrillic е) can stand
 * in for read_file in a user's approval prompt. The skeleton maps each look-alike to the Latin letter
 * it imitates (a small table of the confusables in Unicode TR39 that pass for ASCII in tool names).
 */

export const LOOK_ALIKES: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  һ: 'h',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ү: 'y',
  ӏ: 'l',
  ѵ: 'v',
  ԍ: 'g',
  ԃ: 'd',
  ɥ: 'h',
  Ӏ: 'I',
  Ү: 'Y',
  Ԛ: 'Q',
  Ԝ: 'W',
  Ѵ: 'V',
  Ԁ: 'D',
  А: 'A',
  В: 'B',
  Е: 'E',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  Х: 'X',
  Ѕ: 'S',
  І: 'I',
  Ј: 'J',
  // Greek
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ϳ: 'j',
  ɣ: 'y',
  γ: 'y',
  Ϳ: 'J',
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  // Armenian
  օ: 'o',
  ս: 'u',
  ց: 'g',
  հ: 'h',
  ո: 'n',
  զ: 'q',
  ա: 'w',
  Օ: 'O',
  Ս: 'U',
  Տ: 'S',
  // Cherokee capitals, which copy Latin capitals
  Ꭺ: 'A',
  Ᏼ: 'B',
  Ꮯ: 'C',
  Ꭰ: 'D',
  Ꭼ: 'E',
  Ꮐ: 'G',
  Ꮋ: 'H',
  Ꭻ: 'J',
  Ꮶ: 'K',
  Ꮮ: 'L',
  Ꮇ: 'M',
  Ꮲ: 'P',
  Ꮢ: 'R',
  Ꮪ: 'S',
  Ꭲ: 'T',
  Ꮩ: 'V',
  Ꮃ: 'W',
  Ꮤ: 'W',
  Ꮓ: 'Z',
  Ꭵ: 'i',
  // Cherokee small letters, which look like Latin small capitals
  ꭺ: 'a',
  ᏼ: 'b',
  ꮯ: 'c',
  ꭰ: 'd',
  ꭼ: 'e',
  ꮐ: 'g',
  ꮋ: 'h',
  ꭻ: 'j',
  ꮶ: 'k',
  ꮮ: 'l',
  ꮇ: 'm',
  ꮲ: 'p',
  ꮢ: 'r',
  ꮪ: 's',
  ꭲ: 't',
  ꮩ: 'v',
  ꮤ: 'w',
  ꮓ: 'z',
  ꭵ: 'i',
  // Latin look-alikes outside ASCII that NFKC leaves (IPA, small capitals, Latin Extended-B)
  ı: 'i',
  ɑ: 'a',
  ɡ: 'g',
  ℓ: 'l',
  ɩ: 'i',
  ȷ: 'j',
  ɪ: 'i',
  ʏ: 'y',
  ǀ: 'l',
  ɒ: 'a',
  ɔ: 'c',
  ʋ: 'u',
  ʀ: 'r',
  ɢ: 'g',
  ʜ: 'h',
  ʟ: 'l',
  ɴ: 'n',
  ᴏ: 'o',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ᴋ: 'k',
  ᴍ: 'm',
  ᴘ: 'p',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ᴢ: 'z',
  ꜱ: 's',
  ʙ: 'b',
};

/**
 * Look-alikes that are letters of living Latin-script languages (Turkish ı; ɔ, ʋ, ɩ, ɣ of West African
 * orthographies): in a name they imitate ASCII, but in a sentence beside Latin letters they are words of
 * those languages, so text is not folded by them.
 */
const LATIN_ORTHOGRAPHY = new Set(['ı', 'ɔ', 'ʋ', 'ɩ', 'ɣ']);

/** The look-alikes folded inside the words of a text (./normalize.ts). */
export const TEXT_LOOK_ALIKES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(LOOK_ALIKES).filter(([char]) => !LATIN_ORTHOGRAPHY.has(char)),
);

/** Every look-alike a text is folded by, for a character class that finds a text with one (no letter in it needs escaping). */
export const LOOK_ALIKE_CLASS = Object.keys(TEXT_LOOK_ALIKES).join('');

export interface Confusable {
  /** The look-alike characters, as "U+0435 CYRILLIC-LIKE e" fragments for a message. */
  letters: { char: string; imitates: string }[];
  /** The name with each look-alike replaced by the letter it imitates (NFKC first, for fullwidth forms). */
  skeleton: string;
}

/** A quick test every name with a look-alike passes. */
export const MAYBE_CONFUSABLE = /[^\x00-\x7f]/;

/**
 * The look-alike letters of `name` when, once they are mapped, it reads as plain ASCII: a name written
 * in one non-Latin script (a Greek word, a Cyrillic word) is no imitation and gives undefined, and so
 * does a name with letters that have no ASCII look-alike.
 */
export function findConfusable(name: string): Confusable | undefined {
  if (!MAYBE_CONFUSABLE.test(name)) return undefined;
  const folded = name.normalize('NFKC');
  const letters: Confusable['letters'] = [];
  let skeleton = '';
  for (const char of folded) {
    const imitates = LOOK_ALIKES[char];
    if (imitates) letters.push({ char, imitates });
    skeleton += imitates ?? char;
  }
  // Only a name that becomes ASCII, and keeps at least one Latin letter of its own, imitates an ASCII name.
  if (!/^[\x20-\x7e]+$/.test(skeleton)) return undefined;
  if (letters.length === 0 && folded === name) return undefined;
  const latin = [...folded].filter((c) => /[A-Za-z]/.test(c)).length;
  if (latin === 0) return undefined;
  return { letters, skeleton };
}
