// mcpdesc chunk b52ad636156685b5eaa5af235ba8cc43feb3e795ee099ba4c1f97776e58aa425
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 1984;
__mcpdesc_chunk.ids = [1984];
__mcpdesc_chunk.modules = {

/***/ 1984:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MCP_TOOL_LIST: () => (/* binding */ MCP_TOOL_LIST),
  "default": () => (/* binding */ mcp_tool_list)
});

// EXTERNAL MODULE: ./src/formats/types.ts
var types = __webpack_require__(7857);
// EXTERNAL MODULE: ./src/protocol/versions.ts
var protocol_versions = __webpack_require__(5159);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/context.ts
var context = __webpack_require__(8127);
// EXTERNAL MODULE: ./src/formats/mcp-tool-list/info.ts
var info = __webpack_require__(3583);
;// CONCATENATED MODULE: ./src/formats/mcp-tool-list/context.ts




/** The file's tools as a descriptor's, in the versions it is read in (its server's SDK's, else the newest: sdk.ts). */
function asDescriptor(value, versions) {
    const shape = (0,info/* listShape */.Cp)(value);
    if (shape === undefined)
        return undefined;
    const tools = shape === 'array' ? value : shape === 'tool' ? [value] : (0,json/* isObject */.Gv)(value) ? value.tools : undefined;
    return { descriptor: { protocolVersion: versions.length === 1 ? versions[0] : [...versions], tools }, versions };
}
/** Where a descriptor's pointer sits in a file of this shape. */
function placeIn(shape, pointer) {
    if (shape === 'result')
        return pointer;
    if (!pointer.startsWith('/tools'))
        return '';
    const inList = pointer.slice('/tools'.length);
    if (shape === 'array')
        return inList;
    // One tool: `/tools/0/\u2026` is the file's `/\u2026`.
    return inList.startsWith('/0') ? inList.slice(2) : '';
}
function placedFix(shape, fix) {
    return fix?.at ? { ...fix, at: { ...fix.at, pointer: placeIn(shape, fix.at.pointer) } } : fix;
}
function toolListContext(scope, reporter, version) {
    const shape = (0,info/* listShape */.Cp)(scope.parsed.value);
    if (shape === undefined || (version !== null && !(0,protocol_versions/* isVersion */.lF)(version)))
        return undefined;
    const placed = {
        report: (pointer, message, target, related, fix) => reporter.report(placeIn(shape, pointer), message, target, related, placedFix(shape, fix)),
        reportAt: (range, message, pointer) => reporter.reportAt(range, message, pointer),
    };
    const versions = scope.versions.filter(protocol_versions/* isVersion */.lF);
    return (0,context/* descriptorContext */.BD)(scope, placed, version, (value) => asDescriptor(value, versions.length > 0 ? versions : [protocol_versions/* LATEST */.k0]));
}

// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/apps/tool-ui.ts
var tool_ui = __webpack_require__(2890);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/icon-mime-type.ts
var icon_mime_type = __webpack_require__(4915);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/icon-source.ts
var icon_source = __webpack_require__(391);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/meta-key-format.ts
var meta_key_format = __webpack_require__(9043);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/schema/index.ts
var schema = __webpack_require__(7046);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/security/confusable-name.ts
var confusable_name = __webpack_require__(2253);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/security/hidden-characters.ts
var hidden_characters = __webpack_require__(6868);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/security/injected-instructions.ts
var injected_instructions = __webpack_require__(5197);
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
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/x-mcp-header.ts
var x_mcp_header = __webpack_require__(7587);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/version/index.ts
var version = __webpack_require__(9595);
;// CONCATENATED MODULE: ./src/formats/mcp-tool-list/rules/index.ts

















const toolSchema = schema/* default */.A.filter((rule) => rule.id === 'mcp.schema.tool');
const RULES = [
    ...toolSchema,
    // The list declares no version: its SDK agrees on one with each client, so a field is checked in the newest it speaks.
    (0,version/* fieldAvailability */.k9)(true),
    version/* deprecated */.io,
    name_unique/* default */.A,
    name_format/* default */.A,
    input_schema/* default */.A,
    output_schema/* default */.A,
    schema_keywords/* default */.A,
    required_property/* default */.A,
    annotation_hints/* default */.A,
    x_mcp_header/* default */.A,
    icon_source/* default */.A,
    icon_mime_type/* default */.A,
    meta_key_format/* default */.A,
    tool_ui/* default */.A,
    confusable_name/* default */.A,
    hidden_characters/* default */.A,
    injected_instructions/* default */.A,
];

// EXTERNAL MODULE: ./src/formats/go-source/sdk.ts
var sdk = __webpack_require__(2299);
// EXTERNAL MODULE: ./src/formats/python-source/sdk.ts
var python_source_sdk = __webpack_require__(2607);
// EXTERNAL MODULE: ./src/formats/source/lockfile.ts
var lockfile = __webpack_require__(7091);
// EXTERNAL MODULE: ./src/formats/typescript-source/sdk.ts
var typescript_source_sdk = __webpack_require__(2604);
;// CONCATENATED MODULE: ./src/formats/mcp-tool-list/sdk.ts
/**
 * The protocol versions a committed tool list is read in: those of the MCP SDK the server that lists the
 * tools depends on, from the nearest package manifest at or above the file that names one (the tables
 * the source formats read: package.json, pyproject.toml or requirements.txt, go.mod; the release the
 * nearest lockfile at or above it pins first, as for source files), else the newest
 * protocol version. A tool list declares no version itself, so the report says which one and where
 * it came from.
 */





const ASSUMED = {
    versions: [protocol_versions/* LATEST */.k0],
    from: `assumed the newest protocol version, ${protocol_versions/* LATEST */.k0}: no package.json, pyproject.toml, requirements.txt or go.mod at or above this file names a release of an MCP SDK`,
};
/** The versions of the SDK the nearest manifest at or above `path` names, in the folder's order npm, Python, Go. */
function toolListVersions(path, workspace) {
    const segments = path.split('/').slice(0, -1);
    if (!workspace || path.startsWith('/') || segments.includes('..'))
        return ASSUMED;
    for (let depth = segments.length; depth >= 0; depth--) {
        const read = inFolder(workspace, segments.slice(0, depth));
        if (read)
            return read;
    }
    return ASSUMED;
}
function inFolder(workspace, folder) {
    const at = (name) => [...folder, name].join('/');
    for (const sdk of Object.keys(typescript_source_sdk/* SDKS */.SY)) {
        const declared = (0,typescript_source_sdk/* readManifest */.WI)(workspace, at('package.json'), sdk);
        const locked = declared ? (0,lockfile/* lockedRelease */.W)(workspace, folder.join('/'), lockfile/* NPM_LOCKFILES */.DK, sdk) : undefined;
        const pinned = locked ? (0,typescript_source_sdk/* versionsOf */.x4)(sdk, locked.release) : [];
        if (declared && locked && pinned.length > 0)
            return { versions: pinned, from: `${locked.at}: ${sdk} ${locked.release} (${declared.at} asks for ${declared.range})` };
        const release = declared ? (0,typescript_source_sdk/* lowerBound */.yz)(declared.range) : undefined;
        const versions = release ? (0,typescript_source_sdk/* versionsOf */.x4)(sdk, release) : [];
        if (declared && versions.length > 0)
            return { versions, from: `${declared.at}: ${sdk} ${declared.range}` };
    }
    for (const name of python_source_sdk/* MANIFESTS */.V4) {
        const release = (0,python_source_sdk/* requirement */.aS)(workspace, at(name));
        const locked = release ? (0,lockfile/* lockedRelease */.W)(workspace, folder.join('/'), lockfile/* PYTHON_LOCKFILES */.i$, 'mcp') : undefined;
        if (release && locked)
            return { versions: (0,python_source_sdk/* mcpVersionsOf */.$A)(locked.release), from: `${locked.at}: mcp ${locked.release} (${at(name)} asks for ${release.written})` };
        const versions = release ? (0,python_source_sdk/* mcpVersionsOf */.$A)(release.version) : [];
        if (release && versions.length > 0)
            return { versions, from: `${at(name)}: ${release.written}` };
    }
    for (const module of Object.keys(sdk/* MODULES */.e$)) {
        const release = (0,sdk/* goRequirement */.I4)(workspace, at('go.mod'), module);
        const versions = release ? (0,sdk/* goVersionsOf */.nQ)(module, release) : [];
        if (release && versions.length > 0)
            return { versions, from: `${at('go.mod')}: ${module} v${release}` };
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/formats/mcp-tool-list/index.ts





const MCP_TOOL_LIST = { ...info/* MCP_TOOL_LIST_INFO */.QP, rules: RULES, context: toolListContext, readVersions: toolListVersions };
/* harmony default export */ const mcp_tool_list = ((0,types/* defineFormat */.nP)(MCP_TOOL_LIST));


/***/ }),

/***/ 2607:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $A: () => (/* binding */ mcpVersionsOf),
/* harmony export */   V4: () => (/* binding */ MANIFESTS),
/* harmony export */   Xb: () => (/* binding */ componentVersions),
/* harmony export */   aS: () => (/* binding */ requirement),
/* harmony export */   e_: () => (/* binding */ IMPORTS_FASTMCP),
/* harmony export */   s9: () => (/* binding */ pythonSdkVersions)
/* harmony export */ });
/* harmony import */ var _source_releases_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4512);
/* harmony import */ var _source_lockfile_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7091);
/* harmony import */ var _source_azure_functions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7343);
/* harmony import */ var _server_import_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8024);




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
    return FIRSTS.filter(([first]) => (0,_source_releases_js__WEBPACK_IMPORTED_MODULE_3__/* .compareReleases */ .c)(semver(first), semver(release)) <= 0).map(([, v]) => v);
}
const MANIFESTS = ['pyproject.toml', 'requirements.txt'];
const MAX_MANIFEST = 1 << 20;
/**
 * `mcp>=1.9.0`, `"mcp[cli]==1.10.1"`, `mcp ~= 1.23` (PEP 508), and Poetry's `mcp = "^1.9"` or
 * `mcp = { version = ">=1.9" }`; the same of `fastmcp` (never `fastmcp-slim`, nor `mcp` in `fastmcp`).
 */
const PATTERNS = {
    mcp: [
        /(?:^|["'\s,[])mcp(?:\[[\w,\s-]{0,64}\])?\s{0,8}(?:>=|==|~=|===|>)\s{0,8}v?(\d[\w.]{0,40})/m,
        /^\s{0,16}mcp\s{0,8}=\s{0,8}(?:\{\s{0,8}version\s{0,8}=\s{0,8})?["']\s{0,8}(?:\^|~|>=|==|~=)?\s{0,8}(\d[\w.]{0,40})/m,
    ],
    fastmcp: [
        /(?:^|["'\s,[])fastmcp(?:\[[\w,\s-]{0,64}\])?\s{0,8}(?:>=|==|~=|===|>)\s{0,8}v?(\d[\w.]{0,40})/m,
        /^\s{0,16}fastmcp\s{0,8}=\s{0,8}(?:\{\s{0,8}version\s{0,8}=\s{0,8})?["']\s{0,8}(?:\^|~|>=|==|~=)?\s{0,8}(\d[\w.]{0,40})/m,
    ],
};
/** The first `fastmcp` release whose tools take `version=` (component versioning, PR #2894). */
const FIRST_VERSIONED = '3.0.0b1';
/** The file imports the `fastmcp` package itself, not the official SDK's `mcp.server.fastmcp`. */
const IMPORTS_FASTMCP = /^[ \t]{0,64}(?:from[ \t]{1,16}fastmcp\b|import[ \t]{1,16}fastmcp\b)/m;
/**
 * Whether the file's tools may come in several versions of one name (FastMCP 3's `version=`): its
 * package's `fastmcp` release (the one a lockfile pins, else the requirement's lowest) is 3.0.0b1 or
 * later, or no manifest at or above the file requires `fastmcp` and the file imports it (then read as
 * the newest release, as the `mcp` release is). The official SDK's FastMCP has no versions.
 */
function componentVersions(path, text, workspace) {
    const release = workspace ? nearestRelease(path, workspace, 'fastmcp') : undefined;
    return release === undefined ? IMPORTS_FASTMCP.test(text) : (0,_source_releases_js__WEBPACK_IMPORTED_MODULE_3__/* .compareReleases */ .c)(semver(release.release), semver(FIRST_VERSIONED)) >= 0;
}
/**
 * The answers of a run's workspace (a stable one: the repository does not change during a run), by
 * package and folder: every server file of a package asks the same, and the manifests and lockfiles
 * were read and matched again for each. Bounded: past MAX_KEPT folders it starts over.
 */
const RELEASES = new WeakMap();
const MAX_KEPT = 1000;
/** The release of `pkg` the nearest manifest at or above the file requires: locked, else its lowest. */
function nearestRelease(path, workspace, pkg) {
    const segments = path.split('/').slice(0, -1);
    if (segments.includes('..'))
        return undefined;
    if (!workspace.stable)
        return releaseAbove(segments, workspace, pkg);
    let known = RELEASES.get(workspace);
    if (!known)
        RELEASES.set(workspace, (known = new Map()));
    const key = `${pkg}\0${segments.join('/')}`;
    if (known.has(key))
        return known.get(key);
    const release = releaseAbove(segments, workspace, pkg);
    if (known.size >= MAX_KEPT)
        known.clear();
    known.set(key, release);
    return release;
}
function releaseAbove(segments, workspace, pkg) {
    for (let depth = segments.length; depth >= 0; depth--) {
        for (const name of MANIFESTS) {
            const at = [...segments.slice(0, depth), name].join('/');
            const release = requirement(workspace, at, pkg);
            if (!release)
                continue;
            const locked = (0,_source_lockfile_js__WEBPACK_IMPORTED_MODULE_0__/* .lockedRelease */ .W)(workspace, (0,_source_lockfile_js__WEBPACK_IMPORTED_MODULE_0__/* .folderOf */ .yS)(at), _source_lockfile_js__WEBPACK_IMPORTED_MODULE_0__/* .PYTHON_LOCKFILES */ .i$, pkg);
            if (locked)
                return { release: locked.release, from: `${locked.at}: ${pkg} ${locked.release} (${at} asks for ${release.written})` };
            return { release: release.version, from: `${at}: ${release.written}` };
        }
    }
    return undefined;
}
/**
 * The versions the server of a file speaks, from the nearest manifest at or above it that requires `mcp`:
 * the release a uv.lock or poetry.lock beside it pins, else the requirement's lowest.
 */
function pythonSdkVersions(path, text, workspace) {
    if ((0,_server_import_js__WEBPACK_IMPORTED_MODULE_2__/* .azureTools */ .n_)(text) && !(0,_server_import_js__WEBPACK_IMPORTED_MODULE_2__/* .namesSdk */ .XR)(text))
        return (0,_source_azure_functions_js__WEBPACK_IMPORTED_MODULE_1__/* .azureFunctionsVersions */ .C)();
    const found = workspace ? nearestRelease(path, workspace, 'mcp') : undefined;
    if (found)
        return { versions: mcpVersionsOf(found.release), from: found.from };
    const latest = text.includes('mcp.server.fastmcp') ? LATEST_V1 : LATEST;
    return { versions: mcpVersionsOf(latest), from: `assumed mcp ${latest}: no pyproject.toml or requirements.txt at or above this file requires mcp` };
}
/** The release of `pkg` (`mcp` unless named) a pyproject.toml or requirements.txt at `at` requires (its lowest), as written there. */
function requirement(workspace, at, pkg = 'mcp') {
    if (workspace.kind(at) !== 'file')
        return undefined;
    const bytes = workspace.head(at, MAX_MANIFEST);
    if (!bytes || bytes.length >= MAX_MANIFEST)
        return undefined;
    const text = new TextDecoder().decode(bytes);
    const [pep508, poetry] = PATTERNS[pkg];
    const match = pep508.exec(text) ?? poetry.exec(text);
    return match ? { version: match[1], written: match[0].trim().replace(/^["',[]/, '') } : undefined;
}


/***/ })

};

})
