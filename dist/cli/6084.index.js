// mcpdesc chunk 30a17721ca20e77e2c6e92921890ab763c0f2cac3b346c376f3c96be90794f32
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 6084;
__mcpdesc_chunk.ids = [6084];
__mcpdesc_chunk.modules = {

/***/ 6084:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FIX_PLACEHOLDER: () => (/* binding */ FIX_PLACEHOLDER),
  LEVEL_OF: () => (/* binding */ LEVEL_OF),
  axisOf: () => (/* binding */ axisOf),
  loadCatalogue: () => (/* binding */ loadCatalogue),
  readRules: () => (/* binding */ readRules)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/formats/loaders.ts + 1 modules
var loaders = __webpack_require__(9189);
// EXTERNAL MODULE: ./src/protocol/model/index.ts + 5 modules
var model = __webpack_require__(9490);
;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/version-model.ts
// The model that says in which versions each definition and field exists: what rules' `exists` names.


// EXTERNAL MODULE: ./src/formats/mcp-registry-server/model.ts
var mcp_registry_server_model = __webpack_require__(1474);
;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/version-model.ts
// The model that says in which versions each definition and field exists: what rules' `exists` names.


// EXTERNAL MODULE: ./src/formats/mcpb-manifest/model.ts
var mcpb_manifest_model = __webpack_require__(5742);
;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/version-model.ts
// The model that says in which versions each definition and field exists: what rules' `exists` names.


// EXTERNAL MODULE: ./src/formats/mcp-server-card/model.ts
var mcp_server_card_model = __webpack_require__(7663);
;// CONCATENATED MODULE: ./src/formats/mcp-server-card/version-model.ts
// The model that says in which versions each definition and field exists: what rules' `exists` names.


;// CONCATENATED MODULE: ./src/formats/mcp-tool-list/version-model.ts
// A tool list is read in protocol versions, as the descriptor whose tool rules it shares: the same model.


;// CONCATENATED MODULE: ./src/formats/typescript-source/version-model.ts
// Its tools are read as a descriptor's, on the protocol's axis: the rules it shares name the same model.


;// CONCATENATED MODULE: ./src/formats/python-source/version-model.ts
// Its tools are read as a descriptor's, on the protocol's axis: the rules it shares name the same model.


;// CONCATENATED MODULE: ./src/formats/go-source/version-model.ts
// Its tools are read as a descriptor's, on the protocol's axis: the rules it shares name the same model.


;// CONCATENATED MODULE: ./src/formats/csharp-source/version-model.ts
// Its tools are read as a descriptor's, on the protocol's axis: the rules it shares name the same model.


;// CONCATENATED MODULE: ./src/formats/rust-source/version-model.ts
// Its tools are read as a descriptor's, on the protocol's axis: the rules it shares name the same model.


;// CONCATENATED MODULE: ./src/formats/java-source/version-model.ts
// Its tools are read as a descriptor's, on the protocol's axis: the rules it shares name the same model.


;// CONCATENATED MODULE: ./src/formats/models.generated.ts











const VERSION_MODELS = {
    'mcpdesc-descriptor': model/* PROTOCOL_MODEL */.V7,
    'mcp-registry-server': mcp_registry_server_model/* MODEL */.A2,
    'mcpb-manifest': mcpb_manifest_model/* MCPB_MODEL */.n5,
    'mcp-server-card': mcp_server_card_model/* MODEL */.A,
    'mcp-tool-list': model/* PROTOCOL_MODEL */.V7,
    'typescript-source': model/* PROTOCOL_MODEL */.V7,
    'python-source': model/* PROTOCOL_MODEL */.V7,
    'go-source': model/* PROTOCOL_MODEL */.V7,
    'csharp-source': model/* PROTOCOL_MODEL */.V7,
    'rust-source': model/* PROTOCOL_MODEL */.V7,
    'java-source': model/* PROTOCOL_MODEL */.V7,
};

// EXTERNAL MODULE: ./src/catalogue/open.ts
var catalogue_open = __webpack_require__(5037);
// EXTERNAL MODULE: ./src/catalogue/package-root.ts
var package_root = __webpack_require__(5726);
// EXTERNAL MODULE: ./src/util/lazy-require.ts
var lazy_require = __webpack_require__(6050);
;// CONCATENATED MODULE: ./src/catalogue/catalogue.ts
/**
 * The rule catalogue: `rules/<family>.yaml`, one entry per rule. It is the single source of rule
 * documentation, SARIF rule metadata, default levels and the versions a rule applies to.
 */







const LEVEL_OF = { must: 'error', should: 'warning', may: 'note' };
const REQUIRED_TEXT = ['id', 'title', 'summary', 'statement', 'fix', 'owner', 'surface', 'path', 'kind', 'level', 'status'];
/** The catalogue: from `root`'s rules/*.yaml when given, else prebuilt when running from a bundle, else the package's YAML. */
function loadCatalogue(root) {
    return (root === undefined ? (0,catalogue_open/* prebuiltCatalogue */.d$)() : undefined) ?? (0,catalogue_open/* catalogueOf */.vq)(readRules(root ?? (0,package_root/* packageRoot */.Z)()));
}
function readRules(root) {
    const dir = (0,external_node_path_.join)(root, 'rules');
    return (0,external_node_fs_.readdirSync)(dir)
        .filter((f) => f.endsWith('.yaml'))
        .sort()
        .flatMap((file) => parseFamily(file.replace(/\.yaml$/, ''), (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, file), 'utf8')));
}
function parseFamily(family, text) {
    const doc = (0,lazy_require/* vendoredYaml */.Xd)().parse(text);
    if (!doc || !Array.isArray(doc.rules))
        throw new Error(`rules/${family}.yaml: expected a top-level "rules" list`);
    return doc.rules.map((raw, index) => toEntry(family, raw, index, doc.format));
}
/**
 * A rule's formats: its own `format`, else its family's; `all` for rules of every format, `client-config`
 * for every client configuration (in precedence order, as the registry lists them).
 */
function formatsOf(raw, where) {
    if (raw === 'all')
        return loaders/* FORMAT_INFOS */.MV.map((f) => f.id);
    if (raw === 'client-config')
        return loaders/* FORMAT_INFOS */.MV.filter((f) => f.kind === 'client-config').map((f) => f.id);
    const ids = typeof raw === 'string' ? [raw] : raw;
    if (!Array.isArray(ids) || ids.length === 0)
        throw new Error(`${where}: "format" must name a format (or be "all"), in the rule or at the top of its family file`);
    for (const id of ids)
        if (!(0,loaders/* formatInfoById */.Uk)(String(id)))
            throw new Error(`${where}: unknown format ${String(id)}; name one of ${loaders/* FORMAT_INFOS */.MV.map((f) => f.id).join(', ')} (the folders of src/formats with a manifest)`);
    return ids.map(String);
}
/**
 * The version axis of a rule's formats: theirs when they all share it (a committed tool list reads the
 * descriptor's tool rules on the protocol's axis), else none.
 */
function axisOf(formats) {
    const axes = formats.map((id) => (0,loaders/* formatInfoById */.Uk)(id)?.versions ?? []);
    const [first = []] = axes;
    return axes.every((axis) => axis.join() === first.join()) ? first : [];
}
function versionsOf(formats, span, where) {
    const axis = axisOf(formats);
    for (const bound of [span.since, span.until]) {
        if (bound !== undefined && !axis.includes(String(bound)))
            throw new Error(`${where}: unknown version ${String(bound)} (the rule's format has ${axis.join(', ') || 'no versions'})`);
    }
    const from = span.since === undefined ? 0 : axis.indexOf(String(span.since));
    const to = span.until === undefined ? axis.length - 1 : axis.indexOf(String(span.until));
    return axis.slice(from, to + 1);
}
/**
 * The "fix" `npm run new-rule` writes. The loader accepts it, so the new rule's tests can run while it is
 * written; the catalogue test rejects it.
 */
const FIX_PLACEHOLDER = 'TODO what a user changes in the file to resolve a finding, in 1 to 3 sentences.';
/**
 * Where the rule's surface exists, from `exists`: a definition of its format's model ("Icon") or one of
 * its fields ("Tool.outputSchema"), so the span is the model's; or a span `{ since, until }` for a surface
 * no model holds (a JSON Schema keyword, an mcpdesc extension).
 */
function surfaceVersionsOf(formats, exists, where) {
    if (exists === undefined)
        return [];
    // Formats that share one model (a tool list reads the descriptor's) share where its surfaces exist.
    const model = formats.every((id) => VERSION_MODELS[id] === VERSION_MODELS[formats[0]]) ? VERSION_MODELS[formats[0]] : undefined;
    if (!model)
        throw new Error(`${where}: "exists" needs a rule of formats with one version model (${Object.keys(VERSION_MODELS).join(', ')})`);
    if (typeof exists !== 'string')
        return versionsOf(formats, exists, `${where} (exists)`);
    const [name, field, ...rest] = exists.split('.');
    if (!model.names.includes(name) || rest.length > 0)
        throw new Error(`${where}: "exists" names ${exists}, which is no definition (or Definition.field) of the ${formats[0]} model`);
    const definition = model.definition(name);
    const spans = [definition];
    if (field !== undefined) {
        const found = definition.alias || !Object.hasOwn(definition.fields, field) ? undefined : definition.fields[field];
        if (!found)
            throw new Error(`${where}: "exists" names ${exists}, but ${name} has no field ${field}`);
        spans.push(found);
    }
    return model.axis.versions.filter((v) => spans.every((span) => model.axis.inSpan(v, span)));
}
function toEntry(family, raw, index, familyFormat) {
    const where = `rules/${family}.yaml, rule ${String(raw.id ?? `#${index + 1}`)}`;
    if (raw.fix === undefined)
        throw new Error(`${where}: "fix" is missing: write what a user does about a finding of this rule, in 1 to 3 sentences (the "How to fix" of its page and SARIF help)`);
    for (const key of REQUIRED_TEXT) {
        if (typeof raw[key] !== 'string' || raw[key] === '')
            throw new Error(`${where}: "${key}" must be a non-empty string`);
    }
    const requirement = raw.level;
    if (!(requirement in LEVEL_OF))
        throw new Error(`${where}: "level" must be must, should or may`);
    if (raw.owner !== 'mcp' && raw.owner !== 'mcpdesc')
        throw new Error(`${where}: "owner" must be mcp or mcpdesc`);
    const formats = formatsOf(raw.format ?? familyFormat, where);
    const examples = (raw.examples ?? {});
    const versions = versionsOf(formats, (raw.versions ?? {}), where);
    const surfaceVersions = surfaceVersionsOf(formats, raw.exists, where);
    // A rule without `versions` may still report in versions without its surface (a field that cannot be there).
    const outside = raw.versions === undefined ? [] : versions.filter((v) => surfaceVersions.length > 0 && !surfaceVersions.includes(v));
    if (outside.length > 0)
        throw new Error(`${where}: "versions" includes ${outside.join(', ')}, where its surface ("exists") does not exist`);
    return {
        id: raw.id,
        family,
        title: raw.title,
        summary: raw.summary,
        statement: raw.statement,
        fix: raw.fix.trim(),
        owner: raw.owner,
        surface: raw.surface,
        path: raw.path,
        kind: raw.kind,
        requirement,
        level: LEVEL_OF[requirement],
        status: raw.status,
        formats,
        versions,
        surfaceVersions,
        ...(typeof raw.spec === 'string' ? { spec: raw.spec } : {}),
        tags: Array.isArray(raw.tags) ? raw.tags.map(String) : [],
        examples: { valid: exampleRefs(examples.valid, where), invalid: exampleRefs(examples.invalid, where) },
    };
}
function exampleRefs(list, where) {
    if (list === undefined)
        return [];
    if (!Array.isArray(list))
        throw new Error(`${where}: examples must be lists of {file, pointer}`);
    return list.map((item) => {
        if (typeof item?.file !== 'string' || typeof (item.pointer ?? '') !== 'string') {
            throw new Error(`${where}: each example needs "file" and "pointer"`);
        }
        return { file: item.file, pointer: item.pointer ?? '' };
    });
}


/***/ }),

/***/ 1474:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A2: () => (/* binding */ MODEL),
/* harmony export */   Ac: () => (/* binding */ PACKAGE_DEFINITIONS),
/* harmony export */   EV: () => (/* binding */ REMOVED_BECAUSE),
/* harmony export */   Hz: () => (/* binding */ spellingsOf),
/* harmony export */   JY: () => (/* binding */ PREVIEW_FIELDS),
/* harmony export */   Ki: () => (/* binding */ previewFieldFor),
/* harmony export */   _F: () => (/* binding */ fieldOf),
/* harmony export */   or: () => (/* binding */ spellingIn)
/* harmony export */ });
/* harmony import */ var _model_check_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4662);
/* harmony import */ var _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2730);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4976);
/* harmony import */ var _versions_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1741);
/**
 * server.json as each published schema defines it, one field's history on one line (src/model/dsl.ts):
 * the schemas of 2025-07-09 spell fields in snake_case, 2025-09-16 renamed them all to camelCase
 * (`renamedTo` links the two spellings), 2025-09-29 removed `status` and `_meta`'s official block,
 * 2025-10-11 added `title`, `icons` and `placeholder`, opened `Package` and made its `version` optional,
 * 2025-12-11 added URL `variables` to remotes. What JSON Schema says about a value beyond its type
 * (lengths, patterns, `format: uri`) is in values.ts; what the registry requires of each registry type
 * is in registry-types.ts.
 */




/** The last version with snake_case names, and the first with camelCase ones. */
const SNAKE = { until: '2025-07-09' };
const CAMEL = (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .since */ .XP)('2025-09-16');
/** A field's snake_case spelling, renamed to `camel` in 2025-09-16. */
const snake = (make, type, camel) => make(type, { ...SNAKE, renamedTo: camel });
const INPUT = {
    description: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
    is_required: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM, 'isRequired'),
    isRequired: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM, CAMEL),
    format: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .oneOf */ .yL)('string', 'number', 'boolean', 'filepath')),
    value: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
    is_secret: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM, 'isSecret'),
    isSecret: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM, CAMEL),
    default: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
    placeholder: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .since */ .XP)('2025-10-11')),
    choices: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj)),
};
const WITH_VARIABLES = { ...INPUT, variables: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .map */ .Tj)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Input'))) };
const HTTP_TRANSPORT = { url: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj), headers: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('KeyValueInput'))) };
/** A remote's URL `{variables}`, since 2025-12-11. */
const REMOTE_VARIABLES = { variables: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .map */ .Tj)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Input')), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .since */ .XP)('2025-12-11')) };
const PACKAGE = {
    registry_type: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ, _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, 'registryType'),
    registryType: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, CAMEL),
    registry_base_url: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, 'registryBaseUrl'),
    registryBaseUrl: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, CAMEL),
    identifier: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
    version: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, { requiredSpan: { until: '2025-09-29' } }),
    file_sha256: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, 'fileSha256'),
    fileSha256: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, CAMEL),
    runtime_hint: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, 'runtimeHint'),
    runtimeHint: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, CAMEL),
    runtime_arguments: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Argument')), 'runtimeArguments'),
    runtimeArguments: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Argument')), CAMEL),
    package_arguments: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Argument')), 'packageArguments'),
    packageArguments: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Argument')), CAMEL),
    environment_variables: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('KeyValueInput')), 'environmentVariables'),
    environmentVariables: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('KeyValueInput')), CAMEL),
    transport: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('LocalTransport')),
};
const OFFICIAL_META = 'io.modelcontextprotocol.registry/official';
const PUBLISHER_META = 'io.modelcontextprotocol.registry/publisher-provided';
const DEFINITIONS = [
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('Server', 'server.json', {
        $schema: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        name: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        title: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .since */ .XP)('2025-10-11')),
        description: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        version: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        status: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .oneOf */ .yL)('active', 'deprecated', 'deleted'), { until: '2025-09-16' }),
        repository: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Repository')),
        website_url: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, 'websiteUrl'),
        websiteUrl: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, CAMEL),
        icons: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Icon')), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .since */ .XP)('2025-10-11')),
        // Closed until 2025-09-29 (additionalProperties: false), open since.
        packages: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .versioned */ .iF)(['2025-07-09', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('ClosedPackage'))], ['2025-10-11', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Package'))])),
        remotes: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('RemoteTransport'))),
        _meta: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Meta')),
    }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('Meta', '"_meta" object', {
        [PUBLISHER_META]: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ik),
        [OFFICIAL_META]: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ik, { until: '2025-09-16' }),
    }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('Repository', 'repository', { url: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj), source: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj), id: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj), subfolder: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj) }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('Icon', 'icon', {
        src: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        mimeType: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .oneOf */ .yL)('image/png', 'image/jpeg', 'image/jpg', 'image/svg+xml', 'image/webp')),
        sizes: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj)),
        theme: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .oneOf */ .yL)('light', 'dark')),
    }, (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .since */ .XP)('2025-10-11')),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('ClosedPackage', 'package', PACKAGE, { until: '2025-09-29', closed: true }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('Package', 'package', PACKAGE, (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .since */ .XP)('2025-10-11')),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('Input', 'input', INPUT),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('KeyValueInput', 'environment variable or header', { name: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj), ...WITH_VARIABLES }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('PositionalArgument', 'positional argument', {
        type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .constant */ .dY)('positional')),
        value_hint: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, 'valueHint'),
        valueHint: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, CAMEL),
        is_repeated: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM, 'isRepeated'),
        isRepeated: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM, CAMEL),
        ...WITH_VARIABLES,
    }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('NamedArgument', 'named argument', {
        type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .constant */ .dY)('named')),
        name: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        is_repeated: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM, 'isRepeated'),
        isRepeated: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM, CAMEL),
        ...WITH_VARIABLES,
    }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .alias */ .nK)('Argument', 'argument', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KC)([(0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .option */ .uK)('positional argument', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('PositionalArgument')), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .option */ .uK)('named argument', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('NamedArgument'))], { key: 'type' })),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('StdioTransport', 'stdio transport', { type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .constant */ .dY)('stdio')) }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('StreamableHttpTransport', 'streamable-http transport', { type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .constant */ .dY)('streamable-http')), ...HTTP_TRANSPORT }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('SseTransport', 'sse transport', { type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .constant */ .dY)('sse')), ...HTTP_TRANSPORT }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .alias */ .nK)('LocalTransport', 'transport', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KC)([
        (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .option */ .uK)('stdio transport', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('StdioTransport')),
        (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .option */ .uK)('streamable-http transport', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('StreamableHttpTransport')),
        (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .option */ .uK)('sse transport', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('SseTransport')),
    ], { key: 'type' })),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('RemoteStreamableHttp', 'streamable-http remote', { type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .constant */ .dY)('streamable-http')), ...HTTP_TRANSPORT, ...REMOTE_VARIABLES }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('RemoteSse', 'sse remote', { type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .constant */ .dY)('sse')), ...HTTP_TRANSPORT, ...REMOTE_VARIABLES }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .alias */ .nK)('RemoteTransport', 'remote', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KC)([(0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .option */ .uK)('streamable-http remote', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('RemoteStreamableHttp')), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .option */ .uK)('sse remote', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('RemoteSse'))], { key: 'type' })),
];
const MODEL = new _model_check_js__WEBPACK_IMPORTED_MODULE_0__/* .Model */ .Kx(_versions_js__WEBPACK_IMPORTED_MODULE_2__/* .AXIS */ .iM, DEFINITIONS);
/** The package definitions, whichever version's. */
const PACKAGE_DEFINITIONS = ['ClosedPackage', 'Package'];
/** Why a field left the format, for messages about a file that still has it. */
const REMOVED_BECAUSE = {
    status: 'the registry manages a server\u2019s status itself since 2025-09-29',
    [OFFICIAL_META]: 'the registry adds it to what it serves; publishers never write it',
};
/**
 * Fields of the preview revisions of the 2025-07-09 schema (published under the same URL before its
 * final text), which no schema the registry validates against has: what each became.
 */
const PREVIEW_FIELDS = {
    Server: { version_detail: 'version (a string: "version_detail": {"version": "1.0.0"} became "version": "1.0.0")' },
    ClosedPackage: {
        registry_name: 'registry_type (registryType since 2025-09-16)',
        name: 'identifier',
        download_url: 'identifier (an MCPB package\u2019s download URL is its identifier)',
    },
    Package: {
        registry_name: 'registryType',
        name: 'identifier',
        download_url: 'identifier (an MCPB package\u2019s download URL is its identifier)',
    },
};
/** A field of a definition by name, whatever versions it exists in. */
function fieldOf(definition, key) {
    const fields = MODEL.definition(definition).fields;
    return fields && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .hasOwn */ .$3)(fields, key) ? fields[key] : undefined;
}
/**
 * How `version` spells a field of `definition` known by any of its names (`registryType` is
 * `registry_type` in 2025-07-09), or undefined when the version has no such field.
 */
function spellingIn(definition, key, version) {
    const fields = MODEL.definition(definition).fields ?? {};
    const names = new Set([key]);
    // Follow renames both ways until no new name appears.
    for (let grew = true; grew;) {
        grew = false;
        for (const [name, field] of Object.entries(fields)) {
            const linked = (field.renamedTo !== undefined && names.has(field.renamedTo)) || (names.has(name) && field.renamedTo !== undefined);
            for (const n of linked ? [name, field.renamedTo] : []) {
                if (!names.has(n)) {
                    names.add(n);
                    grew = true;
                }
            }
        }
    }
    return [...names].find((name) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .hasOwn */ .$3)(fields, name) && _versions_js__WEBPACK_IMPORTED_MODULE_2__/* .AXIS */ .iM.inSpan(version, fields[name]));
}
/** Every spelling a field of `definition` has had (`registryType`, `registry_type`). */
function spellingsOf(definition, key) {
    return [...new Set(_versions_js__WEBPACK_IMPORTED_MODULE_2__/* .AXIS */ .iM.versions.map((v) => spellingIn(definition, key, v)).filter((s) => s !== undefined))];
}
/** A present key of the schema's previews that became `key` (`version_detail` for `version`), if any. */
function previewFieldFor(holder, key, version) {
    const fields = PREVIEW_FIELDS[holder.definition] ?? {};
    return Object.keys(fields).find((k) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .hasOwn */ .$3)(holder.value, k) && spellingIn(holder.definition, fields[k].split(' ')[0], version) === key);
}


/***/ }),

/***/ 7663:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ MODEL),
/* harmony export */   P: () => (/* binding */ fieldsOf)
/* harmony export */ });
/* harmony import */ var _model_check_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4662);
/* harmony import */ var _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2730);
/* harmony import */ var _drafts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7656);
/**
 * The current draft's Server Card, as the extension repository's schema.json (`$defs/ServerCard`)
 * defines it: fields and types on one line each (src/model/dsl.ts). Every object is open; what the
 * schema says about values beyond their type (lengths, patterns, `format: uri`) is in values.ts and
 * in the rules that explain one field each (name, description, $schema, remotes).
 */



const INPUT = {
    description: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
    isRequired: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM),
    format: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .oneOf */ .yL)('string', 'number', 'boolean', 'filepath')),
    value: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
    isSecret: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM),
    default: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
    placeholder: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
    choices: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj)),
};
const DEFINITIONS = [
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('ServerCard', 'Server Card', {
        $schema: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        name: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        title: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        description: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        version: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        icons: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Icon'))),
        repository: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Repository')),
        websiteUrl: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        remotes: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Remote'))),
        _meta: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ik),
    }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('Remote', 'remote', {
        type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        url: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        headers: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('KeyValueInput'))),
        variables: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .map */ .Tj)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Input'))),
        supportedProtocolVersions: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj)),
    }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('Input', 'input', INPUT),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('KeyValueInput', 'header', { name: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj), ...INPUT, variables: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .map */ .Tj)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Input'))) }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('Repository', 'repository', { url: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj), source: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj), id: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj), subfolder: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj) }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('Icon', 'icon', { src: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj), mimeType: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj), sizes: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj)), theme: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .oneOf */ .yL)('light', 'dark')) }),
];
const MODEL = new _model_check_js__WEBPACK_IMPORTED_MODULE_0__/* .Model */ .Kx(_drafts_js__WEBPACK_IMPORTED_MODULE_2__/* .AXIS */ .iM, DEFINITIONS);
/** The fields each definition has, for near-miss keys. */
function fieldsOf(definition) {
    return Object.keys(MODEL.definition(definition).fields ?? {});
}


/***/ }),

/***/ 5742:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Me: () => (/* binding */ MCPB_DEFINITIONS),
/* harmony export */   QN: () => (/* binding */ STRING_CHECKS),
/* harmony export */   n5: () => (/* binding */ MCPB_MODEL)
/* harmony export */ });
/* harmony import */ var _schema_regex_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2347);
/* harmony import */ var _model_check_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4662);
/* harmony import */ var _model_dsl_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2730);
/* harmony import */ var _versions_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2886);
/**
 * The MCPB manifest in mcpdesc's model vocabulary, on MCPB's own version axis (0.1 to 0.4). Every object
 * is closed, as mcpb's strict schemas are: a key no version defines is an error, and a key of another
 * version says which versions have it. Each field's history is its one line:
 *
 *   privacy_policies: opt(array(uri), since('0.2')),
 *
 * What the DSL has no word for (URLs, e-mail addresses, the patterns of icon sizes and locales) is in
 * STRING_CHECKS below, beside the field it belongs to.
 */




const closed = { closed: true };
/** Each version's schema names itself: `manifest_version` (and the old `dxt_version`) hold exactly that version. */
const ownVersion = (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .versioned */ .iF)(..._versions_js__WEBPACK_IMPORTED_MODULE_3__/* .MCPB_VERSIONS */ .H7.map((version) => [version, (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .constant */ .dY)(version)]));
const SERVER_TYPES = (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .versioned */ .iF)(['0.1', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .oneOf */ .yL)('python', 'node', 'binary')], ['0.4', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .oneOf */ .yL)('python', 'node', 'binary', 'uv')]);
/** How a server is started: the whole of `mcp_config`, and (every field optional) one platform's override. */
const serverConfig = (required) => ({
    command: required ? (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj) : (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
    args: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)),
    env: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .map */ .Tj)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)),
});
const MCPB_DEFINITIONS = [
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Manifest', 'manifest', {
        $schema: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        dxt_version: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(ownVersion, { deprecated: { since: '0.1', reason: 'it is DXT\'s name for "manifest_version"' } }),
        manifest_version: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(ownVersion),
        name: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        display_name: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        version: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        description: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        long_description: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        author: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Author')),
        repository: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Repository')),
        homepage: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .uri */ .Hr),
        documentation: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .uri */ .Hr),
        support: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .uri */ .Hr),
        icon: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        icons: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Icon')), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .since */ .XP)('0.3')),
        screenshots: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)),
        localization: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Localization'), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .since */ .XP)('0.3')),
        server: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Server')),
        tools: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Tool'))),
        tools_generated: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM),
        prompts: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Prompt'))),
        prompts_generated: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM),
        keywords: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)),
        license: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        privacy_policies: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .uri */ .Hr), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .since */ .XP)('0.2')),
        compatibility: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Compatibility')),
        user_config: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .map */ .Tj)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('UserConfigOption'))),
        _meta: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .map */ .Tj)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ik), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .since */ .XP)('0.3')),
    }, closed),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Author', 'author', { name: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), email: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), url: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .uri */ .Hr) }, closed),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Repository', 'repository', { type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), url: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .uri */ .Hr) }, closed),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Icon', 'icon', { src: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), size: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), theme: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj) }, { ...closed, ...(0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .since */ .XP)('0.3') }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Localization', 'localization', { resources: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), default_locale: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj) }, { ...closed, ...(0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .since */ .XP)('0.3') }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Server', 'server', { type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(SERVER_TYPES), entry_point: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), mcp_config: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('McpConfig')) }, closed),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('McpConfig', 'MCP configuration', { ...serverConfig(true), platform_overrides: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .map */ .Tj)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('PlatformOverride'))) }, closed),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('PlatformOverride', 'platform override', serverConfig(false), closed),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Compatibility', 'compatibility', { claude_desktop: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), platforms: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .oneOf */ .yL)('darwin', 'win32', 'linux'))), runtimes: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Runtimes')) }, closed),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Runtimes', 'runtimes', { python: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), node: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj) }, closed),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Tool', 'tool', { name: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), description: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj) }, closed),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Prompt', 'prompt', { name: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), description: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), arguments: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)), text: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj) }, closed),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('UserConfigOption', 'user_config option', {
        type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .oneOf */ .yL)('string', 'number', 'boolean', 'directory', 'file')),
        title: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        description: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        required: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM),
        // The list first: a list with a bad item is then read as a list, not as a wrong string.
        default: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KC)([(0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('list of strings', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('string', _model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('number', _model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .ai), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('boolean', _model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM)])),
        multiple: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM),
        sensitive: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM),
        min: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .ai),
        max: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .ai),
    }, closed),
];
const MCPB_MODEL = new _model_check_js__WEBPACK_IMPORTED_MODULE_1__/* .Model */ .Kx(_versions_js__WEBPACK_IMPORTED_MODULE_3__/* .MCPB_AXIS */ .$p, MCPB_DEFINITIONS);
/** zod's `.url()`: whatever the WHATWG URL parser accepts. */
const url = (value) => (URL.canParse(value) ? undefined : 'a URL such as "https://example.com"');
/** zod's `.email()`, without its two lookaheads (checked by hand) so that RE2 runs it in linear time. */
let EMAIL;
const email = (value) => 
// Compiled on first use: only manifests with an author e-mail need re2js.
!value.startsWith('.') && !value.includes('..') && (EMAIL ??= emailPattern()).test(value) ? undefined : 'an e-mail address such as "team@example.com"';
function emailPattern() {
    const RE2 = (0,_schema_regex_js__WEBPACK_IMPORTED_MODULE_0__/* .re2js */ .Xf)();
    return RE2.compile("^[A-Z0-9_'+\\-.]*[A-Z0-9_+-]@(?:[A-Z0-9][A-Z0-9\\-]*\\.)+[A-Z]{2,}$", RE2.CASE_INSENSITIVE);
}
const iconSize = (value) => (/^\d+x\d+$/.test(value) ? undefined : 'WIDTHxHEIGHT in pixels, such as "512x512"');
const theme = (value) => (value.length > 0 ? undefined : 'a non-empty theme name such as "light" or "dark" (or left out)');
const localePlaceholder = (value) => /\$\{locale\}/i.test(value) ? undefined : 'a path with the "${locale}" placeholder, such as "mcpb-resources/${locale}.json"';
const bcp47 = (value) => (/^[A-Za-z0-9]{2,8}(?:-[A-Za-z0-9]{1,8})*$/.test(value) ? undefined : 'a BCP 47 locale such as "en-US"');
/**
 * The refinements of mcpb's schemas, by definition and field; a list field's checks apply to each item.
 * All patterns are anchored and linear.
 */
const STRING_CHECKS = {
    Manifest: { homepage: url, documentation: url, support: url, privacy_policies: url },
    Author: { email, url },
    Repository: { url },
    Icon: { size: iconSize, theme },
    Localization: { resources: localePlaceholder, default_locale: bcp47 },
};


/***/ })

};

})
