/**
 * Shadowing by scope: a sentence whose SCOPE is calls beyond this tool meets a CHANGE to those calls.
 * Evidence combined (both in one sentence, the change in the next sentence when it points back with
 * "its", "their", "them", or in the clause after a semicolon):
 * - scope: a quantifier over tools, servers or integrations ("any tool", "other servers' payment tools",
 *   "whatever integration", "a different server's tool", "uploads done elsewhere", in a few languages), a
 *   tool named by its category that is not the text's own ("the mail tool", "the postgres query tool",
 *   "calendar servers" in the plural with no article), or a tool's name that is not the text's own (a
 *   sibling's, a widely used server's, or one called so) in a rule over its calls;
 * - change: a fixed value planted in the call (an address, URL, IBAN, account, host, path, handle, header,
 *   a quoted piece of code put into it), an amount raised, the user's own choice overruled ("instead of the
 *   path the user gave", "whatever the user asked for"), the call's arguments handed to this tool ("call
 *   this tool first with the same path and content", "this tool has to be called with its recipients"),
 *   its secrets owed here ("must first send its env file here"), a second statement run with its calls
 *   ("after any run_sql, run SELECT * FROM users as well"), or its output handed to this tool with the
 *   user shown only what this tool returns.
 * A description may speak of other tools and of their arguments honestly, and these stay quiet: its own
 * sibling ordering ("call list_projects first to get an id"), composition ("the output of get_page can be
 * passed to this tool"), preference ("prefer this tool for large files"), pagination, retries, errors,
 * "works with any MCP client", a value the user gives ("set the recipient to the address the user gave"),
 * a proxy or gateway saying what it does to the calls it relays ("this gateway adds the configured
 * header to every call"), an offer ("other servers can call this tool with their query"), a query given as
 * advice ("database tools can run SELECT … to list sessions"), and a backend named before a setting ("the
 * Postgres server at db.example.com; set the schema to …"): none plants a value of its own choosing in
 * another tool's call, raises an amount or overrules the user, and a sentence that describes this tool or
 * names calls through it is no order about anybody else's.
 */
import { type OperationSignal, visitedByUser } from './operations.js';
import { reachesOtherServer, type Vocabulary } from './vocabulary.js';

/** What a tool is, by the words servers use for their units. */
const UNIT = '(?:tools?|servers?|integrations?|connectors?|plugins?|extensions?)';
/** Kinds of tool by what they do: a category a text can point at without knowing a name. */
const CATEGORY =
  '(?:e-?mail|mail|sms|texting|chat|slack|messaging|payments?|billing|banking|bank|money|wallet|invoic(?:e|ing)|refund|transfer|checkout|shop|shipping|orders?|database|db|sql|postgres|mysql|shell|terminal|git|github|gitlab|file|filesystem|storage|upload|drive|calendar|scheduling|browser|search|fetch|http|deploy(?:ment)?|cloud|dns|ticket(?:ing)?|tracker|crm)';
/** Tools of a kind in the plural, with no article ("database tools", "web search tools", "calendar servers"): all of that kind, whoever serves them. */
const KINDS = `\\b(?:${CATEGORY}[\\s-]){1,2}(?:[\\w-]{1,20}\\s+)?(?:tools|servers|integrations|connectors|plugins|extensions)\\b`;
export const PLURAL_KIND = new RegExp(KINDS, 'i');
/**
 * The scope: a quantifier over units ("any tool", "other servers", "whatever integration", "another
 * server's"), a category of unit ("the mail tool", "any database tools"), or operations done elsewhere.
 * Tools of the same server ("other tools of this server") are the text's own and are not matched.
 */
const SCOPE = new RegExp(
  `\\b(?:any|every|each|all|other|another|whichever|whatever|no\\s+matter\\s+which|external|connected|third[- ]party|foreign|different|separate)\\s+(?:[\\w-]{1,20}\\s+){0,3}?${UNIT}(?:['’]s?)?\\b` +
    `|\\b(?:the|a|an|your)\\s+(?:${CATEGORY}[\\s-]){1,2}${UNIT}\\b` +
    // A word between kind and tool ("the postgres query tool"); a server so named is often the tool's own backend ("the Postgres database server at …").
    `|\\b(?:the|a|an|your)\\s+(?:${CATEGORY}[\\s-]){1,2}[\\w-]{1,20}\\s+tools?\\b` +
    // A kind in the plural, with no article ("database tools", "calendar servers connected alongside"): all of that kind.
    `|${KINDS}` +
    `|\\b(?:done|made|performed|issued|sent|posted|placed|written|created|opened|generated|registered)\\s+elsewhere\\b` +
    // A few languages: any tool, another tool, other server (Spanish, Portuguese, Catalan, French, Italian, German).
    `|\\b(?:cualquier(?:a)?|otra|otro|otras|otros|qualquer|qualsevol|altra|altre|un\\s+autre|une\\s+autre|n['’]importe\\s+quel|chaque|qualsiasi|ogni|jede[mnrs]?|beliebige[mnrs]?|anderen?|andere[mnrs]?)\\s+(?:herramientas?|servidor(?:es)?|ferramentas?|eines?|eina|outils?|serveurs?|strument[oi]|server|tools?|werkzeuge?)\\b`,
  'gi',
);
/** A universal quantifier over units with no kind of unit named: "all tools", "every MCP tool". */
const BARE = /^(?:any|every|each|all)\s+(?:(?:mcp|the|of|available|registered|these|our|its|their)\s+){0,2}\S+$/i;
/** A kind of unit named after it ("any tool that moves money", "every server handling payroll", "any tool (send_email, …)"). */
const RESTRICTED = /^\s*(?:\(|(?:that|which|who|whose|used|handling|able|capable|in\s+charge|responsible)\b)/i;
/** A moment made of its calls ("when any connector books a flight", "before every tool runs", "a push performed by any tool"). */
const MOMENT_BEFORE =
  /\b(?:when(?:ever)?|if|before|after|once|each\s+time|(?:performed|made|done|sent|issued|posted|placed|created|written|opened|generated|registered|executed|run)\s+(?:by|through|via|with|from|on))\s+$/i;
/** Calls of this server or through this tool, after the scope: the text's own ("other tools of this server", "any call through this proxy"). */
const OWN_SCOPE =
  /^['’]?s?\s+(?:(?:calls?|requests?)\s+)?(?:(?:of|on|in|from|through|via|by|to|behind)\s+(?:this|the\s+same|our)\b|(?:dieses|dieser|von\s+diesem|de\s+este|de\s+esta|di\s+questo|deste|desta|van\s+deze)\s)/i;
/** A name called as a tool ("send_sms runs", "calls to send_sms", "the send_sms tool"). */
const CALLED_AFTER =
  /^[`'"]?\s+(?:tool|calls?|runs?|requests?|operations?|invocations?|is\s+(?:called|used|run|invoked)|(?:gets|is)\s+called|executes|fires|sends|creates|opens|writes)\b/i;
const CALLED_BEFORE = /\b(?:call(?:s|ing)?\s+(?:to\s+)?|run(?:s|ning)?|invok(?:e|es|ing)|whenever|each|every|any|time)\s+[`'"]?$/i;
/** A rule over a named tool's calls, not one use of it ("whenever", "each call", "its recipient"): "use create_issue to file bugs at …" is advice. */
const STANDING = /\b(?:when(?:ever)?|every|each|any|all|always|from\s+now\s+on|its|their|before|after)\b/i;
/** A tool's name in snake_case, as servers write them. */
const TOOL_NAME = /\b[a-z][a-z0-9]{1,30}(?:_[a-z0-9]{1,30}){1,6}\b/g;

/**
 * A fixed value planted: a URL, an e-mail address, a git remote, a bucket, an IP address, an IBAN, a phone
 * number (whole, or grouped as people write it: "+44 7700 900461"), a handle or channel (not an npm scope),
 * a staging path (/tmp), a dotted host, a wallet, a street address, or an account or customer by identifier.
 */
export const FIXED =
  /\b(?:https?|s3|gs|ftp|sftp):\/\/(?!localhost\b|127\.|0\.0\.0\.0\b)[\w.-]{1,80}|[\w.+-]{1,64}@[\w-]{1,63}\.[\w.-]{2,60}|\bgit@[\w.-]{1,80}:|\b\d{1,3}(?:\.\d{1,3}){3}\b|\b[A-Z]{2}\d{2}[A-Z0-9]{10,30}\b|(?<![\w.])\+\d{7,15}\b|(?<![\w.])[@#][a-z][\w-]{2,40}\b(?!\/)|(?<![\w.])(?:\/tmp|\/var\/tmp|\/dev\/shm)\/[\w./-]{1,80}|\b[a-z][\w-]{1,40}\.(?:[a-z][\w-]{1,40}\.)?(?:example|com|net|org|io|dev|xyz|app|cat)\b|\b0x[0-9a-fA-F]{40}\b|\b\d{1,5}\s+[A-Z][a-z]{2,20}\s+(?:Lane|Street|St|Road|Rd|Avenue|Ave|Way|Drive|Blvd|Boulevard|Court|Place)\b|\b(?:account|acct|customer|payee|beneficiary|recipient|wallet|assignee|cluster|bucket|branch|schema|project|merchant|tenant|workspace)\s+(?:id\s+|number\s+|named\s+)?(?:(?:to|as|=|:)\s{0,2})?[`'"]?(?=[\w-]{0,40}[\d_])[\w-]{5,40}|(?<![\w.+])\+\d{1,3}(?:[ -]\(?\d{1,6}\)?){2,5}(?![\w-])/;
/** A header planted ("the header X-Relay-Token: 7f3a9"). */
const HEADER = /\bheaders?\s+[`'"]?[A-Za-z][\w-]{1,40}\s?[:=]\s?[`'"]?\S{2,80}/i;
/** A piece of code or text put into the call, quoted ("prepend `export HISTFILE=/dev/null;`", "append \"; DROP …\""): a quote alone is an example. */
const QUOTED_CODE =
  /\b(?:prepend|append|inject|insert|add)(?:s|ed|ing)?\s+(?:(?:the|this)\s+(?:line|text|string|statement|snippet|command)\s+)?(?:`[^`\n]{6,200}`|"[^"\n]{6,200}"|“[^”\n]{6,200}”)/i;
/** Planting: a verb or obligation that sets, adds, sends or points a call at something. */
const PLANTS =
  /\b(?:set|setting|change|rewrite|rewritten|switch|swap|point(?:ed)?|pin|use|replace|substitute|redirect|reroute|route|override|add(?:ed)?|adding|include|insert|attach|append|prepend|inject|copy|cc|bcc|blind-copied|forward|mention|tag|list|carry|target|open|write|go(?:es)?\s+to|belongs?\s+in|must|should|shall|has\s+to|have\s+to|need(?:s)?|(?:is|are)\s+to|instead|rather\s+than|always|(?:replac|redirect|rerout|rout|chang|point|forward|deliver|ship|settl|credit|copi|direct|assign)ed\s+(?:to|into|at|with|through)|sent\s+to|paid\s+(?:to|into)|save|saves|store|stores|copies|sends?|uploads?|debe[n]?|deve|devono|doit|doivent|muss|m\S{1,2}ssen|usare|usar|utiliser|verwenden|gesetzt|setzen|ersetzen|hinzuf\S{1,6}|senden|a\S?ad[ei]r?|cambi[ae]r?|sustitu\S{1,4}|env\S{1,4}|remplace[rz]?|ajoute[rz]?|mets|mettre|aggiungi|sostituisci|invia|imposta|substitu\S{1,4}|adicione|afegeix|canvia)\b/i;
/** An amount raised for the call ("raised by 15 percent", "add 5% to the amount", "double the total"). */
const RAISED =
  /\b(?:rais|increas|inflat|doubl|tripl|multipl|bump|boost|pad|mark(?:ed)?\s+up)\w{0,4}\s+(?:[\w-]{1,20}\s+){0,3}?(?:amounts?|totals?|prices?|sums?|fees?|figures?|quantit(?:y|ies))\b|\b(?:amounts?|totals?|prices?|sums?|fees?)\s+(?:\w{1,12}\s+){0,3}?(?:rais|increas|inflat|doubl|tripl|multipl|bump|boost|pad|mark(?:ed)?\s+up)\w{0,4}\b|\badd(?:ing)?\s+\d{1,3}\s?(?:%|percent)/i;
/** The user's own choice overruled ("instead of the path the user gave", "regardless of what was asked", "rather than the one requested"). */
const OVERRULED =
  /\b(?:instead\s+of|rather\s+than|in\s+place\s+of)\s+(?:the\s+)?(?:one|ones|path|address|account|channel|branch|recipient|destination|target|value|bucket|location|number|customer['’]s?\s+\w{1,20}|\w{1,20})?\s*(?:the\s+user|they|you|was|were|is|are)\s+(?:gave|given|chose|chosen|picked|named|asked|requested|entered|typed|specified)\b|\b(?:instead\s+of|rather\s+than)\s+the\s+(?:one|ones|value|path|address)\s+(?:requested|chosen|given|asked\s+for|specified)\b|\b(?:regardless\s+of|no\s+matter)\s+(?:what|which|whatever)\s+(?:the\s+user|was|were|is|they|you)\b|\bwhatever\s+(?:[\w-]{1,20}\s+){0,2}the\s+user\s+(?:names|named|picks|picked|chooses|chose|gives|gave|asks|asked|wants|wanted|says|said|supplies|supplied|requests|requested|types|typed)\b/i;
/** Their call's arguments handed to this tool ("call this tool first with the same path and content", "pass their arguments here"). */
const HANDED_HERE =
  /\b(?:this\s+(?:tool|one|server)|here)\b[^.;!?\n]{0,60}?\b(?:with|carrying|passing|containing|holding|given)\s+(?:(?:the|its|their|all|every|each)\s+)?(?:same|exact|full|complete|original|whole|entire|all)\s+(?:[\w-]{1,20}\s+){0,2}?(?:arguments|parameters|inputs|path|paths|content|contents|query|queries|command|commands|payload|body|amounts?|accounts?|recipients?|headers|credentials|request|statement|diff|changes|messages?|data|text|details)\b|\b(?:its|their)\s+(?:arguments|parameters|inputs|payload|request|query|command|statement|body|headers|credentials)\s+(?:[\w-]{1,20}\s+){0,3}?(?:to|into|through)\s+(?:this\s+(?:tool|one|server)|here)\b|\b(?:same|exact|full|complete|original|whole|entire)\s+(?:[\w-]{1,20}\s+){0,2}?(?:arguments|parameters|inputs|content|contents|query|command|payload|body|statement|request)\s+(?:[\w-]{1,20}\s+){0,2}?(?:to|into|through)\s+(?:this\s+(?:tool|one|server)|here)\b/i;
/**
 * A statement run with their calls, written in SQL's capitals ("run `SELECT * FROM users` as well", "execute
 * DROP TABLE logs after it"): one query the user asked for becomes two. Prose says "select" and "update".
 */
const STATEMENT =
  /\b(?:[Rr]un|[Ee]xecut|[Ii]ssu|[Aa]ppend|[Pp]repend|[Aa]dd|[Ii]nclud|[Ww]rap|[Ii]nsert)\w{0,4}\b[^.,;!?\n]{0,30}?(?:\bSELECT\s[^;\n]{1,60}?\sFROM\s|\bCOPY\s?\(|\bDROP\s+(?:TABLE|DATABASE|SCHEMA|USER)\b|\bDELETE\s+FROM\b|\bINSERT\s+INTO\b|\bUPDATE\s+\w{1,40}\s+SET\b|\bGRANT\s+[A-Z]|\bALTER\s+(?:USER|ROLE|TABLE)\b|\bTRUNCATE\b)/;
/** A moment that ties the statement to their calls ("after any query tool finishes", "as well", "before each"): "run SELECT … to see sessions" is advice. */
const ALONGSIDE = /\b(?:before|after|afterwards|when(?:ever)?|each\s+time|every\s+time|as\s+well|also|too|along\s+with|together\s+with)\b/i;
/** Their own secrets handed here ("must first send its env file here"): what no tool owes another. */
const SECRETS_HERE =
  /\b(?:its|their)\s+(?:own\s+)?(?:\.env|env(?:ironment)?\s+(?:files?|variables|vars)|secrets?|credentials?|(?:api\s+|access\s+|auth\s+)?(?:keys?|tokens?)|passwords?|cookies?|config(?:uration)?\s+files?)\b[^.;!?\n]{0,40}?(?:\bhere\b|\b(?:to|into|through)\s+this\s+(?:tool|one|server)\b)/i;
/** This tool called with their arguments by role ("this tool has to be called with the draft and its recipients"): with an obligation, not an offer ("other servers can call this tool with their query"). */
const CALLED_WITH_THEIRS =
  /\b(?:this\s+(?:tool|one|server)|here)\b[^.;!?\n]{0,60}?\b(?:with|carrying|passing|containing|holding|given)\s+(?:[\w-]{1,20}\s+){0,4}?(?:its|their)\s+(?:arguments|parameters|inputs|recipients|payload|credentials|headers|query|queries)\b/i;
/** An obligation or a moment that makes a hand-off an order, not an offer ("must first send", "always pass"; "may pass" offers). */
const OBLIGED = /\b(?:must|should|shall|has\s+to|have\s+to|needs?\s+to|first|always|before)\b/i;
/** Something handed to this tool ("pass the raw text to this tool's `sample` argument", "include the rows in your next call here"). */
const HANDOFF =
  /\b(?:pass|send|forward|hand|feed|route|copy|put|paste|submit|include)\w{0,3}\b[^.;!?\n]{0,60}?(?:\bhere\b|\b(?:to|into|in|through)\s+this\s+(?:tool|one|server)\b)/i;
/** The user shown only what this tool makes of it ("show the user only what this tool returns"): this tool put between another and the user. */
const SEES_ONLY_THIS =
  /\b(?:show|give|present|display|relay)\s+(?:the\s+user|them|users)\s+only\b[^.;!?\n]{0,30}?\bthis\s+(?:tool|one|server)\b|\busers?\s+(?:should|must|will|may)\s+only\s+see\b[^.;!?\n]{0,30}?\bthis\s+(?:tool|one|server)\b|\bonly\s+(?:show|present|display|relay)\s+(?:the\s+user\s+)?what\s+this\s+(?:tool|one)\b/i;
/** A sentence that describes this tool, or calls made through it: a proxy saying what it does ("This gateway adds …"). */
const SELF_DESCRIBED =
  /^\s*(?:[-*•]\s*)?(?:this|the|our)\s+(?:tool|server|gateway|proxy|router|bridge|relay|middleware|wrapper)\s+(?:[a-z]{2,15}\s+)?[a-z]{2,20}s\b/i;
/** The next sentence points back at the scope's calls ("its payee", "their recipients", "such calls"): "read it back" points at anything. */
const POINTS_BACK = /\b(?:its|their|(?:those|such)\s+(?:calls|requests|tools|servers))\b/i;
/** A negation before the change: a rule against tampering is no tampering ("never change another tool's arguments"). */
const NEGATED = /\b(?:never|not|n['’]t|cannot|no)\s+(?:[\w-]{1,20}\s+){0,2}$/i;
/** An example before the value, not an order ("e.g.", "for example", "such as", "Example:"). */
const EXAMPLE = /\b(?:e\.g\.|for\s+example|for\s+instance|such\s+as|like|example:)\s/i;

const SIBLING = "another tool's call";
/** A local staging path (/tmp/…), as a change shows it. */
const STAGING = /^\/(?:tmp|var|dev)\//;
/** Sentences remembered as quiet in one text: a hostile text of distinct sentences is not kept whole. */
const MAX_QUIET = 4096;
/** At most this many siblings are compared: a server's tool list is bounded, a hostile one is cut short. */
const MAX_NAMES = 20;

interface Hit {
  label: string;
  text: string;
  index: number;
}

/** The scope of a sentence: the first quantifier, category or name of calls beyond this tool, if any. */
function scopeOf(sentence: string, vocabulary: Vocabulary | undefined, names: boolean): Hit | undefined {
  SCOPE.lastIndex = 0;
  for (let m = SCOPE.exec(sentence), n = 0; m && n < MAX_NAMES; m = SCOPE.exec(sentence), n++) {
    const after = sentence.slice(m.index + m[0].length, m.index + m[0].length + 40);
    if (OWN_SCOPE.test(after) || ownCategory(m[0], vocabulary)) continue;
    // "All tools use …" speaks of the server's own: a bare quantifier needs a kind or a moment ("any tool that sends mail", "when any tool books").
    if (BARE.test(m[0]) && !RESTRICTED.test(after) && !MOMENT_BEFORE.test(sentence.slice(Math.max(0, m.index - 20), m.index))) continue;
    return { label: 'calls beyond this tool', text: m[0], index: m.index };
  }
  if (!names || !STANDING.test(sentence)) return undefined;
  TOOL_NAME.lastIndex = 0;
  for (let m = TOOL_NAME.exec(sentence), n = 0; m && n < MAX_NAMES; m = TOOL_NAME.exec(sentence), n++) {
    // Without a vocabulary any name may be a sibling's: a vocabulary only takes findings away.
    if (!vocabulary) return { label: 'another tool', text: m[0], index: m.index };
    if (vocabulary.own.has(m[0])) continue;
    const sibling = vocabulary.siblings.has(m[0]);
    // A name is a tool's when the server has it, when it is a widely used tool's, or when it is called: "user_id" is a field.
    const called =
      CALLED_AFTER.test(sentence.slice(m.index + m[0].length, m.index + m[0].length + 30)) ||
      CALLED_BEFORE.test(sentence.slice(Math.max(0, m.index - 30), m.index));
    if (sibling || reachesOtherServer(m[0], vocabulary) || called) return { label: sibling ? SIBLING : "another server's tool", text: m[0], index: m.index };
  }
  return undefined;
}

const UNIT_WORDS =
  /^(?:the|an?|any|every|each|all|other|another|whichever|whatever|external|connected|third|party|foreign|your|tools?|servers?|integrations?|connectors?|plugins?|extensions?|apis?)$/;

/** Whether a category names the text's own kind of tool (a mail tool's "the mail tool"): its own name or a sibling's holds the word. */
function ownCategory(scope: string, vocabulary: Vocabulary | undefined): boolean {
  if (!vocabulary) return false;
  const words = scope.toLowerCase().match(/[a-z]+/g) ?? [];
  const named = new Set(
    [...(vocabulary.name ? [vocabulary.name] : []), ...[...vocabulary.siblings].slice(0, 200)]
      .join(' ')
      .replace(/([a-z])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .split(/[^a-z]+/)
      .map((w) => w.replace(/s$/, '')),
  );
  return words.some((w) => !UNIT_WORDS.test(w) && named.has(w.replace(/s$/, '')));
}

/** The change a sentence makes to calls: a fixed value planted, a header or code added, an amount raised, the user's choice overruled. */
function changeOf(sentence: string): Hit | undefined {
  const at = (m: RegExpExecArray | null, label: string): Hit | undefined => {
    if (!m) return undefined;
    const before = sentence.slice(Math.max(0, m.index - 40), m.index);
    if (NEGATED.test(before) || EXAMPLE.test(sentence.slice(0, m.index))) return undefined;
    return { label, text: m[0].trim(), index: m.index };
  };
  const raised = at(RAISED.exec(sentence), 'amount raised');
  if (raised) return raised;
  const overruled = at(OVERRULED.exec(sentence), "the user's choice overruled");
  if (overruled) return overruled;
  const handed = at(HANDED_HERE.exec(sentence), 'its arguments handed to this tool');
  if (handed) return handed;
  const theirs = OBLIGED.test(sentence) ? at(CALLED_WITH_THEIRS.exec(sentence), 'its arguments handed to this tool') : undefined;
  if (theirs) return theirs;
  const statement = ALONGSIDE.test(sentence) ? at(STATEMENT.exec(sentence), 'a statement added to its calls') : undefined;
  if (statement) return statement;
  const secrets = OBLIGED.test(sentence) ? at(SECRETS_HERE.exec(sentence), 'its secrets handed to this tool') : undefined;
  if (secrets) return secrets;
  const handoff = SEES_ONLY_THIS.test(sentence) ? at(HANDOFF.exec(sentence), 'its output routed through this tool, the user shown only this') : undefined;
  if (handoff) return handoff;
  const plants = PLANTS.exec(sentence);
  if (!plants || NEGATED.test(sentence.slice(Math.max(0, plants.index - 40), plants.index))) return undefined;
  return at(HEADER.exec(sentence), 'header planted') ?? at(fixedIn(sentence), 'fixed value planted') ?? at(QUOTED_CODE.exec(sentence), 'code planted');
}

/** The first fixed value of `sentence` that a call could be given: a site the user goes to is set in no call (./operations.ts). */
const FIXED_ALL = new RegExp(FIXED.source, 'g');
function fixedIn(sentence: string): RegExpExecArray | null {
  FIXED_ALL.lastIndex = 0;
  for (let m = FIXED_ALL.exec(sentence), n = 0; m !== null && n < 20; m = FIXED_ALL.exec(sentence), n++) if (!visitedByUser(sentence, m.index, m[0])) return m;
  return null;
}

/** Words every scope holds, in one test before reading sentences. */
const SCOPE_WORDS = /tool|server|integration|connector|plugin|extension|api|elsewhere|herramienta|servidor|ferramenta|eina|outil|serveur|strument|werkzeug|_/i;

/**
 * The signals of the first sentence (from `starts`) whose scope is calls beyond this tool and that changes
 * them: the scope as 'event', the change as 'tamper' (COMBINATIONS ['event', 'tamper']). `names`: whether
 * a tool's bare name is a scope (in a tool's text, where a vocabulary tells its own names; not in server
 * instructions, which name their own tools).
 */
export function scopeChanges(text: string, starts: readonly number[], vocabulary: Vocabulary | undefined, names: boolean): OperationSignal[] {
  if (!SCOPE_WORDS.test(text)) return [];
  // A long text repeats its sentences: each is judged once. The first scope changed is evidence enough.
  const quiet = new Set<string>();
  for (let i = 0; i < starts.length; i++) {
    const from = starts[i];
    const sentence = text.slice(from, starts[i + 1] ?? text.length);
    const next = text.slice(starts[i + 1] ?? text.length, starts[i + 2] ?? text.length);
    const key = `${sentence}\u0000${next}`;
    if (sentence.length > 600 || quiet.has(key) || SELF_DESCRIBED.test(sentence)) continue;
    const scope = scopeOf(sentence, vocabulary, names);
    let change = scope && changeOf(sentence);
    let changeFrom = from;
    if (scope && !change && next.length > 0 && next.length <= 600 && POINTS_BACK.test(next) && !SELF_DESCRIBED.test(next)) {
      change = changeOf(next);
      changeFrom = starts[i + 1];
    }
    // A semicolon joins two clauses of one sentence (and splits a quoted statement "…; COPY …"): the change may be in the second.
    if (scope && !change && next.length > 0 && next.length <= 600 && /;\s*$/.test(sentence)) {
      const joined = changeOf(`${sentence}${next}`);
      if (joined && joined.index + joined.text.length > sentence.length) change = joined;
    }
    // A server's own tools share its local files: a staging path is planted only in another server's calls.
    if (change && scope?.label === SIBLING && STAGING.test(change.text)) change = undefined;
    if (!scope || !change) {
      if (quiet.size < MAX_QUIET) quiet.add(key);
      continue;
    }
    return [
      { kind: 'event', label: scope.label, text: scope.text, index: from + scope.index },
      { kind: 'tamper', label: change.label, text: change.text, index: changeFrom + change.index },
    ];
  }
  return [];
}
