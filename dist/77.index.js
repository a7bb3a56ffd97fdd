export const id = 77;
export const ids = [77,851];
export const modules = {

/***/ 9851:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CLAUDE_CODE: () => (/* binding */ CLAUDE_CODE),
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _model_axis_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72);
/* harmony import */ var _model_check_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4662);
/* harmony import */ var _model_dsl_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2730);
/* harmony import */ var _client_config_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8125);
/* harmony import */ var _model_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5474);
/* harmony import */ var _info_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1415);
/**
 * Claude Code's project configuration, `.mcp.json` (also read by Copilot and Codex plugins), and a
 * plugin's `.mcp.json`, which may be the bare map of servers. Facts: the SchemaStore plugin-manifest
 * schema's `mcpServers`, Claude Code's CHANGELOG, its MCP docs.
 */






const MODEL = new _model_check_js__WEBPACK_IMPORTED_MODULE_1__/* .Model */ .Kx(_model_axis_js__WEBPACK_IMPORTED_MODULE_0__/* .UNVERSIONED */ .d, [
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Config', 'Claude Code configuration', { mcpServers: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .map */ .Tj)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Server'))) }, { closed: true }),
    ..._model_js__WEBPACK_IMPORTED_MODULE_4__/* .CLAUDE_CODE_SERVERS */ .q,
]);
/** Claude Code as a client, for the formats that hold its server entries. */
const CLAUDE_CODE = {
    ..._info_js__WEBPACK_IMPORTED_MODULE_5__/* .CLAUDE_CODE_MCP_JSON_INFO */ ._,
    client: 'Claude Code',
    strictJson: true,
    model: MODEL,
    unknownKeys: 'typos',
    urlNeedsType: ['http', 'sse'],
    interpolation: { braced: 'yes', withDefault: 'yes', bare: 'no', envPrefix: 'no', inputs: false, predefined: ['CLAUDE_PLUGIN_ROOT', 'CLAUDE_PROJECT_DIR'] },
    envReference: (name) => `\${${name}}`,
    homeVariable: '${HOME}',
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .clientFormat */ .B)(CLAUDE_CODE));


/***/ }),

/***/ 5474:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ CLAUDE_CODE_SERVERS)
/* harmony export */ });
/* harmony import */ var _model_dsl_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2730);
/** Claude Code's server entry (SchemaStore's plugin-manifest `mcpServers`, its CHANGELOG), shared by `.mcp.json` and plugin manifests. */

const remote = (type) => ({
    type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .constant */ .dY)(type)),
    url: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj),
    headers: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .map */ .Tj)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj)),
    headersHelper: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj),
    timeout: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .number */ .ai),
    alwaysLoad: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zM),
});
/** `Server` and what it refers to: every definition of the model but the file's own. */
const CLAUDE_CODE_SERVERS = [
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .alias */ .nK)('Server', 'server entry', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .union */ .KC)([
        (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .option */ .uK)('stdio server', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .ref */ .KR)('StdioServer')),
        (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .option */ .uK)('HTTP server', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .ref */ .KR)('HttpServer')),
        (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .option */ .uK)('SSE server', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .ref */ .KR)('SseServer')),
        (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .option */ .uK)('WebSocket server', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .ref */ .KR)('WsServer')),
    ], { key: 'type', fallback: 'stdio server' })),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .define */ .E8)('StdioServer', 'server entry', { type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .constant */ .dY)('stdio')), command: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj), args: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj)), env: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .map */ .Tj)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj)), timeout: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .number */ .ai), alwaysLoad: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zM) }, { closed: true }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .define */ .E8)('HttpServer', 'server entry', { ...remote('http'), oauth: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .ref */ .KR)('OAuth')) }, { closed: true }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .define */ .E8)('SseServer', 'server entry', { ...remote('sse'), oauth: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .ref */ .KR)('OAuth')) }, { closed: true }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .define */ .E8)('WsServer', 'server entry', remote('ws'), { closed: true }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .define */ .E8)('OAuth', 'OAuth settings', {
        clientId: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj),
        callbackPort: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)({ kind: 'number', integer: true, minimum: 1 }),
        authServerMetadataUrl: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj),
        scopes: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj),
        xaa: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .boolean */ .zM),
    }, { closed: true }),
];


/***/ }),

/***/ 6077:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _model_axis_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72);
/* harmony import */ var _model_check_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4662);
/* harmony import */ var _model_dsl_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2730);
/* harmony import */ var _client_config_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8125);
/* harmony import */ var _claude_code_mcp_json_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9851);
/* harmony import */ var _claude_code_mcp_json_model_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5474);
/* harmony import */ var _info_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8557);
/**
 * A Claude Code plugin's manifest, `.claude-plugin/plugin.json`: its `mcpServers` may list the plugin's
 * servers inline (or name a file or bundle to read them from). Facts: SchemaStore's
 * claude-code-plugin-manifest schema; the servers inline are Claude Code server entries, with
 * `${CLAUDE_PLUGIN_ROOT}` for the plugin's own folder.
 */







const MODEL = new _model_check_js__WEBPACK_IMPORTED_MODULE_1__/* .Model */ .Kx(_model_axis_js__WEBPACK_IMPORTED_MODULE_0__/* .UNVERSIONED */ .d, [
    // The manifest's other fields are Claude Code's plugin system's; only the servers are checked here.
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Config', 'plugin manifest', { name: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), mcpServers: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .any */ .bz) }),
    ..._claude_code_mcp_json_model_js__WEBPACK_IMPORTED_MODULE_5__/* .CLAUDE_CODE_SERVERS */ .q,
]);
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .clientFormat */ .B)({
    ..._claude_code_mcp_json_index_js__WEBPACK_IMPORTED_MODULE_4__.CLAUDE_CODE,
    ..._info_js__WEBPACK_IMPORTED_MODULE_6__/* .CLAUDE_CODE_PLUGIN_INFO */ .a,
    model: MODEL,
}));


/***/ })

};
