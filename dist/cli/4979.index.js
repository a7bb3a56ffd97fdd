// mcpdesc chunk 2c6de0dc64597f554192b94e61a286f606940ebaf95fb12fc0c81295a9fdc92c
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 4979;
__mcpdesc_chunk.ids = [4979];
__mcpdesc_chunk.modules = {

/***/ 2890:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4976);
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6065);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8127);
/* harmony import */ var _surfaces_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7106);
/* harmony import */ var _ui_keys_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8452);





/** The tool key of MCP Apps' first drafts, which hosts still read but the extension removes before GA. */
const LEGACY_KEY = 'ui/resourceUri';
/**
 * mcp.apps.tool-ui: a tool's MCP Apps metadata (`_meta.ui`) points at a `ui://` resource, shows the tool
 * to "model" and/or "app" only, and holds none of the resource's settings (`csp`, `permissions`, which
 * hosts read only on the resource) and no key the closed object does not define; the deprecated
 * `_meta["ui/resourceUri"]` is reported with its replacement.
 */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .descriptorRule */ .wU)('mcp.apps.tool-ui', (context) => {
    for (const { item: tool, pointer } of (0,_surfaces_js__WEBPACK_IMPORTED_MODULE_1__/* .objectItems */ ._v)(context.descriptor.tools, '/tools')) {
        const meta = tool._meta;
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(meta))
            continue;
        const metaAt = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(pointer, '_meta');
        if (typeof meta[LEGACY_KEY] === 'string' && !((0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(meta.ui) && typeof meta.ui.resourceUri === 'string')) {
            context.report((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(metaAt, LEGACY_KEY), `_meta["ui/resourceUri"] is the MCP Apps drafts' key, deprecated and removed before the extension's general availability, so hosts will stop finding this tool's UI. Write it as "_meta": {"ui": {"resourceUri": ${JSON.stringify(meta[LEGACY_KEY])}}}.`, 'key');
        }
        if (!('ui' in meta))
            continue;
        const ui = meta.ui;
        const uiAt = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(metaAt, 'ui');
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(ui)) {
            context.report(uiAt, `_meta.ui is ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .shown */ .SP)(ui)}, but MCP Apps reads an object with "resourceUri" and "visibility" there. Make it an object.`);
            continue;
        }
        for (const key of ['csp', 'permissions']) {
            if (key in ui)
                context.report((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(uiAt, key), `${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(key)} belongs on the UI resource's _meta.ui, not on the tool: hosts ignore it here, so the sandbox keeps its defaults. Move it to the resource's _meta.ui.`, 'key');
        }
        (0,_ui_keys_js__WEBPACK_IMPORTED_MODULE_2__/* .reportUnknownKeys */ .TI)(context.report, uiAt, ui, _ui_keys_js__WEBPACK_IMPORTED_MODULE_2__/* .TOOL_UI_KEYS */ .T4, "a tool's _meta.ui", ['csp', 'permissions']);
        const uri = ui.resourceUri;
        if (uri !== undefined && (typeof uri !== 'string' || !uri.startsWith('ui://'))) {
            context.report((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(uiAt, 'resourceUri'), `_meta.ui.resourceUri is ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .shown */ .SP)(uri)}, but MCP Apps UI resources have "ui://" URIs, so hosts render no UI for this tool. Point it at the tool's ui:// resource, such as "ui://<server>/<view>".`);
        }
        const visibility = ui.visibility;
        if (visibility === undefined)
            continue;
        if (!Array.isArray(visibility)) {
            context.report((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(uiAt, 'visibility'), `_meta.ui.visibility is ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .shown */ .SP)(visibility)}, but MCP Apps reads a list of "model" and "app". Write a list, such as ["model", "app"].`);
            continue;
        }
        for (const [index, value] of visibility.entries()) {
            if (value === 'model' || value === 'app')
                continue;
            context.report((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(uiAt, 'visibility', String(index)), `${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .shown */ .SP)(value)} is no visibility MCP Apps knows: a tool is shown to "model" (the agent's tool list) and/or "app" (its own UI). Use "model" or "app".`);
        }
    }
}));


/***/ }),

/***/ 8452:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fz: () => (/* binding */ PERMISSION_KEYS),
/* harmony export */   T4: () => (/* binding */ TOOL_UI_KEYS),
/* harmony export */   TI: () => (/* binding */ reportUnknownKeys),
/* harmony export */   Vk: () => (/* binding */ UI_MIME_TYPE),
/* harmony export */   m9: () => (/* binding */ CSP_KEYS),
/* harmony export */   vJ: () => (/* binding */ RESOURCE_UI_KEYS)
/* harmony export */ });
/* harmony import */ var _util_suggest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7406);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6065);
/**
 * The closed objects of the MCP Apps extension (io.modelcontextprotocol/ui, SEP-1865, stable 2026-01-26;
 * @modelcontextprotocol/ext-apps' schema, every one `additionalProperties: false`), and the unknown keys
 * of one with the known key each is a near miss of.
 */



const UI_MIME_TYPE = 'text/html;profile=mcp-app';
const TOOL_UI_KEYS = ['resourceUri', 'visibility'];
const RESOURCE_UI_KEYS = ['csp', 'permissions', 'domain', 'prefersBorder'];
const CSP_KEYS = ['connectDomains', 'resourceDomains', 'frameDomains', 'baseUriDomains'];
const PERMISSION_KEYS = ['camera', 'microphone', 'geolocation', 'clipboardWrite'];
/** Reports each key of `object` that `known` does not list, as hosts ignore it; `skip` are keys a caller words itself. */
function reportUnknownKeys(report, pointer, object, known, what, skip = []) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(object))
        return;
    for (const key of Object.keys(object)) {
        if (known.includes(key) || skip.includes(key))
            continue;
        const near = (0,_util_suggest_js__WEBPACK_IMPORTED_MODULE_0__/* .closest */ .k)(key, known);
        report((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .joinPointer */ .Kn)(pointer, key), `MCP Apps defines no ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(key)} in ${what}, whose keys are ${known.map((k) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(k)).join(', ')}; hosts ignore it. ${near ? `Did you mean ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(near)}?` : 'Remove it, or put your own data in a _meta key under a prefix you control.'}`, 'key');
    }
}


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
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7857);



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


/***/ }),

/***/ 524:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ sourceParser),
/* harmony export */   S: () => (/* binding */ commentsBy)
/* harmony export */ });
/* harmony import */ var _parse_lines_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2060);
/* harmony import */ var _parse_parse_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9482);
/* harmony import */ var _parse_program_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6039);
/* harmony import */ var _consistency_server_tools_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7776);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7857);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8403);
/**
 * How a source format reads a file (its `parseProgram`), the same for every language: the format gives
 * the SDK versions its file's package depends on and its reader (extract.ts), and gets a descriptor-like
 * `{ protocolVersion, tools, prompts?, resources?, resourceTemplates? }` whose every value is placed where
 * it is written. Loads with the format's index.ts, only when such a file is linted.
 */






/** A reader's `comments`, from a tokenizer that adds the comments it meets to the list it is given. */
function commentsBy(tokenize) {
    return (text) => {
        const comments = [];
        tokenize(text, comments);
        return comments;
    };
}
/** Reads a source file's tools into `{ protocolVersion, tools }`, every value placed where it is written. */
function sourceParser(reader) {
    return (rawText, path, workspace, tests = false, run = undefined) => {
        // A byte-order mark is not part of the first line's columns.
        const text = rawText.charCodeAt(0) === 0xfeff ? rawText.slice(1) : rawText;
        const sdk = reader.sdk(text, path, workspace);
        const lines = new _parse_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .LineIndex */ .r(text);
        let extracted;
        try {
            const kind = reader.sharedAs?.(text);
            const extract = () => reader.extract(text, path, sdk, tests, workspace);
            extracted = kind === undefined ? extract() : (0,_shared_js__WEBPACK_IMPORTED_MODULE_3__/* .sharedExtraction */ .jf)(run, kind, path, text, extract, false);
            if (reader.finish)
                extracted = reader.finish(extracted, sdk);
        }
        catch (error) {
            // Recursion past the stack's depth: hostile or generated nesting, reported as past the limits.
            if (!(reader.recurses && error instanceof RangeError))
                throw error;
            return (0,_parse_program_js__WEBPACK_IMPORTED_MODULE_5__/* .unreadable */ .O$)(text, lines, sdk.from);
        }
        const { tools, prompts, resources = [], resourceTemplates = [], spans, names, unread, anchors } = extracted;
        const at = (offset) => lines.range(offset, offset).start;
        const document = (0,_parse_parse_js__WEBPACK_IMPORTED_MODULE_0__/* .parsedFromSpans */ .BK)(text, { protocolVersion: sdk.versions, tools, ...(0,_parse_program_js__WEBPACK_IMPORTED_MODULE_5__/* .others */ .MG)({ prompts, resources, resourceTemplates }) }, spans, {
            tools: tools.map((tool, i) => {
                const name = names[i];
                return { name: String(tool.name), ...at(typeof name === 'number' ? name : name[0]) };
            }),
            dynamic: unread.map((u) => ({ ...at(u.start), what: u.what, ...(u.pointer ? { pointer: u.pointer } : {}) })),
            versionFrom: sdk.from,
            ...(sdk.wrapsOutputSchemas ? { wrapsOutputSchemas: true } : {}),
            ...(extracted.afterCallback?.length ? { afterCallback: extracted.afterCallback } : {}),
        }, lines, anchors);
        const left = extracted.testRegistrations ?? 0;
        // Read once, on the first text with a phrase to weigh (strings.ts): the group's read is shared by the run.
        let server = null;
        const serverNames = () => (server === null ? (server = workspace && (0,_consistency_server_tools_js__WEBPACK_IMPORTED_MODULE_1__/* .groupNames */ .S0)(workspace, run ?? (0,_types_js__WEBPACK_IMPORTED_MODULE_2__/* .runMemo */ .Gm)(), path)) : server);
        return { ...document, ...(left > 0 ? { testRegistrations: left } : {}), comments: () => reader.comments(text, path), serverNames };
    };
}


/***/ }),

/***/ 4979:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  TYPESCRIPT_SOURCE: () => (/* binding */ TYPESCRIPT_SOURCE),
  "default": () => (/* binding */ typescript_source),
  parseTypescript: () => (/* binding */ parseTypescript)
});

// EXTERNAL MODULE: ./src/util/lazy-require.ts
var lazy_require = __webpack_require__(6050);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/context.ts
var context = __webpack_require__(8127);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/apps/tool-ui.ts
var tool_ui = __webpack_require__(2890);
// EXTERNAL MODULE: ./src/formats/source/program.ts
var program = __webpack_require__(524);
// EXTERNAL MODULE: ./src/formats/types.ts
var types = __webpack_require__(7857);
// EXTERNAL MODULE: ./src/formats/typescript-source/parsed.ts
var parsed = __webpack_require__(1887);
;// CONCATENATED MODULE: ./src/formats/typescript-source/comments.ts

function commentsOf(ts, path, text) {
    const file = (0,parsed/* parsedSource */.n)(ts, path, text);
    const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, text);
    const comments = [];
    const scan = (from, to) => {
        if (from >= to)
            return;
        scanner.setText(text, from, to - from);
        for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
            if (kind !== ts.SyntaxKind.SingleLineCommentTrivia && kind !== ts.SyntaxKind.MultiLineCommentTrivia)
                continue;
            const start = scanner.getTokenStart();
            const end = scanner.getTokenEnd();
            const closed = kind === ts.SyntaxKind.MultiLineCommentTrivia && text.startsWith('*/', end - 2) && end - start >= 4;
            comments.push({ body: text.slice(start + 2, closed ? end - 2 : end), start, end });
        }
    };
    // In loops with a stack of its own, not by recursing: nesting as deep as the parser allows costs no stack.
    const stack = [];
    const enter = (node) => {
        if (ts.isToken(node)) {
            // JSX text has no trivia: a `//` in it is text.
            if (node.kind !== ts.SyntaxKind.JsxText)
                scan(node.pos, node.getStart(file));
            return;
        }
        const children = [];
        ts.forEachChild(node, (child) => {
            children.push(child);
        });
        stack.push({ children, next: 0, cursor: node.pos, end: node.end });
    };
    enter(file);
    while (stack.length > 0) {
        const frame = stack[stack.length - 1];
        if (frame.next === frame.children.length) {
            scan(frame.cursor, frame.end);
            stack.pop();
            continue;
        }
        const child = frame.children[frame.next++];
        scan(frame.cursor, child.pos);
        frame.cursor = Math.max(frame.cursor, child.end);
        enter(child);
    }
    return comments;
}

// EXTERNAL MODULE: ./src/formats/typescript-source/read.ts + 24 modules
var read = __webpack_require__(4459);
// EXTERNAL MODULE: ./src/formats/typescript-source/info.ts + 1 modules
var info = __webpack_require__(7403);
// EXTERNAL MODULE: ./src/formats/typescript-source/registration-contexts.ts
var registration_contexts = __webpack_require__(2752);
// EXTERNAL MODULE: ./src/formats/typescript-source/rules/index.ts + 1 modules
var rules = __webpack_require__(2472);
// EXTERNAL MODULE: ./src/formats/typescript-source/sdk.ts
var sdk = __webpack_require__(2604);
;// CONCATENATED MODULE: ./src/formats/typescript-source/index.ts
/**
 * TypeScript and JavaScript MCP server source: the tools a server registers with the SDK
 * (extract.ts), read as a descriptor's `tools` in the protocol versions its SDK release speaks
 * (sdk.ts), and checked by the descriptor's tool and security rules at the literals that hold them.
 */











/** Reads a source file's tools into `{ protocolVersion, tools }`, every value placed where it is written. */
const parseTypescript = (0,program/* sourceParser */.D)({
    // A module naming no SDK that registers on a context another module builds speaks that module's SDK (registration-contexts.ts).
    sdk: (text, path, workspace) => {
        const context = text.includes('@modelcontextprotocol/') ? undefined : (0,registration_contexts/* registrationContext */.j0)(text, path, workspace);
        return context ? (0,sdk/* serverSdk */.UO)(context.text, context.path, workspace) : (0,sdk/* serverSdk */.UO)(text, path, workspace);
    },
    extract: (text, path, _sdk, _tests, workspace) => (0,read/* extractTypescript */.H)(text, path, workspace),
    recurses: true,
    sharedAs: () => info/* TYPESCRIPT_SOURCE_INFO */.z.id,
    comments: (text, path) => commentsOf((0,lazy_require/* vendoredTypescript */.P7)(), path, text),
});
const TYPESCRIPT_SOURCE = {
    ...info/* TYPESCRIPT_SOURCE_INFO */.z,
    // MCP Apps' tool metadata, which servers write on `registerTool` and `registerAppTool` alike (app-registrars.ts).
    rules: [...rules/* RULES */.y, tool_ui/* default */.A],
    context: context/* descriptorContext */.BD,
    parseProgram: parseTypescript,
};
/* harmony default export */ const typescript_source = ((0,types/* defineFormat */.nP)(TYPESCRIPT_SOURCE));


/***/ }),

/***/ 2472:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  y: () => (/* binding */ RULES)
});

// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/schema/index.ts
var schema = __webpack_require__(7046);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/security/index.ts
var security = __webpack_require__(8467);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/annotation-hints.ts
var annotation_hints = __webpack_require__(500);
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
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/util/pointer.ts
var pointer = __webpack_require__(6065);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/context.ts
var context = __webpack_require__(8127);
;// CONCATENATED MODULE: ./src/formats/typescript-source/rules/description.ts



/**
 * mcpdesc.tool.description: every tool a server registers in source says what it does. A description
 * mcpdesc could not read (computed at run time, or in a configuration object it could not read whole) is
 * listed as not statically known, never reported: only a literal without one, or with an empty one, is.
 * One passed after SDK v1's callback (after-callback.ts) is never sent, and the finding says so.
 */
/** Where each language's SDK takes a tool's description, by the file's extension. */
const WHERE = [
    [/\.py$/, 'in Python, a docstring'],
    [/\.go$/, 'in Go, mcp.WithDescription'],
    [/\.cs$/, 'in C#, a [Description] attribute'],
    [/\.rs$/, 'in Rust, a doc comment or description = \u2026'],
    [/\.java$/, 'in Java, description = \u2026 of @Tool or @McpTool, or .description(\u2026) of the SDK'],
];
/* harmony default export */ const description = ((0,context/* versionFreeRule */.ZH)('mcpdesc.tool.description', (context) => {
    const tools = context.descriptor.tools;
    if (!Array.isArray(tools))
        return;
    const unread = new Set((context.parsed.inventory?.dynamic ?? []).map((d) => d.pointer));
    const where = WHERE.find(([extension]) => extension.test(context.path))?.[1] ?? 'the description argument or field';
    tools.forEach((tool, index) => {
        if (!(0,json/* isObject */.Gv)(tool) || typeof tool.name !== 'string')
            return;
        const at = (0,pointer/* joinPointer */.Kn)('/tools', String(index));
        const description = tool.description;
        // Its description, or the whole tool's configuration (an imported object), was not statically known.
        if (unread.has(at) || unread.has((0,pointer/* joinPointer */.Kn)(at, 'description')))
            return;
        const dropped = context.parsed.inventory?.afterCallback?.find((a) => a.pointer === at);
        if (description === undefined && dropped) {
            const which = dropped.count > 1 ? `arguments ${dropped.position} to ${dropped.position + dropped.count - 1}` : `argument ${dropped.position}`;
            context.report((0,pointer/* joinPointer */.Kn)(at, 'name'), `Tool ${(0,json/* quote */.hD)(tool.name)} has no description: its server.tool call passes ${which}${dropped.text ? ` (${dropped.text})` : ''} after the callback, and SDK v1's server.tool reads no argument after its callback. Pass the description as the second argument, server.tool(name, description, shape, callback), or in registerTool's config, registerTool(name, { description, inputSchema }, callback).`);
        }
        else if (description === undefined) {
            context.report((0,pointer/* joinPointer */.Kn)(at, 'name'), `Tool ${(0,json/* quote */.hD)(tool.name)} has no description. A client gives the model only a tool's name, description and schema to decide when to call it: add a description (${where}) that says what the tool does.`);
        }
        else if (typeof description === 'string' && description.trim() === '') {
            context.report((0,pointer/* joinPointer */.Kn)(at, 'description'), `Tool ${(0,json/* quote */.hD)(tool.name)} has an empty description. A client gives the model only a tool's name, description and schema to decide when to call it: write what the tool does.`);
        }
    });
}));

;// CONCATENATED MODULE: ./src/formats/typescript-source/rules/index.ts










const RULES = [
    ...schema/* default */.A.filter((r) => r.id === 'mcp.schema.tool'),
    name_unique/* default */.A,
    name_format/* default */.A,
    description,
    input_schema/* default */.A,
    output_schema/* default */.A,
    schema_keywords/* default */.A,
    required_property/* default */.A,
    annotation_hints/* default */.A,
    ...security/* default */.A,
];


/***/ })

};

})
