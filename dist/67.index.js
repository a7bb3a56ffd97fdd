export const id = 67;
export const ids = [67];
export const modules = {

/***/ 9067:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _model_axis_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72);
/* harmony import */ var _model_check_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4662);
/* harmony import */ var _model_dsl_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2730);
/* harmony import */ var _client_config_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8125);
/* harmony import */ var _info_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(327);
/**
 * Roo Code's project MCP configuration, `.roo/mcp.json`. Facts: Roo's zod schema and validation in
 * McpHub.ts (strict JSON.parse, "type" required beside "url", stdio and remote fields never mixed) and its
 * variable injection (`${env:NAME}`, `${workspaceFolder}`; plain `${NAME}` is not expanded).
 */





const common = {
    disabled: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM),
    timeout: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)({ kind: 'number', integer: false, minimum: 1, maximum: 3600 }),
    alwaysAllow: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)),
    watchPaths: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)),
    disabledTools: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)),
};
const MODEL = new _model_check_js__WEBPACK_IMPORTED_MODULE_1__/* .Model */ .Kx(_model_axis_js__WEBPACK_IMPORTED_MODULE_0__/* .UNVERSIONED */ .d, [
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Config', 'Roo MCP configuration', { mcpServers: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .map */ .Tj)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Server'))) }, { closed: true }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .alias */ .nK)('Server', 'server entry', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KC)([(0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('stdio server', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('StdioServer')), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('SSE server', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('SseServer')), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('streamable HTTP server', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('HttpServer'))], {
        key: 'type',
        fallback: 'stdio server',
    })),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('StdioServer', 'server entry', { type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .constant */ .dY)('stdio')), command: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), args: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)), cwd: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), env: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .map */ .Tj)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)), ...common }, { closed: true }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('SseServer', 'server entry', { type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .constant */ .dY)('sse')), url: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), headers: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .map */ .Tj)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)), ...common }, { closed: true }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('HttpServer', 'server entry', { type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .constant */ .dY)('streamable-http')), url: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), headers: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .map */ .Tj)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)), ...common }, { closed: true }),
]);
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .clientFormat */ .B)({
    ..._info_js__WEBPACK_IMPORTED_MODULE_4__/* .ROO_MCP_JSON_INFO */ .k,
    client: 'Roo Code',
    strictJson: true,
    model: MODEL,
    unknownKeys: 'typos',
    urlNeedsType: ['streamable-http', 'sse'],
    exclusive: [
        ['command', 'args', 'env', 'cwd'],
        ['url', 'headers'],
    ],
    interpolation: { braced: 'no', withDefault: 'no', bare: 'unknown', envPrefix: 'yes', inputs: false, predefined: ['workspaceFolder'] },
    envReference: (name) => `\${env:${name}}`,
    autoApprove: [{ key: 'alwaysAllow', kind: 'list' }],
}));


/***/ })

};
