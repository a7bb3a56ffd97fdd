export const id = 882;
export const ids = [882];
export const modules = {

/***/ 2890:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4976);
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6065);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8127);
/* harmony import */ var _surfaces_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7106);
/* harmony import */ var _ui_keys_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8452);





/** The tool key of MCP Apps' first drafts, which hosts still read but the extension removes before GA. */
const LEGACY_KEY = 'ui/resourceUri';
/**
 * mcp.apps.tool-ui: a tool's MCP Apps metadata (`_meta.ui`) points at a `ui://` resource, shows the tool
 * to "model" and/or "app" only, and holds none of the resource's settings (`csp`, `permissions`, which
 * hosts read only on the resource) and no key the closed object does not define; the deprecated
 * `_meta["ui/resourceUri"]` is reported with its replacement.
 */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .descriptorRule */ .wU)('mcp.apps.tool-ui', (context) => {
    for (const { item: tool, pointer } of (0,_surfaces_js__WEBPACK_IMPORTED_MODULE_1__/* .objectItems */ ._v)(context.descriptor.tools, '/tools')) {
        const meta = tool._meta;
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(meta))
            continue;
        const metaAt = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(pointer, '_meta');
        if (typeof meta[LEGACY_KEY] === 'string' && !((0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(meta.ui) && typeof meta.ui.resourceUri === 'string')) {
            context.report((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(metaAt, LEGACY_KEY), `_meta["ui/resourceUri"] is the MCP Apps drafts' key, deprecated and removed before the extension's general availability, so hosts will stop finding this tool's UI. Write it as "_meta": {"ui": {"resourceUri": ${JSON.stringify(meta[LEGACY_KEY])}}}.`, 'key');
        }
        if (!('ui' in meta))
            continue;
        const ui = meta.ui;
        const uiAt = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(metaAt, 'ui');
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(ui)) {
            context.report(uiAt, `_meta.ui is ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .shown */ .SP)(ui)}, but MCP Apps reads an object with "resourceUri" and "visibility" there. Make it an object.`);
            continue;
        }
        for (const key of ['csp', 'permissions']) {
            if (key in ui)
                context.report((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(uiAt, key), `${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(key)} belongs on the UI resource's _meta.ui, not on the tool: hosts ignore it here, so the sandbox keeps its defaults. Move it to the resource's _meta.ui.`, 'key');
        }
        (0,_ui_keys_js__WEBPACK_IMPORTED_MODULE_2__/* .reportUnknownKeys */ .TI)(context.report, uiAt, ui, _ui_keys_js__WEBPACK_IMPORTED_MODULE_2__/* .TOOL_UI_KEYS */ .T4, "a tool's _meta.ui", ['csp', 'permissions']);
        const uri = ui.resourceUri;
        if (uri !== undefined && (typeof uri !== 'string' || !uri.startsWith('ui://'))) {
            context.report((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(uiAt, 'resourceUri'), `_meta.ui.resourceUri is ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .shown */ .SP)(uri)}, but MCP Apps UI resources have "ui://" URIs, so hosts render no UI for this tool. Point it at the tool's ui:// resource, such as "ui://<server>/<view>".`);
        }
        const visibility = ui.visibility;
        if (visibility === undefined)
            continue;
        if (!Array.isArray(visibility)) {
            context.report((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(uiAt, 'visibility'), `_meta.ui.visibility is ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .shown */ .SP)(visibility)}, but MCP Apps reads a list of "model" and "app". Write a list, such as ["model", "app"].`);
            continue;
        }
        for (const [index, value] of visibility.entries()) {
            if (value === 'model' || value === 'app')
                continue;
            context.report((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(uiAt, 'visibility', String(index)), `${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .shown */ .SP)(value)} is no visibility MCP Apps knows: a tool is shown to "model" (the agent's tool list) and/or "app" (its own UI). Use "model" or "app".`);
        }
    }
}));


/***/ }),

/***/ 8452:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Fz: () => (/* binding */ PERMISSION_KEYS),
/* harmony export */   T4: () => (/* binding */ TOOL_UI_KEYS),
/* harmony export */   TI: () => (/* binding */ reportUnknownKeys),
/* harmony export */   Vk: () => (/* binding */ UI_MIME_TYPE),
/* harmony export */   m9: () => (/* binding */ CSP_KEYS),
/* harmony export */   vJ: () => (/* binding */ RESOURCE_UI_KEYS)
/* harmony export */ });
/* harmony import */ var _util_suggest_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7406);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6065);
/**
 * The closed objects of the MCP Apps extension (io.modelcontextprotocol/ui, SEP-1865, stable 2026-01-26;
 * @modelcontextprotocol/ext-apps' schema, every one `additionalProperties: false`), and the unknown keys
 * of one with the known key each is a near miss of.
 */



const UI_MIME_TYPE = 'text/html;profile=mcp-app';
const TOOL_UI_KEYS = ['resourceUri', 'visibility'];
const RESOURCE_UI_KEYS = ['csp', 'permissions', 'domain', 'prefersBorder'];
const CSP_KEYS = ['connectDomains', 'resourceDomains', 'frameDomains', 'baseUriDomains'];
const PERMISSION_KEYS = ['camera', 'microphone', 'geolocation', 'clipboardWrite'];
/** Reports each key of `object` that `known` does not list, as hosts ignore it; `skip` are keys a caller words itself. */
function reportUnknownKeys(report, pointer, object, known, what, skip = []) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(object))
        return;
    for (const key of Object.keys(object)) {
        if (known.includes(key) || skip.includes(key))
            continue;
        const near = (0,_util_suggest_js__WEBPACK_IMPORTED_MODULE_0__/* .closest */ .k)(key, known);
        report((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .joinPointer */ .Kn)(pointer, key), `MCP Apps defines no ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(key)} in ${what}, whose keys are ${known.map((k) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(k)).join(', ')}; hosts ignore it. ${near ? `Did you mean ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .quote */ .hD)(near)}?` : 'Remove it, or put your own data in a _meta key under a prefix you control.'}`, 'key');
    }
}


/***/ }),

/***/ 4915:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4976);
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6065);
/* harmony import */ var _util_uri_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4826);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8127);
/* harmony import */ var _places_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4280);





/** The types clients must (PNG, JPEG) or should (SVG, WebP) be able to render. */
const SUPPORTED = new Set(['image/png', 'image/jpeg', 'image/jpg', 'image/svg+xml', 'image/webp']);
/** mcp.icon.mime-type (2025-11-25 and later): an icon's type, declared or from its data: URI, is one clients render. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .descriptorRule */ .wU)('mcp.icon.mime-type', (context) => {
    for (const { pointer, value: icon } of (0,_places_js__WEBPACK_IMPORTED_MODULE_1__/* .icons */ .Pt)(context)) {
        const declared = typeof icon.mimeType === 'string' ? icon.mimeType : undefined;
        const type = declared ?? (typeof icon.src === 'string' ? (0,_util_uri_js__WEBPACK_IMPORTED_MODULE_2__/* .parseDataUri */ .W$)(icon.src)?.mediaType : undefined);
        if (!type)
            continue;
        const bare = type.split(';')[0].trim().toLowerCase();
        if (SUPPORTED.has(bare))
            continue;
        context.report((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_3__/* .joinPointer */ .Kn)(pointer, declared === undefined ? 'src' : 'mimeType'), `Icon type ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(bare)} is not one clients are expected to render: they must support image/png and image/jpeg and should support image/svg+xml and image/webp, so this icon may not be shown. Provide a PNG or JPEG version.`);
    }
}));


/***/ }),

/***/ 391:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4976);
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6065);
/* harmony import */ var _util_uri_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4826);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8127);
/* harmony import */ var _places_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4280);





/** What makes a scheme worse than merely unsupported, for the message. */
const DANGER = new Map([
    ['javascript', ' (a javascript: URI runs code)'],
    ['file', " (a file: URI reads from the client's disk)"],
    ['http', ' (plain http: can be read and changed in transit)'],
]);
const SIZE = /^(?:any|[1-9][0-9]*[xX][1-9][0-9]*)$/;
/** mcp.icon.source (2025-11-25 and later): icons come from https: or data: URIs and list sizes as "WxH" or "any". */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .descriptorRule */ .wU)('mcp.icon.source', (context) => {
    for (const { pointer, value: icon } of (0,_places_js__WEBPACK_IMPORTED_MODULE_1__/* .icons */ .Pt)(context)) {
        if (typeof icon.src === 'string') {
            const problem = sourceProblem(icon.src);
            if (problem)
                context.report((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .joinPointer */ .Kn)(pointer, 'src'), problem);
        }
        if (!Array.isArray(icon.sizes))
            continue;
        icon.sizes.forEach((size, index) => {
            if (typeof size === 'string' && !SIZE.test(size))
                context.report((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .joinPointer */ .Kn)(pointer, 'sizes', index), sizeProblem(size));
        });
    }
}));
function sourceProblem(src) {
    const scheme = (0,_util_uri_js__WEBPACK_IMPORTED_MODULE_3__/* .schemeOf */ .dz)(src)?.toLowerCase();
    const fix = 'serve the icon over https: or embed it as a data: URI';
    if (scheme === 'https') {
        const problem = (0,_util_uri_js__WEBPACK_IMPORTED_MODULE_3__/* .checkAbsoluteUri */ .WU)(src);
        return problem ? `Icon "src" ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(src)} is not a valid URI: ${problem}. Clients cannot fetch an icon from a malformed URI.` : null;
    }
    if (scheme === 'data') {
        const data = (0,_util_uri_js__WEBPACK_IMPORTED_MODULE_3__/* .parseDataUri */ .W$)(src);
        if (!data)
            return `Icon "src" ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(src)} is not a valid data: URI: it needs a "," before the data, as in "data:image/png;base64,iVBORw0…". Clients cannot decode it: add the "," and the data.`;
        if (data.base64 && !isBase64(data.data))
            return `Icon "src" ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(src)} says ";base64" but its data is not valid base64. Clients cannot decode it: re-encode the image.`;
        return null;
    }
    if (scheme === undefined) {
        return `Icon "src" ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(src)} is not an absolute URI: ${(0,_util_uri_js__WEBPACK_IMPORTED_MODULE_3__/* .checkAbsoluteUri */ .WU)(src)}. Clients resolve icons on their own, without a base URL: ${fix}.`;
    }
    return `Icon "src" uses the ${scheme}: scheme${DANGER.get(scheme) ?? ''}. Clients must reject icons whose URI is not https: or data:, so this icon will never be shown: ${fix}.`;
}
function isBase64(data) {
    const compact = data.replace(/%0[AD]|\s/gi, '');
    return compact.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(compact);
}
function sizeProblem(size) {
    const parts = size.trim().split(/[\s,]+/);
    if (parts.length > 1 && parts.every((part) => SIZE.test(part))) {
        return `Icon size ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(size)} lists several sizes in one string: give each its own item, as in ${JSON.stringify(parts)}. Clients choose an icon by matching each item.`;
    }
    return `Icon size ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(size)} must be "WxH" in pixels, such as "48x48", or "any" for a scalable icon. Clients choose an icon by its sizes: correct this entry, or it cannot be matched.`;
}


/***/ }),

/***/ 9043:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _protocol_meta_key_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6317);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4976);
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6065);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8127);
/* harmony import */ var _places_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4280);





/** mcp.meta.key-format (2025-06-18 and later): `_meta` keys are an optional "prefix/" and a name, in MCP's format. */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .descriptorRule */ .wU)('mcp.meta.key-format', (context) => {
    for (const { pointer, value } of (0,_places_js__WEBPACK_IMPORTED_MODULE_1__/* .metaObjects */ .gj)(context)) {
        for (const key of Object.keys(value)) {
            const problem = (0,_protocol_meta_key_js__WEBPACK_IMPORTED_MODULE_2__/* .metaKeyProblem */ .a)(key);
            if (!problem)
                continue;
            context.report((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_3__/* .joinPointer */ .Kn)(pointer, key), `_meta key ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_4__/* .quote */ .hD)(key)} is not a valid _meta key: ${problem}. MCP fixes the key format so that clients can parse keys and keys from different vendors cannot collide: rename it, putting your own keys under a prefix you control such as "com.example/".`, 'key');
        }
    }
}));


/***/ }),

/***/ 4280:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Pt: () => (/* binding */ icons),
/* harmony export */   gj: () => (/* binding */ metaObjects),
/* harmony export */   qv: () => (/* binding */ resourceUris)
/* harmony export */ });
/* harmony import */ var _surfaces_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7106);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6065);
/** Where resource URIs, icons and `_meta` objects sit in a descriptor, for the rules of this family. */



/** The content blocks of example tool results: resource links and embedded resources carry URIs and icons too. */
function* resultBlocks(view) {
    for (const surface of (0,_surfaces_js__WEBPACK_IMPORTED_MODULE_0__/* .surfaces */ .XP)(view)) {
        if (surface.kind !== 'interaction-result' || !Array.isArray(surface.value.content))
            continue;
        for (const [index, block] of surface.value.content.entries()) {
            if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(block))
                yield { pointer: (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .joinPointer */ .Kn)(surface.pointer, 'content', index), value: block };
        }
    }
}
/** Every resource URI: `resources[*].uri`, and those of resource links and embedded resources in example results. */
function* resourceUris(view) {
    for (const surface of (0,_surfaces_js__WEBPACK_IMPORTED_MODULE_0__/* .surfaces */ .XP)(view)) {
        if (surface.kind === 'resource' && 'uri' in surface.value)
            yield { pointer: (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .joinPointer */ .Kn)(surface.pointer, 'uri'), value: surface.value.uri };
    }
    for (const block of resultBlocks(view)) {
        if (block.value.type === 'resource_link' && 'uri' in block.value) {
            yield { pointer: (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .joinPointer */ .Kn)(block.pointer, 'uri'), value: block.value.uri };
        }
        else if (block.value.type === 'resource' && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(block.value.resource) && 'uri' in block.value.resource) {
            yield { pointer: (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .joinPointer */ .Kn)(block.pointer, 'resource', 'uri'), value: block.value.resource.uri };
        }
    }
}
const ICON_OWNERS = new Set(['server-info', 'tool', 'resource', 'resource-template', 'prompt']);
/** Every icon object, on serverInfo, tools, resources, resource templates, prompts and resource links. */
function* icons(view) {
    const owners = [];
    for (const surface of (0,_surfaces_js__WEBPACK_IMPORTED_MODULE_0__/* .surfaces */ .XP)(view)) {
        if (ICON_OWNERS.has(surface.kind))
            owners.push(surface);
    }
    for (const block of resultBlocks(view))
        if (block.value.type === 'resource_link')
            owners.push(block);
    for (const owner of owners) {
        if (!Array.isArray(owner.value.icons))
            continue;
        for (const [index, icon] of owner.value.icons.entries()) {
            if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(icon))
                yield { pointer: (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .joinPointer */ .Kn)(owner.pointer, 'icons', index), value: icon };
        }
    }
}
/** Keys whose values are JSON Schemas, free-form data or surfaces of their own, where a `_meta` key is not MCP's. */
const NOT_MCP = new Set([
    'inputSchema',
    'outputSchema',
    'requestedSchema',
    'structuredContent',
    'input',
    'arguments',
    'metadata',
    'content',
    'interactionExamples',
    'elicitations',
    'experimental',
    'extensions',
]);
/** Every `_meta` object of the MCP objects in the descriptor (tools, resources, prompts, example results and steps). */
function metaObjects(view) {
    const found = [];
    for (const surface of (0,_surfaces_js__WEBPACK_IMPORTED_MODULE_0__/* .surfaces */ .XP)(view))
        metaIn(surface.value, surface.pointer, found);
    return found;
}
/** Pointers are built only down to the `_meta` objects found, not for every value walked past. */
function metaIn(value, pointer, found) {
    const at = (key) => () => (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .joinPointer */ .Kn)(typeof pointer === 'string' ? pointer : pointer(), key);
    if (Array.isArray(value)) {
        for (let index = 0; index < value.length; index++)
            metaIn(value[index], at(index), found);
        return;
    }
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value))
        return;
    for (const key of Object.keys(value)) {
        const child = value[key];
        if (key === '_meta') {
            if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(child))
                found.push({ pointer: at(key)(), value: child });
        }
        else if (typeof child === 'object' && child !== null && (!NOT_MCP.has(key) || (key === 'content' && isContent(child)))) {
            metaIn(child, at(key), found);
        }
    }
}
/** Content blocks (a list, or one block in a sampling message), as opposed to an elicitation response's form values. */
function isContent(value) {
    return Array.isArray(value) || ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value) && typeof value.type === 'string');
}


/***/ }),

/***/ 7587:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _schema_messages_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4443);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4976);
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6065);
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8127);
/* harmony import */ var _tool_schemas_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1493);





const KEY = 'x-mcp-header';
/** RFC 9110 token: 1*tchar. */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const HEADER_TYPES = ['string', 'integer', 'boolean'];
/** Keywords whose values are data, not schemas. */
const DATA_KEYWORDS = new Set(['const', 'enum', 'default', 'examples']);
const CONSEQUENCE = 'Clients on the Streamable HTTP transport must drop a tool whose x-mcp-header breaks the rules.';
/** x-mcp-header (2026-07-28) names a valid, unique header on a primitive parameter reachable through "properties". */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_context_js__WEBPACK_IMPORTED_MODULE_1__/* .descriptorRule */ .wU)('mcp.tool.x-mcp-header', (context) => {
    for (const { tool, pointer } of (0,_tool_schemas_js__WEBPACK_IMPORTED_MODULE_2__/* .tools */ .Yl)(context)) {
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(tool.inputSchema))
            continue;
        const schemaPointer = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(pointer, 'inputSchema');
        const seen = new Map();
        for (const use of headerUses(tool.inputSchema)) {
            const at = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(schemaPointer, ...use.path, KEY);
            const place = (0,_schema_messages_js__WEBPACK_IMPORTED_MODULE_0__/* .placeName */ .fW)('inputSchema', (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)('', ...use.path, KEY));
            const problem = headerProblem(use, seen, place);
            // Misplaced headers are about the key; everything else about the name it gives.
            if (problem)
                context.report(at, `${problem} ${CONSEQUENCE}`, reachable(use.path) ? 'value' : 'key');
        }
    }
}));
function headerProblem(use, seen, place) {
    const { value, schema, path } = use;
    if (!reachable(path)) {
        return `${place} is not reached from the inputSchema root through "properties" alone, so no argument can be mirrored from it. Move it to a property schema, or remove it.`;
    }
    if (typeof value !== 'string' || value === '') {
        return `${place} must name an HTTP header, but it is ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .describeValue */ .bp)(value)}. Give the name the header gets after "Mcp-Param-", e.g. "Region".`;
    }
    if (!TOKEN.test(value)) {
        return `${place} is ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(value)}, which is not an HTTP header name: use only letters, digits and "!#$%&'*+-.^_\`|~" (an RFC 9110 token, no spaces or control characters).`;
    }
    if (!HEADER_TYPES.includes(schema.type)) {
        const found = schema.type === undefined ? 'declares no "type"' : `has type ${JSON.stringify(schema.type)}`;
        return `${place} is on a parameter that ${found}: only parameters of type "string", "integer" or "boolean" can become headers (not "number"). Declare one of those types, or remove x-mcp-header.`;
    }
    const lower = value.toLowerCase();
    const first = seen.get(lower);
    if (first !== undefined)
        return `${place} is ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .quote */ .hD)(value)}, the same header as ${first} (header names ignore case). Each x-mcp-header in an inputSchema must be unique: rename one.`;
    seen.set(lower, place);
    return undefined;
}
/** Reachable: properties/<name>(/properties/<name>)*. */
function reachable(path) {
    return path.length >= 2 && path.length % 2 === 0 && path.every((segment, i) => i % 2 === 1 || segment === 'properties');
}
/** Every schema in `root` that carries the key, with its path; paths are copied only for those. */
function headerUses(root) {
    const found = [];
    const path = [];
    const walk = (node) => {
        if (Array.isArray(node)) {
            for (let index = 0; index < node.length; index++) {
                path.push(String(index));
                walk(node[index]);
                path.pop();
            }
            return;
        }
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .isObject */ .Gv)(node))
            return;
        if (Object.hasOwn(node, KEY))
            found.push({ path: [...path], schema: node, value: node[KEY] });
        for (const key of Object.keys(node)) {
            const value = node[key];
            // A property named like a data keyword is still a schema: skip data only where it is a keyword.
            if (key === KEY || typeof value !== 'object' || value === null || (DATA_KEYWORDS.has(key) && path[path.length - 1] !== 'properties'))
                continue;
            path.push(key);
            walk(value);
            path.pop();
        }
    };
    walk(root);
    return found;
}


/***/ }),

/***/ 9595:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ay: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   io: () => (/* binding */ deprecated),
/* harmony export */   k9: () => (/* binding */ fieldAvailability)
/* harmony export */ });
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8127);
/* harmony import */ var _model_rule_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(9286);


/**
 * `negotiated`: the file's versions are those its server's SDK speaks, not ones it declares (a committed
 * tool list), so a field is read in the newest of them alone (model-rule.ts).
 */
function fieldAvailability(negotiated = false) {
    // A field of another version inside an interaction step is an example of an exchange that cannot
    // happen in the declared version: mcpdesc.tool.interaction.step reports it as an error instead.
    return (0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .descriptorRule */ .wU)('mcpdesc.version.field-availability', (context) => (0,_model_rule_js__WEBPACK_IMPORTED_MODULE_1__/* .reportModelIssues */ .Cw)(context, { issues: ['unavailable'], except: ['step-request', 'step-response'], ...(negotiated ? { negotiated } : {}) }));
}
const deprecated = (0,_model_rule_js__WEBPACK_IMPORTED_MODULE_1__/* .modelRule */ .ML)('mcpdesc.version.deprecated', 'deprecated');
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ([fieldAvailability(), deprecated]);


/***/ }),

/***/ 6317:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   a: () => (/* binding */ metaKeyProblem)
/* harmony export */ });
/**
 * MCP's `_meta` key format (2025-06-18 and later), which extension identifiers in
 * `capabilities.extensions` (2026-07-28) also follow: an optional prefix of dot-separated labels and
 * "/", then a name.
 */
const LABEL = /^[A-Za-z](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
const NAME = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;
/** Why `key` is not a valid `_meta` key (a message fragment), or null when it is one. */
function metaKeyProblem(key, options = {}) {
    const slash = key.indexOf('/');
    if (slash < 0) {
        if (options.prefixRequired)
            return 'it has no prefix: start it with a reverse-DNS prefix you control and "/", such as "com.example/"';
        return nameProblem(key);
    }
    const prefix = key.slice(0, slash);
    const name = key.slice(slash + 1);
    for (const label of prefix.split('.')) {
        if (label === '')
            return `the prefix ${JSON.stringify(`${prefix}/`)} has an empty label: labels are separated by single dots`;
        if (!LABEL.test(label)) {
            return `the prefix label ${JSON.stringify(label)} must start with a letter, end with a letter or digit, and contain only letters, digits and "-"`;
        }
    }
    return name.includes('/') ? `the name ${JSON.stringify(name)} contains "/": only the prefix ends with "/"` : nameProblem(name);
}
function nameProblem(name) {
    if (name === '' || NAME.test(name))
        return null;
    return `the name ${JSON.stringify(name)} must begin and end with a letter or digit, with only letters, digits, "-", "_" and "." between`;
}


/***/ }),

/***/ 4826:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W$: () => (/* binding */ parseDataUri),
/* harmony export */   WU: () => (/* binding */ checkAbsoluteUri),
/* harmony export */   _0: () => (/* binding */ checkScheme),
/* harmony export */   dz: () => (/* binding */ schemeOf),
/* harmony export */   eD: () => (/* binding */ normalizeUri)
/* harmony export */ });
/**
 * RFC 3986 URI syntax, checked closely enough to explain what is wrong: resource URIs, icon sources
 * and the literal start of URI templates. A problem is a message fragment ("it contains a space at
 * character 5: …"): what is wrong, where (1-based characters) and the fix, for a rule to wrap.
 */
const HEX = /^[0-9A-Fa-f]{2}$/;
const UNRESERVED_OR_SUB_DELIM = /[A-Za-z0-9\-._~!$&'()*+,;=]/;
/** The scheme of an absolute URI ("https"), or undefined when the text does not start with one. */
function schemeOf(text) {
    const match = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(text);
    return match ? match[1] : undefined;
}
/** Why `text` does not start with a valid scheme and ":", or null when it does. */
function checkScheme(text) {
    // A one-letter "scheme" followed by a slash is a drive letter, not a URI.
    if (/^[A-Za-z]:[\\/]/.test(text)) {
        return `this looks like a Windows path: write it as a file URI such as "file:///${text.charAt(0)}:/${text.slice(3).replace(/\\/g, '/')}"`;
    }
    if (schemeOf(text) !== undefined)
        return null;
    const colon = text.indexOf(':');
    const candidate = colon < 0 ? '' : text.slice(0, colon);
    if (colon <= 0 || /[/?#]/.test(candidate)) {
        return 'it has no scheme, so it is a relative reference: start it with a scheme such as "file:" or "https:"';
    }
    if (!/^[A-Za-z]/.test(candidate)) {
        return `the scheme ${JSON.stringify(candidate)} must start with a letter`;
    }
    const bad = [...candidate].findIndex((c) => !/[A-Za-z0-9+.-]/.test(c));
    return `the scheme ${JSON.stringify(candidate)} contains ${JSON.stringify(candidate[bad])}, but a scheme may only contain letters, digits, "+", "-" and "."`;
}
/** Why `text` is not an absolute RFC 3986 URI (a fragment is allowed), or null when it is one. */
function checkAbsoluteUri(text) {
    if (text === '')
        return 'it is empty';
    const schemeProblem = checkScheme(text);
    if (schemeProblem)
        return schemeProblem;
    const scheme = schemeOf(text);
    const start = scheme.length + 1;
    const characters = checkCharacters(text, start);
    if (characters)
        return characters;
    if (!text.startsWith('//', start)) {
        const bracket = text.search(/[[\]]/);
        return bracket < 0 ? null : `${JSON.stringify(text[bracket])} is only allowed around an IP address in the host: percent-encode it`;
    }
    return checkAuthority(text, scheme, start + 2);
}
/** Each character after the scheme must be a URI character or a percent-encoding; "#" starts the one fragment. */
function checkCharacters(text, from) {
    let fragment = false;
    for (let i = from; i < text.length; i++) {
        const c = text[i];
        if (c === '%') {
            if (!HEX.test(text.slice(i + 1, i + 3))) {
                return `"%" at character ${i + 1} does not start a percent-encoding ("%" and two hex digits): write "%25" for a literal "%"`;
            }
            i += 2;
        }
        else if (c === '#') {
            if (fragment)
                return `a second "#" at character ${i + 1}: percent-encode it as "%23"`;
            fragment = true;
        }
        else if (!(UNRESERVED_OR_SUB_DELIM.test(c) || ':@/?[]'.includes(c))) {
            return invalidCharacter(text, i);
        }
    }
    return null;
}
function invalidCharacter(text, index) {
    const character = String.fromCodePoint(text.codePointAt(index));
    const at = `at character ${index + 1}`;
    if (character === ' ')
        return `it contains a space ${at}: percent-encode it as "%20"`;
    if (/^[\ud800-\udfff]$/.test(character))
        return `it contains the unpaired surrogate U+${hex(character)} ${at}, which is not text: remove it`;
    if (/[\u0000-\u001f\u007f]/.test(character))
        return `it contains the control character U+${hex(character)} ${at}: remove it`;
    return `it contains ${JSON.stringify(character)} ${at}, which URIs only allow percent-encoded: write ${JSON.stringify(encodeURIComponent(character))}`;
}
/** authority = [ userinfo "@" ] host [ ":" port ]; http(s) URIs need a host. */
function checkAuthority(text, scheme, from) {
    const end = indexOfAny(text, '/?#', from);
    const authority = text.slice(from, end);
    const at = authority.lastIndexOf('@');
    const hostStart = from + at + 1;
    const hostPort = authority.slice(at + 1);
    const userinfoBracket = authority.slice(0, Math.max(at, 0)).search(/[[\]]/);
    if (userinfoBracket >= 0)
        return 'the user information contains "[" or "]": percent-encode it';
    // Readers split at the first "@" or the last one: a second "@" makes the host ambiguous.
    if (at > 0 && authority.indexOf('@') !== at)
        return `the authority has two "@" (character ${from + authority.indexOf('@') + 1} and ${hostStart}): percent-encode the one in the user information as "%40"`;
    let host = hostPort;
    let port = '';
    if (hostPort.startsWith('[')) {
        const close = hostPort.indexOf(']');
        if (close < 0)
            return `the IP address opened with "[" at character ${hostStart + 1} is not closed with "]"`;
        host = hostPort.slice(0, close + 1);
        const after = hostPort.slice(close + 1);
        if (after !== '' && !after.startsWith(':'))
            return `unexpected ${JSON.stringify(after[0])} after the IP address: only ":port" may follow it`;
        port = after.slice(1);
        if (!/^\[(?:[0-9A-Fa-f:.]+|v[0-9A-Fa-f]+\.[A-Za-z0-9\-._~!$&'()*+,;=:]+)\]$/.test(host)) {
            return `${JSON.stringify(host)} is not an IP address literal`;
        }
    }
    else {
        const colon = hostPort.lastIndexOf(':');
        if (colon >= 0) {
            host = hostPort.slice(0, colon);
            port = hostPort.slice(colon + 1);
        }
        const bracket = hostPort.search(/[[\]]/);
        if (bracket >= 0)
            return `${JSON.stringify(hostPort[bracket])} is only allowed around an IP address in the host`;
        const portColon = host.indexOf(':');
        if (portColon >= 0)
            return `the host contains ":" at character ${hostStart + portColon + 1}: write an IPv6 address in brackets ("[::1]")`;
    }
    if (!/^[0-9]*$/.test(port)) {
        return `the port ${JSON.stringify(port)} must be a number`;
    }
    if (port !== '' && Number(port) > 65_535)
        return `the port ${port} is beyond 65535, the largest there is`;
    if (host === '' && /^https?$/i.test(scheme)) {
        return `an ${scheme.toLowerCase()} URI needs a host after "//"`;
    }
    return null;
}
function indexOfAny(text, characters, from) {
    for (let i = from; i < text.length; i++)
        if (characters.includes(text[i]))
            return i;
    return text.length;
}
function hex(character) {
    return character.codePointAt(0).toString(16).toUpperCase().padStart(4, '0');
}
/**
 * The form two URIs are compared in: RFC 3986 §6.2.2 syntax-based normalization (case of scheme, host
 * and percent-encodings; percent-encoded unreserved characters decoded).
 */
function normalizeUri(text) {
    const scheme = schemeOf(text);
    if (scheme === undefined)
        return text;
    let rest = text.slice(scheme.length + 1).replace(/%([0-9A-Fa-f]{2})/g, (_, byte) => {
        const decoded = String.fromCharCode(parseInt(byte, 16));
        return /[A-Za-z0-9\-._~]/.test(decoded) ? decoded : `%${byte.toUpperCase()}`;
    });
    if (rest.startsWith('//')) {
        const end = indexOfAny(rest, '/?#', 2);
        const authority = rest.slice(2, end);
        const at = authority.lastIndexOf('@');
        rest = `//${authority.slice(0, at + 1)}${authority.slice(at + 1).toLowerCase()}${rest.slice(end)}`;
    }
    return `${scheme.toLowerCase()}:${rest}`;
}
/** RFC 2397: data:[<mediatype>][;base64],<data>. Null when `text` is not a data: URI of that shape. */
function parseDataUri(text) {
    const match = /^data:([^,]*),/i.exec(text);
    if (!match)
        return null;
    const parameters = match[1].split(';');
    const base64 = parameters[parameters.length - 1].toLowerCase() === 'base64';
    return { mediaType: parameters[0].trim().toLowerCase(), base64, data: text.slice(match[0].length) };
}


/***/ })

};
