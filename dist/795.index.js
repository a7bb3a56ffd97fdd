export const id = 795;
export const ids = [795];
export const modules = {

/***/ 9795:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  AI_CATALOG: () => (/* binding */ AI_CATALOG),
  "default": () => (/* binding */ ai_catalog)
});

// EXTERNAL MODULE: ./src/formats/types.ts + 1 modules
var types = __webpack_require__(5344);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
;// CONCATENATED MODULE: ./src/formats/ai-catalog/context.ts

function aiCatalogRule(id, check) {
    return { id, check };
}
/** The context one rule sees; undefined when the file holds no object, which leaves the rules nothing to read. */
function aiCatalogContext(scope, reporter) {
    const root = scope.parsed.value;
    if (!(0,json/* isObject */.Gv)(root))
        return undefined;
    return { path: scope.path, parsed: scope.parsed, root, report: reporter.report.bind(reporter), reportAt: reporter.reportAt.bind(reporter) };
}

// EXTERNAL MODULE: ./src/formats/ai-catalog/info.ts
var info = __webpack_require__(7157);
// EXTERNAL MODULE: ./src/util/pointer.ts
var pointer = __webpack_require__(6065);
;// CONCATENATED MODULE: ./src/formats/ai-catalog/rules/structure.ts



/** The media type of an MCP Server Card entry. */
const SERVER_CARD = 'application/mcp-server-card+json';
/** "Major.Minor", as the catalog's consumers compare it. */
const SPEC_VERSION = /^\d{1,9}\.\d{1,9}$/;
/**
 * mcpdesc.ai-catalog.structure: what a client needs to read the catalog and fetch what it lists: a
 * "Major.Minor" "specVersion", an "entries" list, and in each entry an "identifier", a media "type" (the
 * first drafts' "mediaType" is read as it) and exactly one of "url" and "data"; a Server Card's "url" is
 * https, as discovery requires, and no two entries share an identifier and version.
 */
/* harmony default export */ const structure = (aiCatalogRule('mcpdesc.ai-catalog.structure', ({ root, report }) => {
    const version = root.specVersion;
    if (!(0,json/* hasOwn */.$3)(root, 'specVersion'))
        report('', 'The catalog has no "specVersion", which clients read before anything else to know whether they understand it. Add "specVersion": "1.0".');
    else if (typeof version !== 'string' || !SPEC_VERSION.test(version))
        report('/specVersion', `"specVersion" is ${(0,json/* describeValue */.bp)(version)}, but clients compare it as a "Major.Minor" string. Write "1.0".`);
    if (!Array.isArray(root.entries)) {
        report((0,json/* hasOwn */.$3)(root, 'entries') ? '/entries' : '', `${(0,json/* hasOwn */.$3)(root, 'entries') ? `The catalog's "entries" is ${(0,json/* describeValue */.bp)(root.entries)}` : 'The catalog has no "entries"'}, but clients read its artifacts from an "entries" list (which may be empty). Write "entries": [ … ].`);
        return;
    }
    const seen = new Map();
    root.entries.forEach((entry, index) => {
        const at = (0,pointer/* joinPointer */.Kn)('/entries', index);
        if (!(0,json/* isObject */.Gv)(entry)) {
            report(at, `Each entry is an object with an "identifier", a "type" and a "url", not ${(0,json/* describeValue */.bp)(entry)}. Write one.`);
            return;
        }
        if (typeof entry.identifier !== 'string' || entry.identifier === '')
            report((0,json/* hasOwn */.$3)(entry, 'identifier') ? (0,pointer/* joinPointer */.Kn)(at, 'identifier') : at, 'The entry has no "identifier", which clients use to tell artifacts apart and to update them. Add one, such as "urn:air:example.com:mcp:weather".');
        const typeKey = (0,json/* hasOwn */.$3)(entry, 'type') ? 'type' : 'mediaType';
        const type = entry[typeKey];
        if (typeof type !== 'string' || type === '')
            report((0,json/* hasOwn */.$3)(entry, typeKey) ? (0,pointer/* joinPointer */.Kn)(at, typeKey) : at, `The entry has no media "type", so clients cannot tell what it lists. Add "type", such as ${(0,json/* quote */.hD)(SERVER_CARD)} for an MCP Server Card.`);
        const hasUrl = (0,json/* hasOwn */.$3)(entry, 'url');
        if (hasUrl === (0,json/* hasOwn */.$3)(entry, 'data'))
            report(at, hasUrl
                ? 'The entry has both "url" and "data", but an entry gives exactly one: where to fetch the artifact, or the artifact inline. Remove one.'
                : 'The entry has neither "url" nor "data", so clients have nothing to fetch. Add the "url" of the artifact, or put it inline as "data".');
        else if (hasUrl && type === SERVER_CARD && !(typeof entry.url === 'string' && /^https:\/\/[^\s/]/.test(entry.url)))
            report((0,pointer/* joinPointer */.Kn)(at, 'url'), `The Server Card's "url" is ${typeof entry.url === 'string' ? (0,json/* quote */.hD)(entry.url) : (0,json/* describeValue */.bp)(entry.url)}, but clients fetch cards over https: with a host. Write the card's https:// URL, such as "https://example.com/mcp/server-card".`);
        if (typeof entry.identifier === 'string' && entry.identifier !== '') {
            const key = `${entry.identifier}\u0000${typeof entry.version === 'string' ? entry.version : ''}`;
            const first = seen.get(key);
            if (first === undefined)
                seen.set(key, index);
            else
                report((0,pointer/* joinPointer */.Kn)(at, 'identifier'), `Entries ${first} and ${index} both have the identifier ${(0,json/* quote */.hD)(entry.identifier)}${typeof entry.version === 'string' ? ` and version ${(0,json/* quote */.hD)(entry.version)}` : ''}, so clients cannot tell which one is meant. Give each entry its own identifier, or a different "version".`);
        }
    });
}));

;// CONCATENATED MODULE: ./src/formats/ai-catalog/rules/index.ts

const RULES = [structure];

;// CONCATENATED MODULE: ./src/formats/ai-catalog/index.ts
/**
 * AI Catalog (.well-known/ai-catalog.json): a site's index of AI artifacts, read by MCP clients that discover
 * Server Cards by domain (the Server Card extension's docs/discovery.md) and by other agents. Its rules rest
 * on the catalog's draft specification (Agent-Card/ai-catalog): a "specVersion" and "entries", each with an
 * "identifier", a media "type" and exactly one of "url" and inline "data".
 */




const AI_CATALOG = { ...info/* AI_CATALOG_INFO */.w, rules: RULES, context: aiCatalogContext };
/* harmony default export */ const ai_catalog = ((0,types/* defineFormat */.nP)(AI_CATALOG));


/***/ })

};
