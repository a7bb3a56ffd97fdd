export const id = 277;
export const ids = [277];
export const modules = {

/***/ 3658:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DOCKER_MCP_CATALOG_TOOLS: () => (/* binding */ DOCKER_MCP_CATALOG_TOOLS),
  "default": () => (/* binding */ docker_mcp_catalog_tools)
});

// EXTERNAL MODULE: ./src/formats/types.ts + 1 modules
var types = __webpack_require__(5344);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/context.ts
var context = __webpack_require__(8127);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/protocol/versions.ts
var versions = __webpack_require__(5159);
// EXTERNAL MODULE: ./src/util/pointer.ts
var util_pointer = __webpack_require__(6065);
;// CONCATENATED MODULE: ./src/formats/docker-mcp-catalog-tools/descriptor.ts



function catalogView(list) {
    const moved = new Map();
    const tools = list.map((tool, index) => {
        if (!(0,json/* isObject */.Gv)(tool) || !Array.isArray(tool.arguments) || (0,json/* hasOwn */.$3)(tool, 'inputSchema'))
            return tool;
        const { arguments: args, ...rest } = tool;
        const byKey = new Map();
        const properties = {};
        // Each retry takes a key no earlier one did, so the retries of a whole list are at most its arguments.
        let spare = 0;
        for (const [i, argument] of args.entries()) {
            const name = (0,json/* isObject */.Gv)(argument) && typeof argument.name === 'string' && !byKey.has(argument.name) ? argument.name : undefined;
            let key = name ?? `argument ${i + 1}`;
            while (byKey.has(key))
                key = `argument ${i + 1}#${++spare}`;
            const desc = (0,json/* isObject */.Gv)(argument) && typeof argument.desc === 'string';
            byKey.set(key, { index: i, named: name !== undefined, desc });
            if (!(0,json/* isObject */.Gv)(argument))
                properties[key] = argument;
            else {
                // The name is the property's key; when it cannot be (not a string, or a second argument of that name), it stays a value to read.
                const { name: _name, desc: text, ...schema } = argument;
                properties[key] = {
                    ...(name === undefined && (0,json/* hasOwn */.$3)(argument, 'name') ? { name: argument.name } : {}),
                    ...schema,
                    ...(desc ? { description: text } : {}),
                };
            }
        }
        moved.set(index, { byKey });
        return { ...rest, inputSchema: { type: 'object', properties } };
    });
    return {
        source: { descriptor: { protocolVersion: versions/* LATEST */.k0, tools }, versions: [versions/* LATEST */.k0] },
        placeIn: (pointer, target) => placeIn(moved, pointer, target),
    };
}
function placeIn(moved, pointer, target) {
    if (!pointer.startsWith('/tools/'))
        return { pointer: '', target };
    const segments = pointer.slice('/tools/'.length).split('/');
    const tool = moved.get(Number(segments[0]));
    if (!tool || segments[1] !== 'inputSchema')
        return { pointer: pointer.slice('/tools'.length), target };
    const at = `/${segments[0]}/arguments`;
    const property = segments[2] === 'properties' && segments.length > 3 ? tool.byKey.get((0,util_pointer/* unescapeSegment */.wo)(segments[3])) : undefined;
    if (!property)
        return { pointer: at, target: 'value' };
    const argument = (0,util_pointer/* joinPointer */.Kn)(at, property.index);
    const rest = segments.slice(4);
    // The property's name is the argument's "name" value.
    if (rest.length === 0)
        return target === 'key' && property.named ? { pointer: (0,util_pointer/* joinPointer */.Kn)(argument, 'name'), target: 'value' } : { pointer: argument, target };
    if (rest.length === 1 && rest[0] === 'description' && property.desc)
        return { pointer: (0,util_pointer/* joinPointer */.Kn)(argument, 'desc'), target };
    return { pointer: `${argument}/${rest.join('/')}`, target };
}
/** A reporter that moves each finding of the view to its place in the file. */
function placedReporter(view, reporter) {
    const fixAt = (fix) => {
        if (!fix?.at)
            return fix;
        const placed = view.placeIn(fix.at.pointer, fix.at.target);
        return { ...fix, at: placed };
    };
    return {
        report: (pointer, message, target = 'value', related, fix, index) => {
            const placed = view.placeIn(pointer, target);
            reporter.report(placed.pointer, inFileWords(message, placed.pointer, target), placed.target, related, fixAt(fix), placed.target === target ? index : undefined);
        },
        reportAt: (range, message, pointer) => reporter.reportAt(range, message, pointer),
    };
}
/**
 * A message that names the view's key in the file's words: a message about an argument's description
 * quotes "description", which the file spells "desc", and one about a property name is about the
 * argument's "name" value.
 */
function inFileWords(message, pointer, target) {
    if (pointer.endsWith('/desc') && message.startsWith('"description" '))
        return `"desc" ${message.slice('"description" '.length)}`;
    if (target === 'key' && pointer.endsWith('/name') && message.startsWith('This property name '))
        return `"name" ${message.slice('This property name '.length)}`;
    return message;
}

;// CONCATENATED MODULE: ./src/formats/docker-mcp-catalog-tools/context.ts




const VIEW = (0,types/* memoKey */.e3)('Docker catalog tools read as a descriptor');
function dockerMcpCatalogToolsRule(id, check) {
    return { id, check };
}
/** The context one rule sees; undefined when the file holds no list, which leaves the rules nothing to read. */
function dockerMcpCatalogToolsContext(scope, reporter) {
    const list = scope.parsed.value;
    if (!Array.isArray(list))
        return undefined;
    const tools = list.flatMap((tool, index) => ((0,json/* isObject */.Gv)(tool) ? [{ tool, index }] : []));
    return {
        path: scope.path,
        parsed: scope.parsed,
        tools,
        report: reporter.report.bind(reporter),
        reportAt: reporter.reportAt.bind(reporter),
        descriptor: () => {
            const view = scope.memo(VIEW, () => catalogView(list));
            return (0,context/* descriptorContext */.BD)(scope, placedReporter(view, reporter), null, () => view.source);
        },
    };
}
/** A descriptor rule, run on the list read as a descriptor's tools. */
function asCatalogRule(rule) {
    return dockerMcpCatalogToolsRule(rule.id, (context) => {
        const descriptor = context.descriptor();
        if (descriptor)
            rule.check(descriptor);
    });
}

// EXTERNAL MODULE: ./src/formats/docker-mcp-catalog-tools/info.ts
var info = __webpack_require__(7786);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/security/confusable-name.ts
var confusable_name = __webpack_require__(2253);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/security/hidden-characters.ts
var hidden_characters = __webpack_require__(6868);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/security/injected-instructions.ts
var injected_instructions = __webpack_require__(5197);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/security/secret-in-example.ts
var secret_in_example = __webpack_require__(5416);
;// CONCATENATED MODULE: ./src/formats/docker-mcp-catalog-tools/rules/tool-argument.ts


/**
 * mcpdesc.docker.tool-argument: every argument of a catalog tool has a description in `desc`, which the
 * catalog shows; MCP's own word, `description`, is not read there. The registry's CI requires it only of
 * a remote entry's list (cmd/validate: hasValidTools, `"desc" is required`), so it is a warning here.
 */
/* harmony default export */ const tool_argument = (dockerMcpCatalogToolsRule('mcpdesc.docker.tool-argument', (context) => {
    for (const { tool, index } of context.tools) {
        if (!Array.isArray(tool.arguments))
            continue;
        for (const [i, argument] of tool.arguments.entries()) {
            if (!(0,json/* isObject */.Gv)(argument) || (typeof argument.desc === 'string' && argument.desc !== ''))
                continue;
            const name = typeof argument.name === 'string' ? argument.name : `#${i + 1}`;
            const mcpWord = typeof argument.description === 'string';
            context.report(mcpWord ? `/${index}/arguments/${i}/description` : `/${index}/arguments/${i}`, mcpWord
                ? `The argument ${(0,json/* quote */.hD)(name)} of ${(0,json/* quote */.hD)(String(tool.name))} says its description in "description", but the Docker catalog reads "desc": it shows no help for the argument, and the registry's CI rejects a remote entry's list ("desc" is required). Rename "description" to "desc".`
                : `The argument ${(0,json/* quote */.hD)(name)} of ${(0,json/* quote */.hD)(String(tool.name))} has no "desc": the Docker catalog shows no help for it, and the registry's CI rejects a remote entry's list ("desc" is required). Add "desc" with what the argument is for.`, mcpWord ? 'key' : 'value');
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/docker-mcp-catalog-tools/rules/index.ts
/** The docker-mcp-catalog-tools rules, in the order they run: npm run new-rule -- <rule-id> --format docker-mcp-catalog-tools adds each. */






/** The descriptor's security rules read the tools' names and texts (descriptor.ts) as they read a descriptor's. */
const SECURITY = [confusable_name/* default */.A, hidden_characters/* default */.A, injected_instructions/* default */.A, secret_in_example/* default */.A].map(asCatalogRule);
const RULES = [tool_argument, ...SECURITY];

;// CONCATENATED MODULE: ./src/formats/docker-mcp-catalog-tools/index.ts
/** A Docker MCP catalog entry's tool list (info.ts says which files), checked for what the registry's CI rejects. */




const DOCKER_MCP_CATALOG_TOOLS = {
    ...info/* DOCKER_MCP_CATALOG_TOOLS_INFO */.b,
    rules: RULES,
    context: dockerMcpCatalogToolsContext,
};
/* harmony default export */ const docker_mcp_catalog_tools = ((0,types/* defineFormat */.nP)(DOCKER_MCP_CATALOG_TOOLS));


/***/ }),

/***/ 5416:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8127);
/* harmony import */ var _strings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1485);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5344);



/**
 * mcpdesc.security.secret-in-example: no credential in example data (interaction examples, schema
 * defaults and examples) or anywhere else in the descriptor.
 */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .versionFreeRule */ .ZH)('mcpdesc.security.secret-in-example', (context) => {
    for (const { pointer, found, text } of (0,_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .stringFindings */ .o8)(context).secrets) {
        (0,_types_js__WEBPACK_IMPORTED_MODULE_2__/* .rememberCredential */ .bk)(context, text, found);
        context.report(pointer, `This string contains what looks like a real credential: ${found.kind} (${found.redacted}). Descriptors are committed, published and passed to models, so a real credential here is leaked: revoke it if it is real, and use an obvious placeholder such as "<api-key>" instead.`);
    }
}));


/***/ })

};
