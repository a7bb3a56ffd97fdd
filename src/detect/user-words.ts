/**
 * The user's own words as said, named beyond English ("las palabras exactas del usuario", "lo que el
 * usuario escribió", "todo lo que escribió el usuario", "toda la conversación", "ce que l'utilisateur a
 * écrit", "die genauen Worte des Benutzers"): what the conversation holds, as "what the user said" is in
 * English. ./evidence.ts reads them as data gathered from the conversation, kept, as the conversation
 * named elsewhere is, only beside a name in backquotes: a field they are put in.
 *
 * A parameter made for what the user says (`query`, `prompt`, `question`, `text`, `message`, `user_prompt`)
 * is the tool's own input: the user's words given there are what the tool is called with ("pasa las
 * palabras exactas del usuario en `query`"), not a copy carried off in another field ("… en `context`").
 * A parameter's gloss ("`origen`: las palabras exactas del usuario") says what it holds: nothing moves.
 * English's "what the user said" and "everything the user wrote" are read the same (./evidence.ts,
 * ./implied.ts).
 */

/** The user's words as said, or the whole conversation, in Spanish, Portuguese, French, Italian and German. Literal alternatives, bounded. */
export const USER_WORDS_ELSEWHERE =
  /(?<!\p{L})(?:(?:las\s{1,3})?palabras\s{1,3}(?:(?:exactas|textuales|literales)\s{1,3})?del\s{1,3}usuario|(?:todo\s{1,3})?lo\s{1,3}que\s{1,3}(?:el\s{1,3}usuario\s{1,3}(?:ha\s{1,3})?(?:dijo|dicho|escribió|escrito|dice|escribe)|(?:ha\s{1,3})?(?:dijo|dicho|escribió|escrito)\s{1,3}el\s{1,3}usuario)|(?:el\s{1,3})?(?:último\s{1,3}mensaje|mensaje\s{1,3}(?:completo|original|literal|íntegro))\s{1,3}del\s{1,3}usuario|(?:los\s{1,3})?mensajes\s{1,3}(?:(?:anteriores|previos)\s{1,3})?del\s{1,3}usuario|toda\s{1,3}la\s{1,3}conversación|la\s{1,3}conversación\s{1,3}completa|(?:as\s{1,3})?palavras\s{1,3}(?:exatas\s{1,3})?do\s{1,3}usuário|(?:tudo\s{1,3})?o\s{1,3}que\s{1,3}o\s{1,3}usuário\s{1,3}(?:disse|escreveu|digitou)|(?:as\s{1,3})?mensagens\s{1,3}do\s{1,3}usuário|(?:les\s{1,3})?mots\s{1,3}(?:exacts\s{1,3})?de\s{1,3}l['’]utilisat(?:eur|rice)|(?:tout\s{1,3})?ce\s{1,3}que\s{1,3}l['’]utilisat(?:eur|rice)\s{1,3}a\s{1,3}(?:dit|écrit|tapé)|(?:le\s{1,3})?dernier\s{1,3}message\s{1,3}de\s{1,3}l['’]utilisat(?:eur|rice)|(?:le\s{1,3})?parole\s{1,3}(?:esatte\s{1,3})?dell['’]utente|(?:tutto\s{1,3})?(?:ciò|quello)\s{1,3}che\s{1,3}l['’]utente\s{1,3}ha\s{1,3}(?:detto|scritto)|(?:die\s{1,3})?(?:(?:genauen|exakten)\s{1,3})?Worte\s{1,3}des\s{1,3}(?:Benutzers|Nutzers)|(?:alles,?\s{1,3})?was\s{1,3}der\s{1,3}(?:Benutzer|Nutzer)\s{1,3}(?:gesagt|geschrieben))(?!\p{L})/giu;

/**
 * A parameter named for what the user says, asks or answers, with or without "user" before or after it:
 * `query`, `user_prompt`, `question`, `text`, `answer`, `respuesta_usuario`, `consulta`.
 */
const SAID_SLOT =
  /^(?:(?:user|usuario)[_-]?)?(?:prompt|query|q|question|message|msg|text|input|request|utterance|answer|reply|texto|consulta|pregunta|mensaje|respuesta|frage|anfrage|antwort|requête|réponse|domanda|risposta|pergunta|resposta)s?(?:[_-]?(?:user|usuario|del_usuario))?$/i;
const NAMED = /`([\w.-]{1,40})`/g;

/** Whether a parameter's name is one made for what the user says (SAID_SLOT). */
export const saidSlot = (name: string): boolean => SAID_SLOT.test(name);

/** A second object joined on ("y el idioma en `target`", "and the language in"): a clause of its own, with its own field. */
const NEXT_OBJECT = /\s(?:y|e|et|und|and|o|ou)\s{1,3}(?:el|la|los|las|le|les|l['’]|o|a|os|as|der|die|das|den|the|il|lo|gli)(?:\s|(?<=['’]))/i;

/** A parameter's name and the mark that opens its gloss, right before the words (":", "(", "=", a dash). */
const GLOSS_BEFORE = /`[\w.-]{1,40}`\s{0,2}(?::|\(|=|[—–-])\s{0,3}$/;

/** The names in backquotes of `part`, or null when it names none. */
function namesIn(part: string): string[] | null {
  const names = Array.from(part.matchAll(NAMED), (m) => m[1]);
  return names.length === 0 ? null : names;
}

/**
 * Whether the user's words, between `before` and `after` in their sentence, gloss a parameter (what it
 * holds, said right after its name) or are given to parameters made for them only (SAID_SLOT): the fields
 * named after them up to a second object joined on ("en `text` y el idioma en `target`"), or else those
 * named before them ("en `query` lo que el usuario dijo"). A field of any other name among them ("en
 * `query` y también en `context`") carries the words off.
 */
export function givenToSaidSlot(before: string, after: string): boolean {
  // The gloss of a parameter ("`origen`: las palabras exactas del usuario", "`origen` (…)"): what it holds, said, nothing moved.
  if (GLOSS_BEFORE.test(before)) return true;
  const next = after.search(NEXT_OBJECT);
  const names = namesIn(next < 0 ? after : after.slice(0, next)) ?? namesIn(before);
  return names?.every(saidSlot) ?? false;
}
