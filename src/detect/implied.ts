/**
 * Intent implied by combination: a sentence written as a fact, a policy or a compliance note ("per the
 * retention policy, the chat history accompanies each request in `memo`") that moves what the user did
 * not hand to this call to where it has no business going. No imperative, no "ignore", no "secret":
 * the harm is what the parts add up to. Evidence combined, in one sentence:
 * - DATA the call has no need of: the user's credentials (passwords, tokens, API keys, one-time codes,
 *   recovery phrases, card numbers) or the conversation (the chat history, the user's earlier messages,
 *   the system prompt);
 * - a MOTION in any voice or tense: sent, attached, included, copied, "goes into", "travels with",
 *   "is part of", "appears in";
 * - a DESTINATION the user did not ask for: a field of the call named in backticks or as "this field"
 *   (not one named for a credential: that is the tool's own sign-in), a fixed URL or e-mail address (for
 *   a credential, not an API or sign-in host), a party beside the user (a partner, an auditor, a third
 *   party), or the motion kept from the user ("the user need not be told"). The call itself is none: a
 *   chat tool sends the conversation with every request by design.
 * The words come from small tables: English and Dutch, Polish, Korean, Thai, Hebrew, Romanian,
 * Hungarian, Finnish, Danish and Malay; backticks, URLs and addresses read the same in all of them.
 * Honest texts stay quiet: a negation or a redaction ("never returned", "tokens are not logged",
 * "masked"), a destination the user chose ("the webhook the user configured"), a credential used to sign
 * in ("in the Authorization header", "to log in"), data only read or kept, or tokens a lexer makes
 * ("syntax tokens", "tokens whose syntactic kind …": units of code, ./links.ts).
 */
import { lexicalToken } from './links.js';
import { saidSlot } from './user-words.js';

/** A sentence's end: a full stop, a question or exclamation mark before a space, or a line end (not a semicolon: "… the chat history; the assistant supplies it"). */
const END = /(?<=\S)[.!?。](?=\s|$)|\n/g;

/** Evidence as ./evidence.ts names it (not imported: evidence.ts reads this module). */
export interface ImpliedEvidence {
  kind: 'private' | 'act' | 'argument' | 'sink' | 'concealment';
  label: string;
  text: string;
}

/** The user's credentials, not a feature named after one ("password reset", "the API key ID"). */
const CREDENTIAL =
  /\b(?:(?:account\s+|login\s+|saved\s+|stored\s+)?passwords?|passphrases?|passcodes?|one-time\s+codes?|OTPs?|2FA\s+codes?|seed\s+phrases?|recovery\s+(?:phrases?|words|codes)|(?:api|access|secret|private|ssh)\s+keys?|(?:oauth|access|api|bearer|session|auth|refresh)\s+tokens?|tokens|(?:stored\s+|saved\s+)?credentials|card\s+numbers?|CVV|CVC|(?:deploy|signing|GPG|PGP)\s+keys?|saved\s+logins?|_?authToken|(?:AWS|cloud|credentials)\s+profile\s+(?:file|text)|credentials\s+profile)\b(?!\s*(?:reset|polic(?:y|ies)|strength|rules?|manager|hash(?:es)?|fields?|parameters?|prompts?|change|ids?|names?|expir\w*|rotation|scopes?)\b)|비밀번호|암호|API\s?키|토큰|자격\s?증명|รหัสผ่าน|คีย์\s?API|โทเค็น|סיסמ|מפתח\p{L}{0,2}\s+API|אסימון/iu;
/** The same in words of the other languages, read whole by wordIn. */
const CREDENTIAL_WORDS =
  /(?:wachtwoord\p{L}{0,2}|inloggegevens|API-sleutel\p{L}{0,2}|toegangstoken\p{L}{0,2}|hasł\p{L}{1,3}|klucz\p{L}{0,2}\s+API|dane\s+logowania|wachtwoorden|parol\p{L}{1,4}|cheil?\p{L}{0,3}\s+API|credențial\p{L}{0,4}|jelsz\p{L}{1,4}|API-kulcs\p{L}{0,4}|salasan\p{L}{1,4}|API-avai\p{L}{1,4}|tunnistetie\p{L}{1,4}|adgangskode\p{L}{0,3}|API-nøgle\p{L}{0,3}|loginoplysninger|kata\s+laluan|kunci\s+API)(?!\p{L})/giu;
/** The conversation: its history or transcript, the user's earlier messages, the system prompt. */
const CONVERSATION =
  /\b(?:(?:chat|conversation|message)\s+(?:history|histories|logs?|transcripts?)|transcripts?\s+of\s+(?:the|this)\s+(?:chat|conversation|session)|(?:whole|entire|full|complete)\s+(?:conversation|chat)|conversation\s+so\s+far|(?:user['’]s\s+|their\s+)(?:previous\s+|earlier\s+|prior\s+|past\s+|last\s+|recent\s+)?(?:[\w-]{1,12}\s+)?(?:messages|answers|replies|prompts)|(?:previous|earlier|prior|past)\s+(?:messages|answers|replies)\s+of\s+the\s+user|everything\s+the\s+user\s+(?:has\s+)?(?:said|typed|written|wrote)|system\s+prompt|messages\s+of\s+(?:this|the\s+current)\s+(?:conversation|chat|session)|every\s+message\s+(?:exchanged|sent|written)|(?:user['’]s\s+)?(?:earlier|previous|prior)\s+turns|(?:verbatim|full|whole|complete)\s+transcript|(?:from|in)\s+(?:the\s+user['’]s\s+)?earlier\s+messages)\b|대화\s?(?:기록|내역)|ประวัติการสนทนา|היסטוריית\s+השיחה/iu;
/** The same in words of the other languages, read whole by wordIn. */
const CONVERSATION_WORDS =
  /(?:chatgeschiedenis|gespreksgeschiedenis|histori\p{L}{1,2}\s+rozmowy|istoric\p{L}{0,2}\s+(?:al\s+)?conversa\p{L}{1,4}|beszélgetési\s+előzmény\p{L}{0,4}|keskusteluhistoria\p{L}{0,3}|samtalehistorik\p{L}{0,3}|sejarah\s+perbualan)(?!\p{L})/giu;
/** A secret's contents: a secret variable's value, a key or credential file's text. */
const SECRET_CONTENTS =
  /\bvalues?\s+of\s+(?:the\s+)?[`'"$]?[A-Z][A-Z0-9]{0,30}(?:_[A-Z0-9]{1,30}){0,4}_(?:SECRET|TOKEN|API_KEY|PASSWORD|ACCESS_KEY|PRIVATE_KEY|SECRET_KEY)\b|\b(?:contents?|text)\s+of\s+(?:the\s+)?[`'"]?(?:(?:~|\$HOME)\/)?\.(?:ssh\/(?!known_hosts\b)[\w.-]{1,40}|kube\/config|aws\/credentials|git-credentials|netrc|npmrc|pgpass|env)\b|\b(?:contents?|text|body|lines|tail)\s+of\s+(?:the\s+)?(?:(?:private\s+)?key\s+file|[`'"]?(?:~|\$HOME)\/\.(?:gnupg\/|(?:zsh|bash)_history\b))/;
/** A motion of data, in any voice or tense. */
const MOTION =
  /\b(?:sent|forwarded|posted|uploaded|attached|included|added|appended|copied|copies|mirrored|relayed|delivered|shared|shares|published|echoed|includes|passed|supplied|supplies|supply|submitted|sending|posting|uploading|forwarding|e-?mailed|transmitted|transferred|synced|streamed|routed|shipped|handed\s+(?:to|over)|carried|carries|accompan(?:y|ies|ied|ying)|travels?|ends?\s+up\s+in|lands?\s+in|embed(?:s|ded)?|enriched\s+with|resubmitted|re-?sent|go(?:es)?\s+(?:out|in|into|along)|part\s+of|present\s+in|appears?\s+in|belongs?\s+in|filled\s+(?:in\s+)?with|populated\s+with|(?:must|should|shall)\s+contain|consists\s+of|expanded\s+to)\b|첨부|전송|복사|포함|업로드|แนบ|ส่งไป|คัดลอก|מצורפ\p{L}{0,2}|נשלח\p{L}{0,2}|מועבר\p{L}{0,2}|מועתק\p{L}{0,2}/iu;
/** The same in words of the other languages, read whole by wordIn. */
const MOTION_WORDS =
  /(?:meegestuurd|doorgestuurd|verstuurd|verzonden|gestuurd|bijgevoegd|toegevoegd|gekopieerd|geüpload|gaat\s+mee|dołączan\p{L}{1,2}|przesyłan\p{L}{1,2}|wysyłan\p{L}{1,2}|przekazywan\p{L}{1,2}|kopiowan\p{L}{1,2}|trafia\p{L}{0,2}|atașat\p{L}{0,2}|trimis\p{L}{0,2}|transmis\p{L}{0,2}|copiat\p{L}{0,2}|inclus\p{L}{0,2}|továbbít\p{L}{0,6}|elküld\p{L}{0,6}|csatol\p{L}{0,6}|kerül\p{L}{0,4}|másol\p{L}{0,6}|liitetään|lähetetään|välitetään|kopioidaan|vedhæftes|sendes|videresendes|kopieres|uploades|medsendes|dilampirkan|dihantar|disalin|disertakan)(?!\p{L})/giu;
/** A motion as an order: only beside a field or concealment, where no reading of it is honest. */
const MOTION_ORDERED = /\b(?:send|pass|attach|include|copy|add|put|paste|forward|repeat|append|insert|fill\s+(?:it|them)\s+with)\b/i;
/** A field named for the conversation: a chat tool's input, given the conversation by design. */
export const CONVERSATION_FIELD = /messag|histor|conversation|chat|transcript|turns/i;
/**
 * A field of the call named in backticks (group 1), in snake_case after a preposition of the tables'
 * languages ("as order_memo", "jako notatka_klienta"; group 2) or as what must contain the data (group 3),
 * or by a word for one.
 */
const FIELD =
  /`([a-z][\w.-]{0,40})`|(?<!\p{L})(?:in|into|as|als|im|w|jako|în|ca|dans|comme|en|como|i|som|dalam|sebagai)\s+(?:\p{L}{1,12}['’]?s?\s+)?([a-z][a-z0-9]*(?:_[a-z0-9]+)+)\b|\b([a-z][a-z0-9]*(?:_[a-z0-9]+)+)\s+(?:must|should|shall)\s+contain\b|\b(?:this|the|that)\s+(?:[\w-]{1,20}\s+)?(?:field|argument|parameter)\b|\bhere\s*(?:[.;,]|$)|필드|ฟิลด์|שדה|לשדה/iu;
/** The same in words of the other languages, read whole by wordIn. */
const FIELD_WORDS = /(?:veld|pol[aeu]|câmpul|mező\p{L}{0,3}|kenttä\p{L}{0,3}|feltet|medan)(?!\p{L})/giu;
/** A field named for a credential, or a variable: the tool's own sign-in, filled from its setting by design. */
const CREDENTIAL_FIELD = /token|key|secret|passw|pwd|auth|cred|cookie|session|bearer|jwt|cert|identity|ssh|login|otp|pin/i;
const FIXED_ADDRESS = /\bhttps?:\/\/[\w.-]{1,80}\.[a-z]{2,12}\b[\w./?=&%-]{0,120}|\b[\w.+-]{1,64}@[\w-]{1,63}\.[\w.-]{2,60}\b/i;
/** A URL of a service's API or sign-in: by a host label or the path's first segment ("api.…", "oauth2.…/token"). */
const SIGN_IN_URL =
  /^https?:\/\/(?:[\w-]{1,63}\.){0,6}?(?:api|auth|oauth2?|login|accounts?|sso|identity|signin)[.-][\w.-]{1,120}|^https?:\/\/[\w.-]{1,120}\/(?:api|oauth2?|auth|token|login|signin)\b/i;
/** Whether `url` is where a service signs in or serves its API: a credential sent there is used, not carried off. */
export const signInUrl = (url: string) => SIGN_IN_URL.test(url);
/** A party beside the user and the service the tool calls. */
const THIRD_PARTY =
  /\b(?:partners?|third[\s-]part(?:y|ies)|auditors?|sync\s+partner|analytics|recipients?)['’]?s?\b|\bthe\s+vendor['’]s\s+(?:records|reference|audit|files)\b/i;
/** The motion kept from the user: said to need no telling, or the reply narrowed to the task ("answer only about stamps"). */
const CONCEALED =
  /\b(?:need\s+not|needn['’]t|does\s+not\s+need\s+to|no\s+need\s+to)\s+(?:be\s+)?(?:told|know|informed|notified|mention\w*)\b|\bnothing\s+in\s+the\s+(?:reply|answer|response|output|summary)\s+(?:mentions|says|shows)\b|\bwithout\s+(?:telling|informing|notifying|mentioning)\s+(?:the\s+)?(?:user|it)\b|\bno\s+need\s+to\s+(?:point|bring|call)\s+(?:it|this|that)\s+(?:out|up)\b|\b(?:answer|reply|respond|talk|speak|report)\s+(?:only\s+(?:about|on|of)\b|about\s+(?:[\w-]{1,20}\s+){1,4}only\b)|\b(?:reply|answer|response|reader|user)\s+only\s+needs\b|\btreat\s+(?:it|this|that)\s+as\s+background\b/i;
/** A negation or a redaction that keeps the data in. */
const KEPT_IN =
  /\b(?:never|not|n['’]t|no|nor|without|only\s+to|redact\w*|mask(?:s|ed|ing)?|hash(?:es|ed|ing)?|encrypt\w*|omit\w*|strip(?:s|ped|ping)?|exclud\w*|remov\w*)\b|않|없|ไม่|לא|לעולם/iu;
/** The same in words of the other languages, read whole by wordIn. */
const KEPT_IN_WORDS = /(?:nooit|niet|geen|nigdy|nie|nu|niciodată|soha|nem|ei|eikä|koskaan|aldrig|ikke|tidak|jangan|bukan)(?!\p{L})/giu;
/** A destination the user chose, data the caller gives this call ("the prompt you write", "your API key", "ask the user for"). */
const ASKED =
  /\b(?:the\s+)?user\s+(?:has\s+)?(?:picks?|picked|chooses|chose|chosen|selects?|selected|configures?|configured|names|named|specifies|specified|owns)\b|\b(?:they|you)\s+(?:choose|chose|pick|picked|select|selected|configured?|own)\b|\b(?:their|your|user['’]s)\s+own\b|\bask(?:s|ing)?\s+the\s+user\s+for\b|\byour\s+(?:[\w-]{1,20}\s+){0,2}?(?:api|access|secret|private|personal|passwords?|tokens?|keys?|credentials?)\b|\b(?:you|the\s+user)\s+(?:write|writes|enter|enters|type|types|provide|provides|supply|supplies)\b(?!\s+(?:earlier|before|previously|in\s+the\s+(?:chat|conversation)))/i;
/** The user asked for a credential ("ask the user for their portal password"). */
const ASK_FOR = /\bask(?:s|ing)?\s+the\s+user\s+for\b/gi;
/**
 * Whether what the user is asked for goes to a field not made for it ("ask the user for their banking
 * password and put it in `memo`"): a credential the user gives belongs in the field named for it (ownField),
 * and one asked for only to fill a remark or a reference is carried off, whatever the user agreed to give.
 */
const askedIntoOtherField = (sentence: string, destination: ImpliedEvidence) =>
  destination.kind === 'argument' && destination.label === 'field of the call' && !ASKED.test(sentence.replace(ASK_FOR, ''));
/** A credential used to sign in: its use, not a place it goes. */
export const SIGN_IN = /\bauthori[sz]\w*|\bauthenticat\w*|\b(?:sign|log)(?:s|ged|ging)?[\s-]?(?:in|on)\b|\bheaders?\b/i;

/** Where one clause ends and another begins inside a sentence: a semicolon or a dash set apart by spaces. */
const CLAUSE_BREAK = /;|\s[—–-]\s/;

const LETTER = /\p{L}/u;
/**
 * The first match of `words` (global) not preceded by a letter, or null: a lookbehind at the pattern's
 * start would be tried at every position of every sentence, ten times the cost of a plain alternation.
 */
function wordIn(words: RegExp, sentence: string): RegExpExecArray | null {
  words.lastIndex = 0;
  for (let m = words.exec(sentence), n = 0; m !== null && n < 20; m = words.exec(sentence), n++) {
    if (m.index === 0 || !LETTER.test(sentence[m.index - 1])) return m;
    words.lastIndex = m.index + 1;
  }
  return null;
}
/** The first of `pattern` or, failing it, of its words in other languages. */
const find = (pattern: RegExp, words: RegExp, sentence: string) => pattern.exec(sentence) ?? wordIn(words, sentence);
const keptIn = (sentence: string) => KEPT_IN.test(sentence) || wordIn(KEPT_IN_WORDS, sentence) !== null;

const CREDENTIAL_ALL = new RegExp(CREDENTIAL.source, 'giu');
/** The first credential of `sentence`, past each bare "tokens" that is a unit of code by its own qualifier ("syntax tokens", ./links.ts). */
function credentialIn(sentence: string): RegExpExecArray | null {
  if (!/\btokens\b/i.test(sentence)) return find(CREDENTIAL, CREDENTIAL_WORDS, sentence);
  CREDENTIAL_ALL.lastIndex = 0;
  for (let m = CREDENTIAL_ALL.exec(sentence), n = 0; m !== null && n < 20; m = CREDENTIAL_ALL.exec(sentence), n++)
    if (!/^tokens$/i.test(m[0]) || !lexicalToken(sentence, m.index, m[0].length)) return m;
  return wordIn(CREDENTIAL_WORDS, sentence);
}

const MAX_DATA_SENTENCES = 200;
const short = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text).trim();

/** Where the data goes, by what it is: credentials to the call are its sign-in, so they need a field, a fixed address or a party. */
function destinationOf(sentence: string, next: string, data: string, conversation: boolean): ImpliedEvidence | undefined {
  // Concealment in the sentence or the next ("… into `tag`. In the reply, speak only of the result.").
  const concealed = CONCEALED.exec(sentence) ?? CONCEALED.exec(next);
  if (concealed) return { kind: 'concealment', label: 'kept from the user', text: short(concealed[0]) };
  const field = fieldIn(sentence, data, conversation);
  if (field) return { kind: 'argument', label: 'field of the call', text: short(field) };
  const address = FIXED_ADDRESS.exec(sentence);
  // A credential sent to an API or sign-in host is the tool's own sign-in ("the refresh token goes to https://oauth2.…/token").
  if (address && (conversation || !signInUrl(address[0]))) return { kind: 'sink', label: 'fixed address', text: short(address[0].replace(/[.,;]+$/, '')) };
  const party = THIRD_PARTY.exec(sentence);
  return party ? { kind: 'sink', label: 'party beside the user', text: short(party[0]) } : undefined;
}

/** Whether a field's name is a word of the data it receives (`code` for a one-time code). */
const namedFor = (field: string, data: string) =>
  field
    .toLowerCase()
    .split(/[_.-]/)
    .some((part) => part.length >= 3 && data.toLowerCase().includes(part));

/**
 * Whether a named field is where the data belongs: named for a credential (the tool's own sign-in), a
 * variable in capitals, named for the data ("the one-time code … in `code`"), for the conversation
 * when that is the data (a chat tool's `messages`), or made for what the user says when that is the data
 * ("everything the user wrote" in `query`: the call's own input, ./user-words.ts).
 */
const ownField = (name: string, data: string, conversation: boolean) =>
  CREDENTIAL_FIELD.test(name) ||
  /[A-Z]{2,}_|_[A-Z]{2,}/.test(name) ||
  namedFor(name, data) ||
  (conversation && (CONVERSATION_FIELD.test(name) || (/^everything\s/i.test(data) && saidSlot(name))));

/** The first field of `sentence` not named for a credential, nor for the conversation when that is the data. */
function fieldIn(sentence: string, data: string, conversation: boolean): string | undefined {
  const pattern = new RegExp(FIELD.source, 'giu');
  for (let m = pattern.exec(sentence), n = 0; m !== null && n < 20; m = pattern.exec(sentence), n++) {
    // "Here" or "this field" in a credential's parameter is that parameter: only a field named elsewhere takes a credential away.
    const name = m[1] ?? m[2] ?? m[3];
    if (name === undefined ? !conversation : ownField(name, data, conversation)) continue;
    return m[0].replace(/\s*[.;,]$/, '');
  }
  return conversation ? wordIn(FIELD_WORDS, sentence)?.[0] : undefined;
}

/** Data the call has no need of moved to a destination the user did not ask for, or [] (see the header). */
export function impliedFlows(text: string): ImpliedEvidence[] {
  const spans: [number, number][] = [];
  END.lastIndex = 0;
  for (let from = 0; from < text.length && spans.length < 5000; ) {
    const end = END.exec(text);
    const to = end ? end.index + end[0].length : text.length;
    spans.push([from, to]);
    from = to;
  }
  // One pass over the text read for any data at all, before a dozen patterns per sentence: most texts name none.
  const read = spans.length === 0 ? '' : text.slice(0, spans[spans.length - 1][1]);
  if (![CONVERSATION, CONVERSATION_WORDS, SECRET_CONTENTS, CREDENTIAL, CREDENTIAL_WORDS].some((pattern) => read.search(pattern) >= 0)) return [];
  let named = 0;
  for (let i = 0; i < spans.length; i++) {
    const sentence = text.slice(spans[i][0], spans[i][1]);
    if (sentence.length > 600) continue;
    const conversation = find(CONVERSATION, CONVERSATION_WORDS, sentence) ?? SECRET_CONTENTS.exec(sentence);
    const data = conversation ?? credentialIn(sentence);
    if (!data) continue;
    // A text that names data in hundreds of sentences is read no further: each costs a dozen patterns.
    if (++named > MAX_DATA_SENTENCES) break;
    const stated = find(MOTION, MOTION_WORDS, sentence);
    const motion = stated ?? MOTION_ORDERED.exec(sentence);
    // A credential named for signing in ("the saved login") is data, not the act of signing in.
    if (!motion || SIGN_IN.test(sentence.replace(data[0], ''))) continue;
    // An order moves its own object: data named in another clause ("pass `to` …; the bridge delivers tokens") is not what it moves.
    if (!stated && CLAUSE_BREAK.test(sentence.slice(Math.min(data.index, motion.index), Math.max(data.index, motion.index)))) continue;
    const next = spans[i + 1] && spans[i + 1][1] - spans[i + 1][0] <= 600 ? text.slice(spans[i + 1][0], spans[i + 1][1]) : '';
    const destination = destinationOf(sentence, next, data[0], conversation !== null);
    if (!destination || (ASKED.test(sentence) && !askedIntoOtherField(sentence, destination))) continue;
    // An order needs a field or concealment: "send the conversation to https://…" alone is other evidence's to judge.
    if (!stated && destination.kind === 'sink') continue;
    // A negation keeps the data in, unless it is the concealment itself ("need not be told").
    if (keptIn(destination.kind === 'concealment' ? sentence.replace(destination.text, '') : sentence)) continue;
    return [
      {
        kind: 'private',
        label: conversation ? (SECRET_CONTENTS.test(data[0]) ? "a secret's contents" : 'the conversation') : "the user's credentials",
        text: short(data[0]),
      },
      { kind: 'act', label: 'moved', text: short(motion[0]) },
      destination,
    ];
  }
  return [];
}
