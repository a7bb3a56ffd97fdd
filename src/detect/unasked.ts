/**
 * The user left out of a step: the model acts without asking, reminding or interrupting them, or is told
 * the step needs no mention ("no need to ask", "without interrupting the customer", "uten å spørre",
 * "sense tornar-lo a molestar", "priminti nereikia", "упоминать … не нужно"). Read as an approval bypass
 * (./evidence.ts), so it makes a finding only where COMBINATIONS pairs it with the user's data or a secret
 * file AND a field or a destination: the user's data put somewhere behind their back.
 *
 * Honest texts it must leave alone: a tool that saves the user a question ("no need to ask the user for the
 * region, it is read from the profile") names no private data going into a field; a demand to ask ("do not
 * retry without asking the user") is excused by ./withheld.ts; and a question about a secret ("no need to ask
 * for the password") is the anti-phishing advice honest servers give, so "ask … for" a credential is left out.
 * Jobs "in the background" are what honest tools run every day, so the background is no sign here.
 */

/** Verbs of involving the user, in English: asking, reminding, interrupting, bothering, notifying. */
const INVOLVE = '(?:ask|asking|remind|reminding|interrupt|interrupting|bother|bothering|disturb|disturbing|notify|notifying|prompt|prompting)';
/** A credential asked for: the honest advice never to ask the user for one. */
const FOR_SECRET = String.raw`\s+(?:(?:the\s+)?(?:user|them|people|anyone)\s+)?for\s+(?:the\s+|their\s+|your\s+|a\s+|an\s+|any\s+)?(?:[\w-]{1,20}\s+)?(?:passwords?|passphrases?|pins?|credentials?|logins?|api\s+keys?|secrets?|tokens?|codes?)\b`;

/** English: "no need to ask", "without interrupting the customer", "users do not need to hear about" it. */
const ENGLISH = String.raw`\bno\s+need\s+to\s+${INVOLVE}\b(?!${FOR_SECRET})|\bwithout\s+(?:interrupting|bothering|disturbing|notifying|reminding)\b|\bno\s+mention\s+(?:of\s+it\s+)?(?:is\s+)?(?:needed|necessary|required)\b|\b(?:users?|they|the\s+(?:user|customer|guest|member|owner))\s+(?:do\s+not|don['’]t|does\s+not|doesn['’]t)\s+need\s+to\s+(?:hear|know|be\s+told)\s+(?:about|of)\b`;

/**
 * The same meaning in other languages, as written after "without" or beside "not needed": Swedish,
 * Norwegian, Danish, Catalan, Spanish, Portuguese, Italian, French, German, Dutch, Polish, Lithuanian,
 * Russian, Ukrainian. Each phrase is a few bounded words.
 */
const ELSEWHERE = [
  String.raw`utan\s+att\s+(?:fråga|störa|påminna)`,
  String.raw`uten\s+å\s+(?:spørre|forstyrre|minne)`,
  String.raw`uden\s+at\s+(?:spørge|forstyrre|minde)`,
  String.raw`sense\s+(?:[\p{L}'’-]{1,20}\s+){0,2}(?:molestar|preguntar|demanar|recordar)\p{L}{0,4}`,
  String.raw`sin\s+(?:volver\s+a\s+)?(?:molestar|consultar|avisar)\p{L}{0,4}`,
  String.raw`sem\s+(?:incomodar|consultar|avisar)\p{L}{0,4}`,
  String.raw`senza\s+(?:disturbare|interpellare|avvisare)\p{L}{0,4}`,
  String.raw`sans\s+(?:(?:le|la|les|lui)\s+)?(?:déranger|solliciter|prévenir)`,
  String.raw`ohne\s+(?:(?:ihn|sie)\s+)?(?:nachzufragen|zu\s+stören|zu\s+fragen)`,
  String.raw`zonder\s+(?:te\s+)?(?:storen|vragen)`,
  String.raw`bez\s+(?:pytania|pytań|pytan|przeszkadzania|powiadamiania)`,
  String.raw`(?:priminti|klausti|pranešti|minėti)\s+nereikia|nereikia\s+(?:priminti|klausti|pranešti|minėti)|neklausiant`,
  String.raw`(?:упоминать|спрашивать|напоминать|уведомлять|беспокоить)(?:\s+\p{L}{1,12}){0,4}\s+не\s+(?:нужно|надо|требуется)|не\s+(?:нужно|надо)\s+(?:упоминать|спрашивать|напоминать|беспокоить)`,
  String.raw`(?:згадувати|питати|нагадувати)(?:\s+\p{L}{1,12}){0,4}\s+не\s+(?:потрібно|треба)|не\s+(?:потрібно|треба)\s+(?:згадувати|питати|нагадувати)`,
].join('|');

/** The user left out, in English (ASCII, case-insensitive). */
export const UNASKED = new RegExp(ENGLISH, 'gi');
/** The user left out, in the other languages: read only on text with letters beyond ASCII or one of their words. */
export const UNASKED_ELSEWHERE = new RegExp(String.raw`(?<!\p{L})(?:${ELSEWHERE})(?!\p{L})`, 'giu');
/** Words every match of UNASKED holds: a text without any needs no scan. */
export const UNASKED_WORDS = ['need', 'without', 'Without', 'NEED', 'WITHOUT', 'mention'];
/** Words every match of UNASKED_ELSEWHERE holds (substrings, lower case as written). */
export const UNASKED_ELSEWHERE_WORDS = [
  'utan',
  'uten',
  'uden',
  'sense',
  'sin ',
  'sem ',
  'senza',
  'sans',
  'ohne',
  'zonder',
  'bez ',
  'nereikia',
  'neklausiant',
  'не ',
  'Не ',
];
