export const id = 580;
export const ids = [580];
export const modules = {

/***/ 9580:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   capture: () => (/* binding */ capture)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8815);
/* harmony import */ var _catalogue_catalogue_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4239);
/* harmony import */ var _runner_config_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6314);
/* harmony import */ var _runner_run_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6126);
/* harmony import */ var _protocol_versions_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5159);
/* harmony import */ var _report_text_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5655);
/* harmony import */ var _server_snapshot_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(171);
/* harmony import */ var _util_write_file_atomic_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(8566);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(577);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_10__ = __webpack_require__(133);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_11__ = __webpack_require__(7593);
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_12__ = __webpack_require__(1654);
/* harmony import */ var _server_options_js__WEBPACK_IMPORTED_MODULE_13__ = __webpack_require__(1828);
/** `mcpdesc capture`: what a running server serves, written as a descriptor and linted at once. */














const DESCRIPTOR_NAME = /\.mcp\.(json|ya?ml)$/i;
async function capture(argv, io) {
    const { own, command } = (0,_server_options_js__WEBPACK_IMPORTED_MODULE_13__/* .splitAtCommand */ .ro)(argv);
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_11__/* .parseCommand */ .R)('capture', own, _commands_js__WEBPACK_IMPORTED_MODULE_12__/* .CAPTURE_OPTIONS */ .Ef);
    if (positionals.length > 0)
        throw new _common_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`capture takes no paths (got ${JSON.stringify(positionals[0])}); the server command goes after "--". See mcpdesc capture --help.`);
    if (!values.output || !DESCRIPTOR_NAME.test(values.output)) {
        throw new _common_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`capture needs --output <file> named *.mcp.json, *.mcp.yaml or *.mcp.yml (the extension picks JSON or YAML)${values.output ? `, not ${JSON.stringify(values.output)}` : ''}.`);
    }
    const { failOn } = (0,_report_js__WEBPACK_IMPORTED_MODULE_10__/* .reportOptions */ .lt)(values);
    const server = (0,_server_options_js__WEBPACK_IMPORTED_MODULE_13__/* .serverOptions */ .or)(values, command, io.cwd, 'capture');
    const catalogue = (0,_catalogue_catalogue_js__WEBPACK_IMPORTED_MODULE_2__/* .loadCatalogue */ .OT)();
    const config = await (0,_runner_config_js__WEBPACK_IMPORTED_MODULE_3__/* .loadConfig */ .Z9)(values.config, io.cwd, catalogue, '--config');
    const answers = await (0,_server_options_js__WEBPACK_IMPORTED_MODULE_13__/* .readServer */ .Wb)(server, server.version);
    if (server.version && answers.protocolVersion !== server.version) {
        throw new _common_js__WEBPACK_IMPORTED_MODULE_9__/* .CliError */ .z1(`the server negotiated protocol version ${answers.protocolVersion}, not the ${server.version} asked for with --protocol-version; nothing was written. Capture without --protocol-version to get the version it speaks.`);
    }
    if (!(0,_protocol_versions_js__WEBPACK_IMPORTED_MODULE_5__/* .isVersion */ .lF)(answers.protocolVersion)) {
        throw new _common_js__WEBPACK_IMPORTED_MODULE_9__/* .CliError */ .z1(`the server speaks protocol version ${JSON.stringify(answers.protocolVersion)}, which mcpdesc does not support; nothing was written. Ask for a supported one with --protocol-version.`);
    }
    const output = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, values.output);
    await (0,_util_write_file_atomic_js__WEBPACK_IMPORTED_MODULE_8__/* .writeFileAtomic */ .Z)(output, serialize((0,_server_snapshot_js__WEBPACK_IMPORTED_MODULE_7__/* .toDescriptor */ .R)(answers), output)).catch((error) => {
        throw new _common_js__WEBPACK_IMPORTED_MODULE_9__/* .UsageError */ .eb(`--output: cannot write ${output} (${error.code ?? error.message}). Choose a writable path.`);
    });
    io.stdout(`Captured ${(0,_server_options_js__WEBPACK_IMPORTED_MODULE_13__/* .servedSummary */ .Sk)(answers)}.\nWrote ${values.output}; lint:\n`);
    const { results } = await (0,_runner_run_js__WEBPACK_IMPORTED_MODULE_4__.lintPaths)([output], { root: io.cwd, config, catalogue });
    io.stdout((0,_report_text_js__WEBPACK_IMPORTED_MODULE_6__/* .formatText */ .v)(results));
    return (0,_report_js__WEBPACK_IMPORTED_MODULE_10__/* .exitCode */ .I$)(results, failOn);
}
function serialize(descriptor, path) {
    if (/\.json$/i.test(path))
        return `${JSON.stringify(descriptor, null, 2)}\n`;
    const document = new yaml__WEBPACK_IMPORTED_MODULE_1__/* .Document */ .yo(descriptor);
    // A YAML 1.1 reader would take an unquoted 2025-11-25 for a date.
    const version = document.get('protocolVersion', true);
    if (version)
        version.type = 'QUOTE_DOUBLE';
    return document.toString({ lineWidth: 0 });
}


/***/ })

};
