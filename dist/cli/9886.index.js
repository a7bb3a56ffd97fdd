// mcpdesc chunk af1af4f7f229193366f77522f39ee4496a0b784345f893513b126d7fc636a162
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 9886;
__mcpdesc_chunk.ids = [9886];
__mcpdesc_chunk.modules = {

/***/ 199:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GO_SOURCE: () => (/* binding */ GO_SOURCE),
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   parseGo: () => (/* binding */ parseGo)
/* harmony export */ });
/* harmony import */ var _mcpdesc_descriptor_context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8127);
/* harmony import */ var _source_program_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(524);
/* harmony import */ var _typescript_source_rules_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2472);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7857);
/* harmony import */ var _extract_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5894);
/* harmony import */ var _info_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2923);
/* harmony import */ var _sdk_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(2299);
/* harmony import */ var _tokens_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2005);
/**
 * Go MCP server source: the tools a server defines with mcp-go or the go-sdk (extract.ts),
 * read as a descriptor's `tools` in the protocol versions of its SDK module (sdk.ts), and checked by
 * the same rules as TypeScript source's, at the literals that hold them.
 */








/** Reads a source file's tools into `{ protocolVersion, tools }`, every value placed where it is written. */
const parseGo = (0,_source_program_js__WEBPACK_IMPORTED_MODULE_1__/* .sourceParser */ .D)({
    sdk: (text, path, workspace) => (0,_sdk_js__WEBPACK_IMPORTED_MODULE_6__/* .goSdkVersions */ .SW)(path, (0,_sdk_js__WEBPACK_IMPORTED_MODULE_6__/* .moduleOf */ .cD)(text), workspace),
    extract: (text) => (0,_extract_js__WEBPACK_IMPORTED_MODULE_4__/* .extractGoTools */ .f)(text, (0,_sdk_js__WEBPACK_IMPORTED_MODULE_6__/* .moduleOf */ .cD)(text) === 'github.com/modelcontextprotocol/go-sdk'),
    recurses: true,
    comments: (0,_source_program_js__WEBPACK_IMPORTED_MODULE_1__/* .commentsBy */ .S)(_tokens_js__WEBPACK_IMPORTED_MODULE_7__/* .tokenizeGo */ .i),
});
const GO_SOURCE = { ..._info_js__WEBPACK_IMPORTED_MODULE_5__/* .GO_SOURCE_INFO */ ._, rules: _typescript_source_rules_index_js__WEBPACK_IMPORTED_MODULE_2__/* .RULES */ .y, context: _mcpdesc_descriptor_context_js__WEBPACK_IMPORTED_MODULE_0__/* .descriptorContext */ .BD, parseProgram: parseGo };
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_types_js__WEBPACK_IMPORTED_MODULE_3__/* .defineFormat */ .nP)(GO_SOURCE));


/***/ }),

/***/ 2299:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I4: () => (/* binding */ goRequirement),
/* harmony export */   SW: () => (/* binding */ goSdkVersions),
/* harmony export */   cD: () => (/* binding */ moduleOf),
/* harmony export */   e$: () => (/* binding */ MODULES),
/* harmony export */   nQ: () => (/* binding */ goVersionsOf)
/* harmony export */ });
/* harmony import */ var _typescript_source_sdk_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2604);

const MODULES = {
    'github.com/mark3labs/mcp-go': {
        firsts: [
            ['0.2.0', '2024-11-05'],
            ['0.30.0', '2025-03-26'],
            ['0.35.0', '2025-06-18'],
            ['0.44.0-beta.2', '2025-11-25'],
            ['1.0.0-beta.1', '2026-07-28'],
        ],
        latest: '0.44.0',
    },
    'github.com/modelcontextprotocol/go-sdk': {
        // v0.1.0 spoke 2025-03-26 alone; v0.2.0 added the older and the newer revision.
        firsts: [
            ['0.2.0', '2024-11-05'],
            ['0.1.0', '2025-03-26'],
            ['0.2.0', '2025-06-18'],
            ['1.2.0', '2025-11-25'],
            ['1.7.0-pre.1', '2026-07-28'],
        ],
        latest: '1.7.0',
    },
};
/** The SDK module a file imports. */
function moduleOf(text) {
    return text.includes('github.com/modelcontextprotocol/go-sdk') ? 'github.com/modelcontextprotocol/go-sdk' : 'github.com/mark3labs/mcp-go';
}
function goVersionsOf(module, release) {
    return MODULES[module].firsts.filter(([first]) => (0,_typescript_source_sdk_js__WEBPACK_IMPORTED_MODULE_0__/* .compareReleases */ .c0)(first, release) <= 0).map(([, v]) => v);
}
const MAX_MANIFEST = 1 << 20;
/** The versions of the module the nearest go.mod at or above the file requires; its latest known release when none does. */
function goSdkVersions(path, module, workspace) {
    const segments = path.split('/').slice(0, -1);
    if (workspace && !segments.includes('..')) {
        for (let depth = segments.length; depth >= 0; depth--) {
            const at = [...segments.slice(0, depth), 'go.mod'].join('/');
            const release = goRequirement(workspace, at, module);
            if (release)
                return { versions: goVersionsOf(module, release), from: `${at}: ${module} v${release}` };
        }
    }
    const { latest } = MODULES[module];
    return { versions: goVersionsOf(module, latest), from: `assumed ${module} v${latest}: no go.mod at or above this file requires it` };
}
/** The release of `module` a go.mod at `at` requires, or undefined. */
function goRequirement(workspace, at, module) {
    if (workspace.kind(at) !== 'file')
        return undefined;
    const bytes = workspace.head(at, MAX_MANIFEST);
    if (!bytes || bytes.length >= MAX_MANIFEST)
        return undefined;
    const text = new TextDecoder().decode(bytes);
    const start = text.indexOf(`${module} v`);
    if (start === -1)
        return undefined;
    return /^v(\d{1,9}\.\d{1,9}\.\d{1,9}(?:-[0-9A-Za-z.-]{1,64})?)/.exec(text.slice(start + module.length + 1, start + module.length + 80))?.[1];
}


/***/ }),

/***/ 7024:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ placer),
/* harmony export */   W: () => (/* binding */ bracketPairs)
/* harmony export */ });
/**
 * The index of the bracket that closes each opening one (the last token where none does), made in one
 * pass with a stack: a reader skips a nested expression in one step, never by recursing. `openers`, when
 * given, gets each closing bracket's opening one.
 */
function bracketPairs(tokens, openers) {
    const pairs = new Int32Array(tokens.length).fill(tokens.length - 1);
    const stack = [];
    for (let j = 0; j < tokens.length; j++) {
        const t = tokens[j].text;
        if (tokens[j].kind !== 'op')
            continue;
        if (t === '(' || t === '[' || t === '{')
            stack.push(j);
        else if ((t === ')' || t === ']' || t === '}') && stack.length > 0) {
            const opening = stack.pop();
            pairs[opening] = j;
            if (openers)
                openers[j] = opening;
        }
    }
    return pairs;
}
/** `place(pointer, from, to, key?)`: records that the value at `pointer` is written in tokens `from` to `to`, its key in token `key`. */
function placer(tokens, spans) {
    return (pointer, from, to, key) => spans.set(pointer, { value: [tokens[from].start, tokens[to].end], ...(key === undefined ? {} : { key: [tokens[key].start, tokens[key].end] }) });
}


/***/ })

};

})
