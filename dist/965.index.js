export const id = 965;
export const ids = [965];
export const modules = {

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


/***/ }),

/***/ 5965:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PYTHON_SOURCE: () => (/* binding */ PYTHON_SOURCE),
  "default": () => (/* binding */ python_source),
  parsePython: () => (/* binding */ parsePython)
});

// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/context.ts
var context = __webpack_require__(8127);
// EXTERNAL MODULE: ./src/formats/source/program.ts
var program = __webpack_require__(524);
// EXTERNAL MODULE: ./src/formats/typescript-source/rules/index.ts + 1 modules
var rules = __webpack_require__(2472);
// EXTERNAL MODULE: ./src/formats/types.ts + 1 modules
var types = __webpack_require__(5344);
// EXTERNAL MODULE: ./src/formats/python-source/extract.ts + 11 modules
var extract = __webpack_require__(7155);
// EXTERNAL MODULE: ./src/formats/python-source/hand-rolled.ts
var hand_rolled = __webpack_require__(5837);
// EXTERNAL MODULE: ./src/formats/python-source/info.ts
var info = __webpack_require__(5975);
// EXTERNAL MODULE: ./src/formats/python-source/registered-elsewhere.ts + 3 modules
var registered_elsewhere = __webpack_require__(5490);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/duplicates.ts
var duplicates = __webpack_require__(5444);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/name-unique.ts
var name_unique = __webpack_require__(2361);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/tool-schemas.ts
var tool_schemas = __webpack_require__(1493);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/util/pointer.ts
var pointer = __webpack_require__(6065);
;// CONCATENATED MODULE: ./src/formats/python-source/name-unique.ts
/**
 * mcpdesc.tool.name-unique for Python source: FastMCP 3 registers several versions of one tool
 * (`@mcp.tool(version="2.0")`) and its clients pick one, so a tool is identified by its name and version
 * (`_meta.fastmcp.version`, where extract.ts reads it when the file's FastMCP has versions). Its
 * LocalProvider still refuses a name with both versioned and unversioned tools, and keeps one of two
 * tools with the same name and version.
 */







function versionOf({ tool }) {
    const fastmcp = (0,json/* isObject */.Gv)(tool._meta) ? tool._meta.fastmcp : undefined;
    return (0,json/* isObject */.Gv)(fastmcp) && typeof fastmcp.version === 'string' ? fastmcp.version : undefined;
}
/* harmony default export */ const python_source_name_unique = ((0,context/* descriptorRule */.wU)('mcpdesc.tool.name-unique', (context) => {
    // A version not statically known may be any: such a tool is compared with none.
    const unknown = new Set((context.parsed.inventory?.dynamic ?? []).map((d) => d.pointer));
    const named = (0,tool_schemas/* tools */.Yl)(context).filter((t) => typeof t.tool.name === 'string' && !unknown.has((0,extract/* versionPointer */.a)(t.pointer)));
    for (const { later, first } of (0,duplicates/* duplicates */.X)(named, (t) => `${t.tool.name}\u0000${versionOf(t) ?? ''}`)) {
        const version = versionOf(later);
        const { named: firstNamed, related } = (0,name_unique/* toolPlace */._)(context, first, `The first tool named ${(0,json/* quote */.hD)(later.tool.name)}${version === undefined ? '' : ` with version ${(0,json/* quote */.hD)(version)}`}.`);
        context.report((0,pointer/* joinPointer */.Kn)(later.pointer, 'name'), version === undefined
            ? `Tool name ${(0,json/* quote */.hD)(later.tool.name)} is already used by ${firstNamed}. Clients call tools by name, so one of the two can never be called. Rename one of them, or remove the duplicate.`
            : `Tool name ${(0,json/* quote */.hD)(later.tool.name)} with version ${(0,json/* quote */.hD)(version)} is already used by ${firstNamed}. FastMCP keeps one tool per name and version, so one of the two can never be called. Give one of them another version or name, or remove the duplicate.`, undefined, undefined, undefined, related);
    }
    // FastMCP raises a ValueError at the first registration that mixes the two, so the server never starts.
    const firsts = new Map();
    for (const tool of named) {
        const first = firsts.get(tool.tool.name);
        if (first === undefined)
            firsts.set(tool.tool.name, tool);
        else if ((versionOf(first) === undefined) !== (versionOf(tool) === undefined)) {
            const versioned = versionOf(tool) === undefined ? first : tool;
            const other = (0,name_unique/* toolPlace */._)(context, first, `The first tool named ${(0,json/* quote */.hD)(tool.tool.name)}.`);
            const [withVersion, without] = first === versioned ? [other.named, 'this one'] : ['this one', other.named];
            context.report((0,pointer/* joinPointer */.Kn)(tool.pointer, 'name'), `Tool ${(0,json/* quote */.hD)(tool.tool.name)} is registered both with version ${(0,json/* quote */.hD)(versionOf(versioned) ?? '')} (${withVersion}) and without one (${without}). FastMCP refuses to mix versioned and unversioned tools of one name, so the server fails when it registers the second. Give every ${(0,json/* quote */.hD)(tool.tool.name)} tool a version, or none.`, undefined, undefined, undefined, other.related);
        }
    }
}));

// EXTERNAL MODULE: ./src/formats/python-source/sdk.ts
var sdk = __webpack_require__(4988);
// EXTERNAL MODULE: ./src/formats/python-source/tokens.ts
var tokens = __webpack_require__(3065);
;// CONCATENATED MODULE: ./src/formats/python-source/index.ts
/**
 * Python MCP server source: the tools a server registers with FastMCP's `@server.tool` (extract.ts),
 * read as a descriptor's `tools` in the protocol versions of its `mcp` release (sdk.ts), and checked by
 * the same rules as TypeScript source's, at the literals and docstrings that hold them; a tool's name is
 * unique with its FastMCP 3 version (name-unique.ts).
 */











/** Without component versions, `version=` is no part of a tool: its name alone identifies it. */
function finish(extracted, sdk) {
    if (sdk.componentVersions)
        return extracted;
    const versions = new Set(extracted.tools.map((_, index) => (0,extract/* versionPointer */.a)(`/tools/${index}`)));
    return {
        ...extracted,
        tools: extracted.tools.map(({ _meta, ...tool }) => tool),
        unread: extracted.unread.filter((u) => u.pointer === undefined || !versions.has(u.pointer)),
    };
}
/** Reads a source file's tools into `{ protocolVersion, tools }`, every value placed where it is written. */
const parsePython = (0,program/* sourceParser */.D)({
    // A module that answers MCP's methods itself (hand-rolled.ts): the protocol version it answers.
    sdk: (text, path, workspace) => {
        const server = (0,hand_rolled/* handRolled */.C)(text, path);
        if (server)
            return { versions: server.versions, from: server.from, componentVersions: false };
        return { ...(0,sdk/* pythonSdkVersions */.s9)(path, text, workspace), componentVersions: (0,sdk/* componentVersions */.Xb)(path, text, workspace) };
    },
    // What other modules of the repository say about its tools (registered-elsewhere.ts).
    extract: (text, path, _sdk, _tests, workspace) => (0,extract/* extractTools */.r)(text, (0,registered_elsewhere/* fromModules */.O)(text, path, workspace)),
    finish,
    recurses: true,
    sharedAs: () => info/* PYTHON_SOURCE_INFO */.q.id,
    comments: (0,program/* commentsBy */.S)(tokens/* tokenize */.q),
});
const PYTHON_SOURCE = {
    ...info/* PYTHON_SOURCE_INFO */.q,
    rules: rules/* RULES */.y.map((rule) => (rule.id === python_source_name_unique.id ? python_source_name_unique : rule)),
    context: context/* descriptorContext */.BD,
    parseProgram: parsePython,
};
/* harmony default export */ const python_source = ((0,types/* defineFormat */.nP)(PYTHON_SOURCE));


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
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5344);
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
    [/\.rs$/, 'in Rust, a doc comment or description = …'],
    [/\.java$/, 'in Java, description = … of @Tool or @McpTool, or .description(…) of the SDK'],
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
