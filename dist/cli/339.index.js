// mcpdesc chunk a635af5829fd0fb9afca60c402b262bd2d90006b7e648ae21452a9591afc1465
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 339;
__mcpdesc_chunk.ids = [339];
__mcpdesc_chunk.modules = {

/***/ 4768:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ AMAZONQ_MCP_JSON_INFO)
/* harmony export */ });
const AMAZONQ_MCP_JSON_INFO = {
    id: 'amazonq-mcp-json',
    noun: { one: 'Amazon Q config', other: 'Amazon Q configs' },
    title: 'Amazon Q Developer MCP configuration (.amazonq/mcp.json)',
    paths: ['**/.amazonq/mcp.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
};


/***/ }),

/***/ 1415:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   _: () => (/* binding */ CLAUDE_CODE_MCP_JSON_INFO)
/* harmony export */ });
const CLAUDE_CODE_MCP_JSON_INFO = {
    id: 'claude-code-mcp-json',
    noun: { one: 'Claude Code config', other: 'Claude Code configs' },
    title: 'Claude Code MCP configuration (.mcp.json)',
    paths: ['**/.mcp.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
    flat: true,
    foreignKeys: { servers: "VS Code's key" },
};


/***/ }),

/***/ 8557:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ CLAUDE_CODE_PLUGIN_INFO)
/* harmony export */ });
/* harmony import */ var _claude_code_mcp_json_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1415);

const CLAUDE_CODE_PLUGIN_INFO = {
    ..._claude_code_mcp_json_info_js__WEBPACK_IMPORTED_MODULE_0__/* .CLAUDE_CODE_MCP_JSON_INFO */ ._,
    id: 'claude-code-plugin',
    noun: { one: 'Claude Code plugin', other: 'Claude Code plugins' },
    title: 'Claude Code plugin manifest (.claude-plugin/plugin.json)',
    paths: ['**/.claude-plugin/plugin.json'],
    flat: false,
    foreignKeys: {},
};


/***/ }),

/***/ 3387:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ CLAUDE_DESKTOP_CONFIG_INFO)
/* harmony export */ });
const CLAUDE_DESKTOP_CONFIG_INFO = {
    id: 'claude-desktop-config',
    noun: { one: 'Claude Desktop config', other: 'Claude Desktop configs' },
    title: 'Claude Desktop configuration (claude_desktop_config.json)',
    paths: ['**/claude_desktop_config.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
};


/***/ }),

/***/ 2715:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ clientInfo)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/* harmony import */ var _recognize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3180);
/**
 * What classification reads of a client configuration: where the client reads it, how it is parsed,
 * and the keys that show it is one. The rest of the client's spec (its model, its variables) and the
 * client-config rules load with the client's format (index.ts).
 */


function clientInfo(spec) {
    const keys = [...spec.serverKeys, ...Object.keys(spec.foreignKeys ?? {})];
    return {
        id: spec.id,
        noun: spec.noun,
        title: spec.title,
        paths: spec.paths,
        namedBy: spec.namedByPath === false ? [] : spec.paths,
        syntax: spec.syntax,
        versions: [],
        recognize(value) {
            if (spec.recognize)
                return spec.recognize(value);
            if (keys.some((key) => (0,_recognize_js__WEBPACK_IMPORTED_MODULE_0__/* .hasServerMap */ .y3)(value, key)))
                return 'likely';
            // The cheap test first: a descriptor (its "protocolVersion") is never a flat server map, and reading
            // every value of one with 10,000 keys, for each client that takes flat maps, is not cheap.
            if (spec.flat && !(typeof value === 'object' && value !== null && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, 'protocolVersion')) && (0,_recognize_js__WEBPACK_IMPORTED_MODULE_0__/* .isFlatServerMap */ .dK)(value))
                return 'likely';
            return 'no';
        },
        version: () => null,
    };
}


/***/ }),

/***/ 6358:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ CODEX_CONFIG_TOML_INFO)
/* harmony export */ });
const CODEX_CONFIG_TOML_INFO = {
    id: 'codex-config-toml',
    noun: { one: 'Codex config', other: 'Codex configs' },
    title: 'Codex configuration (.codex/config.toml)',
    paths: ['**/.codex/config.toml'],
    syntax: 'toml',
    serverKeys: ['mcp_servers'],
};


/***/ }),

/***/ 423:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ CURSOR_MCP_JSON_INFO)
/* harmony export */ });
const CURSOR_MCP_JSON_INFO = {
    id: 'cursor-mcp-json',
    noun: { one: 'Cursor config', other: 'Cursor configs' },
    title: 'Cursor MCP configuration (.cursor/mcp.json)',
    paths: ['**/.cursor/mcp.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
    flat: true,
};


/***/ }),

/***/ 9672:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ GEMINI_EXTENSION_INFO)
/* harmony export */ });
const GEMINI_EXTENSION_INFO = {
    id: 'gemini-extension',
    noun: { one: 'Gemini extension', other: 'Gemini extensions' },
    title: 'Gemini CLI extension (gemini-extension.json)',
    paths: ['**/gemini-extension.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
};


/***/ }),

/***/ 3510:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ GEMINI_SETTINGS_INFO)
/* harmony export */ });
const GEMINI_SETTINGS_INFO = {
    id: 'gemini-settings',
    noun: { one: 'Gemini settings file', other: 'Gemini settings files' },
    title: 'Gemini CLI settings (.gemini/settings.json)',
    paths: ['**/.gemini/settings.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
};


/***/ }),

/***/ 3734:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ KIRO_MCP_JSON_INFO)
/* harmony export */ });
const KIRO_MCP_JSON_INFO = {
    id: 'kiro-mcp-json',
    noun: { one: 'Kiro config', other: 'Kiro configs' },
    title: 'Kiro MCP configuration (.kiro/settings/mcp.json)',
    paths: ['**/.kiro/settings/mcp.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
};


/***/ }),

/***/ 4552:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M6: () => (/* binding */ loadFormat),
/* harmony export */   MV: () => (/* binding */ FORMAT_INFOS),
/* harmony export */   Uk: () => (/* binding */ formatInfoById),
/* harmony export */   nv: () => (/* binding */ FORMAT_PATHS)
/* harmony export */ });
/* harmony import */ var _client_config_info_js__WEBPACK_IMPORTED_MODULE_18__ = __webpack_require__(2715);
/* harmony import */ var _amazonq_mcp_json_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4768);
/* harmony import */ var _claude_code_mcp_json_info_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1415);
/* harmony import */ var _claude_code_plugin_info_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8557);
/* harmony import */ var _claude_desktop_config_info_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3387);
/* harmony import */ var _codex_config_toml_info_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6358);
/* harmony import */ var _cursor_mcp_json_info_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(423);
/* harmony import */ var _gemini_extension_info_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(9672);
/* harmony import */ var _gemini_settings_info_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(3510);
/* harmony import */ var _kiro_mcp_json_info_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(3734);
/* harmony import */ var _mcp_json_info_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6014);
/* harmony import */ var _mcp_registry_server_info_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(4551);
/* harmony import */ var _mcp_server_card_info_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(8272);
/* harmony import */ var _mcpb_manifest_info_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(4619);
/* harmony import */ var _mcpdesc_descriptor_info_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(8690);
/* harmony import */ var _roo_mcp_json_info_js__WEBPACK_IMPORTED_MODULE_14__ = __webpack_require__(327);
/* harmony import */ var _smithery_yaml_info_js__WEBPACK_IMPORTED_MODULE_15__ = __webpack_require__(2844);
/* harmony import */ var _vscode_mcp_json_info_js__WEBPACK_IMPORTED_MODULE_16__ = __webpack_require__(8871);
/* harmony import */ var _windsurf_mcp_config_info_js__WEBPACK_IMPORTED_MODULE_17__ = __webpack_require__(7055);
/**
 * Every format as classification sees it (FormatInfo: paths, recognition, version), in the order of
 * src/formats/index.ts, with each format's rules and models loaded only when a file of that format is
 * checked: a run on one descriptor never compiles nor runs the other formats' code, which the bundles
 * keep in chunks of their own.
 */



















/** A format's info and how to load the whole format (without the consistency rules, added on load). */
const LOADERS = [
    [_mcpdesc_descriptor_info_js__WEBPACK_IMPORTED_MODULE_13__/* .DESCRIPTOR_INFO */ .rP, async () => (await Promise.all(/* import() */[__webpack_require__.e(605), __webpack_require__.e(586), __webpack_require__.e(565), __webpack_require__.e(460), __webpack_require__.e(490), __webpack_require__.e(946)]).then(__webpack_require__.bind(__webpack_require__, 4565))).default],
    [_mcp_registry_server_info_js__WEBPACK_IMPORTED_MODULE_10__/* .REGISTRY_SERVER_INFO */ .D, async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(687)]).then(__webpack_require__.bind(__webpack_require__, 8687))).default],
    [_mcpb_manifest_info_js__WEBPACK_IMPORTED_MODULE_12__/* .MCPB_MANIFEST_INFO */ .K, async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(389)]).then(__webpack_require__.bind(__webpack_require__, 8389))).default],
    [_mcp_server_card_info_js__WEBPACK_IMPORTED_MODULE_11__/* .SERVER_CARD_INFO */ .O, async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(490), __webpack_require__.e(635)]).then(__webpack_require__.bind(__webpack_require__, 6635))).default],
    [(0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_18__/* .clientInfo */ .q)(_claude_code_mcp_json_info_js__WEBPACK_IMPORTED_MODULE_1__/* .CLAUDE_CODE_MCP_JSON_INFO */ ._), async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(189), __webpack_require__.e(851)]).then(__webpack_require__.bind(__webpack_require__, 9851))).default],
    [(0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_18__/* .clientInfo */ .q)(_claude_code_plugin_info_js__WEBPACK_IMPORTED_MODULE_2__/* .CLAUDE_CODE_PLUGIN_INFO */ .a), async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(189), __webpack_require__.e(77)]).then(__webpack_require__.bind(__webpack_require__, 6077))).default],
    [(0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_18__/* .clientInfo */ .q)(_vscode_mcp_json_info_js__WEBPACK_IMPORTED_MODULE_16__/* .VSCODE_MCP_JSON_INFO */ .o), async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(189), __webpack_require__.e(219)]).then(__webpack_require__.bind(__webpack_require__, 219))).default],
    [(0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_18__/* .clientInfo */ .q)(_cursor_mcp_json_info_js__WEBPACK_IMPORTED_MODULE_5__/* .CURSOR_MCP_JSON_INFO */ .S), async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(189), __webpack_require__.e(451)]).then(__webpack_require__.bind(__webpack_require__, 5451))).default],
    [(0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_18__/* .clientInfo */ .q)(_windsurf_mcp_config_info_js__WEBPACK_IMPORTED_MODULE_17__/* .WINDSURF_MCP_CONFIG_INFO */ .s), async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(189), __webpack_require__.e(987)]).then(__webpack_require__.bind(__webpack_require__, 3987))).default],
    [(0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_18__/* .clientInfo */ .q)(_kiro_mcp_json_info_js__WEBPACK_IMPORTED_MODULE_8__/* .KIRO_MCP_JSON_INFO */ .b), async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(189), __webpack_require__.e(64)]).then(__webpack_require__.bind(__webpack_require__, 3064))).default],
    [(0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_18__/* .clientInfo */ .q)(_roo_mcp_json_info_js__WEBPACK_IMPORTED_MODULE_14__/* .ROO_MCP_JSON_INFO */ .k), async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(189), __webpack_require__.e(67)]).then(__webpack_require__.bind(__webpack_require__, 9067))).default],
    [(0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_18__/* .clientInfo */ .q)(_amazonq_mcp_json_info_js__WEBPACK_IMPORTED_MODULE_0__/* .AMAZONQ_MCP_JSON_INFO */ .$), async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(189), __webpack_require__.e(486)]).then(__webpack_require__.bind(__webpack_require__, 3486))).default],
    [(0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_18__/* .clientInfo */ .q)(_claude_desktop_config_info_js__WEBPACK_IMPORTED_MODULE_3__/* .CLAUDE_DESKTOP_CONFIG_INFO */ .c), async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(189), __webpack_require__.e(919)]).then(__webpack_require__.bind(__webpack_require__, 8919))).default],
    [(0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_18__/* .clientInfo */ .q)(_gemini_settings_info_js__WEBPACK_IMPORTED_MODULE_7__/* .GEMINI_SETTINGS_INFO */ .J), async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(189), __webpack_require__.e(936)]).then(__webpack_require__.bind(__webpack_require__, 936))).default],
    [(0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_18__/* .clientInfo */ .q)(_gemini_extension_info_js__WEBPACK_IMPORTED_MODULE_6__/* .GEMINI_EXTENSION_INFO */ .j), async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(189), __webpack_require__.e(430)]).then(__webpack_require__.bind(__webpack_require__, 3430))).default],
    [(0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_18__/* .clientInfo */ .q)(_codex_config_toml_info_js__WEBPACK_IMPORTED_MODULE_4__/* .CODEX_CONFIG_TOML_INFO */ .f), async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(189), __webpack_require__.e(560)]).then(__webpack_require__.bind(__webpack_require__, 7560))).default],
    [(0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_18__/* .clientInfo */ .q)(_smithery_yaml_info_js__WEBPACK_IMPORTED_MODULE_15__/* .SMITHERY_YAML_INFO */ .J), async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(189), __webpack_require__.e(594)]).then(__webpack_require__.bind(__webpack_require__, 4594))).default],
    [(0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_18__/* .clientInfo */ .q)(_mcp_json_info_js__WEBPACK_IMPORTED_MODULE_9__/* .MCP_JSON_INFO */ .$), async () => (await Promise.all(/* import() */[__webpack_require__.e(586), __webpack_require__.e(189), __webpack_require__.e(248)]).then(__webpack_require__.bind(__webpack_require__, 5248))).default],
];
const FORMAT_INFOS = LOADERS.map(([info]) => info);
const BY_ID = new Map(LOADERS.map(([info, load]) => [info.id, { info, load }]));
function formatInfoById(id) {
    return BY_ID.get(id)?.info;
}
/** Every format's usual paths: discovery's default include list. */
const FORMAT_PATHS = [...new Set(FORMAT_INFOS.flatMap((f) => f.paths))];
const LOADED = new Map();
/** The whole format `info` describes, with its rules and the consistency rules that read its group. */
function loadFormat(info) {
    let loaded = LOADED.get(info.id);
    if (!loaded) {
        const entry = BY_ID.get(info.id);
        if (!entry)
            throw new Error(`unknown format ${info.id}`);
        loaded = Promise.all([entry.load(), Promise.all(/* import() */[__webpack_require__.e(605), __webpack_require__.e(565), __webpack_require__.e(824)]).then(__webpack_require__.bind(__webpack_require__, 9824))]).then(([format, { withConsistency }]) => withConsistency(format));
        LOADED.set(info.id, loaded);
    }
    return loaded;
}


/***/ }),

/***/ 6014:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ MCP_JSON_INFO)
/* harmony export */ });
const MCP_JSON_INFO = {
    id: 'mcp-json',
    noun: { one: 'MCP server list', other: 'MCP server lists' },
    title: 'MCP server list (mcp.json, mcpServers)',
    paths: ['**/mcp.json'],
    namedByPath: false,
    syntax: 'jsonc',
    serverKeys: ['mcpServers', 'servers'],
    flat: true,
};


/***/ }),

/***/ 4551:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ REGISTRY_SERVER_INFO),
/* harmony export */   y: () => (/* binding */ schemaDate)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/* harmony import */ var _versions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4122);
/**
 * What tells a file is a registry server.json and which `$schema` date it declares: all that
 * classification reads, apart from the rules (index.ts), which load only when one is linted.
 */


/** `https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json` and its older hosts. */
const SCHEMA_URL = /^https?:\/\/(?:static\.)?modelcontextprotocol\.io\/schemas\/([^/]{1,40})\/server\.schema\.json$/;
/** The registry's reverse-DNS name: a namespace with a dot, one slash, a server name. */
const REGISTRY_NAME = /^[a-zA-Z0-9.-]{1,200}\.[a-zA-Z0-9-]{1,63}\/[a-zA-Z0-9._-]{1,200}$/;
/** The date in the `$schema` URL, whether or not mcpdesc knows it. */
function schemaDate(value) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value) || typeof value.$schema !== 'string')
        return undefined;
    return SCHEMA_URL.exec(value.$schema)?.[1];
}
const REGISTRY_SERVER_INFO = {
    id: 'mcp-registry-server',
    noun: { one: 'registry server.json', other: 'registry server.json files' },
    title: 'MCP Registry server.json',
    paths: ['**/server.json'],
    namedBy: [],
    syntax: 'json',
    versions: _versions_js__WEBPACK_IMPORTED_MODULE_0__/* .SERVER_JSON_VERSIONS */ .V$,
    recognize(value) {
        if (schemaDate(value) !== undefined)
            return 'certain';
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value) || typeof value.name !== 'string' || !REGISTRY_NAME.test(value.name))
            return 'no';
        // A Server Card has the same name and remotes: without the $schema, the path decides.
        return Array.isArray(value.packages) || Array.isArray(value.remotes) ? 'likely' : 'no';
    },
    version: _versions_js__WEBPACK_IMPORTED_MODULE_0__/* .declaredVersion */ .Pn,
};


/***/ }),

/***/ 4122:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pn: () => (/* binding */ declaredVersion),
/* harmony export */   V$: () => (/* binding */ SERVER_JSON_VERSIONS),
/* harmony export */   ZZ: () => (/* binding */ schemaUrl),
/* harmony export */   bm: () => (/* binding */ nearestVersion),
/* harmony export */   c5: () => (/* binding */ versionSegment),
/* harmony export */   eN: () => (/* binding */ CURRENT),
/* harmony export */   iM: () => (/* binding */ AXIS),
/* harmony export */   lF: () => (/* binding */ isVersion)
/* harmony export */ });
/* harmony import */ var _model_axis_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/**
 * server.json's version axis: the dates of the schemas the registry publishes, named by the `$schema`
 * URL. mcp-publisher reads only the date segment of the URL (any host), and calls every URL other than
 * the current one "not the current version".
 */


const SERVER_JSON_VERSIONS = ['2025-07-09', '2025-09-16', '2025-09-29', '2025-10-11', '2025-10-17', '2025-12-11'];
const AXIS = new _model_axis_js__WEBPACK_IMPORTED_MODULE_0__/* .VersionAxis */ .i(SERVER_JSON_VERSIONS, {
    noun: 'schema version',
    field: '$schema',
    declare: (version) => `use the "$schema" of ${version}`,
});
/** The version mcp-publisher treats as current (`model.CurrentSchemaVersion`). */
const CURRENT = '2025-12-11';
/** The URL the registry publishes a version's schema at: the only one it calls current. */
function schemaUrl(version) {
    return `https://static.modelcontextprotocol.io/schemas/${version}/server.schema.json`;
}
/** How mcp-publisher finds the version in a `$schema` URL (`/schemas/<version>/server.schema.json`, any host). */
const VERSION_SEGMENT = /\/schemas\/([A-Za-z0-9_~.-]{1,64})\/server\.schema\.json/;
/** The version segment of a `$schema` URL, whether or not it is a published version. */
function versionSegment(url) {
    return VERSION_SEGMENT.exec(url)?.[1];
}
/** The published version a document's `$schema` names, or null. */
function declaredVersion(value) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value) || typeof value.$schema !== 'string')
        return null;
    const segment = versionSegment(value.$schema);
    return segment !== undefined && isVersion(segment) ? segment : null;
}
function isVersion(text) {
    return SERVER_JSON_VERSIONS.includes(text);
}
/** The published version nearest in time to a date-like text ("2025-12-01", "20251011"), else the current one. */
function nearestVersion(text) {
    const match = /(\d{4})[-/._]?(\d{1,2})[-/._]?(\d{1,2})/.exec(text);
    if (!match)
        return CURRENT;
    const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
    if (!Number.isFinite(time))
        return CURRENT;
    let best = CURRENT;
    let distance = Infinity;
    for (const version of SERVER_JSON_VERSIONS) {
        const [y, m, d] = version.split('-').map(Number);
        const gap = Math.abs(Date.UTC(y, m - 1, d) - time);
        // On a tie the later version wins: it is the one still published.
        if (gap <= distance) {
            best = version;
            distance = gap;
        }
    }
    return best;
}


/***/ }),

/***/ 7656:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DU: () => (/* binding */ CARD_SCHEMA),
/* harmony export */   F5: () => (/* binding */ shapeOf),
/* harmony export */   bz: () => (/* binding */ draftOf),
/* harmony export */   eN: () => (/* binding */ CURRENT),
/* harmony export */   iM: () => (/* binding */ AXIS),
/* harmony export */   rr: () => (/* binding */ DRAFTS),
/* harmony export */   xY: () => (/* binding */ remotesOf)
/* harmony export */ });
/* harmony import */ var _model_axis_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/**
 * A Server Card's version axis: the drafts of SEP-2127 whose card shapes differ, each named by the date
 * of the revision that introduced the shape (../shared/reference/formats/server-card/FACTS.md). A card
 * declares no draft: its `$schema` URL has been the same since 2026-01-30, so its keys say which one it
 * follows.
 * - 2026-01-21 (b199c358, and SEP-1649's `/.well-known/mcp.json` before it): the initialize result on
 *   disk: `serverInfo`, `protocolVersion`, one `transport`, `capabilities`, `tools`, `resources`, `prompts`.
 * - 2026-01-30 (125fb1fd): registry-style identity (`name`, `version`), `remotes` and `packages`, and still
 *   `capabilities`, `requires` and the primitives.
 * - 2026-03-03 (414ca3f7): primitives and packages removed; `capabilities`, `requires` and a remote's
 *   `authentication` kept.
 * - 2026-08-14 (a6c26fa6, the current draft; the shape since 389a07d6 of 2026-04-06, as the extension
 *   repository's schema.json defines it): identity and remotes only.
 */


const DRAFTS = ['2026-01-21', '2026-01-30', '2026-03-03', '2026-08-14'];
const CURRENT = '2026-08-14';
const AXIS = new _model_axis_js__WEBPACK_IMPORTED_MODULE_0__/* .VersionAxis */ .i(DRAFTS, {
    noun: 'draft',
    field: '$schema',
    declare: () => 'follow the current draft',
});
/** The only `$schema` the current draft accepts. */
const CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';
/** The first draft's `$schema`, never published. */
const FIRST_DRAFT_SCHEMA = /\/schemas\/mcp-server-card\/v1\.json$/;
/** The root keys only older drafts have: the first draft's initialize result, then packages, primitives and requirements. */
const OLD_KEYS = ['serverInfo', 'protocolVersion', 'transport', 'packages', 'tools', 'resources', 'prompts', 'capabilities', 'requires'];
/** The draft whose shape the card follows, with the keys that show it; null when the root is not an object. */
function shapeOf(value) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value))
        return null;
    const has = (k) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, k);
    const firstSchema = typeof value.$schema === 'string' && FIRST_DRAFT_SCHEMA.test(value.$schema);
    const authenticated = remotesOf(value).flatMap((r) => ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(r.value, 'authentication') ? [`${r.pointer}/authentication`] : []));
    const markers = [
        ...(firstSchema ? ['/$schema'] : []),
        ...Object.keys(value)
            .filter((k) => OLD_KEYS.includes(k))
            .map((k) => `/${k}`),
        ...authenticated,
    ];
    // The first draft is the initialize result on disk; a root "protocolVersion" beside "remotes" is a current card's slip.
    const initializeLike = firstSchema || has('serverInfo') || (has('protocolVersion') && !Array.isArray(value.remotes));
    const draft = initializeLike
        ? '2026-01-21'
        : ['packages', 'tools', 'resources', 'prompts'].some(has)
            ? '2026-01-30'
            : ['capabilities', 'requires'].some(has) || authenticated.length > 0
                ? '2026-03-03'
                : has('transport') && !Array.isArray(value.remotes)
                    ? '2026-01-21'
                    : CURRENT;
    return { draft, markers: draft === CURRENT ? [] : markers };
}
function draftOf(value) {
    return shapeOf(value)?.draft ?? null;
}
/** The card's remote objects with their pointers. */
function remotesOf(root) {
    return Array.isArray(root.remotes) ? root.remotes.flatMap((r, i) => ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(r) ? [{ pointer: `/remotes/${i}`, value: r }] : [])) : [];
}


/***/ }),

/***/ 8272:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ SERVER_CARD_INFO)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/* harmony import */ var _drafts_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7656);
/**
 * A Server Card (SEP-2127, draft): a server's static description for discovery, served from
 * `.well-known/` and often committed with the site that serves it. Its version axis is the draft whose
 * shape it follows (drafts.ts); the current draft's model is model.ts, the rules are rules/.
 *
 * This module is what classification reads; the rules (index.ts) load only when a card is linted.
 */


/** What the first draft copied from the initialize result beside its `protocolVersion`. */
const INITIALIZE_KEYS = ['serverInfo', 'capabilities', 'tools', 'resources', 'prompts'];
/** The registry's server.json schema under the card's version segment. */
const REGISTRY_V1 = /^https?:\/\/static\.modelcontextprotocol\.io\/schemas\/v1\/server\.schema\.json$/;
const NAMED = ['**/.well-known/mcp/server-card.json', '**/server-card.json', '**/.well-known/mcp-server-card', '**/.well-known/mcp/server-card'];
const SERVER_CARD_INFO = {
    id: 'mcp-server-card',
    noun: { one: 'Server Card', other: 'Server Cards' },
    title: 'MCP Server Card (.well-known/mcp/server-card.json)',
    paths: [...NAMED, '**/.well-known/mcp.json'],
    namedBy: NAMED,
    syntax: 'json',
    versions: _drafts_js__WEBPACK_IMPORTED_MODULE_0__/* .DRAFTS */ .rr,
    recognize(value) {
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value))
            return 'no';
        if (typeof value.$schema === 'string' && /server-card/i.test(value.$schema))
            return 'certain';
        // The registry's schema URL with the card's "/v1/" segment: a card that names the wrong schema (the
        // extension's own invalid example) or a server.json; as certain as the registry's, so its path decides.
        if (typeof value.$schema === 'string' && REGISTRY_V1.test(value.$schema))
            return 'certain';
        // The first draft's card is an initialize result, as certain a descriptor as a card: its path decides.
        if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, 'protocolVersion') && INITIALIZE_KEYS.some((k) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, k)))
            return 'certain';
        return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, 'serverInfo') || (typeof value.name === 'string' && Array.isArray(value.remotes)) ? 'likely' : 'no';
    },
    version: _drafts_js__WEBPACK_IMPORTED_MODULE_0__/* .draftOf */ .bz,
};


/***/ }),

/***/ 4619:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ MCPB_MANIFEST_INFO)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/* harmony import */ var _versions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2886);
/**
 * An MCPB bundle's `manifest.json` (formerly DXT), versioned by `manifest_version` (or the legacy
 * `dxt_version`) and resolved exactly as mcpb resolves it (versions.ts). Browser extensions and web apps
 * use the name `manifest.json` too, so only its content makes it one: a version key with a `server`
 * object, or a version string with an `author` object (a manifest that lost its `server`). A browser
 * extension's `manifest_version` is a number and its `author` a string or an e-mail object beside no
 * `server`, so it is neither.
 *
 * This module is what classification reads; the rules (index.ts) load only when a manifest is linted.
 */


const MCPB_MANIFEST_INFO = {
    id: 'mcpb-manifest',
    noun: { one: 'MCPB manifest', other: 'MCPB manifests' },
    title: 'MCPB bundle manifest (manifest.json)',
    paths: ['**/manifest.json'],
    namedBy: [],
    syntax: 'json',
    versions: _versions_js__WEBPACK_IMPORTED_MODULE_0__/* .MCPB_VERSIONS */ .H7,
    recognize(value) {
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value))
            return 'no';
        const keys = _versions_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSION_KEYS */ ._O.filter((key) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, key));
        if (keys.length === 0)
            return 'no';
        if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value.server))
            return 'certain';
        return keys.some((key) => typeof value[key] === 'string') && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value.author) && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, 'name') ? 'certain' : 'no';
    },
    version: _versions_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveVersion */ .x,
};


/***/ }),

/***/ 2886:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ MCPB_AXIS),
/* harmony export */   H7: () => (/* binding */ MCPB_VERSIONS),
/* harmony export */   Jo: () => (/* binding */ isMcpbVersion),
/* harmony export */   _O: () => (/* binding */ VERSION_KEYS),
/* harmony export */   x: () => (/* binding */ resolveVersion)
/* harmony export */ });
/* harmony import */ var _model_axis_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/**
 * MCPB's version axis and how a manifest declares its version, exactly as mcpb resolves it
 * (`getManifestVersionFromRawData`): `manifest_version` when it is a string naming a version mcpb knows,
 * else `dxt_version` (DXT's name for it) under the same condition, else none, and mcpb validate stops
 * with "Unrecognized or unsupported manifest version".
 */


const MCPB_VERSIONS = ['0.1', '0.2', '0.3', '0.4'];
const MCPB_AXIS = new _model_axis_js__WEBPACK_IMPORTED_MODULE_0__/* .VersionAxis */ .i(MCPB_VERSIONS, {
    noun: 'manifest version',
    field: 'manifest_version',
    declare: (version) => `declare "manifest_version": "${version}"`,
});
/** The keys a manifest may declare its version with, in the order mcpb reads them. */
const VERSION_KEYS = ['manifest_version', 'dxt_version'];
function isMcpbVersion(value) {
    return typeof value === 'string' && MCPB_VERSIONS.includes(value);
}
/** The version mcpb reads the manifest as, or null when it rejects the manifest before its schema. */
function resolveVersion(value) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value))
        return null;
    for (const key of VERSION_KEYS) {
        const declared = value[key];
        if (isMcpbVersion(declared))
            return declared;
    }
    return null;
}


/***/ }),

/***/ 8690:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   rP: () => (/* binding */ DESCRIPTOR_INFO),
/* harmony export */   sI: () => (/* binding */ declaredVersions)
/* harmony export */ });
/* unused harmony export declaredVersion */
/* harmony import */ var _protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5159);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/**
 * What tells a file is a descriptor and which protocol versions it declares: all that classification
 * reads, apart from the rules (index.ts), which load only when a descriptor is linted.
 */


/** Top-level keys only a descriptor has (a Server Card or a client configuration has others). */
const DESCRIPTOR_KEYS = ['tools', 'resources', 'resourceTemplates', 'prompts', 'serverInfo', 'capabilities', 'instructions'];
/** Keys of client configurations, which list servers to start instead of describing one. */
const CLIENT_KEYS = ['mcpServers', 'servers', 'mcp_servers'];
// A file named exactly `.mcp.json` is Claude Code's project configuration, never a descriptor: the
// `?` keeps at least one character before the suffix.
const PATHS = ['**/?*.mcp.json', '**/?*.mcp.yaml', '**/?*.mcp.yml'];
/**
 * The protocol versions a descriptor declares, oldest first: its `protocolVersion`, or every entry of
 * a `protocolVersion` list. Empty unless all of them are versions mcpdesc supports, each once
 * (mcpdesc.document.protocol-version says what is wrong otherwise).
 */
function declaredVersions(value) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value))
        return [];
    const declared = value.protocolVersion;
    if ((0,_protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .isVersion */ .lF)(declared))
        return [declared];
    if (!Array.isArray(declared) || declared.length === 0 || !declared.every(_protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .isVersion */ .lF))
        return [];
    const listed = new Set(declared);
    if (listed.size !== declared.length)
        return [];
    return _protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSIONS */ .S8.filter((v) => listed.has(v));
}
/** The version a descriptor declares, as reports show it: "2025-11-25", or "2025-06-18, 2025-11-25" for a list. */
function declaredVersion(value) {
    const versions = declaredVersions(value);
    return versions.length === 0 ? null : versions.join(', ');
}
const DESCRIPTOR_INFO = {
    id: 'mcpdesc-descriptor',
    noun: { one: 'descriptor', other: 'descriptors' },
    title: 'MCP descriptor (*.mcp.json, *.mcp.yaml)',
    paths: PATHS,
    namedBy: PATHS,
    syntax: 'yaml',
    versions: _protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSIONS */ .S8,
    recognize(value) {
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value) || CLIENT_KEYS.some((key) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, key)))
            return 'no';
        if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, 'protocolVersion') && DESCRIPTOR_KEYS.some((key) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, key)))
            return 'certain';
        return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, 'protocolVersion') || DESCRIPTOR_KEYS.some((key) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, key)) ? 'likely' : 'no';
    },
    version: declaredVersion,
    declaredVersions,
};


/***/ }),

/***/ 3180:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dK: () => (/* binding */ isFlatServerMap),
/* harmony export */   y3: () => (/* binding */ hasServerMap)
/* harmony export */ });
/* unused harmony exports isServerEntry, knownVersion */
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4976);
/** Content tests shared by formats' `recognize`: what a list of MCP servers to start looks like. */

/** Keys that only a server entry of some client has. */
const ENTRY_KEYS = ['command', 'url', 'serverUrl', 'httpUrl', 'type', 'transport', 'args'];
/** An object that starts or reaches one MCP server (`command`, `url`, \u2026). */
function isServerEntry(value) {
    return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value) && ENTRY_KEYS.some((key) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .hasOwn */ .$3)(value, key));
}
/** `value[key]` is a map of server entries (an empty map counts: a config with no server yet). */
function hasServerMap(value, key) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value) || !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value[key]))
        return false;
    const entries = Object.values(value[key]);
    return entries.every(_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv) && (entries.length === 0 || entries.some(isServerEntry));
}
/** What a server entry in a bare map must have: something to start or to reach, not just a `type`. */
const FLAT_ENTRY_KEYS = ['command', 'url', 'serverUrl', 'httpUrl'];
/** The value itself is a map of server entries, without a wrapping key (Claude Code and Cursor plugins). */
function isFlatServerMap(value) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value))
        return false;
    const entries = Object.values(value);
    return entries.length > 0 && entries.every((entry) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(entry) && FLAT_ENTRY_KEYS.some((key) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .hasOwn */ .$3)(entry, key)));
}
/** The version named by `value[key]`, when it is one of `versions`. */
function knownVersion(value, key, versions) {
    if (!isObject(value))
        return null;
    const declared = value[key];
    return typeof declared === 'string' && versions.includes(declared) ? declared : null;
}


/***/ }),

/***/ 327:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ ROO_MCP_JSON_INFO)
/* harmony export */ });
const ROO_MCP_JSON_INFO = {
    id: 'roo-mcp-json',
    noun: { one: 'Roo config', other: 'Roo configs' },
    title: 'Roo Code MCP configuration (.roo/mcp.json)',
    paths: ['**/.roo/mcp.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
};


/***/ }),

/***/ 2844:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ SMITHERY_YAML_INFO)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4976);
/**
 * What tells a file is a Smithery configuration (smithery.yaml): all that classification reads. The
 * client's model and rules (index.ts) load only when such a file is linted.
 */

const SMITHERY_YAML_INFO = {
    id: 'smithery-yaml',
    noun: { one: 'Smithery config', other: 'Smithery configs' },
    title: 'Smithery configuration (smithery.yaml)',
    paths: ['**/smithery.yaml', '**/smithery.yml'],
    syntax: 'yaml',
    serverKeys: [],
    recognize: (value) => ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value) && ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .hasOwn */ .$3)(value, 'startCommand') || (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .hasOwn */ .$3)(value, 'runtime')) ? 'likely' : 'no'),
};


/***/ }),

/***/ 8871:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   o: () => (/* binding */ VSCODE_MCP_JSON_INFO)
/* harmony export */ });
const VSCODE_MCP_JSON_INFO = {
    id: 'vscode-mcp-json',
    noun: { one: 'VS Code MCP config', other: 'VS Code MCP configs' },
    title: 'VS Code MCP configuration (.vscode/mcp.json)',
    paths: ['**/.vscode/mcp.json'],
    syntax: 'jsonc',
    serverKeys: ['servers'],
    foreignKeys: { mcpServers: 'the key of Claude Code, Cursor and most other clients' },
};


/***/ }),

/***/ 7055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   s: () => (/* binding */ WINDSURF_MCP_CONFIG_INFO)
/* harmony export */ });
const WINDSURF_MCP_CONFIG_INFO = {
    id: 'windsurf-mcp-config',
    noun: { one: 'Windsurf config', other: 'Windsurf configs' },
    title: 'Windsurf MCP configuration (mcp_config.json)',
    paths: ['**/.windsurf/mcp_config.json', '**/.codeium/windsurf/mcp_config.json', '**/.codeium/mcp_config.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
};


/***/ }),

/***/ 72:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ UNVERSIONED),
/* harmony export */   i: () => (/* binding */ VersionAxis)
/* harmony export */ });
/**
 * A format's version axis: the versions it knows, oldest first, and how a file declares one. Models
 * (dsl.ts) say in which versions each field exists with spans on an axis; the checker and messages read
 * spans through it. Formats without versions (client configurations) use a single-version axis.
 */
class VersionAxis {
    versions;
    names;
    constructor(versions, names) {
        this.versions = versions;
        this.names = names;
        if (versions.length === 0)
            throw new Error('a version axis needs at least one version');
    }
    get latest() {
        return this.versions[this.versions.length - 1];
    }
    /** True when files of the format declare no version: messages then name none. */
    get unversioned() {
        return this.versions.length === 1;
    }
    has(version) {
        return this.versions.includes(version);
    }
    /** Negative when a is older than b, 0 when equal, positive when newer. */
    compare(a, b) {
        return this.versions.indexOf(a) - this.versions.indexOf(b);
    }
    inSpan(version, span) {
        if (span.since && this.compare(version, span.since) < 0)
            return false;
        if (span.until && this.compare(version, span.until) > 0)
            return false;
        return true;
    }
    versionsIn(span) {
        return this.versions.filter((v) => this.inSpan(v, span));
    }
    /** Throws when a span names a version the axis does not have (a typo in a model). */
    checkSpan(span, where) {
        for (const bound of [span.since, span.until]) {
            if (bound !== undefined && !this.has(bound))
                throw new Error(`${where}: ${bound} is not a version of this axis (${this.versions.join(', ')})`);
        }
    }
    /** How messages name a set of versions: "in 2025-06-18 and later", "only in 2025-11-25", "in 2024-11-05 to 2025-06-18". */
    describe(versions) {
        if (versions.length === 0)
            return `in no ${this.names.noun}`;
        const first = versions[0];
        const last = versions[versions.length - 1];
        const contiguous = this.versions.indexOf(last) - this.versions.indexOf(first) === versions.length - 1;
        if (!contiguous)
            return `in ${versions.join(', ')}`;
        if (versions.length === 1)
            return `only in ${first}`;
        if (versions.length === this.versions.length)
            return 'in every version';
        if (last === this.latest)
            return `in ${first} and later`;
        if (first === this.versions[0])
            return `in ${last} and earlier`;
        return `in ${first} to ${last}`;
    }
    /** The versions to declare instead, as advice names them: "2025-11-25", "2025-06-18 or later", "one of \u2026". */
    declarable(versions) {
        if (versions.length === 1)
            return versions[0];
        const contiguous = this.versions.indexOf(versions[versions.length - 1]) - this.versions.indexOf(versions[0]) === versions.length - 1;
        return contiguous && versions[versions.length - 1] === this.latest ? `${versions[0]} or later` : `one of ${versions.join(', ')}`;
    }
    /** What to do about a field that exists only in `versions`, none of which is the declared one. */
    adviceFor(versions, declared) {
        if (versions.every((v) => this.compare(v, declared) > 0))
            return `Remove it, or ${this.names.declare(this.declarable(versions))} if the server speaks it.`;
        return `It was removed after ${versions[versions.length - 1]}: remove it.`;
    }
}
/** The axis of formats that declare no version. */
const UNVERSIONED = new VersionAxis(['current'], { noun: 'version', field: 'version', declare: () => '' });


/***/ }),

/***/ 5159:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $M: () => (/* binding */ PROTOCOL_AXIS),
/* harmony export */   S8: () => (/* binding */ VERSIONS),
/* harmony export */   Tt: () => (/* binding */ describeVersions),
/* harmony export */   Zy: () => (/* binding */ compareVersions),
/* harmony export */   _1: () => (/* binding */ inSpan),
/* harmony export */   bS: () => (/* binding */ versionsIn),
/* harmony export */   k0: () => (/* binding */ LATEST),
/* harmony export */   lF: () => (/* binding */ isVersion)
/* harmony export */ });
/* harmony import */ var _model_axis_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72);

/** The MCP protocol revisions mcpdesc knows, oldest first. */
const VERSIONS = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'];
const LATEST = VERSIONS[VERSIONS.length - 1];
function isVersion(value) {
    return typeof value === 'string' && VERSIONS.includes(value);
}
/** The protocol's axis: what descriptors declare with `protocolVersion`. */
const PROTOCOL_AXIS = new _model_axis_js__WEBPACK_IMPORTED_MODULE_0__/* .VersionAxis */ .i(VERSIONS, {
    noun: 'protocol version',
    field: 'protocolVersion',
    declare: (version) => `declare protocolVersion ${version}`,
});
/** Negative when a is older than b, 0 when equal, positive when newer. */
function compareVersions(a, b) {
    return PROTOCOL_AXIS.compare(a, b);
}
function inSpan(version, span) {
    return PROTOCOL_AXIS.inSpan(version, span);
}
function versionsIn(span) {
    return PROTOCOL_AXIS.versionsIn(span);
}
/** How messages name a set of protocol versions: "in 2025-06-18 and later", "only in 2025-11-25". */
function describeVersions(versions) {
    return PROTOCOL_AXIS.describe(versions);
}


/***/ }),

/***/ 4976:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $3: () => (/* binding */ hasOwn),
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   SP: () => (/* binding */ shown),
/* harmony export */   Zm: () => (/* binding */ jsonEqual),
/* harmony export */   bp: () => (/* binding */ describeValue),
/* harmony export */   c3: () => (/* binding */ listOf),
/* harmony export */   hD: () => (/* binding */ quote)
/* harmony export */ });
/** Small predicates and descriptions for JSON values, shared by the model checker and rules. */
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function hasOwn(object, key) {
    return Object.hasOwn(object, key);
}
/** How a message names a value: `a string ("abc")`, `a number (3.5)`, `an object`. */
function describeValue(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    switch (typeof value) {
        case 'string':
            return `a string (${quote(value)})`;
        case 'number':
            return Number.isInteger(value) ? `an integer (${value})` : `a number (${value})`;
        case 'boolean':
            return `a boolean (${value})`;
        case 'object':
            return 'an object';
        default:
            return typeof value;
    }
}
/** A value quoted for a message, shortened so one finding never prints a whole blob. */
function quote(value, max = 60) {
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
    const shown = text.length > max ? `${text.slice(0, max - 1)}\u2026` : text;
    return JSON.stringify(shown);
}
/** "a", "b" or "c" \u2014 for messages listing allowed values. */
function listOf(values, conjunction = 'or') {
    const quoted = values.map((v) => JSON.stringify(v));
    if (quoted.length <= 1)
        return quoted.join('');
    return `${quoted.slice(0, -1).join(', ')} ${conjunction} ${quoted[quoted.length - 1]}`;
}
/** Whether two JSON values are equal, ignoring the order of object keys. */
function jsonEqual(a, b) {
    if (a === b)
        return true;
    if (Array.isArray(a) || Array.isArray(b)) {
        return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
    }
    if (!isObject(a) || !isObject(b))
        return false;
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => hasOwn(b, key) && jsonEqual(a[key], b[key]));
}
/** A value as a message shows it: strings quoted and shortened, small values as JSON, others described. */
function shown(value) {
    if (typeof value === 'string')
        return quote(value);
    const json = JSON.stringify(value);
    return json !== undefined && json.length <= 60 ? json : describeValue(value);
}


/***/ }),

/***/ 6050:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   NO: () => (/* binding */ vendoredJsonc),
/* harmony export */   SI: () => (/* binding */ vendoredPicomatch),
/* harmony export */   Ub: () => (/* binding */ vendoredRe2js),
/* harmony export */   Xd: () => (/* binding */ vendoredYaml),
/* harmony export */   n$: () => (/* binding */ vendoredAjv)
/* harmony export */ });
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8995);
/* harmony import */ var node_module__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_module__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Dependencies a run may never need, loaded the first time one is: most schemas are plain
 * (schema/plain-schema.ts), so most files need no ajv, and only files with patterns need re2js; the
 * YAML and JSONC parsers serve only files (and configurations) in those syntaxes, and picomatch only
 * folder walks and configured globs (a format's own globs match without it, util/glob.ts). Each
 * lives in vendor/<name>/index.cjs; the bundles build those modules into files of their own beside
 * their chunks (scripts/bundle.js), at the same relative paths, so a start-up neither compiles nor runs
 * them until asked. Loading stays synchronous, as the schema checker needs.
 */

let ajv;
let re2js;
let yaml;
let jsonc;
let picomatch;
function vendoredAjv() {
    ajv ??= (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(__mcpdesc_import_meta_url)('./vendor/ajv/index.cjs');
    return ajv;
}
function vendoredRe2js() {
    re2js ??= (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(__mcpdesc_import_meta_url)('./vendor/re2js/index.cjs');
    return re2js;
}
function vendoredYaml() {
    yaml ??= (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(__mcpdesc_import_meta_url)('./vendor/yaml/index.cjs');
    return yaml;
}
function vendoredJsonc() {
    jsonc ??= (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(__mcpdesc_import_meta_url)('./vendor/jsonc/index.cjs');
    return jsonc;
}
function vendoredPicomatch() {
    picomatch ??= (0,node_module__WEBPACK_IMPORTED_MODULE_0__.createRequire)(__mcpdesc_import_meta_url)('./vendor/picomatch/index.cjs');
    return picomatch;
}


/***/ }),

/***/ 6065:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GS: () => (/* binding */ splitPointer),
/* harmony export */   Kn: () => (/* binding */ joinPointer),
/* harmony export */   Yg: () => (/* binding */ parentPointer),
/* harmony export */   pv: () => (/* binding */ escapeSegment),
/* harmony export */   sM: () => (/* binding */ getAt)
/* harmony export */ });
/* unused harmony export unescapeSegment */
/** RFC 6901 JSON Pointers: how rules name a place in a document. */
// Pointers are built for every place a rule looks at, so the common case (nothing to escape) stays cheap.
function escapeSegment(segment) {
    if (typeof segment === 'number')
        return String(segment);
    return segment.includes('~') || segment.includes('/') ? segment.replace(/~/g, '~0').replace(/\//g, '~1') : segment;
}
function unescapeSegment(segment) {
    return segment.includes('~') ? segment.replace(/~1/g, '/').replace(/~0/g, '~') : segment;
}
function joinPointer(base, ...segments) {
    let pointer = base;
    for (const segment of segments)
        pointer += `/${escapeSegment(segment)}`;
    return pointer;
}
function splitPointer(pointer) {
    return pointer === '' ? [] : pointer.slice(1).split('/').map(unescapeSegment);
}
function parentPointer(pointer) {
    return pointer.slice(0, Math.max(0, pointer.lastIndexOf('/')));
}
/** The value at a pointer, or undefined when the path does not exist. */
function getAt(root, pointer) {
    if (pointer === '')
        return root;
    // splitPointer's segments, read in place: rules resolve a pointer for every object they check.
    let current = root;
    let start = 1;
    for (;;) {
        const end = pointer.indexOf('/', start);
        const segment = unescapeSegment(end === -1 ? pointer.slice(start) : pointer.slice(start, end));
        if (current === null || typeof current !== 'object' || !Object.hasOwn(current, segment))
            return undefined;
        current = current[segment];
        if (end === -1)
            return current;
        start = end + 1;
    }
}


/***/ })

};

})
