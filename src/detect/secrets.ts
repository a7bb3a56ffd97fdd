/**
 * Credential-looking values: well-known token formats anywhere in a string, and high-entropy values
 * of fields named like credentials. Matches are described redacted (a public prefix and a length),
 * never in full. Obvious placeholders ("AKIAIOSFODNN7EXAMPLE", "<token>", "sk-xxxx…") are not secrets.
 */
import { mayMatch } from './prefilter.js';

export interface SecretMatch {
  /** What it looks like, e.g. "GitHub token". */
  kind: string;
  /** A redacted form that is safe to print, e.g. `"ghp_…", 40 characters`. */
  redacted: string;
  /**
   * Known by the field it sits in, not by its shape: the whole value is the credential, and no pattern
   * finds it again where another finding quotes it (rememberCredential, formats/types.ts).
   */
  byField?: true;
}

interface Detector {
  kind: string;
  /** Group 1 is the secret; or `find` returns it, where no regular expression is linear. */
  pattern?: RegExp;
  find?: (text: string) => string | undefined;
  /** How many leading characters are a public prefix that may be shown. */
  shown: number;
  /** Extra evidence the match is real, beyond its shape. */
  accept?: (secret: string) => boolean;
}

const B = '(?<![A-Za-z0-9_+/-])';
const E = '(?![A-Za-z0-9_-])';

const DETECTORS: readonly Detector[] = [
  {
    kind: 'PEM private key',
    pattern: /(-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?)(?:-----END|$)/,
    shown: 0,
    accept: hasKeyBody,
  },
  { kind: 'AWS access key ID', pattern: new RegExp(`${B}((?:AKIA|ASIA|ABIA|ACCA)[A-Z0-9]{16})${E}`), shown: 4 },
  { kind: 'GitHub fine-grained personal access token', pattern: new RegExp(`${B}(github_pat_[A-Za-z0-9_]{22,255})${E}`), shown: 11 },
  { kind: 'GitHub token', pattern: new RegExp(`${B}(gh[pousr]_[A-Za-z0-9]{36,255})${E}`), shown: 4 },
  { kind: 'GitLab personal access token', pattern: new RegExp(`${B}(glpat-[A-Za-z0-9_-]{20,})${E}`), shown: 6 },
  { kind: 'Slack token', pattern: new RegExp(`${B}(xox[baprs]-[A-Za-z0-9-]{10,})${E}`), shown: 5, accept: (s) => /[0-9]/.test(s) },
  { kind: 'Slack webhook URL', pattern: /(https:\/\/hooks\.slack\.com\/services\/T[A-Z0-9]+\/B[A-Z0-9]+\/[A-Za-z0-9]{16,})/, shown: 33 },
  { kind: 'Stripe live secret key', pattern: new RegExp(`${B}((?:sk|rk)_live_[A-Za-z0-9]{16,})${E}`), shown: 8 },
  { kind: 'Google API key', pattern: new RegExp(`${B}(AIza[0-9A-Za-z_-]{35})${E}`), shown: 4 },
  { kind: 'Anthropic API key', pattern: new RegExp(`${B}(sk-ant-[A-Za-z0-9_-]{20,})${E}`), shown: 7 },
  { kind: 'OpenAI-style API key', pattern: new RegExp(`${B}(sk-(?:proj-|svcacct-|admin-)?[A-Za-z0-9_-]{20,})${E}`), shown: 3, accept: looksRandom },
  { kind: 'npm access token', pattern: new RegExp(`${B}(npm_[A-Za-z0-9]{36})${E}`), shown: 4 },
  { kind: 'Hugging Face token', pattern: new RegExp(`${B}(hf_[A-Za-z]{34})${E}`), shown: 3 },
  { kind: 'JSON Web Token', pattern: new RegExp(`${B}(eyJ[A-Za-z0-9_-]{8,}\\.eyJ[A-Za-z0-9_-]{8,}\\.[A-Za-z0-9_-]{8,})${E}`), shown: 3, accept: isJwt },
  { kind: 'password in a URL', find: urlPassword, shown: 0 },
  { kind: 'bearer token', pattern: /\bBearer\s+([A-Za-z0-9\-._~+/]{20,}=*)/, shown: 0, accept: looksRandom },
];

/**
 * Whether a PEM header is followed by key material: 40 base64 digits or more in runs of 16 or more that
 * hold a digit, "+" or "/", before the next "-----". A header alone, or one a sentence names as the
 * expected format ("a file starting with -----BEGIN PRIVATE KEY-----"), holds no key.
 */
function hasKeyBody(secret: string): boolean {
  const from = secret.indexOf('-----', 5) + 5;
  const next = secret.indexOf('-----', from);
  const body = secret.slice(from, next === -1 ? secret.length : next);
  let digits = 0;
  for (const [run] of body.matchAll(/[A-Za-z0-9+/]{16,}/g)) if (/[0-9+/]/.test(run)) digits += run.length;
  return digits >= 40;
}

/** Text every detector needs, so most strings are passed over with one quick test (keep in step with DETECTORS). */
export const MAYBE_KNOWN_SECRET =
  /PRIVATE KEY|AKIA|ASIA|ABIA|ACCA|github_pat_|gh[pousr]_|glpat-|xox[baprs]-|hooks\.slack\.com|_live_|AIza|sk-|npm_|hf_|eyJ|:\/\/|Bearer\s/;

/** Whether `text` passes MAYBE_KNOWN_SECRET; a long text is first asked whether it holds the pieces the test needs (./prefilter.ts). */
export function maybeKnownSecret(text: string): boolean {
  return mayMatch(MAYBE_KNOWN_SECRET, text) && MAYBE_KNOWN_SECRET.test(text);
}

/**
 * Each pattern as a global one, for finding every match (redaction) rather than the first, and with a
 * "/" allowed before it: detection leaves a token inside a path alone (base64 has "/"), but an output
 * that quotes "/Users/ghp_…/bin" must not show it, and redacting a little more costs nothing.
 */
const GLOBAL = new Map(
  DETECTORS.flatMap((d) => (d.pattern ? [[d, new RegExp(d.pattern.source.replace(B, '(?<![A-Za-z0-9_+-])'), `${d.pattern.flags}g`)] as const] : [])),
);

interface Place {
  start: number;
  end: number;
  detector: Detector;
}

/** Every well-known credential in `text`, by where it is; overlapping matches (one key two formats take) merged. */
function knownSecrets(text: string): Place[] {
  const places: Place[] = [];
  for (const detector of DETECTORS) {
    const global = GLOBAL.get(detector);
    if (global) {
      // A value that repeats is judged once (a megabyte can hold 25,000 copies of one key).
      const verdicts = new Map<string, boolean>();
      const real = (secret: string): boolean => {
        let verdict = verdicts.get(secret);
        if (verdict === undefined) verdicts.set(secret, (verdict = !isPlaceholder(secret) && (!detector.accept || detector.accept(secret))));
        return verdict;
      };
      global.lastIndex = 0;
      for (let match = global.exec(text); match !== null; match = global.exec(text)) {
        const secret = match[1];
        if (secret && real(secret)) {
          const start = match.index + match[0].indexOf(secret);
          places.push({ start, end: start + secret.length, detector });
        }
        if (match[0].length === 0) global.lastIndex++;
      }
    } else {
      for (const place of urlPasswords(text)) if (!isPlaceholder(text.slice(place.start, place.end))) places.push({ ...place, detector });
    }
  }
  places.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Place[] = [];
  for (const place of places) {
    const last = merged[merged.length - 1];
    if (last && place.start < last.end) last.end = Math.max(last.end, place.end);
    else merged.push({ ...place });
  }
  return merged;
}

/**
 * `text` with every well-known credential in it redacted: described (`[redacted GitHub token "ghp_…",
 * 40 characters]`, for messages) or masked with "*" past its public prefix, keeping every column
 * (for source excerpts, whose caret must stay under the finding). Linear: each pattern runs once.
 */
export function redactSecrets(text: string, style: 'describe' | 'mask' = 'describe'): string {
  if (!maybeKnownSecret(text)) return text;
  const places = knownSecrets(text);
  if (places.length === 0) return text;
  let out = '';
  let at = 0;
  for (const { start, end, detector } of places) {
    const secret = text.slice(start, end);
    out +=
      text.slice(at, start) +
      (style === 'mask' ? secret.slice(0, detector.shown) + '*'.repeat(Math.max(0, secret.length - detector.shown)) : described(secret, detector));
    at = end;
  }
  return out + text.slice(at);
}

function described(secret: string, detector: Pick<Detector, 'kind' | 'shown'>): string {
  return `[redacted ${detector.kind}: ${redact(secret, detector.shown)}]`;
}

/** How a value a rule found to be a credential by its field is described. */
const FIELD_VALUE: Detector = { kind: 'credential', shown: 0 };

/** Characters of a credential a quote must hold for SecretIndex to find it (fewer leak no more than a prefix). */
const HEAD = 8;
/** Credentials kept per head: enough for any real file, and a bound for one built to share a head. */
const PER_HEAD = 16;

/**
 * The well-known credentials of a text (a finding's line), to find again where a message quotes them:
 * whole, or cut short (a rule that shortens a long value to `"/Users/ghp_abc…"` leaves a prefix no
 * pattern recognizes). Built once, in linear time; each text is then read once, position by position.
 */
export class SecretIndex {
  private readonly byHead = new Map<string, { secret: string; detector: Detector }[]>();

  constructor(text: string) {
    if (text === '' || !maybeKnownSecret(text)) return;
    for (const { start, end, detector } of knownSecrets(text)) {
      if (end - start < HEAD) continue;
      const secret = text.slice(start, end);
      const head = secret.slice(0, HEAD);
      const list = this.byHead.get(head) ?? [];
      if (list.length < PER_HEAD && !list.some((known) => known.secret === secret)) list.push({ secret, detector });
      this.byHead.set(head, list);
    }
  }

  /** An index of values known to be credentials (by the field they sit in), each described by its length alone. */
  static of(values: Iterable<string>): SecretIndex {
    const index = new SecretIndex('');
    for (const secret of values) {
      if (secret.length < HEAD) continue;
      const list = index.byHead.get(secret.slice(0, HEAD)) ?? [];
      if (list.length < PER_HEAD) list.push({ secret, detector: FIELD_VALUE });
      index.byHead.set(secret.slice(0, HEAD), list);
    }
    return index;
  }

  /** `text` with every stretch of HEAD or more characters that begins one of the file's credentials redacted. */
  redact(text: string): string {
    if (this.byHead.size === 0) return text;
    let out = '';
    let at = 0;
    for (let i = 0; i + HEAD <= text.length; ) {
      let best: { secret: string; detector: Detector } | undefined;
      let length = 0;
      for (const known of this.byHead.get(text.slice(i, i + HEAD)) ?? []) {
        let n = HEAD;
        while (n < known.secret.length && text[i + n] === known.secret[n]) n++;
        if (n > length) [best, length] = [known, n];
      }
      if (!best) {
        i++;
        continue;
      }
      out += text.slice(at, i) + described(best.secret, best.detector);
      i += length;
      at = i;
    }
    return out + text.slice(at);
  }
}

/** A JSON Pointer with each segment's credentials redacted, the segments kept apart ("/" in a redacted form is escaped). */
export function redactPointer(pointer: string, redactText: (text: string) => string = redactSecrets, always = false): string {
  if (!always && !MAYBE_KNOWN_SECRET.test(pointer)) return pointer;
  return pointer
    .split('/')
    .map((segment) => {
      const plain = segment.replace(/~1/g, '/').replace(/~0/g, '~');
      const redacted = redactText(plain);
      return redacted === plain ? segment : redacted.replace(/~/g, '~0').replace(/\//g, '~1');
    })
    .join('/');
}

/** The first well-known credential format in `text`, or null. */
export function findSecret(text: string): SecretMatch | null {
  if (!maybeKnownSecret(text)) return null;
  for (const detector of DETECTORS) {
    const secret = detector.find ? detector.find(text) : detector.pattern?.exec(text)?.[1];
    if (!secret || isPlaceholder(secret) || (detector.accept && !detector.accept(secret))) continue;
    return { kind: detector.kind, redacted: redact(secret, detector.shown) };
  }
  return null;
}

const CREDENTIAL_WORDS = new Set(['password', 'passwd', 'pwd', 'passphrase', 'secret', 'token', 'apikey', 'credential', 'credentials']);
/** `<word>_key` fields that hold credentials (api_key, private_key), unlike `sort_key` or `cache_key`. */
const KEY_QUALIFIERS = new Set(['api', 'access', 'secret', 'private', 'signing', 'encryption', 'auth', 'client', 'master', 'license']);
/** Fields whose tokens are not credentials (pagination, progress, CSRF) or that hold no value (token_type). */
const NOT_CREDENTIAL_WORDS = new Set([
  'page',
  'next',
  'cursor',
  'continuation',
  'sync',
  'progress',
  'csrf',
  'xsrf',
  'idempotency',
  'max',
  'min',
  'count',
  'limit',
  'type',
  'name',
  'hint',
  'description',
  'length',
  'prefix',
  'expires',
  'ttl',
  'policy',
  'field',
  'header',
  'public',
]);

/**
 * A credential in a field named like one (`password`, `apiKey`, `client_secret`): the value must look
 * random and be long enough to be real (8 characters for passwords, 16 for keys and tokens). The field
 * name is asked for only when the value could be a credential.
 */
export function findSecretField(value: string, fieldOf: () => string | undefined): SecretMatch | null {
  if (/\s/.test(value) || value.length < 8 || isPath(value)) return null;
  const field = fieldOf();
  if (field === undefined) return null;
  const kind = credentialKind(field);
  if (kind === null) return null;
  const password = kind === 'password';
  if (value.length < (password ? 8 : 16) || isPlaceholder(value) || isDefaultPassword(value)) return null;
  // A passphrase can be a real password; a token or key is generated, never a phrase.
  if (!password && isPhrase(value)) return null;
  if (charClasses(value) < 2 || entropy(value) < (password ? 2.5 : 3.3)) return null;
  return { kind: `high-entropy ${JSON.stringify(field)} value`, redacted: redact(value, 0), byField: true };
}

/**
 * Three or more words joined by "-", "_" or "." ("vh_token-for-home", "paste-a-long-lived-token"): what a person writes
 * in an example. Generated tokens mix in digits or run long without a separator.
 */
function isPhrase(value: string): boolean {
  const words = value.split(/[-_.]/);
  return words.length >= 3 && words.every((word) => /^(?:[a-z]{1,12}|[A-Z]{1,12}|[A-Z][a-z]{1,11})$/.test(word));
}

/** Whether a field is named like a credential, so that findSecretField can find one in its value. */
export function namesCredential(field: string): boolean {
  return credentialKind(field) !== null;
}

/** Userinfo longer than this is no user name and password. */
const MAX_USERINFO = 256;
/** A URL's host part that names itself rather than a host: `host:port`, `hostname`, `localhost:port`. */
const PATTERN_HOST = /^(?:host(?:name)?(?=[:/?#)\s]|$)|[^\s/@:]*:port(?=[/?#)\s]|$))/i;

/**
 * The first password of a `scheme://user:password@` in `text` that could be real, found by a scan that looks at most
 * MAX_USERINFO characters past each "://", so it stays linear however the text is built.
 */
function urlPassword(text: string): string | undefined {
  for (const { start, end } of urlPasswords(text)) {
    const password = text.slice(start, end);
    // A default password ("user:pass@localhost") protects nothing and reveals nothing, in a URL as in a field.
    if (!isPlaceholder(password) && !isDefaultPassword(password)) return password;
  }
  return undefined;
}

/**
 * Where each `scheme://user:password@`'s password is, by the same bounded scan; none in a URL that shows
 * its own pattern (`user:pass@host:port/db`, `…@hostname/…`), which no client can connect to.
 */
function* urlPasswords(text: string): Generator<{ start: number; end: number }> {
  for (let at = text.indexOf('://'); at !== -1; at = text.indexOf('://', at + 3)) {
    if (!/[A-Za-z0-9+.-]/.test(text[at - 1] ?? '')) continue;
    let colon = -1;
    for (let i = at + 3; i < Math.min(text.length, at + 3 + MAX_USERINFO); i++) {
      const c = text[i];
      if (c === '@') {
        if (colon > at + 3 && i > colon + 1 && !PATTERN_HOST.test(text.slice(i + 1, i + 1 + MAX_USERINFO))) yield { start: colon + 1, end: i };
        break;
      }
      if (c === '/' || /\s/.test(c)) break;
      if (c === ':' && colon === -1) colon = i;
    }
  }
}

/** Field names repeat across tools and files: classify each once (bounded, since names come from input). */
const KINDS = new Map<string, 'password' | 'secret' | null>();

/** Whether a field is named like a password, like another credential (token, api_key…), or neither. */
function credentialKind(field: string): 'password' | 'secret' | null {
  let kind = KINDS.get(field);
  if (kind !== undefined) return kind;
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const last = words[words.length - 1];
  const isKey = last === 'key' && words.length > 1 && KEY_QUALIFIERS.has(words[words.length - 2]);
  kind =
    !last || words.some((w) => NOT_CREDENTIAL_WORDS.has(w)) || (!CREDENTIAL_WORDS.has(last) && !isKey)
      ? null
      : ['password', 'passwd', 'pwd', 'passphrase'].includes(last)
        ? 'password'
        : 'secret';
  if (KINDS.size >= 10_000) KINDS.clear();
  KINDS.set(field, kind);
  return kind;
}

/** Obvious stand-ins, which examples should use: words like "example", template syntax, or long runs of one character. */
/** A file path (where a credential is kept), not the credential: "./sa.json", "/keys/a.pem", "~/.aws/credentials". */
function isPath(value: string): boolean {
  return (
    /^(?:\.{1,2}[\\/]|~[\\/]|[A-Za-z]:[\\/])/.test(value) ||
    (value.startsWith('/') && value.indexOf('/', 1) !== -1) ||
    /\.(?:json|pem|key|p12|pfx|crt|cer|ya?ml|env|txt|toml)$/i.test(value)
  );
}

export function isPlaceholder(value: string): boolean {
  return (
    /example|sample|dummy|placeholder|redacted|changeme|change_me|replace[-_ ]?(?:me|with)|insert[-_ ]|\bpaste[-_ ]|[-_ ]here\b|your[-_]?|fake|mock|test[-_]?(?:key|token|secret)|<[^>]*>|\$\{|\{\{|\.\.\.|…/i.test(
      value,
    ) ||
    /(.)\1{5,}/.test(value) ||
    isMasked(value) ||
    saysUnused(value) ||
    isSample(value)
  );
}

/** A vendor prefix that marks a key for test mode ("sk_test_…", "pk_test_…"): the sandbox keys vendors publish in their docs. */
const TEST_MODE_KEY = /^(?:sk|pk|rk)_test_/;
/** Claims an issuer stamps on a token it issues: who issued it, for whom, when, until when, which one. */
const ISSUED_CLAIMS = ['iss', 'aud', 'iat', 'nbf', 'exp', 'jti'];

/**
 * Whether a value is a published sample, not a key: a test-mode key by its vendor's prefix, or a JSON Web
 * Token no issuer stamped (no issuer, audience, issue or expiry time, or id among its claims), as documentation
 * writes them ({"sub":"1234567890"}).
 */
function isSample(value: string): boolean {
  if (TEST_MODE_KEY.test(value)) return true;
  if (!value.startsWith('eyJ')) return false;
  const claims = jsonPart(value.split('.')[1] ?? '');
  return claims !== null && !ISSUED_CLAIMS.some((claim) => claim in claims);
}

/** A token's base64url part read as a JSON object, or null. */
function jsonPart(part: string): object | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? value : null;
  } catch {
    return null;
  }
}

/** Runs of three or more characters people mask a credential with: "xxxx", "XXX", "***", "•••", "###". */
const MASK_RUNS = /x{3,}|X{3,}|\*{3,}|•{3,}|#{3,}/g;

/**
 * Whether a value is a credential with parts masked out ("sk-xxxxxxxx", "xxxx-xxxx", "wRita7kxxx9N6cqUwxxxx"):
 * runs of a mask character make at least a quarter of it. A random key holds such a run by chance
 * about once in ten thousand, and then a short one in a long value.
 */
function isMasked(value: string): boolean {
  let masked = 0;
  for (const run of value.matchAll(MASK_RUNS)) masked += run[0].length;
  return masked * 4 >= value.length;
}

/** Words a value uses to say it is no credential ("unused-bge-m3-is-authless", "not-needed", "no-auth"). */
const UNUSED = /unused|not[-_ ]?(?:a[-_ ]?secret|needed|required|used)|no[-_ ]?auth|authless|ignored/i;

/** Whether a value declares itself no credential: a stand-in a client needs because the field is required, where the server checks none. */
function saysUnused(value: string): boolean {
  return UNUSED.test(value);
}

/** The words default and tutorial passwords are made of ("password", "admin", a database's own name). */
const DEFAULT_WORDS =
  'password|passwd|pass|secret|admin|administrator|root|toor|changeit|letmein|qwerty|welcome|guest|default|postgres|postgresql|mysql|mariadb|neo4j|redis|mongo|mongodb|oracle|rabbitmq|elastic|user|test|demo|dev|local|localhost|abc|db';
/** One or two of those words, after an optional "my" ("mysecretpassword", "neo4jpassword", "admin-pass"). */
const DEFAULT_PASSWORD = new RegExp(`^(?:my)?(?:${DEFAULT_WORDS})(?:[-_.]?(?:${DEFAULT_WORDS}))?$`);
/** Digits and symbols tacked on at either end ("password2", "admin123!", "2024root"). */
const AFFIX = /^[0-9!#%&*?._-]{0,6}|[0-9!#%&*?._-]{0,6}$/g;
/** Common letter swaps ("P@ssw0rd"). */
const LEET: Record<string, string> = { '0': 'o', '@': 'a', $: 's', '3': 'e' };

/**
 * Whether a value is a default password, guessed first by anyone ("password2", "P@ssw0rd!", "admin123"):
 * a local development default, which protects nothing and reveals nothing, however varied its characters.
 */
export function isDefaultPassword(value: string): boolean {
  if (value.length > 40) return false;
  const core = value
    .replace(AFFIX, '')
    .toLowerCase()
    .replace(/[0@$3]/g, (c) => LEET[c] ?? c);
  return core.length > 0 && DEFAULT_PASSWORD.test(core);
}

/** Counts of ASCII characters for entropy, zero between calls. */
const ASCII_COUNTS = new Int32Array(128);

/**
 * Shannon entropy in bits per character. ASCII is counted in a table, not a map of one-character
 * strings (25,000 keys in 1 MB of "sk-…" took 60 ms); summed in order of first appearance, as before.
 */
export function entropy(value: string): number {
  const order: number[] = [];
  let other: Map<number, number> | undefined;
  for (let i = 0; i < value.length; i++) {
    const cp = value.codePointAt(i) as number;
    if (cp < 128) {
      if (ASCII_COUNTS[cp]++ === 0) order.push(cp);
      continue;
    }
    other ??= new Map();
    const n = other.get(cp);
    if (n === undefined) order.push(cp);
    other.set(cp, (n ?? 0) + 1);
    if (cp > 0xffff) i++;
  }
  let bits = 0;
  for (const cp of order) {
    const n = cp < 128 ? ASCII_COUNTS[cp] : (other?.get(cp) as number);
    if (cp < 128) ASCII_COUNTS[cp] = 0;
    bits -= (n / value.length) * Math.log2(n / value.length);
  }
  return bits;
}

function charClasses(value: string): number {
  return [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((r) => r.test(value)).length;
}

function looksRandom(secret: string): boolean {
  return /[0-9]/.test(secret) && /[A-Za-z]/.test(secret) && entropy(secret) >= 3.5;
}

function isJwt(token: string): boolean {
  const header = jsonPart(token.split('.')[0]);
  return header !== null && 'alg' in header;
}

/** `"ghp_…", 40 characters`: a public prefix, if the format has one, and the length. */
function redact(secret: string, shown: number): string {
  const pem = /^-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----/.exec(secret);
  if (pem) return `"${pem[0]}…"`;
  const length = `${secret.length} characters`;
  return shown === 0 ? length : `"${secret.slice(0, shown)}…", ${length}`;
}
