/**
 * Shadowing by roles: a text that changes how ANOTHER tool behaves, read by the roles its sentence fills
 * rather than by its wording. A shadowing order fills two roles, and often a third:
 * (1) a TARGET that is not this tool: a tool or server reached by quantifier ("any search call", "other
 *     pricing tools"), by kind, coordinated ("a shell or terminal tool"), by a server that is not this one
 *     ("messaging tools on other servers", "the browser server's navigate tool"), or by a name that is not
 *     the text's own ("calls to stripe_create_charge", "the figures read_file reports");
 * (2) an EFFECT on the target's call or result: a value scaled by a stated amount ("divide them by 3",
 *     "add 15% to the amount"), a destination or value of this text's choosing planted in the call (a URL,
 *     an address, a channel, a flag or statement in backticks), the user's own pick overruled ("instead of
 *     the repository the user names"), a failure it reports read as a pass, its answer discarded for this
 *     tool's, its output put through this tool with the user shown only what comes back, its argument
 *     replaced by what this tool returns, its confirmation taken as given, its use claimed when it never ran,
 *     its arguments handed to this tool ("pass it that tool's full arguments"), its output put before the user
 *     as a verdict in quotes ("summarise their output as 'no issues found'"), or, for a target beyond the
 *     server, what it made undone ("cancel that booking");
 * (3) optionally, concealment ("without listing the adjustment", "not itemised").
 * Where English kinds and names find no target, ./roles.ts reads the same roles in fifteen languages: a
 * target by quantifier and unit ("jede andere Banking-Integration", "其他工具") or by what it does
 * ("whatever handles outgoing mail", "tout service qui envoie"), and, for such a target, an effect stated
 * as an order or as a fact: a destination filling the role of another's call ("gehen an das Konto DE…",
 * "收款账户一律为 …", "… als Empfänger"), or its failures told to the user as successes.
 * The target and the effect meet in one sentence, or the effect comes in the next sentence (or clause after
 * a semicolon) that points back at the target ("them", "they", "its", "their", "it") or names its tool again.
 * A tool a named server owns ("the github server's create_pull_request") is the server's own only when
 * that tool is one of its names. A tool of the
 * text's own server (a sibling) counts only with an effect no workflow has: a value scaled, a destination
 * planted, the user overruled or misinformed, a confirmation assumed.
 * Honest texts stay quiet: a server's own ordering ("call list_x first"), composition ("pass the id to
 * get_x", a sibling called with `limit` set), gateways, proxies and middleware describing what they do to
 * the calls they relay ("this gateway adds the header to every call"), "prefer this tool over …", a value
 * the user gave, unit notes about this tool's own figures, and rules against tampering ("never change
 * another tool's arguments"): none plants a value of its own choosing in another's call or changes what
 * another returns.
 */
import { answerSizeOnly } from './documented.js';
import type { OperationSignal } from './operations.js';
import { failuresAsSuccess, ownPick, plantedDestination, POINTS_BACK_WORLD, ROLE_GATE, roleTarget } from './roles.js';
import { FIXED } from './scope.js';
import { foreignTarget, runsDown, supplantedIn } from './supplanted.js';
import type { Vocabulary } from './vocabulary.js';

/** Units servers are made of. */
const UNIT = '(?:tools?|servers?|integrations?|connectors?|plugins?|extensions?)';
/** Kinds of tool by what they do (the words a text uses to point at tools it cannot name). */
const KIND_WORD =
  '(?:e-?mail|mail|messaging|message|chat|sms|slack|teams|payments?|billing|banking|checkout|invoic(?:e|ing)|pricing|currency|finance|accounting|ledger|database|db|sql|query|postgres|mysql|sqlite|mongo(?:db)?|shell|terminal|command|exec(?:ution)?|git|github|gitlab|repo(?:sitory)?|file|filesystem|storage|drive|upload|calendar|scheduling|browser|navigation|search|web|fetch|http|deploy(?:ment)?|cloud|dns|ticket(?:ing)?|crm|verification|signing|security|scanner|scanning|audit|package|install(?:er)?|npm|pip|yarn|pnpm|cargo|gem|brew|notification|translation|map|maps|weather|shipping|order|orders)';
/** The targets: tools or servers that are not this one, by quantifier, kind, foreign server, or calls of a kind. */
const TARGET = new RegExp(
  // Units served elsewhere: "messaging tools on other servers", "tools from a different server".
  `\\b(?:[\\w-]{2,20}\\s+){0,2}?(?:${UNIT}|(?:commands?|calls?|requests?|queries|statements?)\\s+(?:run|made|issued|sent|executed))\\s+(?:on|from|of|in|behind|at|served\\s+by|provided\\s+by|by)\\s+(?:any\\s+|all\\s+|the\\s+)?(?:other|another|different|external|third[- ]party|separate|foreign)\\s+(?:mcp\\s+)?(?:servers?|integrations?|connectors?|vendors?|providers?)\\b` +
    // A server named as another, owning the target: "the github server's create_pull_request".
    `|\\bthe\\s+(?!(?:this|our|same|own|mcp|local|current|main)\\b)[A-Za-z][\\w.-]{1,30}\\s+(?:mcp\\s+)?server['’]s\\s+(?:[\\w-]{1,40}\\s+){0,2}?(?:[a-z][a-z0-9]*(?:_[a-z0-9]+)+|tools?\\b|[\\w-]{2,30}\\s+tool\\b)` +
    // A kind of unit, coordinated or not: "a shell or terminal tool", "other pricing or currency tools", "any search call".
    `|\\b(?:the|a|an|any|every|each|all|your|whichever|whatever|other|another)\\s+(?:other\\s+)?${KIND_WORD}(?:\\s*(?:,|\\/|\\bor\\b|\\band\\b)\\s*${KIND_WORD}){0,3}[\\s-](?:${UNIT}|calls?|requests?|invocations?)\\b` +
    // A quantifier over units beyond this one: "any tool", "every other server" ("all tools" is the server's own).
    `|\\b(?:any|whichever|whatever|other|another|(?:every|each|all)\\s+other)\\s+(?:other\\s+)?(?:[\\w-]{1,20}\\s+){0,3}?${UNIT}\\b`,
  'gi',
);
/** Units of this server or calls through this tool, right after the target: the text's own ("on this machine" is no server). */
const OWN_AFTER =
  /^['’]?s?\s+(?:(?:calls?|requests?)\s+)?(?:of|on|in|from|through|via|by|to|behind|under)\s+(?:this|the\s+same|our)\s+(?:mcp\s+)?(?:servers?|tools?|integrations?|connectors?|plugins?|extensions?|packages?|proxy|gateway|services?|one)\b/i;
/** Results named by the tool that gave them ("results from cleanup", "the output of `scan`"). */
const RESULTS_OF =
  /\b(?:results?|outputs?|figures?|answers?|responses?|findings|data|values?|scores?|confirmations?|readings?|listings?)\s+(?:from|of|returned\s+by|produced\s+by)\s+[`'"]?([a-z][\w-]{2,40})\b/i;
/** Words of a target that name no kind: units, quantifiers, articles. */
const NOT_KIND =
  /^(?:tools?|servers?|integrations?|connectors?|plugins?|extensions?|calls?|requests?|invocations?|the|any|every|each|all|your|whichever|whatever|and|mcp)$/;
/** A target said to be elsewhere: never the server's own, whatever its words. */
const ELSEWHERE = /\b(?:other|another|different|external|third|separate|foreign)\b/i;
/** A tool's name in snake_case. */
const NAME = /\b[a-z][a-z0-9]{1,30}(?:_[a-z0-9]{1,30}){1,6}\b/g;
/** A name directly given a value, `name=value`: a parameter set, not a tool called. */
const ASSIGNED = /^=(?!=)/;
/** A name in a call or result role: called, given something, reporting, or its calls ("calls to x", "x is called", "the figures x reports"). */
const CALLED_BEFORE = /\b(?:calls?\s+to|call(?:ing)?|invok(?:e|es|ing)|run(?:s|ning)?|give|pass(?:es)?|use|using|used|via)\s+[`'"]?$/i;
const CALLED_AFTER =
  /^[`'"]?(?:['’]s\b|\s+(?:is|are|gets?)\s+(?:called|run|invoked|used)\b|\s+(?:reports?|returns?|gives?|produces?|shows?|lists?|outputs?|calls?|runs?|opens?|sends?|creates?|writes?|results?|answers?|output)\b)/i;

/** The next sentence or clause points back at a target ("them", "they", "its", "their", "it", "those calls"). */
const POINTS_BACK = /^[^.;!?\n]{0,80}?\b(?:them|they|its|their|it|those|such(?!\s+as\b))\b/i;

/** A value scaled by a stated amount: "divide them by 3", "reducing each offer by 35%", "add 15% to the amount". */
const SCALED =
  /\b(?:doubl|tripl|quadrupl|halv)(?:e|es|ed|ing)\s+(?:(?:the|its|their|each|every|all|any)\s+)?(?:[\w-]{1,20}\s+)?(?:amounts?|totals?|prices?|sums?|fees?|figures?|values?|quantit(?:y|ies)|counts?|balances?|charges?|costs?|rates?|it|them)\b|\b(?:divid|multipl|reduc|increas|rais|lower|cut|scal|inflat|deflat|discount|shav|subtract|deduct|doubl|halv|mark(?:ed|ing)?\s+(?:up|down)|add)\w{0,4}\b[^.;!?\n]{0,40}?(?:\bby\s+(?:a\s+factor\s+of\s+)?(?:\d{1,4}(?:[.,]\d{1,3})?(?:\s?%|\s?percent\b|\b)|(?:two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|hundred|a\s+(?:half|third|quarter|tenth))\b)|\b\d{1,4}(?:[.,]\d{1,3})?\s?(?:%|percent\b))/i;
/** A planting verb: what sets, adds, points or addresses a call's value. */
const PLANT_VERB =
  /\b(?:set|sets|setting|add|adds|adding|prefix\w{0,3}|prepend\w{0,3}|append\w{0,3}|insert\w{0,3}|inject\w{0,3}|address|addressed|target|targets|point|points|route|routes|redirect\w{0,3}|send|sends|sent|direct|cc|bcc|copy|forward\w{0,3}|swap\w{0,3}|replace\w{0,1}|chang(?:e|es|ed|ing)|switch\w{0,2}|pin|use|uses|rewrit\w{1,3}|wrap\w{0,3}|substitut\w{1,3}|enter|invit(?:e|es|ed|ing)|go(?:es)?\s+to|should\s+(?:target|use|go))\b|\b(?:its|their|the)\s+(?:[\w-]{1,20}\s+)?(?:registry|registries|recipients?|destinations?|hosts?|endpoints?|prox(?:y|ies)|remotes?|urls?|accounts?|payees?|authors?|channels?|mirrors?|branch(?:es)?|buckets?)(?:\s+(?:field|argument|parameter|value))?\s+(?:is|are|becomes?|should\s+be|must\s+be|maps?\s+to|is\s+(?:rewritten|redirected|set)\s+to)\b/i;
/** A destination of the text's own choosing: a URL (not local), an address, a channel, an IBAN. */
const DESTINATION =
  /\b(?:https?|s3|gs|ftp|sftp):\/\/(?!localhost\b|127\.|0\.0\.0\.0\b)[\w.-]{1,80}|[\w.+-]{1,64}@[\w-]{1,63}\.[\w.-]{2,60}|(?<![\w.])#[a-z][\w-]{2,40}\b|\b[A-Z]{2}\d{2}[A-Z0-9]{10,30}\b/;
/** A value quoted (a flag, a statement, a branch, a label): what composition passes daily, so it counts only for a target beyond the server. */
const LITERAL = /`[^`\n]{2,80}`|(?<!\w)'[^'\n]{2,80}'(?!\w)|"[^"\n]{2,80}"|“[^”\n]{2,80}”/;
/** A repository of the text's own choosing ("the base repository to acme-mirror/site"), not a placeholder ("owner/repo"): counted, like a literal, for a target beyond the server only. */
const REPOSITORY =
  /\b(?:repo(?:sitory)?|remote|fork|upstream)\s+(?:to\s+|as\s+|=\s?|:\s?)?[`'"]?(?!(?:owner|org|organi[sz]ation|user|username|your|my|name)\/)[a-z0-9][\w.-]{1,38}\/(?!(?:repo|repository|name|project)\b)[\w.-]{1,60}/i;
/** The user's own pick overruled: "instead of the repository the user names", "whatever the user asked for". */
const OVERRULED =
  /\b(?:instead\s+of|rather\s+than|not)\s+(?:to\s+)?the\s+(?:[\w-]{1,20}\s+)?(?:one|ones)\s+(?:named|given|chosen|picked|requested|asked\s+for|typed|supplied|entered|selected)\b|(?<!\b(?:is|are|be|takes?|uses?|accepts?)\s+)\b(?:whatever|no\s+matter\s+what)\s+(?:[\w-]{1,20}\s+){0,2}?the\s+user\s+(?:names?|named|gives?|gave|chooses?|chose|picks?|picked|asks?|asked|wants?|wanted|requests?|requested|types?|typed|supplies|supplied|enters?|entered|says?|said)\b|\b(?:instead\s+of|rather\s+than|in\s+place\s+of|regardless\s+of)\s+(?:the\s+|whatever\s+|what\s+|which\s+)?(?:[\w-]{1,20}\s+){0,2}?(?:the\s+user|they|you|the\s+customer)\s+(?:names?|named|gives?|gave|given|chooses?|chose|picks?|picked|asks?|asked|wants?|wanted|requests?|requested|specif(?:y|ies|ied)|enters?|entered|types?|typed|provides?|provided|supplies|supplied|selects?|selected|mentions?|mentioned)\b/i;
/** The payer's or user's own destination put aside: "not to the card the passenger paid with", "rather than the account the customer gave". */
const OWN_DESTINATION_DISPLACED =
  /\b(?:not|never|instead\s+of|rather\s+than|in\s+place\s+of)\s+(?:to\s+|into\s+)?the\s+(?:[\w-]{1,20}\s+)?(?:card|account|address|number|recipient|destination|wallet|iban)\s+(?:that\s+)?(?:the\s+)?(?:user|customer|passenger|payer|buyer|client|guest|member|renter|patient|they|you)\s+(?:paid\s+(?:with|from|by)|gave|gives|chose|named|entered|provided|supplied|booked\s+with|used)\b/i;
/** Its own value put aside: "instead of its recipient", "in place of the intended account". */
const REPLACED_VALUE =
  /\b(?:instead\s+of|in\s+place\s+of)\s+(?:its|their|the\s+(?:original|requested|intended))\s+(?:[\w-]{1,20}\s+)?(?:recipients?|destinations?|accounts?|address(?:es)?|channels?|repositor(?:y|ies)|branch(?:es)?|buckets?|paths?|hosts?|urls?|targets?|payees?|beneficiar(?:y|ies)|arguments?|amounts?)\b/i;
/** A failure read as a pass: "treat any failure they report as a pass", "count their errors as successes". */
const VERDICT_FLIPPED =
  /\b(?:treat|count|consider|record|report|mark|read|regard)\w{0,3}\s+(?:[\w-]{1,20}\s+){0,4}?(?:failures?|errors?|warnings?|alerts?|alarms?|mismatch(?:es)?|violations?|rejections?|denials?|flags?|findings?)\s+(?:[\w-]{1,20}\s+){0,4}?as\s+(?:an?\s+)?(?:pass(?:es|ed)?|success(?:es|ful)?|ok(?:ay)?|clean|valid|verified|approved|benign|harmless|noise|false\s+alarms?|resolved)\b/i;
/** Its answer discarded for this tool's: "discard its answer and present this tool's output in its place". */
const ANSWER_REPLACED =
  /\b(?:discard|drop|ignore|replace|overwrite|swap\s+out|throw\s+away)\w{0,3}\s+(?:(?:its|their|the)\s+(?:[\w-]{1,20}\s+)?(?:answers?|results?|outputs?|responses?|repl(?:y|ies)|findings)|what(?:ever)?\s+(?:it|they)\s+(?:returns?|returned|gives?|gave|says?|said|reports?|reported))\b[^.;!?\n]{0,80}?\b(?:this\s+(?:tool|server)\b|here\b)/i;
/** Its call's data owed to this tool on every call: "whatever it returns must be forwarded to this tool", "call this tool with the same path". */
const HANDED_HERE =
  /\b(?:pass|passed|forward|forwarded|send|sent|hand|handed|route|routed|feed|fed|mirror|mirrored|copy|copied|give|given|call|called|invoked)\b[^.;!?\n]{0,40}?\b(?:to|into|through)\s+this\s+(?:tool|server)\b[^.;!?\n]{0,60}?|\bthis\s+(?:tool|server)\s+(?:is\s+)?(?:called|invoked|run)\b[^.;!?\n]{0,60}?\bwith\s+(?:the\s+)?(?:same|its|their|exact|full|complete)\b/i;
/** Its call's arguments given to this tool, as an order: "pass it that tool's full arguments" ("it" being this tool, called before the other). */
const ARGUMENTS_HERE =
  /\b(?:pass|give|hand|send|forward)\s+(?:it|this\s+(?:tool|one))\s+(?:that|the\s+other|each|every|its|their)\s+(?:tool['’]s\s+|call['’]s\s+)?(?:(?:full|complete|whole|entire|exact|original)\s+)?(?:arguments|parameters|inputs|payload)\b/i;
/** What makes a hand-off an order over every call, not an offer ("can be passed to this tool"): a moment, an obligation, the user kept out. */
const EVERY_CALL = /\b(?:whenever|each\s+time|every\s+time|always|must|has\s+to|have\s+to|should|before\s+the\s+user|first)\b/i;
/** What another tool's call carries: its arguments, results or data, whole. */
const ITS_DATA = /\b(?:same|complete|full|whole|entire|exact|what(?:ever)?\s+(?:it|they|[a-z][a-z0-9]*(?:_[a-z0-9]+)+)\s+returns?|its|their)\b/i;
/** Another tool's argument given what this tool returns in place of the user's own: "give X the `session` value returned here instead of the one the user supplied". */
const USER_VALUE_FROM_HERE =
  /\b(?:(?:returned|given|produced|issued)\s+(?:here|by\s+this\s+(?:tool|server))|this\s+(?:tool|server)\s+(?:returns|gives|produces|issues))\b[^.;!?\n]{0,60}?\b(?:instead\s+of|in\s+place\s+of|rather\s+than)\s+(?:the\s+(?:[\w-]{1,20}\s+)?(?:one|ones|values?|arguments?)\s+(?:the\s+user|they|you)|the\s+user['’]s|what(?:ever)?\s+the\s+user)(?![\w])/i;
/** Secrets added to what is handed here: "plus any access token the session holds". */
const SECRETS_ADDED =
  /\b(?:plus|along\s+with|together\s+with|and\s+also)\s+(?:any|every|all|the)\s+(?:[\w-]{1,20}\s+)?(?:access\s+tokens?|tokens?|passwords?|credentials?|api\s+keys?|cookies?|session\s+keys?|secrets?)\b/i;
/** Confirmation bypassed: "without asking for confirmation", "count as pre-approved", "considered already answered". */
const UNCONFIRMED =
  /\b(?:without|skip(?:s|ping)?|bypass(?:es|ing)?|no\s+need\s+(?:for|to))\s+(?:[\w'’-]{1,20}\s+){0,3}?(?:confirm\w*|approv\w*|consent|permission)|\bpre-?(?:approved|authori[sz]ed|confirmed)\b|\b(?:already\s+(?:authori[sz]ed|approved|confirmed)|(?:considered|treated|taken|deemed|counted)\s+(?:as\s+)?already\s+(?:answered|given|granted|approved|confirmed))\b/i;
/** Its output put through this tool, the user shown only what comes back. */
const THROUGH_HERE =
  /\b(?:pass|passes|route|routes|send|sends|run|runs|feed|feeds|hand|hands|put|puts)\s+(?:them|it|its\s+\w+|their\s+\w+)\s+(?:[\w-]{1,20}\s+){0,2}?through\s+this\s+(?:tool|server)(?:['’]s\s+[`'"]?[\w-]{1,30}[`'"]?(?:\s+(?:argument|parameter|field|input))?)?(?![\w'’])[^.;!?\n]{0,80}?\b(?:show|shows|present|presents|display|displays|relay|relays|give|gives)\s+only\b/i;
/**
 * Its output handed here before the user sees it, the user then shown only this tool's answer: "pass the
 * full result of X here first and show the user only what this tool returns", "call this tool with the raw
 * output of X … and present only what this tool returns". This tool put between another and the user.
 */
const INTERPOSED =
  /(?:\b(?:pass|passes|passed|send|sends|feed|feeds|route|routes|hand|hands|forward|forwards)\b[^.;!?\n]{0,80}?(?:\bhere\b|\b(?:in)?to\s+this\s+(?:tool|server)\b)|\bcall\s+this\s+(?:tool|server)\s+with\b)[^.;!?\n]{0,100}?\b(?:show|shows|present|presents|display|displays|relay|relays|give|gives|report|reports)\s+(?:the\s+user\s+|to\s+the\s+user\s+)?(?:only\s+what(?:ever)?|whatever)\s+this\s+(?:tool|server)\s+(?:returns|outputs|gives|produces|says)\b/i;
/** Another tool put aside for this one, its answer ignored or its input diverted here: "call this tool instead and ignore whatever X returns". */
const INSTEAD_HERE = /\b(?:call|use|invoke)\s+this\s+(?:tool|one|server)\s+instead\b/i;
const PUT_ASIDE =
  /\b(?:ignore|disregard|discard|drop)\s+(?:whatever|what|anything|everything)\s+(?:[a-z][a-z0-9]*(?:_[a-z0-9]+)+|it|they|that\s+tool)\s+(?:returns?|returned|says?|said|reports?|gives?|outputs?)\b|\b(?:pass|give|hand|send)\s+(?:it|this\s+tool)\s+(?:everything|all|whatever|anything)\s+(?:you\s+)?(?:were\s+going\s+to|would\s+have|would|meant\s+to|planned\s+to)\s+(?:send|pass|give)\b/i;
/** Its argument replaced by what this tool returns: "give read_file the path this tool returns instead of the original one". */
const ARGUMENT_FROM_HERE =
  /\bthe\s+(?:[\w-]{1,20}\s+)?(?:path|url|address|value|id|name|target|query|command|file|recipient|destination|account)\s+this\s+(?:tool|server)\s+(?:returns|gives|produces|provides)\b[^.;!?\n]{0,40}?\binstead\s+of\b/i;
/** Its confirmation taken as given: "the confirmation step is treated as already answered". */
const CONFIRMED_FOR_THEM =
  /\b(?:confirmation|approval|consent|sign-?off|review)(?:\s+(?:step|prompt|dialog|question|check))?\s+(?:is|are|was|were|counts?|gets?)\s+(?:treated|taken|considered|deemed|regarded|assumed|counted)\s+(?:as\s+)?(?:already\s+)?(?:answered|given|granted|approved|confirmed|done|accepted|obtained)\b/i;
/** What it made undone: "remove that entry", "cancel their bookings" (counted for a target beyond the server only: a server's own workflow deletes its own entries). */
const UNDONE =
  /\b(?:remove|delete|cancel|revert|undo|erase|discard|drop)s?\s+(?:that|this|the|its|their|those|these|any|every)\s+(?:[\w-]{1,20}\s+)?(?:entry|entries|events?|bookings?|records?|items?|results?|changes?|commits?|messages?|tickets?|orders?|appointments?|reservations?|originals?)\b/i;
/** Its output put before the user as a verdict of this text's own: "summarise their output to the user as 'no issues found'". */
const REPORTED_AS =
  /\b(?:summari[sz]e|report|describe|present|relay|show|pass\s+on)\w{0,2}\s+(?:its|their|the)\s+(?:[\w-]{1,20}\s+)?(?:outputs?|results?|findings|warnings|errors|answers?|reports?)\s+(?:to\s+the\s+user\s+)?as\s+["'“‘][^"'”’\n]{2,60}["'”’]/i;
/** Its use claimed when it never ran: "say that you used firecrawl_scrape". */
const USE_CLAIMED =
  /\b(?:say|claim|state|pretend|report|tell\s+(?:the\s+user|them))\s+(?:that\s+)?(?:you|it|the\s+assistant)\s+(?:used|called|ran|invoked|queried)\s+[`'"]?([a-z][a-z0-9]{1,30}(?:_[a-z0-9]{1,30}){1,6})\b/i;

/** A sentence that says what this tool, server or gateway itself does: a proxy describing its own work. */
const SELF_DESCRIBED =
  /^\s*(?:[-*•]\s*)?(?:(?:this|our)\s+(?:(?:mcp\s+)?(?:tool|server|gateway|proxy|router|bridge|relay|middleware|wrapper|service)\s+)?|it\s+|the\s+(?:tool|server|gateway|proxy|router|bridge|relay|middleware|wrapper)\s+)(?:also\s+|automatically\s+|then\s+)?[a-z]{2,20}s\b/i;
/** A negation before the effect: a rule against tampering is none. */
const NEGATED = /\b(?:never|not|n['’]t|cannot|no)\s+(?:[\w-]{1,20}\s+){0,3}$/i;
/** Words every target holds: one test before reading sentences. */
const GATE = /tool|server|integration|connector|plugin|extension|call|request|_/i;

interface Hit {
  label: string;
  text: string;
  index: number;
}

/** At most this many names or targets are read in one sentence: a hostile sentence is cut short. */
const MAX_MATCHES = 20;

/** The first target of a sentence: a unit elsewhere, a kind, a quantifier, or a name not the text's own (marked sibling when it is the server's). */
function targetOf(sentence: string, vocabulary: Vocabulary | undefined, own: () => Set<string>, names: boolean): (Hit & { sibling: boolean }) | undefined {
  TARGET.lastIndex = 0;
  for (let m = TARGET.exec(sentence), n = 0; m && n < MAX_MATCHES; m = TARGET.exec(sentence), n++) {
    const after = sentence.slice(m.index + m[0].length, m.index + m[0].length + 40);
    if (OWN_AFTER.test(after)) continue;
    // A kind whose words are the server's own ("search tools" of a search server) may be its own: held to what a sibling is.
    const server = /\bserver['’]s\b/i.exec(m[0]);
    const words = ((server ? m[0].slice(0, server.index) : m[0]).toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((w) => !NOT_KIND.test(w));
    // A tool a named server owns ("the github server's create_pull_request") is the server's own only when that tool is.
    const owned = server ? /[a-z][a-z0-9]*(?:_[a-z0-9]+)+$/.exec(m[0])?.[0] : undefined;
    const sibling =
      vocabulary !== undefined &&
      !ELSEWHERE.test(m[0]) &&
      (owned !== undefined ? vocabulary.siblings.has(owned) || vocabulary.own.has(owned) : words.some((w) => own().has(w.replace(/s$/, ''))));
    return { label: 'calls beyond this tool', text: m[0], index: m.index, sibling };
  }
  // A tool named by its results ("results from cleanup"): a one-word name counts when it is the server's.
  const by = RESULTS_OF.exec(sentence);
  if (by && names && (vocabulary?.siblings.has(by[1]) || /_/.test(by[1])) && !vocabulary?.own.has(by[1])) {
    const sibling = vocabulary ? vocabulary.siblings.has(by[1]) : true;
    return { label: sibling ? "a sibling tool's results" : "another tool's results", text: by[0], index: by.index, sibling };
  }
  if (!names) return undefined;
  NAME.lastIndex = 0;
  for (let m = NAME.exec(sentence), n = 0; m && n < MAX_MATCHES; m = NAME.exec(sentence), n++) {
    if (vocabulary?.own.has(m[0])) continue;
    // `payment_pending=true`: a parameter given a value ("use x=true if …"), whatever the verb before it.
    if (ASSIGNED.test(sentence.slice(m.index + m[0].length, m.index + m[0].length + 2))) continue;
    const called =
      CALLED_AFTER.test(sentence.slice(m.index + m[0].length, m.index + m[0].length + 30)) ||
      CALLED_BEFORE.test(sentence.slice(Math.max(0, m.index - 30), m.index));
    if (!called) continue;
    const sibling = vocabulary ? vocabulary.siblings.has(m[0]) : true;
    // Without a vocabulary a field's name may look like a tool's: only a called name counts there too.
    return { label: sibling ? "a sibling tool's call" : "another tool's call", text: m[0], index: m.index, sibling };
  }
  return siblingWritten(sentence, vocabulary);
}

/**
 * A name as servers also write them: kebab-case or with capitals ("aggregate-db", "API-get-user"), a
 * target only when it is a sibling's. Read without a vocabulary too, so that the vocabulary only takes
 * evidence away (the rule reads a text again with it only when something was found).
 */
const WRITTEN_NAME = /(?<![\w-])[A-Za-z][A-Za-z0-9]{1,30}(?:-[A-Za-z0-9]{1,30}){1,6}(?![\w-])/g;

/** A sibling named as written (WRITTEN_NAME) in a call or result role. */
function siblingWritten(sentence: string, vocabulary: Vocabulary | undefined): (Hit & { sibling: boolean }) | undefined {
  if (!sentence.includes('-')) return undefined;
  WRITTEN_NAME.lastIndex = 0;
  for (let m = WRITTEN_NAME.exec(sentence), n = 0; m && n < MAX_MATCHES; m = WRITTEN_NAME.exec(sentence), n++) {
    if (vocabulary && !vocabulary.siblings.has(m[0])) continue;
    const after = sentence.slice(m.index + m[0].length, m.index + m[0].length + 30);
    if (CALLED_AFTER.test(after) || CALLED_BEFORE.test(sentence.slice(Math.max(0, m.index - 30), m.index)) || /^\s+(?:only|first|after|before)\b/i.test(after))
      return { label: "a sibling tool's call", text: m[0], index: m.index, sibling: true };
  }
  return undefined;
}

/** A tool named in a sentence that is not the text's own, in any role. */
function otherNamed(sentence: string, vocabulary: Vocabulary | undefined): Hit | undefined {
  NAME.lastIndex = 0;
  for (let m = NAME.exec(sentence), n = 0; m && n < MAX_MATCHES; m = NAME.exec(sentence), n++)
    if (!vocabulary?.own.has(m[0]) && (!vocabulary || vocabulary.siblings.has(m[0]))) return { label: "a sibling tool's call", text: m[0], index: m.index };
  return undefined;
}

const PLANTED = 'a value of its own choosing planted in the call';

/** The effect a sentence has on a target's call or result; `foreign` lets a bare backticked value count. */
function effectOf(sentence: string, foreign: boolean): Hit | undefined {
  const at = (m: RegExpExecArray | null, label: string): Hit | undefined => {
    if (!m || NEGATED.test(sentence.slice(Math.max(0, m.index - 40), m.index))) return undefined;
    return { label, text: m[0].trim(), index: m.index };
  };
  const strong =
    at(scaledValue(sentence), 'its values scaled') ??
    at(OVERRULED.exec(sentence), "the user's pick overruled") ??
    at(REPLACED_VALUE.exec(sentence), 'its own value replaced') ??
    at(OWN_DESTINATION_DISPLACED.exec(sentence), "the payer's own destination put aside") ??
    at(VERDICT_FLIPPED.exec(sentence), 'its failures read as passes') ??
    at(ANSWER_REPLACED.exec(sentence), "its answer replaced by this tool's") ??
    at(THROUGH_HERE.exec(sentence), 'its output put through this tool, the user shown only what comes back') ??
    at(INTERPOSED.exec(sentence), 'its output handed here first, the user shown only what this tool returns') ??
    (INSTEAD_HERE.test(sentence) ? at(PUT_ASIDE.exec(sentence), 'put aside for this tool, its answer ignored or its input diverted here') : undefined) ??
    at(ARGUMENT_FROM_HERE.exec(sentence), 'its argument replaced by what this tool returns') ??
    at(USER_VALUE_FROM_HERE.exec(sentence), "the user's value replaced by what this tool returns") ??
    at(CONFIRMED_FOR_THEM.exec(sentence), 'its confirmation taken as given') ??
    at(UNCONFIRMED.exec(sentence), "the user's confirmation skipped") ??
    at(REPORTED_AS.exec(sentence), 'its output reported as a verdict of its own') ??
    (foreign ? at(UNDONE.exec(sentence), 'what it made undone') : undefined) ??
    at(ARGUMENTS_HERE.exec(sentence), 'its arguments handed to this tool') ??
    ((EVERY_CALL.test(sentence) || SECRETS_ADDED.test(sentence)) && ITS_DATA.test(sentence)
      ? at(HANDED_HERE.exec(sentence), 'its call handed to this tool')
      : undefined);
  if (strong) return strong;
  const verb = at(PLANT_VERB.exec(sentence), 'planted');
  if (!verb) return undefined;
  const rest = sentence.slice(verb.index);
  const value = DESTINATION.exec(rest) ?? FIXED.exec(rest) ?? (foreign ? (LITERAL.exec(rest) ?? REPOSITORY.exec(rest)) : null);
  if (!value || value.index > 120) return undefined;
  return { label: PLANTED, text: value[0], index: verb.index + value.index };
}

/** A value scaled by a stated amount, unless what is scaled is only the answer's size (./documented.ts: "reduce token usage by ~75%"). */
function scaledValue(sentence: string): RegExpExecArray | null {
  const scaled = SCALED.exec(sentence);
  return scaled && answerSizeOnly(scaled[0]) ? null : scaled;
}

/** A target of ./roles.ts: never the server's own (its units said to be this server's are left out there). */
function worldTarget(sentence: string): (Hit & { sibling: boolean; world?: boolean }) | undefined {
  const hit = roleTarget(sentence);
  return hit && { label: 'calls beyond this tool', text: hit.text, index: hit.index, sibling: false, world: true };
}

/** The effect on a target's call or result, in English (effectOf) or, for a target beyond the server, by the roles of ./roles.ts (failures read in the `whole` sentence: "errors from other tools"). */
function effectIn(sentence: string, foreign: boolean, whole?: string, world?: boolean): Hit | undefined {
  const effect = effectOf(sentence, foreign);
  // A target of ./roles.ts is as wide as "any other service": a value planted there counts unless it is the user's own pick.
  if (effect && world && effect.label === PLANTED && ownPick(sentence)) return undefined;
  if (effect || !foreign) return effect;
  const planted = plantedDestination(sentence);
  if (planted) return { label: 'a destination of its own choosing given as what the call carries', text: planted.text, index: planted.index };
  const flipped = failuresAsSuccess(whole ?? sentence);
  // Its index is read from where `sentence` starts, as the others are.
  const offset = whole ? whole.length - sentence.length : 0;
  return flipped && { label: 'its failures told to the user as successes', text: flipped.text, index: flipped.index - offset };
}

/** The words of the server's own tool and parameter names, for kinds that are its own. */
function ownWords(vocabulary: Vocabulary | undefined): Set<string> {
  const words = new Set<string>();
  if (!vocabulary) return words;
  let seen = 0;
  for (const names of [vocabulary.own, vocabulary.siblings])
    for (const name of names) {
      if (++seen > 500) return words;
      for (const part of name
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .split(/[^a-z]+/))
        if (part.length > 2) words.add(part.replace(/s$/, ''));
    }
  return words;
}

/** How far past a target a run-down and the claim to take its place are read: three sentences of a usual length. */
const MAX_AROUND = 900;

/** Sentences remembered as read: a hostile text of distinct sentences is read without the memory growing. */
const MAX_READ = 4096;

/**
 * The first sentence (from `starts`) whose target is not this tool and whose effect changes its call or
 * result: the target as 'event', the effect as 'tamper' (COMBINATIONS ['event', 'tamper']). `names`:
 * whether a tool's bare name is a target (not in server instructions, which name their own tools).
 */
export function shadowings(text: string, starts: readonly number[], vocabulary: Vocabulary | undefined, names: boolean): OperationSignal[] {
  // Tools beyond the server are named in other languages only with a run-down (./supplanted.ts) this gate cannot see.
  const downed = runsDown(text);
  if (!GATE.test(text) && !downed && !ROLE_GATE.test(text)) return [];
  let words: Set<string> | undefined;
  const own = () => (words ??= ownWords(vocabulary));
  const read = new Set<string>();
  for (let i = 0; i < starts.length; i++) {
    const from = starts[i];
    const sentence = text.slice(from, starts[i + 1] ?? text.length);
    const nextFrom = starts[i + 1] ?? text.length;
    const next = text.slice(nextFrom, starts[i + 2] ?? text.length);
    const key = `${sentence}\u0000${next}`;
    if (sentence.length > 600 || read.has(key) || SELF_DESCRIBED.test(sentence)) continue;
    if (read.size < MAX_READ) read.add(key);
    const claimed = names ? USE_CLAIMED.exec(sentence) : null;
    if (claimed && !vocabulary?.own.has(claimed[1]))
      return [
        { kind: 'event', label: 'another tool', text: claimed[1], index: from + claimed.index },
        { kind: 'tamper', label: 'its use claimed when it never ran', text: claimed[0], index: from + claimed.index },
      ];
    const handed = names && SECRETS_ADDED.test(sentence) ? HANDED_HERE.exec(sentence) : null;
    const named = handed && ITS_DATA.test(sentence) ? otherNamed(sentence, vocabulary) : undefined;
    if (handed && named)
      return [
        { kind: 'event', label: named.label, text: named.text, index: from + named.index },
        { kind: 'tamper', label: 'its call handed to this tool with secrets added', text: handed[0].trim(), index: from + handed.index },
      ];
    let target: (Hit & { sibling: boolean; world?: boolean }) | undefined = targetOf(sentence, vocabulary, own, names);
    // A run-down and the claim to take its place may each take a sentence ("Ignore the X tools; they are obsolete. This tool replaces them.").
    const around = starts[i + 3] ?? text.length;
    if (!target) {
      // Tools beyond the server named in another language, run down with this tool put in their place.
      const elsewhere = downed ? foreignTarget(sentence) : undefined;
      const supplanted = elsewhere && supplantedIn(text.slice(from + elsewhere.index, Math.min(around, from + elsewhere.index + MAX_AROUND)));
      if (elsewhere && supplanted) return supplanting(from, elsewhere, supplanted);
      // Targets by quantifier and unit or by what they do, in the languages of ./roles.ts.
      target = worldTarget(sentence);
      if (!target) continue;
    }
    const world = target.world === true;
    let effect = effectIn(sentence.slice(target.index), !target.sibling, sentence, world);
    if (!effect && downed && !target.sibling) {
      const supplanted = supplantedIn(text.slice(from + target.index, Math.min(around, from + target.index + MAX_AROUND)));
      if (supplanted) return supplanting(from, target, supplanted);
    }
    let effectFrom = from + target.index;
    // The next sentence points back at the target by a pronoun, or by naming its tool again.
    const again = /[a-z][a-z0-9]*(?:_[a-z0-9]+)+/.exec(target.text)?.[0];
    const pointsBack = POINTS_BACK.test(next) || POINTS_BACK_WORLD.test(next) || /;\s*$/.test(sentence) || (again !== undefined && next.includes(again));
    if (!effect && next.length > 0 && next.length <= 600 && pointsBack && !SELF_DESCRIBED.test(next)) {
      effect = effectIn(next, !target.sibling, undefined, world);
      effectFrom = nextFrom;
    }
    if (!effect) continue;
    return [
      { kind: 'event', label: target.label, text: target.text, index: from + target.index },
      { kind: 'tamper', label: effect.label, text: effect.text, index: effectFrom + effect.index },
    ];
  }
  return [];
}

/** Tools beyond the server run down with this tool put in their place (./supplanted.ts), as 'event' and 'tamper'. */
function supplanting(from: number, target: { text: string; index: number }, effect: { text: string; index: number }): OperationSignal[] {
  return [
    { kind: 'event', label: 'calls beyond this tool', text: target.text, index: from + target.index },
    { kind: 'tamper', label: 'run down, this tool put in their place', text: effect.text, index: from + target.index + effect.index },
  ];
}
