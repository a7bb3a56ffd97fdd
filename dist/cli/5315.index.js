// mcpdesc chunk 920a942887d2237a8f9c4fc0292ee461b6d3af18dd9b668821b9b5d52446e082
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 5315;
__mcpdesc_chunk.ids = [5315];
__mcpdesc_chunk.modules = {

/***/ 1634:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ae: () => (/* binding */ AUTO_MS_PER_BYTE),
/* harmony export */   Cu: () => (/* binding */ DEFAULT_CONFIG_FILE),
/* harmony export */   HR: () => (/* binding */ CONFIG_FILE_NAMES),
/* harmony export */   VG: () => (/* binding */ AUTO_PARALLEL_MS),
/* harmony export */   i3: () => (/* binding */ AUTO_MS_PER_YAML_BYTE),
/* harmony export */   kM: () => (/* binding */ AUTO_MS_PER_FILE),
/* harmony export */   vy: () => (/* binding */ DEFAULT_BASELINE_FILE)
/* harmony export */ });
/**
 * Defaults the CLI's help text quotes, in a module of their own so that `mcpdesc --help` loads none of
 * the engine (and `lint` no baseline code when there is no baseline). See run.ts for how automatic
 * parallelism uses the two limits.
 */
const DEFAULT_CONFIG_FILE = '.mcpdesc.yaml';
/** Every name a configuration file may have, the preferred one first. */
const CONFIG_FILE_NAMES = [DEFAULT_CONFIG_FILE, '.mcpdesc.yml'];
const DEFAULT_BASELINE_FILE = '.mcpdesc-baseline.json';
/**
 * Automatic --jobs estimates a run's work from its files' sizes before it lints any, so workers start
 * at once when they pay and never otherwise: a worker loads the bundle and compiles its own validators,
 * and on the 2-core bench machine (two hyperthreads) two busy threads each run at about 2/3 speed, so a
 * worker costs more than it saves below about AUTO_PARALLEL_MS of work in one thread (`npm run bench`:
 * 15 % slower at 1.5 s of work, even at 4.5 s, 11 to 27 % faster from 14 s on). The per-file and
 * per-byte costs are fitted on the bench's corpora with `--jobs 1` (synthetic 7 KiB files: 1.8 ms each;
 * realistic 40 KiB ones: 5 ms; YAML, whose parse dominates: 3 ms for 5 KiB). Sizes, not a timed probe:
 * the choice is the same on a busy machine, and the run never waits to decide.
 */
const AUTO_PARALLEL_MS = 4_000;
const AUTO_MS_PER_FILE = 0.8;
const AUTO_MS_PER_BYTE = 0.0001;
const AUTO_MS_PER_YAML_BYTE = 0.00035;


/***/ }),

/***/ 1095:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BR: () => (/* binding */ hasUnprintable),
/* harmony export */   F1: () => (/* binding */ displayWidth),
/* harmony export */   L8: () => (/* binding */ replaceUnprintable),
/* harmony export */   O8: () => (/* binding */ escapeUnprintable),
/* harmony export */   ob: () => (/* binding */ shortQuotes),
/* harmony export */   uh: () => (/* binding */ hex)
/* harmony export */ });
/**
 * Text from a pull request (file names, descriptor lines) must not control the terminal or the log
 * it is printed to: C0 and C1 control characters, DEL, bidirectional formatting characters and line
 * or paragraph separators are shown escaped (or replaced where columns must stay aligned).
 */
/** Controls, bidirectional formatting, line separators, and UTF-16 halves without their partner (not text at all). */
const UNPRINTABLE_SOURCE = '[\\u0000-\\u001F\\u007F-\\u009F\\u061C\\u200E\\u200F\\u2028-\\u202E\\u2066-\\u2069]|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';
const UNPRINTABLE = new RegExp(UNPRINTABLE_SOURCE);
const UNPRINTABLES = new RegExp(UNPRINTABLE_SOURCE, 'g');
const NAMED = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
function hasUnprintable(text) {
    return UNPRINTABLE.test(text);
}
/** Each unprintable character as an escape: \n, \t, \x1B, \u202E. */
function escapeUnprintable(text) {
    return text.replace(UNPRINTABLES, (char) => {
        const code = char.charCodeAt(0);
        return NAMED[char] ?? (code <= 0xff ? `\\x${hex(code, 2)}` : `\\u${hex(code, 4)}`);
    });
}
/** Each unprintable character as U+FFFD, one for one, so columns computed on the text still line up. */
function replaceUnprintable(text) {
    return text.replace(UNPRINTABLES, '\uFFFD');
}
function hex(code, digits) {
    return code.toString(16).toUpperCase().padStart(digits, '0');
}
/**
 * A parser's message with every quoted run cut to a few characters: an error in a file that should not
 * have been parsed (a credential file) must not copy the file into the report.
 */
function shortQuotes(message) {
    return message.replace(/"([^"]{25,})"/g, (_, quoted) => `"${quoted.slice(0, 20)}\u2026"`);
}
/** Columns a terminal gives the text: East Asian wide and fullwidth characters take two, combining marks none. */
function displayWidth(text) {
    // Below U+0300 every character takes one column but the soft hyphen (Cf): most text, read without a regex per character.
    let plain = true;
    for (let i = 0; i < text.length && plain; i++) {
        const unit = text.charCodeAt(i);
        plain = unit < 0x300 && unit !== 0xad;
    }
    if (plain)
        return text.length;
    let width = 0;
    for (const char of text) {
        const cp = char.codePointAt(0) ?? 0;
        if (/\p{Mn}|\p{Me}|\p{Cf}/u.test(char))
            continue;
        width += isWide(cp) ? 2 : 1;
    }
    return width;
}
function isWide(cp) {
    return ((cp >= 0x1100 && cp <= 0x115f) ||
        (cp >= 0x2e80 && cp <= 0xa4cf && cp !== 0x303f) ||
        (cp >= 0xac00 && cp <= 0xd7a3) ||
        (cp >= 0xf900 && cp <= 0xfaff) ||
        (cp >= 0xfe30 && cp <= 0xfe4f) ||
        (cp >= 0xff00 && cp <= 0xff60) ||
        (cp >= 0xffe0 && cp <= 0xffe6) ||
        (cp >= 0x1f300 && cp <= 0x1f64f) ||
        (cp >= 0x1f900 && cp <= 0x1f9ff) ||
        (cp >= 0x20000 && cp <= 0x3fffd));
}


/***/ }),

/***/ 7406:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ closest)
/* harmony export */ });
/* unused harmony export editDistance */
/**
 * "Did you mean \u2026?": the closest candidate within a small edit distance, if any. Inputs come from pull
 * requests, so the work is bounded: long strings get no suggestion, at most MAX_CANDIDATES candidates
 * are compared, and each comparison only fills the band of the distance table within the limit.
 */
/** Longer inputs are not typos of a name. */
const MAX_INPUT = 64;
/** Candidates compared at most (a 10,000-value enum is not searched for a typo). */
const MAX_CANDIDATES = 1_000;
function closest(input, candidates, maxDistance = 2) {
    if (input.length > MAX_INPUT)
        return undefined;
    let best;
    let bestDistance = maxDistance + 1;
    const lowered = input.toLowerCase();
    let compared = 0;
    for (const candidate of candidates) {
        if (++compared > MAX_CANDIDATES)
            break;
        if (candidate.length > MAX_INPUT + maxDistance)
            continue;
        const distance = candidate.toLowerCase() === lowered ? 0 : editDistance(input, candidate, bestDistance);
        if (distance < bestDistance) {
            best = candidate;
            bestDistance = distance;
        }
    }
    return best;
}
/** Rows of the distance table, reused by every comparison: a lint asks for thousands of them. */
let rows = [new Int32Array(0), new Int32Array(0), new Int32Array(0)];
/**
 * Levenshtein distance with adjacent transpositions, giving up at `limit`: only cells within `limit` of
 * the diagonal are computed, so a comparison costs length \u00d7 limit, and it allocates nothing.
 */
function editDistance(a, b, limit = Number.POSITIVE_INFINITY) {
    if (Math.abs(a.length - b.length) >= limit)
        return limit;
    const band = Number.isFinite(limit) ? limit : Math.max(a.length, b.length);
    const far = band + 1;
    if (rows[0].length < b.length + 1)
        rows = rows.map(() => new Int32Array(b.length + 1));
    let [previous2, previous, current] = rows;
    for (let j = 0; j <= b.length; j++)
        previous[j] = j <= band ? j : far;
    for (let i = 1; i <= a.length; i++) {
        current.fill(far, 0, b.length + 1);
        current[0] = i <= band ? i : far;
        let rowMin = current[0];
        const from = Math.max(1, i - band);
        const to = Math.min(b.length, i + band);
        const ca = a.charCodeAt(i - 1);
        for (let j = from; j <= to; j++) {
            const cb = b.charCodeAt(j - 1);
            let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (ca === cb ? 0 : 1));
            if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb)
                value = Math.min(value, previous2[j - 2] + 1);
            current[j] = value;
            if (value < rowMin)
                rowMin = value;
        }
        if (rowMin >= limit)
            return limit;
        const oldest = previous2;
        previous2 = previous;
        previous = current;
        current = oldest;
    }
    return Math.min(previous[b.length], Number.isFinite(limit) ? limit : previous[b.length]);
}


/***/ })

};

})
