// mcpdesc chunk 4db9169a2472e6eadbab6996ef90e08d2563534227564f1a17bb1237061e76bf
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 643;
__mcpdesc_chunk.ids = [643];
__mcpdesc_chunk.modules = {

/***/ 643:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SARIF_LIMITS: () => (/* binding */ SARIF_LIMITS),
/* harmony export */   SARIF_SCHEMA: () => (/* binding */ SARIF_SCHEMA),
/* harmony export */   buildSarif: () => (/* binding */ buildSarif),
/* harmony export */   formatSarif: () => (/* binding */ formatSarif),
/* harmony export */   omittedMessage: () => (/* binding */ omittedMessage),
/* harmony export */   sarifReport: () => (/* binding */ sarifReport)
/* harmony export */ });
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8522);
/* harmony import */ var node_zlib__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_zlib__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _engine_finding_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3628);
/* harmony import */ var _util_file_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3609);
/* harmony import */ var _util_printable_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1095);
/* harmony import */ var _left_out_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7216);
/**
 * SARIF 2.1.0 for GitHub code scanning: one run, every rule that can fire in tool.driver.rules with
 * its documentation, and results with repo-relative locations, full regions, the JSON Pointer as a
 * logical location and codeql-compatible fingerprints.
 */





const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
const INFORMATION_URI = 'https://github.com/mcpdesc/mcpdesc';
/** GitHub shows at most 10 tags per rule (and rejects more than 20). */
const MAX_TAGS = 10;
/** GitHub's limits for one SARIF upload, with room to spare. */
const SARIF_LIMITS = { maxResults: 25_000, maxGzipBytes: 9_500_000 };
function buildSarif(results, context, options = {}) {
    const rules = context.catalogue.rules;
    const index = new Map(rules.map((rule, i) => [rule.id, i]));
    // Suppressed findings come last: they are the first left out when a report must shrink.
    const all = [...results.flatMap((r) => r.findings).sort(_engine_finding_js__WEBPACK_IMPORTED_MODULE_4__/* .compareFindings */ .Eg), ...results.flatMap((r) => r.suppressed ?? []).sort(_engine_finding_js__WEBPACK_IMPORTED_MODULE_4__/* .compareFindings */ .Eg)];
    const findings = all.slice(0, options.maxResults ?? SARIF_LIMITS.maxResults);
    // Left out to fit GitHub's limits, and left out of the run's kept findings before (src/runner/budget.ts).
    const cut = all.length - findings.length;
    const dropped = (0,_left_out_js__WEBPACK_IMPORTED_MODULE_3__/* .leftOut */ .i)(results);
    const omitted = cut + (dropped ? dropped.error + dropped.warning + dropped.note + dropped.suppressed : 0);
    const droppedNote = (0,_left_out_js__WEBPACK_IMPORTED_MODULE_3__/* .leftOutMessage */ .v)(results);
    const notes = [...(cut > 0 ? [omittedMessage(cut, all.length)] : []), ...(droppedNote ? [droppedNote] : [])];
    // Artifacts are the files analysed; files skipped as no MCP file are not part of the analysis.
    const analysed = (0,_engine_finding_js__WEBPACK_IMPORTED_MODULE_4__/* .checkedFiles */ .$5)(results);
    const artifactIndex = new Map(analysed.map((r, i) => [r.path, i]));
    // Once per file, not per finding: the results of a file share it (the object is only written out).
    const locations = new Map();
    const locate = (path) => {
        let location = locations.get(path);
        if (!location)
            locations.set(path, (location = artifactLocation(path, options.rootUri)));
        return location;
    };
    const resultLocations = new Map();
    const resultLocation = (path) => {
        let location = resultLocations.get(path);
        if (!location) {
            const index = artifactIndex.get(path);
            resultLocations.set(path, (location = index === undefined ? { ...locate(path) } : { ...locate(path), index }));
        }
        return location;
    };
    return {
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'mcpdesc',
                        semanticVersion: context.toolVersion,
                        informationUri: INFORMATION_URI,
                        rules: rules.map((rule) => sarifRule(rule, context)),
                    },
                },
                ...(options.category ? { automationDetails: { id: options.category.endsWith('/') ? options.category : `${options.category}/` } } : {}),
                originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The root of the repository.' } } },
                columnKind: 'utf16CodeUnits',
                artifacts: analysed.map((r) => ({
                    location: locate(r.path),
                    ...(r.format ? { properties: { format: r.format, ...(r.version ? { version: r.version } : {}) } } : {}),
                })),
                results: findings.map((finding) => sarifResult(finding, index.get(finding.ruleId), resultLocation)),
                ...(omitted > 0
                    ? {
                        properties: { 'mcpdesc/omittedResults': omitted },
                        invocations: [
                            {
                                executionSuccessful: true,
                                toolExecutionNotifications: notes.map((text) => ({ level: 'warning', message: { text } })),
                            },
                        ],
                    }
                    : {}),
            },
        ],
    };
}
/** What a report says when it leaves findings out (the most severe are kept). */
function omittedMessage(omitted, total) {
    return `${omitted} of ${total} findings were left out of this report to stay within GitHub's limits for one upload; the most severe were kept. Run mcpdesc locally (or with --format json) for all of them.`;
}
function formatSarif(results, context, options = {}) {
    return sarifReport(results, context, options).text;
}
/** The SARIF file, made smaller (fewer results, the most severe kept) until it fits GitHub's size limit gzipped. */
function sarifReport(results, context, options = {}) {
    const maxGzip = options.maxGzipBytes ?? SARIF_LIMITS.maxGzipBytes;
    const total = results.reduce((n, r) => n + r.findings.length + (r.suppressed?.length ?? 0), 0);
    let maxResults = Math.min(total, options.maxResults ?? SARIF_LIMITS.maxResults);
    for (;;) {
        const text = `${JSON.stringify(buildSarif(results, context, { ...options, maxResults }), null, 2)}\n`;
        // Gzip never grows text by much, so only a large file needs measuring: first at the fastest level
        // (twice zlib's default speed), whose output is larger than the default's in practice; fitting at
        // it with a margin is fitting, and any other report is measured as uploaded.
        if (text.length <= maxGzip || maxResults === 0 || fitsGzipped(text, maxGzip))
            return { text, omitted: total - maxResults };
        maxResults = Math.floor(maxResults / 2);
    }
}
/** Whether the report fits in `maxGzip` bytes gzipped. */
function fitsGzipped(text, maxGzip) {
    // Encoding the text flattens it (the JSON and its newline) in place, once: the report written next
    // is then that one copy, not a second one made while the first is still held.
    const bytes = Buffer.from(text);
    // The margin covers deflate's heuristics, which do not promise the default level is never larger.
    return (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.gzipSync)(bytes, { level: node_zlib__WEBPACK_IMPORTED_MODULE_0__.constants.Z_BEST_SPEED }).length <= maxGzip - (maxGzip >> 6) || (0,node_zlib__WEBPACK_IMPORTED_MODULE_0__.gzipSync)(bytes).length <= maxGzip;
}
function sarifRule(rule, context) {
    const tags = [...new Set([...rule.tags, rule.owner === 'mcp' ? 'mcp-spec' : 'mcpdesc', rule.family])].slice(0, MAX_TAGS);
    const security = rule.tags.includes('security');
    const markdown = context.ruleHelpMarkdown(rule.id);
    return {
        id: rule.id,
        name: pascalCase(rule.id),
        shortDescription: { text: limit(rule.title) },
        fullDescription: { text: limit(rule.statement) },
        help: {
            text: limit(`${rule.statement} ${rule.summary} How to fix: ${rule.fix}`, 8000),
            ...(markdown ? { markdown } : {}),
        },
        helpUri: context.ruleHelpUri(rule.id),
        defaultConfiguration: { level: rule.level },
        properties: {
            tags,
            // The MCP file formats (src/formats) the rule checks.
            formats: rule.formats,
            precision: 'very-high',
            ...(security ? { 'security-severity': rule.level === 'error' ? '7.5' : '5.0' } : {}),
        },
    };
}
/**
 * Paths inside the root are relative to %SRCROOT%; code scanning cannot place `../x` there, so a
 * path outside it (the CLI run on a sibling folder) is written as an absolute file:// URI.
 */
function artifactLocation(path, rootUri) {
    const outside = path.startsWith('../') || path === '..' || path.startsWith('/');
    if (outside && rootUri)
        return { uri: new URL((0,_util_file_names_js__WEBPACK_IMPORTED_MODULE_1__/* .uriPath */ .kq)(path), rootUri).href };
    return { uri: (0,_util_file_names_js__WEBPACK_IMPORTED_MODULE_1__/* .uriPath */ .kq)(path), uriBaseId: '%SRCROOT%' };
}
/** One result, its properties set in the order SARIF viewers show them; built without spreads, as a report may hold 25,000. */
function sarifResult(finding, ruleIndex, at) {
    const message = { text: finding.message };
    const locations = [
        {
            physicalLocation: { artifactLocation: at(finding.path), region: region(finding.range) },
            // Shown to people in viewers, so a key's bidirectional or control characters are escaped like in messages.
            logicalLocations: [{ fullyQualifiedName: finding.pointer === '' ? '/' : (0,_util_printable_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeUnprintable */ .O8)(finding.pointer), kind: 'object' }],
        },
    ];
    const result = ruleIndex === undefined
        ? { ruleId: finding.ruleId, level: finding.level, message, locations }
        : { ruleId: finding.ruleId, ruleIndex, level: finding.level, message, locations };
    // The other file a consistency finding disagrees with (package.json beside a server.json).
    if (finding.related) {
        result.relatedLocations = finding.related.map((related, id) => ({
            id,
            physicalLocation: { artifactLocation: at(related.path), region: region(related.range) },
            message: { text: related.message },
        }));
    }
    if (finding.fingerprint)
        result.partialFingerprints = { primaryLocationLineHash: finding.fingerprint };
    // Code scanning shows a result with an accepted suppression as dismissed, with the justification.
    if (finding.suppression) {
        result.suppressions = [{ kind: finding.suppression.kind, status: 'accepted', justification: (0,_util_printable_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeUnprintable */ .O8)(finding.suppression.justification) }];
    }
    // The certain fix (mcpdesc lint --fix): exact regions, an empty one for an insertion.
    if (finding.fix) {
        const { description, edits } = finding.fix;
        const replacements = edits.map((edit) => ({ deletedRegion: exactRegion(edit.range), insertedContent: { text: edit.text } }));
        result.fixes = [{ description: { text: description }, artifactChanges: [{ artifactLocation: at(finding.path), replacements }] }];
    }
    return result;
}
function exactRegion({ start, end }) {
    return { startLine: start.line, startColumn: start.column, endLine: end.line, endColumn: end.column };
}
function region({ start, end }) {
    return {
        startLine: start.line,
        startColumn: start.column,
        endLine: end.line,
        // SARIF end columns are exclusive; an empty region still covers one character.
        endColumn: end.line === start.line ? Math.max(end.column, start.column + 1) : end.column,
    };
}
function pascalCase(id) {
    return id
        .split(/[.\-_]/)
        .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
        .join('');
}
/** GitHub rejects descriptions over 1024 characters. */
function limit(text, max = 1024) {
    return text.length <= max ? text : `${text.slice(0, max - 1)}\u2026`;
}


/***/ })

};

})
