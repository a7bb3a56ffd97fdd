/**
 * Honest uses of words that are evidence elsewhere: the word is there, but it does not do what a
 * poisoned text makes it do. Each test reads the words around one signal and names the grammar that
 * makes the use honest, never the case's words:
 * - a product named with "Assistant" ("Connects to Home Assistant", "Google Assistant routines"): a
 *   capitalised name after another capitalised word inside a sentence names a product, not the model;
 *   a model's own names (Claude, ChatGPT, AI …) before it still address the model;
 * - private data as the measure of a comparison ("treat the webhook URL like a password", "as sensitive
 *   as an API key"): care asked for a value, not a password asked for;
 * - private data denied a showing or keeping verb ("never display card numbers"): what is kept out;
 * - a credential passed in a field named for it ("the API key in `x_api_key`", "`new_password` フィールド"
 *   where the name comes before the word for a field), where nothing in the
 *   sentence sends data out, fails or retries and the credential is no person's own ("the user's
 *   token", what error-path poisoning asks for): the field's purpose; a field denied ("never in `notes`");
 * - an obligation that forbids ("must never reveal the token"): a prohibition, not an order;
 * - private data the tool itself returns or creates ("returns temporary credentials …; pass them to the
 *   next call"), handed on only to arguments and tools: the tool's own product in its workflow, as long
 *   as nothing in reach sends it out (a URL, a command, another server, concealment);
 * - an order reported as what some text says ("flags instructions that tell the assistant to read
 *   ~/.ssh", "e.g. a description telling the model to …"), in a sentence about finding or checking such
 *   text: a scanner describing what it catches, with the files and fields the reported order names;
 * - an agent named for the keys it holds ("l’agent SSH"), or a product's agent named in the text ("a
 *   Buildkite agent … the agent token"): a program, not the model;
 * - a credential denied an asking verb ("never asks for a private key"): what is not asked for;
 * - the conversation named as where data is kept out of ("do not print the key in the chat");
 * - a verb and its object in two clauses: across a semicolon, or two sentences of two languages whose
 *   full stop was left out ("… a specified time to pass Exécute une commande … ~/.ssh/config").
 * Orders given in the text's own voice stay evidence: each test needs its grammar right at the signal.
 */

interface Located {
  kind: string;
  index: number;
  text: string;
}

/** The model's own names: before "Assistant" they address the model ("AI Assistant:", "Claude Assistant"). */
const MODEL_NAME = /^(?:AI|A\.I\.|Claude|ChatGPT|GPT|Gemini|Copilot|LLM|Chat|Virtual|Personal|Coding|Code)$/;
/** A capitalised word just before, itself after a word or a preposition inside the sentence ("to Home "). */
const NAME_BEFORE = /[\p{Ll},'’]\s([A-Z][\w-]{1,20})\s$/u;
/** An address that follows the name ("Assistant:", "Assistant,"): a vocative, whatever precedes it. */
const VOCATIVE_AFTER = /^\s{0,2}[:,]/;

/** A capitalised name mid-sentence before "agent" ("runs a Buildkite agent", "the Datadog Agent"): a product's program. */
const PRODUCT_AGENT = /[\p{Ll},]\s([A-Z][\w-]{1,20})\s{1,2}[Aa]gents?\b/gu;
/** Names of agents that are the model itself (coding assistants and clients), before "agent" still the model. */
const MODEL_CLIENT = /^(?:Cursor|Windsurf|Cline|Devin|Codex|MCP|Assistant)$/;

/**
 * Whether a text names a product's agent program ("Starts a Buildkite agent with the agent token"): "the
 * agent" of that text is the program, as "the agent" of a text naming ssh-agent is. A model's or a coding
 * client's name before "agent" ("your AI agent", "the Cursor agent") still names the model.
 */
export function namesProductAgent(text: string): boolean {
  PRODUCT_AGENT.lastIndex = 0;
  for (let m = PRODUCT_AGENT.exec(text), n = 0; m !== null && n < 32; m = PRODUCT_AGENT.exec(text), n++)
    if (!MODEL_NAME.test(m[1]) && !MODEL_CLIENT.test(m[1])) return true;
  return false;
}

/** A program called an agent by what it holds keys for, in the order of any language ("the SSH agent", "l’agent SSH", "agente GPG"). */
const KEY_PROGRAM_AFTER = /^\s{1,2}(?:ssh|gpg|pgp)\b/i;
const KEY_PROGRAM_BEFORE = /\b(?:ssh|gpg|pgp)[\s-]{1,2}$/i;

/**
 * Whether a model signal names a thing, not the model: the last word of a product's name ("Home
 * Assistant": capitalised, after a capitalised word that is no model's name, not followed by ":" or ","),
 * or an agent named for the keys it holds ("l’agent SSH").
 */
export function namedThing(text: string, index: number, found: string): boolean {
  const after = text.slice(index + found.length, index + found.length + 8);
  if (/agente?$/i.test(found) && (KEY_PROGRAM_AFTER.test(after) || KEY_PROGRAM_BEFORE.test(text.slice(Math.max(0, index - 6), index)))) return true;
  if (!/^[A-Z]/.test(found)) return false;
  const name = NAME_BEFORE.exec(text.slice(Math.max(0, index - 24), index))?.[1];
  return name !== undefined && !MODEL_NAME.test(name) && !VOCATIVE_AFTER.test(after);
}

/** A lower-case noun right before "agents" ("swarm agents"): group 1, unless it is a determiner, a quantifier or a word of the model's kind. */
const SYSTEM_BEFORE =
  /(?:^|[^\p{L}-])(?!(?:the|a|an|other|all|any|every|each|your|our|their|these|those|such|more|some|many|ai|llm|coding|code|chat|assistant|model|language|autonomous|intelligent|smart)\s)([a-z]{3,20})\s$/u;

/**
 * Whether "agents" at `index` are the agent programs of a system the text names with a determiner ("Send
 * registry credentials to swarm agents" in a text that deploys "to the swarm"): that system's programs, as
 * "the SSH agent" is one. "the agents", "AI agents", "other agents" and a modifier the text names nowhere
 * else are the model.
 */
export function systemAgents(text: string, index: number): boolean {
  const system = SYSTEM_BEFORE.exec(text.slice(Math.max(0, index - 24), index))?.[1];
  return system !== undefined && new RegExp(String.raw`\b(?:the|a|an)\s{1,3}${system}\b(?!\s{1,3}agents?\b)`, 'i').test(text);
}

/** A comparison whose measure follows ("treat it like a", "handle them as you would an", "as sensitive as a"). */
const COMPARED_BEFORE =
  /\b(?:(?:treat|treats|treated|treating|handle|handles|handled|protect|protects|guard|guards|store|stores|keep|keeps)\b[^.;:!?\n]{0,30}?\b(?:like|as)(?:\s+(?:you\s+would|carefully\s+as))?|as\s+(?:sensitive|secret|private|valuable|dangerous|powerful|confidential)\s+as)\s+(?:an?\s+|any\s+|your\s+|the\s+)?$/i;

/** What this tool gives back, named just before the data ("returns temporary credentials", "creates a new API key"). */
const PRODUCED_BEFORE =
  /(?:^|[.;!?]\s{1,3}|\b(?:and|then|it|tool|server)\s)(?:returns|creates|generates|issues|mints|produces|gives\s+back|hands\s+back)\s+(?:[\w-]{1,20}\s+){0,3}$/i;
/** What takes data outside: a destination, a command, a beacon, another server, concealment, a harvest, a key file, or the model addressed (for a product handed on). */
const OUTSIDE = new Set(['sink', 'command', 'beacon', 'foreign', 'server', 'concealment', 'harvest', 'model', 'sensitive']);
/** Data denied a showing or keeping verb just before ("never display card numbers", "do not log passwords", "without printing the token"): what is kept out. */
const DENIED_BEFORE =
  /\b(?:never|not|n['’]t|without)\s+(?:[\w-]{1,20}\s+)?(?:print|echo|repeat|show|display|reveal|log|expose|output|write|paste|post|quote|store|keep|save|cache|persist|ask(?:s|ed|ing)?\s+(?:the\s+user\s+)?for|request)(?:s|ed|ing)?\s+(?:(?:the|their|your|any|a|an|its|full|raw|plain)\s+){0,2}(?:[\w-]{1,20}\s+)?$/i;
/** Asking for a thing denied just before ("never asks for a private key", "do not request the seed phrase"): what is not asked for. */
const ASKED_DENIED_BEFORE =
  /\b(?:never|not|n['’]t|without)\s+(?:ask(?:s|ed|ing)?\s+(?:(?:the\s+)?user\s+|them\s+|you\s+)?for|request(?:s|ed|ing)?)\s+(?:(?:the|their|your|any|a|an|its)\s+)?(?:[\w-]{1,20}\s+){0,2}(?:(?:or|and|nor)\s+(?:(?:the|their|your|any|a|an|its)\s+)?)?$/i;
/** A field named for a credential, its last word the credential ("`auth`", "the `x_api_key` parameter", "`smtp_password`"): the slot a credential is passed in. */
const CREDENTIAL_FIELD =
  /^(?:[\w-]{0,30}[_.-])?(?:auth|authorization|token|key|apikey|password|passwd|passphrase|secret|cookie|otp|pin|credentials?|bearer|jwt)$/i;
const FIELD_NAMED = /[`'"]([\w.-]{1,40})[`'"]|\b([\w.-]{1,40})\s+(?:field|parameter|param|argument|arg|property)\b/;
/** An obligation that forbids showing or sending ("must never reveal", "should not log"): a prohibition, not an order. */
const DENIED_AFTER =
  /^\s{1,3}(?:not|never)\s+(?:be\s+)?(?:print|echo|repeat|show|display|reveal|disclose|log|expose|output|write|paste|post|share|send|leak|include|store|save|cache|persist|quote)(?:s|ed|n)?\b/i;
/** A person's own credential ("the user's GitHub token", "their bank PIN"): taken from them, whatever slot it goes in. */
const OWNED_BEFORE = /(?:\b(?:user|customer|client|owner|person|caller)['’]s|\b(?:their|his|her))\s+(?:[\w-]{1,20}\s+){0,3}$/i;
/** A destination denied just before ("never in `notes`", "not to https://…"): where data must not go. */
const DENIED_PLACE_BEFORE = /\b(?:never|not|n['’]t|nor)\s+(?:(?:only|even|also)\s+)?$/i;

/** Whether an argument signal names a field made for a credential (CREDENTIAL_FIELD). */
function credentialField(found: string): boolean {
  const m = FIELD_NAMED.exec(found);
  const name = m?.[1] ?? m?.[2];
  return name !== undefined && CREDENTIAL_FIELD.test(name);
}
/** A quoted name just before the word for a field, as Japanese, Chinese and Korean write it ("`new_password` フィールド"). */
const NAME_BEFORE_FIELD = /[`'"]([\w.-]{1,40})[`'"]\s{0,2}(?:の\s{0,2})?$/;
/** Whether an argument signal is a field word after a quoted credential field's name. */
function credentialNamedBefore(text: string, index: number): boolean {
  const name = NAME_BEFORE_FIELD.exec(text.slice(Math.max(0, index - 48), index))?.[1];
  return name !== undefined && CREDENTIAL_FIELD.test(name);
}

/**
 * The signals without honest uses of private data and fields: private data a comparison measures by,
 * or denied a showing verb; private data the tool itself returns when nothing in its sentence or the next
 * sends it out; a field named for a credential, and the private data of its sentence, where nothing in the
 * sentence sends data out, fails or retries, and the data is no person's own (a credential passed in its slot); a field or destination denied ("never in
 * `notes`"); an obligation that forbids ("must never reveal"). `sentenceOf` numbers sentences.
 */
export function honestData<S extends Located>(signals: S[], text: string, sentenceOf: (index: number) => number): S[] {
  if (!signals.some((s) => s.kind === 'private' || s.kind === 'sensitive' || s.kind === 'argument' || s.kind === 'sink' || s.kind === 'must')) return signals;
  const outside = new Set<number>();
  const slotted = new Set<number>();
  const unexcused = new Set<number>();
  for (const s of signals) {
    const sentence = sentenceOf(s.index);
    if (OUTSIDE.has(s.kind)) outside.add(sentence);
    if (s.kind === 'argument' && (credentialField(s.text) || credentialNamedBefore(text, s.index))) slotted.add(sentence);
    // Data sent out, an error or a retry (what error-path poisoning asks a credential on), a person's own credential: no slot excuses them.
    if ((OUTSIDE.has(s.kind) && s.kind !== 'model') || s.kind === 'failure' || s.kind === 'retry') unexcused.add(sentence);
    if (s.kind === 'private' && OWNED_BEFORE.test(text.slice(Math.max(0, s.index - 60), s.index))) unexcused.add(sentence);
  }
  const excused = (sentence: number) => slotted.has(sentence) && !unexcused.has(sentence);
  return signals.filter((s) => {
    const sentence = sentenceOf(s.index);
    if (s.kind === 'must') return !DENIED_AFTER.test(text.slice(s.index + s.text.length, s.index + s.text.length + 40));
    if (s.kind === 'argument' || s.kind === 'sink') {
      if (DENIED_PLACE_BEFORE.test(text.slice(Math.max(0, s.index - 20), s.index))) return false;
      return s.kind === 'sink' || !excused(sentence) || !credentialField(s.text);
    }
    if (s.kind === 'sensitive') return !ASKED_DENIED_BEFORE.test(text.slice(Math.max(0, s.index - 60), s.index));
    if (s.kind !== 'private') return true;
    const before = text.slice(Math.max(0, s.index - 80), s.index);
    if (COMPARED_BEFORE.test(before) || DENIED_BEFORE.test(before) || excused(sentence)) return false;
    if (!PRODUCED_BEFORE.test(before)) return true;
    return outside.has(sentence) || outside.has(sentence + 1);
  });
}

/** A noun for text, then who it speaks to and the verb it gives ("instructions that tell the assistant to"), or a plural of orders and the verb ("instructions to read …"): an order reported, not given. */
const REPORTED =
  /\b(?:instructions?|text|texts|phrases?|sentences?|descriptions?|prompts?|messages?|content|strings?|payloads?|comments?|injections?|attempts?)\s+(?:(?:that|which)\s+(?:tell|tells|ask|asks|instruct|instructs|order|orders|direct|directs|urge|urges|trick|tricks|push|pushes|get|gets|make|makes)|telling|asking|instructing|ordering|directing|urging|tricking)\s+(?:the\s+|an?\s+)?(?:assistant|model|ai|agent|llm|it|you)\b|\b(?:instructions|orders|requests|attempts)\s+to\s+(?=[a-z]{3,12}\s)/gi;
const REPORTED_GATE =
  /\b(?:that|which)\s+(?:tell|ask|instruct|order|direct|urge|trick|push|get|make)s?\s|\b(?:tell|ask|instruct|order|direct|urg|trick)ing\s|\b(?:instructions|orders|requests|attempts)\s+to\s/i;
/** Looking for, checking or reporting such text: the sentence is about detection. */
const INSPECTS =
  /\b(?:audit|audits|auditing|scan|scans|scanning|check|checks|checking|detect|detects|detecting|flag|flags|flagging|find|finds|look\s+for|looks\s+for|report|reports|catch|catches|block|blocks|filter|filters|review|reviews|warn|warns|identif(?:y|ies))\b/i;
const MAX_REPORTED = 200;

/**
 * Where a text reports orders that another text gives, in a sentence about finding or checking such text
 * ("Audits tool descriptions for instructions that tell the assistant to read ~/.ssh, send data …"): from
 * the reporting noun to the end of its sentence. The orders and the addressee there are the inspected text's.
 */
export function reportedSpans(text: string): [number, number][] {
  if (!REPORTED_GATE.test(text)) return [];
  const spans: [number, number][] = [];
  REPORTED.lastIndex = 0;
  for (let m = REPORTED.exec(text); m !== null && spans.length < MAX_REPORTED; m = REPORTED.exec(text)) {
    const before = text.slice(Math.max(0, m.index - 200), m.index);
    // "e.g." and "i.e." end no sentence: the example they open belongs to the sentence about detection.
    const lead = before.replace(/\b(?:e\.g|i\.e)\./gi, 'e g ');
    if (!INSPECTS.test(lead.slice(Math.max(0, lead.search(/[^.!?\n]*$/))))) continue;
    const rest = text.slice(m.index, m.index + 400).search(/[.!?](?:\s|$)|\n/);
    spans.push([m.index, rest < 0 ? m.index + 400 : m.index + rest]);
  }
  return spans;
}
export const inSpans = (spans: readonly [number, number][], index: number): boolean => spans.some(([from, to]) => index >= from && index < to);

/** What an inspected text is reported to order: the orders, acts, addressees and what they take where, in a reported span, leave the text's own voice. */
const REPORTED_KINDS = new Set(['directive', 'act', 'model', 'must', 'user', 'concealment', 'sensitive', 'argument']);

/** The signals without the orders and addressees of reported text (reportedSpans). */
export function reportedOnly<S extends Located>(signals: S[], text: string): S[] {
  const spans = reportedSpans(text);
  return spans.length === 0 ? signals : signals.filter((s) => !REPORTED_KINDS.has(s.kind) || !inSpans(spans, s.index));
}

/** A verb of showing or writing denied just before the conversation is named ("do not print the key in the chat", "without it appearing in the conversation"): where data is kept out of. */
const KEPT_OUT_OF_CHAT_BEFORE =
  /\b(?:never|not|n['’]t|without)\s+(?:[\w-]{1,20}\s+){0,2}?(?:print|echo|repeat|show|display|paste|post|type|share|write|put|reveal|log|include|expose|leak|output|appear|send|quote)(?:s|ed|ing)?\s+(?:[\w`'"$-]{1,30}\s+){0,5}$/i;

/** Whether the conversation named at `index` is where something is kept out of (KEPT_OUT_OF_CHAT_BEFORE). */
export const keptOutOfChat = (text: string, index: number): boolean => KEPT_OUT_OF_CHAT_BEFORE.test(text.slice(Math.max(0, index - 100), index));

/** A lower-case word, then a capitalised one: where a sentence starts when its full stop was left out. */
const JOIN = /[\p{Ll}] (?=\p{Lu}\p{Ll})/u;
/** Letters English writes without marks: a word of a Latin-script language with them is no English. */
const MARKED_LATIN = /[À-ÖØ-öø-ÿĀ-ɏ]/;

/**
 * Whether a span from a verb to its object crosses a clause: a semicolon ("cannot read files outside the
 * project; if the user needs ~/.aws/config …"), or a new sentence in another language whose full stop was
 * left out ("to pass Exécute une commande … ~/.ssh").
 */
export function crossesClauses(span: string): boolean {
  if (span.includes(';')) return true;
  const join = JOIN.exec(span);
  return join !== null && MARKED_LATIN.test(span.slice(join.index));
}
