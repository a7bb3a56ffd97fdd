// mcpdesc chunk 1e2e59a5fee32da540c2c19e7c31851fd95682c2ddb650ed71e70b2cdf29aafe
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 2060;
__mcpdesc_chunk.ids = [2060];
__mcpdesc_chunk.modules = {

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
