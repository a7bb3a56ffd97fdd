export const id = 521;
export const ids = [521];
export const modules = {

/***/ 2521:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  GO_SOURCE: () => (/* binding */ GO_SOURCE),
  "default": () => (/* binding */ go_source),
  parseGo: () => (/* binding */ parseGo)
});

// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/context.ts
var context = __webpack_require__(8127);
// EXTERNAL MODULE: ./src/formats/source/program.ts
var program = __webpack_require__(524);
// EXTERNAL MODULE: ./src/formats/typescript-source/rules/index.ts + 1 modules
var rules = __webpack_require__(2472);
// EXTERNAL MODULE: ./src/formats/types.ts + 1 modules
var types = __webpack_require__(5344);
// EXTERNAL MODULE: ./src/formats/go-source/extract.ts + 2 modules
var extract = __webpack_require__(8105);
// EXTERNAL MODULE: ./src/formats/go-source/golang.ts
var go_source_golang = __webpack_require__(1365);
// EXTERNAL MODULE: ./src/formats/go-source/info.ts
var info = __webpack_require__(2923);
// EXTERNAL MODULE: ./src/formats/go-source/hand-rolled.ts + 1 modules
var hand_rolled = __webpack_require__(3844);
// EXTERNAL MODULE: ./src/formats/go-source/sdk.ts
var go_source_sdk = __webpack_require__(2299);
// EXTERNAL MODULE: ./src/formats/rust-source/crate.ts
var crate = __webpack_require__(8276);
// EXTERNAL MODULE: ./src/formats/source/tokens.ts
var source_tokens = __webpack_require__(7024);
// EXTERNAL MODULE: ./src/formats/go-source/builders.ts
var builders = __webpack_require__(1339);
// EXTERNAL MODULE: ./src/formats/go-source/tokens.ts
var go_source_tokens = __webpack_require__(2005);
;// CONCATENATED MODULE: ./src/formats/go-source/spec-helpers.ts
/**
 * A Go module's own registering helper, in another package of the module: `func AddTool[In, Out any](r
 * *Registry, spec ToolSpec, h mcp.ToolHandlerFor[In, Out]) error` whose body makes `&mcp.Tool{Name: spec.Name,
 * Title: spec.Title, Description: spec.Description, …}` and hands it to the SDK's `AddTool`, never setting
 * the tool's fields otherwise. A call `mcpserver.AddTool(r, spec, h)` then registers the spec's fields as
 * the tool's (extract.ts reads the spec literal the call is given). And the methods of the calling file's
 * own package that hand such a spec on (`func (c Contract) Registration() mcpserver.ToolSpec { spec :=
 * c.Spec; spec.InputSchema = …; return spec }`): setting no field the helper copies, they give the spec
 * their value holds in that field. Found by reading the helper's package (from the file's import path and
 * its go.mod's module path) and the file's own folder, bounded.
 */





/** A package's files read at most: a package of one file per tool has hundreds. */
const MAX_FILES = 1_024;
const METHODS = new WeakMap();
const HELPERS = new WeakMap();
const MAX_FILE = 1 << 20;
const MAX_LISTED = 512;
const IMPORT = /"([A-Za-z0-9_.~\-/]{1,256})"/g;
const MODULE_LINE = /^module[ \t]+(\S{1,256})/m;
/** The Tool's text fields a helper may copy from its spec, by their JSON names. */
const COPIED = { Name: 'name', Title: 'title', Description: 'description' };
/** The helpers of the module's packages the file at `path` imports, and its own package's spec methods; undefined when none. */
function specHelpers(text, path, workspace) {
    if (!workspace)
        return undefined;
    const module = (0,hand_rolled/* moduleOf */.cD)(path, workspace);
    if (module === undefined)
        return undefined;
    const mod = workspace.head(inFolder(module, 'go.mod'), MAX_FILE);
    const modulePath = mod && MODULE_LINE.exec(new TextDecoder().decode(mod))?.[1];
    if (!modulePath)
        return undefined;
    const helpers = new Map();
    for (const [, imported] of text.matchAll(IMPORT)) {
        if (!imported.startsWith(`${modulePath}/`))
            continue;
        const alias = imported.slice(imported.lastIndexOf('/') + 1);
        const folder = inFolder(module, imported.slice(modulePath.length + 1));
        const found = (0,crate/* perCrate */.bE)(HELPERS, workspace, folder, () => {
            const all = new Map();
            for (const [at, source] of goFiles(workspace, folder))
                for (const [fn, helper] of helpersIn(source))
                    all.set(fn, { ...helper, at });
            return all;
        });
        for (const [fn, helper] of found)
            if (text.includes(`${alias}.${fn}(`))
                helpers.set(`${alias}.${fn}`, helper);
    }
    if (helpers.size === 0)
        return undefined;
    const own = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
    const types = new Set([...helpers.values()].map((h) => h.specType));
    const methods = (0,crate/* perCrate */.bE)(METHODS, workspace, `${own}\n${[...types].sort().join(' ')}`, () => {
        const all = new Map();
        for (const [at, source] of goFiles(workspace, own))
            for (const [m, method] of specMethodsIn(source, types))
                all.set(m, { ...method, at });
        return all;
    });
    // What the file's tools are read from: a change there re-checks the file.
    for (const { at } of [...helpers.values(), ...methods.values()])
        if (at !== undefined)
            workspace.drawsOn?.(at);
    return { helpers, methods };
}
/** The non-test Go files of a folder: each's path and text. */
function* goFiles(workspace, folder) {
    let reads = MAX_FILES;
    for (const name of workspace.list(folder, MAX_LISTED) ?? []) {
        if (!name.endsWith('.go') || name.endsWith('_test.go') || reads-- <= 0)
            continue;
        const at = inFolder(folder, name);
        const bytes = workspace.head(at, MAX_FILE);
        if (bytes && bytes.length < MAX_FILE)
            yield [at, new TextDecoder().decode(bytes)];
    }
}
/** A file's registering helpers: exported top-level functions that make an SDK `Tool` from a spec parameter's fields. */
function helpersIn(text) {
    const found = new Map();
    if (!text.includes('mcp.Tool{') || !text.includes('github.com/modelcontextprotocol/go-sdk'))
        return found;
    const tokens = (0,go_source_tokens/* tokenizeGo */.i)(text);
    const pairs = (0,source_tokens/* bracketPairs */.WW)(tokens);
    const { op, is } = reader(tokens);
    for (let i = 0; i + 3 < tokens.length; i++) {
        if (!is(i, 'func') || tokens[i + 1]?.kind !== 'name' || !/^[A-Z]/.test(tokens[i + 1].text))
            continue;
        // `func AddTool[In, Out any](…)`: type parameters first.
        const open = op(i + 2, '[') ? pairs[i + 2] + 1 : i + 2;
        if (!op(open, '('))
            continue;
        const names = (0,builders/* parameterNames */.u6)(tokens, pairs, open);
        let body = pairs[open] + 1;
        while (body < tokens.length && !op(body, '{') && body < pairs[open] + 16)
            body = op(body, '(') || op(body, '[') ? pairs[body] + 1 : body + 1;
        if (!names || !op(body, '{'))
            continue;
        const helper = helperBody(tokens, pairs, open, body, names);
        if (helper)
            found.set(tokens[i + 1].text, helper);
        i = pairs[body];
    }
    return found;
}
/** The body at `body` makes one `mcp.Tool{…}` from a spec parameter's fields, hands it to `mcp.AddTool`, and sets none of its text fields. */
function helperBody(tokens, pairs, open, body, names) {
    const { op, is } = reader(tokens);
    let literal = -1;
    let adds = false;
    for (let j = body + 1; j < pairs[body]; j++) {
        if (is(j, 'mcp') && op(j + 1, '.') && is(j + 2, 'Tool') && op(j + 3, '{')) {
            if (literal !== -1)
                return undefined;
            literal = j + 3;
        }
        else if (is(j, 'mcp') && op(j + 1, '.') && is(j + 2, 'AddTool') && op(j + 3, '('))
            adds = true;
        // `tool.Name = …` after the literal: not what the spec says.
        else if (op(j, '.') && tokens[j + 1]?.kind === 'name' && Object.hasOwn(COPIED, tokens[j + 1].text) && op(j + 2, '='))
            return undefined;
    }
    if (literal === -1 || !adds)
        return undefined;
    const fields = {};
    let spec;
    let annotations = false;
    for (let j = literal + 1; j < pairs[literal];) {
        if (tokens[j]?.kind !== 'name' || !op(j + 1, ':'))
            return undefined;
        const field = tokens[j].text;
        let end = j + 2;
        while (end < pairs[literal] && !op(end, ','))
            end = op(end, '(') || op(end, '[') || op(end, '{') ? pairs[end] + 1 : end + 1;
        // `Name: spec.Name`: copied from the spec parameter's field.
        const copied = end === j + 5 && tokens[j + 2].kind === 'name' && op(j + 3, '.') && tokens[j + 4].kind === 'name' ? tokens[j + 2].text : undefined;
        if (Object.hasOwn(COPIED, field)) {
            if (copied === undefined || (spec !== undefined && copied !== spec))
                return undefined;
            spec = copied;
            fields[COPIED[field]] = tokens[j + 4].text;
        }
        else if (field === 'Annotations')
            annotations = true;
        j = op(end, ',') ? end + 1 : end;
    }
    const param = spec === undefined ? -1 : names.indexOf(spec);
    if (fields.name === undefined || param === -1)
        return undefined;
    // The spec parameter's type: `spec ToolSpec` (the name is followed by its type, unqualified in its own package).
    const at = paramType(tokens, pairs, open, spec);
    return at === undefined ? undefined : { param, specType: at, fields, annotations };
}
/** The unqualified type named after the parameter `name` in the list at `open`, or undefined. */
function paramType(tokens, pairs, open, name) {
    for (let j = open + 1; j < pairs[open]; j++)
        if (tokens[j].kind === 'name' && tokens[j].text === name && tokens[j + 1]?.kind === 'name' && !(tokens[j + 2]?.kind === 'op' && tokens[j + 2].text === '.'))
            return tokens[j + 1].text;
    return undefined;
}
/**
 * A file's methods `func (c T) M() pkg.Spec { s := c.F; …; return s }` (or `{ return c.F }`) whose
 * statements set no field a helper copies: each hands on its value's field F.
 */
function specMethodsIn(text, types) {
    const found = new Map();
    if (![...types].some((t) => text.includes(t)))
        return found;
    const tokens = (0,go_source_tokens/* tokenizeGo */.i)(text);
    const pairs = (0,source_tokens/* bracketPairs */.WW)(tokens);
    const { op, is } = reader(tokens);
    for (let i = 0; i + 12 < tokens.length; i++) {
        // `func (c T) M() pkg.Spec {`
        if (!is(i, 'func') || !op(i + 1, '(') || pairs[i + 1] !== i + 4)
            continue;
        const value = tokens[i + 2].text;
        const receiver = tokens[i + 3].text;
        const m = i + 5;
        if (tokens[m]?.kind !== 'name' || !op(m + 1, '(') || !op(m + 2, ')'))
            continue;
        let result = m + 3;
        if (tokens[result]?.kind === 'name' && op(result + 1, '.'))
            result += 2;
        if (!types.has(tokens[result]?.text) || !op(result + 1, '{'))
            continue;
        const body = result + 1;
        const field = handedOn(tokens, pairs, body, value);
        if (field !== undefined)
            found.set(tokens[m].text, { receiver, field });
        i = pairs[body];
    }
    return found;
}
/** The field of `value` a method body at `body` returns unchanged in the helpers' text fields, or undefined. */
function handedOn(tokens, pairs, body, value) {
    const { op, is } = reader(tokens);
    const close = pairs[body];
    // `return c.F }`
    if (is(body + 1, 'return') && is(body + 2, value) && op(body + 3, '.') && tokens[body + 4]?.kind === 'name' && body + 5 === close)
        return tokens[body + 4].text;
    // `s := c.F` … `return s }`, no `return` before, no `s.Name =`, `s.Title =`, `s.Description =`, nor `s` handed on.
    const kept = tokens[body + 1];
    if (kept?.kind !== 'name' || !op(body + 2, ':=') || !is(body + 3, value) || !op(body + 4, '.') || tokens[body + 5]?.kind !== 'name')
        return undefined;
    // `s := c.F.G`, `s := c.F(…)`: not the field itself.
    if (op(body + 6, '.') || op(body + 6, '(') || op(body + 6, '['))
        return undefined;
    if (!(is(close - 2, 'return') && is(close - 1, kept.text)))
        return undefined;
    for (let j = body + 6; j < close - 2; j++) {
        if (is(j, 'return'))
            return undefined;
        if (!is(j, kept.text) || op(j - 1, '.'))
            continue;
        if (!(op(j + 1, '.') && tokens[j + 2]?.kind === 'name' && op(j + 3, '=')) || Object.hasOwn(COPIED, tokens[j + 2].text))
            return undefined;
    }
    return tokens[body + 5].text;
}
function reader(tokens) {
    return {
        op: (i, v) => tokens[i]?.kind === 'op' && tokens[i].text === v,
        is: (i, v) => tokens[i]?.kind === 'name' && tokens[i].text === v,
    };
}
function inFolder(folder, name) {
    return folder === '' ? name : `${folder}/${name}`;
}

;// CONCATENATED MODULE: ./src/formats/go-source/index.ts
/**
 * Go MCP server source: the tools a server defines with mcp-go or the go-sdk (extract.ts),
 * read as a descriptor's `tools` in the protocol versions of its SDK module (sdk.ts), and checked by
 * the same rules as TypeScript source's, at the literals that hold them.
 */











/** Reads a source file's tools into `{ protocolVersion, tools }`, every value placed where it is written. */
const parseGo = (0,program/* sourceParser */.D)({
    // A file that names no SDK, of a module that answers MCP's methods by hand: the protocol version it answers.
    sdk: (text, path, workspace) => {
        const served = (0,hand_rolled/* namesNoSdk */.GC)(text) ? (0,hand_rolled/* handRolledServer */.RQ)(text, path, workspace) : undefined;
        if (served)
            return { versions: served.versions, from: served.from, served, listed: served.lists.get(path) };
        const helpers = (0,go_source_sdk/* officialGoSdk */.O3)(text) ? specHelpers(text, path, workspace) : undefined;
        const golang = (0,go_source_sdk/* importsGolang */.vw)(text) ? (0,go_source_golang/* golangFileOf */.kz)(text, path, workspace) : undefined;
        return { ...(0,go_source_sdk/* goSdkVersions */.SW)(path, (0,go_source_sdk/* moduleOf */.cD)(text), workspace), ...(helpers ? { helpers } : {}), ...(golang ? { golang } : {}) };
    },
    extract: (text, _path, sdk) => (0,extract/* extractGoTools */.f)(text, (0,go_source_sdk/* officialGoSdk */.O3)(text), sdk.served, sdk.helpers, sdk.listed, sdk.golang),
    recurses: true,
    // The consistency rules read every Go file alone (server-tools.ts): only an mcp-go file is read alike.
    sharedAs: (text) => ((0,go_source_sdk/* officialGoSdk */.O3)(text) || (0,go_source_sdk/* importsGolang */.vw)(text) || (0,hand_rolled/* namesNoSdk */.GC)(text) ? undefined : info/* GO_SOURCE_INFO */._.id),
    comments: (0,program/* commentsBy */.S)(go_source_tokens/* tokenizeGo */.i),
});
const GO_SOURCE = { ...info/* GO_SOURCE_INFO */._, rules: rules/* RULES */.y, context: context/* descriptorContext */.BD, parseProgram: parseGo };
/* harmony default export */ const go_source = ((0,types/* defineFormat */.nP)(GO_SOURCE));


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
