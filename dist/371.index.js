export const id = 371;
export const ids = [371];
export const modules = {

/***/ 3371:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PYTHON_SOURCE: () => (/* binding */ PYTHON_SOURCE),
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   parsePython: () => (/* binding */ parsePython)
/* harmony export */ });
/* harmony import */ var _mcpdesc_descriptor_context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8127);
/* harmony import */ var _source_program_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(524);
/* harmony import */ var _typescript_source_rules_index_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2472);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5344);
/* harmony import */ var _extract_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2970);
/* harmony import */ var _info_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5975);
/* harmony import */ var _sdk_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4988);
/* harmony import */ var _tokens_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3065);
/**
 * Python MCP server source: the tools a server registers with FastMCP's `@server.tool` (extract.ts),
 * read as a descriptor's `tools` in the protocol versions of its `mcp` release (sdk.ts), and checked by
 * the same rules as TypeScript source's, at the literals and docstrings that hold them.
 */








/** Reads a source file's tools into `{ protocolVersion, tools }`, every value placed where it is written. */
const parsePython = (0,_source_program_js__WEBPACK_IMPORTED_MODULE_1__/* .sourceParser */ .D)({
    sdk: (text, path, workspace) => (0,_sdk_js__WEBPACK_IMPORTED_MODULE_6__/* .pythonSdkVersions */ .s9)(path, text, workspace),
    extract: (text) => (0,_extract_js__WEBPACK_IMPORTED_MODULE_4__/* .extractTools */ .r)(text),
    recurses: true,
    comments: (0,_source_program_js__WEBPACK_IMPORTED_MODULE_1__/* .commentsBy */ .S)(_tokens_js__WEBPACK_IMPORTED_MODULE_7__/* .tokenize */ .q),
});
const PYTHON_SOURCE = { ..._info_js__WEBPACK_IMPORTED_MODULE_5__/* .PYTHON_SOURCE_INFO */ .q, rules: _typescript_source_rules_index_js__WEBPACK_IMPORTED_MODULE_2__/* .RULES */ .y, context: _mcpdesc_descriptor_context_js__WEBPACK_IMPORTED_MODULE_0__/* .descriptorContext */ .BD, parseProgram: parsePython };
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_types_js__WEBPACK_IMPORTED_MODULE_3__/* .defineFormat */ .nP)(PYTHON_SOURCE));


/***/ }),

/***/ 4988:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $A: () => (/* binding */ mcpVersionsOf),
/* harmony export */   V4: () => (/* binding */ MANIFESTS),
/* harmony export */   aS: () => (/* binding */ requirement),
/* harmony export */   s9: () => (/* binding */ pythonSdkVersions)
/* harmony export */ });
/* harmony import */ var _typescript_source_sdk_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2604);
/* harmony import */ var _source_lockfile_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7091);


const FIRSTS = [
    ['0.8.0', '2024-11-05'],
    ['1.9.0', '2025-03-26'],
    ['1.10.0', '2025-06-18'],
    ['1.23.1', '2025-11-25'],
    ['2.0.0a3', '2026-07-28'],
];
/** The newest releases the table knows: of the v1 line (`mcp.server.fastmcp`), and of any. */
const LATEST_V1 = '1.29.0';
const LATEST = '2.0.0';
/** Python's pre-release spelling (`2.0.0a3`) in semver's, so releases compare as semver orders them. */
function semver(release) {
    const match = /^(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:\.\d+)*(?:(a|b|rc)(\d+))?/.exec(release);
    if (!match)
        return '0.0.0';
    const [, major, minor = '0', patch = '0', pre, n] = match;
    return `${major}.${minor}.${patch}${pre ? `-${pre}.${n}` : ''}`;
}
function mcpVersionsOf(release) {
    return FIRSTS.filter(([first]) => (0,_typescript_source_sdk_js__WEBPACK_IMPORTED_MODULE_0__/* .compareReleases */ .c0)(semver(first), semver(release)) <= 0).map(([, v]) => v);
}
const MANIFESTS = ['pyproject.toml', 'requirements.txt'];
const MAX_MANIFEST = 1 << 20;
/** `mcp>=1.9.0`, `"mcp[cli]==1.10.1"`, `mcp ~= 1.23` (PEP 508), and Poetry's `mcp = "^1.9"` or `mcp = { version = ">=1.9" }`. */
const PEP508 = /(?:^|["'\s,[])mcp(?:\[[\w,\s-]{0,64}\])?\s{0,8}(?:>=|==|~=|===|>)\s{0,8}v?(\d[\w.]{0,40})/m;
const POETRY = /^\s{0,16}mcp\s{0,8}=\s{0,8}(?:\{\s{0,8}version\s{0,8}=\s{0,8})?["']\s{0,8}(?:\^|~|>=|==|~=)?\s{0,8}(\d[\w.]{0,40})/m;
/**
 * The versions the server of a file speaks, from the nearest manifest at or above it that requires `mcp`:
 * the release a uv.lock or poetry.lock beside it pins, else the requirement's lowest.
 */
function pythonSdkVersions(path, text, workspace) {
    const segments = path.split('/').slice(0, -1);
    if (workspace && !segments.includes('..')) {
        for (let depth = segments.length; depth >= 0; depth--) {
            for (const name of MANIFESTS) {
                const at = [...segments.slice(0, depth), name].join('/');
                const release = requirement(workspace, at);
                if (!release)
                    continue;
                const locked = (0,_source_lockfile_js__WEBPACK_IMPORTED_MODULE_1__/* .lockedRelease */ .W)(workspace, (0,_source_lockfile_js__WEBPACK_IMPORTED_MODULE_1__/* .folderOf */ .yS)(at), _source_lockfile_js__WEBPACK_IMPORTED_MODULE_1__/* .PYTHON_LOCKFILES */ .i$, 'mcp');
                if (locked)
                    return { versions: mcpVersionsOf(locked.release), from: `${locked.at}: mcp ${locked.release} (${at} asks for ${release.written})` };
                return { versions: mcpVersionsOf(release.version), from: `${at}: ${release.written}` };
            }
        }
    }
    const latest = text.includes('mcp.server.fastmcp') ? LATEST_V1 : LATEST;
    return { versions: mcpVersionsOf(latest), from: `assumed mcp ${latest}: no pyproject.toml or requirements.txt at or above this file requires mcp` };
}
/** The `mcp` release a pyproject.toml or requirements.txt at `at` requires (its lowest), as written there. */
function requirement(workspace, at) {
    if (workspace.kind(at) !== 'file')
        return undefined;
    const bytes = workspace.head(at, MAX_MANIFEST);
    if (!bytes || bytes.length >= MAX_MANIFEST)
        return undefined;
    const text = new TextDecoder().decode(bytes);
    const match = PEP508.exec(text) ?? POETRY.exec(text);
    return match ? { version: match[1], written: match[0].trim().replace(/^["',[]/, '') } : undefined;
}


/***/ })

};
