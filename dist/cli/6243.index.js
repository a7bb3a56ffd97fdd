// mcpdesc chunk 2fe005ad6ca2ee98bcbd0e55e7685aa5ead60d92e423f0f37a39776deedb2a7b
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 6243;
__mcpdesc_chunk.ids = [6243];
__mcpdesc_chunk.modules = {

/***/ 6243:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   formatGitlab: () => (/* binding */ formatGitlab)
/* harmony export */ });
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _engine_finding_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3628);
/* harmony import */ var _util_file_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3609);
/**
 * GitLab Code Quality (a CodeClimate subset): an array of issues, each with a description, check name,
 * fingerprint, severity and location. GitLab compares fingerprints between a merge request and its
 * target branch, so a fingerprint is built from what stays put when lines move: the rule, the file, the
 * JSON Pointer and the message, plus a counter for repeats of the same four.
 */



/** GitLab's severities are info, minor, major, critical and blocker. */
const SEVERITY = { error: 'major', warning: 'minor', note: 'info' };
function formatGitlab(results) {
    const seen = new Map();
    const issues = results
        .flatMap((r) => r.findings)
        .sort(_engine_finding_js__WEBPACK_IMPORTED_MODULE_2__/* .compareByPosition */ .mH)
        .map((f) => {
        const path = (0,_util_file_names_js__WEBPACK_IMPORTED_MODULE_1__/* .wellFormedPath */ .ZW)(f.path);
        const key = JSON.stringify([f.ruleId, path, f.pointer, f.message]);
        const count = (seen.get(key) ?? 0) + 1;
        seen.set(key, count);
        return {
            type: 'issue',
            description: f.message,
            check_name: f.ruleId,
            fingerprint: (0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.createHash)('sha256').update(`${key}\n${count}`).digest('hex').slice(0, 32),
            severity: SEVERITY[f.level],
            location: { path, lines: { begin: f.range.start.line, end: f.range.end.line } },
        };
    });
    return `${JSON.stringify(issues, null, 2)}\n`;
}


/***/ })

};

})
