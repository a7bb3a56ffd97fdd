// mcpdesc chunk a7229877eedd9dc81004a9b650629f2879d46735cae9106e7a9a0f3e781706ae
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 6847;
__mcpdesc_chunk.ids = [6847];
__mcpdesc_chunk.modules = {

/***/ 6847:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   formatCompact: () => (/* binding */ formatCompact)
/* harmony export */ });
/* harmony import */ var _engine_finding_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3628);
/* harmony import */ var _util_file_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3609);
/* harmony import */ var _util_printable_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1095);
/** One line a finding, `path:line:col: level rule-id: message`, the shape editors and problem matchers read. */



function formatCompact(results) {
    return results
        .flatMap((r) => r.findings)
        .sort(_engine_finding_js__WEBPACK_IMPORTED_MODULE_2__/* .compareByPosition */ .mH)
        .map((f) => `${(0,_util_file_names_js__WEBPACK_IMPORTED_MODULE_0__/* .printablePath */ .Vj)(f.path)}:${f.range.start.line}:${f.range.start.column}: ${f.level} ${f.ruleId}: ${(0,_util_printable_js__WEBPACK_IMPORTED_MODULE_1__/* .escapeUnprintable */ .O8)(f.message)}\n`)
        .join('');
}


/***/ })

};

})
