export const id = 840;
export const ids = [840];
export const modules = {

/***/ 8127:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BD: () => (/* binding */ descriptorContext),
/* harmony export */   ZH: () => (/* binding */ versionFreeRule),
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
/** A rule whose findings are the same in every protocol version: run once on a file that declares several (FormatRule.versionFree). */
function versionFreeRule(id, check) {
    return { id, versionFree: true, check };
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
        report: (pointer, message, target, fix, index, related) => reporter.report(pointer, message, target, related, fix, index),
        schemas: shared.schemas,
        model: shared.model,
        memo: shared.memo,
        fileMemo: shared.fileMemo,
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
        fileMemo: (key, make) => scope.memo(key, make),
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
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .versionFreeRule */ .ZH)('mcpdesc.security.confusable-name', (context) => {
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
/* harmony import */ var _strings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1485);




/**
 * mcpdesc.security.hidden-characters: no string in the descriptor (names, titles, descriptions,
 * instructions, schema text, examples, property names) hides invisible, bidi-control or tag characters.
 */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .versionFreeRule */ .ZH)('mcpdesc.security.hidden-characters', (context) => {
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
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4976);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8127);
/* harmony import */ var _detect_phrases_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8677);
/* harmony import */ var _strings_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1485);




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
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .versionFreeRule */ .ZH)('mcpdesc.security.injected-instructions', (context) => {
    for (const { pointer, found } of (0,_strings_js__WEBPACK_IMPORTED_MODULE_2__/* .stringFindings */ .o8)(context).injected) {
        const { subject, phrases } = found;
        const [first, ...more] = phrases;
        const advice = subject === _strings_js__WEBPACK_IMPORTED_MODULE_2__/* .INSTRUCTIONS */ .OU
            ? "Keep the instructions to how the server's features fit together, and remove this."
            : first.category === 'steering'
                ? 'Describe what the tool does; if calls must happen in an order, say so in the server instructions.'
                : 'Describe what it does, and remove directives aimed at the model.';
        context.report(pointer, `${subject} ${(0,_detect_phrases_js__WEBPACK_IMPORTED_MODULE_1__/* .shownPhrase */ .rK)(first)}, which ${WHY[first.category]}${alsoFound(more)}. Clients pass this text to the model, and poisoned descriptions hide orders there that users rarely read. ${advice}`, 'value', undefined, 
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
        .map((m) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(m.phrase))
        .join(', ');
    return ` (also ${shown}${more.length > 3 ? ` and ${more.length - 3} more` : ''})`;
}


/***/ }),

/***/ 1485:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OU: () => (/* binding */ INSTRUCTIONS),
/* harmony export */   o8: () => (/* binding */ stringFindings)
/* harmony export */ });
/* unused harmony export TextCache */
/* harmony import */ var _detect_hidden_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7887);
/* harmony import */ var _detect_labels_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5660);
/* harmony import */ var _detect_phrases_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8677);
/* harmony import */ var _detect_secrets_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7654);
/* harmony import */ var _util_copy_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5147);
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6065);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5344);
/**
 * The text rules' one pass over a descriptor: every string value and property name is visited once, in
 * document order, and each rule's detector reads it there (hidden characters, credentials, injected
 * phrases). The findings wait in the file's memo for their rule to report them. The walk keeps only a
 * stack of the keys above it, so nothing is built per string: a pointer is spelled only for a finding.
 */







const FINDINGS = (0,_types_js__WEBPACK_IMPORTED_MODULE_3__/* .memoKey */ .e3)('descriptor strings read by the security rules');
/** The findings of the security rules that read strings, found in one walk per file. */
function stringFindings(context) {
    return context.memo(FINDINGS, () => new StringScan(context).run());
}
/**
 * What the detectors found in one text, each detector asked at most once (undefined: not asked yet).
 * A class, so every entry has the same shape whichever detector asks first.
 */
class Verdicts {
    text;
    /** The text as the cache keeps it (its own copy): detectors read this, so what they keep never points into a file's text. */
    constructor(text) {
        this.text = text;
    }
    hidden = undefined;
    secret = undefined;
    phrases = undefined;
    /** The phrases found in the text read where a value belongs or as server instructions, by what it is read as (see readProse). */
    phrasesAs = undefined;
}
/** What an entry costs beside its text, counted in characters: a million one-letter values must not fill memory. */
const ENTRY_CHARS = 32;
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
        if (text.length > this.maxChars >> 8)
            return new Verdicts(text);
        // A string the YAML reader cut from its file is a view into the whole file: the cache keeps a copy,
        // and the detectors read that copy (a match they keep is a slice of it), so it never keeps a file's
        // text alive after the file is done.
        const own = (0,_util_copy_js__WEBPACK_IMPORTED_MODULE_4__/* .ownCopy */ .S)(text);
        const verdicts = new Verdicts(own);
        if (this.chars + own.length + ENTRY_CHARS > this.maxChars) {
            this.found.clear();
            this.chars = 0;
        }
        this.found.set(own, verdicts);
        this.chars += own.length + ENTRY_CHARS;
        return verdicts;
    }
}
const TEXTS = (0,_types_js__WEBPACK_IMPORTED_MODULE_3__/* .memoKey */ .e3)('strings read by the security detectors');
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
const MIME_TYPE = 'This MIME type contains';
const NAME = 'This name contains';
/** The lists whose items' names a client shows as labels (tool names are checked for their shape by other rules). */
const NAMED_LISTS = new Set(['prompts', 'resources', 'resourceTemplates']);
const EXTENSION = 'This x- keyword value contains';
const META = 'This _meta value contains';
/**
 * The strings a client shows the model as prose about the server, and the sample values of a schema,
 * which it shows too: the only strings subjectOf can name, so the others are passed over unread.
 */
const PROSE_KEYS = new Set(['description', 'title', 'instructions', 'default', 'const', '$comment', 'name', 'mimeType']);
const PROSE_LISTS = new Set(['examples', 'enum']);
/** Schema keywords that hold sample values of the property they sit in (not the field a credential belongs to). */
const VALUE_KEYWORDS = new Set(['default', 'examples', 'example', 'const', 'enum']);
const INDEX = /^\d+$/;
/** What a tool's name written in prose holds (snake_case, or in backquotes): without one, a server's names change nothing. */
const NAMES_A_TOOL = /[_`]/;
/** Schema keywords whose keys are names the schema's author chose. */
const NAMES_BELOW = new Set(['properties', 'patternProperties', '$defs', 'definitions']);
/** Values longer than this are looked up for known credential formats without the quick test first. */
const LOOKUP_LENGTH = 48;
class StringScan {
    context;
    findings = { hidden: [], secrets: [], injected: [] };
    /** The keys and indexes of the containers above the string being read, outermost first. */
    path = [];
    mayHide;
    texts;
    /**
     * Set while the walk is inside a container whose strings are read: `_meta` (every string a value, where
     * prose is itself suspicious), an `x-` keyword's object (`x-errors`) and a schema's `examples` (objects
     * of sample arguments), whose strings may be messages or code as well as values, so prose there needs
     * the evidence a description needs. How such a string is named, after the outermost container.
     */
    inValues;
    /** The names of every tool, prompt, resource and template of the descriptor, read on first need. */
    siblings;
    vocabularies = new Map();
    constructor(context) {
        this.context = context;
        // One scan of the source proves, for most files, that no string can hide a character.
        this.mayHide = (0,_detect_hidden_js__WEBPACK_IMPORTED_MODULE_0__/* .sourceMayHide */ .TH)(context.parsed.lines.text);
        this.texts = context.runMemo(TEXTS, () => new TextCache());
    }
    run() {
        this.object(this.context.descriptor);
        return this.findings;
    }
    object(node) {
        const { path } = this;
        for (const name of Object.keys(node)) {
            if (this.mayHide && _detect_hidden_js__WEBPACK_IMPORTED_MODULE_0__/* .MAYBE_HIDDEN_QUICK */ .sF.test(name))
                this.readHidden(name, name, 'key');
            const value = node[name];
            if (typeof value === 'string')
                this.value(value, name);
            else if (typeof value === 'object' && value !== null) {
                const values = this.inValues === undefined ? this.valuesIn(name) : undefined;
                if (values)
                    this.inValues = values;
                path.push(name);
                if (Array.isArray(value))
                    this.array(value);
                else
                    this.object(value);
                path.pop();
                if (values)
                    this.inValues = undefined;
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
        if (this.mayHide && _detect_hidden_js__WEBPACK_IMPORTED_MODULE_0__/* .MAYBE_HIDDEN_QUICK */ .sF.test(text)) {
            verdicts = this.texts.get(text);
            this.addHidden(verdicts, key, 'value');
        }
        let known = null;
        if (text.length > LOOKUP_LENGTH || (0,_detect_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .maybeKnownSecret */ .Cp)(text)) {
            verdicts ??= this.texts.get(text);
            known = verdicts.secret === undefined ? (verdicts.secret = (0,_detect_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .findSecret */ .mt)(verdicts.text)) : verdicts.secret;
        }
        const secret = known ?? (text.length >= 8 ? this.inCredentialField(text, key) : null);
        if (secret)
            this.findings.secrets.push({ pointer: this.pointer(key), target: 'value', key, found: secret, text });
        if ((typeof key === 'string' ? PROSE_KEYS.has(key) || key.startsWith('x-') : PROSE_LISTS.has(this.path[this.path.length - 1])) || this.inValues)
            this.readProse(text, key, verdicts);
    }
    readHidden(text, key, target) {
        this.addHidden(this.texts.get(text), key, target);
    }
    addHidden(verdicts, key, target) {
        const hidden = verdicts.hidden === undefined ? (verdicts.hidden = (0,_detect_hidden_js__WEBPACK_IMPORTED_MODULE_0__/* .describeHidden */ .Y7)(verdicts.text)) : verdicts.hidden;
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
        if (typeof field !== 'string' || !(0,_detect_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .namesCredential */ .si)(field))
            return null;
        const name = field;
        return (0,_detect_secrets_js__WEBPACK_IMPORTED_MODULE_2__/* .findSecretField */ .uX)(text, () => name);
    }
    readProse(text, key, known) {
        const where = this.subjectOf(key);
        if (!where)
            return;
        const { subject } = where;
        // A label that runs to a sentence is prose where a value belongs (../../../../detect/labels.ts).
        const label = where.misplaced === undefined && typeof key === 'string' ? (0,_detect_labels_js__WEBPACK_IMPORTED_MODULE_5__/* .labelProse */ .EL)(key, text) : undefined;
        const misplaced = where.misplaced ?? label;
        let phrases;
        const options = { steering: subject !== INSTRUCTIONS, misplaced, label: label !== undefined };
        const verdicts = known ?? this.texts.get(text);
        // A value is read as a model reads it: an identifier that joins a sentence's words, with spaces.
        const read = misplaced === undefined ? verdicts.text : (0,_detect_labels_js__WEBPACK_IMPORTED_MODULE_5__/* .valueReading */ .il)(verdicts.text);
        // The phrases depend on the text and the options only: a value's evidence names what it is read as
        // ("prose in an enum value"), so a value's are kept by that name, and server instructions (read
        // without steering) apart from prose. Sample values repeat in every schema and file as prose does.
        if (subject === INSTRUCTIONS || misplaced !== undefined) {
            const as = misplaced ?? INSTRUCTIONS;
            verdicts.phrasesAs ??= new Map();
            phrases = verdicts.phrasesAs.get(as) ?? (0,_detect_phrases_js__WEBPACK_IMPORTED_MODULE_1__/* .findInjectedPhrases */ .op)(read, options);
            verdicts.phrasesAs.set(as, phrases);
            // The server's names tell its own tools from other servers' (../../../../detect/evidence.ts): they differ by file, so what they
            // add is not cached. A server that lists no name has none to tell apart.
            if (phrases.length === 0 && subject === INSTRUCTIONS && NAMES_A_TOOL.test(read)) {
                const vocabulary = this.serverVocabulary();
                if (vocabulary.own.size > 0)
                    phrases = (0,_detect_phrases_js__WEBPACK_IMPORTED_MODULE_1__/* .findInjectedPhrases */ .op)(read, { ...options, vocabulary });
            }
        }
        else
            phrases = verdicts.phrases ??= (0,_detect_phrases_js__WEBPACK_IMPORTED_MODULE_1__/* .findInjectedPhrases */ .op)(verdicts.text, options);
        // The vocabulary only takes evidence away, so a text with no phrase is read once for every tool that holds it.
        if (phrases.length > 0 && options.steering) {
            const vocabulary = this.vocabularyAt();
            // A parameter's own description (…/properties/<name>/description) speaks of what that parameter is named for.
            const field = key === 'description' && this.path[this.path.length - 2] === 'properties' ? this.path[this.path.length - 1] : undefined;
            if (vocabulary)
                phrases = (0,_detect_phrases_js__WEBPACK_IMPORTED_MODULE_1__/* .findInjectedPhrases */ .op)(read, { ...options, vocabulary: typeof field === 'string' ? { ...vocabulary, field } : vocabulary });
        }
        if (phrases.length > 0)
            this.findings.injected.push({ pointer: this.pointer(key), target: 'value', key, found: { subject, phrases } });
    }
    /**
     * How a message starts ("This description contains") and, for a string where a value belongs rather
     * than prose, what to call it; undefined when the string is neither prose a client shows the model
     * nor such a value.
     */
    /** Whether the container at `name` holds values only (see inValues), and how they are named. */
    valuesIn(name) {
        // A property named `examples` or `x-…` is a name, not the keyword.
        if (NAMES_BELOW.has(this.path[this.path.length - 1]))
            return undefined;
        if (name === '_meta')
            return { subject: META, misplaced: 'a _meta value' };
        if (name.startsWith('x-'))
            return { subject: EXTENSION };
        if (name === 'examples' && this.path.some(isSchemaKey))
            return { subject: SCHEMA_VALUE.examples };
        return undefined;
    }
    subjectOf(key) {
        const { path } = this;
        // An item of a schema's examples list is a value, as the keyword's own items are read below.
        if (this.inValues && (this.inValues.misplaced !== undefined || typeof key !== 'number' || path[path.length - 1] !== 'examples'))
            return this.inValues;
        if (typeof key === 'string' && key.startsWith('x-'))
            return { subject: EXTENSION, misplaced: `an ${key} value` };
        if (key === '$comment')
            return { subject: COMMENT, misplaced: VALUE_NAME.$comment };
        if (key === 'mimeType')
            return { subject: MIME_TYPE, misplaced: 'a MIME type' };
        // A prompt's or resource's name is a label a client lists to users and the model, read as a description
        // is: servers name prompts by what a user might say ("deploy my app"), so prose alone is no sign there.
        if (key === 'name')
            return path.length === 2 && NAMED_LISTS.has(path[0]) && typeof path[1] === 'number' ? { subject: NAME } : undefined;
        if (key !== 'description' && key !== 'title' && key !== 'instructions') {
            // A schema's default or const, or an item of its examples or enum.
            const field = typeof key === 'number' ? path[path.length - 1] : key;
            if (typeof field !== 'string' || !(field in SCHEMA_VALUE) || (typeof key === 'number') === (field === 'default' || field === 'const'))
                return undefined;
            if (!isSchemaKey(key) && !path.some(isSchemaKey))
                return undefined;
            const parameter = typeof key === 'number' ? path[path.length - 2] : path[path.length - 1];
            if (path[path.length - (typeof key === 'number' ? 3 : 2)] === 'properties' && holdsProse(parameter))
                return { subject: SCHEMA_VALUE[field] };
            return { subject: SCHEMA_VALUE[field], misplaced: VALUE_NAME[field] };
        }
        // Interaction examples (/tools/N/interactionExamples/…) are sample data: a tool result may quote anything.
        if (path.length > 2 && path[0] === 'tools' && INDEX.test(String(path[1])) && path[2] === 'interactionExamples')
            return undefined;
        if (path.length === 0 && key === 'instructions')
            return { subject: INSTRUCTIONS };
        return key === 'description' ? { subject: 'This description contains' } : key === 'title' ? { subject: 'This title contains' } : undefined;
    }
    /** The server instructions' vocabulary: every name of the server is their own. */
    serverVocabulary() {
        this.siblings ??= serverNames(this.context.descriptor, this.context.parsed.serverNames?.());
        return { own: this.siblings, siblings: new Set() };
    }
    /** The vocabulary of the tool or prompt the walk is in (see ../../../../detect/vocabulary.ts), made once per item. */
    vocabularyAt() {
        const [list, index] = this.path;
        if ((list !== 'tools' && list !== 'prompts') || typeof index !== 'number')
            return undefined;
        const key = `${list}/${index}`;
        let vocabulary = this.vocabularies.get(key);
        if (vocabulary === undefined) {
            this.siblings ??= serverNames(this.context.descriptor, this.context.parsed.serverNames?.());
            const item = this.context.descriptor[list][index];
            const own = ownNames(item);
            const siblings = new Set([...this.siblings].filter((name) => !own.has(name)));
            const name = typeof item === 'object' && item !== null ? item.name : undefined;
            vocabulary = typeof name === 'string' ? { own, siblings, name } : { own, siblings };
            this.vocabularies.set(key, vocabulary);
        }
        return vocabulary;
    }
    pointer(key) {
        let pointer = '';
        for (const segment of this.path)
            pointer += `/${(0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeSegment */ .pv)(segment)}`;
        return `${pointer}/${(0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_6__/* .escapeSegment */ .pv)(key)}`;
    }
}
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
/**
 * The names of the server's tools, prompts, resources and resource templates: the descriptor's, and for a
 * source file those its server registers in its other files (`more`).
 */
function serverNames(descriptor, more) {
    const names = new Set(more);
    for (const list of ['tools', 'prompts', 'resources', 'resourceTemplates'])
        if (Array.isArray(descriptor[list]))
            for (const item of descriptor[list])
                if (isObject(item) && typeof item.name === 'string')
                    names.add(item.name);
    return names;
}
/** A tool's or prompt's own name, its arguments' names, and the property names at any depth of its schemas. */
function ownNames(item) {
    const names = new Set();
    if (!isObject(item))
        return names;
    if (typeof item.name === 'string')
        names.add(item.name);
    if (Array.isArray(item.arguments))
        for (const argument of item.arguments)
            if (isObject(argument) && typeof argument.name === 'string')
                names.add(argument.name);
    // Every node once, on an explicit stack: a schema's depth is the file's, which the parser bounds.
    const stack = [item.inputSchema, item.outputSchema];
    while (stack.length > 0) {
        const node = stack.pop();
        if (Array.isArray(node))
            for (const element of node)
                stack.push(element);
        else if (isObject(node))
            for (const [key, value] of Object.entries(node)) {
                if (key === 'properties' && isObject(value))
                    for (const name of Object.keys(value))
                        names.add(name);
                if (typeof value === 'object' && value !== null)
                    stack.push(value);
            }
    }
    return names;
}
/** The last word of a parameter's name that says it holds text for a model or a reader: a prompt, an instruction, a message, a template. */
const PROSE_FIELD = /(?:^|[_\-.])(?:prompt|instruction|message|template|persona|greeting|text|body|content)s?$/i;
const PROSE_FIELD_CAMEL = /[a-z](?:Prompt|Instruction|Message|Template|Persona|Greeting|Text|Body|Content)s?$/;
/**
 * Whether a parameter's job is to hold prose (`instruction`, `system_prompt`, `bodyText`): its default is a
 * sample of the text it takes, as another program's prompt, not prose where a value belongs. What the
 * text says is still read as any description is.
 */
function holdsProse(parameter) {
    return typeof parameter === 'string' && (PROSE_FIELD.test(parameter) || PROSE_FIELD_CAMEL.test(parameter));
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

/***/ 9440:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ checkDefinition),
/* harmony export */   u: () => (/* binding */ definitionExists)
/* harmony export */ });
/* harmony import */ var _model_check_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4662);
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
