// mcpdesc chunk f0d283130b826e9637b2195e2c299c06bb3a009542111086bec78cbba4c97b0a
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 5131;
__mcpdesc_chunk.ids = [5131];
__mcpdesc_chunk.modules = {

/***/ 5037:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GP: () => (/* binding */ openCatalogue),
/* harmony export */   d$: () => (/* binding */ prebuiltCatalogue),
/* harmony export */   vq: () => (/* binding */ catalogueOf)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/**
 * The catalogue as a run opens it. The bundles in dist/ carry it already read, as JSON beside them
 * (written by scripts/bundle.js from the same YAML): reading YAML would be most of the CLI's start-up,
 * and checking it needs every format's model (catalogue.ts), which this module, the one a bundle
 * loads, never imports.
 */



/** Built at run time, so the bundler leaves the file where it is instead of bundling it as an asset. */
const PREBUILT = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(__mcpdesc_import_meta_url)), 'catalogue.json');
/** The catalogue prebuilt beside this module, when running from a bundle. */
function prebuiltCatalogue() {
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(PREBUILT) ? catalogueOf(JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(PREBUILT, 'utf8'))) : undefined;
}
/** The package's own rules, which do not change while the process runs: callers that run many lints in one process (tests) read them once. */
let opened;
/** The catalogue: prebuilt when running from a bundle, else the package's rules/*.yaml. */
function openCatalogue() {
    opened ??= (async () => prebuiltCatalogue() ?? (await Promise.all(/* import() */[__webpack_require__.e(9586), __webpack_require__.e(9490), __webpack_require__.e(6084)]).then(__webpack_require__.bind(__webpack_require__, 6084))).loadCatalogue())();
    return opened;
}
function catalogueOf(rules) {
    const byId = new Map(rules.map((r) => [r.id, r]));
    if (byId.size !== rules.length)
        throw new Error('rules/*.yaml: a rule id appears twice');
    return { rules, get: (id) => byId.get(id) };
}


/***/ }),

/***/ 7540:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Qx: () => (/* binding */ packageReportContext)
});

// UNUSED EXPORTS: REPOSITORY_URL, packageDocsRef, ruleDocUrl

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/catalogue/package-root.ts
var package_root = __webpack_require__(5726);
;// CONCATENATED MODULE: ./src/catalogue/release.ts
/**
 * What a release is, decided in one place: a version X.Y.Z is released when CHANGELOG.md has a dated
 * section for it ("## [X.Y.Z] - YYYY-MM-DD"). The release workflow (scripts/release.ts) refuses to tag
 * a version without one, so a build whose version has such a section is one the tag vX.Y.Z points at,
 * and its reports link to that tag's docs; any other build links to main.
 */
/** A release tag as the release workflow accepts it: vX.Y.Z, no pre-release or build suffix. */
const TAG = /^v(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})$/;
function parseReleaseTag(tag) {
    const match = TAG.exec(tag);
    if (!match)
        throw new Error(`${JSON.stringify(tag)} is not a release tag: release tags are vX.Y.Z (for example v1.2.3), with no suffix.`);
    return { tag, version: tag.slice(1), majorTag: `v${match[1]}` };
}
/**
 * The body of the CHANGELOG section "## [version] - date", without its heading, up to the next "## "
 * heading; undefined when there is no dated section for the version.
 */
function changelogSection(changelog, version) {
    const lines = changelog.split(/\r?\n/);
    const heading = `## [${version}] - `;
    const start = lines.findIndex((line) => line.startsWith(heading) && /^\d{4}-\d{2}-\d{2}$/.test(line.slice(heading.length).trim()));
    if (start === -1)
        return undefined;
    const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
    // Link references ("[1.2.3]: https://...") at the end of the file belong to no section.
    const body = lines.slice(start + 1, end === -1 ? undefined : end).filter((line) => !/^\[[^\]]+\]: /.test(line));
    return body.join('\n').trim();
}
/** The git ref whose docs describe a build of `version`: its release tag, or main when it is not released. */
function docsRef(version, changelog) {
    return changelog !== undefined && TAG.test(`v${version}`) && changelogSection(changelog, version) !== undefined ? `v${version}` : 'main';
}

;// CONCATENATED MODULE: ./src/catalogue/report-context.ts




const REPOSITORY_URL = 'https://github.com/mcpdesc/mcpdesc';
/** Where a rule's generated page is published at a git ref (a release tag, or main). */
function ruleDocUrl(ruleId, ref) {
    return `${REPOSITORY_URL}/blob/${ref}/docs/rules/${ruleId}.md`;
}
/** The ref whose docs describe the installed package: its release tag when CHANGELOG.md says it is released (see release.ts). */
function packageDocsRef() {
    let changelog;
    try {
        changelog = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)((0,package_root/* packageRoot */.Z)(), 'CHANGELOG.md'), 'utf8');
    }
    catch {
        changelog = undefined;
    }
    return docsRef((0,package_root/* packageVersion */.T)(), changelog);
}
/** Reporter context backed by the installed package: its version and its generated rule pages. */
function packageReportContext(catalogue) {
    const toolVersion = (0,package_root/* packageVersion */.T)();
    // CHANGELOG.md is read for the first link a report prints: a clean run's text report prints none.
    let ref;
    const pages = new Map();
    return {
        toolVersion,
        catalogue,
        ruleHelpUri: (ruleId) => ruleDocUrl(ruleId, (ref ??= packageDocsRef())),
        ruleHelpMarkdown(ruleId) {
            if (!pages.has(ruleId)) {
                let page;
                try {
                    page = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)((0,package_root/* packageRoot */.Z)(), 'docs', 'rules', `${ruleId}.md`), 'utf8');
                }
                catch {
                    page = undefined;
                }
                pages.set(ruleId, page);
            }
            return pages.get(ruleId);
        },
    };
}


/***/ }),

/***/ 6293:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   rulePage: () => (/* binding */ rulePage),
/* harmony export */   rules: () => (/* binding */ rules)
/* harmony export */ });
/* harmony import */ var _catalogue_catalogue_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6084);
/* harmony import */ var _catalogue_report_context_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7540);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4976);
/* harmony import */ var _util_suggest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7406);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7593);
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1654);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(577);
/** `mcpdesc rules [id] [--format text|json]`: the rule catalogue, or one rule's page. */







function rules(argv, io) {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .parseCommand */ .R)('rules', argv, _commands_js__WEBPACK_IMPORTED_MODULE_4__/* .RULES_OPTIONS */ .ZM);
    const format = values.format ?? 'text';
    if (format !== 'text' && format !== 'json')
        throw new _common_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`mcpdesc rules --format must be ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_6__/* .listOf */ .c3)(['text', 'json'])}, not ${JSON.stringify(format)}.`);
    if (positionals.length > 1)
        throw new _common_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`mcpdesc rules takes one rule id at most, not ${positionals.length}. See mcpdesc rules --help.`);
    const catalogue = (0,_catalogue_catalogue_js__WEBPACK_IMPORTED_MODULE_0__.loadCatalogue)();
    const context = (0,_catalogue_report_context_js__WEBPACK_IMPORTED_MODULE_1__/* .packageReportContext */ .Qx)(catalogue);
    const entry = (rule) => ({ ...rule, helpUri: context.ruleHelpUri(rule.id) });
    if (positionals.length === 0) {
        if (format === 'json')
            io.stdout(`${JSON.stringify({ version: context.toolVersion, rules: catalogue.rules.map(entry) }, null, 2)}\n`);
        else
            for (const rule of catalogue.rules)
                io.stdout(`${rule.id}\t${rule.level}\t${rule.title}\n`);
        return _common_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .dc.ok;
    }
    const rule = knownRule(positionals[0], catalogue);
    if (format === 'json')
        io.stdout(`${JSON.stringify(entry(rule), null, 2)}\n`);
    else
        io.stdout(rulePage(rule, context));
    return _common_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .dc.ok;
}
/** The rule's generated page, or one built from its catalogue entry where docs/ is not installed (the npm package ships none). */
function rulePage(rule, context) {
    const page = context.ruleHelpMarkdown(rule.id) ?? catalogueOnlyPage(rule, context.ruleHelpUri(rule.id));
    return page.endsWith('\n') ? page : `${page}\n`;
}
function knownRule(id, catalogue) {
    const rule = catalogue.get(id);
    if (rule)
        return rule;
    const near = (0,_util_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .closest */ .k)(id, catalogue.rules.map((r) => r.id), 3);
    throw new _common_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`no rule ${JSON.stringify(id)}.${near ? ` Did you mean ${JSON.stringify(near)}?` : ''} mcpdesc rules lists every rule id.`);
}
/** The catalogue's own words, without the generated examples. */
function catalogueOnlyPage(rule, uri) {
    return [
        `# ${rule.title}`,
        '',
        rule.summary,
        '',
        `> ${rule.statement}`,
        '',
        `How to fix: ${rule.fix}`,
        '',
        `Rule ID: ${rule.id}`,
        `Level: ${rule.requirement} (${rule.level})`,
        `Formats: ${rule.formats.join(', ')}`,
        ...(rule.versions.length > 0 ? [`Versions: ${rule.versions.join(', ')}`] : []),
        ...(rule.spec ? [`Specification: ${rule.spec}`] : []),
        `Documentation: ${uri}`,
        '',
    ].join('\n');
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
 * one input character at a time, so it costs O(input length \u00d7 states) for every input, the same bound
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
/** ECMA-262 pattern \u2192 RE2 syntax; undefined for constructs RE2 lacks (lookaround, backreferences). */
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


/***/ })

};

})
