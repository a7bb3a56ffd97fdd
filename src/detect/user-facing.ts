/**
 * What a text has the model say or show to the user that neither hides nor misstates anything (blind
 * sweep 22). Two readings of the words that conceal and deceive:
 * - "tell the user to <verb>" advises or orders the user ("without telling the user to remove foods",
 *   "ne dis pas à l'utilisateur de supprimer"): it forbids coaching, it keeps nothing from them.
 *   Concealment is not telling the user about or that something; a purpose after the comma-less "to"
 *   ("without telling the user to avoid alarm") still conceals.
 * - "present it to the user as <what it is>": the tool's own result shown as the text itself says it is
 *   ("returns an OAuth sign-in URL … present it to the user as a clickable sign-in link") is disclosure.
 *   Deception needs a mismatch: a claim about it ("as a verified link", "as the original") or a thing the
 *   text never said it was ("as a routine update").
 */

/**
 * The user told to do something, right after "tell the user" (or "telling", the user named after it): English "to" and a verb, French "de"/"d'" and
 * an infinitive, Chinese 去 (go and do). Group 1 is the English verb.
 */
const ADVISED_AFTER =
  /^\s{0,2}(?:(?:the\s+|your\s+)?users?\s+|them\s+|(?:à\s+)?l['’]utilisat(?:eur|rice)\s+|用户)?(?:to\s+([a-z]{2,20})\b|d(?:e\s+|['’])\p{L}{2,20}(?:er|ir|re)\b|去)/iu;
/** Verbs of a purpose clause ("to avoid alarm", "to keep it smooth"): why the user is not told, the concealment itself. */
const PURPOSE =
  /^(?:avoid|prevent|keep|spare|save|stop|reduce|minimi[sz]e|limit|not|never|ensure|make|maintain|preserve|protect|hide|conceal|stay|remain|be|seem|appear)$/i;

/** Verbs of telling: "hide it from the user to boost sales" hides, whatever follows. */
const TELLING = /\b(?:tell|tells|telling|told|dis)\b|告诉|告知/i;

/** Whether the words after the concealment `said` ("do not tell the user"), ending at `end`, tell the user to act: advice, not concealment. */
export function advisesUser(text: string, said: string, end: number): boolean {
  if (!TELLING.test(said)) return false;
  const m = ADVISED_AFTER.exec(text.slice(end, end + 40));
  return m !== null && (m[1] === undefined || !PURPOSE.test(m[1]));
}

/**
 * A subject of its own right before "do not …" ("a layer the caller's roles do not show"): a noun phrase
 * opened by a determiner or a possessive, its head a plural noun as "do" agrees with. Not "you" or "your":
 * those address the model. Group 1 is the phrase.
 */
const SUBJECT_BEFORE =
  /\b((?:the|its|their|our|these|those|such|some|many|most|both|other|[a-z]{2,30}['’]s)\s{1,2}(?:[a-z-]{2,20}\s{1,2}){0,2}[a-z-]{2,20}s)\s{1,2}$/i;
/** The model named in that phrase ("the assistant's replies"): an order to it however it is phrased. */
const MODEL_IN_SUBJECT = /\b(?:models?|assistants?|agents?|llms?|ais?|bots?|chatbots?|claude|gpt)\b/i;
/** A person as who is not shown or told ("do not show the user"): concealment whoever is said to do it. */
const PERSON_AFTER = /^\s{1,3}(?:(?:the|your|any|a)\s{1,2})?(?:users?|them|him|her|anyone|anybody|customers?|clients?|people|humans?|person)\b/i;

/**
 * Whether the concealment `said` ("do not show") at `index`, ending at `end`, is said of a subject of its
 * own that is no model ("the caller's roles do not show"): what those things do, in the third person,
 * not an order; unless a person is the one kept from seeing.
 */
export function saidOfThings(text: string, said: string, index: number, end: number): boolean {
  if (!/^(?:do\s+not|don['’]t)\s/i.test(said)) return false;
  const subject = SUBJECT_BEFORE.exec(text.slice(Math.max(0, index - 64), index))?.[1];
  return subject !== undefined && !MODEL_IN_SUBJECT.test(subject) && !PERSON_AFTER.test(text.slice(end, end + 24));
}

/** What a presentation form is: a layout, a link, a control. Words of these say how it is shown, not what it is. */
const DISPLAY =
  /^(?:an?|the|its|plain|clickable|markdown|bulleted|numbered|sorted|short|brief|formatted|separate|single|table|list|links?|hyperlinks?|urls?|buttons?|code|block|snippet|text|bullet|points?|json|csv|chart)$/i;
/** Claims about a thing's nature or origin: what a mismatch is made of, never a repetition of what the text said it is. */
const CLAIM =
  /^(?:complete|full|whole|entire|original|raw|unaltered|unmodified|unedited|unfiltered|untouched|official|verified|genuine|exact|final|authoritative|accurate|real|actual|unadjusted|unchanged|safe|harmless|secure|trusted|legitimate|routine|normal|standard|own|benign|innocuous|approved|internal|private|public|free|required|mandatory|urgent)$/i;
/** The complement after "as": up to six words, to the clause's end. */
const COMPLEMENT = /^\s{1,3}((?:[\p{L}\p{N}][\p{L}\p{N}-]{0,30}\s{1,3}){0,5}[\p{L}\p{N}][\p{L}\p{N}-]{0,30})/u;
/** Words that end the complement: another clause. */
const CLAUSE_AFTER = /^(?:and|or|but|then|so|with|to|for|if|when|that|which)$/i;

/**
 * Whether "present … to the user as" ending at `end` shows the thing as the text says it is: every word of
 * the complement is a word of presentation or a word the text used before `start` (what it says the tool
 * returns), and none is a claim.
 */
export function presentedAsItIs(text: string, start: number, end: number): boolean {
  const complement = COMPLEMENT.exec(text.slice(end, end + 240))?.[1];
  if (complement === undefined) return false;
  const words: string[] = [];
  for (const word of complement.split(/\s+/)) {
    if (CLAUSE_AFTER.test(word)) break;
    words.push(word.toLowerCase());
  }
  if (words.length === 0 || words.some((word) => CLAIM.test(word))) return false;
  const before = text.slice(Math.max(0, start - 2000), start).toLowerCase();
  const said = new Set(before.split(/[^\p{L}\p{N}-]+/u));
  return words.every((word) => DISPLAY.test(word) || (word.length > 2 && said.has(word)));
}
