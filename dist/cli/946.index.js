// mcpdesc chunk bcd1928da18e4992b748808ca30c40c59d0592479fbefab74a325f76b61610f2
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 946;
__mcpdesc_chunk.ids = [946];
__mcpdesc_chunk.modules = {

/***/ 7887:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   N$: () => (/* binding */ maybeHidden),
/* harmony export */   TH: () => (/* binding */ sourceMayHide),
/* harmony export */   Y7: () => (/* binding */ describeHidden),
/* harmony export */   sF: () => (/* binding */ MAYBE_HIDDEN_QUICK)
/* harmony export */ });
/* unused harmony exports findHiddenCharacters, characterName */
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4976);
/**
 * Characters that do not show, or that reorder what shows: invisible format characters, bidirectional
 * controls and Unicode tag characters. They let a string say one thing to a model or a client and
 * another to a reviewer. Uses that are part of ordinary text stay allowed: joiners inside emoji and
 * between letters of scripts that need them, one variation selector after a character, emoji flag tags.
 */

const NAMES = {
    0x00ad: 'SOFT HYPHEN',
    0x034f: 'COMBINING GRAPHEME JOINER',
    0x061c: 'ARABIC LETTER MARK',
    0x115f: 'HANGUL CHOSEONG FILLER',
    0x1160: 'HANGUL JUNGSEONG FILLER',
    0x17b4: 'KHMER VOWEL INHERENT AQ',
    0x17b5: 'KHMER VOWEL INHERENT AA',
    0x180e: 'MONGOLIAN VOWEL SEPARATOR',
    0x200b: 'ZERO WIDTH SPACE',
    0x200c: 'ZERO WIDTH NON-JOINER',
    0x200d: 'ZERO WIDTH JOINER',
    0x200e: 'LEFT-TO-RIGHT MARK',
    0x200f: 'RIGHT-TO-LEFT MARK',
    0x202a: 'LEFT-TO-RIGHT EMBEDDING',
    0x202b: 'RIGHT-TO-LEFT EMBEDDING',
    0x202c: 'POP DIRECTIONAL FORMATTING',
    0x202d: 'LEFT-TO-RIGHT OVERRIDE',
    0x202e: 'RIGHT-TO-LEFT OVERRIDE',
    0x2060: 'WORD JOINER',
    0x2061: 'FUNCTION APPLICATION',
    0x2062: 'INVISIBLE TIMES',
    0x2063: 'INVISIBLE SEPARATOR',
    0x2064: 'INVISIBLE PLUS',
    0x2066: 'LEFT-TO-RIGHT ISOLATE',
    0x2067: 'RIGHT-TO-LEFT ISOLATE',
    0x2068: 'FIRST STRONG ISOLATE',
    0x2069: 'POP DIRECTIONAL ISOLATE',
    0x3164: 'HANGUL FILLER',
    0xfeff: 'ZERO WIDTH NO-BREAK SPACE',
    0xffa0: 'HALFWIDTH HANGUL FILLER',
    0xe0001: 'LANGUAGE TAG',
    0xe007f: 'CANCEL TAG',
};
const BIDI = new Set([0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]);
/** Invisible characters outside the format category (Cf). */
const INVISIBLE_LETTERS = new Set([0x034f, 0x115f, 0x1160, 0x17b4, 0x17b5, 0x3164, 0xffa0]);
/** Format characters that render as visible marks (prepended concatenation marks). */
const VISIBLE_FORMAT = new Set([0x0600, 0x0601, 0x0602, 0x0603, 0x0604, 0x0605, 0x06dd, 0x070f, 0x0890, 0x0891, 0x08e2, 0x110bd, 0x110cd]);
const BLACK_FLAG = 0x1f3f4;
const isTag = (cp) => cp >= 0xe0000 && cp <= 0xe007f;
const isVariationSelector = (cp) => (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef);
const SPACE = /^\s$/u;
/**
 * The patterns that read Unicode's properties, made on first use: V8 builds a property's class from
 * Unicode's tables as the pattern is made, which cost every start-up about 0.4 ms on Node 24, and the
 * text of nearly every run holds no character that needs them.
 */
let unicode;
function unicodeClasses() {
    unicode ??= {
        format: /^\p{Cf}$/u,
        letterOrMark: /^[\p{L}\p{M}]$/u,
        // biome-ignore lint/suspicious/noMisleadingCharacterClass: tested on one code point at a time, so the combining marks stand alone.
        pictographic: /^[\p{Extended_Pictographic}\p{Emoji_Modifier}\u{FE0F}\u{20E3}]$/u,
        han: /^\p{Script=Han}$/u,
        maybeHidden: new RegExp(`[\\p{Cf}${[...INVISIBLE_LETTERS].map((cp) => `\\u{${cp.toString(16)}}`).join('')}\\u{fe00}-\\u{fe0f}\\u{e0100}-\\u{e01ef}]`, 'u'),
    };
    return unicode;
}
/**
 * A quicker test still: every character maybeHidden finds is U+00AD or above, and a class of one
 * range scans far faster than \p{Cf}, so plain-text strings never meet the Unicode class.
 */
const MAYBE_HIDDEN_QUICK = /[^\x00-\xac]/;
/**
 * Whether a string parsed from `source` (JSON or YAML) can hold a character MAYBE_HIDDEN_QUICK finds:
 * the source holds one, or an escape that writes one (JSON's \u, YAML's \x \u \U \L \P). One scan
 * of a plain-ASCII file, instead of one test per string.
 */
function sourceMayHide(source) {
    // An ASCII text has as many UTF-8 bytes as characters, which Node counts far faster than a regex scans.
    if (Buffer.byteLength(source, 'utf8') !== source.length && MAYBE_HIDDEN_QUICK.test(source))
        return true;
    for (let at = source.indexOf('\\'); at !== -1; at = source.indexOf('\\', at + 1)) {
        const next = source.charCodeAt(at + 1);
        if (next === 0x75 || next === 0x55 || next === 0x78 || next === 0x4c || next === 0x50)
            return true; // u U x L P
    }
    return false;
}
/** A quick test for strings that cannot hold a hidden character, which is nearly all of them. */
function maybeHidden(text) {
    return unicodeClasses().maybeHidden.test(text);
}
function isCandidate(cp) {
    if (INVISIBLE_LETTERS.has(cp) || isVariationSelector(cp))
        return true;
    return unicodeClasses().format.test(String.fromCodePoint(cp)) && !VISIBLE_FORMAT.has(cp);
}
/** Every hidden character in `text`, in order. */
function findHiddenCharacters(text) {
    if (!MAYBE_HIDDEN_QUICK.test(text) || !maybeHidden(text))
        return [];
    const cps = Array.from(text, (c) => c.codePointAt(0));
    const found = [];
    for (let i = 0; i < cps.length; i++) {
        const cp = cps[i];
        if (!isCandidate(cp))
            continue;
        if (isTag(cp)) {
            const end = emojiTagSequenceEnd(cps, i);
            if (end > i) {
                i = end;
                continue;
            }
        }
        if (allowedInContext(cps, i))
            continue;
        found.push({ position: i + 1, codePoint: cp, kind: BIDI.has(cp) ? 'bidi' : isTag(cp) ? 'tag' : 'invisible' });
    }
    return found;
}
/** The index of the CANCEL TAG ending an emoji tag sequence (\ud83c\udff4 + tags, as in subdivision flags) that starts at i, else i. */
function emojiTagSequenceEnd(cps, i) {
    if (cps[i - 1] !== BLACK_FLAG)
        return i;
    let j = i;
    while (j < cps.length && cps[j] >= 0xe0020 && cps[j] <= 0xe007e)
        j++;
    return j > i && cps[j] === 0xe007f ? j : i;
}
function allowedInContext(cps, i) {
    const cp = cps[i];
    const before = i > 0 ? String.fromCodePoint(cps[i - 1]) : '';
    const after = i + 1 < cps.length ? String.fromCodePoint(cps[i + 1]) : '';
    if (cp === 0x200c || cp === 0x200d) {
        // Joiners shape Arabic, Indic and other scripts, and build emoji sequences (\ud83d\udc69\u200d\ud83d\udcbb).
        const { letterOrMark, pictographic } = unicodeClasses();
        const inScript = cps[i - 1] > 0x7f && letterOrMark.test(before) && cps[i + 1] > 0x7f && letterOrMark.test(after);
        const inEmoji = cp === 0x200d && pictographic.test(before) && pictographic.test(after);
        return inScript || inEmoji;
    }
    if (isVariationSelector(cp)) {
        // One selector chooses the form of the character before it (\u2764\ufe0f, ideographic variants); more is hidden data.
        if (before === '' || SPACE.test(before) || isCandidate(cps[i - 1]))
            return false;
        return cp <= 0xfe0f || unicodeClasses().han.test(before);
    }
    return false;
}
/** "U+200B ZERO WIDTH SPACE" */
function characterName(cp) {
    const code = `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;
    const name = NAMES[cp] ??
        (cp >= 0xfe00 && cp <= 0xfe0f ? `VARIATION SELECTOR-${cp - 0xfe00 + 1}` : undefined) ??
        (cp >= 0xe0100 && cp <= 0xe01ef ? `VARIATION SELECTOR-${cp - 0xe0100 + 17}` : undefined) ??
        (cp >= 0xe0020 && cp <= 0xe007e ? `TAG ${JSON.stringify(String.fromCodePoint(cp - 0xe0000))}` : undefined);
    return name ? `${code} ${name}` : `${code} (an invisible formatting character)`;
}
/**
 * What is hidden in `text` and where, as a message fragment, or null when nothing is: a run of tag
 * characters is one item, and what it spells is shown, since that is usually the smuggled instruction.
 */
function describeHidden(text) {
    const found = findHiddenCharacters(text);
    if (found.length === 0)
        return null;
    const first = found[0];
    const chars = Array.from(text);
    let described;
    let covered = 1;
    if (first.kind === 'tag') {
        while (covered < found.length && found[covered].kind === 'tag' && found[covered].position === first.position + covered)
            covered++;
        const spelled = found
            .slice(0, covered)
            .map((h) => h.codePoint)
            .filter((cp) => cp >= 0xe0020 && cp <= 0xe007e)
            .map((cp) => String.fromCodePoint(cp - 0xe0000))
            .join('');
        const span = covered > 1
            ? `${covered} invisible Unicode tag characters at characters ${first.position}\u2013${first.position + covered - 1}`
            : `the invisible Unicode tag character ${characterName(first.codePoint)} at character ${first.position}`;
        described = covered === 1 || spelled.trim() === '' ? span : `${span} that spell ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(spelled, 80)}`;
    }
    else {
        described = `${characterName(first.codePoint)} at character ${first.position}${context(chars, first.position - 1)}`;
    }
    const rest = found.length - covered;
    return rest > 0 ? `${described}, and ${rest} more hidden character${rest === 1 ? '' : 's'}` : described;
}
/** ` (after "\u2026text")`: the visible text just before a position, so the spot can be found in an editor. */
function context(chars, index) {
    if (index === 0)
        return ' (at the start)';
    const before = chars
        .slice(Math.max(0, index - 20), index)
        .filter((c) => !isCandidate(c.codePointAt(0)))
        .join('');
    return ` (after ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(index > 20 ? `\u2026${before}` : before)})`;
}


/***/ }),

/***/ 7654:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Sw: () => (/* binding */ MAYBE_KNOWN_SECRET),
/* harmony export */   mt: () => (/* binding */ findSecret),
/* harmony export */   si: () => (/* binding */ namesCredential),
/* harmony export */   uX: () => (/* binding */ findSecretField)
/* harmony export */ });
/* unused harmony exports isPlaceholder, entropy */
/**
 * Credential-looking values: well-known token formats anywhere in a string, and high-entropy values
 * of fields named like credentials. Matches are described redacted (a public prefix and a length),
 * never in full. Obvious placeholders ("AKIAIOSFODNN7EXAMPLE", "<token>", "sk-xxxx\u2026") are not secrets.
 */
const B = '(?<![A-Za-z0-9_+/-])';
const E = '(?![A-Za-z0-9_-])';
const DETECTORS = [
    {
        kind: 'PEM private key',
        pattern: /(-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?)(?:-----END|$)/,
        shown: 0,
        accept: (s) => (s.slice(s.indexOf('-----', 5) + 5).match(/[A-Za-z0-9+/]/g) ?? []).length >= 40,
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
/** Text every detector needs, so most strings are passed over with one quick test (keep in step with DETECTORS). */
const MAYBE_KNOWN_SECRET = /PRIVATE KEY|AKIA|ASIA|ABIA|ACCA|github_pat_|gh[pousr]_|glpat-|xox[baprs]-|hooks\.slack\.com|_live_|AIza|sk-|npm_|hf_|eyJ|:\/\/|Bearer\s/;
/** The first well-known credential format in `text`, or null. */
function findSecret(text) {
    if (!MAYBE_KNOWN_SECRET.test(text))
        return null;
    for (const detector of DETECTORS) {
        const secret = detector.find ? detector.find(text) : detector.pattern?.exec(text)?.[1];
        if (!secret || isPlaceholder(secret) || (detector.accept && !detector.accept(secret)))
            continue;
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
function findSecretField(value, fieldOf) {
    if (/\s/.test(value) || value.length < 8 || isPath(value))
        return null;
    const field = fieldOf();
    if (field === undefined)
        return null;
    const kind = credentialKind(field);
    if (kind === null)
        return null;
    const password = kind === 'password';
    if (value.length < (password ? 8 : 16) || isPlaceholder(value))
        return null;
    if (charClasses(value) < 2 || entropy(value) < (password ? 2.5 : 3.3))
        return null;
    return { kind: `high-entropy ${JSON.stringify(field)} value`, redacted: redact(value, 0) };
}
/** Whether a field is named like a credential, so that findSecretField can find one in its value. */
function namesCredential(field) {
    return credentialKind(field) !== null;
}
/** Userinfo longer than this is no user name and password. */
const MAX_USERINFO = 256;
/**
 * The password of the first `scheme://user:password@` in `text`, found by a scan that looks at most
 * MAX_USERINFO characters past each "://", so it stays linear however the text is built.
 */
function urlPassword(text) {
    for (let at = text.indexOf('://'); at !== -1; at = text.indexOf('://', at + 3)) {
        if (!/[A-Za-z0-9+.-]/.test(text[at - 1] ?? ''))
            continue;
        let colon = -1;
        for (let i = at + 3; i < Math.min(text.length, at + 3 + MAX_USERINFO); i++) {
            const c = text[i];
            if (c === '@') {
                if (colon > at + 3 && i > colon + 1)
                    return text.slice(colon + 1, i);
                break;
            }
            if (c === '/' || /\s/.test(c))
                break;
            if (c === ':' && colon === -1)
                colon = i;
        }
    }
    return undefined;
}
/** Field names repeat across tools and files: classify each once (bounded, since names come from input). */
const KINDS = new Map();
/** Whether a field is named like a password, like another credential (token, api_key\u2026), or neither. */
function credentialKind(field) {
    let kind = KINDS.get(field);
    if (kind !== undefined)
        return kind;
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
    if (KINDS.size >= 10_000)
        KINDS.clear();
    KINDS.set(field, kind);
    return kind;
}
/** Obvious stand-ins, which examples should use: words like "example", template syntax, or long runs of one character. */
/** A file path (where a credential is kept), not the credential: "./sa.json", "/keys/a.pem", "~/.aws/credentials". */
function isPath(value) {
    return (/^(?:\.{1,2}[\\/]|~[\\/]|[A-Za-z]:[\\/])/.test(value) ||
        (value.startsWith('/') && value.indexOf('/', 1) !== -1) ||
        /\.(?:json|pem|key|p12|pfx|crt|cer|ya?ml|env|txt|toml)$/i.test(value));
}
function isPlaceholder(value) {
    return (/example|sample|dummy|placeholder|redacted|changeme|change_me|replace[-_ ]?(?:me|with)|insert[-_ ]|[-_ ]here\b|your[-_]?|fake|mock|test[-_]?(?:key|token|secret)|<[^>]*>|\$\{|\{\{|\.\.\.|\u2026/i.test(value) || /(.)\1{5,}/.test(value));
}
/** Shannon entropy in bits per character. */
function entropy(value) {
    const counts = new Map();
    for (const c of value)
        counts.set(c, (counts.get(c) ?? 0) + 1);
    let bits = 0;
    for (const n of counts.values())
        bits -= (n / value.length) * Math.log2(n / value.length);
    return bits;
}
function charClasses(value) {
    return [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((r) => r.test(value)).length;
}
function looksRandom(secret) {
    return /[0-9]/.test(secret) && /[A-Za-z]/.test(secret) && entropy(secret) >= 3.5;
}
function isJwt(token) {
    try {
        const header = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString('utf8'));
        return typeof header === 'object' && header !== null && 'alg' in header;
    }
    catch {
        return false;
    }
}
/** `"ghp_\u2026", 40 characters`: a public prefix, if the format has one, and the length. */
function redact(secret, shown) {
    const pem = /^-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----/.exec(secret);
    if (pem)
        return `"${pem[0]}\u2026"`;
    const length = `${secret.length} characters`;
    return shown === 0 ? length : `"${secret.slice(0, shown)}\u2026", ${length}`;
}


/***/ }),

/***/ 8127:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BD: () => (/* binding */ descriptorContext),
/* harmony export */   sI: () => (/* reexport safe */ _info_js__WEBPACK_IMPORTED_MODULE_1__.sI),
/* harmony export */   wU: () => (/* binding */ descriptorRule)
/* harmony export */ });
/* harmony import */ var _protocol_check_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9440);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4976);
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6065);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7857);
/* harmony import */ var _info_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8690);






function descriptorRule(id, check) {
    return { id, check };
}
/** The shared part of the contexts, by the version asked for ('' for the declared one), built once per file: each rule adds only its reporter. */
const SHARED = (0,_types_js__WEBPACK_IMPORTED_MODULE_2__/* .memoKey */ .e3)('descriptor contexts by protocol version');
/** The context one rule sees in `version` (the declared one by default), or undefined when the file declares no supported version. */
function descriptorContext(scope, reporter, version = null) {
    const byVersion = scope.memo(SHARED, () => new Map());
    const asked = version ?? '';
    let shared = byVersion.get(asked);
    if (shared === undefined && !byVersion.has(asked))
        byVersion.set(asked, (shared = sharedContext(scope, version)));
    if (shared === undefined)
        return undefined;
    return {
        path: shared.path,
        descriptor: shared.descriptor,
        version: shared.version,
        versions: shared.versions,
        parsed: shared.parsed,
        report: (pointer, message, target) => reporter.report(pointer, message, target),
        schemas: shared.schemas,
        model: shared.model,
        memo: shared.memo,
        runMemo: shared.runMemo,
    };
}
/** The protocol model's verdicts in one version, by definition and pointer. */
const VERDICTS = (0,_types_js__WEBPACK_IMPORTED_MODULE_2__/* .memoKey */ .e3)('protocol model verdicts');
/** Values rules share, kept apart per version: what a rule computes in one version may differ in another. */
const PER_VERSION = (0,_types_js__WEBPACK_IMPORTED_MODULE_2__/* .memoKey */ .e3)('descriptor values by protocol version');
function sharedContext(scope, version) {
    const descriptor = scope.parsed.value;
    const versions = (0,_info_js__WEBPACK_IMPORTED_MODULE_1__/* .declaredVersions */ .sI)(descriptor);
    const reading = version === null ? versions[0] : versions.find((v) => v === version);
    if (reading === undefined || !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(descriptor))
        return undefined;
    const byVersion = scope.memo(PER_VERSION, () => new Map());
    let memos = byVersion.get(reading);
    if (!memos)
        byVersion.set(reading, (memos = new Map()));
    const values = memos;
    let verdicts = values.get(VERDICTS);
    if (!verdicts)
        values.set(VERDICTS, (verdicts = new Map()));
    const byDefinition = verdicts;
    return {
        path: scope.path,
        descriptor,
        version: reading,
        versions,
        parsed: scope.parsed,
        schemas: scope.schemas(),
        memo(key, make) {
            if (values.has(key))
                return values.get(key);
            const value = make();
            values.set(key, value);
            return value;
        },
        runMemo: (key, make) => scope.runMemo(key, make),
        model(definition, pointer, ignoreKeys, value) {
            let byPointer = byDefinition.get(definition);
            if (!byPointer)
                byDefinition.set(definition, (byPointer = new Map()));
            let issues = byPointer.get(pointer);
            if (!issues) {
                const at = value === undefined ? (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .getAt */ .sM)(descriptor, pointer) : value;
                issues = (0,_protocol_check_js__WEBPACK_IMPORTED_MODULE_0__/* .checkDefinition */ .Q)(definition, at, reading, pointer, ignoreKeys ? { ignoreKeys } : {});
                byPointer.set(pointer, issues);
            }
            return issues;
        },
    };
}


/***/ }),

/***/ 4565:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DESCRIPTOR: () => (/* binding */ DESCRIPTOR),
  "default": () => (/* binding */ mcpdesc_descriptor)
});

// EXTERNAL MODULE: ./src/formats/types.ts
var types = __webpack_require__(7857);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/context.ts
var context = __webpack_require__(8127);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/info.ts
var info = __webpack_require__(8690);
// EXTERNAL MODULE: ./src/protocol/versions.ts
var protocol_versions = __webpack_require__(5159);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/util/suggest.ts
var suggest = __webpack_require__(7406);
;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/document/protocol-version.ts




const SUPPORTED = protocol_versions/* VERSIONS */.S8.join(', ');
/**
 * The descriptor declares a protocol version mcpdesc supports, or a non-empty list of distinct ones for
 * a server that speaks several; near misses get a suggestion.
 */
/* harmony default export */ const protocol_version = ((0,types/* documentRule */.yr)('mcpdesc.document.protocol-version', ({ parsed, report }) => {
    const { value } = parsed;
    if (!(0,json/* isObject */.Gv)(value))
        return;
    if (!(0,json/* hasOwn */.$3)(value, 'protocolVersion')) {
        report('', `The descriptor does not declare "protocolVersion", so mcpdesc cannot tell which MCP revision to check it against. Add "protocolVersion": "${protocol_versions/* LATEST */.k0}" (or the revision your server speaks: ${SUPPORTED}).`);
        return;
    }
    const declared = value.protocolVersion;
    if (Array.isArray(declared)) {
        checkList(declared, report);
        return;
    }
    if (typeof declared !== 'string') {
        report('/protocolVersion', `"protocolVersion" must be a string such as "${protocol_versions/* LATEST */.k0}", but it is ${(0,json/* describeValue */.bp)(declared)}. Quote the date.`);
        return;
    }
    if (!protocol_versions/* VERSIONS */.S8.includes(declared))
        report('/protocolVersion', unsupported(declared));
}));
/** A list of versions: not empty, each a supported version, each once. */
function checkList(declared, report) {
    if (declared.length === 0) {
        report('/protocolVersion', `"protocolVersion" is an empty list, so mcpdesc cannot tell which MCP revision to check the descriptor against and did not check the rest of the file. List the revisions your server speaks, such as ["${protocol_versions/* LATEST */.k0}"] (supported: ${SUPPORTED}).`);
        return;
    }
    const first = new Map();
    for (const [i, entry] of declared.entries()) {
        const pointer = `/protocolVersion/${i}`;
        if (typeof entry !== 'string') {
            report(pointer, `Each entry of "protocolVersion" must be a string such as "${protocol_versions/* LATEST */.k0}", but entry ${i} is ${(0,json/* describeValue */.bp)(entry)}. Quote the date.`);
            continue;
        }
        if (!protocol_versions/* VERSIONS */.S8.includes(entry)) {
            report(pointer, unsupported(entry));
            continue;
        }
        const earlier = first.get(entry);
        if (earlier === undefined)
            first.set(entry, i);
        else
            report(pointer, `"protocolVersion" lists ${(0,json/* quote */.hD)(entry)} twice (entries ${earlier} and ${i}), so the rest of the file was not checked: a list names each revision the server speaks once. Remove entry ${i}.`);
    }
}
function unsupported(declared) {
    return `${(0,json/* quote */.hD)(declared)} is not an MCP protocol version mcpdesc supports, so the rest of the file was not checked. ${suggestion(declared)}`;
}
function suggestion(declared) {
    const normalized = normalizeDate(declared);
    if (normalized && protocol_versions/* VERSIONS */.S8.includes(normalized))
        return `Did you mean "${normalized}"?`;
    if (declared.trim().toLowerCase() === 'draft' || declared.trim().toLowerCase() === 'latest') {
        return `Declare a dated revision instead; the newest is "${protocol_versions/* LATEST */.k0}".`;
    }
    const near = (0,suggest/* closest */.k)(declared, protocol_versions/* VERSIONS */.S8, 2);
    if (near)
        return `Did you mean "${near}"?`;
    if (normalized && normalized > protocol_versions/* LATEST */.k0) {
        return `It looks like a revision newer than ${protocol_versions/* LATEST */.k0}, the newest mcpdesc knows: upgrade mcpdesc, or declare one of ${SUPPORTED}.`;
    }
    return `Use one of ${SUPPORTED}.`;
}
/** "2025/6/18", "20250618", "2025-6-18" \u2192 "2025-06-18"; undefined when it is not a date at all. */
function normalizeDate(text) {
    const match = /^\s*(\d{4})[-/._]?(\d{1,2})[-/._]?(\d{1,2})\s*$/.exec(text);
    if (!match)
        return undefined;
    return `${match[1]}-${match[2].padStart(2, '0')}-${match[3].padStart(2, '0')}`;
}

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/document/schema-url.ts



/**
 * The file name of one version's editor schema at the end of a "$schema" URL or path, after which only a
 * query or fragment may follow. Anchored at the end and free of overlapping runs, so it is linear.
 */
const VERSIONED = /(^|\/)descriptor-(\d{4}-\d{2}-\d{2})\.schema\.json([?#].*)?$/;
/**
 * A "$schema" that names the editor schema of one protocol version names the version the descriptor
 * declares; otherwise the editor checks the file against another version than mcpdesc does.
 */
/* harmony default export */ const schema_url = ((0,types/* documentRule */.yr)('mcpdesc.document.schema-url', ({ parsed, report }) => {
    const { value } = parsed;
    if (!(0,json/* isObject */.Gv)(value) || typeof value.$schema !== 'string')
        return;
    const url = value.$schema;
    const match = VERSIONED.exec(url);
    const versions = (0,context/* declaredVersions */.sI)(value);
    if (!match || versions.length === 0)
        return;
    const named = match[2];
    if (versions.length === 1 && versions[0] === named)
        return;
    const start = match.index + match[1].length;
    const file = versions.length === 1 ? `descriptor-${versions[0]}.schema.json` : 'descriptor.schema.json';
    const fixed = `${url.slice(0, start)}${file}${match[3] ?? ''}`;
    const declared = versions.length === 1 ? `"protocolVersion" ${versions[0]}` : `the protocol versions ${versions.join(', ')}`;
    const instead = versions.length === 1 ? `the one for ${versions[0]}` : 'the schema for any version, which checks the file against each version it declares';
    report('/$schema', `"$schema" names the editor schema of protocol version ${named}, but the descriptor declares ${declared}: editors check the file against ${named} while mcpdesc checks it against what it declares, so they report different problems. Point "$schema" at ${instead}: ${(0,json/* quote */.hD)(fixed, 200)}.`);
}));

// EXTERNAL MODULE: ./src/protocol/check.ts
var check = __webpack_require__(9440);
;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/document/structure.ts




/** The descriptor envelope: an object whose top-level properties and tools' extensions have the right types. */
/* harmony default export */ const structure = ((0,types/* documentRule */.yr)('mcpdesc.document.structure', ({ parsed, report }) => {
    const { value } = parsed;
    if (value === undefined)
        return;
    if (value === null) {
        report('', 'The file is empty. Write a descriptor, an object that starts with "protocolVersion", e.g. {"protocolVersion": "2025-11-25", "tools": []}.');
        return;
    }
    if (typeof value !== 'object' || Array.isArray(value)) {
        report('', `A descriptor must be an object, but this file holds ${(0,json/* describeValue */.bp)(value)}. Wrap the content in an object with "protocolVersion" and the server's tools, resources and prompts.`);
        return;
    }
    // The envelope has no version-dependent parts, so any version reads it the same way. Its unknown keys
    // are mcpdesc.document.unknown-key's, so the check passes over them.
    for (const issue of (0,check/* checkDefinition */.Q)('Descriptor', value, protocol_versions/* LATEST */.k0, '', { listedKeysOnly: true })) {
        if (issue.kind === 'invalid' && !issue.unknown)
            report(issue.pointer, issue.message, issue.target);
    }
}));

// EXTERNAL MODULE: ./src/util/pointer.ts
var util_pointer = __webpack_require__(6065);
// EXTERNAL MODULE: ./src/parse/parse.ts + 7 modules
var parse = __webpack_require__(3565);
;// CONCATENATED MODULE: ./src/parse/scalar-hint.ts
/** At most this many characters are read back from the source: a scalar longer than that is no typo. */
const MAX_RAW = 40;
/**
 * The message for a value in a YAML file that must be a string but was read as `value`, with the text as
 * written; undefined when the value is no number or boolean, or the source at the pointer is not a bare
 * scalar on one line. (In JSON the author wrote the number on purpose: the model's message stands.)
 */
function unquotedScalarMessage(parsed, pointer, subject, value) {
    if (typeof value !== 'number' && typeof value !== 'boolean')
        return undefined;
    // JSON read as YAML (standard input, a .yaml file written as JSON): the author wrote the number on purpose.
    if (/^\s*[{[]/.test(parsed.lines.text.slice(0, 200)))
        return undefined;
    const { start, end } = parsed.locate(pointer);
    if (start.line !== end.line || end.column - start.column > MAX_RAW)
        return undefined;
    const raw = parsed.lines.lineText(start.line).slice(start.column - 1, end.column - 1);
    if (raw === '' || /^["']/.test(raw))
        return undefined;
    const read = typeof value === 'number' ? `the number ${value}` : `the boolean ${value}`;
    return `${subject} must be a string, but YAML reads the unquoted ${raw} as ${read}. Quote it: ${JSON.stringify(raw)}.`;
}

// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/surfaces.ts
var surfaces = __webpack_require__(7106);
;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/model-rule.ts







const STEPS = ['step-request', 'step-response'];
const SURFACE_ISSUES = (0,types/* memoKey */.e3)('protocol model issues on the surfaces');
/**
 * Every surface's model issues, in surface order, listed once per file and version: a dozen rules each
 * pick their kinds from this list, which a clean file leaves empty, instead of asking for each surface.
 */
function surfaceIssues(context) {
    return context.memo(SURFACE_ISSUES, () => {
        const found = [];
        for (const surface of (0,surfaces/* surfaces */.XP)(context)) {
            for (const issue of context.model(surface.definition, surface.pointer, surface.ignoreKeys, surface.value))
                found.push({ surface, issue });
        }
        return found;
    });
}
/** Report the protocol model's issues (see protocol/check.ts) of the selected kinds on the selected surfaces. */
function reportModelIssues(context, selection) {
    for (const { surface, issue } of surfaceIssues(context)) {
        if (!selection.issues.includes(issue.kind))
            continue;
        if (selection.only && !selection.only.includes(surface.kind))
            continue;
        if (selection.except?.includes(surface.kind))
            continue;
        context.report(issue.pointer, wording(context, issue, STEPS.includes(surface.kind)), issue.target);
    }
}
/**
 * The model's message, worded for a descriptor. A field of a newer version is often one the server's SDK
 * adds by itself (a captured file holds what the server sends), so the advice says what clients do with
 * it before saying to remove it. For a field missing from one of several declared versions: it is fine in
 * the others, and clients on this one never see it; the engine merges the versions that lack it into one
 * finding (formats/version-merge.ts).
 */
function wording(context, issue, inExample) {
    if (issue.mismatch?.expected === 'a string' && (0,parse/* formatOf */.be)(context.path) === 'yaml') {
        return unquotedScalarMessage(context.parsed, issue.pointer, issue.mismatch.subject, (0,util_pointer/* getAt */.sM)(context.descriptor, issue.pointer)) ?? issue.message;
    }
    if (!issue.availability)
        return issue.message;
    const { subject, exists, versions } = issue.availability;
    const v = context.version;
    if (context.versions.length > 1) {
        return `${subject} in ${v}, which the descriptor declares; it exists ${exists}. Clients on ${v} will not see it: keep it if they can do without it, or stop declaring ${v}.`;
    }
    // In an interaction example, a field of another version shows an exchange that cannot happen: the model's advice stands.
    if (inExample)
        return issue.message;
    if (versions.every((other) => protocol_versions/* PROTOCOL_AXIS */.$M.compare(other, v) > 0)) {
        return `${subject} in ${v}; it exists ${exists}, and clients on ${v} ignore it. If the server sends it (SDKs add some fields by themselves, and a file made by mcpdesc capture holds what the server sends), ${protocol_versions/* PROTOCOL_AXIS */.$M.names.declare(protocol_versions/* PROTOCOL_AXIS */.$M.declarable(versions))} if the server speaks it, or keep it; if you wrote it by hand, remove it.`;
    }
    return `${subject} in ${v}; it exists ${exists}, and clients on ${v} ignore it. Remove it, unless the server sends it.`;
}
/**
 * A rule that reports one kind of protocol-model issue on the MCP objects of the given surface kinds,
 * or of every surface when none are given.
 */
function modelRule(id, issueKind, kinds, except) {
    return (0,context/* descriptorRule */.wU)(id, (context) => reportModelIssues(context, { issues: [issueKind], ...(kinds ? { only: kinds } : {}), ...(except ? { except } : {}) }));
}

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/document/unknown-key.ts







const ID = 'mcpdesc.document.unknown-key';
/**
 * Client capabilities written under the server's: a misplaced capability, not a typo, so this rule
 * leaves the key to the capability rules.
 */
const CLIENT_CAPABILITIES = ['roots', 'sampling', 'elicitation'];
/** Other names people give a field ("readOnly" for the hint), by the noun of the object that has it. */
const OTHER_NAMES = {
    'tool annotations': { readonly: 'readOnlyHint', destructive: 'destructiveHint', idempotent: 'idempotentHint', openworld: 'openWorldHint' },
    tool: { inputschema: 'inputSchema', outputschema: 'outputSchema', annotation: 'annotations', displayname: 'title' },
    prompt: { args: 'arguments', params: 'arguments', parameters: 'arguments' },
};
/**
 * mcpdesc.document.unknown-key: keys neither MCP nor the descriptor format defines. Clients ignore a key
 * no protocol version defines, so a near miss ("readOnlyHnt") silently drops what it was meant to say;
 * a key near no field is left alone there, since servers put vendor data in MCP objects too. The
 * descriptor's own objects are closed: mcpdesc ignores any key they do not define. Keys another version
 * defines are mcpdesc.version.field-availability's, JSON Schemas' keywords mcpdesc.tool.schema-keywords'.
 */
/* harmony default export */ const unknown_key = ((0,context/* descriptorRule */.wU)(ID, (context) => {
    const envelope = context.model('Descriptor', '');
    const mcp = surfaceIssues(context).map((s) => s.issue);
    const misspelt = misspeltKeys([...envelope, ...mcp]);
    reportEnvelope(envelope, misspelt, context);
    for (const { kind, pointer, unknown } of mcp) {
        if (kind !== 'unknown' || !unknown || misspelt.has(pointer))
            continue;
        if (pointer === (0,util_pointer/* joinPointer */.Kn)('/capabilities', unknown.key) && CLIENT_CAPABILITIES.includes(unknown.key))
            continue;
        const meant = unknown.suggestion ?? otherName(unknown);
        if (meant)
            context.report(pointer, mcpObject(unknown, meant), 'key');
    }
}));
/**
 * The same rule on a file that declares no supported protocol version: only the envelope can be read
 * then, and a typo in it ("protocolVerison") is often why.
 */
const withoutVersion = (0,types/* documentRule */.yr)(ID, ({ parsed, report }) => {
    if (!(0,json/* isObject */.Gv)(parsed.value) || (0,context/* declaredVersions */.sI)(parsed.value).length > 0)
        return;
    // The envelope has no version-dependent parts, so any version reads it the same way.
    const envelope = (0,check/* checkDefinition */.Q)('Descriptor', parsed.value, protocol_versions/* LATEST */.k0, '');
    reportEnvelope(envelope, misspeltKeys(envelope), { report });
});
/** Keys a missing required key is misspelt as: the schema rules' finding ("Found "nme": did you mean "name"?"). */
function misspeltKeys(issues) {
    return new Set(issues.flatMap((i) => (i.missing?.found ? [(0,util_pointer/* joinPointer */.Kn)(i.pointer, i.missing.found)] : [])));
}
/** The envelope and mcpdesc's tool extensions are closed: the model reports their unknown keys as invalid. */
function reportEnvelope(issues, misspelt, { report }) {
    for (const { kind, pointer, unknown } of issues) {
        if (kind === 'invalid' && unknown && !misspelt.has(pointer))
            report(pointer, ownFormat(unknown), 'key');
    }
}
function otherName(unknown) {
    const names = unknown.noun ? OTHER_NAMES[unknown.noun] : undefined;
    const normalized = unknown.key.toLowerCase().replace(/[-_\s]/g, '');
    return names && Object.hasOwn(names, normalized) ? names[normalized] : undefined;
}
function mcpObject(unknown, meant) {
    const lost = unknown.noun === 'tool annotations' ? 'the tool loses that hint' : 'what it was meant to say is lost';
    const custom = unknown.hasMeta ? `name it ${(0,json/* quote */.hD)(`x-${unknown.key}`)} or move it under "_meta"` : `name it ${(0,json/* quote */.hD)(`x-${unknown.key}`)}`;
    return `Unknown property ${(0,json/* quote */.hD)(unknown.key)} in ${unknown.owner}: no MCP version defines it, so clients ignore it and ${lost}. Did you mean ${(0,json/* quote */.hD)(meant)}? (To keep a custom field, ${custom}.)`;
}
function ownFormat(unknown) {
    const what = `Unknown property ${(0,json/* quote */.hD)(unknown.key)} in ${unknown.owner}: the descriptor format does not define it, so mcpdesc ignores it and checks nothing in it.`;
    if (unknown.suggestion)
        return `${what} Did you mean ${(0,json/* quote */.hD)(unknown.suggestion)}?`;
    return `${what} It defines ${knownList(unknown.known)}: remove the property, or to keep a custom field, name it ${(0,json/* quote */.hD)(`x-${unknown.key}`)}.`;
}
/** The model hands every unknown key of an object the same list of its fields: written out once per list (a file may have 10,000 such keys). */
const KNOWN_LISTS = new WeakMap();
function knownList(known) {
    let list = KNOWN_LISTS.get(known);
    if (list === undefined)
        KNOWN_LISTS.set(known, (list = (0,json/* listOf */.c3)(known, 'and')));
    return list;
}

// EXTERNAL MODULE: ./src/schema/messages.ts
var messages = __webpack_require__(4443);
// EXTERNAL MODULE: ./src/schema/dialects.ts
var dialects = __webpack_require__(5016);
;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/tool-schemas.ts
/**
 * A tool's inputSchema and outputSchema as the rules see them: where they are, which JSON Schema
 * dialect they are read in for the declared version, and their compiled form.
 */







const TOOLS = (0,types/* memoKey */.e3)('descriptor tools');
/** The descriptor's tools that are objects, listed once per file for the rules that walk them. */
function tools(context) {
    return context.memo(TOOLS, () => (0,surfaces/* objectItems */._v)(context.descriptor.tools, '/tools').map(({ item, pointer, index }) => ({ tool: item, pointer, index })));
}
/**
 * The tool's schema under `key` when it is an object in a version that defines it and in a dialect
 * mcpdesc supports (an unsupported `$schema` is mcp.tool.input-schema's and output-schema's to report).
 */
function toolSchema(tool, toolPointer, key, version) {
    const schema = tool[key];
    if (!(0,json/* isObject */.Gv)(schema) || (key === 'outputSchema' && !(0,protocol_versions/* inSpan */._1)(version, { since: '2025-06-18' })))
        return undefined;
    const choice = (0,dialects/* mcpSchemaDialect */.ww)(schema, version);
    if ('unsupported' in choice)
        return undefined;
    return { key, pointer: (0,util_pointer/* joinPointer */.Kn)(toolPointer, key), schema, dialect: choice.dialect, dialectNote: dialectNote(choice.dialect, choice.declared, version) };
}
function dialectNote(dialect, declared, version) {
    if (declared)
        return `The schema is read as ${dialects/* DIALECT_NAMES */.md[dialect]}, as its "$schema" says.`;
    if (dialect === '2020-12')
        return `The schema is read as ${dialects/* DIALECT_NAMES */.md[dialect]}, what ${version} uses for a schema without "$schema".`;
    return `The schema is read as ${dialects/* DIALECT_NAMES */.md[dialect]}, the JSON Schema version MCP ${version} is written in.`;
}
function compile(context, schema) {
    return context.schemas.compile(schema.schema, schema.dialect);
}
/** A JSON Schema inside any MCP object (an offered tool's inputSchema, a requestedSchema), compiled in its dialect; undefined for a dialect mcpdesc cannot check. */
function compileMcpSchema(context, schema) {
    const choice = (0,dialects/* mcpSchemaDialect */.ww)(schema, context.version);
    return 'unsupported' in choice ? undefined : context.schemas.compile(schema, choice.dialect);
}
/** Report problems of a value validated against a schema, under a root label such as "input". */
function reportInstanceProblems(context, problems, pointer, label, why) {
    for (const problem of problems) {
        context.report(pointer + problem.pointer, `${(0,messages/* placeName */.fW)(label, problem.pointer)} ${problem.message} ${why}`, problem.target);
    }
}

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/interaction/examples.ts
/** A descriptor's interaction examples and their steps, with pointers, as the interaction rules walk them. */





const EXAMPLES = (0,types/* memoKey */.e3)('interaction examples');
/** Every tool's interaction examples that are objects, listed once per file for the interaction rules. */
function examples(context) {
    return context.memo(EXAMPLES, () => {
        const found = [];
        for (const { tool, pointer: toolPointer } of tools(context)) {
            for (const { name, value, pointer } of (0,surfaces/* interactionExamples */.MJ)(tool, toolPointer))
                found.push({ tool, toolPointer, name, example: value, pointer });
        }
        return found;
    });
}
function* steps(context, type) {
    for (const example of examples(context)) {
        for (const { item: step, pointer: stepPointer } of (0,surfaces/* objectItems */._v)(example.example.steps, (0,util_pointer/* joinPointer */.Kn)(example.pointer, 'steps'))) {
            if (step.type !== type)
                continue;
            yield {
                ...example,
                step,
                stepPointer,
                ...((0,json/* isObject */.Gv)(step.request) ? { request: step.request } : {}),
                ...((0,json/* isObject */.Gv)(step.response) ? { response: step.response } : {}),
            };
        }
    }
}
/** The content blocks of a message or result: one block, or (from 2025-11-25 in sampling) a list of them. */
function contentBlocks(content, pointer) {
    if ((0,json/* isObject */.Gv)(content))
        return [{ block: content, pointer }];
    return (0,surfaces/* objectItems */._v)(content, pointer).map(({ item, pointer: at }) => ({ block: item, pointer: at }));
}

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/interaction/elicitation-consistency.ts








/**
 * An elicitation step matches the tool's named elicitation declaration, and its response content is
 * present exactly when an accepted form response requires it, and then matches the requested schema.
 */
/* harmony default export */ const elicitation_consistency = ((0,context/* descriptorRule */.wU)('mcpdesc.tool.interaction.elicitation-consistency', (context) => {
    // Without elicitation in the version, mcpdesc.tool.interaction.step reports the steps themselves.
    if (!(0,check/* definitionExists */.u)('ElicitRequestParams', context.version))
        return;
    for (const step of steps(context, 'elicitation')) {
        const declaration = declared(context, step);
        if (declaration && step.request)
            matchDeclaration(context, step, step.request, declaration);
        checkContent(context, step, step.request ?? declaration?.value);
    }
}));
/** The declaration the step names, reporting a missing or unknown name. */
function declared(context, { tool, step, stepPointer }) {
    const declarations = (0,json/* isObject */.Gv)(tool.elicitations) ? tool.elicitations : {};
    const names = Object.keys(declarations);
    const name = step.declaration;
    if (name === undefined) {
        context.report(stepPointer, names.length > 0
            ? `This elicitation step does not say which of the tool's elicitations it shows. Add "declaration" with one of ${(0,json/* listOf */.c3)(names)}.`
            : 'This elicitation step does not say which elicitation it shows, and the tool declares none. Declare the request under the tool\'s "elicitations" and name it here with "declaration".');
        return undefined;
    }
    if (typeof name !== 'string')
        return undefined;
    if (!(0,json/* hasOwn */.$3)(declarations, name)) {
        const typo = (0,suggest/* closest */.k)(name, names);
        const known = names.length > 0 ? `the tool declares only ${(0,json/* listOf */.c3)(names, 'and')}` : 'the tool has no "elicitations"';
        context.report((0,util_pointer/* joinPointer */.Kn)(stepPointer, 'declaration'), `"declaration" names ${(0,json/* quote */.hD)(name)}, but ${known}. A step must show a request the tool declares: ${typo ? `did you mean ${JSON.stringify(typo)}?` : `declare ${(0,json/* quote */.hD)(name)} under the tool's "elicitations", or name an existing one.`}`);
        return undefined;
    }
    const value = declarations[name];
    return (0,json/* isObject */.Gv)(value) ? { name, value } : undefined;
}
function modeOf(request) {
    return request.mode ?? 'form';
}
/** The step's request is the declared request: same mode, and the same message, requested schema or URL. */
function matchDeclaration(context, { stepPointer }, request, declaration) {
    const requestPointer = (0,util_pointer/* joinPointer */.Kn)(stepPointer, 'request');
    const mode = modeOf(request);
    const declaredMode = modeOf(declaration.value);
    if (mode !== declaredMode) {
        context.report((0,json/* hasOwn */.$3)(request, 'mode') ? (0,util_pointer/* joinPointer */.Kn)(requestPointer, 'mode') : requestPointer, `This request is a ${(0,json/* quote */.hD)(mode)}-mode elicitation, but declaration ${(0,json/* quote */.hD)(declaration.name)} is in ${(0,json/* quote */.hD)(declaredMode)} mode. A step must show the declared request: use mode ${(0,json/* quote */.hD)(declaredMode)}, or name another declaration.`);
        return;
    }
    for (const field of mode === 'url' ? ['message', 'url'] : ['message', 'requestedSchema']) {
        // A missing field is a schema error the step rule reports.
        if (!(0,json/* hasOwn */.$3)(request, field))
            continue;
        const difference = firstDifference(request[field], declaration.value[field], (0,util_pointer/* joinPointer */.Kn)('', field));
        if (!difference)
            continue;
        context.report(requestPointer + difference.pointer, `${(0,messages/* placeName */.fW)('request', difference.pointer)} ${difference.message} declaration ${(0,json/* quote */.hD)(declaration.name)}. A step must show the declared request: copy it from the declaration.`, difference.target);
    }
}
/** Where `actual` first departs from `expected`, descending into objects so the finding lands on the differing part. */
function firstDifference(actual, expected, pointer) {
    if ((0,json/* jsonEqual */.Zm)(actual, expected))
        return undefined;
    if ((0,json/* isObject */.Gv)(actual) && (0,json/* isObject */.Gv)(expected)) {
        for (const key of Object.keys(actual)) {
            if (!(0,json/* hasOwn */.$3)(expected, key))
                return { pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, key), message: 'is not in the request of', target: 'key' };
            const inner = firstDifference(actual[key], expected[key], (0,util_pointer/* joinPointer */.Kn)(pointer, key));
            if (inner)
                return inner;
        }
        const missing = Object.keys(expected).find((key) => !(0,json/* hasOwn */.$3)(actual, key));
        return { pointer, message: `lacks ${JSON.stringify(missing)}, which is in the request of`, target: 'value' };
    }
    return { pointer, message: `is ${(0,json/* shown */.SP)(actual)}, but it is ${(0,json/* shown */.SP)(expected)} in the request of`, target: 'value' };
}
/** Content is present exactly when an accepted form response requires it, and then matches the requested schema. */
function checkContent(context, { stepPointer, response }, request) {
    if (!response)
        return;
    const responsePointer = (0,util_pointer/* joinPointer */.Kn)(stepPointer, 'response');
    const contentPointer = (0,util_pointer/* joinPointer */.Kn)(responsePointer, 'content');
    const { action } = response;
    const mode = request ? modeOf(request) : 'form';
    if (action === 'accept' && mode === 'form') {
        const schema = (0,json/* isObject */.Gv)(request?.requestedSchema) ? request.requestedSchema : undefined;
        const required = Array.isArray(schema?.required) ? schema.required.filter((r) => typeof r === 'string') : [];
        if (!(0,json/* hasOwn */.$3)(response, 'content')) {
            if (required.length > 0) {
                context.report(responsePointer, `This accepted form response has no "content", but the requested schema requires ${(0,json/* listOf */.c3)(required, 'and')}. An accepted form elicitation returns the user's answers in "content": add them.`);
            }
            return;
        }
        if (schema && (0,json/* isObject */.Gv)(response.content))
            validateContent(context, schema, response.content, contentPointer);
        return;
    }
    if (!(0,json/* hasOwn */.$3)(response, 'content') || (action !== 'accept' && action !== 'decline' && action !== 'cancel'))
        return;
    context.report(contentPointer, action === 'accept'
        ? 'An accepted URL-mode elicitation returns no "content": the user completes it on the web page, and the server learns the outcome from there. Remove "content".'
        : `A ${(0,json/* quote */.hD)(action)} response returns no "content": only an accepted form elicitation carries the user's answers. Remove "content".`, 'key');
}
function validateContent(context, schema, content, pointer) {
    const compiled = compileMcpSchema(context, schema);
    if (!compiled?.ok)
        return;
    reportInstanceProblems(context, compiled.validate(content), pointer, 'response.content', 'The content of an accepted form response must match the requested schema: correct the example.');
}

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/interaction/input.ts





/** An interaction example's input is arguments the tool's inputSchema accepts. */
/* harmony default export */ const input = ((0,context/* descriptorRule */.wU)('mcpdesc.tool.interaction.input', (context) => {
    for (const { tool, toolPointer, example, pointer } of examples(context)) {
        // A non-object input is the structure rule's; an unusable schema is mcp.tool.input-schema's.
        if (!(0,json/* isObject */.Gv)(example.input))
            continue;
        const schema = toolSchema(tool, toolPointer, 'inputSchema', context.version);
        const compiled = schema && compile(context, schema);
        if (!compiled?.ok)
            continue;
        reportInstanceProblems(context, compiled.validate(example.input), (0,util_pointer/* joinPointer */.Kn)(pointer, 'input'), 'input', "Clients check arguments against the tool's inputSchema, so they would never send this call: fix the input or the schema.");
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/interaction/result.ts






/**
 * An interaction example's result is a CallToolResult of the declared version, and a successful
 * result of a tool with an outputSchema carries structuredContent that conforms to it.
 */
/* harmony default export */ const result = ((0,context/* descriptorRule */.wU)('mcpdesc.tool.interaction.result', (context) => {
    reportModelIssues(context, { issues: ['invalid'], only: ['interaction-result'] });
    for (const { tool, toolPointer, example, pointer } of examples(context)) {
        const result = example.result;
        if (!(0,json/* isObject */.Gv)(result) || result.isError === true)
            continue;
        const schema = toolSchema(tool, toolPointer, 'outputSchema', context.version);
        if (!schema)
            continue;
        const resultPointer = (0,util_pointer/* joinPointer */.Kn)(pointer, 'result');
        if (!(0,json/* hasOwn */.$3)(result, 'structuredContent')) {
            context.report(resultPointer, 'This result has no "structuredContent", but the tool declares an outputSchema: MCP requires a successful result of such a tool to carry structured content that conforms to it. Add "structuredContent", or set "isError": true if the example shows a failure.');
            continue;
        }
        const contentPointer = (0,util_pointer/* joinPointer */.Kn)(resultPointer, 'structuredContent');
        const typeIssue = context.model('CallToolResult', resultPointer).some((i) => i.kind === 'invalid' && i.pointer === contentPointer);
        const compiled = compile(context, schema);
        if (typeIssue || !compiled.ok)
            continue;
        reportInstanceProblems(context, compiled.validate(result.structuredContent), contentPointer, 'structuredContent', "MCP requires structured content to conform to the tool's outputSchema: fix the example or the schema.");
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/interaction/sampling-consistency.ts







/**
 * A sampling step's tool use is consistent: the response uses only tools the request offers (with
 * input their schemas accept, and none when toolChoice is "none"), and every tool result in the
 * request answers a tool use made before it.
 */
/* harmony default export */ const sampling_consistency = ((0,context/* descriptorRule */.wU)('mcpdesc.tool.interaction.sampling-consistency', (context) => {
    for (const step of steps(context, 'sampling')) {
        if (!step.request)
            continue;
        if (step.response)
            checkToolUses(context, step, step.request, step.response);
        checkToolResults(context, step, step.request);
    }
}));
function checkToolUses(context, { stepPointer }, request, response) {
    const offered = new Map((0,surfaces/* objectItems */._v)(request.tools, '')
        .filter(({ item }) => typeof item.name === 'string')
        .map(({ item }) => [item.name, item]));
    const choice = (0,json/* isObject */.Gv)(request.toolChoice) ? request.toolChoice.mode : undefined;
    for (const { block, pointer } of toolUses(response.content, (0,util_pointer/* joinPointer */.Kn)(stepPointer, 'response', 'content'))) {
        if (typeof block.name !== 'string')
            continue;
        if (choice === 'none') {
            context.report(pointer, `The response uses tool ${(0,json/* quote */.hD)(block.name)}, but the request's toolChoice is "none", which forbids the model to use tools. Remove the tool use, or change toolChoice.`);
            continue;
        }
        const tool = offered.get(block.name);
        if (!tool) {
            const names = [...offered.keys()];
            const typo = (0,suggest/* closest */.k)(block.name, names);
            context.report((0,util_pointer/* joinPointer */.Kn)(pointer, 'name'), `The response uses tool ${(0,json/* quote */.hD)(block.name)}, but the request ${names.length > 0 ? `offers only ${(0,json/* listOf */.c3)(names, 'and')}` : 'offers no tools'}. A model can only use tools its sampling request offers: ${typo ? `did you mean ${JSON.stringify(typo)}?` : 'add the tool to the request\'s "tools", or use an offered one.'}`);
            continue;
        }
        if ((0,json/* isObject */.Gv)(block.input))
            checkInput(context, tool, block.input, (0,util_pointer/* joinPointer */.Kn)(pointer, 'input'));
    }
}
/** A tool use's input is arguments the offered tool's inputSchema accepts. */
function checkInput(context, tool, input, pointer) {
    if (!(0,json/* isObject */.Gv)(tool.inputSchema))
        return;
    const compiled = compileMcpSchema(context, tool.inputSchema);
    if (!compiled?.ok)
        return;
    reportInstanceProblems(context, compiled.validate(input), pointer, 'input', `The request offers ${(0,json/* quote */.hD)(tool.name)} with an inputSchema that rejects this input, so the model would not send it: correct the example's input.`);
}
function checkToolResults(context, { stepPointer }, request) {
    const uses = new Set();
    for (const { item: message, pointer } of (0,surfaces/* objectItems */._v)(request.messages, (0,util_pointer/* joinPointer */.Kn)(stepPointer, 'request', 'messages'))) {
        for (const { block, pointer: at } of contentBlocks(message.content, (0,util_pointer/* joinPointer */.Kn)(pointer, 'content'))) {
            if (block.type === 'tool_use' && typeof block.id === 'string')
                uses.add(block.id);
            if (block.type !== 'tool_result' || typeof block.toolUseId !== 'string' || uses.has(block.toolUseId))
                continue;
            const known = [...uses];
            context.report((0,util_pointer/* joinPointer */.Kn)(at, 'toolUseId'), `"toolUseId" is ${(0,json/* quote */.hD)(block.toolUseId)}, but no earlier message has a tool use with that id${known.length > 0 ? ` (the tool uses so far are ${(0,json/* listOf */.c3)(known, 'and')})` : ''}. A tool result answers a tool use the model made earlier in the conversation: fix the id, or add the assistant message with the tool use.`);
        }
    }
}
function toolUses(content, pointer) {
    return contentBlocks(content, pointer).filter(({ block }) => block.type === 'tool_use');
}

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/interaction/sampling-tool-results.ts





/**
 * In a sampling request's messages, a message with tool results is a user message of tool results
 * only, and every assistant message with tool uses is followed by one that answers each of them.
 */
/* harmony default export */ const sampling_tool_results = ((0,context/* descriptorRule */.wU)('mcp.sampling.tool-results', (context) => {
    for (const { request, stepPointer } of steps(context, 'sampling')) {
        if (!request)
            continue;
        const messages = (0,surfaces/* objectItems */._v)(request.messages, (0,util_pointer/* joinPointer */.Kn)(stepPointer, 'request', 'messages'));
        messages.forEach(({ item: message, pointer }, index) => {
            const blocks = contentBlocks(message.content, (0,util_pointer/* joinPointer */.Kn)(pointer, 'content'));
            const results = blocks.filter(({ block }) => block.type === 'tool_result');
            if (results.length > 0) {
                if (message.role === 'assistant') {
                    context.report((0,util_pointer/* joinPointer */.Kn)(pointer, 'role'), 'This message carries tool results, so its role must be "user": tool results go back to the model in user messages. Set "role": "user".');
                }
                for (const { block, pointer: at } of blocks.filter(({ block }) => block.type !== 'tool_result')) {
                    context.report(at, `This ${(0,json/* quote */.hD)(block.type)} block shares a message with tool results, but a message with tool results must contain only tool results. Move it to a message of its own.`);
                }
            }
            const next = messages[index + 1]?.item;
            const answered = new Set(next && next.role === 'user'
                ? contentBlocks(next.content, '')
                    .map(({ block }) => block)
                    .filter((b) => b.type === 'tool_result')
                    .map((b) => b.toolUseId)
                : []);
            for (const { block, pointer: at } of blocks) {
                if (block.type !== 'tool_use' || typeof block.id !== 'string' || answered.has(block.id))
                    continue;
                context.report((0,util_pointer/* joinPointer */.Kn)(at, 'id'), next
                    ? `Tool use ${(0,json/* quote */.hD)(block.id)} is not answered by the next message: after an assistant message with tool uses, the next message must be a user message with a tool_result for each of them. Add a tool_result with "toolUseId": ${(0,json/* quote */.hD)(block.id)} to it.`
                    : `Tool use ${(0,json/* quote */.hD)(block.id)} is not answered: no message follows it, but after an assistant message with tool uses the next message must be a user message with a tool_result for each of them. Add that message.`);
            }
        });
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/interaction/step.ts







const STEP_NAMES = { roots: 'Roots', sampling: 'Sampling', elicitation: 'Elicitation' };
/**
 * Each step of an interaction example is an exchange the declared version has: its type exists, and
 * its request and response are valid for that type, with no fields from other versions (an example
 * of `tools` in a 2025-06-18 sampling request shows something that cannot happen).
 */
/* harmony default export */ const step = ((0,context/* descriptorRule */.wU)('mcpdesc.tool.interaction.step', (context) => {
    for (const { example, pointer } of examples(context)) {
        for (const { item: step, pointer: stepPointer } of (0,surfaces/* objectItems */._v)(example.steps, (0,util_pointer/* joinPointer */.Kn)(pointer, 'steps'))) {
            if (!(0,surfaces/* isStepType */.T8)(step.type))
                continue;
            const definition = surfaces/* STEP_DEFINITIONS */.A8[step.type].request;
            if ((0,check/* definitionExists */.u)(definition, context.version))
                continue;
            const versions = protocol_versions/* VERSIONS */.S8.filter((v) => (0,check/* definitionExists */.u)(definition, v));
            context.report((0,util_pointer/* joinPointer */.Kn)(stepPointer, 'type'), `${STEP_NAMES[step.type]} steps do not exist in ${context.version}: ${step.type} requests exist ${(0,protocol_versions/* describeVersions */.Tt)(versions)}. Remove the step, or ${protocol_versions/* PROTOCOL_AXIS */.$M.names.declare(protocol_versions/* PROTOCOL_AXIS */.$M.declarable(versions))} if the server speaks it.`);
        }
    }
    reportModelIssues(context, { issues: ['invalid', 'unavailable'], only: ['step-request', 'step-response'] });
}));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/interaction/structured-content-text.ts




/** A result with structuredContent also carries it serialized as JSON in a text block, for clients that read only content. */
/* harmony default export */ const structured_content_text = ((0,context/* descriptorRule */.wU)('mcp.tool.structured-content-text', (context) => {
    for (const { example, pointer } of examples(context)) {
        const result = example.result;
        if (!(0,json/* isObject */.Gv)(result) || !(0,json/* hasOwn */.$3)(result, 'structuredContent'))
            continue;
        const blocks = Array.isArray(result.content) ? result.content : [];
        if (blocks.some((block) => (0,json/* isObject */.Gv)(block) && block.type === 'text' && typeof block.text === 'string' && parsesTo(block.text, result.structuredContent)))
            continue;
        context.report((0,util_pointer/* joinPointer */.Kn)(pointer, 'result', 'structuredContent'), `This result has "structuredContent" but no text block with the same JSON. MCP says a tool that returns structured content should also return it serialized as text, for clients that only read "content": add {"type": "text", "text": ${(0,json/* quote */.hD)(JSON.stringify(result.structuredContent), 80)}} to "content".`, 'key');
    }
}));
function parsesTo(text, value) {
    try {
        return (0,json/* jsonEqual */.Zm)(JSON.parse(text), value);
    }
    catch {
        return false;
    }
}

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/interaction/index.ts







/** Interaction-example rules (rules/interaction.yaml). */
const rules = [input, result, structured_content_text, step, elicitation_consistency, sampling_consistency, sampling_tool_results];
/* harmony default export */ const interaction = (rules);

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/capability-lists.ts
const CAPABILITY_LISTS = [
    { capability: 'tools', lists: [{ key: 'tools', noun: 'tools' }] },
    {
        capability: 'resources',
        lists: [
            { key: 'resources', noun: 'resources' },
            { key: 'resourceTemplates', noun: 'resource templates' },
        ],
    },
    { capability: 'prompts', lists: [{ key: 'prompts', noun: 'prompts' }] },
];
/** The number of entries a list has, or undefined when it is absent or not a list (the structure rule's to report). */
function entryCount(descriptor, key) {
    const list = descriptor[key];
    return Array.isArray(list) ? list.length : undefined;
}

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/capabilities-consistency.ts




/**
 * mcpdesc.capabilities.consistency: a descriptor that declares capabilities declares the one behind
 * each list it fills (tools \u2192 tools; resources and resource templates \u2192 resources; prompts \u2192 prompts).
 */
/* harmony default export */ const capabilities_consistency = ((0,context/* descriptorRule */.wU)('mcpdesc.capabilities.consistency', (context) => {
    const { capabilities } = context.descriptor;
    if (!(0,json/* isObject */.Gv)(capabilities))
        return;
    for (const { capability, lists } of CAPABILITY_LISTS) {
        if ((0,json/* hasOwn */.$3)(capabilities, capability))
            continue;
        const filled = lists.find((list) => (entryCount(context.descriptor, list.key) ?? 0) > 0);
        if (!filled)
            continue;
        context.report((0,util_pointer/* joinPointer */.Kn)('', filled.key), `The descriptor lists ${filled.noun}, but capabilities does not declare ${JSON.stringify(capability)}. Servers must declare the capability for what they offer, and clients do not ask a server for ${filled.noun} it does not declare: add "${capability}": {} to capabilities.`, 'key');
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/capabilities-unused.ts




/**
 * mcpdesc.capabilities.unused: a declared tools, resources or prompts capability with nothing listed
 * behind it. A capability with listChanged: true may be filled at run time, so it is left alone.
 */
/* harmony default export */ const capabilities_unused = ((0,context/* descriptorRule */.wU)('mcpdesc.capabilities.unused', (context) => {
    const { capabilities } = context.descriptor;
    if (!(0,json/* isObject */.Gv)(capabilities))
        return;
    for (const { capability, lists } of CAPABILITY_LISTS) {
        const settings = capabilities[capability];
        if (settings === undefined || ((0,json/* isObject */.Gv)(settings) && settings.listChanged === true))
            continue;
        const nothingListed = lists.every(({ key }) => context.descriptor[key] === undefined || entryCount(context.descriptor, key) === 0);
        if (!nothingListed)
            continue;
        const nouns = lists.map((list) => list.noun).join(' or ');
        context.report((0,util_pointer/* joinPointer */.Kn)('/capabilities', capability), `The ${JSON.stringify(capability)} capability is declared, but the descriptor lists no ${nouns}. Clients will ask this server for ${nouns} and find none: list what the server offers, or remove the capability (use "listChanged": true if they only appear at run time).`, 'key');
    }
}));

;// CONCATENATED MODULE: ./src/protocol/meta-key.ts
/**
 * MCP's `_meta` key format (2025-06-18 and later), which extension identifiers in
 * `capabilities.extensions` (2026-07-28) also follow: an optional prefix of dot-separated labels and
 * "/", then a name.
 */
const LABEL = /^[A-Za-z](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const NAME = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;
/** Why `key` is not a valid `_meta` key (a message fragment), or null when it is one. */
function metaKeyProblem(key, options = {}) {
    const slash = key.indexOf('/');
    if (slash < 0) {
        if (options.prefixRequired)
            return 'it has no prefix: start it with a reverse-DNS prefix you control and "/", such as "com.example/"';
        return nameProblem(key);
    }
    const prefix = key.slice(0, slash);
    const name = key.slice(slash + 1);
    for (const label of prefix.split('.')) {
        if (label === '')
            return `the prefix ${JSON.stringify(`${prefix}/`)} has an empty label: labels are separated by single dots`;
        if (!LABEL.test(label)) {
            return `the prefix label ${JSON.stringify(label)} must start with a letter, end with a letter or digit, and contain only letters, digits and "-"`;
        }
    }
    return name.includes('/') ? `the name ${JSON.stringify(name)} contains "/": only the prefix ends with "/"` : nameProblem(name);
}
function nameProblem(name) {
    if (name === '' || NAME.test(name))
        return null;
    return `the name ${JSON.stringify(name)} must begin and end with a letter or digit, with only letters, digits, "-", "_" and "." between`;
}

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/extension-id.ts




/** Official extensions, by the bare names people write for them. */
const OFFICIAL = new Map([
    ['tasks', 'io.modelcontextprotocol/tasks'],
    ['ui', 'io.modelcontextprotocol/ui'],
]);
/** mcp.capabilities.extension-id (2026-07-28): extension identifiers follow the `_meta` key format, with a prefix. */
/* harmony default export */ const extension_id = ((0,context/* descriptorRule */.wU)('mcp.capabilities.extension-id', (context) => {
    const { capabilities } = context.descriptor;
    if (!(0,json/* isObject */.Gv)(capabilities) || !(0,json/* isObject */.Gv)(capabilities.extensions))
        return;
    for (const key of Object.keys(capabilities.extensions)) {
        const problem = metaKeyProblem(key, { prefixRequired: true });
        if (!problem)
            continue;
        const official = OFFICIAL.get(key.toLowerCase());
        const hint = official ? ` Did you mean ${JSON.stringify(official)}?` : '';
        context.report((0,util_pointer/* joinPointer */.Kn)('/capabilities/extensions', key), `Extension identifier ${(0,json/* quote */.hD)(key)} is not valid: ${problem}. Clients recognise an extension only by its full identifier, such as "io.modelcontextprotocol/tasks": rename it to one.${hint}`, 'key');
    }
}));

// EXTERNAL MODULE: ./src/util/uri.ts
var uri = __webpack_require__(4826);
;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/places.ts
/** Where resource URIs, icons and `_meta` objects sit in a descriptor, for the rules of this family. */



/** The content blocks of example tool results: resource links and embedded resources carry URIs and icons too. */
function* resultBlocks(view) {
    for (const surface of (0,surfaces/* surfaces */.XP)(view)) {
        if (surface.kind !== 'interaction-result' || !Array.isArray(surface.value.content))
            continue;
        for (const [index, block] of surface.value.content.entries()) {
            if ((0,json/* isObject */.Gv)(block))
                yield { pointer: (0,util_pointer/* joinPointer */.Kn)(surface.pointer, 'content', index), value: block };
        }
    }
}
/** Every resource URI: `resources[*].uri`, and those of resource links and embedded resources in example results. */
function* resourceUris(view) {
    for (const surface of (0,surfaces/* surfaces */.XP)(view)) {
        if (surface.kind === 'resource' && 'uri' in surface.value)
            yield { pointer: (0,util_pointer/* joinPointer */.Kn)(surface.pointer, 'uri'), value: surface.value.uri };
    }
    for (const block of resultBlocks(view)) {
        if (block.value.type === 'resource_link' && 'uri' in block.value) {
            yield { pointer: (0,util_pointer/* joinPointer */.Kn)(block.pointer, 'uri'), value: block.value.uri };
        }
        else if (block.value.type === 'resource' && (0,json/* isObject */.Gv)(block.value.resource) && 'uri' in block.value.resource) {
            yield { pointer: (0,util_pointer/* joinPointer */.Kn)(block.pointer, 'resource', 'uri'), value: block.value.resource.uri };
        }
    }
}
const ICON_OWNERS = new Set(['server-info', 'tool', 'resource', 'resource-template', 'prompt']);
/** Every icon object, on serverInfo, tools, resources, resource templates, prompts and resource links. */
function* icons(view) {
    const owners = [];
    for (const surface of (0,surfaces/* surfaces */.XP)(view)) {
        if (ICON_OWNERS.has(surface.kind))
            owners.push(surface);
    }
    for (const block of resultBlocks(view))
        if (block.value.type === 'resource_link')
            owners.push(block);
    for (const owner of owners) {
        if (!Array.isArray(owner.value.icons))
            continue;
        for (const [index, icon] of owner.value.icons.entries()) {
            if ((0,json/* isObject */.Gv)(icon))
                yield { pointer: (0,util_pointer/* joinPointer */.Kn)(owner.pointer, 'icons', index), value: icon };
        }
    }
}
/** Keys whose values are JSON Schemas, free-form data or surfaces of their own, where a `_meta` key is not MCP's. */
const NOT_MCP = new Set([
    'inputSchema',
    'outputSchema',
    'requestedSchema',
    'structuredContent',
    'input',
    'arguments',
    'metadata',
    'content',
    'interactionExamples',
    'elicitations',
    'experimental',
    'extensions',
]);
/** Every `_meta` object of the MCP objects in the descriptor (tools, resources, prompts, example results and steps). */
function metaObjects(view) {
    const found = [];
    for (const surface of (0,surfaces/* surfaces */.XP)(view))
        metaIn(surface.value, surface.pointer, found);
    return found;
}
/** Pointers are built only down to the `_meta` objects found, not for every value walked past. */
function metaIn(value, pointer, found) {
    const at = (key) => () => (0,util_pointer/* joinPointer */.Kn)(typeof pointer === 'string' ? pointer : pointer(), key);
    if (Array.isArray(value)) {
        for (let index = 0; index < value.length; index++)
            metaIn(value[index], at(index), found);
        return;
    }
    if (!(0,json/* isObject */.Gv)(value))
        return;
    for (const key of Object.keys(value)) {
        const child = value[key];
        if (key === '_meta') {
            if ((0,json/* isObject */.Gv)(child))
                found.push({ pointer: at(key)(), value: child });
        }
        else if (typeof child === 'object' && child !== null && (!NOT_MCP.has(key) || (key === 'content' && isContent(child)))) {
            metaIn(child, at(key), found);
        }
    }
}
/** Content blocks (a list, or one block in a sampling message), as opposed to an elicitation response's form values. */
function isContent(value) {
    return Array.isArray(value) || ((0,json/* isObject */.Gv)(value) && typeof value.type === 'string');
}

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/icon-mime-type.ts





/** The types clients must (PNG, JPEG) or should (SVG, WebP) be able to render. */
const icon_mime_type_SUPPORTED = new Set(['image/png', 'image/jpeg', 'image/jpg', 'image/svg+xml', 'image/webp']);
/** mcp.icon.mime-type (2025-11-25 and later): an icon's type, declared or from its data: URI, is one clients render. */
/* harmony default export */ const icon_mime_type = ((0,context/* descriptorRule */.wU)('mcp.icon.mime-type', (context) => {
    for (const { pointer, value: icon } of icons(context)) {
        const declared = typeof icon.mimeType === 'string' ? icon.mimeType : undefined;
        const type = declared ?? (typeof icon.src === 'string' ? (0,uri/* parseDataUri */.W$)(icon.src)?.mediaType : undefined);
        if (!type)
            continue;
        const bare = type.split(';')[0].trim().toLowerCase();
        if (icon_mime_type_SUPPORTED.has(bare))
            continue;
        context.report((0,util_pointer/* joinPointer */.Kn)(pointer, declared === undefined ? 'src' : 'mimeType'), `Icon type ${(0,json/* quote */.hD)(bare)} is not one clients are expected to render: they must support image/png and image/jpeg and should support image/svg+xml and image/webp, so this icon may not be shown. Provide a PNG or JPEG version.`);
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/icon-source.ts





/** What makes a scheme worse than merely unsupported, for the message. */
const DANGER = new Map([
    ['javascript', ' (a javascript: URI runs code)'],
    ['file', " (a file: URI reads from the client's disk)"],
    ['http', ' (plain http: can be read and changed in transit)'],
]);
const SIZE = /^(?:any|[1-9][0-9]*[xX][1-9][0-9]*)$/;
/** mcp.icon.source (2025-11-25 and later): icons come from https: or data: URIs and list sizes as "WxH" or "any". */
/* harmony default export */ const icon_source = ((0,context/* descriptorRule */.wU)('mcp.icon.source', (context) => {
    for (const { pointer, value: icon } of icons(context)) {
        if (typeof icon.src === 'string') {
            const problem = sourceProblem(icon.src);
            if (problem)
                context.report((0,util_pointer/* joinPointer */.Kn)(pointer, 'src'), problem);
        }
        if (!Array.isArray(icon.sizes))
            continue;
        icon.sizes.forEach((size, index) => {
            if (typeof size === 'string' && !SIZE.test(size))
                context.report((0,util_pointer/* joinPointer */.Kn)(pointer, 'sizes', index), sizeProblem(size));
        });
    }
}));
function sourceProblem(src) {
    const scheme = (0,uri/* schemeOf */.dz)(src)?.toLowerCase();
    const fix = 'serve the icon over https: or embed it as a data: URI';
    if (scheme === 'https') {
        const problem = (0,uri/* checkAbsoluteUri */.WU)(src);
        return problem ? `Icon "src" ${(0,json/* quote */.hD)(src)} is not a valid URI: ${problem}. Clients cannot fetch an icon from a malformed URI.` : null;
    }
    if (scheme === 'data') {
        const data = (0,uri/* parseDataUri */.W$)(src);
        if (!data)
            return `Icon "src" ${(0,json/* quote */.hD)(src)} is not a valid data: URI: it needs a "," before the data, as in "data:image/png;base64,iVBORw0\u2026". Clients cannot decode it: add the "," and the data.`;
        if (data.base64 && !isBase64(data.data))
            return `Icon "src" ${(0,json/* quote */.hD)(src)} says ";base64" but its data is not valid base64. Clients cannot decode it: re-encode the image.`;
        return null;
    }
    if (scheme === undefined) {
        return `Icon "src" ${(0,json/* quote */.hD)(src)} is not an absolute URI: ${(0,uri/* checkAbsoluteUri */.WU)(src)}. Clients resolve icons on their own, without a base URL: ${fix}.`;
    }
    return `Icon "src" uses the ${scheme}: scheme${DANGER.get(scheme) ?? ''}. Clients must reject icons whose URI is not https: or data:, so this icon will never be shown: ${fix}.`;
}
function isBase64(data) {
    const compact = data.replace(/%0[AD]|\s/gi, '');
    return compact.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(compact);
}
function sizeProblem(size) {
    const parts = size.trim().split(/[\s,]+/);
    if (parts.length > 1 && parts.every((part) => SIZE.test(part))) {
        return `Icon size ${(0,json/* quote */.hD)(size)} lists several sizes in one string: give each its own item, as in ${JSON.stringify(parts)}. Clients choose an icon by matching each item.`;
    }
    return `Icon size ${(0,json/* quote */.hD)(size)} must be "WxH" in pixels, such as "48x48", or "any" for a scalable icon. Clients choose an icon by its sizes: correct this entry, or it cannot be matched.`;
}

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/meta-key-format.ts





/** mcp.meta.key-format (2025-06-18 and later): `_meta` keys are an optional "prefix/" and a name, in MCP's format. */
/* harmony default export */ const meta_key_format = ((0,context/* descriptorRule */.wU)('mcp.meta.key-format', (context) => {
    for (const { pointer, value } of metaObjects(context)) {
        for (const key of Object.keys(value)) {
            const problem = metaKeyProblem(key);
            if (!problem)
                continue;
            context.report((0,util_pointer/* joinPointer */.Kn)(pointer, key), `_meta key ${(0,json/* quote */.hD)(key)} is not a valid _meta key: ${problem}. MCP fixes the key format so that clients can parse keys and keys from different vendors cannot collide: rename it, putting your own keys under a prefix you control such as "com.example/".`, 'key');
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/duplicates.ts
/** Later entries of a list that repeat an earlier entry's identifier (a URI, a name). */
/** `identify` returns the identifier compared, or undefined to skip the entry. */
function duplicates(entries, identify) {
    const seen = new Map();
    const found = [];
    for (const entry of entries) {
        const id = identify(entry);
        if (id === undefined)
            continue;
        const first = seen.get(id);
        if (first === undefined)
            seen.set(id, entry);
        else
            found.push({ later: entry, first });
    }
    return found;
}
/** Identifies list items by one string property, e.g. `byString('name')`. */
function byString(key) {
    return (entry) => (typeof entry.item[key] === 'string' ? entry.item[key] : undefined);
}

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/prompt-argument-unique.ts





/** mcpdesc.prompt.argument-unique: arguments arrive as a name \u2192 value map, so names must differ. */
/* harmony default export */ const prompt_argument_unique = ((0,context/* descriptorRule */.wU)('mcpdesc.prompt.argument-unique', (context) => {
    for (const prompt of (0,surfaces/* objectItems */._v)(context.descriptor.prompts, '/prompts')) {
        const args = (0,surfaces/* objectItems */._v)(prompt.item.arguments, (0,util_pointer/* joinPointer */.Kn)(prompt.pointer, 'arguments'));
        for (const { later, first } of duplicates(args, byString('name'))) {
            context.report((0,util_pointer/* joinPointer */.Kn)(later.pointer, 'name'), `Argument name ${(0,json/* quote */.hD)(later.item.name)} is already used by arguments[${first.index}] of this prompt. Clients pass prompt arguments as a map from name to value, so the two cannot both get a value: rename one, or remove the duplicate.`);
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/prompt-name-unique.ts





/** mcpdesc.prompt.name-unique: clients get a prompt by its name. */
/* harmony default export */ const prompt_name_unique = ((0,context/* descriptorRule */.wU)('mcpdesc.prompt.name-unique', (context) => {
    const prompts = (0,surfaces/* objectItems */._v)(context.descriptor.prompts, '/prompts');
    for (const { later, first } of duplicates(prompts, byString('name'))) {
        context.report((0,util_pointer/* joinPointer */.Kn)(later.pointer, 'name'), `Prompt name ${(0,json/* quote */.hD)(later.item.name)} is already used by prompts[${first.index}]. Clients get a prompt by its name, so only one of the two can ever be used: rename one, or remove the duplicate.`);
    }
}));

;// CONCATENATED MODULE: ./src/util/uri-template.ts
/**
 * RFC 6570 URI templates (levels 1\u20134): literals and `{operator var:prefix,var*}` expressions. The
 * parser stops at the first error and says what is wrong and where (1-based characters, counting
 * code points), because one broken brace makes everything after it meaningless.
 */
const OPERATORS = '+#./;?&';
const RESERVED_OPERATORS = '=,!@|';
/** Characters RFC 6570 \u00a72.1 excludes from literals (besides CTL and "%" outside a percent-encoding). */
const NOT_LITERAL = ' "\'<>\\^`{|}';
function parseUriTemplate(text) {
    const chars = Array.from(text);
    const expressions = [];
    let literalStart;
    let i = 0;
    while (i < chars.length) {
        const c = chars[i];
        if (c === '{') {
            literalStart ??= chars.slice(0, i).join('');
            const close = chars.indexOf('}', i + 1);
            const nested = chars.indexOf('{', i + 1);
            if (nested >= 0 && (close < 0 || nested < close)) {
                return fail(`"{" at character ${nested + 1} is inside the expression opened at character ${i + 1}: expressions cannot nest; close the first one with "}"`);
            }
            if (close < 0)
                return fail(`unclosed "{" at character ${i + 1}: end the expression with "}"`);
            const parsed = parseExpression(chars.slice(i + 1, close), i + 2);
            if (typeof parsed === 'string')
                return fail(parsed);
            expressions.push(parsed);
            i = close + 1;
        }
        else if (c === '}') {
            return fail(`"}" at character ${i + 1} has no matching "{"`);
        }
        else {
            const problem = literalProblem(chars, i);
            if (problem)
                return fail(problem);
            i += c === '%' ? 3 : 1;
        }
    }
    return { ok: true, expressions, literalStart: literalStart ?? text };
}
function fail(error) {
    return { ok: false, error };
}
function literalProblem(chars, i) {
    const c = chars[i];
    const at = `at character ${i + 1}`;
    if (c === '%') {
        return isPercentEncoding(chars, i) ? null : `"%" ${at} does not start a percent-encoding ("%" and two hex digits): write "%25" for a literal "%"`;
    }
    const code = c.codePointAt(0);
    if (c === ' ')
        return `a space ${at} is not allowed in a URI template: percent-encode it as "%20"`;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0))
        return `the control character U+${code.toString(16).toUpperCase().padStart(4, '0')} ${at} is not allowed: remove it`;
    if (code >= 0xd800 && code <= 0xdfff)
        return `the unpaired surrogate ${at} is not text: remove it`;
    if (NOT_LITERAL.includes(c))
        return `${JSON.stringify(c)} ${at} is not allowed in a URI template outside an expression: percent-encode it as "${percent(c)}"`;
    return null;
}
/** The inside of one `{\u2026}`; `offset` is the 1-based position of its first character. */
function parseExpression(body, offset) {
    if (body.length === 0)
        return `empty expression "{}" at character ${offset - 1}: name a variable, as in "{id}"`;
    let operator = '';
    let start = 0;
    if (OPERATORS.includes(body[0])) {
        operator = body[0];
        start = 1;
    }
    else if (RESERVED_OPERATORS.includes(body[0])) {
        return `operator ${JSON.stringify(body[0])} at character ${offset} is reserved by RFC 6570 for future extensions: use one of "+", "#", ".", "/", ";", "?" or "&", or none`;
    }
    const variables = [];
    let from = start;
    for (let i = start; i <= body.length; i++) {
        if (i < body.length && body[i] !== ',')
            continue;
        if (from === i) {
            return i === body.length && from === start && operator !== ''
                ? `the expression at character ${offset - 1} has the operator ${JSON.stringify(operator)} but no variable: name one, as in "{${operator}id}"`
                : `missing variable name at character ${offset + from}: remove the extra "," or name a variable`;
        }
        const parsed = parseVarspec(body.slice(from, i), offset + from);
        if (typeof parsed === 'string')
            return parsed;
        variables.push(parsed);
        from = i + 1;
    }
    return { operator, variables };
}
/** varspec = varname [ ":" max-length / "*" ]; varname = varchar *( ["."] varchar ) */
function parseVarspec(spec, offset) {
    const end = spec.findIndex((c) => c === ':' || c === '*');
    const name = end < 0 ? spec : spec.slice(0, end);
    if (name.length === 0)
        return `missing variable name before ${JSON.stringify(spec[end])} at character ${offset}`;
    const nameProblem = varnameProblem(name, offset);
    if (nameProblem)
        return nameProblem;
    const variable = { name: name.join(''), explode: false };
    if (end < 0)
        return variable;
    const modifier = spec.slice(end);
    const at = offset + end;
    if (modifier[0] === '*') {
        if (modifier.length > 1)
            return `unexpected ${JSON.stringify(modifier[1])} at character ${at + 1} after the explode modifier "*": a variable takes either "*" or ":length", not both`;
        return { ...variable, explode: true };
    }
    const digits = modifier.slice(1).join('');
    if (!/^[1-9][0-9]{0,3}$/.test(digits)) {
        return `prefix modifier ":${digits}" at character ${at} must be ":" and a length from 1 to 9999, as in "{${variable.name}:3}"`;
    }
    return { ...variable, prefix: Number(digits) };
}
function varnameProblem(name, offset) {
    for (let i = 0; i < name.length; i++) {
        const c = name[i];
        const at = `at character ${offset + i}`;
        if (c === '%') {
            if (!isPercentEncoding(name, i))
                return `"%" ${at} does not start a percent-encoding in the variable name`;
            i += 2;
        }
        else if (c === '.') {
            if (i === 0 || i === name.length - 1 || name[i + 1] === '.') {
                return `"." ${at} cannot start or end a variable name or follow another ".": dots only separate parts of a name`;
            }
        }
        else if (!/[A-Za-z0-9_]/.test(c)) {
            return `${JSON.stringify(c)} ${at} is not allowed in a variable name: use letters, digits, "_", "%XX" and single dots`;
        }
    }
    return null;
}
function isPercentEncoding(chars, i) {
    return /^[0-9A-Fa-f]{2}$/.test((chars[i + 1] ?? '') + (chars[i + 2] ?? ''));
}
function percent(character) {
    return encodeURIComponent(character) === character
        ? `%${character.codePointAt(0).toString(16).toUpperCase().padStart(2, '0')}`
        : encodeURIComponent(character);
}

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/resource-uri.ts





/** mcp.resource.uri: resource URIs (including resource links and embedded resources in example results) are absolute RFC 3986 URIs. */
/* harmony default export */ const resource_uri = ((0,context/* descriptorRule */.wU)('mcp.resource.uri', (context) => {
    for (const { pointer, value } of resourceUris(context)) {
        if (typeof value !== 'string')
            continue;
        const problem = (0,uri/* checkAbsoluteUri */.WU)(value);
        if (!problem)
            continue;
        const template = /\{[^}]*\}/.test(value) && parseUriTemplate(value).ok ? ' It looks like a URI template: list it under resourceTemplates as "uriTemplate" instead.' : '';
        context.report(pointer, `Resource URI ${(0,json/* quote */.hD)(value)} is not a valid absolute URI: ${problem}. Clients identify and read resources by URI, and MCP requires URIs (custom schemes included) to follow RFC 3986.${template}`);
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/task-support.ts




/**
 * mcpdesc.capabilities.task-support (2025-11-25): a tool that supports or requires task-augmented
 * execution needs the server to declare tasks.requests.tools.call; clients must not use tasks otherwise.
 */
/* harmony default export */ const task_support = ((0,context/* descriptorRule */.wU)('mcpdesc.capabilities.task-support', (context) => {
    const { capabilities } = context.descriptor;
    if (!(0,json/* isObject */.Gv)(capabilities) || (0,json/* isObject */.Gv)((0,util_pointer/* getAt */.sM)(capabilities, '/tasks/requests/tools/call')))
        return;
    for (const { item, pointer } of (0,surfaces/* objectItems */._v)(context.descriptor.tools, '/tools')) {
        const support = (0,json/* isObject */.Gv)(item.execution) ? item.execution.taskSupport : undefined;
        if (support !== 'required' && support !== 'optional')
            continue;
        const consequence = support === 'required' ? 'so a tool that requires tasks can never be called' : 'so this tool will never run as a task';
        const alternative = support === 'required' ? 'set taskSupport to "forbidden"' : 'remove taskSupport';
        context.report((0,util_pointer/* joinPointer */.Kn)(pointer, 'execution', 'taskSupport'), `This tool declares "taskSupport": "${support}", but capabilities does not declare tasks.requests.tools.call. Clients must not use task-augmented calls with a server that does not declare them, ${consequence}: add "tasks": { "requests": { "tools": { "call": {} } } } to capabilities, or ${alternative}.`);
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/uri-template.ts






/**
 * mcp.resource-template.uri-template: uriTemplate is an RFC 6570 URI template whose expansions are
 * absolute URIs. Whether a template is absolute is only known when it starts with literal text.
 */
/* harmony default export */ const uri_template = ((0,context/* descriptorRule */.wU)('mcp.resource-template.uri-template', (context) => {
    for (const { item, pointer } of (0,surfaces/* objectItems */._v)(context.descriptor.resourceTemplates, '/resourceTemplates')) {
        const template = item.uriTemplate;
        if (typeof template !== 'string')
            continue;
        const at = (0,util_pointer/* joinPointer */.Kn)(pointer, 'uriTemplate');
        const parsed = parseUriTemplate(template);
        if (!parsed.ok) {
            context.report(at, `uriTemplate ${(0,json/* quote */.hD)(template)} is not a valid RFC 6570 URI template: ${parsed.error}. Clients expand this template to build resource URIs: correct it, or they cannot use it.`);
            continue;
        }
        const relative = /[:/?#]/.test(parsed.literalStart) ? (0,uri/* checkScheme */._0)(parsed.literalStart) : null;
        if (relative) {
            context.report(at, `uriTemplate ${(0,json/* quote */.hD)(template)} does not expand to an absolute URI: ${relative}. Resource URIs must be absolute: correct the scheme, or clients cannot use what this template produces.`);
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/uri-unique.ts






/** mcpdesc.resource.uri-unique: a URI identifies one resource (compared after RFC 3986 normalization). */
/* harmony default export */ const uri_unique = ((0,context/* descriptorRule */.wU)('mcpdesc.resource.uri-unique', (context) => {
    const resources = (0,surfaces/* objectItems */._v)(context.descriptor.resources, '/resources');
    const found = duplicates(resources, (r) => (typeof r.item.uri === 'string' ? (0,uri/* normalizeUri */.eD)(r.item.uri) : undefined));
    for (const { later, first } of found) {
        const uri = later.item.uri;
        const name = typeof first.item.name === 'string' ? ` (${(0,json/* quote */.hD)(first.item.name)})` : '';
        const written = first.item.uri === uri ? '' : `, written there as ${(0,json/* quote */.hD)(first.item.uri)}`;
        context.report((0,util_pointer/* joinPointer */.Kn)(later.pointer, 'uri'), `Resource URI ${(0,json/* quote */.hD)(uri)} is already used by resources[${first.index}]${name}${written}. Clients read a resource by its URI, so only one of the two can ever be read: give each resource its own URI, or remove the duplicate.`);
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/client-capability.ts




/**
 * Capabilities only clients declare (MCP's ClientCapabilities, every version's schema): what the client
 * can do for the server, and when each exists. `tasks`, `experimental` and `extensions` are in both.
 */
const CLIENT_ONLY = new Map([
    ['sampling', { what: 'that it lets the server ask its model for completions', since: '2024-11-05' }],
    ['roots', { what: 'that it tells the server its root folders', since: '2024-11-05' }],
    ['elicitation', { what: "that it can ask its user for input on the server's behalf", since: '2025-06-18' }],
]);
/** mcp.capabilities.client-capability: a client's capability among the server's capabilities. */
/* harmony default export */ const client_capability = ((0,context/* descriptorRule */.wU)('mcp.capabilities.client-capability', (context) => {
    const { capabilities } = context.descriptor;
    if (!(0,json/* isObject */.Gv)(capabilities))
        return;
    for (const key of Object.keys(capabilities)) {
        const client = CLIENT_ONLY.get(key);
        if (!client)
            continue;
        const { what, since } = client;
        const when = since === '2024-11-05' ? '' : ` (${(0,protocol_versions/* describeVersions */.Tt)((0,protocol_versions/* versionsIn */.bS)({ since }))})`;
        context.report((0,util_pointer/* joinPointer */.Kn)('/capabilities', key), `${(0,json/* quote */.hD)(key)} is a client capability${when}: a client declares it to say ${what}. A server never declares it, and clients ignore it in a server's capabilities. Remove ${(0,json/* quote */.hD)(key)} from "capabilities": a server that sends ${key} requests reads the client's capabilities instead.`, 'key');
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/index.ts













/** Resource, template, prompt, capability, icon and _meta rules (rules/resources.yaml). */
const resources_rules = [
    resource_uri,
    uri_unique,
    uri_template,
    prompt_name_unique,
    prompt_argument_unique,
    capabilities_consistency,
    capabilities_unused,
    task_support,
    extension_id,
    icon_source,
    icon_mime_type,
    meta_key_format,
    client_capability,
];
/* harmony default export */ const resources = (resources_rules);

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/schema/index.ts

/** mcp.schema.*: each MCP object conforms to its definition in the declared protocol version. */
/* harmony default export */ const schema = ([
    modelRule('mcp.schema.server-info', 'invalid', ['server-info']),
    modelRule('mcp.schema.capabilities', 'invalid', ['capabilities']),
    modelRule('mcp.schema.tool', 'invalid', ['tool']),
    modelRule('mcp.schema.resource', 'invalid', ['resource']),
    modelRule('mcp.schema.resource-template', 'invalid', ['resource-template']),
    modelRule('mcp.schema.prompt', 'invalid', ['prompt']),
]);

;// CONCATENATED MODULE: ./src/detect/confusables.ts
/**
 * Names that imitate other names with look-alike letters: Cyrillic "\u0430" for Latin "a", Greek "\u03bf" for
 * "o", fullwidth forms. A client shows both the same, so a tool named "r\u0435ad_file" (Cyrillic \u0435) can stand
 * in for read_file in a user's approval prompt. The skeleton maps each look-alike to the Latin letter
 * it imitates (a small table of the confusables in Unicode TR39 that pass for ASCII in tool names).
 */
const LOOK_ALIKES = {
    // Cyrillic
    \u0430: 'a',
    \u0432: 'b',
    \u0435: 'e',
    \u0451: 'e',
    \u04bb: 'h',
    \u0456: 'i',
    \u0457: 'i',
    \u0458: 'j',
    \u043a: 'k',
    \u043c: 'm',
    \u043d: 'h',
    \u043e: 'o',
    \u0440: 'p',
    \u0441: 'c',
    \u0442: 't',
    \u0443: 'y',
    \u0445: 'x',
    \u0455: 's',
    \u0501: 'd',
    \u051b: 'q',
    \u051d: 'w',
    \u04af: 'y',
    \u0410: 'A',
    \u0412: 'B',
    \u0415: 'E',
    \u041a: 'K',
    \u041c: 'M',
    \u041d: 'H',
    \u041e: 'O',
    \u0420: 'P',
    \u0421: 'C',
    \u0422: 'T',
    \u0425: 'X',
    \u0405: 'S',
    \u0406: 'I',
    \u0408: 'J',
    // Greek
    \u03b1: 'a',
    \u03b5: 'e',
    \u03b9: 'i',
    \u03ba: 'k',
    \u03bd: 'v',
    \u03bf: 'o',
    \u03c1: 'p',
    \u03c4: 't',
    \u03c5: 'u',
    \u03c7: 'x',
    \u0391: 'A',
    \u0392: 'B',
    \u0395: 'E',
    \u0396: 'Z',
    \u0397: 'H',
    \u0399: 'I',
    \u039a: 'K',
    \u039c: 'M',
    \u039d: 'N',
    \u039f: 'O',
    \u03a1: 'P',
    \u03a4: 'T',
    \u03a5: 'Y',
    \u03a7: 'X',
    // Latin look-alikes outside ASCII
    \u0131: 'i',
    \u0251: 'a',
    \u0261: 'g',
    \u2113: 'l',
};
/** A quick test every name with a look-alike passes. */
const MAYBE_CONFUSABLE = /[^\x00-\x7f]/;
/**
 * The look-alike letters of `name` when, once they are mapped, it reads as plain ASCII: a name written
 * in one non-Latin script (a Greek word, a Cyrillic word) is no imitation and gives undefined, and so
 * does a name with letters that have no ASCII look-alike.
 */
function findConfusable(name) {
    if (!MAYBE_CONFUSABLE.test(name))
        return undefined;
    const folded = name.normalize('NFKC');
    const letters = [];
    let skeleton = '';
    for (const char of folded) {
        const imitates = LOOK_ALIKES[char];
        if (imitates)
            letters.push({ char, imitates });
        skeleton += imitates ?? char;
    }
    // Only a name that becomes ASCII, and keeps at least one Latin letter of its own, imitates an ASCII name.
    if (!/^[\x20-\x7e]+$/.test(skeleton))
        return undefined;
    if (letters.length === 0 && folded === name)
        return undefined;
    const latin = [...folded].filter((c) => /[A-Za-z]/.test(c)).length;
    if (latin === 0)
        return undefined;
    return { letters, skeleton };
}

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/security/confusable-name.ts



/** Tool names poisoning demos and real servers use most, which an imitation would aim at. */
const WELL_KNOWN = new Set([
    'read_file',
    'write_file',
    'edit_file',
    'list_directory',
    'search_files',
    'execute_command',
    'run_command',
    'send_email',
    'send_message',
    'fetch',
    'search',
    'query',
    'execute_sql',
    'create_issue',
    'create_pull_request',
    'browser_navigate',
    'get_file_contents',
    'push_files',
    'transfer',
]);
/** The lists whose items have names a user approves or picks by. */
const LISTS = ['tools', 'prompts'];
/**
 * mcpdesc.security.confusable-name: no tool or prompt name uses look-alike letters (Cyrillic, Greek,
 * fullwidth) to pass for an ASCII name, in particular for another tool in the file or a well-known one.
 */
/* harmony default export */ const confusable_name = ((0,context/* descriptorRule */.wU)('mcpdesc.security.confusable-name', (context) => {
    for (const list of LISTS) {
        const items = context.descriptor[list];
        if (!Array.isArray(items))
            continue;
        const names = new Set(items.map((item) => ((0,json/* isObject */.Gv)(item) && typeof item.name === 'string' ? item.name : '')));
        items.forEach((item, index) => {
            if (!(0,json/* isObject */.Gv)(item) || typeof item.name !== 'string')
                return;
            const confusable = findConfusable(item.name);
            if (!confusable)
                return;
            const { letters, skeleton } = confusable;
            const written = letters.length > 0
                ? `writes ${letters
                    .slice(0, 3)
                    .map(({ char, imitates }) => `"${char}" (U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}) for "${imitates}"`)
                    .join(', ')}${letters.length > 3 ? ` and ${letters.length - 3} more` : ''}`
                : 'is written in fullwidth or other compatibility letters';
            const target = skeleton !== item.name && names.has(skeleton)
                ? `, so it passes for the ${list === 'tools' ? 'tool' : 'prompt'} "${skeleton}" in this file`
                : WELL_KNOWN.has(skeleton)
                    ? `, so it passes for the well-known tool name "${skeleton}"`
                    : `, so it reads as "${skeleton}"`;
            context.report(`/${list}/${index}/name`, `The name ${JSON.stringify(item.name)} ${written}${target}. Clients show look-alike letters the same, so a user approving one name can be approving another, as tool-impersonation attacks rely on: spell the name in ASCII.`);
        });
    }
}));

// EXTERNAL MODULE: ./src/detect/hidden.ts
var detect_hidden = __webpack_require__(7887);
;// CONCATENATED MODULE: ./src/detect/links.ts
/**
 * Exfiltration sinks: URLs with a placeholder the model is meant to fill, in text a client shows the
 * model. A markdown or HTML image is fetched as soon as an answer renders, so any placeholder in its
 * URL leaks whatever the model puts there; a link or bare URL leaks only on a click or a fetch, so it
 * counts only when the placeholder names something private (a secret, the conversation, file contents).
 * URL templates of an API ("https://api.example.com/repos/{owner}/{repo}") are neither.
 */
/** A quick test every text with a sink passes. */
const MAYBE_LINK = /https?:\/\//i;
const URL = /https?:\/\/[^\s)"'`]{1,500}/gi;
const PLACEHOLDER = /\{\{?\s*([\w.-]{1,60})\s*\}\}?|\$\{?([A-Za-z_]\w{0,60})\}?|<([\w-]{1,60})>|\[([A-Z][A-Z_]{1,60})\]|%s/g;
/** What precedes the URL of an image: `![alt](`, `<img \u2026 src="`, or a reference definition `[1]: `. */
const IMAGE_BEFORE = /(?:!\[[^\]\n]{0,100}\]\(\s*|<img\b[^>\n]{0,200}\bsrc\s*=\s*["']?|^[ \t]*\[[^\]\n]{1,40}\]:[ \t]*)$/i;
/** Words of a placeholder name that mean private data. */
const PRIVATE = new Set([
    'secret',
    'secrets',
    'token',
    'tokens',
    'key',
    'keys',
    'apikey',
    'password',
    'passwords',
    'passwd',
    'credential',
    'credentials',
    'conversation',
    'history',
    'chat',
    'message',
    'messages',
    'summary',
    'content',
    'contents',
    'data',
    'env',
    'ssh',
    'cookie',
    'cookies',
    'session',
    'prompt',
    'private',
]);
/** Every exfiltration sink in `text`, in order. */
function findExfiltrationLinks(text) {
    if (!MAYBE_LINK.test(text))
        return [];
    const found = [];
    for (const match of text.matchAll(URL)) {
        const url = match[0];
        const index = match.index ?? 0;
        // The line before the URL, at most 240 characters of it (a reference definition starts its line).
        const window = text.slice(Math.max(0, index - 240), index);
        const image = IMAGE_BEFORE.test(window.slice(window.lastIndexOf('\n') + 1));
        for (const p of url.matchAll(PLACEHOLDER)) {
            const name = p[1] ?? p[2] ?? p[3] ?? p[4] ?? '';
            if (image || isPrivate(name)) {
                found.push({ url, placeholder: p[0], kind: image ? 'image' : 'link' });
                break;
            }
        }
    }
    return found;
}
/** `user_message`, `chatHistory`, `API-KEY`: any word private. */
function isPrivate(name) {
    const words = name
        .replace(/([a-z])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .split(/[^a-z]+/);
    return words.some((w) => PRIVATE.has(w));
}

;// CONCATENATED MODULE: ./src/detect/phrases.ts
/**
 * Phrases that address the model instead of describing a tool: the marks of tool poisoning. Each
 * pattern needs the imperative form aimed at an agent ("read ~/.ssh/id_rsa", "do not tell the user"),
 * so ordinary third-person descriptions ("Reads a file from the workspace") do not match.
 */

const NOT = String.raw `(?:do\s+not|don['${"\u2019"}]?t|never)`;
const SENSITIVE_TARGET = String.raw `(?:~\/\.ssh\b|\.ssh\/|\bid_(?:rsa|dsa|ecdsa|ed25519)\b|\.aws\/(?:credentials|config)\b|\.env\b(?!\.\w)|\/etc\/(?:passwd|shadow|sudoers)\b|\.npmrc\b|\.netrc\b|\.pypirc\b|\.pgpass\b|\.git-credentials\b|\.kube\/config\b|\.docker\/config\.json|(?:~\/)?\.cursor\/mcp\.json|claude_desktop_config\.json|\bsystem\s+prompt\b)`;
const SEND_VERB = '(?:read|cat|open|load|include|send|pass|upload|attach|access|fetch|copy|print|output|forward|exfiltrate|leak|share|append|post|provide|paste|insert|dump|put|fill|lee|leer|env[i\u00ed]a|enviar|pasa|sube|lies|lese|sende|schicke)';
/** What the user said or holds, which a tool has no business receiving wholesale. */
const PRIVATE_DATA = String.raw `(?:(?:full|entire|whole|complete)\s+(?:conversation|chat)|(?:conversation|chat)\s+history|(?:all\s+)?(?:(?:the\s+)?user['${"\u2019"}]s\s+)?(?:previous|prior|earlier)\s+(?:user\s+)?messages|all\s+(?:the\s+)?(?:user['${"\u2019"}]s\s+)?messages|(?:the\s+)?user['${"\u2019"}]s\s+(?:\w+\s+){0,2}?(?:passwords?|api\s+keys?|secrets?|tokens?|credentials)|(?:all|every|any)\s+(?:the\s+)?(?:api\s+keys|secrets|tokens|passwords|credentials|environment\s+variables?))\b`;
/** A tool named in prose: snake_case or kebab-case, optionally quoted, or "the X tool". */
const OTHER_TOOL = String.raw `(?:the\s+)?(?:[\x60'"]?[a-z][a-z0-9]*(?:[_-][a-z0-9]+)+[\x60'"]?(?:\s+tool)?|\w+\s+tool)`;
const GROUPS = [
    {
        category: 'override',
        gate: /ignor|disregard|forget|override|bypass|you\s+are\s+now|instructions?\s*:|from\s+now\s+on|\u5ffd\u7565|\u65e0\u89c6|instrucciones|anweisungen/i,
        sources: [
            String.raw `\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+|any\s+|every\s+)?(?:of\s+)?(?:the\s+|your\s+|my\s+|these\s+|those\s+)?(?:previous|prior|above|earlier|preceding|former|original|initial|system|existing|other|safety)\s+(?:instructions?|prompts?|rules|directions|directives|guidelines|guidance|context|constraints|policies)\b`,
            String.raw `\b(?:ignore|disregard|forget|override)\s+(?:all\s+)?(?:your\s+(?:instructions|guidelines|rules|programming|training)|the\s+(?:instructions|guidelines))\b`,
            String.raw `\byou\s+are\s+now\s+(?:a|an|in|no\s+longer|free|unrestricted|jailbroken|DAN)\b`,
            String.raw `\bnew\s+(?:system\s+)?instructions?\s*:`,
            String.raw `\bfrom\s+now\s+on,?\s+(?:you|always|never|ignore|respond|only)\b`,
            String.raw `\b(?:ignore|disregard|override)\s+(?:the\s+|all\s+)?(?:other|previous)\s+tools?['${"\u2019"}]?s?\s+(?:instructions|descriptions|rules)\b`,
            // Chinese, Spanish, German, French: "ignore the previous instructions".
            '(?:\u5ffd\u7565|\u65e0\u89c6|\u5ffd\u89c6)(?:\u4e4b\u524d|\u4ee5\u524d|\u5148\u524d|\u4e0a\u9762|\u4e0a\u8ff0|\u524d\u9762)?\u7684?(?:\u6240\u6709|\u4e00\u5207|\u5168\u90e8)?(?:\u6307\u4ee4|\u6307\u793a|\u8bf4\u660e|\u89c4\u5219|\u63d0\u793a)',
            String.raw `\bignora(?:r)?\s+(?:todas\s+)?(?:las\s+)?instrucciones\s+(?:anteriores|previas)\b`,
            String.raw `\bignorier(?:e|en)?\s+(?:alle\s+)?(?:vorherigen|bisherigen|vorigen|fr${"\u00fc"}heren|obigen)\s+(?:anweisungen|instruktionen|befehle|regeln)\b`,
            String.raw `\bignore[rz]?\s+(?:toutes\s+)?les\s+instructions\s+(?:pr${"\u00e9"}c${"\u00e9"}dentes|ant${"\u00e9"}rieures)`,
        ],
    },
    {
        category: 'secrecy',
        // A word every pattern needs. Of the words ending in n't only "don't": a bare `n['\u2019]?t\b` passed any
        // word ending in "nt" ("current", "client"), which compiled and ran all ten patterns.
        gate: /\b(?:not|never|keep|hide|without|no|nichts|nicht|pas|ne|don['\u2019]?t)\b|\u4e0d\u8981|\u522b|\u4e0d\u80fd|\u5207\u52ff/i,
        sources: [
            String.raw `\b${NOT}\s+(?:tell|inform|notify|alert|warn|show)\s+(?:the\s+|your\s+)?user\b`,
            String.raw `\b${NOT}\s+let\s+(?:the\s+|your\s+)?user\s+(?:know|see|notice)\b`,
            String.raw `\b${NOT}\s+(?:mention|reveal|disclose|acknowledge|report|say)\s+(?:this|that|it|these|anything|any\s+of\s+this|the\s+(?:above|following|instructions?|fact|file|note)|(?:to|with)\s+the\s+user)\b`,
            String.raw `\bwithout\s+(?:telling|informing)\s+(?:the\s+|your\s+)?user\b`,
            String.raw `\b(?:keep|hide)\s+(?:this|it|these\s+instructions|the\s+following)\s+(?:secret|hidden|confidential|from\s+(?:the\s+)?user)\b`,
            String.raw `\b(?:the\s+)?user\s+(?:must|should)\s+(?:not|never)\s+(?:know|see|notice|find\s+out|be\s+told)\b`,
            // Chinese, Spanish, German, French: "do not tell the user".
            '(?:\u4e0d\u8981|\u522b|\u4e0d\u80fd|\u5207\u52ff)(?:\u544a\u8bc9|\u901a\u77e5|\u544a\u77e5|\u8ba9)\u7528\u6237',
            String.raw `\bno\s+(?:le\s+)?(?:digas|informes|cuentes|menciones|avises)\s+(?:nada\s+)?(?:al|a\s+el|a\s+la)\s+usuari[oa]\b`,
            String.raw `\b(?:sage|sag|erz${"\u00e4"}hle|erz${"\u00e4"}hl|verrate|teile)\s+(?:dem|der)\s+(?:benutzer|nutzer|anwender)(?:in)?\s+(?:nichts|nicht)\b`,
            String.raw `\bne\s+(?:le\s+)?dis\s+(?:rien\s+)?(?:pas\s+)?${"\u00e0"}\s+l['${"\u2019"}]utilisat(?:eur|rice)`,
        ],
    },
    {
        category: 'exfiltration',
        gate: /\.ssh|id_(?:rsa|dsa|ecdsa|ed25519)|\.aws\/|\.env|\/etc\/|\.npmrc|\.netrc|\.pypirc|\.pgpass|\.git-credentials|\.kube\/|\.docker\/|mcp\.json|claude_desktop|system\s+prompt|@|conversation|chat|messages|passwords?|api\s+keys?|secrets|tokens|credentials|environment\s+var/i,
        sources: [
            String.raw `\b${SEND_VERB}\b[^.!?\n]{0,80}?${SENSITIVE_TARGET}`,
            String.raw `(?:${"\u8bfb"}${"\u53d6"}|${"\u53d1"}${"\u9001"}|${"\u4e0a"}${"\u4f20"}|${"\u590d"}${"\u5236"})[^${"\u3002"}${"\uff01"}${"\uff1f"}\n]{0,40}?${SENSITIVE_TARGET}`,
            String.raw `\bcontents?\s+of\s+(?:the\s+|your\s+)?${SENSITIVE_TARGET}`,
            String.raw `\b${SEND_VERB}\b[^.!?\n]{0,60}?${PRIVATE_DATA}`,
            String.raw `\b(?:always\s+b?cc|b?cc\s+(?:all|every|each|any)\b)`,
            String.raw `\b(?:api\s+keys|secrets|tokens|passwords|credentials)\s+(?:and\s+\w+\s+)?(?:that\s+)?the\s+user\s+(?:has\s+)?(?:shared|provided|mentioned|entered|typed|pasted)\b`,
            String.raw `\b(?:send|forward|redirect|bcc|cc|copy)\s+(?:all|every|each|any)\s+(?:\w+\s+){0,3}?to\s+[\w.+-]+@[\w-]+(?:\.[\w-]+)+`,
        ],
    },
    {
        category: 'steering',
        steering: true,
        gate: /always|when|before|after|instead|replaces|other\s+tools?|any\s?more/i,
        sources: [
            // Orders about another tool by name: what shadowing and hijacking descriptions are made of.
            String.raw `\bwhen(?:ever)?\s+${OTHER_TOOL}\s+is\s+(?:used|called|invoked|run)\b[^.\n]{0,60}?\b(?:always|also|change|set|add|replace|pass|send|forward|bcc|cc)\b`,
            String.raw `\b(?:when(?:ever)?|after|before)\s+(?:using|calling|invoking|you\s+(?:use|call)|the\s+user\s+(?:uses|calls))\s+${OTHER_TOOL}\b[^.\n]{0,60}?\b(?:always|also)\b`,
            String.raw `\bwhen\s+(?:the\s+)?[\w-]+\s+(?:server|tool|mcp)\s+is\s+(?:connected|available|present|loaded|installed|enabled)\b`,
            String.raw `\bbefore\s+(?:calling|using|invoking|running)\s+(?:any|every|all)\s+(?:other\s+)?tools?\b`,
            String.raw `\b(?:must|should)\s+be\s+(?:called|used|invoked|run)\s+before\s+(?:any|every|all)\s+(?:other\s+)?(?:tools?|tool\s+calls?|calls?)\b`,
            String.raw `\buse\s+this\s+tool\s+instead\b|\bthis\s+tool\s+replaces\s+${OTHER_TOOL}|\b${NOT}\s+(?:call|use|invoke)\s+${OTHER_TOOL}\s+any\s?more\b`,
            String.raw `\b(?:all|every|any)\s+other\s+tools?\b[^.\n]{0,40}?\b(?:must|should|through\s+this\s+tool)\b`,
            String.raw `\b(?:output|results?|responses?)\s+of\s+(?:every|all|each|any)\s+other\s+tools?\b`,
            String.raw `\balways\s+(?:call|use|invoke|run|execute)\s+(?:the\s+)?[\w.\-\`'"]+(?:\s+tool)?\s+(?:first|before)\b`,
            String.raw `\bwhen\s+this\s+tool\s+is\s+(?:available|present|loaded|installed|enabled)\b`,
        ],
    },
    {
        category: 'exfiltration',
        gate: /decode|base64|encoded/i,
        sources: [
            String.raw `\bdecode\b[^.\n]{0,40}?\b(?:and\s+)?(?:follow|execute|run|obey|apply|do)\b|\b(?:execute|follow|run|obey)\s+the\s+(?:base64|encoded|hex)(?:-encoded)?\b`,
        ],
    },
    {
        category: 'pseudo-tag',
        gate: /[<[]/,
        sources: [
            String.raw `<\s*(?:\/\s*)?(?:important|system|instructions?|admin|secret|hidden|critical|override)\s*>`,
            String.raw `<\|(?:im_start|im_end|system|endoftext|start_header_id|end_header_id|eot_id)\|>|\[\/?INST\]|<<\/?SYS>>`,
        ],
    },
];
/**
 * A group's patterns, compiled on first use: V8 parses a pattern when it is made, and making them all
 * as the module loaded parsed some 40 patterns at every start-up, most of them of groups whose gate no
 * text passes.
 */
const compiled = new Map();
function patternsOf(group) {
    let patterns = compiled.get(group);
    if (patterns === undefined)
        compiled.set(group, (patterns = group.sources.map((source) => new RegExp(source, 'gi'))));
    return patterns;
}
/** Whether each ASCII code is a base64 digit (A\u2013Z, a\u2013z, 0\u20139, "+", "/"). */
const BASE64_DIGIT = new Uint8Array(128);
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/')
    BASE64_DIGIT[c.charCodeAt(0)] = 1;
/** Base64 runs long enough to hold a sentence are 24 digits or more; one run is read in pieces of at most 4,000. */
const BASE64_MIN = 24;
const BASE64_MAX = 4000;
function isBase64Digit(text, i) {
    const c = text.charCodeAt(i);
    return c < 128 && BASE64_DIGIT[c] === 1;
}
/**
 * The runs `/[A-Za-z0-9+/]{24,4000}={0,2}/g` finds, without trying a match at every digit: any run of
 * 24 digits covers one of the positions 23, 47, 71\u2026, so only those are looked at until one is a digit,
 * and its run is then measured both ways. Each character is read at most a few times.
 */
function base64Runs(text) {
    const runs = [];
    const n = text.length;
    for (let probe = BASE64_MIN - 1; probe < n; probe += BASE64_MIN) {
        if (!isBase64Digit(text, probe))
            continue;
        let start = probe;
        while (start > 0 && isBase64Digit(text, start - 1))
            start--;
        let end = probe + 1;
        while (end < n && isBase64Digit(text, end))
            end++;
        if (end - start < BASE64_MIN)
            continue;
        for (; end - start >= BASE64_MIN;) {
            let stop = Math.min(start + BASE64_MAX, end);
            if (stop === end)
                for (let pad = 0; pad < 2 && text.charCodeAt(stop) === 0x3d; pad++)
                    stop++;
            runs.push({ run: text.slice(start, stop), index: start });
            start = Math.min(stop, end);
        }
        // The next run starts after this one ends: probe every 24 characters from there.
        probe = end - 1;
    }
    return runs;
}
/** Decoded base64 that reads as text: printable ASCII, letters and spaces. */
const PROSE_TEXT = /^[\x20-\x7e\t\n\r]+$/;
const LEET = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' };
/**
 * Other ways to write a phrase so that no pattern sees it, each with a run that finds it and its
 * plain reading. Every run is bounded, and the text is read again only when nothing plain matched.
 * `hint` is a quick test every text holding a run passes, so most strings are never rewritten.
 */
const DISGUISES = [
    {
        encoding: 'hex escapes',
        hint: /\\[xu]/,
        run: /(?:\\x[0-9A-Fa-f]{2}|\\u[0-9A-Fa-f]{4}){2,1000}/g,
        read: (run) => run.replace(/\\x([0-9A-Fa-f]{2})|\\u([0-9A-Fa-f]{4})/g, (_, x, u) => String.fromCharCode(Number.parseInt(x ?? u ?? '', 16))),
    },
    { encoding: 'spaced letters', hint: /[A-Za-z] [A-Za-z] [A-Za-z] [A-Za-z]/, run: /\b(?:[A-Za-z] ){3,200}[A-Za-z]\b/g, read: (run) => run.replace(/ /g, '') },
    {
        encoding: 'leetspeak',
        // A word holding both a letter and a digit has a letter next to a digit somewhere.
        hint: /[A-Za-z][0-9]|[0-9][A-Za-z]/,
        run: /\b[A-Za-z0-9]{3,40}\b/g,
        // Only words that mix letters with the digits leetspeak uses: "1gn0re", not "v2" or "2025".
        read: (word) => (/[A-Za-z]/.test(word) && /[013457]/.test(word) ? word.replace(/[013457]/g, (d) => LEET[d] ?? d) : undefined),
    },
];
/**
 * Every suspicious phrase in `text`, in order, without overlaps. `steering` also looks for directions
 * to call other tools, which belong in server instructions but not in a description. Text written in
 * fullwidth or other compatibility forms is read as its plain letters (NFKC), base64 runs that decode
 * to prose are read too, and URLs that carry data out (./links.ts) are phrases of their own.
 */
function findInjectedPhrases(text, options) {
    // Only non-ASCII text can change under NFKC; offsets then index the normalized text, which only orders matches.
    const plain = /[^\x00-\x7f]/.test(text) ? text.normalize('NFKC') : text;
    const matches = withoutSectionTags(matchPhrases(plain, options), plain);
    for (const sink of findExfiltrationLinks(plain))
        matches.push({ category: 'sink', phrase: sink.url, index: plain.indexOf(sink.url) });
    if (matches.length === 0)
        matches.push(...disguised(plain, options));
    if (matches.length === 0) {
        for (const { run, index } of base64Runs(plain)) {
            const decoded = Buffer.from(run, 'base64').toString('latin1');
            if (!PROSE_TEXT.test(decoded) || !/[a-z] [a-z]/i.test(decoded))
                continue;
            const [first] = matchPhrases(decoded, options);
            if (first)
                matches.push({
                    category: first.category,
                    phrase: run.length > 40 ? `${run.slice(0, 40)}\u2026` : run,
                    index,
                    decoded,
                    encoding: 'base64',
                });
        }
    }
    matches.sort((a, b) => a.index - b.index || b.phrase.length - a.phrase.length);
    let end = -1;
    return matches.filter((m) => {
        if (m.index < end)
            return false;
        end = m.index + m.phrase.length;
        return true;
    });
}
/** The first phrase the text says once each disguise is read in plain letters, shown as written with its reading. */
function disguised(text, options) {
    for (const { encoding, hint, run, read } of DISGUISES) {
        if (!hint.test(text))
            continue;
        let first;
        // The runs have no capture groups, so the replacer gets (run, offset, text).
        const reading = text.replace(run, (found, offset) => {
            const plainRun = read(found);
            if (plainRun === undefined)
                return found;
            first ??= { run: found, index: offset };
            return plainRun;
        });
        if (!first)
            continue;
        const [match] = matchPhrases(reading, options);
        if (match)
            return [
                {
                    category: match.category,
                    phrase: first.run.length > 40 ? `${first.run.slice(0, 40)}\u2026` : first.run,
                    index: first.index,
                    decoded: match.phrase,
                    encoding,
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
 * Counter-evidence: a description laid out in XML-style sections (`<use_case>`, `<workflow>`, \u2026) uses
 * `<instructions>` as one more heading, not to pass for the host. Two other section names are enough;
 * `<important>`, `<system>` and the other tags stay findings.
 */
function withoutSectionTags(matches, text) {
    if (!matches.some((m) => m.category === 'pseudo-tag' && SECTION_TAG.test(m.phrase)))
        return matches;
    const sections = new Set();
    for (const [, name] of text.matchAll(ANY_TAG)) {
        if (!PSEUDO_TAG_NAME.test(name))
            sections.add(name.toLowerCase());
        if (sections.size >= 2)
            return matches.filter((m) => !(m.category === 'pseudo-tag' && SECTION_TAG.test(m.phrase)));
    }
    return matches;
}
function matchPhrases(text, options) {
    const matches = [];
    for (const group of GROUPS) {
        const { category, gate, steering } = group;
        if ((steering && !options.steering) || !gate.test(text))
            continue;
        for (const pattern of patternsOf(group)) {
            // exec on the shared pattern, not matchAll, which copies the pattern on every call; a failed exec
            // leaves lastIndex at 0. An empty match steps on by one, as matchAll does.
            pattern.lastIndex = 0;
            for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
                matches.push({ category, phrase: match[0], index: match.index });
                if (match[0] === '')
                    pattern.lastIndex++;
            }
        }
    }
    return matches;
}

// EXTERNAL MODULE: ./src/detect/secrets.ts
var secrets = __webpack_require__(7654);
// EXTERNAL MODULE: ./src/util/copy.ts
var copy = __webpack_require__(5147);
;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/security/strings.ts
/**
 * The text rules' one pass over a descriptor: every string value and property name is visited once, in
 * document order, and each rule's detector reads it there (hidden characters, credentials, injected
 * phrases). The findings wait in the file's memo for their rule to report them. The walk keeps only a
 * stack of the keys above it, so nothing is built per string: a pointer is spelled only for a finding.
 */






const FINDINGS = (0,types/* memoKey */.e3)('descriptor strings read by the security rules');
/** The findings of the security rules that read strings, found in one walk per file. */
function stringFindings(context) {
    return context.memo(FINDINGS, () => new StringScan(context).run());
}
/**
 * What the detectors found in one text, each detector asked at most once (undefined: not asked yet).
 * A class, so every entry has the same shape whichever detector asks first.
 */
class Verdicts {
    hidden = undefined;
    secret = undefined;
    phrases = undefined;
}
/**
 * What the detectors find in a text, remembered for the run. Descriptions, names and sample values repeat
 * within a file (a property described alike in each tool and schema) and across files (one server
 * captured at each protocol version it speaks), so each text is read once per run. One entry serves
 * every detector, so a description is hashed, copied and stored once, not once per detector. The texts
 * come from input, so the cache is bounded by the characters it holds, and it lives in the run (not the
 * process), so the results a run keeps for its report hold none of them.
 */
class TextCache {
    maxChars;
    found = new Map();
    chars = 0;
    constructor(maxChars = 1 << 22) {
        this.maxChars = maxChars;
    }
    /** The verdicts on `text`, to fill in as detectors read it. */
    get(text) {
        const known = this.found.get(text);
        if (known !== undefined)
            return known;
        const verdicts = new Verdicts();
        if (text.length > this.maxChars >> 8)
            return verdicts;
        // A string the YAML reader cut from its file is a view into the whole file: the cache keeps a copy
        // (the verdicts hold none of the text), so it never keeps a file's text alive after the file is done.
        const own = (0,copy/* ownCopy */.S)(text);
        if (this.chars + own.length > this.maxChars) {
            this.found.clear();
            this.chars = 0;
        }
        this.found.set(own, verdicts);
        this.chars += own.length;
        return verdicts;
    }
}
const TEXTS = (0,types/* memoKey */.e3)('strings read by the security detectors');
/** How a finding in the server instructions starts (their advice differs). */
const INSTRUCTIONS = 'The server instructions contain';
const SCHEMA_VALUE = {
    default: 'This default value contains',
    const: 'This const value contains',
    examples: 'This example value contains',
    enum: 'This enum value contains',
};
/**
 * The strings a client shows the model as prose about the server, and the sample values of a schema,
 * which it shows too: the only strings subjectOf can name, so the others are passed over unread.
 */
const PROSE_KEYS = new Set(['description', 'title', 'instructions', 'default', 'const']);
const PROSE_LISTS = new Set(['examples', 'enum']);
/** Schema keywords that hold sample values of the property they sit in (not the field a credential belongs to). */
const VALUE_KEYWORDS = new Set(['default', 'examples', 'example', 'const', 'enum']);
const INDEX = /^\d+$/;
/** Values longer than this are looked up for known credential formats without the quick test first. */
const LOOKUP_LENGTH = 48;
class StringScan {
    context;
    findings = { hidden: [], secrets: [], injected: [] };
    /** The keys and indexes of the containers above the string being read, outermost first. */
    path = [];
    mayHide;
    texts;
    constructor(context) {
        this.context = context;
        // One scan of the source proves, for most files, that no string can hide a character.
        this.mayHide = (0,detect_hidden/* sourceMayHide */.TH)(context.parsed.lines.text);
        this.texts = context.runMemo(TEXTS, () => new TextCache());
    }
    run() {
        this.object(this.context.descriptor);
        return this.findings;
    }
    object(node) {
        const { path } = this;
        for (const name of Object.keys(node)) {
            if (this.mayHide && detect_hidden/* MAYBE_HIDDEN_QUICK */.sF.test(name))
                this.readHidden(name, name, 'key');
            const value = node[name];
            if (typeof value === 'string')
                this.value(value, name);
            else if (typeof value === 'object' && value !== null) {
                path.push(name);
                if (Array.isArray(value))
                    this.array(value);
                else
                    this.object(value);
                path.pop();
            }
        }
    }
    array(node) {
        const { path } = this;
        for (let index = 0; index < node.length; index++) {
            const value = node[index];
            if (typeof value === 'string')
                this.value(value, index);
            else if (typeof value === 'object' && value !== null) {
                path.push(index);
                if (Array.isArray(value))
                    this.array(value);
                else
                    this.object(value);
                path.pop();
            }
        }
    }
    value(text, key) {
        // Each text is looked up at most once, and only when a detector may find something in it: a long
        // text always (its hash costs less than the quick test's scan), a short one when it passes a quick test.
        let verdicts;
        if (this.mayHide && detect_hidden/* MAYBE_HIDDEN_QUICK */.sF.test(text)) {
            verdicts = this.texts.get(text);
            this.addHidden(verdicts, text, key, 'value');
        }
        let known = null;
        if (text.length > LOOKUP_LENGTH || secrets/* MAYBE_KNOWN_SECRET */.Sw.test(text)) {
            verdicts ??= this.texts.get(text);
            known = verdicts.secret === undefined ? (verdicts.secret = (0,secrets/* findSecret */.mt)(text)) : verdicts.secret;
        }
        const secret = known ?? (text.length >= 8 ? this.inCredentialField(text, key) : null);
        if (secret)
            this.findings.secrets.push({ pointer: this.pointer(key), target: 'value', key, found: secret });
        if (typeof key === 'string' ? PROSE_KEYS.has(key) : PROSE_LISTS.has(this.path[this.path.length - 1]))
            this.readProse(text, key, verdicts);
    }
    readHidden(text, key, target) {
        this.addHidden(this.texts.get(text), text, key, target);
    }
    addHidden(verdicts, text, key, target) {
        const hidden = verdicts.hidden === undefined ? (verdicts.hidden = (0,detect_hidden/* describeHidden */.Y7)(text)) : verdicts.hidden;
        if (hidden)
            this.findings.hidden.push({ pointer: this.pointer(key), target, key, found: hidden });
    }
    /** findSecretField for a value, asked only when the value sits in a field named like a credential, which most files have none of. */
    inCredentialField(text, key) {
        let field = key;
        for (let i = this.path.length - 1; !isField(field); i--) {
            if (i < 0)
                return null;
            field = this.path[i];
        }
        if (typeof field !== 'string' || !(0,secrets/* namesCredential */.si)(field))
            return null;
        const name = field;
        return (0,secrets/* findSecretField */.uX)(text, () => name);
    }
    readProse(text, key, known) {
        const subject = this.subjectOf(key);
        if (!subject)
            return;
        let phrases;
        if (subject === INSTRUCTIONS)
            phrases = findInjectedPhrases(text, { steering: false });
        else {
            const verdicts = known ?? this.texts.get(text);
            phrases = verdicts.phrases ??= findInjectedPhrases(text, { steering: true });
        }
        if (phrases.length > 0)
            this.findings.injected.push({ pointer: this.pointer(key), target: 'value', key, found: { subject, phrases } });
    }
    /** How a message starts ("This description contains"), or undefined when the string is not prose a client shows the model. */
    subjectOf(key) {
        const { path } = this;
        if (key !== 'description' && key !== 'title' && key !== 'instructions') {
            // A schema's default or const, or an item of its examples or enum.
            const field = typeof key === 'number' ? path[path.length - 1] : key;
            if (typeof field !== 'string' || !(field in SCHEMA_VALUE) || (typeof key === 'number') === (field === 'default' || field === 'const'))
                return undefined;
            if (!isSchemaKey(key) && !path.some(isSchemaKey))
                return undefined;
            return SCHEMA_VALUE[field];
        }
        // Interaction examples (/tools/N/interactionExamples/\u2026) are sample data: a tool result may quote anything.
        if (path.length > 2 && path[0] === 'tools' && INDEX.test(String(path[1])) && path[2] === 'interactionExamples')
            return undefined;
        if (path.length === 0 && key === 'instructions')
            return INSTRUCTIONS;
        return key === 'description' ? 'This description contains' : key === 'title' ? 'This title contains' : undefined;
    }
    pointer(key) {
        let pointer = '';
        for (const segment of this.path)
            pointer += `/${(0,util_pointer/* escapeSegment */.pv)(segment)}`;
        return `${pointer}/${(0,util_pointer/* escapeSegment */.pv)(key)}`;
    }
}
function isSchemaKey(segment) {
    return segment === 'inputSchema' || segment === 'outputSchema';
}
/** Whether a path segment names the field a value belongs to: `api_key` for `\u2026/properties/api_key/default` and `\u2026/input/api_key` alike. */
function isField(segment) {
    if (typeof segment !== 'string' || VALUE_KEYWORDS.has(segment))
        return false;
    // Only a name that starts with a digit can be all digits.
    const first = segment.charCodeAt(0);
    return !(first >= 0x30 && first <= 0x39 && INDEX.test(segment));
}

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/security/hidden-characters.ts


/**
 * mcpdesc.security.hidden-characters: no string in the descriptor (names, titles, descriptions,
 * instructions, schema text, examples, property names) hides invisible, bidi-control or tag characters.
 */
/* harmony default export */ const hidden_characters = ((0,context/* descriptorRule */.wU)('mcpdesc.security.hidden-characters', (context) => {
    for (const { pointer, target, key, found } of stringFindings(context).hidden) {
        const subject = target === 'key' ? 'This property name' : typeof key === 'string' ? JSON.stringify(key) : 'This string';
        context.report(pointer, `${subject} contains ${found}. Hidden and bidirectional-control characters make what a model or client reads differ from what reviewers see, a known way to smuggle instructions or disguise names: remove them.`, target);
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/security/injected-instructions.ts



const WHY = {
    override: 'tries to override the instructions the model already follows',
    secrecy: 'asks the model to hide something from the user',
    exfiltration: 'asks the model to read or send data the user did not ask for',
    sink: 'is a URL with a placeholder for the model to fill, so whatever it puts there goes to that host (an image is fetched as soon as the answer renders, without a click)',
    steering: 'directs how the model calls tools, as tool shadowing does',
    'pseudo-tag': 'imitates a system or priority tag so the text reads like orders from the host',
};
/**
 * mcpdesc.security.injected-instructions: descriptions, titles and server instructions describe the
 * server; they do not give the model orders. Interaction examples are sample data, not prose.
 */
/* harmony default export */ const injected_instructions = ((0,context/* descriptorRule */.wU)('mcpdesc.security.injected-instructions', (context) => {
    for (const { pointer, found } of stringFindings(context).injected) {
        const { subject, phrases } = found;
        const [first, ...more] = phrases;
        const advice = subject === INSTRUCTIONS
            ? "Keep the instructions to how the server's features fit together, and remove this."
            : first.category === 'steering'
                ? 'Describe what the tool does; if calls must happen in an order, say so in the server instructions.'
                : 'Describe what it does, and remove directives aimed at the model.';
        const decoded = first.decoded === undefined
            ? ''
            : ` (${first.encoding ?? 'encoded'} for ${(0,json/* quote */.hD)(first.decoded.length > 120 ? `${first.decoded.slice(0, 120)}\u2026` : first.decoded)})`;
        context.report(pointer, `${subject} ${(0,json/* quote */.hD)(first.phrase)}${decoded}, which ${WHY[first.category]}${alsoFound(more)}. Clients pass this text to the model, and poisoned descriptions hide orders there that users rarely read. ${advice}`);
    }
}));
/** ` (also "\u2026", "\u2026")`: the other phrases, so one finding shows everything to remove. */
function alsoFound(more) {
    if (more.length === 0)
        return '';
    const shown = more
        .slice(0, 3)
        .map((m) => (0,json/* quote */.hD)(m.phrase))
        .join(', ');
    return ` (also ${shown}${more.length > 3 ? ` and ${more.length - 3} more` : ''})`;
}

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/security/secret-in-example.ts


/**
 * mcpdesc.security.secret-in-example: no credential in example data (interaction examples, schema
 * defaults and examples) or anywhere else in the descriptor.
 */
/* harmony default export */ const secret_in_example = ((0,context/* descriptorRule */.wU)('mcpdesc.security.secret-in-example', (context) => {
    for (const { pointer, found } of stringFindings(context).secrets) {
        context.report(pointer, `This string contains what looks like a real credential: ${found.kind} (${found.redacted}). Descriptors are committed, published and passed to models, so a real credential here is leaked: revoke it if it is real, and use an obvious placeholder such as "<api-key>" instead.`);
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/security/index.ts




/** Security rules (rules/security.yaml). */
const security_rules = [confusable_name, hidden_characters, injected_instructions, secret_in_example];
/* harmony default export */ const security = (security_rules);

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/annotation-hints.ts




/** A tool marked read-only is not also marked destructive: the two hints contradict each other. */
/* harmony default export */ const annotation_hints = ((0,context/* descriptorRule */.wU)('mcp.tool.annotation-hints', (context) => {
    for (const { tool, pointer } of tools(context)) {
        const annotations = tool.annotations;
        if (!(0,json/* isObject */.Gv)(annotations) || annotations.readOnlyHint !== true || annotations.destructiveHint !== true)
            continue;
        context.report((0,util_pointer/* joinPointer */.Kn)(pointer, 'annotations', 'destructiveHint'), '"annotations.destructiveHint" is true, but "readOnlyHint" is true as well: a tool that does not modify its environment cannot destroy anything, and clients read destructiveHint only when readOnlyHint is false. Set readOnlyHint to false if the tool modifies anything, otherwise remove destructiveHint.');
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/elicitation-declaration.ts







const ELICITATION_VERSIONS = protocol_versions/* VERSIONS */.S8.filter((v) => (0,check/* definitionExists */.u)('ElicitRequestParams', v));
/** Each of a tool's `elicitations` is an elicitation request of the declared version; versions without elicitation have none. */
/* harmony default export */ const elicitation_declaration = ((0,context/* descriptorRule */.wU)('mcpdesc.tool.elicitation-declaration', (context) => {
    if (!(0,check/* definitionExists */.u)('ElicitRequestParams', context.version)) {
        for (const { tool, pointer } of tools(context)) {
            if (!(0,json/* hasOwn */.$3)(tool, 'elicitations'))
                continue;
            context.report((0,util_pointer/* joinPointer */.Kn)(pointer, 'elicitations'), `"elicitations" declares elicitation requests, but elicitation does not exist in ${context.version}; it exists ${(0,protocol_versions/* describeVersions */.Tt)(ELICITATION_VERSIONS)}. Remove "elicitations", or declare protocolVersion ${ELICITATION_VERSIONS[0]} or later if the server speaks it.`, 'key');
        }
        return;
    }
    reportModelIssues(context, { issues: ['invalid'], only: ['elicitation-declaration'] });
}));

// EXTERNAL MODULE: ./src/protocol/model/descriptor.ts
var descriptor = __webpack_require__(4397);
;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/schema-validity.ts








/**
 * A tool schema is a valid JSON Schema in its dialect, with references that stay inside it. The root
 * `type` and the shapes schema.json fixes (properties, required) are mcp.schema.tool's to report, so
 * the same mistake is not reported twice.
 */
function schemaValidityRule(id, key) {
    return (0,context/* descriptorRule */.wU)(id, (context) => {
        for (const { tool, pointer: toolPointer } of tools(context)) {
            const schema = tool[key];
            if (!(0,json/* isObject */.Gv)(schema))
                continue;
            const pointer = (0,util_pointer/* joinPointer */.Kn)(toolPointer, key);
            const choice = (0,dialects/* mcpSchemaDialect */.ww)(schema, context.version);
            if ('unsupported' in choice) {
                context.report((0,util_pointer/* joinPointer */.Kn)(pointer, '$schema'), unsupportedDialect(key, choice.unsupported));
                continue;
            }
            const compiled = context.schemas.compile(schema, choice.dialect);
            if (compiled.ok)
                continue;
            const reported = reportedByToolSchema(context, toolPointer, pointer);
            const note = dialectNote(choice.dialect, choice.declared, context.version);
            for (const problem of compiled.problems) {
                if (reported(pointer + problem.pointer))
                    continue;
                context.report(pointer + problem.pointer, `${(0,messages/* placeName */.fW)(key, problem.pointer, schema)} ${problem.message}${problem.general ? '' : ` Correct it: ${note.charAt(0).toLowerCase()}${note.slice(1)}`}`, problem.target);
            }
        }
    });
}
function unsupportedDialect(key, uri) {
    const typo = (0,suggest/* closest */.k)(uri, Object.values(dialects/* DIALECT_URIS */.zR), 4);
    const fix = typo
        ? `Did you mean ${JSON.stringify(typo)}?`
        : `Write the schema in JSON Schema 2020-12 and omit "$schema"; mcpdesc also checks ${JSON.stringify(dialects/* DIALECT_URIS */.zR['2019-09'])} and ${JSON.stringify(dialects/* DIALECT_URIS */.zR['draft-07'])}.`;
    return `${(0,messages/* placeName */.fW)(key, '/$schema')} is ${(0,json/* quote */.hD)(uri)}, a JSON Schema dialect mcpdesc cannot check, and MCP clients must reject schemas in dialects they do not support. ${fix}`;
}
/** Whether mcp.schema.tool already reports a problem at this place, or at a part of the schema that contains it. */
function reportedByToolSchema(context, toolPointer, schemaPointer) {
    const issues = context.model('Tool', toolPointer, descriptor/* TOOL_EXTENSIONS */.A).filter((i) => i.kind === 'invalid' && i.pointer.startsWith(`${schemaPointer}/`));
    return (pointer) => issues.some((i) => pointer === i.pointer || pointer.startsWith(`${i.pointer}/`));
}

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/input-schema.ts

/** inputSchema is a valid JSON Schema in its dialect (mcp.schema.tool checks its root type). */
/* harmony default export */ const input_schema = (schemaValidityRule('mcp.tool.input-schema', 'inputSchema'));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/name-format.ts





const ALLOWED = /^[A-Za-z0-9_.-]+$/;
const MAX_LENGTH = 128;
/**
 * Tool names have 1 to 128 characters from A-Z, a-z, 0-9, "_", "-" and ".". MCP says so from 2025-11-25,
 * but clients and model APIs reject other names in every version, so older descriptors are checked too.
 */
/* harmony default export */ const name_format = ((0,context/* descriptorRule */.wU)('mcp.tool.name-format', (context) => {
    const why = (0,protocol_versions/* compareVersions */.Zy)(context.version, '2025-11-25') >= 0
        ? 'MCP tool names should use only A-Z, a-z, 0-9, "_", "-" and ".", so that every client and model can call them'
        : `MCP's naming guidance for tools starts in 2025-11-25, but clients reject other names in ${context.version} too: use only A-Z, a-z, 0-9, "_", "-" and ".", so that every client and model can call the tool`;
    for (const { tool, pointer } of tools(context)) {
        const name = tool.name;
        if (typeof name !== 'string')
            continue;
        const at = (0,util_pointer/* joinPointer */.Kn)(pointer, 'name');
        if (name.length === 0) {
            context.report(at, `The tool name is empty. Clients show and call tools by name; give it 1 to ${MAX_LENGTH} characters from A-Z, a-z, 0-9, "_", "-" and ".".`);
        }
        else if (!ALLOWED.test(name)) {
            context.report(at, `Tool name ${(0,json/* quote */.hD)(name)} contains ${describeCharacters(name)}. ${why}: rename it, e.g. to ${(0,json/* quote */.hD)(suggestName(name))}.`);
        }
        else if (name.length > MAX_LENGTH) {
            context.report(at, `Tool name ${(0,json/* quote */.hD)(name)} is ${name.length} characters long; MCP tool names should have at most ${MAX_LENGTH}. Shorten it.`);
        }
    }
}));
function describeCharacters(name) {
    const bad = [...new Set([...name].filter((c) => !ALLOWED.test(c)))];
    const shown = bad.slice(0, 5).map((c) => (c === ' ' ? 'a space' : /\s/.test(c) ? JSON.stringify(c) : `"${c}"`));
    return shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}
function suggestName(name) {
    const replaced = name
        .trim()
        .replace(/[^A-Za-z0-9_.-]+/g, '_')
        .replace(/^_+|_+$/g, '');
    return (replaced || 'tool').slice(0, MAX_LENGTH);
}

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/name-unique.ts





/** Tool names are unique within a descriptor: clients call tools by name. */
/* harmony default export */ const name_unique = ((0,context/* descriptorRule */.wU)('mcpdesc.tool.name-unique', (context) => {
    const named = tools(context).filter((t) => typeof t.tool.name === 'string');
    for (const { later, first } of duplicates(named, (t) => t.tool.name)) {
        context.report((0,util_pointer/* joinPointer */.Kn)(later.pointer, 'name'), `Tool name ${(0,json/* quote */.hD)(later.tool.name)} is already used by tools[${first.index}]. Clients call tools by name, so one of the two can never be called. Rename one of them, or remove the duplicate.`);
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/output-schema.ts

/** outputSchema is a valid JSON Schema in its dialect (mcp.schema.tool checks the version's root restrictions). */
/* harmony default export */ const output_schema = (schemaValidityRule('mcp.tool.output-schema', 'outputSchema'));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/required-property.ts







const KEYS = ['inputSchema', 'outputSchema'];
/** How each keyword holds subschemas: one, a list of them, or a map of names to them. */
const SUBSCHEMAS = new Map([
    ['items', 'list'], // one subschema, or a list of them before 2020-12
    ...['additionalProperties', 'contains', 'not', 'if', 'then', 'else', 'propertyNames', 'unevaluatedProperties', 'unevaluatedItems'].map((k) => [k, 'single']),
    ...['allOf', 'anyOf', 'oneOf', 'prefixItems'].map((k) => [k, 'list']),
    ...['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas'].map((k) => [k, 'map']),
]);
/** Keywords through which other subschemas may define a property the object's own "properties" lack. */
const DEFINED_ELSEWHERE = ['patternProperties', 'allOf', 'anyOf', 'oneOf', '$ref', '$dynamicRef', 'if', 'then', 'else', 'dependentSchemas', 'dependencies'];
/**
 * Every name in an object schema's "required" is one of its "properties": a required name the schema
 * does not describe makes the model send a field it knows nothing about, or, with "additionalProperties":
 * false, makes every value invalid.
 */
/* harmony default export */ const required_property = ((0,context/* descriptorRule */.wU)('mcpdesc.tool.required-property', (context) => {
    const elicitation = (0,protocol_versions/* inSpan */._1)(context.version, { since: '2025-06-18' });
    for (const { tool, pointer } of tools(context)) {
        for (const key of KEYS) {
            const schema = toolSchema(tool, pointer, key, context.version);
            if (schema)
                visit(context, { key, pointer: schema.pointer, schema: schema.schema }, schema.schema, []);
        }
        // The form an elicitation declaration asks the user to fill in.
        if (!elicitation || !(0,json/* isObject */.Gv)(tool.elicitations))
            continue;
        for (const name of Object.keys(tool.elicitations)) {
            const declaration = tool.elicitations[name];
            if (!(0,json/* isObject */.Gv)(declaration) || !(0,json/* isObject */.Gv)(declaration.requestedSchema))
                continue;
            const root = {
                key: 'requestedSchema',
                pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'elicitations', name, 'requestedSchema'),
                schema: declaration.requestedSchema,
            };
            visit(context, root, root.schema, []);
        }
    }
}));
const EFFECTS = {
    inputSchema: {
        open: 'so the model is told to send a field the schema does not describe (no type, no description)',
        closed: 'and "additionalProperties" is false, so no arguments can ever be valid',
    },
    outputSchema: {
        open: 'so clients require a field of the structured result that the schema does not describe',
        closed: 'and "additionalProperties" is false, so no result can ever be valid',
    },
    requestedSchema: {
        open: 'so the form clients show has no field for it and no answer can be valid',
        closed: 'so the form clients show has no field for it and no answer can be valid',
    },
};
/** Walks every subschema; `at` is the path from the root, joined into a pointer only for a report. */
function visit(context, root, node, at) {
    required_property_check(context, root, node, at);
    for (const keyword of Object.keys(node)) {
        const kind = SUBSCHEMAS.get(keyword);
        if (kind === undefined)
            continue;
        const value = node[keyword];
        at.push(keyword);
        if (Array.isArray(value)) {
            if (kind === 'list')
                for (let index = 0; index < value.length; index++)
                    descend(context, root, value[index], index, at);
        }
        else if ((0,json/* isObject */.Gv)(value)) {
            if (kind === 'map')
                for (const name of Object.keys(value))
                    descend(context, root, value[name], name, at);
            else if (kind === 'single' || keyword === 'items')
                visit(context, root, value, at);
        }
        at.pop();
    }
}
function descend(context, root, item, segment, at) {
    if (!(0,json/* isObject */.Gv)(item))
        return;
    at.push(segment);
    visit(context, root, item, at);
    at.pop();
}
function required_property_check(context, root, node, path) {
    const { required, properties } = node;
    if (!Array.isArray(required) || !(0,json/* isObject */.Gv)(properties))
        return;
    if (DEFINED_ELSEWHERE.some((k) => (0,json/* hasOwn */.$3)(node, k)))
        return;
    const names = Object.keys(properties);
    const closed = node.additionalProperties === false || node.unevaluatedProperties === false;
    for (const [i, name] of required.entries()) {
        if (typeof name !== 'string' || (0,json/* hasOwn */.$3)(properties, name))
            continue;
        const typo = (0,suggest/* closest */.k)(name, names.filter((n) => !required.includes(n)));
        const at = (0,util_pointer/* joinPointer */.Kn)('', ...path);
        const where = at === '' ? (0,json/* quote */.hD)(root.key) : (0,messages/* placeName */.fW)(root.key, at, root.schema);
        const effect = closed ? EFFECTS[root.key].closed : EFFECTS[root.key].open;
        const fix = typo
            ? `Did you mean ${(0,json/* quote */.hD)(typo)}? Otherwise add ${(0,json/* quote */.hD)(name)} to "properties", or remove it from "required".`
            : `Add ${(0,json/* quote */.hD)(name)} to "properties" with its type and description, or remove it from "required".`;
        context.report((0,util_pointer/* joinPointer */.Kn)(root.pointer + at, 'required', i), `${where} requires ${(0,json/* quote */.hD)(name)}, but its "properties" do not define it, ${effect}. ${fix}`);
    }
}

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/schema-keywords.ts



const schema_keywords_KEYS = ['inputSchema', 'outputSchema'];
/** Tool schemas use the keywords and formats of their dialect: anything else is silently ignored by validators. */
/* harmony default export */ const schema_keywords = ((0,context/* descriptorRule */.wU)('mcpdesc.tool.schema-keywords', (context) => {
    for (const { tool, pointer } of tools(context)) {
        for (const key of schema_keywords_KEYS) {
            const schema = toolSchema(tool, pointer, key, context.version);
            if (!schema)
                continue;
            for (const problem of context.schemas.vocabularyProblems(schema.schema, schema.dialect)) {
                context.report(schema.pointer + problem.pointer, `${(0,messages/* placeName */.fW)(key, problem.pointer, schema.schema)} ${problem.message} ${schema.dialectNote}`, problem.target);
            }
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/x-mcp-header.ts





const KEY = 'x-mcp-header';
/** RFC 9110 token: 1*tchar. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const HEADER_TYPES = ['string', 'integer', 'boolean'];
/** Keywords whose values are data, not schemas. */
const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'examples']);
const CONSEQUENCE = 'Clients on the Streamable HTTP transport must drop a tool whose x-mcp-header breaks the rules.';
/** x-mcp-header (2026-07-28) names a valid, unique header on a primitive parameter reachable through "properties". */
/* harmony default export */ const x_mcp_header = ((0,context/* descriptorRule */.wU)('mcp.tool.x-mcp-header', (context) => {
    for (const { tool, pointer } of tools(context)) {
        if (!(0,json/* isObject */.Gv)(tool.inputSchema))
            continue;
        const schemaPointer = (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema');
        const seen = new Map();
        for (const use of headerUses(tool.inputSchema)) {
            const at = (0,util_pointer/* joinPointer */.Kn)(schemaPointer, ...use.path, KEY);
            const place = (0,messages/* placeName */.fW)('inputSchema', (0,util_pointer/* joinPointer */.Kn)('', ...use.path, KEY));
            const problem = headerProblem(use, seen, place);
            // Misplaced headers are about the key; everything else about the name it gives.
            if (problem)
                context.report(at, `${problem} ${CONSEQUENCE}`, reachable(use.path) ? 'value' : 'key');
        }
    }
}));
function headerProblem(use, seen, place) {
    const { value, schema, path } = use;
    if (!reachable(path)) {
        return `${place} is not reached from the inputSchema root through "properties" alone, so no argument can be mirrored from it. Move it to a property schema, or remove it.`;
    }
    if (typeof value !== 'string' || value === '') {
        return `${place} must name an HTTP header, but it is ${(0,json/* describeValue */.bp)(value)}. Give the name the header gets after "Mcp-Param-", e.g. "Region".`;
    }
    if (!TOKEN.test(value)) {
        return `${place} is ${(0,json/* quote */.hD)(value)}, which is not an HTTP header name: use only letters, digits and "!#$%&'*+-.^_\`|~" (an RFC 9110 token, no spaces or control characters).`;
    }
    if (!HEADER_TYPES.includes(schema.type)) {
        const found = schema.type === undefined ? 'declares no "type"' : `has type ${JSON.stringify(schema.type)}`;
        return `${place} is on a parameter that ${found}: only parameters of type "string", "integer" or "boolean" can become headers (not "number"). Declare one of those types, or remove x-mcp-header.`;
    }
    const lower = value.toLowerCase();
    const first = seen.get(lower);
    if (first !== undefined)
        return `${place} is ${(0,json/* quote */.hD)(value)}, the same header as ${first} (header names ignore case). Each x-mcp-header in an inputSchema must be unique: rename one.`;
    seen.set(lower, place);
    return undefined;
}
/** Reachable: properties/<name>(/properties/<name>)*. */
function reachable(path) {
    return path.length >= 2 && path.length % 2 === 0 && path.every((segment, i) => i % 2 === 1 || segment === 'properties');
}
/** Every schema in `root` that carries the key, with its path; paths are copied only for those. */
function headerUses(root) {
    const found = [];
    const path = [];
    const walk = (node) => {
        if (Array.isArray(node)) {
            for (let index = 0; index < node.length; index++) {
                path.push(String(index));
                walk(node[index]);
                path.pop();
            }
            return;
        }
        if (!(0,json/* isObject */.Gv)(node))
            return;
        if (Object.hasOwn(node, KEY))
            found.push({ path: [...path], schema: node, value: node[KEY] });
        for (const key of Object.keys(node)) {
            const value = node[key];
            // A property named like a data keyword is still a schema: skip data only where it is a keyword.
            if (key === KEY || typeof value !== 'object' || value === null || (DATA_KEYWORDS.has(key) && path[path.length - 1] !== 'properties'))
                continue;
            path.push(key);
            walk(value);
            path.pop();
        }
    };
    walk(root);
    return found;
}

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/index.ts









/** Tool rules (rules/tools.yaml). */
const tools_rules = [
    name_unique,
    name_format,
    input_schema,
    output_schema,
    schema_keywords,
    required_property,
    annotation_hints,
    x_mcp_header,
    elicitation_declaration,
];
/* harmony default export */ const rules_tools = (tools_rules);

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/version/index.ts

/* harmony default export */ const version = ([
    // A field of another version inside an interaction step is an example of an exchange that cannot
    // happen in the declared version: mcpdesc.tool.interaction.step reports it as an error instead.
    modelRule('mcpdesc.version.field-availability', 'unavailable', undefined, ['step-request', 'step-response']),
    modelRule('mcpdesc.version.deprecated', 'deprecated'),
]);

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/index.ts










/** Rules that read the file whatever it holds: its shape and the version it declares. */
const DOCUMENT_RULES = [protocol_version, structure, withoutVersion, schema_url];
/** Rules that read the descriptor in the protocol version it declares. */
const RULES = [...schema, unknown_key, ...version, ...rules_tools, ...interaction, ...resources, ...security];

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/index.ts
/**
 * mcpdesc's own format: a JSON or YAML file (`*.mcp.json`, `*.mcp.yaml`, `*.mcp.yml`) that declares
 * `protocolVersion` and lists what a server exposes in MCP's own vocabulary. See docs/descriptor-format.md.
 * How it is recognized is info.ts; this module adds its rules.
 */




/** The format's definition, for tests that check a descriptor with rules of their own. */
const DESCRIPTOR = {
    ...info/* DESCRIPTOR_INFO */.rP,
    documentRules: DOCUMENT_RULES,
    rules: RULES,
    context: context/* descriptorContext */.BD,
};
/* harmony default export */ const mcpdesc_descriptor = ((0,types/* defineFormat */.nP)(DESCRIPTOR));


/***/ }),

/***/ 7106:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A8: () => (/* binding */ STEP_DEFINITIONS),
/* harmony export */   MJ: () => (/* binding */ interactionExamples),
/* harmony export */   T8: () => (/* binding */ isStepType),
/* harmony export */   XP: () => (/* binding */ surfaces),
/* harmony export */   _v: () => (/* binding */ objectItems)
/* harmony export */ });
/* unused harmony export findSurfaces */
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4976);
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6065);
/* harmony import */ var _protocol_check_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9440);
/* harmony import */ var _protocol_model_descriptor_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4397);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7857);
/**
 * Where MCP objects sit inside a descriptor, and which definition each one must satisfy in the
 * declared version. Schema rules, field availability and deprecation all walk this one list.
 */





/** The MCP definitions an interaction step's request and response must satisfy. */
const STEP_DEFINITIONS = {
    roots: { request: 'ListRootsRequestParams', response: 'ListRootsResult' },
    sampling: { request: 'CreateMessageRequestParams', response: 'CreateMessageResult' },
    elicitation: { request: 'ElicitRequestParams', response: 'ElicitResult' },
};
function isStepType(value) {
    return typeof value === 'string' && Object.hasOwn(STEP_DEFINITIONS, value);
}
const LISTS = [
    { key: 'tools', kind: 'tool', definition: 'Tool' },
    { key: 'resources', kind: 'resource', definition: 'Resource' },
    { key: 'resourceTemplates', kind: 'resource-template', definition: 'ResourceTemplate' },
    { key: 'prompts', kind: 'prompt', definition: 'Prompt' },
];
const SURFACES = (0,_types_js__WEBPACK_IMPORTED_MODULE_2__/* .memoKey */ .e3)('descriptor surfaces');
/** The descriptor's surfaces, found once per file and shared by every rule that walks them. */
function surfaces(view) {
    return view.memo(SURFACES, () => [...findSurfaces(view.descriptor, view.version)]);
}
/** The surfaces of a descriptor in a version, found anew (tests and the oracle). */
function* findSurfaces(descriptor, version) {
    if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(descriptor.serverInfo)) {
        yield { kind: 'server-info', pointer: '/serverInfo', definition: 'Implementation', value: descriptor.serverInfo };
    }
    if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(descriptor.capabilities)) {
        yield { kind: 'capabilities', pointer: '/capabilities', definition: 'ServerCapabilities', value: descriptor.capabilities };
    }
    for (const list of LISTS) {
        for (const { item, pointer } of objectItems(descriptor[list.key], `/${list.key}`)) {
            const ignoreKeys = list.kind === 'tool' ? _protocol_model_descriptor_js__WEBPACK_IMPORTED_MODULE_1__/* .TOOL_EXTENSIONS */ .A : undefined;
            yield { kind: list.kind, pointer, definition: list.definition, value: item, ...(ignoreKeys ? { ignoreKeys } : {}) };
            if (list.kind === 'tool')
                yield* toolSurfaces(item, pointer, version);
        }
    }
}
function* toolSurfaces(tool, toolPointer, version) {
    if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(tool.elicitations) && (0,_protocol_check_js__WEBPACK_IMPORTED_MODULE_0__/* .definitionExists */ .u)('ElicitRequestParams', version)) {
        for (const [name, declaration] of Object.entries(tool.elicitations)) {
            if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(declaration)) {
                yield {
                    kind: 'elicitation-declaration',
                    pointer: (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(toolPointer, 'elicitations', name),
                    definition: 'ElicitRequestParams',
                    value: declaration,
                };
            }
        }
    }
    for (const example of interactionExamples(tool, toolPointer)) {
        if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(example.value.result)) {
            yield { kind: 'interaction-result', pointer: (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(example.pointer, 'result'), definition: 'CallToolResult', value: example.value.result };
        }
        for (const { item: step, pointer } of objectItems(example.value.steps, (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(example.pointer, 'steps'))) {
            if (!isStepType(step.type))
                continue;
            const definitions = STEP_DEFINITIONS[step.type];
            if (!(0,_protocol_check_js__WEBPACK_IMPORTED_MODULE_0__/* .definitionExists */ .u)(definitions.request, version))
                continue;
            if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(step.request)) {
                yield { kind: 'step-request', pointer: (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(pointer, 'request'), definition: definitions.request, value: step.request };
            }
            if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(step.response)) {
                yield { kind: 'step-response', pointer: (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(pointer, 'response'), definition: definitions.response, value: step.response };
            }
        }
    }
}
/** A tool's interaction examples that are objects, with their pointers. */
function interactionExamples(tool, toolPointer) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(tool.interactionExamples))
        return [];
    return Object.entries(tool.interactionExamples)
        .filter((entry) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(entry[1]))
        .map(([name, value]) => ({ name, value, pointer: (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(toolPointer, 'interactionExamples', name) }));
}
/** The object items of a list, with their pointers; anything else is the structure rule's to report. */
function objectItems(list, pointer) {
    const items = [];
    if (!Array.isArray(list))
        return items;
    for (let index = 0; index < list.length; index++) {
        const item = list[index];
        if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(item))
            items.push({ item, index, pointer: `${pointer}/${index}` });
    }
    return items;
}


/***/ }),

/***/ 9440:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ checkDefinition),
/* harmony export */   u: () => (/* binding */ definitionExists)
/* harmony export */ });
/* harmony import */ var _model_check_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2281);
/* harmony import */ var _model_index_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9490);
/** The protocol model's checker: MCP objects read against one protocol version (see src/model/check.ts). */


/** Check `value` (found at `pointer`) against the named MCP definition as `version` defines it. */
function checkDefinition(name, value, version, pointer, options = {}) {
    return (0,_model_check_js__WEBPACK_IMPORTED_MODULE_0__/* .checkModel */ .w5)(_model_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PROTOCOL_MODEL */ .V7, name, value, version, pointer, options);
}
/** Whether the definition exists in a version at all (e.g. elicitation before 2025-06-18 does not). */
function definitionExists(name, version) {
    return (0,_model_check_js__WEBPACK_IMPORTED_MODULE_0__/* .existsIn */ .Iy)(_model_index_js__WEBPACK_IMPORTED_MODULE_1__/* .PROTOCOL_MODEL */ .V7, name, version);
}


/***/ }),

/***/ 4826:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W$: () => (/* binding */ parseDataUri),
/* harmony export */   WU: () => (/* binding */ checkAbsoluteUri),
/* harmony export */   _0: () => (/* binding */ checkScheme),
/* harmony export */   dz: () => (/* binding */ schemeOf),
/* harmony export */   eD: () => (/* binding */ normalizeUri)
/* harmony export */ });
/**
 * RFC 3986 URI syntax, checked closely enough to explain what is wrong: resource URIs, icon sources
 * and the literal start of URI templates. A problem is a message fragment ("it contains a space at
 * character 5: \u2026"): what is wrong, where (1-based characters) and the fix, for a rule to wrap.
 */
const HEX = /^[0-9A-Fa-f]{2}$/;
const UNRESERVED_OR_SUB_DELIM = /[A-Za-z0-9\-._~!$&'()*+,;=]/;
/** The scheme of an absolute URI ("https"), or undefined when the text does not start with one. */
function schemeOf(text) {
    const match = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(text);
    return match ? match[1] : undefined;
}
/** Why `text` does not start with a valid scheme and ":", or null when it does. */
function checkScheme(text) {
    // A one-letter "scheme" followed by a slash is a drive letter, not a URI.
    if (/^[A-Za-z]:[\\/]/.test(text)) {
        return `this looks like a Windows path: write it as a file URI such as "file:///${text.charAt(0)}:/${text.slice(3).replace(/\\/g, '/')}"`;
    }
    if (schemeOf(text) !== undefined)
        return null;
    const colon = text.indexOf(':');
    const candidate = colon < 0 ? '' : text.slice(0, colon);
    if (colon <= 0 || /[/?#]/.test(candidate)) {
        return 'it has no scheme, so it is a relative reference: start it with a scheme such as "file:" or "https:"';
    }
    if (!/^[A-Za-z]/.test(candidate)) {
        return `the scheme ${JSON.stringify(candidate)} must start with a letter`;
    }
    const bad = [...candidate].findIndex((c) => !/[A-Za-z0-9+.-]/.test(c));
    return `the scheme ${JSON.stringify(candidate)} contains ${JSON.stringify(candidate[bad])}, but a scheme may only contain letters, digits, "+", "-" and "."`;
}
/** Why `text` is not an absolute RFC 3986 URI (a fragment is allowed), or null when it is one. */
function checkAbsoluteUri(text) {
    if (text === '')
        return 'it is empty';
    const schemeProblem = checkScheme(text);
    if (schemeProblem)
        return schemeProblem;
    const scheme = schemeOf(text);
    const start = scheme.length + 1;
    const characters = checkCharacters(text, start);
    if (characters)
        return characters;
    if (!text.startsWith('//', start)) {
        const bracket = text.search(/[[\]]/);
        return bracket < 0 ? null : `${JSON.stringify(text[bracket])} is only allowed around an IP address in the host: percent-encode it`;
    }
    return checkAuthority(text, scheme, start + 2);
}
/** Each character after the scheme must be a URI character or a percent-encoding; "#" starts the one fragment. */
function checkCharacters(text, from) {
    let fragment = false;
    for (let i = from; i < text.length; i++) {
        const c = text[i];
        if (c === '%') {
            if (!HEX.test(text.slice(i + 1, i + 3))) {
                return `"%" at character ${i + 1} does not start a percent-encoding ("%" and two hex digits): write "%25" for a literal "%"`;
            }
            i += 2;
        }
        else if (c === '#') {
            if (fragment)
                return `a second "#" at character ${i + 1}: percent-encode it as "%23"`;
            fragment = true;
        }
        else if (!(UNRESERVED_OR_SUB_DELIM.test(c) || ':@/?[]'.includes(c))) {
            return invalidCharacter(text, i);
        }
    }
    return null;
}
function invalidCharacter(text, index) {
    const character = String.fromCodePoint(text.codePointAt(index));
    const at = `at character ${index + 1}`;
    if (character === ' ')
        return `it contains a space ${at}: percent-encode it as "%20"`;
    if (/^[\ud800-\udfff]$/.test(character))
        return `it contains the unpaired surrogate U+${hex(character)} ${at}, which is not text: remove it`;
    if (/[\u0000-\u001f\u007f]/.test(character))
        return `it contains the control character U+${hex(character)} ${at}: remove it`;
    return `it contains ${JSON.stringify(character)} ${at}, which URIs only allow percent-encoded: write ${JSON.stringify(encodeURIComponent(character))}`;
}
/** authority = [ userinfo "@" ] host [ ":" port ]; http(s) URIs need a host. */
function checkAuthority(text, scheme, from) {
    const end = indexOfAny(text, '/?#', from);
    const authority = text.slice(from, end);
    const at = authority.lastIndexOf('@');
    const hostStart = from + at + 1;
    const hostPort = authority.slice(at + 1);
    const userinfoBracket = authority.slice(0, Math.max(at, 0)).search(/[[\]]/);
    if (userinfoBracket >= 0)
        return 'the user information contains "[" or "]": percent-encode it';
    // Readers split at the first "@" or the last one: a second "@" makes the host ambiguous.
    if (at > 0 && authority.indexOf('@') !== at)
        return `the authority has two "@" (character ${from + authority.indexOf('@') + 1} and ${hostStart}): percent-encode the one in the user information as "%40"`;
    let host = hostPort;
    let port = '';
    if (hostPort.startsWith('[')) {
        const close = hostPort.indexOf(']');
        if (close < 0)
            return `the IP address opened with "[" at character ${hostStart + 1} is not closed with "]"`;
        host = hostPort.slice(0, close + 1);
        const after = hostPort.slice(close + 1);
        if (after !== '' && !after.startsWith(':'))
            return `unexpected ${JSON.stringify(after[0])} after the IP address: only ":port" may follow it`;
        port = after.slice(1);
        if (!/^\[(?:[0-9A-Fa-f:.]+|v[0-9A-Fa-f]+\.[A-Za-z0-9\-._~!$&'()*+,;=:]+)\]$/.test(host)) {
            return `${JSON.stringify(host)} is not an IP address literal`;
        }
    }
    else {
        const colon = hostPort.lastIndexOf(':');
        if (colon >= 0) {
            host = hostPort.slice(0, colon);
            port = hostPort.slice(colon + 1);
        }
        const bracket = hostPort.search(/[[\]]/);
        if (bracket >= 0)
            return `${JSON.stringify(hostPort[bracket])} is only allowed around an IP address in the host`;
        const portColon = host.indexOf(':');
        if (portColon >= 0)
            return `the host contains ":" at character ${hostStart + portColon + 1}: write an IPv6 address in brackets ("[::1]")`;
    }
    if (!/^[0-9]*$/.test(port)) {
        return `the port ${JSON.stringify(port)} must be a number`;
    }
    if (port !== '' && Number(port) > 65_535)
        return `the port ${port} is beyond 65535, the largest there is`;
    if (host === '' && /^https?$/i.test(scheme)) {
        return `an ${scheme.toLowerCase()} URI needs a host after "//"`;
    }
    return null;
}
function indexOfAny(text, characters, from) {
    for (let i = from; i < text.length; i++)
        if (characters.includes(text[i]))
            return i;
    return text.length;
}
function hex(character) {
    return character.codePointAt(0).toString(16).toUpperCase().padStart(4, '0');
}
/**
 * The form two URIs are compared in: RFC 3986 \u00a76.2.2 syntax-based normalization (case of scheme, host
 * and percent-encodings; percent-encoded unreserved characters decoded).
 */
function normalizeUri(text) {
    const scheme = schemeOf(text);
    if (scheme === undefined)
        return text;
    let rest = text.slice(scheme.length + 1).replace(/%([0-9A-Fa-f]{2})/g, (_, byte) => {
        const decoded = String.fromCharCode(parseInt(byte, 16));
        return /[A-Za-z0-9\-._~]/.test(decoded) ? decoded : `%${byte.toUpperCase()}`;
    });
    if (rest.startsWith('//')) {
        const end = indexOfAny(rest, '/?#', 2);
        const authority = rest.slice(2, end);
        const at = authority.lastIndexOf('@');
        rest = `//${authority.slice(0, at + 1)}${authority.slice(at + 1).toLowerCase()}${rest.slice(end)}`;
    }
    return `${scheme.toLowerCase()}:${rest}`;
}
/** RFC 2397: data:[<mediatype>][;base64],<data>. Null when `text` is not a data: URI of that shape. */
function parseDataUri(text) {
    const match = /^data:([^,]*),/i.exec(text);
    if (!match)
        return null;
    const parameters = match[1].split(';');
    const base64 = parameters[parameters.length - 1].toLowerCase() === 'base64';
    return { mediaType: parameters[0].trim().toLowerCase(), base64, data: text.slice(match[0].length) };
}


/***/ })

};

})
