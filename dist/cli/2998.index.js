// mcpdesc chunk 02bc0da42fb8d315426b5d6d69998fc5935db92caba505e40461003e0e592494
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 2998;
__mcpdesc_chunk.ids = [2998];
__mcpdesc_chunk.modules = {

/***/ 2998:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   formatJunit: () => (/* binding */ formatJunit)
/* harmony export */ });
/* harmony import */ var _engine_finding_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3628);
/* harmony import */ var _engine_session_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(742);
/* harmony import */ var _util_file_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3609);
/* harmony import */ var _xml_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2127);
/**
 * JUnit XML, which Jenkins, GitLab and Azure Pipelines show as test results: a `<testsuite>` for every
 * file checked, a `<testcase>` for every finding (a file without findings gets one passing case). A
 * finding at the fail-on level is a `<failure>` (an internal error an `<error>`); one below it passes,
 * its message kept in `<system-out>`, so the test report fails exactly when the run does.
 */




const RANK = { error: 0, warning: 1, note: 2 };
function formatJunit(results, context, failOn) {
    const fails = (f) => failOn !== 'never' && RANK[f.level] <= RANK[failOn];
    const suites = [];
    const total = { tests: 0, failures: 0, errors: 0, skipped: 0 };
    for (const result of (0,_engine_finding_js__WEBPACK_IMPORTED_MODULE_3__/* .checkedFiles */ .$5)(results)) {
        const path = (0,_util_file_names_js__WEBPACK_IMPORTED_MODULE_1__/* .wellFormedPath */ .ZW)(result.path);
        const findings = [...result.findings].sort(_engine_finding_js__WEBPACK_IMPORTED_MODULE_3__/* .compareByPosition */ .mH);
        const errors = findings.filter((f) => f.ruleId === _engine_session_js__WEBPACK_IMPORTED_MODULE_0__/* .INTERNAL_RULE */ .lH).length;
        const failures = findings.filter((f) => f.ruleId !== _engine_session_js__WEBPACK_IMPORTED_MODULE_0__/* .INTERNAL_RULE */ .lH && fails(f)).length;
        const cases = findings.length === 0 ? [`    <testcase name="${(0,_xml_js__WEBPACK_IMPORTED_MODULE_2__/* .xmlAttribute */ .IE)(path)}" classname="mcpdesc"/>`] : findings.map((f) => testcase(f, path, context, fails(f)));
        suites.push(suite(path, cases, { tests: cases.length, failures, errors, skipped: 0 }));
        Object.assign(total, { tests: total.tests + cases.length, failures: total.failures + failures, errors: total.errors + errors });
    }
    // Formats mcpdesc recognizes but does not check yet are reported as skipped; files that are no MCP file are not tests at all.
    for (const result of results.filter((r) => r.skipped !== undefined && r.format !== null)) {
        const path = (0,_util_file_names_js__WEBPACK_IMPORTED_MODULE_1__/* .wellFormedPath */ .ZW)(result.path);
        const cases = [
            `    <testcase name="${(0,_xml_js__WEBPACK_IMPORTED_MODULE_2__/* .xmlAttribute */ .IE)(path)}" classname="mcpdesc">\n      <skipped message="${(0,_xml_js__WEBPACK_IMPORTED_MODULE_2__/* .xmlAttribute */ .IE)(result.skipped ?? '')}"/>\n    </testcase>`,
        ];
        suites.push(suite(path, cases, { tests: 1, failures: 0, errors: 0, skipped: 1 }));
        Object.assign(total, { tests: total.tests + 1, skipped: total.skipped + 1 });
    }
    return `${[
        _xml_js__WEBPACK_IMPORTED_MODULE_2__/* .XML_DECLARATION */ .tU,
        `<testsuites name="mcpdesc" tests="${total.tests}" failures="${total.failures}" errors="${total.errors}" skipped="${total.skipped}" time="0">`,
        ...suites,
        '</testsuites>',
    ].join('\n')}\n`;
}
function suite(path, cases, counts) {
    const name = (0,_xml_js__WEBPACK_IMPORTED_MODULE_2__/* .xmlAttribute */ .IE)(path);
    return [
        `  <testsuite name="${name}" file="${name}" tests="${counts.tests}" failures="${counts.failures}" errors="${counts.errors}" skipped="${counts.skipped}" time="0">`,
        ...cases,
        '  </testsuite>',
    ].join('\n');
}
function testcase(finding, path, context, fails) {
    const { line, column } = finding.range.start;
    const where = `${path}:${line}:${column}`;
    const body = (0,_xml_js__WEBPACK_IMPORTED_MODULE_2__/* .xmlText */ .xK)(`${finding.level} at ${where}: ${finding.message}\nRule: ${context.ruleHelpUri(finding.ruleId)}`);
    const element = finding.ruleId === _engine_session_js__WEBPACK_IMPORTED_MODULE_0__/* .INTERNAL_RULE */ .lH ? 'error' : fails ? 'failure' : undefined;
    const inner = element
        ? `<${element} type="${(0,_xml_js__WEBPACK_IMPORTED_MODULE_2__/* .xmlAttribute */ .IE)(finding.ruleId)}" message="${(0,_xml_js__WEBPACK_IMPORTED_MODULE_2__/* .xmlAttribute */ .IE)(finding.message)}">${body}</${element}>`
        : `<system-out>${body}</system-out>`;
    return `    <testcase name="${(0,_xml_js__WEBPACK_IMPORTED_MODULE_2__/* .xmlAttribute */ .IE)(`${finding.ruleId} at ${line}:${column}`)}" classname="${(0,_xml_js__WEBPACK_IMPORTED_MODULE_2__/* .xmlAttribute */ .IE)(path)}" time="0">\n      ${inner}\n    </testcase>`;
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
