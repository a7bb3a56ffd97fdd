// mcpdesc chunk d3248c9d2f7c3423ad9ebf2c0c3e8213035f234865e7763e9399f4185ae3d2d2
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 6685;
__mcpdesc_chunk.ids = [6685];
__mcpdesc_chunk.modules = {

/***/ 6685:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  DOCKER_MCP_CATALOG: () => (/* binding */ DOCKER_MCP_CATALOG),
  "default": () => (/* binding */ docker_mcp_catalog)
});

// EXTERNAL MODULE: ./src/formats/types.ts
var types = __webpack_require__(7857);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
;// CONCATENATED MODULE: ./src/formats/docker-mcp-catalog/context.ts

function dockerMcpCatalogRule(id, check) {
    return { id, check };
}
/** The context one rule sees; undefined when the file holds no object, which leaves the rules nothing to read. */
function dockerMcpCatalogContext(scope, reporter) {
    const root = scope.parsed.value;
    if (!(0,json/* isObject */.Gv)(root))
        return undefined;
    const folder = /(?:^|\/)servers\/([^/]+)\/server\.yaml$/.exec(scope.path)?.[1];
    return { path: scope.path, parsed: scope.parsed, root, folder, report: reporter.report.bind(reporter), reportAt: reporter.reportAt.bind(reporter) };
}

// EXTERNAL MODULE: ./src/formats/docker-mcp-catalog/info.ts
var info = __webpack_require__(7184);
;// CONCATENATED MODULE: ./src/formats/docker-mcp-catalog/rules/name.ts


/** The registry's `isNameValid`: lowercase letters, digits and hyphens (three older entries are exempt). */
const NAME = /^[a-z0-9-]+$/;
const GRANDFATHERED = new Set(['SQLite', 'osp_marketing_tools', 'youtube_transcript']);
/**
 * mcpdesc.docker.name: `name` is lowercase letters, digits and hyphens and equals the entry's folder, as
 * the registry's CI requires (cmd/validate: isNameValid, isDirectoryValid); it prefixes the entry's
 * secrets and parameters too.
 */
/* harmony default export */ const rules_name = (dockerMcpCatalogRule('mcpdesc.docker.name', (context) => {
    const { name } = context.root;
    if (typeof name !== 'string') {
        context.report('', 'This catalog entry has no string "name", so the Docker MCP registry rejects it. Add "name: <folder name>".');
        return;
    }
    if (GRANDFATHERED.has(name))
        return;
    if (!NAME.test(name)) {
        const fixed = trimHyphens(name.toLowerCase().replace(/[^a-z0-9-]+/g, '-'));
        context.report('/name', `The name ${(0,json/* quote */.hD)(name)} is not lowercase letters, digits and hyphens, so the Docker MCP registry's CI rejects the entry. Rename it, e.g. to ${(0,json/* quote */.hD)(fixed)}, and its folder with it.`);
        return;
    }
    if (context.folder !== undefined && context.folder !== name) {
        context.report('/name', `The name ${(0,json/* quote */.hD)(name)} differs from the entry's folder ${(0,json/* quote */.hD)(context.folder)}, so the Docker MCP registry's CI rejects the entry. Make them the same: rename the folder or the name.`);
    }
}));
/** The text without hyphens at either end (a loop: a regex for the trailing ones backtracks on long runs). */
function trimHyphens(text) {
    let start = 0;
    let end = text.length;
    while (start < end && text[start] === '-')
        start++;
    while (end > start && text[end - 1] === '-')
        end--;
    return text.slice(start, end);
}

;// CONCATENATED MODULE: ./src/formats/docker-mcp-catalog/rules/source-commit.ts


const SHA1 = /^[a-f0-9]{40}$/;
/**
 * mcpdesc.docker.source-commit: a local server (`type: server`) pins the audited revision of its source
 * as a 40-character commit SHA in `source.commit`; the registry's CI rejects it otherwise (cmd/validate:
 * "local server must specify source.commit to pin the audited revision").
 */
/* harmony default export */ const source_commit = (dockerMcpCatalogRule('mcpdesc.docker.source-commit', (context) => {
    if (context.root.type !== 'server')
        return;
    const source = context.root.source;
    const commit = (0,json/* isObject */.Gv)(source) ? source.commit : undefined;
    if (commit === undefined) {
        context.report((0,json/* isObject */.Gv)(source) ? '/source' : '/type', 'This local server ("type: server") pins no source revision, so the Docker MCP registry\'s CI rejects it: Docker builds the image from the revision it audited. Add "source.commit" with the full 40-character commit SHA.');
        return;
    }
    if (typeof commit !== 'string' || !SHA1.test(commit.toLowerCase())) {
        context.report('/source/commit', `"source.commit" is ${typeof commit === 'string' ? (0,json/* quote */.hD)(commit) : 'not a string'}, not a full 40-character commit SHA, so the Docker MCP registry's CI rejects the entry. Write the whole SHA of the audited commit (git rev-parse HEAD), not a branch, a tag or a short SHA.`);
    }
}));

;// CONCATENATED MODULE: ./src/formats/docker-mcp-catalog/rules/remote.ts


const TRANSPORTS = ['stdio', 'sse', 'streamable-http'];
/**
 * mcpdesc.docker.remote: a remote entry names a transport Docker speaks (`remote.transport_type`), and an
 * entry that signs in with OAuth discovers its tools when it runs (`dynamic.tools: true`), as the
 * registry's CI requires (cmd/validate: isRemoteValid, isOAuthDynamicValid).
 */
/* harmony default export */ const remote = (dockerMcpCatalogRule('mcpdesc.docker.remote', (context) => {
    const { root } = context;
    const remote = root.remote;
    if ((0,json/* isObject */.Gv)(remote) && typeof remote.url === 'string' && remote.url !== '') {
        const transport = remote.transport_type;
        if (transport === undefined) {
            const camel = Object.hasOwn(remote, 'transportType') ? ' (the key is snake_case: "transport_type", not "transportType")' : '';
            context.report('/remote', `This remote entry has a "url" but no "transport_type"${camel}, so the Docker MCP registry's CI rejects it. Add "transport_type" with one of "stdio", "sse" or "streamable-http".`);
        }
        else if (typeof transport !== 'string' || !TRANSPORTS.includes(transport)) {
            context.report('/remote/transport_type', `"transport_type" is ${typeof transport === 'string' ? (0,json/* quote */.hD)(transport) : 'not a string'}, which Docker does not speak, so the registry's CI rejects the entry. Use one of "stdio", "sse" or "streamable-http".`);
        }
    }
    const dynamic = (0,json/* isObject */.Gv)(root.dynamic) && root.dynamic.tools === true;
    if (Array.isArray(root.oauth) && root.oauth.length > 0 && !dynamic && root.name !== 'github-official') {
        context.report('/oauth', 'This entry signs in with OAuth but does not say its tools are discovered when it runs, so the Docker MCP registry\'s CI rejects it: without a token there is no tool list to read. Add "dynamic: {tools: true}".');
    }
}));

;// CONCATENATED MODULE: ./src/formats/docker-mcp-catalog/rules/config.ts


/** The registry's `isSecretsValid`: `prefix.name`. */
const SECRET = /^[A-Za-z0-9_-]+\.[A-Za-z0-9._-]+$/;
const config_GRANDFATHERED = new Set(['nasdaq_data_link_api_key', 'sec_edgar_user_agent']);
/**
 * mcpdesc.docker.config: each secret is named `prefix.name`, and an environment value that fills in a
 * parameter (`{{\u2026}}`) names one of this entry's (`{{<name>.<parameter>}}`), as the registry's CI
 * requires (cmd/validate: isSecretsValid, isConfigEnvValid).
 */
/* harmony default export */ const config = (dockerMcpCatalogRule('mcpdesc.docker.config', (context) => {
    const { root } = context;
    const config = root.config;
    if (!(0,json/* isObject */.Gv)(config))
        return;
    const name = typeof root.name === 'string' ? root.name : undefined;
    if (Array.isArray(config.secrets)) {
        config.secrets.forEach((secret, index) => {
            const secretName = (0,json/* isObject */.Gv)(secret) ? secret.name : undefined;
            if (typeof secretName !== 'string' || SECRET.test(secretName) || config_GRANDFATHERED.has(secretName))
                return;
            context.report(`/config/secrets/${index}/name`, `The secret name ${(0,json/* quote */.hD)(secretName)} is not "prefix.name", so the Docker MCP registry's CI rejects the entry. Name it after the server, e.g. ${(0,json/* quote */.hD)(`${name ?? 'server'}.${secretName.replace(/[^A-Za-z0-9._-]+/g, '_')}`)}.`);
        });
    }
    if (Array.isArray(config.env) && name !== undefined) {
        config.env.forEach((env, index) => {
            const value = (0,json/* isObject */.Gv)(env) ? env.value : undefined;
            if (typeof value !== 'string' || !value.startsWith('{{') || value.startsWith(`{{${name}.`))
                return;
            context.report(`/config/env/${index}/value`, `${(0,json/* quote */.hD)(value)} fills in a parameter that is not this entry's, so the Docker MCP registry's CI rejects it ("server uses unknown parameter"): parameters are named "{{${name}.<parameter>}}". Write the entry's own prefix.`);
        });
    }
}));

;// CONCATENATED MODULE: ./src/formats/docker-mcp-catalog/rules/index.ts




const RULES = [rules_name, source_commit, remote, config];

;// CONCATENATED MODULE: ./src/formats/docker-mcp-catalog/index.ts
/**
 * A Docker MCP catalog entry (info.ts says which files): the rules restate what the Docker MCP registry's
 * CI (cmd/validate in docker/mcp-registry) rejects, so each finding is an entry that cannot be merged.
 */




const DOCKER_MCP_CATALOG = { ...info/* DOCKER_MCP_CATALOG_INFO */.d, rules: RULES, context: dockerMcpCatalogContext };
/* harmony default export */ const docker_mcp_catalog = ((0,types/* defineFormat */.nP)(DOCKER_MCP_CATALOG));


/***/ })

};

})
