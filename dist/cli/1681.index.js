// mcpdesc chunk b2fd2506f37565168e62270efc85ac8da62db85bd2a970ed6c33beac659abc3d
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 1681;
__mcpdesc_chunk.ids = [1681];
__mcpdesc_chunk.modules = {

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
    return { tools: [], prompts: [], resources: [], resourceTemplates: [], spans: new Map(), names: [], unread: [], anchors: new Map(), testRegistrations: 0 };
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

/***/ 8403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ sharedExtraction)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7857);
/**
 * A source file's extraction, shared within a run between the two that read it: the consistency rules,
 * which read every source file of a package when they meet its first file (consistency/server-tools.ts),
 * and the file's own format, when the file is linted later. The first keeps what it extracted; the
 * second takes it (it is then gone), so each file but the first of its package (linted before the
 * rules read the package) is extracted once. Kept only while it fits the bounds, oldest first out, and
 * only for the very text it was made from: memory stays flat on any run, and a miss only costs the
 * extraction again. Saved about 350 ms of 2.7 s of CPU on the bench's 2,400-file source monorepo.
 */

/** Extractions kept at most, and the characters of their texts together. */
const MAX_KEPT = 1000;
const MAX_CHARS = 4 << 20;
class Shelf {
    kept = new Map();
    chars = 0;
    take(key, text) {
        const kept = this.kept.get(key);
        if (kept === undefined)
            return undefined;
        this.remove(key, kept);
        return kept.text === text ? kept.extracted : undefined;
    }
    keep(key, text, extracted) {
        if (text.length > MAX_CHARS)
            return;
        const old = this.kept.get(key);
        if (old)
            this.remove(key, old);
        this.kept.set(key, { text, extracted });
        this.chars += text.length;
        for (const [oldest, kept] of this.kept) {
            if (this.kept.size <= MAX_KEPT && this.chars <= MAX_CHARS)
                break;
            this.remove(oldest, kept);
        }
    }
    remove(key, kept) {
        this.kept.delete(key);
        this.chars -= kept.text.length;
    }
}
const SHELF = (0,_types_js__WEBPACK_IMPORTED_MODULE_0__/* .memoKey */ .e3)("source files' extractions, read for one reader and kept for the other");
/**
 * The extraction of `text` at `path` by the reader `kind` (a reader and its options: two readers share
 * only what they extract alike): the one kept for it in this run, taken, or `extract()`'s, kept when
 * `keep` says another reader will ask for it.
 */
function sharedExtraction(run, kind, path, text, extract, keep) {
    if (run === undefined)
        return extract();
    const shelf = run.memo(SHELF, () => new Shelf());
    const key = `${kind}\0${path}`;
    const taken = shelf.take(key, text);
    if (taken)
        return taken;
    const extracted = extract();
    if (keep)
        shelf.keep(key, text, extracted);
    return extracted;
}


/***/ }),

/***/ 2604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SY: () => (/* binding */ SDKS),
/* harmony export */   UO: () => (/* binding */ serverSdk),
/* harmony export */   WI: () => (/* binding */ readManifest),
/* harmony export */   c0: () => (/* binding */ compareReleases),
/* harmony export */   x4: () => (/* binding */ versionsOf),
/* harmony export */   yz: () => (/* binding */ lowerBound)
/* harmony export */ });
/* unused harmony exports sdkOf, sdkVersions */
/* harmony import */ var _source_lockfile_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7091);

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
 * a framework on v1 it names (fastmcp, then Vercel's mcp-handler); else tmcp when it names that; else v1's.
 */
function sdkOf(text) {
    const v1 = text.includes('@modelcontextprotocol/sdk');
    if (text.includes('@modelcontextprotocol/server') && !v1)
        return '@modelcontextprotocol/server';
    if (v1)
        return V1;
    return FRAMEWORKS.find((framework) => framework.named(text))?.name ?? (quoted(TMCP)(text) ? TMCP : V1);
}
/** A module name as a quoted string's start: `from "fastmcp"`, `require('mcp-handler')`. */
const quoted = (module) => (text) => text.includes(`'${module}`) || text.includes(`"${module}`);
/** punkpeye's fastmcp, Vercel's mcp-handler and its former name @vercel/mcp-adapter. */
const FRAMEWORKS = [
    { name: 'fastmcp', named: quoted('fastmcp') },
    { name: 'mcp-handler', named: quoted('mcp-handler') },
    { name: '@vercel/mcp-adapter', named: quoted('@vercel/mcp-adapter') },
];
/** tmcp implements the protocol itself, with no SDK under it and no release table here. */
const TMCP = 'tmcp';
const V1 = '@modelcontextprotocol/sdk';
/** The protocol versions a release of an SDK line speaks. */
function versionsOf(sdk, release) {
    const line = SDKS[sdk];
    return line ? line.firsts.filter(([first]) => compareReleases(first, release) <= 0).map(([, version]) => version) : [];
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
    if (sdk === TMCP) {
        const latest = SDKS[V1].latest;
        return {
            versions: versionsOf(V1, latest),
            from: `assumed what ${V1} ${latest} speaks: tmcp implements the protocol itself, and mcpdesc has no table of its releases`,
        };
    }
    const declared = workspace ? dependency(workspace, path, sdk) : null;
    const locked = workspace && declared ? (0,_source_lockfile_js__WEBPACK_IMPORTED_MODULE_0__/* .lockedRelease */ .W)(workspace, (0,_source_lockfile_js__WEBPACK_IMPORTED_MODULE_0__/* .folderOf */ .yS)(declared.at), _source_lockfile_js__WEBPACK_IMPORTED_MODULE_0__/* .NPM_LOCKFILES */ .DK, sdk) : undefined;
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
    const locked = workspace && declared ? (0,_source_lockfile_js__WEBPACK_IMPORTED_MODULE_0__/* .lockedRelease */ .W)(workspace, (0,_source_lockfile_js__WEBPACK_IMPORTED_MODULE_0__/* .folderOf */ .yS)(declared.at), _source_lockfile_js__WEBPACK_IMPORTED_MODULE_0__/* .NPM_LOCKFILES */ .DK, V1) : undefined;
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
function dependency(workspace, path, sdk) {
    let cache = workspace.stable ? READ.get(workspace) : undefined;
    if (workspace.stable && !cache)
        READ.set(workspace, (cache = new Map()));
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

/***/ 6039:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MG: () => (/* binding */ others),
/* harmony export */   O$: () => (/* binding */ unreadable),
/* harmony export */   cv: () => (/* binding */ dropArgumentTypes)
/* harmony export */ });
/* harmony import */ var _located_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(565);

function unreadable(text, lines, versionFrom) {
    const start = { line: 1, column: 1 };
    return (0,_located_js__WEBPACK_IMPORTED_MODULE_0__/* .parsedFromSpans */ .BK)(text, { protocolVersion: [], tools: [] }, new Map(), { tools: [], dynamic: [{ ...start, what: 'the whole file' }], versionFrom }, lines, new Map(), [
        {
            kind: 'limits',
            message: 'This source file nests deeper than mcpdesc reads, so none of its tools were read or checked. Flatten the deepest expression, or leave the file out of the paths to lint.',
            range: { start, end: start },
        },
    ]);
}
/** The lists of prompts, resources and resource templates a source file registers, those it has any of. */
function others(lists) {
    return Object.fromEntries(Object.entries(lists).filter(([, list]) => list.length > 0));
}
/**
 * Drops, from `list[from\u2026]`, what is not read of a prompt argument's type: arguments are strings, so only
 * their descriptions matter. In place, in one pass (a prompt may have any number of parameters).
 */
function dropArgumentTypes(list, from) {
    let kept = from;
    for (let i = from; i < list.length; i++)
        if (!list[i].what.startsWith('the schema of parameter'))
            list[kept++] = list[i];
    list.length = kept;
}


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


/***/ })

};

})
