export const id = 430;
export const ids = [430];
export const modules = {

/***/ 3430:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _model_axis_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72);
/* harmony import */ var _model_check_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4662);
/* harmony import */ var _model_dsl_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2730);
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(6065);
/* harmony import */ var _client_config_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8125);
/* harmony import */ var _gemini_settings_server_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2649);
/* harmony import */ var _info_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9672);
/**
 * A Gemini CLI extension's manifest, `gemini-extension.json`: strict JSON with a required `name` (letters,
 * digits and dashes) and `version`, and `mcpServers` like settings.json without `trust`. Its variables are
 * `${extensionPath}`, `${workspacePath}` and `${/}` (docs/extensions/reference.md).
 */







const MODEL = new _model_check_js__WEBPACK_IMPORTED_MODULE_1__/* .Model */ .Kx(_model_axis_js__WEBPACK_IMPORTED_MODULE_0__/* .UNVERSIONED */ .d, [
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Config', 'Gemini extension manifest', {
        name: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        version: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        description: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        mcpServers: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .map */ .Tj)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Server'))),
        contextFileName: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .any */ .bz),
        excludeTools: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)),
        settings: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ik)),
        themes: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ik)),
        plan: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ik),
        migratedTo: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
    }, { closed: true }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Server', 'server entry', _gemini_settings_server_js__WEBPACK_IMPORTED_MODULE_4__/* .GEMINI_SERVER_FIELDS */ .M, { closed: true }),
]);
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .clientFormat */ .B)({
    ..._info_js__WEBPACK_IMPORTED_MODULE_5__/* .GEMINI_EXTENSION_INFO */ .j,
    client: 'Gemini CLI',
    strictJson: true,
    model: MODEL,
    unknownKeys: 'typos',
    needsOneOf: ['command', 'url', 'httpUrl'],
    machinePathAdvice: 'Write "${extensionPath}" for a file inside the extension, so it works wherever the extension is installed.',
    check(context) {
        const { name } = context.root;
        if (typeof name === 'string' && !/^[a-zA-Z0-9-]+$/.test(name)) {
            context.report((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_6__/* .joinPointer */ .Kn)('', 'name'), `Gemini CLI refuses the extension name ${JSON.stringify(name)} ("Invalid extension name"): only letters, digits and dashes are allowed. Rename it, e.g. to ${JSON.stringify(name.replace(/[^a-zA-Z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'my-extension')}, and the extension's folder with it.`);
        }
    },
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
