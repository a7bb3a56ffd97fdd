export const id = 116;
export const ids = [116];
export const modules = {

/***/ 3840:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   UX: () => (/* binding */ findConfusable),
/* harmony export */   kQ: () => (/* binding */ LOOK_ALIKES)
/* harmony export */ });
/* unused harmony export MAYBE_CONFUSABLE */
/**
 * Names that imitate other names with look-alike letters: Cyrillic "а" for Latin "a", Greek "ο" for
 * "o", fullwidth forms. A client shows both the same, so a tool named "rеad_file" (Cyrillic е) can stand
 * in for read_file in a user's approval prompt. The skeleton maps each look-alike to the Latin letter
 * it imitates (a small table of the confusables in Unicode TR39 that pass for ASCII in tool names).
 */
const LOOK_ALIKES = {
    // Cyrillic
    а: 'a',
    в: 'b',
    е: 'e',
    ё: 'e',
    һ: 'h',
    і: 'i',
    ї: 'i',
    ј: 'j',
    к: 'k',
    м: 'm',
    н: 'h',
    о: 'o',
    р: 'p',
    с: 'c',
    т: 't',
    у: 'y',
    х: 'x',
    ѕ: 's',
    ԁ: 'd',
    ԛ: 'q',
    ԝ: 'w',
    ү: 'y',
    А: 'A',
    В: 'B',
    Е: 'E',
    К: 'K',
    М: 'M',
    Н: 'H',
    О: 'O',
    Р: 'P',
    С: 'C',
    Т: 'T',
    Х: 'X',
    Ѕ: 'S',
    І: 'I',
    Ј: 'J',
    // Greek
    α: 'a',
    ε: 'e',
    ι: 'i',
    κ: 'k',
    ν: 'v',
    ο: 'o',
    ρ: 'p',
    τ: 't',
    υ: 'u',
    χ: 'x',
    Α: 'A',
    Β: 'B',
    Ε: 'E',
    Ζ: 'Z',
    Η: 'H',
    Ι: 'I',
    Κ: 'K',
    Μ: 'M',
    Ν: 'N',
    Ο: 'O',
    Ρ: 'P',
    Τ: 'T',
    Υ: 'Y',
    Χ: 'X',
    // Latin look-alikes outside ASCII
    ı: 'i',
    ɑ: 'a',
    ɡ: 'g',
    ℓ: 'l',
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


/***/ }),

/***/ 7887:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Kl: () => (/* binding */ findHiddenCharacters),
/* harmony export */   N$: () => (/* binding */ maybeHidden),
/* harmony export */   TH: () => (/* binding */ sourceMayHide),
/* harmony export */   Y7: () => (/* binding */ describeHidden),
/* harmony export */   sF: () => (/* binding */ MAYBE_HIDDEN_QUICK)
/* harmony export */ });
/* unused harmony export characterName */
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4976);
/**
 * Characters that do not show, or that reorder what shows: invisible format characters, bidirectional
 * controls and Unicode tag characters. They let a string say one thing to a model or a client and
 * another to a reviewer. Uses that are part of ordinary text stay allowed: joiners inside emoji and
 * between letters of scripts that need them, one variation selector after a character, emoji flag tags.
 */

const NAMES = {
    0x0008: 'BACKSPACE',
    0x000d: 'CARRIAGE RETURN',
    0x001b: 'ESCAPE',
    0x007f: 'DELETE',
    0x009b: 'CONTROL SEQUENCE INTRODUCER',
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
/**
 * Control characters a terminal acts on: ESC starts the sequences that erase, move up or recolour a
 * line (`\r\u001b[2K` hides the text before it), backspace and a carriage return that ends no line
 * overwrite it. Tab, line feed and a carriage return before a line feed are ordinary text.
 */
const isControl = (cp) => (cp < 0x20 && cp !== 0x09 && cp !== 0x0a && cp !== 0x0d) || (cp >= 0x7f && cp <= 0x9f);
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
        maybeHidden: new RegExp(`\\r(?!\\n)|[\\p{Cf}\\x00-\\x08\\x0b\\x0c\\x0e-\\x1f\\x7f-\\x9f${[...INVISIBLE_LETTERS].map((cp) => `\\u{${cp.toString(16)}}`).join('')}\\u{fe00}-\\u{fe0f}\\u{e0100}-\\u{e01ef}]`, 'u'),
    };
    return unicode;
}
/**
 * A quicker test still: every character maybeHidden finds is a control character or U+00AD or above,
 * and a class of ranges scans far faster than \p{Cf}, so plain-text strings never meet the Unicode class.
 */
const MAYBE_HIDDEN_QUICK = /[^\t\n\r\x20-\x7e\xa0-\xac]|\r(?!\n)/;
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
        // u U x L P, and the escapes that write control characters: JSON's \b \f \r, YAML's \0 \a \e \v \N.
        if (ESCAPES_THAT_HIDE.has(next))
            return true;
    }
    return false;
}
const ESCAPES_THAT_HIDE = new Set([...'uUxLPbfr0aevN'].map((c) => c.charCodeAt(0)));
/** A quick test for strings that cannot hold a hidden character, which is nearly all of them. */
function maybeHidden(text) {
    return unicodeClasses().maybeHidden.test(text);
}
function isCandidate(cp) {
    if (INVISIBLE_LETTERS.has(cp) || isVariationSelector(cp) || isControl(cp))
        return true;
    return unicodeClasses().format.test(String.fromCodePoint(cp)) && !VISIBLE_FORMAT.has(cp);
}
/** Every hidden character in `text`, in order. */
function findHiddenCharacters(text) {
    if (!MAYBE_HIDDEN_QUICK.test(text) || !maybeHidden(text))
        return [];
    const cr = /\r(?!\n)/.test(text);
    const cps = Array.from(text, (c) => c.codePointAt(0));
    const found = [];
    for (let i = 0; i < cps.length; i++) {
        const cp = cps[i];
        if (cp === 0x0d) {
            if (cr && cps[i + 1] !== 0x0a)
                found.push({ position: i + 1, codePoint: cp, kind: 'control' });
            continue;
        }
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
        found.push({ position: i + 1, codePoint: cp, kind: BIDI.has(cp) ? 'bidi' : isTag(cp) ? 'tag' : isControl(cp) ? 'control' : 'invisible' });
    }
    return found;
}
/** The index of the CANCEL TAG ending an emoji tag sequence (🏴 + tags, as in subdivision flags) that starts at i, else i. */
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
        // Joiners shape Arabic, Indic and other scripts, and build emoji sequences (👩‍💻).
        const { letterOrMark, pictographic } = unicodeClasses();
        const inScript = cps[i - 1] > 0x7f && letterOrMark.test(before) && cps[i + 1] > 0x7f && letterOrMark.test(after);
        const inEmoji = cp === 0x200d && pictographic.test(before) && pictographic.test(after);
        return inScript || inEmoji;
    }
    if (isVariationSelector(cp)) {
        // One selector chooses the form of the character before it (❤️, ideographic variants); more is hidden data.
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
    return name ? `${code} ${name}` : isControl(cp) ? `${code} (a control character)` : `${code} (an invisible formatting character)`;
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
            ? `${covered} invisible Unicode tag characters at characters ${first.position}–${first.position + covered - 1}`
            : `the invisible Unicode tag character ${characterName(first.codePoint)} at character ${first.position}`;
        described = covered === 1 || spelled.trim() === '' ? span : `${span} that spell ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(spelled, 80)}`;
    }
    else {
        described = `${characterName(first.codePoint)} at character ${first.position}${context(chars, first.position - 1)}`;
        if (first.kind === 'control')
            described +=
                ', a terminal control character (a terminal acts on it: ESC sequences erase, move or recolour lines, and backspace or a lone carriage return overwrite the text before it)';
    }
    const rest = found.length - covered;
    return rest > 0 ? `${described}, and ${rest} more hidden character${rest === 1 ? '' : 's'}` : described;
}
/** ` (after "…text")`: the visible text just before a position, so the spot can be found in an editor. */
function context(chars, index) {
    if (index === 0)
        return ' (at the start)';
    const before = chars
        .slice(Math.max(0, index - 20), index)
        .filter((c) => !isCandidate(c.codePointAt(0)))
        .join('');
    return ` (after ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .quote */ .hD)(index > 20 ? `…${before}` : before)})`;
}


/***/ }),

/***/ 8127:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BD: () => (/* binding */ descriptorContext),
/* harmony export */   sI: () => (/* reexport safe */ _info_js__WEBPACK_IMPORTED_MODULE_2__.sI),
/* harmony export */   wU: () => (/* binding */ descriptorRule)
/* harmony export */ });
/* harmony import */ var _protocol_check_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9440);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4976);
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6065);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5344);
/* harmony import */ var _info_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8690);






function descriptorRule(id, check) {
    return { id, check };
}
/** The shared part of the contexts, by the version asked for ('' for the declared one), built once per file: each rule adds only its reporter. */
const SHARED = (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .memoKey */ .e3)('descriptor contexts by protocol version');
function declared(value) {
    return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(value) ? { descriptor: value, versions: (0,_info_js__WEBPACK_IMPORTED_MODULE_2__/* .declaredVersions */ .sI)(value) } : undefined;
}
/**
 * The context one rule sees in `version` (the declared one by default), or undefined when the file declares
 * no supported version. `source` reads the descriptor from the file's value (by default, the file is one).
 */
function descriptorContext(scope, reporter, version = null, source = declared) {
    const byVersion = scope.memo(SHARED, () => new Map());
    const asked = version ?? '';
    let shared = byVersion.get(asked);
    if (shared === undefined && !byVersion.has(asked))
        byVersion.set(asked, (shared = sharedContext(scope, version, source(scope.parsed.value))));
    if (shared === undefined)
        return undefined;
    return {
        path: shared.path,
        descriptor: shared.descriptor,
        version: shared.version,
        versions: shared.versions,
        parsed: shared.parsed,
        report: (pointer, message, target, fix, index) => reporter.report(pointer, message, target, undefined, fix, index),
        schemas: shared.schemas,
        model: shared.model,
        memo: shared.memo,
        runMemo: shared.runMemo,
    };
}
/** The protocol model's verdicts in one version, by definition and pointer. */
const VERDICTS = (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .memoKey */ .e3)('protocol model verdicts');
/** Values rules share, kept apart per version: what a rule computes in one version may differ in another. */
const PER_VERSION = (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .memoKey */ .e3)('descriptor values by protocol version');
function sharedContext(scope, version, source) {
    if (source === undefined)
        return undefined;
    const { descriptor, versions } = source;
    const reading = version === null ? versions[0] : versions.find((v) => v === version);
    if (reading === undefined)
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
            // The credentials the file holds are the file's, whichever version it is read in: the session redacts them.
            if (key === _types_js__WEBPACK_IMPORTED_MODULE_1__/* .CREDENTIALS */ .tG)
                return scope.memo(key, make);
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

/***/ 5444:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   X: () => (/* binding */ duplicates),
/* harmony export */   t: () => (/* binding */ byString)
/* harmony export */ });
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


/***/ }),

/***/ 9286:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ML: () => (/* binding */ modelRule),
  Cw: () => (/* binding */ reportModelIssues),
  _K: () => (/* binding */ surfaceIssues)
});

// EXTERNAL MODULE: ./src/engine/fix.ts
var engine_fix = __webpack_require__(7977);
// EXTERNAL MODULE: ./src/parse/parse.ts + 12 modules
var parse = __webpack_require__(9482);
;// CONCATENATED MODULE: ./src/parse/scalar-hint.ts
/** At most this many characters are read back from the source: a scalar longer than that is no typo. */
const MAX_RAW = 40;
/**
 * The message for a value in a YAML file that must be a string but was read as `value`, with the text as
 * written; undefined when the value is no number or boolean, or the source at the pointer is not a bare
 * scalar on one line. (In JSON the author wrote the number on purpose: the model's message stands.)
 */
function unquotedScalar(parsed, pointer, subject, value) {
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
    return { message: `${subject} must be a string, but YAML reads the unquoted ${raw} as ${read}. Quote it: ${JSON.stringify(raw)}.`, raw };
}

// EXTERNAL MODULE: ./src/protocol/versions.ts
var protocol_versions = __webpack_require__(5159);
// EXTERNAL MODULE: ./src/util/pointer.ts
var pointer = __webpack_require__(6065);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/surfaces.ts
var surfaces = __webpack_require__(7106);
// EXTERNAL MODULE: ./src/formats/types.ts + 1 modules
var types = __webpack_require__(5344);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/context.ts
var context = __webpack_require__(8127);
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
        const unquoted = unquotedString(context, issue);
        // Quoting what the user wrote is certain: the string they meant is the text they typed.
        const fix = unquoted
            ? { value: unquoted.raw, description: `Quote ${unquoted.raw}` }
            : (0,engine_fix/* missingKeyFix */.v9)(issue.pointer, issue.missing, (0,pointer/* getAt */.sM)(context.descriptor, issue.pointer));
        context.report(issue.pointer, unquoted?.message ?? wording(context, issue, STEPS.includes(surface.kind)), issue.target, fix);
    }
}
/** A string field of a YAML file written as a bare number or boolean (`version: 1.0`). */
function unquotedString(context, issue) {
    if (issue.mismatch?.expected !== 'a string' || (0,parse/* formatOf */.be)(context.path) !== 'yaml')
        return undefined;
    return unquotedScalar(context.parsed, issue.pointer, issue.mismatch.subject, (0,pointer/* getAt */.sM)(context.descriptor, issue.pointer));
}
/**
 * The model's message, worded for a descriptor. A field of a newer version is often one the server's SDK
 * adds by itself (a captured file holds what the server sends), so the advice says what clients do with
 * it before saying to remove it. For a field missing from one of several declared versions: it is fine in
 * the others, and clients on this one never see it; the engine merges the versions that lack it into one
 * finding (formats/version-merge.ts).
 */
function wording(context, issue, inExample) {
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


/***/ }),

/***/ 7046:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _model_rule_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9286);

/** mcp.schema.*: each MCP object conforms to its definition in the declared protocol version. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ([
    (0,_model_rule_js__WEBPACK_IMPORTED_MODULE_0__/* .modelRule */ .ML)('mcp.schema.server-info', 'invalid', ['server-info']),
    (0,_model_rule_js__WEBPACK_IMPORTED_MODULE_0__/* .modelRule */ .ML)('mcp.schema.capabilities', 'invalid', ['capabilities']),
    (0,_model_rule_js__WEBPACK_IMPORTED_MODULE_0__/* .modelRule */ .ML)('mcp.schema.tool', 'invalid', ['tool']),
    (0,_model_rule_js__WEBPACK_IMPORTED_MODULE_0__/* .modelRule */ .ML)('mcp.schema.resource', 'invalid', ['resource']),
    (0,_model_rule_js__WEBPACK_IMPORTED_MODULE_0__/* .modelRule */ .ML)('mcp.schema.resource-template', 'invalid', ['resource-template']),
    (0,_model_rule_js__WEBPACK_IMPORTED_MODULE_0__/* .modelRule */ .ML)('mcp.schema.prompt', 'invalid', ['prompt']),
]);


/***/ }),

/***/ 2253:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4976);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8127);
/* harmony import */ var _detect_confusables_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3840);



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
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .descriptorRule */ .wU)('mcpdesc.security.confusable-name', (context) => {
    for (const list of LISTS) {
        const items = context.descriptor[list];
        if (!Array.isArray(items))
            continue;
        const names = new Set(items.map((item) => ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(item) && typeof item.name === 'string' ? item.name : '')));
        items.forEach((item, index) => {
            if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(item) || typeof item.name !== 'string')
                return;
            const confusable = (0,_detect_confusables_js__WEBPACK_IMPORTED_MODULE_1__/* .findConfusable */ .UX)(item.name);
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


/***/ }),

/***/ 6868:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8127);
/* harmony import */ var _detect_hidden_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7887);
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6065);
/* harmony import */ var _strings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7295);




/**
 * mcpdesc.security.hidden-characters: no string in the descriptor (names, titles, descriptions,
 * instructions, schema text, examples, property names) hides invisible, bidi-control or tag characters.
 */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .descriptorRule */ .wU)('mcpdesc.security.hidden-characters', (context) => {
    for (const { pointer, target, key, found } of (0,_strings_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFindings */ .o8)(context).hidden) {
        const subject = target === 'key' ? 'This property name' : typeof key === 'string' ? JSON.stringify(key) : 'This string';
        context.report(pointer, `${subject} contains ${found}. Hidden and bidirectional-control characters make what a model or client reads differ from what reviewers see, a known way to smuggle instructions or disguise names: remove them.`, target, undefined, target === 'value' ? firstHidden((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_3__/* .getAt */ .sM)(context.descriptor, pointer)) : undefined);
    }
}));
/** The UTF-16 index of a string's first hidden character (the detector counts code points), for the finding's place. */
function firstHidden(text) {
    if (typeof text !== 'string')
        return undefined;
    const first = (0,_detect_hidden_js__WEBPACK_IMPORTED_MODULE_1__/* .findHiddenCharacters */ .Kl)(text)[0];
    if (!first)
        return undefined;
    let index = 0;
    let point = 1;
    for (const char of text) {
        if (point === first.position)
            return index;
        index += char.length;
        point++;
    }
    return undefined;
}


/***/ }),

/***/ 5197:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4976);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8127);
/* harmony import */ var _strings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7295);



const WHY = {
    override: 'tries to override the instructions the model already follows',
    secrecy: 'asks the model to hide something from the user',
    exfiltration: 'asks the model to read or send data the user did not ask for',
    sink: 'is a URL with a placeholder for the model to fill, so whatever it puts there goes to that host (an image is fetched as soon as the answer renders, without a click)',
    steering: 'directs how the model calls tools, as tool shadowing does',
    'pseudo-tag': 'imitates a system or priority tag so the text reads like orders from the host',
    evidence: 'together make an order to the model about data, tools or the user, not a description of the tool',
};
/**
 * mcpdesc.security.injected-instructions: descriptions, titles and server instructions describe the
 * server; they do not give the model orders. Interaction examples are sample data, not prose.
 */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .descriptorRule */ .wU)('mcpdesc.security.injected-instructions', (context) => {
    for (const { pointer, found } of (0,_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .stringFindings */ .o8)(context).injected) {
        const { subject, phrases } = found;
        const [first, ...more] = phrases;
        const advice = subject === _strings_js__WEBPACK_IMPORTED_MODULE_1__/* .INSTRUCTIONS */ .OU
            ? "Keep the instructions to how the server's features fit together, and remove this."
            : first.category === 'steering'
                ? 'Describe what the tool does; if calls must happen in an order, say so in the server instructions.'
                : 'Describe what it does, and remove directives aimed at the model.';
        const reading = first.decoded === undefined ? '' : (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(first.decoded.length > 120 ? `${first.decoded.slice(0, 120)}…` : first.decoded);
        // Evidence is a list of quoted signals already; a phrase is quoted here.
        const shown = first.category === 'evidence'
            ? `${first.phrase}${first.written === undefined ? '' : ` (in ${first.encoding ?? 'encoded'} text ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(first.written)}, which reads ${reading})`}`
            : `${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(first.phrase)}${first.decoded === undefined ? '' : ` (${first.encoding ?? 'encoded'} for ${reading})`}`;
        context.report(pointer, `${subject} ${shown}, which ${WHY[first.category]}${alsoFound(more)}. Clients pass this text to the model, and poisoned descriptions hide orders there that users rarely read. ${advice}`, 'value', undefined, 
        // At the phrase itself, where the parse places characters of a string (a source file's docstring).
        first.index);
    }
}));
/** ` (also "…", "…")`: the other phrases, so one finding shows everything to remove. */
function alsoFound(more) {
    if (more.length === 0)
        return '';
    const shown = more
        .slice(0, 3)
        .map((m) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(m.phrase))
        .join(', ');
    return ` (also ${shown}${more.length > 3 ? ` and ${more.length - 3} more` : ''})`;
}


/***/ }),

/***/ 7295:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  OU: () => (/* binding */ INSTRUCTIONS),
  o8: () => (/* binding */ stringFindings)
});

// UNUSED EXPORTS: TextCache

// EXTERNAL MODULE: ./src/detect/hidden.ts
var detect_hidden = __webpack_require__(7887);
;// CONCATENATED MODULE: ./src/detect/concepts.ts
/**
 * The few concepts of tool poisoning that need words, by language: who is addressed (the model), who
 * is kept in the dark (the user), what overrides the host (ignore + earlier + instructions), what hides
 * (do not tell), what acts on data (read, send, attach), what obliges (must) and what makes an order
 * apply to every call (always, whenever). Everything else the evidence detectors use is language
 * independent (./evidence.ts). Each table is small; the patterns are generated from them (conceptPattern),
 * not written by hand, so adding a language is adding a row.
 *
 * An entry is a word or phrase matched whole (spaces match any run of spaces), or a stem ending in "*"
 * (any letters may follow). Chinese, Japanese and Korean entries match anywhere, as those scripts do
 * not separate words with spaces.
 */
/** English verbs that act on data, in every form an order to the model takes ("read", "reads", "reading", "read"). */
const EN_ACT = [
    ...concepts_forms('read', 's', 'ing'),
    'cat',
    ...concepts_forms('open', 's', 'ed'),
    ...concepts_forms('load', 's', 'ed', 'ing'),
    ...concepts_forms('access', 'es', 'ed', 'ing'),
    ...concepts_forms('fetch', 'es', 'ed', 'ing'),
    ...concepts_forms('grab', 's', 'bed'),
    ...concepts_forms('collect', 's', 'ed'),
    'copy',
    'copies',
    'copied',
    ...concepts_forms('dump', 's', 'ed', 'ing'),
    'include',
    'includes',
    'included',
    ...concepts_forms('attach', 'es', 'ed', 'ing'),
    'add',
    'adds',
    'put',
    'puts',
    'paste',
    'pastes',
    ...concepts_forms('insert', 's'),
    ...concepts_forms('fill', 's'),
    'supply',
    'supplies',
    ...concepts_forms('append', 's', 'ed'),
    ...concepts_forms('embed', 's'),
    ...concepts_forms('upload', 's', 'ed', 'ing'),
    ...concepts_forms('send', 's', 'ing'),
    'sent',
    ...concepts_forms('pass', 'es', 'ed', 'ing'),
    ...concepts_forms('forward', 's', 'ed', 'ing'),
    ...concepts_forms('post', 's', 'ed', 'ing'),
    ...concepts_forms('email', 's', 'ed'),
    ...concepts_forms('e-mail', 's'),
    ...concepts_forms('mirror', 's', 'ed'),
    'pipe',
    'pipes',
    ...concepts_forms('transmit', 's', 'ted'),
    ...concepts_forms('resend', 's'),
    'retry',
    ...concepts_forms('leak', 's'),
    'exfiltrate',
    ...concepts_forms('print', 's'),
    'output',
];
/** A word and its forms: forms('read', 's', 'ing') is read, reads, reading. */
function concepts_forms(word, ...endings) {
    return [word, ...endings.map((ending) => word + ending)];
}
const CONCEPTS = {
    en: {
        user: ['user', 'users', "user's", 'the human', 'end user', 'anyone'],
        model: [
            'assistant',
            'the model',
            'model:',
            'the ai',
            'ai:',
            'the agent',
            'agent:',
            'llm',
            // A product name is no address ("Claude Code sends the header"); a name called out is ("Claude, …", "Claude:").
            'claude,',
            'claude:',
            'you must',
            'you should',
            'you need to',
        ],
        ignore: ['ignore', 'disregard', 'forget', 'override', 'bypass'],
        instructions: [
            'instructions',
            'instruction',
            'guidance',
            'rules',
            'directions',
            'directives',
            'guidelines',
            'system prompt',
            'system message',
            'constraints',
            'policies',
        ],
        earlier: ['previous', 'prior', 'earlier', 'above', 'preceding', 'former', 'original', 'initial', 'system', 'existing', 'whatever'],
        conceal: [
            'secretly',
            'covertly',
            'without mentioning',
            'without telling',
            'without informing',
            'without showing',
            'without notifying',
            'without alerting',
            'not to be told',
            'must not see',
            'must not know',
            'should not see',
            'should not know',
            'do not tell',
            "don't tell",
            'never tell',
            'do not mention',
            "don't mention",
            'never mention',
            'do not bring this up',
            'do not bring it up',
            'not bring it up',
            'not bring this up',
            'never tell the user',
            'do not inform',
            'do not show',
            'do not reveal',
            'never reveal',
            'before the user sees',
            'before the user can see',
        ],
        act: EN_ACT,
        must: ['must', 'should', 'has to', 'have to', 'needs to', 'need to', 'is expected to', 'is required to', 'is to', 'shall', 'always', 'requires the'],
    },
    zh: {
        user: ['用户', '使用者'],
        model: ['助手', '模型', '人工智能', '智能体'],
        ignore: ['忽略', '无视', '忽视', '不要理会'],
        instructions: ['指令', '指示', '说明', '规则', '提示'],
        earlier: ['之前', '以前', '先前', '上面', '上述', '前面', '所有'],
        conceal: ['不要告诉', '别告诉', '不要让用户知道', '不要通知', '不要提及', '悄悄', '默默', '秘密地'],
        act: ['读取', '发送', '上传', '复制', '附加', '加入', '加为', '传递', '放入', '转发', '提交', '包含'],
        must: ['必须', '应该', '务必', '需要', '都要'],
    },
    ja: {
        user: ['ユーザー', '利用者'],
        model: ['アシスタント', 'モデル', 'エージェント'],
        ignore: ['無視', '忘れ'],
        instructions: ['指示', '命令', 'ルール', '指令'],
        earlier: ['以前', '前の', 'これまで', '先の', 'すべて'],
        conceal: ['伝えないで', '言わないで', '知らせないで', '教えないで', '黙って', 'こっそり', '内緒'],
        act: ['読み取', '読んで', '送信', '送って', '入れて', '添付', '渡して', '含めて', 'アップロード'],
        must: ['必ず', 'しなければ', 'ください'],
    },
    ko: {
        user: ['사용자', '유저'],
        model: ['어시스턴트', '모델', '에이전트'],
        ignore: ['무시'],
        instructions: ['지시', '지침', '명령', '규칙'],
        earlier: ['이전', '앞의', '모든'],
        conceal: ['알리지 마', '말하지 마', '알리지마', '말하지마', '몰래', '조용히'],
        act: ['읽어', '읽고', '보내', '전송', '첨부', '넣어', '포함', '업로드'],
        must: ['반드시', '해야', '하세요'],
    },
    ru: {
        user: ['пользовател*'],
        model: ['ассистент*', 'модел*', 'ии', 'агент*', 'нейросет*'],
        ignore: ['игнорир*', 'проигнорир*', 'забудь', 'не обращай внимания'],
        instructions: ['инструкци*', 'указани*', 'правил*', 'директив*', 'команд*'],
        earlier: ['предыдущ*', 'прежн*', 'ранее', 'все', 'предшествующ*'],
        conceal: ['не сообщай*', 'не говори', 'не рассказывай', 'не показывай', 'не упоминай', 'не уведомляй', 'скрытно', 'незаметно', 'тайно', 'втихую'],
        act: [
            'прочитай',
            'прочти',
            'прочитать',
            'считай',
            'отправь',
            'отправить',
            'передай',
            'передать',
            'пришли',
            'скопируй',
            'вставь',
            'загрузи',
            'приложи',
            'добавь',
            'перешли',
        ],
        must: ['должен', 'должна', 'должно', 'обязательно', 'нужно', 'необходимо', 'всегда'],
    },
    es: {
        user: ['usuari*'],
        model: ['asistente', 'modelo', 'la ia', 'agente'],
        ignore: ['ignora', 'ignore', 'ignorar', 'olvida', 'omite'],
        instructions: ['instrucciones', 'reglas', 'indicaciones', 'directrices'],
        earlier: ['anteriores', 'previas', 'todas'],
        conceal: [
            'no digas',
            'no le digas',
            'no informes',
            'no cuentes',
            'no menciones',
            'no avises',
            'no muestres',
            'sin decir',
            'sin avisar',
            'sin informar',
            'sin mencionar',
            'en secreto',
            'silenciosamente',
            'discretamente',
        ],
        act: ['lee', 'leer', 'envía', 'envia', 'enviar', 'enviarlo', 'adjunta', 'incluye', 'pasa', 'pásalo', 'copia', 'sube', 'reenvía'],
        must: ['debe', 'deberá', 'tiene que', 'hay que', 'siempre'],
    },
    fr: {
        user: ['utilisat*'],
        model: ['assistant', 'modèle', "l'ia", 'ia', 'agent'],
        ignore: ['ignore', 'ignorez', 'ignorer', 'oublie', 'oubliez'],
        instructions: ['instructions', 'consignes', 'règles', 'directives'],
        earlier: ['précédentes', 'antérieures', 'toutes', 'précédent'],
        conceal: [
            'ne dis pas',
            'ne dites pas',
            'ne le dis pas',
            'ne dis rien',
            'ne mentionne pas',
            'sans prévenir',
            'sans dire',
            'sans informer',
            'sans mentionner',
            'sans avertir',
            'discrètement',
            'en silence',
            'en secret',
        ],
        act: [
            'lire',
            'lis',
            'lisez',
            'envoie',
            'envoyer',
            'envoyez',
            'transmettre',
            'transmets',
            'transmettez',
            'joins',
            'joindre',
            'inclus',
            'inclure',
            'copie',
            'copier',
            'ajoute',
        ],
        must: ['doit', 'doivent', 'devez', 'faut', 'toujours'],
    },
    de: {
        user: ['benutzer*', 'nutzer*', 'anwender*'],
        model: ['assistent*', 'modell', 'die ki', 'ki', 'agent'],
        ignore: ['ignorier*', 'vergiss', 'missachte'],
        instructions: ['anweisungen', 'regeln', 'vorgaben', 'instruktionen', 'befehle'],
        earlier: ['vorherigen', 'bisherigen', 'vorigen', 'früheren', 'obigen', 'alle'],
        conceal: [
            'nicht erwähnen',
            'ohne zu sagen',
            'ohne bescheid',
            'heimlich',
            'stillschweigend',
            'unbemerkt',
            'verschweige*',
            'sage nichts',
            'sag nichts',
            'erzähle nichts',
            'verrate nichts',
        ],
        act: [
            'lies',
            'lesen',
            'sende',
            'senden',
            'mitsenden',
            'schicke',
            'schicken',
            'hänge',
            'anhängen',
            'kopiere',
            'kopieren',
            'füge',
            'einfügen',
            'übermittle',
            'übermitteln',
            'hochladen',
        ],
        must: ['soll', 'sollte', 'muss', 'müssen', 'immer'],
    },
    pt: {
        user: ['usuári*', 'utilizador*'],
        model: ['assistente', 'modelo', 'a ia', 'agente'],
        ignore: ['ignore', 'ignora', 'ignorar', 'esqueça'],
        instructions: ['instruções', 'regras', 'orientações'],
        earlier: ['anteriores', 'prévias', 'todas'],
        conceal: [
            'não diga',
            'não conte',
            'não informe',
            'não mencione',
            'não avise',
            'não mostre',
            'sem avisar',
            'sem dizer',
            'sem informar',
            'sem mencionar',
            'secretamente',
            'silenciosamente',
            'discretamente',
        ],
        act: ['leia', 'ler', 'envie', 'enviar', 'inclua', 'anexe', 'copie', 'passe', 'carregue', 'encaminhe'],
        must: ['deve', 'precisa', 'tem que', 'sempre'],
    },
    it: {
        user: ['utent*'],
        model: ['assistente', 'modello', "l'ia", 'agente'],
        ignore: ['ignora', 'ignorare', 'dimentica'],
        instructions: ['istruzioni', 'regole', 'indicazioni'],
        earlier: ['precedenti', 'tutte', 'anteriori'],
        conceal: [
            'non dire',
            'non dirlo',
            'non informare',
            'non menzionare',
            'non avvisare',
            'non mostrare',
            'senza avvisare',
            'senza dire',
            'senza informare',
            'di nascosto',
            'silenziosamente',
            'in segreto',
        ],
        act: ['leggi', 'leggere', 'invia', 'inviare', 'allega', 'includi', 'copia', 'passa', 'carica', 'inoltra'],
        must: ['deve', 'devi', 'bisogna', 'sempre'],
    },
    pl: {
        user: ['użytkownik*'],
        model: ['asystent*', 'agent'],
        ignore: ['zignoruj', 'ignoruj'],
        instructions: ['instrukcje', 'instrukcji', 'polecenia', 'zasady'],
        earlier: ['poprzednie', 'wcześniejsze', 'wszystkie'],
        conceal: ['nie mów', 'nie informuj', 'po cichu', 'potajemnie'],
        act: ['wyślij', 'przeczytaj', 'odczytaj', 'dołącz', 'skopiuj', 'prześlij'],
        must: ['musi', 'należy', 'zawsze'],
    },
};
/** Scripts written without spaces between words: their entries match anywhere. */
const UNSPACED = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** One entry as a pattern source: spaces match runs of spaces, a final "*" any letters. */
function entrySource(entry) {
    const stem = entry.endsWith('*');
    const body = escapeRegExp(stem ? entry.slice(0, -1) : entry).replace(/ /g, '\\s{1,4}');
    return stem ? `${body}\\p{L}{0,20}` : body;
}
/**
 * The patterns of one concept over every language (or the given ones), longest entries first so a
 * phrase wins over its first word. Words of spaced scripts share one boundary test on each side, so
 * a pattern tests one lookbehind per position, not one per entry; literal alternatives with bounded
 * stems, so each is linear in the text. Most descriptions are ASCII, and an ASCII pattern without the
 * Unicode flag scans several times faster.
 */
function conceptPatterns(concept, languages = Object.keys(CONCEPTS)) {
    const entries = new Set();
    for (const language of languages)
        for (const entry of CONCEPTS[language][concept])
            entries.add(entry);
    const sorted = [...entries].sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
    const ascii = sorted.filter((e) => /^[\x00-\x7f]*$/.test(e));
    const other = sorted.filter((e) => !/^[\x00-\x7f]*$/.test(e));
    const spaced = other.filter((e) => !UNSPACED.test(e)).map(entrySource);
    const unspaced = other.filter((e) => UNSPACED.test(e)).map(entrySource);
    const sources = [];
    if (spaced.length > 0)
        sources.push(`(?<![\\p{L}\\p{N}_])(?:${spaced.join('|')})(?![\\p{L}\\p{N}_])`);
    if (unspaced.length > 0)
        sources.push(unspaced.join('|'));
    return {
        ascii: ascii.length === 0
            ? undefined
            : new RegExp(`\\b(?:${ascii.map((e) => entrySource(e).replace(/\\p\{L\}/g, '[A-Za-z]')).join('|')})(?![A-Za-z0-9_])`, 'gi'),
        other: sources.length === 0 ? undefined : new RegExp(sources.join('|'), 'giu'),
    };
}

;// CONCATENATED MODULE: ./src/detect/evidence.ts
/**
 * Evidence that does not depend on wording. A poisoned text does something a tool's description has
 * no reason to do: it names a sensitive resource (a key file, cloud credentials, a secret's variable),
 * a sink (a URL, an address, curl, a tool argument to fill), another tool to tamper with, or hides
 * itself; and it addresses the model. Most signals are shapes that read the same in every language;
 * the few that need words come from the per-language tables of ./concepts.ts. One signal alone is what
 * real tools say every day ("Reads ~/.ssh/config", "Sends an e-mail"), so a finding rests on signals
 * that combine within a sentence or its neighbour (COMBINATIONS), and names them all.
 */

const NOT_ASCII = /[^\x00-\x7f]/;
const evidence_short = (text, max = 60) => (text.length > max ? `${text.slice(0, max)}…` : text);
// Language-independent shapes. Every pattern is literal alternatives with bounded repeats.
const SENSITIVE_PATH = /(?:~\/|\$HOME\/)?(?:~\/\.ssh\b[\w./-]{0,40}|(?<![\w-])\.ssh\/[\w.-]{1,40}|\bid_(?:rsa|dsa|ecdsa|ed25519)\b(?!\.pub)|\.aws\/(?:credentials|config)\b|application_default_credentials\.json|\.config\/gcloud\b[\w./-]{0,60}|\.azure\/[\w./-]{0,40}|\.kube\/config\b|\.docker\/config\.json|\.npmrc\b|\.netrc\b|\.pypirc\b|\.pgpass\b|\.git-credentials\b|\.(?:bash|zsh)_history\b|\/etc\/(?:passwd|shadow|sudoers)\b|(?<![\w.-])\.env\b(?!\.\w|[\w-])|\bwallet\.dat\b|\bkeystore\.json\b|\.gnupg\b|\.cursor\/mcp\.json|claude_desktop_config\.json|\bLogin Data\b|\bCookies["”]?\s+database|\b(?:browser|chrome|firefox)\s+profile\b|\bseed\s+phrase\b|\bmnemonic\b|\bprivate\s+keys?\b|\bprocess\.env\b)/gi;
const SECRET_VARIABLE = /\$?\b[A-Z][A-Z0-9]{0,30}(?:_[A-Z0-9]{1,30}){0,4}_(?:SECRET|TOKEN|API_KEY|APIKEY|PASSWORD|PASSWD|ACCESS_KEY|PRIVATE_KEY|SECRET_ACCESS_KEY|CREDENTIALS?)\b/g;
const PRIVATE_DATA = /\b(?:passwords?|passphrases?|api[\s_-]?keys?|access\s+tokens?|tokens|credentials|session\s+cookies?|cookies?|chat\s+(?:log|logs|history|messages|transcript)|(?:whole|entire|full)\s+conversation|conversation\s+(?:history|log|transcript)|everything\s+the\s+user\s+(?:has\s+)?(?:written|said|typed|shared)|(?:last|previous|prior)\s+(?:\d{1,4}\s+)?(?:chat\s+)?messages|system\s+prompt|contraseña|mot de passe|passwort|senha|cronologia della conversazione|historial de (?:la )?conversación)\b/gi;
const PRIVATE_DATA_ELSEWHERE = /парол\p{L}{0,4}|переписк\p{L}{0,4}|密码|对话|聊天记录|パスワード|会話|비밀번호|대화/giu;
const URL = /\bhttps?:\/\/[^\s"'`<>)\]}]{1,300}/gi;
const NETWORK_TOOL = /\b(?:curl|wget|ncat|netcat|nslookup|scp|rsync|Invoke-WebRequest|fetch\s*\(|nc\s+(?:-\w\s+)?\d|POST)\b|\bwebhooks?\b/g;
const IP_ADDRESS = /\b(?:\d{1,3}\.){3}\d{1,3}\b/g;
/** A tool argument to fill: the tool itself carries the data out ("as `notes`", "in the memo field"). */
const ARGUMENT = /\b(?:as|in|into|to|via|under)\s+(?:the\s+|its\s+|a\s+)?[`'"]?[\w.-]{1,40}[`'"]?\s+(?:field|parameter|param|argument|arg)\b|\b(?:as|in|into)\s+(?:the\s+)?`[\w.-]{1,40}`|\bas\s+["'][\w.-]{1,40}["']|\b(?:param(?:eter)?|argument|field)\s+[`'"][\w.-]{1,40}[`'"]/gi;
/** The same in other languages, read only in text that has letters beyond ASCII. */
const ARGUMENT_ELSEWHERE = /(?<!\p{L})(?:campo|champ|feld|параметр\p{L}{0,3}|поле|parametro|parâmetro)\s+[`'"]?[\w.-]{1,40}|引数|参数|매개변수|フィールド|字段/giu;
/** A tool named in prose: snake_case, or kebab-case with a verb-like head; or tools of other servers. */
const TOOL_NAME = /\b[a-z][a-z0-9]{1,30}(?:_[a-z0-9]{1,30}){1,6}\b|\b[Tt]ools?\s+(?:from|of)\s+(?:other|another|any)\s+servers?\b|\b(?:by|from|on)\s+any\s+server\b/g;
const TRIGGER = /\b(?:always|whenever|whatever|every|each|any\s+time|anytime|all|ever|regardless|on\s+every|for\s+all)\b|每次|毎回|매번/gi;
const TAMPER = /\b(?:set|change|changed|replace|replaced|switch|switched|multipl(?:y|ied)|prepend|append|carry|route|redirect|rewrite|swap|forward(?:ed)?|bcc|must\s+(?:be|carry|include|go)|has\s+to\s+be)\b|加为|密送|改为|替换/gi;
/** A concrete value an order plants: an IBAN, an identifier with digits, code run through a shell. */
const VALUE = /\b[A-Z]{2}\d{2}[A-Z0-9]{10,30}\b|\b(?=[A-Z0-9]{0,30}\d)(?=[A-Z0-9]{0,30}[A-Z])[A-Z0-9]{6,31}\b|\bos\.system\b|\bsubprocess\b|\beval\s*\(/g;
/** What precedes a link to documentation rather than a sink. */
const REFERENCE_BEFORE = /\b(?:see|docs?|documentation|details|reference|visit|create(?:\s+(?:one|it|a\s+\w{1,20}))?\s+at|get(?:\s+(?:one|it|a\s+\w{1,20}))?\s+(?:at|from)|more(?:\s+(?:info|information|details))?(?:\s+at)?)\s{0,3}[:(]?\s{0,3}$/i;
/** One tool put in another's place. */
const HIJACK = /\b(?:replacement\s+for|never\s+call|through\s+(?:it|this\s+tool))\b/gi;
/** Consent taken away: calls made without the user's approval. */
const BYPASS = /\b(?:pre-?approved|auto-?approved?|without\s+(?:asking|confirmation|approval|prompting)|no\s+(?:confirmation|approval)\s+(?:is\s+)?needed)\b/gi;
/** A clause start: after punctuation (with "then", "just"… in between), or a capital after a space where a full stop was left out. */
const IMPERATIVE_START = /(?:(?:^|[.!?;:,—–(\n]\s{0,4}|\s-\s)(?:[Tt]hen\s+|[Aa]nd\s+|[Jj]ust\s+|[Ff]irst,?\s+|[Aa]lso\s+|[Pp]lease\s+)?|\s(?=[A-Z][a-z]))([A-Za-z-]{2,12})\b/g;
const NEGATED = /\b(?:not|never|n['’]t|no)\s+(?:\w+\s+){0,1}$/i;
const PASSIVE_AFTER = /^\s+(?:from|by|only|in\s+(?:full|order))\b/i;
const CONCEPT_PATTERNS = new Map();
function patternsOf(name) {
    let patterns = CONCEPT_PATTERNS.get(name);
    if (patterns === undefined)
        CONCEPT_PATTERNS.set(name, (patterns = conceptPatterns(name)));
    return patterns;
}
/** A concept's patterns for this text: the ASCII one, and the other when the text has letters beyond ASCII. */
function concept(name, text) {
    const { ascii, other } = patternsOf(name);
    const patterns = [];
    if (ascii)
        patterns.push(ascii);
    if (other && NOT_ASCII.test(text))
        patterns.push(other);
    return patterns;
}
/** Base forms of the English act verbs: a clause that starts with one is an order. */
let imperatives;
function isImperative(word) {
    imperatives ??= new Set(
    // Verbs that move data. Tool summaries are often orders too ("List files", "Add rows", "Set the limit"), so those are left out.
    'read cat access fetch grab collect copy dump include attach put paste insert fill supply append embed upload send pass forward post email mirror pipe transmit resend retry leak exfiltrate mail'.split(' '));
    return imperatives.has(word.toLowerCase());
}
/** Sentence boundaries: the index where each sentence starts. */
function sentenceStarts(text) {
    const starts = [0];
    for (const m of text.matchAll(/[.!?。！？]+(?=\s|$)|[\n;；]+/g))
        starts.push((m.index ?? 0) + m[0].length);
    return starts;
}
function sentenceOf(starts, index) {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid] <= index)
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}
/** At most this many matches of one pattern are kept: memory stays bounded on hostile text. */
const MAX_PER_PATTERN = 20_000;
function collect(signals, patterns, text, kind, label) {
    for (const pattern of Array.isArray(patterns) ? patterns : [patterns]) {
        let n = 0;
        pattern.lastIndex = 0;
        for (let m = pattern.exec(text); m !== null && n < MAX_PER_PATTERN; m = pattern.exec(text), n++) {
            if (m[0] === '') {
                pattern.lastIndex++;
                continue;
            }
            // A sentence's full stop or comma after a URL or path is not part of it.
            signals.push({ kind, label, text: evidence_short(m[0].trim().replace(/[.,;!?]+$/, '')), index: m.index });
        }
    }
}
/**
 * The signals of one text, each with its position. Every combination needs an anchor (a resource, a
 * sink, concealment, an override, a planted value…), which most texts have none of, so the anchors
 * are looked for first and the other signals only in the sentences near one (two on each side, as
 * far as a combination's window reaches), or everywhere when the text is a value (`everywhere`).
 */
function signalsOf(text, steering, everywhere) {
    const signals = [];
    // Words inside a URL ("code.claude.com/…/read") are no words: the word patterns read a copy with each URL blanked.
    const words = text.includes('://') ? text.replace(URL, (url) => ' '.repeat(url.length)) : text;
    anchorsOf(signals, text, words, steering);
    if (everywhere)
        restOf(signals, words, steering);
    if (everywhere || signals.length === 0)
        return signals;
    const starts = sentenceStarts(text);
    const ranges = [];
    for (const sentence of new Set(signals.map((s) => sentenceOf(starts, s.index)))) {
        const from = starts[Math.max(0, sentence - 2)];
        const to = starts[sentence + 3] ?? text.length;
        const last = ranges[ranges.length - 1];
        if (last && from <= last[1])
            last[1] = Math.max(last[1], to);
        else
            ranges.push([from, to]);
    }
    for (const [from, to] of ranges) {
        const before = signals.length;
        restOf(signals, words.slice(from, to), steering);
        for (let i = before; i < signals.length; i++)
            signals[i].index += from;
    }
    return signals;
}
function anchorsOf(signals, text, words, steering) {
    collect(signals, SENSITIVE_PATH, text, 'sensitive', 'sensitive path');
    collect(signals, SECRET_VARIABLE, text, 'sensitive', 'secret variable');
    collect(signals, PRIVATE_DATA, words, 'private', 'private data');
    if (NOT_ASCII.test(text))
        collect(signals, PRIVATE_DATA_ELSEWHERE, words, 'private', 'private data');
    if (text.includes('://')) {
        const before = signals.length;
        collect(signals, URL, text, 'sink', 'sink');
        // A link to documentation ("See https://…", "Create one at https://…") sends nothing.
        for (let i = signals.length - 1; i >= before; i--)
            if (REFERENCE_BEFORE.test(text.slice(Math.max(0, signals[i].index - 40), signals[i].index)))
                signals.splice(i, 1);
    }
    collect(signals, NETWORK_TOOL, text, 'sink', 'sink');
    collect(signals, IP_ADDRESS, text, 'sink', 'sink');
    if (text.includes('@'))
        emails(signals, text);
    collect(signals, ARGUMENT, words, 'argument', 'tool argument');
    if (NOT_ASCII.test(text))
        collect(signals, ARGUMENT_ELSEWHERE, words, 'argument', 'tool argument');
    collect(signals, concept('conceal', text), words, 'concealment', 'concealment');
    collect(signals, BYPASS, words, 'bypass', 'approval bypass');
    if (steering) {
        collect(signals, VALUE, words, 'value', 'planted value');
        collect(signals, HIJACK, words, 'hijack', 'hijack');
    }
    overrides(signals, words);
}
function restOf(signals, text, steering) {
    collect(signals, concept('model', text), text, 'model', 'addressed to the model');
    collect(signals, concept('user', text), text, 'user', 'about the user');
    if (steering) {
        collect(signals, TOOL_NAME, text, 'tool', 'another tool');
        collect(signals, TRIGGER, text, 'trigger', 'trigger');
        collect(signals, TAMPER, text, 'tamper', 'tampering');
    }
    directives(signals, text);
}
/** E-mail addresses, found from each "@" outwards (a pattern would retry at every letter before it). */
function emails(signals, text) {
    const local = /[\w.+-]/;
    const domain = /[\w.-]/;
    let n = 0;
    for (let at = text.indexOf('@'); at !== -1 && n < MAX_PER_PATTERN; at = text.indexOf('@', at + 1), n++) {
        let start = at;
        while (start > 0 && at - start < 64 && local.test(text[start - 1]))
            start--;
        let end = at + 1;
        while (end < text.length && end - at < 254 && domain.test(text[end]))
            end++;
        while (end > at + 1 && text[end - 1] === '.')
            end--;
        const host = text.slice(at + 1, end);
        if (start < at && /^[\w-]+(?:\.[\w-]+)+$/.test(host) && /[A-Za-z]{2,}$/.test(host))
            signals.push({ kind: 'sink', label: 'address', text: text.slice(start, end), index: start });
    }
}
/**
 * Actions and orders: every verb of the act concept that is not negated or passive ("read from") is an
 * action; an English one that starts a clause is an order (an imperative). An action in a sentence that
 * addresses the model or says "must" is an order too (see findEvidence).
 */
function directives(signals, text) {
    for (const act of concept('act', text)) {
        act.lastIndex = 0;
        let n = 0;
        for (let m = act.exec(text); m !== null && n < MAX_PER_PATTERN; m = act.exec(text), n++) {
            const before = text.slice(Math.max(0, m.index - 24), m.index);
            // A word of a URL, a path or an address ("mirror.example") is no verb.
            if (/[/.@]$/.test(before) || NEGATED.test(before) || PASSIVE_AFTER.test(text.slice(m.index + m[0].length, m.index + m[0].length + 16)))
                continue;
            signals.push({ kind: 'act', label: 'action', text: m[0], index: m.index });
        }
    }
    IMPERATIVE_START.lastIndex = 0;
    let n = 0;
    for (let m = IMPERATIVE_START.exec(text); m !== null && n < MAX_PER_PATTERN; m = IMPERATIVE_START.exec(text)) {
        const word = m[1];
        const index = m.index + m[0].length - word.length;
        if (isImperative(word) && !PASSIVE_AFTER.test(text.slice(index + word.length, index + word.length + 16))) {
            signals.push({ kind: 'directive', label: 'directive', text: word, index });
            n++;
        }
    }
    collect(signals, concept('must', text), text, 'must', 'obligation');
}
/** "Ignore … earlier … instructions" in one sentence, in any language of the tables. Each pattern runs once over the text. */
function overrides(signals, text) {
    const ignores = concept('ignore', text).flatMap((pattern) => matchesOf(pattern, text));
    if (ignores.length === 0)
        return;
    const starts = sentenceStarts(text);
    const sentences = (name) => new Set(concept(name, text).flatMap((pattern) => matchesOf(pattern, text).map((m) => sentenceOf(starts, m.index))));
    const instructions = sentences('instructions');
    if (instructions.size === 0)
        return;
    const earlier = sentences('earlier');
    for (const found of ignores) {
        const sentence = sentenceOf(starts, found.index);
        if (instructions.has(sentence) && earlier.has(sentence)) {
            const end = starts[sentence + 1] ?? text.length;
            signals.push({ kind: 'override', label: 'override', text: evidence_short(text.slice(found.index, end).trim()), index: found.index });
            return;
        }
    }
}
/** Where a pattern matches, at most MAX_PER_PATTERN times. */
function matchesOf(pattern, text) {
    const found = [];
    pattern.lastIndex = 0;
    for (let m = pattern.exec(text); m !== null && found.length < MAX_PER_PATTERN; m = pattern.exec(text)) {
        if (m[0] === '')
            pattern.lastIndex++;
        else
            found.push({ index: m.index });
    }
    return found;
}
/**
 * The combinations that make a finding, within one sentence and its neighbours: each needs at least
 * two independent signals, except an override ("ignore the previous instructions"), which is never a
 * description. Order: the strongest first, so the message names what weighs most.
 */
const COMBINATIONS = [
    ['override'],
    ['concealment', ['directive', 'sensitive', 'private', 'sink', 'user']],
    ['sensitive', ['directive', 'model']],
    ['sensitive', 'argument', 'act'],
    ['sensitive', 'sink', ['directive', 'model', 'must']],
    ['private', 'order', ['sink', 'argument', 'model']],
    ['private', 'sink', 'act'],
    ['private', 'model', 'act', ['must', 'argument', 'sink', 'concealment']],
    ['tool', 'trigger', 'tamper', ['sink', 'value', 'argument', 'hijack']],
    ['bypass', ['tool', 'directive']],
    ['model', 'must', 'act', 'sink'],
    ['sink', 'directive', 'trigger'],
];
/** The index in COMBINATIONS of a sensitive resource with an order: read within one sentence. */
const RESOURCE_AND_ORDER = 2;
const has = (kinds, need) => typeof need === 'string' ? kinds.has(need) : need.some((k) => kinds.has(k));
/**
 * The evidence of poisoning in a normalized text, strongest first, or [] when the signals do not
 * combine. `concealed` are the devices normalization undid (./normalize.ts): concealment anywhere in
 * the text. Prose where a value belongs counts as a signal of its own with any order or resource.
 */
function findEvidence(text, concealed, options) {
    const signals = signalsOf(text, options.steering, options.misplaced !== undefined);
    if (signals.length === 0)
        return [];
    const starts = sentenceStarts(text);
    const bySentence = new Map();
    for (const s of signals) {
        const i = sentenceOf(starts, s.index);
        const list = bySentence.get(i) ?? [];
        list.push(s);
        bySentence.set(i, list);
    }
    const textWide = concealed.map((c) => ({ kind: 'concealment', label: c.how, text: evidence_short(c.text), index: -1 }));
    if (options.misplaced && wordCount(text) >= 4)
        textWide.push({ kind: 'misplaced', label: `prose in ${options.misplaced}`, text: evidence_short(text), index: -1 });
    for (const sentence of [...bySentence.keys()].sort((a, b) => a - b)) {
        const own = [...(bySentence.get(sentence) ?? []), ...textWide];
        const window = [...(bySentence.get(sentence - 1) ?? []), ...own, ...(bySentence.get(sentence + 1) ?? [])];
        const ownKinds = kindsOf(own);
        const kinds = kindsOf(window);
        // A resource and a bare order must share a sentence: tool descriptions are often written as orders
        // ("Add observations."), and one beside a sentence that names a config file is no order about it.
        const combination = COMBINATIONS.find((c, i) => c.every((need) => has(i === RESOURCE_AND_ORDER ? ownKinds : kinds, need))) ??
            (kinds.has('misplaced') ? misplacedCombination(kinds) : undefined);
        if (combination)
            return describe(combination, combination === COMBINATIONS[RESOURCE_AND_ORDER] ? own : window);
    }
    return [];
}
/** The kinds of some signals; an action in a sentence that addresses the model or obliges is an order. */
function kindsOf(signals) {
    const kinds = new Set(signals.map((s) => s.kind));
    if (kinds.has('act') && (kinds.has('model') || kinds.has('must')))
        kinds.add('directive');
    // Private data is named in ordinary prose ("the agent's API key, sent per request"): it needs an imperative or an obligation.
    if (kinds.has('directive') && (signals.some((s) => s.kind === 'directive') || (kinds.has('act') && kinds.has('must'))))
        kinds.add('order');
    return kinds;
}
/** Prose in a value with an order, a resource, a sink or concealment in it. */
function misplacedCombination(kinds) {
    const combination = ['misplaced', ['directive', 'model', 'sensitive', 'concealment', 'override']];
    return combination.every((need) => has(kinds, need)) ? combination : undefined;
}
const wordCount = (text) => (text.match(/\p{L}+/gu) ?? []).length;
/** One signal for each part of the combination, in the combination's order, then concealment if any. */
function describe(combination, window) {
    const used = new Set();
    const evidence = [];
    const take = (kind) => {
        const signal = window.find((s) => s.kind === kind && !used.has(s));
        // An order made of an action and the model or an obligation: take both only when both are there.
        // An order is an imperative or an action with the model or an obligation: take both parts.
        if (!signal)
            return kind === 'order' ? take('directive') : kind === 'directive' && orderOf();
        used.add(signal);
        evidence.push({ kind: signal.kind, label: signal.label, text: signal.text });
        return true;
    };
    const orderOf = () => {
        const act = window.find((s) => s.kind === 'act' && !used.has(s));
        const by = window.find((s) => (s.kind === 'model' || s.kind === 'must') && !used.has(s));
        if (!act || !by)
            return false;
        for (const s of [act, by]) {
            used.add(s);
            evidence.push({ kind: s.kind, label: s.label, text: s.text });
        }
        return true;
    };
    for (const need of combination) {
        if (typeof need === 'string')
            take(need);
        else
            need.some(take);
    }
    // The other anchors in reach, so a reviewer sees everything the finding rests on.
    for (const kind of ['sensitive', 'sink', 'concealment'])
        if (!evidence.some((e) => e.kind === kind))
            take(kind);
    return evidence;
}
/** `directive "include" + sensitive path "~/.aws/credentials" + concealment "quietly"` */
function describeEvidence(evidence) {
    return evidence.map((e) => (e.kind === 'misplaced' ? e.label : `${e.label} ${JSON.stringify(e.text)}`)).join(' + ');
}

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
const links_URL = /https?:\/\/[^\s)"'`]{1,500}/gi;
const PLACEHOLDER = /\{\{?\s*([\w.-]{1,60})\s*\}\}?|\$\{?([A-Za-z_]\w{0,60})\}?|<([\w-]{1,60})>|\[([A-Z][A-Z_]{1,60})\]|%s/g;
/** What precedes the URL of an image: `![alt](`, `<img … src="`, or a reference definition `[1]: `. */
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
    for (const match of text.matchAll(links_URL)) {
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

// EXTERNAL MODULE: ./src/util/append.ts
var append = __webpack_require__(2178);
// EXTERNAL MODULE: ./src/detect/confusables.ts
var confusables = __webpack_require__(3840);
;// CONCATENATED MODULE: ./src/detect/normalize.ts
/**
 * Normalize, then look: the forms a text takes before the evidence detectors read it. The plain form
 * is what a model reads once the tricks that hide text from a reviewer are undone: compatibility letters
 * folded (NFKC: fullwidth, mathematical bold), Cyrillic and Greek look-alikes inside Latin words folded
 * to the letters they imitate, Unicode tag characters read as the ASCII they spell, zero-width characters
 * and terminal control sequences removed, HTML and Markdown comments opened. What was hidden is itself
 * evidence (concealment). The decoded forms are inline encodings read back (base64, hex, URL and HTML
 * escapes, rot13 when the result reads as English), each scanned again. Every step is one linear pass.
 */

const normalize_short = (text, max = 40) => (text.length > max ? `${text.slice(0, max)}…` : text);
/** ESC sequences (CSI with its parameters, OSC up to its terminator, or one character), backspaces and a carriage return not ending a line. */
const TERMINAL = /\u001b(?:\[[0-9;?]{0,40}[ -/]{0,4}[@-~]|\][^\u0007\u001b]{0,400}(?:\u0007|\u001b\\)?|[@-Z\\-_])|[\u0008\u007f]+|\r(?!\n)/g;
const MAYBE_TERMINAL = /[\u001b\u0008\u007f\r]/;
/** Zero-width and other invisible format characters a word can be split with. */
const ZERO_WIDTH = /\u00ad|\u034f|\u180e|[\u200b-\u200f]|[\u2060-\u2064]|\ufeff/g;
const TAG_CHARS = /[\u{e0000}-\u{e007f}]+/gu;
const MARKDOWN_COMMENT = /^\s{0,3}\[\/\/\]:\s{0,4}#\s{0,4}[("']([^\n]{0,500})/gm;
/** CSS that hides an element; it counts when it sits inside a tag (the last "<" before it is not closed). */
const HIDDEN_STYLE = /(?:display\s{0,3}:\s{0,3}none|visibility\s{0,3}:\s{0,3}hidden|font-size\s{0,3}:\s{0,3}0(?![.\d])|opacity\s{0,3}:\s{0,3}0(?![.\d]))/gi;
const WORDS = /[A-Za-z]{2,}/g;
/** The text as a model reads it, and what hid parts of it from a reviewer. */
function normalize(text) {
    const concealed = [];
    let plain = text;
    if (/[^\x00-\x7f]/.test(plain)) {
        plain = plain.replace(TAG_CHARS, (run) => {
            const spelled = Array.from(run, (c) => String.fromCodePoint(c.codePointAt(0) - 0xe0000))
                .filter((c) => c >= ' ' && c <= '~')
                .join('');
            if (spelled.trim())
                concealed.push({ how: 'Unicode tag characters', text: normalize_short(spelled) });
            return spelled;
        });
        let split = false;
        plain = plain.replace(ZERO_WIDTH, (_c, offset, whole) => {
            split ||= /[A-Za-z]/.test(whole[offset - 1] ?? '') && /[A-Za-z]/.test(whole[offset + 1] ?? '');
            return '';
        });
        if (split)
            concealed.push({ how: 'zero-width characters inside words', text: normalize_short(plain) });
        plain = foldLookAlikes(plain.normalize('NFKC'));
    }
    if (MAYBE_TERMINAL.test(plain)) {
        let device = '';
        plain = plain.replace(TERMINAL, (seq) => {
            if (seq !== '\r' || device === '')
                device ||= JSON.stringify(seq).slice(1, -1);
            return seq === '\r' ? '\n' : ' ';
        });
        if (device)
            concealed.push({ how: 'terminal control sequence', text: normalize_short(device) });
    }
    if (plain.includes('<!--'))
        plain = openComments(plain, concealed);
    if (plain.includes('[//]'))
        for (const [, inner] of plain.matchAll(MARKDOWN_COMMENT))
            concealed.push({ how: 'Markdown comment', text: normalize_short(inner.trim()) });
    if (plain.includes('<'))
        for (const style of plain.matchAll(HIDDEN_STYLE)) {
            const index = style.index ?? 0;
            const open = plain.lastIndexOf('<', index);
            if (open >= 0 && index - open <= 200 && plain.lastIndexOf('>', index) < open) {
                concealed.push({ how: 'hidden HTML element', text: normalize_short(plain.slice(open, index + style[0].length)) });
                break;
            }
        }
    return { plain, concealed };
}
/** HTML comments opened (their markers become spaces); one with three words or more is concealment. One indexOf pass. */
function openComments(text, concealed) {
    let out = '';
    let from = 0;
    for (let open = text.indexOf('<!--'); open !== -1; open = text.indexOf('<!--', from)) {
        const close = text.indexOf('-->', open + 4);
        const end = close === -1 ? text.length : close;
        const inner = text.slice(open + 4, end);
        if ((inner.match(WORDS) ?? []).length >= 3 && concealed.length < 8)
            concealed.push({ how: 'HTML comment', text: normalize_short(inner.trim()) });
        out += `${text.slice(from, open)} ${inner} `;
        from = close === -1 ? text.length : close + 3;
    }
    return out + text.slice(from);
}
/** Words that hold a Latin letter and a Cyrillic or Greek look-alike, spelled in Latin: "Ignоrе" (Cyrillic о, е) reads "Ignore". */
function foldLookAlikes(text) {
    if (!/[\u0370-\u04ff\u0250-\u02af\u2113]/.test(text))
        return text;
    return text.replace(/[\p{L}\p{M}]{1,200}/gu, (word) => {
        if (!/[A-Za-z]/.test(word) || !/[^\x00-\x7f]/.test(word))
            return word;
        let folded = '';
        for (const c of word)
            folded += confusables/* LOOK_ALIKES */.kQ[c] ?? c;
        return folded;
    });
}
// The decoders. Each finds runs with a bounded pattern and keeps a reading only when it is prose.
const HEX_ESCAPES = /(?:\\x[0-9A-Fa-f]{2}|\\u[0-9A-Fa-f]{4}|\\u\{[0-9A-Fa-f]{1,6}\}){2,2000}/g;
const HEX_RUN = /\b(?:[0-9A-Fa-f]{2}){12,2000}\b/g;
const URL_ESCAPES = /(?:%[0-9A-Fa-f]{2}[\w.~-]{0,3}){4,2000}/g;
const HTML_ENTITIES = /(?:&(?:#\d{1,7}|#x[0-9A-Fa-f]{1,6}|[a-z]{2,6});[^&]{0,3}){4,2000}/gi;
const NAMED_ENTITIES = {
    lt: '<',
    gt: '>',
    amp: '&',
    quot: '"',
    apos: "'",
    nbsp: ' ',
    sol: '/',
    tilde: '~',
    period: '.',
    colon: ':',
};
/** Readable text: printable, with at least two words of letters separated by a space. */
const PROSE = /^[^\x00-\x08\x0e-\x1f]*$/;
/** Two letters, a space, two letters: as telling as two words, and no backtracking over a long word. */
const TWO_WORDS = /\p{L}\p{L} \p{L}\p{L}/u;
const isProse = (text) => PROSE.test(text) && TWO_WORDS.test(text) && !text.includes('\ufffd');
function codePoint(n) {
    return Number.isInteger(n) && n >= 0 && n <= 0x10ffff ? String.fromCodePoint(n) : '';
}
function decodeHexEscapes(run) {
    return run.replace(/\\x([0-9A-Fa-f]{2})|\\u\{([0-9A-Fa-f]{1,6})\}|\\u([0-9A-Fa-f]{4})/g, (_, x, braced, u) => codePoint(Number.parseInt(x ?? braced ?? u ?? '', 16)));
}
function decodeUrl(run) {
    try {
        return decodeURIComponent(run);
    }
    catch {
        return '';
    }
}
function decodeEntities(run) {
    return run.replace(/&(?:#(\d{1,7})|#x([0-9A-Fa-f]{1,6})|([a-z]{2,6}));/gi, (whole, dec, hexa, name) => dec ? codePoint(Number(dec)) : hexa ? codePoint(Number.parseInt(hexa, 16)) : (NAMED_ENTITIES[(name ?? '').toLowerCase()] ?? whole));
}
/** English words that fill any sentence: rot13 text that gains many of them was rot13. */
const COMMON = new Set('the and to of a in is it you your all any every before after read send file files pass then with this that from for user instructions previous ignore must into not tell'.split(' '));
/** How many common English words `text` holds, counting up to `enough`. */
function commonWords(text, enough) {
    let n = 0;
    for (const [word] of text.matchAll(WORDS))
        if (COMMON.has(word.toLowerCase()) && ++n >= enough)
            break;
    return n;
}
const rot13 = (text) => text.replace(/[A-Za-z]/g, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
});
/** Runs of at most this many characters are decoded; the rest of a longer run is left. */
const MAX_DECODED = 8000;
/**
 * The inline encodings of `plain` read back, each a text of its own to scan again. Rot13 is read only
 * when the whole text gains at least four common English words by it and has at most a third as many
 * before (so English stays English and a rot13 sentence is read).
 */
function decodedViews(plain, base64) {
    const views = [];
    const add = (encoding, written, text) => {
        if (isProse(text))
            views.push({ text, encoding, written: normalize_short(written) });
    };
    for (const { run } of base64(plain))
        add('base64', run, Buffer.from(run.slice(0, MAX_DECODED), 'base64').toString('utf8'));
    if (plain.includes('\\'))
        for (const [run] of plain.matchAll(HEX_ESCAPES))
            add('hex escapes', run, decodeHexEscapes(run.slice(0, MAX_DECODED)));
    for (const [run] of plain.matchAll(HEX_RUN))
        add('hex', run, Buffer.from(run.slice(0, MAX_DECODED), 'hex').toString('utf8'));
    if (plain.includes('%'))
        for (const [run] of plain.matchAll(URL_ESCAPES))
            add('URL escapes', run, decodeUrl(run.slice(0, MAX_DECODED)));
    if (plain.includes('&'))
        for (const [run] of plain.matchAll(HTML_ENTITIES))
            add('HTML entities', run, decodeEntities(run));
    // Text that already reads as English (three common words or more) is not rot13, and most text is English.
    const sample = plain.slice(0, MAX_DECODED);
    const plainWords = commonWords(sample, 3);
    if (plainWords < 3) {
        const turned = rot13(sample);
        const gained = commonWords(turned, Number.POSITIVE_INFINITY);
        if (gained >= 4 && plainWords * 3 <= gained)
            add('rot13', sample, turned);
    }
    return views;
}

;// CONCATENATED MODULE: ./src/detect/phrases.ts
/**
 * Phrases that address the model instead of describing a tool: the marks of tool poisoning. Each
 * pattern needs the imperative form aimed at an agent ("read ~/.ssh/id_rsa", "do not tell the user"),
 * so ordinary third-person descriptions ("Reads a file from the workspace") do not match.
 */




const NOT = String.raw `(?:do\s+not|don['’]?t|never)`;
const SENSITIVE_TARGET = String.raw `(?:~\/\.ssh\b|\.ssh\/|\bid_(?:rsa|dsa|ecdsa|ed25519)\b|\.aws\/(?:credentials|config)\b|\.env\b(?!\.\w)|\/etc\/(?:passwd|shadow|sudoers)\b|\.npmrc\b|\.netrc\b|\.pypirc\b|\.pgpass\b|\.git-credentials\b|\.kube\/config\b|\.docker\/config\.json|(?:~\/)?\.cursor\/mcp\.json|claude_desktop_config\.json|\bsystem\s+prompt\b)`;
const SEND_VERB = '(?:read|cat|open|load|include|send|pass|upload|attach|access|fetch|copy|print|output|forward|exfiltrate|leak|share|append|post|provide|paste|insert|dump|put|fill|lee|leer|env[ií]a|enviar|pasa|sube|lies|lese|sende|schicke)';
/** What the user said or holds, which a tool has no business receiving wholesale. */
const phrases_PRIVATE_DATA = String.raw `(?:(?:full|entire|whole|complete)\s+(?:conversation|chat)|(?:conversation|chat)\s+history|(?:all\s+)?(?:(?:the\s+)?user['’]s\s+)?(?:previous|prior|earlier)\s+(?:user\s+)?messages|all\s+(?:the\s+)?(?:user['’]s\s+)?messages|(?:the\s+)?user['’]s\s+(?:\w+\s+){0,2}?(?:passwords?|api\s+keys?|secrets?|tokens?|credentials)|(?:all|every|any)\s+(?:the\s+)?(?:api\s+keys|secrets|tokens|passwords|credentials|environment\s+variables?))\b`;
/** A tool named in prose: snake_case or kebab-case, optionally quoted, or "the X tool". */
const OTHER_TOOL = String.raw `(?:the\s+)?(?:[\x60'"]?[a-z][a-z0-9]*(?:[_-][a-z0-9]+)+[\x60'"]?(?:\s+tool)?|\w+\s+tool)`;
const GROUPS = [
    {
        category: 'override',
        gate: /ignor|disregard|forget|override|bypass|you\s+are\s+now|instructions?\s*:|from\s+now\s+on|忽略|无视|instrucciones|anweisungen/i,
        sources: [
            String.raw `\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+|any\s+|every\s+)?(?:of\s+)?(?:the\s+|your\s+|my\s+|these\s+|those\s+)?(?:previous|prior|above|earlier|preceding|former|original|initial|system|existing|other|safety)\s+(?:instructions?|prompts?|rules|directions|directives|guidelines|guidance|context|constraints|policies)\b`,
            String.raw `\b(?:ignore|disregard|forget|override)\s+(?:all\s+)?(?:your\s+(?:instructions|guidelines|rules|programming|training)|the\s+(?:instructions|guidelines))\b`,
            String.raw `\byou\s+are\s+now\s+(?:a|an|in|no\s+longer|free|unrestricted|jailbroken|DAN)\b`,
            String.raw `\bnew\s+(?:system\s+)?instructions?\s*:`,
            String.raw `\bfrom\s+now\s+on,?\s+(?:you|always|never|ignore|respond|only)\b`,
            String.raw `\b(?:ignore|disregard|override)\s+(?:the\s+|all\s+)?(?:other|previous)\s+tools?['’]?s?\s+(?:instructions|descriptions|rules)\b`,
            // Chinese, Spanish, German, French: "ignore the previous instructions".
            '(?:忽略|无视|忽视)(?:之前|以前|先前|上面|上述|前面)?的?(?:所有|一切|全部)?(?:指令|指示|说明|规则|提示)',
            String.raw `\bignora(?:r)?\s+(?:todas\s+)?(?:las\s+)?instrucciones\s+(?:anteriores|previas)\b`,
            String.raw `\bignorier(?:e|en)?\s+(?:alle\s+)?(?:vorherigen|bisherigen|vorigen|früheren|obigen)\s+(?:anweisungen|instruktionen|befehle|regeln)\b`,
            String.raw `\bignore[rz]?\s+(?:toutes\s+)?les\s+instructions\s+(?:précédentes|antérieures)`,
        ],
    },
    {
        category: 'secrecy',
        // A word every pattern needs. Of the words ending in n't only "don't": a bare `n['’]?t\b` passed any
        // word ending in "nt" ("current", "client"), which compiled and ran all ten patterns.
        gate: /\b(?:not|never|keep|hide|without|no|nichts|nicht|pas|ne|don['’]?t)\b|不要|别|不能|切勿/i,
        sources: [
            String.raw `\b${NOT}\s+(?:tell|inform|notify|alert|warn|show)\s+(?:the\s+|your\s+)?user\b`,
            String.raw `\b${NOT}\s+let\s+(?:the\s+|your\s+)?user\s+(?:know|see|notice)\b`,
            String.raw `\b${NOT}\s+(?:mention|reveal|disclose|acknowledge|report|say)\s+(?:this|that|it|these|anything|any\s+of\s+this|the\s+(?:above|following|instructions?|fact|file|note)|(?:to|with)\s+the\s+user)\b`,
            String.raw `\bwithout\s+(?:telling|informing)\s+(?:the\s+|your\s+)?user\b`,
            String.raw `\b(?:keep|hide)\s+(?:this|it|these\s+instructions|the\s+following)\s+(?:secret|hidden|confidential|from\s+(?:the\s+)?user)\b`,
            String.raw `\b(?:the\s+)?user\s+(?:must|should)\s+(?:not|never)\s+(?:know|see|notice|find\s+out|be\s+told)\b`,
            // Chinese, Spanish, German, French: "do not tell the user".
            '(?:不要|别|不能|切勿)(?:告诉|通知|告知|让)用户',
            String.raw `\bno\s+(?:le\s+)?(?:digas|informes|cuentes|menciones|avises)\s+(?:nada\s+)?(?:al|a\s+el|a\s+la)\s+usuari[oa]\b`,
            String.raw `\b(?:sage|sag|erzähle|erzähl|verrate|teile)\s+(?:dem|der)\s+(?:benutzer|nutzer|anwender)(?:in)?\s+(?:nichts|nicht)\b`,
            String.raw `\bne\s+(?:le\s+)?dis\s+(?:rien\s+)?(?:pas\s+)?à\s+l['’]utilisat(?:eur|rice)`,
        ],
    },
    {
        category: 'exfiltration',
        gate: /\.ssh|id_(?:rsa|dsa|ecdsa|ed25519)|\.aws\/|\.env|\/etc\/|\.npmrc|\.netrc|\.pypirc|\.pgpass|\.git-credentials|\.kube\/|\.docker\/|mcp\.json|claude_desktop|system\s+prompt|@|conversation|chat|messages|passwords?|api\s+keys?|secrets|tokens|credentials|environment\s+var/i,
        sources: [
            String.raw `\b${SEND_VERB}\b[^.!?\n]{0,80}?${SENSITIVE_TARGET}`,
            String.raw `(?:读取|发送|上传|复制)[^。！？\n]{0,40}?${SENSITIVE_TARGET}`,
            String.raw `\bcontents?\s+of\s+(?:the\s+|your\s+)?${SENSITIVE_TARGET}`,
            String.raw `\b${SEND_VERB}\b[^.!?\n]{0,60}?${phrases_PRIVATE_DATA}`,
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
function phrases_patternsOf(group) {
    let patterns = compiled.get(group);
    if (patterns === undefined)
        compiled.set(group, (patterns = group.sources.map((source) => new RegExp(source, 'gi'))));
    return patterns;
}
/** Whether each ASCII code is a base64 digit (A–Z, a–z, 0–9, "+", "/"). */
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
 * 24 digits covers one of the positions 23, 47, 71…, so only those are looked at until one is a digit,
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
 * to call other tools, which belong in server instructions but not in a description. The text is read
 * as a model reads it (./normalize.ts: compatibility letters and look-alikes folded, hidden characters,
 * terminal sequences and comments undone), URLs that carry data out (./links.ts) are phrases of their
 * own, and when no phrase matches, the evidence that combines (./evidence.ts) is one match of category
 * 'evidence'. Inline encodings (base64, hex, URL and HTML escapes, rot13) are decoded and read again.
 */
function findInjectedPhrases(text, options) {
    const { plain, concealed } = normalize(text);
    const matches = withoutSectionTags(matchPhrases(plain, options), plain);
    for (const sink of findExfiltrationLinks(plain))
        matches.push({ category: 'sink', phrase: sink.url, index: plain.indexOf(sink.url) });
    if (matches.length === 0)
        (0,append/* append */.B)(matches, disguised(plain, options));
    if (matches.length === 0) {
        const evidence = findEvidence(plain, concealed, options);
        // An override needs nothing else, and reads best as the phrase it is.
        if (evidence.length === 1 && evidence[0].kind === 'override')
            matches.push({ category: 'override', phrase: evidence[0].text, index: 0 });
        else if (evidence.length > 0)
            matches.push({ category: 'evidence', phrase: describeEvidence(evidence), index: 0, evidence });
    }
    if (matches.length === 0) {
        for (const view of decodedViews(plain, base64Runs)) {
            const [first] = matchPhrases(view.text, options);
            if (first) {
                matches.push({
                    category: first.category,
                    phrase: view.written,
                    index: plain.indexOf(view.written.replace(/…$/, '')),
                    decoded: view.text,
                    encoding: view.encoding,
                });
                break;
            }
            const decoded = normalize(view.text);
            const evidence = findEvidence(decoded.plain, [...concealed, ...decoded.concealed], options);
            if (evidence.length > 0) {
                matches.push({
                    category: 'evidence',
                    phrase: describeEvidence(evidence),
                    index: 0,
                    evidence,
                    decoded: view.text,
                    encoding: view.encoding,
                    written: view.written,
                });
                break;
            }
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
                    phrase: first.run.length > 40 ? `${first.run.slice(0, 40)}…` : first.run,
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
 * Counter-evidence: a description laid out in XML-style sections (`<use_case>`, `<workflow>`, …) uses
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
const NEGATED_BEFORE = /\b(?:not|never|n['’]t)\s+$/i;
function matchPhrases(text, options) {
    const matches = [];
    for (const group of GROUPS) {
        const { category, gate, steering } = group;
        if ((steering && !options.steering) || !gate.test(text))
            continue;
        for (const pattern of phrases_patternsOf(group)) {
            // exec on the shared pattern, not matchAll, which copies the pattern on every call; a failed exec
            // leaves lastIndex at 0. An empty match steps on by one, as matchAll does.
            pattern.lastIndex = 0;
            for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
                // "does not read ~/.git-credentials" says what the tool leaves alone.
                if (category === 'exfiltration' && NEGATED_BEFORE.test(text.slice(Math.max(0, match.index - 16), match.index)))
                    continue;
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
// EXTERNAL MODULE: ./src/util/pointer.ts
var util_pointer = __webpack_require__(6065);
// EXTERNAL MODULE: ./src/formats/types.ts + 1 modules
var types = __webpack_require__(5344);
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
/** Where a value belongs, not prose: what the evidence calls such a string. */
const VALUE_NAME = {
    default: 'a default value',
    const: 'a const value',
    examples: 'an example value',
    enum: 'an enum value',
    $comment: 'a $comment',
};
const COMMENT = 'This $comment contains';
const EXTENSION = 'This x- keyword value contains';
const META = 'This _meta value contains';
/**
 * The strings a client shows the model as prose about the server, and the sample values of a schema,
 * which it shows too: the only strings subjectOf can name, so the others are passed over unread.
 */
const PROSE_KEYS = new Set(['description', 'title', 'instructions', 'default', 'const', '$comment']);
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
    /** How many `_meta` objects the string being read sits in: every string there is read as a value. */
    inMeta = 0;
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
                if (name === '_meta')
                    this.inMeta++;
                if (Array.isArray(value))
                    this.array(value);
                else
                    this.object(value);
                if (name === '_meta')
                    this.inMeta--;
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
            this.findings.secrets.push({ pointer: this.pointer(key), target: 'value', key, found: secret, text });
        if ((typeof key === 'string' ? PROSE_KEYS.has(key) || key.startsWith('x-') : PROSE_LISTS.has(this.path[this.path.length - 1])) || this.inMeta > 0)
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
        const where = this.subjectOf(key);
        if (!where)
            return;
        const { subject, misplaced } = where;
        let phrases;
        const options = { steering: subject !== INSTRUCTIONS, misplaced };
        // Only prose is cached: a value's findings name where it sits, and a text's verdict must not depend on which file read it first.
        if (subject === INSTRUCTIONS || misplaced !== undefined)
            phrases = findInjectedPhrases(text, options);
        else {
            const verdicts = known ?? this.texts.get(text);
            phrases = verdicts.phrases ??= findInjectedPhrases(text, options);
        }
        if (phrases.length > 0)
            this.findings.injected.push({ pointer: this.pointer(key), target: 'value', key, found: { subject, phrases } });
    }
    /**
     * How a message starts ("This description contains") and, for a string where a value belongs rather
     * than prose, what to call it; undefined when the string is neither prose a client shows the model
     * nor such a value.
     */
    subjectOf(key) {
        const { path } = this;
        if (this.inMeta > 0)
            return { subject: META, misplaced: 'a _meta value' };
        if (typeof key === 'string' && key.startsWith('x-'))
            return { subject: EXTENSION, misplaced: `an ${key} value` };
        if (key === '$comment')
            return { subject: COMMENT, misplaced: VALUE_NAME.$comment };
        if (key !== 'description' && key !== 'title' && key !== 'instructions') {
            // A schema's default or const, or an item of its examples or enum.
            const field = typeof key === 'number' ? path[path.length - 1] : key;
            if (typeof field !== 'string' || !(field in SCHEMA_VALUE) || (typeof key === 'number') === (field === 'default' || field === 'const'))
                return undefined;
            if (!isSchemaKey(key) && !path.some(isSchemaKey))
                return undefined;
            return { subject: SCHEMA_VALUE[field], misplaced: VALUE_NAME[field] };
        }
        // Interaction examples (/tools/N/interactionExamples/…) are sample data: a tool result may quote anything.
        if (path.length > 2 && path[0] === 'tools' && INDEX.test(String(path[1])) && path[2] === 'interactionExamples')
            return undefined;
        if (path.length === 0 && key === 'instructions')
            return { subject: INSTRUCTIONS };
        return key === 'description' ? { subject: 'This description contains' } : key === 'title' ? { subject: 'This title contains' } : undefined;
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
/** Whether a path segment names the field a value belongs to: `api_key` for `…/properties/api_key/default` and `…/input/api_key` alike. */
function isField(segment) {
    if (typeof segment !== 'string' || VALUE_KEYWORDS.has(segment))
        return false;
    // Only a name that starts with a digit can be all digits.
    const first = segment.charCodeAt(0);
    return !(first >= 0x30 && first <= 0x39 && INDEX.test(segment));
}


/***/ }),

/***/ 500:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4976);
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6065);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8127);
/* harmony import */ var _tool_schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1493);




/** A tool marked read-only is not also marked destructive: the two hints contradict each other. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .descriptorRule */ .wU)('mcp.tool.annotation-hints', (context) => {
    for (const { tool, pointer } of (0,_tool_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .tools */ .Yl)(context)) {
        const annotations = tool.annotations;
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(annotations) || annotations.readOnlyHint !== true || annotations.destructiveHint !== true)
            continue;
        context.report((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_3__/* .joinPointer */ .Kn)(pointer, 'annotations', 'destructiveHint'), '"annotations.destructiveHint" is true, but "readOnlyHint" is true as well: a tool that does not modify its environment cannot destroy anything, and clients read destructiveHint only when readOnlyHint is false. Set readOnlyHint to false if the tool modifies anything, otherwise remove destructiveHint.');
    }
}));


/***/ }),

/***/ 4154:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _schema_validity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8292);

/** inputSchema is a valid JSON Schema in its dialect (mcp.schema.tool checks its root type). */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_schema_validity_js__WEBPACK_IMPORTED_MODULE_0__/* .schemaValidityRule */ .Q)('mcp.tool.input-schema', 'inputSchema'));


/***/ }),

/***/ 5445:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5159);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4976);
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6065);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8127);
/* harmony import */ var _tool_schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1493);





const ALLOWED = /^[A-Za-z0-9_.-]+$/;
const MAX_LENGTH = 128;
/**
 * Tool names have 1 to 128 characters from A-Z, a-z, 0-9, "_", "-" and ".". MCP says so from 2025-11-25,
 * but clients and model APIs reject other names in every version, so older descriptors are checked too.
 */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_context_js__WEBPACK_IMPORTED_MODULE_1__/* .descriptorRule */ .wU)('mcp.tool.name-format', (context) => {
    const why = (0,_protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .compareVersions */ .Zy)(context.version, '2025-11-25') >= 0
        ? 'MCP tool names should use only A-Z, a-z, 0-9, "_", "-" and ".", so that every client and model can call them'
        : `MCP's naming guidance for tools starts in 2025-11-25, but clients reject other names in ${context.version} too: use only A-Z, a-z, 0-9, "_", "-" and ".", so that every client and model can call the tool`;
    for (const { tool, pointer } of (0,_tool_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .tools */ .Yl)(context)) {
        const name = tool.name;
        if (typeof name !== 'string')
            continue;
        const at = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_3__/* .joinPointer */ .Kn)(pointer, 'name');
        if (name.length === 0) {
            context.report(at, `The tool name is empty. Clients show and call tools by name; give it 1 to ${MAX_LENGTH} characters from A-Z, a-z, 0-9, "_", "-" and ".".`);
        }
        else if (!ALLOWED.test(name)) {
            context.report(at, `Tool name ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(name)} contains ${describeCharacters(name)}. ${why}: rename it, e.g. to ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(suggestName(name))}.`);
        }
        else if (name.length > MAX_LENGTH) {
            context.report(at, `Tool name ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(name)} is ${name.length} characters long; MCP tool names should have at most ${MAX_LENGTH}. Shorten it.`);
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


/***/ }),

/***/ 2361:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4976);
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6065);
/* harmony import */ var _duplicates_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5444);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8127);
/* harmony import */ var _tool_schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1493);





/** Tool names are unique within a descriptor: clients call tools by name. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .descriptorRule */ .wU)('mcpdesc.tool.name-unique', (context) => {
    const named = (0,_tool_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .tools */ .Yl)(context).filter((t) => typeof t.tool.name === 'string');
    for (const { later, first } of (0,_duplicates_js__WEBPACK_IMPORTED_MODULE_2__/* .duplicates */ .X)(named, (t) => t.tool.name)) {
        context.report((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_3__/* .joinPointer */ .Kn)(later.pointer, 'name'), `Tool name ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(later.tool.name)} is already used by tools[${first.index}]. Clients call tools by name, so one of the two can never be called. Rename one of them, or remove the duplicate.`);
    }
}));


/***/ }),

/***/ 1695:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _schema_validity_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8292);

/** outputSchema is a valid JSON Schema in its dialect (mcp.schema.tool checks the version's root restrictions). */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_schema_validity_js__WEBPACK_IMPORTED_MODULE_0__/* .schemaValidityRule */ .Q)('mcp.tool.output-schema', 'outputSchema'));


/***/ }),

/***/ 8433:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _schema_messages_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4443);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4976);
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6065);
/* harmony import */ var _util_suggest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7406);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8127);
/* harmony import */ var _protocol_versions_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5159);
/* harmony import */ var _tool_schemas_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1493);







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
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_context_js__WEBPACK_IMPORTED_MODULE_2__/* .descriptorRule */ .wU)('mcpdesc.tool.required-property', (context) => {
    const elicitation = (0,_protocol_versions_js__WEBPACK_IMPORTED_MODULE_3__/* .inSpan */ ._1)(context.version, { since: '2025-06-18' });
    for (const { tool, pointer } of (0,_tool_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .tools */ .Yl)(context)) {
        for (const key of KEYS) {
            const schema = (0,_tool_schemas_js__WEBPACK_IMPORTED_MODULE_4__/* .toolSchema */ .wl)(tool, pointer, key, context.version);
            if (schema)
                visit(context, { key, pointer: schema.pointer, schema: schema.schema }, schema.schema, []);
        }
        // The form an elicitation declaration asks the user to fill in.
        if (!elicitation || !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_5__/* .isObject */ .Gv)(tool.elicitations))
            continue;
        for (const name of Object.keys(tool.elicitations)) {
            const declaration = tool.elicitations[name];
            if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_5__/* .isObject */ .Gv)(declaration) || !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_5__/* .isObject */ .Gv)(declaration.requestedSchema))
                continue;
            const root = {
                key: 'requestedSchema',
                pointer: (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_6__/* .joinPointer */ .Kn)(pointer, 'elicitations', name, 'requestedSchema'),
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
    check(context, root, node, at);
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
        else if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_5__/* .isObject */ .Gv)(value)) {
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
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_5__/* .isObject */ .Gv)(item))
        return;
    at.push(segment);
    visit(context, root, item, at);
    at.pop();
}
function check(context, root, node, path) {
    const { required, properties } = node;
    if (!Array.isArray(required) || !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_5__/* .isObject */ .Gv)(properties))
        return;
    if (DEFINED_ELSEWHERE.some((k) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_5__/* .hasOwn */ .$3)(node, k)))
        return;
    const names = Object.keys(properties);
    const closed = node.additionalProperties === false || node.unevaluatedProperties === false;
    for (const [i, name] of required.entries()) {
        if (typeof name !== 'string' || (0,_util_json_js__WEBPACK_IMPORTED_MODULE_5__/* .hasOwn */ .$3)(properties, name))
            continue;
        const typo = (0,_util_suggest_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .k)(name, names.filter((n) => !required.includes(n)));
        const at = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_6__/* .joinPointer */ .Kn)('', ...path);
        const where = at === '' ? (0,_util_json_js__WEBPACK_IMPORTED_MODULE_5__/* .quote */ .hD)(root.key) : (0,_schema_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .placeName */ .fW)(root.key, at, root.schema);
        const effect = closed ? EFFECTS[root.key].closed : EFFECTS[root.key].open;
        const fix = typo
            ? `Did you mean ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_5__/* .quote */ .hD)(typo)}? Otherwise add ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_5__/* .quote */ .hD)(name)} to "properties", or remove it from "required".`
            : `Add ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_5__/* .quote */ .hD)(name)} to "properties" with its type and description, or remove it from "required".`;
        context.report((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_6__/* .joinPointer */ .Kn)(root.pointer + at, 'required', i), `${where} requires ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_5__/* .quote */ .hD)(name)}, but its "properties" do not define it, ${effect}. ${fix}`);
    }
}


/***/ }),

/***/ 3770:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _schema_messages_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4443);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8127);
/* harmony import */ var _tool_schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1493);



const KEYS = ['inputSchema', 'outputSchema'];
/** Tool schemas use the keywords and formats of their dialect: anything else is silently ignored by validators. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_context_js__WEBPACK_IMPORTED_MODULE_1__/* .descriptorRule */ .wU)('mcpdesc.tool.schema-keywords', (context) => {
    for (const { tool, pointer } of (0,_tool_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .tools */ .Yl)(context)) {
        for (const key of KEYS) {
            const schema = (0,_tool_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .toolSchema */ .wl)(tool, pointer, key, context.version);
            if (!schema)
                continue;
            for (const problem of context.schemas.vocabularyProblems(schema.schema, schema.dialect)) {
                context.report(schema.pointer + problem.pointer, `${(0,_schema_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .placeName */ .fW)(key, problem.pointer, schema.schema)} ${problem.message} ${schema.dialectNote}`, problem.target);
            }
        }
    }
}));


/***/ }),

/***/ 8292:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ schemaValidityRule)
/* harmony export */ });
/* harmony import */ var _protocol_model_descriptor_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4397);
/* harmony import */ var _schema_dialects_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5016);
/* harmony import */ var _schema_messages_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4443);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4976);
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6065);
/* harmony import */ var _util_suggest_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7406);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8127);
/* harmony import */ var _tool_schemas_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1493);








/**
 * A tool schema is a valid JSON Schema in its dialect, with references that stay inside it. The root
 * `type` and the shapes schema.json fixes (properties, required) are mcp.schema.tool's to report, so
 * the same mistake is not reported twice.
 */
function schemaValidityRule(id, key) {
    return (0,_context_js__WEBPACK_IMPORTED_MODULE_4__/* .descriptorRule */ .wU)(id, (context) => {
        for (const { tool, pointer: toolPointer } of (0,_tool_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .tools */ .Yl)(context)) {
            const schema = tool[key];
            if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_6__/* .isObject */ .Gv)(schema))
                continue;
            const pointer = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_7__/* .joinPointer */ .Kn)(toolPointer, key);
            const choice = (0,_schema_dialects_js__WEBPACK_IMPORTED_MODULE_1__/* .mcpSchemaDialect */ .ww)(schema, context.version);
            if ('unsupported' in choice) {
                context.report((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_7__/* .joinPointer */ .Kn)(pointer, '$schema'), unsupportedDialect(key, choice.unsupported));
                continue;
            }
            const compiled = context.schemas.compile(schema, choice.dialect);
            if (compiled.ok)
                continue;
            const reported = reportedByToolSchema(context, toolPointer, pointer);
            const note = (0,_tool_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .dialectNote */ .Hj)(choice.dialect, choice.declared, context.version);
            for (const problem of compiled.problems) {
                if (reported(pointer + problem.pointer))
                    continue;
                context.report(pointer + problem.pointer, `${(0,_schema_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .placeName */ .fW)(key, problem.pointer, schema)} ${problem.message}${problem.general ? '' : ` Correct it: ${note.charAt(0).toLowerCase()}${note.slice(1)}`}`, problem.target);
            }
        }
    });
}
function unsupportedDialect(key, uri) {
    const typo = (0,_util_suggest_js__WEBPACK_IMPORTED_MODULE_3__/* .closest */ .k)(uri, Object.values(_schema_dialects_js__WEBPACK_IMPORTED_MODULE_1__/* .DIALECT_URIS */ .zR), 4);
    const fix = typo
        ? `Did you mean ${JSON.stringify(typo)}?`
        : `Write the schema in JSON Schema 2020-12 and omit "$schema"; mcpdesc also checks ${JSON.stringify(_schema_dialects_js__WEBPACK_IMPORTED_MODULE_1__/* .DIALECT_URIS */ .zR['2019-09'])} and ${JSON.stringify(_schema_dialects_js__WEBPACK_IMPORTED_MODULE_1__/* .DIALECT_URIS */ .zR['draft-07'])}.`;
    return `${(0,_schema_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .placeName */ .fW)(key, '/$schema')} is ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_6__/* .quote */ .hD)(uri)}, a JSON Schema dialect mcpdesc cannot check, and MCP clients must reject schemas in dialects they do not support. ${fix}`;
}
/** Whether mcp.schema.tool already reports a problem at this place, or at a part of the schema that contains it. */
function reportedByToolSchema(context, toolPointer, schemaPointer) {
    const issues = context.model('Tool', toolPointer, _protocol_model_descriptor_js__WEBPACK_IMPORTED_MODULE_0__/* .TOOL_EXTENSIONS */ .A).filter((i) => i.kind === 'invalid' && i.pointer.startsWith(`${schemaPointer}/`));
    return (pointer) => issues.some((i) => pointer === i.pointer || pointer.startsWith(`${i.pointer}/`));
}


/***/ }),

/***/ 1493:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Hj: () => (/* binding */ dialectNote),
/* harmony export */   Yl: () => (/* binding */ tools),
/* harmony export */   fN: () => (/* binding */ compileMcpSchema),
/* harmony export */   sN: () => (/* binding */ reportInstanceProblems),
/* harmony export */   wE: () => (/* binding */ compile),
/* harmony export */   wl: () => (/* binding */ toolSchema)
/* harmony export */ });
/* harmony import */ var _protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5159);
/* harmony import */ var _schema_dialects_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5016);
/* harmony import */ var _schema_messages_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4443);
/* harmony import */ var _surfaces_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7106);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(4976);
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6065);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5344);
/**
 * A tool's inputSchema and outputSchema as the rules see them: where they are, which JSON Schema
 * dialect they are read in for the declared version, and their compiled form.
 */







const TOOLS = (0,_types_js__WEBPACK_IMPORTED_MODULE_4__/* .memoKey */ .e3)('descriptor tools');
/** The descriptor's tools that are objects, listed once per file for the rules that walk them. */
function tools(context) {
    return context.memo(TOOLS, () => (0,_surfaces_js__WEBPACK_IMPORTED_MODULE_3__/* .objectItems */ ._v)(context.descriptor.tools, '/tools').map(({ item, pointer, index }) => ({ tool: item, pointer, index })));
}
/**
 * The tool's schema under `key` when it is an object in a version that defines it and in a dialect
 * mcpdesc supports (an unsupported `$schema` is mcp.tool.input-schema's and output-schema's to report).
 */
function toolSchema(tool, toolPointer, key, version) {
    const schema = tool[key];
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_5__/* .isObject */ .Gv)(schema) || (key === 'outputSchema' && !(0,_protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .inSpan */ ._1)(version, { since: '2025-06-18' })))
        return undefined;
    const choice = (0,_schema_dialects_js__WEBPACK_IMPORTED_MODULE_1__/* .mcpSchemaDialect */ .ww)(schema, version);
    if ('unsupported' in choice)
        return undefined;
    return { key, pointer: (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_6__/* .joinPointer */ .Kn)(toolPointer, key), schema, dialect: choice.dialect, dialectNote: dialectNote(choice.dialect, choice.declared, version) };
}
function dialectNote(dialect, declared, version) {
    if (declared)
        return `The schema is read as ${_schema_dialects_js__WEBPACK_IMPORTED_MODULE_1__/* .DIALECT_NAMES */ .md[dialect]}, as its "$schema" says.`;
    if (dialect === '2020-12')
        return `The schema is read as ${_schema_dialects_js__WEBPACK_IMPORTED_MODULE_1__/* .DIALECT_NAMES */ .md[dialect]}, what ${version} uses for a schema without "$schema".`;
    return `The schema is read as ${_schema_dialects_js__WEBPACK_IMPORTED_MODULE_1__/* .DIALECT_NAMES */ .md[dialect]}, the JSON Schema version MCP ${version} is written in.`;
}
function compile(context, schema) {
    return context.schemas.compile(schema.schema, schema.dialect);
}
/** A JSON Schema inside any MCP object (an offered tool's inputSchema, a requestedSchema), compiled in its dialect; undefined for a dialect mcpdesc cannot check. */
function compileMcpSchema(context, schema) {
    const choice = (0,_schema_dialects_js__WEBPACK_IMPORTED_MODULE_1__/* .mcpSchemaDialect */ .ww)(schema, context.version);
    return 'unsupported' in choice ? undefined : context.schemas.compile(schema, choice.dialect);
}
/** Report problems of a value validated against a schema, under a root label such as "input". */
function reportInstanceProblems(context, problems, pointer, label, why) {
    for (const problem of problems) {
        context.report(pointer + problem.pointer, `${(0,_schema_messages_js__WEBPACK_IMPORTED_MODULE_2__/* .placeName */ .fW)(label, problem.pointer)} ${problem.message} ${why}`, problem.target);
    }
}


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
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5344);
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


/***/ })

};
