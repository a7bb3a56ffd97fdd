// mcpdesc chunk 5cffc95f3a429f350c2c79c7a6840abe6ef9340aae8fc7fe9eff2a1e4503de34
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 8919;
__mcpdesc_chunk.ids = [8919];
__mcpdesc_chunk.modules = {

/***/ 8919:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _model_axis_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72);
/* harmony import */ var _model_check_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4662);
/* harmony import */ var _model_dsl_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2730);
/* harmony import */ var _client_config_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8125);
/* harmony import */ var _info_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3387);
/**
 * Claude Desktop's configuration, `claude_desktop_config.json`: stdio servers under `mcpServers`. It
 * documents no variable expansion, so a committed copy is a template or one developer's own file.
 */





const MODEL = new _model_check_js__WEBPACK_IMPORTED_MODULE_1__/* .Model */ .Kx(_model_axis_js__WEBPACK_IMPORTED_MODULE_0__/* .UNVERSIONED */ .d, [
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Config', 'Claude Desktop configuration', { mcpServers: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .map */ .Tj)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Server'))) }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Server', 'server entry', { command: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), args: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)), env: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .map */ .Tj)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)) }, { closed: true }),
]);
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .clientFormat */ .B)({
    ..._info_js__WEBPACK_IMPORTED_MODULE_4__/* .CLAUDE_DESKTOP_CONFIG_INFO */ .c,
    client: 'Claude Desktop',
    model: MODEL,
    unknownKeys: 'typos',
    machinePathAdvice: 'Claude Desktop has no project folder to be relative to: commit a template with a placeholder such as "/path/to/server" for each developer to fill in, or ship the server as an MCPB bundle, which Claude Desktop installs itself.',
    secretAdvice: () => 'keep the real value out of the repository: Claude Desktop expands no variables in this file, so commit a template with a placeholder (or ship the server as an MCPB bundle, whose sensitive settings Claude Desktop asks for and stores).',
}));


/***/ })

};

})
