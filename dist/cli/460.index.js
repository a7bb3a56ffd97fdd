// mcpdesc chunk b87c086bfc7aa3e4478b8976709b003d6d37ac7a9aa963a5b87db2bc82ea827c
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 460;
__mcpdesc_chunk.ids = [460];
__mcpdesc_chunk.modules = {

/***/ 7857:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gm: () => (/* binding */ runMemo),
/* harmony export */   e3: () => (/* binding */ memoKey),
/* harmony export */   nP: () => (/* binding */ defineFormat),
/* harmony export */   yr: () => (/* binding */ documentRule)
/* harmony export */ });
/* harmony import */ var _version_merge_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8965);

function memoKey(name) {
    return { name };
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
                    const merger = new _version_merge_js__WEBPACK_IMPORTED_MODULE_0__/* .VersionMerger */ .v(scope.versions);
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

/***/ 8965:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ VersionMerger)
/* harmony export */ });
/* unused harmony export phraseVersions */
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


/***/ })

};

})
