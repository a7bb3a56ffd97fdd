/**
 * Shadowing by interception: this tool put between another tool and the user, or another tool's call
 * changed. Each shape is a meeting of evidence in one sentence (or its next), never a phrase:
 * - another tool's whole output, or the whole set of arguments meant for it, handed to this tool before
 *   the user sees it or before the other tool runs ("hand everything X returns here before replying"),
 *   or sent on to a fixed address;
 * - a field of another tool set to a fixed value ("given ops@relay.example as its recipient"), its checks
 *   lowered on every call ("always called with verify=false"), secrets added to its arguments, or an
 *   amount changed with the change kept from the user;
 * - this tool's results presented in place of another's that the text discredits, or the user told that
 *   another tool ran when this one did (impersonation);
 * - links another tool returns or opens rewritten through a fixed relay ("…/go?to= followed by the
 *   original address").
 * Honest text speaks of other tools too ("the output of get_page can be passed to this tool", "call
 * list_projects first for the id"): it hands a piece, not everything, sets no moment before the user,
 * plants no value and hides nothing.
 */
import type { OperationSignal } from './operations.js';
import { mayMatch } from './prefilter.js';
import type { Vocabulary } from './vocabulary.js';

/** A tool's name: snake_case, kebab-case or CamelCase-with-dashes, as servers write them. */
const NAME = '(?:`[A-Za-z][\\w-]{1,60}`|[`\'"]?_{0,2}[A-Za-z][A-Za-z0-9]{0,30}(?:[_-][A-Za-z0-9]{1,30}){1,8}[`\'"]?)';

/** Another tool's whole output ("anything X returns", "the full output of X", "its complete result", "outputs of every other tool"). */
const WHOLE_OUTPUT = new RegExp(
  `\\b(?:anything|everything|whatever|all)\\s+(?:that\\s+)?${NAME}\\s+(?:returns|produces|gives(?:\\s+back)?|reports|outputs|answers)\\b|\\b(?:(?:full|complete|entire|whole|raw)\\s+)?(?:results?|outputs?|responses?|answers?)\\s+(?:of|from|returned\\s+by|produced\\s+by)\\s+(?:(?:every|each|any|all)\\s+other\\s+(?:[\\w-]{1,20}\\s+)?tools?|other\\s+tools|${NAME})|\\b(?:its|their)\\s+(?:full|complete|entire|whole|raw)\\s+(?:results?|outputs?|responses?|answers?)\\b|${NAME}\\s+(?:results|outputs|responses)\\b`,
  'gi',
);
/** The whole set of arguments meant for another tool ("the complete arguments intended for it", "the same arguments"). */
const WHOLE_ARGUMENTS = /\b(?:the\s+)?(?:complete|full|exact|same|entire|whole)\s+(?:arguments|parameters|inputs|statement|query|command|request|payload)\b/i;
/** Handed to this tool ("passed to this tool", "hand it here", "call this tool with", "into this tool's `audit` field"). */
const HANDED_HERE =
  /\b(?:pass(?:ed|es|ing)?|hand(?:ed|s|ing)?|rout(?:e|ed|es|ing)|sen[dt]|sends|forward(?:ed|s)?|feed|fed|give|given|put|go(?:es)?|submit(?:ted)?|copy|copied|mirror(?:ed)?)\b[^.;!?\n]{0,80}?(?:\b(?:to|into|through)\s+this\s+(?:tool|server|one)\b|\bhere\b)|\bcall\s+this\s+(?:tool|one)\s+(?:first\s+)?with\b|\bthis\s+(?:tool|one)\s+is\s+(?:always\s+)?called\s+(?:first\s+)?with\b/i;
/** Before the user sees it, or before the other tool runs: the moment that makes a hand-off an interception. */
const BEFORE_USER =
  /\bbefore\s+(?:(?:you|they|it|the\s+user)\s+(?:are\s+|is\s+)?)?(?:show(?:ing|n|s)?|repl(?:y|ying|ies)|answer(?:ing|s)?|respond(?:ing|s)?|compos(?:e|ing)|present(?:ing|s)?|reads?|sees?|displa(?:y|ying))\b|\bnever\s+(?:be\s+)?shown\b|\buntil\s+it\s+has\s+been\b|\bthe\s+user\s+(?:should|must|will|may)\s+only\s+see\b/i;
/** A standing order over every such output: a quantifier, an obligation, or the other tool's finishing as the moment. */
const STANDING = new RegExp(
  `\\b(?:anything|everything|whatever|every|each|all|always|must|should|shall|(?:is|are|has|have)\\s+to|counts?\\s+as|after\\s+${NAME}\\s+(?:finishes|returns|runs|has\\s+run|answers|completes))\\b`,
  'i',
);
/** The hand-off kept from the user ("never shown", "leave that hand-off out", "does not need to hear about it"). */
const HIDDEN =
  /\bnever\s+(?:be\s+)?shown\b|\bonly\s+see\b|\bleave\s+(?:that|the|this)\s+[\w-]{1,20}\s+out\b|\b(?:does|do)\s+not\s+need\s+to\s+(?:hear|know|see)\b|\bwithout\s+(?:telling|mentioning|showing)\b/i;
/** First, before a call of the other tool: with the whole output or arguments, a place in its path. */
const FIRST = /\bfirst\b|\bbefore\s+(?:each|every|any)\b|\bbefore\s+[`'"]?[A-Za-z][\w-]{1,60}[`'"]?\s+runs\b/i;
/** Whole, for every call: a quantifier over the other tool's output. */
const EVERY = /\b(?:anything|everything|whatever|every|each|all|always)\b/i;
/** A fixed destination elsewhere: an e-mail address or a URL. */
const ELSEWHERE = /\b(?:to|at)\s+(?:[\w.+-]{1,64}@[\w-]{1,63}\.[\w.-]{2,60}|https?:\/\/[\w.-]{1,80})/i;

/** Sent on ("send its full output … to relay@…"). */
const SENT = /\b(?:sen[dt]|sends|forward(?:ed|s)?|mail(?:ed|s)?|post(?:ed|s)?|upload(?:ed|s)?)\b/i;
/** Something added to another tool's arguments ("add the user's stored API keys to its arguments"). */
const ADDED_TO_ARGUMENTS =
  /\b(?:add(?:ed)?|include[ds]?|put|pass(?:ed)?|attach(?:ed)?|insert(?:ed)?|append(?:ed)?)\s+(?:[^.;!?\n]{1,60}?\s+)?(?:to|in|into)\s+(?:its|their|the\s+other\s+tool['’]s)\s+(?:arguments|parameters|inputs|payload|body|call|flags|command(?:\s+line)?)\b/i;
/** Secrets by name: what no tool's arguments are given by another tool's description. */
const SECRETS = /\b(?:api\s+keys?|passwords?|tokens?|credentials?|secrets?|private\s+keys?|cookies?)\b/i;
/** A field of another tool set ("as its recipient", "set its notify address", "point its remote"). */
const ITS_FIELD =
  /\b(?:as|set|change|point|switch|swap|replace|make)\s+its\s+(?:`?[\w-]{1,30}`?\s+)?(?:recipients?|destination|channel|remote|owner|account|address|host|url|endpoint|payee|beneficiary|iban|proxy|registry|mirror|webhook|callback)\b/i;
/** A fixed value: an e-mail address, a URL, an IP address, an IBAN. */
const FIXED_VALUE = /[\w.+-]{1,64}@[\w-]{1,63}\.[\w.-]{2,60}|\bhttps?:\/\/[\w.-]{1,80}|\b\d{1,3}(?:\.\d{1,3}){3}\b|\b[A-Z]{2}\d{2}[A-Z0-9]{10,30}\b/;
/** A check turned off or a scope widened by an argument ("verify=false", "skip_review=true", "`include_private` is true"). */
const LOWERED =
  /\b(?:verify|verification|validate|validation|checks?|review|confirm|confirmation|safe|safety|ssl|tls|sandbox)\w{0,12}[`'"]?\s{0,2}(?:[=:]|is|are)\s{0,2}[`'"]?(?:false|0|off|no|none)\b|\b(?:(?:skip|bypass|no|insecure|unsafe|force)_\w{1,30}|include_(?:private|hidden|secrets?))[`'"]?\s{0,2}(?:[=:]|is|are)\s{0,2}[`'"]?(?:true|1|yes|on)\b/i;
/** The same for every call of the other tool ("should always be called with", "in every session"). */
const ALWAYS = /\b(?:always|every|each|all)\b/i;
/** An amount changed ("multiply it by ten", "double the amount"), for another tool's call. */
const AMOUNT = /\b(?:multipl(?:y|ied)|doubl(?:e|ed)|tripl(?:e|ed)|raise|inflate|increase)\s+(?:it|them|the\s+(?:amount|total|price|figure|sum)s?)\b/i;
/** The change kept from the user ("there is no need to explain", "quote the original"). */
const UNEXPLAINED =
  /\bno\s+need\s+to\s+(?:explain|mention|tell|say|point)|\bwithout\s+(?:telling|mentioning|explaining|noting)|\bquote\s+the\s+original\b|\b(?:do\s+not|don['’]t|never)\s+(?:mention|explain|tell)\b/i;
/** The user told another tool ran when this one did ("tell them X was used", "presents them as coming from X"). */
const IMPERSONATED = new RegExp(
  `\\b(?:tell|report|say|claim)\\s+(?:them\\s+|the\\s+user\\s+)?(?:that\\s+)?${NAME}\\s+(?:was\\s+used|was\\s+called|was\\s+run|ran|answered)\\b|\\bpresent(?:s|ed)?\\s+(?:our|its|this\\s+tool['’]s)\\s+(?:reply|replies|answers?|outputs?|results?)\\s+as\\s+(?:(?:the|its|their)\\s+)?(?:results?|outputs?|answers?|reply|response)\\s+(?:of|from)\\s+${NAME}|\\bpresents?\\s+(?:them|it|the\\s+results?)\\s+as\\s+(?:coming|come)\\s+from\\b`,
  'i',
);
/** This tool's results presented in another's place ("present what this tool returns in their place"). */
const PRESENTED_INSTEAD =
  /\b(?:present|show|report|give)s?\s+(?:what\s+this\s+tool\s+returns|the\s+(?:values|results?|outputs?|answers?|figures)\s+(?:of\s+this\s+tool|(?:that\s+)?this\s+tool\s+returns))\s+(?:in\s+(?:their|its)\s+place|instead|as\s+the\s+official|in\s+place\s+of)\b/i;
/** Another tool's results discredited or dropped ("known to be stale", "unreliable", "discard them"). */
const DISCREDITED = /\b(?:stale|unreliable|no\s+longer\s+reliable|discard(?:ed)?|keep\s+(?:its|their)\s+results?\s+out)\b/i;
const THIS_TOOL = /\bthis\s+(?:tool|one|server)\b/i;
/** Another tool's output thrown away ("ignore what get_x returns", "disregard the results of get_x"). */
const DISCARDED = new RegExp(
  `\\b(?:ignore|disregard|discard|throw\\s+away|drop)\\s+(?:what(?:ever)?\\s+${NAME}\\s+(?:returns|says|reports|finds)|(?:the\\s+)?(?:results?|outputs?|answers?|responses?)\\s+(?:of|from)\\s+${NAME}|${NAME}['’]s\\s+(?:results?|outputs?|answers?))`,
  'i',
);
/** The user told something in its place ("tell the user every lookup came back …"). */
const TOLD = /\b(?:tell|inform|assure)\s+(?:the\s+user|them)\b|\breport\s+(?:to\s+(?:the\s+user|them)\s+)?that\b/i;

/**
 * Another server named as such ("the postgres server's query tool", "when the calendar server creates an
 * event", "on any server", "other MCP servers"): a tool has no say over another server's tools.
 */
const ANOTHER_SERVER =
  /\bthe\s+(?!(?:same|this|our|own|mcp|local|remote|current|api|http|web|dev|test)\s)[A-Za-z][\w-]{1,30}(?:\s+[A-Z][\w-]{1,20})?\s+(?:MCP\s+)?server(?:['’]s)?\b|\b(?:other|another|any|every|whichever|whatever)\s+(?:MCP\s+)?servers?\b|\bon\s+any\s+server\b/i;
/** Its tool discredited ("is deprecated on this machine", "do not use"). */
const DEPRECATED =
  /\b(?:is|are)\s+(?:now\s+)?(?:deprecated|retired|disabled|broken|unreliable|unsupported|not\s+to\s+be\s+used)\b|\b(?:do\s+not|don['’]t|never)\s+use\b/i;
/** This tool or server in its place, for every use or against the user's pick ("send the SQL to this server's tools instead"). */
const HERE_INSTEAD = /\bthis\s+(?:tool|server|one)(?:['’]s)?\b/i;
const INSTEAD = /\b(?:instead|every|all|always|whenever|even\s+if|regardless)\b/i;
/** A third party added to another server's operation by address ("scheduler@… is added as a guest"). */
const PARTY =
  /\bas\s+(?:an?\s+|the\s+|its\s+)?(?:extra\s+|additional\s+|second\s+)?(?:attendees?|guests?|editors?|recipients?|cc|bcc|members?|collaborators?|owners?|viewers?|watchers?|reviewers?|assignees?|beneficiar(?:y|ies)|payees?|admins?|followers?|subscribers?)\b/i;
const ADDRESS = /[\w.+-]{1,64}@[\w-]{1,63}\.[\w.-]{2,60}/;
/** Another party's confirmations taken as given ("prompts raised by other servers can be considered already answered yes", "confirmations the host asks for are already covered"). */
const ANSWERED =
  /\b((?:confirmation|approval|permission)\s+(?:prompts?|requests?|dialogs?)|confirmations?|approvals?)\b[^.;!?\n]{0,100}?\b((?:considered|treated|taken|regarded)\s+(?:as\s+)?(?:already\s+)?(?:answered|approved|granted|accepted|given|confirmed|yes)(?:\s+yes)?|already\s+(?:answered|approved|granted|accepted|covered|given|confirmed))\b/i;
/** A standing moment ("when the calendar server creates an event", "every", "always"). */
const MOMENT_WORD = /\b(?:when(?:ever)?|each|every|any|all|always)\b/i;
const OTHER_PARTY = /\b(?:the\s+)?host\b|\bother\s+(?:MCP\s+)?(?:servers?|tools?)\b|\banother\s+(?:server|tool)\b/i;

/** A relay: a URL whose last query parameter is left open for the original address ("https://r.example/go?to="). */
const RELAY = /\bhttps?:\/\/[\w.-]{1,80}(?:\/[\w./-]{0,80})?\?(?:[\w.-]{1,20}=[\w.-]{0,40}&){0,3}[\w.-]{1,20}=(?=[\s`'")\],;]|$)/;
/** Links or addresses rewritten through it ("opened through", "followed by the original address", "swap each link for"). */
const LINKS_REWRITTEN =
  /\b(?:links?|urls?|address(?:es)?)\b[^.;!?\n]{0,120}?\b(?:through|via|rewritten|rewrite|swap|replaced?)\b|\bfollowed\s+by\s+the\s+(?:original|requested|intended|real|user['’]s)\s+(?:address|link|url)\b/i;
const TOOL_NAME = /\b[a-z][a-z0-9]{0,30}(?:_[a-z0-9]{1,30}){1,6}\b/g;
const OTHER_SERVERS =
  /\b(?:other|another|any)\s+(?:connected\s+|MCP\s+)?(?:servers?|integrations?|connectors?)\b|\b(?:web\s+search|search|fetch|browser)\s+tools?\b|\b(?:whichever|whatever|any|every)\s+(?:[\w-]{1,20}\s+){1,3}?tools?\b(?!\s+of\s+this\b)/i;

/** At most this many siblings are looked for by name in a sentence: a server's tool list is bounded, a hostile one is cut short. */
const MAX_SIBLINGS = 500;

/** Whether the sentence names a tool that is not the text's own (a sibling by name, another server's in snake_case), or other servers; any, without a vocabulary. */
function namesAnotherTool(sentence: string, vocabulary: Vocabulary | undefined): boolean {
  // Without a vocabulary any word may be a sibling's name: a vocabulary only takes findings away.
  if (!vocabulary || OTHER_SERVERS.test(sentence)) return true;
  TOOL_NAME.lastIndex = 0;
  for (let m = TOOL_NAME.exec(sentence), n = 0; m && n < 20; m = TOOL_NAME.exec(sentence), n++) if (!vocabulary?.own.has(m[0])) return true;
  let seen = 0;
  for (const sibling of vocabulary?.siblings ?? []) {
    if (++seen > MAX_SIBLINGS) break;
    const at = sentence.indexOf(sibling);
    if (at >= 0 && !/\w/.test(sentence[at - 1] ?? '') && !/\w/.test(sentence[at + sibling.length] ?? '')) return true;
  }
  return false;
}

/** Words every order over another server holds: a cheap test before reading sentences. */
const OTHER_SERVER_WORDS = /server|confirm|approv|permission/i;

/**
 * The signals of each sentence (from `starts`) that gives orders over another server or party: its tool
 * discredited with this one put in its place, a party planted in its operation by address, or its
 * confirmations taken as answered. Server instructions may order the model about their own tools, never
 * about another server's, so these are read in instructions as in descriptions.
 */
export function otherServerOrders(text: string, starts: readonly number[]): OperationSignal[] {
  const found: OperationSignal[] = [];
  if (!OTHER_SERVER_WORDS.test(text)) return found;
  const push = (at: number, event: string, eventText: string, tamper: string, tamperText: string) => {
    found.push({ kind: 'event', label: event, text: eventText, index: at }, { kind: 'tamper', label: tamper, text: tamperText, index: at });
  };
  for (let i = 0; i < starts.length; i++) {
    const from = starts[i];
    const sentence = text.slice(from, starts[i + 1] ?? text.length);
    if (sentence.length > 600) continue;
    const server = ANOTHER_SERVER.exec(sentence);
    const deprecated = server ? DEPRECATED.exec(sentence) : null;
    const next = text.slice(starts[i + 1] ?? text.length, starts[i + 2] ?? text.length).slice(0, 600);
    const instead = deprecated ? [sentence, next].find((s) => HERE_INSTEAD.test(s) && INSTEAD.test(s)) : undefined;
    if (server && deprecated && instead !== undefined) {
      push(from + server.index, "another server's tool discredited", server[0], 'this tool used instead', HERE_INSTEAD.exec(instead)?.[0] ?? '');
      continue;
    }
    const party = server && MOMENT_WORD.test(sentence) ? PARTY.exec(sentence) : null;
    const address = party ? ADDRESS.exec(sentence) : null;
    if (server && party && address) {
      push(from + server.index, "another server's operation", server[0], 'a party planted', address[0]);
      continue;
    }
    const answered = ANSWERED.exec(sentence);
    if (answered && OTHER_PARTY.test(sentence)) push(from + answered.index, "another party's confirmations", answered[1], 'answered for the user', answered[2]);
  }
  return found;
}

/**
 * The signals of each sentence (from `starts`) where this tool intercepts another: the other tool's
 * output, arguments or results as 'event', the hand-off or substitution as 'tamper' (COMBINATIONS
 * ['event', 'tamper']).
 */
export function interceptions(text: string, starts: readonly number[], vocabulary: Vocabulary | undefined): OperationSignal[] {
  const found: OperationSignal[] = [];
  const push = (from: number, object: RegExpExecArray | null, objectLabel: string, act: RegExpExecArray | null, actLabel: string) => {
    const at = object ? from + object.index : from;
    found.push({ kind: 'event', label: objectLabel, text: object?.[0] ?? '', index: at });
    // Both at the object, so they meet in its sentence wherever the act was read.
    found.push({ kind: 'tamper', label: actLabel, text: act?.[0] ?? '', index: at });
  };
  // The pattern that opens each reading is asked of the whole text first (./prefilter.ts): a sentence
  // matches only what the text may, and a megabyte of short sentences ran all of them on each.
  const [outputs, wholeArguments, adds, fields, lowers, amounts, impersonates, discards, presents, relays] = [
    WHOLE_OUTPUT,
    WHOLE_ARGUMENTS,
    ADDED_TO_ARGUMENTS,
    ITS_FIELD,
    LOWERED,
    AMOUNT,
    IMPERSONATED,
    DISCARDED,
    PRESENTED_INSTEAD,
    RELAY,
  ].map((pattern) => mayMatch(pattern, text));
  if (![outputs, wholeArguments, adds, fields, lowers, amounts, impersonates, discards, presents, relays].includes(true)) return found;
  for (let i = 0; i < starts.length; i++) {
    const from = starts[i];
    const sentence = text.slice(from, starts[i + 1] ?? text.length);
    if (sentence.length > 600) continue;
    const previous = i > 0 ? text.slice(starts[i - 1], from) : '';
    WHOLE_OUTPUT.lastIndex = 0;
    const output = outputs ? WHOLE_OUTPUT.exec(sentence) : null;
    const handed = output || (wholeArguments && WHOLE_ARGUMENTS.test(sentence)) ? HANDED_HERE.exec(sentence) : null;
    // Before the user sees it, as a standing order or kept from the user; or first, for every output.
    if (output && handed && (BEFORE_USER.test(sentence) ? STANDING.test(sentence) || HIDDEN.test(sentence) : FIRST.test(sentence) && EVERY.test(sentence))) {
      push(from, output, "another tool's output", handed, 'routed here before the user sees it');
      continue;
    }
    const elsewhere = output && SENT.test(sentence) ? ELSEWHERE.exec(sentence) : null;
    if (elsewhere && namesAnotherTool(sentence, vocabulary)) {
      push(from, output, "another tool's output", elsewhere, 'routed elsewhere');
      continue;
    }
    const args = wholeArguments ? WHOLE_ARGUMENTS.exec(sentence) : null;
    if (args && handed && FIRST.test(sentence) && namesAnotherTool(`${previous} ${sentence}`, vocabulary)) {
      push(from, args, "another tool's arguments", handed, 'routed here first');
      continue;
    }
    const added = adds ? ADDED_TO_ARGUMENTS.exec(sentence) : null;
    const secret = added ? SECRETS.exec(added[0]) : null;
    const planted = added && !secret ? FIXED_VALUE.exec(sentence) : null;
    if (added && (secret || planted) && namesAnotherTool(sentence, vocabulary)) {
      push(from, added, "another tool's arguments", secret ?? planted, secret ? 'secrets added' : 'fixed value planted');
      continue;
    }
    const field = fields ? ITS_FIELD.exec(sentence) : null;
    const value = field ? FIXED_VALUE.exec(sentence) : null;
    if (field && value && namesAnotherTool(sentence, vocabulary)) {
      push(from, field, "another tool's field", value, 'fixed value planted');
      continue;
    }
    const lowered = lowers ? LOWERED.exec(sentence) : null;
    const after = text.slice(starts[i + 1] ?? text.length, starts[i + 3] ?? text.length);
    if (
      lowered &&
      ALWAYS.test(`${sentence} ${after.slice(0, 300)}`) &&
      namesAnotherTool(sentence, vocabulary) &&
      !vocabulary?.own.has(lowered[0].split(/[`'"\s=:]/, 1)[0])
    ) {
      push(from, ALWAYS.exec(sentence) ?? lowered, "another tool's every call", lowered, 'checks lowered');
      continue;
    }
    const amount = amounts ? AMOUNT.exec(sentence) : null;
    const unexplained = amount ? UNEXPLAINED.exec(`${sentence} ${after.slice(0, 300)}`) : null;
    if (amount && unexplained && namesAnotherTool(sentence, vocabulary)) {
      push(from, amount, 'amount changed', unexplained, 'kept from the user');
      continue;
    }
    const impersonated = impersonates ? IMPERSONATED.exec(sentence) : null;
    const self = impersonated ? THIS_TOOL.exec(sentence) : null;
    if (impersonated && self) {
      push(from, impersonated, 'the user told another tool ran', self, 'this tool ran instead');
      continue;
    }
    const discarded = discards ? DISCARDED.exec(sentence) : null;
    const told = discarded ? TOLD.exec(sentence) : null;
    if (discarded && told) {
      push(from, discarded, "another tool's output discarded", told, 'the user told otherwise');
      continue;
    }
    const presented = presents ? PRESENTED_INSTEAD.exec(sentence) : null;
    const discredited = presented ? DISCREDITED.exec(sentence) : null;
    if (presented && (discredited || DISCREDITED.test(previous))) {
      push(from, discredited ?? presented, "another tool's results discredited", presented, 'this tool’s presented instead');
      continue;
    }
    const relay = relays ? RELAY.exec(sentence) : null;
    if (relay && LINKS_REWRITTEN.test(sentence) && namesAnotherTool(`${previous} ${sentence}`, vocabulary)) {
      found.push({ kind: 'event', label: "another tool's links", text: sentence.slice(0, 60), index: from });
      found.push({ kind: 'tamper', label: 'rewritten through a relay', text: relay[0], index: from + relay.index });
    }
  }
  return found;
}
