/**
 * Secrets kept in, and consent kept: grammar that turns words poisoned texts use into care for the user's
 * data. Each test reads the words at one signal or phrase and names what makes the use honest:
 * - a read of a sensitive file whose own sentence says, in the tool's voice, that the secret contents are
 *   not given back ("读取 .env 文件并列出变量名，不会显示变量的值", "reads ~/.aws/config; keys are never
 *   returned"): what the tool reads stays in it. A sentence that also sends, uploads or passes anything
 *   is not excused, nor a prohibition addressed to the model ("不要显示", "do not show");
 * - a read with a program as its agent ("read from ~/.aws/credentials by the AWS SDK"): the passive says
 *   which program reads, not what the model must do;
 * - concealment of a value, named right after it in English, Spanish, Portuguese, French, German or
 *   Italian ("No muestres valores de secretos") or by a pronoun for a secret or record named just before
 *   ("access token … Do not show it to the user", "a Cookie header, leave it out of your summary"):
 *   withholding a value protects its owner. Verbs of telling ("do not tell the user") hide what was done
 *   and are never excused, nor concealment after an order in its sentence ("Run them …, without showing
 *   them to the user"), which hides the act;
 * - consent or telling named under a prohibition ("Do not re-run a job more than twice without asking the
 *   user", "do not retry with another query without telling them"): a demand to ask or tell, the
 *   opposite of acting without consent or in secret; not after a prohibition that urges ("do not hesitate");
 * - an environment file as where a secret is kept ("keep the token in .env"): the user's own store,
 *   not a file read;
 * - a key file after the identity flag of ssh, scp or sftp ("ssh -i ~/.ssh/deploy_key host uptime"):
 *   the identity the command signs in with, which never leaves the machine;
 * - "the user names" closing a relative clause ("share it with the people the user names."): the user
 *   naming someone, not user names.
 * Poisoned texts stay caught: they send what they read, hide acts rather than values, act "without
 * asking" unforbidden, and read key files for the model.
 */

/** How far a sentence may reach from the phrase on either side. */
const REACH = 300;
const STOP = /[.!?。！？\n]/;

/** The sentence around [index, end): from after the last stop before to the next stop after, within REACH. */
function sentenceAt(text: string, index: number, end: number): string {
  let from = index;
  while (from > 0 && index - from < REACH && !STOP.test(text[from - 1])) from--;
  let to = end;
  // A full stop inside a word or a path ("~/.aws", "e.g.") does not end the sentence: only one before a space or the end.
  while (to < text.length && to - end < REACH && !(STOP.test(text[to]) && (text[to] !== '.' || /\s/.test(text[to + 1] ?? ' ')))) to++;
  return text.slice(from, to);
}

/** Verbs of reading in the phrase patterns' languages (./phrases.ts SEND_VERB, the Chinese pattern). */
const READ_VERB = /^(?:read|cat|open|load|access|lee|leer|lies|lese|读取)/i;

/** The tool's voice saying a value is not given back, in the languages of the descriptions seen. */
const NOT_GIVEN_BACK = new RegExp(
  [
    String.raw`\b(?:is|are|will\s+be|were|get|gets)\s+(?:never|not)\s+(?:returned|shown|displayed|printed|output|exposed|logged|revealed|included)\b`,
    String.raw`\b(?:never|not|n['’]t)\s+(?:appear|appears|leave|leaves)\b`,
    String.raw`\b(?:does|do|will)\s+not\s+(?:return|show|display|print|output|reveal|expose)\b`,
    String.raw`\bwithout\s+(?:returning|showing|displaying|printing|revealing|exposing)\b`,
    // Chinese: 不/不会/并不/从不 before a verb of showing (不要, the prohibition, has 要 between).
    '(?:不会|并不|从不|绝不|不)(?:显示|返回|输出|打印|泄露|暴露)',
    // Japanese, Korean.
    '(?:返し|表示し|出力し)(?:ません|ない)|返さず|表示せず|(?:반환|표시|출력)하지\\s?않',
    // Spanish, Portuguese, French, German, Italian.
    String.raw`\bno\s+se\s+(?:muestran?|devuelven?)\b|\bnão\s+(?:são|é)\s+(?:mostrad|devolvid|retornad|exibid)|\bne\s+sont\s+pas\s+(?:affichée?s?|renvoyée?s?)|\bwerden\s+nicht\s+(?:angezeigt|zurückgegeben|ausgegeben)|\bnon\s+(?:vengono|viene)\s+(?:mostrat|restituit)`,
  ].join('|'),
  'iu',
);
/** Anything sent or passed on in the sentence: then what was read goes somewhere. */
const SENT_ON =
  /\b(?:send|sends|upload|uploads|post|posts|forward|forwards|pass|passes|attach|attaches|put|puts|include\s+it|https?:\/\/)|发送|上传|传给|放入|附加|送信|アップロード|전송/i;

/** Whether the text says anywhere that a value is not given back: without it no read is withheld, and no sentence need be cut. */
/** A word every NOT_GIVEN_BACK phrase holds, tested first: a few literals scan a long text far faster than the phrases. */
const NOT_GIVEN_BACK_WORDS = /not|never|n['’]t|without|no\s|não|pas|nicht|non|不|ません|ない|返さず|表示せず|않/i;
export const mayWithhold = (text: string): boolean => NOT_GIVEN_BACK_WORDS.test(text) && NOT_GIVEN_BACK.test(text);

/** Whether an exfiltration phrase reads a file in a sentence that says the secret is not given back, and sends nothing. */
export function withheldRead(text: string, index: number, found: string): boolean {
  if (!READ_VERB.test(found)) return false;
  const sentence = sentenceAt(text, index, index + found.length);
  return NOT_GIVEN_BACK.test(sentence) && !SENT_ON.test(sentence);
}

/** A program as the agent of a passive read ("by the AWS SDK", "by the git CLI"): not the model, nor a tool it calls. */
const PROGRAM_AGENT_AFTER =
  /^\s{1,3}by\s+(?:the|an?|its)\s+(?:[A-Za-z][\w.-]{0,20}\s+){0,2}?(?:SDK|CLI|library|client\s+library|daemon|runtime|driver|binary|shell|kernel|operating\s+system)\b/i;

/** Whether a read phrase is a passive whose agent is a program ("read from ~/.aws/credentials by the AWS SDK"). */
export const programReads = (text: string, index: number, found: string): boolean =>
  READ_VERB.test(found) && PROGRAM_AGENT_AFTER.test(text.slice(index + found.length, index + found.length + 60));

/** Verbs of telling: concealment with them hides what was done, whatever follows. */
const TELLING =
  /\b(?:tell|mention|say|inform|disclose|report|narrate|explain|notify|let|know|notice|digas|informes|menciones|cuentes|avises|sag|erzähl|verrat|dis)\b|告诉|告知|通知/i;
/** A value named right after concealment, by language (English, Spanish, Portuguese, French, German, Italian). */
const VALUE_AFTER =
  /^[\s,]{0,4}(?:(?:the|any|raw|their|its|full|plain|los|las|el|la|sus?|os|as|seus?|les|leurs?|die|den|ihre|i|gli|le|loro)\s+){0,2}(?:values?|tokens?|keys?|secrets?|passwords?|credentials?|cookies?|valor(?:es)?|secretos?|contraseñas?|claves?|segredos?|senhas?|chaves?|valeurs?|mots\s+de\s+passe|clés?|jetons?|werte?|passwörter|geheimnisse?|schlüssel|valori|segreti|chiavi)\b/iu;
/** A pronoun as what is withheld, in the concealment or right after it. */
const PRONOUN = /\b(?:it|them)\b/i;
const PRONOUN_AFTER = /^\s{1,3}(?:it|them)\b/i;
/** A secret or a record named before the pronoun, in its sentence or the one before. */
const VALUE_BEFORE = /\b(?:tokens?|keys?|secrets?|passwords?|passphrases?|credentials?|cookies?|headers?|records?|values?)\b/i;

interface Located {
  kind: string;
  index: number;
  text: string;
}

/** Verbs of showing a value: withholding with them keeps the value out of sight ("keep it from them" hides an act). */
const SHOWING = /\b(?:show|display|print|repeat|echo|log|reveal|expose|paste|quote|output|leave)|muestr|mostr|affich|zeig|显示|表示/i;

/** Whether a concealment signal withholds a value (see the header), not an act. */
function valueWithheld(text: string, s: Located): boolean {
  if (TELLING.test(s.text) || !SHOWING.test(s.text)) return false;
  const end = s.index + s.text.length;
  const after = text.slice(end, end + 48);
  if (VALUE_AFTER.test(after)) return true;
  if (!PRONOUN.test(s.text) && !PRONOUN_AFTER.test(after)) return false;
  const before = text.slice(Math.max(0, s.index - 160), s.index);
  // At most one sentence back: the last two stops bound the lead-in.
  const stops = [...before.matchAll(/[.!?](?=\s)/g)];
  const lead = stops.length >= 2 ? before.slice((stops[stops.length - 2].index ?? 0) + 1) : before;
  return VALUE_BEFORE.test(lead);
}

/** A prohibition opening the clause before consent is named ("Do not … without asking"). */
const PROHIBITION_BEFORE = /(?:^|[.;!?:]\s{0,3})\s*(?:please\s+)?(?:do\s+not|don['’]t|never|must\s+not|should\s+not)\s[^.;!?\n]{0,100}$/i;

/** Prohibitions that urge instead ("do not hesitate to …", "never forget to …"): what follows them is asked for. */
const URGING = /\b(?:do\s+not|don['’]t|never|must\s+not|should\s+not)\s+(?:hesitate|wait|stop|forget|fail|neglect)\b/i;

/**
 * Whether a bypass signal ("without asking") or concealment by telling ("without telling them") is the
 * condition of a prohibition ("do not retry … without telling them"): asking or telling is demanded.
 */
const consentDemanded = (text: string, s: Pick<Located, 'index' | 'text'>): boolean => {
  if (!/^without\b/i.test(s.text)) return false;
  const lead = text.slice(Math.max(0, s.index - 110), s.index);
  return PROHIBITION_BEFORE.test(lead) && !URGING.test(lead);
};

/** Concealment that is the absence of telling ("without telling", "without informing"), where a prohibition may demand it. */
const WITHOUT_TELLING = /^without\s+(?:telling|informing|notifying|letting)\b/i;

/** Whether "without telling …" at `index` is the condition of a prohibition: telling is demanded (for the phrase search). */
export const tellingDemanded = (text: string, index: number, found: string): boolean =>
  WITHOUT_TELLING.test(found) && consentDemanded(text, { index, text: found });

/** A verb of keeping, then "in" or "into": what follows is where a secret is kept. */
const KEPT_IN_BEFORE =
  /\b(?:keep|keeps|store|stores|stored|save|saves|saved|put|puts|set|sets|add|adds|define|defines|defined|place|paste)\s+(?:[\w-]{1,20}\s+){0,3}?in(?:to)?\s+(?:(?:the|your|a|an|its|their|local)\s+)?$/i;

/** Whether a sensitive path is an environment file named as where a secret is kept ("keep it in .env"). */
const envStore = (text: string, s: Located): boolean => /^\.env\b/.test(s.text) && KEPT_IN_BEFORE.test(text.slice(Math.max(0, s.index - 80), s.index));

/** ssh, scp or sftp with up to three options, then the identity flag. */
const IDENTITY_FLAG_BEFORE = /\b(?:ssh|scp|sftp)\s+(?:-[\w]{1,3}\s+(?:[\w.@:=-]{1,40}\s+)?){0,3}?-i\s{1,2}$/;
const identityFile = (text: string, s: Located): boolean => IDENTITY_FLAG_BEFORE.test(text.slice(Math.max(0, s.index - 120), s.index));

/** "the user names" after a noun and before the clause ends: a verb, not usernames. */
export const userNaming = (text: string, index: number, found: string): boolean =>
  /^user\s+names$/i.test(found) &&
  /\b[a-z]{2,20}\s+the\s+$/i.test(text.slice(Math.max(0, index - 30), index)) &&
  /^\s{0,2}(?:[.;,!?)]|$)/.test(text.slice(index + found.length, index + found.length + 4));

/** Orders that concealment beside them hides: an imperative, code or a command run, data destroyed. */
const ORDERS = new Set(['directive', 'execute', 'command', 'destroy']);

/**
 * Whether an order comes before `index` in its sentence ("Run them …, without showing them to the user"):
 * what is withheld is then the act. `orders` are the orders' indices, ascending: only the nearest before
 * is read, as any earlier one is behind the same stop.
 */
function orderedBefore(orders: readonly number[], text: string, index: number): boolean {
  let lo = 0;
  let hi = orders.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (orders[mid] < index) lo = mid + 1;
    else hi = mid;
  }
  const at = orders[lo - 1];
  if (at === undefined || index - at >= REACH) return false;
  // A signal may start at the stop before its word (". Run"): the sentence is read from the word.
  const word = at + Math.max(0, text.slice(at, at + 8).search(/\p{L}/u));
  return !/[.!?]\s/.test(text.slice(word, index));
}

/** The signals without concealment of a value, consent demanded under a prohibition, an environment file named as a store, an identity file and the user naming someone (see the header). */
export function withheldOnly<S extends Located>(signals: S[], text: string): S[] {
  const orders = signals
    .filter((o) => ORDERS.has(o.kind) && o.index >= 0)
    .map((o) => o.index)
    .sort((a, b) => a - b);
  return signals.filter(
    (s) =>
      s.index < 0 ||
      !(
        (s.kind === 'concealment' && valueWithheld(text, s) && !orderedBefore(orders, text, s.index)) ||
        (s.kind === 'bypass' && consentDemanded(text, s)) ||
        (s.kind === 'concealment' && tellingDemanded(text, s.index, s.text)) ||
        (s.kind === 'sensitive' && (envStore(text, s) || identityFile(text, s))) ||
        (s.kind === 'private' && userNaming(text, s.index, s.text))
      ),
  );
}
