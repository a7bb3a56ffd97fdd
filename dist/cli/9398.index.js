// mcpdesc chunk 5226978c4cfd00cc58f92233ec9886dc41c274a0defad5b713ec1b5e5390d6f0
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 9398;
__mcpdesc_chunk.ids = [9398];
__mcpdesc_chunk.modules = {

/***/ 260:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   h: () => (/* binding */ testFolder),
/* harmony export */   s: () => (/* binding */ testSource)
/* harmony export */ });
/**
 * Which source files are tests: an SDK's own test suite, and many servers' tests, register tools that are
 * broken on purpose (a name with a space, an empty description, a poisoned text a detector must catch).
 * Their findings would fail a repository for fixtures, so a test file's tools are not checked unless the
 * file is named explicitly (docs/source-files.md). A declarative MCP file in a test folder is a fixture,
 * often a deliberately broken or minimal one, and is not checked either unless named (docs/formats.md).
 */
/** Folders whose files are tests or their fixtures. */
const TEST_FOLDERS = new Set(['test', 'tests', '__tests__', 'testdata', 'fixtures', '__mocks__', '__fixtures__']);
/** File names of tests, by language: `x.test.ts`, `x.spec.js`, `test_x.py`, `x_test.py`, `conftest.py`, `x_test.go`, `XTests.cs`, `XTest.java`, `XIT.java`. */
const TEST_FILE = /(?:\.(?:test|spec)\.[cm]?[jt]sx?|^test_[^/]*\.py|_test\.py|^conftest\.py|_test\.go|Tests?\.cs|(?:Tests?|IT)\.java)$/;
/** Why a source file is a test (the folder or the name that says so), or undefined when it is not one. */
function testSource(path) {
    const folder = testFolder(path);
    if (folder !== undefined)
        return `it is in a ${folder}/ folder`;
    const name = path.slice(path.lastIndexOf('/') + 1);
    if (TEST_FILE.test(name))
        return `its name, ${name}, is a test's`;
    return undefined;
}
/**
 * The test folder a file is in (`test`, `fixtures`\u2026), or undefined: a declarative MCP file there is a fixture.
 * Below a Maven or Gradle project's `src/main/`, folders are the main code's packages and resources
 * (`src/main/java/com/acme/mcp/test/server/`, a package named test): only the folders above it count.
 */
function testFolder(path) {
    const folders = path.split('/').slice(0, -1);
    const main = folders.findIndex((segment, i) => segment === 'src' && folders[i + 1] === 'main');
    return (main === -1 ? folders : folders.slice(0, main)).find((segment) => TEST_FOLDERS.has(segment));
}


/***/ }),

/***/ 7157:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   w: () => (/* binding */ AI_CATALOG_INFO)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4976);
/**
 * What tells a file is an AI Catalog, the domain-level index (`/.well-known/ai-catalog.json`) through which
 * clients discover a site's MCP Server Cards (SEP-2127's discovery document) and other AI artifacts: all
 * that classification reads. Its rules (index.ts) load only when such a file is linted. The format is the
 * "Common AI Catalog and Registry Standard" (Agent-Card/ai-catalog), an editor's draft whose examples all
 * declare `"specVersion": "1.0"`.
 */

const PATHS = ['**/.well-known/ai-catalog.json'];
const VERSIONS = ['1.0'];
const AI_CATALOG_INFO = {
    id: 'ai-catalog',
    // Only its own path names it, which no other format's matches.
    precedence: 8,
    noun: { one: 'AI Catalog', other: 'AI Catalogs' },
    title: 'AI Catalog (.well-known/ai-catalog.json)',
    paths: PATHS,
    // A file at this path is a catalog whatever it holds, so a broken one is still reported as one.
    namedBy: PATHS,
    syntax: 'json',
    versions: VERSIONS,
    // `entries` and `specVersion` are the catalog's two required members; other formats share neither shape by name.
    recognize: (value) => ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value) && (Array.isArray(value.entries) || typeof value.specVersion === 'string') ? 'likely' : 'no'),
    version: (value) => ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value) && typeof value.specVersion === 'string' && VERSIONS.includes(value.specVersion) ? value.specVersion : null),
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (AI_CATALOG_INFO);


/***/ }),

/***/ 4768:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ AMAZONQ_MCP_JSON_INFO),
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _client_config_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2715);
/**
 * What tells a file is a Amazon Q Developer MCP configuration (.amazonq/mcp.json): all that classification
 * reads. The client's model and rules (index.ts) load only when such a file is linted.
 */

const AMAZONQ_MCP_JSON_INFO = {
    id: 'amazonq-mcp-json',
    precedence: 70,
    noun: { one: 'Amazon Q config', other: 'Amazon Q configs' },
    title: 'Amazon Q Developer MCP configuration (.amazonq/mcp.json)',
    paths: ['**/.amazonq/mcp.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_0__/* .clientInfo */ .q)(AMAZONQ_MCP_JSON_INFO));


/***/ }),

/***/ 1415:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   _: () => (/* binding */ CLAUDE_CODE_MCP_JSON_INFO)
/* harmony export */ });
/* harmony import */ var _client_config_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2715);
/**
 * What tells a file is a Claude Code MCP configuration (.mcp.json): all that classification reads. The
 * client's model and rules (index.ts) load only when such a file is linted.
 */

const CLAUDE_CODE_MCP_JSON_INFO = {
    id: 'claude-code-mcp-json',
    precedence: 140,
    noun: { one: 'Claude Code config', other: 'Claude Code configs' },
    title: 'Claude Code MCP configuration (.mcp.json)',
    paths: ['**/.mcp.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
    flat: true,
    foreignKeys: { servers: "VS Code's key" },
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_0__/* .clientInfo */ .q)(CLAUDE_CODE_MCP_JSON_INFO));


/***/ }),

/***/ 8557:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   a: () => (/* binding */ CLAUDE_CODE_PLUGIN_INFO)
/* harmony export */ });
/* harmony import */ var _client_config_info_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2715);
/* harmony import */ var _claude_code_mcp_json_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1415);
/**
 * What tells a file is a Claude Code plugin manifest (.claude-plugin/plugin.json): all that classification
 * reads. The client's model and rules (index.ts) load only when such a file is linted.
 */


const CLAUDE_CODE_PLUGIN_INFO = {
    ..._claude_code_mcp_json_info_js__WEBPACK_IMPORTED_MODULE_0__/* .CLAUDE_CODE_MCP_JSON_INFO */ ._,
    id: 'claude-code-plugin',
    precedence: 130,
    noun: { one: 'Claude Code plugin', other: 'Claude Code plugins' },
    title: 'Claude Code plugin manifest (.claude-plugin/plugin.json)',
    paths: ['**/.claude-plugin/plugin.json'],
    flat: false,
    foreignKeys: {},
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_1__/* .clientInfo */ .q)(CLAUDE_CODE_PLUGIN_INFO));


/***/ }),

/***/ 9723:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ay: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   Qv: () => (/* binding */ CLAUDE_CODE_SETTINGS_INFO)
/* harmony export */ });
/* unused harmony export MCP_SETTINGS */
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4976);
/* harmony import */ var _client_config_info_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2715);
/**
 * What tells a file is Claude Code's project settings (.claude/settings.json, or a committed
 * settings.local.json): all that classification reads. It lists no servers; it says which servers of the
 * project's `.mcp.json` start without asking (index.ts).
 */


/** The settings about MCP servers (SchemaStore's claude-code-settings.json). */
const MCP_SETTINGS = ['enableAllProjectMcpServers', 'enabledMcpjsonServers', 'disabledMcpjsonServers', 'allowedMcpServers', 'deniedMcpServers'];
const CLAUDE_CODE_SETTINGS_INFO = {
    id: 'claude-code-settings',
    // Above the generic server list; no other format reads these paths.
    precedence: 13,
    noun: { one: 'Claude Code settings file', other: 'Claude Code settings files' },
    title: 'Claude Code settings (.claude/settings.json)',
    paths: ['**/.claude/settings.json', '**/.claude/settings.local.json'],
    // Claude Code's parser is not documented: comments and trailing commas are read, not reported.
    syntax: 'jsonc',
    serverKeys: [],
    // A settings file is one at its path whatever it holds; elsewhere, its MCP settings show it.
    recognize: (value) => ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value) && MCP_SETTINGS.some((key) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .hasOwn */ .$3)(value, key)) ? 'likely' : 'no'),
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_1__/* .clientInfo */ .q)(CLAUDE_CODE_SETTINGS_INFO));


/***/ }),

/***/ 3387:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   c: () => (/* binding */ CLAUDE_DESKTOP_CONFIG_INFO)
/* harmony export */ });
/* harmony import */ var _client_config_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2715);
/**
 * What tells a file is a Claude Desktop configuration (claude_desktop_config.json): all that classification
 * reads. The client's model and rules (index.ts) load only when such a file is linted.
 */

const CLAUDE_DESKTOP_CONFIG_INFO = {
    id: 'claude-desktop-config',
    precedence: 60,
    noun: { one: 'Claude Desktop config', other: 'Claude Desktop configs' },
    title: 'Claude Desktop configuration (claude_desktop_config.json)',
    paths: ['**/claude_desktop_config.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_0__/* .clientInfo */ .q)(CLAUDE_DESKTOP_CONFIG_INFO));


/***/ }),

/***/ 2715:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   q: () => (/* binding */ clientInfo)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/* harmony import */ var _recognize_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3180);
/**
 * What classification reads of a client configuration: where the client reads it, how it is parsed,
 * and the keys that show it is one. The rest of the client's spec (its model, its variables) and the
 * client-config rules load with the client's format (index.ts).
 */


function clientInfo(spec) {
    const keys = [...spec.serverKeys, ...Object.keys(spec.foreignKeys ?? {})];
    return {
        id: spec.id,
        precedence: spec.precedence,
        kind: 'client-config',
        noun: spec.noun,
        title: spec.title,
        paths: spec.paths,
        namedBy: spec.namedByPath === false ? [] : spec.paths,
        syntax: spec.syntax,
        versions: [],
        recognize(value) {
            if (spec.recognize)
                return spec.recognize(value);
            if (keys.some((key) => (0,_recognize_js__WEBPACK_IMPORTED_MODULE_0__/* .hasServerMap */ .y3)(value, key)))
                return 'likely';
            // The cheap test first: a descriptor (its "protocolVersion") is never a flat server map, and reading
            // every value of one with 10,000 keys, for each client that takes flat maps, is not cheap.
            if (spec.flat && !(typeof value === 'object' && value !== null && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, 'protocolVersion')) && (0,_recognize_js__WEBPACK_IMPORTED_MODULE_0__/* .isFlatServerMap */ .dK)(value))
                return 'likely';
            return 'no';
        },
        version: () => null,
    };
}


/***/ }),

/***/ 6358:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   f: () => (/* binding */ CODEX_CONFIG_TOML_INFO)
/* harmony export */ });
/* harmony import */ var _client_config_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2715);
/**
 * What tells a file is a Codex configuration (.codex/config.toml): all that classification reads. The
 * client's model and rules (index.ts) load only when such a file is linted.
 */

const CODEX_CONFIG_TOML_INFO = {
    id: 'codex-config-toml',
    precedence: 30,
    noun: { one: 'Codex config', other: 'Codex configs' },
    title: 'Codex configuration (.codex/config.toml)',
    paths: ['**/.codex/config.toml'],
    syntax: 'toml',
    serverKeys: ['mcp_servers'],
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_0__/* .clientInfo */ .q)(CODEX_CONFIG_TOML_INFO));


/***/ }),

/***/ 7652:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   f: () => (/* binding */ COPILOT_CLI_MCP_JSON_INFO)
/* harmony export */ });
/* harmony import */ var _client_config_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2715);
/**
 * What tells a file is a GitHub Copilot CLI MCP configuration (.github/mcp.json): all that classification
 * reads. The client's model and the client-config rules (index.ts) load only when such a file is linted.
 */

const COPILOT_CLI_MCP_JSON_INFO = {
    id: 'copilot-cli-mcp-json',
    // Above the generic server list, whose `**/mcp.json` matches this file's path too.
    precedence: 12,
    noun: { one: 'Copilot CLI config', other: 'Copilot CLI configs' },
    title: 'GitHub Copilot CLI MCP configuration (.github/mcp.json)',
    paths: ['**/.github/mcp.json'],
    syntax: 'json',
    serverKeys: ['mcpServers'],
    // Copilot CLI reads only `mcpServers`: a file written with VS Code's key starts no server (github/copilot-cli#3083).
    foreignKeys: { servers: "VS Code's key" },
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_0__/* .clientInfo */ .q)(COPILOT_CLI_MCP_JSON_INFO));


/***/ }),

/***/ 4958:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   S: () => (/* binding */ handRolledCs)
/* harmony export */ });
/* unused harmony export hasLiteralProperties */
/* harmony import */ var _protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5159);
/* harmony import */ var _rust_source_crate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8276);
/**
 * A hand-rolled C# MCP server: a project with no SDK that answers JSON-RPC itself and lists tools by an
 * interface of its own. It is one when a file of the project (the nearest folder with a `.csproj`, its `.cs`
 * files a few levels deep, no `bin`, `obj`) handles the `tools/list` method (`case "tools/list":` or a switch
 * arm `"tools/list" =>`), answers `initialize` with MCP's own fields (`protocolVersion`, `serverInfo`: a
 * member, a key or a JSON text's), lists each tool by its properties (`name = t.Name, description =
 * t.Description`, or `["name"] = t.Name`), and names an interface the project declares with `string Name
 * { get; }` and `string Description { get; }`. Its tools are the classes that implement that interface
 * directly (property-tools.ts), when the server provably makes them: by reflection over the interface's own
 * assembly (`typeof(IMcpTool).Assembly.GetTypes()` with `typeof(IMcpTool).IsAssignableFrom(\u2026)`, every
 * concrete class of the project), or by a `new Search(\u2026)` a file of the project writes. It speaks the
 * protocol version it answers when that is a literal (or a same-file `const`); every version mcpdesc knows
 * is assumed otherwise. Plain bounded text tests, read only for a file that gives a class a literal `Name`
 * and `Description`; remembered per project of a stable workspace. Cheap to import: classification loads it.
 */


const IDENT = '[A-Za-z_][A-Za-z0-9_]{0,63}';
/** `public string Name => "\u2026"` or `{ get; } = "\u2026"`: a literal property, as a tool class writes its name and description. */
const LITERAL_NAME = /\bstring\??[ \t]{1,16}Name[ \t\r\n]{0,16}(?:=>|\{[ \t]{0,16}get;[ \t]{0,16}\}[ \t]{0,16}=)[ \t\r\n]{0,16}"/;
const LITERAL_DESCRIPTION = /\bstring\??[ \t]{1,16}Description[ \t\r\n]{0,16}(?:=>|\{[ \t]{0,16}get;[ \t]{0,16}\}[ \t]{0,16}=)[ \t\r\n]{0,16}"/;
/** A `case` or switch arm on the method: the project serves the tool list. */
const HANDLES_LIST = /(?:\bcase[ \t]{1,16}"tools\/list"[ \t]{0,16}:|"tools\/list"[ \t]{0,16}=>)/;
/** The `initialize` answer's fields: an anonymous object's member, a JsonObject's key, a JSON text's. */
const ANSWERS_INITIALIZE = /(?:\b(?:protocolVersion|serverInfo)[ \t]{0,16}=[^=>]|\["(?:protocolVersion|serverInfo)"\][ \t]{0,16}=[^=]|\\?"(?:protocolVersion|serverInfo)\\?"[ \t]{0,16}:)/;
/** Each tool listed by its own properties: `name = t.Name` then `description = t.Description` of the same variable. */
const LISTS_PROPERTIES = new RegExp(`(?:\\bname|\\["name"\\])[ \\t]{0,16}=[ \\t]{0,16}(${IDENT})\\.Name\\b[\\s\\S]{0,512}?(?:\\bdescription|\\["description"\\])[ \\t]{0,16}=[ \\t]{0,16}\\1\\.Description\\b`);
/** What an interface's body holds before a member: anything but braces, or a `{ get; }` of one level. */
const MEMBERS = '(?:[^{}]|\\{[^{}]{0,64}\\}){0,4096}?';
/** `interface IMcpTool { \u2026 string Name { get; } \u2026 string Description { get; } \u2026 }`, within a bounded window. */
const INTERFACE = new RegExp(`\\binterface[ \\t]{1,16}(${IDENT})[^{;]{0,256}\\{(?=${MEMBERS}\\bstring\\??[ \\t]{1,16}Name[ \\t]{0,16}\\{[ \\t]{0,16}get;)(?=${MEMBERS}\\bstring\\??[ \\t]{1,16}Description[ \\t]{0,16}\\{[ \\t]{0,16}get;)`, 'g');
const PROTOCOL = new RegExp(`(?:\\bprotocolVersion[ \\t]{0,16}=|\\["protocolVersion"\\][ \\t]{0,16}=|\\\\?"protocolVersion\\\\?"[ \\t]{0,16}:)[ \\t]{0,16}(?:\\\\?"(\\d{4}-\\d{2}-\\d{2})\\\\?"|(${IDENT})\\b)`);
/** `new Search(` or `new Tools.Search(`: a class the project makes. */
const MADE = new RegExp(`\\bnew[ \\t]{1,16}(?:${IDENT}\\.){0,8}(${IDENT})[ \\t]{0,16}[({]`, 'g');
const SKIPPED = new Set(['bin', 'obj', 'node_modules', 'packages', 'artifacts']);
const MAX_UP = 12;
const MAX_LISTED = 2000;
const MAX_NESTING = 8;
const MAX_FILES = 2000;
const MAX_FILE = 1 << 20;
const MAX_TOTAL = 64 << 20;
const MAX_MADE = 4096;
/** Files named per made class at most: the proofs one class's tool rests on. */
const MAX_MAKERS = 16;
/** `class Search`: the classes a file declares. */
const CLASS = new RegExp(`\\bclass[ \\t]{1,16}(${IDENT})`, 'g');
const PROJECTS = new WeakMap();
/** Whether the text gives a class a literal `Name` and `Description` property: only then is the project looked at. */
function hasLiteralProperties(text) {
    return LITERAL_NAME.test(text) && LITERAL_DESCRIPTION.test(text);
}
/** The hand-rolled server of the project the file at `path` is in, when the file has literal tool properties. */
function handRolledCs(text, path, workspace) {
    if (!workspace || !hasLiteralProperties(text) || path.startsWith('/') || path.split('/').includes('..'))
        return undefined;
    const project = projectOf(path, workspace);
    if (project === undefined)
        return undefined;
    const found = (0,_rust_source_crate_js__WEBPACK_IMPORTED_MODULE_1__/* .perCrate */ .bE)(PROJECTS, workspace, project, () => search(workspace, project));
    if (!found)
        return undefined;
    // What the file's tools rest on: a change there re-checks the file.
    const proofs = new Set([found.at, found.contractAt]);
    for (const [, name] of text.matchAll(CLASS))
        for (const at of found.made.get(name) ?? [])
            proofs.add(at);
    for (const at of proofs)
        if (at !== path)
            workspace.drawsOn?.(at);
    return found;
}
/** The nearest folder at or above the file with a `.csproj`. */
function projectOf(path, workspace) {
    const segments = path.split('/').slice(0, -1);
    for (let depth = segments.length; depth >= Math.max(0, segments.length - MAX_UP); depth--) {
        const folder = segments.slice(0, depth).join('/');
        if ((workspace.list(folder, MAX_LISTED) ?? []).some((n) => n.endsWith('.csproj')))
            return folder;
    }
    return undefined;
}
function search(workspace, project) {
    const texts = [];
    let total = 0;
    const walk = (dir, nesting) => {
        const entries = workspace.list(dir, MAX_LISTED) ?? [];
        // A folder below with a project file of its own is another assembly.
        if (nesting > 0 && entries.some((n) => n.endsWith('.csproj')))
            return;
        for (const entry of entries) {
            const at = dir === '' ? entry : `${dir}/${entry}`;
            const kind = workspace.kind(at);
            if (kind === 'directory' && nesting < MAX_NESTING && !entry.startsWith('.') && !SKIPPED.has(entry))
                walk(at, nesting + 1);
            else if (kind === 'file' && entry.endsWith('.cs') && texts.length < MAX_FILES) {
                const bytes = workspace.head(at, MAX_FILE);
                if (!bytes || (total += bytes.length) > MAX_TOTAL)
                    continue;
                texts.push({ at, text: new TextDecoder().decode(bytes) });
            }
        }
    };
    walk(project, 0);
    const contracts = new Map();
    for (const { at, text } of texts)
        if (text.includes('interface'))
            for (const [, name] of text.matchAll(INTERFACE))
                if (!contracts.has(name))
                    contracts.set(name, at);
    for (const { at, text } of texts) {
        if (!HANDLES_LIST.test(text) || !ANSWERS_INITIALIZE.test(text) || !LISTS_PROPERTIES.test(text))
            continue;
        // The interface the serving file names, of those the project declares.
        const contract = [...contracts.keys()].find((c) => new RegExp(`\\b${c}\\b`).test(text));
        if (contract === undefined)
            continue;
        const reflected = new RegExp(`\\btypeof[ \\t]{0,16}\\([ \\t]{0,16}${contract}[ \\t]{0,16}\\)[ \\t\\r\\n]{0,16}\\.Assembly\\b`).test(text) &&
            new RegExp(`\\btypeof[ \\t]{0,16}\\([ \\t]{0,16}${contract}[ \\t]{0,16}\\)[ \\t\\r\\n]{0,16}\\.IsAssignableFrom[ \\t]{0,16}\\(`).test(text);
        const made = new Map();
        for (const file of reflected ? [] : texts)
            for (const [, name] of file.text.matchAll(MADE)) {
                const files = made.get(name) ?? [];
                if ((files.length === 0 && made.size >= MAX_MADE) || files.includes(file.at) || files.length >= MAX_MAKERS)
                    continue;
                files.push(file.at);
                made.set(name, files);
            }
        return { at, contract, contractAt: contracts.get(contract), reflected, made, ...versionsOf(at, text) };
    }
    return undefined;
}
function versionsOf(at, text) {
    const match = PROTOCOL.exec(text);
    let answered = match?.[1];
    if (match?.[2] !== undefined)
        answered = new RegExp(`\\bconst[ \\t]{1,16}string[ \\t]{1,16}${match[2]}[ \\t]{0,16}=[ \\t]{0,16}"(\\d{4}-\\d{2}-\\d{2})"`).exec(text)?.[1];
    if ((0,_protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .isVersion */ .lF)(answered))
        return { versions: [answered], from: `${at}: a hand-rolled server (no SDK) that answers protocolVersion ${answered}` };
    const why = answered === undefined ? 'answers no literal protocolVersion' : `answers protocolVersion ${answered}, which mcpdesc does not know`;
    return { versions: [..._protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSIONS */ .S8], from: `assumed every protocol version: ${at}, a hand-rolled server (no SDK), ${why}` };
}


/***/ }),

/***/ 7512:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ms: () => (/* binding */ AZURE_NAMESPACE),
  nk: () => (/* binding */ CSHARP_SOURCE_INFO),
  Ay: () => (/* binding */ csharp_source_info)
});

// EXTERNAL MODULE: ./src/formats/source/info.ts
var info = __webpack_require__(6894);
;// CONCATENATED MODULE: ./src/formats/csharp-source/global-usings.ts
/** `global using ModelContextProtocol.Server;`, `global using static \u2026`, `global using Mcp = \u2026`. */
const GLOBAL_USING = /^[ \t]{0,64}global[ \t]{1,16}using[ \t]{1,16}(?:static[ \t]{1,16})?(?:\w{1,64}[ \t]{0,16}=[ \t]{0,16})?ModelContextProtocol\b/m;
/** An MSBuild `<Using Include="ModelContextProtocol\u2026" />` item, which makes a global using. */
const USING_ITEM = /<Using[ \t\r\n]{1,64}Include[ \t]{0,8}=[ \t]{0,8}["']ModelContextProtocol\b/;
/** Folders walked up for the project file, and names listed in each. */
const MAX_DEPTH = 12;
const MAX_LISTED = 256;
/** Files read at most for one project, and the head read of each: global usings come first. */
const MAX_FILES = 16;
const MAX_FILE = 256 * 1024;
/** Project folders a workspace remembers at most; past it, it starts over (the answers stay the same). */
const MAX_PROJECTS = 5_000;
const PROJECTS = new WeakMap();
/** Whether the project the file is in (the nearest folder at or above it with a .csproj) has the SDK's namespace as a global using. */
function projectUsesSdk(path, workspace) {
    if (!workspace || path.startsWith('/') || path.split('/').includes('..'))
        return false;
    const segments = path.split('/').slice(0, -1);
    for (let depth = segments.length; depth >= Math.max(0, segments.length - MAX_DEPTH); depth--) {
        const folder = segments.slice(0, depth).join('/');
        const names = workspace.list(folder, MAX_LISTED) ?? [];
        if (!names.some((name) => name.endsWith('.csproj')))
            continue;
        if (!workspace.stable)
            return globalUsings(workspace, folder, names, segments.slice(0, depth));
        let projects = PROJECTS.get(workspace);
        if (!projects)
            PROJECTS.set(workspace, (projects = new Map()));
        let found = projects.get(folder);
        if (found === undefined) {
            found = globalUsings(workspace, folder, names, segments.slice(0, depth));
            if (projects.size >= MAX_PROJECTS)
                projects.clear();
            projects.set(folder, found);
        }
        return found;
    }
    return false;
}
function globalUsings(workspace, folder, names, segments) {
    const inFolder = (at, name) => (at === '' ? name : `${at}/${name}`);
    let reads = MAX_FILES;
    const says = (file, pattern) => {
        if (reads-- <= 0 || workspace.kind(file) !== 'file')
            return false;
        const bytes = workspace.head(file, MAX_FILE);
        return bytes !== undefined && pattern.test(new TextDecoder().decode(bytes));
    };
    for (const name of names)
        if (name.endsWith('.csproj') && says(inFolder(folder, name), USING_ITEM))
            return true;
    // GlobalUsings.cs, Usings.cs first: the files read are bounded.
    const sources = names.filter((name) => name.endsWith('.cs'));
    for (const name of [...sources.filter((n) => /using/i.test(n)), ...sources.filter((n) => !/using/i.test(n))])
        if (says(inFolder(folder, name), GLOBAL_USING))
            return true;
    // Directory.Build.props applies to every project below it.
    for (let depth = segments.length; depth >= 0; depth--) {
        if (says(inFolder(segments.slice(0, depth).join('/'), 'Directory.Build.props'), USING_ITEM))
            return true;
    }
    return false;
}

// EXTERNAL MODULE: ./src/formats/csharp-source/hand-rolled.ts
var hand_rolled = __webpack_require__(4958);
;// CONCATENATED MODULE: ./src/formats/csharp-source/info.ts
/**
 * What tells that a file is a C# MCP server's source: a `.cs` file that uses the official SDK's
 * namespace (`ModelContextProtocol`), itself or through its project's global usings, or Azure Functions' MCP extension's,
 * or defines a tool class of a project that answers MCP's methods itself. All that classification reads; the reader and rules (index.ts)
 * load only when such a file is linted.
 */



const PATHS = ['**/?*.cs'];
/** Azure Functions' MCP extension for the .NET isolated worker, whose `[McpToolTrigger]` parameters make tools. */
const AZURE_NAMESPACE = 'Microsoft.Azure.Functions.Worker.Extensions.Mcp';
const CSHARP_SOURCE_INFO = (0,info/* sourceInfo */.A)({
    id: 'csharp-source',
    // Never ties with another format: source files are told by path and imports, not by parsed content.
    precedence: 4,
    noun: { one: 'C# server file', other: 'C# server files' },
    title: 'C# MCP server source (McpServerTool methods)',
    paths: PATHS,
    // A file with `[McpServerTool]` (or another `[McpServer\u2026]` attribute) and no namespace of its own is one
    // when its project's global usings bring the SDK in (global-usings.ts).
    importsSdk: (text, path, workspace) => text.includes('ModelContextProtocol') ||
        text.includes(AZURE_NAMESPACE) ||
        (path !== undefined && text.includes('[McpServer') && projectUsesSdk(path, workspace)) ||
        // A class with a literal `Name` and `Description` of a project that answers MCP's methods itself (hand-rolled.ts).
        (path !== undefined && (0,hand_rolled/* handRolledCs */.S)(text, path, workspace) !== undefined),
});
/* harmony default export */ const csharp_source_info = (CSHARP_SOURCE_INFO);


/***/ }),

/***/ 6468:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FL: () => (/* binding */ CS_LATEST),
/* harmony export */   Qp: () => (/* binding */ csSdkVersions),
/* harmony export */   lH: () => (/* binding */ csVersionsOf)
/* harmony export */ });
/* unused harmony export nugetLowerBound */
/* harmony import */ var _source_releases_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4512);
/* harmony import */ var _source_lockfile_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7091);
/* harmony import */ var _source_manifest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7983);



const FIRSTS = [
    ['0.1.0-preview.1', '2024-11-05'],
    ['0.2.0-preview.3', '2025-03-26'],
    ['0.3.0-preview.1', '2025-06-18'],
    ['0.7.0-preview.1', '2025-11-25'],
    ['2.0.0-preview.1', '2026-07-28'],
];
const CS_LATEST = '2.0.0';
const LATEST = CS_LATEST;
/**
 * The first release that names a tool, prompt or resource after its method in snake_case (csharp-sdk
 * commit 4411f1ce, "Change default name casing", first tagged v0.3.0-preview.2; before it, the method's name).
 */
const SNAKE_CASE_SINCE = '0.3.0-preview.2';
const PACKAGES = ['ModelContextProtocol', 'ModelContextProtocol.AspNetCore', 'ModelContextProtocol.Core'];
const MAX_LISTED = 500;
function csVersionsOf(release) {
    return FIRSTS.filter(([first]) => (0,_source_releases_js__WEBPACK_IMPORTED_MODULE_1__/* .compareReleases */ .c)(first, release) <= 0).map(([, v]) => v);
}
/** The release a NuGet version or range allows first: `0.3.0-preview.2`, `[1.0.0, 2.0.0)`, `1.0.*`. */
function nugetLowerBound(version) {
    const match = /^\s*[[(]?\s*v?(\d{1,9})(?:\.(\d{1,9}|\*))?(?:\.(\d{1,9}|\*))?(?:\.\d{1,9})?(-[0-9A-Za-z.-]{1,64})?/.exec(version);
    if (!match)
        return undefined;
    const [, major, minor = '0', patch = '0', pre = ''] = match;
    return `${major}.${minor === '*' ? '0' : minor}.${patch === '*' ? '0' : patch}${pre}`;
}
/** The versions of the SDK the nearest project at or above `path` references; the latest known release when none says. */
function csSdkVersions(path, workspace) {
    const segments = path.split('/').slice(0, -1);
    if (workspace && !segments.includes('..')) {
        let project;
        for (let depth = segments.length; depth >= 0; depth--) {
            const folder = segments.slice(0, depth).join('/');
            const inFolder = (name) => (folder === '' ? name : `${folder}/${name}`);
            if (project === undefined) {
                for (const name of workspace.list(folder, MAX_LISTED) ?? []) {
                    if (!name.endsWith('.csproj'))
                        continue;
                    const found = reference((0,_source_manifest_js__WEBPACK_IMPORTED_MODULE_2__/* .readManifest */ .W)(workspace, inFolder(name)), 'PackageReference');
                    if (found === undefined)
                        continue;
                    const locked = (0,_source_lockfile_js__WEBPACK_IMPORTED_MODULE_0__/* .lockedRelease */ .W)(workspace, folder, _source_lockfile_js__WEBPACK_IMPORTED_MODULE_0__/* .NUGET_LOCKFILES */ .xC, found.package);
                    const release = locked ? nugetLowerBound(locked.release) : undefined;
                    if (locked && release && csVersionsOf(release).length > 0) {
                        const asks = found.version === undefined ? 'references it' : `asks for ${found.version}`;
                        return sdk(locked.release, `${locked.at}: ${found.package} ${locked.release} (${inFolder(name)} ${asks})`);
                    }
                    if (found.version !== undefined)
                        return sdk(found.version, `${inFolder(name)}: ${found.package} ${found.version}`);
                    // Central package management: the version is set in Directory.Packages.props above.
                    project = inFolder(name);
                }
            }
            if (project !== undefined) {
                const props = inFolder('Directory.Packages.props');
                const found = reference((0,_source_manifest_js__WEBPACK_IMPORTED_MODULE_2__/* .readManifest */ .W)(workspace, props), 'PackageVersion');
                if (found?.version !== undefined)
                    return sdk(found.version, `${props}: ${found.package} ${found.version}`);
            }
        }
    }
    return {
        ...sdk(LATEST, ''),
        from: `assumed ModelContextProtocol ${LATEST}: no project file at or above this file references a version of it`,
    };
}
function sdk(version, from) {
    const release = nugetLowerBound(version);
    const versions = release ? csVersionsOf(release) : [];
    if (!release || versions.length === 0) {
        return { versions: csVersionsOf(LATEST), snake: true, from: `assumed ModelContextProtocol ${LATEST}: ${from} names no release mcpdesc knows` };
    }
    return { versions, from, snake: (0,_source_releases_js__WEBPACK_IMPORTED_MODULE_1__/* .compareReleases */ .c)(release, SNAKE_CASE_SINCE) >= 0 };
}
/** `<PackageReference Include="ModelContextProtocol" Version="\u2026" />` (or a `<Version>` element): the package and its version, if any. */
function reference(text, element) {
    if (text === undefined)
        return undefined;
    for (let at = text.indexOf(`<${element}`); at !== -1; at = text.indexOf(`<${element}`, at + 1)) {
        // Looked for within a bounded window, so a file of unclosed tags stays linear.
        const window = text.slice(at, at + 2000);
        const length = window.indexOf('>');
        if (length === -1)
            continue;
        const close = at + length;
        const tag = window.slice(0, length + 1);
        const include = /\sInclude\s{0,8}=\s{0,8}"([^"]{0,200})"/.exec(tag)?.[1];
        if (include === undefined || !PACKAGES.includes(include.trim()))
            continue;
        const attribute = /\sVersion\s{0,8}=\s{0,8}"([^"]{0,100})"/.exec(tag)?.[1];
        const element_ = tag.endsWith('/>') ? undefined : /^\s{0,200}<Version>([^<]{0,100})<\/Version>/.exec(text.slice(close + 1, close + 400))?.[1];
        const version = (attribute ?? element_)?.trim();
        return { package: include.trim(), ...(version ? { version } : {}) };
    }
    return undefined;
}


/***/ }),

/***/ 423:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   S: () => (/* binding */ CURSOR_MCP_JSON_INFO)
/* harmony export */ });
/* harmony import */ var _client_config_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2715);
/**
 * What tells a file is a Cursor MCP configuration (.cursor/mcp.json): all that classification reads. The
 * client's model and rules (index.ts) load only when such a file is linted.
 */

const CURSOR_MCP_JSON_INFO = {
    id: 'cursor-mcp-json',
    precedence: 110,
    noun: { one: 'Cursor config', other: 'Cursor configs' },
    title: 'Cursor MCP configuration (.cursor/mcp.json)',
    paths: ['**/.cursor/mcp.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
    flat: true,
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_0__/* .clientInfo */ .q)(CURSOR_MCP_JSON_INFO));


/***/ }),

/***/ 7786:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   b: () => (/* binding */ DOCKER_MCP_CATALOG_TOOLS_INFO)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4976);
/**
 * What tells a Docker MCP catalog entry's tool list, `servers/<name>/tools.json` beside its server.yaml:
 * all that classification reads. Docker's own shape describes each tool's `arguments` as
 * `{name, type, desc, optional}` (internal/mcp/types.go in docker/mcp-registry), read by the catalog build
 * instead of starting the server; a list in MCP's own shape (with `inputSchema`) is a committed tools/list
 * result (mcp-tool-list), and a remote server's `[]` says its tools are found when it runs.
 */

const DOCKER_MCP_CATALOG_TOOLS_INFO = {
    id: 'docker-mcp-catalog-tools',
    // Above the generic server list; a tool list in MCP's shape goes to mcp-tool-list, which recognizes no Docker tool.
    precedence: 16,
    noun: { one: 'Docker catalog tool list', other: 'Docker catalog tool lists' },
    title: 'Docker MCP catalog tool list (servers/<name>/tools.json)',
    paths: ['**/servers/*/tools.json'],
    namedBy: [],
    onlyAtPaths: true,
    syntax: 'json',
    versions: [],
    // Named tools, none in MCP's shape: an array of them (or none at all) at the catalog's path.
    recognize: (value) => Array.isArray(value) && value.every((tool) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(tool) && typeof tool.name === 'string' && !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .hasOwn */ .$3)(tool, 'inputSchema')) ? 'likely' : 'no',
    version: () => null,
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (DOCKER_MCP_CATALOG_TOOLS_INFO);


/***/ }),

/***/ 7184:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   d: () => (/* binding */ DOCKER_MCP_CATALOG_INFO)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4976);
/**
 * What tells a Docker MCP catalog entry, `servers/<name>/server.yaml` in docker/mcp-registry (and in
 * servers' own repositories that copy it): all that classification reads. There is no schema: the
 * contract is the registry's Go types (pkg/servers/types.go) and its CI validator (cmd/validate), whose
 * checks the rules (index.ts) restate. A `server.yaml` anywhere else is some other tool's.
 */

const DOCKER_MCP_CATALOG_INFO = {
    id: 'docker-mcp-catalog',
    // Above the generic server list; no other format reads this path.
    precedence: 14,
    noun: { one: 'Docker catalog entry', other: 'Docker catalog entries' },
    title: 'Docker MCP catalog entry (servers/<name>/server.yaml)',
    paths: ['**/servers/*/server.yaml'],
    // Other tools keep a server.yaml in a servers/ folder too: the content must show it.
    namedBy: [],
    onlyAtPaths: true,
    syntax: 'yaml',
    versions: [],
    // Every catalog entry has these four (328 of 328 in the registry).
    recognize: (value) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value) && typeof value.name === 'string' && typeof value.type === 'string' && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value.meta) && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value.about) ? 'likely' : 'no',
    version: () => null,
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (DOCKER_MCP_CATALOG_INFO);


/***/ }),

/***/ 2288:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   b: () => (/* binding */ FASTMCP_JSON_INFO)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4976);
/**
 * What tells FastMCP's declarative server configuration, `fastmcp.json` (or `<name>.fastmcp.json`): all
 * that classification reads. The `fastmcp` CLI reads it to find the server's code, build its Python
 * environment and run it (PrefectHQ/fastmcp, schema v1). A file there with `mcpServers` is a client
 * configuration to FastMCP as well, and one of another shape is no MCP file.
 */

/** The schema URLs FastMCP has published: `\u2026/public/schemas/fastmcp.json/v1.json`, `\u2026/latest.json`, and older ones. */
const SCHEMA = /^https?:\/\/gofastmcp\.com\/.*fastmcp/;
const FASTMCP_JSON_INFO = {
    id: 'fastmcp-json',
    // Above the generic server list; no other format reads these paths.
    precedence: 15,
    noun: { one: 'FastMCP configuration', other: 'FastMCP configurations' },
    title: 'FastMCP server configuration (fastmcp.json)',
    paths: ['**/fastmcp.json', '**/?*.fastmcp.json'],
    namedBy: [],
    onlyAtPaths: true,
    syntax: 'json',
    versions: [],
    recognize(value) {
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value) || (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .hasOwn */ .$3)(value, 'mcpServers'))
            return 'no';
        if (typeof value.$schema === 'string' && SCHEMA.test(value.$schema))
            return 'certain';
        if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value.source) && typeof value.source.path === 'string')
            return 'likely';
        // The first generation's (August 2025) top-level entrypoint, which FastMCP no longer reads.
        const entrypoint = value.entrypoint;
        return typeof entrypoint === 'string' || ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(entrypoint) && typeof entrypoint.file === 'string') ? 'likely' : 'no';
    },
    version: () => null,
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (FASTMCP_JSON_INFO);


/***/ }),

/***/ 9672:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   j: () => (/* binding */ GEMINI_EXTENSION_INFO)
/* harmony export */ });
/* harmony import */ var _client_config_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2715);
/**
 * What tells a file is a Gemini CLI extension (gemini-extension.json): all that classification reads. The
 * client's model and rules (index.ts) load only when such a file is linted.
 */

const GEMINI_EXTENSION_INFO = {
    id: 'gemini-extension',
    precedence: 40,
    noun: { one: 'Gemini extension', other: 'Gemini extensions' },
    title: 'Gemini CLI extension (gemini-extension.json)',
    paths: ['**/gemini-extension.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_0__/* .clientInfo */ .q)(GEMINI_EXTENSION_INFO));


/***/ }),

/***/ 3510:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   J: () => (/* binding */ GEMINI_SETTINGS_INFO)
/* harmony export */ });
/* harmony import */ var _client_config_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2715);
/**
 * What tells a file is a Gemini CLI settings (.gemini/settings.json): all that classification reads. The
 * client's model and rules (index.ts) load only when such a file is linted.
 */

const GEMINI_SETTINGS_INFO = {
    id: 'gemini-settings',
    precedence: 50,
    noun: { one: 'Gemini settings file', other: 'Gemini settings files' },
    title: 'Gemini CLI settings (.gemini/settings.json)',
    paths: ['**/.gemini/settings.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_0__/* .clientInfo */ .q)(GEMINI_SETTINGS_INFO));


/***/ }),

/***/ 1339:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dF: () => (/* binding */ MAX_CHAIN),
/* harmony export */   u6: () => (/* binding */ parameterNames),
/* harmony export */   zI: () => (/* binding */ toolBuilders)
/* harmony export */ });
/** The most builders one call is followed through. */
const MAX_CHAIN = 8;
function toolBuilders(tokens, pairs) {
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    const name = (i) => tokens[i]?.kind === 'name';
    const out = new Map();
    const forwarding = new Map();
    let depth = 0;
    for (let i = 0; i < tokens.length; i++) {
        if (op(i, '{'))
            depth++;
        else if (op(i, '}'))
            depth--;
        // `func Name(` at the top level: a function, not a method (`func (r T) Name(`).
        if (depth !== 0 || !(name(i) && tokens[i].text === 'func' && name(i + 1) && op(i + 2, '(')))
            continue;
        const params = parameterNames(tokens, pairs, i + 2);
        // The result `*mcp.Tool`, `mcp.Tool` or `*Tool`, then `{ return &mcp.Tool{\u2026} }` or a forwarding body.
        let at = pairs[i + 2] + 1;
        if (op(at, '*'))
            at++;
        if (name(at) && op(at + 1, '.'))
            at += 2;
        if (!params || !(name(at) && tokens[at].text === 'Tool' && op(at + 1, '{')))
            continue;
        const body = at + 1;
        let literal = at + 3;
        if (op(literal, '&'))
            literal++;
        if (name(literal) && op(literal + 1, '.'))
            literal += 2;
        const open = literal + 1;
        const returned = name(at + 2) && tokens[at + 2].text === 'return';
        const kept = returned ? undefined : keptLiteral(tokens, pairs, body);
        if (returned && name(literal) && tokens[literal].text === 'Tool' && op(open, '{') && pairs[open] + 1 === pairs[body])
            out.set(tokens[i + 1].text, { open, params });
        else if (kept)
            out.set(tokens[i + 1].text, { open: kept.open, params, assigned: kept.assigned });
        else {
            const forwarded = forwardedCall(tokens, pairs, body, params);
            if (forwarded)
                forwarding.set(tokens[i + 1].text, { open: forwarded.open, params, forwards: forwarded.callee });
        }
    }
    // A forwarding builder counts when its chain reaches a literal one within MAX_CHAIN calls (never in a cycle).
    const literals = new Set(out.keys());
    for (const [fn, builder] of forwarding) {
        let next = builder.forwards;
        for (let hops = 1; hops < MAX_CHAIN && forwarding.has(next) && !literals.has(next); hops++)
            next = forwarding.get(next).forwards;
        if (literals.has(next) && !out.has(fn))
            out.set(fn, builder);
    }
    return out;
}
/**
 * The function body at `body` ends in `return callee(\u2026)` with no other `return` and no parameter named before
 * it: the callee's name and the call's `(`, or undefined.
 */
function forwardedCall(tokens, pairs, body, params) {
    const close = pairs[body];
    for (let j = body + 1; j < close; j++) {
        const t = tokens[j];
        if (t.kind !== 'name' || (tokens[j - 1]?.kind === 'op' && tokens[j - 1].text === '.'))
            continue;
        if (params.includes(t.text))
            return undefined;
        if (t.text !== 'return')
            continue;
        // The one `return`: `return callee(\u2026)` and the body's `}`.
        const open = j + 2;
        const called = tokens[j + 1]?.kind === 'name' && tokens[open]?.kind === 'op' && tokens[open].text === '(' && pairs[open] === close - 1;
        return called ? { callee: tokens[j + 1].text, open } : undefined;
    }
    return undefined;
}
/**
 * A body `t := &mcp.Tool{\u2026}` then statements that only set its fields (`t.Annotations = \u2026`, in `if` blocks
 * too) and `return t` (every `return` so): the literal's `{` and the fields set, or undefined.
 */
function keptLiteral(tokens, pairs, body) {
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    const is = (i, value) => tokens[i]?.kind === 'name' && tokens[i].text === value;
    const variable = tokens[body + 1];
    if (variable?.kind !== 'name' || !op(body + 2, ':='))
        return undefined;
    let literal = body + 3;
    if (op(literal, '&'))
        literal++;
    if (tokens[literal]?.kind === 'name' && op(literal + 1, '.'))
        literal += 2;
    const open = literal + 1;
    if (!is(literal, 'Tool') || !op(open, '{'))
        return undefined;
    const self = (j) => is(j, variable.text) && !op(j - 1, '.');
    const assigned = new Set();
    let last = -1;
    for (let j = pairs[open] + 1; j < pairs[body]; j++) {
        if (is(j, 'return')) {
            if (!self(j + 1))
                return undefined;
            last = ++j;
        }
        else if (self(j)) {
            // Only `t.Field = \u2026`: `t = \u2026`, `t.Method(\u2026)` or `t` handed elsewhere may change it otherwise.
            if (!(op(j + 1, '.') && tokens[j + 2]?.kind === 'name' && op(j + 3, '=') && !is(j - 1, 'return')))
                return undefined;
            assigned.add(tokens[j + 2].text);
        }
    }
    return last === pairs[body] - 1 ? { open, assigned: [...assigned] } : undefined;
}
/** The names of a parameter list `(a, b string, c int)` at `open`, or undefined when they are not all named (`(string, int)`, `...T`). */
function parameterNames(tokens, pairs, open) {
    const groups = [[]];
    for (let j = open + 1; j < pairs[open]; j++) {
        const t = tokens[j];
        if (t.kind === 'op' && t.text === ',')
            groups.push([]);
        else if (t.kind === 'op' && t.text === '...')
            return undefined;
        else {
            groups[groups.length - 1].push(j);
            if (t.kind === 'op' && (t.text === '(' || t.text === '[' || t.text === '{'))
                j = pairs[j];
        }
    }
    if (groups.length === 1 && groups[0].length === 0)
        return [];
    // Go names every parameter or none: the last group is `name Type` when they are named.
    if (groups.at(-1).length < 2)
        return undefined;
    const names = [];
    for (const group of groups) {
        if (group.length === 0 || tokens[group[0]].kind !== 'name')
            return undefined;
        names.push(tokens[group[0]].text);
    }
    return names;
}


/***/ }),

/***/ 206:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EN: () => (/* binding */ bodyOf),
/* harmony export */   Pf: () => (/* binding */ fieldsOf),
/* harmony export */   RP: () => (/* binding */ onlyRead),
/* harmony export */   SY: () => (/* binding */ failsOtherwise),
/* harmony export */   TW: () => (/* binding */ functionsOf),
/* harmony export */   gI: () => (/* binding */ paramsOf),
/* harmony export */   l$: () => (/* binding */ namingParams),
/* harmony export */   r9: () => (/* binding */ uses),
/* harmony export */   wA: () => (/* binding */ reader),
/* harmony export */   xn: () => (/* binding */ paramAt)
/* harmony export */ });
/** A return's last value an error: `\u2026, err`, `\u2026, fmt.Errorf(\u2026)`, `\u2026, errors.New(\u2026)`; never `nil`. */
const FAILURE = /,[ \t]{0,16}(?:(?!(?:nil|true|false)[ \t]*$)[A-Za-z_]\w{0,63}|(?:fmt\.Errorf|errors\.New)\(.*\))[ \t]*$/;
function reader(tokens) {
    return {
        op: (i, v) => tokens[i]?.kind === 'op' && tokens[i].text === v,
        is: (i, v) => tokens[i]?.kind === 'name' && tokens[i].text === v,
    };
}
/** The file's top-level functions and methods with named parameters. */
function functionsOf(file) {
    const { tokens, pairs } = file;
    const { op, is } = reader(tokens);
    const out = [];
    for (let i = 0, depth = 0; i + 2 < tokens.length; i++) {
        if (op(i, '{') || op(i, '(') || op(i, '['))
            depth++;
        else if (op(i, '}') || op(i, ')') || op(i, ']'))
            depth--;
        if (depth !== 0 || !is(i, 'func'))
            continue;
        let at = i + 1;
        let receiver;
        if (op(at, '(')) {
            const inner = tokens.slice(at + 1, pairs[at]).filter((t) => t.kind === 'name');
            if (inner.length === 2)
                receiver = { name: inner[0].text, type: inner[1].text };
            at = pairs[at] + 1;
        }
        if (tokens[at]?.kind !== 'name')
            continue;
        const name = tokens[at].text;
        let open = at + 1;
        if (op(open, '['))
            open = pairs[open] + 1;
        if (!op(open, '('))
            continue;
        const params = paramsOf(tokens, pairs, open);
        const body = bodyOf(tokens, pairs, pairs[open] + 1);
        if (params && body !== -1)
            out.push({ name, params, body, file, ...(receiver ? { receiver } : {}) });
    }
    return out;
}
/** The `{` of a function's body after its results at `from`: `map[string]interface{}` holds braces of its own. */
function bodyOf(tokens, pairs, from) {
    const { op, is } = reader(tokens);
    for (let j = from; j < tokens.length && j < from + 64; j++) {
        if (op(j, '(') || op(j, '['))
            j = pairs[j];
        else if (op(j, '{')) {
            if (!(is(j - 1, 'interface') || is(j - 1, 'struct')))
                return j;
            j = pairs[j];
        }
    }
    return -1;
}
/** A parameter list's names and types, `(name, description string, options ...mcp.ToolOption)`; undefined when unnamed. */
function paramsOf(tokens, pairs, open) {
    const groups = [[]];
    for (let j = open + 1; j < pairs[open]; j++) {
        const t = tokens[j];
        if (t.kind === 'op' && t.text === ',')
            groups.push([]);
        else {
            const end = t.kind === 'op' && (t.text === '(' || t.text === '[' || t.text === '{') ? pairs[j] : j;
            for (let k = j; k <= end; k++)
                groups[groups.length - 1].push(tokens[k]);
            j = end;
        }
    }
    // A list written one parameter a line ends in a comma.
    if (groups.length > 1 && groups[groups.length - 1].length === 0)
        groups.pop();
    if (groups.length === 1 && groups[0].length === 0)
        return [];
    if (groups.at(-1).length < 2)
        return undefined;
    const params = [];
    let type = '';
    for (let g = groups.length - 1; g >= 0; g--) {
        const group = groups[g];
        if (group.length === 0 || group[0].kind !== 'name')
            return undefined;
        const rest = group.slice(1);
        const variadic = rest[0]?.kind === 'op' && rest[0].text === '...';
        if (rest.length > 0)
            type = (variadic ? rest.slice(1) : rest).map((t) => t.text).join('');
        params.unshift({ name: group[0].text, type, variadic });
    }
    return params;
}
/** The indices in the body of `fn` of the bare name `name` (not a field: not after `.`). */
function uses(fn, name) {
    const { tokens, pairs } = fn.file;
    const out = [];
    for (let j = fn.body + 1; j < pairs[fn.body]; j++)
        if (tokens[j].kind === 'name' && tokens[j].text === name && !reader(tokens).op(j - 1, '.'))
            out.push(j);
    return out;
}
/** Whether every use of a parameter in the body only reads it: never assigned (on its line, before an `=`), never its address taken. */
function onlyRead(fn, name) {
    const { tokens, text } = fn.file;
    return uses(fn, name).every((j) => {
        if (reader(tokens).op(j - 1, '&'))
            return false;
        const lineEnd = text.indexOf('\n', tokens[j].end);
        const rest = text.slice(tokens[j].end, lineEnd === -1 ? undefined : lineEnd).replace(/[=!<>]=/g, '');
        return !rest.includes('=');
    });
}
/**
 * Whether each `return` of the body but those `keeps` accepts ends in an error (a bare name other than
 * `nil`, or `fmt.Errorf(\u2026)` / `errors.New(\u2026)`): an early exit is a failure, never a tool silently left out.
 */
function failsOtherwise(fn, keeps) {
    const { tokens, pairs, text } = fn.file;
    for (let j = fn.body + 1; j < pairs[fn.body]; j++) {
        // A function literal's returns are its own (a handler's).
        if (tokens[j].kind === 'name' && tokens[j].text === 'func' && reader(tokens).op(j + 1, '(')) {
            const body = bodyOf(tokens, pairs, pairs[j + 1] + 1);
            if (body !== -1)
                j = pairs[body];
            continue;
        }
        if (tokens[j].kind !== 'name' || tokens[j].text !== 'return' || keeps(j))
            continue;
        const lineEnd = text.indexOf('\n', tokens[j].end);
        const line = text.slice(tokens[j].end, lineEnd === -1 ? undefined : lineEnd).trim();
        if (!FAILURE.test(line.slice(-512)))
            return false;
    }
    return true;
}
/** The string parameter a field's value names alone (`Name: name,`), by its index; -1 otherwise. */
function paramAt(fn, j, end) {
    const t = fn.file.tokens[j];
    if (end !== j + 1 || t.kind !== 'name')
        return -1;
    return fn.params.findIndex((p) => p.name === t.text && p.type === 'string' && !p.variadic);
}
/**
 * The parameters a Tool literal at `open` sets `Name` and `Description` to, by index (two string parameters
 * named alone, distinct, each only read), and whether it sets `Annotations`; undefined where it sets a field
 * neither of those nor one of `others`.
 */
function namingParams(fn, open, others) {
    let name = -1;
    let description = -1;
    let annotations = false;
    const fields = fieldsOf(fn.file, open);
    for (const { field, value, end } of fields ?? []) {
        if (field === 'Name')
            name = paramAt(fn, value, end);
        else if (field === 'Description')
            description = paramAt(fn, value, end);
        else if (others.has(field))
            annotations ||= field === 'Annotations';
        else
            return undefined;
    }
    if (!fields || name === -1 || description === -1 || name === description)
        return undefined;
    if (!onlyRead(fn, fn.params[name].name) || !onlyRead(fn, fn.params[description].name))
        return undefined;
    return { name, description, annotations };
}
/** A composite literal's fields at `open`: each field's name, its value's first token and end. */
function fieldsOf(file, open) {
    const { tokens, pairs } = file;
    const { op } = reader(tokens);
    const out = [];
    for (let j = open + 1; j < pairs[open];) {
        if (tokens[j].kind !== 'name' || !op(j + 1, ':'))
            return undefined;
        let end = j + 2;
        while (end < pairs[open] && !op(end, ','))
            end = op(end, '(') || op(end, '[') || op(end, '{') ? pairs[end] + 1 : end + 1;
        out.push({ field: tokens[j].text, value: j + 2, end });
        j = end + 1;
    }
    return out;
}


/***/ }),

/***/ 3844:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  fM: () => (/* binding */ eachInModule),
  RQ: () => (/* binding */ handRolledServer),
  cD: () => (/* binding */ moduleOf),
  GC: () => (/* binding */ namesNoSdk)
});

// UNUSED EXPORTS: hasToolMethods

// EXTERNAL MODULE: ./src/protocol/versions.ts
var versions = __webpack_require__(5159);
// EXTERNAL MODULE: ./src/formats/rust-source/crate.ts
var crate = __webpack_require__(8276);
// EXTERNAL MODULE: ./src/formats/go-source/registrars.ts
var go_source_registrars = __webpack_require__(8927);
;// CONCATENATED MODULE: ./src/formats/go-source/copies.ts
/**
 * A hand-rolled Go server's registry that keeps definitions of a type of its own and lists copies of
 * them (registrars.ts reads the registrations): `func (r *Registry) Register(def ToolDef) { r.tools[def.Name]
 * = &def; \u2026 }`, whose list (a method the `tools/list` answer gives as the tools: `Tools: s.registry.List()`)
 * makes for each definition it keeps a literal of a tool type, every field copied unchanged from one
 * definition: `Tool{Name: def.Name, Description: def.Description, InputSchema: def.Schema}`, with nothing
 * that could leave one out or change it (no `if`, `continue`, `break`, `goto`, `switch`). The definition's
 * fields are then the tool's keys the copy gives them (`Schema` \u2192 `inputSchema`), its schema read by the
 * struct types declared beside the tool type.
 */

const CALLED = /\.([A-Za-z_]\w{0,63})[ \t]{0,4}\(/g;
const SKIPS = /\b(?:if|continue|break|goto|switch|select)\b/;
const PACKAGE = /^package[ \t]+([A-Za-z_]\w{0,63})/m;
/** `Tool{` or `pkg.Tool{` with only `Field: v.Field` pairs in it. */
const COPY = /\b(?:[A-Za-z_]\w{0,63}\.)?([A-Za-z_]\w{0,63})\{((?:[ \t\r\n]{0,64}[A-Z]\w{0,63}[ \t]{0,16}:[ \t]{0,16}[A-Za-z_]\w{0,63}\.[A-Z]\w{0,63}[ \t]{0,16},?){1,16})[ \t\r\n]{0,64}\}/g;
const PAIR = /([A-Z]\w{0,63})[ \t]{0,16}:[ \t]{0,16}([A-Za-z_]\w{0,63})\.([A-Z]\w{0,63})/g;
/**
 * The registering methods of a serving package (`unit`: its files' text joined) whose definitions its list
 * copies into one of `types`, each with the definition read as a tool type; `files` to find the definition's declaration.
 */
function copiedRegistrars(unit, types, files) {
    const found = new Map();
    for (const match of unit.matchAll(go_source_registrars/* REGISTRAR */.OA)) {
        const [, receiver, , method, parameter, type] = match;
        if (types.has(type))
            continue;
        const kept = (0,go_source_registrars/* keptField */.hB)((0,go_source_registrars/* bodyAfter */.PZ)(unit, unit.indexOf('{', match.index + match[0].length) + 1), receiver, parameter);
        const declared = kept && kept.via === undefined ? files.find(([, text]) => new RegExp(`^type[ \\t]+${type}[ \\t]+struct\\b`, 'm').test(text)) : undefined;
        const registering = (0,go_source_registrars/* bodyAfter */.PZ)(unit, unit.indexOf('{', match.index + match[0].length) + 1);
        const copy = declared && kept ? copiedAs(unit, kept.field, types, { receiver, parameter, body: registering }) : undefined;
        if (!declared || !copy)
            continue;
        found.set(method, { type, pkg: PACKAGE.exec(declared[1])?.[1] ?? '', fields: copy.fields, at: declared[0], shapes: copy.struct.shapes });
    }
    return found;
}
/** The tool type a listing method builds from each definition kept in `field`, and the definition's fields by the keys the copy gives them. */
function copiedAs(unit, field, types, registrar) {
    for (const answer of (0,go_source_registrars/* listAnswers */.od)(unit))
        for (const [, method] of answer.matchAll(CALLED)) {
            // The method whose result the answer gives as the tools.
            if (!new RegExp(`(?:"tools"|\\bTools)[ \\t]{0,16}:[ \\t]{0,16}(?:[A-Za-z_]\\w{0,63}\\.){0,3}${method}\\(\\)`).test(answer))
                continue;
            const declared = new RegExp(`\\bfunc[ \\t]{0,16}\\([^)\\n]{0,128}\\)[ \\t]{0,16}${method}[ \\t]{0,16}\\(\\)`).exec(unit);
            const body = declared ? (0,go_source_registrars/* bodyAfter */.PZ)(unit, unit.indexOf('{', declared.index + declared[0].length) + 1) : '';
            if (!new RegExp(`\\.${field}\\b`).test(body) || SKIPS.test(body))
                continue;
            for (const [, type, pairs] of body.matchAll(COPY)) {
                const struct = types.get(type);
                const copied = struct && fieldsOf(pairs, struct);
                if (struct && copied && boundFrom(unit, body, field, registrar, copied.source))
                    return { struct, fields: copied.fields };
            }
        }
    return undefined;
}
/** The definition's fields by the tool keys a copy's `Field: v.Field` pairs give them, when every value is a field of one `v` and the name is among them. */
function fieldsOf(pairs, struct) {
    const fields = new Map();
    const sources = new Set();
    for (const [, target, source, from] of pairs.matchAll(PAIR)) {
        const key = struct.fields.get(target);
        sources.add(source);
        if (key !== undefined)
            fields.set(from, key);
    }
    const [source] = sources;
    return sources.size === 1 && [...fields.values()].includes('name') ? { fields, source } : undefined;
}
/**
 * Whether the listing's `source` is each definition kept in `field`, the only write of it the registrar's:
 * the loop ranges over `field` (`for _, def := range r.defs`), or over another field the registrar alone
 * appends each definition's key to, taking the definition by it (`for _, name := range r.order { def :=
 * r.tools[name]`).
 */
function boundFrom(unit, body, field, { receiver, parameter, body: registering }, source) {
    const writes = (name) => unit.match(new RegExp(`\\.${name}[ \\t]{0,16}(?:\\[[^\\]\\n]{0,128}\\])?[ \\t]{0,16}=(?!=)`, 'g'))?.length ?? 0;
    if (writes(field) !== 1)
        return false;
    if (new RegExp(`\\bfor[ \\t]{1,16}\\w{1,64}[ \\t]{0,16},[ \\t]{0,16}${source}[ \\t]{0,16}:=[ \\t]{0,16}range[ \\t]{1,16}\\w{1,64}\\.${field}[ \\t]{0,16}\\{`).test(body))
        return true;
    const ranged = /\bfor[ \t]{1,16}_[ \t]{0,16},[ \t]{0,16}(\w{1,64})[ \t]{0,16}:=[ \t]{0,16}range[ \t]{1,16}\w{1,64}\.(\w{1,64})[ \t]{0,16}\{/.exec(body);
    if (!ranged || writes(ranged[2]) !== 1)
        return false;
    const [, key, order] = ranged;
    const appends = new RegExp(`\\b${receiver}\\.${order}[ \\t]{0,16}=[ \\t]{0,16}append\\([ \\t]{0,16}${receiver}\\.${order}[ \\t]{0,16},[ \\t]{0,16}${parameter}\\.\\w{1,64}[ \\t]{0,16}\\)`);
    const taken = new RegExp(`\\b${source}[ \\t]{0,16}:=[ \\t]{0,16}\\w{1,64}\\.${field}\\[[ \\t]{0,16}${key}[ \\t]{0,16}\\]`);
    return appends.test(registering) && taken.test(body);
}

// EXTERNAL MODULE: ./src/formats/go-source/keyed.ts
var go_source_keyed = __webpack_require__(7353);
// EXTERNAL MODULE: ./src/formats/go-source/map-tools.ts
var map_tools = __webpack_require__(6779);
// EXTERNAL MODULE: ./src/formats/go-source/sdk.ts
var sdk = __webpack_require__(2299);
;// CONCATENATED MODULE: ./src/formats/go-source/hand-rolled.ts
/**
 * A hand-rolled Go MCP server: a module with no SDK that answers JSON-RPC itself. It is one when a file of
 * the module (the nearest folder with a go.mod; its `.go` files a few levels deep, no tests, no `vendor`)
 * handles the `tools/list` method (`case "tools/list":`), answers `initialize` with MCP's own fields
 * (`"serverInfo"` or `"protocolVersion"`), and lists tools by their own methods (`.Name()`,
 * `.Description()` and an input schema method: `.InputSchema()`). Its tools are then the types with those
 * methods that this serving file makes (`&tools.Search{\u2026}`) or gets from a constructor it calls
 * (`tools.NewSearchTool(client)`, a function of the type's file that returns `*Search`): method-tools.ts.
 * Of several serving files, package main's (what the module's commands run) are taken when there are any.
 * Other listings are read: Tool struct literals a registering method keeps (registrars.ts, read by
 * each package, a folder's files being one namespace; or definitions whose copies it lists, copies.ts), a map of tools listed by key (keyed.ts), and
 * a slice of maps the answer writes (map-tools.ts).
 * It speaks the protocol version it answers when that is written as a literal (or a same-file `const`);
 * every version mcpdesc knows is assumed otherwise. Plain bounded text tests, read only for a file that
 * gives a type `Name()` and `Description()` methods. Cheap to import: classification loads it.
 */







/** A `case` on the method: the module serves the tool list. */
const HANDLES_LIST = /\bcase[ \t]{1,16}(?:"[^"\n]{0,64}"[ \t]{0,16},[ \t]{0,16}){0,8}"tools\/list"[ \t]{0,16}[,:]/;
/** The `initialize` answer's fields: map keys, or a `case "initialize":` answered with a struct's `ProtocolVersion:`. */
const ANSWERS_INITIALIZE = /"(?:serverInfo|protocolVersion)"[ \t\r\n]{0,16}:/;
const INITIALIZE_CASE = /\bcase[ \t]{1,16}"initialize"[ \t]{0,16}:/;
const VERSION_FIELD = /\bProtocolVersion[ \t\r\n]{0,16}:/;
/** The input schema method the listing reads (it reads `.Name()` and `.Description()` too). */
const SCHEMA_CALL = /\.(InputSchema|GetInputSchema|Schema)\(\)/;
const PROTOCOL = /(?:"protocolVersion"|\bProtocolVersion)[ \t\r\n]{0,16}:[ \t\r\n]{0,16}(?:"(\d{4}-\d{2}-\d{2})"|([A-Za-z_][A-Za-z0-9_]{0,63})\b)/;
/** `func (t *Search) Name() string`: a type's own method, by name. */
const method = (name) => new RegExp(`\\bfunc[ \\t]{0,16}\\([ \\t]{0,16}(?:[A-Za-z_][A-Za-z0-9_]{0,63}[ \\t]{1,16})?\\*?[ \\t]{0,16}[A-Za-z_][A-Za-z0-9_]{0,63}[ \\t]{0,16}\\)[ \\t]{0,16}${name}[ \\t]{0,16}\\([ \\t]{0,16}\\)[ \\t]{0,16}string\\b`);
const NAME_METHOD = method('Name');
const DESCRIPTION_METHOD = method('Description');
/** A function the serving file calls (`NewSearchTool(`; not `func NewSearchTool(`, its declaration). */
const hand_rolled_CALLED = /(\bfunc[ \t]{1,16})?\b([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,4}\(/g;
/** A type it makes as a composite literal (`&tools.Search{`, `Search{}` as an item or a value), not a block's `{`. */
const MADE = /(?:[=(,:&{\n]|\breturn)[ \t]{0,16}(?:[A-Za-z_][A-Za-z0-9_]{0,63}\.)?([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,4}\{/g;
const MAX_USED = 8_192;
const MAX_DEPTH = 12;
const MAX_LISTED = 512;
/** The module's files read at most, the head read of each, and the folders walked below its root. */
const MAX_FILES = 256;
const MAX_FILE = 1 << 20;
const MAX_NESTING = 5;
/** Serving files taken at most. */
const MAX_SERVING = 16;
const PACKAGE_MAIN = /^package[ \t]+main\b/m;
const hand_rolled_PACKAGE = /^package[ \t]+([A-Za-z_][A-Za-z0-9_]{0,63})/m;
const MODULES = new WeakMap();
const STRUCT_MODULES = new WeakMap();
const KEYED_MODULES = new WeakMap();
const CONSTRUCTOR = /\bfunc[ \t]{1,16}([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,4}\(/g;
/** Whether the file names no SDK module (mark3labs/mcp-go, the official go-sdk, metoro-io/mcp-golang, strowk/foxy-contexts). */
function namesNoSdk(text) {
    return (!text.includes('github.com/mark3labs/mcp-go') && !text.includes('github.com/modelcontextprotocol/go-sdk') && !(0,sdk/* importsGolang */.vw)(text) && !(0,sdk/* importsFoxy */.Vy)(text));
}
/** Whether the text gives a type tool methods of its own: `Name() string` and `Description() string`. */
function hasToolMethods(text) {
    return text.includes('Name()') && NAME_METHOD.test(text) && DESCRIPTION_METHOD.test(text);
}
/**
 * The hand-rolled server of the module the file at `path` is in, or undefined. A module may hold several
 * serving files: those of package main are what its commands run, and a serving package beside them that
 * no command uses is never served, so they alone are taken when there are any; every one otherwise.
 */
function handRolledServer(text, path, workspace) {
    return ((hasToolMethods(text) ? methodServer(text, path, workspace) : undefined) ??
        (text.includes('Name:') ? structServer(text, path, workspace) : undefined) ??
        (DESCRIPTION_METHOD.test(text) ? keyedServer(text, path, workspace) : undefined) ??
        (text.includes('tools/list') && (0,map_tools/* listsMaps */.F)(text) ? mapServer(text, path, workspace) : undefined));
}
/**
 * The server of a file whose `tools/list` answer writes a slice of maps (map-tools.ts), when its package
 * (the file's folder) answers `initialize` with MCP's fields.
 */
function mapServer(text, path, workspace) {
    const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
    const siblings = [[path, text]];
    if (!answers(text) && workspace && !path.split('/').includes('..'))
        for (const name of workspace.list(folder, MAX_LISTED) ?? []) {
            const at = inFolder(folder, name);
            const bytes = name.endsWith('.go') && !name.endsWith('_test.go') && at !== path ? workspace.head(at, MAX_FILE) : undefined;
            if (bytes && siblings.length < MAX_FILES)
                siblings.push([at, new TextDecoder().decode(bytes)]);
        }
    const unit = siblings.map(([, source]) => source).join('\n');
    if (!answers(unit))
        return undefined;
    const answering = siblings.find(([, source]) => PROTOCOL.test(source)) ?? siblings[0];
    for (const [at] of siblings.slice(1))
        workspace?.drawsOn?.(at);
    return {
        ...spoken([[answering[0], unit]]),
        at: [path],
        calls: new Set(),
        made: new Set(),
        registrars: new Map(),
        lists: new Map(),
        results: new Set(),
        types: new Map(),
        maps: true,
    };
}
/** The server of the file's module when its answer lists a map of tools by key (keyed.ts) and the file declares a constructor of an entry. */
function keyedServer(text, path, workspace) {
    const module = moduleOf(path, workspace);
    if (module === undefined || !workspace)
        return undefined;
    const found = (0,crate/* perCrate */.bE)(KEYED_MODULES, workspace, module, () => {
        const files = [];
        eachInModule(workspace, module, (at, source) => files.push([at, source]));
        for (const members of hand_rolled_packages(files)) {
            if (!members.some(([, source]) => source.includes('tools/list')))
                continue;
            const unit = members.map(([, source]) => source).join('\n');
            const keyed = answers(unit) ? (0,go_source_keyed/* keyedListing */.D)(unit) : undefined;
            if (!keyed)
                continue;
            const answering = members.find(([, source]) => PROTOCOL.test(source)) ?? members[0];
            const calls = new Set([...keyed.constructors.keys()].map((at) => at.slice(at.indexOf('.') + 1)));
            return {
                ...spoken([[answering[0], unit]]),
                at: members.map(([at]) => at),
                schemaMethod: keyed.schemaMethod,
                calls,
                made: new Set(),
                registrars: new Map(),
                lists: new Map(),
                results: new Set(),
                types: new Map(),
                keyed: keyed.constructors,
            };
        }
        return undefined;
    });
    const own = hand_rolled_PACKAGE.exec(text)?.[1];
    if (!found || ![...text.matchAll(CONSTRUCTOR)].some((match) => found.keyed?.has(`${own}.${match[1]}`)))
        return undefined;
    for (const at of found.at)
        workspace.drawsOn?.(at);
    return found;
}
function methodServer(text, path, workspace) {
    const module = moduleOf(path, workspace);
    if (module === undefined || !workspace)
        return serves(text) ? server([[path, text]]) : undefined;
    const found = (0,crate/* perCrate */.bE)(MODULES, workspace, module, () => {
        const serving = [];
        eachInModule(workspace, module, (at, source) => {
            if (serving.length < MAX_SERVING && serves(source))
                serving.push([at, source]);
        });
        const main = serving.filter(([, source]) => PACKAGE_MAIN.test(source));
        return serving.length === 0 ? undefined : server(main.length > 0 ? main : serving);
    });
    for (const at of found?.at ?? [])
        workspace.drawsOn?.(at);
    return found;
}
/**
 * The server of the file's module when it lists Tool struct literals its registering methods keep
 * (registrars.ts) and the file hands one to such a method.
 */
function structServer(text, path, workspace) {
    const module = moduleOf(path, workspace);
    const found = module === undefined || !workspace
        ? structServing([[path, text]])
        : (0,crate/* perCrate */.bE)(STRUCT_MODULES, workspace, module, () => {
            const files = [];
            eachInModule(workspace, module, (at, source) => files.push([at, source]));
            return structServing(files);
        });
    if (!found || !(found.lists.has(path) || (0,go_source_registrars/* callsRegistrar */.he)(text, found.registrars) || (0,go_source_registrars/* returnsServed */.v9)(text, found.results, found.types)))
        return undefined;
    // The tool types' tags decide what a literal's fields are: their files are drawn on too.
    for (const at of new Set([...found.at, ...[...found.types.values()].map((struct) => struct.at)]))
        workspace?.drawsOn?.(at);
    return found;
}
/**
 * The struct server of these files: the packages that answer MCP's methods and declare registering methods
 * for a tool type among them, list its slice literals, or serve a function's result. A package (a folder's
 * files) is one namespace: its `tools/list` case may call a method another of its files declares.
 */
function structServing(files) {
    const types = (0,go_source_registrars/* toolStructs */.lt)(files);
    if (types.size === 0)
        return undefined;
    const registrars = new Map();
    const lists = new Map();
    const results = new Set();
    const at = [];
    const units = [];
    for (const members of hand_rolled_packages(files)) {
        if (units.length >= MAX_SERVING || !members.some(([, text]) => text.includes('tools/list')))
            continue;
        const unit = members.map(([, text]) => text).join('\n');
        if (!answers(unit))
            continue;
        const own = (0,go_source_registrars/* registrarsIn */.kC)(unit, types);
        for (const [method, struct] of copiedRegistrars(unit, types, files))
            if (!own.has(method))
                own.set(method, struct);
        const served = (0,go_source_registrars/* servedResults */.qF)(unit);
        for (const [path, text] of members) {
            const listed = text.includes('tools/list') ? (0,go_source_registrars/* listedIn */.tl)(text, types) : undefined;
            if (listed)
                lists.set(path, listed);
        }
        if (own.size === 0 && served.size === 0 && !members.some(([path]) => lists.has(path)))
            continue;
        at.push(...members.map(([path]) => path));
        // The version is read from the file that answers it, else the one that handles the list.
        const answering = members.find(([, text]) => PROTOCOL.test(text)) ?? members.find(([, text]) => HANDLES_LIST.test(text)) ?? members[0];
        units.push([answering[0], unit]);
        for (const fn of served)
            results.add(fn);
        for (const [method, struct] of own)
            if (!registrars.has(method))
                registrars.set(method, struct);
    }
    for (const method of (0,go_source_registrars/* forwarded */.Vl)(files, registrars))
        registrars.delete(method);
    return units.length === 0 ? undefined : { ...spoken(units), at, calls: new Set(), made: new Set(), registrars, lists, results, types };
}
/** The files grouped by folder (each a Go package), in the order first met. */
function hand_rolled_packages(files) {
    const found = new Map();
    for (const file of files) {
        const folder = file[0].slice(0, Math.max(0, file[0].lastIndexOf('/')));
        const members = found.get(folder) ?? [];
        found.set(folder, members);
        members.push(file);
    }
    return [...found.values()];
}
/** Whether the file handles `tools/list` and answers `initialize` with MCP's fields. */
function answers(text) {
    return text.includes('tools/list') && HANDLES_LIST.test(text) && (ANSWERS_INITIALIZE.test(text) || (INITIALIZE_CASE.test(text) && VERSION_FIELD.test(text)));
}
function serves(text) {
    return answers(text) && text.includes('.Name()') && text.includes('.Description()') && SCHEMA_CALL.test(text);
}
/** What the serving files (path and text, the first giving the protocol version) list tools by. */
function server(files) {
    const calls = new Set();
    const made = new Set();
    for (const [, text] of files) {
        for (const match of text.matchAll(hand_rolled_CALLED))
            if (match[1] === undefined && calls.size < MAX_USED)
                calls.add(match[2]);
        for (const match of text.matchAll(MADE))
            if (made.size < MAX_USED)
                made.add(match[1]);
    }
    const schemaMethod = SCHEMA_CALL.exec(files[0][1])[1];
    return {
        ...spoken(files),
        at: files.map(([path]) => path),
        schemaMethod,
        calls,
        made,
        registrars: new Map(),
        lists: new Map(),
        results: new Set(),
        types: new Map(),
    };
}
/** The protocol versions the first serving file answers `initialize` with, and where that was read. */
function spoken(files) {
    const [at, text] = files[0];
    const match = PROTOCOL.exec(text);
    let answered = match?.[1];
    if (match?.[2] !== undefined) {
        const constant = new RegExp(`\\b${match[2]}[ \\t]{0,16}(?:string[ \\t]{0,16})?=[ \\t]{0,16}"(\\d{4}-\\d{2}-\\d{2})"`);
        answered = constant.exec(text)?.[1];
    }
    if ((0,versions/* isVersion */.lF)(answered))
        return { versions: [answered], from: `${at}: a hand-rolled server (no SDK) that answers protocolVersion ${answered}` };
    const why = answered === undefined ? 'answers no literal protocolVersion' : `answers protocolVersion ${answered}, which mcpdesc does not know`;
    return { versions: [...versions/* VERSIONS */.S8], from: `assumed every protocol version: ${at}, a hand-rolled server (no SDK), ${why}` };
}
/** The folder of the module the file at `path` is in (the nearest with a go.mod), or undefined. */
function moduleOf(path, workspace) {
    if (!workspace || path.startsWith('/') || path.split('/').includes('..'))
        return undefined;
    const segments = path.split('/').slice(0, -1);
    for (let depth = segments.length; depth >= Math.max(0, segments.length - MAX_DEPTH); depth--) {
        const folder = segments.slice(0, depth).join('/');
        if (workspace.kind(inFolder(folder, 'go.mod')) === 'file')
            return folder;
    }
    return undefined;
}
/** Hands `visit` each of the module's Go files (bounded; no tests, no `vendor` or `testdata`), nearest the root first. */
function eachInModule(workspace, module, visit) {
    let reads = MAX_FILES;
    const waiting = [[module, 0]];
    while (waiting.length > 0 && reads > 0) {
        const [folder, nesting] = waiting.shift();
        for (const name of workspace.list(folder, MAX_LISTED) ?? []) {
            const at = inFolder(folder, name);
            const kind = workspace.kind(at);
            if (kind === 'directory' && nesting < MAX_NESTING && !name.startsWith('.') && name !== 'vendor' && name !== 'testdata')
                waiting.push([at, nesting + 1]);
            if (kind !== 'file' || !name.endsWith('.go') || name.endsWith('_test.go') || reads-- <= 0)
                continue;
            const bytes = workspace.head(at, MAX_FILE);
            if (bytes)
                visit(at, new TextDecoder().decode(bytes));
        }
    }
}
function inFolder(folder, name) {
    return folder === '' ? name : `${folder}/${name}`;
}


/***/ }),

/***/ 2923:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   _: () => (/* binding */ GO_SOURCE_INFO)
/* harmony export */ });
/* harmony import */ var _source_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6894);
/* harmony import */ var _hand_rolled_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3844);
/* harmony import */ var _wrappers_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6656);
/**
 * What tells that a file is a Go MCP server's source: a `.go` file that imports mark3labs/mcp-go, the
 * official go-sdk or metoro-io/mcp-golang, or gives tool types their methods in a module that answers MCP's methods by hand. All that classification reads; the reader and rules (index.ts) load only when such a
 * file is linted.
 */



const PATHS = ['**/?*.go'];
const GO_SOURCE_INFO = (0,_source_info_js__WEBPACK_IMPORTED_MODULE_0__/* .sourceInfo */ .A)({
    id: 'go-source',
    // Never ties with another format: source files are told by path and imports, not by parsed content.
    precedence: 5,
    noun: { one: 'Go server file', other: 'Go server files' },
    title: 'Go MCP server source (mcp-go, go-sdk and mcp-golang tools)',
    paths: PATHS,
    // A module with no SDK is one when it answers MCP's methods itself and lists the file's tool types (hand-rolled.ts).
    // One that calls its module's own constructor over mcp-go is one too (wrappers.ts).
    importsSdk: (text, path, workspace) => !(0,_hand_rolled_js__WEBPACK_IMPORTED_MODULE_1__/* .namesNoSdk */ .GC)(text) ||
        (path !== undefined && ((0,_hand_rolled_js__WEBPACK_IMPORTED_MODULE_1__/* .handRolledServer */ .RQ)(text, path, workspace) !== undefined || ((0,_wrappers_js__WEBPACK_IMPORTED_MODULE_2__/* .toolWrappers */ .n)(text, path, workspace)?.wrappers.size ?? 0) > 0)),
});
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (GO_SOURCE_INFO);


/***/ }),

/***/ 4163:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ jsonLiteral)
/* harmony export */ });
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6065);
/* harmony import */ var _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8600);
/**
 * The JSON a Go literal stands for, as a hand-rolled server writes an input schema: a map literal
 * (`map[string]interface{}` or `map[string]any`) with slices (`[]string{\u2026}`, `[]interface{}{\u2026}`) and maps
 * in it, each value placed where it is written; and, given the module's struct types whose fields are all
 * tagged, their literals (`mcp.InputSchema{Type: "object", Properties: map[string]mcp.Property{\u2026}}`) as
 * `encoding/json` writes them: by the tags, `omitempty` fields left out when empty, fields not written
 * as their zero value when that is a string, a number or a boolean. Anything else in it (another struct,
 * a call, a field not written whose zero value is `null`) is not statically known.
 */


const MAX_DEPTH = 32;
/** What `encoding/json` writes for a field's Go type when the literal leaves it out, or UNKNOWN (`null`, a struct). */
function zeroOf(type) {
    if (type === 'string')
        return '';
    if (type === 'bool')
        return false;
    return /^(?:u?int(?:8|16|32|64)?|float(?:32|64))$/.test(type) ? 0 : _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
}
/** Whether `omitempty` leaves a value out: false, 0, "", null, or an empty slice or map. */
function empty(read, type) {
    if (read === false || read === 0 || read === '' || read === null)
        return true;
    if (type.startsWith('[]'))
        return Array.isArray(read) && read.length === 0;
    return type.startsWith('map[') && typeof read === 'object' && Object.keys(read).length === 0;
}
/** A reader of the JSON the expression at `i` stands for, placed under `pointer`, or UNKNOWN. */
function jsonLiteral({ tokens, pairs, value, skip, place, structs }) {
    const op = (i, v) => tokens[i]?.kind === 'op' && tokens[i].text === v;
    const is = (i, v) => tokens[i]?.kind === 'name' && tokens[i].text === v;
    return (i, pointer) => json(i, pointer, undefined, 0);
    /** The module's struct type named at `i` (`Property`, `mcp.Property`), or undefined. */
    function shapeAt(i) {
        const named = op(i + 1, '.') && is(i, structs?.pkg ?? '') ? i + 2 : i;
        return tokens[named]?.kind === 'name' && (named === i + 2 || !op(i - 1, '.')) ? structs?.shapes.get(tokens[named].text) : undefined;
    }
    /** The struct literal at `i` (`&T{`, `pkg.T{`, `T{`): its `{` and shape; else undefined. */
    function structAt(i) {
        const at = op(i, '&') ? i + 1 : i;
        const open = op(at + 1, '.') ? at + 3 : at + 1;
        const shape = op(open, '{') ? shapeAt(at) : undefined;
        return shape && { open, shape };
    }
    /** The JSON of a struct literal at `open` of `shape`, written from `from`, by its fields' tags; or UNKNOWN. */
    function struct(from, open, shape, pointer, key, level) {
        const items = entries(open);
        if (!items)
            return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
        const object = {};
        const written = new Set();
        for (const [fieldAt, valueAt] of items) {
            const field = tokens[fieldAt]?.kind === 'name' && valueAt === fieldAt + 2 ? shape.get(tokens[fieldAt].text) : undefined;
            if (!field || written.has(field.key))
                return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
            written.add(field.key);
            const inner = json(valueAt, (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_1__/* .joinPointer */ .Kn)(pointer, field.key), fieldAt, level + 1);
            if (inner === _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV)
                return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
            if (!(field.omitempty && empty(inner, field.type)))
                object[field.key] = inner;
        }
        for (const { key: name, omitempty, type } of shape.values()) {
            if (written.has(name) || omitempty)
                continue;
            const zero = zeroOf(type);
            if (zero === _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV)
                return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
            object[name] = zero;
        }
        place(pointer, from, pairs[open], key);
        return object;
    }
    /** The type at `i` of a map (`map[\u2026]T`) or slice (`[]T`) literal: its `{`, and its items' type when they are maps or the module's structs; else undefined. */
    function literalType(i) {
        const isMap = is(i, 'map') && op(i + 1, '[');
        if (!isMap && !(op(i, '[') && op(i + 1, ']')))
            return undefined;
        const element = isMap ? pairs[i + 1] + 1 : i + 2;
        let j = element;
        // The element type: `string`, `interface{}`, `any`, `map[string]any`, `[]string`, at most a few tokens.
        for (let k = 0; k < 16 && j < tokens.length && !op(j, '{'); k++)
            j = op(j, '[') ? pairs[j] + 1 : j + 1;
        if (is(j - 1, 'interface') && op(j, '{') && pairs[j] === j + 1)
            j += 2;
        if (!op(j, '{'))
            return undefined;
        return { open: j, maps: is(element, 'map'), items: j === element + 1 || j === element + 3 ? shapeAt(element) : undefined };
    }
    /**
     * The JSON a schema's expression at `i` stands for (`elided`: an item of a list of maps, `{\u2026}`, or of
     * structs of that shape), placed, or UNKNOWN.
     */
    function json(i, pointer, key, level, elided = false) {
        if (level > MAX_DEPTH)
            return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
        if (typeof elided === 'object')
            return op(i, '{') ? struct(i, i, elided, pointer, key, level) : json(i, pointer, key, level);
        const literal = structAt(i);
        if (literal)
            return struct(i, literal.open, literal.shape, pointer, key, level);
        const typed = elided && op(i, '{') ? { open: i, maps: false } : literalType(i);
        // A scalar: a struct literal of another type is no JSON.
        if (!typed)
            return op(skip(i) - 1, '}') ? _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV : value(i, pointer, key);
        const { open, maps, items: shape } = typed;
        const inner = shape ?? maps;
        const items = entries(open);
        if (!items)
            return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
        let read;
        if (is(i, 'map') || elided) {
            const object = {};
            for (const [keyAt, valueAt] of items) {
                if (valueAt === -1 || tokens[keyAt]?.kind !== 'string' || valueAt !== keyAt + 2)
                    return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
                const field = tokens[keyAt].text;
                const read = json(valueAt, (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_1__/* .joinPointer */ .Kn)(pointer, field), keyAt, level + 1, inner);
                if (read === _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV || Object.hasOwn(object, field))
                    return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
                object[field] = read;
            }
            read = object;
        }
        else {
            const list = [];
            for (const [itemAt, valueAt] of items) {
                const read = valueAt === -1 ? json(itemAt, (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_1__/* .joinPointer */ .Kn)(pointer, String(list.length)), undefined, level + 1, inner) : _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
                if (read === _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV)
                    return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
                list.push(read);
            }
            read = list;
        }
        place(pointer, i, pairs[open], key);
        return read;
    }
    /** A literal's items at `open`: `[key, value]` for `key: value`, `[item, -1]` otherwise; undefined when not such a list. */
    function entries(open) {
        const found = [];
        for (let j = open + 1; j < pairs[open];) {
            const end = skip(j);
            if (op(end, ':')) {
                found.push([j, end + 1]);
                j = skip(end + 1);
            }
            else {
                found.push([j, -1]);
                j = end;
            }
            if (op(j, ','))
                j++;
            else if (j < pairs[open])
                return undefined;
        }
        return found;
    }
}


/***/ }),

/***/ 7353:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ keyedListing),
/* harmony export */   s: () => (/* binding */ loopEnd)
/* harmony export */ });
/* harmony import */ var _source_tokens_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7024);
/* harmony import */ var _registrars_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8927);
/* harmony import */ var _tokens_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2005);
/**
 * A hand-rolled Go server (hand-rolled.ts) that lists a map of its tools by key: its `tools/list` answer
 * ranges over a field of the receiver, `for name, tool := range s.tools {`, and appends for each entry
 * `{"name": name, "description": tool.Description(), "inputSchema": tool.InputSchema()}` to the list it
 * gives as `"tools"`, skipping none. A key is a tool's name only because the answer writes it as "name".
 * The field (unexported: no other package writes it) is set once in the package, by a map literal:
 * each entry whose key is a string literal and whose value is a constructor's call (`"list_clients":
 * tools.NewListClients(c, sid)`) is a tool named by its key, of the type that constructor returns
 * (method-tools.ts). A field written any other way (`s.tools[k] = t`, a second assignment, a composite
 * literal's field) is not statically known, and none of its entries is read.
 */



/** `for name, tool := range s.tools {`: the key, the value, the receiver's field. */
const RANGE = /\bfor[ \t]{1,16}([A-Za-z_]\w{0,63})[ \t]{0,16},[ \t]{0,16}([A-Za-z_]\w{0,63})[ \t]{0,16}:=[ \t]{0,16}range[ \t]{1,16}[A-Za-z_]\w{0,63}\.([a-z_]\w{0,63})[ \t]{0,16}\{/g;
/** `list = append(list,`: the list a loop builds. */
const APPENDS = /\b([A-Za-z_]\w{0,63})[ \t]{0,16}=[ \t]{0,16}append\([ \t\r\n]{0,64}([A-Za-z_]\w{0,63})[ \t\r\n]{0,64},/;
/** A loop that may leave an entry out, or change what it lists. */
const SKIPS = /\b(?:continue|break|if|switch|goto)\b/;
const PACKAGE = /^package[ \t]+([A-Za-z_]\w{0,63})/m;
const MAX_LOOP = 4_096;
/** How much of a map literal is read. */
const MAX_MAP = 1 << 16;
/** The keyed listing a serving package (its files' text, joined) answers `tools/list` with, or undefined. */
function keyedListing(unit) {
    for (const answer of (0,_registrars_js__WEBPACK_IMPORTED_MODULE_0__/* .listAnswers */ .od)(unit)) {
        for (const match of answer.matchAll(RANGE)) {
            const [, key, value, field] = match;
            const start = match.index + match[0].length;
            const body = answer.slice(start, loopEnd(answer, start));
            const schema = new RegExp(`"inputSchema"[ \\t]{0,16}:[ \\t]{0,16}${value}\\.(InputSchema|GetInputSchema|Schema)\\(\\)`).exec(body);
            const named = new RegExp(`"name"[ \\t]{0,16}:[ \\t]{0,16}${key}[ \\t]{0,16}[,}\\n]`).test(body);
            const described = new RegExp(`"description"[ \\t]{0,16}:[ \\t]{0,16}${value}\\.Description\\(\\)`).test(body);
            const list = APPENDS.exec(body);
            if (!schema || !named || !described || !list || list[1] !== list[2] || SKIPS.test(body))
                continue;
            if (new RegExp(`\\b${key}[ \\t]{0,16}:?=(?!=)`).test(body) || !servesAsBuilt(answer, list[1]))
                continue;
            const constructors = entries(unit, field);
            if (constructors)
                return { schemaMethod: schema[1], constructors };
        }
    }
    return undefined;
}
/** The index of the `}` that closes a loop body starting at `start`, bounded (strings skipped). */
function loopEnd(text, start) {
    let depth = 0;
    const end = Math.min(text.length, start + MAX_LOOP);
    for (let i = start; i < end; i++) {
        const c = text[i];
        if (c === '"' || c === '`') {
            const close = text.indexOf(c, i + 1);
            if (close === -1 || close >= end)
                return end;
            i = close;
        }
        else if (c === '{')
            depth++;
        else if (c === '}' && depth-- === 0)
            return i;
    }
    return end;
}
/** Whether the answer gives `list` as the tools and never sets it again after the loop's appends. */
function servesAsBuilt(answer, list) {
    const given = new RegExp(`(?:"tools"|\\bTools)[ \\t]{0,16}:[ \\t]{0,16}${list}\\b`).test(answer);
    const changed = new RegExp(`\\b${list}(?:\\[[^\\]\\n]{0,64}\\])?[ \\t]{0,16}=(?!=)(?![ \\t]{0,16}append\\([ \\t\\r\\n]{0,64}${list}\\b)`).test(answer);
    return given && !changed;
}
/** The constructors of the map literal the package sets `field` to once, each with the keys it is listed under; undefined otherwise. */
function entries(unit, field) {
    const writes = [...unit.matchAll(new RegExp(`\\.${field}[ \\t]{0,16}(?:\\[[^\\]\\n]{0,128}\\])?[ \\t]{0,16}=(?!=)`, 'g'))];
    if (writes.length !== 1 || new RegExp(`[{,(][ \\t\\r\\n]{0,64}${field}[ \\t]{0,16}:[^=]`).test(unit))
        return undefined;
    const own = PACKAGE.exec(unit)?.[1] ?? '';
    const from = writes[0].index + writes[0][0].length;
    const tokens = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_1__/* .tokenizeGo */ .i)(unit.slice(from, from + MAX_MAP));
    const pairs = (0,_source_tokens_js__WEBPACK_IMPORTED_MODULE_2__/* .bracketPairs */ .WW)(tokens);
    const op = (i, v) => tokens[i]?.kind === 'op' && tokens[i].text === v;
    const name = (i) => (tokens[i]?.kind === 'name' ? tokens[i].text : undefined);
    // `map[string]T{` or `map[string]pkg.T{`
    if (name(0) !== 'map' || !op(1, '[') || name(2) !== 'string' || !op(3, ']'))
        return undefined;
    const open = op(5, '.') ? 7 : 5;
    if (!op(open, '{') || !op(pairs[open], '}'))
        return undefined;
    const found = new Map();
    for (let i = open + 1; i < pairs[open];) {
        const key = tokens[i].kind === 'string' && op(i + 1, ':') ? tokens[i].text : undefined;
        const qualified = op(i + 3, '.');
        const fn = name(qualified ? i + 4 : i + 2);
        const call = qualified ? i + 5 : i + 3;
        let next = i + 1;
        while (next < pairs[open] && !op(next, ','))
            next = op(next, '(') || op(next, '{') || op(next, '[') ? pairs[next] + 1 : next + 1;
        if (key !== undefined && fn !== undefined && op(call, '(') && pairs[call] + 1 === next) {
            const at = `${qualified ? name(i + 2) : own}.${fn}`;
            found.set(at, [...(found.get(at) ?? []), key]);
        }
        i = next + 1;
    }
    return found;
}


/***/ }),

/***/ 6779:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F: () => (/* binding */ listsMaps),
/* harmony export */   Q: () => (/* binding */ readMapTools)
/* harmony export */ });
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6065);
/* harmony import */ var _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8600);
/* harmony import */ var _json_literal_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4163);
/* harmony import */ var _registrars_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8927);
/**
 * A hand-rolled Go server (hand-rolled.ts) whose `tools/list` answer writes its tools as a slice of maps:
 * the answer (its `case` clause, or a method of the file the clause calls) gives as `"tools"` a literal
 * `[]map[string]interface{}{{"name": "upload_file", "description": "\u2026", "inputSchema": map[string]interface{}{\u2026}}}`,
 * directly or through a variable of that answer made from it and never assigned, indexed or appended to
 * again. Each item is then one tool as written: its "name" a literal (or a same-file constant), its other
 * keys read as JSON (json-literal.ts); an item whose name is computed is not statically known.
 */




/** A slice of maps given as the answer's tools (`"tools": []map[string]any{`), or made into a variable (`tools := []map\u2026{`). */
const MAP_SLICE = /(?:"tools"[ \t]{0,16}:[ \t]{0,16}|\b([A-Za-z_]\w{0,63})[ \t]{0,16}:=[ \t]{0,16})\[\]map\[string\](?:interface\{\}|any)[ \t]{0,4}\{/g;
/** Whether a `tools/list` answer of the file serves a slice literal of maps as the tools. */
function listsMaps(text) {
    if (!text.includes('[]map[string]'))
        return false;
    for (const answer of (0,_registrars_js__WEBPACK_IMPORTED_MODULE_2__/* .listAnswers */ .od)(text))
        for (const match of answer.matchAll(MAP_SLICE))
            if (match[1] === undefined || new RegExp(`"tools"[ \\t]{0,16}:[ \\t]{0,16}${match[1]}\\b`).test(answer))
                return true;
    return false;
}
/** Reads the items of the map slices the file's `tools/list` answers serve as written into `out`. */
function readMapTools(input, out) {
    const { tokens, pairs, value, skip, place, resolve, forget } = input;
    const json = (0,_json_literal_js__WEBPACK_IMPORTED_MODULE_1__/* .jsonLiteral */ .O)(input);
    const op = (i, v) => tokens[i]?.kind === 'op' && tokens[i].text === v;
    const is = (i, v) => tokens[i]?.kind === 'name' && tokens[i].text === v;
    const { tools, names, unread } = out;
    for (const [from, to] of answers()) {
        for (let j = from; j < to; j++) {
            const open = mapSlice(j);
            if (open === -1)
                continue;
            const keyed = op(j - 1, ':') && tokens[j - 2]?.kind === 'string' && tokens[j - 2].text === 'tools';
            const variable = op(j - 1, ':=') && tokens[j - 2]?.kind === 'name' ? tokens[j - 2].text : undefined;
            if (keyed || (variable !== undefined && servedAsWritten(variable, from, to, j - 2)))
                items(open);
            j = pairs[open];
        }
    }
    /** The token ranges of the `tools/list` answers: each `case "tools/list":` clause, and the body of each method of this file it calls. */
    function answers() {
        const found = [];
        const called = new Set();
        for (let i = 0; i < tokens.length; i++) {
            if (tokens[i].kind !== 'string' || tokens[i].text !== 'tools/list')
                continue;
            let start = i;
            while (op(start - 1, ',') && tokens[start - 2]?.kind === 'string')
                start -= 2;
            if (!is(start - 1, 'case') || !op(i + 1, ':'))
                continue;
            let end = i + 2;
            while (end < tokens.length && !is(end, 'case') && !is(end, 'default') && !op(end, '}'))
                end = op(end, '{') || op(end, '(') || op(end, '[') ? pairs[end] + 1 : end + 1;
            found.push([i + 2, end]);
            for (let k = i + 2; k < end; k++)
                if (op(k - 1, '.') && tokens[k].kind === 'name' && op(k + 1, '('))
                    called.add(tokens[k].text);
        }
        // `func (s *Server) handleToolsList(\u2026) \u2026 {`: a method the clause calls, by its body.
        for (let i = 0; i + 3 < tokens.length; i++) {
            if (!is(i, 'func') || !op(i + 1, '('))
                continue;
            const named = pairs[i + 1] + 1;
            if (!called.has(tokens[named]?.text) || tokens[named].kind !== 'name' || !op(named + 1, '('))
                continue;
            let open = pairs[named + 1] + 1;
            while (open < tokens.length && open < named + 64 && !op(open, '{'))
                open = op(open, '(') || op(open, '[') ? pairs[open] + 1 : open + 1;
            // `interface{}` in a result type is a type, not the body.
            while (is(open - 1, 'interface') && pairs[open] === open + 1)
                open = op(open + 2, '{') ? open + 2 : tokens.length;
            if (op(open, '{'))
                found.push([open + 1, pairs[open]]);
        }
        return found;
    }
    /** The `{` of a `[]map[string]interface{}{` or `[]map[string]any{` literal at `j`, or -1. */
    function mapSlice(j) {
        if (!op(j, '[') || !op(j + 1, ']') || !is(j + 2, 'map') || !op(j + 3, '[') || !is(j + 4, 'string') || !op(j + 5, ']'))
            return -1;
        if (is(j + 6, 'any') && op(j + 7, '{'))
            return j + 7;
        return is(j + 6, 'interface') && op(j + 7, '{') && op(j + 8, '}') && op(j + 9, '{') ? j + 9 : -1;
    }
    /** Whether the answer gives `variable` as `"tools"` and never writes it again after `made`. */
    function servedAsWritten(variable, from, to, made) {
        let given = false;
        for (let j = from; j < to; j++) {
            if (!is(j, variable) || op(j - 1, '.') || j === made)
                continue;
            if (op(j + 1, '=') || op(j + 1, ':=') || op(j + 1, '[') || (op(j - 1, '(') && is(j - 2, 'append')))
                return false;
            if (op(j - 1, ':') && tokens[j - 2]?.kind === 'string' && tokens[j - 2].text === 'tools')
                given = true;
        }
        return given;
    }
    /** Each `{\u2026}` item of the slice at `open`: a tool when its "name" is read. */
    function items(open) {
        for (let j = open + 1; j < pairs[open];) {
            if (op(j, '{'))
                item(j);
            else
                unread.push({ start: tokens[j].start, what: 'a tool registration' });
            j = skip(j);
            if (op(j, ','))
                j++;
            else
                break;
        }
    }
    function item(open) {
        const pointer = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_3__/* .joinPointer */ .Kn)('/tools', String(tools.length));
        const tool = {};
        const left = [];
        let nameAt = -1;
        for (let k = open + 1; k < pairs[open];) {
            const key = tokens[k].kind === 'string' && op(k + 1, ':') ? tokens[k].text : undefined;
            if (key === undefined || Object.hasOwn(tool, key))
                return notKnown(open, pointer);
            const at = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_3__/* .joinPointer */ .Kn)(pointer, key);
            const read = key === 'name' ? value(k + 2, at, k) : json(k + 2, at);
            if (key === 'name')
                nameAt = k + 2;
            if (read !== _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV)
                tool[key] = read;
            else if (key !== 'name')
                left.push({ start: tokens[k + 2].start, what: `the tool's ${key}`, pointer: at });
            k = skip(k + 2);
            if (op(k, ','))
                k++;
        }
        if (typeof tool.name !== 'string')
            return notKnown(nameAt === -1 ? open : nameAt, pointer);
        // Written but not read: its part of the tool stays unknown, not missing.
        if (left.some((l) => l.pointer === (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_3__/* .joinPointer */ .Kn)(pointer, 'inputSchema')))
            tool.inputSchema = { type: 'object' };
        unread.push(...left);
        place(pointer, open, pairs[open]);
        tools.push({ name: tool.name, ...tool });
        names.push(tokens[resolve(nameAt)].start);
    }
    function notKnown(at, pointer) {
        forget(pointer);
        unread.push({ start: tokens[at].start, what: 'a tool registration' });
    }
}


/***/ }),

/***/ 8927:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OA: () => (/* binding */ REGISTRAR),
/* harmony export */   PZ: () => (/* binding */ bodyAfter),
/* harmony export */   Vl: () => (/* binding */ forwarded),
/* harmony export */   hB: () => (/* binding */ keptField),
/* harmony export */   he: () => (/* binding */ callsRegistrar),
/* harmony export */   kC: () => (/* binding */ registrarsIn),
/* harmony export */   lt: () => (/* binding */ toolStructs),
/* harmony export */   od: () => (/* binding */ listAnswers),
/* harmony export */   qF: () => (/* binding */ servedResults),
/* harmony export */   tl: () => (/* binding */ listedIn),
/* harmony export */   v9: () => (/* binding */ returnsServed)
/* harmony export */ });
/**
 * A hand-rolled Go server (hand-rolled.ts) that lists its own `Tool` struct literals: what proves it, by
 * plain bounded text tests over the module's files. The principle: a literal is a tool only when the code
 * shows the server lists it as written. So
 *
 * - the tool type is a struct of the module whose fields' JSON tags are MCP's keys: one tagged
 *   `json:"name"` and one `json:"inputSchema"` (`description` and `title` are read too); a tag that
 *   renames the field away from them makes no tool type;
 * - a serving file (`case "tools/list":`, an `initialize` answer with MCP's fields) declares a registering
 *   method, `func (s *Server) RegisterTool(tool Tool, \u2026)`, whose body keeps its parameter whole in a
 *   field of the receiver (`s.tools = append(s.tools, tool)` or `s.tools[tool.Name] = tool`), as it is or
 *   as one field of an entry (`s.tools[tool.Name] = entry{Tool: tool, Handler: h}`);
 * - and the file's `tools/list` answer (its `case` clause, or a method of that file the clause calls)
 *   reads that field (and the entry's field: `e.Tool`).
 *
 * Each call of such a method whose first argument is a literal of the type is then one tool
 * (struct-tools.ts). A literal handed to no such method, a slice filtered or built in a loop, is none.
 */
/** The MCP keys a tool type's fields are read for. */
const KEYS = new Set(['name', 'title', 'description', 'inputSchema']);
const TYPE = /\btype[ \t]{1,16}([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{1,16}struct[ \t]{0,16}\{/g;
const FIELD = /^[ \t]*([A-Z][A-Za-z0-9_]{0,63})[ \t]+([^\n`]{1,200}?)[ \t]*`[^`\n]{0,200}?\bjson:"([A-Za-z_][A-Za-z0-9_]{0,63})?(,omitempty)?"/gm;
/** A line of a struct's body that declares something: a field, or an embedded type. */
const DECLARES = /^[ \t]*[A-Za-z_*]/gm;
const PACKAGE = /^package[ \t]+([A-Za-z_][A-Za-z0-9_]{0,63})/m;
/** `func (s *Server) RegisterTool(tool Tool,` / `(t mcp.Tool)`: receiver, its type, method, parameter, its type. */
const REGISTRAR = /\bfunc[ \t]{0,16}\([ \t]{0,16}([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{1,16}\*?[ \t]{0,16}([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,16}\)[ \t]{0,16}([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,16}\([ \t]{0,16}([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{1,16}(?:[A-Za-z_][A-Za-z0-9_]{0,63}\.)?([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,16}[,)]/g;
const LIST_CASE = /\bcase[ \t]{1,16}(?:"[^"\n]{0,64}"[ \t]{0,16},[ \t]{0,16}){0,8}"tools\/list"[ \t]{0,16}[,:]/g;
/** The end of a `case` clause: the next `case` or `default` of a switch, or the switch's end. */
const CLAUSE_END = /\n[ \t]{0,16}(?:case\b|default[ \t]{0,16}:|\})/;
/** The methods a clause calls: `s.handleToolsList(`. */
const CALLED = /\.([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,4}\(/g;
/** A slice literal of a type: `[]Tool{`, `[]mcp.Tool{`. */
const SLICE = /\[\][ \t]{0,4}(?:[A-Za-z_][A-Za-z0-9_]{0,63}\.)?([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,4}\{/g;
/** `"tools": mcp.ListTools()`: a call with no arguments given as the answer's tools. */
const GIVEN_CALL = /(?:"tools"|\bTools)[ \t]{0,16}:[ \t]{0,16}(?:[A-Za-z_][A-Za-z0-9_]{0,63}\.)?([A-Za-z_][A-Za-z0-9_]{0,63})\(\)/g;
/** `tools := s.listTools()`: a variable made from such a call. */
const ASSIGNED_CALL = /\b([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,16}:=[ \t]{0,16}(?:[A-Za-z_][A-Za-z0-9_]{0,63}\.)?([A-Za-z_][A-Za-z0-9_]{0,63})\(\)/g;
const RETURNS_SLICE = /\bfunc[ \t]{0,16}(?:\([^)\n]{0,128}\)[ \t]{0,16})?([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,4}\(\)[ \t]{0,16}\[\][ \t]{0,4}(?:[A-Za-z_][A-Za-z0-9_]{0,63}\.)?([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,16}\{[ \t\r\n]{0,64}return[ \t]{1,16}\[\]/g;
/** How much of a body or clause is read. */
const MAX_BODY = 8_192;
const MAX_TYPES = 64;
/** The tool struct types among the module's files: those tagged with MCP's `name` and `inputSchema`. */
function toolStructs(files) {
    const found = new Map();
    for (const [at, text] of files) {
        if (!text.includes('json:"inputSchema'))
            continue;
        const pkg = PACKAGE.exec(text)?.[1] ?? '';
        const shapes = new Map();
        const tools = [];
        for (const match of text.matchAll(TYPE)) {
            const body = bodyAfter(text, match.index + match[0].length);
            const fields = new Map();
            const shape = new Map();
            for (const [, field, type, key, omitempty] of body.matchAll(FIELD)) {
                if (key !== undefined)
                    shape.set(field, { key, omitempty: omitempty !== undefined, type });
                if (key !== undefined && KEYS.has(key))
                    fields.set(field, key);
            }
            // A field without a tag, or an embedded type, is named by Go's rules: such a struct is not read.
            if (shapes.size < MAX_TYPES && shape.size > 0 && shape.size === body.match(DECLARES)?.length)
                shapes.set(match[1], shape);
            const keys = new Set(fields.values());
            if (keys.has('name') && keys.has('inputSchema'))
                tools.push([match[1], fields]);
        }
        for (const [type, fields] of tools)
            if (found.size < MAX_TYPES)
                found.set(type, { type, pkg, fields, at, shapes });
    }
    return found;
}
/** The registering methods a serving file (`text`) declares for one of `types`, whose kept field its tools/list answer reads. */
function registrarsIn(text, types) {
    const found = new Map();
    for (const match of text.matchAll(REGISTRAR)) {
        const [, receiver, , method, parameter, type] = match;
        const struct = types.get(type);
        const body = struct && bodyAfter(text, text.indexOf('{', match.index + match[0].length) + 1);
        const kept = body === undefined ? undefined : keptField(body, receiver, parameter);
        if (struct && kept !== undefined && answerReads(text, kept.field) && (kept.via === undefined || answerReads(text, kept.via)))
            found.set(method, struct);
    }
    return found;
}
/**
 * The registering methods another type of the module also declares without keeping the tool (a filter that
 * forwards some: `func (f *Filtered) RegisterTool(tool Tool, \u2026) { if f.allowed[tool.Name] { \u2026 } }`), when
 * that type is used beyond the file that declares it: a call may then reach either, and which tools are
 * kept is not statically known.
 */
function forwarded(files, registrars) {
    const found = new Set();
    for (const [at, text] of files)
        for (const match of text.matchAll(REGISTRAR)) {
            const [, receiver, owner, method, parameter, type] = match;
            if (registrars.get(method)?.type !== type)
                continue;
            if (keptField(bodyAfter(text, text.indexOf('{', match.index + match[0].length) + 1), receiver, parameter) !== undefined)
                continue;
            const constructors = text.matchAll(new RegExp(`\\bfunc[ \\t]{1,16}(\\w{1,64})\\([^{}]{0,512}?\\)[ \\t]{0,16}\\*?${owner}[ \\t]{0,16}\\{`, 'g'));
            const uses = new RegExp(`\\b(?:${[owner, ...[...constructors].map((m) => m[1])].join('|')})\\b`);
            if (files.some(([other, source]) => other !== at && uses.test(source)))
                found.add(method);
        }
    return found;
}
/**
 * The field of `receiver` a body keeps `parameter` in whole: appended to a slice, or set in a map by one of
 * its fields; either as it is (or its copy's address, `&tool`), or as one field (`via`) of an entry struct
 * literal (`entry{Tool: tool, \u2026}`).
 */
function keptField(body, receiver, parameter) {
    const kept = `(?:&?${parameter}|&?[A-Za-z_]\\w{0,63}\\{(?:[^{}\\n]{0,256}?,)?[ \\t]{0,16}(\\w{1,64})[ \\t]{0,16}:[ \\t]{0,16}${parameter}[ \\t]{0,16}(?:,[^{}\\n]{0,256})?\\})`;
    const appended = new RegExp(`\\b${receiver}\\.(\\w{1,64})[ \\t]{0,16}=[ \\t]{0,16}append\\([ \\t]{0,16}${receiver}\\.(\\w{1,64})[ \\t]{0,16},[ \\t]{0,16}${kept}[ \\t]{0,16}\\)`).exec(body);
    if (appended && appended[1] === appended[2])
        return { field: appended[1], via: appended[3] };
    const keyed = new RegExp(`\\b${receiver}\\.(\\w{1,64})\\[[ \\t]{0,16}${parameter}\\.\\w{1,64}[ \\t]{0,16}\\][ \\t]{0,16}=[ \\t]{0,16}${kept}[ \\t]*$`, 'm').exec(body);
    return keyed ? { field: keyed[1], via: keyed[2] } : undefined;
}
/** The tool type a `tools/list` clause of the serving file writes a slice literal of (`[]Tool{\u2026}`), or undefined. */
function listedIn(text, types) {
    for (const clause of listClauses(text))
        for (const [, type] of clause.matchAll(SLICE)) {
            const struct = types.get(type);
            if (struct)
                return struct;
        }
    return undefined;
}
/** The file's `tools/list` clauses, each bounded. */
function listClauses(text) {
    return [...text.matchAll(LIST_CASE)].map((match) => {
        const start = match.index + match[0].length;
        const rest = text.slice(start, start + MAX_BODY);
        return rest.slice(0, CLAUSE_END.exec(rest)?.index ?? rest.length);
    });
}
/** The file's `tools/list` answers: each clause, and the body of each method of the file a clause calls. */
function listAnswers(text) {
    const found = [];
    for (const clause of listClauses(text)) {
        found.push(clause);
        for (const [, method] of clause.matchAll(CALLED)) {
            const declared = new RegExp(`\\bfunc[ \\t]{0,16}\\([^)\\n]{0,128}\\)[ \\t]{0,16}${method}[ \\t]{0,16}\\(`).exec(text);
            if (declared)
                found.push(bodyAfter(text, text.indexOf('{', declared.index + declared[0].length) + 1));
        }
    }
    return found;
}
/** Whether a `tools/list` answer of the file reads `.field`. */
function answerReads(text, field) {
    const reads = new RegExp(`\\.${field}\\b`);
    return listAnswers(text).some((answer) => reads.test(answer));
}
/**
 * The functions with no parameters whose result a `tools/list` answer of the file gives as the tools, as
 * written: `"tools": listTools()`, or `tools := mcp.ListTools()` given as `Tools: tools` and never
 * assigned again but by appending to it.
 */
function servedResults(text) {
    const found = new Set();
    for (const answer of listAnswers(text)) {
        for (const [, fn] of answer.matchAll(GIVEN_CALL))
            found.add(fn);
        for (const [, variable, fn] of answer.matchAll(ASSIGNED_CALL)) {
            const given = new RegExp(`(?:"tools"|\\bTools)[ \\t]{0,16}:[ \\t]{0,16}${variable}\\b`).test(answer);
            const changed = new RegExp(`\\b${variable}(?:\\[[^\\]\\n]{0,64}\\])?[ \\t]{0,16}=(?!=)(?![ \\t]{0,16}append\\([ \\t]{0,16}${variable}\\b)`).test(answer);
            if (given && !changed)
                found.add(fn);
        }
    }
    return found;
}
/** A top-level declaration's body from `start` (after its `{`) to its closing `}` at a line's start, bounded. */
function bodyAfter(text, start) {
    if (start <= 0)
        return '';
    const rest = text.slice(start, start + MAX_BODY);
    const end = rest.indexOf('\n}');
    return end === -1 ? rest : rest.slice(0, end);
}
/** Whether the file declares one of `results` returning a slice literal of one of `types`: `func ListTools() []mcp.Tool { return []mcp.Tool{`. */
function returnsServed(text, results, types) {
    for (const [, fn, type] of text.matchAll(RETURNS_SLICE))
        if (results.has(fn) && types.has(type))
            return true;
    return false;
}
/** Whether the file calls one of the registering methods with a literal of its type: `RegisterTool(mcp.Tool{`. */
function callsRegistrar(text, registrars) {
    for (const [method, { type, pkg }] of registrars) {
        if (!text.includes(`${method}(`))
            continue;
        const call = new RegExp(`\\b${method}\\([ \\t\\r\\n]{0,64}&?(?:${pkg}\\.)?${type}[ \\t]{0,4}\\{`);
        if (call.test(text))
            return true;
    }
    return false;
}


/***/ }),

/***/ 2299:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I4: () => (/* binding */ goRequirement),
/* harmony export */   O3: () => (/* binding */ officialGoSdk),
/* harmony export */   SW: () => (/* binding */ goSdkVersions),
/* harmony export */   Vy: () => (/* binding */ importsFoxy),
/* harmony export */   cD: () => (/* binding */ moduleOf),
/* harmony export */   e$: () => (/* binding */ MODULES),
/* harmony export */   nQ: () => (/* binding */ goVersionsOf),
/* harmony export */   vw: () => (/* binding */ importsGolang)
/* harmony export */ });
/* harmony import */ var _source_releases_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4512);

const MODULES = {
    'github.com/mark3labs/mcp-go': {
        firsts: [
            ['0.2.0', '2024-11-05'],
            ['0.30.0', '2025-03-26'],
            ['0.35.0', '2025-06-18'],
            ['0.44.0-beta.2', '2025-11-25'],
            ['1.0.0-beta.1', '2026-07-28'],
        ],
        latest: '0.44.0',
    },
    'github.com/modelcontextprotocol/go-sdk': {
        // v0.1.0 spoke 2025-03-26 alone; v0.2.0 added the older and the newer revision.
        firsts: [
            ['0.2.0', '2024-11-05'],
            ['0.1.0', '2025-03-26'],
            ['0.2.0', '2025-06-18'],
            ['1.2.0', '2025-11-25'],
            ['1.7.0-pre.1', '2026-07-28'],
        ],
        latest: '1.7.0',
    },
    'github.com/metoro-io/mcp-golang': {
        // `handleInitialize` answers "2024-11-05" at every tag from v0.1.0 to v0.16.0.
        firsts: [['0.1.0', '2024-11-05']],
        latest: '0.16.0',
    },
    'github.com/strowk/foxy-contexts': {
        // SUPPORTED_PROTOCOL_VERSIONS: "2024-11-05" (and the "2024-10-07" draft) from v0.0.1 to v0.0.15-beta.1;
        // "2025-03-26" and that draft from v0.1.0-beta.1; "2025-03-26" and "2024-11-05" from v0.1.0-beta.5.
        firsts: [
            ['0.0.1', '2024-11-05'],
            ['0.1.0-beta.1', '2025-03-26'],
        ],
        pauses: { '2024-11-05': ['0.1.0-beta.1', '0.1.0-beta.5'] },
        latest: '0.1.0-beta.6',
    },
};
/** foxy-contexts' packages, as a file imports them. */
const FOXY_IMPORT = /"github\.com\/strowk\/foxy-contexts\/pkg\/[A-Za-z0-9_.\-/]{1,128}"/;
/** The import path of metoro-io/mcp-golang's root package, as a file writes it. */
const GOLANG_IMPORT = /"github\.com\/metoro-io\/mcp-golang(?:\/[A-Za-z0-9_.\-/]{1,128})?"/;
/** The SDK module a file imports. */
function moduleOf(text) {
    if (text.includes('github.com/modelcontextprotocol/go-sdk'))
        return 'github.com/modelcontextprotocol/go-sdk';
    if (importsFoxy(text))
        return 'github.com/strowk/foxy-contexts';
    return importsGolang(text) ? 'github.com/metoro-io/mcp-golang' : 'github.com/mark3labs/mcp-go';
}
/** Whether the file imports a package of strowk/foxy-contexts, whose `mcp.Tool` its tools/list answer serves as written. */
function importsFoxy(text) {
    return text.includes('github.com/strowk/foxy-contexts/pkg/') && FOXY_IMPORT.test(text);
}
/** Whether the file imports metoro-io/mcp-golang or one of its packages (not a module whose path only begins alike). */
function importsGolang(text) {
    return text.includes('github.com/metoro-io/mcp-golang') && GOLANG_IMPORT.test(text);
}
/** Whether the file imports the official go-sdk (else it is read as mcp-go's). */
function officialGoSdk(text) {
    return moduleOf(text) === 'github.com/modelcontextprotocol/go-sdk';
}
function goVersionsOf(module, release) {
    const { firsts, pauses = {} } = MODULES[module];
    const paused = (v) => {
        const pause = pauses[v];
        return pause !== undefined && (0,_source_releases_js__WEBPACK_IMPORTED_MODULE_0__/* .compareReleases */ .c)(pause[0], release) <= 0 && (0,_source_releases_js__WEBPACK_IMPORTED_MODULE_0__/* .compareReleases */ .c)(release, pause[1]) < 0;
    };
    return firsts.filter(([first, v]) => (0,_source_releases_js__WEBPACK_IMPORTED_MODULE_0__/* .compareReleases */ .c)(first, release) <= 0 && !paused(v)).map(([, v]) => v);
}
const MAX_MANIFEST = 1 << 20;
/** The versions of the module the nearest go.mod at or above the file requires; its latest known release when none does. */
function goSdkVersions(path, module, workspace) {
    const segments = path.split('/').slice(0, -1);
    if (workspace && !segments.includes('..')) {
        for (let depth = segments.length; depth >= 0; depth--) {
            const at = [...segments.slice(0, depth), 'go.mod'].join('/');
            const release = goRequirement(workspace, at, module);
            if (release)
                return { versions: goVersionsOf(module, release), from: `${at}: ${module} v${release}` };
        }
    }
    const { latest } = MODULES[module];
    return { versions: goVersionsOf(module, latest), from: `assumed ${module} v${latest}: no go.mod at or above this file requires it` };
}
/** The release of `module` a go.mod at `at` requires, or undefined. */
function goRequirement(workspace, at, module) {
    if (workspace.kind(at) !== 'file')
        return undefined;
    const bytes = workspace.head(at, MAX_MANIFEST);
    if (!bytes || bytes.length >= MAX_MANIFEST)
        return undefined;
    const text = new TextDecoder().decode(bytes);
    const start = text.indexOf(`${module} v`);
    if (start === -1)
        return undefined;
    return /^v(\d{1,9}\.\d{1,9}\.\d{1,9}(?:-[0-9A-Za-z.-]{1,64})?)/.exec(text.slice(start + module.length + 1, start + module.length + 80))?.[1];
}


/***/ }),

/***/ 1696:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Rl: () => (/* binding */ modulePathOf),
/* harmony export */   _z: () => (/* binding */ inFolder),
/* harmony export */   rO: () => (/* binding */ specHelpers),
/* harmony export */   uJ: () => (/* binding */ goFiles)
/* harmony export */ });
/* harmony import */ var _rust_source_crate_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8276);
/* harmony import */ var _source_tokens_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7024);
/* harmony import */ var _builders_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1339);
/* harmony import */ var _hand_rolled_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3844);
/* harmony import */ var _tokens_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2005);
/**
 * A Go module's own registering helper, in another package of the module: `func AddTool[In, Out any](r
 * *Registry, spec ToolSpec, h mcp.ToolHandlerFor[In, Out]) error` whose body makes `&mcp.Tool{Name: spec.Name,
 * Title: spec.Title, Description: spec.Description, \u2026}` and hands it to the SDK's `AddTool`, never setting
 * the tool's fields otherwise. A call `mcpserver.AddTool(r, spec, h)` then registers the spec's fields as
 * the tool's (extract.ts reads the spec literal the call is given). And the methods of the calling file's
 * own package that hand such a spec on (`func (c Contract) Registration() mcpserver.ToolSpec { spec :=
 * c.Spec; spec.InputSchema = \u2026; return spec }`): setting no field the helper copies, they give the spec
 * their value holds in that field. Found by reading the helper's package (from the file's import path and
 * its go.mod's module path) and the file's own folder, bounded.
 */





/** A package's files read at most: a package of one file per tool has hundreds. */
const MAX_FILES = 1_024;
const METHODS = new WeakMap();
const HELPERS = new WeakMap();
const MODULE_PATHS = new WeakMap();
const MAX_FILE = 1 << 20;
const MAX_LISTED = 512;
const IMPORT = /"([A-Za-z0-9_.~\-/]{1,256})"/g;
const MODULE_LINE = /^module[ \t]+(\S{1,256})/m;
/** The Tool's text fields a helper may copy from its spec, by their JSON names. */
const COPIED = { Name: 'name', Title: 'title', Description: 'description' };
/** The helpers of the module's packages the file at `path` imports, and its own package's spec methods; undefined when none. */
function specHelpers(text, path, workspace) {
    if (!workspace)
        return undefined;
    const module = (0,_hand_rolled_js__WEBPACK_IMPORTED_MODULE_0__/* .moduleOf */ .cD)(path, workspace);
    const modulePath = module === undefined ? undefined : modulePathOf(workspace, module);
    if (module === undefined || !modulePath)
        return undefined;
    const helpers = new Map();
    for (const [, imported] of text.matchAll(IMPORT)) {
        if (!imported.startsWith(`${modulePath}/`))
            continue;
        const alias = imported.slice(imported.lastIndexOf('/') + 1);
        const folder = inFolder(module, imported.slice(modulePath.length + 1));
        const found = (0,_rust_source_crate_js__WEBPACK_IMPORTED_MODULE_2__/* .perCrate */ .bE)(HELPERS, workspace, folder, () => {
            const all = new Map();
            for (const [at, source] of goFiles(workspace, folder))
                for (const [fn, helper] of helpersIn(source))
                    all.set(fn, { ...helper, at });
            return all;
        });
        for (const [fn, helper] of found)
            if (text.includes(`${alias}.${fn}(`))
                helpers.set(`${alias}.${fn}`, helper);
    }
    if (helpers.size === 0)
        return undefined;
    const own = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
    const types = new Set([...helpers.values()].map((h) => h.specType));
    const methods = (0,_rust_source_crate_js__WEBPACK_IMPORTED_MODULE_2__/* .perCrate */ .bE)(METHODS, workspace, `${own}\n${[...types].sort().join(' ')}`, () => {
        const all = new Map();
        for (const [at, source] of goFiles(workspace, own))
            for (const [m, method] of specMethodsIn(source, types))
                all.set(m, { ...method, at });
        return all;
    });
    // What the file's tools are read from: a change there re-checks the file.
    for (const { at } of [...helpers.values(), ...methods.values()])
        if (at !== undefined)
            workspace.drawsOn?.(at);
    return { helpers, methods };
}
/** The module path the go.mod of the module at `module` declares, or undefined. */
function modulePathOf(workspace, module) {
    return (0,_rust_source_crate_js__WEBPACK_IMPORTED_MODULE_2__/* .perCrate */ .bE)(MODULE_PATHS, workspace, module, () => {
        const mod = workspace.head(inFolder(module, 'go.mod'), MAX_FILE);
        return (mod && MODULE_LINE.exec(new TextDecoder().decode(mod))?.[1]) || undefined;
    });
}
/** The non-test Go files of a folder: each's path and text. */
function* goFiles(workspace, folder) {
    let reads = MAX_FILES;
    for (const name of workspace.list(folder, MAX_LISTED) ?? []) {
        if (!name.endsWith('.go') || name.endsWith('_test.go') || reads-- <= 0)
            continue;
        const at = inFolder(folder, name);
        const bytes = workspace.head(at, MAX_FILE);
        if (bytes && bytes.length < MAX_FILE)
            yield [at, new TextDecoder().decode(bytes)];
    }
}
/** A file's registering helpers: exported top-level functions that make an SDK `Tool` from a spec parameter's fields. */
function helpersIn(text) {
    const found = new Map();
    if (!text.includes('mcp.Tool{') || !text.includes('github.com/modelcontextprotocol/go-sdk'))
        return found;
    const tokens = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_1__/* .tokenizeGo */ .i)(text);
    const pairs = (0,_source_tokens_js__WEBPACK_IMPORTED_MODULE_3__/* .bracketPairs */ .WW)(tokens);
    const { op, is } = reader(tokens);
    for (let i = 0; i + 3 < tokens.length; i++) {
        if (!is(i, 'func') || tokens[i + 1]?.kind !== 'name' || !/^[A-Z]/.test(tokens[i + 1].text))
            continue;
        // `func AddTool[In, Out any](\u2026)`: type parameters first.
        const open = op(i + 2, '[') ? pairs[i + 2] + 1 : i + 2;
        if (!op(open, '('))
            continue;
        const names = (0,_builders_js__WEBPACK_IMPORTED_MODULE_4__/* .parameterNames */ .u6)(tokens, pairs, open);
        let body = pairs[open] + 1;
        while (body < tokens.length && !op(body, '{') && body < pairs[open] + 16)
            body = op(body, '(') || op(body, '[') ? pairs[body] + 1 : body + 1;
        if (!names || !op(body, '{'))
            continue;
        const helper = helperBody(tokens, pairs, open, body, names);
        if (helper)
            found.set(tokens[i + 1].text, helper);
        i = pairs[body];
    }
    return found;
}
/** The body at `body` makes one `mcp.Tool{\u2026}` from a spec parameter's fields, hands it to `mcp.AddTool`, and sets none of its text fields. */
function helperBody(tokens, pairs, open, body, names) {
    const { op, is } = reader(tokens);
    let literal = -1;
    let adds = false;
    for (let j = body + 1; j < pairs[body]; j++) {
        if (is(j, 'mcp') && op(j + 1, '.') && is(j + 2, 'Tool') && op(j + 3, '{')) {
            if (literal !== -1)
                return undefined;
            literal = j + 3;
        }
        else if (is(j, 'mcp') && op(j + 1, '.') && is(j + 2, 'AddTool') && op(j + 3, '('))
            adds = true;
        // `tool.Name = \u2026` after the literal: not what the spec says.
        else if (op(j, '.') && tokens[j + 1]?.kind === 'name' && Object.hasOwn(COPIED, tokens[j + 1].text) && op(j + 2, '='))
            return undefined;
    }
    if (literal === -1 || !adds)
        return undefined;
    const fields = {};
    let spec;
    let annotations = false;
    for (let j = literal + 1; j < pairs[literal];) {
        if (tokens[j]?.kind !== 'name' || !op(j + 1, ':'))
            return undefined;
        const field = tokens[j].text;
        let end = j + 2;
        while (end < pairs[literal] && !op(end, ','))
            end = op(end, '(') || op(end, '[') || op(end, '{') ? pairs[end] + 1 : end + 1;
        // `Name: spec.Name`: copied from the spec parameter's field.
        const copied = end === j + 5 && tokens[j + 2].kind === 'name' && op(j + 3, '.') && tokens[j + 4].kind === 'name' ? tokens[j + 2].text : undefined;
        if (Object.hasOwn(COPIED, field)) {
            if (copied === undefined || (spec !== undefined && copied !== spec))
                return undefined;
            spec = copied;
            fields[COPIED[field]] = tokens[j + 4].text;
        }
        else if (field === 'Annotations')
            annotations = true;
        j = op(end, ',') ? end + 1 : end;
    }
    const param = spec === undefined ? -1 : names.indexOf(spec);
    if (fields.name === undefined || param === -1)
        return undefined;
    // The spec parameter's type: `spec ToolSpec` (the name is followed by its type, unqualified in its own package).
    const at = paramType(tokens, pairs, open, spec);
    return at === undefined ? undefined : { param, specType: at, fields, annotations };
}
/** The unqualified type named after the parameter `name` in the list at `open`, or undefined. */
function paramType(tokens, pairs, open, name) {
    for (let j = open + 1; j < pairs[open]; j++)
        if (tokens[j].kind === 'name' && tokens[j].text === name && tokens[j + 1]?.kind === 'name' && !(tokens[j + 2]?.kind === 'op' && tokens[j + 2].text === '.'))
            return tokens[j + 1].text;
    return undefined;
}
/**
 * A file's methods `func (c T) M() pkg.Spec { s := c.F; \u2026; return s }` (or `{ return c.F }`) whose
 * statements set no field a helper copies: each hands on its value's field F.
 */
function specMethodsIn(text, types) {
    const found = new Map();
    if (![...types].some((t) => text.includes(t)))
        return found;
    const tokens = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_1__/* .tokenizeGo */ .i)(text);
    const pairs = (0,_source_tokens_js__WEBPACK_IMPORTED_MODULE_3__/* .bracketPairs */ .WW)(tokens);
    const { op, is } = reader(tokens);
    for (let i = 0; i + 12 < tokens.length; i++) {
        // `func (c T) M() pkg.Spec {`
        if (!is(i, 'func') || !op(i + 1, '(') || pairs[i + 1] !== i + 4)
            continue;
        const value = tokens[i + 2].text;
        const receiver = tokens[i + 3].text;
        const m = i + 5;
        if (tokens[m]?.kind !== 'name' || !op(m + 1, '(') || !op(m + 2, ')'))
            continue;
        let result = m + 3;
        if (tokens[result]?.kind === 'name' && op(result + 1, '.'))
            result += 2;
        if (!types.has(tokens[result]?.text) || !op(result + 1, '{'))
            continue;
        const body = result + 1;
        const field = handedOn(tokens, pairs, body, value);
        if (field !== undefined)
            found.set(tokens[m].text, { receiver, field });
        i = pairs[body];
    }
    return found;
}
/** The field of `value` a method body at `body` returns unchanged in the helpers' text fields, or undefined. */
function handedOn(tokens, pairs, body, value) {
    const { op, is } = reader(tokens);
    const close = pairs[body];
    // `return c.F }`
    if (is(body + 1, 'return') && is(body + 2, value) && op(body + 3, '.') && tokens[body + 4]?.kind === 'name' && body + 5 === close)
        return tokens[body + 4].text;
    // `s := c.F` \u2026 `return s }`, no `return` before, no `s.Name =`, `s.Title =`, `s.Description =`, nor `s` handed on.
    const kept = tokens[body + 1];
    if (kept?.kind !== 'name' || !op(body + 2, ':=') || !is(body + 3, value) || !op(body + 4, '.') || tokens[body + 5]?.kind !== 'name')
        return undefined;
    // `s := c.F.G`, `s := c.F(\u2026)`: not the field itself.
    if (op(body + 6, '.') || op(body + 6, '(') || op(body + 6, '['))
        return undefined;
    if (!(is(close - 2, 'return') && is(close - 1, kept.text)))
        return undefined;
    for (let j = body + 6; j < close - 2; j++) {
        if (is(j, 'return'))
            return undefined;
        if (!is(j, kept.text) || op(j - 1, '.'))
            continue;
        if (!(op(j + 1, '.') && tokens[j + 2]?.kind === 'name' && op(j + 3, '=')) || Object.hasOwn(COPIED, tokens[j + 2].text))
            return undefined;
    }
    return tokens[body + 5].text;
}
function reader(tokens) {
    return {
        op: (i, v) => tokens[i]?.kind === 'op' && tokens[i].text === v,
        is: (i, v) => tokens[i]?.kind === 'name' && tokens[i].text === v,
    };
}
function inFolder(folder, name) {
    return folder === '' ? name : `${folder}/${name}`;
}


/***/ }),

/***/ 2005:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   V: () => (/* binding */ goTokens),
/* harmony export */   i: () => (/* binding */ tokenizeGo)
/* harmony export */ });
/* harmony import */ var _source_tokens_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7024);
/**
 * Go's tokens, as far as reading tool definitions needs: identifiers, numbers, strings (interpreted,
 * decoded; raw, as written), runes, operators. Comments go to `comments` when it is given. One pass, linear in the text; an
 * unterminated string ends at its line (interpreted) or the file (raw) and the scan goes on.
 */

const NAME_START = /[A-Za-z_\u0080-\uffff]/;
const NAME_PART = /[A-Za-z0-9_\u0080-\uffff]/;
const SIMPLE = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"', a: '\x07', b: '\b', f: '\f', v: '\v' };
function tokenizeGo(text, comments) {
    const tokens = [];
    let i = 0;
    while (i < text.length) {
        const c = text[i];
        if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === ';')
            i++;
        else if (c === '/' && (text[i + 1] === '/' || text[i + 1] === '*'))
            i = (0,_source_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .commentAt */ .tn)(text, i, comments);
        else if (NAME_START.test(c)) {
            const start = i;
            while (i < text.length && NAME_PART.test(text[i]))
                i++;
            tokens.push({ kind: 'name', start, end: i, text: text.slice(start, i) });
        }
        else if (c === '`') {
            const end = text.indexOf('`', i + 1);
            const close = end === -1 ? text.length : end + 1;
            tokens.push({ kind: 'string', start: i, end: close, text: end === -1 ? undefined : text.slice(i + 1, end).replace(/\r/g, ''), raw: true });
            i = close;
        }
        else if (c === '"' || c === "'") {
            const start = i;
            i++;
            let closed = false;
            while (i < text.length && text[i] !== '\n') {
                if (text[i] === '\\')
                    i += 2;
                else if (text[i] === c) {
                    closed = true;
                    i++;
                    break;
                }
                else
                    i++;
            }
            i = Math.min(i, text.length);
            tokens.push({ kind: c === '"' ? 'string' : 'op', start, end: i, text: closed && c === '"' ? decode(text.slice(start + 1, i - 1)) : undefined });
        }
        else if (/[0-9]/.test(c)) {
            const start = i;
            while (i < text.length && /[0-9A-Za-z_.]/.test(text[i]))
                i++;
            tokens.push({ kind: 'number', start, end: i, text: text.slice(start, i) });
        }
        else {
            const op = text.startsWith(':=', i) || text.startsWith('...', i) ? text.slice(i, text[i] === '.' ? i + 3 : i + 2) : c;
            tokens.push({ kind: 'op', start: i, end: i + op.length, text: op });
            i += op.length;
        }
    }
    return tokens;
}
/** An interpreted string's escapes as Go reads them. */
function decode(body) {
    if (!body.includes('\\'))
        return body;
    let out = '';
    for (let i = 0; i < body.length; i++) {
        const c = body[i];
        const next = body[i + 1];
        if (c !== '\\' || next === undefined) {
            out += c;
            continue;
        }
        const hex = next === 'x' ? 2 : next === 'u' ? 4 : next === 'U' ? 8 : 0;
        if (hex > 0 && /^[0-9A-Fa-f]+$/.test(body.slice(i + 2, i + 2 + hex)) && body.length >= i + 2 + hex) {
            const code = Number.parseInt(body.slice(i + 2, i + 2 + hex), 16);
            out += code <= 0x10ffff ? String.fromCodePoint(code) : '';
            i += 1 + hex;
        }
        else if (/[0-7]/.test(next) && /^[0-7]{3}$/.test(body.slice(i + 1, i + 4))) {
            out += String.fromCharCode(Number.parseInt(body.slice(i + 1, i + 4), 8));
            i += 3;
        }
        else {
            out += SIMPLE[next] ?? next;
            i++;
        }
    }
    return out;
}
/** Token lists kept at most, and their texts' characters together. */
const MAX_KEPT = 16;
const MAX_KEPT_CHARS = 1 << 20;
const kept = new Map();
let keptChars = 0;
/**
 * The tokens of `text`, shared: a server file is read by the extraction and, when it declares a module's
 * constructor over mcp-go, by the scan of its package (wrappers.ts). Readers never change them. The last
 * texts tokenized are kept, bounded; a text past the bound is tokenized every time.
 */
function goTokens(text) {
    const hit = kept.get(text);
    if (hit)
        return hit;
    const tokens = tokenizeGo(text);
    if (text.length > MAX_KEPT_CHARS)
        return tokens;
    while (kept.size >= MAX_KEPT || (kept.size > 0 && keptChars + text.length > MAX_KEPT_CHARS)) {
        const [oldest] = kept.keys();
        kept.delete(oldest);
        keptChars -= oldest.length;
    }
    kept.set(text, tokens);
    keptChars += text.length;
    return tokens;
}


/***/ }),

/***/ 6656:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  n: () => (/* binding */ toolWrappers)
});

// UNUSED EXPORTS: packageWrappers

// EXTERNAL MODULE: ./src/formats/rust-source/crate.ts
var crate = __webpack_require__(8276);
// EXTERNAL MODULE: ./src/formats/source/tokens.ts
var source_tokens = __webpack_require__(7024);
// EXTERNAL MODULE: ./src/formats/go-source/hand-rolled.ts + 1 modules
var hand_rolled = __webpack_require__(3844);
// EXTERNAL MODULE: ./src/formats/go-source/functions.ts
var functions = __webpack_require__(206);
;// CONCATENATED MODULE: ./src/formats/go-source/sdk-adders.ts
/**
 * A Go module's own registering function over the official go-sdk, in another package of the module
 * (`utils.RegisterTool[In, Out](server, "jira_get_boards", "Get Jira boards\u2026", handler)`, type arguments
 * written or inferred) or in the calling file's own, called unqualified (`addTool(server, "\u2026", "\u2026", h)`;
 * exported or not), whose body registers the SDK tool itself:
 *
 *   func RegisterTool[In, Out any](server *mcp.Server, name, description string, handler mcp.ToolHandlerFor[In, Out]) {
 *     mcp.AddTool(server, &mcp.Tool{Name: name, Description: description}, handler)
 *   }
 *
 * Its call is a tool only when the body provably hands the two string parameters to the SDK unchanged and
 * always registers it: one `mcp.Tool{\u2026}` literal whose Name and Description are the parameters (never
 * assigned nor their address taken), its other fields only InputSchema, OutputSchema and Annotations (then
 * not statically known), given whole to the body's one `mcp.AddTool(\u2026)` / `server.AddTool(\u2026)` call (or by a
 * variable used only there and to set such fields), a statement of the body's own block, after which every
 * earlier `return` fails with an error. A branch, a loop, a second tool, a rewritten name: no registering
 * function. The input schema the SDK makes from the handler's argument type is not read.
 */

/** The go-sdk's mcp package, imported by its own name. */
const GO_SDK_MCP = /^[ \t]*(?:import[ \t]+)?(?:mcp[ \t]+)?"github\.com\/modelcontextprotocol\/go-sdk\/mcp"[ \t]*$/m;
/** The fields of the go-sdk's Tool a registering function may set besides Name and Description. */
const OTHER_FIELDS = new Set(['InputSchema', 'OutputSchema', 'Annotations']);
/** The registering function `fn` is, by the arguments of its call that give the tool's name and description; or undefined. */
function addToolWrapper(fn) {
    const { tokens, pairs } = fn.file;
    const { op, is } = (0,functions/* reader */.wA)(tokens);
    const close = pairs[fn.body];
    let literal = -1;
    let call = -1;
    for (let j = fn.body + 1; j < close; j++) {
        if (is(j, 'mcp') && op(j + 1, '.') && is(j + 2, 'Tool') && op(j + 3, '{')) {
            if (literal !== -1)
                return undefined;
            literal = j + 3;
        }
        else if (is(j, 'AddTool') && op(j - 1, '.')) {
            if (call !== -1)
                return undefined;
            call = j;
        }
    }
    if (literal === -1 || call === -1 || pairs[literal] === literal + 1)
        return undefined;
    // `mcp.AddTool[In, Out](server, tool, h)` takes the tool second; a parameter's method `server.AddTool(tool, h)`, first.
    const sdkCall = is(call - 2, 'mcp');
    if (op(call - 3, '.') || (!sdkCall && !fn.params.some((p) => is(call - 2, p.name))))
        return undefined;
    const open = op(call + 1, '[') ? pairs[call + 1] + 1 : call + 1;
    if (!op(open, '(') || (!sdkCall && open !== call + 1))
        return undefined;
    // The call a statement of the body's own block: no brace opened before it is still open.
    let depth = 0;
    for (let j = fn.body + 1; j < call; j++)
        depth += op(j, '{') ? 1 : op(j, '}') ? -1 : 0;
    if (depth !== 0)
        return undefined;
    const given = argumentAt(fn, open, sdkCall ? 1 : 0);
    if (given === undefined)
        return undefined;
    const [from, end] = given;
    const whole = op(from, '&') ? from + 4 : from + 3;
    let variable;
    if (whole !== literal || pairs[literal] + 1 !== end) {
        // `tool := &mcp.Tool{\u2026}` before the call, `tool` given whole.
        const made = op(literal - 4, '&') ? literal - 5 : literal - 4;
        if (end !== from + 1 || tokens[from].kind !== 'name' || !op(made, ':=') || !is(made - 1, tokens[from].text) || made > call)
            return undefined;
        variable = tokens[from].text;
    }
    const named = (0,functions/* namingParams */.l$)(fn, literal, OTHER_FIELDS);
    if (!named)
        return undefined;
    const { name, description } = named;
    let { annotations } = named;
    // The variable: declared, given to the call, or given another field before it.
    for (const j of variable === undefined ? [] : (0,functions/* uses */.r9)(fn, variable)) {
        if (j === from || op(j + 1, ':='))
            continue;
        if (!(op(j + 1, '.') && tokens[j + 2]?.kind === 'name' && op(j + 3, '=') && j < call))
            return undefined;
        const field = tokens[j + 2].text;
        if (!OTHER_FIELDS.has(field))
            return undefined;
        annotations ||= field === 'Annotations';
    }
    if (!(0,functions/* failsOtherwise */.SY)(fn, (j) => j > call))
        return undefined;
    return { name, description, annotations, registers: true, at: [fn.file.at] };
}
/** The tokens [from, end) of the call's argument `k`, its list opening at `open`. */
function argumentAt(fn, open, k) {
    const { tokens, pairs } = fn.file;
    const { op } = (0,functions/* reader */.wA)(tokens);
    for (let j = open + 1, index = 0; j < pairs[open]; index++) {
        let end = j;
        while (end < pairs[open] && !op(end, ','))
            end = op(end, '(') || op(end, '[') || op(end, '{') ? pairs[end] + 1 : end + 1;
        if (index === k)
            return end > j ? [j, end] : undefined;
        j = end + 1;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/formats/go-source/sdk-constructors.ts
/**
 * A Go module's own go-sdk tool constructor, in another package of the module:
 *
 *   func NewReadTool(name, desc string) *mcp.Tool {
 *     return &mcp.Tool{Name: name, Description: desc, Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}
 *   }
 *
 * (or `t := &mcp.Tool{\u2026}` then `return t`). Its call handed straight to the SDK, `mcp.AddTool(server,
 * tools.NewReadTool("list_pods", "List pods\u2026"), handler)`, registers that tool: the body is only the literal
 * returned, whose Name and Description are two string parameters never assigned nor their address taken,
 * its other fields only OutputSchema and Annotations (then not statically known). The input schema the SDK
 * makes from the handler's argument type is not read. A call anywhere else is no tool here: what is done
 * with the *mcp.Tool before it is registered is not followed. A function of the calling file that only
 * forwards its own parameters to one (`func readTool(n, d string) *mcp.Tool { return tools.NewReadTool(n, d) }`)
 * is one too (wrappers.ts).
 */

/** The fields of the go-sdk's Tool a constructor may set besides Name and Description. */
const sdk_constructors_OTHER_FIELDS = new Set(['OutputSchema', 'Annotations']);
/** The constructor `fn` is, by the arguments of its call that give the tool's name and description; or undefined. */
function constructorWrapper(fn) {
    const { tokens, pairs } = fn.file;
    const { op, is } = (0,functions/* reader */.wA)(tokens);
    const close = pairs[fn.body];
    // `return &mcp.Tool{\u2026}`, or `t := &mcp.Tool{\u2026}` and `return t`.
    const kept = tokens[fn.body + 1]?.kind === 'name' && op(fn.body + 2, ':=');
    const start = kept ? fn.body + 3 : is(fn.body + 1, 'return') ? fn.body + 2 : -1;
    const literal = op(start, '&') ? start + 4 : start + 3;
    if (start === -1 || !is(literal - 3, 'mcp') || !op(literal - 2, '.') || !is(literal - 1, 'Tool') || !op(literal, '{'))
        return undefined;
    const after = pairs[literal] + 1;
    const returned = kept ? is(after, 'return') && is(after + 1, tokens[fn.body + 1].text) && after + 2 === close : after === close;
    if (!returned)
        return undefined;
    const named = (0,functions/* namingParams */.l$)(fn, literal, sdk_constructors_OTHER_FIELDS);
    return named && { ...named, constructs: true, at: [fn.file.at] };
}

// EXTERNAL MODULE: ./src/formats/go-source/spec-helpers.ts
var spec_helpers = __webpack_require__(1696);
// EXTERNAL MODULE: ./src/formats/go-source/tokens.ts
var go_source_tokens = __webpack_require__(2005);
;// CONCATENATED MODULE: ./src/formats/go-source/wrappers.ts
/**
 * A Go module's own tool constructor over mark3labs/mcp-go, in another package of the module (imported by
 * the module's path in go.mod): `mcpgrafana.MustTool("list_teams", "Search for teams\u2026", handler,
 * mcp.WithTitleAnnotation(\u2026))`, `mcpgo.NewTool("fetch_payment", "Fetch a payment\u2026", params, handler)`.
 * The principle: its call is a tool only when the constructor's body provably hands the name and
 * description parameters to the SDK unchanged. Two bodies prove it:
 *
 * - a literal one: `t := mcp.Tool{Name: name, Description: description, RawInputSchema: \u2026}`, the two
 *   parameters never assigned nor their address taken, `t` used only to set other fields, to apply the
 *   options parameter (`for _, o := range options { o(&t) }`: those options are then read as `NewTool`'s)
 *   and to be returned; or a function that forwards its own parameters unchanged to such a one
 *   (`MustTool` calling `ConvertTool(name, description, h, options...)`);
 * - a field one: `return &impl{name: name, description: description, \u2026}`, where one method of `impl`
 *   makes `mcp.NewTool(t.name, opts...)` after `opts = append(opts, mcp.WithDescription(t.description))`
 *   in its own block, and no file of the package assigns either field.
 *
 * The input schema such a constructor makes (by reflection over the handler's argument type, or by
 * converting its own parameter type) is never read: it is listed as not statically known, and so are
 * annotations the constructor sets itself. Anything else (a branch on an argument, a filter, a rewrite,
 * an SDK other than mcp-go) makes no wrapper. Plain token scans of the package's files, bounded, cached
 * per package.
 *
 * A pointer helper of the module, `func Ptr[T any](v T) *T { return &v }` (or typed, `func ptr(s string)
 * *string { return &s }`), gives the value it is called with: foxy-contexts' Tool takes its description as
 * a `*string`.
 */








const PACKAGES = new WeakMap();
const POINTERS = new WeakMap();
const MCP_GO = '"github.com/mark3labs/mcp-go/mcp"';
const PACKAGE = /^package[ \t]+([A-Za-z_][A-Za-z0-9_]{0,63})/m;
/** An import line: `alias "path"`, `import "path"`, `"path"`. */
const IMPORT = /^[ \t]*(?:import[ \t]+)?(?:([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]+)?"([A-Za-z0-9_.~\-/]{1,256})"[ \t]*$/gm;
/** The fields of mcp-go's Tool a literal wrapper may set besides Name and Description. */
const wrappers_OTHER_FIELDS = new Set(['InputSchema', 'RawInputSchema', 'OutputSchema', 'RawOutputSchema', 'Annotations']);
const MAX_FORWARDS = 4;
/** After a callee: its type arguments, if written, and a first argument that is a literal, or a name then one. */
const CALLED = String.raw `(?:\[[^\n(]{0,256}\])?\([ \t\r\n]{0,64}(?:[A-Za-z_][\w.]{0,63}[ \t]{0,16},[ \t\r\n]{0,64})?(?:["\`]|true\b|false\b|\d)`;
/** `func Ptr[T any](v T) *T { return &v }`: name, type parameter, parameter, its type, the result's, what is returned. */
const POINTER = /^func[ \t]{1,16}([A-Za-z_]\w{0,63})[ \t]{0,16}\[[ \t]{0,16}(\w{1,64})[ \t]{1,16}any[ \t]{0,16}\][ \t]{0,16}\([ \t]{0,16}(\w{1,64})[ \t]{1,16}(\w{1,64})[ \t]{0,16}\)[ \t]{0,16}\*(\w{1,64})[ \t]{0,16}\{[ \t\r\n]{0,64}return[ \t]{1,16}&(\w{1,64})[ \t\r\n]{0,64}\}/gm;
/** `func ptr(v string) *string { return &v }`: name, parameter, its type, the result's, what is returned. */
const TYPED_POINTER = /^func[ \t]{1,16}([A-Za-z_]\w{0,63})[ \t]{0,16}\([ \t]{0,16}(\w{1,64})[ \t]{1,16}(\w{1,64})[ \t]{0,16}\)[ \t]{0,16}\*(\w{1,64})[ \t]{0,16}\{[ \t\r\n]{0,64}return[ \t]{1,16}&(\w{1,64})[ \t\r\n]{0,64}\}/gm;
/**
 * The wrappers the file at `path` calls, of the packages of its own module it imports, and their pointer
 * helpers; with `own`, its own package's pointer helpers and registering functions too, called unqualified.
 * Undefined when none.
 */
function toolWrappers(text, path, workspace, own = false) {
    if (!workspace || !text.includes('.'))
        return undefined;
    const module = (0,hand_rolled/* moduleOf */.cD)(path, workspace);
    const modulePath = module === undefined ? undefined : (0,spec_helpers/* modulePathOf */.Rl)(workspace, module);
    if (module === undefined || !modulePath)
        return undefined;
    const found = new Map();
    const pointers = new Set();
    if (own) {
        const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
        for (const [fn, at] of (0,crate/* perCrate */.bE)(POINTERS, workspace, folder, () => pointersIn([...(0,spec_helpers/* goFiles */.uJ)(workspace, folder)])))
            if (text.includes(`${fn}(`)) {
                pointers.add(fn);
                workspace.drawsOn?.(at);
            }
        // Its package's registering functions, called unqualified; not where a local of the name may shadow one.
        for (const [fn, wrapper] of (0,crate/* perCrate */.bE)(PACKAGES, workspace, folder, () => packageWrappers([...(0,spec_helpers/* goFiles */.uJ)(workspace, folder)])).registering)
            if ((text.includes(`${fn}(`) || text.includes(`${fn}[`)) && !new RegExp(`\\b${fn}[ \\t]{0,16}:?=[^=]`).test(text))
                found.set(fn, wrapper);
    }
    for (const [, alias, imported] of text.includes(modulePath) ? text.matchAll(IMPORT) : []) {
        if (imported !== modulePath && !imported.startsWith(`${modulePath}/`))
            continue;
        // Cheap first: the file calls the package with a string first (`kit.NewTool("knead", \u2026)`) or second, after
        // a name (`utils.RegisterTool[In, Out](server, "get_board", \u2026)`), or a boolean or number (`util.Ptr(true)`),
        // by its alias or the path's last segment, which names the package unless it cannot (`mcp-grafana`).
        const segment = imported.slice(imported.lastIndexOf('/') + 1);
        const guess = alias ?? (/^[A-Za-z_]\w{0,63}$/.test(segment) ? segment : undefined);
        if (guess !== undefined && !new RegExp(`\\b${guess}\\.[A-Z]\\w{0,63}${CALLED}`).test(text))
            continue;
        const rest = imported.slice(modulePath.length + 1);
        const folder = rest === '' ? module : (0,spec_helpers/* inFolder */._z)(module, rest);
        const pkg = (0,crate/* perCrate */.bE)(PACKAGES, workspace, folder, () => packageWrappers([...(0,spec_helpers/* goFiles */.uJ)(workspace, folder)]));
        const as = alias ?? pkg.name;
        for (const [fn, wrapper] of pkg.wrappers)
            if (text.includes(`${as}.${fn}(`) || (wrapper.registers && text.includes(`${as}.${fn}[`)))
                found.set(`${as}.${fn}`, wrapper);
        for (const [fn, at] of pkg.pointers)
            if (text.includes(`${as}.${fn}(`)) {
                pointers.add(`${as}.${fn}`);
                workspace.drawsOn?.(at);
            }
    }
    // The file's own functions forwarding to a constructor it imports (`func readTool(n, d string) *mcp.Tool { return tools.NewReadTool(n, d) }`).
    const constructors = new Map([...found].filter(([, wrapper]) => wrapper.constructs));
    if (own && constructors.size > 0) {
        const tokens = (0,go_source_tokens/* goTokens */.V)(text);
        for (const fn of (0,functions/* functionsOf */.TW)({ at: path, text, tokens, pairs: (0,source_tokens/* bracketPairs */.WW)(tokens) })) {
            const forwarded = fn.receiver ? undefined : forwarder(fn, constructors);
            if (forwarded)
                found.set(fn.name, forwarded);
        }
    }
    // What the file's tools are read from: a change there re-checks the file.
    for (const wrapper of found.values())
        for (const at of wrapper.at)
            workspace.drawsOn?.(at);
    return found.size > 0 || pointers.size > 0 ? { wrappers: found, pointers } : undefined;
}
/** A package's pointer helpers, each with its file. */
function pointersIn(files) {
    const pointers = new Map();
    for (const [at, text] of files) {
        if (!text.includes('return &'))
            continue;
        for (const [, fn, type, param, paramType, result, returned] of text.matchAll(POINTER))
            if (paramType === type && result === type && returned === param)
                pointers.set(fn, at);
        for (const [, fn, param, type, result, returned] of text.matchAll(TYPED_POINTER))
            if (result === type && returned === param)
                pointers.set(fn, at);
    }
    return pointers;
}
/** The exported wrappers and pointer helpers among a package's files. */
function packageWrappers(files) {
    const name = files.map(([, text]) => PACKAGE.exec(text)?.[1]).find((n) => n !== undefined) ?? '';
    const wrappers = new Map();
    const pointers = pointersIn(files);
    const sources = files.filter(([, text]) => (text.includes(MCP_GO) && /\bmcp\.(?:Tool\{|NewTool\()/.test(text)) ||
        ((text.includes('AddTool') || text.includes('mcp.Tool{')) && GO_SDK_MCP.test(text)));
    if (sources.length === 0)
        return { name, wrappers, registering: new Map(), pointers };
    const funcs = [];
    // Only the files that make an mcp-go Tool or register a go-sdk one: a wrapper, what it forwards to and the method of a field one are there.
    const goSdk = new Set();
    for (const [at, text] of sources) {
        const tokens = (0,go_source_tokens/* goTokens */.V)(text);
        const found = (0,functions/* functionsOf */.TW)({ at, text, tokens, pairs: (0,source_tokens/* bracketPairs */.WW)(tokens) });
        if (!text.includes(MCP_GO))
            for (const fn of found)
                goSdk.add(fn);
        funcs.push(...found);
    }
    const all = new Map();
    for (const fn of funcs) {
        if (fn.receiver)
            continue;
        const found = goSdk.has(fn) ? (addToolWrapper(fn) ?? constructorWrapper(fn)) : (literalWrapper(fn) ?? fieldWrapper(fn, funcs, files));
        if (found)
            all.set(fn.name, found);
    }
    // Functions forwarding to one, a few calls deep.
    for (let round = 0; round < MAX_FORWARDS; round++) {
        let added = false;
        for (const fn of funcs) {
            if (fn.receiver || all.has(fn.name))
                continue;
            const found = forwarder(fn, all);
            if (found)
                all.set(fn.name, found);
            added ||= found !== undefined;
        }
        if (!added)
            break;
    }
    for (const [fn, wrapper] of all)
        if (/^[A-Z]/.test(fn))
            wrappers.set(fn, wrapper);
    return { name, wrappers, registering: new Map([...all].filter(([, wrapper]) => wrapper.registers)), pointers };
}
/** `t := mcp.Tool{Name: name, Description: description, \u2026}`, the options applied, `t` otherwise only given fields and returned. */
function literalWrapper(fn) {
    const { tokens, pairs } = fn.file;
    const { op, is } = (0,functions/* reader */.wA)(tokens);
    const close = pairs[fn.body];
    let literal = -1;
    for (let j = fn.body + 1; j < close; j++)
        if (is(j, 'mcp') && op(j + 1, '.') && (is(j + 2, 'Tool') || is(j + 2, 'NewTool')) && (op(j + 3, '{') || op(j + 3, '('))) {
            // `zero := mcp.Tool{}`, what an error return gives: no tool of this name.
            if (op(j + 3, '{') && pairs[j + 3] === j + 4)
                continue;
            if (literal !== -1 || !is(j + 2, 'Tool') || !op(j + 3, '{'))
                return undefined;
            literal = j + 3;
        }
    const made = op(literal - 4, '&') ? literal - 5 : literal - 4;
    if (literal === -1 || !op(made, ':=') || tokens[made - 1]?.kind !== 'name')
        return undefined;
    const variable = tokens[made - 1].text;
    const named = (0,functions/* namingParams */.l$)(fn, literal, wrappers_OTHER_FIELDS);
    if (!named)
        return undefined;
    const { name, description } = named;
    let { annotations } = named;
    // The options parameter: applied to the tool in a loop of its own, `for _, o := range options { o(&t) }`.
    const last = fn.params.length - 1;
    const optioned = last >= 0 && fn.params[last].variadic && fn.params[last].type === 'mcp.ToolOption';
    let loop = -1;
    if (optioned) {
        const [only, ...more] = (0,functions/* uses */.r9)(fn, fn.params[last].name);
        const v = only - 2;
        const applied = only !== undefined &&
            more.length === 0 &&
            is(only - 1, 'range') &&
            op(only - 2, ':=') &&
            op(only - 4, ',') &&
            is(only - 5, '_') &&
            is(only - 6, 'for') &&
            op(only + 1, '{') &&
            pairs[only + 1] === only + 7 &&
            is(only + 2, tokens[v - 1].text) &&
            op(only + 3, '(') &&
            op(only + 4, '&') &&
            is(only + 5, variable) &&
            op(only + 6, ')');
        if (!applied)
            return undefined;
        loop = only + 5;
    }
    // `t` after the literal: set a field (not its name nor description), given to the options' loop, or returned.
    for (const j of (0,functions/* uses */.r9)(fn, variable)) {
        if (j === made - 1 || j === loop)
            continue;
        if (is(j - 1, 'return') || (op(j - 1, '&') && is(j - 2, 'return')))
            continue;
        let k = j;
        while (op(k + 1, '.') && tokens[k + 2]?.kind === 'name')
            k += 2;
        if (k === j || !op(k + 1, '='))
            return undefined;
        const field = tokens[j + 2].text;
        if (field === 'Name' || field === 'Description')
            return undefined;
        annotations ||= field === 'Annotations';
    }
    if (!(0,functions/* failsOtherwise */.SY)(fn, (j) => is(j + 1, variable) || (op(j + 1, '&') && is(j + 2, variable))))
        return undefined;
    return { name, description, ...(optioned ? { options: last } : {}), annotations, at: [fn.file.at] };
}
/**
 * `return &impl{name: name, description: description, \u2026}`, whose one method making an mcp-go tool gives it
 * those fields unchanged (module doc); no file of the package assigns either.
 */
function fieldWrapper(fn, funcs, files) {
    const { tokens, pairs } = fn.file;
    const { op, is } = (0,functions/* reader */.wA)(tokens);
    if (!is(fn.body + 1, 'return') || fn.params.some((p) => p.type.endsWith('ToolOption')))
        return undefined;
    const start = op(fn.body + 2, '&') ? fn.body + 3 : fn.body + 2;
    const type = tokens[start]?.text;
    if (tokens[start]?.kind !== 'name' || !op(start + 1, '{') || pairs[start + 1] + 1 !== pairs[fn.body])
        return undefined;
    // Each field given a string parameter, by the field.
    const given = new Map();
    const fields = (0,functions/* fieldsOf */.Pf)(fn.file, start + 1);
    for (const { field, value, end } of fields ?? []) {
        const param = (0,functions/* paramAt */.xn)(fn, value, end);
        if (param !== -1)
            given.set(field, param);
    }
    if (!fields || given.size < 2)
        return undefined;
    const made = funcs.filter((m) => m.receiver?.type === type && (0,functions/* uses */.r9)(m, 'mcp').length > 0).flatMap((m) => makes(m));
    if (made.length !== 1)
        return undefined;
    const { nameField, descriptionField } = made[0];
    const name = given.get(nameField);
    const description = given.get(descriptionField);
    if (name === undefined || description === undefined || name === description)
        return undefined;
    // Neither field assigned anywhere in the package.
    const assigned = new RegExp(`\\.(?:${nameField}|${descriptionField})[ \\t]{0,16}(?:=(?!=)|\\+=)`);
    if (files.some(([, text]) => assigned.test(text)))
        return undefined;
    return { name, description, annotations: made[0].annotations, at: [...new Set([fn.file.at, made[0].at])] };
}
/**
 * In method `m`: `tool := mcp.NewTool(r.<name>, opts...)` in its own block, after `opts = append(opts,
 * mcp.WithDescription(r.<description>))` there, the one description option, `opts` only ever appended to:
 * the two fields, whether it sets annotations too, and its file.
 */
function makes(m) {
    const { tokens, pairs, at } = m.file;
    const { op, is } = (0,functions/* reader */.wA)(tokens);
    const r = m.receiver?.name;
    const close = pairs[m.body];
    const depth = new Int32Array(close + 1);
    for (let j = m.body + 1, d = 0; j < close; j++) {
        if (op(j, '}'))
            d--;
        depth[j] = d;
        if (op(j, '{'))
            d++;
    }
    const calls = [];
    const descriptions = [];
    for (let j = m.body + 1; j < close; j++) {
        if (!is(j, 'mcp') || !op(j + 1, '.'))
            continue;
        if (is(j + 2, 'NewTool') && op(j + 3, '('))
            calls.push(j);
        if (is(j + 2, 'WithDescription'))
            descriptions.push(j);
    }
    if (calls.length !== 1 || descriptions.length !== 1)
        return [];
    const call = calls[0];
    // `mcp.NewTool(r.name, opts...)`
    if (!(is(call + 4, r) && op(call + 5, '.') && tokens[call + 6]?.kind === 'name' && op(call + 7, ',') && tokens[call + 8]?.kind === 'name'))
        return [];
    const nameField = tokens[call + 6].text;
    const opts = tokens[call + 8].text;
    if (!(op(call + 9, '...') && pairs[call + 3] === call + 10 && depth[call] === 0))
        return [];
    // `opts = append(opts, mcp.WithDescription(r.description))` before it, in the method's own block.
    const d = descriptions[0];
    const appended = depth[d] === 0 &&
        d < call &&
        is(d - 6, opts) &&
        op(d - 5, '=') &&
        is(d - 4, 'append') &&
        op(d - 3, '(') &&
        is(d - 2, opts) &&
        op(d - 1, ',') &&
        op(d + 3, '(') &&
        is(d + 4, r) &&
        op(d + 5, '.') &&
        tokens[d + 6]?.kind === 'name' &&
        op(d + 7, ')') &&
        pairs[d - 3] === d + 8;
    if (!appended)
        return [];
    // `opts` never set but by appending to it.
    for (const j of (0,functions/* uses */.r9)(m, opts))
        if (op(j + 1, '=') && !(is(j + 2, 'append') && op(j + 3, '(') && is(j + 4, opts)))
            return [];
    const descriptionField = tokens[d + 6].text;
    return [{ nameField, descriptionField, annotations: m.file.text.slice(tokens[m.body].start, tokens[close].end).includes('Annotation('), at }];
}
/** The next `return` of the body after `j`, if any. */
function nextReturn(fn, j) {
    const { tokens, pairs } = fn.file;
    for (let k = j + 1; k < pairs[fn.body]; k++)
        if (tokens[k].kind === 'name' && tokens[k].text === 'return')
            return k;
    return undefined;
}
/**
 * A function whose body calls a wrapper of the package once with its own parameters unchanged (the
 * options spread on as `options...`), and uses the result only as a field value or returned.
 */
function forwarder(fn, wrappers) {
    const { tokens, pairs } = fn.file;
    const { op, is } = (0,functions/* reader */.wA)(tokens);
    const close = pairs[fn.body];
    // The call's callee, its first token (`tools` of `tools.NewReadTool(\u2026)`, one the file imports: toolWrappers) and key.
    let site = -1;
    let start = -1;
    let key = '';
    for (let j = fn.body + 1; j < close; j++) {
        if (tokens[j].kind !== 'name' || op(j - 1, '.'))
            continue;
        const qualified = op(j + 1, '.') && tokens[j + 2]?.kind === 'name';
        const called = qualified ? `${tokens[j].text}.${tokens[j + 2].text}` : tokens[j].text;
        if (!wrappers.has(called) || !op(qualified ? j + 3 : j + 1, '('))
            continue;
        if (site !== -1)
            return undefined;
        site = qualified ? j + 2 : j;
        start = j;
        key = called;
    }
    if (site === -1)
        return undefined;
    const target = wrappers.get(key);
    const args = [];
    for (let j = site + 2; j < pairs[site + 1];) {
        let end = j;
        while (end < pairs[site + 1] && !op(end, ','))
            end = op(end, '(') || op(end, '[') || op(end, '{') ? pairs[end] + 1 : end + 1;
        args.push([j, end]);
        j = end + 1;
    }
    const given = (k, spread) => {
        if (k === undefined || args[k] === undefined)
            return -1;
        const [from, end] = args[k];
        if (end !== from + (spread ? 2 : 1) || tokens[from].kind !== 'name' || (spread && !op(from + 1, '...')))
            return -1;
        const index = fn.params.findIndex((p) => p.name === tokens[from].text);
        return index !== -1 && (0,functions/* uses */.r9)(fn, fn.params[index].name).length === 1 && (0,functions/* onlyRead */.RP)(fn, fn.params[index].name) ? index : -1;
    };
    const name = given(target.name, false);
    const description = given(target.description, false);
    const options = target.options === undefined ? undefined : given(target.options, true);
    if (name === -1 || description === -1 || options === -1 || (target.options !== undefined && target.options !== args.length - 1))
        return undefined;
    // `tool, h, err := Convert(\u2026)`: the tool only given as a field's value or returned.
    if (!op(start - 1, ':=') && !op(start - 1, '=') && !is(start - 1, 'return'))
        return undefined;
    let result;
    if (!is(start - 1, 'return')) {
        let first = start - 2;
        while (op(first - 1, ',') && tokens[first - 2]?.kind === 'name')
            first -= 2;
        result = tokens[first].text;
        for (const j of (0,functions/* uses */.r9)(fn, result))
            if (j !== first && !(op(j - 1, ':') && (op(j + 1, ',') || op(j + 1, '}'))) && !(is(j - 1, 'return') && (op(j + 1, ',') || op(j + 1, '}'))))
                return undefined;
    }
    // The one return that gives the tool: the call's, or one naming its result (`return Tool{Tool: tool, \u2026}`).
    const gives = (j) => j === start - 1 || (result !== undefined && (0,functions/* uses */.r9)(fn, result).some((k) => k > j && k < (nextReturn(fn, j) ?? pairs[fn.body])));
    if (!(0,functions/* failsOtherwise */.SY)(fn, gives))
        return undefined;
    return {
        name,
        description,
        ...(options === undefined ? {} : { options }),
        annotations: target.annotations,
        ...(target.registers ? { registers: target.registers } : {}),
        ...(target.constructs ? { constructs: target.constructs } : {}),
        at: [...new Set([fn.file.at, ...target.at])],
    };
}


/***/ }),

/***/ 3701:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   s: () => (/* binding */ JAVA_SOURCE_INFO)
/* harmony export */ });
/* harmony import */ var _source_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6894);
/* harmony import */ var _project_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4511);
/**
 * What tells that a file is a Java MCP server's source: a `.java` file that uses the MCP Java SDK
 * (`io.modelcontextprotocol`), the MCP annotations (`@McpTool`) or Quarkus MCP Server, or Spring AI's `@Tool` in a project
 * whose build makes an MCP server (a chat client's `@Tool` methods are not served). All that
 * classification reads; the reader and rules (index.ts) load only when such a file is linted.
 */


const PATHS = ['**/?*.java'];
const JAVA_SOURCE_INFO = (0,_source_info_js__WEBPACK_IMPORTED_MODULE_0__/* .sourceInfo */ .A)({
    id: 'java-source',
    // Never ties with another format: source files are told by path and imports, not by parsed content.
    precedence: 2,
    noun: { one: 'Java server file', other: 'Java server files' },
    title: 'Java MCP server source (Spring AI @Tool, @McpTool, MCP Java SDK)',
    paths: PATHS,
    importsSdk: (text, path, workspace) => text.includes('io.modelcontextprotocol') ||
        text.includes('org.springaicommunity.mcp.annotation') ||
        text.includes('org.springframework.ai.mcp.annotation') ||
        text.includes('io.quarkiverse.mcp.server') ||
        (text.includes('org.springframework.ai.tool.annotation') && (path === undefined || workspace === undefined || (0,_project_js__WEBPACK_IMPORTED_MODULE_1__/* .buildsServer */ .FB)(path, workspace))),
});
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (JAVA_SOURCE_INFO);


/***/ }),

/***/ 4511:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CB: () => (/* binding */ buildFiles),
  FB: () => (/* binding */ buildsServer)
});

// UNUSED EXPORTS: BUILD_FILES

// EXTERNAL MODULE: ./src/formats/source/manifest.ts
var manifest = __webpack_require__(7983);
;// CONCATENATED MODULE: ./src/formats/java-source/catalog.ts
/**
 * Gradle's default version catalog, `gradle/libs.versions.toml`: a build that writes
 * `implementation(libs.spring.ai.starter.mcp.server.webmvc)` names the library the catalog's `[libraries]`
 * table keys `spring-ai-starter-mcp-server-webmvc` (Gradle makes the accessor by turning each `-`, `_` and
 * `.` of the alias into a dot), or a `[bundles]` array of such aliases (`libs.bundles.\u2026`). Read line by line:
 * TOML keeps an inline table on one line.
 */

const CATALOG = 'gradle/libs.versions.toml';
/**
 * The libraries a Gradle build file at `buildPath` names through the default catalog, read from the
 * nearest `gradle/libs.versions.toml` at or above its folder (a subproject's build uses its root's).
 */
function catalogLibraries(buildPath, text, workspace) {
    const accessors = new Set();
    for (const match of text.matchAll(/\blibs\.([A-Za-z]\w{0,80}(?:\.\w{1,80}){0,20})/g))
        accessors.add(match[1].replace(/\.get$/, ''));
    if (accessors.size === 0)
        return undefined;
    const segments = buildPath.split('/').slice(0, -1);
    for (let depth = segments.length; depth >= 0; depth--) {
        const path = [...segments.slice(0, depth), CATALOG].join('/');
        const catalog = (0,manifest/* readManifest */.W)(workspace, path);
        if (catalog === undefined)
            continue;
        const entries = readCatalog(catalog);
        const named = [...accessors].flatMap((accessor) => entries.bundles.get(accessor) ?? [accessor]);
        return { path, libraries: named.flatMap((accessor) => entries.libraries.get(accessor) ?? []).map((l) => resolve(l, entries.versions)) };
    }
    return undefined;
}
/** How many lines one bundle's array may span. */
const MAX_BUNDLE_LINES = 200;
const accessorOf = (alias) => alias.replace(/[-_.]/g, '.');
function readCatalog(text) {
    const entries = { libraries: new Map(), versions: new Map(), bundles: new Map() };
    let table = '';
    const lines = text.split('\n');
    for (let n = 0; n < lines.length; n++) {
        const line = lines[n].trim();
        const header = /^\[([\w.-]{1,40})\]$/.exec(line);
        if (header) {
            table = header[1];
            continue;
        }
        const entry = /^([\w.-]{1,200}|"[\w.-]{1,200}")\s{0,8}=\s{0,8}(.{1,1000})$/.exec(line);
        if (!entry)
            continue;
        const key = entry[1].replace(/"/g, '');
        const value = entry[2];
        if (table === 'versions') {
            const version = /^"([^"]{1,100})"/.exec(value)?.[1] ?? field(value, 'strictly') ?? field(value, 'require') ?? field(value, 'prefer');
            if (version !== undefined)
                entries.versions.set(key, version);
        }
        else if (table === 'libraries') {
            const library = readLibrary(value);
            if (library)
                entries.libraries.set(accessorOf(key), library);
        }
        else if (table === 'bundles' && value.startsWith('[')) {
            // An array may span lines (an inline table may not).
            let array = value;
            for (const last = Math.min(lines.length - 1, n + MAX_BUNDLE_LINES); !array.includes(']') && n < last;)
                array += lines[++n];
            const aliases = [...array.matchAll(/"([\w.-]{1,200})"/g)].map((m) => accessorOf(m[1]));
            entries.bundles.set(`bundles.${accessorOf(key)}`, aliases);
        }
    }
    return entries;
}
/** `"group:name:version"`, `{ module = "group:name", version\u2026 }` or `{ group = "\u2026", name = "\u2026", version\u2026 }`. */
function readLibrary(value) {
    const plain = /^"([^"\s:]{1,200}:[^"\s:]{1,200})(?::([^"\s]{1,100}))?"/.exec(value);
    if (plain)
        return { module: plain[1], version: plain[2] };
    if (!value.startsWith('{'))
        return undefined;
    const group = field(value, 'group');
    const name = field(value, 'name');
    const module = field(value, 'module') ?? (group !== undefined && name !== undefined ? `${group}:${name}` : undefined);
    if (module === undefined)
        return undefined;
    const versionRef = field(value, 'version.ref') ?? field(value, 'ref');
    return { module, version: versionRef === undefined ? field(value, 'version') : undefined, versionRef };
}
/** The string a `key = "\u2026"` inside an inline table sets (the key exactly, not a longer one ending with it). */
function field(value, key) {
    return new RegExp(`(?:^|[{,\\s])${key.replace('.', '\\.')}\\s{0,8}=\\s{0,8}"([^"]{1,200})"`).exec(value)?.[1];
}
function resolve(library, versions) {
    const version = library.versionRef === undefined ? library.version : versions.get(library.versionRef);
    return version === undefined ? library.module : `${library.module}:${version}`;
}

;// CONCATENATED MODULE: ./src/formats/java-source/project.ts
/**
 * A Java source file's build files: the pom.xml, build.gradle or build.gradle.kts in its folder and each
 * folder above, nearest first (a module's, then its parents'). Read through the workspace, bounded.
 */


const BUILD_FILES = ['pom.xml', 'build.gradle', 'build.gradle.kts'];
/** The build files at or above `path`, nearest first; none for a path that climbs out of the root. */
function* buildFiles(path, workspace) {
    const segments = path.split('/').slice(0, -1);
    if (segments.includes('..'))
        return;
    for (let depth = segments.length; depth >= 0; depth--) {
        const folder = segments.slice(0, depth).join('/');
        for (const name of BUILD_FILES) {
            const at = folder === '' ? name : `${folder}/${name}`;
            const text = (0,manifest/* readManifest */.W)(workspace, at);
            if (text !== undefined)
                yield { path: at, name, text, catalog: name === 'pom.xml' ? undefined : catalogLibraries(at, text, workspace) };
        }
    }
}
/**
 * A build file that makes an MCP server: Spring AI's MCP server starters (`spring-ai-starter-mcp-server\u2026`) or the MCP
 * Java SDK, written in the build or named through its version catalog.
 */
const SERVER_BUILD = /mcp-server|io\.modelcontextprotocol/;
/**
 * Whether the nearest build file at or above `path` makes an MCP server, so the Spring AI `@Tool` methods
 * of its sources are served as MCP tools (a chat client's `@Tool` methods are not); true where no build
 * file can be read.
 */
function buildsServer(path, workspace) {
    for (const file of buildFiles(path, workspace))
        return SERVER_BUILD.test(file.text) || (file.catalog?.libraries.some((l) => SERVER_BUILD.test(l)) ?? false);
    return true;
}


/***/ }),

/***/ 3734:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   b: () => (/* binding */ KIRO_MCP_JSON_INFO)
/* harmony export */ });
/* harmony import */ var _client_config_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2715);
/**
 * What tells a file is a Kiro MCP configuration (.kiro/settings/mcp.json): all that classification reads.
 * The client's model and rules (index.ts) load only when such a file is linted.
 */

const KIRO_MCP_JSON_INFO = {
    id: 'kiro-mcp-json',
    precedence: 90,
    noun: { one: 'Kiro config', other: 'Kiro configs' },
    title: 'Kiro MCP configuration (.kiro/settings/mcp.json)',
    paths: ['**/.kiro/settings/mcp.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_0__/* .clientInfo */ .q)(KIRO_MCP_JSON_INFO));


/***/ }),

/***/ 9189:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MV: () => (/* binding */ FORMAT_INFOS),
  nv: () => (/* binding */ FORMAT_PATHS),
  Uk: () => (/* binding */ formatInfoById),
  M6: () => (/* binding */ loadFormat)
});

// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/info.ts
var info = __webpack_require__(8690);
// EXTERNAL MODULE: ./src/formats/mcp-registry-server/info.ts
var mcp_registry_server_info = __webpack_require__(4551);
// EXTERNAL MODULE: ./src/formats/mcpb-manifest/info.ts
var mcpb_manifest_info = __webpack_require__(4619);
// EXTERNAL MODULE: ./src/formats/mcp-server-card/info.ts
var mcp_server_card_info = __webpack_require__(8272);
// EXTERNAL MODULE: ./src/formats/claude-code-mcp-json/info.ts
var claude_code_mcp_json_info = __webpack_require__(1415);
// EXTERNAL MODULE: ./src/formats/claude-code-plugin/info.ts
var claude_code_plugin_info = __webpack_require__(8557);
// EXTERNAL MODULE: ./src/formats/vscode-mcp-json/info.ts
var vscode_mcp_json_info = __webpack_require__(8871);
// EXTERNAL MODULE: ./src/formats/cursor-mcp-json/info.ts
var cursor_mcp_json_info = __webpack_require__(423);
// EXTERNAL MODULE: ./src/formats/windsurf-mcp-config/info.ts
var windsurf_mcp_config_info = __webpack_require__(7055);
// EXTERNAL MODULE: ./src/formats/kiro-mcp-json/info.ts
var kiro_mcp_json_info = __webpack_require__(3734);
// EXTERNAL MODULE: ./src/formats/roo-mcp-json/info.ts
var roo_mcp_json_info = __webpack_require__(327);
// EXTERNAL MODULE: ./src/formats/amazonq-mcp-json/info.ts
var amazonq_mcp_json_info = __webpack_require__(4768);
// EXTERNAL MODULE: ./src/formats/claude-desktop-config/info.ts
var claude_desktop_config_info = __webpack_require__(3387);
// EXTERNAL MODULE: ./src/formats/gemini-settings/info.ts
var gemini_settings_info = __webpack_require__(3510);
// EXTERNAL MODULE: ./src/formats/gemini-extension/info.ts
var gemini_extension_info = __webpack_require__(9672);
// EXTERNAL MODULE: ./src/formats/codex-config-toml/info.ts
var codex_config_toml_info = __webpack_require__(6358);
// EXTERNAL MODULE: ./src/formats/smithery-yaml/info.ts
var smithery_yaml_info = __webpack_require__(2844);
// EXTERNAL MODULE: ./src/formats/docker-mcp-catalog-tools/info.ts
var docker_mcp_catalog_tools_info = __webpack_require__(7786);
// EXTERNAL MODULE: ./src/formats/fastmcp-json/info.ts
var fastmcp_json_info = __webpack_require__(2288);
// EXTERNAL MODULE: ./src/formats/docker-mcp-catalog/info.ts
var docker_mcp_catalog_info = __webpack_require__(7184);
// EXTERNAL MODULE: ./src/formats/claude-code-settings/info.ts
var claude_code_settings_info = __webpack_require__(9723);
// EXTERNAL MODULE: ./src/formats/copilot-cli-mcp-json/info.ts
var copilot_cli_mcp_json_info = __webpack_require__(7652);
// EXTERNAL MODULE: ./src/formats/mcp-tool-list/info.ts
var mcp_tool_list_info = __webpack_require__(3583);
// EXTERNAL MODULE: ./src/formats/mcp-json/info.ts
var mcp_json_info = __webpack_require__(6014);
// EXTERNAL MODULE: ./src/formats/ai-catalog/info.ts
var ai_catalog_info = __webpack_require__(7157);
// EXTERNAL MODULE: ./src/formats/typescript-source/info.ts + 1 modules
var typescript_source_info = __webpack_require__(7403);
// EXTERNAL MODULE: ./src/formats/python-source/info.ts
var python_source_info = __webpack_require__(5975);
// EXTERNAL MODULE: ./src/formats/go-source/info.ts
var go_source_info = __webpack_require__(2923);
// EXTERNAL MODULE: ./src/formats/csharp-source/info.ts + 1 modules
var csharp_source_info = __webpack_require__(7512);
// EXTERNAL MODULE: ./src/formats/rust-source/info.ts
var rust_source_info = __webpack_require__(8775);
// EXTERNAL MODULE: ./src/formats/java-source/info.ts
var java_source_info = __webpack_require__(3701);
;// CONCATENATED MODULE: ./src/formats/registry.generated.ts
// generated from src/formats/*/info.ts by npm run generate; do not edit.
// Every format's manifest, highest precedence first (the order classification breaks ties in), with how
// to load the whole format: each import() is a chunk of the bundles of its own, loaded only when a file
// of that format is checked.































const REGISTRY = [
    [info/* default */.Ay, async () => (await Promise.all(/* import() */[__webpack_require__.e(9605), __webpack_require__.e(7654), __webpack_require__.e(9586), __webpack_require__.e(9482), __webpack_require__.e(2060), __webpack_require__.e(9490), __webpack_require__.e(7418), __webpack_require__.e(7840), __webpack_require__.e(1907), __webpack_require__.e(4882), __webpack_require__.e(646)]).then(__webpack_require__.bind(__webpack_require__, 646))).default],
    [mcp_registry_server_info/* default */.Ay, async () => (await Promise.all(/* import() */[__webpack_require__.e(9586), __webpack_require__.e(9541)]).then(__webpack_require__.bind(__webpack_require__, 9541))).default],
    [mcpb_manifest_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(7654), __webpack_require__.e(9586), __webpack_require__.e(7418), __webpack_require__.e(6329), __webpack_require__.e(5781)]).then(__webpack_require__.bind(__webpack_require__, 8092))).default],
    [mcp_server_card_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(9586), __webpack_require__.e(9490), __webpack_require__.e(6635)]).then(__webpack_require__.bind(__webpack_require__, 6635))).default],
    [claude_code_mcp_json_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(7654), __webpack_require__.e(9586), __webpack_require__.e(8125), __webpack_require__.e(9851)]).then(__webpack_require__.bind(__webpack_require__, 9851))).default],
    [claude_code_plugin_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(7654), __webpack_require__.e(9586), __webpack_require__.e(8125), __webpack_require__.e(6077)]).then(__webpack_require__.bind(__webpack_require__, 6077))).default],
    [vscode_mcp_json_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(7654), __webpack_require__.e(9586), __webpack_require__.e(8125), __webpack_require__.e(219)]).then(__webpack_require__.bind(__webpack_require__, 219))).default],
    [cursor_mcp_json_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(7654), __webpack_require__.e(9586), __webpack_require__.e(8125), __webpack_require__.e(5451)]).then(__webpack_require__.bind(__webpack_require__, 5451))).default],
    [windsurf_mcp_config_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(7654), __webpack_require__.e(9586), __webpack_require__.e(8125), __webpack_require__.e(3987)]).then(__webpack_require__.bind(__webpack_require__, 3987))).default],
    [kiro_mcp_json_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(7654), __webpack_require__.e(9586), __webpack_require__.e(8125), __webpack_require__.e(3064)]).then(__webpack_require__.bind(__webpack_require__, 3064))).default],
    [roo_mcp_json_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(7654), __webpack_require__.e(9586), __webpack_require__.e(8125), __webpack_require__.e(9067)]).then(__webpack_require__.bind(__webpack_require__, 9067))).default],
    [amazonq_mcp_json_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(7654), __webpack_require__.e(9586), __webpack_require__.e(8125), __webpack_require__.e(3486)]).then(__webpack_require__.bind(__webpack_require__, 3486))).default],
    [claude_desktop_config_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(7654), __webpack_require__.e(9586), __webpack_require__.e(8125), __webpack_require__.e(8919)]).then(__webpack_require__.bind(__webpack_require__, 8919))).default],
    [gemini_settings_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(7654), __webpack_require__.e(9586), __webpack_require__.e(8125), __webpack_require__.e(936)]).then(__webpack_require__.bind(__webpack_require__, 936))).default],
    [gemini_extension_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(7654), __webpack_require__.e(9586), __webpack_require__.e(8125), __webpack_require__.e(3430)]).then(__webpack_require__.bind(__webpack_require__, 3430))).default],
    [codex_config_toml_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(7654), __webpack_require__.e(9586), __webpack_require__.e(8125), __webpack_require__.e(7560)]).then(__webpack_require__.bind(__webpack_require__, 7560))).default],
    [smithery_yaml_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(7654), __webpack_require__.e(9586), __webpack_require__.e(8125), __webpack_require__.e(4594)]).then(__webpack_require__.bind(__webpack_require__, 4594))).default],
    [docker_mcp_catalog_tools_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(7654), __webpack_require__.e(9586), __webpack_require__.e(9490), __webpack_require__.e(7418), __webpack_require__.e(7840), __webpack_require__.e(9896)]).then(__webpack_require__.bind(__webpack_require__, 3658))).default],
    [fastmcp_json_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(9586), __webpack_require__.e(1677)]).then(__webpack_require__.bind(__webpack_require__, 1677))).default],
    [docker_mcp_catalog_info/* default */.A, async () => (await __webpack_require__.e(/* import() */ 6685).then(__webpack_require__.bind(__webpack_require__, 6685))).default],
    [claude_code_settings_info/* default */.Ay, async () => (await Promise.all(/* import() */[__webpack_require__.e(7654), __webpack_require__.e(9586), __webpack_require__.e(8125), __webpack_require__.e(2711)]).then(__webpack_require__.bind(__webpack_require__, 2711))).default],
    [copilot_cli_mcp_json_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(7654), __webpack_require__.e(9586), __webpack_require__.e(8125), __webpack_require__.e(4458)]).then(__webpack_require__.bind(__webpack_require__, 4458))).default],
    [mcp_tool_list_info/* default */.Ay, async () => (await Promise.all(/* import() */[__webpack_require__.e(9605), __webpack_require__.e(7654), __webpack_require__.e(9586), __webpack_require__.e(9482), __webpack_require__.e(2060), __webpack_require__.e(9490), __webpack_require__.e(7418), __webpack_require__.e(7840), __webpack_require__.e(1907), __webpack_require__.e(4882), __webpack_require__.e(1984)]).then(__webpack_require__.bind(__webpack_require__, 1984))).default],
    [mcp_json_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(7654), __webpack_require__.e(9586), __webpack_require__.e(8125), __webpack_require__.e(5248)]).then(__webpack_require__.bind(__webpack_require__, 5248))).default],
    [ai_catalog_info/* default */.A, async () => (await __webpack_require__.e(/* import() */ 9795).then(__webpack_require__.bind(__webpack_require__, 9795))).default],
    [typescript_source_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(9605), __webpack_require__.e(7654), __webpack_require__.e(9586), __webpack_require__.e(9482), __webpack_require__.e(2060), __webpack_require__.e(9490), __webpack_require__.e(7418), __webpack_require__.e(7840), __webpack_require__.e(1907), __webpack_require__.e(7776), __webpack_require__.e(4979)]).then(__webpack_require__.bind(__webpack_require__, 4979))).default],
    [python_source_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(9605), __webpack_require__.e(7654), __webpack_require__.e(9586), __webpack_require__.e(9482), __webpack_require__.e(2060), __webpack_require__.e(9490), __webpack_require__.e(7418), __webpack_require__.e(7840), __webpack_require__.e(1907), __webpack_require__.e(7776), __webpack_require__.e(5965)]).then(__webpack_require__.bind(__webpack_require__, 5965))).default],
    [go_source_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(9605), __webpack_require__.e(7654), __webpack_require__.e(9586), __webpack_require__.e(9482), __webpack_require__.e(2060), __webpack_require__.e(9490), __webpack_require__.e(7418), __webpack_require__.e(7840), __webpack_require__.e(1907), __webpack_require__.e(7776), __webpack_require__.e(199)]).then(__webpack_require__.bind(__webpack_require__, 199))).default],
    [csharp_source_info/* default */.Ay, async () => (await Promise.all(/* import() */[__webpack_require__.e(9605), __webpack_require__.e(7654), __webpack_require__.e(9586), __webpack_require__.e(9482), __webpack_require__.e(2060), __webpack_require__.e(9490), __webpack_require__.e(7418), __webpack_require__.e(7840), __webpack_require__.e(1907), __webpack_require__.e(7776), __webpack_require__.e(2648)]).then(__webpack_require__.bind(__webpack_require__, 2648))).default],
    [rust_source_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(9605), __webpack_require__.e(7654), __webpack_require__.e(9586), __webpack_require__.e(9482), __webpack_require__.e(2060), __webpack_require__.e(9490), __webpack_require__.e(7418), __webpack_require__.e(7840), __webpack_require__.e(1907), __webpack_require__.e(7776), __webpack_require__.e(7795)]).then(__webpack_require__.bind(__webpack_require__, 7795))).default],
    [java_source_info/* default */.A, async () => (await Promise.all(/* import() */[__webpack_require__.e(9605), __webpack_require__.e(7654), __webpack_require__.e(9586), __webpack_require__.e(9482), __webpack_require__.e(2060), __webpack_require__.e(9490), __webpack_require__.e(7418), __webpack_require__.e(7840), __webpack_require__.e(1907), __webpack_require__.e(7776), __webpack_require__.e(8166)]).then(__webpack_require__.bind(__webpack_require__, 8166))).default],
];

// EXTERNAL MODULE: ./src/formats/types.ts
var types = __webpack_require__(7857);
;// CONCATENATED MODULE: ./src/formats/loaders.ts
/**
 * Every format as classification sees it (its manifest: paths, recognition, version, precedence), in
 * precedence order, with each format's rules and models loaded only when a file of that format is
 * checked: a run on one descriptor never compiles nor runs the other formats' code, which the bundles
 * keep in chunks of their own. The list is generated from the format folders (registry.generated.ts).
 */


const FORMAT_INFOS = REGISTRY.map(([info]) => info);
const BY_ID = new Map(REGISTRY.map(([info, load]) => [info.id, { info, load }]));
function formatInfoById(id) {
    return BY_ID.get(id)?.info;
}
/** Every format's usual paths: discovery's default include list. */
const FORMAT_PATHS = (0,types/* formatPaths */.qB)(FORMAT_INFOS);
const LOADED = new Map();
/** The whole format `info` describes, with its rules and the consistency rules that read its group. */
function loadFormat(info) {
    let loaded = LOADED.get(info.id);
    if (!loaded) {
        const entry = BY_ID.get(info.id);
        if (!entry)
            throw new Error(`unknown format ${info.id}`);
        loaded = Promise.all([entry.load(), Promise.all(/* import() */[__webpack_require__.e(9605), __webpack_require__.e(7654), __webpack_require__.e(9482), __webpack_require__.e(7776), __webpack_require__.e(6329), __webpack_require__.e(2501)]).then(__webpack_require__.bind(__webpack_require__, 4882))]).then(([format, { withConsistency }]) => withConsistency(format));
        LOADED.set(info.id, loaded);
    }
    return loaded;
}


/***/ }),

/***/ 6014:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $: () => (/* binding */ MCP_JSON_INFO),
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _client_config_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2715);
/**
 * What tells a file is a MCP server list (mcp.json, mcpServers): all that classification reads. The
 * client's model and rules (index.ts) load only when such a file is linted.
 */

const MCP_JSON_INFO = {
    id: 'mcp-json',
    precedence: 10,
    noun: { one: 'MCP server list', other: 'MCP server lists' },
    title: 'MCP server list (mcp.json, mcpServers)',
    paths: ['**/mcp.json'],
    namedByPath: false,
    syntax: 'jsonc',
    serverKeys: ['mcpServers', 'servers'],
    flat: true,
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_0__/* .clientInfo */ .q)(MCP_JSON_INFO));


/***/ }),

/***/ 4551:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ay: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   Dh: () => (/* binding */ REGISTRY_SERVER_INFO),
/* harmony export */   yD: () => (/* binding */ schemaDate)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/* harmony import */ var _versions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1741);
/**
 * What tells a file is a registry server.json and which `$schema` date it declares: all that
 * classification reads, apart from the rules (index.ts), which load only when one is linted.
 */


/** `https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json` and its older hosts. */
const SCHEMA_URL = /^https?:\/\/(?:static\.)?modelcontextprotocol\.io\/schemas\/([^/]{1,40})\/server\.schema\.json$/;
/** The registry's reverse-DNS name: a namespace with a dot, one slash, a server name. */
const REGISTRY_NAME = /^[a-zA-Z0-9.-]{1,200}\.[a-zA-Z0-9-]{1,63}\/[a-zA-Z0-9._-]{1,200}$/;
/** The date in the `$schema` URL, whether or not mcpdesc knows it. */
function schemaDate(value) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value) || typeof value.$schema !== 'string')
        return undefined;
    return SCHEMA_URL.exec(value.$schema)?.[1];
}
const REGISTRY_SERVER_INFO = {
    id: 'mcp-registry-server',
    precedence: 170,
    noun: { one: 'registry server.json', other: 'registry server.json files' },
    title: 'MCP Registry server.json',
    paths: ['**/server.json'],
    namedBy: [],
    syntax: 'json',
    versions: _versions_js__WEBPACK_IMPORTED_MODULE_0__/* .SERVER_JSON_VERSIONS */ .V$,
    recognize(value) {
        if (schemaDate(value) !== undefined || ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value) && (0,_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .namesDraft */ .y5)(value.$schema)))
            return 'certain';
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value) || typeof value.name !== 'string' || !REGISTRY_NAME.test(value.name))
            return 'no';
        // A Server Card has the same name and remotes: without the $schema, the path decides.
        // The pre-release shape (before `$schema`) said its release in `version_detail`.
        return Array.isArray(value.packages) || Array.isArray(value.remotes) || (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value.version_detail) ? 'likely' : 'no';
    },
    version: _versions_js__WEBPACK_IMPORTED_MODULE_0__/* .declaredVersion */ .Pn,
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (REGISTRY_SERVER_INFO);


/***/ }),

/***/ 1741:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gf: () => (/* binding */ checkedVersion),
/* harmony export */   Pn: () => (/* binding */ declaredVersion),
/* harmony export */   V$: () => (/* binding */ SERVER_JSON_VERSIONS),
/* harmony export */   Ww: () => (/* binding */ DRAFT),
/* harmony export */   X1: () => (/* binding */ draftSegment),
/* harmony export */   ZZ: () => (/* binding */ schemaUrl),
/* harmony export */   Zd: () => (/* binding */ PUBLISHED_VERSIONS),
/* harmony export */   bm: () => (/* binding */ nearestVersion),
/* harmony export */   c5: () => (/* binding */ versionSegment),
/* harmony export */   eN: () => (/* binding */ CURRENT),
/* harmony export */   iM: () => (/* binding */ AXIS),
/* harmony export */   lF: () => (/* binding */ isVersion),
/* harmony export */   y5: () => (/* binding */ namesDraft)
/* harmony export */ });
/* unused harmony export suggestedVersion */
/* harmony import */ var _model_axis_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/**
 * server.json's version axis: the dates of the schemas the registry publishes, named by the `$schema`
 * URL. mcp-publisher reads only the date segment of the URL (any host), and calls every URL other than
 * the current one "not the current version".
 */


/** The published schema versions, oldest first: the ones mcp-publisher accepts. */
const PUBLISHED_VERSIONS = ['2025-07-09', '2025-09-16', '2025-09-29', '2025-10-11', '2025-10-17', '2025-12-11'];
/**
 * The versions a file may follow: the published ones, then the registry's unreleased draft (its `$id`,
 * docs/reference/server-json/draft/), newer than every published one. mcp-publisher refuses the draft
 * (mcpdesc.registry.schema says so), but a file written to it is checked by the draft's rules.
 */
const SERVER_JSON_VERSIONS = [...PUBLISHED_VERSIONS, 'draft'];
const DRAFT = 'draft';
const AXIS = new _model_axis_js__WEBPACK_IMPORTED_MODULE_0__/* .VersionAxis */ .i(SERVER_JSON_VERSIONS, {
    noun: 'schema version',
    field: '$schema',
    declare: (version) => `use the "$schema" of ${version}`,
});
/** The version mcp-publisher treats as current (`model.CurrentSchemaVersion`). */
const CURRENT = '2025-12-11';
/** The URL the registry publishes a version's schema at: the only one it calls current. */
function schemaUrl(version) {
    return `https://static.modelcontextprotocol.io/schemas/${version}/server.schema.json`;
}
/** How mcp-publisher finds the version in a `$schema` URL (`/schemas/<version>/server.schema.json`, any host). */
const VERSION_SEGMENT = /\/schemas\/([A-Za-z0-9_~.-]{1,64})\/server\.schema\.json/;
/** The version segment of a `$schema` URL, whether or not it is a published version. */
function versionSegment(url) {
    return VERSION_SEGMENT.exec(url)?.[1];
}
/** The registry's unreleased draft, as its `$id` names it (raw GitHub, docs/reference/server-json/draft/). */
const DRAFT_URL = /\/server-json\/draft\/server\.schema\.json$/;
/** "draft" for the draft schema's own URL, which has no `/schemas/<version>/` segment. */
function draftSegment(url) {
    return DRAFT_URL.test(url) ? 'draft' : undefined;
}
/** Whether a `$schema` URL names the registry's draft, under either form. */
function namesDraft(url) {
    return typeof url === 'string' && (versionSegment(url) ?? draftSegment(url)) === 'draft';
}
/** The version a document's `$schema` names (a published one, or the draft), or null. */
function declaredVersion(value) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value) || typeof value.$schema !== 'string')
        return null;
    const segment = versionSegment(value.$schema) ?? draftSegment(value.$schema);
    return segment !== undefined && isVersion(segment) ? segment : null;
}
function isVersion(text) {
    return SERVER_JSON_VERSIONS.includes(text);
}
/**
 * The version to check a file against: the one its "$schema" names, else the one mcpdesc.registry.schema
 * tells the user to write (the published version nearest to a wrong "$schema"'s date, the current one
 * when it has none or there is no "$schema"), `assumed`. One round of fixes then finds everything: the rest
 * of the file is checked while "$schema" is wrong.
 */
function checkedVersion(value) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value))
        return undefined;
    const declared = declaredVersion(value);
    if (declared)
        return { version: declared, assumed: false };
    // A file of the registry's early previews ("version_detail", packages' "registry_name") fits no published
    // version: checked against one, every field would be wrong. mcpdesc.registry.schema's advice is all it needs.
    if (isPreview(value))
        return undefined;
    return { version: suggestedVersion(value.$schema), assumed: true };
}
function isPreview(value) {
    if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, 'version_detail'))
        return true;
    return Array.isArray(value.packages) && value.packages.some((pkg) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(pkg) && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(pkg, 'registry_name'));
}
/** The published version mcpdesc suggests for a "$schema" that names none. */
function suggestedVersion(url) {
    if (typeof url !== 'string')
        return CURRENT;
    const segment = versionSegment(url);
    if (segment !== undefined)
        return nearestVersion(segment);
    return /\d{4}-\d{2}-\d{2}/.test(url) ? nearestVersion(url) : CURRENT;
}
/** The published version nearest in time to a date-like text ("2025-12-01", "20251011"), else the current one. */
function nearestVersion(text) {
    const match = /(\d{4})[-/._]?(\d{1,2})[-/._]?(\d{1,2})/.exec(text);
    if (!match)
        return CURRENT;
    const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
    if (!Number.isFinite(time))
        return CURRENT;
    let best = CURRENT;
    let distance = Infinity;
    for (const version of PUBLISHED_VERSIONS) {
        const [y, m, d] = version.split('-').map(Number);
        const gap = Math.abs(Date.UTC(y, m - 1, d) - time);
        // On a tie the later version wins: it is the one still published.
        if (gap <= distance) {
            best = version;
            distance = gap;
        }
    }
    return best;
}


/***/ }),

/***/ 7656:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DU: () => (/* binding */ CARD_SCHEMA),
/* harmony export */   F5: () => (/* binding */ shapeOf),
/* harmony export */   bz: () => (/* binding */ draftOf),
/* harmony export */   eN: () => (/* binding */ CURRENT),
/* harmony export */   iM: () => (/* binding */ AXIS),
/* harmony export */   rr: () => (/* binding */ DRAFTS),
/* harmony export */   xY: () => (/* binding */ remotesOf)
/* harmony export */ });
/* harmony import */ var _model_axis_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/**
 * A Server Card's version axis: the drafts of SEP-2127 whose card shapes differ, each named by the date
 * of the revision that introduced the shape (../shared/reference/formats/server-card/FACTS.md). A card
 * declares no draft: its `$schema` URL has been the same since 2026-01-30, so its keys say which one it
 * follows.
 * - 2026-01-21 (b199c358, and SEP-1649's `/.well-known/mcp.json` before it): the initialize result on
 *   disk: `serverInfo`, `protocolVersion`, one `transport`, `capabilities`, `tools`, `resources`, `prompts`.
 * - 2026-01-30 (125fb1fd): registry-style identity (`name`, `version`), `remotes` and `packages`, and still
 *   `capabilities`, `requires` and the primitives.
 * - 2026-03-03 (414ca3f7): primitives and packages removed; `capabilities`, `requires` and a remote's
 *   `authentication` kept.
 * - 2026-08-14 (a6c26fa6, the current draft; the shape since 389a07d6 of 2026-04-06, as the extension
 *   repository's schema.json defines it): identity and remotes only.
 */


const DRAFTS = ['2026-01-21', '2026-01-30', '2026-03-03', '2026-08-14'];
const CURRENT = '2026-08-14';
const AXIS = new _model_axis_js__WEBPACK_IMPORTED_MODULE_0__/* .VersionAxis */ .i(DRAFTS, {
    noun: 'draft',
    field: '$schema',
    declare: () => 'follow the current draft',
});
/** The only `$schema` the current draft accepts. */
const CARD_SCHEMA = 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json';
/** The first draft's `$schema`, never published. */
const FIRST_DRAFT_SCHEMA = /\/schemas\/mcp-server-card\/v1\.json$/;
/** The root keys only older drafts have: the first draft's initialize result, then packages, primitives and requirements. */
const OLD_KEYS = ['serverInfo', 'protocolVersion', 'transport', 'packages', 'tools', 'resources', 'prompts', 'capabilities', 'requires'];
/** The draft whose shape the card follows, with the keys that show it; null when the root is not an object. */
function shapeOf(value) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value))
        return null;
    const has = (k) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, k);
    const firstSchema = typeof value.$schema === 'string' && FIRST_DRAFT_SCHEMA.test(value.$schema);
    const authenticated = remotesOf(value).flatMap((r) => ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(r.value, 'authentication') ? [`${r.pointer}/authentication`] : []));
    const markers = [
        ...(firstSchema ? ['/$schema'] : []),
        ...Object.keys(value)
            .filter((k) => OLD_KEYS.includes(k))
            .map((k) => `/${k}`),
        ...authenticated,
    ];
    // The first draft is the initialize result on disk; a root "protocolVersion" beside "remotes" is a current card's slip.
    const initializeLike = firstSchema || has('serverInfo') || (has('protocolVersion') && !Array.isArray(value.remotes));
    const draft = initializeLike
        ? '2026-01-21'
        : ['packages', 'tools', 'resources', 'prompts'].some(has)
            ? '2026-01-30'
            : ['capabilities', 'requires'].some(has) || authenticated.length > 0
                ? '2026-03-03'
                : has('transport') && !Array.isArray(value.remotes)
                    ? '2026-01-21'
                    : CURRENT;
    return { draft, markers: draft === CURRENT ? [] : markers };
}
function draftOf(value) {
    return shapeOf(value)?.draft ?? null;
}
/** The card's remote objects with their pointers. */
function remotesOf(root) {
    return Array.isArray(root.remotes) ? root.remotes.flatMap((r, i) => ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(r) ? [{ pointer: `/remotes/${i}`, value: r }] : [])) : [];
}


/***/ }),

/***/ 8272:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   O: () => (/* binding */ SERVER_CARD_INFO)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4976);
/* harmony import */ var _mcpdesc_descriptor_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8690);
/* harmony import */ var _drafts_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7656);
/**
 * A Server Card (SEP-2127, draft): a server's static description for discovery, served from
 * `.well-known/` and often committed with the site that serves it. Its version axis is the draft whose
 * shape it follows (drafts.ts); the current draft's model is model.ts, the rules are rules/.
 *
 * This module is what classification reads; the rules (index.ts) load only when a card is linted.
 */



/** What the first draft copied from the initialize result beside its `protocolVersion`. */
const INITIALIZE_KEYS = ['serverInfo', 'capabilities', 'tools', 'resources', 'prompts'];
/** The registry's server.json schema under the card's version segment. */
const REGISTRY_V1 = /^https?:\/\/static\.modelcontextprotocol\.io\/schemas\/v1\/server\.schema\.json$/;
const NAMED = ['**/.well-known/mcp/server-card.json', '**/server-card.json', '**/.well-known/mcp-server-card', '**/.well-known/mcp/server-card'];
const SERVER_CARD_INFO = {
    id: 'mcp-server-card',
    precedence: 150,
    noun: { one: 'Server Card', other: 'Server Cards' },
    title: 'MCP Server Card (.well-known/mcp/server-card.json)',
    paths: [...NAMED, '**/.well-known/mcp.json'],
    namedBy: NAMED,
    syntax: 'json',
    versions: _drafts_js__WEBPACK_IMPORTED_MODULE_1__/* .DRAFTS */ .rr,
    recognize(value) {
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .isObject */ .Gv)(value))
            return 'no';
        if (typeof value.$schema === 'string' && /server-card/i.test(value.$schema))
            return 'certain';
        // The registry's schema URL with the card's "/v1/" segment: a card that names the wrong schema (the
        // extension's own invalid example) or a server.json; as certain as the registry's, so its path decides.
        if (typeof value.$schema === 'string' && REGISTRY_V1.test(value.$schema))
            return 'certain';
        // The first draft's card is an initialize result, as certain a descriptor as a card: its path decides.
        if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .hasOwn */ .$3)(value, 'protocolVersion') && INITIALIZE_KEYS.some((k) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .hasOwn */ .$3)(value, k)))
            return (0,_mcpdesc_descriptor_info_js__WEBPACK_IMPORTED_MODULE_0__/* .ownSummary */ .jt)(value) ? 'likely' : 'certain';
        return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_2__/* .hasOwn */ .$3)(value, 'serverInfo') || (typeof value.name === 'string' && Array.isArray(value.remotes)) ? 'likely' : 'no';
    },
    version: _drafts_js__WEBPACK_IMPORTED_MODULE_1__/* .draftOf */ .bz,
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (SERVER_CARD_INFO);


/***/ }),

/***/ 3583:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ay: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   Cp: () => (/* binding */ listShape),
/* harmony export */   QP: () => (/* binding */ MCP_TOOL_LIST_INFO)
/* harmony export */ });
/* unused harmony export TOOL_FIELDS */
/* harmony import */ var _protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5159);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/**
 * What tells a committed `tools/list` result: all that classification reads. Servers commit the tools
 * they serve as a golden file their tests compare with (github-mcp-server's `__toolsnaps__/<tool>.snap`,
 * one tool per file; `testdata/toolsets-*.json`, an array) or as a listing kept current by CI
 * (`tools.json`, the result object `{"tools": [...]}`). No such file declares a protocol version: it is
 * read in those of its server's SDK, else the newest mcpdesc knows (sdk.ts), which the report shows.
 */


/**
 * Keys that make an element some other list's (Docker's catalog `arguments`, an MCP prompt's `arguments`,
 * Anthropic's `input_schema`, OpenAI's `parameters` and `function`): not an MCP tool.
 */
const FOREIGN = ['arguments', 'input_schema', 'parameters', 'function'];
/** What a `tools/list` result holds beside its tools. */
const RESULT_KEYS = new Set(['tools', 'nextCursor', '_meta']);
function toolLike(item) {
    return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(item) && typeof item.name === 'string' && !FOREIGN.some((key) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(item, key));
}
/** The fields of the protocol's `Tool` in any version (src/protocol/model/tools.ts). */
const TOOL_FIELDS = new Set([
    'name',
    'title',
    'description',
    'inputSchema',
    'outputSchema',
    'annotations',
    'execution',
    'icons',
    '_meta',
]);
/**
 * Records of another program that borrow a tool's fields (a docs site's data file: each tool with its
 * `source_file` and `tags`, its input schema written from the source's type hints). Two signs must agree,
 * so a broken tool list the user meant as one is still checked: every tool carries a field no MCP version
 * defines (a field some tools lack is a slip for the rules to report; with one tool nothing tells the two
 * apart), and no input schema has the `"type": "object"` every MCP SDK writes.
 */
function otherRecords(items) {
    if (items.length < 2)
        return false;
    const shared = Object.keys(items[0]).filter((key) => !TOOL_FIELDS.has(key) && items.every((item) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(item, key)));
    return shared.length > 0 && !items.some((item) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(item.inputSchema) && item.inputSchema.type === 'object');
}
/** Tools, each named, none of another list's shape, and at least one with the input schema every MCP tool has. */
function isToolArray(items) {
    return Array.isArray(items) && items.length > 0 && items.every(toolLike) && items.some((item) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(item.inputSchema)) && !otherRecords(items);
}
/** How the value holds a tool list, or undefined when it is none. */
function listShape(value) {
    if (isToolArray(value))
        return 'array';
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value))
        return undefined;
    if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, 'tools'))
        return Object.keys(value).every((key) => RESULT_KEYS.has(key)) && isToolArray(value.tools) ? 'result' : undefined;
    return toolLike(value) && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value.inputSchema) ? 'tool' : undefined;
}
const NAMED = ['**/__toolsnaps__/*.snap'];
const MCP_TOOL_LIST_INFO = {
    id: 'mcp-tool-list',
    // Below the descriptor, which shares the `{"tools": [...]}` shape: each takes it at its own paths.
    precedence: 11,
    noun: { one: 'tool list', other: 'tool lists' },
    title: 'Committed tools/list result (tools.json, __toolsnaps__/*.snap, testdata/*tools*.json)',
    paths: ['**/tools.json', ...NAMED, '**/testdata/*tools*.json'],
    // A `tools.json` may be anything; a tool snapshot is one whatever it holds.
    namedBy: NAMED,
    syntax: 'json',
    // The protocol's axis, as the descriptor's: the tool rules they share are gated by the same versions.
    versions: _protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSIONS */ .S8,
    // Other lists of tools share the shape (a descriptor's, an API's): the path decides.
    recognize: (value) => (listShape(value) ? 'likely' : 'no'),
    version: (value) => (listShape(value) ? _protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .LATEST */ .k0 : null),
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (MCP_TOOL_LIST_INFO);


/***/ }),

/***/ 4619:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   K: () => (/* binding */ MCPB_MANIFEST_INFO)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/* harmony import */ var _versions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2886);
/**
 * An MCPB bundle's `manifest.json` (formerly DXT), versioned by `manifest_version` (or the legacy
 * `dxt_version`) and resolved exactly as mcpb resolves it (versions.ts). Browser extensions and web apps
 * use the name `manifest.json` too, so only its content makes it one: a version key with a `server`
 * object, or a version string with an `author` object (a manifest that lost its `server`). A browser
 * extension's `manifest_version` is a number and its `author` a string or an e-mail object beside no
 * `server`, so it is neither.
 *
 * This module is what classification reads; the rules (index.ts) load only when a manifest is linted.
 */


const MCPB_MANIFEST_INFO = {
    id: 'mcpb-manifest',
    precedence: 160,
    noun: { one: 'MCPB manifest', other: 'MCPB manifests' },
    title: 'MCPB bundle manifest (manifest.json)',
    // Repositories keep a DXT-era or second manifest beside the bundle's under another name (manifest-dxt.json).
    paths: ['**/manifest.json', '**/manifest-*.json'],
    namedBy: [],
    syntax: 'json',
    versions: _versions_js__WEBPACK_IMPORTED_MODULE_0__/* .MCPB_VERSIONS */ .H7,
    recognize(value) {
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value))
            return 'no';
        const keys = _versions_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSION_KEYS */ ._O.filter((key) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, key));
        if (keys.length === 0)
            return 'no';
        if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value.server))
            return 'certain';
        return keys.some((key) => typeof value[key] === 'string') && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value.author) && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, 'name') ? 'certain' : 'no';
    },
    version: _versions_js__WEBPACK_IMPORTED_MODULE_0__/* .resolveVersion */ .x,
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (MCPB_MANIFEST_INFO);


/***/ }),

/***/ 2886:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $p: () => (/* binding */ MCPB_AXIS),
/* harmony export */   H7: () => (/* binding */ MCPB_VERSIONS),
/* harmony export */   Jo: () => (/* binding */ isMcpbVersion),
/* harmony export */   _O: () => (/* binding */ VERSION_KEYS),
/* harmony export */   x: () => (/* binding */ resolveVersion)
/* harmony export */ });
/* harmony import */ var _model_axis_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/**
 * MCPB's version axis and how a manifest declares its version, exactly as mcpb resolves it
 * (`getManifestVersionFromRawData`): `manifest_version` when it is a string naming a version mcpb knows,
 * else `dxt_version` (DXT's name for it) under the same condition, else none, and mcpb validate stops
 * with "Unrecognized or unsupported manifest version".
 */


const MCPB_VERSIONS = ['0.1', '0.2', '0.3', '0.4'];
const MCPB_AXIS = new _model_axis_js__WEBPACK_IMPORTED_MODULE_0__/* .VersionAxis */ .i(MCPB_VERSIONS, {
    noun: 'manifest version',
    field: 'manifest_version',
    declare: (version) => `declare "manifest_version": "${version}"`,
});
/** The keys a manifest may declare its version with, in the order mcpb reads them. */
const VERSION_KEYS = ['manifest_version', 'dxt_version'];
function isMcpbVersion(value) {
    return typeof value === 'string' && MCPB_VERSIONS.includes(value);
}
/** The version mcpb reads the manifest as, or null when it rejects the manifest before its schema. */
function resolveVersion(value) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value))
        return null;
    for (const key of VERSION_KEYS) {
        const declared = value[key];
        if (isMcpbVersion(declared))
            return declared;
    }
    return null;
}


/***/ }),

/***/ 8690:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ay: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   Pn: () => (/* binding */ declaredVersion),
/* harmony export */   jt: () => (/* binding */ ownSummary),
/* harmony export */   rP: () => (/* binding */ DESCRIPTOR_INFO),
/* harmony export */   sI: () => (/* binding */ declaredVersions)
/* harmony export */ });
/* harmony import */ var _protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5159);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/**
 * What tells a file is a descriptor and which protocol versions it declares: all that classification
 * reads, apart from the rules (index.ts), which load only when a descriptor is linted.
 */


/** Top-level keys only a descriptor has (a Server Card or a client configuration has others). */
const DESCRIPTOR_KEYS = ['tools', 'resources', 'resourceTemplates', 'prompts', 'serverInfo', 'capabilities', 'instructions'];
/** Keys of client configurations, which list servers to start instead of describing one. */
const CLIENT_KEYS = ['mcpServers', 'servers', 'mcp_servers'];
// A file named exactly `.mcp.json` is Claude Code's project configuration, never a descriptor: the
// `?` keeps at least one character before the suffix.
const PATHS = ['**/?*.mcp.json', '**/?*.mcp.yaml', '**/?*.mcp.yml'];
/**
 * The protocol versions a descriptor declares, oldest first: its `protocolVersion`, or every entry of
 * a `protocolVersion` list. Empty unless all of them are versions mcpdesc supports, each once
 * (mcpdesc.document.protocol-version says what is wrong otherwise).
 */
function declaredVersions(value) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value))
        return [];
    const declared = value.protocolVersion;
    if ((0,_protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .isVersion */ .lF)(declared))
        return [declared];
    if (!Array.isArray(declared) || declared.length === 0 || !declared.every(_protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .isVersion */ .lF))
        return [];
    const listed = new Set(declared);
    if (listed.size !== declared.length)
        return [];
    return _protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSIONS */ .S8.filter((v) => listed.has(v));
}
/** The version a descriptor declares, as reports show it: "2025-11-25", or "2025-06-18, 2025-11-25" for a list. */
function declaredVersion(value) {
    const versions = declaredVersions(value);
    return versions.length === 0 ? null : versions.join(', ');
}
/** A descriptor's own "$schema": mcpdesc's `descriptor.schema.json` or `descriptor-<version>.schema.json`, by any path or URL. */
const DESCRIPTOR_SCHEMA = /(?:^|[/\\])descriptor(?:-[\w.-]{1,40})?\.schema\.json(?:[?#][^/\\]{0,200})?$/;
/** Top-level keys of a server's own summary that a descriptor keeps under "serverInfo" instead. */
const SUMMARY_KEYS = ['name', 'version', 'description'];
/**
 * A project's own summary of its server: two of "name", "version" and "description" at the top, where an
 * initialize result (a descriptor, the first draft's Server Card) keeps them under "serverInfo". Borrowing
 * "protocolVersion" and "capabilities" does not make it one of those wherever it sits (a homegrown
 * server.json): only its path can.
 */
function ownSummary(value) {
    return !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, 'serverInfo') && SUMMARY_KEYS.filter((key) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, key)).length >= 2;
}
/**
 * Why a file named `*.mcp.json` is another project's format: no "protocolVersion", "serverInfo" or
 * "capabilities", and a "$schema" naming another format's schema beside no descriptor key at all (a Copilot
 * Studio tool manifest named `manifests.mcp.json`); or no "$schema" either, but two of a top-level "name",
 * "version" and "description", or one of them beside "tools" (real projects keep
 * `{name, description, version, tools: [{name, description}]}` there for their own tooling), or a
 * top-level "services" beside no descriptor key at all (a Docker Compose file, `docker-compose.mcp.yml`).
 */
function foreign(value) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value) || ['protocolVersion', 'serverInfo', 'capabilities'].some((key) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, key)))
        return undefined;
    if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, '$schema')) {
        const schema = value.$schema;
        if (typeof schema !== 'string' || DESCRIPTOR_SCHEMA.test(schema) || DESCRIPTOR_KEYS.some((key) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, key)))
            return undefined;
        return `its "$schema" names another format's schema (${JSON.stringify(schema.slice(0, 200))}) and it has no descriptor key`;
    }
    if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, 'services') && !DESCRIPTOR_KEYS.some((key) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, key))) {
        return 'a top-level "services" and no descriptor key is a Docker Compose file, not a descriptor';
    }
    const own = SUMMARY_KEYS.filter((key) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, key));
    // One such key alone is read as a broken descriptor (its author meant "serverInfo"); two, or one beside a
    // tool list, are a summary of the project's own.
    if (own.length === 0 || (own.length === 1 && !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, 'tools')))
        return undefined;
    return `a descriptor declares "protocolVersion" and keeps ${own.map((key) => JSON.stringify(key)).join(', ')} under "serverInfo", so this is some other project's format`;
}
const DESCRIPTOR_INFO = {
    id: 'mcpdesc-descriptor',
    precedence: 180,
    noun: { one: 'descriptor', other: 'descriptors' },
    title: 'MCP descriptor (*.mcp.json, *.mcp.yaml)',
    paths: PATHS,
    namedBy: PATHS,
    syntax: 'yaml',
    versions: _protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSIONS */ .S8,
    recognize(value) {
        if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value) || CLIENT_KEYS.some((key) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, key)) || foreign(value) !== undefined)
            return 'no';
        if ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, 'protocolVersion') && DESCRIPTOR_KEYS.some((key) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, key)) && !ownSummary(value))
            return 'certain';
        return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, 'protocolVersion') || DESCRIPTOR_KEYS.some((key) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .hasOwn */ .$3)(value, key)) ? 'likely' : 'no';
    },
    foreign,
    version: declaredVersion,
    declaredVersions,
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (DESCRIPTOR_INFO);


/***/ }),

/***/ 5837:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ handRolled)
/* harmony export */ });
/* harmony import */ var _protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5159);
/* harmony import */ var _package_modules_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(479);
/**
 * A hand-rolled Python MCP server: a module that names no SDK and answers JSON-RPC itself. It is one when it
 * answers `initialize` with MCP's own fields (`method == "initialize"`, then `"protocolVersion"` or
 * `"serverInfo"`) and `tools/list` with a module-level list (`method == "tools/list"`, then `"tools":
 * TOOL_SCHEMAS`) or a module-level function's (`"tools": get_tools()`); the list's items are then its tools,
 * read as a low-level handler's list is (extract.ts `listed`, `handlers`). A list of dicts with a `"name"` key alone is no server. It speaks the protocol version it answers
 * when written as a literal (or a module-level constant); every version mcpdesc knows is assumed otherwise. Plain bounded text tests.
 */


/** A test of the method, `method == "x"` (`req["method"] == 'x'`, `"x" == method`) or `case "x":`: what follows it is its answer. */
const answering = (method) => new RegExp(`(?:\\bmethod["']?\\]?[ \\t]{0,8}==[ \\t]{0,8}["']${method}["']|["']${method}["'][ \\t]{0,8}==[ \\t]{0,8}[A-Za-z_.\\[\\]"']{0,64}method\\b|\\bcase[ \\t]{1,8}["']${method}["'][ \\t]{0,8}:)`, 'g');
const INITIALIZE = answering('initialize');
const LIST = answering('tools/list');
/** How far after the test its answer is looked for: to the next method's test. */
const MAX_ANSWER = 1_024;
const NEXT = /\bmethod\b[^\n]{0,64}==|\bcase[ \t]{1,8}["']/;
const FIELDS = /["'](?:protocolVersion|serverInfo)["'][ \t]{0,8}:/;
/** The version answered: a literal, or a module-level constant's name. */
const PROTOCOL = /["']protocolVersion["'][ \t]{0,8}:[ \t]{0,8}(?:["'](\d{4}-\d{2}-\d{2})["']|([A-Z][A-Z0-9_]{0,63})\b)/;
/**
 * `"tools": NAME` of the answer, NAME a module-level list literal, or `"tools": f()`, f a module-level
 * function of no parameters (its returns read as a list handler's); never another expression.
 */
const TOOLS = /["']tools["'][ \t]{0,8}:[ \t]{0,8}([A-Za-z_]\w{0,99})[ \t]{0,8}(\([ \t]{0,8}\))?[ \t]{0,8}[,}\n]/;
/** The hand-rolled server the module is, or undefined. */
function handRolled(text, path) {
    if (!text.includes('tools/list') || !text.includes('initialize') || (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .namesSdk */ .XR)(text))
        return undefined;
    const initialize = answers(text, INITIALIZE).find((answer) => FIELDS.test(answer));
    if (initialize === undefined)
        return undefined;
    const lists = new Set();
    const handlers = new Set();
    for (const answer of answers(text, LIST)) {
        const [, name, called] = TOOLS.exec(answer) ?? [];
        if (name === undefined)
            continue;
        if (called === undefined && new RegExp(`^${name}[ \\t]{0,8}(?::[^=\\n]{0,200})?=[ \\t]{0,8}\\[`, 'm').test(text))
            lists.add(name);
        if (called !== undefined && new RegExp(`^(?:async[ \\t]{1,8})?def[ \\t]{1,8}${name}[ \\t]{0,8}\\([ \\t]{0,8}\\)`, 'm').test(text))
            handlers.add(name);
    }
    if (lists.size + handlers.size === 0)
        return undefined;
    const protocol = PROTOCOL.exec(initialize);
    const answered = protocol?.[2] === undefined
        ? protocol?.[1]
        : new RegExp(`^${protocol[2]}[ \\t]{0,8}(?::[^=\\n]{0,64})?=[ \\t]{0,8}["'](\\d{4}-\\d{2}-\\d{2})["']`, 'm').exec(text)?.[1];
    if ((0,_protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .isVersion */ .lF)(answered))
        return {
            lists: [...lists],
            handlers: [...handlers],
            versions: [answered],
            from: `${path}: a hand-rolled server (no SDK) that answers protocolVersion ${answered}`,
        };
    const why = answered === undefined ? 'answers no literal protocolVersion' : `answers protocolVersion ${answered}, which mcpdesc does not know`;
    return {
        lists: [...lists],
        handlers: [...handlers],
        versions: [..._protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSIONS */ .S8],
        from: `assumed every protocol version: ${path}, a hand-rolled server (no SDK), ${why}`,
    };
}
/** What follows each test of a method, to the next method's test (bounded). */
function answers(text, test) {
    const out = [];
    for (const match of text.matchAll(test)) {
        const start = match.index + match[0].length;
        const answer = text.slice(start, start + MAX_ANSWER);
        const next = NEXT.exec(answer);
        out.push(next ? answer.slice(0, next.index) : answer);
        if (out.length >= 16)
            break;
    }
    return out;
}


/***/ }),

/***/ 8419:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   WR: () => (/* binding */ handedServer),
/* harmony export */   a6: () => (/* binding */ modulesNear),
/* harmony export */   gD: () => (/* binding */ modulesBeside)
/* harmony export */ });
/* harmony import */ var _package_modules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(479);
/* harmony import */ var _source_draws_on_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5533);


/** A function's header: its name and parameter list (one line or several, up to its `)`). */
const DEF = /^[ \t]{0,64}(?:async[ \t]+)?def[ \t]+([A-Za-z_]\w{0,99})[ \t]*\(([^)]{0,2000})\)/gm;
/** How many folders above the file's own a caller is looked for in, and how many names each lists. */
const MAX_UP = 2;
const MAX_LISTED = 200;
/** How many modules one file's callers (and the re-exports between them) may read. */
const MAX_READS = 12;
/** How many registrars in a row may pass on the server they are handed (`register_all(mcp)` calling `register_a(mcp)`). */
const MAX_FORWARDS = 2;
/** Module names a package's server is usually built or started in: read first, so the budget finds them. */
const LIKELY = ['server.py', '__main__.py', 'main.py', 'app.py', '__init__.py'];
const LIKELY_STEM = /server|mcp|app|main|setup/i;
/** Test modules (pytest's and unittest's names): a server a test builds is no server the package runs. */
const TEST_MODULE = /^(?:test_.*|.*_test|conftest)\.py$/;
function handedServer(text, path, workspace, receivers) {
    const handed = new Map();
    for (const match of text.matchAll(DEF)) {
        const names = parameterNames(match[2]);
        const index = names.findIndex((name) => receivers.has(name));
        const method = names[0] === 'self';
        if (index > (method ? 0 : -1) && !handed.has(match[1]))
            handed.set(match[1], { index: method ? index - 1 : index, method, param: names[index] });
        if (handed.size >= _package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_NAMES */ .oA)
            break;
    }
    return handed.size > 0 && calledWithServer({ text, path, workspace, handed, budget: { reads: MAX_READS }, forwards: MAX_FORWARDS });
}
/** Whether a module near the file (its folder, then up to MAX_UP above) calls one of its handed functions with a server. */
function calledWithServer(caller) {
    const { path, workspace } = caller;
    for (const module of modulesNear(workspace, path)) {
        if (caller.budget.reads <= 0)
            return false;
        if (workspace.kind(module) !== 'file')
            continue;
        const source = (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .readModule */ .bH)(workspace, module, caller.budget);
        if (source !== undefined && callsWithServer(source, module, caller))
            return (0,_source_draws_on_js__WEBPACK_IMPORTED_MODULE_1__/* .drew */ .c)(workspace, module);
    }
    return false;
}
/**
 * The Python modules in the file's folder and up to MAX_UP above, never the file itself nor a test module,
 * in an order of paths alone: those named like a server's first, nearest folder first, then the others.
 */
function modulesNear(workspace, path) {
    const folder = path.slice(0, Math.max(0, path.lastIndexOf('/')));
    return remembered(NEAR, workspace, folder, () => modulesOf(workspace, folder)).filter((module) => module !== path);
}
/** How many sibling folders of a file's folder are listed for modulesBeside. */
const MAX_SIBLINGS = 16;
/**
 * The Python modules in the other folders beside the file's own (its parent's subfolders, one level down),
 * but tests, in an order of paths alone: where a package keeps the registrars of the functions another
 * folder defines (`src/tool_registry/folder_tools.py` registering `src/tools/box_tools_folder.py`'s).
 */
function modulesBeside(workspace, path) {
    const folder = path.slice(0, Math.max(0, path.lastIndexOf('/')));
    if (folder === '')
        return [];
    return remembered(BESIDE, workspace, folder, () => {
        const parent = folder.slice(0, Math.max(0, folder.lastIndexOf('/')));
        const out = [];
        let listed = 0;
        for (const name of workspace.list(parent, MAX_LISTED) ?? []) {
            const sibling = parent === '' ? name : `${parent}/${name}`;
            if (sibling === folder || name.includes('.') || workspace.kind(sibling) !== 'directory')
                continue;
            if (++listed > MAX_SIBLINGS)
                break;
            for (const module of workspace.list(sibling, MAX_LISTED) ?? [])
                if (module.endsWith('.py') && !TEST_MODULE.test(module))
                    out.push(`${sibling}/${module}`);
        }
        return out;
    });
}
/** Folders whose modules one workspace remembers at most (each at most (MAX_UP + 1) * MAX_LISTED); past it, it starts over. */
const MAX_FOLDERS = 1000;
/**
 * The modules near (and beside) each folder, by stable workspace: one serves a run, whose repository does not
 * change. Every Python file of a folder asks for them (imported-functions.ts), and a folder holds hundreds of files.
 */
const NEAR = new WeakMap();
const BESIDE = new WeakMap();
/** The modules `make` finds for `folder`, remembered in `cache` for a stable workspace. */
function remembered(cache, workspace, folder, make) {
    if (!workspace.stable)
        return make();
    let byFolder = cache.get(workspace);
    if (!byFolder)
        cache.set(workspace, (byFolder = new Map()));
    let modules = byFolder.get(folder);
    if (modules === undefined) {
        if (byFolder.size >= MAX_FOLDERS)
            byFolder.clear();
        byFolder.set(folder, (modules = make()));
    }
    return modules;
}
/** The Python modules in `folder` and up to MAX_UP above, but tests, those named like a server's first. */
function modulesOf(workspace, folder) {
    const parts = folder === '' ? [] : folder.split('/');
    const likely = [];
    const others = [];
    for (let up = 0; up <= MAX_UP && up <= parts.length; up++) {
        const base = parts.slice(0, parts.length - up).join('/');
        for (const name of workspace.list(base, MAX_LISTED) ?? []) {
            if (!name.endsWith('.py') || TEST_MODULE.test(name))
                continue;
            (LIKELY.includes(name) || LIKELY_STEM.test(name) ? likely : others).push(base === '' ? name : `${base}/${name}`);
        }
    }
    return [...likely, ...others];
}
/** A parameter list's names, without annotations, defaults or `*`. */
function parameterNames(list) {
    return list.split(',').map((part) => /^\s*\*{0,2}\s*([A-Za-z_]\w*)/.exec(part)?.[1] ?? '');
}
/** Whether `source` (at `module`) reaches one of the handed functions in the file and calls it with a server it builds in the parameter's place. */
function callsWithServer(source, module, caller) {
    if (!(0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .namesSdk */ .XR)(source) && caller.forwards <= 0)
        return false;
    const { handed, path, text, workspace } = caller;
    const gives = (callee, at) => givesServer(source, module, callee, at, caller);
    for (const match of source.matchAll(_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .FROM_IMPORT */ .dX)) {
        const from = match[1];
        for (const { name, alias } of (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .importedItems */ .Z3)(match[2])) {
            // `from .tools import register_nmap_tool` (or `*`): the function itself, perhaps re-exported.
            for (const [fn, at] of handed) {
                if (at.method || (name !== '*' && name !== fn))
                    continue;
                if (gives(name === '*' ? fn : alias, at) && reexports(from, fn, module, caller, _package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_HOPS */ .Od, name === '*'))
                    return true;
            }
            if (name === '*')
                continue;
            // `from . import meta` \u2026 `meta.register(mcp, get_config)`: this file's module.
            const submodule = from.endsWith('.') ? `${from}${name}` : `${from}.${name}`;
            // Asked first: a loop over several modules gives each of them the server, and the search for it reads modules.
            const isModule = () => (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .modulePaths */ .nu)(submodule, module, workspace).includes(path);
            for (const [fn, at] of handed)
                if (!at.method && isModule() && gives(`${alias}\\.${fn}`, at))
                    return true;
            // `from .tools.index import IndexTools` \u2026 `tools = IndexTools(\u2026)` \u2026 `tools.register_tools(self.mcp)`.
            if (!new RegExp(`^class[ \\t]+${name}\\b`, 'm').test(text))
                continue;
            for (const instance of source.matchAll(new RegExp(`^[ \\t]{0,64}((?:self\\.)?[A-Za-z_]\\w{0,99})[ \\t]{0,8}(?::[^=\\n]{0,200})?=[ \\t]{0,8}${alias}\\(`, 'gm'))) {
                const receiver = instance[1].replace('.', '\\.');
                for (const [fn, at] of handed)
                    if (at.method && gives(`${receiver}\\.${fn}`, at) && reexports(from, name, module, caller, _package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_HOPS */ .Od, false))
                        return true;
            }
        }
    }
    return false;
}
/**
 * Whether `source` (at `module`) calls `callee` (a pattern) with, at `index`, a name (or `self.name`)
 * every assignment of which there is a server it builds, or a parameter of the function the call is in
 * that a module near `module` hands a server in turn (forwarded).
 */
function givesServer(source, module, callee, { index, param }, caller) {
    const keyword = new RegExp(`^\\s*${param}\\s*=(?!=)\\s*`);
    const calls = [...source.matchAll(new RegExp(`(?<![\\w.])${callee}\\(([^\\n]{0,500})`, 'g')), ...loopCalls(source, callee)];
    for (const call of calls) {
        const args = topLevelArguments(call[1]);
        // In its place, unless a keyword argument takes that place (positional ones come first), or by its name.
        const positional = args[index] !== undefined && !/^\s*\w+\s*=(?!=)/.test(args[index]) ? args[index] : undefined;
        const named = args.find((arg) => keyword.test(arg))?.replace(keyword, '');
        const given = (positional ?? named)?.trim() ?? '';
        if (!/^(?:self\.)?[A-Za-z_]\w{0,99}$/.test(given))
            continue;
        if ((0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .bindsServer */ .sR)(source, given) || forwarded(source, module, call.index, given, caller))
            return true;
    }
    return false;
}
/** How far past a loop's header its call of the loop variable is looked for. */
const LOOP_BODY = 1000;
/**
 * The calls of a loop variable that takes `callee` (a pattern) in turn, as givesServer's matches: `for r in
 * (register_a, register_b): r(mcp)`, or over a list or tuple the module assigns to a name once
 * (`REGISTRARS = [register_a, \u2026]`; a `+=` adds to it, and the callee is still in it). A callee
 * `module.fn` is called too by a loop over modules that calls the variable's `fn`: `for m in
 * (campaigns, forms): m.register(mcp)`.
 */
function loopCalls(source, callee) {
    const name = callee.replaceAll('\\', '');
    const [holder, member] = name.split('.');
    const out = [];
    for (const loop of source.matchAll(/^[ \t]{0,64}for[ \t]+([A-Za-z_]\w{0,99})[ \t]+in[ \t]+([[(][^\])]{0,4000}[\])]|[A-Za-z_]\w{0,99})[ \t]*:/gm)) {
        const list = loop[2];
        const taken = /^[[(]/.test(list) ? items(list) : namedList(source, list);
        const called = taken.includes(name) ? loop[1] : member !== undefined && taken.includes(holder) ? `${loop[1]}\\.${member}` : undefined;
        if (called === undefined)
            continue;
        const body = source.slice(loop.index + loop[0].length, loop.index + loop[0].length + LOOP_BODY);
        const call = new RegExp(`(?<![\\w.])${called}\\(([^\\n]{0,500})`).exec(body);
        if (call) {
            call.index += loop.index + loop[0].length;
            out.push(call);
        }
    }
    return out;
}
/** The items of the list or tuple literal the module assigns to `name`, when it assigns it once (adding to it with `+=` aside); none otherwise. */
function namedList(source, name) {
    const assignments = [
        ...source.matchAll(new RegExp(`^[ \\t]{0,64}${name}[ \\t]{0,8}(?::[^=\\n]{0,200})?=(?!=)[ \\t]{0,8}(?:([[(][^\\])]{0,4000}[\\])])|)`, 'gm')),
    ];
    return assignments.length === 1 && assignments[0][1] !== undefined ? items(assignments[0][1]) : [];
}
/** The names a list or tuple literal's items are (`[a, b.register]`). */
function items(list) {
    return list
        .slice(1, -1)
        .replace(/#[^\n]*/g, '')
        .split(',')
        .map((item) => item.trim());
}
/**
 * Whether `given`, passed at offset `at` of `source`, is a parameter of the function the call is in (the
 * last `def` before it indented less than its line), never assigned in the module, and a module near
 * `module` calls that function with a server in its place: `def register_all_tools(mcp): \u2026
 * register_citation_tools(mcp)`, called by `main.py` with the FastMCP server it builds.
 */
function forwarded(source, module, at, given, caller) {
    if (caller.forwards <= 0 || given.startsWith('self.') || new RegExp(`^[ \\t]{0,64}${given}[ \\t]{0,8}(?::[^=\\n]{0,200})?=(?!=)`, 'm').test(source))
        return false;
    const line = source.lastIndexOf('\n', at) + 1;
    const indent = /^[ \t]*/.exec(source.slice(line, line + 64))?.[0].length ?? 0;
    let enclosing;
    for (const match of source.slice(0, line).matchAll(DEF))
        if ((/^[ \t]*/.exec(match[0])?.[0].length ?? 0) < indent)
            enclosing = match;
    if (enclosing === undefined)
        return false;
    const names = parameterNames(enclosing[2]);
    const method = names[0] === 'self';
    const index = names.indexOf(given);
    if (index <= (method ? 0 : -1))
        return false;
    const handed = new Map([[enclosing[1], { index: method ? index - 1 : index, method, param: given }]]);
    return calledWithServer({ ...caller, text: source, path: module, handed, forwards: caller.forwards - 1 });
}
/**
 * Whether importing `name` from `from` in `module` gives the file's own: `from` is the file, or a module
 * that imports `name` (by that name, or by `*` unless its `__all__` leaves it out) from one that gives it,
 * within `hops` modules.
 */
function reexports(from, name, module, caller, hops, star) {
    const { path, text, workspace } = caller;
    for (const file of (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .modulePaths */ .nu)(from, module, workspace)) {
        if (file === path)
            return !star || exported(text, name);
        if (hops <= 1)
            continue;
        const source = (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .readModule */ .bH)(workspace, file, caller.budget);
        if (source === undefined || (star && !exported(source, name)))
            continue;
        for (const match of source.matchAll(_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .FROM_IMPORT */ .dX))
            for (const item of (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .importedItems */ .Z3)(match[2]))
                if ((item.name === '*' || item.alias === name) && reexports(match[1], item.name === '*' ? name : item.name, file, caller, hops - 1, item.name === '*'))
                    return true;
    }
    return false;
}
/** Whether `from m import *` takes `name` from the module: it has no `__all__`, or its `__all__` names it. */
function exported(source, name) {
    return !/^__all__\b/m.test(source) || source.includes(`'${name}'`) || source.includes(`"${name}"`);
}
/** The arguments of a call whose text follows its `(` on one line, split at top-level commas up to its `)`. */
function topLevelArguments(rest) {
    const out = [];
    let depth = 0;
    let start = 0;
    for (let i = 0; i < rest.length; i++) {
        const c = rest[i];
        if (c === '(' || c === '[' || c === '{')
            depth++;
        else if ((c === ')' || c === ']' || c === '}') && depth-- === 0) {
            out.push(rest.slice(start, i));
            return out;
        }
        else if (c === ',' && depth === 0) {
            out.push(rest.slice(start, i));
            start = i + 1;
        }
    }
    return out;
}


/***/ }),

/***/ 5391:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ importedFunctions),
/* harmony export */   t: () => (/* binding */ registrarsOfFunctions)
/* harmony export */ });
/* harmony import */ var _engine_test_source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(260);
/* harmony import */ var _handed_server_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8419);
/* harmony import */ var _imported_lists_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3463);
/* harmony import */ var _looped_functions_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2576);
/* harmony import */ var _package_modules_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(479);





/** A test registers what it tests, maybe otherwise than the server (engine/test-source.ts): never a registrar, never read. */
const isTest = (path) => (0,_engine_test_source_js__WEBPACK_IMPORTED_MODULE_0__/* .testSource */ .s)(path) !== undefined;
/** How many modules the search for a file's registrars may read near it, and then beside its folder. */
const MAX_READS = 12;
const MAX_BESIDE_READS = 32;
const MAX_FUNCTIONS = 256;
/** How many modules one server module's registered functions may read: each tool object's, and its function's. */
const MAX_FUNCTION_READS = 128;
/** How many modules that import a function and export it again (a package's `__init__.py`) are followed to its `def`. */
const MAX_REEXPORTS = 2;
/**
 * A registration by call whose function is written as a name or `module.name` (FastMCP's `name_or_fn=` keyword allowed),
 * maybe inside one decorator's call (`logged(fn)`, kept-wrappers.ts), `(?<fn>\u2026)`.
 */
const REGISTERS = /\.(?:tool|add_tool)\([ \t\n]{0,64}(?:name_or_fn[ \t]{0,8}=[ \t]{0,8})?(?:[A-Za-z_][\w.]{0,100}\.from_function\([ \t\n]{0,64})?(?:[A-Za-z_]\w{0,99}\([ \t\n]{0,64})?([A-Za-z_]\w{0,99}(?:\.[A-Za-z_]\w{0,99})?)\b|\)\([ \t\n]{0,64}(?:[A-Za-z_]\w{0,99}\([ \t\n]{0,64})?([A-Za-z_]\w{0,99}(?:\.[A-Za-z_]\w{0,99})?)[ \t\n]{0,64}\)/g;
/** What importedFunctions found for each module of a stable workspace (a run's): the same whichever file asks first. */
const MEMOS = new WeakMap();
const MAX_KEPT = 500;
/**
 * The functions of other modules of the repository a server module (one naming an MCP SDK) may register,
 * by how it writes them (`list_plugins`, `mcp_tools.decompile`): each name it imports, or `module.name` of
 * a module it imports, that such a module defines once at its top level; and `tool.fn` of a tool object
 * it imports, which that module makes once from such a function (`get_news_tool =
 * Tool.from_function(get_news, \u2026)`, `.fn` being the function itself). Empty for a test module.
 */
function importedFunctions(text, path, workspace) {
    if (!workspace || path.split('/').includes('..') || isTest(path) || !(0,_package_modules_js__WEBPACK_IMPORTED_MODULE_4__/* .namesSdk */ .XR)(text) || !text.includes('import'))
        return new Map();
    if (!workspace.stable)
        return functionsOf(text, path, workspace);
    let memo = MEMOS.get(workspace);
    if (!memo)
        MEMOS.set(workspace, (memo = new Map()));
    let found = memo.get(path);
    if (found === undefined) {
        found = functionsOf(text, path, workspace);
        if (memo.size >= MAX_KEPT)
            memo.clear();
        memo.set(path, found);
    }
    return found;
}
function functionsOf(text, path, workspace) {
    const out = new Map();
    const written = new Set();
    for (const match of text.matchAll(REGISTERS))
        if (written.add(match[1] ?? match[2]).size >= MAX_FUNCTIONS)
            break;
    if (written.size === 0)
        return out;
    const budget = { reads: MAX_FUNCTION_READS };
    const sources = new Map();
    const source = (module) => {
        if (module === undefined)
            return undefined;
        if (!sources.has(module))
            sources.set(module, isTest(module) ? undefined : (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_4__/* .readModule */ .bH)(workspace, module, budget));
        return sources.get(module);
    };
    const defined = (module, name, hops = MAX_REEXPORTS) => {
        const read = source(module);
        if (module === undefined || read === undefined)
            return undefined;
        if ((0,_package_modules_js__WEBPACK_IMPORTED_MODULE_4__/* .definesOnce */ .G7)(read, name))
            return { path: module, name };
        // A package's `__init__.py` that re-exports it (`from .search import search_news`): the module it comes from.
        const imported = hops > 0 ? (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_4__/* .importedBy */ .SW)(read, name) : undefined;
        return imported && defined((0,_package_modules_js__WEBPACK_IMPORTED_MODULE_4__/* .modulePaths */ .nu)(imported.from, module, workspace)[0], imported.name, hops - 1);
    };
    const attributes = new Map();
    for (const fn of written) {
        const [head, attribute] = fn.split('.');
        if (attribute !== undefined)
            attributes.set(head, [...(attributes.get(head) ?? []), attribute]);
    }
    const set = (key, found) => found && out.set(key, found);
    for (const statement of text.matchAll(_package_modules_js__WEBPACK_IMPORTED_MODULE_4__/* .FROM_IMPORT */ .dX)) {
        for (const { name, alias } of (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_4__/* .importedItems */ .Z3)(statement[2])) {
            // The name is the import's only when the file does not bind it again.
            if (name === '*' || (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_4__/* .assigns */ .n3)(text, alias))
                continue;
            const module = () => (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_4__/* .modulePaths */ .nu)(statement[1], path, workspace)[0];
            if (written.has(alias))
                set(alias, defined(module(), name));
            const members = attributes.get(alias);
            if (members === undefined)
                continue;
            // `from pkg import mcp_tools` \u2026 `mcp_tools.decompile`: the module itself.
            const submodule = (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_4__/* .modulePaths */ .nu)(statement[1].endsWith('.') ? `${statement[1]}${name}` : `${statement[1]}.${name}`, path, workspace)[0];
            if (submodule !== undefined)
                for (const member of members)
                    set(`${alias}.${member}`, defined(submodule, member));
            // `from tools.news import news_tool` \u2026 `news_tool.fn`: the function the tool object is made from.
            else if (members.includes('fn')) {
                const holder = module();
                const inner = madeFrom(source(holder) ?? '', name);
                const imported = inner === undefined ? undefined : (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_4__/* .importedBy */ .SW)(source(holder) ?? '', inner);
                if (inner !== undefined)
                    set(`${alias}.fn`, defined(holder, inner) ?? (imported && defined((0,_package_modules_js__WEBPACK_IMPORTED_MODULE_4__/* .modulePaths */ .nu)(imported.from, holder, workspace)[0], imported.name)));
            }
        }
    }
    return out;
}
/** The function a module's tool object `name` is made from: assigned once, at its top level, `Tool.from_function(fn, \u2026)` (`FunctionTool` too). */
function madeFrom(source, name) {
    const made = [
        ...source.matchAll(new RegExp(`^${name}[ \\t]{0,8}(?::[^=\\n]{0,200})?=[ \\t]{0,8}(?:[A-Za-z_][\\w.]{0,100}\\.)?(?:Tool|FunctionTool)\\.from_function\\([ \\t\\n]{0,64}(?:fn[ \\t]{0,8}=[ \\t]{0,8})?([A-Za-z_]\\w{0,99})[ \\t\\n]{0,64}[,)]`, 'gm')),
    ];
    const assigned = source.match(new RegExp(`^[ \\t]{0,64}${name}[ \\t]{0,8}(?::[^=\\n]{0,200})?=(?!=)`, 'gm'));
    return made.length === 1 && assigned?.length === 1 ? made[0][1] : undefined;
}
/**
 * Files and modules one workspace remembers at most, and characters of the modules' texts together;
 * past either, it starts over (a miss only costs the search again).
 */
const MAX_KNOWN = 10_000;
const MAX_KNOWN_CHARS = 8 << 20;
/**
 * The registrars found for each file and what the search read of each module, by stable workspace: one
 * serves a run, whose repository does not change, and a run's texts are the files at their paths
 * (runner/kept.ts). Classification, the file's reader and the consistency rules each ask for every
 * Python file, and the files of a folder read the same modules near it.
 */
const KNOWN = new WeakMap();
/** A top-level function, or a top-level list a handler may return (imported-lists.ts). */
const DEFINES = /^(?:(?:async[ \t]+)?def[ \t]|[A-Za-z_]\w{0,99}[ \t]{0,8}(?::[^=\n]{0,200})?=[ \t]{0,8}\[)/m;
/**
 * Each module near the file (handed-server.ts modulesNear; never one in a tests folder) that names an SDK and writes a registration of a function of
 * the file, with what it imports (importedFunctions): at most MAX_READS modules read. The text test of
 * classification; the reader (registered-elsewhere.ts) reads each registration.
 */
function registrarsOfFunctions(text, path, workspace) {
    if (!workspace || path.split('/').includes('..') || isTest(path) || !DEFINES.test(text))
        return [];
    // Remembered only where the workspace says its answers never change (a run's).
    // Remembered only where the workspace says its answers never change (a run's).
    let found = workspace.stable ? knownIn(workspace).registrars.get(path) : searchRegistrars(path, workspace, newKnown());
    if (found === undefined) {
        found = searchRegistrars(path, workspace, knownIn(workspace));
        knownIn(workspace, 0).registrars.set(path, found);
    }
    // Said on every answer, remembered or not: changed mode re-checks this file when a registrar changes.
    // So are the modules that join this file's lists on their way to a registrar's handler.
    for (const registrar of found) {
        workspace.drawsOn?.(registrar.path);
        for (const list of [...registrar.lists.values()].flat())
            if (list.path === path)
                for (const via of list.via)
                    workspace.drawsOn?.(via);
    }
    return found;
}
/** The workspace's record, started over when `chars` more would pass its bounds. */
function knownIn(workspace, chars = 0) {
    let known = KNOWN.get(workspace);
    if (!known || known.registrars.size >= MAX_KNOWN || known.modules.size >= MAX_KNOWN || known.chars + chars > MAX_KNOWN_CHARS)
        KNOWN.set(workspace, (known = newKnown()));
    known.chars += chars;
    return known;
}
function newKnown() {
    return { chars: 0, registrars: new Map(), modules: new Map() };
}
function searchRegistrars(path, workspace, known) {
    const near = registrarsAmong((0,_handed_server_js__WEBPACK_IMPORTED_MODULE_1__/* .modulesNear */ .a6)(workspace, path), MAX_READS, path, workspace, known);
    // A package may keep its registrars in a folder of their own beside the functions' (modulesBeside).
    return near.length > 0 ? near : registrarsAmong((0,_handed_server_js__WEBPACK_IMPORTED_MODULE_1__/* .modulesBeside */ .gD)(workspace, path), MAX_BESIDE_READS, path, workspace, known);
}
/** The registrars of the file among `modules`, at most `reads` of them read. */
function registrarsAmong(modules, reads, path, workspace, known) {
    const out = [];
    for (const module of modules) {
        if (isTest(module))
            continue;
        if (reads <= 0)
            break;
        let near = known.modules.get(module);
        if (near === undefined) {
            near = readNear(workspace, module);
            (workspace.stable ? knownIn(workspace, typeof near === 'string' ? 0 : near.text.length) : known).modules.set(module, near);
        }
        if (near === 'absent')
            continue;
        reads--;
        if (near === 'plain')
            continue;
        const lists = [...near.lists.values()].flat().filter((list) => list.path === path);
        const looped = [...near.looped.values()].some((loop) => loop.functions.some((fn) => fn.path === path));
        if (lists.length === 0 && !looped && ![...near.imported.values()].some((defined) => defined.path === path))
            continue;
        out.push(near);
    }
    return out;
}
/** What the search reads of the module at `path` (one read of the budget unless there is no file). */
function readNear(workspace, path) {
    if (workspace.kind(path) !== 'file')
        return 'absent';
    const source = (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_4__/* .readModule */ .bH)(workspace, path, { reads: 1 });
    if (source === undefined)
        return 'plain';
    if (!(0,_package_modules_js__WEBPACK_IMPORTED_MODULE_4__/* .namesSdk */ .XR)(source)) {
        // A module handed its package's server (server-import.ts) may register a list of the file's in a loop.
        const looped = (0,_looped_functions_js__WEBPACK_IMPORTED_MODULE_3__/* .loopedFunctions */ .Z)(source, path, workspace);
        return looped.size > 0 ? { path, text: source, imported: new Map(), lists: new Map(), looped } : 'plain';
    }
    return {
        path,
        text: source,
        imported: importedFunctions(source, path, workspace),
        lists: (0,_imported_lists_js__WEBPACK_IMPORTED_MODULE_2__/* .importedLists */ .u)(source, path, workspace),
        looped: (0,_looped_functions_js__WEBPACK_IMPORTED_MODULE_3__/* .loopedFunctions */ .Z)(source, path, workspace),
    };
}


/***/ }),

/***/ 3463:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ importedLists)
/* harmony export */ });
/* harmony import */ var _package_modules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(479);

const MAX_READS = 16;
const MAX_HOPS = 3;
const MAX_NAMES = 16;
/** A name a handler may return or loop over, or a constant take: `return X`, `in X]`, `= X`. */
const USED = /(?:\breturn|\bin|=)[ \t]{1,8}([A-Za-z_]\w{0,99})[ \t]*(?:\]|#|\r?\n|$)/gm;
/**
 * The lists a module with a `list_tools` handler (one naming an MCP SDK) imports, by the name it binds:
 * each module-level list of the module the import finds, or, for a list that module joins from lists it
 * imports in turn, every one of those (none unless all are found).
 */
function importedLists(text, path, workspace) {
    const out = new Map();
    if (!workspace || path.split('/').includes('..') || !text.includes('list_tools') || !(0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .namesSdk */ .XR)(text))
        return out;
    const used = new Set();
    for (const match of text.matchAll(USED))
        if (used.add(match[1]).size >= MAX_NAMES)
            break;
    const budget = { reads: MAX_READS };
    for (const statement of text.matchAll(_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .FROM_IMPORT */ .dX))
        for (const { name, alias } of (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .importedItems */ .Z3)(statement[2])) {
            if (name === '*' || !used.has(alias) || (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .assigns */ .n3)(text, alias) || changed(text, alias))
                continue;
            const module = (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .modulePaths */ .nu)(statement[1], path, workspace)[0];
            const found = module === undefined ? undefined : listsOf(workspace, module, name, MAX_HOPS, budget);
            if (found)
                out.set(alias, found);
        }
    return out;
}
/** The lists `name` of the module at `path` is: itself, a list literal; or those of the imported lists it joins. */
function listsOf(workspace, path, name, hops, budget) {
    const source = (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .readModule */ .bH)(workspace, path, budget);
    if (source === undefined || !assignedOnce(source, name) || changed(source, name))
        return undefined;
    if (new RegExp(`^${name}[ \\t]{0,8}(?::[^=\\n]{0,200})?=[ \\t]{0,8}\\[`, 'm').test(source))
        return [{ path, name, via: [] }];
    if (hops <= 1)
        return undefined;
    const parts = joined(source, name);
    if (parts === undefined)
        return undefined;
    const out = [];
    for (const part of parts) {
        const from = importedFrom(source, part);
        const module = from && (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .modulePaths */ .nu)(from.module, path, workspace)[0];
        const found = module === undefined || from === undefined ? undefined : listsOf(workspace, module, from.name, hops - 1, budget);
        if (found === undefined)
            return undefined;
        out.push(...found.map((list) => ({ ...list, via: [path, ...list.via] })));
    }
    return out;
}
/** Whether the module assigns `name` once, at any indentation. */
function assignedOnce(source, name) {
    return source.match(new RegExp(`^[ \\t]{0,64}${name}[ \\t]{0,8}(?::[^=\\n]{0,200})?=(?!=)`, 'gm'))?.length === 1;
}
/** Whether the module may change the list in place (`X.append(\u2026)`, `X += \u2026`, `X[0] = \u2026`): then its literal is not all it holds. */
function changed(source, name) {
    return new RegExp(`\\b${name}[ \\t]{0,8}(?:\\.[ \\t]{0,8}(?:append|extend|insert|remove|pop|clear|sort)\\b|\\+=|\\[)`).test(source);
}
/** The names a top-level `name = A + B + \u2026` (perhaps in parentheses, over several lines) joins; undefined for anything else. */
function joined(source, name) {
    const match = new RegExp(`^${name}[ \\t]{0,8}=[ \\t]{0,8}(\\([^()]{0,2000}\\)|[^\\n]{0,2000})`, 'm').exec(source);
    if (!match)
        return undefined;
    const body = match[1].replace(/^\(|\)$/g, '').replace(/#[^\n]*/g, '');
    const parts = body.split('+').map((part) => part.trim());
    return parts.length <= MAX_NAMES && parts.every((part) => /^[A-Za-z_]\w{0,99}$/.test(part)) ? parts : undefined;
}
/** Where a module imports `name` from, when that import alone binds it. */
function importedFrom(source, name) {
    if ((0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .assigns */ .n3)(source, name))
        return undefined;
    for (const statement of source.matchAll(_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .FROM_IMPORT */ .dX))
        for (const item of (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .importedItems */ .Z3)(statement[2]))
            if (item.alias === name && item.name !== '*')
                return { module: statement[1], name: item.name };
    return undefined;
}


/***/ }),

/***/ 5975:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   q: () => (/* binding */ PYTHON_SOURCE_INFO)
/* harmony export */ });
/* harmony import */ var _source_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6894);
/* harmony import */ var _hand_rolled_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5837);
/* harmony import */ var _imported_functions_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5391);
/* harmony import */ var _server_import_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8024);
/* harmony import */ var _tool_classes_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7860);
/* harmony import */ var _tool_records_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(2102);
/**
 * What tells that a file is a Python MCP server's source: a `.py` file that imports FastMCP (from the
 * official `mcp` SDK or the `fastmcp` package), the SDK's low-level `mcp.server` or `mcp.types`, or the
 * server object a module of its package builds. All that classification reads; the reader and rules
 * (index.ts) load only when such a file is linted.
 */






const PATHS = ['**/?*.py'];
const PYTHON_SOURCE_INFO = (0,_source_info_js__WEBPACK_IMPORTED_MODULE_0__/* .sourceInfo */ .A)({
    id: 'python-source',
    // Never ties with another format: source files are told by path and imports, not by parsed content.
    precedence: 6,
    noun: { one: 'Python server file', other: 'Python server files' },
    title: 'Python MCP server source (FastMCP and MCPServer tools)',
    paths: PATHS,
    // `from mcp.server.fastmcp import FastMCP`, `from fastmcp import FastMCP`, v2's `from mcp.server
    // import MCPServer`, the low-level `from mcp.server import Server`; or a tool module that imports the
    // server object its package builds (server-import.ts); or an Azure Functions app's `@app.mcp_tool()`.
    // A module handed the server its package builds (`def register_tools(mcp_server): @mcp_server.tool()`) too.
    // Or a module whose functions a server module of its package imports and registers (imported-functions.ts),
    // or one that answers MCP's methods itself (hand-rolled.ts), or one whose registry of tool records (tool-records.ts) or tool classes (tool-classes.ts) a module serves.
    importsSdk: (text, path, workspace) => (0,_server_import_js__WEBPACK_IMPORTED_MODULE_3__/* .namesSdk */ .XR)(text) ||
        (0,_server_import_js__WEBPACK_IMPORTED_MODULE_3__/* .azureTools */ .n_)(text) ||
        (path !== undefined &&
            ((0,_server_import_js__WEBPACK_IMPORTED_MODULE_3__/* .registersOnPackageServer */ .bs)(text, path, workspace) ||
                (0,_imported_functions_js__WEBPACK_IMPORTED_MODULE_2__/* .registrarsOfFunctions */ .t)(text, path, workspace).length > 0 ||
                (0,_hand_rolled_js__WEBPACK_IMPORTED_MODULE_1__/* .handRolled */ .C)(text, path) !== undefined ||
                (0,_tool_records_js__WEBPACK_IMPORTED_MODULE_5__/* .toolRecords */ .X)(text, path, workspace).size > 0 ||
                (0,_tool_classes_js__WEBPACK_IMPORTED_MODULE_4__/* .toolClasses */ .b)(text, path, workspace).size > 0)),
});
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (PYTHON_SOURCE_INFO);


/***/ }),

/***/ 2576:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ loopedFunctions)
/* harmony export */ });
/* harmony import */ var _package_modules_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(479);
/* harmony import */ var _server_import_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8024);


const MAX_READS = 32;
const MAX_ITEMS = 512;
const NAME = String.raw `[A-Za-z_]\w{0,99}`;
const LIST = String.raw `(\[[^[\]]{0,20000}\]|\([^()]{0,20000}\)|${NAME}(?:\.${NAME})?(?:\(\))?)`;
const HEADER_END = String.raw `[ \t]*:[ \t]*(?:#[^\n]*)?\r?\n`;
/**
 * A `for` whose whole body is one registration of its variable: `(?<indent>\u2026)`, maybe an outer loop over
 * modules whose body is that loop alone (`for (?<module>\u2026) in (?<modules>\u2026):` then `(?<inner>\u2026)`), then
 * `for (?<var>\u2026) in (?<list>\u2026):`, then `(?<call>  x.tool()(` or `x.tool(` or `x.add_tool(`) and the variable alone.
 */
const LOOP = new RegExp(String.raw `^([ \t]*)(?:for[ \t]+(${NAME})[ \t]+in[ \t]+${LIST}${HEADER_END}([ \t]+))?for[ \t]+(${NAME})[ \t]+in[ \t]+${LIST}${HEADER_END}` +
    String.raw `([ \t]+${NAME}(?:\.${NAME}){0,4}\.(?:tool\([ \t]*\)\(|tool\(|add_tool\()[ \t]*)\5[ \t]*\)[ \t]*(?:#[^\n]*)?\r?$`, 'gm');
/**
 * The loops of a server module (one naming an MCP SDK, or handed its package's server: server-import.ts)
 * registering a known list, by the offset of the variable in their registration.
 */
function loopedFunctions(text, path, workspace) {
    const out = new Map();
    if (!workspace || path.split('/').includes('..') || !text.includes('for'))
        return out;
    const loops = [...text.matchAll(LOOP)];
    if (loops.length === 0 || (!(0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .namesSdk */ .XR)(text) && !(0,_server_import_js__WEBPACK_IMPORTED_MODULE_1__/* .registersOnPackageServer */ .bs)(text, path, workspace)))
        return out;
    const budget = { reads: MAX_READS };
    for (const match of loops) {
        const [whole, indent, module, modules, inner = indent, , list, call] = match;
        const body = /^[ \t]*/.exec(call)?.[0] ?? '';
        const end = (match.index ?? 0) + whole.length;
        if ((module !== undefined && !deeper(inner, indent)) || !deeper(body, inner) || !endsBody(text, end, indent.length))
            continue;
        const lists = module === undefined ? [listed(text, path, list, workspace, budget)] : eachModule(text, path, module, modules, list, workspace, budget);
        if (lists === undefined || lists.includes(undefined))
            continue;
        let complete = true;
        const functions = [];
        for (const items of lists) {
            complete &&= !items.grows;
            for (const item of items.names) {
                const found = functionOf(items.source, items.path, item, workspace, budget);
                if (found !== undefined)
                    functions.push(found.path === path ? { path: undefined, name: found.name } : found);
                else
                    complete = false;
            }
        }
        const at = end - whole.length + whole.lastIndexOf('\n') + 1 + call.length;
        // The list's name (`TOOLS`, `registry` of `registry.get_all_tools()`), or each item of a literal written in the loop.
        const written = module === undefined ? list : modules;
        const names = (/^[[(]/.test(written) ? (itemsOf(written) ?? []) : [written]).map((name) => name.split('.')[0].replace(/\(\)$/, ''));
        if (functions.length > 0)
            out.set(at, { functions, whole: complete, names });
    }
    return out;
}
/** Whether indentation `inner` is inside `outer`'s block. */
const deeper = (inner, outer) => inner.length > outer.length && inner.startsWith(outer);
/**
 * The lists of `for module in modules: for fn in module.NAME`: the constant NAME of each module of a
 * literal of modules the file imports (written in the loop, or a constant of the file).
 */
function eachModule(text, path, module, modules, list, workspace, budget) {
    const [head, member] = list.split('.');
    if (head !== module || member === undefined || member.endsWith('()'))
        return undefined;
    const literal = modules.startsWith('[') || modules.startsWith('(');
    // A constant of the file, not another module's nor a call's.
    if (!literal && /[.(]/.test(modules))
        return undefined;
    const written = literal ? { names: itemsOf(modules), grows: false } : held(text, modules, false);
    if (!written?.names || written.grows)
        return undefined;
    return written.names.map((name) => {
        const found = submodule(text, path, name, workspace);
        const source = found === undefined ? undefined : (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .readModule */ .bH)(workspace, found, budget);
        const there = source === undefined || loses(text, `${name}.${member}`) ? undefined : held(source, member, false);
        return there && found !== undefined && source !== undefined
            ? { source, path: found, ...there, grows: there.grows || grows(text, `${name}.${member}`) }
            : undefined;
    });
}
/** Whether the first line of code after `end` is indented no deeper than `indent`: the loop's body ended. */
function endsBody(text, end, indent) {
    const next = /\n([ \t]*)[^ \t\r\n#]/.exec(text.slice(end));
    return next === null || next[1].length <= indent;
}
/** The items the loop's list stands for: a literal; a constant or a function's return, of this module or one it imports. */
function listed(text, path, list, workspace, budget) {
    if (list.startsWith('[') || list.startsWith('(')) {
        const names = itemsOf(list);
        return names && { source: text, path, names, grows: false };
    }
    const called = list.endsWith('()');
    const [head, member] = list.replace(/\(\)$/, '').split('.');
    if (member === undefined) {
        // A name of this module, or one it imports from another (`from .tools import ALL_TOOLS`).
        const own = held(text, head, called);
        if (own)
            return { source: text, path, ...own, grows: own.grows || grows(text, head) };
        const from = (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .importedBy */ .SW)(text, head);
        const module = from && (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .modulePaths */ .nu)(from.from, path, workspace)[0];
        const source = module === undefined ? undefined : (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .readModule */ .bH)(workspace, module, budget);
        const there = from && source !== undefined ? held(source, from.name, called) : undefined;
        return there && module && source !== undefined && !loses(text, head)
            ? { source, path: module, ...there, grows: there.grows || grows(text, head) }
            : undefined;
    }
    // `module.NAME` of a module it imports (`from pkg import registry`).
    const module = submodule(text, path, head, workspace);
    const source = module === undefined ? undefined : (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .readModule */ .bH)(workspace, module, budget);
    const there = source === undefined ? undefined : held(source, member, called);
    return there && module && source !== undefined && !loses(text, `${head}.${member}`)
        ? { source, path: module, ...there, grows: there.grows || grows(text, `${head}.${member}`) }
        : undefined;
}
/** The module `from pkg import name` (`from . import name`) binds `name` to, when that import alone binds it. */
function submodule(text, path, name, workspace) {
    const from = (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .importedBy */ .SW)(text, name);
    if (from === undefined)
        return undefined;
    return (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .modulePaths */ .nu)(from.from.endsWith('.') ? `${from.from}${from.name}` : `${from.from}.${from.name}`, path, workspace)[0];
}
/** The items of the list `name` of `source` holds: a top-level constant assigned once, or (`called`) the return of a top-level function of no parameters. */
function held(source, name, called) {
    if (!called) {
        if (!assignedOnce(source, name) || loses(source, name))
            return undefined;
        const value = new RegExp(String.raw `^${name}[ \t]{0,8}(?::[^=\n]{0,200})?=[ \t]{0,8}(\[[^[\]]{0,20000}\]|\([^()]{0,20000}\))[ \t]*(?:#[^\n]*)?\r?$`, 'm').exec(source);
        const names = value ? itemsOf(value[1]) : undefined;
        return names && { names, grows: grows(source, name) };
    }
    if (!(0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .definesOnce */ .G7)(source, name))
        return undefined;
    const header = new RegExp(String.raw `^def[ \t]+${name}[ \t]*\([ \t]*\)[^:\n]{0,200}:[ \t]*(?:#[^\n]*)?\r?\n`, 'm').exec(source);
    if (header === null)
        return undefined;
    const start = (header.index ?? 0) + header[0].length;
    const stop = /\n(?=[^ \t\r\n#])/.exec(source.slice(start));
    const body = source.slice(start, stop === null ? undefined : start + stop.index);
    // One `return`, at the body's own depth, and no function or generator inside whose returns could be taken for it.
    const indent = /^[ \t]*(?=[^ \t\r\n])/m.exec(body)?.[0] ?? '';
    const returns = [...body.matchAll(/^([ \t]*)return\b[ \t]*([^\n#]*)/gm)];
    if (returns.length !== 1 || returns[0][1] !== indent || /\b(?:def|lambda|yield)\b/.test(body.replace(/#[^\n]*/g, '')))
        return undefined;
    const returned = returns[0][2].trim();
    if (returned.startsWith('[') || returned.startsWith('(')) {
        const literal = new RegExp(String.raw `^${indent}return[ \t]+(\[[^[\]]{0,20000}\]|\([^()]{0,20000}\))`, 'm').exec(body);
        const names = literal ? itemsOf(literal[1]) : undefined;
        return names && { names, grows: false };
    }
    // `tools = [...]` \u2026 `return tools`: the local list, assigned once at the body's depth.
    if (!new RegExp(`^${NAME}$`).test(returned) || !assignedOnce(body, returned) || loses(body, returned))
        return undefined;
    const value = new RegExp(String.raw `^${indent}${returned}[ \t]{0,8}(?::[^=\n]{0,200})?=[ \t]{0,8}(\[[^[\]]{0,20000}\]|\([^()]{0,20000}\))`, 'm').exec(body);
    const names = value ? itemsOf(value[1]) : undefined;
    return names && { names, grows: grows(body, returned) };
}
/** A list or tuple literal's items, each a name or `module.name`; undefined for any other item. */
function itemsOf(literal) {
    const items = literal
        .slice(1, -1)
        .replace(/#[^\n]*/g, '')
        .split(',')
        .map((item) => item.trim());
    if (items.at(-1) === '')
        items.pop();
    if (items.length === 0 || items.length > MAX_ITEMS)
        return undefined;
    return items.every((item) => new RegExp(`^${NAME}(?:\\.${NAME})?$`).test(item)) ? items : undefined;
}
/** Whether `source` assigns `name` once, at any indentation. */
function assignedOnce(source, name) {
    return source.match(new RegExp(String.raw `^[ \t]{0,64}${name}[ \t]{0,8}(?::[^=\n]{0,200})?=(?!=)`, 'gm'))?.length === 1;
}
const escaped = (written) => written.replace('.', '\\.');
/** Whether `source` may add to the list written `name` in place. */
function grows(source, name) {
    return new RegExp(String.raw `(?<![\w.])${escaped(name)}[ \t]{0,8}(?:\.[ \t]{0,8}(?:append|extend|insert)\b|\+=)`).test(source);
}
/** Whether `source` may take items from the list written `name`, or replace them. */
function loses(source, name) {
    const list = escaped(name);
    return new RegExp(String.raw `(?<![\w.])${list}[ \t]{0,8}(?:\.[ \t]{0,8}(?:remove|pop|clear)\b|\[[^\]\n]{0,200}\][ \t]{0,8}=(?!=))|\bdel[ \t]+${list}\b`).test(source);
}
/** The function `item` names in the module at `path`: defined there once, at the top level, or imported there from one that does. */
function functionOf(source, path, item, workspace, budget, hops = _package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .MAX_HOPS */ .Od) {
    const [head, member] = item.split('.');
    if (member !== undefined) {
        const module = submodule(source, path, head, workspace);
        const read = module === undefined ? undefined : (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .readModule */ .bH)(workspace, module, budget);
        return module !== undefined && read !== undefined ? functionOf(read, module, member, workspace, budget, hops - 1) : undefined;
    }
    if ((0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .definesOnce */ .G7)(source, head))
        return { path, name: head };
    const from = hops > 0 ? (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .importedBy */ .SW)(source, head) : undefined;
    const module = from && (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .modulePaths */ .nu)(from.from, path, workspace)[0];
    const read = module === undefined ? undefined : (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_0__/* .readModule */ .bH)(workspace, module, budget);
    return from && module !== undefined && read !== undefined ? functionOf(read, module, from.name, workspace, budget, hops - 1) : undefined;
}


/***/ }),

/***/ 479:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G7: () => (/* binding */ definesOnce),
/* harmony export */   GW: () => (/* binding */ builds),
/* harmony export */   Od: () => (/* binding */ MAX_HOPS),
/* harmony export */   SW: () => (/* binding */ importedBy),
/* harmony export */   XR: () => (/* binding */ namesSdk),
/* harmony export */   Z3: () => (/* binding */ importedItems),
/* harmony export */   bH: () => (/* binding */ readModule),
/* harmony export */   dX: () => (/* binding */ FROM_IMPORT),
/* harmony export */   hv: () => (/* binding */ returnsServer),
/* harmony export */   n3: () => (/* binding */ assigns),
/* harmony export */   nu: () => (/* binding */ modulePaths),
/* harmony export */   oA: () => (/* binding */ MAX_NAMES),
/* harmony export */   sR: () => (/* binding */ bindsServer)
/* harmony export */ });
/**
 * The text test: `fastmcp`, `FastMCP`, and the official SDK's `mcp.server` (FastMCP, v2's MCPServer, the
 * low-level Server) or `mcp.types` (a module handed the server, `def register(mcp): @mcp.tool(annotations=
 * ToolAnnotations(\u2026))`, imports the types it registers with).
 */
function namesSdk(text) {
    return text.includes('fastmcp') || text.includes('FastMCP') || text.includes('mcp.server') || text.includes('mcp.types');
}
/** At any indentation: a function may import the server lazily, once the server module is loaded. */
const FROM_IMPORT = /^[ \t]{0,64}from[ \t]+(\.{0,8}[A-Za-z_][\w.]{0,200}|\.{1,8})[ \t]+import[ \t]+(\([^)]{0,4000}\)|[^\n#]{0,2000})/gm;
/** How many modules an import may pass through (`server.py` re-exporting `app.py`'s object). */
const MAX_HOPS = 3;
const MAX_NAMES = 16;
const MAX_MODULE = 1 << 20;
/** The names one `from m import \u2026` statement's items (FROM_IMPORT's second group) take and bind; `*` for all. */
function importedItems(list) {
    const out = [];
    for (const item of list
        .replace(/#[^\n]*/g, '')
        .replace(/^\(|\)$/g, '')
        .split(',')) {
        const [name, alias = name] = item.trim().split(/\s+as\s+/);
        if (name === '*' || /^\w+$/.test(name))
            out.push({ name, alias });
    }
    return out;
}
/** A module's text, when it is a file under MAX_MODULE bytes and the budget allows one more read. */
function readModule(workspace, path, budget) {
    if (budget.reads <= 0)
        return undefined;
    budget.reads--;
    const bytes = workspace.head(path, MAX_MODULE);
    return bytes && bytes.length < MAX_MODULE ? new TextDecoder().decode(bytes) : undefined;
}
/** Whether the text assigns `name`, at any indentation (`name = \u2026`, `name: T = \u2026`): then it is not only what an import binds. */
function assigns(text, name) {
    return new RegExp(String.raw `^[ \t]{0,64}${name}[ \t]{0,8}(?::[^=\n]{0,200})?=(?!=)`, 'm').test(text);
}
/** A call's callee, past a module path and a generic's parameters (`FastMCP[None](\u2026)`, as typed servers are built). */
const CALLEE = /^(?:[A-Za-z_][\w.]{0,100}\.)?([A-Za-z_]\w{0,99})(?:\[[^\]\n]{0,100}\])?\(/;
/**
 * Whether a module imports an MCP SDK and assigns `name` a server it builds, at its top level: by the
 * SDK's constructor, or by a factory of its own (`mcp = MCPServerFactory.create()`) every `def` of whose
 * name in the module is annotated to return one (`def create(**kwargs) -> FastMCP:`).
 */
function builds(source, name) {
    if (!namesSdk(source))
        return false;
    const assignment = new RegExp(`^${name}[ \\t]{0,8}(?::[^=\\n]{0,200})?=[ \\t]{0,8}(?:[A-Za-z_][\\w.]{0,100}\\.)?([A-Za-z_]\\w{0,99})(?:\\[[^\\]\\n]{0,100}\\])?\\(`, 'gm');
    let tried = 0;
    for (const match of source.matchAll(assignment)) {
        if (serverCall(source, match[1]))
            return true;
        if (++tried >= MAX_NAMES)
            return false;
    }
    return false;
}
/**
 * Whether every assignment of `name` (a name, or `self.name`) in a module that names an MCP SDK, at any
 * indentation (`mcp = FastMCP(\u2026)` inside the function that hands it on, `self.mcp = FastMCP(\u2026)` in
 * `__init__`), is a server it builds, and there is one: then what the module passes as `name` is that
 * server, wherever in the module it is passed.
 */
function bindsServer(source, name) {
    if (!namesSdk(source))
        return false;
    const escaped = name.replace('.', '\\.');
    const assignment = new RegExp(`^[ \\t]{0,64}${escaped}[ \\t]{0,8}(?::[^=\\n]{0,200})?=(?!=)[ \\t]{0,8}([^\\n]{0,200})`, 'gm');
    let found = 0;
    for (const match of source.matchAll(assignment)) {
        const callee = CALLEE.exec(match[1])?.[1];
        if (callee === undefined || !serverCall(source, callee) || ++found >= MAX_NAMES)
            return false;
    }
    return found > 0;
}
const SERVER_CLASSES = new Set(['FastMCP', 'MCPServer', 'Server']);
/** How many `def`s of one name a module is read for. */
const MAX_DEFS = 16;
/**
 * A return annotation that is an SDK server class, or one or `None` (`FastMCP | None`, `Optional[FastMCP]`:
 * a getter of a server built later; a decorator on what it returns only runs on a server).
 */
const SERVER_RETURN = /^["']?(?:Optional\[[ \t]{0,8})?(?:[A-Za-z_][\w.]{0,100}\.)?(?:FastMCP|MCPServer|Server)(?:[ \t]{0,8}\]|[ \t]{0,8}\|[ \t]{0,8}None)?["']?\s*$/;
/** Whether a module names an MCP SDK and defines `fn`, each `def` of it annotated to return an SDK server (perhaps or `None`). */
function returnsServer(source, fn) {
    return namesSdk(source) && factory(source, fn);
}
/** Whether calling `callee` in the module builds an SDK server: its constructor, a subclass or a factory of the module's. */
function serverCall(source, callee) {
    return SERVER_CLASSES.has(callee) || subclass(source, callee) || factory(source, callee);
}
/** The methods through which a server gets its tools, prompts and resources: a subclass that defines one may register otherwise. */
const REGISTERING = /^[ \t]{1,64}(?:async[ \t]+)?def[ \t]+(?:tool|add_tool|prompt|add_prompt|resource|add_resource|add_template|add_resource_fn)[ \t]*\(/m;
/** A `list_tools` of the subclass's own, which may list other tools than those registered. */
const LISTS_TOOLS = /^[ \t]{1,64}(?:async[ \t]+)?def[ \t]+list_tools[ \t]*\(/m;
/**
 * Whether the module defines `cls` once, at its top level, as a subclass of an SDK server class
 * (`class FilterableFastMCP(FastMCP):`, `(fastmcp.FastMCP)`, `(FastMCP[AppContext])`) that keeps the
 * SDK's registration: it defines none of the methods that register (REGISTERING), and a `list_tools` of
 * its own narrows the SDK's list (it calls `super().list_tools(`), so what it lists is among what is
 * registered. Then an instance registers with `@x.tool` as the SDK's server does.
 */
function subclass(source, cls) {
    const header = new RegExp(`^class[ \\t]+${cls}[ \\t]*\\(([^)]{0,400})\\)[ \\t]*:`, 'gm');
    const found = [...source.matchAll(header)];
    if (found.length !== 1 || new RegExp(`^[ \\t]+class[ \\t]+${cls}\\b|^${cls}[ \\t]*=`, 'm').test(source))
        return false;
    const bases = found[0][1].split(',').map((base) => base.replace(/\[[^\]]{0,200}\]/g, '').trim());
    if (!bases.some((base) => SERVER_CLASSES.has(base.slice(base.lastIndexOf('.') + 1))))
        return false;
    const body = classBody(source, (found[0].index ?? 0) + found[0][0].length);
    if (REGISTERING.test(body))
        return false;
    return !LISTS_TOOLS.test(body) || body.includes('super().list_tools(');
}
/** The text of a top-level class's body from `from` (past its header): up to the next line written at the top level. */
function classBody(source, from) {
    const next = /\n(?=[^ \t\r\n#])/g;
    next.lastIndex = from;
    const end = next.exec(source)?.index ?? source.length;
    return source.slice(from, end);
}
/** Whether the module defines `fn`, and each of its `def`s (methods too) is annotated to return an SDK server. */
function factory(source, fn) {
    const def = new RegExp(`^[ \\t]{0,64}(?:async[ \\t]+)?def[ \\t]+${fn}[ \\t]*\\(([^)]{0,2000})\\)[ \\t]*(?:->[ \\t]*([^:\\n]{0,200}))?:`, 'gm');
    let found = 0;
    for (const match of source.matchAll(def)) {
        if (++found > MAX_DEFS || !SERVER_RETURN.test(match[2] ?? ''))
            return false;
    }
    return found > 0;
}
/**
 * The files a module name may be, from the importing file at `path`: a relative one (`.server`,
 * `..common.server`) from the file's package; an absolute one (`pkg.common.server`) under each folder
 * from the file's own up to the root, the nearest first. Each as `x.py` or `x/__init__.py`.
 */
function modulePaths(module, path, workspace) {
    const folder = path.split('/').slice(0, -1);
    const dots = /^\.*/.exec(module)?.[0].length ?? 0;
    const parts = module
        .slice(dots)
        .split('.')
        .filter((part) => part !== '');
    const bases = [];
    if (dots > 0) {
        if (dots - 1 > folder.length)
            return [];
        bases.push(folder.slice(0, folder.length - (dots - 1)));
    }
    else
        for (let depth = folder.length; depth >= 0; depth--)
            bases.push(folder.slice(0, depth));
    const out = [];
    for (const base of bases) {
        const stem = [...base, ...parts].join('/');
        for (const candidate of [`${stem}.py`, `${stem}/__init__.py`])
            if (stem !== '' && workspace.kind(candidate.replace(/^\//, '')) === 'file')
                out.push(candidate.replace(/^\//, ''));
        // The nearest folder that holds the module decides, as Python's path would.
        if (out.length > 0)
            break;
    }
    return out;
}
/**
 * Whether a module defines `name` once, at its top level (no other `def` of it at any depth), and binds it
 * nowhere else: assigned, annotated, imported, a loop's, `with`'s or `except`'s target, anywhere in it. As
 * strict as the reader of that module (extract.ts), so what this finds that module lists.
 */
function definesOnce(text, name) {
    // Linear: each pattern is anchored at a line start or a word, then one run of blanks before a literal.
    // Comment lines bind nothing ("# Params for get_news"); a comment after code is kept, which only makes this stricter.
    const source = text.replace(/^[ \t]{0,64}#[^\n]*/gm, '');
    const defs = source.match(new RegExp(`^[ \\t]*(?:async[ \\t]+)?def[ \\t]+${name}[ \\t]*\\(`, 'gm'));
    if (defs?.length !== 1 || !new RegExp(`^(?:async[ \\t]+)?def[ \\t]+${name}\\b`, 'm').test(source))
        return false;
    const bound = new RegExp(`^[ \\t]*${name}[ \\t]*[:=]|\\b(?:for|as)[ \\t]+${name}\\b|\\b${name}[ \\t]*:=|^[ \\t]*(?:import|from)\\b[^\\n]{0,2000}\\b${name}\\b`, 'm');
    if (bound.test(source))
        return false;
    for (const statement of source.matchAll(FROM_IMPORT))
        if (importedItems(statement[2]).some((item) => item.alias === name))
            return false;
    return true;
}
/** Where a module imports `name` from (`from m import x as name`), when it binds it by that import alone. */
function importedBy(source, name) {
    if (assigns(source, name))
        return undefined;
    for (const statement of source.matchAll(FROM_IMPORT))
        for (const item of importedItems(statement[2]))
            if (item.alias === name && item.name !== '*')
                return { from: statement[1], name: item.name };
    return undefined;
}


/***/ }),

/***/ 8024:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XR: () => (/* reexport safe */ _package_modules_js__WEBPACK_IMPORTED_MODULE_1__.XR),
/* harmony export */   _k: () => (/* binding */ AZURE),
/* harmony export */   bs: () => (/* binding */ registersOnPackageServer),
/* harmony export */   n_: () => (/* binding */ azureTools)
/* harmony export */ });
/* harmony import */ var _handed_server_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8419);
/* harmony import */ var _package_modules_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(479);
/* harmony import */ var _star_import_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(993);
/* harmony import */ var _source_draws_on_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5533);





/** Azure Functions' Python library, whose `FunctionApp` takes MCP tool triggers (`@app.mcp_tool()`). */
const AZURE = /^[ \t]{0,64}(?:import[ \t]{1,16}azure\.functions\b|from[ \t]{1,16}azure(?:\.functions\b|[ \t]{1,16}import[ \t]{1,16}functions\b))/m;
/** An Azure Functions app that registers an MCP tool: the Functions host's MCP extension serves it. */
function azureTools(text) {
    return text.includes('.mcp_tool(') && AZURE.test(text);
}
/** A decorator, or a registration by call (`mcp.tool()(fn)`, `mcp.add_tool(fn)`) as a statement. */
const DECORATOR = /^[ \t]{0,64}(?:@([A-Za-z_]\w{0,99})\.(?:tool|prompt|resource)\b|([A-Za-z_]\w{0,99})\.(?:tool|prompt|resource|add_tool|add_prompt)\()/gm;
/** How many modules one file's imports may read. */
const MAX_READS = 8;
/**
 * Whether a file without SDK text registers, by decorator or call, on a server object its package
 * builds: one it imports (importsServer) or one it is handed (handedServer). The receivers are found
 * once for both: the scan for them reads every line of the many modules that register nothing.
 */
function registersOnPackageServer(text, path, workspace) {
    if (!workspace || path.split('/').includes('..'))
        return false;
    const receivers = new Set();
    for (const match of text.matchAll(DECORATOR)) {
        receivers.add(match[1] ?? match[2]);
        if (receivers.size >= _package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_NAMES */ .oA)
            break;
    }
    if (receivers.size === 0)
        return false;
    return importsServer(text, path, workspace, receivers) || fetchesServer(text, path, workspace, receivers) || (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_0__/* .handedServer */ .WR)(text, path, workspace, receivers);
}
/** Whether the file imports one of `receivers` from a module of the repository that builds it as a server. */
function importsServer(text, path, workspace, receivers) {
    return text.includes('import') && imports(text, path, workspace, receivers, _package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_HOPS */ .Od, { reads: MAX_READS });
}
/** Whether the text imports one of `names` from a module of the repository that builds it as a server. */
function imports(text, path, workspace, names, hops, budget) {
    for (const match of text.matchAll(_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .FROM_IMPORT */ .dX)) {
        for (const { name, alias } of (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .importedItems */ .Z3)(match[2])) {
            if (name === '*') {
                if (starImportsServer(text, match[1], path, workspace, names, hops, budget))
                    return true;
                continue;
            }
            if (!names.has(alias))
                continue;
            for (const module of (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .modulePaths */ .nu)(match[1], path, workspace)) {
                if (budget.reads <= 0)
                    return false;
                const source = (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .readModule */ .bH)(workspace, module, budget);
                if (source === undefined)
                    continue;
                if ((0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .builds */ .GW)(source, name) || (hops > 1 && imports(source, module, workspace, new Set([name]), hops - 1, budget)))
                    return (0,_source_draws_on_js__WEBPACK_IMPORTED_MODULE_2__/* .drew */ .c)(workspace, module);
            }
        }
    }
    return false;
}
/**
 * Whether the file binds one of `receivers` only to what a getter of the repository returns: every
 * assignment of it (at any indentation) calls, with no argument, a function the file imports from a module
 * that names an MCP SDK and annotates each `def` of it to return a server (`mcp = get_mcp()` inside
 * `def register_notas_tools():`, `def get_mcp() -> FastMCP | None: return _mcp` in `app.py`).
 */
function fetchesServer(text, path, workspace, receivers) {
    const budget = { reads: MAX_READS };
    for (const receiver of receivers) {
        const getters = new Set();
        const assignment = new RegExp(`^[ \\t]{0,64}${receiver}[ \\t]{0,8}(?::[^=\\n]{0,200})?=(?!=)[ \\t]{0,8}([^\\n]{0,200})`, 'gm');
        for (const match of text.matchAll(assignment)) {
            const getter = /^([A-Za-z_]\w{0,99})\(\)[ \t]*(?:#.*)?$/.exec(match[1].trimEnd())?.[1];
            if (getter === undefined || getters.add(getter).size > _package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_NAMES */ .oA) {
                getters.clear();
                break;
            }
        }
        if (getters.size > 0 && [...getters].every((getter) => importsGetter(text, path, workspace, getter, budget)))
            return true;
    }
    return false;
}
/** Whether the file imports `getter` (perhaps renamed) from a module of the repository that returns a server from it. */
function importsGetter(text, path, workspace, getter, budget) {
    for (const match of text.matchAll(_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .FROM_IMPORT */ .dX))
        for (const { name, alias } of (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .importedItems */ .Z3)(match[2])) {
            if (alias !== getter || name === '*')
                continue;
            for (const module of (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .modulePaths */ .nu)(match[1], path, workspace)) {
                const source = (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .readModule */ .bH)(workspace, module, budget);
                if (source !== undefined && (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .returnsServer */ .hv)(source, name))
                    return (0,_source_draws_on_js__WEBPACK_IMPORTED_MODULE_2__/* .drew */ .c)(workspace, module);
            }
        }
    return false;
}
/**
 * Whether `from <from> import *` in the text binds one of `names` to a server: the module builds it (or
 * imports it in turn) and exports it (star-import.ts), and the text assigns the name nowhere itself.
 */
function starImportsServer(text, from, path, workspace, names, hops, budget) {
    const unbound = [...names].filter((name) => !(0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .assigns */ .n3)(text, name));
    if (unbound.length === 0)
        return false;
    for (const module of (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .modulePaths */ .nu)(from, path, workspace)) {
        if (budget.reads <= 0)
            return false;
        const source = (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .readModule */ .bH)(workspace, module, budget);
        if (source === undefined)
            continue;
        for (const name of unbound)
            if ((0,_star_import_js__WEBPACK_IMPORTED_MODULE_3__/* .starExports */ .i)(source, name) && ((0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .builds */ .GW)(source, name) || (hops > 1 && imports(source, module, workspace, new Set([name]), hops - 1, budget))))
                return (0,_source_draws_on_js__WEBPACK_IMPORTED_MODULE_2__/* .drew */ .c)(workspace, module);
    }
    return false;
}


/***/ }),

/***/ 993:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ starExports)
/* harmony export */ });
/**
 * What `from m import *` binds: every public name of `m` (one not starting with `_`), or, when `m`
 * declares `__all__`, the names it lists. An `__all__` is read when it is a list or tuple of string
 * literals, or the idiom that exports a module's globals but those of a prefix (`[name for name in
 * globals() if not name.startswith("_")]`); any other computed `__all__` is not statically known, and
 * binds nothing here.
 */
/** `__all__ = [ \u2026 ]` or `( \u2026 )` of strings, one line or several. */
const LISTED = /^__all__[ \t]{0,8}(?::[^=\n]{0,100})?=[ \t]{0,8}[[(]([^\])]{0,20000})[\])]/m;
/** `__all__ = [n for n in globals() if not n.startswith("_")]` (`list(globals())`, `globals().keys()` too). */
const GLOBALS = /^__all__[ \t]{0,8}=[ \t]{0,8}\[[ \t]{0,8}(\w{1,64})[ \t]{1,8}for[ \t]{1,8}\1[ \t]{1,8}in[ \t]{1,8}(?:list\()?globals\(\)(?:\.keys\(\))?\)?[ \t]{1,8}if[ \t]{1,8}not[ \t]{1,8}\1\.startswith\([ \t]{0,8}(["'])([^"'\n]{1,64})\2[ \t]{0,8}\)[ \t]{0,8}\]/m;
const STRING = /^\s*(["'])([^"'\n]{0,200})\1\s*$/;
/** Whether `from m import *` binds `name`, `m`'s text being `source`. */
function starExports(source, name) {
    if (!/^__all__\b/m.test(source))
        return !name.startsWith('_');
    const globals = GLOBALS.exec(source);
    if (globals)
        return !name.startsWith(globals[3]);
    const listed = LISTED.exec(source);
    if (!listed)
        return false;
    const items = listed[1]
        .replace(/#[^\n]*/g, '')
        .split(',')
        .filter((item) => item.trim() !== '');
    const strings = items.map((item) => STRING.exec(item)?.[2]);
    // A list with anything but string literals in it is computed.
    return strings.every((s) => s !== undefined) && strings.includes(name);
}


/***/ }),

/***/ 7860:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ toolClasses)
/* harmony export */ });
/* harmony import */ var _handed_server_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8419);
/* harmony import */ var _package_modules_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(479);
/* harmony import */ var _tool_records_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2102);



/** How many modules the search reads at most, for one file. */
const MAX_READS = 24;
/** A top-level class of one base and its indented body (blank lines included). */
const CLASS = /^class[ \t]+([A-Za-z_]\w{0,99})[ \t]*\([ \t]*([A-Za-z_]\w{0,99})[ \t]*\)[ \t]*:[^\n]{0,200}\n((?:[ \t]+[^\n]{0,2000}\n|[ \t]*\n){0,4000})/gm;
/** A module-level function of no parameter and its body (the module's last lines without a line break too). */
const LISTS = /^def[ \t]+([A-Za-z_]\w{0,99})[ \t]*\([ \t]*\)[^:\n]{0,200}:[ \t]*\n((?:[ \t]+[^\n]{0,2000}(?:\n|$)|[ \t]*\n){0,4000})/gm;
/** A top-level class of any bases and its body. */
const BASE = /^class[ \t]+([A-Za-z_]\w{0,99})[ \t]*(?:\([^)\n]{0,200}\))?[ \t]*:[^\n]{0,200}\n((?:[ \t]+[^\n]{0,2000}(?:\n|$)|[ \t]*\n){0,4000})/gm;
/** A method of no parameter but `self` whose body is `return R(`, a docstring before it at most. */
const MAKES = /^([ \t]+)def[ \t]+([A-Za-z_]\w{0,99})[ \t]*\([ \t]*self[ \t]*\)[^:\n]{0,200}:[ \t]*\n(?:[ \t]+(?:"""[^\n]{0,500}"""|'''[^\n]{0,500}''')[ \t]*\n)?([ \t]+)return[ \t]+([A-Za-z_]\w{0,99})\(/gm;
/** The file's tool classes whose records its modules serve as tools, by class name. */
function toolClasses(text, path, workspace) {
    const out = new Map();
    if (!workspace || !text.includes('(self)') || !text.includes('return'))
        return out;
    const candidates = new Map();
    for (const [, name, base, body] of text.matchAll(CLASS)) {
        if (/\b__init__\b|\b__new__\b/.test(body))
            continue;
        const found = [...body.matchAll(MAKES)].filter(([, indent, , inner]) => inner.length > indent.length);
        if (found.length > 0)
            candidates.set(name, found.map(([, , method, , record]) => ({ method, record, base })));
    }
    if (candidates.size === 0)
        return out;
    const budget = { reads: MAX_READS };
    const texts = new Map([[path, text]]);
    const read = (module) => {
        if (!texts.has(module))
            texts.set(module, workspace.kind(module) === 'file' ? (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .readModule */ .bH)(workspace, module, budget) : undefined);
        return texts.get(module);
    };
    // The module a name of the file comes from (the file itself when it defines the name).
    const origin = (name) => {
        if (new RegExp(`^class[ \\t]+${name}\\b`, 'm').test(text))
            return path;
        for (const [, from, items] of text.matchAll(_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .FROM_IMPORT */ .dX))
            if ((0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .importedItems */ .Z3)(items).some((item) => item.alias === name && item.name === name))
                return (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .modulePaths */ .nu)(from, path, workspace)[0];
        return undefined;
    };
    // The record kept by the base (`self.schema = self._create_schema()`): the attribute it is kept as.
    const kept = new Map();
    const keptAs = (base, method) => {
        const key = `${base} ${method}`;
        if (!kept.has(key)) {
            const module = origin(base);
            const source = module === undefined ? undefined : read(module);
            kept.set(key, source === undefined ? undefined : keeps(source, base, method));
        }
        return kept.get(key);
    };
    const records = new Map();
    const isRecord = (record) => {
        if (!records.has(record)) {
            const module = origin(record);
            const source = module === undefined ? undefined : read(module);
            records.set(record, source !== undefined && (0,_tool_records_js__WEBPACK_IMPORTED_MODULE_2__/* .recordClasses */ .K)(source).has(record));
        }
        return records.get(record) === true;
    };
    const served = new Map();
    for (const [name, made] of candidates)
        for (const { base, method, record } of made) {
            const attribute = keptAs(base, method);
            // The tool class's own `schema = \u2026` (or `self.schema = \u2026` anywhere in the file) may replace the kept record.
            const replaced = attribute !== undefined && new RegExp(`^[ \\t]+(?:self\\.)?${attribute}[ \\t]*[:=](?!=)`, 'm').test(text);
            if (attribute !== undefined && !replaced && isRecord(record) && !served.has(name))
                served.set(name, { method, record, attribute });
        }
    if (served.size === 0)
        return out;
    // Modules that list instances of the file's classes, then the SDK modules serving what those lists give.
    for (const module of (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_0__/* .modulesNear */ .a6)(workspace, path)) {
        if (budget.reads <= 0)
            break;
        const lister = read(module);
        if (lister === undefined)
            continue;
        const imported = importsOf(lister, module, path, workspace);
        for (const [fn, listed] of listings(lister)) {
            const classes = [...listed].filter((name) => imported.has(name) && served.has(name) && !out.has(name));
            if (classes.length === 0)
                continue;
            for (const server of (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_0__/* .modulesNear */ .a6)(workspace, module)) {
                if (budget.reads <= 0)
                    break;
                const source = server === path ? text : read(server);
                if (source === undefined || !(0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .namesSdk */ .XR)(source) || !importsOf(source, server, module, workspace).has(fn))
                    continue;
                const attributes = new Set(classes.map((name) => served.get(name)?.attribute));
                for (const attribute of attributes) {
                    if (attribute === undefined || !serves(source, fn, attribute))
                        continue;
                    for (const name of classes) {
                        const kept = served.get(name);
                        if (kept?.attribute === attribute)
                            out.set(name, { method: kept.method, record: kept.record });
                    }
                }
            }
        }
    }
    // The proof reads the base's, the record's, the listing's and the server's modules: a change to one may undo it.
    if (out.size > 0)
        for (const module of texts.keys())
            if (module !== path)
                workspace.drawsOn?.(module);
    return out;
}
/**
 * The attribute the base class of `source` keeps `self.method()`'s value as: its `__init__(self)` assigns
 * `self.attribute = self.method()`, the attribute's only assignment in the module.
 */
function keeps(source, base, method) {
    for (const [, name, body] of source.matchAll(BASE)) {
        if (name !== base || !/^[ \t]+def[ \t]+__init__[ \t]*\([ \t]*self[ \t]*\)/m.test(body))
            continue;
        const assigned = new RegExp(`^[ \\t]+self\\.([A-Za-z_]\\w{0,99})[ \\t]*=[ \\t]*self\\.${method}\\(\\)[ \\t]*$`, 'm').exec(body)?.[1];
        if (assigned === undefined)
            return undefined;
        const all = source.match(new RegExp(`\\.${assigned}[ \\t]*=(?!=)`, 'g')) ?? [];
        return all.length === 1 ? assigned : undefined;
    }
    return undefined;
}
/** The names `source` (the module at `module`) imports from the file at `path`, as it binds them unchanged. */
function importsOf(source, module, path, workspace) {
    const out = new Set();
    for (const [, from, items] of source.matchAll(_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .FROM_IMPORT */ .dX))
        if ((0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .modulePaths */ .nu)(from, module, workspace).includes(path))
            for (const item of (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .importedItems */ .Z3)(items))
                if (item.name === item.alias)
                    out.add(item.name);
    return out;
}
/** The module-level functions of no parameter whose body is `return [ \u2026 ]` of instances (`Cls()`), with the classes listed. */
function listings(source) {
    const out = new Map();
    for (const [, fn, body] of source.matchAll(LISTS)) {
        const list = /^[ \t]+(?:"""[^\n]{0,500}"""[ \t]*\n[ \t]+)?return[ \t]+\[([^\]]{0,20000})\][ \t]*$/m.exec(body);
        // Only instances, comments and blank lines in the list.
        if (list === null || body.trim().split('\n').length > list[0].trim().split('\n').length + 1)
            continue;
        const items = list[1]
            .replace(/#[^\n]*/g, '')
            .split(',')
            .map((item) => item.trim())
            .filter((item) => item !== '');
        if (items.every((item) => /^[A-Za-z_]\w{0,99}\(\)$/.test(item)))
            out.set(fn, new Set(items.map((item) => item.slice(0, -2))));
    }
    return out;
}
/**
 * Whether `source` loops over what `fn()` returns (`for t in fn():`, or `for t in x:` after `x = fn()`) and
 * hands `Tool(` (or `.tool(`) `name=t.attribute.name` and `description=t.attribute.description`.
 */
function serves(source, fn, attribute) {
    const bound = [...source.matchAll(new RegExp(`^[ \\t]*([A-Za-z_]\\w{0,99})[ \\t]*=[ \\t]*${fn}\\(\\)[ \\t]*$`, 'gm'))].map((m) => m[1]);
    for (const [, each, over] of source.matchAll(/\bfor[ \t]+([A-Za-z_]\w{0,99})[ \t]+in[ \t]+([A-Za-z_]\w{0,99}(?:\(\))?)[ \t]*:/g)) {
        if (over !== `${fn}()` && !bound.includes(over))
            continue;
        const hands = new RegExp(`(?:\\bTool|\\.tool)\\([ \\t\\n]{0,200}name[ \\t]*=[ \\t]*${each}\\.${attribute}\\.name[ \\t]*,[ \\t\\n]{0,200}description[ \\t]*=[ \\t]*${each}\\.${attribute}\\.description\\b`);
        if (hands.test(source))
            return true;
    }
    return false;
}


/***/ }),

/***/ 2102:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ recordClasses),
/* harmony export */   X: () => (/* binding */ toolRecords)
/* harmony export */ });
/* harmony import */ var _handed_server_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8419);
/* harmony import */ var _package_modules_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(479);


/** How many modules near the file are read for the one that serves its registry. */
const MAX_READS = 12;
/** A top-level class and its indented body (blank lines included), with the decorator line before it. */
const CLASS = /^(@(?:dataclasses\.)?dataclass\b[^\n]{0,200}\n)?class[ \t]+([A-Za-z_]\w{0,99})[ \t]*(?:\(([^)\n]{0,200})\))?[ \t]*:[^\n]{0,200}\n((?:[ \t]+[^\n]{0,2000}\n|[ \t]*\n){0,2000})/gm;
/** What may make a record's attributes differ from the keywords it is given. */
const RESHAPES = /\b(?:__init__|__post_init__|model_post_init|__setattr__|__getattr__|__getattribute__|validator|field_validator|model_validator|root_validator)\b|\bdef[ \t]+(?:name|description)\b/;
const field = (key) => new RegExp(`^[ \\t]+${key}[ \\t]*:[ \\t]*str[ \\t]*(?:#[^\\n]*)?$`, 'm');
/** `def m(self, tool[: T]) [-> None]:` then `self.attr[tool.name] = tool` and nothing more in its body. */
const STORES = /^([ \t]+)def[ \t]+([A-Za-z_]\w{0,99})[ \t]*\([ \t]*self[ \t]*,[ \t]*([A-Za-z_]\w{0,99})[ \t]*(?::[ \t]*([A-Za-z_]\w{0,99})[ \t]*)?\)[ \t]*(?:->[ \t]*None[ \t]*)?:[ \t]*\n[ \t]+self\.([A-Za-z_]\w{0,99})\[[ \t]*\3\.name[ \t]*\][ \t]*=[ \t]*\3[ \t]*\n((?:[ \t]*\n){0,20})([ \t]*)/gm;
/**
 * The methods of the file that store a record its modules serve as a tool, each with the record classes
 * it may be called with (`register_tool` \u2192 `MCPTool`). Empty when nothing of the file is such a registry.
 */
function toolRecords(text, path, workspace) {
    const out = new Map();
    if (!text.includes('.name] ='))
        return out;
    const classes = recordClasses(text);
    if (classes.size === 0)
        return out;
    const stores = new Map();
    const defined = new Set();
    for (const m of text.matchAll(STORES)) {
        const [, indent, method, , annotation, attribute, , next] = m;
        // One definition of the method, whose body ends at the statement (the next line is dedented).
        if (defined.has(method) || next.length > indent.length) {
            stores.delete(method);
            defined.add(method);
            continue;
        }
        defined.add(method);
        const takes = annotation === undefined ? classes : new Set(classes.has(annotation) ? [annotation] : []);
        if (takes.size > 0)
            stores.set(method, { attribute, classes: new Set(takes) });
    }
    if (stores.size === 0)
        return out;
    const servers = [path, ...(workspace ? (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_0__/* .modulesNear */ .a6)(workspace, path) : [])];
    const budget = { reads: MAX_READS };
    for (const module of servers) {
        const source = module === path ? text : workspace && workspace.kind(module) === 'file' ? (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .readModule */ .bH)(workspace, module, budget) : undefined;
        if (source === undefined || !(0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .namesSdk */ .XR)(source) || (module !== path && !(workspace && importsFrom(source, module, path, workspace))))
            continue;
        for (const [method, { attribute, classes: takes }] of stores)
            if (!out.has(method) && serves(source, attribute))
                out.set(method, takes);
        if (module !== path && out.size > 0)
            workspace?.drawsOn?.(module);
        if (out.size === stores.size)
            break;
    }
    return out;
}
/** The file's record classes: a `BaseModel` or a `@dataclass` declaring `name: str` and `description: str`, nothing reshaping them. */
function recordClasses(text) {
    const out = new Set();
    const seen = new Set();
    for (const [, dataclass, name, bases = '', body] of text.matchAll(CLASS)) {
        if (seen.has(name))
            out.delete(name);
        seen.add(name);
        const model = bases.split(',').some((base) => /^[ \t]*(?:pydantic\.)?BaseModel[ \t]*$/.test(base));
        if ((model || (dataclass !== undefined && bases.trim() === '')) && field('name').test(body) && field('description').test(body) && !RESHAPES.test(body))
            out.add(name);
    }
    return out;
}
/** Whether a `from m import \u2026` of `source` (the module at `module`) imports from the file at `path`. */
function importsFrom(source, module, path, workspace) {
    for (const [, from] of source.matchAll(_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .FROM_IMPORT */ .dX))
        if ((0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .modulePaths */ .nu)(from, module, workspace).includes(path))
            return true;
    return false;
}
/**
 * Whether `source` hands each record of `\u2026.attribute.values()` to the SDK unchanged: the loop's variable, or
 * the parameter of a function of the module it is passed to, gives `Tool(` (or `.tool(`) its `name=` and
 * `description=` as `v.name` and `v.description`.
 */
function serves(source, attribute) {
    const loops = new RegExp(`\\bfor[ \\t]+([A-Za-z_]\\w{0,99})[ \\t]+in[ \\t]+[A-Za-z_][\\w.()]{0,200}\\.${attribute}\\.values\\(\\)`, 'g');
    for (const [, each] of source.matchAll(loops)) {
        const given = [each];
        for (const [, fn] of source.matchAll(new RegExp(`\\b([A-Za-z_]\\w{0,99})\\([ \\t]*${each}[ \\t]*\\)`, 'g'))) {
            const parameter = new RegExp(`^[ \\t]*(?:async[ \\t]+)?def[ \\t]+${fn}[ \\t]*\\([ \\t]*([A-Za-z_]\\w{0,99})[ \\t]*(?::[^,)\\n]{0,200})?\\)`, 'm').exec(source)?.[1];
            if (parameter !== undefined)
                given.push(parameter);
        }
        const hands = (v) => new RegExp(`(?:\\bTool|\\.tool)\\([ \\t\\n]{0,200}name[ \\t]*=[ \\t]*${v}\\.name[ \\t]*,[ \\t\\n]{0,200}description[ \\t]*=[ \\t]*${v}\\.description\\b`).test(source);
        if (given.some(hands))
            return true;
    }
    return false;
}


/***/ }),

/***/ 3180:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dK: () => (/* binding */ isFlatServerMap),
/* harmony export */   y3: () => (/* binding */ hasServerMap)
/* harmony export */ });
/* unused harmony exports isServerEntry, knownVersion */
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4976);
/** Content tests shared by formats' `recognize`: what a list of MCP servers to start looks like. */

/** Keys that only a server entry of some client has. */
const ENTRY_KEYS = ['command', 'url', 'serverUrl', 'httpUrl', 'type', 'transport', 'args'];
/** An object that starts or reaches one MCP server (`command`, `url`, \u2026). */
function isServerEntry(value) {
    return (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value) && ENTRY_KEYS.some((key) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .hasOwn */ .$3)(value, key));
}
/** `value[key]` is a map of server entries (an empty map counts: a config with no server yet). */
function hasServerMap(value, key) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value) || !(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value[key]))
        return false;
    const entries = Object.values(value[key]);
    return entries.every(_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv) && (entries.length === 0 || entries.some(isServerEntry));
}
/** What a server entry in a bare map must have: something to start or to reach, not just a `type`. */
const FLAT_ENTRY_KEYS = ['command', 'url', 'serverUrl', 'httpUrl'];
/** The value itself is a map of server entries, without a wrapping key (Claude Code and Cursor plugins). */
function isFlatServerMap(value) {
    if (!(0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value))
        return false;
    const entries = Object.values(value);
    return entries.length > 0 && entries.every((entry) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(entry) && FLAT_ENTRY_KEYS.some((key) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .hasOwn */ .$3)(entry, key)));
}
/** The version named by `value[key]`, when it is one of `versions`. */
function knownVersion(value, key, versions) {
    if (!isObject(value))
        return null;
    const declared = value[key];
    return typeof declared === 'string' && versions.includes(declared) ? declared : null;
}


/***/ }),

/***/ 327:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   k: () => (/* binding */ ROO_MCP_JSON_INFO)
/* harmony export */ });
/* harmony import */ var _client_config_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2715);
/**
 * What tells a file is a Roo Code MCP configuration (.roo/mcp.json): all that classification reads. The
 * client's model and rules (index.ts) load only when such a file is linted.
 */

const ROO_MCP_JSON_INFO = {
    id: 'roo-mcp-json',
    precedence: 80,
    noun: { one: 'Roo config', other: 'Roo configs' },
    title: 'Roo Code MCP configuration (.roo/mcp.json)',
    paths: ['**/.roo/mcp.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_0__/* .clientInfo */ .q)(ROO_MCP_JSON_INFO));


/***/ }),

/***/ 8276:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Ko: () => (/* binding */ dependentCrates),
/* harmony export */   N2: () => (/* binding */ firstInCrate),
/* harmony export */   bE: () => (/* binding */ perCrate),
/* harmony export */   fn: () => (/* binding */ crateOf)
/* harmony export */ });
const MAX_DEPTH = 12;
const MAX_LISTED = 512;
/** The crate's files read at most, the head read of each, and the folders walked below `src`. */
const MAX_FILES = 128;
const MAX_FILE = 1 << 20;
const MAX_NESTING = 4;
const MAX_CRATES = 5_000;
/** The folder of the crate the file at `path` is in, or undefined. */
function crateOf(path, workspace) {
    if (!workspace || path.startsWith('/') || path.split('/').includes('..'))
        return undefined;
    const segments = path.split('/').slice(0, -1);
    for (let depth = segments.length; depth >= Math.max(0, segments.length - MAX_DEPTH); depth--) {
        const folder = segments.slice(0, depth).join('/');
        if (workspace.kind(inFolder(folder, 'Cargo.toml')) === 'file')
            return folder;
    }
    return undefined;
}
/** What `find` makes of the crate's source files, remembered in `cache` per crate for a stable workspace. */
function perCrate(cache, workspace, crate, find) {
    if (!workspace.stable)
        return find();
    let crates = cache.get(workspace);
    if (!crates)
        cache.set(workspace, (crates = new Map()));
    if (crates.has(crate))
        return crates.get(crate);
    const found = find();
    if (crates.size >= MAX_CRATES)
        crates.clear();
    crates.set(crate, found);
    return found;
}
/** The first of the crate's source files (under `src`, bounded) that `test` finds something in. */
function firstInCrate(workspace, crate, test) {
    let reads = MAX_FILES;
    const waiting = [[inFolder(crate, 'src'), 0]];
    while (waiting.length > 0 && reads > 0) {
        const [folder, nesting] = waiting.shift();
        for (const name of workspace.list(folder, MAX_LISTED) ?? []) {
            const at = inFolder(folder, name);
            const kind = workspace.kind(at);
            if (kind === 'directory' && nesting < MAX_NESTING)
                waiting.push([at, nesting + 1]);
            if (kind !== 'file' || !name.endsWith('.rs') || reads-- <= 0)
                continue;
            const bytes = workspace.head(at, MAX_FILE);
            const found = bytes && test({ at, text: new TextDecoder().decode(bytes) });
            if (found !== undefined)
                return found;
        }
    }
    return undefined;
}
/** Sibling crates read at most for crates that depend on one, and the head of each's Cargo.toml. */
const MAX_SIBLINGS = 64;
const MAX_MANIFEST = 64 * 1024;
/**
 * The crates beside `crate` (its parent folder's, as a workspace's `crates/*` sit) that depend on it by path
 * (`mcp-core = { path = "../mcp-core" }`): where a library crate's table may be served from. Bounded.
 */
function dependentCrates(workspace, crate) {
    if (crate === '')
        return [];
    const slash = crate.lastIndexOf('/');
    const parent = slash === -1 ? '' : crate.slice(0, slash);
    const own = crate.slice(slash + 1).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const depends = new RegExp(`\\bpath[ \\t]{0,16}=[ \\t]{0,16}"\\.\\./${own}/?"`);
    const out = [];
    for (const name of workspace.list(parent, MAX_SIBLINGS) ?? []) {
        const at = inFolder(parent, name);
        if (at === crate || workspace.kind(at) !== 'directory')
            continue;
        const manifest = workspace.head(inFolder(at, 'Cargo.toml'), MAX_MANIFEST);
        if (manifest && depends.test(new TextDecoder().decode(manifest)))
            out.push(at);
    }
    return out;
}
function inFolder(folder, name) {
    return folder === '' ? name : `${folder}/${name}`;
}


/***/ }),

/***/ 1645:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RQ: () => (/* binding */ handRolledServer),
/* harmony export */   hA: () => (/* binding */ hasToolMethods),
/* harmony export */   te: () => (/* binding */ servingFile),
/* harmony export */   uM: () => (/* binding */ boxedTypes)
/* harmony export */ });
/* unused harmony export listsJsonTools */
/* harmony import */ var _protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5159);
/* harmony import */ var _crate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8276);
/**
 * A hand-rolled Rust MCP server: a crate with no SDK that answers JSON-RPC itself. It is one when a file of
 * the crate handles the `tools/list` method (a match arm on `"tools/list"`) and answers `initialize` with
 * MCP's own fields (`"serverInfo"` or `"protocolVersion"`); its tools are then the `json!` objects its files
 * list (json-tools.ts), and the types it boxes whose own `name()` and `description()` methods give literals
 * (method-tools.ts). It speaks the protocol version it answers when that is written as a literal (or a
 * same-file `const`); every version mcpdesc knows is assumed otherwise. Plain bounded text tests, read only
 * for a file with a `json!` `"inputSchema"` or such methods (crate.ts). Cheap to import: classification loads it.
 */


/** A match arm on the method: the crate serves the tool list. */
const HANDLES_LIST = /"tools\/list"[ \t\r\n]{0,64}=>/;
/** The `initialize` answer's fields. */
const ANSWERS_INITIALIZE = /"(?:serverInfo|protocolVersion)"[ \t\r\n]{0,16}:/;
const PROTOCOL = /"protocolVersion"[ \t\r\n]{0,16}:[ \t\r\n]{0,16}(?:"(\d{4}-\d{2}-\d{2})"|([A-Z][A-Z0-9_]{0,63})\b)/;
const CRATES = new WeakMap();
/** Whether the text lists tools as `json!` objects with MCP's `"inputSchema"` field: only then is the crate looked at. */
function listsJsonTools(text) {
    return text.includes('"inputSchema"') && text.includes('json!');
}
/** `fn name(&self)` and `fn description(&self)`: a type's own tool methods (method-tools.ts). */
const NAME_METHOD = /\bfn[ \t]{1,16}name[ \t]{0,16}\([ \t]{0,16}&[ \t]{0,16}self[ \t]{0,16}\)/;
const DESCRIPTION_METHOD = /\bfn[ \t]{1,16}description[ \t]{0,16}\([ \t]{0,16}&[ \t]{0,16}self[ \t]{0,16}\)/;
/** A value boxed or shared as a trait object: `Box::new(tools::Search)`, `Arc::new(Search {\u2026})`. */
const BOXED = /\b(?:Box|Arc|Rc)::new\([ \t\r\n]{0,64}(?:[A-Za-z_][A-Za-z0-9_]{0,63}::){0,8}([A-Z][A-Za-z0-9_]{0,63})\b/g;
const MAX_BOXED = 4_096;
/** Files named per boxed type at most: the proofs one type's tools rest on. */
const MAX_BOXING_FILES = 16;
const BOXED_BY_CRATE = new WeakMap();
/** Whether the text gives a type tool methods of its own: `fn name(&self)` and `fn description(&self)`. */
function hasToolMethods(text) {
    return NAME_METHOD.test(text) && DESCRIPTION_METHOD.test(text);
}
/**
 * The types the crate of the file at `path` boxes as trait objects (the tools a server registers,
 * method-tools.ts), each with the files that box it: what a tool read from its type rests on.
 */
function boxedTypes(path, workspace) {
    const crate = (0,_crate_js__WEBPACK_IMPORTED_MODULE_1__/* .crateOf */ .fn)(path, workspace);
    if (crate === undefined || !workspace)
        return new Map();
    return (0,_crate_js__WEBPACK_IMPORTED_MODULE_1__/* .perCrate */ .bE)(BOXED_BY_CRATE, workspace, crate, () => {
        const found = new Map();
        (0,_crate_js__WEBPACK_IMPORTED_MODULE_1__/* .firstInCrate */ .N2)(workspace, crate, ({ at, text }) => {
            if (!text.includes('::new('))
                return undefined;
            for (const [, type] of text.matchAll(BOXED)) {
                const files = found.get(type) ?? [];
                if (files.length === 0 && found.size >= MAX_BOXED)
                    continue;
                if (!files.includes(at) && files.length < MAX_BOXING_FILES)
                    files.push(at);
                found.set(type, files);
            }
            return undefined;
        });
        return found;
    });
}
/** The hand-rolled server of the crate the file at `path` is in (the file itself first), or undefined. */
function handRolledServer(text, path, workspace) {
    if (!listsJsonTools(text) && !hasToolMethods(text))
        return undefined;
    if (serves(text))
        return server(path, text);
    const crate = (0,_crate_js__WEBPACK_IMPORTED_MODULE_1__/* .crateOf */ .fn)(path, workspace);
    if (crate === undefined || !workspace)
        return undefined;
    const found = (0,_crate_js__WEBPACK_IMPORTED_MODULE_1__/* .perCrate */ .bE)(CRATES, workspace, crate, () => (0,_crate_js__WEBPACK_IMPORTED_MODULE_1__/* .firstInCrate */ .N2)(workspace, crate, ({ at, text }) => (serves(text) ? server(at, text) : undefined)));
    if (found)
        workspace.drawsOn?.(found.at);
    return found;
}
function serves(text) {
    return HANDLES_LIST.test(text) && ANSWERS_INITIALIZE.test(text);
}
/** The hand-rolled server the file at `at` is, when it answers `tools/list` and `initialize` itself. */
function servingFile(at, text) {
    return serves(text) ? server(at, text) : undefined;
}
function server(at, text) {
    const match = PROTOCOL.exec(text);
    let answered = match?.[1];
    if (match?.[2] !== undefined) {
        const constant = new RegExp(`\\b(?:const|static)[ \\t]{1,16}${match[2]}[ \\t]{0,16}:[ \\t]{0,16}&(?:'static[ \\t]{1,16})?str[ \\t]{0,16}=[ \\t]{0,16}"(\\d{4}-\\d{2}-\\d{2})"`);
        answered = constant.exec(text)?.[1];
    }
    if ((0,_protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .isVersion */ .lF)(answered))
        return { at, versions: [answered], from: `${at}: a hand-rolled server (no SDK) that answers protocolVersion ${answered}` };
    const why = answered === undefined ? 'answers no literal protocolVersion' : `answers protocolVersion ${answered}, which mcpdesc does not know`;
    return { at, versions: [..._protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSIONS */ .S8], from: `assumed every protocol version: ${at}, a hand-rolled server (no SDK), ${why}` };
}


/***/ }),

/***/ 8775:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   M: () => (/* binding */ RUST_SOURCE_INFO)
/* harmony export */ });
/* harmony import */ var _source_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6894);
/* harmony import */ var _hand_rolled_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1645);
/* harmony import */ var _tool_table_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9618);
/* harmony import */ var _trait_consts_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2724);
/**
 * What tells that a file is a Rust MCP server's source: a `.rs` file that uses rmcp, the official SDK, or
 * mcp-attr, or lists tools for a crate that answers MCP's methods by hand.
 * All that classification reads; the reader and rules (index.ts) load only when such a file is linted.
 */




const PATHS = ['**/?*.rs'];
const RUST_SOURCE_INFO = (0,_source_info_js__WEBPACK_IMPORTED_MODULE_0__/* .sourceInfo */ .A)({
    id: 'rust-source',
    // Never ties with another format: source files are told by path and imports, not by parsed content.
    precedence: 3,
    noun: { one: 'Rust server file', other: 'Rust server files' },
    title: 'Rust MCP server source (rmcp and mcp-attr tools)',
    paths: PATHS,
    // `use rmcp::\u2026`, `rmcp::tool`: a crate path names it, as `mcp_attr::\u2026` names mcp-attr. A crate with no SDK is one when it answers MCP's
    // methods itself (hand-rolled.ts), and a table of its own tool struct that the server lists (tool-table.ts).
    importsSdk: (text, path, workspace) => text.includes('rmcp') ||
        text.includes('mcp_attr::') ||
        (path !== undefined &&
            ((0,_hand_rolled_js__WEBPACK_IMPORTED_MODULE_1__/* .handRolledServer */ .RQ)(text, path, workspace) !== undefined ||
                (0,_tool_table_js__WEBPACK_IMPORTED_MODULE_2__/* .servedTables */ .b)(text, path, workspace).tables.length > 0 ||
                (0,_trait_consts_js__WEBPACK_IMPORTED_MODULE_3__/* .constTools */ .Li)(text, path, workspace) !== undefined)),
});
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (RUST_SOURCE_INFO);


/***/ }),

/***/ 2263:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   k: () => (/* binding */ readJsonTools),
/* harmony export */   s: () => (/* binding */ jsonReader)
/* harmony export */ });
/* harmony import */ var _parse_string_anchors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4893);
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6065);
/* harmony import */ var _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8600);
/* harmony import */ var _source_tokens_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7024);




const MAX_DEPTH = 32;
/** Enclosing brackets walked up from an object to find the `json!` it is in. */
const MAX_ANCESTORS = 64;
/** The tool fields read besides name and description, each a JSON value. */
const FIELDS = new Set(['title', 'inputSchema', 'outputSchema', 'annotations']);
/** Reads the file's listed `json!` tools into `out`; returns how many were left out as test code. */
function readJsonTools({ tokens, pairs, skipped }, out) {
    const { tools, names, unread, spans, anchors } = out;
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    const place = (0,_source_tokens_js__WEBPACK_IMPORTED_MODULE_1__/* .placer */ .G1)(tokens, spans);
    const parent = new Int32Array(tokens.length).fill(-1);
    const stack = [];
    for (let j = 0; j < tokens.length; j++) {
        if ((op(j, ')') || op(j, ']') || op(j, '}')) && stack.length > 0)
            stack.pop();
        parent[j] = stack.length > 0 ? stack[stack.length - 1] : -1;
        if (op(j, '(') || op(j, '[') || op(j, '{'))
            stack.push(j);
    }
    /** The `(` of `json!(` / `serde_json::json!(`. */
    const jsonCall = (open) => op(open, '(') && op(open - 1, '!') && tokens[open - 2]?.kind === 'name' && tokens[open - 2].text === 'json';
    /** The object at `open` is a list's item: `vec![json!({\u2026}), \u2026]`, or `[{\u2026}, \u2026]` inside a `json!`. */
    const listed = (open) => {
        if (jsonCall(open - 1) && pairs[open] + 1 === pairs[open - 1]) {
            let start = open - 3;
            while (op(start - 1, ':') && op(start - 2, ':') && tokens[start - 3]?.kind === 'name')
                start -= 3;
            return op(parent[start], '[');
        }
        if (!op(parent[open], '['))
            return false;
        let at = parent[open];
        for (let k = 0; k < MAX_ANCESTORS && at !== -1; k++, at = parent[at])
            if (jsonCall(at))
                return true;
        return false;
    };
    const { json, entries } = jsonReader(tokens, pairs, out);
    const seen = new Map();
    let left = 0;
    for (let i = 0; i < tokens.length; i++) {
        if (!op(i, '{'))
            continue;
        const fields = entries(i);
        const nameAt = fields.get('name');
        if (nameAt === undefined || !fields.has('inputSchema') || !fields.has('description') || !listed(i))
            continue;
        if (skipped(i)) {
            left++;
            i = pairs[i];
            continue;
        }
        const pointer = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .joinPointer */ .Kn)('/tools', String(tools.length));
        const before = unread.length;
        const name = json(nameAt.value, (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .joinPointer */ .Kn)(pointer, 'name'), nameAt.key, 0);
        if (typeof name !== 'string') {
            unread.push({ start: tokens[nameAt.value].start, what: 'a tool registration' });
            i = pairs[i];
            continue;
        }
        const tool = { name };
        for (const [field, at] of fields) {
            if (field !== 'description' && !FIELDS.has(field))
                continue;
            const read = json(at.value, (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .joinPointer */ .Kn)(pointer, field), at.key, 0);
            if (read !== _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV && (field !== 'description' || typeof read === 'string'))
                tool[field] = read;
            else {
                unread.push({ start: tokens[at.value].start, what: `the tool's ${field}`, pointer: (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .joinPointer */ .Kn)(pointer, field) });
                if (field === 'inputSchema')
                    tool.inputSchema = { type: 'object' };
            }
        }
        // The same name again: one tool, read where it is first listed, when it is listed alike.
        const same = seen.get(name);
        if (same !== undefined) {
            const under = (key) => key === pointer || key.startsWith(`${pointer}/`);
            for (const map of [spans, anchors])
                for (const key of [...map.keys()])
                    if (under(key))
                        map.delete(key);
            unread.length = before;
            if (same !== JSON.stringify(tool))
                unread.push({
                    start: tokens[nameAt.value].start,
                    what: 'a tool listed again under the same name with other fields (which list is served is not statically known)',
                });
            i = pairs[i];
            continue;
        }
        seen.set(name, JSON.stringify(tool));
        place(pointer, i, pairs[i]);
        tools.push(tool);
        names.push(tokens[nameAt.value].start);
        i = pairs[i];
    }
    return left;
}
/**
 * Reads JSON written as `json!` syntax: `json(i, pointer, key)` is the value at token `i` (to the next `,` or
 * closing bracket), placed where it is written, or UNKNOWN where Rust computes it; `entries(open)` the
 * top-level `"key": value` pairs of the object at `open`.
 */
function jsonReader(tokens, pairs, { spans, anchors }) {
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    const place = (0,_source_tokens_js__WEBPACK_IMPORTED_MODULE_1__/* .placer */ .G1)(tokens, spans);
    /** A value ends at a `,`, or at the bracket that closes what holds it (a `json!(\u2026)`'s `)` too). */
    const ends = (i) => op(i, ',') || op(i, '}') || op(i, ']') || op(i, ')');
    const text = (i, pointer) => {
        const t = tokens[i];
        if (t?.kind !== 'string' || t.text === undefined || !ends(i + 1))
            return undefined;
        const pieces = (0,_parse_string_anchors_js__WEBPACK_IMPORTED_MODULE_3__/* .joinedAnchors */ .Q)([{ anchors: t.anchors ?? [[0, t.start]], length: t.text.length }]);
        anchors.set(pointer, pieces);
        return t.text;
    };
    /** The JSON value written at `i` (to the next `,` or closing bracket), or UNKNOWN where Rust computes it. */
    const json = (i, pointer, key, depth) => {
        const t = tokens[i];
        if (!t || depth > MAX_DEPTH)
            return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
        let read = _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
        let last = i;
        if (op(i, '{') || op(i, '[')) {
            last = pairs[i];
            read = op(i, '{') ? object(i, pointer, depth) : array(i, pointer, depth);
        }
        else if (t.kind === 'string')
            read = text(i, pointer) ?? _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
        else if (op(i, '-') && tokens[i + 1]?.kind === 'number' && /^\d+(?:\.\d+)?$/.test(tokens[i + 1].text ?? '')) {
            read = -Number(tokens[i + 1].text);
            last = i + 1;
        }
        else if (t.kind === 'number' && /^\d+(?:\.\d+)?$/.test(t.text ?? ''))
            read = Number(t.text);
        else if (t.kind === 'name' && (t.text === 'true' || t.text === 'false' || t.text === 'null'))
            read = t.text === 'null' ? null : t.text === 'true';
        if (read === _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV || !ends(last + 1))
            return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
        place(pointer, i, last, key);
        return read;
    };
    const object = (open, pointer, depth) => {
        const result = {};
        for (let j = open + 1; j < pairs[open];) {
            const key = tokens[j];
            if (key.kind !== 'string' || key.text === undefined || !op(j + 1, ':'))
                return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
            const read = json(j + 2, (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .joinPointer */ .Kn)(pointer, key.text), j, depth + 1);
            if (read === _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV)
                return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
            result[key.text] = read;
            j = end(j + 2);
            if (op(j, ','))
                j++;
        }
        return result;
    };
    const array = (open, pointer, depth) => {
        const result = [];
        for (let j = open + 1; j < pairs[open];) {
            const read = json(j, (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .joinPointer */ .Kn)(pointer, String(result.length)), undefined, depth + 1);
            if (read === _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV)
                return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
            result.push(read);
            j = end(j);
            if (op(j, ','))
                j++;
        }
        return result;
    };
    /** The index after the JSON value at `i`. */
    const end = (i) => {
        for (; i < tokens.length; i++) {
            if (op(i, '{') || op(i, '[') || op(i, '('))
                i = pairs[i];
            else if (op(i, ',') || op(i, '}') || op(i, ']') || op(i, ')'))
                return i;
        }
        return i;
    };
    /** Each top-level `"key": value` of the object at `open`: the key's token and the value's first. */
    const entries = (open) => {
        const found = new Map();
        for (let j = open + 1; j < pairs[open];) {
            const key = tokens[j];
            if (key.kind !== 'string' || key.text === undefined || !op(j + 1, ':'))
                return new Map();
            if (!found.has(key.text))
                found.set(key.text, { key: j, value: j + 2 });
            j = end(j + 2);
            if (op(j, ','))
                j++;
        }
        return found;
    };
    return { json, entries };
}


/***/ }),

/***/ 9618:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  E: () => (/* binding */ readToolTables),
  b: () => (/* binding */ servedTables)
});

// EXTERNAL MODULE: ./src/util/pointer.ts
var util_pointer = __webpack_require__(6065);
// EXTERNAL MODULE: ./src/formats/source/extracted.ts
var extracted = __webpack_require__(8600);
// EXTERNAL MODULE: ./src/formats/source/tokens.ts
var source_tokens = __webpack_require__(7024);
// EXTERNAL MODULE: ./src/formats/rust-source/crate.ts
var rust_source_crate = __webpack_require__(8276);
// EXTERNAL MODULE: ./src/formats/rust-source/hand-rolled.ts
var hand_rolled = __webpack_require__(1645);
// EXTERNAL MODULE: ./src/formats/rust-source/json-tools.ts
var json_tools = __webpack_require__(2263);
;// CONCATENATED MODULE: ./src/formats/rust-source/list-arm.ts
/**
 * What a hand-rolled Rust server's `"tools/list"` match arm (hand-rolled.ts) serves, as plain bounded text
 * tests: the tables of the crate's own tool struct (tool-table.ts) it hands on. Either it maps each item of a
 * table function to MCP's keys unchanged (`tool_specs().into_iter().map(|t| json!({ "name": t.name,
 * "description": t.description, \u2026 }))`, in the arm or in the function the arm calls), or it serializes the
 * table as it is (`let tools = tools::list_tools(); json!({ "tools": tools })`), which serde writes under
 * MCP's keys only for a struct whose fields say so (`toolStructs`). Cheap to import: classification loads it.
 */
const IDENT = '[A-Za-z_][A-Za-z0-9_]{0,63}';
const SP = '[ \\t\\r\\n]{0,64}';
const ARM = /"tools\/list"[ \t\r\n]{0,64}=>/g;
/** What an arm holds at most, and a function it calls. */
const MAX_ARM = 512;
const MAX_FUNCTION = 4_096;
/** The next arm of the method's match. */
const NEXT_ARM = /"[A-Za-z_/]{1,64}"[ \t\r\n]{0,64}=>|\b_[ \t\r\n]{0,64}=>/;
const CALL = new RegExp(`\\b(${IDENT})${SP}\\(`, 'g');
/** A copy that leaves the text as it is. */
const COPIED = `(?:${SP}\\.${SP}(?:to_string|into|to_owned|clone)${SP}\\(${SP}\\)){0,2}`;
/** `"name": t.name, "description": t.description` of one item, each copied unchanged. */
const MAPPED = new RegExp(`"name"${SP}:${SP}(${IDENT})${SP}\\.${SP}name\\b${COPIED}${SP},[\\s\\S]{0,256}?"description"${SP}:${SP}\\1${SP}\\.${SP}description\\b${COPIED}${SP}[,}]`);
/** What is iterated: `F().into_iter()`, `F().iter()` (a path before it). */
const ITERATED = new RegExp(`\\b(${IDENT})${SP}\\(${SP}\\)${SP}\\.(?:into_)?iter${SP}\\(`, 'g');
/** `let tools = path::F();` then `"tools": tools`: the table serialized as it is. */
const BOUND = new RegExp(`\\blet${SP}(${IDENT})${SP}=${SP}(?:${IDENT}::){0,8}(${IDENT})${SP}\\(${SP}\\)${SP};`);
/** The table functions the `"tools/list"` arms of a serving file hand on. */
function listedByArm(text) {
    const listing = { mapped: [], serialized: [] };
    for (const match of text.matchAll(ARM)) {
        const start = match.index + match[0].length;
        let arm = text.slice(start, start + MAX_ARM);
        const next = NEXT_ARM.exec(arm);
        if (next)
            arm = arm.slice(0, next.index);
        const bound = BOUND.exec(arm);
        if (bound && new RegExp(`"tools"${SP}:${SP}${bound[1]}${SP}[,}]`).test(arm.slice(bound.index)))
            listing.serialized.push(`${bound[2]}()`);
        mappedIn(arm, listing.mapped);
        for (const [, called] of arm.matchAll(CALL))
            mappedIn(functionBody(text, called), listing.mapped);
    }
    return listing;
}
/** The functions iterated before an item mapping of `text`. */
function mappedIn(text, out) {
    const mapping = MAPPED.exec(text);
    if (!mapping)
        return;
    for (const [, called] of text.slice(0, mapping.index).matchAll(ITERATED))
        if (!out.includes(`${called}()`))
            out.push(`${called}()`);
}
/** The text of the same-file function `name` (to the next `fn`, bounded), or ''. */
function functionBody(text, name) {
    const found = new RegExp(`\\bfn[ \\t]{1,16}${name}${SP}\\(`).exec(text);
    if (!found)
        return '';
    const body = text.slice(found.index + found[0].length, found.index + MAX_FUNCTION);
    const next = /\bfn[ \t]/.exec(body);
    return next ? body.slice(0, next.index) : body;
}
const STRUCT = new RegExp(`#\\[${SP}derive${SP}\\(([^)]{0,256})\\)${SP}\\]((?:${SP}#\\[[^\\]]{0,256}\\]){0,8})${SP}(?:pub${SP})?struct[ \\t]{1,16}(${IDENT})${SP}\\{([^}]{0,2048})\\}`, 'g');
/** A field `name: \u2026` with what is written before it since the previous field. */
const FIELD = /(?:^|,)((?:[ \t\r\n]|#\[[^\]]{0,256}\]|\/\/[^\n]{0,512}\n){0,64})(?:pub(?:\([a-z]{1,8}\))?[ \t]{1,16})?([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]{0,16}:/g;
/**
 * The structs of the text that serde writes under MCP's tool keys: derived `Serialize`, no `rename_all`, its
 * `name` and `description` fields not renamed, and its schema field written as `"inputSchema"`.
 */
function toolStructs(text) {
    const out = [];
    if (!text.includes('Serialize'))
        return out;
    for (const [, derived, attributes, name, body] of text.matchAll(STRUCT)) {
        if (!/\bSerialize\b/.test(derived) || attributes.includes('rename_all'))
            continue;
        const fields = new Map();
        for (const [, before, field] of body.matchAll(FIELD))
            fields.set(field, before);
        const plain = (field) => fields.has(field) && !fields.get(field)?.includes('rename');
        const schema = plain('inputSchema') || /rename[ \t]{0,16}=[ \t]{0,16}"inputSchema"/.test(fields.get('input_schema') ?? '');
        if (plain('name') && plain('description') && schema)
            out.push(name);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/formats/rust-source/tool-table.ts
/**
 * A table of a Rust crate's own tool struct that its server lists: `static TOOLS: &[ToolDef] = &[ToolDef {
 * name: "\u2026", description: "\u2026", input_schema: some_schema, \u2026 }, \u2026]`, when a hand-written `list_tools` of the
 * crate makes each `Tool` from an item's `.name` and `.description` and iterates the table, by its name
 * (`TOOLS.iter()`) or through a function of the crate that returns it (`tools::all().iter()`, `fn all() ->
 * &'static [ToolDef] { definitions::TOOLS }`). A table may also be a function whose body is one `vec![\u2026]` of
 * the struct's literals (`fn list_tools() -> Vec<ToolDef> { vec![ToolDef { \u2026 }, \u2026] }`), which a `list_tools`
 * hands on item by item with `Tool::new(t.name.to_string(), t.description.to_string(), \u2026)`: each field copied
 * unchanged (`.to_string()`, `.into()`, `.to_owned()`), never rewritten. Each item is one tool; its name and
 * description when written as literals (or same-file constants, copied by `.into()`), its input schema
 * (`input_schema`, `schema`) when given as one literal `json!` or a same-file function whose body is one. A
 * hand-rolled server (no SDK) may serve a table function from its `"tools/list"` arm (list-arm.ts), in this
 * crate or in one beside it that depends on it by path; the table then speaks that server's protocol version. Plain bounded text tests for
 * classification (crate.ts); the table is read from tokens. The files that prove a table served are drawn on.
 */







const tool_table_IDENT = '[A-Za-z_][A-Za-z0-9_]{0,63}';
const tool_table_SP = '[ \\t\\r\\n]{0,64}';
/** `static NAME: &[T] = &[` (or `const`, `&'static [T]`): NAME and T. */
const TABLE = new RegExp(`\\b(?:static|const)[ \\t]{1,16}(${tool_table_IDENT})${tool_table_SP}:${tool_table_SP}&(?:'static[ \\t]{1,16})?\\[${tool_table_SP}(${tool_table_IDENT})${tool_table_SP}\\]${tool_table_SP}=${tool_table_SP}&\\[`, 'g');
/** `fn F() -> &'static [T] { path::NAME }`: F and NAME. */
const RETURNS = new RegExp(`\\bfn[ \\t]{1,16}(${tool_table_IDENT})${tool_table_SP}\\(${tool_table_SP}\\)${tool_table_SP}->${tool_table_SP}&(?:'static[ \\t]{1,16})?\\[${tool_table_SP}${tool_table_IDENT}${tool_table_SP}\\]${tool_table_SP}\\{${tool_table_SP}(?:${tool_table_IDENT}::){0,8}(${tool_table_IDENT})${tool_table_SP}\\}`, 'g');
/** `fn F() -> Vec<T> { vec![`: a function whose body is a table, F and T. */
const TABLE_FN = new RegExp(`\\bfn[ \\t]{1,16}(${tool_table_IDENT})${tool_table_SP}\\(${tool_table_SP}\\)${tool_table_SP}->${tool_table_SP}Vec${tool_table_SP}<${tool_table_SP}(${tool_table_IDENT})${tool_table_SP}>${tool_table_SP}\\{${tool_table_SP}vec${tool_table_SP}!${tool_table_SP}\\[`, 'g');
/** What a `list_tools` iterates: `NAME.iter()` or `F().into_iter()` (a path before either), and whether it is called. */
const tool_table_ITERATED = new RegExp(`\\b(${tool_table_IDENT})${tool_table_SP}(\\(${tool_table_SP}\\))?${tool_table_SP}\\.(?:into_)?iter${tool_table_SP}\\(`, 'g');
/** A `Tool` made from an item's fields: `name: Cow::Borrowed(def.name)`, `description: Some(def.description.into())`. */
const FROM_FIELDS = new RegExp(`\\bname${tool_table_SP}:[^,;\\n]{0,64}\\.name\\b[\\s\\S]{0,256}?\\bdescription${tool_table_SP}:[^,;\\n]{0,64}\\.description\\b`);
/** A copy that leaves the text as it is: `.to_string()`, `.into()`, `.to_owned()`. */
const tool_table_COPIED = `(?:${tool_table_SP}\\.${tool_table_SP}(?:to_string|into|to_owned)${tool_table_SP}\\(${tool_table_SP}\\)){0,2}`;
/** rmcp's `Tool::new(t.name\u2026, t.description\u2026, \u2026)` with both fields of one item copied unchanged. */
const FROM_ARGUMENTS = new RegExp(`\\bTool${tool_table_SP}::${tool_table_SP}new${tool_table_SP}\\(${tool_table_SP}(${tool_table_IDENT})${tool_table_SP}\\.${tool_table_SP}name${tool_table_COPIED}${tool_table_SP},${tool_table_SP}\\1${tool_table_SP}\\.${tool_table_SP}description${tool_table_COPIED}${tool_table_SP},`);
const CRATES = new WeakMap();
const MAX_TABLES = 64;
/** The tables the text declares: statics, and functions returning one `vec![\u2026]` (as `F()`). */
function tablesIn(text) {
    const out = [];
    if (text.includes('&['))
        for (const match of text.matchAll(TABLE))
            if (out.push({ name: match[1], type: match[2] }) >= MAX_TABLES)
                return out;
    // A function is listed by a call of it (`tools().iter()`), never by a field of its name (`self.tools.iter()`).
    if (text.includes('vec'))
        for (const match of text.matchAll(TABLE_FN))
            if (out.push({ name: `${match[1]}()`, type: match[2] }) >= MAX_TABLES)
                return out;
    return out;
}
/**
 * The names of the tables the crate's `list_tools` lists, and the files where the crate says so. A crate
 * beside it that depends on it by path may serve them from a hand-rolled `"tools/list"` arm (list-arm.ts).
 */
function listedTables(workspace, crate) {
    return (0,rust_source_crate/* perCrate */.bE)(CRATES, workspace, crate, () => {
        const returned = new Map();
        const iterated = new Map();
        const serialized = new Map();
        const structs = new Map();
        let server;
        for (const folder of [crate, ...(0,rust_source_crate/* dependentCrates */.Ko)(workspace, crate)])
            (0,rust_source_crate/* firstInCrate */.N2)(workspace, folder, ({ at, text }) => {
                if (text.includes('-> &'))
                    for (const match of text.matchAll(RETURNS))
                        if (returned.size < MAX_TABLES)
                            returned.set(match[1], { table: match[2], at });
                const list = text.indexOf('fn list_tools');
                const rest = list === -1 ? '' : text.slice(list);
                if (FROM_FIELDS.test(rest) || FROM_ARGUMENTS.test(rest))
                    for (const match of rest.matchAll(tool_table_ITERATED))
                        if (iterated.size < MAX_TABLES)
                            iterated.set(match[2] === undefined ? match[1] : `${match[1]}()`, at);
                for (const name of toolStructs(text))
                    if (structs.size < MAX_TABLES)
                        structs.set(name, at);
                // A file that names rmcp serves through it: its answers are no hand-rolled server's (index.ts).
                const serving = text.includes('rmcp') ? undefined : (0,hand_rolled/* servingFile */.te)(at, text);
                if (!serving)
                    return undefined;
                const arm = listedByArm(text);
                for (const name of arm.mapped)
                    if (iterated.size < MAX_TABLES)
                        iterated.set(name, at);
                for (const name of arm.serialized)
                    if (serialized.size < MAX_TABLES)
                        serialized.set(name, at);
                if (arm.mapped.length + arm.serialized.length > 0)
                    server ??= serving;
                return undefined;
            });
        const names = new Set();
        const at = new Set();
        for (const [name, lister] of iterated) {
            // `all().iter()` of `fn all() -> &'static [T] { TOOLS }`: the static's table; `TOOLS.iter()` or `TOOLS().iter()`.
            const via = returned.get(name.replace('()', ''));
            names.add(via?.table ?? name);
            if (!via && name.endsWith('()'))
                names.add(name.slice(0, -2));
            at.add(lister);
            if (via)
                at.add(via.at);
        }
        for (const lister of serialized.values())
            at.add(lister);
        return { names, serialized: new Set(serialized.keys()), structs, at: [...at], ...(server ? { server } : {}) };
    });
}
/** The tables the file at `path` declares that its crate's server lists: the files proving it are drawn on. */
function servedTables(text, path, workspace) {
    const declared = tablesIn(text);
    const crate = declared.length > 0 ? (0,rust_source_crate/* crateOf */.fn)(path, workspace) : undefined;
    if (crate === undefined || !workspace)
        return { tables: [] };
    const listed = listedTables(workspace, crate);
    const drawn = new Set(listed.at);
    const served = declared.filter(({ name, type }) => {
        if (listed.names.has(name))
            return true;
        const struct = listed.serialized.has(name) ? listed.structs.get(type) : undefined;
        if (struct !== undefined)
            drawn.add(struct);
        return struct !== undefined;
    });
    if (served.length === 0)
        return { tables: [] };
    for (const at of drawn)
        if (at !== path)
            workspace.drawsOn?.(at);
    return { tables: served.map(({ name }) => name.replace('()', '')), ...(listed.server ? { server: listed.server } : {}) };
}
/** Reads the items of the file's served tables as tools into `out`. */
function readToolTables({ tokens, pairs, tables, value }, out) {
    const { tools, names, unread, spans } = out;
    const op = (i, v) => tokens[i]?.kind === 'op' && tokens[i].text === v;
    const is = (i, v) => tokens[i]?.kind === 'name' && tokens[i].text === v;
    const place = (0,source_tokens/* placer */.G1)(tokens, spans);
    const { json } = (0,json_tools/* jsonReader */.s)(tokens, pairs, out);
    /** Each same-file `fn f() -> Value { json!(\u2026) }`: the `{` or `[` of its JSON. */
    const schemas = new Map();
    for (let i = 0; i + 3 < tokens.length; i++) {
        if (!is(i, 'fn') || tokens[i + 1].kind !== 'name' || !op(i + 2, '(') || pairs[i + 2] !== i + 3)
            continue;
        let body = i + 4;
        while (body < tokens.length && body - i < 16 && !op(body, '{'))
            body++;
        let call = body + 1;
        while (op(call + 1, ':') && op(call + 2, ':'))
            call += 3;
        if (op(body, '{') &&
            is(call, 'json') &&
            op(call + 1, '!') &&
            op(call + 2, '(') &&
            pairs[call + 2] + 1 === pairs[body] &&
            pairs[call + 3] + 1 === pairs[call + 2])
            schemas.set(tokens[i + 1].text, call + 3);
    }
    const ends = (i) => op(i, ',') || op(i, '}');
    /** The `{` or `[` of the JSON a schema field gives: a same-file function's (`schema: shelves_schema`) or its own `json!(\u2026)`. */
    const schemaAt = (at) => {
        let call = at;
        while (tokens[call]?.kind === 'name' && op(call + 1, ':') && op(call + 2, ':'))
            call += 3;
        if (is(call, 'json') && op(call + 1, '!') && op(call + 2, '(') && ends(pairs[call + 2] + 1) && pairs[call + 3] + 1 === pairs[call + 2])
            return call + 3;
        return tokens[at].kind === 'name' && ends(at + 1) ? schemas.get(tokens[at].text) : undefined;
    };
    const fieldsOf = (open) => {
        const found = new Map();
        for (let j = open + 1; j < pairs[open];) {
            if (tokens[j].kind !== 'name' || !op(j + 1, ':'))
                return undefined;
            found.set(tokens[j].text, { key: j, value: j + 2 });
            while (j < pairs[open] && !op(j, ','))
                j = op(j, '(') || op(j, '[') || op(j, '{') ? pairs[j] + 1 : j + 1;
            j++;
        }
        return found;
    };
    /** The `[` of the list a table declared at `i` holds: `static T: &[X] = &[\u2026]`, or `fn t() -> Vec<X> { vec![\u2026] }` and nothing else. */
    const listOf = (i) => {
        if (!tables.includes(tokens[i + 1]?.text))
            return -1;
        let list = i + 2;
        if (is(i, 'fn') && op(i + 2, '(') && pairs[i + 2] === i + 3) {
            while (list < tokens.length && list - i < 16 && !op(list, '{'))
                list++;
            const body = list;
            return is(body + 1, 'vec') && op(body + 2, '!') && op(body + 3, '[') && pairs[body + 3] + 1 === pairs[body] ? body + 3 : -1;
        }
        if (!(is(i, 'static') || is(i, 'const')) || !op(i + 2, ':'))
            return -1;
        while (list < tokens.length && list - i < 16 && !op(list, '='))
            list++;
        return op(list + 1, '&') && op(list + 2, '[') ? list + 2 : -1;
    };
    for (let i = 0; i + 2 < tokens.length; i++) {
        const list = listOf(i);
        if (list === -1)
            continue;
        for (let j = list + 1; j < pairs[list];) {
            const item = j;
            const open = tokens[j].kind === 'name' && op(j + 1, '{') ? j + 1 : -1;
            const fields = open === -1 ? undefined : fieldsOf(open);
            const nameAt = fields?.get('name');
            const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
            const name = nameAt && value(nameAt.value, (0,util_pointer/* joinPointer */.Kn)(pointer, 'name'), nameAt.key);
            if (!fields || !nameAt || typeof name !== 'string')
                unread.push({ start: tokens[item].start, what: 'a tool registration' });
            else {
                const tool = { name };
                const description = fields.get('description');
                const read = description && value(description.value, (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'), description.key);
                if (typeof read === 'string')
                    tool.description = read;
                else if (description)
                    unread.push({ start: tokens[description.value].start, what: "the tool's description", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'description') });
                const schema = fields.get('input_schema') ?? fields.get('inputSchema') ?? fields.get('schema');
                const made = schema === undefined ? undefined : schemaAt(schema.value);
                const schemaRead = made === undefined ? extracted/* UNKNOWN */.HV : json(made, (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema'), undefined, 0);
                if (schemaRead !== extracted/* UNKNOWN */.HV && typeof schemaRead === 'object')
                    tool.inputSchema = schemaRead;
                else {
                    tool.inputSchema = { type: 'object' };
                    unread.push({ start: tokens[schema?.value ?? item].start, what: "the tool's inputSchema", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema') });
                }
                place(pointer, item, pairs[open]);
                tools.push(tool);
                names.push(tokens[nameAt.value].start);
            }
            j = open === -1 ? j + 1 : pairs[open] + 1;
            while (j < pairs[list] && !op(j, ','))
                j = op(j, '(') || op(j, '[') || op(j, '{') ? pairs[j] + 1 : j + 1;
            j++;
        }
        i = pairs[list];
    }
}


/***/ }),

/***/ 2724:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Li: () => (/* binding */ constTools),
/* harmony export */   dE: () => (/* binding */ trimmed)
/* harmony export */ });
/* unused harmony export declaresStrConstants */
/* harmony import */ var _crate_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8276);
/* harmony import */ var _hand_rolled_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1645);


const IDENT = '[A-Za-z_][A-Za-z0-9_]{0,63}';
const SP = '[ \\t\\r\\n]{0,64}';
/** `impl<T: Tool> DynTool for T` or `impl<T> DynTool for T where T: Tool`: T, the bound, the dyn trait, the bound in `where`. */
const BLANKET = new RegExp(`\\bimpl${SP}<${SP}(${IDENT})${SP}(?::${SP}(${IDENT})${SP})?>${SP}(${IDENT})${SP}for${SP}\\1\\b${SP}(?:where${SP}\\1${SP}:${SP}(${IDENT})${SP}(?:,${SP})?)?\\{`, 'g');
const MAX_BLANKET = 4_096;
const MAX_LISTER = 4_096;
/** A copy that leaves the text as it is. */
const COPIED = `(?:${SP}\\.${SP}(?:to_string|into|to_owned)${SP}\\(${SP}\\)){0,2}`;
/** One trim of the description: `.trim()`, `.trim_start()`, `.trim_end()`, `.trim_matches('\n')` (and `_start_`/`_end_`). */
const TRIM = `${SP}\\.${SP}trim(?:_start|_end)?(?:_matches${SP}\\(${SP}'(?:\\\\[nrt0\\\\']|[^'\\\\\\r\\n])'${SP}\\)|${SP}\\(${SP}\\))`;
const TRIMS = new RegExp(`\\.${SP}trim(_start|_end)?(?:_matches${SP}\\(${SP}'(\\\\[nrt0\\\\']|[^'\\\\\\r\\n])'${SP}\\)|${SP}\\(${SP}\\))`, 'g');
const NAME_SET = new RegExp(`\\bname${SP}[=:]${SP}(${IDENT})${SP}\\.${SP}name${SP}\\(${SP}\\)${COPIED}${SP}[;,]`);
const DESCRIPTION_SET = new RegExp(`\\bdescription${SP}[=:]${SP}(?:Some${SP}\\(${SP})?(${IDENT})${SP}\\.${SP}description${SP}\\(${SP}\\)((?:${TRIM}){0,8})${COPIED}${SP}\\)?${SP}[;,]`);
/** A field of trait objects (never a `let`), its type on its line: `tools: HashMap<&'static str, Box<dyn DynTool + Send>>`, its name and the trait. */
const HOLDS = new RegExp(`(?<!\\blet[ \\t]{1,16}(?:mut[ \\t]{1,16})?)\\b(${IDENT})${SP}:${SP}[^;{}=()\\n]{0,128}?\\bdyn${SP}(?:${IDENT}${SP}::${SP}){0,8}(${IDENT})\\b`, 'g');
const CRATES = new WeakMap();
/** Whether the text declares a `&str` constant in an impl: only then is the crate looked at. */
function declaresStrConstants(text) {
    return text.includes('const ') && /\bimpl\b/.test(text) && /\bconst[ \t]{1,16}[A-Z][A-Z0-9_]{0,63}[ \t]{0,16}:[ \t]{0,16}&/.test(text);
}
/** What the crate of the file at `path` proves of trait-constant tools, or undefined. */
function constTools(text, path, workspace) {
    if (!declaresStrConstants(text))
        return undefined;
    const crate = (0,_crate_js__WEBPACK_IMPORTED_MODULE_1__/* .crateOf */ .fn)(path, workspace);
    if (crate === undefined || !workspace)
        return undefined;
    const proof = (0,_crate_js__WEBPACK_IMPORTED_MODULE_1__/* .perCrate */ .bE)(CRATES, workspace, crate, () => prove(workspace, crate));
    if (!proof || !new RegExp(`\\bimpl${SP}(?:${IDENT}${SP}::${SP}){0,8}${proof.trait}${SP}for\\b`).test(text))
        return undefined;
    return { ...proof, registered: (0,_hand_rolled_js__WEBPACK_IMPORTED_MODULE_0__/* .boxedTypes */ .uM)(path, workspace) };
}
function prove(workspace, crate) {
    const blankets = [];
    const listers = [];
    (0,_crate_js__WEBPACK_IMPORTED_MODULE_1__/* .firstInCrate */ .N2)(workspace, crate, ({ at, text }) => {
        if (text.includes('impl') && text.includes('for'))
            for (const match of text.matchAll(BLANKET)) {
                const [whole, t, bound, dyn, where] = match;
                const trait = bound ?? where;
                if (trait === undefined || blankets.length >= 16)
                    continue;
                const body = text.slice(match.index + whole.length, match.index + whole.length + MAX_BLANKET);
                const returns = (method) => new RegExp(`\\bfn${SP}${method}${SP}\\(${SP}&${SP}self${SP}\\)${SP}->${SP}&(?:'static${SP})?str${SP}\\{${SP}(?:${t}|Self)${SP}::${SP}(${IDENT})${SP}\\}`).exec(body)?.[1];
                const name = returns('name');
                const description = returns('description');
                if (name !== undefined && description !== undefined)
                    blankets.push({ dyn, trait, name, description, at });
            }
        const list = text.indexOf('fn list_tools');
        if (list === -1 || listers.length >= 16)
            return undefined;
        // The fields of trait objects the file declares (`tools: HashMap<&str, Box<dyn DynTool>>`), by name.
        const fields = new Map();
        if (text.includes('dyn'))
            for (const [, field, dyn] of text.matchAll(HOLDS))
                if (fields.size < 64)
                    fields.set(field, dyn);
        listers.push({ text: text.slice(list, list + MAX_LISTER), at, fields });
        return undefined;
    });
    for (const blanket of blankets)
        for (const lister of listers) {
            const trims = served(lister.text, lister.fields, blanket.dyn);
            if (trims)
                return { trait: blanket.trait, name: blanket.name, description: blanket.description, trims, at: [blanket.at, lister.at] };
        }
    return undefined;
}
/** The trims a `list_tools` applies to the description of each trait object of `dyn` it iterates, or undefined when it does not. */
function served(lister, fields, dyn) {
    const name = NAME_SET.exec(lister);
    const description = DESCRIPTION_SET.exec(lister);
    if (!name || !description || name[1] !== description[1])
        return undefined;
    const loop = new RegExp(`\\bfor${SP}${name[1]}${SP}in${SP}(?:&${SP})?self${SP}\\.${SP}(${IDENT})${SP}(?:\\.${SP}(?:values|iter)${SP}\\(${SP}\\))?${SP}\\{`).exec(lister);
    if (!loop || fields.get(loop[1]) !== dyn)
        return undefined;
    return [...description[2].matchAll(TRIMS)].map(([, side, char]) => ({
        side: side === '_start' ? 'start' : side === '_end' ? 'end' : 'both',
        ...(char === undefined ? {} : { char: unescaped(char) }),
    }));
}
function unescaped(char) {
    if (!char.startsWith('\\'))
        return char;
    return { n: '\n', r: '\r', t: '\t', '0': '\0' }[char[1]] ?? char[1];
}
const WHITE = /\p{White_Space}/u;
/** The text as the trims leave it, and how many characters they cut from its start. */
function trimmed(text, trims) {
    let from = 0;
    let to = text.length;
    for (const { side, char } of trims) {
        const cuts = (c) => (char === undefined ? WHITE.test(c) : c === char);
        if (side !== 'end')
            while (from < to && cuts(text[from]))
                from++;
        if (side !== 'start')
            while (to > from && cuts(text[to - 1]))
                to--;
    }
    return { text: text.slice(from, to), cut: from };
}


/***/ }),

/***/ 2844:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   J: () => (/* binding */ SMITHERY_YAML_INFO)
/* harmony export */ });
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4976);
/* harmony import */ var _client_config_info_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2715);
/**
 * What tells a file is a Smithery configuration (smithery.yaml): all that classification reads. The
 * client's model and rules (index.ts) load only when such a file is linted.
 */


const SMITHERY_YAML_INFO = {
    id: 'smithery-yaml',
    precedence: 20,
    noun: { one: 'Smithery config', other: 'Smithery configs' },
    title: 'Smithery configuration (smithery.yaml)',
    paths: ['**/smithery.yaml', '**/smithery.yml'],
    syntax: 'yaml',
    serverKeys: [],
    recognize: (value) => ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .isObject */ .Gv)(value) && ((0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .hasOwn */ .$3)(value, 'startCommand') || (0,_util_json_js__WEBPACK_IMPORTED_MODULE_0__/* .hasOwn */ .$3)(value, 'runtime')) ? 'likely' : 'no'),
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_1__/* .clientInfo */ .q)(SMITHERY_YAML_INFO));


/***/ }),

/***/ 7343:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ azureFunctionsVersions)
/* harmony export */ });
/* harmony import */ var _csharp_source_sdk_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6468);

function azureFunctionsVersions() {
    return {
        versions: (0,_csharp_source_sdk_js__WEBPACK_IMPORTED_MODULE_0__/* .csVersionsOf */ .lH)(_csharp_source_sdk_js__WEBPACK_IMPORTED_MODULE_0__/* .CS_LATEST */ .FL),
        from: `assumed what ModelContextProtocol (the C# SDK) ${_csharp_source_sdk_js__WEBPACK_IMPORTED_MODULE_0__/* .CS_LATEST */ .FL} speaks: the Azure Functions MCP extension serves these tools on the C# SDK, and mcpdesc has no table of the extension's releases`,
    };
}


/***/ }),

/***/ 5533:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   L: () => (/* binding */ drawnFrom),
/* harmony export */   c: () => (/* binding */ drew)
/* harmony export */ });
/** For a proof found in the file at `path`: says so, and answers true. */
function drew(workspace, path) {
    workspace.drawsOn?.(path);
    return true;
}
/** What a proof found in the file at `path`, if anything: said so when found (see drew). */
function drawnFrom(workspace, path, found) {
    if (found !== undefined)
        workspace.drawsOn?.(path);
    return found;
}


/***/ }),

/***/ 8600:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HV: () => (/* binding */ UNKNOWN),
/* harmony export */   SV: () => (/* binding */ emptyExtracted),
/* harmony export */   yg: () => (/* binding */ argumentsFromSchema)
/* harmony export */ });
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6065);

/** A value the reader could not know without running the server: listed as not statically known, never guessed. */
const UNKNOWN = Symbol('not statically known');
/** What a reader fills as it reads a file, empty. */
function emptyExtracted() {
    return {
        tools: [],
        prompts: [],
        resources: [],
        resourceTemplates: [],
        spans: new Map(),
        names: [],
        unread: [],
        anchors: new Map(),
        testRegistrations: 0,
        conditional: [],
        afterCallback: [],
    };
}
/**
 * A prompt's `arguments`, from the input schema its parameters were read into at `scratch` (a prompt's
 * arguments have no types): each argument's name and description placed where its parameter's are.
 */
function argumentsFromSchema(schema, scratch, pointer, spans, anchors) {
    const properties = (schema.properties ?? {});
    const required = new Set(schema.required);
    return Object.entries(properties).map(([name, property], index) => {
        const from = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_0__/* .joinPointer */ .Kn)((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_0__/* .joinPointer */ .Kn)(scratch, 'properties'), name);
        const to = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_0__/* .joinPointer */ .Kn)((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_0__/* .joinPointer */ .Kn)(pointer, 'arguments'), String(index));
        for (const suffix of ['', '/description']) {
            const span = spans.get(from + suffix);
            if (span)
                spans.set(to + suffix, span);
            const anchor = anchors.get(from + suffix);
            if (anchor)
                anchors.set(to + suffix, anchor);
        }
        const span = spans.get(from);
        if (span?.key)
            spans.set((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_0__/* .joinPointer */ .Kn)(to, 'name'), { value: span.key });
        return { name, ...(typeof property.description === 'string' ? { description: property.description } : {}), required: required.has(name) };
    });
}


/***/ }),

/***/ 6894:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (/* binding */ sourceInfo)
/* harmony export */ });
/* harmony import */ var _protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5159);
/* harmony import */ var _mcpdesc_descriptor_info_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8690);
/**
 * What the source formats' manifests share (a shared folder: no manifest of its own). A source file is
 * told by its path and the SDK it imports, never by parsed content or its name alone, and declares the
 * protocol versions of the SDK release its server depends on. Cheap to import: classification loads it
 * with every source format's info.ts.
 */


function sourceInfo({ id, precedence, noun, title, paths, importsSdk }) {
    return {
        id,
        precedence,
        noun,
        title,
        paths,
        // Its name never says a file is one: most source files are not MCP servers.
        namedBy: [],
        syntax: 'json',
        versions: _protocol_versions_js__WEBPACK_IMPORTED_MODULE_0__/* .VERSIONS */ .S8,
        recognize: () => 'no',
        // The value parseProgram makes declares the protocol versions of the SDK release the server depends on.
        version: _mcpdesc_descriptor_info_js__WEBPACK_IMPORTED_MODULE_1__/* .declaredVersion */ .Pn,
        declaredVersions: _mcpdesc_descriptor_info_js__WEBPACK_IMPORTED_MODULE_1__/* .declaredVersions */ .sI,
        program: { importsSdk },
    };
}


/***/ }),

/***/ 7091:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DK: () => (/* binding */ NPM_LOCKFILES),
/* harmony export */   W: () => (/* binding */ lockedRelease),
/* harmony export */   i$: () => (/* binding */ PYTHON_LOCKFILES),
/* harmony export */   uv: () => (/* binding */ CARGO_LOCKFILES),
/* harmony export */   xC: () => (/* binding */ NUGET_LOCKFILES),
/* harmony export */   yS: () => (/* binding */ folderOf)
/* harmony export */ });
/* unused harmony export MAX_LOCKFILE */
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7857);
/**
 * The release of an SDK a lockfile pins, read from the nearest lockfile at or above the manifest that
 * names the SDK: package-lock.json, pnpm-lock.yaml and yarn.lock for npm packages, uv.lock and
 * poetry.lock for Python, Cargo.lock for Rust, packages.lock.json for NuGet. Workspaces of every one of
 * these tools (npm, pnpm, yarn, uv, Cargo) keep one lockfile at the workspace's root for all its members,
 * so a member's manifest has none beside it. The walk starts at the manifest's folder, not the source's:
 * a lockfile below the manifest belongs to another package. Go has none to read: go.mod's `require`
 * already names the release the build selects, and go.sum lists every release of the module graph.
 * A manifest's range says the lowest release a server may run with; the lockfile says the one it is built
 * with. Lockfiles run to megabytes, so none is parsed: each reader finds the package's own entries with
 * `indexOf` and reads a bounded window after each, linear in the text. A lockfile that pins several
 * releases of the package (two packages of a workspace on different lines) does not say which one the
 * server has, and is not used; nor is one past the size read.
 */

/** Bytes of a lockfile read at most; a larger one is not used (its tail could pin another release). */
const MAX_LOCKFILE = 16 << 20;
/** Characters of a release read at most. */
const RELEASE = /^\d[0-9A-Za-z.+-]{0,63}/;
/** The lockfiles of npm packages, in the order they are tried. */
const NPM_LOCKFILES = ['package-lock.json', 'pnpm-lock.yaml', 'yarn.lock'];
const PYTHON_LOCKFILES = ['uv.lock', 'poetry.lock'];
const CARGO_LOCKFILES = ['Cargo.lock'];
const NUGET_LOCKFILES = ['packages.lock.json'];
/** What each lockfile says, by workspace, lockfile and package: a run's files share their lockfiles. */
const READ = new WeakMap();
/**
 * The release of `pkg` pinned by the nearest folder from `folder` ('' is the root) up to the root that
 * holds one of `names`: the first of them there that pins exactly one release. The nearest folder with a
 * lockfile decides even when it pins none: the build it locks is this package's, whatever lies above.
 */
function lockedRelease(workspace, folder, names, pkg) {
    const cache = (0,_types_js__WEBPACK_IMPORTED_MODULE_0__/* .stableMap */ .EJ)(READ, workspace);
    if (folder.split('/').includes('..'))
        return undefined;
    for (let dir = folder;; dir = folderOf(dir)) {
        let present = false;
        for (const name of names) {
            const at = dir === '' ? name : `${dir}/${name}`;
            const key = `${at}\u0000${pkg}`;
            let release = cache?.get(key);
            if (release === undefined) {
                release = read(workspace, at, name, pkg);
                cache?.set(key, release);
            }
            if (release === 'absent')
                continue;
            if (release !== null)
                return { release, at };
            present = true;
        }
        if (present || dir === '')
            return undefined;
    }
}
/** The folder of a root-relative path ('' for the root). */
function folderOf(path) {
    const slash = path.lastIndexOf('/');
    return slash === -1 ? '' : path.slice(0, slash);
}
function read(workspace, at, name, pkg) {
    if (workspace.kind(at) !== 'file')
        return 'absent';
    const bytes = workspace.head(at, MAX_LOCKFILE);
    if (!bytes || bytes.length >= MAX_LOCKFILE)
        return null;
    const releases = RELEASES_IN[name](new TextDecoder().decode(bytes), pkg);
    return releases.size === 1 ? [...releases][0] : null;
}
const RELEASES_IN = {
    'package-lock.json': npmLock,
    'pnpm-lock.yaml': pnpmLock,
    'yarn.lock': yarnLock,
    'uv.lock': tomlLock,
    'poetry.lock': tomlLock,
    'Cargo.lock': tomlLock,
    'packages.lock.json': nugetLock,
};
/** Each offset where `needle` occurs, in order. */
function* occurrences(text, needle) {
    for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length))
        yield at;
}
/**
 * Whether only `allowed` characters, at most 40 of them, stand between the line's start and `at`: an
 * entry's key starts its line (after its indentation and quote), a dependency's mention does not.
 */
function startsLine(text, at, allowed) {
    let j = at - 1;
    while (j >= 0 && at - j <= 40 && allowed.includes(text[j]))
        j--;
    return j < 0 || text[j] === '\n';
}
/**
 * npm 7+ (lockfileVersion 2, 3): `"node_modules/<pkg>": { "version": "1.24.3", \u2026`, the package installed
 * at the top. npm 6 (lockfileVersion 1) has no `packages`; its top-level `dependencies` map holds
 * `"<pkg>": { "version": \u2026` at the indentation npm writes it with (four spaces), and the same key nested
 * deeper is a copy some other package installs below itself.
 */
function npmLock(text, pkg) {
    const key = `"node_modules/${pkg}"`;
    const at = text.indexOf(key);
    if (at !== -1)
        return fieldOf(text, at + key.length, 'version');
    for (const found of occurrences(text, `\n    "${pkg}"`)) {
        const release = fieldOf(text, found + pkg.length + 7, 'version');
        if (release.size > 0)
            return release;
    }
    return new Set();
}
/**
 * NuGet's packages.lock.json: `"dependencies": { "<tfm>": { "<pkg>": { "type": "Direct", "requested":
 * \u2026, "resolved": "0.3.0-preview.2", \u2026`, one entry for each target framework. A package named as another's
 * dependency has a string there, not an object, and is not read.
 */
function nugetLock(text, pkg) {
    const releases = new Set();
    const key = `"${pkg}"`;
    for (const at of occurrences(text, key))
        for (const release of fieldOf(text, at + key.length, 'resolved'))
            releases.add(release);
    return releases;
}
/** The string fields that hold a release: npm's `version`, NuGet's `resolved`. */
const FIELD = {
    version: /"version"\s*:\s*"([^"\\]{1,64})"/,
    resolved: /"resolved"\s*:\s*"([^"\\]{1,64})"/,
};
/**
 * The release in a field of the JSON object whose key ends at `from`, read from the object's own fields:
 * up to its first nested object or its end, within a bounded window.
 */
function fieldOf(text, from, field) {
    const window = text.slice(from, from + 2_000);
    const open = /^\s*:\s*\{/.exec(window);
    if (!open)
        return new Set();
    const body = window.slice(open[0].length);
    const end = body.search(/[{}]/);
    const release = FIELD[field].exec(end === -1 ? body : body.slice(0, end))?.[1];
    return new Set(release && RELEASE.test(release) ? [release] : []);
}
/**
 * pnpm: the keys of `packages:` and `snapshots:`, `'<pkg>@1.24.3':` (v9), `/<pkg>@1.24.3:` (v6),
 * `/<pkg>/1.24.3:` (v5), with peers after the release in parentheses.
 */
function pnpmLock(text, pkg) {
    const releases = new Set();
    for (const at of occurrences(text, pkg)) {
        const after = at + pkg.length;
        if ((text[after] !== '@' && text[after] !== '/') || !startsLine(text, at, ' \'"/'))
            continue;
        const release = RELEASE.exec(text.slice(after + 1, after + 66))?.[0];
        const end = release ? text[after + 1 + release.length] : undefined;
        if (release && (end === ':' || end === "'" || end === '"' || end === '('))
            releases.add(release);
    }
    return releases;
}
/** yarn (v1 and berry): an entry `"<pkg>@^1.24.0", \u2026:` at the start of a line, its release on the next, `  version "1.24.3"` or `  version: 1.24.3`. */
function yarnLock(text, pkg) {
    const releases = new Set();
    for (const at of occurrences(text, `${pkg}@`)) {
        if (!startsLine(text, at, '"'))
            continue;
        const entry = text.slice(at, at + 2_000);
        const header = entry.indexOf('\n');
        if (header === -1)
            continue;
        const version = /^ {2}version:? +"?([^"\s]{1,64})"?/.exec(entry.slice(header + 1))?.[1];
        if (version && RELEASE.test(version))
            releases.add(version);
    }
    return releases;
}
/** uv.lock, poetry.lock and Cargo.lock: a `[[package]]` table's `name = "<pkg>"` line, then `version = "1.24.0"`. */
function tomlLock(text, pkg) {
    const releases = new Set();
    const key = `name = "${pkg}"`;
    for (const at of occurrences(text, key)) {
        if (!startsLine(text, at, ''))
            continue;
        const version = /^\r?\nversion = "([^"\\]{1,64})"/.exec(text.slice(at + key.length, at + key.length + 100))?.[1];
        if (version && RELEASE.test(version))
            releases.add(version);
    }
    return releases;
}


/***/ }),

/***/ 7983:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ readManifest)
/* harmony export */ });
const MAX_MANIFEST = 1 << 20;
/** The text of the regular file at `at`, or undefined when there is none or it is past 1 MiB. */
function readManifest(workspace, at) {
    if (workspace.kind(at) !== 'file')
        return undefined;
    const bytes = workspace.head(at, MAX_MANIFEST);
    return bytes && bytes.length < MAX_MANIFEST ? new TextDecoder().decode(bytes) : undefined;
}


/***/ }),

/***/ 4512:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ compareReleases)
/* harmony export */ });
/** Release numbers of the SDKs the source formats read, compared as semantic versions. */
/** Semantic-version order, pre-releases before their release. */
function compareReleases(a, b) {
    const [coreA, preA] = splitRelease(a);
    const [coreB, preB] = splitRelease(b);
    for (let i = 0; i < 3; i++)
        if (coreA[i] !== coreB[i])
            return coreA[i] - coreB[i];
    if (preA === undefined || preB === undefined)
        return preA === preB ? 0 : preA === undefined ? 1 : -1;
    const partsA = preA.split('.');
    const partsB = preB.split('.');
    for (let i = 0; i < Math.max(partsA.length, partsB.length); i++) {
        if (partsA[i] === undefined)
            return -1;
        if (partsB[i] === undefined)
            return 1;
        const numeric = /^\d+$/.test(partsA[i]) && /^\d+$/.test(partsB[i]);
        const order = numeric ? Number(partsA[i]) - Number(partsB[i]) : partsA[i] < partsB[i] ? -1 : partsA[i] > partsB[i] ? 1 : 0;
        if (order !== 0)
            return order;
    }
    return 0;
}
function splitRelease(release) {
    const dash = release.indexOf('-');
    const core = (dash === -1 ? release : release.slice(0, dash)).split('.').map(Number);
    return [core, dash === -1 ? undefined : release.slice(dash + 1)];
}


/***/ }),

/***/ 7024:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G1: () => (/* binding */ placer),
/* harmony export */   JS: () => (/* binding */ parameterSpans),
/* harmony export */   WW: () => (/* binding */ bracketPairs),
/* harmony export */   ik: () => (/* binding */ plainToken),
/* harmony export */   pR: () => (/* binding */ callArguments),
/* harmony export */   tn: () => (/* binding */ commentAt)
/* harmony export */ });
/**
 * The index of the bracket that closes each opening one (the last token where none does), made in one
 * pass with a stack: a reader skips a nested expression in one step, never by recursing. `openers`, when
 * given, gets each closing bracket's opening one.
 */
function bracketPairs(tokens, openers) {
    const pairs = new Int32Array(tokens.length).fill(tokens.length - 1);
    const stack = [];
    for (let j = 0; j < tokens.length; j++) {
        const t = tokens[j].text;
        if (tokens[j].kind !== 'op')
            continue;
        if (t === '(' || t === '[' || t === '{')
            stack.push(j);
        else if ((t === ')' || t === ']' || t === '}') && stack.length > 0) {
            const opening = stack.pop();
            pairs[opening] = j;
            if (openers)
                openers[j] = opening;
        }
    }
    return pairs;
}
/** `place(pointer, from, to, key?)`: records that the value at `pointer` is written in tokens `from` to `to`, its key in token `key`. */
function placer(tokens, spans) {
    return (pointer, from, to, key) => spans.set(pointer, { value: [tokens[from].start, tokens[to].end], ...(key === undefined ? {} : { key: [tokens[key].start, tokens[key].end] }) });
}
/** A token whose kind and text say whether it is an operator. */
const isOp = (tokens, i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
/**
 * The parameters of the list whose `(` is at `open`, each as [first token, end]: split at commas outside
 * brackets and `<\u2026>` (C#'s and Java's generic types).
 */
function parameterSpans(tokens, pairs, open) {
    const op = (j, value) => isOp(tokens, j, value);
    const out = [];
    let from = open + 1;
    let angles = 0;
    for (let j = open + 1; j <= pairs[open]; j++) {
        if (op(j, '(') || op(j, '[') || op(j, '{'))
            j = pairs[j];
        else if (op(j, '<'))
            angles++;
        else if (op(j, '>') && angles > 0)
            angles--;
        else if ((op(j, ',') && angles === 0) || j === pairs[open]) {
            if (j > from)
                out.push([from, j]);
            from = j + 1;
        }
    }
    return out;
}
/** A call's arguments at `open`, each as its first token; `skip` gives the index after the expression at an index. */
function callArguments(tokens, pairs, open, skip) {
    const out = [];
    for (let j = open + 1; j < pairs[open];) {
        out.push(j);
        j = skip(j);
        if (isOp(tokens, j, ','))
            j++;
        else
            break;
    }
    return out;
}
/**
 * The comment (`// \u2026` or `/* \u2026 *\/`) at `i` in C-like source: added to `comments` when given, and the
 * index after it; -1 when none starts there.
 */
function commentAt(text, i, comments) {
    if (text[i] !== '/' || (text[i + 1] !== '/' && text[i + 1] !== '*'))
        return -1;
    if (text[i + 1] === '/') {
        const end = text.indexOf('\n', i);
        const stop = end === -1 ? text.length : end;
        comments?.push({ body: text.slice(i + 2, stop), start: i, end: stop });
        return stop;
    }
    const end = text.indexOf('*/', i + 2);
    const stop = end === -1 ? text.length : end + 2;
    comments?.push({ body: text.slice(i + 2, end === -1 ? stop : end), start: i, end: stop });
    return stop;
}
/**
 * The token at `i` of C-like source that is none of a name, a string or a comment: a character literal
 * (`'x'`, `'\n'`, `'\u0041'`, an operator without text), a number, or a one-character operator.
 */
function plainToken(text, i) {
    const c = text[i];
    if (c === "'")
        return { kind: 'op', start: i, end: charLiteralEnd(text, i), text: undefined };
    if (c >= '0' && c <= '9') {
        const end = numberEnd(text, i);
        return { kind: 'number', start: i, end, text: text.slice(i, end) };
    }
    return { kind: 'op', start: i, end: i + 1, text: c };
}
/** Where the character literal at `i` ends, within a dozen characters and its line. */
function charLiteralEnd(text, i) {
    let j = i + 1;
    while (j < text.length && text[j] !== "'" && text[j] !== '\n' && j - i < 12)
        j += text[j] === '\\' ? 2 : 1;
    return Math.min(text[j] === "'" ? j + 1 : j, text.length);
}
/** Where the number at `i` ends: digits, letters (suffixes, hex), `_` and `.`. */
function numberEnd(text, i) {
    let j = i;
    while (j < text.length && /[0-9A-Za-z_.]/.test(text[j]))
        j++;
    return j;
}


/***/ }),

/***/ 7857:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EJ: () => (/* binding */ stableMap),
/* harmony export */   Gm: () => (/* binding */ runMemo),
/* harmony export */   bk: () => (/* binding */ rememberCredential),
/* harmony export */   e3: () => (/* binding */ memoKey),
/* harmony export */   nP: () => (/* binding */ defineFormat),
/* harmony export */   qB: () => (/* binding */ formatPaths),
/* harmony export */   tG: () => (/* binding */ CREDENTIALS),
/* harmony export */   yr: () => (/* binding */ documentRule)
/* harmony export */ });
/* harmony import */ var _version_merge_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8965);

function memoKey(name) {
    return { name };
}
/** The map a stable workspace keeps in `maps`, made on first use; none for a workspace whose answers may change. */
function stableMap(maps, workspace) {
    if (workspace.stable && !maps.has(workspace))
        maps.set(workspace, new Map());
    return workspace.stable ? maps.get(workspace) : undefined;
}
/**
 * Values a rule found to hold a credential (by the field they sit in, which no pattern recognizes
 * elsewhere): the session redacts each wherever any finding of the file quotes it, whole or cut short.
 */
const CREDENTIALS = memoKey('credentials found in the file');
/**
 * Remembers a value whose credential was known by its field (`byField`), for the session to redact; one
 * of a known shape is found again by its shape, and the rest of its value stays readable.
 */
function rememberCredential(scope, value, match) {
    if (match.byField && value.length >= 8)
        scope.memo(CREDENTIALS, () => new Set()).add(value);
}
function runMemo() {
    const values = new Map();
    return {
        memo(key, make) {
            if (values.has(key))
                return values.get(key);
            const value = make();
            values.set(key, value);
            return value;
        },
    };
}
function documentRule(id, check) {
    return { id, check };
}
/** The formats' paths, each once, in the formats' order: discovery's default include list. */
function formatPaths(formats) {
    return [...new Set(formats.flatMap((f) => f.paths))];
}
function defineFormat(spec) {
    const documentRules = spec.documentRules ?? [];
    const rules = spec.rules ?? [];
    return {
        ...spec,
        checked: documentRules.length + rules.length > 0,
        // A rule may be in both lists: it reads the bare parse when the file cannot be read as the format.
        ruleIds: [...new Set([...documentRules, ...rules].map((r) => r.id))],
        check(scope, run) {
            for (const rule of documentRules) {
                run(rule.id, (reporter) => rule.check({ path: scope.path, parsed: scope.parsed, workspace: scope.workspace, ...bound(reporter) }));
            }
            if (!spec.context || rules.length === 0)
                return;
            const context = spec.context.bind(spec);
            for (const rule of rules) {
                run(rule.id, (reporter) => {
                    if (scope.versions.length <= 1) {
                        const one = context(scope, reporter, scope.versions[0] ?? scope.version);
                        if (one !== undefined)
                            rule.check(one);
                        return;
                    }
                    // Several declared versions: the rule reads the file in each it applies to, findings merged.
                    // A version-free rule reads it in the first only: what it reported there is what it would
                    // report in each of the others, and goes to the merger as if found there.
                    const merger = new _version_merge_js__WEBPACK_IMPORTED_MODULE_0__/* .VersionMerger */ .v(scope.versions);
                    let recorded;
                    for (const version of scope.versions.filter((v) => scope.appliesTo(rule.id, v))) {
                        const into = merger.reporterFor(version);
                        if (recorded !== undefined) {
                            if (context(scope, into, version) !== undefined)
                                recorded.replay(into);
                            continue;
                        }
                        const fresh = rule.versionFree ? new Recorded() : undefined;
                        const each = context(scope, fresh ?? into, version);
                        if (each === undefined)
                            continue;
                        rule.check(each);
                        if (fresh)
                            (recorded = fresh).replay(into);
                    }
                    merger.flush(reporter);
                });
            }
        },
    };
}
/** What a version-free rule reported, to report again in each version it applies to. */
class Recorded {
    calls = [];
    report(...args) {
        this.calls.push((reporter) => reporter.report(...args));
    }
    reportAt(...args) {
        this.calls.push((reporter) => reporter.reportAt(...args));
    }
    replay(reporter) {
        for (const call of this.calls)
            call(reporter);
    }
}
/** A reporter's methods, callable after destructuring. */
function bound(reporter) {
    return { report: reporter.report.bind(reporter), reportAt: reporter.reportAt.bind(reporter) };
}


/***/ }),

/***/ 5610:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ commonjsConsts),
/* harmony export */   D: () => (/* binding */ commonjsExport)
/* harmony export */ });
/** What `module.exports = \u2026` (`module.exports`) or `exports.x = \u2026` / `module.exports.x = \u2026` (`x`) assigns, if it is one. */
function commonjsExport(ts, node) {
    if (node.operatorToken.kind !== ts.SyntaxKind.EqualsToken || !ts.isPropertyAccessExpression(node.left))
        return undefined;
    const { expression, name } = node.left;
    if (ts.isIdentifier(expression) && expression.text === 'module' && name.text === 'exports')
        return 'module.exports';
    const exportsObject = (ts.isIdentifier(expression) && expression.text === 'exports') ||
        (ts.isPropertyAccessExpression(expression) &&
            ts.isIdentifier(expression.expression) &&
            expression.expression.text === 'module' &&
            expression.name.text === 'exports');
    return exportsObject ? name.text : undefined;
}
/** The top-level consts a CommonJS module exports under their own names, each with its initializer. */
function commonjsConsts(ts, file) {
    if (!file.text.includes('exports'))
        return [];
    const consts = new Map();
    for (const statement of file.statements)
        if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const)
            for (const declaration of statement.declarationList.declarations)
                if (ts.isIdentifier(declaration.name) && declaration.initializer)
                    consts.set(declaration.name.text, declaration.initializer);
    // The top-level assignments, and the `module.exports` / `exports` each writes through.
    const accepted = new Set();
    const wholes = [];
    const members = new Map();
    for (const statement of file.statements) {
        if (!ts.isExpressionStatement(statement) || !ts.isBinaryExpression(statement.expression))
            continue;
        const assigned = statement.expression;
        const name = commonjsExport(ts, assigned);
        if (name === undefined)
            continue;
        const left = assigned.left;
        if (name === 'module.exports') {
            if (!ts.isObjectLiteralExpression(assigned.right))
                return [];
            wholes.push(assigned.right);
            accepted.add(left);
        }
        else {
            members.set(name, [...(members.get(name) ?? []), assigned.right]);
            accepted.add(left.expression);
        }
    }
    if (wholes.length + members.size === 0 || wholes.length > 1 || (wholes.length === 1 && members.size > 0))
        return [];
    if (mentionedElsewhere(ts, file, accepted))
        return [];
    const given = [];
    for (const property of wholes[0]?.properties ?? []) {
        if (ts.isShorthandPropertyAssignment(property))
            given.push([property.name.text, property.name]);
        else if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name))
            given.push([property.name.text, property.initializer]);
    }
    for (const [name, values] of members)
        if (values.length === 1)
            given.push([name, values[0]]);
    const out = [];
    for (const [name, value] of given) {
        const local = consts.get(name);
        if (local && ts.isIdentifier(value) && value.text === name)
            out.push({ name, value: local });
    }
    return out;
}
/** Whether the module mentions `module.exports` or `exports` anywhere but the accepted assignments' left sides. */
function mentionedElsewhere(ts, file, accepted) {
    let found = false;
    const visit = (node) => {
        if (found || accepted.has(node))
            return;
        const parent = node.parent;
        if (ts.isIdentifier(node) && node.text === 'exports' && !(ts.isPropertyAccessExpression(parent) && parent.name === node))
            found = true;
        else if (ts.isIdentifier(node) && node.text === 'module' && !(ts.isPropertyAccessExpression(parent) && parent.name === node))
            found = true;
        else
            ts.forEachChild(node, visit);
    };
    visit(file);
    return found;
}


/***/ }),

/***/ 1851:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   PH: () => (/* binding */ droppingCalls),
/* harmony export */   qt: () => (/* binding */ moduleFunctions),
/* harmony export */   tL: () => (/* binding */ keepsItems)
/* harmony export */ });
/* unused harmony export dropsItems */
/* harmony import */ var _source_draws_on_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5533);
/* harmony import */ var _handed_server_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4693);
/* harmony import */ var _imported_forwarders_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4940);
/* harmony import */ var _loop_registrars_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5209);
/* harmony import */ var _tool_lists_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7854);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7472);






/** How many functions deep one proof follows calls of the module's own functions. */
const MAX_DEPTH = 3;
/** Array methods that change the list in place. */
const MUTATORS = new Set(['push', 'pop', 'shift', 'unshift', 'splice', 'sort', 'reverse', 'fill', 'copyWithin']);
/** `Object.*` functions that change their first argument. */
const OBJECT_WRITERS = new Set(['assign', 'defineProperty', 'defineProperties', 'setPrototypeOf']);
/** The module's top-level functions by name (`function f`, `const f = (\u2026) => \u2026`), each declared once. */
function moduleFunctions(ts, file) {
    const out = new Map();
    const twice = new Set();
    const add = (name, fn) => (out.has(name) ? twice.add(name) : out.set(name, fn));
    for (const statement of file.statements) {
        if (ts.isFunctionDeclaration(statement) && statement.name && statement.body)
            add(statement.name.text, statement);
        else if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const)
            for (const declaration of statement.declarationList.declarations) {
                const value = declaration.initializer && (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_2__/* .stripped */ .uR)(ts, declaration.initializer);
                if (ts.isIdentifier(declaration.name) && value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value)))
                    add(declaration.name.text, value);
            }
    }
    for (const name of twice)
        out.delete(name);
    return out;
}
/**
 * Whether `fn` returns its first parameter's list with items dropped only, on every `return`; `own` gives the
 * module's functions it may call so (the function's own module's, moduleFunctions).
 */
function dropsItems(ts, fn, own, depth = MAX_DEPTH) {
    const [first] = fn.parameters;
    if (!fn.body || !first || !ts.isIdentifier(first.name) || depth <= 0)
        return false;
    const list = first.name.text;
    const variables = localVariables(ts, fn.body, list);
    if (!variables)
        return false;
    const proving = new Set();
    const dropped = (node) => {
        const at = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_2__/* .stripped */ .uR)(ts, node);
        if (ts.isIdentifier(at))
            return at.text === list || held(at.text);
        if (ts.isConditionalExpression(at))
            return dropped(at.whenTrue) && dropped(at.whenFalse);
        if (!ts.isCallExpression(at) || at.arguments.length === 0)
            return false;
        if (ts.isPropertyAccessExpression(at.expression))
            return at.expression.name.text === 'filter' && at.arguments.length === 1 && dropped(at.expression.expression);
        const callee = ts.isIdentifier(at.expression) ? own.get(at.expression.text) : undefined;
        return !!callee && callee !== fn && dropped(at.arguments[0]) && dropsItems(ts, callee, own, depth - 1);
    };
    // A variable holds the list when every value it is given does (a cycle, `x = x.filter(\u2026)`, adds nothing).
    const held = (name) => {
        const values = variables.get(name);
        if (!values || values.length === 0)
            return false;
        if (proving.has(name))
            return true;
        proving.add(name);
        const every = values.every(dropped);
        proving.delete(name);
        return every;
    };
    const returned = [];
    if (ts.isBlock(fn.body))
        (0,_tool_lists_js__WEBPACK_IMPORTED_MODULE_3__/* .collectReturns */ .mk)(ts, fn.body, returned);
    else
        returned.push(fn.body);
    if (returned.length === 0 || !returned.every(dropped))
        return false;
    const lists = new Set([list, ...[...variables.keys()].filter(held)]);
    return unchanged(ts, fn.body, { lists, items: new Set(), own, depth });
}
/**
 * Whether `list.filter(predicate)` leaves every item (and the list) as it is: the predicate changes nothing.
 * A predicate given by name (`tools.filter(isShown)`) is asked of `calls` (ModuleCalls.keeps).
 */
function keepsItems(ts, predicate, calls) {
    const fn = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_2__/* .stripped */ .uR)(ts, predicate);
    if (ts.isIdentifier(fn))
        return calls?.keeps(fn.text) === true;
    return (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && changesNothing(ts, fn);
}
/** Whether a predicate writes nothing and hands its item to no call (`unchanged`). */
function changesNothing(ts, fn) {
    const items = new Set();
    const [first] = fn.parameters;
    if (!fn.body || (first && !ts.isIdentifier(first.name)))
        return false;
    if (first)
        items.add(first.name.text);
    return unchanged(ts, fn.body, { lists: new Set(), items, own: new Map(), depth: 0 });
}
/**
 * The `let`/`const` variables a body declares that hold a list (each declared once, with every value it is
 * given: its initializer and each `x = \u2026`), or undefined when one is given a value otherwise (`+=`, a
 * destructuring). Variables given no list are kept too: `dropped` then rejects any return of them.
 */
function localVariables(ts, body, list) {
    const out = new Map();
    let bad = false;
    const visit = (node) => {
        if (bad)
            return;
        if (ts.isFunctionLike(node) && node !== body)
            return;
        if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
            if (out.has(node.name.text) || node.name.text === list)
                bad = true;
            else
                out.set(node.name.text, node.initializer ? [node.initializer] : []);
        }
        else if ((0,_values_js__WEBPACK_IMPORTED_MODULE_4__/* .isAssignment */ .wh)(ts, node)) {
            const target = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_2__/* .stripped */ .uR)(ts, node.left);
            const values = ts.isIdentifier(target) ? out.get(target.text) : undefined;
            if (ts.isIdentifier(target) && target.text === list)
                bad = true;
            else if (values && node.operatorToken.kind === ts.SyntaxKind.EqualsToken)
                values.push(node.right);
            else if (values)
                bad = true;
        }
        ts.forEachChild(node, visit);
    };
    visit(body);
    return bad ? undefined : out;
}
/**
 * Whether code writes no property anywhere, and hands no item (`items`, and those a loop, a callback of a
 * list's method or a variable read from a list binds) to a call nor calls its methods; a list goes only to
 * a method that leaves it as it is, or first to one of the module's functions that drops items only.
 */
function unchanged(ts, body, scope) {
    const { lists, items, own, depth } = scope;
    const rootsAt = (node, names) => {
        let at = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_2__/* .stripped */ .uR)(ts, node);
        while (ts.isPropertyAccessExpression(at) || ts.isElementAccessExpression(at) || ts.isCallExpression(at))
            at = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_2__/* .stripped */ .uR)(ts, at.expression);
        return ts.isIdentifier(at) && names.has(at.text);
    };
    const named = (node, names) => {
        const at = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_2__/* .stripped */ .uR)(ts, node);
        return ts.isIdentifier(at) && names.has(at.text);
    };
    const bind = (name) => {
        if (name && ts.isIdentifier(name))
            items.add(name.text);
        return !name || ts.isIdentifier(name);
    };
    let ok = true;
    const visit = (node) => {
        if (!ok)
            return;
        if ((0,_values_js__WEBPACK_IMPORTED_MODULE_4__/* .isAssignment */ .wh)(ts, node)) {
            const target = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_2__/* .stripped */ .uR)(ts, node.left);
            if (!ts.isIdentifier(target) || items.has(target.text))
                ok = false;
        }
        else if (ts.isDeleteExpression(node))
            ok = false;
        else if ((ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) &&
            (node.operator === ts.SyntaxKind.PlusPlusToken || node.operator === ts.SyntaxKind.MinusMinusToken) &&
            !ts.isIdentifier((0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_2__/* .stripped */ .uR)(ts, node.operand)))
            ok = false;
        else if (ts.isForOfStatement(node) && rootsAt(node.expression, lists)) {
            const declared = node.initializer;
            const [one] = ts.isVariableDeclarationList(declared) ? declared.declarations : [];
            ok = !!one && bind(one.name);
        }
        else if (ts.isVariableDeclaration(node) && node.initializer && !named(node.initializer, lists) && rootsAt(node.initializer, lists))
            ok = bind(node.name);
        else if (ts.isCallExpression(node))
            ok = callLeaves(node);
        ts.forEachChild(node, visit);
    };
    const callLeaves = (call) => {
        const callee = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_2__/* .stripped */ .uR)(ts, call.expression);
        if (ts.isPropertyAccessExpression(callee)) {
            const method = callee.name.text;
            if (named(callee.expression, items) || (rootsAt(callee.expression, lists) && MUTATORS.has(method)))
                return false;
            // `tools.some((t) => \u2026)`: a callback of a list's method gets its items.
            const fn = call.arguments[0] && (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_2__/* .stripped */ .uR)(ts, call.arguments[0]);
            if (rootsAt(callee.expression, lists) && fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && !bind(fn.parameters[0]?.name))
                return false;
            const owner = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_2__/* .stripped */ .uR)(ts, callee.expression);
            if (ts.isIdentifier(owner) && owner.text === 'Object' && OBJECT_WRITERS.has(method))
                return false;
        }
        const local = ts.isIdentifier(callee) ? own.get(callee.text) : undefined;
        return call.arguments.every((argument, index) => {
            if (named(argument, items))
                return false;
            if (!named(argument, lists))
                return true;
            return !!local && index === 0 && dropsItems(ts, local, own, depth - 1);
        });
    };
    visit(body);
    return ok;
}
/**
 * Tells, of the names a module calls functions by, which drop items only and which are predicates that
 * change nothing: its own (moduleFunctions), or one it imports from a module of the repository by a
 * relative path or an alias (which the proof then draws on).
 */
function droppingCalls(ts, workspace, memo, path, file) {
    let own;
    const proving = (proves) => {
        const known = new Map();
        return (name) => {
            const remembered = known.get(name);
            if (remembered !== undefined)
                return remembered;
            own ??= moduleFunctions(ts, file);
            const local = own.get(name);
            let proved = !!local && proves(local, own);
            const binding = local ? undefined : (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_0__/* .bindingsOf */ .kK)(ts, file).find((b) => b.local === name && b.reexport === undefined && b.name !== '*');
            const at = binding && (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_0__/* .importedFile */ .fw)(ts, workspace, memo, binding.from, path);
            const module = at === undefined ? undefined : (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_0__/* .read */ .LF)(ts, workspace, memo, at);
            const fn = binding && module && (0,_imported_forwarders_js__WEBPACK_IMPORTED_MODULE_1__/* .exportedFunction */ .gA)(ts, module.file, binding.name);
            if (fn && module)
                proved = proves(fn, moduleFunctions(ts, module.file));
            if (proved && at !== undefined)
                (0,_source_draws_on_js__WEBPACK_IMPORTED_MODULE_5__/* .drew */ .c)(workspace, at);
            known.set(name, proved);
            return proved;
        };
    };
    return {
        drops: proving((fn, functions) => dropsItems(ts, fn, functions)),
        keeps: proving((fn) => fn.parameters.length <= 1 && changesNothing(ts, fn)),
    };
}


/***/ }),

/***/ 613:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   TU: () => (/* binding */ forwardersOf),
/* harmony export */   be: () => (/* binding */ forwardedParameters),
/* harmony export */   mC: () => (/* binding */ placedArguments),
/* harmony export */   nk: () => (/* binding */ calledName)
/* harmony export */ });
/* harmony import */ var _loop_registrars_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5209);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7472);


const REGISTRATIONS = { registerTool: true, tool: false };
/** The file's forwarding helpers, and the forwarded calls of those it calls. */
function forwardersOf(ts, file, zodNames) {
    const byName = new Map();
    const called = new Set();
    (0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .walk */ .GG)(ts, file, (node) => {
        const named = helperName(ts, node);
        const found = named && (forwarded(ts, named.fn) ?? restForwarded(ts, named.fn) ?? builtForwarded(ts, named.fn, zodNames) ?? placedForwarded(ts, named.fn));
        if (named && found)
            byName.set(named.name, found);
        if (ts.isCallExpression(node)) {
            const name = calledName(ts, node.expression);
            if (name !== undefined)
                called.add(name);
        }
    });
    const inner = new Set();
    for (const [name, helper] of byName)
        if (called.has(name))
            inner.add(helper.inner);
    return { byName, inner };
}
/** How a call names a helper: `register(\u2026)` or `this.register(\u2026)`. */
function calledName(ts, callee) {
    if (ts.isIdentifier(callee))
        return callee.text;
    if (ts.isPropertyAccessExpression(callee) && callee.expression.kind === ts.SyntaxKind.ThisKeyword)
        return `this.${callee.name.text}`;
    return undefined;
}
/** A function declaration, a `const` arrow or function, a method or an arrow class property, by the name its calls use. */
function helperName(ts, node) {
    if (ts.isFunctionDeclaration(node))
        return node.name ? { name: node.name.text, fn: node } : undefined;
    if (ts.isMethodDeclaration(node))
        return ts.isIdentifier(node.name) ? { name: `this.${node.name.text}`, fn: node } : undefined;
    if (!ts.isVariableDeclaration(node) && !ts.isPropertyDeclaration(node))
        return undefined;
    // `const register = ((...args) => \u2026) as typeof server.tool`: a cast changes no argument.
    const value = node.initializer && (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_0__/* .stripped */ .uR)(ts, node.initializer);
    const fn = value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) ? value : undefined;
    if (!fn || !ts.isIdentifier(node.name))
        return undefined;
    if (ts.isPropertyDeclaration(node))
        return { name: `this.${node.name.text}`, fn };
    const constant = ts.isVariableDeclarationList(node.parent) && (node.parent.flags & ts.NodeFlags.Const) !== 0;
    return constant ? { name: node.name.text, fn } : undefined;
}
/** The one registration a helper forwards its parameters to, unchanged and unguarded, if it does. */
function forwarded(ts, fn) {
    const found = forwardedParameters(ts, fn);
    if (!found || found.inner.arguments.length !== fn.parameters.length)
        return undefined;
    const last = found.inner.arguments[found.inner.arguments.length - 1];
    const same = found.positions.every((at, i) => at === i) && ts.isIdentifier(last) && parameterIndex(ts, fn, last.text) === fn.parameters.length - 1;
    return same ? { modern: found.modern, inner: found.inner, rest: false } : undefined;
}
/**
 * The one registration a helper handed more than it forwards makes (`function registerTool(server, name, opts,
 * handler) { if (!enabled(name)) return; const dispatch = gate(name, handler); return server.registerTool(name,
 * opts, dispatch); }`): some of its parameters, unchanged, in any place; the callback is the helper's own.
 */
function placedForwarded(ts, fn) {
    const found = forwardedParameters(ts, fn);
    return found && { modern: found.modern, inner: found.inner, rest: false, placed: { arity: fn.parameters.length, positions: found.positions } };
}
/** A call's arguments for the registration a placing helper makes: those it forwards, then the helper's own callback. */
function placedArguments(ts, call, helper) {
    const { placed, inner } = helper;
    // A spread argument (`register(...args)`) hides which argument is where.
    if (!placed || call.arguments.length !== placed.arity || call.arguments.some((arg) => ts.isSpreadElement(arg)))
        return undefined;
    return [...placed.positions.map((at) => call.arguments[at]), inner.arguments[inner.arguments.length - 1]];
}
/**
 * The one registration a helper of one rest parameter makes by spreading it whole, unguarded (`(...args) => {
 * \u2026; return (server.tool as Fn)(...args); }`), when the helper reads no more of the list than `args[0]`.
 */
function restForwarded(ts, fn) {
    const [rest] = fn.parameters;
    if (!fn.body || fn.parameters.length !== 1 || !rest.dotDotDotToken || !ts.isIdentifier(rest.name) || rest.initializer)
        return undefined;
    const list = rest.name.text;
    const calls = [];
    let other = false;
    // Every use of the list is checked, in nested functions too (one could change it later); calls only of the helper's own body.
    const visit = (node, own) => {
        const callee = own && ts.isCallExpression(node) ? (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_0__/* .stripped */ .uR)(ts, node.expression) : undefined;
        if (callee && ts.isPropertyAccessExpression(callee) && Object.hasOwn(REGISTRATIONS, callee.name.text))
            calls.push(node);
        if (ts.isIdentifier(node) && node.text === list && !readsName(ts, node) && !spreadWhole(ts, node))
            other = true;
        const inside = own && !ts.isFunctionLike(node) && !ts.isClassLike(node);
        ts.forEachChild(node, (child) => visit(child, inside));
    };
    visit(fn.body, true);
    const [call] = calls;
    if (other || calls.length !== 1 || call.arguments.length !== 1 || !ts.isSpreadElement(call.arguments[0]))
        return undefined;
    const spread = call.arguments[0].expression;
    if (!ts.isIdentifier(spread) || spread.text !== list)
        return undefined;
    for (let at = call; at !== fn.body; at = at.parent)
        if (guards(ts, at.parent))
            return undefined;
    const method = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_0__/* .stripped */ .uR)(ts, call.expression).name.text;
    return { modern: REGISTRATIONS[method], inner: call, rest: true };
}
/**
 * The one `registerTool(name, { \u2026 }, cb)` call a helper makes, unguarded, when its name is a parameter and each
 * value of its literal config either is a parameter (`description`, `title: title`), a raw shape parameter
 * wrapped in zod's `object` (`inputSchema: z.object(shape)`, the SDK's own reading of a raw shape), or names
 * none; no parameter used twice there, none assigned or shadowed, no spread. The callback is never read.
 */
function builtForwarded(ts, fn, zodNames) {
    const parameters = fn.parameters.map((p) => (ts.isIdentifier(p.name) && !p.dotDotDotToken && !p.initializer && !p.questionToken ? p.name.text : undefined));
    if (!fn.body || parameters.length < 2 || parameters.includes(undefined))
        return undefined;
    const names = new Set(parameters);
    const calls = [];
    let other = false;
    const visit = (node, own) => {
        if (own && ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && Object.hasOwn(REGISTRATIONS, node.expression.name.text))
            calls.push(node);
        // A parameter assigned or declared again anywhere in the body (nested functions too) is not what the call was handed.
        if ((0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isAssignment */ .wh)(ts, node) && ts.isIdentifier(node.left) && names.has(node.left.text))
            other = true;
        if ((ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isBindingElement(node)) && declares(ts, node.name, names))
            other = true;
        if ((ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) && ts.isIdentifier(node.operand) && names.has(node.operand.text))
            other = true;
        ts.forEachChild(node, (child) => visit(child, own && !ts.isFunctionLike(node) && !ts.isClassLike(node)));
    };
    ts.forEachChild(fn.body, (child) => visit(child, true));
    const [call] = calls;
    if (other || calls.length !== 1 || !ts.isPropertyAccessExpression(call.expression) || call.expression.name.text !== 'registerTool')
        return undefined;
    if (call.arguments.length !== 3)
        return undefined;
    const [name, configNode] = call.arguments;
    const config = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_0__/* .stripped */ .uR)(ts, configNode);
    if (!ts.isIdentifier(name) || !names.has(name.text) || !ts.isObjectLiteralExpression(config))
        return undefined;
    const uses = new Map([[name, { at: parameters.indexOf(name.text), shape: false }]]);
    for (const property of config.properties) {
        if (ts.isShorthandPropertyAssignment(property) && !property.objectAssignmentInitializer && names.has(property.name.text)) {
            uses.set(property.name, { at: parameters.indexOf(property.name.text), shape: false });
            continue;
        }
        if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)))
            return undefined;
        const value = property.initializer;
        const shape = property.name.text === 'inputSchema' || property.name.text === 'outputSchema' ? wrappedShape(ts, value, zodNames) : undefined;
        const parameter = shape ?? (ts.isIdentifier(value) ? value : undefined);
        if (parameter && names.has(parameter.text))
            uses.set(value, { at: parameters.indexOf(parameter.text), shape: parameter !== value });
        else if (mentions(ts, value, names))
            return undefined;
    }
    const placed = [...uses.values()].map((use) => use.at);
    if (new Set(placed).size !== placed.length)
        return undefined;
    for (let at = call; at !== fn.body; at = at.parent)
        if (guards(ts, at.parent))
            return undefined;
    return { modern: true, inner: call, rest: false, built: { arity: parameters.length, uses } };
}
/** `z.object(shape)` of one identifier, `z` imported from zod: that identifier. */
function wrappedShape(ts, node, zodNames) {
    if (!ts.isCallExpression(node) || node.arguments.length !== 1 || !ts.isIdentifier(node.arguments[0]))
        return undefined;
    const callee = node.expression;
    const zod = ts.isPropertyAccessExpression(callee) && callee.name.text === 'object' && ts.isIdentifier(callee.expression) && zodNames.has(callee.expression.text);
    return zod ? node.arguments[0] : undefined;
}
/** Whether a binding name declares one of `names`. */
function declares(ts, name, names) {
    if (ts.isIdentifier(name))
        return names.has(name.text);
    return name.elements.some((element) => !ts.isOmittedExpression(element) && declares(ts, element.name, names));
}
/** Whether an expression names one of `names` anywhere (a key or a property name after a dot aside). */
function mentions(ts, node, names) {
    if (ts.isIdentifier(node)) {
        const key = (ts.isPropertyAccessExpression(node.parent) || ts.isPropertyAssignment(node.parent)) && node.parent.name === node;
        return names.has(node.text) && !key;
    }
    return ts.forEachChild(node, (child) => mentions(ts, child, names) || undefined) ?? false;
}
/** `args[0]`, or `const [name] = args`, read: the tool's name, a string (copied out, the list left as it is). */
function readsName(ts, node) {
    const access = node.parent;
    if (ts.isVariableDeclaration(access) && access.initializer === node && ts.isArrayBindingPattern(access.name)) {
        const [first, ...more] = access.name.elements;
        return more.length === 0 && !!first && ts.isBindingElement(first) && !first.dotDotDotToken && !first.initializer && ts.isIdentifier(first.name);
    }
    if (!ts.isElementAccessExpression(access) || access.expression !== node)
        return false;
    if (!ts.isNumericLiteral(access.argumentExpression) || access.argumentExpression.text !== '0')
        return false;
    let at = access;
    while (ts.isParenthesizedExpression(at.parent) || ts.isAsExpression(at.parent) || ts.isNonNullExpression(at.parent))
        at = at.parent;
    const parent = at.parent;
    if ((0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isAssignment */ .wh)(ts, parent) && parent.left === at)
        return false;
    return !ts.isDeleteExpression(parent) && !ts.isPrefixUnaryExpression(parent) && !ts.isPostfixUnaryExpression(parent);
}
/** `...args` as the one argument of a call. */
function spreadWhole(ts, node) {
    return ts.isSpreadElement(node.parent) && ts.isCallExpression(node.parent.parent) && node.parent.parent.arguments.length === 1;
}
/**
 * The one `registerTool` (or `tool`) call a helper makes, unguarded, whose arguments before the last (the
 * callback, never read) are each one of the helper's parameters, none assigned: `positions` gives, for each
 * of those arguments, the index of the parameter it is. The helper's other parameters (the server it is
 * handed, a client) and the callback it builds are its own.
 */
function forwardedParameters(ts, fn) {
    const parameters = fn.parameters.map((p) => (ts.isIdentifier(p.name) && !p.dotDotDotToken && !p.initializer ? p.name.text : undefined));
    if (!fn.body || parameters.length < 2)
        return undefined;
    const names = new Set(parameters.filter((p) => p !== undefined));
    const calls = [];
    let assigns = false;
    const visit = (node) => {
        if (ts.isFunctionLike(node) || ts.isClassLike(node))
            return;
        if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && Object.hasOwn(REGISTRATIONS, node.expression.name.text))
            calls.push(node);
        if ((0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isAssignment */ .wh)(ts, node) && ts.isIdentifier(node.left) && names.has(node.left.text))
            assigns = true;
        ts.forEachChild(node, visit);
    };
    visit(fn.body);
    const [call] = calls;
    if (assigns || calls.length !== 1 || call.arguments.length < 2)
        return undefined;
    const aliases = parameterAliases(ts, fn.body, names);
    const positions = call.arguments.slice(0, -1).map((arg) => (ts.isIdentifier(arg) ? parameters.indexOf(aliases.get(arg.text) ?? arg.text) : -1));
    if (positions.some((at) => at === -1) || new Set(positions).size !== positions.length)
        return undefined;
    for (let at = call; at !== fn.body; at = at.parent)
        if (guards(ts, at.parent))
            return undefined;
    return { modern: REGISTRATIONS[call.expression.name.text], inner: call, positions };
}
/** `const fullDescription = description;` in the helper's own body, of a parameter: another name for it, by that name. */
function parameterAliases(ts, body, names) {
    const out = new Map();
    for (const statement of ts.isBlock(body) ? body.statements : []) {
        if (!ts.isVariableStatement(statement) || (statement.declarationList.flags & ts.NodeFlags.Const) === 0)
            continue;
        for (const { name, initializer } of statement.declarationList.declarations)
            if (ts.isIdentifier(name) && !names.has(name.text) && initializer && ts.isIdentifier(initializer) && names.has(initializer.text))
                out.set(name.text, initializer.text);
    }
    return out;
}
function parameterIndex(ts, fn, name) {
    return fn.parameters.findIndex((p) => ts.isIdentifier(p.name) && !p.dotDotDotToken && !p.initializer && p.name.text === name);
}
/** A branch, a loop or a `&&`/`||`/`??`: whether (or how often) the call inside runs is then the helper's own. */
function guards(ts, node) {
    if (ts.isBinaryExpression(node))
        return !(0,_values_js__WEBPACK_IMPORTED_MODULE_1__/* .isAssignment */ .wh)(ts, node) && node.operatorToken.kind !== ts.SyntaxKind.CommaToken;
    return (ts.isIfStatement(node) || ts.isConditionalExpression(node) || ts.isIterationStatement(node, false) || ts.isTryStatement(node) || ts.isSwitchStatement(node));
}


/***/ }),

/***/ 2657:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  r: () => (/* binding */ answersJsonRpc),
  b: () => (/* binding */ handRolledAnswers)
});

// EXTERNAL MODULE: ./src/util/lazy-require.ts
var lazy_require = __webpack_require__(6050);
// EXTERNAL MODULE: ./src/formats/typescript-source/handed-answers.ts
var handed_answers = __webpack_require__(9388);
// EXTERNAL MODULE: ./src/formats/typescript-source/loop-registrars.ts
var loop_registrars = __webpack_require__(5209);
;// CONCATENATED MODULE: ./src/formats/typescript-source/method-tables.ts

/** The entries of an object literal that is a table of handlers by method, each with its function's body; none for any other object. */
function methodTable(ts, node) {
    if (!ts.isObjectLiteralExpression(node))
        return [];
    const entries = [];
    for (const property of node.properties) {
        const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
        const value = ts.isPropertyAssignment(property) ? (0,loop_registrars/* stripped */.uR)(ts, property.initializer) : property;
        const fn = ts.isArrowFunction(value) || ts.isFunctionExpression(value) || ts.isMethodDeclaration(value) ? value : undefined;
        if (key !== undefined && fn?.body)
            entries.push([key, fn.body]);
    }
    return entries.some(([key]) => key === 'tools/list') ? entries : [];
}

// EXTERNAL MODULE: ./src/formats/typescript-source/parsed.ts
var parsed = __webpack_require__(1887);
// EXTERNAL MODULE: ./src/formats/typescript-source/values.ts
var values = __webpack_require__(7472);
;// CONCATENATED MODULE: ./src/formats/typescript-source/hand-rolled.ts






/** The keys only an MCP `initialize` answer writes. */
const INITIALIZE_KEYS = new Set(['protocolVersion', 'serverInfo']);
/** Whether a module answers JSON-RPC itself as an MCP server (a server file by that alone, info.ts). */
function answersJsonRpc(text, path) {
    if (!text.includes('tools/list') || !text.includes('initialize'))
        return false;
    const ts = (0,lazy_require/* vendoredTypescript */.P7)();
    return handRolledAnswers(ts, (0,parsed/* parsedSource */.n)(ts, path, text)).length > 0;
}
/** The branches of a hand-rolled server's method routing that answer `tools/list`; none unless it answers `initialize` too. */
function handRolledAnswers(ts, file) {
    if (!file.text.includes('tools/list') || !file.text.includes('initialize'))
        return [];
    const branches = new Map();
    const add = (method, branch) => branches.set(method, [...(branches.get(method) ?? []), branch]);
    const visit = (node) => {
        if (ts.isSwitchStatement(node) && namesMethod(ts, node.expression))
            for (const clause of node.caseBlock.clauses)
                if (ts.isCaseClause(clause) && ts.isStringLiteralLike((0,loop_registrars/* stripped */.uR)(ts, clause.expression)) && clause.statements.length > 0)
                    add((0,loop_registrars/* stripped */.uR)(ts, clause.expression).text, clause);
        if (ts.isIfStatement(node)) {
            const method = comparedMethod(ts, node.expression);
            if (method !== undefined)
                add(method, node.thenStatement);
        }
        // Or a table of handlers keyed by method (method-tables.ts).
        for (const [method, body] of methodTable(ts, node))
            add(method, body);
        ts.forEachChild(node, visit);
    };
    visit(file);
    const initializes = (branches.get('initialize') ?? []).some((branch) => (0,handed_answers/* answeringBodies */.r)(ts, branch).some((body) => writesKey(ts, body)));
    return initializes ? (branches.get('tools/list') ?? []) : [];
}
/** `method`, or `request.method`: what a JSON-RPC request routes on. */
function namesMethod(ts, node) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, node);
    return (ts.isIdentifier(at) && at.text === 'method') || (ts.isPropertyAccessExpression(at) && at.name.text === 'method');
}
/** The method a test `method === "tools/list"` (either side, `==` too) compares with. */
function comparedMethod(ts, node) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, node);
    if (!ts.isBinaryExpression(at))
        return undefined;
    const kind = at.operatorToken.kind;
    if (kind !== ts.SyntaxKind.EqualsEqualsEqualsToken && kind !== ts.SyntaxKind.EqualsEqualsToken)
        return undefined;
    const [left, right] = [(0,loop_registrars/* stripped */.uR)(ts, at.left), (0,loop_registrars/* stripped */.uR)(ts, at.right)];
    if (namesMethod(ts, left) && ts.isStringLiteralLike(right))
        return right.text;
    return namesMethod(ts, right) && ts.isStringLiteralLike(left) ? left.text : undefined;
}
/** Whether a branch writes an object with one of the `initialize` answer's own keys. */
function writesKey(ts, branch) {
    return (0,values/* someNode */.Ng)(ts, branch, (node) => (ts.isPropertyAssignment(node) || ts.isShorthandPropertyAssignment(node)) && ts.isIdentifier(node.name) && INITIALIZE_KEYS.has(node.name.text));
}


/***/ }),

/***/ 9388:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ toolsAnswers),
/* harmony export */   r: () => (/* binding */ answeringBodies)
/* harmony export */ });
/* harmony import */ var _loop_registrars_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5209);

/** Hand-ons followed from a branch: a handler, its response helper, a helper of that. */
const MAX_HOPS = 3;
/** The branch and the bodies it hands its answer on to, each once. */
function answeringBodies(ts, branch) {
    const out = [branch];
    for (let at = 0, hops = 0; at < out.length && hops < MAX_HOPS; hops++) {
        const end = out.length;
        for (; at < end; at++)
            for (const body of handedOn(ts, out[at]))
                if (!out.includes(body))
                    out.push(body);
    }
    return out;
}
/** The `{ tools: \u2026 }` objects the hand-rolled branches answering tools/list write, in them or in the bodies they hand on to. */
function toolsAnswers(ts, branches) {
    const bodies = [...new Set(branches.flatMap((branch) => answeringBodies(ts, branch)))];
    const objects = [];
    const visit = (node) => {
        if (ts.isObjectLiteralExpression(node) &&
            // `capabilities: { tools: { listChanged } }` is no answer.
            !(ts.isPropertyAssignment(node.parent) && keyText(ts, node.parent.name) === 'capabilities') &&
            node.properties.some((p) => (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && keyText(ts, p.name) === 'tools'))
            objects.push(node);
        ts.forEachChild(node, visit);
    };
    for (const body of bodies)
        visit(body);
    const blocks = bodies.flatMap((body) => (ts.isBlock(body) ? [body] : ts.isCaseClause(body) ? body.statements.filter((s) => ts.isBlock(s)) : []));
    return { objects, blocks };
}
function keyText(ts, name) {
    return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}
/** The bodies a node's calls hand on to: `this.m(\u2026)` of a private method its class declares once, or `f(\u2026)` of a function a scope around it declares once. */
function handedOn(ts, node) {
    const out = [];
    const visit = (at) => {
        if (ts.isCallExpression(at)) {
            const body = calledBody(ts, at);
            if (body)
                out.push(body);
        }
        ts.forEachChild(at, visit);
    };
    visit(node);
    return out;
}
function calledBody(ts, call) {
    const callee = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_0__/* .stripped */ .uR)(ts, call.expression);
    if (ts.isIdentifier(callee))
        return scopedFunction(ts, call, callee.text);
    if (!ts.isPropertyAccessExpression(callee) || callee.expression.kind !== ts.SyntaxKind.ThisKeyword)
        return undefined;
    let owner = call.parent;
    while (!ts.isSourceFile(owner) && (!ts.isFunctionLike(owner) || ts.isArrowFunction(owner)))
        owner = owner.parent;
    const cls = ts.isMethodDeclaration(owner) || ts.isConstructorDeclaration(owner) ? owner.parent : undefined;
    if (!cls || !ts.isClassLike(cls))
        return undefined;
    const name = callee.name.text;
    const named = cls.members.filter((m) => m.name && (ts.isIdentifier(m.name) || ts.isPrivateIdentifier(m.name)) && m.name.text === name);
    const [method] = named;
    // Private (or `#`-named), so no subclass answers otherwise.
    if (named.length !== 1 || !ts.isMethodDeclaration(method) || !method.body)
        return undefined;
    const closed = ts.isPrivateIdentifier(method.name) || ts.getModifiers(method)?.some((m) => m.kind === ts.SyntaxKind.PrivateKeyword);
    return closed ? method.body : undefined;
}
/**
 * The body of the function `f(\u2026)` calls: the one the nearest scope around the call declaring that name declares
 * (`function f() {\u2026}`, `const f = (\u2026) => {\u2026}`), once, among its own statements (the module's, or a function's).
 */
function scopedFunction(ts, call, name) {
    for (let scope = call.parent; scope; scope = scope.parent) {
        // A parameter of that name is whatever the caller hands.
        if (ts.isFunctionLike(scope) && scope.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === name))
            return undefined;
        if (!ts.isBlock(scope) && !ts.isSourceFile(scope))
            continue;
        const found = [];
        for (const statement of scope.statements) {
            if (ts.isFunctionDeclaration(statement) && statement.name?.text === name)
                found.push(statement);
            if (ts.isVariableStatement(statement))
                for (const declaration of statement.declarationList.declarations)
                    if (ts.isIdentifier(declaration.name) && declaration.name.text === name)
                        found.push(declaration);
        }
        if (found.length === 0)
            continue;
        const [only] = found;
        if (found.length !== 1)
            return undefined;
        if (ts.isFunctionDeclaration(only))
            return only.body;
        const constant = (only.parent.flags & ts.NodeFlags.Const) !== 0;
        const value = constant && only.initializer ? (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_0__/* .stripped */ .uR)(ts, only.initializer) : undefined;
        return value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) ? value.body : undefined;
    }
    return undefined;
}


/***/ }),

/***/ 4693:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  kK: () => (/* binding */ bindingsOf),
  Gt: () => (/* binding */ callersOf),
  eo: () => (/* binding */ classDeclares),
  IL: () => (/* binding */ constDeclaration),
  MD: () => (/* binding */ cousinEntries),
  e_: () => (/* binding */ entriesAbove),
  fb: () => (/* binding */ exportedLocal),
  WR: () => (/* binding */ handedServer),
  fw: () => (/* binding */ importedFile),
  qu: () => (/* binding */ localNames),
  Q0: () => (/* binding */ memoOf),
  wy: () => (/* binding */ mentions),
  nM: () => (/* binding */ parseWithin),
  LF: () => (/* binding */ read),
  HK: () => (/* binding */ remembered),
  EJ: () => (/* binding */ resolves),
  DR: () => (/* binding */ serverParameter),
  Xs: () => (/* binding */ topConst)
});

// EXTERNAL MODULE: ./src/util/lazy-require.ts
var lazy_require = __webpack_require__(6050);
// EXTERNAL MODULE: ./src/formats/source/draws-on.ts
var draws_on = __webpack_require__(5533);
// EXTERNAL MODULE: ./src/formats/typescript-source/commonjs-exports.ts
var commonjs_exports = __webpack_require__(5610);
// EXTERNAL MODULE: ./src/formats/typescript-source/loop-registrars.ts
var loop_registrars = __webpack_require__(5209);
;// CONCATENATED MODULE: ./src/formats/typescript-source/module-aliases.ts
const MAX_CONFIG = 1 << 20;
const MAX_EXTENDS = 3;
/** Patterns, and targets per pattern, read of one file: more is no hand-written alias list. */
const MAX_PATTERNS = 64;
const MAX_TARGETS = 8;
/** How deep a package.json `imports` entry's conditions nest before the rest is not read. */
const MAX_CONDITIONS = 4;
/** The root-relative paths `module`, imported by the module at `from`, may name by an alias. */
function aliasTargets(ts, workspace, cache, module, from) {
    const folder = from.split('/').slice(0, -1).join('/');
    let found = cache.get(folder);
    if (!found) {
        found = { paths: nearest(folder, (at) => tsconfigPaths(ts, workspace, at)), imports: nearest(folder, (at) => packageImports(workspace, at)) };
        cache.set(folder, found);
    }
    // TypeScript tries `paths` first; a `#` name it does not match is Node's, by the package's `imports`.
    const mapped = substitute(found.paths, module);
    return mapped.length > 0 || !module.startsWith('#') ? mapped : substitute(found.imports, module);
}
/** The first folder's answer, from `folder` up to the root, that `read` finds anything in. */
function nearest(folder, read) {
    const parts = folder === '' ? [] : folder.split('/');
    if (parts.includes('..'))
        return [];
    for (let depth = parts.length; depth >= 0; depth--) {
        const found = read(parts.slice(0, depth).join('/'));
        if (found)
            return found;
    }
    return [];
}
/** The targets of the pattern TypeScript picks for `module`: an exact one, else the longest prefix before its `*`. */
function substitute(aliases, module) {
    let best;
    for (const alias of aliases) {
        const star = alias.pattern.indexOf('*');
        if (star === -1) {
            if (alias.pattern === module)
                return alias.targets;
            continue;
        }
        const prefix = alias.pattern.slice(0, star);
        const suffix = alias.pattern.slice(star + 1);
        const fits = module.length >= prefix.length + suffix.length && module.startsWith(prefix) && module.endsWith(suffix);
        if (fits && (!best || prefix.length > best.prefix))
            best = { alias, star: module.slice(prefix.length, module.length - suffix.length), prefix: prefix.length };
    }
    const star = best?.star ?? '';
    return best ? best.alias.targets.map((target) => target.replace('*', () => star)) : [];
}
function module_aliases_text(workspace, path) {
    if (workspace.kind(path) !== 'file')
        return undefined;
    const bytes = workspace.head(path, MAX_CONFIG);
    return bytes && bytes.length < MAX_CONFIG ? new TextDecoder().decode(bytes) : undefined;
}
/** `folder/name` joined and normalized, or undefined when it leaves the workspace. */
function joinPath(folder, name) {
    const parts = folder === '' ? [] : folder.split('/');
    for (const part of name.split('/')) {
        if (part === '..') {
            if (parts.length === 0)
                return undefined;
            parts.pop();
        }
        else if (part !== '.' && part !== '')
            parts.push(part);
    }
    return parts.join('/');
}
function isRecord(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
/**
 * A tsconfig.json's (else jsconfig.json's) `paths` in `folder`, with its targets joined to its `baseUrl`
 * (or its own folder); the `paths` of the config it `extends` when it has none. Undefined without either file.
 */
function tsconfigPaths(ts, workspace, folder) {
    const at = ['tsconfig.json', 'jsconfig.json'].map((name) => (folder === '' ? name : `${folder}/${name}`)).find((path) => workspace.kind(path) === 'file');
    if (!at)
        return undefined;
    let config = at;
    for (let hop = 0; config && hop <= MAX_EXTENDS; hop++) {
        const source = module_aliases_text(workspace, config);
        const parsed = source === undefined ? undefined : ts.parseConfigFileTextToJson(config, source).config;
        if (!isRecord(parsed))
            break;
        const home = config.split('/').slice(0, -1).join('/');
        const options = isRecord(parsed.compilerOptions) ? parsed.compilerOptions : {};
        if (isRecord(options.paths)) {
            const base = joinPath(home, typeof options.baseUrl === 'string' ? options.baseUrl : '.');
            return base === undefined ? [] : aliases(options.paths, (target) => joinPath(base, target));
        }
        // Only a relative `extends` names a file of the workspace; a package's config is not read.
        const parent = typeof parsed.extends === 'string' && parsed.extends.startsWith('.') ? joinPath(home, parsed.extends) : undefined;
        config = parent === undefined ? undefined : parent.endsWith('.json') ? parent : `${parent}.json`;
    }
    return [];
}
/** A package.json's `imports` in `folder`, its targets joined to the folder; undefined without the file. */
function packageImports(workspace, folder) {
    const source = module_aliases_text(workspace, folder === '' ? 'package.json' : `${folder}/package.json`);
    if (source === undefined)
        return undefined;
    let manifest;
    try {
        manifest = JSON.parse(source);
    }
    catch {
        return [];
    }
    if (!isRecord(manifest) || !isRecord(manifest.imports))
        return [];
    return aliases(manifest.imports, (target) => (target.startsWith('./') ? joinPath(folder, target) : undefined));
}
/** Each pattern's string targets (a list, or conditions' values), each placed by `place`, up to the bounds. */
function aliases(map, place) {
    const out = [];
    for (const [pattern, value] of Object.entries(map).slice(0, MAX_PATTERNS)) {
        const targets = [];
        const collect = (at, depth) => {
            if (targets.length >= MAX_TARGETS)
                return;
            if (typeof at === 'string') {
                const placed = (pattern.includes('*') || !at.includes('*')) && place(at);
                if (typeof placed === 'string')
                    targets.push(placed);
            }
            else if (Array.isArray(at) && depth === 0)
                for (const item of at)
                    collect(item, depth + 1);
            else if (isRecord(at) && depth < MAX_CONDITIONS)
                for (const item of Object.values(at))
                    collect(item, depth + 1);
        };
        collect(value, 0);
        if (targets.length > 0)
            out.push({ pattern, targets });
    }
    return out;
}

// EXTERNAL MODULE: ./src/formats/typescript-source/values.ts
var values = __webpack_require__(7472);
;// CONCATENATED MODULE: ./src/formats/typescript-source/dynamic-imports.ts


/** The names the module's `await import('literal')` declarations bind, each bound once in the module. */
function dynamicBindings(ts, file) {
    if (!file.text.includes('import('))
        return [];
    const found = [];
    const bound = new Map();
    (0,values/* walk */.GG)(ts, file, (node) => {
        const named = (0,values/* declaredName */.op)(ts, node) ?? (ts.isImportSpecifier(node) && ts.isIdentifier(node.name) ? node.name : undefined);
        if (named)
            bound.set(named.text, (bound.get(named.text) ?? 0) + 1);
        if (ts.isVariableDeclaration(node) && node.initializer)
            found.push(...declared(ts, node.name, node.initializer));
    });
    return found.filter((binding) => bound.get(binding.local) === 1);
}
/** What `name = await import('m')` binds: the namespace, or each key a destructuring reads (`{ a, b: c }`), none for a computed or nested one. */
function declared(ts, name, initializer) {
    const awaited = (0,loop_registrars/* stripped */.uR)(ts, initializer);
    const call = ts.isAwaitExpression(awaited) ? (0,loop_registrars/* stripped */.uR)(ts, awaited.expression) : undefined;
    if (!call || !ts.isCallExpression(call) || call.expression.kind !== ts.SyntaxKind.ImportKeyword || call.arguments.length !== 1)
        return [];
    const module = call.arguments[0];
    if (!ts.isStringLiteralLike(module))
        return [];
    if (ts.isIdentifier(name))
        return [{ from: module.text, name: '*', local: name.text }];
    if (!ts.isObjectBindingPattern(name))
        return [];
    const out = [];
    for (const element of name.elements) {
        const key = element.propertyName ?? element.name;
        if (element.dotDotDotToken || element.initializer || !ts.isIdentifier(element.name) || !(ts.isIdentifier(key) || ts.isStringLiteral(key)))
            continue;
        out.push({ from: module.text, name: key.text, local: element.name.text });
    }
    return out;
}

// EXTERNAL MODULE: ./src/formats/typescript-source/parsed.ts
var parsed = __webpack_require__(1887);
// EXTERNAL MODULE: ./src/formats/typescript-source/stem-files.ts
var stem_files = __webpack_require__(2281);
// EXTERNAL MODULE: ./src/formats/typescript-source/workspace-packages.ts
var workspace_packages = __webpack_require__(1323);
;// CONCATENATED MODULE: ./src/formats/typescript-source/handed-server.ts










/** A registration call on a receiver the cheap text test looks for before anything is parsed. */
const REGISTRATION = /\b[A-Za-z_$][\w$]{0,99}\.(?:tool|registerTool|registerPrompt|registerResource|setRequestHandler|addTools?)\s{0,8}\(|\b[A-Za-z_$][\w$]{0,99}\.(?:prompt|resource)\(\s{0,8}['"`]/;
/**
 * What REGISTRATION needs in the text, tested first: a few substring searches cost a tenth of the
 * pattern's scan, which tries an identifier at every word of the many source files that register nothing.
 */
const REGISTRATION_TEXTS = ['.tool', '.register', '.setRequestHandler', '.addTool', '.prompt(', '.resource('];
const METHODS = new Set(['tool', 'registerTool', 'prompt', 'registerPrompt', 'resource', 'registerResource', 'setRequestHandler', 'addTool', 'addTools']);
/** The SDK classes a server is built from, and the modules that export them. */
const SERVER_CLASSES = new Set(['McpServer', 'Server', 'FastMCP']);
const SERVER_MODULE = /^(?:@modelcontextprotocol\/(?:sdk\/server\/|server$)|fastmcp(?:$|\/)|tmcp$)/;
/** Vercel's handler, whose callback is handed the SDK's McpServer. */
const HANDLER_MODULES = new Set(['mcp-handler', '@vercel/mcp-adapter']);
const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const MAX_MODULE = 1 << 20;
/** How many calls away from the server's construction a parameter may be proved. */
const MAX_HOPS = 3;
/** How many modules one proof reads, and folders above the file's own it looks in. */
const MAX_READS = 16;
const MAX_UP = 2;
const MAX_LISTED = 200;
/** How many proofs one proof may ask for of the callers' own callers. */
const MAX_PROOFS = 4;
/** Parsed modules and proofs a run keeps at most; past it, it starts over (the answers stay the same). */
const MAX_KEPT = 500;
/** Names a server's entry module (or its registrar, `registerTools.ts`, `toolRegistry.ts`) usually has: read first, so the budget finds them. */
const LIKELY = /^(?:index|server|main|app|mcp|cli|register[\w-]{0,40}|(?:[tT]ools?[-_]?)?[rR]egistry|tools)\.(?:[cm]?[jt]s|[jt]sx)$/;
/** The proof `key` by `prove`, remembered: a remembered one tells the workspace of the files it rests on, as `prove` did. */
function remembered(workspace, memo, key, prove) {
    const known = memo.proofs.get(key);
    if (known !== undefined) {
        for (const path of known.drawn)
            workspace.drawsOn?.(path);
        return known.result;
    }
    const drawn = [];
    const told = workspace.drawsOn;
    const noting = told
        ? {
            kind: (path) => workspace.kind(path),
            head: (path, max) => workspace.head(path, max),
            list: (path, max) => workspace.list(path, max),
            ...(workspace.stable ? { stable: true } : {}),
            drawsOn: (path) => {
                drawn.push(path);
                told.call(workspace, path);
            },
        }
        : workspace;
    const result = prove(noting);
    if (memo.proofs.size >= MAX_KEPT)
        memo.proofs.clear();
    memo.proofs.set(key, { result, drawn });
    return result;
}
const MEMOS = new WeakMap();
/** Whether a file naming no SDK registers on a parameter a module of the repository hands a server, or on a server it imports. */
function handedServer(text, path, workspace) {
    if (!workspace || path.split('/').includes('..') || !mayRegister(text))
        return false;
    const ts = (0,lazy_require/* vendoredTypescript */.P7)();
    const memo = memoOf(workspace);
    const file = (0,parsed/* parsedSource */.n)(ts, path, text);
    const owners = handedOwners(ts, file);
    if (importsServer(ts, workspace, memo, file, path))
        return true;
    if (owners.some((owner) => declaredServer(ts, workspace, memo, file, path, owner)))
        return true;
    if (typedProperty(ts, workspace, memo, file, path))
        return true;
    for (const owner of owners) {
        const target = targetOf(ts, file, path, owner.fn, owner.index);
        const keyed = target && (owner.key === undefined ? target : { ...target, key: owner.key });
        if (keyed && proved(ts, workspace, memo, keyed, MAX_HOPS))
            return true;
    }
    return false;
}
function mayRegister(text) {
    return REGISTRATION_TEXTS.some((needed) => text.includes(needed)) && REGISTRATION.test(text);
}
function memoOf(workspace) {
    const fresh = () => ({ files: new Map(), proofs: new Map(), aliases: new Map() });
    if (!workspace.stable)
        return fresh();
    let memo = MEMOS.get(workspace);
    if (!memo)
        MEMOS.set(workspace, (memo = fresh()));
    return memo;
}
/** The file parsed, or undefined past the parser's stack (hostile nesting, which the file's own read reports). */
function parseWithin(ts, path, text) {
    try {
        return (0,parsed/* parsedSource */.n)(ts, path, text);
    }
    catch (error) {
        if (error instanceof RangeError)
            return undefined;
        throw error;
    }
}
/** Each function, constructor or method of the file with a parameter a registration is called on (the first such parameter). */
function handedOwners(ts, file) {
    const out = [];
    const seen = new Set();
    const visit = (node) => {
        if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && METHODS.has(node.expression.name.text)) {
            const receiver = node.expression.expression;
            const name = ts.isIdentifier(receiver) ? receiver.text : thisProperty(ts, receiver);
            const owner = name === undefined ? contextOwner(ts, node, receiver) : ownerOf(ts, node, name);
            if (owner && !seen.has(owner.fn)) {
                seen.add(owner.fn);
                out.push(owner);
            }
        }
        ts.forEachChild(node, visit);
    };
    visit(file);
    return out;
}
/**
 * Whether the parameter is declared a server by a type of the project's (no caller read): a type a module
 * imports by a relative path whose declaring module (one module, read once) makes it an SDK server class
 * (`type Server = McpServer`) or, for a destructured parameter, gives its property that class
 * (`interface HandlerContext { server: McpServer }`, or a class declaring `readonly server: McpServer`,
 * then `const { server } = context`).
 */
function declaredServer(ts, workspace, memo, file, path, owner) {
    const type = owner.fn.parameters[owner.index]?.type;
    if (!type || !ts.isTypeReferenceNode(type) || !ts.isIdentifier(type.typeName) || type.typeArguments)
        return false;
    const local = type.typeName.text;
    const binding = bindingsOf(ts, file).find((b) => b.reexport === undefined && b.local === local && b.name !== '*' && b.from.startsWith('.'));
    const at = binding && moduleFile(workspace, binding.from, path);
    const module = at ? read(ts, workspace, memo, at) : undefined;
    if (!binding || !at || !module || module.servers.size === 0)
        return false;
    for (const statement of module.file.statements) {
        if ((ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && statement.name.text === binding.name) {
            const members = ts.isInterfaceDeclaration(statement) ? statement : statement.type;
            const declared = owner.key === undefined ? (ts.isTypeAliasDeclaration(statement) ? statement.type : undefined) : memberType(ts, members, owner.key);
            return serverType(ts, declared, module.servers) && (0,draws_on/* drew */.c)(workspace, at);
        }
        // A class whose property is declared a server (`class ToolContext { readonly server: McpServer }`), its own or a base's.
        if (ts.isClassDeclaration(statement) && statement.name?.text === binding.name && owner.key !== undefined)
            return classDeclares(ts, workspace, memo, module.file, at, statement, owner.key, undefined, MAX_BASES) && (0,draws_on/* drew */.c)(workspace, at);
    }
    return false;
}
/**
 * Whether a function's parameter, or its property `key`, is declared an SDK server: typed with an SDK server
 * class its module imports (`server: McpServer`), by an interface or object type of that module
 * (`interface ToolContext { server: McpServer }`), or by a type it imports by a relative path (declaredServer).
 */
function serverParameter(ts, workspace, memo, file, path, fn, index, key) {
    const type = fn.parameters[index]?.type;
    const declared = key === undefined ? type : type && declaredMember(ts, file, type, key);
    return serverType(ts, declared, serverNames(ts, file)) || declaredServer(ts, workspace, memo, file, path, { fn, index, key });
}
/**
 * Whether the file registers on a property its class declares a server by type, the class's own or that
 * of the base class it extends (of the file, or imported by a relative path: one module read):
 * `this.server.tool(\u2026)` of `protected server: McpServer`, or `this.context.server.tool(\u2026)` of `protected
 * context: ToolContext` where the declaring module's `interface ToolContext { server: McpServer }` names
 * an SDK server class that module imports. The `this` must be the class's: only arrow functions between.
 */
function typedProperty(ts, workspace, memo, file, path) {
    const seen = new Set();
    return (0,values/* someNode */.Ng)(ts, file, (node) => {
        if (!ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression) || !METHODS.has(node.expression.name.text))
            return false;
        const receiver = node.expression.expression;
        const held = ts.isPropertyAccessExpression(receiver) ? thisProperty(ts, receiver.expression) : undefined;
        const [property, key] = held ? [held.slice(5), receiver.name.text] : [thisProperty(ts, receiver)?.slice(5), undefined];
        const cls = property === undefined ? undefined : thisClass(ts, node);
        const asked = cls && `${cls.pos}\0${property}\0${key}`;
        if (!cls || property === undefined || !asked || seen.has(asked))
            return false;
        seen.add(asked);
        return classDeclares(ts, workspace, memo, file, path, cls, property, key, MAX_BASES);
    });
}
/** How many classes up a property's declaration is looked for (the class, its base, the base's base). */
const MAX_BASES = 2;
/** The class whose `this` a node sees: the nearest function around it that is no arrow function must be one of its methods. */
function thisClass(ts, at) {
    let node = at.parent;
    while (node && !ts.isSourceFile(node) && (!ts.isFunctionLike(node) || ts.isArrowFunction(node)))
        node = node.parent;
    const cls = node && (ts.isMethodDeclaration(node) || ts.isConstructorDeclaration(node)) ? node.parent : undefined;
    return cls && ts.isClassDeclaration(cls) ? cls : undefined;
}
/** Whether the class (of the module at `path`), or a base up to `bases` classes up, declares `property` a server (its `key` one, when given). */
function classDeclares(ts, workspace, memo, file, path, cls, property, key, bases) {
    const servers = serverNames(ts, file);
    // The class's own declaration decides, typed or not (a constructor's parameter property is one too).
    const ctor = cls.members.find(ts.isConstructorDeclaration);
    const mine = [...cls.members, ...(ctor?.parameters.filter((p) => ts.isParameterPropertyDeclaration(p, ctor)) ?? [])].find((m) => (ts.isPropertyDeclaration(m) || ts.isParameter(m)) && m.name && ts.isIdentifier(m.name) && m.name.text === property);
    if (mine) {
        const declared = mine.type;
        return key === undefined ? serverType(ts, declared, servers) : !!declared && serverType(ts, declaredMember(ts, file, declared, key), servers);
    }
    const base = cls.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
    if (bases <= 0 || !base || !ts.isIdentifier(base))
        return false;
    const local = file.statements.find((s) => ts.isClassDeclaration(s) && s.name?.text === base.text);
    if (local)
        return local !== cls && classDeclares(ts, workspace, memo, file, path, local, property, key, bases - 1);
    const binding = bindingsOf(ts, file).find((b) => b.reexport === undefined && b.local === base.text && b.name !== '*' && b.from.startsWith('.'));
    const at = binding && moduleFile(workspace, binding.from, path);
    const module = at ? read(ts, workspace, memo, at) : undefined;
    const declared = module?.file.statements.find((s) => ts.isClassDeclaration(s) && s.name?.text === binding?.name && !!ts.getModifiers(s)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword));
    if (!at || !module || !declared || !classDeclares(ts, workspace, memo, module.file, at, declared, property, key, bases - 1))
        return false;
    return (0,draws_on/* drew */.c)(workspace, at);
}
/** The type a module's own interface (or object type alias) named by `type` gives its property `key`. */
function declaredMember(ts, file, type, key) {
    if (ts.isTypeLiteralNode(type))
        return memberType(ts, type, key);
    if (!ts.isTypeReferenceNode(type) || !ts.isIdentifier(type.typeName) || type.typeArguments)
        return undefined;
    const name = type.typeName.text;
    for (const statement of file.statements)
        if ((ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && statement.name.text === name)
            return memberType(ts, ts.isInterfaceDeclaration(statement) ? statement : statement.type, key);
    return undefined;
}
/**
 * Whether the file registers on a name it imports, and binds nowhere else, from a module of the repository
 * (by a relative path or an alias) that exports it as an SDK server it builds: `export const server = new
 * McpServer(\u2026)`, then `import { server } from "../server.js"` and `server.registerTool(\u2026)` in the tool module.
 */
function importsServer(ts, workspace, memo, file, path) {
    const receivers = importedReceivers(ts, file);
    if (receivers.size === 0)
        return false;
    const budget = { proofs: MAX_PROOFS };
    for (const binding of bindingsOf(ts, file)) {
        if (binding.reexport !== undefined || binding.name === '*' || !receivers.has(binding.local) || budget.proofs-- <= 0)
            continue;
        const at = importedFile(ts, workspace, memo, binding.from, path);
        if (at && exportsServer(ts, workspace, memo, at, binding.name, MAX_HOPS))
            return (0,draws_on/* drew */.c)(workspace, at);
    }
    return false;
}
/** The names registrations are called on (`server.registerTool(\u2026)`) that no declaration of the file binds: an import's, if any. */
function importedReceivers(ts, file) {
    const receivers = new Set();
    const declared = new Set();
    const visit = (node) => {
        if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && METHODS.has(node.expression.name.text)) {
            if (ts.isIdentifier(node.expression.expression))
                receivers.add(node.expression.expression.text);
        }
        else if (ts.isVariableDeclaration(node) && node.initializer && isRequire(ts, node.initializer)) {
            // `const { server } = require("../server.js")`: an import (bindingsOf).
            return;
        }
        else {
            const bound = (0,values/* declaredName */.op)(ts, node);
            if (bound)
                declared.add(bound.text);
        }
        ts.forEachChild(node, visit);
    };
    visit(file);
    for (const name of declared)
        receivers.delete(name);
    return receivers;
}
function isRequire(ts, node) {
    return ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'require';
}
/** The file a module name in the module at `from` is: a relative name, the first alias target that is a file, or a workspace package's entry. */
function importedFile(ts, workspace, memo, module, from) {
    if (module.startsWith('./') || module.startsWith('../'))
        return moduleFile(workspace, module, from);
    if (memo.aliases.size >= MAX_KEPT)
        memo.aliases.clear();
    for (const stem of aliasTargets(ts, workspace, memo.aliases, module, from)) {
        const found = (0,stem_files/* stemFile */.M)(workspace, stem);
        if (found)
            return found;
    }
    return (0,workspace_packages/* packageEntry */.NS)(workspace, module, from);
}
/**
 * Whether the module at `path` exports as `name` a `const` it assigns a `new` of an SDK server class it
 * imports (`export const server = new McpServer(\u2026)`, `export { server }`, `export default server`), or
 * builds one in `export default new McpServer(\u2026)`; or re-exports it from a module that does (up to `hops`).
 */
function exportsServer(ts, outer, memo, path, name, hops) {
    return remembered(outer, memo, ['export', path, name, hops].join('\0'), (workspace) => {
        const module = read(ts, workspace, memo, path);
        let result = false;
        if (module) {
            const built = (value) => {
                const at = value && (0,loop_registrars/* stripped */.uR)(ts, value);
                return !!at && ts.isNewExpression(at) && module.servers.has(`type ${dottedName(ts, at.expression)}`);
            };
            const local = exportedLocal(ts, module.file, name);
            if (local === undefined) {
                const assigned = name === 'default' ? module.file.statements.find(ts.isExportAssignment) : undefined;
                result = built(assigned?.expression);
            }
            else {
                const held = topConst(ts, module.file, local);
                result = built(held?.initializer);
            }
            for (const binding of module.bindings) {
                if (result || hops <= 1)
                    break;
                const forwards = binding.reexport === name || (binding.reexport === '*' && name !== 'default');
                const at = forwards ? importedFile(ts, workspace, memo, binding.from, path) : undefined;
                result = at !== undefined && exportsServer(ts, workspace, memo, at, binding.name === '*' ? name : binding.name, hops - 1);
            }
        }
        return result;
    });
}
/** The local name a module exports as `name` (`export const x`, `export { x as name }`, `export default x`), if it does. */
function exportedLocal(ts, file, name) {
    for (const statement of file.statements) {
        if (ts.isVariableStatement(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) {
            if (statement.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === name))
                return name;
        }
        else if (ts.isExportAssignment(statement) && !statement.isExportEquals && name === 'default' && ts.isIdentifier(statement.expression))
            return statement.expression.text;
        else if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause && ts.isNamedExports(statement.exportClause))
            for (const element of statement.exportClause.elements)
                if (element.name.text === name)
                    return (element.propertyName ?? element.name).text;
    }
    return undefined;
}
/** The top-level `const` declaration of a name (a `let` may be assigned something else). */
function topConst(ts, file, name) {
    for (const statement of file.statements) {
        if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const))
            continue;
        for (const declaration of statement.declarationList.declarations)
            if (ts.isIdentifier(declaration.name) && declaration.name.text === name)
                return declaration;
    }
    return undefined;
}
/** The file a relative module name in the module at `from` is, as TypeScript resolves it (`./types.js` is `types.ts`), if it is one. */
function moduleFile(workspace, module, from) {
    const at = joinPath(from.split('/').slice(0, -1).join('/'), module);
    return at === undefined ? undefined : (0,stem_files/* stemFile */.M)(workspace, at);
}
/** `context.server.tool(\u2026)`: the parameter `context`, whose property `server` is the server. */
function contextOwner(ts, at, receiver) {
    if (!ts.isPropertyAccessExpression(receiver) || !ts.isIdentifier(receiver.expression))
        return undefined;
    const owner = ownerOf(ts, at, receiver.expression.text);
    return owner && owner.key === undefined ? { ...owner, key: receiver.name.text } : undefined;
}
/** `this.server`'s property name, for a constructor's parameter kept as a property. */
function thisProperty(ts, node) {
    return ts.isPropertyAccessExpression(node) && node.expression.kind === ts.SyntaxKind.ThisKeyword ? `this.${node.name.text}` : undefined;
}
/**
 * The nearest function around `at` with a parameter `name`, and its place; `this.x` is a constructor's
 * parameter `x` kept as a property (`private x`) or assigned to it (`this.x = x`); `{ server }` (or
 * `{ server: name }`) is the argument's property `server`, destructured in the parameter list or by a
 * `const { server } = context` of the function's body from its parameter `context`.
 */
function ownerOf(ts, at, name) {
    if (name.startsWith('this.')) {
        const property = name.slice(5);
        const cls = ancestor(at, ts.isClassLike);
        const ctor = cls?.members.find((m) => ts.isConstructorDeclaration(m) && m.body !== undefined);
        if (!ctor)
            return undefined;
        const names = ctor.parameters.map((p) => (ts.isIdentifier(p.name) ? p.name.text : ''));
        let index = ctor.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === property && ts.isParameterPropertyDeclaration(p, ctor));
        if (index === -1)
            for (const statement of ctor.body?.statements ?? []) {
                const assigned = ts.isExpressionStatement(statement) && ts.isBinaryExpression(statement.expression) ? statement.expression : undefined;
                if (assigned?.operatorToken.kind === ts.SyntaxKind.EqualsToken && thisProperty(ts, assigned.left) === name && ts.isIdentifier(assigned.right))
                    index = names.indexOf(assigned.right.text);
            }
        return index === -1 ? undefined : { fn: ctor, index };
    }
    for (let node = at.parent; node; node = node.parent) {
        if (!ts.isFunctionLike(node))
            continue;
        const parameters = node.parameters;
        for (const [index, p] of parameters.entries()) {
            if (ts.isIdentifier(p.name) && p.name.text === name)
                return { fn: node, index };
            const key = ts.isObjectBindingPattern(p.name) ? destructured(ts, p.name, name) : undefined;
            if (key !== undefined)
                return { fn: node, index, key };
        }
        const body = 'body' in node && node.body && ts.isBlock(node.body) ? node.body : undefined;
        for (const statement of body?.statements ?? []) {
            if (!ts.isVariableStatement(statement))
                continue;
            for (const declaration of statement.declarationList.declarations) {
                const from = declaration.initializer && (0,loop_registrars/* stripped */.uR)(ts, declaration.initializer);
                const key = ts.isObjectBindingPattern(declaration.name) ? destructured(ts, declaration.name, name) : undefined;
                const index = key !== undefined && from && ts.isIdentifier(from) ? parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === from.text) : -1;
                if (index !== -1)
                    return { fn: node, index, key };
            }
        }
    }
    return undefined;
}
/** The property an object pattern binds `name` from (`{ server }`, `{ server: name }`, `{ server = x }`), if it does. */
function destructured(ts, pattern, name) {
    for (const element of pattern.elements) {
        if (element.dotDotDotToken || !ts.isIdentifier(element.name) || element.name.text !== name)
            continue;
        const property = element.propertyName;
        if (!property)
            return name;
        return ts.isIdentifier(property) || ts.isStringLiteral(property) ? property.text : undefined;
    }
    return undefined;
}
function ancestor(at, is) {
    for (let node = at.parent; node; node = node.parent)
        if (is(node))
            return node;
    return undefined;
}
/** How callers reach a function of the file: its local name and the names the file exports it by. */
function targetOf(ts, file, path, fn, index) {
    let local;
    let kind = 'call';
    let method;
    let declaration = fn;
    if (ts.isFunctionDeclaration(fn))
        local = fn.name?.text;
    else if ((ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)) {
        local = fn.parent.name.text;
        declaration = fn.parent.parent.parent;
    }
    else if ((ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && (ts.isExportAssignment(fn.parent) || ts.isBinaryExpression(fn.parent))) {
        // `export default (server) => \u2026`, `module.exports = function (server) \u2026`, `exports.register = \u2026`.
        const name = ts.isExportAssignment(fn.parent) ? 'default' : (0,commonjs_exports/* commonjsExport */.D)(ts, fn.parent);
        return name === undefined ? undefined : { path, exports: new Set([name]), kind, index };
    }
    else if (ts.isConstructorDeclaration(fn) || ts.isMethodDeclaration(fn)) {
        const cls = fn.parent;
        if (!ts.isClassDeclaration(cls))
            return undefined;
        local = cls.name?.text;
        declaration = cls;
        kind = ts.isConstructorDeclaration(fn) ? 'new' : 'method';
        if (ts.isMethodDeclaration(fn)) {
            if (!ts.isIdentifier(fn.name))
                return undefined;
            method = fn.name.text;
        }
    }
    else
        return undefined;
    const exports = new Set();
    const modifiers = ts.canHaveModifiers(declaration) ? (ts.getModifiers(declaration) ?? []) : [];
    if (modifiers.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
        exports.add(modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword) ? 'default' : (local ?? 'default'));
    if (local !== undefined)
        for (const statement of file.statements) {
            if (ts.isExportAssignment(statement) && ts.isIdentifier(statement.expression) && statement.expression.text === local)
                exports.add('default');
            else if (ts.isExpressionStatement(statement) && ts.isBinaryExpression(statement.expression)) {
                const assigned = statement.expression;
                const value = assigned.right;
                const name = (0,commonjs_exports/* commonjsExport */.D)(ts, assigned);
                if (name !== undefined && ts.isIdentifier(value) && value.text === local)
                    exports.add(name);
                else if (name === 'module.exports' && ts.isObjectLiteralExpression(value))
                    for (const p of value.properties) {
                        const given = ts.isShorthandPropertyAssignment(p) ? p.name : ts.isPropertyAssignment(p) ? p.initializer : undefined;
                        if (given && ts.isIdentifier(given) && given.text === local && p.name && ts.isIdentifier(p.name))
                            exports.add(p.name.text);
                    }
            }
            else if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause && ts.isNamedExports(statement.exportClause))
                for (const element of statement.exportClause.elements)
                    if ((element.propertyName ?? element.name).text === local)
                        exports.add(element.name.text);
        }
    return { path, exports, local, kind, method, index };
}
/** Whether some module near the target calls it with a server in the target's parameter place. */
function proved(ts, outer, memo, target, hops) {
    const key = [target.path, [...target.exports].sort().join(','), target.local, target.kind, target.method, target.index, target.key, hops].join('\0');
    return remembered(outer, memo, key, (workspace) => {
        let result = false;
        let reads = MAX_READS;
        const budget = { proofs: MAX_PROOFS };
        for (const caller of callersOf(workspace, target.path)) {
            if (reads-- <= 0)
                break;
            const module = read(ts, workspace, memo, caller);
            if (module && callsWithServer(ts, workspace, memo, module, caller, target, hops, budget)) {
                result = (0,draws_on/* drew */.c)(workspace, caller);
                break;
            }
        }
        return result;
    });
}
/**
 * The modules that may call a file's function, in an order of paths alone: the file itself, then those
 * named like an entry module in its folder, its parent's subfolders and up to MAX_UP folders above (the
 * nearest first), then the others in the same order.
 */
function callersOf(workspace, path) {
    const folder = path.split('/').slice(0, -1);
    const folders = [];
    for (let up = 0; up <= MAX_UP && up <= folder.length; up++) {
        folders.push(folder.slice(0, folder.length - up).join('/'));
        // The file's siblings' folders: `src/server/index.ts` importing `../tools/b.js`.
        if (up === 1)
            for (const name of workspace.list(folders[1], MAX_LISTED) ?? []) {
                const sub = folders[1] === '' ? name : `${folders[1]}/${name}`;
                if (!SOURCE.test(name) && sub !== folders[0] && workspace.kind(sub) === 'directory')
                    folders.push(sub);
            }
    }
    const likely = [];
    const others = [];
    for (const base of folders)
        for (const name of workspace.list(base, MAX_LISTED) ?? []) {
            const module = base === '' ? name : `${base}/${name}`;
            if (SOURCE.test(name) && !name.endsWith('.d.ts') && module !== path)
                (LIKELY.test(name) ? likely : others).push(module);
        }
    // A package's entry, used by name from the monorepo's other packages (workspace-packages.ts): their likely entries, last.
    for (const base of (0,workspace_packages/* dependentFolders */.vN)(workspace, path))
        for (const name of workspace.list(base, MAX_LISTED) ?? [])
            if (LIKELY.test(name))
                others.push(`${base}/${name}`);
    return [...new Set([path, ...likely, ...others])];
}
/**
 * The likely entry modules (LIKELY) of the folders above those callersOf reads, nearest first: a root
 * `index.ts` serving the list of `services/weather/src/index.ts`.
 */
function entriesAbove(workspace, path) {
    const folder = path.split('/').slice(0, -1);
    const out = [];
    for (let up = MAX_UP + 1; up <= folder.length; up++) {
        const base = folder.slice(0, folder.length - up).join('/');
        for (const name of workspace.list(base, MAX_LISTED) ?? [])
            if (LIKELY.test(name))
                out.push(base === '' ? name : `${base}/${name}`);
    }
    return out;
}
/**
 * The likely entry modules (LIKELY) of the folders beside the file's parent folder, by path: `src/handlers/ToolRegistry.ts`
 * gathering the lists of `src/server/tools/b.ts`.
 */
function cousinEntries(workspace, path) {
    const folder = path.split('/').slice(0, -2);
    if (folder.length === 0)
        return [];
    const parent = folder.join('/');
    const above = folder.slice(0, -1).join('/');
    const out = [];
    for (const name of workspace.list(above, MAX_LISTED) ?? []) {
        const sub = above === '' ? name : `${above}/${name}`;
        if (SOURCE.test(name) || sub === parent || workspace.kind(sub) !== 'directory')
            continue;
        for (const file of workspace.list(sub, MAX_LISTED) ?? [])
            if (LIKELY.test(file))
                out.push(`${sub}/${file}`);
    }
    return out;
}
/** Whether a module's text holds `word`, told from its parse when it is kept and from its bytes otherwise (none is parsed). */
function mentions(workspace, memo, path, word) {
    const module = memo.files.get(path);
    if (module !== undefined)
        return !!module?.file.text.includes(word);
    const bytes = workspace.kind(path) === 'file' ? workspace.head(path, MAX_MODULE) : undefined;
    return !!bytes && bytes.length < MAX_MODULE && new TextDecoder().decode(bytes).includes(word);
}
function read(ts, workspace, memo, path) {
    let module = memo.files.get(path);
    if (module === undefined) {
        const bytes = workspace.kind(path) === 'file' ? workspace.head(path, MAX_MODULE) : undefined;
        const file = bytes && bytes.length < MAX_MODULE ? (0,parsed/* parsedSource */.n)(ts, path, new TextDecoder().decode(bytes)) : undefined;
        module = file ? { file, bindings: bindingsOf(ts, file), servers: serverNames(ts, file), calls: callsOf(ts, file), lists: (0,loop_registrars/* exportedLists */.Du)(ts, file) } : null;
        if (memo.files.size >= MAX_KEPT)
            memo.files.clear();
        memo.files.set(path, module);
    }
    return module ?? undefined;
}
/** Each call and `new` of a module, in source order, by what it calls (each registrar of a list a loop calls). */
function callsOf(ts, file) {
    const out = [];
    const lists = (0,loop_registrars/* constLists */.JE)(ts, file);
    const visit = (node) => {
        if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
            // `(0, b_js_1.registerB)(server)`: how TypeScript's CommonJS output calls an import.
            let callee = node.expression;
            while (ts.isParenthesizedExpression(callee))
                callee = callee.expression;
            if (ts.isBinaryExpression(callee) && callee.operatorToken.kind === ts.SyntaxKind.CommaToken)
                callee = callee.right;
            const isNew = ts.isNewExpression(node);
            if (ts.isIdentifier(callee)) {
                const loop = (0,loop_registrars/* loopItems */.jD)(ts, callee, lists);
                out.push({ node, isNew, id: callee.text, ...(loop.list ? { list: loop.list } : {}) });
                for (const item of loop.items) {
                    if (ts.isIdentifier(item))
                        out.push({ node, isNew, id: item.text });
                    else if (ts.isPropertyAccessExpression(item) && ts.isIdentifier(item.expression))
                        out.push({ node, isNew, name: item.name.text, ns: item.expression.text });
                }
            }
            else if (ts.isPropertyAccessExpression(callee)) {
                out.push({ node, isNew, name: callee.name.text, ...(ts.isIdentifier(callee.expression) ? { ns: callee.expression.text } : {}) });
                // `for (const { module } of [{ module: hosts }]) module.registerTools(server)`: `hosts.registerTools(server)`.
                for (const item of (0,loop_registrars/* loopReceivers */.NT)(ts, callee.expression, lists))
                    if (ts.isIdentifier(item))
                        out.push({ node, isNew, name: callee.name.text, ns: item.text });
            }
        }
        ts.forEachChild(node, visit);
    };
    visit(file);
    return out;
}
/** Whether `file` (at `path`) calls the target with a server in its place, or re-exports it to a caller that does. */
function callsWithServer(ts, workspace, memo, module, path, target, hops, budget) {
    // Quick text test: the target's module is named (or this is the module itself), or its package if it is one's entry.
    const stem = /([^/]+?)(?:\/index)?\.[^./]+$/.exec(target.path)?.[1] ?? '';
    const mentions = (text) => text.includes(stem) || text.includes((0,workspace_packages/* entryName */.MB)(workspace, target.path) ?? stem);
    if (path !== target.path && !mentions(module.file.text))
        return false;
    const direct = new Set();
    const namespaces = new Set();
    if (path === target.path && target.local)
        direct.add(target.local);
    for (const binding of module.bindings) {
        if (!resolves(ts, workspace, memo, binding.from, path, target.path))
            continue;
        if (binding.reexport !== undefined) {
            const names = binding.name === '*' ? [...target.exports].filter((name) => name !== 'default') : target.exports.has(binding.name) ? [binding.reexport] : [];
            if (names.length > 0 &&
                hops > 1 &&
                budget.proofs-- > 0 &&
                proved(ts, workspace, memo, { ...target, path, exports: new Set(names), local: undefined }, hops - 1))
                return true;
        }
        else if (binding.name === '*') {
            namespaces.add(binding.local);
            // `const register = require('./b')` of a module that assigns `module.exports = register`.
            if (target.exports.has('module.exports'))
                direct.add(binding.local);
        }
        else if (target.exports.has(binding.name))
            direct.add(binding.local);
    }
    if (direct.size === 0 && namespaces.size === 0)
        return false;
    const named = (at) => (at.id !== undefined && direct.has(at.id)) || (at.ns !== undefined && at.name !== undefined && namespaces.has(at.ns) && target.exports.has(at.name));
    for (const call of module.calls) {
        const called = target.kind === 'method'
            ? !call.isNew && call.name === target.method
            : target.kind === 'item'
                ? call.list !== undefined && named(call.list)
                : call.isNew === (target.kind === 'new') && named(call);
        const given = called ? call.node.arguments?.[target.index] : undefined;
        if (given && !ts.isSpreadElement(given) && isServer(ts, workspace, memo, module.file, path, given, module.servers, hops, budget, target.key))
            return true;
    }
    // `export const all = [registerB]`: a loop over `all` in a module importing it calls registerB.
    if (target.kind !== 'call' || hops <= 1)
        return false;
    for (const [list, names] of module.lists) {
        if (![...direct].some((name) => names.has(name)) || budget.proofs-- <= 0)
            continue;
        const item = { path, exports: new Set([list]), kind: 'item', index: target.index, ...(target.key === undefined ? {} : { key: target.key }) };
        if (proved(ts, workspace, memo, item, hops - 1))
            return true;
    }
    return false;
}
/** Whether `value` is a parameter declared with an object type literal that has no property `key` and no index signature. */
function lacks(ts, value, key) {
    if (!ts.isIdentifier(value))
        return false;
    const owner = ownerOf(ts, value, value.text);
    const type = owner && owner.key === undefined ? owner.fn.parameters[owner.index].type : undefined;
    return !!type && ts.isTypeLiteralNode(type) && type.members.every((m) => ts.isPropertySignature(m) || ts.isMethodSignature(m)) && !memberType(ts, type, key);
}
/** The value an object literal gives its property `key` (`{ server }`, `{ server: mcp }`), if it does. */
function propertyOf(ts, object, key) {
    let found;
    for (const p of object.properties) {
        const name = p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined;
        // A spread may set the property too (only the last writer is the argument's), unless it is a parameter
        // whose object type has no such property (`...opts` of `opts: { ttl?: number }`).
        if (ts.isSpreadAssignment(p))
            found = lacks(ts, p.expression, key) ? found : undefined;
        else if (name === key)
            found = ts.isShorthandPropertyAssignment(p) ? p.name : ts.isPropertyAssignment(p) ? p.initializer : undefined;
    }
    return found;
}
/**
 * Whether an argument is a server: one the module builds, a parameter typed as the SDK's, or one proved a
 * server. With `key`, whether its property `key` is: an object literal's, or that of a parameter passed on.
 */
function isServer(ts, workspace, memo, file, path, given, servers, hops, budget, key) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, given);
    if (key !== undefined && ts.isObjectLiteralExpression(at)) {
        const value = propertyOf(ts, at, key);
        return value !== undefined && isServer(ts, workspace, memo, file, path, value, servers, hops, budget);
    }
    // `const deps = { server, \u2026 }; registerB(deps)`: the object a `const` holds, as if it were given here.
    const held = key !== undefined && ts.isIdentifier(at) ? constDeclaration(ts, at)?.initializer : undefined;
    if (held && ts.isObjectLiteralExpression((0,loop_registrars/* stripped */.uR)(ts, held)))
        return isServer(ts, workspace, memo, file, path, held, servers, hops, budget, key);
    // `registerB(new McpServer(\u2026))`: a server built in the argument itself.
    if (key === undefined && ts.isNewExpression(at))
        return servers.has(`type ${dottedName(ts, at.expression)}`);
    const name = ts.isIdentifier(at) ? at.text : thisProperty(ts, at);
    if (name === undefined)
        return false;
    if (key === undefined && servers.has(name))
        return true;
    if (key === undefined && ts.isIdentifier(at) && typedServer(ts, file, at, servers))
        return true;
    const owner = ownerOf(ts, at, name);
    // A parameter destructured already holds no object with the server in it.
    if (!owner || (key !== undefined && owner.key !== undefined))
        return false;
    const property = key ?? owner.key;
    const parameter = owner.fn.parameters[owner.index];
    const declared = property === undefined ? parameter.type : memberType(ts, parameter.type, property);
    if (serverType(ts, declared, servers))
        return true;
    if (property === undefined && handlerCallback(ts, owner.fn, servers))
        return true;
    const target = hops > 1 ? targetOf(ts, file, path, owner.fn, owner.index) : undefined;
    const keyed = target && property !== undefined ? { ...target, key: property } : target;
    return keyed !== undefined && budget.proofs-- > 0 && proved(ts, workspace, memo, keyed, hops - 1);
}
/** Whether a type names an SDK server class the module imports (`McpServer`, `sdk.McpServer`, `Promise<McpServer>`). */
function serverType(ts, node, servers) {
    if (!node || !ts.isTypeReferenceNode(node))
        return false;
    const name = dottedName(ts, node.typeName);
    if (name === 'Promise' && node.typeArguments?.length === 1)
        return serverType(ts, node.typeArguments[0], servers);
    return name !== undefined && servers.has(`type ${name}`);
}
/** `X` or `ns.X`, as a type or a class constructed. */
function dottedName(ts, node) {
    if (ts.isIdentifier(node))
        return node.text;
    if (ts.isQualifiedName(node) && ts.isIdentifier(node.left))
        return `${node.left.text}.${node.right.text}`;
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression))
        return `${node.expression.text}.${node.name.text}`;
    return undefined;
}
/**
 * Whether a `const` named `at` is typed as an SDK server, as a parameter so typed is: `const s: McpServer = \u2026`,
 * `\u2026 as McpServer`, or a call of a function of the module declared to return one (a factory, or a wrapper
 * such as `function createFilteredServer(server: McpServer): McpServer`, which registers tools as the server
 * does). The result of any other call (a transport, an app) is not a server.
 */
function typedServer(ts, file, at, servers) {
    const declaration = constDeclaration(ts, at);
    if (serverType(ts, declaration?.type, servers))
        return true;
    let value = declaration?.initializer;
    while (value && (ts.isAwaitExpression(value) || ts.isParenthesizedExpression(value) || ts.isAsExpression(value))) {
        if (ts.isAsExpression(value) && serverType(ts, value.type, servers))
            return true;
        value = value.expression;
    }
    return !!value && ts.isCallExpression(value) && ts.isIdentifier(value.expression) && serverType(ts, returnType(ts, file, value.expression.text), servers);
}
/** The `const` declaration of a name in the blocks around `at` (the nearest first). */
function constDeclaration(ts, at) {
    for (let node = at.parent; node; node = node.parent) {
        if (!ts.isBlock(node) && !ts.isSourceFile(node))
            continue;
        for (const statement of node.statements) {
            if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const))
                continue;
            for (const declaration of statement.declarationList.declarations)
                if (ts.isIdentifier(declaration.name) && declaration.name.text === at.text)
                    return declaration;
        }
    }
    return undefined;
}
/** The declared return type of a top-level function of the module (`function f(): T`, `const f = (\u2026): T => \u2026`). */
function returnType(ts, file, name) {
    for (const statement of file.statements) {
        if (ts.isFunctionDeclaration(statement) && statement.name?.text === name)
            return statement.type;
        if (!ts.isVariableStatement(statement))
            continue;
        for (const declaration of statement.declarationList.declarations) {
            const fn = declaration.initializer && (0,loop_registrars/* stripped */.uR)(ts, declaration.initializer);
            if (ts.isIdentifier(declaration.name) && declaration.name.text === name && fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)))
                return fn.type;
        }
    }
    return undefined;
}
/** The type an object type literal (or an interface) gives its property `key` (`{ server: McpServer }`), if it does. */
function memberType(ts, type, key) {
    if (!type || !(ts.isTypeLiteralNode(type) || ts.isInterfaceDeclaration(type)))
        return undefined;
    for (const member of type.members)
        if (ts.isPropertySignature(member) && (ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)) && member.name.text === key)
            return member.type;
    return undefined;
}
/** Vercel's `createMcpHandler((server) => \u2026)`: the callback's parameter is the SDK's McpServer. */
function handlerCallback(ts, fn, servers) {
    const call = fn.parent;
    return ts.isCallExpression(call) && call.arguments[0] === fn && ts.isIdentifier(call.expression) && servers.has(`handler ${call.expression.text}`);
}
/**
 * A module's servers: names (and `this.` properties) assigned a `new` of an SDK server class it imports,
 * as `type X` each SDK server class it imports, and as `handler X` Vercel's handler.
 */
function serverNames(ts, file) {
    const out = new Set();
    const classes = new Set();
    for (const binding of bindingsOf(ts, file)) {
        if (binding.reexport !== undefined)
            continue;
        if (SERVER_MODULE.test(binding.from) && SERVER_CLASSES.has(binding.name)) {
            classes.add(binding.local);
            out.add(`type ${binding.local}`);
        }
        else if (SERVER_MODULE.test(binding.from) && binding.name === '*') {
            // `const mcp_js_1 = require("@modelcontextprotocol/sdk/server/mcp.js")`, then `new mcp_js_1.McpServer(\u2026)`.
            for (const name of SERVER_CLASSES) {
                classes.add(`${binding.local}.${name}`);
                out.add(`type ${binding.local}.${name}`);
            }
        }
        else if (HANDLER_MODULES.has(binding.from) && binding.name === 'createMcpHandler')
            out.add(`handler ${binding.local}`);
    }
    if (classes.size === 0)
        return out;
    const built = (value) => {
        let at = value;
        while (at && (ts.isAwaitExpression(at) || ts.isParenthesizedExpression(at) || ts.isAsExpression(at)))
            at = at.expression;
        const made = at && ts.isNewExpression(at) ? at.expression : undefined;
        const name = made &&
            (ts.isIdentifier(made)
                ? made.text
                : ts.isPropertyAccessExpression(made) && ts.isIdentifier(made.expression)
                    ? `${made.expression.text}.${made.name.text}`
                    : undefined);
        return name !== undefined && classes.has(name);
    };
    const visit = (node) => {
        if ((ts.isVariableDeclaration(node) || ts.isPropertyDeclaration(node)) && ts.isIdentifier(node.name) && built(node.initializer))
            out.add(ts.isPropertyDeclaration(node) ? `this.${node.name.text}` : node.name.text);
        else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && built(node.right)) {
            const name = ts.isIdentifier(node.left) ? node.left.text : thisProperty(ts, node.left);
            if (name)
                out.add(name);
        }
        ts.forEachChild(node, visit);
    };
    visit(file);
    return out;
}
/** A module's imports (`import`, `import x = require`, a top-level `const \u2026 = require(\u2026)`) and re-exports. */
function bindingsOf(ts, file) {
    const out = [];
    for (const statement of file.statements) {
        if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
            const from = statement.moduleSpecifier.text;
            const clause = statement.importClause;
            if (clause?.name)
                out.push({ from, name: 'default', local: clause.name.text });
            const bindings = clause?.namedBindings;
            if (bindings && ts.isNamespaceImport(bindings))
                out.push({ from, name: '*', local: bindings.name.text });
            else if (bindings)
                for (const e of bindings.elements)
                    out.push({ from, name: (e.propertyName ?? e.name).text, local: e.name.text });
        }
        else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
            const from = statement.moduleSpecifier.text;
            const clause = statement.exportClause;
            if (!clause)
                out.push({ from, name: '*', local: '*', reexport: '*' });
            else if (ts.isNamedExports(clause))
                for (const e of clause.elements)
                    out.push({ from, name: (e.propertyName ?? e.name).text, local: e.name.text, reexport: e.name.text });
        }
        else if (ts.isImportEqualsDeclaration(statement) && ts.isExternalModuleReference(statement.moduleReference)) {
            const module = statement.moduleReference.expression;
            if (ts.isStringLiteral(module))
                out.push({ from: module.text, name: '*', local: statement.name.text });
        }
        else if (ts.isVariableStatement(statement))
            for (const declaration of statement.declarationList.declarations) {
                const init = declaration.initializer;
                const from = init && ts.isCallExpression(init) && ts.isIdentifier(init.expression) && init.expression.text === 'require' && init.arguments.length === 1
                    ? init.arguments[0]
                    : undefined;
                if (!from || !ts.isStringLiteral(from))
                    continue;
                if (ts.isIdentifier(declaration.name))
                    out.push({ from: from.text, name: '*', local: declaration.name.text });
                else if (ts.isObjectBindingPattern(declaration.name))
                    for (const e of declaration.name.elements)
                        if (ts.isIdentifier(e.name) && (!e.propertyName || ts.isIdentifier(e.propertyName)))
                            out.push({ from: from.text, name: e.propertyName?.text ?? e.name.text, local: e.name.text });
            }
    }
    // `const { a } = await import('./m.js')`, where it is used (dynamic-imports.ts).
    out.push(...dynamicBindings(ts, file));
    return out;
}
/**
 * The names `caller` knows the classes (or functions) `names` of the module at `path` by: their own names
 * when `caller` is that module, else its imports of them from it (by any path resolving there), local \u2192 name.
 */
function localNames(ts, workspace, memo, bindings, names, caller, path) {
    const locals = new Map();
    if (caller === path)
        for (const name of names.keys())
            locals.set(name, name);
    for (const binding of bindings)
        if (binding.reexport === undefined && names.has(binding.name) && resolves(ts, workspace, memo, binding.from, caller, path))
            locals.set(binding.local, binding.name);
    return locals;
}
/**
 * Whether a module name in the module at `from` may be the file at `path` (`./b.js` for `b.ts`, `./tools` for
 * `tools/index.ts`): a relative name, an alias a tsconfig's `paths` or a package.json's `imports` sets, or the
 * name of the workspace package whose entry it is (workspace-packages.ts).
 */
function resolves(ts, workspace, memo, module, from, path) {
    if (memo.aliases.size >= MAX_KEPT)
        memo.aliases.clear();
    if (!module.startsWith('./') && !module.startsWith('../'))
        return aliasTargets(ts, workspace, memo.aliases, module, from).some((stem) => names(stem, path)) || (0,workspace_packages/* packageEntry */.NS)(workspace, module, from) === path;
    const at = joinPath(from.split('/').slice(0, -1).join('/'), module);
    return at !== undefined && names(at, path);
}
/** Whether a root-relative module path names the file at `path`, as TypeScript's module resolution finds it. */
function names(stem, path) {
    const bare = path.replace(/\.[^./]+$/, '');
    if (stem === path || stem === bare || `${stem}/index` === bare)
        return true;
    // `./b.js` names `b.ts` (`.mjs` `b.mts`, `.jsx` `b.tsx`) in TypeScript's module resolution.
    return /\.[cm]?jsx?$/.test(stem) && stem.replace(/\.[^./]+$/, '') === bare;
}


/***/ }),

/***/ 4940:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q_: () => (/* binding */ importedForwarders),
/* harmony export */   eF: () => (/* binding */ calledImports),
/* harmony export */   gA: () => (/* binding */ exportedFunction)
/* harmony export */ });
/* harmony import */ var _forwarders_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(613);
/* harmony import */ var _handed_server_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4693);
/* harmony import */ var _loop_registrars_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5209);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7472);




/** How many imported modules one module's calls may name. */
const MAX_MODULES = 8;
/** The imported helpers the file calls by name that forward to the SDK, by the name the file calls them. */
function importedForwarders(ts, file, path, workspace) {
    const out = new Map();
    const called = calledNames(ts, file);
    for (const { local, at, module, fn } of calledImports(ts, file, path, workspace, (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_1__/* .memoOf */ .Q0)(workspace), (name) => called.has(name))) {
        const found = _values_js__WEBPACK_IMPORTED_MODULE_3__/* .NAMES_SDK */ .Gk.test(module.file.text) ? (0,_forwarders_js__WEBPACK_IMPORTED_MODULE_0__/* .forwardedParameters */ .be)(ts, fn) : undefined;
        if (!found)
            continue;
        out.set(local, { modern: found.modern, arity: fn.parameters.length, positions: found.positions });
        workspace.drawsOn?.(at);
    }
    return out;
}
/**
 * The functions modules of the repository export under the names the file imports them by and calls (`calls`),
 * no namespace nor re-export, of the first MAX_MODULES such imports: each with its local name and its module
 * (the one a barrel's `export { name } from` forwards it from, one barrel followed).
 */
function* calledImports(ts, file, path, workspace, memo, calls) {
    let modules = 0;
    for (const binding of (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_1__/* .bindingsOf */ .kK)(ts, file)) {
        if (binding.reexport !== undefined || binding.name === '*' || !calls(binding.local) || modules++ >= MAX_MODULES)
            continue;
        const found = exported(ts, workspace, memo, binding.from, path, binding.name, 1);
        if (found)
            yield { local: binding.local, ...found };
    }
}
/** The function `module` (imported at `from`) exports as `name`, itself or through up to `hops` barrels' `export { name } from`. */
function exported(ts, workspace, memo, module, from, name, hops) {
    const at = (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_1__/* .importedFile */ .fw)(ts, workspace, memo, module, from);
    const loaded = at === undefined ? undefined : (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_1__/* .read */ .LF)(ts, workspace, memo, at);
    if (at === undefined || !loaded)
        return undefined;
    const fn = exportedFunction(ts, loaded.file, name);
    if (fn)
        return { at, module: loaded, fn };
    const onward = hops > 0 ? loaded.bindings.find((b) => b.reexport === name && b.name !== '*') : undefined;
    const found = onward && exported(ts, workspace, memo, onward.from, at, onward.name, hops - 1);
    if (found)
        workspace.drawsOn?.(at);
    return found;
}
/** The names the file calls as plain identifiers (`register(\u2026)`). */
function calledNames(ts, file) {
    const out = new Set();
    (0,_values_js__WEBPACK_IMPORTED_MODULE_3__/* .walk */ .GG)(ts, file, (node) => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression))
            out.add(node.expression.text);
    });
    return out;
}
/** The function a module exports as `name`: `export function name` (`export default function` as `default`), or an exported `const` arrow or function expression. */
function exportedFunction(ts, file, name) {
    for (const statement of file.statements)
        if (ts.isFunctionDeclaration(statement) &&
            (statement.name?.text === name || (name === 'default' && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword))) &&
            statement.body &&
            ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
            return statement;
    const local = (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_1__/* .exportedLocal */ .fb)(ts, file, name);
    const value = local === undefined ? undefined : (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_1__/* .topConst */ .Xs)(ts, file, local)?.initializer;
    const fn = value && (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_2__/* .stripped */ .uR)(ts, value);
    return fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) ? fn : undefined;
}


/***/ }),

/***/ 9079:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ listedRegistrations),
  $: () => (/* binding */ listedTools)
});

// EXTERNAL MODULE: ./src/util/lazy-require.ts
var lazy_require = __webpack_require__(6050);
// EXTERNAL MODULE: ./src/engine/test-source.ts
var test_source = __webpack_require__(260);
// EXTERNAL MODULE: ./src/formats/source/draws-on.ts
var draws_on = __webpack_require__(5533);
// EXTERNAL MODULE: ./src/formats/typescript-source/handed-server.ts + 2 modules
var handed_server = __webpack_require__(4693);
// EXTERNAL MODULE: ./src/formats/typescript-source/parsed.ts
var parsed = __webpack_require__(1887);
// EXTERNAL MODULE: ./src/formats/typescript-source/loop-registrars.ts
var loop_registrars = __webpack_require__(5209);
// EXTERNAL MODULE: ./src/formats/typescript-source/dropping.ts
var dropping = __webpack_require__(1851);
;// CONCATENATED MODULE: ./src/formats/typescript-source/filled-maps.ts

/** The Map methods and properties that read it only. */
const READS = new Set(['get', 'has', 'values', 'keys', 'entries', 'forEach', 'size']);
/**
 * The declaration of the Map an expression names: `tools`, the nearest `const tools` of the blocks around
 * it; `this.tools`, a field of the class around it that no other module or subclass reaches (`private`, `#`).
 */
function mapDeclaration(ts, ref) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, ref);
    if (ts.isPropertyAccessExpression(at) && at.expression.kind === ts.SyntaxKind.ThisKeyword) {
        const cls = enclosingClass(ts, at);
        const fields = cls?.members.filter((m) => m.name && (ts.isIdentifier(m.name) || ts.isPrivateIdentifier(m.name)) && m.name.text === at.name.text);
        const field = fields?.length === 1 ? fields[0] : undefined;
        const closed = field &&
            (ts.isPrivateIdentifier(field.name) || ts.getModifiers(field)?.some((m) => m.kind === ts.SyntaxKind.PrivateKeyword));
        return field && ts.isPropertyDeclaration(field) && closed ? field : undefined;
    }
    if (!ts.isIdentifier(at))
        return undefined;
    for (let node = at.parent; node; node = node.parent) {
        if (!ts.isBlock(node) && !ts.isSourceFile(node))
            continue;
        for (const statement of node.statements) {
            if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const))
                continue;
            const exported = ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
            const found = statement.declarationList.declarations.find((d) => ts.isIdentifier(d.name) && d.name.text === at.text);
            if (found)
                return exported ? undefined : found;
        }
    }
    return undefined;
}
/** Whether the Map `declaration` declares holds the items of known lists and nothing else, as the module comment says. */
function filledOnlyFrom(ts, declaration, fill) {
    // A field declared bare is given its Map once, first thing in the constructor (`this.tools = new Map()`).
    const assigned = declaration.initializer ? undefined : constructorAssignment(ts, declaration);
    const given = declaration.initializer ?? assigned?.right;
    const initializer = given && (0,loop_registrars/* stripped */.uR)(ts, given);
    if (!initializer)
        return false;
    let filled = !!fill.held?.(initializer);
    if (!filled) {
        if (!ts.isNewExpression(initializer) || !ts.isIdentifier(initializer.expression) || initializer.expression.text !== 'Map')
            return false;
        const [entries, ...rest] = initializer.arguments ?? [];
        if (rest.length > 0 || (entries && !namedEntries(ts, entries, fill)))
            return false;
        filled = !!entries;
    }
    const field = ts.isPropertyDeclaration(declaration);
    const name = declaration.name.text;
    // A field is read within its class; a `const`, within the block that declares it (any other binding of the name there counts as a use).
    const scope = field ? declaration.parent : declaration.parent.parent.parent;
    let ok = true;
    const visit = (node) => {
        if (!ok)
            return;
        const ref = field
            ? ts.isPropertyAccessExpression(node) && node.expression.kind === ts.SyntaxKind.ThisKeyword && node.name.text === name
            : ts.isIdentifier(node) && node.text === name && !isPropertyName(ts, node);
        if (ref && node !== declaration.name && node !== assigned?.left) {
            const use = used(ts, node, fill);
            if (use === undefined)
                ok = false;
            filled ||= use === 'set';
            return;
        }
        ts.forEachChild(node, visit);
    };
    ts.forEachChild(scope, visit);
    return ok && filled;
}
/**
 * `this.tools = \u2026` as a statement of the constructor's own body (no condition or loop around it), for a bare
 * field of its class: the one place it is given a value.
 */
function constructorAssignment(ts, declaration) {
    if (!ts.isPropertyDeclaration(declaration))
        return undefined;
    const name = declaration.name.text;
    const made = declaration.parent.members.find((m) => ts.isConstructorDeclaration(m) && !!m.body);
    for (const statement of made?.body?.statements ?? []) {
        const at = ts.isExpressionStatement(statement) ? statement.expression : undefined;
        if (!at || !ts.isBinaryExpression(at) || at.operatorToken.kind !== ts.SyntaxKind.EqualsToken)
            continue;
        const left = (0,loop_registrars/* stripped */.uR)(ts, at.left);
        if (ts.isPropertyAccessExpression(left) && left.expression.kind === ts.SyntaxKind.ThisKeyword && left.name.text === name)
            return at;
    }
    return undefined;
}
/** How one reference uses the Map: a read, a `set(t.name, t)` of a known list's item, the one hand-on; undefined for anything else. */
function used(ts, ref, fill) {
    const parent = ref.parent;
    if (ts.isReturnStatement(parent) && parent.expression === ref && ref === fill.returned)
        return 'read';
    if (!ts.isPropertyAccessExpression(parent) || parent.expression !== ref)
        return undefined;
    if (READS.has(parent.name.text))
        return 'read';
    const call = parent.parent;
    if (parent.name.text !== 'set' || !ts.isCallExpression(call) || call.expression !== parent || call.arguments.length !== 2)
        return undefined;
    const [key, value] = call.arguments.map((arg) => (0,loop_registrars/* stripped */.uR)(ts, arg));
    const named = ts.isPropertyAccessExpression(key) && key.name.text === 'name' && ts.isIdentifier(key.expression) ? key.expression.text : undefined;
    const iterated = ts.isIdentifier(value) && value.text === named ? (0,loop_registrars/* iteratedBy */._b)(ts, value, value.text) : undefined;
    return iterated && fill.isKnown((0,loop_registrars/* stripped */.uR)(ts, iterated)) ? 'set' : undefined;
}
/** `list.map((t) => [t.name, t])` over a known list: each entry an item keyed by its name. */
function namedEntries(ts, node, fill) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, node);
    if (!ts.isCallExpression(at) || at.arguments.length !== 1 || !ts.isPropertyAccessExpression(at.expression) || at.expression.name.text !== 'map')
        return false;
    const callback = (0,loop_registrars/* stripped */.uR)(ts, at.arguments[0]);
    if (!(ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)) || callback.parameters.length !== 1 || ts.isBlock(callback.body))
        return false;
    const item = callback.parameters[0].name;
    const entry = (0,loop_registrars/* stripped */.uR)(ts, callback.body);
    if (!ts.isIdentifier(item) || !ts.isArrayLiteralExpression(entry) || entry.elements.length !== 2)
        return false;
    const [key, value] = entry.elements.map((element) => (0,loop_registrars/* stripped */.uR)(ts, element));
    const keyed = ts.isPropertyAccessExpression(key) && key.name.text === 'name' && ts.isIdentifier(key.expression) && key.expression.text === item.text;
    return keyed && ts.isIdentifier(value) && value.text === item.text && fill.isKnown((0,loop_registrars/* stripped */.uR)(ts, at.expression.expression));
}
/** Whether an identifier is a property's name (`x.tools`, `{ tools: \u2026 }`), not a reference to a variable. */
function isPropertyName(ts, node) {
    const parent = node.parent;
    return ((ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        ((ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent) || ts.isMethodDeclaration(parent)) && parent.name === node));
}
/** The class a node sits in. */
function enclosingClass(ts, node) {
    for (let at = node.parent; at; at = at.parent)
        if (ts.isClassLike(at))
            return at;
    return undefined;
}

// EXTERNAL MODULE: ./src/formats/typescript-source/hand-rolled.ts + 1 modules
var hand_rolled = __webpack_require__(2657);
// EXTERNAL MODULE: ./src/formats/typescript-source/handed-answers.ts
var handed_answers = __webpack_require__(9388);
// EXTERNAL MODULE: ./src/formats/typescript-source/keyed-returns.ts
var keyed_returns = __webpack_require__(5364);
// EXTERNAL MODULE: ./src/formats/typescript-source/sole-call.ts
var sole_call = __webpack_require__(40);
;// CONCATENATED MODULE: ./src/formats/typescript-source/passed-parameters.ts

/**
 * The argument `name` is bound to, when it names a parameter of the nearest function declaring it and that
 * function has one call; null when it names a parameter followed no further, undefined when it names none.
 */
function passedArgument(ts, name) {
    for (let at = name.parent; at && !ts.isSourceFile(at); at = at.parent) {
        if (!ts.isFunctionLike(at))
            continue;
        const index = at.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === name.text);
        if (index < 0)
            continue;
        const parameter = at.parameters[index];
        const call = parameter.initializer || parameter.dotDotDotToken ? undefined : (0,sole_call/* soleCall */.u)(ts, at);
        const argument = call?.arguments[index];
        return argument && !call.arguments.slice(0, index + 1).some((a) => ts.isSpreadElement(a)) ? argument : null;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/held-returns.ts

/** How many `const`s one reading may pass through. */
const MAX_DEPTH = 4;
/**
 * The initializer of the `const` named `name` a block declares once at its top (no `let`, no other binding of
 * the name in the block, nothing assigned to it or its properties), or undefined.
 */
function bodyConst(ts, body, name) {
    let found;
    let other = false;
    for (const statement of body.statements)
        if (ts.isVariableStatement(statement))
            for (const declaration of statement.declarationList.declarations)
                if (ts.isIdentifier(declaration.name) && declaration.name.text === name) {
                    if (found || !(statement.declarationList.flags & ts.NodeFlags.Const) || !declaration.initializer)
                        other = true;
                    found = declaration.initializer;
                }
    if (!found || other || rebound(ts, body, name))
        return undefined;
    return found;
}
/**
 * What a function returns by a `const` of its body (`return def as T`), when the body names it nowhere else:
 * no call is handed it (`decorate(def)`), so it holds what its initializer writes.
 */
function builtReturn(ts, body, returned) {
    const held = bodyConst(ts, body, returned.text);
    let uses = 0;
    const visit = (node) => {
        const key = ts.isPropertyAccessExpression(node.parent) ? node.parent.name : ts.isPropertyAssignment(node.parent) ? node.parent.name : undefined;
        if (ts.isIdentifier(node) && node.text === returned.text && node !== key)
            uses++;
        ts.forEachChild(node, visit);
    };
    if (held)
        visit(body);
    // Its declaration's name and the `return`.
    return uses === 2 ? held : undefined;
}
/** An expression with the `const`s of `body` it names read as what they hold (`shape` \u2192 `schema.shape` \u2192 `def.inputSchema.shape`). */
function throughConsts(ts, body, node) {
    let at = (0,loop_registrars/* stripped */.uR)(ts, node);
    if (!body || !ts.isBlock(body))
        return at;
    for (let depth = 0; depth < MAX_DEPTH; depth++) {
        let root = at;
        const path = [];
        while (ts.isPropertyAccessExpression(root) && !root.questionDotToken) {
            path.unshift(root.name.text);
            root = (0,loop_registrars/* stripped */.uR)(ts, root.expression);
        }
        const held = ts.isIdentifier(root) ? bodyConst(ts, body, root.text) : undefined;
        if (!held)
            return at;
        at = (0,loop_registrars/* stripped */.uR)(ts, held);
        for (const key of path)
            at = ts.factory.createPropertyAccessExpression(at, key);
    }
    return at;
}
/** Whether a body binds `name` again inside (a nested declaration, a parameter) or writes it or a property of it. */
function rebound(ts, body, name) {
    const rooted = (node) => {
        let at = (0,loop_registrars/* stripped */.uR)(ts, node);
        while (ts.isPropertyAccessExpression(at) || ts.isElementAccessExpression(at))
            at = (0,loop_registrars/* stripped */.uR)(ts, at.expression);
        return ts.isIdentifier(at) && at.text === name;
    };
    let found = false;
    let declared = 0;
    const visit = (node) => {
        if (found)
            return;
        if ((ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isBindingElement(node)) && ts.isIdentifier(node.name) && node.name.text === name)
            found = ++declared > 1;
        else if (ts.isBinaryExpression(node) && node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && node.operatorToken.kind <= ts.SyntaxKind.LastAssignment)
            found = rooted(node.left);
        else if (ts.isDeleteExpression(node))
            found = rooted(node.expression);
        else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ts.isIdentifier(node.expression.expression))
            found = node.expression.expression.text === 'Object' && node.arguments.length > 0 && rooted(node.arguments[0]);
        if (!found)
            ts.forEachChild(node, visit);
    };
    visit(body);
    return found;
}

// EXTERNAL MODULE: ./src/formats/typescript-source/imported-forwarders.ts
var imported_forwarders = __webpack_require__(4940);
// EXTERNAL MODULE: ./src/formats/typescript-source/tool-lists.ts + 4 modules
var tool_lists = __webpack_require__(7854);
// EXTERNAL MODULE: ./src/formats/typescript-source/values.ts
var values = __webpack_require__(7472);
;// CONCATENATED MODULE: ./src/formats/typescript-source/passing-helpers.ts








/** The keys of a tool object the SDK reads. */
const TOOL_KEYS = ['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations', '_meta'];
/** The keys a helper must copy as they are: what names and tells the tool. */
const WRITTEN = new Set(['name', 'description']);
/** The helpers a module calls with one object literal holding a `name`, by the name it calls them: what each makes of it. */
function passingHelpers(ts, file, path, workspace) {
    const out = new Map();
    const called = calledWithTool(ts, file);
    if (called.size === 0)
        return out;
    const own = (0,dropping/* moduleFunctions */.qt)(ts, file);
    for (const { local, at, fn } of (0,imported_forwarders/* calledImports */.eF)(ts, file, path, workspace, (0,handed_server/* memoOf */.Q0)(workspace), (name) => called.has(name) && !own.has(name))) {
        const shape = shapeOf(ts, fn);
        if (!shape)
            continue;
        out.set(local, shape);
        (0,draws_on/* drew */.c)(workspace, at);
    }
    for (const [name, fn] of own) {
        const shape = called.has(name) ? shapeOf(ts, fn) : undefined;
        if (shape)
            out.set(name, shape);
    }
    return out;
}
/** The names a module calls as plain identifiers with one object literal that has a `name` key. */
function calledWithTool(ts, file) {
    const out = new Set();
    const visit = (node) => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.arguments.length === 1) {
            const arg = (0,loop_registrars/* stripped */.uR)(ts, node.arguments[0]);
            if (ts.isObjectLiteralExpression(arg) && arg.properties.some((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'name'))
                out.add(node.expression.text);
        }
        ts.forEachChild(node, visit);
    };
    visit(file);
    return out;
}
/**
 * What a helper makes of its first parameter when its one `return` is an object literal (or a wrapper holding
 * one under its only object-literal key) setting the tool keys of that parameter: `name` and `description`
 * copied under the same name (`name: config.name`, or `...config`), `name` among them, any other copied or
 * computed; and it changes nothing of that parameter. Undefined for any other function.
 */
function shapeOf(ts, fn) {
    const [first] = fn.parameters;
    if (!fn.body || !first || !ts.isIdentifier(first.name))
        return undefined;
    const config = first.name.text;
    const returned = [];
    if (ts.isBlock(fn.body))
        (0,tool_lists/* collectReturns */.mk)(ts, fn.body, returned);
    else
        returned.push(fn.body);
    const only = returned.length === 1 ? (0,loop_registrars/* stripped */.uR)(ts, returned[0]) : undefined;
    if (!only || writes(ts, fn.body, config))
        return undefined;
    // `return args`: the argument itself, every key as written; `return def as T` of `const def = { \u2026 }` (held-returns.ts).
    if (ts.isIdentifier(only) && only.text === config)
        return { left: new Set(), computed: new Set() };
    const held = ts.isIdentifier(only) && ts.isBlock(fn.body) ? builtReturn(ts, fn.body, only) : undefined;
    const made = held ? (0,loop_registrars/* stripped */.uR)(ts, held) : only;
    if (!ts.isObjectLiteralExpression(made))
        return undefined;
    const plain = copiedKeys(ts, made, config);
    if (plain)
        return plain;
    const inner = made.properties.filter((p) => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && ts.isObjectLiteralExpression((0,loop_registrars/* stripped */.uR)(ts, p.initializer)));
    const wrapped = inner.length === 1 ? copiedKeys(ts, (0,loop_registrars/* stripped */.uR)(ts, inner[0].initializer), config) : undefined;
    return wrapped && { ...wrapped, via: inner[0].name.text };
}
/** The tool keys an object literal copies from `config` (see shapeOf), or undefined when it is no such object. */
function copiedKeys(ts, made, config) {
    const copied = new Set();
    const computed = new Set();
    for (const property of made.properties) {
        if (ts.isSpreadAssignment(property)) {
            const spread = (0,loop_registrars/* stripped */.uR)(ts, property.expression);
            if (!ts.isIdentifier(spread) || spread.text !== config)
                return undefined;
            for (const key of TOOL_KEYS)
                copied.add(key);
            continue;
        }
        const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
        if (key === undefined)
            return undefined;
        if (!TOOL_KEYS.includes(key))
            continue;
        const value = ts.isPropertyAssignment(property) ? (0,loop_registrars/* stripped */.uR)(ts, property.initializer) : undefined;
        const copies = value && ts.isPropertyAccessExpression(value) && ts.isIdentifier(value.expression) && value.expression.text === config && value.name.text === key;
        if (copies)
            copied.add(key);
        else if (WRITTEN.has(key))
            return undefined;
        else
            computed.add(key);
    }
    for (const key of computed)
        copied.delete(key);
    return copied.has('name') ? { left: new Set(TOOL_KEYS.filter((key) => !copied.has(key) && !computed.has(key))), computed } : undefined;
}
/** Whether a body writes a property of `name` (`name.key = \u2026`, `delete name.key`, `Object.assign(name, \u2026)`) or binds it again. */
function writes(ts, body, name) {
    const rooted = (node) => {
        let at = (0,loop_registrars/* stripped */.uR)(ts, node);
        while (ts.isPropertyAccessExpression(at) || ts.isElementAccessExpression(at))
            at = (0,loop_registrars/* stripped */.uR)(ts, at.expression);
        return ts.isIdentifier(at) && at.text === name;
    };
    return (0,values/* writesTo */.Ki)(ts, body, rooted);
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/projecting-helpers.ts


/** The written-out list a value maps item by item, and the projection each item goes through; undefined for any other value. */
function projectedList(ts, node, returns) {
    const value = (0,loop_registrars/* stripped */.uR)(ts, node);
    if (!ts.isCallExpression(value))
        return undefined;
    // `[...storeTools, \u2026].map((t) => ({ ...t }))` written at the call.
    if (ts.isPropertyAccessExpression(value.expression))
        return (0,tool_lists/* mappedList */.qV)(ts, value, new Map());
    const made = ts.isIdentifier(value.expression) && value.arguments.length === 1 ? returns.get(value.expression.text) : undefined;
    const list = (0,loop_registrars/* stripped */.uR)(ts, value.arguments[0] ?? value);
    const body = made?.fn.body;
    const only = body && (!ts.isBlock(body) || body.statements.length === 1);
    const parameter = only && made.fn.parameters.length === 1 ? made.fn.parameters[0] : undefined;
    if (!made || !parameter || !ts.isIdentifier(parameter.name) || parameter.dotDotDotToken || !ts.isArrayLiteralExpression(list))
        return undefined;
    return (0,tool_lists/* mappedList */.qV)(ts, made.value, new Map([[parameter.name.text, list]]));
}

// EXTERNAL MODULE: ./src/formats/typescript-source/workspace-packages.ts
var workspace_packages = __webpack_require__(1323);
;// CONCATENATED MODULE: ./src/formats/typescript-source/returned-lists.ts




/** The module's exported functions that answer a list of their own body (see above), each with that list's literal, by name. */
function returnedLists(ts, file) {
    const out = new Map();
    for (const name of (0,dropping/* moduleFunctions */.qt)(ts, file).keys()) {
        const fn = (0,imported_forwarders/* exportedFunction */.gA)(ts, file, name);
        const list = fn && ownList(ts, fn);
        if (list)
            out.set(name, list);
    }
    return out;
}
/** The list literal every return of `fn` answers (as it is, or filtered), the body's one `const` of that name, named nowhere else. */
function ownList(ts, fn) {
    if (!fn.body || !ts.isBlock(fn.body))
        return undefined;
    const returned = [];
    (0,tool_lists/* collectReturns */.mk)(ts, fn.body, returned);
    const named = returned.map((value) => answered(ts, value));
    const [first] = named;
    if (!first || named.some((identifier) => identifier?.text !== first.text))
        return undefined;
    const name = first.text;
    const declared = fn.body.statements
        .filter(ts.isVariableStatement)
        .filter((statement) => statement.declarationList.flags & ts.NodeFlags.Const)
        .flatMap((statement) => statement.declarationList.declarations)
        .find((declaration) => ts.isIdentifier(declaration.name) && declaration.name.text === name);
    const list = declared?.initializer && (0,loop_registrars/* stripped */.uR)(ts, declared.initializer);
    if (!list || !ts.isArrayLiteralExpression(list))
        return undefined;
    // The name bound once in the function, and read only by its returns.
    const answers = new Set(named);
    let bindings = 0;
    let alone = true;
    const visit = (node) => {
        if (!alone)
            return;
        if (ts.isIdentifier(node) && node.text === name) {
            const parent = node.parent;
            const key = (ts.isPropertyAccessExpression(parent) || ts.isPropertyAssignment(parent)) && parent.name === node;
            const binds = (ts.isVariableDeclaration(parent) || ts.isParameter(parent) || ts.isBindingElement(parent) || ts.isFunctionDeclaration(parent)) && parent.name === node;
            if (binds)
                bindings++;
            else if (!key && !answers.has(node))
                alone = false;
        }
        ts.forEachChild(node, visit);
    };
    visit(fn);
    return alone && bindings === 1 ? list : undefined;
}
/** The list a return answers: `tools`, or `tools.filter(predicate)` with a predicate that changes nothing. */
function answered(ts, value) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, value);
    if (ts.isIdentifier(at))
        return at;
    if (!ts.isCallExpression(at) || at.arguments.length !== 1 || !ts.isPropertyAccessExpression(at.expression))
        return undefined;
    const owner = (0,loop_registrars/* stripped */.uR)(ts, at.expression.expression);
    return at.expression.name.text === 'filter' && ts.isIdentifier(owner) && (0,dropping/* keepsItems */.tL)(ts, at.arguments[0]) ? owner : undefined;
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/tagging-helpers.ts



/** The names of a module's own functions that return their first argument with every tool key unchanged. */
function taggingHelpers(ts, file) {
    const out = new Set();
    for (const [name, fn] of (0,dropping/* moduleFunctions */.qt)(ts, file)) {
        const shape = shapeOf(ts, fn);
        if (shape && shape.via === undefined && shape.left.size === 0 && shape.computed.size === 0)
            out.add(name);
    }
    return out;
}
/** The tool a tagging helper's call passes (`getMepsTool` of `withCategory(getMepsTool, 'core')`), read by its name; undefined for any other node. */
function taggedItem(ts, node, helpers) {
    if (!ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || !helpers.has(node.expression.text))
        return undefined;
    const [first] = node.arguments;
    const passed = first && !ts.isSpreadElement(first) ? (0,loop_registrars/* stripped */.uR)(ts, first) : undefined;
    return passed && (ts.isIdentifier(passed) || ts.isPropertyAccessExpression(passed)) ? passed : undefined;
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/namespace-wrappers.ts
/**
 * A module of one tool each, imported whole (`import * as getAccounts from './get-accounts/index.js'`, the module
 * exporting `schema = { name, description, inputSchema }` beside its `handler`), listed by its namespace
 * (`[getAccounts, \u2026]`) and served by that export (`list.map((tool) => tool.schema)`): the namespace is a wrapper
 * holding the tool under the export's name, as `{ schema: { name, \u2026 }, handler }` would (imported-lists.ts). Only a
 * module exporting exactly one tool, as it is, is such a wrapper: with two, which one a namespace stands for is unknown.
 */
/** The name of a module's one tool exported as it is (no wrapper, no call, not loose), when it exports no other tool or list. */
function soleTool(exports) {
    const tools = [...exports].filter(([, kind]) => kind.kind === 'tool' && kind.via === undefined && !kind.called && !kind.loose && !kind.thunk);
    const others = [...exports].filter(([, kind]) => !kind.loose).length - tools.length;
    return tools.length === 1 && others === 0 ? tools[0][0] : undefined;
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/registry-classes.ts






/** The keys of a tool object the SDK reads: an adder writing one, or a getter leaving one out, changes the tool. */
const registry_classes_TOOL_KEYS = new Set(['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations', '_meta']);
/** Modules naming the class read at most, per proof. */
const MAX_READS = 12;
/** Whether an exported class of `file` registers a list `listed` knows into a Map a server module of the repository serves whole. */
function registryServes(ts, workspace, memo, path, file, listed) {
    for (const statement of file.statements) {
        if (!ts.isClassDeclaration(statement) || !statement.name || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
            continue;
        const getters = registeringGetters(ts, statement, listed);
        if (getters.size > 0 && servedBy(ts, workspace, memo, path, statement.name.text, getters))
            return true;
    }
    return false;
}
/** The class's methods returning its Map's tools whole, when one of its methods registers a known list into it; empty otherwise. */
function registeringGetters(ts, node, listed) {
    const methods = new Map();
    const twice = new Set();
    for (const member of node.members)
        if (ts.isMethodDeclaration(member) && member.body && ts.isIdentifier(member.name)) {
            if (methods.has(member.name.text))
                twice.add(member.name.text);
            methods.set(member.name.text, member);
        }
    for (const name of twice)
        methods.delete(name);
    const out = new Set();
    for (const member of node.members) {
        if (!ts.isPropertyDeclaration(member) || !ts.isIdentifier(member.name) || !member.initializer || !newMap(ts, member.initializer))
            continue;
        const field = member.name.text;
        const adders = addersOf(ts, node, methods, field);
        if (!adders)
            continue;
        const many = manyAdders(ts, methods, adders);
        if (!registersKnown(ts, node, many, listed))
            continue;
        for (const [name, method] of methods)
            if (returnsAll(ts, method, field))
                out.add(name);
    }
    return out;
}
/** `new Map()` with no argument (or `[]`). */
function newMap(ts, node) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, node);
    if (!ts.isNewExpression(at) || !ts.isIdentifier(at.expression) || at.expression.text !== 'Map')
        return false;
    const [first] = at.arguments ?? [];
    return !first || (ts.isArrayLiteralExpression((0,loop_registrars/* stripped */.uR)(ts, first)) && (0,loop_registrars/* stripped */.uR)(ts, first).elements.length === 0);
}
/** `this.<field>`. */
function thisField(ts, node, field) {
    return ts.isPropertyAccessExpression(node) && node.expression.kind === ts.SyntaxKind.ThisKeyword && node.name.text === field;
}
/**
 * The methods filling the Map (`set(tool.name, tool)` of their first parameter, which they write no tool key of), by
 * name; undefined when the field is assigned again or set otherwise anywhere in the class.
 */
function addersOf(ts, node, methods, field) {
    const adders = new Set();
    let other = false;
    const visit = (at) => {
        if (other)
            return;
        if (ts.isBinaryExpression(at) && at.operatorToken.kind === ts.SyntaxKind.EqualsToken && thisField(ts, (0,loop_registrars/* stripped */.uR)(ts, at.left), field))
            other = true;
        if (ts.isCallExpression(at) &&
            ts.isPropertyAccessExpression(at.expression) &&
            at.expression.name.text === 'set' &&
            thisField(ts, at.expression.expression, field)) {
            const method = enclosingMethod(ts, at);
            const parameter = method?.parameters[0]?.name;
            const [key, value] = at.arguments.map((argument) => (0,loop_registrars/* stripped */.uR)(ts, argument));
            const name = parameter && ts.isIdentifier(parameter) ? parameter.text : undefined;
            const keyed = key && ts.isPropertyAccessExpression(key) && ts.isIdentifier(key.expression) && key.expression.text === name && key.name.text === 'name';
            const whole = value && ts.isIdentifier(value) && value.text === name;
            if (method && name && keyed && whole && ts.isIdentifier(method.name) && methods.get(method.name.text) === method && !writesToolKey(ts, method, name))
                adders.add(method.name.text);
            else
                other = true;
        }
        ts.forEachChild(at, visit);
    };
    visit(node);
    return other || adders.size === 0 ? undefined : adders;
}
function enclosingMethod(ts, node) {
    let at = node.parent;
    while (at && !ts.isMethodDeclaration(at)) {
        if (ts.isFunctionLike(at) && !ts.isArrowFunction(at))
            return undefined;
        at = at.parent;
    }
    return at;
}
/** Whether a method writes a tool key of `name` (`tool.description = \u2026`, `tool[key] = \u2026`, `delete tool.name`, `Object.assign(tool, \u2026)`). */
function writesToolKey(ts, method, name) {
    const ofName = (node) => {
        const at = (0,loop_registrars/* stripped */.uR)(ts, node);
        if (ts.isIdentifier(at))
            return at.text === name;
        const owner = ts.isPropertyAccessExpression(at) || ts.isElementAccessExpression(at) ? (0,loop_registrars/* stripped */.uR)(ts, at.expression) : undefined;
        if (!owner || !ts.isIdentifier(owner) || owner.text !== name)
            return false;
        return !ts.isPropertyAccessExpression(at) || registry_classes_TOOL_KEYS.has(at.name.text);
    };
    return !!method.body && (0,values/* writesTo */.Ki)(ts, method.body, ofName);
}
/**
 * The methods handing each item of their first parameter to an adder (`list.forEach(({ tool, handler }) =>
 * this.register(tool, handler))`, `for (const t of list) this.register(t)`), by name: the key each item holds its
 * tool under (`tool`), or none for bare tools.
 */
function manyAdders(ts, methods, adders) {
    const out = new Map();
    for (const [name, method] of methods) {
        const parameter = method.parameters[0]?.name;
        const statements = method.body?.statements ?? [];
        if (!parameter || !ts.isIdentifier(parameter) || statements.length !== 1)
            continue;
        const [only] = statements;
        let item;
        let body;
        if (ts.isExpressionStatement(only)) {
            const call = (0,loop_registrars/* stripped */.uR)(ts, only.expression);
            const callback = ts.isCallExpression(call) && call.arguments.length === 1 ? (0,loop_registrars/* stripped */.uR)(ts, call.arguments[0]) : undefined;
            const over = ts.isCallExpression(call) && ts.isPropertyAccessExpression(call.expression) && call.expression.name.text === 'forEach'
                ? (0,loop_registrars/* stripped */.uR)(ts, call.expression.expression)
                : undefined;
            if (over && ts.isIdentifier(over) && over.text === parameter.text && callback && ts.isArrowFunction(callback) && callback.parameters.length === 1) {
                item = callback.parameters[0].name;
                body = callback.body;
            }
        }
        else if (ts.isForOfStatement(only) &&
            ts.isIdentifier((0,loop_registrars/* stripped */.uR)(ts, only.expression)) &&
            (0,loop_registrars/* stripped */.uR)(ts, only.expression).text === parameter.text) {
            const declaration = ts.isVariableDeclarationList(only.initializer) && only.initializer.declarations.length === 1 ? only.initializer.declarations[0] : undefined;
            item = declaration?.name;
            body = only.statement;
        }
        const via = item && body ? handedVia(ts, item, body, adders) : undefined;
        if (via)
            out.set(name, via.key);
    }
    return out;
}
/** What one item's body hands an adder: `this.register(tool)` of `{ tool }` (key `tool`), `this.register(t.tool)`, `this.register(t)` (no key). */
function handedVia(ts, item, body, adders) {
    let at = body;
    if (ts.isBlock(at) && at.statements.length === 1)
        at = at.statements[0];
    if (ts.isExpressionStatement(at))
        at = at.expression;
    const call = ts.isExpression(at) ? (0,loop_registrars/* stripped */.uR)(ts, at) : undefined;
    if (!call || !ts.isCallExpression(call) || !ts.isPropertyAccessExpression(call.expression) || call.expression.expression.kind !== ts.SyntaxKind.ThisKeyword)
        return undefined;
    if (!adders.has(call.expression.name.text) || call.arguments.length === 0)
        return undefined;
    const first = (0,loop_registrars/* stripped */.uR)(ts, call.arguments[0]);
    if (ts.isIdentifier(item)) {
        if (ts.isIdentifier(first) && first.text === item.text)
            return {};
        const held = ts.isPropertyAccessExpression(first) && ts.isIdentifier(first.expression) && first.expression.text === item.text;
        return held ? { key: first.name.text } : undefined;
    }
    if (!ts.isObjectBindingPattern(item) || !ts.isIdentifier(first))
        return undefined;
    const element = item.elements.find((e) => ts.isIdentifier(e.name) && e.name.text === first.text && !e.dotDotDotToken);
    const key = element && (element.propertyName ?? element.name);
    return key && ts.isIdentifier(key) ? { key: key.text } : undefined;
}
/** Whether one of the class's methods hands a many-adder a list `listed` knows, holding its tools as that adder reads them. */
function registersKnown(ts, node, many, listed) {
    return (0,values/* someNode */.Ng)(ts, node, (at) => {
        if (!ts.isCallExpression(at) ||
            !ts.isPropertyAccessExpression(at.expression) ||
            at.expression.expression.kind !== ts.SyntaxKind.ThisKeyword ||
            at.arguments.length !== 1)
            return false;
        const method = at.expression.name.text;
        const held = many.has(method) ? listed(at.arguments[0]) : undefined;
        return held !== undefined && held.via === many.get(method);
    });
}
/** Whether a method's one return is the Map's values as a list (`Array.from(this.tools.values())`, `[...this.tools.values()]`), each item whole or with its non-tool keys left out. */
function returnsAll(ts, method, field) {
    const returned = [];
    if (method.body)
        (0,tool_lists/* collectReturns */.mk)(ts, method.body, returned);
    if (returned.length !== 1)
        return false;
    let value = (0,loop_registrars/* stripped */.uR)(ts, returned[0]);
    if (ts.isCallExpression(value) && ts.isPropertyAccessExpression(value.expression) && value.expression.name.text === 'map' && value.arguments.length === 1) {
        if (!keepsToolKeys(ts, (0,loop_registrars/* stripped */.uR)(ts, value.arguments[0])))
            return false;
        value = (0,loop_registrars/* stripped */.uR)(ts, value.expression.expression);
    }
    const values = (node) => {
        const at = (0,loop_registrars/* stripped */.uR)(ts, node);
        return (ts.isCallExpression(at) &&
            at.arguments.length === 0 &&
            ts.isPropertyAccessExpression(at.expression) &&
            at.expression.name.text === 'values' &&
            thisField(ts, at.expression.expression, field));
    };
    if (ts.isArrayLiteralExpression(value))
        return value.elements.length === 1 && ts.isSpreadElement(value.elements[0]) && values(value.elements[0].expression);
    if (!ts.isCallExpression(value) || value.arguments.length !== 1 || !ts.isPropertyAccessExpression(value.expression))
        return false;
    const from = value.expression;
    return ts.isIdentifier(from.expression) && from.expression.text === 'Array' && from.name.text === 'from' && values(value.arguments[0]);
}
/** `({ handler, ...tool }) => tool` leaving out no tool key, or `(t) => t`. */
function keepsToolKeys(ts, callback) {
    if (!ts.isArrowFunction(callback) || callback.parameters.length !== 1 || ts.isBlock(callback.body))
        return false;
    const parameter = callback.parameters[0].name;
    const body = (0,loop_registrars/* stripped */.uR)(ts, callback.body);
    if (!ts.isIdentifier(body))
        return false;
    if (ts.isIdentifier(parameter))
        return parameter.text === body.text;
    if (!ts.isObjectBindingPattern(parameter))
        return false;
    const rest = parameter.elements.at(-1);
    if (!rest?.dotDotDotToken || !ts.isIdentifier(rest.name) || rest.name.text !== body.text)
        return false;
    return parameter.elements.slice(0, -1).every((e) => {
        const key = e.propertyName ?? e.name;
        return ts.isIdentifier(key) && !registry_classes_TOOL_KEYS.has(key.text);
    });
}
/** Whether a module naming an SDK that imports the class answers tools/list with a getter's result, called on one of its instances. */
function servedBy(ts, workspace, memo, path, className, getters) {
    let reads = MAX_READS;
    for (const caller of (0,handed_server/* callersOf */.Gt)(workspace, path)) {
        if (caller === path || (0,test_source/* testSource */.s)(caller) !== undefined)
            continue;
        const module = (0,handed_server/* read */.LF)(ts, workspace, memo, caller);
        if (!module?.file.text.includes(className))
            continue;
        if (reads-- <= 0)
            break;
        if (!values/* NAMES_SDK */.Gk.test(module.file.text))
            continue;
        const local = module.bindings.find((b) => b.reexport === undefined && b.name === className && (0,handed_server/* resolves */.EJ)(ts, workspace, memo, b.from, caller, path))?.local;
        if (local !== undefined && answersWithGetter(ts, module.file, local, getters))
            return (0,draws_on/* drew */.c)(workspace, caller);
    }
    return false;
}
/** Whether a tools/list handler of the file answers `{ tools }` with a getter's result called on an instance of `local`. */
function answersWithGetter(ts, file, local, getters) {
    return (0,values/* someNode */.Ng)(ts, file, (node) => {
        if (!ts.isCallExpression(node) ||
            !ts.isPropertyAccessExpression(node.expression) ||
            node.expression.name.text !== 'setRequestHandler' ||
            node.arguments.length !== 2)
            return false;
        const handler = (0,loop_registrars/* stripped */.uR)(ts, node.arguments[1]);
        return ((0,tool_lists/* namesListTools */._9)(ts, node.arguments[0]) &&
            (ts.isArrowFunction(handler) || ts.isFunctionExpression(handler)) &&
            answerIsGetter(ts, handler.body, local, getters));
    });
}
function answerIsGetter(ts, body, local, getters) {
    const returned = [];
    if (ts.isBlock(body))
        (0,tool_lists/* collectReturns */.mk)(ts, body, returned);
    else
        returned.push(body);
    return returned.some((expression) => {
        const answer = (0,loop_registrars/* stripped */.uR)(ts, expression);
        if (!ts.isObjectLiteralExpression(answer))
            return false;
        const tools = answer.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'tools');
        const value = tools && ts.isPropertyAssignment(tools) ? (0,loop_registrars/* stripped */.uR)(ts, tools.initializer) : tools && ts.isShorthandPropertyAssignment(tools) ? tools.name : undefined;
        if (!value)
            return false;
        if (getterCall(ts, value, local, getters))
            return true;
        return ts.isIdentifier(value) && lastAssigned(ts, body, value.text, answer.pos, (v) => getterCall(ts, v, local, getters));
    });
}
/** `registry.getAllTools()`, `registry` a parameter typed with the class or a `const` made of it (`new ToolRegistry(\u2026)`). */
function getterCall(ts, node, local, getters) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, ts.isAwaitExpression(node) ? node.expression : node);
    if (!ts.isCallExpression(at) || at.arguments.length > 0 || !ts.isPropertyAccessExpression(at.expression) || !getters.has(at.expression.name.text))
        return false;
    const receiver = (0,loop_registrars/* stripped */.uR)(ts, at.expression.expression);
    return ts.isIdentifier(receiver) && instanceOf(ts, receiver, local);
}
/** Whether an identifier names a parameter typed `local` or a `const` made by `new local(\u2026)`, in its scope. */
function instanceOf(ts, name, local) {
    for (let at = name.parent; at; at = at.parent) {
        if (ts.isFunctionLike(at))
            for (const parameter of at.parameters)
                if (ts.isIdentifier(parameter.name) && parameter.name.text === name.text)
                    return (!!parameter.type && ts.isTypeReferenceNode(parameter.type) && ts.isIdentifier(parameter.type.typeName) && parameter.type.typeName.text === local);
        if (ts.isBlock(at) || ts.isSourceFile(at))
            for (const statement of at.statements) {
                if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const))
                    continue;
                for (const declaration of statement.declarationList.declarations) {
                    if (!ts.isIdentifier(declaration.name) || declaration.name.text !== name.text || !declaration.initializer)
                        continue;
                    const made = (0,loop_registrars/* stripped */.uR)(ts, declaration.initializer);
                    return ts.isNewExpression(made) && ts.isIdentifier(made.expression) && made.expression.text === local;
                }
            }
    }
    return false;
}
/** Whether the last value the handler gives a variable before `pos` (its initializer or an `=`), by position, is one `is` accepts. */
function lastAssigned(ts, body, name, pos, is) {
    let last;
    let declared = 0;
    const visit = (node) => {
        if (node.pos >= pos)
            return;
        if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === name) {
            declared++;
            if (node.initializer)
                last = node.initializer;
        }
        else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isIdentifier(node.left) && node.left.text === name)
            last = node.right;
        ts.forEachChild(node, visit);
    };
    visit(body);
    return declared === 1 && last !== undefined && is(last);
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/copied-dicts.ts

/** Whether `returned`, what `fn` returns, is such a dictionary. */
function copiedDict(ts, fn, returned, known) {
    const body = fn.body;
    if (!body || !ts.isBlock(body) || !ts.isIdentifier(returned))
        return false;
    const name = returned.text;
    const declared = body.statements.some((statement) => ts.isVariableStatement(statement) &&
        statement.declarationList.flags & ts.NodeFlags.Const &&
        statement.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === name && d.initializer && isEmptyObject(ts, d.initializer)));
    if (!declared)
        return false;
    /** The keys left to copy of each known dictionary copied from, by its name. */
    const left = new Map();
    let declarations = 0;
    let other = false;
    const visit = (node) => {
        if (other)
            return;
        if (ts.isIdentifier(node) && node.text === name) {
            const use = node.parent;
            if ((ts.isVariableDeclaration(use) || ts.isParameter(use) || ts.isBindingElement(use)) && use.name === node)
                declarations++;
            // `other.shown` names no dictionary.
            else if (node !== returned && !copied(ts, node, known, left))
                other = !(ts.isPropertyAccessExpression(use) && use.name === node);
            return;
        }
        ts.forEachChild(node, visit);
    };
    visit(fn);
    return !other && declarations === 1 && left.size > 0 && [...left.values()].every((keys) => keys.size === 0);
}
/**
 * Whether `node` is the `shown` of a statement `shown.KEY = known.KEY;`, the key ticked off what is `left` to copy.
 * Anything else (`shown[key] = \u2026`, `delete shown.X`, `use(shown)`, `shown.X.name = \u2026`) is not.
 */
function copied(ts, node, known, left) {
    const target = node.parent;
    if (!ts.isPropertyAccessExpression(target) || target.expression !== node)
        return false;
    const assignment = target.parent;
    if (!ts.isBinaryExpression(assignment) || assignment.left !== target || assignment.operatorToken.kind !== ts.SyntaxKind.EqualsToken)
        return false;
    if (!ts.isExpressionStatement(assignment.parent))
        return false;
    const value = (0,loop_registrars/* stripped */.uR)(ts, assignment.right);
    if (!ts.isPropertyAccessExpression(value) || !ts.isIdentifier(value.expression) || value.name.text !== target.name.text)
        return false;
    const keys = known(value.expression);
    if (!keys?.includes(value.name.text))
        return false;
    const source = value.expression.text;
    if (!left.has(source))
        left.set(source, new Set(keys));
    left.get(source)?.delete(value.name.text);
    return true;
}
/** `{}` behind its casts. */
function isEmptyObject(ts, node) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, node);
    return ts.isObjectLiteralExpression(at) && at.properties.length === 0;
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/made-thunks.ts





/** `= makeTool("get_x", \u2026`: a value a module names that is a call with a string first and more after it, bounded. */
const MADE_CALL = /=\s{0,8}[\w$]{1,100}\s{0,8}\(\s{0,40}(?:"[^"\n]{1,200}"|'[^'\n]{1,200}'|`[^`\n]{1,200}`)\s{0,8},/;
/** The module's exports (`export const t = make(\u2026)`, or `export default t` of such a `const`) that are made tools, by export name. */
function madeTools(ts, file, path, workspace) {
    const out = new Map();
    const exported = (0,loop_registrars/* exportedConsts */.KP)(ts, file);
    const local = (0,handed_server/* exportedLocal */.fb)(ts, file, 'default');
    const initial = local === undefined ? undefined : (0,handed_server/* topConst */.Xs)(ts, file, local)?.initializer;
    if (initial)
        exported.push({ name: 'default', value: (0,loop_registrars/* stripped */.uR)(ts, initial) });
    const makers = new Map();
    for (const { name, value } of exported) {
        const [first, ...rest] = ts.isCallExpression(value) ? value.arguments : [];
        // A name written first, the other fields after it: no other call is looked at (a logger's, a client's).
        if (!ts.isCallExpression(value) || !ts.isIdentifier(value.expression) || !first || !ts.isStringLiteralLike(first) || rest.length === 0)
            continue;
        if (value.arguments.some((a) => ts.isSpreadElement(a)))
            continue;
        const maker = value.expression.text;
        if (!makers.has(maker))
            makers.set(maker, makerKeys(ts, file, path, workspace, maker));
        const keys = makers.get(maker);
        if (keys)
            out.set(name, { call: value, keys });
    }
    return out;
}
/** What the maker a module calls by `name` (its own, or imported from the repository) makes of its parameters, if it is one. */
function makerKeys(ts, file, path, workspace, name) {
    const own = (0,dropping/* moduleFunctions */.qt)(ts, file).get(name);
    if (own)
        return keysOf(ts, own);
    const binding = (0,handed_server/* bindingsOf */.kK)(ts, file).find((b) => b.local === name && b.reexport === undefined && b.name !== '*');
    const memo = (0,handed_server/* memoOf */.Q0)(workspace);
    const at = binding && (0,handed_server/* importedFile */.fw)(ts, workspace, memo, binding.from, path);
    const module = at === undefined ? undefined : (0,handed_server/* read */.LF)(ts, workspace, memo, at);
    const fn = binding && module && (0,imported_forwarders/* exportedFunction */.gA)(ts, module.file, binding.name);
    const keys = fn && keysOf(ts, fn);
    if (keys && at !== undefined)
        (0,draws_on/* drew */.c)(workspace, at);
    return keys;
}
/**
 * `(name, description, schema) => () => ({ name, description, inputSchema: schema })`: the index of the parameter
 * each key of the made object copies, `name` among them, when the maker's one return is a function of no
 * parameter whose one return is an object of its parameters only (each function's body that one `return`).
 */
function keysOf(ts, fn) {
    const parameters = fn.parameters.map((p) => (ts.isIdentifier(p.name) && !p.dotDotDotToken && !p.initializer ? p.name.text : undefined));
    if (parameters.includes(undefined))
        return undefined;
    const thunk = onlyReturn(ts, fn);
    if (!thunk || !(ts.isArrowFunction(thunk) || ts.isFunctionExpression(thunk)) || thunk.parameters.length > 0)
        return undefined;
    const made = onlyReturn(ts, thunk);
    // Nothing runs but the returns: no parameter can be given another value before the object is made.
    if (!made || !ts.isObjectLiteralExpression(made))
        return undefined;
    const keys = new Map();
    for (const property of made.properties) {
        const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
        const value = ts.isShorthandPropertyAssignment(property)
            ? property.name
            : ts.isPropertyAssignment(property)
                ? (0,loop_registrars/* stripped */.uR)(ts, property.initializer)
                : undefined;
        const index = value && ts.isIdentifier(value) ? parameters.indexOf(value.text) : -1;
        if (key === undefined || index === -1 || keys.has(key))
            return undefined;
        keys.set(key, index);
    }
    return keys.has('name') ? keys : undefined;
}
/** A function's one returned expression: its concise body, or its block's only `return`, behind casts. */
function onlyReturn(ts, fn) {
    const body = fn.body;
    if (!body)
        return undefined;
    if (!ts.isBlock(body))
        return (0,loop_registrars/* stripped */.uR)(ts, body);
    const [only] = body.statements;
    return body.statements.length === 1 && ts.isReturnStatement(only) && only.expression ? (0,loop_registrars/* stripped */.uR)(ts, only.expression) : undefined;
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/made-registrars.ts







/** SDK v1's `registerTool` config keys, in the order of its positional `tool(name, description, shape, annotations)`. */
const CONFIG_ORDER = ['description', 'inputSchema', 'annotations'];
/** How many modules of factories one module may import. */
const MAX_MODULES = 8;
/** The registrars of a module, by the name it calls each by. */
function registrarsOf(ts, file, path, workspace) {
    const out = new Map();
    const own = (0,dropping/* moduleFunctions */.qt)(ts, file);
    const memo = (0,handed_server/* memoOf */.Q0)(workspace);
    const bindings = (0,handed_server/* bindingsOf */.kK)(ts, file);
    const imported = new Map();
    let modules = 0;
    /** The function `name` calls: the module's own, or one a module of the repository naming an SDK exports. */
    const functionOf = (name) => {
        const local = own.get(name);
        if (local)
            return { fn: local };
        if (imported.has(name))
            return imported.get(name) ?? undefined;
        const binding = bindings.find((b) => b.local === name && b.reexport === undefined && b.name !== '*');
        let found = null;
        if (binding && modules++ < MAX_MODULES) {
            const at = (0,handed_server/* importedFile */.fw)(ts, workspace, memo, binding.from, path);
            const module = at === undefined ? undefined : (0,handed_server/* read */.LF)(ts, workspace, memo, at);
            const fn = module && values/* NAMES_SDK */.Gk.test(module.file.text) ? (0,imported_forwarders/* exportedFunction */.gA)(ts, module.file, binding.name) : undefined;
            if (fn && at !== undefined)
                found = { fn, at };
        }
        imported.set(name, found);
        return found ?? undefined;
    };
    const called = new Set();
    const add = (name, fn, at) => {
        const registrar = fn && registrarOf(ts, fn);
        if (!registrar)
            return;
        out.set(name, registrar);
        if (at !== undefined)
            (0,draws_on/* drew */.c)(workspace, at);
    };
    const visit = (node) => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression))
            called.add(node.expression.text);
        // `const tool = createRegisterTool(\u2026)`, `const [tool, tools] = createRegisterTool(\u2026)`.
        if (ts.isVariableDeclarationList(node) && node.flags & ts.NodeFlags.Const)
            for (const declaration of node.declarations) {
                const value = declaration.initializer && (0,loop_registrars/* stripped */.uR)(ts, declaration.initializer);
                if (!value || !ts.isCallExpression(value) || !ts.isIdentifier(value.expression))
                    continue;
                const factory = functionOf(value.expression.text);
                const made = factory && returned(ts, factory.fn);
                if (!made)
                    continue;
                if (ts.isIdentifier(declaration.name))
                    add(declaration.name.text, made.fn, factory.at);
                else if (ts.isArrayBindingPattern(declaration.name))
                    for (const [index, element] of declaration.name.elements.entries())
                        if (ts.isBindingElement(element) && !element.dotDotDotToken && ts.isIdentifier(element.name))
                            add(element.name.text, made.list?.[index], factory.at);
            }
        ts.forEachChild(node, visit);
    };
    visit(file);
    // A function of one parameter registering it, called by its own name.
    for (const binding of bindings)
        if (binding.reexport === undefined && binding.name !== '*' && !out.has(binding.local) && called.has(binding.local)) {
            const found = functionOf(binding.local);
            add(binding.local, found?.fn, found?.at);
        }
    for (const [name, fn] of own)
        if (!out.has(name) && called.has(name))
            add(name, fn, undefined);
    return out;
}
/**
 * The registrar a call calls and the item it hands it: `tool(getFlag)`, `registerWrappedTool(server, def, deps)`,
 * one identifier where the registrar takes its item, no spread before it; undefined for any other call.
 */
function handedItem(ts, call, registrars) {
    const registrar = ts.isIdentifier(call.expression) ? registrars.get(call.expression.text) : undefined;
    if (!registrar || call.arguments.length <= registrar.index || call.arguments.slice(0, registrar.index + 1).some(ts.isSpreadElement))
        return undefined;
    const item = (0,loop_registrars/* stripped */.uR)(ts, call.arguments[registrar.index]);
    return ts.isIdentifier(item) ? { item, registrar } : undefined;
}
/** What a factory returns, by its one `return` at the top of its body: a function, or a list of values, each a function or not. */
function returned(ts, factory) {
    const body = factory.body;
    if (!body)
        return undefined;
    let value;
    if (ts.isBlock(body)) {
        const returns = body.statements.filter(ts.isReturnStatement);
        if (returns.length !== 1 || !returns[0].expression)
            return undefined;
        value = returns[0].expression;
    }
    else
        value = body;
    const local = (node) => {
        const at = (0,loop_registrars/* stripped */.uR)(ts, node);
        if (ts.isArrowFunction(at) || ts.isFunctionExpression(at))
            return at;
        if (!ts.isIdentifier(at) || !ts.isBlock(body))
            return undefined;
        for (const statement of body.statements)
            if (ts.isFunctionDeclaration(statement) && statement.name?.text === at.text)
                return statement;
            else if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const)
                for (const declaration of statement.declarationList.declarations)
                    if (ts.isIdentifier(declaration.name) && declaration.name.text === at.text && declaration.initializer)
                        return local(declaration.initializer);
        return undefined;
    };
    const at = (0,loop_registrars/* stripped */.uR)(ts, value);
    return ts.isArrayLiteralExpression(at)
        ? { list: at.elements.map((element) => (ts.isSpreadElement(element) ? undefined : local(element))) }
        : { fn: local(at) };
}
/**
 * The arguments a function registers one of its parameters with (the one whose `.name` its registrations
 * pass, the same in each), or undefined when it is no registrar. Its other parameters (`server`, `deps`) tell
 * nothing of what is registered; a `const` of its body holding an item's key (`const shape =
 * (def.inputSchema as T).shape`) is read as that key (held-returns.ts).
 */
function registrarOf(ts, fn) {
    if (!fn.body)
        return undefined;
    const body = fn.body;
    const named = (node) => {
        const at = throughConsts(ts, body, node);
        const holder = ts.isPropertyAccessExpression(at) && !at.questionDotToken && at.name.text === 'name' ? (0,loop_registrars/* stripped */.uR)(ts, at.expression) : undefined;
        return holder && ts.isIdentifier(holder) ? fn.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === holder.text) : -1;
    };
    let index = -1;
    const findItem = (node) => {
        const method = ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) ? node.expression.name.text : undefined;
        if (index === -1 && (method === 'tool' || method === 'registerTool') && node.arguments.length > 0)
            index = named(node.arguments[0]);
        if (index === -1)
            ts.forEachChild(node, findItem);
    };
    findItem(body);
    const parameter = fn.parameters[index];
    if (!parameter || !ts.isIdentifier(parameter.name) || parameter.dotDotDotToken || parameter.initializer)
        return undefined;
    const item = parameter.name.text;
    const isItem = (node) => {
        const at = (0,loop_registrars/* stripped */.uR)(ts, node);
        return ts.isIdentifier(at) && at.text === item;
    };
    /** `t.key` as it is: the key. */
    const keyOf = (node) => {
        const at = throughConsts(ts, body, node);
        return ts.isPropertyAccessExpression(at) && !at.questionDotToken && isItem(at.expression) ? at.name.text : undefined;
    };
    const registrations = [];
    let assigned = false;
    const visit = (node) => {
        if ((0,values/* isAssignment */.wh)(ts, node)) {
            const left = (0,loop_registrars/* stripped */.uR)(ts, node.left);
            if (isItem(left) || ((ts.isPropertyAccessExpression(left) || ts.isElementAccessExpression(left)) && isItem(left.expression)))
                assigned = true;
        }
        if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.arguments.length > 0 && keyOf(node.arguments[0]) === 'name') {
            const method = node.expression.name.text;
            if (method === 'tool')
                registrations.push({ call: node, args: positional(ts, node, keyOf, (at) => throughConsts(ts, body, at)) });
            else if (method === 'registerTool')
                registrations.push({ call: node, args: configured(ts, node, keyOf, (at) => throughConsts(ts, body, at)) });
        }
        ts.forEachChild(node, visit);
    };
    visit(body);
    const read = registrations.flatMap(({ call, args }) => (args ? [{ call, args }] : []));
    if (assigned || read.length !== registrations.length)
        return undefined;
    if (read.length === 1)
        return { index, args: read[0].args };
    const args = read.length === 2 ? branched(ts, read[0], read[1], keyOf) : undefined;
    return args && { index, args };
}
/** SDK v1's `server.tool(t.name, t.a, t.b, cb)`: each argument between the name and the callback a key of the item. */
function positional(ts, call, keyOf, resolve) {
    const last = (0,loop_registrars/* stripped */.uR)(ts, call.arguments[call.arguments.length - 1]);
    if (call.arguments.length < 2 || !(ts.isArrowFunction(last) || ts.isFunctionExpression(last)))
        return undefined;
    const keys = call.arguments.slice(1, -1).map((arg) => passedKey(ts, arg, keyOf, resolve));
    return keys.every((key) => key !== undefined) ? keys : undefined;
}
/** `t.key` as it is, or `t.key.shape` (no `?.`): the raw shape of the item's zod object, which an item without one lacks. */
function passedKey(ts, node, keyOf, resolve) {
    const value = resolve(node);
    const shaped = ts.isPropertyAccessExpression(value) && value.name.text === 'shape' && !value.questionDotToken ? keyOf(value.expression) : undefined;
    if (shaped !== undefined)
        return { key: shaped, shape: true, required: true };
    const key = keyOf(node);
    return key === undefined ? undefined : { key, shape: false };
}
/** `server.registerTool(t.name, { description: t.a, inputSchema: t.b, annotations: t.c }, cb)`: the SDK v1 arguments it equals, in their order. */
function configured(ts, call, keyOf, resolve) {
    const config = call.arguments.length === 3 ? (0,loop_registrars/* stripped */.uR)(ts, call.arguments[1]) : undefined;
    const last = (0,loop_registrars/* stripped */.uR)(ts, call.arguments[call.arguments.length - 1]);
    if (!config || !ts.isObjectLiteralExpression(config) || !(ts.isArrowFunction(last) || ts.isFunctionExpression(last)))
        return undefined;
    const byName = new Map();
    for (const property of config.properties) {
        if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name))
            return undefined;
        const name = property.name.text;
        // `inputSchema: t.inputSchema.shape`, a shape of the item's zod object: as the input schema only.
        const passed = passedKey(ts, property.initializer, keyOf, resolve);
        if (!passed || (passed.shape && name !== 'inputSchema') || !CONFIG_ORDER.includes(name) || byName.has(name))
            return undefined;
        byName.set(name, passed);
    }
    const args = [];
    for (const name of CONFIG_ORDER) {
        const passed = byName.get(name);
        if (passed !== undefined)
            args.push(name === 'inputSchema' ? { ...passed, schema: true } : passed);
    }
    return args;
}
/** `if (t.args) A else B`, B's arguments A's without `t.args`: A's, that one left out for an item without the key. */
function branched(ts, given, other, keyOf) {
    let choice = given.call.parent;
    while (choice && !ts.isIfStatement(choice) && !ts.isFunctionLike(choice))
        choice = choice.parent;
    if (!choice || !ts.isIfStatement(choice) || !choice.elseStatement)
        return undefined;
    const within = (node, statement) => node.pos >= statement.pos && node.end <= statement.end;
    const tested = keyOf(choice.expression);
    if (tested === undefined || !within(given.call, choice.thenStatement) || !within(other.call, choice.elseStatement))
        return undefined;
    const withKey = given.args;
    const without = other.args;
    const kept = withKey.filter(({ key }) => key !== tested);
    const same = kept.length === withKey.length - 1 && kept.length === without.length && kept.every((arg, index) => arg.key === without[index].key);
    return same ? withKey.map((arg) => (arg.key === tested ? { ...arg, optional: true } : arg)) : undefined;
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/imported-lists.ts
























/** How many re-exporting modules a list may pass through, and modules one proof reads. */
const MAX_HOPS = 3;
const imported_lists_MAX_READS = 12;
/** `server.tool(t.name, \u2026)`'s arguments between the name and the callback, in the SDK's order. */
const POSITIONAL = ['description', 'inputSchema', 'annotations'];
const CONFIG_KEYS = new Set(['title', 'description', 'inputSchema', 'outputSchema', 'annotations', '_meta']);
const SCHEMA_KEYS = new Set(['inputSchema', 'outputSchema']);
/** `export const readNote = { name: \u2026` (or `= [{ name: \u2026`): an object (or a list's first) a module exports whose first key is its name, bounded. */
const NAMED_EXPORT = /export\s{1,8}const\s{1,8}[\w$]{1,100}\s{0,8}(?::[^=;{]{0,100})?=\s{0,8}(?:\[\s{0,40})?\{\s{0,40}name\s{0,8}:/;
/** `defineTool({ name:`: a call of one object literal whose first key is its name, bounded. */
const HELPER_CALL = /[\w$]\(\s{0,40}\{\s{0,40}name\s{0,8}:/;
/** The registrations each proof found, by proof, kept as long as the proofs' memo. */
const FOUND = new WeakMap();
/** Whether a module naming no SDK exports a list of tool objects (or one) that a module of the repository registers item by item. */
function listedTools(text, path, workspace) {
    return listedRegistrations(text, path, workspace) !== undefined;
}
/**
 * The SDK v1 arguments a module's exported tools are registered with when a module of the repository
 * registers them item by item (listedTools), by export name, and the keys a serving handler leaves out;
 * undefined when none is proved registered. An export served whole (a tools/list handler's) or read key by
 * key (`registerTool`) has no arguments.
 */
function listedRegistrations(text, path, workspace) {
    if (!workspace || path.split('/').includes('..') || !text.includes('export'))
        return undefined;
    const strict = text.includes('inputSchema');
    const making = MADE_CALL.test(text);
    // `defineTool({ name: \u2026, input })`: a helper may make the schema of a key of another name (passing-helpers.ts).
    const helping = strict || HELPER_CALL.test(text);
    if (!helping && !making && !NAMED_EXPORT.test(text))
        return undefined;
    const ts = (0,lazy_require/* vendoredTypescript */.P7)();
    const file = (0,parsed/* parsedSource */.n)(ts, path, text);
    const exported = new Map();
    for (const [name, { kind, via, called, keys }] of (0,tool_lists/* exportedTools */.L7)(ts, file, true))
        exported.set(name, { kind, via, called, keys, from: [name], loose: true });
    // A made tool is a function making it: loose (its keys any), read where an SDK v1 call passes them.
    const made = making ? madeTools(ts, file, path, workspace) : new Map();
    for (const name of made.keys())
        exported.set(name, { kind: 'tool', from: [name], loose: true, thunk: true });
    const helpers = helping ? passingHelpers(ts, file, path, workspace) : new Map();
    // What a registry's mapping (keyed-returns.ts) leaves out of each tool or computes, as a handler's would.
    const mapped = { passed: new Map(), omitted: new Set(), computed: new Set() };
    if (strict || helpers.size > 0)
        for (const [name, { kind, via, called, keys, keyed }] of (0,tool_lists/* exportedTools */.L7)(ts, file, false, helpers)) {
            exported.set(name, { kind, via, called, keys, from: [name], ...(keyed ? { key: keyed.key } : {}) });
            if (keyed?.mapped)
                keptAsWritten({ spread: false, keys: keyed.mapped }, mapped);
        }
    if (exported.size === 0)
        return undefined;
    const memo = (0,handed_server/* memoOf */.Q0)(workspace);
    const key = ['listed', path, keyOf(exported)].join('\0');
    let found = FOUND.get(memo);
    if (!found)
        FOUND.set(memo, (found = new Map()));
    const sink = { passed: new Map(), omitted: new Set(), computed: new Set() };
    const proved = (0,handed_server/* remembered */.HK)(workspace, memo, key, (noting) => {
        const result = reaches({ ts, memo, sink, origin: path }, noting, path, exported, MAX_HOPS);
        found.set(key, sink);
        return result;
    });
    const kept = found.get(key) ?? sink;
    const registrations = new Map(kept.passed);
    // An item lacking a key the call requires (`t.inputSchema.shape`) throws before it is registered.
    const objects = (0,tool_lists/* exportedTools */.L7)(ts, file, true);
    for (const [name, passed] of registrations) {
        const lacks = (object) => passed.some((arg) => arg.required && !object.properties.some((p) => propertyName(ts, p) === arg.key));
        const unmade = passed.some((arg) => arg.required && arg.key !== undefined && !made.get(name)?.keys.has(arg.key));
        if (objects.get(name)?.tools.some(lacks) || (made.has(name) && unmade) || mutated(ts, file, name))
            registrations.delete(name);
    }
    // A loose object is a tool only where an SDK v1 call passes its keys.
    const strictly = [...exported].some(([name, kind]) => !kind.loose || registrations.has(name));
    if (!proved || !strictly)
        return undefined;
    // What a helper leaves out of the tool objects it makes is not theirs either; what it computes is not known.
    const omitted = new Set([...kept.omitted, ...mapped.omitted, ...[...helpers.values()].flatMap(({ left }) => [...left])]);
    const computed = new Set([...kept.computed, ...mapped.computed, ...[...helpers.values()].flatMap((helper) => [...helper.computed])]);
    return { ...kept, passed: registrations, omitted, computed, ...(helpers.size > 0 ? { helpers } : {}), ...(made.size > 0 ? { made } : {}) };
}
/** An object literal's property name written as an identifier or a string, if any. */
function propertyName(ts, property) {
    return property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
}
/** A map of exports as a proof's key. */
function keyOf(exports) {
    return [...exports]
        .map(([name, { kind, via, called, from, loose, keys, thunk, key }]) => `${kind}${via === undefined ? '' : `.${via}`}${key === undefined ? '' : `[${key}]`}${called ? '()' : ''}${loose ? '~' : ''}${thunk ? '=>' : ''} ${name}<${from?.join('+') ?? ''}${keys ? `{${keys.join('+')}}` : ''}`)
        .sort()
        .join(',');
}
/** Whether a module near `path` imports one of its `exports` and registers it, or re-exports it to one that does; the arguments found, in `sink`. */
function reaches(search, workspace, path, exports, hops) {
    // A loose export is a tool only by the SDK v1 arguments the proof finds (`sink`): those of another module's
    // exports of the same names (`default`) are not its own, so its proof is its module's.
    const loose = [...exports.values()].some((kind) => kind.loose);
    const key = ['list', path, keyOf(exports), hops, loose ? search.origin : ''].join('\0');
    return (0,handed_server/* remembered */.HK)(workspace, search.memo, key, (noting) => reachedBy(search, noting, path, exports, hops));
}
/** reaches, not remembered. */
function reachedBy(search, workspace, path, exports, hops) {
    const { ts, memo, sink } = search;
    let result = false;
    let reads = imported_lists_MAX_READS;
    const stem = /([^/]+?)(?:\/index)?\.[^./]+$/.exec(path)?.[1] ?? '';
    // A list module deep in the tree is served by the package's entry module (`index.ts` three folders up) too.
    // \u2026and a registry in a folder beside its parent's (`src/handlers/ToolRegistry.ts` of `src/server/tools/b.ts`), read last.
    const callers = [...(0,handed_server/* callersOf */.Gt)(workspace, path), ...(0,handed_server/* entriesAbove */.e_)(workspace, path), ...(0,handed_server/* cousinEntries */.MD)(workspace, path)];
    const entry = (0,workspace_packages/* entryName */.MB)(workspace, path);
    for (const caller of importersFirst(path, [...new Set(callers)])) {
        // A test registers what it tests, maybe otherwise than the server: never a caller.
        if (caller === path || (0,test_source/* testSource */.s)(caller) !== undefined)
            continue;
        if (result)
            break;
        // Only a module naming the file's stem (or, for a package's entry, the package) spends the budget, and is parsed.
        if (!(0,handed_server/* mentions */.wy)(workspace, memo, caller, stem) && !(entry !== undefined && (0,handed_server/* mentions */.wy)(workspace, memo, caller, entry)))
            continue;
        if (reads-- <= 0)
            break;
        const module = (0,handed_server/* read */.LF)(ts, workspace, memo, caller);
        if (!module)
            continue;
        const locals = new Map();
        for (const binding of module.bindings) {
            if (!(0,handed_server/* resolves */.EJ)(ts, workspace, memo, binding.from, caller, path))
                continue;
            const kind = exports.get(binding.name);
            if (binding.reexport === undefined) {
                if (kind)
                    locals.set(binding.local, kind);
                // `import * as weather from "./weather.js"`: its list is `weather.TOOLS` here.
                else if (binding.name === '*') {
                    for (const [name, exported] of exports)
                        locals.set(`${binding.local}.${name}`, exported);
                    // `[getAccounts, \u2026].map((tool) => tool.schema)`: a module of one tool, listed by its namespace (namespace-wrappers.ts).
                    const sole = soleTool(exports);
                    if (sole !== undefined)
                        locals.set(binding.local, { kind: 'tool', via: sole });
                }
                continue;
            }
            const names = binding.name === '*' ? new Map(exports) : new Map(kind ? [[binding.reexport, kind]] : []);
            if (names.size > 0 && hops > 1 && reaches(search, workspace, caller, names, hops - 1))
                result = (0,draws_on/* drew */.c)(workspace, caller);
        }
        if (!result &&
            locals.size > 0 &&
            registers(ts, module.file, locals, sink, (0,dropping/* droppingCalls */.PH)(ts, workspace, memo, caller, module.file), registrarsOf(ts, module.file, caller, workspace), () => (0,handed_server/* handedServer */.WR)(module.file.text, caller, workspace)))
            result = (0,draws_on/* drew */.c)(workspace, caller);
        // `this.registerMany(getNoteTools(h))` in a registry class a server serves whole (registry-classes.ts).
        if (!result && locals.size > 0 && registryServes(ts, workspace, memo, caller, module.file, (node) => plainList(importedValue(ts, node, locals))))
            result = (0,draws_on/* drew */.c)(workspace, caller);
        // `export const allTools = [...storeTools, ...orderTools]` in a module that registers nothing itself.
        const spreading = result || hops <= 1 ? [] : spreadingLists(ts, module.file, locals, sink);
        if (spreading.length > 0 && reaches(search, workspace, caller, new Map(spreading), hops - 1))
            result = (0,draws_on/* drew */.c)(workspace, caller);
    }
    return result;
}
/**
 * A folder's `index.ts` is imported by the folder's name from outside it (`./list`), its own folder's modules
 * being what it gathers: those are read last, so a folder of many tools leaves the budget to its importers.
 */
function importersFirst(path, callers) {
    const folder = /^(.*\/)index\.[^./]+$/.exec(path)?.[1];
    if (folder === undefined)
        return callers;
    const inside = (caller) => caller !== path && caller.startsWith(folder) && !caller.slice(folder.length).includes('/');
    return [...callers.filter((caller) => !inside(caller)), ...callers.filter(inside)];
}
/**
 * The module's top-level `export const all = [...list, tool, \u2026]` lists holding the items of one of the `locals`
 * (heldBy), and its exported functions returning such a list (`export function all(client) { return [...a(client)] }`),
 * or such a list mapped key by key (projecting-helpers.ts: `return closed([...a, ...b])`), what the mapping leaves
 * out or computes noted in `sink`, or a Map filled only from such lists (filled-maps.ts). Only a function's is
 * followed mapped: what a call returns passes no SDK v1 arguments.
 */
function spreadingLists(ts, file, locals, sink) {
    const out = [];
    let names;
    const returns = new Map((0,tool_lists/* topReturns */.ru)(ts, file).map((returned) => [returned.name, returned]));
    for (const { name, value, called } of (0,tool_lists/* exportedValues */.Ir)(ts, file)) {
        // `export function registerTools() { const tools = new Map(); for (const t of all) tools.set(t.name, t); return tools; }`
        const map = called && ts.isIdentifier(value) ? mapDeclaration(ts, value) : undefined;
        names ??= map && ownLists(ts, file, locals);
        if (map && names && filledOnlyFrom(ts, map, { isKnown: knownList(ts, names, locals), returned: value })) {
            out.push([name, { kind: 'list', called, map: true }]);
            continue;
        }
        const projected = called && !ts.isArrayLiteralExpression(value) ? projectedList(ts, value, returns) : undefined;
        const list = projected?.list ?? value;
        const held = ts.isArrayLiteralExpression(list) ? heldBy(ts, list, locals, taggingHelpers(ts, file)) : undefined;
        if (held?.via !== undefined && projected)
            continue;
        if (held && (!projected || keptAsWritten(projected.projection, sink)))
            out.push([name, { ...held, called }]);
    }
    // `export function createTools(s) { const tools = [...helpTools(s)]; \u2026; return tools; }` (returned-lists.ts).
    for (const [name, list] of returnedLists(ts, file)) {
        const held = out.some(([known]) => known === name) ? undefined : heldBy(ts, list, locals);
        if (held)
            out.push([name, { ...held, called: true }]);
    }
    return out;
}
/** Whether an expression is a list of `names` or an imported one (bare tools, read by name or written out here). */
function knownList(ts, names, locals) {
    return (list) => {
        const kind = ts.isIdentifier(list) ? names.get(list.text) : ts.isArrayLiteralExpression(list) ? heldBy(ts, list, locals) : importedValue(ts, list, locals);
        return kind?.kind === 'list' && kind.via === undefined && !kind.map && !kind.loose;
    };
}
/**
 * The imported lists of `locals`, and the module's own `const` lists holding their items (`const all =
 * [...storeTools, readNote]`; `const every = [...all, ...more]`, one of its own lists', read in one pass per
 * level of nesting) and its dictionaries holding a known one's (ownDicts), by name.
 */
function ownLists(ts, file, locals) {
    const names = new Map([...locals].filter(([, kind]) => kind.kind === 'list' && !kind.called));
    const own = (0,loop_registrars/* constLists */.JE)(ts, file);
    for (let pass = 0; pass < MAX_HOPS; pass++) {
        for (const [name, list] of own) {
            const held = names.has(name) ? undefined : heldBy(ts, list, new Map([...locals, ...names]));
            if (held)
                names.set(name, held);
        }
        for (const [name, kind] of ownDicts(ts, file, new Map([...locals, ...names])))
            if (!names.has(name))
                names.set(name, kind);
    }
    return names;
}
/**
 * Whether a mapping keeps each tool's keys under their own names (no key renamed); then the keys it leaves out
 * or computes are noted in `sink`, not read as written.
 */
function keptAsWritten(projection, sink) {
    const { keys, spread, omit } = projection;
    if ([...keys].some(([key, from]) => typeof from === 'string' && from !== key))
        return false;
    for (const key of omit ?? [])
        sink.omitted.add(key);
    for (const key of CONFIG_KEYS) {
        const from = keys.get(key);
        if (from !== undefined && typeof from !== 'string')
            sink.computed.add(key);
        else if (from === undefined && !spread)
            sink.omitted.add(key);
    }
    return true;
}
/**
 * What a list holds of the imported ones, as a list: it spreads an imported list (`...storeTools`,
 * `...weather.TOOLS`, `...(flag ? notes.TOOLS : [])`), lists an imported tool or wrapper (`readNote`), or
 * the tool a wrapper holds (`readNote.definition`). Undefined when it holds none, or holds them not all alike.
 */
function heldBy(ts, list, locals, tagging) {
    const vias = new Set();
    // Items made when called and items as they are, never both in one list; nor a value written out beside makers
    // (`{ name, \u2026 }`), which `list.map((t) => t())` would fail to call. Another module's names are its own proof's.
    const thunks = new Set();
    let written = false;
    let loose = false;
    let projected = false;
    // The exports held, while each element's are known.
    let from = [];
    const hold = (kind) => {
        if (kind)
            from = kind.from && from ? [...from, ...kind.from] : undefined;
    };
    for (const element of list.elements) {
        if (ts.isSpreadElement(element)) {
            const spread = (0,loop_registrars/* stripped */.uR)(ts, element.expression);
            const branches = ts.isConditionalExpression(spread) ? [spread.whenTrue, spread.whenFalse] : [spread];
            for (const branch of branches) {
                const kind = importedValue(ts, branch, locals);
                if (kind?.kind === 'list')
                    vias.add(kind.via);
                if (kind?.kind === 'list')
                    hold(kind);
                if (kind?.kind === 'list')
                    thunks.add(!!kind.thunk);
                written ||= ts.isArrayLiteralExpression((0,loop_registrars/* stripped */.uR)(ts, branch));
                loose ||= !!kind?.loose;
            }
            continue;
        }
        // `withCategory(readNote, 'core')`: the tool passed, as written (tagging-helpers.ts).
        const at = (tagging && taggedItem(ts, (0,loop_registrars/* stripped */.uR)(ts, element), tagging)) ?? (0,loop_registrars/* stripped */.uR)(ts, element);
        const kind = importedValue(ts, at, locals);
        loose ||= !!kind?.loose;
        if (kind?.kind === 'tool')
            hold(kind);
        if (kind?.kind === 'tool')
            thunks.add(!!kind.thunk);
        written ||= !(ts.isIdentifier(at) || ts.isPropertyAccessExpression(at) || ts.isCallExpression(at));
        if (kind?.kind === 'tool')
            vias.add(kind.via);
        // `readNote.definition`: the tool the wrapper holds, as a list of bare tools holds it.
        else if (ts.isPropertyAccessExpression(at)) {
            const wrapper = importedValue(ts, at.expression, locals);
            if (wrapper?.kind === 'tool' && wrapper.via === at.name.text) {
                vias.add(undefined);
                projected = true;
            }
        }
    }
    const [via] = vias;
    // A wrapper's tool projected out (`readNote.definition`) is read as a handler's: no v1 arguments for it.
    const known = from !== undefined && from.length > 0 && via === undefined && !projected ? { from } : {};
    if (vias.size !== 1 || thunks.size > 1 || (thunks.has(true) && written))
        return undefined;
    return { kind: 'list', via, ...known, ...(loose ? { loose } : {}), ...(thunks.has(true) ? { thunk: true } : {}) };
}
/**
 * What an expression holds of the imports: an imported list or tool read by its name (`storeTools`,
 * `weather.TOOLS`), or what a call of an imported function returning one gives (`fieldTools(client)`).
 */
function importedValue(ts, node, locals) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, node);
    const call = ts.isCallExpression(at);
    // `Object.values(allTools())`: a dictionary's tools, as a list.
    if (call && at.arguments.length === 1 && localName(ts, at.expression) === 'Object.values') {
        const held = importedValue(ts, at.arguments[0], locals);
        if (held?.kind === 'dict')
            return { kind: 'list', via: held.via };
    }
    const flattened = namespaceItems(ts, at, locals);
    if (flattened)
        return flattened;
    const kind = locals.get(localName(ts, call ? at.expression : at) ?? '');
    if (!kind || !kind.called !== !call)
        return undefined;
    // SDK v1 arguments (`from`) are followed for lists read by name only, not for what a call returns.
    return {
        kind: kind.kind,
        via: kind.via,
        ...(kind.keys ? { keys: kind.keys } : {}),
        ...(kind.from && !call ? { from: kind.from } : {}),
        ...(kind.loose ? { loose: true } : {}),
        ...(kind.map ? { map: true } : {}),
        ...(kind.thunk ? { thunk: true } : {}),
    };
}
/** A list of tools or of wrappers as they are written (not loose, a Map, nor makers), by the key each holds its tool under. */
function plainList(kind) {
    return kind?.kind === 'list' && !kind.loose && !kind.map && !kind.thunk ? { via: kind.via } : undefined;
}
/**
 * `Object.values(tools).flat()` of a namespace import `tools`: its values are the module's exports, and `flat()`
 * lists each exported list's items and each other export itself, as written. So every item of the tool lists
 * it exports (`tools.VHOST_TOOLS`) and every tool it exports is one; what else it exports is no tool this proves.
 * Unflattened, `Object.values(tools)` lists each export itself: a module exporting tools and no list of them.
 */
function namespaceItems(ts, node, locals) {
    const call = (0,loop_registrars/* stripped */.uR)(ts, node);
    if (!ts.isCallExpression(call))
        return undefined;
    const flat = (0,loop_registrars/* stripped */.uR)(ts, call.expression);
    const flattened = ts.isPropertyAccessExpression(flat) && flat.name.text === 'flat' && call.arguments.length === 0;
    const values = flattened ? (0,loop_registrars/* stripped */.uR)(ts, flat.expression) : call;
    if (!ts.isCallExpression(values) || values.arguments.length !== 1 || localName(ts, values.expression) !== 'Object.values')
        return undefined;
    const ns = (0,loop_registrars/* stripped */.uR)(ts, values.arguments[0]);
    if (!ts.isIdentifier(ns))
        return undefined;
    let from = [];
    let held = false;
    for (const [name, kind] of locals) {
        // A loose object (a name, no schema) the barrel exports beside the tools is taken for no tool.
        if (!name.startsWith(`${ns.text}.`) || kind.via !== undefined || kind.called || kind.loose || (kind.kind !== 'list' && kind.kind !== 'tool'))
            continue;
        // Unflattened, a list is one value: its items are not.
        if (!flattened && kind.kind === 'list')
            return undefined;
        from = kind.from && from ? [...from, ...kind.from] : undefined;
        held = true;
    }
    return held ? { kind: 'list', ...(from ? { from } : {}) } : undefined;
}
/** The name an expression reads an import by: `storeTools`, or `weather.TOOLS` of a namespace import. */
function localName(ts, node) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, node);
    if (ts.isIdentifier(at))
        return at.text;
    return ts.isPropertyAccessExpression(at) && ts.isIdentifier(at.expression) ? `${at.expression.text}.${at.name.text}` : undefined;
}
/**
 * Whether a module naming an SDK (or `handed` a server by its callers) registers each item of one of the lists
 * `locals` names, as the item writes it.
 */
function registers(ts, file, locals, sink, calls, registrars, handed) {
    // A module naming no SDK serves tools only when it answers JSON-RPC itself (hand-rolled.ts), or registers them on
    // a server its callers hand it (handed-server.ts).
    const handRolled = values/* NAMES_SDK */.Gk.test(file.text) ? [] : (0,hand_rolled/* handRolledAnswers */.b)(ts, file).flatMap((branch) => (0,handed_answers/* answeringBodies */.r)(ts, branch));
    if (!values/* NAMES_SDK */.Gk.test(file.text) && handRolled.length === 0 && !handed())
        return false;
    const names = ownLists(ts, file, locals);
    const declared = constsOnce(ts, file);
    for (const [name, kind] of importedItemLists(ts, declared, names, locals))
        if (!names.has(name))
            names.set(name, kind);
    // `const { toolList } = createToolRegistry(config)`: an imported registry's list, by its key (keyed-returns.ts).
    for (const name of (0,keyed_returns/* heldKeys */.kI)(ts, file, (call) => locals.get(localName(ts, call.expression) ?? '')?.key))
        if (!names.has(name))
            names.set(name, { kind: 'list' });
    for (const [name, kind] of choosingLists(ts, declared, names, locals))
        names.set(name, kind);
    for (const [name, kind] of filteredLists(ts, declared, names, calls))
        names.set(name, kind);
    for (const [name, kind] of filledMaps(ts, file, names, locals))
        names.set(name, kind);
    // A loose object is no tool a handler serves whole (nor one `registerTool` reads key by key: itemRegisters).
    const strict = new Map([...locals].filter(([, kind]) => !kind.loose));
    const strictNames = new Map([...names].filter(([, kind]) => !kind.loose));
    let found = false;
    // Every registration is visited, for the arguments each passes (`sink`); a handler's proof ends the visit.
    let served = handRolled.some((branch) => answers(ts, branch, strictNames, strict, sink, calls));
    const visit = (node) => {
        if (served)
            return;
        if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
            const method = node.expression.name.text;
            const [first, second] = node.arguments;
            const handler = method === 'setRequestHandler' && node.arguments.length === 2 && (0,tool_lists/* namesListTools */._9)(ts, first) ? (0,loop_registrars/* stripped */.uR)(ts, second) : undefined;
            if (handler && (ts.isArrowFunction(handler) || ts.isFunctionExpression(handler)))
                served = answers(ts, handler.body, strictNames, strict, sink, calls);
            else if (method === 'registerTool' && second)
                found = itemRegisters(ts, node, names, locals, true, sink.passed) || found;
            else if (method === 'tool' && second)
                found = itemRegisters(ts, node, names, locals, false, sink.passed) || found;
        }
        const handed = registrars.size > 0 && ts.isCallExpression(node) ? handedItem(ts, node, registrars) : undefined;
        if (handed)
            found = handedRegisters(ts, file, handed.item, names, locals, handed.registrar, sink.passed) || found;
        ts.forEachChild(node, visit);
    };
    visit(file);
    return found || served;
}
/**
 * The module's own dictionaries holding the tools of a known one (`const base = storeTools()`, `const all = {
 * ...base, ...extra }`), and its functions returning one (`function allTools() { return { ...base, \u2026 } }`, as
 * `called`). Other keys may add tools; each of the known dictionary's is still served wherever the whole is.
 */
function ownDicts(ts, file, known) {
    const holds = (node) => {
        const at = (0,loop_registrars/* stripped */.uR)(ts, node);
        if (!ts.isObjectLiteralExpression(at)) {
            const whole = importedValue(ts, at, known);
            return whole?.kind === 'dict' ? { kind: 'dict', ...(whole.keys ? { keys: whole.keys } : {}) } : undefined;
        }
        const spread = at.properties.some((p) => ts.isSpreadAssignment(p) && importedValue(ts, p.expression, known)?.kind === 'dict');
        return spread ? { kind: 'dict' } : undefined;
    };
    const out = [];
    const visit = (node) => {
        if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isVariableDeclarationList(node.parent)) {
            const kind = node.parent.flags & ts.NodeFlags.Const ? holds(node.initializer) : undefined;
            if (kind)
                out.push([node.name.text, kind]);
        }
        ts.forEachChild(node, visit);
    };
    visit(file);
    // `return shown`, a dictionary the function fills with some of a known one's entries (copied-dicts.ts).
    const dictKeys = (node) => {
        const kind = importedValue(ts, node, known);
        return kind?.kind === 'dict' ? kind.keys : undefined;
    };
    for (const { name, value, fn } of (0,tool_lists/* topReturns */.ru)(ts, file))
        if (holds(value) || copiedDict(ts, fn, value, dictKeys))
            out.push([name, { kind: 'dict', called: true }]);
    return out;
}
/**
 * The Maps holding the items of known lists keyed by name and nothing else (filled-maps.ts: `for (const t of all)
 * this.tools.set(t.name, t)` into a private field, or a `const m = new Map(all.map((t) => [t.name, t]))`), by
 * what names them (`this.tools`, `registry`): each holds the lists' items as written, read back by `M.values()`.
 */
function filledMaps(ts, file, names, locals) {
    const out = new Map();
    const isKnown = knownList(ts, names, locals);
    const checked = new Set();
    const visit = (node) => {
        // A Map is looked for where it is written (`M.set`) or read back (`M.values`).
        const ref = ts.isPropertyAccessExpression(node) && (node.name.text === 'set' || node.name.text === 'values') ? node.expression : undefined;
        const map = ref && (0,tool_lists/* heldName */.jv)(ts, ref);
        const declaration = ref && mapDeclaration(ts, ref);
        if (map && declaration && !checked.has(declaration)) {
            checked.add(declaration);
            if (filledOnlyFrom(ts, declaration, { isKnown }))
                out.set(map, { kind: 'list', map: true });
        }
        ts.forEachChild(node, visit);
    };
    visit(file);
    return [...out];
}
/**
 * The module's variables that hold a known list with items dropped only (dropping.ts): `const shown =
 * all.filter((t) => keep.has(t.name))`, or `const shown = enabledTools(all, sets)` of a function `drops`
 * proves; each declared once in the module and never assigned again. Every item shown is served as written.
 */
function filteredLists(ts, declared, names, calls) {
    const known = new Map(names);
    const out = [];
    const source = (node) => {
        const at = (0,loop_registrars/* stripped */.uR)(ts, node);
        const kind = ts.isIdentifier(at) ? known.get(at.text) : undefined;
        return kind?.kind === 'list' && kind.via === undefined && !kind.called ? kind : undefined;
    };
    // A filtered list filtered again is read on the next pass.
    for (let pass = 0; pass < 2; pass++)
        for (const [name, initializer] of declared) {
            const value = initializer && !known.has(name) ? (0,loop_registrars/* stripped */.uR)(ts, initializer) : undefined;
            if (!value || !ts.isCallExpression(value) || value.arguments.length === 0)
                continue;
            const callee = value.expression;
            const kind = ts.isPropertyAccessExpression(callee)
                ? callee.name.text === 'filter' && value.arguments.length === 1 && (0,dropping/* keepsItems */.tL)(ts, value.arguments[0], calls)
                    ? source(callee.expression)
                    : undefined
                : ts.isIdentifier(callee) && source(value.arguments[0]) && calls.drops(callee.text)
                    ? source(value.arguments[0])
                    : undefined;
            if (kind) {
                known.set(name, kind);
                out.push([name, kind]);
            }
        }
    return out;
}
/** The module's variables by name: each one's initializer when it is a `const` declared once, else null. */
function constsOnce(ts, file) {
    const declared = new Map();
    const visit = (node) => {
        if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name))
            declared.set(node.name.text, declared.has(node.name.text) || !node.initializer || !(node.parent.flags & ts.NodeFlags.Const) ? null : node.initializer);
        ts.forEachChild(node, visit);
    };
    visit(file);
    return declared;
}
/**
 * The module's variables (each a `const` declared once) holding an imported list as it is: `const all =
 * Object.values(tools).flat()`, `const registered = createTools(client)`; or an imported function's Map
 * (`const tools = registerTools()`) the module only reads, or fills from `names` (filled-maps.ts).
 */
function importedItemLists(ts, declared, names, locals) {
    const out = [];
    const isKnown = knownList(ts, names, locals);
    for (const [name, initializer] of declared) {
        const kind = initializer && !locals.has(name) ? importedValue(ts, initializer, locals) : undefined;
        if (kind?.kind !== 'list' || !initializer)
            continue;
        const holder = initializer.parent;
        const declaration = kind.map && ts.isVariableDeclaration(holder) && ts.isIdentifier(holder.name) ? mapDeclaration(ts, holder.name) : undefined;
        const held = (at) => at === (0,loop_registrars/* stripped */.uR)(ts, initializer);
        if (!kind.map || (declaration !== undefined && filledOnlyFrom(ts, declaration, { isKnown, held })))
            out.push([name, kind]);
    }
    return out;
}
/**
 * The module's `const active = readOnly ? tools.filter(\u2026) : tools` or `const tools = codeMode ? codeTools(b) :
 * createTools(b)` (each a `const` declared once, constsOnce, at the top or in a function): one branch is a whole
 * list of `names`, a list written of them (`enableWrite ? [...readTools, ...writeTools] : readTools`), or the list
 * an imported function returns (importedItemLists), so on some run every item of it is served (which ones another
 * branch holds is not read).
 */
function choosingLists(ts, declared, names, locals) {
    const out = [];
    const whole = (branch) => {
        if (ts.isIdentifier(branch))
            return names.get(branch.text);
        if (ts.isArrayLiteralExpression(branch))
            return heldBy(ts, branch, names);
        const returned = ts.isCallExpression(branch) ? importedValue(ts, branch, locals) : undefined;
        return returned?.kind === 'list' && !returned.map ? returned : undefined;
    };
    for (const [name, initializer] of declared) {
        const value = initializer && (0,loop_registrars/* stripped */.uR)(ts, initializer);
        if (!value || !ts.isConditionalExpression(value))
            continue;
        const kind = [value.whenTrue, value.whenFalse].map((branch) => whole((0,loop_registrars/* stripped */.uR)(ts, branch))).find((known) => known !== undefined);
        if (kind)
            out.push([name, kind]);
    }
    return out;
}
/**
 * Whether a tools/list handler's body (or a hand-rolled server's branch answering tools/list) answers `{ tools:
 * list }` (or a list the handler writes out of the imported ones, `[...weather.TOOLS, readNote.definition]`), the
 * list mapped with each key copied under its own name, or each wrapper's tool (`list.map((t) => t.definition)`).
 */
function answers(ts, body, names, locals, sink, calls) {
    const known = new Map([...locals, ...names]);
    // A Map's tools are its `values()`: the Map itself is no list (`{ tools: registry }`, `registry.map(\u2026)`).
    const mapItself = (node) => ts.isIdentifier(node) && !!known.get(node.text)?.map;
    const listed = (node, hops = MAX_HOPS) => {
        const value = (0,loop_registrars/* stripped */.uR)(ts, node);
        // `{ tools: toolList }` of a parameter: the argument of the function's one call (passed-parameters.ts).
        const argument = ts.isIdentifier(value) ? passedArgument(ts, value) : undefined;
        if (argument)
            return hops > 0 && listed(argument, hops - 1);
        // `{ tools: createToolRegistry(config).toolList }` (keyed-returns.ts).
        if ((0,keyed_returns/* readsKey */.vP)(ts, value, (call) => locals.get(localName(ts, call.expression) ?? '')?.key))
            return true;
        const name = (0,tool_lists/* listName */.sY)(ts, value);
        if (name !== undefined)
            return known.get(name)?.kind === 'list' && known.get(name)?.via === undefined && !known.get(name)?.called && !mapItself(value);
        if (ts.isArrayLiteralExpression(value)) {
            const held = heldBy(ts, value, known);
            return held !== undefined && held.via === undefined;
        }
        // `narrow ? readOnlyTools : allTools`: on some run a whole list is served (choosingLists, in the handler).
        if (ts.isConditionalExpression(value))
            return [value.whenTrue, value.whenFalse].some((branch) => ts.isIdentifier((0,loop_registrars/* stripped */.uR)(ts, branch)) && listed(branch, hops));
        // `{ tools: fieldTools.filter((t) => keep.has(t.name)) }`: each item kept is served as written (dropping.ts).
        if (ts.isCallExpression(value) &&
            ts.isPropertyAccessExpression(value.expression) &&
            value.expression.name.text === 'filter' &&
            value.arguments.length === 1)
            return (0,dropping/* keepsItems */.tL)(ts, value.arguments[0], calls) && listed(value.expression.expression, hops);
        // `{ tools: fieldTools(client) }`: what an imported function returns.
        const returned = ts.isCallExpression(value) ? importedValue(ts, value, known) : undefined;
        if (returned)
            return returned.kind === 'list' && returned.via === undefined && !returned.map;
        if (ts.isCallExpression(value) && ts.isPropertyAccessExpression(value.expression) && mapItself((0,loop_registrars/* stripped */.uR)(ts, value.expression.expression)))
            return false;
        const projected = projectedVia(ts, value);
        if (projected)
            return names.get(projected.list)?.via === projected.via;
        // Only the name is asked for: what the list holds is proved already.
        const empty = ts.factory.createArrayLiteralExpression([]);
        const bare = new Map([...known].filter(([, kind]) => kind.kind === 'list' && kind.via === undefined && !kind.called).map(([n]) => [n, empty]));
        const mapped = (0,tool_lists/* mappedList */.qV)(ts, value, bare);
        return mapped !== undefined && keptAsWritten(mapped.projection, sink);
    };
    // `const tools = base.filter(\u2026)` of the handler's own `base`: read on the next pass.
    for (let pass = 0; pass < 2; pass++)
        for (const name of handlerLists(ts, body, listed))
            known.set(name, { kind: 'list' });
    return (0,values/* someNode */.Ng)(ts, body, (node) => {
        if (ts.isShorthandPropertyAssignment(node) && node.name.text === 'tools')
            return listed(node.name);
        return ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'tools' && listed((0,loop_registrars/* stripped */.uR)(ts, node.initializer));
    });
}
/**
 * The handler's own lists of registered items (`let all = [...weather.TOOLS, ...notes.TOOLS]`, `const listed =
 * Array.from(this.tools.values()).map((t) => ({ name: t.name, \u2026 }))`), by name, each declared once and never
 * assigned again; `listed` tells such a value (the handler's lists counted from the caller's next pass).
 */
function handlerLists(ts, body, listed) {
    const declared = new Map();
    const out = [];
    const assigned = new Set();
    const visit = (node) => {
        if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
            declared.set(node.name.text, (declared.get(node.name.text) ?? 0) + 1);
            if (node.initializer && listed(node.initializer))
                out.push(node.name.text);
        }
        else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isIdentifier(node.left))
            assigned.add(node.left.text);
        ts.forEachChild(node, visit);
    };
    visit(body);
    return out.filter((name) => declared.get(name) === 1 && !assigned.has(name));
}
/** `list.map((t) => t.definition)` or `list.map(({ definition }) => definition)`: the list and the key each item's tool is read from. */
function projectedVia(ts, node) {
    if (!ts.isCallExpression(node) || node.arguments.length !== 1 || !ts.isPropertyAccessExpression(node.expression))
        return undefined;
    const listed = (0,loop_registrars/* stripped */.uR)(ts, node.expression.expression);
    const callback = (0,loop_registrars/* stripped */.uR)(ts, node.arguments[0]);
    if (node.expression.name.text !== 'map' || !ts.isIdentifier(listed) || !ts.isArrowFunction(callback) || callback.parameters.length !== 1)
        return undefined;
    const parameter = callback.parameters[0].name;
    const body = ts.isBlock(callback.body) ? undefined : (0,loop_registrars/* stripped */.uR)(ts, callback.body);
    if (!body)
        return undefined;
    if (ts.isIdentifier(parameter) && ts.isPropertyAccessExpression(body) && ts.isIdentifier(body.expression) && body.expression.text === parameter.text)
        return { list: listed.text, via: body.name.text };
    if (!ts.isObjectBindingPattern(parameter) || parameter.elements.length !== 1 || !ts.isIdentifier(body))
        return undefined;
    const [element] = parameter.elements;
    const key = element.propertyName ?? element.name;
    const bound = ts.isIdentifier(element.name) && element.name.text === body.text && !element.dotDotDotToken && !element.initializer;
    return bound && ts.isIdentifier(key) ? { list: listed.text, via: key.text } : undefined;
}
/**
 * Whether `server.tool(t.name, \u2026)` or `server.registerTool(t.name, { \u2026 }, cb)` is called in a loop over one of
 * the lists, or on an imported tool itself (`server.tool(sowTool.name, sowTool.description, \u2026)`, the name
 * bound by nothing else in the module). registerTool's config keys must each be the item's key of the same
 * meaning (`description: t.description`, `inputSchema: t.inputSchema` or its zod `.shape`). An SDK v1 call
 * may pass any keys of the item (`t.paramsSchema`, `t.inputSchema?.shape ?? {}`: an unset schema is an empty
 * one) or an empty `{}`: the SDK tells each argument by its value, so the module of definitions reads the
 * item's values in the call's order (`sink`, by export). Where the export is unknown (a list joined from
 * several), the keys must be those of the SDK's order: `t.description`, `t.inputSchema`, `t.annotations`.
 */
function itemRegisters(ts, call, names, locals, modern, sink) {
    const nameNode = (0,loop_registrars/* stripped */.uR)(ts, call.arguments[0]);
    if (!ts.isPropertyAccessExpression(nameNode) || nameNode.name.text !== 'name' || !ts.isIdentifier(nameNode.expression))
        return false;
    const item = nameNode.expression.text;
    const iterated = (0,loop_registrars/* iteratedBy */._b)(ts, nameNode.expression, item);
    // `list.map((t) => t())`: each made tool of a list of makers (made-thunks.ts), the list read as those tools.
    const calledOut = iterated && calledItems(ts, iterated);
    const list = iterated && (0,loop_registrars/* stripped */.uR)(ts, calledOut ?? iterated);
    const listKind = list && (ts.isIdentifier(list) ? names.get(list.text) : importedValue(ts, list, new Map([...locals, ...names])));
    const looped = listKind?.kind === 'list' && listKind.via === undefined && !listKind.thunk === !calledOut;
    const tool = locals.get(item);
    const imported = !iterated && tool?.kind === 'tool' && tool.via === undefined && !tool.thunk && !boundInModule(ts, call.getSourceFile(), item);
    if ((!looped && !imported) || mutated(ts, call.getSourceFile(), item))
        return false;
    // `positional`: an SDK v1 argument, where `{}` is an empty shape, which is no annotations either.
    const keyOf = (node, positional = false) => {
        let at = (0,loop_registrars/* stripped */.uR)(ts, node);
        let fallback = false;
        const zodShape = ts.isConditionalExpression(at) && isEmptyObject(ts, at.whenFalse) ? zodObjectShape(ts, at, item) : undefined;
        if (zodShape) {
            at = zodShape;
            fallback = true;
            // `t.inputSchema?.shape ?? {}`, `t.annotations || {}`: an unset key passes `{}`.
        }
        else if (ts.isBinaryExpression(at) &&
            (at.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken || at.operatorToken.kind === ts.SyntaxKind.BarBarToken)) {
            if (!isEmptyObject(ts, at.right))
                return undefined;
            at = (0,loop_registrars/* stripped */.uR)(ts, at.left);
            fallback = true;
            const annotations = positional && ts.isPropertyAccessExpression(at) && at.name.text === 'annotations';
            if (!ts.isPropertyAccessExpression(at) || (at.name.text !== 'shape' && !annotations))
                return undefined;
        }
        let shape = false;
        let required = false;
        if (ts.isPropertyAccessExpression(at) && at.name.text === 'shape' && ts.isPropertyAccessExpression(at.expression)) {
            shape = true;
            required = !fallback && !at.questionDotToken;
            at = at.expression;
        }
        if (!ts.isPropertyAccessExpression(at) || !ts.isIdentifier(at.expression) || at.expression.text !== item)
            return undefined;
        return { key: at.name.text, shape, ...(required ? { required } : {}) };
    };
    let args = [];
    if (modern) {
        const config = call.arguments.length >= 3 ? (0,loop_registrars/* stripped */.uR)(ts, call.arguments[1]) : undefined;
        if (!config || !ts.isObjectLiteralExpression(config))
            return false;
        const same = config.properties.every((p) => {
            const passed = ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) ? keyOf(p.initializer) : undefined;
            const name = p.name.text;
            return passed !== undefined && CONFIG_KEYS.has(name) && passed.key === name && (!passed.shape || SCHEMA_KEYS.has(name));
        });
        // A loose object is no tool `registerTool` reads key by key; its keys passed as the SDK v1 arguments are.
        const positional = same ? undefined : configAsPositional(ts, config, keyOf);
        if (same || !positional)
            return same && !(looped ? listKind : tool)?.loose;
        args = positional;
    }
    else
        for (const arg of call.arguments.slice(1, -1)) {
            const passed = isEmptyObject(ts, arg) ? { shape: false } : keyOf(arg, true);
            if (!passed)
                return false;
            args.push(passed);
        }
    return recorded(args, (looped ? listKind : tool)?.from, sink);
}
/**
 * Whether SDK v1 arguments register an item: with its exports known (`from`), each export's items are read with
 * them (in `sink`); else they must be the keys of the SDK's order (`t.description`, `t.inputSchema`, \u2026).
 */
function recorded(args, from, sink) {
    // Keys named as the SDK's fields stay in its order (`t.inputSchema.shape, t.description` is no registration of them).
    const fields = args.map(({ key }) => POSITIONAL.indexOf(key ?? '')).filter((index) => index !== -1);
    if (from !== undefined && args.length <= POSITIONAL.length && fields.every((index, at) => at === 0 || index > fields[at - 1])) {
        for (const name of from)
            if (!sink.has(name))
                sink.set(name, [...args]);
        return true;
    }
    let next = 0;
    for (const { key, shape } of args) {
        const index = key === undefined || (shape && !SCHEMA_KEYS.has(key)) ? -1 : POSITIONAL.indexOf(key, next);
        if (index === -1)
            return false;
        next = index + 1;
    }
    return true;
}
/**
 * `tool(getFlag)` of a registrar (made-registrars.ts) handed one tool the module imports as it is, or each item of
 * a list in a loop (`for (const def of all) registerWrappedTool(server, def, deps)`): registered with the
 * registrar's arguments, as the registration itself written in the loop is (itemRegisters).
 */
function handedRegisters(ts, file, item, names, locals, registrar, sink) {
    if (mutated(ts, file, item.text))
        return false;
    const iterated = (0,loop_registrars/* iteratedBy */._b)(ts, item, item.text);
    if (iterated) {
        const list = (0,loop_registrars/* stripped */.uR)(ts, iterated);
        const kind = ts.isIdentifier(list) ? names.get(list.text) : importedValue(ts, list, new Map([...locals, ...names]));
        return kind?.kind === 'list' && kind.via === undefined && !kind.thunk && recorded(registrar.args, kind.from, sink);
    }
    const tool = locals.get(item.text);
    if (tool?.kind !== 'tool' || tool.via !== undefined || tool.thunk || boundInModule(ts, file, item.text))
        return false;
    for (const name of tool.from ?? [])
        if (!sink.has(name))
            sink.set(name, [...registrar.args]);
    return true;
}
/** `list.map((t) => t())` (`(t) => { return t(); }` too): the list whose items are called, with nothing, each once. */
function calledItems(ts, node) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, node);
    if (!ts.isCallExpression(at) || at.arguments.length !== 1 || !ts.isPropertyAccessExpression(at.expression) || at.expression.name.text !== 'map')
        return undefined;
    const callback = (0,loop_registrars/* stripped */.uR)(ts, at.arguments[0]);
    if (!(ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)) || callback.parameters.length !== 1)
        return undefined;
    const parameter = callback.parameters[0].name;
    const [only] = ts.isBlock(callback.body) ? callback.body.statements : [];
    const body = ts.isBlock(callback.body)
        ? only && ts.isReturnStatement(only) && callback.body.statements.length === 1
            ? only.expression
            : undefined
        : callback.body;
    const made = body && (0,loop_registrars/* stripped */.uR)(ts, body);
    const calls = made && ts.isCallExpression(made) && made.arguments.length === 0 && ts.isIdentifier(made.expression);
    return calls && ts.isIdentifier(parameter) && made.expression.text === parameter.text ? at.expression.expression : undefined;
}
/**
 * `{ description: t.summary, inputSchema: t.schema.shape }`, keys of the item under other names: the SDK v1
 * arguments it equals (`t.summary, t.schema.shape`), when its keys are the first of the SDK's order, each
 * once (`description`, then `inputSchema`, then `annotations`), and `inputSchema` a zod `.shape`, no other.
 */
function configAsPositional(ts, config, keyOf) {
    const byName = new Map();
    for (const p of config.properties) {
        const passed = ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) ? keyOf(p.initializer) : undefined;
        const name = p.name.text;
        // A zod object whole (`inputSchema: t.schema`) is no raw shape: SDK v1 would take it for annotations.
        if (!passed || !POSITIONAL.includes(name) || byName.has(name) || passed.shape !== (name === 'inputSchema'))
            return undefined;
        byName.set(name, passed);
    }
    const args = POSITIONAL.slice(0, byName.size).map((name) => byName.get(name));
    return args.every((arg) => arg !== undefined) ? args : undefined;
}
/**
 * `t.params instanceof z.ZodObject ? t.params.shape : {}` (or `t.params && t.params instanceof \u2026`): the
 * shape read, as `t.params?.shape ?? {}` reads it, of a key that is a zod object; undefined for another test.
 */
function zodObjectShape(ts, choice, item) {
    const shape = (0,loop_registrars/* stripped */.uR)(ts, choice.whenTrue);
    if (!ts.isPropertyAccessExpression(shape) || shape.name.text !== 'shape')
        return undefined;
    const read = (0,loop_registrars/* stripped */.uR)(ts, shape.expression);
    if (!ts.isPropertyAccessExpression(read) || !ts.isIdentifier(read.expression) || read.expression.text !== item)
        return undefined;
    const same = (node) => {
        const at = (0,loop_registrars/* stripped */.uR)(ts, node);
        return ts.isPropertyAccessExpression(at) && ts.isIdentifier(at.expression) && at.expression.text === item && at.name.text === read.name.text;
    };
    const zodObject = (node) => {
        const at = (0,loop_registrars/* stripped */.uR)(ts, node);
        if (!ts.isBinaryExpression(at) || at.operatorToken.kind !== ts.SyntaxKind.InstanceOfKeyword || !same(at.left))
            return false;
        const type = (0,loop_registrars/* stripped */.uR)(ts, at.right);
        return (ts.isIdentifier(type) ? type.text : ts.isPropertyAccessExpression(type) ? type.name.text : '') === 'ZodObject';
    };
    const test = (0,loop_registrars/* stripped */.uR)(ts, choice.condition);
    const guarded = ts.isBinaryExpression(test) && test.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken && same(test.left) && zodObject(test.right);
    return guarded || zodObject(test) ? shape : undefined;
}
/** Whether the module changes what `name` holds: `name.key = \u2026` (`+=`, `name[k] = \u2026`, `delete name.key`) or `Object.assign(name, \u2026)`. */
function mutated(ts, file, name) {
    const names = (node) => {
        const at = (0,loop_registrars/* stripped */.uR)(ts, node);
        return (ts.isPropertyAccessExpression(at) || ts.isElementAccessExpression(at)) && ts.isIdentifier(at.expression) && at.expression.text === name;
    };
    return (0,values/* someNode */.Ng)(ts, file, (node) => ((0,values/* isAssignment */.wh)(ts, node) && names(node.left)) ||
        (ts.isDeleteExpression(node) && names(node.expression)) ||
        (ts.isCallExpression(node) &&
            ts.isPropertyAccessExpression(node.expression) &&
            ts.isIdentifier(node.expression.expression) &&
            node.expression.expression.text === 'Object' &&
            node.expression.name.text === 'assign' &&
            node.arguments.length > 0 &&
            ts.isIdentifier((0,loop_registrars/* stripped */.uR)(ts, node.arguments[0])) &&
            (0,loop_registrars/* stripped */.uR)(ts, node.arguments[0]).text === name));
}
/** Whether the module binds `name` other than by an import: a variable, a parameter, a function or a class. */
function boundInModule(ts, file, name) {
    return (0,values/* someNode */.Ng)(ts, file, (node) => (0,values/* declaredName */.op)(ts, node)?.text === name);
}


/***/ }),

/***/ 7403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  z: () => (/* binding */ TYPESCRIPT_SOURCE_INFO),
  A: () => (/* binding */ typescript_source_info)
});

// EXTERNAL MODULE: ./src/formats/source/info.ts
var info = __webpack_require__(6894);
// EXTERNAL MODULE: ./src/util/lazy-require.ts
var lazy_require = __webpack_require__(6050);
// EXTERNAL MODULE: ./src/formats/source/draws-on.ts
var draws_on = __webpack_require__(5533);
// EXTERNAL MODULE: ./src/formats/typescript-source/handed-server.ts + 2 modules
var handed_server = __webpack_require__(4693);
// EXTERNAL MODULE: ./src/formats/typescript-source/loop-registrars.ts
var loop_registrars = __webpack_require__(5209);
// EXTERNAL MODULE: ./src/formats/typescript-source/server-object.ts
var server_object = __webpack_require__(741);
// EXTERNAL MODULE: ./src/formats/typescript-source/values.ts
var values = __webpack_require__(7472);
;// CONCATENATED MODULE: ./src/formats/typescript-source/forwarding-classes.ts






/** An SDK module: the class's module must name one. */
const NAMES_SDK = /['"]@modelcontextprotocol\/(?:sdk|server)['"/]/;
/** How many instances (so classes' modules) one file's proof reads. */
const MAX_MODULES = 4;
/** The calls extract.ts reads as registrations on any receiver. */
const REGISTRATIONS = new Set(['tool', 'registerTool', 'prompt', 'registerPrompt', 'resource', 'registerResource', 'setRequestHandler']);
/** How many classes up the server property's declaration is looked for. */
const MAX_BASES = 2;
/**
 * Whether the file registers on instances of classes of the repository that forward `registerTool` to the SDK,
 * and on nothing else: each registration call of the file (extract.ts reads any receiver's) is on such an
 * instance, a `registerTool` whose config is a literal the class copies every key of.
 */
function forwardingInstance(text, path, workspace) {
    if (!workspace || !text.includes('.registerTool(') || !text.includes('new '))
        return false;
    const ts = (0,lazy_require/* vendoredTypescript */.P7)();
    const file = (0,handed_server/* parseWithin */.nM)(ts, path, text);
    if (!file)
        return false;
    const byInstance = new Map();
    let other = false;
    const visit = (node) => {
        const method = ts.isCallExpression(node) ? (0,server_object/* calledMethod */.XR)(ts, node)?.name.text : undefined;
        if (method !== undefined && REGISTRATIONS.has(method)) {
            const declared = method === 'registerTool' ? (0,server_object/* constructedServer */.CU)(ts, node) : undefined;
            if (declared)
                byInstance.set(declared, [...(byInstance.get(declared) ?? []), node]);
            else
                other = true;
        }
        if (!other)
            ts.forEachChild(node, visit);
    };
    visit(file);
    if (other || byInstance.size === 0 || byInstance.size > MAX_MODULES)
        return false;
    const memo = (0,handed_server/* memoOf */.Q0)(workspace);
    const drawn = [];
    for (const [declared, calls] of byInstance) {
        const made = constClass(ts, declared);
        const binding = made && (0,handed_server/* bindingsOf */.kK)(ts, file).find((b) => b.reexport === undefined && b.local === made && b.name !== '*');
        const at = binding && (0,handed_server/* importedFile */.fw)(ts, workspace, memo, binding.from, path);
        const module = at === undefined ? undefined : (0,handed_server/* read */.LF)(ts, workspace, memo, at);
        if (!binding || at === undefined || !module || !NAMES_SDK.test(module.file.text))
            return false;
        const cls = exportedClass(ts, module.file, binding.name);
        const copied = cls && forwardedKeys(ts, workspace, memo, module.file, at, cls);
        if (!copied || !calls.every((call) => readable(ts, call, copied)))
            return false;
        drawn.push(at);
    }
    for (const at of drawn)
        (0,draws_on/* drew */.c)(workspace, at);
    return true;
}
/** The class a `const` is made of by `new C(\u2026)` (awaited or not), by the name the file knows it. */
function constClass(ts, declared) {
    if (!ts.isVariableDeclarationList(declared.parent) || (declared.parent.flags & ts.NodeFlags.Const) === 0 || !declared.initializer)
        return undefined;
    let at = (0,loop_registrars/* stripped */.uR)(ts, declared.initializer);
    if (ts.isAwaitExpression(at))
        at = (0,loop_registrars/* stripped */.uR)(ts, at.expression);
    return ts.isNewExpression(at) && ts.isIdentifier(at.expression) ? at.expression.text : undefined;
}
function exportedClass(ts, file, name) {
    return file.statements.find((s) => ts.isClassDeclaration(s) && s.name?.text === name && !!ts.getModifiers(s)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword));
}
/**
 * What the class's `registerTool` hands the SDK of the config it is given: `true` for the config whole, or the
 * keys it copies as they are; undefined when the method is no such forward.
 */
function forwardedKeys(ts, workspace, memo, file, path, cls) {
    const methods = cls.members.filter((m) => ts.isMethodDeclaration(m) && ts.isIdentifier(m.name) && m.name.text === 'registerTool');
    const [method] = methods;
    if (methods.length !== 1 || !method.body || method.parameters.length < 2)
        return undefined;
    const [nameParameter, configParameter] = method.parameters;
    if (!ts.isIdentifier(nameParameter.name) || !ts.isIdentifier(configParameter.name) || nameParameter.dotDotDotToken || configParameter.dotDotDotToken)
        return undefined;
    const name = nameParameter.name.text;
    const config = configParameter.name.text;
    if (assigns(ts, method.body, new Set([name, config])))
        return undefined;
    // The one registration of the method's own body, each a statement of it (`this.server.registerTool(\u2026)`, awaited or returned).
    const inner = method.body.statements.flatMap((statement) => {
        let at = ts.isExpressionStatement(statement) || ts.isReturnStatement(statement) ? statement.expression : undefined;
        if (at && ts.isAwaitExpression(at))
            at = at.expression;
        return at && ts.isCallExpression(at) ? [at] : [];
    });
    const registrations = inner.filter((call) => ['registerTool', 'tool'].includes((0,server_object/* calledMethod */.XR)(ts, call)?.name.text ?? ''));
    const [call] = registrations;
    if (registrations.length !== 1 || (0,server_object/* calledMethod */.XR)(ts, call)?.name.text !== 'registerTool' || call.arguments.length < 3)
        return undefined;
    const receiver = (0,server_object/* calledMethod */.XR)(ts, call).expression;
    if (!ts.isPropertyAccessExpression(receiver) || receiver.expression.kind !== ts.SyntaxKind.ThisKeyword)
        return undefined;
    if (!(0,handed_server/* classDeclares */.eo)(ts, workspace, memo, file, path, cls, receiver.name.text, undefined, MAX_BASES))
        return undefined;
    const [nameArgument, configArgument] = call.arguments;
    if (!ts.isIdentifier(nameArgument) || nameArgument.text !== name)
        return undefined;
    const given = (0,loop_registrars/* stripped */.uR)(ts, configArgument);
    if (ts.isIdentifier(given))
        return given.text === config ? true : undefined;
    if (!ts.isObjectLiteralExpression(given))
        return undefined;
    const copied = new Set();
    for (const property of given.properties) {
        if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)))
            return undefined;
        const value = (0,loop_registrars/* stripped */.uR)(ts, property.initializer);
        const member = ts.isPropertyAccessExpression(value) && ts.isIdentifier(value.expression) && value.expression.text === config;
        if (member && value.name.text === property.name.text)
            copied.add(property.name.text);
        else if (names(ts, value, name) || names(ts, value, config))
            return undefined;
    }
    return copied;
}
/** Whether the body assigns one of `names` or writes through one (`definition.description = \u2026`), nested functions too. */
function assigns(ts, body, names) {
    const root = (node) => {
        let at = (0,loop_registrars/* stripped */.uR)(ts, node);
        while (ts.isPropertyAccessExpression(at) || ts.isElementAccessExpression(at))
            at = (0,loop_registrars/* stripped */.uR)(ts, at.expression);
        return at;
    };
    const written = (node) => {
        const at = root(node);
        return ts.isIdentifier(at) && names.has(at.text);
    };
    const visit = (node) => {
        if ((0,values/* isAssignment */.wh)(ts, node) && written(node.left))
            return true;
        if ((ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) && written(node.operand))
            return true;
        if (ts.isDeleteExpression(node) && written(node.expression))
            return true;
        return ts.forEachChild(node, visit) ?? false;
    };
    return visit(body);
}
/** Whether an expression reads the name anywhere (a key or a property name after a dot aside). */
function names(ts, node, name) {
    if (ts.isIdentifier(node)) {
        const key = (ts.isPropertyAccessExpression(node.parent) || ts.isPropertyAssignment(node.parent)) && node.parent.name === node;
        return node.text === name && !key;
    }
    return ts.forEachChild(node, (child) => names(ts, child, name) || undefined) ?? false;
}
/** Whether a call hands the method a name and an object literal config every key of which the method copies. */
function readable(ts, call, copied) {
    if (call.arguments.length < 2 || call.arguments.some((arg) => ts.isSpreadElement(arg)))
        return false;
    const config = (0,loop_registrars/* stripped */.uR)(ts, call.arguments[1]);
    if (!ts.isObjectLiteralExpression(config))
        return false;
    if (copied === true)
        return true;
    return config.properties.every((p) => (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) && copied.has(p.name.text));
}

// EXTERNAL MODULE: ./src/formats/typescript-source/hand-rolled.ts + 1 modules
var hand_rolled = __webpack_require__(2657);
// EXTERNAL MODULE: ./src/formats/typescript-source/imported-lists.ts + 12 modules
var imported_lists = __webpack_require__(9079);
// EXTERNAL MODULE: ./src/formats/typescript-source/lazy-groups.ts
var lazy_groups = __webpack_require__(7445);
// EXTERNAL MODULE: ./src/formats/typescript-source/keyed-imports.ts
var keyed_imports = __webpack_require__(9557);
// EXTERNAL MODULE: ./src/formats/typescript-source/xmcp-tools.ts
var xmcp_tools = __webpack_require__(2480);
// EXTERNAL MODULE: ./src/formats/typescript-source/keyed-records.ts
var keyed_records = __webpack_require__(8653);
// EXTERNAL MODULE: ./src/formats/typescript-source/named-dicts.ts
var named_dicts = __webpack_require__(1689);
// EXTERNAL MODULE: ./src/formats/typescript-source/mctx-names.ts
var mctx_names = __webpack_require__(4843);
// EXTERNAL MODULE: ./src/formats/typescript-source/registrar-makers.ts + 1 modules
var registrar_makers = __webpack_require__(1237);
// EXTERNAL MODULE: ./src/formats/typescript-source/registration-contexts.ts
var registration_contexts = __webpack_require__(2752);
// EXTERNAL MODULE: ./src/formats/typescript-source/tool-classes.ts
var tool_classes = __webpack_require__(1293);
// EXTERNAL MODULE: ./src/formats/typescript-source/served-methods.ts
var served_methods = __webpack_require__(5640);
// EXTERNAL MODULE: ./src/formats/typescript-source/tool-builders.ts
var tool_builders = __webpack_require__(3789);
;// CONCATENATED MODULE: ./src/formats/typescript-source/info.ts
/**
 * What tells that a file is a TypeScript or JavaScript MCP server's source: it sits at a source path and
 * imports the MCP SDK, or is handed a server its callers build. All that classification reads; the parser
 * and rules (index.ts) load only when such a file is linted.
 */
















/**
 * punkpeye's fastmcp, Vercel's mcp-handler and its former name, @rekog/mcp-nest, mcp-framework (frameworks on the SDK, sdk.ts), tmcp,
 * and the frameworks of tool builders (tool-builders.ts).
 */
const FRAMEWORK_MODULES = ['fastmcp', 'mcp-handler', '@vercel/mcp-adapter', 'tmcp', '@rekog/mcp-nest', 'mcp-framework', ...tool_builders/* BUILDER_MODULES */.O9];
const PATHS = ['**/?*.ts', '**/?*.mts', '**/?*.cts', '**/?*.tsx', '**/?*.js', '**/?*.mjs', '**/?*.cjs', '**/?*.jsx'];
const TYPESCRIPT_SOURCE_INFO = (0,info/* sourceInfo */.A)({
    id: 'typescript-source',
    // Never ties with another format: source files are told by path and imports, not by parsed content.
    precedence: 7,
    noun: { one: 'TypeScript server file', other: 'TypeScript server files' },
    title: 'TypeScript and JavaScript MCP server source (tools registered with the SDK)',
    paths: PATHS,
    // Frameworks on the SDK as quoted module names: `from "fastmcp"`, `require('mcp-handler')`.
    // Or a module handed its server as a function's parameter, which a caller proves (handed-server.ts).
    importsSdk: (text, path, workspace) => text.includes('@modelcontextprotocol/sdk') ||
        text.includes('@modelcontextprotocol/server') ||
        FRAMEWORK_MODULES.some((module) => text.includes(`'${module}`) || text.includes(`"${module}`)) ||
        // mcp-use's server (mcp-use-server.ts), by its exact module names: `mcp-use/client` is its client; mcp-lite (mcp-lite-server.ts).
        /['"](?:mcp-use(?:\/server)?|(?:npm:)?mcp-lite(?:@[\w.^~-]*)?)['"]/.test(text) ||
        // A framework's server handed a record of tools keyed by name (keyed-records.ts).
        (0,keyed_records/* namesKeyedServer */.OY)(text) ||
        // mctx's framework, which answers JSON-RPC itself (mctx-app.ts).
        (0,mctx_names/* namedMctx */.w)(text) !== undefined ||
        // Azure Functions' `app.mcpTool(\u2026)`, served by the Functions host's MCP extension.
        (text.includes('.mcpTool(') && (text.includes("'@azure/functions'") || text.includes('"@azure/functions"'))) ||
        (path !== undefined && (0,handed_server/* handedServer */.WR)(text, path, workspace)) ||
        // Or one answering JSON-RPC itself as an MCP server does (hand-rolled.ts).
        (path !== undefined && (0,hand_rolled/* answersJsonRpc */.r)(text, path)) ||
        // Or one registering on an instance of a class of the repository forwarding to the SDK (forwarding-classes.ts).
        (path !== undefined && forwardingInstance(text, path, workspace)) ||
        // Or a module of tool definitions another module registers item by item (imported-lists.ts).
        (path !== undefined && (0,imported_lists/* listedTools */.$)(text, path, workspace)) ||
        // Or one of dictionaries of tools keyed by name another module serves (named-dicts.ts).
        (path !== undefined && (0,named_dicts/* entriesServed */.U0)(text, path, workspace)) ||
        // Or a module of tool classes whose base class registers them (tool-classes.ts).
        (path !== undefined && (0,tool_classes/* declaresToolClass */.O)(text, path, workspace)) ||
        // Or a class whose method writes out the tools/list answer another module serves (served-methods.ts).
        (path !== undefined && (0,served_methods/* servedMethods */.Q)(text, path, workspace).size > 0) ||
        // Or a module registering on a context another module builds to forward to the SDK (registration-contexts.ts).
        (path !== undefined && (0,registration_contexts/* registrationContext */.j0)(text, path, workspace) !== undefined) ||
        // Or a module handing its tools to a maker that returns the function registering them (registrar-makers.ts).
        (path !== undefined && (0,registrar_makers/* callsRegistrarMaker */.R)(text, path, workspace)) ||
        // Or a module of tools built for a framework's record another module's server holds by name (keyed-imports.ts).
        (path !== undefined && (0,keyed_imports/* keyedExports */.ew)(text, path, workspace) !== undefined) ||
        // Or a file of an xmcp package's tools folder, each a tool (xmcp-tools.ts).
        (path !== undefined && (0,xmcp_tools/* xmcpToolFile */.$j)(text, path, workspace)) ||
        // Or a group of tools a server module loads with `import()` and registers one by one (lazy-groups.ts).
        (path !== undefined && (0,lazy_groups/* lazyGroupTools */.Z)(text, path, workspace) !== undefined),
});
/* harmony default export */ const typescript_source_info = (TYPESCRIPT_SOURCE_INFO);


/***/ }),

/***/ 9557:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   ew: () => (/* binding */ keyedExports),
/* harmony export */   s8: () => (/* binding */ builtBy)
/* harmony export */ });
/* unused harmony export exportedTools */
/* harmony import */ var _engine_test_source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(260);
/* harmony import */ var _util_lazy_require_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6050);
/* harmony import */ var _source_draws_on_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5533);
/* harmony import */ var _handed_server_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4693);
/* harmony import */ var _keyed_records_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8653);
/* harmony import */ var _loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5209);






const MAX_READS = 12;
const FOUND = new WeakMap();
/** The module's served exported tools (said to the workspace), or undefined when none is proved served. */
function keyedExports(text, path, workspace) {
    if (!workspace || path.split('/').includes('..') || !text.includes('export') || !(0,_keyed_records_js__WEBPACK_IMPORTED_MODULE_3__/* .namesKeyedBuilder */ .O7)(text))
        return undefined;
    const ts = (0,_util_lazy_require_js__WEBPACK_IMPORTED_MODULE_1__/* .vendoredTypescript */ .P7)();
    const file = (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_2__/* .parseWithin */ .nM)(ts, path, text);
    const defined = file ? exportedTools(ts, file) : new Map();
    if (defined.size === 0)
        return undefined;
    const memo = (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_2__/* .memoOf */ .Q0)(workspace);
    const key = ['keyed', path, [...defined.keys()].join(',')].join('\0');
    let found = FOUND.get(memo);
    if (!found)
        FOUND.set(memo, (found = new Map()));
    const proved = (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_2__/* .remembered */ .HK)(workspace, memo, key, (noting) => {
        const modules = [];
        for (const caller of (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_2__/* .callersOf */ .Gt)(noting, path)) {
            if (modules.length >= MAX_READS)
                break;
            const module = caller === path || (0,_engine_test_source_js__WEBPACK_IMPORTED_MODULE_0__/* .testSource */ .s)(caller) !== undefined ? undefined : (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_2__/* .read */ .LF)(ts, noting, memo, caller);
            if (module)
                modules.push([caller, module]);
        }
        /** A barrel re-exporting `name` from this module (`export { weatherTool } from './weather.js'`, `export * from \u2026`). */
        const barrel = (at, module, name) => module.bindings.some((b) => b.reexport !== undefined && (b.name === '*' || (b.name === name && b.reexport === name)) && (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_2__/* .resolves */ .EJ)(ts, noting, memo, b.from, at, path));
        const served = new Map();
        for (const [caller, module] of modules) {
            if (!(0,_keyed_records_js__WEBPACK_IMPORTED_MODULE_3__/* .namesKeyedServer */ .OY)(module.file.text))
                continue;
            const before = served.size;
            for (const name of servedNames(ts, module.file)) {
                const framework = defined.get(name);
                for (const b of module.bindings) {
                    if (!framework || b.reexport !== undefined || b.name !== name || b.local !== name)
                        continue;
                    const through = (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_2__/* .resolves */ .EJ)(ts, noting, memo, b.from, caller, path)
                        ? path
                        : modules.find(([at, m]) => barrel(at, m, name) && (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_2__/* .resolves */ .EJ)(ts, noting, memo, b.from, caller, at))?.[0];
                    if (through === undefined)
                        continue;
                    served.set(name, framework);
                    if (through !== path)
                        (0,_source_draws_on_js__WEBPACK_IMPORTED_MODULE_5__/* .drew */ .c)(noting, through);
                }
            }
            if (served.size > before)
                (0,_source_draws_on_js__WEBPACK_IMPORTED_MODULE_5__/* .drew */ .c)(noting, caller);
        }
        found.set(key, served);
        return served.size > 0;
    });
    return proved ? found.get(key) : undefined;
}
/** The module's top-level `export const x = builder({ \u2026 })`, by name, with the builder's framework. */
function exportedTools(ts, file) {
    const builders = (0,_keyed_records_js__WEBPACK_IMPORTED_MODULE_3__/* .keyedBuilders */ .Vo)(ts, file);
    const out = new Map();
    if (builders.size === 0)
        return out;
    for (const statement of file.statements) {
        if (!ts.isVariableStatement(statement) || !ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
            continue;
        if (!(statement.declarationList.flags & ts.NodeFlags.Const))
            continue;
        for (const declaration of statement.declarationList.declarations) {
            const built = builtBy(ts, declaration, builders);
            if (built && ts.isIdentifier(declaration.name))
                out.set(declaration.name.text, built.framework);
        }
    }
    return out;
}
/** The framework whose builder a declaration's value is a call of, and the one object literal it is handed (`createTool({ \u2026 })`). */
function builtBy(ts, declaration, builders) {
    const value = declaration.initializer && (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, declaration.initializer);
    if (!value || !ts.isCallExpression(value) || !ts.isIdentifier(value.expression) || value.arguments.length !== 1)
        return undefined;
    const framework = builders.get(value.expression.text);
    const definition = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, value.arguments[0]);
    return framework && ts.isObjectLiteralExpression(definition) ? { framework, definition } : undefined;
}
/** The names a module's server records hold under the same key (`{ weatherTool }`). */
function servedNames(ts, file) {
    const imports = (0,_keyed_records_js__WEBPACK_IMPORTED_MODULE_3__/* .keyedImports */ .n$)(ts, file);
    if (!imports)
        return [];
    const out = [];
    const visit = (node) => {
        if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
            const record = (0,_keyed_records_js__WEBPACK_IMPORTED_MODULE_3__/* .servedRecord */ .ZI)(ts, node, imports, (at) => (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, at));
            for (const name of record?.named ?? [])
                out.push(name.text);
        }
        ts.forEachChild(node, visit);
    };
    visit(file);
    return out;
}


/***/ }),

/***/ 8653:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   JV: () => (/* binding */ keyedTool),
/* harmony export */   O7: () => (/* binding */ namesKeyedBuilder),
/* harmony export */   OY: () => (/* binding */ namesKeyedServer),
/* harmony export */   Vo: () => (/* binding */ keyedBuilders),
/* harmony export */   ZI: () => (/* binding */ servedRecord),
/* harmony export */   n$: () => (/* binding */ keyedImports)
/* harmony export */ });
const SUPABASE = {
    server: { module: '@supabase/mcp-utils', name: 'createMcpServer', constructed: false },
    builder: { modules: ['@supabase/mcp-utils'], name: 'tool' },
    keys: ['description', 'annotations', 'parameters'],
    schemas: { parameters: 'inputSchema' },
    derived: [],
};
const MASTRA = {
    server: { module: '@mastra/mcp', name: 'MCPServer', constructed: true },
    builder: { modules: ['@mastra/core/tools', '@mastra/core'], name: 'createTool' },
    keys: ['description', 'inputSchema'],
    schemas: { inputSchema: 'inputSchema' },
    derived: ['agents', 'workflows'],
    annotates: 'mcp',
};
const FRAMEWORKS = [SUPABASE, MASTRA];
/** Whether a module's text may make a server of these frameworks (info.ts): its module and server's names. */
const namesKeyedServer = (text) => FRAMEWORKS.some(({ server }) => text.includes(server.name) && (text.includes(`'${server.module}'`) || text.includes(`"${server.module}"`)));
/** The builders a module imports (not as types), by local name, with their framework. */
function keyedBuilders(ts, file) {
    const out = new Map();
    for (const statement of file.statements) {
        if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || statement.importClause?.isTypeOnly)
            continue;
        const module = statement.moduleSpecifier.text;
        const bindings = statement.importClause?.namedBindings;
        if (!bindings || !ts.isNamedImports(bindings))
            continue;
        for (const element of bindings.elements) {
            const framework = FRAMEWORKS.find(({ builder }) => builder.modules.includes(module) && builder.name === (element.propertyName ?? element.name).text);
            if (framework && !element.isTypeOnly)
                out.set(element.name.text, framework);
        }
    }
    return out;
}
/** The builders' modules, as a module's text names them (keyed-imports.ts). */
const namesKeyedBuilder = (text) => FRAMEWORKS.some(({ builder }) => text.includes(builder.name) && builder.modules.some((m) => text.includes(`'${m}'`) || text.includes(`"${m}"`)));
/** The framework whose server a module imports (not as a type), with the names it imports its server and builder as. */
function keyedImports(ts, file) {
    for (const framework of FRAMEWORKS) {
        const out = { framework, servers: new Set(), builders: new Set() };
        for (const statement of file.statements) {
            if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
                continue;
            const module = statement.moduleSpecifier.text;
            const bindings = statement.importClause?.namedBindings;
            if (!bindings || !ts.isNamedImports(bindings) || statement.importClause?.isTypeOnly)
                continue;
            for (const element of bindings.elements) {
                const imported = (element.propertyName ?? element.name).text;
                if (element.isTypeOnly)
                    continue;
                if (module === framework.server.module && imported === framework.server.name)
                    out.servers.add(element.name.text);
                if (framework.builder.modules.includes(module) && imported === framework.builder.name)
                    out.builders.add(element.name.text);
            }
        }
        if (out.servers.size > 0)
            return out;
    }
    return undefined;
}
/**
 * The record a server call serves (`createMcpServer({ tools })`, `new MCPServer({ tools })`), when the call is one:
 * each entry `key: tool({ \u2026 })` or `key: { \u2026 }` (or a shorthand `key`), its definition as `resolve` finds it.
 */
function servedRecord(ts, call, imports, resolve) {
    const { framework } = imports;
    const made = framework.server.constructed ? ts.isNewExpression(call) : ts.isCallExpression(call);
    if (!made || !ts.isIdentifier(call.expression) || !imports.servers.has(call.expression.text) || call.arguments?.length !== 1)
        return undefined;
    const out = { framework, tools: [], unread: [], named: [] };
    const argument = call.arguments[0];
    const options = resolve(argument);
    if (!ts.isObjectLiteralExpression(options))
        return { ...out, unread: [{ node: argument, what: "the server's tools" }] };
    const option = (name) => options.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === name);
    for (const name of framework.derived) {
        const derived = option(name);
        if (derived)
            out.unread.push({ node: derived, what: `the tools made of its ${name}` });
    }
    const property = option('tools');
    if (!property) {
        if (options.properties.some(ts.isSpreadAssignment))
            out.unread.push({ node: options, what: "the server's tools" });
        return out;
    }
    const value = ts.isPropertyAssignment(property) ? property.initializer : ts.isShorthandPropertyAssignment(property) ? property.name : undefined;
    const record = value && resolve(value);
    if (!record || !ts.isObjectLiteralExpression(record))
        return { ...out, unread: [...out.unread, { node: value ?? property, what: 'a tool list' }] };
    for (const entry of record.properties) {
        const key = entry.name;
        const written = ts.isPropertyAssignment(entry) ? entry.initializer : ts.isShorthandPropertyAssignment(entry) ? entry.name : undefined;
        if (!written || !key || !(ts.isIdentifier(key) || ts.isStringLiteral(key))) {
            out.unread.push({ node: entry, what: 'a tool' });
            continue;
        }
        const found = resolve(written);
        const definition = ts.isCallExpression(found) && ts.isIdentifier(found.expression) && imports.builders.has(found.expression.text) && found.arguments.length === 1
            ? resolve(found.arguments[0])
            : found;
        if (ts.isIdentifier(found) && ts.isIdentifier(written) && written.text === key.text)
            out.named.push(written);
        if (!ts.isObjectLiteralExpression(definition))
            out.unread.push({ node: written, what: 'a tool' });
        else
            out.tools.push(keyedTool(ts, key, definition, framework));
    }
    return out;
}
/** A tool named `key` (a record's key, or an exported constant's name: keyed-imports.ts), with what its definition says of its listing. */
function keyedTool(ts, key, definition, framework) {
    return { key, definition, ...filters(ts, definition, framework) };
}
/**
 * Whether a definition is listed (`hidden: true` never; a `hidden` not `false`, or a `visible` filter, on some
 * paths), and the keys that make a listed part other than written (`policy`, the framework's `annotates`).
 */
function filters(ts, definition, framework) {
    let listed = 'always';
    const unknown = [];
    for (const property of definition.properties) {
        const name = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
        const value = ts.isPropertyAssignment(property) ? property.initializer : undefined;
        if (framework === SUPABASE) {
            if (name === 'hidden' && value?.kind === ts.SyntaxKind.TrueKeyword)
                return { listed: 'never', unknown: [] };
            if (name === 'visible' || (name === 'hidden' && value?.kind !== ts.SyntaxKind.FalseKeyword))
                listed = 'sometimes';
            if (name === 'policy')
                unknown.push({ node: property, part: 'inputSchema' });
        }
        if (name !== undefined && name === framework.annotates)
            unknown.push({ node: property, part: 'annotations' });
    }
    return { listed, unknown };
}


/***/ }),

/***/ 5364:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b$: () => (/* binding */ keyedList),
/* harmony export */   kI: () => (/* binding */ heldKeys),
/* harmony export */   vP: () => (/* binding */ readsKey)
/* harmony export */ });
/* harmony import */ var _loop_registrars_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5209);

/** The methods of a list that leave it as it is. */
const READING = new Set(['map', 'filter', 'find', 'some', 'every', 'flatMap', 'slice', 'concat', 'includes', 'reduce']);
/**
 * The one key of `returned` (an object literal `fn` returns, spreading nothing) holding the function's own
 * list of tools, read by `tool` (a tool object an item is, or undefined); undefined when no key, or more than
 * one, does.
 */
function keyedList(ts, fn, returned, tool) {
    const body = fn.body;
    // A spread may write any key over another.
    if (!body || !ts.isBlock(body) || returned.properties.some((p) => ts.isSpreadAssignment(p)))
        return undefined;
    const found = [];
    for (const property of returned.properties) {
        if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property))
            continue;
        if (!ts.isIdentifier(property.name))
            continue;
        const value = ts.isPropertyAssignment(property) ? (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_0__/* .stripped */ .uR)(ts, property.initializer) : property.name;
        const mapping = mappedLocal(ts, value);
        const local = mapping?.list ?? (ts.isIdentifier(value) ? value : undefined);
        const listed = local && ownList(ts, body, local, returned, tool);
        if (listed && (!mapping || mapping.keys))
            found.push({ key: property.name.text, ...listed, ...(mapping?.keys ? { mapped: mapping.keys } : {}) });
    }
    return found.length === 1 ? found[0] : undefined;
}
/**
 * `list.map((t) => ({ name: t.name, \u2026 }))` over a local `list`: the list, and each key the callback writes,
 * copied (the item's key of that name) or computed; no keys when one is copied from another key, spread, or
 * the callback does more than return one object.
 */
function mappedLocal(ts, value) {
    if (!ts.isCallExpression(value) || value.arguments.length !== 1 || !ts.isPropertyAccessExpression(value.expression))
        return undefined;
    const list = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_0__/* .stripped */ .uR)(ts, value.expression.expression);
    if (value.expression.name.text !== 'map' || !ts.isIdentifier(list))
        return undefined;
    const callback = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_0__/* .stripped */ .uR)(ts, value.arguments[0]);
    if (!ts.isArrowFunction(callback) || callback.parameters.length !== 1 || !ts.isIdentifier(callback.parameters[0].name) || ts.isBlock(callback.body))
        return { list };
    const item = callback.parameters[0].name.text;
    const made = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_0__/* .stripped */ .uR)(ts, callback.body);
    if (!ts.isObjectLiteralExpression(made))
        return { list };
    const keys = new Map();
    for (const property of made.properties) {
        if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name))
            return { list };
        const from = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_0__/* .stripped */ .uR)(ts, property.initializer);
        const copied = ts.isPropertyAccessExpression(from) && ts.isIdentifier(from.expression) && from.expression.text === item ? from.name.text : undefined;
        if (copied !== undefined && copied !== property.name.text)
            return { list };
        keys.set(property.name.text, copied ?? property.initializer);
    }
    return keys.get('name') === 'name' ? { list, keys } : { list };
}
/**
 * The tools of the body's own `const name = [ \u2026 ]` (declared once, at the body's top level) and of each
 * `name.push(\u2026)` before `returned`, the list `served` by its name there; undefined when an item is no tool or
 * the list is used any other way.
 */
function ownList(ts, body, served, returned, tool) {
    const name = served.text;
    let written;
    let declarations = 0;
    for (const statement of body.statements)
        if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const)
            for (const declaration of statement.declarationList.declarations)
                if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer) {
                    declarations++;
                    const value = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_0__/* .stripped */ .uR)(ts, declaration.initializer);
                    if (ts.isArrayLiteralExpression(value))
                        written = value;
                }
    if (declarations !== 1 || !written)
        return undefined;
    const tools = [];
    const sometimes = new Set();
    const add = (items, onSomeRuns) => {
        for (const item of items) {
            const object = ts.isSpreadElement(item) ? undefined : tool(item);
            if (!object)
                return false;
            tools.push(object);
            if (onSomeRuns)
                sometimes.add(object);
        }
        return true;
    };
    if (!add(written.elements, false))
        return undefined;
    let valid = true;
    const visit = (node) => {
        if (!valid)
            return;
        if (ts.isIdentifier(node) && node.text === name && node !== served && !(ts.isVariableDeclaration(node.parent) && node.parent.name === node)) {
            valid = readOnly(ts, node) || pushed(ts, node, body, returned, add);
            return;
        }
        ts.forEachChild(node, visit);
    };
    visit(body);
    return valid ? { tools, sometimes } : undefined;
}
/** Whether `node` is the receiver of a method leaving the list as it is, or of its `length`. */
function readOnly(ts, node) {
    const access = node.parent;
    if (!ts.isPropertyAccessExpression(access) || access.expression !== node)
        return false;
    if (access.name.text === 'length')
        return !(ts.isBinaryExpression(access.parent) && access.parent.left === access);
    return READING.has(access.name.text) && ts.isCallExpression(access.parent) && access.parent.expression === access;
}
/**
 * Whether `node` is the receiver of a `push` statement of the body (no function between), before `returned`;
 * its items added, on some runs only unless the statement is one of the body's own.
 */
function pushed(ts, node, body, returned, add) {
    const access = node.parent;
    const call = access.parent;
    if (!ts.isPropertyAccessExpression(access) || access.name.text !== 'push' || !ts.isCallExpression(call) || call.expression !== access)
        return false;
    const statement = call.parent;
    if (!ts.isExpressionStatement(statement) || statement.end > returned.pos)
        return false;
    for (let at = statement.parent; at !== body; at = at.parent)
        if (ts.isFunctionLike(at) || ts.isClassLike(at) || ts.isSourceFile(at))
            return false;
    return add(call.arguments, statement.parent !== body);
}
/**
 * The module's variables each holding an imported registry's list, by the key read (`const { toolList } =
 * createToolRegistry(config)`, `const { toolList: tools } = \u2026`, `const tools = createToolRegistry(c).toolList`,
 * awaited or not), each a `const` whose bound name the module declares once; `keyOf` tells the key a call
 * returns its list under, if it is such a registry's.
 */
function heldKeys(ts, file, keyOf) {
    const declared = new Map();
    const bound = [];
    const called = (node) => keyedCall(ts, node, keyOf);
    const visit = (node) => {
        if (ts.isVariableDeclaration(node)) {
            const names = ts.isIdentifier(node.name) ? [node.name] : ts.isObjectBindingPattern(node.name) ? node.name.elements.map((e) => e.name) : [];
            for (const name of names)
                if (ts.isIdentifier(name))
                    declared.set(name.text, (declared.get(name.text) ?? 0) + 1);
            const constant = ts.isVariableDeclarationList(node.parent) && node.parent.flags & ts.NodeFlags.Const;
            if (constant && node.initializer)
                bound.push(...boundKeys(ts, node.name, (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_0__/* .stripped */ .uR)(ts, node.initializer), called));
        }
        ts.forEachChild(node, visit);
    };
    visit(file);
    return bound.filter((name) => declared.get(name) === 1);
}
function keyedCall(ts, node, keyOf) {
    let at = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_0__/* .stripped */ .uR)(ts, node);
    if (ts.isAwaitExpression(at))
        at = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_0__/* .stripped */ .uR)(ts, at.expression);
    return ts.isCallExpression(at) ? keyOf(at) : undefined;
}
/** Whether `node` reads a registry's list off its call: `createToolRegistry(config).toolList`. */
function readsKey(ts, node, keyOf) {
    const at = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_0__/* .stripped */ .uR)(ts, node);
    return ts.isPropertyAccessExpression(at) && keyedCall(ts, at.expression, keyOf) === at.name.text;
}
/** The names a declaration binds a registry's list to: by its key destructured, or read off the call. */
function boundKeys(ts, name, value, called) {
    if (ts.isIdentifier(name))
        return ts.isPropertyAccessExpression(value) && called(value.expression) === value.name.text ? [name.text] : [];
    const key = ts.isObjectBindingPattern(name) ? called(value) : undefined;
    if (!ts.isObjectBindingPattern(name) || key === undefined)
        return [];
    const out = [];
    for (const element of name.elements) {
        const property = element.propertyName ?? element.name;
        if (!element.dotDotDotToken && !element.initializer && ts.isIdentifier(property) && property.text === key && ts.isIdentifier(element.name))
            out.push(element.name.text);
    }
    return out;
}


/***/ }),

/***/ 7445:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ lazyGroupTools)
/* harmony export */ });
/* harmony import */ var _util_lazy_require_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6050);
/* harmony import */ var _handed_server_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4693);
/* harmony import */ var _registration_contexts_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2752);



const NAMES_SDK = /['"](?:@modelcontextprotocol\/|fastmcp)/;
const MAX_READS = 12;
/** The tools of a group module a server module of the repository registers (said to the workspace), or undefined. */
function lazyGroupTools(text, path, workspace) {
    if (!workspace || !text.includes('export') || !text.includes('inputSchema') || NAMES_SDK.test(text) || path.split('/').includes('..'))
        return undefined;
    const ts = (0,_util_lazy_require_js__WEBPACK_IMPORTED_MODULE_0__/* .vendoredTypescript */ .P7)();
    const file = (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_1__/* .parseWithin */ .nM)(ts, path, text);
    const groups = file ? groupsOf(ts, file) : [];
    if (groups.length === 0)
        return undefined;
    const memo = (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_1__/* .memoOf */ .Q0)(workspace);
    let reads = 0;
    for (const at of [...(0,_handed_server_js__WEBPACK_IMPORTED_MODULE_1__/* .callersOf */ .Gt)(workspace, path).slice(1), ...(0,_handed_server_js__WEBPACK_IMPORTED_MODULE_1__/* .entriesAbove */ .e_)(workspace, path)]) {
        if (reads >= MAX_READS)
            break;
        const module = (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_1__/* .read */ .LF)(ts, workspace, memo, at);
        if (!module || !NAMES_SDK.test(module.file.text) || !module.file.text.includes('import('))
            continue;
        reads++;
        for (const group of groups) {
            const served = servedGroup(ts, workspace, memo, module.file, at, path, group.exported);
            if (!served || served.list !== group.key)
                continue;
            const handlers = served.guard === undefined ? undefined : group.handlers.get(served.guard);
            if (served.guard !== undefined && !handlers)
                continue;
            const out = new Map();
            for (const element of group.list.elements) {
                const name = ts.isObjectLiteralExpression(element) ? literalName(ts, element) : undefined;
                if (name !== undefined && handlers && !handlers.has(name))
                    continue;
                out.set(element.getStart(file), served.fields);
            }
            workspace.drawsOn?.(at);
            return out;
        }
    }
    return undefined;
}
/** The group functions a module exports: `export function f(\u2026) { return { tools: defs(), handlers: handlers(\u2026) } }`. */
function groupsOf(ts, file) {
    const out = [];
    for (const statement of file.statements) {
        if (!ts.isFunctionDeclaration(statement) || !statement.name || !ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
            continue;
        const value = onlyReturn(ts, statement);
        if (!value || !ts.isObjectLiteralExpression(value))
            continue;
        let list;
        const handlers = new Map();
        for (const property of value.properties) {
            if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name) || !ts.isCallExpression(property.initializer))
                continue;
            const callee = property.initializer.expression;
            const fn = ts.isIdentifier(callee) ? localFunction(ts, file, callee.text) : undefined;
            const returned = fn && onlyReturn(ts, fn);
            const keyed = fn && onlyReturn(ts, fn, true);
            if (returned && ts.isArrayLiteralExpression(returned) && fn?.parameters.length === 0 && property.initializer.arguments.length === 0)
                list = { key: property.name.text, list: returned };
            else if (keyed && ts.isObjectLiteralExpression(keyed)) {
                const names = functionKeys(ts, keyed);
                if (names)
                    handlers.set(property.name.text, names);
            }
        }
        if (list)
            out.push({ exported: statement.name.text, ...list, handlers });
    }
    return out;
}
/** The value of a function's body that is one `return` (after `const`s only, with `consts`), else undefined. */
function onlyReturn(ts, fn, consts = false) {
    const statements = fn.body?.statements ?? [];
    const last = statements[statements.length - 1];
    const before = statements.slice(0, -1);
    const held = (s) => consts && ts.isVariableStatement(s) && !!(s.declarationList.flags & ts.NodeFlags.Const);
    return last && ts.isReturnStatement(last) && before.every(held) ? last.expression : undefined;
}
function localFunction(ts, file, name) {
    return file.statements.find((s) => ts.isFunctionDeclaration(s) && s.name?.text === name && !!s.body);
}
/** The keys of an object literal all of whose members are functions keyed by a plain name or string; undefined otherwise. */
function functionKeys(ts, object) {
    const out = new Set();
    for (const property of object.properties) {
        const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
        const fn = ts.isMethodDeclaration(property) ||
            (ts.isPropertyAssignment(property) && (ts.isArrowFunction(property.initializer) || ts.isFunctionExpression(property.initializer)));
        if (key === undefined || !fn)
            return undefined;
        out.add(key);
    }
    return out;
}
/** A tool object's name written as a string literal. */
function literalName(ts, object) {
    const property = object.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === 'name');
    const value = property && ts.isPropertyAssignment(property) ? property.initializer : undefined;
    return value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) ? value.text : undefined;
}
function servedGroup(ts, workspace, memo, file, at, path, exported) {
    for (const statement of file.statements) {
        if (!ts.isFunctionDeclaration(statement) || !statement.name || !statement.body)
            continue;
        const loaded = loadedGroups(ts, statement);
        if (!loaded?.elements.some((element) => loads(ts, workspace, memo, element, at, path, exported)))
            continue;
        const served = loopsOver(ts, file, statement.name.text);
        if (served)
            return served;
    }
    return undefined;
}
/** The array of a loader's body `const g = await Promise.all([\u2026]); return g;` (or `return Promise.all([\u2026])`). */
function loadedGroups(ts, fn) {
    const statements = fn.body?.statements ?? [];
    const last = statements[statements.length - 1];
    if (!last || !ts.isReturnStatement(last) || !last.expression)
        return undefined;
    let value = unawaited(ts, last.expression);
    if (ts.isIdentifier(value) && statements.length === 2) {
        const held = statements[0];
        const declaration = ts.isVariableStatement(held) && held.declarationList.flags & ts.NodeFlags.Const ? held.declarationList.declarations[0] : undefined;
        const name = value.text;
        value =
            declaration && ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer
                ? unawaited(ts, declaration.initializer)
                : undefined;
    }
    else if (statements.length !== 1)
        return undefined;
    if (!value || !ts.isCallExpression(value) || value.arguments.length !== 1 || value.expression.getText() !== 'Promise.all')
        return undefined;
    const [list] = value.arguments;
    return ts.isArrayLiteralExpression(list) ? list : undefined;
}
function unawaited(ts, node) {
    return ts.isAwaitExpression(node) ? node.expression : node;
}
/** Whether an element is `import("<lit>").then((m) => m.<exported>(\u2026))` of the module at `path`. */
function loads(ts, workspace, memo, element, at, path, exported) {
    if (!ts.isCallExpression(element) || element.arguments.length !== 1 || !ts.isPropertyAccessExpression(element.expression))
        return false;
    const then = element.expression;
    const imported = then.expression;
    const callback = element.arguments[0];
    if (then.name.text !== 'then' || !ts.isCallExpression(imported) || imported.expression.kind !== ts.SyntaxKind.ImportKeyword)
        return false;
    const [module] = imported.arguments;
    if (!module || !ts.isStringLiteral(module) || !module.text.startsWith('.') || !(0,_handed_server_js__WEBPACK_IMPORTED_MODULE_1__/* .resolves */ .EJ)(ts, workspace, memo, module.text, at, path))
        return false;
    if (!ts.isArrowFunction(callback) || callback.parameters.length !== 1 || !ts.isIdentifier(callback.parameters[0].name))
        return false;
    const body = callback.body;
    const m = callback.parameters[0].name.text;
    return (ts.isCallExpression(body) &&
        ts.isPropertyAccessExpression(body.expression) &&
        ts.isIdentifier(body.expression.expression) &&
        body.expression.expression.text === m &&
        body.expression.name.text === exported);
}
/**
 * `const groups = await loader(\u2026)` in a function of the module, then `for (const group of groups)` whose body is
 * only `for (const tool of group.<list>)`, whose body is, in order, optionally `const handler = group.<h>[tool.name]`
 * and `if (!handler) { \u2026; continue; }`, then the one `registerTool(tool.name, { \u2026 }, cb)`, then anything.
 */
function loopsOver(ts, file, loader) {
    let found;
    let count = 0;
    for (const node of (0,_registration_contexts_js__WEBPACK_IMPORTED_MODULE_2__/* .descendants */ .DG)(ts, file)) {
        if (!ts.isVariableDeclaration(node) || !ts.isIdentifier(node.name) || !node.initializer)
            continue;
        const value = unawaited(ts, node.initializer);
        const fixed = ts.isVariableDeclarationList(node.parent) && node.parent.flags & ts.NodeFlags.Const;
        if (ts.isCallExpression(value) && ts.isIdentifier(value.expression) && value.expression.text === loader && fixed) {
            count++;
            const block = node.parent.parent.parent;
            if (ts.isBlock(block) || ts.isSourceFile(block))
                found = groupLoop(ts, block.statements, node.name.text);
        }
    }
    return count === 1 ? found : undefined;
}
function groupLoop(ts, statements, groups) {
    const loops = statements.filter((s) => ts.isForOfStatement(s) && ts.isIdentifier(s.expression) && s.expression.text === groups);
    const outer = loops.length === 1 ? loops[0] : undefined;
    const group = outer && loopVariable(ts, outer);
    const [inner, ...others] = outer && ts.isBlock(outer.statement) ? outer.statement.statements : [];
    if (!group || !inner || others.length > 0 || !ts.isForOfStatement(inner))
        return undefined;
    const tool = loopVariable(ts, inner);
    const list = inner.expression;
    if (!tool || !ts.isPropertyAccessExpression(list) || !ts.isIdentifier(list.expression) || list.expression.text !== group || !ts.isBlock(inner.statement))
        return undefined;
    const body = [...inner.statement.statements];
    let guard;
    const held = body[0];
    const declared = held && ts.isVariableStatement(held) ? held.declarationList.declarations : undefined;
    if (declared?.length === 1 && ts.isIdentifier(declared[0].name) && declared[0].initializer) {
        const lookup = declared[0].initializer;
        const handler = declared[0].name.text;
        const check = body[1];
        if (!ts.isElementAccessExpression(lookup) || !ts.isPropertyAccessExpression(lookup.expression) || lookup.expression.expression.getText() !== group)
            return undefined;
        if (lookup.argumentExpression.getText() !== `${tool}.name` || !check || !skipsWithout(ts, check, handler))
            return undefined;
        guard = lookup.expression.name.text;
        body.splice(0, 2);
    }
    const call = body[0] && ts.isExpressionStatement(body[0]) ? unawaited(ts, body[0].expression) : undefined;
    if (!call || !ts.isCallExpression(call) || !ts.isPropertyAccessExpression(call.expression) || call.expression.name.text !== 'registerTool')
        return undefined;
    const [name, config] = call.arguments;
    if (call.arguments.length !== 3 || name?.getText() !== `${tool}.name` || !config || !ts.isObjectLiteralExpression(config))
        return undefined;
    const copied = [];
    const computed = [];
    for (const property of config.properties) {
        if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name))
            return undefined;
        const key = property.name.text;
        (property.initializer.getText() === `${tool}.${key}` ? copied : computed).push(key);
    }
    return { list: list.name.text, ...(guard === undefined ? {} : { guard }), fields: { copied, computed } };
}
function loopVariable(ts, loop) {
    const list = loop.initializer;
    if (!ts.isVariableDeclarationList(list) || !(list.flags & ts.NodeFlags.Const) || list.declarations.length !== 1)
        return undefined;
    const name = list.declarations[0].name;
    return ts.isIdentifier(name) ? name.text : undefined;
}
/** `if (!handler) { \u2026; continue; }` (or `continue;` alone): what is left runs only with a handler. */
function skipsWithout(ts, statement, handler) {
    if (!ts.isIfStatement(statement) || statement.elseStatement)
        return false;
    const test = statement.expression;
    if (!ts.isPrefixUnaryExpression(test) || test.operator !== ts.SyntaxKind.ExclamationToken || test.operand.getText() !== handler)
        return false;
    const then = statement.thenStatement;
    const last = ts.isBlock(then) ? then.statements[then.statements.length - 1] : then;
    return !!last && ts.isContinueStatement(last) && !last.label;
}


/***/ }),

/***/ 5209:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Du: () => (/* binding */ exportedLists),
/* harmony export */   JE: () => (/* binding */ constLists),
/* harmony export */   KP: () => (/* binding */ exportedConsts),
/* harmony export */   NT: () => (/* binding */ loopReceivers),
/* harmony export */   _b: () => (/* binding */ iteratedBy),
/* harmony export */   jD: () => (/* binding */ loopItems),
/* harmony export */   uR: () => (/* binding */ stripped)
/* harmony export */ });
/* harmony import */ var _commonjs_exports_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5610);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7472);


/** How many items of a list a loop's variable may stand for are read. */
const MAX_ITEMS = 64;
/** The array methods whose callback is handed each item in its first parameter. */
const ITERATORS = new Set(['forEach', 'map', 'flatMap']);
/**
 * The module's `const x = [a, b]` lists, by name: a list a loop may name. A name the module declares more
 * than once (in two scopes, or as a parameter too) is none of them: which one a loop names is not read.
 */
function constLists(ts, file) {
    const out = new Map();
    const twice = new Set();
    (0,_values_js__WEBPACK_IMPORTED_MODULE_0__/* .walk */ .GG)(ts, file, (node) => {
        if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
            const name = node.name.text;
            const list = node.initializer && stripped(ts, node.initializer);
            const constant = ts.isVariableDeclarationList(node.parent) && (node.parent.flags & ts.NodeFlags.Const) !== 0;
            if (out.has(name) || twice.has(name) || !constant || !list || !ts.isArrayLiteralExpression(list)) {
                out.delete(name);
                twice.add(name);
            }
            else
                out.set(name, list);
        }
        else if ((ts.isParameter(node) || ts.isBindingElement(node)) && ts.isIdentifier(node.name)) {
            // A parameter (or destructured name) of the same name shadows the list where it is bound.
            out.delete(node.name.text);
            twice.add(node.name.text);
        }
    });
    return out;
}
/**
 * What a called name stands for when a loop binds it to each item of a literal list (or of a module's
 * `const` list): `for (const r of [a, b]) r(server)`, `[a, b].forEach((r) => r(server))`; or the list
 * named, another module's (`all`, `ns.all`). The nearest binding of the name decides; any other leaves
 * it standing for itself alone.
 */
function loopItems(ts, callee, lists) {
    const name = callee.text;
    const listOf = (node) => {
        const at = stripped(ts, node);
        const list = ts.isArrayLiteralExpression(at) ? at : ts.isIdentifier(at) ? lists.get(at.text) : undefined;
        if (list)
            return { items: list.elements.slice(0, MAX_ITEMS).map((item) => stripped(ts, item)) };
        if (ts.isIdentifier(at))
            return { items: [], list: { id: at.text } };
        if (ts.isPropertyAccessExpression(at) && ts.isIdentifier(at.expression))
            return { items: [], list: { ns: at.expression.text, name: at.name.text } };
        return { items: [] };
    };
    const iterated = iteratedBy(ts, callee, name);
    return iterated ? listOf(iterated) : { items: [] };
}
/**
 * What a loop iterates when it binds `name` at `from` or above: `list` in `for (const name of list)`, or
 * in `list.forEach((name) => \u2026)` (`map`, `flatMap`). The nearest binding of the name decides: none, or
 * a parameter of any other function, is undefined.
 */
function iteratedBy(ts, from, name) {
    const bound = loopBinding(ts, from, name);
    return bound && bound.key === undefined ? bound.list : undefined;
}
/**
 * What a loop iterates when it binds `name` at `from` or above, and the property of each item the name
 * takes when the loop destructures it (`for (const { module } of list)`, `list.forEach(({ module }) => \u2026)`).
 */
function loopBinding(ts, from, name) {
    const bound = (target) => {
        if (ts.isIdentifier(target))
            return target.text === name ? {} : undefined;
        if (!ts.isObjectBindingPattern(target))
            return undefined;
        for (const element of target.elements) {
            if (element.dotDotDotToken || !ts.isIdentifier(element.name) || element.name.text !== name)
                continue;
            const property = element.propertyName ?? element.name;
            return ts.isIdentifier(property) || ts.isStringLiteral(property) ? { key: property.text } : undefined;
        }
        return undefined;
    };
    for (let node = from.parent; node; node = node.parent) {
        if (ts.isForOfStatement(node) && ts.isVariableDeclarationList(node.initializer)) {
            const [declaration] = node.initializer.declarations;
            const found = declaration && bound(declaration.name);
            if (found)
                return { list: node.expression, ...found };
        }
        else if (ts.isFunctionLike(node)) {
            const index = node.parameters.findIndex((p) => bound(p.name) !== undefined);
            if (index === -1)
                continue;
            const call = node.parent;
            const iterated = index === 0 &&
                ts.isCallExpression(call) &&
                call.arguments[0] === node &&
                ts.isPropertyAccessExpression(call.expression) &&
                ITERATORS.has(call.expression.name.text);
            return iterated ? { list: call.expression.expression, ...bound(node.parameters[0].name) } : undefined;
        }
    }
    return undefined;
}
/**
 * What a method call's receiver stands for when a loop binds it to each item of a literal (or `const`)
 * list of the module: `for (const m of [a, b]) m.register(server)` is `a` and `b`; over a table of
 * objects, `for (const { module } of [{ module: a }])` or `for (const c of \u2026) c.module.register(server)`
 * is each item's `module` as written. An item that is no object literal giving the property plainly
 * stands for nothing.
 */
function loopReceivers(ts, receiver, lists) {
    const at = stripped(ts, receiver);
    const base = ts.isPropertyAccessExpression(at) ? stripped(ts, at.expression) : at;
    if (!ts.isIdentifier(base))
        return [];
    const bound = loopBinding(ts, base, base.text);
    const key = ts.isPropertyAccessExpression(at) ? (bound?.key === undefined ? at.name.text : undefined) : bound?.key;
    if (!bound || (ts.isPropertyAccessExpression(at) && key === undefined))
        return [];
    const iterated = stripped(ts, bound.list);
    const list = ts.isArrayLiteralExpression(iterated) ? iterated : ts.isIdentifier(iterated) ? lists.get(iterated.text) : undefined;
    const out = [];
    for (const element of list?.elements.slice(0, MAX_ITEMS) ?? []) {
        const item = stripped(ts, element);
        const value = key === undefined ? item : ts.isObjectLiteralExpression(item) ? plainProperty(ts, item, key) : undefined;
        if (value)
            out.push(stripped(ts, value));
    }
    return out;
}
/** The value an object literal gives `key` when it gives it once, plainly, and nothing spread may override it. */
function plainProperty(ts, object, key) {
    let found;
    for (const p of object.properties) {
        if (ts.isSpreadAssignment(p))
            return undefined;
        const name = p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : undefined;
        if (name !== key)
            continue;
        if (found)
            return undefined;
        found = ts.isPropertyAssignment(p) ? p.initializer : ts.isShorthandPropertyAssignment(p) ? p.name : undefined;
        if (!found)
            return undefined;
    }
    return found;
}
/** A module's top-level `export const all = [a, b]` lists, by name: the names of the functions each lists. */
function exportedLists(ts, file) {
    const out = new Map();
    for (const { name, value: list } of exportedConsts(ts, file)) {
        if (!ts.isArrayLiteralExpression(list))
            continue;
        const names = new Set();
        for (const item of list.elements.slice(0, MAX_ITEMS)) {
            const at = stripped(ts, item);
            if (ts.isIdentifier(at))
                names.add(at.text);
        }
        out.set(name, names);
    }
    return out;
}
/** A module's top-level `export const name = value` declarations (or a CommonJS module's, commonjs-exports.ts), each value behind its casts. */
function exportedConsts(ts, file) {
    const out = (0,_commonjs_exports_js__WEBPACK_IMPORTED_MODULE_1__/* .commonjsConsts */ .B)(ts, file).map(({ name, value }) => ({ name, value: stripped(ts, value) }));
    for (const statement of file.statements) {
        if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const))
            continue;
        if (!ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
            continue;
        for (const declaration of statement.declarationList.declarations)
            if (ts.isIdentifier(declaration.name) && declaration.initializer)
                out.push({ name: declaration.name.text, value: stripped(ts, declaration.initializer) });
    }
    return out;
}
/** An expression behind parentheses, `as`, `satisfies` and `!`. */
function stripped(ts, node) {
    let at = node;
    while (ts.isParenthesizedExpression(at) || ts.isAsExpression(at) || ts.isSatisfiesExpression(at) || ts.isNonNullExpression(at))
        at = at.expression;
    return at;
}


/***/ }),

/***/ 4843:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   b: () => (/* binding */ MCTX_MODULES),
/* harmony export */   w: () => (/* binding */ namedMctx)
/* harmony export */ });
/**
 * The names of mctx's framework (mctx-app.ts), apart from its reader: the SDK facts (sdk.ts) and the cheap
 * text test ask for them without loading the reader and what it imports.
 */
/** The framework's package names, each the whole module name (`@mctx-ai/mcp-server` is its older, other line). */
const MCTX_MODULES = ['@mctx-ai/app', '@mctx-ai/mcp'];
/** The framework's package a text names as a whole quoted module name, if any. */
function namedMctx(text) {
    return MCTX_MODULES.find((module) => text.includes(`'${module}'`) || text.includes(`"${module}"`));
}


/***/ }),

/***/ 1689:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   EZ: () => (/* binding */ servedEntries),
/* harmony export */   Tw: () => (/* binding */ namedDicts),
/* harmony export */   U0: () => (/* binding */ entriesServed)
/* harmony export */ });
/* harmony import */ var _util_lazy_require_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6050);
/* harmony import */ var _parsed_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1887);
/* harmony import */ var _engine_test_source_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(260);
/* harmony import */ var _source_draws_on_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5533);
/* harmony import */ var _handed_server_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4693);
/* harmony import */ var _loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5209);
/* harmony import */ var _tool_lists_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7854);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7472);








const MAX_READS = 12;
const FIELDS = ['title', 'description', 'inputSchema', 'outputSchema', 'annotations', '_meta'];
const FOUND = new WeakMap();
/** Whether a module naming no SDK exports dictionaries of tools keyed by name that a module of the repository serves. */
function entriesServed(text, path, workspace) {
    if (!workspace || path.split('/').includes('..') || !text.includes('export') || !text.includes('description'))
        return false;
    const ts = (0,_util_lazy_require_js__WEBPACK_IMPORTED_MODULE_0__/* .vendoredTypescript */ .P7)();
    return servedEntries(ts, (0,_parsed_js__WEBPACK_IMPORTED_MODULE_1__/* .parsedSource */ .n)(ts, path, text), path, workspace) !== undefined;
}
/** The module's exported dictionaries of tools keyed by name (`called` for a function's), by export name. */
function namedDicts(ts, file) {
    const out = new Map();
    for (const { name, value, called } of (0,_tool_lists_js__WEBPACK_IMPORTED_MODULE_5__/* .exportedValues */ .Ir)(ts, file)) {
        if (!ts.isObjectLiteralExpression(value) || value.properties.length === 0)
            continue;
        const entries = [];
        for (const property of value.properties) {
            const tool = ts.isPropertyAssignment(property) ? (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, property.initializer) : undefined;
            const key = property.name;
            if (!tool || !ts.isObjectLiteralExpression(tool) || !key || !(ts.isIdentifier(key) || ts.isStringLiteral(key)))
                break;
            const keys = new Set(tool.properties.map((p) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : '')));
            if (!keys.has('description') || keys.has('name'))
                break;
            entries.push({ key, tool });
        }
        if (entries.length === value.properties.length)
            out.set(name, { ...(called ? { called } : {}), entries });
    }
    return out;
}
/** How a module of the repository serves the module's dictionaries of tools keyed by name; undefined when none is proved served. */
function servedEntries(ts, file, path, workspace) {
    const dicts = namedDicts(ts, file);
    if (!workspace || dicts.size === 0)
        return undefined;
    const memo = (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_3__/* .memoOf */ .Q0)(workspace);
    const exports = new Map([...dicts].map(([name, { called }]) => [name, !!called]));
    const key = ['named', path, [...exports].map(([name, called]) => `${name}${called ? '()' : ''}`).join(',')].join('\0');
    let found = FOUND.get(memo);
    if (!found)
        FOUND.set(memo, (found = new Map()));
    const proved = (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_3__/* .remembered */ .HK)(workspace, memo, key, (noting) => {
        let reads = MAX_READS;
        for (const caller of (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_3__/* .callersOf */ .Gt)(noting, path)) {
            if (caller === path || (0,_engine_test_source_js__WEBPACK_IMPORTED_MODULE_2__/* .testSource */ .s)(caller) !== undefined)
                continue;
            if (reads-- <= 0)
                break;
            const module = (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_3__/* .read */ .LF)(ts, noting, memo, caller);
            if (!module || !_values_js__WEBPACK_IMPORTED_MODULE_6__/* .NAMES_SDK */ .Gk.test(module.file.text))
                continue;
            const locals = new Map();
            for (const binding of module.bindings) {
                const called = exports.get(binding.name);
                if (binding.reexport === undefined && called !== undefined && (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_3__/* .resolves */ .EJ)(ts, noting, memo, binding.from, caller, path))
                    locals.set(binding.local, called);
            }
            const fields = locals.size > 0 ? serves(ts, module.file, locals) : undefined;
            if (fields) {
                found.set(key, fields);
                return (0,_source_draws_on_js__WEBPACK_IMPORTED_MODULE_7__/* .drew */ .c)(noting, caller);
            }
        }
        return false;
    });
    return proved ? found.get(key) : undefined;
}
/**
 * The fields a tools/list handler of the module makes of each entry of the imported dictionaries (`locals`, by
 * local name, true for a function's), reached whole through the module's own dictionaries and Maps.
 */
function serves(ts, file, locals) {
    /** A dictionary of the imports: `goalTools`, or `roleTools(client)` of a function. */
    const imported = (node) => {
        const at = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, node);
        const call = ts.isCallExpression(at);
        const name = call ? at.expression : at;
        return ts.isIdentifier(name) && locals.get(name.text) === call;
    };
    const lists = new Set();
    const objects = new Set();
    const maps = new Set();
    const holds = (node) => {
        const at = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, node);
        const held = (0,_tool_lists_js__WEBPACK_IMPORTED_MODULE_5__/* .heldName */ .jv)(ts, at);
        return imported(at) || (held !== undefined && objects.has(held));
    };
    // Two passes: a holder filled from another holder declared after it in the text.
    for (let pass = 0; pass < 2; pass++) {
        const visit = (node) => {
            // `const modules = [roleTools(client), agentTools(client)]`.
            if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
                const value = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, node.initializer);
                if (ts.isArrayLiteralExpression(value) && value.elements.some((e) => imported(e)))
                    lists.add(node.name.text);
                else if (ts.isObjectLiteralExpression(value) && value.properties.some((p) => ts.isSpreadAssignment(p) && holds(p.expression)))
                    objects.add(node.name.text);
            }
            // `this.tools = { ...this.tools, ...module }`, the module a loop's over a list of dictionaries.
            if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken && ts.isObjectLiteralExpression((0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, node.right))) {
                const target = (0,_tool_lists_js__WEBPACK_IMPORTED_MODULE_5__/* .heldName */ .jv)(ts, node.left);
                const spreads = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, node.right).properties
                    .filter(ts.isSpreadAssignment)
                    .map((p) => (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, p.expression));
                if (target && spreads.some((s) => holds(s) || loopsOver(ts, s, lists)))
                    objects.add(target);
            }
            // `Object.entries(goalTools).forEach(([key, tool]) => this.tools.set(key, tool))`.
            const filled = entriesCallback(ts, node, 'forEach', holds);
            const body = filled && !ts.isBlock(filled.callback.body) ? (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, filled.callback.body) : undefined;
            if (filled && body && ts.isCallExpression(body) && ts.isPropertyAccessExpression(body.expression) && body.expression.name.text === 'set') {
                const [key, value] = body.arguments.map((arg) => (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, arg));
                const map = (0,_tool_lists_js__WEBPACK_IMPORTED_MODULE_5__/* .heldName */ .jv)(ts, body.expression.expression);
                if (map && key && value && ts.isIdentifier(key) && key.text === filled.key && ts.isIdentifier(value) && value.text === filled.item)
                    maps.add(map);
            }
            ts.forEachChild(node, visit);
        };
        visit(file);
    }
    let fields;
    const visit = (node) => {
        if (fields)
            return;
        if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'setRequestHandler') {
            const [schema, handler] = node.arguments;
            if (schema && handler && (0,_tool_lists_js__WEBPACK_IMPORTED_MODULE_5__/* .namesListTools */ ._9)(ts, schema))
                fields = answered(ts, handler, holds, maps);
        }
        ts.forEachChild(node, visit);
    };
    visit(file);
    return fields;
}
/** `module` bound by `for (const module of modules)` over one of `lists`. */
function loopsOver(ts, node, lists) {
    if (!ts.isIdentifier(node))
        return false;
    for (let at = node.parent; at; at = at.parent) {
        if (!ts.isForOfStatement(at) || !ts.isVariableDeclarationList(at.initializer))
            continue;
        const [one] = at.initializer.declarations;
        const over = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, at.expression);
        if (one && ts.isIdentifier(one.name) && one.name.text === node.text)
            return ts.isIdentifier(over) && lists.has(over.text);
    }
    return false;
}
/**
 * `Object.entries(x).<method>(([key, item]) => \u2026)` over a dictionary `holds` accepts (or, with `maps`,
 * `Array.from(m.entries())` / `[...m.entries()]` of one of them): the callback and the names it binds.
 */
function entriesCallback(ts, node, method, holds, maps = new Set()) {
    if (!ts.isCallExpression(node) || node.arguments.length !== 1 || !ts.isPropertyAccessExpression(node.expression) || node.expression.name.text !== method)
        return undefined;
    const source = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, node.expression.expression);
    const callback = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, node.arguments[0]);
    if (!(ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)) || !entriesOf(ts, source, holds, maps))
        return undefined;
    const pattern = callback.parameters[0]?.name;
    const [key, item] = pattern && ts.isArrayBindingPattern(pattern) ? pattern.elements : [];
    const named = (element) => element && ts.isBindingElement(element) && !element.dotDotDotToken && !element.initializer && ts.isIdentifier(element.name) ? element.name.text : undefined;
    const [keyName, itemName] = [named(key), named(item)];
    return keyName && itemName ? { callback, key: keyName, item: itemName } : undefined;
}
/** `Object.entries(dict)` of a held dictionary, or a Map's entries copied out (`Array.from(m.entries())`, `[...m.entries()]`). */
function entriesOf(ts, node, holds, maps) {
    if (ts.isCallExpression(node) && node.arguments.length === 1 && ts.isPropertyAccessExpression(node.expression)) {
        const owner = node.expression.expression;
        if (ts.isIdentifier(owner) && owner.text === 'Object' && node.expression.name.text === 'entries')
            return holds(node.arguments[0]);
        if (ts.isIdentifier(owner) && owner.text === 'Array' && node.expression.name.text === 'from')
            return mapEntries(ts, (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, node.arguments[0]), maps);
    }
    if (ts.isArrayLiteralExpression(node) && node.elements.length === 1 && ts.isSpreadElement(node.elements[0]))
        return mapEntries(ts, (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, node.elements[0].expression), maps);
    return false;
}
/** `m.entries()` of one of `maps`. */
function mapEntries(ts, node, maps) {
    if (!ts.isCallExpression(node) || node.arguments.length > 0 || !ts.isPropertyAccessExpression(node.expression) || node.expression.name.text !== 'entries')
        return false;
    const held = (0,_tool_lists_js__WEBPACK_IMPORTED_MODULE_5__/* .heldName */ .jv)(ts, node.expression.expression);
    return held !== undefined && maps.has(held);
}
/**
 * The fields a handler's answer makes of each entry, `{ tools: <entries>.map(([name, tool]) => ({ name, \u2026 })) }`
 * (or a `const` of the handler holding that mapping): undefined unless `name` is the entry's key.
 */
function answered(ts, handler, holds, maps) {
    const fn = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, handler);
    if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn))
        return undefined;
    const mapped = new Map();
    let fields;
    const made = (node) => {
        const at = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, node);
        if (ts.isIdentifier(at))
            return mapped.get(at.text);
        const mapping = entriesCallback(ts, at, 'map', holds, maps);
        return mapping && entryFields(ts, mapping.callback, mapping.key, mapping.item);
    };
    const visit = (node) => {
        if (fields)
            return;
        if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && node.parent.flags & ts.NodeFlags.Const) {
            const found = made(node.initializer);
            if (found)
                mapped.set(node.name.text, found);
        }
        if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'tools')
            fields = made(node.initializer);
        else if (ts.isShorthandPropertyAssignment(node) && node.name.text === 'tools')
            fields = made(node.name);
        ts.forEachChild(node, visit);
    };
    visit(fn.body);
    return fields;
}
/** What `([name, tool]) => ({ name, description: tool.description, inputSchema: tool.parameters })` makes of an entry. */
function entryFields(ts, callback, key, item) {
    const body = ts.isBlock(callback.body) ? undefined : (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, callback.body);
    if (!body || !ts.isObjectLiteralExpression(body))
        return undefined;
    const fields = new Map();
    let named = false;
    for (const property of body.properties) {
        const field = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
        if (field === undefined || ts.isSpreadAssignment(property))
            return undefined;
        const value = ts.isShorthandPropertyAssignment(property)
            ? property.name
            : ts.isPropertyAssignment(property)
                ? (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, property.initializer)
                : undefined;
        if (field === 'name') {
            named = !!value && ts.isIdentifier(value) && value.text === key;
            if (!named)
                return undefined;
        }
        else if (FIELDS.includes(field)) {
            const copied = value && ts.isPropertyAccessExpression(value) && ts.isIdentifier(value.expression) && value.expression.text === item;
            fields.set(field, copied ? value.name.text : null);
        }
    }
    return named ? fields : undefined;
}


/***/ }),

/***/ 1887:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   n: () => (/* binding */ parsedSource)
/* harmony export */ });
/* unused harmony export scriptKind */
/** Trees kept at most, and the characters of their texts together (a tree takes some 20 times its text). */
const MAX_FILES = 32;
const MAX_CHARS = 1 << 20;
const kept = new Map();
let chars = 0;
/** Every tree made, held weakly, by path; past MAX_ALIVE paths it starts over (a miss only costs a parse). */
const alive = new Map();
const MAX_ALIVE = 10_000;
/** How TypeScript reads the file at `path`: by its extension, TypeScript where none says otherwise. */
function scriptKind(ts, path) {
    if (/\.tsx$/i.test(path))
        return ts.ScriptKind.TSX;
    if (/\.jsx$/i.test(path))
        return ts.ScriptKind.JSX;
    if (/\.[cm]?js$/i.test(path))
        return ts.ScriptKind.JS;
    return ts.ScriptKind.TS;
}
/** `text` at `path` parsed with parent pointers: the tree kept for it, or a new one. */
function parsedSource(ts, path, text) {
    const hit = kept.get(path);
    let parsed;
    if (hit?.text === text) {
        // Most recently used last, so the oldest goes first.
        kept.delete(path);
        kept.set(path, hit);
        parsed = hit.parsed;
    }
    else {
        const held = alive.get(path)?.deref();
        if (held?.text === text)
            parsed = { file: held };
        else {
            try {
                parsed = { file: ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, scriptKind(ts, path)) };
            }
            catch (error) {
                parsed = { error };
            }
            if ('file' in parsed) {
                if (alive.size >= MAX_ALIVE)
                    alive.clear();
                alive.set(path, new WeakRef(parsed.file));
            }
        }
        keep(path, { text, parsed });
    }
    if ('error' in parsed)
        throw parsed.error;
    return parsed.file;
}
function keep(path, entry) {
    const old = kept.get(path);
    if (old) {
        kept.delete(path);
        chars -= old.text.length;
    }
    if (entry.text.length > MAX_CHARS)
        return;
    kept.set(path, entry);
    chars += entry.text.length;
    for (const [oldest, { text }] of kept) {
        if (kept.size <= MAX_FILES && chars <= MAX_CHARS)
            break;
        kept.delete(oldest);
        chars -= text.length;
    }
}


/***/ }),

/***/ 1237:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  R: () => (/* binding */ callsRegistrarMaker),
  j: () => (/* binding */ registrarMakers)
});

// EXTERNAL MODULE: ./src/util/lazy-require.ts
var lazy_require = __webpack_require__(6050);
// EXTERNAL MODULE: ./src/formats/source/draws-on.ts
var draws_on = __webpack_require__(5533);
// EXTERNAL MODULE: ./src/formats/typescript-source/handed-server.ts + 2 modules
var handed_server = __webpack_require__(4693);
// EXTERNAL MODULE: ./src/formats/typescript-source/imported-forwarders.ts
var imported_forwarders = __webpack_require__(4940);
// EXTERNAL MODULE: ./src/formats/typescript-source/loop-registrars.ts
var loop_registrars = __webpack_require__(5209);
// EXTERNAL MODULE: ./src/formats/typescript-source/values.ts
var values = __webpack_require__(7472);
;// CONCATENATED MODULE: ./src/formats/typescript-source/object-registrars.ts


/** Config keys a helper may not write otherwise than copying them: the texts a tool is judged by. */
const TEXTS = new Set(['title', 'description']);
/**
 * What of its one object parameter a function registers (`isServer`: whether its parameter's key is declared
 * an SDK server); `file` is its module, whose own such functions it may hand its keys on to.
 */
function objectRegistrar(ts, file, fn, isServer, hops = 1) {
    // A plain call counts as the registration only when it names a sibling that is itself such a function.
    const sibling = (call) => {
        const inner = hops > 0 && ts.isIdentifier(call.expression) ? siblingFunction(ts, file, call.expression.text, fn) : undefined;
        return inner && objectRegistrar(ts, file, inner, isServer, hops - 1);
    };
    const own = registering(ts, fn, (call) => !ts.isIdentifier(call.expression) || !!sibling(call));
    if (!own)
        return undefined;
    const { name, call } = own;
    const keyOf = (node) => {
        const at = node && (0,loop_registrars/* stripped */.uR)(ts, node);
        return at && ts.isPropertyAccessExpression(at) && ts.isIdentifier(at.expression) && at.expression.text === name ? at.name.text : undefined;
    };
    const callee = call.expression;
    if (ts.isIdentifier(callee)) {
        const made = sibling(call);
        const handed = passedKeys(ts, call.arguments[0], keyOf);
        return made && handed && onward(made, handed);
    }
    const method = ts.isPropertyAccessExpression(callee) ? callee.name.text : undefined;
    if (!ts.isPropertyAccessExpression(callee) || !onServer(ts, fn, own.closure, (0,loop_registrars/* stripped */.uR)(ts, callee.expression), keyOf, isServer))
        return undefined;
    if (method === 'registerTool') {
        const [named, config, callback, ...rest] = call.arguments;
        const key = keyOf(named);
        const copied = config && callback && rest.length === 0 ? passedKeys(ts, config, keyOf) : undefined;
        if (key === undefined || !copied)
            return undefined;
        const [kept, set] = [[...copied].filter(([, copies]) => copies), [...copied].filter(([, copies]) => !copies)];
        return { keys: [key], config: new Set(kept.map(([k]) => k)), computed: set.map(([k]) => k) };
    }
    // SDK v1 `tool(args.name, args.description, args.shape, cb)`: every argument but the callback one key.
    const keys = call.arguments.map((arg, at) => (at === call.arguments.length - 1 ? undefined : keyOf(arg)));
    return method === 'tool' && keys.length >= 2 && keys.slice(0, -1).every((key) => key !== undefined) ? { keys } : undefined;
}
/**
 * The one call a function of one plain parameter makes as a statement of its own body, of no `return` before
 * it: a method `registerTool` or `tool`, or a plain call of one object literal that `counts`; or the one
 * registration of a closure it declares (`const setup = (server: McpServer) => { server.registerTool(\u2026) }`)
 * and hands on or returns (`setups.set(args.name, setup)`, `return setup`), registering when it is called.
 * Undefined when the body makes another such call, writes its parameter or a key of it, or hands the
 * parameter on whole.
 */
function registering(ts, fn, counts) {
    const [parameter, ...others] = fn.parameters;
    const body = fn.body;
    if (!parameter || others.length > 0 || !ts.isIdentifier(parameter.name) || parameter.dotDotDotToken || parameter.initializer)
        return undefined;
    if (!body || !ts.isBlock(body))
        return undefined;
    const name = parameter.name.text;
    const written = (node) => {
        const at = (0,loop_registrars/* stripped */.uR)(ts, node);
        if (ts.isIdentifier(at))
            return at.text === name;
        return (ts.isPropertyAccessExpression(at) || ts.isElementAccessExpression(at)) && written(at.expression);
    };
    if ((0,values/* writesTo */.Ki)(ts, body, written) || handsOn(ts, body, name))
        return undefined;
    const counted = (call) => candidate(ts, call) && counts(call);
    const call = ownCall(ts, body.statements, counted);
    if (call)
        return { name, call };
    if (someCall(ts, body, counted))
        return undefined;
    const closures = body.statements.flatMap((statement) => {
        const made = closureOf(ts, statement);
        const inner = made && closureCall(ts, made.fn);
        return made && inner && handedOn(ts, body.statements, made.name) ? [{ name, call: inner, closure: made.fn }] : [];
    });
    return closures.length === 1 ? closures[0] : undefined;
}
/** The one call of `statements` that `counted` accepts, as a statement of its own, none before it returning. */
function ownCall(ts, statements, counted) {
    const calls = [];
    let ended = false;
    for (const statement of statements) {
        const call = statementCall(ts, statement);
        if (call && counted(call)) {
            if (ended)
                return undefined;
            calls.push(call);
            continue;
        }
        // A registration under a branch or a loop, or a second one, is not this shape.
        if (someCall(ts, statement, counted))
            return undefined;
        if (returns(ts, statement))
            ended = true;
    }
    return calls.length === 1 ? calls[0] : undefined;
}
/** The one registration (no plain call) a closure makes as a statement of its own body, or as its expression body. */
function closureCall(ts, fn) {
    const registers = (call) => candidate(ts, call) && !ts.isIdentifier(call.expression);
    if (ts.isBlock(fn.body))
        return ownCall(ts, fn.body.statements, registers);
    const value = (0,loop_registrars/* stripped */.uR)(ts, fn.body);
    return ts.isCallExpression(value) && registers(value) ? value : undefined;
}
/** `const setup = (server: McpServer) => \u2026;`: the function a statement declares a `const` of, and its name. */
function closureOf(ts, statement) {
    if (!ts.isVariableStatement(statement) || (statement.declarationList.flags & ts.NodeFlags.Const) === 0)
        return undefined;
    const [declaration, ...more] = statement.declarationList.declarations;
    const value = declaration?.initializer && (0,loop_registrars/* stripped */.uR)(ts, declaration.initializer);
    if (more.length > 0 || !ts.isIdentifier(declaration.name) || !value || !(ts.isArrowFunction(value) || ts.isFunctionExpression(value)))
        return undefined;
    return { name: declaration.name.text, fn: value };
}
/**
 * Whether a statement of the body hands `name` to a call (`setups.set(key, setup);`, `list.push(setup);`) or
 * returns it, before any statement that may return otherwise.
 */
function handedOn(ts, statements, name) {
    const named = (node) => !!node && ts.isIdentifier((0,loop_registrars/* stripped */.uR)(ts, node)) && (0,loop_registrars/* stripped */.uR)(ts, node).text === name;
    for (const statement of statements) {
        if (ts.isReturnStatement(statement))
            return named(statement.expression);
        if (statementCall(ts, statement)?.arguments.some((arg) => named(arg)))
            return true;
        if (returns(ts, statement))
            return false;
    }
    return false;
}
/** Whether a statement may return early (a `return` of its own code, nested functions aside); a `throw` fails the server, no tool left out. */
function returns(ts, statement) {
    const visit = (node) => {
        if (ts.isFunctionLike(node) || ts.isClassLike(node))
            return false;
        return ts.isReturnStatement(node) || !!ts.forEachChild(node, visit);
    };
    return visit(statement);
}
/** A registration, or a plain call of one object literal (a sibling helper's). */
function candidate(ts, call) {
    const callee = call.expression;
    if (ts.isPropertyAccessExpression(callee))
        return callee.name.text === 'registerTool' || callee.name.text === 'tool';
    return ts.isIdentifier(callee) && call.arguments.length === 1 && ts.isObjectLiteralExpression((0,loop_registrars/* stripped */.uR)(ts, call.arguments[0]));
}
/** The call a statement is: `call(\u2026);`, `await call(\u2026);`, `const x = call(\u2026);`, `return call(\u2026);`. */
function statementCall(ts, statement) {
    let value;
    if (ts.isExpressionStatement(statement))
        value = statement.expression;
    else if (ts.isReturnStatement(statement))
        value = statement.expression;
    else if (ts.isVariableStatement(statement) && statement.declarationList.declarations.length === 1)
        value = statement.declarationList.declarations[0].initializer;
    const at = value && (0,loop_registrars/* stripped */.uR)(ts, value);
    const awaited = at && ts.isAwaitExpression(at) ? (0,loop_registrars/* stripped */.uR)(ts, at.expression) : at;
    return awaited && ts.isCallExpression(awaited) ? awaited : undefined;
}
/** Whether a call `test` accepts is made under `root`, in its own code (nested functions aside). */
function someCall(ts, root, test) {
    const visit = (node) => {
        if (ts.isFunctionLike(node) || ts.isClassLike(node))
            return false;
        return (ts.isCallExpression(node) && test(node)) || !!ts.forEachChild(node, visit);
    };
    return visit(root);
}
/** Whether the parameter is used anywhere but as the object of a property read (`args.name`) or returned: handed on whole, it may be changed. */
function handsOn(ts, body, name) {
    const visit = (node) => {
        if (ts.isIdentifier(node) && node.text === name) {
            const parent = node.parent;
            // `return args`: the caller gets back the object it wrote.
            const read = (ts.isPropertyAccessExpression(parent) && parent.expression === node) || ts.isReturnStatement(parent);
            const key = (ts.isPropertyAccessExpression(parent) || ts.isPropertyAssignment(parent)) && parent.name === node;
            return !read && !key;
        }
        return !!ts.forEachChild(node, visit);
    };
    return visit(body);
}
/**
 * The keys an object literal holds, each with whether it copies the parameter's key of its own name (`name:
 * args.name`, a cast aside); undefined when it spreads, computes a key, or writes a title or description
 * otherwise.
 */
function passedKeys(ts, node, keyOf) {
    const object = (0,loop_registrars/* stripped */.uR)(ts, node);
    if (!ts.isObjectLiteralExpression(object))
        return undefined;
    const out = new Map();
    for (const property of object.properties) {
        const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
        if (key === undefined || ts.isSpreadAssignment(property))
            return undefined;
        const copies = ts.isPropertyAssignment(property) && keyOf(property.initializer) === key;
        if (!copies && TEXTS.has(key))
            return undefined;
        out.set(key, copies);
    }
    return out;
}
/** A sibling's registration through the keys a helper hands it: each key it needs copied, its config those copied on. */
function onward(made, handed) {
    const needed = made.keys.filter((key) => key !== undefined);
    if (needed.some((key) => handed.get(key) !== true))
        return undefined;
    if (!made.config)
        return { keys: made.keys };
    // What the sibling copies of a key handed otherwise is set otherwise too; a key not handed at all is absent.
    const config = new Set([...made.config].filter((key) => handed.get(key) === true));
    const computed = [...(made.computed ?? []), ...[...made.config].filter((key) => handed.get(key) === false)];
    return { keys: made.keys, config, computed };
}
/** Whether a registration's receiver is the parameter's key declared an SDK server, or the closure's parameter declared one. */
function onServer(ts, fn, closure, receiver, keyOf, isServer) {
    if (!closure) {
        const key = keyOf(receiver);
        return key !== undefined && isServer(fn, 0, key);
    }
    const index = ts.isIdentifier(receiver) ? closure.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === receiver.text) : -1;
    return index >= 0 && isServer(closure, index);
}
/** A function declared at the top of the module under `name` (not `fn` itself). */
function siblingFunction(ts, file, name, fn) {
    for (const statement of file.statements)
        if (ts.isFunctionDeclaration(statement) && statement.name?.text === name && statement.body && statement !== fn)
            return statement;
    return undefined;
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/registrar-makers.ts







/** `createTool({`: a function (no method: `z.object({`) called with an object literal first, bounded. */
const CALLED_WITH_OBJECT = /(?<![\w$.])[\w$]{1,100}\(\s{0,40}\{/;
/** Whether a module naming no SDK calls such a maker: a server file by that proof (info.ts). */
function callsRegistrarMaker(text, path, workspace) {
    if (!workspace || !text.includes('import') || !CALLED_WITH_OBJECT.test(text))
        return false;
    const ts = (0,lazy_require/* vendoredTypescript */.P7)();
    const file = (0,handed_server/* parseWithin */.nM)(ts, path, text);
    return !!file && registrarMakers(ts, file, path, workspace).size > 0;
}
/** The imported makers the file calls with one object literal that register what they are given, by the name it calls them. */
function registrarMakers(ts, file, path, workspace) {
    const out = new Map();
    if (!CALLED_WITH_OBJECT.test(file.text))
        return out;
    const called = calledWithObject(ts, file);
    const memo = (0,handed_server/* memoOf */.Q0)(workspace);
    for (const { local, at, module, fn } of (0,imported_forwarders/* calledImports */.eF)(ts, file, path, workspace, memo, (name) => called.has(name))) {
        const isServer = (inner, index, key) => (0,handed_server/* serverParameter */.DR)(ts, workspace, memo, module.file, at, inner, index, key);
        const found = makerKeys(ts, fn, isServer) ?? objectRegistrar(ts, module.file, fn, isServer);
        if (found && (0,draws_on/* drew */.c)(workspace, at))
            out.set(local, found);
    }
    return out;
}
/** The names the file calls with one object literal (`createTool({ \u2026 })`). */
function calledWithObject(ts, file) {
    const out = new Set();
    (0,values/* walk */.GG)(ts, file, (node) => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.arguments.length === 1 && ts.isObjectLiteralExpression(node.arguments[0]))
            out.add(node.expression.text);
    });
    return out;
}
/**
 * The keys a maker `(definition) => (context) => context.server.tool(definition.name, \u2026, cb)` hands the SDK, in
 * order (or `registerTool(definition.name, { description: definition.description, \u2026 }, cb)`, each key of its
 * config copied under its own name); undefined for any other function. `isServer` says whether the returned
 * function's parameter (its property `key`) is declared an SDK server.
 */
function makerKeys(ts, fn, isServer) {
    const [parameter, ...others] = fn.parameters;
    if (!parameter || others.length > 0 || !ts.isIdentifier(parameter.name) || parameter.dotDotDotToken || parameter.initializer)
        return undefined;
    const made = onlyValue(ts, fn.body);
    const registrar = made && (0,loop_registrars/* stripped */.uR)(ts, made);
    if (!registrar || !(ts.isArrowFunction(registrar) || ts.isFunctionExpression(registrar)))
        return undefined;
    const call = onlyValue(ts, registrar.body);
    const inner = call && (0,loop_registrars/* stripped */.uR)(ts, call);
    const method = inner && ts.isCallExpression(inner) && ts.isPropertyAccessExpression(inner.expression) ? inner.expression.name.text : undefined;
    if (!inner || !ts.isCallExpression(inner) || !ts.isPropertyAccessExpression(inner.expression) || (method !== 'tool' && method !== 'registerTool'))
        return undefined;
    // The receiver: the registrar's parameter (`server.tool`) or its property (`context.server.tool`).
    const receiver = inner.expression.expression;
    const held = ts.isPropertyAccessExpression(receiver) ? receiver.expression : receiver;
    const index = ts.isIdentifier(held) ? registrar.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === held.text) : -1;
    const key = ts.isPropertyAccessExpression(receiver) ? receiver.name.text : undefined;
    if (index === -1 || !isServer(registrar, index, key))
        return undefined;
    const name = parameter.name.text;
    const keyOf = (arg) => arg && ts.isPropertyAccessExpression(arg) && ts.isIdentifier(arg.expression) && arg.expression.text === name ? arg.name.text : undefined;
    const built = (arg) => !!arg && (ts.isArrowFunction(arg) || ts.isFunctionExpression(arg));
    if (method === 'registerTool') {
        const [named, config, callback, ...rest] = inner.arguments;
        const copied = config && ts.isObjectLiteralExpression(config) ? copiedKeys(ts, config, keyOf) : undefined;
        const nameKey = keyOf(named);
        return nameKey !== undefined && copied && rest.length === 0 && (built(callback) || keyOf(callback) !== undefined)
            ? { keys: [nameKey], config: copied }
            : undefined;
    }
    const keys = [];
    for (const [at, arg] of inner.arguments.entries()) {
        const read = keyOf(arg);
        // The callback the maker builds, last; every other argument one key of its parameter, as it is.
        if (read === undefined && !(at > 0 && at === inner.arguments.length - 1 && built(arg)))
            return undefined;
        keys.push(read);
    }
    return keys[0] !== undefined ? { keys } : undefined;
}
/** The keys a config literal copies each under its own name (`{ title: definition.title, \u2026 }`); undefined when any other is written. */
function copiedKeys(ts, config, keyOf) {
    const out = new Set();
    for (const property of config.properties) {
        const key = ts.isPropertyAssignment(property) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
        if (key === undefined || keyOf(property.initializer) !== key)
            return undefined;
        out.add(key);
    }
    return out;
}
/** The one value a function body gives: an expression body's, or the one statement of a block (`return x`, or a call as a statement). */
function onlyValue(ts, body) {
    if (!body || !ts.isBlock(body))
        return body;
    const [statement, ...rest] = body.statements;
    if (!statement || rest.length > 0)
        return undefined;
    if (ts.isReturnStatement(statement))
        return statement.expression;
    return ts.isExpressionStatement(statement) ? statement.expression : undefined;
}


/***/ }),

/***/ 2752:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DG: () => (/* binding */ descendants),
/* harmony export */   j0: () => (/* binding */ registrationContext)
/* harmony export */ });
/* unused harmony export forwardingContext */
/* harmony import */ var _util_lazy_require_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6050);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7857);
/* harmony import */ var _forwarders_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(613);
/* harmony import */ var _handed_server_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4693);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7472);
/* harmony import */ var _workspace_packages_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1323);






/** An SDK module: the context's module must name one, and type its server with the SDK's class. */
const NAMES_SDK = /['"]@modelcontextprotocol\/(?:sdk|server)['"/]/;
const SDK_MODULE = /^@modelcontextprotocol\/(?:sdk\/server\/|server$)/;
/** The parameter types a file's registrations name, looked up at most: a tool module has one or two. */
const MAX_TYPES = 4;
/** What each file's proof found, for the text it was made of: asked by classification, the SDK step and the reader alike. */
const FOUND = new WeakMap();
const MAX_KEPT = 200;
/**
 * The module building the registration context a file naming no SDK registers its tools on, when that context
 * provably hands `registerTool`'s name and config to the SDK unchanged (said to the workspace, which re-checks
 * the file when that module changes); undefined otherwise.
 */
function registrationContext(text, path, workspace) {
    if (!workspace || !text.includes('Tool(') || !CONTEXT_CALL.test(text) || path.split('/').includes('..'))
        return undefined;
    const kept = (0,_types_js__WEBPACK_IMPORTED_MODULE_1__/* .stableMap */ .EJ)(FOUND, workspace);
    const known = kept?.get(path);
    if (known?.text === text) {
        if (known.found)
            workspace.drawsOn?.(known.found.path);
        return known.found;
    }
    const found = prove(text, path, workspace);
    if (kept && kept.size >= MAX_KEPT)
        kept.clear();
    kept?.set(path, { text, found });
    return found;
}
/** `ctx.registerTool(` or another method whose name ends in `Tool`, on a receiver: what a context's calls look like. */
const CONTEXT_CALL = /\.[A-Za-z_$][\w$]{0,60}Tool\(/;
function prove(text, path, workspace) {
    const ts = (0,_util_lazy_require_js__WEBPACK_IMPORTED_MODULE_0__/* .vendoredTypescript */ .P7)();
    const file = (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_3__/* .parseWithin */ .nM)(ts, path, text);
    if (!file)
        return undefined;
    const bindings = (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_3__/* .bindingsOf */ .kK)(ts, file);
    const memo = (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_3__/* .memoOf */ .Q0)(workspace);
    const byType = contextCalls(ts, file);
    let looked = 0;
    for (const [type, calls] of byType) {
        const binding = bindings.find((b) => b.local === type && b.reexport === undefined && b.name !== '*' && b.name !== 'default');
        if (!binding || looked++ >= MAX_TYPES)
            continue;
        const relative = binding.from.startsWith('.');
        const at = (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_3__/* .importedFile */ .fw)(ts, workspace, memo, binding.from, path) ?? (relative ? undefined : (0,_workspace_packages_js__WEBPACK_IMPORTED_MODULE_5__/* .packageSubpath */ .gd)(workspace, binding.from, path));
        const module = at === undefined ? undefined : (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_3__/* .read */ .LF)(ts, workspace, memo, at);
        const methods = module && at !== undefined && NAMES_SDK.test(module.file.text) ? forwardingContext(ts, module.file, binding.name) : undefined;
        if (!methods || at === undefined || !module)
            continue;
        const proved = new Map();
        let registers = false;
        for (const call of calls) {
            const method = call.expression.name.text;
            const keys = methods.get(method);
            if (keys !== undefined)
                registers = true;
            if (keys !== undefined && method !== 'registerTool')
                proved.set(call.getStart(file), keys);
        }
        if (!registers)
            continue;
        workspace.drawsOn?.(at);
        return { path: at, text: module.file.text, calls: proved };
    }
    return undefined;
}
/** The file's method calls on parameters typed by name (`ctx.registerTool(\u2026)` in a function taking `ctx: T<\u2026>`), by that type's name. */
function contextCalls(ts, file) {
    const out = new Map();
    for (const node of descendants(ts, file)) {
        if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text.endsWith('Tool')) {
            const receiver = node.expression.expression;
            const type = ts.isIdentifier(receiver) ? parameterType(ts, node, receiver.text) : undefined;
            if (type)
                out.set(type, [...(out.get(type) ?? []), node]);
        }
    }
    return out;
}
/** The type name of the innermost parameter `name` in scope at `at`, written as a plain type reference. */
function parameterType(ts, at, name) {
    for (let scope = at.parent; scope; scope = scope.parent) {
        if (!ts.isFunctionLike(scope))
            continue;
        const parameter = scope.parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === name);
        if (!parameter)
            continue;
        const type = parameter.type;
        return type && ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) ? type.typeName.text : undefined;
    }
    return undefined;
}
/**
 * The methods of the exported interface `name` the module proves to register, when it declares `registerTool`
 * `readonly` and builds the interface only in functions declared to return it (at least one), each building it
 * forwarding: a value typed so in any other way (`const ctx: Ctx = {\u2026}`, an arrow returning it) may be anything.
 * Another method counts when the interface declares it (a method, or a `readonly` property) and every builder
 * makes it return `registerTool`'s call (setsAnew).
 */
function forwardingContext(ts, file, name) {
    const declared = file.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === name);
    if (!declared || !ts.getModifiers(declared)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
        return undefined;
    const fixed = new Set();
    for (const member of declared.members) {
        const key = member.name && ts.isIdentifier(member.name) ? member.name.text : undefined;
        const readonly = ts.isPropertySignature(member) && ts.getModifiers(member)?.some((m) => m.kind === ts.SyntaxKind.ReadonlyKeyword);
        if (key !== undefined && (readonly || (ts.isMethodSignature(member) && key !== 'registerTool')))
            fixed.add(key);
    }
    if (!fixed.has('registerTool'))
        return undefined;
    const builders = descendants(ts, file).filter((node) => {
        const type = (ts.isFunctionLike(node) || ts.isVariableDeclaration(node) || ts.isPropertyDeclaration(node)) && node.type;
        return !!type && ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && type.typeName.text === name;
    });
    let methods;
    for (const fn of builders) {
        const built = ts.isFunctionDeclaration(fn) && fn.body !== undefined && fn.parent === file ? builtMethods(ts, file, fn, fixed) : undefined;
        if (!built)
            return undefined;
        methods = methods ? both(methods, built) : built;
    }
    return methods;
}
/** The registering methods of every object literal the function returns (each `return` returns one), when `registerTool` forwards in each. */
function builtMethods(ts, file, fn, fixed) {
    const body = fn.body;
    const returns = descendants(ts, body, (node) => ts.isFunctionLike(node) || ts.isClassLike(node)).filter((node) => ts.isReturnStatement(node));
    let out;
    for (const statement of returns) {
        const value = statement.expression;
        if (!value || !ts.isObjectLiteralExpression(value))
            return undefined;
        const member = lastMember(ts, file, value, 'registerTool');
        const local = member && ts.isShorthandPropertyAssignment(member)
            ? member.name.text
            : member && ts.isPropertyAssignment(member) && ts.isIdentifier(member.initializer)
                ? member.initializer.text
                : undefined;
        if (local === undefined || !forwards(ts, fn, body, local))
            return undefined;
        const found = new Map([['registerTool', []]]);
        for (const key of fixed) {
            const method = key === 'registerTool' ? undefined : lastMember(ts, file, value, key);
            const keys = method && ts.isMethodDeclaration(method) ? setsAnew(ts, method, local) : undefined;
            if (keys)
                found.set(key, keys);
        }
        out = out ? both(out, found) : found;
    }
    return out;
}
/** The methods both proved, with the same keys set anew. */
function both(a, b) {
    return new Map([...a].filter(([key, keys]) => b.get(key)?.join() === keys.join()));
}
/** The object literal's last member named `key`, unless a spread after it may replace it. */
function lastMember(ts, file, value, key) {
    const from = [...value.properties].reverse().find((p) => ts.isSpreadAssignment(p) || p.name?.getText(file) === key);
    return from && !ts.isSpreadAssignment(from) ? from : undefined;
}
/**
 * The config keys a method sets anew when its body, after `const`s and `if (\u2026) throw \u2026`s only, returns the
 * forwarding `local`'s call of its first parameter as it is and `{ ...config, key: \u2026, \u2026 }` of its second;
 * undefined otherwise (a parameter assigned or shadowed, `local` shadowed, the call under a branch).
 */
function setsAnew(ts, method, local) {
    const [name, config] = method.parameters.map((p) => (ts.isIdentifier(p.name) && !p.dotDotDotToken && !p.initializer ? p.name.text : undefined));
    const statements = method.body?.statements;
    const last = statements?.[statements.length - 1];
    if (!name || !config || !statements || !last || !ts.isReturnStatement(last) || !last.expression || !ts.isCallExpression(last.expression))
        return undefined;
    const protectedNames = new Set([name, config, local]);
    for (const statement of statements.slice(0, -1)) {
        const throws = ts.isIfStatement(statement) && !statement.elseStatement && onlyThrows(ts, statement.thenStatement);
        const declares = ts.isVariableStatement(statement) && !!(statement.declarationList.flags & ts.NodeFlags.Const);
        if (!throws && !declares)
            return undefined;
        if (declares && statement.declarationList.declarations.some((d) => bindsAny(ts, d.name, protectedNames)))
            return undefined;
    }
    if (assigns(ts, method.body, protectedNames))
        return undefined;
    const call = last.expression;
    const [first, second] = call.arguments;
    if (!ts.isIdentifier(call.expression) || call.expression.text !== local || call.arguments.length !== 3)
        return undefined;
    if (!ts.isIdentifier(first) || first.text !== name || !ts.isObjectLiteralExpression(second))
        return undefined;
    const [spread, ...set] = second.properties;
    if (!spread || !ts.isSpreadAssignment(spread) || !ts.isIdentifier(spread.expression) || spread.expression.text !== config)
        return undefined;
    const keys = [];
    for (const property of set) {
        if (!(ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)) || !ts.isIdentifier(property.name))
            return undefined;
        keys.push(property.name.text);
    }
    return keys;
}
/** `throw \u2026`, or a block of that alone. */
function onlyThrows(ts, statement) {
    return ts.isThrowStatement(statement) || (ts.isBlock(statement) && statement.statements.length === 1 && ts.isThrowStatement(statement.statements[0]));
}
/** Whether a binding pattern binds any of the names. */
function bindsAny(ts, binding, names) {
    if (ts.isIdentifier(binding))
        return names.has(binding.text);
    return binding.elements.some((element) => !ts.isOmittedExpression(element) && bindsAny(ts, element.name, names));
}
/** Whether the block assigns any of the names. */
function assigns(ts, block, names) {
    return descendants(ts, block).some((node) => (0,_values_js__WEBPACK_IMPORTED_MODULE_4__/* .isAssignment */ .wh)(ts, node) && ts.isIdentifier(node.left) && names.has(node.left.text));
}
/** Whether `local` is a `const` of the function's body holding an arrow that hands its first two parameters, as they are, to `server.registerTool` on a parameter typed as the SDK's server. */
function forwards(ts, fn, body, local) {
    let helper;
    for (const statement of body.statements) {
        if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const))
            continue;
        for (const d of statement.declarationList.declarations)
            if (ts.isIdentifier(d.name) && d.name.text === local)
                helper = d.initializer;
    }
    if (!helper || !(ts.isArrowFunction(helper) || ts.isFunctionExpression(helper)))
        return false;
    const found = (0,_forwarders_js__WEBPACK_IMPORTED_MODULE_2__/* .forwardedParameters */ .be)(ts, helper);
    if (!found?.modern || found.positions.length !== 2 || found.positions[0] !== 0 || found.positions[1] !== 1)
        return false;
    const receiver = found.inner.expression.expression;
    if (!ts.isIdentifier(receiver) || helper.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === receiver.text))
        return false;
    const server = fn.parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === receiver.text);
    const type = server?.type;
    return !!type && ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && sdkServerType(ts, fn.getSourceFile(), type.typeName.text);
}
/** Whether the module imports `local` as the SDK's `McpServer`. */
function sdkServerType(ts, file, local) {
    return (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_3__/* .bindingsOf */ .kK)(ts, file).some((b) => b.local === local && b.name === 'McpServer' && SDK_MODULE.test(b.from));
}
/** The nodes under `root` (itself included), with a stack of their own: a generated file nests deeper than recursion goes; not below a node `stop` accepts. */
function descendants(ts, root, stop) {
    const out = [];
    (0,_values_js__WEBPACK_IMPORTED_MODULE_4__/* .walk */ .GG)(ts, root, (node) => out.push(node), (node) => node === root || !stop?.(node));
    return out;
}


/***/ }),

/***/ 2604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gs: () => (/* binding */ dependency),
/* harmony export */   SY: () => (/* binding */ SDKS),
/* harmony export */   UO: () => (/* binding */ serverSdk),
/* harmony export */   WI: () => (/* binding */ readManifest),
/* harmony export */   x4: () => (/* binding */ versionsOf),
/* harmony export */   yz: () => (/* binding */ lowerBound)
/* harmony export */ });
/* unused harmony exports sdkOf, sdkVersions */
/* harmony import */ var _source_azure_functions_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7343);
/* harmony import */ var _source_releases_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4512);
/* harmony import */ var _source_lockfile_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7091);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7857);
/* harmony import */ var _mctx_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4843);





const SDKS = {
    '@modelcontextprotocol/sdk': {
        firsts: [
            ['0.3.0', '2024-11-05'],
            ['1.11.0', '2025-03-26'],
            ['1.13.0', '2025-06-18'],
            ['1.24.1', '2025-11-25'],
        ],
        latest: '1.30.0',
    },
    '@modelcontextprotocol/server': {
        firsts: [
            ['2.0.0-alpha.1', '2024-11-05'],
            ['2.0.0-alpha.1', '2025-03-26'],
            ['2.0.0-alpha.1', '2025-06-18'],
            ['2.0.0-alpha.1', '2025-11-25'],
            ['2.0.0-alpha.4', '2026-07-28'],
        ],
        latest: '2.0.0',
    },
    '@mctx-ai/app': {
        firsts: [['1.0.0', '2025-11-25']],
        latest: '1.2.0',
    },
    '@mctx-ai/mcp': {
        firsts: [['2.0.1', '2025-11-25']],
        latest: '2.0.2',
    },
};
const V2 = '@modelcontextprotocol/server';
/**
 * The versions a file's server speaks, by the SDK it imports. From 2.0.0-alpha.4 (the release that
 * speaks 2026-07-28, #2286), v2's McpServer sends an `outputSchema` with a non-object root wrapped in
 * `{result: \u2026}` to clients on the 2025 versions, and wraps the tool's `structuredContent` to match.
 */
function serverSdk(text, path, workspace) {
    const sdk = sdkOf(text);
    const found = sdkVersions(path, sdk, workspace);
    return sdk === V2 && found.versions.includes('2026-07-28') ? { ...found, wrapsOutputSchemas: true } : found;
}
/**
 * The SDK package a file imports: v2's server package when it names it, else v1's when it names that; else
 * @mctx-ai/app when it names that; a framework on v1 it names (fastmcp, then Vercel's mcp-handler); else tmcp when it
 * names that; else v1's.
 */
function sdkOf(text) {
    const v1 = text.includes('@modelcontextprotocol/sdk');
    if (text.includes('@modelcontextprotocol/server') && !v1)
        return '@modelcontextprotocol/server';
    if (v1)
        return V1;
    const mctx = (0,_mctx_names_js__WEBPACK_IMPORTED_MODULE_3__/* .namedMctx */ .w)(text);
    if (mctx)
        return mctx;
    const framework = FRAMEWORKS.find((f) => f.named(text))?.name ?? (quoted(TMCP)(text) ? TMCP : undefined);
    return framework ?? (text.includes('.mcpTool(') && quoted(AZURE_FUNCTIONS)(text) ? AZURE_FUNCTIONS : V1);
}
/** A module name as a quoted string's start: `from "fastmcp"`, `require('mcp-handler')`. */
const quoted = (module) => (text) => text.includes(`'${module}`) || text.includes(`"${module}`);
/** punkpeye's fastmcp, Vercel's mcp-handler and its former name @vercel/mcp-adapter, @rekog/mcp-nest and mcp-framework. */
const FRAMEWORKS = [
    { name: 'fastmcp', named: quoted('fastmcp') },
    { name: 'mcp-handler', named: quoted('mcp-handler') },
    { name: '@vercel/mcp-adapter', named: quoted('@vercel/mcp-adapter') },
    { name: '@rekog/mcp-nest', named: quoted('@rekog/mcp-nest') },
    { name: 'mcp-framework', named: quoted('mcp-framework') },
];
/** tmcp implements the protocol itself, with no SDK under it and no release table here. */
const TMCP = 'tmcp';
const V1 = '@modelcontextprotocol/sdk';
/** Azure Functions' `app.mcpTool(\u2026)`: served by the Functions host's MCP extension (source/azure-functions.ts). */
const AZURE_FUNCTIONS = '@azure/functions';
/** The protocol versions a release of an SDK line speaks. */
function versionsOf(sdk, release) {
    const line = SDKS[sdk];
    return line ? line.firsts.filter(([first]) => (0,_source_releases_js__WEBPACK_IMPORTED_MODULE_4__/* .compareReleases */ .c)(first, release) <= 0).map(([, version]) => version) : [];
}
/** package.json files are read up to this size: a manifest is rarely a tenth of it. */
const MAX_MANIFEST = 1 << 20;
const READ = new WeakMap();
/**
 * The versions a file's server speaks, from the nearest package.json at or above its folder that names
 * the SDK among its dependencies: the release a lockfile beside it pins, else the range's lowest; the
 * table's latest release of the SDK when none does (or it cannot be read).
 */
function sdkVersions(path, sdk, workspace) {
    if (FRAMEWORKS.some((framework) => framework.name === sdk))
        return frameworkVersions(path, sdk, workspace);
    if (sdk === AZURE_FUNCTIONS)
        return (0,_source_azure_functions_js__WEBPACK_IMPORTED_MODULE_0__/* .azureFunctionsVersions */ .C)();
    if (sdk === TMCP) {
        const latest = SDKS[V1].latest;
        return {
            versions: versionsOf(V1, latest),
            from: `assumed what ${V1} ${latest} speaks: tmcp implements the protocol itself, and mcpdesc has no table of its releases`,
        };
    }
    const declared = workspace ? dependency(workspace, path, sdk) : null;
    const locked = workspace && declared ? (0,_source_lockfile_js__WEBPACK_IMPORTED_MODULE_1__/* .lockedRelease */ .W)(workspace, (0,_source_lockfile_js__WEBPACK_IMPORTED_MODULE_1__/* .folderOf */ .yS)(declared.at), _source_lockfile_js__WEBPACK_IMPORTED_MODULE_1__/* .NPM_LOCKFILES */ .DK, sdk) : undefined;
    const pinned = locked ? versionsOf(sdk, locked.release) : [];
    if (declared && locked && pinned.length > 0)
        return { versions: pinned, from: `${locked.at}: ${sdk} ${locked.release} (${declared.at} asks for ${declared.range})` };
    const release = declared ? lowerBound(declared.range) : undefined;
    if (declared && release) {
        const versions = versionsOf(sdk, release);
        if (versions.length > 0)
            return { versions, from: `${declared.at}: ${sdk} ${declared.range}` };
    }
    // A file of a framework's server may import the SDK's types, which the framework brings along.
    const framework = !declared && workspace && sdk === V1 ? FRAMEWORKS.find((f) => dependency(workspace, path, f.name)) : undefined;
    if (framework)
        return frameworkVersions(path, framework.name, workspace);
    const latest = SDKS[sdk].latest;
    const why = declared
        ? `${declared.at} asks for ${sdk} ${JSON.stringify(declared.range)}, which names no release mcpdesc knows`
        : `no package.json at or above this file names ${sdk}`;
    return { versions: versionsOf(sdk, latest), from: `assumed ${sdk} ${latest}: ${why}` };
}
/**
 * A framework on the v1 SDK (fastmcp, mcp-handler) has no protocol constants of its own: it runs on the
 * `@modelcontextprotocol/sdk` release npm installs for it, which the lockfile beside the package.json that
 * asks for the framework pins. Without one, the SDK the package.json also names is read as an SDK server's;
 * else the SDK's latest is assumed.
 */
function frameworkVersions(path, framework, workspace) {
    const declared = workspace ? dependency(workspace, path, framework) : null;
    const locked = workspace && declared ? (0,_source_lockfile_js__WEBPACK_IMPORTED_MODULE_1__/* .lockedRelease */ .W)(workspace, (0,_source_lockfile_js__WEBPACK_IMPORTED_MODULE_1__/* .folderOf */ .yS)(declared.at), _source_lockfile_js__WEBPACK_IMPORTED_MODULE_1__/* .NPM_LOCKFILES */ .DK, V1) : undefined;
    const pinned = locked ? versionsOf(V1, locked.release) : [];
    if (declared && locked && pinned.length > 0)
        return {
            versions: pinned,
            from: `${locked.at}: ${V1} ${locked.release}, which ${framework} runs on (${declared.at} asks for ${framework} ${declared.range})`,
        };
    if (workspace && dependency(workspace, path, V1))
        return sdkVersions(path, V1, workspace);
    const latest = SDKS[V1].latest;
    const why = declared
        ? `${declared.at} asks for ${framework} ${declared.range}, and no lockfile pins the ${V1} release it runs on`
        : `no package.json at or above this file names ${framework}`;
    return { versions: versionsOf(V1, latest), from: `assumed ${V1} ${latest} under ${framework}: ${why}` };
}
/** The nearest package.json at or above `path` that names `sdk` among its dependencies, with the range it asks for. */
function dependency(workspace, path, sdk) {
    const cache = (0,_types_js__WEBPACK_IMPORTED_MODULE_2__/* .stableMap */ .EJ)(READ, workspace);
    const segments = path.split('/').slice(0, -1);
    // Paths outside the root (`../x.ts`) have no package.json mcpdesc may read.
    if (segments.includes('..'))
        return null;
    for (let depth = segments.length; depth >= 0; depth--) {
        const folder = segments.slice(0, depth).join('/');
        const key = `${folder}\u0000${sdk}`;
        let found = cache?.get(key);
        if (found === undefined) {
            found = readManifest(workspace, folder === '' ? 'package.json' : `${folder}/package.json`, sdk);
            cache?.set(key, found);
        }
        if (found)
            return found;
    }
    return null;
}
/** The range of `sdk` a package.json at `at` asks for (dependencies, then peer, then dev), or null. */
function readManifest(workspace, at, sdk) {
    if (workspace.kind(at) !== 'file')
        return null;
    const bytes = workspace.head(at, MAX_MANIFEST);
    if (!bytes || bytes.length >= MAX_MANIFEST)
        return null;
    let manifest;
    try {
        manifest = JSON.parse(new TextDecoder().decode(bytes));
    }
    catch {
        return null;
    }
    if (typeof manifest !== 'object' || manifest === null)
        return null;
    for (const field of ['dependencies', 'peerDependencies', 'devDependencies']) {
        const deps = manifest[field];
        const range = typeof deps === 'object' && deps !== null ? deps[sdk] : undefined;
        if (typeof range === 'string')
            return { range, at };
    }
    return null;
}
/** The lowest release a simple npm range allows (`^1.12.0`, `~1.13`, `>=1.24.1`, `1.20.0`), or undefined. */
function lowerBound(range) {
    const match = /^\s*(?:\^|~|>=|=)?\s*v?(\d{1,9})(?:\.(\d{1,9}))?(?:\.(\d{1,9}))?(-[0-9A-Za-z.-]{1,64})?\s*$/.exec(range);
    if (!match)
        return undefined;
    const [, major, minor = '0', patch = '0', pre = ''] = match;
    return `${major}.${minor}.${patch}${pre}`;
}


/***/ }),

/***/ 5640:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ servedMethods)
/* harmony export */ });
/* harmony import */ var _engine_test_source_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(260);
/* harmony import */ var _util_lazy_require_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6050);
/* harmony import */ var _source_draws_on_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5533);
/* harmony import */ var _handed_server_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4693);
/* harmony import */ var _parsed_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1887);
/* harmony import */ var _loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5209);
/* harmony import */ var _tool_lists_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7854);
/* harmony import */ var _values_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(7472);








/** A written-out tools/list answer, tested on the text before anything is parsed. */
const ANSWER = /\btools\s{0,8}:\s{0,8}\[/;
const MAX_READS = 12;
/** The methods of the file's exported classes (`Class.method`) whose written-out tools/list answer a server of the repository serves. */
function servedMethods(text, path, workspace) {
    const out = new Set();
    if (!workspace || path.split('/').includes('..') || !text.includes('class') || !ANSWER.test(text))
        return out;
    const ts = (0,_util_lazy_require_js__WEBPACK_IMPORTED_MODULE_1__/* .vendoredTypescript */ .P7)();
    const candidates = answeringMethods(ts, (0,_parsed_js__WEBPACK_IMPORTED_MODULE_3__/* .parsedSource */ .n)(ts, path, text));
    if (candidates.size === 0)
        return out;
    const memo = (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_2__/* .memoOf */ .Q0)(workspace);
    let reads = MAX_READS;
    for (const caller of (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_2__/* .callersOf */ .Gt)(workspace, path)) {
        // A test answers what it tests, maybe otherwise than the server: never a caller.
        if (caller === path || (0,_engine_test_source_js__WEBPACK_IMPORTED_MODULE_0__/* .testSource */ .s)(caller) !== undefined)
            continue;
        if (reads-- <= 0)
            break;
        const module = (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_2__/* .read */ .LF)(ts, workspace, memo, caller);
        if (!module || !_values_js__WEBPACK_IMPORTED_MODULE_6__/* .NAMES_SDK */ .Gk.test(module.file.text))
            continue;
        const classes = new Map();
        for (const binding of module.bindings)
            if (binding.reexport === undefined && candidates.has(binding.name) && (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_2__/* .resolves */ .EJ)(ts, workspace, memo, binding.from, caller, path))
                classes.set(binding.local, binding.name);
        const found = classes.size > 0 ? answered(ts, module.file, classes, candidates) : [];
        if (found.length > 0)
            (0,_source_draws_on_js__WEBPACK_IMPORTED_MODULE_7__/* .drew */ .c)(workspace, caller);
        for (const served of found)
            out.add(served);
    }
    return out;
}
/** Each exported class's methods that return `{ tools: [ \u2026 ] }`, an array literal written in the return, by class. */
function answeringMethods(ts, file) {
    const out = new Map();
    for (const statement of file.statements) {
        if (!ts.isClassDeclaration(statement) || !statement.name || !exported(ts, statement))
            continue;
        for (const member of statement.members) {
            if (!ts.isMethodDeclaration(member) || !member.body || !ts.isIdentifier(member.name))
                continue;
            const returned = [];
            (0,_tool_lists_js__WEBPACK_IMPORTED_MODULE_5__/* .collectReturns */ .mk)(ts, member.body, returned);
            if (!returned.some((r) => writtenAnswer(ts, r)))
                continue;
            const methods = out.get(statement.name.text) ?? new Set();
            methods.add(member.name.text);
            out.set(statement.name.text, methods);
        }
    }
    return out;
}
function exported(ts, node) {
    return !!node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
}
/** Whether a returned value is `{ tools: [ \u2026 ] }` with the array written there. */
function writtenAnswer(ts, node) {
    const object = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, node);
    return (ts.isObjectLiteralExpression(object) &&
        object.properties.some((p) => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'tools' && ts.isArrayLiteralExpression((0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, p.initializer))));
}
/**
 * The `Class.method`s a module's tools/list handlers answer with: every value a handler returns is
 * `holder.method()` (awaited or not), the holder a name (or `this.` property) the module only ever
 * assigns a `new` of one imported class (`classes`: local name \u2192 exported name).
 */
function answered(ts, file, classes, candidates) {
    const holders = holdersOf(ts, file, classes);
    const out = [];
    const visit = (node) => {
        if (ts.isCallExpression(node) &&
            ts.isPropertyAccessExpression(node.expression) &&
            node.expression.name.text === 'setRequestHandler' &&
            node.arguments.length === 2 &&
            (0,_tool_lists_js__WEBPACK_IMPORTED_MODULE_5__/* .namesListTools */ ._9)(ts, node.arguments[0])) {
            const served = handlerAnswer(ts, node.arguments[1], holders, candidates);
            if (served)
                out.push(served);
        }
        ts.forEachChild(node, visit);
    };
    visit(file);
    return out;
}
/** `Class.method` when every return of the handler is `holder.method()` on one holder of that class, a method that writes its answer. */
function handlerAnswer(ts, handler, holders, candidates) {
    const fn = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, handler);
    if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn))
        return undefined;
    const returned = [];
    if (ts.isBlock(fn.body))
        (0,_tool_lists_js__WEBPACK_IMPORTED_MODULE_5__/* .collectReturns */ .mk)(ts, fn.body, returned);
    else
        returned.push(fn.body);
    const answers = new Set(returned.map((expression) => {
        let at = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, expression);
        if (ts.isAwaitExpression(at))
            at = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, at.expression);
        if (!ts.isCallExpression(at) || at.arguments.length > 0 || !ts.isPropertyAccessExpression(at.expression))
            return undefined;
        const cls = holders.get(holderName(ts, at.expression.expression) ?? '');
        const method = at.expression.name.text;
        return cls !== undefined && candidates.get(cls)?.has(method) ? `${cls}.${method}` : undefined;
    }));
    const [only] = answers;
    return answers.size === 1 ? only : undefined;
}
/** `x` for `x` and for `this.x`. */
function holderName(ts, node) {
    const at = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, node);
    if (ts.isIdentifier(at))
        return at.text;
    return ts.isPropertyAccessExpression(at) && at.expression.kind === ts.SyntaxKind.ThisKeyword ? at.name.text : undefined;
}
/**
 * The names (and `this.` properties) the module assigns, each time, a `new` of one class of `classes`,
 * by that class's exported name. One assigned anything else, or two classes, holds none.
 */
function holdersOf(ts, file, classes) {
    const seen = new Map();
    const assign = (name, value) => {
        if (name === undefined)
            return;
        const at = value && (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_4__/* .stripped */ .uR)(ts, value);
        const cls = at && ts.isNewExpression(at) && ts.isIdentifier(at.expression) ? classes.get(at.expression.text) : undefined;
        const before = seen.get(name);
        seen.set(name, cls !== undefined && (before === undefined || before === cls) ? cls : null);
    };
    const visit = (node) => {
        if ((ts.isVariableDeclaration(node) || ts.isPropertyDeclaration(node)) && ts.isIdentifier(node.name) && node.initializer)
            assign(node.name.text, node.initializer);
        else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken)
            assign(holderName(ts, node.left), node.right);
        ts.forEachChild(node, visit);
    };
    visit(file);
    return new Map([...seen].filter((entry) => entry[1] !== null));
}


/***/ }),

/***/ 741:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CU: () => (/* binding */ constructedServer),
/* harmony export */   Hf: () => (/* binding */ registersThroughStandIn),
/* harmony export */   XR: () => (/* binding */ calledMethod)
/* harmony export */ });
/** The declaration of the server `call` registers on, or undefined when it is not a server the file constructs. */
function constructedServer(ts, call) {
    const method = ts.isCallExpression(call) ? calledMethod(ts, call) : undefined;
    if (!method)
        return undefined;
    const receiver = method.expression;
    if (!ts.isIdentifier(receiver))
        return undefined;
    for (let at = call.parent; at; at = at.parent) {
        // A parameter of that name hides any server an outer scope declares.
        if (ts.isFunctionLike(at) && at.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === receiver.text))
            return undefined;
        if (!ts.isBlock(at) && !ts.isSourceFile(at))
            continue;
        const declared = declaration(ts, at.statements, receiver.text);
        if (declared)
            return declared.initializer && isConstruction(ts, declared.initializer) ? declared : undefined;
    }
    return undefined;
}
/** The variable `name` a statement of the list declares. */
function declaration(ts, statements, name) {
    for (const statement of statements) {
        if (!ts.isVariableStatement(statement))
            continue;
        for (const each of statement.declarationList.declarations)
            if (ts.isIdentifier(each.name) && each.name.text === name)
                return each;
    }
    return undefined;
}
function isConstruction(ts, node) {
    let at = node;
    while (ts.isAwaitExpression(at) || ts.isParenthesizedExpression(at) || ts.isAsExpression(at))
        at = at.expression;
    return ts.isNewExpression(at);
}
/**
 * The method a call calls, `server.tool` in `server.tool(\u2026)`, and behind a cast of the method itself
 * (`(server.tool as any)(\u2026)`, `(<any>server.tool)(\u2026)`, written to get past the SDK's overload types): the same registration.
 */
function calledMethod(ts, call) {
    let callee = call.expression;
    while (ts.isParenthesizedExpression(callee) ||
        ts.isAsExpression(callee) ||
        ts.isTypeAssertionExpression(callee) ||
        ts.isSatisfiesExpression(callee) ||
        ts.isNonNullExpression(callee))
        callee = callee.expression;
    return ts.isPropertyAccessExpression(callee) ? callee : undefined;
}
/** Per function, whether every call of the file hands its parameter at each index an adapter object (registersThroughStandIn). */
const standIns = new WeakMap();
/**
 * Whether `call` registers through a stand-in: its receiver is a parameter of a function the file calls, and
 * every such call hands that parameter an object the file writes out (`{ addTool: (tool) => { \u2026 } }`,
 * directly or through a variable it initializes), an adapter that may pass the tool to any server or to
 * none. A name registered so is not known to share a server with another registration of that name.
 */
function registersThroughStandIn(ts, call) {
    const method = ts.isCallExpression(call) ? calledMethod(ts, call) : undefined;
    const receiver = method?.expression;
    if (!receiver || !ts.isIdentifier(receiver))
        return false;
    let fn = call.parent;
    while (fn && !(ts.isFunctionLike(fn) && fn.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === receiver.text)))
        fn = fn.parent;
    if (!fn || !ts.isFunctionLike(fn))
        return false;
    const index = fn.parameters.findIndex((p) => ts.isIdentifier(p.name) && p.name.text === receiver.text);
    let known = standIns.get(fn);
    if (!known)
        standIns.set(fn, (known = new Map()));
    let answer = known.get(index);
    if (answer === undefined)
        known.set(index, (answer = handedAdapters(ts, fn, index)));
    return answer;
}
/** Whether the file calls `fn` by its name, and every call hands its parameter at `index` an object literal. */
function handedAdapters(ts, fn, index) {
    const name = ts.isFunctionDeclaration(fn)
        ? fn.name?.text
        : (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && ts.isVariableDeclaration(fn.parent) && ts.isIdentifier(fn.parent.name)
            ? fn.parent.name.text
            : undefined;
    if (name === undefined)
        return false;
    let calls = 0;
    let adapters = true;
    const visit = (node) => {
        if (!adapters)
            return;
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name) {
            calls++;
            const argument = node.arguments[index];
            if (!argument || !isAdapter(ts, node, argument))
                adapters = false;
        }
        ts.forEachChild(node, visit);
    };
    visit(fn.getSourceFile());
    return adapters && calls > 0;
}
/** An object literal, or a variable of an enclosing scope of `at` initialized with one. */
function isAdapter(ts, at, node) {
    const value = unwrapped(ts, node);
    if (ts.isObjectLiteralExpression(value))
        return true;
    if (!ts.isIdentifier(value))
        return false;
    for (let scope = at.parent; scope; scope = scope.parent) {
        if (!ts.isBlock(scope) && !ts.isSourceFile(scope))
            continue;
        const declared = declaration(ts, scope.statements, value.text);
        if (declared)
            return declared.initializer !== undefined && ts.isObjectLiteralExpression(unwrapped(ts, declared.initializer));
    }
    return false;
}
function unwrapped(ts, node) {
    let at = node;
    while (ts.isParenthesizedExpression(at) || ts.isAsExpression(at) || ts.isSatisfiesExpression(at))
        at = at.expression;
    return at;
}


/***/ }),

/***/ 40:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   u: () => (/* binding */ soleCall)
/* harmony export */ });
/** Per file, how many times each identifier is written (property names and shadowing names included: more is never less safe). */
const written = new WeakMap();
function counts(ts, file) {
    let out = written.get(file);
    if (out)
        return out;
    const made = new Map();
    const visit = (node) => {
        if (ts.isIdentifier(node))
            made.set(node.text, (made.get(node.text) ?? 0) + 1);
        ts.forEachChild(node, visit);
    };
    visit(file);
    written.set(file, (out = made));
    return out;
}
/** The name a function is declared with and the statement that declares it: `function f`, or `const f = () => \u2026`. */
function declared(ts, fn) {
    if (ts.isFunctionDeclaration(fn) && fn.name)
        return { name: fn.name, statement: fn };
    if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn))
        return undefined;
    const variable = fn.parent;
    if (!ts.isVariableDeclaration(variable) || variable.initializer !== fn || !ts.isIdentifier(variable.name))
        return undefined;
    const statement = variable.parent?.parent;
    return statement && ts.isVariableStatement(statement) ? { name: variable.name, statement } : undefined;
}
function exported(ts, statement) {
    return ts.canHaveModifiers(statement) && (ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) ?? false);
}
/** The call of `fn` that is the only one there can be (see above), or undefined. */
function soleCall(ts, fn) {
    const found = declared(ts, fn);
    if (!found || exported(ts, found.statement))
        return undefined;
    const name = found.name.text;
    const file = fn.getSourceFile();
    if (counts(ts, file).get(name) !== 2)
        return undefined;
    let call;
    const visit = (node) => {
        if (call)
            return;
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name)
            call = node;
        else
            ts.forEachChild(node, visit);
    };
    visit(file);
    // A function that calls itself: its one call is inside it, and runs only where the function already does.
    for (let at = call?.parent; at; at = at.parent)
        if (at === fn)
            return undefined;
    return call;
}


/***/ }),

/***/ 2281:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ stemFile)
/* harmony export */ });
/** The file a root-relative module path names, as TypeScript resolves it, if it is one. */
function stemFile(workspace, stem) {
    const bare = stem.replace(/\.[cm]?jsx?$/, '');
    const candidates = [stem, `${bare}.ts`, `${bare}.tsx`, `${bare}.mts`, `${bare}.cts`, `${bare}.js`, `${stem}/index.ts`, `${stem}/index.js`];
    return candidates.find((candidate) => workspace.kind(candidate) === 'file');
}


/***/ }),

/***/ 3789:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G$: () => (/* binding */ BUILDER_ZOD),
/* harmony export */   Ic: () => (/* binding */ builderImports),
/* harmony export */   O9: () => (/* binding */ BUILDER_MODULES),
/* harmony export */   wh: () => (/* binding */ disabledDefinition),
/* harmony export */   zp: () => (/* binding */ builderOf)
/* harmony export */ });
/** The frameworks whose builders are read, by module name. */
const BUILDER_MODULES = ['@cyanheads/mcp-ts-core'];
/** The zod the frameworks' `z` is. */
const BUILDER_ZOD = 4;
const SCHEMAS = { input: 'inputSchema', output: 'outputSchema' };
const BUILDERS = {
    tool: { keys: ['title', 'description', 'annotations', 'input', 'output', '_meta'], schemas: SCHEMAS },
    appTool: { keys: ['title', 'description', 'annotations', 'input', 'output'], schemas: SCHEMAS },
};
const DISABLER = 'disabledTool';
/** The builders, `z` and `disabledTool` a module imports by name from a framework (`import { tool as t, z } from \u2026`). */
function builderImports(ts, file) {
    const out = { builders: new Map(), zod: new Set(), disablers: new Set() };
    for (const statement of file.statements) {
        if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || !BUILDER_MODULES.includes(statement.moduleSpecifier.text))
            continue;
        const clause = statement.importClause;
        const bindings = clause?.namedBindings;
        if (!bindings || !ts.isNamedImports(bindings) || clause.isTypeOnly)
            continue;
        for (const element of bindings.elements) {
            if (element.isTypeOnly)
                continue;
            const imported = (element.propertyName ?? element.name).text;
            if (Object.hasOwn(BUILDERS, imported))
                out.builders.set(element.name.text, BUILDERS[imported]);
            else if (imported === 'z')
                out.zod.add(element.name.text);
            else if (imported === DISABLER)
                out.disablers.add(element.name.text);
        }
    }
    return out;
}
/** The builder a call is of (`tool('name', { \u2026 })`), when it is one, with a name and options. */
function builderOf(ts, node, imports) {
    if (!ts.isCallExpression(node) || node.arguments.length !== 2 || !ts.isIdentifier(node.expression))
        return undefined;
    return imports.builders.get(node.expression.text);
}
/**
 * Whether a builder's call is handed to the framework's `disabledTool`: `'always'` as its argument, `'sometimes'`
 * as the `const` it initializes, anywhere in the module (`cond ? def : disabledTool(def, \u2026)`).
 */
function disabledDefinition(ts, call, imports, file) {
    if (imports.disablers.size === 0)
        return undefined;
    const isDisabling = (node) => ts.isCallExpression(node) && ts.isIdentifier(node.expression) && imports.disablers.has(node.expression.text);
    let at = call;
    while (ts.isParenthesizedExpression(at.parent) || ts.isAsExpression(at.parent) || ts.isSatisfiesExpression(at.parent))
        at = at.parent;
    if (isDisabling(at.parent))
        return 'always';
    const declaration = at.parent;
    if (!ts.isVariableDeclaration(declaration) || declaration.initializer !== at || !ts.isIdentifier(declaration.name))
        return undefined;
    const name = declaration.name.text;
    let found = false;
    const visit = (node) => {
        if (found)
            return;
        if (isDisabling(node) && node.arguments.some((arg) => ts.isIdentifier(arg) && arg.text === name))
            found = true;
        else
            ts.forEachChild(node, visit);
    };
    visit(file);
    return found ? 'sometimes' : undefined;
}


/***/ }),

/***/ 1293:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   K: () => (/* binding */ toolClassesOf),
/* harmony export */   O: () => (/* binding */ declaresToolClass)
/* harmony export */ });
/* harmony import */ var _util_lazy_require_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6050);
/* harmony import */ var _handed_server_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4693);
/* harmony import */ var _parsed_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1887);
/* harmony import */ var _loop_registrars_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5209);
/* harmony import */ var _source_draws_on_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(5533);





/** mcp-framework's `MCPTool`: `name`, `description` and `schema`, which it registers with the SDK. */
const FRAMEWORK_TOOL = {
    fields: [
        ['name', 'name'],
        ['description', 'description'],
        ['inputSchema', 'schema'],
    ],
    framework: true,
    computed: [],
};
const FRAMEWORK_MODULE = /^mcp-framework(?:$|\/)/;
/** A quoted MCP SDK module name: a base class registering its tools must be in a module naming one. */
const NAMES_SDK = /['"]@modelcontextprotocol\/(?:sdk|server)/;
/** `registerTool(name, config)` and v1's `tool(name, description, shape, annotations)`, by the tool keys of their arguments. */
const POSITIONAL = ['description', 'inputSchema', 'annotations'];
const CONFIG_KEYS = new Set(['title', 'description', 'inputSchema', 'outputSchema', 'annotations', '_meta']);
/** Base classes followed from a class, barrels' `export \u2026 from` from an import, and modules one module's proofs read. */
const MAX_HOPS = 4;
const MAX_REEXPORTS = 3;
const MAX_READS = 12;
const NONE = new Map();
/**
 * `class X extends Base` (type parameters allowed), for the cheap test before anything is parsed: its base's name.
 * Bounded, so linear on any text.
 */
const EXTENDS = /\bclass\s{1,8}[\w$]{1,100}(?:\s{0,8}<[^>{]{0,200}>)?\s{1,8}extends\s{1,8}([A-Za-z_$][\w$]{0,99})/g;
/** Bases no tool class has: the language's and the UI libraries' own. */
const NO_TOOL_BASE = /^(?:Error|\w{0,60}Error|Component|PureComponent|EventEmitter|Array|Map|Set|Promise|HTMLElement|LitElement)$/;
/** The last module's answer: a file's format asks for it (info.ts), then its reader (index.ts), one after the other. */
let last;
/** The classes of a module proved tools (not abstract ones: a base of tools is none). */
function toolClassesOf(ts, text, path, workspace) {
    if (!text.includes('extends') || path.split('/').includes('..'))
        return NONE;
    if (last && last.path === path && last.text === text && last.workspace === workspace)
        return last.classes;
    const candidate = [...text.matchAll(EXTENDS)].some((match) => !NO_TOOL_BASE.test(match[1]));
    const classes = candidate ? proved(ts, text, path, workspace) : NONE;
    last = { path, text, workspace, classes };
    return classes;
}
function proved(ts, text, path, workspace) {
    const file = (0,_parsed_js__WEBPACK_IMPORTED_MODULE_2__/* .parsedSource */ .n)(ts, path, text);
    const memo = workspace && (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_1__/* .memoOf */ .Q0)(workspace);
    const out = new Map();
    const budget = { reads: MAX_READS };
    for (const statement of file.statements) {
        if (!ts.isClassDeclaration(statement) || !statement.name || ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.AbstractKeyword))
            continue;
        const base = extendsOf(ts, statement);
        const found = base && baseTool(ts, { workspace, memo, budget }, file, path, base, MAX_HOPS);
        if (found)
            out.set(statement.name.text, found);
    }
    return out;
}
/** Whether a module naming no SDK declares a class proved a tool. */
function declaresToolClass(text, path, workspace) {
    return text.includes('extends') && toolClassesOf((0,_util_lazy_require_js__WEBPACK_IMPORTED_MODULE_0__/* .vendoredTypescript */ .P7)(), text, path, workspace).size > 0;
}
function extendsOf(ts, node) {
    const clause = node.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword);
    return clause?.types[0]?.expression;
}
/** What a class extending `base` (written in `file`) is, by what `base` is: mcp-framework's, or a class of the project. */
function baseTool(ts, reach, file, path, base, hops) {
    if (hops <= 0 || !ts.isIdentifier(base))
        return undefined;
    const local = file.statements.find((s) => ts.isClassDeclaration(s) && s.name?.text === base.text);
    if (local)
        return classTool(ts, reach, file, path, local, hops - 1);
    const binding = (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_1__/* .bindingsOf */ .kK)(ts, file).find((b) => b.local === base.text && b.reexport === undefined);
    if (!binding || binding.name === '*')
        return undefined;
    if (FRAMEWORK_MODULE.test(binding.from))
        return binding.name === 'MCPTool' ? FRAMEWORK_TOOL : undefined;
    return exportedTool(ts, reach, binding, path, hops - 1);
}
/** A class of the project a module imports (`binding`), followed through re-exports: what it makes of a class extending it. */
function exportedTool(ts, reach, binding, from, hops, reexports = MAX_REEXPORTS) {
    const { workspace, memo } = reach;
    if (!workspace || !memo || hops <= 0 || reexports < 0 || reach.budget.reads <= 0)
        return undefined;
    const at = (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_1__/* .importedFile */ .fw)(ts, workspace, memo, binding.from, from);
    if (!at)
        return undefined;
    reach.budget.reads--;
    const module = (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_1__/* .read */ .LF)(ts, workspace, memo, at);
    if (!module)
        return undefined;
    const { file } = module;
    const local = exportedClass(ts, file, binding.name);
    if (local)
        return (0,_source_draws_on_js__WEBPACK_IMPORTED_MODULE_4__/* .drawnFrom */ .L)(workspace, at, classTool(ts, reach, file, at, local, hops));
    // `export { X } from`, else each `export * from` in turn (none passes a default on).
    const named = module.bindings.find((b) => b.reexport === binding.name);
    const onward = named ? [named] : binding.name === 'default' ? [] : module.bindings.filter((b) => b.reexport === '*');
    for (const next of onward) {
        const found = exportedTool(ts, reach, { ...next, name: next.name === '*' ? binding.name : next.name }, at, hops, reexports - 1);
        if (found)
            return (0,_source_draws_on_js__WEBPACK_IMPORTED_MODULE_4__/* .drawnFrom */ .L)(workspace, at, found);
    }
    return undefined;
}
/** The class a module exports as `name` (`export class X`, `export default class`, `export { X as name }`). */
function exportedClass(ts, file, name) {
    const classes = file.statements.filter((s) => ts.isClassDeclaration(s));
    const exported = (node, kind) => ts.getModifiers(node)?.some((m) => m.kind === kind) ?? false;
    if (name === 'default') {
        const found = classes.find((c) => exported(c, ts.SyntaxKind.DefaultKeyword));
        if (found)
            return found;
    }
    else {
        const found = classes.find((c) => c.name?.text === name && exported(c, ts.SyntaxKind.ExportKeyword));
        if (found)
            return found;
    }
    for (const statement of file.statements) {
        let local;
        if (ts.isExportAssignment(statement) && !statement.isExportEquals && name === 'default' && ts.isIdentifier(statement.expression))
            local = statement.expression.text;
        else if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause && ts.isNamedExports(statement.exportClause))
            local =
                statement.exportClause.elements.find((e) => e.name.text === name)?.propertyName?.text ??
                    (statement.exportClause.elements.some((e) => e.name.text === name) ? name : undefined);
        const found = local && classes.find((c) => c.name?.text === local);
        if (found)
            return found;
    }
    return undefined;
}
/** What a class of the project makes of a class extending it: its own SDK registration of `this.<field>`s, else its base's. */
function classTool(ts, reach, file, path, node, hops) {
    const own = NAMES_SDK.test(file.text) ? registration(ts, node) : undefined;
    if (own)
        return own;
    const base = extendsOf(ts, node);
    return base && baseTool(ts, reach, file, path, base, hops);
}
/** The fields a class's own `registerTool(this.name, { description: this.description, \u2026 })` (or `tool(this.name, \u2026)`) hands the SDK. */
function registration(ts, node) {
    let found;
    const visit = (at) => {
        if (found)
            return;
        if (ts.isCallExpression(at)) {
            const method = calleeName(ts, at.expression);
            const name = (method === 'registerTool' || method === 'tool') && at.arguments.length >= 2 ? thisField(ts, at.arguments[0]) : undefined;
            if (name) {
                const fields = [['name', name]];
                const computed = [];
                if (method === 'registerTool') {
                    const config = at.arguments[1] && (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_3__/* .stripped */ .uR)(ts, at.arguments[1]);
                    if (config && ts.isObjectLiteralExpression(config))
                        for (const property of config.properties) {
                            const key = property.name && ts.isIdentifier(property.name) ? property.name.text : undefined;
                            const field = ts.isPropertyAssignment(property) ? thisField(ts, property.initializer) : undefined;
                            if (key && CONFIG_KEYS.has(key)) {
                                if (field)
                                    fields.push([key, field]);
                                else
                                    computed.push(key);
                            }
                        }
                }
                // The last argument is the callback.
                else
                    at.arguments.slice(1, Math.min(1 + POSITIONAL.length, at.arguments.length - 1)).forEach((arg, i) => {
                        const field = thisField(ts, arg);
                        if (field)
                            fields.push([POSITIONAL[i], field]);
                        else
                            computed.push(POSITIONAL[i]);
                    });
                found = { fields, framework: false, computed };
                return;
            }
        }
        ts.forEachChild(at, visit);
    };
    for (const member of node.members)
        visit(member);
    return found;
}
/** The method a call calls: `x.registerTool(\u2026)`, also cast first (`(server.registerTool as Fn)(\u2026)`). */
function calleeName(ts, callee) {
    const at = (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_3__/* .stripped */ .uR)(ts, callee);
    return ts.isPropertyAccessExpression(at) ? at.name.text : undefined;
}
/** `this.name` as the field `name`. */
function thisField(ts, node) {
    const at = node && (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_3__/* .stripped */ .uR)(ts, node);
    return at && ts.isPropertyAccessExpression(at) && at.expression.kind === ts.SyntaxKind.ThisKeyword ? at.name.text : undefined;
}


/***/ }),

/***/ 7854:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  mk: () => (/* binding */ collectReturns),
  Us: () => (/* binding */ delegatedBody),
  L7: () => (/* binding */ exportedTools),
  Ir: () => (/* binding */ exportedValues),
  jv: () => (/* binding */ heldName),
  K8: () => (/* binding */ isToolObject),
  sY: () => (/* binding */ listName),
  KD: () => (/* binding */ loopedList),
  qV: () => (/* binding */ mappedList),
  _9: () => (/* binding */ namesListTools),
  ru: () => (/* binding */ topReturns)
});

// EXTERNAL MODULE: ./src/formats/typescript-source/loop-registrars.ts
var loop_registrars = __webpack_require__(5209);
// EXTERNAL MODULE: ./src/formats/typescript-source/keyed-returns.ts
var keyed_returns = __webpack_require__(5364);
;// CONCATENATED MODULE: ./src/formats/typescript-source/returned-consts.ts

/** The list literal of the body's own `const` a function returns (`value`), when the `return` is its only other use. */
function returnedConst(ts, fn, value) {
    if (!ts.isIdentifier(value) || !fn.body || !ts.isBlock(fn.body))
        return undefined;
    let initializer;
    let declarations = 0;
    for (const statement of fn.body.statements)
        if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const)
            for (const declaration of statement.declarationList.declarations)
                if (ts.isIdentifier(declaration.name) && declaration.name.text === value.text) {
                    declarations++;
                    initializer = declaration.initializer;
                }
    if (declarations !== 1 || !initializer)
        return undefined;
    let uses = 0;
    const visit = (node) => {
        if (ts.isIdentifier(node) && node.text === value.text && !(ts.isVariableDeclaration(node.parent) && node.parent.name === node))
            uses++;
        ts.forEachChild(node, visit);
    };
    visit(fn.body);
    const list = (0,loop_registrars/* stripped */.uR)(ts, initializer);
    // Only a list as written: any other value (`new Map(every.map(\u2026))`) keeps its name, which the readers of filled
    // Maps and the like follow themselves.
    return uses === 1 && ts.isArrayLiteralExpression(list) ? list : undefined;
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/sdk-parsed.ts

/** The keys the SDK's ToolSchema knows. */
const TOOL_KEYS = new Set(['name', 'title', 'icons', 'description', 'inputSchema', 'outputSchema', 'annotations', 'execution', '_meta']);
/** The keys the SDK's ToolAnnotationsSchema knows. */
const ANNOTATION_KEYS = new Set(['title', 'readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint']);
/** `@modelcontextprotocol/sdk/types.js`, with or without its extension. */
const SDK_TYPES = /^@modelcontextprotocol\/sdk\/types(?:\.js)?$/;
/** The local names a module imports the SDK's `ToolSchema` by. */
function toolSchemaNames(ts, file) {
    const out = new Set();
    for (const statement of file.statements) {
        if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || !SDK_TYPES.test(statement.moduleSpecifier.text))
            continue;
        const bindings = statement.importClause?.namedBindings;
        if (statement.importClause?.isTypeOnly || !bindings || !ts.isNamedImports(bindings))
            continue;
        for (const element of bindings.elements)
            if (!element.isTypeOnly && (element.propertyName ?? element.name).text === 'ToolSchema')
                out.add(element.name.text);
    }
    return out;
}
/** The literal a `ToolSchema.parse({ \u2026 })` call returns as written (see above), if the call is one. */
function parsedLiteral(ts, node, schemas) {
    if (schemas.size === 0 || !ts.isCallExpression(node) || node.arguments.length !== 1)
        return undefined;
    const callee = (0,loop_registrars/* stripped */.uR)(ts, node.expression);
    if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== 'parse' || !ts.isIdentifier(callee.expression) || !schemas.has(callee.expression.text))
        return undefined;
    const literal = (0,loop_registrars/* stripped */.uR)(ts, node.arguments[0]);
    return ts.isObjectLiteralExpression(literal) && knownKeys(ts, literal, TOOL_KEYS) ? literal : undefined;
}
/** Whether every property of a literal is written out under a key of `known`, and its `annotations` (if any) likewise. */
function knownKeys(ts, literal, known) {
    return literal.properties.every((property) => {
        if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)))
            return false;
        if (!known.has(property.name.text))
            return false;
        if (known !== TOOL_KEYS || property.name.text !== 'annotations')
            return true;
        const annotations = (0,loop_registrars/* stripped */.uR)(ts, property.initializer);
        return ts.isObjectLiteralExpression(annotations) && knownKeys(ts, annotations, ANNOTATION_KEYS);
    });
}

// EXTERNAL MODULE: ./src/formats/typescript-source/values.ts
var values = __webpack_require__(7472);
;// CONCATENATED MODULE: ./src/formats/typescript-source/spread-lists.ts


/** How deep lists spread into one another are followed. */
const MAX_DEPTH = 3;
/** The array methods that add, remove or replace a list's items in place. */
const CHANGING = new Set(['push', 'pop', 'shift', 'unshift', 'splice', 'fill', 'copyWithin']);
/**
 * The items of a list literal with each spread of the module's own unchanged `const` list replaced by that
 * list's items; undefined when a spread is of anything else. A list with no spread is its own elements.
 */
function spreadItems(ts, file, list, 
/** Spreads the caller takes apart itself (generated-items.ts), left out. */
apart) {
    if (!list.elements.some((element) => ts.isSpreadElement(element)))
        return [...list.elements];
    const lists = (0,loop_registrars/* constLists */.JE)(ts, file);
    const changed = changedNames(ts, file);
    const items = (at, depth) => {
        const out = [];
        for (const element of at.elements) {
            if (!ts.isSpreadElement(element)) {
                out.push(element);
                continue;
            }
            if (apart?.(element))
                continue;
            const named = (0,loop_registrars/* stripped */.uR)(ts, element.expression);
            const spread = ts.isIdentifier(named) && !changed.has(named.text) ? lists.get(named.text) : undefined;
            const inner = spread && depth < MAX_DEPTH ? items(spread, depth + 1) : undefined;
            if (!inner)
                return undefined;
            out.push(...inner);
        }
        return out;
    };
    return items(list, 0);
}
/**
 * The names the module changes the value of: `name.key = \u2026` (any assignment, `name[i] = \u2026`, through a longer
 * access too), `delete name.key`, `name.push(\u2026)` and the other changing methods, `Object.assign(name, \u2026)`.
 */
function changedNames(ts, file) {
    const out = new Set();
    /** The name an access starts from: `name` of `name[0].description`. */
    const root = (node) => {
        let at = (0,loop_registrars/* stripped */.uR)(ts, node);
        while (ts.isPropertyAccessExpression(at) || ts.isElementAccessExpression(at))
            at = (0,loop_registrars/* stripped */.uR)(ts, at.expression);
        return ts.isIdentifier(at) ? at.text : undefined;
    };
    const add = (name) => {
        if (name !== undefined)
            out.add(name);
    };
    (0,values/* walk */.GG)(ts, file, (node) => {
        if ((0,values/* isAssignment */.wh)(ts, node)) {
            const left = (0,loop_registrars/* stripped */.uR)(ts, node.left);
            if (ts.isPropertyAccessExpression(left) || ts.isElementAccessExpression(left))
                add(root(left));
        }
        else if (ts.isDeleteExpression(node))
            add(root(node.expression));
        else if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
            const { expression: owner, name } = node.expression;
            if (CHANGING.has(name.text))
                add(root(owner));
            else if (name.text === 'assign' && ts.isIdentifier(owner) && owner.text === 'Object' && node.arguments.length > 0)
                add(root(node.arguments[0]));
        }
    });
    return out;
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/generated-items.ts

/** What a spread's mapping callback returns, each value once per item (`list.map((x) => value)`); undefined for any other spread. */
function mappedValues(ts, spread) {
    const call = (0,loop_registrars/* stripped */.uR)(ts, spread.expression);
    if (!ts.isCallExpression(call) || call.arguments.length !== 1 || !ts.isPropertyAccessExpression(call.expression) || call.expression.name.text !== 'map')
        return undefined;
    const callback = (0,loop_registrars/* stripped */.uR)(ts, call.arguments[0]);
    if (!(ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)))
        return undefined;
    if (!ts.isBlock(callback.body))
        return [callback.body];
    const returned = [];
    let bare = false;
    const visit = (node) => {
        if (ts.isFunctionLike(node) || ts.isClassLike(node))
            return;
        if (ts.isReturnStatement(node)) {
            if (node.expression)
                returned.push(node.expression);
            else
                bare = true;
        }
        ts.forEachChild(node, visit);
    };
    ts.forEachChild(callback.body, visit);
    // A `return;` (or falling off the end) makes `undefined`, no tool.
    return returned.length > 0 && !bare && endsInReturn(ts, callback.body) ? returned : undefined;
}
/** Whether a block's last statement is a `return` (so no path falls off its end). */
function endsInReturn(ts, body) {
    const last = body.statements[body.statements.length - 1];
    return last !== undefined && ts.isReturnStatement(last);
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/tool-lists.ts






/**
 * `list.map((t) => ({ name: t.name, \u2026 }))` (or `({ name, description }) => ({ name, description })`,
 * `(t) => ({ ...t })`) over a module's written-out list: the list, and what the callback keeps of each item.
 * Undefined when the callback does anything else, or its `name` is not an item's own.
 */
function mappedList(ts, node, lists, 
/** The list a receiver (`list.filter(keep)`) keeps items of as written, if it does. */
kept) {
    if (!ts.isCallExpression(node) || node.arguments.length !== 1 || !ts.isPropertyAccessExpression(node.expression))
        return undefined;
    if (node.expression.name.text !== 'map')
        return undefined;
    const receiver = node.expression.expression;
    const listed = (0,loop_registrars/* stripped */.uR)(ts, kept?.(receiver) ?? receiver);
    const list = ts.isArrayLiteralExpression(listed) && listName(ts, listed) === undefined ? listed : lists.get(listName(ts, listed) ?? '');
    const callback = (0,loop_registrars/* stripped */.uR)(ts, node.arguments[0]);
    if (!list || !(ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)) || callback.parameters.length < 1)
        return undefined;
    const omit = restOf(ts, callback);
    if (omit)
        return omit.has('name') ? undefined : { list, projection: { spread: true, keys: new Map(), omit } };
    const made = madeObject(ts, callback);
    const bound = parameterKeys(ts, callback.parameters[0]);
    if (!made || !bound)
        return undefined;
    const projection = { spread: false, keys: new Map() };
    for (const property of made.properties) {
        if (ts.isSpreadAssignment(property)) {
            const copied = copiedWhenSet(ts, property.expression, bound);
            if (copied) {
                projection.keys.set(copied.key, copied.from);
                continue;
            }
            if (!ts.isIdentifier(property.expression) || property.expression.text !== bound.item || projection.keys.size > 0)
                return undefined;
            projection.spread = true;
            continue;
        }
        const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
        if (key === undefined)
            return undefined;
        if (ts.isShorthandPropertyAssignment(property)) {
            const from = bound.keys.get(key);
            if (from === undefined)
                return undefined;
            projection.keys.set(key, from);
        }
        else if (ts.isPropertyAssignment(property))
            projection.keys.set(key, copiedKey(ts, property.initializer, bound) ?? property.initializer);
        else
            return undefined;
    }
    const name = projection.keys.get('name');
    if (typeof name !== 'string' && !(name === undefined && projection.spread))
        return undefined;
    return { list, projection };
}
/**
 * The list a loop binds `name` to, when the module writes it out: `for (const t of list)`, or the first
 * parameter of `list.forEach((t) => \u2026)` (`map`, `flatMap`). The nearest binding of the name decides.
 */
function loopedList(ts, name, lists) {
    const listOf = (node) => {
        const at = (0,loop_registrars/* stripped */.uR)(ts, node);
        return ts.isArrayLiteralExpression(at) ? at : ts.isIdentifier(at) ? lists.get(at.text) : undefined;
    };
    const iterated = (0,loop_registrars/* iteratedBy */._b)(ts, name, name.text);
    return iterated && listOf(iterated);
}
/** The object literal a callback returns: its concise body, or the one `return` its block holds. */
function madeObject(ts, callback) {
    const body = callback.body;
    let made;
    if (!ts.isBlock(body))
        made = body;
    else if (body.statements.length === 1 && ts.isReturnStatement(body.statements[0]))
        made = body.statements[0].expression;
    const at = made && (0,loop_registrars/* stripped */.uR)(ts, made);
    return at && ts.isObjectLiteralExpression(at) ? at : undefined;
}
/** `({ _meta, ...rest }) => rest`: the keys the callback leaves out of each item, or undefined for any other callback. */
function restOf(ts, callback) {
    const pattern = callback.parameters[0].name;
    const body = ts.isBlock(callback.body) ? undefined : (0,loop_registrars/* stripped */.uR)(ts, callback.body);
    const last = ts.isObjectBindingPattern(pattern) ? pattern.elements[pattern.elements.length - 1] : undefined;
    if (!last?.dotDotDotToken || !ts.isIdentifier(last.name) || !body || !ts.isIdentifier(body) || body.text !== last.name.text)
        return undefined;
    const omit = new Set();
    for (const element of pattern.elements.slice(0, -1)) {
        const key = element.propertyName ?? element.name;
        if (element.dotDotDotToken || element.initializer || !(ts.isIdentifier(key) || ts.isStringLiteral(key)))
            return undefined;
        omit.add(key.text);
    }
    return omit;
}
/** The item's name (`t`), or the local names a destructuring parameter binds, each to the item's key. */
function parameterKeys(ts, parameter) {
    if (ts.isIdentifier(parameter.name))
        return { item: parameter.name.text, keys: new Map() };
    if (!ts.isObjectBindingPattern(parameter.name))
        return undefined;
    const keys = new Map();
    for (const element of parameter.name.elements) {
        if (element.dotDotDotToken || element.initializer || !ts.isIdentifier(element.name))
            return undefined;
        const from = element.propertyName ?? element.name;
        if (!ts.isIdentifier(from) && !ts.isStringLiteral(from))
            return undefined;
        keys.set(element.name.text, from.text);
    }
    return { keys };
}
/**
 * `...(annotations ? { annotations } : {})` (or `...(t.meta ? { _meta: t.meta } : {})`): the item's key, copied
 * when it is set, is the key copied; a falsy one left out is what an unset one is. Undefined for any other spread.
 */
function copiedWhenSet(ts, spread, bound) {
    const choice = (0,loop_registrars/* stripped */.uR)(ts, spread);
    if (!ts.isConditionalExpression(choice))
        return undefined;
    const from = copiedKey(ts, choice.condition, bound);
    const [set, unset] = [(0,loop_registrars/* stripped */.uR)(ts, choice.whenTrue), (0,loop_registrars/* stripped */.uR)(ts, choice.whenFalse)];
    if (from === undefined || !ts.isObjectLiteralExpression(set) || !ts.isObjectLiteralExpression(unset) || unset.properties.length > 0)
        return undefined;
    const [only] = set.properties;
    if (set.properties.length !== 1 || !only.name || !(ts.isIdentifier(only.name) || ts.isStringLiteral(only.name)))
        return undefined;
    const copied = ts.isShorthandPropertyAssignment(only)
        ? bound.keys.get(only.name.text)
        : ts.isPropertyAssignment(only)
            ? copiedKey(ts, only.initializer, bound)
            : undefined;
    return copied === from ? { key: only.name.text, from } : undefined;
}
/** The item's key a value copies: `t.key` for the item `t`, or a name the parameter destructures. */
function copiedKey(ts, value, bound) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, value);
    if (ts.isIdentifier(at))
        return bound.keys.get(at.text);
    if (ts.isPropertyAccessExpression(at) && ts.isIdentifier(at.expression) && at.expression.text === bound.item)
        return at.name.text;
    return undefined;
}
/**
 * `ListToolsRequestSchema`, or `types.ListToolsRequestSchema`, behind a cast (`ListToolsRequestSchema as any`) too;
 * or a schema written in its place, `z.object({ method: z.literal("tools/list"), \u2026 })`: the SDK routes a handler
 * by its schema's `method` literal.
 */
function namesListTools(ts, node) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, node);
    if (ts.isIdentifier(at))
        return at.text === 'ListToolsRequestSchema';
    if (ts.isPropertyAccessExpression(at))
        return at.name.text === 'ListToolsRequestSchema';
    return literalCall(ts, at, 'object', (shape) => {
        if (!ts.isObjectLiteralExpression(shape))
            return false;
        const method = shape.properties.find((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'method');
        return (!!method &&
            ts.isPropertyAssignment(method) &&
            literalCall(ts, (0,loop_registrars/* stripped */.uR)(ts, method.initializer), 'literal', (value) => ts.isStringLiteralLike(value) && value.text === 'tools/list'));
    });
}
/** `z.<name>(argument)` with one argument that `test` accepts. */
function literalCall(ts, node, name, test) {
    if (!ts.isCallExpression(node) || node.arguments.length !== 1 || !ts.isPropertyAccessExpression(node.expression))
        return false;
    return node.expression.name.text === name && ts.isIdentifier(node.expression.expression) && test((0,loop_registrars/* stripped */.uR)(ts, node.arguments[0]));
}
/** A tool object written out: an object literal with a `name` and an `inputSchema`. */
function isToolObject(ts, node) {
    const object = (0,loop_registrars/* stripped */.uR)(ts, node);
    if (!ts.isObjectLiteralExpression(object))
        return false;
    const keys = new Set(object.properties.map((p) => (p.name && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)) ? p.name.text : '')));
    return keys.has('name') && keys.has('inputSchema');
}
/**
 * The name a list is read by: `all`, or a Map's values copied out (`Array.from(this.tools.values())`,
 * `[...tools.values()]`) by what names the Map.
 */
function listName(ts, node) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, node);
    if (ts.isIdentifier(at))
        return at.text;
    let values;
    if (ts.isArrayLiteralExpression(at) && at.elements.length === 1 && ts.isSpreadElement(at.elements[0]))
        values = (0,loop_registrars/* stripped */.uR)(ts, at.elements[0].expression);
    else if (ts.isCallExpression(at) && at.arguments.length === 1 && ts.isPropertyAccessExpression(at.expression) && at.expression.name.text === 'from') {
        const owner = at.expression.expression;
        if (ts.isIdentifier(owner) && owner.text === 'Array')
            values = (0,loop_registrars/* stripped */.uR)(ts, at.arguments[0]);
    }
    if (!values || !ts.isCallExpression(values) || values.arguments.length > 0 || !ts.isPropertyAccessExpression(values.expression))
        return undefined;
    return values.expression.name.text === 'values' ? heldName(ts, values.expression.expression) : undefined;
}
/** What names a value a module holds: `tools`, or `this.tools` of a class field. */
function heldName(ts, node) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, node);
    if (ts.isIdentifier(at))
        return at.text;
    return ts.isPropertyAccessExpression(at) && at.expression.kind === ts.SyntaxKind.ThisKeyword ? `this.${at.name.text}` : undefined;
}
/** `[]` or `{}`. */
function isEmptyLiteral(ts, node) {
    return (ts.isArrayLiteralExpression(node) && node.elements.length === 0) || (ts.isObjectLiteralExpression(node) && node.properties.length === 0);
}
/** How deep dictionaries of tools spread into one another are followed. */
const MAX_DICT_DEPTH = 3;
/**
 * A module's top-level `export const tools = [{ name, \u2026, inputSchema }, \u2026]` lists and `export const readNote =
 * { name, \u2026, inputSchema }` tool objects (typed, `as const` or `satisfies` too), by name: each a tool object
 * written out (or a same-file constant's), or a wrapper holding one under a single key, or a list of them
 * all held alike (imported-lists.ts proves another module registers them). With `loose`, any object literal
 * with a `name` key is one (an SDK v1 call may pass it keys of any name), and no wrapper is. Otherwise a call of
 * one of `helpers` (passing-helpers.ts: `createTool({ name, \u2026 })`) holds the tool its argument writes, under the
 * helper's wrapper key if it makes one. The SDK's own `ToolSchema.parse({ \u2026 })` of a literal is that literal (sdk-parsed.ts).
 */
function exportedTools(ts, file, loose = false, helpers = new Map()) {
    const out = new Map();
    const consts = topConsts(ts, file);
    const returns = new Map(topReturns(ts, file).map((returned) => [returned.name, returned]));
    const schemas = toolSchemaNames(ts, file);
    const resolve = (node) => {
        const at = (0,loop_registrars/* stripped */.uR)(ts, node);
        const value = ts.isIdentifier(at) ? (consts.get(at.text) ?? at) : at;
        return madeBy(ts, value, returns) ?? parsedLiteral(ts, value, schemas) ?? value;
    };
    // A helper's call holds its argument (under the helper's wrapper key): a tool with a name, its schema written unless the helper makes it.
    const helped = (at) => {
        const helper = !loose && ts.isCallExpression(at) && ts.isIdentifier(at.expression) && at.arguments.length === 1 ? helpers.get(at.expression.text) : undefined;
        const object = helper && resolve(at.arguments[0]);
        if (!helper || !object || !ts.isObjectLiteralExpression(object))
            return undefined;
        const named = object.properties.some((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'name');
        return named && (helper.computed.has('inputSchema') || isToolObject(ts, object)) ? { via: helper.via, tool: object } : undefined;
    };
    const held = (node) => {
        const object = resolve(node);
        if (ts.isCallExpression(object))
            return helped(object);
        if (!ts.isObjectLiteralExpression(object))
            return undefined;
        if (isToolObject(ts, object))
            return { tool: object };
        // `loose`: any object with a name (`{ name, description, paramsSchema, handler }`), never a wrapper.
        if (loose)
            return object.properties.some((p) => p.name && ts.isIdentifier(p.name) && p.name.text === 'name') ? { tool: object } : undefined;
        const wrapped = object.properties.filter((p) => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && isToolObject(ts, resolve(p.initializer)));
        const [only] = wrapped;
        return wrapped.length === 1 ? { via: only.name.text, tool: resolve(only.initializer) } : undefined;
    };
    /**
     * `{ SEARCH: { name, \u2026, inputSchema }, \u2026, ...moreTools() }`: each value a tool, the dictionaries spread in the
     * module's own; and its keys, unless one is computed.
     */
    const dict = (node, depth = 0) => {
        const object = resolve(node);
        if (!ts.isObjectLiteralExpression(object) || object.properties.length === 0 || depth > MAX_DICT_DEPTH)
            return undefined;
        const tools = [];
        let keys = [];
        for (const property of object.properties) {
            const spread = ts.isSpreadAssignment(property) ? (0,loop_registrars/* stripped */.uR)(ts, property.expression) : undefined;
            const part = spread && ts.isCallExpression(spread) && ts.isIdentifier(spread.expression) ? returns.get(spread.expression.text)?.value : spread;
            const value = ts.isPropertyAssignment(property) ? resolve(property.initializer) : undefined;
            const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? [property.name.text] : undefined;
            const items = part ? dict(part, depth + 1) : value && isToolObject(ts, value) ? { tools: [value], keys: key } : undefined;
            if (!items)
                return undefined;
            tools.push(...items.tools);
            keys = keys && items.keys ? [...keys, ...items.keys] : undefined;
        }
        return { tools, ...(keys ? { keys } : {}) };
    };
    for (const { name, value, called } of exportedValues(ts, file)) {
        if (!ts.isArrayLiteralExpression(value)) {
            const item = held(value);
            const entries = item ? undefined : dict(value);
            if (item)
                out.set(name, { kind: 'tool', via: item.via, called, tools: [item.tool] });
            else if (entries)
                out.set(name, { kind: 'dict', called, ...entries });
            else if (called && !loose && ts.isObjectLiteralExpression(value)) {
                // `return { toolList: tools.map(\u2026), \u2026 }` of the function's own list (keyed-returns.ts).
                const fn = returns.get(name)?.fn;
                const keyed = fn && (0,keyed_returns/* keyedList */.b$)(ts, fn, value, (node) => (held(node)?.via === undefined ? held(node)?.tool : undefined));
                if (keyed)
                    out.set(name, { kind: 'keyed', called, keyed, tools: keyed.tools });
            }
            continue;
        }
        // `[...QUERY_TOOLS, \u2026]`: the module's own lists spread in (spread-lists.ts).
        // `...modes.map((m) => defineTool({ \u2026 }))` beside tools written out: tools, how many and which not known.
        const generated = [];
        const vias = new Set();
        const apart = (spread) => {
            const made = loose ? undefined : mappedValues(ts, spread)?.map(held);
            if (!made?.every((item) => item !== undefined))
                return false;
            for (const item of made)
                vias.add(item?.via);
            generated.push(spread);
            return true;
        };
        const items = spreadItems(ts, file, value, apart)?.map(held) ?? [];
        const via = items[0]?.via;
        if (items.length > 0 && items.every((item) => item !== undefined && item.via === via) && [...vias].every((made) => made === via))
            out.set(name, {
                kind: 'list',
                via,
                called,
                tools: items.map((item) => item.tool),
                ...(generated.length > 0 ? { generated } : {}),
            });
    }
    return out;
}
/**
 * `makeReadNote()`: a call, with no argument, of the module's own function of no parameter whose one return is an
 * object literal. Each call makes that object as it is written (its values read as written wherever it is), so
 * the call is that object. A function of parameters may make its object of them, and is not followed here.
 */
function madeBy(ts, node, returns) {
    if (!ts.isCallExpression(node) || node.arguments.length > 0 || !ts.isIdentifier(node.expression))
        return undefined;
    const made = returns.get(node.expression.text);
    return made?.fn.parameters.length === 0 && ts.isObjectLiteralExpression(made.value) ? made.value : undefined;
}
/** A module's exported `const` values, and what its exported functions return (`called`). */
function exportedValues(ts, file) {
    const out = (0,loop_registrars/* exportedConsts */.KP)(ts, file);
    for (const returned of topReturns(ts, file))
        if (returned.exported)
            out.push({ name: returned.name, value: returned.value, called: true });
    return out;
}
/**
 * A module's top-level functions (`function f(\u2026) {\u2026}`, `const f = (\u2026) => \u2026`, exported or not) that return one
 * expression, by name: the only `return` of the body (nested functions' not counted) besides those of an
 * empty `[]` or `{}`, or the arrow's concise body, behind its casts. A function with two others, or none, is left out.
 */
function topReturns(ts, file) {
    const out = [];
    for (const statement of file.statements) {
        const exported = !!(ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword));
        const add = (name, fn) => {
            const returned = [];
            if (fn.body && ts.isBlock(fn.body))
                collectReturns(ts, fn.body, returned);
            else if (fn.body)
                returned.push(fn.body);
            // `if (configured) return {};`: an empty answer on some runs leaves the other served whole on the rest.
            const values = returned.map((value) => (0,loop_registrars/* stripped */.uR)(ts, value)).filter((value) => !isEmptyLiteral(ts, value));
            // `const tools = [ \u2026 ]; return tools;`: the list as written (returned-consts.ts).
            if (values.length === 1)
                out.push({ name, value: returnedConst(ts, fn, values[0]) ?? values[0], exported, fn });
        };
        if (ts.isFunctionDeclaration(statement) && statement.name)
            add(statement.name.text, statement);
        else if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const)
            for (const declaration of statement.declarationList.declarations) {
                const value = declaration.initializer && (0,loop_registrars/* stripped */.uR)(ts, declaration.initializer);
                if (ts.isIdentifier(declaration.name) && value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value)))
                    add(declaration.name.text, value);
            }
    }
    return out;
}
/** The module's top-level `const name = value` declarations, each value behind its casts. */
function topConsts(ts, file) {
    const out = new Map();
    for (const statement of file.statements) {
        if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const))
            continue;
        for (const declaration of statement.declarationList.declarations)
            if (ts.isIdentifier(declaration.name) && declaration.initializer)
                out.set(declaration.name.text, (0,loop_registrars/* stripped */.uR)(ts, declaration.initializer));
    }
    return out;
}
/** What a function body returns, not counting nested functions' (or classes') returns. */
function collectReturns(ts, node, out) {
    ts.forEachChild(node, (child) => {
        if (ts.isFunctionLike(child) || ts.isClassLike(child))
            return;
        if (ts.isReturnStatement(child) && child.expression)
            out.push(child.expression);
        else
            collectReturns(ts, child, out);
    });
}
/**
 * The body of the private method a tools/list answer hands on to (`return this.listTools()`, awaited or
 * not, no argument), if it is one: the `this` is the class's around the call (only arrow functions
 * between), which declares the method once, with a body, `private` or `#`-named, so no subclass
 * replaces it.
 */
function delegatedBody(ts, returned) {
    let at = returned;
    while (ts.isAwaitExpression(at) || ts.isParenthesizedExpression(at) || ts.isAsExpression(at))
        at = at.expression;
    if (!ts.isCallExpression(at) || at.arguments.length > 0 || !ts.isPropertyAccessExpression(at.expression))
        return undefined;
    if (at.expression.expression.kind !== ts.SyntaxKind.ThisKeyword)
        return undefined;
    const name = at.expression.name.text;
    let owner = at.parent;
    while (!ts.isSourceFile(owner) && (!ts.isFunctionLike(owner) || ts.isArrowFunction(owner)))
        owner = owner.parent;
    const cls = ts.isMethodDeclaration(owner) || ts.isConstructorDeclaration(owner) ? owner.parent : undefined;
    if (!cls || !ts.isClassLike(cls))
        return undefined;
    const named = cls.members.filter((m) => m.name && (ts.isIdentifier(m.name) || ts.isPrivateIdentifier(m.name)) && m.name.text === name);
    const [method] = named;
    if (named.length !== 1 || !ts.isMethodDeclaration(method) || !method.body)
        return undefined;
    const closed = ts.isPrivateIdentifier(method.name) || ts.getModifiers(method)?.some((m) => m.kind === ts.SyntaxKind.PrivateKeyword);
    return closed ? method.body : undefined;
}


/***/ }),

/***/ 7472:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DR: () => (/* binding */ ValueReader),
/* harmony export */   GG: () => (/* binding */ walk),
/* harmony export */   Gk: () => (/* binding */ NAMES_SDK),
/* harmony export */   Ki: () => (/* binding */ writesTo),
/* harmony export */   Ng: () => (/* binding */ someNode),
/* harmony export */   S7: () => (/* binding */ memberKey),
/* harmony export */   VQ: () => (/* binding */ nestedPath),
/* harmony export */   op: () => (/* binding */ declaredName),
/* harmony export */   s6: () => (/* binding */ NESTED),
/* harmony export */   uc: () => (/* binding */ writtenNames),
/* harmony export */   wh: () => (/* binding */ isAssignment)
/* harmony export */ });
/* harmony import */ var _parse_string_anchors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4893);
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6065);
/* harmony import */ var _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8600);



/** A module's text naming the SDK, or a framework on it, as a quoted module name: a cheap test before a proof reads it. */
const NAMES_SDK = /['"](?:@modelcontextprotocol\/|fastmcp|mcp-handler|@vercel\/mcp-adapter)/;
/** How deep a value may nest, and how many constants one read may follow: source is input too. */
const MAX_DEPTH = 32;
/** Reads values of one source file, recording their places in `spans` and what it could not read in `unread`. */
class ValueReader {
    ts;
    file;
    spans;
    unread;
    anchors;
    imported;
    /** Top-level `const NAME = \u2026` declarations, read on first use. */
    constants;
    /** Names the file may write through or hand away (`writtenNames`), read on the first member access. */
    written;
    /** The zod whose JSON Schema the file's zod chains become (zod-version.ts), where known. */
    zodMajor;
    constructor(ts, file, spans, unread, 
    /** Where each string value's characters are written, by pointer. */
    anchors = new Map(), 
    /** Members of constants objects other modules export, by how the file writes them, and their string constants (imported-constants.ts). */
    imported = new Map()) {
        this.ts = ts;
        this.file = file;
        this.spans = spans;
        this.unread = unread;
        this.anchors = anchors;
        this.imported = imported;
    }
    /** The [start, end) offsets of a node's own text. */
    span(node) {
        return [node.getStart(this.file), node.end];
    }
    place(pointer, node, key) {
        this.spans.set(pointer, { value: this.span(node), ...(key ? { key: this.span(key) } : {}) });
    }
    /**
     * The expression behind parentheses, `as`, `satisfies` and `!`, behind a same-file constant's name, and
     * behind `X.key` / `X["key"]` when `X` is such a constant's object literal that nothing in the file
     * writes to (`constantObject`). One budget of steps bounds each call, however the constants refer to
     * each other.
     */
    resolve(node) {
        return this.resolveWithin(node, { steps: MAX_DEPTH * 2 });
    }
    resolveWithin(node, budget) {
        const { ts } = this;
        let current = node;
        while (budget.steps-- > 0) {
            if (ts.isParenthesizedExpression(current) || ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isNonNullExpression(current))
                current = current.expression;
            else if (ts.isIdentifier(current)) {
                const found = this.constant(current.text);
                if (!found)
                    return current;
                current = found;
            }
            else if (ts.isPropertyAccessExpression(current) || ts.isElementAccessExpression(current)) {
                const member = this.member(current, budget);
                if (!member)
                    return current;
                current = member;
            }
            else
                return current;
        }
        return current;
    }
    /**
     * The value expression of `X.key` or `X["key"]` when `X` resolves to an object literal that a constant
     * the file never writes through holds (`ownedByConstant`): every property written out (no spread, no
     * computed name, no method or accessor that could shadow the key), and the key among them.
     */
    member(access, budget) {
        const { ts } = this;
        const key = ts.isPropertyAccessExpression(access) ? access.name.text : this.elementKey(access.argumentExpression);
        if (key === undefined)
            return undefined;
        const object = this.resolveWithin(access.expression, budget);
        if (!ts.isObjectLiteralExpression(object) || !this.ownedByConstant(object))
            return undefined;
        const property = this.properties(object)?.get(key);
        if (!property)
            return undefined;
        return ts.isPropertyAssignment(property) ? property.initializer : property.name;
    }
    /** A written-out element key: a string or number literal. */
    elementKey(node) {
        const { ts } = this;
        if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isNumericLiteral(node))
            return node.text;
        return undefined;
    }
    /**
     * Whether an object literal is written in a top-level constant's initializer (itself or nested in its
     * literals) and the file never writes through that constant nor hands it away (`writtenNames`).
     */
    ownedByConstant(object) {
        const { ts } = this;
        let node = object;
        for (let hops = 0; hops < MAX_DEPTH; hops++) {
            const parent = node.parent;
            if (ts.isVariableDeclaration(parent)) {
                if (parent.initializer !== node || !ts.isIdentifier(parent.name) || this.constant(parent.name.text) !== node)
                    return false;
                this.written ??= writtenNames(ts, this.file);
                return !this.written.has(parent.name.text);
            }
            const inside = ts.isParenthesizedExpression(parent) ||
                ts.isAsExpression(parent) ||
                ts.isSatisfiesExpression(parent) ||
                ts.isObjectLiteralExpression(parent) ||
                ts.isArrayLiteralExpression(parent) ||
                (ts.isPropertyAssignment(parent) && parent.initializer === node);
            if (!inside)
                return false;
            node = parent;
        }
        return false;
    }
    /** A string, when the expression is statically one; its place is recorded at `pointer`. */
    string(node, pointer, key) {
        const value = this.value(node, pointer, key);
        return typeof value === 'string' ? value : _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
    }
    /** The JSON value of an expression, placed at `pointer`; UNKNOWN when any part of it is computed. */
    value(node, pointer, key, depth = 0) {
        const { ts } = this;
        const at = this.resolve(node);
        if (depth > MAX_DEPTH)
            return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
        let value = _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
        if (ts.isStringLiteral(at) || ts.isNoSubstitutionTemplateLiteral(at))
            value = at.text;
        else if (ts.isNumericLiteral(at))
            value = Number(at.text);
        else if (at.kind === ts.SyntaxKind.TrueKeyword)
            value = true;
        else if (at.kind === ts.SyntaxKind.FalseKeyword)
            value = false;
        else if (at.kind === ts.SyntaxKind.NullKeyword)
            value = null;
        else if (ts.isPrefixUnaryExpression(at) && at.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(at.operand))
            value = -Number(at.operand.text);
        else if (ts.isBinaryExpression(at) && at.operatorToken.kind === ts.SyntaxKind.PlusToken) {
            const left = this.value(at.left, pointer, undefined, depth + 1);
            const right = this.value(at.right, pointer, undefined, depth + 1);
            value = typeof left === 'string' && typeof right === 'string' ? left + right : _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
        }
        else if (ts.isCallExpression(at) && trimmed(ts, at)) {
            // `\`\u2026\`.trim()`: a known string trimmed as the engine trims it; its characters no longer sit where written.
            const inner = this.value(at.expression.expression, pointer, undefined, depth + 1);
            value = typeof inner === 'string' ? inner[at.expression.name.text]() : _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
        }
        else if (ts.isArrayLiteralExpression(at))
            value = this.array(at, pointer, depth);
        else if (ts.isObjectLiteralExpression(at))
            value = this.object(at, pointer, depth);
        else
            value = this.importedMember(at);
        if (value !== _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV)
            this.place(pointer, at, key);
        if (typeof value === 'string') {
            const anchors = this.stringAnchors(at);
            if (anchors)
                this.anchors.set(pointer, anchors);
        }
        return value;
    }
    /** Where a string expression's characters are written (a literal, a template, `+` of them, through constants). */
    stringAnchors(node, depth = 0) {
        const { ts } = this;
        const at = this.resolve(node);
        if (depth > MAX_DEPTH)
            return undefined;
        if (ts.isStringLiteral(at) || ts.isNoSubstitutionTemplateLiteral(at)) {
            const start = at.getStart(this.file);
            return (0,_parse_string_anchors_js__WEBPACK_IMPORTED_MODULE_1__/* .literalAnchors */ .I)(this.file.text, start + 1, at.end - 1, 0, false);
        }
        if (ts.isBinaryExpression(at) && at.operatorToken.kind === ts.SyntaxKind.PlusToken) {
            const left = this.stringAnchors(at.left, depth + 1);
            const right = this.stringAnchors(at.right, depth + 1);
            const leftText = this.valueOf(at.left);
            if (!left || !right || typeof leftText !== 'string')
                return undefined;
            return (0,_parse_string_anchors_js__WEBPACK_IMPORTED_MODULE_1__/* .joinedAnchors */ .Q)([
                { anchors: left, length: leftText.length },
                { anchors: right, length: 0 },
            ]);
        }
        return undefined;
    }
    /** A string's value, read without recording places. */
    valueOf(node, depth = 0) {
        const { ts } = this;
        const at = this.resolve(node);
        if (depth > MAX_DEPTH)
            return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
        if (ts.isStringLiteral(at) || ts.isNoSubstitutionTemplateLiteral(at))
            return at.text;
        if (ts.isBinaryExpression(at) && at.operatorToken.kind === ts.SyntaxKind.PlusToken) {
            const left = this.valueOf(at.left, depth + 1);
            const right = this.valueOf(at.right, depth + 1);
            return typeof left === 'string' && typeof right === 'string' ? left + right : _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
        }
        return this.importedMember(at);
    }
    /** The string an imported constants object's member (`NAMES.SAVE`) or an imported constant stands for, if another module writes it. */
    importedMember(node) {
        if (this.imported.size === 0)
            return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
        if (this.ts.isIdentifier(node))
            return this.imported.get(node.text) ?? _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
        const member = memberKey(this.ts, node);
        const nested = member ? undefined : nestedPath(this.ts, node);
        const key = member ? `${member.object}.${member.key}` : nested && `${nested.object}.${nested.outer}${NESTED}${nested.inner}`;
        return (key !== undefined && this.imported.get(key)) ?? _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
    }
    array(node, pointer, depth) {
        const out = [];
        for (const element of node.elements) {
            if (this.ts.isSpreadElement(element))
                return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
            const item = this.value(element, (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .joinPointer */ .Kn)(pointer, String(out.length)), undefined, depth + 1);
            if (item === _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV)
                return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
            out.push(item);
        }
        return out;
    }
    object(node, pointer, depth) {
        const out = {};
        for (const property of node.properties) {
            const name = this.propertyName(property);
            if (name === undefined || !this.ts.isPropertyAssignment(property))
                return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
            const item = this.value(property.initializer, (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_2__/* .joinPointer */ .Kn)(pointer, name), property.name, depth + 1);
            if (item === _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV)
                return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
            out[name] = item;
        }
        return out;
    }
    /** A property's name when it is written out (`a`, `"a"`, `1`) or computed from a same-file string constant (`[NAME]`). */
    propertyName(property) {
        const { ts } = this;
        const name = property.name;
        if (!name)
            return undefined;
        if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name))
            return name.text;
        if (ts.isComputedPropertyName(name)) {
            const at = this.resolve(name.expression);
            if (at !== name.expression && (ts.isStringLiteral(at) || ts.isNoSubstitutionTemplateLiteral(at)))
                return at.text;
        }
        return undefined;
    }
    /**
     * An object literal's properties by name (written-out names only), with the whole literal's spread-free shape.
     * With `fields`, a method named none of them (`async execute() {\u2026}`, the code a tool object carries) is left
     * out, as JSON leaves a function out; one named like a field or a property is no shape read.
     */
    properties(node, fields) {
        const out = new Map();
        const methods = new Set();
        for (const property of node.properties) {
            const name = this.propertyName(property);
            if (name !== undefined && fields && this.ts.isMethodDeclaration(property) && !fields.has(name))
                methods.add(name);
            else if (name === undefined || !(this.ts.isPropertyAssignment(property) || this.ts.isShorthandPropertyAssignment(property)))
                return undefined;
            else
                out.set(name, property);
        }
        return [...methods].some((name) => out.has(name)) ? undefined : out;
    }
    constant(name) {
        if (!this.constants) {
            const { ts } = this;
            const found = new Map();
            for (const statement of this.file.statements) {
                if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const))
                    continue;
                for (const declaration of statement.declarationList.declarations)
                    if (ts.isIdentifier(declaration.name) && declaration.initializer)
                        found.set(declaration.name.text, declaration.initializer);
            }
            this.constants = found;
        }
        return this.constants.get(name);
    }
}
/** `X.Y` or `X["Y"]` of an identifier `X`: its name and the member's. */
function memberKey(ts, node) {
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && ts.isIdentifier(node.name))
        return { object: node.expression.text, key: node.name.text };
    if (ts.isElementAccessExpression(node) && ts.isIdentifier(node.expression)) {
        const key = node.argumentExpression;
        if (ts.isStringLiteral(key) || ts.isNoSubstitutionTemplateLiteral(key))
            return { object: node.expression.text, key: key.text };
    }
    return undefined;
}
/** Joins the inner key to the outer one where reads of `X.A.B` are kept (nested-constants.ts): no key is written with it. */
const NESTED = '\0';
/** `X.A.B` (or `X.A["B"]`, `X["A"].B`): the object's name and the two keys. */
function nestedPath(ts, node) {
    if (!ts.isPropertyAccessExpression(node) && !ts.isElementAccessExpression(node))
        return undefined;
    const key = ts.isElementAccessExpression(node) ? node.argumentExpression : undefined;
    const inner = ts.isPropertyAccessExpression(node)
        ? node.name.text
        : key && (ts.isStringLiteral(key) || ts.isNoSubstitutionTemplateLiteral(key))
            ? key.text
            : undefined;
    const outer = memberKey(ts, node.expression);
    return inner === undefined || !outer ? undefined : { object: outer.object, outer: outer.key, inner };
}
/** Callees that read an object without changing it or keeping it. */
const READERS = new Set(['Object.keys', 'Object.values', 'Object.entries', 'Object.freeze', 'JSON.stringify']);
/** How far up from a name `writtenNames` looks for the assignment it may be the target of. */
const MAX_CLIMB = 64;
/**
 * Names whose object the file may change: the root of a write (`X.k = \u2026`, `X.k += \u2026`, `X.k++`,
 * `delete X.k`, a destructuring or for-in/of target), or a name used as a value other than through its
 * properties (`Object.assign(X, \u2026)`, `const Y = X`, `f(X)`), which could change it elsewhere. The uses
 * that only read (`Object.keys(X)`, `...X`, `typeof X`, `export { X }`) are not counted. By name, not by
 * scope: a shadowing local that is written makes the constant dynamic too, never the other way round.
 */
function writtenNames(ts, file) {
    const out = new Set();
    walk(ts, file, (node) => {
        if (ts.isIdentifier(node) && node.parent && !out.has(node.text) && mayChange(ts, node))
            out.add(node.text);
    });
    return out;
}
/** Whether a node assigns: `=` or a compound assignment (`+=`, `??=`, \u2026). */
function isAssignment(ts, node) {
    return ts.isBinaryExpression(node) && node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && node.operatorToken.kind <= ts.SyntaxKind.LastAssignment;
}
/** Whether `body` writes what `target` accepts: an assignment's target, a `delete`'s operand, an `Object.` call's first argument. */
function writesTo(ts, body, target) {
    return someNode(ts, body, (node) => {
        if (isAssignment(ts, node))
            return target(node.left);
        if (ts.isDeleteExpression(node))
            return target(node.expression);
        const call = ts.isCallExpression(node) && node.arguments.length > 0 && ts.isPropertyAccessExpression(node.expression) && ts.isIdentifier(node.expression.expression);
        return call && node.expression.expression.text === 'Object' && target(node.arguments[0]);
    });
}
/** Whether `test` accepts `root` or a node under it, looked for in source order (recursively) up to the first it accepts. */
function someNode(ts, root, test) {
    const visit = (node) => test(node) || !!ts.forEachChild(node, visit);
    return visit(root);
}
/** The name a variable, parameter, destructured name, function or class declares, when it is a plain identifier. */
function declaredName(ts, node) {
    const declares = ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isBindingElement(node) || ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node);
    return declares && node.name && ts.isIdentifier(node.name) ? node.name : undefined;
}
/**
 * Each node under `root` (itself first) with a stack of its own, as a generated file nests deeper than recursion
 * goes: not below a node `into` answers false for, and no further once `more` answers false.
 */
function walk(ts, root, each, into, more) {
    const stack = [root];
    while (stack.length > 0 && (!more || more())) {
        const node = stack.pop();
        each(node);
        if (into && !into(node))
            continue;
        ts.forEachChild(node, (child) => {
            stack.push(child);
        });
    }
}
function mayChange(ts, name) {
    let node = name;
    let parent = name.parent;
    if (ts.isShorthandPropertyAssignment(parent))
        return true;
    // Names that are no value read here: declarations, property names, labels, types, import and export lists.
    const named = parent;
    if (named.name === name || named.propertyName === name)
        return false;
    if (ts.isTypeQueryNode(parent) || ts.isQualifiedName(parent) || ts.isTypeReferenceNode(parent) || ts.isExpressionWithTypeArguments(parent))
        return false;
    if (ts.isBreakOrContinueStatement(parent) || ts.isLabeledStatement(parent))
        return false;
    // Up the access chain it roots.
    let accessed = false;
    for (let hops = 0;; hops++) {
        if (hops > MAX_CLIMB)
            return true;
        const wrapped = ts.isParenthesizedExpression(parent) || ts.isAsExpression(parent) || ts.isSatisfiesExpression(parent) || ts.isNonNullExpression(parent);
        const access = (ts.isPropertyAccessExpression(parent) || ts.isElementAccessExpression(parent)) && parent.expression === node;
        if (!wrapped && !access)
            break;
        accessed ||= access;
        node = parent;
        parent = parent.parent;
    }
    if (ts.isDeleteExpression(parent))
        return true;
    if ((ts.isPrefixUnaryExpression(parent) || ts.isPostfixUnaryExpression(parent)) &&
        (parent.operator === ts.SyntaxKind.PlusPlusToken || parent.operator === ts.SyntaxKind.MinusMinusToken))
        return true;
    if (isAssignmentTarget(ts, node))
        return true;
    if (accessed)
        return false;
    if (ts.isSpreadAssignment(parent) || ts.isTypeOfExpression(parent) || ts.isExportSpecifier(parent) || ts.isExportAssignment(parent))
        return false;
    if (ts.isCallExpression(parent) && parent.arguments.includes(node))
        return !reads(ts, parent.expression);
    return true;
}
/** `Object.keys` and the other callees in READERS. */
function reads(ts, callee) {
    return ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && READERS.has(`${callee.expression.text}.${callee.name.text}`);
}
/** Whether a node is written by an assignment, directly or inside a destructuring pattern, or by for-in/of. */
function isAssignmentTarget(ts, start) {
    let node = start;
    for (let hops = 0; hops < MAX_CLIMB; hops++) {
        const parent = node.parent;
        if (!parent)
            return false;
        if (ts.isBinaryExpression(parent))
            return parent.left === node && isAssignment(ts, parent);
        if ((ts.isForInStatement(parent) || ts.isForOfStatement(parent)) && parent.initializer === node)
            return true;
        const pattern = ts.isArrayLiteralExpression(parent) ||
            ts.isObjectLiteralExpression(parent) ||
            ts.isSpreadElement(parent) ||
            ts.isParenthesizedExpression(parent) ||
            (ts.isPropertyAssignment(parent) && parent.initializer === node);
        if (!pattern)
            return false;
        node = parent;
    }
    return true;
}
const TRIMS = new Set(['trim', 'trimStart', 'trimEnd']);
/** `x.trim()` (or `trimStart`, `trimEnd`), of no argument and no optional chain. */
function trimmed(ts, call) {
    const callee = call.expression;
    return (call.arguments.length === 0 && !call.questionDotToken && ts.isPropertyAccessExpression(callee) && !callee.questionDotToken && TRIMS.has(callee.name.text));
}


/***/ }),

/***/ 1323:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MB: () => (/* binding */ entryName),
/* harmony export */   NS: () => (/* binding */ packageEntry),
/* harmony export */   gd: () => (/* binding */ packageSubpath),
/* harmony export */   vN: () => (/* binding */ dependentFolders)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7857);
/* harmony import */ var _stem_files_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2281);
/**
 * The packages of a monorepo by name: the folders the `workspaces` of its root package.json or the `packages`
 * of its root pnpm-workspace.yaml list (the root: the nearest folder at or above the importing module with either) (a folder, or `dir/*` for each folder in `dir`), each named by its
 * own package.json. A module naming such a package (`@acme/core`) is its source entry: the file its
 * `source`, `main`, `module` or `types` names, read from `src/` where it names the build's `dist/`, `lib/` or
 * `build/` folder, else `src/index` or `index`; a subpath of one (`@acme/core/src/context`) is that file in its folder, unless
 * its package.json has `exports`. Only the root's files and the listed folders are read,
 * bounded, once per stable workspace. A package's entry is used by that name from the other packages, so a proof
 * of who calls it looks in their folders too (dependentFolders).
 */


const MAX_FILE = 1 << 20;
const MAX_PATTERNS = 32;
const MAX_FOLDERS = 200;
/** How many other packages' folders are looked in for a package entry's users. */
const MAX_DEPENDENTS = 16;
/** A pnpm-workspace.yaml list item: `  - "packages/*"`. */
const YAML_ITEM = /^\s{0,8}-\s{0,8}["']?([^"'#\s]{1,200})["']?\s{0,8}$/;
const ENTRY_FIELDS = ['source', 'main', 'module', 'types'];
const KNOWN = new WeakMap();
const ROOTS = new WeakMap();
const ENTRIES = new WeakMap();
/** The source file a bare module name, imported by the module at `from`, names as a workspace package's own name (no subpath), if any. */
function packageEntry(workspace, module, from) {
    const folder = packageFolder(workspace, module, from);
    if (!folder)
        return undefined;
    const manifest = json(workspace, `${folder}/package.json`);
    const stems = [];
    for (const field of ENTRY_FIELDS) {
        const value = manifest?.[field];
        if (typeof value !== 'string')
            continue;
        const clean = value.replace(/^\.\//, '').replace(/\.d\.ts$/, '.ts');
        stems.push(`${folder}/${clean.replace(/^(?:dist|lib|build)\//, 'src/')}`);
    }
    stems.push(`${folder}/src/index`, `${folder}/index`);
    return firstFile(workspace, stems);
}
/**
 * The source file a workspace package's subpath names (`@acme/core/src/context`, imported by the module at
 * `from`): the file at that path in the package's folder, as Node and TypeScript resolve it for a package
 * whose package.json has no `exports` (which may map a subpath anywhere, and is not read here).
 */
function packageSubpath(workspace, module, from) {
    const parts = module.split('/');
    const named = module.startsWith('@') ? 2 : 1;
    if (parts.length <= named)
        return undefined;
    const folder = packageFolder(workspace, parts.slice(0, named).join('/'), from);
    if (!folder || json(workspace, `${folder}/package.json`)?.exports !== undefined)
        return undefined;
    return firstFile(workspace, [`${folder}/${parts.slice(named).join('/')}`]);
}
/** The root-relative folder of the workspace package `name`, in the monorepo nearest at or above `from`. */
function packageFolder(workspace, name, from) {
    const root = monorepoRoot(workspace, from);
    return root === undefined ? undefined : packages(workspace, root).get(name) || undefined;
}
/**
 * The folder of the monorepo nearest at or above the module at `from`: its package.json lists `workspaces`, or it
 * has a pnpm-workspace.yaml. Remembered by folder per stable workspace: every bare module name a proof resolves asks.
 */
function monorepoRoot(workspace, from) {
    const parts = from.split('/').slice(0, -1);
    const cache = (0,_types_js__WEBPACK_IMPORTED_MODULE_0__/* .stableMap */ .EJ)(ROOTS, workspace);
    const key = parts.join('/');
    if (cache?.has(key))
        return cache.get(key) ?? undefined;
    let found;
    for (let depth = parts.length; depth >= 0 && found === undefined; depth--) {
        const root = parts.slice(0, depth).join('/');
        const at = (file) => (root === '' ? file : `${root}/${file}`);
        if (workspace.kind(at('pnpm-workspace.yaml')) === 'file' || json(workspace, at('package.json'))?.workspaces !== undefined)
            found = root;
    }
    cache?.set(key, found ?? null);
    return found;
}
/**
 * The folders where the monorepo's other packages may use the file at `path` by its package's name, when it is
 * that package's entry (entryPackage): each other package's folder and its `src/`, at most MAX_DEPENDENTS
 * packages in the order the root lists them. None for any other file.
 */
function dependentFolders(workspace, path) {
    const entry = entryPackage(workspace, path);
    if (!entry)
        return [];
    const others = [...packages(workspace, entry.root).values()].filter((other) => other !== entry.folder).slice(0, MAX_DEPENDENTS);
    return others.flatMap((other) => [other, `${other}/src`]);
}
/** The name of the workspace package whose entry (packageEntry) the file at `path` is, if it is one: what other packages import it by. */
function entryName(workspace, path) {
    return entryPackage(workspace, path)?.name;
}
/** The package (its name, folder, and monorepo root) the nearest package.json above `path` names, when `path` is its entry; remembered per stable workspace. */
function entryPackage(workspace, path) {
    const cache = (0,_types_js__WEBPACK_IMPORTED_MODULE_0__/* .stableMap */ .EJ)(ENTRIES, workspace);
    if (cache?.has(path))
        return cache.get(path) ?? undefined;
    let found;
    const parts = path.split('/').slice(0, -1);
    for (let depth = parts.length; depth >= 0; depth--) {
        const folder = parts.slice(0, depth).join('/');
        const manifest = json(workspace, folder === '' ? 'package.json' : `${folder}/package.json`);
        if (!manifest)
            continue;
        // The nearest package.json names the package the file is of.
        const root = monorepoRoot(workspace, path);
        const name = manifest.name;
        if (typeof name === 'string' && root !== undefined && packageEntry(workspace, name, path) === path)
            found = { name, folder, root };
        break;
    }
    cache?.set(path, found ?? null);
    return found;
}
/** The first stem that is a source file, never one leaving the workspace. */
function firstFile(workspace, stems) {
    for (const stem of stems) {
        if (stem.split('/').includes('..'))
            continue;
        const found = (0,_stem_files_js__WEBPACK_IMPORTED_MODULE_1__/* .stemFile */ .M)(workspace, stem);
        if (found)
            return found;
    }
    return undefined;
}
/** The packages of the monorepo at `root`, by name: their root-relative folders. */
function packages(workspace, root) {
    const cache = (0,_types_js__WEBPACK_IMPORTED_MODULE_0__/* .stableMap */ .EJ)(KNOWN, workspace);
    const known = cache?.get(root);
    if (known)
        return known;
    const at = (name) => (root === '' ? name : `${root}/${name}`);
    const out = new Map();
    const listed = json(workspace, at('package.json'))?.workspaces;
    const patterns = Array.isArray(listed)
        ? listed
        : typeof listed === 'object' && listed !== null && Array.isArray(listed.packages)
            ? listed.packages
            : [];
    const pnpm = text(workspace, at('pnpm-workspace.yaml'));
    if (pnpm) {
        let inPackages = false;
        for (const line of pnpm.split('\n')) {
            if (/^\S/.test(line))
                inPackages = line.startsWith('packages:');
            else if (inPackages) {
                const item = YAML_ITEM.exec(line);
                if (item)
                    patterns.push(item[1]);
            }
        }
    }
    const folders = [];
    for (const pattern of patterns.slice(0, MAX_PATTERNS)) {
        if (typeof pattern !== 'string' || pattern.startsWith('!') || pattern.split('/').includes('..'))
            continue;
        const clean = pattern.replace(/^\.\//, '').replace(/\/$/, '');
        if (clean.endsWith('/*') && !clean.slice(0, -2).includes('*'))
            for (const name of workspace.list(at(clean.slice(0, -2)), MAX_FOLDERS) ?? [])
                folders.push(at(`${clean.slice(0, -2)}/${name}`));
        else if (!clean.includes('*'))
            folders.push(at(clean));
    }
    for (const folder of folders.slice(0, MAX_FOLDERS)) {
        const name = json(workspace, `${folder}/package.json`)?.name;
        if (typeof name === 'string' && !out.has(name))
            out.set(name, folder);
    }
    cache?.set(root, out);
    return out;
}
function text(workspace, path) {
    if (workspace.kind(path) !== 'file')
        return undefined;
    const bytes = workspace.head(path, MAX_FILE);
    return bytes && bytes.length < MAX_FILE ? new TextDecoder().decode(bytes) : undefined;
}
function json(workspace, path) {
    const source = text(workspace, path);
    if (source === undefined)
        return undefined;
    try {
        const value = JSON.parse(source);
        return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
    }
    catch {
        return undefined;
    }
}


/***/ }),

/***/ 2480:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $j: () => (/* binding */ xmcpToolFile),
/* harmony export */   NT: () => (/* binding */ xmcpTool),
/* harmony export */   ut: () => (/* binding */ XMCP_KEYS)
/* harmony export */ });
/* harmony import */ var _util_lazy_require_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6050);
/* harmony import */ var _source_draws_on_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(5533);
/* harmony import */ var _source_lockfile_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7091);
/* harmony import */ var _handed_server_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4693);
/* harmony import */ var _loop_registrars_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5209);
/* harmony import */ var _sdk_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2604);






const MAX_CONFIG = 64_000;
const DEFAULT_TOOLS = 'src/tools';
/** The metadata's keys read. */
const XMCP_KEYS = ['description', 'annotations'];
/** Keys of the metadata that serve the tool on some paths only. */
const GATES = ['requiresAuth', 'requiredScopes', 'dependsOn'];
/** Whether a file is one of the tools folder of an xmcp package (said to the workspace). */
function xmcpToolFile(source, path, workspace) {
    if (!workspace || !/\.tsx?$/.test(path) || path.endsWith('.d.ts') || !source.includes('metadata'))
        return false;
    if (path.split('/').some((segment) => segment === '..' || segment.startsWith('.')))
        return false;
    const declared = (0,_sdk_js__WEBPACK_IMPORTED_MODULE_4__/* .dependency */ .Gs)(workspace, path, 'xmcp');
    if (!declared)
        return false;
    const root = (0,_source_lockfile_js__WEBPACK_IMPORTED_MODULE_1__/* .folderOf */ .yS)(declared.at);
    const tools = toolsFolder(workspace, root);
    if (tools === undefined)
        return false;
    (0,_source_draws_on_js__WEBPACK_IMPORTED_MODULE_5__/* .drew */ .c)(workspace, declared.at);
    const folder = root === '' ? tools : `${root}/${tools}`;
    return path.startsWith(`${folder}/`);
}
/** The tools folder a package's config sets, relative to it; undefined when none, or when the config is not read. */
function toolsFolder(workspace, root) {
    const at = (name) => (root === '' ? name : `${root}/${name}`);
    const json = text(workspace, at('xmcp.config.json'));
    if (json !== undefined) {
        (0,_source_draws_on_js__WEBPACK_IMPORTED_MODULE_5__/* .drew */ .c)(workspace, at('xmcp.config.json'));
        let config;
        try {
            config = JSON.parse(json);
        }
        catch {
            return undefined;
        }
        const paths = typeof config === 'object' && config !== null ? config.paths : undefined;
        const tools = typeof paths === 'object' && paths !== null ? paths.tools : paths === undefined ? true : null;
        return folderNamed(tools);
    }
    const source = text(workspace, at('xmcp.config.ts'));
    if (source === undefined)
        return DEFAULT_TOOLS;
    (0,_source_draws_on_js__WEBPACK_IMPORTED_MODULE_5__/* .drew */ .c)(workspace, at('xmcp.config.ts'));
    const ts = (0,_util_lazy_require_js__WEBPACK_IMPORTED_MODULE_0__/* .vendoredTypescript */ .P7)();
    const file = (0,_handed_server_js__WEBPACK_IMPORTED_MODULE_2__/* .parseWithin */ .nM)(ts, at('xmcp.config.ts'), source);
    return file ? folderNamed(configTools(ts, file)) : undefined;
}
/** A small file's text, or undefined when there is none. */
function text(workspace, path) {
    const bytes = workspace.kind(path) === 'file' ? workspace.head(path, MAX_CONFIG) : undefined;
    return bytes && bytes.length < MAX_CONFIG ? new TextDecoder().decode(bytes) : undefined;
}
/** The folder a `paths.tools` value names: a path, the default for `true` or nothing set, none for anything else. */
function folderNamed(tools) {
    if (tools === true || tools === undefined)
        return DEFAULT_TOOLS;
    return typeof tools === 'string' && tools !== '' ? tools.replace(/^\.\//, '').replace(/\/+$/, '') : undefined;
}
/** `paths.tools` of a TypeScript config's default export, as JSON would hold it: `undefined` when unset, null when not read. */
function configTools(ts, file) {
    const assigned = file.statements.find(ts.isExportAssignment);
    let config = assigned && (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_3__/* .stripped */ .uR)(ts, assigned.expression);
    if (config && ts.isIdentifier(config)) {
        const name = config.text;
        const declared = file.statements
            .filter(ts.isVariableStatement)
            .flatMap((s) => [...s.declarationList.declarations])
            .find((d) => ts.isIdentifier(d.name) && d.name.text === name);
        config = declared?.initializer && (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_3__/* .stripped */ .uR)(ts, declared.initializer);
    }
    if (!config || !ts.isObjectLiteralExpression(config))
        return null;
    const paths = literalProperty(ts, config, 'paths');
    if (paths === undefined)
        return undefined;
    if (!ts.isObjectLiteralExpression(paths))
        return null;
    const tools = literalProperty(ts, paths, 'tools');
    if (tools === undefined)
        return paths.properties.some(ts.isSpreadAssignment) ? null : undefined;
    if (ts.isStringLiteral(tools) || ts.isNoSubstitutionTemplateLiteral(tools))
        return tools.text;
    return tools.kind === ts.SyntaxKind.TrueKeyword ? true : null;
}
/** The value written under a key of an object literal, or undefined when the key is not written. */
function literalProperty(ts, object, key) {
    for (const property of object.properties)
        if (ts.isPropertyAssignment(property) && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) && property.name.text === key)
            return (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_3__/* .stripped */ .uR)(ts, property.initializer);
    return undefined;
}
/** The exported `metadata` and `schema` of a tool file, when its metadata is an object literal. */
function xmcpTool(ts, file) {
    const exported = new Map();
    for (const statement of file.statements) {
        if (!ts.isVariableStatement(statement) || !ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
            continue;
        for (const declaration of statement.declarationList.declarations)
            if (named(ts, declaration) && declaration.initializer)
                exported.set(declaration.name.text, { declaration, value: declaration.initializer });
    }
    const found = exported.get('metadata');
    const metadata = found && (0,_loop_registrars_js__WEBPACK_IMPORTED_MODULE_3__/* .stripped */ .uR)(ts, found.value);
    if (!found || !metadata || !ts.isObjectLiteralExpression(metadata))
        return undefined;
    const enabled = literalProperty(ts, metadata, 'enabled');
    const gated = (enabled !== undefined && enabled.kind !== ts.SyntaxKind.TrueKeyword) || GATES.some((key) => literalProperty(ts, metadata, key));
    const listed = enabled?.kind === ts.SyntaxKind.FalseKeyword ? 'never' : gated ? 'sometimes' : 'always';
    const schema = exported.get('schema');
    return {
        declaration: found.declaration,
        metadata,
        named: literalProperty(ts, metadata, 'name') !== undefined,
        ...(schema ? { schema: { name: schema.declaration.name, value: schema.value } } : {}),
        listed,
    };
}
/** A declaration of one name (`const x = \u2026`), not of a destructuring pattern. */
function named(ts, declaration) {
    return ts.isIdentifier(declaration.name);
}


/***/ }),

/***/ 8965:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ VersionMerger)
/* harmony export */ });
/* unused harmony export phraseVersions */
const SLOT = '{version}';
/** "2025-06-18", "2025-03-26, 2025-06-18 and 2025-11-25". */
function phraseVersions(versions) {
    if (versions.length <= 1)
        return versions.join('');
    return `${versions.slice(0, -1).join(', ')} and ${versions[versions.length - 1]}`;
}
class VersionMerger {
    versions;
    groups = new Map();
    /** `versions`: every version the file declares, oldest first (a rule may be checked in some only). */
    constructor(versions) {
        this.versions = versions;
    }
    /** A reporter that collects what a rule finds when it reads the file in `version`. */
    reporterFor(version) {
        return {
            report: (pointer, message, target = 'value', related, _fix, index) => this.add({ at: 'pointer', pointer, target, ...(index === undefined ? {} : { index }) }, message, version, related),
            reportAt: (range, message, pointer = '') => this.add({ at: 'range', range, pointer }, message, version),
        };
    }
    /** Reports each merged finding once, in the order first found. */
    flush(reporter) {
        for (const group of this.groups.values()) {
            const message = this.messageOf(group);
            if (group.where.at === 'pointer')
                reporter.report(group.where.pointer, message, group.where.target, group.related, undefined, group.where.index);
            else
                reporter.reportAt(group.where.range, message, group.where.pointer);
        }
    }
    add(where, message, version, related) {
        const template = message.split(version).join(SLOT);
        const place = where.at === 'pointer'
            ? `p${where.pointer}\u0000${where.target}\u0000${where.index ?? ''}`
            : `r${where.range.start.line}:${where.range.start.column}\u0000${where.pointer}`;
        const key = `${place}\u0000${template}`;
        const group = this.groups.get(key);
        if (!group)
            this.groups.set(key, { where, template, versions: [version], ...(related && related.length > 0 ? { related } : {}) });
        else if (!group.versions.includes(version))
            group.versions.push(version);
    }
    messageOf(group) {
        const named = group.versions.length === 1 ? 'version' : 'versions';
        const text = group.template.split(SLOT).join(phraseVersions(group.versions));
        if (group.versions.length === this.versions.length || group.template.includes(SLOT))
            return text;
        // The message does not say which version it holds in, and not every declared version has it.
        const others = this.versions.filter((v) => !group.versions.includes(v));
        return `${text} (In protocol ${named} ${phraseVersions(group.versions)} only; the file also declares ${phraseVersions(others)}.)`;
    }
}


/***/ }),

/***/ 8871:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   o: () => (/* binding */ VSCODE_MCP_JSON_INFO)
/* harmony export */ });
/* harmony import */ var _client_config_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2715);
/**
 * What tells a file is a VS Code MCP configuration (.vscode/mcp.json): all that classification reads. The
 * client's model and rules (index.ts) load only when such a file is linted.
 */

const VSCODE_MCP_JSON_INFO = {
    id: 'vscode-mcp-json',
    precedence: 120,
    noun: { one: 'VS Code MCP config', other: 'VS Code MCP configs' },
    title: 'VS Code MCP configuration (.vscode/mcp.json)',
    paths: ['**/.vscode/mcp.json'],
    syntax: 'jsonc',
    serverKeys: ['servers'],
    foreignKeys: { mcpServers: 'the key of Claude Code, Cursor and most other clients' },
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_0__/* .clientInfo */ .q)(VSCODE_MCP_JSON_INFO));


/***/ }),

/***/ 7055:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__),
/* harmony export */   s: () => (/* binding */ WINDSURF_MCP_CONFIG_INFO)
/* harmony export */ });
/* harmony import */ var _client_config_info_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2715);
/**
 * What tells a file is a Windsurf MCP configuration (mcp_config.json): all that classification reads. The
 * client's model and rules (index.ts) load only when such a file is linted.
 */

const WINDSURF_MCP_CONFIG_INFO = {
    id: 'windsurf-mcp-config',
    precedence: 100,
    noun: { one: 'Windsurf config', other: 'Windsurf configs' },
    title: 'Windsurf MCP configuration (mcp_config.json)',
    paths: ['**/.windsurf/mcp_config.json', '**/.codeium/windsurf/mcp_config.json', '**/.codeium/mcp_config.json'],
    syntax: 'jsonc',
    serverKeys: ['mcpServers'],
};
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_client_config_info_js__WEBPACK_IMPORTED_MODULE_0__/* .clientInfo */ .q)(WINDSURF_MCP_CONFIG_INFO));


/***/ }),

/***/ 72:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   d: () => (/* binding */ UNVERSIONED),
/* harmony export */   i: () => (/* binding */ VersionAxis)
/* harmony export */ });
/**
 * A format's version axis: the versions it knows, oldest first, and how a file declares one. Models
 * (dsl.ts) say in which versions each field exists with spans on an axis; the checker and messages read
 * spans through it. Formats without versions (client configurations) use a single-version axis.
 */
class VersionAxis {
    versions;
    names;
    constructor(versions, names) {
        this.versions = versions;
        this.names = names;
        if (versions.length === 0)
            throw new Error('a version axis needs at least one version');
    }
    get latest() {
        return this.versions[this.versions.length - 1];
    }
    /** True when files of the format declare no version: messages then name none. */
    get unversioned() {
        return this.versions.length === 1;
    }
    has(version) {
        return this.versions.includes(version);
    }
    /** Negative when a is older than b, 0 when equal, positive when newer. */
    compare(a, b) {
        return this.versions.indexOf(a) - this.versions.indexOf(b);
    }
    inSpan(version, span) {
        if (span.since && this.compare(version, span.since) < 0)
            return false;
        if (span.until && this.compare(version, span.until) > 0)
            return false;
        return true;
    }
    versionsIn(span) {
        return this.versions.filter((v) => this.inSpan(v, span));
    }
    /** Throws when a span names a version the axis does not have (a typo in a model). */
    checkSpan(span, where) {
        for (const bound of [span.since, span.until]) {
            if (bound !== undefined && !this.has(bound))
                throw new Error(`${where}: ${bound} is not a version of this axis (${this.versions.join(', ')})`);
        }
    }
    /** How messages name a set of versions: "in 2025-06-18 and later", "only in 2025-11-25", "in 2024-11-05 to 2025-06-18". */
    describe(versions) {
        if (versions.length === 0)
            return `in no ${this.names.noun}`;
        const first = versions[0];
        const last = versions[versions.length - 1];
        const contiguous = this.versions.indexOf(last) - this.versions.indexOf(first) === versions.length - 1;
        if (!contiguous)
            return `in ${versions.join(', ')}`;
        if (versions.length === 1)
            return `only in ${first}`;
        if (versions.length === this.versions.length)
            return 'in every version';
        if (last === this.latest)
            return `in ${first} and later`;
        if (first === this.versions[0])
            return `in ${last} and earlier`;
        return `in ${first} to ${last}`;
    }
    /** The versions to declare instead, as advice names them: "2025-11-25", "2025-06-18 or later", "one of \u2026". */
    declarable(versions) {
        if (versions.length === 1)
            return versions[0];
        const contiguous = this.versions.indexOf(versions[versions.length - 1]) - this.versions.indexOf(versions[0]) === versions.length - 1;
        return contiguous && versions[versions.length - 1] === this.latest ? `${versions[0]} or later` : `one of ${versions.join(', ')}`;
    }
    /** What to do about a field that exists only in `versions`, none of which is the declared one. */
    adviceFor(versions, declared) {
        if (versions.every((v) => this.compare(v, declared) > 0))
            return `Remove it, or ${this.names.declare(this.declarable(versions))} if the server speaks it.`;
        return `It was removed after ${versions[versions.length - 1]}: remove it.`;
    }
}
/** The axis of formats that declare no version. */
const UNVERSIONED = new VersionAxis(['current'], { noun: 'version', field: 'version', declare: () => '' });


/***/ }),

/***/ 4893:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ literalAnchors),
/* harmony export */   Q: () => (/* binding */ joinedAnchors)
/* harmony export */ });
/** Anchors of the body `source[start, end)` whose value starts at `from` in the whole string; `raw` bodies have no escapes. */
function literalAnchors(source, start, end, from, raw) {
    const anchors = [[from, start]];
    if (raw)
        return anchors;
    let index = from;
    for (let i = start; i < end;) {
        const at = source.indexOf('\\', i);
        if (at === -1 || at >= end)
            break;
        index += at - i;
        const next = source[at + 1];
        let length = 2;
        let written = 1;
        if (next === '\n')
            written = 0;
        else if (next === '\r') {
            written = 0;
            length = source[at + 2] === '\n' ? 3 : 2;
        }
        else if (next === 'x')
            length = 4;
        else if (next === 'u' && source[at + 2] === '{') {
            const close = source.indexOf('}', at + 3);
            length = close === -1 || close >= end ? 2 : close + 1 - at;
            written = Number.parseInt(source.slice(at + 3, close), 16) > 0xffff ? 2 : 1;
        }
        else if (next === 'u')
            length = 6;
        else if (next === 'U') {
            length = 10;
            written = 2;
        }
        else if (next === 'N' && source[at + 2] === '{') {
            const close = source.indexOf('}', at + 3);
            length = close === -1 || close >= end ? 2 : close + 1 - at;
        }
        else if (next >= '0' && next <= '7')
            length = 1 + (/^[0-7]{1,3}/.exec(source.slice(at + 1, at + 4))?.[0].length ?? 1);
        i = Math.min(at + length, end);
        index += written;
        anchors.push([index, i]);
    }
    return anchors;
}
/** The anchors of pieces written one after another (`"a" + "b"`, Python's `"a" "b"`), each given with its value's length. */
function joinedAnchors(pieces) {
    const out = [];
    let shift = 0;
    for (const piece of pieces) {
        for (const [index, offset] of piece.anchors)
            out.push([index + shift, offset]);
        shift += piece.length;
    }
    return out;
}


/***/ }),

/***/ 5159:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $M: () => (/* binding */ PROTOCOL_AXIS),
/* harmony export */   S8: () => (/* binding */ VERSIONS),
/* harmony export */   Tt: () => (/* binding */ describeVersions),
/* harmony export */   Zy: () => (/* binding */ compareVersions),
/* harmony export */   _1: () => (/* binding */ inSpan),
/* harmony export */   bS: () => (/* binding */ versionsIn),
/* harmony export */   k0: () => (/* binding */ LATEST),
/* harmony export */   lF: () => (/* binding */ isVersion)
/* harmony export */ });
/* harmony import */ var _model_axis_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(72);

/** The MCP protocol revisions mcpdesc knows, oldest first. */
const VERSIONS = ['2024-11-05', '2025-03-26', '2025-06-18', '2025-11-25', '2026-07-28'];
const LATEST = VERSIONS[VERSIONS.length - 1];
function isVersion(value) {
    return typeof value === 'string' && VERSIONS.includes(value);
}
/** The protocol's axis: what descriptors declare with `protocolVersion`. */
const PROTOCOL_AXIS = new _model_axis_js__WEBPACK_IMPORTED_MODULE_0__/* .VersionAxis */ .i(VERSIONS, {
    noun: 'protocol version',
    field: 'protocolVersion',
    declare: (version) => `declare protocolVersion ${version}`,
});
/** Negative when a is older than b, 0 when equal, positive when newer. */
function compareVersions(a, b) {
    return PROTOCOL_AXIS.compare(a, b);
}
function inSpan(version, span) {
    return PROTOCOL_AXIS.inSpan(version, span);
}
function versionsIn(span) {
    return PROTOCOL_AXIS.versionsIn(span);
}
/** How messages name a set of protocol versions: "in 2025-06-18 and later", "only in 2025-11-25". */
function describeVersions(versions) {
    return PROTOCOL_AXIS.describe(versions);
}


/***/ }),

/***/ 2178:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B: () => (/* binding */ append)
/* harmony export */ });
/**
 * `target.push(...items)` for arrays of any length: a spread passes every item as an argument, and a
 * call with a few hundred thousand arguments overflows the stack. Items from a file or a server are
 * appended through this.
 */
function append(target, items) {
    for (const item of items)
        target.push(item);
    return target;
}


/***/ }),

/***/ 4976:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $3: () => (/* binding */ hasOwn),
/* harmony export */   Gv: () => (/* binding */ isObject),
/* harmony export */   SP: () => (/* binding */ shown),
/* harmony export */   Zm: () => (/* binding */ jsonEqual),
/* harmony export */   bp: () => (/* binding */ describeValue),
/* harmony export */   c3: () => (/* binding */ listOf),
/* harmony export */   hD: () => (/* binding */ quote)
/* harmony export */ });
/** Small predicates and descriptions for JSON values, shared by the model checker and rules. */
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}
function hasOwn(object, key) {
    return Object.hasOwn(object, key);
}
/** How a message names a value: `a string ("abc")`, `a number (3.5)`, `an object`. */
function describeValue(value) {
    if (value === null)
        return 'null';
    if (Array.isArray(value))
        return 'an array';
    switch (typeof value) {
        case 'string':
            return `a string (${quote(value)})`;
        case 'number':
            return Number.isInteger(value) ? `an integer (${value})` : `a number (${value})`;
        case 'boolean':
            return `a boolean (${value})`;
        case 'object':
            return 'an object';
        default:
            return typeof value;
    }
}
/** A value quoted for a message, shortened so one finding never prints a whole blob. */
function quote(value, max = 60) {
    const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
    const shown = text.length > max ? `${text.slice(0, max - 1)}\u2026` : text;
    return JSON.stringify(shown);
}
/** "a", "b" or "c" \u2014 for messages listing allowed values. */
function listOf(values, conjunction = 'or') {
    const quoted = values.map((v) => JSON.stringify(v));
    if (quoted.length <= 1)
        return quoted.join('');
    return `${quoted.slice(0, -1).join(', ')} ${conjunction} ${quoted[quoted.length - 1]}`;
}
/** Whether two JSON values are equal, ignoring the order of object keys. */
function jsonEqual(a, b) {
    if (a === b)
        return true;
    if (Array.isArray(a) || Array.isArray(b)) {
        return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => jsonEqual(item, b[i]));
    }
    if (!isObject(a) || !isObject(b))
        return false;
    const keys = Object.keys(a);
    return keys.length === Object.keys(b).length && keys.every((key) => hasOwn(b, key) && jsonEqual(a[key], b[key]));
}
/** A value as a message shows it: strings quoted and shortened, small values as JSON, others described. */
function shown(value) {
    if (typeof value === 'string')
        return quote(value);
    const json = JSON.stringify(value);
    return json !== undefined && json.length <= 60 ? json : describeValue(value);
}


/***/ }),

/***/ 6065:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   GS: () => (/* binding */ splitPointer),
/* harmony export */   Kn: () => (/* binding */ joinPointer),
/* harmony export */   Yg: () => (/* binding */ parentPointer),
/* harmony export */   pv: () => (/* binding */ escapeSegment),
/* harmony export */   sM: () => (/* binding */ getAt),
/* harmony export */   wo: () => (/* binding */ unescapeSegment)
/* harmony export */ });
/** RFC 6901 JSON Pointers: how rules name a place in a document. */
// Pointers are built for every place a rule looks at, so the common case (nothing to escape) stays cheap.
function escapeSegment(segment) {
    if (typeof segment === 'number')
        return String(segment);
    return segment.includes('~') || segment.includes('/') ? segment.replace(/~/g, '~0').replace(/\//g, '~1') : segment;
}
function unescapeSegment(segment) {
    return segment.includes('~') ? segment.replace(/~1/g, '/').replace(/~0/g, '~') : segment;
}
function joinPointer(base, ...segments) {
    let pointer = base;
    for (const segment of segments)
        pointer += `/${escapeSegment(segment)}`;
    return pointer;
}
function splitPointer(pointer) {
    return pointer === '' ? [] : pointer.slice(1).split('/').map(unescapeSegment);
}
function parentPointer(pointer) {
    return pointer.slice(0, Math.max(0, pointer.lastIndexOf('/')));
}
/** The value at a pointer, or undefined when the path does not exist. */
function getAt(root, pointer) {
    if (pointer === '')
        return root;
    // splitPointer's segments, read in place: rules resolve a pointer for every object they check.
    let current = root;
    let start = 1;
    for (;;) {
        const end = pointer.indexOf('/', start);
        const segment = unescapeSegment(end === -1 ? pointer.slice(start) : pointer.slice(start, end));
        if (current === null || typeof current !== 'object' || !Object.hasOwn(current, segment))
            return undefined;
        current = current[segment];
        if (end === -1)
            return current;
        start = end + 1;
    }
}


/***/ })

};

})
