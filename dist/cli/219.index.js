// mcpdesc chunk e809a19fa558023364839c6dcba805990a0324bf4b43135ace204680ac95206a
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 219;
__mcpdesc_chunk.ids = [219];
__mcpdesc_chunk.modules = {

/***/ 219:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   "default": () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _model_axis_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72);
/* harmony import */ var _model_check_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4662);
/* harmony import */ var _model_dsl_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2730);
/* harmony import */ var _client_config_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8125);
/* harmony import */ var _info_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8871);
/**
 * VS Code's workspace MCP configuration, `.vscode/mcp.json`: JSONC, servers under `servers`, prompts
 * under `inputs`. Facts: VS Code's own schema (mcpConfiguration.ts, additionalProperties: false, and the
 * inputs schema of its configuration resolver), its server configuration types (mcpPlatformTypes.ts) and
 * its MCP configuration reference.
 */





/**
 * Keys every server entry may have (ICommonMcpServerConfiguration in mcpPlatformTypes.ts): VS Code writes
 * the installed "version" and the "gallery" it came from when it installs a server from its MCP gallery.
 */
const COMMON = { version: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), gallery: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KC)([(0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('true or false', _model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('gallery URL', _model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)])) };
const MODEL = new _model_check_js__WEBPACK_IMPORTED_MODULE_1__/* .Model */ .Kx(_model_axis_js__WEBPACK_IMPORTED_MODULE_0__/* .UNVERSIONED */ .d, [
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Config', 'VS Code MCP configuration', { servers: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .map */ .Tj)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Server'))), inputs: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Input'))) }, { closed: true }),
    // VS Code tells stdio from remote servers by their fields when "type" is absent.
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .alias */ .nK)('Server', 'server entry', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KC)([(0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('stdio server', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('StdioServer')), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('remote server', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('RemoteServer'))], { key: 'type', optional: true })),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('StdioServer', 'server entry', {
        type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .constant */ .dY)('stdio')),
        command: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        cwd: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        args: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)),
        envFile: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        env: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .map */ .Tj)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .any */ .bz)),
        dev: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ik),
        sandboxEnabled: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM),
        sandbox: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ik),
        ...COMMON,
    }, { closed: true }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('RemoteServer', 'server entry', { type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .oneOf */ .yL)('http', 'sse')), url: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), headers: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .map */ .Tj)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)), dev: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ik), oauth: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ik), ...COMMON }, { closed: true }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .alias */ .nK)('Input', 'input', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KC)([(0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('text input', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('PromptString')), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('choice input', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('PickString')), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('command input', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('CommandInput'))], {
        key: 'type',
    })),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('PromptString', 'input', { id: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .constant */ .dY)('promptString')), description: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), default: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), password: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM) }, { closed: true }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('PickString', 'input', { id: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .constant */ .dY)('pickString')), description: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), options: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .any */ .bz)), default: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj) }, { closed: true }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('CommandInput', 'input', { id: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .constant */ .dY)('command')), command: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), args: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .any */ .bz) }, { closed: true }),
]);
/** VS Code's predefined variables (its variables reference). */
const PREDEFINED = [
    'workspaceFolder',
    'workspaceFolderBasename',
    'userHome',
    'pathSeparator',
    '/',
    'cwd',
    'execPath',
    'file',
    'fileBasename',
    'fileBasenameNoExtension',
    'fileDirname',
    'fileDirnameBasename',
    'fileExtname',
    'fileWorkspaceFolder',
    'lineNumber',
    'relativeFile',
    'relativeFileDirname',
    'selectedText',
    'defaultBuildTask',
];
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_index_js__WEBPACK_IMPORTED_MODULE_3__/* .clientFormat */ .B)({
    ..._info_js__WEBPACK_IMPORTED_MODULE_4__/* .VSCODE_MCP_JSON_INFO */ .o,
    client: 'VS Code',
    strictJson: false,
    model: MODEL,
    unknownKeys: 'closed',
    interpolation: {
        braced: 'no',
        withDefault: 'no',
        bare: 'no',
        envPrefix: 'yes',
        inputs: true,
        predefined: PREDEFINED,
        prefixes: ['config', 'command', 'workspaceFolder'],
    },
    envReference: (name) => `\${env:${name}}`,
    homeVariable: '${userHome}',
}));


/***/ })

};

})
