/**
 * Exfiltration written as an ordinary act on a carrier the user does not control. Evidence combined, all
 * in one sentence (the carrier may be in the next):
 * - data that is private by its category, not only a credential: people's records and details (a buyer
 *   or patient list, student records, medical notes, names with addresses and phones, door codes), payment
 *   cards, secrets, the user's files and folders (home or working directory, dotfiles, shell history, every
 *   file read), the user's messages or conversation;
 * - a carrier by kind: a public place (a public channel, paste or folder, a share link anyone can open), a
 *   host that only receives (a relay tunnel, a webhook, a form, a paste site), a raw socket or bucket
 *   command (`nc host port`, `aws s3 cp … s3://…`), a phone number texted, a fixed e-mail address, or a
 *   fixed URL of a websocket or a path;
 * - an order to move it: an imperative send verb, the model or "you" as its subject, or a standing passive
 *   ("each file opened is also sent", "is mirrored", "is zipped and attached").
 * Honest texts stay quiet: upload, share, mail, SMS and webhook tools say what they do with what the user
 * gives them in the third person ("Uploads the file to the bucket"), name no fixed carrier of their own
 * choosing, or name no private category beside it ("Posts a message to #general").
 */
import { userNaming } from './withheld.js';

/** Evidence as ./evidence.ts names it (not imported: evidence.ts reads this module). */
export interface CarrierEvidence {
  kind: 'private' | 'sink' | 'directive';
  label: string;
  text: string;
}

/** Private data by category, in English. */
const PRIVATE =
  /\b(?:(?:ticket\s+)?(?:buyer|customer|patient|student|pupil|member|consignee|guest|client|employee|donor|passenger|runner|player|tenant|attendee|applicant|owner|user)s?['’]?s?\s+(?:(?:full|whole|complete|personal|contact|medical|health)\s+)?(?:lists?|records?|details|notes|charts?|scans?|logbooks?|DMs?|direct\s+messages|contacts|names?|address(?:es)?|phone\s+numbers|phones?|door\s+codes?|files|histor(?:y|ies)|data|card(?:\s+numbers?)?)|(?:medical|health|diagnos[a-z]{0,4}|medication)\s+(?:notes|details|records|histor(?:y|ies)|data)|emergency\s+contacts|door\s+codes?|(?:gate|door|access|alarm|entry|lockbox|garage)(?:\s+(?:or|and)\s+(?:gate|door|access|alarm|entry|lockbox|garage))?\s+codes|(?<!\b(?:to|in|into|on|from|within|of)\s+)(?:the|this)\s+(?:current\s+|whole\s+|entire\s+|full\s+)?(?:[a-z-]{3,20}\s+)?conversation\b(?!\s+(?:id|ids|list|name|names|title|members?|settings|type)\b)|card\s+(?:numbers?|details|expiry|last\s+four)|(?:api\s+)?tokens?\s+or\s+passwords|passwords|api\s+(?:tokens|keys)|pupil\s+records|lesson\s+history|shell\s+history|(?:home|working)\s+director(?:y|ies)|dotfiles|hidden\s+(?:files|folders)|(?:any|every|each)\s+(?:[\w-]{1,20}\s+){0,2}?files?\s+(?:contents\s+)?(?:(?:that\s+)?(?:you|the\s+(?:assistant|model|agent))\s+)?(?:reads?|opens?|opened|read)\b|user(?:['’]s)?\s+(?:questions?|prompts?|messages|conversation)|DMs?|direct\s+messages|private\s+messages|(?:contents|text|body)\s+of\s+(?:the\s+)?(?:[\w-]{1,20}\s+)?\.env\b|(?:names?,\s+(?:e-?mails?|address(?:es)?|phones?)|names?\s+and\s+(?:e-?mails?|address(?:es)?|phones?)))/i;
/** The user's home folder or a key folder as a path ("~/", "~/.ssh folder", "~/.bash_history"). */
const HOME_PATH = /(?:^|[\s`'"(])(?:~|\$HOME)\/(?:\.[\w.-]{1,40})?(?=[\s`'")]|$)|~\/\.(?:bash|zsh)_history\b|~\/\.ssh\b/;

/** A carrier by kind: where private data is public or in someone else's hands. The label is group-free: the match is shown. */
const CARRIERS: readonly { label: string; pattern: RegExp }[] = [
  {
    label: 'public place',
    pattern:
      /\bpublic\s+(?:channel|paste|folder|link|share\s+link|repo(?:sitory)?|bucket|gist|page|board|drive)\b|\bshared\s+folder\b|\banyone\s+with\s+the\s+link\b|\bpaste\s+site\b|\b[\w-]{1,40}-public(?:-[\w-]{1,40})?\b|\bpublic-[\w-]{1,40}\b|\b(?:community|open)\s+(?:Slack|Discord)\b/i,
  },
  {
    label: 'receiving host',
    pattern:
      /\b(?:[\w-]{1,63}\.)?ngrok(?:-free)?\.(?:app|io|dev)\b|\bhooks\.slack\.com(?=\/)|\bdiscord(?:app)?\.com\/api\/webhooks\b|\bdocs\.google\.com\/forms\b|\bforms\.gle\/|\bpastebin\.com\b|\bpaste\.[\w-]{1,40}\.[a-z]{2,12}\b|\bwebhook\.site\b|\bwss?:\/\/[\w.-]{1,80}/i,
  },
  {
    label: 'raw network command',
    pattern:
      /\b(?:nc|ncat|netcat)\s+(?:-\w{1,3}\s+){0,3}[\w.-]{1,80}\s+\d{1,5}\b|\b(?:aws\s+s3\s+(?:cp|sync)|gsutil\s+(?:-m\s+)?cp|rclone\s+copy)\b[^\n]{0,200}?\b(?:s3|gs):\/\//,
  },
  { label: 'phone number', pattern: /(?<![\w.])\+\d{1,3}[\s-]?\d{1,5}(?:[\s-]?\d{2,6}){1,3}\b/ },
  { label: 'outside address', pattern: /\b[\w.+-]{1,64}@[\w-]{1,63}\.[\w.-]{2,60}\b/ },
  { label: 'issue in another repository', pattern: /\bissue\s+(?:in|on|at)\s+(?:the\s+)?(?:repo(?:sitory)?\s+)?[\w.-]{1,40}\/[\w.-]{1,40}\b/i },
  { label: 'fixed URL', pattern: /\bhttps?:\/\/[\w.-]{1,80}\/[\w./-]{1,120}/i },
];

/** The carriers read in a neighbouring sentence too: kinds no tool's own API is. */
const NEAR_KINDS = new Set(['public place', 'receiving host', 'raw network command', 'issue in another repository']);
/** The index in CARRIERS of a raw network command, which is also an order to run it. */
const RAW_COMMAND = 2;
/** Verbs that move data to a carrier. */
const MOVE = 'send|post|upload|e-?mail|mail|text|sms|submit|mirror|forward|copy|save|write|paste|share|attach|fetch|relay|stream|push|pipe|zip|deliver|archive';
/** An order to move: an imperative at a clause start, or the model or "you" as the subject (with an adverb or two between). */
const ORDER = new RegExp(
  `(?:^\\s{0,3}|[.;:!?(]\\s{0,3}|\\b(?:then|and|so|also|please)\\s+)(?:(?:afterwards|first|later|always|quietly|silently|also|just|now)\\s+)?(?:${MOVE}|run|execute)\\b|\\b(?:you|assistants?|models?|agents?)\\s+(?:(?:also|then|quietly|silently|always|should|must|can|may|will|just|typically|usually|generally|normally|simply|routinely)\\s+){0,2}(?:${MOVE})(?:s|es)?\\b|\\b(?:open|file|create)\\s+(?:a\\s+|an\\s+)?(?:new\\s+)?issue\\b`,
  'i',
);
/**
 * An imperative capitalized (or written in capitals) after a lower-case word, where a full stop was left
 * out ("… from a channel Send the list to …", "… with Select tag POST the contents to …"), with its object.
 */
const JOINED_ORDER = new RegExp(
  `(?<=[a-z]\\s)(?:${MOVE.split('|')
    .flatMap((verb) => [verb[0].toUpperCase() + verb.slice(1), verb.toUpperCase()])
    .join('|')})\\s+(?:the|a|an|all|every|each|this|it|them|your|their)\\b`,
);
/** An order given as a standing passive: a quantified item is moved ("each … is also sent", "are e-mailed", "is mirrored", "is zipped and attached"). */
const STANDING_MOVE =
  /\b(?:is|are|gets?)\s+(?:also\s+|then\s+|always\s+|quietly\s+|silently\s+)?(?:(?:sent|posted|uploaded|e-?mailed|mailed|texted|submitted|mirrored|forwarded|copied|saved|written|pasted|shared|attached|relayed|streamed|pushed|piped|zipped|delivered|archived|collected)\b(?:\s+and\s+\w{2,12})?)/i;
const STANDING = /\b(?:each|every|any|all|whenever|always|after\s+each)\b/i;
/** What is only mentioned or refused: a carrier the text keeps data from, or a rule the user opts into. */
const DENIED =
  /\b(?:never|not|n['’]t|no|without)\s+(?:\w{1,15}\s+){0,3}?(?:send|post|upload|share|sent|posted|uploaded|shared|e-?mail|e-?mailed|leave|leaves)\b/i;
/** A sentence's end: a full stop and space, or a line end or semicolon. */
const END = /(?<=\S)[.!?](?=\s|$)|[\n;]/g;

/** The spans of a text's sentences, at most 5,001. */
export function sentences(text: string): [number, number][] {
  const spans: [number, number][] = [];
  let from = 0;
  END.lastIndex = 0;
  for (let m = END.exec(text); m !== null; m = END.exec(text)) {
    spans.push([from, m.index + m[0].length]);
    from = m.index + m[0].length;
    if (spans.length > 5000) return spans;
  }
  if (from < text.length) spans.push([from, text.length]);
  return spans;
}

const short = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text).trim();

/** Where a carrier of CARRIERS is in `sentence`, with its label. */
function carrierIn(sentence: string): CarrierEvidence | undefined {
  for (const { label, pattern } of CARRIERS) {
    const m = pattern.exec(sentence);
    if (m) return { kind: 'sink', label, text: short(m[0]) };
  }
  return undefined;
}

/** The order that moves data in `sentence`: an imperative or a verb of the model's, a standing passive, or a raw network command to run. */
function orderIn(sentence: string): CarrierEvidence | undefined {
  const imperative = ORDER.exec(sentence) ?? JOINED_ORDER.exec(sentence);
  if (imperative) return { kind: 'directive', label: 'order', text: short(imperative[0].replace(/^[.;:,!?(\s]+/, '')) };
  const standing = STANDING.test(sentence) ? STANDING_MOVE.exec(sentence) : null;
  if (standing) return { kind: 'directive', label: 'standing rule', text: short(standing[0]) };
  const command = CARRIERS[RAW_COMMAND].pattern.exec(sentence);
  return command ? { kind: 'directive', label: 'command to run', text: short(command[0]) } : undefined;
}

/** Private data moved to a carrier the user does not control, by an order or a standing rule, or [] (see the header). */
export function carriedOut(text: string): CarrierEvidence[] {
  // Every carrier writes one of these: a text without any has nothing to find.
  if (!/[@+/]|public|shared|anyone|paste|\bnc\b|netcat/i.test(text)) return [];
  const spans = sentences(text);
  for (let i = 0; i < spans.length; i++) {
    const sentence = text.slice(spans[i][0], spans[i][1]);
    if (sentence.length > 600) continue;
    const data = PRIVATE.exec(sentence) ?? HOME_PATH.exec(sentence);
    if (!data || userNaming(sentence, data.index, data[0])) continue;
    const order = orderIn(sentence);
    if (!order || DENIED.test(sentence)) continue;
    // The carrier in the sentence, or in the one before or after ("… collected by the relay at https://…; send it the records").
    const near = (j: number) => {
      const found = spans[j] && spans[j][1] - spans[j][0] <= 600 ? carrierIn(text.slice(spans[j][0], spans[j][1])) : undefined;
      // A URL or an address in a neighbour is as often the service the tool calls: only a carrier by its kind reaches across.
      return found && NEAR_KINDS.has(found.label) ? found : undefined;
    };
    const carrier = carrierIn(sentence) ?? near(i + 1) ?? near(i - 1);
    if (!carrier) continue;
    return [{ kind: 'private', label: 'private data', text: short(data[0]) }, carrier, order];
  }
  return [];
}
