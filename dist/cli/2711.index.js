// mcpdesc chunk 283ccdbd838489595db2762868ac943b7929ed41ed2d413909cfdb4e0a23fa5e
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 2711;
__mcpdesc_chunk.ids = [2711];
__mcpdesc_chunk.modules = {

/***/ 2711:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _model_axis_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72);
/* harmony import */ var _model_check_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4662);
/* harmony import */ var _model_dsl_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2730);
/* harmony import */ var _client_config_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8125);
/* harmony import */ var _info_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(9723);
/**
 * Claude Code's project settings, `.claude/settings.json`. Of its many settings, mcpdesc reads those about
 * the servers of the project's `.mcp.json` (SchemaStore's claude-code-settings.json, Claude Code's MCP
 * docs): `enableAllProjectMcpServers: true` starts every one of them without the approval Claude Code
 * otherwise asks for each, servers added later included. The file lists no servers itself.
 */





const MODEL = new _model_check_js__WEBPACK_IMPORTED_MODULE_1__/* .Model */ .Kx(_model_axis_js__WEBPACK_IMPORTED_MODULE_0__/* .UNVERSIONED */ .d, [
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Config', 'Claude Code settings', {
        enableAllProjectMcpServers: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM),
        enabledMcpjsonServers: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)),
        disabledMcpjsonServers: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)),
        allowedMcpServers: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ik)),
        deniedMcpServers: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ik)),
        permissions: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ik),
    }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Server', 'server entry', {}),
]);
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .clientFormat */ .B)({
    ..._info_js__WEBPACK_IMPORTED_MODULE_4__/* .CLAUDE_CODE_SETTINGS_INFO */ .Qv,
    client: 'Claude Code',
    model: MODEL,
    unknownKeys: 'typos',
    autoApprove: [
        {
            key: 'enableAllProjectMcpServers',
            kind: 'flag',
            file: {
                what: "every server of the project's .mcp.json (servers a later change adds too)",
                instead: (root) => Array.isArray(root.enabledMcpjsonServers)
                    ? 'keep the servers you have reviewed in "enabledMcpjsonServers", which this file already lists but this setting overrides'
                    : 'list the servers you have reviewed in "enabledMcpjsonServers"',
            },
        },
    ],
}));


/***/ })

};

})
