// mcpdesc chunk a132f5cd2a6bbc79f188556d0d5d0cec4841a9b4b1c84da6b37632757d25d7e0
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 3515;
__mcpdesc_chunk.ids = [3515];
__mcpdesc_chunk.modules = {

/***/ 6582:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IM: () => (/* binding */ formatNamedBy),
/* harmony export */   L8: () => (/* binding */ classify),
/* harmony export */   rg: () => (/* binding */ pathMatches)
/* harmony export */ });
/* unused harmony exports namedBy, looksLike */
/* harmony import */ var _util_glob_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3596);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);


/** Each list of globs compiled once, when first matched: a format's `paths` and `namedBy` are often the same list. */
const MATCHERS = new WeakMap();
function matcherOf(globs) {
    let found = MATCHERS.get(globs);
    if (!found) {
        found = (0,_util_glob_js__WEBPACK_IMPORTED_MODULE_0__/* .globMatcher */ .f)(globs);
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
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value))
        return value === null ? 'an empty document' : `the document is ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .describeValue */ .bp)(value)}`;
    const keys = Object.keys(value);
    if (keys.length === 0)
        return 'an empty object';
    const shown = keys
        .slice(0, 4)
        .map((k) => JSON.stringify(k.length > 30 ? `${k.slice(0, 29)}\u2026` : k))
        .join(', ');
    return `an object with ${shown}${keys.length > 4 ? `, and ${keys.length - 4} more ${keys.length === 5 ? 'key' : 'keys'}` : ''}`;
}


/***/ }),

/***/ 6663:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hL: () => (/* binding */ READ_NOTHING),
  zB: () => (/* binding */ crashed),
  pY: () => (/* binding */ prepareSource),
  rS: () => (/* binding */ syntaxOf),
  O$: () => (/* binding */ unreadable)
});

// UNUSED EXPORTS: ALL_NEEDS, INTERNAL_RULE, UNKNOWN_FORMAT_RULE

// EXTERNAL MODULE: ./src/formats/loaders.ts + 1 modules
var loaders = __webpack_require__(9189);
// EXTERNAL MODULE: ./src/parse/parse.ts + 12 modules
var parse = __webpack_require__(9482);
// EXTERNAL MODULE: ./src/formats/source/shared.ts
var shared = __webpack_require__(8403);
// EXTERNAL MODULE: ./src/formats/types.ts
var types = __webpack_require__(7857);
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

// EXTERNAL MODULE: ./src/engine/classify.ts
var classify = __webpack_require__(6582);
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
    const classified = (0,classify/* classify */.L8)(formats, path, parsed.value);
    // A file at a format's path that is past the parse limits is that format's, reported as past them: else
    // a pull request could pad a server.json (which only its content tells apart) to pass unchecked.
    const format = classified.format ?? (parsed.problems.some((p) => p.kind === 'limits') ? formats.find((f) => (0,classify/* pathMatches */.rg)(f, path)) : undefined);
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
    return formats.find((f) => f.program !== undefined && (0,classify/* pathMatches */.rg)(f, path));
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
    const named = (0,classify/* formatNamedBy */.IM)(formats, path);
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
        return (0,classify/* formatNamedBy */.IM)(formats, path)?.syntax === 'jsonc' ? 'jsonc' : 'json';
    if (/\.ya?ml$/i.test(path))
        return 'yaml';
    if (/\.toml$/i.test(path))
        return 'toml';
    return (0,classify/* formatNamedBy */.IM)(formats, path)?.syntax ?? 'yaml';
}
function unknownFormatMessage(why) {
    return `mcpdesc does not know this file: ${why}. It checks MCP descriptors, registry server.json files, MCPB manifests, Server Cards and the MCP configurations of Claude Code, VS Code, Cursor and other clients (docs/formats.md lists them with their paths). Name a file of one of them, or leave this one out of the paths to lint.`;
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

// EXTERNAL MODULE: ./src/formats/types.ts
var types = __webpack_require__(7857);
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
            // format, multipleOf, oneOf, not, references\u2026: ajv's to decide.
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
var lib = __webpack_require__(9605);
;// CONCATENATED MODULE: ./src/engine/suppress.ts
/**
 * Suppressions: inline comments (`# mcpdesc-disable-next-line <rule> -- <reason>`, `mcpdesc-disable` \u2026
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
            message: `"${word}" is not a suppression comment mcpdesc knows, so it suppresses nothing.${near ? ` Did you mean "${near}"?` : ''} Write mcpdesc-disable-next-line, mcpdesc-disable \u2026 mcpdesc-enable, or mcpdesc-disable-file, then a rule id and " -- " with the reason.`,
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
    return { kind, rules, reason: reason.length > MAX_REASON ? `${reason.slice(0, MAX_REASON - 1)}\u2026` : reason };
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
            return redacted.length > MAX_MESSAGE ? `${redacted.slice(0, MAX_MESSAGE - 1)}\u2026` : redacted;
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
        const message = printable.length > MAX_MESSAGE ? `${printable.slice(0, MAX_MESSAGE - 1)}\u2026` : printable;
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
 * or above it (inside the workspace) that holds a package manifest \u2014 package.json, pyproject.toml,
 * Cargo.toml, go.mod or a *.csproj \u2014 else the file's own folder. A server.json, an MCPB manifest.json and a
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

/***/ 8403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XR: () => (/* binding */ namesSdk),
/* harmony export */   jf: () => (/* binding */ sharedExtraction),
/* harmony export */   vZ: () => (/* binding */ knownNoSdk)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7857);
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

/***/ 8821:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ah: () => (/* binding */ KEPT_PER_FILE),
/* harmony export */   DZ: () => (/* binding */ capFile),
/* harmony export */   bG: () => (/* binding */ RunBudget),
/* harmony export */   vc: () => (/* binding */ KEPT_PER_RUN)
/* harmony export */ });
/* harmony import */ var _engine_finding_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3628);
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

/***/ 4299:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gt: () => (/* binding */ displayPath),
/* harmony export */   Q_: () => (/* binding */ discoverAmong),
/* harmony export */   k4: () => (/* binding */ discover)
/* harmony export */ });
/* unused harmony exports SKIPPED_DIRECTORIES, toPosix */
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
/**
 * Folders that never hold a project's own descriptors or servers. `vendor` holds copies of other
 * projects' code (Go modules, Composer, Bundler): findings there would land on code the user does not own.
 */
const SKIPPED_DIRECTORIES = new Set([
    'node_modules',
    'vendor',
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

/***/ 3515:
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
// EXTERNAL MODULE: ./src/formats/types.ts
var types = __webpack_require__(7857);
// EXTERNAL MODULE: ./src/engine/prepare.ts + 3 modules
var prepare = __webpack_require__(6663);
// EXTERNAL MODULE: ./src/formats/loaders.ts + 1 modules
var loaders = __webpack_require__(9189);
// EXTERNAL MODULE: ./src/formats/consistency/group.ts
var consistency_group = __webpack_require__(2200);
// EXTERNAL MODULE: ./src/runner/config.ts + 1 modules
var runner_config = __webpack_require__(6314);
// EXTERNAL MODULE: ./src/engine/test-source.ts
var test_source = __webpack_require__(260);
// EXTERNAL MODULE: ./src/util/glob.ts
var glob = __webpack_require__(3596);
;// CONCATENATED MODULE: ./src/runner/tests-included.ts
/**
 * Whether the run's include globs ask for a test folder's files. Tests and their fixtures are listed,
 * not checked, when a folder search finds them; a glob of one's own that names the folder
 * (`tests/fixtures/**`, `**\/test/server.json`) asks for them, as a path named on the command line does.
 * The default include globs (every format's usual paths) name no test folder.
 */


/** Matchers of the globs that name each test folder, per include list (one per run). */
const MATCHERS = new WeakMap();
/** Whether a root-relative path is in a test folder that one of `include` names and matches. */
function testsIncluded(include, path) {
    const folder = (0,test_source/* testFolder */.h)(path);
    if (folder === undefined)
        return false;
    let byFolder = MATCHERS.get(include);
    if (!byFolder)
        MATCHERS.set(include, (byFolder = new Map()));
    let matches = byFolder.get(folder);
    if (!matches)
        byFolder.set(folder, (matches = (0,glob/* globMatcher */.f)(include.filter((glob) => glob.split('/').includes(folder)))));
    return matches(path);
}

// EXTERNAL MODULE: ./src/runner/discover.ts
var discover = __webpack_require__(4299);
// EXTERNAL MODULE: ./src/engine/classify.ts
var classify = __webpack_require__(6582);
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
function programAt(path) {
    return loaders/* FORMAT_INFOS */.MV.find((format) => format.program !== undefined && (0,classify/* pathMatches */.rg)(format, path));
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
    const sources = [...changed].filter((path) => programAt(path) !== undefined);
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
    const others = files.filter((file) => file.unlisted === undefined && !changed.has(file.path) && programAt(file.path) !== undefined && linted(file.path));
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
        const format = programAt(path);
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
 * A text's lines that import (`import`, `from \u2026 import`, `require(`, `export \u2026 from`; Rust's `use` and
 * `mod`; C#'s `WithTools`, `AddHandler` and tool attributes), joined, with the lines of a group an import line leaves open (Go's `import (`, Python's `from .
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
/**
 * C# imports namespaces, not files: a file's tool class is named where it is handed the SDK (`WithTools<Notes>()`),
 * a ModelContextProtocol.NET handler's where it is registered (`AddHandler<FireToolHandler>()`), a class of
 * constants where a tool attribute names one (`[McpServerTool(Name = ToolNames.Echo)]`, `[Description(\u2026)]`).
 */
const CSHARP_IMPORT_LINE = /\b(?:WithTools|AddHandler|McpServerTool|Description)\b/;
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
// EXTERNAL MODULE: ./src/util/v8-flags.ts
var v8_flags = __webpack_require__(4122);
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
function heapCap(setFlags = v8_flags/* setV8Flags */.E) {
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
function readingSource(setFlags = v8_flags/* setV8Flags */.E, v8 = process.versions.v8) {
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
 * Lints files on disk: discover \u2192 read (safely) \u2192 lint each in the engine. Returns data; printing and
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
        const results = all.filter((r) => !r.unlisted || (nothing && r.skipped === prepare/* READ_NOTHING */.hL)).map((r) => (r.unlisted ? { ...r, unlisted: undefined } : r));
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
    return (0,prepare/* crashed */.zB)(file.path, why, engineOptions(file, options));
}
async function lintFile(file, options) {
    const read = file.unlisted ? (0,runner_read/* unlistedFolder */.H8)(file.unlisted) : (0,runner_read/* readDescriptor */.qq)(file.absolute, options.root, options.config.limits.maxFileBytes, options.reads);
    return lintRead(file, read, options);
}
/** Lints what was read for a file (from disk, or from a stream such as standard input). */
async function lintRead(file, read, options) {
    // A file that could not be read at all is reported whatever its name: it is not known to be no MCP file.
    if (!read.ok)
        return (0,prepare/* unreadable */.O$)(file.path, read, engineOptions(read.code ? { ...file, explicit: true } : file, options));
    // The format's rules load when the first file of the format is checked.
    const prepared = (0,prepare/* prepareSource */.pY)(file.path, read.text, engineOptions(file, options), loaders/* FORMAT_INFOS */.MV);
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
        settings: (0,runner_config.settingsFor)(config, file.path),
        limits: config.limits,
        ignore: (0,runner_config.ignoresFor)(config, file.path),
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
    return new URL(__mcpdesc_import_meta_url.endsWith('.ts') ? './worker.ts' : './worker.js', __mcpdesc_import_meta_url).href;
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


/***/ })

};

})
