/**
 * Phrases that address the model instead of describing a tool: the marks of tool poisoning. Each
 * pattern needs the imperative form aimed at an agent ("read ~/.ssh/id_rsa", "do not tell the user"),
 * so ordinary third-person descriptions ("Reads a file from the workspace") do not match.
 */
import { CONSEQUENCE_BEFORE, describeEvidence, type Evidence, FORBIDDEN_BEFORE, FORBIDS, findEvidence, joinsSentences, workflowAt } from './evidence.js';
import { ROMANCE_SUMMARY_VERBS } from './concepts.js';
import { inSpans, reportedSpans, crossesClauses } from './honest-uses.js';
import { CONVERSATION_FIELD } from './implied.js';
import { findExfiltrationLinks } from './links.js';
import { entryNamedFor, fieldSample } from './documented.js';
import { mentionedAt } from './mentions.js';
import { append } from '../util/append.js';
import { quote } from '../util/json.js';
import { type Concealment, decodedViews, isCommonWord, normalize } from './normalize.js';
import { ownConfiguration } from './own-config.js';
import { mayMatch } from './prefilter.js';
import { advisesUser } from './user-facing.js';
import { labelledAt, namedFor, ownServers, reachesOtherServer, type Vocabulary, withListedArguments } from './vocabulary.js';
import { mayWithhold, programReads, tellingDemanded, withheldRead } from './withheld.js';

export type PhraseCategory = 'override' | 'secrecy' | 'exfiltration' | 'sink' | 'steering' | 'pseudo-tag' | 'evidence';

export interface PhraseOptions {
  /** Whether directions to call other tools count (not in server instructions, which may order tools). */
  steering: boolean;
  /** Set when the text sits where a value belongs, not prose: what to call it ("an enum value"). */
  misplaced?: string;
  /** Set when that place is a label (a title): prose there needs more beside it (./labels.ts). */
  label?: boolean;
  /** The names the text's own tool and server use (./vocabulary.ts), when the text belongs to a tool of a known server. */
  vocabulary?: Vocabulary;
}

export interface PhraseMatch {
  category: PhraseCategory;
  /** The matched text, as written. */
  phrase: string;
  /** 0-based offset in the text. */
  index: number;
  /** What the phrase says, when it is disguised (written in base64, hex escapes, spaced letters or leetspeak). */
  decoded?: string;
  /** How it is disguised, when it is. */
  encoding?: string;
  /** For category 'evidence': the signals that combine (./evidence.ts); `phrase` names them. */
  evidence?: readonly Evidence[];
  /** For evidence read from an encoding: the run as written. */
  written?: string;
}

/** How a finding's message shows a match: the phrase quoted (evidence: its signals, already quoted), and what a disguised one reads. */
export function shownPhrase(match: PhraseMatch): string {
  const { phrase, decoded, encoding, written } = match;
  const reading = decoded === undefined ? '' : quote(decoded.length > 120 ? `${decoded.slice(0, 120)}…` : decoded);
  return match.category === 'evidence'
    ? `${phrase}${written === undefined ? '' : ` (in ${encoding ?? 'encoded'} text ${quote(written)}, which reads ${reading})`}`
    : `${quote(phrase)}${decoded === undefined ? '' : ` (${encoding ?? 'encoded'} for ${reading})`}`;
}

const NOT = String.raw`(?:do\s+not|don['’]?t|never)`;
// ".env" as where a copy goes ("Copy it to .env and fill in your own"), or where values are put ("You can provide
// these in a .env file"), is a file the user fills, not one read out, unless what is in it goes on into an
// argument ("Put the values in .env into the summary argument").
// A file named as where the key the tool uses comes from ("Send XRP … using private key from .env") is the
// server's own configuration, as ./evidence.ts SIGNS_IN_WITH reads it: what the tool signs with, not what is sent.
const SENSITIVE_TARGET = String.raw`(?<!\busing\s{1,3}(?:(?:the|your|its|a)\s{1,3})?(?:(?:ssh|private|signing|deploy|wallet)\s{1,3})?(?:keys?|mnemonic|seed\s{1,3}phrase|credentials?)\s{1,3}(?:in|at|from)\s{1,3}(?:~\/)?)(?:~\/\.ssh\b(?!\/known_hosts\b|\/[\w.-]{1,36}\.pub\b)|\.ssh\/(?!known_hosts\b|[\w.-]{1,36}\.pub\b)|\bid_(?:rsa|dsa|ecdsa|ed25519)\b(?!\.pub\b)|\.aws\/(?:credentials|config)\b|(?<!\b(?:to|into)\s{1,3}(?:(?:the|your|a|an|its|their|a\s+new)\s{1,3})?)(?:(?<!\b(?:provide|put|set|store|define|add|place|keep|write)\b[^.!?\n]{0,40}\bin\s{1,3}(?:(?:the|your|a|an|its|their)\s{1,3})?)\.env\b(?!\.\w)|\.env\b(?!\.\w)(?=[^.!?\n]{0,60}?\b(?:into|to|as)\s{1,3}(?:(?:the|a|an|your|its)\s{1,3})?(?:[\w-]{1,30}\s{1,3})?(?:argument|parameter|param|field|input)s?\b))|\/etc\/(?:passwd|shadow|sudoers)\b|\.npmrc\b|\.netrc\b|\.pypirc\b|\.pgpass\b|\.git-credentials\b|\.kube\/config\b|\.docker\/config\.json|(?:~\/)?\.cursor\/mcp\.json|claude_desktop_config\.json|\bsystem\s+prompt\b)`;
const SEND_VERB =
  '(?:read|cat|open|load|include|send|pass|upload|attach|access|fetch|copy|print|output|forward|exfiltrate|leak|share|append|post|provide|paste|insert|dump|put|fill|lee|leer|env[ií]a|enviar|pasa|sube|lies|lese|sende|schicke)';
/** What the user said or holds, which a tool has no business receiving wholesale. */
const PRIVATE_DATA = String.raw`(?:(?:full|entire|whole|complete)\s+(?:conversation|chat)|(?:conversation|chat)\s+history|(?:all\s+)?(?:(?:the\s+)?user['’]s\s+)?(?:previous|prior|earlier)\s+(?:user\s+)?messages|all\s+(?:the\s+)?(?:user['’]s\s+)?messages|(?:the\s+)?user['’]s\s+(?:\w+\s+){0,2}?(?:passwords?|api\s+keys?|secrets?|tokens?|credentials)|(?:all|every|any)\s+(?:the\s+)?(?:api\s+keys|secrets|tokens|passwords|credentials|environment\s+variables?))\b`;
/** A tool named in prose: snake_case or kebab-case, optionally quoted, or "the X tool". */
const OTHER_TOOL = String.raw`(?:the\s+)?(?:[\x60'"]?[a-z][a-z0-9]*(?:[_-][a-z0-9]+)+[\x60'"]?(?:\s+tool)?|\w+\s+tool)`;

/**
 * Patterns by category, as sources. Each group is compiled on first use with its gate (patternsOf).
 */
interface PhraseGroup {
  category: PhraseCategory;
  sources: readonly string[];
  steering?: true;
}

const GROUPS: readonly PhraseGroup[] = [
  {
    category: 'override',
    sources: [
      String.raw`\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+|any\s+|every\s+)?(?:of\s+)?(?:the\s+|your\s+|my\s+|these\s+|those\s+)?(?:previous|prior|above|earlier|preceding|former|original|initial|system|existing|other|safety)\s+(?:instructions?|prompts?|rules|directions|directives|guidelines|guidance|context|constraints|policies)\b`,
      String.raw`\b(?:ignore|disregard|forget|override)\s+(?:all\s+)?(?:your\s+(?:instructions|guidelines|rules|programming|training)|the\s+(?:instructions|guidelines))\b`,
      String.raw`\byou\s+are\s+now\s+(?:a|an|in|no\s+longer|free|unrestricted|jailbroken|DAN)\b`,
      String.raw`\bnew\s+(?:system\s+)?instructions?\s*:`,
      String.raw`\bfrom\s+now\s+on,?\s+(?:you|always|never|ignore|respond|only)\b`,
      String.raw`\b(?:ignore|disregard|override)\s+(?:the\s+|all\s+)?(?:other|previous)\s+tools?['’]?s?\s+(?:instructions|descriptions|rules)\b`,
      // Chinese, Spanish, German, French: "ignore the previous instructions".
      '(?:忽略|无视|忽视)(?:之前|以前|先前|上面|上述|前面)?的?(?:所有|一切|全部)?(?:指令|指示|说明|规则|提示)',
      String.raw`\bignora(?:r)?\s+(?:todas\s+)?(?:las\s+)?instrucciones\s+(?:anteriores|previas)\b`,
      String.raw`\bignorier(?:e|en)?\s+(?:alle\s+)?(?:vorherigen|bisherigen|vorigen|früheren|obigen)\s+(?:anweisungen|instruktionen|befehle|regeln)\b`,
      String.raw`\bignore[rz]?\s+(?:toutes\s+)?les\s+instructions\s+(?:précédentes|antérieures)`,
    ],
  },
  {
    category: 'secrecy',
    sources: [
      String.raw`\b${NOT}\s+(?:tell|inform|notify|alert|warn|show)\s+(?:the\s+|your\s+)?user\b`,
      String.raw`\b${NOT}\s+let\s+(?:the\s+|your\s+)?user\s+(?:know|see|notice)\b`,
      String.raw`\b${NOT}\s+(?:mention|reveal|disclose|acknowledge|report|say)\s+(?:this|that|it|these|anything|any\s+of\s+this|the\s+(?:above|following|instructions?|fact|file|note)|(?:to|with)\s+the\s+user)\b`,
      String.raw`\bwithout\s+(?:telling|informing)\s+(?:the\s+|your\s+)?user\b`,
      String.raw`\b(?:keep|hide)\s+(?:this|it|these\s+instructions|the\s+following)\s+(?:secret|hidden|confidential|from\s+(?:the\s+)?user)\b`,
      // Any thing kept hidden from the user the model speaks to ("Keep the fee hidden from the user"); "hidden from users" of a product's audience is a setting.
      String.raw`\bkeep\s+(?:(?:the|this|that|any|all|its|their|these|those)\s+)?(?:[\w-]{1,20}\s+){0,3}?(?:hidden|secret|concealed|invisible)\s+from\s+(?:the\s+)?user\b(?![s'’])`,
      String.raw`\bmant[eé]n(?:ga)?\s+(?:[\wáéíóúñ-]{1,20}\s+){1,4}?(?:ocult[oa]s?|en\s+secreto)\s+(?:al|del|para\s+el|ante\s+el)\s+usuari[oa]\b`,
      String.raw`\bgardez?\s+(?:[\wàâçéèêëîïôûù'’-]{1,20}\s+){1,4}?(?:cach[ée]e?s?|secr[eè]te?s?)\s+(?:à|pour|de)\s+l['’]utilisat(?:eur|rice)\b`,
      String.raw`\bhalte\s+(?:[\wäöüß-]{1,20}\s+){1,4}?vor\s+(?:dem|der)\s+(?:benutzer|nutzer|anwender)(?:in)?\s+(?:geheim|verborgen|versteckt)\b`,
      String.raw`\b(?:the\s+)?user\s+(?:must|should)\s+(?:not|never)\s+(?:know|see|notice|find\s+out|be\s+told)\b`,
      // Chinese, Spanish, German, French: "do not tell the user". "Do not let the user" conceals only what the user would know or see, as in English:
      // "不要让用户在对话中粘贴令牌" (do not have the user paste a token) keeps a secret out of the chat.
      '(?:不要|别|不能|切勿)(?:(?:告诉|通知|告知)用户|让用户(?:知道|看到|看见|发现|察觉|注意到|得知))',
      String.raw`\bno\s+(?:le\s+)?(?:digas|informes|cuentes|menciones|avises)\s+(?:nada\s+)?(?:al|a\s+el|a\s+la)\s+usuari[oa]\b`,
      String.raw`\b(?:sage|sag|erzähle|erzähl|verrate|teile)\s+(?:dem|der)\s+(?:benutzer|nutzer|anwender)(?:in)?\s+(?:nichts|nicht)\b`,
      String.raw`\bne\s+(?:le\s+)?dis\s+(?:rien\s+)?(?:pas\s+)?à\s+l['’]utilisat(?:eur|rice)`,
    ],
  },
  {
    category: 'exfiltration',
    sources: [
      // "access key", "access token": the credential's name, not an order to access.
      String.raw`\b${SEND_VERB}\b(?!\s+(?:keys?|tokens?)\b)[^.!?\n]{0,80}?${SENSITIVE_TARGET}`,
      String.raw`(?:读取|发送|上传|复制)[^。！？\n]{0,40}?${SENSITIVE_TARGET}`,
      String.raw`\bcontents?\s+of\s+(?:the\s+|your\s+)?${SENSITIVE_TARGET}`,
      String.raw`\b${SEND_VERB}\b[^.!?\n]{0,60}?${PRIVATE_DATA}`,
      String.raw`\b(?:always\s+b?cc|b?cc\s+(?:all|every|each|any)\b)`,
      String.raw`\b(?:api\s+keys|secrets|tokens|passwords|credentials)\s+(?:and\s+\w+\s+)?(?:that\s+)?the\s+user\s+(?:has\s+)?(?:shared|provided|mentioned|entered|typed|pasted)\b`,
      String.raw`\b(?:send|forward|redirect|bcc|cc|copy)\s+(?:all|every|each|any)\s+(?:\w+\s+){0,3}?to\s+[\w.+-]+@[\w-]+(?:\.[\w-]+)+`,
    ],
  },
  {
    category: 'steering',
    steering: true,
    sources: [
      // Orders about another tool by name: what shadowing and hijacking descriptions are made of.
      String.raw`\bwhen(?:ever)?\s+${OTHER_TOOL}\s+is\s+(?:used|called|invoked|run)\b[^.\n]{0,60}?\b(?:always|also|change|set|add|replace|pass|send|forward|bcc|cc)\b`,
      String.raw`\b(?:when(?:ever)?|after|before)\s+(?:using|calling|invoking|you\s+(?:use|call)|the\s+user\s+(?:uses|calls))\s+${OTHER_TOOL}\b[^.;\n]{0,60}?\b(?:always|also)\b`,
      String.raw`\bwhen\s+(?:the\s+)?[\w-]+\s+(?:server|tool|mcp)\s+is\s+(?:connected|available|present|loaded|installed|enabled)\b`,
      String.raw`\bbefore\s+(?:calling|using|invoking|running)\s+(?:any|every|all)\s+(?:other\s+)?tools?\b`,
      String.raw`\b(?:must|should)\s+be\s+(?:called|used|invoked|run)\s+before\s+(?:any|every|all)\s+(?:other\s+)?(?:tools?|tool\s+calls?|calls?)\b`,
      String.raw`\buse\s+this\s+tool\s+instead\b|\bthis\s+tool\s+replaces\s+${OTHER_TOOL}|\b${NOT}\s+(?:call|use|invoke)\s+${OTHER_TOOL}\s+any\s?more\b`,
      String.raw`\b(?:all|every|any)\s+other\s+tools?\b[^.\n]{0,40}?\b(?:must|should|through\s+this\s+tool)\b`,
      String.raw`\b(?:output|results?|responses?)\s+of\s+(?:every|all|each|any)\s+other\s+tools?\b`,
      String.raw`\balways\s+(?:call|use|invoke|run|execute)\s+(?:the\s+)?[\w.\-\`'"]+(?:\s+tool)?\s+(?:first|before)\b`,
      String.raw`\bwhen\s+this\s+tool\s+is\s+(?:available|present|loaded|installed|enabled)\b`,
    ],
  },
  {
    category: 'exfiltration',
    sources: [
      String.raw`\bdecode\b[^.\n]{0,40}?\b(?:and\s+)?(?:follow|execute|run|obey|apply|do)\b|\b(?:execute|follow|run|obey)\s+the\s+(?:base64|encoded|hex)(?:-encoded)?\b`,
    ],
  },
  {
    category: 'pseudo-tag',
    sources: [
      String.raw`<\s*(?:\/\s*)?(?:important|system|instructions?|admin|secret|hidden|critical|override)\s*>`,
      String.raw`<\|(?:im_start|im_end|system|endoftext|start_header_id|end_header_id|eot_id)\|>|\[\/?INST\]|<<\/?SYS>>`,
    ],
  },
];

/**
 * A group's patterns, compiled on first use: V8 parses a pattern when it is made, and making them all
 * as the module loaded parsed some 40 patterns at every start-up, even of a run that reads no text.
 */
interface CompiledGroup {
  /**
   * All the group's patterns as one alternation, tested once: a text it does not match holds none of
   * them, so most descriptions skip the group after one scan instead of one per pattern. Generated from
   * the patterns, it cannot miss what they find (hand-written gates once missed Chinese and French).
   */
  gate: RegExp;
  patterns: readonly RegExp[];
}

const compiled = new Map<PhraseGroup, CompiledGroup>();

function patternsOf(group: PhraseGroup): CompiledGroup {
  let found = compiled.get(group);
  if (found === undefined) {
    found = { gate: new RegExp(group.sources.join('|'), 'i'), patterns: group.sources.map((source) => new RegExp(source, 'gi')) };
    compiled.set(group, found);
  }
  return found;
}

/** Whether each ASCII code is a base64 digit (A–Z, a–z, 0–9, "+", "/"). */
const BASE64_DIGIT = new Uint8Array(128);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/') BASE64_DIGIT[c.charCodeAt(0)] = 1;
/** Base64 runs long enough to hold a sentence are 24 digits or more; one run is read in pieces of at most 4,000. */
const BASE64_MIN = 24;
const BASE64_MAX = 4000;

function isBase64Digit(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  return c < 128 && BASE64_DIGIT[c] === 1;
}

/**
 * The runs `/[A-Za-z0-9+/]{24,4000}={0,2}/g` finds, without trying a match at every digit: any run of
 * 24 digits covers one of the positions 23, 47, 71…, so only those are looked at until one is a digit,
 * and its run is then measured both ways. Each character is read at most a few times.
 */
export function base64Runs(text: string): { run: string; index: number }[] {
  const runs: { run: string; index: number }[] = [];
  const n = text.length;
  for (let probe = BASE64_MIN - 1; probe < n; probe += BASE64_MIN) {
    if (!isBase64Digit(text, probe)) continue;
    let start = probe;
    while (start > 0 && isBase64Digit(text, start - 1)) start--;
    let end = probe + 1;
    while (end < n && isBase64Digit(text, end)) end++;
    if (end - start < BASE64_MIN) continue;
    for (; end - start >= BASE64_MIN; ) {
      let stop = Math.min(start + BASE64_MAX, end);
      if (stop === end) for (let pad = 0; pad < 2 && text.charCodeAt(stop) === 0x3d; pad++) stop++;
      runs.push({ run: text.slice(start, stop), index: start });
      start = Math.min(stop, end);
    }
    // The next run starts after this one ends: probe every 24 characters from there.
    probe = end - 1;
  }
  return runs;
}
const LEET: Readonly<Record<string, string>> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', $: 's' };
const LEET_CASE = /^(?:[a-z0-9$]+|[A-Z0-9$]+|[A-Z0-9][a-z0-9$]+)$/;
/**
 * A leetspeak word in plain letters, or undefined when the word is no leetspeak: it mixes letters with the
 * digits and the "$" leetspeak writes for letters, in one case or capitalized ("1gn0re", "pa$$w0rd"; not
 * "v2", "2025" or a piece of base64 like "R0hJSkt"; nor a word with a digit leetspeak has no letter for, as
 * the pieces of a UUID or a hash have: "CF32DDCC", "37DA4D152552"), and a leading "$" stays a variable's sign ("$HOME",
 * "$T0KEN"). A doubled "1" reads "ll" ("a11", "te11"), as English doubles l and hardly ever i. "@" is left
 * as written: it is an address's more often than leetspeak's a (reading it cost a blind case).
 */
function readLeet(written: string): string | undefined {
  const lead = written[0] === '$' ? '$' : '';
  const word = written.slice(lead.length);
  // A digit leetspeak writes no letter with (2, 6, 8, 9) makes the word a number or an identifier ("CF32DDCC" of a UUID, "362B"), not leetspeak.
  if (!/[A-Za-z]/.test(word) || !/[013457$]/.test(word) || /[2689]/.test(word) || !LEET_CASE.test(word)) return undefined;
  return lead + word.replace(/11/g, 'll').replace(/[013457$]/g, (d) => LEET[d] ?? d);
}
/**
 * Other ways to write a phrase so that no pattern sees it, each with a run that finds it and its
 * plain reading. Every run is bounded, and the text is read again only when nothing plain matched.
 * `hint` is a quick test every text holding a run passes, so most strings are never rewritten.
 */
const DISGUISES: readonly {
  encoding: string;
  hint: RegExp;
  run: RegExp;
  read: (run: string) => string | undefined;
  /** A quicker test than the runs, true when none of them can read (leetspeak's, where the pattern is slow). */
  nothingToRead?: (text: string, read: (run: string) => string | undefined) => boolean;
}[] = [
  {
    encoding: 'hex escapes',
    hint: /\\[xu]/,
    run: /(?:\\x[0-9A-Fa-f]{2}|\\u[0-9A-Fa-f]{4}){2,1000}/g,
    read: (run) =>
      run.replace(/\\x([0-9A-Fa-f]{2})|\\u([0-9A-Fa-f]{4})/g, (_, x: string | undefined, u: string | undefined) =>
        String.fromCharCode(Number.parseInt(x ?? u ?? '', 16)),
      ),
  },
  {
    encoding: 'spaced letters',
    hint: /[A-Za-z~/._-] [A-Za-z~/._-] [A-Za-z~/._-] [A-Za-z~/._-]/,
    // A path spelled out the same way ("~ / . s s h") is part of the run; the lookbehind starts a run once, at its first character.
    run: /(?<![A-Za-z0-9~/._-])(?:[A-Za-z~/._-] ){3,200}[A-Za-z~/._-](?![A-Za-z0-9])/g,
    read: (run) => run.replace(/ /g, ''),
  },
  {
    encoding: 'leetspeak',
    // A word that leetspeak rewrites has a letter next to one of its digits somewhere ("v2 2025" has none).
    hint: /[A-Za-z][013457$]|[013457$][A-Za-z]/,
    // A lookbehind, so a long run of letters is not tried again from each of its letters.
    run: /(?<![A-Za-z0-9_$])[A-Za-z0-9$]{3,24}(?![A-Za-z0-9_$])/g,
    read: readLeet,
    nothingToRead: noLeetWord,
  },
];

const isLetter = (code: number) => (code | 0x20) >= 97 && (code | 0x20) <= 122;
const isDigit = (code: number) => code >= 48 && code <= 57;

/**
 * Whether no word the leetspeak run finds reads as leetspeak, in one pass over the characters: every run
 * the pattern finds is a whole run of 3 to 24 letters and digits, and only one with a letter and one of
 * the digits or the "$" leetspeak uses can read. The pattern tries its lookbehind at every character (a megabyte of
 * base64: about 8 ms; this pass, about 2).
 */
function noLeetWord(text: string, read: (run: string) => string | undefined): boolean {
  const n = text.length;
  for (let i = 0; i < n; ) {
    if (!isLetter(text.charCodeAt(i)) && !isDigit(text.charCodeAt(i)) && text.charCodeAt(i) !== 36) {
      i++;
      continue;
    }
    const start = i;
    let letter = false;
    let leet = false;
    for (; i < n; i++) {
      const code = text.charCodeAt(i);
      if (isLetter(code)) letter = true;
      else if (isDigit(code)) leet ||= code === 48 || code === 49 || code === 51 || code === 52 || code === 53 || code === 55;
      else if (code === 36) leet = true;
      else break;
    }
    if (letter && leet && i - start >= 3 && i - start <= 24 && read(text.slice(start, i)) !== undefined) return false;
  }
  return true;
}

/** How far before the last sink found a new sink's URL is looked for as written earlier (inside another URL, say). */
const SINK_LOOKBACK = 4096;

/**
 * Every suspicious phrase in `text`, in order, without overlaps. `steering` also looks for directions
 * to call other tools, which belong in server instructions but not in a description. The text is read
 * as a model reads it (./normalize.ts: compatibility letters and look-alikes folded, hidden characters,
 * terminal sequences and comments undone), URLs that carry data out (./links.ts) are phrases of their
 * own, and when no phrase matches, the evidence that combines (./evidence.ts) is one match of category
 * 'evidence'. Inline encodings (base64, hex, URL and HTML escapes, rot13) are decoded and read again.
 */
export function findInjectedPhrases(text: string, given: PhraseOptions): PhraseMatch[] {
  const { plain, concealed } = normalize(text);
  // The names a docstring lists as its arguments are the tool's own, even where its schema is not known.
  const options = given.vocabulary === undefined ? given : { ...given, vocabulary: withListedArguments(plain, given.vocabulary) };
  const matches = withoutSectionTags(matchPhrases(plain, options), plain);
  // Each sink at the first place its URL is written: searched from a little before the last new one, not
  // from the start (25,000 URLs in a megabyte took seconds), and once per URL.
  const sinkAt = new Map<string, number>();
  let searched = 0;
  for (const sink of findExfiltrationLinks(plain, options.vocabulary?.name)) {
    let index = sinkAt.get(sink.url);
    if (index === undefined) {
      index = plain.indexOf(sink.url, Math.max(0, searched - SINK_LOOKBACK));
      sinkAt.set(sink.url, index);
      searched = Math.max(searched, index);
    }
    matches.push({ category: 'sink', phrase: sink.url, index });
  }
  if (matches.length === 0) append(matches, disguised(plain, options));
  if (matches.length === 0) {
    const evidence = findEvidence(withoutOptionHelp(plain), concealed, options);
    // An override needs nothing else, and reads best as the phrase it is.
    if (evidence.length === 1 && evidence[0].kind === 'override') matches.push({ category: 'override', phrase: evidence[0].text, index: 0 });
    else if (evidence.length > 0) matches.push({ category: 'evidence', phrase: describeEvidence(evidence), index: 0, evidence });
  }
  if (matches.length === 0) append(matches, disguisedEvidence(withoutOptionHelp(plain), concealed, options));
  if (matches.length === 0) {
    for (const view of decodedViews(plain, base64Runs)) {
      const [first] = matchPhrases(view.text, options);
      if (first) {
        matches.push({
          category: first.category,
          phrase: view.written,
          index: plain.indexOf(view.written.replace(/…$/, '')),
          decoded: view.text,
          encoding: view.encoding,
        });
        break;
      }
      const decoded = normalize(view.text);
      const around = [...concealed, ...decoded.concealed];
      let evidence = findEvidence(decoded.plain, around, { ...options, disguised: true });
      // Prose an encoding hides from a reviewer: the encoding is concealment, which still needs evidence in what it says.
      if (evidence.length === 0 && view.concealing) {
        const encoded = { how: `text written ${view.encoding === 'reversed text' ? 'backwards' : `in ${view.encoding}`}`, text: view.written };
        evidence = findEvidence(decoded.plain, [...around, encoded], { ...options, disguised: true });
      }
      if (evidence.length > 0) {
        matches.push({
          category: 'evidence',
          phrase: describeEvidence(evidence),
          index: 0,
          evidence,
          decoded: view.text,
          encoding: view.encoding,
          written: view.written,
        });
        break;
      }
    }
  }
  matches.sort((a, b) => a.index - b.index || b.phrase.length - a.phrase.length);
  let end = -1;
  return matches.filter((m) => {
    if (m.index < end) return false;
    end = m.index + m.phrase.length;
    return true;
  });
}

/** A line of command-line help: an option ("-b", "--append-output") and what it does. */
const OPTION_LINE = /^[ \t]*--?[A-Za-z0-9][\w-]*[ \t:,=<[][^\n]*/gm;

/**
 * `text` with pasted command-line help (three option lines or more) blanked, keeping every offset: its
 * lines document a program's options ("-b  Cookie data … for copy as curl"), they do not order the model.
 */
function withoutOptionHelp(text: string): string {
  if (!text.includes('\n-') && !/\n[ \t]+-/.test(text)) return text;
  const lines = text.match(OPTION_LINE);
  if (lines === null || lines.length < 3) return text;
  return text.replace(OPTION_LINE, (line) => ' '.repeat(line.length));
}

/** The first phrase the text says once each disguise is read in plain letters, shown as written with its reading. */
function disguised(text: string, options: PhraseOptions): PhraseMatch[] {
  for (const disguise of DISGUISES) {
    const read = readingOf(disguise, text);
    if (!read) continue;
    const { reading, first } = read;
    // A heading the plain text is let off is one in its reading too: the disguise is elsewhere.
    const [match] = withoutSectionTags(matchPhrases(reading, options), reading);
    if (match)
      return [
        {
          category: match.category,
          phrase: first.run.length > 40 ? `${first.run.slice(0, 40)}…` : first.run,
          index: first.index,
          decoded: match.phrase,
          encoding: disguise.encoding,
        },
      ];
  }
  return [];
}

interface Reading {
  reading: string;
  /** The first run rewritten, as written. */
  first: { run: string; index: number };
  /** Where the last run rewritten ends, and how many runs were. */
  to: number;
  runs: number;
  /** How many runs read as common English words ("7h3" the, "4nd" and): what no product name or version does. */
  words: number;
}

/** The last text read in plain letters, by disguise: evidence reads the leetspeak reading the phrases made. */
let lastRead: { text: string; readings: Map<(typeof DISGUISES)[number], Reading | undefined> } | undefined;

/** The text with each run of the disguise in plain letters, or undefined when nothing is rewritten. */
function readingOf(disguise: (typeof DISGUISES)[number], text: string): Reading | undefined {
  if (lastRead?.text !== text) lastRead = { text, readings: new Map() };
  // An equal text in another string compares whole each time: keep the one asked about.
  else lastRead.text = text;
  if (lastRead.readings.has(disguise)) return lastRead.readings.get(disguise);
  let found: Reading | undefined;
  if (mayMatch(disguise.hint, text) && disguise.hint.test(text) && !disguise.nothingToRead?.(text, disguise.read)) {
    let first: { run: string; index: number } | undefined;
    let to = -1;
    let runs = 0;
    let words = 0;
    // The runs have no capture groups, so the replacer gets (run, offset, text).
    const reading = text.replace(disguise.run, (run: string, offset: number) => {
      const plainRun = disguise.read(run);
      if (plainRun === undefined) return run;
      first ??= { run, index: offset };
      to = offset + run.length;
      runs++;
      if (isCommonWord(plainRun.toLowerCase())) words++;
      return plainRun;
    });
    if (first) found = { reading, first, to, runs, words };
  }
  lastRead.readings.set(disguise, found);
  return found;
}

const byEncoding = (encoding: string) => DISGUISES.find((d) => d.encoding === encoding) as (typeof DISGUISES)[number];
/**
 * The disguises whose reading is read for evidence, each with the runs it must rewrite first: a stray
 * "v1" or "mp3" is no leetspeak, while one word spelled out letter by letter already hides it.
 */
const READ_FOR_EVIDENCE = [
  { disguise: byEncoding('leetspeak'), minRuns: 3 },
  { disguise: byEncoding('spaced letters'), minRuns: 1 },
];

/**
 * The evidence in a text once its leetspeak words ("53nd 3v3ry 53cr37 70k3n") or spaced-out words
 * ("r e a d ~ / . s s h") are read in plain letters, asked only when the text as written gave none: a
 * disguised order rests on the same evidence as a plain one.
 */
function disguisedEvidence(text: string, concealed: readonly Concealment[], options: PhraseOptions): PhraseMatch[] {
  for (const { disguise, minRuns } of READ_FOR_EVIDENCE) {
    const read = readingOf(disguise, text);
    if (!read || read.runs < minRuns) continue;
    const written = text.slice(read.first.index, read.to);
    let evidence = findEvidence(read.reading, concealed, { ...options, disguised: true });
    // Three words of everyday English written in leetspeak ("7h3", "4nd", "17") hide a sentence, not a name: concealment.
    if (evidence.length === 0 && disguise.encoding === 'leetspeak' && read.words >= 3)
      evidence = findEvidence(read.reading, [...concealed, { how: 'text written in leetspeak', text: written.slice(0, 40) }], { ...options, disguised: true });
    if (evidence.length === 0) continue;
    const { index: from } = read.first;
    // The reading differs from the text only between the first run and the last: the same stretch, ending as far from the end.
    const decoded = read.reading.slice(from, read.reading.length - (text.length - read.to));
    return [
      {
        category: 'evidence',
        phrase: describeEvidence(evidence),
        index: 0,
        evidence,
        decoded,
        encoding: disguise.encoding,
        written: written.length > 60 ? `${written.slice(0, 60)}…` : written,
      },
    ];
  }
  return [];
}

/** Tags that a description structured as XML-style sections may use as headings. */
const SECTION_TAG = /^<\s*\/?\s*(?:instructions?|critical)\s*>$/i;
const ANY_TAG = /<([a-z][\w-]{0,40})>/gi;
const PSEUDO_TAG_NAME = /^(?:important|system|instructions?|admin|secret|hidden|critical|override)$/i;

/**
 * Counter-evidence: a description laid out in XML-style sections (`<use_case>`, `<workflow>`, …) uses
 * `<instructions>` as one more heading, not to pass for the host. Two other section names are enough;
 * `<important>`, `<system>` and the other tags stay findings.
 */
function withoutSectionTags(matches: PhraseMatch[], text: string): PhraseMatch[] {
  matches = withoutBlockHeadings(matches, text);
  if (!matches.some((m) => m.category === 'pseudo-tag' && SECTION_TAG.test(m.phrase))) return matches;
  const sections = new Set<string>();
  for (const [, name] of text.matchAll(ANY_TAG)) {
    if (!PSEUDO_TAG_NAME.test(name)) sections.add(name.toLowerCase());
    if (sections.size >= 2) return matches.filter((m) => !(m.category === 'pseudo-tag' && SECTION_TAG.test(m.phrase)));
  }
  return matches;
}

/** A tag alone on its line, opening or closing: a heading of a text laid out in blocks. Group 1 is its name. */
const BLOCK_TAG = /^[ \t]{0,8}<\/?([a-z][\w-]{0,40})>[ \t]{0,8}$/gm;
/** The tag a block layout may use as one more heading: lower case, as its other headings are. */
const HEADING_TAG = /^<\/?important>$/;

/**
 * Counter-evidence of another layout: a text laid out in blocks, each tag alone on its line and closed the
 * same way (`<usecase>` … `</usecase>`, `<examples>` …), uses a lower-case `<important>` alone on its line
 * as one more heading when two other block names are its headings; its body is read for evidence as any
 * other text is. Written inline (`<workflow>…</workflow> <important>Run it on main.</important>`) or in
 * capitals (`<IMPORTANT>`), among other words of a line, it stays a finding.
 */
function withoutBlockHeadings(matches: PhraseMatch[], text: string): PhraseMatch[] {
  if (!matches.some((m) => m.category === 'pseudo-tag' && HEADING_TAG.test(m.phrase))) return matches;
  const opened = new Set<string>();
  const closed = new Set<string>();
  const headings = new Set<number>();
  BLOCK_TAG.lastIndex = 0;
  for (let m = BLOCK_TAG.exec(text), n = 0; m !== null && n < 200; m = BLOCK_TAG.exec(text), n++) {
    if (PSEUDO_TAG_NAME.test(m[1])) headings.add(text.indexOf('<', m.index));
    else (m[0].includes('</') ? closed : opened).add(m[1]);
  }
  const sections = [...opened].filter((name) => closed.has(name)).length;
  if (sections < 2) return matches;
  return matches.filter((m) => !(m.category === 'pseudo-tag' && HEADING_TAG.test(m.phrase) && headings.has(m.index)));
}

/** Plain ordering advice ("Always call list_x first", "after calling get_x, always …"), and the tool it names. */
const ADVICE =
  /^(?:always\s+(?:call|use|invoke|run|execute)\s+(?:the\s+)?|(?:when(?:ever)?|after|before)\s+(?:using|calling|invoking|you\s+(?:use|call)|the\s+user\s+(?:uses|calls))\s+(?:the\s+)?)([\w.\-`'"]+)/i;
const THIS_TOOL = /^(?:this|it)$/i;

/**
 * Whether a steering phrase is ordering advice about a tool of the text's own server: its own name or a
 * sibling's, or (for "always call X first") a name no widely used server has. A phrase that names "this"
 * tool, or a widely used tool of another server, still steers.
 */
function orderingAdvice(phrase: string, vocabulary: Vocabulary | undefined): boolean {
  const advice = ADVICE.exec(phrase);
  if (!advice || THIS_TOOL.test(advice[1])) return false;
  if (/^always/i.test(phrase)) return ownServers(advice[1], vocabulary) !== 'own' && !reachesOtherServer(advice[1], vocabulary);
  return ownServers(advice[1], vocabulary) !== undefined;
}

/** Which steering phrases order or prefer tools (before, first, instead, replaces, any more), as against phrases about other servers or tools' output. */
const ORDERING = /\b(?:before|first|instead|replaces|any\s?more)\b/i;

/** "Use this tool instead (of …)": a preference that shadows only when it turns the model from other tools at large or from a widely used tool of another server. */
const INSTEAD = /^use\s+this\s+tool\s+instead\b/i;
const OTHER_TOOLS = /\b(?:any|every|all|each)\s+(?:of\s+the\s+)?other\b|\bother\s+(?:tools?|servers?|integrations?)\b/i;
const NAMED_TOOL = /[\x60'"][\w.-]{1,60}[\x60'"]|\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/gi;

/**
 * Whether "use this tool instead" only prefers this tool to a command line, a manual process or a
 * sibling ("instead of kubectl apply", "instead of deleting and re-inserting the cell"): its sentence
 * names neither other tools at large nor a widely used tool of another server.
 */
function honestPreference(text: string, index: number, phrase: string, vocabulary: Vocabulary | undefined): boolean {
  if (!INSTEAD.test(phrase)) return false;
  const sentence = sentenceAt(text, index);
  if (OTHER_TOOLS.test(sentence)) return false;
  // "instead of fetch_url for supplier pages": preferred over a widely used tool only for a kind of input, the tool's own domain.
  if (NARROWED_AFTER.test(text.slice(index + phrase.length, index + phrase.length + 120)) && !AT_LARGE.test(sentence)) return true;
  for (const [name] of sentence.matchAll(NAMED_TOOL)) if (reachesOtherServer(name, vocabulary)) return false;
  return true;
}
/** The sentence around `index`, read within 200 characters before and 300 after. */
function sentenceAt(text: string, index: number): string {
  const before = text.slice(Math.max(0, index - 200), index);
  const start = Math.max(before.search(/[^.!?\n]*$/), 0);
  const after = text.slice(index, index + 300);
  const end = after.search(/[.!?\n](?:\s|$)/);
  return before.slice(start) + (end === -1 ? after : after.slice(0, end));
}

/** "Always call this before edit_file": this tool placed before one named tool, the rest of its sentence read by selfPlacement. */
const SELF_BEFORE_ONE = /^always\s+(?:call|use|invoke|run|execute)\s+(?:this|it)\s+before\s+[`'"]?[a-z][a-z0-9]*(?:[_-][a-z0-9]+)+[`'"]?(?![\w-])/i;
/** Anything handed between the two calls, or a scope wider than one tool: what makes an order of calls a shadow. */
const HANDED_OR_WIDE =
  /\b(?:any|every|all|each(?!\s+other\b)|anything|everything|(?<!\beach\s)others?|whenever|with|pass(?:es|ing)?|give|gives|argument|arguments|input|value|values|returns?|returned|output|result|results|instead|same|exact|copy|send|forward)\b/i;

/**
 * Whether "always call this before X" is a tool declaring its own step in a workflow ("Always call this
 * before edit_file so edits never land on main"): one named tool, nothing handed between the calls and no
 * wider scope. It adds a call to this tool and changes nothing X does or receives; "before any other tool",
 * "with the arguments meant for X" or "use what it returns in X" still steer.
 */
function selfPlacement(text: string, index: number, phrase: string): boolean {
  const sentence = sentenceAt(text, index);
  const at = sentence.indexOf(phrase);
  if (at < 0) return false;
  const placed = SELF_BEFORE_ONE.exec(sentence.slice(at));
  return placed !== null && !HANDED_OR_WIDE.test(sentence.slice(at + placed[0].length)) && !HANDED_OR_WIDE.test(sentence.slice(0, at));
}

/** What "also" asks for, right after it: one more input given ("also provide phone_number"), group 1 its name. */
const ALSO_GIVEN = /^\s{1,3}(?:provide|pass|set|include|specify|supply|give|fill\s+in|add)\s+(?:the\s+|a\s+)?[`'"]?([A-Za-z_]\w{0,60}(?:\.\w{1,60}){0,3})/i;
/** How many places the condition's name is looked for elsewhere in the text. */
const MAX_LISTED = 20;

/**
 * Whether "When using X, also provide Y" is an input dependency of the tool's own call (sweep 22): Y is a
 * parameter of this tool, and X is no tool at all but a value the text lists among others ("Common values:
 * …, CALL_NOW, MESSAGE_PAGE"), a value of its own parameter. Shadowing names another tool as X; a widely
 * used tool's name, or X written nowhere else as a list's item, still steers.
 */
function inputDependency(text: string, index: number, phrase: string, vocabulary: Vocabulary | undefined): boolean {
  const condition = ADVICE.exec(phrase)?.[1].replace(/^[`'"]+|[`'"]+$/g, '');
  if (!vocabulary || !condition || !/\balso$/i.test(phrase) || reachesOtherServer(condition, vocabulary)) return false;
  const given = ALSO_GIVEN.exec(text.slice(index + phrase.length, index + phrase.length + 80))?.[1];
  if (given === undefined || given === vocabulary.name || !vocabulary.own.has(given)) return false;
  return listedElsewhere(text, condition, index);
}

/** Whether `name` is written outside the phrase at `phraseAt` as an item of a list: a comma or a slash beside it. */
function listedElsewhere(text: string, name: string, phraseAt: number): boolean {
  for (let at = text.indexOf(name), n = 0; at >= 0 && n < MAX_LISTED; at = text.indexOf(name, at + 1), n++) {
    if (at >= phraseAt && at < phraseAt + 60) continue;
    const before = text.slice(Math.max(0, at - 3), at);
    const after = text.slice(at + name.length, at + name.length + 3);
    if (/\w/.test(text[at - 1] ?? '') || /\w/.test(text[at + name.length] ?? '')) continue;
    if (/[,/|]\s*[`'"]?$/.test(before) || /^[`'"]?\s*[,/|]/.test(after)) return true;
  }
  return false;
}

/** A member path in PascalCase ending in "Env" ("Settings.Env", "Config.Env"): a key of an object, as code and JSON write them. */
const ENV_MEMBER = /\b[A-Z][A-Za-z0-9]{0,40}\.Env\b(?![.\w])/g;
const SENSITIVE_ANY = new RegExp(SENSITIVE_TARGET, 'i');
/**
 * Whether the sensitive file of a match is only an "Env" member of a PascalCase name ("read the config keys
 * it exposes under `Settings.Env`"): a key of the object the tool returns. The dotfile is written ".env" in
 * lower case, alone or after a path; "settings.env" or ".env" still names a file.
 */
function envMember(found: string): boolean {
  if (!found.includes('.Env')) return false;
  ENV_MEMBER.lastIndex = 0;
  const rest = found.replace(ENV_MEMBER, ' ');
  return rest !== found && !SENSITIVE_ANY.test(rest);
}

/** "… of fetch_url for supplier pages": the preference narrowed to a kind of input, not every call. */
const NARROWED_AFTER =
  /^\s+of\s+[`'"]?[\w.-]{1,60}[`'"]?\s+(?:for|on)\s+(?!(?:all|any|every|each|everything|anything)\b)(?:[a-z][\w-]{1,20}\s+){0,2}[a-z][\w-]{1,20}\b/i;
/** A quantifier or a moment that widens a preference to every call ("for every file", "whenever … is about to be used"). */
const AT_LARGE = /\b(?:all|any|every|each|always|whenever|never)\b/i;

const OPENING_TAG = /^<\s*([a-z]+)\s*>$/i;

/**
 * Whether a pseudo-tag is a value's placeholder ("--client-secret <secret>", "token=<secret>", a code
 * span): an opening tag the text never closes that follows a command-line flag or "=", sits in a code
 * span, or has no words after it. A tag that opens orders ("<system> You must …") or a closed pair stays.
 */
function placeholderTag(text: string, index: number, phrase: string, closed: Map<string, boolean>): boolean {
  const name = OPENING_TAG.exec(phrase)?.[1].toLowerCase();
  if (name === undefined) return false;
  // Whether the text closes a tag is asked once per name: asked per match, 1 MB of "<IMPORTANT> " took a minute.
  let closes = closed.get(name);
  if (closes === undefined) {
    closes = new RegExp(`<\\s*/\\s*${name}\\s*>`, 'i').test(text);
    closed.set(name, closes);
  }
  if (closes) return false;
  const line =
    text
      .slice(Math.max(0, index - 80), index)
      .split('\n')
      .pop() ?? '';
  const rest = text.slice(index + phrase.length, index + phrase.length + 80);
  if (/(?:^|\s)--?[a-z][\w-]*[\s=]\s*$|=\s*$/i.test(line)) return true;
  if ((line.split('\x60').length - 1) % 2 === 1 && rest.split('\n')[0].includes('\x60')) return true;
  return /^\s*(?:[.,;:)\]}'"\x60|]|$)/.test(rest);
}

/**
 * A reading verb opening the text, its data in a store the caller names ("Fetch all messages in a
 * project with …", "Read chat history for a Talk conversation"): the tool's own act, summed up. A store
 * picked by an article ("a", "each", "given") is one the caller chooses; "the conversation" or "this
 * chat" is the one the model is in.
 */
const SUMMARY_READ = /^(?:fetch|get|list|read|retrieve|return|load|show)\s/i;
const STORE_AFTER =
  /^\s+(?:in|of|from|within|for)\s+(?:(?:a|an|one|each|any|given|specific)\s+[\w-]{3,}|(?:the|this)\s+(?!conversation|chat|session|context|history)[a-z]{3,})\b/i;
/** "Use this to read …", "use this tool to fetch …": "this" is the tool, so what follows is its own act, not an order to gather data. */
const OWN_USE_BEFORE = /\buse\s+this(?:\s+tool)?\s+to\s+$/i;
const ownUse = (text: string, index: number, found: string): boolean =>
  SUMMARY_READ.test(found) && !/[~/.]|system\s+prompt/i.test(found) && OWN_USE_BEFORE.test(text.slice(Math.max(0, index - 24), index));
const ownSummary = (text: string, index: number, found: string, opening: number): boolean =>
  index <= opening &&
  SUMMARY_READ.test(found) &&
  !/[~/.]|system\s+prompt/i.test(found) &&
  STORE_AFTER.test(text.slice(index + found.length, index + found.length + 40));
/**
 * A Spanish, Portuguese or Italian verb opening the text in the third person ("Lee el archivo .env del
 * proyecto y …"): the form is the familiar imperative's too, and opening a description it says what the
 * tool does, as "Reads" would (concepts.ts ROMANCE_SUMMARY_VERBS).
 */
const romanceSummary = (text: string, index: number, opening: number): boolean =>
  index <= opening && ROMANCE_SUMMARY_VERBS.has((/^\p{L}+/u.exec(text.slice(index, index + 20))?.[0] ?? '').toLowerCase());
/**
 * "Fetch all messages" in a tool named to read them (get_chat_messages): the data the verb reads is what
 * the tool's name says it returns, so the phrase sums up the tool's own act. Only for a name that opens
 * with a reading verb, and never with a path or the system prompt in the phrase.
 */
const READING_NAME = /^(?:get|list|fetch|read|retrieve|search|load)(?:[_-]|[A-Z])/;
function ownRead(found: string, vocabulary: Vocabulary | undefined): boolean {
  const name = vocabulary?.name;
  if (name === undefined || !READING_NAME.test(name) || !SUMMARY_READ.test(found) || /[~/.]|system\s+prompt/i.test(found)) return false;
  const object = /([a-z]{4,}?)s?$/i.exec(found)?.[1].toLowerCase();
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/);
  return object !== undefined && words.some((word) => word.replace(/s$/, '') === object);
}
/**
 * An identifier given so the tool gets the data ("Provide a message GUID to get all messages in that
 * thread"): the verb sends the identifier, and the data comes back to the model; nothing of it goes out.
 */
const IDENTIFIER_GIVEN =
  /^\w+\s+(?:(?:a|an|the|its|their|each|one)\s+)?(?:[\w-]{1,20}\s+){0,2}?(?:ids?|guids?|uuids?|identifiers?)\s+to\s+(?:get|fetch|list|retrieve|read|see|load|view)\s/i;
/**
 * A conversation the caller picks, read ("To read a full conversation, call get_conversation with …", "Read
 * a specific message conversation thread with all messages"): one picked by an article is a record of the
 * server's store, read by its id, as STORE_AFTER says of stores; "the conversation" or "this chat" is the
 * one the model is in.
 */
const CHOSEN_CONVERSATION =
  /^(?:fetch|get|list|read|retrieve|return|load|show)\s+(?:a|an|one|each|any|given|specific)\s+(?:[\w-]{1,20}\s+){0,2}?(?:conversation|chat|thread)s?\b/i;
/** What the user wrote or holds, as PRIVATE_DATA names it: never a tool's own data. */
const THE_USERS = /\buser['’]s\b|\b(?:previous|prior|earlier|conversation|chat)\b/i;
/**
 * Messages counted by a placeholder ("Include N recent previous messages per room") in a parameter's
 * description: N is the parameter's value, so the phrase says how many messages of the store the tool
 * reads it brings back, not the user's conversation gathered. "all" or "the user's" stay an order.
 */
const COUNTED_MESSAGES = /(?<!\S)N\s{1,3}(?:(?:most\s{1,3})?recent\s{1,3})?(?:previous|prior|earlier)\s{1,3}messages$/;
/** The field the match is given to, named in backquotes right after it ("… in the `messages` array"). */
const GIVEN_FIELD_AFTER = /^\s{1,3}(?:in|into|as|via|through)\s{1,3}(?:the\s{1,3})?`([\w.-]{1,40})`/i;
/**
 * The conversation given to a parameter named for it ("provide a concise summary of the relevant
 * conversation history in the `messages` array"): a chat API's own input, as a chat tool's `messages` is
 * (./implied.ts reads the same). The user's own messages, the system prompt or a field of another name
 * ("… in `notes`") stay an order.
 */
const conversationToOwnField = (text: string, index: number, found: string): boolean =>
  /\b(?:conversation|chat|history|transcript|messages)\b/i.test(found) &&
  !/\buser['’]s\b|system\s+prompt/i.test(found) &&
  CONVERSATION_FIELD.test(GIVEN_FIELD_AFTER.exec(text.slice(index + found.length, index + found.length + 60))?.[1] ?? '');
const countedMessages = (text: string, index: number, found: string, vocabulary: Vocabulary | undefined): boolean =>
  COUNTED_MESSAGES.test(found) && !/\buser['’]s\b/i.test(found) && labelledAt(text, index, vocabulary)?.field !== undefined;
/**
 * "read" as a message's state ("mark as read up to …", "marked them as read", "Mark one forum topic read"): a
 * status set, the object's complement after "mark", not an order to read. A conjunction between ("mark the
 * task and read …") starts a second verb.
 */
const STATE_BEFORE = /\bmark(?:s|ed|ing)?\s+(?:(?!(?:and|or|then|also|but|to)\s)[\w-]{1,20}\s+){0,3}?(?:as\s+)?$/i;
const NEGATED_BEFORE = /\b(?:not|never|n['’]t|cannot)\s+$/i;
/** A verb after "is" or "are" ("credentials are read from …") says what the tool does: a description, not an order. */
const PASSIVE_BEFORE = /\b(?:is|are|was|were)\s+$/i;
/**
 * "access" as the noun the tool provides, offers or gives ("This tool provides access to the full conversation
 * history"): what its own call returns, described, not an order to access anything ("Provide access to …" and
 * "access the full chat" stay).
 */
const PROVIDED_BEFORE =
  /\b(?:provides|provided|providing|offers|offered|offering|gives|giving)\s{1,3}(?:(?:you|the\s{1,3}(?:model|agent|caller|user))\s{1,3})?(?:(?:full|direct|read(?:-only)?)\s{1,3})?$/i;
/** The server or tool as the subject of what it can do ("It can read .env files to report …"): a capability described, not an order. */
const CAPABLE_BEFORE = /(?:^|[.;!?]\s{1,3})(?:it|this\s+(?:server|tool)|the\s+(?:server|tool))\s+(?:can|may)\s+(?:also\s+)?$/i;
/** A tool named just before, in the same sentence, as what "it" is (not "this tool", the text's own). */
const TOOL_NAMED = /\b(?:a|the|that|each)\s+(?:[\w-]{1,20}\s+)?tool\b[^.;!?\n]{0,50}$/i;
/** A command-line flag earlier in the sentence. */
const FLAG_BEFORE = /(?:^|\s)--?[a-z][\w-]{1,30}\b[^.;!?\n]{0,50}$/i;
/** Keeping a thing secret right after a credential is named ("the webhook URL … keep it secret") is hygiene, not hiding from the user. */
const CREDENTIAL_NAMED = /\b(?:tokens?|keys?|passwords?|passphrases?|secrets?|credentials?|webhooks?|urls?)\b/i;

function matchPhrases(text: string, options: PhraseOptions): PhraseMatch[] {
  const matches: PhraseMatch[] = [];
  const forbids = FORBIDS.test(text);
  const closedTags = new Map<string, boolean>();
  let reported: [number, number][] | undefined;
  // Where the text's first word starts, found once: a match at or before it opens the text. Asked per
  // match (/^\s*$/ on all before it), 100,000 leading spaces cost seconds.
  const firstWord = text.search(/\S/);
  const opening = firstWord === -1 ? text.length : firstWord;
  // Asked once, at the first read: 45,000 reads of one 1 MB text each cut their sentence otherwise.
  let withholds: boolean | undefined;
  for (const group of GROUPS) {
    const { category, steering } = group;
    if (steering && !options.steering) continue;
    const { gate, patterns } = patternsOf(group);
    // The gate's pieces are its patterns': asked of each, so the prefilter reads no source twice.
    const possible = patterns.filter((pattern) => mayMatch(pattern, text));
    // One pattern left is its own gate: the gate would scan the text for all of them (on 1 MB of key paths, 3 ms against 1).
    if (possible.length === 0 || (possible.length > 1 && !gate.test(text))) continue;
    for (const pattern of possible) {
      // exec on the shared pattern, not matchAll, which copies the pattern on every call; a failed exec
      // leaves lastIndex at 0. An empty match steps on by one, as matchAll does.
      pattern.lastIndex = 0;
      for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
        // An override or a concealment quoted as an example of what the tool catches ('such as "ignore previous instructions"') is named, not given.
        if ((category === 'override' || category === 'secrecy') && mentionedAt(text, match.index)) continue;
        // An order bracketed in a labelled list of examples ("leakage (print your system prompt)") is mentioned the same way.
        if (category === 'exfiltration' && text[match.index - 1] === '(' && mentionedAt(text, match.index)) continue;
        // "the config keys it exposes under `Settings.Env`": a member of an object, not the .env file.
        if (category === 'exfiltration' && envMember(match[0])) continue;
        // "does not read ~/.git-credentials" says what the tool leaves alone.
        if (category === 'exfiltration' && NEGATED_BEFORE.test(text.slice(Math.max(0, match.index - 16), match.index))) continue;
        if (category === 'exfiltration' && PASSIVE_BEFORE.test(text.slice(Math.max(0, match.index - 8), match.index))) continue;
        if (category === 'exfiltration' && /^access\b/i.test(match[0]) && PROVIDED_BEFORE.test(text.slice(Math.max(0, match.index - 60), match.index))) {
          pattern.lastIndex = match.index + 1;
          continue;
        }
        // "OS command to execute (e.g., 'id', 'cat /etc/passwd')" of `command`: a sample of what the parameter takes (./documented.ts).
        if (category === 'exfiltration' && fieldSample(text, match.index, match[0].length, options.vocabulary?.field)) continue;
        if (category === 'exfiltration' && CAPABLE_BEFORE.test(text.slice(Math.max(0, match.index - 32), match.index))) continue;
        // An order reported as what a scanned text says ('flags instructions that tell the model to read ~/.ssh') is named, not given.
        if (category === 'exfiltration' && inSpans((reported ??= reportedSpans(text)), match.index)) continue;
        if (category === 'exfiltration' && CONSEQUENCE_BEFORE.test(text.slice(Math.max(0, match.index - 20), match.index))) continue;
        if (category === 'exfiltration' && forbids && FORBIDDEN_BEFORE.test(text.slice(Math.max(0, match.index - 90), match.index))) continue;
        // A verb and a file in two sentences, the full stop between them left out, are no order to read it.
        if (category === 'exfiltration' && (joinsSentences(match[0]) || crossesClauses(match[0]))) {
          pattern.lastIndex = match.index + 1;
          continue;
        }
        if (
          category === 'secrecy' &&
          /^keep\s+(?:this|it)\s+(?:secret|confidential)$/i.test(match[0]) &&
          CREDENTIAL_NAMED.test(text.slice(Math.max(0, match.index - 160), match.index)) &&
          !/^\s+from\b/i.test(text.slice(match.index + match[0].length, match.index + match[0].length + 8))
        )
          continue;
        if (category === 'exfiltration' && (ownSummary(text, match.index, match[0], opening) || ownUse(text, match.index, match[0]))) continue;
        if (category === 'exfiltration' && romanceSummary(text, match.index, opening)) continue;
        // A file read whose sentence says its secrets are not given back, or read by a named program, stays in the tool.
        if (
          category === 'exfiltration' &&
          (((withholds ??= mayWithhold(text)) && withheldRead(text, match.index, match[0])) || programReads(text, match.index, match[0]))
        )
          continue;
        // The server's own credential read from or put in .env, named by its variable (./own-config.ts): configuration.
        if (category === 'exfiltration' && ownConfiguration(text, match.index)) continue;
        // The tool's own messages read, a conversation the caller picks, or "read" as their state: the search goes on inside the match, where an order may start.
        if (
          category === 'exfiltration' &&
          (((ownRead(match[0], options.vocabulary) || IDENTIFIER_GIVEN.test(match[0])) && !THE_USERS.test(match[0])) ||
            (CHOSEN_CONVERSATION.test(match[0]) && !/\buser['’]s\b|system\s+prompt/i.test(match[0])) ||
            (/^read\b/i.test(match[0]) && STATE_BEFORE.test(text.slice(Math.max(0, match.index - 40), match.index))))
        ) {
          pattern.lastIndex = match.index + 1;
          continue;
        }
        if (category === 'exfiltration' && countedMessages(text, match.index, match[0], options.vocabulary)) continue;
        if (category === 'exfiltration' && conversationToOwnField(text, match.index, match[0])) continue;
        // A tool kept hidden ("disable a tool (acknowledge it but keep it hidden)") is withheld from a tool list, not kept from the user.
        // "Do not retry … without telling the user" demands telling (./withheld.ts).
        if (category === 'secrecy' && tellingDemanded(text, match.index, match[0])) continue;
        // "without telling the user to remove foods": the user not advised, nothing kept from them (./user-facing.ts).
        if (category === 'secrecy' && advisesUser(text, match[0], match.index + match[0].length)) continue;
        if (category === 'secrecy' && /^keep\s+it\s+hidden$/i.test(match[0]) && TOOL_NAMED.test(text.slice(Math.max(0, match.index - 60), match.index)))
          continue;
        // What a command-line flag overrides ("Pass --force to the CLI to override safety prompts") is that program's own prompts.
        if (category === 'override' && /prompts?$/i.test(match[0]) && FLAG_BEFORE.test(text.slice(Math.max(0, match.index - 60), match.index))) continue;
        // "systemPrompt: override the default system prompt": a parameter's entry, named for the prompt it sets in the request it sends.
        if (category === 'override' && /prompts?$/i.test(match[0]) && entryNamedFor(text.slice(Math.max(0, match.index - 60), match.index), match[0])) continue;
        // "Forward the email with its earlier messages" of a tool named forward_email says what it does.
        if (category === 'exfiltration' && namedFor(match[0], labelledAt(text, match.index, options.vocabulary))) continue;
        if (category === 'pseudo-tag' && placeholderTag(text, match.index, match[0], closedTags)) continue;
        if (
          category === 'steering' &&
          (orderingAdvice(match[0], options.vocabulary) ||
            honestPreference(text, match.index, match[0], options.vocabulary) ||
            selfPlacement(text, match.index, match[0]) ||
            inputDependency(text, match.index, match[0], options.vocabulary))
        )
          continue;
        // An order or preference among tools ("before any other tools", "use this first") with nothing moved, hidden or another server named is workflow.
        if (category === 'steering' && ORDERING.test(match[0]) && workflowAt(text, match.index, options.vocabulary)) continue;
        matches.push({ category, phrase: match[0], index: match.index });
        if (match[0] === '') pattern.lastIndex++;
      }
    }
  }
  return matches;
}
