export const id = 547;
export const ids = [547];
export const modules = {

/***/ 4547:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CSHARP_SOURCE: () => (/* binding */ CSHARP_SOURCE),
  "default": () => (/* binding */ csharp_source),
  parseCs: () => (/* binding */ parseCs)
});

// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/context.ts
var context = __webpack_require__(8127);
// EXTERNAL MODULE: ./src/formats/source/azure-functions.ts
var azure_functions = __webpack_require__(7343);
// EXTERNAL MODULE: ./src/formats/source/program.ts
var program = __webpack_require__(524);
// EXTERNAL MODULE: ./src/formats/typescript-source/rules/index.ts + 1 modules
var rules = __webpack_require__(2472);
// EXTERNAL MODULE: ./src/formats/types.ts + 1 modules
var types = __webpack_require__(5344);
// EXTERNAL MODULE: ./src/formats/csharp-source/extract.ts + 1 modules
var extract = __webpack_require__(7350);
// EXTERNAL MODULE: ./src/formats/csharp-source/hand-rolled.ts
var hand_rolled = __webpack_require__(4958);
// EXTERNAL MODULE: ./src/formats/csharp-source/handler-base.ts
var handler_base = __webpack_require__(2348);
// EXTERNAL MODULE: ./src/formats/csharp-source/info.ts + 1 modules
var info = __webpack_require__(7512);
// EXTERNAL MODULE: ./src/formats/csharp-source/list-results.ts
var list_results = __webpack_require__(5729);
// EXTERNAL MODULE: ./src/formats/csharp-source/registered.ts
var registered = __webpack_require__(5878);
// EXTERNAL MODULE: ./src/formats/csharp-source/sdk.ts
var sdk = __webpack_require__(6468);
// EXTERNAL MODULE: ./src/formats/source/tokens.ts
var source_tokens = __webpack_require__(7024);
// EXTERNAL MODULE: ./src/formats/csharp-source/tokens.ts
var csharp_source_tokens = __webpack_require__(5848);
;// CONCATENATED MODULE: ./src/formats/csharp-source/solution-constants.ts
/**
 * Constants of another class of the solution that a file's tool attributes name: `[McpServerTool(Name =
 * ToolNames.Echo)]`, `[Description(ToolDescriptions.Files.Read)]`. An attribute's argument must be a constant
 * expression, so such a name is a `const string` the compiler knows: the solution's `.cs` files (registered.ts'
 * bounded walk) are searched for the classes named, and a reference is read when a class of that name declares
 * the constant directly in its body, its value string literals joined by `+`, or constants of that same class
 * or, so named, of another (followed at most MAX_HOPS deep). A nested class is named from any class around it
 * (`ToolDescriptions.Files.Read`, `Files.Read`). Two declarations of one reference with different values
 * (classes of one name in two namespaces) leave it not statically known; interpolated strings too. The files
 * read are drawn on; what a solution declares, and the values worked out, are remembered per solution folder
 * for a stable workspace.
 */




const SOLUTIONS = new WeakMap();
/** Constants followed through one value, at most. */
const MAX_HOPS = 8;
const UNKNOWN = { value: undefined, files: new Set() };
/** Looks up references of the file at `path` in its solution, reading the solution once, on the first reference. */
function solutionConstants(path, workspace) {
    if (!workspace || path.startsWith('/') || path.split('/').includes('..'))
        return undefined;
    let solution;
    return (qualified) => {
        solution ??= solutionAt(workspace, (0,registered/* solutionOf */.T4)(path, workspace));
        const found = constantValue(solution, qualified, 0);
        if (found.value === undefined)
            return undefined;
        for (const file of found.files)
            if (file !== path)
                workspace.drawsOn?.(file);
        return found.value;
    };
}
/** Every `const string` of the solution's classes, by each of its qualified names. */
function solutionAt(workspace, root) {
    const solutions = (0,types/* stableMap */.EJ)(SOLUTIONS, workspace);
    const remembered = solutions?.get(root);
    if (remembered)
        return remembered;
    const written = new Map();
    for (const [at, text] of (0,registered/* solutionFiles */.B0)(workspace, root)) {
        if (!(text.includes('const') && text.includes('class')))
            continue;
        const tokens = (0,csharp_source_tokens/* tokenizeCs */.g)(text).tokens;
        for (const [qualified, { start, own }] of constantsOf(tokens)) {
            const list = written.get(qualified) ?? [];
            list.push({ at, tokens, start, own });
            written.set(qualified, list);
        }
    }
    const solution = { written, known: new Map() };
    solutions?.set(root, solution);
    return solution;
}
/** The value of the constant `qualified`: known when each of its declarations gives the same string. */
function constantValue(solution, qualified, hops) {
    const remembered = solution.known.get(qualified);
    if (remembered)
        return remembered;
    const declarations = solution.written.get(qualified);
    if (!declarations || hops >= MAX_HOPS)
        return UNKNOWN;
    let found;
    for (const written of declarations) {
        const files = new Set([written.at]);
        const value = expression(solution, written, written.start, files, hops);
        if (value === undefined || (found && found.value !== value)) {
            found = UNKNOWN;
            break;
        }
        found = { value, files: found ? new Set([...found.files, ...files]) : files };
    }
    const known = found ?? UNKNOWN;
    // A value cut short by the hops is not remembered: from another reference it may be reached in fewer.
    if (known.value !== undefined || hops === 0)
        solution.known.set(qualified, known);
    return known;
}
/**
 * String literals joined by `+` up to the `;`, each piece a literal, a constant of the same class (`PREFIX`) or
 * another class's (`Fragments.Prerequisite`); the files read are added to `files`.
 */
function expression(solution, written, start, files, hops) {
    const { tokens, own } = written;
    const op = (i, v) => tokens[i]?.kind === 'op' && tokens[i].text === v;
    let out = '';
    for (let j = start;; j++) {
        const t = tokens[j];
        let piece;
        if (t?.kind === 'string')
            piece = t.text;
        else if (t?.kind === 'name') {
            let last = j;
            while (op(last + 1, '.') && tokens[last + 2]?.kind === 'name')
                last += 2;
            if (last === j && own.has(t.text)) {
                if (hops + 1 < MAX_HOPS)
                    piece = expression(solution, written, own.get(t.text), files, hops + 1);
            }
            else if (last > j) {
                const other = constantValue(solution, tokens
                    .slice(j, last + 1)
                    .map((n) => n.text)
                    .join(''), hops + 1);
                piece = other.value;
                for (const file of other.files)
                    files.add(file);
            }
            j = last;
        }
        if (piece === undefined)
            return undefined;
        out += piece;
        if (op(j + 1, ';'))
            return out;
        if (!op(j + 1, '+'))
            return undefined;
        j++;
    }
}
/**
 * The `const string` constants declared directly in the file's classes, by each qualified name
 * (`Outer.Inner.NAME`, `Inner.NAME`): where each value starts, and the other constants of its class.
 */
function constantsOf(tokens) {
    const pairs = (0,source_tokens/* bracketPairs */.WW)(tokens);
    const op = (i, v) => tokens[i]?.kind === 'op' && tokens[i].text === v;
    const is = (i, v) => tokens[i]?.kind === 'name' && tokens[i].text === v;
    const out = new Map();
    /** The classes around the token being read, innermost last, each with its body's `}`. */
    const chain = [];
    for (let i = 0; i < tokens.length; i++) {
        while (chain.length > 0 && i > chain[chain.length - 1].close)
            chain.pop();
        if ((is(i, 'class') || is(i, 'struct')) && tokens[i + 1]?.kind === 'name') {
            // The header to the body: type parameters, a primary constructor, a base list.
            let open = i + 2;
            while (open < tokens.length && !op(open, '{') && !op(open, ';') && !op(open, '}'))
                open = op(open, '(') || op(open, '[') ? pairs[open] + 1 : open + 1;
            if (!op(open, '{'))
                continue;
            chain.push({ name: tokens[i + 1].text, close: pairs[open] });
            const own = new Map();
            // The class body's own `const string NAME = …;` members (not a nested type's or a method's).
            for (let j = open + 1; j < pairs[open]; j++) {
                if (op(j, '{') || op(j, '(') || op(j, '['))
                    j = pairs[j];
                else if (is(j, 'const') && (is(j + 1, 'string') || is(j + 1, 'String')) && tokens[j + 2]?.kind === 'name' && op(j + 3, '='))
                    own.set(tokens[j + 2].text, j + 4);
            }
            for (const [name, start] of own)
                for (let k = 0; k < chain.length; k++)
                    out.set([...chain.slice(k).map((c) => c.name), name].join('.'), { start, own });
            i = open;
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/formats/csharp-source/index.ts
/**
 * C# MCP server source: the tools a server defines with the official SDK's `[McpServerTool]` methods
 * (extract.ts), read as a descriptor's `tools` in the protocol versions of its `ModelContextProtocol`
 * package (sdk.ts), and checked by the same rules as the other source formats, at the literals that
 * hold them.
 */














/** Reads a source file's tools into `{ protocolVersion, tools }`, every value placed where it is written. */
const parseCs = (0,program/* sourceParser */.D)({
    sdk: (text, path, workspace) => {
        // A project that answers MCP's methods itself: the protocol version its server answers (hand-rolled.ts).
        const served = (0,hand_rolled/* handRolledCs */.S)(text, path, workspace);
        if (served && !text.includes('ModelContextProtocol'))
            return { versions: served.versions, from: served.from, snake: true, served };
        // A tool handler of ModelContextProtocol.NET, an older library than the official SDK (handler-base.ts).
        if ((0,handler_base/* netHandlerFile */.Qs)(text))
            return { ...(0,handler_base/* netHandlerVersions */.xs)(path), snake: true, handlers: (name) => (0,handler_base/* netHandlerRegistered */.io)(name, path, workspace) };
        const versions = (0,sdk/* csSdkVersions */.Qp)(path, workspace);
        const listed = text.includes('new Tool') && (0,list_results/* sdkTypes */.yS)(text) ? (0,list_results/* servedMembers */.Rn)(text, path, workspace) : undefined;
        const found = { ...versions, registered: (name) => (0,registered/* registeredClass */.n_)(name, path, workspace), ...(listed ? { listed } : {}) };
        // An Azure Functions app references the extension, not the SDK: what the extension speaks is assumed.
        return text.includes(info/* AZURE_NAMESPACE */.ms) && found.from.startsWith('assumed ') ? { ...found, ...(0,azure_functions/* azureFunctionsVersions */.C)() } : found;
    },
    extract: (text, path, sdk, _tests, workspace) => (0,extract/* extractCsTools */.B)(text, sdk.snake, sdk.registered, sdk.served, sdk.listed, sdk.handlers, solutionConstants(path, workspace)),
    // The reader does not recurse: however deep the nesting, it reads the file in loops.
    recurses: false,
    comments: (0,program/* commentsBy */.S)(csharp_source_tokens/* tokenizeCs */.g),
});
const CSHARP_SOURCE = { ...info/* CSHARP_SOURCE_INFO */.nk, rules: rules/* RULES */.y, context: context/* descriptorContext */.BD, parseProgram: parseCs };
/* harmony default export */ const csharp_source = ((0,types/* defineFormat */.nP)(CSHARP_SOURCE));


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
