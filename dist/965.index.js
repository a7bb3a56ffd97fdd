export const id = 965;
export const ids = [965];
export const modules = {

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
const MAX_MANIFEST = 1 << 20;
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
                    const found = reference(read(workspace, inFolder(name)), 'PackageReference');
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
                const found = reference(read(workspace, props), 'PackageVersion');
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
function read(workspace, at) {
    if (workspace.kind(at) !== 'file')
        return undefined;
    const bytes = workspace.head(at, MAX_MANIFEST);
    return bytes && bytes.length < MAX_MANIFEST ? new TextDecoder().decode(bytes) : undefined;
}
/** `<PackageReference Include="ModelContextProtocol" Version="…" />` (or a `<Version>` element): the package and its version, if any. */
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

/***/ 8467:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _confusable_name_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2253);
/* harmony import */ var _hidden_characters_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6868);
/* harmony import */ var _injected_instructions_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5197);
/* harmony import */ var _secret_in_example_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5416);




/** Security rules (rules/security.yaml). */
const rules = [_confusable_name_js__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A, _hidden_characters_js__WEBPACK_IMPORTED_MODULE_1__/* ["default"] */ .A, _injected_instructions_js__WEBPACK_IMPORTED_MODULE_2__/* ["default"] */ .A, _secret_in_example_js__WEBPACK_IMPORTED_MODULE_3__/* ["default"] */ .A];
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (rules);


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
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .descriptorRule */ .wU)('mcpdesc.security.secret-in-example', (context) => {
    for (const { pointer, found, text } of (0,_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .stringFindings */ .o8)(context).secrets) {
        (0,_types_js__WEBPACK_IMPORTED_MODULE_2__/* .rememberCredential */ .bk)(context, text, found);
        context.report(pointer, `This string contains what looks like a real credential: ${found.kind} (${found.redacted}). Descriptors are committed, published and passed to models, so a real credential here is leaked: revoke it if it is real, and use an obvious placeholder such as "<api-key>" instead.`);
    }
}));


/***/ }),

/***/ 5965:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PYTHON_SOURCE: () => (/* binding */ PYTHON_SOURCE),
  "default": () => (/* binding */ python_source),
  parsePython: () => (/* binding */ parsePython)
});

// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/context.ts
var context = __webpack_require__(8127);
// EXTERNAL MODULE: ./src/formats/source/program.ts
var program = __webpack_require__(524);
// EXTERNAL MODULE: ./src/formats/typescript-source/rules/index.ts + 1 modules
var rules = __webpack_require__(2472);
// EXTERNAL MODULE: ./src/formats/types.ts + 1 modules
var types = __webpack_require__(5344);
// EXTERNAL MODULE: ./src/formats/python-source/extract.ts + 1 modules
var extract = __webpack_require__(3580);
// EXTERNAL MODULE: ./src/formats/python-source/info.ts
var info = __webpack_require__(5975);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/duplicates.ts
var duplicates = __webpack_require__(5444);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/tool-schemas.ts
var tool_schemas = __webpack_require__(1493);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/util/pointer.ts
var pointer = __webpack_require__(6065);
;// CONCATENATED MODULE: ./src/formats/python-source/name-unique.ts
/**
 * mcpdesc.tool.name-unique for Python source: FastMCP 3 registers several versions of one tool
 * (`@mcp.tool(version="2.0")`) and its clients pick one, so a tool is identified by its name and version
 * (`_meta.fastmcp.version`, where extract.ts reads it when the file's FastMCP has versions). Its
 * LocalProvider still refuses a name with both versioned and unversioned tools, and keeps one of two
 * tools with the same name and version.
 */






function versionOf({ tool }) {
    const fastmcp = (0,json/* isObject */.Gv)(tool._meta) ? tool._meta.fastmcp : undefined;
    return (0,json/* isObject */.Gv)(fastmcp) && typeof fastmcp.version === 'string' ? fastmcp.version : undefined;
}
/* harmony default export */ const name_unique = ((0,context/* descriptorRule */.wU)('mcpdesc.tool.name-unique', (context) => {
    // A version not statically known may be any: such a tool is compared with none.
    const unknown = new Set((context.parsed.inventory?.dynamic ?? []).map((d) => d.pointer));
    const named = (0,tool_schemas/* tools */.Yl)(context).filter((t) => typeof t.tool.name === 'string' && !unknown.has((0,extract/* versionPointer */.a)(t.pointer)));
    for (const { later, first } of (0,duplicates/* duplicates */.X)(named, (t) => `${t.tool.name}\u0000${versionOf(t) ?? ''}`)) {
        const version = versionOf(later);
        context.report((0,pointer/* joinPointer */.Kn)(later.pointer, 'name'), version === undefined
            ? `Tool name ${(0,json/* quote */.hD)(later.tool.name)} is already used by tools[${first.index}]. Clients call tools by name, so one of the two can never be called. Rename one of them, or remove the duplicate.`
            : `Tool name ${(0,json/* quote */.hD)(later.tool.name)} with version ${(0,json/* quote */.hD)(version)} is already used by tools[${first.index}]. FastMCP keeps one tool per name and version, so one of the two can never be called. Give one of them another version or name, or remove the duplicate.`);
    }
    // FastMCP raises a ValueError at the first registration that mixes the two, so the server never starts.
    const firsts = new Map();
    for (const tool of named) {
        const first = firsts.get(tool.tool.name);
        if (first === undefined)
            firsts.set(tool.tool.name, tool);
        else if ((versionOf(first) === undefined) !== (versionOf(tool) === undefined)) {
            const [versioned, plain] = versionOf(tool) === undefined ? [first, tool] : [tool, first];
            context.report((0,pointer/* joinPointer */.Kn)(tool.pointer, 'name'), `Tool ${(0,json/* quote */.hD)(tool.tool.name)} is registered both with version ${(0,json/* quote */.hD)(versionOf(versioned) ?? '')} (tools[${versioned.index}]) and without one (tools[${plain.index}]). FastMCP refuses to mix versioned and unversioned tools of one name, so the server fails when it registers the second. Give every ${(0,json/* quote */.hD)(tool.tool.name)} tool a version, or none.`);
        }
    }
}));

// EXTERNAL MODULE: ./src/formats/python-source/sdk.ts
var sdk = __webpack_require__(4988);
// EXTERNAL MODULE: ./src/formats/python-source/tokens.ts
var tokens = __webpack_require__(3065);
;// CONCATENATED MODULE: ./src/formats/python-source/index.ts
/**
 * Python MCP server source: the tools a server registers with FastMCP's `@server.tool` (extract.ts),
 * read as a descriptor's `tools` in the protocol versions of its `mcp` release (sdk.ts), and checked by
 * the same rules as TypeScript source's, at the literals and docstrings that hold them; a tool's name is
 * unique with its FastMCP 3 version (name-unique.ts).
 */









/** Without component versions, `version=` is no part of a tool: its name alone identifies it. */
function finish(extracted, sdk) {
    if (sdk.componentVersions)
        return extracted;
    const versions = new Set(extracted.tools.map((_, index) => (0,extract/* versionPointer */.a)(`/tools/${index}`)));
    return {
        ...extracted,
        tools: extracted.tools.map(({ _meta, ...tool }) => tool),
        unread: extracted.unread.filter((u) => u.pointer === undefined || !versions.has(u.pointer)),
    };
}
/** Reads a source file's tools into `{ protocolVersion, tools }`, every value placed where it is written. */
const parsePython = (0,program/* sourceParser */.D)({
    sdk: (text, path, workspace) => ({ ...(0,sdk/* pythonSdkVersions */.s9)(path, text, workspace), componentVersions: (0,sdk/* componentVersions */.Xb)(path, text, workspace) }),
    extract: (text) => (0,extract/* extractTools */.r)(text),
    finish,
    recurses: true,
    sharedAs: () => info/* PYTHON_SOURCE_INFO */.q.id,
    comments: (0,program/* commentsBy */.S)(tokens/* tokenize */.q),
});
const PYTHON_SOURCE = {
    ...info/* PYTHON_SOURCE_INFO */.q,
    rules: rules/* RULES */.y.map((rule) => (rule.id === name_unique.id ? name_unique : rule)),
    context: context/* descriptorContext */.BD,
    parseProgram: parsePython,
};
/* harmony default export */ const python_source = ((0,types/* defineFormat */.nP)(PYTHON_SOURCE));


/***/ }),

/***/ 4988:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $A: () => (/* binding */ mcpVersionsOf),
/* harmony export */   V4: () => (/* binding */ MANIFESTS),
/* harmony export */   Xb: () => (/* binding */ componentVersions),
/* harmony export */   aS: () => (/* binding */ requirement),
/* harmony export */   s9: () => (/* binding */ pythonSdkVersions)
/* harmony export */ });
/* harmony import */ var _source_releases_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4512);
/* harmony import */ var _source_lockfile_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7091);
/* harmony import */ var _source_azure_functions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7343);
/* harmony import */ var _server_import_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8024);




const FIRSTS = [
    ['0.8.0', '2024-11-05'],
    ['1.9.0', '2025-03-26'],
    ['1.10.0', '2025-06-18'],
    ['1.23.1', '2025-11-25'],
    ['2.0.0a3', '2026-07-28'],
];
/** The newest releases the table knows: of the v1 line (`mcp.server.fastmcp`), and of any. */
const LATEST_V1 = '1.29.0';
const LATEST = '2.0.0';
/** Python's pre-release spelling (`2.0.0a3`) in semver's, so releases compare as semver orders them. */
function semver(release) {
    const match = /^(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:\.\d+)*(?:(a|b|rc)(\d+))?/.exec(release);
    if (!match)
        return '0.0.0';
    const [, major, minor = '0', patch = '0', pre, n] = match;
    return `${major}.${minor}.${patch}${pre ? `-${pre}.${n}` : ''}`;
}
function mcpVersionsOf(release) {
    return FIRSTS.filter(([first]) => (0,_source_releases_js__WEBPACK_IMPORTED_MODULE_2__/* .compareReleases */ .c)(semver(first), semver(release)) <= 0).map(([, v]) => v);
}
const MANIFESTS = ['pyproject.toml', 'requirements.txt'];
const MAX_MANIFEST = 1 << 20;
/**
 * `mcp>=1.9.0`, `"mcp[cli]==1.10.1"`, `mcp ~= 1.23` (PEP 508), and Poetry's `mcp = "^1.9"` or
 * `mcp = { version = ">=1.9" }`; the same of `fastmcp` (never `fastmcp-slim`, nor `mcp` in `fastmcp`).
 */
const PATTERNS = {
    mcp: [
        /(?:^|["'\s,[])mcp(?:\[[\w,\s-]{0,64}\])?\s{0,8}(?:>=|==|~=|===|>)\s{0,8}v?(\d[\w.]{0,40})/m,
        /^\s{0,16}mcp\s{0,8}=\s{0,8}(?:\{\s{0,8}version\s{0,8}=\s{0,8})?["']\s{0,8}(?:\^|~|>=|==|~=)?\s{0,8}(\d[\w.]{0,40})/m,
    ],
    fastmcp: [
        /(?:^|["'\s,[])fastmcp(?:\[[\w,\s-]{0,64}\])?\s{0,8}(?:>=|==|~=|===|>)\s{0,8}v?(\d[\w.]{0,40})/m,
        /^\s{0,16}fastmcp\s{0,8}=\s{0,8}(?:\{\s{0,8}version\s{0,8}=\s{0,8})?["']\s{0,8}(?:\^|~|>=|==|~=)?\s{0,8}(\d[\w.]{0,40})/m,
    ],
};
/** The first `fastmcp` release whose tools take `version=` (component versioning, PR #2894). */
const FIRST_VERSIONED = '3.0.0b1';
/** The file imports the `fastmcp` package itself, not the official SDK's `mcp.server.fastmcp`. */
const IMPORTS_FASTMCP = /^[ \t]{0,64}(?:from[ \t]{1,16}fastmcp\b|import[ \t]{1,16}fastmcp\b)/m;
/**
 * Whether the file's tools may come in several versions of one name (FastMCP 3's `version=`): its
 * package's `fastmcp` release (the one a lockfile pins, else the requirement's lowest) is 3.0.0b1 or
 * later, or no manifest at or above the file requires `fastmcp` and the file imports it (then read as
 * the newest release, as the `mcp` release is). The official SDK's FastMCP has no versions.
 */
function componentVersions(path, text, workspace) {
    const release = workspace ? nearestRelease(path, workspace, 'fastmcp') : undefined;
    return release === undefined ? IMPORTS_FASTMCP.test(text) : (0,_source_releases_js__WEBPACK_IMPORTED_MODULE_2__/* .compareReleases */ .c)(semver(release.release), semver(FIRST_VERSIONED)) >= 0;
}
/** The release of `pkg` the nearest manifest at or above the file requires: locked, else its lowest. */
function nearestRelease(path, workspace, pkg) {
    const segments = path.split('/').slice(0, -1);
    if (segments.includes('..'))
        return undefined;
    for (let depth = segments.length; depth >= 0; depth--) {
        for (const name of MANIFESTS) {
            const at = [...segments.slice(0, depth), name].join('/');
            const release = requirement(workspace, at, pkg);
            if (!release)
                continue;
            const locked = (0,_source_lockfile_js__WEBPACK_IMPORTED_MODULE_0__/* .lockedRelease */ .W)(workspace, (0,_source_lockfile_js__WEBPACK_IMPORTED_MODULE_0__/* .folderOf */ .yS)(at), _source_lockfile_js__WEBPACK_IMPORTED_MODULE_0__/* .PYTHON_LOCKFILES */ .i$, pkg);
            if (locked)
                return { release: locked.release, from: `${locked.at}: ${pkg} ${locked.release} (${at} asks for ${release.written})` };
            return { release: release.version, from: `${at}: ${release.written}` };
        }
    }
    return undefined;
}
/**
 * The versions the server of a file speaks, from the nearest manifest at or above it that requires `mcp`:
 * the release a uv.lock or poetry.lock beside it pins, else the requirement's lowest.
 */
function pythonSdkVersions(path, text, workspace) {
    if ((0,_server_import_js__WEBPACK_IMPORTED_MODULE_3__/* .azureTools */ .n_)(text) && !(0,_server_import_js__WEBPACK_IMPORTED_MODULE_3__/* .namesSdk */ .XR)(text))
        return (0,_source_azure_functions_js__WEBPACK_IMPORTED_MODULE_1__/* .azureFunctionsVersions */ .C)();
    const found = workspace ? nearestRelease(path, workspace, 'mcp') : undefined;
    if (found)
        return { versions: mcpVersionsOf(found.release), from: found.from };
    const latest = text.includes('mcp.server.fastmcp') ? LATEST_V1 : LATEST;
    return { versions: mcpVersionsOf(latest), from: `assumed mcp ${latest}: no pyproject.toml or requirements.txt at or above this file requires mcp` };
}
/** The release of `pkg` (`mcp` unless named) a pyproject.toml or requirements.txt at `at` requires (its lowest), as written there. */
function requirement(workspace, at, pkg = 'mcp') {
    if (workspace.kind(at) !== 'file')
        return undefined;
    const bytes = workspace.head(at, MAX_MANIFEST);
    if (!bytes || bytes.length >= MAX_MANIFEST)
        return undefined;
    const text = new TextDecoder().decode(bytes);
    const [pep508, poetry] = PATTERNS[pkg];
    const match = pep508.exec(text) ?? poetry.exec(text);
    return match ? { version: match[1], written: match[0].trim().replace(/^["',[]/, '') } : undefined;
}


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
    let cache = workspace.stable ? READ.get(workspace) : undefined;
    if (workspace.stable && !cache)
        READ.set(workspace, (cache = new Map()));
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
 * npm 7+ (lockfileVersion 2, 3): `"node_modules/<pkg>": { "version": "1.24.3", …`, the package installed
 * at the top. npm 6 (lockfileVersion 1) has no `packages`; its top-level `dependencies` map holds
 * `"<pkg>": { "version": …` at the indentation npm writes it with (four spaces), and the same key nested
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
 * …, "resolved": "0.3.0-preview.2", …`, one entry for each target framework. A package named as another's
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
/** yarn (v1 and berry): an entry `"<pkg>@^1.24.0", …:` at the start of a line, its release on the next, `  version "1.24.3"` or `  version: 1.24.3`. */
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

/***/ 524:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ sourceParser),
/* harmony export */   S: () => (/* binding */ commentsBy)
/* harmony export */ });
/* harmony import */ var _parse_lines_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2060);
/* harmony import */ var _parse_parse_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9482);
/* harmony import */ var _parse_program_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6039);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8403);
/**
 * How a source format reads a file (its `parseProgram`), the same for every language: the format gives
 * the SDK versions its file's package depends on and its reader (extract.ts), and gets a descriptor-like
 * `{ protocolVersion, tools, prompts?, resources?, resourceTemplates? }` whose every value is placed where
 * it is written. Loads with the format's index.ts, only when such a file is linted.
 */




/** A reader's `comments`, from a tokenizer that adds the comments it meets to the list it is given. */
function commentsBy(tokenize) {
    return (text) => {
        const comments = [];
        tokenize(text, comments);
        return comments;
    };
}
/** Reads a source file's tools into `{ protocolVersion, tools }`, every value placed where it is written. */
function sourceParser(reader) {
    return (rawText, path, workspace, tests = false, run = undefined) => {
        // A byte-order mark is not part of the first line's columns.
        const text = rawText.charCodeAt(0) === 0xfeff ? rawText.slice(1) : rawText;
        const sdk = reader.sdk(text, path, workspace);
        const lines = new _parse_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .LineIndex */ .r(text);
        let extracted;
        try {
            const kind = reader.sharedAs?.(text);
            const extract = () => reader.extract(text, path, sdk, tests);
            extracted = kind === undefined ? extract() : (0,_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .sharedExtraction */ .j)(run, kind, path, text, extract, false);
            if (reader.finish)
                extracted = reader.finish(extracted, sdk);
        }
        catch (error) {
            // Recursion past the stack's depth: hostile or generated nesting, reported as past the limits.
            if (!(reader.recurses && error instanceof RangeError))
                throw error;
            return (0,_parse_program_js__WEBPACK_IMPORTED_MODULE_3__/* .unreadable */ .O$)(text, lines, sdk.from);
        }
        const { tools, prompts, resources = [], resourceTemplates = [], spans, names, unread, anchors } = extracted;
        const at = (offset) => lines.range(offset, offset).start;
        const document = (0,_parse_parse_js__WEBPACK_IMPORTED_MODULE_0__/* .parsedFromSpans */ .BK)(text, { protocolVersion: sdk.versions, tools, ...(0,_parse_program_js__WEBPACK_IMPORTED_MODULE_3__/* .others */ .MG)({ prompts, resources, resourceTemplates }) }, spans, {
            tools: tools.map((tool, i) => {
                const name = names[i];
                return { name: String(tool.name), ...at(typeof name === 'number' ? name : name[0]) };
            }),
            dynamic: unread.map((u) => ({ ...at(u.start), what: u.what, ...(u.pointer ? { pointer: u.pointer } : {}) })),
            versionFrom: sdk.from,
            ...(sdk.wrapsOutputSchemas ? { wrapsOutputSchemas: true } : {}),
        }, lines, anchors);
        const left = extracted.testRegistrations ?? 0;
        return { ...document, ...(left > 0 ? { testRegistrations: left } : {}), comments: () => reader.comments(text, path) };
    };
}


/***/ }),

/***/ 2472:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  y: () => (/* binding */ RULES)
});

// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/schema/index.ts
var schema = __webpack_require__(7046);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/security/index.ts
var security = __webpack_require__(8467);
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
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/util/pointer.ts
var pointer = __webpack_require__(6065);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/context.ts
var context = __webpack_require__(8127);
;// CONCATENATED MODULE: ./src/formats/typescript-source/rules/description.ts



/**
 * mcpdesc.tool.description: every tool a server registers in source says what it does. A description
 * mcpdesc could not read (computed at run time, or in a configuration object it could not read whole) is
 * listed as not statically known, never reported: only a literal without one, or with an empty one, is.
 */
/** Where each language's SDK takes a tool's description, by the file's extension. */
const WHERE = [
    [/\.py$/, 'in Python, a docstring'],
    [/\.go$/, 'in Go, mcp.WithDescription'],
    [/\.cs$/, 'in C#, a [Description] attribute'],
    [/\.rs$/, 'in Rust, a doc comment or description = …'],
];
/* harmony default export */ const description = ((0,context/* descriptorRule */.wU)('mcpdesc.tool.description', (context) => {
    const tools = context.descriptor.tools;
    if (!Array.isArray(tools))
        return;
    const unread = new Set((context.parsed.inventory?.dynamic ?? []).map((d) => d.pointer));
    const where = WHERE.find(([extension]) => extension.test(context.path))?.[1] ?? 'the description argument or field';
    tools.forEach((tool, index) => {
        if (!(0,json/* isObject */.Gv)(tool) || typeof tool.name !== 'string')
            return;
        const at = (0,pointer/* joinPointer */.Kn)('/tools', String(index));
        const description = tool.description;
        // Its description, or the whole tool's configuration (an imported object), was not statically known.
        if (unread.has(at) || unread.has((0,pointer/* joinPointer */.Kn)(at, 'description')))
            return;
        if (description === undefined) {
            context.report((0,pointer/* joinPointer */.Kn)(at, 'name'), `Tool ${(0,json/* quote */.hD)(tool.name)} has no description. A client gives the model only a tool's name, description and schema to decide when to call it: add a description (${where}) that says what the tool does.`);
        }
        else if (typeof description === 'string' && description.trim() === '') {
            context.report((0,pointer/* joinPointer */.Kn)(at, 'description'), `Tool ${(0,json/* quote */.hD)(tool.name)} has an empty description. A client gives the model only a tool's name, description and schema to decide when to call it: write what the tool does.`);
        }
    });
}));

;// CONCATENATED MODULE: ./src/formats/typescript-source/rules/index.ts










const RULES = [
    ...schema/* default */.A.filter((r) => r.id === 'mcp.schema.tool'),
    name_unique/* default */.A,
    name_format/* default */.A,
    description,
    input_schema/* default */.A,
    output_schema/* default */.A,
    schema_keywords/* default */.A,
    required_property/* default */.A,
    annotation_hints/* default */.A,
    ...security/* default */.A,
];


/***/ })

};
