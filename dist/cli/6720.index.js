// mcpdesc chunk 7f2d3465436977e5d039b0b0593197ad1748753cce91572710e9e0b66dd78551
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 6720;
__mcpdesc_chunk.ids = [6720];
__mcpdesc_chunk.modules = {

/***/ 6720:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MCP_TOOL_LIST: () => (/* binding */ MCP_TOOL_LIST),
  "default": () => (/* binding */ mcp_tool_list)
});

// EXTERNAL MODULE: ./src/formats/types.ts
var types = __webpack_require__(7857);
// EXTERNAL MODULE: ./src/protocol/versions.ts
var versions = __webpack_require__(5159);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/context.ts
var context = __webpack_require__(8127);
// EXTERNAL MODULE: ./src/formats/mcp-tool-list/info.ts
var info = __webpack_require__(3583);
;// CONCATENATED MODULE: ./src/formats/mcp-tool-list/context.ts




/** The file's tools as a descriptor's, in the newest protocol version (a tool list declares none). */
function asDescriptor(value) {
    const shape = (0,info/* listShape */.Cp)(value);
    if (shape === undefined)
        return undefined;
    const tools = shape === 'array' ? value : shape === 'tool' ? [value] : (0,json/* isObject */.Gv)(value) ? value.tools : undefined;
    return { descriptor: { protocolVersion: versions/* LATEST */.k0, tools }, versions: [versions/* LATEST */.k0] };
}
/** Where a descriptor's pointer sits in a file of this shape. */
function placeIn(shape, pointer) {
    if (shape === 'result')
        return pointer;
    if (!pointer.startsWith('/tools'))
        return '';
    const inList = pointer.slice('/tools'.length);
    if (shape === 'array')
        return inList;
    // One tool: `/tools/0/\u2026` is the file's `/\u2026`.
    return inList.startsWith('/0') ? inList.slice(2) : '';
}
function placedFix(shape, fix) {
    return fix?.at ? { ...fix, at: { ...fix.at, pointer: placeIn(shape, fix.at.pointer) } } : fix;
}
function toolListContext(scope, reporter, version) {
    const shape = (0,info/* listShape */.Cp)(scope.parsed.value);
    if (shape === undefined || (version !== null && !(0,versions/* isVersion */.lF)(version)))
        return undefined;
    const placed = {
        report: (pointer, message, target, related, fix) => reporter.report(placeIn(shape, pointer), message, target, related, placedFix(shape, fix)),
        reportAt: (range, message, pointer) => reporter.reportAt(range, message, pointer),
    };
    return (0,context/* descriptorContext */.BD)(scope, placed, version, asDescriptor);
}

// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/apps/tool-ui.ts
var tool_ui = __webpack_require__(2890);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/icon-mime-type.ts
var icon_mime_type = __webpack_require__(4915);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/icon-source.ts
var icon_source = __webpack_require__(391);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/resources/meta-key-format.ts
var meta_key_format = __webpack_require__(9043);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/schema/index.ts
var schema = __webpack_require__(7046);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/security/confusable-name.ts
var confusable_name = __webpack_require__(2253);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/security/hidden-characters.ts
var hidden_characters = __webpack_require__(6868);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/security/injected-instructions.ts
var injected_instructions = __webpack_require__(5197);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/annotation-hints.ts
var annotation_hints = __webpack_require__(500);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/input-schema.ts
var input_schema = __webpack_require__(4154);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/name-format.ts
var name_format = __webpack_require__(5445);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/name-unique.ts
var name_unique = __webpack_require__(2361);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/output-schema.ts
var output_schema = __webpack_require__(1695);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/required-property.ts
var required_property = __webpack_require__(8433);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/schema-keywords.ts
var schema_keywords = __webpack_require__(3770);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/x-mcp-header.ts
var x_mcp_header = __webpack_require__(7587);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/version/index.ts
var version = __webpack_require__(9595);
;// CONCATENATED MODULE: ./src/formats/mcp-tool-list/rules/index.ts

















const toolSchema = schema/* default */.A.filter((rule) => rule.id === 'mcp.schema.tool');
const RULES = [
    ...toolSchema,
    ...version/* default */.A,
    name_unique/* default */.A,
    name_format/* default */.A,
    input_schema/* default */.A,
    output_schema/* default */.A,
    schema_keywords/* default */.A,
    required_property/* default */.A,
    annotation_hints/* default */.A,
    x_mcp_header/* default */.A,
    icon_source/* default */.A,
    icon_mime_type/* default */.A,
    meta_key_format/* default */.A,
    tool_ui/* default */.A,
    confusable_name/* default */.A,
    hidden_characters/* default */.A,
    injected_instructions/* default */.A,
];

;// CONCATENATED MODULE: ./src/formats/mcp-tool-list/index.ts




const MCP_TOOL_LIST = { ...info/* MCP_TOOL_LIST_INFO */.QP, rules: RULES, context: toolListContext };
/* harmony default export */ const mcp_tool_list = ((0,types/* defineFormat */.nP)(MCP_TOOL_LIST));


/***/ })

};

})
