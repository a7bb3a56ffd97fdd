// mcpdesc chunk 5d169c51e23a3fc0ffec8016c8a5ee1771aeb50178f09ea4b6761fd796d81a33
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 352;
__mcpdesc_chunk.ids = [352];
__mcpdesc_chunk.modules = {

/***/ 352:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   printConfig: () => (/* binding */ printConfig)
/* harmony export */ });
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _runner_config_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6314);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(577);
/* harmony import */ var _util_lazy_require_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6050);
/**
 * `mcpdesc lint --print-config FILE`: the settings that apply to one file once the configuration is
 * resolved (ESLint's --print-config): whether the include and exclude globs select it, every rule's
 * level after `rules:` and the `overrides:` that match it (listed by index), its `ignore:` entries and
 * the limits. JSON, for people debugging a configuration and for scripts.
 */




function printConfig(project, config, file, catalogue, io) {
    const { root, configFile } = project;
    const path = (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(root, (0,node_path__WEBPACK_IMPORTED_MODULE_0__.resolve)(io.cwd, file)).split(node_path__WEBPACK_IMPORTED_MODULE_0__.sep).join('/');
    const settings = (0,_runner_config_js__WEBPACK_IMPORTED_MODULE_1__.settingsFor)(config, path);
    const included = matches(config.include, path) && !(config.exclude.length > 0 && matches(config.exclude, path));
    const resolved = {
        // Which configuration file applies (found from the working directory up to the repository root), if any.
        configFile: configFile === undefined ? null : (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(io.cwd, configFile).split(node_path__WEBPACK_IMPORTED_MODULE_0__.sep).join('/'),
        file: path,
        // A file named on the command line is linted whatever the globs say; a folder search needs them to select it.
        selectedByGlobs: included,
        // The indexes of the overrides that apply, in the order they are applied.
        overrides: config.overrides.flatMap((override, index) => (matches(override.files, path) ? [index] : [])),
        rules: Object.fromEntries(catalogue.rules.map((rule) => [rule.id, settings[rule.id] ?? rule.level])),
        ignore: (0,_runner_config_js__WEBPACK_IMPORTED_MODULE_1__.ignoresFor)(config, path),
        limits: config.limits,
    };
    io.stdout(`${JSON.stringify(resolved, null, 2)}\n`);
    return _common_js__WEBPACK_IMPORTED_MODULE_2__/* .EXIT */ .dc.ok;
}
function matches(files, path) {
    return (0,_util_lazy_require_js__WEBPACK_IMPORTED_MODULE_3__/* .vendoredPicomatch */ .SI)()([...files], { dot: true })(path);
}


/***/ })

};

})
