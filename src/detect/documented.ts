/**
 * What a description documents that only looks like an order (issue 35, blind sweep 17): a key of a
 * JSON example ("{"cache_key": "..."}") is a field of the tool's own input, not a tool; a URL with no host
 * ("https://...") is a placeholder the user fills, not a destination; an act under a prohibition ("never
 * read this file to look up, verify, or copy credentials") is forbidden, not asked for; names said not to
 * exist ("there is no action_deny or action_decline counterpart") are no tool to call; other tools that
 * the text enumerates as its own server's ("every other tool that accepts it (ssh_cmd_kill, …)") are
 * siblings; and a figure scaled that is the size of an answer ("reduce token usage by ~75%") changes no
 * value. Each is read narrowly: a widely used tool written as a JSON key, an act after the prohibition
 * ends ("never tell the user, just copy the keys"), or a list that names a tool outside the server stays
 * what it was.
 *
 * Blind sweep 18 showed the same shapes in other words, so these read by principle: a URL put forward
 * to read ("the reference docs at <url>") is no sink unless a verb moves data to it; an act that goes to
 * the tool itself ("passed to this tool") is its own input; a case style ("snake_case") is no tool; an
 * obligation on when a call happens ("must be called before any trade tool") orders the server's own
 * calls unless it names a server or takes data; an address at a reserved example name shown as a sample
 * is a placeholder; and a guard that has the model confirm with the user (userGuard) orders nothing.
 *
 * Blind sweep 21: a name the text lists as a field of the tool's own result ("Returns {items, next_after}")
 * is fed back into its own call, not another tool; and consent words after the tool's own third-person
 * verb ("overwrites any existing file without confirmation") disclose its side effect rather than order
 * the model to skip the user, unless data, a destination, a value or a command goes with them.
 *
 * Blind sweep 27: a verb written where a parameter's name goes, its entry with a type ("include (str,
 * optional)") or a call's keyword argument (`include="a,b"`), names the tool's own input, not an act.
 */

import { builtByServer } from './links.js';
import { ownServers, reachesOtherServer, type Vocabulary } from './vocabulary.js';

/** A signal of ./evidence.ts, as far as this module reads it. */
interface Located {
  kind: string;
  text: string;
  index: number;
}

/**
 * The fields of what the tool returns, listed in braces after a word that says so ("Returns {activities,
 * count, next_after}", "Response: { items, next_cursor }", "Devuelve {…}", "返回 {…}"), or after the type a
 * docstring's returns line names first ("returns: dict - {"container", …}", "returns: list - Result dicts:
 * {…}", its braces wrapped over lines): group 1 is the list.
 */
const RESULT_FIELDS =
  /(?:\b(?:returns?|returning|responds?\s+with|response|result|output|yields|devuelve|retorna|renvoie|retourne|restituisce|liefert|gibt)|返回|返す)\s{0,3}(?:(?:(?:an?|the)\s{1,3})?(?:(?:json\s{1,3})?(?:object|dict|map)\s{1,3})?[:：]?\s{0,3}\{([^{}\n]{1,300})\}|:\s{0,3}(?:dict|list|object|array|map)(?:\s{1,3}-\s{1,3}(?:[A-Za-z]{1,12}\s{1,3})?[A-Za-z]{1,12}:)?(?:\s{1,3}-)?\s{1,3}\{([^{}]{1,400})\})/gi;

/** The names the text lists as fields of the tool's own result (RESULT_FIELDS). */
export function resultFields(text: string): Set<string> {
  const names = new Set<string>();
  for (const m of text.matchAll(RESULT_FIELDS)) for (const [name] of (m[1] ?? m[2]).matchAll(/[A-Za-z_]\w{0,63}/g)) names.add(name);
  return names;
}

/** A name written as a key of a JSON object: a quote before it, the closing quote and a colon after. */
const KEY_BEFORE = /[{,[]\s{0,3}"$/;
const KEY_AFTER = /^"\s{0,2}:/;

/** The name of a letter-case convention ("snake_case", "SCREAMING_SNAKE_CASE"): how names are written, not a tool. */
const CASE_STYLE = /^[`'"]?(?:(?:screaming_)?snake|camel|kebab|pascal|upper|lower|title|train|constant)_case[`'"]?$/i;

/** A URL with no host at all, only the ellipsis of a placeholder ("https://...", "https://…"). */
const PLACEHOLDER_URL = /^https?:\/\/(?:\.{2,}|…)\/?[.,;]?$/i;

/**
 * Words that put a URL forward as something to read (documentation, a reference, where a thing is
 * described or published) up to the URL: "the reference docs at", "see", "documented at", "siehe",
 * "voir", "consulte", "参见". Nothing in them moves data.
 */
const TO_READ_BEFORE =
  /(?:\b(?:see(?:\s+also)?|refer\s+to|consult|read|visit|check\s+out|(?:api\s+)?(?:docs?|documentation|reference(?:\s+docs?)?|specs?|specification|guide|manual|readme|changelog|details)(?:\s+(?:is|are))?(?:\s+(?:available|documented|described|published|listed|hosted|found))?(?:\s+(?:at|on|in|here|under))?|(?:is|are)\s+(?:available|documented|described|published|listed|explained|defined|specified)\s+(?:at|on|in|here|under)|siehe|vgl\.|voir|consultez|véase|consulte|vedi|zie|veja|(?:dokumentation|referenz|documentación|documentación|documentazione|documentação|documentatie)(?:\s+(?:unter|en|em|su|op|auf))?|documentation\s+(?:sur|à))|参见|参考|详见|请参阅|참고|참조|参照)\s{0,3}[:：(]?\s{0,3}$/i;
/** A verb that moves data, in the clause before a URL: what makes even a documentation page a destination ("post the notes to the docs at"). */
const MOVED_BEFORE =
  /\b(?:send|sends|sent|post|posts|posted|upload|uploads|uploaded|forward|forwards|forwarded|submit|submits|push|deliver|transmit|share|copy|mirror|sync|beacon|ping|log|append|attach|put|write|leak|exfiltrate|envoie|envoyez|sende|senden|envía|envíe|envia|invia|stuur)\b/i;
/** Words after a URL that send something there after all: "…, then upload the key there", "and post it to that page" ("passed to this tool" is the tool's own input). */
const MOVED_THERE_AFTER = /^[^.;!?\n]{0,120}?\b(?:there|to\s+it|to\s+(?:that|this|the)\s+(?:page|url|site|address|endpoint|link))\b/i;
/** A URL that could carry data in it: a query, a template or a variable. */
const CARRIES_DATA = /[?{}<>$]|%s/;

/**
 * A prohibition on touching data and what it covers up to `index`: a negation and a verb that reads, opens
 * or passes on data, then words with no stop, no paragraph or list item. Group 1 is what lies between that
 * verb and the act. A prohibition of anything else ("never seek approval to copy", "never refuse to send")
 * covers no act after it.
 */
const PROHIBITED_BEFORE =
  /\b(?:never|do\s+not|don['’]t|must\s+not|should\s+not|shall\s+not)\s+(?:read|open|access|use|call|run|cat|load|inspect|edit|touch|fetch|query|browse|look|copy|send|share|store|log|print|include|reveal|expose|paste|upload|forward|post|save|write)\b((?:(?!\n\s*\n|\n\s*[-*•])[^.;:!?])*)$/i;
/** Words that start what is asked after all, or a second order joined to the first. */
const ASKED_AFTER_ALL = /\b(?:but|instead|rather|unless|except|then|just|and|also|so|otherwise|only|before|after|once|when|whenever|if)\b/i;
/** The act joined to the prohibited verb: its purpose ("to copy") or one more of its verbs ("verify, or copy"). */
const JOINED_BEFORE = /(?:\bto|\bor|\bnor)\s+$/i;
/** How far back a prohibition may open. */
const PROHIBITION_REACH = 200;

/** A negated existence ("there is no …"): what follows up to the clause's end is said not to exist. */
const NONE_EXISTS_BEFORE = /\bthere\s+(?:is|are|was|were|exists?)\s+no\s+([^.,;:!?\n]*)$/i;
/** Words that end a negated existence: another clause. */
const CLAUSE_WORDS = /\b(?:and|but|so|then|instead|which|that|what|when|whenever|if|before|after|you|use|call|send|pass)\b/i;

/** An enumeration of the tools meant, right after "every other tool": "that accepts it (a_b, c_d, e_f)". */
const ENUMERATED_AFTER = /^[^.;:!?()]{0,60}\(([a-z][\w, `'"-]{2,300})\)/i;

/** The size of an answer, not a value of a call: what a cost note scales ("reduce token usage by ~75%"). */
const ANSWER_SIZE =
  /\b(?:token\s+(?:usage|use|count|consumption|budget)|tokens\s+used|context(?:\s+window)?\s+(?:usage|use|size)|latency|bandwidth|(?:response|output|payload|answer)\s+size)\b/i;

/** Whether a scaled figure is only the size of the answer ("reduce token usage by ~75%"): a cost note, not a value of a call changed. */
export function answerSizeOnly(scaled: string): boolean {
  return ANSWER_SIZE.test(scaled);
}

/** Whether the tool at `index` is a key of a JSON example, and no widely used tool. */
function jsonKey(text: string, s: Located): boolean {
  return (
    KEY_BEFORE.test(text.slice(Math.max(0, s.index - 6), s.index)) &&
    KEY_AFTER.test(text.slice(s.index + s.text.length, s.index + s.text.length + 4)) &&
    !reachesOtherServer(s.text, undefined)
  );
}

/** A host reserved for examples and documentation (RFC 2606, RFC 6761): example.com/.net/.org, *.example, *.test, *.invalid, localhost. */
const RESERVED_HOST = /^(?:[\w-]{1,63}\.){0,6}(?:example\.(?:com|org|net)|example|test|invalid|localhost)$/i;
/**
 * Words that show samples of a value, with the samples listed so far, up to the one at hand ("Example:
 * 'alice@x.example,", "e.g. ", "such as", "z. B.", "por ejemplo", "例如"): each is a form the value takes.
 */
const SAMPLES_BEFORE =
  /(?:\b(?:examples?|e\.g\.|eg\.|for\s+(?:example|instance)|such\s+as|like|i\.e\.|z\.\s?b\.|beispiel(?:e|sweise)?|p\.\s?ex\.|par\s+exemple|exemples?|por\s+ejemplo|ejemplos?|ej\.|por\s+exemplo|exemplos?|ad\s+es\.|esempio|per\s+esempio|bijv\.|bijvoorbeeld|voorbeeld)|例如|例：|例:|예:|예시)\s{0,2}[:：,]?\s{0,3}(?:[`'"‘“(]?[^\s,;`'"‘’“”()]{1,80}[`'"’”)]?\s{0,2}[,;]\s{0,3}(?:or\s{1,3}|and\s{1,3})?)*[`'"‘“(]?$/i;
/** Where a sample list is a destination after all: "send a copy to (e.g. …)", "cc: e.g. …". */
const DESTINATION_JUST_BEFORE = /\b(?:to|into|towards?|cc|bcc)\s{0,3}(?:[\w-]{1,30}\s{1,3}){0,3}[:(]?\s{0,3}$/i;

/** Whether the address or URL `s` is at a reserved example name. */
function atReservedHost(s: Located): boolean {
  const host = /@([\w.-]+)$/.exec(s.text.trim())?.[1] ?? /^https?:\/\/(?:[^@/\s]*@)?([\w.-]+)/i.exec(s.text.trim())?.[1];
  return host !== undefined && RESERVED_HOST.test(host.replace(/\.$/, ''));
}

/**
 * Whether the sink `s` is an address or URL at a reserved example name shown as a sample of a value
 * ("Example: 'alice@example.com,bob@example.com'"): a placeholder of the value's form, not where anything
 * goes, unless the samples stand where a destination is named ("forward it to e.g. …").
 */
/**
 * Whether the URL `s` is a sample of a form the text describes, in parentheses after a word that shows samples
 * ("Documentation URLs use .md file endings (e.g. https://neon.com/docs/guides/prisma.md)"): a shape shown,
 * not where anything goes, when it carries no data, no verb in its clause moves data and no destination is
 * named before the samples ("send a copy to (e.g. …)").
 */
function sampleUrl(text: string, s: Located): boolean {
  if (!s.text.includes('://') || CARRIES_DATA.test(s.text) || text[s.index - 1] === '"') return false;
  const before = text.slice(Math.max(0, s.index - 240), s.index);
  const samples = SAMPLES_BEFORE.exec(before);
  if (samples === null || !/\(\s{0,2}[a-z.]{2,16}\s{0,2}[:,]?\s{0,3}$/i.test(before.slice(Math.max(0, samples.index - 1)))) return false;
  const clause = before.slice(Math.max(before.lastIndexOf('.', samples.index - 1), before.lastIndexOf(';'), before.lastIndexOf('\n')) + 1);
  return !MOVED_BEFORE.test(clause) && !DESTINATION_JUST_BEFORE.test(before.slice(0, samples.index));
}

function reservedSample(text: string, s: Located): boolean {
  if (!atReservedHost(s)) return false;
  const before = text.slice(Math.max(0, s.index - 240), s.index);
  const samples = SAMPLES_BEFORE.exec(before);
  return samples !== null && !DESTINATION_JUST_BEFORE.test(before.slice(0, samples.index));
}

/** A value of a JSON example's key: `"key": "` before it, its closing quote after. */
const VALUE_BEFORE = /"\s{0,2}:\s{0,2}"$/;

/**
 * Whether the sink `s` is the value of a key in a JSON example at a reserved example name
 * ({"email": "test@example.com"}): a sample of the field's form, as the key beside it is a field, not a verb.
 */
function reservedJsonValue(text: string, s: Located): boolean {
  if (!atReservedHost(s)) return false;
  return VALUE_BEFORE.test(text.slice(Math.max(0, s.index - 40), s.index)) && text[s.index + s.text.length] === '"';
}

/** A string argument of a call in a code sample: an opening parenthesis or a comma, then the quote. */
const ARGUMENT_BEFORE = /,\s{0,2}['"]$/;
const ARGUMENT_AFTER = /^['"]\s{0,2}[),]/;

/**
 * Whether the sink `s` is a string argument at a reserved example name in a code sample of the tool's own
 * input (`page.fill('#email', 'test@example.com')`): a literal the sample types, as a JSON example's value
 * is, not where anything goes.
 */
function reservedCodeArgument(text: string, s: Located): boolean {
  return (
    atReservedHost(s) &&
    ARGUMENT_BEFORE.test(text.slice(Math.max(0, s.index - 4), s.index)) &&
    ARGUMENT_AFTER.test(text.slice(s.index + s.text.length, s.index + s.text.length + 4))
  );
}

/**
 * Whether the URL `s` is put forward as something to read ("the reference docs at <url>", "see <url>",
 * "documented at <url>"): no verb in its clause moves data to it, none sends anything there after it, and
 * it has no query or template to carry data in.
 */
function toRead(text: string, s: Located): boolean {
  if (!s.text.includes('://') || CARRIES_DATA.test(s.text)) return false;
  const before = text.slice(Math.max(0, s.index - 80), s.index);
  if (!TO_READ_BEFORE.test(before)) return false;
  const clause = before.slice(Math.max(before.lastIndexOf('.'), before.lastIndexOf(';'), before.lastIndexOf('\n\n')) + 1);
  if (MOVED_BEFORE.test(clause)) return false;
  return !MOVED_THERE_AFTER.test(text.slice(s.index + s.text.length, s.index + s.text.length + 160));
}

/**
 * A credential named as what the tool needs, then an opening parenthesis ("Requires SAFE_API_KEY (",
 * "needs an Acme API key ("), or where one is got ("WHERE TO GET ONE:", "get a key at"): the URL is where
 * that credential is issued or documented.
 */
const ISSUED_BEFORE =
  /\b(?:requires?|needs?|expects?)\s{1,3}(?:an?\s{1,3}|the\s{1,3}|your\s{1,3})?(?:[A-Z][A-Z0-9]{0,30}(?:_[A-Z0-9]{1,30}){0,4}_(?:API_KEY|KEY|TOKEN|SECRET)|(?:[\w-]{1,30}\s{1,3})?(?:API\s{1,3}key|access\s{1,3}token|API\s{1,3}token))\s{0,2}\(\s{0,2}$|\b(?:where\s{1,3}to\s{1,3})?(?:get|obtain|create)\s{1,3}(?:one|it|an?\s{1,3}(?:[\w-]{1,20}\s{1,3})?(?:key|token)|your\s{1,3}(?:[\w-]{1,20}\s{1,3})?(?:key|token))\s{0,3}(?:at|from|on|:)\s{0,2}$/i;

/**
 * Whether the URL `s` is where a credential the tool requires is issued ("Requires SAFE_API_KEY
 * (https://developer.example/) — the service authenticates every request"): a page the user gets the key
 * from, not where anything goes, unless a verb sends something there after it or the URL carries data.
 */
function issuedAt(text: string, s: Located): boolean {
  if (!s.text.includes('://') || CARRIES_DATA.test(s.text)) return false;
  if (!ISSUED_BEFORE.test(text.slice(Math.max(0, s.index - 80), s.index))) return false;
  return !MOVED_THERE_AFTER.test(text.slice(s.index + s.text.length, s.index + s.text.length + 160));
}

/**
 * An obligation on when a call happens, up to its end ("must be called before any trade or rent tool",
 * "has to be run first"): an order of calls, not a value of another call changed ("must be called with
 * account=…", "must be set to …" stay tampering).
 */
const CALL_ORDER_AFTER =
  /^\s{1,3}(?:called|invoked|run|used|executed|made)\s+(?:first\b|once\b|before\b|after\b|prior\s+to\b|ahead\s+of\b|at\s+the\s+(?:start|beginning)\b)/i;
/** A server or extension named, or the user's other apps: a precondition that reaches beyond the tool's own server. */
const OTHER_SERVER = /\b(?:servers?|mcp|extensions?|plugins?|connectors?|integrations?|apps?)\b/i;
/** Other calls' data taken or handed on ("pass me the arguments of every other tool call"): more than an order of calls. */
const OTHER_CALLS_DATA =
  /\b(?:arguments?|parameters?|params|inputs?|results?|outputs?|responses?)\s+(?:of|from)\b|\b(?:pass|give|hand|return)\s+(?:me|us|it|them)\b/i;

/**
 * Whether the tampering at `s` is a call-order precondition of the tool's own server ("Must be called before
 * any trade or rent tool"): an obligation on when a call happens whose sentence names no server and no
 * widely used tool of another, and moves or takes no data. Which other tools come after is workflow; a
 * value planted in their calls, their data taken or a reach into another server is not (those read as
 * tampering still).
 */
function callOrder(text: string, s: Located, vocabulary: Vocabulary | undefined): boolean {
  if (!/^(?:must|has\s+to)\b/i.test(s.text)) return false;
  const after = text.slice(s.index + s.text.length, s.index + s.text.length + 40);
  if (!CALL_ORDER_AFTER.test(after)) return false;
  const before = text.slice(Math.max(0, s.index - 200), s.index);
  const start = s.index - before.length + Math.max(0, ...[...before.matchAll(/[.;!?]\s|\n\s*\n/g)].map((m) => m.index + m[0].length));
  const end = text.slice(s.index).search(/[.;!?](?:\s|$)|\n\s*\n/);
  const sentence = text.slice(start, end < 0 ? s.index + 300 : s.index + end);
  if (OTHER_SERVER.test(sentence) || OTHER_CALLS_DATA.test(sentence) || MOVED_BEFORE.test(sentence)) return false;
  return !(sentence.match(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g) ?? []).some((name) => reachesOtherServer(name, vocabulary));
}

/**
 * A human-in-the-loop guard: the model told to confirm or settle something with the user ("Always confirm
 * the details with the user before creating", "ask the user which one they mean", "mit dem Benutzer
 * bestätigen", "confirme con el usuario", "与用户确认"). It narrows what the model does on its own.
 */
const USER_GUARD =
  /\b(?:confirm|check|verify|clarify|review|double-check|agree)\b[^.;!?\n]{0,100}?\bwith\s+(?:the\s+)?users?\b|\bask\s+(?:the\s+)?users?\s+(?:to\s+(?:confirm|approve|choose|pick)|for\s+(?:confirmation|approval)|which|whether|if)\b|\bmit\s+dem\s+(?:benutzer|nutzer|anwender)\s+(?:\S+\s+){0,3}?(?:bestätigen|abklären|abstimmen|klären)|\b(?:confirme[rz]?|vérifie[rz]?)\b[^.;!?\n]{0,100}?\bavec\s+l['’]utilisateur|\b(?:confirma|confirme|verifica|verifique)\b[^.;!?\n]{0,100}?\b(?:con\s+el\s+usuario|com\s+o\s+usu[áa]rio|con\s+l['’]utente)|\bbevestig\b[^.;!?\n]{0,100}?\bmet\s+de\s+gebruiker|[与向]用户确认|사용자에게\s?확인|ユーザーに確認/i;

/**
 * Whether `sentence` is a human-in-the-loop guard (USER_GUARD) and moves no data: an obligation in it
 * narrows the model's acts, and is no order that makes a placeholder a destination.
 */
export function userGuard(sentence: string): boolean {
  return USER_GUARD.test(sentence) && !MOVED_BEFORE.test(sentence);
}

/**
 * An act whose destination is the tool itself, right after it: "passed to this tool", "given to the method",
 * "passés à cet outil", "pasados a esta herramienta", "passati a questo strumento": the tool's own input.
 */
const TO_THIS_TOOL_AFTER =
  /^\s{1,3}(?:(?:in|into|to)\s+(?:this|the)\s+(?:tool|method|function|call|command|endpoint)|(?:à|a)\s+(?:cet\s+outil|cette\s+(?:méthode|fonction)|esta\s+(?:herramienta|ferramenta|función|função)|este\s+método|questo\s+strumento|questa\s+funzione))\b/i;

/**
 * The tool as the subject of a verb that ends where consent words follow ("this writes … and overwrites any
 * existing file without confirmation", "Deletes the branch without asking", "cet outil écrase … sans
 * confirmation", "esta herramienta sobrescribe … sin preguntar", "das Tool überschreibt … ohne zu fragen"):
 * in English a third-person verb, after the tool named or opening the clause (the tool's omitted subject)
 * with its object after it ("Overwrites the file", not the plural noun of "Calls from other servers"); in the
 * other languages after the tool named. Group 1 is what lies between the verb and the consent words.
 */
const OWN_EFFECT_BEFORE =
  /(?:\b(?:this(?:\s+tool)?|it|the\s+(?:tool|server|call|command|operation)|which)\s+(?:\p{L}+ly\s+)?\p{L}{2,30}s|(?:^|[.;!?\n]\s{0,3}|\)\s{1,3})(?:\p{L}+ly\s+)?\p{L}{2,30}s(?=\s+(?:the|a|an|any|all|every|each|existing|its|their|it|them|this|that|these|those)\b)|\b(?:cet\s+outil|l['’]outil|esta\s+(?:herramienta|ferramenta)|la\s+herramienta|a\s+ferramenta|dieses\s+tool|das\s+tool|questo\s+strumento|lo\s+strumento)\s+\p{L}{2,30})\b([^.;!?\n]{0,160})$/iu;
/** Consent words as the manner of an act ("without confirmation", "sans demander", "ohne zu fragen"), not a claim that consent was given ("pre-approved"). */
const MANNER = /^(?:without|sans|sin|sem|senza|ohne|zonder|tanpa)\b/i;
/** What consent words left out combine with besides an order or another tool: data, a destination, a value, code run or deleted, an error. */
const WITH_CONSENT = new Set(['private', 'sensitive', 'harvest', 'sink', 'argument', 'value', 'beacon', 'command', 'execute', 'destroy', 'failure']);
/** What turns a disclosure into an order after all: the model or the user addressed, an obligation, a second order joined. */
const ORDER_BETWEEN = /\b(?:you|your|must|should|shall|always|never|please|then|so|instead|just)\b/i;

/**
 * Whether the consent words at `s` ("without confirmation") tell what the tool itself does (OWN_EFFECT_BEFORE):
 * a warning of its side effect, the opposite of an order to skip the user, unless the verb moves data
 * ("it sends the files to … without asking") or an order stands between.
 */
function ownEffect(text: string, s: Located): boolean {
  if (!MANNER.test(s.text)) return false;
  const from = Math.max(0, s.index - 200);
  // Read from the start of a clause, so no word cut by the slice passes for one that opens it.
  const cut = from === 0 ? 0 : text.slice(from, s.index).search(/[.;!?\n]/);
  if (cut < 0) return false;
  const m = OWN_EFFECT_BEFORE.exec(text.slice(from + cut, s.index));
  return m !== null && !ORDER_BETWEEN.test(m[1]) && !MOVED_BEFORE.test(m[0]);
}

/** Whether the act at `s` (the rest of its word too: "pass" of "passés") goes to the tool itself. */
function toThisTool(text: string, s: Located): boolean {
  return TO_THIS_TOOL_AFTER.test(text.slice(s.index + s.text.length, s.index + s.text.length + 60).replace(/^\p{L}{1,12}/u, ''));
}

/**
 * A parameter's entry in a list of parameters: the name opening its line (after a bullet), its type in
 * parentheses after it ("include (str, optional) comma list subset", "- limit (int): …").
 */
const ENTRY_BEFORE = /(?:^|\n)[ \t]{0,12}(?:[-*•][ \t]{1,3})?[`'"]?$/;
const ENTRY_AFTER = /^[`'"]?[ \t]{0,2}\([ \t]{0,2}(?:str|string|int|integer|float|number|bool|boolean|list|array|dict|object|optional|required)\b/i;
/** A keyword argument of a call written out ("tool(id=\"1\", include=\"a,b\")"): the name after `(` or `,`, then `=` and a value. */
const ARGUMENT_NAME_BEFORE = /[(,][ \t]{0,2}$/;
const ARGUMENT_VALUE_AFTER = /^[ \t]?=[ \t]?(?:["'`[{]|-?\d|true\b|false\b|none\b|null\b)/i;

/**
 * Whether the verb at `s` is written where a parameter's name goes: opening the parameter's entry with its
 * type ("include (str, optional)"), or as a call's keyword argument (`include="league,rosters"`), and the
 * name is one of the tool's own parameters or one the text documents in such an entry. How tool
 * documentation names its inputs, not an order: the same word with an object after it ("include the
 * user's password in `notes`") is a verb as before.
 */
function parameterNamed(text: string, s: Located, vocabulary: Vocabulary | undefined): boolean {
  const end = s.index + s.text.length;
  const after = text.slice(end, end + 24);
  const entry = ENTRY_BEFORE.test(text.slice(Math.max(0, s.index - 20), s.index)) && ENTRY_AFTER.test(after);
  if (!entry && !(ARGUMENT_NAME_BEFORE.test(text.slice(Math.max(0, s.index - 4), s.index)) && ARGUMENT_VALUE_AFTER.test(after))) return false;
  return entry || vocabulary?.own.has(s.text) === true || documentedEntry(text, s.text);
}

/** Whether the text has an entry for the parameter `name` (ENTRY_BEFORE, ENTRY_AFTER) anywhere. */
function documentedEntry(text: string, name: string): boolean {
  for (let i = text.indexOf(name), n = 0; i >= 0 && n < 20; i = text.indexOf(name, i + 1), n++)
    if (ENTRY_BEFORE.test(text.slice(Math.max(0, i - 20), i)) && ENTRY_AFTER.test(text.slice(i + name.length, i + name.length + 24))) return true;
  return false;
}

/**
 * A value said to be in a place of the tool's answer or record, by a verb of where it is ("comes back in
 * `cascade_skipped`", "the assignee lives in `allocated_to`", "is named in `unpriced_valves`", "reported
 * separately as `open_run_minutes`", "its money lands in `unassigned_amount`", what the tool turned away
 * "is refused by name in `refused_layers`"): the verb tells where a value is found, a passive or stative
 * one, not what the model is to do with it ("pass them all in `notes`").
 */
const RESULT_PLACE_BEFORE =
  /\b(?:comes?\s{1,2}back|came\s{1,2}back|returned|reported|listed|named|recorded|counted|kept|held|stored|lives?|lands?|appears?|shows?\s{1,2}up|ends?\s{1,2}up|refused|rejected|withheld|omitted|skipped|excluded|denied)\s{1,2}(?:[a-z]{2,20}ly\s{1,2}|by\s{1,2}(?:name|id|key)\s{1,2})?(?:in|as|under)\s{1,3}`$/i;

/**
 * Whether the text writes the snake_case name `found` as a place where the tool's answer or record holds a
 * value (RESULT_PLACE_BEFORE): a field, which the text does not call. A widely used tool stays one, a
 * field named for a credential stays private, and what the model read or the user said (heldByCaller) put
 * there is data moved ("every file you read comes back in `notes`").
 */
export function resultPlace(text: string, found: string): boolean {
  const name = found.replace(/^[`'"]+|[`'"]+$/g, '');
  if (!FIELD_NAME.test(name) || CREDENTIAL_NAME.test(name) || reachesOtherServer(name, undefined)) return false;
  const quoted = `\`${name}\``;
  for (let i = text.indexOf(quoted), n = 0; i >= 0 && n < 20; i = text.indexOf(quoted, i + 1), n++)
    if (RESULT_PLACE_BEFORE.test(text.slice(Math.max(0, i - 40), i + 1)) && !heldByCaller(text, i)) return true;
  return false;
}
/** The model or the user as where the value comes from ("every file you read", "each address the user mentions", "the conversation"). */
const CALLER_DATA = /\b(?:you|your|yours|users?|user['’]s|conversation|chat|messages?|prompts?)\b/i;
/** Whether the clause before the place at `index` says the value is what the model or the user has: data moved into a field, not the answer's own. */
function heldByCaller(text: string, index: number): boolean {
  const before = text.slice(Math.max(0, index - 200), index);
  return CALLER_DATA.test(
    before.slice(Math.max(before.lastIndexOf('.'), before.lastIndexOf(';'), before.lastIndexOf('\n'), before.lastIndexOf('!'), before.lastIndexOf('?')) + 1),
  );
}
const FIELD_NAME = /^[a-z][a-z0-9]{0,40}(?:_[a-z0-9]{1,40}){1,6}$/;
/** An argument signal that is a place in backquotes ("in `cascaded`", "as `open_run_minutes`"): group 1 is the name. */
const PLACE_ARGUMENT = /^(?:in|as|under)\s{1,3}`([a-z][\w]{0,80})`$/i;

/** Whether the argument signal `s` ("in `cascaded`") is a place the text says a value of the answer is found in (RESULT_PLACE_BEFORE), no field the model fills. */
function resultPlaceArgument(text: string, s: Located): boolean {
  const name = PLACE_ARGUMENT.exec(s.text)?.[1];
  if (name === undefined || !/^[a-z][a-z0-9_]{1,80}$/.test(name) || CREDENTIAL_NAME.test(name) || reachesOtherServer(name, undefined)) return false;
  return RESULT_PLACE_BEFORE.test(text.slice(Math.max(0, s.index - 40), s.index + s.text.length - name.length - 1)) && !heldByCaller(text, s.index);
}

/** The tool filling a field, in the third person ("fills `matched_line`", "populates `health`"): group 1 is the field. */
const FILLS_FIELD = /^(?:fills|populates|sets)\s{1,3}`([a-z][a-z0-9_]{0,63})`$/;

/**
 * Whether the argument signal `s` is the tool filling a field of its own result ("'log-match' polls … and
 * fills `matched_line`", where the returns line lists "matched_line"): what the tool writes in its answer,
 * not a field the model fills ("fill `notes`" is an order), unless the value is what the model read or the
 * user said (heldByCaller).
 */
function ownResultFilled(text: string, s: Located, returned: ReadonlySet<string>): boolean {
  const name = FILLS_FIELD.exec(s.text)?.[1];
  return name !== undefined && returned.has(name) && !CREDENTIAL_NAME.test(name) && !heldByCaller(text, s.index);
}

/**
 * A gerund opening the sentence whose object is given in a field, and the tool's reading of it as the verb
 * ("Naming one run in `pay_period` reads that run whatever its status", "Giving a date in `since` narrows
 * the list"): what the tool does with an input the caller chooses to give, said as a condition, not an order,
 * unless what is given is what the model read or the user said (heldByCaller).
 */
const GERUND_SUBJECT_BEFORE = /(?:^|[.!?]\s{1,3}|\n\s{0,3})[A-Z][a-z]{1,20}ing\s{1,2}(?:[\w'’-]{1,30}\s{1,2}){0,5}$/;
const TOOL_READS_AFTER =
  /^\s{1,2}(?:only\s{1,2})?(?:reads|returns|narrows|limits|filters|selects|restricts|scopes|fetches|lists|shows|picks|includes|excludes|widens)\b/;
const gerundInput = (text: string, s: Located): boolean =>
  PLACE_ARGUMENT.test(s.text) &&
  GERUND_SUBJECT_BEFORE.test(text.slice(Math.max(0, s.index - 200), s.index)) &&
  TOOL_READS_AFTER.test(text.slice(s.index + s.text.length, s.index + s.text.length + 24)) &&
  !heldByCaller(text, s.index);

/**
 * Time gone by, before "passed" ("when its date has passed", "once the 24 hours have passed"): the verb of
 * time elapsing, which takes no object; nothing is passed on.
 */
const TIME_ELAPSED_BEFORE =
  /\b(?:date|deadline|time|day|days|week|weeks|month|months|year|years|hours?|minutes?|seconds?|period|window|expiry|timeout|interval|ttl)\s{1,2}(?:has|have|had)\s{1,2}(?:already\s{1,2}|now\s{1,2})?$/i;
/** Whether the act at `s` is "passed" said of time elapsing (TIME_ELAPSED_BEFORE), with no object after it. */
const timeElapsed = (text: string, s: Located): boolean =>
  /^passed$/i.test(s.text) &&
  TIME_ELAPSED_BEFORE.test(text.slice(Math.max(0, s.index - 40), s.index)) &&
  /^\s{0,2}(?:[.,;:!?)—–-]|$|(?:and|or|but|since|without|by|before|after|so)\b)/i.test(text.slice(s.index + s.text.length, s.index + s.text.length + 12));

/** A plain word in the same quotes, listed beside the name: a comma, "or" or "and", and at most a gloss in parentheses between. */
const LISTED_WORD = (quote: string) =>
  new RegExp(
    String.raw`${quote}[a-z]{2,20}${quote}\s{0,2}(?:\([^()\n]{0,120}\)\s{0,2})?(?:,|\bor\b|\band\b)|(?:,|\bor\b|\band\b)\s{0,2}${quote}[a-z]{2,20}${quote}`,
    'i',
  );

/**
 * Whether the quoted name at `s` is one of a list of quoted values with a plain word among them ("Actions:
 * 'status' (…), 'trigger' (…), 'read_card' (…)", "'pro_rata_nav' (…), 'equal' (…), or 'committed_capital'"):
 * the values a parameter takes, written alike, as tools are not named ('status', 'equal'). The list is read
 * within the name's sentence. A name written bare is read in its bare series (listedBare).
 */
function listedValue(text: string, s: Located): boolean {
  const quote = text[s.index - 1];
  if (reachesOtherServer(s.text, undefined)) return false;
  if (quote !== "'" && quote !== '"') return listedBare(text, s);
  if (text[s.index + s.text.length] !== quote) return false;
  const from = Math.max(0, s.index - 240);
  const before = text.slice(from, s.index);
  const start = from + Math.max(before.lastIndexOf('. '), before.lastIndexOf('\n'), before.lastIndexOf('; '), -1) + 1;
  const after = text.slice(s.index, s.index + 240);
  const stop = after.search(/[.!?](?:\s|$)|\n/);
  return LISTED_WORD(quote).test(text.slice(start, stop < 0 ? s.index + 240 : s.index + stop));
}

/** What ends the clause a bare series is read in. */
const CLAUSE_END = /[.;:!?\n()[\]{}]/;
/** How far around a name its bare series is read. */
const SERIES_REACH = 160;
/** Separators of a series: a comma, with "and"/"or" before its last member, or "and"/"or" alone. */
const SERIES_SEPARATOR = /\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+/;
/** One member of a bare series: a word or a name, alone or in backquotes. */
const SERIES_MEMBER = /^`?[a-z][a-z0-9_-]{0,40}`?$/i;
/** A plain word of a bare series: letters only. */
const SERIES_WORD = /^`?[a-z]{2,30}`?$/i;
/** A call verb right before the first member ("call backup, purge_all and reset"): the members are what is called. */
const CALLED_BEFORE =
  /\b(?:call|calls|calling|run|runs|running|invoke|invokes|invoking|execute|executes|executing|use|uses|using|trigger|triggers)\s{1,2}(?:the\s{1,2})?(?:tools?\s{1,2})?`?[\w-]{1,40}`?$/i;

/**
 * Whether the unquoted name at `s` is one member of a series of three or more that fills its clause, each
 * member a single word or name, with a plain word among them ("Narrow to some of irrigation, spray_rei,
 * spray_phi, harvest"): the values a parameter takes, as the quoted lists of listedValue are. Not a series
 * a call verb takes ("call backup, purge_all and reset"), whose members are called.
 */
function listedBare(text: string, s: Located): boolean {
  if (!text.includes(',')) return false;
  let start = s.index;
  const from = Math.max(0, s.index - SERIES_REACH);
  while (start > from && !CLAUSE_END.test(text[start - 1])) start--;
  let end = s.index + s.text.length;
  const to = Math.min(text.length, end + SERIES_REACH);
  while (end < to && !CLAUSE_END.test(text[end])) end++;
  const parts = text.slice(start, end).split(SERIES_SEPARATOR);
  if (parts.length < 3) return false;
  // The first member follows the clause's lead words ("Narrow to some of irrigation"): its last word.
  const lead = parts[0].trimStart();
  const cut = lead.lastIndexOf(' ');
  const members = [cut < 0 ? lead : lead.slice(cut + 1), ...parts.slice(1).map((p) => p.trim())];
  return (
    members.every((m) => SERIES_MEMBER.test(m)) &&
    members.some((m) => m.replace(/^`|`$/g, '') === s.text) &&
    members.some((m) => SERIES_WORD.test(m)) &&
    (cut < 0 || !CALLED_BEFORE.test(lead))
  );
}

/** Whether the name at `s` is the name of a markup tag (`<use_case>`, `</use_case>`): a section of the text's layout, not a tool. */
const markupTag = (text: string, s: Located): boolean =>
  /<\/?$/.test(text.slice(Math.max(0, s.index - 2), s.index)) && text[s.index + s.text.length] === '>' && /^[a-z][\w-]{0,40}$/i.test(s.text);

/** A record's field by its owner ("the Employee's `preferred_language`"), not a tool's or a server's. */
const OWNED_BEFORE = /\b(?!(?:tool|server|agent|model|assistant|user|customer|client|caller)['’]s)[A-Za-z][\w-]{1,30}['’]s\s{1,2}`$/i;
/** A field named for a credential: private, whoever owns it. */
const CREDENTIAL_NAME = /token|key|secret|passw|cookie|session|credential|auth/i;
/** A noun labelled by the names in parentheses after it ("the amendment chain (`supersedes` / `superseded_by`)"), the names alone. */
const LABEL_OPEN_BEFORE =
  /\b(?!(?:tools?|functions?|commands?|methods?|endpoints?|servers?|calls?)\s)[a-z][\w-]{1,30}\s{1,2}\((?:\s{0,2}`[a-z][\w]{0,60}`\s{0,2}(?:[/,]|or|and)\s{0,2}){0,4}\s{0,2}`$/i;
const LABEL_CLOSE_AFTER = /^`\s{0,2}(?:(?:[/,]|or|and)\s{0,2}`[a-z][\w]{0,60}`\s{0,2}){0,4}\)/i;

/**
 * Whether the name at `s` is written as a field of a record the text describes: owned by it ("the
 * Employee's `preferred_language`"), or the label in parentheses of the noun before it ("a log row naming
 * the main (`cascaded_from`)"). A tool, function or server labelled so ("the sync tool (`sync_all`)"), a field of
 * the user's, or one named for a credential stays what it was.
 */
function recordField(text: string, s: Located): boolean {
  if (text[s.index] === '`' || text[s.index - 1] !== '`' || CREDENTIAL_NAME.test(s.text)) return false;
  const before = text.slice(Math.max(0, s.index - 200), s.index);
  const after = text.slice(s.index + s.text.length, s.index + s.text.length + 200);
  return OWNED_BEFORE.test(before.slice(-48)) || (LABEL_OPEN_BEFORE.test(before) && LABEL_CLOSE_AFTER.test(after));
}

/**
 * A parameter's entry opening a line or a sentence: its name (group 1), a colon ("systemPrompt: ", "- system_prompt: ")
 * and the entry's words before the end of `before` in the same clause (group 2: "Optional custom system prompt ").
 */
const ENTRY_NAME_BEFORE = /(?:^|[\n.;]\s{0,3}|\s{2}|[-*•]\s{1,2})([A-Za-z_][A-Za-z0-9_]{1,40})\??\s{0,2}:\s{0,2}([^\n.;:!?()]{0,48})$/;

/**
 * Whether the override at the end of `before` is the text of a parameter's entry whose name is made of the
 * words it overrides ("systemPrompt: override the default system prompt", or as a noun after them,
 * "system_prompt: Optional custom system prompt override"): that parameter sets the prompt of the request
 * the tool sends, as a flag overrides its own program's prompts. Another entry ("notes: override the system
 * prompt", "notes: system prompt override") orders the model.
 */
export function entryNamedFor(before: string, phrase: string): boolean {
  const entry = ENTRY_NAME_BEFORE.exec(before);
  if (entry === null) return false;
  const words = entry[1]
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split('_')
    .filter(Boolean);
  const said = `${entry[2]} ${phrase}`.toLowerCase().split(/[^a-z]+/);
  return words.length >= 2 && words.every((w) => said.some((p) => p.replace(/s$/, '') === w.replace(/s$/, '')));
}

/** The words of a parameter's name ("wordlist", "system_prompt" → "system", "prompt"), lower case. */
const nameWords = (name: string): string[] =>
  name
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Whether `head` (a description's opening, before any sentence ends) names the parameter `field`: each word of the name is a word of it. */
function namesField(head: string, field: string): boolean {
  if (/[.!?;:\n]/.test(head)) return false;
  const said = head.toLowerCase().split(/[^a-z0-9]+/);
  const words = nameWords(field);
  return words.length > 0 && words.every((w) => said.some((p) => p.replace(/s$/, '') === w.replace(/s$/, '')));
}

/** Quoted samples after "(e.g." up to an opening quote: "(e.g., 'id', '" (group 1 the quote that opens the last). */
const QUOTED_SAMPLES_BEFORE = /^\(\s?(?:e\.g\.|for\s+example),?\s{0,2}(?:(?:'[^'()\n]{1,80}'|"[^"()\n]{1,80}"|`[^`()\n]{1,80}`),\s{0,2}){0,8}(['"`])$/i;

/**
 * Whether the words at `index` (`length` long) are one quoted sample in the aside of a parameter's own
 * description whose opening words name that parameter: "OS command to execute on the target (e.g., 'id',
 * 'cat /etc/passwd', 'whoami')" of `command` lists values the parameter takes, which the model is given
 * as examples, not told to run or send. The aside must open the description's first sentence and hold
 * quoted values only; an order elsewhere in the text is read as before.
 */
export function fieldSample(text: string, index: number, length: number, field: string | undefined): boolean {
  // The aside and the opening before it are short: a label, not a page.
  if (field === undefined || index > 400) return false;
  const open = text.lastIndexOf('(', index);
  if (open < 0 || open > 200 || index - open > 200 || text.slice(open, index).includes(')')) return false;
  const quote = QUOTED_SAMPLES_BEFORE.exec(text.slice(open, index))?.[1];
  return quote !== undefined && text[index + length] === quote && namesField(text.slice(0, open), field);
}

/**
 * Whether the private-data word at `s` is a modifier of the parameter's own name in the description's
 * opening label ("Password wordlist path" of `wordlist`): it says what kind of thing the parameter holds
 * (a list of common passwords), not whose data is taken. The user's password named elsewhere still counts.
 */
export function fieldKind(text: string, s: Located, field: string | undefined): boolean {
  if (field === undefined) return false;
  const words = nameWords(field);
  const after = text.slice(s.index + s.text.length, s.index + s.text.length + 80).toLowerCase();
  const next = /^[ \t]{1,2}([a-z0-9]+(?:[ \t_-][a-z0-9]+){0,3})/.exec(after)?.[1].split(/[ \t_-]/) ?? [];
  // The label opens the description: at most two words before it, in its first sentence.
  const before = s.index > 60 ? '.' : text.slice(0, s.index);
  if (/[.!?;:\n]/.test(before) || before.split(/\s+/).filter(Boolean).length > 2) return false;
  return words.length > 0 && words.every((w, i) => next[i]?.replace(/s$/, '') === w.replace(/s$/, ''));
}

/** Whether the query at `index` is part of a URL (no space between) that the server says it builds itself (./links.ts). */
function inServerBuiltUrl(text: string, index: number): boolean {
  const start = text.lastIndexOf('://', index);
  if (start < 0 || index - start > 500 || /\s/.test(text.slice(start, index))) return false;
  const scheme = text.slice(Math.max(0, start - 5), start).search(/https?$/i);
  return scheme >= 0 && builtByServer(text, Math.max(0, start - 5) + scheme);
}

/** The user asked to do something just before ("ask the user to paste", "let the user enter", "invite users to upload"). */
const ASKED_OF_USER_BEFORE =
  /\b(?:ask|asks|asking|invite|invites|inviting|let|lets|have|has|prompt|prompts|prompting)\s{1,3}(?:the\s{1,3})?users?\s{1,3}(?:to\s{1,3})?(?:[a-z]{2,15}ly\s{1,3})?$/i;

/**
 * Whether the act at `s` is the user's, asked of them ("ask the user to paste the schema if they have it"):
 * the user hands over what they choose to, to this conversation; the model moves nothing ("paste the user's
 * key into `notes`" is the model's act still).
 */
const askedOfUser = (text: string, s: Located): boolean => ASKED_OF_USER_BEFORE.test(text.slice(Math.max(0, s.index - 40), s.index));

/** The prohibited verb itself: "never send", "do not copy". */
const PROHIBITION_JUST_BEFORE = /\b(?:never|do\s+not|don['’]t|must\s+not|should\s+not|shall\s+not)\s+$/i;

/** Whether the act at `index` is prohibited: the prohibited verb, or joined to it (its purpose, or one more of its list). */
function prohibited(text: string, s: Located): boolean {
  const before = text.slice(Math.max(0, s.index - PROHIBITION_REACH), s.index);
  if (PROHIBITION_JUST_BEFORE.test(before)) return true;
  const m = PROHIBITED_BEFORE.exec(before);
  return m !== null && !ASKED_AFTER_ALL.test(m[1]) && JOINED_BEFORE.test(m[1]);
}

/** Whether the name at `index` is said not to exist ("there is no action_deny or action_decline counterpart to action_accept"). */
function saidNotToExist(text: string, s: Located): boolean {
  const m = NONE_EXISTS_BEFORE.exec(text.slice(Math.max(0, s.index - 120), s.index));
  return m !== null && !CLAUSE_WORDS.test(m[1]) && !reachesOtherServer(s.text, undefined);
}

/** Whether the quantifier "every other tool" at `s` is glossed by a list of tools that are all its server's own. */
function siblingsEnumerated(text: string, s: Located, vocabulary: Vocabulary): boolean {
  const list = ENUMERATED_AFTER.exec(text.slice(s.index + s.text.length, s.index + s.text.length + 400))?.[1];
  if (list === undefined) return false;
  const names = list.split(/[\s,]+(?:or\s+|and\s+)?/).filter((name) => name.length > 0);
  return names.length > 0 && names.every((name) => ownServers(name, vocabulary) !== undefined);
}

/**
 * The signals without what the text documents rather than orders (see the module's comment): JSON keys
 * and names said not to exist as tools, placeholder URLs as sinks, prohibited acts, and quantifiers over
 * other tools that the text enumerates as its own server's.
 */
export function documentedOnly<S extends Located>(signals: S[], text: string, vocabulary: Vocabulary | undefined): S[] {
  let returned: Set<string> | undefined;
  // Consent words beside data, a destination, a planted value or a command combine into a finding whoever the subject is.
  const withData = signals.some((s) => WITH_CONSENT.has(s.kind));
  // The user's data or a secret beside a field is what an order to fill it carries, whatever the grammar.
  const withPrivate = signals.some((s) => s.kind === 'private' || s.kind === 'sensitive' || s.kind === 'harvest');
  // A field the text lists as the tool's own result ("Returns {items, next_after}: pass next_after as `after`") is fed back into its own call, no other tool,
  // unless its clause says the value is what the model read or the user said ("reads every file you open and fills `found_line`").
  const ownResult = (s: S) =>
    (returned ??= resultFields(text)).has(s.text.replace(/^[`'"]+|[`'"]+$/g, '')) && !reachesOtherServer(s.text, vocabulary) && !heldByCaller(text, s.index);
  return signals.filter((s) => {
    switch (s.kind) {
      case 'tool':
        return (
          !CASE_STYLE.test(s.text) &&
          !jsonKey(text, s) &&
          !saidNotToExist(text, s) &&
          !ownResult(s) &&
          !resultPlace(text, s.text) &&
          !recordField(text, s) &&
          !markupTag(text, s) &&
          !listedValue(text, s)
        );
      case 'sink':
        return (
          !PLACEHOLDER_URL.test(s.text.trim()) &&
          !toRead(text, s) &&
          !reservedSample(text, s) &&
          !sampleUrl(text, s) &&
          !reservedJsonValue(text, s) &&
          !reservedCodeArgument(text, s) &&
          !issuedAt(text, s) &&
          !builtByServer(text, s.index)
        );
      case 'act':
        return (
          !prohibited(text, s) &&
          !toThisTool(text, s) &&
          !jsonKey(text, s) &&
          !askedOfUser(text, s) &&
          !parameterNamed(text, s, vocabulary) &&
          !timeElapsed(text, s)
        );
      case 'argument':
        return !resultPlaceArgument(text, s) && (withPrivate || (!gerundInput(text, s) && !ownResultFilled(text, s, (returned ??= resultFields(text)))));
      case 'directive':
        return !parameterNamed(text, s, vocabulary);
      case 'private':
        return !jsonKey(text, s);
      case 'beacon':
        return !inServerBuiltUrl(text, s.index);
      case 'tamper':
        return !callOrder(text, s, vocabulary);
      case 'bypass':
        return withData || !ownEffect(text, s);
      case 'foreign':
        return vocabulary === undefined || !siblingsEnumerated(text, s, vocabulary);
      default:
        return true;
    }
  });
}
