/**
 * Secrets asked for unmasked: a sentence that names where secrets are kept (configuration files, the
 * environment, .env) and says their secret values must come along ("secrets included", "with their secret
 * values", "unredacted"). A tool that reads configuration has no reason to insist that the secrets in it
 * stay; a text that wants them is gathering them. This is one signal (a harvest, as ./evidence.ts names
 * it), never a finding alone: it combines there with a field to fill, an act, an order or concealment.
 *
 * Honest texts it must leave alone: configuration read and shown with secrets masked ("secrets are
 * redacted", "values are never included"), a store named without a word about its secrets ("reads the
 * .env file"), and "verbatim" or "as stored", which say a file is returned unchanged, not that secrets are
 * sought. The tables are by meaning, with the few languages where it was cheap.
 */

/** Secret values said to come along, by language: inclusion of the secrets, or masking left out. */
const LEFT_IN =
  /\b(?:(?:secrets?|secret\s+values?|credentials|passwords|tokens)\s+included|(?:with|including)\s+(?:their\s+|the\s+|its\s+|all\s+|any\s+)?secret\s+values(?!\s+(?:masked|redacted|hidden|removed|omitted|excluded|stripped|replaced))|un-?redacted|without\s+(?:any\s+)?(?:redaction|redacting|masking)|not\s+(?:redacted|masked))\b|(?<!\p{L})(?:titkos\s+értékekkel\s+együtt|kitakarás\s+nélkül|secretos\s+incluidos|con\s+sus\s+valores\s+secretos|sin\s+(?:redactar|enmascarar|ocultar)|secrets\s+compris|sans\s+masquer|avec\s+leurs\s+valeurs\s+secrètes|inklusive\s+(?:der\s+)?Geheimnisse|ungeschwärzt|segredos\s+incluídos|sem\s+mascarar|segreti\s+inclusi|senza\s+oscurare)(?!\p{L})/giu;

/** Where secrets are kept, by language: configuration files, the environment, a dotenv file. */
const STORE =
  /\b(?:config(?:uration)?(?:\s+files?)?|environment\s+(?:variables|files?)|\.env\b|dotfiles|settings\s+files?)|(?<!\p{L})(?:konfigurációs|konfiguráció|configuración|variables\s+de\s+entorno|configuration|variables\s+d['’]environnement|Konfiguration|Umgebungsvariablen|configuração|variáveis\s+de\s+ambiente|configurazione|variabili\s+d['’]ambiente)/iu;

/** Words one of LEFT_IN's alternatives needs: a text with none of them is not read. */
const GATE = [
  'nclu',
  'ecret',
  'edact',
  'ask',
  'masc',
  'masq',
  'titkos',
  'kitakar',
  'ecreto',
  'ocultar',
  'ecrète',
  'eheim',
  'chwärz',
  'egred',
  'egret',
  'oscurar',
];

/** At most this many matches are judged: a long text of such words costs no more. */
const MAX_MATCHES = 50;
/** How far around a match its sentence is searched for the store. */
const REACH = 200;

/** Where a sentence holding `index` starts and ends in `text`, at most REACH characters away. */
function sentenceAround(text: string, index: number, length: number): string {
  let from = index;
  while (from > 0 && index - from < REACH && !'.;!?\n'.includes(text[from - 1])) from--;
  let to = index + length;
  while (to < text.length && to - index < REACH && !'.;!?\n'.includes(text[to])) to++;
  return text.slice(from, to);
}

/** Each place a text asks for secrets left in a store it names, as found. */
export function secretsLeftIn(text: string): { index: number; text: string }[] {
  const found: { index: number; text: string }[] = [];
  if (!GATE.some((w) => text.includes(w))) return found;
  LEFT_IN.lastIndex = 0;
  for (let m = LEFT_IN.exec(text), n = 0; m !== null && n < MAX_MATCHES; m = LEFT_IN.exec(text), n++)
    if (STORE.test(sentenceAround(text, m.index, m[0].length))) found.push({ index: m.index, text: m[0] });
  return found;
}
