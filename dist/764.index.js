export const id = 764;
export const ids = [764];
export const modules = {

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
 * Measured on the 999,000-character descriptions of scripts/bench-security/large-text.ts: 60–110 ms a lint
 * before, 15–50 ms with it (reading the patterns costs some 100 ms once, so it starts after the first).
 */
/** Texts shorter than this are matched directly: indexing them would cost more than the passes it saves. */
const MIN_LENGTH = 65536;
/** ASCII characters are buckets 0–127; other characters are hashed into the next OTHER buckets. */
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
 * large-text shapes, 7–12 ms before and 5–10 ms with two stores per character fewer.
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
 * never in full. Obvious placeholders ("AKIAIOSFODNN7EXAMPLE", "<token>", "sk-xxxx…") are not secrets.
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
 * that quotes "/Users/ghp_…/bin" must not show it, and redacting a little more costs nothing.
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
 * `text` with every well-known credential in it redacted: described (`[redacted GitHub token "ghp_…",
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
 * whole, or cut short (a rule that shortens a long value to `"/Users/ghp_abc…"` leaves a prefix no
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
 * its own pattern (`user:pass@host:port/db`, `…@hostname/…`), which no client can connect to.
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
/** Whether a field is named like a password, like another credential (token, api_key…), or neither. */
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
    return (/example|sample|dummy|placeholder|redacted|changeme|change_me|replace[-_ ]?(?:me|with)|insert[-_ ]|\bpaste[-_ ]|[-_ ]here\b|your[-_]?|fake|mock|test[-_]?(?:key|token|secret)|<[^>]*>|\$\{|\{\{|\.\.\.|…/i.test(value) ||
        /(.)\1{5,}/.test(value) ||
        isMasked(value) ||
        saysUnused(value) ||
        isSample(value));
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
/** Runs of three or more characters people mask a credential with: "xxxx", "XXX", "***", "•••", "###". */
const MASK_RUNS = /x{3,}|X{3,}|\*{3,}|•{3,}|#{3,}/g;
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
 * strings (25,000 keys in 1 MB of "sk-…" took 60 ms); summed in order of first appearance, as before.
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
/** `"ghp_…", 40 characters`: a public prefix, if the format has one, and the length. */
function redact(secret, shown) {
    const pem = /^-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----/.exec(secret);
    if (pem)
        return `"${pem[0]}…"`;
    const length = `${secret.length} characters`;
    return shown === 0 ? length : `"${secret.slice(0, shown)}…", ${length}`;
}


/***/ }),

/***/ 7977:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eP: () => (/* binding */ renameFix),
/* harmony export */   jc: () => (/* binding */ fixFor),
/* harmony export */   v9: () => (/* binding */ missingKeyFix),
/* harmony export */   yZ: () => (/* binding */ applyFixes)
/* harmony export */ });
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6065);

function fixFor(parsed, syntax, pointer, target, range, request) {
    if (syntax === undefined || range.start.line !== range.end.line)
        return undefined;
    const start = parsed.lines.offsetOf(range.start);
    const token = parsed.lines.text.slice(start, parsed.lines.offsetOf(range.end));
    const segments = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_0__/* .splitPointer */ .GS)(pointer);
    if (segments.length === 0)
        return undefined;
    const old = target === 'key' ? segments[segments.length - 1] : (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_0__/* .getAt */ .sM)(parsed.value, pointer);
    if (!holds(token, old))
        return undefined;
    const text = written(request.value, token, syntax, target);
    return text === token ? undefined : { description: request.description, edits: [{ range, text }] };
}
/** Whether `token`, as written in the file, is `old`: a quoted or plain string, or a plain number or boolean. */
function holds(token, old) {
    if (token === '' || /[\n\r]/.test(token))
        return false;
    if (typeof old === 'string')
        return unquoted(token) === old;
    if (typeof old === 'number')
        return /^[-+0-9.eE_]+$/.test(token) && Number(token.replace(/_/g, '')) === old;
    // YAML 1.1 (a "%YAML 1.1" file) also reads yes, no, on and off as booleans.
    if (typeof old === 'boolean')
        return (old ? /^(true|yes|y|on)$/i : /^(false|no|n|off)$/i).test(token);
    return false;
}
function unquoted(token) {
    const first = token[0];
    if (token.length >= 2 && first === '"' && token.endsWith('"')) {
        try {
            const value = JSON.parse(token);
            return typeof value === 'string' ? value : undefined;
        }
        catch {
            return undefined;
        }
    }
    if (token.length >= 2 && first === "'" && token.endsWith("'"))
        return token.slice(1, -1).replace(/''/g, "'");
    // A plain scalar or bare key: anything that would need quoting is not one.
    return /^[^"'{}[\],#&*!|>%@`\s][^{}[\],\s]*$/.test(token) ? token : undefined;
}
/** `value` written where `token` was: quoted as it was quoted, plain where plain reads back the same. */
function written(value, token, syntax, target) {
    if (typeof value !== 'string')
        return String(value);
    if (token.startsWith("'") && syntax === 'yaml')
        return `'${value.replace(/'/g, "''")}'`;
    if (!token.startsWith('"') && !token.startsWith("'")) {
        if (syntax === 'yaml' && plainYaml(value))
            return value;
        if (syntax === 'toml' && target === 'key' && /^[A-Za-z0-9_-]+$/.test(value))
            return value;
    }
    // JSON's string syntax is also a YAML double-quoted scalar and a TOML basic string.
    return JSON.stringify(value);
}
/** A YAML plain scalar that reads back as this very string (no number, boolean, null or indicator). */
function plainYaml(value) {
    return /^[A-Za-z_][A-Za-z0-9_./-]*$/.test(value) && !/^(true|false|null|yes|no|on|off|y|n)$/i.test(value);
}
/**
 * The text with the fixes of `findings` applied, in source order; a fix whose edits overlap an earlier
 * one is left for the next pass (ESLint's rule), so no two edits ever touch the same characters.
 */
function applyFixes(text, lines, findings) {
    const edits = findings
        .filter((f) => f.fix !== undefined)
        .map((finding) => ({
        finding,
        spans: finding.fix.edits.map((e) => ({ from: lines.offsetOf(e.range.start), to: lines.offsetOf(e.range.end), text: e.text })),
    }))
        .sort((a, b) => Math.min(...a.spans.map((s) => s.from)) - Math.min(...b.spans.map((s) => s.from)));
    const taken = [];
    const fixed = [];
    for (const { finding, spans } of edits) {
        if (spans.some((s) => taken.some((t) => s.from < t.to && t.from < s.to) || taken.some((t) => s.from === t.from && s.to === t.to)))
            continue;
        taken.push(...spans);
        fixed.push(finding);
    }
    taken.sort((a, b) => b.from - a.from);
    let out = text;
    for (const span of taken)
        out = out.slice(0, span.from) + span.text + out.slice(span.to);
    return { text: out, fixed };
}
/**
 * The fix that renames `key` to `to` in `object`, when the rename is certain: the same word in another
 * case or with other separators ("InputSchema", "input_schema"), or a documented other name (`alias`),
 * and the object has no key of that name yet. A near miss by spelling stays a "Did you mean".
 */
function renameFix(key, to, object, alias = false) {
    if (typeof object !== 'object' || object === null || Array.isArray(object) || Object.hasOwn(object, to))
        return undefined;
    if (!alias && word(key) !== word(to))
        return undefined;
    return { value: to, description: `Rename ${JSON.stringify(key)} to ${JSON.stringify(to)}` };
}
/** The fix for a required key missing from the object at `pointer` because it is written in another case. */
function missingKeyFix(pointer, missing, object) {
    if (!missing?.found)
        return undefined;
    const fix = renameFix(missing.found, missing.key, object);
    return fix && { ...fix, at: { pointer: (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_0__/* .joinPointer */ .Kn)(pointer, missing.found), target: 'key' } };
}
function word(key) {
    return key.toLowerCase().replace(/[-_\s]/g, '');
}


/***/ }),

/***/ 742:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  XH: () => (/* binding */ FileSession),
  lH: () => (/* binding */ INTERNAL_RULE)
});

// UNUSED EXPORTS: ALL_NEEDS, DEFAULT_FILE_TIMEOUT_MS, MAX_MESSAGE

// EXTERNAL MODULE: ./src/formats/types.ts + 1 modules
var types = __webpack_require__(5344);
// EXTERNAL MODULE: ./src/parse/lines.ts
var parse_lines = __webpack_require__(2060);
// EXTERNAL MODULE: ./src/schema/budget.ts
var schema_budget = __webpack_require__(3814);
// EXTERNAL MODULE: ./src/util/lazy-require.ts
var lazy_require = __webpack_require__(6050);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/util/suggest.ts
var suggest = __webpack_require__(7406);
;// CONCATENATED MODULE: ./src/schema/plain-instance.ts

/** Keywords that never affect validity (definitions only matter through references, which ajv follows). */
const ANNOTATIONS = new Set(['title', 'description', '$comment', 'default', 'examples', 'readOnly', 'writeOnly', 'deprecated', '$defs', 'definitions']);
function plainlyValid(schema, instance, regExp, depth = 0) {
    if (typeof schema === 'boolean')
        return schema;
    if (!(0,json/* isObject */.Gv)(schema) || depth > 32)
        return false;
    for (const key of Object.keys(schema)) {
        const value = schema[key];
        if (ANNOTATIONS.has(key) || key.startsWith('x-'))
            continue;
        if (!keywordHolds(key, value, schema, instance, regExp, depth))
            return false;
    }
    return true;
}
function keywordHolds(key, value, schema, instance, regExp, depth) {
    switch (key) {
        case 'type':
            return Array.isArray(value) ? value.some((t) => hasType(instance, t)) : hasType(instance, value);
        case 'enum':
            return Array.isArray(value) && value.some((allowed) => (0,json/* jsonEqual */.Zm)(allowed, instance));
        case 'const':
            return (0,json/* jsonEqual */.Zm)(value, instance);
        case 'minimum':
            return typeof instance !== 'number' || instance >= value;
        case 'maximum':
            return typeof instance !== 'number' || instance <= value;
        case 'exclusiveMinimum':
            return typeof instance !== 'number' || instance > value;
        case 'exclusiveMaximum':
            return typeof instance !== 'number' || instance < value;
        case 'minLength':
            return typeof instance !== 'string' || codePoints(instance) >= value;
        case 'maxLength':
            return typeof instance !== 'string' || codePoints(instance) <= value;
        case 'pattern':
            return typeof instance !== 'string' || matches(value, instance, regExp);
        case 'minItems':
            return !Array.isArray(instance) || instance.length >= value;
        case 'maxItems':
            return !Array.isArray(instance) || instance.length <= value;
        case 'uniqueItems':
            return !Array.isArray(instance) || value !== true || unique(instance);
        case 'items':
            return !Array.isArray(instance) || instance.every((item) => plainlyValid(value, item, regExp, depth + 1));
        case 'minProperties':
            return !(0,json/* isObject */.Gv)(instance) || Object.keys(instance).length >= value;
        case 'maxProperties':
            return !(0,json/* isObject */.Gv)(instance) || Object.keys(instance).length <= value;
        case 'required':
            return !(0,json/* isObject */.Gv)(instance) || (Array.isArray(value) && value.every((name) => typeof name === 'string' && (0,json/* hasOwn */.$3)(instance, name)));
        case 'properties':
            return (!(0,json/* isObject */.Gv)(instance) ||
                ((0,json/* isObject */.Gv)(value) && Object.keys(value).every((name) => !(0,json/* hasOwn */.$3)(instance, name) || plainlyValid(value[name], instance[name], regExp, depth + 1))));
        case 'anyOf':
            return Array.isArray(value) && value.some((branch) => plainlyValid(branch, instance, regExp, depth + 1));
        case 'allOf':
            return Array.isArray(value) && value.every((branch) => plainlyValid(branch, instance, regExp, depth + 1));
        case 'propertyNames':
            return !(0,json/* isObject */.Gv)(instance) || Object.keys(instance).every((name) => plainlyValid(value, name, regExp, depth + 1));
        case 'additionalProperties': {
            if (!(0,json/* isObject */.Gv)(instance))
                return true;
            const declared = (0,json/* isObject */.Gv)(schema.properties) ? schema.properties : {};
            return Object.keys(instance).every((name) => (0,json/* hasOwn */.$3)(declared, name) || plainlyValid(value, instance[name], regExp, depth + 1));
        }
        default:
            // format, multipleOf, oneOf, not, references…: ajv's to decide.
            return false;
    }
}
function hasType(instance, type) {
    switch (type) {
        case 'string':
            return typeof instance === 'string';
        case 'number':
            return typeof instance === 'number' && Number.isFinite(instance);
        case 'integer':
            return typeof instance === 'number' && Number.isInteger(instance);
        case 'boolean':
            return typeof instance === 'boolean';
        case 'null':
            return instance === null;
        case 'array':
            return Array.isArray(instance);
        case 'object':
            return (0,json/* isObject */.Gv)(instance);
        default:
            return false;
    }
}
/** String length as JSON Schema counts it: in code points. */
function codePoints(text) {
    let count = text.length;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
            const next = text.charCodeAt(i + 1);
            if (next >= 0xdc00 && next <= 0xdfff) {
                count--;
                i++;
            }
        }
    }
    return count;
}
function matches(pattern, text, regExp) {
    try {
        return regExp(pattern, 'u').test(text);
    }
    catch {
        return false; // A bad pattern or a timeout: ajv reports it.
    }
}
function unique(items) {
    if (items.length > 64)
        return false; // Pairwise comparison grows fast: leave long arrays to ajv.
    for (let i = 0; i < items.length; i++)
        for (let j = i + 1; j < items.length; j++)
            if ((0,json/* jsonEqual */.Zm)(items[i], items[j]))
                return false;
    return true;
}

// EXTERNAL MODULE: ./src/util/pointer.ts
var pointer = __webpack_require__(6065);
// EXTERNAL MODULE: ./src/schema/dialects.ts
var schema_dialects = __webpack_require__(5016);
;// CONCATENATED MODULE: ./src/schema/walk.ts
/**
 * One pass over a JSON Schema that collects what ajv cannot report with a location: references and
 * where they lead, regular expressions, keywords the dialect does not define, and `format` values.
 * Only places the dialect reads as subschemas are visited, so `const`, `enum`, `default` and
 * `examples` data is never mistaken for schema.
 */



/** Keywords whose value is one subschema. */
const SINGLE = new Set([
    'additionalItems',
    'additionalProperties',
    'contains',
    'contentSchema',
    'else',
    'if',
    'not',
    'propertyNames',
    'then',
    'unevaluatedItems',
    'unevaluatedProperties',
]);
/** Keywords whose value is a list of subschemas. */
const LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems', 'items']);
/** Keywords whose value maps names to subschemas. */
const MAPS = new Set(['$defs', 'definitions', 'dependentSchemas', 'dependencies', 'patternProperties', 'properties']);
const REF_KEYWORDS = ['$ref', '$dynamicRef', '$recursiveRef'];
const ANCHORS = ['$id', '$anchor', '$dynamicAnchor', '$recursiveAnchor', '$dynamicRef', '$recursiveRef'];
/** The base URI of a schema without `$id`: any value works as long as it cannot collide with a real one. */
const ROOT_BASE = 'mcpdesc:/schema';
function schemaFacts(schema, dialect) {
    const facts = { refs: [], patterns: [], unknownKeywords: [], formats: [], usesIdentifiers: false };
    const documents = new Set([ROOT_BASE]);
    const refs = [];
    const keywords = schema_dialects/* KEYWORDS */.d6[dialect];
    // The path to the node being visited; pointers are built only for the facts recorded.
    const path = [];
    const at = (...more) => (0,pointer/* joinPointer */.Kn)(path.length === 0 ? '' : (0,pointer/* joinPointer */.Kn)('', ...path), ...more);
    const anchors = ANCHORS.filter((k) => keywords.has(k));
    const refKeywords = REF_KEYWORDS.filter((k) => keywords.has(k));
    const visit = (node, parentBase) => {
        if (!(0,json/* isObject */.Gv)(node))
            return;
        const base = baseOf(node, parentBase);
        if (base !== parentBase)
            documents.add(base);
        if (anchors.some((k) => (0,json/* hasOwn */.$3)(node, k)))
            facts.usesIdentifiers = true;
        const keys = Object.keys(node);
        for (const key of keys) {
            if (!keywords.has(key) && !key.startsWith('x-'))
                facts.unknownKeywords.push({ pointer: at(key), keyword: key });
        }
        for (const keyword of refKeywords) {
            const ref = node[keyword];
            if (typeof ref === 'string')
                refs.push({ use: { pointer: at(keyword), keyword, ref }, resolved: documentOf(ref, base), base });
        }
        if (typeof node.pattern === 'string')
            facts.patterns.push({ pointer: at('pattern'), pattern: node.pattern, target: 'value' });
        if ((0,json/* isObject */.Gv)(node.patternProperties)) {
            for (const key of Object.keys(node.patternProperties)) {
                facts.patterns.push({ pointer: at('patternProperties', key), pattern: key, target: 'key' });
            }
        }
        if (typeof node.format === 'string')
            facts.formats.push({ pointer: at('format'), format: node.format });
        for (const key of keys) {
            if (!keywords.has(key))
                continue;
            const value = node[key];
            if (typeof value !== 'object' || value === null)
                continue;
            path.push(key);
            if (SINGLE.has(key)) {
                visit(value, base);
            }
            else if (LISTS.has(key)) {
                if (Array.isArray(value)) {
                    for (let index = 0; index < value.length; index++) {
                        path.push(index);
                        visit(value[index], base);
                        path.pop();
                    }
                }
                else {
                    visit(value, base);
                }
            }
            else if (MAPS.has(key) && (0,json/* isObject */.Gv)(value)) {
                for (const name of Object.keys(value)) {
                    path.push(name);
                    visit(value[name], base);
                    path.pop();
                }
            }
            path.pop();
        }
    };
    visit(schema, ROOT_BASE);
    if (refs.some(({ use }) => use.ref !== '#' && !use.ref.startsWith('#/')))
        facts.usesIdentifiers = true;
    facts.refs = refs.map(({ use, resolved, base }) => ({
        ...use,
        external: resolved === undefined || !documents.has(resolved),
        dangling: base === ROOT_BASE && use.ref.startsWith('#/') && (0,pointer/* getAt */.sM)(schema, fragmentPointer(use.ref)) === undefined,
    }));
    return facts;
}
/** The base URI a schema object establishes with `$id` ("#name" ids of draft-07 are anchors, not bases). */
function baseOf(node, parentBase) {
    const id = node.$id;
    if (typeof id !== 'string' || id === '' || id.startsWith('#'))
        return parentBase;
    return documentOf(id, parentBase) ?? parentBase;
}
/** The JSON Pointer in a "#/..." reference, with its percent-encoding undone. */
function fragmentPointer(ref) {
    try {
        return decodeURIComponent(ref.slice(1));
    }
    catch {
        return ref.slice(1);
    }
}
/** The document a reference resolves to (its URI without the fragment), or undefined when it is not a URI reference. */
function documentOf(reference, base) {
    try {
        const url = new URL(reference, base);
        url.hash = '';
        return url.href;
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/schema/plain-schema.ts
// Kept for speed: synthetic corpus 64 % faster with it (npm run bench, 2026-12-04; CLI --jobs 1 CPU 9.0 s vs 24.7 s without).
/**
 * A quick meta-schema check for the schemas nearly every descriptor has: objects of typed properties
 * with descriptions, enums and simple bounds, composed with anyOf/oneOf/allOf/not, with definitions
 * reached by local references ("#/$defs/x"). When every keyword is one of these and its value is of
 * the kind the meta-schema asks for, the schema is valid in every dialect mcpdesc checks, and ajv's
 * meta-schema validation (whose first use compiles the whole meta-schema, most of a run's start-up)
 * is not needed. Anything else returns false and goes to ajv.
 */




const TYPES = new Set(['array', 'boolean', 'integer', 'null', 'number', 'object', 'string']);
const isString = (v) => typeof v === 'string';
const isNumber = (v) => typeof v === 'number' && Number.isFinite(v);
const isCount = (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isAny = () => true;
function isType(value) {
    if (typeof value === 'string')
        return TYPES.has(value);
    return Array.isArray(value) && value.length > 0 && value.every((t) => typeof t === 'string' && TYPES.has(t)) && distinct(value);
}
/**
 * Whether no two values are the same, for strings and finite numbers (where === is a set's equality):
 * short lists, most of them, pairwise instead of through a set made for each.
 */
function distinct(values) {
    if (values.length > 16)
        return new Set(values).size === values.length;
    for (let i = 1; i < values.length; i++)
        for (let j = 0; j < i; j++)
            if (values[i] === values[j])
                return false;
    return true;
}
/** A value JSON equality compares with === and a set tells apart alike (NaN, which YAML can write, is neither). */
const isScalar = (v) => v === null || typeof v === 'string' || typeof v === 'boolean' || isNumber(v);
/**
 * draft-07 asks for at least one value, all different. Scalars are told apart by a set, however many;
 * objects and arrays are compared pairwise, so only in short lists.
 */
function isEnum(value) {
    if (!Array.isArray(value) || value.length === 0)
        return false;
    if (value.every(isScalar))
        return distinct(value);
    return value.length <= 64 && value.every((v, i) => value.findIndex((w) => (0,json/* jsonEqual */.Zm)(v, w)) === i);
}
function isNames(value) {
    return Array.isArray(value) && value.every(isString) && distinct(value);
}
/** What the ECMA-262 "regex" format of the meta-schemas accepts (as ajv-formats checks it). */
function isPattern(value) {
    if (typeof value !== 'string')
        return false;
    let valid = PATTERNS.get(value);
    if (valid === undefined) {
        valid = !/[^\\]\\Z/.test(value) && compiles(value);
        // Tools of a descriptor repeat their patterns: remember a bounded number of verdicts.
        if (PATTERNS.size >= MAX_PATTERNS)
            PATTERNS.clear();
        PATTERNS.set(value, valid);
    }
    return valid;
}
const PATTERNS = new Map();
const MAX_PATTERNS = 1000;
function compiles(pattern) {
    try {
        new RegExp(pattern, 'u');
        return true;
    }
    catch {
        return false;
    }
}
/** Keywords whose values are checked here, with the check; subschema keywords are handled by `plain`. */
const VALUES = new Map([
    ['type', isType],
    ['required', isNames],
    ['title', isString],
    ['description', isString],
    ['$comment', isString],
    ['format', isString],
    ['pattern', isPattern],
    ['default', isAny],
    ['const', isAny],
    ['enum', isEnum],
    ['examples', Array.isArray],
    ['minimum', isNumber],
    ['maximum', isNumber],
    ['exclusiveMinimum', isNumber],
    ['exclusiveMaximum', isNumber],
    ['multipleOf', (v) => isNumber(v) && v > 0],
    ['minLength', isCount],
    ['maxLength', isCount],
    ['minItems', isCount],
    ['maxItems', isCount],
    ['minProperties', isCount],
    ['maxProperties', isCount],
    ['uniqueItems', (v) => typeof v === 'boolean'],
    ['readOnly', (v) => typeof v === 'boolean'],
    ['writeOnly', (v) => typeof v === 'boolean'],
    ['deprecated', (v) => typeof v === 'boolean'],
]);
/**
 * A `$ref` a plain schema may hold: "#" or a JSON Pointer into the schema itself ("#/$defs/x"), in
 * characters the meta-schemas' "uri-reference" format accepts as they are (no percent-encoding).
 */
const LOCAL_REF = /^#(?:\/[A-Za-z0-9\-._~!$&'()*+,;=:@/?]*)?$/;
/** Keywords whose value is a non-empty list of subschemas (prefixItems only where the dialect defines it). */
const LIST = 1;
/** Keywords whose value maps names to subschemas: defined by every dialect mcpdesc checks (see dialects.ts). */
const MAP = 2;
/** Keywords whose value is one subschema. */
const plain_schema_SINGLE = 3;
const KINDS = new Map([
    ...VALUES,
    ...['anyOf', 'oneOf', 'allOf', 'prefixItems'].map((key) => [key, LIST]),
    ...['properties', '$defs', 'definitions'].map((key) => [key, MAP]),
    ...['items', 'additionalProperties', 'not', 'propertyNames'].map((key) => [key, plain_schema_SINGLE]),
]);
/** True only when the schema is certainly valid against its dialect's meta-schema; false means "ask ajv". */
function isPlainValidSchema(schema) {
    return plain(schema, 0, undefined, schema);
}
/**
 * For a plain schema, its facts (walk.ts) found in the same pass that finds it plain, so the checker
 * walks it once; undefined when it is not plain. A plain schema has no identifiers, anchors or
 * `patternProperties`, and only local references: its unknown keywords, references, patterns and
 * formats are left to collect.
 */
function plainSchemaFacts(schema, dialect) {
    const facts = { refs: [], patterns: [], unknownKeywords: [], formats: [], usesIdentifiers: false };
    return plain(schema, 0, { facts, keywords: schema_dialects/* KEYWORDS */.d6[dialect], path: [] }, schema) ? facts : undefined;
}
function plain(schema, depth, collect, root) {
    if (typeof schema === 'boolean')
        return true;
    if (!(0,json/* isObject */.Gv)(schema) || depth > 32)
        return false;
    const keys = Object.keys(schema);
    // In walk.ts's order: a node's own facts, then its subschemas'.
    if (collect)
        record(schema, keys, collect, root);
    for (const key of keys) {
        const value = schema[key];
        const kind = KINDS.get(key);
        if (kind === undefined) {
            if (key === '$ref') {
                if (typeof value !== 'string' || !LOCAL_REF.test(value))
                    return false;
            }
            else if (!key.startsWith('x-')) {
                // Any other keyword (and any other unknown key) is left to ajv.
                return false;
            }
        }
        else if (typeof kind === 'function') {
            if (!kind(value))
                return false;
        }
        else if (kind === MAP) {
            if (!(0,json/* isObject */.Gv)(value))
                return false;
            collect?.path.push(key);
            for (const name of Object.keys(value)) {
                collect?.path.push(name);
                if (!plain(value[name], depth + 1, collect, root))
                    return false;
                collect?.path.pop();
            }
            collect?.path.pop();
        }
        else if (kind === plain_schema_SINGLE) {
            collect?.path.push(key);
            if (!plain(value, depth + 1, collect, root))
                return false;
            collect?.path.pop();
        }
        else {
            if (!Array.isArray(value) || value.length === 0)
                return false;
            // The full walk visits prefixItems only where it is a keyword: elsewhere its items are only checked.
            const inner = collect && !collect.keywords.has(key) ? undefined : collect;
            inner?.path.push(key);
            for (let index = 0; index < value.length; index++) {
                inner?.path.push(String(index));
                if (!plain(value[index], depth + 1, inner, root))
                    return false;
                inner?.path.pop();
            }
            inner?.path.pop();
        }
    }
    return true;
}
function record(node, keys, { facts, keywords, path }, root) {
    let prefix;
    const at = (key) => (0,pointer/* joinPointer */.Kn)((prefix ??= path.length === 0 ? '' : (0,pointer/* joinPointer */.Kn)('', ...path)), key);
    for (const key of keys) {
        if (!keywords.has(key) && !key.startsWith('x-'))
            facts.unknownKeywords.push({ pointer: at(key), keyword: key });
    }
    const ref = node.$ref;
    // Only a local reference keeps the schema plain (checked by `plain`): it never leaves the schema.
    if (typeof ref === 'string' && LOCAL_REF.test(ref)) {
        const dangling = ref.startsWith('#/') && (0,pointer/* getAt */.sM)(root, fragmentPointer(ref)) === undefined;
        facts.refs.push({ pointer: at('$ref'), keyword: '$ref', ref, external: false, dangling });
    }
    if (typeof node.pattern === 'string')
        facts.patterns.push({ pointer: at('pattern'), pattern: node.pattern, target: 'value' });
    if (typeof node.format === 'string')
        facts.formats.push({ pointer: at('format'), format: node.format });
}

// EXTERNAL MODULE: ./src/schema/messages.ts
var messages = __webpack_require__(4443);
// EXTERNAL MODULE: ./src/schema/regex.ts + 2 modules
var regex = __webpack_require__(2347);
;// CONCATENATED MODULE: ./src/schema/json-schema.ts









// Kept for speed: synthetic corpus 11 % faster with it (npm run bench, 2026-12-04; CLI --jobs 1 CPU 9.4 s vs 10.6 s without).
/**
 * What a checker has learnt about schema objects, by dialect. Every file's schemas are objects of its
 * own, so a file keeps its own (compiler.ts) in Maps that go with it; the checker's, for callers that
 * bring none, holds its objects weakly (a WeakMap costs the collector more, for every schema of a run).
 */
class SchemaKnowledge {
    weak;
    byDialect = new Map();
    constructor(weak = false) {
        this.weak = weak;
    }
    of(schema, dialect) {
        let bySchema = this.byDialect.get(dialect);
        if (!bySchema)
            this.byDialect.set(dialect, (bySchema = this.weak ? new WeakMap() : new Map()));
        let known = bySchema.get(schema);
        if (!known)
            bySchema.set(schema, (known = {}));
        return known;
    }
}
/**
 * Compiles and caches descriptor schemas. One checker serves a whole run. Plain schemas, nearly all of
 * them, are cheap to check, so they are remembered per schema object (in a SchemaKnowledge); the
 * others, which ajv compiles, per (dialect, schema text), so the same schema in many tools and files
 * compiles once.
 */
class JsonSchemaChecker {
    regExp;
    maxCached;
    ajvs = new Map();
    /** The instances validators are compiled with, and how many each has compiled (see compilerFor). */
    compilers = new Map();
    // Kept for speed: findings corpus 10 % faster with it (npm run bench, 2026-12-04; CLI --jobs 1 CPU 1.06 s vs 1.18 s without).
    compiled = new Map();
    knowledge = new SchemaKnowledge(true);
    constructor(options = {}) {
        this.regExp = options.regExp ?? (0,regex/* budgetedRegExp */.K8)();
        this.maxCached = options.maxCached ?? 1000;
    }
    /**
     * Compile `schema` as `dialect`. A root `$schema` is ignored: the caller has chosen the dialect.
     * A schema not compiled before is charged to `budget` first, and refused when it does not fit.
     * What is learnt about the schema object is kept in `knowledge`.
     */
    compile(schema, dialect, budget, knowledge = this.knowledge) {
        if (!(0,json/* isObject */.Gv)(schema) && typeof schema !== 'boolean') {
            return { ok: false, problems: [{ pointer: '', target: 'value', message: 'must be a JSON Schema: an object, or true or false.' }] };
        }
        const stripped = withoutDialect(schema);
        // Charged before any cache is asked, so a file's budget never depends on what was checked before it.
        const refused = (0,json/* isObject */.Gv)(schema) ? budget?.admit(schema, stripped) : undefined;
        if (refused)
            return { ok: false, problems: [refused] };
        const known = (0,json/* isObject */.Gv)(schema) ? knowledge.of(schema, dialect) : undefined;
        if (known?.plain)
            return known.plain;
        if (known && !known.notPlain) {
            // Facts found while the schema is not known to be not plain come from the plain walk (factsFor).
            const facts = known.facts ?? plainSchemaFacts(stripped, dialect);
            if (facts)
                return (known.plain = this.build(stripped, dialect, (known.facts = facts), true));
            known.notPlain = true;
        }
        const key = cacheKey(stripped, dialect);
        let result = this.compiled.get(key);
        if (!result) {
            // Here a schema is either an object that is not plain or a boolean, which is.
            result = this.build(stripped, dialect, this.factsFor(schema, stripped, dialect, knowledge), typeof stripped === 'boolean');
            remember(this.compiled, key, result, this.maxCached);
        }
        return result;
    }
    /** Runs `work` (validation) with `budget` as the file its backtracking patterns are charged to. */
    under(budget, work) {
        const engine = this.regExp;
        return engine.use ? engine.use(budget, work) : work();
    }
    /**
     * Keywords the dialect does not define and `format` values it does not know: a validator ignores
     * both, so they usually are typos or borrowed vocabulary (OpenAPI's "nullable", "example").
     */
    vocabularyProblems(schema, dialect, knowledge = this.knowledge) {
        const facts = this.factsFor(schema, withoutDialect(schema), dialect, knowledge);
        const keywords = schema_dialects/* KEYWORDS */.d6[dialect];
        const problems = facts.unknownKeywords.map(({ pointer, keyword }) => ({
            pointer,
            target: 'key',
            ...unknownKeywordMessage(keyword, dialect, keywords),
        }));
        // The formats are the same in every dialect: so is the verdict, and a file checked in two dialects
        // (protocol versions before and after 2025-11-25) gets one finding, not one per dialect.
        for (const { pointer, format } of facts.formats) {
            if (FORMATS.has(format))
                continue;
            const typo = (0,suggest/* closest */.k)(format, schema_dialects/* KNOWN_FORMATS */.Hc);
            problems.push({
                pointer,
                target: 'value',
                general: true,
                message: `is ${(0,json/* quote */.hD)(format)}, a format ${ANY_DIALECT} defines, so validators ignore it.${typo ? ` Did you mean ${JSON.stringify(typo)}?` : ' Use "pattern" to constrain the text, or describe the format in "description".'}`,
            });
        }
        return problems;
    }
    build(schema, dialect, facts, plain) {
        const problems = [...(plain ? [] : this.metaSchemaProblems(schema, dialect)), ...referenceProblems(facts), ...this.patternProblems(facts)];
        if (problems.length > 0)
            return { ok: false, problems };
        // Compiling costs far more than the checks above: do it now only when references need ajv's
        // resolver to be checked, otherwise when an instance is first validated.
        if (facts.usesIdentifiers) {
            const compiled = this.compileValidator(schema, dialect);
            if ('problem' in compiled)
                return { ok: false, problems: [compileProblem(compiled.problem, facts, dialect)] };
            return { ok: true, validate: validating(() => compiled) };
        }
        let validator;
        const validate = validating(() => (validator ??= this.compileValidator(schema, dialect)));
        if (!plain)
            return { ok: true, validate };
        // Most examples fit their schema: accept those without compiling a validator.
        return { ok: true, validate: (instance) => (plainlyValid(schema, instance, this.regExp) ? [] : validate(instance)) };
    }
    metaSchemaProblems(schema, dialect) {
        const ajv = this.ajv(dialect);
        return ajv.validateSchema(schema) ? [] : (0,messages/* metaSchemaProblems */.r8)(ajv.errors ?? [], schema);
    }
    compileValidator(schema, dialect) {
        const ajv = this.compilerFor(dialect);
        try {
            return { validator: ajv.compile(schema) };
        }
        catch (problem) {
            return { problem };
        }
        finally {
            // Forget the schema at once, so another schema may reuse its $id.
            if ((0,json/* isObject */.Gv)(schema))
                ajv.removeSchema(schema);
        }
    }
    /**
     * ajv keeps every validator an instance compiles (in its code scope, which removeSchema does not
     * empty: ajv issue #1413), so one instance would hold one per schema a run ever compiled, though the
     * caches here have long let go of most of them. Validators are compiled on an instance of their own
     * that is replaced after COMPILES_PER_AJV of them: what a compiled validator keeps alive is then its
     * instance's few, and a run's memory is bounded by the caches. It skips ajv's meta-schema check,
     * which every schema compiled here has passed already (metaSchemaProblems, or plain-schema.ts).
     */
    compilerFor(dialect) {
        let compiler = this.compilers.get(dialect);
        if (!compiler || compiler.compiled >= COMPILES_PER_AJV) {
            compiler = { ajv: createAjv(dialect, this.regExp, false), compiled: 0 };
            this.compilers.set(dialect, compiler);
        }
        compiler.compiled++;
        return compiler.ajv;
    }
    /** The schema's facts, found once per schema object (every value a descriptor holds is its own object). */
    factsFor(schema, stripped, dialect, knowledge) {
        if (!(0,json/* isObject */.Gv)(schema))
            return schemaFacts(stripped, dialect);
        const known = knowledge.of(schema, dialect);
        if (known.facts)
            return known.facts;
        // One walk finds a schema plain and collects its facts; only the others need the full walk.
        if (!known.notPlain) {
            const plain = plainSchemaFacts(stripped, dialect);
            if (plain)
                return (known.facts = plain);
            known.notPlain = true;
        }
        return (known.facts = schemaFacts(stripped, dialect));
    }
    patternProblems(facts) {
        return facts.patterns.flatMap(({ pointer, pattern, target }) => {
            try {
                this.regExp(pattern, 'u');
                return [];
            }
            catch (error) {
                const reason = errorText(error).replace(/^Invalid regular expression: \/.*\/\w*: /s, '');
                return [
                    {
                        pointer,
                        target,
                        general: true,
                        message: `is not a valid regular expression (${reason}): ${(0,json/* quote */.hD)(pattern)}. JSON Schema patterns are ECMA-262 regular expressions; fix or escape it.`,
                    },
                ];
            }
        });
    }
    ajv(dialect) {
        let ajv = this.ajvs.get(dialect);
        if (!ajv) {
            ajv = createAjv(dialect, this.regExp);
            this.ajvs.set(dialect, ajv);
        }
        return ajv;
    }
}
/** Validators an ajv instance compiles before a new one takes over (a new instance costs about 2 ms). */
const COMPILES_PER_AJV = 16;
/**
 * The one place ajv is constructed, and so loaded: most schemas are plain (plain-schema.ts) and most
 * files never need it, so a start-up does not pay for running ajv's 300 KB. `validateSchema` is
 * whether compiling checks the schema against its meta-schema first.
 */
function createAjv(dialect, regExp, validateSchema = true) {
    const { Ajv, addFormats } = ajvModules(dialect);
    const options = {
        strict: false,
        allErrors: true,
        logger: false,
        // No loadSchema: compile never fetches, an unresolved reference is reported instead.
        code: { regExp },
        validateSchema,
    };
    const ajv = new Ajv(options);
    addFormats(ajv);
    for (const format of schema_dialects/* UNASSERTED_FORMATS */.q3)
        ajv.addFormat(format, true);
    return ajv;
}
/** ajv's class for `dialect` and its formats plugin, loaded on first use (see lazy-require.ts). */
function ajvModules(dialect) {
    const { ajv, ajv2019, ajv2020, ajvFormats } = (0,lazy_require/* vendoredAjv */.n$)();
    // ajv is CommonJS: its classes are the modules' `default` properties.
    const Ajv = dialect === '2020-12' ? ajv2020.default : dialect === '2019-09' ? ajv2019.default : ajv.default;
    return { Ajv, addFormats: ajvFormats.default };
}
const FORMATS = new Set(schema_dialects/* KNOWN_FORMATS */.Hc);
const shared = new Map();
/**
 * The checker rules share (one per regex time budget), so a schema used by several rules, examples and
 * files compiles once. What it keeps cannot change a file's findings: budgets belong to each file.
 */
function jsonSchemas(regexTimeoutMs = regex/* DEFAULT_REGEX_TIMEOUT_MS */.HQ) {
    let checker = shared.get(regexTimeoutMs);
    if (!checker) {
        checker = new JsonSchemaChecker({ regExp: (0,regex/* budgetedRegExp */.K8)(regexTimeoutMs) });
        shared.set(regexTimeoutMs, checker);
    }
    return checker;
}
/** Validation with a lazily compiled validator; a schema ajv still refuses yields one problem instead of a throw. */
function validating(validator) {
    return (instance) => {
        const compiled = validator();
        if ('problem' in compiled)
            return [{ pointer: '', target: 'value', message: `could not be checked: the schema cannot be compiled (${errorText(compiled.problem)}).` }];
        try {
            return compiled.validator(instance) ? [] : (0,messages/* instanceProblems */.Kn)(compiled.validator.errors ?? [], instance);
        }
        catch (error) {
            if (error instanceof regex/* RegexTimeout */.j0)
                return [{ pointer: '', target: 'value', message: regexTimeoutMessage(error) }];
            return [{ pointer: '', target: 'value', message: `could not be checked against the schema (${errorText(error)}).` }];
        }
    };
}
function regexTimeoutMessage(error) {
    if (error.exhausted) {
        return `could not be fully checked: the schema's pattern ${(0,json/* quote */.hD)(error.pattern)} needs a backtracking engine, and ${regex/* MAX_TIMEOUTS_PER_FILE */.bn} such patterns already timed out in this file, so mcpdesc runs no more of them here. Simplify the patterns (avoid lookaround and backreferences).`;
    }
    return `could not be fully checked: the schema's pattern ${(0,json/* quote */.hD)(error.pattern)} ran longer than ${error.budgetMs} ms on this value, so mcpdesc stopped it. A pattern that backtracks this much can stall any client that validates with it: rewrite it without nested quantifiers or lookaround (or raise limits.regexTimeoutMs).`;
}
/** Schemas are cached by content, so the same schema in many tools and files is checked once. */
function cacheKey(stripped, dialect) {
    return `${dialect}\u0000${JSON.stringify(stripped)}`;
}
function withoutDialect(schema) {
    if (!(0,json/* isObject */.Gv)(schema) || !('$schema' in schema))
        return schema;
    const { $schema: _dialect, ...rest } = schema;
    return rest;
}
function remember(cache, key, value, max) {
    if (cache.size >= max)
        cache.delete(cache.keys().next().value);
    cache.set(key, value);
}
function referenceProblems(facts) {
    return facts.refs
        .filter((r) => r.external || r.dangling)
        .map(({ pointer, ref, external }) => ({
        pointer,
        target: 'value',
        general: true,
        message: external
            ? `points outside this schema (${(0,json/* quote */.hD)(ref)}). mcpdesc never fetches schemas and MCP clients must not either, so the reference cannot be resolved. Copy the definition into "$defs" and refer to it as "#/$defs/<name>".`
            : `is ${(0,json/* quote */.hD)(ref)}, which leads to nothing in this schema. Point it at an existing definition, or add the definition there.`,
    }));
}
/** ajv refused a schema that passed its meta-schema: most often a reference to a place that does not exist. */
function compileProblem(error, facts, dialect) {
    const missing = error.missingRef;
    if (typeof missing === 'string') {
        const use = facts.refs.find((r) => r.ref === missing) ?? facts.refs.find((r) => missing.endsWith(r.ref));
        return {
            pointer: use?.pointer ?? '',
            target: 'value',
            general: true,
            message: `${use ? 'does' : `contains a reference (${(0,json/* quote */.hD)(missing)}) that does`} not resolve to anything in this schema. Point it at an existing definition, e.g. "#/$defs/<name>".`,
        };
    }
    return { pointer: '', target: 'value', message: `cannot be compiled as ${schema_dialects/* DIALECT_NAMES */.md[dialect]} (${errorText(error)}).` };
}
/** "no JSON Schema version MCP uses (draft-07, 2019-09, 2020-12)", for verdicts that hold in every dialect. */
const ANY_DIALECT = `no JSON Schema version MCP uses (${Object.keys(schema_dialects/* DIALECT_NAMES */.md).join(', ')})`;
/**
 * Why a keyword is ignored. A keyword no dialect has, with the same advice in each, is `general`: the
 * finding then reads the same whichever dialect a protocol version reads the schema in.
 */
function unknownKeywordMessage(keyword, dialect, keywords) {
    const name = schema_dialects/* DIALECT_NAMES */.md[dialect];
    const dialects = Object.keys(schema_dialects/* KEYWORDS */.d6);
    const elsewhere = dialects.filter((d) => schema_dialects/* KEYWORDS */.d6[d].has(keyword));
    if (elsewhere.length > 0) {
        return {
            message: `is a keyword of JSON Schema ${elsewhere.join(' and ')}, not of ${name}, so validators ignore it. Use ${name}'s own keywords in this schema.`,
        };
    }
    const borrowed = (0,json/* hasOwn */.$3)(BORROWED, keyword) ? BORROWED[keyword] : undefined;
    const near = (0,suggest/* closest */.k)(keyword, keywords);
    const hint = borrowed ?? (near ? `Did you mean ${JSON.stringify(near)}?` : 'Remove it, or prefix it with "x-" if it is a deliberate extension.');
    if (borrowed === undefined && dialects.some((d) => (0,suggest/* closest */.k)(keyword, schema_dialects/* KEYWORDS */.d6[d]) !== near)) {
        return { message: `is not a keyword of ${name}, so validators ignore it. ${hint}` };
    }
    return { message: `is a keyword of ${ANY_DIALECT}, so validators ignore it. ${hint}`, general: true };
}
const BORROWED = {
    nullable: '"nullable" is OpenAPI vocabulary: to allow null in JSON Schema, use "type": ["string", "null"] (or the type you need).',
    example: '"example" is OpenAPI vocabulary: use "examples", a list, in JSON Schema.',
};
function errorText(error) {
    return (error instanceof Error ? error.message : String(error)).slice(0, 200);
}

;// CONCATENATED MODULE: ./src/schema/compiler.ts
/**
 * One file's view of the shared schema checker: schemas are compiled within this file's budget, and
 * validation charges backtracking patterns to this file's regex budget. The checker's caches are shared
 * by the whole run; budgets are not, so a file's findings never depend on the files checked before it.
 */



function fileSchemaCompiler(limits = {}) {
    const checker = jsonSchemas(limits.regexTimeoutMs);
    const budget = new schema_budget/* SchemaBudget */.z({
        maxSchemaNodes: limits.maxSchemaNodes ?? schema_budget/* DEFAULT_SCHEMA_LIMITS */.J.maxSchemaNodes,
        maxSchemaNodesPerFile: limits.maxSchemaNodesPerFile ?? schema_budget/* DEFAULT_SCHEMA_LIMITS */.J.maxSchemaNodesPerFile,
    });
    const regexes = new regex/* RegexBudget */.Vk();
    // Several rules compile each schema of a file: the second asks no shared cache (and charges nothing
    // again, as the budget charges a schema object once anyway).
    const compiledHere = new Map();
    // The file's schema objects are its own: what is learnt about them goes with it.
    const knowledge = new SchemaKnowledge();
    return {
        compile(schema, dialect) {
            let byDialect = compiledHere.get(dialect);
            if (!byDialect)
                compiledHere.set(dialect, (byDialect = new Map()));
            let compiled = byDialect.get(schema);
            if (!compiled) {
                const shared = checker.compile(schema, dialect, budget, knowledge);
                compiled = shared.ok ? { ok: true, validate: (instance) => checker.under(regexes, () => shared.validate(instance)) } : shared;
                byDialect.set(schema, compiled);
            }
            return compiled;
        },
        vocabularyProblems: (schema, dialect) => checker.vocabularyProblems(schema, dialect, knowledge),
    };
}

// EXTERNAL MODULE: ./src/util/printable.ts
var util_printable = __webpack_require__(1095);
// EXTERNAL MODULE: ./src/util/copy.ts
var copy = __webpack_require__(5147);
;// CONCATENATED MODULE: ./src/engine/fingerprint.ts
/**
 * `partialFingerprints.primaryLocationLineHash`, computed the way github/codeql-action does
 * (src/fingerprints.ts): a base-37 rolling hash over the 100 characters starting at each line, with
 * spaces and tabs skipped and CR/CRLF read as LF, plus a counter for repeated hashes. Matching it
 * lets code scanning track an alert across commits instead of opening duplicates.
 */
const BLOCK_SIZE = 100;
const MOD = 37;
const EOF = 65535;
const TWO_32 = 2 ** 32;
/**
 * The hash is a 64-bit unsigned integer kept as two 32-bit halves (hi, lo): the same values as
 * BigInt arithmetic modulo 2^64, without allocating a BigInt (or anything) per character.
 */
const hex = (hi, lo) => (hi === 0 ? lo.toString(16) : hi.toString(16) + lo.toString(16).padStart(8, '0'));
/** 37^100 modulo 2^64, as [hi, lo]. */
let firstMod;
function power() {
    let hi = 0;
    let lo = 1;
    for (let i = 0; i < BLOCK_SIZE; i++) {
        const low = lo * MOD;
        hi = (Math.imul(hi, MOD) + Math.floor(low / TWO_32)) >>> 0;
        lo = low >>> 0;
    }
    return [hi, lo];
}
/** Hashes for the given 1-based lines of `text`. */
function lineHashes(text, wanted) {
    firstMod ??= power();
    const [modHi, modLo] = firstMod;
    const window = new Int32Array(BLOCK_SIZE);
    const lineNumbers = new Int32Array(BLOCK_SIZE).fill(-1);
    const counts = new Map();
    const result = new Map();
    const output = (hi, lo, line) => {
        const value = hex(hi, lo);
        const count = (counts.get(value) ?? 0) + 1;
        counts.set(value, count);
        if (wanted.has(line))
            result.set(line, `${value}:${count}`);
    };
    // One loop over every character, then EOF, then BLOCK_SIZE zeros that flush the window; the state is
    // kept in locals no closure captures (as closures' variables, every character read and wrote them in memory).
    let hashHi = 0;
    let hashLo = 0;
    let index = 0;
    let lineNumber = 0;
    let lineStart = true;
    let prevCR = false;
    const length = text.length;
    for (let i = 0; i <= length + BLOCK_SIZE; i++) {
        let current = 0;
        if (i <= length) {
            const code = i < length ? text.charCodeAt(i) : EOF;
            // Spaces and tabs are skipped, and CR or CRLF is read as one LF.
            if (code === 32 || code === 9 || (prevCR && code === 10)) {
                prevCR = false;
                continue;
            }
            prevCR = code === 13;
            current = prevCR ? 10 : code;
        }
        if (lineNumbers[index] !== -1) {
            output(hashHi, hashLo, lineNumbers[index]);
            lineNumbers[index] = -1;
        }
        if (i <= length) {
            if (lineStart) {
                lineStart = false;
                lineNumber++;
                lineNumbers[index] = lineNumber;
            }
            if (current === 10)
                lineStart = true;
        }
        const begin = window[index];
        window[index] = current;
        // hash = 37 * hash + current - 37^100 * begin, modulo 2^64. The low half's sum is exact in a double
        // (each product is below 2^48) and its overflow carries into the high half, whose products
        // Math.imul keeps modulo 2^32.
        const low = hashLo * MOD + current - modLo * begin;
        hashHi = (Math.imul(hashHi, MOD) - Math.imul(modHi, begin) + Math.floor(low / TWO_32)) >>> 0;
        hashLo = low >>> 0;
        index = index + 1 === BLOCK_SIZE ? 0 : index + 1;
    }
    return result;
}

// EXTERNAL MODULE: ./src/engine/fix.ts
var engine_fix = __webpack_require__(7977);
// EXTERNAL MODULE: ./node_modules/toml-eslint-parser/lib/index.mjs + 3 modules
var lib = __webpack_require__(1986);
;// CONCATENATED MODULE: ./src/engine/suppress.ts
/**
 * Suppressions: inline comments (`# mcpdesc-disable-next-line <rule> -- <reason>`, `mcpdesc-disable` …
 * `mcpdesc-enable`, `mcpdesc-disable-file`) in the formats that have comments (YAML, JSONC, TOML, and
 * source files, whose comments their format's tokenizer reads), and
 * `.mcpdesc.yaml` `ignore:` entries the runner hands over for the file. Applied to a file's findings
 * after its rules ran: a suppressed finding is kept, marked with why, so SARIF can show it dismissed;
 * a comment that is malformed or suppresses nothing is itself a finding. Pure: text in, verdicts out.
 */



const SUPPRESSION_INVALID_RULE = 'mcpdesc.suppression.invalid';
const SUPPRESSION_UNUSED_RULE = 'mcpdesc.suppression.unused';
const suppress_KINDS = ['disable-next-line', 'disable', 'enable', 'disable-file'];
/** Comments read as directives at most per file; a file with more is hostile or generated. */
const MAX_DIRECTIVES = 1_000;
/** Characters of a reason kept (SARIF justifications are shown to people). */
const MAX_REASON = 500;
/** Findings that a suppression cannot hide: mcpdesc's own failures and the suppression findings. */
const UNSUPPRESSIBLE = new Set(['mcpdesc.internal', SUPPRESSION_INVALID_RULE, SUPPRESSION_UNUSED_RULE]);
/**
 * The suppression comments of a file and the problems with those that are malformed. `from` is the
 * file's syntax, or for a source file the reader of its comments (its format's tokenizer, so a directive
 * written inside a string is none); `ids` are the rule ids, which also offer did-you-mean candidates.
 */
function readDirectives(text, from, lines, ids) {
    const directives = [];
    const problems = [];
    // Most files have no suppression at all: they are not tokenized a second time.
    if (from === 'json' || !text.includes('mcpdesc-'))
        return { directives, problems };
    const known = new Set(ids);
    for (const comment of typeof from === 'function' ? from() : commentsOf(text, from)) {
        if (directives.length + problems.length >= MAX_DIRECTIVES)
            break;
        const range = lines.range(comment.start, comment.end);
        const read = readDirective(comment.body.trim(), known, ids);
        if (read === undefined)
            continue;
        if ('message' in read)
            problems.push({ message: read.message, range });
        else
            directives.push({ ...read, range });
    }
    return { directives, problems };
}
function readDirective(body, known, ids) {
    if (!body.startsWith('mcpdesc-disable') && !body.startsWith('mcpdesc-enable'))
        return undefined;
    const separator = body.indexOf('--');
    const head = (separator === -1 ? body : body.slice(0, separator)).trim();
    const reason = separator === -1 ? '' : body.slice(separator + 2).trim();
    const [word, ...rest] = head.split(/\s+/);
    const kind = suppress_KINDS.find((k) => word === `mcpdesc-${k}`);
    if (kind === undefined) {
        const near = (0,suggest/* closest */.k)(word, suppress_KINDS.map((k) => `mcpdesc-${k}`));
        return {
            message: `"${word}" is not a suppression comment mcpdesc knows, so it suppresses nothing.${near ? ` Did you mean "${near}"?` : ''} Write mcpdesc-disable-next-line, mcpdesc-disable … mcpdesc-enable, or mcpdesc-disable-file, then a rule id and " -- " with the reason.`,
        };
    }
    const rules = rest
        .join(' ')
        .split(/[\s,]+/)
        .filter((id) => id !== '');
    if (kind === 'enable')
        return { kind, rules, reason };
    if (rules.length === 0) {
        return {
            message: `This ${word} comment names no rule, so it suppresses nothing. Name the rule it is for, e.g. "${word} mcp.tool.name-format -- <why the finding is accepted>"; mcpdesc does not suppress every rule at once.`,
        };
    }
    for (const id of rules) {
        if (known.has(id))
            continue;
        const near = (0,suggest/* closest */.k)(id, ids, 3);
        return {
            message: `This ${word} comment names ${JSON.stringify(id)}, which is no mcpdesc rule, so it suppresses nothing.${near ? ` Did you mean ${JSON.stringify(near)}?` : ''} See docs/rules/README.md for every rule id.`,
        };
    }
    if (reason === '') {
        return {
            message: `This ${word} comment gives no reason, so it suppresses nothing. Say why the finding is accepted after " -- ", e.g. "${word} ${rules[0]} -- <reason>": the reason is what reviewers and code scanning show.`,
        };
    }
    return { kind, rules, reason: reason.length > MAX_REASON ? `${reason.slice(0, MAX_REASON - 1)}…` : reason };
}
/** Every comment of the file with its offsets, by the syntax's own tokenizer (a `#` in a string is no comment). */
function commentsOf(text, syntax) {
    if (syntax === 'jsonc')
        return jsoncComments(text);
    if (syntax === 'toml')
        return tomlComments(text);
    return yamlComments(text);
}
/** jsonc-parser's token kinds for comments (a const enum its typings do not let isolated modules read). */
const LINE_COMMENT = 12;
const BLOCK_COMMENT = 13;
const suppress_EOF = 17;
function jsoncComments(text) {
    const comments = [];
    const scanner = (0,lazy_require/* vendoredJsonc */.NO)().createScanner(text, false);
    for (let kind = scanner.scan(); kind !== suppress_EOF; kind = scanner.scan()) {
        if (kind !== LINE_COMMENT && kind !== BLOCK_COMMENT)
            continue;
        const start = scanner.getTokenOffset();
        const raw = text.slice(start, start + scanner.getTokenLength());
        const body = kind === LINE_COMMENT ? raw.slice(2) : raw.slice(2, raw.endsWith('*/') ? -2 : undefined);
        comments.push({ body, start, end: start + raw.length });
    }
    return comments;
}
function tomlComments(text) {
    try {
        return (0,lib/* parseTOML */.MD)(text).comments.map((c) => ({ body: c.value, start: c.range[0], end: c.range[1] }));
    }
    catch {
        // A file that does not parse has its syntax finding; its comments cannot be told from its strings.
        return [];
    }
}
/** The yaml lexer's markers that stand for no source text (document start, flow end, scalar). */
const YAML_MARKERS = new Set(['\u0002', '\u0018', '\u001f']);
function yamlComments(text) {
    const comments = [];
    let offset = 0;
    let previous = '';
    for (const token of new ((0,lazy_require/* vendoredYaml */.Xd)().Lexer)().lex(text)) {
        // A block scalar's content follows a scalar marker: a "#" there is text, not a comment.
        if (token.startsWith('#') && previous !== '\u001f')
            comments.push({ body: token.slice(1), start: offset, end: offset + token.length });
        if (!YAML_MARKERS.has(token))
            offset += token.length;
        previous = token;
    }
    return comments;
}
/**
 * Which findings the directives and ignore entries hide. A finding is hidden by the first that covers it:
 * a `disable-next-line` the line after the comment, a `disable` block from the comment to the next
 * `enable` of the rule (or the end of the file), a `disable-file` anywhere, an ignore entry at or under its pointer.
 */
function applySuppressions(findings, directives, ignores) {
    const index = indexDirectives(directives);
    const used = new Set();
    const suppressions = findings.map((finding) => (UNSUPPRESSIBLE.has(finding.ruleId) ? undefined : suppressionOf(finding, directives, index, ignores, used)));
    const unused = [];
    directives.forEach((directive, at) => {
        if (directive.kind === 'enable')
            return;
        for (const rule of directive.rules)
            if (!used.has(`${at}\u0000${rule}`))
                unused.push({ directive, rule });
    });
    return { suppressions, unused };
}
/** What an unused directive's finding says. */
function unusedMessage(directive, rule) {
    const where = directive.kind === 'disable-next-line'
        ? `on line ${directive.range.end.line + 1}`
        : directive.kind === 'disable'
            ? 'in the lines it disables'
            : 'in this file';
    return `This mcpdesc-${directive.kind} comment suppresses ${rule}, but ${rule} reports nothing ${where}. Remove it (or the rule id from it): a stale suppression would silently hide the next real finding there.`;
}
function indexDirectives(directives) {
    const nextLine = new Map();
    const file = new Map();
    directives.forEach((directive, at) => {
        for (const rule of directive.rules) {
            if (directive.kind === 'disable-file' && !file.has(rule))
                file.set(rule, at);
            const key = `${directive.range.end.line + 1}\u0000${rule}`;
            if (directive.kind === 'disable-next-line' && !nextLine.has(key))
                nextLine.set(key, at);
        }
    });
    const blocks = new Map();
    for (const block of blockSpans(directives)) {
        const list = blocks.get(block.rule);
        if (list)
            list.push(block);
        else
            blocks.set(block.rule, [block]);
    }
    return { nextLine, file, blocks };
}
function blockSpans(directives) {
    const blocks = [];
    const open = new Map();
    directives.forEach((directive, index) => {
        const line = directive.range.start.line;
        if (directive.kind === 'disable') {
            for (const rule of directive.rules) {
                if (open.has(rule))
                    continue;
                const block = { index, rule, from: directive.range.end.line, to: Number.POSITIVE_INFINITY };
                open.set(rule, block);
                blocks.push(block);
            }
        }
        else if (directive.kind === 'enable') {
            const rules = directive.rules.length > 0 ? directive.rules : [...open.keys()];
            for (const rule of rules) {
                const block = open.get(rule);
                if (block)
                    block.to = line;
                open.delete(rule);
            }
        }
    });
    return blocks;
}
function suppressionOf(finding, directives, index, ignores, used) {
    const line = finding.range.start.line;
    const rule = finding.ruleId;
    const direct = index.nextLine.get(`${line}\u0000${rule}`) ?? index.file.get(rule);
    // Blocks of one rule do not overlap (a second disable while one is open is part of it): at most one covers the line.
    const block = direct === undefined ? index.blocks.get(rule)?.find((b) => line > b.from && line < b.to)?.index : undefined;
    const at = direct ?? block;
    if (at !== undefined) {
        used.add(`${at}\u0000${rule}`);
        return { kind: 'inSource', justification: directives[at].reason };
    }
    for (const entry of ignores) {
        if (entry.rule !== rule)
            continue;
        if (entry.pointer !== undefined && finding.pointer !== entry.pointer && !finding.pointer.startsWith(`${entry.pointer}/`))
            continue;
        return { kind: 'external', justification: entry.reason };
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/util/clock.ts
/**
 * Milliseconds on a monotonic clock, for budgets and probes. `process.hrtime` is the clock
 * `performance.now()` reads, without the global `performance`, whose first use loads perf_hooks
 * (2 ms of a cold start).
 */
function nowMs() {
    // The pair, not hrtime.bigint(): a session reads the clock before every rule, and a BigInt costs twice as much.
    const [seconds, nanoseconds] = process.hrtime();
    return seconds * 1e3 + nanoseconds / 1e6;
}
/**
 * Milliseconds of CPU time this process has used (every thread's). A budget meant to bound a file's work
 * checks it once the wall-clock budget has passed: on a machine busy with other work, waiting for a core
 * is not the file's doing.
 */
function cpuMs() {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e3;
}
/** How old, in wall-clock milliseconds, the reading recentCpuMs() returns may be. */
const CPU_READING_MAX_AGE_MS = 20;
let lastReading = { wall: Number.NEGATIVE_INFINITY, cpu: 0 };
/**
 * cpuMs() as it was at most CPU_READING_MAX_AGE_MS of wall time ago, for where a file's budget starts:
 * reading the process's CPU time anew for each of 2,400 small files was 5 % of a run's time. A start taken
 * early makes a budget look spent by at most that much CPU time per thread sooner: nothing beside a
 * budget of seconds.
 */
function recentCpuMs() {
    const wall = nowMs();
    if (wall - lastReading.wall > CPU_READING_MAX_AGE_MS || wall < lastReading.wall)
        lastReading = { wall, cpu: cpuMs() };
    return lastReading.cpu;
}

// EXTERNAL MODULE: ./src/detect/secrets.ts
var secrets = __webpack_require__(7654);
;// CONCATENATED MODULE: ./src/engine/session.ts










const INTERNAL_RULE = 'mcpdesc.internal';
const LIMITS_RULE = 'mcpdesc.document.limits';
const ALL_NEEDS = { excerpts: true, fingerprints: true };
/** Characters of one finding's message at most. */
const MAX_MESSAGE = 2_000;
const DEFAULT_FILE_TIMEOUT_MS = 10_000;
const WHOLE_FILE = { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
/**
 * Gates by rule, per catalogue and configuration object: every file of a run asks the same of each of
 * its rules, and most files share one configuration (`settingsFor` returns the run's own object unless
 * an override matches). Neither object changes once a run has begun.
 */
const GATES = new WeakMap();
const NO_SETTINGS = {};
function gatesOf(catalogue, settings = NO_SETTINGS) {
    let bySettings = GATES.get(catalogue);
    if (!bySettings)
        GATES.set(catalogue, (bySettings = new WeakMap()));
    let gates = bySettings.get(settings);
    if (!gates)
        bySettings.set(settings, (gates = new Map()));
    return gates;
}
const RULE_IDS = new WeakMap();
/** The catalogue's rule ids, listed once per catalogue rather than for every file's suppressions. */
function ruleIdsOf(catalogue) {
    let ids = RULE_IDS.get(catalogue);
    if (!ids)
        RULE_IDS.set(catalogue, (ids = catalogue.rules.map((r) => r.id)));
    return ids;
}
/** Whether a rule limited to `versions` applies to a file declaring `declared` (one that declares none is checked). */
function appliesToAny(versions, declared) {
    if (declared.length === 0)
        return true;
    for (const version of declared)
        if (versions.has(version))
            return true;
    return false;
}
class FileSession {
    path;
    text;
    options;
    findings = [];
    /** The messages reported at each place (rule, pointer, position), to report each once. */
    seen = new Map();
    memos = new Map();
    ownRun;
    gates;
    schemaCompiler;
    document;
    checkedAs;
    /** When the file's time budget ends (parsing counts), on nowMs()'s clock. */
    deadline;
    /** The process's CPU time when the file's budget began (recentCpuMs()). */
    cpuStart;
    outOfTime = false;
    /** The credentials of each line a finding on it may quote, read once per line. */
    lineSecrets = new Map();
    ownLines;
    /** The whole file's, for what is said about the file as a whole (its keys, when it is no MCP file). */
    fileSecrets;
    /** `text` is the file's content; a file that could not be read has none. */
    constructor(path, text, options) {
        this.path = path;
        this.text = text;
        this.options = options;
        this.deadline = nowMs() + (options.limits?.fileTimeoutMs ?? DEFAULT_FILE_TIMEOUT_MS);
        this.cpuStart = recentCpuMs();
    }
    get parsed() {
        if (!this.document)
            throw new Error('the file has not been parsed');
        return this.document;
    }
    get workspace() {
        return this.options.workspace;
    }
    get version() {
        return this.checkedAs?.version ?? null;
    }
    get versions() {
        return this.checkedAs?.versions ?? [];
    }
    appliesTo(ruleId, version) {
        const { versions } = this.gate(ruleId);
        return !versions || versions.has(version);
    }
    /** The rule's level and versions under this file's configuration, read once per run (see gatesOf). */
    gate(ruleId) {
        const gates = (this.gates ??= gatesOf(this.options.catalogue, this.options.settings));
        let gate = gates.get(ruleId);
        if (!gate) {
            const setting = this.options.settings?.[ruleId];
            const entry = this.options.catalogue.get(ruleId);
            gate = {
                level: setting === 'off' ? undefined : (setting ?? entry?.level),
                versions: entry && entry.versions.length > 0 ? new Set(entry.versions) : undefined,
            };
            gates.set(ruleId, gate);
        }
        return gate;
    }
    /**
     * Checks the parsed file as `format`: first the rules every format shares, then the format's own,
     * each isolated, at their configured levels.
     */
    check(parsed, format, shared = []) {
        this.open(parsed, format);
        const run = (ruleId, check) => this.run(ruleId, check);
        for (const rule of shared)
            run(rule.id, (reporter) => rule.check({ path: this.path, parsed, workspace: this.workspace, ...reporter }));
        format.check(this, run);
        return this;
    }
    /** Reads the parsed file as `format` without running its rules (drift reports findings of its own). */
    open(parsed, format) {
        this.document = parsed;
        if (format.readVersions && format.version(parsed.value) !== null) {
            // The file declares none: read in those of the repository around it (a tool list's SDK).
            const { versions, from } = format.readVersions(this.path, this.workspace);
            this.checkedAs = { format, version: versions.length > 0 ? versions.join(', ') : null, versions, from };
            return this;
        }
        const version = format.version(parsed.value);
        const versions = format.declaredVersions?.(parsed.value) ?? (version === null ? [] : [version]);
        this.checkedAs = { format, version, versions };
        return this;
    }
    /** The format a file is of when its content could not be read (its name says). */
    placeAs(format) {
        this.checkedAs = { format, version: null, versions: [] };
        return this;
    }
    memo(key, make) {
        if (this.memos.has(key))
            return this.memos.get(key);
        const value = make();
        this.memos.set(key, value);
        return value;
    }
    runMemo(key, make) {
        return (this.options.run ?? (this.ownRun ??= (0,types/* runMemo */.Gm)())).memo(key, make);
    }
    schemas() {
        return (this.schemaCompiler ??= fileSchemaCompiler(this.options.limits));
    }
    /** The level a rule reports at under the configuration, or undefined when it is off. */
    levelOf(ruleId) {
        return this.gate(ruleId).level;
    }
    /**
     * Runs one rule when it is on and applies to a declared version; a rule that throws becomes an
     * `mcpdesc.internal` finding and the other rules still run.
     */
    run(ruleId, check) {
        const { level, versions } = this.gate(ruleId);
        if (!level)
            return;
        if (versions && !appliesToAny(versions, this.versions))
            return;
        if (this.pastDeadline(ruleId))
            return;
        try {
            check(this.reporter(ruleId, level));
        }
        catch (error) {
            this.internal(`mcpdesc failed while running rule ${ruleId} on this file (${describeError(error)}). Other rules still ran. This is a bug in mcpdesc: please report it with this file.`);
        }
    }
    /**
     * Whether the file's time budget is spent. Rules run synchronously and cannot be interrupted, so the
     * budget is checked between them: every rule's work is bounded on its own, and this bounds their sum
     * for a file no limit foresaw. The budget is spent when both its wall-clock time and as much of the
     * process's CPU time have passed: a machine loaded by other work (a sweep ran two files past 10 s of
     * wall time at 1.8 s of CPU) must not turn a legitimate file into a finding. The first rule refused says so, once.
     */
    pastDeadline(ruleId) {
        if (this.outOfTime)
            return true;
        if (nowMs() <= this.deadline)
            return false;
        const budget = this.options.limits?.fileTimeoutMs ?? DEFAULT_FILE_TIMEOUT_MS;
        if (cpuMs() - this.cpuStart < budget)
            return false;
        this.outOfTime = true;
        this.fileFinding(LIMITS_RULE, `Checking this file took longer than ${budget} ms (limits.fileTimeoutMs), so mcpdesc stopped before rule ${ruleId} and did not run the rules after it; the findings above are all it found. Split the file, or raise limits.fileTimeoutMs if it is legitimate.`);
        return true;
    }
    /** A reporter for a rule that runs outside `run` (drift, whose findings come from a comparison). */
    reporter(ruleId, level = this.levelOf(ruleId)) {
        return {
            report: (pointer, message, target = 'value', related, fix, index) => {
                if (!level)
                    return;
                // A place inside a string, where the parse knows it (a source file's multi-line docstring).
                const inside = index === undefined || target !== 'value' ? undefined : this.parsed.locateIn?.(pointer, index);
                const range = inside ?? this.parsed.locate(pointer, target);
                this.add(ruleId, level, pointer, message, range, related, fix && this.fixFor(pointer, target, range, fix));
            },
            reportAt: (range, message, pointer = '') => {
                if (level)
                    this.add(ruleId, level, pointer, message, range);
            },
        };
    }
    /** The edit for a rule's fix: at the reported place, or at the one the fix names. */
    fixFor(pointer, target, range, fix) {
        const { syntax } = this.options;
        if (!fix.at)
            return (0,engine_fix/* fixFor */.jc)(this.parsed, syntax, pointer, target, range, fix);
        const { at } = fix;
        return (0,engine_fix/* fixFor */.jc)(this.parsed, syntax, at.pointer, at.target, this.parsed.locate(at.pointer, at.target), fix);
    }
    /** A finding about the file as a whole: it could not be read, or mcpdesc failed on it. */
    fileFinding(ruleId, message, range = WHOLE_FILE) {
        const level = this.levelOf(ruleId);
        if (level)
            this.add(ruleId, level, '', message, range);
        return this;
    }
    /** mcpdesc itself failed on this file: always an error, whatever the configuration says. */
    internal(message) {
        this.add(INTERNAL_RULE, 'error', '', message, WHOLE_FILE);
        return this;
    }
    /** The file's result, findings in the order they were reported, each with its excerpt and fingerprint. */
    result() {
        const checked = this.checkedAs;
        const credentials = this.memos.get(types/* CREDENTIALS */.tG);
        if (credentials && credentials.size > 0)
            this.redactCredentials(credentials);
        const suppressions = this.suppressions();
        const findings = [];
        const suppressed = [];
        withSourceContext(this.text, this.findings, this.options.needs ?? ALL_NEEDS, this.document?.lines, credentials).forEach((finding, index) => {
            const suppression = suppressions[index];
            if (suppression)
                suppressed.push({ ...finding, suppression });
            else
                findings.push(finding);
        });
        return {
            path: this.path,
            format: checked?.format.id ?? null,
            version: checked?.version ?? null,
            findings,
            ...(suppressed.length > 0 ? { suppressed } : {}),
            ...(this.document?.inventory ? { source: this.document.inventory } : {}),
            ...(checked?.from !== undefined ? { versionFrom: checked.from } : {}),
        };
    }
    /**
     * Applies the file's suppression comments and ignore entries to its findings, once the rules have run:
     * a malformed or unused comment becomes a finding of its own. Returns each finding's suppression, by index.
     */
    suppressions() {
        const { syntax, ignore = [], catalogue } = this.options;
        const document = this.document;
        // A source file's comments are read by its format's tokenizer, a data file's by its syntax's.
        const from = document?.comments?.bind(document) ?? syntax;
        const inline = this.text !== undefined && document && from
            ? readDirectives(this.text.charCodeAt(0) === 0xfeff ? this.text.slice(1) : this.text, from, document.lines, ruleIdsOf(catalogue))
            : { directives: [], problems: [] };
        if (inline.directives.length === 0 && inline.problems.length === 0 && ignore.length === 0)
            return [];
        const verdicts = applySuppressions(this.findings, inline.directives, ignore);
        const invalid = this.levelOf(SUPPRESSION_INVALID_RULE);
        const unused = this.levelOf(SUPPRESSION_UNUSED_RULE);
        if (invalid)
            for (const problem of inline.problems)
                this.add(SUPPRESSION_INVALID_RULE, invalid, '', problem.message, problem.range);
        if (unused)
            for (const { directive, rule } of verdicts.unused)
                this.add(SUPPRESSION_UNUSED_RULE, unused, '', unusedMessage(directive, rule), directive.range);
        return verdicts.suppressions;
    }
    /** A result for a file that was not checked, saying why. */
    skipped(format, reason, version = null) {
        return { path: this.path, format: format?.id ?? null, version, skipped: this.redacted(reason, 'file'), findings: [] };
    }
    /**
     * The values rules found to hold credentials, redacted in every finding of the file once all rules
     * have run: a rule that ran before the one that recognized a value may have quoted it.
     */
    redactCredentials(credentials) {
        const index = secrets/* SecretIndex */.X2.of(credentials);
        const redact = (text) => {
            const redacted = index.redact(text);
            return redacted.length > MAX_MESSAGE ? `${redacted.slice(0, MAX_MESSAGE - 1)}…` : redacted;
        };
        this.findings.forEach((finding, i) => {
            const pointer = (0,secrets/* redactPointer */.jB)(finding.pointer, (segment) => index.redact(segment), true);
            const related = finding.related?.map((r) => ({ ...r, message: redact(r.message) }));
            this.findings[i] = { ...finding, message: redact(finding.message), pointer, ...(related ? { related } : {}) };
        });
    }
    /**
     * A text a finding shows, with every well-known credential redacted, and those on the finding's line
     * also where the text quotes them cut short (`line`: the finding's first line, in this file).
     */
    redacted(text, line) {
        if (!(0,secrets/* maybeKnownSecret */.Cp)(text))
            return text;
        if (line === 'file')
            return (0,secrets/* redactSecrets */.fp)((this.fileSecrets ??= new secrets/* SecretIndex */.X2(this.text ?? '')).redact(text));
        const lines = this.document?.lines ?? (this.text === undefined ? undefined : (this.ownLines ??= new parse_lines/* LineIndex */.r(this.text)));
        if (line === undefined || !lines)
            return (0,secrets/* redactSecrets */.fp)(text);
        let index = this.lineSecrets.get(line);
        if (!index)
            this.lineSecrets.set(line, (index = new secrets/* SecretIndex */.X2(lines.lineText(line))));
        return (0,secrets/* redactSecrets */.fp)(index.redact(text));
    }
    add(ruleId, level, rawPointer, text, range, related, fix) {
        // A pointer is a location SARIF names (logicalLocations): a credential used as a key is redacted there too.
        const pointer = secrets/* MAYBE_KNOWN_SECRET */.Sw.test(rawPointer) ? (0,secrets/* redactPointer */.jB)(rawPointer, (segment) => this.redacted(segment, range.start.line)) : rawPointer;
        // Every reporter shows the message: no control or bidirectional character reaches any of them raw,
        // and no message is longer than a reader (or GitHub) takes.
        // Redacted here, once for every rule: a credential another rule quotes (a pattern, a key, a path) is no less leaked.
        // A finding about the whole file may quote any line of it (the keys of a file that is no MCP file).
        const printable = (0,util_printable/* escapeUnprintable */.O8)(this.redacted(text, range === WHOLE_FILE ? 'file' : range.start.line));
        const message = printable.length > MAX_MESSAGE ? `${printable.slice(0, MAX_MESSAGE - 1)}…` : printable;
        // The same finding twice is reported once; the same message at two places (two comments) is two findings.
        // Keyed by place, not by place and message: a message is long, and a file may have 10,000 findings.
        const place = `${ruleId}\u0000${pointer}\u0000${range.start.line}:${range.start.column}`;
        const earlier = this.seen.get(place);
        if (earlier === undefined)
            this.seen.set(place, message);
        else if (earlier === message || (typeof earlier !== 'string' && earlier.includes(message)))
            return;
        else if (typeof earlier === 'string')
            this.seen.set(place, [earlier, message]);
        else
            earlier.push(message);
        const finding = { ruleId, level, message, path: this.path, pointer, range };
        if (related && related.length > 0)
            finding.related = related.map((r) => ({ path: r.path, range: r.range, message: (0,util_printable/* escapeUnprintable */.O8)(this.redacted(r.message)) }));
        if (fix)
            finding.fix = fix;
        this.findings.push(finding);
    }
}
/**
 * Findings with their source excerpt and code-scanning fingerprint (those the output needs), from the
 * text they were found in. A file that could not be read has no text: the empty file's hash keeps its
 * alert stable all the same. `parsedLines` is the parsed document's index, used when it is of the same
 * text (no byte-order mark was stripped), so the file's line breaks are read once.
 */
function withSourceContext(text, findings, needs, parsedLines, credentials) {
    if (findings.length === 0 || (!needs.excerpts && !needs.fingerprints))
        return findings;
    if (text === undefined) {
        const fingerprint = needs.fingerprints ? lineHashes('', new Set([1])).get(1) : undefined;
        return findings.map((f) => ({ ...f, ...(fingerprint ? { fingerprint } : {}) }));
    }
    const lines = needs.excerpts ? (parsedLines?.text === text ? parsedLines : new parse_lines/* LineIndex */.r(text)) : undefined;
    const hashes = needs.fingerprints ? lineHashes(text, new Set(findings.map((f) => f.range.start.line))) : undefined;
    // Each line's credentials masked once, column for column, whatever part of it an excerpt shows.
    const masked = new Map();
    const lineText = (index, line) => {
        let text = masked.get(line);
        if (text === undefined)
            masked.set(line, (text = maskCredentials((0,secrets/* redactSecrets */.fp)(index.lineText(line), 'mask'), credentials)));
        return text;
    };
    return findings.map((f) => {
        // Spelled out rather than spread (a finding here has only what add() gives it): spread copies of
        // thousands of findings ended up with many shapes, and every report then read them slowly.
        const finding = { ruleId: f.ruleId, level: f.level, message: f.message, path: f.path, pointer: f.pointer, range: f.range };
        if (f.related)
            finding.related = f.related;
        if (f.fix)
            finding.fix = f.fix;
        if (lines)
            finding.excerpt = excerptOf(lineText(lines, f.range.start.line), f.range.start.column);
        const fingerprint = hashes?.get(f.range.start.line);
        if (fingerprint)
            finding.fingerprint = fingerprint;
        return finding;
    });
}
/** A line with each value a rule found to hold a credential masked, column for column. */
function maskCredentials(line, credentials) {
    if (!credentials)
        return line;
    let masked = line;
    for (const value of credentials)
        if (masked.includes(value))
            masked = masked.split(value).join('*'.repeat(value.length));
    return masked;
}
/**
 * Up to 100 characters of the line around the finding's column, so minified files stay readable. The
 * text is copied: a slice would keep the whole file alive until the report is written.
 */
function excerptOf(line, column) {
    const from = line.length > 100 ? Math.max(0, Math.min(column - 21, line.length - 100)) : 0;
    return { text: (0,copy/* ownCopy */.S)(line.slice(from, from + 100)), column: from + 1 };
}
function describeError(error) {
    if (error instanceof Error)
        return `${error.name}: ${error.message}`.slice(0, 300);
    return String(error).slice(0, 300);
}


/***/ }),

/***/ 260:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ testFolder),
/* harmony export */   s: () => (/* binding */ testSource)
/* harmony export */ });
/**
 * Which source files are tests: an SDK's own test suite, and many servers' tests, register tools that are
 * broken on purpose (a name with a space, an empty description, a poisoned text a detector must catch).
 * Their findings would fail a repository for fixtures, so a test file's tools are not checked unless the
 * file is named explicitly (docs/source-files.md). A declarative MCP file in a test folder is a fixture,
 * often a deliberately broken or minimal one, and is not checked either unless named (docs/formats.md).
 */
/** Folders whose files are tests or their fixtures. */
const TEST_FOLDERS = new Set(['test', 'tests', '__tests__', 'testdata', 'fixtures', '__mocks__', '__fixtures__']);
/** File names of tests, by language: `x.test.ts`, `x.spec.js`, `test_x.py`, `x_test.py`, `conftest.py`, `x_test.go`, `XTests.cs`, `XTest.java`, `XIT.java`. */
const TEST_FILE = /(?:\.(?:test|spec)\.[cm]?[jt]sx?|^test_[^/]*\.py|_test\.py|^conftest\.py|_test\.go|Tests?\.cs|(?:Tests?|IT)\.java)$/;
/** Why a source file is a test (the folder or the name that says so), or undefined when it is not one. */
function testSource(path) {
    const folder = testFolder(path);
    if (folder !== undefined)
        return `it is in a ${folder}/ folder`;
    const name = path.slice(path.lastIndexOf('/') + 1);
    if (TEST_FILE.test(name))
        return `its name, ${name}, is a test's`;
    return undefined;
}
/**
 * The test folder a file is in (`test`, `fixtures`…), or undefined: a declarative MCP file there is a fixture.
 * Below a Maven or Gradle project's `src/main/`, folders are the main code's packages and resources
 * (`src/main/java/com/acme/mcp/test/server/`, a package named test): only the folders above it count.
 */
function testFolder(path) {
    const folders = path.split('/').slice(0, -1);
    const main = folders.findIndex((segment, i) => segment === 'src' && folders[i + 1] === 'main');
    return (main === -1 ? folders : folders.slice(0, main)).find((segment) => TEST_FOLDERS.has(segment));
}


/***/ }),

/***/ 7157:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   w: () => (/* binding */ AI_CATALOG_INFO)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4976);
/**
 * What tells a file is an AI Catalog, the domain-level index (`/.well-known/ai-catalog.json`) through which
 * clients discover a site's MCP Server Cards (SEP-2127's discovery document) and other AI artifacts: all
 * that classification reads. Its rules (index.ts) load only when such a file is linted. The format is the
 * "Common AI Catalog and Registry Standard" (Agent-Card/ai-catalog), an editor's draft whose examples all
 * declare `"specVersion": "1.0"`.
 */

const PATHS = ['**/.well-known/ai-catalog.json'];
const VERSIONS = ['1.0'];
const AI_CATALOG_INFO = {
    id: 'ai-catalog',
    // Only its own path names it, which no other format's matches.
    precedence: 8,
    noun: { one: 'AI Catalog', other: 'AI Catalogs' },
    title: 'AI Catalog (.well-known/ai-catalog.json)',
    paths: PATHS,
    // A file at this path is a catalog whatever it holds, so a broken one is still reported as one.
    namedBy: PATHS,
    syntax: 'json',
    versions: VERSIONS,
    // `entries` and `specVersion` are the catalog's two required members; other formats share neither shape by name.
    recognize: (value) => ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value) && (Array.isArray(value.entries) || typeof value.specVersion === 'string') ? 'likely' : 'no'),
    version: (value) => ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value) && typeof value.specVersion === 'string' && VERSIONS.includes(value.specVersion) ? value.specVersion : null),
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (AI_CATALOG_INFO);


/***/ }),

/***/ 4768:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ AMAZONQ_MCP_JSON_INFO),
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _client_config_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2715);
/**
 * What tells a file is a Amazon Q Developer MCP configuration (.amazonq/mcp.json): all that classification
 * reads. The client's model and rules (index.ts) load only when such a file is linted.
 */

const AMAZONQ_MCP_JSON_INFO = {
    id: 'amazonq-mcp-json',
    precedence: 70,
    noun: { one: 'Amazon Q config', other: 'Amazon Q configs' },
    title: 'Amazon Q Developer MCP configuration (.amazonq/mcp.json)',
    paths: ['**/.amazonq/mcp.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_0__/* .clientInfo */ .q)(AMAZONQ_MCP_JSON_INFO));


/***/ }),

/***/ 1415:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   _: () => (/* binding */ CLAUDE_CODE_MCP_JSON_INFO)
/* harmony export */ });
/* harmony import */ var _client_config_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2715);
/**
 * What tells a file is a Claude Code MCP configuration (.mcp.json): all that classification reads. The
 * client's model and rules (index.ts) load only when such a file is linted.
 */

const CLAUDE_CODE_MCP_JSON_INFO = {
    id: 'claude-code-mcp-json',
    precedence: 140,
    noun: { one: 'Claude Code config', other: 'Claude Code configs' },
    title: 'Claude Code MCP configuration (.mcp.json)',
    paths: ['**/.mcp.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
    flat: true,
    foreignKeys: { servers: "VS Code's key" },
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_0__/* .clientInfo */ .q)(CLAUDE_CODE_MCP_JSON_INFO));


/***/ }),

/***/ 8557:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   a: () => (/* binding */ CLAUDE_CODE_PLUGIN_INFO)
/* harmony export */ });
/* harmony import */ var _client_config_info_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2715);
/* harmony import */ var _claude_code_mcp_json_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1415);
/**
 * What tells a file is a Claude Code plugin manifest (.claude-plugin/plugin.json): all that classification
 * reads. The client's model and rules (index.ts) load only when such a file is linted.
 */


const CLAUDE_CODE_PLUGIN_INFO = {
    ..._claude_code_mcp_json_info_js__WEBPACK_IMPORTED_MODULE_0__/* .CLAUDE_CODE_MCP_JSON_INFO */ ._,
    id: 'claude-code-plugin',
    precedence: 130,
    noun: { one: 'Claude Code plugin', other: 'Claude Code plugins' },
    title: 'Claude Code plugin manifest (.claude-plugin/plugin.json)',
    paths: ['**/.claude-plugin/plugin.json'],
    flat: false,
    foreignKeys: {},
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_1__/* .clientInfo */ .q)(CLAUDE_CODE_PLUGIN_INFO));


/***/ }),

/***/ 9723:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ay: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   Qv: () => (/* binding */ CLAUDE_CODE_SETTINGS_INFO)
/* harmony export */ });
/* unused harmony export MCP_SETTINGS */
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4976);
/* harmony import */ var _client_config_info_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2715);
/**
 * What tells a file is Claude Code's project settings (.claude/settings.json, or a committed
 * settings.local.json): all that classification reads. It lists no servers; it says which servers of the
 * project's `.mcp.json` start without asking (index.ts).
 */


/** The settings about MCP servers (SchemaStore's claude-code-settings.json). */
const MCP_SETTINGS = ['enableAllProjectMcpServers', 'enabledMcpjsonServers', 'disabledMcpjsonServers', 'allowedMcpServers', 'deniedMcpServers'];
const CLAUDE_CODE_SETTINGS_INFO = {
    id: 'claude-code-settings',
    // Above the generic server list; no other format reads these paths.
    precedence: 13,
    noun: { one: 'Claude Code settings file', other: 'Claude Code settings files' },
    title: 'Claude Code settings (.claude/settings.json)',
    paths: ['**/.claude/settings.json', '**/.claude/settings.local.json'],
    // Claude Code's parser is not documented: comments and trailing commas are read, not reported.
    syntax: 'jsonc',
    serverKeys: [],
    // A settings file is one at its path whatever it holds; elsewhere, its MCP settings show it.
    recognize: (value) => ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value) && MCP_SETTINGS.some((key) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .hasOwn */ .$3)(value, key)) ? 'likely' : 'no'),
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_1__/* .clientInfo */ .q)(CLAUDE_CODE_SETTINGS_INFO));


/***/ }),

/***/ 3387:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   c: () => (/* binding */ CLAUDE_DESKTOP_CONFIG_INFO)
/* harmony export */ });
/* harmony import */ var _client_config_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2715);
/**
 * What tells a file is a Claude Desktop configuration (claude_desktop_config.json): all that classification
 * reads. The client's model and rules (index.ts) load only when such a file is linted.
 */

const CLAUDE_DESKTOP_CONFIG_INFO = {
    id: 'claude-desktop-config',
    precedence: 60,
    noun: { one: 'Claude Desktop config', other: 'Claude Desktop configs' },
    title: 'Claude Desktop configuration (claude_desktop_config.json)',
    paths: ['**/claude_desktop_config.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_0__/* .clientInfo */ .q)(CLAUDE_DESKTOP_CONFIG_INFO));


/***/ }),

/***/ 2715:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ clientInfo)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/* harmony import */ var _recognize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3180);
/**
 * What classification reads of a client configuration: where the client reads it, how it is parsed,
 * and the keys that show it is one. The rest of the client's spec (its model, its variables) and the
 * client-config rules load with the client's format (index.ts).
 */


function clientInfo(spec) {
    const keys = [...spec.serverKeys, ...Object.keys(spec.foreignKeys ?? {})];
    return {
        id: spec.id,
        precedence: spec.precedence,
        kind: 'client-config',
        noun: spec.noun,
        title: spec.title,
        paths: spec.paths,
        namedBy: spec.namedByPath === false ? [] : spec.paths,
        syntax: spec.syntax,
        versions: [],
        recognize(value) {
            if (spec.recognize)
                return spec.recognize(value);
            if (keys.some((key) => (0,_recognize_js__WEBPACK_IMPORTED_MODULE_0__/* .hasServerMap */ .y3)(value, key)))
                return 'likely';
            // The cheap test first: a descriptor (its "protocolVersion") is never a flat server map, and reading
            // every value of one with 10,000 keys, for each client that takes flat maps, is not cheap.
            if (spec.flat && !(typeof value === 'object' && value !== null && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, 'protocolVersion')) && (0,_recognize_js__WEBPACK_IMPORTED_MODULE_0__/* .isFlatServerMap */ .dK)(value))
                return 'likely';
            return 'no';
        },
        version: () => null,
    };
}


/***/ }),

/***/ 6358:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   f: () => (/* binding */ CODEX_CONFIG_TOML_INFO)
/* harmony export */ });
/* harmony import */ var _client_config_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2715);
/**
 * What tells a file is a Codex configuration (.codex/config.toml): all that classification reads. The
 * client's model and rules (index.ts) load only when such a file is linted.
 */

const CODEX_CONFIG_TOML_INFO = {
    id: 'codex-config-toml',
    precedence: 30,
    noun: { one: 'Codex config', other: 'Codex configs' },
    title: 'Codex configuration (.codex/config.toml)',
    paths: ['**/.codex/config.toml'],
    syntax: 'toml',
    serverKeys: ['mcp_servers'],
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_0__/* .clientInfo */ .q)(CODEX_CONFIG_TOML_INFO));


/***/ }),

/***/ 2200:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F8: () => (/* binding */ groupOf),
/* harmony export */   HE: () => (/* binding */ isPackageRoot),
/* harmony export */   _z: () => (/* binding */ inFolder),
/* harmony export */   ub: () => (/* binding */ isPackageManifest),
/* harmony export */   yS: () => (/* binding */ folderOf)
/* harmony export */ });
/* unused harmony export PACKAGE_MANIFESTS */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Which files describe one server: the MCP files of one package. A file's group is the nearest folder at
 * or above it (inside the workspace) that holds a package manifest — package.json, pyproject.toml,
 * Cargo.toml, go.mod or a *.csproj — else the file's own folder. A server.json, an MCPB manifest.json and a
 * descriptor beside (or below) one package.json describe the server that package builds, so they must
 * agree with it and with each other. The runner uses the same rule to widen a changed-files run (a bumped
 * package.json re-checks its group's MCP files), the consistency rules to find the package to compare with.
 */

/** Package manifests by exact name; a .NET project is any *.csproj. */
const PACKAGE_MANIFESTS = ['package.json', 'pyproject.toml', 'Cargo.toml', 'go.mod'];
const CSPROJ = /\.csproj$/i;
/** Names read from one folder when looking for a *.csproj: enough for any real project folder. */
const MAX_LISTED = 2000;
/** Whether a root-relative path names a package manifest (by its file name). */
function isPackageManifest(path) {
    const name = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(path);
    return PACKAGE_MANIFESTS.includes(name) || CSPROJ.test(name);
}
/** The folder of a root-relative path, '' at the root. */
function folderOf(path) {
    const dir = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(path);
    return dir === '.' ? '' : dir;
}
/** A path in a folder ('' is the root). */
function inFolder(dir, name) {
    return dir === '' ? name : `${dir}/${name}`;
}
/** Whether the folder holds a package manifest. */
function isPackageRoot(workspace, dir) {
    if (PACKAGE_MANIFESTS.some((name) => workspace.kind(inFolder(dir, name)) === 'file'))
        return true;
    return (workspace.list(dir, MAX_LISTED) ?? []).some((name) => CSPROJ.test(name) && workspace.kind(inFolder(dir, name)) === 'file');
}
/** Groups by folder, per stable workspace: every file of a folder (and every rule asking) has the same. */
const GROUPS = new WeakMap();
/** Folders whose group a workspace remembers at most; past it, it starts over (the answers stay the same). */
const MAX_GROUPS = 20_000;
/** The folder of the file's group ('' is the root); undefined for a path outside the workspace. */
function groupOf(workspace, path) {
    if (path.startsWith('/') || path.split('/').includes('..'))
        return undefined;
    const own = folderOf(path);
    if (!workspace.stable)
        return groupFrom(workspace, own);
    let groups = GROUPS.get(workspace);
    if (!groups)
        GROUPS.set(workspace, (groups = new Map()));
    let group = groups.get(own);
    if (group === undefined) {
        // A folder holds many descriptors: listing it and testing every name for *.csproj once per file was
        // a twentieth of a run.
        group = groupFrom(workspace, own);
        if (groups.size >= MAX_GROUPS)
            groups.clear();
        groups.set(own, group);
    }
    return group;
}
function groupFrom(workspace, own) {
    for (let dir = own;; dir = folderOf(dir)) {
        if (isPackageRoot(workspace, dir))
            return dir;
        if (dir === '')
            return own;
    }
}


/***/ }),

/***/ 7652:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   f: () => (/* binding */ COPILOT_CLI_MCP_JSON_INFO)
/* harmony export */ });
/* harmony import */ var _client_config_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2715);
/**
 * What tells a file is a GitHub Copilot CLI MCP configuration (.github/mcp.json): all that classification
 * reads. The client's model and the client-config rules (index.ts) load only when such a file is linted.
 */

const COPILOT_CLI_MCP_JSON_INFO = {
    id: 'copilot-cli-mcp-json',
    // Above the generic server list, whose `**/mcp.json` matches this file's path too.
    precedence: 12,
    noun: { one: 'Copilot CLI config', other: 'Copilot CLI configs' },
    title: 'GitHub Copilot CLI MCP configuration (.github/mcp.json)',
    paths: ['**/.github/mcp.json'],
    syntax: 'json',
    serverKeys: ['mcpServers'],
    // Copilot CLI reads only `mcpServers`: a file written with VS Code's key starts no server (github/copilot-cli#3083).
    foreignKeys: { servers: "VS Code's key" },
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_0__/* .clientInfo */ .q)(COPILOT_CLI_MCP_JSON_INFO));


/***/ }),

/***/ 7512:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ms: () => (/* binding */ AZURE_NAMESPACE),
  nk: () => (/* binding */ CSHARP_SOURCE_INFO),
  Ay: () => (/* binding */ csharp_source_info)
});

// EXTERNAL MODULE: ./src/formats/source/info.ts
var info = __webpack_require__(6894);
;// CONCATENATED MODULE: ./src/formats/csharp-source/global-usings.ts
/** `global using ModelContextProtocol.Server;`, `global using static …`, `global using Mcp = …`. */
const GLOBAL_USING = /^[ \t]{0,64}global[ \t]{1,16}using[ \t]{1,16}(?:static[ \t]{1,16})?(?:\w{1,64}[ \t]{0,16}=[ \t]{0,16})?ModelContextProtocol\b/m;
/** An MSBuild `<Using Include="ModelContextProtocol…" />` item, which makes a global using. */
const USING_ITEM = /<Using[ \t\r\n]{1,64}Include[ \t]{0,8}=[ \t]{0,8}["']ModelContextProtocol\b/;
/** Folders walked up for the project file, and names listed in each. */
const MAX_DEPTH = 12;
const MAX_LISTED = 256;
/** Files read at most for one project, and the head read of each: global usings come first. */
const MAX_FILES = 16;
const MAX_FILE = 256 * 1024;
/** Project folders a workspace remembers at most; past it, it starts over (the answers stay the same). */
const MAX_PROJECTS = 5_000;
const PROJECTS = new WeakMap();
/** Whether the project the file is in (the nearest folder at or above it with a .csproj) has the SDK's namespace as a global using. */
function projectUsesSdk(path, workspace) {
    if (!workspace || path.startsWith('/') || path.split('/').includes('..'))
        return false;
    const segments = path.split('/').slice(0, -1);
    for (let depth = segments.length; depth >= Math.max(0, segments.length - MAX_DEPTH); depth--) {
        const folder = segments.slice(0, depth).join('/');
        const names = workspace.list(folder, MAX_LISTED) ?? [];
        if (!names.some((name) => name.endsWith('.csproj')))
            continue;
        if (!workspace.stable)
            return globalUsings(workspace, folder, names, segments.slice(0, depth));
        let projects = PROJECTS.get(workspace);
        if (!projects)
            PROJECTS.set(workspace, (projects = new Map()));
        let found = projects.get(folder);
        if (found === undefined) {
            found = globalUsings(workspace, folder, names, segments.slice(0, depth));
            if (projects.size >= MAX_PROJECTS)
                projects.clear();
            projects.set(folder, found);
        }
        return found;
    }
    return false;
}
function globalUsings(workspace, folder, names, segments) {
    const inFolder = (at, name) => (at === '' ? name : `${at}/${name}`);
    let reads = MAX_FILES;
    const says = (file, pattern) => {
        if (reads-- <= 0 || workspace.kind(file) !== 'file')
            return false;
        const bytes = workspace.head(file, MAX_FILE);
        return bytes !== undefined && pattern.test(new TextDecoder().decode(bytes));
    };
    for (const name of names)
        if (name.endsWith('.csproj') && says(inFolder(folder, name), USING_ITEM))
            return true;
    // GlobalUsings.cs, Usings.cs first: the files read are bounded.
    const sources = names.filter((name) => name.endsWith('.cs'));
    for (const name of [...sources.filter((n) => /using/i.test(n)), ...sources.filter((n) => !/using/i.test(n))])
        if (says(inFolder(folder, name), GLOBAL_USING))
            return true;
    // Directory.Build.props applies to every project below it.
    for (let depth = segments.length; depth >= 0; depth--) {
        if (says(inFolder(segments.slice(0, depth).join('/'), 'Directory.Build.props'), USING_ITEM))
            return true;
    }
    return false;
}

;// CONCATENATED MODULE: ./src/formats/csharp-source/info.ts
/**
 * What tells that a file is a C# MCP server's source: a `.cs` file that uses the official SDK's
 * namespace (`ModelContextProtocol`), itself or through its project's global usings, or Azure Functions' MCP extension's. All that classification reads; the reader and rules (index.ts)
 * load only when such a file is linted.
 */


const PATHS = ['**/?*.cs'];
/** Azure Functions' MCP extension for the .NET isolated worker, whose `[McpToolTrigger]` parameters make tools. */
const AZURE_NAMESPACE = 'Microsoft.Azure.Functions.Worker.Extensions.Mcp';
const CSHARP_SOURCE_INFO = (0,info/* sourceInfo */.A)({
    id: 'csharp-source',
    // Never ties with another format: source files are told by path and imports, not by parsed content.
    precedence: 4,
    noun: { one: 'C# server file', other: 'C# server files' },
    title: 'C# MCP server source (McpServerTool methods)',
    paths: PATHS,
    // A file with `[McpServerTool]` (or another `[McpServer…]` attribute) and no namespace of its own is one
    // when its project's global usings bring the SDK in (global-usings.ts).
    importsSdk: (text, path, workspace) => text.includes('ModelContextProtocol') ||
        text.includes(AZURE_NAMESPACE) ||
        (path !== undefined && text.includes('[McpServer') && projectUsesSdk(path, workspace)),
});
/* harmony default export */ const csharp_source_info = (CSHARP_SOURCE_INFO);


/***/ }),

/***/ 423:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   S: () => (/* binding */ CURSOR_MCP_JSON_INFO)
/* harmony export */ });
/* harmony import */ var _client_config_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2715);
/**
 * What tells a file is a Cursor MCP configuration (.cursor/mcp.json): all that classification reads. The
 * client's model and rules (index.ts) load only when such a file is linted.
 */

const CURSOR_MCP_JSON_INFO = {
    id: 'cursor-mcp-json',
    precedence: 110,
    noun: { one: 'Cursor config', other: 'Cursor configs' },
    title: 'Cursor MCP configuration (.cursor/mcp.json)',
    paths: ['**/.cursor/mcp.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
    flat: true,
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_0__/* .clientInfo */ .q)(CURSOR_MCP_JSON_INFO));


/***/ }),

/***/ 7786:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   b: () => (/* binding */ DOCKER_MCP_CATALOG_TOOLS_INFO)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4976);
/**
 * What tells a Docker MCP catalog entry's tool list, `servers/<name>/tools.json` beside its server.yaml:
 * all that classification reads. Docker's own shape describes each tool's `arguments` as
 * `{name, type, desc, optional}` (internal/mcp/types.go in docker/mcp-registry), read by the catalog build
 * instead of starting the server; a list in MCP's own shape (with `inputSchema`) is a committed tools/list
 * result (mcp-tool-list), and a remote server's `[]` says its tools are found when it runs.
 */

const DOCKER_MCP_CATALOG_TOOLS_INFO = {
    id: 'docker-mcp-catalog-tools',
    // Above the generic server list; a tool list in MCP's shape goes to mcp-tool-list, which recognizes no Docker tool.
    precedence: 16,
    noun: { one: 'Docker catalog tool list', other: 'Docker catalog tool lists' },
    title: 'Docker MCP catalog tool list (servers/<name>/tools.json)',
    paths: ['**/servers/*/tools.json'],
    namedBy: [],
    onlyAtPaths: true,
    syntax: 'json',
    versions: [],
    // Named tools, none in MCP's shape: an array of them (or none at all) at the catalog's path.
    recognize: (value) => Array.isArray(value) && value.every((tool) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(tool) && typeof tool.name === 'string' && !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .hasOwn */ .$3)(tool, 'inputSchema')) ? 'likely' : 'no',
    version: () => null,
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (DOCKER_MCP_CATALOG_TOOLS_INFO);


/***/ }),

/***/ 7184:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   d: () => (/* binding */ DOCKER_MCP_CATALOG_INFO)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4976);
/**
 * What tells a Docker MCP catalog entry, `servers/<name>/server.yaml` in docker/mcp-registry (and in
 * servers' own repositories that copy it): all that classification reads. There is no schema: the
 * contract is the registry's Go types (pkg/servers/types.go) and its CI validator (cmd/validate), whose
 * checks the rules (index.ts) restate. A `server.yaml` anywhere else is some other tool's.
 */

const DOCKER_MCP_CATALOG_INFO = {
    id: 'docker-mcp-catalog',
    // Above the generic server list; no other format reads this path.
    precedence: 14,
    noun: { one: 'Docker catalog entry', other: 'Docker catalog entries' },
    title: 'Docker MCP catalog entry (servers/<name>/server.yaml)',
    paths: ['**/servers/*/server.yaml'],
    // Other tools keep a server.yaml in a servers/ folder too: the content must show it.
    namedBy: [],
    onlyAtPaths: true,
    syntax: 'yaml',
    versions: [],
    // Every catalog entry has these four (328 of 328 in the registry).
    recognize: (value) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value) && typeof value.name === 'string' && typeof value.type === 'string' && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value.meta) && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value.about) ? 'likely' : 'no',
    version: () => null,
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (DOCKER_MCP_CATALOG_INFO);


/***/ }),

/***/ 2288:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   b: () => (/* binding */ FASTMCP_JSON_INFO)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4976);
/**
 * What tells FastMCP's declarative server configuration, `fastmcp.json` (or `<name>.fastmcp.json`): all
 * that classification reads. The `fastmcp` CLI reads it to find the server's code, build its Python
 * environment and run it (PrefectHQ/fastmcp, schema v1). A file there with `mcpServers` is a client
 * configuration to FastMCP as well, and one of another shape is no MCP file.
 */

/** The schema URLs FastMCP has published: `…/public/schemas/fastmcp.json/v1.json`, `…/latest.json`, and older ones. */
const SCHEMA = /^https?:\/\/gofastmcp\.com\/.*fastmcp/;
const FASTMCP_JSON_INFO = {
    id: 'fastmcp-json',
    // Above the generic server list; no other format reads these paths.
    precedence: 15,
    noun: { one: 'FastMCP configuration', other: 'FastMCP configurations' },
    title: 'FastMCP server configuration (fastmcp.json)',
    paths: ['**/fastmcp.json', '**/?*.fastmcp.json'],
    namedBy: [],
    onlyAtPaths: true,
    syntax: 'json',
    versions: [],
    recognize(value) {
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value) || (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .hasOwn */ .$3)(value, 'mcpServers'))
            return 'no';
        if (typeof value.$schema === 'string' && SCHEMA.test(value.$schema))
            return 'certain';
        if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value.source) && typeof value.source.path === 'string')
            return 'likely';
        // The first generation's (August 2025) top-level entrypoint, which FastMCP no longer reads.
        const entrypoint = value.entrypoint;
        return typeof entrypoint === 'string' || ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(entrypoint) && typeof entrypoint.file === 'string') ? 'likely' : 'no';
    },
    version: () => null,
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (FASTMCP_JSON_INFO);


/***/ }),

/***/ 9672:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   j: () => (/* binding */ GEMINI_EXTENSION_INFO)
/* harmony export */ });
/* harmony import */ var _client_config_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2715);
/**
 * What tells a file is a Gemini CLI extension (gemini-extension.json): all that classification reads. The
 * client's model and rules (index.ts) load only when such a file is linted.
 */

const GEMINI_EXTENSION_INFO = {
    id: 'gemini-extension',
    precedence: 40,
    noun: { one: 'Gemini extension', other: 'Gemini extensions' },
    title: 'Gemini CLI extension (gemini-extension.json)',
    paths: ['**/gemini-extension.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_0__/* .clientInfo */ .q)(GEMINI_EXTENSION_INFO));


/***/ }),

/***/ 3510:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   J: () => (/* binding */ GEMINI_SETTINGS_INFO)
/* harmony export */ });
/* harmony import */ var _client_config_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2715);
/**
 * What tells a file is a Gemini CLI settings (.gemini/settings.json): all that classification reads. The
 * client's model and rules (index.ts) load only when such a file is linted.
 */

const GEMINI_SETTINGS_INFO = {
    id: 'gemini-settings',
    precedence: 50,
    noun: { one: 'Gemini settings file', other: 'Gemini settings files' },
    title: 'Gemini CLI settings (.gemini/settings.json)',
    paths: ['**/.gemini/settings.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_0__/* .clientInfo */ .q)(GEMINI_SETTINGS_INFO));


/***/ }),

/***/ 3844:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fM: () => (/* binding */ eachInModule),
  RQ: () => (/* binding */ handRolledServer),
  cD: () => (/* binding */ moduleOf),
  GC: () => (/* binding */ namesNoSdk)
});

// UNUSED EXPORTS: hasToolMethods

// EXTERNAL MODULE: ./src/protocol/versions.ts
var versions = __webpack_require__(5159);
// EXTERNAL MODULE: ./src/formats/rust-source/crate.ts
var crate = __webpack_require__(8276);
// EXTERNAL MODULE: ./src/formats/go-source/registrars.ts
var go_source_registrars = __webpack_require__(8927);
;// CONCATENATED MODULE: ./src/formats/go-source/copies.ts
/**
 * A hand-rolled Go server's registry that keeps definitions of a type of its own and lists copies of
 * them (registrars.ts reads the registrations): `func (r *Registry) Register(def ToolDef) { r.tools[def.Name]
 * = &def; … }`, whose list (a method the `tools/list` answer gives as the tools: `Tools: s.registry.List()`)
 * makes for each definition it keeps a literal of a tool type, every field copied unchanged from one
 * definition: `Tool{Name: def.Name, Description: def.Description, InputSchema: def.Schema}`, with nothing
 * that could leave one out or change it (no `if`, `continue`, `break`, `goto`, `switch`). The definition's
 * fields are then the tool's keys the copy gives them (`Schema` → `inputSchema`), its schema read by the
 * struct types declared beside the tool type.
 */

const CALLED = /\.([A-Za-z_]\w{0,63})[ \t]{0,4}\(/g;
const SKIPS = /\b(?:if|continue|break|goto|switch|select)\b/;
const PACKAGE = /^package[ \t]+([A-Za-z_]\w{0,63})/m;
/** `Tool{` or `pkg.Tool{` with only `Field: v.Field` pairs in it. */
const COPY = /\b(?:[A-Za-z_]\w{0,63}\.)?([A-Za-z_]\w{0,63})\{((?:[ \t\r\n]{0,64}[A-Z]\w{0,63}[ \t]{0,16}:[ \t]{0,16}[A-Za-z_]\w{0,63}\.[A-Z]\w{0,63}[ \t]{0,16},?){1,16})[ \t\r\n]{0,64}\}/g;
const PAIR = /([A-Z]\w{0,63})[ \t]{0,16}:[ \t]{0,16}([A-Za-z_]\w{0,63})\.([A-Z]\w{0,63})/g;
/**
 * The registering methods of a serving package (`unit`: its files' text joined) whose definitions its list
 * copies into one of `types`, each with the definition read as a tool type; `files` to find the definition's declaration.
 */
function copiedRegistrars(unit, types, files) {
    const found = new Map();
    for (const match of unit.matchAll(go_source_registrars/* REGISTRAR */.OA)) {
        const [, receiver, , method, parameter, type] = match;
        if (types.has(type))
            continue;
        const kept = (0,go_source_registrars/* keptField */.hB)((0,go_source_registrars/* bodyAfter */.PZ)(unit, unit.indexOf('{', match.index + match[0].length) + 1), receiver, parameter);
        const declared = kept && kept.via === undefined ? files.find(([, text]) => new RegExp(`^type[ \\t]+${type}[ \\t]+struct\\b`, 'm').test(text)) : undefined;
        const registering = (0,go_source_registrars/* bodyAfter */.PZ)(unit, unit.indexOf('{', match.index + match[0].length) + 1);
        const copy = declared && kept ? copiedAs(unit, kept.field, types, { receiver, parameter, body: registering }) : undefined;
        if (!declared || !copy)
            continue;
        found.set(method, { type, pkg: PACKAGE.exec(declared[1])?.[1] ?? '', fields: copy.fields, at: declared[0], shapes: copy.struct.shapes });
    }
    return found;
}
/** The tool type a listing method builds from each definition kept in `field`, and the definition's fields by the keys the copy gives them. */
function copiedAs(unit, field, types, registrar) {
    for (const answer of (0,go_source_registrars/* listAnswers */.od)(unit))
        for (const [, method] of answer.matchAll(CALLED)) {
            // The method whose result the answer gives as the tools.
            if (!new RegExp(`(?:"tools"|\\bTools)[ \\t]{0,16}:[ \\t]{0,16}(?:[A-Za-z_]\\w{0,63}\\.){0,3}${method}\\(\\)`).test(answer))
                continue;
            const declared = new RegExp(`\\bfunc[ \\t]{0,16}\\([^)\\n]{0,128}\\)[ \\t]{0,16}${method}[ \\t]{0,16}\\(\\)`).exec(unit);
            const body = declared ? (0,go_source_registrars/* bodyAfter */.PZ)(unit, unit.indexOf('{', declared.index + declared[0].length) + 1) : '';
            if (!new RegExp(`\\.${field}\\b`).test(body) || SKIPS.test(body))
                continue;
            for (const [, type, pairs] of body.matchAll(COPY)) {
                const struct = types.get(type);
                const copied = struct && fieldsOf(pairs, struct);
                if (struct && copied && boundFrom(unit, body, field, registrar, copied.source))
                    return { struct, fields: copied.fields };
            }
        }
    return undefined;
}
/** The definition's fields by the tool keys a copy's `Field: v.Field` pairs give them, when every value is a field of one `v` and the name is among them. */
function fieldsOf(pairs, struct) {
    const fields = new Map();
    const sources = new Set();
    for (const [, target, source, from] of pairs.matchAll(PAIR)) {
        const key = struct.fields.get(target);
        sources.add(source);
        if (key !== undefined)
            fields.set(from, key);
    }
    const [source] = sources;
    return sources.size === 1 && [...fields.values()].includes('name') ? { fields, source } : undefined;
}
/**
 * Whether the listing's `source` is each definition kept in `field`, the only write of it the registrar's:
 * the loop ranges over `field` (`for _, def := range r.defs`), or over another field the registrar alone
 * appends each definition's key to, taking the definition by it (`for _, name := range r.order { def :=
 * r.tools[name]`).
 */
function boundFrom(unit, body, field, { receiver, parameter, body: registering }, source) {
    const writes = (name) => unit.match(new RegExp(`\\.${name}[ \\t]{0,16}(?:\\[[^\\]\\n]{0,128}\\])?[ \\t]{0,16}=(?!=)`, 'g'))?.length ?? 0;
    if (writes(field) !== 1)
        return false;
    if (new RegExp(`\\bfor[ \\t]{1,16}\\w{1,64}[ \\t]{0,16},[ \\t]{0,16}${source}[ \\t]{0,16}:=[ \\t]{0,16}range[ \\t]{1,16}\\w{1,64}\\.${field}[ \\t]{0,16}\\{`).test(body))
        return true;
    const ranged = /\bfor[ \t]{1,16}_[ \t]{0,16},[ \t]{0,16}(\w{1,64})[ \t]{0,16}:=[ \t]{0,16}range[ \t]{1,16}\w{1,64}\.(\w{1,64})[ \t]{0,16}\{/.exec(body);
    if (!ranged || writes(ranged[2]) !== 1)
        return false;
    const [, key, order] = ranged;
    const appends = new RegExp(`\\b${receiver}\\.${order}[ \\t]{0,16}=[ \\t]{0,16}append\\([ \\t]{0,16}${receiver}\\.${order}[ \\t]{0,16},[ \\t]{0,16}${parameter}\\.\\w{1,64}[ \\t]{0,16}\\)`);
    const taken = new RegExp(`\\b${source}[ \\t]{0,16}:=[ \\t]{0,16}\\w{1,64}\\.${field}\\[[ \\t]{0,16}${key}[ \\t]{0,16}\\]`);
    return appends.test(registering) && taken.test(body);
}

// EXTERNAL MODULE: ./src/formats/go-source/keyed.ts
var go_source_keyed = __webpack_require__(7353);
// EXTERNAL MODULE: ./src/formats/go-source/map-tools.ts
var map_tools = __webpack_require__(6779);
// EXTERNAL MODULE: ./src/formats/go-source/sdk.ts
var sdk = __webpack_require__(2299);
;// CONCATENATED MODULE: ./src/formats/go-source/hand-rolled.ts
/**
 * A hand-rolled Go MCP server: a module with no SDK that answers JSON-RPC itself. It is one when a file of
 * the module (the nearest folder with a go.mod; its `.go` files a few levels deep, no tests, no `vendor`)
 * handles the `tools/list` method (`case "tools/list":`), answers `initialize` with MCP's own fields
 * (`"serverInfo"` or `"protocolVersion"`), and lists tools by their own methods (`.Name()`,
 * `.Description()` and an input schema method: `.InputSchema()`). Its tools are then the types with those
 * methods that this serving file makes (`&tools.Search{…}`) or gets from a constructor it calls
 * (`tools.NewSearchTool(client)`, a function of the type's file that returns `*Search`): method-tools.ts.
 * Of several serving files, package main's (what the module's commands run) are taken when there are any.
 * Other listings are read: Tool struct literals a registering method keeps (registrars.ts, read by
 * each package, a folder's files being one namespace; or definitions whose copies it lists, copies.ts), a map of tools listed by key (keyed.ts), and
 * a slice of maps the answer writes (map-tools.ts).
 * It speaks the protocol version it answers when that is written as a literal (or a same-file `const`);
 * every version mcpdesc knows is assumed otherwise. Plain bounded text tests, read only for a file that
 * gives a type `Name()` and `Description()` methods. Cheap to import: classification loads it.
 */







/** A `case` on the method: the module serves the tool list. */
const HANDLES_LIST = /\bcase[ \t]{1,16}(?:"[^"\n]{0,64}"[ \t]{0,16},[ \t]{0,16}){0,8}"tools\/list"[ \t]{0,16}[,:]/;
/** The `initialize` answer's fields: map keys, or a `case "initialize":` answered with a struct's `ProtocolVersion:`. */
const ANSWERS_INITIALIZE = /"(?:serverInfo|protocolVersion)"[ \t\r\n]{0,16}:/;
const INITIALIZE_CASE = /\bcase[ \t]{1,16}"initialize"[ \t]{0,16}:/;
const VERSION_FIELD = /\bProtocolVersion[ \t\r\n]{0,16}:/;
/** The input schema method the listing reads (it reads `.Name()` and `.Description()` too). */
const SCHEMA_CALL = /\.(InputSchema|GetInputSchema|Schema)\(\)/;
const PROTOCOL = /(?:"protocolVersion"|\bProtocolVersion)[ \t\r\n]{0,16}:[ \t\r\n]{0,16}(?:"(\d{4}-\d{2}-\d{2})"|([A-Za-z_][A-Za-z0-9_]{0,63})\b)/;
/** `func (t *Search) Name() string`: a type's own method, by name. */
const method = (name) => new RegExp(`\\bfunc[ \\t]{0,16}\\([ \\t]{0,16}(?:[A-Za-z_][A-Za-z0-9_]{0,63}[ \\t]{1,16})?\\*?[ \\t]{0,16}[A-Za-z_][A-Za-z0-9_]{0,63}[ \\t]{0,16}\\)[ \\t]{0,16}${name}[ \\t]{0,16}\\([ \\t]{0,16}\\)[ \\t]{0,16}string\\b`);
const NAME_METHOD = method('Name');
const DESCRIPTION_METHOD = method('Description');
/** A function the serving file calls (`NewSearchTool(`; not `func NewSearchTool(`, its declaration). */
const hand_rolled_CALLED = /(\bfunc[ \t]{1,16})?\b([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,4}\(/g;
/** A type it makes as a composite literal (`&tools.Search{`, `Search{}` as an item or a value), not a block's `{`. */
const MADE = /(?:[=(,:&{\n]|\breturn)[ \t]{0,16}(?:[A-Za-z_][A-Za-z0-9_]{0,63}\.)?([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,4}\{/g;
const MAX_USED = 8_192;
const MAX_DEPTH = 12;
const MAX_LISTED = 512;
/** The module's files read at most, the head read of each, and the folders walked below its root. */
const MAX_FILES = 256;
const MAX_FILE = 1 << 20;
const MAX_NESTING = 5;
/** Serving files taken at most. */
const MAX_SERVING = 16;
const PACKAGE_MAIN = /^package[ \t]+main\b/m;
const hand_rolled_PACKAGE = /^package[ \t]+([A-Za-z_][A-Za-z0-9_]{0,63})/m;
const MODULES = new WeakMap();
const STRUCT_MODULES = new WeakMap();
const KEYED_MODULES = new WeakMap();
const CONSTRUCTOR = /\bfunc[ \t]{1,16}([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,4}\(/g;
/** Whether the file names no SDK module (mark3labs/mcp-go, the official go-sdk, metoro-io/mcp-golang). */
function namesNoSdk(text) {
    return !text.includes('github.com/mark3labs/mcp-go') && !text.includes('github.com/modelcontextprotocol/go-sdk') && !(0,sdk/* importsGolang */.vw)(text);
}
/** Whether the text gives a type tool methods of its own: `Name() string` and `Description() string`. */
function hasToolMethods(text) {
    return text.includes('Name()') && NAME_METHOD.test(text) && DESCRIPTION_METHOD.test(text);
}
/**
 * The hand-rolled server of the module the file at `path` is in, or undefined. A module may hold several
 * serving files: those of package main are what its commands run, and a serving package beside them that
 * no command uses is never served, so they alone are taken when there are any; every one otherwise.
 */
function handRolledServer(text, path, workspace) {
    return ((hasToolMethods(text) ? methodServer(text, path, workspace) : undefined) ??
        (text.includes('Name:') ? structServer(text, path, workspace) : undefined) ??
        (DESCRIPTION_METHOD.test(text) ? keyedServer(text, path, workspace) : undefined) ??
        (text.includes('tools/list') && (0,map_tools/* listsMaps */.F)(text) ? mapServer(text, path, workspace) : undefined));
}
/**
 * The server of a file whose `tools/list` answer writes a slice of maps (map-tools.ts), when its package
 * (the file's folder) answers `initialize` with MCP's fields.
 */
function mapServer(text, path, workspace) {
    const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
    const siblings = [[path, text]];
    if (!answers(text) && workspace && !path.split('/').includes('..'))
        for (const name of workspace.list(folder, MAX_LISTED) ?? []) {
            const at = inFolder(folder, name);
            const bytes = name.endsWith('.go') && !name.endsWith('_test.go') && at !== path ? workspace.head(at, MAX_FILE) : undefined;
            if (bytes && siblings.length < MAX_FILES)
                siblings.push([at, new TextDecoder().decode(bytes)]);
        }
    const unit = siblings.map(([, source]) => source).join('\n');
    if (!answers(unit))
        return undefined;
    const answering = siblings.find(([, source]) => PROTOCOL.test(source)) ?? siblings[0];
    for (const [at] of siblings.slice(1))
        workspace?.drawsOn?.(at);
    return {
        ...spoken([[answering[0], unit]]),
        at: [path],
        calls: new Set(),
        made: new Set(),
        registrars: new Map(),
        lists: new Map(),
        results: new Set(),
        types: new Map(),
        maps: true,
    };
}
/** The server of the file's module when its answer lists a map of tools by key (keyed.ts) and the file declares a constructor of an entry. */
function keyedServer(text, path, workspace) {
    const module = moduleOf(path, workspace);
    if (module === undefined || !workspace)
        return undefined;
    const found = (0,crate/* perCrate */.bE)(KEYED_MODULES, workspace, module, () => {
        const files = [];
        eachInModule(workspace, module, (at, source) => files.push([at, source]));
        for (const members of hand_rolled_packages(files)) {
            if (!members.some(([, source]) => source.includes('tools/list')))
                continue;
            const unit = members.map(([, source]) => source).join('\n');
            const keyed = answers(unit) ? (0,go_source_keyed/* keyedListing */.D)(unit) : undefined;
            if (!keyed)
                continue;
            const answering = members.find(([, source]) => PROTOCOL.test(source)) ?? members[0];
            const calls = new Set([...keyed.constructors.keys()].map((at) => at.slice(at.indexOf('.') + 1)));
            return {
                ...spoken([[answering[0], unit]]),
                at: members.map(([at]) => at),
                schemaMethod: keyed.schemaMethod,
                calls,
                made: new Set(),
                registrars: new Map(),
                lists: new Map(),
                results: new Set(),
                types: new Map(),
                keyed: keyed.constructors,
            };
        }
        return undefined;
    });
    const own = hand_rolled_PACKAGE.exec(text)?.[1];
    if (!found || ![...text.matchAll(CONSTRUCTOR)].some((match) => found.keyed?.has(`${own}.${match[1]}`)))
        return undefined;
    for (const at of found.at)
        workspace.drawsOn?.(at);
    return found;
}
function methodServer(text, path, workspace) {
    const module = moduleOf(path, workspace);
    if (module === undefined || !workspace)
        return serves(text) ? server([[path, text]]) : undefined;
    const found = (0,crate/* perCrate */.bE)(MODULES, workspace, module, () => {
        const serving = [];
        eachInModule(workspace, module, (at, source) => {
            if (serving.length < MAX_SERVING && serves(source))
                serving.push([at, source]);
        });
        const main = serving.filter(([, source]) => PACKAGE_MAIN.test(source));
        return serving.length === 0 ? undefined : server(main.length > 0 ? main : serving);
    });
    for (const at of found?.at ?? [])
        workspace.drawsOn?.(at);
    return found;
}
/**
 * The server of the file's module when it lists Tool struct literals its registering methods keep
 * (registrars.ts) and the file hands one to such a method.
 */
function structServer(text, path, workspace) {
    const module = moduleOf(path, workspace);
    const found = module === undefined || !workspace
        ? structServing([[path, text]])
        : (0,crate/* perCrate */.bE)(STRUCT_MODULES, workspace, module, () => {
            const files = [];
            eachInModule(workspace, module, (at, source) => files.push([at, source]));
            return structServing(files);
        });
    if (!found || !(found.lists.has(path) || (0,go_source_registrars/* callsRegistrar */.he)(text, found.registrars) || (0,go_source_registrars/* returnsServed */.v9)(text, found.results, found.types)))
        return undefined;
    // The tool types' tags decide what a literal's fields are: their files are drawn on too.
    for (const at of new Set([...found.at, ...[...found.types.values()].map((struct) => struct.at)]))
        workspace?.drawsOn?.(at);
    return found;
}
/**
 * The struct server of these files: the packages that answer MCP's methods and declare registering methods
 * for a tool type among them, list its slice literals, or serve a function's result. A package (a folder's
 * files) is one namespace: its `tools/list` case may call a method another of its files declares.
 */
function structServing(files) {
    const types = (0,go_source_registrars/* toolStructs */.lt)(files);
    if (types.size === 0)
        return undefined;
    const registrars = new Map();
    const lists = new Map();
    const results = new Set();
    const at = [];
    const units = [];
    for (const members of hand_rolled_packages(files)) {
        if (units.length >= MAX_SERVING || !members.some(([, text]) => text.includes('tools/list')))
            continue;
        const unit = members.map(([, text]) => text).join('\n');
        if (!answers(unit))
            continue;
        const own = (0,go_source_registrars/* registrarsIn */.kC)(unit, types);
        for (const [method, struct] of copiedRegistrars(unit, types, files))
            if (!own.has(method))
                own.set(method, struct);
        const served = (0,go_source_registrars/* servedResults */.qF)(unit);
        for (const [path, text] of members) {
            const listed = text.includes('tools/list') ? (0,go_source_registrars/* listedIn */.tl)(text, types) : undefined;
            if (listed)
                lists.set(path, listed);
        }
        if (own.size === 0 && served.size === 0 && !members.some(([path]) => lists.has(path)))
            continue;
        at.push(...members.map(([path]) => path));
        // The version is read from the file that answers it, else the one that handles the list.
        const answering = members.find(([, text]) => PROTOCOL.test(text)) ?? members.find(([, text]) => HANDLES_LIST.test(text)) ?? members[0];
        units.push([answering[0], unit]);
        for (const fn of served)
            results.add(fn);
        for (const [method, struct] of own)
            if (!registrars.has(method))
                registrars.set(method, struct);
    }
    for (const method of (0,go_source_registrars/* forwarded */.Vl)(files, registrars))
        registrars.delete(method);
    return units.length === 0 ? undefined : { ...spoken(units), at, calls: new Set(), made: new Set(), registrars, lists, results, types };
}
/** The files grouped by folder (each a Go package), in the order first met. */
function hand_rolled_packages(files) {
    const found = new Map();
    for (const file of files) {
        const folder = file[0].slice(0, Math.max(0, file[0].lastIndexOf('/')));
        const members = found.get(folder) ?? [];
        found.set(folder, members);
        members.push(file);
    }
    return [...found.values()];
}
/** Whether the file handles `tools/list` and answers `initialize` with MCP's fields. */
function answers(text) {
    return text.includes('tools/list') && HANDLES_LIST.test(text) && (ANSWERS_INITIALIZE.test(text) || (INITIALIZE_CASE.test(text) && VERSION_FIELD.test(text)));
}
function serves(text) {
    return answers(text) && text.includes('.Name()') && text.includes('.Description()') && SCHEMA_CALL.test(text);
}
/** What the serving files (path and text, the first giving the protocol version) list tools by. */
function server(files) {
    const calls = new Set();
    const made = new Set();
    for (const [, text] of files) {
        for (const match of text.matchAll(hand_rolled_CALLED))
            if (match[1] === undefined && calls.size < MAX_USED)
                calls.add(match[2]);
        for (const match of text.matchAll(MADE))
            if (made.size < MAX_USED)
                made.add(match[1]);
    }
    const schemaMethod = SCHEMA_CALL.exec(files[0][1])[1];
    return {
        ...spoken(files),
        at: files.map(([path]) => path),
        schemaMethod,
        calls,
        made,
        registrars: new Map(),
        lists: new Map(),
        results: new Set(),
        types: new Map(),
    };
}
/** The protocol versions the first serving file answers `initialize` with, and where that was read. */
function spoken(files) {
    const [at, text] = files[0];
    const match = PROTOCOL.exec(text);
    let answered = match?.[1];
    if (match?.[2] !== undefined) {
        const constant = new RegExp(`\\b${match[2]}[ \\t]{0,16}(?:string[ \\t]{0,16})?=[ \\t]{0,16}"(\\d{4}-\\d{2}-\\d{2})"`);
        answered = constant.exec(text)?.[1];
    }
    if ((0,versions/* isVersion */.lF)(answered))
        return { versions: [answered], from: `${at}: a hand-rolled server (no SDK) that answers protocolVersion ${answered}` };
    const why = answered === undefined ? 'answers no literal protocolVersion' : `answers protocolVersion ${answered}, which mcpdesc does not know`;
    return { versions: [...versions/* VERSIONS */.S8], from: `assumed every protocol version: ${at}, a hand-rolled server (no SDK), ${why}` };
}
/** The folder of the module the file at `path` is in (the nearest with a go.mod), or undefined. */
function moduleOf(path, workspace) {
    if (!workspace || path.startsWith('/') || path.split('/').includes('..'))
        return undefined;
    const segments = path.split('/').slice(0, -1);
    for (let depth = segments.length; depth >= Math.max(0, segments.length - MAX_DEPTH); depth--) {
        const folder = segments.slice(0, depth).join('/');
        if (workspace.kind(inFolder(folder, 'go.mod')) === 'file')
            return folder;
    }
    return undefined;
}
/** Hands `visit` each of the module's Go files (bounded; no tests, no `vendor` or `testdata`), nearest the root first. */
function eachInModule(workspace, module, visit) {
    let reads = MAX_FILES;
    const waiting = [[module, 0]];
    while (waiting.length > 0 && reads > 0) {
        const [folder, nesting] = waiting.shift();
        for (const name of workspace.list(folder, MAX_LISTED) ?? []) {
            const at = inFolder(folder, name);
            const kind = workspace.kind(at);
            if (kind === 'directory' && nesting < MAX_NESTING && !name.startsWith('.') && name !== 'vendor' && name !== 'testdata')
                waiting.push([at, nesting + 1]);
            if (kind !== 'file' || !name.endsWith('.go') || name.endsWith('_test.go') || reads-- <= 0)
                continue;
            const bytes = workspace.head(at, MAX_FILE);
            if (bytes)
                visit(at, new TextDecoder().decode(bytes));
        }
    }
}
function inFolder(folder, name) {
    return folder === '' ? name : `${folder}/${name}`;
}


/***/ }),

/***/ 2923:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   _: () => (/* binding */ GO_SOURCE_INFO)
/* harmony export */ });
/* harmony import */ var _source_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6894);
/* harmony import */ var _hand_rolled_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3844);
/**
 * What tells that a file is a Go MCP server's source: a `.go` file that imports mark3labs/mcp-go, the
 * official go-sdk or metoro-io/mcp-golang, or gives tool types their methods in a module that answers MCP's methods by hand. All that classification reads; the reader and rules (index.ts) load only when such a
 * file is linted.
 */


const PATHS = ['**/?*.go'];
const GO_SOURCE_INFO = (0,_source_info_js__WEBPACK_IMPORTED_MODULE_0__/* .sourceInfo */ .A)({
    id: 'go-source',
    // Never ties with another format: source files are told by path and imports, not by parsed content.
    precedence: 5,
    noun: { one: 'Go server file', other: 'Go server files' },
    title: 'Go MCP server source (mcp-go, go-sdk and mcp-golang tools)',
    paths: PATHS,
    // A module with no SDK is one when it answers MCP's methods itself and lists the file's tool types (hand-rolled.ts).
    importsSdk: (text, path, workspace) => !(0,_hand_rolled_js__WEBPACK_IMPORTED_MODULE_1__/* .namesNoSdk */ .GC)(text) || (path !== undefined && (0,_hand_rolled_js__WEBPACK_IMPORTED_MODULE_1__/* .handRolledServer */ .RQ)(text, path, workspace) !== undefined),
});
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (GO_SOURCE_INFO);


/***/ }),

/***/ 4163:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ jsonLiteral)
/* harmony export */ });
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6065);
/* harmony import */ var _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8600);
/**
 * The JSON a Go literal stands for, as a hand-rolled server writes an input schema: a map literal
 * (`map[string]interface{}` or `map[string]any`) with slices (`[]string{…}`, `[]interface{}{…}`) and maps
 * in it, each value placed where it is written; and, given the module's struct types whose fields are all
 * tagged, their literals (`mcp.InputSchema{Type: "object", Properties: map[string]mcp.Property{…}}`) as
 * `encoding/json` writes them: by the tags, `omitempty` fields left out when empty, fields not written
 * as their zero value when that is a string, a number or a boolean. Anything else in it (another struct,
 * a call, a field not written whose zero value is `null`) is not statically known.
 */


const MAX_DEPTH = 32;
/** What `encoding/json` writes for a field's Go type when the literal leaves it out, or UNKNOWN (`null`, a struct). */
function zeroOf(type) {
    if (type === 'string')
        return '';
    if (type === 'bool')
        return false;
    return /^(?:u?int(?:8|16|32|64)?|float(?:32|64))$/.test(type) ? 0 : _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
}
/** Whether `omitempty` leaves a value out: false, 0, "", null, or an empty slice or map. */
function empty(read, type) {
    if (read === false || read === 0 || read === '' || read === null)
        return true;
    if (type.startsWith('[]'))
        return Array.isArray(read) && read.length === 0;
    return type.startsWith('map[') && typeof read === 'object' && Object.keys(read).length === 0;
}
/** A reader of the JSON the expression at `i` stands for, placed under `pointer`, or UNKNOWN. */
function jsonLiteral({ tokens, pairs, value, skip, place, structs }) {
    const op = (i, v) => tokens[i]?.kind === 'op' && tokens[i].text === v;
    const is = (i, v) => tokens[i]?.kind === 'name' && tokens[i].text === v;
    return (i, pointer) => json(i, pointer, undefined, 0);
    /** The module's struct type named at `i` (`Property`, `mcp.Property`), or undefined. */
    function shapeAt(i) {
        const named = op(i + 1, '.') && is(i, structs?.pkg ?? '') ? i + 2 : i;
        return tokens[named]?.kind === 'name' && (named === i + 2 || !op(i - 1, '.')) ? structs?.shapes.get(tokens[named].text) : undefined;
    }
    /** The struct literal at `i` (`&T{`, `pkg.T{`, `T{`): its `{` and shape; else undefined. */
    function structAt(i) {
        const at = op(i, '&') ? i + 1 : i;
        const open = op(at + 1, '.') ? at + 3 : at + 1;
        const shape = op(open, '{') ? shapeAt(at) : undefined;
        return shape && { open, shape };
    }
    /** The JSON of a struct literal at `open` of `shape`, written from `from`, by its fields' tags; or UNKNOWN. */
    function struct(from, open, shape, pointer, key, level) {
        const items = entries(open);
        if (!items)
            return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
        const object = {};
        const written = new Set();
        for (const [fieldAt, valueAt] of items) {
            const field = tokens[fieldAt]?.kind === 'name' && valueAt === fieldAt + 2 ? shape.get(tokens[fieldAt].text) : undefined;
            if (!field || written.has(field.key))
                return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
            written.add(field.key);
            const inner = json(valueAt, (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_1__/* .joinPointer */ .Kn)(pointer, field.key), fieldAt, level + 1);
            if (inner === _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV)
                return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
            if (!(field.omitempty && empty(inner, field.type)))
                object[field.key] = inner;
        }
        for (const { key: name, omitempty, type } of shape.values()) {
            if (written.has(name) || omitempty)
                continue;
            const zero = zeroOf(type);
            if (zero === _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV)
                return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
            object[name] = zero;
        }
        place(pointer, from, pairs[open], key);
        return object;
    }
    /** The type at `i` of a map (`map[…]T`) or slice (`[]T`) literal: its `{`, and its items' type when they are maps or the module's structs; else undefined. */
    function literalType(i) {
        const isMap = is(i, 'map') && op(i + 1, '[');
        if (!isMap && !(op(i, '[') && op(i + 1, ']')))
            return undefined;
        const element = isMap ? pairs[i + 1] + 1 : i + 2;
        let j = element;
        // The element type: `string`, `interface{}`, `any`, `map[string]any`, `[]string`, at most a few tokens.
        for (let k = 0; k < 16 && j < tokens.length && !op(j, '{'); k++)
            j = op(j, '[') ? pairs[j] + 1 : j + 1;
        if (is(j - 1, 'interface') && op(j, '{') && pairs[j] === j + 1)
            j += 2;
        if (!op(j, '{'))
            return undefined;
        return { open: j, maps: is(element, 'map'), items: j === element + 1 || j === element + 3 ? shapeAt(element) : undefined };
    }
    /**
     * The JSON a schema's expression at `i` stands for (`elided`: an item of a list of maps, `{…}`, or of
     * structs of that shape), placed, or UNKNOWN.
     */
    function json(i, pointer, key, level, elided = false) {
        if (level > MAX_DEPTH)
            return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
        if (typeof elided === 'object')
            return op(i, '{') ? struct(i, i, elided, pointer, key, level) : json(i, pointer, key, level);
        const literal = structAt(i);
        if (literal)
            return struct(i, literal.open, literal.shape, pointer, key, level);
        const typed = elided && op(i, '{') ? { open: i, maps: false } : literalType(i);
        // A scalar: a struct literal of another type is no JSON.
        if (!typed)
            return op(skip(i) - 1, '}') ? _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV : value(i, pointer, key);
        const { open, maps, items: shape } = typed;
        const inner = shape ?? maps;
        const items = entries(open);
        if (!items)
            return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
        let read;
        if (is(i, 'map') || elided) {
            const object = {};
            for (const [keyAt, valueAt] of items) {
                if (valueAt === -1 || tokens[keyAt]?.kind !== 'string' || valueAt !== keyAt + 2)
                    return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
                const field = tokens[keyAt].text;
                const read = json(valueAt, (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_1__/* .joinPointer */ .Kn)(pointer, field), keyAt, level + 1, inner);
                if (read === _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV || Object.hasOwn(object, field))
                    return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
                object[field] = read;
            }
            read = object;
        }
        else {
            const list = [];
            for (const [itemAt, valueAt] of items) {
                const read = valueAt === -1 ? json(itemAt, (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_1__/* .joinPointer */ .Kn)(pointer, String(list.length)), undefined, level + 1, inner) : _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
                if (read === _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV)
                    return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
                list.push(read);
            }
            read = list;
        }
        place(pointer, i, pairs[open], key);
        return read;
    }
    /** A literal's items at `open`: `[key, value]` for `key: value`, `[item, -1]` otherwise; undefined when not such a list. */
    function entries(open) {
        const found = [];
        for (let j = open + 1; j < pairs[open];) {
            const end = skip(j);
            if (op(end, ':')) {
                found.push([j, end + 1]);
                j = skip(end + 1);
            }
            else {
                found.push([j, -1]);
                j = end;
            }
            if (op(j, ','))
                j++;
            else if (j < pairs[open])
                return undefined;
        }
        return found;
    }
}


/***/ }),

/***/ 7353:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ keyedListing),
/* harmony export */   s: () => (/* binding */ loopEnd)
/* harmony export */ });
/* harmony import */ var _source_tokens_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7024);
/* harmony import */ var _registrars_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8927);
/* harmony import */ var _tokens_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2005);
/**
 * A hand-rolled Go server (hand-rolled.ts) that lists a map of its tools by key: its `tools/list` answer
 * ranges over a field of the receiver, `for name, tool := range s.tools {`, and appends for each entry
 * `{"name": name, "description": tool.Description(), "inputSchema": tool.InputSchema()}` to the list it
 * gives as `"tools"`, skipping none. A key is a tool's name only because the answer writes it as "name".
 * The field (unexported: no other package writes it) is set once in the package, by a map literal:
 * each entry whose key is a string literal and whose value is a constructor's call (`"list_clients":
 * tools.NewListClients(c, sid)`) is a tool named by its key, of the type that constructor returns
 * (method-tools.ts). A field written any other way (`s.tools[k] = t`, a second assignment, a composite
 * literal's field) is not statically known, and none of its entries is read.
 */



/** `for name, tool := range s.tools {`: the key, the value, the receiver's field. */
const RANGE = /\bfor[ \t]{1,16}([A-Za-z_]\w{0,63})[ \t]{0,16},[ \t]{0,16}([A-Za-z_]\w{0,63})[ \t]{0,16}:=[ \t]{0,16}range[ \t]{1,16}[A-Za-z_]\w{0,63}\.([a-z_]\w{0,63})[ \t]{0,16}\{/g;
/** `list = append(list,`: the list a loop builds. */
const APPENDS = /\b([A-Za-z_]\w{0,63})[ \t]{0,16}=[ \t]{0,16}append\([ \t\r\n]{0,64}([A-Za-z_]\w{0,63})[ \t\r\n]{0,64},/;
/** A loop that may leave an entry out, or change what it lists. */
const SKIPS = /\b(?:continue|break|if|switch|goto)\b/;
const PACKAGE = /^package[ \t]+([A-Za-z_]\w{0,63})/m;
const MAX_LOOP = 4_096;
/** How much of a map literal is read. */
const MAX_MAP = 1 << 16;
/** The keyed listing a serving package (its files' text, joined) answers `tools/list` with, or undefined. */
function keyedListing(unit) {
    for (const answer of (0,_registrars_js__WEBPACK_IMPORTED_MODULE_0__/* .listAnswers */ .od)(unit)) {
        for (const match of answer.matchAll(RANGE)) {
            const [, key, value, field] = match;
            const start = match.index + match[0].length;
            const body = answer.slice(start, loopEnd(answer, start));
            const schema = new RegExp(`"inputSchema"[ \\t]{0,16}:[ \\t]{0,16}${value}\\.(InputSchema|GetInputSchema|Schema)\\(\\)`).exec(body);
            const named = new RegExp(`"name"[ \\t]{0,16}:[ \\t]{0,16}${key}[ \\t]{0,16}[,}\\n]`).test(body);
            const described = new RegExp(`"description"[ \\t]{0,16}:[ \\t]{0,16}${value}\\.Description\\(\\)`).test(body);
            const list = APPENDS.exec(body);
            if (!schema || !named || !described || !list || list[1] !== list[2] || SKIPS.test(body))
                continue;
            if (new RegExp(`\\b${key}[ \\t]{0,16}:?=(?!=)`).test(body) || !servesAsBuilt(answer, list[1]))
                continue;
            const constructors = entries(unit, field);
            if (constructors)
                return { schemaMethod: schema[1], constructors };
        }
    }
    return undefined;
}
/** The index of the `}` that closes a loop body starting at `start`, bounded (strings skipped). */
function loopEnd(text, start) {
    let depth = 0;
    const end = Math.min(text.length, start + MAX_LOOP);
    for (let i = start; i < end; i++) {
        const c = text[i];
        if (c === '"' || c === '`') {
            const close = text.indexOf(c, i + 1);
            if (close === -1 || close >= end)
                return end;
            i = close;
        }
        else if (c === '{')
            depth++;
        else if (c === '}' && depth-- === 0)
            return i;
    }
    return end;
}
/** Whether the answer gives `list` as the tools and never sets it again after the loop's appends. */
function servesAsBuilt(answer, list) {
    const given = new RegExp(`(?:"tools"|\\bTools)[ \\t]{0,16}:[ \\t]{0,16}${list}\\b`).test(answer);
    const changed = new RegExp(`\\b${list}(?:\\[[^\\]\\n]{0,64}\\])?[ \\t]{0,16}=(?!=)(?![ \\t]{0,16}append\\([ \\t\\r\\n]{0,64}${list}\\b)`).test(answer);
    return given && !changed;
}
/** The constructors of the map literal the package sets `field` to once, each with the keys it is listed under; undefined otherwise. */
function entries(unit, field) {
    const writes = [...unit.matchAll(new RegExp(`\\.${field}[ \\t]{0,16}(?:\\[[^\\]\\n]{0,128}\\])?[ \\t]{0,16}=(?!=)`, 'g'))];
    if (writes.length !== 1 || new RegExp(`[{,(][ \\t\\r\\n]{0,64}${field}[ \\t]{0,16}:[^=]`).test(unit))
        return undefined;
    const own = PACKAGE.exec(unit)?.[1] ?? '';
    const from = writes[0].index + writes[0][0].length;
    const tokens = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_1__/* .tokenizeGo */ .i)(unit.slice(from, from + MAX_MAP));
    const pairs = (0,_source_tokens_js__WEBPACK_IMPORTED_MODULE_2__/* .bracketPairs */ .WW)(tokens);
    const op = (i, v) => tokens[i]?.kind === 'op' && tokens[i].text === v;
    const name = (i) => (tokens[i]?.kind === 'name' ? tokens[i].text : undefined);
    // `map[string]T{` or `map[string]pkg.T{`
    if (name(0) !== 'map' || !op(1, '[') || name(2) !== 'string' || !op(3, ']'))
        return undefined;
    const open = op(5, '.') ? 7 : 5;
    if (!op(open, '{') || !op(pairs[open], '}'))
        return undefined;
    const found = new Map();
    for (let i = open + 1; i < pairs[open];) {
        const key = tokens[i].kind === 'string' && op(i + 1, ':') ? tokens[i].text : undefined;
        const qualified = op(i + 3, '.');
        const fn = name(qualified ? i + 4 : i + 2);
        const call = qualified ? i + 5 : i + 3;
        let next = i + 1;
        while (next < pairs[open] && !op(next, ','))
            next = op(next, '(') || op(next, '{') || op(next, '[') ? pairs[next] + 1 : next + 1;
        if (key !== undefined && fn !== undefined && op(call, '(') && pairs[call] + 1 === next) {
            const at = `${qualified ? name(i + 2) : own}.${fn}`;
            found.set(at, [...(found.get(at) ?? []), key]);
        }
        i = next + 1;
    }
    return found;
}


/***/ }),

/***/ 6779:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ listsMaps),
/* harmony export */   Q: () => (/* binding */ readMapTools)
/* harmony export */ });
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6065);
/* harmony import */ var _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8600);
/* harmony import */ var _json_literal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4163);
/* harmony import */ var _registrars_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8927);
/**
 * A hand-rolled Go server (hand-rolled.ts) whose `tools/list` answer writes its tools as a slice of maps:
 * the answer (its `case` clause, or a method of the file the clause calls) gives as `"tools"` a literal
 * `[]map[string]interface{}{{"name": "upload_file", "description": "…", "inputSchema": map[string]interface{}{…}}}`,
 * directly or through a variable of that answer made from it and never assigned, indexed or appended to
 * again. Each item is then one tool as written: its "name" a literal (or a same-file constant), its other
 * keys read as JSON (json-literal.ts); an item whose name is computed is not statically known.
 */




/** A slice of maps given as the answer's tools (`"tools": []map[string]any{`), or made into a variable (`tools := []map…{`). */
const MAP_SLICE = /(?:"tools"[ \t]{0,16}:[ \t]{0,16}|\b([A-Za-z_]\w{0,63})[ \t]{0,16}:=[ \t]{0,16})\[\]map\[string\](?:interface\{\}|any)[ \t]{0,4}\{/g;
/** Whether a `tools/list` answer of the file serves a slice literal of maps as the tools. */
function listsMaps(text) {
    if (!text.includes('[]map[string]'))
        return false;
    for (const answer of (0,_registrars_js__WEBPACK_IMPORTED_MODULE_2__/* .listAnswers */ .od)(text))
        for (const match of answer.matchAll(MAP_SLICE))
            if (match[1] === undefined || new RegExp(`"tools"[ \\t]{0,16}:[ \\t]{0,16}${match[1]}\\b`).test(answer))
                return true;
    return false;
}
/** Reads the items of the map slices the file's `tools/list` answers serve as written into `out`. */
function readMapTools(input, out) {
    const { tokens, pairs, value, skip, place, resolve, forget } = input;
    const json = (0,_json_literal_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonLiteral */ .O)(input);
    const op = (i, v) => tokens[i]?.kind === 'op' && tokens[i].text === v;
    const is = (i, v) => tokens[i]?.kind === 'name' && tokens[i].text === v;
    const { tools, names, unread } = out;
    for (const [from, to] of answers()) {
        for (let j = from; j < to; j++) {
            const open = mapSlice(j);
            if (open === -1)
                continue;
            const keyed = op(j - 1, ':') && tokens[j - 2]?.kind === 'string' && tokens[j - 2].text === 'tools';
            const variable = op(j - 1, ':=') && tokens[j - 2]?.kind === 'name' ? tokens[j - 2].text : undefined;
            if (keyed || (variable !== undefined && servedAsWritten(variable, from, to, j - 2)))
                items(open);
            j = pairs[open];
        }
    }
    /** The token ranges of the `tools/list` answers: each `case "tools/list":` clause, and the body of each method of this file it calls. */
    function answers() {
        const found = [];
        const called = new Set();
        for (let i = 0; i < tokens.length; i++) {
            if (tokens[i].kind !== 'string' || tokens[i].text !== 'tools/list')
                continue;
            let start = i;
            while (op(start - 1, ',') && tokens[start - 2]?.kind === 'string')
                start -= 2;
            if (!is(start - 1, 'case') || !op(i + 1, ':'))
                continue;
            let end = i + 2;
            while (end < tokens.length && !is(end, 'case') && !is(end, 'default') && !op(end, '}'))
                end = op(end, '{') || op(end, '(') || op(end, '[') ? pairs[end] + 1 : end + 1;
            found.push([i + 2, end]);
            for (let k = i + 2; k < end; k++)
                if (op(k - 1, '.') && tokens[k].kind === 'name' && op(k + 1, '('))
                    called.add(tokens[k].text);
        }
        // `func (s *Server) handleToolsList(…) … {`: a method the clause calls, by its body.
        for (let i = 0; i + 3 < tokens.length; i++) {
            if (!is(i, 'func') || !op(i + 1, '('))
                continue;
            const named = pairs[i + 1] + 1;
            if (!called.has(tokens[named]?.text) || tokens[named].kind !== 'name' || !op(named + 1, '('))
                continue;
            let open = pairs[named + 1] + 1;
            while (open < tokens.length && open < named + 64 && !op(open, '{'))
                open = op(open, '(') || op(open, '[') ? pairs[open] + 1 : open + 1;
            // `interface{}` in a result type is a type, not the body.
            while (is(open - 1, 'interface') && pairs[open] === open + 1)
                open = op(open + 2, '{') ? open + 2 : tokens.length;
            if (op(open, '{'))
                found.push([open + 1, pairs[open]]);
        }
        return found;
    }
    /** The `{` of a `[]map[string]interface{}{` or `[]map[string]any{` literal at `j`, or -1. */
    function mapSlice(j) {
        if (!op(j, '[') || !op(j + 1, ']') || !is(j + 2, 'map') || !op(j + 3, '[') || !is(j + 4, 'string') || !op(j + 5, ']'))
            return -1;
        if (is(j + 6, 'any') && op(j + 7, '{'))
            return j + 7;
        return is(j + 6, 'interface') && op(j + 7, '{') && op(j + 8, '}') && op(j + 9, '{') ? j + 9 : -1;
    }
    /** Whether the answer gives `variable` as `"tools"` and never writes it again after `made`. */
    function servedAsWritten(variable, from, to, made) {
        let given = false;
        for (let j = from; j < to; j++) {
            if (!is(j, variable) || op(j - 1, '.') || j === made)
                continue;
            if (op(j + 1, '=') || op(j + 1, ':=') || op(j + 1, '[') || (op(j - 1, '(') && is(j - 2, 'append')))
                return false;
            if (op(j - 1, ':') && tokens[j - 2]?.kind === 'string' && tokens[j - 2].text === 'tools')
                given = true;
        }
        return given;
    }
    /** Each `{…}` item of the slice at `open`: a tool when its "name" is read. */
    function items(open) {
        for (let j = open + 1; j < pairs[open];) {
            if (op(j, '{'))
                item(j);
            else
                unread.push({ start: tokens[j].start, what: 'a tool registration' });
            j = skip(j);
            if (op(j, ','))
                j++;
            else
                break;
        }
    }
    function item(open) {
        const pointer = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_3__/* .joinPointer */ .Kn)('/tools', String(tools.length));
        const tool = {};
        const left = [];
        let nameAt = -1;
        for (let k = open + 1; k < pairs[open];) {
            const key = tokens[k].kind === 'string' && op(k + 1, ':') ? tokens[k].text : undefined;
            if (key === undefined || Object.hasOwn(tool, key))
                return notKnown(open, pointer);
            const at = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_3__/* .joinPointer */ .Kn)(pointer, key);
            const read = key === 'name' ? value(k + 2, at, k) : json(k + 2, at);
            if (key === 'name')
                nameAt = k + 2;
            if (read !== _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV)
                tool[key] = read;
            else if (key !== 'name')
                left.push({ start: tokens[k + 2].start, what: `the tool's ${key}`, pointer: at });
            k = skip(k + 2);
            if (op(k, ','))
                k++;
        }
        if (typeof tool.name !== 'string')
            return notKnown(nameAt === -1 ? open : nameAt, pointer);
        // Written but not read: its part of the tool stays unknown, not missing.
        if (left.some((l) => l.pointer === (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_3__/* .joinPointer */ .Kn)(pointer, 'inputSchema')))
            tool.inputSchema = { type: 'object' };
        unread.push(...left);
        place(pointer, open, pairs[open]);
        tools.push({ name: tool.name, ...tool });
        names.push(tokens[resolve(nameAt)].start);
    }
    function notKnown(at, pointer) {
        forget(pointer);
        unread.push({ start: tokens[at].start, what: 'a tool registration' });
    }
}


/***/ }),

/***/ 8927:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OA: () => (/* binding */ REGISTRAR),
/* harmony export */   PZ: () => (/* binding */ bodyAfter),
/* harmony export */   Vl: () => (/* binding */ forwarded),
/* harmony export */   hB: () => (/* binding */ keptField),
/* harmony export */   he: () => (/* binding */ callsRegistrar),
/* harmony export */   kC: () => (/* binding */ registrarsIn),
/* harmony export */   lt: () => (/* binding */ toolStructs),
/* harmony export */   od: () => (/* binding */ listAnswers),
/* harmony export */   qF: () => (/* binding */ servedResults),
/* harmony export */   tl: () => (/* binding */ listedIn),
/* harmony export */   v9: () => (/* binding */ returnsServed)
/* harmony export */ });
/**
 * A hand-rolled Go server (hand-rolled.ts) that lists its own `Tool` struct literals: what proves it, by
 * plain bounded text tests over the module's files. The principle: a literal is a tool only when the code
 * shows the server lists it as written. So
 *
 * - the tool type is a struct of the module whose fields' JSON tags are MCP's keys: one tagged
 *   `json:"name"` and one `json:"inputSchema"` (`description` and `title` are read too); a tag that
 *   renames the field away from them makes no tool type;
 * - a serving file (`case "tools/list":`, an `initialize` answer with MCP's fields) declares a registering
 *   method, `func (s *Server) RegisterTool(tool Tool, …)`, whose body keeps its parameter whole in a
 *   field of the receiver (`s.tools = append(s.tools, tool)` or `s.tools[tool.Name] = tool`), as it is or
 *   as one field of an entry (`s.tools[tool.Name] = entry{Tool: tool, Handler: h}`);
 * - and the file's `tools/list` answer (its `case` clause, or a method of that file the clause calls)
 *   reads that field (and the entry's field: `e.Tool`).
 *
 * Each call of such a method whose first argument is a literal of the type is then one tool
 * (struct-tools.ts). A literal handed to no such method, a slice filtered or built in a loop, is none.
 */
/** The MCP keys a tool type's fields are read for. */
const KEYS = new Set(['name', 'title', 'description', 'inputSchema']);
const TYPE = /\btype[ \t]{1,16}([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{1,16}struct[ \t]{0,16}\{/g;
const FIELD = /^[ \t]*([A-Z][A-Za-z0-9_]{0,63})[ \t]+([^\n`]{1,200}?)[ \t]*`[^`\n]{0,200}?\bjson:"([A-Za-z_][A-Za-z0-9_]{0,63})?(,omitempty)?"/gm;
/** A line of a struct's body that declares something: a field, or an embedded type. */
const DECLARES = /^[ \t]*[A-Za-z_*]/gm;
const PACKAGE = /^package[ \t]+([A-Za-z_][A-Za-z0-9_]{0,63})/m;
/** `func (s *Server) RegisterTool(tool Tool,` / `(t mcp.Tool)`: receiver, its type, method, parameter, its type. */
const REGISTRAR = /\bfunc[ \t]{0,16}\([ \t]{0,16}([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{1,16}\*?[ \t]{0,16}([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,16}\)[ \t]{0,16}([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,16}\([ \t]{0,16}([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{1,16}(?:[A-Za-z_][A-Za-z0-9_]{0,63}\.)?([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,16}[,)]/g;
const LIST_CASE = /\bcase[ \t]{1,16}(?:"[^"\n]{0,64}"[ \t]{0,16},[ \t]{0,16}){0,8}"tools\/list"[ \t]{0,16}[,:]/g;
/** The end of a `case` clause: the next `case` or `default` of a switch, or the switch's end. */
const CLAUSE_END = /\n[ \t]{0,16}(?:case\b|default[ \t]{0,16}:|\})/;
/** The methods a clause calls: `s.handleToolsList(`. */
const CALLED = /\.([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,4}\(/g;
/** A slice literal of a type: `[]Tool{`, `[]mcp.Tool{`. */
const SLICE = /\[\][ \t]{0,4}(?:[A-Za-z_][A-Za-z0-9_]{0,63}\.)?([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,4}\{/g;
/** `"tools": mcp.ListTools()`: a call with no arguments given as the answer's tools. */
const GIVEN_CALL = /(?:"tools"|\bTools)[ \t]{0,16}:[ \t]{0,16}(?:[A-Za-z_][A-Za-z0-9_]{0,63}\.)?([A-Za-z_][A-Za-z0-9_]{0,63})\(\)/g;
/** `tools := s.listTools()`: a variable made from such a call. */
const ASSIGNED_CALL = /\b([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,16}:=[ \t]{0,16}(?:[A-Za-z_][A-Za-z0-9_]{0,63}\.)?([A-Za-z_][A-Za-z0-9_]{0,63})\(\)/g;
const RETURNS_SLICE = /\bfunc[ \t]{0,16}(?:\([^)\n]{0,128}\)[ \t]{0,16})?([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,4}\(\)[ \t]{0,16}\[\][ \t]{0,4}(?:[A-Za-z_][A-Za-z0-9_]{0,63}\.)?([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,16}\{[ \t\r\n]{0,64}return[ \t]{1,16}\[\]/g;
/** How much of a body or clause is read. */
const MAX_BODY = 8_192;
const MAX_TYPES = 64;
/** The tool struct types among the module's files: those tagged with MCP's `name` and `inputSchema`. */
function toolStructs(files) {
    const found = new Map();
    for (const [at, text] of files) {
        if (!text.includes('json:"inputSchema'))
            continue;
        const pkg = PACKAGE.exec(text)?.[1] ?? '';
        const shapes = new Map();
        const tools = [];
        for (const match of text.matchAll(TYPE)) {
            const body = bodyAfter(text, match.index + match[0].length);
            const fields = new Map();
            const shape = new Map();
            for (const [, field, type, key, omitempty] of body.matchAll(FIELD)) {
                if (key !== undefined)
                    shape.set(field, { key, omitempty: omitempty !== undefined, type });
                if (key !== undefined && KEYS.has(key))
                    fields.set(field, key);
            }
            // A field without a tag, or an embedded type, is named by Go's rules: such a struct is not read.
            if (shapes.size < MAX_TYPES && shape.size > 0 && shape.size === body.match(DECLARES)?.length)
                shapes.set(match[1], shape);
            const keys = new Set(fields.values());
            if (keys.has('name') && keys.has('inputSchema'))
                tools.push([match[1], fields]);
        }
        for (const [type, fields] of tools)
            if (found.size < MAX_TYPES)
                found.set(type, { type, pkg, fields, at, shapes });
    }
    return found;
}
/** The registering methods a serving file (`text`) declares for one of `types`, whose kept field its tools/list answer reads. */
function registrarsIn(text, types) {
    const found = new Map();
    for (const match of text.matchAll(REGISTRAR)) {
        const [, receiver, , method, parameter, type] = match;
        const struct = types.get(type);
        const body = struct && bodyAfter(text, text.indexOf('{', match.index + match[0].length) + 1);
        const kept = body === undefined ? undefined : keptField(body, receiver, parameter);
        if (struct && kept !== undefined && answerReads(text, kept.field) && (kept.via === undefined || answerReads(text, kept.via)))
            found.set(method, struct);
    }
    return found;
}
/**
 * The registering methods another type of the module also declares without keeping the tool (a filter that
 * forwards some: `func (f *Filtered) RegisterTool(tool Tool, …) { if f.allowed[tool.Name] { … } }`), when
 * that type is used beyond the file that declares it: a call may then reach either, and which tools are
 * kept is not statically known.
 */
function forwarded(files, registrars) {
    const found = new Set();
    for (const [at, text] of files)
        for (const match of text.matchAll(REGISTRAR)) {
            const [, receiver, owner, method, parameter, type] = match;
            if (registrars.get(method)?.type !== type)
                continue;
            if (keptField(bodyAfter(text, text.indexOf('{', match.index + match[0].length) + 1), receiver, parameter) !== undefined)
                continue;
            const constructors = text.matchAll(new RegExp(`\\bfunc[ \\t]{1,16}(\\w{1,64})\\([^{}]{0,512}?\\)[ \\t]{0,16}\\*?${owner}[ \\t]{0,16}\\{`, 'g'));
            const uses = new RegExp(`\\b(?:${[owner, ...[...constructors].map((m) => m[1])].join('|')})\\b`);
            if (files.some(([other, source]) => other !== at && uses.test(source)))
                found.add(method);
        }
    return found;
}
/**
 * The field of `receiver` a body keeps `parameter` in whole: appended to a slice, or set in a map by one of
 * its fields; either as it is (or its copy's address, `&tool`), or as one field (`via`) of an entry struct
 * literal (`entry{Tool: tool, …}`).
 */
function keptField(body, receiver, parameter) {
    const kept = `(?:&?${parameter}|&?[A-Za-z_]\\w{0,63}\\{(?:[^{}\\n]{0,256}?,)?[ \\t]{0,16}(\\w{1,64})[ \\t]{0,16}:[ \\t]{0,16}${parameter}[ \\t]{0,16}(?:,[^{}\\n]{0,256})?\\})`;
    const appended = new RegExp(`\\b${receiver}\\.(\\w{1,64})[ \\t]{0,16}=[ \\t]{0,16}append\\([ \\t]{0,16}${receiver}\\.(\\w{1,64})[ \\t]{0,16},[ \\t]{0,16}${kept}[ \\t]{0,16}\\)`).exec(body);
    if (appended && appended[1] === appended[2])
        return { field: appended[1], via: appended[3] };
    const keyed = new RegExp(`\\b${receiver}\\.(\\w{1,64})\\[[ \\t]{0,16}${parameter}\\.\\w{1,64}[ \\t]{0,16}\\][ \\t]{0,16}=[ \\t]{0,16}${kept}[ \\t]*$`, 'm').exec(body);
    return keyed ? { field: keyed[1], via: keyed[2] } : undefined;
}
/** The tool type a `tools/list` clause of the serving file writes a slice literal of (`[]Tool{…}`), or undefined. */
function listedIn(text, types) {
    for (const clause of listClauses(text))
        for (const [, type] of clause.matchAll(SLICE)) {
            const struct = types.get(type);
            if (struct)
                return struct;
        }
    return undefined;
}
/** The file's `tools/list` clauses, each bounded. */
function listClauses(text) {
    return [...text.matchAll(LIST_CASE)].map((match) => {
        const start = match.index + match[0].length;
        const rest = text.slice(start, start + MAX_BODY);
        return rest.slice(0, CLAUSE_END.exec(rest)?.index ?? rest.length);
    });
}
/** The file's `tools/list` answers: each clause, and the body of each method of the file a clause calls. */
function listAnswers(text) {
    const found = [];
    for (const clause of listClauses(text)) {
        found.push(clause);
        for (const [, method] of clause.matchAll(CALLED)) {
            const declared = new RegExp(`\\bfunc[ \\t]{0,16}\\([^)\\n]{0,128}\\)[ \\t]{0,16}${method}[ \\t]{0,16}\\(`).exec(text);
            if (declared)
                found.push(bodyAfter(text, text.indexOf('{', declared.index + declared[0].length) + 1));
        }
    }
    return found;
}
/** Whether a `tools/list` answer of the file reads `.field`. */
function answerReads(text, field) {
    const reads = new RegExp(`\\.${field}\\b`);
    return listAnswers(text).some((answer) => reads.test(answer));
}
/**
 * The functions with no parameters whose result a `tools/list` answer of the file gives as the tools, as
 * written: `"tools": listTools()`, or `tools := mcp.ListTools()` given as `Tools: tools` and never
 * assigned again but by appending to it.
 */
function servedResults(text) {
    const found = new Set();
    for (const answer of listAnswers(text)) {
        for (const [, fn] of answer.matchAll(GIVEN_CALL))
            found.add(fn);
        for (const [, variable, fn] of answer.matchAll(ASSIGNED_CALL)) {
            const given = new RegExp(`(?:"tools"|\\bTools)[ \\t]{0,16}:[ \\t]{0,16}${variable}\\b`).test(answer);
            const changed = new RegExp(`\\b${variable}(?:\\[[^\\]\\n]{0,64}\\])?[ \\t]{0,16}=(?!=)(?![ \\t]{0,16}append\\([ \\t]{0,16}${variable}\\b)`).test(answer);
            if (given && !changed)
                found.add(fn);
        }
    }
    return found;
}
/** A top-level declaration's body from `start` (after its `{`) to its closing `}` at a line's start, bounded. */
function bodyAfter(text, start) {
    if (start <= 0)
        return '';
    const rest = text.slice(start, start + MAX_BODY);
    const end = rest.indexOf('\n}');
    return end === -1 ? rest : rest.slice(0, end);
}
/** Whether the file declares one of `results` returning a slice literal of one of `types`: `func ListTools() []mcp.Tool { return []mcp.Tool{`. */
function returnsServed(text, results, types) {
    for (const [, fn, type] of text.matchAll(RETURNS_SLICE))
        if (results.has(fn) && types.has(type))
            return true;
    return false;
}
/** Whether the file calls one of the registering methods with a literal of its type: `RegisterTool(mcp.Tool{`. */
function callsRegistrar(text, registrars) {
    for (const [method, { type, pkg }] of registrars) {
        if (!text.includes(`${method}(`))
            continue;
        const call = new RegExp(`\\b${method}\\([ \\t\\r\\n]{0,64}&?(?:${pkg}\\.)?${type}[ \\t]{0,4}\\{`);
        if (call.test(text))
            return true;
    }
    return false;
}


/***/ }),

/***/ 2299:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I4: () => (/* binding */ goRequirement),
/* harmony export */   O3: () => (/* binding */ officialGoSdk),
/* harmony export */   SW: () => (/* binding */ goSdkVersions),
/* harmony export */   cD: () => (/* binding */ moduleOf),
/* harmony export */   e$: () => (/* binding */ MODULES),
/* harmony export */   nQ: () => (/* binding */ goVersionsOf),
/* harmony export */   vw: () => (/* binding */ importsGolang)
/* harmony export */ });
/* harmony import */ var _source_releases_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4512);

const MODULES = {
    'github.com/mark3labs/mcp-go': {
        firsts: [
            ['0.2.0', '2024-11-05'],
            ['0.30.0', '2025-03-26'],
            ['0.35.0', '2025-06-18'],
            ['0.44.0-beta.2', '2025-11-25'],
            ['1.0.0-beta.1', '2026-07-28'],
        ],
        latest: '0.44.0',
    },
    'github.com/modelcontextprotocol/go-sdk': {
        // v0.1.0 spoke 2025-03-26 alone; v0.2.0 added the older and the newer revision.
        firsts: [
            ['0.2.0', '2024-11-05'],
            ['0.1.0', '2025-03-26'],
            ['0.2.0', '2025-06-18'],
            ['1.2.0', '2025-11-25'],
            ['1.7.0-pre.1', '2026-07-28'],
        ],
        latest: '1.7.0',
    },
    'github.com/metoro-io/mcp-golang': {
        // `handleInitialize` answers "2024-11-05" at every tag from v0.1.0 to v0.16.0.
        firsts: [['0.1.0', '2024-11-05']],
        latest: '0.16.0',
    },
};
/** The import path of metoro-io/mcp-golang's root package, as a file writes it. */
const GOLANG_IMPORT = /"github\.com\/metoro-io\/mcp-golang(?:\/[A-Za-z0-9_.\-/]{1,128})?"/;
/** The SDK module a file imports. */
function moduleOf(text) {
    if (text.includes('github.com/modelcontextprotocol/go-sdk'))
        return 'github.com/modelcontextprotocol/go-sdk';
    return importsGolang(text) ? 'github.com/metoro-io/mcp-golang' : 'github.com/mark3labs/mcp-go';
}
/** Whether the file imports metoro-io/mcp-golang or one of its packages (not a module whose path only begins alike). */
function importsGolang(text) {
    return text.includes('github.com/metoro-io/mcp-golang') && GOLANG_IMPORT.test(text);
}
/** Whether the file imports the official go-sdk (else it is read as mcp-go's). */
function officialGoSdk(text) {
    return moduleOf(text) === 'github.com/modelcontextprotocol/go-sdk';
}
function goVersionsOf(module, release) {
    return MODULES[module].firsts.filter(([first]) => (0,_source_releases_js__WEBPACK_IMPORTED_MODULE_0__/* .compareReleases */ .c)(first, release) <= 0).map(([, v]) => v);
}
const MAX_MANIFEST = 1 << 20;
/** The versions of the module the nearest go.mod at or above the file requires; its latest known release when none does. */
function goSdkVersions(path, module, workspace) {
    const segments = path.split('/').slice(0, -1);
    if (workspace && !segments.includes('..')) {
        for (let depth = segments.length; depth >= 0; depth--) {
            const at = [...segments.slice(0, depth), 'go.mod'].join('/');
            const release = goRequirement(workspace, at, module);
            if (release)
                return { versions: goVersionsOf(module, release), from: `${at}: ${module} v${release}` };
        }
    }
    const { latest } = MODULES[module];
    return { versions: goVersionsOf(module, latest), from: `assumed ${module} v${latest}: no go.mod at or above this file requires it` };
}
/** The release of `module` a go.mod at `at` requires, or undefined. */
function goRequirement(workspace, at, module) {
    if (workspace.kind(at) !== 'file')
        return undefined;
    const bytes = workspace.head(at, MAX_MANIFEST);
    if (!bytes || bytes.length >= MAX_MANIFEST)
        return undefined;
    const text = new TextDecoder().decode(bytes);
    const start = text.indexOf(`${module} v`);
    if (start === -1)
        return undefined;
    return /^v(\d{1,9}\.\d{1,9}\.\d{1,9}(?:-[0-9A-Za-z.-]{1,64})?)/.exec(text.slice(start + module.length + 1, start + module.length + 80))?.[1];
}


/***/ }),

/***/ 2005:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ tokenizeGo)
/* harmony export */ });
/* harmony import */ var _source_tokens_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7024);
/**
 * Go's tokens, as far as reading tool definitions needs: identifiers, numbers, strings (interpreted,
 * decoded; raw, as written), runes, operators. Comments go to `comments` when it is given. One pass, linear in the text; an
 * unterminated string ends at its line (interpreted) or the file (raw) and the scan goes on.
 */

const NAME_START = /[A-Za-z_\u0080-\uffff]/;
const NAME_PART = /[A-Za-z0-9_\u0080-\uffff]/;
const SIMPLE = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"', a: '\x07', b: '\b', f: '\f', v: '\v' };
function tokenizeGo(text, comments) {
    const tokens = [];
    let i = 0;
    while (i < text.length) {
        const c = text[i];
        if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === ';')
            i++;
        else if (c === '/' && (text[i + 1] === '/' || text[i + 1] === '*'))
            i = (0,_source_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .commentAt */ .tn)(text, i, comments);
        else if (NAME_START.test(c)) {
            const start = i;
            while (i < text.length && NAME_PART.test(text[i]))
                i++;
            tokens.push({ kind: 'name', start, end: i, text: text.slice(start, i) });
        }
        else if (c === '`') {
            const end = text.indexOf('`', i + 1);
            const close = end === -1 ? text.length : end + 1;
            tokens.push({ kind: 'string', start: i, end: close, text: end === -1 ? undefined : text.slice(i + 1, end).replace(/\r/g, ''), raw: true });
            i = close;
        }
        else if (c === '"' || c === "'") {
            const start = i;
            i++;
            let closed = false;
            while (i < text.length && text[i] !== '\n') {
                if (text[i] === '\\')
                    i += 2;
                else if (text[i] === c) {
                    closed = true;
                    i++;
                    break;
                }
                else
                    i++;
            }
            i = Math.min(i, text.length);
            tokens.push({ kind: c === '"' ? 'string' : 'op', start, end: i, text: closed && c === '"' ? decode(text.slice(start + 1, i - 1)) : undefined });
        }
        else if (/[0-9]/.test(c)) {
            const start = i;
            while (i < text.length && /[0-9A-Za-z_.]/.test(text[i]))
                i++;
            tokens.push({ kind: 'number', start, end: i, text: text.slice(start, i) });
        }
        else {
            const op = text.startsWith(':=', i) || text.startsWith('...', i) ? text.slice(i, text[i] === '.' ? i + 3 : i + 2) : c;
            tokens.push({ kind: 'op', start: i, end: i + op.length, text: op });
            i += op.length;
        }
    }
    return tokens;
}
/** An interpreted string's escapes as Go reads them. */
function decode(body) {
    if (!body.includes('\\'))
        return body;
    let out = '';
    for (let i = 0; i < body.length; i++) {
        const c = body[i];
        const next = body[i + 1];
        if (c !== '\\' || next === undefined) {
            out += c;
            continue;
        }
        const hex = next === 'x' ? 2 : next === 'u' ? 4 : next === 'U' ? 8 : 0;
        if (hex > 0 && /^[0-9A-Fa-f]+$/.test(body.slice(i + 2, i + 2 + hex)) && body.length >= i + 2 + hex) {
            const code = Number.parseInt(body.slice(i + 2, i + 2 + hex), 16);
            out += code <= 0x10ffff ? String.fromCodePoint(code) : '';
            i += 1 + hex;
        }
        else if (/[0-7]/.test(next) && /^[0-7]{3}$/.test(body.slice(i + 1, i + 4))) {
            out += String.fromCharCode(Number.parseInt(body.slice(i + 1, i + 4), 8));
            i += 3;
        }
        else {
            out += SIMPLE[next] ?? next;
            i++;
        }
    }
    return out;
}


/***/ }),

/***/ 3701:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   s: () => (/* binding */ JAVA_SOURCE_INFO)
/* harmony export */ });
/* harmony import */ var _source_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6894);
/* harmony import */ var _project_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4511);
/**
 * What tells that a file is a Java MCP server's source: a `.java` file that uses the MCP Java SDK
 * (`io.modelcontextprotocol`), the MCP annotations (`@McpTool`) or Quarkus MCP Server, or Spring AI's `@Tool` in a project
 * whose build makes an MCP server (a chat client's `@Tool` methods are not served). All that
 * classification reads; the reader and rules (index.ts) load only when such a file is linted.
 */


const PATHS = ['**/?*.java'];
const JAVA_SOURCE_INFO = (0,_source_info_js__WEBPACK_IMPORTED_MODULE_0__/* .sourceInfo */ .A)({
    id: 'java-source',
    // Never ties with another format: source files are told by path and imports, not by parsed content.
    precedence: 2,
    noun: { one: 'Java server file', other: 'Java server files' },
    title: 'Java MCP server source (Spring AI @Tool, @McpTool, MCP Java SDK)',
    paths: PATHS,
    importsSdk: (text, path, workspace) => text.includes('io.modelcontextprotocol') ||
        text.includes('org.springaicommunity.mcp.annotation') ||
        text.includes('org.springframework.ai.mcp.annotation') ||
        text.includes('io.quarkiverse.mcp.server') ||
        (text.includes('org.springframework.ai.tool.annotation') && (path === undefined || workspace === undefined || (0,_project_js__WEBPACK_IMPORTED_MODULE_1__/* .buildsServer */ .FB)(path, workspace))),
});
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (JAVA_SOURCE_INFO);


/***/ }),

/***/ 4511:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CB: () => (/* binding */ buildFiles),
  FB: () => (/* binding */ buildsServer)
});

// UNUSED EXPORTS: BUILD_FILES

// EXTERNAL MODULE: ./src/formats/source/manifest.ts
var manifest = __webpack_require__(7983);
;// CONCATENATED MODULE: ./src/formats/java-source/catalog.ts
/**
 * Gradle's default version catalog, `gradle/libs.versions.toml`: a build that writes
 * `implementation(libs.spring.ai.starter.mcp.server.webmvc)` names the library the catalog's `[libraries]`
 * table keys `spring-ai-starter-mcp-server-webmvc` (Gradle makes the accessor by turning each `-`, `_` and
 * `.` of the alias into a dot), or a `[bundles]` array of such aliases (`libs.bundles.…`). Read line by line:
 * TOML keeps an inline table on one line.
 */

const CATALOG = 'gradle/libs.versions.toml';
/**
 * The libraries a Gradle build file at `buildPath` names through the default catalog, read from the
 * nearest `gradle/libs.versions.toml` at or above its folder (a subproject's build uses its root's).
 */
function catalogLibraries(buildPath, text, workspace) {
    const accessors = new Set();
    for (const match of text.matchAll(/\blibs\.([A-Za-z]\w{0,80}(?:\.\w{1,80}){0,20})/g))
        accessors.add(match[1].replace(/\.get$/, ''));
    if (accessors.size === 0)
        return undefined;
    const segments = buildPath.split('/').slice(0, -1);
    for (let depth = segments.length; depth >= 0; depth--) {
        const path = [...segments.slice(0, depth), CATALOG].join('/');
        const catalog = (0,manifest/* readManifest */.W)(workspace, path);
        if (catalog === undefined)
            continue;
        const entries = readCatalog(catalog);
        const named = [...accessors].flatMap((accessor) => entries.bundles.get(accessor) ?? [accessor]);
        return { path, libraries: named.flatMap((accessor) => entries.libraries.get(accessor) ?? []).map((l) => resolve(l, entries.versions)) };
    }
    return undefined;
}
/** How many lines one bundle's array may span. */
const MAX_BUNDLE_LINES = 200;
const accessorOf = (alias) => alias.replace(/[-_.]/g, '.');
function readCatalog(text) {
    const entries = { libraries: new Map(), versions: new Map(), bundles: new Map() };
    let table = '';
    const lines = text.split('\n');
    for (let n = 0; n < lines.length; n++) {
        const line = lines[n].trim();
        const header = /^\[([\w.-]{1,40})\]$/.exec(line);
        if (header) {
            table = header[1];
            continue;
        }
        const entry = /^([\w.-]{1,200}|"[\w.-]{1,200}")\s{0,8}=\s{0,8}(.{1,1000})$/.exec(line);
        if (!entry)
            continue;
        const key = entry[1].replace(/"/g, '');
        const value = entry[2];
        if (table === 'versions') {
            const version = /^"([^"]{1,100})"/.exec(value)?.[1] ?? field(value, 'strictly') ?? field(value, 'require') ?? field(value, 'prefer');
            if (version !== undefined)
                entries.versions.set(key, version);
        }
        else if (table === 'libraries') {
            const library = readLibrary(value);
            if (library)
                entries.libraries.set(accessorOf(key), library);
        }
        else if (table === 'bundles' && value.startsWith('[')) {
            // An array may span lines (an inline table may not).
            let array = value;
            for (const last = Math.min(lines.length - 1, n + MAX_BUNDLE_LINES); !array.includes(']') && n < last;)
                array += lines[++n];
            const aliases = [...array.matchAll(/"([\w.-]{1,200})"/g)].map((m) => accessorOf(m[1]));
            entries.bundles.set(`bundles.${accessorOf(key)}`, aliases);
        }
    }
    return entries;
}
/** `"group:name:version"`, `{ module = "group:name", version… }` or `{ group = "…", name = "…", version… }`. */
function readLibrary(value) {
    const plain = /^"([^"\s:]{1,200}:[^"\s:]{1,200})(?::([^"\s]{1,100}))?"/.exec(value);
    if (plain)
        return { module: plain[1], version: plain[2] };
    if (!value.startsWith('{'))
        return undefined;
    const group = field(value, 'group');
    const name = field(value, 'name');
    const module = field(value, 'module') ?? (group !== undefined && name !== undefined ? `${group}:${name}` : undefined);
    if (module === undefined)
        return undefined;
    const versionRef = field(value, 'version.ref') ?? field(value, 'ref');
    return { module, version: versionRef === undefined ? field(value, 'version') : undefined, versionRef };
}
/** The string a `key = "…"` inside an inline table sets (the key exactly, not a longer one ending with it). */
function field(value, key) {
    return new RegExp(`(?:^|[{,\\s])${key.replace('.', '\\.')}\\s{0,8}=\\s{0,8}"([^"]{1,200})"`).exec(value)?.[1];
}
function resolve(library, versions) {
    const version = library.versionRef === undefined ? library.version : versions.get(library.versionRef);
    return version === undefined ? library.module : `${library.module}:${version}`;
}

;// CONCATENATED MODULE: ./src/formats/java-source/project.ts
/**
 * A Java source file's build files: the pom.xml, build.gradle or build.gradle.kts in its folder and each
 * folder above, nearest first (a module's, then its parents'). Read through the workspace, bounded.
 */


const BUILD_FILES = ['pom.xml', 'build.gradle', 'build.gradle.kts'];
/** The build files at or above `path`, nearest first; none for a path that climbs out of the root. */
function* buildFiles(path, workspace) {
    const segments = path.split('/').slice(0, -1);
    if (segments.includes('..'))
        return;
    for (let depth = segments.length; depth >= 0; depth--) {
        const folder = segments.slice(0, depth).join('/');
        for (const name of BUILD_FILES) {
            const at = folder === '' ? name : `${folder}/${name}`;
            const text = (0,manifest/* readManifest */.W)(workspace, at);
            if (text !== undefined)
                yield { path: at, name, text, catalog: name === 'pom.xml' ? undefined : catalogLibraries(at, text, workspace) };
        }
    }
}
/**
 * A build file that makes an MCP server: Spring AI's MCP server starters (`spring-ai-starter-mcp-server…`) or the MCP
 * Java SDK, written in the build or named through its version catalog.
 */
const SERVER_BUILD = /mcp-server|io\.modelcontextprotocol/;
/**
 * Whether the nearest build file at or above `path` makes an MCP server, so the Spring AI `@Tool` methods
 * of its sources are served as MCP tools (a chat client's `@Tool` methods are not); true where no build
 * file can be read.
 */
function buildsServer(path, workspace) {
    for (const file of buildFiles(path, workspace))
        return SERVER_BUILD.test(file.text) || (file.catalog?.libraries.some((l) => SERVER_BUILD.test(l)) ?? false);
    return true;
}


/***/ }),

/***/ 3734:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   b: () => (/* binding */ KIRO_MCP_JSON_INFO)
/* harmony export */ });
/* harmony import */ var _client_config_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2715);
/**
 * What tells a file is a Kiro MCP configuration (.kiro/settings/mcp.json): all that classification reads.
 * The client's model and rules (index.ts) load only when such a file is linted.
 */

const KIRO_MCP_JSON_INFO = {
    id: 'kiro-mcp-json',
    precedence: 90,
    noun: { one: 'Kiro config', other: 'Kiro configs' },
    title: 'Kiro MCP configuration (.kiro/settings/mcp.json)',
    paths: ['**/.kiro/settings/mcp.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_0__/* .clientInfo */ .q)(KIRO_MCP_JSON_INFO));


/***/ }),

/***/ 9189:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MV: () => (/* binding */ FORMAT_INFOS),
  nv: () => (/* binding */ FORMAT_PATHS),
  Uk: () => (/* binding */ formatInfoById),
  M6: () => (/* binding */ loadFormat)
});

// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/info.ts
var info = __webpack_require__(8690);
// EXTERNAL MODULE: ./src/formats/mcp-registry-server/info.ts
var mcp_registry_server_info = __webpack_require__(4551);
// EXTERNAL MODULE: ./src/formats/mcpb-manifest/info.ts
var mcpb_manifest_info = __webpack_require__(4619);
// EXTERNAL MODULE: ./src/formats/mcp-server-card/info.ts
var mcp_server_card_info = __webpack_require__(8272);
// EXTERNAL MODULE: ./src/formats/claude-code-mcp-json/info.ts
var claude_code_mcp_json_info = __webpack_require__(1415);
// EXTERNAL MODULE: ./src/formats/claude-code-plugin/info.ts
var claude_code_plugin_info = __webpack_require__(8557);
// EXTERNAL MODULE: ./src/formats/vscode-mcp-json/info.ts
var vscode_mcp_json_info = __webpack_require__(8871);
// EXTERNAL MODULE: ./src/formats/cursor-mcp-json/info.ts
var cursor_mcp_json_info = __webpack_require__(423);
// EXTERNAL MODULE: ./src/formats/windsurf-mcp-config/info.ts
var windsurf_mcp_config_info = __webpack_require__(7055);
// EXTERNAL MODULE: ./src/formats/kiro-mcp-json/info.ts
var kiro_mcp_json_info = __webpack_require__(3734);
// EXTERNAL MODULE: ./src/formats/roo-mcp-json/info.ts
var roo_mcp_json_info = __webpack_require__(327);
// EXTERNAL MODULE: ./src/formats/amazonq-mcp-json/info.ts
var amazonq_mcp_json_info = __webpack_require__(4768);
// EXTERNAL MODULE: ./src/formats/claude-desktop-config/info.ts
var claude_desktop_config_info = __webpack_require__(3387);
// EXTERNAL MODULE: ./src/formats/gemini-settings/info.ts
var gemini_settings_info = __webpack_require__(3510);
// EXTERNAL MODULE: ./src/formats/gemini-extension/info.ts
var gemini_extension_info = __webpack_require__(9672);
// EXTERNAL MODULE: ./src/formats/codex-config-toml/info.ts
var codex_config_toml_info = __webpack_require__(6358);
// EXTERNAL MODULE: ./src/formats/smithery-yaml/info.ts
var smithery_yaml_info = __webpack_require__(2844);
// EXTERNAL MODULE: ./src/formats/docker-mcp-catalog-tools/info.ts
var docker_mcp_catalog_tools_info = __webpack_require__(7786);
// EXTERNAL MODULE: ./src/formats/fastmcp-json/info.ts
var fastmcp_json_info = __webpack_require__(2288);
// EXTERNAL MODULE: ./src/formats/docker-mcp-catalog/info.ts
var docker_mcp_catalog_info = __webpack_require__(7184);
// EXTERNAL MODULE: ./src/formats/claude-code-settings/info.ts
var claude_code_settings_info = __webpack_require__(9723);
// EXTERNAL MODULE: ./src/formats/copilot-cli-mcp-json/info.ts
var copilot_cli_mcp_json_info = __webpack_require__(7652);
// EXTERNAL MODULE: ./src/formats/mcp-tool-list/info.ts
var mcp_tool_list_info = __webpack_require__(3583);
// EXTERNAL MODULE: ./src/formats/mcp-json/info.ts
var mcp_json_info = __webpack_require__(6014);
// EXTERNAL MODULE: ./src/formats/ai-catalog/info.ts
var ai_catalog_info = __webpack_require__(7157);
// EXTERNAL MODULE: ./src/formats/typescript-source/info.ts
var typescript_source_info = __webpack_require__(238);
// EXTERNAL MODULE: ./src/formats/python-source/info.ts
var python_source_info = __webpack_require__(5975);
// EXTERNAL MODULE: ./src/formats/go-source/info.ts
var go_source_info = __webpack_require__(2923);
// EXTERNAL MODULE: ./src/formats/csharp-source/info.ts + 1 modules
var csharp_source_info = __webpack_require__(7512);
// EXTERNAL MODULE: ./src/formats/rust-source/info.ts
var rust_source_info = __webpack_require__(8775);
// EXTERNAL MODULE: ./src/formats/java-source/info.ts
var java_source_info = __webpack_require__(3701);
;// CONCATENATED MODULE: ./src/formats/registry.generated.ts
// generated from src/formats/*/info.ts by npm run generate; do not edit.
// Every format's manifest, highest precedence first (the order classification breaks ties in), with how
// to load the whole format: each import() is a chunk of the bundles of its own, loaded only when a file
// of that format is checked.































const REGISTRY = [
    [info/* default */.Ay, async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(490), __webpack_require__.e(781), __webpack_require__.e(840), __webpack_require__.e(907), __webpack_require__.e(882), __webpack_require__.e(646)]).then(__webpack_require__.bind(__webpack_require__, 646))).default],
    [mcp_registry_server_info/* default */.Ay, async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(541)]).then(__webpack_require__.bind(__webpack_require__, 9541))).default],
    [mcpb_manifest_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(781), __webpack_require__.e(329), __webpack_require__.e(658)]).then(__webpack_require__.bind(__webpack_require__, 8092))).default],
    [mcp_server_card_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(490), __webpack_require__.e(635)]).then(__webpack_require__.bind(__webpack_require__, 6635))).default],
    [claude_code_mcp_json_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(125), __webpack_require__.e(851)]).then(__webpack_require__.bind(__webpack_require__, 9851))).default],
    [claude_code_plugin_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(125), __webpack_require__.e(77)]).then(__webpack_require__.bind(__webpack_require__, 6077))).default],
    [vscode_mcp_json_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(125), __webpack_require__.e(219)]).then(__webpack_require__.bind(__webpack_require__, 219))).default],
    [cursor_mcp_json_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(125), __webpack_require__.e(451)]).then(__webpack_require__.bind(__webpack_require__, 5451))).default],
    [windsurf_mcp_config_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(125), __webpack_require__.e(987)]).then(__webpack_require__.bind(__webpack_require__, 3987))).default],
    [kiro_mcp_json_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(125), __webpack_require__.e(64)]).then(__webpack_require__.bind(__webpack_require__, 3064))).default],
    [roo_mcp_json_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(125), __webpack_require__.e(67)]).then(__webpack_require__.bind(__webpack_require__, 9067))).default],
    [amazonq_mcp_json_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(125), __webpack_require__.e(486)]).then(__webpack_require__.bind(__webpack_require__, 3486))).default],
    [claude_desktop_config_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(125), __webpack_require__.e(919)]).then(__webpack_require__.bind(__webpack_require__, 8919))).default],
    [gemini_settings_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(125), __webpack_require__.e(936)]).then(__webpack_require__.bind(__webpack_require__, 936))).default],
    [gemini_extension_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(125), __webpack_require__.e(430)]).then(__webpack_require__.bind(__webpack_require__, 3430))).default],
    [codex_config_toml_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(125), __webpack_require__.e(560)]).then(__webpack_require__.bind(__webpack_require__, 7560))).default],
    [smithery_yaml_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(125), __webpack_require__.e(594)]).then(__webpack_require__.bind(__webpack_require__, 4594))).default],
    [docker_mcp_catalog_tools_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(490), __webpack_require__.e(781), __webpack_require__.e(840), __webpack_require__.e(277)]).then(__webpack_require__.bind(__webpack_require__, 3658))).default],
    [fastmcp_json_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(677)]).then(__webpack_require__.bind(__webpack_require__, 1677))).default],
    [docker_mcp_catalog_info/* default */.A, async () => (await __webpack_require__.e(/* import() */ 685).then(__webpack_require__.bind(__webpack_require__, 6685))).default],
    [claude_code_settings_info/* default */.Ay, async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(125), __webpack_require__.e(711)]).then(__webpack_require__.bind(__webpack_require__, 2711))).default],
    [copilot_cli_mcp_json_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(125), __webpack_require__.e(458)]).then(__webpack_require__.bind(__webpack_require__, 4458))).default],
    [mcp_tool_list_info/* default */.Ay, async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(490), __webpack_require__.e(781), __webpack_require__.e(840), __webpack_require__.e(907), __webpack_require__.e(758), __webpack_require__.e(882), __webpack_require__.e(984)]).then(__webpack_require__.bind(__webpack_require__, 1984))).default],
    [mcp_json_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(125), __webpack_require__.e(248)]).then(__webpack_require__.bind(__webpack_require__, 5248))).default],
    [ai_catalog_info/* default */.A, async () => (await __webpack_require__.e(/* import() */ 795).then(__webpack_require__.bind(__webpack_require__, 9795))).default],
    [typescript_source_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(490), __webpack_require__.e(781), __webpack_require__.e(840), __webpack_require__.e(907), __webpack_require__.e(758), __webpack_require__.e(776), __webpack_require__.e(979)]).then(__webpack_require__.bind(__webpack_require__, 4979))).default],
    [python_source_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(490), __webpack_require__.e(781), __webpack_require__.e(840), __webpack_require__.e(907), __webpack_require__.e(758), __webpack_require__.e(776), __webpack_require__.e(965)]).then(__webpack_require__.bind(__webpack_require__, 5965))).default],
    [go_source_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(490), __webpack_require__.e(781), __webpack_require__.e(840), __webpack_require__.e(907), __webpack_require__.e(758), __webpack_require__.e(776), __webpack_require__.e(521)]).then(__webpack_require__.bind(__webpack_require__, 2521))).default],
    [csharp_source_info/* default */.Ay, async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(490), __webpack_require__.e(781), __webpack_require__.e(840), __webpack_require__.e(907), __webpack_require__.e(758), __webpack_require__.e(776), __webpack_require__.e(20)]).then(__webpack_require__.bind(__webpack_require__, 9020))).default],
    [rust_source_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(490), __webpack_require__.e(781), __webpack_require__.e(840), __webpack_require__.e(907), __webpack_require__.e(758), __webpack_require__.e(776), __webpack_require__.e(502)]).then(__webpack_require__.bind(__webpack_require__, 4502))).default],
    [java_source_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(490), __webpack_require__.e(781), __webpack_require__.e(840), __webpack_require__.e(907), __webpack_require__.e(758), __webpack_require__.e(776), __webpack_require__.e(866)]).then(__webpack_require__.bind(__webpack_require__, 1866))).default],
];

// EXTERNAL MODULE: ./src/formats/types.ts + 1 modules
var types = __webpack_require__(5344);
;// CONCATENATED MODULE: ./src/formats/loaders.ts
/**
 * Every format as classification sees it (its manifest: paths, recognition, version, precedence), in
 * precedence order, with each format's rules and models loaded only when a file of that format is
 * checked: a run on one descriptor never compiles nor runs the other formats' code, which the bundles
 * keep in chunks of their own. The list is generated from the format folders (registry.generated.ts).
 */


const FORMAT_INFOS = REGISTRY.map(([info]) => info);
const BY_ID = new Map(REGISTRY.map(([info, load]) => [info.id, { info, load }]));
function formatInfoById(id) {
    return BY_ID.get(id)?.info;
}
/** Every format's usual paths: discovery's default include list. */
const FORMAT_PATHS = (0,types/* formatPaths */.qB)(FORMAT_INFOS);
const LOADED = new Map();
/** The whole format `info` describes, with its rules and the consistency rules that read its group. */
function loadFormat(info) {
    let loaded = LOADED.get(info.id);
    if (!loaded) {
        const entry = BY_ID.get(info.id);
        if (!entry)
            throw new Error(`unknown format ${info.id}`);
        loaded = Promise.all([entry.load(), Promise.all(/* import() */[__webpack_require__.e(758), __webpack_require__.e(776), __webpack_require__.e(329), __webpack_require__.e(501)]).then(__webpack_require__.bind(__webpack_require__, 4882))]).then(([format, { withConsistency }]) => withConsistency(format));
        LOADED.set(info.id, loaded);
    }
    return loaded;
}


/***/ }),

/***/ 6014:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ MCP_JSON_INFO),
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _client_config_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2715);
/**
 * What tells a file is a MCP server list (mcp.json, mcpServers): all that classification reads. The
 * client's model and rules (index.ts) load only when such a file is linted.
 */

const MCP_JSON_INFO = {
    id: 'mcp-json',
    precedence: 10,
    noun: { one: 'MCP server list', other: 'MCP server lists' },
    title: 'MCP server list (mcp.json, mcpServers)',
    paths: ['**/mcp.json'],
    namedByPath: false,
    syntax: 'jsonc',
    serverKeys: ['mcpServers', 'servers'],
    flat: true,
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_0__/* .clientInfo */ .q)(MCP_JSON_INFO));


/***/ }),

/***/ 4551:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ay: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   Dh: () => (/* binding */ REGISTRY_SERVER_INFO),
/* harmony export */   yD: () => (/* binding */ schemaDate)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/* harmony import */ var _versions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4122);
/**
 * What tells a file is a registry server.json and which `$schema` date it declares: all that
 * classification reads, apart from the rules (index.ts), which load only when one is linted.
 */


/** `https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json` and its older hosts. */
const SCHEMA_URL = /^https?:\/\/(?:static\.)?modelcontextprotocol\.io\/schemas\/([^/]{1,40})\/server\.schema\.json$/;
/** The registry's reverse-DNS name: a namespace with a dot, one slash, a server name. */
const REGISTRY_NAME = /^[a-zA-Z0-9.-]{1,200}\.[a-zA-Z0-9-]{1,63}\/[a-zA-Z0-9._-]{1,200}$/;
/** The date in the `$schema` URL, whether or not mcpdesc knows it. */
function schemaDate(value) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value) || typeof value.$schema !== 'string')
        return undefined;
    return SCHEMA_URL.exec(value.$schema)?.[1];
}
const REGISTRY_SERVER_INFO = {
    id: 'mcp-registry-server',
    precedence: 170,
    noun: { one: 'registry server.json', other: 'registry server.json files' },
    title: 'MCP Registry server.json',
    paths: ['**/server.json'],
    namedBy: [],
    syntax: 'json',
    versions: _versions_js__WEBPACK_IMPORTED_MODULE_0__/* .SERVER_JSON_VERSIONS */ .V$,
    recognize(value) {
        if (schemaDate(value) !== undefined || ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value) && (0,_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .namesDraft */ .y5)(value.$schema)))
            return 'certain';
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value) || typeof value.name !== 'string' || !REGISTRY_NAME.test(value.name))
            return 'no';
        // A Server Card has the same name and remotes: without the $schema, the path decides.
        // The pre-release shape (before `$schema`) said its release in `version_detail`.
        return Array.isArray(value.packages) || Array.isArray(value.remotes) || (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value.version_detail) ? 'likely' : 'no';
    },
    version: _versions_js__WEBPACK_IMPORTED_MODULE_0__/* .declaredVersion */ .Pn,
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (REGISTRY_SERVER_INFO);


/***/ }),

/***/ 4122:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gf: () => (/* binding */ checkedVersion),
/* harmony export */   Pn: () => (/* binding */ declaredVersion),
/* harmony export */   V$: () => (/* binding */ SERVER_JSON_VERSIONS),
/* harmony export */   Ww: () => (/* binding */ DRAFT),
/* harmony export */   X1: () => (/* binding */ draftSegment),
/* harmony export */   ZZ: () => (/* binding */ schemaUrl),
/* harmony export */   Zd: () => (/* binding */ PUBLISHED_VERSIONS),
/* harmony export */   bm: () => (/* binding */ nearestVersion),
/* harmony export */   c5: () => (/* binding */ versionSegment),
/* harmony export */   eN: () => (/* binding */ CURRENT),
/* harmony export */   iM: () => (/* binding */ AXIS),
/* harmony export */   lF: () => (/* binding */ isVersion),
/* harmony export */   y5: () => (/* binding */ namesDraft)
/* harmony export */ });
/* unused harmony export suggestedVersion */
/* harmony import */ var _model_axis_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/**
 * server.json's version axis: the dates of the schemas the registry publishes, named by the `$schema`
 * URL. mcp-publisher reads only the date segment of the URL (any host), and calls every URL other than
 * the current one "not the current version".
 */


/** The published schema versions, oldest first: the ones mcp-publisher accepts. */
const PUBLISHED_VERSIONS = ['2025-07-09', '2025-09-16', '2025-09-29', '2025-10-11', '2025-10-17', '2025-12-11'];
/**
 * The versions a file may follow: the published ones, then the registry's unreleased draft (its `$id`,
 * docs/reference/server-json/draft/), newer than every published one. mcp-publisher refuses the draft
 * (mcpdesc.registry.schema says so), but a file written to it is checked by the draft's rules.
 */
const SERVER_JSON_VERSIONS = [...PUBLISHED_VERSIONS, 'draft'];
const DRAFT = 'draft';
const AXIS = new _model_axis_js__WEBPACK_IMPORTED_MODULE_0__/* .VersionAxis */ .i(SERVER_JSON_VERSIONS, {
    noun: 'schema version',
    field: '$schema',
    declare: (version) => `use the "$schema" of ${version}`,
});
/** The version mcp-publisher treats as current (`model.CurrentSchemaVersion`). */
const CURRENT = '2025-12-11';
/** The URL the registry publishes a version's schema at: the only one it calls current. */
function schemaUrl(version) {
    return `https://static.modelcontextprotocol.io/schemas/${version}/server.schema.json`;
}
/** How mcp-publisher finds the version in a `$schema` URL (`/schemas/<version>/server.schema.json`, any host). */
const VERSION_SEGMENT = /\/schemas\/([A-Za-z0-9_~.-]{1,64})\/server\.schema\.json/;
/** The version segment of a `$schema` URL, whether or not it is a published version. */
function versionSegment(url) {
    return VERSION_SEGMENT.exec(url)?.[1];
}
/** The registry's unreleased draft, as its `$id` names it (raw GitHub, docs/reference/server-json/draft/). */
const DRAFT_URL = /\/server-json\/draft\/server\.schema\.json$/;
/** "draft" for the draft schema's own URL, which has no `/schemas/<version>/` segment. */
function draftSegment(url) {
    return DRAFT_URL.test(url) ? 'draft' : undefined;
}
/** Whether a `$schema` URL names the registry's draft, under either form. */
function namesDraft(url) {
    return typeof url === 'string' && (versionSegment(url) ?? draftSegment(url)) === 'draft';
}
/** The version a document's `$schema` names (a published one, or the draft), or null. */
function declaredVersion(value) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value) || typeof value.$schema !== 'string')
        return null;
    const segment = versionSegment(value.$schema) ?? draftSegment(value.$schema);
    return segment !== undefined && isVersion(segment) ? segment : null;
}
function isVersion(text) {
    return SERVER_JSON_VERSIONS.includes(text);
}
/**
 * The version to check a file against: the one its "$schema" names, else the one mcpdesc.registry.schema
 * tells the user to write (the published version nearest to a wrong "$schema"'s date, the current one
 * when it has none or there is no "$schema"), `assumed`. One round of fixes then finds everything: the rest
 * of the file is checked while "$schema" is wrong.
 */
function checkedVersion(value) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value))
        return undefined;
    const declared = declaredVersion(value);
    if (declared)
        return { version: declared, assumed: false };
    // A file of the registry's early previews ("version_detail", packages' "registry_name") fits no published
    // version: checked against one, every field would be wrong. mcpdesc.registry.schema's advice is all it needs.
    if (isPreview(value))
        return undefined;
    return { version: suggestedVersion(value.$schema), assumed: true };
}
function isPreview(value) {
    if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, 'version_detail'))
        return true;
    return Array.isArray(value.packages) && value.packages.some((pkg) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(pkg) && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(pkg, 'registry_name'));
}
/** The published version mcpdesc suggests for a "$schema" that names none. */
function suggestedVersion(url) {
    if (typeof url !== 'string')
        return CURRENT;
    const segment = versionSegment(url);
    if (segment !== undefined)
        return nearestVersion(segment);
    return /\d{4}-\d{2}-\d{2}/.test(url) ? nearestVersion(url) : CURRENT;
}
/** The published version nearest in time to a date-like text ("2025-12-01", "20251011"), else the current one. */
function nearestVersion(text) {
    const match = /(\d{4})[-/._]?(\d{1,2})[-/._]?(\d{1,2})/.exec(text);
    if (!match)
        return CURRENT;
    const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
    if (!Number.isFinite(time))
        return CURRENT;
    let best = CURRENT;
    let distance = Infinity;
    for (const version of PUBLISHED_VERSIONS) {
        const [y, m, d] = version.split('-').map(Number);
        const gap = Math.abs(Date.UTC(y, m - 1, d) - time);
        // On a tie the later version wins: it is the one still published.
        if (gap <= distance) {
            best = version;
            distance = gap;
        }
    }
    return best;
}


/***/ }),

/***/ 7656:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DU: () => (/* binding */ CARD_SCHEMA),
/* harmony export */   F5: () => (/* binding */ shapeOf),
/* harmony export */   bz: () => (/* binding */ draftOf),
/* harmony export */   eN: () => (/* binding */ CURRENT),
/* harmony export */   iM: () => (/* binding */ AXIS),
/* harmony export */   rr: () => (/* binding */ DRAFTS),
/* harmony export */   xY: () => (/* binding */ remotesOf)
/* harmony export */ });
/* harmony import */ var _model_axis_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/**
 * A Server Card's version axis: the drafts of SEP-2127 whose card shapes differ, each named by the date
 * of the revision that introduced the shape (../shared/reference/formats/server-card/FACTS.md). A card
 * declares no draft: its `$schema` URL has been the same since 2026-01-30, so its keys say which one it
 * follows.
 * - 2026-01-21 (b199c358, and SEP-1649's `/.well-known/mcp.json` before it): the initialize result on
 *   disk: `serverInfo`, `protocolVersion`, one `transport`, `capabilities`, `tools`, `resources`, `prompts`.
 * - 2026-01-30 (125fb1fd): registry-style identity (`name`, `version`), `remotes` and `packages`, and still
 *   `capabilities`, `requires` and the primitives.
 * - 2026-03-03 (414ca3f7): primitives and packages removed; `capabilities`, `requires` and a remote's
 *   `authentication` kept.
 * - 2026-08-14 (a6c26fa6, the current draft; the shape since 389a07d6 of 2026-04-06, as the extension
 *   repository's schema.json defines it): identity and remotes only.
 */


const DRAFTS = ['2026-01-21', '2026-01-30', '2026-03-03', '2026-08-14'];
const CURRENT = '2026-08-14';
const AXIS = new _model_axis_js__WEBPACK_IMPORTED_MODULE_0__/* .VersionAxis */ .i(DRAFTS, {
    noun: 'draft',
    field: '$schema',
    declare: () => 'follow the current draft',
});
/** The only `$schema` the current draft accepts. */
const CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';
/** The first draft's `$schema`, never published. */
const FIRST_DRAFT_SCHEMA = /\/schemas\/mcp-server-card\/v1\.json$/;
/** The root keys only older drafts have: the first draft's initialize result, then packages, primitives and requirements. */
const OLD_KEYS = ['serverInfo', 'protocolVersion', 'transport', 'packages', 'tools', 'resources', 'prompts', 'capabilities', 'requires'];
/** The draft whose shape the card follows, with the keys that show it; null when the root is not an object. */
function shapeOf(value) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value))
        return null;
    const has = (k) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, k);
    const firstSchema = typeof value.$schema === 'string' && FIRST_DRAFT_SCHEMA.test(value.$schema);
    const authenticated = remotesOf(value).flatMap((r) => ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(r.value, 'authentication') ? [`${r.pointer}/authentication`] : []));
    const markers = [
        ...(firstSchema ? ['/$schema'] : []),
        ...Object.keys(value)
            .filter((k) => OLD_KEYS.includes(k))
            .map((k) => `/${k}`),
        ...authenticated,
    ];
    // The first draft is the initialize result on disk; a root "protocolVersion" beside "remotes" is a current card's slip.
    const initializeLike = firstSchema || has('serverInfo') || (has('protocolVersion') && !Array.isArray(value.remotes));
    const draft = initializeLike
        ? '2026-01-21'
        : ['packages', 'tools', 'resources', 'prompts'].some(has)
            ? '2026-01-30'
            : ['capabilities', 'requires'].some(has) || authenticated.length > 0
                ? '2026-03-03'
                : has('transport') && !Array.isArray(value.remotes)
                    ? '2026-01-21'
                    : CURRENT;
    return { draft, markers: draft === CURRENT ? [] : markers };
}
function draftOf(value) {
    return shapeOf(value)?.draft ?? null;
}
/** The card's remote objects with their pointers. */
function remotesOf(root) {
    return Array.isArray(root.remotes) ? root.remotes.flatMap((r, i) => ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(r) ? [{ pointer: `/remotes/${i}`, value: r }] : [])) : [];
}


/***/ }),

/***/ 8272:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   O: () => (/* binding */ SERVER_CARD_INFO)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4976);
/* harmony import */ var _mcpdesc_descriptor_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8690);
/* harmony import */ var _drafts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7656);
/**
 * A Server Card (SEP-2127, draft): a server's static description for discovery, served from
 * `.well-known/` and often committed with the site that serves it. Its version axis is the draft whose
 * shape it follows (drafts.ts); the current draft's model is model.ts, the rules are rules/.
 *
 * This module is what classification reads; the rules (index.ts) load only when a card is linted.
 */



/** What the first draft copied from the initialize result beside its `protocolVersion`. */
const INITIALIZE_KEYS = ['serverInfo', 'capabilities', 'tools', 'resources', 'prompts'];
/** The registry's server.json schema under the card's version segment. */
const REGISTRY_V1 = /^https?:\/\/static\.modelcontextprotocol\.io\/schemas\/v1\/server\.schema\.json$/;
const NAMED = ['**/.well-known/mcp/server-card.json', '**/server-card.json', '**/.well-known/mcp-server-card', '**/.well-known/mcp/server-card'];
const SERVER_CARD_INFO = {
    id: 'mcp-server-card',
    precedence: 150,
    noun: { one: 'Server Card', other: 'Server Cards' },
    title: 'MCP Server Card (.well-known/mcp/server-card.json)',
    paths: [...NAMED, '**/.well-known/mcp.json'],
    namedBy: NAMED,
    syntax: 'json',
    versions: _drafts_js__WEBPACK_IMPORTED_MODULE_1__/* .DRAFTS */ .rr,
    recognize(value) {
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(value))
            return 'no';
        if (typeof value.$schema === 'string' && /server-card/i.test(value.$schema))
            return 'certain';
        // The registry's schema URL with the card's "/v1/" segment: a card that names the wrong schema (the
        // extension's own invalid example) or a server.json; as certain as the registry's, so its path decides.
        if (typeof value.$schema === 'string' && REGISTRY_V1.test(value.$schema))
            return 'certain';
        // The first draft's card is an initialize result, as certain a descriptor as a card: its path decides.
        if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .hasOwn */ .$3)(value, 'protocolVersion') && INITIALIZE_KEYS.some((k) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .hasOwn */ .$3)(value, k)))
            return (0,_mcpdesc_descriptor_info_js__WEBPACK_IMPORTED_MODULE_0__/* .ownSummary */ .jt)(value) ? 'likely' : 'certain';
        return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .hasOwn */ .$3)(value, 'serverInfo') || (typeof value.name === 'string' && Array.isArray(value.remotes)) ? 'likely' : 'no';
    },
    version: _drafts_js__WEBPACK_IMPORTED_MODULE_1__/* .draftOf */ .bz,
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (SERVER_CARD_INFO);


/***/ }),

/***/ 3583:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ay: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   Cp: () => (/* binding */ listShape),
/* harmony export */   QP: () => (/* binding */ MCP_TOOL_LIST_INFO)
/* harmony export */ });
/* unused harmony export TOOL_FIELDS */
/* harmony import */ var _protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5159);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/**
 * What tells a committed `tools/list` result: all that classification reads. Servers commit the tools
 * they serve as a golden file their tests compare with (github-mcp-server's `__toolsnaps__/<tool>.snap`,
 * one tool per file; `testdata/toolsets-*.json`, an array) or as a listing kept current by CI
 * (`tools.json`, the result object `{"tools": [...]}`). No such file declares a protocol version: it is
 * read in those of its server's SDK, else the newest mcpdesc knows (sdk.ts), which the report shows.
 */


/**
 * Keys that make an element some other list's (Docker's catalog `arguments`, an MCP prompt's `arguments`,
 * Anthropic's `input_schema`, OpenAI's `parameters` and `function`): not an MCP tool.
 */
const FOREIGN = ['arguments', 'input_schema', 'parameters', 'function'];
/** What a `tools/list` result holds beside its tools. */
const RESULT_KEYS = new Set(['tools', 'nextCursor', '_meta']);
function toolLike(item) {
    return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(item) && typeof item.name === 'string' && !FOREIGN.some((key) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(item, key));
}
/** The fields of the protocol's `Tool` in any version (src/protocol/model/tools.ts). */
const TOOL_FIELDS = new Set([
    'name',
    'title',
    'description',
    'inputSchema',
    'outputSchema',
    'annotations',
    'execution',
    'icons',
    '_meta',
]);
/**
 * Records of another program that borrow a tool's fields (a docs site's data file: each tool with its
 * `source_file` and `tags`, its input schema written from the source's type hints). Two signs must agree,
 * so a broken tool list the user meant as one is still checked: every tool carries a field no MCP version
 * defines (a field some tools lack is a slip for the rules to report; with one tool nothing tells the two
 * apart), and no input schema has the `"type": "object"` every MCP SDK writes.
 */
function otherRecords(items) {
    if (items.length < 2)
        return false;
    const shared = Object.keys(items[0]).filter((key) => !TOOL_FIELDS.has(key) && items.every((item) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(item, key)));
    return shared.length > 0 && !items.some((item) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(item.inputSchema) && item.inputSchema.type === 'object');
}
/** Tools, each named, none of another list's shape, and at least one with the input schema every MCP tool has. */
function isToolArray(items) {
    return Array.isArray(items) && items.length > 0 && items.every(toolLike) && items.some((item) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(item.inputSchema)) && !otherRecords(items);
}
/** How the value holds a tool list, or undefined when it is none. */
function listShape(value) {
    if (isToolArray(value))
        return 'array';
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value))
        return undefined;
    if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, 'tools'))
        return Object.keys(value).every((key) => RESULT_KEYS.has(key)) && isToolArray(value.tools) ? 'result' : undefined;
    return toolLike(value) && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value.inputSchema) ? 'tool' : undefined;
}
const NAMED = ['**/__toolsnaps__/*.snap'];
const MCP_TOOL_LIST_INFO = {
    id: 'mcp-tool-list',
    // Below the descriptor, which shares the `{"tools": [...]}` shape: each takes it at its own paths.
    precedence: 11,
    noun: { one: 'tool list', other: 'tool lists' },
    title: 'Committed tools/list result (tools.json, __toolsnaps__/*.snap, testdata/*tools*.json)',
    paths: ['**/tools.json', ...NAMED, '**/testdata/*tools*.json'],
    // A `tools.json` may be anything; a tool snapshot is one whatever it holds.
    namedBy: NAMED,
    syntax: 'json',
    // The protocol's axis, as the descriptor's: the tool rules they share are gated by the same versions.
    versions: _protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSIONS */ .S8,
    // Other lists of tools share the shape (a descriptor's, an API's): the path decides.
    recognize: (value) => (listShape(value) ? 'likely' : 'no'),
    version: (value) => (listShape(value) ? _protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .LATEST */ .k0 : null),
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (MCP_TOOL_LIST_INFO);


/***/ }),

/***/ 4619:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   K: () => (/* binding */ MCPB_MANIFEST_INFO)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/* harmony import */ var _versions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2886);
/**
 * An MCPB bundle's `manifest.json` (formerly DXT), versioned by `manifest_version` (or the legacy
 * `dxt_version`) and resolved exactly as mcpb resolves it (versions.ts). Browser extensions and web apps
 * use the name `manifest.json` too, so only its content makes it one: a version key with a `server`
 * object, or a version string with an `author` object (a manifest that lost its `server`). A browser
 * extension's `manifest_version` is a number and its `author` a string or an e-mail object beside no
 * `server`, so it is neither.
 *
 * This module is what classification reads; the rules (index.ts) load only when a manifest is linted.
 */


const MCPB_MANIFEST_INFO = {
    id: 'mcpb-manifest',
    precedence: 160,
    noun: { one: 'MCPB manifest', other: 'MCPB manifests' },
    title: 'MCPB bundle manifest (manifest.json)',
    // Repositories keep a DXT-era or second manifest beside the bundle's under another name (manifest-dxt.json).
    paths: ['**/manifest.json', '**/manifest-*.json'],
    namedBy: [],
    syntax: 'json',
    versions: _versions_js__WEBPACK_IMPORTED_MODULE_0__/* .MCPB_VERSIONS */ .H7,
    recognize(value) {
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value))
            return 'no';
        const keys = _versions_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSION_KEYS */ ._O.filter((key) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, key));
        if (keys.length === 0)
            return 'no';
        if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value.server))
            return 'certain';
        return keys.some((key) => typeof value[key] === 'string') && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value.author) && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, 'name') ? 'certain' : 'no';
    },
    version: _versions_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveVersion */ .x,
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (MCPB_MANIFEST_INFO);


/***/ }),

/***/ 2886:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ MCPB_AXIS),
/* harmony export */   H7: () => (/* binding */ MCPB_VERSIONS),
/* harmony export */   Jo: () => (/* binding */ isMcpbVersion),
/* harmony export */   _O: () => (/* binding */ VERSION_KEYS),
/* harmony export */   x: () => (/* binding */ resolveVersion)
/* harmony export */ });
/* harmony import */ var _model_axis_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/**
 * MCPB's version axis and how a manifest declares its version, exactly as mcpb resolves it
 * (`getManifestVersionFromRawData`): `manifest_version` when it is a string naming a version mcpb knows,
 * else `dxt_version` (DXT's name for it) under the same condition, else none, and mcpb validate stops
 * with "Unrecognized or unsupported manifest version".
 */


const MCPB_VERSIONS = ['0.1', '0.2', '0.3', '0.4'];
const MCPB_AXIS = new _model_axis_js__WEBPACK_IMPORTED_MODULE_0__/* .VersionAxis */ .i(MCPB_VERSIONS, {
    noun: 'manifest version',
    field: 'manifest_version',
    declare: (version) => `declare "manifest_version": "${version}"`,
});
/** The keys a manifest may declare its version with, in the order mcpb reads them. */
const VERSION_KEYS = ['manifest_version', 'dxt_version'];
function isMcpbVersion(value) {
    return typeof value === 'string' && MCPB_VERSIONS.includes(value);
}
/** The version mcpb reads the manifest as, or null when it rejects the manifest before its schema. */
function resolveVersion(value) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value))
        return null;
    for (const key of VERSION_KEYS) {
        const declared = value[key];
        if (isMcpbVersion(declared))
            return declared;
    }
    return null;
}


/***/ }),

/***/ 8690:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ay: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   Pn: () => (/* binding */ declaredVersion),
/* harmony export */   jt: () => (/* binding */ ownSummary),
/* harmony export */   rP: () => (/* binding */ DESCRIPTOR_INFO),
/* harmony export */   sI: () => (/* binding */ declaredVersions)
/* harmony export */ });
/* harmony import */ var _protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5159);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/**
 * What tells a file is a descriptor and which protocol versions it declares: all that classification
 * reads, apart from the rules (index.ts), which load only when a descriptor is linted.
 */


/** Top-level keys only a descriptor has (a Server Card or a client configuration has others). */
const DESCRIPTOR_KEYS = ['tools', 'resources', 'resourceTemplates', 'prompts', 'serverInfo', 'capabilities', 'instructions'];
/** Keys of client configurations, which list servers to start instead of describing one. */
const CLIENT_KEYS = ['mcpServers', 'servers', 'mcp_servers'];
// A file named exactly `.mcp.json` is Claude Code's project configuration, never a descriptor: the
// `?` keeps at least one character before the suffix.
const PATHS = ['**/?*.mcp.json', '**/?*.mcp.yaml', '**/?*.mcp.yml'];
/**
 * The protocol versions a descriptor declares, oldest first: its `protocolVersion`, or every entry of
 * a `protocolVersion` list. Empty unless all of them are versions mcpdesc supports, each once
 * (mcpdesc.document.protocol-version says what is wrong otherwise).
 */
function declaredVersions(value) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value))
        return [];
    const declared = value.protocolVersion;
    if ((0,_protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .isVersion */ .lF)(declared))
        return [declared];
    if (!Array.isArray(declared) || declared.length === 0 || !declared.every(_protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .isVersion */ .lF))
        return [];
    const listed = new Set(declared);
    if (listed.size !== declared.length)
        return [];
    return _protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSIONS */ .S8.filter((v) => listed.has(v));
}
/** The version a descriptor declares, as reports show it: "2025-11-25", or "2025-06-18, 2025-11-25" for a list. */
function declaredVersion(value) {
    const versions = declaredVersions(value);
    return versions.length === 0 ? null : versions.join(', ');
}
/** Top-level keys of a server's own summary that a descriptor keeps under "serverInfo" instead. */
const SUMMARY_KEYS = ['name', 'version', 'description'];
/**
 * A project's own summary of its server: two of "name", "version" and "description" at the top, where an
 * initialize result (a descriptor, the first draft's Server Card) keeps them under "serverInfo". Borrowing
 * "protocolVersion" and "capabilities" does not make it one of those wherever it sits (a homegrown
 * server.json): only its path can.
 */
function ownSummary(value) {
    return !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, 'serverInfo') && SUMMARY_KEYS.filter((key) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, key)).length >= 2;
}
/**
 * Why a file named `*.mcp.json` is another project's format: no "protocolVersion", no "$schema", no
 * "serverInfo" or "capabilities", but two of a top-level "name", "version" and "description", or one of them
 * beside "tools" (real projects keep
 * `{name, description, version, tools: [{name, description}]}` there for their own tooling), or a
 * top-level "services" beside no descriptor key at all (a Docker Compose file, `docker-compose.mcp.yml`).
 */
function foreign(value) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value) || ['protocolVersion', '$schema', 'serverInfo', 'capabilities'].some((key) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, key)))
        return undefined;
    if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, 'services') && !DESCRIPTOR_KEYS.some((key) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, key))) {
        return 'a top-level "services" and no descriptor key is a Docker Compose file, not a descriptor';
    }
    const own = SUMMARY_KEYS.filter((key) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, key));
    // One such key alone is read as a broken descriptor (its author meant "serverInfo"); two, or one beside a
    // tool list, are a summary of the project's own.
    if (own.length === 0 || (own.length === 1 && !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, 'tools')))
        return undefined;
    return `a descriptor declares "protocolVersion" and keeps ${own.map((key) => JSON.stringify(key)).join(', ')} under "serverInfo", so this is some other project's format`;
}
const DESCRIPTOR_INFO = {
    id: 'mcpdesc-descriptor',
    precedence: 180,
    noun: { one: 'descriptor', other: 'descriptors' },
    title: 'MCP descriptor (*.mcp.json, *.mcp.yaml)',
    paths: PATHS,
    namedBy: PATHS,
    syntax: 'yaml',
    versions: _protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSIONS */ .S8,
    recognize(value) {
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value) || CLIENT_KEYS.some((key) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, key)) || foreign(value) !== undefined)
            return 'no';
        if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, 'protocolVersion') && DESCRIPTOR_KEYS.some((key) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, key)) && !ownSummary(value))
            return 'certain';
        return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, 'protocolVersion') || DESCRIPTOR_KEYS.some((key) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, key)) ? 'likely' : 'no';
    },
    foreign,
    version: declaredVersion,
    declaredVersions,
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (DESCRIPTOR_INFO);


/***/ }),

/***/ 5837:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ handRolled)
/* harmony export */ });
/* harmony import */ var _protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5159);
/* harmony import */ var _package_modules_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(479);
/**
 * A hand-rolled Python MCP server: a module that names no SDK and answers JSON-RPC itself. It is one when it
 * answers `initialize` with MCP's own fields (`method == "initialize"`, then `"protocolVersion"` or
 * `"serverInfo"`) and `tools/list` with a module-level list (`method == "tools/list"`, then `"tools":
 * TOOL_SCHEMAS`) or a module-level function's (`"tools": get_tools()`); the list's items are then its tools,
 * read as a low-level handler's list is (extract.ts `listed`, `handlers`). A list of dicts with a `"name"` key alone is no server. It speaks the protocol version it answers
 * when written as a literal (or a module-level constant); every version mcpdesc knows is assumed otherwise. Plain bounded text tests.
 */


/** A test of the method, `method == "x"` (`req["method"] == 'x'`, `"x" == method`) or `case "x":`: what follows it is its answer. */
const answering = (method) => new RegExp(`(?:\\bmethod["']?\\]?[ \\t]{0,8}==[ \\t]{0,8}["']${method}["']|["']${method}["'][ \\t]{0,8}==[ \\t]{0,8}[A-Za-z_.\\[\\]"']{0,64}method\\b|\\bcase[ \\t]{1,8}["']${method}["'][ \\t]{0,8}:)`, 'g');
const INITIALIZE = answering('initialize');
const LIST = answering('tools/list');
/** How far after the test its answer is looked for: to the next method's test. */
const MAX_ANSWER = 1_024;
const NEXT = /\bmethod\b[^\n]{0,64}==|\bcase[ \t]{1,8}["']/;
const FIELDS = /["'](?:protocolVersion|serverInfo)["'][ \t]{0,8}:/;
/** The version answered: a literal, or a module-level constant's name. */
const PROTOCOL = /["']protocolVersion["'][ \t]{0,8}:[ \t]{0,8}(?:["'](\d{4}-\d{2}-\d{2})["']|([A-Z][A-Z0-9_]{0,63})\b)/;
/**
 * `"tools": NAME` of the answer, NAME a module-level list literal, or `"tools": f()`, f a module-level
 * function of no parameters (its returns read as a list handler's); never another expression.
 */
const TOOLS = /["']tools["'][ \t]{0,8}:[ \t]{0,8}([A-Za-z_]\w{0,99})[ \t]{0,8}(\([ \t]{0,8}\))?[ \t]{0,8}[,}\n]/;
/** The hand-rolled server the module is, or undefined. */
function handRolled(text, path) {
    if (!text.includes('tools/list') || !text.includes('initialize') || (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .namesSdk */ .XR)(text))
        return undefined;
    const initialize = answers(text, INITIALIZE).find((answer) => FIELDS.test(answer));
    if (initialize === undefined)
        return undefined;
    const lists = new Set();
    const handlers = new Set();
    for (const answer of answers(text, LIST)) {
        const [, name, called] = TOOLS.exec(answer) ?? [];
        if (name === undefined)
            continue;
        if (called === undefined && new RegExp(`^${name}[ \\t]{0,8}(?::[^=\\n]{0,200})?=[ \\t]{0,8}\\[`, 'm').test(text))
            lists.add(name);
        if (called !== undefined && new RegExp(`^(?:async[ \\t]{1,8})?def[ \\t]{1,8}${name}[ \\t]{0,8}\\([ \\t]{0,8}\\)`, 'm').test(text))
            handlers.add(name);
    }
    if (lists.size + handlers.size === 0)
        return undefined;
    const protocol = PROTOCOL.exec(initialize);
    const answered = protocol?.[2] === undefined
        ? protocol?.[1]
        : new RegExp(`^${protocol[2]}[ \\t]{0,8}(?::[^=\\n]{0,64})?=[ \\t]{0,8}["'](\\d{4}-\\d{2}-\\d{2})["']`, 'm').exec(text)?.[1];
    if ((0,_protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .isVersion */ .lF)(answered))
        return {
            lists: [...lists],
            handlers: [...handlers],
            versions: [answered],
            from: `${path}: a hand-rolled server (no SDK) that answers protocolVersion ${answered}`,
        };
    const why = answered === undefined ? 'answers no literal protocolVersion' : `answers protocolVersion ${answered}, which mcpdesc does not know`;
    return {
        lists: [...lists],
        handlers: [...handlers],
        versions: [..._protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSIONS */ .S8],
        from: `assumed every protocol version: ${path}, a hand-rolled server (no SDK), ${why}`,
    };
}
/** What follows each test of a method, to the next method's test (bounded). */
function answers(text, test) {
    const out = [];
    for (const match of text.matchAll(test)) {
        const start = match.index + match[0].length;
        const answer = text.slice(start, start + MAX_ANSWER);
        const next = NEXT.exec(answer);
        out.push(next ? answer.slice(0, next.index) : answer);
        if (out.length >= 16)
            break;
    }
    return out;
}


/***/ }),

/***/ 8419:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WR: () => (/* binding */ handedServer),
/* harmony export */   a6: () => (/* binding */ modulesNear),
/* harmony export */   gD: () => (/* binding */ modulesBeside)
/* harmony export */ });
/* harmony import */ var _package_modules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(479);
/* harmony import */ var _source_draws_on_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5533);


/** A function's header: its name and parameter list (one line or several, up to its `)`). */
const DEF = /^[ \t]{0,64}(?:async[ \t]+)?def[ \t]+([A-Za-z_]\w{0,99})[ \t]*\(([^)]{0,2000})\)/gm;
/** How many folders above the file's own a caller is looked for in, and how many names each lists. */
const MAX_UP = 2;
const MAX_LISTED = 200;
/** How many modules one file's callers (and the re-exports between them) may read. */
const MAX_READS = 12;
/** How many registrars in a row may pass on the server they are handed (`register_all(mcp)` calling `register_a(mcp)`). */
const MAX_FORWARDS = 2;
/** Module names a package's server is usually built or started in: read first, so the budget finds them. */
const LIKELY = ['server.py', '__main__.py', 'main.py', 'app.py', '__init__.py'];
const LIKELY_STEM = /server|mcp|app|main|setup/i;
/** Test modules (pytest's and unittest's names): a server a test builds is no server the package runs. */
const TEST_MODULE = /^(?:test_.*|.*_test|conftest)\.py$/;
function handedServer(text, path, workspace, receivers) {
    const handed = new Map();
    for (const match of text.matchAll(DEF)) {
        const names = parameterNames(match[2]);
        const index = names.findIndex((name) => receivers.has(name));
        const method = names[0] === 'self';
        if (index > (method ? 0 : -1) && !handed.has(match[1]))
            handed.set(match[1], { index: method ? index - 1 : index, method, param: names[index] });
        if (handed.size >= _package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_NAMES */ .oA)
            break;
    }
    return handed.size > 0 && calledWithServer({ text, path, workspace, handed, budget: { reads: MAX_READS }, forwards: MAX_FORWARDS });
}
/** Whether a module near the file (its folder, then up to MAX_UP above) calls one of its handed functions with a server. */
function calledWithServer(caller) {
    const { path, workspace } = caller;
    for (const module of modulesNear(workspace, path)) {
        if (caller.budget.reads <= 0)
            return false;
        if (workspace.kind(module) !== 'file')
            continue;
        const source = (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .readModule */ .bH)(workspace, module, caller.budget);
        if (source !== undefined && callsWithServer(source, module, caller))
            return (0,_source_draws_on_js__WEBPACK_IMPORTED_MODULE_1__/* .drew */ .c)(workspace, module);
    }
    return false;
}
/**
 * The Python modules in the file's folder and up to MAX_UP above, never the file itself nor a test module,
 * in an order of paths alone: those named like a server's first, nearest folder first, then the others.
 */
function modulesNear(workspace, path) {
    const folder = path.slice(0, Math.max(0, path.lastIndexOf('/')));
    return remembered(NEAR, workspace, folder, () => modulesOf(workspace, folder)).filter((module) => module !== path);
}
/** How many sibling folders of a file's folder are listed for modulesBeside. */
const MAX_SIBLINGS = 16;
/**
 * The Python modules in the other folders beside the file's own (its parent's subfolders, one level down),
 * but tests, in an order of paths alone: where a package keeps the registrars of the functions another
 * folder defines (`src/tool_registry/folder_tools.py` registering `src/tools/box_tools_folder.py`'s).
 */
function modulesBeside(workspace, path) {
    const folder = path.slice(0, Math.max(0, path.lastIndexOf('/')));
    if (folder === '')
        return [];
    return remembered(BESIDE, workspace, folder, () => {
        const parent = folder.slice(0, Math.max(0, folder.lastIndexOf('/')));
        const out = [];
        let listed = 0;
        for (const name of workspace.list(parent, MAX_LISTED) ?? []) {
            const sibling = parent === '' ? name : `${parent}/${name}`;
            if (sibling === folder || name.includes('.') || workspace.kind(sibling) !== 'directory')
                continue;
            if (++listed > MAX_SIBLINGS)
                break;
            for (const module of workspace.list(sibling, MAX_LISTED) ?? [])
                if (module.endsWith('.py') && !TEST_MODULE.test(module))
                    out.push(`${sibling}/${module}`);
        }
        return out;
    });
}
/** Folders whose modules one workspace remembers at most (each at most (MAX_UP + 1) * MAX_LISTED); past it, it starts over. */
const MAX_FOLDERS = 1000;
/**
 * The modules near (and beside) each folder, by stable workspace: one serves a run, whose repository does not
 * change. Every Python file of a folder asks for them (imported-functions.ts), and a folder holds hundreds of files.
 */
const NEAR = new WeakMap();
const BESIDE = new WeakMap();
/** The modules `make` finds for `folder`, remembered in `cache` for a stable workspace. */
function remembered(cache, workspace, folder, make) {
    if (!workspace.stable)
        return make();
    let byFolder = cache.get(workspace);
    if (!byFolder)
        cache.set(workspace, (byFolder = new Map()));
    let modules = byFolder.get(folder);
    if (modules === undefined) {
        if (byFolder.size >= MAX_FOLDERS)
            byFolder.clear();
        byFolder.set(folder, (modules = make()));
    }
    return modules;
}
/** The Python modules in `folder` and up to MAX_UP above, but tests, those named like a server's first. */
function modulesOf(workspace, folder) {
    const parts = folder === '' ? [] : folder.split('/');
    const likely = [];
    const others = [];
    for (let up = 0; up <= MAX_UP && up <= parts.length; up++) {
        const base = parts.slice(0, parts.length - up).join('/');
        for (const name of workspace.list(base, MAX_LISTED) ?? []) {
            if (!name.endsWith('.py') || TEST_MODULE.test(name))
                continue;
            (LIKELY.includes(name) || LIKELY_STEM.test(name) ? likely : others).push(base === '' ? name : `${base}/${name}`);
        }
    }
    return [...likely, ...others];
}
/** A parameter list's names, without annotations, defaults or `*`. */
function parameterNames(list) {
    return list.split(',').map((part) => /^\s*\*{0,2}\s*([A-Za-z_]\w*)/.exec(part)?.[1] ?? '');
}
/** Whether `source` (at `module`) reaches one of the handed functions in the file and calls it with a server it builds in the parameter's place. */
function callsWithServer(source, module, caller) {
    if (!(0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .namesSdk */ .XR)(source) && caller.forwards <= 0)
        return false;
    const { handed, path, text, workspace } = caller;
    const gives = (callee, at) => givesServer(source, module, callee, at, caller);
    for (const match of source.matchAll(_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .FROM_IMPORT */ .dX)) {
        const from = match[1];
        for (const { name, alias } of (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .importedItems */ .Z3)(match[2])) {
            // `from .tools import register_nmap_tool` (or `*`): the function itself, perhaps re-exported.
            for (const [fn, at] of handed) {
                if (at.method || (name !== '*' && name !== fn))
                    continue;
                if (gives(name === '*' ? fn : alias, at) && reexports(from, fn, module, caller, _package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_HOPS */ .Od, name === '*'))
                    return true;
            }
            if (name === '*')
                continue;
            // `from . import meta` … `meta.register(mcp, get_config)`: this file's module.
            const submodule = from.endsWith('.') ? `${from}${name}` : `${from}.${name}`;
            // Asked first: a loop over several modules gives each of them the server, and the search for it reads modules.
            const isModule = () => (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .modulePaths */ .nu)(submodule, module, workspace).includes(path);
            for (const [fn, at] of handed)
                if (!at.method && isModule() && gives(`${alias}\\.${fn}`, at))
                    return true;
            // `from .tools.index import IndexTools` … `tools = IndexTools(…)` … `tools.register_tools(self.mcp)`.
            if (!new RegExp(`^class[ \\t]+${name}\\b`, 'm').test(text))
                continue;
            for (const instance of source.matchAll(new RegExp(`^[ \\t]{0,64}((?:self\\.)?[A-Za-z_]\\w{0,99})[ \\t]{0,8}(?::[^=\\n]{0,200})?=[ \\t]{0,8}${alias}\\(`, 'gm'))) {
                const receiver = instance[1].replace('.', '\\.');
                for (const [fn, at] of handed)
                    if (at.method && gives(`${receiver}\\.${fn}`, at) && reexports(from, name, module, caller, _package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_HOPS */ .Od, false))
                        return true;
            }
        }
    }
    return false;
}
/**
 * Whether `source` (at `module`) calls `callee` (a pattern) with, at `index`, a name (or `self.name`)
 * every assignment of which there is a server it builds, or a parameter of the function the call is in
 * that a module near `module` hands a server in turn (forwarded).
 */
function givesServer(source, module, callee, { index, param }, caller) {
    const keyword = new RegExp(`^\\s*${param}\\s*=(?!=)\\s*`);
    const calls = [...source.matchAll(new RegExp(`(?<![\\w.])${callee}\\(([^\\n]{0,500})`, 'g')), ...loopCalls(source, callee)];
    for (const call of calls) {
        const args = topLevelArguments(call[1]);
        // In its place, unless a keyword argument takes that place (positional ones come first), or by its name.
        const positional = args[index] !== undefined && !/^\s*\w+\s*=(?!=)/.test(args[index]) ? args[index] : undefined;
        const named = args.find((arg) => keyword.test(arg))?.replace(keyword, '');
        const given = (positional ?? named)?.trim() ?? '';
        if (!/^(?:self\.)?[A-Za-z_]\w{0,99}$/.test(given))
            continue;
        if ((0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .bindsServer */ .sR)(source, given) || forwarded(source, module, call.index, given, caller))
            return true;
    }
    return false;
}
/** How far past a loop's header its call of the loop variable is looked for. */
const LOOP_BODY = 1000;
/**
 * The calls of a loop variable that takes `callee` (a pattern) in turn, as givesServer's matches: `for r in
 * (register_a, register_b): r(mcp)`, or over a list or tuple the module assigns to a name once
 * (`REGISTRARS = [register_a, …]`; a `+=` adds to it, and the callee is still in it). A callee
 * `module.fn` is called too by a loop over modules that calls the variable's `fn`: `for m in
 * (campaigns, forms): m.register(mcp)`.
 */
function loopCalls(source, callee) {
    const name = callee.replaceAll('\\', '');
    const [holder, member] = name.split('.');
    const out = [];
    for (const loop of source.matchAll(/^[ \t]{0,64}for[ \t]+([A-Za-z_]\w{0,99})[ \t]+in[ \t]+([[(][^\])]{0,4000}[\])]|[A-Za-z_]\w{0,99})[ \t]*:/gm)) {
        const list = loop[2];
        const taken = /^[[(]/.test(list) ? items(list) : namedList(source, list);
        const called = taken.includes(name) ? loop[1] : member !== undefined && taken.includes(holder) ? `${loop[1]}\\.${member}` : undefined;
        if (called === undefined)
            continue;
        const body = source.slice(loop.index + loop[0].length, loop.index + loop[0].length + LOOP_BODY);
        const call = new RegExp(`(?<![\\w.])${called}\\(([^\\n]{0,500})`).exec(body);
        if (call) {
            call.index += loop.index + loop[0].length;
            out.push(call);
        }
    }
    return out;
}
/** The items of the list or tuple literal the module assigns to `name`, when it assigns it once (adding to it with `+=` aside); none otherwise. */
function namedList(source, name) {
    const assignments = [
        ...source.matchAll(new RegExp(`^[ \\t]{0,64}${name}[ \\t]{0,8}(?::[^=\\n]{0,200})?=(?!=)[ \\t]{0,8}(?:([[(][^\\])]{0,4000}[\\])])|)`, 'gm')),
    ];
    return assignments.length === 1 && assignments[0][1] !== undefined ? items(assignments[0][1]) : [];
}
/** The names a list or tuple literal's items are (`[a, b.register]`). */
function items(list) {
    return list
        .slice(1, -1)
        .replace(/#[^\n]*/g, '')
        .split(',')
        .map((item) => item.trim());
}
/**
 * Whether `given`, passed at offset `at` of `source`, is a parameter of the function the call is in (the
 * last `def` before it indented less than its line), never assigned in the module, and a module near
 * `module` calls that function with a server in its place: `def register_all_tools(mcp): …
 * register_citation_tools(mcp)`, called by `main.py` with the FastMCP server it builds.
 */
function forwarded(source, module, at, given, caller) {
    if (caller.forwards <= 0 || given.startsWith('self.') || new RegExp(`^[ \\t]{0,64}${given}[ \\t]{0,8}(?::[^=\\n]{0,200})?=(?!=)`, 'm').test(source))
        return false;
    const line = source.lastIndexOf('\n', at) + 1;
    const indent = /^[ \t]*/.exec(source.slice(line, line + 64))?.[0].length ?? 0;
    let enclosing;
    for (const match of source.slice(0, line).matchAll(DEF))
        if ((/^[ \t]*/.exec(match[0])?.[0].length ?? 0) < indent)
            enclosing = match;
    if (enclosing === undefined)
        return false;
    const names = parameterNames(enclosing[2]);
    const method = names[0] === 'self';
    const index = names.indexOf(given);
    if (index <= (method ? 0 : -1))
        return false;
    const handed = new Map([[enclosing[1], { index: method ? index - 1 : index, method, param: given }]]);
    return calledWithServer({ ...caller, text: source, path: module, handed, forwards: caller.forwards - 1 });
}
/**
 * Whether importing `name` from `from` in `module` gives the file's own: `from` is the file, or a module
 * that imports `name` (by that name, or by `*` unless its `__all__` leaves it out) from one that gives it,
 * within `hops` modules.
 */
function reexports(from, name, module, caller, hops, star) {
    const { path, text, workspace } = caller;
    for (const file of (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .modulePaths */ .nu)(from, module, workspace)) {
        if (file === path)
            return !star || exported(text, name);
        if (hops <= 1)
            continue;
        const source = (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .readModule */ .bH)(workspace, file, caller.budget);
        if (source === undefined || (star && !exported(source, name)))
            continue;
        for (const match of source.matchAll(_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .FROM_IMPORT */ .dX))
            for (const item of (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .importedItems */ .Z3)(match[2]))
                if ((item.name === '*' || item.alias === name) && reexports(match[1], item.name === '*' ? name : item.name, file, caller, hops - 1, item.name === '*'))
                    return true;
    }
    return false;
}
/** Whether `from m import *` takes `name` from the module: it has no `__all__`, or its `__all__` names it. */
function exported(source, name) {
    return !/^__all__\b/m.test(source) || source.includes(`'${name}'`) || source.includes(`"${name}"`);
}
/** The arguments of a call whose text follows its `(` on one line, split at top-level commas up to its `)`. */
function topLevelArguments(rest) {
    const out = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < rest.length; i++) {
        const c = rest[i];
        if (c === '(' || c === '[' || c === '{')
            depth++;
        else if ((c === ')' || c === ']' || c === '}') && depth-- === 0) {
            out.push(rest.slice(start, i));
            return out;
        }
        else if (c === ',' && depth === 0) {
            out.push(rest.slice(start, i));
            start = i + 1;
        }
    }
    return out;
}


/***/ }),

/***/ 5391:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gx: () => (/* binding */ importedFunctions),
/* harmony export */   t: () => (/* binding */ registrarsOfFunctions)
/* harmony export */ });
/* unused harmony export definesOnce */
/* harmony import */ var _engine_test_source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(260);
/* harmony import */ var _handed_server_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8419);
/* harmony import */ var _imported_lists_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3463);
/* harmony import */ var _package_modules_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(479);




/** A test registers what it tests, maybe otherwise than the server (engine/test-source.ts): never a registrar, never read. */
const isTest = (path) => (0,_engine_test_source_js__WEBPACK_IMPORTED_MODULE_0__/* .testSource */ .s)(path) !== undefined;
/** How many modules the search for a file's registrars may read near it, and then beside its folder. */
const MAX_READS = 12;
const MAX_BESIDE_READS = 32;
const MAX_FUNCTIONS = 256;
/** How many modules one server module's registered functions may read: each tool object's, and its function's. */
const MAX_FUNCTION_READS = 128;
/** How many modules that import a function and export it again (a package's `__init__.py`) are followed to its `def`. */
const MAX_REEXPORTS = 2;
/** A registration by call whose function is written as a name or `module.name` (FastMCP's `name_or_fn=` keyword allowed), `(?<fn>…)`. */
const REGISTERS = /\.(?:tool|add_tool)\([ \t\n]{0,64}(?:name_or_fn[ \t]{0,8}=[ \t]{0,8})?(?:[A-Za-z_][\w.]{0,100}\.from_function\([ \t\n]{0,64})?([A-Za-z_]\w{0,99}(?:\.[A-Za-z_]\w{0,99})?)\b|\)\([ \t\n]{0,64}([A-Za-z_]\w{0,99}(?:\.[A-Za-z_]\w{0,99})?)[ \t\n]{0,64}\)/g;
/**
 * Whether a module defines `name` once, at its top level (no other `def` of it at any depth), and binds it
 * nowhere else: assigned, annotated, imported, a loop's, `with`'s or `except`'s target, anywhere in it. As
 * strict as the reader of that module (extract.ts), so what this finds that module lists.
 */
function definesOnce(text, name) {
    // Linear: each pattern is anchored at a line start or a word, then one run of blanks before a literal.
    // Comment lines bind nothing ("# Params for get_news"); a comment after code is kept, which only makes this stricter.
    const source = text.replace(/^[ \t]{0,64}#[^\n]*/gm, '');
    const defs = source.match(new RegExp(`^[ \\t]*(?:async[ \\t]+)?def[ \\t]+${name}[ \\t]*\\(`, 'gm'));
    if (defs?.length !== 1 || !new RegExp(`^(?:async[ \\t]+)?def[ \\t]+${name}\\b`, 'm').test(source))
        return false;
    const bound = new RegExp(`^[ \\t]*${name}[ \\t]*[:=]|\\b(?:for|as)[ \\t]+${name}\\b|\\b${name}[ \\t]*:=|^[ \\t]*(?:import|from)\\b[^\\n]{0,2000}\\b${name}\\b`, 'm');
    if (bound.test(source))
        return false;
    for (const statement of source.matchAll(_package_modules_js__WEBPACK_IMPORTED_MODULE_3__/* .FROM_IMPORT */ .dX))
        if ((0,_package_modules_js__WEBPACK_IMPORTED_MODULE_3__/* .importedItems */ .Z3)(statement[2]).some((item) => item.alias === name))
            return false;
    return true;
}
/** What importedFunctions found for each module of a stable workspace (a run's): the same whichever file asks first. */
const MEMOS = new WeakMap();
const MAX_KEPT = 500;
/**
 * The functions of other modules of the repository a server module (one naming an MCP SDK) may register,
 * by how it writes them (`list_plugins`, `mcp_tools.decompile`): each name it imports, or `module.name` of
 * a module it imports, that such a module defines once at its top level; and `tool.fn` of a tool object
 * it imports, which that module makes once from such a function (`get_news_tool =
 * Tool.from_function(get_news, …)`, `.fn` being the function itself). Empty for a test module.
 */
function importedFunctions(text, path, workspace) {
    if (!workspace || path.split('/').includes('..') || isTest(path) || !(0,_package_modules_js__WEBPACK_IMPORTED_MODULE_3__/* .namesSdk */ .XR)(text) || !text.includes('import'))
        return new Map();
    if (!workspace.stable)
        return functionsOf(text, path, workspace);
    let memo = MEMOS.get(workspace);
    if (!memo)
        MEMOS.set(workspace, (memo = new Map()));
    let found = memo.get(path);
    if (found === undefined) {
        found = functionsOf(text, path, workspace);
        if (memo.size >= MAX_KEPT)
            memo.clear();
        memo.set(path, found);
    }
    return found;
}
function functionsOf(text, path, workspace) {
    const out = new Map();
    const written = new Set();
    for (const match of text.matchAll(REGISTERS))
        if (written.add(match[1] ?? match[2]).size >= MAX_FUNCTIONS)
            break;
    if (written.size === 0)
        return out;
    const budget = { reads: MAX_FUNCTION_READS };
    const sources = new Map();
    const source = (module) => {
        if (module === undefined)
            return undefined;
        if (!sources.has(module))
            sources.set(module, isTest(module) ? undefined : (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_3__/* .readModule */ .bH)(workspace, module, budget));
        return sources.get(module);
    };
    const defined = (module, name, hops = MAX_REEXPORTS) => {
        const read = source(module);
        if (module === undefined || read === undefined)
            return undefined;
        if (definesOnce(read, name))
            return { path: module, name };
        // A package's `__init__.py` that re-exports it (`from .search import search_news`): the module it comes from.
        const imported = hops > 0 ? importedBy(read, name) : undefined;
        return imported && defined((0,_package_modules_js__WEBPACK_IMPORTED_MODULE_3__/* .modulePaths */ .nu)(imported.from, module, workspace)[0], imported.name, hops - 1);
    };
    const attributes = new Map();
    for (const fn of written) {
        const [head, attribute] = fn.split('.');
        if (attribute !== undefined)
            attributes.set(head, [...(attributes.get(head) ?? []), attribute]);
    }
    const set = (key, found) => found && out.set(key, found);
    for (const statement of text.matchAll(_package_modules_js__WEBPACK_IMPORTED_MODULE_3__/* .FROM_IMPORT */ .dX)) {
        for (const { name, alias } of (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_3__/* .importedItems */ .Z3)(statement[2])) {
            // The name is the import's only when the file does not bind it again.
            if (name === '*' || (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_3__/* .assigns */ .n3)(text, alias))
                continue;
            const module = () => (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_3__/* .modulePaths */ .nu)(statement[1], path, workspace)[0];
            if (written.has(alias))
                set(alias, defined(module(), name));
            const members = attributes.get(alias);
            if (members === undefined)
                continue;
            // `from pkg import mcp_tools` … `mcp_tools.decompile`: the module itself.
            const submodule = (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_3__/* .modulePaths */ .nu)(statement[1].endsWith('.') ? `${statement[1]}${name}` : `${statement[1]}.${name}`, path, workspace)[0];
            if (submodule !== undefined)
                for (const member of members)
                    set(`${alias}.${member}`, defined(submodule, member));
            // `from tools.news import news_tool` … `news_tool.fn`: the function the tool object is made from.
            else if (members.includes('fn')) {
                const holder = module();
                const inner = madeFrom(source(holder) ?? '', name);
                const imported = inner === undefined ? undefined : importedBy(source(holder) ?? '', inner);
                if (inner !== undefined)
                    set(`${alias}.fn`, defined(holder, inner) ?? (imported && defined((0,_package_modules_js__WEBPACK_IMPORTED_MODULE_3__/* .modulePaths */ .nu)(imported.from, holder, workspace)[0], imported.name)));
            }
        }
    }
    return out;
}
/** The function a module's tool object `name` is made from: assigned once, at its top level, `Tool.from_function(fn, …)` (`FunctionTool` too). */
function madeFrom(source, name) {
    const made = [
        ...source.matchAll(new RegExp(`^${name}[ \\t]{0,8}(?::[^=\\n]{0,200})?=[ \\t]{0,8}(?:[A-Za-z_][\\w.]{0,100}\\.)?(?:Tool|FunctionTool)\\.from_function\\([ \\t\\n]{0,64}(?:fn[ \\t]{0,8}=[ \\t]{0,8})?([A-Za-z_]\\w{0,99})[ \\t\\n]{0,64}[,)]`, 'gm')),
    ];
    const assigned = source.match(new RegExp(`^[ \\t]{0,64}${name}[ \\t]{0,8}(?::[^=\\n]{0,200})?=(?!=)`, 'gm'));
    return made.length === 1 && assigned?.length === 1 ? made[0][1] : undefined;
}
/** Where a module imports `name` from (`from m import x as name`), when it binds it by that import alone. */
function importedBy(source, name) {
    if ((0,_package_modules_js__WEBPACK_IMPORTED_MODULE_3__/* .assigns */ .n3)(source, name))
        return undefined;
    for (const statement of source.matchAll(_package_modules_js__WEBPACK_IMPORTED_MODULE_3__/* .FROM_IMPORT */ .dX))
        for (const item of (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_3__/* .importedItems */ .Z3)(statement[2]))
            if (item.alias === name && item.name !== '*')
                return { from: statement[1], name: item.name };
    return undefined;
}
/**
 * Files and modules one workspace remembers at most, and characters of the modules' texts together;
 * past either, it starts over (a miss only costs the search again).
 */
const MAX_KNOWN = 10_000;
const MAX_KNOWN_CHARS = 8 << 20;
/**
 * The registrars found for each file and what the search read of each module, by stable workspace: one
 * serves a run, whose repository does not change, and a run's texts are the files at their paths
 * (runner/kept.ts). Classification, the file's reader and the consistency rules each ask for every
 * Python file, and the files of a folder read the same modules near it.
 */
const KNOWN = new WeakMap();
/** A top-level function, or a top-level list a handler may return (imported-lists.ts). */
const DEFINES = /^(?:(?:async[ \t]+)?def[ \t]|[A-Za-z_]\w{0,99}[ \t]{0,8}(?::[^=\n]{0,200})?=[ \t]{0,8}\[)/m;
/**
 * Each module near the file (handed-server.ts modulesNear; never one in a tests folder) that names an SDK and writes a registration of a function of
 * the file, with what it imports (importedFunctions): at most MAX_READS modules read. The text test of
 * classification; the reader (registered-elsewhere.ts) reads each registration.
 */
function registrarsOfFunctions(text, path, workspace) {
    if (!workspace || path.split('/').includes('..') || isTest(path) || !DEFINES.test(text))
        return [];
    // Remembered only where the workspace says its answers never change (a run's).
    // Remembered only where the workspace says its answers never change (a run's).
    let found = workspace.stable ? knownIn(workspace).registrars.get(path) : searchRegistrars(path, workspace, newKnown());
    if (found === undefined) {
        found = searchRegistrars(path, workspace, knownIn(workspace));
        knownIn(workspace, 0).registrars.set(path, found);
    }
    // Said on every answer, remembered or not: changed mode re-checks this file when a registrar changes.
    // So are the modules that join this file's lists on their way to a registrar's handler.
    for (const registrar of found) {
        workspace.drawsOn?.(registrar.path);
        for (const list of [...registrar.lists.values()].flat())
            if (list.path === path)
                for (const via of list.via)
                    workspace.drawsOn?.(via);
    }
    return found;
}
/** The workspace's record, started over when `chars` more would pass its bounds. */
function knownIn(workspace, chars = 0) {
    let known = KNOWN.get(workspace);
    if (!known || known.registrars.size >= MAX_KNOWN || known.modules.size >= MAX_KNOWN || known.chars + chars > MAX_KNOWN_CHARS)
        KNOWN.set(workspace, (known = newKnown()));
    known.chars += chars;
    return known;
}
function newKnown() {
    return { chars: 0, registrars: new Map(), modules: new Map() };
}
function searchRegistrars(path, workspace, known) {
    const near = registrarsAmong((0,_handed_server_js__WEBPACK_IMPORTED_MODULE_1__/* .modulesNear */ .a6)(workspace, path), MAX_READS, path, workspace, known);
    // A package may keep its registrars in a folder of their own beside the functions' (modulesBeside).
    return near.length > 0 ? near : registrarsAmong((0,_handed_server_js__WEBPACK_IMPORTED_MODULE_1__/* .modulesBeside */ .gD)(workspace, path), MAX_BESIDE_READS, path, workspace, known);
}
/** The registrars of the file among `modules`, at most `reads` of them read. */
function registrarsAmong(modules, reads, path, workspace, known) {
    const out = [];
    for (const module of modules) {
        if (isTest(module))
            continue;
        if (reads <= 0)
            break;
        let near = known.modules.get(module);
        if (near === undefined) {
            near = readNear(workspace, module);
            (workspace.stable ? knownIn(workspace, typeof near === 'string' ? 0 : near.text.length) : known).modules.set(module, near);
        }
        if (near === 'absent')
            continue;
        reads--;
        if (near === 'plain')
            continue;
        const lists = [...near.lists.values()].flat().filter((list) => list.path === path);
        if (lists.length === 0 && ![...near.imported.values()].some((defined) => defined.path === path))
            continue;
        out.push(near);
    }
    return out;
}
/** What the search reads of the module at `path` (one read of the budget unless there is no file). */
function readNear(workspace, path) {
    if (workspace.kind(path) !== 'file')
        return 'absent';
    const source = (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_3__/* .readModule */ .bH)(workspace, path, { reads: 1 });
    if (source === undefined || !(0,_package_modules_js__WEBPACK_IMPORTED_MODULE_3__/* .namesSdk */ .XR)(source))
        return 'plain';
    return { path, text: source, imported: importedFunctions(source, path, workspace), lists: (0,_imported_lists_js__WEBPACK_IMPORTED_MODULE_2__/* .importedLists */ .u)(source, path, workspace) };
}


/***/ }),

/***/ 3463:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ importedLists)
/* harmony export */ });
/* harmony import */ var _package_modules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(479);

const MAX_READS = 16;
const MAX_HOPS = 3;
const MAX_NAMES = 16;
/** A name a handler may return or loop over, or a constant take: `return X`, `in X]`, `= X`. */
const USED = /(?:\breturn|\bin|=)[ \t]{1,8}([A-Za-z_]\w{0,99})[ \t]*(?:\]|#|\r?\n|$)/gm;
/**
 * The lists a module with a `list_tools` handler (one naming an MCP SDK) imports, by the name it binds:
 * each module-level list of the module the import finds, or, for a list that module joins from lists it
 * imports in turn, every one of those (none unless all are found).
 */
function importedLists(text, path, workspace) {
    const out = new Map();
    if (!workspace || path.split('/').includes('..') || !text.includes('list_tools') || !(0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .namesSdk */ .XR)(text))
        return out;
    const used = new Set();
    for (const match of text.matchAll(USED))
        if (used.add(match[1]).size >= MAX_NAMES)
            break;
    const budget = { reads: MAX_READS };
    for (const statement of text.matchAll(_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .FROM_IMPORT */ .dX))
        for (const { name, alias } of (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .importedItems */ .Z3)(statement[2])) {
            if (name === '*' || !used.has(alias) || (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .assigns */ .n3)(text, alias) || changed(text, alias))
                continue;
            const module = (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .modulePaths */ .nu)(statement[1], path, workspace)[0];
            const found = module === undefined ? undefined : listsOf(workspace, module, name, MAX_HOPS, budget);
            if (found)
                out.set(alias, found);
        }
    return out;
}
/** The lists `name` of the module at `path` is: itself, a list literal; or those of the imported lists it joins. */
function listsOf(workspace, path, name, hops, budget) {
    const source = (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .readModule */ .bH)(workspace, path, budget);
    if (source === undefined || !assignedOnce(source, name) || changed(source, name))
        return undefined;
    if (new RegExp(`^${name}[ \\t]{0,8}(?::[^=\\n]{0,200})?=[ \\t]{0,8}\\[`, 'm').test(source))
        return [{ path, name, via: [] }];
    if (hops <= 1)
        return undefined;
    const parts = joined(source, name);
    if (parts === undefined)
        return undefined;
    const out = [];
    for (const part of parts) {
        const from = importedFrom(source, part);
        const module = from && (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .modulePaths */ .nu)(from.module, path, workspace)[0];
        const found = module === undefined || from === undefined ? undefined : listsOf(workspace, module, from.name, hops - 1, budget);
        if (found === undefined)
            return undefined;
        out.push(...found.map((list) => ({ ...list, via: [path, ...list.via] })));
    }
    return out;
}
/** Whether the module assigns `name` once, at any indentation. */
function assignedOnce(source, name) {
    return source.match(new RegExp(`^[ \\t]{0,64}${name}[ \\t]{0,8}(?::[^=\\n]{0,200})?=(?!=)`, 'gm'))?.length === 1;
}
/** Whether the module may change the list in place (`X.append(…)`, `X += …`, `X[0] = …`): then its literal is not all it holds. */
function changed(source, name) {
    return new RegExp(`\\b${name}[ \\t]{0,8}(?:\\.[ \\t]{0,8}(?:append|extend|insert|remove|pop|clear|sort)\\b|\\+=|\\[)`).test(source);
}
/** The names a top-level `name = A + B + …` (perhaps in parentheses, over several lines) joins; undefined for anything else. */
function joined(source, name) {
    const match = new RegExp(`^${name}[ \\t]{0,8}=[ \\t]{0,8}(\\([^()]{0,2000}\\)|[^\\n]{0,2000})`, 'm').exec(source);
    if (!match)
        return undefined;
    const body = match[1].replace(/^\(|\)$/g, '').replace(/#[^\n]*/g, '');
    const parts = body.split('+').map((part) => part.trim());
    return parts.length <= MAX_NAMES && parts.every((part) => /^[A-Za-z_]\w{0,99}$/.test(part)) ? parts : undefined;
}
/** Where a module imports `name` from, when that import alone binds it. */
function importedFrom(source, name) {
    if ((0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .assigns */ .n3)(source, name))
        return undefined;
    for (const statement of source.matchAll(_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .FROM_IMPORT */ .dX))
        for (const item of (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .importedItems */ .Z3)(statement[2]))
            if (item.alias === name && item.name !== '*')
                return { module: statement[1], name: item.name };
    return undefined;
}


/***/ }),

/***/ 5975:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   q: () => (/* binding */ PYTHON_SOURCE_INFO)
/* harmony export */ });
/* harmony import */ var _source_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6894);
/* harmony import */ var _hand_rolled_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5837);
/* harmony import */ var _imported_functions_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5391);
/* harmony import */ var _server_import_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8024);
/**
 * What tells that a file is a Python MCP server's source: a `.py` file that imports FastMCP (from the
 * official `mcp` SDK or the `fastmcp` package), the SDK's low-level `mcp.server` or `mcp.types`, or the
 * server object a module of its package builds. All that classification reads; the reader and rules
 * (index.ts) load only when such a file is linted.
 */




const PATHS = ['**/?*.py'];
const PYTHON_SOURCE_INFO = (0,_source_info_js__WEBPACK_IMPORTED_MODULE_0__/* .sourceInfo */ .A)({
    id: 'python-source',
    // Never ties with another format: source files are told by path and imports, not by parsed content.
    precedence: 6,
    noun: { one: 'Python server file', other: 'Python server files' },
    title: 'Python MCP server source (FastMCP and MCPServer tools)',
    paths: PATHS,
    // `from mcp.server.fastmcp import FastMCP`, `from fastmcp import FastMCP`, v2's `from mcp.server
    // import MCPServer`, the low-level `from mcp.server import Server`; or a tool module that imports the
    // server object its package builds (server-import.ts); or an Azure Functions app's `@app.mcp_tool()`.
    // A module handed the server its package builds (`def register_tools(mcp_server): @mcp_server.tool()`) too.
    // Or a module whose functions a server module of its package imports and registers (imported-functions.ts),
    // or one that answers MCP's methods itself (hand-rolled.ts).
    importsSdk: (text, path, workspace) => (0,_server_import_js__WEBPACK_IMPORTED_MODULE_3__/* .namesSdk */ .XR)(text) ||
        (0,_server_import_js__WEBPACK_IMPORTED_MODULE_3__/* .azureTools */ .n_)(text) ||
        (path !== undefined &&
            ((0,_server_import_js__WEBPACK_IMPORTED_MODULE_3__/* .registersOnPackageServer */ .bs)(text, path, workspace) || (0,_imported_functions_js__WEBPACK_IMPORTED_MODULE_2__/* .registrarsOfFunctions */ .t)(text, path, workspace).length > 0 || (0,_hand_rolled_js__WEBPACK_IMPORTED_MODULE_1__/* .handRolled */ .C)(text, path) !== undefined)),
});
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (PYTHON_SOURCE_INFO);


/***/ }),

/***/ 479:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GW: () => (/* binding */ builds),
/* harmony export */   Od: () => (/* binding */ MAX_HOPS),
/* harmony export */   XR: () => (/* binding */ namesSdk),
/* harmony export */   Z3: () => (/* binding */ importedItems),
/* harmony export */   bH: () => (/* binding */ readModule),
/* harmony export */   dX: () => (/* binding */ FROM_IMPORT),
/* harmony export */   hv: () => (/* binding */ returnsServer),
/* harmony export */   n3: () => (/* binding */ assigns),
/* harmony export */   nu: () => (/* binding */ modulePaths),
/* harmony export */   oA: () => (/* binding */ MAX_NAMES),
/* harmony export */   sR: () => (/* binding */ bindsServer)
/* harmony export */ });
/**
 * The text test: `fastmcp`, `FastMCP`, and the official SDK's `mcp.server` (FastMCP, v2's MCPServer, the
 * low-level Server) or `mcp.types` (a module handed the server, `def register(mcp): @mcp.tool(annotations=
 * ToolAnnotations(…))`, imports the types it registers with).
 */
function namesSdk(text) {
    return text.includes('fastmcp') || text.includes('FastMCP') || text.includes('mcp.server') || text.includes('mcp.types');
}
/** At any indentation: a function may import the server lazily, once the server module is loaded. */
const FROM_IMPORT = /^[ \t]{0,64}from[ \t]+(\.{0,8}[A-Za-z_][\w.]{0,200}|\.{1,8})[ \t]+import[ \t]+(\([^)]{0,4000}\)|[^\n#]{0,2000})/gm;
/** How many modules an import may pass through (`server.py` re-exporting `app.py`'s object). */
const MAX_HOPS = 3;
const MAX_NAMES = 16;
const MAX_MODULE = 1 << 20;
/** The names one `from m import …` statement's items (FROM_IMPORT's second group) take and bind; `*` for all. */
function importedItems(list) {
    const out = [];
    for (const item of list
        .replace(/#[^\n]*/g, '')
        .replace(/^\(|\)$/g, '')
        .split(',')) {
        const [name, alias = name] = item.trim().split(/\s+as\s+/);
        if (name === '*' || /^\w+$/.test(name))
            out.push({ name, alias });
    }
    return out;
}
/** A module's text, when it is a file under MAX_MODULE bytes and the budget allows one more read. */
function readModule(workspace, path, budget) {
    if (budget.reads <= 0)
        return undefined;
    budget.reads--;
    const bytes = workspace.head(path, MAX_MODULE);
    return bytes && bytes.length < MAX_MODULE ? new TextDecoder().decode(bytes) : undefined;
}
/** Whether the text assigns `name`, at any indentation (`name = …`, `name: T = …`): then it is not only what an import binds. */
function assigns(text, name) {
    return new RegExp(String.raw `^[ \t]{0,64}${name}[ \t]{0,8}(?::[^=\n]{0,200})?=(?!=)`, 'm').test(text);
}
/** A call's callee, past a module path and a generic's parameters (`FastMCP[None](…)`, as typed servers are built). */
const CALLEE = /^(?:[A-Za-z_][\w.]{0,100}\.)?([A-Za-z_]\w{0,99})(?:\[[^\]\n]{0,100}\])?\(/;
/**
 * Whether a module imports an MCP SDK and assigns `name` a server it builds, at its top level: by the
 * SDK's constructor, or by a factory of its own (`mcp = MCPServerFactory.create()`) every `def` of whose
 * name in the module is annotated to return one (`def create(**kwargs) -> FastMCP:`).
 */
function builds(source, name) {
    if (!namesSdk(source))
        return false;
    const assignment = new RegExp(`^${name}[ \\t]{0,8}(?::[^=\\n]{0,200})?=[ \\t]{0,8}(?:[A-Za-z_][\\w.]{0,100}\\.)?([A-Za-z_]\\w{0,99})(?:\\[[^\\]\\n]{0,100}\\])?\\(`, 'gm');
    let tried = 0;
    for (const match of source.matchAll(assignment)) {
        if (serverCall(source, match[1]))
            return true;
        if (++tried >= MAX_NAMES)
            return false;
    }
    return false;
}
/**
 * Whether every assignment of `name` (a name, or `self.name`) in a module that names an MCP SDK, at any
 * indentation (`mcp = FastMCP(…)` inside the function that hands it on, `self.mcp = FastMCP(…)` in
 * `__init__`), is a server it builds, and there is one: then what the module passes as `name` is that
 * server, wherever in the module it is passed.
 */
function bindsServer(source, name) {
    if (!namesSdk(source))
        return false;
    const escaped = name.replace('.', '\\.');
    const assignment = new RegExp(`^[ \\t]{0,64}${escaped}[ \\t]{0,8}(?::[^=\\n]{0,200})?=(?!=)[ \\t]{0,8}([^\\n]{0,200})`, 'gm');
    let found = 0;
    for (const match of source.matchAll(assignment)) {
        const callee = CALLEE.exec(match[1])?.[1];
        if (callee === undefined || !serverCall(source, callee) || ++found >= MAX_NAMES)
            return false;
    }
    return found > 0;
}
const SERVER_CLASSES = new Set(['FastMCP', 'MCPServer', 'Server']);
/** How many `def`s of one name a module is read for. */
const MAX_DEFS = 16;
/**
 * A return annotation that is an SDK server class, or one or `None` (`FastMCP | None`, `Optional[FastMCP]`:
 * a getter of a server built later; a decorator on what it returns only runs on a server).
 */
const SERVER_RETURN = /^["']?(?:Optional\[[ \t]{0,8})?(?:[A-Za-z_][\w.]{0,100}\.)?(?:FastMCP|MCPServer|Server)(?:[ \t]{0,8}\]|[ \t]{0,8}\|[ \t]{0,8}None)?["']?\s*$/;
/** Whether a module names an MCP SDK and defines `fn`, each `def` of it annotated to return an SDK server (perhaps or `None`). */
function returnsServer(source, fn) {
    return namesSdk(source) && factory(source, fn);
}
/** Whether calling `callee` in the module builds an SDK server: its constructor, a subclass or a factory of the module's. */
function serverCall(source, callee) {
    return SERVER_CLASSES.has(callee) || subclass(source, callee) || factory(source, callee);
}
/** The methods through which a server gets its tools, prompts and resources: a subclass that defines one may register otherwise. */
const REGISTERING = /^[ \t]{1,64}(?:async[ \t]+)?def[ \t]+(?:tool|add_tool|prompt|add_prompt|resource|add_resource|add_template|add_resource_fn)[ \t]*\(/m;
/** A `list_tools` of the subclass's own, which may list other tools than those registered. */
const LISTS_TOOLS = /^[ \t]{1,64}(?:async[ \t]+)?def[ \t]+list_tools[ \t]*\(/m;
/**
 * Whether the module defines `cls` once, at its top level, as a subclass of an SDK server class
 * (`class FilterableFastMCP(FastMCP):`, `(fastmcp.FastMCP)`, `(FastMCP[AppContext])`) that keeps the
 * SDK's registration: it defines none of the methods that register (REGISTERING), and a `list_tools` of
 * its own narrows the SDK's list (it calls `super().list_tools(`), so what it lists is among what is
 * registered. Then an instance registers with `@x.tool` as the SDK's server does.
 */
function subclass(source, cls) {
    const header = new RegExp(`^class[ \\t]+${cls}[ \\t]*\\(([^)]{0,400})\\)[ \\t]*:`, 'gm');
    const found = [...source.matchAll(header)];
    if (found.length !== 1 || new RegExp(`^[ \\t]+class[ \\t]+${cls}\\b|^${cls}[ \\t]*=`, 'm').test(source))
        return false;
    const bases = found[0][1].split(',').map((base) => base.replace(/\[[^\]]{0,200}\]/g, '').trim());
    if (!bases.some((base) => SERVER_CLASSES.has(base.slice(base.lastIndexOf('.') + 1))))
        return false;
    const body = classBody(source, (found[0].index ?? 0) + found[0][0].length);
    if (REGISTERING.test(body))
        return false;
    return !LISTS_TOOLS.test(body) || body.includes('super().list_tools(');
}
/** The text of a top-level class's body from `from` (past its header): up to the next line written at the top level. */
function classBody(source, from) {
    const next = /\n(?=[^ \t\r\n#])/g;
    next.lastIndex = from;
    const end = next.exec(source)?.index ?? source.length;
    return source.slice(from, end);
}
/** Whether the module defines `fn`, and each of its `def`s (methods too) is annotated to return an SDK server. */
function factory(source, fn) {
    const def = new RegExp(`^[ \\t]{0,64}(?:async[ \\t]+)?def[ \\t]+${fn}[ \\t]*\\(([^)]{0,2000})\\)[ \\t]*(?:->[ \\t]*([^:\\n]{0,200}))?:`, 'gm');
    let found = 0;
    for (const match of source.matchAll(def)) {
        if (++found > MAX_DEFS || !SERVER_RETURN.test(match[2] ?? ''))
            return false;
    }
    return found > 0;
}
/**
 * The files a module name may be, from the importing file at `path`: a relative one (`.server`,
 * `..common.server`) from the file's package; an absolute one (`pkg.common.server`) under each folder
 * from the file's own up to the root, the nearest first. Each as `x.py` or `x/__init__.py`.
 */
function modulePaths(module, path, workspace) {
    const folder = path.split('/').slice(0, -1);
    const dots = /^\.*/.exec(module)?.[0].length ?? 0;
    const parts = module
        .slice(dots)
        .split('.')
        .filter((part) => part !== '');
    const bases = [];
    if (dots > 0) {
        if (dots - 1 > folder.length)
            return [];
        bases.push(folder.slice(0, folder.length - (dots - 1)));
    }
    else
        for (let depth = folder.length; depth >= 0; depth--)
            bases.push(folder.slice(0, depth));
    const out = [];
    for (const base of bases) {
        const stem = [...base, ...parts].join('/');
        for (const candidate of [`${stem}.py`, `${stem}/__init__.py`])
            if (stem !== '' && workspace.kind(candidate.replace(/^\//, '')) === 'file')
                out.push(candidate.replace(/^\//, ''));
        // The nearest folder that holds the module decides, as Python's path would.
        if (out.length > 0)
            break;
    }
    return out;
}


/***/ }),

/***/ 8024:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XR: () => (/* reexport safe */ _package_modules_js__WEBPACK_IMPORTED_MODULE_1__.XR),
/* harmony export */   _k: () => (/* binding */ AZURE),
/* harmony export */   bs: () => (/* binding */ registersOnPackageServer),
/* harmony export */   n_: () => (/* binding */ azureTools)
/* harmony export */ });
/* harmony import */ var _handed_server_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8419);
/* harmony import */ var _package_modules_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(479);
/* harmony import */ var _star_import_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(993);
/* harmony import */ var _source_draws_on_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5533);





/** Azure Functions' Python library, whose `FunctionApp` takes MCP tool triggers (`@app.mcp_tool()`). */
const AZURE = /^[ \t]{0,64}(?:import[ \t]{1,16}azure\.functions\b|from[ \t]{1,16}azure(?:\.functions\b|[ \t]{1,16}import[ \t]{1,16}functions\b))/m;
/** An Azure Functions app that registers an MCP tool: the Functions host's MCP extension serves it. */
function azureTools(text) {
    return text.includes('.mcp_tool(') && AZURE.test(text);
}
/** A decorator, or a registration by call (`mcp.tool()(fn)`, `mcp.add_tool(fn)`) as a statement. */
const DECORATOR = /^[ \t]{0,64}(?:@([A-Za-z_]\w{0,99})\.(?:tool|prompt|resource)\b|([A-Za-z_]\w{0,99})\.(?:tool|prompt|resource|add_tool|add_prompt)\()/gm;
/** How many modules one file's imports may read. */
const MAX_READS = 8;
/**
 * Whether a file without SDK text registers, by decorator or call, on a server object its package
 * builds: one it imports (importsServer) or one it is handed (handedServer). The receivers are found
 * once for both: the scan for them reads every line of the many modules that register nothing.
 */
function registersOnPackageServer(text, path, workspace) {
    if (!workspace || path.split('/').includes('..'))
        return false;
    const receivers = new Set();
    for (const match of text.matchAll(DECORATOR)) {
        receivers.add(match[1] ?? match[2]);
        if (receivers.size >= _package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_NAMES */ .oA)
            break;
    }
    if (receivers.size === 0)
        return false;
    return importsServer(text, path, workspace, receivers) || fetchesServer(text, path, workspace, receivers) || (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_0__/* .handedServer */ .WR)(text, path, workspace, receivers);
}
/** Whether the file imports one of `receivers` from a module of the repository that builds it as a server. */
function importsServer(text, path, workspace, receivers) {
    return text.includes('import') && imports(text, path, workspace, receivers, _package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_HOPS */ .Od, { reads: MAX_READS });
}
/** Whether the text imports one of `names` from a module of the repository that builds it as a server. */
function imports(text, path, workspace, names, hops, budget) {
    for (const match of text.matchAll(_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .FROM_IMPORT */ .dX)) {
        for (const { name, alias } of (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .importedItems */ .Z3)(match[2])) {
            if (name === '*') {
                if (starImportsServer(text, match[1], path, workspace, names, hops, budget))
                    return true;
                continue;
            }
            if (!names.has(alias))
                continue;
            for (const module of (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .modulePaths */ .nu)(match[1], path, workspace)) {
                if (budget.reads <= 0)
                    return false;
                const source = (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .readModule */ .bH)(workspace, module, budget);
                if (source === undefined)
                    continue;
                if ((0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .builds */ .GW)(source, name) || (hops > 1 && imports(source, module, workspace, new Set([name]), hops - 1, budget)))
                    return (0,_source_draws_on_js__WEBPACK_IMPORTED_MODULE_2__/* .drew */ .c)(workspace, module);
            }
        }
    }
    return false;
}
/**
 * Whether the file binds one of `receivers` only to what a getter of the repository returns: every
 * assignment of it (at any indentation) calls, with no argument, a function the file imports from a module
 * that names an MCP SDK and annotates each `def` of it to return a server (`mcp = get_mcp()` inside
 * `def register_notas_tools():`, `def get_mcp() -> FastMCP | None: return _mcp` in `app.py`).
 */
function fetchesServer(text, path, workspace, receivers) {
    const budget = { reads: MAX_READS };
    for (const receiver of receivers) {
        const getters = new Set();
        const assignment = new RegExp(`^[ \\t]{0,64}${receiver}[ \\t]{0,8}(?::[^=\\n]{0,200})?=(?!=)[ \\t]{0,8}([^\\n]{0,200})`, 'gm');
        for (const match of text.matchAll(assignment)) {
            const getter = /^([A-Za-z_]\w{0,99})\(\)[ \t]*(?:#.*)?$/.exec(match[1].trimEnd())?.[1];
            if (getter === undefined || getters.add(getter).size > _package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_NAMES */ .oA) {
                getters.clear();
                break;
            }
        }
        if (getters.size > 0 && [...getters].every((getter) => importsGetter(text, path, workspace, getter, budget)))
            return true;
    }
    return false;
}
/** Whether the file imports `getter` (perhaps renamed) from a module of the repository that returns a server from it. */
function importsGetter(text, path, workspace, getter, budget) {
    for (const match of text.matchAll(_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .FROM_IMPORT */ .dX))
        for (const { name, alias } of (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .importedItems */ .Z3)(match[2])) {
            if (alias !== getter || name === '*')
                continue;
            for (const module of (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .modulePaths */ .nu)(match[1], path, workspace)) {
                const source = (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .readModule */ .bH)(workspace, module, budget);
                if (source !== undefined && (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .returnsServer */ .hv)(source, name))
                    return (0,_source_draws_on_js__WEBPACK_IMPORTED_MODULE_2__/* .drew */ .c)(workspace, module);
            }
        }
    return false;
}
/**
 * Whether `from <from> import *` in the text binds one of `names` to a server: the module builds it (or
 * imports it in turn) and exports it (star-import.ts), and the text assigns the name nowhere itself.
 */
function starImportsServer(text, from, path, workspace, names, hops, budget) {
    const unbound = [...names].filter((name) => !(0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .assigns */ .n3)(text, name));
    if (unbound.length === 0)
        return false;
    for (const module of (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .modulePaths */ .nu)(from, path, workspace)) {
        if (budget.reads <= 0)
            return false;
        const source = (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .readModule */ .bH)(workspace, module, budget);
        if (source === undefined)
            continue;
        for (const name of unbound)
            if ((0,_star_import_js__WEBPACK_IMPORTED_MODULE_3__/* .starExports */ .i)(source, name) && ((0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .builds */ .GW)(source, name) || (hops > 1 && imports(source, module, workspace, new Set([name]), hops - 1, budget))))
                return (0,_source_draws_on_js__WEBPACK_IMPORTED_MODULE_2__/* .drew */ .c)(workspace, module);
    }
    return false;
}


/***/ }),

/***/ 993:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ starExports)
/* harmony export */ });
/**
 * What `from m import *` binds: every public name of `m` (one not starting with `_`), or, when `m`
 * declares `__all__`, the names it lists. An `__all__` is read when it is a list or tuple of string
 * literals, or the idiom that exports a module's globals but those of a prefix (`[name for name in
 * globals() if not name.startswith("_")]`); any other computed `__all__` is not statically known, and
 * binds nothing here.
 */
/** `__all__ = [ … ]` or `( … )` of strings, one line or several. */
const LISTED = /^__all__[ \t]{0,8}(?::[^=\n]{0,100})?=[ \t]{0,8}[[(]([^\])]{0,20000})[\])]/m;
/** `__all__ = [n for n in globals() if not n.startswith("_")]` (`list(globals())`, `globals().keys()` too). */
const GLOBALS = /^__all__[ \t]{0,8}=[ \t]{0,8}\[[ \t]{0,8}(\w{1,64})[ \t]{1,8}for[ \t]{1,8}\1[ \t]{1,8}in[ \t]{1,8}(?:list\()?globals\(\)(?:\.keys\(\))?\)?[ \t]{1,8}if[ \t]{1,8}not[ \t]{1,8}\1\.startswith\([ \t]{0,8}(["'])([^"'\n]{1,64})\2[ \t]{0,8}\)[ \t]{0,8}\]/m;
const STRING = /^\s*(["'])([^"'\n]{0,200})\1\s*$/;
/** Whether `from m import *` binds `name`, `m`'s text being `source`. */
function starExports(source, name) {
    if (!/^__all__\b/m.test(source))
        return !name.startsWith('_');
    const globals = GLOBALS.exec(source);
    if (globals)
        return !name.startsWith(globals[3]);
    const listed = LISTED.exec(source);
    if (!listed)
        return false;
    const items = listed[1]
        .replace(/#[^\n]*/g, '')
        .split(',')
        .filter((item) => item.trim() !== '');
    const strings = items.map((item) => STRING.exec(item)?.[2]);
    // A list with anything but string literals in it is computed.
    return strings.every((s) => s !== undefined) && strings.includes(name);
}


/***/ }),

/***/ 3180:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dK: () => (/* binding */ isFlatServerMap),
/* harmony export */   y3: () => (/* binding */ hasServerMap)
/* harmony export */ });
/* unused harmony exports isServerEntry, knownVersion */
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4976);
/** Content tests shared by formats' `recognize`: what a list of MCP servers to start looks like. */

/** Keys that only a server entry of some client has. */
const ENTRY_KEYS = ['command', 'url', 'serverUrl', 'httpUrl', 'type', 'transport', 'args'];
/** An object that starts or reaches one MCP server (`command`, `url`, …). */
function isServerEntry(value) {
    return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value) && ENTRY_KEYS.some((key) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .hasOwn */ .$3)(value, key));
}
/** `value[key]` is a map of server entries (an empty map counts: a config with no server yet). */
function hasServerMap(value, key) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value) || !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value[key]))
        return false;
    const entries = Object.values(value[key]);
    return entries.every(_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv) && (entries.length === 0 || entries.some(isServerEntry));
}
/** What a server entry in a bare map must have: something to start or to reach, not just a `type`. */
const FLAT_ENTRY_KEYS = ['command', 'url', 'serverUrl', 'httpUrl'];
/** The value itself is a map of server entries, without a wrapping key (Claude Code and Cursor plugins). */
function isFlatServerMap(value) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value))
        return false;
    const entries = Object.values(value);
    return entries.length > 0 && entries.every((entry) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(entry) && FLAT_ENTRY_KEYS.some((key) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .hasOwn */ .$3)(entry, key)));
}
/** The version named by `value[key]`, when it is one of `versions`. */
function knownVersion(value, key, versions) {
    if (!isObject(value))
        return null;
    const declared = value[key];
    return typeof declared === 'string' && versions.includes(declared) ? declared : null;
}


/***/ }),

/***/ 327:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   k: () => (/* binding */ ROO_MCP_JSON_INFO)
/* harmony export */ });
/* harmony import */ var _client_config_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2715);
/**
 * What tells a file is a Roo Code MCP configuration (.roo/mcp.json): all that classification reads. The
 * client's model and rules (index.ts) load only when such a file is linted.
 */

const ROO_MCP_JSON_INFO = {
    id: 'roo-mcp-json',
    precedence: 80,
    noun: { one: 'Roo config', other: 'Roo configs' },
    title: 'Roo Code MCP configuration (.roo/mcp.json)',
    paths: ['**/.roo/mcp.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_0__/* .clientInfo */ .q)(ROO_MCP_JSON_INFO));


/***/ }),

/***/ 8276:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ko: () => (/* binding */ dependentCrates),
/* harmony export */   N2: () => (/* binding */ firstInCrate),
/* harmony export */   bE: () => (/* binding */ perCrate),
/* harmony export */   fn: () => (/* binding */ crateOf)
/* harmony export */ });
const MAX_DEPTH = 12;
const MAX_LISTED = 512;
/** The crate's files read at most, the head read of each, and the folders walked below `src`. */
const MAX_FILES = 128;
const MAX_FILE = 1 << 20;
const MAX_NESTING = 4;
const MAX_CRATES = 5_000;
/** The folder of the crate the file at `path` is in, or undefined. */
function crateOf(path, workspace) {
    if (!workspace || path.startsWith('/') || path.split('/').includes('..'))
        return undefined;
    const segments = path.split('/').slice(0, -1);
    for (let depth = segments.length; depth >= Math.max(0, segments.length - MAX_DEPTH); depth--) {
        const folder = segments.slice(0, depth).join('/');
        if (workspace.kind(inFolder(folder, 'Cargo.toml')) === 'file')
            return folder;
    }
    return undefined;
}
/** What `find` makes of the crate's source files, remembered in `cache` per crate for a stable workspace. */
function perCrate(cache, workspace, crate, find) {
    if (!workspace.stable)
        return find();
    let crates = cache.get(workspace);
    if (!crates)
        cache.set(workspace, (crates = new Map()));
    if (crates.has(crate))
        return crates.get(crate);
    const found = find();
    if (crates.size >= MAX_CRATES)
        crates.clear();
    crates.set(crate, found);
    return found;
}
/** The first of the crate's source files (under `src`, bounded) that `test` finds something in. */
function firstInCrate(workspace, crate, test) {
    let reads = MAX_FILES;
    const waiting = [[inFolder(crate, 'src'), 0]];
    while (waiting.length > 0 && reads > 0) {
        const [folder, nesting] = waiting.shift();
        for (const name of workspace.list(folder, MAX_LISTED) ?? []) {
            const at = inFolder(folder, name);
            const kind = workspace.kind(at);
            if (kind === 'directory' && nesting < MAX_NESTING)
                waiting.push([at, nesting + 1]);
            if (kind !== 'file' || !name.endsWith('.rs') || reads-- <= 0)
                continue;
            const bytes = workspace.head(at, MAX_FILE);
            const found = bytes && test({ at, text: new TextDecoder().decode(bytes) });
            if (found !== undefined)
                return found;
        }
    }
    return undefined;
}
/** Sibling crates read at most for crates that depend on one, and the head of each's Cargo.toml. */
const MAX_SIBLINGS = 64;
const MAX_MANIFEST = 64 * 1024;
/**
 * The crates beside `crate` (its parent folder's, as a workspace's `crates/*` sit) that depend on it by path
 * (`mcp-core = { path = "../mcp-core" }`): where a library crate's table may be served from. Bounded.
 */
function dependentCrates(workspace, crate) {
    if (crate === '')
        return [];
    const slash = crate.lastIndexOf('/');
    const parent = slash === -1 ? '' : crate.slice(0, slash);
    const own = crate.slice(slash + 1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const depends = new RegExp(`\\bpath[ \\t]{0,16}=[ \\t]{0,16}"\\.\\./${own}/?"`);
    const out = [];
    for (const name of workspace.list(parent, MAX_SIBLINGS) ?? []) {
        const at = inFolder(parent, name);
        if (at === crate || workspace.kind(at) !== 'directory')
            continue;
        const manifest = workspace.head(inFolder(at, 'Cargo.toml'), MAX_MANIFEST);
        if (manifest && depends.test(new TextDecoder().decode(manifest)))
            out.push(at);
    }
    return out;
}
function inFolder(folder, name) {
    return folder === '' ? name : `${folder}/${name}`;
}


/***/ }),

/***/ 1645:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RQ: () => (/* binding */ handRolledServer),
/* harmony export */   hA: () => (/* binding */ hasToolMethods),
/* harmony export */   te: () => (/* binding */ servingFile),
/* harmony export */   uM: () => (/* binding */ boxedTypes)
/* harmony export */ });
/* unused harmony export listsJsonTools */
/* harmony import */ var _protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5159);
/* harmony import */ var _crate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8276);
/**
 * A hand-rolled Rust MCP server: a crate with no SDK that answers JSON-RPC itself. It is one when a file of
 * the crate handles the `tools/list` method (a match arm on `"tools/list"`) and answers `initialize` with
 * MCP's own fields (`"serverInfo"` or `"protocolVersion"`); its tools are then the `json!` objects its files
 * list (json-tools.ts), and the types it boxes whose own `name()` and `description()` methods give literals
 * (method-tools.ts). It speaks the protocol version it answers when that is written as a literal (or a
 * same-file `const`); every version mcpdesc knows is assumed otherwise. Plain bounded text tests, read only
 * for a file with a `json!` `"inputSchema"` or such methods (crate.ts). Cheap to import: classification loads it.
 */


/** A match arm on the method: the crate serves the tool list. */
const HANDLES_LIST = /"tools\/list"[ \t\r\n]{0,64}=>/;
/** The `initialize` answer's fields. */
const ANSWERS_INITIALIZE = /"(?:serverInfo|protocolVersion)"[ \t\r\n]{0,16}:/;
const PROTOCOL = /"protocolVersion"[ \t\r\n]{0,16}:[ \t\r\n]{0,16}(?:"(\d{4}-\d{2}-\d{2})"|([A-Z][A-Z0-9_]{0,63})\b)/;
const CRATES = new WeakMap();
/** Whether the text lists tools as `json!` objects with MCP's `"inputSchema"` field: only then is the crate looked at. */
function listsJsonTools(text) {
    return text.includes('"inputSchema"') && text.includes('json!');
}
/** `fn name(&self)` and `fn description(&self)`: a type's own tool methods (method-tools.ts). */
const NAME_METHOD = /\bfn[ \t]{1,16}name[ \t]{0,16}\([ \t]{0,16}&[ \t]{0,16}self[ \t]{0,16}\)/;
const DESCRIPTION_METHOD = /\bfn[ \t]{1,16}description[ \t]{0,16}\([ \t]{0,16}&[ \t]{0,16}self[ \t]{0,16}\)/;
/** A value boxed or shared as a trait object: `Box::new(tools::Search)`, `Arc::new(Search {…})`. */
const BOXED = /\b(?:Box|Arc|Rc)::new\([ \t\r\n]{0,64}(?:[A-Za-z_][A-Za-z0-9_]{0,63}::){0,8}([A-Z][A-Za-z0-9_]{0,63})\b/g;
const MAX_BOXED = 4_096;
/** Files named per boxed type at most: the proofs one type's tools rest on. */
const MAX_BOXING_FILES = 16;
const BOXED_BY_CRATE = new WeakMap();
/** Whether the text gives a type tool methods of its own: `fn name(&self)` and `fn description(&self)`. */
function hasToolMethods(text) {
    return NAME_METHOD.test(text) && DESCRIPTION_METHOD.test(text);
}
/**
 * The types the crate of the file at `path` boxes as trait objects (the tools a server registers,
 * method-tools.ts), each with the files that box it: what a tool read from its type rests on.
 */
function boxedTypes(path, workspace) {
    const crate = (0,_crate_js__WEBPACK_IMPORTED_MODULE_1__/* .crateOf */ .fn)(path, workspace);
    if (crate === undefined || !workspace)
        return new Map();
    return (0,_crate_js__WEBPACK_IMPORTED_MODULE_1__/* .perCrate */ .bE)(BOXED_BY_CRATE, workspace, crate, () => {
        const found = new Map();
        (0,_crate_js__WEBPACK_IMPORTED_MODULE_1__/* .firstInCrate */ .N2)(workspace, crate, ({ at, text }) => {
            if (!text.includes('::new('))
                return undefined;
            for (const [, type] of text.matchAll(BOXED)) {
                const files = found.get(type) ?? [];
                if (files.length === 0 && found.size >= MAX_BOXED)
                    continue;
                if (!files.includes(at) && files.length < MAX_BOXING_FILES)
                    files.push(at);
                found.set(type, files);
            }
            return undefined;
        });
        return found;
    });
}
/** The hand-rolled server of the crate the file at `path` is in (the file itself first), or undefined. */
function handRolledServer(text, path, workspace) {
    if (!listsJsonTools(text) && !hasToolMethods(text))
        return undefined;
    if (serves(text))
        return server(path, text);
    const crate = (0,_crate_js__WEBPACK_IMPORTED_MODULE_1__/* .crateOf */ .fn)(path, workspace);
    if (crate === undefined || !workspace)
        return undefined;
    const found = (0,_crate_js__WEBPACK_IMPORTED_MODULE_1__/* .perCrate */ .bE)(CRATES, workspace, crate, () => (0,_crate_js__WEBPACK_IMPORTED_MODULE_1__/* .firstInCrate */ .N2)(workspace, crate, ({ at, text }) => (serves(text) ? server(at, text) : undefined)));
    if (found)
        workspace.drawsOn?.(found.at);
    return found;
}
function serves(text) {
    return HANDLES_LIST.test(text) && ANSWERS_INITIALIZE.test(text);
}
/** The hand-rolled server the file at `at` is, when it answers `tools/list` and `initialize` itself. */
function servingFile(at, text) {
    return serves(text) ? server(at, text) : undefined;
}
function server(at, text) {
    const match = PROTOCOL.exec(text);
    let answered = match?.[1];
    if (match?.[2] !== undefined) {
        const constant = new RegExp(`\\b(?:const|static)[ \\t]{1,16}${match[2]}[ \\t]{0,16}:[ \\t]{0,16}&(?:'static[ \\t]{1,16})?str[ \\t]{0,16}=[ \\t]{0,16}"(\\d{4}-\\d{2}-\\d{2})"`);
        answered = constant.exec(text)?.[1];
    }
    if ((0,_protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .isVersion */ .lF)(answered))
        return { at, versions: [answered], from: `${at}: a hand-rolled server (no SDK) that answers protocolVersion ${answered}` };
    const why = answered === undefined ? 'answers no literal protocolVersion' : `answers protocolVersion ${answered}, which mcpdesc does not know`;
    return { at, versions: [..._protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSIONS */ .S8], from: `assumed every protocol version: ${at}, a hand-rolled server (no SDK), ${why}` };
}


/***/ }),

/***/ 8775:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   M: () => (/* binding */ RUST_SOURCE_INFO)
/* harmony export */ });
/* harmony import */ var _source_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6894);
/* harmony import */ var _hand_rolled_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1645);
/* harmony import */ var _tool_table_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9618);
/* harmony import */ var _trait_consts_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2724);
/**
 * What tells that a file is a Rust MCP server's source: a `.rs` file that uses rmcp, the official SDK, or
 * mcp-attr, or lists tools for a crate that answers MCP's methods by hand.
 * All that classification reads; the reader and rules (index.ts) load only when such a file is linted.
 */




const PATHS = ['**/?*.rs'];
const RUST_SOURCE_INFO = (0,_source_info_js__WEBPACK_IMPORTED_MODULE_0__/* .sourceInfo */ .A)({
    id: 'rust-source',
    // Never ties with another format: source files are told by path and imports, not by parsed content.
    precedence: 3,
    noun: { one: 'Rust server file', other: 'Rust server files' },
    title: 'Rust MCP server source (rmcp and mcp-attr tools)',
    paths: PATHS,
    // `use rmcp::…`, `rmcp::tool`: a crate path names it, as `mcp_attr::…` names mcp-attr. A crate with no SDK is one when it answers MCP's
    // methods itself (hand-rolled.ts), and a table of its own tool struct that the server lists (tool-table.ts).
    importsSdk: (text, path, workspace) => text.includes('rmcp') ||
        text.includes('mcp_attr::') ||
        (path !== undefined &&
            ((0,_hand_rolled_js__WEBPACK_IMPORTED_MODULE_1__/* .handRolledServer */ .RQ)(text, path, workspace) !== undefined ||
                (0,_tool_table_js__WEBPACK_IMPORTED_MODULE_2__/* .servedTables */ .b)(text, path, workspace).tables.length > 0 ||
                (0,_trait_consts_js__WEBPACK_IMPORTED_MODULE_3__/* .constTools */ .Li)(text, path, workspace) !== undefined)),
});
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (RUST_SOURCE_INFO);


/***/ }),

/***/ 2263:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ readJsonTools),
/* harmony export */   s: () => (/* binding */ jsonReader)
/* harmony export */ });
/* harmony import */ var _parse_string_anchors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4893);
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6065);
/* harmony import */ var _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8600);
/* harmony import */ var _source_tokens_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7024);




const MAX_DEPTH = 32;
/** Enclosing brackets walked up from an object to find the `json!` it is in. */
const MAX_ANCESTORS = 64;
/** The tool fields read besides name and description, each a JSON value. */
const FIELDS = new Set(['title', 'inputSchema', 'outputSchema', 'annotations']);
/** Reads the file's listed `json!` tools into `out`; returns how many were left out as test code. */
function readJsonTools({ tokens, pairs, skipped }, out) {
    const { tools, names, unread, spans, anchors } = out;
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    const place = (0,_source_tokens_js__WEBPACK_IMPORTED_MODULE_1__/* .placer */ .G1)(tokens, spans);
    const parent = new Int32Array(tokens.length).fill(-1);
    const stack = [];
    for (let j = 0; j < tokens.length; j++) {
        if ((op(j, ')') || op(j, ']') || op(j, '}')) && stack.length > 0)
            stack.pop();
        parent[j] = stack.length > 0 ? stack[stack.length - 1] : -1;
        if (op(j, '(') || op(j, '[') || op(j, '{'))
            stack.push(j);
    }
    /** The `(` of `json!(` / `serde_json::json!(`. */
    const jsonCall = (open) => op(open, '(') && op(open - 1, '!') && tokens[open - 2]?.kind === 'name' && tokens[open - 2].text === 'json';
    /** The object at `open` is a list's item: `vec![json!({…}), …]`, or `[{…}, …]` inside a `json!`. */
    const listed = (open) => {
        if (jsonCall(open - 1) && pairs[open] + 1 === pairs[open - 1]) {
            let start = open - 3;
            while (op(start - 1, ':') && op(start - 2, ':') && tokens[start - 3]?.kind === 'name')
                start -= 3;
            return op(parent[start], '[');
        }
        if (!op(parent[open], '['))
            return false;
        let at = parent[open];
        for (let k = 0; k < MAX_ANCESTORS && at !== -1; k++, at = parent[at])
            if (jsonCall(at))
                return true;
        return false;
    };
    const { json, entries } = jsonReader(tokens, pairs, out);
    const seen = new Map();
    let left = 0;
    for (let i = 0; i < tokens.length; i++) {
        if (!op(i, '{'))
            continue;
        const fields = entries(i);
        const nameAt = fields.get('name');
        if (nameAt === undefined || !fields.has('inputSchema') || !fields.has('description') || !listed(i))
            continue;
        if (skipped(i)) {
            left++;
            i = pairs[i];
            continue;
        }
        const pointer = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .joinPointer */ .Kn)('/tools', String(tools.length));
        const before = unread.length;
        const name = json(nameAt.value, (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .joinPointer */ .Kn)(pointer, 'name'), nameAt.key, 0);
        if (typeof name !== 'string') {
            unread.push({ start: tokens[nameAt.value].start, what: 'a tool registration' });
            i = pairs[i];
            continue;
        }
        const tool = { name };
        for (const [field, at] of fields) {
            if (field !== 'description' && !FIELDS.has(field))
                continue;
            const read = json(at.value, (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .joinPointer */ .Kn)(pointer, field), at.key, 0);
            if (read !== _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV && (field !== 'description' || typeof read === 'string'))
                tool[field] = read;
            else {
                unread.push({ start: tokens[at.value].start, what: `the tool's ${field}`, pointer: (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .joinPointer */ .Kn)(pointer, field) });
                if (field === 'inputSchema')
                    tool.inputSchema = { type: 'object' };
            }
        }
        // The same name again: one tool, read where it is first listed, when it is listed alike.
        const same = seen.get(name);
        if (same !== undefined) {
            const under = (key) => key === pointer || key.startsWith(`${pointer}/`);
            for (const map of [spans, anchors])
                for (const key of [...map.keys()])
                    if (under(key))
                        map.delete(key);
            unread.length = before;
            if (same !== JSON.stringify(tool))
                unread.push({
                    start: tokens[nameAt.value].start,
                    what: 'a tool listed again under the same name with other fields (which list is served is not statically known)',
                });
            i = pairs[i];
            continue;
        }
        seen.set(name, JSON.stringify(tool));
        place(pointer, i, pairs[i]);
        tools.push(tool);
        names.push(tokens[nameAt.value].start);
        i = pairs[i];
    }
    return left;
}
/**
 * Reads JSON written as `json!` syntax: `json(i, pointer, key)` is the value at token `i` (to the next `,` or
 * closing bracket), placed where it is written, or UNKNOWN where Rust computes it; `entries(open)` the
 * top-level `"key": value` pairs of the object at `open`.
 */
function jsonReader(tokens, pairs, { spans, anchors }) {
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    const place = (0,_source_tokens_js__WEBPACK_IMPORTED_MODULE_1__/* .placer */ .G1)(tokens, spans);
    /** A value ends at a `,`, or at the bracket that closes what holds it (a `json!(…)`'s `)` too). */
    const ends = (i) => op(i, ',') || op(i, '}') || op(i, ']') || op(i, ')');
    const text = (i, pointer) => {
        const t = tokens[i];
        if (t?.kind !== 'string' || t.text === undefined || !ends(i + 1))
            return undefined;
        const pieces = (0,_parse_string_anchors_js__WEBPACK_IMPORTED_MODULE_3__/* .joinedAnchors */ .Q)([{ anchors: t.anchors ?? [[0, t.start]], length: t.text.length }]);
        anchors.set(pointer, pieces);
        return t.text;
    };
    /** The JSON value written at `i` (to the next `,` or closing bracket), or UNKNOWN where Rust computes it. */
    const json = (i, pointer, key, depth) => {
        const t = tokens[i];
        if (!t || depth > MAX_DEPTH)
            return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
        let read = _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
        let last = i;
        if (op(i, '{') || op(i, '[')) {
            last = pairs[i];
            read = op(i, '{') ? object(i, pointer, depth) : array(i, pointer, depth);
        }
        else if (t.kind === 'string')
            read = text(i, pointer) ?? _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
        else if (op(i, '-') && tokens[i + 1]?.kind === 'number' && /^\d+(?:\.\d+)?$/.test(tokens[i + 1].text ?? '')) {
            read = -Number(tokens[i + 1].text);
            last = i + 1;
        }
        else if (t.kind === 'number' && /^\d+(?:\.\d+)?$/.test(t.text ?? ''))
            read = Number(t.text);
        else if (t.kind === 'name' && (t.text === 'true' || t.text === 'false' || t.text === 'null'))
            read = t.text === 'null' ? null : t.text === 'true';
        if (read === _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV || !ends(last + 1))
            return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
        place(pointer, i, last, key);
        return read;
    };
    const object = (open, pointer, depth) => {
        const result = {};
        for (let j = open + 1; j < pairs[open];) {
            const key = tokens[j];
            if (key.kind !== 'string' || key.text === undefined || !op(j + 1, ':'))
                return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
            const read = json(j + 2, (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .joinPointer */ .Kn)(pointer, key.text), j, depth + 1);
            if (read === _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV)
                return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
            result[key.text] = read;
            j = end(j + 2);
            if (op(j, ','))
                j++;
        }
        return result;
    };
    const array = (open, pointer, depth) => {
        const result = [];
        for (let j = open + 1; j < pairs[open];) {
            const read = json(j, (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .joinPointer */ .Kn)(pointer, String(result.length)), undefined, depth + 1);
            if (read === _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV)
                return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
            result.push(read);
            j = end(j);
            if (op(j, ','))
                j++;
        }
        return result;
    };
    /** The index after the JSON value at `i`. */
    const end = (i) => {
        for (; i < tokens.length; i++) {
            if (op(i, '{') || op(i, '[') || op(i, '('))
                i = pairs[i];
            else if (op(i, ',') || op(i, '}') || op(i, ']') || op(i, ')'))
                return i;
        }
        return i;
    };
    /** Each top-level `"key": value` of the object at `open`: the key's token and the value's first. */
    const entries = (open) => {
        const found = new Map();
        for (let j = open + 1; j < pairs[open];) {
            const key = tokens[j];
            if (key.kind !== 'string' || key.text === undefined || !op(j + 1, ':'))
                return new Map();
            if (!found.has(key.text))
                found.set(key.text, { key: j, value: j + 2 });
            j = end(j + 2);
            if (op(j, ','))
                j++;
        }
        return found;
    };
    return { json, entries };
}


/***/ }),

/***/ 9618:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ readToolTables),
  b: () => (/* binding */ servedTables)
});

// EXTERNAL MODULE: ./src/util/pointer.ts
var util_pointer = __webpack_require__(6065);
// EXTERNAL MODULE: ./src/formats/source/extracted.ts
var extracted = __webpack_require__(8600);
// EXTERNAL MODULE: ./src/formats/source/tokens.ts
var source_tokens = __webpack_require__(7024);
// EXTERNAL MODULE: ./src/formats/rust-source/crate.ts
var rust_source_crate = __webpack_require__(8276);
// EXTERNAL MODULE: ./src/formats/rust-source/hand-rolled.ts
var hand_rolled = __webpack_require__(1645);
// EXTERNAL MODULE: ./src/formats/rust-source/json-tools.ts
var json_tools = __webpack_require__(2263);
;// CONCATENATED MODULE: ./src/formats/rust-source/list-arm.ts
/**
 * What a hand-rolled Rust server's `"tools/list"` match arm (hand-rolled.ts) serves, as plain bounded text
 * tests: the tables of the crate's own tool struct (tool-table.ts) it hands on. Either it maps each item of a
 * table function to MCP's keys unchanged (`tool_specs().into_iter().map(|t| json!({ "name": t.name,
 * "description": t.description, … }))`, in the arm or in the function the arm calls), or it serializes the
 * table as it is (`let tools = tools::list_tools(); json!({ "tools": tools })`), which serde writes under
 * MCP's keys only for a struct whose fields say so (`toolStructs`). Cheap to import: classification loads it.
 */
const IDENT = '[A-Za-z_][A-Za-z0-9_]{0,63}';
const SP = '[ \\t\\r\\n]{0,64}';
const ARM = /"tools\/list"[ \t\r\n]{0,64}=>/g;
/** What an arm holds at most, and a function it calls. */
const MAX_ARM = 512;
const MAX_FUNCTION = 4_096;
/** The next arm of the method's match. */
const NEXT_ARM = /"[A-Za-z_/]{1,64}"[ \t\r\n]{0,64}=>|\b_[ \t\r\n]{0,64}=>/;
const CALL = new RegExp(`\\b(${IDENT})${SP}\\(`, 'g');
/** A copy that leaves the text as it is. */
const COPIED = `(?:${SP}\\.${SP}(?:to_string|into|to_owned|clone)${SP}\\(${SP}\\)){0,2}`;
/** `"name": t.name, "description": t.description` of one item, each copied unchanged. */
const MAPPED = new RegExp(`"name"${SP}:${SP}(${IDENT})${SP}\\.${SP}name\\b${COPIED}${SP},[\\s\\S]{0,256}?"description"${SP}:${SP}\\1${SP}\\.${SP}description\\b${COPIED}${SP}[,}]`);
/** What is iterated: `F().into_iter()`, `F().iter()` (a path before it). */
const ITERATED = new RegExp(`\\b(${IDENT})${SP}\\(${SP}\\)${SP}\\.(?:into_)?iter${SP}\\(`, 'g');
/** `let tools = path::F();` then `"tools": tools`: the table serialized as it is. */
const BOUND = new RegExp(`\\blet${SP}(${IDENT})${SP}=${SP}(?:${IDENT}::){0,8}(${IDENT})${SP}\\(${SP}\\)${SP};`);
/** The table functions the `"tools/list"` arms of a serving file hand on. */
function listedByArm(text) {
    const listing = { mapped: [], serialized: [] };
    for (const match of text.matchAll(ARM)) {
        const start = match.index + match[0].length;
        let arm = text.slice(start, start + MAX_ARM);
        const next = NEXT_ARM.exec(arm);
        if (next)
            arm = arm.slice(0, next.index);
        const bound = BOUND.exec(arm);
        if (bound && new RegExp(`"tools"${SP}:${SP}${bound[1]}${SP}[,}]`).test(arm.slice(bound.index)))
            listing.serialized.push(`${bound[2]}()`);
        mappedIn(arm, listing.mapped);
        for (const [, called] of arm.matchAll(CALL))
            mappedIn(functionBody(text, called), listing.mapped);
    }
    return listing;
}
/** The functions iterated before an item mapping of `text`. */
function mappedIn(text, out) {
    const mapping = MAPPED.exec(text);
    if (!mapping)
        return;
    for (const [, called] of text.slice(0, mapping.index).matchAll(ITERATED))
        if (!out.includes(`${called}()`))
            out.push(`${called}()`);
}
/** The text of the same-file function `name` (to the next `fn`, bounded), or ''. */
function functionBody(text, name) {
    const found = new RegExp(`\\bfn[ \\t]{1,16}${name}${SP}\\(`).exec(text);
    if (!found)
        return '';
    const body = text.slice(found.index + found[0].length, found.index + MAX_FUNCTION);
    const next = /\bfn[ \t]/.exec(body);
    return next ? body.slice(0, next.index) : body;
}
const STRUCT = new RegExp(`#\\[${SP}derive${SP}\\(([^)]{0,256})\\)${SP}\\]((?:${SP}#\\[[^\\]]{0,256}\\]){0,8})${SP}(?:pub${SP})?struct[ \\t]{1,16}(${IDENT})${SP}\\{([^}]{0,2048})\\}`, 'g');
/** A field `name: …` with what is written before it since the previous field. */
const FIELD = /(?:^|,)((?:[ \t\r\n]|#\[[^\]]{0,256}\]|\/\/[^\n]{0,512}\n){0,64})(?:pub(?:\([a-z]{1,8}\))?[ \t]{1,16})?([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,16}:/g;
/**
 * The structs of the text that serde writes under MCP's tool keys: derived `Serialize`, no `rename_all`, its
 * `name` and `description` fields not renamed, and its schema field written as `"inputSchema"`.
 */
function toolStructs(text) {
    const out = [];
    if (!text.includes('Serialize'))
        return out;
    for (const [, derived, attributes, name, body] of text.matchAll(STRUCT)) {
        if (!/\bSerialize\b/.test(derived) || attributes.includes('rename_all'))
            continue;
        const fields = new Map();
        for (const [, before, field] of body.matchAll(FIELD))
            fields.set(field, before);
        const plain = (field) => fields.has(field) && !fields.get(field)?.includes('rename');
        const schema = plain('inputSchema') || /rename[ \t]{0,16}=[ \t]{0,16}"inputSchema"/.test(fields.get('input_schema') ?? '');
        if (plain('name') && plain('description') && schema)
            out.push(name);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/formats/rust-source/tool-table.ts
/**
 * A table of a Rust crate's own tool struct that its server lists: `static TOOLS: &[ToolDef] = &[ToolDef {
 * name: "…", description: "…", input_schema: some_schema, … }, …]`, when a hand-written `list_tools` of the
 * crate makes each `Tool` from an item's `.name` and `.description` and iterates the table, by its name
 * (`TOOLS.iter()`) or through a function of the crate that returns it (`tools::all().iter()`, `fn all() ->
 * &'static [ToolDef] { definitions::TOOLS }`). A table may also be a function whose body is one `vec![…]` of
 * the struct's literals (`fn list_tools() -> Vec<ToolDef> { vec![ToolDef { … }, …] }`), which a `list_tools`
 * hands on item by item with `Tool::new(t.name.to_string(), t.description.to_string(), …)`: each field copied
 * unchanged (`.to_string()`, `.into()`, `.to_owned()`), never rewritten. Each item is one tool; its name and
 * description when written as literals (or same-file constants, copied by `.into()`), its input schema
 * (`input_schema`, `schema`) when given as one literal `json!` or a same-file function whose body is one. A
 * hand-rolled server (no SDK) may serve a table function from its `"tools/list"` arm (list-arm.ts), in this
 * crate or in one beside it that depends on it by path; the table then speaks that server's protocol version. Plain bounded text tests for
 * classification (crate.ts); the table is read from tokens. The files that prove a table served are drawn on.
 */







const tool_table_IDENT = '[A-Za-z_][A-Za-z0-9_]{0,63}';
const tool_table_SP = '[ \\t\\r\\n]{0,64}';
/** `static NAME: &[T] = &[` (or `const`, `&'static [T]`): NAME and T. */
const TABLE = new RegExp(`\\b(?:static|const)[ \\t]{1,16}(${tool_table_IDENT})${tool_table_SP}:${tool_table_SP}&(?:'static[ \\t]{1,16})?\\[${tool_table_SP}(${tool_table_IDENT})${tool_table_SP}\\]${tool_table_SP}=${tool_table_SP}&\\[`, 'g');
/** `fn F() -> &'static [T] { path::NAME }`: F and NAME. */
const RETURNS = new RegExp(`\\bfn[ \\t]{1,16}(${tool_table_IDENT})${tool_table_SP}\\(${tool_table_SP}\\)${tool_table_SP}->${tool_table_SP}&(?:'static[ \\t]{1,16})?\\[${tool_table_SP}${tool_table_IDENT}${tool_table_SP}\\]${tool_table_SP}\\{${tool_table_SP}(?:${tool_table_IDENT}::){0,8}(${tool_table_IDENT})${tool_table_SP}\\}`, 'g');
/** `fn F() -> Vec<T> { vec![`: a function whose body is a table, F and T. */
const TABLE_FN = new RegExp(`\\bfn[ \\t]{1,16}(${tool_table_IDENT})${tool_table_SP}\\(${tool_table_SP}\\)${tool_table_SP}->${tool_table_SP}Vec${tool_table_SP}<${tool_table_SP}(${tool_table_IDENT})${tool_table_SP}>${tool_table_SP}\\{${tool_table_SP}vec${tool_table_SP}!${tool_table_SP}\\[`, 'g');
/** What a `list_tools` iterates: `NAME.iter()` or `F().into_iter()` (a path before either), and whether it is called. */
const tool_table_ITERATED = new RegExp(`\\b(${tool_table_IDENT})${tool_table_SP}(\\(${tool_table_SP}\\))?${tool_table_SP}\\.(?:into_)?iter${tool_table_SP}\\(`, 'g');
/** A `Tool` made from an item's fields: `name: Cow::Borrowed(def.name)`, `description: Some(def.description.into())`. */
const FROM_FIELDS = new RegExp(`\\bname${tool_table_SP}:[^,;\\n]{0,64}\\.name\\b[\\s\\S]{0,256}?\\bdescription${tool_table_SP}:[^,;\\n]{0,64}\\.description\\b`);
/** A copy that leaves the text as it is: `.to_string()`, `.into()`, `.to_owned()`. */
const tool_table_COPIED = `(?:${tool_table_SP}\\.${tool_table_SP}(?:to_string|into|to_owned)${tool_table_SP}\\(${tool_table_SP}\\)){0,2}`;
/** rmcp's `Tool::new(t.name…, t.description…, …)` with both fields of one item copied unchanged. */
const FROM_ARGUMENTS = new RegExp(`\\bTool${tool_table_SP}::${tool_table_SP}new${tool_table_SP}\\(${tool_table_SP}(${tool_table_IDENT})${tool_table_SP}\\.${tool_table_SP}name${tool_table_COPIED}${tool_table_SP},${tool_table_SP}\\1${tool_table_SP}\\.${tool_table_SP}description${tool_table_COPIED}${tool_table_SP},`);
const CRATES = new WeakMap();
const MAX_TABLES = 64;
/** The tables the text declares: statics, and functions returning one `vec![…]` (as `F()`). */
function tablesIn(text) {
    const out = [];
    if (text.includes('&['))
        for (const match of text.matchAll(TABLE))
            if (out.push({ name: match[1], type: match[2] }) >= MAX_TABLES)
                return out;
    // A function is listed by a call of it (`tools().iter()`), never by a field of its name (`self.tools.iter()`).
    if (text.includes('vec'))
        for (const match of text.matchAll(TABLE_FN))
            if (out.push({ name: `${match[1]}()`, type: match[2] }) >= MAX_TABLES)
                return out;
    return out;
}
/**
 * The names of the tables the crate's `list_tools` lists, and the files where the crate says so. A crate
 * beside it that depends on it by path may serve them from a hand-rolled `"tools/list"` arm (list-arm.ts).
 */
function listedTables(workspace, crate) {
    return (0,rust_source_crate/* perCrate */.bE)(CRATES, workspace, crate, () => {
        const returned = new Map();
        const iterated = new Map();
        const serialized = new Map();
        const structs = new Map();
        let server;
        for (const folder of [crate, ...(0,rust_source_crate/* dependentCrates */.Ko)(workspace, crate)])
            (0,rust_source_crate/* firstInCrate */.N2)(workspace, folder, ({ at, text }) => {
                if (text.includes('-> &'))
                    for (const match of text.matchAll(RETURNS))
                        if (returned.size < MAX_TABLES)
                            returned.set(match[1], { table: match[2], at });
                const list = text.indexOf('fn list_tools');
                const rest = list === -1 ? '' : text.slice(list);
                if (FROM_FIELDS.test(rest) || FROM_ARGUMENTS.test(rest))
                    for (const match of rest.matchAll(tool_table_ITERATED))
                        if (iterated.size < MAX_TABLES)
                            iterated.set(match[2] === undefined ? match[1] : `${match[1]}()`, at);
                for (const name of toolStructs(text))
                    if (structs.size < MAX_TABLES)
                        structs.set(name, at);
                // A file that names rmcp serves through it: its answers are no hand-rolled server's (index.ts).
                const serving = text.includes('rmcp') ? undefined : (0,hand_rolled/* servingFile */.te)(at, text);
                if (!serving)
                    return undefined;
                const arm = listedByArm(text);
                for (const name of arm.mapped)
                    if (iterated.size < MAX_TABLES)
                        iterated.set(name, at);
                for (const name of arm.serialized)
                    if (serialized.size < MAX_TABLES)
                        serialized.set(name, at);
                if (arm.mapped.length + arm.serialized.length > 0)
                    server ??= serving;
                return undefined;
            });
        const names = new Set();
        const at = new Set();
        for (const [name, lister] of iterated) {
            // `all().iter()` of `fn all() -> &'static [T] { TOOLS }`: the static's table; `TOOLS.iter()` or `TOOLS().iter()`.
            const via = returned.get(name.replace('()', ''));
            names.add(via?.table ?? name);
            if (!via && name.endsWith('()'))
                names.add(name.slice(0, -2));
            at.add(lister);
            if (via)
                at.add(via.at);
        }
        for (const lister of serialized.values())
            at.add(lister);
        return { names, serialized: new Set(serialized.keys()), structs, at: [...at], ...(server ? { server } : {}) };
    });
}
/** The tables the file at `path` declares that its crate's server lists: the files proving it are drawn on. */
function servedTables(text, path, workspace) {
    const declared = tablesIn(text);
    const crate = declared.length > 0 ? (0,rust_source_crate/* crateOf */.fn)(path, workspace) : undefined;
    if (crate === undefined || !workspace)
        return { tables: [] };
    const listed = listedTables(workspace, crate);
    const drawn = new Set(listed.at);
    const served = declared.filter(({ name, type }) => {
        if (listed.names.has(name))
            return true;
        const struct = listed.serialized.has(name) ? listed.structs.get(type) : undefined;
        if (struct !== undefined)
            drawn.add(struct);
        return struct !== undefined;
    });
    if (served.length === 0)
        return { tables: [] };
    for (const at of drawn)
        if (at !== path)
            workspace.drawsOn?.(at);
    return { tables: served.map(({ name }) => name.replace('()', '')), ...(listed.server ? { server: listed.server } : {}) };
}
/** Reads the items of the file's served tables as tools into `out`. */
function readToolTables({ tokens, pairs, tables, value }, out) {
    const { tools, names, unread, spans } = out;
    const op = (i, v) => tokens[i]?.kind === 'op' && tokens[i].text === v;
    const is = (i, v) => tokens[i]?.kind === 'name' && tokens[i].text === v;
    const place = (0,source_tokens/* placer */.G1)(tokens, spans);
    const { json } = (0,json_tools/* jsonReader */.s)(tokens, pairs, out);
    /** Each same-file `fn f() -> Value { json!(…) }`: the `{` or `[` of its JSON. */
    const schemas = new Map();
    for (let i = 0; i + 3 < tokens.length; i++) {
        if (!is(i, 'fn') || tokens[i + 1].kind !== 'name' || !op(i + 2, '(') || pairs[i + 2] !== i + 3)
            continue;
        let body = i + 4;
        while (body < tokens.length && body - i < 16 && !op(body, '{'))
            body++;
        let call = body + 1;
        while (op(call + 1, ':') && op(call + 2, ':'))
            call += 3;
        if (op(body, '{') &&
            is(call, 'json') &&
            op(call + 1, '!') &&
            op(call + 2, '(') &&
            pairs[call + 2] + 1 === pairs[body] &&
            pairs[call + 3] + 1 === pairs[call + 2])
            schemas.set(tokens[i + 1].text, call + 3);
    }
    const ends = (i) => op(i, ',') || op(i, '}');
    /** The `{` or `[` of the JSON a schema field gives: a same-file function's (`schema: shelves_schema`) or its own `json!(…)`. */
    const schemaAt = (at) => {
        let call = at;
        while (tokens[call]?.kind === 'name' && op(call + 1, ':') && op(call + 2, ':'))
            call += 3;
        if (is(call, 'json') && op(call + 1, '!') && op(call + 2, '(') && ends(pairs[call + 2] + 1) && pairs[call + 3] + 1 === pairs[call + 2])
            return call + 3;
        return tokens[at].kind === 'name' && ends(at + 1) ? schemas.get(tokens[at].text) : undefined;
    };
    const fieldsOf = (open) => {
        const found = new Map();
        for (let j = open + 1; j < pairs[open];) {
            if (tokens[j].kind !== 'name' || !op(j + 1, ':'))
                return undefined;
            found.set(tokens[j].text, { key: j, value: j + 2 });
            while (j < pairs[open] && !op(j, ','))
                j = op(j, '(') || op(j, '[') || op(j, '{') ? pairs[j] + 1 : j + 1;
            j++;
        }
        return found;
    };
    /** The `[` of the list a table declared at `i` holds: `static T: &[X] = &[…]`, or `fn t() -> Vec<X> { vec![…] }` and nothing else. */
    const listOf = (i) => {
        if (!tables.includes(tokens[i + 1]?.text))
            return -1;
        let list = i + 2;
        if (is(i, 'fn') && op(i + 2, '(') && pairs[i + 2] === i + 3) {
            while (list < tokens.length && list - i < 16 && !op(list, '{'))
                list++;
            const body = list;
            return is(body + 1, 'vec') && op(body + 2, '!') && op(body + 3, '[') && pairs[body + 3] + 1 === pairs[body] ? body + 3 : -1;
        }
        if (!(is(i, 'static') || is(i, 'const')) || !op(i + 2, ':'))
            return -1;
        while (list < tokens.length && list - i < 16 && !op(list, '='))
            list++;
        return op(list + 1, '&') && op(list + 2, '[') ? list + 2 : -1;
    };
    for (let i = 0; i + 2 < tokens.length; i++) {
        const list = listOf(i);
        if (list === -1)
            continue;
        for (let j = list + 1; j < pairs[list];) {
            const item = j;
            const open = tokens[j].kind === 'name' && op(j + 1, '{') ? j + 1 : -1;
            const fields = open === -1 ? undefined : fieldsOf(open);
            const nameAt = fields?.get('name');
            const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
            const name = nameAt && value(nameAt.value, (0,util_pointer/* joinPointer */.Kn)(pointer, 'name'), nameAt.key);
            if (!fields || !nameAt || typeof name !== 'string')
                unread.push({ start: tokens[item].start, what: 'a tool registration' });
            else {
                const tool = { name };
                const description = fields.get('description');
                const read = description && value(description.value, (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'), description.key);
                if (typeof read === 'string')
                    tool.description = read;
                else if (description)
                    unread.push({ start: tokens[description.value].start, what: "the tool's description", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'description') });
                const schema = fields.get('input_schema') ?? fields.get('inputSchema') ?? fields.get('schema');
                const made = schema === undefined ? undefined : schemaAt(schema.value);
                const schemaRead = made === undefined ? extracted/* UNKNOWN */.HV : json(made, (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema'), undefined, 0);
                if (schemaRead !== extracted/* UNKNOWN */.HV && typeof schemaRead === 'object')
                    tool.inputSchema = schemaRead;
                else {
                    tool.inputSchema = { type: 'object' };
                    unread.push({ start: tokens[schema?.value ?? item].start, what: "the tool's inputSchema", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema') });
                }
                place(pointer, item, pairs[open]);
                tools.push(tool);
                names.push(tokens[nameAt.value].start);
            }
            j = open === -1 ? j + 1 : pairs[open] + 1;
            while (j < pairs[list] && !op(j, ','))
                j = op(j, '(') || op(j, '[') || op(j, '{') ? pairs[j] + 1 : j + 1;
            j++;
        }
        i = pairs[list];
    }
}


/***/ }),

/***/ 2724:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Li: () => (/* binding */ constTools),
/* harmony export */   dE: () => (/* binding */ trimmed)
/* harmony export */ });
/* unused harmony export declaresStrConstants */
/* harmony import */ var _crate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8276);
/* harmony import */ var _hand_rolled_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1645);


const IDENT = '[A-Za-z_][A-Za-z0-9_]{0,63}';
const SP = '[ \\t\\r\\n]{0,64}';
/** `impl<T: Tool> DynTool for T` or `impl<T> DynTool for T where T: Tool`: T, the bound, the dyn trait, the bound in `where`. */
const BLANKET = new RegExp(`\\bimpl${SP}<${SP}(${IDENT})${SP}(?::${SP}(${IDENT})${SP})?>${SP}(${IDENT})${SP}for${SP}\\1\\b${SP}(?:where${SP}\\1${SP}:${SP}(${IDENT})${SP}(?:,${SP})?)?\\{`, 'g');
const MAX_BLANKET = 4_096;
const MAX_LISTER = 4_096;
/** A copy that leaves the text as it is. */
const COPIED = `(?:${SP}\\.${SP}(?:to_string|into|to_owned)${SP}\\(${SP}\\)){0,2}`;
/** One trim of the description: `.trim()`, `.trim_start()`, `.trim_end()`, `.trim_matches('\n')` (and `_start_`/`_end_`). */
const TRIM = `${SP}\\.${SP}trim(?:_start|_end)?(?:_matches${SP}\\(${SP}'(?:\\\\[nrt0\\\\']|[^'\\\\\\r\\n])'${SP}\\)|${SP}\\(${SP}\\))`;
const TRIMS = new RegExp(`\\.${SP}trim(_start|_end)?(?:_matches${SP}\\(${SP}'(\\\\[nrt0\\\\']|[^'\\\\\\r\\n])'${SP}\\)|${SP}\\(${SP}\\))`, 'g');
const NAME_SET = new RegExp(`\\bname${SP}[=:]${SP}(${IDENT})${SP}\\.${SP}name${SP}\\(${SP}\\)${COPIED}${SP}[;,]`);
const DESCRIPTION_SET = new RegExp(`\\bdescription${SP}[=:]${SP}(?:Some${SP}\\(${SP})?(${IDENT})${SP}\\.${SP}description${SP}\\(${SP}\\)((?:${TRIM}){0,8})${COPIED}${SP}\\)?${SP}[;,]`);
/** A field of trait objects (never a `let`), its type on its line: `tools: HashMap<&'static str, Box<dyn DynTool + Send>>`, its name and the trait. */
const HOLDS = new RegExp(`(?<!\\blet[ \\t]{1,16}(?:mut[ \\t]{1,16})?)\\b(${IDENT})${SP}:${SP}[^;{}=()\\n]{0,128}?\\bdyn${SP}(?:${IDENT}${SP}::${SP}){0,8}(${IDENT})\\b`, 'g');
const CRATES = new WeakMap();
/** Whether the text declares a `&str` constant in an impl: only then is the crate looked at. */
function declaresStrConstants(text) {
    return text.includes('const ') && /\bimpl\b/.test(text) && /\bconst[ \t]{1,16}[A-Z][A-Z0-9_]{0,63}[ \t]{0,16}:[ \t]{0,16}&/.test(text);
}
/** What the crate of the file at `path` proves of trait-constant tools, or undefined. */
function constTools(text, path, workspace) {
    if (!declaresStrConstants(text))
        return undefined;
    const crate = (0,_crate_js__WEBPACK_IMPORTED_MODULE_1__/* .crateOf */ .fn)(path, workspace);
    if (crate === undefined || !workspace)
        return undefined;
    const proof = (0,_crate_js__WEBPACK_IMPORTED_MODULE_1__/* .perCrate */ .bE)(CRATES, workspace, crate, () => prove(workspace, crate));
    if (!proof || !new RegExp(`\\bimpl${SP}(?:${IDENT}${SP}::${SP}){0,8}${proof.trait}${SP}for\\b`).test(text))
        return undefined;
    return { ...proof, registered: (0,_hand_rolled_js__WEBPACK_IMPORTED_MODULE_0__/* .boxedTypes */ .uM)(path, workspace) };
}
function prove(workspace, crate) {
    const blankets = [];
    const listers = [];
    (0,_crate_js__WEBPACK_IMPORTED_MODULE_1__/* .firstInCrate */ .N2)(workspace, crate, ({ at, text }) => {
        if (text.includes('impl') && text.includes('for'))
            for (const match of text.matchAll(BLANKET)) {
                const [whole, t, bound, dyn, where] = match;
                const trait = bound ?? where;
                if (trait === undefined || blankets.length >= 16)
                    continue;
                const body = text.slice(match.index + whole.length, match.index + whole.length + MAX_BLANKET);
                const returns = (method) => new RegExp(`\\bfn${SP}${method}${SP}\\(${SP}&${SP}self${SP}\\)${SP}->${SP}&(?:'static${SP})?str${SP}\\{${SP}(?:${t}|Self)${SP}::${SP}(${IDENT})${SP}\\}`).exec(body)?.[1];
                const name = returns('name');
                const description = returns('description');
                if (name !== undefined && description !== undefined)
                    blankets.push({ dyn, trait, name, description, at });
            }
        const list = text.indexOf('fn list_tools');
        if (list === -1 || listers.length >= 16)
            return undefined;
        // The fields of trait objects the file declares (`tools: HashMap<&str, Box<dyn DynTool>>`), by name.
        const fields = new Map();
        if (text.includes('dyn'))
            for (const [, field, dyn] of text.matchAll(HOLDS))
                if (fields.size < 64)
                    fields.set(field, dyn);
        listers.push({ text: text.slice(list, list + MAX_LISTER), at, fields });
        return undefined;
    });
    for (const blanket of blankets)
        for (const lister of listers) {
            const trims = served(lister.text, lister.fields, blanket.dyn);
            if (trims)
                return { trait: blanket.trait, name: blanket.name, description: blanket.description, trims, at: [blanket.at, lister.at] };
        }
    return undefined;
}
/** The trims a `list_tools` applies to the description of each trait object of `dyn` it iterates, or undefined when it does not. */
function served(lister, fields, dyn) {
    const name = NAME_SET.exec(lister);
    const description = DESCRIPTION_SET.exec(lister);
    if (!name || !description || name[1] !== description[1])
        return undefined;
    const loop = new RegExp(`\\bfor${SP}${name[1]}${SP}in${SP}(?:&${SP})?self${SP}\\.${SP}(${IDENT})${SP}(?:\\.${SP}(?:values|iter)${SP}\\(${SP}\\))?${SP}\\{`).exec(lister);
    if (!loop || fields.get(loop[1]) !== dyn)
        return undefined;
    return [...description[2].matchAll(TRIMS)].map(([, side, char]) => ({
        side: side === '_start' ? 'start' : side === '_end' ? 'end' : 'both',
        ...(char === undefined ? {} : { char: unescaped(char) }),
    }));
}
function unescaped(char) {
    if (!char.startsWith('\\'))
        return char;
    return { n: '\n', r: '\r', t: '\t', '0': '\0' }[char[1]] ?? char[1];
}
const WHITE = /\p{White_Space}/u;
/** The text as the trims leave it, and how many characters they cut from its start. */
function trimmed(text, trims) {
    let from = 0;
    let to = text.length;
    for (const { side, char } of trims) {
        const cuts = (c) => (char === undefined ? WHITE.test(c) : c === char);
        if (side !== 'end')
            while (from < to && cuts(text[from]))
                from++;
        if (side !== 'start')
            while (to > from && cuts(text[to - 1]))
                to--;
    }
    return { text: text.slice(from, to), cut: from };
}


/***/ }),

/***/ 2844:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   J: () => (/* binding */ SMITHERY_YAML_INFO)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4976);
/* harmony import */ var _client_config_info_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2715);
/**
 * What tells a file is a Smithery configuration (smithery.yaml): all that classification reads. The
 * client's model and rules (index.ts) load only when such a file is linted.
 */


const SMITHERY_YAML_INFO = {
    id: 'smithery-yaml',
    precedence: 20,
    noun: { one: 'Smithery config', other: 'Smithery configs' },
    title: 'Smithery configuration (smithery.yaml)',
    paths: ['**/smithery.yaml', '**/smithery.yml'],
    syntax: 'yaml',
    serverKeys: [],
    recognize: (value) => ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value) && ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .hasOwn */ .$3)(value, 'startCommand') || (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .hasOwn */ .$3)(value, 'runtime')) ? 'likely' : 'no'),
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_1__/* .clientInfo */ .q)(SMITHERY_YAML_INFO));


/***/ }),

/***/ 5533:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ drawnFrom),
/* harmony export */   c: () => (/* binding */ drew)
/* harmony export */ });
/** For a proof found in the file at `path`: says so, and answers true. */
function drew(workspace, path) {
    workspace.drawsOn?.(path);
    return true;
}
/** What a proof found in the file at `path`, if anything: said so when found (see drew). */
function drawnFrom(workspace, path, found) {
    if (found !== undefined)
        workspace.drawsOn?.(path);
    return found;
}


/***/ }),

/***/ 8600:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HV: () => (/* binding */ UNKNOWN),
/* harmony export */   SV: () => (/* binding */ emptyExtracted),
/* harmony export */   yg: () => (/* binding */ argumentsFromSchema)
/* harmony export */ });
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6065);

/** A value the reader could not know without running the server: listed as not statically known, never guessed. */
const UNKNOWN = Symbol('not statically known');
/** What a reader fills as it reads a file, empty. */
function emptyExtracted() {
    return {
        tools: [],
        prompts: [],
        resources: [],
        resourceTemplates: [],
        spans: new Map(),
        names: [],
        unread: [],
        anchors: new Map(),
        testRegistrations: 0,
        conditional: [],
        afterCallback: [],
    };
}
/**
 * A prompt's `arguments`, from the input schema its parameters were read into at `scratch` (a prompt's
 * arguments have no types): each argument's name and description placed where its parameter's are.
 */
function argumentsFromSchema(schema, scratch, pointer, spans, anchors) {
    const properties = (schema.properties ?? {});
    const required = new Set(schema.required);
    return Object.entries(properties).map(([name, property], index) => {
        const from = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_0__/* .joinPointer */ .Kn)((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_0__/* .joinPointer */ .Kn)(scratch, 'properties'), name);
        const to = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_0__/* .joinPointer */ .Kn)((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_0__/* .joinPointer */ .Kn)(pointer, 'arguments'), String(index));
        for (const suffix of ['', '/description']) {
            const span = spans.get(from + suffix);
            if (span)
                spans.set(to + suffix, span);
            const anchor = anchors.get(from + suffix);
            if (anchor)
                anchors.set(to + suffix, anchor);
        }
        const span = spans.get(from);
        if (span?.key)
            spans.set((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_0__/* .joinPointer */ .Kn)(to, 'name'), { value: span.key });
        return { name, ...(typeof property.description === 'string' ? { description: property.description } : {}), required: required.has(name) };
    });
}


/***/ }),

/***/ 6894:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ sourceInfo)
/* harmony export */ });
/* harmony import */ var _protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5159);
/* harmony import */ var _mcpdesc_descriptor_info_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8690);
/**
 * What the source formats' manifests share (a shared folder: no manifest of its own). A source file is
 * told by its path and the SDK it imports, never by parsed content or its name alone, and declares the
 * protocol versions of the SDK release its server depends on. Cheap to import: classification loads it
 * with every source format's info.ts.
 */


function sourceInfo({ id, precedence, noun, title, paths, importsSdk }) {
    return {
        id,
        precedence,
        noun,
        title,
        paths,
        // Its name never says a file is one: most source files are not MCP servers.
        namedBy: [],
        syntax: 'json',
        versions: _protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSIONS */ .S8,
        recognize: () => 'no',
        // The value parseProgram makes declares the protocol versions of the SDK release the server depends on.
        version: _mcpdesc_descriptor_info_js__WEBPACK_IMPORTED_MODULE_1__/* .declaredVersion */ .Pn,
        declaredVersions: _mcpdesc_descriptor_info_js__WEBPACK_IMPORTED_MODULE_1__/* .declaredVersions */ .sI,
        program: { importsSdk },
    };
}


/***/ }),

/***/ 7983:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ readManifest)
/* harmony export */ });
const MAX_MANIFEST = 1 << 20;
/** The text of the regular file at `at`, or undefined when there is none or it is past 1 MiB. */
function readManifest(workspace, at) {
    if (workspace.kind(at) !== 'file')
        return undefined;
    const bytes = workspace.head(at, MAX_MANIFEST);
    return bytes && bytes.length < MAX_MANIFEST ? new TextDecoder().decode(bytes) : undefined;
}


/***/ }),

/***/ 4512:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ compareReleases)
/* harmony export */ });
/** Release numbers of the SDKs the source formats read, compared as semantic versions. */
/** Semantic-version order, pre-releases before their release. */
function compareReleases(a, b) {
    const [coreA, preA] = splitRelease(a);
    const [coreB, preB] = splitRelease(b);
    for (let i = 0; i < 3; i++)
        if (coreA[i] !== coreB[i])
            return coreA[i] - coreB[i];
    if (preA === undefined || preB === undefined)
        return preA === preB ? 0 : preA === undefined ? 1 : -1;
    const partsA = preA.split('.');
    const partsB = preB.split('.');
    for (let i = 0; i < Math.max(partsA.length, partsB.length); i++) {
        if (partsA[i] === undefined)
            return -1;
        if (partsB[i] === undefined)
            return 1;
        const numeric = /^\d+$/.test(partsA[i]) && /^\d+$/.test(partsB[i]);
        const order = numeric ? Number(partsA[i]) - Number(partsB[i]) : partsA[i] < partsB[i] ? -1 : partsA[i] > partsB[i] ? 1 : 0;
        if (order !== 0)
            return order;
    }
    return 0;
}
function splitRelease(release) {
    const dash = release.indexOf('-');
    const core = (dash === -1 ? release : release.slice(0, dash)).split('.').map(Number);
    return [core, dash === -1 ? undefined : release.slice(dash + 1)];
}


/***/ }),

/***/ 8403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XR: () => (/* binding */ namesSdk),
/* harmony export */   jf: () => (/* binding */ sharedExtraction),
/* harmony export */   vZ: () => (/* binding */ knownNoSdk)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5344);
/**
 * A source file's extraction, shared within a run between the two that read it: the consistency rules,
 * which read every source file of a package when they meet its first file (consistency/server-tools.ts),
 * and the file's own format, when the file is linted later. The first keeps what it extracted; the
 * second takes it (it is then gone). The file being linted when the rules read its package was read by
 * its own format just before: that one extraction, the last not kept, is held until the next, so the
 * rules take it too and every file is extracted once (a package with one server file, most of them, had
 * it extracted twice). Kept only while it fits the bounds, oldest first out, and only for the very text it
 * was made from: memory stays flat on any run, and a miss only costs the extraction again. Saved about
 * 350 ms of 2.7 s of CPU on the bench's 2,400-file source monorepo.
 */

/** Extractions kept at most, and the characters of their texts together. */
const MAX_KEPT = 1000;
const MAX_CHARS = 4 << 20;
class Shelf {
    kept = new Map();
    chars = 0;
    /** The last extraction not kept, and its key: the file being linted. */
    last;
    take(key, text) {
        const last = this.last;
        if (last?.key === key) {
            this.last = undefined;
            if (last.text === text)
                return last.extracted;
        }
        const kept = this.kept.get(key);
        if (kept === undefined)
            return undefined;
        this.remove(key, kept);
        return kept.text === text ? kept.extracted : undefined;
    }
    /** Holds `extracted` until the next extraction not kept: one text and its extraction at most. */
    hold(key, text, extracted) {
        this.last = text.length > MAX_CHARS ? undefined : { key, text, extracted };
    }
    keep(key, text, extracted) {
        if (text.length > MAX_CHARS)
            return;
        const old = this.kept.get(key);
        if (old)
            this.remove(key, old);
        this.kept.set(key, { text, extracted });
        this.chars += text.length;
        for (const [oldest, kept] of this.kept) {
            if (this.kept.size <= MAX_KEPT && this.chars <= MAX_CHARS)
                break;
            this.remove(oldest, kept);
        }
    }
    remove(key, kept) {
        this.kept.delete(key);
        this.chars -= kept.text.length;
    }
}
const SHELF = (0,_types_js__WEBPACK_IMPORTED_MODULE_0__/* .memoKey */ .e3)("source files' extractions, read for one reader and kept for the other");
/**
 * The extraction of `text` at `path` by the reader `kind` (a reader and its options: two readers share
 * only what they extract alike): the one kept or held for it in this run, taken, or `extract()`'s, kept
 * when `keep` says another reader will ask for it, else held until the next.
 */
function sharedExtraction(run, kind, path, text, extract, keep) {
    if (run === undefined)
        return extract();
    const shelf = run.memo(SHELF, () => new Shelf());
    const key = `${kind}\0${path}`;
    const taken = shelf.take(key, text);
    if (taken)
        return taken;
    const extracted = extract();
    if (keep)
        shelf.keep(key, text, extracted);
    else
        shelf.hold(key, text, extracted);
    return extracted;
}
/** Paths remembered at most per run; past it, it starts over (a miss only costs the test again). */
const MAX_ANSWERS = 100_000;
const SDK_ANSWERS = (0,_types_js__WEBPACK_IMPORTED_MODULE_0__/* .memoKey */ .e3)('whether source files name an MCP SDK, by format and path');
function answersOf(run, workspace) {
    const byWorkspace = run.memo(SDK_ANSWERS, () => new WeakMap());
    let answers = byWorkspace.get(workspace);
    if (!answers)
        byWorkspace.set(workspace, (answers = new Map()));
    return answers;
}
/**
 * Whether the source file at `path` names an MCP SDK (its format's `importsSdk`, which `test` asks), asked
 * once per run: the runner asks of every source file, and the consistency rules of every source file of a
 * package when they meet its first (server-tools.ts). Most files name none, and decoding and testing each
 * again was about 4 % of the bench's source monorepo; a module of tool objects answers by proving a
 * server registers them, and proving it twice was a quarter of a 156-module server's run. A run's texts
 * are the files at their paths, as its reads are (runner/kept.ts).
 */
function namesSdk(run, workspace, format, path, test) {
    if (run === undefined || workspace === undefined)
        return test();
    const answers = answersOf(run, workspace);
    const key = `${format}\0${path}`;
    let answer = answers.get(key);
    if (answer === undefined) {
        answer = test();
        if (answers.size >= MAX_ANSWERS)
            answers.clear();
        answers.set(key, answer);
    }
    return answer;
}
/** Whether this run found the source file at `path` to name no MCP SDK (see namesSdk): its bytes need no decoding. */
function knownNoSdk(run, workspace, format, path) {
    return answersOf(run, workspace).get(`${format}\0${path}`) === false;
}


/***/ }),

/***/ 7024:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G1: () => (/* binding */ placer),
/* harmony export */   JS: () => (/* binding */ parameterSpans),
/* harmony export */   WW: () => (/* binding */ bracketPairs),
/* harmony export */   ik: () => (/* binding */ plainToken),
/* harmony export */   pR: () => (/* binding */ callArguments),
/* harmony export */   tn: () => (/* binding */ commentAt)
/* harmony export */ });
/**
 * The index of the bracket that closes each opening one (the last token where none does), made in one
 * pass with a stack: a reader skips a nested expression in one step, never by recursing. `openers`, when
 * given, gets each closing bracket's opening one.
 */
function bracketPairs(tokens, openers) {
    const pairs = new Int32Array(tokens.length).fill(tokens.length - 1);
    const stack = [];
    for (let j = 0; j < tokens.length; j++) {
        const t = tokens[j].text;
        if (tokens[j].kind !== 'op')
            continue;
        if (t === '(' || t === '[' || t === '{')
            stack.push(j);
        else if ((t === ')' || t === ']' || t === '}') && stack.length > 0) {
            const opening = stack.pop();
            pairs[opening] = j;
            if (openers)
                openers[j] = opening;
        }
    }
    return pairs;
}
/** `place(pointer, from, to, key?)`: records that the value at `pointer` is written in tokens `from` to `to`, its key in token `key`. */
function placer(tokens, spans) {
    return (pointer, from, to, key) => spans.set(pointer, { value: [tokens[from].start, tokens[to].end], ...(key === undefined ? {} : { key: [tokens[key].start, tokens[key].end] }) });
}
/** A token whose kind and text say whether it is an operator. */
const isOp = (tokens, i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
/**
 * The parameters of the list whose `(` is at `open`, each as [first token, end]: split at commas outside
 * brackets and `<…>` (C#'s and Java's generic types).
 */
function parameterSpans(tokens, pairs, open) {
    const op = (j, value) => isOp(tokens, j, value);
    const out = [];
    let from = open + 1;
    let angles = 0;
    for (let j = open + 1; j <= pairs[open]; j++) {
        if (op(j, '(') || op(j, '[') || op(j, '{'))
            j = pairs[j];
        else if (op(j, '<'))
            angles++;
        else if (op(j, '>') && angles > 0)
            angles--;
        else if ((op(j, ',') && angles === 0) || j === pairs[open]) {
            if (j > from)
                out.push([from, j]);
            from = j + 1;
        }
    }
    return out;
}
/** A call's arguments at `open`, each as its first token; `skip` gives the index after the expression at an index. */
function callArguments(tokens, pairs, open, skip) {
    const out = [];
    for (let j = open + 1; j < pairs[open];) {
        out.push(j);
        j = skip(j);
        if (isOp(tokens, j, ','))
            j++;
        else
            break;
    }
    return out;
}
/**
 * The comment (`// …` or `/* … *\/`) at `i` in C-like source: added to `comments` when given, and the
 * index after it; -1 when none starts there.
 */
function commentAt(text, i, comments) {
    if (text[i] !== '/' || (text[i + 1] !== '/' && text[i + 1] !== '*'))
        return -1;
    if (text[i + 1] === '/') {
        const end = text.indexOf('\n', i);
        const stop = end === -1 ? text.length : end;
        comments?.push({ body: text.slice(i + 2, stop), start: i, end: stop });
        return stop;
    }
    const end = text.indexOf('*/', i + 2);
    const stop = end === -1 ? text.length : end + 2;
    comments?.push({ body: text.slice(i + 2, end === -1 ? stop : end), start: i, end: stop });
    return stop;
}
/**
 * The token at `i` of C-like source that is none of a name, a string or a comment: a character literal
 * (`'x'`, `'\n'`, `'\u0041'`, an operator without text), a number, or a one-character operator.
 */
function plainToken(text, i) {
    const c = text[i];
    if (c === "'")
        return { kind: 'op', start: i, end: charLiteralEnd(text, i), text: undefined };
    if (c >= '0' && c <= '9') {
        const end = numberEnd(text, i);
        return { kind: 'number', start: i, end, text: text.slice(i, end) };
    }
    return { kind: 'op', start: i, end: i + 1, text: c };
}
/** Where the character literal at `i` ends, within a dozen characters and its line. */
function charLiteralEnd(text, i) {
    let j = i + 1;
    while (j < text.length && text[j] !== "'" && text[j] !== '\n' && j - i < 12)
        j += text[j] === '\\' ? 2 : 1;
    return Math.min(text[j] === "'" ? j + 1 : j, text.length);
}
/** Where the number at `i` ends: digits, letters (suffixes, hex), `_` and `.`. */
function numberEnd(text, i) {
    let j = i;
    while (j < text.length && /[0-9A-Za-z_.]/.test(text[j]))
        j++;
    return j;
}


/***/ }),

/***/ 5344:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  tG: () => (/* binding */ CREDENTIALS),
  nP: () => (/* binding */ defineFormat),
  yr: () => (/* binding */ documentRule),
  qB: () => (/* binding */ formatPaths),
  e3: () => (/* binding */ memoKey),
  bk: () => (/* binding */ rememberCredential),
  Gm: () => (/* binding */ runMemo)
});

;// CONCATENATED MODULE: ./src/formats/version-merge.ts
const SLOT = '{version}';
/** "2025-06-18", "2025-03-26, 2025-06-18 and 2025-11-25". */
function phraseVersions(versions) {
    if (versions.length <= 1)
        return versions.join('');
    return `${versions.slice(0, -1).join(', ')} and ${versions[versions.length - 1]}`;
}
class VersionMerger {
    versions;
    groups = new Map();
    /** `versions`: every version the file declares, oldest first (a rule may be checked in some only). */
    constructor(versions) {
        this.versions = versions;
    }
    /** A reporter that collects what a rule finds when it reads the file in `version`. */
    reporterFor(version) {
        return {
            report: (pointer, message, target = 'value', related, _fix, index) => this.add({ at: 'pointer', pointer, target, ...(index === undefined ? {} : { index }) }, message, version, related),
            reportAt: (range, message, pointer = '') => this.add({ at: 'range', range, pointer }, message, version),
        };
    }
    /** Reports each merged finding once, in the order first found. */
    flush(reporter) {
        for (const group of this.groups.values()) {
            const message = this.messageOf(group);
            if (group.where.at === 'pointer')
                reporter.report(group.where.pointer, message, group.where.target, group.related, undefined, group.where.index);
            else
                reporter.reportAt(group.where.range, message, group.where.pointer);
        }
    }
    add(where, message, version, related) {
        const template = message.split(version).join(SLOT);
        const place = where.at === 'pointer'
            ? `p${where.pointer}\u0000${where.target}\u0000${where.index ?? ''}`
            : `r${where.range.start.line}:${where.range.start.column}\u0000${where.pointer}`;
        const key = `${place}\u0000${template}`;
        const group = this.groups.get(key);
        if (!group)
            this.groups.set(key, { where, template, versions: [version], ...(related && related.length > 0 ? { related } : {}) });
        else if (!group.versions.includes(version))
            group.versions.push(version);
    }
    messageOf(group) {
        const named = group.versions.length === 1 ? 'version' : 'versions';
        const text = group.template.split(SLOT).join(phraseVersions(group.versions));
        if (group.versions.length === this.versions.length || group.template.includes(SLOT))
            return text;
        // The message does not say which version it holds in, and not every declared version has it.
        const others = this.versions.filter((v) => !group.versions.includes(v));
        return `${text} (In protocol ${named} ${phraseVersions(group.versions)} only; the file also declares ${phraseVersions(others)}.)`;
    }
}

;// CONCATENATED MODULE: ./src/formats/types.ts

function memoKey(name) {
    return { name };
}
/**
 * Values a rule found to hold a credential (by the field they sit in, which no pattern recognizes
 * elsewhere): the session redacts each wherever any finding of the file quotes it, whole or cut short.
 */
const CREDENTIALS = memoKey('credentials found in the file');
/**
 * Remembers a value whose credential was known by its field (`byField`), for the session to redact; one
 * of a known shape is found again by its shape, and the rest of its value stays readable.
 */
function rememberCredential(scope, value, match) {
    if (match.byField && value.length >= 8)
        scope.memo(CREDENTIALS, () => new Set()).add(value);
}
function runMemo() {
    const values = new Map();
    return {
        memo(key, make) {
            if (values.has(key))
                return values.get(key);
            const value = make();
            values.set(key, value);
            return value;
        },
    };
}
function documentRule(id, check) {
    return { id, check };
}
/** The formats' paths, each once, in the formats' order: discovery's default include list. */
function formatPaths(formats) {
    return [...new Set(formats.flatMap((f) => f.paths))];
}
function defineFormat(spec) {
    const documentRules = spec.documentRules ?? [];
    const rules = spec.rules ?? [];
    return {
        ...spec,
        checked: documentRules.length + rules.length > 0,
        // A rule may be in both lists: it reads the bare parse when the file cannot be read as the format.
        ruleIds: [...new Set([...documentRules, ...rules].map((r) => r.id))],
        check(scope, run) {
            for (const rule of documentRules) {
                run(rule.id, (reporter) => rule.check({ path: scope.path, parsed: scope.parsed, workspace: scope.workspace, ...bound(reporter) }));
            }
            if (!spec.context || rules.length === 0)
                return;
            const context = spec.context.bind(spec);
            for (const rule of rules) {
                run(rule.id, (reporter) => {
                    if (scope.versions.length <= 1) {
                        const one = context(scope, reporter, scope.versions[0] ?? scope.version);
                        if (one !== undefined)
                            rule.check(one);
                        return;
                    }
                    // Several declared versions: the rule reads the file in each it applies to, findings merged.
                    // A version-free rule reads it in the first only: what it reported there is what it would
                    // report in each of the others, and goes to the merger as if found there.
                    const merger = new VersionMerger(scope.versions);
                    let recorded;
                    for (const version of scope.versions.filter((v) => scope.appliesTo(rule.id, v))) {
                        const into = merger.reporterFor(version);
                        if (recorded !== undefined) {
                            if (context(scope, into, version) !== undefined)
                                recorded.replay(into);
                            continue;
                        }
                        const fresh = rule.versionFree ? new Recorded() : undefined;
                        const each = context(scope, fresh ?? into, version);
                        if (each === undefined)
                            continue;
                        rule.check(each);
                        if (fresh)
                            (recorded = fresh).replay(into);
                    }
                    merger.flush(reporter);
                });
            }
        },
    };
}
/** What a version-free rule reported, to report again in each version it applies to. */
class Recorded {
    calls = [];
    report(...args) {
        this.calls.push((reporter) => reporter.report(...args));
    }
    reportAt(...args) {
        this.calls.push((reporter) => reporter.reportAt(...args));
    }
    replay(reporter) {
        for (const call of this.calls)
            call(reporter);
    }
}
/** A reporter's methods, callable after destructuring. */
function bound(reporter) {
    return { report: reporter.report.bind(reporter), reportAt: reporter.reportAt.bind(reporter) };
}


/***/ }),

/***/ 613:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TU: () => (/* binding */ forwardersOf),
/* harmony export */   be: () => (/* binding */ forwardedParameters),
/* harmony export */   nk: () => (/* binding */ calledName)
/* harmony export */ });
/* harmony import */ var _loop_registrars_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5209);

const REGISTRATIONS = { registerTool: true, tool: false };
/** The file's forwarding helpers, and the forwarded calls of those it calls. */
function forwardersOf(ts, file, zodNames) {
    const byName = new Map();
    const called = new Set();
    const stack = [file];
    while (stack.length > 0) {
        const node = stack.pop();
        const named = helperName(ts, node);
        const found = named && (forwarded(ts, named.fn) ?? restForwarded(ts, named.fn) ?? builtForwarded(ts, named.fn, zodNames));
        if (named && found)
            byName.set(named.name, found);
        if (ts.isCallExpression(node)) {
            const name = calledName(ts, node.expression);
            if (name !== undefined)
                called.add(name);
        }
        ts.forEachChild(node, (child) => {
            stack.push(child);
        });
    }
    const inner = new Set();
    for (const [name, helper] of byName)
        if (called.has(name))
            inner.add(helper.inner);
    return { byName, inner };
}
/** How a call names a helper: `register(…)` or `this.register(…)`. */
function calledName(ts, callee) {
    if (ts.isIdentifier(callee))
        return callee.text;
    if (ts.isPropertyAccessExpression(callee) && callee.expression.kind === ts.SyntaxKind.ThisKeyword)
        return `this.${callee.name.text}`;
    return undefined;
}
/** A function declaration, a `const` arrow or function, a method or an arrow class property, by the name its calls use. */
function helperName(ts, node) {
    if (ts.isFunctionDeclaration(node))
        return node.name ? { name: node.name.text, fn: node } : undefined;
    if (ts.isMethodDeclaration(node))
        return ts.isIdentifier(node.name) ? { name: `this.${node.name.text}`, fn: node } : undefined;
    if (!ts.isVariableDeclaration(node) && !ts.isPropertyDeclaration(node))
        return undefined;
    // `const register = ((...args) => …) as typeof server.tool`: a cast changes no argument.
    const value = node.initializer && (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_0__/* .stripped */ .uR)(ts, node.initializer);
    const fn = value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) ? value : undefined;
    if (!fn || !ts.isIdentifier(node.name))
        return undefined;
    if (ts.isPropertyDeclaration(node))
        return { name: `this.${node.name.text}`, fn };
    const constant = ts.isVariableDeclarationList(node.parent) && (node.parent.flags & ts.NodeFlags.Const) !== 0;
    return constant ? { name: node.name.text, fn } : undefined;
}
/** The one registration a helper forwards its parameters to, unchanged and unguarded, if it does. */
function forwarded(ts, fn) {
    const found = forwardedParameters(ts, fn);
    if (!found || found.inner.arguments.length !== fn.parameters.length)
        return undefined;
    const last = found.inner.arguments[found.inner.arguments.length - 1];
    const same = found.positions.every((at, i) => at === i) && ts.isIdentifier(last) && parameterIndex(ts, fn, last.text) === fn.parameters.length - 1;
    return same ? { modern: found.modern, inner: found.inner, rest: false } : undefined;
}
/**
 * The one registration a helper of one rest parameter makes by spreading it whole, unguarded (`(...args) => {
 * …; return (server.tool as Fn)(...args); }`), when the helper reads no more of the list than `args[0]`.
 */
function restForwarded(ts, fn) {
    const [rest] = fn.parameters;
    if (!fn.body || fn.parameters.length !== 1 || !rest.dotDotDotToken || !ts.isIdentifier(rest.name) || rest.initializer)
        return undefined;
    const list = rest.name.text;
    const calls = [];
    let other = false;
    // Every use of the list is checked, in nested functions too (one could change it later); calls only of the helper's own body.
    const visit = (node, own) => {
        const callee = own && ts.isCallExpression(node) ? (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_0__/* .stripped */ .uR)(ts, node.expression) : undefined;
        if (callee && ts.isPropertyAccessExpression(callee) && Object.hasOwn(REGISTRATIONS, callee.name.text))
            calls.push(node);
        if (ts.isIdentifier(node) && node.text === list && !readsName(ts, node) && !spreadWhole(ts, node))
            other = true;
        const inside = own && !ts.isFunctionLike(node) && !ts.isClassLike(node);
        ts.forEachChild(node, (child) => visit(child, inside));
    };
    visit(fn.body, true);
    const [call] = calls;
    if (other || calls.length !== 1 || call.arguments.length !== 1 || !ts.isSpreadElement(call.arguments[0]))
        return undefined;
    const spread = call.arguments[0].expression;
    if (!ts.isIdentifier(spread) || spread.text !== list)
        return undefined;
    for (let at = call; at !== fn.body; at = at.parent)
        if (guards(ts, at.parent))
            return undefined;
    const method = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_0__/* .stripped */ .uR)(ts, call.expression).name.text;
    return { modern: REGISTRATIONS[method], inner: call, rest: true };
}
/**
 * The one `registerTool(name, { … }, cb)` call a helper makes, unguarded, when its name is a parameter and each
 * value of its literal config either is a parameter (`description`, `title: title`), a raw shape parameter
 * wrapped in zod's `object` (`inputSchema: z.object(shape)`, the SDK's own reading of a raw shape), or names
 * none; no parameter used twice there, none assigned or shadowed, no spread. The callback is never read.
 */
function builtForwarded(ts, fn, zodNames) {
    const parameters = fn.parameters.map((p) => (ts.isIdentifier(p.name) && !p.dotDotDotToken && !p.initializer && !p.questionToken ? p.name.text : undefined));
    if (!fn.body || parameters.length < 2 || parameters.includes(undefined))
        return undefined;
    const names = new Set(parameters);
    const calls = [];
    let other = false;
    const visit = (node, own) => {
        if (own && ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && Object.hasOwn(REGISTRATIONS, node.expression.name.text))
            calls.push(node);
        // A parameter assigned or declared again anywhere in the body (nested functions too) is not what the call was handed.
        if (ts.isBinaryExpression(node) && ts.isIdentifier(node.left) && names.has(node.left.text) && isAssignment(ts, node.operatorToken.kind))
            other = true;
        if ((ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isBindingElement(node)) && declares(ts, node.name, names))
            other = true;
        if ((ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) && ts.isIdentifier(node.operand) && names.has(node.operand.text))
            other = true;
        ts.forEachChild(node, (child) => visit(child, own && !ts.isFunctionLike(node) && !ts.isClassLike(node)));
    };
    ts.forEachChild(fn.body, (child) => visit(child, true));
    const [call] = calls;
    if (other || calls.length !== 1 || !ts.isPropertyAccessExpression(call.expression) || call.expression.name.text !== 'registerTool')
        return undefined;
    if (call.arguments.length !== 3)
        return undefined;
    const [name, configNode] = call.arguments;
    const config = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_0__/* .stripped */ .uR)(ts, configNode);
    if (!ts.isIdentifier(name) || !names.has(name.text) || !ts.isObjectLiteralExpression(config))
        return undefined;
    const uses = new Map([[name, { at: parameters.indexOf(name.text), shape: false }]]);
    for (const property of config.properties) {
        if (ts.isShorthandPropertyAssignment(property) && !property.objectAssignmentInitializer && names.has(property.name.text)) {
            uses.set(property.name, { at: parameters.indexOf(property.name.text), shape: false });
            continue;
        }
        if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)))
            return undefined;
        const value = property.initializer;
        const shape = property.name.text === 'inputSchema' || property.name.text === 'outputSchema' ? wrappedShape(ts, value, zodNames) : undefined;
        const parameter = shape ?? (ts.isIdentifier(value) ? value : undefined);
        if (parameter && names.has(parameter.text))
            uses.set(value, { at: parameters.indexOf(parameter.text), shape: parameter !== value });
        else if (mentions(ts, value, names))
            return undefined;
    }
    const placed = [...uses.values()].map((use) => use.at);
    if (new Set(placed).size !== placed.length)
        return undefined;
    for (let at = call; at !== fn.body; at = at.parent)
        if (guards(ts, at.parent))
            return undefined;
    return { modern: true, inner: call, rest: false, built: { arity: parameters.length, uses } };
}
/** `z.object(shape)` of one identifier, `z` imported from zod: that identifier. */
function wrappedShape(ts, node, zodNames) {
    if (!ts.isCallExpression(node) || node.arguments.length !== 1 || !ts.isIdentifier(node.arguments[0]))
        return undefined;
    const callee = node.expression;
    const zod = ts.isPropertyAccessExpression(callee) && callee.name.text === 'object' && ts.isIdentifier(callee.expression) && zodNames.has(callee.expression.text);
    return zod ? node.arguments[0] : undefined;
}
/** Whether a binding name declares one of `names`. */
function declares(ts, name, names) {
    if (ts.isIdentifier(name))
        return names.has(name.text);
    return name.elements.some((element) => !ts.isOmittedExpression(element) && declares(ts, element.name, names));
}
/** Whether an expression names one of `names` anywhere (a key or a property name after a dot aside). */
function mentions(ts, node, names) {
    if (ts.isIdentifier(node)) {
        const key = (ts.isPropertyAccessExpression(node.parent) || ts.isPropertyAssignment(node.parent)) && node.parent.name === node;
        return names.has(node.text) && !key;
    }
    return ts.forEachChild(node, (child) => mentions(ts, child, names) || undefined) ?? false;
}
/** `args[0]`, or `const [name] = args`, read: the tool's name, a string (copied out, the list left as it is). */
function readsName(ts, node) {
    const access = node.parent;
    if (ts.isVariableDeclaration(access) && access.initializer === node && ts.isArrayBindingPattern(access.name)) {
        const [first, ...more] = access.name.elements;
        return more.length === 0 && !!first && ts.isBindingElement(first) && !first.dotDotDotToken && !first.initializer && ts.isIdentifier(first.name);
    }
    if (!ts.isElementAccessExpression(access) || access.expression !== node)
        return false;
    if (!ts.isNumericLiteral(access.argumentExpression) || access.argumentExpression.text !== '0')
        return false;
    let at = access;
    while (ts.isParenthesizedExpression(at.parent) || ts.isAsExpression(at.parent) || ts.isNonNullExpression(at.parent))
        at = at.parent;
    const parent = at.parent;
    if (ts.isBinaryExpression(parent) && parent.left === at && isAssignment(ts, parent.operatorToken.kind))
        return false;
    return !ts.isDeleteExpression(parent) && !ts.isPrefixUnaryExpression(parent) && !ts.isPostfixUnaryExpression(parent);
}
/** `...args` as the one argument of a call. */
function spreadWhole(ts, node) {
    return ts.isSpreadElement(node.parent) && ts.isCallExpression(node.parent.parent) && node.parent.parent.arguments.length === 1;
}
/**
 * The one `registerTool` (or `tool`) call a helper makes, unguarded, whose arguments before the last (the
 * callback, never read) are each one of the helper's parameters, none assigned: `positions` gives, for each
 * of those arguments, the index of the parameter it is. The helper's other parameters (the server it is
 * handed, a client) and the callback it builds are its own.
 */
function forwardedParameters(ts, fn) {
    const parameters = fn.parameters.map((p) => (ts.isIdentifier(p.name) && !p.dotDotDotToken && !p.initializer ? p.name.text : undefined));
    if (!fn.body || parameters.length < 2)
        return undefined;
    const names = new Set(parameters.filter((p) => p !== undefined));
    const calls = [];
    let assigns = false;
    const visit = (node) => {
        if (ts.isFunctionLike(node) || ts.isClassLike(node))
            return;
        if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && Object.hasOwn(REGISTRATIONS, node.expression.name.text))
            calls.push(node);
        if (ts.isBinaryExpression(node) && ts.isIdentifier(node.left) && names.has(node.left.text) && isAssignment(ts, node.operatorToken.kind))
            assigns = true;
        ts.forEachChild(node, visit);
    };
    visit(fn.body);
    const [call] = calls;
    if (assigns || calls.length !== 1 || call.arguments.length < 2)
        return undefined;
    const positions = call.arguments.slice(0, -1).map((arg) => (ts.isIdentifier(arg) ? parameters.indexOf(arg.text) : -1));
    if (positions.some((at) => at === -1) || new Set(positions).size !== positions.length)
        return undefined;
    for (let at = call; at !== fn.body; at = at.parent)
        if (guards(ts, at.parent))
            return undefined;
    return { modern: REGISTRATIONS[call.expression.name.text], inner: call, positions };
}
function parameterIndex(ts, fn, name) {
    return fn.parameters.findIndex((p) => ts.isIdentifier(p.name) && !p.dotDotDotToken && !p.initializer && p.name.text === name);
}
/** A branch, a loop or a `&&`/`||`/`??`: whether (or how often) the call inside runs is then the helper's own. */
function guards(ts, node) {
    if (ts.isBinaryExpression(node))
        return !isAssignment(ts, node.operatorToken.kind) && node.operatorToken.kind !== ts.SyntaxKind.CommaToken;
    return (ts.isIfStatement(node) || ts.isConditionalExpression(node) || ts.isIterationStatement(node, false) || ts.isTryStatement(node) || ts.isSwitchStatement(node));
}
function isAssignment(ts, kind) {
    return kind >= ts.SyntaxKind.FirstAssignment && kind <= ts.SyntaxKind.LastAssignment;
}


/***/ }),

/***/ 3551:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  kK: () => (/* binding */ bindingsOf),
  Gt: () => (/* binding */ callersOf),
  e_: () => (/* binding */ entriesAbove),
  fb: () => (/* binding */ exportedLocal),
  WR: () => (/* binding */ handedServer),
  fw: () => (/* binding */ importedFile),
  Q0: () => (/* binding */ memoOf),
  nM: () => (/* binding */ parseWithin),
  LF: () => (/* binding */ read),
  HK: () => (/* binding */ remembered),
  EJ: () => (/* binding */ resolves),
  MU: () => (/* binding */ stemFile),
  Xs: () => (/* binding */ topConst)
});

// EXTERNAL MODULE: ./src/util/lazy-require.ts
var lazy_require = __webpack_require__(6050);
// EXTERNAL MODULE: ./src/formats/source/draws-on.ts
var draws_on = __webpack_require__(5533);
// EXTERNAL MODULE: ./src/formats/typescript-source/loop-registrars.ts
var loop_registrars = __webpack_require__(5209);
;// CONCATENATED MODULE: ./src/formats/typescript-source/module-aliases.ts
const MAX_CONFIG = 1 << 20;
const MAX_EXTENDS = 3;
/** Patterns, and targets per pattern, read of one file: more is no hand-written alias list. */
const MAX_PATTERNS = 64;
const MAX_TARGETS = 8;
/** How deep a package.json `imports` entry's conditions nest before the rest is not read. */
const MAX_CONDITIONS = 4;
/** The root-relative paths `module`, imported by the module at `from`, may name by an alias. */
function aliasTargets(ts, workspace, cache, module, from) {
    const folder = from.split('/').slice(0, -1).join('/');
    let found = cache.get(folder);
    if (!found) {
        found = { paths: nearest(folder, (at) => tsconfigPaths(ts, workspace, at)), imports: nearest(folder, (at) => packageImports(workspace, at)) };
        cache.set(folder, found);
    }
    // TypeScript tries `paths` first; a `#` name it does not match is Node's, by the package's `imports`.
    const mapped = substitute(found.paths, module);
    return mapped.length > 0 || !module.startsWith('#') ? mapped : substitute(found.imports, module);
}
/** The first folder's answer, from `folder` up to the root, that `read` finds anything in. */
function nearest(folder, read) {
    const parts = folder === '' ? [] : folder.split('/');
    if (parts.includes('..'))
        return [];
    for (let depth = parts.length; depth >= 0; depth--) {
        const found = read(parts.slice(0, depth).join('/'));
        if (found)
            return found;
    }
    return [];
}
/** The targets of the pattern TypeScript picks for `module`: an exact one, else the longest prefix before its `*`. */
function substitute(aliases, module) {
    let best;
    for (const alias of aliases) {
        const star = alias.pattern.indexOf('*');
        if (star === -1) {
            if (alias.pattern === module)
                return alias.targets;
            continue;
        }
        const prefix = alias.pattern.slice(0, star);
        const suffix = alias.pattern.slice(star + 1);
        const fits = module.length >= prefix.length + suffix.length && module.startsWith(prefix) && module.endsWith(suffix);
        if (fits && (!best || prefix.length > best.prefix))
            best = { alias, star: module.slice(prefix.length, module.length - suffix.length), prefix: prefix.length };
    }
    const star = best?.star ?? '';
    return best ? best.alias.targets.map((target) => target.replace('*', () => star)) : [];
}
function module_aliases_text(workspace, path) {
    if (workspace.kind(path) !== 'file')
        return undefined;
    const bytes = workspace.head(path, MAX_CONFIG);
    return bytes && bytes.length < MAX_CONFIG ? new TextDecoder().decode(bytes) : undefined;
}
/** `folder/name` joined and normalized, or undefined when it leaves the workspace. */
function join(folder, name) {
    const parts = folder === '' ? [] : folder.split('/');
    for (const part of name.split('/')) {
        if (part === '..') {
            if (parts.length === 0)
                return undefined;
            parts.pop();
        }
        else if (part !== '.' && part !== '')
            parts.push(part);
    }
    return parts.join('/');
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/**
 * A tsconfig.json's (else jsconfig.json's) `paths` in `folder`, with its targets joined to its `baseUrl`
 * (or its own folder); the `paths` of the config it `extends` when it has none. Undefined without either file.
 */
function tsconfigPaths(ts, workspace, folder) {
    const at = ['tsconfig.json', 'jsconfig.json'].map((name) => (folder === '' ? name : `${folder}/${name}`)).find((path) => workspace.kind(path) === 'file');
    if (!at)
        return undefined;
    let config = at;
    for (let hop = 0; config && hop <= MAX_EXTENDS; hop++) {
        const source = module_aliases_text(workspace, config);
        const parsed = source === undefined ? undefined : ts.parseConfigFileTextToJson(config, source).config;
        if (!isRecord(parsed))
            break;
        const home = config.split('/').slice(0, -1).join('/');
        const options = isRecord(parsed.compilerOptions) ? parsed.compilerOptions : {};
        if (isRecord(options.paths)) {
            const base = join(home, typeof options.baseUrl === 'string' ? options.baseUrl : '.');
            return base === undefined ? [] : aliases(options.paths, (target) => join(base, target));
        }
        // Only a relative `extends` names a file of the workspace; a package's config is not read.
        const parent = typeof parsed.extends === 'string' && parsed.extends.startsWith('.') ? join(home, parsed.extends) : undefined;
        config = parent === undefined ? undefined : parent.endsWith('.json') ? parent : `${parent}.json`;
    }
    return [];
}
/** A package.json's `imports` in `folder`, its targets joined to the folder; undefined without the file. */
function packageImports(workspace, folder) {
    const source = module_aliases_text(workspace, folder === '' ? 'package.json' : `${folder}/package.json`);
    if (source === undefined)
        return undefined;
    let manifest;
    try {
        manifest = JSON.parse(source);
    }
    catch {
        return [];
    }
    if (!isRecord(manifest) || !isRecord(manifest.imports))
        return [];
    return aliases(manifest.imports, (target) => (target.startsWith('./') ? join(folder, target) : undefined));
}
/** Each pattern's string targets (a list, or conditions' values), each placed by `place`, up to the bounds. */
function aliases(map, place) {
    const out = [];
    for (const [pattern, value] of Object.entries(map).slice(0, MAX_PATTERNS)) {
        const targets = [];
        const collect = (at, depth) => {
            if (targets.length >= MAX_TARGETS)
                return;
            if (typeof at === 'string') {
                const placed = (pattern.includes('*') || !at.includes('*')) && place(at);
                if (typeof placed === 'string')
                    targets.push(placed);
            }
            else if (Array.isArray(at) && depth === 0)
                for (const item of at)
                    collect(item, depth + 1);
            else if (isRecord(at) && depth < MAX_CONDITIONS)
                for (const item of Object.values(at))
                    collect(item, depth + 1);
        };
        collect(value, 0);
        if (targets.length > 0)
            out.push({ pattern, targets });
    }
    return out;
}

// EXTERNAL MODULE: ./src/formats/typescript-source/parsed.ts
var parsed = __webpack_require__(1887);
;// CONCATENATED MODULE: ./src/formats/typescript-source/handed-server.ts





/** A registration call on a receiver the cheap text test looks for before anything is parsed. */
const REGISTRATION = /\b[A-Za-z_$][\w$]{0,99}\.(?:tool|registerTool|registerPrompt|registerResource|setRequestHandler|addTools?)\s{0,8}\(|\b[A-Za-z_$][\w$]{0,99}\.(?:prompt|resource)\(\s{0,8}['"`]/;
/**
 * What REGISTRATION needs in the text, tested first: a few substring searches cost a tenth of the
 * pattern's scan, which tries an identifier at every word of the many source files that register nothing.
 */
const REGISTRATION_TEXTS = ['.tool', '.register', '.setRequestHandler', '.addTool', '.prompt(', '.resource('];
const METHODS = new Set(['tool', 'registerTool', 'prompt', 'registerPrompt', 'resource', 'registerResource', 'setRequestHandler', 'addTool', 'addTools']);
/** The SDK classes a server is built from, and the modules that export them. */
const SERVER_CLASSES = new Set(['McpServer', 'Server', 'FastMCP']);
const SERVER_MODULE = /^(?:@modelcontextprotocol\/(?:sdk\/server\/|server$)|fastmcp(?:$|\/)|tmcp$)/;
/** Vercel's handler, whose callback is handed the SDK's McpServer. */
const HANDLER_MODULES = new Set(['mcp-handler', '@vercel/mcp-adapter']);
const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const MAX_MODULE = 1 << 20;
/** How many calls away from the server's construction a parameter may be proved. */
const MAX_HOPS = 3;
/** How many modules one proof reads, and folders above the file's own it looks in. */
const MAX_READS = 16;
const MAX_UP = 2;
const MAX_LISTED = 200;
/** How many proofs one proof may ask for of the callers' own callers. */
const MAX_PROOFS = 4;
/** Parsed modules and proofs a run keeps at most; past it, it starts over (the answers stay the same). */
const MAX_KEPT = 500;
/** Names a server's entry module (or its registrar, `registerTools.ts`) usually has: read first, so the budget finds them. */
const LIKELY = /^(?:index|server|main|app|mcp|cli|register[\w-]{0,40}|tools)\.(?:[cm]?[jt]s|[jt]sx)$/;
/** The proof `key` by `prove`, remembered: a remembered one tells the workspace of the files it rests on, as `prove` did. */
function remembered(workspace, memo, key, prove) {
    const known = memo.proofs.get(key);
    if (known !== undefined) {
        for (const path of known.drawn)
            workspace.drawsOn?.(path);
        return known.result;
    }
    const drawn = [];
    const told = workspace.drawsOn;
    const noting = told
        ? {
            kind: (path) => workspace.kind(path),
            head: (path, max) => workspace.head(path, max),
            list: (path, max) => workspace.list(path, max),
            ...(workspace.stable ? { stable: true } : {}),
            drawsOn: (path) => {
                drawn.push(path);
                told.call(workspace, path);
            },
        }
        : workspace;
    const result = prove(noting);
    if (memo.proofs.size >= MAX_KEPT)
        memo.proofs.clear();
    memo.proofs.set(key, { result, drawn });
    return result;
}
const MEMOS = new WeakMap();
/** Whether a file naming no SDK registers on a parameter a module of the repository hands a server, or on a server it imports. */
function handedServer(text, path, workspace) {
    if (!workspace || path.split('/').includes('..') || !mayRegister(text))
        return false;
    const ts = (0,lazy_require/* vendoredTypescript */.P7)();
    const memo = memoOf(workspace);
    const file = (0,parsed/* parsedSource */.n)(ts, path, text);
    const owners = handedOwners(ts, file);
    if (importsServer(ts, workspace, memo, file, path))
        return true;
    if (owners.some((owner) => declaredServer(ts, workspace, memo, file, path, owner)))
        return true;
    if (typedProperty(ts, workspace, memo, file, path))
        return true;
    for (const owner of owners) {
        const target = targetOf(ts, file, path, owner.fn, owner.index);
        const keyed = target && (owner.key === undefined ? target : { ...target, key: owner.key });
        if (keyed && proved(ts, workspace, memo, keyed, MAX_HOPS))
            return true;
    }
    return false;
}
function mayRegister(text) {
    return REGISTRATION_TEXTS.some((needed) => text.includes(needed)) && REGISTRATION.test(text);
}
function memoOf(workspace) {
    const fresh = () => ({ files: new Map(), proofs: new Map(), aliases: new Map() });
    if (!workspace.stable)
        return fresh();
    let memo = MEMOS.get(workspace);
    if (!memo)
        MEMOS.set(workspace, (memo = fresh()));
    return memo;
}
/** The file parsed, or undefined past the parser's stack (hostile nesting, which the file's own read reports). */
function parseWithin(ts, path, text) {
    try {
        return (0,parsed/* parsedSource */.n)(ts, path, text);
    }
    catch (error) {
        if (error instanceof RangeError)
            return undefined;
        throw error;
    }
}
/** Each function, constructor or method of the file with a parameter a registration is called on (the first such parameter). */
function handedOwners(ts, file) {
    const out = [];
    const seen = new Set();
    const visit = (node) => {
        if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && METHODS.has(node.expression.name.text)) {
            const receiver = node.expression.expression;
            const name = ts.isIdentifier(receiver) ? receiver.text : thisProperty(ts, receiver);
            const owner = name === undefined ? contextOwner(ts, node, receiver) : ownerOf(ts, node, name);
            if (owner && !seen.has(owner.fn)) {
                seen.add(owner.fn);
                out.push(owner);
            }
        }
        ts.forEachChild(node, visit);
    };
    visit(file);
    return out;
}
/**
 * Whether the parameter is declared a server by a type of the project's (no caller read): a type a module
 * imports by a relative path whose declaring module (one module, read once) makes it an SDK server class
 * (`type Server = McpServer`) or, for a destructured parameter, gives its property that class
 * (`interface HandlerContext { server: McpServer }`, then `const { server } = context`).
 */
function declaredServer(ts, workspace, memo, file, path, owner) {
    const type = owner.fn.parameters[owner.index]?.type;
    if (!type || !ts.isTypeReferenceNode(type) || !ts.isIdentifier(type.typeName) || type.typeArguments)
        return false;
    const local = type.typeName.text;
    const binding = bindingsOf(ts, file).find((b) => b.reexport === undefined && b.local === local && b.name !== '*' && b.from.startsWith('.'));
    const at = binding && moduleFile(workspace, binding.from, path);
    const module = at ? read(ts, workspace, memo, at) : undefined;
    if (!binding || !module || module.servers.size === 0)
        return false;
    for (const statement of module.file.statements) {
        if ((ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && statement.name.text === binding.name) {
            const members = ts.isInterfaceDeclaration(statement) ? statement : statement.type;
            const declared = owner.key === undefined ? (ts.isTypeAliasDeclaration(statement) ? statement.type : undefined) : memberType(ts, members, owner.key);
            return serverType(ts, declared, module.servers);
        }
    }
    return false;
}
/**
 * Whether the file registers on a property its class declares a server by type, the class's own or that
 * of the base class it extends (of the file, or imported by a relative path: one module read):
 * `this.server.tool(…)` of `protected server: McpServer`, or `this.context.server.tool(…)` of `protected
 * context: ToolContext` where the declaring module's `interface ToolContext { server: McpServer }` names
 * an SDK server class that module imports. The `this` must be the class's: only arrow functions between.
 */
function typedProperty(ts, workspace, memo, file, path) {
    const seen = new Set();
    let found = false;
    const visit = (node) => {
        if (found)
            return;
        if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && METHODS.has(node.expression.name.text)) {
            const receiver = node.expression.expression;
            const held = ts.isPropertyAccessExpression(receiver) ? thisProperty(ts, receiver.expression) : undefined;
            const [property, key] = held ? [held.slice(5), receiver.name.text] : [thisProperty(ts, receiver)?.slice(5), undefined];
            const cls = property === undefined ? undefined : thisClass(ts, node);
            const asked = cls && `${cls.pos}\0${property}\0${key}`;
            if (cls && property !== undefined && asked && !seen.has(asked)) {
                seen.add(asked);
                found = classDeclares(ts, workspace, memo, file, path, cls, property, key, MAX_BASES);
            }
        }
        ts.forEachChild(node, visit);
    };
    visit(file);
    return found;
}
/** How many classes up a property's declaration is looked for (the class, its base, the base's base). */
const MAX_BASES = 2;
/** The class whose `this` a node sees: the nearest function around it that is no arrow function must be one of its methods. */
function thisClass(ts, at) {
    let node = at.parent;
    while (node && !ts.isSourceFile(node) && (!ts.isFunctionLike(node) || ts.isArrowFunction(node)))
        node = node.parent;
    const cls = node && (ts.isMethodDeclaration(node) || ts.isConstructorDeclaration(node)) ? node.parent : undefined;
    return cls && ts.isClassDeclaration(cls) ? cls : undefined;
}
/** Whether the class (of the module at `path`), or a base up to `bases` classes up, declares `property` a server (its `key` one, when given). */
function classDeclares(ts, workspace, memo, file, path, cls, property, key, bases) {
    const servers = serverNames(ts, file);
    // The class's own declaration decides, typed or not (a constructor's parameter property is one too).
    const ctor = cls.members.find(ts.isConstructorDeclaration);
    const mine = [...cls.members, ...(ctor?.parameters.filter((p) => ts.isParameterPropertyDeclaration(p, ctor)) ?? [])].find((m) => (ts.isPropertyDeclaration(m) || ts.isParameter(m)) && m.name && ts.isIdentifier(m.name) && m.name.text === property);
    if (mine) {
        const declared = mine.type;
        return key === undefined ? serverType(ts, declared, servers) : !!declared && serverType(ts, declaredMember(ts, file, declared, key), servers);
    }
    const base = cls.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
    if (bases <= 0 || !base || !ts.isIdentifier(base))
        return false;
    const local = file.statements.find((s) => ts.isClassDeclaration(s) && s.name?.text === base.text);
    if (local)
        return local !== cls && classDeclares(ts, workspace, memo, file, path, local, property, key, bases - 1);
    const binding = bindingsOf(ts, file).find((b) => b.reexport === undefined && b.local === base.text && b.name !== '*' && b.from.startsWith('.'));
    const at = binding && moduleFile(workspace, binding.from, path);
    const module = at ? read(ts, workspace, memo, at) : undefined;
    const declared = module?.file.statements.find((s) => ts.isClassDeclaration(s) && s.name?.text === binding?.name && !!ts.getModifiers(s)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword));
    if (!at || !module || !declared || !classDeclares(ts, workspace, memo, module.file, at, declared, property, key, bases - 1))
        return false;
    return (0,draws_on/* drew */.c)(workspace, at);
}
/** The type a module's own interface (or object type alias) named by `type` gives its property `key`. */
function declaredMember(ts, file, type, key) {
    if (ts.isTypeLiteralNode(type))
        return memberType(ts, type, key);
    if (!ts.isTypeReferenceNode(type) || !ts.isIdentifier(type.typeName) || type.typeArguments)
        return undefined;
    const name = type.typeName.text;
    for (const statement of file.statements)
        if ((ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && statement.name.text === name)
            return memberType(ts, ts.isInterfaceDeclaration(statement) ? statement : statement.type, key);
    return undefined;
}
/**
 * Whether the file registers on a name it imports, and binds nowhere else, from a module of the repository
 * (by a relative path or an alias) that exports it as an SDK server it builds: `export const server = new
 * McpServer(…)`, then `import { server } from "../server.js"` and `server.registerTool(…)` in the tool module.
 */
function importsServer(ts, workspace, memo, file, path) {
    const receivers = importedReceivers(ts, file);
    if (receivers.size === 0)
        return false;
    const budget = { proofs: MAX_PROOFS };
    for (const binding of bindingsOf(ts, file)) {
        if (binding.reexport !== undefined || binding.name === '*' || !receivers.has(binding.local) || budget.proofs-- <= 0)
            continue;
        const at = importedFile(ts, workspace, memo, binding.from, path);
        if (at && exportsServer(ts, workspace, memo, at, binding.name, MAX_HOPS))
            return (0,draws_on/* drew */.c)(workspace, at);
    }
    return false;
}
/** The names registrations are called on (`server.registerTool(…)`) that no declaration of the file binds: an import's, if any. */
function importedReceivers(ts, file) {
    const receivers = new Set();
    const declared = new Set();
    const visit = (node) => {
        if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && METHODS.has(node.expression.name.text)) {
            if (ts.isIdentifier(node.expression.expression))
                receivers.add(node.expression.expression.text);
        }
        else if (ts.isVariableDeclaration(node) && node.initializer && isRequire(ts, node.initializer)) {
            // `const { server } = require("../server.js")`: an import (bindingsOf).
            return;
        }
        else if ((ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isBindingElement(node) || ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node)) &&
            node.name &&
            ts.isIdentifier(node.name))
            declared.add(node.name.text);
        ts.forEachChild(node, visit);
    };
    visit(file);
    for (const name of declared)
        receivers.delete(name);
    return receivers;
}
function isRequire(ts, node) {
    return ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'require';
}
/** The file a module name in the module at `from` is: a relative name, or the first alias target that is a file. */
function importedFile(ts, workspace, memo, module, from) {
    if (module.startsWith('./') || module.startsWith('../'))
        return moduleFile(workspace, module, from);
    if (memo.aliases.size >= MAX_KEPT)
        memo.aliases.clear();
    for (const stem of aliasTargets(ts, workspace, memo.aliases, module, from)) {
        const found = stemFile(workspace, stem);
        if (found)
            return found;
    }
    return undefined;
}
/**
 * Whether the module at `path` exports as `name` a `const` it assigns a `new` of an SDK server class it
 * imports (`export const server = new McpServer(…)`, `export { server }`, `export default server`), or
 * builds one in `export default new McpServer(…)`; or re-exports it from a module that does (up to `hops`).
 */
function exportsServer(ts, outer, memo, path, name, hops) {
    return remembered(outer, memo, ['export', path, name, hops].join('\0'), (workspace) => {
        const module = read(ts, workspace, memo, path);
        let result = false;
        if (module) {
            const built = (value) => {
                const at = value && (0,loop_registrars/* stripped */.uR)(ts, value);
                return !!at && ts.isNewExpression(at) && module.servers.has(`type ${dottedName(ts, at.expression)}`);
            };
            const local = exportedLocal(ts, module.file, name);
            if (local === undefined) {
                const assigned = name === 'default' ? module.file.statements.find(ts.isExportAssignment) : undefined;
                result = built(assigned?.expression);
            }
            else {
                const held = topConst(ts, module.file, local);
                result = built(held?.initializer);
            }
            for (const binding of module.bindings) {
                if (result || hops <= 1)
                    break;
                const forwards = binding.reexport === name || (binding.reexport === '*' && name !== 'default');
                const at = forwards ? importedFile(ts, workspace, memo, binding.from, path) : undefined;
                result = at !== undefined && exportsServer(ts, workspace, memo, at, binding.name === '*' ? name : binding.name, hops - 1);
            }
        }
        return result;
    });
}
/** The local name a module exports as `name` (`export const x`, `export { x as name }`, `export default x`), if it does. */
function exportedLocal(ts, file, name) {
    for (const statement of file.statements) {
        if (ts.isVariableStatement(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
            if (statement.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === name))
                return name;
        }
        else if (ts.isExportAssignment(statement) && !statement.isExportEquals && name === 'default' && ts.isIdentifier(statement.expression))
            return statement.expression.text;
        else if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause && ts.isNamedExports(statement.exportClause))
            for (const element of statement.exportClause.elements)
                if (element.name.text === name)
                    return (element.propertyName ?? element.name).text;
    }
    return undefined;
}
/** The top-level `const` declaration of a name (a `let` may be assigned something else). */
function topConst(ts, file, name) {
    for (const statement of file.statements) {
        if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const))
            continue;
        for (const declaration of statement.declarationList.declarations)
            if (ts.isIdentifier(declaration.name) && declaration.name.text === name)
                return declaration;
    }
    return undefined;
}
/** The file a relative module name in the module at `from` is, as TypeScript resolves it (`./types.js` is `types.ts`), if it is one. */
function moduleFile(workspace, module, from) {
    const parts = from.split('/').slice(0, -1);
    for (const part of module.split('/')) {
        if (part === '..') {
            if (parts.length === 0)
                return undefined;
            parts.pop();
        }
        else if (part !== '.' && part !== '')
            parts.push(part);
    }
    return stemFile(workspace, parts.join('/'));
}
/** The file a root-relative module path names, as TypeScript resolves it, if it is one. */
function stemFile(workspace, stem) {
    const bare = stem.replace(/\.[cm]?jsx?$/, '');
    const candidates = [stem, `${bare}.ts`, `${bare}.tsx`, `${bare}.mts`, `${bare}.cts`, `${bare}.js`, `${stem}/index.ts`, `${stem}/index.js`];
    return candidates.find((candidate) => workspace.kind(candidate) === 'file');
}
/** `context.server.tool(…)`: the parameter `context`, whose property `server` is the server. */
function contextOwner(ts, at, receiver) {
    if (!ts.isPropertyAccessExpression(receiver) || !ts.isIdentifier(receiver.expression))
        return undefined;
    const owner = ownerOf(ts, at, receiver.expression.text);
    return owner && owner.key === undefined ? { ...owner, key: receiver.name.text } : undefined;
}
/** `this.server`'s property name, for a constructor's parameter kept as a property. */
function thisProperty(ts, node) {
    return ts.isPropertyAccessExpression(node) && node.expression.kind === ts.SyntaxKind.ThisKeyword ? `this.${node.name.text}` : undefined;
}
/**
 * The nearest function around `at` with a parameter `name`, and its place; `this.x` is a constructor's
 * parameter `x` kept as a property (`private x`) or assigned to it (`this.x = x`); `{ server }` (or
 * `{ server: name }`) is the argument's property `server`, destructured in the parameter list or by a
 * `const { server } = context` of the function's body from its parameter `context`.
 */
function ownerOf(ts, at, name) {
    if (name.startsWith('this.')) {
        const property = name.slice(5);
        const cls = ancestor(at, ts.isClassLike);
        const ctor = cls?.members.find((m) => ts.isConstructorDeclaration(m) && m.body !== undefined);
        if (!ctor)
            return undefined;
        const names = ctor.parameters.map((p) => (ts.isIdentifier(p.name) ? p.name.text : ''));
        let index = ctor.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === property && ts.isParameterPropertyDeclaration(p, ctor));
        if (index === -1)
            for (const statement of ctor.body?.statements ?? []) {
                const assigned = ts.isExpressionStatement(statement) && ts.isBinaryExpression(statement.expression) ? statement.expression : undefined;
                if (assigned?.operatorToken.kind === ts.SyntaxKind.EqualsToken && thisProperty(ts, assigned.left) === name && ts.isIdentifier(assigned.right))
                    index = names.indexOf(assigned.right.text);
            }
        return index === -1 ? undefined : { fn: ctor, index };
    }
    for (let node = at.parent; node; node = node.parent) {
        if (!ts.isFunctionLike(node))
            continue;
        const parameters = node.parameters;
        for (const [index, p] of parameters.entries()) {
            if (ts.isIdentifier(p.name) && p.name.text === name)
                return { fn: node, index };
            const key = ts.isObjectBindingPattern(p.name) ? destructured(ts, p.name, name) : undefined;
            if (key !== undefined)
                return { fn: node, index, key };
        }
        const body = 'body' in node && node.body && ts.isBlock(node.body) ? node.body : undefined;
        for (const statement of body?.statements ?? []) {
            if (!ts.isVariableStatement(statement))
                continue;
            for (const declaration of statement.declarationList.declarations) {
                const from = declaration.initializer && (0,loop_registrars/* stripped */.uR)(ts, declaration.initializer);
                const key = ts.isObjectBindingPattern(declaration.name) ? destructured(ts, declaration.name, name) : undefined;
                const index = key !== undefined && from && ts.isIdentifier(from) ? parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === from.text) : -1;
                if (index !== -1)
                    return { fn: node, index, key };
            }
        }
    }
    return undefined;
}
/** The property an object pattern binds `name` from (`{ server }`, `{ server: name }`, `{ server = x }`), if it does. */
function destructured(ts, pattern, name) {
    for (const element of pattern.elements) {
        if (element.dotDotDotToken || !ts.isIdentifier(element.name) || element.name.text !== name)
            continue;
        const property = element.propertyName;
        if (!property)
            return name;
        return ts.isIdentifier(property) || ts.isStringLiteral(property) ? property.text : undefined;
    }
    return undefined;
}
function ancestor(at, is) {
    for (let node = at.parent; node; node = node.parent)
        if (is(node))
            return node;
    return undefined;
}
/** How callers reach a function of the file: its local name and the names the file exports it by. */
function targetOf(ts, file, path, fn, index) {
    let local;
    let kind = 'call';
    let method;
    let declaration = fn;
    if (ts.isFunctionDeclaration(fn))
        local = fn.name?.text;
    else if ((ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)) {
        local = fn.parent.name.text;
        declaration = fn.parent.parent.parent;
    }
    else if ((ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && (ts.isExportAssignment(fn.parent) || ts.isBinaryExpression(fn.parent))) {
        // `export default (server) => …`, `module.exports = function (server) …`, `exports.register = …`.
        const name = ts.isExportAssignment(fn.parent) ? 'default' : commonjsExport(ts, fn.parent);
        return name === undefined ? undefined : { path, exports: new Set([name]), kind, index };
    }
    else if (ts.isConstructorDeclaration(fn) || ts.isMethodDeclaration(fn)) {
        const cls = fn.parent;
        if (!ts.isClassDeclaration(cls))
            return undefined;
        local = cls.name?.text;
        declaration = cls;
        kind = ts.isConstructorDeclaration(fn) ? 'new' : 'method';
        if (ts.isMethodDeclaration(fn)) {
            if (!ts.isIdentifier(fn.name))
                return undefined;
            method = fn.name.text;
        }
    }
    else
        return undefined;
    const exports = new Set();
    const modifiers = ts.canHaveModifiers(declaration) ? (ts.getModifiers(declaration) ?? []) : [];
    if (modifiers.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
        exports.add(modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword) ? 'default' : (local ?? 'default'));
    if (local !== undefined)
        for (const statement of file.statements) {
            if (ts.isExportAssignment(statement) && ts.isIdentifier(statement.expression) && statement.expression.text === local)
                exports.add('default');
            else if (ts.isExpressionStatement(statement) && ts.isBinaryExpression(statement.expression)) {
                const assigned = statement.expression;
                const value = assigned.right;
                const name = commonjsExport(ts, assigned);
                if (name !== undefined && ts.isIdentifier(value) && value.text === local)
                    exports.add(name);
                else if (name === 'module.exports' && ts.isObjectLiteralExpression(value))
                    for (const p of value.properties) {
                        const given = ts.isShorthandPropertyAssignment(p) ? p.name : ts.isPropertyAssignment(p) ? p.initializer : undefined;
                        if (given && ts.isIdentifier(given) && given.text === local && p.name && ts.isIdentifier(p.name))
                            exports.add(p.name.text);
                    }
            }
            else if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause && ts.isNamedExports(statement.exportClause))
                for (const element of statement.exportClause.elements)
                    if ((element.propertyName ?? element.name).text === local)
                        exports.add(element.name.text);
        }
    return { path, exports, local, kind, method, index };
}
/** What `module.exports = …` (`module.exports`) or `exports.x = …` / `module.exports.x = …` (`x`) assigns, if it is one. */
function commonjsExport(ts, node) {
    if (node.operatorToken.kind !== ts.SyntaxKind.EqualsToken || !ts.isPropertyAccessExpression(node.left))
        return undefined;
    const { expression, name } = node.left;
    if (ts.isIdentifier(expression) && expression.text === 'module' && name.text === 'exports')
        return 'module.exports';
    const exportsObject = (ts.isIdentifier(expression) && expression.text === 'exports') ||
        (ts.isPropertyAccessExpression(expression) &&
            ts.isIdentifier(expression.expression) &&
            expression.expression.text === 'module' &&
            expression.name.text === 'exports');
    return exportsObject ? name.text : undefined;
}
/** Whether some module near the target calls it with a server in the target's parameter place. */
function proved(ts, outer, memo, target, hops) {
    const key = [target.path, [...target.exports].sort().join(','), target.local, target.kind, target.method, target.index, target.key, hops].join('\0');
    return remembered(outer, memo, key, (workspace) => {
        let result = false;
        let reads = MAX_READS;
        const budget = { proofs: MAX_PROOFS };
        for (const caller of callersOf(workspace, target.path)) {
            if (reads-- <= 0)
                break;
            const module = read(ts, workspace, memo, caller);
            if (module && callsWithServer(ts, workspace, memo, module, caller, target, hops, budget)) {
                result = (0,draws_on/* drew */.c)(workspace, caller);
                break;
            }
        }
        return result;
    });
}
/**
 * The modules that may call a file's function, in an order of paths alone: the file itself, then those
 * named like an entry module in its folder, its parent's subfolders and up to MAX_UP folders above (the
 * nearest first), then the others in the same order.
 */
function callersOf(workspace, path) {
    const folder = path.split('/').slice(0, -1);
    const folders = [];
    for (let up = 0; up <= MAX_UP && up <= folder.length; up++) {
        folders.push(folder.slice(0, folder.length - up).join('/'));
        // The file's siblings' folders: `src/server/index.ts` importing `../tools/b.js`.
        if (up === 1)
            for (const name of workspace.list(folders[1], MAX_LISTED) ?? []) {
                const sub = folders[1] === '' ? name : `${folders[1]}/${name}`;
                if (!SOURCE.test(name) && sub !== folders[0] && workspace.kind(sub) === 'directory')
                    folders.push(sub);
            }
    }
    const likely = [];
    const others = [];
    for (const base of folders)
        for (const name of workspace.list(base, MAX_LISTED) ?? []) {
            const module = base === '' ? name : `${base}/${name}`;
            if (SOURCE.test(name) && !name.endsWith('.d.ts') && module !== path)
                (LIKELY.test(name) ? likely : others).push(module);
        }
    return [path, ...likely, ...others];
}
/**
 * The likely entry modules (LIKELY) of the folders above those callersOf reads, nearest first: a root
 * `index.ts` serving the list of `services/weather/src/index.ts`.
 */
function entriesAbove(workspace, path) {
    const folder = path.split('/').slice(0, -1);
    const out = [];
    for (let up = MAX_UP + 1; up <= folder.length; up++) {
        const base = folder.slice(0, folder.length - up).join('/');
        for (const name of workspace.list(base, MAX_LISTED) ?? [])
            if (LIKELY.test(name))
                out.push(base === '' ? name : `${base}/${name}`);
    }
    return out;
}
function read(ts, workspace, memo, path) {
    let module = memo.files.get(path);
    if (module === undefined) {
        const bytes = workspace.kind(path) === 'file' ? workspace.head(path, MAX_MODULE) : undefined;
        const file = bytes && bytes.length < MAX_MODULE ? (0,parsed/* parsedSource */.n)(ts, path, new TextDecoder().decode(bytes)) : undefined;
        module = file ? { file, bindings: bindingsOf(ts, file), servers: serverNames(ts, file), calls: callsOf(ts, file), lists: (0,loop_registrars/* exportedLists */.Du)(ts, file) } : null;
        if (memo.files.size >= MAX_KEPT)
            memo.files.clear();
        memo.files.set(path, module);
    }
    return module ?? undefined;
}
/** Each call and `new` of a module, in source order, by what it calls (each registrar of a list a loop calls). */
function callsOf(ts, file) {
    const out = [];
    const lists = (0,loop_registrars/* constLists */.JE)(ts, file);
    const visit = (node) => {
        if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
            // `(0, b_js_1.registerB)(server)`: how TypeScript's CommonJS output calls an import.
            let callee = node.expression;
            while (ts.isParenthesizedExpression(callee))
                callee = callee.expression;
            if (ts.isBinaryExpression(callee) && callee.operatorToken.kind === ts.SyntaxKind.CommaToken)
                callee = callee.right;
            const isNew = ts.isNewExpression(node);
            if (ts.isIdentifier(callee)) {
                const loop = (0,loop_registrars/* loopItems */.jD)(ts, callee, lists);
                out.push({ node, isNew, id: callee.text, ...(loop.list ? { list: loop.list } : {}) });
                for (const item of loop.items) {
                    if (ts.isIdentifier(item))
                        out.push({ node, isNew, id: item.text });
                    else if (ts.isPropertyAccessExpression(item) && ts.isIdentifier(item.expression))
                        out.push({ node, isNew, name: item.name.text, ns: item.expression.text });
                }
            }
            else if (ts.isPropertyAccessExpression(callee)) {
                out.push({ node, isNew, name: callee.name.text, ...(ts.isIdentifier(callee.expression) ? { ns: callee.expression.text } : {}) });
                // `for (const { module } of [{ module: hosts }]) module.registerTools(server)`: `hosts.registerTools(server)`.
                for (const item of (0,loop_registrars/* loopReceivers */.NT)(ts, callee.expression, lists))
                    if (ts.isIdentifier(item))
                        out.push({ node, isNew, name: callee.name.text, ns: item.text });
            }
        }
        ts.forEachChild(node, visit);
    };
    visit(file);
    return out;
}
/** Whether `file` (at `path`) calls the target with a server in its place, or re-exports it to a caller that does. */
function callsWithServer(ts, workspace, memo, module, path, target, hops, budget) {
    // Quick text test: the target's module is named (or this is the module itself).
    const stem = /([^/]+?)(?:\/index)?\.[^./]+$/.exec(target.path)?.[1] ?? '';
    if (path !== target.path && !module.file.text.includes(stem))
        return false;
    const direct = new Set();
    const namespaces = new Set();
    if (path === target.path && target.local)
        direct.add(target.local);
    for (const binding of module.bindings) {
        if (!resolves(ts, workspace, memo, binding.from, path, target.path))
            continue;
        if (binding.reexport !== undefined) {
            const names = binding.name === '*' ? [...target.exports].filter((name) => name !== 'default') : target.exports.has(binding.name) ? [binding.reexport] : [];
            if (names.length > 0 &&
                hops > 1 &&
                budget.proofs-- > 0 &&
                proved(ts, workspace, memo, { ...target, path, exports: new Set(names), local: undefined }, hops - 1))
                return true;
        }
        else if (binding.name === '*') {
            namespaces.add(binding.local);
            // `const register = require('./b')` of a module that assigns `module.exports = register`.
            if (target.exports.has('module.exports'))
                direct.add(binding.local);
        }
        else if (target.exports.has(binding.name))
            direct.add(binding.local);
    }
    if (direct.size === 0 && namespaces.size === 0)
        return false;
    const named = (at) => (at.id !== undefined && direct.has(at.id)) || (at.ns !== undefined && at.name !== undefined && namespaces.has(at.ns) && target.exports.has(at.name));
    for (const call of module.calls) {
        const called = target.kind === 'method'
            ? !call.isNew && call.name === target.method
            : target.kind === 'item'
                ? call.list !== undefined && named(call.list)
                : call.isNew === (target.kind === 'new') && named(call);
        const given = called ? call.node.arguments?.[target.index] : undefined;
        if (given && !ts.isSpreadElement(given) && isServer(ts, workspace, memo, module.file, path, given, module.servers, hops, budget, target.key))
            return true;
    }
    // `export const all = [registerB]`: a loop over `all` in a module importing it calls registerB.
    if (target.kind !== 'call' || hops <= 1)
        return false;
    for (const [list, names] of module.lists) {
        if (![...direct].some((name) => names.has(name)) || budget.proofs-- <= 0)
            continue;
        const item = { path, exports: new Set([list]), kind: 'item', index: target.index, ...(target.key === undefined ? {} : { key: target.key }) };
        if (proved(ts, workspace, memo, item, hops - 1))
            return true;
    }
    return false;
}
/** Whether `value` is a parameter declared with an object type literal that has no property `key` and no index signature. */
function lacks(ts, value, key) {
    if (!ts.isIdentifier(value))
        return false;
    const owner = ownerOf(ts, value, value.text);
    const type = owner && owner.key === undefined ? owner.fn.parameters[owner.index].type : undefined;
    return !!type && ts.isTypeLiteralNode(type) && type.members.every((m) => ts.isPropertySignature(m) || ts.isMethodSignature(m)) && !memberType(ts, type, key);
}
/** The value an object literal gives its property `key` (`{ server }`, `{ server: mcp }`), if it does. */
function propertyOf(ts, object, key) {
    let found;
    for (const p of object.properties) {
        const name = p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined;
        // A spread may set the property too (only the last writer is the argument's), unless it is a parameter
        // whose object type has no such property (`...opts` of `opts: { ttl?: number }`).
        if (ts.isSpreadAssignment(p))
            found = lacks(ts, p.expression, key) ? found : undefined;
        else if (name === key)
            found = ts.isShorthandPropertyAssignment(p) ? p.name : ts.isPropertyAssignment(p) ? p.initializer : undefined;
    }
    return found;
}
/**
 * Whether an argument is a server: one the module builds, a parameter typed as the SDK's, or one proved a
 * server. With `key`, whether its property `key` is: an object literal's, or that of a parameter passed on.
 */
function isServer(ts, workspace, memo, file, path, given, servers, hops, budget, key) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, given);
    if (key !== undefined && ts.isObjectLiteralExpression(at)) {
        const value = propertyOf(ts, at, key);
        return value !== undefined && isServer(ts, workspace, memo, file, path, value, servers, hops, budget);
    }
    // `const deps = { server, … }; registerB(deps)`: the object a `const` holds, as if it were given here.
    const held = key !== undefined && ts.isIdentifier(at) ? constDeclaration(ts, at)?.initializer : undefined;
    if (held && ts.isObjectLiteralExpression((0,loop_registrars/* stripped */.uR)(ts, held)))
        return isServer(ts, workspace, memo, file, path, held, servers, hops, budget, key);
    // `registerB(new McpServer(…))`: a server built in the argument itself.
    if (key === undefined && ts.isNewExpression(at))
        return servers.has(`type ${dottedName(ts, at.expression)}`);
    const name = ts.isIdentifier(at) ? at.text : thisProperty(ts, at);
    if (name === undefined)
        return false;
    if (key === undefined && servers.has(name))
        return true;
    if (key === undefined && ts.isIdentifier(at) && typedServer(ts, file, at, servers))
        return true;
    const owner = ownerOf(ts, at, name);
    // A parameter destructured already holds no object with the server in it.
    if (!owner || (key !== undefined && owner.key !== undefined))
        return false;
    const property = key ?? owner.key;
    const parameter = owner.fn.parameters[owner.index];
    const declared = property === undefined ? parameter.type : memberType(ts, parameter.type, property);
    if (serverType(ts, declared, servers))
        return true;
    if (property === undefined && handlerCallback(ts, owner.fn, servers))
        return true;
    const target = hops > 1 ? targetOf(ts, file, path, owner.fn, owner.index) : undefined;
    const keyed = target && property !== undefined ? { ...target, key: property } : target;
    return keyed !== undefined && budget.proofs-- > 0 && proved(ts, workspace, memo, keyed, hops - 1);
}
/** Whether a type names an SDK server class the module imports (`McpServer`, `sdk.McpServer`, `Promise<McpServer>`). */
function serverType(ts, node, servers) {
    if (!node || !ts.isTypeReferenceNode(node))
        return false;
    const name = dottedName(ts, node.typeName);
    if (name === 'Promise' && node.typeArguments?.length === 1)
        return serverType(ts, node.typeArguments[0], servers);
    return name !== undefined && servers.has(`type ${name}`);
}
/** `X` or `ns.X`, as a type or a class constructed. */
function dottedName(ts, node) {
    if (ts.isIdentifier(node))
        return node.text;
    if (ts.isQualifiedName(node) && ts.isIdentifier(node.left))
        return `${node.left.text}.${node.right.text}`;
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression))
        return `${node.expression.text}.${node.name.text}`;
    return undefined;
}
/**
 * Whether a `const` named `at` is typed as an SDK server, as a parameter so typed is: `const s: McpServer = …`,
 * `… as McpServer`, or a call of a function of the module declared to return one (a factory, or a wrapper
 * such as `function createFilteredServer(server: McpServer): McpServer`, which registers tools as the server
 * does). The result of any other call (a transport, an app) is not a server.
 */
function typedServer(ts, file, at, servers) {
    const declaration = constDeclaration(ts, at);
    if (serverType(ts, declaration?.type, servers))
        return true;
    let value = declaration?.initializer;
    while (value && (ts.isAwaitExpression(value) || ts.isParenthesizedExpression(value) || ts.isAsExpression(value))) {
        if (ts.isAsExpression(value) && serverType(ts, value.type, servers))
            return true;
        value = value.expression;
    }
    return !!value && ts.isCallExpression(value) && ts.isIdentifier(value.expression) && serverType(ts, returnType(ts, file, value.expression.text), servers);
}
/** The `const` declaration of a name in the blocks around `at` (the nearest first). */
function constDeclaration(ts, at) {
    for (let node = at.parent; node; node = node.parent) {
        if (!ts.isBlock(node) && !ts.isSourceFile(node))
            continue;
        for (const statement of node.statements) {
            if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const))
                continue;
            for (const declaration of statement.declarationList.declarations)
                if (ts.isIdentifier(declaration.name) && declaration.name.text === at.text)
                    return declaration;
        }
    }
    return undefined;
}
/** The declared return type of a top-level function of the module (`function f(): T`, `const f = (…): T => …`). */
function returnType(ts, file, name) {
    for (const statement of file.statements) {
        if (ts.isFunctionDeclaration(statement) && statement.name?.text === name)
            return statement.type;
        if (!ts.isVariableStatement(statement))
            continue;
        for (const declaration of statement.declarationList.declarations) {
            const fn = declaration.initializer && (0,loop_registrars/* stripped */.uR)(ts, declaration.initializer);
            if (ts.isIdentifier(declaration.name) && declaration.name.text === name && fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)))
                return fn.type;
        }
    }
    return undefined;
}
/** The type an object type literal (or an interface) gives its property `key` (`{ server: McpServer }`), if it does. */
function memberType(ts, type, key) {
    if (!type || !(ts.isTypeLiteralNode(type) || ts.isInterfaceDeclaration(type)))
        return undefined;
    for (const member of type.members)
        if (ts.isPropertySignature(member) && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) && member.name.text === key)
            return member.type;
    return undefined;
}
/** Vercel's `createMcpHandler((server) => …)`: the callback's parameter is the SDK's McpServer. */
function handlerCallback(ts, fn, servers) {
    const call = fn.parent;
    return ts.isCallExpression(call) && call.arguments[0] === fn && ts.isIdentifier(call.expression) && servers.has(`handler ${call.expression.text}`);
}
/**
 * A module's servers: names (and `this.` properties) assigned a `new` of an SDK server class it imports,
 * as `type X` each SDK server class it imports, and as `handler X` Vercel's handler.
 */
function serverNames(ts, file) {
    const out = new Set();
    const classes = new Set();
    for (const binding of bindingsOf(ts, file)) {
        if (binding.reexport !== undefined)
            continue;
        if (SERVER_MODULE.test(binding.from) && SERVER_CLASSES.has(binding.name)) {
            classes.add(binding.local);
            out.add(`type ${binding.local}`);
        }
        else if (SERVER_MODULE.test(binding.from) && binding.name === '*') {
            // `const mcp_js_1 = require("@modelcontextprotocol/sdk/server/mcp.js")`, then `new mcp_js_1.McpServer(…)`.
            for (const name of SERVER_CLASSES) {
                classes.add(`${binding.local}.${name}`);
                out.add(`type ${binding.local}.${name}`);
            }
        }
        else if (HANDLER_MODULES.has(binding.from) && binding.name === 'createMcpHandler')
            out.add(`handler ${binding.local}`);
    }
    if (classes.size === 0)
        return out;
    const built = (value) => {
        let at = value;
        while (at && (ts.isAwaitExpression(at) || ts.isParenthesizedExpression(at) || ts.isAsExpression(at)))
            at = at.expression;
        const made = at && ts.isNewExpression(at) ? at.expression : undefined;
        const name = made &&
            (ts.isIdentifier(made)
                ? made.text
                : ts.isPropertyAccessExpression(made) && ts.isIdentifier(made.expression)
                    ? `${made.expression.text}.${made.name.text}`
                    : undefined);
        return name !== undefined && classes.has(name);
    };
    const visit = (node) => {
        if ((ts.isVariableDeclaration(node) || ts.isPropertyDeclaration(node)) && ts.isIdentifier(node.name) && built(node.initializer))
            out.add(ts.isPropertyDeclaration(node) ? `this.${node.name.text}` : node.name.text);
        else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && built(node.right)) {
            const name = ts.isIdentifier(node.left) ? node.left.text : thisProperty(ts, node.left);
            if (name)
                out.add(name);
        }
        ts.forEachChild(node, visit);
    };
    visit(file);
    return out;
}
/** A module's imports (`import`, `import x = require`, a top-level `const … = require(…)`) and re-exports. */
function bindingsOf(ts, file) {
    const out = [];
    for (const statement of file.statements) {
        if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
            const from = statement.moduleSpecifier.text;
            const clause = statement.importClause;
            if (clause?.name)
                out.push({ from, name: 'default', local: clause.name.text });
            const bindings = clause?.namedBindings;
            if (bindings && ts.isNamespaceImport(bindings))
                out.push({ from, name: '*', local: bindings.name.text });
            else if (bindings)
                for (const e of bindings.elements)
                    out.push({ from, name: (e.propertyName ?? e.name).text, local: e.name.text });
        }
        else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
            const from = statement.moduleSpecifier.text;
            const clause = statement.exportClause;
            if (!clause)
                out.push({ from, name: '*', local: '*', reexport: '*' });
            else if (ts.isNamedExports(clause))
                for (const e of clause.elements)
                    out.push({ from, name: (e.propertyName ?? e.name).text, local: e.name.text, reexport: e.name.text });
        }
        else if (ts.isImportEqualsDeclaration(statement) && ts.isExternalModuleReference(statement.moduleReference)) {
            const module = statement.moduleReference.expression;
            if (ts.isStringLiteral(module))
                out.push({ from: module.text, name: '*', local: statement.name.text });
        }
        else if (ts.isVariableStatement(statement))
            for (const declaration of statement.declarationList.declarations) {
                const init = declaration.initializer;
                const from = init && ts.isCallExpression(init) && ts.isIdentifier(init.expression) && init.expression.text === 'require' && init.arguments.length === 1
                    ? init.arguments[0]
                    : undefined;
                if (!from || !ts.isStringLiteral(from))
                    continue;
                if (ts.isIdentifier(declaration.name))
                    out.push({ from: from.text, name: '*', local: declaration.name.text });
                else if (ts.isObjectBindingPattern(declaration.name))
                    for (const e of declaration.name.elements)
                        if (ts.isIdentifier(e.name) && (!e.propertyName || ts.isIdentifier(e.propertyName)))
                            out.push({ from: from.text, name: e.propertyName?.text ?? e.name.text, local: e.name.text });
            }
    }
    return out;
}
/**
 * Whether a module name in the module at `from` may be the file at `path` (`./b.js` for `b.ts`, `./tools` for
 * `tools/index.ts`): a relative name, or an alias a tsconfig's `paths` or a package.json's `imports` sets.
 */
function resolves(ts, workspace, memo, module, from, path) {
    if (memo.aliases.size >= MAX_KEPT)
        memo.aliases.clear();
    if (!module.startsWith('./') && !module.startsWith('../'))
        return aliasTargets(ts, workspace, memo.aliases, module, from).some((stem) => names(stem, path));
    const parts = from.split('/').slice(0, -1);
    for (const part of module.split('/')) {
        if (part === '..') {
            if (parts.length === 0)
                return false;
            parts.pop();
        }
        else if (part !== '.' && part !== '')
            parts.push(part);
    }
    return names(parts.join('/'), path);
}
/** Whether a root-relative module path names the file at `path`, as TypeScript's module resolution finds it. */
function names(stem, path) {
    const bare = path.replace(/\.[^./]+$/, '');
    if (stem === path || stem === bare || `${stem}/index` === bare)
        return true;
    // `./b.js` names `b.ts` (`.mjs` `b.mts`, `.jsx` `b.tsx`) in TypeScript's module resolution.
    return /\.[cm]?jsx?$/.test(stem) && stem.replace(/\.[^./]+$/, '') === bare;
}


/***/ }),

/***/ 4940:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ importedForwarders),
/* harmony export */   g: () => (/* binding */ exportedFunction)
/* harmony export */ });
/* harmony import */ var _forwarders_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(613);
/* harmony import */ var _handed_server_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3551);
/* harmony import */ var _loop_registrars_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5209);



/** A module name of the SDK or a framework on it: the helper's module must name one. */
const NAMES_SDK = /['"](?:@modelcontextprotocol\/|fastmcp|mcp-handler|@vercel\/mcp-adapter)/;
const MAX_MODULES = 8;
/** The imported helpers the file calls by name that forward to the SDK, by the name the file calls them. */
function importedForwarders(ts, file, path, workspace) {
    const out = new Map();
    const called = calledNames(ts, file);
    const memo = (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_1__/* .memoOf */ .Q0)(workspace);
    let modules = 0;
    for (const binding of (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_1__/* .bindingsOf */ .kK)(ts, file)) {
        if (binding.reexport !== undefined || binding.name === '*' || !called.has(binding.local) || modules++ >= MAX_MODULES)
            continue;
        const at = (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_1__/* .importedFile */ .fw)(ts, workspace, memo, binding.from, path);
        const module = at === undefined ? undefined : (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_1__/* .read */ .LF)(ts, workspace, memo, at);
        if (!module || at === undefined || !NAMES_SDK.test(module.file.text))
            continue;
        const fn = exportedFunction(ts, module.file, binding.name);
        const found = fn && (0,_forwarders_js__WEBPACK_IMPORTED_MODULE_0__/* .forwardedParameters */ .be)(ts, fn);
        if (!fn || !found)
            continue;
        out.set(binding.local, { modern: found.modern, arity: fn.parameters.length, positions: found.positions });
        workspace.drawsOn?.(at);
    }
    return out;
}
/** The names the file calls as plain identifiers (`register(…)`). */
function calledNames(ts, file) {
    const out = new Set();
    const stack = [file];
    while (stack.length > 0) {
        const node = stack.pop();
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression))
            out.add(node.expression.text);
        ts.forEachChild(node, (child) => {
            stack.push(child);
        });
    }
    return out;
}
/** The function a module exports as `name`: `export function name`, or an exported `const` arrow or function expression. */
function exportedFunction(ts, file, name) {
    for (const statement of file.statements)
        if (ts.isFunctionDeclaration(statement) &&
            statement.name?.text === name &&
            statement.body &&
            ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
            return statement;
    const local = (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_1__/* .exportedLocal */ .fb)(ts, file, name);
    const value = local === undefined ? undefined : (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_1__/* .topConst */ .Xs)(ts, file, local)?.initializer;
    const fn = value && (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_2__/* .stripped */ .uR)(ts, value);
    return fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) ? fn : undefined;
}


/***/ }),

/***/ 8247:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ listedRegistrations),
  $: () => (/* binding */ listedTools)
});

// EXTERNAL MODULE: ./src/util/lazy-require.ts
var lazy_require = __webpack_require__(6050);
// EXTERNAL MODULE: ./src/engine/test-source.ts
var test_source = __webpack_require__(260);
// EXTERNAL MODULE: ./src/formats/source/draws-on.ts
var draws_on = __webpack_require__(5533);
// EXTERNAL MODULE: ./src/formats/typescript-source/handed-server.ts + 1 modules
var handed_server = __webpack_require__(3551);
// EXTERNAL MODULE: ./src/formats/typescript-source/parsed.ts
var parsed = __webpack_require__(1887);
// EXTERNAL MODULE: ./src/formats/typescript-source/loop-registrars.ts
var loop_registrars = __webpack_require__(5209);
// EXTERNAL MODULE: ./src/formats/typescript-source/imported-forwarders.ts
var imported_forwarders = __webpack_require__(4940);
// EXTERNAL MODULE: ./src/formats/typescript-source/tool-lists.ts + 1 modules
var tool_lists = __webpack_require__(4684);
;// CONCATENATED MODULE: ./src/formats/typescript-source/dropping.ts





/** How many functions deep one proof follows calls of the module's own functions. */
const MAX_DEPTH = 3;
/** Array methods that change the list in place. */
const MUTATORS = new Set(['push', 'pop', 'shift', 'unshift', 'splice', 'sort', 'reverse', 'fill', 'copyWithin']);
/** `Object.*` functions that change their first argument. */
const OBJECT_WRITERS = new Set(['assign', 'defineProperty', 'defineProperties', 'setPrototypeOf']);
/** The module's top-level functions by name (`function f`, `const f = (…) => …`), each declared once. */
function moduleFunctions(ts, file) {
    const out = new Map();
    const twice = new Set();
    const add = (name, fn) => (out.has(name) ? twice.add(name) : out.set(name, fn));
    for (const statement of file.statements) {
        if (ts.isFunctionDeclaration(statement) && statement.name && statement.body)
            add(statement.name.text, statement);
        else if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const)
            for (const declaration of statement.declarationList.declarations) {
                const value = declaration.initializer && (0,loop_registrars/* stripped */.uR)(ts, declaration.initializer);
                if (ts.isIdentifier(declaration.name) && value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value)))
                    add(declaration.name.text, value);
            }
    }
    for (const name of twice)
        out.delete(name);
    return out;
}
/**
 * Whether `fn` returns its first parameter's list with items dropped only, on every `return`; `own` gives the
 * module's functions it may call so (the function's own module's, moduleFunctions).
 */
function dropsItems(ts, fn, own, depth = MAX_DEPTH) {
    const [first] = fn.parameters;
    if (!fn.body || !first || !ts.isIdentifier(first.name) || depth <= 0)
        return false;
    const list = first.name.text;
    const variables = localVariables(ts, fn.body, list);
    if (!variables)
        return false;
    const proving = new Set();
    const dropped = (node) => {
        const at = (0,loop_registrars/* stripped */.uR)(ts, node);
        if (ts.isIdentifier(at))
            return at.text === list || held(at.text);
        if (ts.isConditionalExpression(at))
            return dropped(at.whenTrue) && dropped(at.whenFalse);
        if (!ts.isCallExpression(at) || at.arguments.length === 0)
            return false;
        if (ts.isPropertyAccessExpression(at.expression))
            return at.expression.name.text === 'filter' && at.arguments.length === 1 && dropped(at.expression.expression);
        const callee = ts.isIdentifier(at.expression) ? own.get(at.expression.text) : undefined;
        return !!callee && callee !== fn && dropped(at.arguments[0]) && dropsItems(ts, callee, own, depth - 1);
    };
    // A variable holds the list when every value it is given does (a cycle, `x = x.filter(…)`, adds nothing).
    const held = (name) => {
        const values = variables.get(name);
        if (!values || values.length === 0)
            return false;
        if (proving.has(name))
            return true;
        proving.add(name);
        const every = values.every(dropped);
        proving.delete(name);
        return every;
    };
    const returned = [];
    if (ts.isBlock(fn.body))
        (0,tool_lists/* collectReturns */.mk)(ts, fn.body, returned);
    else
        returned.push(fn.body);
    if (returned.length === 0 || !returned.every(dropped))
        return false;
    const lists = new Set([list, ...[...variables.keys()].filter(held)]);
    return unchanged(ts, fn.body, { lists, items: new Set(), own, depth });
}
/**
 * Whether `list.filter(predicate)` leaves every item (and the list) as it is: the predicate changes nothing.
 * A predicate given by name (`tools.filter(isShown)`) is asked of `calls` (ModuleCalls.keeps).
 */
function keepsItems(ts, predicate, calls) {
    const fn = (0,loop_registrars/* stripped */.uR)(ts, predicate);
    if (ts.isIdentifier(fn))
        return calls?.keeps(fn.text) === true;
    return (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && changesNothing(ts, fn);
}
/** Whether a predicate writes nothing and hands its item to no call (`unchanged`). */
function changesNothing(ts, fn) {
    const items = new Set();
    const [first] = fn.parameters;
    if (!fn.body || (first && !ts.isIdentifier(first.name)))
        return false;
    if (first)
        items.add(first.name.text);
    return unchanged(ts, fn.body, { lists: new Set(), items, own: new Map(), depth: 0 });
}
/**
 * The `let`/`const` variables a body declares that hold a list (each declared once, with every value it is
 * given: its initializer and each `x = …`), or undefined when one is given a value otherwise (`+=`, a
 * destructuring). Variables given no list are kept too: `dropped` then rejects any return of them.
 */
function localVariables(ts, body, list) {
    const out = new Map();
    let bad = false;
    const visit = (node) => {
        if (bad)
            return;
        if (ts.isFunctionLike(node) && node !== body)
            return;
        if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
            if (out.has(node.name.text) || node.name.text === list)
                bad = true;
            else
                out.set(node.name.text, node.initializer ? [node.initializer] : []);
        }
        else if (ts.isBinaryExpression(node) &&
            node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
            node.operatorToken.kind <= ts.SyntaxKind.LastAssignment) {
            const target = (0,loop_registrars/* stripped */.uR)(ts, node.left);
            const values = ts.isIdentifier(target) ? out.get(target.text) : undefined;
            if (ts.isIdentifier(target) && target.text === list)
                bad = true;
            else if (values && node.operatorToken.kind === ts.SyntaxKind.EqualsToken)
                values.push(node.right);
            else if (values)
                bad = true;
        }
        ts.forEachChild(node, visit);
    };
    visit(body);
    return bad ? undefined : out;
}
/**
 * Whether code writes no property anywhere, and hands no item (`items`, and those a loop, a callback of a
 * list's method or a variable read from a list binds) to a call nor calls its methods; a list goes only to
 * a method that leaves it as it is, or first to one of the module's functions that drops items only.
 */
function unchanged(ts, body, scope) {
    const { lists, items, own, depth } = scope;
    const rootsAt = (node, names) => {
        let at = (0,loop_registrars/* stripped */.uR)(ts, node);
        while (ts.isPropertyAccessExpression(at) || ts.isElementAccessExpression(at) || ts.isCallExpression(at))
            at = (0,loop_registrars/* stripped */.uR)(ts, at.expression);
        return ts.isIdentifier(at) && names.has(at.text);
    };
    const named = (node, names) => {
        const at = (0,loop_registrars/* stripped */.uR)(ts, node);
        return ts.isIdentifier(at) && names.has(at.text);
    };
    const bind = (name) => {
        if (name && ts.isIdentifier(name))
            items.add(name.text);
        return !name || ts.isIdentifier(name);
    };
    let ok = true;
    const visit = (node) => {
        if (!ok)
            return;
        if (ts.isBinaryExpression(node) && node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && node.operatorToken.kind <= ts.SyntaxKind.LastAssignment) {
            const target = (0,loop_registrars/* stripped */.uR)(ts, node.left);
            if (!ts.isIdentifier(target) || items.has(target.text))
                ok = false;
        }
        else if (ts.isDeleteExpression(node))
            ok = false;
        else if ((ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) &&
            (node.operator === ts.SyntaxKind.PlusPlusToken || node.operator === ts.SyntaxKind.MinusMinusToken) &&
            !ts.isIdentifier((0,loop_registrars/* stripped */.uR)(ts, node.operand)))
            ok = false;
        else if (ts.isForOfStatement(node) && rootsAt(node.expression, lists)) {
            const declared = node.initializer;
            const [one] = ts.isVariableDeclarationList(declared) ? declared.declarations : [];
            ok = !!one && bind(one.name);
        }
        else if (ts.isVariableDeclaration(node) && node.initializer && !named(node.initializer, lists) && rootsAt(node.initializer, lists))
            ok = bind(node.name);
        else if (ts.isCallExpression(node))
            ok = callLeaves(node);
        ts.forEachChild(node, visit);
    };
    const callLeaves = (call) => {
        const callee = (0,loop_registrars/* stripped */.uR)(ts, call.expression);
        if (ts.isPropertyAccessExpression(callee)) {
            const method = callee.name.text;
            if (named(callee.expression, items) || (rootsAt(callee.expression, lists) && MUTATORS.has(method)))
                return false;
            // `tools.some((t) => …)`: a callback of a list's method gets its items.
            const fn = call.arguments[0] && (0,loop_registrars/* stripped */.uR)(ts, call.arguments[0]);
            if (rootsAt(callee.expression, lists) && fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && !bind(fn.parameters[0]?.name))
                return false;
            const owner = (0,loop_registrars/* stripped */.uR)(ts, callee.expression);
            if (ts.isIdentifier(owner) && owner.text === 'Object' && OBJECT_WRITERS.has(method))
                return false;
        }
        const local = ts.isIdentifier(callee) ? own.get(callee.text) : undefined;
        return call.arguments.every((argument, index) => {
            if (named(argument, items))
                return false;
            if (!named(argument, lists))
                return true;
            return !!local && index === 0 && dropsItems(ts, local, own, depth - 1);
        });
    };
    visit(body);
    return ok;
}
/**
 * Tells, of the names a module calls functions by, which drop items only and which are predicates that
 * change nothing: its own (moduleFunctions), or one it imports from a module of the repository by a
 * relative path or an alias (which the proof then draws on).
 */
function droppingCalls(ts, workspace, memo, path, file) {
    let own;
    const proving = (proves) => {
        const known = new Map();
        return (name) => {
            const remembered = known.get(name);
            if (remembered !== undefined)
                return remembered;
            own ??= moduleFunctions(ts, file);
            const local = own.get(name);
            let proved = !!local && proves(local, own);
            const binding = local ? undefined : (0,handed_server/* bindingsOf */.kK)(ts, file).find((b) => b.local === name && b.reexport === undefined && b.name !== '*');
            const at = binding && (0,handed_server/* importedFile */.fw)(ts, workspace, memo, binding.from, path);
            const module = at === undefined ? undefined : (0,handed_server/* read */.LF)(ts, workspace, memo, at);
            const fn = binding && module && (0,imported_forwarders/* exportedFunction */.g)(ts, module.file, binding.name);
            if (fn && module)
                proved = proves(fn, moduleFunctions(ts, module.file));
            if (proved && at !== undefined)
                (0,draws_on/* drew */.c)(workspace, at);
            known.set(name, proved);
            return proved;
        };
    };
    return {
        drops: proving((fn, functions) => dropsItems(ts, fn, functions)),
        keeps: proving((fn) => fn.parameters.length <= 1 && changesNothing(ts, fn)),
    };
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/filled-maps.ts

/** The Map methods and properties that read it only. */
const READS = new Set(['get', 'has', 'values', 'keys', 'entries', 'forEach', 'size']);
/**
 * The declaration of the Map an expression names: `tools`, the nearest `const tools` of the blocks around
 * it; `this.tools`, a field of the class around it that no other module or subclass reaches (`private`, `#`).
 */
function mapDeclaration(ts, ref) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, ref);
    if (ts.isPropertyAccessExpression(at) && at.expression.kind === ts.SyntaxKind.ThisKeyword) {
        const cls = enclosingClass(ts, at);
        const fields = cls?.members.filter((m) => m.name && (ts.isIdentifier(m.name) || ts.isPrivateIdentifier(m.name)) && m.name.text === at.name.text);
        const field = fields?.length === 1 ? fields[0] : undefined;
        const closed = field &&
            (ts.isPrivateIdentifier(field.name) || ts.getModifiers(field)?.some((m) => m.kind === ts.SyntaxKind.PrivateKeyword));
        return field && ts.isPropertyDeclaration(field) && closed ? field : undefined;
    }
    if (!ts.isIdentifier(at))
        return undefined;
    for (let node = at.parent; node; node = node.parent) {
        if (!ts.isBlock(node) && !ts.isSourceFile(node))
            continue;
        for (const statement of node.statements) {
            if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const))
                continue;
            const exported = ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
            const found = statement.declarationList.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === at.text);
            if (found)
                return exported ? undefined : found;
        }
    }
    return undefined;
}
/** Whether the Map `declaration` declares holds the items of known lists and nothing else, as the module comment says. */
function filledOnlyFrom(ts, declaration, fill) {
    // A field declared bare is given its Map once, first thing in the constructor (`this.tools = new Map()`).
    const assigned = declaration.initializer ? undefined : constructorAssignment(ts, declaration);
    const given = declaration.initializer ?? assigned?.right;
    const initializer = given && (0,loop_registrars/* stripped */.uR)(ts, given);
    if (!initializer)
        return false;
    let filled = !!fill.held?.(initializer);
    if (!filled) {
        if (!ts.isNewExpression(initializer) || !ts.isIdentifier(initializer.expression) || initializer.expression.text !== 'Map')
            return false;
        const [entries, ...rest] = initializer.arguments ?? [];
        if (rest.length > 0 || (entries && !namedEntries(ts, entries, fill)))
            return false;
        filled = !!entries;
    }
    const field = ts.isPropertyDeclaration(declaration);
    const name = declaration.name.text;
    // A field is read within its class; a `const`, within the block that declares it (any other binding of the name there counts as a use).
    const scope = field ? declaration.parent : declaration.parent.parent.parent;
    let ok = true;
    const visit = (node) => {
        if (!ok)
            return;
        const ref = field
            ? ts.isPropertyAccessExpression(node) && node.expression.kind === ts.SyntaxKind.ThisKeyword && node.name.text === name
            : ts.isIdentifier(node) && node.text === name && !isPropertyName(ts, node);
        if (ref && node !== declaration.name && node !== assigned?.left) {
            const use = used(ts, node, fill);
            if (use === undefined)
                ok = false;
            filled ||= use === 'set';
            return;
        }
        ts.forEachChild(node, visit);
    };
    ts.forEachChild(scope, visit);
    return ok && filled;
}
/**
 * `this.tools = …` as a statement of the constructor's own body (no condition or loop around it), for a bare
 * field of its class: the one place it is given a value.
 */
function constructorAssignment(ts, declaration) {
    if (!ts.isPropertyDeclaration(declaration))
        return undefined;
    const name = declaration.name.text;
    const made = declaration.parent.members.find((m) => ts.isConstructorDeclaration(m) && !!m.body);
    for (const statement of made?.body?.statements ?? []) {
        const at = ts.isExpressionStatement(statement) ? statement.expression : undefined;
        if (!at || !ts.isBinaryExpression(at) || at.operatorToken.kind !== ts.SyntaxKind.EqualsToken)
            continue;
        const left = (0,loop_registrars/* stripped */.uR)(ts, at.left);
        if (ts.isPropertyAccessExpression(left) && left.expression.kind === ts.SyntaxKind.ThisKeyword && left.name.text === name)
            return at;
    }
    return undefined;
}
/** How one reference uses the Map: a read, a `set(t.name, t)` of a known list's item, the one hand-on; undefined for anything else. */
function used(ts, ref, fill) {
    const parent = ref.parent;
    if (ts.isReturnStatement(parent) && parent.expression === ref && ref === fill.returned)
        return 'read';
    if (!ts.isPropertyAccessExpression(parent) || parent.expression !== ref)
        return undefined;
    if (READS.has(parent.name.text))
        return 'read';
    const call = parent.parent;
    if (parent.name.text !== 'set' || !ts.isCallExpression(call) || call.expression !== parent || call.arguments.length !== 2)
        return undefined;
    const [key, value] = call.arguments.map((arg) => (0,loop_registrars/* stripped */.uR)(ts, arg));
    const named = ts.isPropertyAccessExpression(key) && key.name.text === 'name' && ts.isIdentifier(key.expression) ? key.expression.text : undefined;
    const iterated = ts.isIdentifier(value) && value.text === named ? (0,loop_registrars/* iteratedBy */._b)(ts, value, value.text) : undefined;
    return iterated && fill.isKnown((0,loop_registrars/* stripped */.uR)(ts, iterated)) ? 'set' : undefined;
}
/** `list.map((t) => [t.name, t])` over a known list: each entry an item keyed by its name. */
function namedEntries(ts, node, fill) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, node);
    if (!ts.isCallExpression(at) || at.arguments.length !== 1 || !ts.isPropertyAccessExpression(at.expression) || at.expression.name.text !== 'map')
        return false;
    const callback = (0,loop_registrars/* stripped */.uR)(ts, at.arguments[0]);
    if (!(ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)) || callback.parameters.length !== 1 || ts.isBlock(callback.body))
        return false;
    const item = callback.parameters[0].name;
    const entry = (0,loop_registrars/* stripped */.uR)(ts, callback.body);
    if (!ts.isIdentifier(item) || !ts.isArrayLiteralExpression(entry) || entry.elements.length !== 2)
        return false;
    const [key, value] = entry.elements.map((element) => (0,loop_registrars/* stripped */.uR)(ts, element));
    const keyed = ts.isPropertyAccessExpression(key) && key.name.text === 'name' && ts.isIdentifier(key.expression) && key.expression.text === item.text;
    return keyed && ts.isIdentifier(value) && value.text === item.text && fill.isKnown((0,loop_registrars/* stripped */.uR)(ts, at.expression.expression));
}
/** Whether an identifier is a property's name (`x.tools`, `{ tools: … }`), not a reference to a variable. */
function isPropertyName(ts, node) {
    const parent = node.parent;
    return ((ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        ((ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent) || ts.isMethodDeclaration(parent)) && parent.name === node));
}
/** The class a node sits in. */
function enclosingClass(ts, node) {
    for (let at = node.parent; at; at = at.parent)
        if (ts.isClassLike(at))
            return at;
    return undefined;
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/hand-rolled.ts

/** The keys only an MCP `initialize` answer writes. */
const INITIALIZE_KEYS = new Set(['protocolVersion', 'serverInfo']);
/** The branches of a hand-rolled server's method routing that answer `tools/list`; none unless it answers `initialize` too. */
function handRolledAnswers(ts, file) {
    if (!file.text.includes('tools/list') || !file.text.includes('initialize'))
        return [];
    const branches = new Map();
    const add = (method, branch) => branches.set(method, [...(branches.get(method) ?? []), branch]);
    const visit = (node) => {
        if (ts.isSwitchStatement(node) && namesMethod(ts, node.expression))
            for (const clause of node.caseBlock.clauses)
                if (ts.isCaseClause(clause) && ts.isStringLiteralLike((0,loop_registrars/* stripped */.uR)(ts, clause.expression)) && clause.statements.length > 0)
                    add((0,loop_registrars/* stripped */.uR)(ts, clause.expression).text, clause);
        if (ts.isIfStatement(node)) {
            const method = comparedMethod(ts, node.expression);
            if (method !== undefined)
                add(method, node.thenStatement);
        }
        ts.forEachChild(node, visit);
    };
    visit(file);
    const initializes = (branches.get('initialize') ?? []).some((branch) => writesKey(ts, branch));
    return initializes ? (branches.get('tools/list') ?? []) : [];
}
/** `method`, or `request.method`: what a JSON-RPC request routes on. */
function namesMethod(ts, node) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, node);
    return (ts.isIdentifier(at) && at.text === 'method') || (ts.isPropertyAccessExpression(at) && at.name.text === 'method');
}
/** The method a test `method === "tools/list"` (either side, `==` too) compares with. */
function comparedMethod(ts, node) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, node);
    if (!ts.isBinaryExpression(at))
        return undefined;
    const kind = at.operatorToken.kind;
    if (kind !== ts.SyntaxKind.EqualsEqualsEqualsToken && kind !== ts.SyntaxKind.EqualsEqualsToken)
        return undefined;
    const [left, right] = [(0,loop_registrars/* stripped */.uR)(ts, at.left), (0,loop_registrars/* stripped */.uR)(ts, at.right)];
    if (namesMethod(ts, left) && ts.isStringLiteralLike(right))
        return right.text;
    return namesMethod(ts, right) && ts.isStringLiteralLike(left) ? left.text : undefined;
}
/** Whether a branch writes an object with one of the `initialize` answer's own keys. */
function writesKey(ts, branch) {
    let found = false;
    const visit = (node) => {
        if (found)
            return;
        if ((ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) && ts.isIdentifier(node.name) && INITIALIZE_KEYS.has(node.name.text))
            found = true;
        else
            ts.forEachChild(node, visit);
    };
    visit(branch);
    return found;
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/passing-helpers.ts






/** The keys of a tool object the SDK reads. */
const TOOL_KEYS = ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations', '_meta'];
/** The keys a helper must copy as they are: what names and tells the tool. */
const WRITTEN = new Set(['name', 'description']);
/** How many helper modules one module's calls may name. */
const MAX_MODULES = 8;
/** The helpers a module calls with one object literal holding a `name`, by the name it calls them: what each makes of it. */
function passingHelpers(ts, file, path, workspace) {
    const out = new Map();
    const called = calledWithTool(ts, file);
    if (called.size === 0)
        return out;
    const own = moduleFunctions(ts, file);
    const memo = (0,handed_server/* memoOf */.Q0)(workspace);
    let modules = 0;
    for (const binding of (0,handed_server/* bindingsOf */.kK)(ts, file)) {
        if (binding.reexport !== undefined || binding.name === '*' || !called.has(binding.local) || own.has(binding.local) || modules++ >= MAX_MODULES)
            continue;
        const at = (0,handed_server/* importedFile */.fw)(ts, workspace, memo, binding.from, path);
        const module = at === undefined ? undefined : (0,handed_server/* read */.LF)(ts, workspace, memo, at);
        const fn = module && (0,imported_forwarders/* exportedFunction */.g)(ts, module.file, binding.name);
        const shape = fn && shapeOf(ts, fn);
        if (!shape || at === undefined)
            continue;
        out.set(binding.local, shape);
        (0,draws_on/* drew */.c)(workspace, at);
    }
    for (const [name, fn] of own) {
        const shape = called.has(name) ? shapeOf(ts, fn) : undefined;
        if (shape)
            out.set(name, shape);
    }
    return out;
}
/** The names a module calls as plain identifiers with one object literal that has a `name` key. */
function calledWithTool(ts, file) {
    const out = new Set();
    const visit = (node) => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.arguments.length === 1) {
            const arg = (0,loop_registrars/* stripped */.uR)(ts, node.arguments[0]);
            if (ts.isObjectLiteralExpression(arg) && arg.properties.some((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'name'))
                out.add(node.expression.text);
        }
        ts.forEachChild(node, visit);
    };
    visit(file);
    return out;
}
/**
 * What a helper makes of its first parameter when its one `return` is an object literal (or a wrapper holding
 * one under its only object-literal key) setting the tool keys of that parameter: `name` and `description`
 * copied under the same name (`name: config.name`, or `...config`), `name` among them, any other copied or
 * computed; and it changes nothing of that parameter. Undefined for any other function.
 */
function shapeOf(ts, fn) {
    const [first] = fn.parameters;
    if (!fn.body || !first || !ts.isIdentifier(first.name))
        return undefined;
    const config = first.name.text;
    const returned = [];
    if (ts.isBlock(fn.body))
        (0,tool_lists/* collectReturns */.mk)(ts, fn.body, returned);
    else
        returned.push(fn.body);
    const made = returned.length === 1 ? (0,loop_registrars/* stripped */.uR)(ts, returned[0]) : undefined;
    if (!made || !ts.isObjectLiteralExpression(made) || writes(ts, fn.body, config))
        return undefined;
    const plain = copiedKeys(ts, made, config);
    if (plain)
        return plain;
    const inner = made.properties.filter((p) => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && ts.isObjectLiteralExpression((0,loop_registrars/* stripped */.uR)(ts, p.initializer)));
    const wrapped = inner.length === 1 ? copiedKeys(ts, (0,loop_registrars/* stripped */.uR)(ts, inner[0].initializer), config) : undefined;
    return wrapped && { ...wrapped, via: inner[0].name.text };
}
/** The tool keys an object literal copies from `config` (see shapeOf), or undefined when it is no such object. */
function copiedKeys(ts, made, config) {
    const copied = new Set();
    const computed = new Set();
    for (const property of made.properties) {
        if (ts.isSpreadAssignment(property)) {
            const spread = (0,loop_registrars/* stripped */.uR)(ts, property.expression);
            if (!ts.isIdentifier(spread) || spread.text !== config)
                return undefined;
            for (const key of TOOL_KEYS)
                copied.add(key);
            continue;
        }
        const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
        if (key === undefined)
            return undefined;
        if (!TOOL_KEYS.includes(key))
            continue;
        const value = ts.isPropertyAssignment(property) ? (0,loop_registrars/* stripped */.uR)(ts, property.initializer) : undefined;
        const copies = value && ts.isPropertyAccessExpression(value) && ts.isIdentifier(value.expression) && value.expression.text === config && value.name.text === key;
        if (copies)
            copied.add(key);
        else if (WRITTEN.has(key))
            return undefined;
        else
            computed.add(key);
    }
    for (const key of computed)
        copied.delete(key);
    return copied.has('name') ? { left: new Set(TOOL_KEYS.filter((key) => !copied.has(key) && !computed.has(key))), computed } : undefined;
}
/** Whether a body writes a property of `name` (`name.key = …`, `delete name.key`, `Object.assign(name, …)`) or binds it again. */
function writes(ts, body, name) {
    const rooted = (node) => {
        let at = (0,loop_registrars/* stripped */.uR)(ts, node);
        while (ts.isPropertyAccessExpression(at) || ts.isElementAccessExpression(at))
            at = (0,loop_registrars/* stripped */.uR)(ts, at.expression);
        return ts.isIdentifier(at) && at.text === name;
    };
    let found = false;
    const visit = (node) => {
        if (found)
            return;
        if (ts.isBinaryExpression(node) && node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && node.operatorToken.kind <= ts.SyntaxKind.LastAssignment)
            found = rooted(node.left);
        else if (ts.isDeleteExpression(node))
            found = rooted(node.expression);
        else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ts.isIdentifier(node.expression.expression))
            found = node.expression.expression.text === 'Object' && node.arguments.length > 0 && rooted(node.arguments[0]);
        if (!found)
            ts.forEachChild(node, visit);
    };
    visit(body);
    return found;
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/projecting-helpers.ts


/** The written-out list a value maps item by item, and the projection each item goes through; undefined for any other value. */
function projectedList(ts, node, returns) {
    const value = (0,loop_registrars/* stripped */.uR)(ts, node);
    if (!ts.isCallExpression(value))
        return undefined;
    // `[...storeTools, …].map((t) => ({ ...t }))` written at the call.
    if (ts.isPropertyAccessExpression(value.expression))
        return (0,tool_lists/* mappedList */.qV)(ts, value, new Map());
    const made = ts.isIdentifier(value.expression) && value.arguments.length === 1 ? returns.get(value.expression.text) : undefined;
    const list = (0,loop_registrars/* stripped */.uR)(ts, value.arguments[0] ?? value);
    const body = made?.fn.body;
    const only = body && (!ts.isBlock(body) || body.statements.length === 1);
    const parameter = only && made.fn.parameters.length === 1 ? made.fn.parameters[0] : undefined;
    if (!made || !parameter || !ts.isIdentifier(parameter.name) || parameter.dotDotDotToken || !ts.isArrayLiteralExpression(list))
        return undefined;
    return (0,tool_lists/* mappedList */.qV)(ts, made.value, new Map([[parameter.name.text, list]]));
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/copied-dicts.ts

/** Whether `returned`, what `fn` returns, is such a dictionary. */
function copiedDict(ts, fn, returned, known) {
    const body = fn.body;
    if (!body || !ts.isBlock(body) || !ts.isIdentifier(returned))
        return false;
    const name = returned.text;
    const declared = body.statements.some((statement) => ts.isVariableStatement(statement) &&
        statement.declarationList.flags & ts.NodeFlags.Const &&
        statement.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === name && d.initializer && isEmptyObject(ts, d.initializer)));
    if (!declared)
        return false;
    /** The keys left to copy of each known dictionary copied from, by its name. */
    const left = new Map();
    let declarations = 0;
    let other = false;
    const visit = (node) => {
        if (other)
            return;
        if (ts.isIdentifier(node) && node.text === name) {
            const use = node.parent;
            if ((ts.isVariableDeclaration(use) || ts.isParameter(use) || ts.isBindingElement(use)) && use.name === node)
                declarations++;
            // `other.shown` names no dictionary.
            else if (node !== returned && !copied(ts, node, known, left))
                other = !(ts.isPropertyAccessExpression(use) && use.name === node);
            return;
        }
        ts.forEachChild(node, visit);
    };
    visit(fn);
    return !other && declarations === 1 && left.size > 0 && [...left.values()].every((keys) => keys.size === 0);
}
/**
 * Whether `node` is the `shown` of a statement `shown.KEY = known.KEY;`, the key ticked off what is `left` to copy.
 * Anything else (`shown[key] = …`, `delete shown.X`, `use(shown)`, `shown.X.name = …`) is not.
 */
function copied(ts, node, known, left) {
    const target = node.parent;
    if (!ts.isPropertyAccessExpression(target) || target.expression !== node)
        return false;
    const assignment = target.parent;
    if (!ts.isBinaryExpression(assignment) || assignment.left !== target || assignment.operatorToken.kind !== ts.SyntaxKind.EqualsToken)
        return false;
    if (!ts.isExpressionStatement(assignment.parent))
        return false;
    const value = (0,loop_registrars/* stripped */.uR)(ts, assignment.right);
    if (!ts.isPropertyAccessExpression(value) || !ts.isIdentifier(value.expression) || value.name.text !== target.name.text)
        return false;
    const keys = known(value.expression);
    if (!keys?.includes(value.name.text))
        return false;
    const source = value.expression.text;
    if (!left.has(source))
        left.set(source, new Set(keys));
    left.get(source)?.delete(value.name.text);
    return true;
}
/** `{}` behind its casts. */
function isEmptyObject(ts, node) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, node);
    return ts.isObjectLiteralExpression(at) && at.properties.length === 0;
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/imported-lists.ts













/** The modules a registration names an SDK by: the SDK's, and the frameworks on it. */
const NAMES_SDK = /['"](?:@modelcontextprotocol\/|fastmcp|mcp-handler|@vercel\/mcp-adapter)/;
/** How many re-exporting modules a list may pass through, and modules one proof reads. */
const MAX_HOPS = 3;
const MAX_READS = 12;
/** `server.tool(t.name, …)`'s arguments between the name and the callback, in the SDK's order. */
const POSITIONAL = ['description', 'inputSchema', 'annotations'];
const CONFIG_KEYS = new Set(['title', 'description', 'inputSchema', 'outputSchema', 'annotations', '_meta']);
const SCHEMA_KEYS = new Set(['inputSchema', 'outputSchema']);
/** `export const readNote = { name: …` (or `= [{ name: …`): an object (or a list's first) a module exports whose first key is its name, bounded. */
const NAMED_EXPORT = /export\s{1,8}const\s{1,8}[\w$]{1,100}\s{0,8}(?::[^=;{]{0,100})?=\s{0,8}(?:\[\s{0,40})?\{\s{0,40}name\s{0,8}:/;
/** The registrations each proof found, by proof, kept as long as the proofs' memo. */
const FOUND = new WeakMap();
/** Whether a module naming no SDK exports a list of tool objects (or one) that a module of the repository registers item by item. */
function listedTools(text, path, workspace) {
    return listedRegistrations(text, path, workspace) !== undefined;
}
/**
 * The SDK v1 arguments a module's exported tools are registered with when a module of the repository
 * registers them item by item (listedTools), by export name, and the keys a serving handler leaves out;
 * undefined when none is proved registered. An export served whole (a tools/list handler's) or read key by
 * key (`registerTool`) has no arguments.
 */
function listedRegistrations(text, path, workspace) {
    if (!workspace || path.split('/').includes('..') || !text.includes('export'))
        return undefined;
    const strict = text.includes('inputSchema');
    if (!strict && !NAMED_EXPORT.test(text))
        return undefined;
    const ts = (0,lazy_require/* vendoredTypescript */.P7)();
    const file = (0,parsed/* parsedSource */.n)(ts, path, text);
    const exported = new Map();
    for (const [name, { kind, via, called, keys }] of (0,tool_lists/* exportedTools */.L7)(ts, file, true))
        exported.set(name, { kind, via, called, keys, from: [name], loose: true });
    const helpers = strict ? passingHelpers(ts, file, path, workspace) : new Map();
    if (strict)
        for (const [name, { kind, via, called, keys }] of (0,tool_lists/* exportedTools */.L7)(ts, file, false, helpers))
            exported.set(name, { kind, via, called, keys, from: [name] });
    if (exported.size === 0)
        return undefined;
    const memo = (0,handed_server/* memoOf */.Q0)(workspace);
    const key = ['listed', path, keyOf(exported)].join('\0');
    let found = FOUND.get(memo);
    if (!found)
        FOUND.set(memo, (found = new Map()));
    const sink = { passed: new Map(), omitted: new Set(), computed: new Set() };
    const proved = (0,handed_server/* remembered */.HK)(workspace, memo, key, (noting) => {
        const result = reaches({ ts, memo, sink }, noting, path, exported, MAX_HOPS);
        found.set(key, sink);
        return result;
    });
    const kept = found.get(key) ?? sink;
    const registrations = new Map(kept.passed);
    // An item lacking a key the call requires (`t.inputSchema.shape`) throws before it is registered.
    const objects = (0,tool_lists/* exportedTools */.L7)(ts, file, true);
    for (const [name, passed] of registrations) {
        const lacks = (object) => passed.some((arg) => arg.required && !object.properties.some((p) => propertyName(ts, p) === arg.key));
        if (objects.get(name)?.tools.some(lacks) || mutated(ts, file, name))
            registrations.delete(name);
    }
    // A loose object is a tool only where an SDK v1 call passes its keys.
    const strictly = [...exported].some(([name, kind]) => !kind.loose || registrations.has(name));
    if (!proved || !strictly)
        return undefined;
    // What a helper leaves out of the tool objects it makes is not theirs either; what it computes is not known.
    const omitted = new Set([...kept.omitted, ...[...helpers.values()].flatMap(({ left }) => [...left])]);
    const computed = new Set([...kept.computed, ...[...helpers.values()].flatMap((helper) => [...helper.computed])]);
    return { ...kept, passed: registrations, omitted, computed, ...(helpers.size > 0 ? { helpers } : {}) };
}
/** An object literal's property name written as an identifier or a string, if any. */
function propertyName(ts, property) {
    return property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
}
/** A map of exports as a proof's key. */
function keyOf(exports) {
    return [...exports]
        .map(([name, { kind, via, called, from, loose, keys }]) => `${kind}${via === undefined ? '' : `.${via}`}${called ? '()' : ''}${loose ? '~' : ''} ${name}<${from?.join('+') ?? ''}${keys ? `{${keys.join('+')}}` : ''}`)
        .sort()
        .join(',');
}
/** Whether a module near `path` imports one of its `exports` and registers it, or re-exports it to one that does; the arguments found, in `sink`. */
function reaches(search, workspace, path, exports, hops) {
    const key = ['list', path, keyOf(exports), hops].join('\0');
    return (0,handed_server/* remembered */.HK)(workspace, search.memo, key, (noting) => reachedBy(search, noting, path, exports, hops));
}
/** reaches, not remembered. */
function reachedBy(search, workspace, path, exports, hops) {
    const { ts, memo, sink } = search;
    let result = false;
    let reads = MAX_READS;
    const stem = /([^/]+?)(?:\/index)?\.[^./]+$/.exec(path)?.[1] ?? '';
    // A list module deep in the tree is served by the package's entry module (`index.ts` three folders up) too.
    for (const caller of [...(0,handed_server/* callersOf */.Gt)(workspace, path), ...(0,handed_server/* entriesAbove */.e_)(workspace, path)]) {
        // A test registers what it tests, maybe otherwise than the server: never a caller.
        if (caller === path || (0,test_source/* testSource */.s)(caller) !== undefined)
            continue;
        if (result || reads-- <= 0)
            break;
        const module = (0,handed_server/* read */.LF)(ts, workspace, memo, caller);
        if (!module?.file.text.includes(stem))
            continue;
        const locals = new Map();
        for (const binding of module.bindings) {
            if (!(0,handed_server/* resolves */.EJ)(ts, workspace, memo, binding.from, caller, path))
                continue;
            const kind = exports.get(binding.name);
            if (binding.reexport === undefined) {
                if (kind)
                    locals.set(binding.local, kind);
                // `import * as weather from "./weather.js"`: its list is `weather.TOOLS` here.
                else if (binding.name === '*')
                    for (const [name, exported] of exports)
                        locals.set(`${binding.local}.${name}`, exported);
                continue;
            }
            const names = binding.name === '*' ? new Map(exports) : new Map(kind ? [[binding.reexport, kind]] : []);
            if (names.size > 0 && hops > 1 && reaches(search, workspace, caller, names, hops - 1))
                result = (0,draws_on/* drew */.c)(workspace, caller);
        }
        if (!result && locals.size > 0 && registers(ts, module.file, locals, sink, droppingCalls(ts, workspace, memo, caller, module.file)))
            result = (0,draws_on/* drew */.c)(workspace, caller);
        // `export const allTools = [...storeTools, ...orderTools]` in a module that registers nothing itself.
        const spreading = result || hops <= 1 ? [] : spreadingLists(ts, module.file, locals, sink);
        if (spreading.length > 0 && reaches(search, workspace, caller, new Map(spreading), hops - 1))
            result = (0,draws_on/* drew */.c)(workspace, caller);
    }
    return result;
}
/**
 * The module's top-level `export const all = [...list, tool, …]` lists holding the items of one of the `locals`
 * (heldBy), and its exported functions returning such a list (`export function all(client) { return [...a(client)] }`),
 * or such a list mapped key by key (projecting-helpers.ts: `return closed([...a, ...b])`), what the mapping leaves
 * out or computes noted in `sink`, or a Map filled only from such lists (filled-maps.ts). Only a function's is
 * followed mapped: what a call returns passes no SDK v1 arguments.
 */
function spreadingLists(ts, file, locals, sink) {
    const out = [];
    let names;
    const returns = new Map((0,tool_lists/* topReturns */.ru)(ts, file).map((returned) => [returned.name, returned]));
    for (const { name, value, called } of (0,tool_lists/* exportedValues */.Ir)(ts, file)) {
        // `export function registerTools() { const tools = new Map(); for (const t of all) tools.set(t.name, t); return tools; }`
        const map = called && ts.isIdentifier(value) ? mapDeclaration(ts, value) : undefined;
        names ??= map && ownLists(ts, file, locals);
        if (map && names && filledOnlyFrom(ts, map, { isKnown: knownList(ts, names, locals), returned: value })) {
            out.push([name, { kind: 'list', called, map: true }]);
            continue;
        }
        const projected = called && !ts.isArrayLiteralExpression(value) ? projectedList(ts, value, returns) : undefined;
        const list = projected?.list ?? value;
        const held = ts.isArrayLiteralExpression(list) ? heldBy(ts, list, locals) : undefined;
        if (held?.via !== undefined && projected)
            continue;
        if (held && (!projected || keptAsWritten(projected.projection, sink)))
            out.push([name, { ...held, called }]);
    }
    return out;
}
/** Whether an expression is a list of `names` or an imported one (bare tools, read by name or written out here). */
function knownList(ts, names, locals) {
    return (list) => {
        const kind = ts.isIdentifier(list) ? names.get(list.text) : ts.isArrayLiteralExpression(list) ? heldBy(ts, list, locals) : importedValue(ts, list, locals);
        return kind?.kind === 'list' && kind.via === undefined && !kind.map && !kind.loose;
    };
}
/**
 * The imported lists of `locals`, and the module's own `const` lists holding their items (`const all =
 * [...storeTools, readNote]`; `const every = [...all, ...more]`, one of its own lists', read in one pass per
 * level of nesting) and its dictionaries holding a known one's (ownDicts), by name.
 */
function ownLists(ts, file, locals) {
    const names = new Map([...locals].filter(([, kind]) => kind.kind === 'list' && !kind.called));
    const own = (0,loop_registrars/* constLists */.JE)(ts, file);
    for (let pass = 0; pass < MAX_HOPS; pass++) {
        for (const [name, list] of own) {
            const held = names.has(name) ? undefined : heldBy(ts, list, new Map([...locals, ...names]));
            if (held)
                names.set(name, held);
        }
        for (const [name, kind] of ownDicts(ts, file, new Map([...locals, ...names])))
            if (!names.has(name))
                names.set(name, kind);
    }
    return names;
}
/**
 * Whether a mapping keeps each tool's keys under their own names (no key renamed); then the keys it leaves out
 * or computes are noted in `sink`, not read as written.
 */
function keptAsWritten(projection, sink) {
    const { keys, spread, omit } = projection;
    if ([...keys].some(([key, from]) => typeof from === 'string' && from !== key))
        return false;
    for (const key of omit ?? [])
        sink.omitted.add(key);
    for (const key of CONFIG_KEYS) {
        const from = keys.get(key);
        if (from !== undefined && typeof from !== 'string')
            sink.computed.add(key);
        else if (from === undefined && !spread)
            sink.omitted.add(key);
    }
    return true;
}
/**
 * What a list holds of the imported ones, as a list: it spreads an imported list (`...storeTools`,
 * `...weather.TOOLS`, `...(flag ? notes.TOOLS : [])`), lists an imported tool or wrapper (`readNote`), or
 * the tool a wrapper holds (`readNote.definition`). Undefined when it holds none, or holds them not all alike.
 */
function heldBy(ts, list, locals) {
    const vias = new Set();
    let loose = false;
    let projected = false;
    // The exports held, while each element's are known.
    let from = [];
    const hold = (kind) => {
        if (kind)
            from = kind.from && from ? [...from, ...kind.from] : undefined;
    };
    for (const element of list.elements) {
        if (ts.isSpreadElement(element)) {
            const spread = (0,loop_registrars/* stripped */.uR)(ts, element.expression);
            const branches = ts.isConditionalExpression(spread) ? [spread.whenTrue, spread.whenFalse] : [spread];
            for (const branch of branches) {
                const kind = importedValue(ts, branch, locals);
                if (kind?.kind === 'list')
                    vias.add(kind.via);
                if (kind?.kind === 'list')
                    hold(kind);
                loose ||= !!kind?.loose;
            }
            continue;
        }
        const at = (0,loop_registrars/* stripped */.uR)(ts, element);
        const kind = importedValue(ts, at, locals);
        loose ||= !!kind?.loose;
        if (kind?.kind === 'tool')
            hold(kind);
        if (kind?.kind === 'tool')
            vias.add(kind.via);
        // `readNote.definition`: the tool the wrapper holds, as a list of bare tools holds it.
        else if (ts.isPropertyAccessExpression(at)) {
            const wrapper = importedValue(ts, at.expression, locals);
            if (wrapper?.kind === 'tool' && wrapper.via === at.name.text) {
                vias.add(undefined);
                projected = true;
            }
        }
    }
    const [via] = vias;
    // A wrapper's tool projected out (`readNote.definition`) is read as a handler's: no v1 arguments for it.
    const known = from !== undefined && from.length > 0 && via === undefined && !projected ? { from } : {};
    return vias.size === 1 ? { kind: 'list', via, ...known, ...(loose ? { loose } : {}) } : undefined;
}
/**
 * What an expression holds of the imports: an imported list or tool read by its name (`storeTools`,
 * `weather.TOOLS`), or what a call of an imported function returning one gives (`fieldTools(client)`).
 */
function importedValue(ts, node, locals) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, node);
    const call = ts.isCallExpression(at);
    // `Object.values(allTools())`: a dictionary's tools, as a list.
    if (call && at.arguments.length === 1 && localName(ts, at.expression) === 'Object.values') {
        const held = importedValue(ts, at.arguments[0], locals);
        if (held)
            return held.kind === 'dict' ? { kind: 'list', via: held.via } : undefined;
    }
    const flattened = namespaceItems(ts, at, locals);
    if (flattened)
        return flattened;
    const kind = locals.get(localName(ts, call ? at.expression : at) ?? '');
    if (!kind || !kind.called !== !call)
        return undefined;
    // SDK v1 arguments (`from`) are followed for lists read by name only, not for what a call returns.
    return {
        kind: kind.kind,
        via: kind.via,
        ...(kind.keys ? { keys: kind.keys } : {}),
        ...(kind.from && !call ? { from: kind.from } : {}),
        ...(kind.loose ? { loose: true } : {}),
        ...(kind.map ? { map: true } : {}),
    };
}
/**
 * `Object.values(tools).flat()` of a namespace import `tools`: its values are the module's exports, and `flat()`
 * lists each exported list's items and each other export itself, as written. So every item of the tool lists
 * it exports (`tools.VHOST_TOOLS`) and every tool it exports is one; what else it exports is no tool this proves.
 * Unflattened, `Object.values(tools)` lists each export itself: a module exporting tools and no list of them.
 */
function namespaceItems(ts, node, locals) {
    const call = (0,loop_registrars/* stripped */.uR)(ts, node);
    if (!ts.isCallExpression(call))
        return undefined;
    const flat = (0,loop_registrars/* stripped */.uR)(ts, call.expression);
    const flattened = ts.isPropertyAccessExpression(flat) && flat.name.text === 'flat' && call.arguments.length === 0;
    const values = flattened ? (0,loop_registrars/* stripped */.uR)(ts, flat.expression) : call;
    if (!ts.isCallExpression(values) || values.arguments.length !== 1 || localName(ts, values.expression) !== 'Object.values')
        return undefined;
    const ns = (0,loop_registrars/* stripped */.uR)(ts, values.arguments[0]);
    if (!ts.isIdentifier(ns))
        return undefined;
    let from = [];
    let held = false;
    for (const [name, kind] of locals) {
        // A loose object (a name, no schema) the barrel exports beside the tools is taken for no tool.
        if (!name.startsWith(`${ns.text}.`) || kind.via !== undefined || kind.called || kind.loose || (kind.kind !== 'list' && kind.kind !== 'tool'))
            continue;
        // Unflattened, a list is one value: its items are not.
        if (!flattened && kind.kind === 'list')
            return undefined;
        from = kind.from && from ? [...from, ...kind.from] : undefined;
        held = true;
    }
    return held ? { kind: 'list', ...(from ? { from } : {}) } : undefined;
}
/** The name an expression reads an import by: `storeTools`, or `weather.TOOLS` of a namespace import. */
function localName(ts, node) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, node);
    if (ts.isIdentifier(at))
        return at.text;
    return ts.isPropertyAccessExpression(at) && ts.isIdentifier(at.expression) ? `${at.expression.text}.${at.name.text}` : undefined;
}
/** Whether a module naming an SDK registers each item of one of the lists `locals` names, as the item writes it. */
function registers(ts, file, locals, sink, calls) {
    // A module naming no SDK serves tools only when it answers JSON-RPC itself (hand-rolled.ts).
    const handRolled = NAMES_SDK.test(file.text) ? [] : handRolledAnswers(ts, file);
    if (!NAMES_SDK.test(file.text) && handRolled.length === 0)
        return false;
    const names = ownLists(ts, file, locals);
    const declared = constsOnce(ts, file);
    for (const [name, kind] of importedItemLists(ts, declared, names, locals))
        if (!names.has(name))
            names.set(name, kind);
    for (const [name, kind] of choosingLists(ts, file, names))
        names.set(name, kind);
    for (const [name, kind] of filteredLists(ts, declared, names, calls))
        names.set(name, kind);
    for (const [name, kind] of filledMaps(ts, file, names, locals))
        names.set(name, kind);
    // A loose object is no tool a handler serves whole (nor one `registerTool` reads key by key: itemRegisters).
    const strict = new Map([...locals].filter(([, kind]) => !kind.loose));
    const strictNames = new Map([...names].filter(([, kind]) => !kind.loose));
    let found = false;
    // Every registration is visited, for the arguments each passes (`sink`); a handler's proof ends the visit.
    let served = handRolled.some((branch) => answers(ts, branch, strictNames, strict, sink, calls));
    const visit = (node) => {
        if (served)
            return;
        if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
            const method = node.expression.name.text;
            const [first, second] = node.arguments;
            const handler = method === 'setRequestHandler' && node.arguments.length === 2 && (0,tool_lists/* namesListTools */._9)(ts, first) ? (0,loop_registrars/* stripped */.uR)(ts, second) : undefined;
            if (handler && (ts.isArrowFunction(handler) || ts.isFunctionExpression(handler)))
                served = answers(ts, handler.body, strictNames, strict, sink, calls);
            else if (method === 'registerTool' && second)
                found = itemRegisters(ts, node, names, locals, true, sink.passed) || found;
            else if (method === 'tool' && second)
                found = itemRegisters(ts, node, names, locals, false, sink.passed) || found;
        }
        ts.forEachChild(node, visit);
    };
    visit(file);
    return found || served;
}
/**
 * The module's own dictionaries holding the tools of a known one (`const base = storeTools()`, `const all = {
 * ...base, ...extra }`), and its functions returning one (`function allTools() { return { ...base, … } }`, as
 * `called`). Other keys may add tools; each of the known dictionary's is still served wherever the whole is.
 */
function ownDicts(ts, file, known) {
    const holds = (node) => {
        const at = (0,loop_registrars/* stripped */.uR)(ts, node);
        if (!ts.isObjectLiteralExpression(at)) {
            const whole = importedValue(ts, at, known);
            return whole?.kind === 'dict' ? { kind: 'dict', ...(whole.keys ? { keys: whole.keys } : {}) } : undefined;
        }
        const spread = at.properties.some((p) => ts.isSpreadAssignment(p) && importedValue(ts, p.expression, known)?.kind === 'dict');
        return spread ? { kind: 'dict' } : undefined;
    };
    const out = [];
    const visit = (node) => {
        if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isVariableDeclarationList(node.parent)) {
            const kind = node.parent.flags & ts.NodeFlags.Const ? holds(node.initializer) : undefined;
            if (kind)
                out.push([node.name.text, kind]);
        }
        ts.forEachChild(node, visit);
    };
    visit(file);
    // `return shown`, a dictionary the function fills with some of a known one's entries (copied-dicts.ts).
    const dictKeys = (node) => {
        const kind = importedValue(ts, node, known);
        return kind?.kind === 'dict' ? kind.keys : undefined;
    };
    for (const { name, value, fn } of (0,tool_lists/* topReturns */.ru)(ts, file))
        if (holds(value) || copiedDict(ts, fn, value, dictKeys))
            out.push([name, { kind: 'dict', called: true }]);
    return out;
}
/**
 * The Maps holding the items of known lists keyed by name and nothing else (filled-maps.ts: `for (const t of all)
 * this.tools.set(t.name, t)` into a private field, or a `const m = new Map(all.map((t) => [t.name, t]))`), by
 * what names them (`this.tools`, `registry`): each holds the lists' items as written, read back by `M.values()`.
 */
function filledMaps(ts, file, names, locals) {
    const out = new Map();
    const isKnown = knownList(ts, names, locals);
    const checked = new Set();
    const visit = (node) => {
        // A Map is looked for where it is written (`M.set`) or read back (`M.values`).
        const ref = ts.isPropertyAccessExpression(node) && (node.name.text === 'set' || node.name.text === 'values') ? node.expression : undefined;
        const map = ref && (0,tool_lists/* heldName */.jv)(ts, ref);
        const declaration = ref && mapDeclaration(ts, ref);
        if (map && declaration && !checked.has(declaration)) {
            checked.add(declaration);
            if (filledOnlyFrom(ts, declaration, { isKnown }))
                out.set(map, { kind: 'list', map: true });
        }
        ts.forEachChild(node, visit);
    };
    visit(file);
    return [...out];
}
/**
 * The module's variables that hold a known list with items dropped only (dropping.ts): `const shown =
 * all.filter((t) => keep.has(t.name))`, or `const shown = enabledTools(all, sets)` of a function `drops`
 * proves; each declared once in the module and never assigned again. Every item shown is served as written.
 */
function filteredLists(ts, declared, names, calls) {
    const known = new Map(names);
    const out = [];
    const source = (node) => {
        const at = (0,loop_registrars/* stripped */.uR)(ts, node);
        const kind = ts.isIdentifier(at) ? known.get(at.text) : undefined;
        return kind?.kind === 'list' && kind.via === undefined && !kind.called ? kind : undefined;
    };
    // A filtered list filtered again is read on the next pass.
    for (let pass = 0; pass < 2; pass++)
        for (const [name, initializer] of declared) {
            const value = initializer && !known.has(name) ? (0,loop_registrars/* stripped */.uR)(ts, initializer) : undefined;
            if (!value || !ts.isCallExpression(value) || value.arguments.length === 0)
                continue;
            const callee = value.expression;
            const kind = ts.isPropertyAccessExpression(callee)
                ? callee.name.text === 'filter' && value.arguments.length === 1 && keepsItems(ts, value.arguments[0], calls)
                    ? source(callee.expression)
                    : undefined
                : ts.isIdentifier(callee) && source(value.arguments[0]) && calls.drops(callee.text)
                    ? source(value.arguments[0])
                    : undefined;
            if (kind) {
                known.set(name, kind);
                out.push([name, kind]);
            }
        }
    return out;
}
/** The module's variables by name: each one's initializer when it is a `const` declared once, else null. */
function constsOnce(ts, file) {
    const declared = new Map();
    const visit = (node) => {
        if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name))
            declared.set(node.name.text, declared.has(node.name.text) || !node.initializer || !(node.parent.flags & ts.NodeFlags.Const) ? null : node.initializer);
        ts.forEachChild(node, visit);
    };
    visit(file);
    return declared;
}
/**
 * The module's variables (each a `const` declared once) holding an imported list as it is: `const all =
 * Object.values(tools).flat()`, `const registered = createTools(client)`; or an imported function's Map
 * (`const tools = registerTools()`) the module only reads, or fills from `names` (filled-maps.ts).
 */
function importedItemLists(ts, declared, names, locals) {
    const out = [];
    const isKnown = knownList(ts, names, locals);
    for (const [name, initializer] of declared) {
        const kind = initializer && !locals.has(name) ? importedValue(ts, initializer, locals) : undefined;
        if (kind?.kind !== 'list' || !initializer)
            continue;
        const holder = initializer.parent;
        const declaration = kind.map && ts.isVariableDeclaration(holder) && ts.isIdentifier(holder.name) ? mapDeclaration(ts, holder.name) : undefined;
        const held = (at) => at === (0,loop_registrars/* stripped */.uR)(ts, initializer);
        if (!kind.map || (declaration !== undefined && filledOnlyFrom(ts, declaration, { isKnown, held })))
            out.push([name, kind]);
    }
    return out;
}
/**
 * The module's top-level `const active = readOnly ? tools.filter(…) : tools`: one branch is a whole list of
 * `names`, so on some run every item of it is served (which ones the other branch keeps is not read).
 */
function choosingLists(ts, file, names) {
    const out = [];
    for (const statement of file.statements) {
        if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const))
            continue;
        for (const declaration of statement.declarationList.declarations) {
            const value = declaration.initializer && (0,loop_registrars/* stripped */.uR)(ts, declaration.initializer);
            if (!ts.isIdentifier(declaration.name) || !value || !ts.isConditionalExpression(value))
                continue;
            const whole = [value.whenTrue, value.whenFalse].map((branch) => (0,loop_registrars/* stripped */.uR)(ts, branch)).find((branch) => ts.isIdentifier(branch) && names.has(branch.text));
            if (whole)
                out.push([declaration.name.text, names.get(whole.text)]);
        }
    }
    return out;
}
/**
 * Whether a tools/list handler's body (or a hand-rolled server's branch answering tools/list) answers `{ tools:
 * list }` (or a list the handler writes out of the imported ones, `[...weather.TOOLS, readNote.definition]`), the
 * list mapped with each key copied under its own name, or each wrapper's tool (`list.map((t) => t.definition)`).
 */
function answers(ts, body, names, locals, sink, calls) {
    const known = new Map([...locals, ...names]);
    // A Map's tools are its `values()`: the Map itself is no list (`{ tools: registry }`, `registry.map(…)`).
    const mapItself = (node) => ts.isIdentifier(node) && !!known.get(node.text)?.map;
    const listed = (node) => {
        const value = (0,loop_registrars/* stripped */.uR)(ts, node);
        const name = (0,tool_lists/* listName */.sY)(ts, value);
        if (name !== undefined)
            return known.get(name)?.kind === 'list' && known.get(name)?.via === undefined && !known.get(name)?.called && !mapItself(value);
        if (ts.isArrayLiteralExpression(value)) {
            const held = heldBy(ts, value, known);
            return held !== undefined && held.via === undefined;
        }
        // `{ tools: fieldTools.filter((t) => keep.has(t.name)) }`: each item kept is served as written (dropping.ts).
        if (ts.isCallExpression(value) &&
            ts.isPropertyAccessExpression(value.expression) &&
            value.expression.name.text === 'filter' &&
            value.arguments.length === 1)
            return keepsItems(ts, value.arguments[0], calls) && listed(value.expression.expression);
        // `{ tools: fieldTools(client) }`: what an imported function returns.
        const returned = ts.isCallExpression(value) ? importedValue(ts, value, known) : undefined;
        if (returned)
            return returned.kind === 'list' && returned.via === undefined && !returned.map;
        if (ts.isCallExpression(value) && ts.isPropertyAccessExpression(value.expression) && mapItself((0,loop_registrars/* stripped */.uR)(ts, value.expression.expression)))
            return false;
        const projected = projectedVia(ts, value);
        if (projected)
            return names.get(projected.list)?.via === projected.via;
        // Only the name is asked for: what the list holds is proved already.
        const empty = ts.factory.createArrayLiteralExpression([]);
        const bare = new Map([...known].filter(([, kind]) => kind.kind === 'list' && kind.via === undefined && !kind.called).map(([n]) => [n, empty]));
        const mapped = (0,tool_lists/* mappedList */.qV)(ts, value, bare);
        return mapped !== undefined && keptAsWritten(mapped.projection, sink);
    };
    for (const name of handlerLists(ts, body, listed))
        known.set(name, { kind: 'list' });
    let found = false;
    const visit = (node) => {
        if (found)
            return;
        if (ts.isShorthandPropertyAssignment(node) && node.name.text === 'tools')
            found = listed(node.name);
        else if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'tools')
            found = listed((0,loop_registrars/* stripped */.uR)(ts, node.initializer));
        ts.forEachChild(node, visit);
    };
    visit(body);
    return found;
}
/**
 * The handler's own lists of registered items (`let all = [...weather.TOOLS, ...notes.TOOLS]`, `const listed =
 * Array.from(this.tools.values()).map((t) => ({ name: t.name, … }))`), by name, each declared once and never
 * assigned again; `listed` tells such a value, the handler's lists declared before it counted.
 */
function handlerLists(ts, body, listed) {
    const declared = new Map();
    const out = [];
    const assigned = new Set();
    const visit = (node) => {
        if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
            declared.set(node.name.text, (declared.get(node.name.text) ?? 0) + 1);
            if (node.initializer && listed(node.initializer))
                out.push(node.name.text);
        }
        else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isIdentifier(node.left))
            assigned.add(node.left.text);
        ts.forEachChild(node, visit);
    };
    visit(body);
    return out.filter((name) => declared.get(name) === 1 && !assigned.has(name));
}
/** `list.map((t) => t.definition)` or `list.map(({ definition }) => definition)`: the list and the key each item's tool is read from. */
function projectedVia(ts, node) {
    if (!ts.isCallExpression(node) || node.arguments.length !== 1 || !ts.isPropertyAccessExpression(node.expression))
        return undefined;
    const listed = (0,loop_registrars/* stripped */.uR)(ts, node.expression.expression);
    const callback = (0,loop_registrars/* stripped */.uR)(ts, node.arguments[0]);
    if (node.expression.name.text !== 'map' || !ts.isIdentifier(listed) || !ts.isArrowFunction(callback) || callback.parameters.length !== 1)
        return undefined;
    const parameter = callback.parameters[0].name;
    const body = ts.isBlock(callback.body) ? undefined : (0,loop_registrars/* stripped */.uR)(ts, callback.body);
    if (!body)
        return undefined;
    if (ts.isIdentifier(parameter) && ts.isPropertyAccessExpression(body) && ts.isIdentifier(body.expression) && body.expression.text === parameter.text)
        return { list: listed.text, via: body.name.text };
    if (!ts.isObjectBindingPattern(parameter) || parameter.elements.length !== 1 || !ts.isIdentifier(body))
        return undefined;
    const [element] = parameter.elements;
    const key = element.propertyName ?? element.name;
    const bound = ts.isIdentifier(element.name) && element.name.text === body.text && !element.dotDotDotToken && !element.initializer;
    return bound && ts.isIdentifier(key) ? { list: listed.text, via: key.text } : undefined;
}
/**
 * Whether `server.tool(t.name, …)` or `server.registerTool(t.name, { … }, cb)` is called in a loop over one of
 * the lists, or on an imported tool itself (`server.tool(sowTool.name, sowTool.description, …)`, the name
 * bound by nothing else in the module). registerTool's config keys must each be the item's key of the same
 * meaning (`description: t.description`, `inputSchema: t.inputSchema` or its zod `.shape`). An SDK v1 call
 * may pass any keys of the item (`t.paramsSchema`, `t.inputSchema?.shape ?? {}`: an unset schema is an empty
 * one) or an empty `{}`: the SDK tells each argument by its value, so the module of definitions reads the
 * item's values in the call's order (`sink`, by export). Where the export is unknown (a list joined from
 * several), the keys must be those of the SDK's order: `t.description`, `t.inputSchema`, `t.annotations`.
 */
function itemRegisters(ts, call, names, locals, modern, sink) {
    const nameNode = (0,loop_registrars/* stripped */.uR)(ts, call.arguments[0]);
    if (!ts.isPropertyAccessExpression(nameNode) || nameNode.name.text !== 'name' || !ts.isIdentifier(nameNode.expression))
        return false;
    const item = nameNode.expression.text;
    const iterated = (0,loop_registrars/* iteratedBy */._b)(ts, nameNode.expression, item);
    const list = iterated && (0,loop_registrars/* stripped */.uR)(ts, iterated);
    const listKind = list && (ts.isIdentifier(list) ? names.get(list.text) : importedValue(ts, list, new Map([...locals, ...names])));
    const looped = listKind?.kind === 'list' && listKind.via === undefined;
    const tool = locals.get(item);
    const imported = !iterated && tool?.kind === 'tool' && tool.via === undefined && !boundInModule(ts, call.getSourceFile(), item);
    if ((!looped && !imported) || mutated(ts, call.getSourceFile(), item))
        return false;
    // `positional`: an SDK v1 argument, where `{}` is an empty shape, which is no annotations either.
    const keyOf = (node, positional = false) => {
        let at = (0,loop_registrars/* stripped */.uR)(ts, node);
        let fallback = false;
        const zodShape = ts.isConditionalExpression(at) && isEmptyObject(ts, at.whenFalse) ? zodObjectShape(ts, at, item) : undefined;
        if (zodShape) {
            at = zodShape;
            fallback = true;
            // `t.inputSchema?.shape ?? {}`, `t.annotations || {}`: an unset key passes `{}`.
        }
        else if (ts.isBinaryExpression(at) &&
            (at.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || at.operatorToken.kind === ts.SyntaxKind.BarBarToken)) {
            if (!isEmptyObject(ts, at.right))
                return undefined;
            at = (0,loop_registrars/* stripped */.uR)(ts, at.left);
            fallback = true;
            const annotations = positional && ts.isPropertyAccessExpression(at) && at.name.text === 'annotations';
            if (!ts.isPropertyAccessExpression(at) || (at.name.text !== 'shape' && !annotations))
                return undefined;
        }
        let shape = false;
        let required = false;
        if (ts.isPropertyAccessExpression(at) && at.name.text === 'shape' && ts.isPropertyAccessExpression(at.expression)) {
            shape = true;
            required = !fallback && !at.questionDotToken;
            at = at.expression;
        }
        if (!ts.isPropertyAccessExpression(at) || !ts.isIdentifier(at.expression) || at.expression.text !== item)
            return undefined;
        return { key: at.name.text, shape, ...(required ? { required } : {}) };
    };
    let args = [];
    if (modern) {
        const config = call.arguments.length >= 3 ? (0,loop_registrars/* stripped */.uR)(ts, call.arguments[1]) : undefined;
        if (!config || !ts.isObjectLiteralExpression(config))
            return false;
        const same = config.properties.every((p) => {
            const passed = ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) ? keyOf(p.initializer) : undefined;
            const name = p.name.text;
            return passed !== undefined && CONFIG_KEYS.has(name) && passed.key === name && (!passed.shape || SCHEMA_KEYS.has(name));
        });
        // A loose object is no tool `registerTool` reads key by key; its keys passed as the SDK v1 arguments are.
        const positional = same ? undefined : configAsPositional(ts, config, keyOf);
        if (same || !positional)
            return same && !(looped ? listKind : tool)?.loose;
        args = positional;
    }
    else
        for (const arg of call.arguments.slice(1, -1)) {
            const passed = isEmptyObject(ts, arg) ? { shape: false } : keyOf(arg, true);
            if (!passed)
                return false;
            args.push(passed);
        }
    const from = (looped ? listKind : tool)?.from;
    // Keys named as the SDK's fields stay in its order (`t.inputSchema.shape, t.description` is no registration of them).
    const fields = args.map(({ key }) => POSITIONAL.indexOf(key ?? '')).filter((index) => index !== -1);
    if (from !== undefined && args.length <= POSITIONAL.length && fields.every((index, at) => at === 0 || index > fields[at - 1])) {
        for (const name of from)
            if (!sink.has(name))
                sink.set(name, args);
        return true;
    }
    let next = 0;
    for (const { key, shape } of args) {
        const index = key === undefined || (shape && !SCHEMA_KEYS.has(key)) ? -1 : POSITIONAL.indexOf(key, next);
        if (index === -1)
            return false;
        next = index + 1;
    }
    return true;
}
/**
 * `{ description: t.summary, inputSchema: t.schema.shape }`, keys of the item under other names: the SDK v1
 * arguments it equals (`t.summary, t.schema.shape`), when its keys are the first of the SDK's order, each
 * once (`description`, then `inputSchema`, then `annotations`), and `inputSchema` a zod `.shape`, no other.
 */
function configAsPositional(ts, config, keyOf) {
    const byName = new Map();
    for (const p of config.properties) {
        const passed = ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) ? keyOf(p.initializer) : undefined;
        const name = p.name.text;
        // A zod object whole (`inputSchema: t.schema`) is no raw shape: SDK v1 would take it for annotations.
        if (!passed || !POSITIONAL.includes(name) || byName.has(name) || passed.shape !== (name === 'inputSchema'))
            return undefined;
        byName.set(name, passed);
    }
    const args = POSITIONAL.slice(0, byName.size).map((name) => byName.get(name));
    return args.every((arg) => arg !== undefined) ? args : undefined;
}
/**
 * `t.params instanceof z.ZodObject ? t.params.shape : {}` (or `t.params && t.params instanceof …`): the
 * shape read, as `t.params?.shape ?? {}` reads it, of a key that is a zod object; undefined for another test.
 */
function zodObjectShape(ts, choice, item) {
    const shape = (0,loop_registrars/* stripped */.uR)(ts, choice.whenTrue);
    if (!ts.isPropertyAccessExpression(shape) || shape.name.text !== 'shape')
        return undefined;
    const read = (0,loop_registrars/* stripped */.uR)(ts, shape.expression);
    if (!ts.isPropertyAccessExpression(read) || !ts.isIdentifier(read.expression) || read.expression.text !== item)
        return undefined;
    const same = (node) => {
        const at = (0,loop_registrars/* stripped */.uR)(ts, node);
        return ts.isPropertyAccessExpression(at) && ts.isIdentifier(at.expression) && at.expression.text === item && at.name.text === read.name.text;
    };
    const zodObject = (node) => {
        const at = (0,loop_registrars/* stripped */.uR)(ts, node);
        if (!ts.isBinaryExpression(at) || at.operatorToken.kind !== ts.SyntaxKind.InstanceOfKeyword || !same(at.left))
            return false;
        const type = (0,loop_registrars/* stripped */.uR)(ts, at.right);
        return (ts.isIdentifier(type) ? type.text : ts.isPropertyAccessExpression(type) ? type.name.text : '') === 'ZodObject';
    };
    const test = (0,loop_registrars/* stripped */.uR)(ts, choice.condition);
    const guarded = ts.isBinaryExpression(test) && test.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken && same(test.left) && zodObject(test.right);
    return guarded || zodObject(test) ? shape : undefined;
}
/** Whether the module changes what `name` holds: `name.key = …` (`+=`, `name[k] = …`, `delete name.key`) or `Object.assign(name, …)`. */
function mutated(ts, file, name) {
    const names = (node) => {
        const at = (0,loop_registrars/* stripped */.uR)(ts, node);
        return (ts.isPropertyAccessExpression(at) || ts.isElementAccessExpression(at)) && ts.isIdentifier(at.expression) && at.expression.text === name;
    };
    let found = false;
    const visit = (node) => {
        if (found)
            return;
        if (ts.isBinaryExpression(node) &&
            node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
            node.operatorToken.kind <= ts.SyntaxKind.LastAssignment &&
            names(node.left))
            found = true;
        else if (ts.isDeleteExpression(node) && names(node.expression))
            found = true;
        else if (ts.isCallExpression(node) &&
            ts.isPropertyAccessExpression(node.expression) &&
            ts.isIdentifier(node.expression.expression) &&
            node.expression.expression.text === 'Object' &&
            node.expression.name.text === 'assign' &&
            node.arguments.length > 0 &&
            ts.isIdentifier((0,loop_registrars/* stripped */.uR)(ts, node.arguments[0])) &&
            (0,loop_registrars/* stripped */.uR)(ts, node.arguments[0]).text === name)
            found = true;
        else
            ts.forEachChild(node, visit);
    };
    visit(file);
    return found;
}
/** Whether the module binds `name` other than by an import: a variable, a parameter, a function or a class. */
function boundInModule(ts, file, name) {
    let found = false;
    const visit = (node) => {
        if (found)
            return;
        if ((ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isBindingElement(node) || ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node)) &&
            node.name &&
            ts.isIdentifier(node.name) &&
            node.name.text === name)
            found = true;
        else
            ts.forEachChild(node, visit);
    };
    visit(file);
    return found;
}


/***/ }),

/***/ 238:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   z: () => (/* binding */ TYPESCRIPT_SOURCE_INFO)
/* harmony export */ });
/* harmony import */ var _source_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6894);
/* harmony import */ var _handed_server_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3551);
/* harmony import */ var _imported_lists_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8247);
/* harmony import */ var _named_dicts_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1689);
/* harmony import */ var _tool_classes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8859);
/* harmony import */ var _served_methods_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5640);
/**
 * What tells that a file is a TypeScript or JavaScript MCP server's source: it sits at a source path and
 * imports the MCP SDK, or is handed a server its callers build. All that classification reads; the parser
 * and rules (index.ts) load only when such a file is linted.
 */






/** punkpeye's fastmcp, Vercel's mcp-handler and its former name, @rekog/mcp-nest, mcp-framework (frameworks on the SDK, sdk.ts), and tmcp. */
const FRAMEWORK_MODULES = ['fastmcp', 'mcp-handler', '@vercel/mcp-adapter', 'tmcp', '@rekog/mcp-nest', 'mcp-framework'];
const PATHS = ['**/?*.ts', '**/?*.mts', '**/?*.cts', '**/?*.tsx', '**/?*.js', '**/?*.mjs', '**/?*.cjs', '**/?*.jsx'];
const TYPESCRIPT_SOURCE_INFO = (0,_source_info_js__WEBPACK_IMPORTED_MODULE_0__/* .sourceInfo */ .A)({
    id: 'typescript-source',
    // Never ties with another format: source files are told by path and imports, not by parsed content.
    precedence: 7,
    noun: { one: 'TypeScript server file', other: 'TypeScript server files' },
    title: 'TypeScript and JavaScript MCP server source (tools registered with the SDK)',
    paths: PATHS,
    // Frameworks on the SDK as quoted module names: `from "fastmcp"`, `require('mcp-handler')`.
    // Or a module handed its server as a function's parameter, which a caller proves (handed-server.ts).
    importsSdk: (text, path, workspace) => text.includes('@modelcontextprotocol/sdk') ||
        text.includes('@modelcontextprotocol/server') ||
        FRAMEWORK_MODULES.some((module) => text.includes(`'${module}`) || text.includes(`"${module}`)) ||
        // Azure Functions' `app.mcpTool(…)`, served by the Functions host's MCP extension.
        (text.includes('.mcpTool(') && (text.includes("'@azure/functions'") || text.includes('"@azure/functions"'))) ||
        (path !== undefined && (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_1__/* .handedServer */ .WR)(text, path, workspace)) ||
        // Or a module of tool definitions another module registers item by item (imported-lists.ts).
        (path !== undefined && (0,_imported_lists_js__WEBPACK_IMPORTED_MODULE_2__/* .listedTools */ .$)(text, path, workspace)) ||
        // Or one of dictionaries of tools keyed by name another module serves (named-dicts.ts).
        (path !== undefined && (0,_named_dicts_js__WEBPACK_IMPORTED_MODULE_3__/* .entriesServed */ .U0)(text, path, workspace)) ||
        // Or a module of tool classes whose base class registers them (tool-classes.ts).
        (path !== undefined && (0,_tool_classes_js__WEBPACK_IMPORTED_MODULE_4__/* .declaresToolClass */ .O)(text, path, workspace)) ||
        // Or a class whose method writes out the tools/list answer another module serves (served-methods.ts).
        (path !== undefined && (0,_served_methods_js__WEBPACK_IMPORTED_MODULE_5__/* .servedMethods */ .Q)(text, path, workspace).size > 0),
});
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (TYPESCRIPT_SOURCE_INFO);


/***/ }),

/***/ 5209:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Du: () => (/* binding */ exportedLists),
/* harmony export */   JE: () => (/* binding */ constLists),
/* harmony export */   KP: () => (/* binding */ exportedConsts),
/* harmony export */   NT: () => (/* binding */ loopReceivers),
/* harmony export */   _b: () => (/* binding */ iteratedBy),
/* harmony export */   jD: () => (/* binding */ loopItems),
/* harmony export */   uR: () => (/* binding */ stripped)
/* harmony export */ });
/** How many items of a list a loop's variable may stand for are read. */
const MAX_ITEMS = 64;
/** The array methods whose callback is handed each item in its first parameter. */
const ITERATORS = new Set(['forEach', 'map', 'flatMap']);
/**
 * The module's `const x = [a, b]` lists, by name: a list a loop may name. A name the module declares more
 * than once (in two scopes, or as a parameter too) is none of them: which one a loop names is not read.
 */
function constLists(ts, file) {
    const out = new Map();
    const twice = new Set();
    // With a stack of its own: a generated file's expressions nest deeper than recursion goes.
    const stack = [file];
    while (stack.length > 0) {
        const node = stack.pop();
        if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
            const name = node.name.text;
            const list = node.initializer && stripped(ts, node.initializer);
            const constant = ts.isVariableDeclarationList(node.parent) && (node.parent.flags & ts.NodeFlags.Const) !== 0;
            if (out.has(name) || twice.has(name) || !constant || !list || !ts.isArrayLiteralExpression(list)) {
                out.delete(name);
                twice.add(name);
            }
            else
                out.set(name, list);
        }
        else if ((ts.isParameter(node) || ts.isBindingElement(node)) && ts.isIdentifier(node.name)) {
            // A parameter (or destructured name) of the same name shadows the list where it is bound.
            out.delete(node.name.text);
            twice.add(node.name.text);
        }
        ts.forEachChild(node, (child) => {
            stack.push(child);
        });
    }
    return out;
}
/**
 * What a called name stands for when a loop binds it to each item of a literal list (or of a module's
 * `const` list): `for (const r of [a, b]) r(server)`, `[a, b].forEach((r) => r(server))`; or the list
 * named, another module's (`all`, `ns.all`). The nearest binding of the name decides; any other leaves
 * it standing for itself alone.
 */
function loopItems(ts, callee, lists) {
    const name = callee.text;
    const listOf = (node) => {
        const at = stripped(ts, node);
        const list = ts.isArrayLiteralExpression(at) ? at : ts.isIdentifier(at) ? lists.get(at.text) : undefined;
        if (list)
            return { items: list.elements.slice(0, MAX_ITEMS).map((item) => stripped(ts, item)) };
        if (ts.isIdentifier(at))
            return { items: [], list: { id: at.text } };
        if (ts.isPropertyAccessExpression(at) && ts.isIdentifier(at.expression))
            return { items: [], list: { ns: at.expression.text, name: at.name.text } };
        return { items: [] };
    };
    const iterated = iteratedBy(ts, callee, name);
    return iterated ? listOf(iterated) : { items: [] };
}
/**
 * What a loop iterates when it binds `name` at `from` or above: `list` in `for (const name of list)`, or
 * in `list.forEach((name) => …)` (`map`, `flatMap`). The nearest binding of the name decides: none, or
 * a parameter of any other function, is undefined.
 */
function iteratedBy(ts, from, name) {
    const bound = loopBinding(ts, from, name);
    return bound && bound.key === undefined ? bound.list : undefined;
}
/**
 * What a loop iterates when it binds `name` at `from` or above, and the property of each item the name
 * takes when the loop destructures it (`for (const { module } of list)`, `list.forEach(({ module }) => …)`).
 */
function loopBinding(ts, from, name) {
    const bound = (target) => {
        if (ts.isIdentifier(target))
            return target.text === name ? {} : undefined;
        if (!ts.isObjectBindingPattern(target))
            return undefined;
        for (const element of target.elements) {
            if (element.dotDotDotToken || !ts.isIdentifier(element.name) || element.name.text !== name)
                continue;
            const property = element.propertyName ?? element.name;
            return ts.isIdentifier(property) || ts.isStringLiteral(property) ? { key: property.text } : undefined;
        }
        return undefined;
    };
    for (let node = from.parent; node; node = node.parent) {
        if (ts.isForOfStatement(node) && ts.isVariableDeclarationList(node.initializer)) {
            const [declaration] = node.initializer.declarations;
            const found = declaration && bound(declaration.name);
            if (found)
                return { list: node.expression, ...found };
        }
        else if (ts.isFunctionLike(node)) {
            const index = node.parameters.findIndex((p) => bound(p.name) !== undefined);
            if (index === -1)
                continue;
            const call = node.parent;
            const iterated = index === 0 &&
                ts.isCallExpression(call) &&
                call.arguments[0] === node &&
                ts.isPropertyAccessExpression(call.expression) &&
                ITERATORS.has(call.expression.name.text);
            return iterated ? { list: call.expression.expression, ...bound(node.parameters[0].name) } : undefined;
        }
    }
    return undefined;
}
/**
 * What a method call's receiver stands for when a loop binds it to each item of a literal (or `const`)
 * list of the module: `for (const m of [a, b]) m.register(server)` is `a` and `b`; over a table of
 * objects, `for (const { module } of [{ module: a }])` or `for (const c of …) c.module.register(server)`
 * is each item's `module` as written. An item that is no object literal giving the property plainly
 * stands for nothing.
 */
function loopReceivers(ts, receiver, lists) {
    const at = stripped(ts, receiver);
    const base = ts.isPropertyAccessExpression(at) ? stripped(ts, at.expression) : at;
    if (!ts.isIdentifier(base))
        return [];
    const bound = loopBinding(ts, base, base.text);
    const key = ts.isPropertyAccessExpression(at) ? (bound?.key === undefined ? at.name.text : undefined) : bound?.key;
    if (!bound || (ts.isPropertyAccessExpression(at) && key === undefined))
        return [];
    const iterated = stripped(ts, bound.list);
    const list = ts.isArrayLiteralExpression(iterated) ? iterated : ts.isIdentifier(iterated) ? lists.get(iterated.text) : undefined;
    const out = [];
    for (const element of list?.elements.slice(0, MAX_ITEMS) ?? []) {
        const item = stripped(ts, element);
        const value = key === undefined ? item : ts.isObjectLiteralExpression(item) ? plainProperty(ts, item, key) : undefined;
        if (value)
            out.push(stripped(ts, value));
    }
    return out;
}
/** The value an object literal gives `key` when it gives it once, plainly, and nothing spread may override it. */
function plainProperty(ts, object, key) {
    let found;
    for (const p of object.properties) {
        if (ts.isSpreadAssignment(p))
            return undefined;
        const name = p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined;
        if (name !== key)
            continue;
        if (found)
            return undefined;
        found = ts.isPropertyAssignment(p) ? p.initializer : ts.isShorthandPropertyAssignment(p) ? p.name : undefined;
        if (!found)
            return undefined;
    }
    return found;
}
/** A module's top-level `export const all = [a, b]` lists, by name: the names of the functions each lists. */
function exportedLists(ts, file) {
    const out = new Map();
    for (const { name, value: list } of exportedConsts(ts, file)) {
        if (!ts.isArrayLiteralExpression(list))
            continue;
        const names = new Set();
        for (const item of list.elements.slice(0, MAX_ITEMS)) {
            const at = stripped(ts, item);
            if (ts.isIdentifier(at))
                names.add(at.text);
        }
        out.set(name, names);
    }
    return out;
}
/** A module's top-level `export const name = value` declarations, each value behind its casts. */
function exportedConsts(ts, file) {
    const out = [];
    for (const statement of file.statements) {
        if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const))
            continue;
        if (!ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
            continue;
        for (const declaration of statement.declarationList.declarations)
            if (ts.isIdentifier(declaration.name) && declaration.initializer)
                out.push({ name: declaration.name.text, value: stripped(ts, declaration.initializer) });
    }
    return out;
}
/** An expression behind parentheses, `as`, `satisfies` and `!`. */
function stripped(ts, node) {
    let at = node;
    while (ts.isParenthesizedExpression(at) || ts.isAsExpression(at) || ts.isSatisfiesExpression(at) || ts.isNonNullExpression(at))
        at = at.expression;
    return at;
}


/***/ }),

/***/ 1689:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EZ: () => (/* binding */ servedEntries),
/* harmony export */   Tw: () => (/* binding */ namedDicts),
/* harmony export */   U0: () => (/* binding */ entriesServed)
/* harmony export */ });
/* harmony import */ var _util_lazy_require_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6050);
/* harmony import */ var _parsed_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1887);
/* harmony import */ var _engine_test_source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(260);
/* harmony import */ var _source_draws_on_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5533);
/* harmony import */ var _handed_server_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3551);
/* harmony import */ var _loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5209);
/* harmony import */ var _tool_lists_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4684);







/** The modules a registration names an SDK by. */
const NAMES_SDK = /['"](?:@modelcontextprotocol\/|fastmcp|mcp-handler|@vercel\/mcp-adapter)/;
const MAX_READS = 12;
const FIELDS = ['title', 'description', 'inputSchema', 'outputSchema', 'annotations', '_meta'];
const FOUND = new WeakMap();
/** Whether a module naming no SDK exports dictionaries of tools keyed by name that a module of the repository serves. */
function entriesServed(text, path, workspace) {
    if (!workspace || path.split('/').includes('..') || !text.includes('export') || !text.includes('description'))
        return false;
    const ts = (0,_util_lazy_require_js__WEBPACK_IMPORTED_MODULE_0__/* .vendoredTypescript */ .P7)();
    return servedEntries(ts, (0,_parsed_js__WEBPACK_IMPORTED_MODULE_1__/* .parsedSource */ .n)(ts, path, text), path, workspace) !== undefined;
}
/** The module's exported dictionaries of tools keyed by name (`called` for a function's), by export name. */
function namedDicts(ts, file) {
    const out = new Map();
    for (const { name, value, called } of (0,_tool_lists_js__WEBPACK_IMPORTED_MODULE_5__/* .exportedValues */ .Ir)(ts, file)) {
        if (!ts.isObjectLiteralExpression(value) || value.properties.length === 0)
            continue;
        const entries = [];
        for (const property of value.properties) {
            const tool = ts.isPropertyAssignment(property) ? (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, property.initializer) : undefined;
            const key = property.name;
            if (!tool || !ts.isObjectLiteralExpression(tool) || !key || !(ts.isIdentifier(key) || ts.isStringLiteral(key)))
                break;
            const keys = new Set(tool.properties.map((p) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : '')));
            if (!keys.has('description') || keys.has('name'))
                break;
            entries.push({ key, tool });
        }
        if (entries.length === value.properties.length)
            out.set(name, { ...(called ? { called } : {}), entries });
    }
    return out;
}
/** How a module of the repository serves the module's dictionaries of tools keyed by name; undefined when none is proved served. */
function servedEntries(ts, file, path, workspace) {
    const dicts = namedDicts(ts, file);
    if (!workspace || dicts.size === 0)
        return undefined;
    const memo = (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_3__/* .memoOf */ .Q0)(workspace);
    const exports = new Map([...dicts].map(([name, { called }]) => [name, !!called]));
    const key = ['named', path, [...exports].map(([name, called]) => `${name}${called ? '()' : ''}`).join(',')].join('\0');
    let found = FOUND.get(memo);
    if (!found)
        FOUND.set(memo, (found = new Map()));
    const proved = (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_3__/* .remembered */ .HK)(workspace, memo, key, (noting) => {
        let reads = MAX_READS;
        for (const caller of (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_3__/* .callersOf */ .Gt)(noting, path)) {
            if (caller === path || (0,_engine_test_source_js__WEBPACK_IMPORTED_MODULE_2__/* .testSource */ .s)(caller) !== undefined)
                continue;
            if (reads-- <= 0)
                break;
            const module = (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_3__/* .read */ .LF)(ts, noting, memo, caller);
            if (!module || !NAMES_SDK.test(module.file.text))
                continue;
            const locals = new Map();
            for (const binding of module.bindings) {
                const called = exports.get(binding.name);
                if (binding.reexport === undefined && called !== undefined && (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_3__/* .resolves */ .EJ)(ts, noting, memo, binding.from, caller, path))
                    locals.set(binding.local, called);
            }
            const fields = locals.size > 0 ? serves(ts, module.file, locals) : undefined;
            if (fields) {
                found.set(key, fields);
                return (0,_source_draws_on_js__WEBPACK_IMPORTED_MODULE_6__/* .drew */ .c)(noting, caller);
            }
        }
        return false;
    });
    return proved ? found.get(key) : undefined;
}
/**
 * The fields a tools/list handler of the module makes of each entry of the imported dictionaries (`locals`, by
 * local name, true for a function's), reached whole through the module's own dictionaries and Maps.
 */
function serves(ts, file, locals) {
    /** A dictionary of the imports: `goalTools`, or `roleTools(client)` of a function. */
    const imported = (node) => {
        const at = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, node);
        const call = ts.isCallExpression(at);
        const name = call ? at.expression : at;
        return ts.isIdentifier(name) && locals.get(name.text) === call;
    };
    const lists = new Set();
    const objects = new Set();
    const maps = new Set();
    const holds = (node) => {
        const at = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, node);
        const held = (0,_tool_lists_js__WEBPACK_IMPORTED_MODULE_5__/* .heldName */ .jv)(ts, at);
        return imported(at) || (held !== undefined && objects.has(held));
    };
    // Two passes: a holder filled from another holder declared after it in the text.
    for (let pass = 0; pass < 2; pass++) {
        const visit = (node) => {
            // `const modules = [roleTools(client), agentTools(client)]`.
            if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
                const value = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, node.initializer);
                if (ts.isArrayLiteralExpression(value) && value.elements.some((e) => imported(e)))
                    lists.add(node.name.text);
                else if (ts.isObjectLiteralExpression(value) && value.properties.some((p) => ts.isSpreadAssignment(p) && holds(p.expression)))
                    objects.add(node.name.text);
            }
            // `this.tools = { ...this.tools, ...module }`, the module a loop's over a list of dictionaries.
            if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isObjectLiteralExpression((0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, node.right))) {
                const target = (0,_tool_lists_js__WEBPACK_IMPORTED_MODULE_5__/* .heldName */ .jv)(ts, node.left);
                const spreads = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, node.right).properties
                    .filter(ts.isSpreadAssignment)
                    .map((p) => (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, p.expression));
                if (target && spreads.some((s) => holds(s) || loopsOver(ts, s, lists)))
                    objects.add(target);
            }
            // `Object.entries(goalTools).forEach(([key, tool]) => this.tools.set(key, tool))`.
            const filled = entriesCallback(ts, node, 'forEach', holds);
            const body = filled && !ts.isBlock(filled.callback.body) ? (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, filled.callback.body) : undefined;
            if (filled && body && ts.isCallExpression(body) && ts.isPropertyAccessExpression(body.expression) && body.expression.name.text === 'set') {
                const [key, value] = body.arguments.map((arg) => (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, arg));
                const map = (0,_tool_lists_js__WEBPACK_IMPORTED_MODULE_5__/* .heldName */ .jv)(ts, body.expression.expression);
                if (map && key && value && ts.isIdentifier(key) && key.text === filled.key && ts.isIdentifier(value) && value.text === filled.item)
                    maps.add(map);
            }
            ts.forEachChild(node, visit);
        };
        visit(file);
    }
    let fields;
    const visit = (node) => {
        if (fields)
            return;
        if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'setRequestHandler') {
            const [schema, handler] = node.arguments;
            if (schema && handler && (0,_tool_lists_js__WEBPACK_IMPORTED_MODULE_5__/* .namesListTools */ ._9)(ts, schema))
                fields = answered(ts, handler, holds, maps);
        }
        ts.forEachChild(node, visit);
    };
    visit(file);
    return fields;
}
/** `module` bound by `for (const module of modules)` over one of `lists`. */
function loopsOver(ts, node, lists) {
    if (!ts.isIdentifier(node))
        return false;
    for (let at = node.parent; at; at = at.parent) {
        if (!ts.isForOfStatement(at) || !ts.isVariableDeclarationList(at.initializer))
            continue;
        const [one] = at.initializer.declarations;
        const over = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, at.expression);
        if (one && ts.isIdentifier(one.name) && one.name.text === node.text)
            return ts.isIdentifier(over) && lists.has(over.text);
    }
    return false;
}
/**
 * `Object.entries(x).<method>(([key, item]) => …)` over a dictionary `holds` accepts (or, with `maps`,
 * `Array.from(m.entries())` / `[...m.entries()]` of one of them): the callback and the names it binds.
 */
function entriesCallback(ts, node, method, holds, maps = new Set()) {
    if (!ts.isCallExpression(node) || node.arguments.length !== 1 || !ts.isPropertyAccessExpression(node.expression) || node.expression.name.text !== method)
        return undefined;
    const source = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, node.expression.expression);
    const callback = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, node.arguments[0]);
    if (!(ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)) || !entriesOf(ts, source, holds, maps))
        return undefined;
    const pattern = callback.parameters[0]?.name;
    const [key, item] = pattern && ts.isArrayBindingPattern(pattern) ? pattern.elements : [];
    const named = (element) => element && ts.isBindingElement(element) && !element.dotDotDotToken && !element.initializer && ts.isIdentifier(element.name) ? element.name.text : undefined;
    const [keyName, itemName] = [named(key), named(item)];
    return keyName && itemName ? { callback, key: keyName, item: itemName } : undefined;
}
/** `Object.entries(dict)` of a held dictionary, or a Map's entries copied out (`Array.from(m.entries())`, `[...m.entries()]`). */
function entriesOf(ts, node, holds, maps) {
    if (ts.isCallExpression(node) && node.arguments.length === 1 && ts.isPropertyAccessExpression(node.expression)) {
        const owner = node.expression.expression;
        if (ts.isIdentifier(owner) && owner.text === 'Object' && node.expression.name.text === 'entries')
            return holds(node.arguments[0]);
        if (ts.isIdentifier(owner) && owner.text === 'Array' && node.expression.name.text === 'from')
            return mapEntries(ts, (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, node.arguments[0]), maps);
    }
    if (ts.isArrayLiteralExpression(node) && node.elements.length === 1 && ts.isSpreadElement(node.elements[0]))
        return mapEntries(ts, (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, node.elements[0].expression), maps);
    return false;
}
/** `m.entries()` of one of `maps`. */
function mapEntries(ts, node, maps) {
    if (!ts.isCallExpression(node) || node.arguments.length > 0 || !ts.isPropertyAccessExpression(node.expression) || node.expression.name.text !== 'entries')
        return false;
    const held = (0,_tool_lists_js__WEBPACK_IMPORTED_MODULE_5__/* .heldName */ .jv)(ts, node.expression.expression);
    return held !== undefined && maps.has(held);
}
/**
 * The fields a handler's answer makes of each entry, `{ tools: <entries>.map(([name, tool]) => ({ name, … })) }`
 * (or a `const` of the handler holding that mapping): undefined unless `name` is the entry's key.
 */
function answered(ts, handler, holds, maps) {
    const fn = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, handler);
    if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn))
        return undefined;
    const mapped = new Map();
    let fields;
    const made = (node) => {
        const at = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, node);
        if (ts.isIdentifier(at))
            return mapped.get(at.text);
        const mapping = entriesCallback(ts, at, 'map', holds, maps);
        return mapping && entryFields(ts, mapping.callback, mapping.key, mapping.item);
    };
    const visit = (node) => {
        if (fields)
            return;
        if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && node.parent.flags & ts.NodeFlags.Const) {
            const found = made(node.initializer);
            if (found)
                mapped.set(node.name.text, found);
        }
        if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'tools')
            fields = made(node.initializer);
        else if (ts.isShorthandPropertyAssignment(node) && node.name.text === 'tools')
            fields = made(node.name);
        ts.forEachChild(node, visit);
    };
    visit(fn.body);
    return fields;
}
/** What `([name, tool]) => ({ name, description: tool.description, inputSchema: tool.parameters })` makes of an entry. */
function entryFields(ts, callback, key, item) {
    const body = ts.isBlock(callback.body) ? undefined : (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, callback.body);
    if (!body || !ts.isObjectLiteralExpression(body))
        return undefined;
    const fields = new Map();
    let named = false;
    for (const property of body.properties) {
        const field = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
        if (field === undefined || ts.isSpreadAssignment(property))
            return undefined;
        const value = ts.isShorthandPropertyAssignment(property)
            ? property.name
            : ts.isPropertyAssignment(property)
                ? (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, property.initializer)
                : undefined;
        if (field === 'name') {
            named = !!value && ts.isIdentifier(value) && value.text === key;
            if (!named)
                return undefined;
        }
        else if (FIELDS.includes(field)) {
            const copied = value && ts.isPropertyAccessExpression(value) && ts.isIdentifier(value.expression) && value.expression.text === item;
            fields.set(field, copied ? value.name.text : null);
        }
    }
    return named ? fields : undefined;
}


/***/ }),

/***/ 1887:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ parsedSource)
/* harmony export */ });
/* unused harmony export scriptKind */
/** Trees kept at most, and the characters of their texts together (a tree takes some 20 times its text). */
const MAX_FILES = 32;
const MAX_CHARS = 1 << 20;
const kept = new Map();
let chars = 0;
/** Every tree made, held weakly, by path; past MAX_ALIVE paths it starts over (a miss only costs a parse). */
const alive = new Map();
const MAX_ALIVE = 10_000;
/** How TypeScript reads the file at `path`: by its extension, TypeScript where none says otherwise. */
function scriptKind(ts, path) {
    if (/\.tsx$/i.test(path))
        return ts.ScriptKind.TSX;
    if (/\.jsx$/i.test(path))
        return ts.ScriptKind.JSX;
    if (/\.[cm]?js$/i.test(path))
        return ts.ScriptKind.JS;
    return ts.ScriptKind.TS;
}
/** `text` at `path` parsed with parent pointers: the tree kept for it, or a new one. */
function parsedSource(ts, path, text) {
    const hit = kept.get(path);
    let parsed;
    if (hit?.text === text) {
        // Most recently used last, so the oldest goes first.
        kept.delete(path);
        kept.set(path, hit);
        parsed = hit.parsed;
    }
    else {
        const held = alive.get(path)?.deref();
        if (held?.text === text)
            parsed = { file: held };
        else {
            try {
                parsed = { file: ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, scriptKind(ts, path)) };
            }
            catch (error) {
                parsed = { error };
            }
            if ('file' in parsed) {
                if (alive.size >= MAX_ALIVE)
                    alive.clear();
                alive.set(path, new WeakRef(parsed.file));
            }
        }
        keep(path, { text, parsed });
    }
    if ('error' in parsed)
        throw parsed.error;
    return parsed.file;
}
function keep(path, entry) {
    const old = kept.get(path);
    if (old) {
        kept.delete(path);
        chars -= old.text.length;
    }
    if (entry.text.length > MAX_CHARS)
        return;
    kept.set(path, entry);
    chars += entry.text.length;
    for (const [oldest, { text }] of kept) {
        if (kept.size <= MAX_FILES && chars <= MAX_CHARS)
            break;
        kept.delete(oldest);
        chars -= text.length;
    }
}


/***/ }),

/***/ 5640:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ servedMethods)
/* harmony export */ });
/* harmony import */ var _engine_test_source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(260);
/* harmony import */ var _util_lazy_require_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6050);
/* harmony import */ var _source_draws_on_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5533);
/* harmony import */ var _handed_server_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3551);
/* harmony import */ var _parsed_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1887);
/* harmony import */ var _loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5209);
/* harmony import */ var _tool_lists_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4684);







/** The modules a registration names an SDK by: the SDK's, and the frameworks on it. */
const NAMES_SDK = /['"](?:@modelcontextprotocol\/|fastmcp|mcp-handler|@vercel\/mcp-adapter)/;
/** A written-out tools/list answer, tested on the text before anything is parsed. */
const ANSWER = /\btools\s{0,8}:\s{0,8}\[/;
const MAX_READS = 12;
/** The methods of the file's exported classes (`Class.method`) whose written-out tools/list answer a server of the repository serves. */
function servedMethods(text, path, workspace) {
    const out = new Set();
    if (!workspace || path.split('/').includes('..') || !text.includes('class') || !ANSWER.test(text))
        return out;
    const ts = (0,_util_lazy_require_js__WEBPACK_IMPORTED_MODULE_1__/* .vendoredTypescript */ .P7)();
    const candidates = answeringMethods(ts, (0,_parsed_js__WEBPACK_IMPORTED_MODULE_3__/* .parsedSource */ .n)(ts, path, text));
    if (candidates.size === 0)
        return out;
    const memo = (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_2__/* .memoOf */ .Q0)(workspace);
    let reads = MAX_READS;
    for (const caller of (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_2__/* .callersOf */ .Gt)(workspace, path)) {
        // A test answers what it tests, maybe otherwise than the server: never a caller.
        if (caller === path || (0,_engine_test_source_js__WEBPACK_IMPORTED_MODULE_0__/* .testSource */ .s)(caller) !== undefined)
            continue;
        if (reads-- <= 0)
            break;
        const module = (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_2__/* .read */ .LF)(ts, workspace, memo, caller);
        if (!module || !NAMES_SDK.test(module.file.text))
            continue;
        const classes = new Map();
        for (const binding of module.bindings)
            if (binding.reexport === undefined && candidates.has(binding.name) && (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_2__/* .resolves */ .EJ)(ts, workspace, memo, binding.from, caller, path))
                classes.set(binding.local, binding.name);
        const found = classes.size > 0 ? answered(ts, module.file, classes, candidates) : [];
        if (found.length > 0)
            (0,_source_draws_on_js__WEBPACK_IMPORTED_MODULE_6__/* .drew */ .c)(workspace, caller);
        for (const served of found)
            out.add(served);
    }
    return out;
}
/** Each exported class's methods that return `{ tools: [ … ] }`, an array literal written in the return, by class. */
function answeringMethods(ts, file) {
    const out = new Map();
    for (const statement of file.statements) {
        if (!ts.isClassDeclaration(statement) || !statement.name || !exported(ts, statement))
            continue;
        for (const member of statement.members) {
            if (!ts.isMethodDeclaration(member) || !member.body || !ts.isIdentifier(member.name))
                continue;
            const returned = [];
            (0,_tool_lists_js__WEBPACK_IMPORTED_MODULE_5__/* .collectReturns */ .mk)(ts, member.body, returned);
            if (!returned.some((r) => writtenAnswer(ts, r)))
                continue;
            const methods = out.get(statement.name.text) ?? new Set();
            methods.add(member.name.text);
            out.set(statement.name.text, methods);
        }
    }
    return out;
}
function exported(ts, node) {
    return !!node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
}
/** Whether a returned value is `{ tools: [ … ] }` with the array written there. */
function writtenAnswer(ts, node) {
    const object = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, node);
    return (ts.isObjectLiteralExpression(object) &&
        object.properties.some((p) => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'tools' && ts.isArrayLiteralExpression((0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, p.initializer))));
}
/**
 * The `Class.method`s a module's tools/list handlers answer with: every value a handler returns is
 * `holder.method()` (awaited or not), the holder a name (or `this.` property) the module only ever
 * assigns a `new` of one imported class (`classes`: local name → exported name).
 */
function answered(ts, file, classes, candidates) {
    const holders = holdersOf(ts, file, classes);
    const out = [];
    const visit = (node) => {
        if (ts.isCallExpression(node) &&
            ts.isPropertyAccessExpression(node.expression) &&
            node.expression.name.text === 'setRequestHandler' &&
            node.arguments.length === 2 &&
            (0,_tool_lists_js__WEBPACK_IMPORTED_MODULE_5__/* .namesListTools */ ._9)(ts, node.arguments[0])) {
            const served = handlerAnswer(ts, node.arguments[1], holders, candidates);
            if (served)
                out.push(served);
        }
        ts.forEachChild(node, visit);
    };
    visit(file);
    return out;
}
/** `Class.method` when every return of the handler is `holder.method()` on one holder of that class, a method that writes its answer. */
function handlerAnswer(ts, handler, holders, candidates) {
    const fn = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, handler);
    if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn))
        return undefined;
    const returned = [];
    if (ts.isBlock(fn.body))
        (0,_tool_lists_js__WEBPACK_IMPORTED_MODULE_5__/* .collectReturns */ .mk)(ts, fn.body, returned);
    else
        returned.push(fn.body);
    const answers = new Set(returned.map((expression) => {
        let at = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, expression);
        if (ts.isAwaitExpression(at))
            at = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, at.expression);
        if (!ts.isCallExpression(at) || at.arguments.length > 0 || !ts.isPropertyAccessExpression(at.expression))
            return undefined;
        const cls = holders.get(holderName(ts, at.expression.expression) ?? '');
        const method = at.expression.name.text;
        return cls !== undefined && candidates.get(cls)?.has(method) ? `${cls}.${method}` : undefined;
    }));
    const [only] = answers;
    return answers.size === 1 ? only : undefined;
}
/** `x` for `x` and for `this.x`. */
function holderName(ts, node) {
    const at = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, node);
    if (ts.isIdentifier(at))
        return at.text;
    return ts.isPropertyAccessExpression(at) && at.expression.kind === ts.SyntaxKind.ThisKeyword ? at.name.text : undefined;
}
/**
 * The names (and `this.` properties) the module assigns, each time, a `new` of one class of `classes`,
 * by that class's exported name. One assigned anything else, or two classes, holds none.
 */
function holdersOf(ts, file, classes) {
    const seen = new Map();
    const assign = (name, value) => {
        if (name === undefined)
            return;
        const at = value && (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, value);
        const cls = at && ts.isNewExpression(at) && ts.isIdentifier(at.expression) ? classes.get(at.expression.text) : undefined;
        const before = seen.get(name);
        seen.set(name, cls !== undefined && (before === undefined || before === cls) ? cls : null);
    };
    const visit = (node) => {
        if ((ts.isVariableDeclaration(node) || ts.isPropertyDeclaration(node)) && ts.isIdentifier(node.name) && node.initializer)
            assign(node.name.text, node.initializer);
        else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken)
            assign(holderName(ts, node.left), node.right);
        ts.forEachChild(node, visit);
    };
    visit(file);
    return new Map([...seen].filter((entry) => entry[1] !== null));
}


/***/ }),

/***/ 8859:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  O: () => (/* binding */ declaresToolClass),
  K: () => (/* binding */ toolClassesOf)
});

// EXTERNAL MODULE: ./src/util/lazy-require.ts
var lazy_require = __webpack_require__(6050);
// EXTERNAL MODULE: ./src/formats/typescript-source/handed-server.ts + 1 modules
var handed_server = __webpack_require__(3551);
// EXTERNAL MODULE: ./src/formats/typescript-source/parsed.ts
var parsed = __webpack_require__(1887);
// EXTERNAL MODULE: ./src/formats/typescript-source/loop-registrars.ts
var loop_registrars = __webpack_require__(5209);
;// CONCATENATED MODULE: ./src/formats/typescript-source/workspace-packages.ts

const MAX_FILE = 1 << 20;
const MAX_PATTERNS = 32;
const MAX_FOLDERS = 200;
/** A pnpm-workspace.yaml list item: `  - "packages/*"`. */
const YAML_ITEM = /^\s{0,8}-\s{0,8}["']?([^"'#\s]{1,200})["']?\s{0,8}$/;
const ENTRY_FIELDS = ['source', 'main', 'module', 'types'];
const KNOWN = new WeakMap();
/** The source file a bare module name, imported by the module at `from`, names as a workspace package's own name (no subpath), if any. */
function packageEntry(workspace, module, from) {
    const parts = from.split('/').slice(0, -1);
    let folder;
    for (let depth = parts.length; depth >= 0 && folder === undefined; depth--) {
        const root = parts.slice(0, depth).join('/');
        const at = (name) => (root === '' ? name : `${root}/${name}`);
        const pnpm = workspace.kind(at('pnpm-workspace.yaml')) === 'file';
        if (pnpm || json(workspace, at('package.json'))?.workspaces !== undefined)
            folder = workspace_packages_packages(workspace, root).get(module) ?? '';
    }
    if (!folder)
        return undefined;
    if (folder === undefined)
        return undefined;
    const manifest = json(workspace, `${folder}/package.json`);
    const stems = [];
    for (const field of ENTRY_FIELDS) {
        const value = manifest?.[field];
        if (typeof value !== 'string')
            continue;
        const clean = value.replace(/^\.\//, '').replace(/\.d\.ts$/, '.ts');
        stems.push(`${folder}/${clean.replace(/^(?:dist|lib|build)\//, 'src/')}`);
    }
    stems.push(`${folder}/src/index`, `${folder}/index`);
    for (const stem of stems) {
        if (stem.split('/').includes('..'))
            continue;
        const found = (0,handed_server/* stemFile */.MU)(workspace, stem);
        if (found)
            return found;
    }
    return undefined;
}
/** The packages of the monorepo at `root`, by name: their root-relative folders. */
function workspace_packages_packages(workspace, root) {
    let cache = workspace.stable ? KNOWN.get(workspace) : undefined;
    if (workspace.stable && !cache)
        KNOWN.set(workspace, (cache = new Map()));
    const known = cache?.get(root);
    if (known)
        return known;
    const at = (name) => (root === '' ? name : `${root}/${name}`);
    const out = new Map();
    const listed = json(workspace, at('package.json'))?.workspaces;
    const patterns = Array.isArray(listed)
        ? listed
        : typeof listed === 'object' && listed !== null && Array.isArray(listed.packages)
            ? listed.packages
            : [];
    const pnpm = workspace_packages_text(workspace, at('pnpm-workspace.yaml'));
    if (pnpm) {
        let inPackages = false;
        for (const line of pnpm.split('\n')) {
            if (/^\S/.test(line))
                inPackages = line.startsWith('packages:');
            else if (inPackages) {
                const item = YAML_ITEM.exec(line);
                if (item)
                    patterns.push(item[1]);
            }
        }
    }
    const folders = [];
    for (const pattern of patterns.slice(0, MAX_PATTERNS)) {
        if (typeof pattern !== 'string' || pattern.startsWith('!') || pattern.split('/').includes('..'))
            continue;
        const clean = pattern.replace(/^\.\//, '').replace(/\/$/, '');
        if (clean.endsWith('/*') && !clean.slice(0, -2).includes('*'))
            for (const name of workspace.list(at(clean.slice(0, -2)), MAX_FOLDERS) ?? [])
                folders.push(at(`${clean.slice(0, -2)}/${name}`));
        else if (!clean.includes('*'))
            folders.push(at(clean));
    }
    for (const folder of folders.slice(0, MAX_FOLDERS)) {
        const name = json(workspace, `${folder}/package.json`)?.name;
        if (typeof name === 'string' && !out.has(name))
            out.set(name, folder);
    }
    cache?.set(root, out);
    return out;
}
function workspace_packages_text(workspace, path) {
    if (workspace.kind(path) !== 'file')
        return undefined;
    const bytes = workspace.head(path, MAX_FILE);
    return bytes && bytes.length < MAX_FILE ? new TextDecoder().decode(bytes) : undefined;
}
function json(workspace, path) {
    const source = workspace_packages_text(workspace, path);
    if (source === undefined)
        return undefined;
    try {
        const value = JSON.parse(source);
        return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
    }
    catch {
        return undefined;
    }
}

// EXTERNAL MODULE: ./src/formats/source/draws-on.ts
var draws_on = __webpack_require__(5533);
;// CONCATENATED MODULE: ./src/formats/typescript-source/tool-classes.ts






/** mcp-framework's `MCPTool`: `name`, `description` and `schema`, which it registers with the SDK. */
const FRAMEWORK_TOOL = {
    fields: [
        ['name', 'name'],
        ['description', 'description'],
        ['inputSchema', 'schema'],
    ],
    framework: true,
    computed: [],
};
const FRAMEWORK_MODULE = /^mcp-framework(?:$|\/)/;
/** A quoted MCP SDK module name: a base class registering its tools must be in a module naming one. */
const NAMES_SDK = /['"]@modelcontextprotocol\/(?:sdk|server)/;
/** `registerTool(name, config)` and v1's `tool(name, description, shape, annotations)`, by the tool keys of their arguments. */
const POSITIONAL = ['description', 'inputSchema', 'annotations'];
const CONFIG_KEYS = new Set(['title', 'description', 'inputSchema', 'outputSchema', 'annotations', '_meta']);
/** Base classes followed from a class, barrels' `export … from` from an import, and modules one module's proofs read. */
const MAX_HOPS = 4;
const MAX_REEXPORTS = 3;
const MAX_READS = 12;
const NONE = new Map();
/**
 * `class X extends Base` (type parameters allowed), for the cheap test before anything is parsed: its base's name.
 * Bounded, so linear on any text.
 */
const EXTENDS = /\bclass\s{1,8}[\w$]{1,100}(?:\s{0,8}<[^>{]{0,200}>)?\s{1,8}extends\s{1,8}([A-Za-z_$][\w$]{0,99})/g;
/** Bases no tool class has: the language's and the UI libraries' own. */
const NO_TOOL_BASE = /^(?:Error|\w{0,60}Error|Component|PureComponent|EventEmitter|Array|Map|Set|Promise|HTMLElement|LitElement)$/;
/** The last module's answer: a file's format asks for it (info.ts), then its reader (index.ts), one after the other. */
let last;
/** The classes of a module proved tools (not abstract ones: a base of tools is none). */
function toolClassesOf(ts, text, path, workspace) {
    if (!text.includes('extends') || path.split('/').includes('..'))
        return NONE;
    if (last && last.path === path && last.text === text && last.workspace === workspace)
        return last.classes;
    const candidate = [...text.matchAll(EXTENDS)].some((match) => !NO_TOOL_BASE.test(match[1]));
    const classes = candidate ? proved(ts, text, path, workspace) : NONE;
    last = { path, text, workspace, classes };
    return classes;
}
function proved(ts, text, path, workspace) {
    const file = (0,parsed/* parsedSource */.n)(ts, path, text);
    const memo = workspace && (0,handed_server/* memoOf */.Q0)(workspace);
    const out = new Map();
    const budget = { reads: MAX_READS };
    for (const statement of file.statements) {
        if (!ts.isClassDeclaration(statement) || !statement.name || ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.AbstractKeyword))
            continue;
        const base = extendsOf(ts, statement);
        const found = base && baseTool(ts, { workspace, memo, budget }, file, path, base, MAX_HOPS);
        if (found)
            out.set(statement.name.text, found);
    }
    return out;
}
/** Whether a module naming no SDK declares a class proved a tool. */
function declaresToolClass(text, path, workspace) {
    return text.includes('extends') && toolClassesOf((0,lazy_require/* vendoredTypescript */.P7)(), text, path, workspace).size > 0;
}
function extendsOf(ts, node) {
    const clause = node.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword);
    return clause?.types[0]?.expression;
}
/** What a class extending `base` (written in `file`) is, by what `base` is: mcp-framework's, or a class of the project. */
function baseTool(ts, reach, file, path, base, hops) {
    if (hops <= 0 || !ts.isIdentifier(base))
        return undefined;
    const local = file.statements.find((s) => ts.isClassDeclaration(s) && s.name?.text === base.text);
    if (local)
        return classTool(ts, reach, file, path, local, hops - 1);
    const binding = (0,handed_server/* bindingsOf */.kK)(ts, file).find((b) => b.local === base.text && b.reexport === undefined);
    if (!binding || binding.name === '*')
        return undefined;
    if (FRAMEWORK_MODULE.test(binding.from))
        return binding.name === 'MCPTool' ? FRAMEWORK_TOOL : undefined;
    return exportedTool(ts, reach, binding, path, hops - 1);
}
/** A class of the project a module imports (`binding`), followed through re-exports: what it makes of a class extending it. */
function exportedTool(ts, reach, binding, from, hops, reexports = MAX_REEXPORTS) {
    const { workspace, memo } = reach;
    if (!workspace || !memo || hops <= 0 || reexports < 0 || reach.budget.reads <= 0)
        return undefined;
    const relative = binding.from.startsWith('.');
    const at = (0,handed_server/* importedFile */.fw)(ts, workspace, memo, binding.from, from) ?? (relative ? undefined : packageEntry(workspace, binding.from, from));
    if (!at)
        return undefined;
    reach.budget.reads--;
    const module = (0,handed_server/* read */.LF)(ts, workspace, memo, at);
    if (!module)
        return undefined;
    const { file } = module;
    const local = exportedClass(ts, file, binding.name);
    if (local)
        return (0,draws_on/* drawnFrom */.L)(workspace, at, classTool(ts, reach, file, at, local, hops));
    // `export { X } from`, else each `export * from` in turn (none passes a default on).
    const named = module.bindings.find((b) => b.reexport === binding.name);
    const onward = named ? [named] : binding.name === 'default' ? [] : module.bindings.filter((b) => b.reexport === '*');
    for (const next of onward) {
        const found = exportedTool(ts, reach, { ...next, name: next.name === '*' ? binding.name : next.name }, at, hops, reexports - 1);
        if (found)
            return (0,draws_on/* drawnFrom */.L)(workspace, at, found);
    }
    return undefined;
}
/** The class a module exports as `name` (`export class X`, `export default class`, `export { X as name }`). */
function exportedClass(ts, file, name) {
    const classes = file.statements.filter((s) => ts.isClassDeclaration(s));
    const exported = (node, kind) => ts.getModifiers(node)?.some((m) => m.kind === kind) ?? false;
    if (name === 'default') {
        const found = classes.find((c) => exported(c, ts.SyntaxKind.DefaultKeyword));
        if (found)
            return found;
    }
    else {
        const found = classes.find((c) => c.name?.text === name && exported(c, ts.SyntaxKind.ExportKeyword));
        if (found)
            return found;
    }
    for (const statement of file.statements) {
        let local;
        if (ts.isExportAssignment(statement) && !statement.isExportEquals && name === 'default' && ts.isIdentifier(statement.expression))
            local = statement.expression.text;
        else if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause && ts.isNamedExports(statement.exportClause))
            local =
                statement.exportClause.elements.find((e) => e.name.text === name)?.propertyName?.text ??
                    (statement.exportClause.elements.some((e) => e.name.text === name) ? name : undefined);
        const found = local && classes.find((c) => c.name?.text === local);
        if (found)
            return found;
    }
    return undefined;
}
/** What a class of the project makes of a class extending it: its own SDK registration of `this.<field>`s, else its base's. */
function classTool(ts, reach, file, path, node, hops) {
    const own = NAMES_SDK.test(file.text) ? registration(ts, node) : undefined;
    if (own)
        return own;
    const base = extendsOf(ts, node);
    return base && baseTool(ts, reach, file, path, base, hops);
}
/** The fields a class's own `registerTool(this.name, { description: this.description, … })` (or `tool(this.name, …)`) hands the SDK. */
function registration(ts, node) {
    let found;
    const visit = (at) => {
        if (found)
            return;
        if (ts.isCallExpression(at)) {
            const method = calleeName(ts, at.expression);
            const name = (method === 'registerTool' || method === 'tool') && at.arguments.length >= 2 ? thisField(ts, at.arguments[0]) : undefined;
            if (name) {
                const fields = [['name', name]];
                const computed = [];
                if (method === 'registerTool') {
                    const config = at.arguments[1] && (0,loop_registrars/* stripped */.uR)(ts, at.arguments[1]);
                    if (config && ts.isObjectLiteralExpression(config))
                        for (const property of config.properties) {
                            const key = property.name && ts.isIdentifier(property.name) ? property.name.text : undefined;
                            const field = ts.isPropertyAssignment(property) ? thisField(ts, property.initializer) : undefined;
                            if (key && CONFIG_KEYS.has(key)) {
                                if (field)
                                    fields.push([key, field]);
                                else
                                    computed.push(key);
                            }
                        }
                }
                // The last argument is the callback.
                else
                    at.arguments.slice(1, Math.min(1 + POSITIONAL.length, at.arguments.length - 1)).forEach((arg, i) => {
                        const field = thisField(ts, arg);
                        if (field)
                            fields.push([POSITIONAL[i], field]);
                        else
                            computed.push(POSITIONAL[i]);
                    });
                found = { fields, framework: false, computed };
                return;
            }
        }
        ts.forEachChild(at, visit);
    };
    for (const member of node.members)
        visit(member);
    return found;
}
/** The method a call calls: `x.registerTool(…)`, also cast first (`(server.registerTool as Fn)(…)`). */
function calleeName(ts, callee) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, callee);
    return ts.isPropertyAccessExpression(at) ? at.name.text : undefined;
}
/** `this.name` as the field `name`. */
function thisField(ts, node) {
    const at = node && (0,loop_registrars/* stripped */.uR)(ts, node);
    return at && ts.isPropertyAccessExpression(at) && at.expression.kind === ts.SyntaxKind.ThisKeyword ? at.name.text : undefined;
}


/***/ }),

/***/ 4684:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mk: () => (/* binding */ collectReturns),
  Us: () => (/* binding */ delegatedBody),
  L7: () => (/* binding */ exportedTools),
  Ir: () => (/* binding */ exportedValues),
  jv: () => (/* binding */ heldName),
  K8: () => (/* binding */ isToolObject),
  sY: () => (/* binding */ listName),
  KD: () => (/* binding */ loopedList),
  qV: () => (/* binding */ mappedList),
  _9: () => (/* binding */ namesListTools),
  ru: () => (/* binding */ topReturns)
});

// EXTERNAL MODULE: ./src/formats/typescript-source/loop-registrars.ts
var loop_registrars = __webpack_require__(5209);
;// CONCATENATED MODULE: ./src/formats/typescript-source/sdk-parsed.ts

/** The keys the SDK's ToolSchema knows. */
const TOOL_KEYS = new Set(['name', 'title', 'icons', 'description', 'inputSchema', 'outputSchema', 'annotations', 'execution', '_meta']);
/** The keys the SDK's ToolAnnotationsSchema knows. */
const ANNOTATION_KEYS = new Set(['title', 'readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint']);
/** `@modelcontextprotocol/sdk/types.js`, with or without its extension. */
const SDK_TYPES = /^@modelcontextprotocol\/sdk\/types(?:\.js)?$/;
/** The local names a module imports the SDK's `ToolSchema` by. */
function toolSchemaNames(ts, file) {
    const out = new Set();
    for (const statement of file.statements) {
        if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || !SDK_TYPES.test(statement.moduleSpecifier.text))
            continue;
        const bindings = statement.importClause?.namedBindings;
        if (statement.importClause?.isTypeOnly || !bindings || !ts.isNamedImports(bindings))
            continue;
        for (const element of bindings.elements)
            if (!element.isTypeOnly && (element.propertyName ?? element.name).text === 'ToolSchema')
                out.add(element.name.text);
    }
    return out;
}
/** The literal a `ToolSchema.parse({ … })` call returns as written (see above), if the call is one. */
function parsedLiteral(ts, node, schemas) {
    if (schemas.size === 0 || !ts.isCallExpression(node) || node.arguments.length !== 1)
        return undefined;
    const callee = (0,loop_registrars/* stripped */.uR)(ts, node.expression);
    if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== 'parse' || !ts.isIdentifier(callee.expression) || !schemas.has(callee.expression.text))
        return undefined;
    const literal = (0,loop_registrars/* stripped */.uR)(ts, node.arguments[0]);
    return ts.isObjectLiteralExpression(literal) && knownKeys(ts, literal, TOOL_KEYS) ? literal : undefined;
}
/** Whether every property of a literal is written out under a key of `known`, and its `annotations` (if any) likewise. */
function knownKeys(ts, literal, known) {
    return literal.properties.every((property) => {
        if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)))
            return false;
        if (!known.has(property.name.text))
            return false;
        if (known !== TOOL_KEYS || property.name.text !== 'annotations')
            return true;
        const annotations = (0,loop_registrars/* stripped */.uR)(ts, property.initializer);
        return ts.isObjectLiteralExpression(annotations) && knownKeys(ts, annotations, ANNOTATION_KEYS);
    });
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/tool-lists.ts


/**
 * `list.map((t) => ({ name: t.name, … }))` (or `({ name, description }) => ({ name, description })`,
 * `(t) => ({ ...t })`) over a module's written-out list: the list, and what the callback keeps of each item.
 * Undefined when the callback does anything else, or its `name` is not an item's own.
 */
function mappedList(ts, node, lists) {
    if (!ts.isCallExpression(node) || node.arguments.length !== 1 || !ts.isPropertyAccessExpression(node.expression))
        return undefined;
    if (node.expression.name.text !== 'map')
        return undefined;
    const listed = (0,loop_registrars/* stripped */.uR)(ts, node.expression.expression);
    const list = ts.isArrayLiteralExpression(listed) && listName(ts, listed) === undefined ? listed : lists.get(listName(ts, listed) ?? '');
    const callback = (0,loop_registrars/* stripped */.uR)(ts, node.arguments[0]);
    if (!list || !(ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)) || callback.parameters.length < 1)
        return undefined;
    const omit = restOf(ts, callback);
    if (omit)
        return omit.has('name') ? undefined : { list, projection: { spread: true, keys: new Map(), omit } };
    const made = madeObject(ts, callback);
    const bound = parameterKeys(ts, callback.parameters[0]);
    if (!made || !bound)
        return undefined;
    const projection = { spread: false, keys: new Map() };
    for (const property of made.properties) {
        if (ts.isSpreadAssignment(property)) {
            const copied = copiedWhenSet(ts, property.expression, bound);
            if (copied) {
                projection.keys.set(copied.key, copied.from);
                continue;
            }
            if (!ts.isIdentifier(property.expression) || property.expression.text !== bound.item || projection.keys.size > 0)
                return undefined;
            projection.spread = true;
            continue;
        }
        const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
        if (key === undefined)
            return undefined;
        if (ts.isShorthandPropertyAssignment(property)) {
            const from = bound.keys.get(key);
            if (from === undefined)
                return undefined;
            projection.keys.set(key, from);
        }
        else if (ts.isPropertyAssignment(property))
            projection.keys.set(key, copiedKey(ts, property.initializer, bound) ?? property.initializer);
        else
            return undefined;
    }
    const name = projection.keys.get('name');
    if (typeof name !== 'string' && !(name === undefined && projection.spread))
        return undefined;
    return { list, projection };
}
/**
 * The list a loop binds `name` to, when the module writes it out: `for (const t of list)`, or the first
 * parameter of `list.forEach((t) => …)` (`map`, `flatMap`). The nearest binding of the name decides.
 */
function loopedList(ts, name, lists) {
    const listOf = (node) => {
        const at = (0,loop_registrars/* stripped */.uR)(ts, node);
        return ts.isArrayLiteralExpression(at) ? at : ts.isIdentifier(at) ? lists.get(at.text) : undefined;
    };
    const iterated = (0,loop_registrars/* iteratedBy */._b)(ts, name, name.text);
    return iterated && listOf(iterated);
}
/** The object literal a callback returns: its concise body, or the one `return` its block holds. */
function madeObject(ts, callback) {
    const body = callback.body;
    let made;
    if (!ts.isBlock(body))
        made = body;
    else if (body.statements.length === 1 && ts.isReturnStatement(body.statements[0]))
        made = body.statements[0].expression;
    const at = made && (0,loop_registrars/* stripped */.uR)(ts, made);
    return at && ts.isObjectLiteralExpression(at) ? at : undefined;
}
/** `({ _meta, ...rest }) => rest`: the keys the callback leaves out of each item, or undefined for any other callback. */
function restOf(ts, callback) {
    const pattern = callback.parameters[0].name;
    const body = ts.isBlock(callback.body) ? undefined : (0,loop_registrars/* stripped */.uR)(ts, callback.body);
    const last = ts.isObjectBindingPattern(pattern) ? pattern.elements[pattern.elements.length - 1] : undefined;
    if (!last?.dotDotDotToken || !ts.isIdentifier(last.name) || !body || !ts.isIdentifier(body) || body.text !== last.name.text)
        return undefined;
    const omit = new Set();
    for (const element of pattern.elements.slice(0, -1)) {
        const key = element.propertyName ?? element.name;
        if (element.dotDotDotToken || element.initializer || !(ts.isIdentifier(key) || ts.isStringLiteral(key)))
            return undefined;
        omit.add(key.text);
    }
    return omit;
}
/** The item's name (`t`), or the local names a destructuring parameter binds, each to the item's key. */
function parameterKeys(ts, parameter) {
    if (ts.isIdentifier(parameter.name))
        return { item: parameter.name.text, keys: new Map() };
    if (!ts.isObjectBindingPattern(parameter.name))
        return undefined;
    const keys = new Map();
    for (const element of parameter.name.elements) {
        if (element.dotDotDotToken || element.initializer || !ts.isIdentifier(element.name))
            return undefined;
        const from = element.propertyName ?? element.name;
        if (!ts.isIdentifier(from) && !ts.isStringLiteral(from))
            return undefined;
        keys.set(element.name.text, from.text);
    }
    return { keys };
}
/**
 * `...(annotations ? { annotations } : {})` (or `...(t.meta ? { _meta: t.meta } : {})`): the item's key, copied
 * when it is set, is the key copied; a falsy one left out is what an unset one is. Undefined for any other spread.
 */
function copiedWhenSet(ts, spread, bound) {
    const choice = (0,loop_registrars/* stripped */.uR)(ts, spread);
    if (!ts.isConditionalExpression(choice))
        return undefined;
    const from = copiedKey(ts, choice.condition, bound);
    const [set, unset] = [(0,loop_registrars/* stripped */.uR)(ts, choice.whenTrue), (0,loop_registrars/* stripped */.uR)(ts, choice.whenFalse)];
    if (from === undefined || !ts.isObjectLiteralExpression(set) || !ts.isObjectLiteralExpression(unset) || unset.properties.length > 0)
        return undefined;
    const [only] = set.properties;
    if (set.properties.length !== 1 || !only.name || !(ts.isIdentifier(only.name) || ts.isStringLiteral(only.name)))
        return undefined;
    const copied = ts.isShorthandPropertyAssignment(only)
        ? bound.keys.get(only.name.text)
        : ts.isPropertyAssignment(only)
            ? copiedKey(ts, only.initializer, bound)
            : undefined;
    return copied === from ? { key: only.name.text, from } : undefined;
}
/** The item's key a value copies: `t.key` for the item `t`, or a name the parameter destructures. */
function copiedKey(ts, value, bound) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, value);
    if (ts.isIdentifier(at))
        return bound.keys.get(at.text);
    if (ts.isPropertyAccessExpression(at) && ts.isIdentifier(at.expression) && at.expression.text === bound.item)
        return at.name.text;
    return undefined;
}
/**
 * `ListToolsRequestSchema`, or `types.ListToolsRequestSchema`, behind a cast (`ListToolsRequestSchema as any`) too;
 * or a schema written in its place, `z.object({ method: z.literal("tools/list"), … })`: the SDK routes a handler
 * by its schema's `method` literal.
 */
function namesListTools(ts, node) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, node);
    if (ts.isIdentifier(at))
        return at.text === 'ListToolsRequestSchema';
    if (ts.isPropertyAccessExpression(at))
        return at.name.text === 'ListToolsRequestSchema';
    return literalCall(ts, at, 'object', (shape) => {
        if (!ts.isObjectLiteralExpression(shape))
            return false;
        const method = shape.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'method');
        return (!!method &&
            ts.isPropertyAssignment(method) &&
            literalCall(ts, (0,loop_registrars/* stripped */.uR)(ts, method.initializer), 'literal', (value) => ts.isStringLiteralLike(value) && value.text === 'tools/list'));
    });
}
/** `z.<name>(argument)` with one argument that `test` accepts. */
function literalCall(ts, node, name, test) {
    if (!ts.isCallExpression(node) || node.arguments.length !== 1 || !ts.isPropertyAccessExpression(node.expression))
        return false;
    return node.expression.name.text === name && ts.isIdentifier(node.expression.expression) && test((0,loop_registrars/* stripped */.uR)(ts, node.arguments[0]));
}
/** A tool object written out: an object literal with a `name` and an `inputSchema`. */
function isToolObject(ts, node) {
    const object = (0,loop_registrars/* stripped */.uR)(ts, node);
    if (!ts.isObjectLiteralExpression(object))
        return false;
    const keys = new Set(object.properties.map((p) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : '')));
    return keys.has('name') && keys.has('inputSchema');
}
/**
 * The name a list is read by: `all`, or a Map's values copied out (`Array.from(this.tools.values())`,
 * `[...tools.values()]`) by what names the Map.
 */
function listName(ts, node) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, node);
    if (ts.isIdentifier(at))
        return at.text;
    let values;
    if (ts.isArrayLiteralExpression(at) && at.elements.length === 1 && ts.isSpreadElement(at.elements[0]))
        values = (0,loop_registrars/* stripped */.uR)(ts, at.elements[0].expression);
    else if (ts.isCallExpression(at) && at.arguments.length === 1 && ts.isPropertyAccessExpression(at.expression) && at.expression.name.text === 'from') {
        const owner = at.expression.expression;
        if (ts.isIdentifier(owner) && owner.text === 'Array')
            values = (0,loop_registrars/* stripped */.uR)(ts, at.arguments[0]);
    }
    if (!values || !ts.isCallExpression(values) || values.arguments.length > 0 || !ts.isPropertyAccessExpression(values.expression))
        return undefined;
    return values.expression.name.text === 'values' ? heldName(ts, values.expression.expression) : undefined;
}
/** What names a value a module holds: `tools`, or `this.tools` of a class field. */
function heldName(ts, node) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, node);
    if (ts.isIdentifier(at))
        return at.text;
    return ts.isPropertyAccessExpression(at) && at.expression.kind === ts.SyntaxKind.ThisKeyword ? `this.${at.name.text}` : undefined;
}
/** `[]` or `{}`. */
function isEmptyLiteral(ts, node) {
    return (ts.isArrayLiteralExpression(node) && node.elements.length === 0) || (ts.isObjectLiteralExpression(node) && node.properties.length === 0);
}
/** How deep dictionaries of tools spread into one another are followed. */
const MAX_DICT_DEPTH = 3;
/**
 * A module's top-level `export const tools = [{ name, …, inputSchema }, …]` lists and `export const readNote =
 * { name, …, inputSchema }` tool objects (typed, `as const` or `satisfies` too), by name: each a tool object
 * written out (or a same-file constant's), or a wrapper holding one under a single key, or a list of them
 * all held alike (imported-lists.ts proves another module registers them). With `loose`, any object literal
 * with a `name` key is one (an SDK v1 call may pass it keys of any name), and no wrapper is. Otherwise a call of
 * one of `helpers` (passing-helpers.ts: `createTool({ name, … })`) holds the tool its argument writes, under the
 * helper's wrapper key if it makes one. The SDK's own `ToolSchema.parse({ … })` of a literal is that literal (sdk-parsed.ts).
 */
function exportedTools(ts, file, loose = false, helpers = new Map()) {
    const out = new Map();
    const consts = topConsts(ts, file);
    const returns = new Map(topReturns(ts, file).map((returned) => [returned.name, returned]));
    const schemas = toolSchemaNames(ts, file);
    const resolve = (node) => {
        const at = (0,loop_registrars/* stripped */.uR)(ts, node);
        const value = ts.isIdentifier(at) ? (consts.get(at.text) ?? at) : at;
        return madeBy(ts, value, returns) ?? parsedLiteral(ts, value, schemas) ?? value;
    };
    // A helper's call holds its argument (under the helper's wrapper key): a tool with a name, its schema written unless the helper makes it.
    const helped = (at) => {
        const helper = !loose && ts.isCallExpression(at) && ts.isIdentifier(at.expression) && at.arguments.length === 1 ? helpers.get(at.expression.text) : undefined;
        const object = helper && resolve(at.arguments[0]);
        if (!helper || !object || !ts.isObjectLiteralExpression(object))
            return undefined;
        const named = object.properties.some((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'name');
        return named && (helper.computed.has('inputSchema') || isToolObject(ts, object)) ? { via: helper.via, tool: object } : undefined;
    };
    const held = (node) => {
        const object = resolve(node);
        if (ts.isCallExpression(object))
            return helped(object);
        if (!ts.isObjectLiteralExpression(object))
            return undefined;
        if (isToolObject(ts, object))
            return { tool: object };
        // `loose`: any object with a name (`{ name, description, paramsSchema, handler }`), never a wrapper.
        if (loose)
            return object.properties.some((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'name') ? { tool: object } : undefined;
        const wrapped = object.properties.filter((p) => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && isToolObject(ts, resolve(p.initializer)));
        const [only] = wrapped;
        return wrapped.length === 1 ? { via: only.name.text, tool: resolve(only.initializer) } : undefined;
    };
    /**
     * `{ SEARCH: { name, …, inputSchema }, …, ...moreTools() }`: each value a tool, the dictionaries spread in the
     * module's own; and its keys, unless one is computed.
     */
    const dict = (node, depth = 0) => {
        const object = resolve(node);
        if (!ts.isObjectLiteralExpression(object) || object.properties.length === 0 || depth > MAX_DICT_DEPTH)
            return undefined;
        const tools = [];
        let keys = [];
        for (const property of object.properties) {
            const spread = ts.isSpreadAssignment(property) ? (0,loop_registrars/* stripped */.uR)(ts, property.expression) : undefined;
            const part = spread && ts.isCallExpression(spread) && ts.isIdentifier(spread.expression) ? returns.get(spread.expression.text)?.value : spread;
            const value = ts.isPropertyAssignment(property) ? resolve(property.initializer) : undefined;
            const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? [property.name.text] : undefined;
            const items = part ? dict(part, depth + 1) : value && isToolObject(ts, value) ? { tools: [value], keys: key } : undefined;
            if (!items)
                return undefined;
            tools.push(...items.tools);
            keys = keys && items.keys ? [...keys, ...items.keys] : undefined;
        }
        return { tools, ...(keys ? { keys } : {}) };
    };
    for (const { name, value, called } of exportedValues(ts, file)) {
        if (!ts.isArrayLiteralExpression(value)) {
            const item = held(value);
            const entries = item ? undefined : dict(value);
            if (item)
                out.set(name, { kind: 'tool', via: item.via, called, tools: [item.tool] });
            else if (entries)
                out.set(name, { kind: 'dict', called, ...entries });
            continue;
        }
        const items = value.elements.map((element) => (ts.isSpreadElement(element) ? undefined : held(element)));
        const via = items[0]?.via;
        if (items.length > 0 && items.every((item) => item !== undefined && item.via === via))
            out.set(name, { kind: 'list', via, called, tools: items.map((item) => item.tool) });
    }
    return out;
}
/**
 * `makeReadNote()`: a call, with no argument, of the module's own function of no parameter whose one return is an
 * object literal. Each call makes that object as it is written (its values read as written wherever it is), so
 * the call is that object. A function of parameters may make its object of them, and is not followed here.
 */
function madeBy(ts, node, returns) {
    if (!ts.isCallExpression(node) || node.arguments.length > 0 || !ts.isIdentifier(node.expression))
        return undefined;
    const made = returns.get(node.expression.text);
    return made?.fn.parameters.length === 0 && ts.isObjectLiteralExpression(made.value) ? made.value : undefined;
}
/** A module's exported `const` values, and what its exported functions return (`called`). */
function exportedValues(ts, file) {
    const out = (0,loop_registrars/* exportedConsts */.KP)(ts, file);
    for (const returned of topReturns(ts, file))
        if (returned.exported)
            out.push({ name: returned.name, value: returned.value, called: true });
    return out;
}
/**
 * A module's top-level functions (`function f(…) {…}`, `const f = (…) => …`, exported or not) that return one
 * expression, by name: the only `return` of the body (nested functions' not counted) besides those of an
 * empty `[]` or `{}`, or the arrow's concise body, behind its casts. A function with two others, or none, is left out.
 */
function topReturns(ts, file) {
    const out = [];
    for (const statement of file.statements) {
        const exported = !!(ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword));
        const add = (name, fn) => {
            const returned = [];
            if (fn.body && ts.isBlock(fn.body))
                collectReturns(ts, fn.body, returned);
            else if (fn.body)
                returned.push(fn.body);
            // `if (configured) return {};`: an empty answer on some runs leaves the other served whole on the rest.
            const values = returned.map((value) => (0,loop_registrars/* stripped */.uR)(ts, value)).filter((value) => !isEmptyLiteral(ts, value));
            if (values.length === 1)
                out.push({ name, value: values[0], exported, fn });
        };
        if (ts.isFunctionDeclaration(statement) && statement.name)
            add(statement.name.text, statement);
        else if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const)
            for (const declaration of statement.declarationList.declarations) {
                const value = declaration.initializer && (0,loop_registrars/* stripped */.uR)(ts, declaration.initializer);
                if (ts.isIdentifier(declaration.name) && value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value)))
                    add(declaration.name.text, value);
            }
    }
    return out;
}
/** The module's top-level `const name = value` declarations, each value behind its casts. */
function topConsts(ts, file) {
    const out = new Map();
    for (const statement of file.statements) {
        if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const))
            continue;
        for (const declaration of statement.declarationList.declarations)
            if (ts.isIdentifier(declaration.name) && declaration.initializer)
                out.set(declaration.name.text, (0,loop_registrars/* stripped */.uR)(ts, declaration.initializer));
    }
    return out;
}
/** What a function body returns, not counting nested functions' (or classes') returns. */
function collectReturns(ts, node, out) {
    ts.forEachChild(node, (child) => {
        if (ts.isFunctionLike(child) || ts.isClassLike(child))
            return;
        if (ts.isReturnStatement(child) && child.expression)
            out.push(child.expression);
        else
            collectReturns(ts, child, out);
    });
}
/**
 * The body of the private method a tools/list answer hands on to (`return this.listTools()`, awaited or
 * not, no argument), if it is one: the `this` is the class's around the call (only arrow functions
 * between), which declares the method once, with a body, `private` or `#`-named, so no subclass
 * replaces it.
 */
function delegatedBody(ts, returned) {
    let at = returned;
    while (ts.isAwaitExpression(at) || ts.isParenthesizedExpression(at) || ts.isAsExpression(at))
        at = at.expression;
    if (!ts.isCallExpression(at) || at.arguments.length > 0 || !ts.isPropertyAccessExpression(at.expression))
        return undefined;
    if (at.expression.expression.kind !== ts.SyntaxKind.ThisKeyword)
        return undefined;
    const name = at.expression.name.text;
    let owner = at.parent;
    while (!ts.isSourceFile(owner) && (!ts.isFunctionLike(owner) || ts.isArrowFunction(owner)))
        owner = owner.parent;
    const cls = ts.isMethodDeclaration(owner) || ts.isConstructorDeclaration(owner) ? owner.parent : undefined;
    if (!cls || !ts.isClassLike(cls))
        return undefined;
    const named = cls.members.filter((m) => m.name && (ts.isIdentifier(m.name) || ts.isPrivateIdentifier(m.name)) && m.name.text === name);
    const [method] = named;
    if (named.length !== 1 || !ts.isMethodDeclaration(method) || !method.body)
        return undefined;
    const closed = ts.isPrivateIdentifier(method.name) || ts.getModifiers(method)?.some((m) => m.kind === ts.SyntaxKind.PrivateKeyword);
    return closed ? method.body : undefined;
}


/***/ }),

/***/ 8871:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   o: () => (/* binding */ VSCODE_MCP_JSON_INFO)
/* harmony export */ });
/* harmony import */ var _client_config_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2715);
/**
 * What tells a file is a VS Code MCP configuration (.vscode/mcp.json): all that classification reads. The
 * client's model and rules (index.ts) load only when such a file is linted.
 */

const VSCODE_MCP_JSON_INFO = {
    id: 'vscode-mcp-json',
    precedence: 120,
    noun: { one: 'VS Code MCP config', other: 'VS Code MCP configs' },
    title: 'VS Code MCP configuration (.vscode/mcp.json)',
    paths: ['**/.vscode/mcp.json'],
    syntax: 'jsonc',
    serverKeys: ['servers'],
    foreignKeys: { mcpServers: 'the key of Claude Code, Cursor and most other clients' },
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_0__/* .clientInfo */ .q)(VSCODE_MCP_JSON_INFO));


/***/ }),

/***/ 7055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   s: () => (/* binding */ WINDSURF_MCP_CONFIG_INFO)
/* harmony export */ });
/* harmony import */ var _client_config_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2715);
/**
 * What tells a file is a Windsurf MCP configuration (mcp_config.json): all that classification reads. The
 * client's model and rules (index.ts) load only when such a file is linted.
 */

const WINDSURF_MCP_CONFIG_INFO = {
    id: 'windsurf-mcp-config',
    precedence: 100,
    noun: { one: 'Windsurf config', other: 'Windsurf configs' },
    title: 'Windsurf MCP configuration (mcp_config.json)',
    paths: ['**/.windsurf/mcp_config.json', '**/.codeium/windsurf/mcp_config.json', '**/.codeium/mcp_config.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_0__/* .clientInfo */ .q)(WINDSURF_MCP_CONFIG_INFO));


/***/ }),

/***/ 72:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ UNVERSIONED),
/* harmony export */   i: () => (/* binding */ VersionAxis)
/* harmony export */ });
/**
 * A format's version axis: the versions it knows, oldest first, and how a file declares one. Models
 * (dsl.ts) say in which versions each field exists with spans on an axis; the checker and messages read
 * spans through it. Formats without versions (client configurations) use a single-version axis.
 */
class VersionAxis {
    versions;
    names;
    constructor(versions, names) {
        this.versions = versions;
        this.names = names;
        if (versions.length === 0)
            throw new Error('a version axis needs at least one version');
    }
    get latest() {
        return this.versions[this.versions.length - 1];
    }
    /** True when files of the format declare no version: messages then name none. */
    get unversioned() {
        return this.versions.length === 1;
    }
    has(version) {
        return this.versions.includes(version);
    }
    /** Negative when a is older than b, 0 when equal, positive when newer. */
    compare(a, b) {
        return this.versions.indexOf(a) - this.versions.indexOf(b);
    }
    inSpan(version, span) {
        if (span.since && this.compare(version, span.since) < 0)
            return false;
        if (span.until && this.compare(version, span.until) > 0)
            return false;
        return true;
    }
    versionsIn(span) {
        return this.versions.filter((v) => this.inSpan(v, span));
    }
    /** Throws when a span names a version the axis does not have (a typo in a model). */
    checkSpan(span, where) {
        for (const bound of [span.since, span.until]) {
            if (bound !== undefined && !this.has(bound))
                throw new Error(`${where}: ${bound} is not a version of this axis (${this.versions.join(', ')})`);
        }
    }
    /** How messages name a set of versions: "in 2025-06-18 and later", "only in 2025-11-25", "in 2024-11-05 to 2025-06-18". */
    describe(versions) {
        if (versions.length === 0)
            return `in no ${this.names.noun}`;
        const first = versions[0];
        const last = versions[versions.length - 1];
        const contiguous = this.versions.indexOf(last) - this.versions.indexOf(first) === versions.length - 1;
        if (!contiguous)
            return `in ${versions.join(', ')}`;
        if (versions.length === 1)
            return `only in ${first}`;
        if (versions.length === this.versions.length)
            return 'in every version';
        if (last === this.latest)
            return `in ${first} and later`;
        if (first === this.versions[0])
            return `in ${last} and earlier`;
        return `in ${first} to ${last}`;
    }
    /** The versions to declare instead, as advice names them: "2025-11-25", "2025-06-18 or later", "one of …". */
    declarable(versions) {
        if (versions.length === 1)
            return versions[0];
        const contiguous = this.versions.indexOf(versions[versions.length - 1]) - this.versions.indexOf(versions[0]) === versions.length - 1;
        return contiguous && versions[versions.length - 1] === this.latest ? `${versions[0]} or later` : `one of ${versions.join(', ')}`;
    }
    /** What to do about a field that exists only in `versions`, none of which is the declared one. */
    adviceFor(versions, declared) {
        if (versions.every((v) => this.compare(v, declared) > 0))
            return `Remove it, or ${this.names.declare(this.declarable(versions))} if the server speaks it.`;
        return `It was removed after ${versions[versions.length - 1]}: remove it.`;
    }
}
/** The axis of formats that declare no version. */
const UNVERSIONED = new VersionAxis(['current'], { noun: 'version', field: 'version', declare: () => '' });


/***/ }),

/***/ 2060:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ LineIndex)
/* harmony export */ });
class LineIndex {
    text;
    /** Where each line starts, read on first use: a clean file's index is never asked for a position. */
    lineStarts;
    /**
     * The text's length, read once: optimized code that read `this.text.length` for every position took
     * 60 µs a call once the index had seen strings of several representations (a third 4.5 MB file with
     * 900,000 findings took minutes to parse).
     */
    length;
    constructor(text) {
        this.text = text;
        this.length = text.length;
    }
    /** LF, CRLF and a lone CR each end a line, as in JSON, YAML 1.2 and codeql's line hashes. */
    get starts() {
        if (this.lineStarts)
            return this.lineStarts;
        // indexOf finds the next break far faster than a loop over every character.
        const { text } = this;
        const starts = [0];
        let lf = text.indexOf('\n');
        let cr = text.indexOf('\r');
        while (lf !== -1 || cr !== -1) {
            if (cr !== -1 && (lf === -1 || cr < lf)) {
                // A CR ends its line; a CRLF ends one line, at its LF.
                if (cr + 1 === lf) {
                    starts.push(lf + 1);
                    lf = text.indexOf('\n', lf + 1);
                }
                else {
                    starts.push(cr + 1);
                }
                cr = text.indexOf('\r', cr + 1);
            }
            else {
                starts.push(lf + 1);
                lf = text.indexOf('\n', lf + 1);
            }
        }
        this.lineStarts = starts;
        return starts;
    }
    position(offset) {
        const clamped = Math.max(0, Math.min(offset, this.length));
        const index = this.lineIndexOf(clamped);
        return { line: index + 1, column: clamped - this.starts[index] + 1 };
    }
    /** The 0-based line that holds `offset` (already clamped to the text). */
    lineIndexOf(offset) {
        const { starts } = this;
        let low = 0;
        let high = starts.length - 1;
        while (low < high) {
            const mid = (low + high + 1) >> 1;
            if (starts[mid] <= offset)
                low = mid;
            else
                high = mid - 1;
        }
        return low;
    }
    /** The offset just past the last visible character of the line holding `offset` (before any CR/LF). */
    lineEnd(offset) {
        // The line's number, without the position object (a report asks this for every finding).
        const line = this.lineIndexOf(Math.max(0, Math.min(offset, this.length))) + 1;
        let end = line < this.starts.length ? this.starts[line] - 1 : this.length;
        while (end > 0 && (this.text.charCodeAt(end - 1) === 13 || this.text.charCodeAt(end - 1) === 10))
            end--;
        return Math.max(end, offset);
    }
    /** The text of one line (1-based), without its line break. */
    lineText(line) {
        const start = this.starts[line - 1] ?? this.length;
        const next = this.starts[line];
        let end = next === undefined ? this.length : next - 1;
        // A CRLF's CR, looked at directly: a regex anchored at the end reads the whole line, and a one-line
        // file with 10,000 findings asked for its line 10,000 times.
        if (end > start && this.text.charCodeAt(end - 1) === 13)
            end--;
        return this.text.slice(start, end);
    }
    /** The offset of a position (the inverse of `position` for positions inside the text). */
    offsetOf(position) {
        const start = this.starts[position.line - 1] ?? this.text.length;
        return Math.min(start + position.column - 1, this.text.length);
    }
    range(start, end) {
        return { start: this.position(start), end: this.position(Math.max(start, end)) };
    }
}


/***/ }),

/***/ 565:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BK: () => (/* binding */ parsedFromSpans),
/* harmony export */   t4: () => (/* binding */ located),
/* harmony export */   wI: () => (/* binding */ fromSpans)
/* harmony export */ });
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6065);
/* harmony import */ var _lines_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2060);
/**
 * A parsed document's positions: `locate`, `nearest` and `extent` over the places a parser recorded,
 * read only when a finding first asks for one.
 */


/** A document whose value was read from program source by its format, placed by `spans` (offsets into `text`). */
function parsedFromSpans(text, value, spans, inventory, lines, anchors, problems = []) {
    const locateIn = (pointer, index) => {
        const list = anchors.get(pointer);
        if (!list || list.length === 0 || index < 0)
            return undefined;
        let found = list[0];
        for (const anchor of list)
            if (anchor[0] <= index)
                found = anchor;
        const offset = Math.min(found[1] + (index - found[0]), text.length);
        return lines.range(offset, Math.min(offset + 1, lines.lineEnd(offset)));
    };
    return {
        ...located(text, value, problems, fromSpans(() => spans), lines),
        inventory,
        locateIn,
    };
}
/** Places from every span at once, read by `readSpans` on first use. */
function fromSpans(readSpans) {
    let spans;
    return (pointer) => {
        const known = (spans ??= readSpans());
        let current = pointer;
        while (current !== '' && !known.has(current))
            current = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_0__/* .parentPointer */ .Yg)(current);
        const entry = known.get(current);
        if (!entry)
            return { pointer: current };
        const [start, end] = entry.value;
        return { pointer: current, span: { start, end: (limit = Infinity) => Math.min(end, limit), ...(entry.key ? { key: entry.key } : {}) } };
    };
}
/**
 * A parsed document whose source positions come from `entryOf`: for clean JSON a locator that reads
 * only the paths to the places asked for (json-locate.ts: each container on the way once, however
 * many places it holds), otherwise every span, read once. `extentOf`, when given, answers `extent`
 * instead (whole collections, which the fast YAML reader does not place past their first line).
 */
function located(text, value, problems, entryOf, knownLines, extentOf = entryOf) {
    // The index reads the line breaks only when a position is first asked for.
    const lines = knownLines ?? new _lines_js__WEBPACK_IMPORTED_MODULE_1__/* .LineIndex */ .r(text);
    const nearest = (pointer) => entryOf(pointer).pointer;
    const locate = (pointer, target = 'value') => {
        const { pointer: found, span } = entryOf(pointer);
        if (!span)
            return lines.range(0, Math.min(1, text.length));
        // A collection's region is its first line only: GitHub shows an alert on a pull request only when
        // every line of its region is in the diff. So a value's end is read no further than that line's.
        if (found === pointer && target === 'key' && span.key) {
            const [start, end] = span.key;
            return lines.range(start, Math.min(end, lines.lineEnd(start)));
        }
        return lines.range(span.start, span.end(lines.lineEnd(span.start)));
    };
    const extent = (pointer) => {
        const { span } = extentOf(pointer);
        return span ? lines.range(span.start, span.end()) : lines.range(0, text.length);
    };
    return {
        value,
        problems,
        lines,
        locate,
        nearest,
        extent,
    };
}


/***/ }),

/***/ 9482:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  tN: () => (/* reexport */ DEFAULT_PARSE_LIMITS),
  be: () => (/* binding */ formatOf),
  Tp: () => (/* binding */ parseDocument),
  BK: () => (/* reexport */ located/* parsedFromSpans */.BK)
});

// UNUSED EXPORTS: parseFully

// EXTERNAL MODULE: ./src/util/pointer.ts
var util_pointer = __webpack_require__(6065);
;// CONCATENATED MODULE: ./src/parse/messages.ts
/** The finding every parser gives where nesting passes limits.maxDepth. */
const depthMessage = (maxDepth) => `Nesting is deeper than ${maxDepth} levels; mcpdesc stops reading here. Flatten the structure or raise limits.maxDepth.`;
/** The finding JSONC and TOML give where the values pass limits.maxNodes. */
const nodesMessage = (maxNodes) => `The document has more than ${maxNodes} values; mcpdesc stops reading here. Split the file or raise limits.maxNodes.`;

;// CONCATENATED MODULE: ./src/parse/json.ts
/**
 * A strict JSON parser (RFC 8259) that records where every value and key is, for `.json`
 * descriptors. It is several times faster than going through a YAML parser, reports syntax errors
 * at the exact character, finds duplicate keys, and enforces the same limits as the YAML path.
 */


class Stop extends Error {
    problem;
    constructor(problem) {
        super(problem.message);
        this.problem = problem;
    }
}
const ESCAPES = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
function parseJson(text, spans, limits) {
    const problems = [];
    let pos = 0;
    let nodes = 0;
    const fail = (message, start = pos, end = start + 1, kind = 'syntax', pointer) => {
        throw new Stop({ kind, message, start, end, ...(pointer === undefined ? {} : { pointer }) });
    };
    const describe = (at) => (at >= text.length ? 'the end of the file' : JSON.stringify(text[at]));
    const skipWhitespace = () => {
        for (;;) {
            const c = text.charCodeAt(pos);
            if (c === 32 || c === 10 || c === 13 || c === 9)
                pos++;
            else
                return;
        }
    };
    const parseString = (pointer) => {
        const start = pos++;
        let out = '';
        let chunk = pos;
        for (;;) {
            if (pos >= text.length)
                fail('Invalid JSON: this string is never closed. Add the closing quote.', start);
            const c = text.charCodeAt(pos);
            if (c === 34) {
                out += text.slice(chunk, pos++);
                if (out.length > limits.maxStringLength) {
                    fail(`A string of ${out.length} characters is longer than the limit of ${limits.maxStringLength}. Shorten it or raise limits.maxStringLength.`, start, start + 1, 'limits', pointer);
                }
                return out;
            }
            if (c < 32)
                fail(`Invalid JSON: a control character (U+${c.toString(16).padStart(4, '0').toUpperCase()}) inside a string is not allowed: escape it, e.g. as \\n.`);
            if (c === 92) {
                out += text.slice(chunk, pos);
                const e = text[pos + 1];
                if (e === 'u') {
                    const hex = text.slice(pos + 2, pos + 6);
                    if (!/^[0-9a-fA-F]{4}$/.test(hex))
                        fail('Invalid JSON: "\\u" must be followed by four hexadecimal digits. Write them, or escape the backslash as "\\\\".');
                    out += String.fromCharCode(parseInt(hex, 16));
                    pos += 6;
                }
                else if (e !== undefined && ESCAPES[e] !== undefined) {
                    out += ESCAPES[e];
                    pos += 2;
                }
                else {
                    fail(`Invalid JSON: "\\${e ?? ''}" is not an escape sequence; use \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX.`, pos, pos + 2);
                }
                chunk = pos;
            }
            else {
                pos++;
            }
        }
    };
    const parseNumber = () => {
        const match = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
        match.lastIndex = pos;
        const found = match.exec(text);
        if (!found || found[0] === '-')
            fail(`Invalid JSON: unexpected ${describe(pos)}; write a value here (string, number, object, array, true, false or null).`);
        pos += found[0].length;
        return Number(found[0]);
    };
    const parseValue = (pointer, depth, key) => {
        skipWhitespace();
        const start = pos;
        if (++nodes > limits.maxNodes) {
            fail(`The document has more than ${limits.maxNodes} values; mcpdesc stops reading here. Split the descriptor or raise limits.maxNodes.`, start, start + 1, 'limits', pointer);
        }
        if (depth > limits.maxDepth) {
            fail(depthMessage(limits.maxDepth), start, start + 1, 'limits', pointer);
        }
        let value;
        const c = text[pos];
        if (c === '{' || c === '[') {
            spans.set(pointer, { value: [start, start + 1], ...(key ? { key } : {}) });
            value = c === '{' ? parseObject(pointer, depth) : parseArray(pointer, depth);
            spans.set(pointer, { value: [start, pos], ...(key ? { key } : {}) });
            return value;
        }
        if (c === '"')
            value = parseString(pointer);
        else if (text.startsWith('true', pos)) {
            value = true;
            pos += 4;
        }
        else if (text.startsWith('false', pos)) {
            value = false;
            pos += 5;
        }
        else if (text.startsWith('null', pos)) {
            value = null;
            pos += 4;
        }
        else
            value = parseNumber();
        spans.set(pointer, { value: [start, pos], ...(key ? { key } : {}) });
        return value;
    };
    const parseObject = (pointer, depth) => {
        // No prototype: a key such as "constructor" or "__proto__" can never resolve to inherited members.
        const object = Object.create(null);
        pos++;
        skipWhitespace();
        if (text[pos] === '}') {
            pos++;
            return object;
        }
        for (;;) {
            skipWhitespace();
            if (text[pos] !== '"') {
                fail(text[pos] === '}'
                    ? 'Invalid JSON: a trailing comma before "}" is not allowed. Remove the comma.'
                    : `Invalid JSON: unexpected ${describe(pos)}; write a property name in double quotes here.`);
            }
            const keyStart = pos;
            const name = parseString(pointer);
            const keySpan = [keyStart, pos];
            const child = (0,util_pointer/* joinPointer */.Kn)(pointer, name);
            skipWhitespace();
            if (text[pos] !== ':')
                fail(`Invalid JSON: unexpected ${describe(pos)}; write ":" after the property name.`);
            pos++;
            if (Object.hasOwn(object, name)) {
                problems.push({
                    kind: 'duplicate-key',
                    message: `Duplicate key ${JSON.stringify(name)}: this object already has it, and parsers silently keep only one of the values. Remove or rename one of them.`,
                    start: keyStart,
                    end: pos - 1,
                    pointer: child,
                });
            }
            // defineProperty keeps a "__proto__" key an ordinary property instead of changing the prototype.
            Object.defineProperty(object, name, { value: parseValue(child, depth + 1, keySpan), enumerable: true, writable: true, configurable: true });
            skipWhitespace();
            if (text[pos] === ',') {
                pos++;
                continue;
            }
            if (text[pos] === '}') {
                pos++;
                return object;
            }
            fail(`Invalid JSON: unexpected ${describe(pos)}; write "," or "}" after a property value.`);
        }
    };
    const parseArray = (pointer, depth) => {
        const array = [];
        pos++;
        skipWhitespace();
        if (text[pos] === ']') {
            pos++;
            return array;
        }
        for (;;) {
            skipWhitespace();
            if (text[pos] === ']')
                fail('Invalid JSON: a trailing comma before "]" is not allowed. Remove the comma.');
            array.push(parseValue((0,util_pointer/* joinPointer */.Kn)(pointer, array.length), depth + 1));
            skipWhitespace();
            if (text[pos] === ',') {
                pos++;
                continue;
            }
            if (text[pos] === ']') {
                pos++;
                return array;
            }
            fail(`Invalid JSON: unexpected ${describe(pos)}; write "," or "]" after an array item.`);
        }
    };
    try {
        skipWhitespace();
        if (pos >= text.length)
            fail('Invalid JSON: the file is empty. Write a descriptor: an object that starts with "protocolVersion".', 0);
        const value = parseValue('', 0);
        skipWhitespace();
        if (pos < text.length)
            fail(`Invalid JSON: unexpected ${describe(pos)} after the end of the document. A file holds one JSON value; remove the extra content.`);
        return { value, problems };
    }
    catch (error) {
        if (!(error instanceof Stop))
            throw error;
        problems.push(error.problem);
        return { value: undefined, problems };
    }
}

// EXTERNAL MODULE: ./src/util/lazy-require.ts
var lazy_require = __webpack_require__(6050);
;// CONCATENATED MODULE: ./src/parse/depth-scan.ts
/** Whether a text cannot pass either limit: too few openers to nest, too short to hold the values. */
function plainlyWithin(text, limits) {
    if (text.length > limits.maxNodes)
        return false;
    let openers = 0;
    for (let i = text.indexOf('['); i !== -1 && openers <= limits.maxDepth; i = text.indexOf('[', i + 1))
        openers++;
    for (let i = text.indexOf('{'); i !== -1 && openers <= limits.maxDepth; i = text.indexOf('{', i + 1))
        openers++;
    return openers <= limits.maxDepth;
}
/**
 * Brackets and separators outside what `skip` says to pass over (it returns the last index of a string
 * or comment that starts at `i`, or undefined). `separator` is the character that ends a key.
 */
function scan(text, limits, separator, skip) {
    if (plainlyWithin(text, limits))
        return undefined;
    // The open brackets, innermost last: a comma counts a value only inside an array.
    const open = [];
    let values = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c === '[' || c === '{') {
            open.push(c);
            if (open.length > limits.maxDepth)
                return { kind: 'depth', offset: i };
        }
        else if (c === ']' || c === '}') {
            open.pop();
        }
        else if (c === separator || (c === ',' && open[open.length - 1] === '[')) {
            if (++values > limits.maxNodes)
                return { kind: 'nodes', offset: i };
        }
        else {
            const end = skip(i);
            if (end !== undefined)
                i = end;
        }
    }
    return undefined;
}
/** JSON with comments: double-quoted strings with escapes, `//` and block comments. */
function jsoncLimit(text, limits) {
    return scan(text, limits, ':', (i) => {
        const c = text[i];
        if (c === '"') {
            let j = i + 1;
            for (; j < text.length && text[j] !== '"' && text[j] !== '\n'; j++)
                if (text[j] === '\\')
                    j++;
            return j;
        }
        if (c === '/' && text[i + 1] === '/')
            return lineEnd(text, i);
        if (c === '/' && text[i + 1] === '*') {
            const end = text.indexOf('*/', i + 2);
            return end === -1 ? text.length : end + 1;
        }
        return undefined;
    });
}
/** TOML: basic and literal strings, their multi-line forms, and `#` comments. */
function tomlLimit(text, limits) {
    return scan(text, limits, '=', (i) => {
        const c = text[i];
        if (c === '#')
            return lineEnd(text, i);
        if (c === "'" && text.startsWith("'''", i)) {
            const end = text.indexOf("'''", i + 3);
            return end === -1 ? text.length : end + 2;
        }
        if (c === "'") {
            let j = i + 1;
            while (j < text.length && text[j] !== "'" && text[j] !== '\n')
                j++;
            return j;
        }
        if (c === '"' && text.startsWith('"""', i)) {
            let j = i + 3;
            for (; j < text.length && !text.startsWith('"""', j); j++)
                if (text[j] === '\\')
                    j++;
            return j + 2;
        }
        if (c === '"') {
            let j = i + 1;
            for (; j < text.length && text[j] !== '"' && text[j] !== '\n'; j++)
                if (text[j] === '\\')
                    j++;
            return j;
        }
        return undefined;
    });
}
/** Whether a block scalar's header (`|`, `>-`, `|2 # note`) starts at `at` and ends its line. */
function blockHeader(text, at) {
    return /^[|>][-+0-9]*[ \t]*(#.*)?$/.test(text.slice(at, Math.min(lineEnd(text, at), at + 200)));
}
function lineEnd(text, from) {
    const end = text.indexOf('\n', from);
    return end === -1 ? text.length : end;
}
/**
 * YAML's values, counted no higher than the builder counts them, before the `yaml` parser builds its
 * tree (a 4 MB sequence of a million items took 21 s and 1 GB): each "- " with an item after it on its
 * line, each block mapping value on the line of its key, and each comma in a flow collection. Block
 * scalars' lines, comments and quoted scalars are passed over; text this misreads (a plain scalar's
 * quote) is counted less, never more. Returns where the count passes `maxNodes`.
 */
function yamlNodesExceeded(text, maxNodes) {
    if (text.length <= maxNodes)
        return undefined;
    let values = 0;
    let flow = 0;
    /** The indentation of the line that opened a block scalar, while in its content. */
    let blockIndent = -1;
    let i = 0;
    while (i < text.length) {
        const end = lineEnd(text, i);
        let indent = 0;
        while (text[i + indent] === ' ')
            indent++;
        let j = i + indent;
        if (blockIndent >= 0 && (j === end || indent > blockIndent)) {
            i = end + 1;
            continue;
        }
        blockIndent = -1;
        if (flow === 0) {
            // "- - a": two items, each with something after it on the line.
            while (text[j] === '-' && text[j + 1] === ' ') {
                j += 2;
                while (text[j] === ' ')
                    j++;
                if (j < end && text[j] !== '#' && ++values > maxNodes)
                    return j;
            }
        }
        // Where the line's content starts, past its "- " indicators: a block scalar header may stand there.
        const content = j;
        let mapped = false;
        for (; j < text.length && text[j] !== '\n'; j++) {
            const c = text[j];
            const before = j === 0 ? ' ' : text[j - 1];
            if (c === '#' && (before === ' ' || before === '\t' || j === i + indent)) {
                j = lineEnd(text, j) - 1;
            }
            else if (c === '"') {
                for (j++; j < text.length && text[j] !== '"'; j++)
                    if (text[j] === '\\')
                        j++;
            }
            else if (c === "'" && /[\s[{,:]/.test(before)) {
                for (j++; j < text.length && text[j] !== "'"; j++)
                    ;
            }
            else if (c === '[' || c === '{') {
                flow++;
            }
            else if (c === ']' || c === '}') {
                flow = Math.max(0, flow - 1);
            }
            else if (c === ',' && flow > 0) {
                if (++values > maxNodes)
                    return j;
            }
            else if (c === ':' && flow === 0 && !mapped && text[j + 1] === ' ') {
                let k = j + 1;
                while (text[k] === ' ')
                    k++;
                if (k < text.length && text[k] !== '\n' && text[k] !== '#') {
                    mapped = true;
                    if (++values > maxNodes)
                        return j;
                    // A block scalar's lines are text, not values.
                    if (blockHeader(text, k))
                        blockIndent = indent;
                }
            }
            else if ((c === '|' || c === '>') && flow === 0 && j === content && blockHeader(text, j)) {
                blockIndent = indent;
            }
        }
        i = j + 1;
    }
    return undefined;
}
/** The offset where a YAML text's "[" / "{" nesting first exceeds `max`, skipping quoted scalars and comments; undefined if it never does. */
function flowDepthExceeded(text, max) {
    // The depth passes `max` only with more than `max` openers in the text, and most files hold a handful.
    let openers = 0;
    for (let i = text.indexOf('['); i !== -1 && openers <= max; i = text.indexOf('[', i + 1))
        openers++;
    for (let i = text.indexOf('{'); i !== -1 && openers <= max; i = text.indexOf('{', i + 1))
        openers++;
    if (openers <= max)
        return undefined;
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c === '[' || c === '{') {
            if (++depth > max)
                return i;
        }
        else if (c === ']' || c === '}') {
            depth = Math.max(0, depth - 1);
        }
        else if (c === '"') {
            for (i++; i < text.length && text[i] !== '"'; i++)
                if (text[i] === '\\')
                    i++;
        }
        else if (c === "'") {
            for (i++; i < text.length && text[i] !== "'"; i++)
                ;
        }
        else if (c === '#' && (i === 0 || /\s/.test(text[i - 1]))) {
            while (i < text.length && text[i] !== '\n')
                i++;
        }
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/detect/secrets.ts
var secrets = __webpack_require__(7654);
;// CONCATENATED MODULE: ./src/parse/jsonc.ts





class jsonc_Stop extends Error {
    problem;
    constructor(problem) {
        super(problem.message);
        this.problem = problem;
    }
}
function parseJsonc(text, spans, limits) {
    // jsonc-parser recurses per level and builds the whole tree: refuse deep nesting and too many values before it runs.
    const over = jsoncLimit(text, limits);
    if (over) {
        const message = over.kind === 'depth' ? depthMessage(limits.maxDepth) : nodesMessage(limits.maxNodes);
        return { value: undefined, problems: [{ kind: 'limits', message, start: over.offset, end: over.offset + 1 }] };
    }
    const problems = [...jsoncExtensions(text)];
    const errors = [];
    const root = (0,lazy_require/* vendoredJsonc */.NO)().parseTree(text, errors, { allowTrailingComma: true, disallowComments: false, allowEmptyContent: true });
    if (errors.length > 0) {
        for (const error of errors.slice(0, 10)) {
            problems.push({
                kind: 'syntax',
                message: `Invalid JSON: ${syntaxMessage(error, text)}.`,
                start: error.offset,
                end: error.offset + Math.max(1, error.length),
            });
        }
        return { value: undefined, problems };
    }
    if (!root)
        return { value: null, problems };
    let nodes = 0;
    const build = (node, pointer, depth, key) => {
        if (!spans.has(pointer))
            spans.set(pointer, { value: [node.offset, node.offset + node.length], ...(key ? { key } : {}) });
        const stop = (message) => {
            throw new jsonc_Stop({ kind: 'limits', message, start: node.offset, end: node.offset + 1, pointer });
        };
        if (++nodes > limits.maxNodes)
            stop(nodesMessage(limits.maxNodes));
        if (depth > limits.maxDepth)
            stop(depthMessage(limits.maxDepth));
        switch (node.type) {
            case 'object': {
                // No prototype: a key such as "constructor" or "__proto__" can never resolve to inherited members.
                const object = Object.create(null);
                for (const property of node.children ?? []) {
                    const [keyNode, valueNode] = property.children ?? [];
                    if (!keyNode)
                        continue;
                    const name = String(keyNode.value);
                    if (name.length > limits.maxStringLength)
                        stop(`A property name of ${name.length} characters is longer than the limit of ${limits.maxStringLength}. Shorten it or raise limits.maxStringLength.`);
                    const keySpan = [keyNode.offset, keyNode.offset + keyNode.length];
                    const child = (0,util_pointer/* joinPointer */.Kn)(pointer, name);
                    if (Object.hasOwn(object, name)) {
                        problems.push({
                            kind: 'duplicate-key',
                            message: `Duplicate key ${JSON.stringify(name)}: this object already has it, and parsers silently keep only one of the values. Remove or rename one of them.`,
                            start: keySpan[0],
                            end: keySpan[1],
                            pointer: child,
                        });
                    }
                    const value = valueNode ? build(valueNode, child, depth + 1, keySpan) : null;
                    Object.defineProperty(object, name, { value, enumerable: true, writable: true, configurable: true });
                }
                return object;
            }
            case 'array':
                return (node.children ?? []).map((item, index) => build(item, (0,util_pointer/* joinPointer */.Kn)(pointer, index), depth + 1));
            case 'string':
                if (node.value.length > limits.maxStringLength) {
                    stop(`A string of ${node.value.length} characters is longer than the limit of ${limits.maxStringLength}. Shorten it or raise limits.maxStringLength.`);
                }
                return node.value;
            default:
                return node.value ?? null;
        }
    };
    try {
        return { value: build(root, '', 0), problems };
    }
    catch (error) {
        if (!(error instanceof jsonc_Stop))
            throw error;
        problems.push(error.problem);
        return { value: undefined, problems };
    }
}
/** jsonc-parser's token kinds (a const enum its typings do not let isolated modules read). */
const TOKEN = { closeBrace: 2, closeBracket: 4, comma: 5, lineComment: 12, blockComment: 13, lineBreak: 14, trivia: 15, eof: 17 };
/** Comments and trailing commas: JSONC's two additions to JSON, with where each one is. */
function* jsoncExtensions(text) {
    const scanner = (0,lazy_require/* vendoredJsonc */.NO)().createScanner(text, false);
    let pendingComma;
    for (let kind = scanner.scan(); kind !== TOKEN.eof; kind = scanner.scan()) {
        const start = scanner.getTokenOffset();
        if (kind === TOKEN.lineComment || kind === TOKEN.blockComment) {
            const end = start + scanner.getTokenLength();
            yield { kind: 'comment', message: 'a comment', start, end: Math.min(end, jsonc_lineEnd(text, start)) };
            continue;
        }
        if (kind === TOKEN.trivia || kind === TOKEN.lineBreak)
            continue;
        if ((kind === TOKEN.closeBrace || kind === TOKEN.closeBracket) && pendingComma !== undefined) {
            yield { kind: 'trailing-comma', message: 'a trailing comma', start: pendingComma, end: pendingComma + 1 };
        }
        pendingComma = kind === TOKEN.comma ? start : undefined;
    }
}
function jsonc_lineEnd(text, from) {
    const newline = text.indexOf('\n', from);
    return newline === -1 ? text.length : newline;
}
function syntaxMessage(error, text) {
    const found = error.offset >= text.length ? 'the end of the file' : JSON.stringify(quoted(text, error.offset, Math.max(1, Math.min(error.length, 20))));
    switch ((0,lazy_require/* vendoredJsonc */.NO)().printParseErrorCode(error.error)) {
        case 'PropertyNameExpected':
            return `expected a property name in double quotes, found ${found}`;
        case 'ValueExpected':
            return `expected a value (string, number, object, array, true, false or null), found ${found}`;
        case 'ColonExpected':
            return `expected ":" after the property name, found ${found}`;
        case 'CommaExpected':
            return `expected "," between values, found ${found}`;
        case 'CloseBraceExpected':
            return `this object is never closed: expected "}", found ${found}`;
        case 'CloseBracketExpected':
            return `this array is never closed: expected "]", found ${found}`;
        case 'UnexpectedEndOfString':
            return 'this string is never closed. Add the closing quote';
        case 'UnexpectedEndOfComment':
            return 'this comment is never closed. Add "*/"';
        case 'InvalidEscapeCharacter':
            return `${found} is not an escape sequence; use \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX`;
        case 'InvalidUnicode':
            return '"\\u" must be followed by four hexadecimal digits';
        case 'InvalidCharacter':
            return `a control character inside a string must be escaped, e.g. as \\n`;
        case 'EndOfFileExpected':
            return `expected the end of the file after the value, found ${found}`;
        default:
            return `unexpected ${found}`;
    }
}
/** Up to `length` characters of the file from `offset`, with any credential on their line masked: a quote of part of a key is still a leak. */
function quoted(text, offset, length) {
    const start = text.lastIndexOf('\n', offset - 1) + 1;
    const line = (0,secrets/* redactSecrets */.fp)(text.slice(start, jsonc_lineEnd(text, offset)), 'mask');
    return line.slice(offset - start, offset - start + length) || text.slice(offset, offset + length);
}

;// CONCATENATED MODULE: ./src/parse/json-fast.ts
const BAIL = Symbol('bail');
function parseJsonFast(text, limits) {
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    let nodes = 0;
    let keys = 0;
    const { maxNodes, maxDepth, maxStringLength } = limits;
    const prepare = (value, depth) => {
        if (++nodes > maxNodes || depth > maxDepth)
            throw BAIL;
        if (typeof value !== 'object') {
            if (typeof value === 'string' && value.length > maxStringLength)
                throw BAIL;
            return;
        }
        if (value === null)
            return;
        if (Array.isArray(value)) {
            for (let i = 0; i < value.length; i++)
                prepare(value[i], depth + 1);
            return;
        }
        const object = value;
        // No prototype: a key such as "constructor" or "__proto__" can never resolve to inherited members.
        // JSON.parse made every member an own data property ("__proto__" included), so they all stay.
        Object.setPrototypeOf(object, null);
        // for-in sees exactly the own keys now that there is no prototype, without building their array.
        for (const name in object) {
            keys++;
            if (name.length > maxStringLength)
                throw BAIL;
            prepare(object[name], depth + 1);
        }
    };
    try {
        prepare(parsed, 0);
    }
    catch (error) {
        if (error === BAIL || error instanceof RangeError)
            return undefined;
        throw error;
    }
    // A duplicate key is dropped from the value: it has fewer keys than the text has members.
    return keys === memberColons(text) || keys === countPropertyNames(text) ? { value: parsed } : undefined;
}
/**
 * At least the number of `name: value` members in valid JSON text, and exactly that unless a string
 * starts with a colon: the colons right after a quote that is not escaped, whitespace between them
 * allowed. Every member's colon is one (after its name's closing quote); a colon inside a string is
 * one only after the string's opening quote. It jumps from colon to colon with indexOf, instead of a
 * scan of every character that tells where strings are (countPropertyNames, the exact count).
 */
function memberColons(text) {
    let count = 0;
    for (let at = text.indexOf(':'); at !== -1; at = text.indexOf(':', at + 1)) {
        let before = at - 1;
        let c = text.charCodeAt(before);
        while (c === 32 || c === 10 || c === 13 || c === 9)
            c = text.charCodeAt(--before);
        if (c !== 34)
            continue;
        let slashes = 0;
        while (text.charCodeAt(before - 1 - slashes) === 92)
            slashes++;
        if (slashes % 2 === 0)
            count++;
    }
    return count;
}
/** The number of `name: value` members in valid JSON text: its colons outside strings. */
function countPropertyNames(text) {
    let count = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 58) {
            count++;
        }
        else if (c === 34) {
            // Jump to the closing quote: the next quote not escaped by an odd run of backslashes.
            for (;;) {
                i = text.indexOf('"', i + 1);
                let slashes = 0;
                while (text.charCodeAt(i - 1 - slashes) === 92)
                    slashes++;
                if (slashes % 2 === 0)
                    break;
            }
        }
    }
    return count;
}

;// CONCATENATED MODULE: ./src/parse/json-locate.ts
/**
 * Where JSON Pointers are in valid JSON text, found by walking only the paths to them and skipping
 * every sibling. A file with findings needs their places, not a span for every value as the
 * positional parser (json.ts) builds them: the locator remembers the members and items of each
 * object and array it has read, and reads on from where it stopped, so every container on a path is
 * read once however many pointers go through it, and a file with many findings costs about one pass
 * over the text before its last place, not a walk per finding. A value's end is read only when asked
 * for, and no further than the caller needs (a finding's region ends at its first line).
 *
 * Only for text JSON.parse accepted and whose keys are unique (the fast path checks both), so there
 * is nothing to validate and the first member with a name is the only one.
 */

function jsonLocator(text) {
    const containers = new Map();
    // Ends of values read by a plain skip: many findings on one large value scan it once.
    const ends = new Map();
    const containerAt = (pos) => {
        let known = containers.get(pos);
        if (!known) {
            known = { members: new Map(), items: [], last: -1, read: false, end: -1 };
            containers.set(pos, known);
        }
        return known;
    };
    /** Where the next child of the container at `pos` starts (its key or its value), or -1 after the last. */
    const nextChild = (pos, container) => {
        if (container.read)
            return -1;
        const at = container.last === -1 ? skipWhitespace(text, pos + 1) : skipWhitespace(text, endOf(container.last));
        const c = text.charCodeAt(at);
        if (c === 44)
            return skipWhitespace(text, at + 1);
        if (container.last === -1 && c !== 125 && c !== 93)
            return at;
        container.read = true;
        container.end = at + 1;
        return -1;
    };
    /** The end of the value at `pos`, read once: a container read in part is read on from where it stopped. */
    const endOf = (pos) => {
        const c = text.charCodeAt(pos);
        if (c !== 123 && c !== 91)
            return skipScalar(text, pos);
        const container = containers.get(pos);
        if (container) {
            if (container.end === -1)
                container.end = ends.get(pos) ?? -1;
            if (container.end === -1) {
                // Past the last child read, the rest of the container holds no bracket that is not paired.
                container.end = container.last === -1 ? skipContainer(text, pos, 0, text.length) : skipContainer(text, endOf(container.last), 1, text.length);
            }
            return container.end;
        }
        let end = ends.get(pos);
        if (end === undefined) {
            end = skipContainer(text, pos, 0, text.length);
            ends.set(pos, end);
        }
        return end;
    };
    // How far each container whose end is not known has been read without reaching it: many findings
    // on one large value of a one-line file read that line once, not once each.
    const unclosed = new Map();
    /** The end of the value at `pos`, or `limit` when it ends at or past it, reading no further than `limit` if its end is not known. */
    const endBefore = (pos, limit) => {
        const c = text.charCodeAt(pos);
        if (c !== 123 && c !== 91)
            return Math.min(skipScalar(text, pos), limit);
        const known = ends.get(pos) ?? containers.get(pos)?.end ?? -1;
        if (known !== -1)
            return Math.min(known, limit);
        if ((unclosed.get(pos) ?? -1) >= limit)
            return limit;
        const end = skipContainer(text, pos, 0, limit);
        if (end === -1) {
            unclosed.set(pos, limit);
            return limit;
        }
        ends.set(pos, end);
        return end;
    };
    /** The member named `name` of the object at `pos`, reading members up to it. */
    const findMember = (pos, name) => {
        const object = containerAt(pos);
        const known = object.members.get(name);
        if (known)
            return known;
        for (let at = nextChild(pos, object); at !== -1; at = nextChild(pos, object)) {
            const keyEnd = skipString(text, at);
            const value = skipWhitespace(text, skipWhitespace(text, keyEnd) + 1);
            const key = keyName(text, at, keyEnd);
            const child = { key: [at, keyEnd], value };
            object.members.set(key, child);
            object.last = value;
            if (key === name)
                return child;
        }
        return undefined;
    };
    /** Item `segment` (a decimal index) of the array at `pos`, reading items up to it. */
    const findItem = (pos, segment) => {
        if (!/^(?:0|[1-9]\d{0,8})$/.test(segment))
            return undefined;
        const index = Number(segment);
        const array = containerAt(pos);
        while (array.items.length <= index) {
            const at = nextChild(pos, array);
            if (at === -1)
                return undefined;
            array.items.push(at);
            array.last = at;
        }
        return { value: array.items[index] };
    };
    const top = skipWhitespace(text, 0);
    return (pointer) => {
        let pos = top;
        let found = '';
        let key;
        for (const segment of (0,util_pointer/* splitPointer */.GS)(pointer)) {
            const open = text.charCodeAt(pos);
            const child = open === 123 ? findMember(pos, segment) : open === 91 ? findItem(pos, segment) : undefined;
            if (!child)
                break;
            pos = child.value;
            key = child.key;
            found = (0,util_pointer/* joinPointer */.Kn)(found, segment);
        }
        const start = pos;
        return {
            pointer: found,
            span: { start, end: (limit = Infinity) => (limit === Infinity ? endOf(start) : endBefore(start, limit)), ...(key ? { key } : {}) },
        };
    };
}
/** One pointer's place with its whole spans, as the positional parser gives them (a locator used once). */
function locateInJson(text, pointer) {
    const { pointer: found, span } = jsonLocator(text)(pointer);
    return { pointer: found, spans: { value: [span.start, span.end()], ...(span.key ? { key: span.key } : {}) } };
}
function keyName(text, start, end) {
    const raw = text.slice(start + 1, end - 1);
    return raw.includes('\\') ? JSON.parse(text.slice(start, end)) : raw;
}
function skipWhitespace(text, pos) {
    let at = pos;
    for (;;) {
        const c = text.charCodeAt(at);
        if (c === 32 || c === 10 || c === 13 || c === 9)
            at++;
        else
            return at;
    }
}
/** The end of the string that starts at `pos` (just past its closing quote). */
function skipString(text, pos) {
    let at = pos;
    for (;;) {
        // indexOf finds the next quote far faster than a loop; it closes the string unless an odd run of backslashes escapes it.
        at = text.indexOf('"', at + 1);
        let slashes = 0;
        while (text.charCodeAt(at - 1 - slashes) === 92)
            slashes++;
        if (slashes % 2 === 0)
            return at + 1;
    }
}
/** The end of the string, number, true, false or null that starts at `pos`. */
function skipScalar(text, pos) {
    if (text.charCodeAt(pos) === 34)
        return skipString(text, pos);
    // Up to the next delimiter.
    let at = pos;
    for (;;) {
        const d = text.charCodeAt(at);
        if (Number.isNaN(d) || d === 44 || d === 125 || d === 93 || d === 32 || d === 10 || d === 13 || d === 9)
            return at;
        at++;
    }
}
/**
 * The end of the container whose bracket (`depth` 0) or one of whose children's ends (`depth` 1) is
 * at `pos`: by bracket depth, strings jumped over whole. At `limit` it stops and returns -1.
 */
function skipContainer(text, pos, depth, limit) {
    let level = depth;
    let at = pos;
    while (at < limit) {
        const d = text.charCodeAt(at);
        if (d === 34) {
            at = skipString(text, at);
            continue;
        }
        if (d === 123 || d === 91)
            level++;
        else if (d === 125 || d === 93) {
            level--;
            if (level === 0)
                return at + 1;
        }
        at++;
    }
    return -1;
}

// EXTERNAL MODULE: ./node_modules/toml-eslint-parser/lib/index.mjs + 3 modules
var lib = __webpack_require__(1986);
;// CONCATENATED MODULE: ./src/parse/toml.ts
/**
 * TOML (Codex's `.codex/config.toml`) through toml-eslint-parser, which keeps the range of every key,
 * table header and value. Values come back as plain JSON values (dates as ISO strings, integers beyond
 * 2^53 as numbers), with spans by JSON Pointer in the same shape as the JSON parsers', so rules read
 * a TOML file exactly as they read JSON: `[mcp_servers.github]` is `/mcp_servers/github`.
 */




function parseToml(text, spans, limits) {
    const limit = (message, offset) => ({
        value: undefined,
        problems: [{ kind: 'limits', message, start: offset, end: offset + 1 }],
    });
    // The parser recurses per "[" and "{" and keeps about 1.4 KB per value: refuse deep nesting and too
    // many values before it runs.
    const over = tomlLimit(text, limits);
    if (over)
        return limit(over.kind === 'depth' ? depthMessage(limits.maxDepth) : nodesMessage(limits.maxNodes), over.offset);
    let program;
    try {
        program = (0,lib/* parseTOML */.MD)(text);
    }
    catch (error) {
        // Nesting the pre-scan did not count (it is the safety net, not the check).
        if (error instanceof RangeError)
            return limit(depthMessage(limits.maxDepth), 0);
        if (!(error instanceof lib/* ParseError */.mB))
            throw error;
        const message = error.message.replace(/\.$/, '');
        return {
            value: undefined,
            problems: [
                {
                    kind: message.startsWith('Defining a key multiple times') ? 'duplicate-key' : 'syntax',
                    message: `Invalid TOML: ${message}.`,
                    start: error.index,
                    end: error.index + 1,
                },
            ],
        };
    }
    const root = Object.create(null);
    spans.set('', { value: [0, text.length] });
    const problems = [];
    let nodes = 0;
    /** The table at a path of keys, created as needed: a numeric key is an element of an array of tables (`[[a.b]]`). */
    const objectAt = (path) => {
        let current = root;
        path.forEach((key, i) => {
            const fresh = () => (typeof path[i + 1] === 'number' ? [] : Object.create(null));
            const container = current;
            if (Array.isArray(container))
                current = container[key] ??= fresh();
            else
                current = Object.hasOwn(container, key) ? container[key] : toml_define(container, key, fresh());
        });
        return current;
    };
    const value = (node, pointer, depth) => {
        if (++nodes > limits.maxNodes)
            throw new Limit(nodesMessage(limits.maxNodes), node.range[0], pointer);
        if (depth > limits.maxDepth)
            throw new Limit(depthMessage(limits.maxDepth), node.range[0], pointer);
        if (!spans.has(pointer))
            spans.set(pointer, { value: node.range });
        switch (node.type) {
            case 'TOMLArray':
                return node.elements.map((element, index) => value(element, (0,util_pointer/* joinPointer */.Kn)(pointer, index), depth + 1));
            case 'TOMLInlineTable': {
                const object = Object.create(null);
                for (const pair of node.body)
                    keyValue(object, pair, pointer, depth + 1);
                return object;
            }
            default:
                return scalar(node, pointer);
        }
    };
    const scalar = (node, pointer) => {
        if (node.kind === 'string' && node.value.length > limits.maxStringLength) {
            throw new Limit(`A string of ${node.value.length} characters is longer than the limit of ${limits.maxStringLength}. Shorten it or raise limits.maxStringLength.`, node.range[0], pointer);
        }
        const v = node.value;
        if (typeof v === 'bigint')
            return Number(v);
        if (v instanceof Date)
            return Number.isNaN(v.getTime()) ? String(v) : v.toISOString();
        return v;
    };
    /** `a.b.c = value` inside `object` (at `pointer`): every dotted part gets its span. */
    const keyValue = (object, pair, pointer, depth) => {
        // Checked before any part's pointer is built: each is as long as the parts before it, so 16,000
        // dotted parts would build pointers of quadratic total length.
        if (depth + pair.key.keys.length - 1 > limits.maxDepth)
            throw new Limit(depthMessage(limits.maxDepth), pair.range[0], pointer);
        let owner = object;
        let at = pointer;
        pair.key.keys.forEach((part, index) => {
            const name = toml_keyName(part);
            at = (0,util_pointer/* joinPointer */.Kn)(at, name);
            if (!spans.has(at))
                spans.set(at, { key: part.range, value: index === pair.key.keys.length - 1 ? pair.value.range : part.range });
            if (index === pair.key.keys.length - 1) {
                toml_define(owner, name, value(pair.value, at, depth + index));
            }
            else {
                owner = (Object.hasOwn(owner, name) ? owner[name] : toml_define(owner, name, Object.create(null)));
            }
        });
    };
    try {
        for (const table of program.body[0]?.body ?? []) {
            if (table.type === 'TOMLKeyValue') {
                keyValue(root, table, '', 1);
                continue;
            }
            const path = table.resolvedKey;
            // Before any pointer is built: a header's prefixes are as many as its parts, each as long as the parts before it.
            if (path.length > limits.maxDepth)
                throw new Limit(depthMessage(limits.maxDepth), table.range[0], '');
            const pointer = path.reduce((p, key) => (0,util_pointer/* joinPointer */.Kn)(p, key), '');
            // A table's place is its header: `[mcp_servers.github]`.
            const header = [table.range[0], table.key.range[1] + (table.kind === 'array' ? 2 : 1)];
            let at = '';
            path.forEach((key, i) => {
                at = (0,util_pointer/* joinPointer */.Kn)(at, key);
                if (!spans.has(at))
                    spans.set(at, { key: table.key.keys[Math.min(i, table.key.keys.length - 1)].range, value: header });
            });
            const object = objectAt(path);
            for (const pair of table.body)
                keyValue(object, pair, pointer, path.length + 1);
        }
    }
    catch (error) {
        if (!(error instanceof Limit))
            throw error;
        problems.push({ kind: 'limits', message: error.message, start: error.offset, end: error.offset + 1, pointer: error.pointer });
        return { value: undefined, problems };
    }
    return { value: root, problems };
}
class Limit extends Error {
    offset;
    pointer;
    constructor(message, offset, pointer) {
        super(message);
        this.offset = offset;
        this.pointer = pointer;
    }
}
function toml_keyName(key) {
    return key.type === 'TOMLBare' ? key.name : key.value;
}
/** defineProperty keeps a `__proto__` key an ordinary property. */
function toml_define(object, key, value) {
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
    return value;
}

;// CONCATENATED MODULE: ./src/parse/yaml-fast.ts
// Kept for speed: YAML corpus 62 % faster with it (npm run bench, 2026-12-04; CLI --jobs 1 CPU 2.2 s vs 5.8 s without).
/**
 * The fast path for YAML files: the block mappings and sequences descriptors are written in, read in
 * one pass over the lines instead of through the `yaml` library's lexer, CST, composer and our builder
 * (80 % of a YAML file's time). It gives exactly the value the full path gives (the differential test in
 * __tests__/yaml-fast.test.ts holds it to that) and returns undefined for anything outside its subset
 * or anything to report: anchors, aliases, tags, directives, several documents, flow collections over
 * several lines or with scalars other than simple words, folded and kept block scalars, `?` keys, merge
 * keys, multi-line quoted scalars, tabs, CR, control characters, duplicate keys, limits, unusual indentation. The full path then reads the file again, so
 * problems always come with exact places; positions of a clean file are read only when a rule reports,
 * by this reader again (yamlFastSpans), which places every value as the full path does.
 */

/** Thrown (never as a failure) when the text leaves the subset; preallocated, as a bail is no error. */
const UNSUPPORTED = new Error('outside the fast YAML subset');
/** Characters the full path reads differently (line breaks, tabs, BOM) or rejects. */
const UNUSUAL_CHARACTERS = /[\0-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff]|^(?:---|\.\.\.)/m;
function parseYamlFast(text, limits) {
    if (UNUSUAL_CHARACTERS.test(text))
        return undefined;
    try {
        return { value: new BlockReader(text, limits).document() };
    }
    catch (error) {
        // A stack overflow only under limits far above the defaults: the full path reports it.
        if (error === UNSUPPORTED || error instanceof RangeError)
            return undefined;
        throw error;
    }
}
/**
 * The places of a document the fast path takes, as the full path records them (yaml.ts), for `locate`
 * and `nearest`: a file with findings is read again by this reader instead of the `yaml` library (a
 * tenth of the time). A value's end is exact on its first line; a collection's or block scalar's ends
 * there, as `locate` reads no further (`extent`, for rule pages, asks the full path).
 */
function yamlFastSpans(text, limits) {
    if (UNUSUAL_CHARACTERS.test(text))
        return undefined;
    const spans = new Map();
    try {
        new BlockReader(text, limits, spans).document();
        return spans;
    }
    catch (error) {
        if (error === UNSUPPORTED || error instanceof RangeError)
            return undefined;
        throw error;
    }
}
const SPACE = 32;
const NEWLINE = 10;
const HASH = 35;
const COLON = 58;
const DASH = 45;
const DOUBLE_QUOTE = 34;
const SINGLE_QUOTE = 39;
const BACKSLASH = 92;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const COMMA = 44;
/** Characters of the plain scalars the fast path reads inside `{ }` and `[ ]` (no `:`, `#`, flow indicators or quotes). */
const FLOW_PLAIN = new Set([...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./+~$-'].map((c) => c.charCodeAt(0)));
/** Characters a plain scalar cannot start with, or that start what the fast path leaves to the full one. */
const INDICATORS = new Set([...'-?:,[]{}#&*!|>\'"%@`'].map((c) => c.charCodeAt(0)));
/** The YAML 1.2 double-quoted escapes the `yaml` package knows (compose/resolve-flow-scalar.js). */
const yaml_fast_ESCAPES = {
    '0': '\0',
    a: '\x07',
    b: '\b',
    e: '\x1b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
    v: '\v',
    N: '\u0085',
    _: '\u00a0',
    L: '\u2028',
    P: '\u2029',
    ' ': ' ',
    '"': '"',
    '/': '/',
    '\\': '\\',
};
const HEX_DIGITS = /^[0-9a-fA-F]+$/;
/**
 * A plain scalar's value under the YAML 1.2 core schema, tested in the `yaml` package's order
 * (schema/core/schema.js): null, bool, octal, decimal and hex integers, .nan/.inf, floats.
 */
function plainValue(source) {
    const c = source.charCodeAt(0);
    // Most scalars are words: of the tests below, only null's and bool's can match one starting with a letter.
    if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90)) {
        if ((c === 110 || c === 78) && /^(?:[Nn]ull|NULL)$/.test(source))
            return null;
        if ((c === 116 || c === 84 || c === 102 || c === 70) && /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/.test(source))
            return c === 116 || c === 84;
        return source;
    }
    if (/^(?:~|[Nn]ull|NULL)?$/.test(source))
        return null;
    if (/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/.test(source))
        return source[0] === 't' || source[0] === 'T';
    if (/^0o[0-7]+$/.test(source))
        return Number.parseInt(source.substring(2), 8);
    if (/^[-+]?[0-9]+$/.test(source))
        return Number.parseInt(source, 10);
    if (/^0x[0-9a-fA-F]+$/.test(source))
        return Number.parseInt(source.substring(2), 16);
    if (/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/.test(source)) {
        return source.slice(-3).toLowerCase() === 'nan' ? Number.NaN : source[0] === '-' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
    }
    if (/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/.test(source) || /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/.test(source)) {
        return Number.parseFloat(source);
    }
    return source;
}
/**
 * An object without a prototype, as in the full path: on it even "__proto__" is assigned as an own
 * property. Made from a literal, it keeps V8's fast properties (`Object.create(null)` makes a
 * dictionary, slower to build and for every rule that reads it), as JSON's fast path's objects do.
 */
function nullObject() {
    return Object.setPrototypeOf({}, null);
}
/** Reads the document line by line; `pos` is always the start of the first line not yet read. */
class BlockReader {
    text;
    limits;
    spans;
    pos = 0;
    nodes = 0;
    constructor(text, limits, 
    /** Filled with every value's place when given; pointers are built only then. */
    spans) {
        this.text = text;
        this.limits = limits;
        this.spans = spans;
    }
    document() {
        // An empty document, or one whose root is indented or a scalar, is left to the full path.
        if (this.nextContent() !== 0)
            throw UNSUPPORTED;
        const value = this.node(0, 0, '', undefined);
        if (this.nextContent() !== -1)
            throw UNSUPPORTED;
        return value;
    }
    /** Skips blank and comment lines; the indentation of the next line with content, -1 at the end. */
    nextContent() {
        const t = this.text;
        while (this.pos < t.length) {
            let i = this.pos;
            while (t.charCodeAt(i) === SPACE)
                i++;
            if (i >= t.length)
                break;
            const c = t.charCodeAt(i);
            if (c === NEWLINE) {
                this.pos = i + 1;
            }
            else if (c === HASH) {
                this.pos = this.lineEnd(i) + 1;
            }
            else {
                return i - this.pos;
            }
        }
        this.pos = t.length;
        return -1;
    }
    lineEnd(from) {
        const end = this.text.indexOf('\n', from);
        return end === -1 ? this.text.length : end;
    }
    /** Whether `-` at `i` is a sequence entry's indicator. */
    isDash(i) {
        if (this.text.charCodeAt(i) !== DASH)
            return false;
        const next = this.text.charCodeAt(i + 1);
        return next === SPACE || next === NEWLINE || i + 1 >= this.text.length;
    }
    /** Records a value's place, as the full path does: the first place of a pointer stays. */
    place(pointer, start, end, key) {
        const spans = this.spans;
        if (spans && !spans.has(pointer))
            spans.set(pointer, key ? { value: [start, end], key } : { value: [start, end] });
    }
    /** A collection's or block scalar's place: from `start` to the end of its first line, as far as `locate` reads. */
    placeLine(pointer, start, key) {
        if (this.spans)
            this.place(pointer, start, this.lineEnd(start), key);
    }
    child(pointer, segment) {
        return this.spans ? (0,util_pointer/* joinPointer */.Kn)(pointer, segment) : '';
    }
    count(depth) {
        if (++this.nodes > this.limits.maxNodes || depth >= this.limits.maxDepth)
            throw UNSUPPORTED;
    }
    /** A mapping or sequence whose first line is the current one, indented by `indent`. */
    node(indent, depth, pointer, key) {
        const start = this.pos + indent;
        return this.isDash(start) ? this.sequence(indent, depth, pointer, key) : this.mapping(indent, start, depth, pointer, key);
    }
    /** A block mapping whose keys are at column `column`, the first at offset `at` on the current line. */
    mapping(column, at, depth, pointer, keySpan) {
        this.count(depth);
        this.placeLine(pointer, at, keySpan);
        const object = nullObject();
        let keyStart = at;
        for (;;) {
            const key = this.key(keyStart);
            if (!key || Object.hasOwn(object, key.name))
                throw UNSUPPORTED;
            object[key.name] = this.entryValue(key.after, column, depth + 1, this.child(pointer, key.name), this.spans && [keyStart, key.end]);
            const next = this.nextContent();
            if (next !== column) {
                if (next > column)
                    throw UNSUPPORTED;
                return object;
            }
            keyStart = this.pos + column;
        }
    }
    /** A block sequence whose `-` indicators are at column `column`. */
    sequence(column, depth, pointer, keySpan) {
        this.count(depth);
        this.placeLine(pointer, this.pos + column, keySpan);
        const t = this.text;
        const items = [];
        for (;;) {
            const item = this.child(pointer, items.length);
            let i = this.pos + column + 1;
            while (t.charCodeAt(i) === SPACE)
                i++;
            const c = t.charCodeAt(i);
            if (i >= t.length || c === NEWLINE || c === HASH) {
                this.pos = this.lineEnd(i) + 1;
                const next = this.nextContent();
                if (next > column) {
                    items.push(this.node(next, depth + 1, item, undefined));
                }
                else {
                    this.count(depth + 1);
                    // The full path places an empty entry after the spaces that follow its "-".
                    this.place(item, i, i, undefined);
                    items.push(null);
                }
            }
            else if (this.isDash(i)) {
                // "- - a": a sequence whose first entry starts on this line.
                items.push(this.sequence(i - this.pos, depth + 1, item, undefined));
            }
            else if (this.key(i)) {
                items.push(this.mapping(i - this.pos, i, depth + 1, item, undefined));
            }
            else {
                items.push(this.scalar(i, column, depth + 1, item, undefined));
            }
            const next = this.nextContent();
            if (next === column && this.isDash(this.pos + column))
                continue;
            if (next > column)
                throw UNSUPPORTED;
            return items;
        }
    }
    /** The value after a key's `:` at `after`, for a key at column `column`. */
    entryValue(after, column, depth, pointer, key) {
        const t = this.text;
        let i = after;
        while (t.charCodeAt(i) === SPACE)
            i++;
        const c = t.charCodeAt(i);
        if (i < t.length && c !== NEWLINE && c !== HASH)
            return this.scalar(i, column, depth, pointer, key);
        // Nothing on the key's line: the value is the next, more indented, lines; a sequence may also stand at the key's column.
        this.pos = this.lineEnd(i) + 1;
        const next = this.nextContent();
        if (next > column || (next === column && this.isDash(this.pos + column)))
            return this.node(next, depth, pointer, key);
        this.count(depth);
        // The full path places an empty value after the spaces that follow its ":".
        this.place(pointer, i, i, key);
        return null;
    }
    /**
     * A key at `i` on the current line: its name as the full path spells it, where its text ends and the
     * offset after its `:`; undefined when the line holds no key there.
     */
    key(i) {
        const t = this.text;
        const c = t.charCodeAt(i);
        let name;
        let end;
        let stop;
        if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) {
            const quoted = this.quoted(i);
            name = quoted.value;
            end = quoted.end;
            stop = end;
            while (t.charCodeAt(end) === SPACE)
                end++;
            if (t.charCodeAt(end) !== COLON)
                return undefined;
        }
        else {
            if (INDICATORS.has(c))
                return undefined;
            end = i;
            for (;;) {
                const d = t.charCodeAt(end);
                if (end >= t.length || d === NEWLINE)
                    return undefined;
                if (d === COLON) {
                    const next = t.charCodeAt(end + 1);
                    if (next === SPACE || next === NEWLINE || end + 1 >= t.length)
                        break;
                    // "a:b: c" and URLs as keys are left to the full path (a line that is no key is, in a mapping).
                    return undefined;
                }
                if (d === HASH && t.charCodeAt(end - 1) === SPACE)
                    return undefined;
                end++;
            }
            let last = end;
            while (t.charCodeAt(last - 1) === SPACE)
                last--;
            stop = last;
            const source = t.slice(i, last);
            // A plain "<<" is a merge key, which the full path reports.
            if (source === '<<')
                throw UNSUPPORTED;
            // The key as readers see it: the resolved scalar, as a string ("1.0" is "1", "null" is "").
            name = String(plainValue(source) ?? '');
        }
        // YAML limits an implicit key to 1024 characters.
        if (end - i > 1000)
            throw UNSUPPORTED;
        const next = t.charCodeAt(end + 1);
        if (!(next === SPACE || next === NEWLINE || end + 1 >= t.length))
            throw UNSUPPORTED;
        return { name, end: stop, after: end + 1 };
    }
    /** A single-line quoted scalar starting at `i`: its value and the offset after its closing quote. */
    quoted(i) {
        const t = this.text;
        const quote = t.charCodeAt(i);
        let value = '';
        let from = i + 1;
        for (let j = from;; j++) {
            const c = t.charCodeAt(j);
            if (j >= t.length || c === NEWLINE)
                throw UNSUPPORTED;
            if (quote === SINGLE_QUOTE) {
                if (c !== SINGLE_QUOTE)
                    continue;
                value += t.slice(from, j);
                if (t.charCodeAt(j + 1) !== SINGLE_QUOTE)
                    return { value, end: j + 1 };
                value += "'";
                from = ++j + 1;
            }
            else if (c === DOUBLE_QUOTE) {
                return { value: value + t.slice(from, j), end: j + 1 };
            }
            else if (c === BACKSLASH) {
                value += t.slice(from, j);
                const letter = t[j + 1];
                const simple = yaml_fast_ESCAPES[letter];
                if (simple !== undefined) {
                    value += simple;
                    j++;
                }
                else {
                    const length = letter === 'x' ? 2 : letter === 'u' ? 4 : letter === 'U' ? 8 : 0;
                    const hex = t.slice(j + 2, j + 2 + length);
                    if (length === 0 || hex.length !== length || !HEX_DIGITS.test(hex))
                        throw UNSUPPORTED;
                    const code = Number.parseInt(hex, 16);
                    if (code > 0x10ffff)
                        throw UNSUPPORTED;
                    value += String.fromCodePoint(code);
                    j += 1 + length;
                }
                from = j + 1;
            }
        }
    }
    /**
     * A flow mapping or sequence at `i`, whole on its line: plain scalars of letters, digits and `_./+~$-`
     * (spaces between words), quoted scalars and nested flow collections, `key: value` entries in mappings
     * only, no trailing comma. Its value and the offset after its closing bracket.
     */
    flow(i, depth, pointer) {
        const t = this.text;
        const mapping = t.charCodeAt(i) === OPEN_BRACE;
        const close = mapping ? CLOSE_BRACE : CLOSE_BRACKET;
        const object = nullObject();
        const items = [];
        let j = this.skipSpaces(i + 1);
        if (t.charCodeAt(j) === close)
            return { value: mapping ? object : items, end: j + 1 };
        for (;;) {
            if (mapping) {
                const key = this.flowScalar(j);
                // As in block mappings, a key of more than 1024 characters is the full path's to report.
                if (t.charCodeAt(key.end) !== COLON || t.charCodeAt(key.end + 1) !== SPACE || key.end - j > 1000)
                    throw UNSUPPORTED;
                const name = key.quoted ? key.text : String(plainValue(key.text) ?? '');
                if (Object.hasOwn(object, name) || (!key.quoted && name === '<<'))
                    throw UNSUPPORTED;
                const value = this.flowValue(this.skipSpaces(key.end + 1), depth + 1, this.child(pointer, name), this.spans && [j, key.stop]);
                object[name] = value.value;
                j = value.end;
            }
            else {
                const value = this.flowValue(j, depth + 1, this.child(pointer, items.length), undefined);
                // "[a: 1]" holds a one-entry mapping: left to the full path.
                if (t.charCodeAt(value.end) === COLON)
                    throw UNSUPPORTED;
                items.push(value.value);
                j = value.end;
            }
            const c = t.charCodeAt(j);
            if (c === close)
                return { value: mapping ? object : items, end: j + 1 };
            if (c !== COMMA)
                throw UNSUPPORTED;
            j = this.skipSpaces(j + 1);
            if (t.charCodeAt(j) === close || t.charCodeAt(j) === COMMA)
                throw UNSUPPORTED;
        }
    }
    /** A value inside a flow collection at `i`, and the offset after it and the spaces that follow. */
    flowValue(i, depth, pointer, key) {
        const c = this.text.charCodeAt(i);
        if (c === OPEN_BRACE || c === OPEN_BRACKET) {
            this.count(depth);
            const flow = this.flow(i, depth, pointer);
            this.place(pointer, i, flow.end, key);
            return { value: flow.value, end: this.skipSpaces(flow.end) };
        }
        this.count(depth);
        const scalar = this.flowScalar(i);
        this.place(pointer, i, scalar.stop, key);
        return { value: this.checked(scalar.quoted ? scalar.text : plainValue(scalar.text)), end: scalar.end };
    }
    /**
     * A quoted or plain scalar in a flow collection at `i`: its text (a plain one unresolved), whether it
     * was quoted, where it ends, and the offset after it and the spaces that follow.
     */
    flowScalar(i) {
        const t = this.text;
        const c = t.charCodeAt(i);
        if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) {
            const quoted = this.quoted(i);
            return { text: quoted.value, quoted: true, stop: quoted.end, end: this.skipSpaces(quoted.end) };
        }
        // "- a" would be a block sequence entry.
        if (!FLOW_PLAIN.has(c) || (c === DASH && !FLOW_PLAIN.has(t.charCodeAt(i + 1))))
            throw UNSUPPORTED;
        let last = i + 1;
        let j = last;
        for (;;) {
            while (FLOW_PLAIN.has(t.charCodeAt(j)))
                j++;
            last = j;
            j = this.skipSpaces(j);
            if (j === last || !FLOW_PLAIN.has(t.charCodeAt(j)))
                break;
        }
        return { text: t.slice(i, last), quoted: false, stop: last, end: j };
    }
    skipSpaces(i) {
        let j = i;
        while (this.text.charCodeAt(j) === SPACE)
            j++;
        return j;
    }
    /** After a scalar on its line: nothing but spaces and a comment; moves to the next line. */
    endOfLine(i) {
        const t = this.text;
        let j = i;
        while (t.charCodeAt(j) === SPACE)
            j++;
        const c = t.charCodeAt(j);
        if (j < t.length && c !== NEWLINE && !(c === HASH && j > i))
            throw UNSUPPORTED;
        this.pos = this.lineEnd(j) + 1;
    }
    /** A scalar (or `{}` / `[]`) starting at `i`, inside a node at column `column`: continuation lines are indented more. */
    scalar(i, column, depth, pointer, key) {
        this.count(depth);
        const t = this.text;
        const c = t.charCodeAt(i);
        if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) {
            const { value, end } = this.quoted(i);
            this.place(pointer, i, end, key);
            this.endOfLine(end);
            return this.checked(value);
        }
        if (c === OPEN_BRACE || c === OPEN_BRACKET) {
            const flow = this.flow(i, depth, pointer);
            this.place(pointer, i, flow.end, key);
            this.endOfLine(flow.end);
            return flow.value;
        }
        if (c === 124 /* | */) {
            this.placeLine(pointer, i, key);
            return this.checked(this.literal(i, column));
        }
        if (c === DASH ? this.isDash(i) : INDICATORS.has(c))
            throw UNSUPPORTED;
        let line = this.plainLine(i);
        let value = t.slice(i, line.last);
        this.pos = line.end + 1;
        if (line.comment) {
            this.place(pointer, i, line.last, key);
            return this.checked(plainValue(value));
        }
        // Continuation lines, indented more than the node: folded with a space, or a newline per blank line between.
        for (;;) {
            let blank = 0;
            let start = this.pos;
            let indent = 0;
            for (;;) {
                if (start >= t.length)
                    break;
                let k = start;
                while (t.charCodeAt(k) === SPACE)
                    k++;
                if (k < t.length && t.charCodeAt(k) !== NEWLINE) {
                    indent = k - start;
                    break;
                }
                blank++;
                start = k + 1;
            }
            const first = start + indent;
            if (start >= t.length || indent <= column || INDICATORS.has(t.charCodeAt(first)))
                break;
            line = this.plainLine(first);
            if (line.comment)
                throw UNSUPPORTED;
            value += (blank === 0 ? ' ' : '\n'.repeat(blank)) + t.slice(first, line.last);
            this.pos = line.end + 1;
        }
        this.place(pointer, i, line.last, key);
        return this.checked(plainValue(value));
    }
    /**
     * A literal block scalar (`|` or `|-`) whose header is at `i`, inside a node at column `column`. Its
     * indentation is its first line's; an indentation indicator, `|+`, leading or whitespace-only lines,
     * and an empty body are left to the full path.
     */
    literal(i, column) {
        const t = this.text;
        let j = i + 1;
        const strip = t.charCodeAt(j) === DASH;
        if (strip)
            j++;
        this.endOfLine(j);
        let indent = -1;
        let value = '';
        let empty = 0;
        while (this.pos < t.length) {
            let k = this.pos;
            while (t.charCodeAt(k) === SPACE)
                k++;
            const atEnd = k >= t.length || t.charCodeAt(k) === NEWLINE;
            if (atEnd && k > this.pos)
                throw UNSUPPORTED;
            if (atEnd) {
                if (indent === -1)
                    throw UNSUPPORTED;
                empty++;
            }
            else {
                if (indent === -1) {
                    indent = k - this.pos;
                    if (indent <= column)
                        throw UNSUPPORTED;
                }
                else if (k - this.pos < indent) {
                    break;
                }
                else {
                    value += '\n'.repeat(empty + 1);
                }
                empty = 0;
                value += t.slice(this.pos + indent, this.lineEnd(k));
            }
            this.pos = this.lineEnd(k) + 1;
        }
        if (indent === -1)
            throw UNSUPPORTED;
        return strip ? value : `${value}\n`;
    }
    /**
     * One line of a plain scalar from `i`: where its text ends (trailing spaces dropped), where the line
     * ends, and whether a comment follows; a `: ` in it (a nested mapping) is left to the full path.
     */
    plainLine(i) {
        const t = this.text;
        let j = i;
        let last = i;
        for (; j < t.length; j++) {
            const c = t.charCodeAt(j);
            if (c === NEWLINE)
                break;
            if (c === SPACE)
                continue;
            if (c === HASH && t.charCodeAt(j - 1) === SPACE)
                return { last, end: this.lineEnd(j), comment: true };
            if (c === COLON) {
                const next = t.charCodeAt(j + 1);
                if (next === SPACE || next === NEWLINE || j + 1 >= t.length)
                    throw UNSUPPORTED;
            }
            last = j + 1;
        }
        return { last, end: j, comment: false };
    }
    checked(value) {
        if (typeof value === 'string' && value.length > this.limits.maxStringLength)
            throw UNSUPPORTED;
        return value;
    }
}

// EXTERNAL MODULE: ./src/parse/lines.ts
var parse_lines = __webpack_require__(2060);
// EXTERNAL MODULE: ./src/parse/located.ts
var located = __webpack_require__(565);
;// CONCATENATED MODULE: ./src/parse/types.ts
const DEFAULT_PARSE_LIMITS = {
    maxDepth: 64,
    maxNodes: 200_000,
    maxStringLength: 1_000_000,
    maxAliases: 1_000,
};

// EXTERNAL MODULE: ./src/util/append.ts
var append = __webpack_require__(2178);
;// CONCATENATED MODULE: ./src/parse/yaml-build.ts




/** A limit passed while building: the build stops, and the reader reports it at `offset`. */
class LimitExceeded extends Error {
    offset;
    pointer;
    constructor(message, offset, pointer) {
        super(message);
        this.offset = offset;
        this.pointer = pointer;
    }
}
class YamlBuilder {
    spans;
    limits;
    problem;
    yaml11;
    nodes = 0;
    aliases = 0;
    resolving = new Set();
    /** Anchors as the walk meets them, so an alias resolves without searching the document again. */
    anchors = new Map();
    /** The yaml library, loaded only once a YAML file needs it (util/lazy-require.ts). */
    yaml = (0,lazy_require/* vendoredYaml */.Xd)();
    constructor(spans, limits, problem, 
    /** A `%YAML 1.1` document, whose consumers apply `<<` merge keys as a matter of course. */
    yaml11) {
        this.spans = spans;
        this.limits = limits;
        this.problem = problem;
        this.yaml11 = yaml11;
    }
    build(node, pointer, depth, key) {
        const range = node.range ?? [0, 0, 0];
        if (!this.spans.has(pointer))
            this.spans.set(pointer, { value: [range[0], range[1]], ...(key ? { key } : {}) });
        if (++this.nodes > this.limits.maxNodes) {
            throw new LimitExceeded(`The document has more than ${this.limits.maxNodes} values (counting YAML alias expansions); mcpdesc stops reading here. Split the descriptor or raise limits.maxNodes.`, range[0], pointer);
        }
        if (depth > this.limits.maxDepth) {
            throw new LimitExceeded(depthMessage(this.limits.maxDepth), range[0], pointer);
        }
        if (this.yaml.isAlias(node))
            return this.alias(node, pointer, depth);
        this.remember(node);
        if (this.yaml.isScalar(node)) {
            if (typeof node.value === 'string' && node.value.length > this.limits.maxStringLength) {
                throw new LimitExceeded(`A string of ${node.value.length} characters is longer than the limit of ${this.limits.maxStringLength}. Shorten it or raise limits.maxStringLength.`, range[0], pointer);
            }
            return normalizeScalar(node.value);
        }
        if (this.yaml.isSeq(node)) {
            return node.items.map((item, index) => (isNode(item) ? this.build(item, (0,util_pointer/* joinPointer */.Kn)(pointer, index), depth + 1) : null));
        }
        if (this.yaml.isMap(node)) {
            // No prototype: a key such as "constructor" or "__proto__" can never resolve to inherited members.
            const object = Object.create(null);
            const merged = [];
            for (const pair of node.items) {
                if (!this.yaml.isPair(pair))
                    continue;
                const keyNode = pair.key;
                if (isMergeKey(keyNode)) {
                    (0,append/* append */.B)(merged, this.merge(keyNode, pair.value, pointer, depth));
                    continue;
                }
                const name = this.keyName(keyNode);
                const keySpan = keyNode?.range ? [keyNode.range[0], keyNode.range[1]] : undefined;
                const child = (0,util_pointer/* joinPointer */.Kn)(pointer, name);
                const duplicate = Object.hasOwn(object, name) && keySpan !== undefined;
                if (duplicate) {
                    this.problem('duplicate-key', `Duplicate key ${JSON.stringify(name)}: this object already has it, and parsers silently keep only one of the values. Remove or rename one of them.`, keySpan[0], keySpan[1], child);
                }
                // The last copy is the value readers keep, so its places win over the first copy's.
                const childValue = duplicate
                    ? this.replacing(child, () => this.value(pair.value, child, depth, keySpan))
                    : this.value(pair.value, child, depth, keySpan);
                yaml_build_define(object, name, childValue);
            }
            // Merged keys fill in what the mapping does not set itself.
            for (const [name, value] of merged)
                if (!Object.hasOwn(object, name))
                    yaml_build_define(object, name, value);
            return object;
        }
        return null;
    }
    value(node, pointer, depth, keySpan) {
        return isNode(node) ? this.build(node, pointer, depth + 1, keySpan) : this.emptyValue(pointer, keySpan);
    }
    /** Builds a subtree whose spans replace any recorded for it before (a duplicate key's second copy). */
    replacing(pointer, build) {
        const outer = this.spans;
        this.spans = new Map();
        try {
            return build();
        }
        finally {
            const inner = this.spans;
            this.spans = outer;
            for (const [key, value] of inner)
                if (key === pointer || key.startsWith(`${pointer}/`))
                    outer.set(key, value);
        }
    }
    /**
     * The entries a `<<` merge key brings: a mapping, an alias of one, or a list of those (earlier ones win).
     * A YAML 1.2 file's readers disagree about them, so there it is also a syntax finding.
     */
    merge(key, value, pointer, depth) {
        const at = key.range?.[0] ?? 0;
        if (!this.yaml11) {
            this.problem('syntax', 'This "<<" merge key is YAML 1.1: some readers (js-yaml, PyYAML, Go) merge the entries in, YAML 1.2 readers (the "yaml" package, and so some MCP tools) keep a key named "<<". Write the entries out, or declare "%YAML 1.1" if every reader of this file merges.', at, at + 2, (0,util_pointer/* joinPointer */.Kn)(pointer, '<<'));
        }
        const sources = this.yaml.isSeq(value) ? value.items : [value];
        const entries = [];
        for (const source of sources) {
            if (!isNode(source))
                continue;
            const built = this.build(source, pointer, depth);
            if (built && typeof built === 'object' && !Array.isArray(built)) {
                for (const [name, item] of Object.entries(built))
                    if (!entries.some(([n]) => n === name))
                        entries.push([name, item]);
            }
        }
        return entries;
    }
    /** A key as readers see it: an alias key is the value it refers to. */
    keyName(key) {
        if (key === null)
            return '';
        if (this.yaml.isAlias(key)) {
            const target = this.anchors.get(key.source);
            return target ? this.keyName(target) : String(key);
        }
        this.remember(key);
        if (this.yaml.isScalar(key))
            return String(key.value ?? '');
        return String(key);
    }
    remember(node) {
        const anchor = node.anchor;
        if (anchor)
            this.anchors.set(anchor, node);
    }
    emptyValue(pointer, key) {
        if (key && !this.spans.has(pointer))
            this.spans.set(pointer, { value: key, key });
        return null;
    }
    alias(node, pointer, depth) {
        if (++this.aliases > this.limits.maxAliases) {
            throw new LimitExceeded(`The document uses more than ${this.limits.maxAliases} YAML aliases; mcpdesc stops reading here. Write the values out or raise limits.maxAliases.`, node.range?.[0] ?? 0, pointer);
        }
        const target = this.yaml.isAlias(node) ? this.anchors.get(node.source) : undefined;
        if (!target)
            return null;
        if (this.resolving.has(target)) {
            throw new LimitExceeded('This YAML alias refers to a node that contains it, which would repeat forever. Remove the self-reference.', node.range?.[0] ?? 0, pointer);
        }
        this.resolving.add(target);
        try {
            return this.build(target, pointer, depth);
        }
        finally {
            this.resolving.delete(target);
        }
    }
}
/** A plain `<<` key. */
function isMergeKey(key) {
    return key !== null && (0,lazy_require/* vendoredYaml */.Xd)().isScalar(key) && key.value === '<<' && key.type === 'PLAIN';
}
/** defineProperty keeps a "__proto__" key an ordinary property instead of changing the prototype. */
function yaml_build_define(object, name, value) {
    Object.defineProperty(object, name, { value, enumerable: true, writable: true, configurable: true });
}
function isNode(value) {
    return value !== null && typeof value === 'object' && 'range' in value;
}
/** YAML may produce bigints or dates for some scalars; descriptors hold JSON values only. */
function normalizeScalar(value) {
    if (typeof value === 'bigint')
        return Number(value);
    if (value instanceof Date)
        return value.toISOString();
    if (value instanceof Uint8Array)
        return Buffer.from(value).toString('base64');
    return value === undefined ? null : value;
}

// EXTERNAL MODULE: ./src/util/printable.ts
var printable = __webpack_require__(1095);
;// CONCATENATED MODULE: ./src/parse/yaml-hints.ts
/**
 * Where a YAML syntax error really is, and what to do about it: the `yaml` library's errors made into
 * mcpdesc's messages, placed at the user's mistake rather than where the parser noticed it.
 */

/** The problem a syntax error becomes: its message, with a hint where one helps, and where it is. */
function yamlSyntaxProblem(source, error) {
    const place = yamlSyntaxPlace(source, error.code, error.message, error.pos[0], error.pos[1]);
    return { message: `YAML syntax error: ${place.text ?? firstLine(error.message)}.${place.hint}`, start: place.start, end: place.end };
}
/**
 * Where a YAML syntax error really is, and what to do about it. The parser puts some errors at the
 * start of a line (a key indented unevenly) or at the end of the file (a flow collection never closed);
 * the user's mistake is at the key, or at the bracket that was opened.
 */
function yamlSyntaxPlace(text, code, message, start, end) {
    if (code === 'BAD_INDENT' && /^All mapping items/.test(message)) {
        let key = start;
        while (text[key] === ' ')
            key++;
        return { start: key, end: key + 1, hint: ' Indent this key with as many spaces as the other keys of its mapping.' };
    }
    const flow = /^Flow (sequence|map) /.exec(message);
    if (code === 'BAD_INDENT' && flow) {
        const open = flow[1] === 'sequence' ? '[' : '{';
        const close = open === '[' ? ']' : '}';
        const opener = unclosedBracket(text, start, open);
        if (opener !== undefined) {
            return { start: opener, end: opener + 1, hint: ` Close this "${open}" with "${close}", or indent the lines inside it further than its key.` };
        }
    }
    if (code === 'BLOCK_AS_IMPLICIT_KEY') {
        // "name: notes" followed by a key indented one step further: YAML reads both lines as one key.
        const key = overIndentedKey(text, start);
        if (key !== undefined) {
            return {
                start: key,
                end: key + 1,
                text: 'this key is indented further than the key above it, so YAML reads the two lines as one',
                hint: ' Indent it with as many spaces as the other keys of its mapping.',
            };
        }
    }
    if (code === 'TAB_AS_INDENT')
        return { start, end, hint: ' Indent with spaces: YAML does not allow tabs in indentation.' };
    if (code === 'BLOCK_AS_IMPLICIT_KEY')
        return { start, end, hint: ' Quote a value that contains ": ", or put the nested mapping on lines of its own.' };
    return { start, end, hint: '' };
}
/** The first character of the line after `offset` when that line is a `key:` indented further than the line of `offset`. */
function overIndentedKey(text, offset) {
    const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
    const next = text.indexOf('\n', offset);
    if (next < 0)
        return undefined;
    const indent = (from) => {
        let i = from;
        while (text[i] === ' ' || (text[i] === '-' && text[i + 1] === ' '))
            i++;
        return i - from;
    };
    const own = indent(lineStart);
    const deeper = indent(next + 1);
    const keyAt = next + 1 + deeper;
    const end = text.indexOf('\n', keyAt);
    const line = text.slice(keyAt, end < 0 ? undefined : end);
    return deeper > own && /^[^\s:#][^:]{0,200}:(\s|$)/.test(line) ? keyAt : undefined;
}
/** The offset of the last `open` bracket before `limit` that no bracket closes, outside quotes and comments; one linear pass. */
function unclosedBracket(text, limit, open) {
    const stack = [];
    let quote;
    for (let i = 0; i < limit; i++) {
        const c = text[i];
        if (quote) {
            if (c === '\\' && quote === '"')
                i++;
            else if (c === quote)
                quote = undefined;
            else if (c === '\n' && quote === "'")
                quote = undefined;
        }
        else if (c === '"' || (c === "'" && /[\s[{,:]/.test(text[i - 1] ?? ' ')))
            quote = c;
        else if (c === '#' && /\s/.test(text[i - 1] ?? ' ')) {
            while (i < limit && text[i] !== '\n')
                i++;
        }
        else if (c === '[' || c === '{')
            stack.push(i);
        else if ((c === ']' || c === '}') && stack.length > 0)
            stack.pop();
    }
    for (let k = stack.length - 1; k >= 0; k--)
        if (text[stack[k]] === open)
            return stack[k];
    return undefined;
}
/** The start of the most indented line (counting "- " and "? " as indentation): where nesting is deepest, on any Node. */
function deepestLine(text) {
    let best = 0;
    let bestDepth = -1;
    let start = 0;
    while (start <= text.length) {
        let end = text.indexOf('\n', start);
        if (end === -1)
            end = text.length;
        let depth = 0;
        for (let i = start; i < end; i++) {
            const c = text.charCodeAt(i);
            if (c === 32)
                depth++;
            else if ((c === 45 || c === 63) && text.charCodeAt(i + 1) === 32) {
                depth += 2;
                i++;
            }
            else
                break;
        }
        if (depth > bestDepth) {
            bestDepth = depth;
            best = start + depth;
        }
        start = end + 1;
    }
    return best;
}
/** The parser's message on one line, without its position, quoting no more than a few characters of the file. */
function firstLine(message) {
    return (0,printable/* shortQuotes */.ob)(message
        .split('\n')[0]
        .replace(/ at line \d+, column \d+:?$/, '')
        .replace(/\.$/, ''));
}

;// CONCATENATED MODULE: ./src/parse/yaml.ts





/** The first document's value, its places written into `spans` and its problems told to `problem`; undefined when it cannot be read. */
function parseYaml(text, spans, limits, problem) {
    // The yaml parser recurses into flow collections, so refuse deep "[[[[" before it can overflow the stack.
    const tooDeep = flowDepthExceeded(text, limits.maxDepth);
    if (tooDeep !== undefined) {
        problem('limits', depthMessage(limits.maxDepth), tooDeep);
        return undefined;
    }
    // A lone CR ends a line in YAML 1.2 as in JSON; the parser reads only LF and CRLF. Same length, so offsets hold.
    const source = text.includes('\r') ? text.replace(/\r(?!\n)/g, '\n') : text;
    // The parser builds a tree of every value before the builder counts them: count them first.
    const tooMany = yamlNodesExceeded(source, limits.maxNodes);
    if (tooMany !== undefined) {
        problem('limits', `The document has more than ${limits.maxNodes} values (counting YAML alias expansions); mcpdesc stops reading here. Split the descriptor or raise limits.maxNodes.`, tooMany);
        return undefined;
    }
    const tooDeepHere = () => problem('limits', depthMessage(limits.maxDepth), deepestLine(source));
    let documents;
    try {
        documents = (0,lazy_require/* vendoredYaml */.Xd)().parseAllDocuments(source, { prettyErrors: false, uniqueKeys: true, strict: true });
    }
    catch (error) {
        // Block nesting the flow pre-check cannot see ("- - - -", deep mappings) overflows the parser's stack.
        if (!(error instanceof RangeError))
            throw error;
        tooDeepHere();
        return undefined;
    }
    const list = Array.isArray(documents) ? documents : [];
    if (list.length === 0)
        return null;
    if (list.length > 1) {
        problem('multiple-documents', `This file holds ${list.length} YAML documents; a descriptor is exactly one. Move the others into files of their own.`, list[1].range?.[0] ?? text.length);
    }
    const [first] = list;
    let syntax = false;
    // The composer turns a stack overflow on deep block nesting into one error per level.
    if (first.errors.some((error) => error.message.includes('Maximum call stack size exceeded'))) {
        tooDeepHere();
        return undefined;
    }
    for (const error of first.errors) {
        // Duplicate keys are reported by the builder, which knows the whole key and its pointer.
        if (error.code === 'DUPLICATE_KEY')
            continue;
        // Later syntax errors are mostly echoes of the first (one bad indent yields two or three): report the first.
        if (syntax)
            break;
        syntax = true;
        const syntaxError = yamlSyntaxProblem(source, error);
        problem('syntax', syntaxError.message, syntaxError.start, syntaxError.end);
    }
    if (syntax)
        return undefined;
    if (!first.contents)
        return null;
    try {
        return new YamlBuilder(spans, limits, problem, first.directives?.yaml.version === '1.1').build(first.contents, '', 0);
    }
    catch (error) {
        if (error instanceof RangeError) {
            tooDeepHere();
            return undefined;
        }
        if (!(error instanceof LimitExceeded))
            throw error;
        problem('limits', error.message, error.offset, error.offset + 1, error.pointer);
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/parse/parse.ts
/**
 * JSON, JSONC, YAML and TOML into plain values plus a map from JSON Pointer to source offsets, so that
 * rules can report pointers and every finding still lands on an exact line and column. `.json` files are
 * held to strict JSON (json.ts; clean ones take json-fast.ts and read positions only when asked); client
 * configurations are read as JSONC (jsonc.ts), YAML through the `yaml` parser (yaml.ts; clean block YAML
 * takes yaml-fast.ts and reads positions only when asked), TOML through toml.ts. Problems (syntax,
 * duplicate keys, several documents, limits) come back as data, never as exceptions.
 *
 * This module only chooses the parser; the types every parser shares are in types.ts, and it re-exports
 * them (and `parsedFromSpans`) as the parser's public face.
 */













function formatOf(path) {
    return /\.json$/i.test(path) ? 'json' : 'yaml';
}
function parseDocument(rawText, format, limits = DEFAULT_PARSE_LIMITS) {
    // A byte-order mark is not part of the first line's columns.
    const text = rawText.charCodeAt(0) === 0xfeff ? rawText.slice(1) : rawText;
    if (format === 'json') {
        const fast = parseJsonFast(text, limits);
        // Clean JSON needs positions only when a rule reports something: find them then, and only then.
        if (fast) {
            return (0,located/* located */.t4)(text, fast.value, [], jsonLocator(text));
        }
    }
    // The flow-depth check runs first, as in the full path: it refuses some texts the fast path would read.
    if (format === 'yaml' && flowDepthExceeded(text, limits.maxDepth) === undefined) {
        const fast = parseYamlFast(text, limits);
        if (fast) {
            const fully = () => {
                const spans = new Map();
                // The fast path only accepts documents the full path reads without a problem.
                parseYaml(text, spans, limits, () => undefined);
                return spans;
            };
            // The fast reader finds places again at a tenth of the library's cost; whole extents are the library's.
            return (0,located/* located */.t4)(text, fast.value, [], (0,located/* fromSpans */.wI)(() => yamlFastSpans(text, limits) ?? fully()), undefined, (0,located/* fromSpans */.wI)(fully));
        }
    }
    return parseFully(text, format, limits);
}
/** The full parse, with every span and problem: the reference the fast paths are held to (the tests compare them). */
function parseFully(text, format, limits = DEFAULT_PARSE_LIMITS) {
    const lines = new parse_lines/* LineIndex */.r(text);
    const spans = new Map();
    const problems = [];
    const problem = (kind, message, start, end = start + 1, pointer) => problems.push({ kind, message, range: lines.range(start, Math.min(end, lines.lineEnd(start))), ...(pointer === undefined ? {} : { pointer }) });
    let value;
    if (format === 'yaml') {
        value = parseYaml(text, spans, limits, problem);
    }
    else {
        const parse = format === 'json' ? parseJson : format === 'jsonc' ? parseJsonc : parseToml;
        const parsed = parse(text, spans, limits);
        for (const p of parsed.problems)
            problem(p.kind, p.message, p.start, p.end, p.pointer);
        value = parsed.value;
    }
    return (0,located/* located */.t4)(text, value, problems, (0,located/* fromSpans */.wI)(() => spans), lines);
}


/***/ }),

/***/ 4893:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ literalAnchors),
/* harmony export */   Q: () => (/* binding */ joinedAnchors)
/* harmony export */ });
/** Anchors of the body `source[start, end)` whose value starts at `from` in the whole string; `raw` bodies have no escapes. */
function literalAnchors(source, start, end, from, raw) {
    const anchors = [[from, start]];
    if (raw)
        return anchors;
    let index = from;
    for (let i = start; i < end;) {
        const at = source.indexOf('\\', i);
        if (at === -1 || at >= end)
            break;
        index += at - i;
        const next = source[at + 1];
        let length = 2;
        let written = 1;
        if (next === '\n')
            written = 0;
        else if (next === '\r') {
            written = 0;
            length = source[at + 2] === '\n' ? 3 : 2;
        }
        else if (next === 'x')
            length = 4;
        else if (next === 'u' && source[at + 2] === '{') {
            const close = source.indexOf('}', at + 3);
            length = close === -1 || close >= end ? 2 : close + 1 - at;
            written = Number.parseInt(source.slice(at + 3, close), 16) > 0xffff ? 2 : 1;
        }
        else if (next === 'u')
            length = 6;
        else if (next === 'U') {
            length = 10;
            written = 2;
        }
        else if (next === 'N' && source[at + 2] === '{') {
            const close = source.indexOf('}', at + 3);
            length = close === -1 || close >= end ? 2 : close + 1 - at;
        }
        else if (next >= '0' && next <= '7')
            length = 1 + (/^[0-7]{1,3}/.exec(source.slice(at + 1, at + 4))?.[0].length ?? 1);
        i = Math.min(at + length, end);
        index += written;
        anchors.push([index, i]);
    }
    return anchors;
}
/** The anchors of pieces written one after another (`"a" + "b"`, Python's `"a" "b"`), each given with its value's length. */
function joinedAnchors(pieces) {
    const out = [];
    let shift = 0;
    for (const piece of pieces) {
        for (const [index, offset] of piece.anchors)
            out.push([index + shift, offset]);
        shift += piece.length;
    }
    return out;
}


/***/ }),

/***/ 5159:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $M: () => (/* binding */ PROTOCOL_AXIS),
/* harmony export */   S8: () => (/* binding */ VERSIONS),
/* harmony export */   Tt: () => (/* binding */ describeVersions),
/* harmony export */   Zy: () => (/* binding */ compareVersions),
/* harmony export */   _1: () => (/* binding */ inSpan),
/* harmony export */   bS: () => (/* binding */ versionsIn),
/* harmony export */   k0: () => (/* binding */ LATEST),
/* harmony export */   lF: () => (/* binding */ isVersion)
/* harmony export */ });
/* harmony import */ var _model_axis_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72);

/** The MCP protocol revisions mcpdesc knows, oldest first. */
const VERSIONS = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'];
const LATEST = VERSIONS[VERSIONS.length - 1];
function isVersion(value) {
    return typeof value === 'string' && VERSIONS.includes(value);
}
/** The protocol's axis: what descriptors declare with `protocolVersion`. */
const PROTOCOL_AXIS = new _model_axis_js__WEBPACK_IMPORTED_MODULE_0__/* .VersionAxis */ .i(VERSIONS, {
    noun: 'protocol version',
    field: 'protocolVersion',
    declare: (version) => `declare protocolVersion ${version}`,
});
/** Negative when a is older than b, 0 when equal, positive when newer. */
function compareVersions(a, b) {
    return PROTOCOL_AXIS.compare(a, b);
}
function inSpan(version, span) {
    return PROTOCOL_AXIS.inSpan(version, span);
}
function versionsIn(span) {
    return PROTOCOL_AXIS.versionsIn(span);
}
/** How messages name a set of protocol versions: "in 2025-06-18 and later", "only in 2025-11-25". */
function describeVersions(versions) {
    return PROTOCOL_AXIS.describe(versions);
}


/***/ }),

/***/ 8821:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ah: () => (/* binding */ KEPT_PER_FILE),
/* harmony export */   DZ: () => (/* binding */ capFile),
/* harmony export */   bG: () => (/* binding */ RunBudget),
/* harmony export */   vc: () => (/* binding */ KEPT_PER_RUN)
/* harmony export */ });
/* harmony import */ var _engine_finding_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1247);
/* harmony import */ var _engine_session_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(742);
/**
 * The memory budget of the findings a run keeps until its report. A 4.5 MB file can hold 900,000
 * findings, and a run kept every one (about 1 KB each) until the report: six such files crashed the
 * action. A run keeps at most KEPT_PER_FILE findings of a file and KEPT_PER_RUN in all, and counts the
 * rest in each file's `omitted`, so totals and fail-on still see them.
 *
 * Which findings are kept depends on the findings alone, never on the order files arrive in (any
 * --jobs): the first in `keepOrder`, a total order (ranks are numbered within each file). A run trims to its budget whenever it holds a
 * quarter more, and from then on leaves out at once what sorts after the last finding it kept, which
 * can no longer make the cut.
 */


/** Findings kept of one file (SARIF shows 25,000 of a run at most, the job summary 200). */
const KEPT_PER_FILE = 10_000;
/** Findings kept of a run: above the 210,000 of the realistic 30,000-file bench corpus. */
const KEPT_PER_RUN = 250_000;
/** Each finding's place among its file's findings of the same rule (see `rank`). */
const RANKS = new WeakMap();
/**
 * The order findings are kept in: mcpdesc's own errors (a check that did not run is never left out),
 * then reported before suppressed ones, the most severe first, then the first finding of every rule of
 * a file before the second of any (190,000 duplicate keys do not hide the one limits finding after
 * them), then by place, and by what is left.
 */
function keepOrder(a, b) {
    return (Number(b.ruleId === _engine_session_js__WEBPACK_IMPORTED_MODULE_0__/* .INTERNAL_RULE */ .lH) - Number(a.ruleId === _engine_session_js__WEBPACK_IMPORTED_MODULE_0__/* .INTERNAL_RULE */ .lH) ||
        Number(a.suppression !== undefined) - Number(b.suppression !== undefined) ||
        _engine_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .LEVELS */ .A_.indexOf(a.level) - _engine_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .LEVELS */ .A_.indexOf(b.level) ||
        (RANKS.get(a) ?? 0) - (RANKS.get(b) ?? 0) ||
        (0,_engine_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .compareFindings */ .Eg)(a, b) ||
        byCodeUnits(a.pointer, b.pointer) ||
        a.range.end.line - b.range.end.line ||
        a.range.end.column - b.range.end.column ||
        byCodeUnits(a.message, b.message));
}
/**
 * Numbers each finding of a result among those of its rule, in position order (RANKS): once, on all
 * the findings it arrived with, so a finding's place in keepOrder never changes after.
 */
function rank(result) {
    const byRule = new Map();
    for (const finding of allOf(result)) {
        const list = byRule.get(finding.ruleId);
        if (list)
            list.push(finding);
        else
            byRule.set(finding.ruleId, [finding]);
    }
    for (const list of byRule.values()) {
        list.sort(_engine_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .compareFindings */ .Eg);
        for (const [index, finding] of list.entries())
            RANKS.set(finding, index);
    }
}
/** A file's result with at most `max` findings kept (the first in keepOrder), the rest counted. */
function capFile(result, max = KEPT_PER_FILE) {
    if (result.findings.length + (result.suppressed?.length ?? 0) <= max)
        return result;
    rank(result);
    const kept = new Set(allOf(result).sort(keepOrder).slice(0, max));
    return keepOnly({ ...result }, (finding) => kept.has(finding));
}
/** The findings of the results a run has kept, within KEPT_PER_RUN. */
class RunBudget {
    max;
    results = [];
    kept = 0;
    /** The last finding kept at the latest trim: one after it in keepOrder can no longer be kept. */
    last;
    constructor(max = KEPT_PER_RUN) {
        this.max = max;
    }
    /** Takes a result into the run, leaving out at once what cannot be kept; trims the run past its budget. Changes `result`. */
    admit(result) {
        if (result.findings.length + (result.suppressed?.length ?? 0) === 0)
            return result;
        const last = this.last;
        if (last) {
            rank(result);
            keepOnly(result, (finding) => keepOrder(finding, last) < 0);
        }
        const count = result.findings.length + (result.suppressed?.length ?? 0);
        if (count === 0)
            return result;
        this.results.push(result);
        this.kept += count;
        if (this.kept > this.max + (this.max >> 2))
            this.trim();
        return result;
    }
    /** Leaves the run within its budget exactly, once every result is in. */
    finish() {
        if (this.kept > this.max)
            this.trim();
    }
    /** Keeps the first `max` of the run's findings in keepOrder; results are changed in place, as the run holds them. */
    trim() {
        // Results are ranked as they arrived: before the first trim, none has lost a finding yet.
        if (!this.last)
            for (const result of this.results)
                rank(result);
        const all = [];
        for (const result of this.results)
            for (const finding of allOf(result))
                all.push(finding);
        all.sort(keepOrder);
        const kept = new Set(all.slice(0, this.max));
        this.last = all[this.max - 1];
        for (const result of this.results)
            keepOnly(result, (finding) => kept.has(finding));
        this.kept = kept.size;
    }
}
function allOf(result) {
    const all = result.findings.slice();
    for (const finding of result.suppressed ?? [])
        all.push(finding);
    return all;
}
/** Keeps the findings `keep` accepts, in their order, and counts the others in `omitted`. Changes `result`. */
function keepOnly(result, keep) {
    const omitted = result.omitted ? { ...result.omitted } : { error: 0, warning: 0, note: 0, suppressed: 0 };
    const findings = [];
    for (const finding of result.findings) {
        if (keep(finding))
            findings.push(finding);
        else
            omitted[finding.level]++;
    }
    const suppressed = [];
    for (const finding of result.suppressed ?? []) {
        if (keep(finding))
            suppressed.push(finding);
        else
            omitted.suppressed++;
    }
    if (findings.length === result.findings.length && suppressed.length === (result.suppressed?.length ?? 0))
        return result;
    result.findings = findings;
    if (suppressed.length > 0)
        result.suppressed = suppressed;
    else
        delete result.suppressed;
    result.omitted = omitted;
    return result;
}
/** Plain code-unit order, as compareFindings orders paths. */
function byCodeUnits(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}


/***/ }),

/***/ 6314:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xL: () => (/* binding */ ConfigError),
  PV: () => (/* binding */ DEFAULT_CONFIG),
  GW: () => (/* binding */ MAX_CONFIG_BYTES),
  p1: () => (/* binding */ ignoresFor),
  o4: () => (/* binding */ parseConfig),
  im: () => (/* binding */ readConfigText),
  zc: () => (/* binding */ settingsFor),
  Ku: () => (/* binding */ withGlobs)
});

// UNUSED EXPORTS: DEFAULT_CONFIG_FILE, DEFAULT_INCLUDE, DEFAULT_LIMITS, configIn, exists, levelAlias, loadConfig, ruleSetting, unusedIgnores, withRules

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/util/printable.ts
var printable = __webpack_require__(1095);
// EXTERNAL MODULE: ./src/runner/read.ts
var runner_read = __webpack_require__(9808);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/formats/loaders.ts + 1 modules
var loaders = __webpack_require__(9189);
// EXTERNAL MODULE: ./src/parse/parse.ts + 12 modules
var parse = __webpack_require__(9482);
// EXTERNAL MODULE: ./src/schema/budget.ts
var budget = __webpack_require__(3814);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/util/lazy-require.ts
var lazy_require = __webpack_require__(6050);
// EXTERNAL MODULE: ./src/util/suggest.ts
var suggest = __webpack_require__(7406);
// EXTERNAL MODULE: ./src/engine/finding.ts
var finding = __webpack_require__(1247);
;// CONCATENATED MODULE: ./src/runner/globs.ts
/**
 * What makes an include or exclude glob invalid. picomatch accepts anything and quietly treats a
 * malformed pattern as literal text, so a typo would match nothing and lint (or skip) less than meant.
 * A glob is rejected when it is empty, when its brackets, braces or parentheses do not pair up, or
 * when it could never match: globs are matched against relative POSIX paths (from the root, or from
 * a searched folder outside it), which are never absolute and never contain "..".
 */
const CLOSERS = { '{': '}', '(': ')' };
/** Why `glob` is invalid, in words that fit after the glob is quoted, or undefined when it is fine. */
function globProblem(glob) {
    if (glob.trim() === '')
        return 'is empty';
    const pattern = glob.startsWith('!') ? glob.slice(1) : glob; // picomatch negation
    if (pattern.startsWith('/') || /^[A-Za-z]:[\\/]/.test(pattern)) {
        return 'is an absolute path, but globs match relative paths (e.g. "servers/**/*.mcp.json"), so it can never match';
    }
    if (pattern.split('/').includes('..'))
        return 'has a ".." segment, but the relative paths globs match never contain "..", so it can never match';
    return unbalanced(glob);
}
/**
 * Why a list of include globs would find no file at all, or undefined. An include that matches nothing
 * would turn the run into "0 files checked", a silent pass.
 */
function includeProblem(globs) {
    if (globs.length === 0)
        return "lists no glob, so no file would be checked; leave it out to look at every format's usual paths";
    if (globs.every((glob) => glob.startsWith('!'))) {
        return `has only negated globs (${globs.map((g) => JSON.stringify(g)).join(', ')}), which match no file by themselves; list what to check, and put what to skip under exclude`;
    }
    for (const glob of globs) {
        if (/\\[A-Za-z0-9*.]/.test(glob)) {
            return `has ${JSON.stringify(glob)}, which uses "\\" as a path separator: globs match "/"-separated paths, so write ${JSON.stringify(glob.replace(/\\/g, '/'))} (to match a special character literally, use a class such as "[*]")`;
        }
        if (glob.endsWith('/'))
            return `has ${JSON.stringify(glob)}, which ends with "/" and so matches folders, while only files are checked; write ${JSON.stringify(`${glob}**`)}`;
    }
    return undefined;
}
/** The first bracket, brace or parenthesis without its partner (backslash escapes one character). */
function unbalanced(glob) {
    const open = [];
    for (let i = 0; i < glob.length; i++) {
        const char = glob[i];
        if (char === '\\') {
            i++;
        }
        else if (char === '[') {
            const end = classEnd(glob, i);
            if (end < 0)
                return never(char, i);
            i = end;
        }
        else if (char in CLOSERS) {
            open.push({ char, at: i });
        }
        else if (char === '}' || char === ')' || char === ']') {
            const last = open.pop();
            if (!last || CLOSERS[last.char] !== char)
                return `has a "${char}" at character ${i + 1} that closes nothing; escape it as "\\${char}" to match it literally`;
        }
    }
    const last = open.pop();
    return last ? never(last.char, last.at) : undefined;
}
function never(char, at) {
    return `has a "${char}" at character ${at + 1} that is never closed; escape it as "\\${char}" to match it literally`;
}
/** The index of the "]" that ends the character class opened at `start`, or -1. */
function classEnd(glob, start) {
    let i = start + 1;
    if (glob[i] === '!' || glob[i] === '^')
        i++;
    if (glob[i] === ']')
        i++; // a "]" first in the class is literal
    for (; i < glob.length; i++) {
        if (glob[i] === '\\')
            i++;
        else if (glob[i] === '[' && glob[i + 1] === ':') {
            const end = glob.indexOf(':]', i + 2); // a POSIX class such as [:alpha:]
            if (end < 0)
                return -1;
            i = end + 1;
        }
        else if (glob[i] === ']')
            return i;
    }
    return -1;
}

// EXTERNAL MODULE: ./src/runner/defaults.ts
var defaults = __webpack_require__(1634);
;// CONCATENATED MODULE: ./src/runner/config.ts
/**
 * `.mcpdesc.yaml`: which files to lint, per-rule levels, and input limits. Parsing is pure and
 * strict: an unknown key, rule id or level is a usage error that names the accepted values.
 */














/** Every format's usual paths (src/formats): which files a folder search looks at by default. */
const DEFAULT_INCLUDE = loaders/* FORMAT_PATHS */.nv;
const DEFAULT_LIMITS = {
    ...parse/* DEFAULT_PARSE_LIMITS */.tN,
    ...budget/* DEFAULT_SCHEMA_LIMITS */.J,
    maxFileBytes: 5 * 1024 * 1024,
    regexTimeoutMs: 100,
    fileTimeoutMs: 10_000,
};
/** Upper bounds that keep even a permissive configuration safe (nesting is parsed recursively). */
const LIMIT_MAXIMUMS = {
    maxDepth: 1_000,
    maxNodes: 10_000_000,
    maxStringLength: 100_000_000,
    maxAliases: 100_000,
    maxFileBytes: 1024 * 1024 * 1024,
    regexTimeoutMs: 10_000,
    fileTimeoutMs: 600_000,
    maxSchemaNodes: 1_000_000,
    maxSchemaNodesPerFile: 10_000_000,
};
const DEFAULT_CONFIG = { include: DEFAULT_INCLUDE, exclude: [], rules: {}, limits: DEFAULT_LIMITS, ignore: [], overrides: [] };
class ConfigError extends Error {
}
const SETTINGS = [...finding/* LEVELS */.A_, 'off'];
const KEYS = ['include', 'exclude', 'rules', 'overrides', 'ignore', 'limits'];
const IGNORE_KEYS = ['files', 'rule', 'pointer', 'reason'];
const OVERRIDE_KEYS = ['files', 'rules'];
/** Parse and check a configuration file's text; `source` names it in error messages. */
function parseConfig(text, source, catalogue) {
    let raw;
    try {
        raw = (0,lazy_require/* vendoredYaml */.Xd)().parse(text, { prettyErrors: false });
    }
    catch (error) {
        throw new ConfigError(`${source}: not valid YAML (${(0,printable/* shortQuotes */.ob)(error.message.split('\n')[0])}). Fix the syntax.`);
    }
    if (raw === null || raw === undefined)
        return DEFAULT_CONFIG;
    if (!(0,json/* isObject */.Gv)(raw))
        throw new ConfigError(`${source}: the configuration must be a mapping with any of ${(0,json/* listOf */.c3)(KEYS, 'and')}, not ${(0,json/* shown */.SP)(raw)}.`);
    for (const key of Object.keys(raw)) {
        if (!KEYS.includes(key))
            throw new ConfigError(`${source}: unknown setting ${JSON.stringify(key)}.${hint(key, KEYS)} Accepted settings: ${(0,json/* listOf */.c3)(KEYS, 'and')}.`);
    }
    return {
        include: raw.include === undefined ? DEFAULT_INCLUDE : checkInclude(globs(raw.include, `${source}: include`), `${source}: include`),
        exclude: raw.exclude === undefined ? [] : globs(raw.exclude, `${source}: exclude`),
        rules: ruleSettings(raw.rules, source, catalogue),
        limits: limits(raw.limits, source),
        ignore: ignoreSettings(raw.ignore, source, catalogue),
        overrides: overrides(raw.overrides, source, catalogue),
    };
}
/** The rule settings for one file: `rules:`, then each override whose globs match it, in order (later ones win). */
function settingsFor(config, path) {
    let settings = config.rules;
    for (const override of config.overrides)
        if (matches(override.files, path))
            settings = { ...settings, ...override.rules };
    return settings;
}
/** The `ignore:` entries whose globs match a file. */
function ignoresFor(config, path) {
    return config.ignore
        .filter((entry) => matches(entry.files, path))
        .map(({ rule, pointer, reason }) => ({ rule, reason, ...(pointer === undefined ? {} : { pointer }) }));
}
function unusedIgnores(config, results, whole = false) {
    const checked = results.filter((r) => r.skipped === undefined);
    return config.ignore.flatMap((entry, index) => {
        const files = checked.filter((r) => matches(entry.files, r.path));
        const name = `ignore[${index}] (${entry.rule} in ${entry.files.join(', ')})`;
        if (files.length === 0)
            return whole ? [{ entry: name, matchesNothing: true }] : [];
        // A suppression does not name its entry: one of the same rule and reason in a file the entry matches counts.
        const used = files.some((r) => (r.suppressed ?? []).some((f) => f.suppression?.kind === 'external' && f.suppression.justification === entry.reason && f.ruleId === entry.rule));
        return used ? [] : [{ entry: name, matchesNothing: false }];
    });
}
/** Compiled globs, shared by the run (a cache: it cannot change a result). */
const MATCHERS = new Map();
function matches(globs, path) {
    const key = JSON.stringify(globs);
    let matcher = MATCHERS.get(key);
    if (!matcher) {
        matcher = (0,lazy_require/* vendoredPicomatch */.SI)()([...globs], { dot: true });
        MATCHERS.set(key, matcher);
    }
    return matcher(path);
}
function ignoreSettings(raw, source, catalogue) {
    if (raw === undefined || raw === null)
        return [];
    const example = '[{files: "servers/legacy.mcp.json", rule: mcp.tool.name-format, reason: "renamed in v2"}]';
    if (!Array.isArray(raw))
        throw new ConfigError(`${source}: ignore must be a list of {files, rule, pointer, reason} entries, e.g. ${example}, not ${(0,json/* shown */.SP)(raw)}.`);
    return raw.map((entry, index) => {
        const where = `${source}: ignore[${index}]`;
        if (!(0,json/* isObject */.Gv)(entry))
            throw new ConfigError(`${where} must be a mapping with files, rule, reason and optionally pointer, not ${(0,json/* shown */.SP)(entry)}.`);
        entryKeys(entry, IGNORE_KEYS, where);
        for (const key of ['files', 'rule', 'reason']) {
            if (entry[key] === undefined)
                throw new ConfigError(`${where} has no ${key}; each entry needs files, rule and reason, e.g. ${example}.`);
        }
        ruleSetting(entry.rule, 'off', `${where}: rule`, catalogue);
        if (typeof entry.reason !== 'string' || entry.reason.trim() === '')
            throw new ConfigError(`${where}: reason must say why the findings are accepted (code scanning shows it), not ${(0,json/* shown */.SP)(entry.reason)}.`);
        const pointer = entry.pointer;
        if (pointer !== undefined && (typeof pointer !== 'string' || (pointer !== '' && !pointer.startsWith('/'))))
            throw new ConfigError(`${where}: pointer must be a JSON Pointer such as "/tools/0/name" ("" is the whole file), not ${(0,json/* shown */.SP)(pointer)}.`);
        return {
            files: globs(entry.files, `${where}: files`),
            rule: entry.rule,
            reason: entry.reason.trim(),
            ...(pointer === undefined ? {} : { pointer: pointer }),
        };
    });
}
function overrides(raw, source, catalogue) {
    if (raw === undefined || raw === null)
        return [];
    if (!Array.isArray(raw))
        throw new ConfigError(`${source}: overrides must be a list of {files, rules} entries, e.g. [{files: ["legacy/**"], rules: {mcp.tool.name-format: off}}], not ${(0,json/* shown */.SP)(raw)}.`);
    return raw.map((entry, index) => {
        const where = `${source}: overrides[${index}]`;
        if (!(0,json/* isObject */.Gv)(entry))
            throw new ConfigError(`${where} must be a mapping with files and rules, not ${(0,json/* shown */.SP)(entry)}.`);
        entryKeys(entry, OVERRIDE_KEYS, where);
        if (entry.files === undefined || entry.rules === undefined)
            throw new ConfigError(`${where} needs both files and rules.`);
        return { files: globs(entry.files, `${where}: files`), rules: ruleSettings(entry.rules, where, catalogue) };
    });
}
function entryKeys(entry, keys, where) {
    for (const key of Object.keys(entry)) {
        if (!keys.includes(key))
            throw new ConfigError(`${where}: unknown key ${JSON.stringify(key)}.${hint(key, keys)} Accepted keys: ${(0,json/* listOf */.c3)(keys, 'and')}.`);
    }
}
/**
 * Reads the configuration file: `path` (named by `option`, e.g. "--config", in errors) or, when none is
 * given, `.mcpdesc.yaml` or `.mcpdesc.yml` in `cwd` if one exists.
 */
async function loadConfig(path, cwd, catalogue, option) {
    const read = readConfigText(path, cwd, option);
    return read === undefined ? DEFAULT_CONFIG : parseConfig(read.text, read.name, catalogue);
}
/** The configuration file's text and name (see loadConfig), or undefined when none is named and there is none. */
function readConfigText(path, cwd, option) {
    const absolute = path === undefined ? configIn(cwd) : (0,external_node_path_.resolve)(cwd, path);
    if (absolute === undefined)
        return undefined;
    const name = path ?? (0,external_node_path_.basename)(absolute);
    // The configuration comes from the pull request too: read under the same policy as linted files.
    const read = (0,runner_read/* readDescriptor */.qq)(absolute, cwd, MAX_CONFIG_BYTES);
    if (!read.ok) {
        const code = /\((E[A-Z]+)\)/.exec(read.message)?.[1] ?? (/a directory/.test(read.message) ? 'EISDIR' : undefined);
        throw new ConfigError(`cannot read the configuration file ${name} (${code ?? read.message.replace(/\.$/, '')}). Check the ${option} path.`);
    }
    return { text: read.text, name };
}
/** A configuration file is small; a larger one is a mistake or an attack. */
const MAX_CONFIG_BYTES = 1024 * 1024;
/**
 * The configuration file of one folder: `.mcpdesc.yaml`, or `.mcpdesc.yml`. Both at once is refused
 * rather than one silently preferred, since the other would be edited in vain.
 */
function configIn(dir) {
    const found = defaults/* CONFIG_FILE_NAMES */.HR.map((name) => ({ path: (0,external_node_path_.join)(dir, name), state: lookup((0,external_node_path_.join)(dir, name)) }));
    // One that cannot be looked at (EACCES, ENAMETOOLONG) is read, and the error says why it cannot be.
    const unknown = found.find((f) => f.state === 'unknown');
    if (unknown)
        return unknown.path;
    const present = found.filter((f) => f.state === 'present');
    if (present.length > 1)
        throw new ConfigError(`${defaults/* CONFIG_FILE_NAMES */.HR.join(' and ')} are both in ${dir}: mcpdesc reads one configuration file per folder. Merge them into ${defaults/* CONFIG_FILE_NAMES */.HR[0]}.`);
    return present[0]?.path;
}
/** Whether something is at `path`; a symlink counts (the read policy then refuses it with a message). */
function exists(path) {
    return lookup(path) === 'present';
}
/** What is at `path`: only ENOENT and ENOTDIR say nothing is; other errors leave it unknown. */
function lookup(path) {
    try {
        (0,external_node_fs_.lstatSync)(path);
        return 'present';
    }
    catch (error) {
        const code = error.code;
        return code === 'ENOENT' || code === 'ENOTDIR' ? 'absent' : 'unknown';
    }
}
/**
 * Globs given on a command line or as action inputs: include globs replace the configured ones,
 * exclude globs add to them. `names` says how errors name them (e.g. "--include", 'Input "include"').
 */
function withGlobs(config, include, exclude, names) {
    checkGlobs(include ?? [], names.include);
    if (include && include.length > 0)
        checkInclude(include, names.include);
    checkGlobs(exclude ?? [], names.exclude);
    return {
        ...config,
        ...(include && include.length > 0 ? { include } : {}),
        ...(exclude && exclude.length > 0 ? { exclude: [...config.exclude, ...exclude] } : {}),
    };
}
/**
 * `--rule id=level` settings from a command line, over the configured ones (as in ESLint, the command
 * line wins); an unknown id gets the closest one.
 */
function withRules(config, settings, catalogue) {
    if (!settings || settings.length === 0)
        return config;
    const rules = { ...config.rules };
    for (const setting of settings) {
        const at = setting.indexOf('=');
        if (at <= 0)
            throw new ConfigError(`--rule takes id=level, such as --rule mcp.tool.name-format=off, not ${JSON.stringify(setting)}.`);
        rules[setting.slice(0, at)] = ruleSetting(setting.slice(0, at), setting.slice(at + 1), '--rule', catalogue);
    }
    // The command line wins over the configuration file, overrides included (as ESLint's --rule does).
    const given = new Set(settings.map((setting) => setting.slice(0, setting.indexOf('='))));
    const overrides = config.overrides.map((override) => ({
        ...override,
        rules: Object.fromEntries(Object.entries(override.rules).filter(([id]) => !given.has(id))),
    }));
    return { ...config, rules, overrides };
}
/** Per-rule settings given on a command line or action input, e.g. `mcp.tool.name-format=off`. */
function ruleSetting(ruleId, setting, where, catalogue) {
    if (!catalogue.get(ruleId)) {
        throw new ConfigError(`${where}: unknown rule ${JSON.stringify(ruleId)}.${hint(ruleId, catalogue.rules.map((r) => r.id))} See docs/rules/README.md for every rule id.`);
    }
    const level = levelAlias(setting);
    if (!SETTINGS.includes(level)) {
        throw new ConfigError(`${where}: ${(0,json/* shown */.SP)(setting)} is not a rule setting for ${ruleId}; use ${(0,json/* listOf */.c3)(SETTINGS)}.`);
    }
    return level;
}
/** `warn` is read as `warning` wherever a level is, as ESLint users type it. */
function levelAlias(value) {
    return value === 'warn' ? 'warning' : value;
}
function ruleSettings(raw, source, catalogue) {
    if (raw === undefined || raw === null)
        return {};
    if (!(0,json/* isObject */.Gv)(raw))
        throw new ConfigError(`${source}: rules must map rule ids to ${(0,json/* listOf */.c3)(SETTINGS)}, not ${(0,json/* shown */.SP)(raw)}.`);
    const settings = {};
    for (const [id, setting] of Object.entries(raw)) {
        settings[id] = ruleSetting(id, setting, `${source}: rules`, catalogue);
    }
    return settings;
}
function globs(raw, where) {
    const list = typeof raw === 'string' ? [raw] : raw;
    if (!Array.isArray(list) || list.some((g) => typeof g !== 'string')) {
        throw new ConfigError(`${where} must be a glob or a list of globs, e.g. ["servers/**/*.mcp.json"], not ${(0,json/* shown */.SP)(raw)}.`);
    }
    return checkGlobs(list, where);
}
function checkInclude(list, where) {
    const problem = includeProblem(list);
    if (problem)
        throw new ConfigError(`${where} ${problem}.`);
    return list;
}
function checkGlobs(list, where) {
    for (const glob of list) {
        const problem = globProblem(glob);
        if (problem)
            throw new ConfigError(`${where}: the glob ${JSON.stringify(glob)} ${problem}.`);
    }
    return [...list];
}
function limits(raw, source) {
    if (raw === undefined || raw === null)
        return DEFAULT_LIMITS;
    const names = Object.keys(DEFAULT_LIMITS);
    if (!(0,json/* isObject */.Gv)(raw))
        throw new ConfigError(`${source}: limits must be a mapping of ${(0,json/* listOf */.c3)(names, 'and')}, not ${(0,json/* shown */.SP)(raw)}.`);
    const result = { ...DEFAULT_LIMITS };
    for (const [key, value] of Object.entries(raw)) {
        if (!names.includes(key))
            throw new ConfigError(`${source}: unknown limit ${JSON.stringify(key)}.${hint(key, names)} Accepted limits: ${(0,json/* listOf */.c3)(names, 'and')}.`);
        const max = LIMIT_MAXIMUMS[key];
        if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0 || value > max) {
            throw new ConfigError(`${source}: limits.${key} must be an integer from 1 to ${max} (default ${DEFAULT_LIMITS[key]}), not ${(0,json/* shown */.SP)(value)}.`);
        }
        result[key] = value;
    }
    return result;
}
function hint(input, candidates) {
    const near = (0,suggest/* closest */.k)(input, candidates, 3);
    return near ? ` Did you mean ${JSON.stringify(near)}?` : '';
}


/***/ }),

/***/ 7630:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FY: () => (/* binding */ plainPaths),
/* harmony export */   GW: () => (/* binding */ realRootOf),
/* harmony export */   R7: () => (/* binding */ containment),
/* harmony export */   lR: () => (/* binding */ rememberListed),
/* harmony export */   qP: () => (/* binding */ NO_FOLLOW),
/* harmony export */   ux: () => (/* binding */ within),
/* harmony export */   wQ: () => (/* binding */ rememberPlain)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_file_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3609);
/* harmony import */ var _relative_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6304);
/**
 * Where a path inside the workspace really leads, judged component by component: a symlinked folder
 * anywhere on the way (`servers -> /elsewhere`, then `servers/a.mcp.json`) is refused, not only a
 * symlink in the last component. Shared by every read of the repository (linted files, the
 * configuration, the baseline, the workspace view rules read through).
 */




// realpath(3) in one call: Node's JavaScript realpathSync makes a system call per path component.
const realpath = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native;
let lastRoot;
/** The workspace root resolved, once per root: every file of a run asks for the same one. */
function realRootOf(root) {
    if (lastRoot?.root !== root)
        lastRoot = { root, real: realpath(root) };
    return lastRoot.real;
}
/** Folders, and files, a run remembers at most; past it, it starts over (the answers stay the same). */
const MAX_FOLDERS = 20_000;
/**
 * The open flag that makes opening a symlink fail (ELOOP) instead of following it, atomically with the
 * open; undefined where the system has none (Windows). Where it exists, a file in a plain folder is
 * opened with it instead of being looked at (lstat) first: the bench's source monorepo made 2,400 lstat
 * calls, one per file, only to learn that none was a link. Where it does not, every file is looked at.
 */
const NO_FOLLOW = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW;
/** Remembers that the file (or folder) at `absolute`, whose real path is `real`, is plain and what it is. */
function rememberPlain(folders, absolute, real, type) {
    if (folders.files.size >= MAX_FOLDERS)
        folders.files.clear();
    folders.files.set(absolute, { kind: 'plain', real, type });
}
/**
 * Remembers what a listing of the plain folder `folder` (real path `real`) found, by the entries' types
 * (readdir's d_type): a file or folder that is no symlink needs no lstat of its own. Only where NO_FOLLOW
 * exists: a file found so is opened with it, so one swapped for a symlink since is still not followed.
 * An entry of unknown type (some file systems give none) or a name that is not UTF-8 is left to the lstat.
 */
function rememberListed(folders, folder, real, name, entry) {
    if (NO_FOLLOW === undefined || name.includes('\uFFFD'))
        return;
    const type = entry.isFile() ? 'file' : entry.isDirectory() ? 'directory' : undefined;
    if (type !== undefined)
        rememberPlain(folders, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, name), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(real, name), type);
}
/** An empty memory of plain paths, for one run: the run does not change the repository it reads. */
function plainPaths() {
    return { real: new Map(), files: new Map() };
}
/**
 * A path's real path equals the real root joined with its relative path exactly when no component
 * below the root is a symlink (realpath's answer holds none): one system call for the common case.
 * Otherwise the folder is resolved the same way, to tell a symlinked folder from a symlinked file.
 * With `folders`, a folder is resolved once per run, and a file in a plain one that is no symlink
 * itself (one lstat) is plain: realpath(3) resolves every component of the path again, and once per
 * file read (twice for a package's files, which the consistency rules read too) that was about 140 ms
 * of a 2.7 s CPU profile of the bench's 2,400-file source monorepo. That answer is remembered too,
 * with what the lstat found: a package's file was lstat'ed four times (twice for its kind, once for
 * each of the consistency rules' read and the runner's). `opening`: the caller opens the file next, with
 * NO_FOLLOW where it exists; a file in a plain folder not known yet is then answered plain without a
 * look (no `type`, not remembered), and the caller judges it again, whole, if that open fails.
 */
function containment(absolute, root, folders, opening = false) {
    const rel = (0,_relative_js__WEBPACK_IMPORTED_MODULE_3__/* .relativeTo */ .M)(root, absolute);
    if (outside(rel))
        return { kind: 'outside' };
    let realRoot;
    try {
        realRoot = realRootOf(root);
    }
    catch (error) {
        return { kind: 'error', code: error.code ?? 'error' };
    }
    if (folders && rel !== '') {
        const known = folders.files.get(absolute);
        if (known)
            return known;
        const realFolder = plainFolder(folders, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(absolute), root, realRoot);
        // Not looked at: the caller opens it with NO_FOLLOW, and judges it whole if that fails.
        if (realFolder !== undefined && opening && NO_FOLLOW !== undefined)
            return { kind: 'plain', real: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(realFolder, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(absolute)) };
        const type = realFolder === undefined ? undefined : unlinkedType(absolute);
        if (realFolder !== undefined && type !== undefined) {
            rememberPlain(folders, absolute, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(realFolder, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(absolute)), type);
            return { kind: 'plain', real: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(realFolder, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(absolute)), type };
        }
    }
    const real = resolved(absolute);
    if (real.path !== undefined && real.path === (rel === '' ? realRoot : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(realRoot, rel)))
        return { kind: 'plain', real: real.path };
    if (rel === '')
        return { kind: 'last', real: real.path };
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(absolute);
    const folderRel = (0,_relative_js__WEBPACK_IMPORTED_MODULE_3__/* .relativeTo */ .M)(root, folder);
    if (folderRel !== '') {
        const realFolder = resolved(folder);
        if (realFolder.path === undefined)
            return { kind: 'error', code: realFolder.code };
        if (realFolder.path !== (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(realRoot, folderRel)) {
            // Told apart by lstat: on a case-insensitive file system a name typed in another case differs too.
            const link = firstLink(root, folderRel);
            if (link !== undefined)
                return { kind: 'folder', folder: link };
        }
    }
    return { kind: 'last', real: real.path };
}
/** The folder's real path when no component below the root is a symlink, remembered in `folders`. */
function plainFolder(folders, folder, root, realRoot) {
    if (folders.real.has(folder))
        return folders.real.get(folder);
    const folderRel = (0,_relative_js__WEBPACK_IMPORTED_MODULE_3__/* .relativeTo */ .M)(root, folder);
    const real = folderRel === '' ? realRoot : resolved(folder).path;
    const plain = real !== undefined && real === (folderRel === '' ? realRoot : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(realRoot, folderRel)) ? real : undefined;
    if (folders.real.size >= MAX_FOLDERS)
        folders.real.clear();
    folders.real.set(folder, plain);
    return plain;
}
/** What the path is when it is no symlink; undefined for a symlink or a path that cannot be looked at, so the full check decides. */
function unlinkedType(path) {
    let stats;
    try {
        stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)((0,_util_file_names_js__WEBPACK_IMPORTED_MODULE_2__/* .fsPath */ .Jk)(path), { throwIfNoEntry: false });
    }
    catch {
        return undefined;
    }
    if (!stats || stats.isSymbolicLink())
        return undefined;
    return stats.isFile() ? 'file' : stats.isDirectory() ? 'directory' : 'other';
}
/** Whether `target` is the root or lies inside it. */
function within(root, target) {
    return !outside((0,_relative_js__WEBPACK_IMPORTED_MODULE_3__/* .relativeTo */ .M)(root, target));
}
/** A relative path that climbs out (a name such as "..x" does not). */
function outside(rel) {
    return rel === '..' || rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel);
}
function resolved(path) {
    try {
        const bytes = (0,_util_file_names_js__WEBPACK_IMPORTED_MODULE_2__/* .fsPath */ .Jk)(path);
        // As text when that is exact: a name that is not UTF-8 comes back with U+FFFD, and is read again as bytes.
        const text = realpath(bytes);
        return { path: text.includes('\uFFFD') ? (0,_util_file_names_js__WEBPACK_IMPORTED_MODULE_2__/* .decodeFileName */ .qL)(realpath(bytes, { encoding: 'buffer' })) : text };
    }
    catch (error) {
        return { path: undefined, code: error.code ?? 'error' };
    }
}
/**
 * The first symlinked folder of `folderRel`, as a POSIX path (asked only once a real path differs);
 * one that cannot be looked at counts as one, so that a doubt refuses the path.
 */
function firstLink(root, folderRel) {
    const parts = folderRel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep);
    for (let i = 1; i <= parts.length; i++) {
        const folder = parts.slice(0, i);
        try {
            if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)((0,_util_file_names_js__WEBPACK_IMPORTED_MODULE_2__/* .fsPath */ .Jk)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, ...folder))).isSymbolicLink())
                return folder.join('/');
        }
        catch {
            return folder.join('/');
        }
    }
    return undefined;
}


/***/ }),

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

/***/ 4299:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q_: () => (/* binding */ discoverAmong),
/* harmony export */   d7: () => (/* binding */ toPosix),
/* harmony export */   k4: () => (/* binding */ discover)
/* harmony export */ });
/* unused harmony exports SKIPPED_DIRECTORIES, displayPath */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _util_file_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3609);
/* harmony import */ var _engine_test_source_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(260);
/* harmony import */ var _util_glob_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3596);
/* harmony import */ var _contain_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7630);
/* harmony import */ var _relative_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6304);
/**
 * Finds candidate MCP files. A directory is searched for files matching the include globs (by default
 * every format's usual paths; minus the exclude globs), skipping dependency and VCS folders and never
 * following symlinked directories; a file named explicitly is always linted. Which format a file is,
 * and whether it is an MCP file at all, the engine decides from its content.
 */








// node:fs's callbacks, not node:fs/promises: loading that (and the readline and watcher modules it
// brings) is a noticeable part of a one-file run's start.
const lstat = (0,node_util__WEBPACK_IMPORTED_MODULE_2__.promisify)(node_fs__WEBPACK_IMPORTED_MODULE_0__.lstat);
const readdir = (0,node_util__WEBPACK_IMPORTED_MODULE_2__.promisify)(node_fs__WEBPACK_IMPORTED_MODULE_0__.readdir);
/** Folders that never hold a project's own descriptors. */
const SKIPPED_DIRECTORIES = new Set([
    'node_modules',
    '.git',
    '.hg',
    '.svn',
    '.venv',
    'venv',
    '__pycache__',
    '.tox',
    '.cache',
    '.next',
    '.turbo',
]);
function toPosix(path) {
    return node_path__WEBPACK_IMPORTED_MODULE_1__.sep === '/' ? path : path.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep).join('/');
}
function displayPath(root, absolute) {
    const rel = (0,_relative_js__WEBPACK_IMPORTED_MODULE_7__/* .relativeTo */ .M)(root, absolute);
    return toPosix(rel === '' ? '.' : rel);
}
async function discover(paths, options) {
    const { included, excluded } = matchers(options);
    const found = new Map();
    // Set while a folder argument that is a test folder (or inside one) is searched.
    let testsAsked = false;
    const add = (absolute, explicit = false, unlisted) => {
        if (!explicit && found.has(absolute))
            return;
        found.set(absolute, {
            absolute,
            path: displayPath(options.root, absolute),
            ...(explicit ? { explicit } : {}),
            ...(unlisted ? { unlisted } : {}),
            ...(testsAsked && !explicit ? { testsAsked } : {}),
        });
    };
    const walk = async (dir, base) => {
        let entries;
        try {
            entries = await readDirectory(dir);
        }
        catch (error) {
            // A folder that vanished holds nothing; one that cannot be listed (a path past PATH_MAX, no
            // permission) may hold MCP files, so it is reported, never skipped in silence.
            const code = errorCode(error);
            if (!ABSENT.has(code))
                add(dir, true, code);
            return;
        }
        for (const entry of entries) {
            const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, entry.name);
            const rel = matchPath(options.root, base, absolute);
            if (entry.isDirectory()) {
                // A folder is searched whatever its name: one named like an MCP file (Next.js serves
                // .well-known/mcp/server-card from a folder of that name holding route.ts) is no file a client reads,
                // and nothing in it goes unchecked.
                if (!SKIPPED_DIRECTORIES.has(entry.name) && !excludedFolder(excluded, rel))
                    await walk(absolute, base);
            }
            else if (included(rel) && !excluded(rel)) {
                // Symlinks, pipes and devices named like descriptors are listed too and judged when read, so
                // each gets a finding saying why it was not checked instead of being skipped in silence.
                add(absolute);
            }
        }
    };
    const missing = [];
    const empty = [];
    for (const input of paths) {
        const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(input) ? input : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(options.root, input);
        const stats = await look(absolute);
        if (stats === 'absent') {
            missing.push(input);
        }
        else if (typeof stats === 'string') {
            // There, but not to be looked at (ENAMETOOLONG, EACCES): reading it says why, as a finding.
            add(absolute, true);
        }
        else if (stats.isDirectory() && (0,_contain_js__WEBPACK_IMPORTED_MODULE_6__/* .containment */ .R7)(absolute, options.root).kind === 'folder') {
            // A folder reached through a symlinked folder is not searched (it may list files outside the
            // workspace): named as a file, it gets the finding reading it gives.
            add(absolute, true);
        }
        else if (stats.isDirectory()) {
            const before = found.size;
            testsAsked = isTestFolder(options.root, absolute);
            await walk(absolute, absolute);
            testsAsked = false;
            if (found.size === before)
                empty.push(input);
        }
        else {
            add(absolute, true);
        }
    }
    return { files: sorted(found), missing, empty };
}
/**
 * The files among `candidates` (root-relative POSIX paths, such as the files git says changed) that
 * `discover(paths)` would return, found without walking any folder: a candidate must be named in
 * `paths` or lie in a folder of `paths`, pass the globs and skipped folders, and still exist.
 */
async function discoverAmong(candidates, paths, options) {
    const { included, excluded } = matchers(options);
    const inputs = [];
    const missing = [];
    for (const input of paths) {
        const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(input) ? input : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(options.root, input);
        const stats = await look(absolute);
        if (stats === 'absent')
            missing.push(input);
        // One that cannot be looked at may be a folder: its changed files are read, and say why they cannot be.
        else
            inputs.push({ absolute, directory: typeof stats === 'string' || stats.isDirectory(), testsAsked: isTestFolder(options.root, absolute) });
    }
    const found = new Map();
    for (const candidate of candidates) {
        const absolute = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(options.root, candidate);
        const wanted = inputs.find((input) => {
            if (!input.directory)
                return input.absolute === absolute;
            const inside = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(input.absolute, absolute);
            if (inside === '' || inside.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(inside))
                return false;
            const folders = toPosix(inside).split('/').slice(0, -1);
            const rel = matchPath(options.root, input.absolute, absolute);
            const prefix = rel.split('/');
            return (!folders.some((name, i) => SKIPPED_DIRECTORIES.has(name) || excludedFolder(excluded, prefix.slice(0, prefix.length - folders.length + i).join('/'))) &&
                included(rel) &&
                !excluded(rel));
        });
        if (!wanted)
            continue;
        const stats = await look(absolute);
        const explicit = inputs.some((input) => !input.directory && input.absolute === absolute);
        // Only a file that is not there was deleted: one whose lstat fails otherwise (a path past PATH_MAX)
        // is read, and gets the finding reading it gives.
        if (stats === 'absent')
            continue;
        if (typeof stats === 'string' || stats.isFile() || stats.isSymbolicLink())
            found.set(absolute, {
                absolute,
                path: displayPath(options.root, absolute),
                ...(explicit ? { explicit } : {}),
                ...(!explicit && wanted.directory && wanted.testsAsked ? { testsAsked: true } : {}),
            });
    }
    // Only the changed files were asked about, so a folder without any is no mistake.
    return { files: sorted(found), missing, empty: [] };
}
/** Whether a folder named as a path is a test folder or inside one (`__tests__/conformance`): its fixtures are asked for. */
function isTestFolder(root, absolute) {
    return (0,_engine_test_source_js__WEBPACK_IMPORTED_MODULE_4__/* .testFolder */ .h)(`${displayPath(root, absolute)}/-`) !== undefined;
}
/** Errors that mean nothing is at a path (it vanished, or a part of it is a file). */
const ABSENT = new Set(['ENOENT', 'ENOTDIR']);
function errorCode(error) {
    return error.code ?? 'error';
}
/** A path's lstat, 'absent' when nothing is there, or the error's code when it cannot be looked at. */
async function look(absolute) {
    try {
        return await lstat((0,_util_file_names_js__WEBPACK_IMPORTED_MODULE_3__/* .fsPath */ .Jk)(absolute));
    }
    catch (error) {
        const code = errorCode(error);
        return ABSENT.has(code) ? 'absent' : code;
    }
}
/** A folder's entries by name; names are read as bytes, so one that is not UTF-8 still leads back to its file. */
async function readDirectory(dir) {
    const entries = (await readdir((0,_util_file_names_js__WEBPACK_IMPORTED_MODULE_3__/* .fsPath */ .Jk)(dir), { withFileTypes: true, encoding: 'buffer' })).map((entry) => ({
        name: (0,_util_file_names_js__WEBPACK_IMPORTED_MODULE_3__/* .decodeFileName */ .qL)(entry.name),
        isDirectory: () => entry.isDirectory(),
        isFile: () => entry.isFile(),
        isSymbolicLink: () => entry.isSymbolicLink(),
    }));
    return entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
function matchers(options) {
    return {
        included: lazyMatcher(options.include),
        excluded: options.exclude.length > 0 ? lazyMatcher(options.exclude) : () => false,
    };
}
/**
 * A glob matcher compiled on its first call: a file named explicitly is never matched, so a one-file run
 * compiles no glob. Every format's globs (the default include) match without picomatch (util/glob.ts):
 * compiling and calling picomatch's was about 6 % of a run over 1,800 source files that are no MCP file.
 */
function lazyMatcher(globs) {
    let matcher;
    return (path) => {
        matcher ??= (0,_util_glob_js__WEBPACK_IMPORTED_MODULE_5__/* .globMatcher */ .f)(globs);
        return matcher(path);
    };
}
function excludedFolder(excluded, rel) {
    return excluded(rel) || excluded(`${rel}/`);
}
function sorted(found) {
    return [...found.values()].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
/** Globs match paths relative to the root, or to the searched folder when it lies outside the root. */
function matchPath(root, base, absolute) {
    const rel = (0,_relative_js__WEBPACK_IMPORTED_MODULE_7__/* .relativeTo */ .M)(root, absolute);
    return toPosix(rel.startsWith('..') ? (0,_relative_js__WEBPACK_IMPORTED_MODULE_7__/* .relativeTo */ .M)(base, absolute) : rel);
}


/***/ }),

/***/ 9808:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H8: () => (/* binding */ unlistedFolder),
/* harmony export */   qq: () => (/* binding */ readDescriptor)
/* harmony export */ });
/* unused harmony export decodeRead */
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _parse_lines_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2060);
/* harmony import */ var _util_file_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3609);
/* harmony import */ var _util_utf8_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9605);
/* harmony import */ var _contain_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7630);
/* harmony import */ var _relative_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6304);
/**
 * Reads a descriptor as untrusted input: only regular files, only inside the workspace (the path judged
 * component by component, contain.ts: no symlinked folder on the way, a symlinked file only to inside
 * it), only up to the size limit, and only valid UTF-8. Anything else becomes a finding on that file,
 * never an exception.
 */








const FIRST_CHARACTER = { start: { line: 1, column: 1 }, end: { line: 1, column: 2 } };
/**
 * Synchronous on purpose: linting is CPU-bound and goes one file at a time, and five small system calls
 * cost far less done directly than through the thread pool and promises. `reads`: the run's (kept.ts):
 * the paths it found plain, and the bytes of a plain file its workspace read already.
 */
function readDescriptor(absolute, root, maxBytes, reads) {
    const refuse = (message) => ({ ok: false, ruleId: 'mcpdesc.document.file', message });
    try {
        const path = (0,_util_file_names_js__WEBPACK_IMPORTED_MODULE_3__/* .fsPath */ .Jk)(absolute);
        const where = (0,_contain_js__WEBPACK_IMPORTED_MODULE_4__/* .containment */ .R7)(absolute, root, reads?.paths, true);
        if (where.kind === 'folder') {
            return refuse(`This path is reached through ${JSON.stringify(where.folder)}, a symlinked folder, so mcpdesc did not read it: descriptors in a pull request must not reach files beyond the repository, and mcpdesc follows no symlinked folder. Replace the link with the folder itself.`);
        }
        if (where.kind === 'error')
            return cannotRead(where.code);
        const realRoot = (0,_contain_js__WEBPACK_IMPORTED_MODULE_4__/* .realRootOf */ .GW)(root);
        const target = where.kind === 'outside' ? resolvedTarget(path) : where.real;
        // A path with no link between the workspace and it ('plain') needs no lstat: only its last part can be one.
        const link = where.kind === 'last' || (where.kind === 'outside' && target !== absolute) ? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(path).isSymbolicLink() : false;
        if (link && !target)
            return refuse('This symlink points to nothing that exists, so there is no descriptor to check. Fix or remove the link.');
        if (link && target && !(0,_contain_js__WEBPACK_IMPORTED_MODULE_4__/* .within */ .ux)(realRoot, target)) {
            return refuse('This symlink points outside the workspace, so mcpdesc did not read it: descriptors in a pull request must not reach files beyond the repository. Replace the link with the file itself.');
        }
        // A version-control folder holds credentials (actions/checkout keeps its token in .git/config): never read, however it is reached.
        // A plain path's real path is the real root joined with the same names: one look at them does.
        if (inVcsFolder(realRoot, target ?? absolute) || (where.kind !== 'plain' && inVcsFolder(root, absolute))) {
            return refuse("This file is inside a version-control folder (.git, .hg or .svn), which mcpdesc never reads: such folders hold credentials, such as the token actions/checkout keeps in .git/config. Lint the repository's own files instead.");
        }
        // Read whole from this very file (a regular one) by the run's workspace; a larger one is read again, to be reported.
        const kept = where.kind === 'plain' ? reads?.kept.take(where.real) : undefined;
        if (kept !== undefined && kept.length <= maxBytes)
            return decode(kept);
        // O_NONBLOCK keeps a FIFO swapped in after the check from blocking the open; NO_FOLLOW, a symlink from being followed.
        let handle;
        try {
            handle = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK | (where.kind === 'plain' ? (_contain_js__WEBPACK_IMPORTED_MODULE_4__/* .NO_FOLLOW */ .qP ?? 0) : 0));
        }
        catch (error) {
            // Judged plain by the run's memory, or without a look (contain.ts `opening`): a symlink now, or gone.
            // Judged again, whole, without that memory.
            if (where.kind === 'plain' && reads)
                return readDescriptor(absolute, root, maxBytes);
            throw error;
        }
        try {
            const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fstatSync)(handle);
            if (!stats.isFile())
                return refuse(`This path is ${kindOf(stats)}, not a regular file, so mcpdesc did not read it. Descriptors must be ordinary files.`);
            if (where.kind === 'plain' && where.type === undefined && reads)
                (0,_contain_js__WEBPACK_IMPORTED_MODULE_4__/* .rememberPlain */ .wQ)(reads.paths, absolute, where.real, 'file');
            if (stats.size > maxBytes) {
                return {
                    ok: false,
                    ruleId: 'mcpdesc.document.limits',
                    message: `The file is ${stats.size} bytes, more than the limit of ${maxBytes}; mcpdesc did not read it. Split the descriptor or raise limits.maxFileBytes.`,
                    range: FIRST_CHARACTER,
                };
            }
            const buffer = Buffer.allocUnsafe(Math.min(stats.size, maxBytes) + 1);
            const bytesRead = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(handle, buffer, 0, buffer.length, 0);
            if (bytesRead > maxBytes) {
                return {
                    ok: false,
                    ruleId: 'mcpdesc.document.limits',
                    message: `The file grew past the limit of ${maxBytes} bytes while being read; mcpdesc did not check it.`,
                    range: FIRST_CHARACTER,
                };
            }
            const bytes = buffer.subarray(0, bytesRead);
            if (where.kind === 'plain' && bytesRead === stats.size)
                reads?.kept.keep(where.real, bytes);
            return decode(bytes);
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(handle);
        }
    }
    catch (error) {
        return cannotRead(error.code ?? 'error');
    }
}
function cannotRead(code) {
    const why = code === 'ENAMETOOLONG'
        ? ' Its path is longer than the system accepts (PATH_MAX): shorten the folder names on the way to it, or check it out closer to the root of the file system.'
        : ' Check that it exists and is readable.';
    return { ok: false, ruleId: 'mcpdesc.document.file', message: `mcpdesc could not read this file (${code}).${why}`, code };
}
/** A folder discovery could not list: what it holds was not checked. */
function unlistedFolder(code) {
    const why = code === 'ENAMETOOLONG' ? 'its path is longer than the system accepts (PATH_MAX): shorten the folder names on the way to it' : 'check that it is readable';
    return {
        ok: false,
        ruleId: 'mcpdesc.document.file',
        message: `mcpdesc could not list this folder (${code}), so no MCP file in it was checked: ${why}, or exclude it if it holds none.`,
        code,
    };
}
/** The real path of a file named outside the workspace (its links are judged as before). */
function resolvedTarget(path) {
    try {
        // As text when that is exact: a name that is not UTF-8 comes back with U+FFFD, and is read again as bytes.
        const text = node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native(path);
        return text.includes('\uFFFD') ? (0,_util_file_names_js__WEBPACK_IMPORTED_MODULE_3__/* .decodeFileName */ .qL)(node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native(path, { encoding: 'buffer' })) : text;
    }
    catch {
        return undefined;
    }
}
/**
 * Bytes read from a stream (standard input, a pipe), under the same limit and UTF-8 check as a file.
 * `bytes` may hold one byte past the limit: that is how a reader that stops early says there was more.
 */
function decodeRead(bytes, maxBytes) {
    if (bytes.length > maxBytes) {
        return {
            ok: false,
            ruleId: 'mcpdesc.document.limits',
            message: `The input is more than the limit of ${maxBytes} bytes; mcpdesc did not read it all. Split the descriptor or raise limits.maxFileBytes.`,
            range: FIRST_CHARACTER,
        };
    }
    return decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
// Validated in native code, then decoded by Buffer: a fatal TextDecoder was 4 % of a realistic run's CPU at --jobs 1.
function decode(bytes) {
    if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes)) {
        const text = bytes.toString('utf8');
        // As TextDecoder reads UTF-8: a byte order mark is not part of the text.
        return { ok: true, text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
    }
    const offset = Math.max(0, (0,_util_utf8_js__WEBPACK_IMPORTED_MODULE_6__/* .firstInvalidUtf8 */ .v)(bytes));
    const before = new TextDecoder('utf-8').decode(bytes.subarray(0, offset));
    const lines = new _parse_lines_js__WEBPACK_IMPORTED_MODULE_7__/* .LineIndex */ .r(before);
    const start = lines.position(before.length);
    return {
        ok: false,
        ruleId: 'mcpdesc.document.file',
        message: `The file is not valid UTF-8 (byte 0x${bytes[offset].toString(16).padStart(2, '0')} at offset ${offset}). JSON and YAML descriptors must be UTF-8: re-save the file as UTF-8.`,
        range: { start, end: { line: start.line, column: start.column + 1 } },
    };
}
const VCS_FOLDERS = new Set(['.git', '.hg', '.svn']);
/** Whether a path passes through a version-control folder (counted from `root` when it lies inside it). */
function inVcsFolder(root, path) {
    const rel = (0,_relative_js__WEBPACK_IMPORTED_MODULE_5__/* .relativeTo */ .M)(root, path);
    const parts = (rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(rel) ? path : rel).split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep);
    return parts.some((part) => VCS_FOLDERS.has(part));
}
function kindOf(stats) {
    if (stats.isDirectory())
        return 'a directory';
    if (stats.isFIFO())
        return 'a named pipe (FIFO)';
    if (stats.isSocket())
        return 'a socket';
    if (stats.isCharacterDevice() || stats.isBlockDevice())
        return 'a device';
    return 'a special file';
}


/***/ }),

/***/ 6304:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ relativeTo)
/* harmony export */ });
/* unused harmony export plainBelow */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/**
 * `path.relative` for the common case of a run: a path that is the root, a separator and plain names
 * (from `join`, or a real path under a real root). Then the names are the answer, found without
 * resolving both paths against the working folder for every file.
 */

/** The part of `path` below `root` when it is `root`, a separator and plain names (no empty, "." or ".." part); otherwise undefined. */
function plainBelow(root, path) {
    if (root === '' || path.length <= root.length + 1 || !path.startsWith(root) || path[root.length] !== node_path__WEBPACK_IMPORTED_MODULE_0__.sep)
        return undefined;
    // Windows takes "/" as a separator too: `relative` reads those paths.
    if (node_path__WEBPACK_IMPORTED_MODULE_0__.sep !== '/' && path.includes('/'))
        return undefined;
    const rest = path.slice(root.length + 1);
    for (const part of rest.split(node_path__WEBPACK_IMPORTED_MODULE_0__.sep))
        if (part === '' || part === '.' || part === '..')
            return undefined;
    return rest;
}
/** `relative(root, path)`, by `plainBelow` when it answers. */
function relativeTo(root, path) {
    return plainBelow(root, path) ?? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(root, path);
}


/***/ }),

/***/ 4764:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AUTO_PARALLEL_MS: () => (/* reexport */ defaults/* AUTO_PARALLEL_MS */.VG),
  AUTO_SAMPLE: () => (/* binding */ AUTO_SAMPLE),
  autoJobs: () => (/* binding */ autoJobs),
  estimatedMs: () => (/* binding */ estimatedMs),
  lintFile: () => (/* binding */ lintFile),
  lintPaths: () => (/* binding */ lintPaths),
  lintRead: () => (/* binding */ lintRead),
  serveLintWorker: () => (/* binding */ serveLintWorker),
  sharedReads: () => (/* binding */ sharedReads),
  withGroups: () => (/* binding */ withGroups)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/formats/types.ts + 1 modules
var types = __webpack_require__(5344);
// EXTERNAL MODULE: ./src/formats/loaders.ts + 1 modules
var loaders = __webpack_require__(9189);
// EXTERNAL MODULE: ./src/parse/parse.ts + 12 modules
var parse = __webpack_require__(9482);
// EXTERNAL MODULE: ./src/formats/source/shared.ts
var shared = __webpack_require__(8403);
;// CONCATENATED MODULE: ./src/rules/document/limits.ts

/** The document stays within mcpdesc's size and shape limits (hostile-input protection). */
/* harmony default export */ const limits = ((0,types/* documentRule */.yr)('mcpdesc.document.limits', ({ parsed, reportAt }) => {
    for (const problem of parsed.problems) {
        if (problem.kind === 'limits')
            reportAt(problem.range, problem.message, problem.pointer);
    }
}));

;// CONCATENATED MODULE: ./src/rules/document/syntax.ts

/** Problems of the file's syntax itself; JSONC's comments and trailing commas are for each format to judge. */
const SYNTAX = new Set(['syntax', 'duplicate-key', 'multiple-documents']);
/** The file parses as exactly one JSON, JSONC, YAML or TOML document without duplicate keys. */
/* harmony default export */ const syntax = ((0,types/* documentRule */.yr)('mcpdesc.document.syntax', ({ parsed, reportAt }) => {
    for (const problem of parsed.problems) {
        if (SYNTAX.has(problem.kind))
            reportAt(problem.range, problem.message, problem.pointer);
    }
}));

;// CONCATENATED MODULE: ./src/rules/index.ts


const SHARED_RULES = [syntax, limits];

// EXTERNAL MODULE: ./src/util/glob.ts
var glob = __webpack_require__(3596);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
;// CONCATENATED MODULE: ./src/engine/classify.ts


/** Each list of globs compiled once, when first matched: a format's `paths` and `namedBy` are often the same list. */
const MATCHERS = new WeakMap();
function matcherOf(globs) {
    let found = MATCHERS.get(globs);
    if (!found) {
        found = (0,glob/* globMatcher */.f)(globs);
        MATCHERS.set(globs, found);
    }
    return found;
}
/** Paths outside the root (`../other/.mcp.json`) are matched from their first segment that is not `..`. */
function matchable(path) {
    // Every format asks of every file: most paths are inside the root, and need no replacing.
    return path.startsWith('../') ? path.replace(/^(?:\.\.\/)+/, '') : path;
}
function pathMatches(format, path) {
    return matcherOf(format.paths)(matchable(path));
}
function namedBy(format, path) {
    return matcherOf(format.namedBy)(matchable(path));
}
/** The format whose name the path has, if any: how a file that cannot be parsed is placed. */
function formatNamedBy(formats, path) {
    return formats.find((f) => namedBy(f, path));
}
/**
 * Classifies a parsed file. `value` is undefined when the file could not be parsed: then only its
 * name can place it.
 */
function classify(formats, path, value) {
    if (value === undefined) {
        const named = formatNamedBy(formats, path);
        return named ? { format: named } : { why: 'it could not be parsed, and its name is not that of an MCP file' };
    }
    // Paths are matched only where they decide: a file only one format is certain of (most files) compiles no glob.
    const certain = [];
    const likely = [];
    for (const format of formats) {
        const recognition = format.recognize(value);
        if (recognition === 'certain')
            certain.push(format);
        else if (recognition === 'likely')
            likely.push(format);
    }
    if (certain.length === 1)
        return { format: certain[0] };
    if (certain.length > 1)
        return { format: certain.find((f) => pathMatches(f, path)) ?? certain[0] };
    const atPath = likely.find((f) => pathMatches(f, path));
    if (atPath)
        return { format: atPath };
    // Content several formats share (a list of servers), at a path none of them reads: the format that
    // claims no name of its own takes it, even from the format its name says (`server.mcp.json`).
    const generic = likely.find((f) => f.namedBy.length === 0 && !f.onlyAtPaths);
    if (generic)
        return { format: generic };
    const named = formatNamedBy(formats, path);
    const foreign = named?.foreign?.(value);
    if (named && foreign === undefined)
        return { format: named };
    return { why: `its content is no MCP format mcpdesc knows (${looksLike(value)}${foreign ? `: ${foreign}` : ''})` };
}
/** A few words on what a document holds: "an object with users, posts", "an array". */
function looksLike(value) {
    if (!(0,json/* isObject */.Gv)(value))
        return value === null ? 'an empty document' : `the document is ${(0,json/* describeValue */.bp)(value)}`;
    const keys = Object.keys(value);
    if (keys.length === 0)
        return 'an empty object';
    const shown = keys
        .slice(0, 4)
        .map((k) => JSON.stringify(k.length > 30 ? `${k.slice(0, 29)}…` : k))
        .join(', ');
    return `an object with ${shown}${keys.length > 4 ? `, and ${keys.length - 4} more keys` : ''}`;
}

// EXTERNAL MODULE: ./src/engine/test-source.ts
var test_source = __webpack_require__(260);
// EXTERNAL MODULE: ./src/engine/session.ts + 8 modules
var engine_session = __webpack_require__(742);
;// CONCATENATED MODULE: ./src/engine/prepare.ts








/** The finding a file named explicitly gets when it is no MCP file mcpdesc knows. */
const UNKNOWN_FORMAT_RULE = 'mcpdesc.document.format';
/** Parses and classifies one file among `formats`; checking it waits for the whole format. */
function prepareSource(path, text, options, formats) {
    const program = programAt(formats, path);
    if (program)
        return prepareProgram(path, text, options, program);
    const syntax = syntaxOf(path, formats);
    const session = new engine_session/* FileSession */.XH(path, text, { ...options, syntax });
    const parsed = (0,parse/* parseDocument */.Tp)(text, syntax, options.limits ?? parse/* DEFAULT_PARSE_LIMITS */.tN);
    const classified = classify(formats, path, parsed.value);
    // A file at a format's path that is past the parse limits is that format's, reported as past them: else
    // a pull request could pad a server.json (which only its content tells apart) to pass unchecked.
    const format = classified.format ?? (parsed.problems.some((p) => p.kind === 'limits') ? formats.find((f) => pathMatches(f, path)) : undefined);
    const why = classified.why;
    if (!format) {
        const reason = `not an MCP file: ${why}`;
        if (!options.explicit)
            return { result: session.skipped(undefined, reason) };
        return { result: session.fileFinding(UNKNOWN_FORMAT_RULE, unknownFormatMessage(why ?? '')).result() };
    }
    return {
        format,
        check(whole) {
            if (!whole.checked || !parsed)
                return session.skipped(whole, `recognized: ${whole.title}; mcpdesc does not check this format yet`, parsed && whole.version(parsed.value));
            // Tests keep MCP files that are minimal or broken on purpose: listed, not checked, unless named explicitly
            // or the format's own paths name the folder (a server's golden tools list in testdata/).
            const fixture = options.explicit || options.testsIncluded ? undefined : (0,test_source/* testFolder */.h)(path);
            if (fixture !== undefined && !whole.paths.some((glob) => glob.split('/').includes(fixture)))
                return session.skipped(whole, `a test fixture: it is in a ${fixture}/ folder, and tests keep MCP files that are incomplete or wrong on purpose. Name it as a path to lint, or in an include glob that names its folder, to check it.`, whole.version(parsed.value));
            return session.check(parsed, whole, SHARED_RULES).result();
        },
    };
}
/** The source format whose paths the file is at (a `.ts` file), if any. */
function programAt(formats, path) {
    return formats.find((f) => f.program !== undefined && pathMatches(f, path));
}
/**
 * A source file: the format's when its text imports an MCP SDK and it registers tools, read by the
 * format's own parser once the format is loaded (so a run without such files never loads a parser).
 */
function prepareProgram(path, text, options, format) {
    const session = new engine_session/* FileSession */.XH(path, text, options);
    const program = format.program;
    if (!program || !(0,shared/* namesSdk */.XR)(options.run, options.workspace, format.id, path, () => program.importsSdk(text, path, options.workspace))) {
        return { result: noProgram(session, options, 'not an MCP file: it imports no MCP SDK') };
    }
    return {
        format,
        check(whole) {
            if (!whole.parseProgram)
                return session.skipped(whole, `recognized: ${whole.title}; mcpdesc does not check this format yet`);
            const parsed = whole.parseProgram(text, path, options.workspace, options.explicit === true, options.run);
            const read = parsed.inventory;
            // Tests register broken tools on purpose: listed, not checked, unless the file is named explicitly.
            const tested = (why) => session.skipped(whole, `a test file: ${why}, and tests register tools that are wrong on purpose. Name it explicitly to check it.`);
            const test = options.explicit || options.testsIncluded ? undefined : (0,test_source/* testSource */.s)(path);
            if (read && read.tools.length === 0 && read.dynamic.length === 0 && !registersOthers(parsed.value))
                return parsed.testRegistrations
                    ? tested(test ?? 'its registrations are all in test code (a #[cfg(test)] module)')
                    : noProgram(session, options, test === undefined ? READ_NOTHING : 'not an MCP file: it registers no tools, prompts or resources');
            if (test !== undefined)
                return tested(test);
            return session.check(parsed, whole, SHARED_RULES).result();
        },
    };
}
/** Whether a source file's reader found prompts or resources (their texts are checked like tools'). */
function registersOthers(value) {
    if (typeof value !== 'object' || value === null)
        return false;
    const read = value;
    return ['prompts', 'resources', 'resourceTemplates'].some((key) => Array.isArray(read[key]) && read[key].length > 0);
}
/**
 * Why a source file that imports an MCP SDK was not checked: no registration in it was read. A run that
 * checks no MCP file lists such files (runner/run.ts), since their tools may be registered in a way the
 * format's reader does not follow.
 */
const READ_NOTHING = 'it imports an MCP SDK, but mcpdesc read no tool, prompt or resource registration in it, so nothing in it was checked: it may register them in a way mcpdesc does not read yet';
/** A source file that is no MCP file: listed as skipped only when named explicitly, otherwise left out of reports (it is one of a repository's many). */
function noProgram(session, options, why) {
    const result = session.skipped(undefined, why);
    return options.explicit ? result : { ...result, unlisted: true };
}
/** A file whose content could not be read: a finding when it is named as an MCP file (or explicitly), otherwise skipped with the reason. */
function unreadable(path, problem, options) {
    const session = new engine_session/* FileSession */.XH(path, undefined, options);
    const formats = options.formats ?? loaders/* FORMAT_INFOS */.MV;
    const named = formatNamedBy(formats, path);
    if (!named && !options.explicit) {
        const result = session.skipped(undefined, problem.message);
        // A source file too large to read is one of a repository's many, not a file someone asked about.
        return programAt(formats, path) ? { ...result, unlisted: true } : result;
    }
    if (named)
        session.placeAs(named);
    return session.fileFinding(problem.ruleId, problem.message, problem.range).result();
}
/** The result for a file mcpdesc failed on outside any rule (a worker that died, a bug in the runner). */
function crashed(path, why, options) {
    return new engine_session/* FileSession */.XH(path, undefined, options)
        .internal(`mcpdesc failed while linting this file (${why.slice(0, 300)}), so it was not checked. This is a bug in mcpdesc: please report it with this file.`)
        .result();
}
/**
 * How a file is parsed: as the format its name says (a client's `.json` is JSONC), else by its
 * extension, else as YAML (which reads JSON too).
 */
function syntaxOf(path, formats = loaders/* FORMAT_INFOS */.MV) {
    if (/\.json$/i.test(path))
        return formatNamedBy(formats, path)?.syntax === 'jsonc' ? 'jsonc' : 'json';
    if (/\.ya?ml$/i.test(path))
        return 'yaml';
    if (/\.toml$/i.test(path))
        return 'toml';
    return formatNamedBy(formats, path)?.syntax ?? 'yaml';
}
function unknownFormatMessage(why) {
    return `mcpdesc does not know this file: ${why}. It checks MCP descriptors, registry server.json files, MCPB manifests, Server Cards and the MCP configurations of Claude Code, VS Code, Cursor and other clients (docs/formats.md lists them with their paths). Name a file of one of them, or leave this one out of the paths to lint.`;
}

// EXTERNAL MODULE: ./src/formats/consistency/group.ts
var consistency_group = __webpack_require__(2200);
// EXTERNAL MODULE: ./src/runner/config.ts + 1 modules
var runner_config = __webpack_require__(6314);
;// CONCATENATED MODULE: ./src/runner/tests-included.ts
/**
 * Whether the run's include globs ask for a test folder's files. Tests and their fixtures are listed,
 * not checked, when a folder search finds them; a glob of one's own that names the folder
 * (`tests/fixtures/**`, `**\/test/server.json`) asks for them, as a path named on the command line does.
 * The default include globs (every format's usual paths) name no test folder.
 */


/** Matchers of the globs that name each test folder, per include list (one per run). */
const tests_included_MATCHERS = new WeakMap();
/** Whether a root-relative path is in a test folder that one of `include` names and matches. */
function testsIncluded(include, path) {
    const folder = (0,test_source/* testFolder */.h)(path);
    if (folder === undefined)
        return false;
    let byFolder = tests_included_MATCHERS.get(include);
    if (!byFolder)
        tests_included_MATCHERS.set(include, (byFolder = new Map()));
    let matches = byFolder.get(folder);
    if (!matches)
        byFolder.set(folder, (matches = (0,glob/* globMatcher */.f)(include.filter((glob) => glob.split('/').includes(folder)))));
    return matches(path);
}

// EXTERNAL MODULE: ./src/runner/discover.ts
var discover = __webpack_require__(4299);
// EXTERNAL MODULE: ./src/runner/contain.ts
var contain = __webpack_require__(7630);
;// CONCATENATED MODULE: ./src/runner/kept.ts
/**
 * What one run remembers of the repository it reads, which it does not change: the paths found plain
 * (contain.ts), and the bytes of files it read whole and is likely to read again. A package's source
 * files are read by the consistency rules (the group's tools, through the Workspace) and by the runner
 * (each file linted), in either order, and its manifest by each server file's SDK check: each read
 * leaves the file's bytes for the next, so most files are opened once (the runner's read, a file's
 * last, takes them). Kept by real path and only for paths with no symlink on the way, within a byte
 * bound (the oldest go first), so a run's memory stays bounded whatever the repository holds.
 */

/**
 * Bytes kept at most: half a group's read bound (server-tools.ts), many times the bench's packages of
 * 200 files (about 1 MB each). Past it a file is read again, with the same answer.
 */
const MAX_KEPT_BYTES = 8 << 20;
class KeptBytes {
    #files = new Map();
    #bytes = 0;
    /**
     * Keeps a whole file's bytes for the next read of `real`. Its whole backing store counts: a small
     * file's bytes are a slice of Node's shared 8 KiB pool (a separate allocation per file cost the
     * bench's 1,800 plain modules more than the reads it saved), so the bound holds however they share.
     */
    keep(real, bytes) {
        const size = bytes.buffer.byteLength;
        if (size > MAX_KEPT_BYTES)
            return;
        this.take(real);
        this.#files.set(real, bytes);
        this.#bytes += size;
        for (const [path, old] of this.#files) {
            if (this.#bytes <= MAX_KEPT_BYTES)
                break;
            this.#files.delete(path);
            this.#bytes -= old.buffer.byteLength;
        }
    }
    /** The bytes kept for `real`, still kept. */
    peek(real) {
        return this.#files.get(real);
    }
    /** The bytes kept for `real`, no longer kept. */
    take(real) {
        const bytes = this.#files.get(real);
        if (bytes === undefined)
            return undefined;
        this.#files.delete(real);
        this.#bytes -= bytes.buffer.byteLength;
        return bytes;
    }
}
function runReads() {
    return { paths: (0,contain/* plainPaths */.FY)(), kept: new KeptBytes() };
}

// EXTERNAL MODULE: ./src/runner/read.ts
var runner_read = __webpack_require__(9808);
;// CONCATENATED MODULE: ./src/runner/workspace.ts
/**
 * The engine's view of the repository around a file (src/formats/types.ts `Workspace`), read under the
 * same policy as linted files: only inside the workspace (symlinks resolved), never under a VCS folder,
 * only regular files, never more than asked for.
 */



const VCS = new Set(['.git', '.hg', '.svn']);
/** Bytes `head` reads at most, whatever it is asked. */
const MAX_HEAD = 16 * 1024 * 1024;
/**
 * `reads`: the run's (kept.ts), for a workspace read while the repository stays as it is: the paths it
 * found plain, and the bytes of plain files read whole, left for the runner's read of the same file.
 */
function fsWorkspace(root, reads) {
    /** `remembered`: answered from the run's memory of plain paths, when it has one. */
    const inside = (path, remembered = true) => {
        if (path === '') {
            const real = safeRealpath(root);
            return real === undefined ? undefined : { real };
        }
        if ((0,external_node_path_.isAbsolute)(path) || path.split('/').some((part) => part === '..' || VCS.has(part)))
            return undefined;
        try {
            // Component by component: no symlinked folder on the way, and a symlinked file only to inside the workspace.
            const where = (0,contain/* containment */.R7)((0,external_node_path_.join)(root, ...path.split('/')), root, remembered ? reads?.paths : undefined);
            if (where.kind === 'plain')
                return { real: where.real, plain: where };
            if (where.kind !== 'last' || where.real === undefined)
                return undefined;
            const rel = (0,external_node_path_.relative)((0,contain/* realRootOf */.GW)(root), where.real);
            if (rel === '')
                return { real: where.real };
            if (rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel) || rel.split(external_node_path_.sep).some((part) => VCS.has(part)))
                return undefined;
            return { real: where.real };
        }
        catch {
            return undefined;
        }
    };
    return {
        kind(path) {
            const where = inside(path);
            if (!where)
                return undefined;
            // The containment check looked at a plain path already.
            const type = where.plain?.type;
            if (type !== undefined)
                return type === 'other' ? undefined : type;
            try {
                const stats = (0,external_node_fs_.lstatSync)(where.real);
                return stats.isFile() ? 'file' : stats.isDirectory() ? 'directory' : undefined;
            }
            catch {
                return undefined;
            }
        },
        head(path, max) {
            const head = (where, remembered) => {
                if (!where)
                    return undefined;
                const real = where.real;
                // Read whole from this very file (a regular one) earlier in the run.
                const kept = where.plain && remembered ? reads?.kept.peek(real) : undefined;
                if (kept !== undefined)
                    return kept.subarray(0, Math.max(0, Math.min(max, MAX_HEAD)));
                let handle;
                try {
                    // A plain path may be the run's memory (or its folder listing's): a symlink swapped in since is not followed.
                    handle = (0,external_node_fs_.openSync)(real, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK | (where.plain ? (contain/* NO_FOLLOW */.qP ?? 0) : 0));
                }
                catch {
                    // Judged again, whole, without that memory.
                    return remembered && where.plain && reads ? head(inside(path, false), false) : undefined;
                }
                try {
                    const stats = (0,external_node_fs_.fstatSync)(handle);
                    if (!stats.isFile())
                        return undefined;
                    // No larger than the file: a zero-filled buffer of `max` bytes per call cost a source monorepo's run a tenth of its time.
                    const buffer = Buffer.alloc(Math.max(0, Math.min(max, MAX_HEAD, stats.size)));
                    const read = (0,external_node_fs_.readSync)(handle, buffer, 0, buffer.length, 0);
                    const bytes = buffer.subarray(0, read);
                    if (where.plain && remembered && read === stats.size)
                        reads?.kept.keep(real, bytes);
                    return bytes;
                }
                catch {
                    return undefined;
                }
                finally {
                    (0,external_node_fs_.closeSync)(handle);
                }
            };
            return head(inside(path), true);
        },
        list(path, max) {
            const where = inside(path);
            if (!where)
                return undefined;
            const real = where.real;
            // A plain folder's entries are plain when they are no symlinks: their types say so (contain.ts).
            const folder = where.plain && reads ? (0,external_node_path_.join)(root, ...path.split('/')) : undefined;
            // A folder is read entry by entry, so a huge one costs no more than `max` names.
            try {
                const dir = (0,external_node_fs_.opendirSync)(real);
                const names = [];
                try {
                    for (let entry = dir.readSync(); entry !== null && names.length < max; entry = dir.readSync()) {
                        if (VCS.has(entry.name))
                            continue;
                        names.push(entry.name);
                        if (folder !== undefined && reads)
                            (0,contain/* rememberListed */.lR)(reads.paths, folder, real, entry.name, entry);
                    }
                }
                finally {
                    dir.closeSync();
                }
                return names.sort();
            }
            catch {
                return undefined;
            }
        },
    };
}
function safeRealpath(path) {
    try {
        return (0,contain/* realRootOf */.GW)(path);
    }
    catch {
        return undefined;
    }
}
/** Entries a cached workspace remembers at most; past it, it starts over (the answers stay the same). */
const MAX_CACHED = 20_000;
/**
 * `workspace` with its answers remembered, for the files of one run: the files of a folder ask the same
 * questions about the folders above them, and the run does not change the repository it reads.
 * File contents (`head`) are not kept here (the run's reads keep some, bounded: kept.ts); a path that
 * is not a file is not read.
 */
function cachedWorkspace(workspace) {
    const kinds = new Map();
    const lists = new Map();
    const remember = (cache, key, make) => {
        if (cache.has(key))
            return cache.get(key);
        if (cache.size >= MAX_CACHED)
            cache.clear();
        const value = make();
        cache.set(key, value);
        return value;
    };
    const kind = (path) => remember(kinds, path, () => workspace.kind(path));
    return {
        stable: true,
        kind,
        // Every descriptor asks for the package manifests of its folder, most of which do not exist: the
        // remembered kind answers those without a system call.
        head: (path, max) => (kind(path) === 'file' ? workspace.head(path, max) : undefined),
        list: (path, max) => {
            const names = remember(lists, `${max}\u0000${path}`, () => workspace.list(path, max));
            return names && [...names];
        },
    };
}

;// CONCATENATED MODULE: ./src/runner/dependents.ts
/**
 * Changed mode re-checks the files whose tools rest on a changed file, not only the changed ones. The
 * source readers follow tools across files (a constant or a function of another module, a registrar
 * that registers this module's functions or lists, a tool class's base, a handler serving a class's
 * answer, a module handing this one its server), and tell the workspace of each file a proof of theirs
 * rests on (`Workspace.drawsOn`). Here each source file of the run that may refer to a changed file, or
 * be referred to by one (by the names its import lines write: mayReach), is read by its format as a lint
 * would read it, with a workspace that collects what it rests on: one resting on a changed file is a
 * dependent. Bounded: at most MAX_READ texts tested, MAX_PARSED server files read by their format,
 * MAX_DEPENDENTS added; a bound hit is said in `note`.
 */










const MAX_READ = 5000;
const MAX_PARSED = 400;
const MAX_DEPENDENTS = 100;
/** Files between a changed file and one that rests on it: barrels, bases of bases (the readers follow at most 4). */
const MAX_HOPS = 4;
/** Stems looked for in one hop, at most. */
const MAX_NAMES = 200;
/** Names in a path too common to tell one module from another in a text. */
const COMMON = new Set(['src', 'lib', 'dist', 'build', 'index', '__init__', 'mod', 'main']);
/**
 * The names by which another file may import a changed one: its stem, and its package folder's name, for
 * an import of the package (`core` of `@acme/core`, a workspace package in `packages/core/`).
 */
function words(path, workspace) {
    const group = (0,consistency_group/* groupOf */.F8)(workspace, path);
    const folder = group ? group.slice(group.lastIndexOf('/') + 1) : undefined;
    return [stem(path), folder].filter((name) => name !== undefined && name.length >= 3 && !COMMON.has(name));
}
/**
 * The name a module is imported by: its stem, or its folder's for an `index.ts`, `__init__.py` or `mod.rs`;
 * a Go file's package folder's (an import names the package, `example.com/m/internal/tools`, not the file).
 */
function stem(path) {
    const parts = path.split('/');
    const last = parts[parts.length - 1].replace(/\.[^.]*$/, '');
    const name = COMMON.has(last) || isGo(path) ? parts[parts.length - 2] : last;
    return name !== undefined && name.length >= 3 ? name : undefined;
}
function isGo(path) {
    return path.endsWith('.go');
}
function isCSharp(path) {
    return path.endsWith('.cs');
}
/** `partial class Notes`: a C# type one file holds a part of, whose other parts (a marker, the tools) are in others. */
const PARTIAL = /\bpartial[ \t\r\n]{1,16}(?:class|struct|interface|record(?:[ \t\r\n]{1,16}(?:class|struct))?)[ \t\r\n]{1,16}(\w{1,300})/g;
/** Partial types taken from one file, at most. */
const MAX_PARTS = 64;
function partialTypes(text) {
    if (!text.includes('partial'))
        return [];
    const out = [];
    for (const match of text.matchAll(PARTIAL))
        if (out.push(match[1]) >= MAX_PARTS)
            break;
    return out;
}
/** The source format at a path, if any (a `.py` file is python-source's). */
function dependents_programAt(path) {
    return loaders/* FORMAT_INFOS */.MV.find((format) => format.program !== undefined && pathMatches(format, path));
}
/**
 * The workspace `base`, stable as it is, telling `sink.into` of every file a reader's proof rests on: one
 * for every file read, so what the readers remember of the repository (a module's imports, a proof and
 * the files it rests on) is shared between files, as in a run.
 */
function collecting(base, sink) {
    return {
        kind: (path) => base.kind(path),
        head: (path, max) => base.head(path, max),
        list: (path, max) => base.list(path, max),
        stable: true,
        drawsOn: (path) => sink.into.add(path),
    };
}
async function dependentsOf(changed, paths, globs, config) {
    const on = new Map();
    const sources = [...changed].filter((path) => dependents_programAt(path) !== undefined);
    if (sources.length === 0)
        return { on };
    const { root } = globs;
    const reads = runReads();
    const text = (absolute) => {
        const read = (0,runner_read/* readDescriptor */.qq)(absolute, root, config.limits.maxFileBytes, reads);
        return read.ok ? read.text : undefined;
    };
    const { files } = await (0,discover/* discover */.k4)(paths, globs);
    // A test registers tools wrong on purpose, and its lint skips it, unless the include globs ask for tests.
    const linted = (path) => (0,test_source/* testSource */.s)(path) === undefined || testsIncluded(config.include, path);
    const others = files.filter((file) => file.unlisted === undefined && !changed.has(file.path) && dependents_programAt(file.path) !== undefined && linted(file.path));
    const texts = new Map();
    for (const file of others.slice(0, MAX_READ)) {
        const read = text(file.absolute);
        if (read !== undefined)
            texts.set(file.path, read);
    }
    const base = cachedWorkspace(fsWorkspace(root, reads));
    const reached = mayReach(sources, sources.map((path) => text((0,external_node_path_.join)(root, ...path.split('/'))) ?? ''), texts, base);
    const notes = others.length > MAX_READ ? [`${MAX_READ} source files were tested`] : [];
    const sink = { into: new Set() };
    const workspace = collecting(base, sink);
    let parsed = 0;
    for (const path of reached) {
        const format = dependents_programAt(path);
        const source = texts.get(path);
        if (format?.program === undefined || source === undefined)
            continue;
        const drawn = new Set();
        sink.into = drawn;
        // The cheap test first: the files an importer's imports reach are many, few of them server files.
        if (!format.program.importsSdk(source, path, workspace))
            continue;
        if (parsed++ >= MAX_PARSED) {
            notes.push(`${MAX_PARSED} source files were read`);
            break;
        }
        (await (0,loaders/* loadFormat */.M6)(format)).parseProgram?.(source, path, workspace);
        const rests = [...drawn].filter((other) => changed.has(other)).sort();
        if (rests.length === 0)
            continue;
        if (on.size >= MAX_DEPENDENTS) {
            notes.push(`${MAX_DEPENDENTS} files were added`);
            break;
        }
        on.set(path, rests);
    }
    return notes.length > 0 ? { on, note: capped(notes.join(' and ')) } : { on };
}
/**
 * The files that may refer to a changed file, or that a changed file may refer to, by the names their
 * import lines write, in path order. Up from a changed file: a file importing its stem or package
 * (`./base.js`, `@acme/core`, `from pkg.names import`), then, up to MAX_HOPS times, one importing the stem
 * of a file found so (a barrel, a base class's own base, a module re-exporting a constant). Down from a
 * changed file and each file found up: a file whose stem it imports, up to MAX_HOPS times (the module a
 * registrar or a handler imports from, the tool list a server filters with a changed function, through
 * barrels). And a Go file in a changed Go file's folder: one package, whose files import nothing of each other;
 * and a C# file holding a part of a `partial` type a changed file holds a part of (one part marks it a tool
 * type, another holds its tools), which name each other nowhere.
 */
function mayReach(sources, sourceTexts, texts, workspace) {
    const imports = new Map([...texts.keys()].map((path) => [path, namesIn(importLines(texts.get(path), path))]));
    const reached = new Set();
    const packages = new Set(sources.filter(isGo).map(consistency_group/* folderOf */.yS));
    for (const path of texts.keys())
        if (isGo(path) && packages.has((0,consistency_group/* folderOf */.yS)(path)))
            reached.add(path);
    const parts = new Set(sources.flatMap((path, i) => (isCSharp(path) ? partialTypes(sourceTexts[i]) : [])));
    if (parts.size > 0)
        for (const [path, text] of texts)
            if (isCSharp(path) && partialTypes(text).some((name) => parts.has(name)))
                reached.add(path);
    const up = [];
    let names = [...new Set(sources.flatMap((path) => words(path, workspace)))];
    for (let hop = 0; hop < MAX_HOPS && names.length > 0; hop++) {
        const found = [];
        for (const [path, written] of imports)
            if (!reached.has(path) && names.some((name) => written.has(name)) && reached.add(path))
                found.push(path);
        up.push(...found);
        names = [...new Set(found.map(stem).filter((name) => name !== undefined))].slice(0, MAX_NAMES);
    }
    let written = [...sources.map((path, i) => namesIn(importLines(sourceTexts[i], path))), ...up.slice(0, MAX_NAMES).map((path) => imports.get(path))];
    for (let hop = 0; hop < MAX_HOPS && written.length > 0; hop++) {
        const found = [];
        for (const path of texts.keys()) {
            const name = stem(path);
            if (!reached.has(path) && name !== undefined && written.some((names) => names?.has(name)) && reached.add(path))
                found.push(path);
        }
        written = found.slice(0, MAX_NAMES).map((path) => imports.get(path));
    }
    return [...reached].sort();
}
/**
 * A text's lines that import (`import`, `from … import`, `require(`, `export … from`; Rust's `use` and
 * `mod`; C#'s `WithTools`), joined, with the lines of a group an import line leaves open (Go's `import (`, Python's `from .
 * import (`, Rust's `use crate::{`) up to the line that closes it, at most MAX_GROUP.
 */
function importLines(text, path) {
    const opens = path.endsWith('.rs') ? RUST_IMPORT_LINE : path.endsWith('.cs') ? CSHARP_IMPORT_LINE : IMPORT_LINE;
    const out = [];
    /** The brackets an import line left open, and the lines of its group still read. */
    let depth = 0;
    let left = 0;
    for (const line of text.split('\n')) {
        if (depth > 0 && left-- > 0) {
            out.push(line);
            depth += balance(line);
            continue;
        }
        depth = 0;
        if (!opens.test(line))
            continue;
        out.push(line);
        depth = balance(line);
        left = MAX_GROUP;
    }
    return out.join('\n');
}
const IMPORT_LINE = /\b(?:import|from|require)\b/;
const RUST_IMPORT_LINE = /\b(?:use|mod)\b/;
/** C# imports namespaces, not files: a file's tool class is named where it is handed the SDK (`WithTools<Notes>()`). */
const CSHARP_IMPORT_LINE = /\bWithTools\b/;
/** Lines of one import group read at most. */
const MAX_GROUP = 512;
/** The brackets a line opens and does not close. */
function balance(line) {
    let open = 0;
    for (const char of line)
        if (char === '(' || char === '{')
            open++;
        else if (char === ')' || char === '}')
            open--;
    return open;
}
/**
 * The names lines write as whole words (`registry`, not `tool_registry`): each run of word characters
 * joined by `.` or `-`, each of its segments, and each run of its first ones (`tools.service` and
 * `service` in `./tools.service.js`, `notes` in `pkg.tools.notes`): linear in the lines.
 */
function namesIn(lines) {
    const out = new Set();
    for (const [run] of lines.matchAll(RUN)) {
        let start = 0;
        let prefixes = MAX_PREFIXES;
        for (const { index } of run.matchAll(/[.-]/g)) {
            if (prefixes-- > 0)
                out.add(run.slice(0, index));
            out.add(run.slice(start, index));
            start = index + 1;
        }
        out.add(run).add(run.slice(start));
    }
    return out;
}
const RUN = /[\w$]+(?:[.-][\w$]+)*/g;
/** Runs of first segments taken from one run: each is hashed whole, so more would be quadratic in a long run. */
const MAX_PREFIXES = 8;
function capped(why) {
    return `the search for files whose tools rest on a changed file stopped after ${why}: others may not be re-checked. Run mcpdesc on the whole repository to check every file.`;
}

// EXTERNAL MODULE: ./src/runner/pool.ts + 1 modules
var pool = __webpack_require__(3574);
// EXTERNAL MODULE: external "node:module"
var external_node_module_ = __webpack_require__(8995);
;// CONCATENATED MODULE: ./src/util/v8-flags.ts
/**
 * Changing V8's flags while the process runs, and saying so first. A V8 code cache records the flags it
 * was made under, and V8 rejects it under any others: the CLI's code cache (src/cli/chunk-cache.ts) writes
 * what it compiled before the change while those flags still hold, or the next run would reject it.
 */

const listeners = [];
/** Calls `listener` before each change of V8's flags. */
function beforeV8FlagsChange(listener) {
    listeners.push(listener);
}
/** `v8.setFlagsFromString`, with node:v8 loaded on first use: loading it is 10 to 50 ms of a cold start. */
function setV8Flags(flags) {
    for (const listener of listeners)
        listener();
    (0,external_node_module_.createRequire)(import.meta.url)('node:v8').setFlagsFromString(flags);
}

;// CONCATENATED MODULE: ./src/runner/heap.ts
/**
 * A run that keeps many findings caps how far V8 lets old space grow past what is live. V8 grows the
 * heap to up to about 4 times what survived the last full collection; a run's kept findings are most of
 * that live size on large runs (30,000 realistic files keep 210,000 findings, about 35 MB), so the rest
 * of the heap was garbage waiting for a collection: 300 MiB resident for 55 MB live, 400 MiB with a
 * worker. Doubling at most costs a few more full collections, which only large runs make worth it, so
 * the cap applies past CAP_FINDINGS kept findings and is lifted when the run ends (the flag is the
 * process's, read at every collection, worker threads included).
 */

const CAP_FINDINGS = 50_000;
const CAPPED_GROWTH_PERCENT = 100;
function heapCap(setFlags = setV8Flags) {
    let findings = 0;
    let capped = false;
    return {
        kept(n) {
            findings += n;
            if (capped || findings < CAP_FINDINGS)
                return;
            capped = true;
            setFlags(`--heap-growing-percent=${CAPPED_GROWTH_PERCENT}`);
        },
        release() {
            if (!capped)
                return;
            capped = false;
            // 0 is V8's default: the factor it computes from its collections' speed.
            setFlags('--heap-growing-percent=0');
        },
    };
}

;// CONCATENATED MODULE: ./src/runner/tier-up.ts
// Kept for speed: the bench's 2,400-file source monorepo took 24 % less CPU with it on Node 20 (3.32 -> 2.51 s, medians of 5 interleaved rounds, 2026-12-05).
/**
 * A run that reads server source runs a great deal of code a few hundred times each (TypeScript's parser,
 * each language's extractor, the rules on every tool read), and V8 on Node 20 compiles a function with
 * TurboFan once 66 KB of its bytecode has run: hundreds of optimizing compiles that a run of a few
 * thousand files never earns back. So the first source file a run checks raises that budget, for the
 * rest of the process; a run of JSON and YAML files only, whose few hot functions do earn it, keeps V8's.
 * Only V8 11 (Node 20) has the flag: later ones tier up through Maglev by invocation counts, and print
 * an error for a flag they do not know.
 */

/** Bytecode run between a function's tier-up checks: V8 11's default is 66 KB. */
const SOURCE_RUN_BUDGET = 1 << 20;
let raised = false;
/** Raises V8's tier-up budget once per process, on Node 20; `setFlags` is for tests. */
function readingSource(setFlags = setV8Flags, v8 = process.versions.v8) {
    if (raised || v8.split('.')[0] !== '11')
        return;
    raised = true;
    setFlags(`--interrupt-budget=${SOURCE_RUN_BUDGET}`);
}

// EXTERNAL MODULE: ./src/util/copy.ts
var copy = __webpack_require__(5147);
;// CONCATENATED MODULE: ./src/runner/retain.ts

function retainer() {
    const strings = new Map();
    const ranges = new Map();
    const excerpts = new Map();
    const text = (s) => {
        const known = strings.get(s);
        if (known !== undefined)
            return known;
        // A flattened copy: a string built by slicing or concatenation can hold on to the text it came from.
        const own = (0,copy/* ownCopy */.S)(s);
        strings.set(own, own);
        return own;
    };
    const range = (r) => {
        const key = `${r.start.line}:${r.start.column}:${r.end.line}:${r.end.column}`;
        const known = ranges.get(key);
        if (known)
            return known;
        const own = { start: { line: r.start.line, column: r.start.column }, end: { line: r.end.line, column: r.end.column } };
        ranges.set(key, own);
        return own;
    };
    const excerpt = (e) => {
        const key = `${e.column}:${e.text}`;
        const known = excerpts.get(key);
        if (known)
            return known;
        const own = { text: text(e.text), column: e.column };
        excerpts.set(key, own);
        return own;
    };
    const related = (r) => ({ path: text(r.path), range: range(r.range), message: text(r.message) });
    const suppression = (s) => ({ kind: s.kind, justification: text(s.justification) });
    // Optional members are added in the order of the types (the order reports print them in), by
    // assignment: spreading a literal per member costs more than the rest of keeping a finding.
    const finding = (f) => {
        const kept = {
            ruleId: text(f.ruleId),
            level: f.level,
            message: text(f.message),
            path: text(f.path),
            pointer: text(f.pointer),
            range: range(f.range),
        };
        if (f.excerpt)
            kept.excerpt = excerpt(f.excerpt);
        if (f.fingerprint !== undefined)
            kept.fingerprint = text(f.fingerprint);
        if (f.suppression)
            kept.suppression = suppression(f.suppression);
        if (f.related)
            kept.related = f.related.map(related);
        if (f.fix)
            kept.fix = { description: text(f.fix.description), edits: f.fix.edits.map((e) => ({ range: range(e.range), text: text(e.text) })) };
        return kept;
    };
    return (result) => {
        const path = text(result.path);
        const format = result.format === null ? null : text(result.format);
        const version = result.version === null ? null : text(result.version);
        const findings = result.findings.map(finding);
        const kept = result.skipped === undefined ? { path, format, version, findings } : { path, format, version, skipped: text(result.skipped), findings };
        if (result.suppressed)
            kept.suppressed = result.suppressed.map(finding);
        if (result.omitted)
            kept.omitted = { ...result.omitted };
        if (result.source)
            kept.source = { ...result.source, tools: result.source.tools.map((t) => ({ ...t, name: text(t.name) })) };
        if (result.versionFrom !== undefined)
            kept.versionFrom = text(result.versionFrom);
        if (result.unlisted)
            kept.unlisted = true;
        return kept;
    };
}

// EXTERNAL MODULE: ./src/runner/budget.ts
var runner_budget = __webpack_require__(8821);
// EXTERNAL MODULE: ./src/util/file-names.ts
var file_names = __webpack_require__(3609);
// EXTERNAL MODULE: ./src/runner/defaults.ts
var defaults = __webpack_require__(1634);
;// CONCATENATED MODULE: ./src/runner/run.ts
/**
 * Lints files on disk: discover → read (safely) → lint each in the engine. Returns data; printing and
 * exit codes belong to the CLI and the action.
 */






















/** A file's estimated time in one warm thread, from its size (see AUTO_PARALLEL_MS). */
function estimatedMs(path, bytes) {
    return defaults/* AUTO_MS_PER_FILE */.kM + bytesMs(path, bytes);
}
/** The part of a file's estimated time its bytes make. */
function bytesMs(path, bytes) {
    return bytes * (YAML_NAME.test(path) ? defaults/* AUTO_MS_PER_YAML_BYTE */.i3 : defaults/* AUTO_MS_PER_BYTE */.Ae);
}
const YAML_NAME = /\.ya?ml$/i;
/** Files sized at most for the automatic --jobs estimate: spread evenly over the run, they stand for the rest. */
const AUTO_SAMPLE = 256;
/**
 * Automatic --jobs: one thread, plus a worker per AUTO_PARALLEL_MS of estimated work up to a thread per
 * core. Each file's own cost needs no look at it; its bytes' cost is estimated from at most AUTO_SAMPLE
 * files evenly spread over the run (every file of a smaller run), sized only until the estimate reaches
 * `cores` threads: a stat per file was 2,400 system calls on the bench's source monorepo, about 40 ms of
 * CPU to decide for one thread. The choice depends on the files alone, never on timing.
 */
function autoJobs(files, cores, sizeOf) {
    const most = Math.max(1, Math.min(cores, files.length));
    const jobsFor = (ms) => Math.min(most, 1 + Math.floor(ms / defaults/* AUTO_PARALLEL_MS */.VG));
    const perFile = files.length * defaults/* AUTO_MS_PER_FILE */.kM;
    const sampled = Math.min(files.length, AUTO_SAMPLE);
    let sampleMs = 0;
    let jobs = jobsFor(perFile);
    for (let i = 0; i < sampled && jobs < most; i++) {
        const file = files[Math.floor((i * files.length) / sampled)];
        sampleMs += bytesMs(file.path, sizeOf(file));
        jobs = jobsFor(perFile + (sampleMs * files.length) / sampled);
    }
    return jobs;
}
async function lintPaths(paths, options) {
    const { config, root } = options;
    const globs = { root, include: config.include, exclude: config.exclude };
    const dependents = options.only && (await dependentsOf(options.only, paths, globs, config));
    const candidates = options.only && dependents && new Set([...options.only, ...dependents.on.keys()]);
    const discovery = candidates ? await (0,discover/* discoverAmong */.Q_)(await withGroups(candidates, globs), paths, globs) : await (0,discover/* discover */.k4)(paths, globs);
    const files = discovery.files;
    const cap = heapCap();
    // Sharing is across files: a run of one file has nothing to share, and a copy of each of its findings
    // (10,000 of them in a file that is all unknown keys) would cost more than the one text it frees.
    const share = files.length > 1 ? retainer() : undefined;
    const budget = new runner_budget/* RunBudget */.bG();
    const retain = (result) => {
        cap.kept(result.findings.length + (result.suppressed?.length ?? 0));
        return budget.admit(share ? share(result) : result);
    };
    const run = { ...options, ...sharedReads(root), retain };
    const cores = (0,external_node_os_.availableParallelism)();
    const jobs = options.jobs === undefined ? autoJobs(files, cores, sizeOf) : Math.min(files.length, cores, options.jobs);
    try {
        const all = await lintOn(files, run, jobs);
        // Source files that are no MCP file (most of a repository's) are left out rather than listed as skipped;
        // in a run that checks nothing, those that import an MCP SDK are listed, to say why nothing was checked.
        const nothing = !all.some((r) => !r.unlisted && r.skipped === undefined);
        const results = all.filter((r) => !r.unlisted || (nothing && r.skipped === READ_NOTHING)).map((r) => (r.unlisted ? { ...r, unlisted: undefined } : r));
        budget.finish();
        return { results, missing: discovery.missing, empty: discovery.empty, ...(dependents ? { dependents } : {}) };
    }
    finally {
        cap.release();
    }
}
/** The candidates plus the MCP files whose group is the folder of a candidate package manifest. */
async function withGroups(only, globs) {
    const folders = new Set([...only].filter(consistency_group/* isPackageManifest */.ub).map(consistency_group/* folderOf */.yS));
    if (folders.size === 0)
        return only;
    const workspace = fsWorkspace(globs.root);
    const expanded = new Set(only);
    for (const dir of folders) {
        const { files } = await (0,discover/* discover */.k4)([dir === '' ? globs.root : (0,external_node_path_.join)(globs.root, ...dir.split('/'))], globs);
        for (const file of files)
            if ((0,consistency_group/* groupOf */.F8)(workspace, file.path) === dir)
                expanded.add(file.path);
    }
    return expanded;
}
/**
 * The workspace a run's files share, with what it read remembered: every file of a folder asks the same
 * questions about the folders above it (is there a package manifest here?), and a run does not change
 * the repository it reads. One per run (per worker thread, in a pool).
 */
function runWorkspace(root, reads) {
    return cachedWorkspace(fsWorkspace(root, reads));
}
/**
 * What the files of one run share (the workspace's reads, the run's memo), for callers that lint files
 * one by one with lintFile as a run: without it each file reads the folders and source trees around it
 * again (the conformance corpus linted file by file took ten times as long as one run of it).
 */
function sharedReads(root) {
    const reads = runReads();
    return { workspace: runWorkspace(root, reads), reads, run: (0,types/* runMemo */.Gm)() };
}
/** Lints on `jobs` threads (1: this one). More threads than cores only add start-up cost and memory. */
function lintOn(files, options, jobs) {
    if (jobs <= 1)
        return lintHere(files, options);
    return (0,pool/* lintInPool */.vH)(files, {
        ...options,
        // This thread is one of the `jobs`.
        workers: jobs - 1,
        alongside: true,
        entry: (0,pool/* workerEntryOr */.C6)(sourceWorkerEntry()),
        lintOne: (file) => lintKept(file, options),
        crashed: (file, why) => options.retain(crashedFile(file, why, options)),
        retain: options.retain,
    });
}
/** A file's size for the automatic --jobs estimate; 0 when it cannot be read (it is reported when linted). */
function sizeOf(file) {
    try {
        return (0,external_node_fs_.statSync)((0,file_names/* fsPath */.Jk)(file.absolute), { throwIfNoEntry: false })?.size ?? 0;
    }
    catch {
        return 0;
    }
}
/** Lints in this thread, one file at a time (reads are synchronous: see read.ts). */
async function lintHere(files, options) {
    const results = [];
    for (const file of files)
        results.push(await lintKept(file, options));
    return results;
}
/** A file's result in the form the run keeps until the report. */
async function lintKept(file, options) {
    return options.retain(await lintFileSafely(file, options));
}
/**
 * `lintFile`, with a crash turned into an `mcpdesc.internal` finding on the file instead of failing the
 * run, and the findings kept within the file's budget (budget.ts) before a worker sends them.
 */
async function lintFileSafely(file, options) {
    try {
        return (0,runner_budget/* capFile */.DZ)(await lintFile(file, options));
    }
    catch (error) {
        return crashedFile(file, error instanceof Error ? `${error.name}: ${error.message}` : String(error), options);
    }
}
function crashedFile(file, why, options) {
    return crashed(file.path, why, engineOptions(file, options));
}
async function lintFile(file, options) {
    const read = file.unlisted ? (0,runner_read/* unlistedFolder */.H8)(file.unlisted) : (0,runner_read/* readDescriptor */.qq)(file.absolute, options.root, options.config.limits.maxFileBytes, options.reads);
    return lintRead(file, read, options);
}
/** Lints what was read for a file (from disk, or from a stream such as standard input). */
async function lintRead(file, read, options) {
    // A file that could not be read at all is reported whatever its name: it is not known to be no MCP file.
    if (!read.ok)
        return unreadable(file.path, read, engineOptions(read.code ? { ...file, explicit: true } : file, options));
    // The format's rules load when the first file of the format is checked.
    const prepared = prepareSource(file.path, read.text, engineOptions(file, options), loaders/* FORMAT_INFOS */.MV);
    if ('result' in prepared)
        return prepared.result;
    if (prepared.format.program)
        readingSource();
    return prepared.check(await (0,loaders/* loadFormat */.M6)(prepared.format));
}
function engineOptions(file, options) {
    const { catalogue, config, root, needs, workspace, run } = options;
    return {
        catalogue,
        settings: (0,runner_config/* settingsFor */.zc)(config, file.path),
        limits: config.limits,
        ignore: (0,runner_config/* ignoresFor */.p1)(config, file.path),
        ...(workspace ? { workspace } : root ? { workspace: fsWorkspace(root) } : {}),
        ...(needs ? { needs } : {}),
        ...(run ? { run } : {}),
        ...(file.explicit ? { explicit: true } : {}),
        ...(!file.explicit && (file.testsAsked === true || testsIncluded(config.include, file.path)) ? { testsIncluded: true } : {}),
    };
}
/** In a pool worker: lint the batches the main thread sends (called by the entry points). */
function serveLintWorker() {
    let workspace;
    // A worker serves one run: what its files share lives as long as it does.
    const run = (0,types/* runMemo */.Gm)();
    const reads = runReads();
    (0,pool/* servePool */.A_)((file, options) => lintFileSafely(file, { ...options, workspace: (workspace ??= runWorkspace(options.root, reads)), run, reads }));
}
/** The module a worker starts on when no bundle registered its entry point (mcpdesc run from its sources). */
function sourceWorkerEntry() {
    return new URL(import.meta.url.endsWith('.ts') ? './worker.ts' : './worker.js', import.meta.url).href;
}


/***/ }),

/***/ 3814:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ DEFAULT_SCHEMA_LIMITS),
/* harmony export */   z: () => (/* binding */ SchemaBudget)
/* harmony export */ });
const DEFAULT_SCHEMA_LIMITS = { maxSchemaNodes: 5_000, maxSchemaNodesPerFile: 100_000 };
/** One file's budget: each schema object of the file is charged once, whichever rule asks first. */
class SchemaBudget {
    limits;
    used = 0;
    /** A Map, not a WeakMap: the budget lives only as long as its file, and a Map costs the collector less. */
    verdicts = new Map();
    constructor(limits = DEFAULT_SCHEMA_LIMITS) {
        this.limits = limits;
    }
    /** Charges `schema` (counted as `content`, the schema without its `$schema`) to the budget, or says why it may not be compiled. */
    admit(schema, content = schema) {
        if (this.verdicts.has(schema))
            return this.verdicts.get(schema);
        const verdict = this.charge(content);
        this.verdicts.set(schema, verdict);
        return verdict;
    }
    charge(schema) {
        const { maxSchemaNodes, maxSchemaNodesPerFile } = this.limits;
        const size = countValues(schema, maxSchemaNodes + 1);
        if (size > maxSchemaNodes) {
            return {
                pointer: '',
                target: 'value',
                general: true,
                message: `is too large to check safely: it has more than ${maxSchemaNodes} values (limits.maxSchemaNodes), and compiling an untrusted schema costs time and memory that grow faster than its size. Simplify the schema, or raise the limit if it is legitimate.`,
            };
        }
        if (this.used + size > maxSchemaNodesPerFile) {
            return {
                pointer: '',
                target: 'value',
                general: true,
                message: `was not compiled: this file's JSON Schemas together have more than ${maxSchemaNodesPerFile} values (limits.maxSchemaNodesPerFile). Raise the limit if they are legitimate.`,
            };
        }
        this.used += size;
        return undefined;
    }
}
/** JSON values in `value`, counting stops once past `stop`. */
function countValues(value, stop) {
    let count = 1;
    // Only collections wait on the stack: a scalar is counted when its parent is read.
    const stack = [value];
    while (stack.length > 0) {
        const current = stack.pop();
        if (current === null || typeof current !== 'object')
            continue;
        const items = Array.isArray(current) ? current : Object.values(current);
        for (const item of items) {
            if (++count > stop)
                return count;
            if (item !== null && typeof item === 'object')
                stack.push(item);
        }
    }
    return count;
}


/***/ }),

/***/ 5016:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hc: () => (/* binding */ KNOWN_FORMATS),
/* harmony export */   d6: () => (/* binding */ KEYWORDS),
/* harmony export */   md: () => (/* binding */ DIALECT_NAMES),
/* harmony export */   q3: () => (/* binding */ UNASSERTED_FORMATS),
/* harmony export */   ww: () => (/* binding */ mcpSchemaDialect),
/* harmony export */   zR: () => (/* binding */ DIALECT_URIS)
/* harmony export */ });
/* unused harmony export dialectOfUri */
/* harmony import */ var _protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5159);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/**
 * The JSON Schema dialects mcpdesc can check, what each one's keywords are, and which dialect a
 * schema inside a descriptor is written in for the declared MCP version.
 */


const DIALECT_NAMES = {
    'draft-07': 'JSON Schema draft-07',
    '2019-09': 'JSON Schema 2019-09',
    '2020-12': 'JSON Schema 2020-12',
};
/** Each dialect's meta-schema URI as `$schema` spells it (a trailing "#" is also accepted). */
const DIALECT_URIS = {
    'draft-07': 'http://json-schema.org/draft-07/schema#',
    '2019-09': 'https://json-schema.org/draft/2019-09/schema',
    '2020-12': 'https://json-schema.org/draft/2020-12/schema',
};
function dialectOfUri(uri) {
    const bare = uri.replace(/#$/, '');
    return Object.keys(DIALECT_URIS).find((d) => DIALECT_URIS[d].replace(/#$/, '') === bare);
}
const DRAFT_07 = [
    '$schema',
    '$id',
    '$ref',
    '$comment',
    'title',
    'description',
    'default',
    'readOnly',
    'writeOnly',
    'examples',
    'multipleOf',
    'maximum',
    'exclusiveMaximum',
    'minimum',
    'exclusiveMinimum',
    'maxLength',
    'minLength',
    'pattern',
    'additionalItems',
    'items',
    'maxItems',
    'minItems',
    'uniqueItems',
    'contains',
    'maxProperties',
    'minProperties',
    'required',
    'additionalProperties',
    'definitions',
    'properties',
    'patternProperties',
    'dependencies',
    'propertyNames',
    'const',
    'enum',
    'type',
    'format',
    'contentMediaType',
    'contentEncoding',
    'if',
    'then',
    'else',
    'allOf',
    'anyOf',
    'oneOf',
    'not',
];
const SINCE_2019 = [
    '$anchor',
    '$vocabulary',
    '$defs',
    'dependentSchemas',
    'dependentRequired',
    'unevaluatedItems',
    'unevaluatedProperties',
    'maxContains',
    'minContains',
    'contentSchema',
    'deprecated',
];
/**
 * Every keyword each dialect defines. 2019-09 and 2020-12 keep "definitions" and "dependencies" for
 * compatibility; draft-07 schemas commonly keep definitions under "$defs" (references reach them by
 * JSON Pointer), so mcpdesc accepts that too.
 */
const KEYWORDS = {
    'draft-07': new Set([...DRAFT_07, '$defs']),
    '2019-09': new Set([...DRAFT_07, ...SINCE_2019, '$recursiveRef', '$recursiveAnchor']),
    '2020-12': new Set([...DRAFT_07.filter((k) => k !== 'additionalItems'), ...SINCE_2019, '$dynamicRef', '$dynamicAnchor', 'prefixItems']),
};
/** The `format` values JSON Schema defines. mcpdesc asserts most of them; the internationalised ones it accepts as they are. */
const UNASSERTED_FORMATS = ['idn-email', 'idn-hostname', 'iri', 'iri-reference'];
/**
 * Every `format` the checker's ajv knows, in ajv's order (ajv-formats' formats, then the unasserted
 * ones), the same in each dialect. Written out so that checking a schema's formats does not load ajv;
 * __tests__/json-schema.test.ts holds it to ajv's own list.
 */
const KNOWN_FORMATS = [
    'date',
    'time',
    'date-time',
    'iso-time',
    'iso-date-time',
    'duration',
    'uri',
    'uri-reference',
    'uri-template',
    'url',
    'email',
    'hostname',
    'ipv4',
    'ipv6',
    'regex',
    'uuid',
    'json-pointer',
    'json-pointer-uri-fragment',
    'relative-json-pointer',
    'byte',
    'int32',
    'int64',
    'float',
    'double',
    'password',
    'binary',
    ...UNASSERTED_FORMATS,
];
/** The first protocol version that states a dialect for the JSON Schemas inside MCP objects. */
const STATES_DIALECT = '2025-11-25';
/**
 * The dialect of a JSON Schema inside an MCP object (a tool's inputSchema or outputSchema, an
 * elicitation's requestedSchema), read in `version` of a file that speaks `versions`. From 2025-11-25
 * MCP lets a schema name its dialect with `$schema` and defaults to 2020-12. Earlier versions state no
 * dialect: a file that also speaks a version that states one serves the same schema to every client,
 * so that statement applies in all of them; a file that speaks only earlier versions has its schemas
 * read as draft-07, the dialect those versions' own schema files are written in, `$schema` ignored
 * (the field-availability rule points out that those versions do not define it).
 */
function mcpSchemaDialect(schema, version, versions = [version]) {
    const states = (v) => (0,_protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .compareVersions */ .Zy)(v, STATES_DIALECT) >= 0;
    const own = states(version);
    if (!own && !versions.some(states))
        return { dialect: 'draft-07', declared: false };
    const borrowed = own ? {} : { borrowed: true };
    const declared = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(schema) ? schema.$schema : undefined;
    if (typeof declared !== 'string')
        return { dialect: '2020-12', declared: false, ...borrowed };
    const dialect = dialectOfUri(declared);
    return dialect ? { dialect, declared: true, ...borrowed } : { unsupported: declared };
}


/***/ }),

/***/ 4443:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kn: () => (/* binding */ instanceProblems),
/* harmony export */   fW: () => (/* binding */ placeName),
/* harmony export */   r8: () => (/* binding */ metaSchemaProblems)
/* harmony export */ });
/* unused harmony export MAX_PROBLEMS */
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4976);
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6065);
/* harmony import */ var _util_suggest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7406);



/** Findings per checked value, so a thoroughly wrong example does not bury the file in findings. */
const MAX_PROBLEMS = 20;
const BRANCHING = new Set(['anyOf', 'oneOf']);
/** Problems of a schema against its dialect's meta-schema. */
function metaSchemaProblems(errors, schema) {
    // Keep only the deepest errors: an anyOf over "simple type or list of types" fails at /type and at /type/1.
    // Regular expressions are checked by mcpdesc itself, with the engine that will run them.
    const relevant = errors.filter((e) => !(e.keyword === 'format' && e.params.format === 'regex'));
    const deepest = relevant.filter((e) => !BRANCHING.has(e.keyword) && !relevant.some((o) => o.instancePath.startsWith(`${e.instancePath}/`)));
    const byPath = new Map();
    for (const error of deepest)
        byPath.set(error.instancePath, [...(byPath.get(error.instancePath) ?? []), error]);
    const problems = [];
    for (const [pointer, group] of byPath) {
        const value = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_1__/* .getAt */ .sM)(schema, pointer);
        const enumError = group.find((e) => e.keyword === 'enum');
        const types = group.filter((e) => e.keyword === 'type').flatMap((e) => typesOf(e));
        let message;
        if (enumError)
            message = enumMessage(enumError.params.allowedValues, value);
        else if (types.length > 0)
            message = `must be ${typePhrase([...new Set(types)])}, but it is ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .describeValue */ .bp)(value)}.`;
        else
            message = errorMessage(group[0], value);
        problems.push({ pointer, message, target: 'value' });
    }
    return problems.slice(0, MAX_PROBLEMS);
}
/** Problems of an instance (an example's input, a result's structuredContent) against its schema. */
function instanceProblems(errors, instance) {
    const consumed = new Set();
    const problems = [];
    const branchesOf = (parent) => errors.filter((e) => e !== parent && e.schemaPath.startsWith(`${parent.schemaPath}/`));
    // Explain a failed anyOf/oneOf once, instead of once per alternative.
    for (const error of errors) {
        if (consumed.has(error) || !(BRANCHING.has(error.keyword) || error.keyword === 'propertyNames'))
            continue;
        const branches = branchesOf(error);
        for (const b of branches)
            consumed.add(b);
        consumed.add(error);
        problems.push(branchingProblem(error, branches, instance));
    }
    for (const error of errors) {
        if (consumed.has(error) || error.keyword === 'if')
            continue;
        problems.push(instanceProblem(error, instance));
    }
    const unique = new Map(problems.map((p) => [`${p.pointer}\u0000${p.message}`, p]));
    return [...unique.values()].slice(0, MAX_PROBLEMS);
}
function branchingProblem(error, branches, instance) {
    const value = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_1__/* .getAt */ .sM)(instance, error.instancePath);
    if (error.keyword === 'propertyNames') {
        const name = String(error.params.propertyName);
        return { pointer: (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_1__/* .joinPointer */ .Kn)(error.instancePath, name), target: 'key', message: `is a property name the schema's "propertyNames" does not allow.` };
    }
    const passing = error.params.passingSchemas;
    if (error.keyword === 'oneOf' && Array.isArray(passing)) {
        return {
            pointer: error.instancePath,
            target: 'value',
            message: `matches more than one alternative of "oneOf" (alternatives ${passing.map((i) => i + 1).join(' and ')}), but must match exactly one.`,
        };
    }
    const here = branches.filter((b) => b.instancePath === error.instancePath);
    if (here.length > 0 && here.length === branches.length && here.every((b) => b.keyword === 'type')) {
        return {
            pointer: error.instancePath,
            target: 'value',
            message: `must be ${typePhrase([...new Set(here.flatMap(typesOf))])}, but it is ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .describeValue */ .bp)(value)}.`,
        };
    }
    const first = branches.find((b) => b.keyword !== 'if' && !BRANCHING.has(b.keyword));
    let hint = '';
    if (first) {
        const detail = instanceProblem(first, instance);
        const where = detail.pointer === error.instancePath ? 'it' : placeName('', detail.pointer.slice(error.instancePath.length), (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_1__/* .getAt */ .sM)(instance, error.instancePath));
        const alternative = Number(first.schemaPath.slice(error.schemaPath.length + 1).split('/')[0]) + 1;
        hint = ` Against alternative ${alternative}, ${where} ${detail.message}`;
    }
    return { pointer: error.instancePath, target: 'value', message: `matches none of the alternatives of "${error.keyword}".${hint}` };
}
function instanceProblem(error, instance) {
    const value = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_1__/* .getAt */ .sM)(instance, error.instancePath);
    const { params } = error;
    switch (error.keyword) {
        case 'required':
            return { pointer: error.instancePath, target: 'value', message: `is missing required property ${JSON.stringify(params.missingProperty)}.` };
        case 'additionalProperties':
            return {
                pointer: (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_1__/* .joinPointer */ .Kn)(error.instancePath, String(params.additionalProperty)),
                target: 'key',
                message: 'is not allowed: the schema does not define it and sets "additionalProperties" to false.',
            };
        case 'unevaluatedProperties':
            return {
                pointer: (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_1__/* .joinPointer */ .Kn)(error.instancePath, String(params.unevaluatedProperty)),
                target: 'key',
                message: 'is not allowed: the schema does not define it and sets "unevaluatedProperties" to false.',
            };
        case 'dependentRequired':
        case 'dependencies':
            return {
                pointer: error.instancePath,
                target: 'value',
                message: `must have ${JSON.stringify(params.missingProperty)} because it has ${JSON.stringify(params.property)}.`,
            };
        case 'type':
            return { pointer: error.instancePath, target: 'value', message: `must be ${typePhrase(typesOf(error))}, but it is ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .describeValue */ .bp)(value)}.` };
        default:
            return { pointer: error.instancePath, target: 'value', message: errorMessage(error, value) };
    }
}
const COMPARISONS = { '>=': 'at least', '<=': 'at most', '>': 'greater than', '<': 'less than' };
/** The sentence for one keyword's failure, shared by schema and instance problems. */
function errorMessage(error, value) {
    const { params } = error;
    switch (error.keyword) {
        case 'enum':
            return enumMessage(params.allowedValues, value);
        case 'const':
            return `must be ${JSON.stringify(params.allowedValue)}, not ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .shown */ .SP)(value)}.`;
        case 'minimum':
        case 'maximum':
        case 'exclusiveMinimum':
        case 'exclusiveMaximum':
            return `must be ${COMPARISONS[String(params.comparison)] ?? String(params.comparison)} ${String(params.limit)}, not ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .shown */ .SP)(value)}.`;
        case 'multipleOf':
            return `must be a multiple of ${String(params.multipleOf)}, not ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .shown */ .SP)(value)}.`;
        case 'minLength':
        case 'maxLength':
            return `must be ${error.keyword === 'minLength' ? 'at least' : 'at most'} ${String(params.limit)} characters long, not ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .shown */ .SP)(value)}.`;
        case 'minItems':
        case 'maxItems':
        case 'minContains':
        case 'maxContains':
            return `must have ${error.keyword.startsWith('min') ? 'at least' : 'at most'} ${String(params.limit)} items${error.keyword.endsWith('Contains') ? ' matching "contains"' : ''}.`;
        case 'minProperties':
        case 'maxProperties':
            return `must have ${error.keyword === 'minProperties' ? 'at least' : 'at most'} ${String(params.limit)} properties.`;
        case 'pattern':
            return `must match the pattern ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(params.pattern)}, but it is ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .shown */ .SP)(value)}.`;
        case 'format':
            return `must be a valid ${String(params.format)}, not ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .shown */ .SP)(value)}.`;
        case 'uniqueItems':
            return `must not repeat an item (the items at [${Math.min(Number(params.i), Number(params.j))}] and [${Math.max(Number(params.i), Number(params.j))}] are equal).`;
        case 'contains':
            return 'must contain at least one item that matches "contains".';
        case 'not':
            return 'must not match the "not" schema, but it does.';
        case 'false schema':
            return 'is not allowed here: its schema is false.';
        case 'additionalItems':
        case 'items':
        case 'unevaluatedItems':
            return `must have at most ${String(params.limit)} items.`;
        default:
            return `${error.message ?? 'is not valid'}.`;
    }
}
function enumMessage(allowed, value) {
    const strings = allowed.every((a) => typeof a === 'string');
    const list = strings ? (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .listOf */ .c3)(allowed) : allowed.map((a) => JSON.stringify(a)).join(', ');
    const typo = strings && typeof value === 'string' ? (0,_util_suggest_js__WEBPACK_IMPORTED_MODULE_0__/* .closest */ .k)(value, allowed) : undefined;
    return `must be one of ${list}, not ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .shown */ .SP)(value)}.${typo ? ` Did you mean ${JSON.stringify(typo)}?` : ''}`;
}
function typesOf(error) {
    const type = error.params.type;
    return Array.isArray(type) ? type : String(type).split(',');
}
const TYPE_NOUNS = {
    string: 'a string',
    number: 'a number',
    integer: 'an integer',
    boolean: 'a boolean',
    object: 'an object',
    array: 'an array',
    null: 'null',
};
function typePhrase(types) {
    if (types.length === 2 && types.includes('object') && types.includes('boolean'))
        return 'a schema (an object, or true or false)';
    const nouns = types.map((t) => ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .hasOwn */ .$3)(TYPE_NOUNS, t) ? TYPE_NOUNS[t] : t));
    return nouns.length <= 1 ? nouns.join('') : `${nouns.slice(0, -1).join(', ')} or ${nouns[nouns.length - 1]}`;
}
/**
 * How a message names a place: `"inputSchema.properties.tags.items[0]"` for root label `inputSchema` and
 * a relative pointer. Given the value the pointer starts in, a key of digits in an object reads
 * `properties['0']`, never as an array index.
 */
function placeName(root, pointer, value) {
    let path = root;
    let here = value;
    for (const segment of (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_1__/* .splitPointer */ .GS)(pointer)) {
        const index = /^\d+$/.test(segment) && (here === undefined || Array.isArray(here));
        if (index)
            path += `[${segment}]`;
        else if (/^\d+$/.test(segment))
            path += `['${segment}']`;
        else
            path += path === '' ? segment : `.${segment}`;
        here = here !== null && typeof here === 'object' && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .hasOwn */ .$3)(here, segment) ? here[segment] : undefined;
    }
    return JSON.stringify(path);
}


/***/ }),

/***/ 2347:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HQ: () => (/* binding */ DEFAULT_REGEX_TIMEOUT_MS),
  bn: () => (/* binding */ MAX_TIMEOUTS_PER_FILE),
  Vk: () => (/* binding */ RegexBudget),
  j0: () => (/* binding */ RegexTimeout),
  K8: () => (/* binding */ budgetedRegExp),
  Xf: () => (/* binding */ re2js)
});

// UNUSED EXPORTS: toRe2, translate

// EXTERNAL MODULE: ./src/util/lazy-require.ts
var lazy_require = __webpack_require__(6050);
// EXTERNAL MODULE: ./src/util/threads.ts
var threads = __webpack_require__(1361);
;// CONCATENATED MODULE: ./src/schema/regex-sandbox.ts

// Kept inline (and CommonJS, as eval'd workers are) so the bundles need no separate worker file.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const state = new Int32Array(workerData);
Atomics.store(state, 0, 1);
Atomics.notify(state, 0);
parentPort.on('message', ({ pattern, flags, input }) => {
  let result;
  try { result = new RegExp(pattern, flags).test(input) ? 1 : 2; } catch { result = 3; }
  Atomics.store(state, 1, result);
  Atomics.store(state, 0, 1);
  Atomics.notify(state, 0);
});
`;
/** How long a new worker may take to start before the sandbox gives up on it. */
const START_TIMEOUT_MS = 10_000;
class RegexSandbox {
    state = new Int32Array(new SharedArrayBuffer(8));
    worker;
    constructor() {
        this.worker = new ((0,threads/* workerThreads */.k)().Worker)(WORKER_SOURCE, {
            eval: true,
            workerData: this.state.buffer,
            resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
        });
        this.worker.unref();
        if (Atomics.wait(this.state, 0, 0, START_TIMEOUT_MS) === 'timed-out') {
            void this.worker.terminate();
            throw new Error('the regular-expression worker did not start');
        }
    }
    /** The match result, or 'timeout' (the worker is then terminated and this sandbox must not be reused). */
    test(pattern, flags, input, budgetMs) {
        Atomics.store(this.state, 0, 0);
        this.worker.postMessage({ pattern, flags, input });
        if (Atomics.wait(this.state, 0, 0, budgetMs) === 'timed-out') {
            void this.worker.terminate();
            return 'timeout';
        }
        const result = Atomics.load(this.state, 1);
        if (result === 3)
            throw new SyntaxError(`invalid regular expression: ${pattern}`);
        return result === 1;
    }
}

;// CONCATENATED MODULE: ./src/schema/simple-pattern.ts
/**
 * The simplest descriptor patterns, matched without loading re2js (whose Unicode tables cost a
 * one-file run more than the rest of its schema checks): an optional `^`, a sequence of ASCII
 * characters, classes of them (`[a-z0-9_-]`, `\d`, `\w`), each optionally quantified (`*`, `+`, `?`,
 * `{n}`, `{n,}`, `{n,m}`), and an optional `$`; flags "" or "u". Anything else (groups, alternation,
 * `.`, negated classes, other escapes, non-ASCII characters, other flags) is left to regex.ts.
 *
 * The pattern becomes a chain of states, each consuming one character of its set; an optional state
 * may be skipped and a repeated one consumes any number. A test advances the set of reachable states
 * one input character at a time, so it costs O(input length × states) for every input, the same bound
 * RE2 gives: there is nothing to backtrack into.
 *
 * Matching by UTF-16 code units is exact here even with the u flag: every set is ASCII, so a surrogate
 * matches nothing, and a non-empty match starts (and an empty one may start) on a code point boundary.
 */
/** Expanded states allowed (`a{300}` is 300 states): beyond it the pattern goes to re2js. */
const MAX_STATES = 256;
/** Characters with a meaning of their own in a pattern: a literal one is escaped. */
const SYNTAX = '^$\\.*+?()[]{}|';
/** What may follow a backslash to stand for itself, with or without the u flag. */
const ESCAPABLE = `${SYNTAX}/`;
/** The pattern as a linear-time matcher, or undefined when it is not of the simple shape above. */
function simplePattern(pattern, flags) {
    if (flags !== '' && flags !== 'u')
        return undefined;
    const states = [];
    let i = 0;
    const anchoredStart = pattern.startsWith('^');
    if (anchoredStart)
        i++;
    let anchoredEnd = false;
    while (i < pattern.length) {
        if (pattern[i] === '$' && i === pattern.length - 1) {
            anchoredEnd = true;
            break;
        }
        const atom = readAtom(pattern, i);
        if (atom === undefined)
            return undefined;
        i = atom.end;
        const quantifier = readQuantifier(pattern, i);
        if (quantifier === undefined)
            return undefined;
        i = quantifier.end;
        const { min, max } = quantifier;
        if (states.length + (max === Number.POSITIVE_INFINITY ? min + 1 : max) > MAX_STATES)
            return undefined;
        for (let n = 0; n < min; n++)
            states.push({ set: atom.set, times: 'once' });
        if (max === Number.POSITIVE_INFINITY)
            states.push({ set: atom.set, times: 'repeated' });
        else
            for (let n = min; n < max; n++)
                states.push({ set: atom.set, times: 'optional' });
    }
    return { test: (input) => run(states, anchoredStart, anchoredEnd, input) };
}
/** Whether some match of the chain exists in `input`. */
function run(states, anchoredStart, anchoredEnd, input) {
    const last = states.length;
    let active = new Uint8Array(last + 1);
    let next = new Uint8Array(last + 1);
    active[0] = 1;
    simple_pattern_close(states, active);
    for (let at = 0; at < input.length; at++) {
        if (!anchoredEnd && active[last] === 1)
            return true;
        const code = input.charCodeAt(at);
        next.fill(0);
        let any = false;
        for (let s = 0; s < last; s++) {
            if (active[s] === 1 && code < 128 && states[s].set[code] === 1) {
                next[states[s].times === 'repeated' ? s : s + 1] = 1;
                any = true;
            }
        }
        // Unanchored, a match may begin at every position.
        if (!anchoredStart)
            next[0] = 1;
        else if (!any)
            return false;
        simple_pattern_close(states, next);
        [active, next] = [next, active];
    }
    return active[last] === 1;
}
/** Adds the states reachable by skipping optional and repeated ones (they only lead forward). */
function simple_pattern_close(states, active) {
    for (let s = 0; s < states.length; s++)
        if (active[s] === 1 && states[s].times !== 'once')
            active[s + 1] = 1;
}
/** One character, escape or class at `i`, with where it ends; undefined for anything else. */
function readAtom(pattern, i) {
    const c = pattern[i];
    if (c === '[')
        return readClass(pattern, i + 1);
    const set = new Uint8Array(128);
    if (c === '\\') {
        const next = pattern[i + 1];
        if (next !== undefined && ESCAPABLE.includes(next))
            set[next.charCodeAt(0)] = 1;
        else if (!addShorthand(set, next))
            return undefined;
        return { set, end: i + 2 };
    }
    if (SYNTAX.includes(c) || !printable(c))
        return undefined;
    set[c.charCodeAt(0)] = 1;
    return { set, end: i + 1 };
}
/** A class's members from just after its `[` to its `]`; undefined for a negated or empty class, or any other member. */
function readClass(pattern, start) {
    const set = new Uint8Array(128);
    let i = start;
    if (pattern[i] === '^' || pattern[i] === ']')
        return undefined;
    while (i < pattern.length && pattern[i] !== ']') {
        const low = classCharacter(pattern, i);
        if (low === undefined) {
            // \d or \w, which cannot begin a range.
            if (pattern[i] !== '\\' || !addShorthand(set, pattern[i + 1]) || (pattern[i + 2] === '-' && pattern[i + 3] !== ']'))
                return undefined;
            i += 2;
            continue;
        }
        i = low.end;
        if (pattern[i] === '-' && pattern[i + 1] !== ']' && i + 1 < pattern.length) {
            const high = classCharacter(pattern, i + 1);
            if (high === undefined || high.code < low.code)
                return undefined;
            for (let code = low.code; code <= high.code; code++)
                set[code] = 1;
            i = high.end;
        }
        else {
            set[low.code] = 1;
        }
    }
    return i < pattern.length ? { set, end: i + 1 } : undefined;
}
/** One literal character of a class (printable ASCII, or an escaped syntax character or `-`). */
function classCharacter(pattern, i) {
    const c = pattern[i];
    if (c === '\\') {
        const next = pattern[i + 1];
        return next !== undefined && (ESCAPABLE.includes(next) || next === '-') ? { code: next.charCodeAt(0), end: i + 2 } : undefined;
    }
    // "[" is a literal in a class, but with the v flag's syntax in mind it is left to RE2.
    return c !== undefined && c !== '[' && printable(c) ? { code: c.charCodeAt(0), end: i + 1 } : undefined;
}
/** Adds what `\d` or `\w` matches (ASCII without the i flag, with or without u); false for any other escape. */
function addShorthand(set, next) {
    if (next !== 'd' && next !== 'w')
        return false;
    for (let code = 48; code <= 57; code++)
        set[code] = 1;
    if (next === 'w') {
        for (let code = 65; code <= 90; code++)
            set[code] = 1;
        for (let code = 97; code <= 122; code++)
            set[code] = 1;
        set[95] = 1;
    }
    return true;
}
/** The quantifier at `i` (none is exactly once), a lazy one's `?` included; undefined for one not understood. */
function readQuantifier(pattern, i) {
    const c = pattern[i];
    let quantifier;
    if (c === '*')
        quantifier = { min: 0, max: Number.POSITIVE_INFINITY, end: i + 1 };
    else if (c === '+')
        quantifier = { min: 1, max: Number.POSITIVE_INFINITY, end: i + 1 };
    else if (c === '?')
        quantifier = { min: 0, max: 1, end: i + 1 };
    else if (c === '{') {
        const braces = /^\{(\d{1,3})(,(\d{0,3}))?\}/.exec(pattern.slice(i, i + 10));
        if (braces === null)
            return undefined;
        const min = Number(braces[1]);
        const max = braces[2] === undefined ? min : braces[3] === '' ? Number.POSITIVE_INFINITY : Number(braces[3]);
        if (max < min)
            return undefined;
        quantifier = { min, max, end: i + braces[0].length };
    }
    else
        return { min: 1, max: 1, end: i };
    // Laziness changes which match is found, never whether one exists.
    if (pattern[quantifier.end] === '?')
        quantifier.end++;
    return '*+?{'.includes(pattern[quantifier.end] ?? '.') ? undefined : quantifier;
}
function printable(c) {
    const code = c.charCodeAt(0);
    return code >= 0x20 && code < 0x7f;
}

;// CONCATENATED MODULE: ./src/schema/regex.ts



const DEFAULT_REGEX_TIMEOUT_MS = 100;
/** Patterns that may time out in one file before backtracking patterns stop running in it. */
const MAX_TIMEOUTS_PER_FILE = 10;
/** One file's allowance for backtracking patterns: which timed out, and how many. */
class RegexBudget {
    timedOut = new Set();
    get exhausted() {
        return this.timedOut.size >= MAX_TIMEOUTS_PER_FILE;
    }
}
class RegexTimeout extends Error {
    pattern;
    budgetMs;
    exhausted;
    constructor(pattern, budgetMs, exhausted = false) {
        super(exhausted
            ? `regular expression ${JSON.stringify(pattern)} was not run: ${MAX_TIMEOUTS_PER_FILE} patterns that need backtracking already timed out in this file`
            : `regular expression ${JSON.stringify(pattern)} took longer than ${budgetMs} ms`);
        this.pattern = pattern;
        this.budgetMs = budgetMs;
        this.exhausted = exhausted;
        this.name = 'RegexTimeout';
    }
}
/** Compiled patterns kept per engine: enough for a run's recurring patterns, bounded for hostile ones. */
const MAX_COMPILED = 500;
/** An ajv regular-expression engine that runs every pattern in linear time or under a deadline. */
function budgetedRegExp(budgetMs = DEFAULT_REGEX_TIMEOUT_MS) {
    const fallback = new Fallback(budgetMs);
    // The same few patterns recur in many schemas, and compiling one for RE2 costs far more than a test.
    const compiled = new Map();
    const engine = (pattern, flags) => {
        const key = `${flags}/${pattern}`;
        let found = compiled.get(key);
        if (!found) {
            // Invalid ECMA-262 syntax throws here, so a bad pattern is reported as such.
            const native = new RegExp(pattern, flags);
            found = lazyPattern(pattern, flags, native, fallback);
            if (compiled.size >= MAX_COMPILED)
                compiled.delete(compiled.keys().next().value);
            compiled.set(key, found);
        }
        return found;
    };
    const use = (budget, work) => {
        const outer = fallback.budget;
        fallback.budget = budget;
        try {
            return work();
        }
        finally {
            fallback.budget = outer;
        }
    };
    return Object.assign(engine, { code: 'new RegExp', use });
}
/**
 * A pattern whose engine is chosen on its first test: checking a schema only compiles its patterns (for
 * their syntax), and most runs never test a value against one, so they never load re2js (30 ms).
 */
function lazyPattern(pattern, flags, native, fallback) {
    let test;
    return {
        test: (input) => {
            test ??= chooseEngine(pattern, flags, native, fallback);
            return test(input);
        },
        toString: () => native.toString(),
    };
}
function chooseEngine(pattern, flags, native, fallback) {
    // The simplest patterns (many in practice) need no re2js at all.
    const linear = simplePattern(pattern, flags) ?? toRe2(pattern, flags);
    return linear ? (input) => linear.test(input) : fallback.wrap(native).test;
}
class Fallback {
    budgetMs;
    sandbox;
    /** The budget of the file being checked; one of its own outside any file (tests that use the engine directly). */
    budget = new RegexBudget();
    constructor(budgetMs) {
        this.budgetMs = budgetMs;
    }
    wrap(native) {
        return {
            test: (input) => {
                const key = `${native.flags}/${native.source}`;
                const budget = this.budget;
                if (budget.timedOut.has(key))
                    throw new RegexTimeout(native.source, this.budgetMs);
                if (budget.exhausted)
                    throw new RegexTimeout(native.source, this.budgetMs, true);
                this.sandbox ??= new RegexSandbox();
                const result = this.sandbox.test(native.source, native.flags, input, this.budgetMs);
                if (result === 'timeout') {
                    this.sandbox = undefined;
                    budget.timedOut.add(key);
                    throw new RegexTimeout(native.source, this.budgetMs);
                }
                return result;
            },
        };
    }
}
/** JavaScript's `\s`: RE2's is ASCII only. */
const JS_SPACE = '\\t\\n\\x{B}\\f\\r \\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}';
/** JavaScript's `.` without the s flag: anything but a line terminator. */
const JS_DOT = '[^\\n\\r\\x{2028}\\x{2029}]';
let re2;
/** re2js, loaded on the first pattern (see lazy-require.ts): its Unicode tables take a while to build. */
function re2js() {
    re2 ??= (0,lazy_require/* vendoredRe2js */.Ub)().RE2JS;
    return re2;
}
/** The pattern compiled by RE2 with JavaScript's meaning, or undefined when RE2 cannot express it. */
function toRe2(pattern, flags) {
    const translated = translate(pattern);
    if (translated === undefined)
        return undefined;
    try {
        const RE2 = re2js();
        const compiled = RE2.compile(translated, (flags.includes('i') ? RE2.CASE_INSENSITIVE : 0) | (flags.includes('m') ? RE2.MULTILINE : 0));
        return { test: (input) => compiled.test(input) };
    }
    catch {
        return undefined;
    }
}
/** ECMA-262 pattern → RE2 syntax; undefined for constructs RE2 lacks (lookaround, backreferences). */
function translate(pattern) {
    let out = '';
    let inClass = false;
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === '\\') {
            const next = pattern[i + 1];
            if (next === undefined)
                return undefined;
            const unicode = /^u\{([0-9a-fA-F]{1,6})\}|^u([0-9a-fA-F]{4})/.exec(pattern.slice(i + 1));
            if (unicode) {
                out += `\\x{${unicode[1] ?? unicode[2]}}`;
                i += unicode[0].length;
            }
            else if (/[1-9]/.test(next) || next === 'k') {
                return undefined; // backreference
            }
            else if (next === 's') {
                out += inClass ? JS_SPACE : `[${JS_SPACE}]`;
                i++;
            }
            else if (next === 'S' && !inClass) {
                out += `[^${JS_SPACE}]`;
                i++;
            }
            else if (next === 'b' && inClass) {
                out += '\\x{8}';
                i++;
            }
            else if (next === 'c' && /[a-zA-Z]/.test(pattern[i + 2] ?? '')) {
                out += `\\x{${(pattern.charCodeAt(i + 2) % 32).toString(16)}}`;
                i += 2;
            }
            else if (next === '0' && !/[0-9]/.test(pattern[i + 2] ?? '')) {
                out += '\\x{0}';
                i++;
            }
            else {
                out += c + next;
                i++;
            }
            continue;
        }
        if (inClass) {
            if (c === ']')
                inClass = false;
            out += c;
            continue;
        }
        if (c === '[') {
            if (pattern.startsWith('[^]', i)) {
                out += '(?s:.)';
                i += 2;
                continue;
            }
            inClass = true;
            out += c;
            // A "]" right after "[" or "[^" is a literal in RE2 but closes an empty class in JavaScript.
            if (pattern[i + 1] === ']' || (pattern[i + 1] === '^' && pattern[i + 2] === ']'))
                return undefined;
            continue;
        }
        if (c === '(' && pattern[i + 1] === '?' && /[=!<]/.test(pattern[i + 2] ?? '') && !/^\(\?<[A-Za-z_]/.test(pattern.slice(i))) {
            return undefined; // lookahead or lookbehind
        }
        out += c === '.' ? JS_DOT : c;
    }
    return inClass ? undefined : out;
}


/***/ }),

/***/ 2178:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ append)
/* harmony export */ });
/**
 * `target.push(...items)` for arrays of any length: a spread passes every item as an argument, and a
 * call with a few hundred thousand arguments overflows the stack. Items from a file or a server are
 * appended through this.
 */
function append(target, items) {
    for (const item of items)
        target.push(item);
    return target;
}


/***/ }),

/***/ 5147:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ ownCopy)
/* harmony export */ });
/**
 * A copy of `text` that shares no memory with the string it was cut from. V8 keeps a slice of 13
 * characters or more as a view into its parent, and a concatenation as its parts, so a short message
 * or excerpt cut from a file would otherwise keep the whole file alive for as long as it is kept.
 * Joining two pieces builds a new sequential string (Array.prototype.join copies the characters), at a
 * third of the cost of a round trip through a Buffer.
 */
function ownCopy(text) {
    return text.length < 13 ? text : [text.charAt(0), text.slice(1)].join('');
}


/***/ }),

/***/ 3596:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ globMatcher)
/* harmony export */ });
/* unused harmony export simpleGlobRegExp */
/* harmony import */ var _lazy_require_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6050);
/**
 * Matchers for globs of the shape every format's paths have (`**\/.vscode/mcp.json`, `**\/?*.mcp.json`),
 * built without picomatch: compiling a glob with picomatch is most of the matching a one-file run does.
 * Such a glob becomes the regular expression picomatch makes of it with `dot: true`
 * (`__tests__/glob.test.ts` compares the two for every format's globs); any other glob goes to picomatch.
 */

/**
 * `**\/` then literal segments, where `?` may stand for a character, `?*` for one or more and `*` for any
 * (not first, where picomatch's `**\/` changes, nor last, where it adds an optional `/`).
 */
const SIMPLE = /^\*\*\/(?!\*)(?:[\w-]|\.(?!\.|\/|$)|\?\*?|\*(?!\*|$)|\/(?![/.]|$))+$/;
/** picomatch's `*` at the start of a segment: not `.` or `..`, and at least one character. */
const SEGMENT_STAR = String.raw `\/(?!\.{1,2}(?:\/|$))(?=.)[^/]*?`;
/** picomatch's `**\/` with `dot: true`: any folders, none of them `.` or `..`. */
const ANY_FOLDERS = String.raw `^(?:(?:^|\/|(?:(?:(?!(?:^|\/)\.{1,2}(?:\/|$)).)*?)\/)`;
/** The regular expression picomatch makes of a simple glob, or undefined for any other glob. */
function simpleGlobRegExp(glob) {
    if (!SIMPLE.test(glob))
        return undefined;
    const rest = glob
        .slice(3)
        .replace(/\?\*|\/\*|[*?./]/g, (token) => ({ '?*': '[^/][^/]*?', '/*': SEGMENT_STAR, '*': '[^/]*?', '?': '[^/]', '.': '\\.', '/': '\\/' })[token] ?? token);
    return new RegExp(`${ANY_FOLDERS}${rest})$`);
}
/** Whether a root-relative POSIX path matches any of `globs`, as picomatch with `dot: true` says. */
function globMatcher(globs) {
    if (globs.length === 0)
        return () => false;
    const simple = globs.map(simpleGlobRegExp);
    if (!simple.every((re) => re !== undefined))
        return (0,_lazy_require_js__WEBPACK_IMPORTED_MODULE_0__/* .vendoredPicomatch */ .SI)()([...globs], { dot: true });
    const tails = globs.map(literalTail);
    // picomatch also takes a path that is the glob itself, character for character.
    return (path) => path !== '' && simple.some((re, i) => path === globs[i] || (path.endsWith(tails[i]) && re.test(path)));
}
/**
 * What every path a simple glob matches ends with: its text after its last `*` or `?` (past the leading
 * `**\/`, which may match nothing: `server.json` at the root), which its regular expression takes literally
 * just before `$`. Tested first, since a run tests each source file against
 * every format's globs (about 50), in discovery and again in classification, and nearly all fail it.
 */
function literalTail(glob) {
    const rest = glob.slice(3);
    return rest.slice(Math.max(rest.lastIndexOf('*'), rest.lastIndexOf('?')) + 1);
}


/***/ }),

/***/ 4976:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $3: () => (/* binding */ hasOwn),
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   SP: () => (/* binding */ shown),
/* harmony export */   Zm: () => (/* binding */ jsonEqual),
/* harmony export */   bp: () => (/* binding */ describeValue),
/* harmony export */   c3: () => (/* binding */ listOf),
/* harmony export */   hD: () => (/* binding */ quote)
/* harmony export */ });
/** Small predicates and descriptions for JSON values, shared by the model checker and rules. */
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function hasOwn(object, key) {
    return Object.hasOwn(object, key);
}
/** How a message names a value: `a string ("abc")`, `a number (3.5)`, `an object`. */
function describeValue(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    switch (typeof value) {
        case 'string':
            return `a string (${quote(value)})`;
        case 'number':
            return Number.isInteger(value) ? `an integer (${value})` : `a number (${value})`;
        case 'boolean':
            return `a boolean (${value})`;
        case 'object':
            return 'an object';
        default:
            return typeof value;
    }
}
/** A value quoted for a message, shortened so one finding never prints a whole blob. */
function quote(value, max = 60) {
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
    const shown = text.length > max ? `${text.slice(0, max - 1)}…` : text;
    return JSON.stringify(shown);
}
/** "a", "b" or "c" — for messages listing allowed values. */
function listOf(values, conjunction = 'or') {
    const quoted = values.map((v) => JSON.stringify(v));
    if (quoted.length <= 1)
        return quoted.join('');
    return `${quoted.slice(0, -1).join(', ')} ${conjunction} ${quoted[quoted.length - 1]}`;
}
/** Whether two JSON values are equal, ignoring the order of object keys. */
function jsonEqual(a, b) {
    if (a === b)
        return true;
    if (Array.isArray(a) || Array.isArray(b)) {
        return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
    }
    if (!isObject(a) || !isObject(b))
        return false;
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => hasOwn(b, key) && jsonEqual(a[key], b[key]));
}
/** A value as a message shows it: strings quoted and shortened, small values as JSON, others described. */
function shown(value) {
    if (typeof value === 'string')
        return quote(value);
    const json = JSON.stringify(value);
    return json !== undefined && json.length <= 60 ? json : describeValue(value);
}


/***/ }),

/***/ 6050:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NO: () => (/* binding */ vendoredJsonc),
/* harmony export */   P7: () => (/* binding */ vendoredTypescript),
/* harmony export */   SI: () => (/* binding */ vendoredPicomatch),
/* harmony export */   Ub: () => (/* binding */ vendoredRe2js),
/* harmony export */   Xd: () => (/* binding */ vendoredYaml),
/* harmony export */   n$: () => (/* binding */ vendoredAjv)
/* harmony export */ });
/* unused harmony export setVendorLoader */
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Dependencies a run may never need, loaded the first time one is: most schemas are plain
 * (schema/plain-schema.ts), so most files need no ajv, and only files with patterns need re2js; the
 * YAML and JSONC parsers serve only files (and configurations) in those syntaxes, and picomatch only
 * folder walks and configured globs (a format's own globs match without it, util/glob.ts). Each
 * lives in vendor/<name>/index.cjs; the bundles build those modules into files of their own beside
 * their chunks (scripts/bundle.js), at the same relative paths, so a start-up neither compiles nor runs
 * them until asked. Loading stays synchronous, as the schema checker needs.
 */

/** How the CLI bundle loads these modules instead (src/cli/chunk-cache.ts: with a code cache); unset, Node's require. */
let vendorLoader;
function setVendorLoader(load) {
    vendorLoader = load;
}
function load(name, require) {
    return vendorLoader === undefined ? require() : vendorLoader(name);
}
let ajv;
let re2js;
let yaml;
let jsonc;
let picomatch;
let typescript;
function vendoredAjv() {
    ajv ??= load('ajv', () => (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url)('./vendor/ajv/index.cjs'));
    return ajv;
}
function vendoredRe2js() {
    re2js ??= load('re2js', () => (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url)('./vendor/re2js/index.cjs'));
    return re2js;
}
function vendoredYaml() {
    yaml ??= load('yaml', () => (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url)('./vendor/yaml/index.cjs'));
    return yaml;
}
function vendoredJsonc() {
    jsonc ??= load('jsonc', () => (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url)('./vendor/jsonc/index.cjs'));
    return jsonc;
}
function vendoredPicomatch() {
    picomatch ??= load('picomatch', () => (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url)('./vendor/picomatch/index.cjs'));
    return picomatch;
}
/** TypeScript's parser, for server source that registers tools (src/formats/typescript-source/): 9 MB no other run loads. */
function vendoredTypescript() {
    typescript ??= load('typescript', () => (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url)('./vendor/typescript/index.cjs'));
    return typescript;
}


/***/ }),

/***/ 6065:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GS: () => (/* binding */ splitPointer),
/* harmony export */   Kn: () => (/* binding */ joinPointer),
/* harmony export */   Yg: () => (/* binding */ parentPointer),
/* harmony export */   pv: () => (/* binding */ escapeSegment),
/* harmony export */   sM: () => (/* binding */ getAt),
/* harmony export */   wo: () => (/* binding */ unescapeSegment)
/* harmony export */ });
/** RFC 6901 JSON Pointers: how rules name a place in a document. */
// Pointers are built for every place a rule looks at, so the common case (nothing to escape) stays cheap.
function escapeSegment(segment) {
    if (typeof segment === 'number')
        return String(segment);
    return segment.includes('~') || segment.includes('/') ? segment.replace(/~/g, '~0').replace(/\//g, '~1') : segment;
}
function unescapeSegment(segment) {
    return segment.includes('~') ? segment.replace(/~1/g, '/').replace(/~0/g, '~') : segment;
}
function joinPointer(base, ...segments) {
    let pointer = base;
    for (const segment of segments)
        pointer += `/${escapeSegment(segment)}`;
    return pointer;
}
function splitPointer(pointer) {
    return pointer === '' ? [] : pointer.slice(1).split('/').map(unescapeSegment);
}
function parentPointer(pointer) {
    return pointer.slice(0, Math.max(0, pointer.lastIndexOf('/')));
}
/** The value at a pointer, or undefined when the path does not exist. */
function getAt(root, pointer) {
    if (pointer === '')
        return root;
    // splitPointer's segments, read in place: rules resolve a pointer for every object they check.
    let current = root;
    let start = 1;
    for (;;) {
        const end = pointer.indexOf('/', start);
        const segment = unescapeSegment(end === -1 ? pointer.slice(start) : pointer.slice(start, end));
        if (current === null || typeof current !== 'object' || !Object.hasOwn(current, segment))
            return undefined;
        current = current[segment];
        if (end === -1)
            return current;
        start = end + 1;
    }
}


/***/ }),

/***/ 7406:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ closest)
/* harmony export */ });
/* unused harmony export editDistance */
/**
 * "Did you mean …?": the closest candidate within a small edit distance, if any. Inputs come from pull
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
 * the diagonal are computed, so a comparison costs length × limit, and it allocates nothing.
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
