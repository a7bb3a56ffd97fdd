export const id = 659;
export const ids = [659];
export const modules = {

/***/ 1207:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ security)
});

// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/security/confusable-name.ts
var confusable_name = __webpack_require__(2253);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/security/hidden-characters.ts
var hidden_characters = __webpack_require__(6868);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/security/injected-instructions.ts
var injected_instructions = __webpack_require__(5197);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/context.ts
var context = __webpack_require__(8127);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/security/strings.ts
var strings = __webpack_require__(1485);
// EXTERNAL MODULE: ./src/formats/types.ts + 1 modules
var types = __webpack_require__(5344);
;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/security/secret-in-example.ts



/**
 * mcpdesc.security.secret-in-example: no credential in example data (interaction examples, schema
 * defaults and examples) or anywhere else in the descriptor.
 */
/* harmony default export */ const secret_in_example = ((0,context/* descriptorRule */.wU)('mcpdesc.security.secret-in-example', (context) => {
    for (const { pointer, found, text } of (0,strings/* stringFindings */.o8)(context).secrets) {
        (0,types/* rememberCredential */.bk)(context, text, found);
        context.report(pointer, `This string contains what looks like a real credential: ${found.kind} (${found.redacted}). Descriptors are committed, published and passed to models, so a real credential here is leaked: revoke it if it is real, and use an obvious placeholder such as "<api-key>" instead.`);
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/security/index.ts




/** Security rules (rules/security.yaml). */
const rules = [confusable_name/* default */.A, hidden_characters/* default */.A, injected_instructions/* default */.A, secret_in_example];
/* harmony default export */ const security = (rules);


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
/* harmony import */ var _parse_lines_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2060);
/* harmony import */ var _parse_parse_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9482);
/* harmony import */ var _parse_program_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6039);
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
    return (rawText, path, workspace, tests = false) => {
        // A byte-order mark is not part of the first line's columns.
        const text = rawText.charCodeAt(0) === 0xfeff ? rawText.slice(1) : rawText;
        const sdk = reader.sdk(text, path, workspace);
        const lines = new _parse_lines_js__WEBPACK_IMPORTED_MODULE_1__/* .LineIndex */ .r(text);
        let extracted;
        try {
            extracted = reader.extract(text, path, sdk, tests);
        }
        catch (error) {
            // Recursion past the stack's depth: hostile or generated nesting, reported as past the limits.
            if (!(reader.recurses && error instanceof RangeError))
                throw error;
            return (0,_parse_program_js__WEBPACK_IMPORTED_MODULE_2__/* .unreadable */ .O$)(text, lines, sdk.from);
        }
        const { tools, prompts, resources = [], resourceTemplates = [], spans, names, unread, anchors } = extracted;
        const at = (offset) => lines.range(offset, offset).start;
        const document = (0,_parse_parse_js__WEBPACK_IMPORTED_MODULE_0__/* .parsedFromSpans */ .BK)(text, { protocolVersion: sdk.versions, tools, ...(0,_parse_program_js__WEBPACK_IMPORTED_MODULE_2__/* .others */ .MG)({ prompts, resources, resourceTemplates }) }, spans, {
            tools: tools.map((tool, i) => {
                const name = names[i];
                return { name: String(tool.name), ...at(typeof name === 'number' ? name : name[0]) };
            }),
            dynamic: unread.map((u) => ({ ...at(u.start), what: u.what, ...(u.pointer ? { pointer: u.pointer } : {}) })),
            versionFrom: sdk.from,
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
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/security/index.ts + 1 modules
var security = __webpack_require__(1207);
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
 * mcpdesc could not read (computed at run time) is listed as not statically known, never reported.
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
        if (unread.has((0,pointer/* joinPointer */.Kn)(at, 'description')))
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


/***/ }),

/***/ 2604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   SY: () => (/* binding */ SDKS),
/* harmony export */   WI: () => (/* binding */ readManifest),
/* harmony export */   c0: () => (/* binding */ compareReleases),
/* harmony export */   k4: () => (/* binding */ sdkOf),
/* harmony export */   qb: () => (/* binding */ sdkVersions),
/* harmony export */   x4: () => (/* binding */ versionsOf),
/* harmony export */   yz: () => (/* binding */ lowerBound)
/* harmony export */ });
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
/** The SDK package a file imports: v2's server package when it names it, else v1's. */
function sdkOf(text) {
    return text.includes('@modelcontextprotocol/server') && !text.includes('@modelcontextprotocol/sdk')
        ? '@modelcontextprotocol/server'
        : '@modelcontextprotocol/sdk';
}
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
    const latest = SDKS[sdk].latest;
    const why = declared
        ? `${declared.at} asks for ${sdk} ${JSON.stringify(declared.range)}, which names no release mcpdesc knows`
        : `no package.json at or above this file names ${sdk}`;
    return { versions: versionsOf(sdk, latest), from: `assumed ${sdk} ${latest}: ${why}` };
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
 * Drops, from `list[from…]`, what is not read of a prompt argument's type: arguments are strings, so only
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
