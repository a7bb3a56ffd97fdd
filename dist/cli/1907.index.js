// mcpdesc chunk 3467f3be68c7d4df9bdcb33f53d6212d2d5b1a30796c9f1e73373dc96c2f718c
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 1907;
__mcpdesc_chunk.ids = [1907];
__mcpdesc_chunk.modules = {

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
// EXTERNAL MODULE: ./src/formats/types.ts
var types = __webpack_require__(7857);
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
    if (selection.negotiated && context.version !== context.versions[context.versions.length - 1])
        return;
    for (const { surface, issue } of surfaceIssues(context)) {
        if (!selection.issues.includes(issue.kind))
            continue;
        if (selection.only && !selection.only.includes(surface.kind))
            continue;
        if (selection.except?.includes(surface.kind))
            continue;
        if (wrappedBySdk(context, surface, issue))
            continue;
        const unquoted = unquotedString(context, issue);
        // Quoting what the user wrote is certain: the string they meant is the text they typed.
        const fix = unquoted
            ? { value: unquoted.raw, description: `Quote ${unquoted.raw}` }
            : (0,engine_fix/* missingKeyFix */.v9)(issue.pointer, issue.missing, (0,pointer/* getAt */.sM)(context.descriptor, issue.pointer));
        const worded = selection.negotiated ? negotiatedWording : wording;
        context.report(issue.pointer, unquoted?.message ?? worded(context, issue, STEPS.includes(surface.kind)), issue.target, fix);
    }
}
/** The version that first allows an `outputSchema` whose root is no object. */
const ANY_OUTPUT_ROOT = '2026-07-28';
/**
 * An `outputSchema` root that is no object, in a source file whose SDK wraps it in `{result: \u2026}` for the
 * clients of versions before 2026-07-28: they receive an object schema, so nothing is wrong on their wire.
 */
function wrappedBySdk(context, surface, issue) {
    return (surface.kind === 'tool' &&
        context.parsed.inventory?.wrapsOutputSchemas === true &&
        protocol_versions/* PROTOCOL_AXIS */.$M.compare(context.version, ANY_OUTPUT_ROOT) < 0 &&
        /^\/tools\/\d+\/outputSchema(?:\/type)?$/.test(issue.pointer));
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
 * The message for a file read in the versions its server's SDK speaks, in the newest of them (`v`): nothing
 * to declare, so the advice is about the SDK release or the field.
 */
function negotiatedWording(context, issue) {
    if (!issue.availability)
        return issue.message;
    const { subject, exists, versions } = issue.availability;
    const v = context.version;
    if (versions.every((other) => protocol_versions/* PROTOCOL_AXIS */.$M.compare(other, v) > 0)) {
        return `${subject} in ${v}, the newest protocol version of the SDK release the server's package names; it exists ${exists}. If the server sends it, it runs a newer release: raise the SDK requirement (and the lockfile's pin) to one that speaks it; if you wrote it by hand, remove it.`;
    }
    const newest = v === protocol_versions/* LATEST */.k0 ? 'the newest protocol version' : "the newest protocol version the server's SDK speaks";
    return `${subject} in ${v}, ${newest}; it exists ${exists}, and clients on ${v} ignore it. Remove it, unless the server sends it to clients of older versions.`;
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
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4976);
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6065);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8127);
/* harmony import */ var _tool_schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1493);




const ALLOWED = /^[A-Za-z0-9_.-]+$/;
const MAX_LENGTH = 128;
// One wording for every version, so a file that declares several gets one finding per name.
const WHY = 'Tool names should use only A-Z, a-z, 0-9, "_", "-" and "." (MCP\'s naming guidance; clients and model APIs reject other names in every protocol version), so that every client and model can call them';
/**
 * Tool names have 1 to 128 characters from A-Z, a-z, 0-9, "_", "-" and ".". MCP says so from 2025-11-25,
 * but clients and model APIs reject other names in every version, so older descriptors are checked too.
 */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .descriptorRule */ .wU)('mcp.tool.name-format', (context) => {
    for (const { tool, pointer } of (0,_tool_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .tools */ .Yl)(context)) {
        const name = tool.name;
        if (typeof name !== 'string')
            continue;
        const at = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .joinPointer */ .Kn)(pointer, 'name');
        if (name.length === 0) {
            context.report(at, `The tool name is empty. Clients show and call tools by name; give it 1 to ${MAX_LENGTH} characters from A-Z, a-z, 0-9, "_", "-" and ".".`);
        }
        else if (!ALLOWED.test(name)) {
            context.report(at, `Tool name ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(name)} contains ${describeCharacters(name)}. ${WHY}: rename it, e.g. to ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(suggestName(name))}.`);
        }
        else if (name.length > MAX_LENGTH) {
            context.report(at, `Tool name ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(name)} is ${name.length} characters long; MCP tool names should have at most ${MAX_LENGTH}. Shorten it.`);
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
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   _: () => (/* binding */ toolPlace)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4976);
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6065);
/* harmony import */ var _duplicates_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5444);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8127);
/* harmony import */ var _tool_schemas_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1493);





/**
 * How a finding names another tool of the file, and where that one is. In source the tool list is
 * mcpdesc's reading of the registrations, whose index means nothing to its reader: there the tool is
 * named by its line, and its name's place is a related location.
 */
function toolPlace(context, tool, what) {
    if (context.parsed.inventory === undefined)
        return { named: `tools[${tool.index}]`, related: [] };
    const range = context.parsed.locate((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .joinPointer */ .Kn)(tool.pointer, 'name'));
    return { named: `the tool at line ${range.start.line}`, related: [{ path: context.path, range, message: what }] };
}
/** Tool names are unique within a descriptor: clients call tools by name. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .versionFreeRule */ .ZH)('mcpdesc.tool.name-unique', (context) => {
    const named = (0,_tool_schemas_js__WEBPACK_IMPORTED_MODULE_1__/* .tools */ .Yl)(context).filter((t) => typeof t.tool.name === 'string');
    for (const { later, first } of (0,_duplicates_js__WEBPACK_IMPORTED_MODULE_3__/* .duplicates */ .X)(named, (t) => t.tool.name)) {
        const { named: firstNamed, related } = toolPlace(context, first, `The first tool named ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(later.tool.name)}.`);
        context.report((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .joinPointer */ .Kn)(later.pointer, 'name'), `Tool name ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(later.tool.name)} is already used by ${firstNamed}. Clients call tools by name, so one of the two can never be called. Rename one of them, or remove the duplicate.`, undefined, undefined, undefined, related);
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
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4976);
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(6065);
/* harmony import */ var _util_suggest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7406);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8127);
/* harmony import */ var _protocol_versions_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5159);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7857);
/* harmony import */ var _tool_schemas_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1493);








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
    for (const { tool, pointer } of (0,_tool_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .tools */ .Yl)(context)) {
        for (const key of KEYS) {
            const schema = (0,_tool_schemas_js__WEBPACK_IMPORTED_MODULE_5__/* .toolSchema */ .wl)(tool, pointer, key, context);
            if (schema)
                checkRoot(context, { key, pointer: schema.pointer, schema: schema.schema });
        }
        // The form an elicitation declaration asks the user to fill in.
        if (!elicitation || !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_6__/* .isObject */ .Gv)(tool.elicitations))
            continue;
        for (const name of Object.keys(tool.elicitations)) {
            const declaration = tool.elicitations[name];
            if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_6__/* .isObject */ .Gv)(declaration) || !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_6__/* .isObject */ .Gv)(declaration.requestedSchema))
                continue;
            const root = {
                key: 'requestedSchema',
                pointer: (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_7__/* .joinPointer */ .Kn)(pointer, 'elicitations', name, 'requestedSchema'),
                schema: declaration.requestedSchema,
            };
            checkRoot(context, root);
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
/** What each root reported, by its pointer: a file read in several versions (a source file, in each its SDK speaks) has each walked once. */
const FOUND = (0,_types_js__WEBPACK_IMPORTED_MODULE_4__/* .memoKey */ .e3)('required names the properties lack, by schema');
/** Reports the root's required names that its properties lack; what does not depend on the version is found once per file. */
function checkRoot(context, root) {
    const byPointer = context.fileMemo(FOUND, () => new Map());
    let known = byPointer.get(root.pointer);
    if (known?.schema !== root.schema) {
        const found = [];
        visit((pointer, message) => found.push({ pointer, message }), root, root.schema, []);
        byPointer.set(root.pointer, (known = { schema: root.schema, found }));
    }
    for (const { pointer, message } of known.found)
        context.report(pointer, message);
}
/** Walks every subschema; `at` is the path from the root, joined into a pointer only for a report. */
function visit(report, root, node, at) {
    check(report, root, node, at);
    for (const keyword of Object.keys(node)) {
        const kind = SUBSCHEMAS.get(keyword);
        if (kind === undefined)
            continue;
        const value = node[keyword];
        at.push(keyword);
        if (Array.isArray(value)) {
            if (kind === 'list')
                for (let index = 0; index < value.length; index++)
                    descend(report, root, value[index], index, at);
        }
        else if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_6__/* .isObject */ .Gv)(value)) {
            if (kind === 'map')
                for (const name of Object.keys(value))
                    descend(report, root, value[name], name, at);
            else if (kind === 'single' || keyword === 'items')
                visit(report, root, value, at);
        }
        at.pop();
    }
}
function descend(report, root, item, segment, at) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_6__/* .isObject */ .Gv)(item))
        return;
    at.push(segment);
    visit(report, root, item, at);
    at.pop();
}
function check(report, root, node, path) {
    const { required, properties } = node;
    if (!Array.isArray(required) || !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_6__/* .isObject */ .Gv)(properties))
        return;
    if (DEFINED_ELSEWHERE.some((k) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_6__/* .hasOwn */ .$3)(node, k)))
        return;
    const names = Object.keys(properties);
    const closed = node.additionalProperties === false || node.unevaluatedProperties === false;
    for (const [i, name] of required.entries()) {
        if (typeof name !== 'string' || (0,_util_json_js__WEBPACK_IMPORTED_MODULE_6__/* .hasOwn */ .$3)(properties, name))
            continue;
        const typo = (0,_util_suggest_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .k)(name, names.filter((n) => !required.includes(n)));
        const at = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_7__/* .joinPointer */ .Kn)('', ...path);
        const where = at === '' ? (0,_util_json_js__WEBPACK_IMPORTED_MODULE_6__/* .quote */ .hD)(root.key) : (0,_schema_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .placeName */ .fW)(root.key, at, root.schema);
        const effect = closed ? EFFECTS[root.key].closed : EFFECTS[root.key].open;
        const fix = typo
            ? `Did you mean ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_6__/* .quote */ .hD)(typo)}? Otherwise add ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_6__/* .quote */ .hD)(name)} to "properties", or remove it from "required".`
            : `Add ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_6__/* .quote */ .hD)(name)} to "properties" with its type and description, or remove it from "required".`;
        report((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_7__/* .joinPointer */ .Kn)(root.pointer + at, 'required', i), `${where} requires ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_6__/* .quote */ .hD)(name)}, but its "properties" do not define it, ${effect}. ${fix}`);
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
            const schema = (0,_tool_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .toolSchema */ .wl)(tool, pointer, key, context);
            if (!schema)
                continue;
            for (const problem of context.schemas.vocabularyProblems(schema.schema, schema.dialect)) {
                // Read in a version that states no dialect: the versions that state it give the verdict, naming themselves.
                if (schema.borrowed && !problem.general)
                    continue;
                context.report(schema.pointer + problem.pointer, 
                // A verdict that holds in every dialect needs no word on which one the schema is read in.
                `${(0,_schema_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .placeName */ .fW)(key, problem.pointer, schema.schema)} ${problem.message}${problem.general ? '' : ` ${schema.dialectNote}`}`, problem.target);
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
            const choice = (0,_schema_dialects_js__WEBPACK_IMPORTED_MODULE_1__/* .mcpSchemaDialect */ .ww)(schema, context.version, context.versions);
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
                // Read in a version that states no dialect: the versions that state it give the verdict, naming themselves.
                if (reported(pointer + problem.pointer) || (choice.borrowed && !problem.general))
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
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7857);
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
 * mcpdesc supports (an unsupported `$schema` is mcp.tool.input-schema's and output-schema's to report),
 * read in `context.version` of a file that speaks `context.versions`.
 */
function toolSchema(tool, toolPointer, key, context) {
    const { version } = context;
    const schema = tool[key];
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_5__/* .isObject */ .Gv)(schema) || (key === 'outputSchema' && !(0,_protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .inSpan */ ._1)(version, { since: '2025-06-18' })))
        return undefined;
    const choice = (0,_schema_dialects_js__WEBPACK_IMPORTED_MODULE_1__/* .mcpSchemaDialect */ .ww)(schema, version, context.versions);
    if ('unsupported' in choice)
        return undefined;
    return {
        key,
        pointer: (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_6__/* .joinPointer */ .Kn)(toolPointer, key),
        schema,
        dialect: choice.dialect,
        dialectNote: dialectNote(choice.dialect, choice.declared, version),
        ...(choice.borrowed ? { borrowed: true } : {}),
    };
}
/** Why a schema is read in `dialect` in `version`, naming the version whose rule it follows. */
function dialectNote(dialect, declared, version) {
    if (declared)
        return `The schema is read as ${_schema_dialects_js__WEBPACK_IMPORTED_MODULE_1__/* .DIALECT_NAMES */ .md[dialect]}, as its "$schema" says.`;
    if (dialect === '2020-12')
        return `The schema is read as ${_schema_dialects_js__WEBPACK_IMPORTED_MODULE_1__/* .DIALECT_NAMES */ .md[dialect]}, what MCP ${version} uses for a schema without "$schema".`;
    return `The schema is read as ${_schema_dialects_js__WEBPACK_IMPORTED_MODULE_1__/* .DIALECT_NAMES */ .md[dialect]}: MCP states no dialect for tool schemas before 2025-11-25, and the schema of MCP ${version} is itself written in draft-07.`;
}
function compile(context, schema) {
    return context.schemas.compile(schema.schema, schema.dialect);
}
/** A JSON Schema inside any MCP object (an offered tool's inputSchema, a requestedSchema), compiled in its dialect; undefined for a dialect mcpdesc cannot check. */
function compileMcpSchema(context, schema) {
    const choice = (0,_schema_dialects_js__WEBPACK_IMPORTED_MODULE_1__/* .mcpSchemaDialect */ .ww)(schema, context.version, context.versions);
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
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7857);
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
const SURFACES_OF_EVERY_VERSION = (0,_types_js__WEBPACK_IMPORTED_MODULE_2__/* .memoKey */ .e3)('descriptor surfaces, alike in every version');
/**
 * The descriptor's surfaces, found once per file and version and shared by every rule that walks them;
 * once for all the versions of a file whose tools hold no elicitations or interaction examples, the only
 * surfaces some versions lack (a source file read in each version its SDK speaks).
 */
function surfaces(view) {
    return view.memo(SURFACES, () => alikeInEveryVersion(view.descriptor)
        ? view.fileMemo(SURFACES_OF_EVERY_VERSION, () => [...findSurfaces(view.descriptor, view.version)])
        : [...findSurfaces(view.descriptor, view.version)]);
}
/** Whether findSurfaces finds the same in every version: no tool's surfaces depend on one (see toolSurfaces). */
function alikeInEveryVersion(descriptor) {
    const { tools } = descriptor;
    return !Array.isArray(tools) || tools.every((tool) => !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(tool) || (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(tool.elicitations) && !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(tool.interactionExamples)));
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


/***/ })

};

})
