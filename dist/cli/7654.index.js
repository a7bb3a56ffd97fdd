// mcpdesc chunk c15510b9ba94da764a49461e4d1ed9efa369be724ee03965cc50d28d65d8967d
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 7654;
__mcpdesc_chunk.ids = [7654];
__mcpdesc_chunk.modules = {

/***/ 3768:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B7: () => (/* binding */ mayMatch),
/* harmony export */   Wk: () => (/* binding */ SpacedWords),
/* harmony export */   Yx: () => (/* binding */ distinctUnits),
/* harmony export */   qJ: () => (/* binding */ includesAny)
/* harmony export */ });
/**
 * Whether a pattern can match a long text, answered without running it: the detectors run some sixty
 * patterns over a text, each a full pass, and on a megabyte of text each pass costs milliseconds though
 * nearly all find nothing. A pattern's source is read once into what every match must contain (its
 * literal runs, as sequences of character classes, combined with and/or), and a text once into the
 * characters, pairs and triples of characters it holds; a pattern whose required pieces the text lacks
 * cannot match it and is not run. The answer errs only towards "may match", so no finding is lost: a
 * class of characters the analysis does not read (a property, an astral character, a back-reference)
 * requires nothing. Characters are compared in buckets (ASCII by code; any other by the hash of its
 * case-folded form), so a case-insensitive pattern finds every case of a letter in the same buckets.
 * Measured on the 999,000-character descriptions of scripts/bench-security/large-text.ts: 60\u2013110 ms a lint
 * before, 15\u201350 ms with it (reading the patterns costs some 100 ms once, so it starts after the first).
 */
/** Texts shorter than this are matched directly: indexing them would cost more than the passes it saves. */
const MIN_LENGTH = 65536;
/** ASCII characters are buckets 0\u2013127; other characters are hashed into the next OTHER buckets. */
const OTHER = 64;
const BUCKETS = 128 + OTHER;
/** Triples are kept in a bitset of 2^20 bits, by a hash: a collision only makes a triple look present. */
const TRIPLE_BITS = 20;
/** A run or an alternation of more sequences than this stops being exact (its pieces are required apart). */
const MAX_SEQUENCES = 32;
/** A sequence is read from at most this many classes; the rest is required on its own. */
const MAX_SEQUENCE = 6;
/** Triples tried for one window of a sequence before it is taken as present. */
const MAX_TRIES = 4096;
/** Each class of characters the patterns use, as its sorted buckets, numbered: sequences hold the numbers. */
const CLASSES = [];
const CLASS_IDS = new Map();
/** The class of each literal character read so far, by its code (negated when read with the i flag). */
const LITERALS = new Map();
function classOf(buckets) {
    const sorted = [...new Set(buckets)].sort((a, b) => a - b);
    const key = sorted.join(',');
    let id = CLASS_IDS.get(key);
    if (id === undefined) {
        id = CLASSES.length;
        CLASSES.push(sorted);
        CLASS_IDS.set(key, id);
    }
    return id;
}
/** A piece that requires nothing and says nothing about its ends (a property, a back-reference, an astral character). */
/** Nothing known: the one sequence, empty. Shared, as no reading changes a list it was given. */
const UNKNOWN = [[]];
const GAP = { prefix: UNKNOWN, suffix: UNKNOWN, need: true };
const EMPTY = { exact: UNKNOWN, prefix: UNKNOWN, suffix: UNKNOWN, need: true };
/** The piece each class is as a single character, made once. */
const SINGLES = new Map();
function exactly(id) {
    let info = SINGLES.get(id);
    if (info === undefined)
        SINGLES.set(id, (info = { exact: [[id]], prefix: UNKNOWN, suffix: UNKNOWN, need: true }));
    return info;
}
let folded;
/** The bucket of a UTF-16 code unit: ASCII by its code, any other by its case-folded form (lower of upper), hashed. */
function bucketOf(code) {
    if (code < 128)
        return code;
    folded ??= new Uint8Array(65536);
    const known = folded[code];
    if (known !== 0)
        return known;
    let key = code;
    const upper = String.fromCharCode(code).toUpperCase();
    if (upper.length === 1) {
        const lower = upper.toLowerCase();
        if (lower.length === 1)
            key = lower.charCodeAt(0);
    }
    const bucket = key < 128 ? key : 128 + (key % OTHER);
    folded[code] = bucket;
    return bucket;
}
/** The buckets a character of a pattern matches: its own, or with the i flag those of its other cases too. */
function bucketsOfChar(code, ignoreCase, into) {
    into.add(bucketOf(code));
    if (!ignoreCase)
        return;
    const c = String.fromCharCode(code);
    const forms = [c.toUpperCase(), c.toLowerCase()];
    for (const form of [...forms])
        if (form.length === 1)
            forms.push(form.toUpperCase(), form.toLowerCase());
    for (const form of forms)
        if (form.length === 1)
            into.add(bucketOf(form.charCodeAt(0)));
}
const ALL = Array.from({ length: BUCKETS }, (_, i) => i);
const range = (from, to) => Array.from({ length: to - from + 1 }, (_, k) => from + k);
const DIGITS = range(48, 57);
const LETTERS = [...range(65, 90), ...range(97, 122)];
/** \\w; with the i and u flags it also matches U+017F and U+212A, whose buckets are those of s and k. */
const WORD = [...DIGITS, ...LETTERS, 95];
const SPACES = [
    9, 10, 11, 12, 13, 32, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f,
    0x3000, 0xfeff,
];
let spaceBuckets;
const SPACE_BUCKETS = () => (spaceBuckets ??= [...new Set(SPACES.map(bucketOf))]);
/** A pattern's source read into what its matches need; undefined where the syntax is beyond this reader. */
class Reader {
    source;
    ignoreCase;
    unicode;
    i = 0;
    constructor(source, ignoreCase, unicode) {
        this.source = source;
        this.ignoreCase = ignoreCase;
        this.unicode = unicode;
    }
    read() {
        const info = this.alternation();
        if (this.i !== this.source.length)
            throw new Error('unread');
        return needOf(info);
    }
    alternation() {
        const branches = [this.sequence()];
        while (this.source[this.i] === '|') {
            this.i++;
            branches.push(this.sequence());
        }
        return branches.length === 1 ? branches[0] : alternate(branches);
    }
    sequence() {
        let info = EMPTY;
        while (this.i < this.source.length && this.source[this.i] !== '|' && this.source[this.i] !== ')')
            info = concat(info, this.quantified());
        return info;
    }
    quantified() {
        const atom = this.atom();
        const next = this.source[this.i];
        if (next !== '*' && next !== '+' && next !== '?' && next !== '{')
            return atom;
        const q = /^(?:([*+?])|\{(\d+)(?:(,)(\d*))?\})\??/.exec(this.source.slice(this.i, this.i + 24));
        if (!q)
            return atom;
        this.i += q[0].length;
        const min = q[1] === '+' ? 1 : q[1] !== undefined ? 0 : Number(q[2]);
        const max = q[1] === '?' ? 1 : q[1] !== undefined ? Number.POSITIVE_INFINITY : q[3] === undefined ? min : q[4] === '' ? Number.POSITIVE_INFINITY : Number(q[4]);
        if (min === 1 && max === 1)
            return atom;
        if (atom.exact && max === 1)
            return { exact: [[], ...atom.exact], prefix: UNKNOWN, suffix: UNKNOWN, need: true };
        if (min === 0)
            return GAP;
        // At least `min` in a row: as many copies as keep the sequences short, then anything.
        let repeated = atom;
        for (let n = 1; n < min && atom.exact && longest(repeated.exact ?? []) < 3; n++)
            repeated = concat(repeated, atom);
        return open(repeated);
    }
    atom() {
        const c = this.source[this.i++];
        if (c === '(') {
            let lookaround = false;
            if (this.source[this.i] === '?') {
                const head = /^\?(?::|=|!|<=|<!|<[A-Za-z_$][\w$]*>)/.exec(this.source.slice(this.i, this.i + 40));
                if (!head)
                    throw new Error('group');
                this.i += head[0].length;
                lookaround = /^\?(?:=|!|<=|<!)$/.test(head[0]);
            }
            const inner = this.alternation();
            if (this.source[this.i++] !== ')')
                throw new Error('unclosed');
            return lookaround ? EMPTY : inner;
        }
        if (c === '^' || c === '$')
            return EMPTY;
        if (c === '.')
            return this.unicode ? GAP : single(ALL);
        if (c === '[')
            return this.characterClass();
        if (c === '\\')
            return this.escape();
        if (c === '*' || c === '+' || c === '?' || c === ')' || c === '|')
            throw new Error('syntax');
        return this.literal(c.charCodeAt(0));
    }
    literal(code) {
        if (this.unicode && code >= 0xd800 && code <= 0xdbff) {
            this.i++;
            return GAP;
        }
        const key = this.ignoreCase ? -code - 1 : code;
        let id = LITERALS.get(key);
        if (id === undefined) {
            const set = new Set();
            bucketsOfChar(code, this.ignoreCase, set);
            LITERALS.set(key, (id = classOf(set)));
        }
        return exactly(id);
    }
    escape() {
        const c = this.source[this.i++];
        switch (c) {
            case 'b':
            case 'B':
                return EMPTY;
            case 'd':
                return single(DIGITS);
            case 'w':
                return single(WORD);
            case 's':
                return single(SPACE_BUCKETS());
            case 'D':
            case 'W':
            case 'S':
                return this.unicode ? GAP : single(ALL);
            case 'p':
            case 'P':
            case 'k':
                this.i = this.source.indexOf(c === 'k' ? '>' : '}', this.i) + 1;
                if (this.i === 0)
                    throw new Error('escape');
                return GAP;
            default: {
                const code = this.escapedCode(c);
                if (code === undefined)
                    return GAP;
                if (code > 0xffff)
                    return GAP;
                return this.literal(code);
            }
        }
    }
    /** The code point an escape (after its backslash, `c` read) stands for; undefined for a back-reference. */
    escapedCode(c) {
        const hex = (length) => {
            const digits = this.source.slice(this.i, this.i + length);
            if (!/^[0-9A-Fa-f]+$/.test(digits) || digits.length !== length)
                throw new Error('hex');
            this.i += length;
            return Number.parseInt(digits, 16);
        };
        if (c === 'u' && this.source[this.i] === '{') {
            const end = this.source.indexOf('}', this.i);
            const code = Number.parseInt(this.source.slice(this.i + 1, end), 16);
            this.i = end + 1;
            return code;
        }
        if (c === 'u')
            return hex(4);
        if (c === 'x')
            return hex(2);
        if (c === 'c')
            return this.source.charCodeAt(this.i++) % 32;
        if (c >= '1' && c <= '9') {
            while (/\d/.test(this.source[this.i] ?? ''))
                this.i++;
            return undefined;
        }
        const controls = { n: 10, r: 13, t: 9, v: 11, f: 12, '0': 0 };
        if (c in controls)
            return controls[c];
        if (c === undefined)
            throw new Error('escape');
        return c.charCodeAt(0);
    }
    characterClass() {
        const negated = this.source[this.i] === '^';
        if (negated)
            this.i++;
        const buckets = new Set();
        let gap = false;
        const add = (from, to) => {
            if (to > 0xffff || (this.unicode && to >= 0xd800 && from <= 0xdfff))
                gap = true;
            // A range of OTHER characters or more beyond ASCII is taken to hold every bucket beyond ASCII, and the
            // ASCII letters some characters fold to (U+212A to k); only its ASCII part is read character by character.
            const wide = to - Math.max(from, 128) >= OTHER;
            if (wide)
                for (const b of [...range(128, BUCKETS - 1), ...LETTERS])
                    buckets.add(b);
            for (let code = from; code <= Math.min(to, wide ? 127 : 0xffff); code++)
                bucketsOfChar(code, this.ignoreCase, buckets);
        };
        while (this.source[this.i] !== ']') {
            if (this.i >= this.source.length)
                throw new Error('class');
            const from = this.classAtom(buckets);
            if (from === 'gap') {
                gap = true;
                continue;
            }
            if (from === undefined)
                continue;
            if (this.source[this.i] === '-' && this.source[this.i + 1] !== ']') {
                this.i++;
                const to = this.classAtom(buckets);
                if (typeof to !== 'number')
                    throw new Error('range');
                add(from, to);
            }
            else
                add(from, from);
        }
        this.i++;
        if (negated)
            return this.unicode ? GAP : single(ALL);
        if (gap)
            return GAP;
        return single([...buckets]);
    }
    /** One member of a class: its code, undefined when it added a class escape (\s, \w, \d) itself, or 'gap'. */
    classAtom(buckets) {
        const c = this.source[this.i++];
        if (c !== '\\') {
            const code = c.charCodeAt(0);
            if (this.unicode && code >= 0xd800 && code <= 0xdbff) {
                this.i++;
                return 'gap';
            }
            return code;
        }
        const e = this.source[this.i++];
        if (e === 'd' || e === 'w' || e === 's') {
            for (const b of e === 'd' ? DIGITS : e === 'w' ? WORD : SPACE_BUCKETS())
                buckets.add(b);
            return undefined;
        }
        if (e === 'D' || e === 'W' || e === 'S' || e === 'p' || e === 'P') {
            if (e === 'p' || e === 'P')
                this.i = this.source.indexOf('}', this.i) + 1;
            if (this.unicode)
                return 'gap';
            for (const b of ALL)
                buckets.add(b);
            return undefined;
        }
        if (e === 'b')
            return 8;
        const code = this.escapedCode(e);
        if (code === undefined)
            throw new Error('class escape');
        if (code > 0xffff)
            return 'gap';
        return code;
    }
}
const single = (buckets) => exactly(classOf(buckets));
const longest = (sequences) => sequences.reduce((m, s) => Math.max(m, s.length), 0);
/** Every sequence of `a` followed by every sequence of `b`, or undefined when there would be too many. */
function cross(a, b) {
    if (a.length * b.length > MAX_SEQUENCES)
        return undefined;
    const out = [];
    for (const x of a)
        for (const y of b)
            out.push(y.length === 0 ? x : x.length === 0 ? y : x.concat(y));
    return out;
}
/** The first (or last) two classes of each sequence, without repeats. */
function ends(sequences, first) {
    const seen = new Set();
    const out = [];
    for (const s of sequences) {
        const end = s.length <= 2 ? s : first ? s.slice(0, 2) : s.slice(-2);
        const key = end.length === 0 ? 0 : end.length === 1 ? end[0] + 1 : -(end[0] * 65536 + end[1] + 1);
        if (seen.has(key))
            continue;
        seen.add(key);
        out.push(end);
    }
    return out;
}
const anyOf = (sequences) => (sequences.some((s) => s.length === 0) ? true : { any: sequences.map((run) => ({ run })) });
const allOf = (needs) => {
    const parts = needs.filter((n) => n !== true);
    return parts.length === 0 ? true : parts.length === 1 ? parts[0] : { all: parts };
};
const heads = (sequences) => ends(sequences, true);
const tails = (sequences) => ends(sequences, false);
/** An exact piece seen as open: its sequences are required, and its ends known. */
function open(info) {
    if (!info.exact)
        return info;
    return { prefix: heads(info.exact), suffix: tails(info.exact), need: anyOf(info.exact) };
}
function needOf(info) {
    return info.exact ? anyOf(info.exact) : info.need;
}
function concat(a, b) {
    if (a.exact && b.exact) {
        const joined = cross(a.exact, b.exact);
        if (joined && longest(joined) <= MAX_SEQUENCE)
            return { exact: joined, prefix: UNKNOWN, suffix: UNKNOWN, need: true };
    }
    const left = open(a);
    const right = open(b);
    const middle = cross(left.suffix, right.prefix);
    const prefix = a.exact ? (cross(a.exact, right.prefix) ?? UNKNOWN) : left.prefix;
    const suffix = b.exact ? (cross(left.suffix, b.exact) ?? UNKNOWN) : right.suffix;
    return {
        prefix: heads(prefix),
        suffix: tails(suffix),
        need: allOf([left.need, middle ? anyOf(middle) : true, right.need]),
    };
}
function alternate(branches) {
    if (branches.every((b) => b.exact)) {
        const all = branches.flatMap((b) => b.exact ?? []);
        if (all.length <= MAX_SEQUENCES)
            return { exact: all, prefix: UNKNOWN, suffix: UNKNOWN, need: true };
    }
    const opened = branches.map(open);
    const either = (pick) => {
        const all = ends(opened.flatMap(pick), true);
        return all.length <= MAX_SEQUENCES ? all : UNKNOWN;
    };
    const needs = opened.map((b) => b.need);
    return { prefix: either((i) => i.prefix), suffix: either((i) => i.suffix), need: needs.some((n) => n === true) ? true : { any: needs } };
}
const NEEDS = new WeakMap();
/** Needs by source and flags: several patterns share a source (a global copy, a gate's parts). */
const BY_SOURCE = new Map();
/** What every match of `pattern` holds, read from its source once. */
function needsOf(pattern) {
    const known = NEEDS.get(pattern);
    if (known !== undefined)
        return known;
    const key = `${pattern.flags.replace(/[gy]/g, '')}/${pattern.source}`;
    let need = BY_SOURCE.get(key);
    if (need === undefined) {
        try {
            // A class of characters written out, read case-sensitively (the hints of ./concepts.ts): any of its code units.
            need =
                !pattern.flags.includes('i') && /^\[[^\\\]\-^[]+\]$/.test(pattern.source)
                    ? { units: Array.from({ length: pattern.source.length - 2 }, (_, k) => pattern.source.charCodeAt(k + 1)) }
                    : new Reader(pattern.source, pattern.flags.includes('i'), pattern.flags.includes('u') || pattern.flags.includes('v')).read();
        }
        catch {
            need = true;
        }
        BY_SOURCE.set(key, need);
    }
    NEEDS.set(pattern, need);
    return need;
}
/** The three buckets as one number, mixed by one multiplication: a collision only makes a triple look present. */
const tripleHash = (a, b, c) => Math.imul((a * BUCKETS + b) * BUCKETS + c, 0x9e3779b1) >>> (32 - TRIPLE_BITS);
/**
 * For speed, one pass that stores only each pair and triple; the singles, and which ASCII units occur, are
 * read from the pairs afterwards (every character but the first ends a pair). On a megabyte of the
 * large-text shapes, 7\u201312 ms before and 5\u201310 ms with two stores per character fewer.
 */
function indexText(text) {
    const pairs = new Uint8Array(BUCKETS * BUCKETS);
    const triples = new Int32Array(1 << (TRIPLE_BITS - 5));
    const units = new Uint8Array(65536);
    const n = text.length;
    /** The ASCII buckets a character beyond ASCII folds into (U+212A into k): whether the ASCII unit itself occurs is asked of the text. */
    const foldedIntoAscii = new Uint8Array(128);
    // The last two buckets as one pair number (a * BUCKETS + b), -1 until two are read.
    let pair = -1;
    let b = -1;
    for (let i = 0; i < n; i++) {
        const code = text.charCodeAt(i);
        let c = code;
        if (code >= 128) {
            units[code] = 1;
            c = bucketOf(code);
            if (c < 128)
                foldedIntoAscii[c] = 1;
        }
        if (b >= 0) {
            const next = b * BUCKETS + c;
            pairs[next] = 1;
            if (pair >= 0) {
                const h = Math.imul(pair * BUCKETS + c, 0x9e3779b1) >>> (32 - TRIPLE_BITS);
                triples[h >>> 5] |= 1 << (h & 31);
            }
            pair = next;
        }
        b = c;
    }
    const singles = new Uint8Array(BUCKETS);
    if (n > 0) {
        const first = text.charCodeAt(0);
        singles[first < 128 ? first : bucketOf(first)] = 1;
    }
    for (let x = 0; x < BUCKETS; x++)
        for (let y = 0; y < BUCKETS; y++)
            if (pairs[x * BUCKETS + y] === 1)
                singles[y] = 1;
    for (let u = 0; u < 128; u++)
        units[u] = singles[u];
    for (let u = 0; u < 128; u++)
        if (foldedIntoAscii[u] === 1)
            units[u] = text.includes(String.fromCharCode(u)) ? 1 : 0;
    return { singles, pairs, triples, units };
}
/** Whether the text may hold the classes of `run` in a row: every triple of it (or its pair or single) is present. */
function holdsRun(index, ids) {
    const { singles, pairs, triples } = index;
    const run = ids.map((id) => CLASSES[id]);
    if (run.length === 0)
        return true;
    if (run.length === 1)
        return run[0].some((c) => singles[c] === 1);
    if (run.length === 2)
        return run[0].some((x) => singles[x] === 1 && run[1].some((y) => pairs[x * BUCKETS + y] === 1));
    for (let k = 0; k + 2 < run.length; k++) {
        let tries = 0;
        let found = false;
        search: for (const x of run[k]) {
            if (singles[x] !== 1)
                continue;
            for (const y of run[k + 1]) {
                if (pairs[x * BUCKETS + y] !== 1)
                    continue;
                for (const z of run[k + 2]) {
                    if (++tries > MAX_TRIES) {
                        found = true;
                        break search;
                    }
                    if (pairs[y * BUCKETS + z] !== 1)
                        continue;
                    const h = tripleHash(x, y, z);
                    if ((triples[h >>> 5] & (1 << (h & 31))) !== 0) {
                        found = true;
                        break search;
                    }
                }
            }
        }
        if (!found)
            return false;
    }
    return true;
}
function holds(index, need) {
    if (need === true)
        return true;
    if ('run' in need)
        return holdsRun(index, need.run);
    if ('units' in need)
        return need.units.some((u) => index.units[u] === 1);
    if ('all' in need)
        return need.all.every((n) => holds(index, n));
    return need.any.some((n) => holds(index, n));
}
/** The last texts indexed: the detectors ask about one text many times, and about a few at once. */
const recent = [];
function indexOf(text) {
    for (let k = 0; k < recent.length; k++) {
        const entry = recent[k];
        if (entry.text.length !== text.length || entry.text !== text)
            continue;
        // The one asked about moves to the front, so the next question about it compares one pointer.
        if (k > 0)
            recent.unshift(...recent.splice(k, 1));
        // An equal text in another string (the same description linted again) compares whole each time: keep the one asked about.
        entry.text = text;
        return entry.index;
    }
    const index = indexText(text);
    recent.unshift({ text, index });
    if (recent.length > 4)
        recent.pop();
    return index;
}
/**
 * Questions about long texts answered so far. Reading the patterns costs more than it saves at first
 * (some 100 ms in all, once, while the reader's code is cold), and a megabyte's lint asks some 70 to 90
 * questions: patterns are read from the READ_AFTER-th on, so a run that lints one long text reads about
 * half of them (a cold lint of 1 MB costs what it did without the prefilter, about 120 ms), and one that
 * lints more gains from the second on.
 */
let asked = 0;
const READ_AFTER = 32;
/**
 * False only when `pattern` cannot match anywhere in `text`: the text lacks a piece every match holds.
 * True for short texts, which are cheaper to match than to index.
 */
function mayMatch(pattern, text) {
    if (text.length < MIN_LENGTH)
        return true;
    if (asked < READ_AFTER) {
        asked++;
        return true;
    }
    const need = needsOf(pattern);
    return need === true || holds(indexOf(text), need);
}
const WORD_RUNS = new Map();
/** A literal string as a run of classes, matched case-sensitively. */
function runOfWord(word) {
    let run = WORD_RUNS.get(word);
    if (run === undefined) {
        run = Array.from(word, (_, k) => classOf([bucketOf(word.charCodeAt(k))]));
        WORD_RUNS.set(word, run);
    }
    return run;
}
/**
 * `words.some((word) => text.includes(word))`, without a scan for a word whose characters the text
 * does not hold in a row (a long text is indexed as for mayMatch): the gates of ./evidence.ts took
 * about 10 ms on a megabyte of prose with some(includes), well under 1 ms this way.
 */
function includesAny(text, words) {
    if (text.length < MIN_LENGTH)
        return words.some((word) => text.includes(word));
    const index = indexOf(text);
    return words.some((word) => holdsRun(index, runOfWord(word)) && text.includes(word));
}
/**
 * Words, each looked for between two spaces (`text.includes(` ${word} `)` for any of them), in one pass
 * over the text: only the stretch between each pair of neighbouring spaces can be such a word, since a
 * word holds no space. The languages' common words (some 140) were as many scans of every text the
 * evidence reads, 9 % of a synthetic descriptor run's CPU.
 */
class SpacedWords {
    words;
    shortest;
    longest;
    constructor(words) {
        if (words.some((word) => word.includes(' ')))
            throw new Error('a spaced word holds no space');
        this.words = new Set(words);
        this.shortest = Math.min(...words.map((word) => word.length));
        this.longest = Math.max(...words.map((word) => word.length));
    }
    /** Whether the text holds one of the words with a space on each side. */
    in(text) {
        let space = text.indexOf(' ');
        while (space !== -1) {
            const next = text.indexOf(' ', space + 1);
            if (next === -1)
                return false;
            const length = next - space - 1;
            if (length >= this.shortest && length <= this.longest && this.words.has(text.slice(space + 1, next)))
                return true;
            space = next;
        }
        return false;
    }
}
/**
 * The distinct UTF-16 code units of a long text, in no order; undefined for a text shorter than
 * mayMatch indexes. A test of one character at a time can read these instead of the text.
 */
function distinctUnits(text) {
    if (text.length < MIN_LENGTH)
        return undefined;
    const { units } = indexOf(text);
    const found = [];
    for (let u = 0; u < units.length; u++)
        if (units[u] === 1)
            found.push(u);
    return found;
}


/***/ }),

/***/ 7654:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cp: () => (/* binding */ maybeKnownSecret),
/* harmony export */   Sw: () => (/* binding */ MAYBE_KNOWN_SECRET),
/* harmony export */   X2: () => (/* binding */ SecretIndex),
/* harmony export */   fp: () => (/* binding */ redactSecrets),
/* harmony export */   jB: () => (/* binding */ redactPointer),
/* harmony export */   mt: () => (/* binding */ findSecret),
/* harmony export */   si: () => (/* binding */ namesCredential),
/* harmony export */   uX: () => (/* binding */ findSecretField)
/* harmony export */ });
/* unused harmony exports isPlaceholder, isDefaultPassword, entropy */
/* harmony import */ var _prefilter_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3768);
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
function hasKeyBody(secret) {
    const from = secret.indexOf('-----', 5) + 5;
    const next = secret.indexOf('-----', from);
    const body = secret.slice(from, next === -1 ? secret.length : next);
    let digits = 0;
    for (const [run] of body.matchAll(/[A-Za-z0-9+/]{16,}/g))
        if (/[0-9+/]/.test(run))
            digits += run.length;
    return digits >= 40;
}
/** Text every detector needs, so most strings are passed over with one quick test (keep in step with DETECTORS). */
const MAYBE_KNOWN_SECRET = /PRIVATE KEY|AKIA|ASIA|ABIA|ACCA|github_pat_|gh[pousr]_|glpat-|xox[baprs]-|hooks\.slack\.com|_live_|AIza|sk-|npm_|hf_|eyJ|:\/\/|Bearer\s/;
/** Whether `text` passes MAYBE_KNOWN_SECRET; a long text is first asked whether it holds the pieces the test needs (./prefilter.ts). */
function maybeKnownSecret(text) {
    return (0,_prefilter_js__WEBPACK_IMPORTED_MODULE_0__/* .mayMatch */ .B7)(MAYBE_KNOWN_SECRET, text) && MAYBE_KNOWN_SECRET.test(text);
}
/**
 * Each pattern as a global one, for finding every match (redaction) rather than the first, and with a
 * "/" allowed before it: detection leaves a token inside a path alone (base64 has "/"), but an output
 * that quotes "/Users/ghp_\u2026/bin" must not show it, and redacting a little more costs nothing.
 */
const GLOBAL = new Map(DETECTORS.flatMap((d) => (d.pattern ? [[d, new RegExp(d.pattern.source.replace(B, '(?<![A-Za-z0-9_+-])'), `${d.pattern.flags}g`)]] : [])));
/** Every well-known credential in `text`, by where it is; overlapping matches (one key two formats take) merged. */
function knownSecrets(text) {
    const places = [];
    for (const detector of DETECTORS) {
        const global = GLOBAL.get(detector);
        if (global) {
            // A value that repeats is judged once (a megabyte can hold 25,000 copies of one key).
            const verdicts = new Map();
            const real = (secret) => {
                let verdict = verdicts.get(secret);
                if (verdict === undefined)
                    verdicts.set(secret, (verdict = !isPlaceholder(secret) && (!detector.accept || detector.accept(secret))));
                return verdict;
            };
            global.lastIndex = 0;
            for (let match = global.exec(text); match !== null; match = global.exec(text)) {
                const secret = match[1];
                if (secret && real(secret)) {
                    const start = match.index + match[0].indexOf(secret);
                    places.push({ start, end: start + secret.length, detector });
                }
                if (match[0].length === 0)
                    global.lastIndex++;
            }
        }
        else {
            for (const place of urlPasswords(text))
                if (!isPlaceholder(text.slice(place.start, place.end)))
                    places.push({ ...place, detector });
        }
    }
    places.sort((a, b) => a.start - b.start || b.end - a.end);
    const merged = [];
    for (const place of places) {
        const last = merged[merged.length - 1];
        if (last && place.start < last.end)
            last.end = Math.max(last.end, place.end);
        else
            merged.push({ ...place });
    }
    return merged;
}
/**
 * `text` with every well-known credential in it redacted: described (`[redacted GitHub token "ghp_\u2026",
 * 40 characters]`, for messages) or masked with "*" past its public prefix, keeping every column
 * (for source excerpts, whose caret must stay under the finding). Linear: each pattern runs once.
 */
function redactSecrets(text, style = 'describe') {
    if (!maybeKnownSecret(text))
        return text;
    const places = knownSecrets(text);
    if (places.length === 0)
        return text;
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
function described(secret, detector) {
    return `[redacted ${detector.kind}: ${redact(secret, detector.shown)}]`;
}
/** How a value a rule found to be a credential by its field is described. */
const FIELD_VALUE = { kind: 'credential', shown: 0 };
/** Characters of a credential a quote must hold for SecretIndex to find it (fewer leak no more than a prefix). */
const HEAD = 8;
/** Credentials kept per head: enough for any real file, and a bound for one built to share a head. */
const PER_HEAD = 16;
/**
 * The well-known credentials of a text (a finding's line), to find again where a message quotes them:
 * whole, or cut short (a rule that shortens a long value to `"/Users/ghp_abc\u2026"` leaves a prefix no
 * pattern recognizes). Built once, in linear time; each text is then read once, position by position.
 */
class SecretIndex {
    byHead = new Map();
    constructor(text) {
        if (text === '' || !maybeKnownSecret(text))
            return;
        for (const { start, end, detector } of knownSecrets(text)) {
            if (end - start < HEAD)
                continue;
            const secret = text.slice(start, end);
            const head = secret.slice(0, HEAD);
            const list = this.byHead.get(head) ?? [];
            if (list.length < PER_HEAD && !list.some((known) => known.secret === secret))
                list.push({ secret, detector });
            this.byHead.set(head, list);
        }
    }
    /** An index of values known to be credentials (by the field they sit in), each described by its length alone. */
    static of(values) {
        const index = new SecretIndex('');
        for (const secret of values) {
            if (secret.length < HEAD)
                continue;
            const list = index.byHead.get(secret.slice(0, HEAD)) ?? [];
            if (list.length < PER_HEAD)
                list.push({ secret, detector: FIELD_VALUE });
            index.byHead.set(secret.slice(0, HEAD), list);
        }
        return index;
    }
    /** `text` with every stretch of HEAD or more characters that begins one of the file's credentials redacted. */
    redact(text) {
        if (this.byHead.size === 0)
            return text;
        let out = '';
        let at = 0;
        for (let i = 0; i + HEAD <= text.length;) {
            let best;
            let length = 0;
            for (const known of this.byHead.get(text.slice(i, i + HEAD)) ?? []) {
                let n = HEAD;
                while (n < known.secret.length && text[i + n] === known.secret[n])
                    n++;
                if (n > length)
                    [best, length] = [known, n];
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
function redactPointer(pointer, redactText = redactSecrets, always = false) {
    if (!always && !MAYBE_KNOWN_SECRET.test(pointer))
        return pointer;
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
function findSecret(text) {
    if (!maybeKnownSecret(text))
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
    if (value.length < (password ? 8 : 16) || isPlaceholder(value) || isDefaultPassword(value))
        return null;
    // A passphrase can be a real password; a token or key is generated, never a phrase.
    if (!password && isPhrase(value))
        return null;
    if (charClasses(value) < 2 || entropy(value) < (password ? 2.5 : 3.3))
        return null;
    return { kind: `high-entropy ${JSON.stringify(field)} value`, redacted: redact(value, 0), byField: true };
}
/**
 * Three or more words joined by "-", "_" or "." ("vh_token-for-home", "paste-a-long-lived-token"): what a person writes
 * in an example. Generated tokens mix in digits or run long without a separator.
 */
function isPhrase(value) {
    const words = value.split(/[-_.]/);
    return words.length >= 3 && words.every((word) => /^(?:[a-z]{1,12}|[A-Z]{1,12}|[A-Z][a-z]{1,11})$/.test(word));
}
/** Whether a field is named like a credential, so that findSecretField can find one in its value. */
function namesCredential(field) {
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
function urlPassword(text) {
    for (const { start, end } of urlPasswords(text)) {
        const password = text.slice(start, end);
        // A default password ("user:pass@localhost") protects nothing and reveals nothing, in a URL as in a field.
        if (!isPlaceholder(password) && !isDefaultPassword(password))
            return password;
    }
    return undefined;
}
/**
 * Where each `scheme://user:password@`'s password is, by the same bounded scan; none in a URL that shows
 * its own pattern (`user:pass@host:port/db`, `\u2026@hostname/\u2026`), which no client can connect to.
 */
function* urlPasswords(text) {
    for (let at = text.indexOf('://'); at !== -1; at = text.indexOf('://', at + 3)) {
        if (!/[A-Za-z0-9+.-]/.test(text[at - 1] ?? ''))
            continue;
        let colon = -1;
        for (let i = at + 3; i < Math.min(text.length, at + 3 + MAX_USERINFO); i++) {
            const c = text[i];
            if (c === '@') {
                if (colon > at + 3 && i > colon + 1 && !PATTERN_HOST.test(text.slice(i + 1, i + 1 + MAX_USERINFO)))
                    yield { start: colon + 1, end: i };
                break;
            }
            if (c === '/' || /\s/.test(c))
                break;
            if (c === ':' && colon === -1)
                colon = i;
        }
    }
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
    return (/example|sample|dummy|placeholder|redacted|changeme|change_me|replace[-_ ]?(?:me|with)|insert[-_ ]|\bpaste[-_ ]|[-_ ]here\b|your[-_]?|fake|mock|test[-_]?(?:key|token|secret)|<[^>]*>|\$\{|\{\{|\.\.\.|\u2026/i.test(value) ||
        /(.)\1{5,}/.test(value) ||
        isMasked(value) ||
        saysUnused(value) ||
        isSample(value));
}
/** A vendor prefix that marks a key for test mode ("sk_test_\u2026", "pk_test_\u2026"): the sandbox keys vendors publish in their docs. */
const TEST_MODE_KEY = /^(?:sk|pk|rk)_test_/;
/** Claims an issuer stamps on a token it issues: who issued it, for whom, when, until when, which one. */
const ISSUED_CLAIMS = ['iss', 'aud', 'iat', 'nbf', 'exp', 'jti'];
/**
 * Whether a value is a published sample, not a key: a test-mode key by its vendor's prefix, or a JSON Web
 * Token no issuer stamped (no issuer, audience, issue or expiry time, or id among its claims), as documentation
 * writes them ({"sub":"1234567890"}).
 */
function isSample(value) {
    if (TEST_MODE_KEY.test(value))
        return true;
    if (!value.startsWith('eyJ'))
        return false;
    const claims = jsonPart(value.split('.')[1] ?? '');
    return claims !== null && !ISSUED_CLAIMS.some((claim) => claim in claims);
}
/** A token's base64url part read as a JSON object, or null. */
function jsonPart(part) {
    try {
        const value = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
        return typeof value === 'object' && value !== null ? value : null;
    }
    catch {
        return null;
    }
}
/** Runs of three or more characters people mask a credential with: "xxxx", "XXX", "***", "\u2022\u2022\u2022", "###". */
const MASK_RUNS = /x{3,}|X{3,}|\*{3,}|\u2022{3,}|#{3,}/g;
/**
 * Whether a value is a credential with parts masked out ("sk-xxxxxxxx", "xxxx-xxxx", "wRita7kxxx9N6cqUwxxxx"):
 * runs of a mask character make at least a quarter of it. A random key holds such a run by chance
 * about once in ten thousand, and then a short one in a long value.
 */
function isMasked(value) {
    let masked = 0;
    for (const run of value.matchAll(MASK_RUNS))
        masked += run[0].length;
    return masked * 4 >= value.length;
}
/** Words a value uses to say it is no credential ("unused-bge-m3-is-authless", "not-needed", "no-auth"). */
const UNUSED = /unused|not[-_ ]?(?:a[-_ ]?secret|needed|required|used)|no[-_ ]?auth|authless|ignored/i;
/** Whether a value declares itself no credential: a stand-in a client needs because the field is required, where the server checks none. */
function saysUnused(value) {
    return UNUSED.test(value);
}
/** The words default and tutorial passwords are made of ("password", "admin", a database's own name). */
const DEFAULT_WORDS = 'password|passwd|pass|secret|admin|administrator|root|toor|changeit|letmein|qwerty|welcome|guest|default|postgres|postgresql|mysql|mariadb|neo4j|redis|mongo|mongodb|oracle|rabbitmq|elastic|user|test|demo|dev|local|localhost|abc|db';
/** One or two of those words, after an optional "my" ("mysecretpassword", "neo4jpassword", "admin-pass"). */
const DEFAULT_PASSWORD = new RegExp(`^(?:my)?(?:${DEFAULT_WORDS})(?:[-_.]?(?:${DEFAULT_WORDS}))?$`);
/** Digits and symbols tacked on at either end ("password2", "admin123!", "2024root"). */
const AFFIX = /^[0-9!#%&*?._-]{0,6}|[0-9!#%&*?._-]{0,6}$/g;
/** Common letter swaps ("P@ssw0rd"). */
const LEET = { '0': 'o', '@': 'a', $: 's', '3': 'e' };
/**
 * Whether a value is a default password, guessed first by anyone ("password2", "P@ssw0rd!", "admin123"):
 * a local development default, which protects nothing and reveals nothing, however varied its characters.
 */
function isDefaultPassword(value) {
    if (value.length > 40)
        return false;
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
 * strings (25,000 keys in 1 MB of "sk-\u2026" took 60 ms); summed in order of first appearance, as before.
 */
function entropy(value) {
    const order = [];
    let other;
    for (let i = 0; i < value.length; i++) {
        const cp = value.codePointAt(i);
        if (cp < 128) {
            if (ASCII_COUNTS[cp]++ === 0)
                order.push(cp);
            continue;
        }
        other ??= new Map();
        const n = other.get(cp);
        if (n === undefined)
            order.push(cp);
        other.set(cp, (n ?? 0) + 1);
        if (cp > 0xffff)
            i++;
    }
    let bits = 0;
    for (const cp of order) {
        const n = cp < 128 ? ASCII_COUNTS[cp] : other?.get(cp);
        if (cp < 128)
            ASCII_COUNTS[cp] = 0;
        bits -= (n / value.length) * Math.log2(n / value.length);
    }
    return bits;
}
function charClasses(value) {
    return [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((r) => r.test(value)).length;
}
function looksRandom(secret) {
    return /[0-9]/.test(secret) && /[A-Za-z]/.test(secret) && entropy(secret) >= 3.5;
}
function isJwt(token) {
    const header = jsonPart(token.split('.')[0]);
    return header !== null && 'alg' in header;
}
/** `"ghp_\u2026", 40 characters`: a public prefix, if the format has one, and the length. */
function redact(secret, shown) {
    const pem = /^-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----/.exec(secret);
    if (pem)
        return `"${pem[0]}\u2026"`;
    const length = `${secret.length} characters`;
    return shown === 0 ? length : `"${secret.slice(0, shown)}\u2026", ${length}`;
}


/***/ })

};

})
