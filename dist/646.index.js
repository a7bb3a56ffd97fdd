export const id = 646;
export const ids = [646];
export const modules = {

/***/ 646:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DESCRIPTOR: () => (/* binding */ DESCRIPTOR),
  "default": () => (/* binding */ mcpdesc_descriptor)
});

// EXTERNAL MODULE: ./src/formats/types.ts + 1 modules
var types = __webpack_require__(5344);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/context.ts
var context = __webpack_require__(8127);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/info.ts
var info = __webpack_require__(8690);
// EXTERNAL MODULE: ./src/protocol/versions.ts
var protocol_versions = __webpack_require__(5159);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/util/suggest.ts
var suggest = __webpack_require__(7406);
;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/document/protocol-version.ts




const SUPPORTED = protocol_versions/* VERSIONS */.S8.join(', ');
/**
 * The descriptor declares a protocol version mcpdesc supports, or a non-empty list of distinct ones for
 * a server that speaks several; near misses get a suggestion.
 */
/* harmony default export */ const protocol_version = ((0,types/* documentRule */.yr)('mcpdesc.document.protocol-version', ({ parsed, report }) => {
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
        report('/protocolVersion', unsupported(declared), 'value', undefined, dateFix(declared));
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
            report(pointer, unsupported(entry), 'value', undefined, dateFix(entry));
            continue;
        }
        const earlier = first.get(entry);
        if (earlier === undefined)
            first.set(entry, i);
        else
            report(pointer, `"protocolVersion" lists ${(0,json/* quote */.hD)(entry)} twice (entries ${earlier} and ${i}), so the rest of the file was not checked: a list names each revision the server speaks once. Remove entry ${i}.`);
    }
}
/** A supported version written as another date form ("2025-6-18"): the same date, so rewriting it is certain. */
function dateFix(declared) {
    const normalized = normalizeDate(declared);
    return normalized && protocol_versions/* VERSIONS */.S8.includes(normalized) ? { value: normalized, description: `Write ${(0,json/* quote */.hD)(normalized)}` } : undefined;
}
function unsupported(declared) {
    return `${(0,json/* quote */.hD)(declared)} is not an MCP protocol version mcpdesc supports, so the rest of the file was not checked. ${suggestion(declared)}`;
}
function suggestion(declared) {
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
    const versions = (0,context/* declaredVersions */.sI)(value);
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
    report('/$schema', `"$schema" names the editor schema of protocol version ${named}, but the descriptor declares ${declared}: editors check the file against ${named} while mcpdesc checks it against what it declares, so they report different problems. Point "$schema" at ${instead}: ${(0,json/* quote */.hD)(fixed, 200)}.`, 'value', undefined, { value: fixed, description: `Point "$schema" at ${file}` });
}));

// EXTERNAL MODULE: ./src/protocol/check.ts
var check = __webpack_require__(9440);
;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/document/structure.ts




/** The descriptor envelope: an object whose top-level properties and tools' extensions have the right types. */
/* harmony default export */ const structure = ((0,types/* documentRule */.yr)('mcpdesc.document.structure', ({ parsed, report }) => {
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
    // are mcpdesc.document.unknown-key's, so the check passes over them.
    for (const issue of (0,check/* checkDefinition */.Q)('Descriptor', value, protocol_versions/* LATEST */.k0, '', { listedKeysOnly: true })) {
        if (issue.kind === 'invalid' && !issue.unknown)
            report(issue.pointer, issue.message, issue.target);
    }
}));

// EXTERNAL MODULE: ./src/engine/fix.ts
var fix = __webpack_require__(7977);
// EXTERNAL MODULE: ./src/util/pointer.ts
var util_pointer = __webpack_require__(6065);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/model-rule.ts + 1 modules
var model_rule = __webpack_require__(9286);
;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/document/unknown-key.ts








const ID = 'mcpdesc.document.unknown-key';
/**
 * Client capabilities written under the server's: a misplaced capability, not a typo, so this rule
 * leaves the key to the capability rules.
 */
const CLIENT_CAPABILITIES = ['roots', 'sampling', 'elicitation'];
/** Other names people give a field ("readOnly" for the hint), by the noun of the object that has it. */
const OTHER_NAMES = {
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
/* harmony default export */ const unknown_key = ((0,context/* descriptorRule */.wU)(ID, (context) => {
    const envelope = context.model('Descriptor', '');
    const mcp = (0,model_rule/* surfaceIssues */._K)(context).map((s) => s.issue);
    const misspelt = misspeltKeys([...envelope, ...mcp]);
    reportEnvelope(envelope, misspelt, context);
    for (const { kind, pointer, unknown } of mcp) {
        if (kind !== 'unknown' || !unknown || misspelt.has(pointer))
            continue;
        if (pointer === (0,util_pointer/* joinPointer */.Kn)('/capabilities', unknown.key) && CLIENT_CAPABILITIES.includes(unknown.key))
            continue;
        const other = otherName(unknown);
        const meant = unknown.suggestion ?? other;
        if (meant)
            context.report(pointer, mcpObject(unknown, meant), 'key', (0,fix/* renameFix */.eP)(unknown.key, meant, (0,util_pointer/* getAt */.sM)(context.descriptor, (0,util_pointer/* parentPointer */.Yg)(pointer)), meant === other));
    }
}));
/**
 * The same rule on a file that declares no supported protocol version: only the envelope can be read
 * then, and a typo in it ("protocolVerison") is often why.
 */
const withoutVersion = (0,types/* documentRule */.yr)(ID, ({ parsed, report }) => {
    if (!(0,json/* isObject */.Gv)(parsed.value) || (0,context/* declaredVersions */.sI)(parsed.value).length > 0)
        return;
    // The envelope has no version-dependent parts, so any version reads it the same way.
    const envelope = (0,check/* checkDefinition */.Q)('Descriptor', parsed.value, protocol_versions/* LATEST */.k0, '');
    reportEnvelope(envelope, misspeltKeys(envelope), { report: (pointer, message, target, fix) => report(pointer, message, target, undefined, fix) });
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
    const names = unknown.noun ? OTHER_NAMES[unknown.noun] : undefined;
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
    return `${what} It defines ${knownList(unknown.known)}: remove the property, or to keep a custom field, name it ${(0,json/* quote */.hD)(`x-${unknown.key}`)}.`;
}
/** The model hands every unknown key of an object the same list of its fields: written out once per list (a file may have 10,000 such keys). */
const KNOWN_LISTS = new WeakMap();
function knownList(known) {
    let list = KNOWN_LISTS.get(known);
    if (list === undefined)
        KNOWN_LISTS.set(known, (list = (0,json/* listOf */.c3)(known, 'and')));
    return list;
}

// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/surfaces.ts
var surfaces = __webpack_require__(7106);
;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/apps/resource-listed.ts




/**
 * mcp.apps.resource-listed: a tool's `_meta.ui.resourceUri` names a resource the descriptor lists. The
 * resource must exist on the server, but servers may leave UI-only resources out of `resources/list`, so
 * one missing from the list is worth knowing, no more. Checked only where the descriptor lists resources.
 */
/* harmony default export */ const resource_listed = ((0,context/* descriptorRule */.wU)('mcp.apps.resource-listed', (context) => {
    const { resources } = context.descriptor;
    if (!Array.isArray(resources))
        return;
    const listed = new Set((0,surfaces/* objectItems */._v)(resources, '/resources').flatMap(({ item }) => (typeof item.uri === 'string' ? [item.uri] : [])));
    for (const { item: tool, pointer } of (0,surfaces/* objectItems */._v)(context.descriptor.tools, '/tools')) {
        const ui = (0,json/* isObject */.Gv)(tool._meta) ? tool._meta.ui : undefined;
        const uri = (0,json/* isObject */.Gv)(ui) ? ui.resourceUri : undefined;
        if (typeof uri !== 'string' || !uri.startsWith('ui://') || listed.has(uri))
            continue;
        context.report((0,util_pointer/* joinPointer */.Kn)(pointer, '_meta', 'ui', 'resourceUri'), `The UI resource ${(0,json/* quote */.hD)(uri)} is not among the resources this descriptor lists. Servers may leave UI-only resources out of resources/list, but hosts read it with resources/read, so the server must serve it: list it here, or check the URI.`);
    }
}));

// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/apps/ui-keys.ts
var ui_keys = __webpack_require__(8452);
;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/apps/resource-ui.ts





/**
 * mcp.apps.resource-ui: a `ui://` resource is listed with MCP Apps' MIME type, `text/html;profile=mcp-app`
 * (hosts render only that), and its `_meta.ui` (and the `csp` and `permissions` in it) holds only the keys
 * the extension defines.
 */
/* harmony default export */ const resource_ui = ((0,context/* descriptorRule */.wU)('mcp.apps.resource-ui', (context) => {
    for (const { item: resource, pointer } of (0,surfaces/* objectItems */._v)(context.descriptor.resources, '/resources')) {
        if (typeof resource.uri !== 'string' || !resource.uri.startsWith('ui://'))
            continue;
        const mime = resource.mimeType;
        if (mime !== ui_keys/* UI_MIME_TYPE */.Vk) {
            context.report(mime === undefined ? pointer : (0,util_pointer/* joinPointer */.Kn)(pointer, 'mimeType'), `The UI resource ${(0,json/* quote */.hD)(resource.uri)} is listed ${mime === undefined ? 'without a "mimeType"' : `as ${(0,json/* quote */.hD)(String(mime))}`}, but MCP Apps hosts render only ${(0,json/* quote */.hD)(ui_keys/* UI_MIME_TYPE */.Vk)}. Set "mimeType" to ${(0,json/* quote */.hD)(ui_keys/* UI_MIME_TYPE */.Vk)}.`);
        }
        const ui = (0,json/* isObject */.Gv)(resource._meta) ? resource._meta.ui : undefined;
        if (!(0,json/* isObject */.Gv)(ui))
            continue;
        const uiAt = (0,util_pointer/* joinPointer */.Kn)(pointer, '_meta', 'ui');
        (0,ui_keys/* reportUnknownKeys */.TI)(context.report, uiAt, ui, ui_keys/* RESOURCE_UI_KEYS */.vJ, "a UI resource's _meta.ui");
        (0,ui_keys/* reportUnknownKeys */.TI)(context.report, (0,util_pointer/* joinPointer */.Kn)(uiAt, 'csp'), ui.csp, ui_keys/* CSP_KEYS */.m9, '_meta.ui.csp');
        (0,ui_keys/* reportUnknownKeys */.TI)(context.report, (0,util_pointer/* joinPointer */.Kn)(uiAt, 'permissions'), ui.permissions, ui_keys/* PERMISSION_KEYS */.Fz, '_meta.ui.permissions');
    }
}));

// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/apps/tool-ui.ts
var tool_ui = __webpack_require__(2890);
// EXTERNAL MODULE: ./src/schema/messages.ts
var messages = __webpack_require__(4443);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/tool-schemas.ts
var tool_schemas = __webpack_require__(1493);
;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/interaction/examples.ts
/** A descriptor's interaction examples and their steps, with pointers, as the interaction rules walk them. */





const EXAMPLES = (0,types/* memoKey */.e3)('interaction examples');
/** Every tool's interaction examples that are objects, listed once per file for the interaction rules. */
function examples(context) {
    return context.memo(EXAMPLES, () => {
        const found = [];
        for (const { tool, pointer: toolPointer } of (0,tool_schemas/* tools */.Yl)(context)) {
            for (const { name, value, pointer } of (0,surfaces/* interactionExamples */.MJ)(tool, toolPointer))
                found.push({ tool, toolPointer, name, example: value, pointer });
        }
        return found;
    });
}
function* steps(context, type) {
    for (const example of examples(context)) {
        for (const { item: step, pointer: stepPointer } of (0,surfaces/* objectItems */._v)(example.example.steps, (0,util_pointer/* joinPointer */.Kn)(example.pointer, 'steps'))) {
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
    return (0,surfaces/* objectItems */._v)(content, pointer).map(({ item, pointer: at }) => ({ block: item, pointer: at }));
}

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/interaction/elicitation-consistency.ts








/**
 * An elicitation step matches the tool's named elicitation declaration, and its response content is
 * present exactly when an accepted form response requires it, and then matches the requested schema.
 */
/* harmony default export */ const elicitation_consistency = ((0,context/* descriptorRule */.wU)('mcpdesc.tool.interaction.elicitation-consistency', (context) => {
    // Without elicitation in the version, mcpdesc.tool.interaction.step reports the steps themselves.
    if (!(0,check/* definitionExists */.u)('ElicitRequestParams', context.version))
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
    const compiled = (0,tool_schemas/* compileMcpSchema */.fN)(context, schema);
    if (!compiled?.ok)
        return;
    (0,tool_schemas/* reportInstanceProblems */.sN)(context, compiled.validate(content), pointer, 'response.content', 'The content of an accepted form response must match the requested schema: correct the example.');
}

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/interaction/input.ts





/** An interaction example's input is arguments the tool's inputSchema accepts. */
/* harmony default export */ const input = ((0,context/* descriptorRule */.wU)('mcpdesc.tool.interaction.input', (context) => {
    for (const { tool, toolPointer, example, pointer } of examples(context)) {
        // A non-object input is the structure rule's; an unusable schema is mcp.tool.input-schema's.
        if (!(0,json/* isObject */.Gv)(example.input))
            continue;
        const schema = (0,tool_schemas/* toolSchema */.wl)(tool, toolPointer, 'inputSchema', context);
        const compiled = schema && (0,tool_schemas/* compile */.wE)(context, schema);
        if (!compiled?.ok)
            continue;
        (0,tool_schemas/* reportInstanceProblems */.sN)(context, compiled.validate(example.input), (0,util_pointer/* joinPointer */.Kn)(pointer, 'input'), 'input', "Clients check arguments against the tool's inputSchema, so they would never send this call: fix the input or the schema.");
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/interaction/result.ts






/**
 * An interaction example's result is a CallToolResult of the declared version, and a successful
 * result of a tool with an outputSchema carries structuredContent that conforms to it.
 */
/* harmony default export */ const result = ((0,context/* descriptorRule */.wU)('mcpdesc.tool.interaction.result', (context) => {
    (0,model_rule/* reportModelIssues */.Cw)(context, { issues: ['invalid'], only: ['interaction-result'] });
    for (const { tool, toolPointer, example, pointer } of examples(context)) {
        const result = example.result;
        if (!(0,json/* isObject */.Gv)(result) || result.isError === true)
            continue;
        const schema = (0,tool_schemas/* toolSchema */.wl)(tool, toolPointer, 'outputSchema', context);
        if (!schema)
            continue;
        const resultPointer = (0,util_pointer/* joinPointer */.Kn)(pointer, 'result');
        if (!(0,json/* hasOwn */.$3)(result, 'structuredContent')) {
            context.report(resultPointer, 'This result has no "structuredContent", but the tool declares an outputSchema: MCP requires a successful result of such a tool to carry structured content that conforms to it. Add "structuredContent", or set "isError": true if the example shows a failure.');
            continue;
        }
        const contentPointer = (0,util_pointer/* joinPointer */.Kn)(resultPointer, 'structuredContent');
        const typeIssue = context.model('CallToolResult', resultPointer).some((i) => i.kind === 'invalid' && i.pointer === contentPointer);
        const compiled = (0,tool_schemas/* compile */.wE)(context, schema);
        if (typeIssue || !compiled.ok)
            continue;
        (0,tool_schemas/* reportInstanceProblems */.sN)(context, compiled.validate(result.structuredContent), contentPointer, 'structuredContent', "MCP requires structured content to conform to the tool's outputSchema: fix the example or the schema.");
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/interaction/sampling-consistency.ts







/**
 * A sampling step's tool use is consistent: the response uses only tools the request offers (with
 * input their schemas accept, and none when toolChoice is "none"), and every tool result in the
 * request answers a tool use made before it.
 */
/* harmony default export */ const sampling_consistency = ((0,context/* descriptorRule */.wU)('mcpdesc.tool.interaction.sampling-consistency', (context) => {
    for (const step of steps(context, 'sampling')) {
        if (!step.request)
            continue;
        if (step.response)
            checkToolUses(context, step, step.request, step.response);
        checkToolResults(context, step, step.request);
    }
}));
function checkToolUses(context, { stepPointer }, request, response) {
    const offered = new Map((0,surfaces/* objectItems */._v)(request.tools, '')
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
    const compiled = (0,tool_schemas/* compileMcpSchema */.fN)(context, tool.inputSchema);
    if (!compiled?.ok)
        return;
    (0,tool_schemas/* reportInstanceProblems */.sN)(context, compiled.validate(input), pointer, 'input', `The request offers ${(0,json/* quote */.hD)(tool.name)} with an inputSchema that rejects this input, so the model would not send it: correct the example's input.`);
}
function checkToolResults(context, { stepPointer }, request) {
    const uses = new Set();
    for (const { item: message, pointer } of (0,surfaces/* objectItems */._v)(request.messages, (0,util_pointer/* joinPointer */.Kn)(stepPointer, 'request', 'messages'))) {
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
/* harmony default export */ const sampling_tool_results = ((0,context/* descriptorRule */.wU)('mcp.sampling.tool-results', (context) => {
    for (const { request, stepPointer } of steps(context, 'sampling')) {
        if (!request)
            continue;
        const messages = (0,surfaces/* objectItems */._v)(request.messages, (0,util_pointer/* joinPointer */.Kn)(stepPointer, 'request', 'messages'));
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
/* harmony default export */ const step = ((0,context/* descriptorRule */.wU)('mcpdesc.tool.interaction.step', (context) => {
    for (const { example, pointer } of examples(context)) {
        for (const { item: step, pointer: stepPointer } of (0,surfaces/* objectItems */._v)(example.steps, (0,util_pointer/* joinPointer */.Kn)(pointer, 'steps'))) {
            if (!(0,surfaces/* isStepType */.T8)(step.type))
                continue;
            const definition = surfaces/* STEP_DEFINITIONS */.A8[step.type].request;
            if ((0,check/* definitionExists */.u)(definition, context.version))
                continue;
            const versions = protocol_versions/* VERSIONS */.S8.filter((v) => (0,check/* definitionExists */.u)(definition, v));
            context.report((0,util_pointer/* joinPointer */.Kn)(stepPointer, 'type'), `${STEP_NAMES[step.type]} steps do not exist in ${context.version}: ${step.type} requests exist ${(0,protocol_versions/* describeVersions */.Tt)(versions)}. Remove the step, or ${protocol_versions/* PROTOCOL_AXIS */.$M.names.declare(protocol_versions/* PROTOCOL_AXIS */.$M.declarable(versions))} if the server speaks it.`);
        }
    }
    (0,model_rule/* reportModelIssues */.Cw)(context, { issues: ['invalid', 'unavailable'], only: ['step-request', 'step-response'] });
}));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/interaction/structured-content-text.ts




/** A result with structuredContent also carries it serialized as JSON in a text block, for clients that read only content. */
/* harmony default export */ const structured_content_text = ((0,context/* descriptorRule */.wU)('mcp.tool.structured-content-text', (context) => {
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
/* harmony default export */ const capabilities_consistency = ((0,context/* descriptorRule */.wU)('mcpdesc.capabilities.consistency', (context) => {
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
/* harmony default export */ const capabilities_unused = ((0,context/* descriptorRule */.wU)('mcpdesc.capabilities.unused', (context) => {
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

// EXTERNAL MODULE: ./src/protocol/meta-key.ts
var meta_key = __webpack_require__(6317);
;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/extension-id.ts




/** Official extensions, by the bare names people write for them. */
const OFFICIAL = new Map([
    ['tasks', 'io.modelcontextprotocol/tasks'],
    ['ui', 'io.modelcontextprotocol/ui'],
]);
/** mcp.capabilities.extension-id (2026-07-28): extension identifiers follow the `_meta` key format, with a prefix. */
/* harmony default export */ const extension_id = ((0,context/* descriptorRule */.wU)('mcp.capabilities.extension-id', (context) => {
    const { capabilities } = context.descriptor;
    if (!(0,json/* isObject */.Gv)(capabilities) || !(0,json/* isObject */.Gv)(capabilities.extensions))
        return;
    for (const key of Object.keys(capabilities.extensions)) {
        const problem = (0,meta_key/* metaKeyProblem */.a)(key, { prefixRequired: true });
        if (!problem)
            continue;
        const official = OFFICIAL.get(key.toLowerCase());
        const hint = official ? ` Did you mean ${JSON.stringify(official)}?` : '';
        context.report((0,util_pointer/* joinPointer */.Kn)('/capabilities/extensions', key), `Extension identifier ${(0,json/* quote */.hD)(key)} is not valid: ${problem}. Clients recognise an extension only by its full identifier, such as "io.modelcontextprotocol/tasks": rename it to one.${hint}`, 'key');
    }
}));

// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/icon-mime-type.ts
var icon_mime_type = __webpack_require__(4915);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/icon-source.ts
var icon_source = __webpack_require__(391);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/meta-key-format.ts
var meta_key_format = __webpack_require__(9043);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/duplicates.ts
var duplicates = __webpack_require__(5444);
;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/prompt-argument-unique.ts





/** mcpdesc.prompt.argument-unique: arguments arrive as a name → value map, so names must differ. */
/* harmony default export */ const prompt_argument_unique = ((0,context/* descriptorRule */.wU)('mcpdesc.prompt.argument-unique', (context) => {
    for (const prompt of (0,surfaces/* objectItems */._v)(context.descriptor.prompts, '/prompts')) {
        const args = (0,surfaces/* objectItems */._v)(prompt.item.arguments, (0,util_pointer/* joinPointer */.Kn)(prompt.pointer, 'arguments'));
        for (const { later, first } of (0,duplicates/* duplicates */.X)(args, (0,duplicates/* byString */.t)('name'))) {
            context.report((0,util_pointer/* joinPointer */.Kn)(later.pointer, 'name'), `Argument name ${(0,json/* quote */.hD)(later.item.name)} is already used by arguments[${first.index}] of this prompt. Clients pass prompt arguments as a map from name to value, so the two cannot both get a value: rename one, or remove the duplicate.`);
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/prompt-name-unique.ts





/** mcpdesc.prompt.name-unique: clients get a prompt by its name. */
/* harmony default export */ const prompt_name_unique = ((0,context/* descriptorRule */.wU)('mcpdesc.prompt.name-unique', (context) => {
    const prompts = (0,surfaces/* objectItems */._v)(context.descriptor.prompts, '/prompts');
    for (const { later, first } of (0,duplicates/* duplicates */.X)(prompts, (0,duplicates/* byString */.t)('name'))) {
        context.report((0,util_pointer/* joinPointer */.Kn)(later.pointer, 'name'), `Prompt name ${(0,json/* quote */.hD)(later.item.name)} is already used by prompts[${first.index}]. Clients get a prompt by its name, so only one of the two can ever be used: rename one, or remove the duplicate.`);
    }
}));

// EXTERNAL MODULE: ./src/util/uri.ts
var uri = __webpack_require__(4826);
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

// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/places.ts
var places = __webpack_require__(4280);
;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/resource-uri.ts





/** mcp.resource.uri: resource URIs (including resource links and embedded resources in example results) are absolute RFC 3986 URIs. */
/* harmony default export */ const resource_uri = ((0,context/* descriptorRule */.wU)('mcp.resource.uri', (context) => {
    for (const { pointer, value } of (0,places/* resourceUris */.qv)(context)) {
        if (typeof value !== 'string')
            continue;
        const problem = (0,uri/* checkAbsoluteUri */.WU)(value);
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
/* harmony default export */ const task_support = ((0,context/* descriptorRule */.wU)('mcpdesc.capabilities.task-support', (context) => {
    const { capabilities } = context.descriptor;
    if (!(0,json/* isObject */.Gv)(capabilities) || (0,json/* isObject */.Gv)((0,util_pointer/* getAt */.sM)(capabilities, '/tasks/requests/tools/call')))
        return;
    for (const { item, pointer } of (0,surfaces/* objectItems */._v)(context.descriptor.tools, '/tools')) {
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
/* harmony default export */ const uri_template = ((0,context/* descriptorRule */.wU)('mcp.resource-template.uri-template', (context) => {
    for (const { item, pointer } of (0,surfaces/* objectItems */._v)(context.descriptor.resourceTemplates, '/resourceTemplates')) {
        const template = item.uriTemplate;
        if (typeof template !== 'string')
            continue;
        const at = (0,util_pointer/* joinPointer */.Kn)(pointer, 'uriTemplate');
        const parsed = parseUriTemplate(template);
        if (!parsed.ok) {
            context.report(at, `uriTemplate ${(0,json/* quote */.hD)(template)} is not a valid RFC 6570 URI template: ${parsed.error}. Clients expand this template to build resource URIs: correct it, or they cannot use it.`);
            continue;
        }
        const relative = /[:/?#]/.test(parsed.literalStart) ? (0,uri/* checkScheme */._0)(parsed.literalStart) : null;
        if (relative) {
            context.report(at, `uriTemplate ${(0,json/* quote */.hD)(template)} does not expand to an absolute URI: ${relative}. Resource URIs must be absolute: correct the scheme, or clients cannot use what this template produces.`);
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/uri-unique.ts






/** mcpdesc.resource.uri-unique: a URI identifies one resource (compared after RFC 3986 normalization). */
/* harmony default export */ const uri_unique = ((0,context/* descriptorRule */.wU)('mcpdesc.resource.uri-unique', (context) => {
    const resources = (0,surfaces/* objectItems */._v)(context.descriptor.resources, '/resources');
    const found = (0,duplicates/* duplicates */.X)(resources, (r) => (typeof r.item.uri === 'string' ? (0,uri/* normalizeUri */.eD)(r.item.uri) : undefined));
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
/* harmony default export */ const client_capability = ((0,context/* descriptorRule */.wU)('mcp.capabilities.client-capability', (context) => {
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
    icon_source/* default */.A,
    icon_mime_type/* default */.A,
    meta_key_format/* default */.A,
    client_capability,
];
/* harmony default export */ const resources = (resources_rules);

// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/schema/index.ts
var schema = __webpack_require__(7046);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/security/index.ts
var security = __webpack_require__(8467);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/annotation-hints.ts
var annotation_hints = __webpack_require__(500);
;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/elicitation-declaration.ts







const ELICITATION_VERSIONS = protocol_versions/* VERSIONS */.S8.filter((v) => (0,check/* definitionExists */.u)('ElicitRequestParams', v));
/** Each of a tool's `elicitations` is an elicitation request of the declared version; versions without elicitation have none. */
/* harmony default export */ const elicitation_declaration = ((0,context/* descriptorRule */.wU)('mcpdesc.tool.elicitation-declaration', (context) => {
    if (!(0,check/* definitionExists */.u)('ElicitRequestParams', context.version)) {
        for (const { tool, pointer } of (0,tool_schemas/* tools */.Yl)(context)) {
            if (!(0,json/* hasOwn */.$3)(tool, 'elicitations'))
                continue;
            context.report((0,util_pointer/* joinPointer */.Kn)(pointer, 'elicitations'), `"elicitations" declares elicitation requests, but elicitation does not exist in ${context.version}; it exists ${(0,protocol_versions/* describeVersions */.Tt)(ELICITATION_VERSIONS)}. Remove "elicitations", or declare protocolVersion ${ELICITATION_VERSIONS[0]} or later if the server speaks it.`, 'key');
        }
        return;
    }
    (0,model_rule/* reportModelIssues */.Cw)(context, { issues: ['invalid'], only: ['elicitation-declaration'] });
}));

// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/input-schema.ts
var input_schema = __webpack_require__(4154);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/name-format.ts
var name_format = __webpack_require__(5445);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/name-unique.ts
var name_unique = __webpack_require__(2361);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/output-schema.ts
var output_schema = __webpack_require__(1695);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/required-property.ts
var required_property = __webpack_require__(8433);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/schema-keywords.ts
var schema_keywords = __webpack_require__(3770);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/x-mcp-header.ts
var x_mcp_header = __webpack_require__(7587);
;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/index.ts









/** Tool rules (rules/tools.yaml). */
const tools_rules = [
    name_unique/* default */.A,
    name_format/* default */.A,
    input_schema/* default */.A,
    output_schema/* default */.A,
    schema_keywords/* default */.A,
    required_property/* default */.A,
    annotation_hints/* default */.A,
    x_mcp_header/* default */.A,
    elicitation_declaration,
];
/* harmony default export */ const tools = (tools_rules);

// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/version/index.ts
var version = __webpack_require__(9595);
;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/index.ts













/** Rules that read the file whatever it holds: its shape and the version it declares. */
const DOCUMENT_RULES = [protocol_version, structure, withoutVersion, schema_url];
/** Rules that read the descriptor in the protocol version it declares. */
const RULES = [
    ...schema/* default */.A,
    unknown_key,
    ...version/* default */.Ay,
    ...tools,
    ...interaction,
    ...resources,
    tool_ui/* default */.A,
    resource_ui,
    resource_listed,
    ...security/* default */.A,
];

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/index.ts
/**
 * mcpdesc's own format: a JSON or YAML file (`*.mcp.json`, `*.mcp.yaml`, `*.mcp.yml`) that declares
 * `protocolVersion` and lists what a server exposes in MCP's own vocabulary. See docs/descriptor-format.md.
 * How it is recognized is info.ts; this module adds its rules.
 */




/** The format's definition, for tests that check a descriptor with rules of their own. */
const DESCRIPTOR = {
    ...info/* DESCRIPTOR_INFO */.rP,
    documentRules: DOCUMENT_RULES,
    rules: RULES,
    context: context/* descriptorContext */.BD,
};
/* harmony default export */ const mcpdesc_descriptor = ((0,types/* defineFormat */.nP)(DESCRIPTOR));


/***/ }),

/***/ 8467:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _confusable_name_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2253);
/* harmony import */ var _hidden_characters_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6868);
/* harmony import */ var _injected_instructions_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5197);
/* harmony import */ var _secret_in_example_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5416);




/** Security rules (rules/security.yaml). */
const rules = [_confusable_name_js__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A, _hidden_characters_js__WEBPACK_IMPORTED_MODULE_1__/* ["default"] */ .A, _injected_instructions_js__WEBPACK_IMPORTED_MODULE_2__/* ["default"] */ .A, _secret_in_example_js__WEBPACK_IMPORTED_MODULE_3__/* ["default"] */ .A];
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (rules);


/***/ }),

/***/ 5416:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8127);
/* harmony import */ var _strings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1485);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5344);



/**
 * mcpdesc.security.secret-in-example: no credential in example data (interaction examples, schema
 * defaults and examples) or anywhere else in the descriptor.
 */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .versionFreeRule */ .ZH)('mcpdesc.security.secret-in-example', (context) => {
    for (const { pointer, found, text } of (0,_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .stringFindings */ .o8)(context).secrets) {
        (0,_types_js__WEBPACK_IMPORTED_MODULE_2__/* .rememberCredential */ .bk)(context, text, found);
        context.report(pointer, `This string contains what looks like a real credential: ${found.kind} (${found.redacted}). Descriptors are committed, published and passed to models, so a real credential here is leaked: revoke it if it is real, and use an obvious placeholder such as "<api-key>" instead.`);
    }
}));


/***/ })

};
