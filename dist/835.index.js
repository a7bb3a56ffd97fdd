export const id = 835;
export const ids = [835];
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

/***/ 3835:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RUST_SOURCE: () => (/* binding */ RUST_SOURCE),
  "default": () => (/* binding */ rust_source),
  parseRust: () => (/* binding */ parseRust)
});

// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/context.ts
var context = __webpack_require__(8127);
// EXTERNAL MODULE: ./src/formats/source/program.ts
var program = __webpack_require__(524);
// EXTERNAL MODULE: ./src/formats/typescript-source/rules/index.ts + 1 modules
var rules = __webpack_require__(2472);
// EXTERNAL MODULE: ./src/formats/types.ts + 1 modules
var types = __webpack_require__(5344);
// EXTERNAL MODULE: ./src/formats/rust-source/extract.ts + 8 modules
var extract = __webpack_require__(2692);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/formats/source/releases.ts
var releases = __webpack_require__(4512);
;// CONCATENATED MODULE: ./src/formats/rust-source/included-files.ts
/**
 * `include_str!("instructions/add_note.md")`: the text rustc puts in the macro's place, the whole file at
 * that path (relative to the folder of the file that writes it) as it is written, byte for byte. A tool's
 * description kept in a file of its own (`#[tool(description = include_str!("…"))]`, `const DESCRIPTION:
 * &str = include_str!("…");`) is statically known so, when the file is in the repository, is valid UTF-8 (rustc
 * refuses any other) and is small; its characters are placed at the macro call. rmcp's doc comments take
 * one too, `#[doc = include_str!("…")]`, from the release DOC_INCLUDES on. A path out of the repository,
 * absolute or built by a macro (`concat!(env!("OUT_DIR"), …)`, a file a build script writes) is not read.
 */


/**
 * The first rmcp release whose macros keep a `#[doc = include_str!("…")]` in a tool's description (rmcp-macros
 * 0.7.0, rust-sdk a11c4de3 "support #[doc = include_str!(...)] for macros"): `extract_doc_line` joins it to the
 * doc lines before it with a line break, the file's text untrimmed, where earlier releases dropped everything
 * before it. Whether a crate's macros do is read from the release it locks or the lowest its requirement admits.
 */
const DOC_INCLUDES = '0.7.0';
/** Whether the rmcp `release` keeps a `#[doc = include_str!(…)]` in a description. */
function keepsDocIncludes(release) {
    return release !== undefined && (0,releases/* compareReleases */.c)(release, DOC_INCLUDES) >= 0;
}
/** The largest file read: a description, not a data file. */
const MAX_INCLUDED = 256 * 1024;
/** Reads the files an `include_str!` of the file at `path` names, telling the workspace of each read. */
function includedFiles(path, workspace) {
    if (!workspace || path.startsWith('/'))
        return undefined;
    return (relative) => {
        if (relative === '' || relative.startsWith('/') || relative.includes('\\'))
            return undefined;
        const at = external_node_path_.posix.normalize(external_node_path_.posix.join(external_node_path_.posix.dirname(path), relative));
        if (at === '..' || at.startsWith('../') || workspace.kind(at) !== 'file')
            return undefined;
        const bytes = workspace.head(at, MAX_INCLUDED + 1);
        if (!bytes || bytes.length > MAX_INCLUDED)
            return undefined;
        let text;
        try {
            // As rustc: a byte order mark is kept, invalid UTF-8 refused.
            text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
        }
        catch {
            return undefined;
        }
        workspace.drawsOn?.(at);
        return text;
    };
}

// EXTERNAL MODULE: ./src/formats/rust-source/info.ts
var info = __webpack_require__(8775);
// EXTERNAL MODULE: ./src/formats/rust-source/hand-rolled.ts
var hand_rolled = __webpack_require__(1645);
// EXTERNAL MODULE: ./src/formats/rust-source/inventory-consts.ts
var inventory_consts = __webpack_require__(3884);
// EXTERNAL MODULE: ./src/formats/rust-source/mcp-sdk-rs.ts
var mcp_sdk_rs = __webpack_require__(9472);
// EXTERNAL MODULE: ./src/formats/rust-source/own-tool-new.ts
var own_tool_new = __webpack_require__(3461);
// EXTERNAL MODULE: ./src/formats/rust-source/registry-calls.ts
var registry_calls = __webpack_require__(3296);
// EXTERNAL MODULE: ./src/formats/rust-source/rust-mcp-sdk.ts
var rust_mcp_sdk = __webpack_require__(217);
// EXTERNAL MODULE: ./src/formats/rust-source/sdk.ts
var sdk = __webpack_require__(8831);
// EXTERNAL MODULE: ./src/formats/rust-source/tokens.ts
var rust_source_tokens = __webpack_require__(3465);
// EXTERNAL MODULE: ./src/formats/source/tokens.ts
var source_tokens = __webpack_require__(7024);
;// CONCATENATED MODULE: ./src/formats/rust-source/call-scope.ts
/** The module of the file at `at` (a path under the crate's folder). */
function moduleOf(at) {
    const segments = at.split('/');
    const file = segments[segments.length - 1];
    if ((file === 'lib.rs' || file === 'main.rs') && segments[segments.length - 2] === 'src')
        return 'crate';
    if (file === 'mod.rs')
        return segments[segments.length - 2] ?? 'crate';
    return file.replace(/\.rs$/, '');
}
/** The file's scope: its module and the names its top-level `use` items bring in. */
function fileScope(at, tokens, pairs) {
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    const uses = new Map();
    const globs = new Set();
    /** A use tree from `i` to `end` (exclusive), under the path's last segment `last`. */
    const tree = (i, end, last) => {
        let module = last;
        for (let j = i; j < end; j++) {
            if (tokens[j].kind === 'name' && op(j + 1, ':') && op(j + 2, ':')) {
                module = tokens[j].text;
                j += 2;
            }
            else if (op(j, '{')) {
                // `{a, b::c, d as e}`: each item under the path so far.
                let from = j + 1;
                for (let k = j + 1; k <= pairs[j]; k++) {
                    if (op(k, '{'))
                        k = pairs[k];
                    else if (op(k, ',') || k === pairs[j]) {
                        tree(from, k, module);
                        from = k + 1;
                    }
                }
                return;
            }
            else if (op(j, '*')) {
                globs.add(module);
                return;
            }
            else if (tokens[j].kind === 'name') {
                // `foo` or `foo as bar`: the name it is known by.
                const alias = tokens[j + 1]?.kind === 'name' && tokens[j + 1].text === 'as' && tokens[j + 2]?.kind === 'name' ? j + 2 : j;
                if (tokens[j].text === 'self')
                    uses.set(module, module);
                else
                    uses.set(tokens[alias].text, module);
                return;
            }
        }
    };
    for (let i = 0, depth = 0; i < tokens.length; i++) {
        if (op(i, '{'))
            depth++;
        else if (op(i, '}'))
            depth--;
        if (depth !== 0 || tokens[i].kind !== 'name' || tokens[i].text !== 'use')
            continue;
        let end = i + 1;
        while (end < tokens.length && !op(end, ';'))
            end = op(end, '{') ? pairs[end] + 1 : end + 1;
        tree(i + 1, end, 'crate');
        i = end;
    }
    return { at, module: moduleOf(at), uses, globs };
}
/** Whether `call`, written in a function of `caller`'s file (in `impl`), can reach the function `next`. */
function reaches(call, caller, next) {
    if (call.method)
        return next.impl !== undefined && (call.method === 'value' || next.impl === caller.impl);
    const type = call.type === 'Self' ? caller.impl : call.type;
    if (type !== undefined && /^[A-Z]/.test(type))
        return next.impl === type;
    if (next.impl !== undefined)
        return false;
    const module = next.scope.module;
    const from = (written) => written === 'super' || (written === 'self' ? next.scope === caller.scope : written === module) || (written === 'crate' && module === 'crate');
    // `garden::foo()`: of a module of that name, or of the module a `use` brings in under that name.
    if (type !== undefined)
        return from(type) || from(caller.scope.uses.get(type) ?? '');
    if (next.scope === caller.scope)
        return true;
    const used = caller.scope.uses.get(call.name);
    return (used !== undefined && from(used)) || [...caller.scope.globs].some(from);
}

// EXTERNAL MODULE: ./src/formats/rust-source/crate.ts
var rust_source_crate = __webpack_require__(8276);
;// CONCATENATED MODULE: ./src/formats/rust-source/served-functions.ts




const GRAPHS = new WeakMap();
/** What a file must show for this to be asked: rmcp's `Tool` built by hand. */
const BUILDS_TOOL = /\bTool[ \t]{0,8}(?:\{|::new)/;
const MAX_ITEMS = 20_000;
/** The functions of the file at `path` reached from its crate's rmcp `list_tools` in another file (drawn on), by where their names start. */
function servedFunctions(text, path, workspace) {
    if (!workspace || !text.includes('rmcp') || !BUILDS_TOOL.test(text))
        return [];
    const crate = (0,rust_source_crate/* crateOf */.fn)(path, workspace);
    if (crate === undefined)
        return [];
    const reached = (0,rust_source_crate/* perCrate */.bE)(GRAPHS, workspace, crate, () => reachedIn(workspace, crate));
    const starts = reached.get(path) ?? [];
    if (starts.length > 0)
        for (const at of reached.keys())
            if (at !== path)
                workspace.drawsOn?.(at);
    return [...starts];
}
/** Where the names of each file's functions reached from a `list_tools` start, by file. */
function reachedIn(workspace, crate) {
    const items = [];
    (0,rust_source_crate/* firstInCrate */.N2)(workspace, crate, ({ at, text }) => {
        if (items.length < MAX_ITEMS)
            items.push(...itemsOf(at, text));
        return undefined;
    });
    const byName = new Map();
    for (const item of items)
        byName.set(item.name, [...(byName.get(item.name) ?? []), item]);
    const seen = new Set(items.filter((item) => item.roots));
    for (const waiting = [...seen]; waiting.length > 0;) {
        const item = waiting.pop();
        for (const call of item.calls) {
            for (const next of byName.get(call.name) ?? [])
                if (!seen.has(next) && reaches(call, item, next)) {
                    seen.add(next);
                    waiting.push(next);
                }
        }
    }
    const out = new Map();
    for (const item of seen)
        out.set(item.at, [...(out.get(item.at) ?? []), item.start]);
    return out;
}
/** The functions and `static`/`const` items of one file. */
function itemsOf(at, text) {
    const tokens = (0,rust_source_tokens/* tokenizeRust */.G)(text);
    const pairs = (0,source_tokens/* bracketPairs */.WW)(tokens);
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    const is = (i, value) => tokens[i]?.kind === 'name' && tokens[i].text === value;
    const out = [];
    const scope = fileScope(at, tokens, pairs);
    /** The `impl` blocks: their braces and type. */
    const impls = [];
    for (let i = 0; i < tokens.length; i++) {
        if (!is(i, 'impl') || !(i === 0 || op(i - 1, '}') || op(i - 1, ';') || op(i - 1, ']') || tokens[i - 1].kind === 'doc' || is(i - 1, 'unsafe')))
            continue;
        let j = i + 1;
        let type;
        for (; j < tokens.length && !op(j, '{') && !op(j, ';'); j++) {
            if (op(j, '<'))
                j = angled(tokens, j);
            else if (is(j, 'for'))
                type = undefined;
            else if (is(j, 'where'))
                break;
            else if (tokens[j].kind === 'name' && !op(j + 1, ':') && type === undefined)
                type = tokens[j].text;
        }
        while (j < tokens.length && !op(j, '{') && !op(j, ';'))
            j++;
        if (op(j, '{') && type !== undefined)
            impls.push({ from: j, to: pairs[j], type });
    }
    const implOf = (i) => impls.find(({ from, to }) => from < i && i < to)?.type;
    for (let i = 0; i + 1 < tokens.length; i++) {
        const fn = is(i, 'fn') && tokens[i + 1].kind === 'name';
        const item = (is(i, 'static') || is(i, 'const')) && tokens[i + 1].kind === 'name' && op(i + 2, ':');
        if (!fn && !item)
            continue;
        let from = i + 2;
        while (from < tokens.length && !op(from, fn ? '{' : '=') && !op(from, ';'))
            from = op(from, '(') ? pairs[from] + 1 : from + 1;
        if (!op(from, fn ? '{' : '='))
            continue;
        let to = fn ? pairs[from] : from;
        if (!fn)
            while (to < tokens.length && !op(to, ';'))
                to = op(to, '(') || op(to, '{') || op(to, '[') ? pairs[to] + 1 : to + 1;
        const calls = [];
        for (let j = from + 1; j < to; j++) {
            if (tokens[j].kind !== 'name')
                continue;
            const path = op(j - 1, ':') && op(j - 2, ':') && tokens[j - 3]?.kind === 'name' ? tokens[j - 3].text : undefined;
            const method = op(j - 1, '.') ? (tokens[j - 2]?.kind === 'name' && tokens[j - 2].text === 'self' ? 'self' : 'value') : undefined;
            if (op(j + 1, '(') || /^[A-Z][A-Z0-9_]+$/.test(tokens[j].text))
                calls.push({ type: path, name: tokens[j].text, ...(method ? { method } : {}) });
        }
        const name = tokens[i + 1].text;
        let roots = false;
        if (fn && name === 'list_tools')
            for (let j = i + 2; j < from && !roots; j++)
                roots = is(j, 'ListToolsResult');
        out.push({ at, name, start: tokens[i + 1].start, impl: implOf(i), calls, roots, scope });
        if (fn)
            i = from;
    }
    return out;
}
/** The index of the `>` that closes the generic parameters opened at `open` (nested ones counted). */
function angled(tokens, open) {
    let depth = 0;
    for (let j = open; j < tokens.length; j++) {
        if (tokens[j].kind !== 'op')
            continue;
        if (tokens[j].text === '<')
            depth++;
        else if (tokens[j].text === '>' && --depth === 0)
            return j;
        else if (tokens[j].text === '{' || tokens[j].text === ';')
            return j - 1;
    }
    return tokens.length;
}

// EXTERNAL MODULE: ./src/formats/rust-source/tool-table.ts
var tool_table = __webpack_require__(1480);
// EXTERNAL MODULE: ./src/formats/rust-source/trait-consts.ts
var trait_consts = __webpack_require__(2724);
;// CONCATENATED MODULE: ./src/formats/rust-source/index.ts
/**
 * Rust MCP server source: the tools a server defines with rmcp's `#[tool]` functions (extract.ts), read
 * as a descriptor's `tools` in the protocol versions of its rmcp release (sdk.ts), and checked by the
 * same rules as the other source formats, at the literals and doc comments that hold them.
 */


















/** Reads a source file's tools into `{ protocolVersion, tools }`, every value placed where it is written. */
const parseRust = (0,program/* sourceParser */.D)({
    // A file that names no rmcp, of a crate that answers MCP's methods by hand: the protocol version it
    // answers. A table of the crate's own tool struct: its rmcp release's, or the protocol version of the
    // hand-rolled server that lists it.
    sdk: (text, path, workspace) => {
        // A file that names mcp-attr and not rmcp: its release's versions, its `#[tool]`s read as it makes them.
        if (!text.includes('rmcp') && text.includes('mcp_attr::'))
            return { ...(0,sdk/* rustSdkVersions */.kH)(path, workspace, sdk/* MCP_ATTR */.fi), mcpAttr: true };
        // A file of rust-mcp-sdk's `#[mcp_tool]` structs: its release's versions, the structs read as its macros make them.
        if (!text.includes('rmcp') && (0,rust_mcp_sdk/* rustMcpSdkTools */.U)(text))
            return (0,rust_mcp_sdk/* rustMcpSdkVersions */.e)(path, workspace);
        const handRolled = text.includes('rmcp') ? undefined : (0,hand_rolled/* handRolledServer */.RQ)(text, path, workspace);
        // A registry filled by `.register(…)` calls: in the serving file too (registry-calls.ts).
        const registry = (0,registry_calls/* registryCalls */.D)(text, path, workspace);
        if (handRolled) {
            const registered = (0,hand_rolled/* hasToolMethods */.hA)(text) ? (0,hand_rolled/* boxedTypes */.uM)(path, workspace, text) : undefined;
            return {
                versions: handRolled.versions,
                from: handRolled.from,
                handRolled: true,
                ...(registered ? { registered } : {}),
                ...(registry ? { registry } : {}),
            };
        }
        if (!text.includes('rmcp') && (0,mcp_sdk_rs/* mcpSdkRsServer */.Jk)(text))
            return { ...(0,mcp_sdk_rs/* mcpSdkRsVersions */.d7)(path), sdkRs: true };
        const ownNew = (0,own_tool_new/* ownToolNew */.DR)(text, path, workspace);
        if (ownNew)
            return { versions: ownNew.server.versions, from: ownNew.server.from, ownNew };
        if (registry)
            return { versions: registry.server.versions, from: registry.server.from, registry };
        const { tables, server } = (0,tool_table/* servedTables */.b)(text, path, workspace);
        if (server)
            return { versions: server.versions, from: server.from, tables };
        const consts = (0,trait_consts/* constTools */.Li)(text, path, workspace) ?? (0,inventory_consts/* inventoryConstTools */.Z)(text, path, workspace);
        const reached = servedFunctions(text, path, workspace);
        const lister = (0,trait_consts/* constLister */.zC)(text, path, workspace) || (0,inventory_consts/* inventoryLister */.q)(text, path, workspace);
        return {
            ...(0,sdk/* rustSdkVersions */.kH)(path, workspace),
            ...(tables.length > 0 ? { tables } : {}),
            ...(consts ? { consts } : {}),
            ...(lister ? { lister } : {}),
            ...(reached.length > 0 ? { reached } : {}),
        };
    },
    extract: (text, path, sdk, tests, workspace) => (0,extract/* extractRustTools */.b)(text, tests, sdk, (at) => {
        if (at !== path)
            workspace?.drawsOn?.(at);
    }, includedFiles(path, workspace), keepsDocIncludes(sdk.rmcpRelease)),
    // The reader does not recurse: however deep the nesting, it reads the file in loops.
    recurses: false,
    comments: (0,program/* commentsBy */.S)(rust_source_tokens/* tokenizeRust */.G),
});
const RUST_SOURCE = { ...info/* RUST_SOURCE_INFO */.M, rules: rules/* RULES */.y, context: context/* descriptorContext */.BD, parseProgram: parseRust };
/* harmony default export */ const rust_source = ((0,types/* defineFormat */.nP)(RUST_SOURCE));


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
