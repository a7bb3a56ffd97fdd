export const id = 906;
export const ids = [906];
export const modules = {

/***/ 2906:
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
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
;// CONCATENATED MODULE: ./src/formats/docker-mcp-catalog-tools/context.ts

function dockerMcpCatalogToolsRule(id, check) {
    return { id, check };
}
/** The context one rule sees; undefined when the file holds no list, which leaves the rules nothing to read. */
function dockerMcpCatalogToolsContext(scope, reporter) {
    const list = scope.parsed.value;
    if (!Array.isArray(list))
        return undefined;
    const tools = list.flatMap((tool, index) => ((0,json/* isObject */.Gv)(tool) ? [{ tool, index }] : []));
    return { path: scope.path, parsed: scope.parsed, tools, report: reporter.report.bind(reporter), reportAt: reporter.reportAt.bind(reporter) };
}

// EXTERNAL MODULE: ./src/formats/docker-mcp-catalog-tools/info.ts
var info = __webpack_require__(7786);
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

const RULES = [tool_argument];

;// CONCATENATED MODULE: ./src/formats/docker-mcp-catalog-tools/index.ts
/** A Docker MCP catalog entry's tool list (info.ts says which files), checked for what the registry's CI rejects. */




const DOCKER_MCP_CATALOG_TOOLS = {
    ...info/* DOCKER_MCP_CATALOG_TOOLS_INFO */.b,
    rules: RULES,
    context: dockerMcpCatalogToolsContext,
};
/* harmony default export */ const docker_mcp_catalog_tools = ((0,types/* defineFormat */.nP)(DOCKER_MCP_CATALOG_TOOLS));


/***/ })

};
