export const id = 984;
export const ids = [984];
export const modules = {

/***/ 1984:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MCP_TOOL_LIST: () => (/* binding */ MCP_TOOL_LIST),
  "default": () => (/* binding */ mcp_tool_list)
});

// EXTERNAL MODULE: ./src/formats/types.ts + 1 modules
var types = __webpack_require__(5344);
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
    // One tool: `/tools/0/…` is the file's `/…`.
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
var python_source_sdk = __webpack_require__(4988);
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

/***/ 2604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SY: () => (/* binding */ SDKS),
/* harmony export */   UO: () => (/* binding */ serverSdk),
/* harmony export */   WI: () => (/* binding */ readManifest),
/* harmony export */   x4: () => (/* binding */ versionsOf),
/* harmony export */   yz: () => (/* binding */ lowerBound)
/* harmony export */ });
/* unused harmony exports sdkOf, sdkVersions */
/* harmony import */ var _source_azure_functions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7343);
/* harmony import */ var _source_releases_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4512);
/* harmony import */ var _source_lockfile_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7091);



const SDKS = {
    '@modelcontextprotocol/sdk': {
        firsts: [
            ['0.3.0', '2024-11-05'],
            ['1.11.0', '2025-03-26'],
            ['1.13.0', '2025-06-18'],
            ['1.24.1', '2025-11-25'],
        ],
        latest: '1.30.0',
    },
    '@modelcontextprotocol/server': {
        firsts: [
            ['2.0.0-alpha.1', '2024-11-05'],
            ['2.0.0-alpha.1', '2025-03-26'],
            ['2.0.0-alpha.1', '2025-06-18'],
            ['2.0.0-alpha.1', '2025-11-25'],
            ['2.0.0-alpha.4', '2026-07-28'],
        ],
        latest: '2.0.0',
    },
};
const V2 = '@modelcontextprotocol/server';
/**
 * The versions a file's server speaks, by the SDK it imports. From 2.0.0-alpha.4 (the release that
 * speaks 2026-07-28, #2286), v2's McpServer sends an `outputSchema` with a non-object root wrapped in
 * `{result: …}` to clients on the 2025 versions, and wraps the tool's `structuredContent` to match.
 */
function serverSdk(text, path, workspace) {
    const sdk = sdkOf(text);
    const found = sdkVersions(path, sdk, workspace);
    return sdk === V2 && found.versions.includes('2026-07-28') ? { ...found, wrapsOutputSchemas: true } : found;
}
/**
 * The SDK package a file imports: v2's server package when it names it, else v1's when it names that; else
 * a framework on v1 it names (fastmcp, then Vercel's mcp-handler); else tmcp when it names that; else v1's.
 */
function sdkOf(text) {
    const v1 = text.includes('@modelcontextprotocol/sdk');
    if (text.includes('@modelcontextprotocol/server') && !v1)
        return '@modelcontextprotocol/server';
    if (v1)
        return V1;
    const framework = FRAMEWORKS.find((f) => f.named(text))?.name ?? (quoted(TMCP)(text) ? TMCP : undefined);
    return framework ?? (text.includes('.mcpTool(') && quoted(AZURE_FUNCTIONS)(text) ? AZURE_FUNCTIONS : V1);
}
/** A module name as a quoted string's start: `from "fastmcp"`, `require('mcp-handler')`. */
const quoted = (module) => (text) => text.includes(`'${module}`) || text.includes(`"${module}`);
/** punkpeye's fastmcp, Vercel's mcp-handler and its former name @vercel/mcp-adapter, @rekog/mcp-nest and mcp-framework. */
const FRAMEWORKS = [
    { name: 'fastmcp', named: quoted('fastmcp') },
    { name: 'mcp-handler', named: quoted('mcp-handler') },
    { name: '@vercel/mcp-adapter', named: quoted('@vercel/mcp-adapter') },
    { name: '@rekog/mcp-nest', named: quoted('@rekog/mcp-nest') },
    { name: 'mcp-framework', named: quoted('mcp-framework') },
];
/** tmcp implements the protocol itself, with no SDK under it and no release table here. */
const TMCP = 'tmcp';
const V1 = '@modelcontextprotocol/sdk';
/** Azure Functions' `app.mcpTool(…)`: served by the Functions host's MCP extension (source/azure-functions.ts). */
const AZURE_FUNCTIONS = '@azure/functions';
/** The protocol versions a release of an SDK line speaks. */
function versionsOf(sdk, release) {
    const line = SDKS[sdk];
    return line ? line.firsts.filter(([first]) => (0,_source_releases_js__WEBPACK_IMPORTED_MODULE_2__/* .compareReleases */ .c)(first, release) <= 0).map(([, version]) => version) : [];
}
/** package.json files are read up to this size: a manifest is rarely a tenth of it. */
const MAX_MANIFEST = 1 << 20;
const READ = new WeakMap();
/**
 * The versions a file's server speaks, from the nearest package.json at or above its folder that names
 * the SDK among its dependencies: the release a lockfile beside it pins, else the range's lowest; the
 * table's latest release of the SDK when none does (or it cannot be read).
 */
function sdkVersions(path, sdk, workspace) {
    if (FRAMEWORKS.some((framework) => framework.name === sdk))
        return frameworkVersions(path, sdk, workspace);
    if (sdk === AZURE_FUNCTIONS)
        return (0,_source_azure_functions_js__WEBPACK_IMPORTED_MODULE_0__/* .azureFunctionsVersions */ .C)();
    if (sdk === TMCP) {
        const latest = SDKS[V1].latest;
        return {
            versions: versionsOf(V1, latest),
            from: `assumed what ${V1} ${latest} speaks: tmcp implements the protocol itself, and mcpdesc has no table of its releases`,
        };
    }
    const declared = workspace ? dependency(workspace, path, sdk) : null;
    const locked = workspace && declared ? (0,_source_lockfile_js__WEBPACK_IMPORTED_MODULE_1__/* .lockedRelease */ .W)(workspace, (0,_source_lockfile_js__WEBPACK_IMPORTED_MODULE_1__/* .folderOf */ .yS)(declared.at), _source_lockfile_js__WEBPACK_IMPORTED_MODULE_1__/* .NPM_LOCKFILES */ .DK, sdk) : undefined;
    const pinned = locked ? versionsOf(sdk, locked.release) : [];
    if (declared && locked && pinned.length > 0)
        return { versions: pinned, from: `${locked.at}: ${sdk} ${locked.release} (${declared.at} asks for ${declared.range})` };
    const release = declared ? lowerBound(declared.range) : undefined;
    if (declared && release) {
        const versions = versionsOf(sdk, release);
        if (versions.length > 0)
            return { versions, from: `${declared.at}: ${sdk} ${declared.range}` };
    }
    // A file of a framework's server may import the SDK's types, which the framework brings along.
    const framework = !declared && workspace && sdk === V1 ? FRAMEWORKS.find((f) => dependency(workspace, path, f.name)) : undefined;
    if (framework)
        return frameworkVersions(path, framework.name, workspace);
    const latest = SDKS[sdk].latest;
    const why = declared
        ? `${declared.at} asks for ${sdk} ${JSON.stringify(declared.range)}, which names no release mcpdesc knows`
        : `no package.json at or above this file names ${sdk}`;
    return { versions: versionsOf(sdk, latest), from: `assumed ${sdk} ${latest}: ${why}` };
}
/**
 * A framework on the v1 SDK (fastmcp, mcp-handler) has no protocol constants of its own: it runs on the
 * `@modelcontextprotocol/sdk` release npm installs for it, which the lockfile beside the package.json that
 * asks for the framework pins. Without one, the SDK the package.json also names is read as an SDK server's;
 * else the SDK's latest is assumed.
 */
function frameworkVersions(path, framework, workspace) {
    const declared = workspace ? dependency(workspace, path, framework) : null;
    const locked = workspace && declared ? (0,_source_lockfile_js__WEBPACK_IMPORTED_MODULE_1__/* .lockedRelease */ .W)(workspace, (0,_source_lockfile_js__WEBPACK_IMPORTED_MODULE_1__/* .folderOf */ .yS)(declared.at), _source_lockfile_js__WEBPACK_IMPORTED_MODULE_1__/* .NPM_LOCKFILES */ .DK, V1) : undefined;
    const pinned = locked ? versionsOf(V1, locked.release) : [];
    if (declared && locked && pinned.length > 0)
        return {
            versions: pinned,
            from: `${locked.at}: ${V1} ${locked.release}, which ${framework} runs on (${declared.at} asks for ${framework} ${declared.range})`,
        };
    if (workspace && dependency(workspace, path, V1))
        return sdkVersions(path, V1, workspace);
    const latest = SDKS[V1].latest;
    const why = declared
        ? `${declared.at} asks for ${framework} ${declared.range}, and no lockfile pins the ${V1} release it runs on`
        : `no package.json at or above this file names ${framework}`;
    return { versions: versionsOf(V1, latest), from: `assumed ${V1} ${latest} under ${framework}: ${why}` };
}
function dependency(workspace, path, sdk) {
    let cache = workspace.stable ? READ.get(workspace) : undefined;
    if (workspace.stable && !cache)
        READ.set(workspace, (cache = new Map()));
    const segments = path.split('/').slice(0, -1);
    // Paths outside the root (`../x.ts`) have no package.json mcpdesc may read.
    if (segments.includes('..'))
        return null;
    for (let depth = segments.length; depth >= 0; depth--) {
        const folder = segments.slice(0, depth).join('/');
        const key = `${folder}\u0000${sdk}`;
        let found = cache?.get(key);
        if (found === undefined) {
            found = readManifest(workspace, folder === '' ? 'package.json' : `${folder}/package.json`, sdk);
            cache?.set(key, found);
        }
        if (found)
            return found;
    }
    return null;
}
/** The range of `sdk` a package.json at `at` asks for (dependencies, then peer, then dev), or null. */
function readManifest(workspace, at, sdk) {
    if (workspace.kind(at) !== 'file')
        return null;
    const bytes = workspace.head(at, MAX_MANIFEST);
    if (!bytes || bytes.length >= MAX_MANIFEST)
        return null;
    let manifest;
    try {
        manifest = JSON.parse(new TextDecoder().decode(bytes));
    }
    catch {
        return null;
    }
    if (typeof manifest !== 'object' || manifest === null)
        return null;
    for (const field of ['dependencies', 'peerDependencies', 'devDependencies']) {
        const deps = manifest[field];
        const range = typeof deps === 'object' && deps !== null ? deps[sdk] : undefined;
        if (typeof range === 'string')
            return { range, at };
    }
    return null;
}
/** The lowest release a simple npm range allows (`^1.12.0`, `~1.13`, `>=1.24.1`, `1.20.0`), or undefined. */
function lowerBound(range) {
    const match = /^\s*(?:\^|~|>=|=)?\s*v?(\d{1,9})(?:\.(\d{1,9}))?(?:\.(\d{1,9}))?(-[0-9A-Za-z.-]{1,64})?\s*$/.exec(range);
    if (!match)
        return undefined;
    const [, major, minor = '0', patch = '0', pre = ''] = match;
    return `${major}.${minor}.${patch}${pre}`;
}


/***/ })

};
