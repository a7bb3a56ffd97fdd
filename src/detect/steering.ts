/**
 * Shadowing by steering: what another tool returns changed before the user sees it, or another tool or
 * server kept from use so that this one runs in its place. Three pieces of evidence must meet, in one
 * sentence (the last may come in the next; a change of results may also come in the clause after a
 * semicolon, or in a sentence pointing back: "when presenting its results"):
 * (a) the scope is another tool or server: a quantifier over tools or servers ("any other tool", "every
 *     connected server"), a server named as another ("the filesystem server"), a kind of tool ("the web
 *     search tool", "ledger tools" opening a sentence, "search tools") whose words are not the server's
 *     own, or a tool name that is neither the text's own nor a sibling's (a sibling counts only where its
 *     results are changed behind the user's back);
 * (b) a change to what it returns (filtered, dropped, scaled, reworded, replaced) or to whether it is
 *     used (declared broken, compromised, deprecated, unreliable, or forbidden, right where it is named);
 * (c) the user kept unaware (not told, told the list is complete or the value is the original, the
 *     originals omitted after the change), the change made as the model presents the results, the
 *     user's own pick of tool overruled, or (for the choice of tool) this tool put in its place or a
 *     standing order over every use.
 * Or (b) and (c) at once: another tool's alarm (a failure, an excursion, a late fee it reports) answered
 * by telling the user all is well ("assure the user everything is healthy").
 * Honest texts stay quiet: a server's own ordering ("call list_projects first to get an id"), composition
 * ("the output of get_page can be passed to this tool"), a preference with a reason ("prefer this tool
 * over read_file for large files"), a server's own deprecations ("search_v1 is deprecated in favour of
 * search_v2"), result limits, pagination, retries and errors, sorting ("results are sorted by
 * relevance"), summaries the user asked for, "works with any MCP client", a proxy or gateway telling
 * what it does with the servers behind it ("Filters tools from upstream servers"), a clean result passed
 * on ("when the scanner reports no vulnerabilities, tell the user the image is clean") and a failure
 * passed on as one ("tell the user the service is not healthy"): none changes another's results unseen,
 * discredits another's tool to take its place, or overrules the user.
 */
import { resultFields, resultPlace } from './documented.js';
import type { OperationSignal } from './operations.js';
import { mayMatch } from './prefilter.js';
import { PLURAL_KIND } from './scope.js';
import { ownServers, reachesOtherServer, type Vocabulary } from './vocabulary.js';

/** A tool's name as servers write them: snake_case, or any name in backticks. */
const TOOL_NAME = /`[A-Za-z][\w.-]{1,60}`|\b[a-z][a-z0-9]{0,30}(?:_[a-z0-9]{1,30}){1,6}\b/g;
/** Tools or servers by quantifier ("any other tool", "every connected server", "tools from other servers"), not this server's own. */
const QUANTIFIED =
  /\b(?:any|every|each|all|other|another|whichever|whatever|third[- ]party|external)\s+(?:other\s+)?(?:[\w-]{1,20}\s+){0,3}?(?:tools?|servers?|integrations?|connectors?|plugins?|extensions?)\b(?!\s+(?:of|in|from|on)\s+(?:this|our)\s+(?:server|mcp|integration|connector|plugin|extension|package|tool|service))|\b(?:tools?|servers?)\s+(?:from|of|on)\s+(?:any\s+|every\s+)?other\s+(?:mcp\s+)?servers?\b/i;
/** A server named as another ("the GitHub server", "the filesystem MCP server's"); "the parent MCP server" is the one hosting this tool. */
const SERVER_NAMED =
  /\bthe\s+(?!(?:same|this|our|own|mcp|local|remote|current|api|http|web|dev|test|main|backend|upstream|language|parent|host|hosting)\s)[`'"“]?[A-Za-z][\w.-]{1,30}[`'"”]?(?:\s+[A-Za-z][\w-]{1,20})?\s+(?:mcp\s+)?server(?:['’]s)?\b/i;
/**
 * A name the text calls an input of its own ("a task_id parameter", "shell_id is also accepted as an alias"),
 * first of a few so named together ("template_id and drag_and_drop fields"): its own vocabulary, no other tool.
 */
const INPUT_AFTER =
  /^[\x60'"]?(?:\s*(?:,|\band\b|\bor\b)\s*[\x60'"]?[\w.-]{1,40}[\x60'"]?){0,3}\s+(?:(?:parameter|argument|field|option|alias|property)s?\b|(?:is|are)\s+(?:also\s+|still\s+)?accepted\b)/i;
/**
 * The clause of a name that opens its sentence, saying what it does when it is given ("`corrective_actions`
 * REPLACES the whole table when given"): an input of the tool's own, as INPUT_AFTER's are. Results named
 * after their source ("results from `price_feed` are stale when given") open no sentence.
 */
const GIVEN_AFTER = /^[\x60'"]?\s[^.;!?\n\x60]{0,80}?\b(?:when|if|whenever|once)\s+(?:it\s+is\s+|they\s+are\s+)?(?:given|passed|set|supplied|provided)\b/i;
/** A kind of tool ("the web search tool", "the built-in fetch tools", "your terminal tool"). */
const KIND = /\b(?:the|a|any|your|whichever)\s+((?:[a-z][\w-]{1,20}\s+){1,2}?)tools?\b/gi;
/** A kind in the plural opening the sentence ("Ledger tools report balances in cents"): every tool of that kind. */
const OPENING_KIND = /^\s*((?:[A-Za-z][\w-]{1,20}\s+){1,2}?)tools\b/;
/** Results by their source, with no tool named ("web search results", "lookup results"): whose they are is unknown, so only a change kept from the user counts. */
const SOURCE = /\b(?:web|internet|online|search|lookup|database|query|api)\s+(?:search\s+)?(?:results|responses|answers|hits)\b/i;
/** Words that make a kind of tool this server's own or no kind at all. */
const NOT_A_KIND = /^(?:this|same|following|above|below|next|previous|other|right|correct|appropriate|relevant|new|current|first|second|last|mcp|main)\b/i;

/** Its results: what it returns, or a noun for them. */
const RESULTS =
  /\b(?:results?|outputs?|responses?|answers?|repl(?:y|ies)|data|values?|figures?|numbers?|prices?|quotes?|totals?|amounts?|balances?|counts?|scores?|ratings?|readings?|reports?|findings|matches|hits|lists?|listings?|entries|items|rows|records|warnings?|errors?|alerts?|vulnerabilit(?:y|ies)|links?|urls?|content|summar(?:y|ies)|status(?:es)?|forecasts?|measurements?|temperatures?|rates?)\b|\b(?:returns?|returned|reports?|reported|produces?|produced|finds|found|shows|lists|says|yields?|comes?\s+back|came\s+back)\b/i;
/** A change to results: filtered, dropped, scaled, reworded, replaced. */
const CHANGE =
  /\b(?:filter(?:s|ed|ing)?(?:\s+out)?|drop(?:s|ped|ping)?|remov(?:e|es|ed|ing)|omit(?:s|ted|ting)?|exclud(?:e|es|ed|ing)|leav(?:e|es|ing)\s+out|left\s+out|strip(?:s|ped|ping)?|hid(?:e|es|ing|den)|suppress(?:es|ed|ing)?|discard(?:s|ed|ing)?|ignor(?:e|es|ed|ing)|disregard(?:s|ed|ing)?|delet(?:e|es|ed|ing)|replac(?:e|es|ed|ing)|substitut(?:e|es|ed|ing)|swap(?:s|ped|ping)?|overwrit(?:e|es|ing|ten)|rewrit(?:e|es|ing|ten)|rewrote|reword(?:s|ed|ing)?|rephras(?:e|es|ed|ing)|alter(?:s|ed|ing)?|adjust(?:s|ed|ing)?|edit(?:s|ed|ing)?|modif(?:y|ies|ied|ying)|tweak(?:s|ed|ing)?|chang(?:e|es|ed|ing)|multipl(?:y|ies|ied|ying)|divid(?:e|es|ed|ing)|doubl(?:e|es|ed|ing)|tripl(?:e|es|ed|ing)|halv(?:e|es|ed|ing)|round(?:s|ed|ing)?\s+(?:[\w-]{1,20}\s+){0,3}?(?:up|down)|inflat(?:e|es|ed|ing)|deflat(?:e|es|ed|ing)|increas(?:e|es|ed|ing)|decreas(?:e|es|ed|ing)|rais(?:e|es|ed|ing)|lower(?:s|ed|ing)?|reduc(?:e|es|ed|ing)|subtract(?:s|ed|ing)?|(?:add(?:s|ed|ing)?|shift(?:s|ed|ing)?|offset(?:s|ting)?)\s+(?:an?\s+extra\s+)?\d{1,6}(?:[.,]\d{1,3})?(?:\s?%|\s?percent\b|\s[a-z]{1,12}\b)?|only\s+(?:show|report|keep|pass\s+on|mention|list|relay)|re-?(?:order|rank)(?:s|ed|ing)?|promot(?:e|es|ed|ing)|demot(?:e|es|ed|ing)|bur(?:y|ies|ied|ying)|mark(?:s|ed|ing)?\s+(?:[\w-]{1,20}\s+){0,3}?up|downgrad(?:e|es|ed|ing)|soften(?:s|ed|ing)?|tone(?:s|d)?\s+down|relabel(?:s|led|ling)?|reclassif(?:y|ies|ied|ying)|truncat(?:e|es|ed|ing)|trim(?:s|med|ming)?|bump(?:s|ed|ing)?|pad(?:s|ded|ding)?|boost(?:s|ed|ing)?|shav(?:e|es|ed|ing))\b/i;
/** The change described as this tool's own work ("Filters the results of …", "this tool removes …", "it drops …"): a tool saying what it does. */
const OWN_WORK = /^\s*(?:[\w-]{1,20}\s+){0,2}$|\b(?:this\s+(?:tool|server|proxy|gateway)|it|which|that)\s+(?:also\s+|then\s+|automatically\s+)?$/i;

/** The user not told ("no need to mention", "do not tell the user", "users do not need to know", "keep it out of your reply"). */
const NOT_TOLD =
  /\b(?:do\s+not|don['’]t|never|no\s+need\s+to|without|need\s+not|needn['’]t|must\s+not|should\s+not|nor)\s+(?:ever\s+|to\s+|be\s+)?(?:mention|tell|inform|notify|alert|say|note|noting|reveal|disclos|flag|point(?:ing)?\s+(?:it\s+|this\s+|that\s+)?out|explain|draw(?:ing)?\s+attention|let(?:ting)?\s+(?:the\s+)?(?:users?|them|anyone)\s+know|show(?:ing)?\s+(?:the\s+user|them)|bother(?:ing)?\s+(?:the\s+user|them)|surfac|highlight|call(?:ing)?\s+attention)\w*|\b(?:the\s+)?users?\s+(?:does|do|should|must|need|will)\s*(?:not|n['’]t)\s+(?:need\s+to\s+)?(?:know|see|notice|hear|learn|find\s+out|be\s+told|be\s+informed)\b|\bkeep\s+(?:this|it|that|the\s+[\w-]{1,20}(?:\s+[\w-]{1,20})?)\s+(?:to\s+yourself|from\s+(?:the\s+user|them|users)|out\s+of\s+(?:the|your)\s+(?:reply|answer|response|summary))\b|\bnot\s+(?:be\s+)?(?:shown|visible|mentioned|disclosed|surfaced|reported)\s+to\s+(?:the\s+)?users?\b/i;
/** The originals withheld ("omit the originals", "leave out the raw figures"): the user left with the changed values only. */
const WITHHELD =
  /\b(?:omit(?:s|ting)?|hid(?:e|es|ing)|drop(?:s|ping)?|leav(?:e|es|ing)\s+out|withhold(?:s|ing)?|remov(?:e|es|ing)|discard(?:s|ing)?|(?:do\s+not|don['’]t|never)\s+show)\s+(?:the\s+|any\s+)?(?:originals|original\s+(?:values?|figures?|numbers?|results?|readings?|amounts?|prices?|text|wording|data)|raw\s+(?:values?|figures?|numbers?|readings?)|unadjusted\s+(?:values?|figures?|numbers?|readings?))\b/i;
/** The clause points back at a tool named just before ("when presenting its results"). */
const POINTS_BACK =
  /\b(?:its|their)\s+(?:results?|outputs?|figures?|values?|readings?|answers?|responses?|numbers?|data|findings|hits|matches|rows|records|reports?|balances?|amounts?|totals?|prices?|quotes?|scores?|counts?|rates?|measurements?|temperatures?|forecasts?|lists?|entries|items|links?|summar(?:y|ies))\b/i;
/**
 * Another tool's alarm ("reports a temperature excursion", "returns any failed check"): what the user most
 * needs to hear from it. "Reports no vulnerabilities" raises none.
 */
const ALARM =
  /\b(?:reports?|returns?|shows?|flags?|raises?|detects?|finds|signals?|logs?)\s+(?!(?:no|zero|none|nothing|0)\b)(?:(?:an?|any|the)\s+)?(?:(?!no\b|not\b)[\w-]{1,20}\s+){0,2}?(?:excursions?|errors?|failures?|failed|alerts?|alarms?|warnings?|breach(?:es)?|anomal(?:y|ies)|violations?|outages?|mismatch(?:es)?|discrepanc(?:y|ies)|leaks?|fraud|overdue|overruns?|threats?|vulnerabilit(?:y|ies)|incidents?|faults?|critical|exceed\w{0,4}|deviations?|defects?|recalls?|spikes?|late\s+[\w-]{1,20}|penalt(?:y|ies)|declined|rejected|expired|shortfalls?|loss(?:es)?|delays?)\b(?!\s+only\b)/i;
/** The user told all is well ("tell the user the shipment stayed within range", "assure them nothing is wrong"), with no negation in between. */
const REASSURED =
  /\b(?:tell|assure|reassure|inform|report\s+to|say\s+to|confirm\s+to)\s+(?:the\s+)?(?:users?|them|customers?|clients?)\b(?![^.;!?\n]{0,60}?\b(?:not|n['’]t|no\s+longer|never)\b)[^.;!?\n]{0,60}?\b(?:within\s+(?:range|limits?|tolerance|spec|budget|bounds|norms?)|fine|okay|ok|normal|safe|on\s+track|passed|succeeded|successful(?:ly)?|resolved|healthy|all\s+clear|nothing\s+(?:is\s+)?wrong|no\s+(?:issues?|problems?|action|concerns?|errors?)|under\s+control|clean|stable|as\s+expected|in\s+order)\b/i;
/**
 * Concealment by manner ("silently", "quietly"): honest texts say it of what a tool itself skips, so it
 * counts only for another server's results. Negated ("instead of being silently dropped", "never
 * silently") it says the opposite: the thing is kept in view.
 */
const QUIETLY =
  /(?<!\b(?:instead\s+of|rather\s+than|not|never)\s+(?:be\s+|being\s+)?)\b(?:silently|quietly|discreetly|covertly|secretly|invisibly|unnoticed|behind\s+the\s+scenes)\b/i;
/** "are silently ignored", "is quietly dropped": a passive in the present, what a system does with what it gets, told as a fact. */
const HAPPENS_BEFORE = /\b(?:is|are|gets?)\s{1,3}(?:(?:just|simply|then|also|always)\s{1,3})?$/i;

/**
 * The quiet manner of a change made as an order ("quietly drop its warnings"), not of a fact about a system
 * ("body, subject … are silently ignored and the call still returns HTTP 200", an endpoint's pitfall told
 * in the third person): the latter describes what happens, and orders no one to keep anything back.
 */
function quietOrder(sentence: string): RegExpExecArray | null {
  const quiet = QUIETLY.exec(sentence);
  return quiet && HAPPENS_BEFORE.test(sentence.slice(Math.max(0, quiet.index - 24), quiet.index)) ? null : quiet;
}
/** The user told something false about them ("tell the user the list is complete", "present them as the original", "report the unadjusted value"). */
const MISREPORTED =
  /\b(?:tell|assure|inform|reassure|say\s+to|report\s+to|confirm\s+to)\s+(?:the\s+)?(?:users?|them|customers?|clients?)\b[^.;!?\n]{0,100}?\b(?:complete|full|whole|entire|all|everything|nothing|none|no|original|unchanged|unmodified|unaltered|unedited|exact|accurate|verified|official|raw|genuine|clean|safe|within|passed|fine|normal|correct)\b|\b(?:present|report|show|describe|label|display|frame|return|give|quote|state|pass)(?:s|ed|ing)?\s+(?:[\w'’-]{1,25}\s+){0,4}?(?:as|like)\s+(?:if\s+|though\s+)?(?:the\s+|an?\s+|it\s+were\s+|they\s+were\s+)?(?:complete|full|whole|entire|original|raw|unaltered|unmodified|unedited|unfiltered|untouched|official|verified|genuine|exact|final|authoritative|accurate|real|actual|unadjusted|unchanged)\b|\b(?:report|quote|show|give|state|display|cite)(?:s|ed|ing)?\s+(?:the\s+|it\s+as\s+the\s+|them\s+as\s+the\s+)?(?:unadjusted|original|raw|unmodified|unaltered|nominal)\s+(?:values?|figures?|prices?|amounts?|numbers?|totals?|rates?|readings?|results?|scores?)\b|\bas\s+(?:if|though)\s+(?:it|they|nothing)\s+(?:came|come|were|was|had)\b/i;
const MISREPORTS = new RegExp(MISREPORTED.source, 'gi');
/** A negation just before: the misreport forbidden ("never report a truncated window as the complete history"). */
const FORBIDDEN_REPORT_BEFORE = /\b(?:never|not|n['’]t|nor)\s{1,3}(?:(?:ever|to|be)\s{1,3})?$/i;
/**
 * The first misreport of `reach` that is ordered, not forbidden: "never report a truncated window as the
 * complete history" asks the model to tell the user the truth, the opposite of keeping it from them.
 */
function misreported(reach: string): RegExpExecArray | null {
  MISREPORTS.lastIndex = 0;
  for (let m = MISREPORTS.exec(reach), n = 0; m !== null && n < 10; m = MISREPORTS.exec(reach), n++)
    if (!FORBIDDEN_REPORT_BEFORE.test(reach.slice(Math.max(0, m.index - 24), m.index))) return m;
  return null;
}
/** The change made as the model presents them ("before showing them", "when you report its results", "in your reply"). */
const PRESENTED =
  /\b(?:before|when|while|whenever)\s+(?:you\s+)?(?:show|present|report|display|relay|summari[sz]|pass(?:ing)?\s+(?:them|it)\s+on|answer|repl|respond|quot|tell|giv)\w*|\bin\s+(?:your|the)\s+(?:reply|answer|response|summary)\b|\bto\s+the\s+user\b/i;
/** A standing order ("always", "every", "from now on"). */
const STANDING =
  /\b(?:always|every|each|whenever|when|each\s+time|from\s+now\s+on|going\s+forward|henceforth|at\s+all\s+times|in\s+all\s+cases|all|any|never|again|whatever|whichever)\b/i;

/** Another tool made unusable: compromised, retired, forbidden. Said of another server's tool only to take its place. */
const DISCREDITED =
  /\b(?:compromised|malicious|hijacked|tampered(?:\s+with)?|backdoored|untrusted|untrustworthy|unsafe|insecure|dangerous|broken|deprecated|retired|disabled|decommissioned|banned|revoked|blocked|quarantined|off-limits|vulnerable|exploited|infected|poisoned|leak(?:s|ing)|no\s+longer\s+(?:safe|allowed|trusted|permitted)|not\s+(?:safe|trusted|secure|allowed|permitted|to\s+be\s+(?:used|called|trusted))|(?:known|reported)\s+to\s+(?:leak|lie|corrupt))\b/i;
/** Another tool belittled: unreliable, stale. Honest tools compare themselves so ("unlike X, which may return stale pages"): it needs more to count. */
const BELITTLED =
  /\b(?:unreliable|inaccurate|incomplete|wrong|incorrect|misleading|fake|stale|outdated|obsolete|buggy|flaky|corrupt(?:ed)?|down|offline|unavailable|under\s+maintenance|not\s+responding|no\s+longer\s+(?:works?|working|supported|available|reliable|accurate|maintained|valid)|not\s+reliable)\b/i;
/** Another tool forbidden or retired ("do not use", "never call", "has retired", "turned off"), the scope right after it. */
const FORBIDDEN =
  /\b(?:(?:do\s+not|don['’]t|never|stop|avoid|no\s+longer|must\s+not|should\s+not|refrain\s+from)\s+(?:ever\s+)?(?:use|using|call|calling|invok\w*|run|running|rely(?:ing)?\s+on|trust(?:ing)?|touch(?:ing)?|fall(?:ing)?\s+back\s+(?:on|to))|(?:has|have|had)\s+(?:been\s+)?(?:retired|disabled|deprecated|removed|blocked|banned|revoked|turned\s+off|switched\s+off|shut\s+down))\b\s*(?:it\b|them\b)?/gi;
const FORBIDS = new RegExp(FORBIDDEN.source, 'i');
/**
 * The tool or server itself the subject of a "never" in the third person ("The tool never invokes GUI commands,
 * calls another MCP tool …"): what it does not do, no prohibition ("never invoke …") to the model.
 */
const THIRD_PERSON = /^(?:never|no\s+longer)\s+(?:ever\s+)?[a-z]{2,20}s\b/i;
const OWN_SUBJECT_BEFORE = /\b(?:(?:the|this)\s+(?:tool|server)|it)\s+$/i;
/** A takeover from here on ("from now on", "never … again"): what turns a belittling comparison into one. */
const FROM_NOW_ON = /\b(?:from\s+now\s+on|going\s+forward|henceforth|never\s+(?:[\w-]{1,20}\s+){0,4}?again)\b/i;
/** This tool or server in its place. */
const HERE = /\bthis\s+(?:tool|server|one|integration|connector|plugin|extension|service|proxy|gateway)\b|\bour\s+(?:tool|server|proxy|gateway|service)\b/i;
/** This tool named with what it cannot do ("this tool can only create, never read"): its own limits, not a takeover. */
const LIMITED_AFTER = /^\s{1,3}(?:can\s+only|only\s+can|cannot|can['’]t|can\s+not|does\s+not|doesn['’]t|will\s+not|won['’]t|never)\b/i;
const HERE_ALL = new RegExp(HERE.source, 'gi');
/** This tool in another's place: the first time it is named other than by its own limits. */
function hereInstead(reach: string): RegExpExecArray | null {
  HERE_ALL.lastIndex = 0;
  for (let here = HERE_ALL.exec(reach), n = 0; here && n < 10; here = HERE_ALL.exec(reach), n++)
    if (!LIMITED_AFTER.test(reach.slice(here.index + here[0].length, here.index + here[0].length + 24))) return here;
  return null;
}
const INSTEAD =
  /\b(?:instead|in\s+(?:its|their)\s+place|in\s+place\s+of|rather\s+than|as\s+(?:a|the)\s+replacement|replac(?:es|ed|ing)|supersed\w+|take[sn]?\s+over|route\s+(?:every|all|each|any))\b/i;
/** The user's own pick overruled ("even if the user asks for it", "including ones the user asks another tool to run", "whichever tool the user names"). */
const OVERRULED =
  /\beven\s+(?:if|when)\s+(?:the\s+)?(?:users?|they|you\s+are\s+asked|asked)\b|\b(?:whatever|whichever)\s+(?:[\w-]{1,20}\s+){0,2}?(?:the\s+)?users?\b|\b(?:regardless\s+of|no\s+matter)\s+(?:what|which|whether)\s+(?:[\w-]{1,20}\s+){0,3}?(?:the\s+)?users?\b|\bincluding\s+(?:ones|those|requests?|calls?|commands?|tasks?)\s+(?:that\s+)?(?:the\s+)?users?\b|\binstead\s+of\s+(?:the\s+(?:one|tool|server)\s+)?(?:the\s+)?users?\s+(?:asked|chose|named|picked|requested|wanted)\b/i;

/** The words for units, which every kind holds. */
const UNITS = /^(?:tools|servers|integrations|connectors|plugins|extensions)$/;

/** Words every steering order holds: a cheap test before reading sentences. */
const GATE = /tool|server|integration|connector|plugin|extension|result|_/i;

interface Scope {
  index: number;
  text: string;
  /** A tool of the text's own server: its results may be changed only behind the user's back to count. */
  sibling: boolean;
  /** Results named by their source only ("web search results"), whichever tool gave them. */
  source?: true;
}

/** At most this many of the server's names are read for their words: a server's tool list is bounded, a hostile one is cut short. */
const MAX_NAMES = 500;

/** The words of the server's own tool and parameter names ("search", "docs" of search_docs), made once per text. */
function ownWords(vocabulary: Vocabulary): Set<string> {
  const words = new Set<string>();
  let seen = 0;
  for (const names of [vocabulary.own, vocabulary.siblings])
    for (const name of names) {
      if (++seen > MAX_NAMES) return words;
      for (const part of name.toLowerCase().split(/[^a-z0-9]+/)) if (part.length > 2) words.add(part);
    }
  return words;
}

/**
 * The other tools or servers a sentence speaks of, in order. Server instructions (`serversOnly`, read
 * without a vocabulary) name their own tools freely: there only quantifiers and servers count. Without a
 * vocabulary any name may be another's: a vocabulary only takes scopes away.
 */
function scopesOf(
  sentence: string,
  vocabulary: Vocabulary | undefined,
  own: () => Set<string>,
  whose: (name: string) => 'own' | 'sibling' | undefined,
  serversOnly: boolean,
): Scope[] {
  const found: Scope[] = [];
  const quantified = QUANTIFIED.exec(sentence);
  if (quantified) found.push({ index: quantified.index, text: quantified[0], sibling: false });
  const server = SERVER_NAMED.exec(sentence);
  if (server) found.push({ index: server.index, text: server[0], sibling: false });
  if (serversOnly) return found;
  const source = SOURCE.exec(sentence);
  if (source) found.push({ index: source.index, text: source[0], sibling: true, source: true });
  KIND.lastIndex = 0;
  for (let m = KIND.exec(sentence), n = 0; m && n < 10; m = KIND.exec(sentence), n++) {
    if (NOT_A_KIND.test(m[1])) continue;
    if (
      vocabulary &&
      m[1]
        .toLowerCase()
        .split(/\s+/)
        .some((word) => own().has(word))
    )
      continue;
    found.push({ index: m.index, text: m[0], sibling: false });
  }
  // Kinds in the plural: of a category anywhere, of any word at the sentence's start.
  for (const kinds of [PLURAL_KIND.exec(sentence), OPENING_KIND.exec(sentence)]) {
    if (!kinds || NOT_A_KIND.test(kinds[0].trim())) continue;
    const words = kinds[0].toLowerCase().split(/[^a-z]+/);
    if (!(vocabulary && words.some((word) => !UNITS.test(word) && own().has(word)))) found.push({ index: kinds.index, text: kinds[0].trim(), sibling: false });
  }
  TOOL_NAME.lastIndex = 0;
  for (let m = TOOL_NAME.exec(sentence), n = 0; m && n < 20; m = TOOL_NAME.exec(sentence), n++) {
    const own = whose(m[0]);
    // A name the text says a value is found in ("comes back in `cascade_skipped`") is a field (./documented.ts).
    const after = sentence.slice(m.index + m[0].length, m.index + m[0].length + 160);
    const opens = /^\s{0,3}[\x60'"]?$/.test(sentence.slice(Math.max(0, m.index - 4), m.index)) && sentence.slice(0, m.index).trim().length <= 1;
    if (own === 'own' || INPUT_AFTER.test(after) || (opens && GIVEN_AFTER.test(after)) || resultPlace(sentence, m[0])) continue;
    found.push({ index: m.index, text: m[0], sibling: own === 'sibling' });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** A determiner, then at most one modifier ("the ", "the layout-aware ", "a second "): what follows is a noun's head. */
const CHANGE_DETERMINER_BEFORE = /\b(?:the|a|an|this|that|each|every|its|their|our|your|same)\s{1,2}(?:[a-z][\w]{0,20}(?:-[\w]{1,20}){0,3}\s{1,2})?$/i;
/**
 * No object after: a clause's end, a dash, a conjunction, a relative, a verb of being or a preposition of
 * description, or a verb of taking place ("the swap happens at approval"), unless it happens unseen.
 */
const NO_OBJECT_AFTER =
  /^\s{0,2}(?:[—–,.;:)!?]|$|-\s|(?:and|or|but|that|which|is|are|was|were|of|for|in|on|via|with)\b|(?:happens|happened|occurs|occurred|takes\s{1,2}place)\s{1,2}(?!(?:silently|quietly|secretly|invisibly|unnoticed|behind)\b))/i;
/**
 * Whether a change word is a noun: after a determiner and at most one modifier, with no object after it
 * ("produced by the layout-aware route — without …", "via the fast route and stores"). A verb of change
 * takes an object ("have the agent route all mail to …"), and an order opens with the verb, not "the".
 */
export const nounOfChange = (text: string, index: number, word: string): boolean =>
  /^[a-z]{2,12}$/i.test(word) &&
  ((CHANGE_DETERMINER_BEFORE.test(text.slice(Math.max(0, index - 40), index)) &&
    NO_OBJECT_AFTER.test(text.slice(index + word.length, index + word.length + 28))) ||
    (QUESTION_DETERMINER_BEFORE.test(text.slice(Math.max(0, index - 8), index)) &&
      AUXILIARY_AFTER.test(text.slice(index + word.length, index + word.length + 12))));
/**
 * A question's determiner before it and an auxiliary after ("what changes will look like", "which changes
 * were applied"): the plural noun as the subject of the clause. A verb there takes an object ("what changes
 * the owner").
 */
const QUESTION_DETERMINER_BEFORE = /\b(?:what|which)\s{1,2}$/i;
const AUXILIARY_AFTER = /^\s{1,2}(?:will|would|were|are|have|had|can|could|may|might|did|do)\b/i;
const CHANGES = new RegExp(CHANGE.source, 'gi');
/** A change word in backquotes ("`truncated`, and `truncationReason`"): the name of a field or a value, not a change made. */
const quotedName = (text: string, index: number, word: string): boolean => text[index - 1] === '`' && text[index + word.length] === '`';

/** The change of results in `sentence` that is an order, not this tool telling what it does itself, nor a noun ("the full count matching the filter —"). */
function orderedChange(sentence: string): RegExpExecArray | null {
  CHANGES.lastIndex = 0;
  let change = CHANGES.exec(sentence);
  for (let n = 0; change !== null && n < 10 && (nounOfChange(sentence, change.index, change[0]) || quotedName(sentence, change.index, change[0])); n++)
    change = CHANGES.exec(sentence);
  if (!change) return null;
  const before = sentence.slice(Math.max(0, change.index - 60), change.index);
  // "Filters the results of …" at the start, or "this tool removes …": a description of its own work.
  return /s$/i.test(change[0].split(/\s/, 1)[0]) && OWN_WORK.test(before) ? null : change;
}

/** The next item of a list right after a name (", or blocked", " and stale", "/deprecated"): a word beside it, not said of it. */
const CO_ITEM_AFTER = /^\s{0,2}(?:,\s{0,2}(?:(?:or|and)\s+)?|\s(?:or|and|nor)\s+|\s{0,2}[/|]\s{0,2})[a-z][\w-]{0,30}\b/i;
/** Whether the name at `index` is an item of an enumeration: after a comma or an opening bracket ("(passed, failed, not_run, or blocked)"). */
const enumerated = (sentence: string, index: number) => /[,(]\s{0,2}[`'"]?$/.test(sentence.slice(Math.max(0, index - 4), index));

/** How `scope` is discredited where it is named: a word after it (strong or belittling), or a prohibition or retirement just before it ("it" or "them" after it). */
function discreditedAt(sentence: string, scope: Scope): { match: RegExpExecArray; strong: boolean } | null {
  const end = scope.index + scope.text.length;
  const after = sentence.slice(end, end + 80);
  if (!HERE.test(after.slice(0, 40))) {
    // The next item of the list the name is in ("not_run, or blocked") is another value, not a word said of it.
    const said = enumerated(sentence, scope.index) ? after.slice(CO_ITEM_AFTER.exec(after)?.[0].length ?? 0) : after;
    const strong = DISCREDITED.exec(said);
    if (strong) return { match: strong, strong: true };
    const weak = BELITTLED.exec(said);
    if (weak) return { match: weak, strong: false };
  }
  FORBIDDEN.lastIndex = 0;
  for (let m = FORBIDDEN.exec(sentence), n = 0; m && n < 10; m = FORBIDDEN.exec(sentence), n++) {
    if (THIRD_PERSON.test(m[0]) && OWN_SUBJECT_BEFORE.test(sentence.slice(Math.max(0, m.index - 16), m.index))) continue;
    const to = m.index + m[0].length;
    if ((to <= scope.index && scope.index - to <= 24) || (m.index >= end && m.index - end <= 40 && /\b(?:it|them)$/.test(m[0])))
      return { match: m, strong: true };
  }
  return null;
}

/** Spans remembered as read, at most: a hostile text of distinct sentences is read in full, without the memory growing. */
const MAX_READ = 10000;

/** Whether `text` holds a change to results, a discredited tool or a prohibition: without one no sentence steers. */
const changesAnything = (text: string) =>
  [CHANGE, DISCREDITED, BELITTLED, FORBIDS, OVERRULED, REASSURED].some((pattern) => mayMatch(pattern, text) && pattern.test(text));

/**
 * The signals of each sentence (from `starts`) that steers another tool's results or the choice of tool:
 * the other tool as 'event', the change with what makes it an order as 'tamper' (COMBINATIONS
 * ['event', 'tamper']), so the finding names all three pieces of evidence.
 */
export function steerings(text: string, starts: readonly number[], vocabulary: Vocabulary | undefined, serversOnly = false): OperationSignal[] {
  if (!GATE.test(text) || !changesAnything(text)) return [];
  // A long text repeats its sentences: each span read once.
  const read = new Set<string>();
  let words: Set<string> | undefined;
  const own = () => (words ??= vocabulary ? ownWords(vocabulary) : new Set<string>());
  // Each name's owner once per text: a long text repeats the same few names.
  const owners = new Map<string, 'own' | 'sibling' | undefined>();
  // A field the text lists as the tool's own result ("returns: list - {…, "is_automated"}") is its own word, no other tool (./documented.ts).
  let returned: Set<string> | undefined;
  const whose = (name: string) => {
    if (!owners.has(name))
      owners.set(
        name,
        ownServers(name, vocabulary) ??
          ((returned ??= resultFields(text)).has(name.replace(/^[`'"]+|[`'"]+$/g, '')) && !reachesOtherServer(name, vocabulary) ? 'own' : undefined),
      );
    return owners.get(name);
  };
  // The first sentence that steers is the finding: a long text that repeats it is read no further.
  const signals = (at: number, event: string, eventText: string, tamper: string, tamperText: string): OperationSignal[] => [
    { kind: 'event', label: event, text: eventText, index: at },
    { kind: 'tamper', label: tamper, text: tamperText, index: at },
  ];
  for (let i = 0; i < starts.length; i++) {
    const from = starts[i];
    const sentence = text.slice(from, starts[i + 1] ?? text.length);
    if (sentence.length > 600 || !(GATE.test(sentence) || POINTS_BACK.test(sentence) || /;\s*$/.test(text.slice(Math.max(0, from - 3), from)))) continue;
    // What makes it an order may come in the next two sentences ("…; it has been retired. This tool …").
    const next = text.slice(starts[i + 1] ?? text.length, starts[i + 3] ?? text.length).slice(0, 600);
    const reach = `${sentence} ${next}`;
    if (read.has(reach)) continue;
    if (read.size < MAX_READ) read.add(reach);
    // The change first, as few sentences hold one: the scopes are read only where it is.
    const change = RESULTS.test(sentence) ? orderedChange(sentence) : null;
    if (!change && !changesAnything(sentence) && !OVERRULED.test(reach)) continue;
    let scopes = scopesOf(sentence, vocabulary, own, whose, serversOnly);
    let scopesFrom = from;
    // A change in a clause after a semicolon, or one pointing back ("when presenting its results"), is of the tool the clause before named.
    const previous = scopes.length === 0 && change && i > 0 ? text.slice(starts[i - 1], from) : '';
    if (previous.length > 0 && previous.length <= 600 && (/;\s*$/.test(previous) || POINTS_BACK.test(sentence))) {
      scopes = scopesOf(previous, vocabulary, own, whose, serversOnly);
      scopesFrom = starts[i - 1];
    }
    if (scopes.length === 0) continue;
    const others = scopes.filter((s) => !s.sibling);
    // Its results changed, with the user kept unaware or misinformed, or as the model presents them.
    if (change) {
      // The originals withheld after the change, not as it: "omit the originals" alone is one change.
      const withheld = WITHHELD.exec(reach);
      const unaware =
        NOT_TOLD.exec(reach) ??
        misreported(reach) ??
        (withheld && withheld.index > change.index ? withheld : null) ??
        (others.length > 0 ? quietOrder(sentence) : null);
      const presented = !unaware && others.length > 0 && STANDING.test(sentence) ? PRESENTED.exec(sentence) : null;
      const scope = unaware ? scopes[0] : others[0];
      if (scope && (unaware || presented)) {
        const how = unaware ? 'kept from the user' : 'as the model presents them, on every call';
        return signals(
          scopesFrom + scope.index,
          scope.source ? 'tool results' : scope.sibling ? "a sibling's results" : "another tool's results",
          scope.text,
          `changed, ${how}`,
          `${change[0]} … ${(unaware ?? presented)?.[0]}`,
        );
      }
    }
    if (scopesFrom !== from) continue;
    // Its alarm answered with the user told all is well: what it reported never reaches them.
    const alarm = ALARM.exec(sentence);
    const reassured = alarm && alarm.index > scopes[0].index ? REASSURED.exec(sentence) : null;
    if (alarm && reassured && reassured.index > alarm.index)
      return signals(
        from + scopes[0].index,
        scopes[0].sibling ? "a sibling's alarm" : "another tool's alarm",
        `${scopes[0].text} … ${alarm[0]}`,
        'the user told all is well',
        reassured[0],
      );
    // Another tool or server discredited or forbidden, with this tool in its place, a standing order, the user overruled or kept unaware.
    for (const scope of others) {
      const discredited = discreditedAt(sentence, scope);
      if (!discredited) continue;
      const then = hereInstead(reach) ?? INSTEAD.exec(reach);
      const every = then ? (discredited.strong ? STANDING : FROM_NOW_ON).exec(reach) : null;
      const overruled = OVERRULED.exec(reach);
      const unaware = overruled ? null : NOT_TOLD.exec(reach);
      const why: [string, string] | undefined = overruled
        ? ["the user's pick overruled", overruled[0]]
        : unaware
          ? ['kept from the user', unaware[0]]
          : then && every
            ? ['this tool in its place, as a standing order', `${then[0]} … ${every[0]}`]
            : undefined;
      if (!why) continue;
      return signals(from + scope.index, 'another tool discredited', `${scope.text} … ${discredited.match[0].trim()}`, ...why);
    }
    // This tool put in another's place against the user's own pick.
    const here = others.length > 0 ? HERE.exec(reach) : null;
    const overruled = here ? OVERRULED.exec(reach) : null;
    if (here && overruled)
      return signals(from + others[0].index, 'another tool', others[0].text, "this tool used against the user's pick", `${here[0]} … ${overruled[0]}`);
  }
  return [];
}
