export const id = 490;
export const ids = [490];
export const modules = {

/***/ 4397:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ TOOL_EXTENSIONS),
/* harmony export */   B: () => (/* binding */ definitions)
/* harmony export */ });
/* harmony import */ var _model_dsl_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2730);
// mcpdesc's own descriptor format (v1): the envelope around the MCP objects, and the tool extensions
// `elicitations` and `interactionExamples`. Unlike MCP's open objects these are closed, so a typo in a
// property name is an error. The MCP objects inside are checked against their own definitions.

const TOOL_EXTENSIONS = ['elicitations', 'interactionExamples'];
const definitions = [
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .define */ .E8)('Descriptor', 'descriptor', {
        $schema: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj),
        protocolVersion: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .any */ .bz),
        serverInfo: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik),
        instructions: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj),
        capabilities: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik),
        tools: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .ref */ .KR)('DescriptorTool'))),
        resources: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik)),
        resourceTemplates: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik)),
        prompts: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik)),
    }, { closed: true }),
    // A tool is an MCP Tool (checked by mcp.schema.tool) plus mcpdesc's extensions, checked here for shape.
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .define */ .E8)('DescriptorTool', 'tool', {
        elicitations: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .map */ .Tj)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik)),
        interactionExamples: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .map */ .Tj)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .ref */ .KR)('InteractionExample'))),
    }, { freeform: true }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .define */ .E8)('InteractionExample', 'interaction example', {
        input: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik),
        steps: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .ref */ .KR)('InteractionStep'))),
        result: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik),
    }, { closed: true }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .define */ .E8)('InteractionStep', 'interaction step', {
        type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .oneOf */ .yL)('roots', 'sampling', 'elicitation')),
        declaration: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .string */ .Yj),
        request: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik),
        response: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_0__/* .object */ .Ik),
    }, { closed: true }),
];


/***/ }),

/***/ 9490:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  V7: () => (/* binding */ PROTOCOL_MODEL)
});

// UNUSED EXPORTS: DEFINITIONS, definition

// EXTERNAL MODULE: ./src/model/check.ts
var check = __webpack_require__(4662);
// EXTERNAL MODULE: ./src/protocol/versions.ts
var versions = __webpack_require__(5159);
// EXTERNAL MODULE: ./src/model/dsl.ts
var dsl = __webpack_require__(2730);
;// CONCATENATED MODULE: ./src/protocol/model/client-features.ts
// What a tool's interaction steps send and receive: roots, sampling and elicitation
// (MCP `ListRootsRequest` params, `ListRootsResult`, `CreateMessageRequestParams`, `CreateMessageResult`,
// `ElicitRequestParams`, `ElicitResult` and their parts).

const CLIENT_FEATURE_DEPRECATED = (feature) => ({
    since: '2026-07-28',
    reason: `${feature} is deprecated (SEP-2577): new servers should not depend on it`,
});
const INCLUDE_CONTEXT_DEPRECATED = {
    since: '2026-07-28',
    reason: 'includeContext values other than "none" are deprecated; omit the field or use "none"',
};
const samplingBlock = [
    (0,dsl/* option */.uK)('text content', (0,dsl/* ref */.KR)('TextContent')),
    (0,dsl/* option */.uK)('image content', (0,dsl/* ref */.KR)('ImageContent')),
    (0,dsl/* option */.uK)('audio content', (0,dsl/* ref */.KR)('AudioContent'), (0,dsl/* since */.XP)('2025-03-26')),
    (0,dsl/* option */.uK)('tool use', (0,dsl/* ref */.KR)('ToolUseContent'), (0,dsl/* since */.XP)('2025-11-25')),
    (0,dsl/* option */.uK)('tool result', (0,dsl/* ref */.KR)('ToolResultContent'), (0,dsl/* since */.XP)('2025-11-25')),
];
/** A sampling message's content: one block, or (from 2025-11-25) a list of blocks. */
const samplingContent = (0,dsl/* union */.KC)([...samplingBlock, (0,dsl/* option */.uK)('list of content blocks', (0,dsl/* array */.YO)((0,dsl/* ref */.KR)('SamplingMessageContentBlock')), (0,dsl/* since */.XP)('2025-11-25'))], {
    key: 'type',
});
const definitions = [
    (0,dsl/* define */.E8)('ListRootsRequestParams', 'roots request', {
        _meta: (0,dsl/* opt */.m7)(dsl/* object */.Ik),
    }, { deprecated: CLIENT_FEATURE_DEPRECATED('Roots') }),
    (0,dsl/* define */.E8)('ListRootsResult', 'roots response', {
        roots: (0,dsl/* req */.DQ)((0,dsl/* array */.YO)((0,dsl/* ref */.KR)('Root'))),
        _meta: (0,dsl/* opt */.m7)(dsl/* object */.Ik, { until: '2025-11-25' }),
    }),
    (0,dsl/* define */.E8)('Root', 'root', {
        uri: (0,dsl/* req */.DQ)(dsl/* uri */.Hr),
        name: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        _meta: (0,dsl/* opt */.m7)(dsl/* object */.Ik, (0,dsl/* since */.XP)('2025-06-18')),
    }),
    (0,dsl/* define */.E8)('CreateMessageRequestParams', 'sampling request', {
        messages: (0,dsl/* req */.DQ)((0,dsl/* array */.YO)((0,dsl/* ref */.KR)('SamplingMessage'))),
        maxTokens: (0,dsl/* req */.DQ)(dsl/* integer */.nd),
        systemPrompt: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        includeContext: (0,dsl/* opt */.m7)((0,dsl/* oneOf */.yL)('none', 'thisServer', 'allServers'), {
            deprecatedValues: { thisServer: INCLUDE_CONTEXT_DEPRECATED, allServers: INCLUDE_CONTEXT_DEPRECATED },
        }),
        temperature: (0,dsl/* opt */.m7)(dsl/* number */.ai),
        stopSequences: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
        metadata: (0,dsl/* opt */.m7)(dsl/* object */.Ik),
        modelPreferences: (0,dsl/* opt */.m7)((0,dsl/* ref */.KR)('ModelPreferences')),
        tools: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)((0,dsl/* ref */.KR)('Tool')), (0,dsl/* since */.XP)('2025-11-25')),
        toolChoice: (0,dsl/* opt */.m7)((0,dsl/* ref */.KR)('ToolChoice'), (0,dsl/* since */.XP)('2025-11-25')),
        task: (0,dsl/* opt */.m7)(dsl/* object */.Ik, (0,dsl/* only */.j6)('2025-11-25')),
        _meta: (0,dsl/* opt */.m7)(dsl/* object */.Ik, (0,dsl/* only */.j6)('2025-11-25')),
    }, { deprecated: CLIENT_FEATURE_DEPRECATED('Sampling') }),
    (0,dsl/* define */.E8)('SamplingMessage', 'sampling message', {
        role: (0,dsl/* req */.DQ)((0,dsl/* ref */.KR)('Role')),
        content: (0,dsl/* req */.DQ)(samplingContent),
        _meta: (0,dsl/* opt */.m7)(dsl/* object */.Ik, (0,dsl/* since */.XP)('2025-11-25')),
    }),
    (0,dsl/* alias */.nK)('SamplingMessageContentBlock', 'sampling content block', (0,dsl/* union */.KC)(samplingBlock, { key: 'type' }), (0,dsl/* since */.XP)('2025-11-25')),
    (0,dsl/* define */.E8)('ModelPreferences', 'model preferences', {
        hints: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)((0,dsl/* ref */.KR)('ModelHint'))),
        costPriority: (0,dsl/* opt */.m7)(dsl/* unitInterval */.oM),
        speedPriority: (0,dsl/* opt */.m7)(dsl/* unitInterval */.oM),
        intelligencePriority: (0,dsl/* opt */.m7)(dsl/* unitInterval */.oM),
    }),
    (0,dsl/* define */.E8)('ModelHint', 'model hint', { name: (0,dsl/* opt */.m7)(dsl/* string */.Yj) }),
    (0,dsl/* define */.E8)('ToolChoice', 'tool choice', { mode: (0,dsl/* opt */.m7)((0,dsl/* oneOf */.yL)('auto', 'none', 'required')) }, (0,dsl/* since */.XP)('2025-11-25')),
    (0,dsl/* define */.E8)('ToolUseContent', 'tool use', {
        type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('tool_use')),
        id: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        name: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        input: (0,dsl/* req */.DQ)(dsl/* object */.Ik),
        _meta: (0,dsl/* opt */.m7)(dsl/* object */.Ik),
    }, (0,dsl/* since */.XP)('2025-11-25')),
    (0,dsl/* define */.E8)('ToolResultContent', 'tool result', {
        type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('tool_result')),
        toolUseId: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        content: (0,dsl/* req */.DQ)((0,dsl/* array */.YO)((0,dsl/* ref */.KR)('ContentBlock'))),
        structuredContent: (0,dsl/* opt */.m7)((0,dsl/* versioned */.iF)(['2025-11-25', dsl/* object */.Ik], ['2026-07-28', dsl/* any */.bz])),
        isError: (0,dsl/* opt */.m7)(dsl/* boolean */.zM),
        _meta: (0,dsl/* opt */.m7)(dsl/* object */.Ik),
    }, (0,dsl/* since */.XP)('2025-11-25')),
    (0,dsl/* define */.E8)('CreateMessageResult', 'sampling response', {
        role: (0,dsl/* req */.DQ)((0,dsl/* ref */.KR)('Role')),
        content: (0,dsl/* req */.DQ)(samplingContent),
        model: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        stopReason: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        _meta: (0,dsl/* opt */.m7)(dsl/* object */.Ik),
    }),
    (0,dsl/* alias */.nK)('ElicitRequestParams', 'elicitation request', (0,dsl/* union */.KC)([(0,dsl/* option */.uK)('form elicitation', (0,dsl/* ref */.KR)('ElicitRequestFormParams')), (0,dsl/* option */.uK)('URL elicitation', (0,dsl/* ref */.KR)('ElicitRequestURLParams'), (0,dsl/* since */.XP)('2025-11-25'))], {
        key: 'mode',
        fallback: 'form elicitation',
    }), (0,dsl/* since */.XP)('2025-06-18')),
    (0,dsl/* define */.E8)('ElicitRequestFormParams', 'form elicitation request', {
        mode: (0,dsl/* opt */.m7)((0,dsl/* constant */.dY)('form'), (0,dsl/* since */.XP)('2025-11-25')),
        message: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        requestedSchema: (0,dsl/* req */.DQ)((0,dsl/* ref */.KR)('ElicitRequestedSchema')),
        task: (0,dsl/* opt */.m7)(dsl/* object */.Ik, (0,dsl/* only */.j6)('2025-11-25')),
        _meta: (0,dsl/* opt */.m7)(dsl/* object */.Ik, (0,dsl/* only */.j6)('2025-11-25')),
    }, (0,dsl/* since */.XP)('2025-06-18')),
    (0,dsl/* define */.E8)('ElicitRequestURLParams', 'URL elicitation request', {
        mode: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('url')),
        message: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        url: (0,dsl/* req */.DQ)(dsl/* uri */.Hr),
        elicitationId: (0,dsl/* req */.DQ)(dsl/* string */.Yj, (0,dsl/* only */.j6)('2025-11-25')),
        task: (0,dsl/* opt */.m7)(dsl/* object */.Ik, (0,dsl/* only */.j6)('2025-11-25')),
        _meta: (0,dsl/* opt */.m7)(dsl/* object */.Ik, (0,dsl/* only */.j6)('2025-11-25')),
    }, (0,dsl/* since */.XP)('2025-11-25')),
    (0,dsl/* define */.E8)('ElicitRequestedSchema', 'requested schema', {
        type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('object')),
        properties: (0,dsl/* req */.DQ)((0,dsl/* map */.Tj)((0,dsl/* ref */.KR)('PrimitiveSchemaDefinition'))),
        required: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
        $schema: (0,dsl/* opt */.m7)(dsl/* string */.Yj, (0,dsl/* since */.XP)('2025-11-25')),
    }, { since: '2025-06-18', jsonSchema: true }),
    (0,dsl/* alias */.nK)('PrimitiveSchemaDefinition', 'requested field schema', (0,dsl/* union */.KC)([
        (0,dsl/* option */.uK)('string', (0,dsl/* ref */.KR)('StringSchema')),
        (0,dsl/* option */.uK)('number', (0,dsl/* ref */.KR)('NumberSchema')),
        (0,dsl/* option */.uK)('boolean', (0,dsl/* ref */.KR)('BooleanSchema')),
        (0,dsl/* option */.uK)('single-select enum', (0,dsl/* ref */.KR)('EnumSchema')),
        (0,dsl/* option */.uK)('titled single-select enum', (0,dsl/* ref */.KR)('TitledSingleSelectEnumSchema'), (0,dsl/* since */.XP)('2025-11-25')),
        (0,dsl/* option */.uK)('multi-select enum', (0,dsl/* ref */.KR)('UntitledMultiSelectEnumSchema'), (0,dsl/* since */.XP)('2025-11-25')),
        (0,dsl/* option */.uK)('titled multi-select enum', (0,dsl/* ref */.KR)('TitledMultiSelectEnumSchema'), (0,dsl/* since */.XP)('2025-11-25')),
    ], { key: 'type' }), (0,dsl/* since */.XP)('2025-06-18')),
    (0,dsl/* define */.E8)('StringSchema', 'string field', {
        type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('string')),
        title: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        description: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        minLength: (0,dsl/* opt */.m7)(dsl/* integer */.nd),
        maxLength: (0,dsl/* opt */.m7)(dsl/* integer */.nd),
        format: (0,dsl/* opt */.m7)((0,dsl/* oneOf */.yL)('email', 'uri', 'date', 'date-time')),
        default: (0,dsl/* opt */.m7)(dsl/* string */.Yj, (0,dsl/* since */.XP)('2025-11-25')),
    }, (0,dsl/* since */.XP)('2025-06-18')),
    (0,dsl/* define */.E8)('NumberSchema', 'number field', {
        type: (0,dsl/* req */.DQ)((0,dsl/* oneOf */.yL)('number', 'integer')),
        title: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        description: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        minimum: (0,dsl/* opt */.m7)(dsl/* number */.ai),
        maximum: (0,dsl/* opt */.m7)(dsl/* number */.ai),
        default: (0,dsl/* opt */.m7)(dsl/* number */.ai, (0,dsl/* since */.XP)('2025-11-25')),
    }, (0,dsl/* since */.XP)('2025-06-18')),
    (0,dsl/* define */.E8)('BooleanSchema', 'boolean field', {
        type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('boolean')),
        title: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        description: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        default: (0,dsl/* opt */.m7)(dsl/* boolean */.zM),
    }, (0,dsl/* since */.XP)('2025-06-18')),
    // 2025-06-18's EnumSchema; from 2025-11-25 the untitled single-select form plus the legacy `enumNames`.
    (0,dsl/* define */.E8)('EnumSchema', 'enum field', {
        type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('string')),
        enum: (0,dsl/* req */.DQ)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
        enumNames: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj), {
            deprecated: { since: '2025-11-25', reason: '"enumNames" is legacy: use a titled single-select enum ("oneOf" with "const" and "title")' },
        }),
        title: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        description: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        default: (0,dsl/* opt */.m7)(dsl/* string */.Yj, (0,dsl/* since */.XP)('2025-11-25')),
    }, (0,dsl/* since */.XP)('2025-06-18')),
    (0,dsl/* define */.E8)('TitledSingleSelectEnumSchema', 'titled enum field', {
        type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('string')),
        oneOf: (0,dsl/* req */.DQ)((0,dsl/* array */.YO)((0,dsl/* ref */.KR)('TitledEnumOption'))),
        title: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        description: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        default: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
    }, (0,dsl/* since */.XP)('2025-11-25')),
    (0,dsl/* define */.E8)('UntitledMultiSelectEnumSchema', 'multi-select enum field', {
        type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('array')),
        items: (0,dsl/* req */.DQ)((0,dsl/* shape */.cW)({ type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('string')), enum: (0,dsl/* req */.DQ)((0,dsl/* array */.YO)(dsl/* string */.Yj)) })),
        title: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        description: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        minItems: (0,dsl/* opt */.m7)(dsl/* integer */.nd),
        maxItems: (0,dsl/* opt */.m7)(dsl/* integer */.nd),
        default: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
    }, (0,dsl/* since */.XP)('2025-11-25')),
    (0,dsl/* define */.E8)('TitledMultiSelectEnumSchema', 'titled multi-select enum field', {
        type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('array')),
        items: (0,dsl/* req */.DQ)((0,dsl/* shape */.cW)({ anyOf: (0,dsl/* req */.DQ)((0,dsl/* array */.YO)((0,dsl/* ref */.KR)('TitledEnumOption'))) })),
        title: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        description: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        minItems: (0,dsl/* opt */.m7)(dsl/* integer */.nd),
        maxItems: (0,dsl/* opt */.m7)(dsl/* integer */.nd),
        default: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
    }, (0,dsl/* since */.XP)('2025-11-25')),
    (0,dsl/* define */.E8)('TitledEnumOption', 'enum option', { const: (0,dsl/* req */.DQ)(dsl/* string */.Yj), title: (0,dsl/* req */.DQ)(dsl/* string */.Yj) }, (0,dsl/* since */.XP)('2025-11-25')),
    (0,dsl/* define */.E8)('ElicitResult', 'elicitation response', {
        action: (0,dsl/* req */.DQ)((0,dsl/* oneOf */.yL)('accept', 'decline', 'cancel')),
        content: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)((0,dsl/* union */.KC)([
            (0,dsl/* option */.uK)('string', dsl/* string */.Yj),
            (0,dsl/* option */.uK)('number', dsl/* number */.ai),
            (0,dsl/* option */.uK)('boolean', dsl/* boolean */.zM),
            (0,dsl/* option */.uK)('list of strings', (0,dsl/* array */.YO)(dsl/* string */.Yj), (0,dsl/* since */.XP)('2025-11-25')),
        ]))),
        _meta: (0,dsl/* opt */.m7)(dsl/* object */.Ik, { until: '2025-11-25' }),
    }, (0,dsl/* since */.XP)('2025-06-18')),
];

;// CONCATENATED MODULE: ./src/protocol/model/content.ts
// Content blocks carried by tool results, prompt messages and sampling (MCP `ContentBlock` and members).

const meta = (0,dsl/* opt */.m7)(dsl/* object */.Ik, (0,dsl/* since */.XP)('2025-06-18'));
const content_definitions = [
    (0,dsl/* alias */.nK)('Role', 'role', (0,dsl/* oneOf */.yL)('assistant', 'user')),
    (0,dsl/* define */.E8)('Annotations', 'annotations', {
        audience: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)((0,dsl/* ref */.KR)('Role'))),
        priority: (0,dsl/* opt */.m7)(dsl/* unitInterval */.oM),
        lastModified: (0,dsl/* opt */.m7)(dsl/* string */.Yj, (0,dsl/* since */.XP)('2025-06-18')),
    }),
    (0,dsl/* define */.E8)('TextContent', 'text content', {
        type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('text')),
        text: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        annotations: (0,dsl/* opt */.m7)((0,dsl/* ref */.KR)('Annotations')),
        _meta: meta,
    }),
    (0,dsl/* define */.E8)('ImageContent', 'image content', {
        type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('image')),
        data: (0,dsl/* req */.DQ)({ kind: 'string', format: 'byte' }),
        mimeType: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        annotations: (0,dsl/* opt */.m7)((0,dsl/* ref */.KR)('Annotations')),
        _meta: meta,
    }),
    (0,dsl/* define */.E8)('AudioContent', 'audio content', {
        type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('audio')),
        data: (0,dsl/* req */.DQ)({ kind: 'string', format: 'byte' }),
        mimeType: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        annotations: (0,dsl/* opt */.m7)((0,dsl/* ref */.KR)('Annotations')),
        _meta: meta,
    }, (0,dsl/* since */.XP)('2025-03-26')),
    (0,dsl/* define */.E8)('ResourceLink', 'resource link', {
        type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('resource_link')),
        uri: (0,dsl/* req */.DQ)(dsl/* uri */.Hr),
        name: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        title: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        description: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        mimeType: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        size: (0,dsl/* opt */.m7)(dsl/* integer */.nd),
        annotations: (0,dsl/* opt */.m7)((0,dsl/* ref */.KR)('Annotations')),
        icons: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)((0,dsl/* ref */.KR)('Icon')), (0,dsl/* since */.XP)('2025-11-25')),
        _meta: meta,
    }, (0,dsl/* since */.XP)('2025-06-18')),
    (0,dsl/* define */.E8)('EmbeddedResource', 'embedded resource', {
        type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('resource')),
        resource: (0,dsl/* req */.DQ)((0,dsl/* union */.KC)([(0,dsl/* option */.uK)('text resource contents', (0,dsl/* ref */.KR)('TextResourceContents')), (0,dsl/* option */.uK)('blob resource contents', (0,dsl/* ref */.KR)('BlobResourceContents'))])),
        annotations: (0,dsl/* opt */.m7)((0,dsl/* ref */.KR)('Annotations')),
        _meta: meta,
    }),
    (0,dsl/* define */.E8)('TextResourceContents', 'text resource contents', {
        uri: (0,dsl/* req */.DQ)(dsl/* uri */.Hr),
        text: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        mimeType: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        _meta: meta,
    }),
    (0,dsl/* define */.E8)('BlobResourceContents', 'blob resource contents', {
        uri: (0,dsl/* req */.DQ)(dsl/* uri */.Hr),
        blob: (0,dsl/* req */.DQ)({ kind: 'string', format: 'byte' }),
        mimeType: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        _meta: meta,
    }),
    (0,dsl/* alias */.nK)('ContentBlock', 'content block', (0,dsl/* union */.KC)([
        (0,dsl/* option */.uK)('text content', (0,dsl/* ref */.KR)('TextContent')),
        (0,dsl/* option */.uK)('image content', (0,dsl/* ref */.KR)('ImageContent')),
        (0,dsl/* option */.uK)('audio content', (0,dsl/* ref */.KR)('AudioContent'), (0,dsl/* since */.XP)('2025-03-26')),
        (0,dsl/* option */.uK)('resource link', (0,dsl/* ref */.KR)('ResourceLink'), (0,dsl/* since */.XP)('2025-06-18')),
        (0,dsl/* option */.uK)('embedded resource', (0,dsl/* ref */.KR)('EmbeddedResource')),
    ], { key: 'type' })),
];

// EXTERNAL MODULE: ./src/protocol/model/descriptor.ts
var descriptor = __webpack_require__(4397);
;// CONCATENATED MODULE: ./src/protocol/model/identity.ts
// Server identity and capabilities (MCP `Implementation`, `Icon`, `ServerCapabilities`).

const LOGGING_DEPRECATED = {
    since: '2026-07-28',
    reason: "Logging is deprecated (SEP-2577); the log level now travels in each request's _meta",
};
/** Capability settings: any object (`{}` means supported with no settings). */
const settings = dsl/* object */.Ik;
const identity_definitions = [
    (0,dsl/* define */.E8)('Implementation', 'server info', {
        name: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        version: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        title: (0,dsl/* opt */.m7)(dsl/* string */.Yj, (0,dsl/* since */.XP)('2025-06-18')),
        description: (0,dsl/* opt */.m7)(dsl/* string */.Yj, (0,dsl/* since */.XP)('2025-11-25')),
        websiteUrl: (0,dsl/* opt */.m7)(dsl/* uri */.Hr, (0,dsl/* since */.XP)('2025-11-25')),
        icons: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)((0,dsl/* ref */.KR)('Icon')), (0,dsl/* since */.XP)('2025-11-25')),
    }),
    (0,dsl/* define */.E8)('Icon', 'icon', {
        src: (0,dsl/* req */.DQ)(dsl/* uri */.Hr),
        mimeType: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        sizes: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
        theme: (0,dsl/* opt */.m7)((0,dsl/* oneOf */.yL)('dark', 'light')),
    }, (0,dsl/* since */.XP)('2025-11-25')),
    (0,dsl/* define */.E8)('ServerCapabilities', 'capabilities', {
        experimental: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)(settings)),
        logging: (0,dsl/* opt */.m7)(settings, { deprecated: LOGGING_DEPRECATED }),
        completions: (0,dsl/* opt */.m7)(settings, (0,dsl/* since */.XP)('2025-03-26')),
        prompts: (0,dsl/* opt */.m7)((0,dsl/* shape */.cW)({ listChanged: (0,dsl/* opt */.m7)(dsl/* boolean */.zM) })),
        resources: (0,dsl/* opt */.m7)((0,dsl/* shape */.cW)({ subscribe: (0,dsl/* opt */.m7)(dsl/* boolean */.zM), listChanged: (0,dsl/* opt */.m7)(dsl/* boolean */.zM) })),
        tools: (0,dsl/* opt */.m7)((0,dsl/* shape */.cW)({ listChanged: (0,dsl/* opt */.m7)(dsl/* boolean */.zM) })),
        tasks: (0,dsl/* opt */.m7)((0,dsl/* shape */.cW)({
            list: (0,dsl/* opt */.m7)(dsl/* object */.Ik),
            cancel: (0,dsl/* opt */.m7)(dsl/* object */.Ik),
            requests: (0,dsl/* opt */.m7)((0,dsl/* shape */.cW)({ tools: (0,dsl/* opt */.m7)((0,dsl/* shape */.cW)({ call: (0,dsl/* opt */.m7)(dsl/* object */.Ik) })) })),
        }), (0,dsl/* only */.j6)('2025-11-25')),
        extensions: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)(dsl/* object */.Ik), (0,dsl/* since */.XP)('2026-07-28')),
    }),
];

;// CONCATENATED MODULE: ./src/protocol/model/resources.ts
// Resources, resource templates and prompts (MCP `Resource`, `ResourceTemplate`, `Prompt`, `PromptArgument`).

const title = (0,dsl/* opt */.m7)(dsl/* string */.Yj, (0,dsl/* since */.XP)('2025-06-18'));
const icons = (0,dsl/* opt */.m7)((0,dsl/* array */.YO)((0,dsl/* ref */.KR)('Icon')), (0,dsl/* since */.XP)('2025-11-25'));
const resources_meta = (0,dsl/* opt */.m7)(dsl/* object */.Ik, (0,dsl/* since */.XP)('2025-06-18'));
const resources_definitions = [
    (0,dsl/* define */.E8)('Resource', 'resource', {
        uri: (0,dsl/* req */.DQ)(dsl/* uri */.Hr),
        name: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        title,
        description: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        mimeType: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        size: (0,dsl/* opt */.m7)(dsl/* integer */.nd),
        annotations: (0,dsl/* opt */.m7)((0,dsl/* ref */.KR)('Annotations')),
        icons,
        _meta: resources_meta,
    }),
    (0,dsl/* define */.E8)('ResourceTemplate', 'resource template', {
        uriTemplate: (0,dsl/* req */.DQ)({ kind: 'string', format: 'uri-template' }),
        name: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        title,
        description: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        mimeType: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        annotations: (0,dsl/* opt */.m7)((0,dsl/* ref */.KR)('Annotations')),
        icons,
        _meta: resources_meta,
    }),
    (0,dsl/* define */.E8)('Prompt', 'prompt', {
        name: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        title,
        description: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        arguments: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)((0,dsl/* ref */.KR)('PromptArgument'))),
        icons,
        _meta: resources_meta,
    }),
    (0,dsl/* define */.E8)('PromptArgument', 'prompt argument', {
        name: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        title,
        description: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        required: (0,dsl/* opt */.m7)(dsl/* boolean */.zM),
    }),
];

;// CONCATENATED MODULE: ./src/protocol/model/tools.ts
// Tools and their results (MCP `Tool`, `ToolAnnotations`, `ToolExecution`, `CallToolResult`).

const tools_definitions = [
    (0,dsl/* define */.E8)('Tool', 'tool', {
        name: (0,dsl/* req */.DQ)(dsl/* string */.Yj),
        title: (0,dsl/* opt */.m7)(dsl/* string */.Yj, (0,dsl/* since */.XP)('2025-06-18')),
        description: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        inputSchema: (0,dsl/* req */.DQ)((0,dsl/* ref */.KR)('ToolInputSchema')),
        outputSchema: (0,dsl/* opt */.m7)((0,dsl/* ref */.KR)('ToolOutputSchema'), (0,dsl/* since */.XP)('2025-06-18')),
        annotations: (0,dsl/* opt */.m7)((0,dsl/* ref */.KR)('ToolAnnotations'), (0,dsl/* since */.XP)('2025-03-26')),
        execution: (0,dsl/* opt */.m7)((0,dsl/* ref */.KR)('ToolExecution'), (0,dsl/* only */.j6)('2025-11-25')),
        icons: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)((0,dsl/* ref */.KR)('Icon')), (0,dsl/* since */.XP)('2025-11-25')),
        _meta: (0,dsl/* opt */.m7)(dsl/* object */.Ik, (0,dsl/* since */.XP)('2025-06-18')),
    }),
    // Tool schemas are JSON Schemas: keywords beyond these are expected, and checked by mcp.tool.input-schema.
    (0,dsl/* define */.E8)('ToolInputSchema', 'input schema', {
        type: (0,dsl/* req */.DQ)((0,dsl/* constant */.dY)('object')),
        $schema: (0,dsl/* opt */.m7)(dsl/* string */.Yj, (0,dsl/* since */.XP)('2025-11-25')),
        properties: (0,dsl/* opt */.m7)(freeformMap(), { until: '2025-11-25' }),
        required: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj), { until: '2025-11-25' }),
    }, { freeform: true }),
    (0,dsl/* define */.E8)('ToolOutputSchema', 'output schema', {
        type: (0,dsl/* req */.DQ)((0,dsl/* versioned */.iF)(['2025-06-18', (0,dsl/* constant */.dY)('object')], ['2026-07-28', dsl/* any */.bz]), { requiredSpan: { until: '2025-11-25' } }),
        $schema: (0,dsl/* opt */.m7)(dsl/* string */.Yj, (0,dsl/* since */.XP)('2025-11-25')),
        properties: (0,dsl/* opt */.m7)(freeformMap(), { until: '2025-11-25' }),
        required: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj), { until: '2025-11-25' }),
    }, { since: '2025-06-18', freeform: true }),
    (0,dsl/* define */.E8)('ToolAnnotations', 'tool annotations', {
        title: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        readOnlyHint: (0,dsl/* opt */.m7)(dsl/* boolean */.zM),
        destructiveHint: (0,dsl/* opt */.m7)(dsl/* boolean */.zM),
        idempotentHint: (0,dsl/* opt */.m7)(dsl/* boolean */.zM),
        openWorldHint: (0,dsl/* opt */.m7)(dsl/* boolean */.zM),
    }, (0,dsl/* since */.XP)('2025-03-26')),
    (0,dsl/* define */.E8)('ToolExecution', 'tool execution', {
        taskSupport: (0,dsl/* opt */.m7)((0,dsl/* oneOf */.yL)('forbidden', 'optional', 'required')),
    }, (0,dsl/* only */.j6)('2025-11-25')),
    (0,dsl/* define */.E8)('CallToolResult', 'tool result', {
        content: (0,dsl/* req */.DQ)((0,dsl/* array */.YO)((0,dsl/* ref */.KR)('ContentBlock'))),
        isError: (0,dsl/* opt */.m7)(dsl/* boolean */.zM),
        structuredContent: (0,dsl/* opt */.m7)((0,dsl/* versioned */.iF)(['2025-06-18', dsl/* object */.Ik], ['2026-07-28', dsl/* any */.bz]), (0,dsl/* since */.XP)('2025-06-18')),
        // A wire-level field in 2026-07-28; a descriptor's example result is always a complete one.
        resultType: (0,dsl/* opt */.m7)((0,dsl/* constant */.dY)('complete'), (0,dsl/* since */.XP)('2026-07-28')),
        _meta: (0,dsl/* opt */.m7)(dsl/* object */.Ik),
    }),
];
/** `properties` of a tool schema: each value is a subschema object (boolean subschemas are not allowed until 2026-07-28). */
function freeformMap() {
    return (0,dsl/* map */.Tj)((0,dsl/* freeform */.B)({}));
}

;// CONCATENATED MODULE: ./src/protocol/model/index.ts








/**
 * MCP's objects (and the descriptor's envelope) on the protocol's version axis. A key no version defines
 * is reported as unknown: clients ignore it, so it is nearly always a typo.
 */
const PROTOCOL_MODEL = new check/* Model */.Kx(versions/* PROTOCOL_AXIS */.$M, [...descriptor/* definitions */.B, ...identity_definitions, ...tools_definitions, ...content_definitions, ...resources_definitions, ...definitions], true);
/** Every definition of the protocol model, by name. */
const DEFINITIONS = new Map(PROTOCOL_MODEL.names.map((name) => [name, PROTOCOL_MODEL.definition(name)]));
function definition(name) {
    return PROTOCOL_MODEL.definition(name);
}


/***/ })

};
