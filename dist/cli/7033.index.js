// mcpdesc chunk c7482d67d2fde7468d22633c4078b21051651bbc638822af024f339ab8c5f70e
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 7033;
__mcpdesc_chunk.ids = [7033];
__mcpdesc_chunk.modules = {

/***/ 7033:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   formatCheckstyle: () => (/* binding */ formatCheckstyle)
/* harmony export */ });
/* harmony import */ var _engine_finding_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3628);
/* harmony import */ var _util_file_names_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3609);
/* harmony import */ var _xml_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2127);
/**
 * Checkstyle XML, which reviewdog (`-f=checkstyle`) and Jenkins' warnings plugin read: a `<file>` for
 * every file checked, an `<error>` for every finding, the rule id as `source`.
 */



/** Checkstyle's severities are error, warning, info and ignore. */
const SEVERITY = { error: 'error', warning: 'warning', note: 'info' };
function formatCheckstyle(results, toolVersion) {
    const lines = [_xml_js__WEBPACK_IMPORTED_MODULE_1__/* .XML_DECLARATION */ .tU, `<checkstyle version="4.3" generator="mcpdesc ${(0,_xml_js__WEBPACK_IMPORTED_MODULE_1__/* .xmlAttribute */ .IE)(toolVersion)}">`];
    for (const result of (0,_engine_finding_js__WEBPACK_IMPORTED_MODULE_2__/* .checkedFiles */ .$5)(results)) {
        const findings = [...result.findings].sort(_engine_finding_js__WEBPACK_IMPORTED_MODULE_2__/* .compareByPosition */ .mH);
        if (findings.length === 0) {
            lines.push(`  <file name="${(0,_xml_js__WEBPACK_IMPORTED_MODULE_1__/* .xmlAttribute */ .IE)((0,_util_file_names_js__WEBPACK_IMPORTED_MODULE_0__/* .wellFormedPath */ .ZW)(result.path))}"/>`);
            continue;
        }
        lines.push(`  <file name="${(0,_xml_js__WEBPACK_IMPORTED_MODULE_1__/* .xmlAttribute */ .IE)((0,_util_file_names_js__WEBPACK_IMPORTED_MODULE_0__/* .wellFormedPath */ .ZW)(result.path))}">`);
        for (const f of findings) {
            lines.push(`    <error line="${f.range.start.line}" column="${f.range.start.column}" severity="${SEVERITY[f.level]}" message="${(0,_xml_js__WEBPACK_IMPORTED_MODULE_1__/* .xmlAttribute */ .IE)(f.message)}" source="${(0,_xml_js__WEBPACK_IMPORTED_MODULE_1__/* .xmlAttribute */ .IE)(f.ruleId)}"/>`);
        }
        lines.push('  </file>');
    }
    lines.push('</checkstyle>');
    return `${lines.join('\n')}\n`;
}


/***/ }),

/***/ 2127:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IE: () => (/* binding */ xmlAttribute),
/* harmony export */   tU: () => (/* binding */ XML_DECLARATION),
/* harmony export */   xK: () => (/* binding */ xmlText)
/* harmony export */ });
/* harmony import */ var _util_printable_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1095);
/**
 * XML 1.0 text for the XML reporters (junit, checkstyle). Finding text comes from pull requests, so any
 * character XML 1.0 forbids (C0 controls other than tab, LF and CR; lone UTF-16 surrogates; U+FFFE and
 * U+FFFF), which no character reference can carry either, is written as a visible escape (`\x01`),
 * and markup characters as entities.
 */

const INVALID_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
function validChars(text) {
    return text.replace(INVALID_IN_XML, (char) => {
        const code = char.charCodeAt(0);
        return code <= 0xff ? `\\x${(0,_util_printable_js__WEBPACK_IMPORTED_MODULE_0__/* .hex */ .uh)(code, 2)}` : `\\u${(0,_util_printable_js__WEBPACK_IMPORTED_MODULE_0__/* .hex */ .uh)(code, 4)}`;
    });
}
/** Element content. */
function xmlText(text) {
    return validChars(text).replace(/[&<>]/g, (c) => ENTITIES[c]);
}
/** A double- or single-quoted attribute value: tab, LF and CR as character references, which attribute normalization keeps. */
function xmlAttribute(text) {
    return validChars(text).replace(/[&<>"'\t\n\r]/g, (c) => ENTITIES[c] ?? `&#${c.charCodeAt(0)};`);
}
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';


/***/ })

};

})
