// mcpdesc chunk 3a4bc45b0ff8035e03d953fba35d52592be8758e9f94a48d58afd307c7cdeca7
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 3486;
__mcpdesc_chunk.ids = [3486];
__mcpdesc_chunk.modules = {

/***/ 3486:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _model_axis_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72);
/* harmony import */ var _model_check_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4662);
/* harmony import */ var _model_dsl_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2730);
/* harmony import */ var _client_config_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8125);
/* harmony import */ var _info_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4768);
/** Amazon Q Developer's workspace MCP configuration, `.amazonq/mcp.json`. No schema is published: only near misses of its known keys are reported as unknown. */





const MODEL = new _model_check_js__WEBPACK_IMPORTED_MODULE_1__/* .Model */ .Kx(_model_axis_js__WEBPACK_IMPORTED_MODULE_0__/* .UNVERSIONED */ .d, [
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Config', 'Amazon Q MCP configuration', { mcpServers: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .map */ .Tj)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Server'))) }, { closed: true }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Server', 'server entry', {
        command: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        args: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)),
        env: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .map */ .Tj)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)),
        timeout: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .ai),
        disabled: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM),
        url: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        headers: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .map */ .Tj)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)),
    }, { closed: true }),
]);
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .clientFormat */ .B)({
    ..._info_js__WEBPACK_IMPORTED_MODULE_4__/* .AMAZONQ_MCP_JSON_INFO */ .$,
    client: 'Amazon Q',
    model: MODEL,
    unknownKeys: 'typos',
    needsOneOf: ['command', 'url'],
}));


/***/ })

};

})
