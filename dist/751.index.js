export const id = 751;
export const ids = [751];
export const modules = {

/***/ 6659:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  lH: () => (/* reexport */ INTERNAL_RULE),
  zB: () => (/* binding */ crashed),
  nr: () => (/* binding */ lintSource),
  O$: () => (/* binding */ unreadable)
});

// UNUSED EXPORTS: ALL_NEEDS, UNKNOWN_FORMAT_RULE, syntaxOf

// EXTERNAL MODULE: ./src/formats/index.ts + 172 modules
var src_formats = __webpack_require__(3654);
// EXTERNAL MODULE: ./src/parse/parse.ts + 7 modules
var parse = __webpack_require__(3565);
// EXTERNAL MODULE: ./src/formats/types.ts + 1 modules
var types = __webpack_require__(5344);
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

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
;// CONCATENATED MODULE: ./src/engine/classify.ts
/**
 * Which format a file is: by its content first, then by its path. A file whose content is unmistakably
 * one format is that format wherever it sits; content several formats share (an `mcpServers` map) goes
 * to the format whose path it is at, else to the generic server list; a file whose content fits nothing
 * is still its format when its name alone says so (a broken `*.mcp.json` is a broken descriptor), and
 * otherwise no MCP file at all.
 */


const MATCHERS = new WeakMap();
function matchersOf(format) {
    let found = MATCHERS.get(format);
    if (!found) {
        const compile = (globs) => (globs.length > 0 ? picomatch_default()([...globs], { dot: true }) : () => false);
        found = { paths: compile(format.paths), namedBy: compile(format.namedBy) };
        MATCHERS.set(format, found);
    }
    return found;
}
/** Paths outside the root (`../other/.mcp.json`) are matched from their first segment that is not `..`. */
function matchable(path) {
    return path.replace(/^(?:\.\.\/)+/, '');
}
function pathMatches(format, path) {
    return matchersOf(format).paths(matchable(path));
}
function namedBy(format, path) {
    return matchersOf(format).namedBy(matchable(path));
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
    // Paths are matched only among the formats the content fits: globs cost more than recognising.
    const recognized = formats.map((format) => ({ format, recognition: format.recognize(value) }));
    const certain = recognized.filter((v) => v.recognition === 'certain').map((v) => v.format);
    if (certain.length === 1)
        return { format: certain[0] };
    if (certain.length > 1)
        return { format: certain.find((f) => pathMatches(f, path)) ?? certain[0] };
    const likely = recognized.filter((v) => v.recognition === 'likely').map((v) => v.format);
    const atPath = likely.find((f) => pathMatches(f, path));
    if (atPath)
        return { format: atPath };
    // Content several formats share (a list of servers), at a path none of them reads: the format that
    // claims no name of its own takes it, even from the format its name says (`server.mcp.json`).
    const generic = likely.find((f) => f.namedBy.length === 0);
    if (generic)
        return { format: generic };
    const named = formatNamedBy(formats, path);
    if (named)
        return { format: named };
    return { why: `its content is no MCP format mcpdesc knows (${looksLike(value)})` };
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

// EXTERNAL MODULE: ./src/parse/lines.ts
var parse_lines = __webpack_require__(2060);
// EXTERNAL MODULE: ./src/schema/budget.ts
var schema_budget = __webpack_require__(3814);
// EXTERNAL MODULE: ./src/util/lazy-require.ts
var lazy_require = __webpack_require__(6050);
// EXTERNAL MODULE: ./src/util/suggest.ts
var suggest = __webpack_require__(7406);
;// CONCATENATED MODULE: ./src/schema/plain-instance.ts

/** Keywords that never affect validity. */
const ANNOTATIONS = new Set(['title', 'description', '$comment', 'default', 'examples', 'readOnly', 'writeOnly', 'deprecated']);
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
        case 'additionalProperties': {
            if (!(0,json/* isObject */.Gv)(instance))
                return true;
            const declared = (0,json/* isObject */.Gv)(schema.properties) ? schema.properties : {};
            return Object.keys(instance).every((name) => (0,json/* hasOwn */.$3)(declared, name) || plainlyValid(value, instance[name], regExp, depth + 1));
        }
        default:
            // format, multipleOf, composition, references…: ajv's to decide.
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
var dialects = __webpack_require__(5016);
;// CONCATENATED MODULE: ./src/schema/plain-schema.ts
/**
 * A quick meta-schema check for the schemas nearly every descriptor has: objects of typed properties
 * with descriptions, enums and simple bounds. When every keyword is one of these and its value is of
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
    return Array.isArray(value) && value.length > 0 && value.every((t) => typeof t === 'string' && TYPES.has(t)) && new Set(value).size === value.length;
}
/** draft-07 asks for at least one value, all different. */
function isEnum(value) {
    return Array.isArray(value) && value.length > 0 && value.length <= 64 && value.every((v, i) => value.findIndex((w) => (0,json/* jsonEqual */.Zm)(v, w)) === i);
}
function isNames(value) {
    return Array.isArray(value) && value.every(isString) && new Set(value).size === value.length;
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
/** True only when the schema is certainly valid against its dialect's meta-schema; false means "ask ajv". */
function isPlainValidSchema(schema) {
    return plain(schema, 0, undefined);
}
/**
 * For a plain schema, its facts (walk.ts) found in the same pass that finds it plain, so the checker
 * walks it once; undefined when it is not plain. A plain schema has no references, anchors or
 * `patternProperties`: only its unknown keywords, patterns and formats are left to collect.
 */
function plainSchemaFacts(schema, dialect) {
    const facts = { refs: [], patterns: [], unknownKeywords: [], formats: [], usesIdentifiers: false };
    return plain(schema, 0, { facts, keywords: dialects/* KEYWORDS */.d6[dialect], path: [] }) ? facts : undefined;
}
function plain(schema, depth, collect) {
    if (typeof schema === 'boolean')
        return true;
    if (!(0,json/* isObject */.Gv)(schema) || depth > 32)
        return false;
    const keys = Object.keys(schema);
    // In walk.ts's order: a node's own facts, then its subschemas'.
    if (collect)
        record(schema, keys, collect);
    for (const key of keys) {
        const value = schema[key];
        const check = VALUES.get(key);
        if (check) {
            if (!check(value))
                return false;
        }
        else if (key === 'properties') {
            if (!(0,json/* isObject */.Gv)(value))
                return false;
            collect?.path.push(key);
            for (const name of Object.keys(value)) {
                collect?.path.push(name);
                if (!plain(value[name], depth + 1, collect))
                    return false;
                collect?.path.pop();
            }
            collect?.path.pop();
        }
        else if (key === 'items' || key === 'additionalProperties') {
            collect?.path.push(key);
            if (!plain(value, depth + 1, collect))
                return false;
            collect?.path.pop();
        }
        else if (!key.startsWith('x-')) {
            // Any other keyword (and any other unknown key) is left to ajv.
            return false;
        }
    }
    return true;
}
function record(node, keys, { facts, keywords, path }) {
    let prefix;
    const at = (key) => (0,pointer/* joinPointer */.Kn)((prefix ??= path.length === 0 ? '' : (0,pointer/* joinPointer */.Kn)('', ...path)), key);
    for (const key of keys) {
        if (!keywords.has(key) && !key.startsWith('x-'))
            facts.unknownKeywords.push({ pointer: at(key), keyword: key });
    }
    if (typeof node.pattern === 'string')
        facts.patterns.push({ pointer: at('pattern'), pattern: node.pattern, target: 'value' });
    if (typeof node.format === 'string')
        facts.formats.push({ pointer: at('format'), format: node.format });
}

// EXTERNAL MODULE: ./src/schema/messages.ts
var messages = __webpack_require__(4443);
// EXTERNAL MODULE: ./src/schema/regex.ts + 1 modules
var regex = __webpack_require__(8580);
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
    const keywords = dialects/* KEYWORDS */.d6[dialect];
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

;// CONCATENATED MODULE: ./src/schema/json-schema.ts









/**
 * Compiles and caches descriptor schemas. One checker serves a whole run. Plain schemas, nearly all of
 * them, are cheap to check, so they are remembered per schema object; the others, which ajv compiles,
 * per (dialect, schema text), so the same schema in many tools and files compiles once.
 */
class JsonSchemaChecker {
    regExp;
    maxCached;
    ajvs = new Map();
    compiled = new Map();
    known = new WeakMap();
    constructor(options = {}) {
        this.regExp = options.regExp ?? (0,regex/* budgetedRegExp */.K8)();
        this.maxCached = options.maxCached ?? 1000;
    }
    /**
     * Compile `schema` as `dialect`. A root `$schema` is ignored: the caller has chosen the dialect.
     * A schema not compiled before is charged to `budget` first, and refused when it does not fit.
     */
    compile(schema, dialect, budget) {
        if (!(0,json/* isObject */.Gv)(schema) && typeof schema !== 'boolean') {
            return { ok: false, problems: [{ pointer: '', target: 'value', message: 'must be a JSON Schema: an object, or true or false.' }] };
        }
        const stripped = withoutDialect(schema);
        // Charged before any cache is asked, so a file's budget never depends on what was checked before it.
        const refused = (0,json/* isObject */.Gv)(schema) ? budget?.admit(schema, stripped) : undefined;
        if (refused)
            return { ok: false, problems: [refused] };
        const known = (0,json/* isObject */.Gv)(schema) ? this.knownOf(schema, dialect) : undefined;
        if (known?.plain)
            return known.plain;
        if (known && !known.notPlain) {
            // Facts found while the schema is not known to be not plain come from the plain walk (factsFor).
            const facts = known.facts ?? plainSchemaFacts(stripped, dialect);
            if (facts)
                return (known.plain = this.build(stripped, dialect, (known.facts = facts), true));
            known.notPlain = true;
        }
        const key = cacheKey(schema, stripped, dialect);
        let result = this.compiled.get(key);
        if (!result) {
            // Here a schema is either an object that is not plain or a boolean, which is.
            result = this.build(stripped, dialect, this.factsFor(schema, stripped, dialect), typeof stripped === 'boolean');
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
    vocabularyProblems(schema, dialect) {
        const facts = this.factsFor(schema, withoutDialect(schema), dialect);
        const keywords = dialects/* KEYWORDS */.d6[dialect];
        const problems = facts.unknownKeywords.map(({ pointer, keyword }) => ({
            pointer,
            target: 'key',
            message: unknownKeywordMessage(keyword, dialect, keywords),
        }));
        for (const { pointer, format } of facts.formats) {
            if (FORMATS.has(format))
                continue;
            const typo = (0,suggest/* closest */.k)(format, dialects/* KNOWN_FORMATS */.Hc);
            problems.push({
                pointer,
                target: 'value',
                message: `is ${(0,json/* quote */.hD)(format)}, a format ${dialects/* DIALECT_NAMES */.md[dialect]} does not define, so validators ignore it.${typo ? ` Did you mean ${JSON.stringify(typo)}?` : ' Use "pattern" to constrain the text, or describe the format in "description".'}`,
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
        const ajv = this.ajv(dialect);
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
    knownOf(schema, dialect) {
        let byDialect = this.known.get(schema);
        if (!byDialect) {
            byDialect = {};
            this.known.set(schema, byDialect);
        }
        return (byDialect[dialect] ??= {});
    }
    /** The schema's facts, found once per schema object (every value a descriptor holds is its own object). */
    factsFor(schema, stripped, dialect) {
        if (!(0,json/* isObject */.Gv)(schema))
            return schemaFacts(stripped, dialect);
        const known = this.knownOf(schema, dialect);
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
/**
 * The one place ajv is constructed, and so loaded: most schemas are plain (plain-schema.ts) and most
 * files never need it, so a start-up does not pay for running ajv's 300 KB.
 */
function createAjv(dialect, regExp) {
    const { Ajv, addFormats } = ajvModules(dialect);
    const options = {
        strict: false,
        allErrors: true,
        logger: false,
        // No loadSchema: compile never fetches, an unresolved reference is reported instead.
        code: { regExp },
    };
    const ajv = new Ajv(options);
    addFormats(ajv);
    for (const format of dialects/* UNASSERTED_FORMATS */.q3)
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
const FORMATS = new Set(dialects/* KNOWN_FORMATS */.Hc);
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
/**
 * Cache keys by schema object and dialect: several rules ask about the same schema, and reusing one key
 * string saves serialising the schema and hashing a new string for every question.
 */
const KEYS = new WeakMap();
/** Schemas are cached by content, so the same schema in many tools and files is checked once. */
function cacheKey(schema, stripped, dialect) {
    if (!(0,json/* isObject */.Gv)(schema))
        return `${dialect}\u0000${JSON.stringify(stripped)}`;
    let keys = KEYS.get(schema);
    if (!keys) {
        keys = {};
        KEYS.set(schema, keys);
    }
    return (keys[dialect] ??= `${dialect}\u0000${JSON.stringify(stripped)}`);
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
    return { pointer: '', target: 'value', message: `cannot be compiled as ${dialects/* DIALECT_NAMES */.md[dialect]} (${errorText(error)}).` };
}
function unknownKeywordMessage(keyword, dialect, keywords) {
    const name = dialects/* DIALECT_NAMES */.md[dialect];
    const elsewhere = Object.keys(dialects/* KEYWORDS */.d6).filter((d) => dialects/* KEYWORDS */.d6[d].has(keyword));
    if (elsewhere.length > 0) {
        return `is a keyword of JSON Schema ${elsewhere.join(' and ')}, not of ${name}, so validators ignore it. Use ${name}'s own keywords in this schema.`;
    }
    const hint = ((0,json/* hasOwn */.$3)(BORROWED, keyword) ? BORROWED[keyword] : undefined) ??
        ((0,suggest/* closest */.k)(keyword, keywords)
            ? `Did you mean ${JSON.stringify((0,suggest/* closest */.k)(keyword, keywords))}?`
            : 'Remove it, or prefix it with "x-" if it is a deliberate extension.');
    return `is not a keyword of ${name}, so validators ignore it. ${hint}`;
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
    return {
        compile(schema, dialect) {
            const compiled = checker.compile(schema, dialect, budget);
            if (!compiled.ok)
                return compiled;
            return { ok: true, validate: (instance) => checker.under(regexes, () => compiled.validate(instance)) };
        },
        vocabularyProblems: (schema, dialect) => checker.vocabularyProblems(schema, dialect),
    };
}

// EXTERNAL MODULE: ./src/util/printable.ts
var util_printable = __webpack_require__(1095);
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
    const window = new Array(BLOCK_SIZE).fill(0);
    const lineNumbers = new Array(BLOCK_SIZE).fill(-1);
    const counts = new Map();
    const result = new Map();
    let hashHi = 0;
    let hashLo = 0;
    let index = 0;
    let lineNumber = 0;
    let lineStart = true;
    let prevCR = false;
    const output = () => {
        const value = hex(hashHi, hashLo);
        const count = (counts.get(value) ?? 0) + 1;
        counts.set(value, count);
        if (wanted.has(lineNumbers[index]))
            result.set(lineNumbers[index], `${value}:${count}`);
        lineNumbers[index] = -1;
    };
    const update = (current) => {
        const begin = window[index];
        window[index] = current;
        // hash = 37 * hash + current - 37^100 * begin, modulo 2^64. The low half's sum is exact in a double
        // (each product is below 2^48) and its overflow carries into the high half, whose products
        // Math.imul keeps modulo 2^32.
        const low = hashLo * MOD + current - modLo * begin;
        hashHi = (Math.imul(hashHi, MOD) - Math.imul(modHi, begin) + Math.floor(low / TWO_32)) >>> 0;
        hashLo = low >>> 0;
        index = (index + 1) % BLOCK_SIZE;
    };
    const process = (code) => {
        if (code === 32 || code === 9 || (prevCR && code === 10)) {
            prevCR = false;
            return;
        }
        let current = code;
        if (current === 13) {
            current = 10;
            prevCR = true;
        }
        else {
            prevCR = false;
        }
        if (lineNumbers[index] !== -1)
            output();
        if (lineStart) {
            lineStart = false;
            lineNumber++;
            lineNumbers[index] = lineNumber;
        }
        if (current === 10)
            lineStart = true;
        update(current);
    };
    for (let i = 0; i < text.length; i++)
        process(text.charCodeAt(i));
    process(EOF);
    for (let i = 0; i < BLOCK_SIZE; i++) {
        if (lineNumbers[index] !== -1)
            output();
        update(0);
    }
    return result;
}

// EXTERNAL MODULE: ./node_modules/toml-eslint-parser/lib/index.mjs + 3 modules
var lib = __webpack_require__(1986);
;// CONCATENATED MODULE: ./src/engine/suppress.ts
/**
 * Suppressions: inline comments (`# mcpdesc-disable-next-line <rule> -- <reason>`, `mcpdesc-disable` …
 * `mcpdesc-enable`, `mcpdesc-disable-file`) in the formats that have comments (YAML, JSONC, TOML), and
 * `.mcpdesc.yaml` `ignore:` entries the runner hands over for the file. Applied to a file's findings
 * after its rules ran: a suppressed finding is kept, marked with why, so SARIF can show it dismissed;
 * a comment that is malformed or suppresses nothing is itself a finding. Pure: text in, verdicts out.
 */



const SUPPRESSION_INVALID_RULE = 'mcpdesc.suppression.invalid';
const SUPPRESSION_UNUSED_RULE = 'mcpdesc.suppression.unused';
const KINDS = ['disable-next-line', 'disable', 'enable', 'disable-file'];
/** Comments read as directives at most per file; a file with more is hostile or generated. */
const MAX_DIRECTIVES = 1_000;
/** Characters of a reason kept (SARIF justifications are shown to people). */
const MAX_REASON = 500;
/** Findings that a suppression cannot hide: mcpdesc's own failures and the suppression findings. */
const UNSUPPRESSIBLE = new Set(['mcpdesc.internal', SUPPRESSION_INVALID_RULE, SUPPRESSION_UNUSED_RULE]);
/**
 * The suppression comments of a file and the problems with those that are malformed. `knows` says
 * whether a rule id exists; `ids` offers did-you-mean candidates.
 */
function readDirectives(text, syntax, lines, ids) {
    const directives = [];
    const problems = [];
    // Most files have no suppression at all: they are not tokenized a second time.
    if (syntax === 'json' || !text.includes('mcpdesc-'))
        return { directives, problems };
    const known = new Set(ids);
    for (const comment of commentsOf(text, syntax)) {
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
    const kind = KINDS.find((k) => word === `mcpdesc-${k}`);
    if (kind === undefined) {
        const near = (0,suggest/* closest */.k)(word, KINDS.map((k) => `mcpdesc-${k}`));
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

;// CONCATENATED MODULE: ./src/engine/session.ts





const INTERNAL_RULE = 'mcpdesc.internal';
const LIMITS_RULE = 'mcpdesc.document.limits';
const ALL_NEEDS = { excerpts: true, fingerprints: true };
/** Characters of one finding's message at most. */
const MAX_MESSAGE = 2_000;
const DEFAULT_FILE_TIMEOUT_MS = 10_000;
const WHOLE_FILE = { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
class FileSession {
    path;
    text;
    options;
    findings = [];
    seen = new Set();
    memos = new Map();
    schemaCompiler;
    document;
    checkedAs;
    /** When the file's time budget ends (parsing counts), on performance.now()'s clock. */
    deadline;
    outOfTime = false;
    /** `text` is the file's content; a file that could not be read has none. */
    constructor(path, text, options) {
        this.path = path;
        this.text = text;
        this.options = options;
        this.deadline = performance.now() + (options.limits?.fileTimeoutMs ?? DEFAULT_FILE_TIMEOUT_MS);
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
        const versions = this.options.catalogue.get(ruleId)?.versions;
        return !versions || versions.length === 0 || versions.includes(version);
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
    schemas() {
        return (this.schemaCompiler ??= fileSchemaCompiler(this.options.limits));
    }
    /** The level a rule reports at under the configuration, or undefined when it is off. */
    levelOf(ruleId) {
        const setting = this.options.settings?.[ruleId];
        if (setting === 'off')
            return undefined;
        return setting ?? this.options.catalogue.get(ruleId)?.level;
    }
    /**
     * Runs one rule when it is on and applies to a declared version; a rule that throws becomes an
     * `mcpdesc.internal` finding and the other rules still run.
     */
    run(ruleId, check) {
        const level = this.levelOf(ruleId);
        if (!level)
            return;
        if (this.versions.length > 0 && !this.versions.some((v) => this.appliesTo(ruleId, v)))
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
     * for a file no limit foresaw. The first rule refused says so, once.
     */
    pastDeadline(ruleId) {
        if (this.outOfTime)
            return true;
        if (performance.now() <= this.deadline)
            return false;
        this.outOfTime = true;
        const budget = this.options.limits?.fileTimeoutMs ?? DEFAULT_FILE_TIMEOUT_MS;
        this.fileFinding(LIMITS_RULE, `Checking this file took longer than ${budget} ms (limits.fileTimeoutMs), so mcpdesc stopped before rule ${ruleId} and did not run the rules after it; the findings above are all it found. Split the file, or raise limits.fileTimeoutMs if it is legitimate.`);
        return true;
    }
    /** A reporter for a rule that runs outside `run` (drift, whose findings come from a comparison). */
    reporter(ruleId, level = this.levelOf(ruleId)) {
        return {
            report: (pointer, message, target = 'value', related) => {
                if (level)
                    this.add(ruleId, level, pointer, message, this.parsed.locate(pointer, target), related);
            },
            reportAt: (range, message, pointer = '') => {
                if (level)
                    this.add(ruleId, level, pointer, message, range);
            },
        };
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
        const suppressions = this.suppressions();
        const findings = [];
        const suppressed = [];
        withSourceContext(this.text, this.findings, this.options.needs ?? ALL_NEEDS, this.document?.lines).forEach((finding, index) => {
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
        };
    }
    /**
     * Applies the file's suppression comments and ignore entries to its findings, once the rules have run:
     * a malformed or unused comment becomes a finding of its own. Returns each finding's suppression, by index.
     */
    suppressions() {
        const { syntax, ignore = [], catalogue } = this.options;
        const inline = this.text !== undefined && this.document && syntax
            ? readDirectives(this.text.charCodeAt(0) === 0xfeff ? this.text.slice(1) : this.text, syntax, this.document.lines, catalogue.rules.map((r) => r.id))
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
        return { path: this.path, format: format?.id ?? null, version, skipped: reason, findings: [] };
    }
    add(ruleId, level, pointer, text, range, related) {
        // Every reporter shows the message: no control or bidirectional character reaches any of them raw,
        // and no message is longer than a reader (or GitHub) takes.
        const printable = (0,util_printable/* escapeUnprintable */.O8)(text);
        const message = printable.length > MAX_MESSAGE ? `${printable.slice(0, MAX_MESSAGE - 1)}…` : printable;
        // The same finding twice is reported once; the same message at two places (two comments) is two findings.
        const key = `${ruleId}\u0000${pointer}\u0000${range.start.line}:${range.start.column}\u0000${message}`;
        if (this.seen.has(key))
            return;
        this.seen.add(key);
        const also = related?.map((r) => ({ path: r.path, range: r.range, message: (0,util_printable/* escapeUnprintable */.O8)(r.message) }));
        this.findings.push({ ruleId, level, message, path: this.path, pointer, range, ...(also && also.length > 0 ? { related: also } : {}) });
    }
}
/**
 * Findings with their source excerpt and code-scanning fingerprint (those the output needs), from the
 * text they were found in. A file that could not be read has no text: the empty file's hash keeps its
 * alert stable all the same. `parsedLines` is the parsed document's index, used when it is of the same
 * text (no byte-order mark was stripped), so the file's line breaks are read once.
 */
function withSourceContext(text, findings, needs, parsedLines) {
    if (findings.length === 0 || (!needs.excerpts && !needs.fingerprints))
        return findings;
    if (text === undefined) {
        const fingerprint = needs.fingerprints ? lineHashes('', new Set([1])).get(1) : undefined;
        return findings.map((f) => ({ ...f, ...(fingerprint ? { fingerprint } : {}) }));
    }
    const lines = needs.excerpts ? (parsedLines?.text === text ? parsedLines : new parse_lines/* LineIndex */.r(text)) : undefined;
    const hashes = needs.fingerprints ? lineHashes(text, new Set(findings.map((f) => f.range.start.line))) : undefined;
    return findings.map((f) => {
        const fingerprint = hashes?.get(f.range.start.line);
        return {
            ...f,
            ...(lines ? { excerpt: excerptOf(lines.lineText(f.range.start.line), f.range.start.column) } : {}),
            ...(fingerprint ? { fingerprint } : {}),
        };
    });
}
/**
 * Up to 100 characters of the line around the finding's column, so minified files stay readable. The
 * text is copied: a slice would keep the whole file alive until the report is written.
 */
function excerptOf(line, column) {
    const from = line.length > 100 ? Math.max(0, Math.min(column - 21, line.length - 100)) : 0;
    return { text: Buffer.from(line.slice(from, from + 100), 'utf16le').toString('utf16le'), column: from + 1 };
}
function describeError(error) {
    if (error instanceof Error)
        return `${error.name}: ${error.message}`.slice(0, 300);
    return String(error).slice(0, 300);
}

;// CONCATENATED MODULE: ./src/engine/lint.ts






/** The finding a file named explicitly gets when it is no MCP file mcpdesc knows. */
const UNKNOWN_FORMAT_RULE = 'mcpdesc.document.format';
function lintSource(path, text, options) {
    const formats = options.formats ?? src_formats/* FORMATS */.hR;
    const syntax = syntaxOf(path, formats);
    const session = new FileSession(path, text, { ...options, syntax });
    const parsed = (0,parse/* parseDocument */.Tp)(text, syntax, options.limits ?? parse/* DEFAULT_PARSE_LIMITS */.tN);
    const { format, why } = classify(formats, path, parsed.value);
    if (!format) {
        const reason = `not an MCP file: ${why}`;
        if (!options.explicit)
            return session.skipped(undefined, reason);
        return session.fileFinding(UNKNOWN_FORMAT_RULE, unknownFormatMessage(why ?? '')).result();
    }
    if (!format.checked || !parsed)
        return session.skipped(format, `recognized: ${format.title}; mcpdesc does not check this format yet`, parsed && format.version(parsed.value));
    return session.check(parsed, format, SHARED_RULES).result();
}
/** A file whose content could not be read: a finding when it is named as an MCP file (or explicitly), otherwise skipped with the reason. */
function unreadable(path, problem, options) {
    const session = new FileSession(path, undefined, options);
    const named = formatNamedBy(options.formats ?? src_formats/* FORMATS */.hR, path);
    if (!named && !options.explicit)
        return session.skipped(undefined, problem.message);
    if (named)
        session.placeAs(named);
    return session.fileFinding(problem.ruleId, problem.message, problem.range).result();
}
/** The result for a file mcpdesc failed on outside any rule (a worker that died, a bug in the runner). */
function crashed(path, why, options) {
    return new FileSession(path, undefined, options)
        .internal(`mcpdesc failed while linting this file (${why.slice(0, 300)}), so it was not checked. This is a bug in mcpdesc: please report it with this file.`)
        .result();
}
/**
 * How a file is parsed: as the format its name says (a client's `.json` is JSONC), else by its
 * extension, else as YAML (which reads JSON too).
 */
function syntaxOf(path, formats = src_formats/* FORMATS */.hR) {
    const named = formatNamedBy(formats, path)?.syntax;
    if (/\.json$/i.test(path))
        return named === 'jsonc' ? 'jsonc' : 'json';
    if (/\.ya?ml$/i.test(path))
        return 'yaml';
    if (/\.toml$/i.test(path))
        return 'toml';
    return named ?? 'yaml';
}
function unknownFormatMessage(why) {
    return `mcpdesc does not know this file: ${why}. It checks MCP descriptors, registry server.json files, MCPB manifests, Server Cards and the MCP configurations of Claude Code, VS Code, Cursor and other clients (docs/formats.md lists them with their paths). Name a file of one of them, or leave this one out of the paths to lint.`;
}


/***/ }),

/***/ 2200:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F8: () => (/* binding */ groupOf),
/* harmony export */   _z: () => (/* binding */ inFolder),
/* harmony export */   ub: () => (/* binding */ isPackageManifest),
/* harmony export */   yS: () => (/* binding */ folderOf)
/* harmony export */ });
/* unused harmony exports PACKAGE_MANIFESTS, isPackageRoot */
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
/** The folder of the file's group ('' is the root); undefined for a path outside the workspace. */
function groupOf(workspace, path) {
    if (path.startsWith('/') || path.split('/').includes('..'))
        return undefined;
    const own = folderOf(path);
    for (let dir = own;; dir = folderOf(dir)) {
        if (isPackageRoot(workspace, dir))
            return dir;
        if (dir === '')
            return own;
    }
}


/***/ }),

/***/ 3654:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hR: () => (/* binding */ FORMATS),
  nv: () => (/* binding */ FORMAT_PATHS),
  aZ: () => (/* binding */ formatById)
});

// EXTERNAL MODULE: ./src/model/axis.ts
var axis = __webpack_require__(72);
// EXTERNAL MODULE: ./src/model/check.ts
var check = __webpack_require__(2281);
// EXTERNAL MODULE: ./src/model/dsl.ts
var dsl = __webpack_require__(2730);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
;// CONCATENATED MODULE: ./src/formats/recognize.ts
/** Content tests shared by formats' `recognize`: what a list of MCP servers to start looks like. */

/** Keys that only a server entry of some client has. */
const ENTRY_KEYS = ['command', 'url', 'serverUrl', 'httpUrl', 'type', 'transport', 'args'];
/** An object that starts or reaches one MCP server (`command`, `url`, …). */
function isServerEntry(value) {
    return (0,json/* isObject */.Gv)(value) && ENTRY_KEYS.some((key) => (0,json/* hasOwn */.$3)(value, key));
}
/** `value[key]` is a map of server entries (an empty map counts: a config with no server yet). */
function hasServerMap(value, key) {
    if (!(0,json/* isObject */.Gv)(value) || !(0,json/* isObject */.Gv)(value[key]))
        return false;
    const entries = Object.values(value[key]);
    return entries.every(json/* isObject */.Gv) && (entries.length === 0 || entries.some(isServerEntry));
}
/** What a server entry in a bare map must have: something to start or to reach, not just a `type`. */
const FLAT_ENTRY_KEYS = ['command', 'url', 'serverUrl', 'httpUrl'];
/** The value itself is a map of server entries, without a wrapping key (Claude Code and Cursor plugins). */
function isFlatServerMap(value) {
    if (!(0,json/* isObject */.Gv)(value))
        return false;
    const entries = Object.values(value);
    return entries.length > 0 && entries.every((entry) => (0,json/* isObject */.Gv)(entry) && FLAT_ENTRY_KEYS.some((key) => (0,json/* hasOwn */.$3)(entry, key)));
}
/** The version named by `value[key]`, when it is one of `versions`. */
function knownVersion(value, key, versions) {
    if (!isObject(value))
        return null;
    const declared = value[key];
    return typeof declared === 'string' && versions.includes(declared) ? declared : null;
}

// EXTERNAL MODULE: ./src/formats/types.ts + 1 modules
var types = __webpack_require__(5344);
// EXTERNAL MODULE: ./src/util/pointer.ts
var util_pointer = __webpack_require__(6065);
;// CONCATENATED MODULE: ./src/formats/client-config/context.ts




function configRule(id, check) {
    return { id, check };
}
const EMPTY = Object.freeze(Object.create(null));
const SERVERS = (0,types/* memoKey */.e3)('client config servers');
/** The context for one rule; a file that is not an object reads as an empty one (the structure rule says so). */
function configContext(spec) {
    return (scope, reporter) => {
        const value = scope.parsed.value;
        const root = (0,json/* isObject */.Gv)(value) ? value : EMPTY;
        return {
            path: scope.path,
            parsed: scope.parsed,
            spec,
            value,
            root,
            servers: scope.memo(SERVERS, () => serverEntries(spec, root)),
            report: (pointer, message, target) => reporter.report(pointer, sentence(message), target),
            reportAt: (range, message) => reporter.reportAt(range, sentence(message)),
            memo: (key, make) => scope.memo(key, make),
        };
    };
}
/** Messages may start with the client's name, which for the generic list is "the client". */
function sentence(message) {
    return message.charAt(0).toUpperCase() + message.slice(1);
}
/** Where the client finds its servers: under one of its keys, or (plugins) the file itself. */
function serverList(spec, root) {
    // Another client's key is a mistake (the structure rule says so), but its entries are still the servers meant.
    for (const key of [...spec.serverKeys, ...Object.keys(spec.foreignKeys ?? {})])
        if ((0,json/* isObject */.Gv)(root[key]))
            return { pointer: (0,util_pointer/* joinPointer */.Kn)('', key), map: root[key] };
    if (spec.flat && isFlatServerMap(root))
        return { pointer: '', map: root };
    return undefined;
}
function serverEntries(spec, root) {
    const list = serverList(spec, root);
    if (!list)
        return [];
    return Object.entries(list.map)
        .filter((entry) => (0,json/* isObject */.Gv)(entry[1]))
        .map(([name, value]) => ({ name, value, pointer: (0,util_pointer/* joinPointer */.Kn)(list.pointer, name) }));
}
/** Every string of an entry, one level into maps and lists (env values, header values, arguments). */
function* entryStrings(entry) {
    for (const [field, value] of Object.entries(entry.value)) {
        const at = (0,util_pointer/* joinPointer */.Kn)(entry.pointer, field);
        if (typeof value === 'string') {
            yield { pointer: at, text: value, field, key: undefined };
        }
        else if (Array.isArray(value)) {
            for (const [index, item] of value.entries())
                if (typeof item === 'string')
                    yield { pointer: (0,util_pointer/* joinPointer */.Kn)(at, index), text: item, field, key: index };
        }
        else if ((0,json/* isObject */.Gv)(value)) {
            for (const [key, item] of Object.entries(value))
                if (typeof item === 'string')
                    yield { pointer: (0,util_pointer/* joinPointer */.Kn)(at, key), text: item, field, key };
        }
    }
}
/** The URL an entry connects to, under whichever key its client uses. */
const URL_KEYS = ['url', 'serverUrl', 'httpUrl'];

;// CONCATENATED MODULE: ./src/formats/client-config/rules/auto-approve.ts



/** Words of tool names that write, delete, execute or send: approving such tools without asking lets an injected prompt act. */
const RISKY = new Set([
    'write',
    'delete',
    'remove',
    'drop',
    'exec',
    'execute',
    'run',
    'shell',
    'command',
    'cmd',
    'send',
    'post',
    'push',
    'create',
    'update',
    'deploy',
    'kill',
    'transfer',
    'pay',
    'merge',
    'publish',
    'upload',
    'modify',
    'edit',
    'move',
    'rename',
    'commit',
    'change',
    'set',
    'put',
    'patch',
    'install',
    'reset',
    'destroy',
    'terminate',
]);
/** A tool name's words: `delete_file`, `deleteFile` and `delete-file` all hold "delete". */
function isRisky(name) {
    return name
        .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
        .toLowerCase()
        .split(/[^a-z0-9]+/)
        .some((word) => RISKY.has(word));
}
/**
 * mcpdesc.config.auto-approve: settings that let the client call a server's tools without asking the
 * user (`alwaysAllow`, `autoApprove`, `trust: true`, an approval mode of "approve"), committed for every
 * teammate. Named tools that write, delete, execute or send are called out.
 */
/* harmony default export */ const auto_approve = (configRule('mcpdesc.config.auto-approve', (context) => {
    const { spec } = context;
    for (const entry of context.servers) {
        for (const field of spec.autoApprove ?? []) {
            const value = entry.value[field.key];
            const at = (0,util_pointer/* joinPointer */.Kn)(entry.pointer, field.key);
            if (field.kind === 'flag' && value === true) {
                context.report(at, `${spec.client} calls every tool of "${entry.name}" without asking (${field.key}: true), for everyone who uses this file: a prompt-injected model can then run any of them unseen. Remove it, and approve tools one by one in the client.`);
            }
            else if (field.kind === 'value' && value === field.value) {
                context.report(at, `${spec.client} runs the tools of "${entry.name}" without asking (${field.key} = ${JSON.stringify(field.value)}), for everyone who uses this file: a prompt-injected model can then run any of them unseen. Use a mode that asks, and approve tools one by one.`);
            }
            else if (field.kind === 'tools' && (0,json/* isObject */.Gv)(value)) {
                const approved = Object.entries(value).filter(([, tool]) => (0,json/* isObject */.Gv)(tool) && field.field !== undefined && tool[field.field] === field.value);
                for (const [tool] of approved) {
                    context.report((0,util_pointer/* joinPointer */.Kn)(at, tool, field.field ?? ''), `${spec.client} runs the tool ${(0,json/* quote */.hD)(tool)} of "${entry.name}" without asking (${field.field} = ${JSON.stringify(field.value)}), for everyone who uses this file${isRisky(tool) ? `; it ${'changes or sends'} data, which a prompt-injected model could then do unseen` : ''}. Use a mode that asks.`);
                }
            }
            else if (field.kind === 'list' && Array.isArray(value) && value.length > 0) {
                const names = value.filter((v) => typeof v === 'string');
                if (names.includes('*')) {
                    context.report(at, `${spec.client} runs every tool of "${entry.name}" without asking ("*" in ${field.key}), for everyone who uses this file: a prompt-injected model can then run any of them unseen. List only read-only tools, or none.`);
                    continue;
                }
                const risky = names.filter(isRisky);
                const listed = names
                    .slice(0, 5)
                    .map((n) => (0,json/* quote */.hD)(n))
                    .join(', ') + (names.length > 5 ? ` and ${names.length - 5} more` : '');
                const warning = risky.length > 0
                    ? ` ${risky
                        .slice(0, 5)
                        .map((n) => (0,json/* quote */.hD)(n))
                        .join(', ')}${risky.length > 5 ? ` and ${risky.length - 5} more` : ''} ${risky.length === 1 ? 'changes or sends' : 'change or send'} data, which a prompt-injected model could then do unseen.`
                    : '';
                context.report(at, `${spec.client} runs ${names.length === 1 ? 'this tool' : `these ${names.length} tools`} of "${entry.name}" without asking, for everyone who uses this file: ${listed}.${warning} Approve only read-only tools here.`);
            }
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/client-config/rules/duplicate-server.ts


/**
 * mcpdesc.config.duplicate-server: each server is listed once. Two names that start the same server
 * offer every tool twice; two names that differ only in case are one name to clients that ignore case.
 */
/* harmony default export */ const duplicate_server = (configRule('mcpdesc.config.duplicate-server', (context) => {
    const byName = new Map();
    const byTarget = new Map();
    for (const entry of context.servers) {
        // A disabled entry starts nothing (Codex: enabled = false).
        if (entry.value.disabled === true || entry.value.enabled === false)
            continue;
        const folded = entry.name.toLowerCase();
        const same = byName.get(folded);
        if (same) {
            context.report(entry.pointer, `"${entry.name}" and "${same.name}" differ only in case: clients and tool names that ignore case (mcp__${folded}__…) see one server, and which entry wins is not defined. Rename or remove one.`, 'key');
        }
        else {
            byName.set(folded, entry);
        }
        const target = targetOf(entry);
        if (target === undefined)
            continue;
        const first = byTarget.get(target);
        if (first && !same) {
            context.report(entry.pointer, `"${entry.name}" starts the same server as "${first.name}" (${target.startsWith('url ') ? 'the same URL' : 'the same command and arguments'}): every tool is offered twice, under two names, and calls may go to either. Remove one of them.`, 'key');
        }
        else if (!first) {
            byTarget.set(target, entry);
        }
    }
}));
/**
 * What an entry starts: its URL with its headers (two accounts on one server are two servers), or its
 * command line with its environment; undefined when it has neither.
 */
function targetOf(entry) {
    for (const key of URL_KEYS) {
        const url = entry.value[key];
        if (typeof url !== 'string')
            continue;
        // Scheme and host are case-insensitive; the path is not.
        const normalized = url
            .trim()
            .replace(/\/+$/, '')
            .replace(/^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i, (origin) => origin.toLowerCase());
        return `url ${normalized} ${sorted(entry.value.headers)}`;
    }
    const { command, args, env } = entry.value;
    if (typeof command !== 'string')
        return undefined;
    return `command ${JSON.stringify([command.trim(), ...(Array.isArray(args) ? args : [])])} ${sorted(env)}`;
}
function sorted(map) {
    return (0,json/* isObject */.Gv)(map) ? JSON.stringify(Object.entries(map).sort(([a], [b]) => (a < b ? -1 : 1))) : '';
}

;// CONCATENATED MODULE: ./src/formats/client-config/rules/insecure-url.ts


/** Hosts that are this machine: plain http:// to them never crosses a network. */
const LOOPBACK = /^(?:localhost|[\w-]{1,63}\.localhost|127\.\d{1,3}\.\d{1,3}\.\d{1,3}|\[::1\]|0\.0\.0\.0|host\.docker\.internal)$/i;
/** mcpdesc.config.insecure-url: a remote server is reached over https://, unless it runs on this machine. */
/* harmony default export */ const insecure_url = (configRule('mcpdesc.config.insecure-url', (context) => {
    for (const entry of context.servers) {
        for (const key of URL_KEYS) {
            const value = entry.value[key];
            if (typeof value !== 'string')
                continue;
            const match = /^(http|ws):\/\/([^/?#@]*@)?(\[[^\]]{1,60}\]|[^/:?#]{1,255})/i.exec(value.trim());
            if (!match || LOOPBACK.test(match[3]))
                continue;
            const scheme = match[1].toLowerCase();
            // The suggestion never repeats a password written in the URL.
            const secure = `${scheme === 'http' ? 'https' : 'wss'}://${value.trim().slice(match[1].length + 3 + (match[2]?.length ?? 0))}`;
            context.report((0,util_pointer/* joinPointer */.Kn)(entry.pointer, key), `${context.spec.client} reaches "${entry.name}" over plain ${scheme}:// to ${match[3]}, so anyone on the network path can read and change the MCP traffic, tokens in its headers included. Use ${JSON.stringify(secure.length > 80 ? `${secure.slice(0, 79)}…` : secure)} (only a server on this machine, such as localhost, may stay on ${scheme}://).`);
        }
    }
}));

// EXTERNAL MODULE: ./src/util/suggest.ts
var suggest = __webpack_require__(7406);
;// CONCATENATED MODULE: ./src/formats/client-config/references.ts
/**
 * Variable references in configuration values: `${NAME}`, `${NAME:-default}`, `${env:NAME}`,
 * `${input:id}`, `${workspaceFolder}`, and bare `$NAME`. Both patterns are linear (no nested
 * quantifiers) and bounded, since values come from a pull request.
 */
const BRACED = /\$\{([^{}]{1,200})\}/g;
/** Upper-case names only: `$GITHUB_TOKEN` is a variable, `$x` in a password or a regular expression usually is not. */
const BARE = /(?<![$\\\w])\$([A-Z_][A-Z0-9_]{1,100})\b/g;
function references(value) {
    if (!value.includes('$'))
        return [];
    const found = [];
    for (const match of value.matchAll(BRACED)) {
        const inner = match[1];
        const colon = inner.indexOf(':');
        const index = match.index ?? 0;
        if (inner.startsWith('env:'))
            found.push({ text: match[0], index, kind: 'envPrefix', name: inner.slice(4) });
        else if (inner.startsWith('input:'))
            found.push({ text: match[0], index, kind: 'input', name: inner.slice(6) });
        else if (/^[A-Za-z_][A-Za-z0-9_]*:-/.test(inner))
            found.push({ text: match[0], index, kind: 'withDefault', name: inner.slice(0, inner.indexOf(':-')) });
        else if (colon > 0 && /^[A-Za-z]+$/.test(inner.slice(0, colon)))
            found.push({ text: match[0], index, kind: 'prefixed', name: inner.slice(colon + 1), prefix: inner.slice(0, colon) });
        else
            found.push({ text: match[0], index, kind: 'braced', name: inner });
    }
    for (const match of value.matchAll(BARE))
        found.push({ text: match[0], index: match.index ?? 0, kind: 'bare', name: match[1] });
    return found.sort((a, b) => a.index - b.index);
}
/** Whether a value refers to a variable at all, in any syntax (so it holds no literal secret). */
function hasReference(value) {
    return references(value).length > 0;
}

;// CONCATENATED MODULE: ./src/formats/client-config/rules/shell-wrapper.ts



const SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'fish', 'cmd', 'powershell', 'pwsh']);
/** The flags after which the next argument is a command line the shell parses (`-File` runs a script: its arguments are data). */
const COMMAND_FLAGS = new Set(['-c', '-lc', '-ic', '/c', '/C', '/k', '/K', '-Command', '-command']);
/** Whether a command is a shell. */
function isShellCommand(command) {
    return (typeof command === 'string' &&
        SHELLS.has(command
            .split(/[\\/]/)
            .pop()
            ?.replace(/\.exe$/i, '')
            .toLowerCase() ?? ''));
}
/** `%NAME%`, cmd's variable syntax, besides `${…}` and `$NAME`. */
const PERCENT = /%[A-Za-z_][A-Za-z0-9_]{0,100}%/;
/** A reference the client replaces in the text (rather than the shell expanding it as data). */
function substitutedByClient(syntax, kind) {
    if (!syntax)
        return false;
    if (kind === 'input')
        return syntax.inputs;
    if (kind === 'prefixed')
        return true;
    return syntax[kind] === 'yes';
}
/**
 * mcpdesc.config.shell-wrapper: a server started through `sh -c`, `bash -c`, `cmd /c` or `powershell
 * -Command` with variables inside the command line. The shell reads the expanded value as code, so a
 * value holding a quote, ";" or "$(…)" runs other commands on every machine that uses the file.
 */
/* harmony default export */ const shell_wrapper = (configRule('mcpdesc.config.shell-wrapper', (context) => {
    for (const entry of context.servers) {
        const { command, args } = entry.value;
        if (typeof command !== 'string' || !Array.isArray(args))
            continue;
        const shell = command
            .split(/[\\/]/)
            .pop()
            ?.replace(/\.exe$/i, '')
            .toLowerCase() ?? '';
        if (!SHELLS.has(shell))
            continue;
        const flag = args.findIndex((a) => typeof a === 'string' && COMMAND_FLAGS.has(a));
        if (flag === -1)
            continue;
        // Only the command line itself is code; the arguments after it are $0, $1 … (data). cmd joins all of them into one line.
        const lines = shell === 'cmd' ? args.slice(flag + 1) : args.slice(flag + 1, flag + 2);
        for (const [offset, line] of lines.entries()) {
            if (typeof line !== 'string')
                continue;
            const ref = references(line).find((r) => substitutedByClient(context.spec.interpolation, r.kind))?.text ?? (shell === 'cmd' ? PERCENT.exec(line)?.[0] : undefined);
            if (!ref)
                continue;
            context.report((0,util_pointer/* joinPointer */.Kn)(entry.pointer, 'args', flag + 1 + offset), `"${entry.name}" starts through ${shell} ${String(args[flag])} with ${ref} inside the command line: the value goes into the text before the shell reads it, so a value holding a quote, ";" or "$(…)" runs other commands on every machine that uses this file. Start the program itself ("command": the program, "args": one argument each) and pass values as arguments or in "env".`);
            break;
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/client-config/rules/interpolation.ts





/**
 * mcpdesc.config.interpolation: every variable reference is one the client expands, and every
 * `${input:id}` names an entry of `inputs`. A reference the client does not expand reaches the server as
 * its literal text, so the token or path it stands for is silently missing.
 */
/* harmony default export */ const interpolation = (configRule('mcpdesc.config.interpolation', (context) => {
    const syntax = context.spec.interpolation;
    if (!syntax)
        return;
    const inputs = inputIds(context);
    for (const entry of context.servers) {
        const shell = isShellCommand(entry.value.command);
        for (const site of entryStrings(entry)) {
            // In a shell's command line (and in headersHelper, a shell command) the shell expands "$NAME" itself.
            const shellExpands = site.field === 'headersHelper' || (shell && site.field === 'args');
            for (const ref of references(site.text)) {
                if (shellExpands && ref.kind === 'bare')
                    continue;
                const problem = problemOf(context, syntax, ref, inputs);
                if (problem)
                    context.report(site.pointer, problem);
            }
        }
    }
}));
/** The ids of the file's `inputs` (VS Code), when the client has inputs. */
function inputIds(context) {
    const list = context.root.inputs;
    return new Set(Array.isArray(list)
        ? list
            .filter(json/* isObject */.Gv)
            .map((i) => i.id)
            .filter((id) => typeof id === 'string')
        : []);
}
function problemOf(context, syntax, ref, inputs) {
    const { client, envReference } = context.spec;
    const literal = `${client} does not expand ${JSON.stringify(ref.text)}, so the server receives that text as it is`;
    const { secretAdvice } = context.spec;
    const instead = (name) => envReference
        ? ` Write ${JSON.stringify(envReference(name))} instead.`
        : ` ${client} expands no variables in this file: write the value itself${secretAdvice ? `, or, for a credential, ${secretAdvice(name).replace(/\.$/, '')}` : ''}.`;
    switch (ref.kind) {
        case 'input':
            if (!syntax.inputs)
                return `${literal}: "\${input:…}" is VS Code's syntax.${instead(ref.name.toUpperCase().replace(/\W/g, '_'))}`;
            if (inputs.has(ref.name))
                return undefined;
            return (0,suggest/* closest */.k)(ref.name, inputs)
                ? `${JSON.stringify(ref.text)} names no entry of "inputs", so ${client} cannot ask for it and the server gets nothing. Did you mean the input ${JSON.stringify((0,suggest/* closest */.k)(ref.name, inputs))}?`
                : `${JSON.stringify(ref.text)} names no entry of "inputs", so ${client} cannot ask for it and the server gets nothing. Add {"id": ${JSON.stringify(ref.name)}, "type": "promptString", "description": "…"} to "inputs" (with "password": true for a secret).`;
        case 'envPrefix':
            return syntax.envPrefix === 'no' ? `${literal}: "\${env:…}" is VS Code's syntax.${instead(ref.name)}` : undefined;
        case 'bare':
            return syntax.bare === 'no' && !syntax.predefined.includes(ref.name) ? `${literal}: it expands only braced references.${instead(ref.name)}` : undefined;
        case 'withDefault':
            return syntax.withDefault === 'no' ? `${literal}: it has no "\${NAME:-default}" form.${instead(ref.name)}` : undefined;
        case 'prefixed':
            return undefined;
        default:
            if (syntax.predefined.includes(ref.name))
                return undefined;
            return syntax.braced === 'no' ? `${literal}.${instead(ref.name)}` : undefined;
    }
}

;// CONCATENATED MODULE: ./src/detect/secrets.ts
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
const GATE = /PRIVATE KEY|AKIA|ASIA|ABIA|ACCA|github_pat_|gh[pousr]_|glpat-|xox[baprs]-|hooks\.slack\.com|_live_|AIza|sk-|npm_|hf_|eyJ|:\/\/|Bearer\s/;
/** What a string needs before either check can find a credential in it: a known format's text, or a long word. */
const MAYBE_SECRET = new RegExp(`${GATE.source}|^\\S{8,}$`);
/** The first well-known credential format in `text`, or null. */
function findSecret(text) {
    if (!GATE.test(text))
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
    return (/example|sample|dummy|placeholder|redacted|changeme|change_me|replace[-_ ]?(?:me|with)|insert[-_ ]|[-_ ]here\b|your[-_]?|fake|mock|test[-_]?(?:key|token|secret)|<[^>]*>|\$\{|\{\{|\.\.\.|…/i.test(value) || /(.)\1{5,}/.test(value));
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
/** `"ghp_…", 40 characters`: a public prefix, if the format has one, and the length. */
function redact(secret, shown) {
    const pem = /^-----BEGIN [A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----/.exec(secret);
    if (pem)
        return `"${pem[0]}…"`;
    const length = `${secret.length} characters`;
    return shown === 0 ? length : `"${secret.slice(0, shown)}…", ${length}`;
}

;// CONCATENATED MODULE: ./src/formats/client-config/rules/literal-secret.ts



/**
 * mcpdesc.config.literal-secret: no credential written into the file (environment values, headers,
 * arguments, URLs) where a variable the client expands was meant. Placeholders ("<your-token>",
 * "YOUR_API_KEY", "xxx…") and references ("${GITHUB_TOKEN}") are not credentials.
 */
/* harmony default export */ const literal_secret = (configRule('mcpdesc.config.literal-secret', (context) => {
    for (const entry of context.servers) {
        const args = Array.isArray(entry.value.args) ? entry.value.args : [];
        for (const site of entryStrings(entry)) {
            // Fields whose values name variables rather than hold them (Codex's env_http_headers): only a known token format there is one.
            if (NAME_FIELDS.has(site.field) && !findSecret(site.text))
                continue;
            const option = site.field === 'args' && typeof site.key === 'number' ? optionBefore(args[site.key - 1]) : undefined;
            const secret = secretIn(site) ?? (option && !hasReference(site.text) ? findSecretField(site.text, () => option) : null);
            if (!secret)
                continue;
            const name = variableName(entry, site);
            context.report(site.pointer, `This ${where(site)} holds what looks like a real credential: ${secret.kind} (${secret.redacted}). Committed, it reaches everyone who can read the repository and its history: revoke it, then ${advice(context, name)}`);
        }
    }
}));
const NAME_FIELDS = new Set(['env_http_headers', 'bearer_token_env_var', 'env_vars']);
const HEADER_FIELDS = new Set(['headers', 'http_headers']);
function secretIn(site) {
    // A reference is no secret, but a literal one can sit beside it ("postgres://admin:pw@${HOST}/db").
    const known = findSecret(withoutReferences(site.text));
    if (known)
        return known;
    if (hasReference(site.text))
        return null;
    if (site.field === 'env' || HEADER_FIELDS.has(site.field))
        return findSecretField(site.text, () => String(site.key));
    if (site.field === 'args') {
        // "--api-key=value", or a value after "--api-key".
        const option = /^--?([A-Za-z][\w-]{0,60})=(.+)$/.exec(site.text);
        if (option)
            return findSecretField(option[2], () => option[1]);
    }
    return null;
}
/** `--access-token` before a value: the option's name, which says what the value is. */
function optionBefore(previous) {
    return typeof previous === 'string' ? /^--?([A-Za-z][\w-]{0,60})$/.exec(previous)?.[1] : undefined;
}
function withoutReferences(text) {
    return references(text).reduceRight((out, ref) => out.slice(0, ref.index) + 'X'.repeat(ref.text.length) + out.slice(ref.index + ref.text.length), text);
}
function where(site) {
    if (site.field === 'env')
        return `environment variable (${String(site.key)})`;
    if (/headers$/i.test(site.field))
        return `header (${String(site.key)})`;
    if (site.field === 'args')
        return 'argument';
    return `"${site.field}" value`;
}
/** The variable a developer would set: the env key itself, else SERVER_FIELD in capitals. */
function variableName(entry, site) {
    if (site.field === 'env' && typeof site.key === 'string' && /^[A-Za-z_][A-Za-z0-9_]*$/.test(site.key))
        return site.key;
    const server = entry.name
        .replace(/[^A-Za-z0-9]+/g, '_')
        .replace(/^_+|_+$/g, '')
        .toUpperCase() || 'SERVER';
    return `${server}_TOKEN`;
}
function advice(context, name) {
    const { spec } = context;
    if (spec.interpolation?.inputs) {
        const id = name.toLowerCase().replace(/_/g, '-');
        return `write "\${input:${id}}" in place of the credential, with an "inputs" entry {"id": "${id}", "type": "promptString", "description": "…", "password": true}, so ${spec.client} asks each developer once and stores the value securely.`;
    }
    if (spec.envReference)
        return `write "${spec.envReference(name)}" in place of the credential and set ${name} in each developer's environment (${spec.client} expands it when it starts the server).`;
    return spec.secretAdvice?.(name) ?? 'keep the real value out of the repository: commit the file with a placeholder and let each developer fill it in.';
}

;// CONCATENATED MODULE: ./src/formats/client-config/rules/machine-path.ts

/** A home directory of a named user: macOS, Linux, Windows. The user segment stops at a separator or quote. */
const HOME = /(?:^|[\s="';])(\/Users\/|\/home\/|[A-Za-z]:[\\/]+Users[\\/]+)([^\\/\s"':;,]{1,100})/;
/** User segments that are placeholders or shared folders, not a person (/Users/Shared, /home/linuxbrew, a container's /home/node). */
const NOT_A_PERSON = /^(?:<.*>|\{.*\}|\$.*|%.*%|\[.*\]|your[\w-]*|user(?:name)?|you|me|name|\.\.\.|…|x+|shared|public|default|all users|linuxbrew|node|runner)$/i;
/** Fields that hold paths or command lines. */
const PATH_FIELDS = new Set(['command', 'args', 'cwd', 'env', 'envFile', 'watchPaths']);
/**
 * mcpdesc.config.machine-path: no absolute path into one user's home directory. The file then works
 * on that machine only, and it publishes the user name.
 */
/* harmony default export */ const machine_path = (configRule('mcpdesc.config.machine-path', (context) => {
    const { spec } = context;
    for (const entry of context.servers) {
        for (const site of entryStrings(entry)) {
            if (!PATH_FIELDS.has(site.field))
                continue;
            const match = HOME.exec(site.text);
            if (!match || NOT_A_PERSON.test(match[2]))
                continue;
            const instead = spec.machinePathAdvice ??
                (spec.homeVariable
                    ? `Write ${JSON.stringify(spec.homeVariable)} for the home directory, or a path relative to the project.`
                    : 'Use a path relative to the project, or a program on the PATH.');
            context.report(site.pointer, `This path is in the home directory of ${JSON.stringify(match[2])} (${JSON.stringify(`${match[1]}${match[2]}`)}…): "${entry.name}" starts only on that machine, and the file publishes the user name. ${instead}`);
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/client-config/rules/strict-json.ts

/**
 * mcpdesc.config.strict-json: no comments or trailing commas in a file whose client reads strict JSON.
 * Such a client cannot parse the file at all, so every server in it is lost, not just the line.
 */
/* harmony default export */ const strict_json = (configRule('mcpdesc.config.strict-json', (context) => {
    const { spec, parsed } = context;
    if (spec.strictJson !== true)
        return;
    for (const problem of parsed.problems) {
        if (problem.kind === 'comment') {
            context.reportAt(problem.range, `${spec.client} reads this file as strict JSON, which has no comments: it cannot parse the file and starts none of its servers. Remove the comment (keep notes in the README).`);
        }
        else if (problem.kind === 'trailing-comma') {
            context.reportAt(problem.range, `${spec.client} reads this file as strict JSON, which allows no comma before "}" or "]": it cannot parse the file and starts none of its servers. Remove the comma.`);
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/client-config/rules/structure.ts




/**
 * mcpdesc.config.structure: the file has the shape its client reads: the server list under the client's
 * key, each entry with the fields and types the client needs (`command`, or `url` with a `type` the
 * client knows). Unknown keys are mcpdesc.config.unknown-key's.
 */
/* harmony default export */ const structure = (configRule('mcpdesc.config.structure', (context) => {
    const { spec, root, report } = context;
    const client = spec.client;
    if (!(0,json/* isObject */.Gv)(context.value)) {
        if (context.value !== undefined)
            report('', `${client} reads this file as an object with its servers under ${JSON.stringify(spec.serverKeys[0] ?? 'its keys')}, but it holds ${(0,json/* describeValue */.bp)(context.value)}, so ${client} starts no server from it. Put the servers in an object under ${JSON.stringify(spec.serverKeys[0] ?? 'its keys')}.`);
        return;
    }
    for (const [key, whose] of Object.entries(spec.foreignKeys ?? {})) {
        if (!(0,json/* hasOwn */.$3)(root, key))
            continue;
        const own = spec.serverKeys.find((k) => (0,json/* hasOwn */.$3)(root, k));
        report((0,util_pointer/* joinPointer */.Kn)('', key), own
            ? `${client} reads its servers from ${JSON.stringify(own)} and ignores ${JSON.stringify(key)} (${whose}), so the servers listed there never start. Move them into ${JSON.stringify(own)}.`
            : `${client} reads its servers from ${JSON.stringify(spec.serverKeys[0])}; ${JSON.stringify(key)} is ${whose}, so ${client} starts none of the servers in this file. Rename ${JSON.stringify(key)} to ${JSON.stringify(spec.serverKeys[0])}.`, 'key');
    }
    const list = serverList(spec, root);
    if (list?.pointer !== '') {
        // The whole file against the client's model; a flat plugin file is only its entries.
        for (const issue of (0,check/* checkModel */.w5)(spec.model, 'Config', root, 'current', '')) {
            if (issue.kind !== 'invalid' || issue.unknown || isForeignServerList(context, issue.pointer))
                continue;
            if (context.servers.some((s) => issue.pointer === s.pointer || issue.pointer.startsWith(`${s.pointer}/`)))
                continue;
            report(issue.pointer, `${client}: ${issue.message}`, issue.target);
        }
    }
    for (const entry of context.servers) {
        const needsType = spec.urlNeedsType;
        const url = entry.value.url;
        if (needsType && url !== undefined && !(0,json/* hasOwn */.$3)(entry.value, 'type') && !(0,json/* hasOwn */.$3)(entry.value, 'command')) {
            report(entry.pointer, `${client} needs "type" on a server with a "url": without it the entry is read as a stdio server and fails for lack of a "command". Add "type": ${JSON.stringify(needsType[0])}${needsType.length > 1
                ? ` (or ${needsType
                    .slice(1)
                    .map((t) => JSON.stringify(t))
                    .join(', ')} for an older server)`
                : ''}.`);
            continue;
        }
        for (const issue of (0,check/* checkModel */.w5)(spec.model, 'Server', entry.value, 'current', entry.pointer)) {
            if (issue.kind === 'invalid' && !issue.unknown)
                report(issue.pointer, `${client}: ${issue.message}`, issue.target);
        }
        if (spec.needsOneOf && !spec.needsOneOf.some((key) => (0,json/* hasOwn */.$3)(entry.value, key))) {
            // A common shape from other tools: the transport nested in an object of its own.
            const nested = Object.entries(entry.value).find(([, v]) => (0,json/* isObject */.Gv)(v) && spec.needsOneOf?.some((key) => (0,json/* hasOwn */.$3)(v, key)));
            const hint = nested ? ` The entry nests them in ${JSON.stringify(nested[0])}, which ${client} does not read: move its fields up into the entry.` : '';
            report(entry.pointer, `${client} cannot start "${entry.name}": a server entry needs ${(0,json/* listOf */.c3)(spec.needsOneOf)} (a command to run, or the URL of a remote server).${hint || ' Add one of them.'}`, 'key');
        }
        for (const [first, second] of mixedGroups(spec.exclusive ?? [], entry.value)) {
            report((0,util_pointer/* joinPointer */.Kn)(entry.pointer, second), `${client} refuses a server entry that mixes ${JSON.stringify(first)} (a stdio server) with ${JSON.stringify(second)} (a remote server). Keep the fields of one kind of server.`, 'key');
        }
    }
    spec.check?.(context);
}));
/** The first key of each pair of groups that an entry mixes. */
function mixedGroups(groups, entry) {
    const present = groups.map((group) => group.find((key) => (0,json/* hasOwn */.$3)(entry, key)));
    const used = present.filter((key) => key !== undefined);
    return used.length > 1 ? [[used[0], used[1]]] : [];
}
/** A server list under another client's key: reported once, as that, not field by field. */
function isForeignServerList(context, pointer) {
    return Object.keys(context.spec.foreignKeys ?? {}).some((key) => pointer === `/${key}` || pointer.startsWith(`/${key}/`));
}

;// CONCATENATED MODULE: ./src/formats/client-config/rules/unknown-key.ts





/**
 * mcpdesc.config.unknown-key: keys the client does not read. A client whose schema lists every key gets
 * each unknown one reported; for the others, whose keys are not all documented, only near misses of a
 * known key ("comand", "enviroment") are, so an undocumented setting that works is never flagged.
 */
/** Longer names people write for a client's short keys ("environment" for "env"), typos of them included. */
const SYNONYMS = {
    environment: 'env',
    environments: 'env',
    environmentvariables: 'env',
    envvars: 'env',
    arguments: 'args',
    argv: 'args',
    cmd: 'command',
    endpoint: 'url',
    serverurl: 'serverUrl',
    header: 'headers',
    workingdirectory: 'cwd',
    workdir: 'cwd',
};
function synonymOf(key, known) {
    const normalized = key.toLowerCase().replace(/[^a-z]/g, '');
    // Typos of the long names only: a short key near "cmd" is more likely its own word.
    const word = Object.hasOwn(SYNONYMS, normalized) ? normalized : normalized.length >= 6 ? (0,suggest/* closest */.k)(normalized, Object.keys(SYNONYMS)) : undefined;
    const target = word ? SYNONYMS[word] : undefined;
    return target && known.includes(target) ? target : undefined;
}
/* harmony default export */ const unknown_key = (configRule('mcpdesc.config.unknown-key', (context) => {
    const { spec, root, report } = context;
    const issues = [];
    if (serverList(spec, root)?.pointer !== '')
        issues.push(...(0,check/* checkModel */.w5)(spec.model, 'Config', root, 'current', ''));
    for (const entry of context.servers)
        issues.push(...(0,check/* checkModel */.w5)(spec.model, 'Server', entry.value, 'current', entry.pointer));
    // A required key written with a typo is the structure rule's finding ("Found "comand": did you mean "command"?").
    const seen = new Set(issues.flatMap((i) => (i.missing?.found ? [(0,util_pointer/* joinPointer */.Kn)(i.pointer, i.missing.found)] : [])));
    for (const { pointer, unknown } of issues) {
        if (!unknown || seen.has(pointer) || Object.hasOwn(spec.foreignKeys ?? {}, unknown.key))
            continue;
        seen.add(pointer);
        const owner = unknown.noun ?? 'object';
        const suggestion = unknown.suggestion ?? synonymOf(unknown.key, unknown.known);
        if (suggestion) {
            report(pointer, `${spec.client} does not read ${JSON.stringify(unknown.key)} in a ${owner}: did you mean ${JSON.stringify(suggestion)}? It ignores the key, so the setting has no effect.`, 'key');
        }
        else if (spec.unknownKeys === 'closed') {
            report(pointer, `${spec.client} does not read ${JSON.stringify(unknown.key)} in a ${owner} (it reads ${(0,json/* listOf */.c3)(unknown.known, 'and')}), so the setting has no effect. Remove it, or move it to the client that reads it.`, 'key');
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/client-config/launchers.ts
/**
 * Package runners that download what they start: `npx`, `pnpm dlx`, `bunx`, `yarn dlx`, `uvx`,
 * `pipx run`, `docker run`. Finds the package (or image) a server entry starts and whether it names an
 * exact version.
 */
/** npx and friends: options that take a value, so the value is not the package. */
const NPM_VALUE_OPTIONS = new Set(['-c', '--call', '--registry', '--cache', '--prefix', '--userconfig']);
const NPM_PACKAGE_OPTIONS = new Set(['-p', '--package']);
const UV_VALUE_OPTIONS = new Set(['--with', '-w', '--python', '-p', '--index', '--index-url', '--extra-index-url']);
const PYTHON_PACKAGE_OPTIONS = new Set(['--from', '--spec']);
/** docker run options that take no value; any other long option is read as taking one. */
const DOCKER_FLAGS = new Set([
    '-i',
    '-t',
    '-it',
    '-ti',
    '-d',
    '-P',
    '-q',
    '--rm',
    '--init',
    '--privileged',
    '--read-only',
    '--interactive',
    '--tty',
    '--detach',
    '--publish-all',
    '--no-healthcheck',
    '--oom-kill-disable',
    '--quiet',
    '--sig-proxy',
]);
/** Tags that move: an image named by one of them is not pinned. */
const FLOATING_TAGS = new Set(['latest', 'main', 'master', 'edge', 'stable', 'nightly', 'dev', 'develop', 'canary', 'next', 'beta', 'alpha', 'rc', 'release']);
const DOCKER_VALUE_OPTIONS = new Set([
    '-a',
    '-e',
    '--env',
    '--env-file',
    '-v',
    '--volume',
    '-p',
    '--publish',
    '--name',
    '-w',
    '--workdir',
    '--network',
    '--net',
    '--entrypoint',
    '-u',
    '--user',
    '--mount',
    '--platform',
    '-l',
    '--label',
    '--add-host',
    '--cpus',
    '-m',
    '--memory',
    '--pull',
    '--hostname',
    '-h',
    '--device',
    '--cap-add',
    '--cap-drop',
    '--security-opt',
    '--ulimit',
    '--dns',
    '--label-file',
    '--log-driver',
    '--restart',
    '--shm-size',
    '--tmpfs',
    '--ipc',
    '--pid',
    '--runtime',
    '--gpus',
]);
const EXACT_SEMVER = /^v?\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
/** The package an entry's command and args start, when the command is a package runner. */
function launchOf(command, args) {
    const program = command
        .split(/[\\/]/)
        .pop()
        ?.replace(/\.(cmd|exe)$/i, '') ?? '';
    if (program === 'npx' || program === 'bunx')
        return npmPackage(program, args, 0);
    if ((program === 'pnpm' || program === 'yarn') && args[0] === 'dlx')
        return npmPackage(`${program} dlx`, args, 1);
    if (program === 'uvx')
        return pythonPackage('uvx', args, 0, UV_VALUE_OPTIONS);
    if (program === 'pipx' && args[0] === 'run')
        return pythonPackage('pipx run', args, 1, UV_VALUE_OPTIONS);
    if ((program === 'docker' || program === 'podman') && args[0] === 'run')
        return dockerImage(`${program} run`, args, 1);
    return undefined;
}
/**
 * The package an option before the first operand names (`npx -p pkg@1 bin`, `uvx --from pkg==1 bin`,
 * `--package=pkg@1`), with its index, or the first operand: options after it are the server's own.
 */
function packageArgument(args, start, packageOptions, valueOptions) {
    for (let i = start; i < args.length; i++) {
        const arg = args[i];
        if (arg === '--')
            return i + 1 < args.length ? { spec: args[i + 1], index: i + 1 } : undefined;
        const equals = arg.indexOf('=');
        if (equals > 0 && packageOptions.has(arg.slice(0, equals)))
            return { spec: arg.slice(equals + 1), index: i };
        if (packageOptions.has(arg))
            return i + 1 < args.length ? { spec: args[i + 1], index: i + 1 } : undefined;
        if (!arg.startsWith('-'))
            return { spec: arg, index: i };
        if (valueOptions.has(arg))
            i++;
    }
    return undefined;
}
function npmPackage(runner, args, start) {
    const found = packageArgument(args, start, NPM_PACKAGE_OPTIONS, NPM_VALUE_OPTIONS);
    if (!found)
        return undefined;
    const { spec, index } = found;
    // A path, a URL or a GitHub "user/repo" is not a registry package.
    if (/^[./~]|^[a-z]+:\/\/|^[A-Za-z]:\\|^(?:git|github|file|link|workspace|npm):|^[^@/][^/]*\//.test(spec))
        return undefined;
    const at = spec.lastIndexOf('@');
    const name = at > 0 ? spec.slice(0, at) : spec;
    const version = at > 0 ? spec.slice(at + 1).replace(/^=/, '') : undefined;
    const pinned = version !== undefined && EXACT_SEMVER.test(version);
    return { runner, ecosystem: 'npm', spec, argIndex: index, name, ...(version !== undefined ? { version } : {}), pinned, pinnedForm: `${name}@X.Y.Z` };
}
function pythonPackage(runner, args, start, valueOptions) {
    const found = packageArgument(args, start, PYTHON_PACKAGE_OPTIONS, valueOptions);
    if (!found)
        return undefined;
    const { spec, index } = found;
    if (/^[./~]|^[a-z+]+:\/\/|^[A-Za-z]:\\/.test(spec))
        return undefined;
    const name = /^[A-Za-z0-9][A-Za-z0-9._-]*(?:\[[^\]]{0,100}\])?/.exec(spec)?.[0];
    if (!name)
        return undefined;
    const rest = spec.slice(name.length).trim();
    const operator = ['==', '>=', '<=', '~=', '!=', '@', '>', '<'].find((op) => rest.startsWith(op));
    const version = operator ? rest.slice(operator.length).trim() : '';
    const pinned = (operator === '==' || operator === '@') && /^\d[0-9a-z.+-]*$/i.test(version);
    return {
        runner,
        ecosystem: 'python',
        spec,
        argIndex: index,
        name,
        ...(operator ? { version: `${operator}${version}` } : {}),
        pinned,
        pinnedForm: `${name}==X.Y.Z`,
    };
}
function dockerImage(runner, args, start) {
    let index = -1;
    for (let i = start; i < args.length; i++) {
        const arg = args[i];
        if (!arg.startsWith('-')) {
            index = i;
            break;
        }
        if (arg.includes('=') || DOCKER_FLAGS.has(arg))
            continue;
        if (DOCKER_VALUE_OPTIONS.has(arg) || arg.startsWith('--'))
            i++;
    }
    if (index === -1)
        return undefined;
    const spec = args[index];
    const digest = spec.indexOf('@sha256:');
    if (digest !== -1)
        return { runner, ecosystem: 'docker', spec, argIndex: index, name: spec.slice(0, digest), version: spec.slice(digest + 1), pinned: true, pinnedForm: spec };
    const slash = spec.lastIndexOf('/');
    const colon = spec.lastIndexOf(':');
    const tagged = colon > slash;
    const name = tagged ? spec.slice(0, colon) : spec;
    const tag = tagged ? spec.slice(colon + 1) : undefined;
    const pinned = tag !== undefined && /\d/.test(tag) && !FLOATING_TAGS.has(tag.toLowerCase());
    return { runner, ecosystem: 'docker', spec, argIndex: index, name, ...(tag !== undefined ? { version: tag } : {}), pinned, pinnedForm: `${name}:X.Y.Z` };
}

;// CONCATENATED MODULE: ./src/formats/client-config/rules/unpinned-package.ts



/**
 * mcpdesc.config.unpinned-package: a server started by a package runner (npx, pnpm dlx, bunx, yarn dlx,
 * uvx, pipx run, docker run) names an exact version. Otherwise each client start downloads whatever was
 * published last, so whoever controls the next release runs code on every machine that uses the file.
 */
/* harmony default export */ const unpinned_package = (configRule('mcpdesc.config.unpinned-package', (context) => {
    for (const entry of context.servers) {
        const { command, args } = entry.value;
        if (typeof command !== 'string')
            continue;
        if (args !== undefined && !(Array.isArray(args) && args.every((a) => typeof a === 'string')))
            continue;
        const list = (args ?? []);
        // `"command": "npx -y pkg"` with no args is one command line.
        const fromCommand = list.length === 0 && /\s/.test(command.trim());
        const words = fromCommand ? command.trim().split(/\s+/) : [command, ...list];
        const launch = launchOf(words[0], words.slice(1));
        if (!launch || launch.pinned)
            continue;
        const pointer = fromCommand ? (0,util_pointer/* joinPointer */.Kn)(entry.pointer, 'command') : (0,util_pointer/* joinPointer */.Kn)(entry.pointer, 'args', launch.argIndex);
        const what = launch.ecosystem === 'docker'
            ? launch.version === 'latest' || launch.version === undefined
                ? `${JSON.stringify(launch.spec)} runs the image's "latest" tag`
                : `${JSON.stringify(launch.spec)} names the tag ${JSON.stringify(launch.version)}, which moves`
            : launch.version === undefined
                ? `${JSON.stringify(launch.spec)} names no version`
                : `${JSON.stringify(launch.spec)} names ${JSON.stringify(launch.version)}, not an exact version`;
        context.report(pointer, `${what}: ${launch.runner} fetches whatever was published last each time a teammate's client starts "${entry.name}", so whoever controls the next release of ${JSON.stringify(launch.name)} runs code on every machine that uses this file. Pin the version you reviewed: ${JSON.stringify(launch.pinnedForm)}.`);
    }
}));

;// CONCATENATED MODULE: ./src/formats/client-config/rules/unused-input.ts





/** Every string value of the file (comments are not values). */
function* stringsOf(value) {
    if (typeof value === 'string')
        yield value;
    else if (Array.isArray(value))
        for (const item of value)
            yield* stringsOf(item);
    else if ((0,json/* isObject */.Gv)(value))
        for (const item of Object.values(value))
            yield* stringsOf(item);
}
/** mcpdesc.config.unused-input: every entry of `inputs` is referenced by some `${input:id}`, or it only makes the client ask for nothing. */
/* harmony default export */ const unused_input = (configRule('mcpdesc.config.unused-input', (context) => {
    if (!context.spec.interpolation?.inputs || !Array.isArray(context.root.inputs))
        return;
    const used = new Set();
    for (const text of stringsOf(context.root))
        for (const ref of references(text))
            if (ref.kind === 'input')
                used.add(ref.name);
    const ids = context.root.inputs
        .filter(json/* isObject */.Gv)
        .map((i) => i.id)
        .filter((id) => typeof id === 'string');
    // A reference to a misspelt id is the interpolation rule's finding; the input it meant is not unused.
    const meant = new Set([...used].map((name) => (0,suggest/* closest */.k)(name, ids)));
    for (const [index, input] of context.root.inputs.entries()) {
        if (!(0,json/* isObject */.Gv)(input) || typeof input.id !== 'string')
            continue;
        if (used.has(input.id) || meant.has(input.id))
            continue;
        context.report((0,util_pointer/* joinPointer */.Kn)('/inputs', index, 'id'), `No server refers to the input ${JSON.stringify(input.id)} (as "\${input:${input.id}}"), so ${context.spec.client} never asks for it. Use it where the value is needed, or remove the entry.`);
    }
}));

;// CONCATENATED MODULE: ./src/formats/client-config/rules/index.ts












const CONFIG_RULES = [
    strict_json,
    structure,
    unknown_key,
    duplicate_server,
    literal_secret,
    interpolation,
    unused_input,
    unpinned_package,
    insecure_url,
    machine_path,
    auto_approve,
    shell_wrapper,
];

;// CONCATENATED MODULE: ./src/formats/client-config/index.ts
/**
 * A client configuration as a format: recognized by its server list at the client's paths, parsed as
 * the client parses it, checked by the client-config rules with the client's spec (spec.ts).
 */





function clientFormat(spec) {
    const keys = [...spec.serverKeys, ...Object.keys(spec.foreignKeys ?? {})];
    return (0,types/* defineFormat */.nP)({
        id: spec.id,
        noun: spec.noun,
        title: spec.title,
        paths: spec.paths,
        namedBy: spec.namedByPath === false ? [] : spec.paths,
        syntax: spec.syntax,
        versions: [],
        recognize(value) {
            if (spec.recognize)
                return spec.recognize(value);
            if (keys.some((key) => hasServerMap(value, key)))
                return 'likely';
            if (spec.flat && isFlatServerMap(value) && !(typeof value === 'object' && value !== null && (0,json/* hasOwn */.$3)(value, 'protocolVersion')))
                return 'likely';
            return 'no';
        },
        version: () => null,
        rules: CONFIG_RULES,
        context: configContext(spec),
    });
}

;// CONCATENATED MODULE: ./src/formats/amazonq-mcp-json/index.ts
/** Amazon Q Developer's workspace MCP configuration, `.amazonq/mcp.json`. No schema is published: only near misses of its known keys are reported as unknown. */




const MODEL = new check/* Model */.Kx(axis/* UNVERSIONED */.d, [
    (0,dsl/* define */.E8)('Config', 'Amazon Q MCP configuration', { mcpServers: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)((0,dsl/* ref */.KR)('Server'))) }, { closed: true }),
    (0,dsl/* define */.E8)('Server', 'server entry', {
        command: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        args: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
        env: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)(dsl/* string */.Yj)),
        timeout: (0,dsl/* opt */.m7)(dsl/* number */.ai),
        disabled: (0,dsl/* opt */.m7)(dsl/* boolean */.zM),
        url: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        headers: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)(dsl/* string */.Yj)),
    }, { closed: true }),
]);
/* harmony default export */ const amazonq_mcp_json = (clientFormat({
    id: 'amazonq-mcp-json',
    noun: { one: 'Amazon Q config', other: 'Amazon Q configs' },
    title: 'Amazon Q Developer MCP configuration (.amazonq/mcp.json)',
    client: 'Amazon Q',
    paths: ['**/.amazonq/mcp.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
    model: MODEL,
    unknownKeys: 'typos',
    needsOneOf: ['command', 'url'],
}));

;// CONCATENATED MODULE: ./src/formats/claude-code-mcp-json/model.ts
/** Claude Code's server entry (SchemaStore's plugin-manifest `mcpServers`, its CHANGELOG), shared by `.mcp.json` and plugin manifests. */

const remote = (type) => ({
    type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)(type)),
    url: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
    headers: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)(dsl/* string */.Yj)),
    headersHelper: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
    timeout: (0,dsl/* opt */.m7)(dsl/* number */.ai),
    alwaysLoad: (0,dsl/* opt */.m7)(dsl/* boolean */.zM),
});
/** `Server` and what it refers to: every definition of the model but the file's own. */
const CLAUDE_CODE_SERVERS = [
    (0,dsl/* alias */.nK)('Server', 'server entry', (0,dsl/* union */.KC)([
        (0,dsl/* option */.uK)('stdio server', (0,dsl/* ref */.KR)('StdioServer')),
        (0,dsl/* option */.uK)('HTTP server', (0,dsl/* ref */.KR)('HttpServer')),
        (0,dsl/* option */.uK)('SSE server', (0,dsl/* ref */.KR)('SseServer')),
        (0,dsl/* option */.uK)('WebSocket server', (0,dsl/* ref */.KR)('WsServer')),
    ], { key: 'type', fallback: 'stdio server' })),
    (0,dsl/* define */.E8)('StdioServer', 'server entry', { type: (0,dsl/* opt */.m7)((0,dsl/* constant */.dY)('stdio')), command: (0,dsl/* req */.DQ)(dsl/* string */.Yj), args: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)), env: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)(dsl/* string */.Yj)), timeout: (0,dsl/* opt */.m7)(dsl/* number */.ai), alwaysLoad: (0,dsl/* opt */.m7)(dsl/* boolean */.zM) }, { closed: true }),
    (0,dsl/* define */.E8)('HttpServer', 'server entry', { ...remote('http'), oauth: (0,dsl/* opt */.m7)((0,dsl/* ref */.KR)('OAuth')) }, { closed: true }),
    (0,dsl/* define */.E8)('SseServer', 'server entry', { ...remote('sse'), oauth: (0,dsl/* opt */.m7)((0,dsl/* ref */.KR)('OAuth')) }, { closed: true }),
    (0,dsl/* define */.E8)('WsServer', 'server entry', remote('ws'), { closed: true }),
    (0,dsl/* define */.E8)('OAuth', 'OAuth settings', {
        clientId: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        callbackPort: (0,dsl/* opt */.m7)({ kind: 'number', integer: true, minimum: 1 }),
        authServerMetadataUrl: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        scopes: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        xaa: (0,dsl/* opt */.m7)(dsl/* boolean */.zM),
    }, { closed: true }),
];

;// CONCATENATED MODULE: ./src/formats/claude-code-mcp-json/index.ts
/**
 * Claude Code's project configuration, `.mcp.json` (also read by Copilot and Codex plugins), and a
 * plugin's `.mcp.json`, which may be the bare map of servers. Facts: the SchemaStore plugin-manifest
 * schema's `mcpServers`, Claude Code's CHANGELOG, its MCP docs.
 */





const claude_code_mcp_json_MODEL = new check/* Model */.Kx(axis/* UNVERSIONED */.d, [
    (0,dsl/* define */.E8)('Config', 'Claude Code configuration', { mcpServers: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)((0,dsl/* ref */.KR)('Server'))) }, { closed: true }),
    ...CLAUDE_CODE_SERVERS,
]);
/** Claude Code as a client, for the formats that hold its server entries. */
const CLAUDE_CODE = {
    id: 'claude-code-mcp-json',
    noun: { one: 'Claude Code config', other: 'Claude Code configs' },
    title: 'Claude Code MCP configuration (.mcp.json)',
    client: 'Claude Code',
    paths: ['**/.mcp.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
    flat: true,
    foreignKeys: { servers: "VS Code's key" },
    strictJson: true,
    model: claude_code_mcp_json_MODEL,
    unknownKeys: 'typos',
    urlNeedsType: ['http', 'sse'],
    interpolation: { braced: 'yes', withDefault: 'yes', bare: 'no', envPrefix: 'no', inputs: false, predefined: ['CLAUDE_PLUGIN_ROOT', 'CLAUDE_PROJECT_DIR'] },
    envReference: (name) => `\${${name}}`,
    homeVariable: '${HOME}',
};
/* harmony default export */ const claude_code_mcp_json = (clientFormat(CLAUDE_CODE));

;// CONCATENATED MODULE: ./src/formats/claude-code-plugin/index.ts
/**
 * A Claude Code plugin's manifest, `.claude-plugin/plugin.json`: its `mcpServers` may list the plugin's
 * servers inline (or name a file or bundle to read them from). Facts: SchemaStore's
 * claude-code-plugin-manifest schema; the servers inline are Claude Code server entries, with
 * `${CLAUDE_PLUGIN_ROOT}` for the plugin's own folder.
 */






const claude_code_plugin_MODEL = new check/* Model */.Kx(axis/* UNVERSIONED */.d, [
    // The manifest's other fields are Claude Code's plugin system's; only the servers are checked here.
    (0,dsl/* define */.E8)('Config', 'plugin manifest', { name: (0,dsl/* req */.DQ)(dsl/* string */.Yj), mcpServers: (0,dsl/* opt */.m7)(dsl/* any */.bz) }),
    ...CLAUDE_CODE_SERVERS,
]);
/* harmony default export */ const claude_code_plugin = (clientFormat({
    ...CLAUDE_CODE,
    id: 'claude-code-plugin',
    noun: { one: 'Claude Code plugin', other: 'Claude Code plugins' },
    title: 'Claude Code plugin manifest (.claude-plugin/plugin.json)',
    paths: ['**/.claude-plugin/plugin.json'],
    flat: false,
    foreignKeys: {},
    model: claude_code_plugin_MODEL,
}));

;// CONCATENATED MODULE: ./src/formats/claude-desktop-config/index.ts
/**
 * Claude Desktop's configuration, `claude_desktop_config.json`: stdio servers under `mcpServers`. It
 * documents no variable expansion, so a committed copy is a template or one developer's own file.
 */




const claude_desktop_config_MODEL = new check/* Model */.Kx(axis/* UNVERSIONED */.d, [
    (0,dsl/* define */.E8)('Config', 'Claude Desktop configuration', { mcpServers: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)((0,dsl/* ref */.KR)('Server'))) }),
    (0,dsl/* define */.E8)('Server', 'server entry', { command: (0,dsl/* req */.DQ)(dsl/* string */.Yj), args: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)), env: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)(dsl/* string */.Yj)) }, { closed: true }),
]);
/* harmony default export */ const claude_desktop_config = (clientFormat({
    id: 'claude-desktop-config',
    noun: { one: 'Claude Desktop config', other: 'Claude Desktop configs' },
    title: 'Claude Desktop configuration (claude_desktop_config.json)',
    client: 'Claude Desktop',
    paths: ['**/claude_desktop_config.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
    model: claude_desktop_config_MODEL,
    unknownKeys: 'typos',
    machinePathAdvice: 'Claude Desktop has no project folder to be relative to: commit a template with a placeholder such as "/path/to/server" for each developer to fill in, or ship the server as an MCPB bundle, which Claude Desktop installs itself.',
    secretAdvice: () => 'keep the real value out of the repository: Claude Desktop expands no variables in this file, so commit a template with a placeholder (or ship the server as an MCPB bundle, whose sensitive settings Claude Desktop asks for and stores).',
}));

;// CONCATENATED MODULE: ./src/formats/codex-config-toml/index.ts
/**
 * OpenAI Codex's project configuration, `.codex/config.toml`: its `[mcp_servers.<name>]` tables
 * (config.schema.json `RawMcpServerConfig`, additionalProperties: false); the rest of the file is
 * Codex's other settings. Codex expands no variables in values: it reads credentials from the
 * environment by name (`env_vars`, `bearer_token_env_var`, `env_http_headers`).
 */




const codex_config_toml_MODEL = new check/* Model */.Kx(axis/* UNVERSIONED */.d, [
    (0,dsl/* define */.E8)('Config', 'Codex configuration', { mcp_servers: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)((0,dsl/* ref */.KR)('Server'))) }),
    (0,dsl/* define */.E8)('Server', 'server table', {
        command: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        args: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
        cwd: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        env: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)(dsl/* string */.Yj)),
        env_vars: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* any */.bz)),
        env_http_headers: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)(dsl/* string */.Yj)),
        http_headers: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)(dsl/* string */.Yj)),
        url: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        bearer_token_env_var: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        default_tools_approval_mode: (0,dsl/* opt */.m7)((0,dsl/* oneOf */.yL)('auto', 'prompt', 'approve')),
        enabled: (0,dsl/* opt */.m7)(dsl/* boolean */.zM),
        enabled_tools: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
        disabled_tools: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
        environment_id: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        name: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        oauth: (0,dsl/* opt */.m7)(dsl/* object */.Ik),
        oauth_resource: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        required: (0,dsl/* opt */.m7)(dsl/* boolean */.zM),
        scopes: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
        startup_timeout_ms: (0,dsl/* opt */.m7)({ kind: 'number', integer: true, minimum: 0 }),
        startup_timeout_sec: (0,dsl/* opt */.m7)(dsl/* number */.ai),
        supports_parallel_tool_calls: (0,dsl/* opt */.m7)(dsl/* boolean */.zM),
        tool_timeout_sec: (0,dsl/* opt */.m7)(dsl/* number */.ai),
        tools: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)(dsl/* object */.Ik)),
    }, { closed: true }),
]);
/* harmony default export */ const codex_config_toml = (clientFormat({
    id: 'codex-config-toml',
    noun: { one: 'Codex config', other: 'Codex configs' },
    title: 'Codex configuration (.codex/config.toml)',
    client: 'Codex',
    paths: ['**/.codex/config.toml'],
    syntax: 'toml',
    serverKeys: ['mcp_servers'],
    model: codex_config_toml_MODEL,
    unknownKeys: 'closed',
    needsOneOf: ['command', 'url'],
    interpolation: { braced: 'no', withDefault: 'no', bare: 'no', envPrefix: 'no', inputs: false, predefined: [] },
    secretAdvice: (name) => `keep it in an environment variable such as ${name} and name the variable here: Codex reads credentials from the environment by name ("env_vars" for the server's environment, "bearer_token_env_var" for a bearer token, "env_http_headers" for a header).`,
    autoApprove: [
        { key: 'default_tools_approval_mode', kind: 'value', value: 'approve' },
        { key: 'tools', kind: 'tools', field: 'approval_mode', value: 'approve' },
    ],
}));

// EXTERNAL MODULE: ./src/formats/consistency/group.ts
var consistency_group = __webpack_require__(2200);
// EXTERNAL MODULE: ./src/parse/parse.ts + 7 modules
var parse = __webpack_require__(3565);
;// CONCATENATED MODULE: ./src/formats/consistency/package.ts
/**
 * The package a group is built from, read through the Workspace: its manifest (package.json,
 * pyproject.toml or Cargo.toml at the group's folder), parsed with positions so a finding can point at the
 * line that disagrees. Go modules and .NET projects define a group but declare no version mcpdesc compares.
 */



/** A package manifest is small; a bigger file is not read (nothing is compared with it). */
const MAX_MANIFEST_BYTES = 1024 * 1024;
const MANIFESTS = [
    { name: 'package.json', syntax: 'json', ecosystem: 'npm', table: [] },
    { name: 'pyproject.toml', syntax: 'toml', ecosystem: 'pypi', table: ['project'] },
    { name: 'Cargo.toml', syntax: 'toml', ecosystem: 'cargo', table: ['package'] },
];
/** The package manifests in the group's folder of a file, in the order above; empty when linted alone or when the group has none. */
function groupPackages(workspace, path) {
    if (!workspace)
        return [];
    const dir = (0,consistency_group/* groupOf */.F8)(workspace, path);
    if (dir === undefined)
        return [];
    const found = [];
    for (const manifest of MANIFESTS) {
        const at = (0,consistency_group/* inFolder */._z)(dir, manifest.name);
        const text = readText(workspace, at, MAX_MANIFEST_BYTES);
        if (text === undefined)
            continue;
        const parsed = (0,parse/* parseDocument */.Tp)(text, manifest.syntax);
        if (parsed.problems.length > 0 || !(0,json/* isObject */.Gv)(parsed.value))
            continue;
        let table = parsed.value;
        for (const key of manifest.table)
            table = (0,json/* isObject */.Gv)(table) ? table[key] : undefined;
        const base = manifest.table.map((key) => `/${key}`).join('');
        const entry = { path: at, name: manifest.name, ecosystem: manifest.ecosystem, parsed };
        if ((0,json/* isObject */.Gv)(table) && typeof table.name === 'string')
            entry.packageName = { value: table.name, pointer: `${base}/name` };
        if ((0,json/* isObject */.Gv)(table) && typeof table.version === 'string')
            entry.version = { value: table.version, pointer: `${base}/version` };
        found.push(entry);
    }
    return found;
}
/** A file's text when it is whole within `max` bytes. */
function readText(workspace, path, max) {
    const bytes = workspace.head(path, max + 1);
    return bytes && bytes.length <= max ? Buffer.from(bytes).toString('utf8') : undefined;
}
/** Where a pointer of a package manifest is, as `package.json:3:14`. */
function placeOf(manifest, pointer) {
    const { start } = manifest.parsed.locate(pointer);
    return `${manifest.path}:${start.line}:${start.column}`;
}

;// CONCATENATED MODULE: ./src/formats/consistency/rules/identity.ts




const IDENTITY_RULE = 'mcpdesc.consistency.identity';
const README = /^readme(?:\.(?:md|markdown|rst|txt))?$/i;
const MAX_README_BYTES = 1024 * 1024;
const WHOLE_FIRST_LINE = { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
/* harmony default export */ const identity = ((0,types/* documentRule */.yr)(IDENTITY_RULE, ({ path, parsed, workspace, report }) => {
    const server = parsed.value;
    if (!workspace || !(0,json/* isObject */.Gv)(server) || typeof server.name !== 'string' || !Array.isArray(server.packages))
        return;
    const name = server.name;
    server.packages.forEach((pkg, index) => {
        if (!(0,json/* isObject */.Gv)(pkg) || typeof pkg.identifier !== 'string')
            return;
        const pointer = `/packages/${index}/identifier`;
        if (pkg.registryType === 'npm') {
            const manifest = groupPackages(workspace, path).find((p) => p.ecosystem === 'npm' && p.packageName?.value === pkg.identifier);
            if (!manifest?.packageName || !(0,json/* isObject */.Gv)(manifest.parsed.value))
                return;
            const mcpName = manifest.parsed.value.mcpName;
            if (mcpName === name)
                return;
            const at = mcpName === undefined ? manifest.packageName.pointer : '/mcpName';
            const related = [
                {
                    path: manifest.path,
                    range: manifest.parsed.locate(at),
                    message: mcpName === undefined
                        ? `package.json names the package here and has no "mcpName".`
                        : `package.json's "mcpName" is ${JSON.stringify(mcpName)} here.`,
                },
            ];
            const problem = mcpName === undefined
                ? `its package.json (see ${placeOf(manifest, at)}) has no "mcpName"`
                : `its package.json's "mcpName" is ${JSON.stringify(mcpName)} (see ${placeOf(manifest, at)})`;
            report(pointer, `The npm package ${JSON.stringify(pkg.identifier)} is built in this folder, but ${problem}: the registry proves ownership by reading "mcpName" from the published package.json and rejects the publish unless it equals the server name ${JSON.stringify(name)}. Add "mcpName": ${JSON.stringify(name)} to package.json and publish the package again before publishing server.json.`, 'value', related);
            return;
        }
        const registry = pkg.registryType === 'pypi' ? 'PyPI' : pkg.registryType === 'nuget' ? 'NuGet' : pkg.registryType === 'cargo' ? 'Cargo' : undefined;
        if (!registry)
            return;
        const readme = groupReadme(workspace, path);
        if (!readme || hasToken(readme.text, name))
            return;
        report(pointer, `The ${registry} package ${JSON.stringify(pkg.identifier)} must show it belongs to this server: the registry reads the package's README and rejects the publish unless it contains "mcp-name: ${name}", and ${readme.path}, the README of this package folder, does not. Add a line such as "<!-- mcp-name: ${name} -->" to ${readme.path} and publish the package again before publishing server.json.`, 'value', [{ path: readme.path, range: WHOLE_FIRST_LINE, message: `${readme.path} has no "mcp-name: ${name}".` }]);
    });
}));
function groupReadme(workspace, path) {
    const dir = (0,consistency_group/* groupOf */.F8)(workspace, path);
    if (dir === undefined)
        return undefined;
    const name = (workspace.list(dir, 2000) ?? []).find((entry) => README.test(entry));
    if (!name)
        return undefined;
    const at = (0,consistency_group/* inFolder */._z)(dir, name);
    const text = readText(workspace, at, MAX_README_BYTES);
    return text === undefined ? undefined : { path: at, text };
}
/** The registry's token: `mcp-name: <name>` followed by the end, whitespace, an HTML tag or `-->`. */
function hasToken(text, name) {
    const token = `mcp-name: ${name}`;
    for (let at = text.indexOf(token); at !== -1; at = text.indexOf(token, at + 1)) {
        const next = text[at + token.length];
        if (next === undefined || /\s/.test(next) || next === '<' || text.startsWith('-->', at + token.length))
            return true;
    }
    return false;
}

;// CONCATENATED MODULE: ./src/formats/consistency/rules/tools.ts
/**
 * mcpdesc.consistency.tools: an MCPB manifest lists the tools the server serves, by name, and a descriptor
 * in the same group lists them too; the two name the same tools. Reported on the manifest, pointing at the
 * descriptor. Only a group with exactly one descriptor is compared (with several, which one the bundle
 * ships is not known).
 */





const TOOLS_RULE = 'mcpdesc.consistency.tools';
/** A descriptor by name (`weather.mcp.json`, `server.mcp.yaml`); `.mcp.json` alone is Claude Code's configuration. */
const DESCRIPTOR = /^.+\.mcp\.(?:json|ya?ml)$/;
const MAX_DESCRIPTOR_BYTES = 4 * 1024 * 1024;
/* harmony default export */ const tools = ((0,types/* documentRule */.yr)(TOOLS_RULE, ({ path, parsed, workspace, report }) => {
    const manifest = parsed.value;
    if (!workspace || !(0,json/* isObject */.Gv)(manifest) || !Array.isArray(manifest.tools))
        return;
    const descriptor = groupDescriptor(workspace, path);
    if (!descriptor)
        return;
    const served = toolsOf(descriptor.value);
    if (!served)
        return;
    const listed = toolsOf(manifest) ?? [];
    const servedNames = new Set(served.map((t) => t.name));
    const listedNames = new Set(listed.map((t) => t.name));
    const place = (tool) => {
        const { start } = descriptor.parsed.locate(tool.pointer);
        return { text: `${descriptor.path}:${start.line}:${start.column}`, range: descriptor.parsed.locate(tool.pointer) };
    };
    for (const tool of listed) {
        if (servedNames.has(tool.name))
            continue;
        const titled = served.find((t) => t.title === tool.name || t.name.toLowerCase() === tool.name.toLowerCase());
        if (titled) {
            const at = place(titled);
            report(tool.pointer, `The manifest lists the tool ${JSON.stringify(tool.name)}, but ${descriptor.path} names it ${JSON.stringify(titled.name)} (see ${at.text}): clients match the manifest's tools to the served ones by name, so this one matches nothing. Did you mean ${JSON.stringify(titled.name)}?`, 'value', [{ path: descriptor.path, range: at.range, message: `${descriptor.path} names the tool ${JSON.stringify(titled.name)} here.` }]);
        }
        else {
            report(tool.pointer, `The manifest lists the tool ${JSON.stringify(tool.name)}, which ${descriptor.path}, the descriptor of this package, does not have: users see a tool the server does not serve. Remove it from "tools", or add it to the descriptor if the server serves it.`, 'value', [{ path: descriptor.path, range: descriptor.parsed.locate('/tools'), message: `${descriptor.path} lists the server's tools here.` }]);
        }
    }
    for (const tool of served) {
        if (listedNames.has(tool.name) || listed.some((t) => t.name === tool.title || t.name.toLowerCase() === tool.name.toLowerCase()))
            continue;
        const at = place(tool);
        report('/tools', `${descriptor.path} has the tool ${JSON.stringify(tool.name)} (see ${at.text}), which the manifest's "tools" does not list: clients show users the manifest's list before installing, so the tool is not shown. Add { "name": ${JSON.stringify(tool.name)} } to "tools".`, 'value', [{ path: descriptor.path, range: at.range, message: `${descriptor.path} declares the tool ${JSON.stringify(tool.name)} here.` }]);
    }
}));
function toolsOf(value) {
    if (!(0,json/* isObject */.Gv)(value) || !Array.isArray(value.tools))
        return undefined;
    const tools = [];
    value.tools.forEach((tool, index) => {
        if ((0,json/* isObject */.Gv)(tool) && typeof tool.name === 'string')
            tools.push({ name: tool.name, pointer: `/tools/${index}/name`, ...(typeof tool.title === 'string' ? { title: tool.title } : {}) });
    });
    return tools;
}
/** The one descriptor in the group's folder or the manifest's own, parsed; undefined when there is none or more than one. */
function groupDescriptor(workspace, path) {
    const group = (0,consistency_group/* groupOf */.F8)(workspace, path);
    if (group === undefined)
        return undefined;
    const found = new Set();
    for (const dir of new Set([group, (0,consistency_group/* folderOf */.yS)(path)])) {
        for (const name of workspace.list(dir, 2000) ?? [])
            if (DESCRIPTOR.test(name))
                found.add((0,consistency_group/* inFolder */._z)(dir, name));
    }
    if (found.size !== 1)
        return undefined;
    const [at] = found;
    const text = readText(workspace, at, MAX_DESCRIPTOR_BYTES);
    if (text === undefined)
        return undefined;
    const parsed = (0,parse/* parseDocument */.Tp)(text, /\.json$/i.test(at) ? 'json' : 'yaml');
    if (parsed.problems.length > 0 || !(0,json/* isObject */.Gv)(parsed.value) || !('protocolVersion' in parsed.value))
        return undefined;
    return { path: at, parsed, value: parsed.value };
}

;// CONCATENATED MODULE: ./src/formats/consistency/rules/version.ts
/**
 * mcpdesc.consistency.version: the version an MCP file declares is the version of the package its group
 * builds (package.json, else pyproject.toml's [project], else Cargo.toml's [package]). Reported on the MCP
 * file, with the package manifest's line as the related location.
 */



const VERSION_RULE = 'mcpdesc.consistency.version';
/** Values a release script fills in ("${VERSION}", "{{version}}", "$VERSION", "%VERSION%") and semantic-release's placeholders. */
const TEMPLATED = /\$\{|\{\{|%[A-Za-z_]+%|^\$[A-Za-z_]/;
const PLACEHOLDERS = new Set(['0.0.0-semantic-release', '0.0.0-development']);
function isTemplated(version) {
    return version.trim() === '' || TEMPLATED.test(version) || PLACEHOLDERS.has(version);
}
/** "v1.2.0" and "1.2.0" are the same release. */
function normalized(version) {
    return version.trim().replace(/^v(?=\d)/, '');
}
/** PyPI and crates.io compare names case-insensitively, with "-", "_" and "." alike (PEP 503). */
function sameName(ecosystem, a, b) {
    if (ecosystem === 'npm')
        return a === b;
    const fold = (name) => name.toLowerCase().replace(/[-_.]+/g, '-');
    return fold(a) === fold(b);
}
function versionRule(sitesOf) {
    return (0,types/* documentRule */.yr)(VERSION_RULE, ({ path, parsed, workspace, report }) => {
        const sites = sitesOf(parsed.value).filter((site) => !isTemplated(site.value));
        if (sites.length === 0)
            return;
        const packages = groupPackages(workspace, path).filter((p) => p.version && !isTemplated(p.version.value));
        const reference = packages[0];
        if (!reference?.version)
            return;
        for (const site of sites) {
            const against = site.package ? packageFor(packages, site.package) : reference;
            if (!against?.version || normalized(against.version.value) === normalized(site.value))
                continue;
            const place = placeOf(against, against.version.pointer);
            report(site.pointer, `${site.what} is ${JSON.stringify(site.value)}, but ${against.name} in this file's package folder says ${JSON.stringify(against.version.value)} (see ${place}): the files that describe this server disagree on which release it is, so clients, the registry and users see one version while the package ships another. Set ${site.what} to ${JSON.stringify(against.version.value)}, and bump it whenever ${against.name}'s version changes.`, 'value', [
                {
                    path: against.path,
                    range: against.parsed.locate(against.version.pointer),
                    message: `${against.name} declares version ${JSON.stringify(against.version.value)} here.`,
                },
            ]);
        }
    });
}
/** The group's manifest of a registry package: same ecosystem, same name. */
function packageFor(packages, wanted) {
    return packages.find((p) => p.ecosystem === wanted.ecosystem && p.packageName && sameName(p.ecosystem, p.packageName.value, wanted.identifier));
}
/** A string at `key` of an object, as a site. */
function stringSite(value, key, pointer, what) {
    return (0,json/* isObject */.Gv)(value) && typeof value[key] === 'string' ? [{ pointer, what, value: value[key] }] : [];
}
/** server.json: its "version", and each npm, PyPI or Cargo package's "version" (compared with that package's manifest when the group builds it). */
function registrySites(value) {
    const sites = stringSite(value, 'version', '/version', '"version"');
    if (!(0,json/* isObject */.Gv)(value) || !Array.isArray(value.packages))
        return sites;
    value.packages.forEach((pkg, index) => {
        if (!(0,json/* isObject */.Gv)(pkg) || typeof pkg.version !== 'string' || typeof pkg.identifier !== 'string')
            return;
        const ecosystem = pkg.registryType === 'npm' ? 'npm' : pkg.registryType === 'pypi' ? 'pypi' : pkg.registryType === 'cargo' ? 'cargo' : undefined;
        if (!ecosystem)
            return;
        sites.push({
            pointer: `/packages/${index}/version`,
            what: `"packages[${index}].version"`,
            value: pkg.version,
            package: { ecosystem, identifier: pkg.identifier },
        });
    });
    return sites;
}

;// CONCATENATED MODULE: ./src/formats/consistency/index.ts



const cardSites = (value) => {
    const own = stringSite(value, 'version', '/version', '"version"');
    if (own.length > 0)
        return own;
    // The first draft wrote the initialize result: its version is serverInfo's.
    return stringSite(value?.serverInfo, 'version', '/serverInfo/version', '"serverInfo.version"');
};
const RULES = {
    'mcp-registry-server': [versionRule(registrySites), identity],
    'mcpb-manifest': [versionRule((value) => stringSite(value, 'version', '/version', '"version"')), tools],
    'gemini-extension': [versionRule((value) => stringSite(value, 'version', '/version', '"version"'))],
    'mcpdesc-descriptor': [
        versionRule((value) => stringSite(value?.serverInfo, 'version', '/serverInfo/version', '"serverInfo.version"')),
    ],
    'mcp-server-card': [versionRule(cardSites)],
};
function withConsistency(format) {
    const rules = RULES[format.id];
    if (!rules)
        return format;
    return {
        ...format,
        ruleIds: [...format.ruleIds, ...rules.map((r) => r.id)],
        check(scope, run) {
            format.check(scope, run);
            for (const rule of rules) {
                run(rule.id, (reporter) => rule.check({
                    path: scope.path,
                    parsed: scope.parsed,
                    workspace: scope.workspace,
                    report: reporter.report.bind(reporter),
                    reportAt: reporter.reportAt.bind(reporter),
                }));
            }
        },
    };
}

;// CONCATENATED MODULE: ./src/formats/cursor-mcp-json/index.ts
/**
 * Cursor's project MCP configuration, `.cursor/mcp.json` (plugins use the bare map). Cursor publishes
 * no schema: the keys below are those its documentation and committed files use, so only near misses of
 * them are reported as unknown.
 */




const cursor_mcp_json_MODEL = new check/* Model */.Kx(axis/* UNVERSIONED */.d, [
    (0,dsl/* define */.E8)('Config', 'Cursor MCP configuration', { mcpServers: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)((0,dsl/* ref */.KR)('Server'))) }, { closed: true }),
    (0,dsl/* define */.E8)('Server', 'server entry', {
        type: (0,dsl/* opt */.m7)((0,dsl/* oneOf */.yL)('stdio', 'sse', 'http', 'streamable-http')),
        command: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        args: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
        env: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)(dsl/* string */.Yj)),
        envFile: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        url: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        headers: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)(dsl/* string */.Yj)),
        auth: (0,dsl/* opt */.m7)(dsl/* object */.Ik),
        disabled: (0,dsl/* opt */.m7)(dsl/* boolean */.zM),
    }, { closed: true }),
]);
/* harmony default export */ const cursor_mcp_json = (clientFormat({
    id: 'cursor-mcp-json',
    noun: { one: 'Cursor config', other: 'Cursor configs' },
    title: 'Cursor MCP configuration (.cursor/mcp.json)',
    client: 'Cursor',
    paths: ['**/.cursor/mcp.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
    flat: true,
    model: cursor_mcp_json_MODEL,
    unknownKeys: 'typos',
    needsOneOf: ['command', 'url'],
    // "${env:NAME}", "${userHome}" and "${workspaceFolder}" are described (by third-party guides): the other forms are not known either way.
    interpolation: { braced: 'unknown', withDefault: 'unknown', bare: 'unknown', envPrefix: 'yes', inputs: false, predefined: ['userHome', 'workspaceFolder'] },
    envReference: (name) => `\${env:${name}}`,
    homeVariable: '${userHome}',
}));

;// CONCATENATED MODULE: ./src/formats/gemini-settings/server.ts
/** Gemini CLI's server entry (settings.schema.json `$defs/MCPServerConfig`), shared by settings.json and gemini-extension.json. */

const GEMINI_SERVER_FIELDS = {
    command: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
    args: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
    env: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)(dsl/* string */.Yj)),
    cwd: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
    url: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
    httpUrl: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
    headers: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)(dsl/* string */.Yj)),
    tcp: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
    type: (0,dsl/* opt */.m7)((0,dsl/* oneOf */.yL)('stdio', 'sse', 'http')),
    timeout: (0,dsl/* opt */.m7)(dsl/* number */.ai),
    description: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
    includeTools: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
    excludeTools: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
    extension: (0,dsl/* opt */.m7)(dsl/* object */.Ik),
    oauth: (0,dsl/* opt */.m7)(dsl/* object */.Ik),
    authProviderType: (0,dsl/* opt */.m7)((0,dsl/* oneOf */.yL)('dynamic_discovery', 'google_credentials', 'service_account_impersonation')),
    targetAudience: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
    targetServiceAccount: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
};

;// CONCATENATED MODULE: ./src/formats/gemini-extension/index.ts
/**
 * A Gemini CLI extension's manifest, `gemini-extension.json`: strict JSON with a required `name` (letters,
 * digits and dashes) and `version`, and `mcpServers` like settings.json without `trust`. Its variables are
 * `${extensionPath}`, `${workspacePath}` and `${/}` (docs/extensions/reference.md).
 */






const gemini_extension_MODEL = new check/* Model */.Kx(axis/* UNVERSIONED */.d, [
    (0,dsl/* define */.E8)('Config', 'Gemini extension manifest', {
        name: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        version: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        description: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        mcpServers: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)((0,dsl/* ref */.KR)('Server'))),
        contextFileName: (0,dsl/* opt */.m7)(dsl/* any */.bz),
        excludeTools: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
        settings: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* object */.Ik)),
        themes: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* object */.Ik)),
        plan: (0,dsl/* opt */.m7)(dsl/* object */.Ik),
        migratedTo: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
    }, { closed: true }),
    (0,dsl/* define */.E8)('Server', 'server entry', GEMINI_SERVER_FIELDS, { closed: true }),
]);
/* harmony default export */ const gemini_extension = (clientFormat({
    id: 'gemini-extension',
    noun: { one: 'Gemini extension', other: 'Gemini extensions' },
    title: 'Gemini CLI extension (gemini-extension.json)',
    client: 'Gemini CLI',
    paths: ['**/gemini-extension.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
    strictJson: true,
    model: gemini_extension_MODEL,
    unknownKeys: 'typos',
    needsOneOf: ['command', 'url', 'httpUrl'],
    machinePathAdvice: 'Write "${extensionPath}" for a file inside the extension, so it works wherever the extension is installed.',
    check(context) {
        const { name } = context.root;
        if (typeof name === 'string' && !/^[a-zA-Z0-9-]+$/.test(name)) {
            context.report((0,util_pointer/* joinPointer */.Kn)('', 'name'), `Gemini CLI refuses the extension name ${JSON.stringify(name)} ("Invalid extension name"): only letters, digits and dashes are allowed. Rename it, e.g. to ${JSON.stringify(name.replace(/[^a-zA-Z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'my-extension')}, and the extension's folder with it.`);
        }
    },
}));

;// CONCATENATED MODULE: ./src/formats/gemini-settings/index.ts
/**
 * Gemini CLI's project settings, `.gemini/settings.json`: JSONC; its `mcpServers` entries are closed
 * (settings.schema.json, additionalProperties: false); the other settings are not mcpdesc's. Variables
 * `$NAME`, `${NAME}` and `${NAME:-default}` expand anywhere in the file (envVarResolver.ts).
 */





const gemini_settings_MODEL = new check/* Model */.Kx(axis/* UNVERSIONED */.d, [
    (0,dsl/* define */.E8)('Config', 'Gemini settings', { mcpServers: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)((0,dsl/* ref */.KR)('Server'))) }),
    (0,dsl/* define */.E8)('Server', 'server entry', { ...GEMINI_SERVER_FIELDS, trust: (0,dsl/* opt */.m7)(dsl/* boolean */.zM) }, { closed: true }),
]);
/* harmony default export */ const gemini_settings = (clientFormat({
    id: 'gemini-settings',
    noun: { one: 'Gemini settings file', other: 'Gemini settings files' },
    title: 'Gemini CLI settings (.gemini/settings.json)',
    client: 'Gemini CLI',
    paths: ['**/.gemini/settings.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
    strictJson: false,
    model: gemini_settings_MODEL,
    unknownKeys: 'closed',
    needsOneOf: ['command', 'url', 'httpUrl'],
    interpolation: { braced: 'yes', withDefault: 'yes', bare: 'yes', envPrefix: 'no', inputs: false, predefined: [] },
    envReference: (name) => `\${${name}}`,
    homeVariable: '${HOME}',
    autoApprove: [{ key: 'trust', kind: 'flag' }],
}));

;// CONCATENATED MODULE: ./src/formats/kiro-mcp-json/index.ts
/** Kiro's workspace MCP configuration, `.kiro/settings/mcp.json`: `${VAR}` expands in env and headers; `autoApprove` lists tools run without asking. */




const kiro_mcp_json_MODEL = new check/* Model */.Kx(axis/* UNVERSIONED */.d, [
    (0,dsl/* define */.E8)('Config', 'Kiro MCP configuration', { mcpServers: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)((0,dsl/* ref */.KR)('Server'))) }, { closed: true }),
    (0,dsl/* define */.E8)('Server', 'server entry', {
        command: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        args: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
        env: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)(dsl/* string */.Yj)),
        url: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        headers: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)(dsl/* string */.Yj)),
        disabled: (0,dsl/* opt */.m7)(dsl/* boolean */.zM),
        autoApprove: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
        disabledTools: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
        timeout: (0,dsl/* opt */.m7)(dsl/* number */.ai),
    }, { closed: true }),
]);
/* harmony default export */ const kiro_mcp_json = (clientFormat({
    id: 'kiro-mcp-json',
    noun: { one: 'Kiro config', other: 'Kiro configs' },
    title: 'Kiro MCP configuration (.kiro/settings/mcp.json)',
    client: 'Kiro',
    paths: ['**/.kiro/settings/mcp.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
    model: kiro_mcp_json_MODEL,
    unknownKeys: 'typos',
    needsOneOf: ['command', 'url'],
    interpolation: { braced: 'yes', withDefault: 'unknown', bare: 'unknown', envPrefix: 'unknown', inputs: false, predefined: [] },
    envReference: (name) => `\${${name}}`,
    autoApprove: [{ key: 'autoApprove', kind: 'list' }],
}));

;// CONCATENATED MODULE: ./src/formats/mcp-json/index.ts
/**
 * A list of MCP servers in no particular client's place: an agent plugin's `mcp.json` (Kiro powers,
 * Cursor plugins) or any file that holds an `mcpServers` map. Its content must show it is one, and since
 * no one client reads it, only what every client agrees on is checked.
 */




const mcp_json_MODEL = new check/* Model */.Kx(axis/* UNVERSIONED */.d, [
    (0,dsl/* define */.E8)('Config', 'server list', { mcpServers: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)((0,dsl/* ref */.KR)('Server'))), servers: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)((0,dsl/* ref */.KR)('Server'))), inputs: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* any */.bz)) }),
    (0,dsl/* define */.E8)('Server', 'server entry', {
        type: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        command: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        args: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
        env: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)(dsl/* any */.bz)),
        envFile: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        cwd: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        url: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        serverUrl: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        httpUrl: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        headers: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)(dsl/* string */.Yj)),
        disabled: (0,dsl/* opt */.m7)(dsl/* boolean */.zM),
        timeout: (0,dsl/* opt */.m7)(dsl/* number */.ai),
        autoApprove: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
        alwaysAllow: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
        disabledTools: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
    }, { closed: true }),
]);
/* harmony default export */ const mcp_json = (clientFormat({
    id: 'mcp-json',
    noun: { one: 'MCP server list', other: 'MCP server lists' },
    title: 'MCP server list (mcp.json, mcpServers)',
    client: 'the client',
    paths: ['**/mcp.json'],
    namedByPath: false,
    syntax: 'jsonc',
    serverKeys: ['mcpServers', 'servers'],
    flat: true,
    model: mcp_json_MODEL,
    unknownKeys: 'typos',
    needsOneOf: ['command', 'url', 'serverUrl', 'httpUrl'],
    autoApprove: [
        { key: 'autoApprove', kind: 'list' },
        { key: 'alwaysAllow', kind: 'list' },
    ],
}));

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/ignore.ts
/**
 * `.mcpbignore`: the gitignore-style patterns `mcpb pack` leaves out of the bundle (one a line, `#`
 * comments, `!` re-includes, a trailing `/` for folders, a `/` inside anchors the pattern to the bundle
 * folder). Matching is by hand, segment by segment, in time proportional to pattern × path: the file is
 * input from a pull request, so no pattern of it becomes a regular expression.
 */
const MAX_LINES = 2_000;
const MAX_LINE = 1_000;
function parseIgnore(text) {
    const patterns = [];
    for (const raw of text.split(/\r?\n/, MAX_LINES)) {
        let line = raw.trim();
        if (line === '' || line.startsWith('#') || line.length > MAX_LINE)
            continue;
        const written = line;
        const negated = line.startsWith('!');
        if (negated)
            line = line.slice(1);
        else if (line.startsWith('\\#') || line.startsWith('\\!'))
            line = line.slice(1);
        const folderOnly = line.endsWith('/');
        while (line.endsWith('/'))
            line = line.slice(0, -1);
        const anchored = line.includes('/');
        line = line.replace(/^\/+/, '');
        if (line === '')
            continue;
        patterns.push({ text: written, negated, folderOnly, anchored, segments: line.split('/').map(tokens) });
    }
    return patterns;
}
/** The pattern that leaves a bundle-relative file path out of the bundle, if any (a folder of it counts). */
function ignoredBy(patterns, path) {
    if (patterns.length === 0)
        return undefined;
    const parts = path.split('/');
    // As git does: once a folder is left out, nothing inside it comes back.
    for (let depth = 1; depth <= parts.length; depth++) {
        const sub = parts.slice(0, depth);
        const folder = depth < parts.length;
        let verdict;
        for (const pattern of patterns) {
            if (pattern.folderOnly && !folder)
                continue;
            const matches = pattern.anchored ? segmentsMatch(pattern.segments, sub) : segmentMatch(pattern.segments[0], sub[sub.length - 1]);
            if (matches)
                verdict = pattern.negated ? undefined : pattern;
        }
        if (verdict)
            return verdict.text;
    }
    return undefined;
}
function tokens(segment) {
    if (segment === '**')
        return [{ kind: 'globstar' }];
    const out = [];
    for (let i = 0; i < segment.length; i++) {
        const c = segment[i];
        if (c === '\\' && i + 1 < segment.length)
            out.push({ kind: 'char', char: segment[++i] });
        else if (c === '*') {
            if (out[out.length - 1]?.kind !== 'star')
                out.push({ kind: 'star' });
        }
        else if (c === '?')
            out.push({ kind: 'any' });
        else if (c === '[') {
            const end = segment.indexOf(']', i + 2);
            if (end === -1) {
                out.push({ kind: 'char', char: c });
                continue;
            }
            let body = segment.slice(i + 1, end);
            const negated = body.startsWith('!') || body.startsWith('^');
            if (negated)
                body = body.slice(1);
            const ranges = [];
            for (let j = 0; j < body.length; j++) {
                if (body[j + 1] === '-' && j + 2 < body.length) {
                    ranges.push([body[j], body[j + 2]]);
                    j += 2;
                }
                else
                    ranges.push([body[j], body[j]]);
            }
            out.push({ kind: 'class', negated, ranges });
            i = end;
        }
        else
            out.push({ kind: 'char', char: c });
    }
    return out;
}
/** Path segments against pattern segments, `**` standing for any number of segments: a table of prefixes. */
function segmentsMatch(pattern, path) {
    // can[i][j]: pattern segments from i match path segments from j.
    const rows = pattern.length + 1;
    const cols = path.length + 1;
    const can = new Uint8Array(rows * cols);
    can[pattern.length * cols + path.length] = 1;
    for (let i = pattern.length - 1; i >= 0; i--) {
        const globstar = pattern[i].length === 1 && pattern[i][0].kind === 'globstar';
        for (let j = path.length; j >= 0; j--) {
            let ok = false;
            if (globstar)
                ok = can[(i + 1) * cols + j] === 1 || (j < path.length && can[i * cols + j + 1] === 1);
            else
                ok = j < path.length && can[(i + 1) * cols + j + 1] === 1 && segmentMatch(pattern[i], path[j]);
            can[i * cols + j] = ok ? 1 : 0;
        }
    }
    return can[0] === 1;
}
/** One name against one pattern segment: `*` backtracks only to the last star, so at worst pattern × name steps. */
function segmentMatch(pattern, name) {
    if (pattern.length === 1 && pattern[0].kind === 'globstar')
        return true;
    let p = 0;
    let n = 0;
    let starAt = -1;
    let resumeAt = 0;
    while (n < name.length) {
        const token = pattern[p];
        if (token && token.kind !== 'star' && token.kind !== 'globstar' && matchesOne(token, name[n])) {
            p++;
            n++;
        }
        else if (token && (token.kind === 'star' || token.kind === 'globstar')) {
            starAt = p++;
            resumeAt = n;
        }
        else if (starAt !== -1) {
            p = starAt + 1;
            n = ++resumeAt;
        }
        else
            return false;
    }
    while (p < pattern.length && (pattern[p].kind === 'star' || pattern[p].kind === 'globstar'))
        p++;
    return p === pattern.length;
}
function matchesOne(token, char) {
    switch (token.kind) {
        case 'any':
            return true;
        case 'char':
            return token.char === char;
        case 'class': {
            const inside = token.ranges.some(([from, to]) => char >= from && char <= to);
            return inside !== token.negated;
        }
        default:
            return false;
    }
}

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/bundle.ts
/**
 * The bundle folder around a manifest: what `mcpb pack` packs (the manifest's folder, less what
 * `.mcpbignore` leaves out), read through the engine's Workspace. Paths a manifest names are relative to
 * its folder; messages show them as the manifest writes them and, where it helps, from the repository root.
 *
 * A file the manifest names may be missing from the repository because the build makes it before
 * packing (`tsc` writing `dist/`, a script copying the icon in). `builtBy` says when a `package.json`
 * beside the manifest shows that: one of its scripts names the file, or the file sits in a build output
 * folder and the package has a build script.
 */



/** A path the manifest names, read as mcpb reads it: relative to the manifest's folder, no variables, inside the bundle. */
function reference(text) {
    if (text.trim() === '')
        return { ok: false, problem: 'empty' };
    if (/^[A-Za-z][A-Za-z0-9+.-]{0,30}:\/\//.test(text))
        return { ok: false, problem: 'remote' };
    if (text.includes('${'))
        return { ok: false, problem: 'variable' };
    if (text.startsWith('/') || text.startsWith('\\') || /^[A-Za-z]:[\\/]/.test(text))
        return { ok: false, problem: 'absolute' };
    const path = external_node_path_.posix.normalize(text);
    if (path === '..' || path.startsWith('../'))
        return { ok: false, problem: 'outside' };
    return { ok: true, path: path.replace(/^\.\//, '') };
}
/** Script names that run what was built rather than build it. */
const RUN_ONLY = /^(?:start|dev|serve|test|watch|debug|inspect|lint|format)(?::|$)/;
/** Script names that build. */
const BUILD = /^(?:build|prebuild|postbuild|prepack|prepare|bundle|compile)(?::|$)/;
/** Top-level folders builds write to (`server/` is where MCPB bundles usually keep the built server). */
const OUTPUT_FOLDERS = new Set(['dist', 'build', 'out', 'server']);
const MAX_PACKAGE_JSON = 1024 * 1024;
const MAX_IGNORE_FILE = 256 * 1024;
function bundleOf(workspace, manifestPath) {
    if (!workspace || manifestPath.startsWith('/') || manifestPath.split('/').includes('..'))
        return undefined;
    const dir = external_node_path_.posix.dirname(manifestPath) === '.' ? '' : external_node_path_.posix.dirname(manifestPath);
    const fromRoot = (path) => (dir === '' ? path : `${dir}/${path}`);
    let ignore;
    let scripts;
    const text = (path, max) => {
        const bytes = workspace.head(fromRoot(path), max);
        return bytes && bytes.length < max ? Buffer.from(bytes).toString('utf8') : undefined;
    };
    return {
        dir,
        fromRoot,
        kind: (path) => workspace.kind(fromRoot(path)),
        head: (path, max) => workspace.head(fromRoot(path), max),
        ignoredBy(path) {
            ignore ??= parseIgnore(text('.mcpbignore', MAX_IGNORE_FILE) ?? '');
            return ignoredBy(ignore, path);
        },
        builtBy(path) {
            scripts ??= packageScripts(text('package.json', MAX_PACKAGE_JSON));
            for (const [name, command] of scripts) {
                if (!RUN_ONLY.test(name) && mentions(command, path))
                    return `package.json's ${JSON.stringify(name)} script names it`;
            }
            const folder = path.split('/')[0];
            const build = scripts.find(([name]) => BUILD.test(name));
            if (path.includes('/') && OUTPUT_FOLDERS.has(folder) && build)
                return `it is in "${folder}/", a build output folder, and package.json has a ${JSON.stringify(build[0])} script`;
            return undefined;
        },
    };
}
function packageScripts(text) {
    if (text === undefined)
        return [];
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return [];
    }
    if (!(0,json/* isObject */.Gv)(value) || !(0,json/* isObject */.Gv)(value.scripts))
        return [];
    return Object.entries(value.scripts).filter((entry) => typeof entry[1] === 'string');
}
/** Before a path in a command: the start, a space, a quote, `=`, `,`, `(` or `:`; `./` may come first. */
const BEFORE = new Set([' ', '\t', '"', "'", '=', ',', '(', ':', '>']);
/** After it: the end, a space, a quote or a shell separator. */
const AFTER = new Set([' ', '\t', '"', "'", ';', '&', '|', ')', ',']);
/** Whether a script names the path as a word of its own (not "server/index.js.map", not "my-icon.png"). */
function mentions(command, path) {
    for (let at = command.indexOf(path); at !== -1; at = command.indexOf(path, at + 1)) {
        let start = at;
        if (command.startsWith('./', start - 2))
            start -= 2;
        const before = start === 0 || BEFORE.has(command[start - 1]);
        const end = at + path.length;
        const after = end === command.length || AFTER.has(command[end]);
        if (before && after)
            return true;
    }
    return false;
}

// EXTERNAL MODULE: ./src/formats/mcpb-manifest/model.ts
var model = __webpack_require__(5742);
// EXTERNAL MODULE: ./src/formats/mcpb-manifest/versions.ts
var mcpb_manifest_versions = __webpack_require__(2886);
;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/walk.ts


function objectSites(model, root, rootName, version) {
    const sites = [];
    const axis = model.axis;
    const step = (steps) => {
        let chosen = steps[0][1];
        for (const [from, type] of steps)
            if (axis.compare(version, from) >= 0)
                chosen = type;
        return chosen;
    };
    const visit = (type, value, pointer, path) => {
        if (type.kind === 'versioned')
            return visit(step(type.steps), value, pointer, path);
        if (type.kind === 'array' && Array.isArray(value)) {
            for (const [index, item] of value.entries())
                visit(type.items, item, (0,util_pointer/* joinPointer */.Kn)(pointer, index), `${path}[${index}]`);
            return;
        }
        if (type.kind === 'map' && (0,json/* isObject */.Gv)(value)) {
            for (const [key, item] of Object.entries(value))
                visit(type.values, item, (0,util_pointer/* joinPointer */.Kn)(pointer, key), child(path, key));
            return;
        }
        if (type.kind !== 'ref' || !(0,json/* isObject */.Gv)(value))
            return;
        const definition = model.definition(type.name);
        if (!definition.fields || !axis.inSpan(version, definition))
            return;
        sites.push({ definition, value, pointer, path });
        for (const [key, field] of Object.entries(definition.fields)) {
            if (axis.inSpan(version, field) && (0,json/* hasOwn */.$3)(value, key))
                visit(field.type, value[key], (0,util_pointer/* joinPointer */.Kn)(pointer, key), child(path, key));
        }
    };
    visit({ kind: 'ref', name: rootName }, root, '', '');
    return sites;
}
function child(path, key) {
    return typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;
}
/** The field a site's definition has for a key, in any version. */
function fieldOf(site, key) {
    const fields = site.definition.fields;
    return fields && (0,json/* hasOwn */.$3)(fields, key) ? fields[key] : undefined;
}

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/context.ts
/**
 * What an MCPB rule sees: a manifest whose version mcpb resolves, the model's verdict on it for that
 * version, and the bundle folder around it (when the manifest is linted in a repository). Rules report
 * JSON Pointers; the session turns them into positions and levels.
 */








function mcpbRule(id, check) {
    return { id, check };
}
const ISSUES = (0,types/* memoKey */.e3)('mcpb model issues');
const SITES = (0,types/* memoKey */.e3)('mcpb object sites');
const VERSION_ISSUES = (0,types/* memoKey */.e3)('mcpb version issues');
const BUNDLE = (0,types/* memoKey */.e3)('mcpb bundle');
/** The context one rule sees, or undefined when mcpb cannot resolve the manifest's version (mcpdesc.mcpb.manifest-version says so). */
function mcpbContext(scope, reporter) {
    const manifest = scope.parsed.value;
    const version = (0,mcpb_manifest_versions/* resolveVersion */.x)(manifest);
    if (!version || !(0,json/* isObject */.Gv)(manifest))
        return undefined;
    const sites = () => scope.memo(SITES, () => objectSites(model/* MCPB_MODEL */.n5, manifest, 'Manifest', version));
    return {
        path: scope.path,
        parsed: scope.parsed,
        manifest,
        version,
        report: (pointer, message, target) => reporter.report(pointer, message, target),
        memo: (key, make) => scope.memo(key, make),
        issues: () => scope.memo(ISSUES, () => (0,check/* checkModel */.w5)(model/* MCPB_MODEL */.n5, 'Manifest', manifest, version, '')),
        sites,
        versionIssues: () => scope.memo(VERSION_ISSUES, () => versionIssues(sites(), version)),
        bundle: scope.memo(BUNDLE, () => bundleOf(scope.workspace, scope.path)),
    };
}
function versionIssues(sites, version) {
    const found = [];
    for (const site of sites) {
        for (const key of Object.keys(site.value)) {
            const field = fieldOf(site, key);
            if (!field)
                continue;
            const pointer = (0,util_pointer/* joinPointer */.Kn)(site.pointer, key);
            const path = child(site.path, key);
            if (!mcpb_manifest_versions/* MCPB_AXIS */.$p.inSpan(version, field)) {
                found.push({ pointer, path, what: 'key', value: site.value[key], versions: mcpb_manifest_versions/* MCPB_AXIS */.$p.versionsIn(field) });
                continue;
            }
            const value = site.value[key];
            if (typeof value !== 'string' || field.type.kind !== 'versioned')
                continue;
            const allowed = enumAt(field.type, version);
            if (!allowed || allowed.includes(value))
                continue;
            const versions = mcpb_manifest_versions/* MCPB_AXIS */.$p.versions.filter((v) => enumAt(field.type, v)?.includes(value));
            if (versions.length > 0)
                found.push({ pointer, path, what: 'value', value, versions, allowed });
        }
    }
    return found;
}
/** The values an enum that changes between versions allows in one version. */
function enumAt(type, version) {
    if (type.kind !== 'versioned')
        return undefined;
    let chosen = type.steps[0][1];
    for (const [from, step] of type.steps)
        if (mcpb_manifest_versions/* MCPB_AXIS */.$p.compare(version, from) >= 0)
            chosen = step;
    return chosen.kind === 'string' ? chosen.enum : undefined;
}
/** Strings that break the refinements of mcpb's schemas (URLs, e-mail addresses, icon sizes, locales). */
function stringProblems(sites) {
    const found = [];
    for (const site of sites) {
        const checks = checksOf(site.definition);
        if (!checks)
            continue;
        for (const [key, check] of Object.entries(checks)) {
            if (!(0,json/* hasOwn */.$3)(site.value, key))
                continue;
            const value = site.value[key];
            const items = Array.isArray(value)
                ? value.map((item, index) => [item, (0,util_pointer/* joinPointer */.Kn)(site.pointer, key, index), `${child(site.path, key)}[${index}]`])
                : [[value, (0,util_pointer/* joinPointer */.Kn)(site.pointer, key), child(site.path, key)]];
            for (const [item, pointer, path] of items) {
                if (typeof item !== 'string')
                    continue;
                const expected = check(item);
                if (expected)
                    found.push({ pointer, path, value: item, expected });
            }
        }
    }
    return found;
}
function checksOf(definition) {
    return (0,json/* hasOwn */.$3)(model/* STRING_CHECKS */.QN, definition.name) ? model/* STRING_CHECKS */.QN[definition.name] : undefined;
}

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/files.ts
/**
 * The bundle files a manifest names (its server's entry point, its icons) and what the bundle folder
 * holds at each: the file, a folder, nothing, or nothing yet because the build makes it.
 */




const ICONS = model/* MCPB_DEFINITIONS */.Me.find((d) => d.name === 'Manifest')?.fields?.icons;
function entryPoint(manifest) {
    const server = manifest.server;
    if (!(0,json/* isObject */.Gv)(server) || typeof server.entry_point !== 'string')
        return undefined;
    return {
        pointer: '/server/entry_point',
        text: server.entry_point,
        what: 'entry point',
        ...(server.type === 'binary' ? { alternates: (path) => [`${path}.exe`] } : {}),
    };
}
/** `icon`, then each `icons[].src` when the version has `icons` (mcpdesc.mcpb.field-version reports it otherwise). */
function icons(manifest, version) {
    const found = [];
    if (typeof manifest.icon === 'string')
        found.push({ pointer: '/icon', text: manifest.icon, what: 'icon' });
    if (Array.isArray(manifest.icons) && ICONS && mcpb_manifest_versions/* MCPB_AXIS */.$p.inSpan(version, ICONS)) {
        for (const [index, icon] of manifest.icons.entries())
            if ((0,json/* isObject */.Gv)(icon) && typeof icon.src === 'string')
                found.push({ pointer: (0,util_pointer/* joinPointer */.Kn)('/icons', index, 'src'), text: icon.src, what: 'icon' });
    }
    return found;
}
function fileState(bundle, path, file) {
    const found = [path, ...(file?.alternates?.(path) ?? [])].find((p) => bundle.kind(p) === 'file');
    const kind = found ? 'file' : bundle.kind(path);
    const pattern = bundle.ignoredBy(found ?? path);
    if (pattern !== undefined)
        return { kind: 'ignored', pattern, present: kind !== undefined };
    if (kind)
        return { kind };
    const reason = bundle.builtBy(path);
    return reason ? { kind: 'built', reason } : { kind: 'missing' };
}

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/build-output.ts




/**
 * mcpdesc.mcpb.build-output: a file the manifest names is not in the repository, but the package.json
 * beside the manifest shows the build makes it (a script names it, or it sits in a build output folder
 * and there is a build script). That is the usual layout, so it is a note, not an error of
 * mcpdesc.mcpb.entry-point or mcpdesc.mcpb.icon: the build must run before mcpb pack.
 */
/* harmony default export */ const build_output = (mcpbRule('mcpdesc.mcpb.build-output', (context) => {
    const { bundle, manifest, report } = context;
    if (!bundle)
        return;
    const entry = entryPoint(manifest);
    for (const file of [...(entry ? [entry] : []), ...icons(manifest, context.version)]) {
        const ref = reference(file.text);
        if (!ref.ok)
            continue;
        const state = fileState(bundle, ref.path, file);
        if (state.kind !== 'built')
            continue;
        const without = file.what === 'entry point' ? 'has no server to start' : 'fails mcpb validate and shows no icon';
        report(file.pointer, `The ${file.what} ${(0,json/* quote */.hD)(file.text)} is not in the repository, but ${state.reason}, so the build presumably makes it. Make sure the build runs before "mcpb pack": a bundle packed without it ${without}.`);
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/entry-point.ts





/**
 * mcpdesc.mcpb.entry-point: "server.entry_point" names a file inside the bundle folder, relative to the
 * manifest, that is there and that .mcpbignore does not leave out. mcpb validate does not look; the client
 * finds out when it starts the server. A file a build makes (package.json says so) is mcpdesc.mcpb.build-output's.
 */
/* harmony default export */ const entry_point = (mcpbRule('mcpdesc.mcpb.entry-point', (context) => {
    const entry = entryPoint(context.manifest);
    if (!entry)
        return;
    const { report, bundle } = context;
    const shown = (0,json/* quote */.hD)(entry.text);
    const ref = reference(entry.text);
    if (!ref.ok) {
        switch (ref.problem) {
            case 'empty':
                return report(entry.pointer, '"server.entry_point" is empty: it must name the file the server starts from, relative to the manifest: set it to that path, such as "server/index.js".');
            case 'variable':
                return report(entry.pointer, `MCPB substitutes no variables in "server.entry_point" (only in "server.mcp_config"), so the entry point ${shown} names no file. Write it relative to the manifest, such as ${(0,json/* quote */.hD)(withoutDirname(entry.text))}.`);
            case 'remote':
                return report(entry.pointer, `The entry point ${shown} is a URL, but a bundle runs its server from its own files. Name the file inside the bundle, such as "server/index.js".`);
            case 'absolute':
                return report(entry.pointer, `The entry point ${shown} is an absolute path, which exists only on this machine: each user's client installs the bundle somewhere else. Write it relative to the manifest, such as "server/index.js".`);
            case 'outside':
                return report(entry.pointer, `The entry point ${shown} leaves the bundle folder, so mcpb pack does not include it and the installed bundle has no server to start. Move the server into the folder of manifest.json.`);
        }
    }
    if (!bundle)
        return;
    const state = fileState(bundle, ref.path, entry);
    if (state.kind === 'ignored') {
        report(entry.pointer, state.present
            ? `.mcpbignore leaves the entry point ${shown} out of the bundle (its line ${(0,json/* quote */.hD)(state.pattern)}), so the installed bundle has no server to start. Remove or narrow that line.`
            : `The entry point ${shown} is not in the bundle folder, and .mcpbignore would leave it out even once it is built (its line ${(0,json/* quote */.hD)(state.pattern)}), so the installed bundle would have no server to start. Remove or narrow that line.`);
    }
    else if (state.kind === 'directory') {
        report(entry.pointer, `The entry point ${shown} is a folder; "server.entry_point" names the file the server starts from, such as ${(0,json/* quote */.hD)(external_node_path_.posix.join(ref.path, 'index.js'))}.`);
    }
    else if (state.kind === 'missing') {
        report(entry.pointer, `The entry point ${shown} is not in the bundle folder (mcpdesc looked for ${(0,json/* quote */.hD)(bundle.fromRoot(ref.path))}), so the bundle would have no server to start. Commit it or correct the path; if a build makes it, a package.json build script beside the manifest that names it (or writes its folder) tells mcpdesc so.`);
    }
}));
function withoutDirname(text) {
    const rest = text.replace(/^\$\{__dirname\}[\\/]*/, '');
    return rest === text || rest.includes('${') || rest === '' ? 'server/index.js' : rest;
}

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/field-version.ts



/**
 * mcpdesc.mcpb.field-version: no key or value of another manifest version. Versions only add (0.2
 * "privacy_policies"; 0.3 "icons", "localization", "_meta"; 0.4 the "uv" server type), and each version's
 * strict schema rejects what a later one added, so the message names the versions that have it.
 */
/* harmony default export */ const field_version = (mcpbRule('mcpdesc.mcpb.field-version', (context) => {
    const { version, report } = context;
    for (const issue of context.versionIssues()) {
        const where = mcpb_manifest_versions/* MCPB_AXIS */.$p.describe(issue.versions);
        const advice = adviceFor(issue, version);
        if (issue.what === 'key') {
            report(issue.pointer, `mcpb rejects ${JSON.stringify(issue.path)} in a ${version} manifest: the property exists ${where}. ${advice}`, 'key');
        }
        else {
            report(issue.pointer, `mcpb rejects ${JSON.stringify(issue.path)}: ${(0,json/* quote */.hD)(issue.value)} in a ${version} manifest: that value exists ${where}. ${advice}`);
        }
    }
}));
function adviceFor(issue, declared) {
    const later = issue.versions.filter((v) => mcpb_manifest_versions/* MCPB_AXIS */.$p.compare(v, declared) > 0);
    const instead = issue.what === 'value' && issue.allowed ? `use ${(0,json/* listOf */.c3)(issue.allowed)}` : 'remove it';
    if (later.length === 0)
        return `It was removed after ${issue.versions[issue.versions.length - 1]}: ${instead}.`;
    const next = later[0];
    return `Declare "manifest_version": "${next}"${later.length > 1 ? ' (or later)' : ''}, or ${instead}.`;
}

;// CONCATENATED MODULE: ./src/detect/hidden.ts
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
const FORMAT = /^\p{Cf}$/u;
const LETTER_OR_MARK = /^[\p{L}\p{M}]$/u;
// biome-ignore lint/suspicious/noMisleadingCharacterClass: tested on one code point at a time, so the combining marks stand alone.
const PICTOGRAPHIC = /^[\p{Extended_Pictographic}\p{Emoji_Modifier}\u{FE0F}\u{20E3}]$/u;
const HAN = /^\p{Script=Han}$/u;
const SPACE = /^\s$/u;
/**
 * A quicker test still: every character MAYBE_HIDDEN finds is U+00AD or above, and a class of one
 * range scans far faster than \p{Cf}, so plain-text strings never meet the Unicode class.
 */
const MAYBE_HIDDEN_QUICK = /[^\x00-\xac]/;
/**
 * Whether a string parsed from `source` (JSON or YAML) can hold a character MAYBE_HIDDEN_QUICK finds:
 * the source holds one, or an escape that writes one (JSON's \u, YAML's \x \u \U \L \P). One scan
 * of a plain-ASCII file, instead of one test per string.
 */
function sourceMayHide(source) {
    return MAYBE_HIDDEN_IN_SOURCE.test(source);
}
const MAYBE_HIDDEN_IN_SOURCE = /[^\x00-\xac]|\\[uUxLP]/;
/** A quick test for strings that cannot hold a hidden character, which is nearly all of them. */
const MAYBE_HIDDEN = new RegExp(`[\\p{Cf}${[...INVISIBLE_LETTERS].map((cp) => `\\u{${cp.toString(16)}}`).join('')}\\u{fe00}-\\u{fe0f}\\u{e0100}-\\u{e01ef}]`, 'u');
function isCandidate(cp) {
    if (INVISIBLE_LETTERS.has(cp) || isVariationSelector(cp))
        return true;
    return FORMAT.test(String.fromCodePoint(cp)) && !VISIBLE_FORMAT.has(cp);
}
/** Every hidden character in `text`, in order. */
function findHiddenCharacters(text) {
    if (!MAYBE_HIDDEN_QUICK.test(text) || !MAYBE_HIDDEN.test(text))
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
        const inScript = cps[i - 1] > 0x7f && LETTER_OR_MARK.test(before) && cps[i + 1] > 0x7f && LETTER_OR_MARK.test(after);
        const inEmoji = cp === 0x200d && PICTOGRAPHIC.test(before) && PICTOGRAPHIC.test(after);
        return inScript || inEmoji;
    }
    if (isVariationSelector(cp)) {
        // One selector chooses the form of the character before it (❤️, ideographic variants); more is hidden data.
        if (before === '' || SPACE.test(before) || isCandidate(cps[i - 1]))
            return false;
        return cp <= 0xfe0f || HAN.test(before);
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
            ? `${covered} invisible Unicode tag characters at characters ${first.position}–${first.position + covered - 1}`
            : `the invisible Unicode tag character ${characterName(first.codePoint)} at character ${first.position}`;
        described = covered === 1 || spelled.trim() === '' ? span : `${span} that spell ${(0,json/* quote */.hD)(spelled, 80)}`;
    }
    else {
        described = `${characterName(first.codePoint)} at character ${first.position}${context(chars, first.position - 1)}`;
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
    return ` (after ${(0,json/* quote */.hD)(index > 20 ? `…${before}` : before)})`;
}

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/hidden-characters.ts




/**
 * mcpdesc.mcpb.hidden-characters: no string of the manifest (tool and prompt descriptions, prompt text that
 * reaches the model, the command and arguments a client runs, keys) hides invisible, bidi-control or tag
 * characters, which make what a client or model reads differ from what a reviewer sees.
 */
/* harmony default export */ const hidden_characters = (mcpbRule('mcpdesc.mcpb.hidden-characters', (context) => {
    const visit = (value, pointer, name) => {
        if (typeof value === 'string') {
            if (MAYBE_HIDDEN.test(value))
                report(pointer, name ? JSON.stringify(name) : 'This string', value, 'value');
        }
        else if (Array.isArray(value)) {
            for (const [index, item] of value.entries())
                visit(item, (0,util_pointer/* joinPointer */.Kn)(pointer, index), name);
        }
        else if ((0,json/* isObject */.Gv)(value)) {
            for (const [key, item] of Object.entries(value)) {
                const at = (0,util_pointer/* joinPointer */.Kn)(pointer, key);
                if (MAYBE_HIDDEN.test(key))
                    report(at, 'This property name', key, 'key');
                visit(item, at, key);
            }
        }
    };
    const report = (pointer, subject, text, target) => {
        const hidden = describeHidden(text);
        if (!hidden)
            return;
        context.report(pointer, `${subject} contains ${hidden}. Hidden and bidirectional-control characters make what a client or model reads differ from what reviewers of the bundle see, a known way to smuggle instructions or disguise a command: remove them.`, target);
    };
    visit(context.manifest, '', undefined);
}));

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/icon.ts





const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/**
 * mcpdesc.mcpb.icon: what mcpb validate checks of "icon" (a path relative to the bundle, no
 * ${__dirname}, a file that is there, a PNG), and the same of each "icons[].src" but the PNG test, which
 * mcpb does not make of them. A remote icon is mcpdesc.mcpb.icon-remote's, one a build makes
 * mcpdesc.mcpb.build-output's.
 */
/* harmony default export */ const icon = (mcpbRule('mcpdesc.mcpb.icon', (context) => {
    const { report, bundle } = context;
    for (const icon of icons(context.manifest, context.version)) {
        const main = icon.pointer === '/icon';
        const shown = (0,json/* quote */.hD)(icon.text);
        const ref = reference(icon.text);
        if (!ref.ok) {
            if (ref.problem === 'empty' && !main)
                report(icon.pointer, 'The icon path is empty: name a PNG file inside the bundle, such as "icon.png", or remove this entry.');
            else if (ref.problem === 'remote' && !/^https?:\/\//i.test(icon.text))
                report(icon.pointer, `The icon ${shown} is not a file inside the bundle, so clients show no icon. Add the PNG to the bundle and write its path, such as "icon.png".`);
            else if (ref.problem === 'variable')
                report(icon.pointer, `MCPB substitutes no variables in icon paths${main ? ' (mcpb validate rejects ${__dirname} in "icon")' : ''}, so ${shown} names no file and clients show no icon. Write the path relative to the manifest, such as ${(0,json/* quote */.hD)(relativeSuggestion(icon.text))}.`);
            else if (ref.problem === 'absolute')
                report(icon.pointer, `The icon path ${shown} is absolute, but ${main ? 'mcpb validate requires a path relative to the bundle root: ' : ''}each user's client installs the bundle somewhere else. Write it relative to the manifest, such as ${(0,json/* quote */.hD)(external_node_path_.posix.basename(icon.text.replace(/\\/g, '/')))}.`);
            else if (ref.problem === 'outside')
                report(icon.pointer, `The icon ${shown} leaves the bundle folder, so mcpb pack does not include it and clients show no icon. Move it into the folder of manifest.json.`);
            continue;
        }
        if (!bundle)
            continue;
        const state = fileState(bundle, ref.path);
        if (state.kind === 'ignored') {
            report(icon.pointer, `.mcpbignore leaves the icon ${shown} out of the bundle (its line ${(0,json/* quote */.hD)(state.pattern)}), so clients show no icon. Remove or narrow that line.`);
        }
        else if (state.kind === 'directory') {
            report(icon.pointer, `The icon path ${shown} is a folder, not a PNG file. Name the image itself, such as ${(0,json/* quote */.hD)(external_node_path_.posix.join(ref.path, 'icon.png'))}.`);
        }
        else if (state.kind === 'missing') {
            report(icon.pointer, `The icon ${shown} is not in the bundle folder (mcpdesc looked for ${(0,json/* quote */.hD)(bundle.fromRoot(ref.path))})${main ? ', so mcpb validate fails with "Icon file not found"' : ', so clients show no icon'}. Add the PNG or correct the path.`);
        }
        else if (state.kind === 'file' && main) {
            const head = bundle.head(ref.path, 16);
            if (head && !PNG.every((byte, i) => head[i] === byte)) {
                report(icon.pointer, `The icon ${shown} is not a PNG file${imageKind(head)}, and mcpb validate accepts only PNG icons. Convert it to PNG (512×512 pixels shows best in Claude Desktop).`);
            }
        }
    }
}));
function relativeSuggestion(text) {
    const rest = text.replace(/^\$\{__dirname\}[\\/]*/, '');
    return rest === text || rest.includes('${') || rest === '' ? 'icon.png' : rest;
}
/** What the first bytes say the file is, when they say. */
function imageKind(head) {
    const text = Buffer.from(head).toString('latin1');
    if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
        return ' (it is a JPEG image)';
    if (text.startsWith('GIF8'))
        return ' (it is a GIF image)';
    if (text.startsWith('RIFF') && text.slice(8, 12) === 'WEBP')
        return ' (it is a WebP image)';
    if (head[0] === 0 && head[1] === 0 && head[2] === 1 && head[3] === 0)
        return ' (it is a Windows icon)';
    if (/^\s*<(?:\?xml|svg)/i.test(text))
        return ' (it is an SVG image)';
    if (head.length === 0)
        return ' (it is empty)';
    return '';
}

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/icon-remote.ts



/**
 * mcpdesc.mcpb.icon-remote: icons are files inside the bundle, not web addresses. mcpb validate warns
 * about a remote "icon"; Claude Desktop shows only icons the bundle carries.
 */
/* harmony default export */ const icon_remote = (mcpbRule('mcpdesc.mcpb.icon-remote', (context) => {
    for (const icon of icons(context.manifest, context.version)) {
        if (!/^https?:\/\//i.test(icon.text))
            continue;
        context.report(icon.pointer, `The icon ${(0,json/* quote */.hD)(icon.text)} is a remote URL: Claude Desktop shows only icon files inside the bundle${icon.pointer === '/icon' ? ', and mcpb validate warns about it' : ''}. Add the PNG to the bundle and write its path, such as "icon.png".`);
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/variables.ts
/**
 * MCPB's `${…}` variables. When a client installs a bundle it fills in, in `server.mcp_config` (command,
 * args, env and their platform overrides), `${__dirname}`, the user's folders, the path separator and
 * `${user_config.KEY}`; a list option expands into several arguments only when an argument is exactly
 * its reference. Anything else it leaves as written. Prompt text has `${arguments.NAME}`, and
 * `localization.resources` has `${locale}`.
 */


/** Linear: no nested quantifier, and a bounded name. */
const variables_BRACED = /\$\{([^{}]{0,200})\}/g;
function variablesIn(text) {
    if (!text.includes('${'))
        return [];
    return [...text.matchAll(variables_BRACED)].map((match) => ({ text: match[0], name: match[1] }));
}
/** What a client fills in everywhere in `mcp_config` (and, for the folders, in option defaults). */
const PATH_VARIABLES = ['__dirname', 'HOME', 'DESKTOP', 'DOCUMENTS', 'DOWNLOADS', 'pathSeparator', '/'];
const USER_CONFIG_PREFIX = 'user_config.';
/** The option a `${user_config.KEY}` names, or undefined for another variable. */
function userConfigKey(variable) {
    return variable.name.startsWith(USER_CONFIG_PREFIX) ? variable.name.slice(USER_CONFIG_PREFIX.length) : undefined;
}
/** Every string a client substitutes variables in: `server.mcp_config` and each of its platform overrides. */
function* configStrings(manifest) {
    const server = manifest.server;
    if (!(0,json/* isObject */.Gv)(server) || !(0,json/* isObject */.Gv)(server.mcp_config))
        return;
    const config = server.mcp_config;
    yield* launchStrings(config, '/server/mcp_config');
    if (!(0,json/* isObject */.Gv)(config.platform_overrides))
        return;
    for (const [platform, override] of Object.entries(config.platform_overrides)) {
        if ((0,json/* isObject */.Gv)(override))
            yield* launchStrings(override, (0,util_pointer/* joinPointer */.Kn)('/server/mcp_config/platform_overrides', platform));
    }
}
function* launchStrings(config, pointer) {
    if (typeof config.command === 'string')
        yield { pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'command'), text: config.command, field: 'command', key: undefined };
    if (Array.isArray(config.args)) {
        for (const [index, arg] of config.args.entries())
            if (typeof arg === 'string')
                yield { pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'args', index), text: arg, field: 'args', key: index };
    }
    if ((0,json/* isObject */.Gv)(config.env)) {
        for (const [name, value] of Object.entries(config.env))
            if (typeof value === 'string')
                yield { pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'env', name), text: value, field: 'env', key: name };
    }
}
/** The options `user_config` declares, by key. */
function userConfig(manifest) {
    const options = manifest.user_config;
    if (!(0,json/* isObject */.Gv)(options))
        return [];
    return Object.entries(options).filter((entry) => (0,json/* isObject */.Gv)(entry[1]));
}

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/literal-secret.ts




/**
 * mcpdesc.mcpb.literal-secret: no credential written into "server.mcp_config" or a "user_config" default.
 * The manifest ships inside every copy of the bundle; a credential belongs in a "sensitive" option each
 * user fills in, passed as "${user_config.KEY}". Placeholders and references are not credentials.
 */
/* harmony default export */ const rules_literal_secret = (mcpbRule('mcpdesc.mcpb.literal-secret', (context) => {
    for (const site of configStrings(context.manifest)) {
        const secret = literal_secret_secretIn(site);
        if (!secret)
            continue;
        const key = optionKey(site);
        context.report(site.pointer, `This ${literal_secret_where(site)} holds what looks like a real credential: ${secret.kind} (${secret.redacted}). The manifest ships inside every copy of the bundle: revoke it, then declare a "user_config" option ${JSON.stringify(key)} with "sensitive": true and write "\${user_config.${key}}" here, so each user enters their own and the client stores it securely.`);
    }
    for (const [key, option] of userConfig(context.manifest)) {
        if (typeof option.default !== 'string')
            continue;
        const secret = findSecret(option.default) ?? findSecretField(option.default, () => key);
        if (!secret)
            continue;
        context.report((0,util_pointer/* joinPointer */.Kn)('/user_config', key, 'default'), `The default of ${JSON.stringify(key)} holds what looks like a real credential: ${secret.kind} (${secret.redacted}). It ships in plain text in every copy of the bundle: revoke it, remove the default and mark the option "sensitive": true, so each user enters their own.`);
    }
}));
function literal_secret_secretIn(site) {
    const text = withoutVariables(site.text);
    const known = findSecret(text);
    if (known)
        return known;
    if (text !== site.text)
        return null;
    if (site.field === 'env')
        return findSecretField(site.text, () => String(site.key));
    if (site.field === 'args') {
        const option = /^--?([A-Za-z][\w-]{0,60})=(.+)$/.exec(site.text);
        if (option)
            return findSecretField(option[2], () => option[1]);
    }
    return null;
}
/** The text with each variable blanked out: a reference is no secret, but one can sit beside it. */
function withoutVariables(text) {
    let out = text;
    for (const variable of variablesIn(text))
        out = out.split(variable.text).join('X'.repeat(variable.text.length));
    return out;
}
function literal_secret_where(site) {
    if (site.field === 'env')
        return `environment variable (${String(site.key)})`;
    return site.field === 'args' ? 'argument' : 'command';
}
/** The option to declare: the variable's name in lower case for env, else "api_key". */
function optionKey(site) {
    if (site.field === 'env' && typeof site.key === 'string' && /^[A-Za-z_][A-Za-z0-9_]*$/.test(site.key))
        return site.key.toLowerCase();
    const option = /^--?([A-Za-z][\w-]{0,60})=/.exec(site.text);
    return option ? option[1].replace(/-/g, '_').toLowerCase() : 'api_key';
}

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/manifest-version.ts



const KNOWN = (0,json/* listOf */.c3)(mcpb_manifest_versions/* MCPB_VERSIONS */.H7);
const NEWEST = mcpb_manifest_versions/* MCPB_VERSIONS */.H7[mcpb_manifest_versions/* MCPB_VERSIONS */.H7.length - 1];
const STOPS = 'mcpb validate stops with "Unrecognized or unsupported manifest version" (and mcpb pack refuses the bundle) before it checks anything else, and so does mcpdesc';
/**
 * mcpdesc.mcpb.manifest-version: the manifest declares a version mcpb resolves, a string "0.1" to "0.4"
 * in "manifest_version" (or the older "dxt_version"). Otherwise this is the file's one finding.
 */
/* harmony default export */ const manifest_version = ((0,types/* documentRule */.yr)('mcpdesc.mcpb.manifest-version', ({ parsed, report }) => {
    const manifest = parsed.value;
    if (!(0,json/* isObject */.Gv)(manifest) || (0,mcpb_manifest_versions/* resolveVersion */.x)(manifest))
        return;
    const key = (0,json/* hasOwn */.$3)(manifest, 'manifest_version') ? 'manifest_version' : (0,json/* hasOwn */.$3)(manifest, 'dxt_version') ? 'dxt_version' : undefined;
    if (!key) {
        report('', `This manifest declares no "manifest_version", so ${STOPS}. Add "manifest_version": "0.3" (or the version it is written for: ${KNOWN}).`);
        return;
    }
    const declared = manifest[key];
    const pointer = `/${key}`;
    if (typeof declared === 'number' && (0,mcpb_manifest_versions/* isMcpbVersion */.Jo)(String(declared))) {
        report(pointer, `"${key}" must be the string "${String(declared)}", not the number ${String(declared)}: mcpb knows versions only as text, so ${STOPS}. Quote it.`);
    }
    else if (typeof declared !== 'string') {
        report(pointer, `"${key}" must be a string naming the manifest version (${KNOWN}), but it is ${(0,json/* describeValue */.bp)(declared)}, so ${STOPS}. Set it to the version the manifest is written for, such as "0.3".`);
    }
    else {
        report(pointer, `${(0,json/* quote */.hD)(declared)} is not a manifest version mcpb knows (${KNOWN}), so ${STOPS}. ${suggestion(declared)}`);
    }
}));
function suggestion(declared) {
    const near = nearVersion(declared);
    if (near)
        return `Did you mean "${near}"?`;
    const number = /^\s*v?(\d+)\.(\d+)/i.exec(declared);
    if (number && (Number(number[1]) > 0 || Number(number[2]) > Number(NEWEST.split('.')[1])))
        return `It may be newer than ${NEWEST}, the newest version mcpb and mcpdesc know: declare one of them, or upgrade both.`;
    return `Declare one of them, e.g. "manifest_version": "0.3".`;
}
/** "v0.3", " 0.3", "0.3.0", "0.30" → "0.3", when that is a version. */
function nearVersion(declared) {
    const match = /^\s*v?0*(\d{1,3})\.(\d{1,3})(?:\.0+)?\s*$/i.exec(declared);
    const candidate = match ? String(Number(`${match[1]}.${match[2]}`)) : undefined;
    return candidate && (0,mcpb_manifest_versions/* isMcpbVersion */.Jo)(candidate) ? candidate : undefined;
}

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/name-format.ts



const ALLOWED = /^[A-Za-z0-9_.-]+$/;
const MAX_LENGTH = 128;
const CHARACTERS = 'A-Z, a-z, 0-9, "_", "-" and "."';
/**
 * mcpdesc.mcpb.name-format: each "tools[].name" and "prompts[].name" is a name in MCP's tool-name format
 * (1 to 128 characters from A-Z, a-z, 0-9, "_", "-", "."): the manifest lists what the server serves,
 * and clients match the two by name. A name with spaces is usually the tool's title.
 */
/* harmony default export */ const name_format = (mcpbRule('mcpdesc.mcpb.name-format', (context) => {
    for (const list of ['tools', 'prompts']) {
        const items = context.manifest[list];
        if (!Array.isArray(items))
            continue;
        const noun = list === 'tools' ? 'tool' : 'prompt';
        for (const [index, item] of items.entries()) {
            if (!(0,json/* isObject */.Gv)(item) || typeof item.name !== 'string')
                continue;
            const name = item.name;
            const pointer = (0,util_pointer/* joinPointer */.Kn)(`/${list}`, index, 'name');
            if (name.length === 0) {
                context.report(pointer, `The ${noun} name is empty. Clients match the manifest's ${list} to the server's by name: write the name the server registers (1 to ${MAX_LENGTH} characters from ${CHARACTERS}).`);
            }
            else if (!ALLOWED.test(name) && looksLikeTitle(name)) {
                context.report(pointer, `${capitalize(noun)} ${(0,json/* quote */.hD)(name)} is listed by its title, not its name: clients match the manifest's ${list} to the ${list} the server serves by name, and an MCP ${noun} name has no spaces (only ${CHARACTERS}). Write the name the server registers, such as ${(0,json/* quote */.hD)(suggestName(name))}, and keep the title for "description".`);
            }
            else if (!ALLOWED.test(name)) {
                context.report(pointer, `${capitalize(noun)} name ${(0,json/* quote */.hD)(name)} contains ${describeCharacters(name)}: MCP ${noun} names use only ${CHARACTERS}, so clients and models can match and call them. Write the name the server registers, such as ${(0,json/* quote */.hD)(suggestName(name))}.`);
            }
            else if (name.length > MAX_LENGTH) {
                context.report(pointer, `${capitalize(noun)} name ${(0,json/* quote */.hD)(name)} is ${name.length} characters long; MCP ${noun} names have at most ${MAX_LENGTH}. Shorten it, as the server registers it.`);
            }
        }
    }
}));
/** Words separated by spaces, most of them capitalized: "Resolve Context7 Library ID". */
function looksLikeTitle(name) {
    const words = name.trim().split(/\s+/);
    return words.length > 1 && words.filter((w) => /^[A-Z0-9]/.test(w)).length * 2 >= words.length;
}
function suggestName(name) {
    const replaced = name
        .trim()
        .toLowerCase()
        .replace(/[^a-z0-9_.-]+/g, '_');
    let start = 0;
    let end = replaced.length;
    while (start < end && replaced[start] === '_')
        start++;
    while (end > start && replaced[end - 1] === '_')
        end--;
    return (replaced.slice(start, end) || 'tool').slice(0, MAX_LENGTH);
}
function describeCharacters(name) {
    const bad = [...new Set([...name].filter((c) => !ALLOWED.test(c)))];
    const shown = bad.slice(0, 5).map((c) => (c === ' ' ? 'a space' : /\s/.test(c) ? JSON.stringify(c) : `"${c}"`));
    return shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}
function capitalize(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/prompt-argument.ts





const PREFIX = 'arguments.';
/** Other spellings of the prefix, reported only when what follows is a declared argument. */
const NEAR_PREFIXES = ['argument.', 'args.', 'arg.', 'params.', ''];
/**
 * mcpdesc.mcpb.prompt-argument: a prompt's "text" uses only "${arguments.NAME}" for names its "arguments"
 * list. The client asks for the listed arguments and fills in those; any other reference reaches the
 * model as written.
 */
/* harmony default export */ const prompt_argument = (mcpbRule('mcpdesc.mcpb.prompt-argument', (context) => {
    const prompts = context.manifest.prompts;
    if (!Array.isArray(prompts))
        return;
    for (const [index, prompt] of prompts.entries()) {
        if (!(0,json/* isObject */.Gv)(prompt) || typeof prompt.text !== 'string')
            continue;
        const declared = Array.isArray(prompt.arguments) ? prompt.arguments.filter((a) => typeof a === 'string') : [];
        const name = typeof prompt.name === 'string' ? `Prompt ${(0,json/* quote */.hD)(prompt.name)}` : 'This prompt';
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/prompts', index, 'text');
        for (const variable of variablesIn(prompt.text)) {
            if (variable.name.startsWith(PREFIX)) {
                const argument = variable.name.slice(PREFIX.length);
                if (declared.includes(argument))
                    continue;
                const near = (0,suggest/* closest */.k)(argument, declared);
                const fix = near
                    ? `Did you mean "\${arguments.${near}}"? Otherwise add ${JSON.stringify(argument)} to "arguments".`
                    : `Add ${JSON.stringify(argument)} to its "arguments".`;
                const has = declared.length > 0 ? `its "arguments" list only ${(0,json/* listOf */.c3)(declared, 'and')}` : 'it declares no "arguments"';
                context.report(pointer, `${name} uses ${(0,json/* quote */.hD)(variable.text)}, but ${has}: the client never asks for ${JSON.stringify(argument)}, so the model receives the text as written. ${fix}`);
                continue;
            }
            const prefix = NEAR_PREFIXES.find((p) => variable.name.startsWith(p) && declared.includes(variable.name.slice(p.length)));
            if (prefix === undefined)
                continue;
            const argument = variable.name.slice(prefix.length);
            context.report(pointer, `${name} writes ${(0,json/* quote */.hD)(variable.text)}, which the client does not fill in: arguments are written "\${arguments.${argument}}". Write that, or the model receives the text as written.`);
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/sensitive-default.ts



/**
 * mcpdesc.mcpb.sensitive-default: a "sensitive" option (a credential the client masks and stores
 * securely) has no "default". A default ships in plain text in every copy of the bundle, and a user who
 * keeps it sends that value as their credential. An empty default ("" or []) carries nothing and passes.
 */
/* harmony default export */ const sensitive_default = (mcpbRule('mcpdesc.mcpb.sensitive-default', (context) => {
    for (const [key, option] of userConfig(context.manifest)) {
        if (option.sensitive !== true || !Object.hasOwn(option, 'default'))
            continue;
        const value = option.default;
        if (value === '' || (Array.isArray(value) && value.length === 0))
            continue;
        context.report((0,util_pointer/* joinPointer */.Kn)('/user_config', key, 'default'), `The option ${JSON.stringify(key)} is sensitive, but it has a default: the default ships in plain text in every copy of the bundle, and a user who keeps it sends that value as their credential. Remove "default" and let each user enter their own.`, 'key');
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/structure.ts


const REJECTS = 'mcpb rejects this manifest';
/**
 * mcpdesc.mcpb.structure: the manifest has the fields its version's schema requires, with the types and
 * values it allows (what mcpb validate checks first). Unknown keys are mcpdesc.mcpb.unknown-key's, keys
 * and values of other versions mcpdesc.mcpb.field-version's.
 */
/* harmony default export */ const rules_structure = (mcpbRule('mcpdesc.mcpb.structure', (context) => {
    const { manifest, version, report } = context;
    const elsewhere = new Set(context.versionIssues().map((i) => i.pointer));
    for (const issue of context.issues()) {
        if (issue.kind !== 'invalid' || issue.unknown || elsewhere.has(issue.pointer))
            continue;
        if (issue.pointer === '/manifest_version' || issue.pointer === '/dxt_version') {
            report(issue.pointer, disagreement(issue.pointer.slice(1), manifest, version));
            continue;
        }
        report(issue.pointer, `${REJECTS}: ${lowerFirst(issue.message)}${hint(issue.pointer, issue.missing?.key, manifest)}`, issue.target);
    }
    for (const problem of stringProblems(context.sites())) {
        report(problem.pointer, `${REJECTS}: ${JSON.stringify(problem.path)} must be ${problem.expected}, not ${(0,json/* quote */.hD)(problem.value)}.${urlHint(problem) || ' Correct it.'}`);
    }
}));
/** Both version keys are there and say different things: mcpb went by one and rejects the other. */
function disagreement(key, manifest, version) {
    if (key === 'manifest_version') {
        return `"manifest_version" is ${(0,json/* shown */.SP)(manifest.manifest_version)}, which is no version mcpb knows, so mcpb went by "dxt_version" ("${version}") and then rejects the manifest because the two disagree. Write "manifest_version": "${version}" and remove "dxt_version".`;
    }
    return `"dxt_version" says ${(0,json/* shown */.SP)(manifest.dxt_version)} but "manifest_version" says "${version}": mcpb reads the manifest as ${version} and rejects it because the two disagree. Remove "dxt_version", the old name of "manifest_version".`;
}
function hint(pointer, missing, manifest) {
    const server = manifest.server;
    if (pointer === '/server' && missing === 'mcp_config' && (0,json/* isObject */.Gv)(server) && server.type === 'uv')
        return ' MANIFEST.md calls it optional for a "uv" server, but mcpb validate requires it: give the "command" (and "args") that start the server.';
    if (pointer === '/server' && missing === 'mcp_config' && !((0,json/* isObject */.Gv)(server) && (0,json/* hasOwn */.$3)(server, 'mcp_config')))
        return ' It tells the client how to start the server: {"command": …, "args": [...], "env": {...}}.';
    return '';
}
function urlHint(problem) {
    if (!problem.expected.startsWith('a URL') || !/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(problem.value))
        return '';
    return ` Did you mean "https://${problem.value}"?`;
}
function lowerFirst(text) {
    return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/unknown-key.ts






/** Keys other formats put in a manifest.json, and where MCPB has what they mean. */
const ELSEWHERE = {
    scripts: 'build and start scripts belong in package.json',
    dependencies: 'dependencies belong in package.json (or pyproject.toml), and are bundled with the server',
    devDependencies: 'dependencies belong in package.json',
    main: 'the file the server starts from is "server.entry_point"',
    entry_point: 'it belongs inside "server"',
    mcp_config: 'it belongs inside "server"',
    command: 'how the server starts belongs in "server.mcp_config"',
    args: 'how the server starts belongs in "server.mcp_config"',
    env: 'how the server starts belongs in "server.mcp_config"',
    mcpServers: 'a bundle has one server, started by "server.mcp_config"',
    id: 'the bundle\'s machine-readable identifier is "name"',
    title: 'the name shown to users is "display_name"',
};
/**
 * mcpdesc.mcpb.unknown-key: every key is one the manifest's version defines. mcpb's schemas are strict
 * (no "x-" extension keys either), so mcpb validate rejects any other; from 0.3 on, "_meta" holds vendor data.
 */
/* harmony default export */ const rules_unknown_key = (mcpbRule('mcpdesc.mcpb.unknown-key', (context) => {
    const { version, report } = context;
    const issues = context.issues();
    // A misspelt required key is the structure rule's finding ("Found "entrypoint": did you mean "entry_point"?").
    const typos = new Set(issues.flatMap((i) => (i.missing?.found ? [(0,util_pointer/* joinPointer */.Kn)(i.pointer, i.missing.found)] : [])));
    const unknown = issues.flatMap((i) => (i.unknown ? [{ pointer: i.pointer, key: i.unknown.key, known: i.unknown.known, noun: i.unknown.noun }] : []));
    // The model lets "x-" keys through (mcpdesc's own formats allow them); mcpb's strict schemas do not.
    for (const site of context.sites()) {
        for (const key of Object.keys(site.value)) {
            if (!key.startsWith('x-') || fieldOf(site, key))
                continue;
            const fields = site.definition.fields ?? {};
            const known = Object.keys(fields).filter((k) => mcpb_manifest_versions/* MCPB_AXIS */.$p.inSpan(version, fields[k]));
            unknown.push({ pointer: (0,util_pointer/* joinPointer */.Kn)(site.pointer, key), key, known, noun: site.definition.noun });
        }
    }
    for (const { pointer, key, known, noun } of unknown) {
        if (typos.has(pointer))
            continue;
        const root = pointer.split('/').length === 2;
        const owner = root ? 'the manifest' : `this ${noun ?? 'object'}`;
        const typo = (0,suggest/* closest */.k)(key, known);
        const advice = typo
            ? `Did you mean ${JSON.stringify(typo)}?`
            : Object.hasOwn(ELSEWHERE, key) && root
                ? `Remove it: ${ELSEWHERE[key]}.`
                : root && mcpb_manifest_versions/* MCPB_AXIS */.$p.compare(version, '0.3') >= 0
                    ? 'Remove it, or keep vendor data under "_meta", keyed by a reverse-DNS name such as "com.example.app".'
                    : known.length <= 6
                        ? `Remove it (${withArticle(noun ?? 'value')} has ${(0,json/* listOf */.c3)(known, 'and')}).`
                        : 'Remove it.';
        report(pointer, `mcpb rejects this manifest: ${owner} has no property ${JSON.stringify(key)} in ${version}, and mcpb's schema allows no other keys. ${advice}`, 'key');
    }
}));
function withArticle(noun) {
    return /^(?:[aeiou]|MCP)/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/unused-user-config.ts




/**
 * mcpdesc.mcpb.unused-user-config: every required "user_config" option reaches the server through some
 * "${user_config.KEY}" in "server.mcp_config". A client will not start the server until the user fills a
 * required option in, so one that goes nowhere asks for a value (often a credential) for nothing.
 */
/* harmony default export */ const unused_user_config = (mcpbRule('mcpdesc.mcpb.unused-user-config', (context) => {
    const options = userConfig(context.manifest);
    if (options.length === 0)
        return;
    const used = new Set();
    for (const site of configStrings(context.manifest))
        for (const variable of variablesIn(site.text))
            used.add(userConfigKey(variable) ?? '');
    used.delete('');
    // A reference to a misspelt key is mcpdesc.mcpb.user-config-reference's finding; the option it meant is not unused.
    const keys = options.map(([key]) => key);
    const meant = new Set([...used].map((key) => (0,suggest/* closest */.k)(key, keys)));
    for (const [key, option] of options) {
        if (option.required !== true || used.has(key) || meant.has(key))
            continue;
        context.report((0,util_pointer/* joinPointer */.Kn)('/user_config', key), `The required option ${JSON.stringify(key)} is never passed to the server: no "\${user_config.${key}}" appears in "server.mcp_config", yet the client will not start the server until the user fills it in. Pass it in "args" or "env", or remove the option.`, 'key');
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/user-config-reference.ts




/**
 * mcpdesc.mcpb.user-config-reference: every "${user_config.KEY}" in "server.mcp_config" names an option
 * "user_config" declares; a client leaves any other as written, so the server gets the literal text. An
 * option with "multiple": true expands into several arguments only when an argument is exactly its
 * reference; inside other text, or in "env", the client cannot put a list and leaves it as written too.
 */
/* harmony default export */ const user_config_reference = (mcpbRule('mcpdesc.mcpb.user-config-reference', (context) => {
    const options = (0,json/* isObject */.Gv)(context.manifest.user_config) ? context.manifest.user_config : {};
    const declared = Object.keys(options);
    for (const site of configStrings(context.manifest)) {
        for (const variable of variablesIn(site.text)) {
            const key = userConfigKey(variable);
            if (key === undefined)
                continue;
            if (!Object.hasOwn(options, key)) {
                const near = (0,suggest/* closest */.k)(key, declared);
                const hint = near
                    ? `Did you mean "\${user_config.${near}}"?`
                    : declared.length > 0
                        ? `"user_config" declares ${(0,json/* listOf */.c3)(declared)}: declare ${JSON.stringify(key)} there, or correct the reference.`
                        : `The manifest has no "user_config": declare ${JSON.stringify(key)} there ({"type": "string", "title": …, "description": …}), or remove the reference.`;
                context.report(site.pointer, `${(0,json/* quote */.hD)(variable.text)} names no option of "user_config", so the client leaves it as written and the server receives that text instead of a value. ${hint}`);
                continue;
            }
            const option = options[key];
            if (!(0,json/* isObject */.Gv)(option) || option.multiple !== true)
                continue;
            const alone = site.field === 'args' && site.text === variable.text;
            if (alone)
                continue;
            context.report(site.pointer, `The option ${JSON.stringify(key)} takes several values ("multiple": true), and a client expands a list only into an argument that is exactly ${(0,json/* quote */.hD)(variable.text)}; ${site.field === 'env' ? 'in "env"' : 'inside other text'} it leaves the reference as written once the user picks values. Pass it as an argument of its own.`);
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/variable.ts





const SUBSTITUTED = '${__dirname}, ${HOME}, ${DESKTOP}, ${DOCUMENTS}, ${DOWNLOADS}, ${pathSeparator} (or ${/}) and ${user_config.KEY}';
const IN_DEFAULTS = '${HOME}, ${DESKTOP}, ${DOCUMENTS}, ${DOWNLOADS}, ${__dirname} and ${pathSeparator}';
/** Other spellings of MCPB's prefix for options. */
const OPTION_PREFIXES = ['userConfig.', 'user-config.', 'user_configs.', 'config.', 'user.', 'options.', 'settings.'];
/**
 * mcpdesc.mcpb.variable: every "${…}" in "server.mcp_config" is a variable MCPB fills in, and every one in
 * a "user_config" default is a folder variable. A client leaves any other as written, so the server gets
 * the text "${API_KEY}" where a value was meant: MCPB has no syntax for the user's environment variables.
 */
/* harmony default export */ const variable = (mcpbRule('mcpdesc.mcpb.variable', (context) => {
    const { report } = context;
    for (const site of configStrings(context.manifest)) {
        for (const variable of variablesIn(site.text)) {
            if (isSubstituted(variable))
                continue;
            report(site.pointer, `MCPB does not fill in ${(0,json/* quote */.hD)(variable.text)} in "server.mcp_config": it fills in only ${SUBSTITUTED}, so the server receives the text as written. ${variable_hint(variable)}`);
        }
    }
    for (const [key, option] of userConfig(context.manifest)) {
        const value = option.default;
        const items = typeof value === 'string' ? [[value, (0,util_pointer/* joinPointer */.Kn)('/user_config', key, 'default')]] : [];
        if (Array.isArray(value))
            for (const [index, item] of value.entries())
                if (typeof item === 'string')
                    items.push([item, (0,util_pointer/* joinPointer */.Kn)('/user_config', key, 'default', index)]);
        for (const [text, pointer] of items) {
            for (const variable of variablesIn(text)) {
                if (PATH_VARIABLES.includes(variable.name))
                    continue;
                const why = variable.name.startsWith(USER_CONFIG_PREFIX) ? ' A default cannot refer to another option: write the value itself.' : ` ${variable_hint(variable)}`;
                report(pointer, `A default may use only ${IN_DEFAULTS}; ${(0,json/* quote */.hD)(variable.text)} stays as written in the value the user sees.${why}`);
            }
        }
    }
}));
function isSubstituted(variable) {
    // ${user_config.KEY} with a key is mcpdesc.mcpb.user-config-reference's to check.
    return (PATH_VARIABLES.includes(variable.name) ||
        (variable.name.startsWith(USER_CONFIG_PREFIX) && variable.name.length > USER_CONFIG_PREFIX.length));
}
function variable_hint(variable) {
    const { name } = variable;
    if (name === 'user_config' || name === USER_CONFIG_PREFIX)
        return 'Name the option: "${user_config.KEY}".';
    const prefix = OPTION_PREFIXES.find((p) => name.startsWith(p) && name.length > p.length);
    if (prefix)
        return `Did you mean "\${${USER_CONFIG_PREFIX}${name.slice(prefix.length)}}"?`;
    const near = (0,suggest/* closest */.k)(name, PATH_VARIABLES.filter((v) => v.length > 1));
    if (near)
        return `Did you mean "\${${near}}"?`;
    if (name.startsWith('arguments.'))
        return '"${arguments.NAME}" is filled in only in prompt text: remove it here.';
    if (name === 'locale')
        return '"${locale}" is filled in only in "localization.resources": remove it here.';
    const env = /^(?:env[:.])?([A-Z][A-Z0-9_]*)$/.exec(name);
    if (env && PATH_VARIABLES.includes(env[1]))
        return `Did you mean "\${${env[1]}}"?`;
    if (env)
        return `To get a value from the user, declare a "user_config" option (with "sensitive": true for a credential) and write "\${user_config.${env[1].toLowerCase()}}".`;
    return 'Remove it, or declare a "user_config" option and write "${user_config.KEY}".';
}

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/index.ts
















/** Read whatever the file holds: whether mcpb can tell its version at all. */
const DOCUMENT_RULES = [manifest_version];
/** Read the manifest as the version mcpb resolves. */
const rules_RULES = [
    rules_structure,
    rules_unknown_key,
    field_version,
    entry_point,
    icon,
    icon_remote,
    build_output,
    user_config_reference,
    unused_user_config,
    variable,
    sensitive_default,
    rules_literal_secret,
    hidden_characters,
    prompt_argument,
    name_format,
];

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/index.ts
/**
 * An MCPB bundle's `manifest.json` (formerly DXT), versioned by `manifest_version` (or the legacy
 * `dxt_version`) and resolved exactly as mcpb resolves it (versions.ts). Browser extensions and web apps
 * use the name `manifest.json` too, so only its content makes it one: a version key with a `server`
 * object, or a version string with an `author` object (a manifest that lost its `server`). A browser
 * extension's `manifest_version` is a number and its `author` a string or an e-mail object beside no
 * `server`, so it is neither.
 */






const MCPB_MANIFEST = {
    id: 'mcpb-manifest',
    noun: { one: 'MCPB manifest', other: 'MCPB manifests' },
    title: 'MCPB bundle manifest (manifest.json)',
    paths: ['**/manifest.json'],
    namedBy: [],
    syntax: 'json',
    versions: mcpb_manifest_versions/* MCPB_VERSIONS */.H7,
    recognize(value) {
        if (!(0,json/* isObject */.Gv)(value))
            return 'no';
        const keys = mcpb_manifest_versions/* VERSION_KEYS */._O.filter((key) => (0,json/* hasOwn */.$3)(value, key));
        if (keys.length === 0)
            return 'no';
        if ((0,json/* isObject */.Gv)(value.server))
            return 'certain';
        return keys.some((key) => typeof value[key] === 'string') && (0,json/* isObject */.Gv)(value.author) && (0,json/* hasOwn */.$3)(value, 'name') ? 'certain' : 'no';
    },
    version: mcpb_manifest_versions/* resolveVersion */.x,
    documentRules: DOCUMENT_RULES,
    rules: rules_RULES,
    context: mcpbContext,
};
/* harmony default export */ const mcpb_manifest = ((0,types/* defineFormat */.nP)(MCPB_MANIFEST));

// EXTERNAL MODULE: ./src/formats/mcp-registry-server/model.ts
var mcp_registry_server_model = __webpack_require__(1474);
;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/templates.ts
/**
 * Values a release pipeline fills in before it publishes (`"version": "${VERSION}"`): `${NAME}`,
 * `${{ expression }}`, `$NAME`, `<<Name>>`, `{{ name }}` and `__NAME__`. A templated value is not what
 * will be published, so the checks of values (patterns, URLs, version ranges) accept it; the templated
 * rule says once per file that they did. A URL's own `{variable}` (single braces) is not a template.
 */


// Every branch starts with its own literal and has bounded quantifiers only: linear on any input.
const TEMPLATE = /\$\{\{[^{}]{1,80}\}\}|\$\{[A-Za-z_][A-Za-z0-9_.-]{0,63}\}|\$[A-Z][A-Z0-9_]{1,63}|<<[ ]{0,2}[A-Za-z_][A-Za-z0-9_.-]{0,63}[ ]{0,2}>>|\{\{[ ]{0,2}[A-Za-z_][A-Za-z0-9_.-]{0,63}[ ]{0,2}\}\}|__[A-Z][A-Z0-9_]{0,62}__/;
/** The first template in a text, e.g. `{{VERSION}}`, or undefined. */
function templateIn(text) {
    return TEMPLATE.exec(text)?.[0];
}
function templates_isTemplated(value) {
    return typeof value === 'string' && TEMPLATE.test(value);
}
/** Every string value of the document that holds a template, in document order; descriptions are prose ("costs $USD"), not templates. */
function templatedValues(root) {
    const out = [];
    const visit = (value, pointer, depth) => {
        if (typeof value === 'string') {
            const template = templateIn(value);
            if (template !== undefined)
                out.push({ pointer, template });
        }
        else if (depth < 64 && Array.isArray(value)) {
            for (const [index, item] of value.entries())
                visit(item, (0,util_pointer/* joinPointer */.Kn)(pointer, index), depth + 1);
        }
        else if (depth < 64 && (0,json/* isObject */.Gv)(value)) {
            for (const [key, item] of Object.entries(value))
                if (key !== 'description')
                    visit(item, (0,util_pointer/* joinPointer */.Kn)(pointer, key), depth + 1);
        }
    };
    visit(root, '', 0);
    return out;
}

;// CONCATENATED MODULE: ./src/util/uri.ts
/**
 * RFC 3986 URI syntax, checked closely enough to explain what is wrong: resource URIs, icon sources
 * and the literal start of URI templates. A problem is a message fragment ("it contains a space at
 * character 5: …"): what is wrong, where (1-based characters) and the fix, for a rule to wrap.
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
 * The form two URIs are compared in: RFC 3986 §6.2.2 syntax-based normalization (case of scheme, host
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

// EXTERNAL MODULE: ./src/formats/mcp-registry-server/versions.ts
var versions = __webpack_require__(4122);
;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/values.ts






const values_length = (text) => [...text].length;
const between = (min, max, fix) => (text) => {
    const n = values_length(text);
    if (n < min)
        return `is empty, but the schema needs at least ${min} character${min === 1 ? '' : 's'}. ${fix}`;
    if (n > max)
        return `is ${n} characters long; the schema allows at most ${max}, so mcp-publisher refuses the file. ${fix}`;
    return undefined;
};
const uriFormat = (example) => (text) => {
    const problem = checkAbsoluteUri(text);
    return problem
        ? `is not an absolute URI (${problem}), so the schema ("format": "uri") rejects it. Write the full URL, such as ${JSON.stringify(example)}.`
        : undefined;
};
/** The registry name pattern of every version's schema. */
const NAME_PATTERN = /^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/;
/** Why a name breaks the schema's pattern, with the fix. */
function namePatternProblem(name) {
    if (NAME_PATTERN.test(name))
        return undefined;
    const why = 'a registry name is a reverse-DNS namespace, one "/" and the server\u2019s name, such as "io.github.user/weather"';
    const slashes = name.split('/').length - 1;
    if (slashes === 0)
        return `has no "/": ${why}. Add the namespace you publish under (for a GitHub account "io.github.<user>/").`;
    if (slashes > 1)
        return `has ${slashes} slashes, but ${why}. Keep one "/" between the namespace and the name.`;
    const [namespace, server] = name.split('/');
    if (namespace === '' || server === '')
        return `has an empty ${namespace === '' ? 'namespace' : 'server name'}: ${why}. Fill it in.`;
    const badNamespace = [...namespace].find((c) => !/[a-zA-Z0-9.-]/.test(c));
    if (badNamespace !== undefined)
        return `has ${JSON.stringify(badNamespace)} in its namespace, which may hold only letters, digits, "." and "-" (${why}). Replace it.`;
    const badName = [...server].find((c) => !/[a-zA-Z0-9._-]/.test(c));
    return `has ${JSON.stringify(badName)} in its server name, which may hold only letters, digits, ".", "_" and "-" (${why}). Replace it, e.g. with "-".`;
}
const HTTP_URL = /^https?:\/\/\S+$/;
const httpUrl = (text) => HTTP_URL.test(text)
    ? undefined
    : `must start with "http://" or "https://" and contain no whitespace (the schema\u2019s pattern "^https?://[^\\s]+$"), so mcp-publisher refuses it. Write the full URL, such as "https://mcp.example.com/mcp".`;
/** Per definition, per field (by its current name). */
const values_RULES = {
    Server: {
        $schema: [{ check: uriFormat('https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json') }],
        name: [
            {
                check: (text) => values_length(text) < 3 || values_length(text) > 200
                    ? `is ${values_length(text)} characters long, but the schema needs 3 to 200, so mcp-publisher refuses the file. Write the namespace, "/" and the server\u2019s name, such as "io.github.user/weather".`
                    : namePatternProblem(text),
            },
        ],
        description: [{ check: between(1, 100, 'Say in one line what the server does; the README can say the rest.') }],
        title: [{ since: '2025-10-11', check: between(1, 100, 'Give the short name people see in a list, such as "Weather".') }],
        version: [
            {
                check: (text) => values_length(text) > 255
                    ? `is ${values_length(text)} characters long; the schema allows at most 255. Write the release\u2019s version, such as "1.0.2".`
                    : undefined,
            },
        ],
        websiteUrl: [{ check: uriFormat('https://example.com/docs') }],
    },
    Repository: { url: [{ check: uriFormat('https://github.com/owner/repo') }] },
    Icon: {
        src: [
            { check: uriFormat('https://example.com/icon.png') },
            {
                check: (text) => values_length(text) > 255 ? `is ${values_length(text)} characters long; the schema allows at most 255. Host the icon at a shorter URL.` : undefined,
            },
        ],
        sizes: [
            {
                items: true,
                check: (text) => /^(?:\d+x\d+|any)$/.test(text)
                    ? undefined
                    : `must be a size written "WxH" (such as "48x48") or "any", as the schema\u2019s pattern requires. Write it that way.`,
            },
        ],
    },
    Package: {
        version: [
            {
                check: (text) => {
                    if (text === '')
                        return 'is empty, but the schema needs a version. Write the exact version the package was published as, such as "1.0.2".';
                    if (text === 'latest')
                        return 'is what the schema forbids here ("not": {"const": "latest"}; mcp-publisher: "version string \'latest\' is reserved and cannot be used"): a server.json names the one package version it was tested with. Write that version, such as "1.0.2".';
                    return undefined;
                },
            },
        ],
        fileSha256: [
            {
                check: (text) => /^[a-f0-9]{64}$/.test(text)
                    ? undefined
                    : `must be the SHA-256 of the package file as 64 lowercase hexadecimal digits (the schema\u2019s pattern "^[a-f0-9]{64}$")${/^[A-Fa-f0-9]{64}$/.test(text) ? ', but it has capital letters: write them in lowercase' : `, but it is ${values_length(text)} characters long${/[^A-Fa-f0-9]/.test(text) ? ' and not all hexadecimal' : ''}: compute it with "sha256sum <file>" (or "shasum -a 256 <file>")`}.`,
            },
        ],
        registryBaseUrl: [{ check: uriFormat('https://registry.npmjs.org') }],
    },
    SseTransport: {
        url: [
            { until: '2025-10-17', check: uriFormat('https://mcp.example.com/sse') },
            { since: '2025-12-11', check: httpUrl },
        ],
    },
    StreamableHttpTransport: { url: [{ since: '2025-12-11', check: httpUrl }] },
    RemoteSse: {
        url: [
            { until: '2025-10-17', check: uriFormat('https://mcp.example.com/sse') },
            { since: '2025-12-11', check: httpUrl },
        ],
    },
    RemoteStreamableHttp: { url: [{ since: '2025-12-11', check: httpUrl }] },
};
/** The rules table shares the package rules between the closed and the open package definitions. */
function rulesOf(definition) {
    return values_RULES[definition === 'ClosedPackage' ? 'Package' : definition];
}
/** Where a pointer is, as messages name it: `/packages/0/version` → `packages[0].version`. */
function pathOf(pointer) {
    let path = '';
    for (const segment of pointer.split('/').slice(1)) {
        const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
        path += /^\d+$/.test(key) ? `[${key}]` : path === '' ? key : `.${key}`;
    }
    return path;
}
const VALUE_ISSUES = new WeakSet();
/** Whether an issue is one of the schema's value constraints (its message is complete), not the model's. */
function isValueIssue(issue) {
    return VALUE_ISSUES.has(issue);
}
/** The schema's value constraints on the placed objects of a file, in `version`. */
function valueIssues(placed, version) {
    const issues = [];
    for (const { definition, pointer, value } of placed) {
        if (definition === 'PositionalArgument')
            positional(value, pointer, version, issues);
        const rules = rulesOf(definition);
        if (!rules)
            continue;
        for (const [name, list] of Object.entries(rules)) {
            for (const key of (0,mcp_registry_server_model/* spellingsOf */.Hz)(definition, name)) {
                if (!(0,json/* hasOwn */.$3)(value, key) || (0,mcp_registry_server_model/* spellingIn */.or)(definition, key, version) !== key)
                    continue;
                for (const rule of list) {
                    if (!versions/* AXIS */.iM.inSpan(version, rule))
                        continue;
                    const field = value[key];
                    const targets = rule.items
                        ? Array.isArray(field)
                            ? field.map((item, i) => [(0,util_pointer/* joinPointer */.Kn)(pointer, key, i), item])
                            : []
                        : [[(0,util_pointer/* joinPointer */.Kn)(pointer, key), field]];
                    for (const [at, item] of targets) {
                        if (typeof item !== 'string' || templates_isTemplated(item))
                            continue;
                        const problem = rule.check(item, version);
                        if (problem)
                            issues.push({ kind: 'invalid', pointer: at, target: 'value', message: `${JSON.stringify(pathOf(at))} ${(0,json/* quote */.hD)(item)} ${problem}` });
                    }
                }
            }
        }
    }
    for (const issue of issues)
        VALUE_ISSUES.add(issue);
    return issues;
}
/** A positional argument gives the command line something: a `value`, or a `valueHint` the user fills in. */
function positional(value, pointer, version, issues) {
    const hint = (0,mcp_registry_server_model/* spellingIn */.or)('PositionalArgument', 'valueHint', version);
    if ((0,json/* hasOwn */.$3)(value, hint) || (0,json/* hasOwn */.$3)(value, 'value'))
        return;
    const other = (0,mcp_registry_server_model/* spellingsOf */.Hz)('PositionalArgument', 'valueHint').find((s) => s !== hint && (0,json/* hasOwn */.$3)(value, s));
    issues.push({
        kind: 'invalid',
        pointer,
        target: 'value',
        message: `${JSON.stringify(pathOf(pointer))}: a positional argument needs ${JSON.stringify(hint)} or "value" (the schema requires one), or the client has nothing to put on the command line. Add "value" for a fixed argument, or ${JSON.stringify(hint)} to name the value the user supplies.`,
        missing: { key: hint, ...(other ? { found: other } : {}) },
    });
}

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/walk.ts




/**
 * Every object of `value` with its definition in `version`, parents before children. `lenient` also
 * follows fields the version does not have (a camelCase `runtimeArguments` in a 2025-07-09 file), for
 * the rules that check what a value means whichever spelling it has.
 */
function placeObjects(value, version, lenient = false) {
    const out = [];
    visit({ kind: 'ref', name: 'Server' }, value, '', version, out, lenient);
    return out;
}
function visit(type, value, pointer, version, out, lenient) {
    switch (type.kind) {
        case 'ref': {
            const def = mcp_registry_server_model/* MODEL */.A2.definition(type.name);
            if (def.alias)
                return visit(def.alias, value, pointer, version, out, lenient);
            if (!(0,json/* isObject */.Gv)(value))
                return;
            out.push({ definition: def.name, pointer, value });
            for (const [key, field] of Object.entries(def.fields)) {
                if ((0,json/* hasOwn */.$3)(value, key) && (lenient || versions/* AXIS */.iM.inSpan(version, field)))
                    visit(field.type, value[key], (0,util_pointer/* joinPointer */.Kn)(pointer, key), version, out, lenient);
            }
            return;
        }
        case 'array':
            if (Array.isArray(value))
                for (const [index, item] of value.entries())
                    visit(type.items, item, (0,util_pointer/* joinPointer */.Kn)(pointer, index), version, out, lenient);
            return;
        case 'map':
            if ((0,json/* isObject */.Gv)(value))
                for (const [key, item] of Object.entries(value))
                    visit(type.values, item, (0,util_pointer/* joinPointer */.Kn)(pointer, key), version, out, lenient);
            return;
        case 'versioned': {
            let step = type.steps[0][1];
            for (const [from, t] of type.steps)
                if (versions/* AXIS */.iM.compare(version, from) >= 0)
                    step = t;
            return visit(step, value, pointer, version, out, lenient);
        }
        case 'union': {
            const chosen = type.discriminator && (0,json/* isObject */.Gv)(value) ? tagged(type.options, type.discriminator.key, value[type.discriminator.key], version) : undefined;
            if (chosen)
                visit(chosen.type, value, pointer, version, out, lenient);
            return;
        }
        default:
            return;
    }
}
/** The live option whose definition's discriminator constant is `tag`. */
function tagged(options, key, tag, version) {
    return options.find((o) => {
        if (!versions/* AXIS */.iM.inSpan(version, o) || o.type.kind !== 'ref')
            return false;
        const fields = mcp_registry_server_model/* MODEL */.A2.definition(o.type.name).fields;
        const t = fields && (0,json/* hasOwn */.$3)(fields, key) ? fields[key].type : undefined;
        return t?.kind === 'const' && t.value === tag;
    });
}
/** The objects of some definitions. */
function objectsOf(placed, ...definitions) {
    return placed.filter((p) => definitions.includes(p.definition));
}

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/context.ts
/**
 * What a server.json rule sees: the object root of a file that declares a published schema version,
 * the model's verdict in that version (computed once per file and shared), the objects of the file
 * with their definitions, and its templated values. Rules report JSON Pointers; the session turns them
 * into positions and levels.
 */









function registryRule(id, check) {
    return { id, check };
}
const context_ISSUES = (0,types/* memoKey */.e3)('server.json issues by version');
const PLACED = (0,types/* memoKey */.e3)('server.json objects by version');
const LENIENT = (0,types/* memoKey */.e3)('server.json objects under any spelling');
const context_TEMPLATED = (0,types/* memoKey */.e3)('server.json templated values');
/** The context one rule sees, or undefined when the file declares no published schema version. */
function registryContext(scope, reporter) {
    const root = scope.parsed.value;
    const declared = (0,versions/* declaredVersion */.Pn)(root);
    if (!declared || !(0,json/* isObject */.Gv)(root))
        return undefined;
    const placedBy = scope.memo(PLACED, () => new Map());
    const issuesBy = scope.memo(context_ISSUES, () => new Map());
    const placed = (version = declared) => {
        let found = placedBy.get(version);
        if (!found)
            placedBy.set(version, (found = placeObjects(root, version)));
        return found;
    };
    return {
        path: scope.path,
        parsed: scope.parsed,
        root,
        version: declared,
        report: (pointer, message, target) => reporter.report(pointer, message, target),
        memo: (key, make) => scope.memo(key, make),
        issues(version = declared) {
            let found = issuesBy.get(version);
            if (!found)
                issuesBy.set(version, (found = [...(0,check/* checkModel */.w5)(mcp_registry_server_model/* MODEL */.A2, 'Server', root, version, ''), ...valueIssues(placed(version), version)]));
            return found;
        },
        placed,
        objects: (...definitions) => scope.memo(LENIENT, () => placeObjects(root, declared, true)).filter((p) => definitions.includes(p.definition)),
        templated: () => scope.memo(context_TEMPLATED, () => templatedValues(root)),
    };
}
function read(object, name, version) {
    const declared = (0,mcp_registry_server_model/* spellingIn */.or)(object.definition, name, version);
    const keys = [...(declared ? [declared] : []), ...(0,mcp_registry_server_model/* spellingsOf */.Hz)(object.definition, name).filter((s) => s !== declared)];
    if (keys.length === 0)
        keys.push(name);
    const key = keys.find((k) => (0,json/* hasOwn */.$3)(object.value, k));
    return key === undefined ? undefined : { key, pointer: (0,util_pointer/* joinPointer */.Kn)(object.pointer, key), value: object.value[key] };
}
/** A field's string value, or undefined when it is absent or not a string. */
function readString(object, name, version) {
    const found = read(object, name, version);
    return found && typeof found.value === 'string' ? found : undefined;
}

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/fit.ts





const FIT = (0,types/* memoKey */.e3)('server.json version fit');
function fitOf(context) {
    return context.memo(FIT, () => computeFit(context));
}
function computeFit(context) {
    const declared = context.version;
    const issues = context.issues();
    const objects = new Map(context.placed().map((p) => [p.pointer, p]));
    const foreign = [];
    const explained = new Set();
    for (const issue of issues) {
        if (issue.kind === 'unavailable') {
            const holder = objects.get((0,util_pointer/* parentPointer */.Yg)(issue.pointer));
            const key = (0,util_pointer/* splitPointer */.GS)(issue.pointer).pop();
            const field = holder && (0,mcp_registry_server_model/* fieldOf */._F)(holder.definition, key);
            if (!holder || !field)
                continue;
            const declaredName = (0,mcp_registry_server_model/* spellingIn */.or)(holder.definition, key, declared);
            foreign.push({
                pointer: issue.pointer,
                key,
                definition: holder.definition,
                field,
                versions: versions/* AXIS */.iM.versionsIn(field),
                ...(declaredName && declaredName !== key ? { declaredName } : {}),
                closed: mcp_registry_server_model/* MODEL */.A2.definition(holder.definition).closed === true,
            });
        }
        else if (issue.kind === 'invalid' && issue.missing) {
            const holder = objects.get(issue.pointer);
            const wanted = issue.missing.key;
            if (holder && (0,mcp_registry_server_model/* spellingsOf */.Hz)(holder.definition, wanted).some((s) => s !== wanted && (0,json/* hasOwn */.$3)(holder.value, s)))
                explained.add(issue);
        }
    }
    const rejected = explained.size > 0 || foreign.some((f) => f.closed);
    if (foreign.length === 0)
        return { foreign, explained, better: [], rejected };
    const score = (version) => context.issues(version).filter((i) => i.kind !== 'deprecated').length;
    const own = score(declared);
    const better = versions/* AXIS */.iM.versions.filter((v) => v !== declared && foreign.every((f) => f.versions.includes(v)) && score(v) < own).reverse();
    return { foreign, explained, better, rejected };
}
/** `"a", "b", "c" and 2 more`. */
function someOf(names, max = 4) {
    const unique = [...new Set(names)];
    if (unique.length <= max)
        return (0,json/* listOf */.c3)(unique, 'and');
    return `${unique
        .slice(0, max)
        .map((n) => JSON.stringify(n))
        .join(', ')} and ${unique.length - max} more`;
}
/** The version to recommend among those that fit: the current one when it fits, else the newest that does. */
function recommended(better) {
    return better.includes(versions/* CURRENT */.eN) ? versions/* CURRENT */.eN : better[0];
}
/**
 * The one finding for a file that fits other versions better: what it uses, what it declares, and the
 * change, derived from the foreign fields' spans and renames.
 */
function fitMessage(fit, declared) {
    const { foreign, better, rejected } = fit;
    const keys = foreign.map((f) => f.key);
    const one = new Set(keys).size === 1;
    const them = one ? 'it' : 'them';
    const renamed = foreign.filter((f) => f.declaredName !== undefined);
    const others = foreign.filter((f) => f.declaredName === undefined);
    const renames = pairs(renamed.map((f) => [f.key, f.declaredName]));
    const listed = one ? JSON.stringify(keys[0]) : `(${someOf(keys)})`;
    if (versions/* AXIS */.iM.compare(better[0], declared) > 0) {
        const firsts = [...new Set(foreign.map((f) => f.versions[0]))].sort((a, b) => versions/* AXIS */.iM.compare(a, b));
        const from = firsts.length === 1 ? firsts[0] : `${firsts.slice(0, -1).join(', ')} and ${firsts[firsts.length - 1]}`;
        const camel = others.length === 0 && renamed.every((f) => !f.key.includes('_') && f.declaredName.includes('_'));
        const what = one ? `the ${from} ${others.length === 0 ? 'name' : 'field'}` : `${camel ? 'camelCase names' : 'fields'} introduced in ${from}`;
        const target = recommended(better);
        const instead = [
            ...(renamed.length > 0 ? [`write the ${declared} name${renamed.length === 1 ? '' : 's'} (${renames})`] : []),
            ...(others.length > 0 ? [`remove ${someOf(others.map((f) => f.key))}`] : []),
        ].join(' and ');
        const effect = rejected ? 'so mcp-publisher rejects the file' : `so tools that read the file as ${declared} ignore ${them}`;
        return `This file uses ${what} ${listed} but declares ${declared}, whose schema does not have ${them}, ${effect}. ${fit_capitalize(versions/* AXIS */.iM.names.declare(target))}${target === versions/* CURRENT */.eN ? ' (the current version)' : ''}, or ${instead}.`;
    }
    const last = [...versions/* AXIS */.iM.versions].reverse().find((v) => foreign.every((f) => f.versions.includes(v)));
    const snake = others.length === 0 && renamed.every((f) => f.key.includes('_'));
    const what = one ? `the ${last} ${others.length === 0 ? 'name' : 'field'}` : `${snake ? 'snake_case names' : 'fields'} of ${last}`;
    const which = others.length === 0 ? `which renamed ${them}` : renamed.length === 0 ? `which no longer has ${them}` : 'which renamed or removed them';
    const why = [...new Set(others.map((f) => mcp_registry_server_model/* REMOVED_BECAUSE */.EV[f.key]).filter((w) => w !== undefined))];
    const fixes = [
        ...(renamed.length > 0 ? [`rename ${renames}`] : []),
        ...(others.length > 0 ? [`remove ${someOf(others.map((f) => f.key))}${why.length > 0 ? ` (${why.join('; ')})` : ''}`] : []),
    ].join(', and ');
    return `This file uses ${what} ${listed} but declares ${declared}, ${which}, ${rejected ? 'so mcp-publisher rejects the file' : `so mcp-publisher drops ${them}`}. ${fit_capitalize(fixes)}.`;
}
/** The message for one foreign field, reported at its key. */
function foreignMessage(f, declared) {
    const place = `${JSON.stringify(f.key)} is not a field of ${article(mcp_registry_server_model/* MODEL */.A2.definition(f.definition).noun)} in ${declared}`;
    const newer = f.versions.every((v) => versions/* AXIS */.iM.compare(v, declared) > 0);
    if (f.declaredName !== undefined) {
        if (newer)
            return `${place}: it is the name ${f.versions[0]} gave ${JSON.stringify(f.declaredName)}, which ${declared} still spells ${JSON.stringify(f.declaredName)}, so tools that read the file as ${declared} ignore it. ${fit_capitalize(versions/* AXIS */.iM.names.declare(versions/* CURRENT */.eN))} (the current version), or rename it to ${JSON.stringify(f.declaredName)}.`;
        return `${place}: it is the ${f.versions[f.versions.length - 1]} name of ${JSON.stringify(f.declaredName)}, so mcp-publisher drops it and the setting is lost. Rename it to ${JSON.stringify(f.declaredName)}.`;
    }
    if (newer)
        return `${place}: it exists ${versions/* AXIS */.iM.describe(f.versions)}, so tools that read the file as ${declared} ignore it. ${fit_capitalize(versions/* AXIS */.iM.names.declare(versions/* CURRENT */.eN))} (the current version), or remove it.`;
    const why = mcp_registry_server_model/* REMOVED_BECAUSE */.EV[f.key];
    return `${place}: only ${versions/* AXIS */.iM.describe(f.versions).replace(/^in /, '')} have it${why ? ` (${why})` : ''}, so mcp-publisher drops it. Remove it.`;
}
function pairs(list) {
    const unique = [...new Map(list.map(([a, b]) => [`${a}\u0000${b}`, [a, b]])).values()];
    const shown = unique.slice(0, 4).map(([a, b]) => `${JSON.stringify(a)} \u2192 ${JSON.stringify(b)}`);
    return unique.length > 4 ? `${shown.join(', ')} and ${unique.length - 4} more` : shown.join(', ');
}
function fit_capitalize(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}
function article(noun) {
    return /^[aeiou]/i.test(noun) && !/^(url|uri|use|uni)/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/field-version.ts


/**
 * mcpdesc.registry.field-version: every field is one the declared version has. A field of another
 * version where the declared schema leaves the object open (`status` after 2025-09-16, `is_required` in
 * a camelCase file, `title` before 2025-10-11) passes the schema but is dropped or ignored: mcp-publisher
 * keeps only the fields it knows. Where the schema rejects such fields, mcpdesc.registry.structure
 * reports them instead.
 */
/* harmony default export */ const rules_field_version = (registryRule('mcpdesc.registry.field-version', (context) => {
    const { version, report } = context;
    const fit = fitOf(context);
    if (fit.foreign.length === 0)
        return;
    if (fit.better.length > 0) {
        // The file fits another version better: one finding, structure's when the schema rejects the file.
        if (fit.rejected)
            return;
        if (fit.foreign.length === 1)
            report(fit.foreign[0].pointer, foreignMessage(fit.foreign[0], version), 'key');
        else
            report('/$schema', fitMessage(fit, version));
        return;
    }
    for (const f of fit.foreign)
        if (!f.closed)
            report(f.pointer, foreignMessage(f, version), 'key');
}));

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/registry-types.ts
/**
 * What the registry requires of a package of each `registryType`, beyond the schema (where
 * `registryType` is any string): the registry it is published to, whether it names a `version`, a
 * `registryBaseUrl` or a `fileSha256`, and what its `identifier` is. Values that change between
 * versions are steps: each holds from its version until the next step. From mcp-publisher's checks
 * (internal/validators/registries/*.go) and the CHANGELOG: since 2025-10-11 an OCI package names its
 * registry and tag in `identifier`, and an MCPB package needs no `version`.
 */

const always = (value) => [['2025-07-09', value]];
const registry = (id, label, baseUrls) => ({
    id,
    label,
    baseUrls,
    registryBaseUrl: always('optional'),
    version: always('required'),
    fileSha256: 'forbidden',
    identifier: 'package',
});
const REGISTRY_TYPES = [
    registry('npm', 'NPM', ['https://registry.npmjs.org']),
    registry('pypi', 'PyPI', ['https://pypi.org']),
    // The schemas until 2025-10-17 gave "https://api.nuget.org" as the example.
    registry('nuget', 'NuGet', ['https://api.nuget.org/v3/index.json', 'https://api.nuget.org']),
    registry('cargo', 'Cargo', ['https://crates.io']),
    {
        id: 'oci',
        label: 'OCI',
        registryBaseUrl: [
            ['2025-07-09', 'optional'],
            ['2025-10-11', 'forbidden'],
        ],
        version: [
            ['2025-07-09', 'required'],
            ['2025-10-11', 'forbidden'],
        ],
        fileSha256: 'forbidden',
        identifier: 'image',
    },
    {
        id: 'mcpb',
        label: 'MCPB',
        registryBaseUrl: [
            ['2025-07-09', 'optional'],
            ['2025-10-11', 'forbidden'],
        ],
        version: [
            ['2025-07-09', 'required'],
            ['2025-10-11', 'optional'],
        ],
        fileSha256: 'required',
        identifier: 'download',
    },
];
/** Names people write for a registry type that the registry calls otherwise. */
const REGISTRY_TYPE_SYNONYMS = {
    docker: 'oci',
    container: 'oci',
    ghcr: 'oci',
    node: 'npm',
    npmjs: 'npm',
    python: 'pypi',
    pip: 'pypi',
    uv: 'pypi',
    dotnet: 'nuget',
    rust: 'cargo',
    crates: 'cargo',
    'crates.io': 'cargo',
    bundle: 'mcpb',
    dxt: 'mcpb',
};
function registryType(id) {
    return typeof id === 'string' ? REGISTRY_TYPES.find((t) => t.id === id) : undefined;
}
/** A step's value in `version`. */
function stepIn(steps, version) {
    let value = steps[0][1];
    for (const [from, step] of steps)
        if (versions/* AXIS */.iM.compare(version, from) >= 0)
            value = step;
    return value;
}
/** OCI registries the registry accepts images from (`*.pkg.dev`, `*.azurecr.io` by suffix). */
const OCI_REGISTRIES = ['docker.io', 'registry-1.docker.io', 'index.docker.io', 'ghcr.io', 'quay.io', 'mcr.microsoft.com'];
const OCI_REGISTRY_SUFFIXES = ['.pkg.dev', '.azurecr.io'];
function ociRegistryAllowed(host) {
    const h = host.toLowerCase();
    return OCI_REGISTRIES.includes(h) || OCI_REGISTRY_SUFFIXES.some((s) => h.endsWith(s) && h.length > s.length);
}
const OCI_REGISTRY_LIST = 'docker.io, ghcr.io, quay.io, mcr.microsoft.com, *.pkg.dev and *.azurecr.io';
/** An image reference as the registry reads it (registries/oci_ref_parser.go): `[registry/]path[:tag][@digest]`. */
function parseImageReference(reference) {
    const at = reference.indexOf('@');
    const main = at >= 0 ? reference.slice(0, at) : reference;
    const digest = at >= 0 ? reference.slice(at + 1) : undefined;
    const colon = main.lastIndexOf(':');
    const hasTag = colon > 0 && !main.slice(colon).includes('/');
    const path = hasTag ? main.slice(0, colon) : main;
    const tag = hasTag ? main.slice(colon + 1) : undefined;
    const parts = path.split('/');
    const explicitRegistry = parts.length > 2 || (parts.length === 2 && (parts[0].includes('.') || parts[0].includes(':')));
    return {
        registry: explicitRegistry ? parts[0] : 'docker.io',
        explicitRegistry,
        path: explicitRegistry ? parts.slice(1).join('/') : path,
        ...(tag !== undefined ? { tag } : {}),
        ...(digest !== undefined ? { digest } : {}),
    };
}

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/file-hash.ts



/**
 * mcpdesc.registry.file-hash: an MCPB package gives its bundle's SHA-256 in `fileSha256`, so clients
 * can check the file they download is the one published; no other package type has one (its registry
 * verifies its own packages, and the registry refuses the field there).
 */
/* harmony default export */ const file_hash = (registryRule('mcpdesc.registry.file-hash', (context) => {
    for (const pkg of context.objects(...mcp_registry_server_model/* PACKAGE_DEFINITIONS */.Ac)) {
        const type = registryType(read(pkg, 'registryType', context.version)?.value);
        if (!type)
            continue;
        const hash = read(pkg, 'fileSha256', context.version);
        if (type.fileSha256 === 'required' && !hash) {
            context.report(pkg.pointer, `This MCPB package has no "fileSha256", so the registry refuses it ("must include a fileSha256 hash for integrity verification") and clients cannot check that the bundle they download is the one you published. Add the bundle's SHA-256 as 64 lowercase hex digits ("sha256sum <file>.mcpb").`);
        }
        else if (type.fileSha256 === 'forbidden' && hash) {
            context.report(hash.pointer, `${JSON.stringify(hash.key)} is only for MCPB bundles, which are plain downloads; ${type.label === 'OCI' || type.label === 'NPM' ? 'an' : 'a'} ${type.label} package is verified by its registry, and mcp-publisher refuses the field on it ("${type.label} packages must not have 'fileSha256' field"). Remove it.`, 'key');
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/https-link.ts





/** Characters the registry refuses in a websiteUrl even where a URI allows them. */
const WEBSITE_FORBIDDEN = ['"', "'", '<', '>', ' ', '\t', '\r', '\n'];
/**
 * mcpdesc.registry.https-link: the links a registry shows (`websiteUrl`, each icon's `src`) are
 * absolute https:// URLs. The registry refuses http://, data: and relative links: a page or image
 * fetched over plain HTTP can be changed by anyone on the way.
 */
/* harmony default export */ const https_link = (registryRule('mcpdesc.registry.https-link', (context) => {
    const [server] = context.objects('Server');
    const website = server && readString(server, 'websiteUrl', context.version);
    if (website && !templates_isTemplated(website.value) && checkAbsoluteUri(website.value) === null) {
        const bad = [...website.value].findIndex((c) => WEBSITE_FORBIDDEN.includes(c));
        const scheme = schemeOf(website.value)?.toLowerCase();
        if (scheme !== 'https') {
            context.report(website.pointer, `${JSON.stringify(website.key)} ${(0,json/* quote */.hD)(website.value, 100)} uses ${scheme}:, but the registry accepts only https:// links ("websiteUrl must use https scheme"): a page served over plain HTTP can be changed on its way to the reader. ${scheme === 'http' ? `Write ${(0,json/* quote */.hD)(`https${website.value.slice(4)}`, 200)}.` : 'Link to the https:// page.'}`);
        }
        else if (bad >= 0) {
            context.report(website.pointer, `${JSON.stringify(website.key)} contains ${JSON.stringify(website.value[bad])} at character ${bad + 1}, which the registry refuses in a websiteUrl ("websiteUrl contains an invalid character"). Percent-encode it (${JSON.stringify(`%${website.value.charCodeAt(bad).toString(16).toUpperCase().padStart(2, '0')}`)}).`);
        }
    }
    for (const icon of context.objects('Icon')) {
        const src = readString(icon, 'src', context.version);
        if (!src || templates_isTemplated(src.value) || checkAbsoluteUri(src.value) !== null)
            continue;
        const scheme = schemeOf(src.value)?.toLowerCase();
        if (scheme === 'https')
            continue;
        context.report(src.pointer, `The icon's "src" uses ${scheme}:, but the registry accepts only https:// icons ("icon src must use https scheme (got ${scheme})")${scheme === 'data' ? ', not images inlined in the file' : ''}: clients fetch icons from the link, and over plain HTTP anyone on the way can swap the image. ${scheme === 'http' ? `Write ${(0,json/* quote */.hD)(`https${src.value.slice(4)}`, 200)}.` : 'Host the image and link it with https://.'}`);
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/urls.ts
/**
 * Transport and remote URLs as the registry reads them: `{name}` template variables, substituted with
 * placeholders before the URL is parsed (utils.go `replaceTemplateVariables`), and the host.
 */

/** The names of a URL's `{variables}`, in order. */
function urlVariables(url) {
    const names = [];
    // One negated class between literal braces: linear.
    for (const match of url.matchAll(/\{([^{}]{1,128})\}/g))
        names.push(match[1]);
    return names;
}
const urls_PLACEHOLDERS = { host: 'example.com', port: '8080', path: 'api', protocol: 'http', scheme: 'http' };
/** The URL with its variables replaced as the registry replaces them to parse it. */
function substituted(url) {
    return url
        .replace(/\{([^{}]{1,128})\}/g, (whole, name) => urls_PLACEHOLDERS[name] ?? whole)
        .replace(/:\{[^{}]{1,128}\}(?=\/|$)/g, ':8080')
        .replace(/\{[^{}]{1,128}\}/g, 'placeholder');
}
/** The scheme and host of a URL after substitution, or undefined when it is not an http(s) URL with a host. */
function urls_httpUrl(url) {
    const text = substituted(url);
    const scheme = schemeOf(text)?.toLowerCase();
    if ((scheme !== 'http' && scheme !== 'https') || checkAbsoluteUri(text) !== null || !text.slice(scheme.length + 1).startsWith('//'))
        return undefined;
    const authority = text.slice(scheme.length + 3).split(/[/?#]/)[0];
    const hostPort = authority.slice(authority.lastIndexOf('@') + 1);
    const colon = hostPort.lastIndexOf(':');
    const host = hostPort.startsWith('[')
        ? hostPort.slice(1, hostPort.indexOf(']'))
        : colon >= 0 && /^\d*$/.test(hostPort.slice(colon + 1))
            ? hostPort.slice(0, colon)
            : hostPort;
    return host === '' ? undefined : { scheme, host: host.toLowerCase() };
}
/** Hosts that are this machine, which a remote (reached by everyone) may not be. */
function isLocalHost(host) {
    return host === 'localhost' || host === '127.0.0.1' || host.endsWith('.localhost');
}
/** `text` without the characters of `chars` at its start and end (a loop, not a regular expression: linear on any input). */
function trimChars(text, chars, where = 'both') {
    let from = 0;
    let to = text.length;
    if (where !== 'end')
        while (from < to && chars.includes(text[from]))
            from++;
    if (where !== 'start')
        while (to > from && chars.includes(text[to - 1]))
            to--;
    return text.slice(from, to);
}
/** The host a registry base URL names: `https://ghcr.io/` → `ghcr.io`. */
function baseUrlHost(base) {
    return trimChars(base.replace(/^[a-z]{1,10}:\/\//i, ''), '/', 'end');
}

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/name.ts





const ALNUM = /^[a-zA-Z0-9]$/;
/** A part is at least two characters that start and end with a letter or digit. */
function goodPart(part) {
    return part.length >= 2 && ALNUM.test(part[0]) && ALNUM.test(part[part.length - 1]);
}
/**
 * mcpdesc.registry.name: the server's name has the parts the registry accepts. The schema's pattern
 * allows any of its characters in any order (mcpdesc.registry.structure checks it); the registry also
 * wants each part to start and end with a letter or digit, so "-x/y" or "io.github.u/a" are refused.
 */
/* harmony default export */ const rules_name = (registryRule('mcpdesc.registry.name', (context) => {
    const name = context.root.name;
    if (typeof name !== 'string' || templates_isTemplated(name) || !NAME_PATTERN.test(name) || name.length < 3 || name.length > 200)
        return;
    const [namespace, server] = name.split('/');
    const trim = (part) => trimChars(part, '._-');
    const suggestion = `${goodPart(namespace) ? namespace : trim(namespace) || 'io.github.user'}/${goodPart(server) ? server : trim(server).length >= 2 ? trim(server) : `${trim(server)}${trim(server) === '' ? 'server' : '-mcp'}`}`;
    if (!goodPart(namespace)) {
        context.report('/name', `"name" ${(0,json/* quote */.hD)(name)} has the namespace ${(0,json/* quote */.hD)(namespace)}, which the registry refuses ("namespace '${namespace}' is invalid. Namespace must start and end with alphanumeric characters, and may contain dots and hyphens in the middle"). Write the namespace as reverse DNS of a domain or account you own, such as ${(0,json/* quote */.hD)(suggestion.split('/')[0])}.`);
    }
    if (!goodPart(server)) {
        context.report('/name', `"name" ${(0,json/* quote */.hD)(name)} has the server name ${(0,json/* quote */.hD)(server)}, which the registry refuses ("name '${server}' is invalid. Name must start and end with alphanumeric characters, and may contain dots, underscores, and hyphens in the middle"). ${server.length < 2 ? 'Use a name of two characters or more' : 'Remove the leading or trailing punctuation'}, such as ${(0,json/* quote */.hD)(suggestion)}.`);
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/named-argument.ts




/**
 * mcpdesc.registry.named-argument: a named argument's `name` is the flag alone ("--port"), never the
 * flag with its value or a placeholder ("--port 8080", "--dir <path>"), and its `value` and `default`
 * do not repeat the flag. The client writes name and value itself, so either mistake puts the flag on
 * the command line twice or a placeholder into it.
 */
/* harmony default export */ const named_argument = (registryRule('mcpdesc.registry.named-argument', (context) => {
    for (const arg of context.objects('NamedArgument')) {
        const name = arg.value.name;
        if (typeof name !== 'string' || templates_isTemplated(name))
            continue;
        const at = (0,util_pointer/* joinPointer */.Kn)(arg.pointer, 'name');
        if (name === '') {
            context.report(at, `A named argument needs its flag in "name", but this one is empty, so the client cannot build the command line and mcp-publisher refuses it ("named argument name is required"). Write the flag, such as "--port", or make it a positional argument.`);
            continue;
        }
        const bad = [...name].find((c) => c === '<' || c === '>' || c === ' ' || c === '$');
        if (bad !== undefined) {
            const flag = name.split(/[\s<>$=]/)[0];
            context.report(at, `The named argument's "name" ${(0,json/* quote */.hD)(name)} holds ${bad === ' ' ? 'a space' : JSON.stringify(bad)}: it should be the flag alone, since the client adds the value itself, and mcp-publisher refuses it ("invalid named argument name format"). Write ${flag ? `"name": ${(0,json/* quote */.hD)(flag)}` : 'the flag as "name"'} and put the value in "value" (or describe it in "description").`);
            continue;
        }
        for (const key of ['value', 'default']) {
            const text = arg.value[key];
            if (typeof text !== 'string' || text === '' || templates_isTemplated(text) || !text.startsWith(name))
                continue;
            context.report((0,util_pointer/* joinPointer */.Kn)(arg.pointer, key), `The named argument's "${key}" ${(0,json/* quote */.hD)(text)} starts with its flag ${(0,json/* quote */.hD)(name)}, which the client already writes, so the command line would read ${(0,json/* quote */.hD)(`${name} ${text}`)}; mcp-publisher refuses it ("argument ${key} cannot start with the argument name"). Write only the value${text.length > name.length ? `, such as ${(0,json/* quote */.hD)(text.slice(name.length).replace(/^[=\s]+/, ''))}` : ''}.`);
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/package-identifier.ts







const MCPB_HOSTS = ['github.com', 'www.github.com', 'gitlab.com', 'www.gitlab.com'];
/** Why an MCPB download URL's path is not a release asset of its forge, or undefined. */
function mcpbPathProblem(host, path) {
    const segments = path.split('/').slice(1);
    if (host.endsWith('github.com')) {
        // /owner/repo/releases/download/tag/file
        return segments.length === 6 && segments[2] === 'releases' && segments[3] === 'download' && segments.every((s) => s !== '')
            ? undefined
            : 'a GitHub release asset ("https://github.com/owner/repo/releases/download/v1.0.0/server.mcpb")';
    }
    const dash = segments.indexOf('-');
    const rest = dash >= 2 ? segments.slice(dash + 1) : [];
    const release = rest.length === 4 && rest[0] === 'releases' && rest[2] === 'downloads' && rest[3] !== '';
    const packageFile = rest.length === 3 && rest[0] === 'package_files' && rest[2] === 'download' && rest[1] !== '';
    return release || packageFile ? undefined : 'a GitLab release asset ("https://gitlab.com/group/project/-/releases/v1.0.0/downloads/server.mcpb")';
}
/**
 * mcpdesc.registry.package-identifier: each package's `identifier` is something the registry can
 * fetch and verify: no spaces; an OCI image on a registry it accepts, with a tag or digest since
 * 2025-10-11; an MCPB bundle downloaded over https:// from a GitHub or GitLab release.
 */
/* harmony default export */ const package_identifier = (registryRule('mcpdesc.registry.package-identifier', (context) => {
    const { version, report } = context;
    for (const pkg of context.objects(...mcp_registry_server_model/* PACKAGE_DEFINITIONS */.Ac)) {
        const found = readString(pkg, 'identifier', version);
        if (!found || templates_isTemplated(found.value))
            continue;
        const id = found.value;
        if (id.includes(' ')) {
            report(found.pointer, `"identifier" ${(0,json/* quote */.hD)(id)} contains a space, so it names no package the registry could fetch, and mcp-publisher refuses it ("package name cannot contain spaces"). Write the package's published name${/^<.*>$/.test(id.trim()) ? ' in place of this placeholder' : ''}.`);
            continue;
        }
        const type = registryType(read(pkg, 'registryType', version)?.value);
        // An OCI package with a "version" gets its tag from the package-type finding's fix.
        if (type?.id === 'oci')
            oci(context, found.pointer, id, readString(pkg, 'registryBaseUrl', version)?.value, read(pkg, 'version', version) !== undefined);
        if (type?.id === 'mcpb')
            mcpb(context, found.pointer, id);
    }
}));
function oci(context, pointer, id, base, hasVersion) {
    const ref = parseImageReference(id);
    const inIdentifier = versions/* AXIS */.iM.compare(context.version, '2025-10-11') >= 0;
    const host = ref.explicitRegistry || inIdentifier || base === undefined || templates_isTemplated(base) ? ref.registry : baseUrlHost(base);
    if (!ociRegistryAllowed(host)) {
        context.report(pointer, `The image ${(0,json/* quote */.hD)(id)} is on ${(0,json/* quote */.hD)(host)}, which the registry does not accept images from ("unsupported OCI registry"), so it refuses the package. Publish the image to one of ${OCI_REGISTRY_LIST}, and name it there.`);
        return;
    }
    if (ref.digest !== undefined && !/^sha256:[a-fA-F0-9]{64}$/.test(ref.digest)) {
        context.report(pointer, `The image ${(0,json/* quote */.hD)(id)} has the digest ${(0,json/* quote */.hD)(ref.digest)}, but a digest is "sha256:" and 64 hexadecimal digits, so the registry cannot resolve the image ("invalid digest format"). Copy the digest from the registry ("docker buildx imagetools inspect <image>").`);
    }
    else if (inIdentifier && ref.tag === undefined && ref.digest === undefined && !hasVersion) {
        context.report(pointer, `The image ${(0,json/* quote */.hD)(id)} names no tag or digest, so it is not one release and the registry refuses it ("OCI reference must include either a tag or digest"). Add the release's tag, such as ${JSON.stringify(`${id}:1.0.0`)}, or its digest ("@sha256:…").`);
    }
}
function mcpb(context, pointer, id) {
    const match = /^([a-zA-Z][a-zA-Z0-9+.-]{0,20}):\/\/([^/?#]{0,255})([^?#]*)/.exec(id);
    const scheme = match ? match[1].toLowerCase() : undefined;
    if (!match || scheme !== 'https') {
        context.report(pointer, `An MCPB package's "identifier" is the bundle's download URL, and the registry takes only https:// ones ("invalid MCPB package URL, must use HTTPS"), so nobody on the way can swap the bundle; ${(0,json/* quote */.hD)(id, 100)} is not one. Write the https:// URL of the release asset, such as "https://github.com/owner/repo/releases/download/v1.0.0/server.mcpb".`);
        return;
    }
    const host = match[2].toLowerCase();
    if (!MCPB_HOSTS.includes(host)) {
        context.report(pointer, `The MCPB bundle is downloaded from ${(0,json/* quote */.hD)(host)}, but the registry accepts bundles only from GitHub and GitLab releases ("MCPB packages must be hosted on allowlisted providers (GitHub or GitLab)"). Attach the bundle to a GitHub or GitLab release and link that asset.`);
        return;
    }
    const wanted = mcpbPathProblem(host, match[3]);
    if (wanted) {
        context.report(pointer, `${(0,json/* quote */.hD)(id, 100)} is not ${wanted}, the only MCPB downloads the registry accepts. Link the bundle attached to the release.`);
        return;
    }
    if (!id.toLowerCase().includes('mcp')) {
        context.report(pointer, `The MCPB download URL ${(0,json/* quote */.hD)(id, 100)} does not contain "mcp", which the registry requires of a bundle's URL ("MCPB package URL must contain 'mcp'"). Name the bundle or its repository so the URL does, such as "weather-mcp.mcpb".`);
    }
}

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/package-type.ts








/**
 * mcpdesc.registry.package-type: each package's `registryType` is one the registry publishes from, and
 * the package has the `version` and `registryBaseUrl` its type needs in the declared version (an npm
 * package names its version, an OCI image names registry and tag in its identifier since 2025-10-11).
 */
/* harmony default export */ const package_type = (registryRule('mcpdesc.registry.package-type', (context) => {
    for (const p of packageTypeProblems(context, context.version))
        context.report(p.pointer, p.message, p.target);
}));
/** The registry-type problems of every package, as `version` defines the types. */
function packageTypeProblems(context, version) {
    const problems = [];
    const declared = context.version;
    for (const pkg of context.objects(...mcp_registry_server_model/* PACKAGE_DEFINITIONS */.Ac)) {
        const typeField = read(pkg, 'registryType', declared);
        if (!typeField || typeof typeField.value !== 'string' || templates_isTemplated(typeField.value))
            continue;
        const type = registryType(typeField.value);
        const where = pathOf(pkg.pointer);
        if (!type) {
            const synonym = REGISTRY_TYPE_SYNONYMS[typeField.value.toLowerCase()];
            const known = REGISTRY_TYPES.map((t) => t.id);
            problems.push({
                pointer: typeField.pointer,
                target: 'value',
                message: `${JSON.stringify(typeField.key)} is ${(0,json/* quote */.hD)(typeField.value)}, which the registry does not know ("unsupported registry type"), so it refuses the package when you publish. ${synonym ? `Use ${JSON.stringify(synonym)}${synonym === 'oci' ? ' for a container image' : ''}.` : `Use one of ${(0,json/* listOf */.c3)(known)}.`}`,
                change: `give ${where} a registry type the registry knows`,
            });
            continue;
        }
        const base = readString(pkg, 'registryBaseUrl', declared);
        const ver = readString(pkg, 'version', declared);
        const identifier = readString(pkg, 'identifier', declared);
        const suggested = suggestedImage(type, identifier?.value, base?.value, ver?.value);
        const baseUrl = read(pkg, 'registryBaseUrl', declared);
        // An upgrade that removes both "registryBaseUrl" and "version" says once what "identifier" becomes.
        let identifierChange = suggested ? ` and write "identifier": ${(0,json/* quote */.hD)(suggested, 200)}` : '';
        if (baseUrl && stepIn(type.registryBaseUrl, version) === 'forbidden') {
            problems.push({
                pointer: baseUrl.pointer,
                target: 'key',
                message: type.id === 'oci'
                    ? `An OCI package names its registry in "identifier", not in ${JSON.stringify(baseUrl.key)} (mcp-publisher: "OCI packages must not have 'registryBaseUrl' field - use canonical reference in 'identifier' instead"), so the registry refuses this one. Remove ${JSON.stringify(baseUrl.key)}${suggested ? ` and write "identifier": ${(0,json/* quote */.hD)(suggested, 200)}` : ''}.`
                    : `An MCPB package is downloaded from the URL in "identifier", so it has no ${JSON.stringify(baseUrl.key)} (mcp-publisher: "MCPB packages must not have 'registryBaseUrl' field - use the full download URL in 'identifier' instead"), and the registry refuses this one. Remove ${JSON.stringify(baseUrl.key)}.`,
                change: `remove ${JSON.stringify((0,mcp_registry_server_model/* spellingIn */.or)(pkg.definition, 'registryBaseUrl', version) ?? baseUrl.key)} from ${where}${identifierChange}`,
            });
            if (type.id === 'oci')
                identifierChange = '';
        }
        else if (base && type.baseUrls && !templates_isTemplated(base.value) && !type.baseUrls.includes(trimChars(base.value, '/', 'end'))) {
            const canonical = type.baseUrls[0];
            problems.push({
                pointer: base.pointer,
                target: 'value',
                message: `${JSON.stringify(base.key)} is ${(0,json/* quote */.hD)(base.value)}, but the registry takes ${type.label} packages only from ${JSON.stringify(canonical)} ("registry type and base URL do not match"), so it refuses this package. Remove ${JSON.stringify(base.key)} (it defaults to that registry) or write ${JSON.stringify(canonical)}.`,
                change: `write ${JSON.stringify(canonical)} as the registry of ${where}`,
            });
        }
        const versionField = read(pkg, 'version', declared);
        const presence = stepIn(type.version, version);
        if (!versionField && presence === 'required' && !schemaRequiresVersion(pkg.definition, version)) {
            problems.push({
                pointer: pkg.pointer,
                target: 'value',
                message: `This ${type.label === 'NPM' ? 'npm' : type.label} package has no "version", so the registry refuses it ("package version is required for ${type.label} packages") and clients cannot tell which release to install. Add the exact version you published, such as "1.0.2".`,
                change: `add "version" to ${where}`,
            });
        }
        else if (versionField && presence === 'forbidden') {
            problems.push({
                pointer: versionField.pointer,
                target: 'key',
                message: `An OCI package names its version as the image tag in "identifier", not in "version" (mcp-publisher: "OCI packages must not have 'version' field - include version in 'identifier' instead"), so the registry refuses this one. Remove "version"${suggested ? ` and write "identifier": ${(0,json/* quote */.hD)(suggested, 200)}` : ''}.`,
                change: `remove "version" from ${where}${identifierChange}`,
            });
        }
    }
    return problems;
}
/** Whether the schema itself requires a package's `version` in this version (then a missing one is structure's). */
function schemaRequiresVersion(definition, version) {
    const field = (0,mcp_registry_server_model/* fieldOf */._F)(definition, 'version');
    if (!field)
        return false;
    return typeof field.required === 'boolean' ? field.required : versions/* AXIS */.iM.inSpan(version, field.required);
}
/** The image reference an OCI package should have: its registry and tag in the identifier. */
function suggestedImage(type, identifier, base, version) {
    if (type.id !== 'oci' || identifier === undefined || templates_isTemplated(identifier))
        return undefined;
    const ref = parseImageReference(identifier);
    let image = identifier;
    if (!ref.explicitRegistry && base !== undefined) {
        const host = baseUrlHost(base);
        if (host !== '' && !host.includes('/'))
            image = `${host}/${image}`;
    }
    if (ref.tag === undefined && ref.digest === undefined && version !== undefined && version !== '')
        image = `${image}:${version}`;
    return image === identifier ? undefined : image;
}

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/remote.ts






/**
 * mcpdesc.registry.remote: each remote is reachable by anyone who installs the server: an https://
 * URL with a host that is not this machine (localhost, 127.0.0.1, *.localhost), and each `{variable}`
 * in it defined in the remote's `variables` (since 2025-12-11), so the client knows what to ask for.
 */
/* harmony default export */ const rules_remote = (registryRule('mcpdesc.registry.remote', (context) => {
    const { version, report } = context;
    const rejected = new Set(context
        .issues()
        .filter(isValueIssue)
        .map((i) => i.pointer));
    for (const remote of context.objects('RemoteStreamableHttp', 'RemoteSse')) {
        const url = readString(remote, 'url', version);
        if (!url || templates_isTemplated(url.value) || rejected.has(url.pointer))
            continue;
        const parsed = urls_httpUrl(url.value);
        const secure = parsed?.scheme === 'https';
        if (!parsed || !secure || isLocalHost(parsed.host)) {
            const why = !parsed
                ? 'it is not an http(s) URL with a host'
                : isLocalHost(parsed.host)
                    ? `${(0,json/* quote */.hD)(parsed.host)} is each user's own machine, not your server`
                    : 'it uses plain http://, which anyone on the way can read and change, tokens included';
            const fix = parsed && parsed.scheme !== 'https' && !isLocalHost(parsed.host)
                ? `Write ${(0,json/* quote */.hD)(`https${url.value.slice(4)}`, 200)}.`
                : 'Write the public https:// URL of the server.';
            report(url.pointer, `The remote's "url" ${(0,json/* quote */.hD)(url.value, 100)} cannot be a remote server's address: ${why}, and mcp-publisher refuses it ("invalid remote URL"). ${fix}${parsed && isLocalHost(parsed.host) ? ' A server that runs on the user\u2019s machine is a package with a streamable-http transport.' : ''}`);
            continue;
        }
        const variables = read(remote, 'variables', version);
        const defined = variables && (0,json/* isObject */.Gv)(variables.value) ? Object.keys(variables.value) : [];
        const missing = urlVariables(url.value).filter((name) => !defined.includes(name));
        if (missing.length === 0)
            continue;
        const needs = versions/* AXIS */.iM.compare(version, '2025-12-11') < 0 ? ` Remote URL variables exist since 2025-12-11: use its "$schema" (or a newer one) to define them.` : '';
        report(url.pointer, `The remote's "url" uses ${(0,json/* listOf */.c3)(missing.map((n) => `{${n}}`), 'and')}, but its "variables" ${defined.length > 0 ? `define only ${(0,json/* listOf */.c3)(defined)}` : 'define none'}, so the client cannot fill ${missing.length === 1 ? 'it' : 'them'} in and mcp-publisher refuses the URL ("template variables in URL … reference undefined variables"). Add ${missing.map((n) => `${(0,json/* quote */.hD)(n)}: {"description": "…", "isRequired": true}`).join(', ')} to "variables".${needs}`);
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/repository.ts



const SEGMENT = /^[\w.-]+$/;
/** The forge a repository URL is on and whether its path is one the registry accepts for that forge. */
function forgeUrlProblem(source, url) {
    const match = /^https?:\/\/(?:www\.)?(github|gitlab)\.com\/([^?#]*)$/.exec(url);
    const path = match?.[2].replace(/\/$/, '');
    const segments = path === undefined || path === '' ? [] : path.split('/');
    if (match?.[1] !== source || !segments.every((s) => SEGMENT.test(s))) {
        return source === 'github'
            ? 'a GitHub repository URL such as "https://github.com/owner/repo"'
            : 'a GitLab project URL such as "https://gitlab.com/group/project"';
    }
    const fits = source === 'github' ? segments.length === 2 : segments.length >= 2;
    if (!fits)
        return source === 'github'
            ? 'a GitHub repository URL such as "https://github.com/owner/repo" (the repository itself, not a page in it)'
            : 'a GitLab project URL such as "https://gitlab.com/group/project"';
    return undefined;
}
/** Why a monorepo subfolder is not a clean relative path, or undefined. */
function subfolderProblem(path) {
    if (path.startsWith('/'))
        return 'starts with "/", but it is relative to the repository\u2019s root';
    if (path.endsWith('/'))
        return 'ends with "/"';
    if (!/^[a-zA-Z0-9\-_./]+$/.test(path))
        return 'has characters other than letters, digits, "-", "_", "." and "/"';
    const bad = path.split('/').find((s) => s === '' || s === '.' || s === '..');
    if (bad !== undefined)
        return bad === '' ? 'has an empty segment ("//")' : `has a ${JSON.stringify(bad)} segment`;
    return undefined;
}
/**
 * mcpdesc.registry.repository: `repository` points at the server's code where the registry can check
 * it: `source` "github" or "gitlab" with that forge's repository URL, and a clean relative `subfolder`.
 * The registry refuses anything else, and users and reviewers follow this link to read the code.
 */
/* harmony default export */ const repository = (registryRule('mcpdesc.registry.repository', (context) => {
    const repository = context.root.repository;
    if (!(0,json/* isObject */.Gv)(repository))
        return;
    const { url, source, subfolder } = repository;
    if ((url === undefined || url === '') && (source === undefined || source === ''))
        return;
    if (typeof source === 'string' && typeof url === 'string' && !templates_isTemplated(url) && !templates_isTemplated(source)) {
        if (source !== 'github' && source !== 'gitlab') {
            context.report('/repository/source', `"repository.source" is ${(0,json/* quote */.hD)(source)}, but the registry accepts only "github" and "gitlab" repositories and refuses any other ("invalid repository URL"). Host the code on GitHub or GitLab and name it, or remove "repository".`);
        }
        else {
            const wanted = forgeUrlProblem(source, url);
            if (wanted)
                context.report('/repository/url', `"repository.url" ${(0,json/* quote */.hD)(url, 100)} is not ${wanted}, so the registry refuses it ("invalid repository URL") and people cannot follow it to the code. Write the repository's own URL${source === 'github' ? ', without a path inside it' : ''}.`);
        }
    }
    if (typeof subfolder === 'string' && subfolder !== '' && !templates_isTemplated(subfolder)) {
        const problem = subfolderProblem(subfolder);
        if (problem)
            context.report('/repository/subfolder', `"repository.subfolder" ${(0,json/* quote */.hD)(subfolder)} ${problem}, so the registry refuses it ("invalid subfolder path"). Write the server's folder relative to the repository's root, such as "src/weather".`);
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/schema.ts



const PUBLISHED = versions/* SERVER_JSON_VERSIONS */.V$.join(', ');
/**
 * mcpdesc.registry.schema: the file names the schema version it follows with a `$schema` URL that
 * mcp-publisher can read a published version from. Without one the registry refuses the file and
 * nothing can tell which fields it should have, so no other rule checks it.
 */
/* harmony default export */ const schema = ((0,types/* documentRule */.yr)('mcpdesc.registry.schema', ({ parsed, report }) => {
    const root = parsed.value;
    if (!(0,json/* isObject */.Gv)(root))
        return;
    const use = (version) => `"$schema": ${JSON.stringify((0,versions/* schemaUrl */.ZZ)(version))}`;
    if (!(0,json/* hasOwn */.$3)(root, '$schema')) {
        report('', `This server.json has no "$schema", so mcp-publisher refuses it ("$schema field is required") and mcpdesc cannot tell which version of the format to check it against. Add ${use(versions/* CURRENT */.eN)} (the current version, ${versions/* CURRENT */.eN}) and write the fields that version has.`);
        return;
    }
    const url = root.$schema;
    if (typeof url !== 'string') {
        report('/$schema', `"$schema" must be the URL of a server.json schema, but it is ${(0,json/* describeValue */.bp)(url)}. Write ${use(versions/* CURRENT */.eN)}.`);
        return;
    }
    const segment = (0,versions/* versionSegment */.c5)(url);
    if (segment === undefined) {
        const near = (0,versions/* nearestVersion */.bm)(url);
        const dated = /\d{4}-\d{2}-\d{2}/.test(url);
        report('/$schema', `${(0,json/* quote */.hD)(url, 100)} is not a server.json schema URL (".../schemas/<version>/server.schema.json"), so mcp-publisher cannot read a version from it ("failed to extract schema version from URL") and refuses the file${dated ? `; it looks like an early preview URL of ${near}, which the registry never validated against` : ''}. Write ${use(dated ? near : versions/* CURRENT */.eN)}${dated && near !== versions/* CURRENT */.eN ? `, or better the current ${use(versions/* CURRENT */.eN)}` : ''}.`);
        return;
    }
    if ((0,versions/* isVersion */.lF)(segment))
        return;
    const near = (0,versions/* nearestVersion */.bm)(segment);
    const reason = segment === 'draft'
        ? 'the draft is unreleased and the registry does not validate against it ("schema version draft not available")'
        : `the registry publishes no schema for it ("schema version ${segment} not available"); its versions are ${PUBLISHED}`;
    report('/$schema', `"$schema" names the schema version ${(0,json/* quote */.hD)(segment)}, which mcp-publisher refuses: ${reason}. The nearest published version is ${near}: write ${use(near)}${near !== versions/* CURRENT */.eN ? ` (or the current ${versions/* CURRENT */.eN})` : ''}.`);
}));

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/structure.ts









const PACKAGE_NEEDS = {
    registryType: 'it says which registry to download the package from',
    registry_type: 'it says which registry to download the package from',
    identifier: 'it names the package to install',
    transport: 'it tells clients how to talk to the server once the package runs',
};
const URL_NEEDS = { url: 'it is where clients connect' };
/** Why a required field matters, by definition, for the message about a file without it. */
const NEEDED_FOR = {
    Server: {
        name: 'it is the server\u2019s identity in the registry',
        description: 'it is what people read in the registry\u2019s list',
        version: 'it names the release this file describes',
    },
    ClosedPackage: { ...PACKAGE_NEEDS, version: 'it names the release of the package to install' },
    Package: PACKAGE_NEEDS,
    KeyValueInput: { name: 'it is the variable or header the value is for' },
    NamedArgument: { name: 'it is the flag the client writes' },
    Repository: { url: 'it is where people find the code', source: 'it names the forge that hosts the code' },
    Icon: { src: 'it is where clients load the icon from' },
    StreamableHttpTransport: URL_NEEDS,
    SseTransport: URL_NEEDS,
    RemoteStreamableHttp: URL_NEEDS,
    RemoteSse: URL_NEEDS,
};
/**
 * mcpdesc.registry.structure: the file is valid against the JSON Schema of the version it declares:
 * required fields, types, allowed values, lengths, patterns, URI formats, and no unknown key where the
 * schema closes an object (a package until 2025-09-29). A file whose fields belong to another version
 * gets one finding that says so instead of one per field.
 */
/* harmony default export */ const mcp_registry_server_rules_structure = (registryRule('mcpdesc.registry.structure', (context) => {
    const { version, report } = context;
    const fit = fitOf(context);
    const summarised = fit.better.length > 0 && fit.rejected;
    // One foreign field is reported at its key; several, at the "$schema" they contradict.
    if (summarised) {
        if (fit.foreign.length === 1)
            report(fit.foreign[0].pointer, fitMessage(fit, version), 'key');
        else
            report('/$schema', fitMessage(fit, version));
    }
    const foreign = new Map(fit.foreign.map((f) => [f.pointer, f]));
    // A misspelt required key is one finding, the missing key's ("Found "identifer": did you mean …?").
    const typos = new Set(context.issues().flatMap((i) => (i.missing?.found ? [(0,util_pointer/* joinPointer */.Kn)(i.pointer, i.missing.found)] : [])));
    for (const issue of context.issues()) {
        if (issue.kind === 'deprecated')
            continue;
        if (issue.kind === 'unavailable') {
            const f = foreign.get(issue.pointer);
            if (f?.closed && !summarised)
                report(issue.pointer, closedForeign(f, version), 'key');
            continue;
        }
        if (fit.explained.has(issue)) {
            if (!summarised)
                report(issue.pointer, renamedRequired(context, issue));
        }
        else if (issue.unknown) {
            if (!typos.has(issue.pointer))
                report(issue.pointer, unknownInClosed(context, issue), 'key');
        }
        else if (issue.missing && !isValueIssue(issue)) {
            report(issue.pointer, missingRequired(context, issue));
        }
        else if (isValueIssue(issue)) {
            report(issue.pointer, issue.message, issue.target);
        }
        else {
            report(issue.pointer, `${issue.message} mcp-publisher validates the file against the ${version} schema and rejects it.`, issue.target);
        }
    }
    // JSON Schema's additionalProperties: false allows no "x-" keys either (the model's closed objects do).
    for (const pkg of objectsOf(context.placed(), 'ClosedPackage')) {
        for (const key of Object.keys(pkg.value)) {
            if (key.startsWith('x-') && !(0,mcp_registry_server_model/* fieldOf */._F)('ClosedPackage', key)) {
                report((0,util_pointer/* joinPointer */.Kn)(pkg.pointer, key), `Unknown property ${JSON.stringify(key)} in a package: the ${version} schema allows no other keys in a package, extensions included, so mcp-publisher rejects the file. Remove it, or move it to "_meta" under "io.modelcontextprotocol.registry/publisher-provided".`, 'key');
            }
        }
    }
}));
function owner(pointer) {
    const path = pathOf(pointer);
    return path === '' ? 'This server.json' : JSON.stringify(path);
}
function missingRequired(context, issue) {
    const key = issue.missing?.key;
    const found = issue.missing?.found;
    const holder = context.placed().find((p) => p.pointer === issue.pointer);
    const why = holder ? NEEDED_FOR[holder.definition]?.[key] : undefined;
    const preview = holder ? (0,mcp_registry_server_model/* previewFieldFor */.Ki)(holder, key, context.version) : undefined;
    const hint = found
        ? `Found ${JSON.stringify(found)}: did you mean ${JSON.stringify(key)}?`
        : preview
            ? `It has ${JSON.stringify(preview)}, a field of a preview of the 2025-07-09 schema that became ${JSON.stringify(key)}: ${preview === 'version_detail' ? 'write its "version" as "version" here' : `rename it to ${JSON.stringify(key)}`}.`
            : `Add ${JSON.stringify(key)}.`;
    return `${owner(issue.pointer)} has no ${JSON.stringify(key)}, which the ${context.version} schema requires${why ? ` (${why})` : ''}, so mcp-publisher rejects the file. ${hint}`;
}
/** A required field the file has under another version's name (`registry_type` in a 2025-12-11 file). */
function renamedRequired(context, issue) {
    const key = issue.missing?.key;
    const holder = context.placed().find((p) => p.pointer === issue.pointer);
    const other = holder ? (0,mcp_registry_server_model/* spellingsOf */.Hz)(holder.definition, key).find((s) => s !== key && (0,json/* hasOwn */.$3)(holder.value, s)) : undefined;
    const field = holder && other ? (0,mcp_registry_server_model/* fieldOf */._F)(holder.definition, other) : undefined;
    const when = field?.until ?? field?.since ?? '';
    return `${owner(issue.pointer)} has no ${JSON.stringify(key)}, which the ${context.version} schema requires, so mcp-publisher rejects the file. It has ${JSON.stringify(other)}, the ${when} name of the same field: rename it to ${JSON.stringify(key)}.`;
}
/** A key of another version in an object the declared schema closes. */
function closedForeign(f, version) {
    const noun = mcp_registry_server_model/* MODEL */.A2.definition(f.definition).noun;
    const start = `${JSON.stringify(f.key)} is not a field of ${article(noun)} in ${version}, whose schema allows no other keys in ${article(noun)}, so mcp-publisher rejects the file`;
    if (f.declaredName !== undefined) {
        const newer = versions/* AXIS */.iM.compare(f.versions[0], version) > 0;
        return newer
            ? `${start}: it is the name ${f.versions[0]} gave ${JSON.stringify(f.declaredName)}. Rename it to ${JSON.stringify(f.declaredName)}, or use the "$schema" of ${versions/* CURRENT */.eN} (the current version).`
            : `${start}: it is the ${f.versions[f.versions.length - 1]} name of ${JSON.stringify(f.declaredName)}. Rename it to ${JSON.stringify(f.declaredName)}.`;
    }
    return `${start}: it exists ${f.versions.length === 1 ? `only in ${f.versions[0]}` : `in ${f.versions[0]} to ${f.versions[f.versions.length - 1]}`}. Remove it.`;
}
/** A key no version defines, in an object the declared schema closes. */
function unknownInClosed(context, issue) {
    const unknown = issue.unknown;
    const noun = unknown.noun ?? 'object';
    const definition = context.placed().find((p) => (0,util_pointer/* joinPointer */.Kn)(p.pointer, unknown.key) === issue.pointer)?.definition;
    const preview = definition ? mcp_registry_server_model/* PREVIEW_FIELDS */.JY[definition]?.[unknown.key] : undefined;
    const replacement = preview ? (0,mcp_registry_server_model/* spellingIn */.or)(definition, preview.split(' ')[0], context.version) : undefined;
    const typo = unknown.suggestion ?? (0,suggest/* closest */.k)(unknown.key, unknown.known);
    const hint = preview
        ? `It is a field of a preview of the 2025-07-09 schema; write ${JSON.stringify(replacement ?? preview.split(' ')[0])} instead${preview.includes('(') ? ` ${preview.slice(preview.indexOf('('))}` : ''}.`
        : typo
            ? `Did you mean ${JSON.stringify(typo)}?`
            : `Remove it (${article(noun)} has ${(0,json/* listOf */.c3)(unknown.known, 'and')}).`;
    const parent = (0,util_pointer/* parentPointer */.Yg)(issue.pointer);
    const where = parent === '' ? '' : ` at ${JSON.stringify(pathOf(parent))}`;
    return `Unknown property ${JSON.stringify(unknown.key)} in ${article(noun)}${where}: the ${context.version} schema allows no other keys in ${article(noun)}, so mcp-publisher rejects the file. ${hint}`;
}

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/superseded.ts






/**
 * mcpdesc.registry.superseded: the file declares the current schema version at its published URL.
 * mcp-publisher warns on any other; the warning here says what moving to the current version takes:
 * each rename and each removed field the file has, and what the newer schema and registry rules ask
 * of its values, all derived from the model (its spans and renames) rather than written per version.
 */
/* harmony default export */ const superseded = (registryRule('mcpdesc.registry.superseded', (context) => {
    const { version, root } = context;
    const canonical = (0,versions/* schemaUrl */.ZZ)(versions/* CURRENT */.eN);
    if (version === versions/* CURRENT */.eN) {
        if (root.$schema !== canonical)
            context.report('/$schema', `"$schema" names ${versions/* CURRENT */.eN}, the current version, but not at its published URL, and mcp-publisher calls every other URL "not the current version" and warns. Write ${JSON.stringify(canonical)}.`);
        return;
    }
    const changes = [`set "$schema" to ${JSON.stringify(canonical)}`, ...migration(context)];
    context.report('/$schema', `This file declares the server.json schema of ${version}, but the current one is ${versions/* CURRENT */.eN}: mcp-publisher warns ("schema version ${version} is not the current version (${versions/* CURRENT */.eN})") and tools written for the current format may misread it. To move to ${versions/* CURRENT */.eN}, ${changes.join('; ')}${changes.length === 1 ? '; nothing else changes' : ''}.`);
}));
/** The changes that take the file from its version to the current one. */
function migration(context) {
    const renames = new Map();
    const removals = new Map();
    const objects = new Map(context.placed(versions/* CURRENT */.eN).map((p) => [p.pointer, p]));
    const add = (map, key, place) => map.set(key, [...(map.get(key) ?? []), place]);
    for (const issue of context.issues(versions/* CURRENT */.eN)) {
        if (issue.kind !== 'unavailable')
            continue;
        const holder = objects.get((0,util_pointer/* parentPointer */.Yg)(issue.pointer));
        const key = (0,util_pointer/* splitPointer */.GS)(issue.pointer).pop();
        if (!holder || !(0,mcp_registry_server_model/* fieldOf */._F)(holder.definition, key))
            continue;
        const current = (0,mcp_registry_server_model/* spellingIn */.or)(holder.definition, key, versions/* CURRENT */.eN);
        const place = pathOf((0,util_pointer/* parentPointer */.Yg)(issue.pointer));
        if (current && current !== key)
            add(renames, `rename ${JSON.stringify(key)} to ${JSON.stringify(current)}`, place);
        else
            add(removals, `remove ${JSON.stringify(key)}`, place);
    }
    const declared = new Set(context.issues().map(issueKey));
    const fixes = context
        .issues(versions/* CURRENT */.eN)
        .filter((i) => i.kind === 'invalid' && !declared.has(issueKey(i)) && !explainedByRename(i, context))
        .map((i) => `fix what ${versions/* CURRENT */.eN} rejects (${i.message.replace(/\.$/, '')})`);
    const ownProblems = new Set(packageTypeProblems(context, context.version).map((p) => p.change));
    const packages = packageTypeProblems(context, versions/* CURRENT */.eN)
        .map((p) => p.change)
        .filter((c) => !ownProblems.has(c));
    // A field the package's type drops in the current version needs no rename first.
    for (const [change, places] of renames) {
        const target = change.slice(change.indexOf(' to ') + 4);
        const kept = places.filter((place) => !packages.some((c) => c.startsWith(`remove ${target} from ${place}`)));
        if (kept.length === 0)
            renames.delete(change);
        else
            renames.set(change, kept);
    }
    const placed = (map) => [...map].map(([change, places]) => {
        const shown = places.filter((p) => p !== '');
        if (shown.length === 0)
            return change;
        return shown.length <= 3 ? `${change} (${shown.join(', ')})` : `${change} (${shown.length}\u00d7)`;
    });
    return [...placed(renames), ...placed(removals), ...fixes, ...new Set(packages)];
}
function issueKey(issue) {
    return `${issue.kind} ${issue.pointer} ${issue.missing?.key ?? issue.message}`;
}
/** A required field missing under the current version that the file has under its older name (the rename covers it). */
function explainedByRename(issue, context) {
    if (!issue.missing)
        return false;
    const holder = context.placed(versions/* CURRENT */.eN).find((p) => p.pointer === issue.pointer);
    if (!holder)
        return false;
    const fields = Object.entries(holder.value);
    return fields.some(([key]) => (0,mcp_registry_server_model/* fieldOf */._F)(holder.definition, key)?.renamedTo !== undefined && (0,mcp_registry_server_model/* spellingIn */.or)(holder.definition, key, versions/* CURRENT */.eN) === issue.missing?.key);
}

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/templated.ts


/**
 * mcpdesc.registry.templated: values a release pipeline fills in (`"version": "${VERSION}"`) are
 * recognized and accepted: the checks of values skip them. One note per file says so, since what is
 * published is the generated file, which is worth checking too.
 */
/* harmony default export */ const templated = (registryRule('mcpdesc.registry.templated', (context) => {
    const values = context.templated();
    if (values.length === 0)
        return;
    const shown = values.slice(0, 3).map((v) => `${JSON.stringify(v.template)} in ${JSON.stringify(pathOf(v.pointer) || '(root)')}`);
    const more = values.length > 3 ? ` and ${values.length - 3} more` : '';
    context.report(values[0].pointer, `This server.json holds ${values.length === 1 ? 'a value' : `${values.length} values`} that a release pipeline fills in (${shown.join(', ')}${more}); mcpdesc accepts ${values.length === 1 ? 'it as a placeholder' : 'them as placeholders'} and checks everything else. What gets published is the filled-in file: run mcpdesc on it too (e.g. in the release job, before mcp-publisher).`);
}));

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/title.ts

/**
 * mcpdesc.registry.title: a `title`, when given, has visible text. The schema needs one character,
 * but a title of spaces shows as a blank entry in a registry's list, and the registry refuses it.
 */
/* harmony default export */ const title = (registryRule('mcpdesc.registry.title', (context) => {
    const title = context.root.title;
    if (typeof title !== 'string' || title === '' || title.trim() !== '')
        return;
    context.report('/title', `"title" holds only whitespace, so a registry would list the server under a blank name, and mcp-publisher refuses it ("title cannot be only whitespace"). Write the short name people should see, such as "Weather", or remove "title".`);
}));

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/transport.ts







/**
 * mcpdesc.registry.transport: each package's transport is one a client can use: a stdio transport has
 * no `url` (the client talks to the process it starts); a streamable-http or sse transport has an
 * http(s) URL, and each `{variable}` in it names an environment variable, an argument's name or an
 * argument's `valueHint` of the package, so the client knows what to put there.
 */
/* harmony default export */ const transport = (registryRule('mcpdesc.registry.transport', (context) => {
    const { version, report } = context;
    const packages = new Map(context.objects(...mcp_registry_server_model/* PACKAGE_DEFINITIONS */.Ac).map((p) => [p.pointer, p]));
    // A URL that breaks the schema's own pattern is structure's.
    const rejected = new Set(context
        .issues()
        .filter(isValueIssue)
        .map((i) => i.pointer));
    for (const transport of context.objects('StdioTransport', 'StreamableHttpTransport', 'SseTransport')) {
        const pkg = packages.get((0,util_pointer/* parentPointer */.Yg)(transport.pointer));
        if (!pkg)
            continue;
        const url = read(transport, 'url', version);
        if (transport.definition === 'StdioTransport') {
            if (url)
                report(url.pointer, `A stdio transport has no "url": the client starts the package and talks to it over standard input and output, and mcp-publisher refuses a URL here ("url must be empty for stdio transport type"). Remove "url", or set "type" to "streamable-http" if the package serves HTTP once it runs.`, 'key');
            continue;
        }
        const text = readString(transport, 'url', version);
        if (!text || templates_isTemplated(text.value) || rejected.has(text.pointer))
            continue;
        const type = transport.value.type;
        if (!urls_httpUrl(text.value)) {
            report(text.pointer, `"url" ${(0,json/* quote */.hD)(text.value, 100)} is not an http:// or https:// URL with a host, so mcp-publisher refuses it ("invalid package transport URL") and clients cannot connect to the ${type} server the package runs. Write its full URL, such as "http://localhost:3000/mcp".`);
            continue;
        }
        const available = packageVariables(pkg.value);
        const undefinedNames = urlVariables(text.value).filter((name) => !available.includes(name));
        if (undefinedNames.length > 0) {
            const cased = undefinedNames.flatMap((n) => {
                const near = available.find((a) => a.toLowerCase() === n.toLowerCase());
                return near ? [`write "{${near}}" for "{${n}}" (names are case-sensitive)`] : [];
            });
            const rest = undefinedNames.filter((n) => !available.some((a) => a.toLowerCase() === n.toLowerCase()));
            const define = rest.length > 0 ? [`define ${(0,json/* listOf */.c3)(rest, 'and')}, e.g. as an environment variable {"name": ${(0,json/* quote */.hD)(rest[0])}}`] : [];
            report(text.pointer, `"url" uses ${(0,json/* listOf */.c3)(undefinedNames.map((n) => `{${n}}`), 'and')}, which no environment variable, argument name or argument valueHint of this package defines, so the client cannot fill ${undefinedNames.length === 1 ? 'it' : 'them'} in and mcp-publisher refuses the URL ("template variables in URL … reference undefined variables"). ${transport_capitalize([...cased, ...define].join(', and '))}.`);
        }
    }
}));
/** What a package's transport URL may refer to: its environment variables' names, its arguments' names and valueHints. */
function packageVariables(pkg) {
    const names = [];
    const list = (keys) => keys.flatMap((k) => (Array.isArray(pkg[k]) ? pkg[k] : [])).filter(json/* isObject */.Gv);
    for (const env of list(['environmentVariables', 'environment_variables']))
        if (typeof env.name === 'string')
            names.push(env.name);
    for (const arg of list(['runtimeArguments', 'runtime_arguments', 'packageArguments', 'package_arguments'])) {
        if (typeof arg.name === 'string' && arg.name !== '')
            names.push(arg.name);
        for (const hint of [arg.valueHint, arg.value_hint])
            if (typeof hint === 'string' && hint !== '')
                names.push(hint);
    }
    return [...new Set(names)];
}
function transport_capitalize(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/unknown-key.ts






/** Names people write for a field the format spells otherwise, by lowercased key; the target is the current name. */
const unknown_key_SYNONYMS = {
    required: 'isRequired',
    secret: 'isSecret',
    issecret: 'isSecret',
    sensitive: 'isSecret',
    repeated: 'isRepeated',
    homepage: 'websiteUrl',
    website: 'websiteUrl',
    homepageurl: 'websiteUrl',
    displayname: 'title',
    display_name: 'title',
    repo: 'repository',
    icon: 'icons',
    env: 'environmentVariables',
    environment: 'environmentVariables',
    env_vars: 'environmentVariables',
    envvars: 'environmentVariables',
    args: 'packageArguments',
    arguments: 'packageArguments',
    transport_type: 'type',
    transporttype: 'type',
    sha256: 'fileSha256',
    hint: 'valueHint',
};
/** What is lost when a field is misspelt, for the fields where it matters most. */
const LOST = {
    isRequired: 'clients treat the value as optional',
    isSecret: 'clients show and store the value as plain text',
};
/**
 * mcpdesc.registry.unknown-key: keys that are near misses of a field ("descripton", "required" for
 * "isRequired", "homepage" for "websiteUrl") or fields of the schema's early previews ("version_detail").
 * mcp-publisher drops keys it does not know, so the setting is silently lost. Keys that are not near any
 * field are left alone (the schema allows them outside packages), and keys of objects the schema closes
 * are mcpdesc.registry.structure's.
 */
/* harmony default export */ const mcp_registry_server_rules_unknown_key = (registryRule('mcpdesc.registry.unknown-key', (context) => {
    const { version, report } = context;
    // A misspelt required key is structure's finding ("Found "descripton": did you mean …?").
    const typos = new Set(context.issues().flatMap((i) => (i.missing?.found ? [(0,util_pointer/* joinPointer */.Kn)(i.pointer, i.missing.found)] : [])));
    // So is a preview field that stands for a missing required one ("version_detail" for "version").
    for (const issue of context.issues()) {
        const holder = issue.missing ? context.placed().find((p) => p.pointer === issue.pointer) : undefined;
        const preview = holder && issue.missing ? (0,mcp_registry_server_model/* previewFieldFor */.Ki)(holder, issue.missing.key, version) : undefined;
        if (preview)
            typos.add((0,util_pointer/* joinPointer */.Kn)(issue.pointer, preview));
    }
    for (const { definition, pointer, value } of context.placed()) {
        const def = mcp_registry_server_model/* MODEL */.A2.definition(definition);
        if (def.closed || !def.fields || definition === 'Meta')
            continue;
        const fields = def.fields;
        const known = Object.keys(fields).filter((k) => versions/* AXIS */.iM.inSpan(version, fields[k]));
        for (const key of Object.keys(value)) {
            const at = (0,util_pointer/* joinPointer */.Kn)(pointer, key);
            if (Object.hasOwn(fields, key) || typos.has(at))
                continue;
            const preview = mcp_registry_server_model/* PREVIEW_FIELDS */.JY[definition]?.[key];
            const synonym = unknown_key_SYNONYMS[key.toLowerCase()] ?? unknown_key_SYNONYMS[key.toLowerCase().replace(/[^a-z_]/g, '')];
            const suggestion = (preview ? (0,mcp_registry_server_model/* spellingIn */.or)(definition, preview.split(' ')[0], version) : undefined) ??
                (0,suggest/* closest */.k)(key, known) ??
                (synonym ? (0,mcp_registry_server_model/* spellingIn */.or)(definition, synonym, version) : undefined);
            if (!suggestion)
                continue;
            const lost = LOST[(0,mcp_registry_server_model/* spellingIn */.or)(definition, suggestion, '2025-12-11') ?? suggestion];
            const why = preview ? `it is a field of a preview of the 2025-07-09 schema that no published schema has.` : `did you mean ${JSON.stringify(suggestion)}?`;
            report(at, `${JSON.stringify(key)} is not a field of ${article(def.noun)}: ${why} mcp-publisher drops fields it does not know, so ${lost ?? 'the setting is lost'}. ${preview
                ? `Write ${JSON.stringify(suggestion)} instead${preview.includes('(') ? ` ${preview.slice(preview.indexOf('('))}` : ''}.`
                : `Rename it to ${JSON.stringify(suggestion)}.`}`, 'key');
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/version.ts





/** `1`, `1.2.3`, `v1.2.3.4`, `1.2.3-beta.1`: one version in the shape the range patterns use. */
function isVersionLike(text) {
    const dash = text.indexOf('-');
    const main = (dash >= 0 ? text.slice(0, dash) : text).replace(/^v/, '');
    const pre = dash >= 0 ? text.slice(dash + 1) : undefined;
    if (pre !== undefined && !/^[0-9A-Za-z.-]+$/.test(pre))
        return false;
    const parts = main.split('.');
    return parts.length >= 1 && parts.length <= 4 && parts.every((p) => /^\d+$/.test(p));
}
/**
 * What mcp-publisher's range detection (`looksLikeVersionRange`) sees in a version: a comparator
 * ("^1.2.3", ">=1.0"), a hyphen range ("1.0 - 2.0"), an OR range ("1.2 || 1.3") or a wildcard ("1.x").
 * Written without regular expressions over the whole text, so it is linear on any input.
 */
function rangeKind(version) {
    const text = version.trim();
    if (text === '')
        return undefined;
    for (const op of ['>=', '<=', '^', '~', '>', '<', '=']) {
        if (text.startsWith(op) && isVersionLike(text.slice(op.length).trim()))
            return 'a comparator range';
    }
    const hyphen = text.split(/\s-\s*/);
    if (hyphen.length === 2 && isVersionLike(hyphen[0].trim()) && isVersionLike(hyphen[1].trim()))
        return 'a hyphen range';
    const alternatives = text.split('||');
    if (alternatives.length > 1 && alternatives.every((a) => isVersionLike(a.trim())))
        return 'an OR range';
    const dash = text.indexOf('-');
    const main = dash >= 0 ? text.slice(0, dash) : text;
    const pre = dash >= 0 ? text.slice(dash + 1) : undefined;
    const parts = main.split('.');
    const dotted = parts.length >= 2 &&
        parts.length <= 3 &&
        parts.every((p, i) => /^(?:\d+|x|X|\*)$/.test(i === 0 ? p.replace(/^v(?=\d)/, '') : p)) &&
        (pre === undefined || /^[0-9A-Za-z.-]+$/.test(pre));
    if (!dotted || !/[xX*]/.test(text))
        return undefined;
    // mcp-publisher looks for the wildcard anywhere in the text, its pre-release included.
    return /[xX*]/.test(main) ? 'a wildcard' : `a wildcard to mcp-publisher, which reads the "x" in its pre-release ${(0,json/* quote */.hD)(pre)} as one`;
}
/**
 * mcpdesc.registry.version: the server's version and each package's version name one release: not
 * "latest" (reserved: the registry keeps it for the newest release), not a range. A server.json
 * describes one release, so clients install exactly what was published and tested.
 */
/* harmony default export */ const version = (registryRule('mcpdesc.registry.version', (context) => {
    const { root, report } = context;
    const sites = [];
    if (typeof root.version === 'string')
        sites.push({ pointer: '/version', key: 'version', value: root.version, isPackage: false });
    for (const pkg of context.objects(...mcp_registry_server_model/* PACKAGE_DEFINITIONS */.Ac)) {
        const found = readString(pkg, 'version', context.version);
        if (found)
            sites.push({ pointer: found.pointer, key: pathOf(found.pointer), value: found.value, isPackage: true });
    }
    for (const site of sites) {
        if (templates_isTemplated(site.value))
            continue;
        // A package's "latest" breaks the schema itself: mcpdesc.registry.structure reports it.
        if (site.value === 'latest' && !site.isPackage) {
            report(site.pointer, `"version" is "latest", which the registry reserves for the newest release it lists ("version string 'latest' is reserved and cannot be used"), so it refuses the file. Write this release's exact version, such as "1.0.2".`);
            continue;
        }
        const kind = rangeKind(site.value);
        if (kind) {
            const fix = kind.includes('pre-release')
                ? `Write the pre-release without "x", "X" or "*" (such as ${JSON.stringify(`${exampleOf(site.value)}-rc.1`)}), or the release itself.`
                : `Write the exact version, such as ${JSON.stringify(exampleOf(site.value))}.`;
            report(site.pointer, `${JSON.stringify(site.key)} is ${(0,json/* quote */.hD)(site.value)}, ${kind}, but a server.json names one exact release ("version must be a specific version, not a range"), so the registry refuses it and clients could not tell which release to install. ${fix}`);
        }
    }
}));
/** The version a range most likely means: "^1.2.3" → "1.2.3", "1.x" → "1.0.0". */
function exampleOf(range) {
    const first = range
        .replace(/^[\s^~><=v]+/, '')
        .split(/[\s|]/)[0]
        .split('-')[0];
    const parts = first.split('.').map((p) => (/^\d+$/.test(p) ? p : '0'));
    while (parts.length < 3)
        parts.push('0');
    return parts.join('.');
}

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/index.ts

















/** Rules that read the file whatever it holds: the `$schema` it declares. */
const rules_DOCUMENT_RULES = [schema];
/** Rules that read the file in the schema version it declares. */
const mcp_registry_server_rules_RULES = [
    superseded,
    mcp_registry_server_rules_structure,
    rules_field_version,
    mcp_registry_server_rules_unknown_key,
    rules_name,
    title,
    version,
    repository,
    https_link,
    package_type,
    file_hash,
    package_identifier,
    transport,
    rules_remote,
    named_argument,
    templated,
];

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/index.ts
/**
 * The MCP Registry's `server.json`, versioned by the date in its `$schema` URL. Many other tools use
 * the name `server.json` (json-server databases, game servers), so only its content makes it one.
 * The model per version is model.ts (with values.ts and registry-types.ts), the rules are rules/.
 */






/** `https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json` and its older hosts. */
const SCHEMA_URL = /^https?:\/\/(?:static\.)?modelcontextprotocol\.io\/schemas\/([^/]{1,40})\/server\.schema\.json$/;
/** The registry's reverse-DNS name: a namespace with a dot, one slash, a server name. */
const REGISTRY_NAME = /^[a-zA-Z0-9.-]{1,200}\.[a-zA-Z0-9-]{1,63}\/[a-zA-Z0-9._-]{1,200}$/;
/** The date in the `$schema` URL, whether or not mcpdesc knows it. */
function schemaDate(value) {
    if (!(0,json/* isObject */.Gv)(value) || typeof value.$schema !== 'string')
        return undefined;
    return SCHEMA_URL.exec(value.$schema)?.[1];
}
/** The format's definition, for tests that check a server.json with rules of their own. */
const REGISTRY_SERVER = {
    id: 'mcp-registry-server',
    noun: { one: 'registry server.json', other: 'registry server.json files' },
    title: 'MCP Registry server.json',
    paths: ['**/server.json'],
    namedBy: [],
    syntax: 'json',
    versions: versions/* SERVER_JSON_VERSIONS */.V$,
    recognize(value) {
        if (schemaDate(value) !== undefined)
            return 'certain';
        if (!(0,json/* isObject */.Gv)(value) || typeof value.name !== 'string' || !REGISTRY_NAME.test(value.name))
            return 'no';
        // A Server Card has the same name and remotes: without the $schema, the path decides.
        return Array.isArray(value.packages) || Array.isArray(value.remotes) ? 'likely' : 'no';
    },
    version: versions/* declaredVersion */.Pn,
    documentRules: rules_DOCUMENT_RULES,
    rules: mcp_registry_server_rules_RULES,
    context: registryContext,
};
/* harmony default export */ const mcp_registry_server = ((0,types/* defineFormat */.nP)(REGISTRY_SERVER));

// EXTERNAL MODULE: ./src/formats/mcp-server-card/drafts.ts
var drafts = __webpack_require__(7656);
// EXTERNAL MODULE: ./src/protocol/model/index.ts + 5 modules
var protocol_model = __webpack_require__(9490);
;// CONCATENATED MODULE: ./src/protocol/check.ts
/** The protocol model's checker: MCP objects read against one protocol version (see src/model/check.ts). */


/** Check `value` (found at `pointer`) against the named MCP definition as `version` defines it. */
function checkDefinition(name, value, version, pointer, options = {}) {
    return (0,check/* checkModel */.w5)(protocol_model/* PROTOCOL_MODEL */.V7, name, value, version, pointer, options);
}
/** Whether the definition exists in a version at all (e.g. elicitation before 2025-06-18 does not). */
function definitionExists(name, version) {
    return (0,check/* existsIn */.Iy)(protocol_model/* PROTOCOL_MODEL */.V7, name, version);
}

// EXTERNAL MODULE: ./src/protocol/versions.ts
var protocol_versions = __webpack_require__(5159);
;// CONCATENATED MODULE: ./src/formats/mcp-server-card/primitives.ts
/**
 * The MCP objects a card carries (the early drafts' `tools`, `resources`, `prompts`, `capabilities` and
 * `serverInfo`, or any card that keeps them), checked with the protocol model in every protocol version.
 * An issue that reads the same in several versions is one issue listing them, so a rule reports one
 * finding per problem however many versions the card claims.
 */



/** Where the drafts put each kind of MCP object, and its definition in the protocol model. */
const LISTS = [
    ['tools', 'Tool'],
    ['resources', 'Resource'],
    ['resourceTemplates', 'ResourceTemplate'],
    ['prompts', 'Prompt'],
];
const SINGLES = [
    ['capabilities', 'ServerCapabilities'],
    ['serverInfo', 'Implementation'],
];
/** The card's MCP objects with the definition each is checked against. */
function primitives_objectsOf(root) {
    const out = [];
    for (const [key, definition] of LISTS) {
        const list = root[key];
        // The first draft writes ["dynamic"] for a list the server only serves at run time.
        if (Array.isArray(list))
            for (const [i, item] of list.entries())
                if ((0,json/* isObject */.Gv)(item))
                    out.push({ pointer: `/${key}/${i}`, definition, value: item });
    }
    for (const [key, definition] of SINGLES) {
        const value = root[key];
        if ((0,json/* isObject */.Gv)(value))
            out.push({ pointer: `/${key}`, definition, value });
    }
    return out;
}
function primitiveIssues(root) {
    const grouped = new Map();
    for (const object of primitives_objectsOf(root)) {
        for (const version of protocol_versions/* VERSIONS */.S8) {
            for (const issue of checkDefinition(object.definition, object.value, version, object.pointer)) {
                // The drafts keep a card's objects open: keys no protocol version defines are not reported here.
                if (issue.kind === 'deprecated' || issue.kind === 'unknown')
                    continue;
                // The model names places relative to the object checked: say which object that is.
                const message = `In ${JSON.stringify(primitives_pathOf(object.pointer))}, ${issue.message.charAt(0).toLowerCase()}${issue.message.slice(1)}`;
                const template = message.split(version).join('{version}');
                const key = `${issue.kind}\u0000${issue.pointer}\u0000${issue.target}\u0000${template}`;
                const found = grouped.get(key);
                if (found)
                    found.versions.push(version);
                else
                    grouped.set(key, { kind: issue.kind, pointer: issue.pointer, target: issue.target, template, versions: [version] });
            }
        }
    }
    return [...grouped.values()];
}
/** The path of a pointer as messages show it: `tools[0].execution`. */
function primitives_pathOf(pointer) {
    return pointer
        .split('/')
        .slice(1)
        .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce((path, segment) => (/^\d+$/.test(segment) ? `${path}[${segment}]` : path === '' ? segment : `${path}.${segment}`), '');
}

;// CONCATENATED MODULE: ./src/formats/mcp-server-card/protocol-versions.ts
/**
 * The protocol versions a card claims. The first draft states one `protocolVersion` for the server;
 * later drafts list `supportedProtocolVersions` per remote (and per package in 2026-01-30), so the
 * server as a whole speaks their union.
 */


function claimedVersions(root) {
    const listed = [];
    if (root.protocolVersion !== undefined)
        listed.push({ pointer: '/protocolVersion', value: root.protocolVersion });
    for (const list of ['remotes', 'packages']) {
        const entries = root[list];
        if (!Array.isArray(entries))
            continue;
        for (const [i, entry] of entries.entries()) {
            const supported = (0,json/* isObject */.Gv)(entry) ? entry.supportedProtocolVersions : undefined;
            if (!Array.isArray(supported))
                continue;
            for (const [j, value] of supported.entries())
                listed.push({ pointer: `/${list}/${i}/supportedProtocolVersions/${j}`, value });
        }
    }
    const known = new Set(listed.flatMap((l) => ((0,protocol_versions/* isVersion */.lF)(l.value) ? [l.value] : [])));
    return { listed, versions: protocol_versions/* VERSIONS */.S8.filter((v) => known.has(v)) };
}
/** How messages list versions or steps: "2025-06-18", "2025-03-26, 2025-06-18 and 2025-11-25". */
function phraseList(versions) {
    if (versions.length <= 1)
        return versions.join('');
    return `${versions.slice(0, -1).join(', ')} and ${versions[versions.length - 1]}`;
}
/** The known protocol version nearest in time to a date-like text, for "did you mean". */
function nearestProtocolVersion(text) {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (!match)
        return undefined;
    const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
    let best;
    let distance = Number.POSITIVE_INFINITY;
    for (const version of protocol_versions/* PROTOCOL_AXIS */.$M.versions) {
        const [y, m, d] = version.split('-').map(Number);
        const gap = Math.abs(Date.UTC(y, m - 1, d) - time);
        if (gap < distance) {
            best = version;
            distance = gap;
        }
    }
    return best;
}

;// CONCATENATED MODULE: ./src/formats/mcp-server-card/context.ts





function cardRule(id, check) {
    return { id, check };
}
const CLAIMED = (0,types/* memoKey */.e3)('server card protocol versions');
const PRIMITIVES = (0,types/* memoKey */.e3)('server card MCP objects by protocol version');
function cardContext(scope, reporter) {
    const root = scope.parsed.value;
    const shape = (0,drafts/* shapeOf */.F5)(root);
    if (!shape || !(0,json/* isObject */.Gv)(root))
        return undefined;
    return {
        path: scope.path,
        parsed: scope.parsed,
        root,
        shape,
        report: (pointer, message, target) => reporter.report(pointer, message, target),
        claimed: () => scope.memo(CLAIMED, () => claimedVersions(root)),
        primitives: () => scope.memo(PRIMITIVES, () => primitiveIssues(root)),
    };
}

;// CONCATENATED MODULE: ./src/formats/mcp-server-card/rules/description.ts

const MAX = 100;
/**
 * mcpdesc.card.description: the card's "description" is 1 to 100 characters, as the current draft's schema
 * (and the registry) require: it is the line a client shows in a list of servers.
 */
/* harmony default export */ const description = (cardRule('mcpdesc.card.description', ({ root, report }) => {
    const description = root.description;
    if (typeof description !== 'string')
        return;
    const length = [...description].length;
    if (length === 0) {
        report('/description', '"description" is empty; the current draft requires 1 to 100 characters that say what the server does. Write one sentence.');
    }
    else if (length > MAX) {
        report('/description', `"description" is ${length} characters long; the current draft allows at most ${MAX}, since clients show it as one line in a list of servers. Shorten it to one sentence of ${MAX} characters or fewer (details belong on the "websiteUrl" page).`);
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcp-server-card/rules/draft.ts





/** What moving a key of an older shape to the current one takes. */
const MOVE = {
    $schema: 'write the current "$schema"',
    serverInfo: 'move "serverInfo.name" to a reverse-DNS "name" and "serverInfo.version" to "version"',
    transport: 'write "transport" as "remotes" (each with "type" and "url")',
    protocolVersion: 'list the protocol versions in each remote\'s "supportedProtocolVersions"',
    packages: 'move "packages" to the server\'s server.json',
};
const SHAPE = {
    '2026-01-21': 'the shape of the first draft of SEP-2127 (2026-01-21) and of SEP-1649\'s "/.well-known/mcp.json": the initialize result written to a file',
    '2026-01-30': 'the shape of the 2026-01-30 draft of SEP-2127, which still listed primitives and packages',
    '2026-03-03': 'the shape of the 2026-03-03 draft of SEP-2127, which still had capabilities, requirements and authentication',
};
/**
 * mcpdesc.card.draft: the card follows the current draft's shape. A card of an older draft gets this one
 * finding, which names the shape and what moving takes; the current draft's rules do not run on it (they
 * would report every field of the old shape).
 */
/* harmony default export */ const draft = (cardRule('mcpdesc.card.draft', ({ shape, report }) => {
    const draft = shape.draft;
    if (draft === drafts/* CURRENT */.eN)
        return;
    const keys = shape.markers.map((m) => primitives_pathOf(m));
    const moves = shape.markers.flatMap((m) => (MOVE[m.slice(1)] ? [MOVE[m.slice(1)]] : []));
    const removed = keys.filter((k) => MOVE[k] === undefined);
    const steps = [...moves, ...(removed.length > 0 ? [`remove ${(0,json/* listOf */.c3)(removed, 'and')}`] : [])];
    report(shape.markers[0] ?? '', `This Server Card follows ${SHAPE[draft]} (it has ${(0,json/* listOf */.c3)(keys, 'and')}). The current draft (${drafts/* CURRENT */.eN}) describes only how to reach the server: "$schema" ${JSON.stringify(drafts/* CARD_SCHEMA */.DU)}, a reverse-DNS "name", "version", "description" and "remotes" with their "supportedProtocolVersions"; clients list tools, resources and prompts after they connect. To move, ${phraseList(steps)}. Until then mcpdesc checks only the MCP objects in the card.`, 'key');
}));

;// CONCATENATED MODULE: ./src/formats/mcp-server-card/rules/header.ts



/** RFC 9110's token: what an HTTP field name may be. */
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/**
 * mcpdesc.card.header: each header a remote lists has a name HTTP allows, and no remote lists the same
 * header twice (names are case-insensitive), since a client prompts for both and sends one.
 */
/* harmony default export */ const header = (cardRule('mcpdesc.card.header', ({ root, report }) => {
    for (const remote of (0,drafts/* remotesOf */.xY)(root)) {
        if (!Array.isArray(remote.value.headers))
            continue;
        const seen = new Map();
        for (const [i, header] of remote.value.headers.entries()) {
            if (!(0,json/* isObject */.Gv)(header) || typeof header.name !== 'string')
                continue;
            const pointer = `${remote.pointer}/headers/${i}/name`;
            if (!TOKEN.test(header.name)) {
                report(pointer, `Header name ${(0,json/* quote */.hD)(header.name)} is not a valid HTTP header name (letters, digits and "!#$%&'*+.^_\`|~-" only, no spaces or colons), so clients cannot send it. Write the bare name, such as "X-API-Key".`);
                continue;
            }
            const lower = header.name.toLowerCase();
            const first = seen.get(lower);
            if (first === undefined)
                seen.set(lower, i);
            else
                report(pointer, `Header ${(0,json/* quote */.hD)(header.name)} is listed twice in this remote (first as header #${first + 1}; names are case-insensitive), so clients prompt for it twice and send one value. Remove one.`);
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcp-server-card/rules/name.ts


const name_NAME_PATTERN = /^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/;
/** A name of the right shape built from a wrong one: its characters kept where the pattern allows them. */
function name_suggestion(name) {
    const slash = name.indexOf('/');
    const clean = (part, allowed) => [...part]
        .map((c) => (allowed.test(c) ? c : '-'))
        .join('')
        .replace(/-{2,}/g, '-')
        .replace(/^-|-$/g, '');
    if (slash < 0)
        return `io.github.your-account/${clean(name.toLowerCase(), /[a-z0-9._-]/) || 'server'}`;
    return `${clean(name.slice(0, slash), /[a-zA-Z0-9.-]/) || 'io.github.your-account'}/${clean(name.slice(slash + 1), /[a-zA-Z0-9._-]/) || 'server'}`;
}
/**
 * mcpdesc.card.name: the card's "name" is the server's reverse-DNS identity ("io.github.acme/weather"),
 * 3 to 200 characters with one "/", as the current draft's schema and the registry require: it is how a
 * card, a server.json and a server/discover response are matched.
 */
/* harmony default export */ const mcp_server_card_rules_name = (cardRule('mcpdesc.card.name', ({ root, report }) => {
    const name = root.name;
    if (typeof name !== 'string')
        return;
    const length = [...name].length;
    if (length > 200) {
        report('/name', `"name" is ${length} characters long; the current draft allows at most 200. Shorten it.`);
        return;
    }
    if (name_NAME_PATTERN.test(name) && length >= 3)
        return;
    const why = !name.includes('/')
        ? 'it has no namespace'
        : name.indexOf('/') !== name.lastIndexOf('/')
            ? 'it has more than one "/"'
            : length < 3
                ? 'it is shorter than 3 characters'
                : 'it has characters the pattern does not allow (letters, digits, "." and "-" before the "/", and "_" after it too)';
    report('/name', `"name" ${(0,json/* quote */.hD)(name)} is not a reverse-DNS server name: ${why}. The current draft requires "namespace/name" (a domain or account you own, then the server), so clients can match the card to the server's registry entry. Write something like ${JSON.stringify(name_suggestion(name))}.`);
}));

;// CONCATENATED MODULE: ./src/formats/mcp-server-card/rules/primitive.ts


/**
 * mcpdesc.card.primitive: the MCP objects a card carries (tools, resources, prompts, capabilities,
 * serverInfo) are valid in every protocol version the card claims, as the protocol model defines them.
 * A problem in several versions is one finding listing them.
 */
/* harmony default export */ const primitive = (cardRule('mcpdesc.card.primitive', (context) => {
    const claimed = context.claimed().versions;
    if (claimed.length === 0)
        return;
    for (const issue of context.primitives()) {
        if (issue.kind !== 'invalid')
            continue;
        const versions = issue.versions.filter((v) => claimed.includes(v));
        if (versions.length === 0)
            continue;
        // The place says which versions; the model's "(required in 2025-06-18)" would name only one.
        const message = issue.template
            .replace(/ \(required in \{version\}\)/g, '')
            .split('{version}')
            .join(phraseList(versions));
        context.report(issue.pointer, `${message} ${primitive_where(versions, claimed)}`, issue.target);
    }
}));
function primitive_where(versions, claimed) {
    if (versions.length === claimed.length && claimed.length > 1)
        return `This holds in every protocol version the card claims (${phraseList(claimed)}).`;
    return `This holds in ${phraseList(versions)}, ${versions.length === 1 ? 'a protocol version' : 'protocol versions'} the card claims${claimed.length > versions.length ? ` (of ${phraseList(claimed)})` : ''}.`;
}

;// CONCATENATED MODULE: ./src/formats/mcp-server-card/rules/primitive-version.ts




/**
 * mcpdesc.card.primitive-version: every field of the card's MCP objects exists in every protocol version
 * the card claims. A server that speaks several versions sends a field only to the clients whose version
 * has it ("execution" is invisible to a 2025-06-18 client), so the card promises what some clients never
 * see. One finding per field, listing the versions that lack it.
 */
/* harmony default export */ const primitive_version = (cardRule('mcpdesc.card.primitive-version', (context) => {
    const claimed = context.claimed().versions;
    if (claimed.length === 0)
        return;
    for (const issue of context.primitives()) {
        if (issue.kind !== 'unavailable')
            continue;
        const lacking = issue.versions.filter((v) => claimed.includes(v));
        if (lacking.length === 0)
            continue;
        const exists = protocol_versions/* VERSIONS */.S8.filter((v) => !issue.versions.includes(v));
        const path = JSON.stringify(primitives_pathOf(issue.pointer));
        const some = lacking.length < claimed.length;
        const advice = some
            ? `Keep it if clients on ${phraseList(lacking)} can do without it, or stop claiming ${phraseList(lacking)}.`
            : exists.length > 0
                ? `Remove it, or claim a version that has it if the server speaks one.`
                : 'Remove it.';
        context.report(issue.pointer, `${path} does not exist in protocol ${lacking.length === 1 ? 'version' : 'versions'} ${phraseList(lacking)}, which the card claims${exists.length > 0 ? ` (it exists ${(0,protocol_versions/* describeVersions */.Tt)(exists)})` : ''}: clients on ${phraseList(lacking)} will not see it. ${advice}`, issue.target);
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcp-server-card/rules/protocol-version.ts





/**
 * mcpdesc.card.protocol-version: every protocol version the card names ("supportedProtocolVersions", or
 * the first draft's "protocolVersion") is an MCP revision. Clients pick a version they share with the
 * server from this list before connecting; a date no revision has (the SEP's own examples use
 * "2025-03-12") matches nothing.
 */
/* harmony default export */ const protocol_version = (cardRule('mcpdesc.card.protocol-version', (context) => {
    for (const { pointer, value } of context.claimed().listed) {
        if (typeof value !== 'string' || (0,protocol_versions/* isVersion */.lF)(value))
            continue;
        const near = nearestProtocolVersion(value);
        context.report(pointer, `${JSON.stringify(primitives_pathOf(pointer))} is ${(0,json/* quote */.hD)(value)}, which is not an MCP protocol version (they are ${protocol_versions/* VERSIONS */.S8.join(', ')}), so clients choosing a version from the card find no match. Write the revision the server speaks${near ? `, such as ${JSON.stringify(near)} (the nearest)` : `, such as ${JSON.stringify(protocol_versions/* LATEST */.k0)} (the latest)`}.`);
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcp-server-card/rules/remote.ts



const TYPES = ['streamable-http', 'sse'];
/** The current draft's pattern for a remote's URL: http(s), or a leading `{variable}`, and no whitespace. */
const URL_PATTERN = /^(?:https?:\/\/\S+|\{[a-zA-Z_][a-zA-Z0-9_]*\}\S*)$/;
/** Spellings of a transport type seen in real cards and client configurations. */
const TYPE_FOR = {
    http: 'streamable-http',
    streamable_http: 'streamable-http',
    streamableHttp: 'streamable-http',
    streamable: 'streamable-http',
};
function urlProblem(url) {
    if (/\s/.test(url))
        return 'it contains whitespace';
    if (url.startsWith('/'))
        return 'it is a path, and a card is read by clients that do not know which host it came from';
    if (/^[a-z][a-z0-9+.-]*:/i.test(url))
        return `its scheme is ${(0,json/* quote */.hD)(url.slice(0, url.indexOf(':')))}, and remotes are reached over HTTP`;
    return 'it does not start with "http://", "https://" or a "{variable}"';
}
/**
 * mcpdesc.card.remote: each remote has a transport type the current draft defines ("streamable-http" or
 * "sse") and a URL clients can connect to: absolute http(s), or a template that starts with a variable.
 */
/* harmony default export */ const mcp_server_card_rules_remote = (cardRule('mcpdesc.card.remote', ({ root, report }) => {
    for (const remote of (0,drafts/* remotesOf */.xY)(root)) {
        const { type, url } = remote.value;
        if (typeof type === 'string' && !TYPES.includes(type)) {
            const hint = type === 'stdio'
                ? 'A Server Card describes servers reached over the network; a local server belongs in server.json "packages". Remove this remote.'
                : `Write ${JSON.stringify(TYPE_FOR[type] ?? 'streamable-http')}.`;
            report(`${remote.pointer}/type`, `Remote type ${(0,json/* quote */.hD)(type)} is not one the current draft defines ("streamable-http" or "sse"), so clients do not know how to connect. ${hint}`);
        }
        if (typeof url === 'string' && !URL_PATTERN.test(url)) {
            report(`${remote.pointer}/url`, `Remote URL ${(0,json/* quote */.hD)(url)} is not one the current draft accepts: ${urlProblem(url)}. Write the full endpoint, such as "https://example.com/mcp", or start it with a "{variable}" defined in "variables".`);
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcp-server-card/rules/schema.ts



/** Why a `$schema` that is not the current one is wrong, for the ones seen in real cards. */
function problem(url) {
    if (/\/schemas\/\d{4}-\d{2}-\d{2}\/server-card\.schema\.json$/.test(url))
        return 'Server Card schemas are versioned by a "/v1/" segment, not by a date as server.json schemas are';
    if (/\/server\.schema\.json$/.test(url))
        return "that is the registry's server.json schema, a different file";
    if (url.replace(/^http:/, 'https:') === drafts/* CARD_SCHEMA */.DU)
        return 'the URL must use https';
    return 'the current draft accepts only its own schema URL';
}
/**
 * mcpdesc.card.schema: the card names the current draft's schema in "$schema", which the draft requires
 * with exactly one URL; clients and registries read it to know the file is a Server Card of that shape.
 */
/* harmony default export */ const rules_schema = (cardRule('mcpdesc.card.schema', ({ root, report }) => {
    const schema = root.$schema;
    if (schema === undefined) {
        report('', `This Server Card has no "$schema", which the current draft requires, so validators and clients cannot tell it from any other JSON file. Add "$schema": ${JSON.stringify(drafts/* CARD_SCHEMA */.DU)}.`);
        return;
    }
    if (typeof schema !== 'string' || schema === drafts/* CARD_SCHEMA */.DU)
        return;
    report('/$schema', `"$schema" ${(0,json/* quote */.hD)(schema, 120)} is not the Server Card schema URL: ${problem(schema)}. Write ${JSON.stringify(drafts/* CARD_SCHEMA */.DU)}.`);
}));

// EXTERNAL MODULE: ./src/formats/mcp-server-card/model.ts
var mcp_server_card_model = __webpack_require__(7663);
;// CONCATENATED MODULE: ./src/formats/mcp-server-card/walk.ts
/** The objects of a card with the current draft's definition of each, for rules that read them by kind. */


function walk_placeObjects(root) {
    const out = [{ pointer: '', definition: 'ServerCard', value: root }];
    const each = (value, pointer, definition) => {
        if (Array.isArray(value))
            for (const [i, item] of value.entries())
                one(item, (0,util_pointer/* joinPointer */.Kn)(pointer, i), definition);
    };
    const one = (value, pointer, definition) => {
        if (!(0,json/* isObject */.Gv)(value))
            return undefined;
        out.push({ pointer, definition, value });
        return value;
    };
    const variables = (holder, pointer) => {
        if ((0,json/* isObject */.Gv)(holder.variables))
            for (const [k, v] of Object.entries(holder.variables))
                one(v, (0,util_pointer/* joinPointer */.Kn)(pointer, 'variables', k), 'Input');
    };
    one(root.repository, '/repository', 'Repository');
    each(root.icons, '/icons', 'Icon');
    if (Array.isArray(root.remotes)) {
        for (const [i, item] of root.remotes.entries()) {
            const pointer = `/remotes/${i}`;
            const remote = one(item, pointer, 'Remote');
            if (!remote)
                continue;
            variables(remote, pointer);
            if (Array.isArray(remote.headers)) {
                for (const [j, h] of remote.headers.entries()) {
                    const header = one(h, `${pointer}/headers/${j}`, 'KeyValueInput');
                    if (header)
                        variables(header, `${pointer}/headers/${j}`);
                }
            }
        }
    }
    return out;
}
function walk_objectsOf(placed, definition) {
    return placed.filter((p) => p.definition === definition);
}

;// CONCATENATED MODULE: ./src/formats/mcp-server-card/rules/structure.ts








/** Why a required field matters, by definition. */
const structure_NEEDED_FOR = {
    ServerCard: {
        name: 'it is the server\u2019s identity',
        description: 'it is what clients show in a list of servers',
        version: 'it names the release the card describes',
    },
    Remote: { type: 'it says which transport to connect with', url: 'it is where clients connect' },
    KeyValueInput: { name: 'it is the header the value is for' },
    Repository: { url: 'it is where people find the code', source: 'it names the forge that hosts the code' },
    Icon: { src: 'it is where clients load the icon from' },
};
/** Fields whose values the schema bounds beyond their type, with an example for the fix. */
const URIS = [
    ['ServerCard', 'websiteUrl', 'https://example.com/docs'],
    ['Repository', 'url', 'https://github.com/owner/repo'],
    ['Icon', 'src', 'https://example.com/icon.png'],
];
const LENGTHS = [
    ['title', 1, 100],
    ['version', 0, 255],
];
/**
 * mcpdesc.card.structure: the card is valid against the current draft's schema: its required fields, the
 * type of every field, the allowed values, lengths and URI formats. "$schema", "name", "description" and a
 * remote's "type" and "url" have rules of their own that explain them.
 */
/* harmony default export */ const mcp_server_card_rules_structure = (cardRule('mcpdesc.card.structure', ({ root, report }) => {
    const placed = walk_placeObjects(root);
    for (const issue of (0,check/* checkModel */.w5)(mcp_server_card_model/* MODEL */.A, 'ServerCard', root, drafts/* CURRENT */.eN, '')) {
        if (issue.kind !== 'invalid')
            continue;
        if (issue.missing) {
            if (issue.pointer === '' && issue.missing.key === '$schema')
                continue;
            const { key, found } = issue.missing;
            const holder = placed.find((p) => p.pointer === issue.pointer);
            const why = holder ? structure_NEEDED_FOR[holder.definition]?.[key] : undefined;
            const owner = issue.pointer === '' ? 'This Server Card' : JSON.stringify(primitives_pathOf(issue.pointer));
            const hint = found ? `Found ${JSON.stringify(found)}: did you mean ${JSON.stringify(key)}?` : `Add ${JSON.stringify(key)}.`;
            report(issue.pointer, `${owner} has no ${JSON.stringify(key)}, which the current draft requires${why ? ` (${why})` : ''}. ${hint}`);
        }
        else {
            report(issue.pointer, `${issue.message} The current draft's schema rejects the card.`, issue.target);
        }
    }
    for (const [definition, key, example] of URIS) {
        for (const object of walk_objectsOf(placed, definition)) {
            const value = object.value[key];
            const problem = typeof value === 'string' ? checkAbsoluteUri(value) : null;
            if (problem)
                report((0,util_pointer/* joinPointer */.Kn)(object.pointer, key), `${JSON.stringify(primitives_pathOf((0,util_pointer/* joinPointer */.Kn)(object.pointer, key)))} is not an absolute URI (${problem}), so the current draft's schema ("format": "uri") rejects it. Write the full URL, such as ${JSON.stringify(example)}.`);
        }
    }
    for (const [key, min, max] of LENGTHS) {
        const value = root[key];
        if (typeof value !== 'string')
            continue;
        const length = [...value].length;
        if (length < min)
            report(`/${key}`, `"${key}" is empty; the current draft requires at least ${min} character. Write it, or remove the field.`);
        else if (length > max)
            report(`/${key}`, `"${key}" is ${length} characters long; the current draft allows at most ${max}. Shorten it.`);
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcp-server-card/rules/unknown-key.ts






/** Spellings other formats and early drafts use for a field of the current draft. */
const OTHER_NAMES = {
    ServerCard: { homepage: 'websiteUrl', website: 'websiteUrl', website_url: 'websiteUrl', websiteURL: 'websiteUrl', displayName: 'title' },
    Remote: {
        transport: 'type',
        endpoint: 'url',
        protocolVersions: 'supportedProtocolVersions',
        supported_protocol_versions: 'supportedProtocolVersions',
    },
    Input: { is_required: 'isRequired', required: 'isRequired', is_secret: 'isSecret', secret: 'isSecret' },
    KeyValueInput: { is_required: 'isRequired', required: 'isRequired', is_secret: 'isSecret', secret: 'isSecret' },
};
/**
 * mcpdesc.card.unknown-key: no key of the card is a near miss of a field it should be. The schema leaves
 * every object open, so "descripton" or "endpoint" for "url" passes it and the setting is lost: clients
 * read only the fields the draft defines. Keys near no field are left alone (vendor data, though it
 * belongs in "_meta").
 */
/* harmony default export */ const mcp_server_card_rules_unknown_key = (cardRule('mcpdesc.card.unknown-key', ({ root, report }) => {
    for (const object of walk_placeObjects(root)) {
        const fields = (0,mcp_server_card_model/* fieldsOf */.P)(object.definition);
        for (const key of Object.keys(object.value)) {
            if (fields.includes(key))
                continue;
            const meant = OTHER_NAMES[object.definition]?.[key] ?? (0,suggest/* closest */.k)(key, fields);
            if (meant === undefined || (0,json/* hasOwn */.$3)(object.value, meant))
                continue;
            const noun = mcp_server_card_model/* MODEL */.A.definition(object.definition).noun;
            report((0,util_pointer/* joinPointer */.Kn)(object.pointer, key), `${JSON.stringify(key)} is not a field of ${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun} in the current draft, so clients ignore it and its setting is lost. Did you mean ${JSON.stringify(meant)}?`, 'key');
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcp-server-card/rules/variable.ts



/** The `{name}` references of a text, in order; bounded scans, linear in the text. */
function variable_references(text) {
    return [...text.matchAll(/\{([^{}\s]{1,200})\}/g)].map((m) => m[1]);
}
function definedIn(holder) {
    return (0,json/* isObject */.Gv)(holder.variables) ? Object.keys(holder.variables) : [];
}
/**
 * mcpdesc.card.variable: every `{variable}` in a remote's URL is defined in the remote's "variables", and
 * every one in a header's "value" in the header's own "variables" (or the remote's). A client substitutes
 * only what is defined, so an undefined one is sent as the literal text "{tenant}".
 */
/* harmony default export */ const rules_variable = (cardRule('mcpdesc.card.variable', ({ root, report }) => {
    for (const remote of (0,drafts/* remotesOf */.xY)(root)) {
        const own = definedIn(remote.value);
        const url = remote.value.url;
        if (typeof url === 'string') {
            for (const name of new Set(variable_references(url))) {
                if (own.includes(name))
                    continue;
                report(`${remote.pointer}/url`, `Remote URL ${(0,json/* quote */.hD)(url)} uses {${name}}, which the remote's "variables" does not define${own.length > 0 ? ` (it defines ${(0,json/* listOf */.c3)(own, 'and')})` : ''}, so clients connect to the literal text. Add "variables": { ${JSON.stringify(name)}: { "description": "…" } } to the remote, or write the value in the URL.`);
            }
        }
        if (!Array.isArray(remote.value.headers))
            continue;
        for (const [i, header] of remote.value.headers.entries()) {
            if (!(0,json/* isObject */.Gv)(header) || typeof header.value !== 'string')
                continue;
            const defined = [...definedIn(header), ...own];
            for (const name of new Set(variable_references(header.value))) {
                if (defined.includes(name))
                    continue;
                report(`${remote.pointer}/headers/${i}/value`, `Header ${typeof header.name === 'string' ? (0,json/* quote */.hD)(header.name) : `#${i + 1}`} uses {${name}} in its "value", which neither the header's nor the remote's "variables" defines, so clients send the literal text. Add "variables": { ${JSON.stringify(name)}: { … } } to the header.`);
            }
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcp-server-card/rules/index.ts












const mcp_server_card_rules_RULES = [
    draft,
    rules_schema,
    mcp_server_card_rules_structure,
    mcp_server_card_rules_unknown_key,
    mcp_server_card_rules_name,
    description,
    mcp_server_card_rules_remote,
    rules_variable,
    header,
    protocol_version,
    primitive,
    primitive_version,
];

;// CONCATENATED MODULE: ./src/formats/mcp-server-card/index.ts
/**
 * A Server Card (SEP-2127, draft): a server's static description for discovery, served from
 * `.well-known/` and often committed with the site that serves it. Its version axis is the draft whose
 * shape it follows (drafts.ts); the current draft's model is model.ts, the rules are rules/.
 */





/** What the first draft copied from the initialize result beside its `protocolVersion`. */
const INITIALIZE_KEYS = ['serverInfo', 'capabilities', 'tools', 'resources', 'prompts'];
/** The registry's server.json schema under the card's version segment. */
const REGISTRY_V1 = /^https?:\/\/static\.modelcontextprotocol\.io\/schemas\/v1\/server\.schema\.json$/;
const NAMED = ['**/.well-known/mcp/server-card.json', '**/server-card.json', '**/.well-known/mcp-server-card', '**/.well-known/mcp/server-card'];
/* harmony default export */ const mcp_server_card = ((0,types/* defineFormat */.nP)({
    id: 'mcp-server-card',
    noun: { one: 'Server Card', other: 'Server Cards' },
    title: 'MCP Server Card (.well-known/mcp/server-card.json)',
    paths: [...NAMED, '**/.well-known/mcp.json'],
    namedBy: NAMED,
    syntax: 'json',
    versions: drafts/* DRAFTS */.rr,
    recognize(value) {
        if (!(0,json/* isObject */.Gv)(value))
            return 'no';
        if (typeof value.$schema === 'string' && /server-card/i.test(value.$schema))
            return 'certain';
        // The registry's schema URL with the card's "/v1/" segment: a card that names the wrong schema (the
        // extension's own invalid example) or a server.json; as certain as the registry's, so its path decides.
        if (typeof value.$schema === 'string' && REGISTRY_V1.test(value.$schema))
            return 'certain';
        // The first draft's card is an initialize result, as certain a descriptor as a card: its path decides.
        if ((0,json/* hasOwn */.$3)(value, 'protocolVersion') && INITIALIZE_KEYS.some((k) => (0,json/* hasOwn */.$3)(value, k)))
            return 'certain';
        return (0,json/* hasOwn */.$3)(value, 'serverInfo') || (typeof value.name === 'string' && Array.isArray(value.remotes)) ? 'likely' : 'no';
    },
    version: drafts/* draftOf */.bz,
    rules: mcp_server_card_rules_RULES,
    context: cardContext,
}));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/context.ts





function descriptorRule(id, check) {
    return { id, check };
}
/**
 * The protocol versions a descriptor declares, oldest first: its `protocolVersion`, or every entry of
 * a `protocolVersion` list. Empty unless all of them are versions mcpdesc supports, each once
 * (mcpdesc.document.protocol-version says what is wrong otherwise).
 */
function declaredVersions(value) {
    if (!(0,json/* isObject */.Gv)(value))
        return [];
    const declared = value.protocolVersion;
    if ((0,protocol_versions/* isVersion */.lF)(declared))
        return [declared];
    if (!Array.isArray(declared) || declared.length === 0 || !declared.every(protocol_versions/* isVersion */.lF))
        return [];
    const listed = new Set(declared);
    if (listed.size !== declared.length)
        return [];
    return protocol_versions/* VERSIONS */.S8.filter((v) => listed.has(v));
}
/** The version a descriptor declares, as reports show it: "2025-11-25", or "2025-06-18, 2025-11-25" for a list. */
function declaredVersion(value) {
    const versions = declaredVersions(value);
    return versions.length === 0 ? null : versions.join(', ');
}
const VERDICTS = (0,types/* memoKey */.e3)('protocol model verdicts');
/** Values rules share, kept apart per version: what a rule computes in one version may differ in another. */
const PER_VERSION = (0,types/* memoKey */.e3)('descriptor values by protocol version');
/** The context one rule sees in `version` (the declared one by default), or undefined when the file declares no supported version. */
function descriptorContext(scope, reporter, version = null) {
    const descriptor = scope.parsed.value;
    const versions = declaredVersions(descriptor);
    const reading = version === null ? versions[0] : versions.find((v) => v === version);
    if (reading === undefined || !(0,json/* isObject */.Gv)(descriptor))
        return undefined;
    const verdicts = scope.memo(VERDICTS, () => new Map());
    const byVersion = scope.memo(PER_VERSION, () => new Map());
    let memos = byVersion.get(reading);
    if (!memos)
        byVersion.set(reading, (memos = new Map()));
    const values = memos;
    return {
        path: scope.path,
        descriptor,
        version: reading,
        versions,
        parsed: scope.parsed,
        report: (pointer, message, target) => reporter.report(pointer, message, target),
        schemas: scope.schemas(),
        memo(key, make) {
            if (values.has(key))
                return values.get(key);
            const value = make();
            values.set(key, value);
            return value;
        },
        model(definition, pointer, ignoreKeys) {
            const key = `${reading}\u0000${definition}@${pointer}`;
            let issues = verdicts.get(key);
            if (!issues) {
                issues = checkDefinition(definition, (0,util_pointer/* getAt */.sM)(descriptor, pointer), reading, pointer, ignoreKeys ? { ignoreKeys } : {});
                verdicts.set(key, issues);
            }
            return issues;
        },
    };
}

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/document/protocol-version.ts




const SUPPORTED = protocol_versions/* VERSIONS */.S8.join(', ');
/**
 * The descriptor declares a protocol version mcpdesc supports, or a non-empty list of distinct ones for
 * a server that speaks several; near misses get a suggestion.
 */
/* harmony default export */ const document_protocol_version = ((0,types/* documentRule */.yr)('mcpdesc.document.protocol-version', ({ parsed, report }) => {
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
    return `${(0,json/* quote */.hD)(declared)} is not an MCP protocol version mcpdesc supports, so the rest of the file was not checked. ${protocol_version_suggestion(declared)}`;
}
function protocol_version_suggestion(declared) {
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
/** "2025/6/18", "20250618", "2025-6-18" → "2025-06-18"; undefined when it is not a date at all. */
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
    const versions = declaredVersions(value);
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

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/document/structure.ts




/** The descriptor envelope: an object whose top-level properties and tools' extensions have the right types. */
/* harmony default export */ const document_structure = ((0,types/* documentRule */.yr)('mcpdesc.document.structure', ({ parsed, report }) => {
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
    // are mcpdesc.document.unknown-key's.
    for (const issue of checkDefinition('Descriptor', value, protocol_versions/* LATEST */.k0, '')) {
        if (issue.kind === 'invalid' && !issue.unknown)
            report(issue.pointer, issue.message, issue.target);
    }
}));

// EXTERNAL MODULE: ./src/protocol/model/descriptor.ts
var model_descriptor = __webpack_require__(4397);
;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/surfaces.ts
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
const surfaces_LISTS = [
    { key: 'tools', kind: 'tool', definition: 'Tool' },
    { key: 'resources', kind: 'resource', definition: 'Resource' },
    { key: 'resourceTemplates', kind: 'resource-template', definition: 'ResourceTemplate' },
    { key: 'prompts', kind: 'prompt', definition: 'Prompt' },
];
const SURFACES = (0,types/* memoKey */.e3)('descriptor surfaces');
/** The descriptor's surfaces, found once per file and shared by every rule that walks them. */
function surfaces(view) {
    return view.memo(SURFACES, () => [...findSurfaces(view.descriptor, view.version)]);
}
/** The surfaces of a descriptor in a version, found anew (tests and the oracle). */
function* findSurfaces(descriptor, version) {
    if ((0,json/* isObject */.Gv)(descriptor.serverInfo)) {
        yield { kind: 'server-info', pointer: '/serverInfo', definition: 'Implementation', value: descriptor.serverInfo };
    }
    if ((0,json/* isObject */.Gv)(descriptor.capabilities)) {
        yield { kind: 'capabilities', pointer: '/capabilities', definition: 'ServerCapabilities', value: descriptor.capabilities };
    }
    for (const list of surfaces_LISTS) {
        for (const { item, pointer } of objectItems(descriptor[list.key], `/${list.key}`)) {
            const ignoreKeys = list.kind === 'tool' ? model_descriptor/* TOOL_EXTENSIONS */.A : undefined;
            yield { kind: list.kind, pointer, definition: list.definition, value: item, ...(ignoreKeys ? { ignoreKeys } : {}) };
            if (list.kind === 'tool')
                yield* toolSurfaces(item, pointer, version);
        }
    }
}
function* toolSurfaces(tool, toolPointer, version) {
    if ((0,json/* isObject */.Gv)(tool.elicitations) && definitionExists('ElicitRequestParams', version)) {
        for (const [name, declaration] of Object.entries(tool.elicitations)) {
            if ((0,json/* isObject */.Gv)(declaration)) {
                yield {
                    kind: 'elicitation-declaration',
                    pointer: (0,util_pointer/* joinPointer */.Kn)(toolPointer, 'elicitations', name),
                    definition: 'ElicitRequestParams',
                    value: declaration,
                };
            }
        }
    }
    for (const example of interactionExamples(tool, toolPointer)) {
        if ((0,json/* isObject */.Gv)(example.value.result)) {
            yield { kind: 'interaction-result', pointer: (0,util_pointer/* joinPointer */.Kn)(example.pointer, 'result'), definition: 'CallToolResult', value: example.value.result };
        }
        for (const { item: step, pointer } of objectItems(example.value.steps, (0,util_pointer/* joinPointer */.Kn)(example.pointer, 'steps'))) {
            if (!isStepType(step.type))
                continue;
            const definitions = STEP_DEFINITIONS[step.type];
            if (!definitionExists(definitions.request, version))
                continue;
            if ((0,json/* isObject */.Gv)(step.request)) {
                yield { kind: 'step-request', pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'request'), definition: definitions.request, value: step.request };
            }
            if ((0,json/* isObject */.Gv)(step.response)) {
                yield { kind: 'step-response', pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'response'), definition: definitions.response, value: step.response };
            }
        }
    }
}
/** A tool's interaction examples that are objects, with their pointers. */
function interactionExamples(tool, toolPointer) {
    if (!(0,json/* isObject */.Gv)(tool.interactionExamples))
        return [];
    return Object.entries(tool.interactionExamples)
        .filter((entry) => (0,json/* isObject */.Gv)(entry[1]))
        .map(([name, value]) => ({ name, value, pointer: (0,util_pointer/* joinPointer */.Kn)(toolPointer, 'interactionExamples', name) }));
}
/** The object items of a list, with their pointers; anything else is the structure rule's to report. */
function objectItems(list, pointer) {
    const items = [];
    if (!Array.isArray(list))
        return items;
    for (let index = 0; index < list.length; index++) {
        const item = list[index];
        if ((0,json/* isObject */.Gv)(item))
            items.push({ item, index, pointer: `${pointer}/${index}` });
    }
    return items;
}

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/document/unknown-key.ts







const ID = 'mcpdesc.document.unknown-key';
/**
 * Client capabilities written under the server's: a misplaced capability, not a typo, so this rule
 * leaves the key to the capability rules.
 */
const CLIENT_CAPABILITIES = ['roots', 'sampling', 'elicitation'];
/** Other names people give a field ("readOnly" for the hint), by the noun of the object that has it. */
const unknown_key_OTHER_NAMES = {
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
/* harmony default export */ const document_unknown_key = (descriptorRule(ID, (context) => {
    const envelope = context.model('Descriptor', '');
    const mcp = surfaces(context).flatMap((s) => context.model(s.definition, s.pointer, s.ignoreKeys));
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
    if (!(0,json/* isObject */.Gv)(parsed.value) || declaredVersions(parsed.value).length > 0)
        return;
    // The envelope has no version-dependent parts, so any version reads it the same way.
    const envelope = checkDefinition('Descriptor', parsed.value, protocol_versions/* LATEST */.k0, '');
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
    const names = unknown.noun ? unknown_key_OTHER_NAMES[unknown.noun] : undefined;
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
    return `${what} It defines ${(0,json/* listOf */.c3)(unknown.known, 'and')}: remove the property, or to keep a custom field, name it ${(0,json/* quote */.hD)(`x-${unknown.key}`)}.`;
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






function tool_schemas_tools(context) {
    return objectItems(context.descriptor.tools, '/tools').map(({ item, pointer, index }) => ({ tool: item, pointer, index }));
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




function* examples(context) {
    for (const { tool, pointer: toolPointer } of tool_schemas_tools(context)) {
        for (const { name, value, pointer } of interactionExamples(tool, toolPointer)) {
            yield { tool, toolPointer, name, example: value, pointer };
        }
    }
}
function* steps(context, type) {
    for (const example of examples(context)) {
        for (const { item: step, pointer: stepPointer } of objectItems(example.example.steps, (0,util_pointer/* joinPointer */.Kn)(example.pointer, 'steps'))) {
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
    return objectItems(content, pointer).map(({ item, pointer: at }) => ({ block: item, pointer: at }));
}

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/interaction/elicitation-consistency.ts








/**
 * An elicitation step matches the tool's named elicitation declaration, and its response content is
 * present exactly when an accepted form response requires it, and then matches the requested schema.
 */
/* harmony default export */ const elicitation_consistency = (descriptorRule('mcpdesc.tool.interaction.elicitation-consistency', (context) => {
    // Without elicitation in the version, mcpdesc.tool.interaction.step reports the steps themselves.
    if (!definitionExists('ElicitRequestParams', context.version))
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
/* harmony default export */ const input = (descriptorRule('mcpdesc.tool.interaction.input', (context) => {
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

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/model-rule.ts






const STEPS = ['step-request', 'step-response'];
/** Report the protocol model's issues (see protocol/check.ts) of the selected kinds on the selected surfaces. */
function reportModelIssues(context, selection) {
    for (const surface of surfaces(context)) {
        if (selection.only && !selection.only.includes(surface.kind))
            continue;
        if (selection.except?.includes(surface.kind))
            continue;
        for (const issue of context.model(surface.definition, surface.pointer, surface.ignoreKeys)) {
            if (selection.issues.includes(issue.kind))
                context.report(issue.pointer, wording(context, issue, STEPS.includes(surface.kind)), issue.target);
        }
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
    return descriptorRule(id, (context) => reportModelIssues(context, { issues: [issueKind], ...(kinds ? { only: kinds } : {}), ...(except ? { except } : {}) }));
}

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/interaction/result.ts






/**
 * An interaction example's result is a CallToolResult of the declared version, and a successful
 * result of a tool with an outputSchema carries structuredContent that conforms to it.
 */
/* harmony default export */ const result = (descriptorRule('mcpdesc.tool.interaction.result', (context) => {
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
/* harmony default export */ const sampling_consistency = (descriptorRule('mcpdesc.tool.interaction.sampling-consistency', (context) => {
    for (const step of steps(context, 'sampling')) {
        if (!step.request)
            continue;
        if (step.response)
            checkToolUses(context, step, step.request, step.response);
        checkToolResults(context, step, step.request);
    }
}));
function checkToolUses(context, { stepPointer }, request, response) {
    const offered = new Map(objectItems(request.tools, '')
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
    for (const { item: message, pointer } of objectItems(request.messages, (0,util_pointer/* joinPointer */.Kn)(stepPointer, 'request', 'messages'))) {
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
/* harmony default export */ const sampling_tool_results = (descriptorRule('mcp.sampling.tool-results', (context) => {
    for (const { request, stepPointer } of steps(context, 'sampling')) {
        if (!request)
            continue;
        const messages = objectItems(request.messages, (0,util_pointer/* joinPointer */.Kn)(stepPointer, 'request', 'messages'));
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
/* harmony default export */ const step = (descriptorRule('mcpdesc.tool.interaction.step', (context) => {
    for (const { example, pointer } of examples(context)) {
        for (const { item: step, pointer: stepPointer } of objectItems(example.steps, (0,util_pointer/* joinPointer */.Kn)(pointer, 'steps'))) {
            if (!isStepType(step.type))
                continue;
            const definition = STEP_DEFINITIONS[step.type].request;
            if (definitionExists(definition, context.version))
                continue;
            const versions = protocol_versions/* VERSIONS */.S8.filter((v) => definitionExists(definition, v));
            context.report((0,util_pointer/* joinPointer */.Kn)(stepPointer, 'type'), `${STEP_NAMES[step.type]} steps do not exist in ${context.version}: ${step.type} requests exist ${(0,protocol_versions/* describeVersions */.Tt)(versions)}. Remove the step, or ${protocol_versions/* PROTOCOL_AXIS */.$M.names.declare(protocol_versions/* PROTOCOL_AXIS */.$M.declarable(versions))} if the server speaks it.`);
        }
    }
    reportModelIssues(context, { issues: ['invalid', 'unavailable'], only: ['step-request', 'step-response'] });
}));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/interaction/structured-content-text.ts




/** A result with structuredContent also carries it serialized as JSON in a text block, for clients that read only content. */
/* harmony default export */ const structured_content_text = (descriptorRule('mcp.tool.structured-content-text', (context) => {
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
 * each list it fills (tools → tools; resources and resource templates → resources; prompts → prompts).
 */
/* harmony default export */ const capabilities_consistency = (descriptorRule('mcpdesc.capabilities.consistency', (context) => {
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
/* harmony default export */ const capabilities_unused = (descriptorRule('mcpdesc.capabilities.unused', (context) => {
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
/* harmony default export */ const extension_id = (descriptorRule('mcp.capabilities.extension-id', (context) => {
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

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/places.ts
/** Where resource URIs, icons and `_meta` objects sit in a descriptor, for the rules of this family. */



/** The content blocks of example tool results: resource links and embedded resources carry URIs and icons too. */
function* resultBlocks(view) {
    for (const surface of surfaces(view)) {
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
    for (const surface of surfaces(view)) {
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
/** Every icon object, on serverInfo, tools, resources, resource templates, prompts and resource links. */
function* places_icons(view) {
    const owners = [];
    for (const surface of surfaces(view)) {
        if (['server-info', 'tool', 'resource', 'resource-template', 'prompt'].includes(surface.kind))
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
    for (const surface of surfaces(view))
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
/* harmony default export */ const icon_mime_type = (descriptorRule('mcp.icon.mime-type', (context) => {
    for (const { pointer, value: icon } of places_icons(context)) {
        const declared = typeof icon.mimeType === 'string' ? icon.mimeType : undefined;
        const type = declared ?? (typeof icon.src === 'string' ? parseDataUri(icon.src)?.mediaType : undefined);
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
/* harmony default export */ const icon_source = (descriptorRule('mcp.icon.source', (context) => {
    for (const { pointer, value: icon } of places_icons(context)) {
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
    const scheme = schemeOf(src)?.toLowerCase();
    const fix = 'serve the icon over https: or embed it as a data: URI';
    if (scheme === 'https') {
        const problem = checkAbsoluteUri(src);
        return problem ? `Icon "src" ${(0,json/* quote */.hD)(src)} is not a valid URI: ${problem}. Clients cannot fetch an icon from a malformed URI.` : null;
    }
    if (scheme === 'data') {
        const data = parseDataUri(src);
        if (!data)
            return `Icon "src" ${(0,json/* quote */.hD)(src)} is not a valid data: URI: it needs a "," before the data, as in "data:image/png;base64,iVBORw0…". Clients cannot decode it: add the "," and the data.`;
        if (data.base64 && !isBase64(data.data))
            return `Icon "src" ${(0,json/* quote */.hD)(src)} says ";base64" but its data is not valid base64. Clients cannot decode it: re-encode the image.`;
        return null;
    }
    if (scheme === undefined) {
        return `Icon "src" ${(0,json/* quote */.hD)(src)} is not an absolute URI: ${checkAbsoluteUri(src)}. Clients resolve icons on their own, without a base URL: ${fix}.`;
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
/* harmony default export */ const meta_key_format = (descriptorRule('mcp.meta.key-format', (context) => {
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





/** mcpdesc.prompt.argument-unique: arguments arrive as a name → value map, so names must differ. */
/* harmony default export */ const prompt_argument_unique = (descriptorRule('mcpdesc.prompt.argument-unique', (context) => {
    for (const prompt of objectItems(context.descriptor.prompts, '/prompts')) {
        const args = objectItems(prompt.item.arguments, (0,util_pointer/* joinPointer */.Kn)(prompt.pointer, 'arguments'));
        for (const { later, first } of duplicates(args, byString('name'))) {
            context.report((0,util_pointer/* joinPointer */.Kn)(later.pointer, 'name'), `Argument name ${(0,json/* quote */.hD)(later.item.name)} is already used by arguments[${first.index}] of this prompt. Clients pass prompt arguments as a map from name to value, so the two cannot both get a value: rename one, or remove the duplicate.`);
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/prompt-name-unique.ts





/** mcpdesc.prompt.name-unique: clients get a prompt by its name. */
/* harmony default export */ const prompt_name_unique = (descriptorRule('mcpdesc.prompt.name-unique', (context) => {
    const prompts = objectItems(context.descriptor.prompts, '/prompts');
    for (const { later, first } of duplicates(prompts, byString('name'))) {
        context.report((0,util_pointer/* joinPointer */.Kn)(later.pointer, 'name'), `Prompt name ${(0,json/* quote */.hD)(later.item.name)} is already used by prompts[${first.index}]. Clients get a prompt by its name, so only one of the two can ever be used: rename one, or remove the duplicate.`);
    }
}));

;// CONCATENATED MODULE: ./src/util/uri-template.ts
/**
 * RFC 6570 URI templates (levels 1–4): literals and `{operator var:prefix,var*}` expressions. The
 * parser stops at the first error and says what is wrong and where (1-based characters, counting
 * code points), because one broken brace makes everything after it meaningless.
 */
const OPERATORS = '+#./;?&';
const RESERVED_OPERATORS = '=,!@|';
/** Characters RFC 6570 §2.1 excludes from literals (besides CTL and "%" outside a percent-encoding). */
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
/** The inside of one `{…}`; `offset` is the 1-based position of its first character. */
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
/* harmony default export */ const resource_uri = (descriptorRule('mcp.resource.uri', (context) => {
    for (const { pointer, value } of resourceUris(context)) {
        if (typeof value !== 'string')
            continue;
        const problem = checkAbsoluteUri(value);
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
/* harmony default export */ const task_support = (descriptorRule('mcpdesc.capabilities.task-support', (context) => {
    const { capabilities } = context.descriptor;
    if (!(0,json/* isObject */.Gv)(capabilities) || (0,json/* isObject */.Gv)((0,util_pointer/* getAt */.sM)(capabilities, '/tasks/requests/tools/call')))
        return;
    for (const { item, pointer } of objectItems(context.descriptor.tools, '/tools')) {
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
/* harmony default export */ const uri_template = (descriptorRule('mcp.resource-template.uri-template', (context) => {
    for (const { item, pointer } of objectItems(context.descriptor.resourceTemplates, '/resourceTemplates')) {
        const template = item.uriTemplate;
        if (typeof template !== 'string')
            continue;
        const at = (0,util_pointer/* joinPointer */.Kn)(pointer, 'uriTemplate');
        const parsed = parseUriTemplate(template);
        if (!parsed.ok) {
            context.report(at, `uriTemplate ${(0,json/* quote */.hD)(template)} is not a valid RFC 6570 URI template: ${parsed.error}. Clients expand this template to build resource URIs: correct it, or they cannot use it.`);
            continue;
        }
        const relative = /[:/?#]/.test(parsed.literalStart) ? checkScheme(parsed.literalStart) : null;
        if (relative) {
            context.report(at, `uriTemplate ${(0,json/* quote */.hD)(template)} does not expand to an absolute URI: ${relative}. Resource URIs must be absolute: correct the scheme, or clients cannot use what this template produces.`);
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/uri-unique.ts






/** mcpdesc.resource.uri-unique: a URI identifies one resource (compared after RFC 3986 normalization). */
/* harmony default export */ const uri_unique = (descriptorRule('mcpdesc.resource.uri-unique', (context) => {
    const resources = objectItems(context.descriptor.resources, '/resources');
    const found = duplicates(resources, (r) => (typeof r.item.uri === 'string' ? normalizeUri(r.item.uri) : undefined));
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
/* harmony default export */ const client_capability = (descriptorRule('mcp.capabilities.client-capability', (context) => {
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
/* harmony default export */ const mcpdesc_descriptor_rules_schema = ([
    modelRule('mcp.schema.server-info', 'invalid', ['server-info']),
    modelRule('mcp.schema.capabilities', 'invalid', ['capabilities']),
    modelRule('mcp.schema.tool', 'invalid', ['tool']),
    modelRule('mcp.schema.resource', 'invalid', ['resource']),
    modelRule('mcp.schema.resource-template', 'invalid', ['resource-template']),
    modelRule('mcp.schema.prompt', 'invalid', ['prompt']),
]);

;// CONCATENATED MODULE: ./src/detect/confusables.ts
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
const confusable_name_LISTS = ['tools', 'prompts'];
/**
 * mcpdesc.security.confusable-name: no tool or prompt name uses look-alike letters (Cyrillic, Greek,
 * fullwidth) to pass for an ASCII name, in particular for another tool in the file or a well-known one.
 */
/* harmony default export */ const confusable_name = (descriptorRule('mcpdesc.security.confusable-name', (context) => {
    for (const list of confusable_name_LISTS) {
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

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/security/strings.ts


const TABLE = (0,types/* memoKey */.e3)('descriptor strings');
function tableOf(root) {
    const texts = [];
    const keys = [];
    const owners = [];
    const isKey = [];
    const containerKeys = [''];
    const containerOwners = [-1];
    // One walk with the lists in locals: this runs over every string and name of every file.
    const text = (value, key, owner, name) => {
        texts.push(value);
        keys.push(key);
        owners.push(owner);
        isKey.push(name);
    };
    const container = (value, key, owner) => {
        containerKeys.push(key);
        containerOwners.push(owner);
        walk(value, containerKeys.length - 1);
    };
    const walk = (node, id) => {
        if (Array.isArray(node)) {
            for (let index = 0; index < node.length; index++) {
                const value = node[index];
                if (typeof value === 'string')
                    text(value, index, id, false);
                else if (typeof value === 'object' && value !== null)
                    container(value, index, id);
            }
            return;
        }
        const object = node;
        for (const name of Object.keys(object)) {
            text(name, name, id, true);
            const value = object[name];
            if (typeof value === 'string')
                text(value, name, id, false);
            else if (typeof value === 'object' && value !== null)
                container(value, name, id);
        }
    };
    walk(root, 0);
    return { texts, keys, owners, isKey, containerKeys, containerOwners };
}
function strings_pathOf(table, index) {
    const path = [table.keys[index]];
    for (let c = table.owners[index]; c > 0; c = table.containerOwners[c])
        path.push(table.containerKeys[c]);
    return path.reverse();
}
/**
 * Calls `visit` for each string value and property name of the descriptor that passes `filter`, depth
 * first, in document order. The site is reused between calls: read it inside `visit`, do not keep it.
 */
function forEachString(view, visit, filter = {}) {
    const table = view.memo(TABLE, () => tableOf(view.descriptor));
    const { texts, keys: at, owners, isKey, containerKeys } = table;
    let index = 0;
    const site = {
        get pointer() {
            let pointer = '';
            for (const segment of strings_pathOf(table, index))
                pointer += `/${(0,util_pointer/* escapeSegment */.pv)(segment)}`;
            return pointer;
        },
        get path() {
            return strings_pathOf(table, index);
        },
        get key() {
            return at[index];
        },
        get text() {
            return texts[index];
        },
        get target() {
            return isKey[index] ? 'key' : 'value';
        },
    };
    const { valuesOnly, keys, itemsOf, text } = filter;
    for (const count = texts.length; index < count; index++) {
        if (valuesOnly && isKey[index])
            continue;
        if (keys) {
            const key = at[index];
            const list = typeof key === 'number' ? containerKeys[owners[index]] : undefined;
            if (typeof key === 'string' ? !keys.has(key) : typeof list !== 'string' || !itemsOf?.has(list))
                continue;
        }
        if (text && !text.test(texts[index]))
            continue;
        visit(site);
    }
}

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/security/hidden-characters.ts



/**
 * mcpdesc.security.hidden-characters: no string in the descriptor (names, titles, descriptions,
 * instructions, schema text, examples, property names) hides invisible, bidi-control or tag characters.
 */
/* harmony default export */ const security_hidden_characters = (descriptorRule('mcpdesc.security.hidden-characters', (context) => {
    if (!sourceMayHide(context.parsed.lines.text))
        return;
    forEachString(context, (site) => {
        const hidden = describeHidden(site.text);
        if (!hidden)
            return;
        const subject = site.target === 'key' ? 'This property name' : typeof site.key === 'string' ? JSON.stringify(site.key) : 'This string';
        context.report(site.pointer, `${subject} contains ${hidden}. Hidden and bidirectional-control characters make what a model or client reads differ from what reviewers see, a known way to smuggle instructions or disguise names: remove them.`, site.target);
    }, { text: MAYBE_HIDDEN_QUICK });
}));

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

const NOT = String.raw `(?:do\s+not|don['’]?t|never)`;
const SENSITIVE_TARGET = String.raw `(?:~\/\.ssh\b|\.ssh\/|\bid_(?:rsa|dsa|ecdsa|ed25519)\b|\.aws\/(?:credentials|config)\b|\.env\b(?!\.\w)|\/etc\/(?:passwd|shadow|sudoers)\b|\.npmrc\b|\.netrc\b|\.pypirc\b|\.pgpass\b|\.git-credentials\b|\.kube\/config\b|\.docker\/config\.json|(?:~\/)?\.cursor\/mcp\.json|claude_desktop_config\.json|\bsystem\s+prompt\b)`;
const SEND_VERB = '(?:read|cat|open|load|include|send|pass|upload|attach|access|fetch|copy|print|output|forward|exfiltrate|leak|share|append|post|provide|paste|insert|dump|put|fill|lee|leer|env[ií]a|enviar|pasa|sube|lies|lese|sende|schicke)';
/** What the user said or holds, which a tool has no business receiving wholesale. */
const PRIVATE_DATA = String.raw `(?:(?:full|entire|whole|complete)\s+(?:conversation|chat)|(?:conversation|chat)\s+history|(?:all\s+)?(?:(?:the\s+)?user['’]s\s+)?(?:previous|prior|earlier)\s+(?:user\s+)?messages|all\s+(?:the\s+)?(?:user['’]s\s+)?messages|(?:the\s+)?user['’]s\s+(?:\w+\s+){0,2}?(?:passwords?|api\s+keys?|secrets?|tokens?|credentials)|(?:all|every|any)\s+(?:the\s+)?(?:api\s+keys|secrets|tokens|passwords|credentials|environment\s+variables?))\b`;
/** A tool named in prose: snake_case or kebab-case, optionally quoted, or "the X tool". */
const OTHER_TOOL = String.raw `(?:the\s+)?(?:[\x60'"]?[a-z][a-z0-9]*(?:[_-][a-z0-9]+)+[\x60'"]?(?:\s+tool)?|\w+\s+tool)`;
/**
 * Patterns by category. A group's `gate` is a quick test that matches whenever one of its patterns can
 * (a word every pattern needs), so most descriptions are passed over without running the patterns.
 */
const GROUPS = [
    {
        category: 'override',
        gate: /ignor|disregard|forget|override|bypass|you\s+are\s+now|instructions?\s*:|from\s+now\s+on|忽略|无视|instrucciones|anweisungen/i,
        patterns: [
            re(String.raw `\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+|any\s+|every\s+)?(?:of\s+)?(?:the\s+|your\s+|my\s+|these\s+|those\s+)?(?:previous|prior|above|earlier|preceding|former|original|initial|system|existing|other|safety)\s+(?:instructions?|prompts?|rules|directions|directives|guidelines|guidance|context|constraints|policies)\b`),
            re(String.raw `\b(?:ignore|disregard|forget|override)\s+(?:all\s+)?(?:your\s+(?:instructions|guidelines|rules|programming|training)|the\s+(?:instructions|guidelines))\b`),
            re(String.raw `\byou\s+are\s+now\s+(?:a|an|in|no\s+longer|free|unrestricted|jailbroken|DAN)\b`),
            re(String.raw `\bnew\s+(?:system\s+)?instructions?\s*:`),
            re(String.raw `\bfrom\s+now\s+on,?\s+(?:you|always|never|ignore|respond|only)\b`),
            re(String.raw `\b(?:ignore|disregard|override)\s+(?:the\s+|all\s+)?(?:other|previous)\s+tools?['’]?s?\s+(?:instructions|descriptions|rules)\b`),
            // Chinese, Spanish, German, French: "ignore the previous instructions".
            re('(?:忽略|无视|忽视)(?:之前|以前|先前|上面|上述|前面)?的?(?:所有|一切|全部)?(?:指令|指示|说明|规则|提示)'),
            re(String.raw `\bignora(?:r)?\s+(?:todas\s+)?(?:las\s+)?instrucciones\s+(?:anteriores|previas)\b`),
            re(String.raw `\bignorier(?:e|en)?\s+(?:alle\s+)?(?:vorherigen|bisherigen|vorigen|früheren|obigen)\s+(?:anweisungen|instruktionen|befehle|regeln)\b`),
            re(String.raw `\bignore[rz]?\s+(?:toutes\s+)?les\s+instructions\s+(?:précédentes|antérieures)`),
        ],
    },
    {
        category: 'secrecy',
        gate: /\b(?:not|never|keep|hide|without|no|nichts|nicht|pas)\b|n['’]?t\b|不要|别/i,
        patterns: [
            re(String.raw `\b${NOT}\s+(?:tell|inform|notify|alert|warn|show)\s+(?:the\s+|your\s+)?user\b`),
            re(String.raw `\b${NOT}\s+let\s+(?:the\s+|your\s+)?user\s+(?:know|see|notice)\b`),
            re(String.raw `\b${NOT}\s+(?:mention|reveal|disclose|acknowledge|report|say)\s+(?:this|that|it|these|anything|any\s+of\s+this|the\s+(?:above|following|instructions?|fact|file|note)|(?:to|with)\s+the\s+user)\b`),
            re(String.raw `\bwithout\s+(?:telling|informing)\s+(?:the\s+|your\s+)?user\b`),
            re(String.raw `\b(?:keep|hide)\s+(?:this|it|these\s+instructions|the\s+following)\s+(?:secret|hidden|confidential|from\s+(?:the\s+)?user)\b`),
            re(String.raw `\b(?:the\s+)?user\s+(?:must|should)\s+(?:not|never)\s+(?:know|see|notice|find\s+out|be\s+told)\b`),
            // Chinese, Spanish, German, French: "do not tell the user".
            re('(?:不要|别|不能|切勿)(?:告诉|通知|告知|让)用户'),
            re(String.raw `\bno\s+(?:le\s+)?(?:digas|informes|cuentes|menciones|avises)\s+(?:nada\s+)?(?:al|a\s+el|a\s+la)\s+usuari[oa]\b`),
            re(String.raw `\b(?:sage|sag|erzähle|erzähl|verrate|teile)\s+(?:dem|der)\s+(?:benutzer|nutzer|anwender)(?:in)?\s+(?:nichts|nicht)\b`),
            re(String.raw `\bne\s+(?:le\s+)?dis\s+(?:rien\s+)?(?:pas\s+)?à\s+l['’]utilisat(?:eur|rice)`),
        ],
    },
    {
        category: 'exfiltration',
        gate: /\.ssh|id_(?:rsa|dsa|ecdsa|ed25519)|\.aws\/|\.env|\/etc\/|\.npmrc|\.netrc|\.pypirc|\.pgpass|\.git-credentials|\.kube\/|\.docker\/|mcp\.json|claude_desktop|system\s+prompt|@|conversation|chat|messages|passwords?|api\s+keys?|secrets|tokens|credentials|environment\s+var/i,
        patterns: [
            re(String.raw `\b${SEND_VERB}\b[^.!?\n]{0,80}?${SENSITIVE_TARGET}`),
            re(String.raw `(?:读取|发送|上传|复制)[^。！？\n]{0,40}?${SENSITIVE_TARGET}`),
            re(String.raw `\bcontents?\s+of\s+(?:the\s+|your\s+)?${SENSITIVE_TARGET}`),
            re(String.raw `\b${SEND_VERB}\b[^.!?\n]{0,60}?${PRIVATE_DATA}`),
            re(String.raw `\b(?:always\s+b?cc|b?cc\s+(?:all|every|each|any)\b)`),
            re(String.raw `\b(?:api\s+keys|secrets|tokens|passwords|credentials)\s+(?:and\s+\w+\s+)?(?:that\s+)?the\s+user\s+(?:has\s+)?(?:shared|provided|mentioned|entered|typed|pasted)\b`),
            re(String.raw `\b(?:send|forward|redirect|bcc|cc|copy)\s+(?:all|every|each|any)\s+(?:\w+\s+){0,3}?to\s+[\w.+-]+@[\w-]+(?:\.[\w-]+)+`),
        ],
    },
    {
        category: 'steering',
        steering: true,
        gate: /always|when|before|after|instead|replaces|other\s+tools?|any\s?more/i,
        patterns: [
            // Orders about another tool by name: what shadowing and hijacking descriptions are made of.
            re(String.raw `\bwhen(?:ever)?\s+${OTHER_TOOL}\s+is\s+(?:used|called|invoked|run)\b[^.\n]{0,60}?\b(?:always|also|change|set|add|replace|pass|send|forward|bcc|cc)\b`),
            re(String.raw `\b(?:when(?:ever)?|after|before)\s+(?:using|calling|invoking|you\s+(?:use|call)|the\s+user\s+(?:uses|calls))\s+${OTHER_TOOL}\b[^.\n]{0,60}?\b(?:always|also)\b`),
            re(String.raw `\bwhen\s+(?:the\s+)?[\w-]+\s+(?:server|tool|mcp)\s+is\s+(?:connected|available|present|loaded|installed|enabled)\b`),
            re(String.raw `\bbefore\s+(?:calling|using|invoking|running)\s+(?:any|every|all)\s+(?:other\s+)?tools?\b`),
            re(String.raw `\b(?:must|should)\s+be\s+(?:called|used|invoked|run)\s+before\s+(?:any|every|all)\s+(?:other\s+)?(?:tools?|tool\s+calls?|calls?)\b`),
            re(String.raw `\buse\s+this\s+tool\s+instead\b|\bthis\s+tool\s+replaces\s+${OTHER_TOOL}|\b${NOT}\s+(?:call|use|invoke)\s+${OTHER_TOOL}\s+any\s?more\b`),
            re(String.raw `\b(?:all|every|any)\s+other\s+tools?\b[^.\n]{0,40}?\b(?:must|should|through\s+this\s+tool)\b`),
            re(String.raw `\b(?:output|results?|responses?)\s+of\s+(?:every|all|each|any)\s+other\s+tools?\b`),
            re(String.raw `\balways\s+(?:call|use|invoke|run|execute)\s+(?:the\s+)?[\w.\-\`'"]+(?:\s+tool)?\s+(?:first|before)\b`),
            re(String.raw `\bwhen\s+this\s+tool\s+is\s+(?:available|present|loaded|installed|enabled)\b`),
        ],
    },
    {
        category: 'exfiltration',
        gate: /decode|base64|encoded/i,
        patterns: [
            re(String.raw `\bdecode\b[^.\n]{0,40}?\b(?:and\s+)?(?:follow|execute|run|obey|apply|do)\b|\b(?:execute|follow|run|obey)\s+the\s+(?:base64|encoded|hex)(?:-encoded)?\b`),
        ],
    },
    {
        category: 'pseudo-tag',
        gate: /[<[]/,
        patterns: [
            re(String.raw `<\s*(?:\/\s*)?(?:important|system|instructions?|admin|secret|hidden|critical|override)\s*>`),
            re(String.raw `<\|(?:im_start|im_end|system|endoftext|start_header_id|end_header_id|eot_id)\|>|\[\/?INST\]|<<\/?SYS>>`),
        ],
    },
];
function re(source) {
    return new RegExp(source, 'gi');
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
                    phrase: run.length > 40 ? `${run.slice(0, 40)}…` : run,
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
function matchPhrases(text, options) {
    const matches = [];
    for (const { category, gate, patterns, steering } of GROUPS) {
        if ((steering && !options.steering) || !gate.test(text))
            continue;
        for (const pattern of patterns) {
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

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/security/injected-instructions.ts




const WHY = {
    override: 'tries to override the instructions the model already follows',
    secrecy: 'asks the model to hide something from the user',
    exfiltration: 'asks the model to read or send data the user did not ask for',
    sink: 'is a URL with a placeholder for the model to fill, so whatever it puts there goes to that host (an image is fetched as soon as the answer renders, without a click)',
    steering: 'directs how the model calls tools, as tool shadowing does',
    'pseudo-tag': 'imitates a system or priority tag so the text reads like orders from the host',
};
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
const PROSE = {
    valuesOnly: true,
    keys: new Set(['description', 'title', 'instructions', 'default', 'const']),
    itemsOf: new Set(['examples', 'enum']),
};
/**
 * mcpdesc.security.injected-instructions: descriptions, titles and server instructions describe the
 * server; they do not give the model orders. Interaction examples are sample data, not prose.
 */
/* harmony default export */ const injected_instructions = (descriptorRule('mcpdesc.security.injected-instructions', (context) => {
    forEachString(context, (site) => {
        const subject = subjectOf(site);
        if (!subject)
            return;
        const instructions = subject === INSTRUCTIONS;
        const [first, ...more] = instructions ? findInjectedPhrases(site.text, { steering: false }) : phrasesOf(site.text);
        if (!first)
            return;
        const advice = instructions
            ? "Keep the instructions to how the server's features fit together, and remove this."
            : first.category === 'steering'
                ? 'Describe what the tool does; if calls must happen in an order, say so in the server instructions.'
                : 'Describe what it does, and remove directives aimed at the model.';
        const decoded = first.decoded === undefined
            ? ''
            : ` (${first.encoding ?? 'encoded'} for ${(0,json/* quote */.hD)(first.decoded.length > 120 ? `${first.decoded.slice(0, 120)}…` : first.decoded)})`;
        context.report(site.pointer, `${subject} ${(0,json/* quote */.hD)(first.phrase)}${decoded}, which ${WHY[first.category]}${alsoFound(more)}. Clients pass this text to the model, and poisoned descriptions hide orders there that users rarely read. ${advice}`);
    }, PROSE);
}));
/**
 * Descriptions repeat, within a file (a property described alike in each tool, input and output
 * schema) and across files (one server captured at each protocol version it speaks): each text is read
 * once. The texts come from input, so the cache is bounded by the characters it holds.
 */
const READ = new Map();
const READ_CHARS = 1 << 20;
let readChars = 0;
/** findInjectedPhrases(text, { steering: true }), from READ when the text was read before. */
function phrasesOf(text) {
    let phrases = READ.get(text);
    if (phrases)
        return phrases;
    phrases = findInjectedPhrases(text, { steering: true });
    if (text.length <= READ_CHARS / 64) {
        if (readChars + text.length > READ_CHARS) {
            READ.clear();
            readChars = 0;
        }
        READ.set(text, phrases);
        readChars += text.length;
    }
    return phrases;
}
/** How a message starts ("This description contains"), or undefined when the string is not prose a client shows the model. */
function subjectOf(site) {
    const { key } = site;
    if (site.target === 'key')
        return undefined;
    const path = site.path;
    if (key !== 'description' && key !== 'title' && key !== 'instructions') {
        // A schema's default or const, or an item of its examples or enum.
        const field = typeof key === 'number' ? path[path.length - 2] : key;
        if (typeof field !== 'string' || !(field in SCHEMA_VALUE) || (typeof key === 'number') === (field === 'default' || field === 'const'))
            return undefined;
        if (!path.some((segment) => segment === 'inputSchema' || segment === 'outputSchema'))
            return undefined;
        return SCHEMA_VALUE[field];
    }
    // Interaction examples (/tools/N/interactionExamples/…) are sample data: a tool result may quote anything.
    if (path.length > 3 && path[0] === 'tools' && /^\d+$/.test(String(path[1])) && path[2] === 'interactionExamples')
        return undefined;
    if (path.length === 1 && key === 'instructions')
        return INSTRUCTIONS;
    return key === 'description' ? 'This description contains' : key === 'title' ? 'This title contains' : undefined;
}
/** ` (also "…", "…")`: the other phrases, so one finding shows everything to remove. */
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



/** Schema keywords that hold sample values of the property they sit in. */
const VALUE_KEYWORDS = new Set(['default', 'examples', 'example', 'const', 'enum']);
/**
 * mcpdesc.security.secret-in-example: no credential in example data (interaction examples, schema
 * defaults and examples) or anywhere else in the descriptor.
 */
/* harmony default export */ const secret_in_example = (descriptorRule('mcpdesc.security.secret-in-example', (context) => {
    forEachString(context, (site) => {
        const secret = findSecret(site.text) ?? findSecretField(site.text, () => fieldName(site.path));
        if (!secret)
            return;
        context.report(site.pointer, `This string contains what looks like a real credential: ${secret.kind} (${secret.redacted}). Descriptors are committed, published and passed to models, so a real credential here is leaked: revoke it if it is real, and use an obvious placeholder such as "<api-key>" instead.`);
    }, { valuesOnly: true, text: MAYBE_SECRET });
}));
/** The field a value belongs to: `api_key` for `…/properties/api_key/default` and `…/input/api_key` alike. */
function fieldName(path) {
    for (let i = path.length - 1; i >= 0; i--) {
        const segment = path[i];
        if (typeof segment === 'string' && !/^\d+$/.test(segment) && !VALUE_KEYWORDS.has(segment))
            return segment;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/security/index.ts




/** Security rules (rules/security.yaml). */
const security_rules = [confusable_name, security_hidden_characters, injected_instructions, secret_in_example];
/* harmony default export */ const security = (security_rules);

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/annotation-hints.ts




/** A tool marked read-only is not also marked destructive: the two hints contradict each other. */
/* harmony default export */ const annotation_hints = (descriptorRule('mcp.tool.annotation-hints', (context) => {
    for (const { tool, pointer } of tool_schemas_tools(context)) {
        const annotations = tool.annotations;
        if (!(0,json/* isObject */.Gv)(annotations) || annotations.readOnlyHint !== true || annotations.destructiveHint !== true)
            continue;
        context.report((0,util_pointer/* joinPointer */.Kn)(pointer, 'annotations', 'destructiveHint'), '"annotations.destructiveHint" is true, but "readOnlyHint" is true as well: a tool that does not modify its environment cannot destroy anything, and clients read destructiveHint only when readOnlyHint is false. Set readOnlyHint to false if the tool modifies anything, otherwise remove destructiveHint.');
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/elicitation-declaration.ts







const ELICITATION_VERSIONS = protocol_versions/* VERSIONS */.S8.filter((v) => definitionExists('ElicitRequestParams', v));
/** Each of a tool's `elicitations` is an elicitation request of the declared version; versions without elicitation have none. */
/* harmony default export */ const elicitation_declaration = (descriptorRule('mcpdesc.tool.elicitation-declaration', (context) => {
    if (!definitionExists('ElicitRequestParams', context.version)) {
        for (const { tool, pointer } of tool_schemas_tools(context)) {
            if (!(0,json/* hasOwn */.$3)(tool, 'elicitations'))
                continue;
            context.report((0,util_pointer/* joinPointer */.Kn)(pointer, 'elicitations'), `"elicitations" declares elicitation requests, but elicitation does not exist in ${context.version}; it exists ${(0,protocol_versions/* describeVersions */.Tt)(ELICITATION_VERSIONS)}. Remove "elicitations", or declare protocolVersion ${ELICITATION_VERSIONS[0]} or later if the server speaks it.`, 'key');
        }
        return;
    }
    reportModelIssues(context, { issues: ['invalid'], only: ['elicitation-declaration'] });
}));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/schema-validity.ts








/**
 * A tool schema is a valid JSON Schema in its dialect, with references that stay inside it. The root
 * `type` and the shapes schema.json fixes (properties, required) are mcp.schema.tool's to report, so
 * the same mistake is not reported twice.
 */
function schemaValidityRule(id, key) {
    return descriptorRule(id, (context) => {
        for (const { tool, pointer: toolPointer } of tool_schemas_tools(context)) {
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
    const issues = context.model('Tool', toolPointer, model_descriptor/* TOOL_EXTENSIONS */.A).filter((i) => i.kind === 'invalid' && i.pointer.startsWith(`${schemaPointer}/`));
    return (pointer) => issues.some((i) => pointer === i.pointer || pointer.startsWith(`${i.pointer}/`));
}

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/input-schema.ts

/** inputSchema is a valid JSON Schema in its dialect (mcp.schema.tool checks its root type). */
/* harmony default export */ const input_schema = (schemaValidityRule('mcp.tool.input-schema', 'inputSchema'));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/name-format.ts





const name_format_ALLOWED = /^[A-Za-z0-9_.-]+$/;
const name_format_MAX_LENGTH = 128;
/**
 * Tool names have 1 to 128 characters from A-Z, a-z, 0-9, "_", "-" and ".". MCP says so from 2025-11-25,
 * but clients and model APIs reject other names in every version, so older descriptors are checked too.
 */
/* harmony default export */ const tools_name_format = (descriptorRule('mcp.tool.name-format', (context) => {
    const why = (0,protocol_versions/* compareVersions */.Zy)(context.version, '2025-11-25') >= 0
        ? 'MCP tool names should use only A-Z, a-z, 0-9, "_", "-" and ".", so that every client and model can call them'
        : `MCP's naming guidance for tools starts in 2025-11-25, but clients reject other names in ${context.version} too: use only A-Z, a-z, 0-9, "_", "-" and ".", so that every client and model can call the tool`;
    for (const { tool, pointer } of tool_schemas_tools(context)) {
        const name = tool.name;
        if (typeof name !== 'string')
            continue;
        const at = (0,util_pointer/* joinPointer */.Kn)(pointer, 'name');
        if (name.length === 0) {
            context.report(at, `The tool name is empty. Clients show and call tools by name; give it 1 to ${name_format_MAX_LENGTH} characters from A-Z, a-z, 0-9, "_", "-" and ".".`);
        }
        else if (!name_format_ALLOWED.test(name)) {
            context.report(at, `Tool name ${(0,json/* quote */.hD)(name)} contains ${name_format_describeCharacters(name)}. ${why}: rename it, e.g. to ${(0,json/* quote */.hD)(name_format_suggestName(name))}.`);
        }
        else if (name.length > name_format_MAX_LENGTH) {
            context.report(at, `Tool name ${(0,json/* quote */.hD)(name)} is ${name.length} characters long; MCP tool names should have at most ${name_format_MAX_LENGTH}. Shorten it.`);
        }
    }
}));
function name_format_describeCharacters(name) {
    const bad = [...new Set([...name].filter((c) => !name_format_ALLOWED.test(c)))];
    const shown = bad.slice(0, 5).map((c) => (c === ' ' ? 'a space' : /\s/.test(c) ? JSON.stringify(c) : `"${c}"`));
    return shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}
function name_format_suggestName(name) {
    const replaced = name
        .trim()
        .replace(/[^A-Za-z0-9_.-]+/g, '_')
        .replace(/^_+|_+$/g, '');
    return (replaced || 'tool').slice(0, name_format_MAX_LENGTH);
}

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/name-unique.ts





/** Tool names are unique within a descriptor: clients call tools by name. */
/* harmony default export */ const name_unique = (descriptorRule('mcpdesc.tool.name-unique', (context) => {
    const named = tool_schemas_tools(context).filter((t) => typeof t.tool.name === 'string');
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
/* harmony default export */ const required_property = (descriptorRule('mcpdesc.tool.required-property', (context) => {
    const elicitation = (0,protocol_versions/* inSpan */._1)(context.version, { since: '2025-06-18' });
    for (const { tool, pointer } of tool_schemas_tools(context)) {
        for (const key of KEYS) {
            const schema = toolSchema(tool, pointer, key, context.version);
            if (schema)
                required_property_visit(context, { key, pointer: schema.pointer, schema: schema.schema }, schema.schema, []);
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
            required_property_visit(context, root, root.schema, []);
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
function required_property_visit(context, root, node, at) {
    required_property_check(context, root, node, at);
    const descend = (item, segment) => {
        if (!(0,json/* isObject */.Gv)(item))
            return;
        at.push(segment);
        required_property_visit(context, root, item, at);
        at.pop();
    };
    for (const keyword of Object.keys(node)) {
        const kind = SUBSCHEMAS.get(keyword);
        const value = node[keyword];
        if (kind === undefined)
            continue;
        at.push(keyword);
        if (Array.isArray(value)) {
            if (kind === 'list')
                value.forEach(descend);
        }
        else if ((0,json/* isObject */.Gv)(value)) {
            if (kind === 'map')
                for (const name of Object.keys(value))
                    descend(value[name], name);
            else if (kind === 'single' || keyword === 'items')
                required_property_visit(context, root, value, at);
        }
        at.pop();
    }
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
/* harmony default export */ const schema_keywords = (descriptorRule('mcpdesc.tool.schema-keywords', (context) => {
    for (const { tool, pointer } of tool_schemas_tools(context)) {
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
const x_mcp_header_TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const HEADER_TYPES = ['string', 'integer', 'boolean'];
/** Keywords whose values are data, not schemas. */
const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'examples']);
const CONSEQUENCE = 'Clients on the Streamable HTTP transport must drop a tool whose x-mcp-header breaks the rules.';
/** x-mcp-header (2026-07-28) names a valid, unique header on a primitive parameter reachable through "properties". */
/* harmony default export */ const x_mcp_header = (descriptorRule('mcp.tool.x-mcp-header', (context) => {
    for (const { tool, pointer } of tool_schemas_tools(context)) {
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
    if (!x_mcp_header_TOKEN.test(value)) {
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
    tools_name_format,
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

/* harmony default export */ const rules_version = ([
    // A field of another version inside an interaction step is an example of an exchange that cannot
    // happen in the declared version: mcpdesc.tool.interaction.step reports it as an error instead.
    modelRule('mcpdesc.version.field-availability', 'unavailable', undefined, ['step-request', 'step-response']),
    modelRule('mcpdesc.version.deprecated', 'deprecated'),
]);

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/index.ts










/** Rules that read the file whatever it holds: its shape and the version it declares. */
const mcpdesc_descriptor_rules_DOCUMENT_RULES = [document_protocol_version, document_structure, withoutVersion, schema_url];
/** Rules that read the descriptor in the protocol version it declares. */
const mcpdesc_descriptor_rules_RULES = [...mcpdesc_descriptor_rules_schema, document_unknown_key, ...rules_version, ...rules_tools, ...interaction, ...resources, ...security];

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/index.ts
/**
 * mcpdesc's own format: a JSON or YAML file (`*.mcp.json`, `*.mcp.yaml`, `*.mcp.yml`) that declares
 * `protocolVersion` and lists what a server exposes in MCP's own vocabulary. See docs/descriptor-format.md.
 */





/** Top-level keys only a descriptor has (a Server Card or a client configuration has others). */
const DESCRIPTOR_KEYS = ['tools', 'resources', 'resourceTemplates', 'prompts', 'serverInfo', 'capabilities', 'instructions'];
/** Keys of client configurations, which list servers to start instead of describing one. */
const CLIENT_KEYS = ['mcpServers', 'servers', 'mcp_servers'];
// A file named exactly `.mcp.json` is Claude Code's project configuration, never a descriptor: the
// `?` keeps at least one character before the suffix.
const PATHS = ['**/?*.mcp.json', '**/?*.mcp.yaml', '**/?*.mcp.yml'];
/** The format's definition, for tests that check a descriptor with rules of their own. */
const mcpdesc_descriptor_DESCRIPTOR = {
    id: 'mcpdesc-descriptor',
    noun: { one: 'descriptor', other: 'descriptors' },
    title: 'MCP descriptor (*.mcp.json, *.mcp.yaml)',
    paths: PATHS,
    namedBy: PATHS,
    syntax: 'yaml',
    versions: protocol_versions/* VERSIONS */.S8,
    recognize(value) {
        if (!(0,json/* isObject */.Gv)(value) || CLIENT_KEYS.some((key) => (0,json/* hasOwn */.$3)(value, key)))
            return 'no';
        if ((0,json/* hasOwn */.$3)(value, 'protocolVersion') && DESCRIPTOR_KEYS.some((key) => (0,json/* hasOwn */.$3)(value, key)))
            return 'certain';
        return (0,json/* hasOwn */.$3)(value, 'protocolVersion') || DESCRIPTOR_KEYS.some((key) => (0,json/* hasOwn */.$3)(value, key)) ? 'likely' : 'no';
    },
    version: declaredVersion,
    declaredVersions: declaredVersions,
    documentRules: mcpdesc_descriptor_rules_DOCUMENT_RULES,
    rules: mcpdesc_descriptor_rules_RULES,
    context: descriptorContext,
};
/* harmony default export */ const mcpdesc_descriptor = ((0,types/* defineFormat */.nP)(mcpdesc_descriptor_DESCRIPTOR));

;// CONCATENATED MODULE: ./src/formats/roo-mcp-json/index.ts
/**
 * Roo Code's project MCP configuration, `.roo/mcp.json`. Facts: Roo's zod schema and validation in
 * McpHub.ts (strict JSON.parse, "type" required beside "url", stdio and remote fields never mixed) and its
 * variable injection (`${env:NAME}`, `${workspaceFolder}`; plain `${NAME}` is not expanded).
 */




const common = {
    disabled: (0,dsl/* opt */.m7)(dsl/* boolean */.zM),
    timeout: (0,dsl/* opt */.m7)({ kind: 'number', integer: false, minimum: 1, maximum: 3600 }),
    alwaysAllow: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
    watchPaths: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
    disabledTools: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
};
const roo_mcp_json_MODEL = new check/* Model */.Kx(axis/* UNVERSIONED */.d, [
    (0,dsl/* define */.E8)('Config', 'Roo MCP configuration', { mcpServers: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)((0,dsl/* ref */.KR)('Server'))) }, { closed: true }),
    (0,dsl/* alias */.nK)('Server', 'server entry', (0,dsl/* union */.KC)([(0,dsl/* option */.uK)('stdio server', (0,dsl/* ref */.KR)('StdioServer')), (0,dsl/* option */.uK)('SSE server', (0,dsl/* ref */.KR)('SseServer')), (0,dsl/* option */.uK)('streamable HTTP server', (0,dsl/* ref */.KR)('HttpServer'))], {
        key: 'type',
        fallback: 'stdio server',
    })),
    (0,dsl/* define */.E8)('StdioServer', 'server entry', { type: (0,dsl/* opt */.m7)((0,dsl/* constant */.dY)('stdio')), command: (0,dsl/* req */.DQ)(dsl/* string */.Yj), args: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)), cwd: (0,dsl/* opt */.m7)(dsl/* string */.Yj), env: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)(dsl/* string */.Yj)), ...common }, { closed: true }),
    (0,dsl/* define */.E8)('SseServer', 'server entry', { type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('sse')), url: (0,dsl/* req */.DQ)(dsl/* string */.Yj), headers: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)(dsl/* string */.Yj)), ...common }, { closed: true }),
    (0,dsl/* define */.E8)('HttpServer', 'server entry', { type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('streamable-http')), url: (0,dsl/* req */.DQ)(dsl/* string */.Yj), headers: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)(dsl/* string */.Yj)), ...common }, { closed: true }),
]);
/* harmony default export */ const roo_mcp_json = (clientFormat({
    id: 'roo-mcp-json',
    noun: { one: 'Roo config', other: 'Roo configs' },
    title: 'Roo Code MCP configuration (.roo/mcp.json)',
    client: 'Roo Code',
    paths: ['**/.roo/mcp.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
    strictJson: true,
    model: roo_mcp_json_MODEL,
    unknownKeys: 'typos',
    urlNeedsType: ['streamable-http', 'sse'],
    exclusive: [
        ['command', 'args', 'env', 'cwd'],
        ['url', 'headers'],
    ],
    interpolation: { braced: 'no', withDefault: 'no', bare: 'unknown', envPrefix: 'yes', inputs: false, predefined: ['workspaceFolder'] },
    envReference: (name) => `\${env:${name}}`,
    autoApprove: [{ key: 'alwaysAllow', kind: 'list' }],
}));

;// CONCATENATED MODULE: ./src/formats/smithery-yaml/index.ts
/**
 * Smithery's deployment file, `smithery.yaml`: how Smithery builds and starts the server (`runtime`,
 * `startCommand` with its `configSchema`, `build`). It lists no servers to start on a developer's machine,
 * so the server-entry rules have nothing to read; its shape and an example config's secrets are checked.
 */





const smithery_yaml_MODEL = new check/* Model */.Kx(axis/* UNVERSIONED */.d, [
    (0,dsl/* define */.E8)('Config', 'Smithery configuration', { runtime: (0,dsl/* opt */.m7)((0,dsl/* oneOf */.yL)('typescript', 'container')), startCommand: (0,dsl/* opt */.m7)((0,dsl/* ref */.KR)('StartCommand')), build: (0,dsl/* opt */.m7)((0,dsl/* ref */.KR)('Build')), env: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)(dsl/* any */.bz)) }, { closed: true }),
    (0,dsl/* define */.E8)('StartCommand', 'start command', { type: (0,dsl/* opt */.m7)((0,dsl/* oneOf */.yL)('http', 'stdio')), configSchema: (0,dsl/* opt */.m7)(dsl/* object */.Ik), commandFunction: (0,dsl/* opt */.m7)(dsl/* string */.Yj), exampleConfig: (0,dsl/* opt */.m7)(dsl/* object */.Ik) }, { closed: true }),
    (0,dsl/* define */.E8)('Build', 'build settings', { dockerfile: (0,dsl/* opt */.m7)(dsl/* string */.Yj), dockerBuildPath: (0,dsl/* opt */.m7)(dsl/* string */.Yj) }, { closed: true }),
    (0,dsl/* define */.E8)('Server', 'server entry', {}),
]);
/* harmony default export */ const smithery_yaml = (clientFormat({
    id: 'smithery-yaml',
    noun: { one: 'Smithery config', other: 'Smithery configs' },
    title: 'Smithery configuration (smithery.yaml)',
    client: 'Smithery',
    paths: ['**/smithery.yaml', '**/smithery.yml'],
    syntax: 'yaml',
    serverKeys: [],
    model: smithery_yaml_MODEL,
    unknownKeys: 'typos',
    recognize: (value) => ((0,json/* isObject */.Gv)(value) && ((0,json/* hasOwn */.$3)(value, 'startCommand') || (0,json/* hasOwn */.$3)(value, 'runtime')) ? 'likely' : 'no'),
}));

;// CONCATENATED MODULE: ./src/formats/vscode-mcp-json/index.ts
/**
 * VS Code's workspace MCP configuration, `.vscode/mcp.json`: JSONC, servers under `servers`, prompts
 * under `inputs`. Facts: VS Code's own schema (mcpConfiguration.ts, additionalProperties: false, and the
 * inputs schema of its configuration resolver) and its MCP configuration reference.
 */




const vscode_mcp_json_MODEL = new check/* Model */.Kx(axis/* UNVERSIONED */.d, [
    (0,dsl/* define */.E8)('Config', 'VS Code MCP configuration', { servers: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)((0,dsl/* ref */.KR)('Server'))), inputs: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)((0,dsl/* ref */.KR)('Input'))) }, { closed: true }),
    // VS Code tells stdio from remote servers by their fields when "type" is absent.
    (0,dsl/* alias */.nK)('Server', 'server entry', (0,dsl/* union */.KC)([(0,dsl/* option */.uK)('stdio server', (0,dsl/* ref */.KR)('StdioServer')), (0,dsl/* option */.uK)('remote server', (0,dsl/* ref */.KR)('RemoteServer'))], { key: 'type', optional: true })),
    (0,dsl/* define */.E8)('StdioServer', 'server entry', {
        type: (0,dsl/* opt */.m7)((0,dsl/* constant */.dY)('stdio')),
        command: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        cwd: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        args: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
        envFile: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        env: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)(dsl/* any */.bz)),
        dev: (0,dsl/* opt */.m7)(dsl/* object */.Ik),
        sandboxEnabled: (0,dsl/* opt */.m7)(dsl/* boolean */.zM),
        sandbox: (0,dsl/* opt */.m7)(dsl/* object */.Ik),
    }, { closed: true }),
    (0,dsl/* define */.E8)('RemoteServer', 'server entry', { type: (0,dsl/* opt */.m7)((0,dsl/* oneOf */.yL)('http', 'sse')), url: (0,dsl/* req */.DQ)(dsl/* string */.Yj), headers: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)(dsl/* string */.Yj)), dev: (0,dsl/* opt */.m7)(dsl/* object */.Ik), oauth: (0,dsl/* opt */.m7)(dsl/* object */.Ik) }, { closed: true }),
    (0,dsl/* alias */.nK)('Input', 'input', (0,dsl/* union */.KC)([(0,dsl/* option */.uK)('text input', (0,dsl/* ref */.KR)('PromptString')), (0,dsl/* option */.uK)('choice input', (0,dsl/* ref */.KR)('PickString')), (0,dsl/* option */.uK)('command input', (0,dsl/* ref */.KR)('CommandInput'))], {
        key: 'type',
    })),
    (0,dsl/* define */.E8)('PromptString', 'input', { id: (0,dsl/* req */.DQ)(dsl/* string */.Yj), type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('promptString')), description: (0,dsl/* req */.DQ)(dsl/* string */.Yj), default: (0,dsl/* opt */.m7)(dsl/* string */.Yj), password: (0,dsl/* opt */.m7)(dsl/* boolean */.zM) }, { closed: true }),
    (0,dsl/* define */.E8)('PickString', 'input', { id: (0,dsl/* req */.DQ)(dsl/* string */.Yj), type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('pickString')), description: (0,dsl/* req */.DQ)(dsl/* string */.Yj), options: (0,dsl/* req */.DQ)((0,dsl/* array */.YO)(dsl/* any */.bz)), default: (0,dsl/* opt */.m7)(dsl/* string */.Yj) }, { closed: true }),
    (0,dsl/* define */.E8)('CommandInput', 'input', { id: (0,dsl/* req */.DQ)(dsl/* string */.Yj), type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('command')), command: (0,dsl/* req */.DQ)(dsl/* string */.Yj), args: (0,dsl/* opt */.m7)(dsl/* any */.bz) }, { closed: true }),
]);
/** VS Code's predefined variables (its variables reference). */
const PREDEFINED = [
    'workspaceFolder',
    'workspaceFolderBasename',
    'userHome',
    'pathSeparator',
    '/',
    'cwd',
    'execPath',
    'file',
    'fileBasename',
    'fileBasenameNoExtension',
    'fileDirname',
    'fileDirnameBasename',
    'fileExtname',
    'fileWorkspaceFolder',
    'lineNumber',
    'relativeFile',
    'relativeFileDirname',
    'selectedText',
    'defaultBuildTask',
];
/* harmony default export */ const vscode_mcp_json = (clientFormat({
    id: 'vscode-mcp-json',
    noun: { one: 'VS Code MCP config', other: 'VS Code MCP configs' },
    title: 'VS Code MCP configuration (.vscode/mcp.json)',
    client: 'VS Code',
    paths: ['**/.vscode/mcp.json'],
    syntax: 'jsonc',
    serverKeys: ['servers'],
    foreignKeys: { mcpServers: 'the key of Claude Code, Cursor and most other clients' },
    strictJson: false,
    model: vscode_mcp_json_MODEL,
    unknownKeys: 'closed',
    interpolation: {
        braced: 'no',
        withDefault: 'no',
        bare: 'no',
        envPrefix: 'yes',
        inputs: true,
        predefined: PREDEFINED,
        prefixes: ['config', 'command', 'workspaceFolder'],
    },
    envReference: (name) => `\${env:${name}}`,
    homeVariable: '${userHome}',
}));

;// CONCATENATED MODULE: ./src/formats/windsurf-mcp-config/index.ts
/** Windsurf (Cascade) MCP configuration, `mcp_config.json`. No schema is published: only near misses of its known keys are reported as unknown. */




const windsurf_mcp_config_MODEL = new check/* Model */.Kx(axis/* UNVERSIONED */.d, [
    (0,dsl/* define */.E8)('Config', 'Windsurf MCP configuration', { mcpServers: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)((0,dsl/* ref */.KR)('Server'))) }, { closed: true }),
    (0,dsl/* define */.E8)('Server', 'server entry', {
        command: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        args: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
        env: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)(dsl/* string */.Yj)),
        serverUrl: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        url: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        type: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        headers: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)(dsl/* string */.Yj)),
        disabled: (0,dsl/* opt */.m7)(dsl/* boolean */.zM),
        disabledTools: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
    }, { closed: true }),
]);
/* harmony default export */ const windsurf_mcp_config = (clientFormat({
    id: 'windsurf-mcp-config',
    noun: { one: 'Windsurf config', other: 'Windsurf configs' },
    title: 'Windsurf MCP configuration (mcp_config.json)',
    client: 'Windsurf',
    paths: ['**/.windsurf/mcp_config.json', '**/.codeium/windsurf/mcp_config.json', '**/.codeium/mcp_config.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
    model: windsurf_mcp_config_MODEL,
    unknownKeys: 'typos',
    needsOneOf: ['command', 'serverUrl', 'url'],
    // Only "${env:NAME}" is described (by third-party guides): the other forms are not known either way.
    interpolation: { braced: 'unknown', withDefault: 'unknown', bare: 'unknown', envPrefix: 'yes', inputs: false, predefined: [] },
    envReference: (name) => `\${env:${name}}`,
}));

;// CONCATENATED MODULE: ./src/formats/index.ts
/**
 * Every format mcpdesc knows, in the order classification prefers them when two fit equally well:
 * formats with specific paths before the generic server list.
 */



















// Each format with the cross-file consistency rules that read its group (src/formats/consistency).
const FORMATS = [
    mcpdesc_descriptor,
    mcp_registry_server,
    mcpb_manifest,
    mcp_server_card,
    claude_code_mcp_json,
    claude_code_plugin,
    vscode_mcp_json,
    cursor_mcp_json,
    windsurf_mcp_config,
    kiro_mcp_json,
    roo_mcp_json,
    amazonq_mcp_json,
    claude_desktop_config,
    gemini_settings,
    gemini_extension,
    codex_config_toml,
    smithery_yaml,
    mcp_json,
].map(withConsistency);
const BY_ID = new Map(FORMATS.map((f) => [f.id, f]));
function formatById(id) {
    return BY_ID.get(id);
}
/** Every format's usual paths: discovery's default include list. */
const FORMAT_PATHS = [...new Set(FORMATS.flatMap((f) => f.paths))];


/***/ }),

/***/ 1474:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A2: () => (/* binding */ MODEL),
/* harmony export */   Ac: () => (/* binding */ PACKAGE_DEFINITIONS),
/* harmony export */   EV: () => (/* binding */ REMOVED_BECAUSE),
/* harmony export */   Hz: () => (/* binding */ spellingsOf),
/* harmony export */   JY: () => (/* binding */ PREVIEW_FIELDS),
/* harmony export */   Ki: () => (/* binding */ previewFieldFor),
/* harmony export */   _F: () => (/* binding */ fieldOf),
/* harmony export */   or: () => (/* binding */ spellingIn)
/* harmony export */ });
/* harmony import */ var _model_check_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2281);
/* harmony import */ var _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2730);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4976);
/* harmony import */ var _versions_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4122);
/**
 * server.json as each published schema defines it, one field's history on one line (src/model/dsl.ts):
 * the schemas of 2025-07-09 spell fields in snake_case, 2025-09-16 renamed them all to camelCase
 * (`renamedTo` links the two spellings), 2025-09-29 removed `status` and `_meta`'s official block,
 * 2025-10-11 added `title`, `icons` and `placeholder`, opened `Package` and made its `version` optional,
 * 2025-12-11 added URL `variables` to remotes. What JSON Schema says about a value beyond its type
 * (lengths, patterns, `format: uri`) is in values.ts; what the registry requires of each registry type
 * is in registry-types.ts.
 */




/** The last version with snake_case names, and the first with camelCase ones. */
const SNAKE = { until: '2025-07-09' };
const CAMEL = (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .since */ .XP)('2025-09-16');
/** A field's snake_case spelling, renamed to `camel` in 2025-09-16. */
const snake = (make, type, camel) => make(type, { ...SNAKE, renamedTo: camel });
const INPUT = {
    description: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
    is_required: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM, 'isRequired'),
    isRequired: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM, CAMEL),
    format: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .oneOf */ .yL)('string', 'number', 'boolean', 'filepath')),
    value: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
    is_secret: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM, 'isSecret'),
    isSecret: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM, CAMEL),
    default: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
    placeholder: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .since */ .XP)('2025-10-11')),
    choices: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj)),
};
const WITH_VARIABLES = { ...INPUT, variables: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .map */ .Tj)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Input'))) };
const HTTP_TRANSPORT = { url: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj), headers: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('KeyValueInput'))) };
/** A remote's URL `{variables}`, since 2025-12-11. */
const REMOTE_VARIABLES = { variables: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .map */ .Tj)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Input')), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .since */ .XP)('2025-12-11')) };
const PACKAGE = {
    registry_type: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ, _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, 'registryType'),
    registryType: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, CAMEL),
    registry_base_url: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, 'registryBaseUrl'),
    registryBaseUrl: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, CAMEL),
    identifier: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
    version: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, { requiredSpan: { until: '2025-09-29' } }),
    file_sha256: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, 'fileSha256'),
    fileSha256: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, CAMEL),
    runtime_hint: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, 'runtimeHint'),
    runtimeHint: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, CAMEL),
    runtime_arguments: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Argument')), 'runtimeArguments'),
    runtimeArguments: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Argument')), CAMEL),
    package_arguments: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Argument')), 'packageArguments'),
    packageArguments: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Argument')), CAMEL),
    environment_variables: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('KeyValueInput')), 'environmentVariables'),
    environmentVariables: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('KeyValueInput')), CAMEL),
    transport: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('LocalTransport')),
};
const OFFICIAL_META = 'io.modelcontextprotocol.registry/official';
const PUBLISHER_META = 'io.modelcontextprotocol.registry/publisher-provided';
const DEFINITIONS = [
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('Server', 'server.json', {
        $schema: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        name: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        title: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .since */ .XP)('2025-10-11')),
        description: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        version: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        status: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .oneOf */ .yL)('active', 'deprecated', 'deleted'), { until: '2025-09-16' }),
        repository: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Repository')),
        website_url: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, 'websiteUrl'),
        websiteUrl: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, CAMEL),
        icons: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Icon')), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .since */ .XP)('2025-10-11')),
        // Closed until 2025-09-29 (additionalProperties: false), open since.
        packages: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .versioned */ .iF)(['2025-07-09', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('ClosedPackage'))], ['2025-10-11', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Package'))])),
        remotes: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('RemoteTransport'))),
        _meta: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Meta')),
    }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('Meta', '"_meta" object', {
        [PUBLISHER_META]: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ik),
        [OFFICIAL_META]: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ik, { until: '2025-09-16' }),
    }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('Repository', 'repository', { url: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj), source: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj), id: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj), subfolder: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj) }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('Icon', 'icon', {
        src: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        mimeType: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .oneOf */ .yL)('image/png', 'image/jpeg', 'image/jpg', 'image/svg+xml', 'image/webp')),
        sizes: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj)),
        theme: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .oneOf */ .yL)('light', 'dark')),
    }, (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .since */ .XP)('2025-10-11')),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('ClosedPackage', 'package', PACKAGE, { until: '2025-09-29', closed: true }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('Package', 'package', PACKAGE, (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .since */ .XP)('2025-10-11')),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('Input', 'input', INPUT),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('KeyValueInput', 'environment variable or header', { name: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj), ...WITH_VARIABLES }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('PositionalArgument', 'positional argument', {
        type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .constant */ .dY)('positional')),
        value_hint: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, 'valueHint'),
        valueHint: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, CAMEL),
        is_repeated: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM, 'isRepeated'),
        isRepeated: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM, CAMEL),
        ...WITH_VARIABLES,
    }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('NamedArgument', 'named argument', {
        type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .constant */ .dY)('named')),
        name: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        is_repeated: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM, 'isRepeated'),
        isRepeated: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM, CAMEL),
        ...WITH_VARIABLES,
    }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .alias */ .nK)('Argument', 'argument', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KC)([(0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .option */ .uK)('positional argument', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('PositionalArgument')), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .option */ .uK)('named argument', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('NamedArgument'))], { key: 'type' })),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('StdioTransport', 'stdio transport', { type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .constant */ .dY)('stdio')) }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('StreamableHttpTransport', 'streamable-http transport', { type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .constant */ .dY)('streamable-http')), ...HTTP_TRANSPORT }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('SseTransport', 'sse transport', { type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .constant */ .dY)('sse')), ...HTTP_TRANSPORT }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .alias */ .nK)('LocalTransport', 'transport', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KC)([
        (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .option */ .uK)('stdio transport', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('StdioTransport')),
        (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .option */ .uK)('streamable-http transport', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('StreamableHttpTransport')),
        (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .option */ .uK)('sse transport', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('SseTransport')),
    ], { key: 'type' })),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('RemoteStreamableHttp', 'streamable-http remote', { type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .constant */ .dY)('streamable-http')), ...HTTP_TRANSPORT, ...REMOTE_VARIABLES }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('RemoteSse', 'sse remote', { type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .constant */ .dY)('sse')), ...HTTP_TRANSPORT, ...REMOTE_VARIABLES }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .alias */ .nK)('RemoteTransport', 'remote', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KC)([(0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .option */ .uK)('streamable-http remote', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('RemoteStreamableHttp')), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .option */ .uK)('sse remote', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('RemoteSse'))], { key: 'type' })),
];
const MODEL = new _model_check_js__WEBPACK_IMPORTED_MODULE_0__/* .Model */ .Kx(_versions_js__WEBPACK_IMPORTED_MODULE_2__/* .AXIS */ .iM, DEFINITIONS);
/** The package definitions, whichever version's. */
const PACKAGE_DEFINITIONS = ['ClosedPackage', 'Package'];
/** Why a field left the format, for messages about a file that still has it. */
const REMOVED_BECAUSE = {
    status: 'the registry manages a server\u2019s status itself since 2025-09-29',
    [OFFICIAL_META]: 'the registry adds it to what it serves; publishers never write it',
};
/**
 * Fields of the preview revisions of the 2025-07-09 schema (published under the same URL before its
 * final text), which no schema the registry validates against has: what each became.
 */
const PREVIEW_FIELDS = {
    Server: { version_detail: 'version (a string: "version_detail": {"version": "1.0.0"} became "version": "1.0.0")' },
    ClosedPackage: {
        registry_name: 'registry_type (registryType since 2025-09-16)',
        name: 'identifier',
        download_url: 'identifier (an MCPB package\u2019s download URL is its identifier)',
    },
    Package: {
        registry_name: 'registryType',
        name: 'identifier',
        download_url: 'identifier (an MCPB package\u2019s download URL is its identifier)',
    },
};
/** A field of a definition by name, whatever versions it exists in. */
function fieldOf(definition, key) {
    const fields = MODEL.definition(definition).fields;
    return fields && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .hasOwn */ .$3)(fields, key) ? fields[key] : undefined;
}
/**
 * How `version` spells a field of `definition` known by any of its names (`registryType` is
 * `registry_type` in 2025-07-09), or undefined when the version has no such field.
 */
function spellingIn(definition, key, version) {
    const fields = MODEL.definition(definition).fields ?? {};
    const names = new Set([key]);
    // Follow renames both ways until no new name appears.
    for (let grew = true; grew;) {
        grew = false;
        for (const [name, field] of Object.entries(fields)) {
            const linked = (field.renamedTo !== undefined && names.has(field.renamedTo)) || (names.has(name) && field.renamedTo !== undefined);
            for (const n of linked ? [name, field.renamedTo] : []) {
                if (!names.has(n)) {
                    names.add(n);
                    grew = true;
                }
            }
        }
    }
    return [...names].find((name) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .hasOwn */ .$3)(fields, name) && _versions_js__WEBPACK_IMPORTED_MODULE_2__/* .AXIS */ .iM.inSpan(version, fields[name]));
}
/** Every spelling a field of `definition` has had (`registryType`, `registry_type`). */
function spellingsOf(definition, key) {
    return [...new Set(_versions_js__WEBPACK_IMPORTED_MODULE_2__/* .AXIS */ .iM.versions.map((v) => spellingIn(definition, key, v)).filter((s) => s !== undefined))];
}
/** A present key of the schema's previews that became `key` (`version_detail` for `version`), if any. */
function previewFieldFor(holder, key, version) {
    const fields = PREVIEW_FIELDS[holder.definition] ?? {};
    return Object.keys(fields).find((k) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .hasOwn */ .$3)(holder.value, k) && spellingIn(holder.definition, fields[k].split(' ')[0], version) === key);
}


/***/ }),

/***/ 4122:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pn: () => (/* binding */ declaredVersion),
/* harmony export */   V$: () => (/* binding */ SERVER_JSON_VERSIONS),
/* harmony export */   ZZ: () => (/* binding */ schemaUrl),
/* harmony export */   bm: () => (/* binding */ nearestVersion),
/* harmony export */   c5: () => (/* binding */ versionSegment),
/* harmony export */   eN: () => (/* binding */ CURRENT),
/* harmony export */   iM: () => (/* binding */ AXIS),
/* harmony export */   lF: () => (/* binding */ isVersion)
/* harmony export */ });
/* harmony import */ var _model_axis_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/**
 * server.json's version axis: the dates of the schemas the registry publishes, named by the `$schema`
 * URL. mcp-publisher reads only the date segment of the URL (any host), and calls every URL other than
 * the current one "not the current version".
 */


const SERVER_JSON_VERSIONS = ['2025-07-09', '2025-09-16', '2025-09-29', '2025-10-11', '2025-10-17', '2025-12-11'];
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
/** The published version a document's `$schema` names, or null. */
function declaredVersion(value) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value) || typeof value.$schema !== 'string')
        return null;
    const segment = versionSegment(value.$schema);
    return segment !== undefined && isVersion(segment) ? segment : null;
}
function isVersion(text) {
    return SERVER_JSON_VERSIONS.includes(text);
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
    for (const version of SERVER_JSON_VERSIONS) {
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

/***/ 7663:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ MODEL),
/* harmony export */   P: () => (/* binding */ fieldsOf)
/* harmony export */ });
/* harmony import */ var _model_check_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2281);
/* harmony import */ var _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2730);
/* harmony import */ var _drafts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7656);
/**
 * The current draft's Server Card, as the extension repository's schema.json (`$defs/ServerCard`)
 * defines it: fields and types on one line each (src/model/dsl.ts). Every object is open; what the
 * schema says about values beyond their type (lengths, patterns, `format: uri`) is in values.ts and
 * in the rules that explain one field each (name, description, $schema, remotes).
 */



const INPUT = {
    description: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
    isRequired: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM),
    format: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .oneOf */ .yL)('string', 'number', 'boolean', 'filepath')),
    value: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
    isSecret: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM),
    default: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
    placeholder: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
    choices: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj)),
};
const DEFINITIONS = [
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('ServerCard', 'Server Card', {
        $schema: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        name: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        title: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        description: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        version: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        icons: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Icon'))),
        repository: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Repository')),
        websiteUrl: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        remotes: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Remote'))),
        _meta: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ik),
    }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('Remote', 'remote', {
        type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        url: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        headers: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('KeyValueInput'))),
        variables: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .map */ .Tj)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Input'))),
        supportedProtocolVersions: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj)),
    }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('Input', 'input', INPUT),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('KeyValueInput', 'header', { name: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj), ...INPUT, variables: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .map */ .Tj)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Input'))) }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('Repository', 'repository', { url: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj), source: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj), id: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj), subfolder: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj) }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('Icon', 'icon', { src: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj), mimeType: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj), sizes: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj)), theme: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .oneOf */ .yL)('light', 'dark')) }),
];
const MODEL = new _model_check_js__WEBPACK_IMPORTED_MODULE_0__/* .Model */ .Kx(_drafts_js__WEBPACK_IMPORTED_MODULE_2__/* .AXIS */ .iM, DEFINITIONS);
/** The fields each definition has, for near-miss keys. */
function fieldsOf(definition) {
    return Object.keys(MODEL.definition(definition).fields ?? {});
}


/***/ }),

/***/ 5742:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Me: () => (/* binding */ MCPB_DEFINITIONS),
/* harmony export */   QN: () => (/* binding */ STRING_CHECKS),
/* harmony export */   n5: () => (/* binding */ MCPB_MODEL)
/* harmony export */ });
/* harmony import */ var _schema_regex_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8580);
/* harmony import */ var _model_check_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2281);
/* harmony import */ var _model_dsl_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2730);
/* harmony import */ var _versions_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2886);
/**
 * The MCPB manifest in mcpdesc's model vocabulary, on MCPB's own version axis (0.1 to 0.4). Every object
 * is closed, as mcpb's strict schemas are: a key no version defines is an error, and a key of another
 * version says which versions have it. Each field's history is its one line:
 *
 *   privacy_policies: opt(array(uri), since('0.2')),
 *
 * What the DSL has no word for (URLs, e-mail addresses, the patterns of icon sizes and locales) is in
 * STRING_CHECKS below, beside the field it belongs to.
 */




const closed = { closed: true };
/** Each version's schema names itself: `manifest_version` (and the old `dxt_version`) hold exactly that version. */
const ownVersion = (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .versioned */ .iF)(..._versions_js__WEBPACK_IMPORTED_MODULE_3__/* .MCPB_VERSIONS */ .H7.map((version) => [version, (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .constant */ .dY)(version)]));
const SERVER_TYPES = (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .versioned */ .iF)(['0.1', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .oneOf */ .yL)('python', 'node', 'binary')], ['0.4', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .oneOf */ .yL)('python', 'node', 'binary', 'uv')]);
/** How a server is started: the whole of `mcp_config`, and (every field optional) one platform's override. */
const serverConfig = (required) => ({
    command: required ? (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj) : (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
    args: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)),
    env: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .map */ .Tj)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)),
});
const MCPB_DEFINITIONS = [
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Manifest', 'manifest', {
        $schema: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        dxt_version: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(ownVersion, { deprecated: { since: '0.1', reason: 'it is DXT\'s name for "manifest_version"' } }),
        manifest_version: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(ownVersion),
        name: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        display_name: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        version: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        description: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        long_description: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        author: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Author')),
        repository: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Repository')),
        homepage: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .uri */ .Hr),
        documentation: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .uri */ .Hr),
        support: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .uri */ .Hr),
        icon: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        icons: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Icon')), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .since */ .XP)('0.3')),
        screenshots: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)),
        localization: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Localization'), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .since */ .XP)('0.3')),
        server: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Server')),
        tools: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Tool'))),
        tools_generated: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM),
        prompts: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Prompt'))),
        prompts_generated: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM),
        keywords: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)),
        license: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        privacy_policies: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .uri */ .Hr), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .since */ .XP)('0.2')),
        compatibility: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Compatibility')),
        user_config: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .map */ .Tj)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('UserConfigOption'))),
        _meta: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .map */ .Tj)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ik), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .since */ .XP)('0.3')),
    }, closed),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Author', 'author', { name: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), email: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), url: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .uri */ .Hr) }, closed),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Repository', 'repository', { type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), url: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .uri */ .Hr) }, closed),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Icon', 'icon', { src: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), size: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), theme: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj) }, { ...closed, ...(0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .since */ .XP)('0.3') }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Localization', 'localization', { resources: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), default_locale: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj) }, { ...closed, ...(0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .since */ .XP)('0.3') }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Server', 'server', { type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(SERVER_TYPES), entry_point: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), mcp_config: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('McpConfig')) }, closed),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('McpConfig', 'MCP configuration', { ...serverConfig(true), platform_overrides: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .map */ .Tj)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('PlatformOverride'))) }, closed),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('PlatformOverride', 'platform override', serverConfig(false), closed),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Compatibility', 'compatibility', { claude_desktop: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), platforms: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .oneOf */ .yL)('darwin', 'win32', 'linux'))), runtimes: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Runtimes')) }, closed),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Runtimes', 'runtimes', { python: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), node: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj) }, closed),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Tool', 'tool', { name: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), description: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj) }, closed),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Prompt', 'prompt', { name: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), description: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), arguments: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)), text: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj) }, closed),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('UserConfigOption', 'user_config option', {
        type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .oneOf */ .yL)('string', 'number', 'boolean', 'directory', 'file')),
        title: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        description: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        required: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM),
        // The list first: a list with a bad item is then read as a list, not as a wrong string.
        default: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KC)([(0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('list of strings', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('string', _model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('number', _model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .ai), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('boolean', _model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM)])),
        multiple: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM),
        sensitive: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM),
        min: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .ai),
        max: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .ai),
    }, closed),
];
const MCPB_MODEL = new _model_check_js__WEBPACK_IMPORTED_MODULE_1__/* .Model */ .Kx(_versions_js__WEBPACK_IMPORTED_MODULE_3__/* .MCPB_AXIS */ .$p, MCPB_DEFINITIONS);
/** zod's `.url()`: whatever the WHATWG URL parser accepts. */
const url = (value) => (URL.canParse(value) ? undefined : 'a URL such as "https://example.com"');
/** zod's `.email()`, without its two lookaheads (checked by hand) so that RE2 runs it in linear time. */
let EMAIL;
const email = (value) => 
// Compiled on first use: only manifests with an author e-mail need re2js.
!value.startsWith('.') && !value.includes('..') && (EMAIL ??= emailPattern()).test(value) ? undefined : 'an e-mail address such as "team@example.com"';
function emailPattern() {
    const RE2 = (0,_schema_regex_js__WEBPACK_IMPORTED_MODULE_0__/* .re2js */ .Xf)();
    return RE2.compile("^[A-Z0-9_'+\\-.]*[A-Z0-9_+-]@(?:[A-Z0-9][A-Z0-9\\-]*\\.)+[A-Z]{2,}$", RE2.CASE_INSENSITIVE);
}
const iconSize = (value) => (/^\d+x\d+$/.test(value) ? undefined : 'WIDTHxHEIGHT in pixels, such as "512x512"');
const theme = (value) => (value.length > 0 ? undefined : 'a non-empty theme name such as "light" or "dark" (or left out)');
const localePlaceholder = (value) => /\$\{locale\}/i.test(value) ? undefined : 'a path with the "${locale}" placeholder, such as "mcpb-resources/${locale}.json"';
const bcp47 = (value) => (/^[A-Za-z0-9]{2,8}(?:-[A-Za-z0-9]{1,8})*$/.test(value) ? undefined : 'a BCP 47 locale such as "en-US"');
/**
 * The refinements of mcpb's schemas, by definition and field; a list field's checks apply to each item.
 * All patterns are anchored and linear.
 */
const STRING_CHECKS = {
    Manifest: { homepage: url, documentation: url, support: url, privacy_policies: url },
    Author: { email, url },
    Repository: { url },
    Icon: { size: iconSize, theme },
    Localization: { resources: localePlaceholder, default_locale: bcp47 },
};


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

/***/ 5344:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  nP: () => (/* binding */ defineFormat),
  yr: () => (/* binding */ documentRule),
  e3: () => (/* binding */ memoKey)
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
            report: (pointer, message, target = 'value') => this.add({ at: 'pointer', pointer, target }, message, version),
            reportAt: (range, message, pointer = '') => this.add({ at: 'range', range, pointer }, message, version),
        };
    }
    /** Reports each merged finding once, in the order first found. */
    flush(reporter) {
        for (const group of this.groups.values()) {
            const message = this.messageOf(group);
            if (group.where.at === 'pointer')
                reporter.report(group.where.pointer, message, group.where.target);
            else
                reporter.reportAt(group.where.range, message, group.where.pointer);
        }
    }
    add(where, message, version) {
        const template = message.split(version).join(SLOT);
        const place = where.at === 'pointer' ? `p${where.pointer}\u0000${where.target}` : `r${where.range.start.line}:${where.range.start.column}\u0000${where.pointer}`;
        const key = `${place}\u0000${template}`;
        const group = this.groups.get(key);
        if (!group)
            this.groups.set(key, { where, template, versions: [version] });
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
function documentRule(id, check) {
    return { id, check };
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
                    const merger = new VersionMerger(scope.versions);
                    for (const version of scope.versions.filter((v) => scope.appliesTo(rule.id, v))) {
                        const each = context(scope, merger.reporterFor(version), version);
                        if (each !== undefined)
                            rule.check(each);
                    }
                    merger.flush(reporter);
                });
            }
        },
    };
}
/** A reporter's methods, callable after destructuring. */
function bound(reporter) {
    return { report: reporter.report.bind(reporter), reportAt: reporter.reportAt.bind(reporter) };
}


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

/***/ 2281:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Iy: () => (/* binding */ existsIn),
/* harmony export */   Kx: () => (/* binding */ Model),
/* harmony export */   w5: () => (/* binding */ checkModel)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4976);
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6065);
/* harmony import */ var _util_suggest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7406);
/**
 * Checks a value against the protocol model for one version. One walk yields these kinds of issue:
 * - `invalid`: the value breaks the version's definition (mcp.schema.* and interaction rules);
 * - `unavailable`: a field the version does not define but another version does (field-availability);
 * - `deprecated`: a field, value or feature the version deprecates;
 * - `unknown` (models that ask for it): a key no version defines, in an object that is not closed.
 * Messages name the place relative to the checked value ("content[0].type"), so they read well
 * beside the finding's line and column.
 */



/** Definitions on one version axis: MCP's objects on protocol versions, or a format's own model. */
class Model {
    axis;
    closedWorld;
    byName;
    constructor(axis, definitions, 
    /**
     * Report keys that no version defines in open objects as `unknown` issues (MCP's objects: clients
     * ignore such keys, so they are nearly always typos). `x-` keys and `_meta` are never unknown.
     */
    closedWorld = false) {
        this.axis = axis;
        this.closedWorld = closedWorld;
        this.byName = new Map(definitions.map((d) => [d.name, d]));
        if (this.byName.size !== definitions.length)
            throw new Error('a model defines a name twice');
        for (const d of definitions)
            checkSpans(axis, d);
    }
    definition(name) {
        const found = this.byName.get(name);
        if (!found)
            throw new Error(`the model has no definition named ${name}`);
        return found;
    }
    get names() {
        return [...this.byName.keys()];
    }
}
/** Every span a definition writes names versions of its axis: a typo there would silently change a rule. */
function checkSpans(axis, def) {
    const type = (t, where) => {
        if (t.kind === 'array')
            type(t.items, where);
        else if (t.kind === 'map')
            type(t.values, where);
        else if (t.kind === 'shape')
            fields(t.fields, where);
        else if (t.kind === 'union') {
            for (const o of t.options) {
                axis.checkSpan(o, `${where} (${o.label})`);
                type(o.type, where);
            }
        }
        else if (t.kind === 'versioned') {
            for (const [from, step] of t.steps) {
                axis.checkSpan({ since: from }, where);
                type(step, where);
            }
        }
    };
    const fields = (list, where) => {
        for (const [key, field] of Object.entries(list)) {
            axis.checkSpan(field, `${where}.${key}`);
            if (typeof field.required !== 'boolean')
                axis.checkSpan(field.required, `${where}.${key} (required)`);
            if (field.deprecated)
                axis.checkSpan({ since: field.deprecated.since }, `${where}.${key} (deprecated)`);
            type(field.type, `${where}.${key}`);
        }
    };
    axis.checkSpan(def, def.name);
    if (def.alias)
        type(def.alias, def.name);
    else
        fields(def.fields, def.name);
}
/** Check `value` (found at `pointer`) against the model's named definition as `version` defines it. */
function checkModel(model, name, value, version, pointer, options = {}) {
    const checker = new Checker(model, version);
    checker.definition(model.definition(name), value, Place.root(pointer), options.ignoreKeys ?? []);
    return checker.issues;
}
/** Whether the definition exists in a version at all (e.g. elicitation before 2025-06-18 does not). */
function existsIn(model, name, version) {
    return model.axis.inSpan(version, model.definition(name));
}
/**
 * Where a checked value is: its pointer, and its path relative to the checked root for messages ('' is
 * the root itself). Both are built only when an issue asks for them, since nearly every value is fine.
 */
class Place {
    parent;
    key;
    cachedPointer;
    cachedPath;
    constructor(parent, key, rootPointer) {
        this.parent = parent;
        this.key = key;
        if (!parent) {
            this.cachedPointer = rootPointer;
            this.cachedPath = '';
        }
    }
    static root(pointer) {
        return new Place(undefined, '', pointer);
    }
    child(key) {
        return new Place(this, key);
    }
    get pointer() {
        return (this.cachedPointer ??= (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_1__/* .joinPointer */ .Kn)(this.parent.pointer, this.key));
    }
    get path() {
        if (this.cachedPath === undefined) {
            const base = this.parent.path;
            const key = this.key;
            this.cachedPath = typeof key === 'number' ? `${base}[${key}]` : base === '' ? key : `${base}.${key}`;
        }
        return this.cachedPath;
    }
}
function subject(place, noun) {
    if (place.path !== '')
        return JSON.stringify(place.path);
    return noun ? `This ${noun}` : 'This value';
}
class Checker {
    model;
    version;
    owner;
    inSchema;
    issues = [];
    /** Keys not defined by any version: they count against a union option when choosing the best fit. */
    unknownKeys = 0;
    axis;
    /** The fields of each definition in this version, asked once per definition (a file may hold thousands of unknown keys). */
    knownFields = new Map();
    constructor(model, version, 
    /** The definition whose fields are being read (its noun and path), for naming nested objects. */
    owner = { noun: 'object', path: '' }, 
    /** Inside a JSON Schema (an elicitation's requested schema): its keywords are the schema rules' business. */
    inSchema = false) {
        this.model = model;
        this.version = version;
        this.owner = owner;
        this.inSchema = inSchema;
        this.axis = model.axis;
    }
    inSpan(span) {
        return this.axis.inSpan(this.version, span);
    }
    isRequired(field) {
        return typeof field.required === 'boolean' ? field.required : this.inSpan(field.required);
    }
    deprecated(deprecation) {
        return deprecation !== undefined && this.axis.compare(this.version, deprecation.since) >= 0;
    }
    report(kind, place, message, target = 'value', unknown) {
        this.issues.push({ kind, pointer: place.pointer, target, message, ...(unknown ? { unknown } : {}) });
    }
    get invalidCount() {
        return this.issues.filter((i) => i.kind === 'invalid').length;
    }
    definition(def, value, place, ignoreKeys = []) {
        if (this.deprecated(def.deprecated)) {
            this.report('deprecated', place, `${capitalize(def.noun)} is deprecated in ${this.version}: ${def.deprecated.reason}. ${STILL_NEEDED}`);
        }
        const { owner, inSchema } = this;
        this.owner = { noun: def.noun, path: place.path };
        this.inSchema ||= def.jsonSchema === true;
        if (def.alias)
            this.type(def.alias, value, place, def.noun);
        else
            this.fields(def.fields, value, place, def.noun, def.freeform ? 'freeform' : def.closed ? 'closed' : 'open', ignoreKeys);
        this.owner = owner;
        this.inSchema = inSchema;
    }
    type(type, value, place, noun) {
        switch (type.kind) {
            case 'any':
                return;
            case 'string':
                if (typeof value !== 'string')
                    return this.mismatch(place, 'a string', value, noun);
                if (type.enum && !type.enum.includes(value)) {
                    this.report('invalid', place, `${subject(place, noun)} must be ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .listOf */ .c3)(type.enum)}, not ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(value)}. ${pick(value, type.enum)}`);
                }
                return;
            case 'const':
                if (value !== type.value) {
                    const found = typeof value === 'string' ? (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(value) : (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .describeValue */ .bp)(value);
                    this.report('invalid', place, `${subject(place, noun)} must be ${JSON.stringify(type.value)}, not ${found}. Set it to ${JSON.stringify(type.value)}.`);
                }
                return;
            case 'number':
                return this.number(type, value, place, noun);
            case 'boolean':
                if (typeof value !== 'boolean')
                    this.mismatch(place, 'a boolean', value, noun);
                return;
            case 'object':
                if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(value))
                    this.mismatch(place, 'an object', value, noun);
                return;
            case 'array':
                if (!Array.isArray(value))
                    return this.mismatch(place, 'an array', value, noun);
                for (const [index, item] of value.entries())
                    this.type(type.items, item, place.child(index));
                return;
            case 'map':
                if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(value))
                    return this.mismatch(place, 'an object', value, noun);
                for (const key of Object.keys(value))
                    this.type(type.values, value[key], place.child(key));
                return;
            case 'ref':
                return this.definition(this.model.definition(type.name), value, place);
            case 'shape':
                return this.fields(type.fields, value, place, noun, type.freeform ? 'freeform' : 'open', []);
            case 'versioned':
                return this.type(this.stepFor(type.steps), value, place, noun);
            case 'union':
                return this.union(type.options, type.discriminator, value, place, noun);
        }
    }
    stepFor(steps) {
        let chosen = steps[0][1];
        for (const [from, type] of steps)
            if (this.axis.compare(this.version, from) >= 0)
                chosen = type;
        return chosen;
    }
    number(type, value, place, noun) {
        const expected = type.integer ? 'an integer' : 'a number';
        if (typeof value !== 'number' || !Number.isFinite(value) || (type.integer && !Number.isInteger(value))) {
            return this.mismatch(place, expected, value, noun);
        }
        const { minimum, maximum } = type;
        if ((minimum !== undefined && value < minimum) || (maximum !== undefined && value > maximum)) {
            const range = minimum !== undefined && maximum !== undefined
                ? `between ${minimum} and ${maximum}`
                : minimum !== undefined
                    ? `at least ${minimum}`
                    : `at most ${maximum}`;
            this.report('invalid', place, `${subject(place, noun)} must be ${range}, not ${value}. Use a value in that range.`);
        }
    }
    mismatch(place, expected, value, noun) {
        const what = subject(place, noun);
        this.issues.push({
            kind: 'invalid',
            pointer: place.pointer,
            target: 'value',
            message: `${what} must be ${expected}, but it is ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .describeValue */ .bp)(value)}. ${retype(expected, value)}`,
            mismatch: { subject: what, expected },
        });
    }
    fields(fields, value, place, noun, extra, ignoreKeys) {
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(value))
            return this.mismatch(place, 'an object', value, noun);
        const present = Object.keys(value);
        for (const [key, field] of entriesOf(fields)) {
            if (!this.inSpan(field))
                continue;
            if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .hasOwn */ .$3)(value, key)) {
                if (this.isRequired(field))
                    this.missing(place, key, present, fields, noun);
                continue;
            }
            const child = place.child(key);
            this.type(field.type, value[key], child);
            if (this.deprecated(field.deprecated)) {
                this.report('deprecated', child, `${JSON.stringify(child.path)} is deprecated in ${this.version}: ${field.deprecated.reason}. ${STILL_NEEDED}`, 'key');
            }
            const deprecatedValue = typeof value[key] === 'string' && field.deprecatedValues && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .hasOwn */ .$3)(field.deprecatedValues, value[key])
                ? field.deprecatedValues[value[key]]
                : undefined;
            if (this.deprecated(deprecatedValue)) {
                this.report('deprecated', child, `${JSON.stringify(child.path)}: ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(value[key])} is deprecated in ${this.version}: ${deprecatedValue.reason}. ${STILL_NEEDED}`);
            }
        }
        for (const key of present) {
            const field = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .hasOwn */ .$3)(fields, key) ? fields[key] : undefined;
            if (field && this.inSpan(field))
                continue;
            if (ignoreKeys.includes(key) || extra === 'freeform')
                continue;
            if (field)
                this.unavailable(place.child(key), field, noun);
            else if (extra === 'closed' && !key.startsWith('x-'))
                this.unknownKey('invalid', place, key, fields, noun);
            else {
                this.unknownKeys++;
                if (this.model.closedWorld && !this.inSchema && !key.startsWith('x-') && key !== '_meta')
                    this.unknownKey('unknown', place, key, fields, noun);
            }
        }
    }
    /** A key `fields` does not define, in the object at `place`. */
    unknownKey(kind, place, key, fields, noun) {
        const all = Object.keys(fields);
        let known = this.knownFields.get(fields);
        if (!known)
            this.knownFields.set(fields, (known = all.filter((k) => this.inSpan(fields[k]))));
        // A near miss of a field of another version is still the field meant (field-availability then says more).
        const typo = (0,_util_suggest_js__WEBPACK_IMPORTED_MODULE_0__/* .closest */ .k)(key, known) ?? (kind === 'unknown' ? (0,_util_suggest_js__WEBPACK_IMPORTED_MODULE_0__/* .closest */ .k)(key, all) : undefined);
        const hint = typo ? `Did you mean ${JSON.stringify(typo)}?` : `Use ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .listOf */ .c3)(known, 'and')}, or an "x-" extension key.`;
        const relative = this.owner.path === '' ? place.path : place.path.slice(this.owner.path.length + 1);
        const owner = relative === '' ? `the ${this.owner.noun}` : `${JSON.stringify(relative)} of the ${this.owner.noun}`;
        const at = place.child(key);
        this.report(kind, at, `Unknown property ${JSON.stringify(key)} in ${noun ? ownerName(noun) : 'this object'}. ${hint}`, 'key', {
            key,
            known,
            ...(typo ? { suggestion: typo } : {}),
            ...(noun ? { noun } : {}),
            owner,
            hasMeta: (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .hasOwn */ .$3)(fields, '_meta'),
        });
    }
    missing(place, key, present, fields, noun) {
        const owner = place.path === '' ? (noun ? `this ${noun}` : 'this object') : JSON.stringify(place.path);
        const typo = (0,_util_suggest_js__WEBPACK_IMPORTED_MODULE_0__/* .closest */ .k)(key, present.filter((p) => !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .hasOwn */ .$3)(fields, p)));
        const hint = typo ? ` Found ${JSON.stringify(typo)}: did you mean ${JSON.stringify(key)}?` : ` Add ${JSON.stringify(key)}.`;
        const required = this.axis.unversioned ? '' : ` (required in ${this.version})`;
        this.issues.push({
            kind: 'invalid',
            pointer: place.pointer,
            target: 'value',
            message: `Missing required property ${JSON.stringify(key)} in ${owner}${required}.${hint}`,
            missing: { key, ...(typo ? { found: typo } : {}) },
        });
    }
    unavailable(place, span, noun) {
        const versions = this.axis.versionsIn(span);
        const advice = this.axis.adviceFor(versions, this.version);
        const owner = noun ? ` of ${ownerName(noun)}` : '';
        const subject = `${JSON.stringify(place.path)} is not a property${owner}`;
        const exists = this.axis.describe(versions);
        this.issues.push({
            kind: 'unavailable',
            pointer: place.pointer,
            target: 'key',
            message: `${subject} in ${this.version}; it exists ${exists}. ${advice}`,
            availability: { subject, exists, versions },
        });
    }
    union(options, discriminator, value, place, noun) {
        const live = options.filter((o) => this.inSpan(o));
        let candidates = live;
        if (discriminator && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(value)) {
            const tagged = live.filter((o) => tagsOf(this.model, o, discriminator.key).length > 0);
            if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .hasOwn */ .$3)(value, discriminator.key)) {
                const tag = value[discriminator.key];
                candidates = tagged.filter((o) => tagsOf(this.model, o, discriminator.key).includes(tag));
                if (candidates.length === 0)
                    return this.unknownTag(options, live, discriminator.key, tag, place.child(discriminator.key));
            }
            else if (discriminator.fallback) {
                candidates = live.filter((o) => o.label === discriminator.fallback);
            }
            else if (discriminator.optional) {
                candidates = live;
            }
            else {
                const allowed = [...new Set(tagged.flatMap((o) => tagsOf(this.model, o, discriminator.key)))];
                return this.report('invalid', place, `${subject(place, noun)} has no ${JSON.stringify(discriminator.key)}: it must say which kind it is, one of ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .listOf */ .c3)(allowed)}.`);
            }
        }
        else if (discriminator) {
            candidates = live.filter((o) => tagsOf(this.model, o, discriminator.key).length === 0);
        }
        if (candidates.length === 0) {
            return this.mismatch(place, live.map((o) => article(o.label)).join(' or '), value, noun);
        }
        this.bestOf(candidates, value, place, noun);
    }
    /** Check every candidate and keep the issues of the one that fits best: fewest errors, then fewest unknown keys. */
    bestOf(candidates, value, place, noun) {
        let best;
        for (const option of candidates) {
            const checker = new Checker(this.model, this.version, this.owner, this.inSchema);
            checker.type(option.type, value, place, noun);
            const score = [checker.invalidCount, checker.unknownKeys];
            if (!best || score[0] < best.score[0] || (score[0] === best.score[0] && score[1] < best.score[1])) {
                best = { checker, option, score };
            }
            if (score[0] === 0 && score[1] === 0)
                break;
        }
        if (!best)
            return;
        if (best.score[0] > 0 && candidates.length > 1 && !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(value) && !Array.isArray(value)) {
            return this.mismatch(place, candidates.map((o) => article(o.label)).join(' or '), value, noun);
        }
        this.issues.push(...best.checker.issues);
        this.unknownKeys += best.checker.unknownKeys;
        if (this.deprecated(best.option.deprecated)) {
            this.report('deprecated', place, `${capitalize(best.option.label)} is deprecated in ${this.version}: ${best.option.deprecated.reason}. ${STILL_NEEDED}`);
        }
    }
    unknownTag(options, live, key, tag, place) {
        const allowed = [...new Set(live.flatMap((o) => tagsOf(this.model, o, key)))];
        const elsewhere = options.find((o) => tagsOf(this.model, o, key).includes(tag) && !live.includes(o));
        if (elsewhere) {
            const type = elsewhere.type;
            const versions = this.axis.versions.filter((v) => this.axis.inSpan(v, elsewhere) && (type.kind !== 'ref' || this.axis.inSpan(v, this.model.definition(type.name))));
            this.report('invalid', place, `${capitalize(elsewhere.label)} (${JSON.stringify(key)}: ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(tag)}) does not exist in ${this.version}; it exists ${this.axis.describe(versions)}. Use ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .listOf */ .c3)(allowed)}, or declare a ${this.axis.names.field} that has it.`);
            return;
        }
        const shown = typeof tag === 'string' ? (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(tag) : (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .describeValue */ .bp)(tag);
        this.report('invalid', place, `${JSON.stringify(place.path)} must be ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .listOf */ .c3)(allowed)}, not ${shown}. ${pick(tag, allowed)}`);
    }
}
/** The model's field lists never change: list each one's entries once, not for every object checked. */
const FIELD_ENTRIES = new WeakMap();
function entriesOf(fields) {
    let entries = FIELD_ENTRIES.get(fields);
    if (!entries) {
        entries = Object.entries(fields);
        FIELD_ENTRIES.set(fields, entries);
    }
    return entries;
}
/** The values a union option allows at the discriminator key: its constant ("text" for text content) or its enum. */
function tagsOf(model, option, key) {
    if (option.type.kind !== 'ref')
        return [];
    const def = model.definition(option.type.name);
    const type = def.fields && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .hasOwn */ .$3)(def.fields, key) ? def.fields[key].type : undefined;
    if (type?.kind === 'const')
        return [type.value];
    return type?.kind === 'string' && type.enum ? type.enum : [];
}
function capitalize(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}
/** What to do about something deprecated that a server still offers. */
const STILL_NEEDED = 'Keep it only as long as clients still need it.';
/** The advice for a value not among the allowed ones: the near miss, or to choose one. */
function pick(value, allowed) {
    const typo = typeof value === 'string' ? (0,_util_suggest_js__WEBPACK_IMPORTED_MODULE_0__/* .closest */ .k)(value, allowed) : undefined;
    return typo ? `Did you mean ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(typo)}?` : allowed.length === 1 ? `Use ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .quote */ .hD)(allowed[0])}.` : 'Use one of these.';
}
/** The advice for a value of the wrong type: a quoted boolean or number loses its quotes, anything else is rewritten. */
function retype(expected, value) {
    if (typeof value === 'string') {
        const bare = value.trim().toLowerCase();
        if (expected === 'a boolean' && (bare === 'true' || bare === 'false'))
            return `Write ${bare} without quotes.`;
        if ((expected === 'a number' || expected === 'an integer') && value.trim() !== '' && Number.isFinite(Number(value)))
            return `Write ${value.trim()} without quotes.`;
    }
    return `Write ${expected} here.`;
}
/** The object a property belongs to: "a tool", but "the capabilities" for a plural noun. */
function ownerName(noun) {
    return /[^s]s$/.test(noun) ? `the ${noun}` : article(noun);
}
function article(label) {
    return /^[aeiou]/i.test(label) && !/^(url|uri|use|uni)/i.test(label) ? `an ${label}` : `a ${label}`;
}


/***/ }),

/***/ 2730:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ freeform),
/* harmony export */   DQ: () => (/* binding */ req),
/* harmony export */   E8: () => (/* binding */ define),
/* harmony export */   Hr: () => (/* binding */ uri),
/* harmony export */   Ik: () => (/* binding */ object),
/* harmony export */   KC: () => (/* binding */ union),
/* harmony export */   KR: () => (/* binding */ ref),
/* harmony export */   Tj: () => (/* binding */ map),
/* harmony export */   XP: () => (/* binding */ since),
/* harmony export */   YO: () => (/* binding */ array),
/* harmony export */   Yj: () => (/* binding */ string),
/* harmony export */   ai: () => (/* binding */ number),
/* harmony export */   bz: () => (/* binding */ any),
/* harmony export */   cW: () => (/* binding */ shape),
/* harmony export */   dY: () => (/* binding */ constant),
/* harmony export */   iF: () => (/* binding */ versioned),
/* harmony export */   j6: () => (/* binding */ only),
/* harmony export */   m7: () => (/* binding */ opt),
/* harmony export */   nK: () => (/* binding */ alias),
/* harmony export */   nd: () => (/* binding */ integer),
/* harmony export */   oM: () => (/* binding */ unitInterval),
/* harmony export */   uK: () => (/* binding */ option),
/* harmony export */   yL: () => (/* binding */ oneOf),
/* harmony export */   zM: () => (/* binding */ boolean)
/* harmony export */ });
const string = { kind: 'string' };
const boolean = { kind: 'boolean' };
const number = { kind: 'number', integer: false };
const integer = { kind: 'number', integer: true };
const any = { kind: 'any' };
const object = { kind: 'object' };
const uri = { kind: 'string', format: 'uri' };
const unitInterval = { kind: 'number', integer: false, minimum: 0, maximum: 1 };
const constant = (value) => ({ kind: 'const', value });
const oneOf = (...values) => ({ kind: 'string', enum: values });
const ref = (name) => ({ kind: 'ref', name });
const array = (items) => ({ kind: 'array', items });
const map = (values) => ({ kind: 'map', values });
const shape = (fields) => ({ kind: 'shape', fields });
const freeform = (fields) => ({ kind: 'shape', fields, freeform: true });
const versioned = (...steps) => ({ kind: 'versioned', steps });
const union = (options, discriminator) => ({
    kind: 'union',
    options,
    ...(discriminator ? { discriminator } : {}),
});
/** A union option: `option('audio content', ref('AudioContent'), { since: '2025-03-26' })`. */
const option = (label, type, span = {}) => ({
    label,
    type,
    ...span,
});
/** A required field. A span narrows when the field exists; `requiredSpan` narrows only the requirement. */
function req(type, options = {}) {
    const { requiredSpan, ...rest } = options;
    return { type, required: requiredSpan ?? true, ...rest };
}
function opt(type, options = {}) {
    return { type, required: false, ...options };
}
function define(name, noun, fields, options = {}) {
    return { name, noun, fields, ...options };
}
function alias(name, noun, type, options = {}) {
    return { name, noun, alias: type, ...options };
}
/** Shorthands for the spans that recur in the model. */
const since = (version) => ({ since: version });
const only = (version) => ({ since: version, until: version });


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
    constructor(text) {
        this.text = text;
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
        const clamped = Math.max(0, Math.min(offset, this.text.length));
        const { starts } = this;
        let low = 0;
        let high = starts.length - 1;
        while (low < high) {
            const mid = (low + high + 1) >> 1;
            if (starts[mid] <= clamped)
                low = mid;
            else
                high = mid - 1;
        }
        return { line: low + 1, column: clamped - starts[low] + 1 };
    }
    /** The offset just past the last visible character of the line holding `offset` (before any CR/LF). */
    lineEnd(offset) {
        const { line } = this.position(offset);
        let end = line < this.starts.length ? this.starts[line] - 1 : this.text.length;
        while (end > 0 && (this.text.charCodeAt(end - 1) === 13 || this.text.charCodeAt(end - 1) === 10))
            end--;
        return Math.max(end, offset);
    }
    /** The text of one line (1-based), without its line break. */
    lineText(line) {
        const start = this.starts[line - 1] ?? this.text.length;
        const next = this.starts[line];
        return this.text.slice(start, next === undefined ? undefined : next - 1).replace(/\r$/, '');
    }
    range(start, end) {
        return { start: this.position(start), end: this.position(Math.max(start, end)) };
    }
}


/***/ }),

/***/ 3565:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  tN: () => (/* binding */ DEFAULT_PARSE_LIMITS),
  be: () => (/* binding */ formatOf),
  Tp: () => (/* binding */ parseDocument)
});

// UNUSED EXPORTS: parseFully

// EXTERNAL MODULE: ./src/util/lazy-require.ts
var lazy_require = __webpack_require__(6050);
// EXTERNAL MODULE: ./src/util/pointer.ts
var util_pointer = __webpack_require__(6065);
// EXTERNAL MODULE: ./src/util/printable.ts
var printable = __webpack_require__(1095);
;// CONCATENATED MODULE: ./src/parse/messages.ts
/** The finding every parser gives where nesting passes limits.maxDepth. */
const depthMessage = (maxDepth) => `Nesting is deeper than ${maxDepth} levels; mcpdesc stops reading here. Flatten the structure or raise limits.maxDepth.`;

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

;// CONCATENATED MODULE: ./src/parse/jsonc.ts



class jsonc_Stop extends Error {
    problem;
    constructor(problem) {
        super(problem.message);
        this.problem = problem;
    }
}
function parseJsonc(text, spans, limits) {
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
            stop(`The document has more than ${limits.maxNodes} values; mcpdesc stops reading here. Split the file or raise limits.maxNodes.`);
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
            yield { kind: 'comment', message: 'a comment', start, end: Math.min(end, lineEnd(text, start)) };
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
function lineEnd(text, from) {
    const newline = text.indexOf('\n', from);
    return newline === -1 ? text.length : newline;
}
function syntaxMessage(error, text) {
    const found = error.offset >= text.length ? 'the end of the file' : JSON.stringify(text.slice(error.offset, error.offset + Math.max(1, Math.min(error.length, 20))));
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
    let program;
    try {
        program = (0,lib/* parseTOML */.MD)(text);
    }
    catch (error) {
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
            throw new Limit(`The document has more than ${limits.maxNodes} values; mcpdesc stops reading here. Split the file or raise limits.maxNodes.`, node.range[0], pointer);
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
            const pointer = path.reduce((p, key) => (0,util_pointer/* joinPointer */.Kn)(p, key), '');
            // A table's place is its header: `[mcp_servers.github]`.
            const header = [table.range[0], table.key.range[1] + (table.kind === 'array' ? 2 : 1)];
            path.forEach((_, i) => {
                const at = path.slice(0, i + 1).reduce((p, key) => (0,util_pointer/* joinPointer */.Kn)(p, key), '');
                if (!spans.has(at))
                    spans.set(at, { key: table.key.keys[Math.min(i, table.key.keys.length - 1)].range, value: header });
            });
            if (path.length > limits.maxDepth)
                throw new Limit(depthMessage(limits.maxDepth), table.range[0], pointer);
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
    pos = 0;
    nodes = 0;
    constructor(text, limits) {
        this.text = text;
        this.limits = limits;
    }
    document() {
        // An empty document, or one whose root is indented or a scalar, is left to the full path.
        if (this.nextContent() !== 0)
            throw UNSUPPORTED;
        const value = this.node(0, 0);
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
    count(depth) {
        if (++this.nodes > this.limits.maxNodes || depth >= this.limits.maxDepth)
            throw UNSUPPORTED;
    }
    /** A mapping or sequence whose first line is the current one, indented by `indent`. */
    node(indent, depth) {
        const start = this.pos + indent;
        return this.isDash(start) ? this.sequence(indent, depth) : this.mapping(indent, start, depth);
    }
    /** A block mapping whose keys are at column `column`, the first at offset `at` on the current line. */
    mapping(column, at, depth) {
        this.count(depth);
        const object = nullObject();
        let keyStart = at;
        for (;;) {
            const key = this.key(keyStart);
            if (!key || Object.hasOwn(object, key.name))
                throw UNSUPPORTED;
            object[key.name] = this.entryValue(key.after, column, depth + 1);
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
    sequence(column, depth) {
        this.count(depth);
        const t = this.text;
        const items = [];
        for (;;) {
            let i = this.pos + column + 1;
            while (t.charCodeAt(i) === SPACE)
                i++;
            const c = t.charCodeAt(i);
            if (i >= t.length || c === NEWLINE || c === HASH) {
                this.pos = this.lineEnd(i) + 1;
                const next = this.nextContent();
                if (next > column) {
                    items.push(this.node(next, depth + 1));
                }
                else {
                    this.count(depth + 1);
                    items.push(null);
                }
            }
            else if (this.isDash(i)) {
                // "- - a": a sequence whose first entry starts on this line.
                items.push(this.sequence(i - this.pos, depth + 1));
            }
            else if (this.key(i)) {
                items.push(this.mapping(i - this.pos, i, depth + 1));
            }
            else {
                items.push(this.scalar(i, column, depth + 1));
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
    entryValue(after, column, depth) {
        const t = this.text;
        let i = after;
        while (t.charCodeAt(i) === SPACE)
            i++;
        const c = t.charCodeAt(i);
        if (i < t.length && c !== NEWLINE && c !== HASH)
            return this.scalar(i, column, depth);
        // Nothing on the key's line: the value is the next, more indented, lines; a sequence may also stand at the key's column.
        this.pos = this.lineEnd(i) + 1;
        const next = this.nextContent();
        if (next > column || (next === column && this.isDash(this.pos + column)))
            return this.node(next, depth);
        this.count(depth);
        return null;
    }
    /**
     * A key at `i` on the current line: its name as the full path spells it and the offset after its `:`;
     * undefined when the line holds no key there.
     */
    key(i) {
        const t = this.text;
        const c = t.charCodeAt(i);
        let name;
        let end;
        if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) {
            const quoted = this.quoted(i);
            name = quoted.value;
            end = quoted.end;
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
        return { name, after: end + 1 };
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
    flow(i, depth) {
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
                const value = this.flowValue(this.skipSpaces(key.end + 1), depth + 1);
                object[name] = value.value;
                j = value.end;
            }
            else {
                const value = this.flowValue(j, depth + 1);
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
    flowValue(i, depth) {
        const c = this.text.charCodeAt(i);
        if (c === OPEN_BRACE || c === OPEN_BRACKET) {
            this.count(depth);
            const flow = this.flow(i, depth);
            return { value: flow.value, end: this.skipSpaces(flow.end) };
        }
        this.count(depth);
        const scalar = this.flowScalar(i);
        return { value: this.checked(scalar.quoted ? scalar.text : plainValue(scalar.text)), end: scalar.end };
    }
    /**
     * A quoted or plain scalar in a flow collection at `i`: its text (a plain one unresolved), whether it
     * was quoted, and the offset after it and the spaces that follow.
     */
    flowScalar(i) {
        const t = this.text;
        const c = t.charCodeAt(i);
        if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) {
            const quoted = this.quoted(i);
            return { text: quoted.value, quoted: true, end: this.skipSpaces(quoted.end) };
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
        return { text: t.slice(i, last), quoted: false, end: j };
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
    scalar(i, column, depth) {
        this.count(depth);
        const t = this.text;
        const c = t.charCodeAt(i);
        if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) {
            const { value, end } = this.quoted(i);
            this.endOfLine(end);
            return this.checked(value);
        }
        if (c === OPEN_BRACE || c === OPEN_BRACKET) {
            const flow = this.flow(i, depth);
            this.endOfLine(flow.end);
            return flow.value;
        }
        if (c === 124 /* | */)
            return this.checked(this.literal(i, column));
        if (c === DASH ? this.isDash(i) : INDICATORS.has(c))
            throw UNSUPPORTED;
        let line = this.plainLine(i);
        let value = t.slice(i, line.last);
        this.pos = line.end + 1;
        if (line.comment)
            return this.checked(plainValue(value));
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
;// CONCATENATED MODULE: ./src/parse/parse.ts











const DEFAULT_PARSE_LIMITS = {
    maxDepth: 64,
    maxNodes: 200_000,
    maxStringLength: 1_000_000,
    maxAliases: 1_000,
};
function formatOf(path) {
    return /\.json$/i.test(path) ? 'json' : 'yaml';
}
class LimitExceeded extends Error {
    offset;
    pointer;
    constructor(message, offset, pointer) {
        super(message);
        this.offset = offset;
        this.pointer = pointer;
    }
}
function parseDocument(rawText, format, limits = DEFAULT_PARSE_LIMITS) {
    // A byte-order mark is not part of the first line's columns.
    const text = rawText.charCodeAt(0) === 0xfeff ? rawText.slice(1) : rawText;
    if (format === 'json') {
        const fast = parseJsonFast(text, limits);
        // Clean JSON needs positions only when a rule reports something: find them then, and only then.
        if (fast) {
            return located(text, fast.value, [], jsonLocator(text));
        }
    }
    // The flow-depth check runs first, as in the full path: it refuses some texts the fast path would read.
    if (format === 'yaml' && flowDepthExceeded(text, limits.maxDepth) === undefined) {
        const fast = parseYamlFast(text, limits);
        if (fast) {
            return located(text, fast.value, [], fromSpans(() => {
                const spans = new Map();
                // The fast path only accepts documents the full path reads without a problem.
                parseYaml(text, spans, limits, () => undefined);
                return spans;
            }));
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
    return located(text, value, problems, fromSpans(() => spans), lines);
}
/** Places from every span at once, read by `readSpans` on first use. */
function fromSpans(readSpans) {
    let spans;
    return (pointer) => {
        const known = (spans ??= readSpans());
        let current = pointer;
        while (current !== '' && !known.has(current))
            current = (0,util_pointer/* parentPointer */.Yg)(current);
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
 * many places it holds), otherwise every span, read once.
 */
function located(text, value, problems, entryOf, knownLines) {
    // The index reads the line breaks only when a position is first asked for.
    const lines = knownLines ?? new parse_lines/* LineIndex */.r(text);
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
        const { span } = entryOf(pointer);
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
function parseYaml(text, spans, limits, problem) {
    // The yaml parser recurses into flow collections, so refuse deep "[[[[" before it can overflow the stack.
    const tooDeep = flowDepthExceeded(text, limits.maxDepth);
    if (tooDeep !== undefined) {
        problem('limits', depthMessage(limits.maxDepth), tooDeep);
        return undefined;
    }
    // A lone CR ends a line in YAML 1.2 as in JSON; the parser reads only LF and CRLF. Same length, so offsets hold.
    const source = text.includes('\r') ? text.replace(/\r(?!\n)/g, '\n') : text;
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
        const place = yamlSyntaxPlace(source, error.code, error.message, error.pos[0], error.pos[1]);
        problem('syntax', `YAML syntax error: ${place.text ?? firstLine(error.message)}.${place.hint}`, place.start, place.end);
    }
    if (syntax)
        return undefined;
    if (!first.contents)
        return null;
    try {
        return new Builder(spans, limits, problem, first.directives?.yaml.version === '1.1').build(first.contents, '', 0);
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
/** The offset where "[" / "{" nesting first exceeds `max`, skipping quoted scalars and comments; undefined if it never does. */
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
class Builder {
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
                    merged.push(...this.merge(keyNode, pair.value, pointer, depth));
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
                parse_define(object, name, childValue);
            }
            // Merged keys fill in what the mapping does not set itself.
            for (const [name, value] of merged)
                if (!Object.hasOwn(object, name))
                    parse_define(object, name, value);
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
function parse_define(object, name, value) {
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
/** The parser's message on one line, without its position, quoting no more than a few characters of the file. */
function firstLine(message) {
    return (0,printable/* shortQuotes */.ob)(message
        .split('\n')[0]
        .replace(/ at line \d+, column \d+:?$/, '')
        .replace(/\.$/, ''));
}


/***/ }),

/***/ 4397:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ TOOL_EXTENSIONS),
/* harmony export */   B: () => (/* binding */ definitions)
/* harmony export */ });
/* harmony import */ var _model_dsl_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2730);
// mcpdesc's own descriptor format (v1): the envelope around the MCP objects, and the tool extensions
// `elicitations` and `interactionExamples`. Unlike MCP's open objects these are closed, so a typo in a
// property name is an error. The MCP objects inside are checked against their own definitions.

const TOOL_EXTENSIONS = ['elicitations', 'interactionExamples'];
const definitions = [
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .define */ .E8)('Descriptor', 'descriptor', {
        $schema: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj),
        protocolVersion: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .any */ .bz),
        serverInfo: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik),
        instructions: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj),
        capabilities: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik),
        tools: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .ref */ .KR)('DescriptorTool'))),
        resources: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik)),
        resourceTemplates: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik)),
        prompts: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik)),
    }, { closed: true }),
    // A tool is an MCP Tool (checked by mcp.schema.tool) plus mcpdesc's extensions, checked here for shape.
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .define */ .E8)('DescriptorTool', 'tool', {
        elicitations: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .map */ .Tj)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik)),
        interactionExamples: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .map */ .Tj)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .ref */ .KR)('InteractionExample'))),
    }, { freeform: true }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .define */ .E8)('InteractionExample', 'interaction example', {
        input: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik),
        steps: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .ref */ .KR)('InteractionStep'))),
        result: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik),
    }, { closed: true }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .define */ .E8)('InteractionStep', 'interaction step', {
        type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .oneOf */ .yL)('roots', 'sampling', 'elicitation')),
        declaration: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj),
        request: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik),
        response: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik),
    }, { closed: true }),
];


/***/ }),

/***/ 9490:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  V7: () => (/* binding */ PROTOCOL_MODEL)
});

// UNUSED EXPORTS: DEFINITIONS, definition

// EXTERNAL MODULE: ./src/model/check.ts
var check = __webpack_require__(2281);
// EXTERNAL MODULE: ./src/protocol/versions.ts
var versions = __webpack_require__(5159);
// EXTERNAL MODULE: ./src/model/dsl.ts
var dsl = __webpack_require__(2730);
;// CONCATENATED MODULE: ./src/protocol/model/client-features.ts
// What a tool's interaction steps send and receive: roots, sampling and elicitation
// (MCP `ListRootsRequest` params, `ListRootsResult`, `CreateMessageRequestParams`, `CreateMessageResult`,
// `ElicitRequestParams`, `ElicitResult` and their parts).

const CLIENT_FEATURE_DEPRECATED = (feature) => ({
    since: '2026-07-28',
    reason: `${feature} is deprecated (SEP-2577): new servers should not depend on it`,
});
const INCLUDE_CONTEXT_DEPRECATED = {
    since: '2026-07-28',
    reason: 'includeContext values other than "none" are deprecated; omit the field or use "none"',
};
const samplingBlock = [
    (0,dsl/* option */.uK)('text content', (0,dsl/* ref */.KR)('TextContent')),
    (0,dsl/* option */.uK)('image content', (0,dsl/* ref */.KR)('ImageContent')),
    (0,dsl/* option */.uK)('audio content', (0,dsl/* ref */.KR)('AudioContent'), (0,dsl/* since */.XP)('2025-03-26')),
    (0,dsl/* option */.uK)('tool use', (0,dsl/* ref */.KR)('ToolUseContent'), (0,dsl/* since */.XP)('2025-11-25')),
    (0,dsl/* option */.uK)('tool result', (0,dsl/* ref */.KR)('ToolResultContent'), (0,dsl/* since */.XP)('2025-11-25')),
];
/** A sampling message's content: one block, or (from 2025-11-25) a list of blocks. */
const samplingContent = (0,dsl/* union */.KC)([...samplingBlock, (0,dsl/* option */.uK)('list of content blocks', (0,dsl/* array */.YO)((0,dsl/* ref */.KR)('SamplingMessageContentBlock')), (0,dsl/* since */.XP)('2025-11-25'))], {
    key: 'type',
});
const definitions = [
    (0,dsl/* define */.E8)('ListRootsRequestParams', 'roots request', {
        _meta: (0,dsl/* opt */.m7)(dsl/* object */.Ik),
    }, { deprecated: CLIENT_FEATURE_DEPRECATED('Roots') }),
    (0,dsl/* define */.E8)('ListRootsResult', 'roots response', {
        roots: (0,dsl/* req */.DQ)((0,dsl/* array */.YO)((0,dsl/* ref */.KR)('Root'))),
        _meta: (0,dsl/* opt */.m7)(dsl/* object */.Ik, { until: '2025-11-25' }),
    }),
    (0,dsl/* define */.E8)('Root', 'root', {
        uri: (0,dsl/* req */.DQ)(dsl/* uri */.Hr),
        name: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        _meta: (0,dsl/* opt */.m7)(dsl/* object */.Ik, (0,dsl/* since */.XP)('2025-06-18')),
    }),
    (0,dsl/* define */.E8)('CreateMessageRequestParams', 'sampling request', {
        messages: (0,dsl/* req */.DQ)((0,dsl/* array */.YO)((0,dsl/* ref */.KR)('SamplingMessage'))),
        maxTokens: (0,dsl/* req */.DQ)(dsl/* integer */.nd),
        systemPrompt: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        includeContext: (0,dsl/* opt */.m7)((0,dsl/* oneOf */.yL)('none', 'thisServer', 'allServers'), {
            deprecatedValues: { thisServer: INCLUDE_CONTEXT_DEPRECATED, allServers: INCLUDE_CONTEXT_DEPRECATED },
        }),
        temperature: (0,dsl/* opt */.m7)(dsl/* number */.ai),
        stopSequences: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
        metadata: (0,dsl/* opt */.m7)(dsl/* object */.Ik),
        modelPreferences: (0,dsl/* opt */.m7)((0,dsl/* ref */.KR)('ModelPreferences')),
        tools: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)((0,dsl/* ref */.KR)('Tool')), (0,dsl/* since */.XP)('2025-11-25')),
        toolChoice: (0,dsl/* opt */.m7)((0,dsl/* ref */.KR)('ToolChoice'), (0,dsl/* since */.XP)('2025-11-25')),
        task: (0,dsl/* opt */.m7)(dsl/* object */.Ik, (0,dsl/* only */.j6)('2025-11-25')),
        _meta: (0,dsl/* opt */.m7)(dsl/* object */.Ik, (0,dsl/* only */.j6)('2025-11-25')),
    }, { deprecated: CLIENT_FEATURE_DEPRECATED('Sampling') }),
    (0,dsl/* define */.E8)('SamplingMessage', 'sampling message', {
        role: (0,dsl/* req */.DQ)((0,dsl/* ref */.KR)('Role')),
        content: (0,dsl/* req */.DQ)(samplingContent),
        _meta: (0,dsl/* opt */.m7)(dsl/* object */.Ik, (0,dsl/* since */.XP)('2025-11-25')),
    }),
    (0,dsl/* alias */.nK)('SamplingMessageContentBlock', 'sampling content block', (0,dsl/* union */.KC)(samplingBlock, { key: 'type' }), (0,dsl/* since */.XP)('2025-11-25')),
    (0,dsl/* define */.E8)('ModelPreferences', 'model preferences', {
        hints: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)((0,dsl/* ref */.KR)('ModelHint'))),
        costPriority: (0,dsl/* opt */.m7)(dsl/* unitInterval */.oM),
        speedPriority: (0,dsl/* opt */.m7)(dsl/* unitInterval */.oM),
        intelligencePriority: (0,dsl/* opt */.m7)(dsl/* unitInterval */.oM),
    }),
    (0,dsl/* define */.E8)('ModelHint', 'model hint', { name: (0,dsl/* opt */.m7)(dsl/* string */.Yj) }),
    (0,dsl/* define */.E8)('ToolChoice', 'tool choice', { mode: (0,dsl/* opt */.m7)((0,dsl/* oneOf */.yL)('auto', 'none', 'required')) }, (0,dsl/* since */.XP)('2025-11-25')),
    (0,dsl/* define */.E8)('ToolUseContent', 'tool use', {
        type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('tool_use')),
        id: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        name: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        input: (0,dsl/* req */.DQ)(dsl/* object */.Ik),
        _meta: (0,dsl/* opt */.m7)(dsl/* object */.Ik),
    }, (0,dsl/* since */.XP)('2025-11-25')),
    (0,dsl/* define */.E8)('ToolResultContent', 'tool result', {
        type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('tool_result')),
        toolUseId: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        content: (0,dsl/* req */.DQ)((0,dsl/* array */.YO)((0,dsl/* ref */.KR)('ContentBlock'))),
        structuredContent: (0,dsl/* opt */.m7)((0,dsl/* versioned */.iF)(['2025-11-25', dsl/* object */.Ik], ['2026-07-28', dsl/* any */.bz])),
        isError: (0,dsl/* opt */.m7)(dsl/* boolean */.zM),
        _meta: (0,dsl/* opt */.m7)(dsl/* object */.Ik),
    }, (0,dsl/* since */.XP)('2025-11-25')),
    (0,dsl/* define */.E8)('CreateMessageResult', 'sampling response', {
        role: (0,dsl/* req */.DQ)((0,dsl/* ref */.KR)('Role')),
        content: (0,dsl/* req */.DQ)(samplingContent),
        model: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        stopReason: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        _meta: (0,dsl/* opt */.m7)(dsl/* object */.Ik),
    }),
    (0,dsl/* alias */.nK)('ElicitRequestParams', 'elicitation request', (0,dsl/* union */.KC)([(0,dsl/* option */.uK)('form elicitation', (0,dsl/* ref */.KR)('ElicitRequestFormParams')), (0,dsl/* option */.uK)('URL elicitation', (0,dsl/* ref */.KR)('ElicitRequestURLParams'), (0,dsl/* since */.XP)('2025-11-25'))], {
        key: 'mode',
        fallback: 'form elicitation',
    }), (0,dsl/* since */.XP)('2025-06-18')),
    (0,dsl/* define */.E8)('ElicitRequestFormParams', 'form elicitation request', {
        mode: (0,dsl/* opt */.m7)((0,dsl/* constant */.dY)('form'), (0,dsl/* since */.XP)('2025-11-25')),
        message: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        requestedSchema: (0,dsl/* req */.DQ)((0,dsl/* ref */.KR)('ElicitRequestedSchema')),
        task: (0,dsl/* opt */.m7)(dsl/* object */.Ik, (0,dsl/* only */.j6)('2025-11-25')),
        _meta: (0,dsl/* opt */.m7)(dsl/* object */.Ik, (0,dsl/* only */.j6)('2025-11-25')),
    }, (0,dsl/* since */.XP)('2025-06-18')),
    (0,dsl/* define */.E8)('ElicitRequestURLParams', 'URL elicitation request', {
        mode: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('url')),
        message: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        url: (0,dsl/* req */.DQ)(dsl/* uri */.Hr),
        elicitationId: (0,dsl/* req */.DQ)(dsl/* string */.Yj, (0,dsl/* only */.j6)('2025-11-25')),
        task: (0,dsl/* opt */.m7)(dsl/* object */.Ik, (0,dsl/* only */.j6)('2025-11-25')),
        _meta: (0,dsl/* opt */.m7)(dsl/* object */.Ik, (0,dsl/* only */.j6)('2025-11-25')),
    }, (0,dsl/* since */.XP)('2025-11-25')),
    (0,dsl/* define */.E8)('ElicitRequestedSchema', 'requested schema', {
        type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('object')),
        properties: (0,dsl/* req */.DQ)((0,dsl/* map */.Tj)((0,dsl/* ref */.KR)('PrimitiveSchemaDefinition'))),
        required: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
        $schema: (0,dsl/* opt */.m7)(dsl/* string */.Yj, (0,dsl/* since */.XP)('2025-11-25')),
    }, { since: '2025-06-18', jsonSchema: true }),
    (0,dsl/* alias */.nK)('PrimitiveSchemaDefinition', 'requested field schema', (0,dsl/* union */.KC)([
        (0,dsl/* option */.uK)('string', (0,dsl/* ref */.KR)('StringSchema')),
        (0,dsl/* option */.uK)('number', (0,dsl/* ref */.KR)('NumberSchema')),
        (0,dsl/* option */.uK)('boolean', (0,dsl/* ref */.KR)('BooleanSchema')),
        (0,dsl/* option */.uK)('single-select enum', (0,dsl/* ref */.KR)('EnumSchema')),
        (0,dsl/* option */.uK)('titled single-select enum', (0,dsl/* ref */.KR)('TitledSingleSelectEnumSchema'), (0,dsl/* since */.XP)('2025-11-25')),
        (0,dsl/* option */.uK)('multi-select enum', (0,dsl/* ref */.KR)('UntitledMultiSelectEnumSchema'), (0,dsl/* since */.XP)('2025-11-25')),
        (0,dsl/* option */.uK)('titled multi-select enum', (0,dsl/* ref */.KR)('TitledMultiSelectEnumSchema'), (0,dsl/* since */.XP)('2025-11-25')),
    ], { key: 'type' }), (0,dsl/* since */.XP)('2025-06-18')),
    (0,dsl/* define */.E8)('StringSchema', 'string field', {
        type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('string')),
        title: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        description: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        minLength: (0,dsl/* opt */.m7)(dsl/* integer */.nd),
        maxLength: (0,dsl/* opt */.m7)(dsl/* integer */.nd),
        format: (0,dsl/* opt */.m7)((0,dsl/* oneOf */.yL)('email', 'uri', 'date', 'date-time')),
        default: (0,dsl/* opt */.m7)(dsl/* string */.Yj, (0,dsl/* since */.XP)('2025-11-25')),
    }, (0,dsl/* since */.XP)('2025-06-18')),
    (0,dsl/* define */.E8)('NumberSchema', 'number field', {
        type: (0,dsl/* req */.DQ)((0,dsl/* oneOf */.yL)('number', 'integer')),
        title: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        description: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        minimum: (0,dsl/* opt */.m7)(dsl/* number */.ai),
        maximum: (0,dsl/* opt */.m7)(dsl/* number */.ai),
        default: (0,dsl/* opt */.m7)(dsl/* number */.ai, (0,dsl/* since */.XP)('2025-11-25')),
    }, (0,dsl/* since */.XP)('2025-06-18')),
    (0,dsl/* define */.E8)('BooleanSchema', 'boolean field', {
        type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('boolean')),
        title: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        description: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        default: (0,dsl/* opt */.m7)(dsl/* boolean */.zM),
    }, (0,dsl/* since */.XP)('2025-06-18')),
    // 2025-06-18's EnumSchema; from 2025-11-25 the untitled single-select form plus the legacy `enumNames`.
    (0,dsl/* define */.E8)('EnumSchema', 'enum field', {
        type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('string')),
        enum: (0,dsl/* req */.DQ)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
        enumNames: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj), {
            deprecated: { since: '2025-11-25', reason: '"enumNames" is legacy: use a titled single-select enum ("oneOf" with "const" and "title")' },
        }),
        title: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        description: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        default: (0,dsl/* opt */.m7)(dsl/* string */.Yj, (0,dsl/* since */.XP)('2025-11-25')),
    }, (0,dsl/* since */.XP)('2025-06-18')),
    (0,dsl/* define */.E8)('TitledSingleSelectEnumSchema', 'titled enum field', {
        type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('string')),
        oneOf: (0,dsl/* req */.DQ)((0,dsl/* array */.YO)((0,dsl/* ref */.KR)('TitledEnumOption'))),
        title: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        description: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        default: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
    }, (0,dsl/* since */.XP)('2025-11-25')),
    (0,dsl/* define */.E8)('UntitledMultiSelectEnumSchema', 'multi-select enum field', {
        type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('array')),
        items: (0,dsl/* req */.DQ)((0,dsl/* shape */.cW)({ type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('string')), enum: (0,dsl/* req */.DQ)((0,dsl/* array */.YO)(dsl/* string */.Yj)) })),
        title: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        description: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        minItems: (0,dsl/* opt */.m7)(dsl/* integer */.nd),
        maxItems: (0,dsl/* opt */.m7)(dsl/* integer */.nd),
        default: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
    }, (0,dsl/* since */.XP)('2025-11-25')),
    (0,dsl/* define */.E8)('TitledMultiSelectEnumSchema', 'titled multi-select enum field', {
        type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('array')),
        items: (0,dsl/* req */.DQ)((0,dsl/* shape */.cW)({ anyOf: (0,dsl/* req */.DQ)((0,dsl/* array */.YO)((0,dsl/* ref */.KR)('TitledEnumOption'))) })),
        title: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        description: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        minItems: (0,dsl/* opt */.m7)(dsl/* integer */.nd),
        maxItems: (0,dsl/* opt */.m7)(dsl/* integer */.nd),
        default: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
    }, (0,dsl/* since */.XP)('2025-11-25')),
    (0,dsl/* define */.E8)('TitledEnumOption', 'enum option', { const: (0,dsl/* req */.DQ)(dsl/* string */.Yj), title: (0,dsl/* req */.DQ)(dsl/* string */.Yj) }, (0,dsl/* since */.XP)('2025-11-25')),
    (0,dsl/* define */.E8)('ElicitResult', 'elicitation response', {
        action: (0,dsl/* req */.DQ)((0,dsl/* oneOf */.yL)('accept', 'decline', 'cancel')),
        content: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)((0,dsl/* union */.KC)([
            (0,dsl/* option */.uK)('string', dsl/* string */.Yj),
            (0,dsl/* option */.uK)('number', dsl/* number */.ai),
            (0,dsl/* option */.uK)('boolean', dsl/* boolean */.zM),
            (0,dsl/* option */.uK)('list of strings', (0,dsl/* array */.YO)(dsl/* string */.Yj), (0,dsl/* since */.XP)('2025-11-25')),
        ]))),
        _meta: (0,dsl/* opt */.m7)(dsl/* object */.Ik, { until: '2025-11-25' }),
    }, (0,dsl/* since */.XP)('2025-06-18')),
];

;// CONCATENATED MODULE: ./src/protocol/model/content.ts
// Content blocks carried by tool results, prompt messages and sampling (MCP `ContentBlock` and members).

const meta = (0,dsl/* opt */.m7)(dsl/* object */.Ik, (0,dsl/* since */.XP)('2025-06-18'));
const content_definitions = [
    (0,dsl/* alias */.nK)('Role', 'role', (0,dsl/* oneOf */.yL)('assistant', 'user')),
    (0,dsl/* define */.E8)('Annotations', 'annotations', {
        audience: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)((0,dsl/* ref */.KR)('Role'))),
        priority: (0,dsl/* opt */.m7)(dsl/* unitInterval */.oM),
        lastModified: (0,dsl/* opt */.m7)(dsl/* string */.Yj, (0,dsl/* since */.XP)('2025-06-18')),
    }),
    (0,dsl/* define */.E8)('TextContent', 'text content', {
        type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('text')),
        text: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        annotations: (0,dsl/* opt */.m7)((0,dsl/* ref */.KR)('Annotations')),
        _meta: meta,
    }),
    (0,dsl/* define */.E8)('ImageContent', 'image content', {
        type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('image')),
        data: (0,dsl/* req */.DQ)({ kind: 'string', format: 'byte' }),
        mimeType: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        annotations: (0,dsl/* opt */.m7)((0,dsl/* ref */.KR)('Annotations')),
        _meta: meta,
    }),
    (0,dsl/* define */.E8)('AudioContent', 'audio content', {
        type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('audio')),
        data: (0,dsl/* req */.DQ)({ kind: 'string', format: 'byte' }),
        mimeType: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        annotations: (0,dsl/* opt */.m7)((0,dsl/* ref */.KR)('Annotations')),
        _meta: meta,
    }, (0,dsl/* since */.XP)('2025-03-26')),
    (0,dsl/* define */.E8)('ResourceLink', 'resource link', {
        type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('resource_link')),
        uri: (0,dsl/* req */.DQ)(dsl/* uri */.Hr),
        name: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        title: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        description: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        mimeType: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        size: (0,dsl/* opt */.m7)(dsl/* integer */.nd),
        annotations: (0,dsl/* opt */.m7)((0,dsl/* ref */.KR)('Annotations')),
        icons: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)((0,dsl/* ref */.KR)('Icon')), (0,dsl/* since */.XP)('2025-11-25')),
        _meta: meta,
    }, (0,dsl/* since */.XP)('2025-06-18')),
    (0,dsl/* define */.E8)('EmbeddedResource', 'embedded resource', {
        type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('resource')),
        resource: (0,dsl/* req */.DQ)((0,dsl/* union */.KC)([(0,dsl/* option */.uK)('text resource contents', (0,dsl/* ref */.KR)('TextResourceContents')), (0,dsl/* option */.uK)('blob resource contents', (0,dsl/* ref */.KR)('BlobResourceContents'))])),
        annotations: (0,dsl/* opt */.m7)((0,dsl/* ref */.KR)('Annotations')),
        _meta: meta,
    }),
    (0,dsl/* define */.E8)('TextResourceContents', 'text resource contents', {
        uri: (0,dsl/* req */.DQ)(dsl/* uri */.Hr),
        text: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        mimeType: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        _meta: meta,
    }),
    (0,dsl/* define */.E8)('BlobResourceContents', 'blob resource contents', {
        uri: (0,dsl/* req */.DQ)(dsl/* uri */.Hr),
        blob: (0,dsl/* req */.DQ)({ kind: 'string', format: 'byte' }),
        mimeType: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        _meta: meta,
    }),
    (0,dsl/* alias */.nK)('ContentBlock', 'content block', (0,dsl/* union */.KC)([
        (0,dsl/* option */.uK)('text content', (0,dsl/* ref */.KR)('TextContent')),
        (0,dsl/* option */.uK)('image content', (0,dsl/* ref */.KR)('ImageContent')),
        (0,dsl/* option */.uK)('audio content', (0,dsl/* ref */.KR)('AudioContent'), (0,dsl/* since */.XP)('2025-03-26')),
        (0,dsl/* option */.uK)('resource link', (0,dsl/* ref */.KR)('ResourceLink'), (0,dsl/* since */.XP)('2025-06-18')),
        (0,dsl/* option */.uK)('embedded resource', (0,dsl/* ref */.KR)('EmbeddedResource')),
    ], { key: 'type' })),
];

// EXTERNAL MODULE: ./src/protocol/model/descriptor.ts
var descriptor = __webpack_require__(4397);
;// CONCATENATED MODULE: ./src/protocol/model/identity.ts
// Server identity and capabilities (MCP `Implementation`, `Icon`, `ServerCapabilities`).

const LOGGING_DEPRECATED = {
    since: '2026-07-28',
    reason: "Logging is deprecated (SEP-2577); the log level now travels in each request's _meta",
};
/** Capability settings: any object (`{}` means supported with no settings). */
const settings = dsl/* object */.Ik;
const identity_definitions = [
    (0,dsl/* define */.E8)('Implementation', 'server info', {
        name: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        version: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        title: (0,dsl/* opt */.m7)(dsl/* string */.Yj, (0,dsl/* since */.XP)('2025-06-18')),
        description: (0,dsl/* opt */.m7)(dsl/* string */.Yj, (0,dsl/* since */.XP)('2025-11-25')),
        websiteUrl: (0,dsl/* opt */.m7)(dsl/* uri */.Hr, (0,dsl/* since */.XP)('2025-11-25')),
        icons: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)((0,dsl/* ref */.KR)('Icon')), (0,dsl/* since */.XP)('2025-11-25')),
    }),
    (0,dsl/* define */.E8)('Icon', 'icon', {
        src: (0,dsl/* req */.DQ)(dsl/* uri */.Hr),
        mimeType: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        sizes: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
        theme: (0,dsl/* opt */.m7)((0,dsl/* oneOf */.yL)('dark', 'light')),
    }, (0,dsl/* since */.XP)('2025-11-25')),
    (0,dsl/* define */.E8)('ServerCapabilities', 'capabilities', {
        experimental: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)(settings)),
        logging: (0,dsl/* opt */.m7)(settings, { deprecated: LOGGING_DEPRECATED }),
        completions: (0,dsl/* opt */.m7)(settings, (0,dsl/* since */.XP)('2025-03-26')),
        prompts: (0,dsl/* opt */.m7)((0,dsl/* shape */.cW)({ listChanged: (0,dsl/* opt */.m7)(dsl/* boolean */.zM) })),
        resources: (0,dsl/* opt */.m7)((0,dsl/* shape */.cW)({ subscribe: (0,dsl/* opt */.m7)(dsl/* boolean */.zM), listChanged: (0,dsl/* opt */.m7)(dsl/* boolean */.zM) })),
        tools: (0,dsl/* opt */.m7)((0,dsl/* shape */.cW)({ listChanged: (0,dsl/* opt */.m7)(dsl/* boolean */.zM) })),
        tasks: (0,dsl/* opt */.m7)((0,dsl/* shape */.cW)({
            list: (0,dsl/* opt */.m7)(dsl/* object */.Ik),
            cancel: (0,dsl/* opt */.m7)(dsl/* object */.Ik),
            requests: (0,dsl/* opt */.m7)((0,dsl/* shape */.cW)({ tools: (0,dsl/* opt */.m7)((0,dsl/* shape */.cW)({ call: (0,dsl/* opt */.m7)(dsl/* object */.Ik) })) })),
        }), (0,dsl/* only */.j6)('2025-11-25')),
        extensions: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)(dsl/* object */.Ik), (0,dsl/* since */.XP)('2026-07-28')),
    }),
];

;// CONCATENATED MODULE: ./src/protocol/model/resources.ts
// Resources, resource templates and prompts (MCP `Resource`, `ResourceTemplate`, `Prompt`, `PromptArgument`).

const title = (0,dsl/* opt */.m7)(dsl/* string */.Yj, (0,dsl/* since */.XP)('2025-06-18'));
const icons = (0,dsl/* opt */.m7)((0,dsl/* array */.YO)((0,dsl/* ref */.KR)('Icon')), (0,dsl/* since */.XP)('2025-11-25'));
const resources_meta = (0,dsl/* opt */.m7)(dsl/* object */.Ik, (0,dsl/* since */.XP)('2025-06-18'));
const resources_definitions = [
    (0,dsl/* define */.E8)('Resource', 'resource', {
        uri: (0,dsl/* req */.DQ)(dsl/* uri */.Hr),
        name: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        title,
        description: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        mimeType: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        size: (0,dsl/* opt */.m7)(dsl/* integer */.nd),
        annotations: (0,dsl/* opt */.m7)((0,dsl/* ref */.KR)('Annotations')),
        icons,
        _meta: resources_meta,
    }),
    (0,dsl/* define */.E8)('ResourceTemplate', 'resource template', {
        uriTemplate: (0,dsl/* req */.DQ)({ kind: 'string', format: 'uri-template' }),
        name: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        title,
        description: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        mimeType: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        annotations: (0,dsl/* opt */.m7)((0,dsl/* ref */.KR)('Annotations')),
        icons,
        _meta: resources_meta,
    }),
    (0,dsl/* define */.E8)('Prompt', 'prompt', {
        name: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        title,
        description: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        arguments: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)((0,dsl/* ref */.KR)('PromptArgument'))),
        icons,
        _meta: resources_meta,
    }),
    (0,dsl/* define */.E8)('PromptArgument', 'prompt argument', {
        name: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        title,
        description: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        required: (0,dsl/* opt */.m7)(dsl/* boolean */.zM),
    }),
];

;// CONCATENATED MODULE: ./src/protocol/model/tools.ts
// Tools and their results (MCP `Tool`, `ToolAnnotations`, `ToolExecution`, `CallToolResult`).

const tools_definitions = [
    (0,dsl/* define */.E8)('Tool', 'tool', {
        name: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        title: (0,dsl/* opt */.m7)(dsl/* string */.Yj, (0,dsl/* since */.XP)('2025-06-18')),
        description: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        inputSchema: (0,dsl/* req */.DQ)((0,dsl/* ref */.KR)('ToolInputSchema')),
        outputSchema: (0,dsl/* opt */.m7)((0,dsl/* ref */.KR)('ToolOutputSchema'), (0,dsl/* since */.XP)('2025-06-18')),
        annotations: (0,dsl/* opt */.m7)((0,dsl/* ref */.KR)('ToolAnnotations'), (0,dsl/* since */.XP)('2025-03-26')),
        execution: (0,dsl/* opt */.m7)((0,dsl/* ref */.KR)('ToolExecution'), (0,dsl/* only */.j6)('2025-11-25')),
        icons: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)((0,dsl/* ref */.KR)('Icon')), (0,dsl/* since */.XP)('2025-11-25')),
        _meta: (0,dsl/* opt */.m7)(dsl/* object */.Ik, (0,dsl/* since */.XP)('2025-06-18')),
    }),
    // Tool schemas are JSON Schemas: keywords beyond these are expected, and checked by mcp.tool.input-schema.
    (0,dsl/* define */.E8)('ToolInputSchema', 'input schema', {
        type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('object')),
        $schema: (0,dsl/* opt */.m7)(dsl/* string */.Yj, (0,dsl/* since */.XP)('2025-11-25')),
        properties: (0,dsl/* opt */.m7)(freeformMap(), { until: '2025-11-25' }),
        required: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj), { until: '2025-11-25' }),
    }, { freeform: true }),
    (0,dsl/* define */.E8)('ToolOutputSchema', 'output schema', {
        type: (0,dsl/* req */.DQ)((0,dsl/* versioned */.iF)(['2025-06-18', (0,dsl/* constant */.dY)('object')], ['2026-07-28', dsl/* any */.bz]), { requiredSpan: { until: '2025-11-25' } }),
        $schema: (0,dsl/* opt */.m7)(dsl/* string */.Yj, (0,dsl/* since */.XP)('2025-11-25')),
        properties: (0,dsl/* opt */.m7)(freeformMap(), { until: '2025-11-25' }),
        required: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj), { until: '2025-11-25' }),
    }, { since: '2025-06-18', freeform: true }),
    (0,dsl/* define */.E8)('ToolAnnotations', 'tool annotations', {
        title: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        readOnlyHint: (0,dsl/* opt */.m7)(dsl/* boolean */.zM),
        destructiveHint: (0,dsl/* opt */.m7)(dsl/* boolean */.zM),
        idempotentHint: (0,dsl/* opt */.m7)(dsl/* boolean */.zM),
        openWorldHint: (0,dsl/* opt */.m7)(dsl/* boolean */.zM),
    }, (0,dsl/* since */.XP)('2025-03-26')),
    (0,dsl/* define */.E8)('ToolExecution', 'tool execution', {
        taskSupport: (0,dsl/* opt */.m7)((0,dsl/* oneOf */.yL)('forbidden', 'optional', 'required')),
    }, (0,dsl/* only */.j6)('2025-11-25')),
    (0,dsl/* define */.E8)('CallToolResult', 'tool result', {
        content: (0,dsl/* req */.DQ)((0,dsl/* array */.YO)((0,dsl/* ref */.KR)('ContentBlock'))),
        isError: (0,dsl/* opt */.m7)(dsl/* boolean */.zM),
        structuredContent: (0,dsl/* opt */.m7)((0,dsl/* versioned */.iF)(['2025-06-18', dsl/* object */.Ik], ['2026-07-28', dsl/* any */.bz]), (0,dsl/* since */.XP)('2025-06-18')),
        // A wire-level field in 2026-07-28; a descriptor's example result is always a complete one.
        resultType: (0,dsl/* opt */.m7)((0,dsl/* constant */.dY)('complete'), (0,dsl/* since */.XP)('2026-07-28')),
        _meta: (0,dsl/* opt */.m7)(dsl/* object */.Ik),
    }),
];
/** `properties` of a tool schema: each value is a subschema object (boolean subschemas are not allowed until 2026-07-28). */
function freeformMap() {
    return (0,dsl/* map */.Tj)((0,dsl/* freeform */.B)({}));
}

;// CONCATENATED MODULE: ./src/protocol/model/index.ts








/**
 * MCP's objects (and the descriptor's envelope) on the protocol's version axis. A key no version defines
 * is reported as unknown: clients ignore it, so it is nearly always a typo.
 */
const PROTOCOL_MODEL = new check/* Model */.Kx(versions/* PROTOCOL_AXIS */.$M, [...descriptor/* definitions */.B, ...identity_definitions, ...tools_definitions, ...content_definitions, ...resources_definitions, ...definitions], true);
/** Every definition of the protocol model, by name. */
const DEFINITIONS = new Map(PROTOCOL_MODEL.names.map((name) => [name, PROTOCOL_MODEL.definition(name)]));
function definition(name) {
    return PROTOCOL_MODEL.definition(name);
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

/***/ 6314:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  xL: () => (/* binding */ ConfigError),
  p1: () => (/* binding */ ignoresFor),
  Z9: () => (/* binding */ loadConfig),
  zc: () => (/* binding */ settingsFor),
  Ku: () => (/* binding */ withGlobs)
});

// UNUSED EXPORTS: DEFAULT_CONFIG, DEFAULT_CONFIG_FILE, DEFAULT_INCLUDE, DEFAULT_LIMITS, levelAlias, parseConfig, ruleSetting, unusedIgnores, withRules

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/util/printable.ts
var printable = __webpack_require__(1095);
// EXTERNAL MODULE: ./src/runner/read.ts
var runner_read = __webpack_require__(9808);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/formats/index.ts + 172 modules
var formats = __webpack_require__(3654);
// EXTERNAL MODULE: ./src/parse/parse.ts + 7 modules
var parse = __webpack_require__(3565);
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

// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./src/runner/defaults.ts
var defaults = __webpack_require__(1634);
;// CONCATENATED MODULE: ./src/runner/config.ts
/**
 * `.mcpdesc.yaml`: which files to lint, per-rule levels, and input limits. Parsing is pure and
 * strict: an unknown key, rule id or level is a usage error that names the accepted values.
 */















/** Every format's usual paths (src/formats): which files a folder search looks at by default. */
const DEFAULT_INCLUDE = formats/* FORMAT_PATHS */.nv;
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
/**
 * The `ignore:` entries that suppressed nothing although their globs matched a file that was checked
 * (a run over fewer files does not make the others' entries unused), as "ignore[i] (rule in files)".
 */
function unusedIgnores(config, results) {
    const checked = results.filter((r) => r.skipped === undefined);
    return config.ignore.flatMap((entry, index) => {
        const files = checked.filter((r) => matches(entry.files, r.path));
        // A suppression does not name its entry: one of the same rule and reason in a file the entry matches counts.
        const used = files.some((r) => (r.suppressed ?? []).some((f) => f.suppression?.kind === 'external' && f.suppression.justification === entry.reason && f.ruleId === entry.rule));
        return files.length > 0 && !used ? [`ignore[${index}] (${entry.rule} in ${entry.files.join(', ')})`] : [];
    });
}
/** Compiled globs, shared by the run (a cache: it cannot change a result). */
const MATCHERS = new Map();
function matches(globs, path) {
    const key = JSON.stringify(globs);
    let matcher = MATCHERS.get(key);
    if (!matcher) {
        matcher = picomatch_default()([...globs], { dot: true });
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
 * given, `.mcpdesc.yaml` in `cwd` if it exists.
 */
async function loadConfig(path, cwd, catalogue, option) {
    const name = path ?? defaults/* DEFAULT_CONFIG_FILE */.Cu;
    const absolute = (0,external_node_path_.resolve)(cwd, name);
    if (path === undefined && !(0,external_node_fs_.existsSync)(absolute) && !isLink(absolute))
        return DEFAULT_CONFIG;
    // The configuration comes from the pull request too: read under the same policy as linted files.
    const read = (0,runner_read/* readDescriptor */.q)(absolute, cwd, MAX_CONFIG_BYTES);
    if (!read.ok) {
        const code = /\((E[A-Z]+)\)/.exec(read.message)?.[1] ?? (/a directory/.test(read.message) ? 'EISDIR' : undefined);
        throw new ConfigError(`cannot read the configuration file ${name} (${code ?? read.message.replace(/\.$/, '')}). Check the ${option} path.`);
    }
    return parseConfig(read.text, name, catalogue);
}
/** A configuration file is small; a larger one is a mistake or an attack. */
const MAX_CONFIG_BYTES = 1024 * 1024;
function isLink(path) {
    try {
        return (0,external_node_fs_.lstatSync)(path).isSymbolicLink();
    }
    catch {
        return false;
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

/***/ 1634:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Cu: () => (/* binding */ DEFAULT_CONFIG_FILE),
/* harmony export */   VG: () => (/* binding */ AUTO_PARALLEL_MS),
/* harmony export */   uy: () => (/* binding */ AUTO_PROBE_MS),
/* harmony export */   vy: () => (/* binding */ DEFAULT_BASELINE_FILE)
/* harmony export */ });
/**
 * Defaults the CLI's help text quotes, in a module of their own so that `mcpdesc --help` loads none of
 * the engine (and `lint` no baseline code when there is no baseline). See run.ts for how automatic
 * parallelism uses the two limits.
 */
const DEFAULT_CONFIG_FILE = '.mcpdesc.yaml';
const DEFAULT_BASELINE_FILE = '.mcpdesc-baseline.json';
const AUTO_PROBE_MS = 300;
/** Workers pay only past about 5 s of work here: `npm run bench` measured them 25 % slower at 1.3 s, 17 % at 2.6 s, even at 5 s. */
const AUTO_PARALLEL_MS = 5_000;


/***/ }),

/***/ 9808:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ readDescriptor)
/* harmony export */ });
/* unused harmony export decodeRead */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _parse_lines_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2060);
/* harmony import */ var _util_file_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3609);
/* harmony import */ var _util_utf8_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9605);
/**
 * Reads a descriptor as untrusted input: only regular files, only inside the workspace (symlinks are
 * resolved and checked), only up to the size limit, and only valid UTF-8. Anything else becomes a
 * finding on that file, never an exception.
 */





const FIRST_CHARACTER = { start: { line: 1, column: 1 }, end: { line: 1, column: 2 } };
/**
 * Synchronous on purpose: linting is CPU-bound and goes one file at a time, and five small system calls
 * cost far less done directly than through the thread pool and promises.
 */
function readDescriptor(absolute, root, maxBytes) {
    const refuse = (message) => ({ ok: false, ruleId: 'mcpdesc.document.file', message });
    try {
        const path = (0,_util_file_names_js__WEBPACK_IMPORTED_MODULE_2__/* .fsPath */ .Jk)(absolute);
        const link = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)(path).isSymbolicLink();
        const target = resolvedTarget(path);
        if (link && !target)
            return refuse('This symlink points to nothing that exists, so there is no descriptor to check. Fix or remove the link.');
        const realRoot = realRootOf(root);
        if (link && target && !within(realRoot, target)) {
            return refuse('This symlink points outside the workspace, so mcpdesc did not read it: descriptors in a pull request must not reach files beyond the repository. Replace the link with the file itself.');
        }
        // A version-control folder holds credentials (actions/checkout keeps its token in .git/config): never read, however it is reached.
        if (inVcsFolder(realRoot, target ?? absolute) || inVcsFolder(root, absolute)) {
            return refuse("This file is inside a version-control folder (.git, .hg or .svn), which mcpdesc never reads: such folders hold credentials, such as the token actions/checkout keeps in .git/config. Lint the repository's own files instead.");
        }
        // O_NONBLOCK keeps a FIFO swapped in after the check from blocking the open.
        const handle = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.openSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NONBLOCK);
        try {
            const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.fstatSync)(handle);
            if (!stats.isFile())
                return refuse(`This path is ${kindOf(stats)}, not a regular file, so mcpdesc did not read it. Descriptors must be ordinary files.`);
            if (stats.size > maxBytes) {
                return {
                    ok: false,
                    ruleId: 'mcpdesc.document.limits',
                    message: `The file is ${stats.size} bytes, more than the limit of ${maxBytes}; mcpdesc did not read it. Split the descriptor or raise limits.maxFileBytes.`,
                    range: FIRST_CHARACTER,
                };
            }
            const buffer = Buffer.allocUnsafe(Math.min(stats.size, maxBytes) + 1);
            const bytesRead = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readSync)(handle, buffer, 0, buffer.length, 0);
            if (bytesRead > maxBytes) {
                return {
                    ok: false,
                    ruleId: 'mcpdesc.document.limits',
                    message: `The file grew past the limit of ${maxBytes} bytes while being read; mcpdesc did not check it.`,
                    range: FIRST_CHARACTER,
                };
            }
            return decode(buffer.subarray(0, bytesRead));
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.closeSync)(handle);
        }
    }
    catch (error) {
        const code = error.code ?? 'error';
        return refuse(`mcpdesc could not read this file (${code}). Check that it exists and is readable.`);
    }
}
// realpath(3) in one call: Node's JavaScript realpathSync makes a system call per path component, which
// was a tenth of a run on small files.
const realpath = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native;
let lastRoot;
/** The workspace root resolved, once per root: every file of a run asks for the same one. */
function realRootOf(root) {
    if (lastRoot?.root !== root)
        lastRoot = { root, real: realpath(root) };
    return lastRoot.real;
}
function resolvedTarget(path) {
    try {
        return (0,_util_file_names_js__WEBPACK_IMPORTED_MODULE_2__/* .decodeFileName */ .qL)(realpath(path, { encoding: 'buffer' }));
    }
    catch {
        return undefined;
    }
}
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });
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
function decode(bytes) {
    try {
        return { ok: true, text: STRICT_UTF8.decode(bytes) };
    }
    catch {
        const offset = Math.max(0, (0,_util_utf8_js__WEBPACK_IMPORTED_MODULE_3__/* .firstInvalidUtf8 */ .v)(bytes));
        const before = new TextDecoder('utf-8').decode(bytes.subarray(0, offset));
        const lines = new _parse_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .LineIndex */ .r(before);
        const start = lines.position(before.length);
        return {
            ok: false,
            ruleId: 'mcpdesc.document.file',
            message: `The file is not valid UTF-8 (byte 0x${bytes[offset].toString(16).padStart(2, '0')} at offset ${offset}). JSON and YAML descriptors must be UTF-8: re-save the file as UTF-8.`,
            range: { start, end: { line: start.line, column: start.column + 1 } },
        };
    }
}
const VCS_FOLDERS = new Set(['.git', '.hg', '.svn']);
/** Whether a path passes through a version-control folder (counted from `root` when it lies inside it). */
function inVcsFolder(root, path) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, path);
    const parts = (rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel) ? path : rel).split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep);
    return parts.some((part) => VCS_FOLDERS.has(part));
}
function within(root, target) {
    const rel = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.relative)(root, target);
    return rel === '' || (!rel.startsWith('..') && !(0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel));
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

/***/ 7751:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AUTO_PARALLEL_MS: () => (/* reexport */ defaults/* AUTO_PARALLEL_MS */.VG),
  AUTO_PROBE_MS: () => (/* reexport */ defaults/* AUTO_PROBE_MS */.uy),
  lintFile: () => (/* binding */ lintFile),
  lintPaths: () => (/* binding */ lintPaths),
  lintRead: () => (/* binding */ lintRead),
  parallelPays: () => (/* binding */ parallelPays),
  serveLintWorker: () => (/* binding */ serveLintWorker),
  withGroups: () => (/* binding */ withGroups)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/engine/lint.ts + 12 modules
var lint = __webpack_require__(6659);
// EXTERNAL MODULE: ./src/formats/consistency/group.ts
var group = __webpack_require__(2200);
// EXTERNAL MODULE: ./src/runner/config.ts + 1 modules
var runner_config = __webpack_require__(6314);
// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/picomatch/index.js
var picomatch = __webpack_require__(4006);
var picomatch_default = /*#__PURE__*/__webpack_require__.n(picomatch);
// EXTERNAL MODULE: ./src/util/file-names.ts
var file_names = __webpack_require__(3609);
;// CONCATENATED MODULE: ./src/runner/discover.ts
/**
 * Finds candidate MCP files. A directory is searched for files matching the include globs (by default
 * every format's usual paths; minus the exclude globs), skipping dependency and VCS folders and never
 * following symlinked directories; a file named explicitly is always linted. Which format a file is,
 * and whether it is an MCP file at all, the engine decides from its content.
 */




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
    return external_node_path_.sep === '/' ? path : path.split(external_node_path_.sep).join('/');
}
function displayPath(root, absolute) {
    const rel = (0,external_node_path_.relative)(root, absolute);
    return toPosix(rel === '' ? '.' : rel);
}
async function discover(paths, options) {
    const { included, excluded } = matchers(options);
    const found = new Map();
    const add = (absolute, explicit = false) => {
        if (!explicit && found.has(absolute))
            return;
        found.set(absolute, { absolute, path: displayPath(options.root, absolute), ...(explicit ? { explicit } : {}) });
    };
    const walk = async (dir, base) => {
        let entries;
        try {
            entries = await readDirectory(dir);
        }
        catch {
            return; // Unreadable folders are skipped, as git and ESLint do.
        }
        for (const entry of entries) {
            const absolute = (0,external_node_path_.join)(dir, entry.name);
            const rel = matchPath(options.root, base, absolute);
            if (entry.isDirectory()) {
                // A folder named like an MCP file (a submodule "x.mcp.json") is listed, and gets a finding saying it is no file.
                if (included(rel) && !excluded(rel))
                    add(absolute);
                else if (!SKIPPED_DIRECTORIES.has(entry.name) && !excludedFolder(excluded, rel))
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
        const absolute = (0,external_node_path_.isAbsolute)(input) ? input : (0,external_node_path_.resolve)(options.root, input);
        const stats = await (0,promises_.lstat)((0,file_names/* fsPath */.Jk)(absolute)).catch(() => undefined);
        if (!stats) {
            missing.push(input);
        }
        else if (stats.isDirectory()) {
            const before = found.size;
            await walk(absolute, absolute);
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
        const absolute = (0,external_node_path_.isAbsolute)(input) ? input : (0,external_node_path_.resolve)(options.root, input);
        const stats = await (0,promises_.lstat)((0,file_names/* fsPath */.Jk)(absolute)).catch(() => undefined);
        if (stats)
            inputs.push({ absolute, directory: stats.isDirectory() });
        else
            missing.push(input);
    }
    const found = new Map();
    for (const candidate of candidates) {
        const absolute = (0,external_node_path_.resolve)(options.root, candidate);
        const wanted = inputs.some((input) => {
            if (!input.directory)
                return input.absolute === absolute;
            const inside = (0,external_node_path_.relative)(input.absolute, absolute);
            if (inside === '' || inside.startsWith('..') || (0,external_node_path_.isAbsolute)(inside))
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
        const stats = await (0,promises_.lstat)((0,file_names/* fsPath */.Jk)(absolute)).catch(() => undefined);
        const explicit = inputs.some((input) => !input.directory && input.absolute === absolute);
        if (stats && (stats.isFile() || stats.isSymbolicLink()))
            found.set(absolute, { absolute, path: displayPath(options.root, absolute), ...(explicit ? { explicit } : {}) });
    }
    // Only the changed files were asked about, so a folder without any is no mistake.
    return { files: sorted(found), missing, empty: [] };
}
/** A folder's entries by name; names are read as bytes, so one that is not UTF-8 still leads back to its file. */
async function readDirectory(dir) {
    const entries = (await (0,promises_.readdir)((0,file_names/* fsPath */.Jk)(dir), { withFileTypes: true, encoding: 'buffer' })).map((entry) => ({
        name: (0,file_names/* decodeFileName */.qL)(entry.name),
        isDirectory: () => entry.isDirectory(),
        isFile: () => entry.isFile(),
        isSymbolicLink: () => entry.isSymbolicLink(),
    }));
    return entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
function matchers(options) {
    return {
        included: picomatch_default()([...options.include], { dot: true }),
        excluded: options.exclude.length > 0 ? picomatch_default()([...options.exclude], { dot: true }) : () => false,
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
    const rel = (0,external_node_path_.relative)(root, absolute);
    return toPosix(rel.startsWith('..') ? (0,external_node_path_.relative)(base, absolute) : rel);
}

// EXTERNAL MODULE: ./src/runner/pool.ts
var pool = __webpack_require__(7430);
// EXTERNAL MODULE: ./src/runner/read.ts
var read = __webpack_require__(9808);
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
        const own = flat(s);
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
    const finding = (f) => ({
        ruleId: text(f.ruleId),
        level: f.level,
        message: text(f.message),
        path: text(f.path),
        pointer: text(f.pointer),
        range: range(f.range),
        ...(f.excerpt ? { excerpt: excerpt(f.excerpt) } : {}),
        ...(f.fingerprint !== undefined ? { fingerprint: text(f.fingerprint) } : {}),
        ...(f.suppression ? { suppression: suppression(f.suppression) } : {}),
        ...(f.related ? { related: f.related.map(related) } : {}),
    });
    return (result) => ({
        path: text(result.path),
        format: result.format === null ? null : text(result.format),
        version: result.version === null ? null : text(result.version),
        ...(result.skipped !== undefined ? { skipped: text(result.skipped) } : {}),
        findings: result.findings.map(finding),
        ...(result.suppressed ? { suppressed: result.suppressed.map(finding) } : {}),
    });
}
/** A copy of `s` that shares no memory with the string it was cut from. */
function flat(s) {
    return s.length < 13 ? s : Buffer.from(s, 'utf16le').toString('utf16le');
}

;// CONCATENATED MODULE: ./src/runner/workspace.ts
/**
 * The engine's view of the repository around a file (src/formats/types.ts `Workspace`), read under the
 * same policy as linted files: only inside the workspace (symlinks resolved), never under a VCS folder,
 * only regular files, never more than asked for.
 */


const VCS = new Set(['.git', '.hg', '.svn']);
/** realpath(3) in one call (Node's JavaScript realpathSync makes a system call per path component). */
const realpath = external_node_fs_.realpathSync.native;
function fsWorkspace(root) {
    let realRoot;
    const inside = (path) => {
        if (path === '')
            return (realRoot ??= safeRealpath(root));
        if ((0,external_node_path_.isAbsolute)(path) || path.split('/').some((part) => part === '..' || VCS.has(part)))
            return undefined;
        const absolute = (0,external_node_path_.join)(root, ...path.split('/'));
        try {
            realRoot ??= realpath(root);
            const real = realpath(absolute);
            const rel = (0,external_node_path_.relative)(realRoot, real);
            if (rel === '')
                return real;
            if (rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel) || rel.split(external_node_path_.sep).some((part) => VCS.has(part)))
                return undefined;
            return real;
        }
        catch {
            return undefined;
        }
    };
    return {
        kind(path) {
            const real = inside(path);
            if (!real)
                return undefined;
            try {
                const stats = (0,external_node_fs_.lstatSync)(real);
                return stats.isFile() ? 'file' : stats.isDirectory() ? 'directory' : undefined;
            }
            catch {
                return undefined;
            }
        },
        head(path, max) {
            const real = inside(path);
            if (!real)
                return undefined;
            let handle;
            try {
                handle = (0,external_node_fs_.openSync)(real, external_node_fs_.constants.O_RDONLY | external_node_fs_.constants.O_NONBLOCK);
                if (!(0,external_node_fs_.fstatSync)(handle).isFile())
                    return undefined;
                const buffer = Buffer.alloc(Math.max(0, Math.min(max, 16 * 1024 * 1024)));
                const read = (0,external_node_fs_.readSync)(handle, buffer, 0, buffer.length, 0);
                return buffer.subarray(0, read);
            }
            catch {
                return undefined;
            }
            finally {
                if (handle !== undefined)
                    (0,external_node_fs_.closeSync)(handle);
            }
        },
        list(path, max) {
            const real = inside(path);
            if (!real)
                return undefined;
            // A folder is read entry by entry, so a huge one costs no more than `max` names.
            try {
                const dir = (0,external_node_fs_.opendirSync)(real);
                const names = [];
                try {
                    for (let entry = dir.readSync(); entry !== null && names.length < max; entry = dir.readSync()) {
                        if (!VCS.has(entry.name))
                            names.push(entry.name);
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
        return realpath(path);
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
 * File contents (`head`) are not kept (they would pin memory); a path that is not a file is not read.
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

// EXTERNAL MODULE: ./src/runner/defaults.ts
var defaults = __webpack_require__(1634);
;// CONCATENATED MODULE: ./src/runner/run.ts
/**
 * Lints files on disk: discover → read (safely) → lint each in the engine. Returns data; printing and
 * exit codes belong to the CLI and the action.
 */












/**
 * Automatic parallelism decides on measured work, not on a file count: the run starts in this thread
 * and, after AUTO_PROBE_MS, projects the time the rest would take here from the bytes linted so far
 * and the bytes left. Only when that is more than AUTO_PARALLEL_MS does it share the rest with a worker
 * per other core. Each worker loads the bundle and compiles its own validators (a few hundred milliseconds on
 * the 2-core bench machine), so workers pay only on seconds of work, and the probe's files are never
 * linted twice: automatic mode is never slower than one thread by more than the workers' start-up on a
 * run that was already long. `npm run bench` checks it against every fixed --jobs on each corpus.
 */

/** Whether the rest of a run is worth workers: its projected time in this thread is over AUTO_PARALLEL_MS. */
function parallelPays(probe, rest) {
    const projected = probe.bytes > 0 ? (probe.ms * rest.bytes) / probe.bytes : (probe.ms * rest.files) / Math.max(1, probe.files);
    return projected > defaults/* AUTO_PARALLEL_MS */.VG;
}
async function lintPaths(paths, options) {
    const { config, root } = options;
    const globs = { root, include: config.include, exclude: config.exclude };
    const discovery = options.only ? await discoverAmong(await withGroups(options.only, globs), paths, globs) : await discover(paths, globs);
    const files = discovery.files;
    const run = { ...options, workspace: runWorkspace(root), retain: retainer() };
    const cores = (0,external_node_os_.availableParallelism)();
    const results = options.jobs === undefined && cores > 1 && files.length > 2
        ? await lintAuto(files, run, cores)
        : await lintOn(files, run, Math.min(files.length, cores, options.jobs ?? 1));
    return { results, missing: discovery.missing, empty: discovery.empty };
}
/** The candidates plus the MCP files whose group is the folder of a candidate package manifest. */
async function withGroups(only, globs) {
    const folders = new Set([...only].filter(group/* isPackageManifest */.ub).map(group/* folderOf */.yS));
    if (folders.size === 0)
        return only;
    const workspace = fsWorkspace(globs.root);
    const expanded = new Set(only);
    for (const dir of folders) {
        const { files } = await discover([dir === '' ? globs.root : (0,external_node_path_.join)(globs.root, ...dir.split('/'))], globs);
        for (const file of files)
            if ((0,group/* groupOf */.F8)(workspace, file.path) === dir)
                expanded.add(file.path);
    }
    return expanded;
}
/**
 * The workspace a run's files share, with what it read remembered: every file of a folder asks the same
 * questions about the folders above it (is there a package manifest here?), and a run does not change
 * the repository it reads. One per run (per worker thread, in a pool).
 */
function runWorkspace(root) {
    return cachedWorkspace(fsWorkspace(root));
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
/**
 * Automatic --jobs: this thread for AUTO_PROBE_MS, then workers for the rest when `parallelPays`. The
 * first file is left out of the estimate (it pays for loading and compiling what every file shares).
 * The load average is not consulted: it counts this run's own work and the runs just before it, so it
 * kept workers off cores that were free (the bench measured automatic mode at 0.7x of --jobs 2).
 */
async function lintAuto(files, options, cores) {
    const results = [await lintKept(files[0], options)];
    const start = performance.now();
    let bytes = 0;
    while (results.length < files.length && performance.now() - start < defaults/* AUTO_PROBE_MS */.uy) {
        const file = files[results.length];
        results.push(await lintKept(file, options));
        bytes += sizeOf(file);
    }
    if (results.length === files.length)
        return results;
    const rest = files.slice(results.length);
    const probe = { ms: performance.now() - start, bytes, files: results.length - 1 };
    const pays = cores > 1 && parallelPays(probe, { bytes: rest.reduce((n, file) => n + sizeOf(file), 0), files: rest.length });
    results.push(...(await lintOn(rest, options, pays ? Math.min(rest.length, cores) : 1)));
    return results;
}
/** A file's size for the automatic --jobs estimate; 0 when it cannot be read (it is reported when linted). */
function sizeOf(file) {
    try {
        return (0,external_node_fs_.statSync)(file.absolute).size;
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
/** `lintFile`, with a crash turned into an `mcpdesc.internal` finding on the file instead of failing the run. */
async function lintFileSafely(file, options) {
    try {
        return await lintFile(file, options);
    }
    catch (error) {
        return crashedFile(file, error instanceof Error ? `${error.name}: ${error.message}` : String(error), options);
    }
}
function crashedFile(file, why, options) {
    return (0,lint/* crashed */.zB)(file.path, why, engineOptions(file, options));
}
async function lintFile(file, options) {
    return lintRead(file, (0,read/* readDescriptor */.q)(file.absolute, options.root, options.config.limits.maxFileBytes), options);
}
/** Lints what was read for a file (from disk, or from a stream such as standard input). */
function lintRead(file, read, options) {
    if (!read.ok)
        return (0,lint/* unreadable */.O$)(file.path, read, engineOptions(file, options));
    return (0,lint/* lintSource */.nr)(file.path, read.text, engineOptions(file, options));
}
function engineOptions(file, options) {
    const { catalogue, config, root, needs, workspace } = options;
    return {
        catalogue,
        settings: (0,runner_config/* settingsFor */.zc)(config, file.path),
        limits: config.limits,
        ignore: (0,runner_config/* ignoresFor */.p1)(config, file.path),
        ...(workspace ? { workspace } : root ? { workspace: fsWorkspace(root) } : {}),
        ...(needs ? { needs } : {}),
        ...(file.explicit ? { explicit: true } : {}),
    };
}
/** In a pool worker: lint the batches the main thread sends (called by the entry points). */
function serveLintWorker() {
    let workspace;
    (0,pool/* servePool */.A_)((file, options) => lintFileSafely(file, { ...options, workspace: (workspace ??= runWorkspace(options.root)) }));
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
    verdicts = new WeakMap();
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
    let count = 0;
    const stack = [value];
    while (stack.length > 0 && count <= stop) {
        const current = stack.pop();
        count++;
        if (Array.isArray(current)) {
            for (const item of current)
                stack.push(item);
        }
        else if (current !== null && typeof current === 'object') {
            const object = current;
            for (const key of Object.keys(object))
                stack.push(object[key]);
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
/**
 * The dialect of a JSON Schema inside an MCP object (a tool's inputSchema or outputSchema, an
 * elicitation's requestedSchema). From 2025-11-25 MCP lets a schema name its dialect with `$schema`
 * and defaults to 2020-12. Earlier versions state no dialect; their own schema files are draft-07,
 * so mcpdesc reads tool schemas of those versions as draft-07 and ignores `$schema` there (the
 * field-availability rule points out that those versions do not define it).
 */
function mcpSchemaDialect(schema, version) {
    const modern = (0,_protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .compareVersions */ .Zy)(version, '2025-11-25') >= 0;
    if (!modern)
        return { dialect: 'draft-07', declared: false };
    const declared = (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(schema) ? schema.$schema : undefined;
    if (typeof declared !== 'string')
        return { dialect: '2020-12', declared: false };
    const dialect = dialectOfUri(declared);
    return dialect ? { dialect, declared: true } : { unsupported: declared };
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

/***/ 8580:
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
// EXTERNAL MODULE: external "node:worker_threads"
var external_node_worker_threads_ = __webpack_require__(5919);
;// CONCATENATED MODULE: ./src/schema/regex-sandbox.ts
/**
 * Runs one JavaScript regular expression test in a worker thread and waits for it synchronously,
 * up to a deadline (ajv calls `test` synchronously from validation code). When the deadline passes the
 * worker is terminated, which stops even a catastrophically backtracking match.
 */

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
        this.worker = new external_node_worker_threads_.Worker(WORKER_SOURCE, {
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
    const linear = toRe2(pattern, flags);
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
/* harmony export */   Ub: () => (/* binding */ vendoredRe2js),
/* harmony export */   Xd: () => (/* binding */ vendoredYaml),
/* harmony export */   n$: () => (/* binding */ vendoredAjv)
/* harmony export */ });
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Dependencies a run may never need, loaded the first time one is: most schemas are plain
 * (schema/plain-schema.ts), so most files need no ajv, and only files with patterns need re2js; the
 * YAML and JSONC parsers serve only files (and configurations) in those syntaxes. Each
 * lives in vendor/<name>/index.cjs; the bundles build those modules into files of their own beside
 * their chunks (scripts/bundle.js), at the same relative paths, so a start-up neither compiles nor runs
 * them until asked. Loading stays synchronous, as the schema checker needs.
 */

let ajv;
let re2js;
let yaml;
let jsonc;
function vendoredAjv() {
    ajv ??= (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url)('./vendor/ajv/index.cjs');
    return ajv;
}
function vendoredRe2js() {
    re2js ??= (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url)('./vendor/re2js/index.cjs');
    return re2js;
}
function vendoredYaml() {
    yaml ??= (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url)('./vendor/yaml/index.cjs');
    return yaml;
}
function vendoredJsonc() {
    jsonc ??= (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(import.meta.url)('./vendor/jsonc/index.cjs');
    return jsonc;
}


/***/ }),

/***/ 6065:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GS: () => (/* binding */ splitPointer),
/* harmony export */   Kn: () => (/* binding */ joinPointer),
/* harmony export */   Yg: () => (/* binding */ parentPointer),
/* harmony export */   pv: () => (/* binding */ escapeSegment),
/* harmony export */   sM: () => (/* binding */ getAt)
/* harmony export */ });
/* unused harmony export unescapeSegment */
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
    let current = root;
    for (const segment of splitPointer(pointer)) {
        if (current === null || typeof current !== 'object' || !Object.hasOwn(current, segment)) {
            return undefined;
        }
        current = current[segment];
    }
    return current;
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
        [previous2, previous, current] = [previous, current, previous2];
    }
    return Math.min(previous[b.length], Number.isFinite(limit) ? limit : previous[b.length]);
}


/***/ })

};
