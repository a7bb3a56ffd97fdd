// mcpdesc chunk c4d7c8d6004d528d6f6590c30f7a477d620879fad32a5d34a3029254e22c2b7f
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 9758;
__mcpdesc_chunk.ids = [9758];
__mcpdesc_chunk.modules = {

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

/***/ 2607:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $A: () => (/* binding */ mcpVersionsOf),
/* harmony export */   V4: () => (/* binding */ MANIFESTS),
/* harmony export */   Xb: () => (/* binding */ componentVersions),
/* harmony export */   aS: () => (/* binding */ requirement),
/* harmony export */   e_: () => (/* binding */ IMPORTS_FASTMCP),
/* harmony export */   s9: () => (/* binding */ pythonSdkVersions)
/* harmony export */ });
/* harmony import */ var _source_releases_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4512);
/* harmony import */ var _source_lockfile_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7091);
/* harmony import */ var _source_azure_functions_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7343);
/* harmony import */ var _server_import_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(8024);




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
    return FIRSTS.filter(([first]) => (0,_source_releases_js__WEBPACK_IMPORTED_MODULE_3__/* .compareReleases */ .c)(semver(first), semver(release)) <= 0).map(([, v]) => v);
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
    return release === undefined ? IMPORTS_FASTMCP.test(text) : (0,_source_releases_js__WEBPACK_IMPORTED_MODULE_3__/* .compareReleases */ .c)(semver(release.release), semver(FIRST_VERSIONED)) >= 0;
}
/**
 * The answers of a run's workspace (a stable one: the repository does not change during a run), by
 * package and folder: every server file of a package asks the same, and the manifests and lockfiles
 * were read and matched again for each. Bounded: past MAX_KEPT folders it starts over.
 */
const RELEASES = new WeakMap();
const MAX_KEPT = 1000;
/** The release of `pkg` the nearest manifest at or above the file requires: locked, else its lowest. */
function nearestRelease(path, workspace, pkg) {
    const segments = path.split('/').slice(0, -1);
    if (segments.includes('..'))
        return undefined;
    if (!workspace.stable)
        return releaseAbove(segments, workspace, pkg);
    let known = RELEASES.get(workspace);
    if (!known)
        RELEASES.set(workspace, (known = new Map()));
    const key = `${pkg}\0${segments.join('/')}`;
    if (known.has(key))
        return known.get(key);
    const release = releaseAbove(segments, workspace, pkg);
    if (known.size >= MAX_KEPT)
        known.clear();
    known.set(key, release);
    return release;
}
function releaseAbove(segments, workspace, pkg) {
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
    if ((0,_server_import_js__WEBPACK_IMPORTED_MODULE_2__/* .azureTools */ .n_)(text) && !(0,_server_import_js__WEBPACK_IMPORTED_MODULE_2__/* .namesSdk */ .XR)(text))
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


/***/ })

};

})
