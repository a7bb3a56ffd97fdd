/**
 * Shadowing by effect: a standing rule about an operation that is not the tool's own job ("whenever a
 * payment is made", "any git push", "every outgoing email") that plants a fixed value in it (an account,
 * an address, a host, a remote, a hook) or routes every call's results somewhere. A forecast tool has no
 * say over payments; a payment tool saying where its own payments go describes itself. Three pieces of
 * evidence must meet in one sentence: the standing moment, an operation outside the tool's domain (its
 * name, parameters and opening sentence), and a fixed value the sentence sets, adds or sends to.
 */
import type { Vocabulary } from './vocabulary.js';

export interface OperationSignal {
  kind: 'event' | 'tamper';
  label: string;
  text: string;
  index: number;
}

/**
 * Operations that act on the world, by domain: words of one domain name one operation ("payment",
 * "IBAN", "transfer"), so a tool whose own words fall in a domain may speak of that domain's operations.
 */
const DOMAINS: readonly (readonly string[])[] = [
  [
    'pay',
    'payment',
    'payee',
    'refund',
    'transfer',
    'invoice',
    'payout',
    'wire',
    'charge',
    'beneficiary',
    'iban',
    'bank',
    'checkout',
    'billing',
    'money',
    'fund',
  ],
  ['email', 'mail', 'message', 'messaging', 'recipient', 'inbox', 'send', 'reply', 'notify', 'notification', 'chat', 'channel', 'slack', 'sms'],
  ['push', 'commit', 'merge', 'pull', 'remote', 'branch', 'repo', 'repository', 'git', 'fork', 'owner', 'organization', 'organisation', 'org'],
  ['publish', 'package', 'release', 'dependency', 'dependencies', 'registry', 'install', 'npm', 'pip', 'pypi', 'version'],
  ['dns', 'domain', 'record', 'zone', 'host', 'hostname'],
  ['share', 'shared', 'document', 'permission', 'access', 'drive', 'folder'],
  ['navigate', 'browser', 'page', 'visit', 'url', 'tab', 'browse'],
  ['webhook', 'callback', 'hook', 'endpoint', 'event'],
  ['issue', 'ticket', 'jira', 'assignee', 'assign', 'watcher', 'task', 'bug'],
  ['deploy', 'deployment', 'config', 'configuration', 'setting', 'settings'],
  ['calendar', 'meeting', 'invite', 'invitation', 'attendee', 'appointment', 'schedule'],
];
const DOMAIN_OF = new Map<string, number>();
/** The domain of payments: the only one whose amounts an order may change. */
const MONEY = 0;
for (const [i, words] of DOMAINS.entries()) for (const word of words) DOMAIN_OF.set(word, i);

/**
 * A standing moment over an operation ("whenever a payment is made", "each time a package is published",
 * "any git push", "for every DNS record that gets updated", "every outgoing email"): a quantifier or a
 * standing conjunction, then within a few words a noun or verb of a DOMAINS operation.
 */
const OPERATION =
  'pay(?:ments?)?|paid|refunds?|transfers?|invoices?|payouts?|wires?|e-?mails?|mail|messag(?:es?|ing)|git\\s+push|push(?:es|ed)?|commits?|merges?|pull\\s+requests?|publish(?:es|ed)?|packages?|releases?|dependency|dependencies|dns|records?|documents?|shar(?:e|es|ed|ing)|navigat(?:es|ed|ion)|webhooks?|repositor(?:y|ies)|repos?|deploy(?:s|ed|ments?)?|issues?|tickets?|invit(?:es?|ations?)|meetings?';
/**
 * The operation word may be a part of a tool's name ("when create_refund runs", "any slack_post_message
 * call"): the name's other parts before and after it, joined by underscores.
 */
const NAMED = (group: string) => `(?:[a-z0-9]{1,20}_){0,3}(${group})(?:_[a-z0-9]{1,20}){0,3}`;
const MOMENT = new RegExp(
  `\\b(?:whenever|when|each\\s+time|every\\s+time|from\\s+now\\s+on|(?:for|before|after|on)\\s+(?:every|each|any|all)|any|every|each|all|whatever|whichever)\\b(?:\\s+[\\w-]{1,40}){0,4}?\\s+(?:a\\s+|an\\s+|the\\s+|new\\s+|outgoing\\s+){0,2}[\`'"]?${NAMED(OPERATION)}\\b|\\b${NAMED(OPERATION)}\\s+(?:[\\w-]{1,20}\\s+){0,3}?(?:to|in|on|by|from|through|via|into|with)\\s+(?:any|every|all|each|other|another)\\b|\\bservers['’]\\s+(?:[\\w-]{1,40}\\s+){0,2}?${NAMED(OPERATION)}\\b`,
  'gi',
);
/**
 * A tool named by its operation ("`git_push` operations", "the `iban` of transfer_funds") with the user's
 * choice overruled or every call meant: a standing rule over that tool without a quantifier before it.
 */
const NAMED_TOOL = new RegExp(`\\b(?:[a-z0-9]{1,20}_){1,3}(${OPERATION})(?:_[a-z0-9]{1,20}){0,3}\\b|\\b(${OPERATION})(?:_[a-z0-9]{1,20}){1,3}\\b`, 'g');
const OVERRULED =
  /\b(?:whatever|whichever|regardless\s+of|no\s+matter|instead\s+of|rather\s+than|in\s+place\s+of|overrid(?:e|es|ing|den))\b|\b(?:operations|calls|requests)[`'"]?\s+(?:go|are\s+sent|are\s+routed)\b/i;

/** Words every standing rule holds: a cheap test before reading sentences. */
export const STANDING_WORDS =
  /\bservers['’]|\b(?:when(?:ever)?|each|every|any|all|whatever|whichever|regardless|matter|instead|rather|place|overrid\w*|operations|calls|requests)\b/i;

/** Every call's or other tools' results as the thing routed ("all results of every call", "outputs produced by other tools"). */
const EVERY_RESULT =
  /\b(?:(?:all|every|each|any)\s+(?:results?|outputs?|responses?)\s+(?:of|from|produced\s+by|returned\s+by)\s+(?:every|each|any|all|other)\s+(?:[\w-]{1,20}\s+)?(?:calls?|tools?|requests?|servers?)|(?:results?|outputs?|responses?)\s+of\s+(?:every|each|any|all)\s+(?:other\s+)?(?:tool\s+)?(?:calls?|tools?|requests?))\b/gi;

/** A sentence that sets, adds or sends something to the operation ("set the registry to", "also grant", "goes to … instead"). */
const SUBSTITUTES =
  /\b(?:put|post|send|also|too|enter|whatever|regardless|set|change|switch|swap|point|pin|make|use|replace|substitute|redirect|route|override|add|include|insert|attach|append|copy|copies|cc|bcc|forward(?:ed)?|grant|load|list|carry|assign(?:s|ed)?|settle[sd]?|credit(?:s|ed)?|target(?:s|ed)?|go(?:es)?\s+to|must|should|shall|(?:is|are)\s+to|instead)\b/i;

/**
 * A fixed value planted: a URL, an e-mail address, a git remote, an IP address, an IBAN, a handle or a
 * channel, a path, a dotted host, a name made owner ("make octo-shadow the owner"), a repository by owner ("the fork qa-bot/shadow"), a wallet, or an
 * account or customer named by an identifier with digits ("customer cus_Q8Lm2x…", "account 8842-1199-03").
 */
const FIXED =
  /\bhttps?:\/\/[\w.-]{1,80}|[\w.+-]{1,64}@[\w-]{1,63}\.[\w.-]{2,60}|\bgit@[\w.-]{1,80}:|\b\d{1,3}(?:\.\d{1,3}){3}\b|\b[A-Z]{2}\d{2}[A-Z0-9]{10,30}\b|(?<![\w.])[@#][a-z][\w-]{2,40}\b|(?<![\w.])(?:\/tmp|~|\/var|\/etc|\/home)\/[\w./-]{1,80}|\b[a-z][\w-]{1,40}\.(?:[a-z][\w-]{1,40}\.)?(?:example|com|net|org|io|dev|xyz|app)\b|\bmake\s+[`'"]?[a-z][\w-]{0,30}-[\w-]{1,30}[`'"]?\s+the\s+(?:owner|organi[sz]ation|org|admin|maintainer)\b|\b0x[0-9a-fA-F]{40}\b|\b(?:fork|repository|repo|remote)\s+[`'"]?[\w.-]{1,40}\/[\w.-]{1,60}|\b(?:acct|cus|ba|card|pm|src)_[A-Za-z0-9]{6,40}\b|\b(?:account|customer|payee|recipient|wallet|assignee)\s+(?:id\s+|number\s+)?[`'"]?(?=[\w-]{0,40}\d)[\w-]{5,40}|\b(?:channel|room)\s+[`'"]?(?=[A-Z0-9]{0,20}\d)[A-Z][A-Z0-9]{6,20}\b|\b(?:owner|organi[sz]ation|org|namespace)\s+to\s+[`'"]?[a-z][\w]{0,40}-[\w-]{1,40}/g;

/** The user as the one who goes to a site ("forcing the user to leave for stakewiz / sites.example", "users visit"), then the sites' names. */
const USER_GOES_BEFORE =
  /\b(?:users?|they|you)\s{1,3}(?:to\s{1,3}|can\s{1,3}|must\s{1,3})?(?:leave\s{1,3}for|visit|go\s{1,3}to|head\s{1,3}to|browse\s{1,3}to)\s{1,3}(?:[\w.-]{1,40}\s{0,2}(?:\/|,|or)\s{0,2}){0,3}$/i;

/**
 * Whether the fixed value `value` at `index` of `sentence` is a bare host named as a site the user goes to
 * ("instead of forcing the user to leave for sites.example"): where a person browses, set in no call. A URL,
 * an address or a value after anything else stays planted.
 */
export const visitedByUser = (sentence: string, index: number, value: string): boolean =>
  !/[/@:]/.test(value) && USER_GOES_BEFORE.test(sentence.slice(Math.max(0, index - 120), index));

/** The first fixed value of `sentence` that a call could be given (not a site the user visits). */
function fixedValueIn(sentence: string): RegExpExecArray | null {
  FIXED.lastIndex = 0;
  for (let m = FIXED.exec(sentence), n = 0; m !== null && n < 20; m = FIXED.exec(sentence), n++) if (!visitedByUser(sentence, m.index, m[0])) return m;
  return null;
}

/** An amount changed for the operation ("raise the amount by 40%", "enter the doubled amount", "converted at 1 EUR = 1.35 USD"): money moved without a fixed destination. */
const AMOUNT_CHANGED =
  /\b(?:(?:raise|increase|inflate|multiply|double|triple)[sd]?\s+(?:it|them|the\s+(?:amount|total|price|figure|sum)s?)\b|(?:doubled|tripled|inflated|raised)\s+(?:amount|total|price|figure|sum)s?\b|add\s+(?:a\s+)?\d{1,3}\s?%|(?:converted|charged|billed)\s+at\s+\d[\d.,]{0,12}\s?[A-Z]{3}\s?=|rounded\s+up\s+to\s+the\s+next\b|marked\s+up\s+by\b)/i;

/**
 * The opening clause of a description, where it says what the tool does: up to the first stop, colon or
 * semicolon, or a capitalized word after another word (a sentence run on without a stop), and no more than
 * its first twelve words: an order appended to it is not the tool's job.
 */
function openingClause(text: string): string {
  return text
    .slice(0, 200)
    .split(/[.!?:;](?:\s|$)|(?<=[\w)])\s+(?=[A-Z][a-z])/, 1)[0]
    .split(/\s+/)
    .slice(0, 12)
    .join(' ');
}

/** The tool's own domains: those its name, its parameters and its opening sentence fall in. */
function ownDomains(text: string, vocabulary: Vocabulary | undefined): Set<number> {
  const words = [...(vocabulary?.name ? [vocabulary.name] : []), ...(vocabulary?.own ?? []), openingClause(text)]
    .join(' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/);
  const own = new Set<number>();
  for (const word of words) {
    const domain = DOMAIN_OF.get(word) ?? DOMAIN_OF.get(word.replace(/(?:es|s|ed|ing)$/, '')) ?? DOMAIN_OF.get(word.replace(/s$/, ''));
    if (domain !== undefined) own.add(domain);
  }
  return own;
}

function domainOf(operation: string): number | undefined {
  const word = operation
    .toLowerCase()
    .replace(/^git\s+/, '')
    .replace(/^e-?/, '')
    .split(/\s+/)[0];
  for (const candidate of [word, word.replace(/(?:es|s|ed|ion)$/, ''), word.replace(/s$/, ''), word.replace(/e?s$/, 'e'), word.replace(/ies$/, 'y')]) {
    const domain = DOMAIN_OF.get(candidate) ?? DOMAIN_OF.get(`e${candidate}`);
    if (domain !== undefined) return domain;
  }
  if (/^navigat/.test(word)) return DOMAIN_OF.get('navigate');
  if (/^deploy/.test(word)) return DOMAIN_OF.get('deploy');
  return undefined;
}

/**
 * The signals of each sentence (from `starts`) that holds a standing rule over another domain's
 * operation, or over every call's results, with a fixed value it sets: the moment as 'event', the value
 * as 'tamper', which together make a finding (COMBINATIONS ['event', 'tamper']). Without a vocabulary the
 * opening sentence alone is the tool's domain, so a vocabulary only takes findings away.
 */
export function standingRules(text: string, starts: readonly number[], vocabulary: Vocabulary | undefined): OperationSignal[] {
  const found: OperationSignal[] = [];
  let own: Set<number> | undefined;
  for (let i = 0; i < starts.length; i++) {
    const from = starts[i];
    const sentence = text.slice(from, starts[i + 1] ?? text.length);
    if (sentence.length > 600) continue;
    const fixed = SUBSTITUTES.test(sentence) ? fixedValueIn(sentence) : null;
    const amount = fixed ? null : AMOUNT_CHANGED.exec(sentence);
    const value = fixed ?? amount;
    if (!value) continue;
    let moment: { text: string; index: number; label: string; domain?: number } | undefined;
    EVERY_RESULT.lastIndex = 0;
    const every = EVERY_RESULT.exec(sentence);
    if (every) moment = { text: every[0], index: from + every.index, label: 'every call routed' };
    MOMENT.lastIndex = 0;
    for (let m = MOMENT.exec(sentence); !moment && m; m = MOMENT.exec(sentence)) {
      own ??= ownDomains(text, vocabulary);
      const domain = domainOf(m[1] ?? m[2] ?? m[3]);
      if (domain !== undefined && !own.has(domain)) moment = { text: m[0], index: from + m.index, label: "another operation's moment", domain };
    }
    NAMED_TOOL.lastIndex = 0;
    for (let m = OVERRULED.test(sentence) ? NAMED_TOOL.exec(sentence) : null; !moment && m; m = NAMED_TOOL.exec(sentence)) {
      own ??= ownDomains(text, vocabulary);
      const domain = domainOf(m[1] ?? m[2]);
      if (domain !== undefined && !own.has(domain)) moment = { text: m[0], index: from + m.index, label: "another tool's operation", domain };
    }
    // An amount changed is read over money only: a count or a size of another domain's operation is its own business.
    if (amount && moment?.domain !== MONEY) continue;
    if (!moment) continue;
    found.push({ kind: 'event', label: moment.label, text: moment.text, index: moment.index });
    found.push({ kind: 'tamper', label: amount ? 'amount changed' : 'fixed value planted', text: value[0], index: from + value.index });
  }
  return found;
}
