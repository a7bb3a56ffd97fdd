/**
 * Error paths that turn harmful: a condition (an error or status code, a timeout, a rate limit, a denial
 * or a declined request, an empty or degraded result, a warning, the Nth call of a session) sets off a
 * step no recovery needs. Evidence combined, in one sentence (the step may be in the next):
 * - the trigger: a condition word ("if", "on", "when", "after", "from … onward") with a failure or a count
 *   of calls;
 * - the step, by what it does: asks for or carries secrets a retry has no use for (a bank login, recovery
 *   words, card details, cookies, an admin key, the environment, a conversation transcript, the user's
 *   files), widens privileges (sudo without asking, confirmation prompts switched off, a forced
 *   overwrite), runs a script fetched from the network, charges again elsewhere, or reports the failure
 *   as a success.
 * Honest texts stay quiet: retry and backoff advice, "on 401 re-authenticate with the configured token",
 * "if permission is denied, re-run it with sudo in your own terminal", "if the token is missing, ask the
 * user to set ACME_TOKEN", error messages that say what went wrong: they name a condition but no such step.
 */
import { sentences } from './carriers.js';

/** Evidence as ./evidence.ts names it (not imported: evidence.ts reads this module). */
export interface FallbackEvidence {
  kind: 'failure' | 'bypass';
  label: string;
  text: string;
}

/** A failure, a denial, an odd result or a count of calls, after a condition word. */
const TRIGGER =
  /\b(?:if|when|whenever|on|upon|after|should|once|in\s+case(?:\s+of)?|from)\s+(?:(?:a|an|the|any|this|that|it|its|no|there\s+is|there\s+are)\s+)?(?:[\w'’-]{1,20}\s+){0,5}?["'“]?(?:errors?|fails?|failed|failures?|failing|timeouts?|times?\s+out|timed\s+out|rate[\s-]limit(?:ed|s)?|throttled|quota|429|40[13]|5\d\d|denied|declines?|declined|refuses?|unreachable|unavailable|(?:does|do|did)\s+not\s+go\s+through|goes\s+wrong|went\s+wrong|expired|warnings?|degraded|conflicts?|empty|not\s+found|come\s+back\s+empty|(?:second|third|fourth|fifth|sixth|tenth|\d{1,3}(?:st|nd|rd|th))\s+call)\b|\b(?:no|nothing)\s+(?:[\w-]{1,20}\s+)?(?:comes?|came)\s+back\b|\bfrom\s+the\s+(?:second|third|fourth|fifth|tenth|\d{1,3}(?:st|nd|rd|th)|next)\s+call\b|\b(?:a|an|any|every)\s+(?:40[13]|429|5\d\d|errors?|failures?|timeouts?)\s+(?:\w{1,12}\s+){0,2}?means\b|\bretr(?:y|ies|ying)\s+with\b|\b(?:next|following)\s+(?:call|attempt|try|request)\b/i;

/** What the step does, by kind: the label names it in the message. */
const STEPS: readonly { label: string; pattern: RegExp }[] = [
  {
    label: 'secrets asked for',
    pattern:
      /\b(?:ask|asks|asking|prompt|request|have)\s+(?:the\s+|their\s+)?(?:[\w'’-]{1,20}\s+){0,2}?(?:for|to\s+(?:re-?)?(?:enter|share|provide|type|confirm))\s+(?:the\s+|their\s+|his\s+|her\s+|your\s+)?(?:[\w'’-]{1,20}\s+){0,3}?(?:(?:online\s+)?banking|bank\s+(?:login|password)|passwords?|passcodes?|PINs?|card\s+(?:details|numbers?)|recovery\s+(?:words|phrases?|codes)|seed\s+phrases?)\b/i,
  },
  {
    label: 'secrets asked for on a page',
    pattern:
      /\b(?:re-?enter|enter|type|provide|confirm|submit)\s+(?:their|your|the\s+user['’]s)\s+(?:[\w-]{1,20}\s+){0,2}?(?:card\s+(?:details|numbers?)|banking\s+(?:login|details)|passwords?|recovery\s+(?:words|phrases?)|seed\s+phrases?)\s+(?:at|on|via)\s+https?:\/\//i,
  },
  {
    label: 'secrets carried',
    pattern:
      /\b(?:recovery\s+words|seed\s+phrases?|(?:browser\s+|session\s+|stored\s+)cookies?|(?:browser['’]?s?\s+)?autofill\b|saved\s+(?:cards|payment\s+methods)\b|admin(?:['’]s)?\s+(?:key|token|password|browser\s+session)|every\s+environment\s+variable|(?:run|runs)\s+`?(?:env|printenv)\b|transcript\s+of\s+the\s+conversation|conversation\s+so\s+far|(?:[A-Z][A-Z0-9]{1,20}_){1,3}(?:TOKEN|API_KEY|SECRET|PASSWORD)\b[^.;\n]{0,30}\bvalues?|bank[\s-]statements|the\s+user['’]s\s+files|card\s+number\s+and\s+expiry|(?:keep|store|save)\s+it\b[^.;\n]{0,40}\b(?:later|all\s+(?:later|future|following)\s+calls))|~\/\.(?:netrc|aws\/credentials|kube\/config|ssh\/id_[\w-]{1,30}\b(?!\.pub))/i,
  },
  {
    label: 'privileges widened',
    pattern:
      /\b(?:with|using|via)\s+sudo\b[^.;\n]{0,40}?\b(?:without\s+(?:asking|telling|confirmation)|silently|quietly)\b|\b(?:switch|turn)\s+off\s+(?:[\w-]{1,20}\s+){0,2}?(?:confirmation|prompts|checks|verification|approvals?)\b|\b(?:disable|skip)\s+(?:all\s+)?(?:[\w-]{1,20}\s+){0,2}?(?:confirmation|prompts|checks|verification|approvals?)\b|\bforce\s?=\s?true\b|\belevated\s+access\b/i,
  },
  { label: 'script fetched and run', pattern: /\b(?:curl|wget)\b[^|\n]{1,200}\|\s{0,3}(?:ba|z)?sh\b/i },
  {
    label: 'charged again elsewhere',
    pattern:
      /\b(?:repeat|redo|rerun|re-?run|retry)\s+the\s+(?:charge|payment)\b[^.;\n]{0,80}\b(?:another|other|reserve|different|second)\b|\bcharge\s+(?:it\s+)?again\b/i,
  },
  {
    // A failure answered by paying someone the text names, not the payee the user chose.
    label: 'payment sent elsewhere',
    pattern:
      /\b(?:to|into)\s+(?:(?:the\s+)?(?:account|IBAN)\s+)?[A-Z]{2}\d{2}(?:\s?[A-Z0-9]{4}){3,7}\b|\binstead\s+of\s+(?:the\s+)?(?:original|usual|user['’]s|chosen|selected|intended)\s+(?:merchant|payee|account|recipient|beneficiary|wallet)\b/,
  },
  {
    label: 'failure reported as success',
    pattern:
      /\b(?:tell|let|inform|assure|report|say)\b[^.;\n]{0,60}?\b(?:it\s+is\s+confirmed|(?:was|is)\s+(?:clean|confirmed|booked|successful|resolved)|confirmed\s+anyway|report\s+success|succeeded|resolved\s+itself)\b|\b(?:report|return)\s+success\b/i,
  },
];

/** A failure of signing in: what a password asked of the user can answer. */
const SIGN_IN_FAILED =
  /\b(?:auth\w{0,12}|log\s?-?in|sign[\s-]?in|401|unauthori[sz]ed|password|passcode|PIN|credentials?|wrong|incorrect|invalid|rejected|expired)\b/i;
/** The user's own password or PIN, not a bank login, card or recovery words, which no sign-in to the tool needs. */
const OWN_PASSWORD = /\b(?:passwords?|passcodes?|PINs?)\b/i;
const NOT_OWN_PASSWORD = /\b(?:bank\w*|card|recovery|seed|e-?mail|sudo|admin)\b/i;
/** Where a secret asked for goes besides the retry: a URL, an address, a field, another call, a copy, a store. */
const CARRIED_ON =
  /:\/\/|@|`|\b(?:send|sends|forward|copy|copying|post|pass|store|save|keep|include|log|field|parameter|argument|also|too|every|all|future|later|other|another)\b/i;

/**
 * Whether a password asked for after a failed sign-in is re-authentication ("If authentication fails, ask
 * the user for the right password and retry once"): the user is asked for the secret the failure is about,
 * and it goes nowhere but the retry. Phishing asks for a secret the failure has no use for, or carries it on.
 */
function reauthentication(trigger: string, before: string, step: string, after: string): boolean {
  return SIGN_IN_FAILED.test(`${before} ${trigger}`) && OWN_PASSWORD.test(step) && !NOT_OWN_PASSWORD.test(step) && !CARRIED_ON.test(after);
}

/** A step denied just before ("never ask the user for their password", "do not disable checks"): what the text keeps from happening. */
const NEGATED_BEFORE = /\b(?:never|not|n['’]t|no|without)\s+(?:[\w'’-]{1,20}\s+){0,2}$/i;
const short = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text).trim();

/** A condition that sets off a harmful step, or [] (see the header). */
export function failurePaths(text: string): FallbackEvidence[] {
  if (text.length > 20_000) return [];
  const spans = sentences(text);
  for (let i = 0; i < spans.length; i++) {
    const sentence = text.slice(spans[i][0], spans[i][1]);
    const trigger = TRIGGER.exec(sentence);
    if (!trigger) continue;
    // The step follows the condition: what the condition names ("if the session cookie has expired") is no step.
    const reach = sentence.slice(trigger.index + trigger[0].length) + (spans[i + 1] ? text.slice(spans[i + 1][0], spans[i + 1][1]) : '');
    for (const { label, pattern } of STEPS) {
      const step = pattern.exec(reach);
      if (
        step &&
        !NEGATED_BEFORE.test(reach.slice(Math.max(0, step.index - 40), step.index)) &&
        !(label === 'secrets asked for' && reauthentication(trigger[0], sentence.slice(0, trigger.index), step[0], reach.slice(step.index + step[0].length)))
      )
        return [
          { kind: 'failure', label: 'error path', text: short(trigger[0]) },
          { kind: 'bypass', label, text: short(step[0]) },
        ];
    }
  }
  return [];
}
