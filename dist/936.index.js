export const id = 936;
export const ids = [936];
export const modules = {

/***/ 936:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _model_axis_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72);
/* harmony import */ var _model_check_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4662);
/* harmony import */ var _model_dsl_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2730);
/* harmony import */ var _client_config_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8125);
/* harmony import */ var _server_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2649);
/* harmony import */ var _info_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3510);
/**
 * Gemini CLI's project settings, `.gemini/settings.json`: JSONC; its `mcpServers` entries are closed
 * (settings.schema.json, additionalProperties: false); the other settings are not mcpdesc's. Variables
 * `$NAME`, `${NAME}` and `${NAME:-default}` expand anywhere in the file (envVarResolver.ts).
 */






const MODEL = new _model_check_js__WEBPACK_IMPORTED_MODULE_1__/* .Model */ .Kx(_model_axis_js__WEBPACK_IMPORTED_MODULE_0__/* .UNVERSIONED */ .d, [
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Config', 'Gemini settings', { mcpServers: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .map */ .Tj)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Server'))) }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Server', 'server entry', { ..._server_js__WEBPACK_IMPORTED_MODULE_4__/* .GEMINI_SERVER_FIELDS */ .M, trust: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM) }, { closed: true }),
]);
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .clientFormat */ .B)({
    ..._info_js__WEBPACK_IMPORTED_MODULE_5__/* .GEMINI_SETTINGS_INFO */ .J,
    client: 'Gemini CLI',
    strictJson: false,
    model: MODEL,
    unknownKeys: 'closed',
    needsOneOf: ['command', 'url', 'httpUrl'],
    interpolation: { braced: 'yes', withDefault: 'yes', bare: 'yes', envPrefix: 'no', inputs: false, predefined: [] },
    envReference: (name) => `\${${name}}`,
    homeVariable: '${HOME}',
    autoApprove: [{ key: 'trust', kind: 'flag' }],
}));


/***/ }),

/***/ 2649:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ GEMINI_SERVER_FIELDS)
/* harmony export */ });
/* harmony import */ var _model_dsl_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2730);
/** Gemini CLI's server entry (settings.schema.json `$defs/MCPServerConfig`), shared by settings.json and gemini-extension.json. */

const GEMINI_SERVER_FIELDS = {
    command: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj),
    args: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj)),
    env: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .map */ .Tj)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj)),
    cwd: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj),
    url: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj),
    httpUrl: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj),
    headers: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .map */ .Tj)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj)),
    tcp: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj),
    type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .oneOf */ .yL)('stdio', 'sse', 'http')),
    timeout: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .number */ .ai),
    description: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj),
    includeTools: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj)),
    excludeTools: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj)),
    extension: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik),
    oauth: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik),
    authProviderType: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .oneOf */ .yL)('dynamic_discovery', 'google_credentials', 'service_account_impersonation')),
    targetAudience: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj),
    targetServiceAccount: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj),
};


/***/ })

};
