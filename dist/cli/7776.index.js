// mcpdesc chunk e3a8e2df5c64f1f9e1e7b8d4a060feff55469dd0d4c7369c77aac46de3b4feba
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 7776;
__mcpdesc_chunk.ids = [7776];
__mcpdesc_chunk.modules = {

/***/ 2200:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F8: () => (/* binding */ groupOf),
/* harmony export */   HE: () => (/* binding */ isPackageRoot),
/* harmony export */   _z: () => (/* binding */ inFolder),
/* harmony export */   ub: () => (/* binding */ isPackageManifest),
/* harmony export */   yS: () => (/* binding */ folderOf)
/* harmony export */ });
/* unused harmony export PACKAGE_MANIFESTS */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/**
 * Which files describe one server: the MCP files of one package. A file's group is the nearest folder at
 * or above it (inside the workspace) that holds a package manifest \u2014 package.json, pyproject.toml,
 * Cargo.toml, go.mod or a *.csproj \u2014 else the file's own folder. A server.json, an MCPB manifest.json and a
 * descriptor beside (or below) one package.json describe the server that package builds, so they must
 * agree with it and with each other. The runner uses the same rule to widen a changed-files run (a bumped
 * package.json re-checks its group's MCP files), the consistency rules to find the package to compare with.
 */

/** Package manifests by exact name; a .NET project is any *.csproj. */
const PACKAGE_MANIFESTS = ['package.json', 'pyproject.toml', 'Cargo.toml', 'go.mod'];
const CSPROJ = /\.csproj$/i;
/** Names read from one folder when looking for a *.csproj: enough for any real project folder. */
const MAX_LISTED = 2000;
/** Whether a root-relative path names a package manifest (by its file name). */
function isPackageManifest(path) {
    const name = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(path);
    return PACKAGE_MANIFESTS.includes(name) || CSPROJ.test(name);
}
/** The folder of a root-relative path, '' at the root. */
function folderOf(path) {
    const dir = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(path);
    return dir === '.' ? '' : dir;
}
/** A path in a folder ('' is the root). */
function inFolder(dir, name) {
    return dir === '' ? name : `${dir}/${name}`;
}
/** Whether the folder holds a package manifest. */
function isPackageRoot(workspace, dir) {
    if (PACKAGE_MANIFESTS.some((name) => workspace.kind(inFolder(dir, name)) === 'file'))
        return true;
    return (workspace.list(dir, MAX_LISTED) ?? []).some((name) => CSPROJ.test(name) && workspace.kind(inFolder(dir, name)) === 'file');
}
/** Groups by folder, per stable workspace: every file of a folder (and every rule asking) has the same. */
const GROUPS = new WeakMap();
/** Folders whose group a workspace remembers at most; past it, it starts over (the answers stay the same). */
const MAX_GROUPS = 20_000;
/** The folder of the file's group ('' is the root); undefined for a path outside the workspace. */
function groupOf(workspace, path) {
    if (path.startsWith('/') || path.split('/').includes('..'))
        return undefined;
    const own = folderOf(path);
    if (!workspace.stable)
        return groupFrom(workspace, own);
    let groups = GROUPS.get(workspace);
    if (!groups)
        GROUPS.set(workspace, (groups = new Map()));
    let group = groups.get(own);
    if (group === undefined) {
        // A folder holds many descriptors: listing it and testing every name for *.csproj once per file was
        // a twentieth of a run.
        group = groupFrom(workspace, own);
        if (groups.size >= MAX_GROUPS)
            groups.clear();
        groups.set(own, group);
    }
    return group;
}
function groupFrom(workspace, own) {
    for (let dir = own;; dir = folderOf(dir)) {
        if (isPackageRoot(workspace, dir))
            return dir;
        if (dir === '')
            return own;
    }
}


/***/ }),

/***/ 7776:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  S0: () => (/* binding */ groupNames),
  WE: () => (/* binding */ groupSides),
  Hn: () => (/* binding */ sameTool)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/parse/lines.ts
var parse_lines = __webpack_require__(2060);
// EXTERNAL MODULE: ./src/parse/parse.ts + 12 modules
var parse = __webpack_require__(9482);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/formats/csharp-source/extract.ts + 1 modules
var extract = __webpack_require__(7350);
// EXTERNAL MODULE: ./src/formats/csharp-source/info.ts + 1 modules
var info = __webpack_require__(7512);
// EXTERNAL MODULE: ./src/formats/csharp-source/sdk.ts
var sdk = __webpack_require__(6468);
// EXTERNAL MODULE: ./src/formats/go-source/info.ts
var go_source_info = __webpack_require__(2923);
// EXTERNAL MODULE: ./src/formats/go-source/reading.ts + 18 modules
var reading = __webpack_require__(571);
// EXTERNAL MODULE: ./src/formats/mcpb-manifest/info.ts
var mcpb_manifest_info = __webpack_require__(4619);
// EXTERNAL MODULE: ./src/formats/mcp-tool-list/info.ts
var mcp_tool_list_info = __webpack_require__(3583);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/info.ts
var mcpdesc_descriptor_info = __webpack_require__(8690);
// EXTERNAL MODULE: ./src/formats/python-source/extract.ts + 11 modules
var python_source_extract = __webpack_require__(7155);
// EXTERNAL MODULE: ./src/formats/python-source/registered-elsewhere.ts + 3 modules
var registered_elsewhere = __webpack_require__(5490);
// EXTERNAL MODULE: ./src/formats/python-source/info.ts
var python_source_info = __webpack_require__(5975);
// EXTERNAL MODULE: ./src/formats/mcp-server-card/info.ts
var mcp_server_card_info = __webpack_require__(8272);
// EXTERNAL MODULE: ./src/formats/rust-source/extract.ts + 8 modules
var rust_source_extract = __webpack_require__(2692);
// EXTERNAL MODULE: ./src/formats/rust-source/info.ts
var rust_source_info = __webpack_require__(8775);
// EXTERNAL MODULE: ./src/formats/source/shared.ts
var shared = __webpack_require__(8403);
// EXTERNAL MODULE: ./src/formats/release-files.ts
var release_files = __webpack_require__(927);
// EXTERNAL MODULE: ./src/formats/typescript-source/read.ts + 24 modules
var read = __webpack_require__(4459);
// EXTERNAL MODULE: ./src/formats/typescript-source/info.ts + 1 modules
var typescript_source_info = __webpack_require__(7403);
// EXTERNAL MODULE: ./src/formats/types.ts
var types = __webpack_require__(7857);
;// CONCATENATED MODULE: ./src/formats/consistency/entry.ts
/**
 * The source files an MCPB manifest's server runs: its `server.entry_point` (a JavaScript or TypeScript
 * file, or the build output of one: `build/index.js` is `src/index.ts` compiled) and every module it
 * reaches by relative imports (`import \u2026 from './x.js'`, `export \u2026 from`, `import('./x.js')`, `require('./x')`).
 * A package often has several entry points (a stdio server, an HTTP server, a diagnostic one), each
 * registering its own tools: only those the manifest's entry point reaches are its server's. Read from the
 * texts the group's read already holds; undefined when the entry point is no such file of the group (a
 * Python or binary server, or a layout not recognized), and the group's source is then taken whole.
 */

/** A relative module specifier after `from`, `import(`, `require(` or a bare `import`, quoted. */
const SPECIFIER = /(?:\bfrom|\bimport|\brequire)[ \t]{0,8}\(?[ \t]{0,8}(['"])(\.{1,2}\/[^'"\r\n]{0,300})\1/g;
const SCRIPT = /\.(?:[cm]?[jt]s|[jt]sx)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];
/** Folders a build writes its output to, in place of `src`. */
const OUTPUT = new Set(['build', 'dist', 'out', 'lib']);
/** The source files the entry point (relative to the manifest's folder) reaches, of those in `texts` (JavaScript and TypeScript). */
function reachedFrom(manifest, entry, texts) {
    const folder = external_node_path_.posix.dirname(manifest);
    const at = external_node_path_.posix.normalize(external_node_path_.posix.join(folder === '.' ? '' : folder, entry));
    if (!SCRIPT.test(at) || at.startsWith('..'))
        return undefined;
    const base = folder === '.' ? '' : `${folder}/`;
    const inside = at.startsWith(base) ? at.slice(base.length) : at;
    const [first, ...rest] = inside.split('/');
    const candidates = [at, ...(OUTPUT.has(first) && rest.length > 0 ? [`${base}src/${rest.join('/')}`, `${base}${rest.join('/')}`] : [])];
    const start = candidates.map((c) => resolve(c, texts)).find((found) => found !== undefined);
    if (start === undefined)
        return undefined;
    const reached = new Set([start]);
    const queue = [start];
    for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
        for (const match of (texts.get(path) ?? '').matchAll(SPECIFIER)) {
            const found = resolve(external_node_path_.posix.join(external_node_path_.posix.dirname(path), match[2]), texts);
            if (found !== undefined && !reached.has(found)) {
                reached.add(found);
                queue.push(found);
            }
        }
    }
    return reached;
}
/** The file a module path names, as TypeScript resolves it: itself, its `.js` written for a `.ts`, an added extension, or its folder's index. */
function resolve(path, texts) {
    const stem = path.replace(/\.(?:[cm]?js|jsx)$/, '');
    for (const each of [path, ...EXTENSIONS.map((e) => stem + e), ...EXTENSIONS.map((e) => `${path}/index${e}`)])
        if (texts.has(each))
            return each;
    return undefined;
}

// EXTERNAL MODULE: ./src/formats/consistency/group.ts
var consistency_group = __webpack_require__(2200);
;// CONCATENATED MODULE: ./src/formats/consistency/server-tools.ts
/**
 * The tools of one server as each file of its group tells them: an MCPB manifest's `tools`, a descriptor,
 * a Server Card, committed tool lists (a `tools.json` result, golden `testdata/*tools*.json` arrays,
 * `__toolsnaps__/*.snap`) and the server's source (TypeScript, Python, Go; all of the group's source
 * files are one side, since a server registers its tools across files). A side is `complete` when it
 * says it lists every tool the server serves; golden arrays and snapshots list some tools, and source
 * is complete only when every registration in it was read statically. The names they all list (and
 * those Rust and C# source registers) are the server's vocabulary for the security rules (groupNames).
 * Read through the Workspace, bounded in files, bytes and depth, once per group and run (the run's
 * memo): the answer depends on the repository alone, so it is the same for any file order and any
 * number of workers.
 */

























/** Folders never read for a server's files: dependencies, build output, version control, tests, retired code. */
const SKIPPED = new Set([
    'node_modules',
    'dist',
    'build',
    'out',
    'vendor',
    'target',
    'venv',
    'coverage',
    'test',
    'tests',
    '__tests__',
    'e2e',
    'fixtures',
    'examples',
    'archive',
    'archived',
    'obsolete',
]);
/** A source file that is a test: its tools are deliberate fixtures. */
const TEST_FILE = /(?:\.(?:test|spec)\.[cm]?[jt]sx?|_test\.go|^test_.*\.py|_test\.py|\.d\.ts)$/;
const MAX_DEPTH = 8;
/** Names listed in a group at most, folders and files together: past it the group is not compared. */
const MAX_ENTRIES = 20_000;
/** Files read at most, and each at most this long: past either the group is not compared. */
const MAX_READ = 2000;
const MAX_BYTES = 1 << 20;
/** Bytes read in a group at most, all files together: the first file of a group pays for reading it. */
const MAX_TOTAL_BYTES = 16 << 20;
const SOURCES = [typescript_source_info/* TYPESCRIPT_SOURCE_INFO */.z, python_source_info/* PYTHON_SOURCE_INFO */.q, go_source_info/* GO_SOURCE_INFO */._];
const DESCRIPTOR = /^.+\.mcp\.(?:json|ya?ml)$/;
const CARD = new Set(['server-card.json', 'server-card', 'mcp.json']);
const GROUPS = (0,types/* memoKey */.e3)('the tools of each group, as its files tell them');
/** Names a group gives the security rules at most: a server's tools, prompts and resources are far fewer. */
const MAX_NAMES = 5000;
/** The group of the file at `path`, read once per run; undefined when it cannot be read whole. */
function readOnce(workspace, run, path) {
    const group = (0,consistency_group/* groupOf */.F8)(workspace, path);
    if (group === undefined)
        return undefined;
    const groups = run.memo(GROUPS, () => new Map());
    if (!groups.has(group))
        groups.set(group, readGroup(workspace, run, group, path));
    const read = groups.get(group);
    return read && { group, read };
}
/** The sides of the group of the file at `path`, or undefined when the group cannot be read whole. */
function groupSides(workspace, run, path) {
    const found = readOnce(workspace, run, path);
    return found && { group: found.group, sides: found.read.sides };
}
/**
 * The names of every tool, prompt, resource and template the source files of the server at `path`
 * register (Rust's and C#'s too), and of every tool its committed lists name: a server splits its tools
 * over modules, and a description that says "use `search_tickets` first" speaks of its own server when
 * a sibling module registers `search_tickets`. Undefined when the group cannot be read whole; at most
 * MAX_NAMES, the first in the group's sorted file order, so the set is the same for any file order.
 */
function groupNames(workspace, run, path) {
    return readOnce(workspace, run, path)?.read.names();
}
/**
 * `current`: the file being linted, whose own format has read it already. Each other file is opened
 * once by a run, here or when it is linted: the run's reads keep the bytes of one for the other
 * (src/runner/kept.ts).
 */
function readGroup(workspace, run, group, current) {
    // A folder without a package manifest is no package: its files may describe unrelated servers.
    if (!(0,consistency_group/* isPackageRoot */.HE)(workspace, group))
        return undefined;
    const files = filesOf(workspace, group);
    const compared = files?.filter((path) => !NAMES_ONLY.test(path));
    if (!files || !compared || compared.length > MAX_READ)
        return undefined;
    const sides = [];
    const source = { tools: [], complete: true, names: new Set() };
    let total = 0;
    /** The JavaScript and TypeScript files, for what a manifest's entry point reaches (decoded only when one has an entry point). */
    const scriptBytes = new Map();
    for (const path of compared) {
        const bytes = workspace.head(path, MAX_BYTES);
        if (!bytes || bytes.length >= MAX_BYTES || (total += bytes.length) > MAX_TOTAL_BYTES)
            return undefined;
        const program = SOURCES.find((f) => f.paths.some((glob) => path.endsWith(glob.slice(glob.lastIndexOf('.')))));
        if (program === typescript_source_info/* TYPESCRIPT_SOURCE_INFO */.z)
            scriptBytes.set(path, bytes);
        if (program && (0,shared/* knownNoSdk */.vZ)(run, workspace, program.id, path))
            continue;
        const text = new TextDecoder().decode(bytes);
        if (program) {
            const reader = program.program;
            if (reader && (0,shared/* namesSdk */.XR)(run, workspace, program.id, path, () => reader.importsSdk(text, path, workspace)))
                readSource(run, workspace, program.id, path, text, source, path !== current);
            continue;
        }
        const side = dataSide(path, text);
        if (side)
            sides.push(side);
    }
    for (const each of sides)
        for (const tool of each.tools)
            if (source.names.size < MAX_NAMES)
                source.names.add(tool.name);
    if (sides.some((each) => each.entry !== undefined)) {
        const scripts = new Map([...scriptBytes].map(([path, bytes]) => [path, new TextDecoder().decode(bytes)]));
        for (const each of sides)
            if (each.entry !== undefined)
                each.reaches = reachedFrom(each.path, each.entry, scripts);
    }
    if (source.tools.length > 0 && source.first)
        sides.push({
            kind: 'source',
            path: group,
            label: "the server's source",
            complete: source.complete,
            generated: false,
            tools: source.tools,
            at: source.first,
        });
    const steps = buildSteps(workspace, group).map((text) => text.toLowerCase());
    for (const each of sides)
        if (each.kind !== 'source')
            each.generated = steps.some((text) => text.includes(generatedName(each.path).toLowerCase()));
    // Rust and C# files are read only when a security rule asks: the consistency rules never do.
    let namesOnly = files.filter((path) => NAMES_ONLY.test(path));
    const names = () => {
        if (namesOnly)
            readNamesOnly(workspace, run, group, namesOnly, source.names);
        namesOnly = undefined;
        return source.names;
    };
    return { sides, names };
}
/** The group's candidate files, sorted; undefined when it has more than the bounds allow. */
function filesOf(workspace, group) {
    const found = [];
    let listed = 0;
    const walk = (dir, depth) => {
        const names = workspace.list(dir, MAX_ENTRIES) ?? [];
        listed += names.length;
        if (listed > MAX_ENTRIES)
            return false;
        for (const name of names) {
            const path = (0,consistency_group/* inFolder */._z)(dir, name);
            const kind = workspace.kind(path);
            if (kind === 'directory') {
                if (depth >= MAX_DEPTH || SKIPPED.has(name) || (name.startsWith('.') && name !== '.well-known') || (0,consistency_group/* isPackageRoot */.HE)(workspace, path))
                    continue;
                if (!walk(path, depth + 1))
                    return false;
            }
            else if (kind === 'file' && candidate(dir, name))
                found.push(path);
        }
        return true;
    };
    return walk(group, 0) ? found.sort() : undefined;
}
function candidate(dir, name) {
    if (name === 'manifest.json' || DESCRIPTOR.test(name) || name === 'tools.json')
        return true;
    if (CARD.has(name))
        return external_node_path_.posix.basename(dir) === 'mcp' || external_node_path_.posix.basename(dir) === '.well-known';
    if (/\.snap$/.test(name))
        return external_node_path_.posix.basename(dir) === '__toolsnaps__';
    if (/tools.*\.json$/.test(name))
        return external_node_path_.posix.basename(dir) === 'testdata';
    return !TEST_FILE.test(name) && /\.(?:[cm]?[jt]sx?|py|go|rs|cs)$/.test(name);
}
/** The tools of a data file, when it is one of the kinds a server lists its tools in. */
function dataSide(path, text) {
    const parsed = (0,parse/* parseDocument */.Tp)(text, /\.ya?ml$/.test(path) ? 'yaml' : 'json');
    if (parsed.problems.length > 0)
        return undefined;
    const value = parsed.value;
    const name = external_node_path_.posix.basename(path);
    const listsAt = (pointer, message) => ({ path, range: parsed.locate(pointer), message });
    if (name === 'manifest.json') {
        if (mcpb_manifest_info/* MCPB_MANIFEST_INFO */.K.recognize(value) !== 'certain' || !(0,json/* isObject */.Gv)(value) || !Array.isArray(value.tools))
            return undefined;
        // A bundle whose server makes tools at run time lists some of them.
        const complete = value.tools_generated !== true;
        const manifest = side('manifest', path, `the MCPB manifest ${path}`, complete, parsed, value.tools, '/tools', listsAt('/tools', `${path} lists the server's tools here.`));
        const entry = (0,json/* isObject */.Gv)(value.server) ? value.server.entry_point : undefined;
        return typeof entry === 'string' ? { ...manifest, entry } : manifest;
    }
    if (DESCRIPTOR.test(name)) {
        if (!(0,json/* isObject */.Gv)(value) || (0,mcpdesc_descriptor_info/* declaredVersions */.sI)(value).length === 0 || !Array.isArray(value.tools))
            return undefined;
        return side('descriptor', path, `the descriptor ${path}`, true, parsed, value.tools, '/tools', listsAt('/tools', `${path} lists the server's tools here.`));
    }
    if (CARD.has(name)) {
        if (mcp_server_card_info/* SERVER_CARD_INFO */.O.recognize(value) === 'no' || !(0,json/* isObject */.Gv)(value) || !Array.isArray(value.tools))
            return undefined;
        return side('card', path, `the Server Card ${path}`, true, parsed, value.tools, '/tools', listsAt('/tools', `${path} lists the server's tools here.`));
    }
    const shape = (0,mcp_tool_list_info/* listShape */.Cp)(value);
    if (shape === undefined)
        return undefined;
    const label = `the tool list ${path}`;
    if (shape === 'result' && (0,json/* isObject */.Gv)(value) && (0,json/* hasOwn */.$3)(value, 'tools') && name === 'tools.json')
        return side('tool-list', path, label, true, parsed, value.tools, '/tools', listsAt('/tools', `${path} lists the server's tools here.`));
    // Golden arrays (a toolset each) and one-tool snapshots list some of the tools.
    if (shape === 'array')
        return side('tool-list', path, label, false, parsed, value, '', listsAt('', `${path} lists tools here.`));
    if (shape === 'tool')
        return side('tool-list', path, label, false, parsed, [value], undefined, listsAt('', `${path} holds a tool.`));
    return undefined;
}
function side(kind, path, label, complete, parsed, items, list, at) {
    const tools = [];
    items.forEach((item, index) => {
        if (!(0,json/* isObject */.Gv)(item) || typeof item.name !== 'string')
            return;
        const pointer = list === undefined ? '/name' : `${list}/${index}/name`;
        tools.push({ name: item.name, path, range: parsed.locate(pointer), ...labels(item) });
    });
    return { kind, path, label, complete, generated: false, tools, at };
}
/** The texts that say what a build writes: the group's package.json (its scripts) and the workflows. */
function buildSteps(workspace, group) {
    const texts = [...(0,release_files/* workflows */.Ln)(workspace)].map((w) => w.text);
    const manifest = workspace.head((0,consistency_group/* inFolder */._z)(group, 'package.json'), MAX_BYTES);
    if (manifest)
        texts.push(new TextDecoder().decode(manifest));
    return texts;
}
/** What a step that writes the file names: its name, or the snapshot folder's (tests rewrite every snapshot). */
function generatedName(path) {
    return external_node_path_.posix.basename(external_node_path_.posix.dirname(path)) === '__toolsnaps__' ? 'toolsnaps' : external_node_path_.posix.basename(path);
}
/** Adds the names of what a file registers (tools, prompts, resources, templates), up to MAX_NAMES. */
function addNames(names, extracted) {
    for (const list of [extracted.tools, extracted.prompts, extracted.resources ?? [], extracted.resourceTemplates ?? []])
        for (const item of list)
            if (typeof item.name === 'string' && names.size < MAX_NAMES)
                names.add(item.name);
}
/** Rust and C# source: read for the names it registers only (its side is not compared), so it never stops the group's read. */
const NAMES_ONLY = /\.(?:rs|cs)$/;
/** Adds the names Rust and C# files register, within the bounds the group's other files are read in; a file past them is left out. */
function readNamesOnly(workspace, run, group, paths, names) {
    let total = 0;
    let snake;
    for (const path of paths.slice(0, MAX_READ)) {
        const bytes = workspace.head(path, MAX_BYTES);
        if (!bytes || bytes.length >= MAX_BYTES)
            continue;
        if ((total += bytes.length) > MAX_TOTAL_BYTES)
            return;
        const rust = path.endsWith('.rs');
        const format = rust ? rust_source_info/* RUST_SOURCE_INFO */.M : info/* CSHARP_SOURCE_INFO */.nk;
        if ((0,shared/* knownNoSdk */.vZ)(run, workspace, format.id, path))
            continue;
        const text = new TextDecoder().decode(bytes);
        const reader = format.program;
        if (!reader || !(0,shared/* namesSdk */.XR)(run, workspace, format.id, path, () => reader.importsSdk(text, path, workspace)))
            continue;
        // Whether C# names a tool after its method in snake_case is the project's SDK release's: the group's project.
        if (!rust)
            snake ??= (0,sdk/* csSdkVersions */.Qp)((0,consistency_group/* inFolder */._z)(group, 'server.cs'), workspace).snake;
        addNames(names, rust ? (0,rust_source_extract/* extractRustTools */.b)(text) : (0,extract/* extractCsTools */.B)(text, snake));
    }
}
/** Adds a source file's statically read tools; a registration whose name is not known makes the source incomplete. */
function readSource(run, workspace, format, path, text, into, keep) {
    let extracted;
    const extract = () => format === 'typescript-source'
        ? (0,read/* extractTypescript */.H)(text, path, workspace)
        : format === 'python-source'
            ? (0,python_source_extract/* extractTools */.r)(text, (0,registered_elsewhere/* fromModules */.O)(text, path, workspace))
            : (0,reading/* readGoFile */.r)(text, (0,reading/* goReading */.Z)(text, path, workspace));
    // Kept for the file's own format, which reads it alike (shared.ts), unless it has read the file
    // already (`keep` false: the file being linted, whose extraction it holds).
    try {
        extracted = (0,shared/* sharedExtraction */.jf)(run, format, path, text, extract, keep);
    }
    catch (error) {
        if (!(error instanceof RangeError))
            throw error;
        into.complete = false;
        return;
    }
    addNames(into.names, extracted);
    const lines = new parse_lines/* LineIndex */.r(text);
    // A part of a read tool (its description) not known leaves the tool known; anything else may be a tool.
    if (extracted.unread.some((u) => u.pointer === undefined || !/^\/tools\/\d+\/(?!name$)./.test(u.pointer)))
        into.complete = false;
    extracted.tools.forEach((tool, index) => {
        if (typeof tool.name !== 'string')
            return;
        const at = extracted.names[index];
        const [start, end] = typeof at === 'number' ? [at, at + tool.name.length] : at;
        const range = lines.range(start, end);
        into.tools.push({ name: tool.name, path, range, ...labels(tool), ...(extracted.conditional?.includes(index) ? { conditional: true } : {}) });
        into.first ??= { path, range, message: `${path} registers the server's tools, starting here.` };
    });
}
/** A tool's title and description, where they are strings. */
function labels(tool) {
    return {
        ...(typeof tool.title === 'string' ? { title: tool.title } : {}),
        ...(typeof tool.description === 'string' ? { description: tool.description } : {}),
    };
}
/** Whether two sides name the same tool: by name, or one's name is the other's title or differs only in case. */
function sameTool(a, b) {
    return a.name === b.name || a.name === b.title || a.title === b.name || a.name.toLowerCase() === b.name.toLowerCase();
}


/***/ }),

/***/ 7350:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  B: () => (/* binding */ extractCsTools)
});

// UNUSED EXPORTS: defaultName

// EXTERNAL MODULE: ./src/parse/program.ts
var program = __webpack_require__(6039);
// EXTERNAL MODULE: ./src/util/pointer.ts
var util_pointer = __webpack_require__(6065);
// EXTERNAL MODULE: ./src/formats/source/extracted.ts
var extracted = __webpack_require__(8600);
// EXTERNAL MODULE: ./src/formats/source/literals.ts
var literals = __webpack_require__(1146);
// EXTERNAL MODULE: ./src/formats/source/tokens.ts
var source_tokens = __webpack_require__(7024);
// EXTERNAL MODULE: ./src/formats/csharp-source/info.ts + 1 modules
var info = __webpack_require__(7512);
// EXTERNAL MODULE: ./src/formats/csharp-source/handler-base.ts
var handler_base = __webpack_require__(2348);
// EXTERNAL MODULE: ./src/formats/csharp-source/list-results.ts
var list_results = __webpack_require__(5729);
;// CONCATENATED MODULE: ./src/formats/csharp-source/property-tools.ts
/**
 * The tools a hand-rolled C# server (hand-rolled.ts) defines as classes of its own: `public sealed class
 * GetLayers : IMcpTool { public string Name => "get_layers"; public string Description => "\u2026"; public object
 * InputSchema => new { type = "object", properties = new { \u2026 } }; \u2026 }`, for a class that implements the
 * server's interface directly and that the server makes: by reflection over the interface's assembly (a
 * concrete class, not generic, with no constructor that takes arguments alone), or by a `new GetLayers(\u2026)` in the project.
 * Each such class is one tool: its name and description when each property is a literal (`=> "\u2026"` or `{ get; }
 * = "\u2026"`, strings joined with `+`, same-file constants), its input schema when `InputSchema` is one anonymous
 * object of literals (`new { type = "object", required = new[] { "id" } }`, serialized with its members'
 * names as written); anything else is listed as not statically known.
 */


const MAX_DEPTH = 16;
/** Words that may stand before `class`; `abstract` and `static` make no instance. */
const MODIFIERS = new Set(['public', 'internal', 'private', 'protected', 'sealed', 'partial', 'file', 'unsafe', 'new', 'abstract', 'static']);
/** Reads the file's classes that the hand-rolled server makes into `out`. */
function readPropertyTools({ tokens, pairs, served, value, skip, place }, out) {
    const { tools, names, unread } = out;
    const op = (i, v) => tokens[i]?.kind === 'op' && tokens[i].text === v;
    const is = (i, v) => tokens[i]?.kind === 'name' && tokens[i].text === v;
    for (let i = 0; i + 2 < tokens.length; i++) {
        if (!is(i, 'class') || tokens[i + 1].kind !== 'name')
            continue;
        const name = tokens[i + 1].text;
        let open = i + 2;
        while (open < tokens.length && !op(open, '{') && !op(open, ';') && !op(open, '}'))
            open = op(open, '(') || op(open, '[') ? pairs[open] + 1 : open + 1;
        if (!op(open, '{') || !implementsContract(i + 2, open))
            continue;
        let k = i - 1;
        let instance = true;
        for (; tokens[k]?.kind === 'name' && MODIFIERS.has(tokens[k].text); k--)
            instance &&= !is(k, 'abstract') && !is(k, 'static');
        // Reflection makes no generic class (`class Tool<T>`): its type is open.
        const made = served.reflected ? instance && !op(i + 2, '<') && creatable(name, open) : served.made.has(name);
        const members = properties(open);
        const nameAt = members.get('Name');
        const descriptionAt = members.get('Description');
        if (!made || nameAt === undefined || descriptionAt === undefined)
            continue;
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        const read = value(nameAt, (0,util_pointer/* joinPointer */.Kn)(pointer, 'name'));
        if (typeof read !== 'string') {
            unread.push({ start: tokens[nameAt].start, what: 'a tool registration' });
            i = pairs[open];
            continue;
        }
        const tool = { name: read };
        const description = value(descriptionAt, (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'));
        if (typeof description === 'string')
            tool.description = description;
        else
            unread.push({ start: tokens[descriptionAt].start, what: "the tool's description", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'description') });
        const schemaAt = members.get('InputSchema');
        const schema = schemaAt === undefined ? extracted/* UNKNOWN */.HV : anonymous(schemaAt, (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema'), 0);
        if (schema !== extracted/* UNKNOWN */.HV && typeof schema === 'object' && schema !== null && !Array.isArray(schema))
            tool.inputSchema = schema;
        else {
            tool.inputSchema = { type: 'object' };
            unread.push({ start: tokens[schemaAt ?? open].start, what: "the tool's inputSchema", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema') });
        }
        place(pointer, i, pairs[open]);
        tools.push(tool);
        names.push(tokens[nameAt].start);
        i = pairs[open];
    }
    /** Whether the base list in [from, open) (after its `:`, before any `where`) names the server's interface (`IMcpTool`, `Ns.IMcpTool`). */
    function implementsContract(from, open) {
        let j = from;
        while (j < open && !op(j, ':'))
            j = op(j, '(') || op(j, '[') ? pairs[j] + 1 : j + 1;
        let angles = 0;
        for (j++; j < open && !is(j, 'where'); j++) {
            if (op(j, '<'))
                angles++;
            else if (op(j, '>'))
                angles--;
            else if (angles === 0 && is(j, served.contract) && (op(j + 1, ',') || j + 1 === open || is(j + 1, 'where')))
                return true;
        }
        return false;
    }
    /** Whether reflection can make the class: it declares no constructor, or one that takes nothing. */
    function creatable(name, open) {
        let declared = false;
        for (let j = open + 1; j < pairs[open]; j++) {
            if (op(j, '{') || op(j, '[')) {
                j = pairs[j];
                continue;
            }
            if (is(j, name) && op(j + 1, '(') && !is(j - 1, 'new')) {
                if (pairs[j + 1] === j + 2)
                    return true;
                declared = true;
                j = pairs[j + 1];
            }
        }
        return !declared;
    }
    /** The class's `Name => \u2026;` and `Name { get; } = \u2026;` properties at its top level: the first token of each value, by name. */
    function properties(open) {
        const found = new Map();
        for (let j = open + 1; j < pairs[open]; j++) {
            if (op(j, '(') || op(j, '[')) {
                j = pairs[j];
                continue;
            }
            if (op(j, '{')) {
                // `{ get; } = value;`: an auto-property's initializer.
                const property = tokens[j - 1]?.kind === 'name' ? tokens[j - 1].text : undefined;
                const close = pairs[j];
                if (property !== undefined && close === j + 3 && is(j + 1, 'get') && op(j + 2, ';') && op(close + 1, '=') && !found.has(property))
                    found.set(property, close + 2);
                j = close;
                continue;
            }
            if (tokens[j].kind === 'name' && op(j + 1, '=') && op(j + 2, '>') && tokens[j + 2].start === tokens[j + 1].end && !found.has(tokens[j].text))
                found.set(tokens[j].text, j + 3);
        }
        return found;
    }
    /** An anonymous object `new { a = \u2026, b = new[] { \u2026 } }` at `i` as JSON, each member placed; UNKNOWN for anything else. */
    function anonymous(i, pointer, depth) {
        if (depth > MAX_DEPTH)
            return extracted/* UNKNOWN */.HV;
        if (is(i, 'new') && op(i + 1, '{')) {
            const object = {};
            for (let j = i + 2; j < pairs[i + 1];) {
                if (tokens[j].kind !== 'name' || !op(j + 1, '='))
                    return extracted/* UNKNOWN */.HV;
                const key = tokens[j].text;
                const read = anonymous(j + 2, (0,util_pointer/* joinPointer */.Kn)(pointer, key), depth + 1);
                if (read === extracted/* UNKNOWN */.HV)
                    return extracted/* UNKNOWN */.HV;
                place((0,util_pointer/* joinPointer */.Kn)(pointer, key), j + 2, Math.max(j + 2, skip(j + 2) - 1), j);
                object[key] = read;
                j = skip(j + 2);
                if (op(j, ','))
                    j++;
                else if (j !== pairs[i + 1])
                    return extracted/* UNKNOWN */.HV;
            }
            return object;
        }
        // `new[] { \u2026 }`, `new string[] { \u2026 }`, `new object[] { \u2026 }`.
        let bracket = is(i, 'new') ? i + 1 : -1;
        if (bracket !== -1 && tokens[bracket]?.kind === 'name' && op(bracket + 1, '['))
            bracket++;
        if (bracket !== -1 && op(bracket, '[') && pairs[bracket] === bracket + 1 && op(bracket + 2, '{')) {
            const items = [];
            const close = pairs[bracket + 2];
            for (let j = bracket + 3; j < close;) {
                const read = anonymous(j, (0,util_pointer/* joinPointer */.Kn)(pointer, String(items.length)), depth + 1);
                if (read === extracted/* UNKNOWN */.HV)
                    return extracted/* UNKNOWN */.HV;
                items.push(read);
                j = skip(j);
                if (op(j, ','))
                    j++;
                else if (j !== close)
                    return extracted/* UNKNOWN */.HV;
            }
            return items;
        }
        return value(i, pointer);
    }
}

// EXTERNAL MODULE: ./src/formats/csharp-source/tokens.ts
var csharp_source_tokens = __webpack_require__(5848);
;// CONCATENATED MODULE: ./src/formats/csharp-source/extract.ts
/**
 * The tools a C# server defines with the official SDK (`ModelContextProtocol`): each method marked
 * `[McpServerTool]` or `[McpServerTool(Name = \u2026, Title = \u2026, ReadOnly = \u2026, Destructive = \u2026, Idempotent = \u2026,
 * OpenWorld = \u2026)]`, its description from `[Description("\u2026")]` (System.ComponentModel), and its input
 * schema from its parameters (simple types, `[Description]`, defaults). The name is the method's unless
 * given: less an `Async` suffix when it returns a task, and since SDK 0.3.0-preview.2 in snake_case.
 * Values only when written as literals (`+` of strings), same-file `const` strings or another class's
 * (solution-constants.ts); anything else, and `McpServerTool.Create(\u2026)`, is listed as not statically known.
 */










/** C# types as the JSON Schema the SDK makes of them. */
const TYPES = {
    string: 'string',
    String: 'string',
    int: 'integer',
    long: 'integer',
    short: 'integer',
    byte: 'integer',
    sbyte: 'integer',
    uint: 'integer',
    ulong: 'integer',
    ushort: 'integer',
    Int16: 'integer',
    Int32: 'integer',
    Int64: 'integer',
    float: 'number',
    double: 'number',
    decimal: 'number',
    Single: 'number',
    Double: 'number',
    Decimal: 'number',
    bool: 'boolean',
    Boolean: 'boolean',
};
/** Collections whose schema is an array of their one type argument. */
const LISTS = new Set(['List', 'IList', 'IEnumerable', 'IReadOnlyList', 'ICollection', 'IReadOnlyCollection']);
/** Parameters the SDK fills itself, never part of the input schema. */
const INJECTED = new Set([
    'CancellationToken',
    'IMcpServer',
    'McpServer',
    'RequestContext',
    'IProgress',
    'IServiceProvider',
    'ClaimsPrincipal',
    'McpServerOptions',
]);
/** `[McpServerTool(\u2026)]`'s boolean properties, by the annotation they set. */
const HINTS = {
    ReadOnly: 'readOnlyHint',
    Destructive: 'destructiveHint',
    Idempotent: 'idempotentHint',
    OpenWorld: 'openWorldHint',
};
/** Words that may stand between a type's attributes and its `class` keyword. */
const extract_MODIFIERS = new Set([
    'public',
    'internal',
    'private',
    'protected',
    'static',
    'partial',
    'sealed',
    'abstract',
    'file',
    'unsafe',
    'readonly',
    'ref',
    'new',
    'record',
]);
/**
 * `snake`: the SDK names a tool after its method in snake_case (0.3.0-preview.2 and later). `registered`:
 * whether the repository hands the SDK a class not marked `[McpServerToolType]` in this file (registered.ts);
 * without it, every `[McpServerTool]` method is read as a tool. `served`: the hand-rolled server of the file's
 * project, whose tool classes the file may define (property-tools.ts). `listed`: the file's static members a
 * `ListToolsResult` of the solution is given (list-results.ts), read with the results the file makes itself.
 * `handlers`: whether the solution registers a ModelContextProtocol.NET handler class (handler-base.ts).
 * `solution`: the value another class's constant a value names stands for (solution-constants.ts).
 */
function extractCsTools(text, snake = true, registered, served, listed, handlers, solution) {
    const { tokens, docs } = (0,csharp_source_tokens/* tokenizeCs */.g)(text);
    /** An Azure Functions worker file, whose `[McpToolTrigger]` parameters make tools. */
    const azure = text.includes(info/* AZURE_NAMESPACE */.ms);
    const { tools, prompts, resources, resourceTemplates, spans, names, unread, anchors } = (0,extracted/* emptyExtracted */.SV)();
    /** Each closing bracket's opening one (its own index for an opening one). */
    const openers = new Int32Array(tokens.length).map((_, k) => k);
    const pairs = (0,source_tokens/* bracketPairs */.WW)(tokens, openers);
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    const is = (i, value) => tokens[i]?.kind === 'name' && tokens[i].text === value;
    // `const string NAME = \u2026;` anywhere in the file (a class's or a method's).
    const constants = new Map();
    for (let i = 0; i + 3 < tokens.length; i++) {
        if (is(i, 'const') && (is(i + 1, 'string') || is(i + 1, 'String')) && tokens[i + 2].kind === 'name' && op(i + 3, '='))
            constants.set(tokens[i + 2].text, i + 4);
    }
    const { skip, resolve, value: literal, place } = (0,literals/* literalReader */.T)({ tokens, pairs, constants, spans, anchors, number: /^\d+(?:\.\d+)?[dDfFmM]?$/ });
    /** The value at `i`: a literal or this file's constant, else another class's constant (`ToolNames.Echo`, solution-constants.ts) placed at the reference. */
    const value = (i, pointer, key) => {
        const read = literal(i, pointer, key);
        if (read !== extracted/* UNKNOWN */.HV || !solution || tokens[i]?.kind !== 'name')
            return read;
        let last = i;
        while (op(last + 1, '.') && tokens[last + 2]?.kind === 'name')
            last += 2;
        const other = last > i && skip(i) === last + 1
            ? solution(tokens
                .slice(i, last + 1)
                .map((t) => t.text)
                .join(''))
            : undefined;
        if (other === undefined)
            return read;
        place(pointer, i, last, key);
        return other;
    };
    /** The attributes of the section `[\u2026]` at `open` (`[A, B(\u2026), C.D]`, `[method: A]`), or undefined when it is none. */
    const section = (open, chained = false) => {
        const close = pairs[open];
        // After a name, `.`, `)` or `]` a bracket indexes, except where it follows another attribute section.
        const before = tokens[open - 1];
        if (!op(close, ']') || before?.kind === 'name' || op(open - 1, '.') || op(open - 1, ')') || (op(open - 1, ']') && !chained))
            return undefined;
        const out = [];
        let j = open + 1;
        if (tokens[j]?.kind === 'name' && op(j + 1, ':'))
            j += 2;
        while (j < close) {
            if (tokens[j]?.kind !== 'name')
                return undefined;
            let last = j;
            while (op(last + 1, '.') && tokens[last + 2]?.kind === 'name')
                last += 2;
            const name = tokens[last].text.replace(/Attribute$/, '');
            const open_ = op(last + 1, '(') ? last + 1 : -1;
            out.push({ name, at: j, open: open_ });
            j = open_ === -1 ? last + 1 : pairs[open_] + 1;
            if (op(j, ','))
                j++;
            else if (j !== close)
                return undefined;
        }
        return out;
    };
    /** A call's arguments at `open`, each as its first token. */
    const args = (open) => {
        const out = [];
        for (let j = open + 1; j < pairs[open];) {
            out.push(j);
            j = skip(j);
            // `Name = value`: the value runs to the next comma.
            if (op(j, '='))
                j = skip(j + 1);
            if (op(j, ','))
                j++;
            else
                break;
        }
        return out;
    };
    /** The `[Description("\u2026")]` among attributes: its argument's index, or undefined. */
    const describedBy = (attributes) => {
        const found = attributes.find((a) => a.name === 'Description' && a.open !== -1);
        return found ? found.open + 1 : undefined;
    };
    /** The `(` of the parameters of the method declared at `declaration` (modifiers and return type, then its name), or -1. */
    const methodAt = (declaration) => {
        for (let j = declaration; j < tokens.length && j - declaration < 64; j++) {
            if (op(j, '('))
                return tokens[j - 1]?.kind === 'name' ? j : -1;
            if (op(j, '{') || op(j, ';') || op(j, '='))
                return -1;
            if (op(j, '['))
                j = pairs[j];
        }
        return -1;
    };
    /**
     * Whether the SDK counts a method as asynchronous, which it reads from the return type alone (an
     * `async void` method is not): `Task`, `ValueTask`, either with a type argument, or `IAsyncEnumerable<T>`.
     */
    const returnsTask = (declaration, method) => {
        let j = method - 1;
        if (op(j, '?'))
            j--;
        const generic = op(j, '>');
        if (generic) {
            for (let depth = 0; j >= declaration; j--) {
                if (op(j, '>'))
                    depth++;
                else if (op(j, '<') && --depth === 0)
                    break;
            }
            j--;
        }
        if (j < declaration || tokens[j].kind !== 'name')
            return false;
        const type = tokens[j].text;
        return type === 'Task' || type === 'ValueTask' || (generic && type === 'IAsyncEnumerable');
    };
    const tool = (attributes, toolAttribute, declaration, firstSection) => {
        const open = methodAt(declaration);
        if (open === -1) {
            unread.push({ start: tokens[toolAttribute.at].start, what: 'a tool registration' });
            return;
        }
        // The SDK reads the method only from a type it is handed: one marked [McpServerToolType] or named to it.
        const owner = registered && classOf(firstSection);
        if (owner && !owner.marked && !registered(owner.name)) {
            unread.push({ start: tokens[toolAttribute.at].start, what: `a tool registration (nothing seen hands the SDK the class ${owner.name})` });
            return;
        }
        const method = open - 1;
        const asynchronous = returnsTask(declaration, method);
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        const tool = {};
        const annotations = {};
        let nameAt = method;
        if (toolAttribute.open !== -1) {
            for (const arg of args(toolAttribute.open)) {
                if (tokens[arg].kind !== 'name' || !op(arg + 1, '='))
                    continue;
                const property = tokens[arg].text;
                if (property === 'Name' || property === 'Title') {
                    const key = property === 'Name' ? 'name' : 'title';
                    const read = value(arg + 2, (0,util_pointer/* joinPointer */.Kn)(pointer, key), arg);
                    if (typeof read === 'string') {
                        tool[key] = read;
                        if (key === 'name')
                            nameAt = resolve(arg + 2);
                    }
                    else if (key === 'name') {
                        unread.push({ start: tokens[arg + 2].start, what: 'a tool registration' });
                        return;
                    }
                    else
                        unread.push({ start: tokens[arg + 2].start, what: "the tool's title", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'title') });
                }
                else if (Object.hasOwn(HINTS, property)) {
                    const key = HINTS[property];
                    const read = value(arg + 2, (0,util_pointer/* joinPointer */.Kn)((0,util_pointer/* joinPointer */.Kn)(pointer, 'annotations'), key), arg);
                    if (typeof read === 'boolean')
                        annotations[key] = read;
                    else
                        unread.push({ start: tokens[arg + 2].start, what: `the tool's ${key}` });
                }
            }
        }
        if (tool.name === undefined)
            tool.name = defaultName(tokens[method].text, asynchronous, snake);
        const described = describedBy(attributes);
        if (described !== undefined) {
            const read = value(described, (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'));
            if (typeof read === 'string')
                tool.description = read;
            else
                unread.push({ start: tokens[described].start, what: "the tool's description", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'description') });
        }
        else if (docBetween(docs, firstSection === 0 ? 0 : tokens[firstSection - 1].end, tokens[firstSection].start)) {
            // The SDK's source generator can turn an XML doc comment into the description of a partial method.
            unread.push({
                start: tokens[firstSection].start,
                what: "the tool's description (from its XML doc comment)",
                pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'),
            });
        }
        if (Object.keys(annotations).length > 0)
            tool.annotations = annotations;
        tool.inputSchema = parameters(open, (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema'));
        place(pointer, firstSection, pairs[open]);
        place((0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema'), open, pairs[open]);
        if (nameAt === method)
            place((0,util_pointer/* joinPointer */.Kn)(pointer, 'name'), method, method);
        tools.push(tool);
        names.push(tokens[nameAt].start);
    };
    /**
     * `[McpServerPrompt(Name = \u2026, Title = \u2026)]` or `[McpServerResource(UriTemplate = \u2026, Name = \u2026, Title = \u2026,
     * MimeType = \u2026)]` on a method, with `[Description("\u2026")]`: a prompt (its parameters are its arguments) or a
     * resource (a template when its URI has `{parameters}`), for the security rules to read their texts.
     */
    const promptOrResource = (attributes, marked, declaration, firstSection) => {
        const open = methodAt(declaration);
        const isPrompt = marked.name === 'McpServerPrompt';
        const given = new Map();
        for (const arg of marked.open === -1 ? [] : args(marked.open))
            if (tokens[arg].kind === 'name' && op(arg + 1, '='))
                given.set(tokens[arg].text, arg);
        const uriArg = given.get('UriTemplate');
        // Peeked at without placing it: where it goes depends on whether it is a template.
        const uriAt = uriArg === undefined ? -1 : resolve(uriArg + 2);
        const uri = uriAt !== -1 && tokens[uriAt].kind === 'string' && skip(uriAt) === uriAt + 1 ? tokens[uriAt].text : undefined;
        const template = typeof uri === 'string' && uri.includes('{');
        const list = isPrompt ? prompts : template ? resourceTemplates : resources;
        const what = isPrompt ? 'prompt' : template ? 'resource template' : 'resource';
        if (open === -1 || (!isPrompt && typeof uri !== 'string')) {
            unread.push({ start: tokens[marked.at].start, what: `a ${what} registration` });
            return;
        }
        const pointer = (0,util_pointer/* joinPointer */.Kn)(isPrompt ? '/prompts' : template ? '/resourceTemplates' : '/resources', String(list.length));
        const item = {};
        if (!isPrompt && uriArg !== undefined)
            item[template ? 'uriTemplate' : 'uri'] = value(uriArg + 2, (0,util_pointer/* joinPointer */.Kn)(pointer, template ? 'uriTemplate' : 'uri'), uriArg);
        for (const [property, key] of [
            ['Name', 'name'],
            ['Title', 'title'],
            ['MimeType', 'mimeType'],
        ]) {
            const arg = given.get(property);
            if (arg === undefined)
                continue;
            const read = value(arg + 2, (0,util_pointer/* joinPointer */.Kn)(pointer, key), arg);
            if (typeof read === 'string')
                item[key] = read;
            else
                unread.push({ start: tokens[arg + 2].start, what: `the ${what}'s ${key}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, key) });
        }
        item.name ??= defaultName(tokens[open - 1].text, returnsTask(declaration, open - 1), snake);
        const described = describedBy(attributes);
        if (described !== undefined) {
            const read = value(described, (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'));
            if (typeof read === 'string')
                item.description = read;
            else
                unread.push({ start: tokens[described].start, what: `the ${what}'s description`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'description') });
        }
        if (isPrompt) {
            // Read as an input schema, then moved to the prompt's arguments: a prompt's arguments have no types.
            const scratch = (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema');
            const before = unread.length;
            const schema = parameters(open, scratch);
            (0,program/* dropArgumentTypes */.cv)(unread, before);
            item.arguments = (0,extracted/* argumentsFromSchema */.yg)(schema, scratch, pointer, spans, anchors);
        }
        place(pointer, firstSection, pairs[open]);
        list.push(item);
    };
    /**
     * Azure Functions' `[McpToolTrigger("name", "description")]` on a parameter of a function (the
     * Microsoft.Azure.Functions.Worker.Extensions.Mcp package): a tool of that name and description, whose
     * properties are the function's parameters marked `[McpToolProperty("name", "description", isRequired)]`,
     * typed by the parameter's type. Names and descriptions only when literal, same-file constants or `nameof(\u2026)`.
     */
    const azureTrigger = (trigger, at) => {
        let open = -1;
        for (let k = at - 1, steps = 0; k >= 0 && steps < 512; k--, steps++) {
            if (op(k, ')') || op(k, ']') || op(k, '}'))
                k = openers[k];
            else if (op(k, '(')) {
                open = k;
                break;
            }
            else if (op(k, '{') || op(k, ';'))
                break;
        }
        const given = trigger.open === -1 ? [] : args(trigger.open);
        if (open === -1 || tokens[open - 1]?.kind !== 'name' || given.length < 1 || op(given[0] + 1, '=')) {
            unread.push({ start: tokens[trigger.at].start, what: 'a tool registration' });
            return;
        }
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        // `nameof(GetWeather)` is the text of its last name.
        const nameOf = is(given[0], 'nameof') && op(given[0] + 1, '(') && skip(given[0]) === pairs[given[0] + 1] + 1 ? pairs[given[0] + 1] - 1 : -1;
        const nameAt = nameOf !== -1 && tokens[nameOf].kind === 'name' && (op(nameOf - 1, '(') || op(nameOf - 1, '.')) ? nameOf : -1;
        if (nameAt !== -1)
            place((0,util_pointer/* joinPointer */.Kn)(pointer, 'name'), nameAt, nameAt);
        const name = nameAt !== -1 ? tokens[nameAt].text : value(given[0], (0,util_pointer/* joinPointer */.Kn)(pointer, 'name'));
        if (typeof name !== 'string') {
            unread.push({ start: tokens[given[0]].start, what: 'a tool registration' });
            return;
        }
        const tool = { name };
        if (given.length > 1 && !op(given[1] + 1, '=')) {
            const read = value(given[1], (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'));
            if (typeof read === 'string')
                tool.description = read;
            else
                unread.push({ start: tokens[given[1]].start, what: "the tool's description", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'description') });
        }
        const schema = (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema');
        const properties = {};
        const required = [];
        for (const [from, to] of split(open)) {
            const attributes = [];
            for (let j = from; op(j, '[') && j < to; j = pairs[j] + 1)
                attributes.push(...(section(j, j > from) ?? []));
            const marked = attributes.find((a) => a.name === 'McpToolProperty');
            if (!marked)
                continue;
            const parts = marked.open === -1 ? [] : args(marked.open);
            const key = parts.length > 0 && !op(parts[0] + 1, '=') ? value(parts[0], '') : extracted/* UNKNOWN */.HV;
            if (typeof key !== 'string') {
                unread.push({ start: tokens[marked.at].start, what: 'a tool property' });
                continue;
            }
            const at = (0,util_pointer/* joinPointer */.Kn)((0,util_pointer/* joinPointer */.Kn)(schema, 'properties'), key);
            let typeStart = from;
            while (op(typeStart, '[') && typeStart < to)
                typeStart = pairs[typeStart] + 1;
            const property = typeSchema(tokens.slice(typeStart, to - 1)) ?? {};
            if (parts.length > 1 && !op(parts[1] + 1, '=')) {
                const read = value(parts[1], (0,util_pointer/* joinPointer */.Kn)(at, 'description'));
                if (typeof read === 'string')
                    property.description = read;
                else
                    unread.push({ start: tokens[parts[1]].start, what: `the description of parameter ${JSON.stringify(key)}` });
            }
            if (parts.length > 2 && value(parts[2], '') === true)
                required.push(key);
            spans.set(at, { value: [tokens[typeStart].start, tokens[to - 1].end], key: [tokens[parts[0]].start, tokens[parts[0]].end] });
            properties[key] = property;
        }
        tool.inputSchema = { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
        place(pointer, open, pairs[open]);
        place(schema, open, pairs[open]);
        tools.push(tool);
        names.push(tokens[nameAt !== -1 ? nameAt : resolve(given[0])].start);
    };
    /** The input schema of the parameter list at `open`. */
    const parameters = (open, schema) => {
        const properties = {};
        const required = [];
        for (const [from, to] of split(open)) {
            const attributes = [];
            let j = from;
            while (op(j, '[') && j < to) {
                attributes.push(...(section(j, j > from) ?? []));
                j = pairs[j] + 1;
            }
            while (tokens[j]?.kind === 'name' && ['this', 'ref', 'out', 'in', 'params', 'scoped', 'readonly'].includes(tokens[j].text))
                j++;
            let equals = -1;
            for (let k = j; k < to && equals === -1; k++)
                if (op(k, '='))
                    equals = k;
            const end = equals === -1 ? to : equals;
            const nameAt = end - 1;
            if (tokens[nameAt]?.kind !== 'name' || nameAt <= j)
                continue;
            const name = tokens[nameAt].text;
            const type = tokens.slice(j, nameAt);
            const base = type.find((t) => t.kind === 'name' && t.text !== 'System' && t.text !== 'Threading')?.text ?? '';
            if (INJECTED.has(base) || attributes.some((a) => a.name === 'FromServices' || a.name === 'FromKeyedServices'))
                continue;
            const at = (0,util_pointer/* joinPointer */.Kn)((0,util_pointer/* joinPointer */.Kn)(schema, 'properties'), name);
            const property = typeSchema(type);
            if (!property) {
                unread.push({ start: tokens[j].start, what: `the schema of parameter ${JSON.stringify(name)}` });
                continue;
            }
            spans.set(at, { value: [tokens[j].start, tokens[nameAt].end], key: [tokens[nameAt].start, tokens[nameAt].end] });
            const described = describedBy(attributes);
            if (described !== undefined) {
                const read = value(described, (0,util_pointer/* joinPointer */.Kn)(at, 'description'));
                if (typeof read === 'string')
                    property.description = read;
                else
                    unread.push({ start: tokens[described].start, what: `the description of parameter ${JSON.stringify(name)}` });
            }
            if (equals !== -1) {
                const read = value(equals + 1, (0,util_pointer/* joinPointer */.Kn)(at, 'default'));
                if (read !== extracted/* UNKNOWN */.HV)
                    property.default = read;
            }
            else
                required.push(name);
            properties[name] = property;
        }
        return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
    };
    const split = (open) => (0,source_tokens/* parameterSpans */.JS)(tokens, pairs, open);
    /** Each class (struct, record) with a body: its name, body and whether an attribute section before it marks it [McpServerToolType]. */
    const classes = [];
    if (registered) {
        for (let i = 0; i + 1 < tokens.length; i++) {
            if (!(is(i, 'class') || is(i, 'struct') || (is(i, 'record') && !is(i + 1, 'class') && !is(i + 1, 'struct'))) || tokens[i + 1].kind !== 'name')
                continue;
            let open = i + 2;
            while (open < tokens.length && !op(open, '{') && !op(open, ';') && !op(open, '}'))
                open = op(open, '(') || op(open, '[') ? pairs[open] + 1 : open + 1;
            if (!op(open, '{'))
                continue;
            let k = i - 1;
            while (tokens[k]?.kind === 'name' && extract_MODIFIERS.has(tokens[k].text))
                k--;
            let marked = false;
            for (; op(k, ']'); k = openers[k] - 1)
                marked ||= (section(openers[k], true) ?? []).some((a) => a.name === 'McpServerToolType');
            classes.push({ name: tokens[i + 1].text, open, close: pairs[open], marked });
        }
    }
    /** The innermost class whose body holds the token at `at`. */
    const classOf = (at) => {
        let found;
        for (const c of classes)
            if (c.open < at && at < c.close && (!found || c.open > found.open))
                found = c;
        return found;
    };
    for (let i = 0; i < tokens.length; i++) {
        if (is(i, 'McpServerTool') && op(i + 1, '.') && is(i + 2, 'Create') && op(i + 3, '(')) {
            unread.push({ start: tokens[i].start, what: 'a tool registration' });
            continue;
        }
        if (!op(i, '['))
            continue;
        const first = section(i);
        if (!first)
            continue;
        const attributes = [...first];
        let j = pairs[i] + 1;
        while (op(j, '[')) {
            const next = section(j, true);
            if (!next)
                break;
            attributes.push(...next);
            j = pairs[j] + 1;
        }
        const marked = attributes.find((a) => a.name === 'McpServerTool' || a.name === 'McpServerPrompt' || a.name === 'McpServerResource');
        const trigger = azure ? attributes.find((a) => a.name === 'McpToolTrigger') : undefined;
        if (trigger)
            azureTrigger(trigger, i);
        else if (marked?.name === 'McpServerTool')
            tool(attributes, marked, j, i);
        else if (marked)
            promptOrResource(attributes, marked, j, i);
        i = j - 1;
    }
    const out = { tools, prompts, resources, resourceTemplates, spans, names, unread, anchors };
    if (handlers)
        (0,handler_base/* readHandlerTools */.ij)({ tokens, pairs, registered: handlers, value, skip, resolve, place }, out);
    if (served)
        readPropertyTools({ tokens, pairs, served, value, skip, place }, out);
    if (listed || (text.includes('ListToolsResult') && (0,list_results/* sdkTypes */.yS)(text)))
        (0,list_results/* readListResults */.RG)({ tokens, pairs, value, skip, resolve, place }, out, listed);
    return { ...out, unread: unread.sort((a, b) => a.start - b.start) };
}
/** Whether a `///` comment ends within [from, to]: a binary search of their sorted ends. */
function docBetween(ends, from, to) {
    let low = 0;
    let high = ends.length;
    while (low < high) {
        const mid = (low + high) >>> 1;
        if (ends[mid] < from)
            low = mid + 1;
        else
            high = mid;
    }
    return low < ends.length && ends[low] <= to;
}
/** The schema of a parameter type of simple form (`string`, `int?`, `string[]`, `List<int>`), or undefined. */
function typeSchema(type) {
    const words = type.filter((t) => !(t.kind === 'op' && t.text === '?')).map((t) => t.text);
    // `System.String` reads as `String`.
    while (words[1] === '.' && (words[0] === 'System' || words[0] === 'Collections' || words[0] === 'Generic'))
        words.splice(0, 2);
    if (words.length === 1 && Object.hasOwn(TYPES, words[0]))
        return { type: TYPES[words[0]] };
    if (words.length === 3 && words[1] === '[' && words[2] === ']' && Object.hasOwn(TYPES, words[0]))
        return { type: 'array', items: { type: TYPES[words[0]] } };
    if (words.length === 4 && LISTS.has(words[0]) && words[1] === '<' && words[3] === '>' && Object.hasOwn(TYPES, words[2]))
        return { type: 'array', items: { type: TYPES[words[2]] } };
    return undefined;
}
/**
 * The name the SDK gives a tool, prompt or resource after its method (its `DeriveName`): less an `Async`
 * suffix when the method returns a task; then, since 0.3.0-preview.2, each run of characters other than
 * ASCII letters and digits made one `_`, `_` trimmed from both ends (the method's own name when nothing
 * is left), in .NET's snake_case: `GetWeatherAsync` \u2192 `get_weather`, `Get__HTTPStatus` \u2192 `get_http_status`.
 */
function defaultName(method, asynchronous, snake) {
    const name = asynchronous && method.endsWith('Async') && method.length > 5 ? method.slice(0, -5) : method;
    if (!snake)
        return name;
    const sanitized = name.replace(/[^0-9A-Za-z]+/g, '_').replace(/^_+|_+$/g, '');
    return snakeCaseLower(sanitized === '' ? method : sanitized);
}
/**
 * System.Text.Json's `JsonNamingPolicy.SnakeCaseLower`, by UTF-16 code unit and Unicode category as .NET
 * reads them: an uppercase letter after a lowercase letter, a digit or spaces starts a word, as does the
 * last of a run of capitals when a lowercase letter follows (`XMLReader` \u2192 `xml_reader`); spaces between
 * words become one `_`; any other character is kept and starts afresh.
 */
function snakeCaseLower(name) {
    let out = '';
    let state = 'start';
    for (let i = 0; i < name.length; i++) {
        const c = name[i];
        if (/\p{Lu}/u.test(c)) {
            if (state === 'lower' || state === 'space' || (state === 'upper' && /\p{Ll}/u.test(name[i + 1] ?? '')))
                out += '_';
            out += c.toLowerCase();
            state = 'upper';
        }
        else if (/[\p{Ll}\p{Nd}]/u.test(c)) {
            if (state === 'space')
                out += '_';
            out += c;
            state = 'lower';
        }
        else if (/\p{Zs}/u.test(c)) {
            if (state !== 'start')
                state = 'space';
        }
        else {
            out += c;
            state = 'start';
        }
    }
    return out;
}


/***/ }),

/***/ 2348:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Qs: () => (/* binding */ netHandlerFile),
/* harmony export */   ij: () => (/* binding */ readHandlerTools),
/* harmony export */   io: () => (/* binding */ netHandlerRegistered),
/* harmony export */   xs: () => (/* binding */ netHandlerVersions)
/* harmony export */ });
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6065);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7857);
/* harmony import */ var _registered_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5878);
/* harmony import */ var _tool_initializer_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4421);
/* harmony import */ var _tokens_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5848);





const NAMESPACE = 'ModelContextProtocol.NET.Server';
const VERSIONS = ['2024-11-05'];
/** A type of its own named as the library's `Tool`. */
const OWN_TOOL = /\b(?:class|struct|record|interface)[ \t\r\n]{1,16}Tool\b/;
const REGISTERED = new WeakMap();
/** Files told for one handler class at most. */
const MAX_AT = 8;
/** Words that may stand before a field's type. */
const MODIFIERS = new Set(['public', 'internal', 'private', 'protected', 'static', 'readonly', 'new', 'file']);
/** The library's `Tool`: its texts, and its schemas made from types at run time. */
const FIELDS = { texts: new Set(['Name', 'Description']), computed: new Set(['InputSchema', 'OutputSchema']) };
/** Whether the text is a ModelContextProtocol.NET tool handler's file: it names the library and derives its base. */
function netHandlerFile(text) {
    return text.includes(NAMESPACE) && text.includes('ToolHandlerBase') && !OWN_TOOL.test(text);
}
/** The protocol versions such a file's server speaks, and why. */
function netHandlerVersions(path) {
    return { versions: [...VERSIONS], from: `${path}: a ModelContextProtocol.NET tool handler; the library answers protocolVersion 2024-11-05` };
}
/** Whether the solution of the file at `path` registers the handler class `name` (`AddHandler<Name>()`, in code, not a comment). */
function netHandlerRegistered(name, path, workspace) {
    if (!workspace || path.startsWith('/') || path.split('/').includes('..'))
        return false;
    const root = (0,_registered_js__WEBPACK_IMPORTED_MODULE_1__/* .solutionOf */ .T4)(path, workspace);
    const roots = (0,_types_js__WEBPACK_IMPORTED_MODULE_0__/* .stableMap */ .EJ)(REGISTERED, workspace);
    let known = roots?.get(root);
    if (!known) {
        const found = new Map();
        for (const [at, text] of (0,_registered_js__WEBPACK_IMPORTED_MODULE_1__/* .solutionFiles */ .B0)(workspace, root)) {
            if (!text.includes('AddHandler'))
                continue;
            const { tokens } = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_2__/* .tokenizeCs */ .g)(text);
            for (let i = 0; i + 4 < tokens.length; i++) {
                if (!(name_(tokens[i], 'AddHandler') && op_(tokens[i + 1], '<') && tokens[i + 2].kind === 'name'))
                    continue;
                // `AddHandler<Ns.Handler>`: the simple name.
                let last = i + 2;
                while (op_(tokens[last + 1], '.') && tokens[last + 2]?.kind === 'name')
                    last += 2;
                if (!op_(tokens[last + 1], '>') || !op_(tokens[last + 2], '('))
                    continue;
                const files = found.get(tokens[last].text) ?? [];
                if (files.length < MAX_AT && !files.includes(at))
                    files.push(at);
                found.set(tokens[last].text, files);
            }
        }
        known = found;
        roots?.set(root, known);
    }
    const at = known.get(name);
    for (const other of at ?? [])
        if (other !== path)
            workspace.drawsOn?.(other);
    return at !== undefined;
}
/** Reads the file's registered handler classes' tools into `out`. */
function readHandlerTools(input, out) {
    const { tokens, pairs, registered, place } = input;
    const op = (i, v) => op_(tokens[i], v);
    const is = (i, v) => name_(tokens[i], v);
    for (let i = 0; i + 2 < tokens.length; i++) {
        if (!is(i, 'class') || tokens[i + 1].kind !== 'name')
            continue;
        const name = tokens[i + 1].text;
        // The header to the body: a primary constructor's parameters, then `: ToolHandlerBase<P>(\u2026)`.
        let open = i + 2;
        let base = -1;
        while (open < tokens.length && !op(open, '{') && !op(open, ';') && !op(open, '}')) {
            if (is(open, 'ToolHandlerBase') && op(open + 1, '<'))
                base = open;
            open = op(open, '(') || op(open, '[') ? pairs[open] + 1 : open + 1;
        }
        if (base === -1 || !op(open, '{') || !registered(name))
            continue;
        const close = pairs[open];
        // The argument handed to the base: the primary constructor's `ToolHandlerBase<P>(tool, \u2026)`, or a constructor's `: base(tool, \u2026)`.
        let handed;
        let after = base + 1;
        while (after < open && !op(after, '('))
            after++;
        if (op(after, '('))
            handed = firstArgument(after);
        const fields = new Map();
        for (let j = open + 1; j < close; j++) {
            if (is(j, 'base') && op(j + 1, '(') && op(j - 1, ':'))
                handed ??= firstArgument(j + 1);
            const init = toolField(j);
            if (init !== undefined)
                fields.set(tokens[j + 1].text, init);
            if (op(j, '{') || op(j, '(') || op(j, '['))
                j = pairs[j];
        }
        const literal = handed === undefined ? undefined : fields.get(handed);
        if (literal === undefined) {
            out.unread.push({ start: tokens[i + 1].start, what: 'a tool registration' });
            i = close;
            continue;
        }
        readTool(literal);
        i = close;
    }
    /** The name that is the whole first argument of the call whose `(` is at `paren`. */
    function firstArgument(paren) {
        const arg = paren + 1;
        return tokens[arg]?.kind === 'name' && (op(arg + 1, ',') || arg + 1 === pairs[paren]) ? tokens[arg].text : undefined;
    }
    /** At the type of a field `static readonly Tool f = new() { \u2026 };` (other modifiers around): the `{`, else undefined. */
    function toolField(j) {
        if (!is(j, 'Tool') || tokens[j + 1]?.kind !== 'name' || !op(j + 2, '=') || !is(j + 3, 'new'))
            return undefined;
        const modifiers = new Set();
        for (let k = j - 1; tokens[k]?.kind === 'name' && MODIFIERS.has(tokens[k].text); k--)
            modifiers.add(tokens[k].text);
        if (!modifiers.has('static') || !modifiers.has('readonly'))
            return undefined;
        const at = j + 3;
        const braces = op(at + 1, '(') && op(at + 2, ')') ? at + 3 : is(at + 1, 'Tool') ? (op(at + 2, '(') && op(at + 3, ')') ? at + 4 : at + 2) : -1;
        // The initializer is the field's whole value.
        return op(braces, '{') && op(pairs[braces] + 1, ';') ? braces : undefined;
    }
    function readTool(open) {
        const pointer = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_3__/* .joinPointer */ .Kn)('/tools', String(out.tools.length));
        const { tool, notKnown, nameAt } = (0,_tool_initializer_js__WEBPACK_IMPORTED_MODULE_4__/* .readToolInitializer */ .x)(input, open, pointer, FIELDS);
        if (typeof tool.name !== 'string' || nameAt === -1) {
            out.unread.push({ start: tokens[open].start, what: 'a tool registration' });
            return;
        }
        out.unread.push(...notKnown);
        tool.inputSchema = { type: 'object' };
        place(pointer, open, pairs[open]);
        out.tools.push(tool);
        out.names.push(tokens[nameAt].start);
    }
}
function op_(token, v) {
    return token?.kind === 'op' && token.text === v;
}
function name_(token, v) {
    return token?.kind === 'name' && token.text === v;
}


/***/ }),

/***/ 5729:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   RG: () => (/* binding */ readListResults),
/* harmony export */   Rn: () => (/* binding */ servedMembers),
/* harmony export */   yS: () => (/* binding */ sdkTypes)
/* harmony export */ });
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6065);
/* harmony import */ var _source_tokens_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7024);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7857);
/* harmony import */ var _registered_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(5878);
/* harmony import */ var _tool_initializer_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4421);
/* harmony import */ var _tokens_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5848);
/**
 * The tools a C# server over the official SDK lists itself: the `Tool` objects of a `ListToolsResult` it
 * makes, the answer a list handler gives (`.WithListToolsHandler((request, ct) => ValueTask.FromResult(new
 * ListToolsResult { Tools = [new Tool { Name = "echo", Description = "\u2026", InputSchema = \u2026 }] }))`). The
 * result's `Tools` is typed `IList<Tool>` of the SDK, so every `new Tool { \u2026 }` that reaches it is the SDK's.
 * One reaches it when it is
 *
 * - an item of a collection literal given as `Tools` (`[\u2026]`, `new[] {\u2026}`, `new Tool[] {\u2026}`, `new List<Tool> {\u2026}`);
 * - given to a local list that is `Tools`, by `list.Add(new Tool {\u2026})` or `list.AddRange(<literal>)` as a
 *   statement of the list's own block (in a branch or loop: not statically known), the list used no other way
 *   (a `Remove`, a call it is handed to, a reassignment: nothing of it is read);
 * - or an item of a static member's collection literal given so (`Tools = MaintenanceTools.All`,
 *   `tools.AddRange(MaintenanceTools.All)`, `[.. MaintenanceTools.All]`): `static IReadOnlyList<Tool> All { get; }
 *   = Build();`, a `static readonly` field, or `=> \u2026`, whose value is such a literal or a parameterless static
 *   method of the class returning one, and no code of the solution changing its list (`All.Clear()`,
 *   `Tools.All.Add(\u2026)`). A member of another file is read there, where its literal is written:
 *   the solution's files that make a `ListToolsResult` are searched for the members they hand it (registered.ts'
 *   bounded walk, remembered per solution folder).
 *
 * Each tool's name, title and description when literals (or same-file constants); its input schema, when set,
 * and its annotations are not statically known (the SDK's default schema is `{"type": "object"}`). A name
 * listed twice is read once, the second listed as not statically known. Anything else given as `Tools` or to
 * the list is listed as not statically known.
 */






/** Collection types a `new List<Tool> { \u2026 }` literal may be of. */
const LISTS = new Set(['List', 'Collection']);
const SERVED = new WeakMap();
/** The methods that change a list's items. */
const MUTATORS = new Set(['Add', 'AddRange', 'Insert', 'InsertRange', 'Remove', 'RemoveAll', 'RemoveAt', 'RemoveRange', 'Clear']);
/** `Owner.Member.Add(`: a static member's list changed, in any file. */
const CHANGED = /\b([A-Za-z_]\w{0,63})[ \t]{0,16}\.[ \t]{0,16}([A-Za-z_]\w{0,63})[ \t]{0,16}\.[ \t]{0,16}(?:Add|AddRange|Insert|InsertRange|Remove|RemoveAll|RemoveAt|RemoveRange|Clear)[ \t]{0,16}\(/g;
const MAX_AT = 8;
/** The SDK's `Tool`: its texts, and its schema and annotations made at run time. */
const FIELDS = { texts: new Set(['Name', 'Title', 'Description']), computed: new Set(['InputSchema', 'Annotations']) };
/** Words before `name =` that make it no declaration. */
const KEYWORDS = new Set(['return', 'new', 'in', 'out', 'ref', 'else', 'await', 'yield', 'case', 'is', 'as']);
/** A type of its own named as the SDK's: `class Tool`, `record ListToolsResult`. */
const OWN_TYPES = /\b(?:class|struct|record|interface)[ \t\r\n]{1,16}(?:Tool|ListToolsResult)\b/;
/** Whether the file's `Tool` and `ListToolsResult` are the SDK's: it names the SDK's namespace and declares neither itself. */
function sdkTypes(text) {
    return text.includes('ModelContextProtocol') && !OWN_TYPES.test(text);
}
const none = () => ({ tools: [], unread: [], members: [] });
/**
 * The static members of the classes the file `text` declares that a `ListToolsResult` of the solution of
 * `path` is given (`Class.Member`); undefined when none.
 */
function servedMembers(text, path, workspace) {
    if (!workspace || path.startsWith('/') || path.split('/').includes('..'))
        return undefined;
    const root = (0,_registered_js__WEBPACK_IMPORTED_MODULE_1__/* .solutionOf */ .T4)(path, workspace);
    const roots = (0,_types_js__WEBPACK_IMPORTED_MODULE_0__/* .stableMap */ .EJ)(SERVED, workspace);
    let all = roots?.get(root);
    if (!all) {
        const found = new Map();
        const changed = new Set();
        for (const [at, source] of (0,_registered_js__WEBPACK_IMPORTED_MODULE_1__/* .solutionFiles */ .B0)(workspace, root)) {
            for (const [, owner, member] of source.includes('.') ? source.matchAll(CHANGED) : [])
                changed.add(`${owner}.${member}`);
            if (!source.includes('ListToolsResult') || !sdkTypes(source))
                continue;
            for (const listed of listsOf(fileOf((0,_tokens_js__WEBPACK_IMPORTED_MODULE_2__/* .tokenizeCs */ .g)(source).tokens)))
                for (const member of listed.members) {
                    const files = found.get(member) ?? [];
                    if (files.length < MAX_AT && !files.includes(at))
                        files.push(at);
                    found.set(member, files);
                }
        }
        all = new Map([...found].map(([member, at]) => [member, { at, changed: changed.has(member) }]));
        roots?.set(root, all);
    }
    const mine = new Map([...all].filter(([member]) => new RegExp(`\\b(?:class|struct|record)[ \\t\\r\\n]{1,16}${member.slice(0, member.indexOf('.'))}\\b`).test(text)));
    // The files that hand the SDK this file's members: a change there re-checks this one.
    for (const { at } of mine.values())
        for (const file of at)
            if (file !== path)
                workspace.drawsOn?.(file);
    return mine.size > 0 ? mine : undefined;
}
/** Reads the tools the file's `ListToolsResult`s are given, and those of its static members `served` names, into `out`. */
function readListResults(input, out, served) {
    const { tokens, place } = input;
    const file = fileOf(tokens, input.pairs);
    const { pairs, op } = file;
    const listed = listsOf(file);
    const items = listed.flatMap((l) => l.tools);
    const unread = listed.flatMap((l) => l.unread);
    const wanted = new Set([...listed.flatMap((l) => l.members), ...(served?.keys() ?? [])]);
    for (const { name, open, close } of file.classes)
        for (const [member, init] of staticMembers(file, open, close)) {
            if (!wanted.has(`${name}.${member}`))
                continue;
            // A list some code adds to or removes from: what it holds when listed is not statically known.
            const literal = served?.get(`${name}.${member}`)?.changed || changedIn(file, name, member) ? undefined : literalOf(file, init, open, close);
            items.push(...(literal?.tools ?? []));
            unread.push(...(literal ? literal.unread : [init]));
        }
    for (const at of unread)
        out.unread.push({ start: tokens[at].start, what: 'a tool registration' });
    const read = new Map();
    for (const at of items.sort((a, b) => a - b)) {
        const open = op(at + 2, '{') ? at + 2 : at + 4;
        const pointer = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_3__/* .joinPointer */ .Kn)('/tools', String(out.tools.length));
        const { tool, notKnown, nameAt } = (0,_tool_initializer_js__WEBPACK_IMPORTED_MODULE_4__/* .readToolInitializer */ .x)(input, open, pointer, FIELDS);
        const name = tool.name;
        const earlier = typeof name === 'string' ? read.get(name) : undefined;
        if (typeof name !== 'string' || nameAt === -1 || earlier !== undefined) {
            const again = earlier === undefined ? '' : ` (named as tools[${earlier}], in another list)`;
            out.unread.push({ start: tokens[at].start, what: `a tool registration${again}` });
            continue;
        }
        read.set(name, out.tools.length);
        out.unread.push(...notKnown);
        tool.inputSchema = { type: 'object' };
        place(pointer, at, pairs[open]);
        out.tools.push(tool);
        out.names.push(tokens[nameAt].start);
    }
}
function fileOf(tokens, given) {
    const pairs = given ?? (0,_source_tokens_js__WEBPACK_IMPORTED_MODULE_5__/* .bracketPairs */ .WW)(tokens);
    const op = (i, v) => tokens[i]?.kind === 'op' && tokens[i].text === v;
    const is = (i, v) => tokens[i]?.kind === 'name' && tokens[i].text === v;
    const parent = new Int32Array(tokens.length).fill(-1);
    const stack = [];
    for (let j = 0; j < tokens.length; j++) {
        if (op(j, '}'))
            stack.pop();
        parent[j] = stack.length > 0 ? stack[stack.length - 1] : -1;
        if (op(j, '{'))
            stack.push(j);
    }
    const classes = [];
    for (let i = 0; i + 1 < tokens.length; i++) {
        if (!(is(i, 'class') || is(i, 'struct') || is(i, 'record')) || tokens[i + 1].kind !== 'name')
            continue;
        let open = i + 2;
        while (open < tokens.length && !op(open, '{') && !op(open, ';') && !op(open, '}'))
            open = op(open, '(') || op(open, '[') ? pairs[open] + 1 : open + 1;
        if (op(open, '{'))
            classes.push({ name: tokens[i + 1].text, open, close: pairs[open] });
    }
    return { tokens, pairs, parent, classes, op, is };
}
/** The innermost class around token `at`. */
function classAround(file, at) {
    let found;
    for (const c of file.classes)
        if (c.open < at && at < c.close && (!found || c.open > found.open))
            found = c;
    return found;
}
/** The index after the expression at `i`: at a `,`, `;` or a closing bracket at its depth (a lambda's `=>` kept in). */
function endOf(file, i) {
    const { tokens, pairs, op } = file;
    for (; i < tokens.length; i++) {
        if (op(i, '(') || op(i, '[') || op(i, '{'))
            i = pairs[i];
        else if (op(i, ')') || op(i, ']') || op(i, '}') || op(i, ',') || op(i, ';'))
            return i;
    }
    return i;
}
/** The `{` of a `new Tool { \u2026 }` / `new Tool() { \u2026 }` at `i`, or -1. */
function toolAt(file, i) {
    const { op, is } = file;
    if (!is(i, 'new') || !is(i + 1, 'Tool'))
        return -1;
    if (op(i + 2, '{'))
        return i + 2;
    return op(i + 2, '(') && op(i + 3, ')') && op(i + 4, '{') ? i + 4 : -1;
}
/** The static member `A.B.Member` or `Member` spanning [i, end) names, as `Class.Member` (an unqualified one of the class around it, if it declares it). */
function memberAt(file, i, end) {
    const { tokens, op } = file;
    if (tokens[i]?.kind !== 'name')
        return undefined;
    let last = i;
    while (last + 2 < end && op(last + 1, '.') && tokens[last + 2]?.kind === 'name')
        last += 2;
    if (last + 1 !== end)
        return undefined;
    const name = tokens[last].text;
    if (last > i)
        return `${tokens[last - 2].text}.${name}`;
    // Unqualified: a static member of the class around it, not a parameter or local.
    const around = classAround(file, i);
    return around && staticMembers(file, around.open, around.close).has(name) ? `${around.name}.${name}` : undefined;
}
/**
 * The items of the collection literal spanning [i, end): the `new Tool {\u2026}` read, what else is given, the
 * members spread (`.. Tools.All`); undefined when it is no collection literal.
 */
function collection(file, i, end) {
    const { pairs, op, is } = file;
    let open = -1;
    if (op(i, '[') && pairs[i] + 1 === end)
        open = i;
    else if (is(i, 'new') && op(i + 1, '[') && op(i + 2, ']') && op(i + 3, '{'))
        open = i + 3;
    else if (is(i, 'new') && is(i + 1, 'Tool') && op(i + 2, '[') && op(i + 3, ']') && op(i + 4, '{'))
        open = i + 4;
    else if (listOfTools(file, i)) {
        const after = op(i + 5, '(') && op(i + 6, ')') ? i + 7 : i + 5;
        // `new List<Tool>()`: empty.
        if (after === end)
            return none();
        open = op(after, '{') ? after : -1;
    }
    if (open === -1 || pairs[open] + 1 !== end)
        return undefined;
    const out = none();
    for (let j = open + 1; j < pairs[open];) {
        const stop = endOf(file, j);
        if (stop === j)
            break;
        const tool = toolAt(file, j);
        const spread = op(j, '.') && op(j + 1, '.') ? memberAt(file, j + 2, stop) : undefined;
        if (tool !== -1 && pairs[tool] + 1 === stop)
            out.tools.push(j);
        else if (spread !== undefined)
            out.members.push(spread);
        else
            out.unread.push(j);
        j = op(stop, ',') ? stop + 1 : stop;
    }
    return out;
}
/** `new List<Tool>` at `i`. */
function listOfTools(file, i) {
    const { tokens, op, is } = file;
    return is(i, 'new') && LISTS.has(tokens[i + 1]?.text) && op(i + 2, '<') && is(i + 3, 'Tool') && op(i + 4, '>');
}
/** Each `new ListToolsResult { \u2026 Tools = \u2026 }` of the file: what reaches its `Tools`. */
function listsOf(file) {
    const { tokens, pairs, op, is } = file;
    const out = [];
    for (let i = 0; i + 2 < tokens.length; i++) {
        if (!is(i, 'new') || !is(i + 1, 'ListToolsResult'))
            continue;
        const open = op(i + 2, '{') ? i + 2 : op(i + 2, '(') && op(i + 3, ')') && op(i + 4, '{') ? i + 4 : -1;
        for (let j = open + 1; open !== -1 && j < pairs[open] && tokens[j].kind === 'name' && op(j + 1, '=');) {
            const end = endOf(file, j + 2);
            if (is(j, 'Tools'))
                out.push(given(file, j + 2, end, i));
            j = op(end, ',') ? end + 1 : end;
        }
    }
    return out;
}
/** What the expression [i, end) given as `Tools` to the result made at `at` holds. */
function given(file, i, end, at) {
    const literal = collection(file, i, end);
    if (literal)
        return literal;
    const local = end === i + 1 && file.tokens[i].kind === 'name' ? declaration(file, file.tokens[i].text, at) : -1;
    if (local !== -1)
        return localList(file, local, at);
    const member = memberAt(file, i, end);
    return member === undefined ? { ...none(), unread: [i] } : { ...none(), members: [member] };
}
/** The declaration (`var name = \u2026`, `List<Tool> name = \u2026`) of the local `name` in a block around `at` and before it: the name's index, or -1. */
function declaration(file, name, at) {
    const { tokens, pairs, parent, op, is } = file;
    for (let j = at - 1; j > 0; j--) {
        if (!is(j, name) || !op(j + 1, '=') || op(j + 2, '=') || op(j + 2, '>'))
            continue;
        const before = tokens[j - 1];
        const typed = op(j - 1, '>') || op(j - 1, ']') || (before?.kind === 'name' && !KEYWORDS.has(before.text));
        const block = parent[j];
        if (typed && block !== -1 && pairs[block] > at)
            return j;
    }
    return -1;
}
/**
 * The local list declared at `declared` and given as `Tools` at `at`: an empty or literal collection, then
 * given tools by `Add` and `AddRange` statements, used no other way (else nothing of it is known).
 */
function localList(file, declared, at) {
    const { tokens, pairs, parent, op, is } = file;
    const name = tokens[declared].text;
    const block = parent[declared];
    const initEnd = endOf(file, declared + 2);
    const out = collection(file, declared + 2, initEnd) ?? none();
    if (out.tools.length + out.unread.length + out.members.length === 0 && !(listOfTools(file, declared + 2) && initEnd === declared + 7)) {
        // `new List<Tool>(capacity)`: its argument may be another collection, whose tools are not known.
        if (!listOfTools(file, declared + 2) || !op(declared + 7, '(') || pairs[declared + 7] + 1 !== initEnd)
            return { ...none(), unread: [declared + 2] };
        out.unread.push(declared + 7);
    }
    for (let j = declared + 1; j < pairs[block]; j++) {
        if (!is(j, name) || op(j - 1, '.'))
            continue;
        // `Tools = list` of the result itself.
        if (op(j - 1, '=') && is(j - 2, 'Tools') && j > at)
            continue;
        const method = op(j + 1, '.') && (is(j + 2, 'Add') || is(j + 2, 'AddRange')) && op(j + 3, '(') ? tokens[j + 2].text : undefined;
        if (!method)
            return { ...none(), unread: [at] };
        const arg = j + 4;
        const argEnd = pairs[j + 3];
        // A statement of the list's own block: `list.Add(\u2026);`.
        const statement = parent[j] === block && op(argEnd + 1, ';') && (op(j - 1, ';') || op(j - 1, '{') || op(j - 1, '}'));
        const items = method === 'Add' ? undefined : collection(file, arg, argEnd);
        const member = method === 'Add' || items ? undefined : memberAt(file, arg, argEnd);
        const tool = toolAt(file, arg);
        if (!statement)
            out.unread.push(arg);
        else if (method === 'Add' && tool !== -1 && pairs[tool] + 1 === argEnd)
            out.tools.push(arg);
        else if (items) {
            out.tools.push(...items.tools);
            out.unread.push(...items.unread);
            out.members.push(...items.members);
        }
        else if (member !== undefined && !(argEnd === arg + 1 && declaration(file, tokens[arg].text, j) !== -1))
            out.members.push(member);
        else
            out.unread.push(arg);
        j = argEnd;
    }
    return out;
}
/**
 * The class body's static members that keep one value: `static T Name { get; } = init;`, `static T Name =>
 * init;`, `static readonly T Name = init;`. Each by its name, with its value's first token.
 */
function staticMembers(file, open, close) {
    const { tokens, pairs, op, is } = file;
    const out = new Map();
    let start = open + 1;
    for (let j = open + 1; j < close; j++) {
        if (op(j, '{') || op(j, ';')) {
            // A body (a method's, a nested type's, an accessor list's): skipped, the next member after it.
            if (op(j, '{'))
                j = pairs[j];
            start = j + 1;
            continue;
        }
        if (tokens[j].kind !== 'name' || !tokens.slice(start, j).some((t) => t.kind === 'name' && t.text === 'static'))
            continue;
        const name = tokens[j].text;
        const readonly = tokens.slice(start, j).some((t) => t.kind === 'name' && t.text === 'readonly');
        let init = -1;
        // `{ get; } = init;`: a getter alone, no setter.
        if (op(j + 1, '{') && is(j + 2, 'get') && op(j + 3, ';') && op(j + 4, '}') && op(j + 5, '='))
            init = j + 6;
        else if (op(j + 1, '=') && op(j + 2, '>'))
            init = j + 3;
        else if (op(j + 1, '=') && readonly)
            init = j + 2;
        if (init === -1)
            continue;
        out.set(name, init);
        j = endOf(file, init);
        start = j + 1;
    }
    return out;
}
/** Whether the file changes the list of `owner`'s member (`Member.Add(\u2026)` in it, `Owner.Member.Remove(\u2026)`). */
function changedIn(file, owner, member) {
    const { tokens, op, is } = file;
    for (let j = 0; j + 3 < tokens.length; j++)
        if (is(j, member) && op(j + 1, '.') && MUTATORS.has(tokens[j + 2].text) && op(j + 3, '(') && (!op(j - 1, '.') || is(j - 2, owner)))
            return true;
    return false;
}
/**
 * The collection literal a member's value at `init` is, directly or returned by a parameterless static method
 * of the class [open, close] it calls (`Build()`, `=> new[] { \u2026 }` or `{ return new[] { \u2026 }; }`).
 */
function literalOf(file, init, open, close) {
    const { tokens, pairs, op, is } = file;
    const end = endOf(file, init);
    const direct = collection(file, init, end);
    if (direct || !(tokens[init]?.kind === 'name' && op(init + 1, '(') && op(init + 2, ')') && init + 3 === end))
        return direct;
    const method = tokens[init].text;
    let found;
    for (let j = open + 1; j < close; j++) {
        if (!is(j, method) || !op(j + 1, '(') || !op(j + 2, ')') || j === init)
            continue;
        let first = j - 1;
        while (first > open && !op(first, ';') && !op(first, '{') && !op(first, '}'))
            first--;
        if (!tokens.slice(first + 1, j).some((t) => t.kind === 'name' && t.text === 'static'))
            continue;
        let body = -1;
        if (op(j + 3, '=') && op(j + 4, '>'))
            body = j + 5;
        else if (op(j + 3, '{') && is(j + 4, 'return') && op(endOf(file, j + 5), ';') && endOf(file, j + 5) + 1 === pairs[j + 3])
            body = j + 5;
        if (body === -1)
            continue;
        if (found)
            return undefined;
        found = collection(file, body, endOf(file, body));
        if (!found)
            return undefined;
    }
    return found;
}


/***/ }),

/***/ 5878:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   B0: () => (/* binding */ solutionFiles),
/* harmony export */   T4: () => (/* binding */ solutionOf),
/* harmony export */   n_: () => (/* binding */ registeredClass)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7857);
/**
 * The classes a C# repository registers `[McpServerTool]` methods from, as far as its text shows. The SDK
 * reads a tool method only from a type it is handed: `WithToolsFromAssembly()` scans the types marked
 * `[McpServerToolType]`, `WithTools<T>()` and `WithTools(typeof(T), \u2026)` take the types named, marked or
 * not. A class marked in the tool's own file needs no search (extract.ts); for any other, the C# files
 * under the solution's folder (the nearest at or above the file with a `.sln`, `.slnx` or `.git`, else its
 * project's, else its own) are searched for a part of the class marked elsewhere (`partial`), or for its name in
 * `WithTools<\u2026>` or in a `typeof(\u2026)` of a file that calls `WithTools(`. Bounded in files and bytes, and
 * remembered per solution folder of a stable workspace: the answer depends on the repository alone.
 */

/** `WithTools<Ns.Tools>`: the type named. */
const WITH_TOOLS_TYPE = /\bWithTools[ \t\r\n]{0,16}<[ \t\r\n]{0,16}([\w.:]{1,300})[ \t\r\n]{0,16}>/g;
/** `typeof(Ns.Tools)` in a file that calls `WithTools(`: a type it may hand the SDK. */
const TYPE_OF = /\btypeof[ \t\r\n]{0,16}\([ \t\r\n]{0,16}([\w.:]{1,300})[ \t\r\n]{0,16}\)/g;
/** `[McpServerToolType] public static partial class Tools`: the class marked, within a bounded window. */
const MARKED = /\bMcpServerToolType(?:Attribute)?\b[^{;]{0,1000}?\b(?:class|struct|record)[ \t\r\n]{1,16}(\w{1,300})/g;
const SKIPPED = new Set(['bin', 'obj', 'node_modules', 'packages', 'artifacts']);
const MAX_DEPTH = 12;
const MAX_LISTED = 2000;
const MAX_FILES = 4000;
const MAX_FILE = 1 << 20;
const MAX_TOTAL = 64 << 20;
const MAX_UP = 12;
const KNOWN = new WeakMap();
/** Files told for one class at most. */
const MAX_AT = 8;
/** Whether the solution of the file at `path` is seen to register the class named `name` (its simple name) as a tool type. */
function registeredClass(name, path, workspace) {
    if (!workspace || path.startsWith('/') || path.split('/').includes('..'))
        return false;
    const root = solutionOf(path, workspace);
    const roots = (0,_types_js__WEBPACK_IMPORTED_MODULE_0__/* .stableMap */ .EJ)(KNOWN, workspace);
    let known = roots?.get(root);
    if (!known) {
        known = search(workspace, root);
        roots?.set(root, known);
    }
    const at = known.get(name);
    // The files that mark or name the class: a change there re-checks this one (runner/dependents.ts).
    for (const other of at ?? [])
        if (other !== path)
            workspace.drawsOn?.(other);
    return at !== undefined;
}
/** The nearest folder at or above the file with a solution file or `.git`, else the nearest with a project file, else the file's own. */
function solutionOf(path, workspace) {
    const segments = path.split('/').slice(0, -1);
    let project;
    for (let depth = segments.length; depth >= Math.max(0, segments.length - MAX_UP); depth--) {
        const folder = segments.slice(0, depth).join('/');
        const names = workspace.list(folder, MAX_LISTED) ?? [];
        if (names.some((n) => n === '.git' || n.endsWith('.sln') || n.endsWith('.slnx')))
            return folder;
        if (project === undefined && names.some((n) => n.endsWith('.csproj')))
            project = folder;
    }
    return project ?? segments.join('/');
}
/** Each class the solution marks or hands the SDK, with the files that do (at most MAX_AT). */
function search(workspace, root) {
    const found = new Map();
    const add = (pattern, text, path) => {
        for (const match of text.matchAll(pattern)) {
            const name = match[1].slice(match[1].lastIndexOf('.') + 1).replace(/^.*:/, '');
            const at = found.get(name) ?? [];
            if (at.length < MAX_AT && !at.includes(path))
                at.push(path);
            found.set(name, at);
        }
    };
    for (const [path, text] of solutionFiles(workspace, root)) {
        if (text.includes('McpServerToolType'))
            add(MARKED, text, path);
        if (text.includes('WithTools')) {
            add(WITH_TOOLS_TYPE, text, path);
            if (text.includes('WithTools('))
                add(TYPE_OF, text, path);
        }
    }
    return found;
}
/** The C# files under the solution folder `root` (no `bin`, `obj`, hidden folders), each's path and text: bounded in files and bytes. */
function* solutionFiles(workspace, root) {
    let files = 0;
    let total = 0;
    const walk = function* (dir, depth) {
        for (const entry of workspace.list(dir, MAX_LISTED) ?? []) {
            const path = dir === '' ? entry : `${dir}/${entry}`;
            const kind = workspace.kind(path);
            if (kind === 'directory' && depth < MAX_DEPTH && !entry.startsWith('.') && !SKIPPED.has(entry))
                yield* walk(path, depth + 1);
            else if (kind === 'file' && entry.endsWith('.cs') && files++ < MAX_FILES) {
                const bytes = workspace.head(path, MAX_FILE);
                if (!bytes || (total += bytes.length) > MAX_TOTAL)
                    continue;
                yield [path, new TextDecoder().decode(bytes)];
            }
        }
    };
    yield* walk(root, 0);
}


/***/ }),

/***/ 5848:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   g: () => (/* binding */ tokenizeCs)
/* harmony export */ });
/* harmony import */ var _source_tokens_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7024);
/**
 * C#'s tokens, as far as reading tool attributes needs: identifiers, numbers, strings (regular, verbatim
 * `@"\u2026"`, raw `"""\u2026"""`, interpolated `$"\u2026"`), character literals, operators. Comments and preprocessor
 * lines are dropped (comments go to `comments` when it is given); where an XML doc comment (`///`) ends is kept. One pass, linear in the text; an
 * unterminated string ends at its line (regular) or the file (verbatim, raw) and the scan goes on.
 */

const NAME_START = /[A-Za-z_\u0080-\uffff]/;
const NAME_PART = /[A-Za-z0-9_\u0080-\uffff]/;
const SIMPLE = {
    n: '\n',
    t: '\t',
    r: '\r',
    '\\': '\\',
    "'": "'",
    '"': '"',
    '0': '\0',
    a: '\x07',
    b: '\b',
    f: '\f',
    v: '\v',
    e: '\x1b',
};
function tokenizeCs(text, comments) {
    const tokens = [];
    const docs = [];
    let i = 0;
    let lineStart = true;
    while (i < text.length) {
        const c = text[i];
        if (c === '\n') {
            lineStart = true;
            i++;
            continue;
        }
        if (c === ' ' || c === '\t' || c === '\r') {
            i++;
            continue;
        }
        const atLineStart = lineStart;
        lineStart = false;
        if (c === '#' && atLineStart) {
            while (i < text.length && text[i] !== '\n')
                i++;
        }
        else if (c === '/' && (text[i + 1] === '/' || text[i + 1] === '*')) {
            const doc = text.startsWith('///', i);
            i = (0,_source_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .commentAt */ .tn)(text, i, comments);
            if (doc)
                docs.push(i);
        }
        else if (c === '@' && NAME_START.test(text[i + 1] ?? '')) {
            // `@class`: a keyword used as a name.
            const start = i;
            i++;
            while (i < text.length && NAME_PART.test(text[i]))
                i++;
            tokens.push({ kind: 'name', start, end: i, text: text.slice(start + 1, i) });
        }
        else if (NAME_START.test(c)) {
            const start = i;
            while (i < text.length && NAME_PART.test(text[i]))
                i++;
            tokens.push({ kind: 'name', start, end: i, text: text.slice(start, i) });
        }
        else if (c === '"' || ((c === '@' || c === '$') && /^[@$]{0,3}"/.test(text.slice(i, i + 4)))) {
            const token = stringAt(text, i);
            tokens.push(token);
            i = token.end;
        }
        else {
            const token = (0,_source_tokens_js__WEBPACK_IMPORTED_MODULE_0__/* .plainToken */ .ik)(text, i);
            tokens.push(token);
            i = token.end;
        }
    }
    return { tokens, docs };
}
/** The string at `start`: its prefix (`@`, `$`, `$@`, `@$`, `$$`\u2026) and body. */
function stringAt(text, start) {
    let i = start;
    let verbatim = false;
    let dollars = 0;
    while (text[i] === '@' || text[i] === '$') {
        if (text[i] === '@')
            verbatim = true;
        else
            dollars++;
        i++;
    }
    if (text.startsWith('"""', i))
        return raw(text, start, i, dollars);
    return verbatim ? verbatimString(text, start, i + 1, dollars > 0) : regular(text, start, i + 1, dollars > 0);
}
/** `"\u2026"` with escapes, `$"\u2026"` too; it ends at its line. */
function regular(text, start, body, interpolated) {
    let value = '';
    const anchors = [[0, body]];
    let holes = false;
    let i = body;
    let depth = 0;
    while (i < text.length && text[i] !== '\n') {
        const c = text[i];
        if (interpolated && c === '{' && depth === 0 && text[i + 1] === '{') {
            value += '{';
            i += 2;
            anchors.push([value.length, i]);
        }
        else if (interpolated && c === '}' && depth === 0 && text[i + 1] === '}') {
            value += '}';
            i += 2;
            anchors.push([value.length, i]);
        }
        else if (interpolated && c === '{') {
            holes = true;
            depth++;
            i++;
        }
        else if (interpolated && c === '}' && depth > 0) {
            depth--;
            i++;
        }
        else if (c === '"' && depth === 0) {
            return { kind: 'string', start, end: i + 1, text: holes ? undefined : value, anchors };
        }
        else if (c === '\\') {
            const [written, length] = readEscape(text, i);
            value += written;
            i += length;
            anchors.push([value.length, i]);
        }
        else {
            value += c;
            i++;
        }
    }
    return { kind: 'string', start, end: i, text: undefined };
}
/** One escape at `i`: what it writes and how long it is. */
function readEscape(text, i) {
    const next = text[i + 1];
    if (next === undefined || next === '\n')
        return ['', 1];
    const hex = next === 'u' ? 4 : next === 'U' ? 8 : 0;
    if (hex > 0) {
        const digits = text.slice(i + 2, i + 2 + hex);
        if (digits.length === hex && /^[0-9A-Fa-f]+$/.test(digits)) {
            const code = Number.parseInt(digits, 16);
            return [code <= 0x10ffff ? String.fromCodePoint(code) : '', 2 + hex];
        }
        return [next, 2];
    }
    if (next === 'x') {
        // One to four hex digits, as many as are written.
        const digits = /^[0-9A-Fa-f]{1,4}/.exec(text.slice(i + 2, i + 6))?.[0] ?? '';
        return digits ? [String.fromCharCode(Number.parseInt(digits, 16)), 2 + digits.length] : ['x', 2];
    }
    return [SIMPLE[next] ?? next, 2];
}
/** `@"\u2026"`: `""` is a quote, anything else as written, over lines. */
function verbatimString(text, start, body, interpolated) {
    let value = '';
    const anchors = [[0, body]];
    let holes = false;
    for (let i = body; i < text.length;) {
        const c = text[i];
        if (c === '"' && text[i + 1] === '"') {
            value += '"';
            i += 2;
            anchors.push([value.length, i]);
        }
        else if (c === '"')
            return { kind: 'string', start, end: i + 1, text: holes ? undefined : value, anchors };
        else {
            if (interpolated && c === '{') {
                if (text[i + 1] === '{') {
                    value += '{';
                    i += 2;
                    anchors.push([value.length, i]);
                    continue;
                }
                holes = true;
            }
            value += c;
            i++;
        }
    }
    return { kind: 'string', start, end: text.length, text: undefined };
}
/**
 * `"""\u2026"""` (three quotes or more). On one line its body is as written; over lines, the body is the
 * lines between the opening and closing lines, less the closing line's indentation.
 */
function raw(text, start, quotes, dollars) {
    let n = 0;
    while (text[quotes + n] === '"')
        n++;
    const fence = '"'.repeat(n);
    const body = quotes + n;
    const close = text.indexOf(fence, body);
    if (close === -1)
        return { kind: 'string', start, end: text.length, text: undefined };
    let end = close + n;
    while (text[end] === '"')
        end++;
    const inside = text.slice(body, close);
    const holes = dollars > 0 && inside.includes('{'.repeat(dollars));
    const firstBreak = inside.indexOf('\n');
    if (firstBreak === -1 || inside.slice(0, firstBreak).trim() !== '') {
        return { kind: 'string', start, end, text: holes ? undefined : inside, anchors: [[0, body]] };
    }
    const lastBreak = inside.lastIndexOf('\n');
    const indent = inside.slice(lastBreak + 1);
    if (indent.trim() !== '')
        return { kind: 'string', start, end, text: undefined };
    const anchors = [];
    const lines = [];
    let index = 0;
    let at = body + firstBreak + 1;
    for (const line of inside.slice(firstBreak + 1, lastBreak).split('\n')) {
        const kept = line.startsWith(indent) ? indent.length : line.length - line.trimStart().length;
        const written = line.slice(kept).replace(/\r$/, '');
        anchors.push([index, at + kept]);
        lines.push(written);
        index += written.length + 1;
        at += line.length + 1;
    }
    return { kind: 'string', start, end, text: holes ? undefined : lines.join('\n'), anchors };
}


/***/ }),

/***/ 4421:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   x: () => (/* binding */ readToolInitializer)
/* harmony export */ });
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6065);
/**
 * The fields of a C# `Tool` object initializer (`new Tool { Name = "echo", Description = "\u2026", InputSchema = \u2026 }`),
 * as the official SDK's `ListToolsResult` readers (list-results.ts) and ModelContextProtocol.NET's handler
 * readers (handler-base.ts) both write it: each text field read when a literal (or a same-file constant), else
 * listed as not statically known, and each field whose value is made at run time (an input schema) listed so.
 * The reading stops at the first member that is no `Field = value` assignment.
 */

/** Reads the initializer whose `{` is at `open` as the tool at `pointer`. */
function readToolInitializer(input, open, pointer, fields) {
    const { tokens, pairs, value, skip, resolve } = input;
    const op = (i, v) => tokens[i]?.kind === 'op' && tokens[i].text === v;
    const out = { tool: {}, notKnown: [], nameAt: -1 };
    for (let j = open + 1; j < pairs[open];) {
        if (tokens[j].kind !== 'name' || !op(j + 1, '='))
            break;
        const field = tokens[j].text;
        const key = field.charAt(0).toLowerCase() + field.slice(1);
        const at = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_0__/* .joinPointer */ .Kn)(pointer, key);
        if (fields.texts.has(field)) {
            const text = value(j + 2, at, j);
            if (typeof text === 'string')
                out.tool[key] = text;
            else
                out.notKnown.push({ start: tokens[j + 2].start, what: `the tool's ${key}`, pointer: at });
            if (field === 'Name' && typeof text === 'string')
                out.nameAt = resolve(j + 2);
        }
        else if (fields.computed.has(field))
            out.notKnown.push({ start: tokens[j + 2].start, what: `the tool's ${key}`, pointer: at });
        j = skip(j + 2);
        if (op(j, ','))
            j++;
    }
    return out;
}


/***/ }),

/***/ 571:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Z: () => (/* binding */ goReading),
  r: () => (/* binding */ readGoFile)
});

// EXTERNAL MODULE: ./src/formats/rust-source/crate.ts
var crate = __webpack_require__(8276);
// EXTERNAL MODULE: ./src/formats/source/tokens.ts
var source_tokens = __webpack_require__(7024);
// EXTERNAL MODULE: ./src/formats/go-source/functions.ts
var go_source_functions = __webpack_require__(206);
;// CONCATENATED MODULE: ./src/formats/go-source/added-lists.ts
/**
 * mark3labs/mcp-go's `s.AddTools(tools...)`: the server tools it registers, each traced to where its tool is
 * written, so that a registration of tools made at run time is listed as not statically known (a tool written
 * with `mcp.NewTool(\u2026)` or `mcp.Tool{\u2026}` is read wherever it is, extract.ts). An argument is traced through:
 * a `server.ServerTool{Tool: \u2026}` literal (its `Tool` field) or a slice literal of them (each item's); a
 * spread `name...` of a variable of the function (or of the package) to each value it is given (`:=`, `=`,
 * `var`; `make(\u2026)` and `nil` give none) and each item an `append(name, \u2026)` adds; a call of a function of the
 * file to what its `return`s give; any other call (`pkg.F()`, `x.Tools()`) to the callee's body, where a
 * reader must read its tool or which must return such a list (added-calls.ts). A parameter, a loop's
 * variable, or any other expression is not traced: the registration is listed. Bounded: MAX_DEPTH steps.
 */

const MAX_DEPTH = 8;
/** Go ends a statement at a line's end after these (its automatic semicolons). */
const ENDS_LINE = new Set([')', ']', '}', '...']);
/** Whether the file registers mcp-go server tools: it imports mcp-go's server package. */
function importsMcpGoServer(text) {
    return text.includes('"github.com/mark3labs/mcp-go/server"');
}
/** The sources of the tools the `AddTools` call whose name is at `at` registers. */
function addToolsSources(text, tokens, pairs, openers, at) {
    return tracer(text, tokens, pairs, openers, (source, end) => {
        for (const [from, stop] of argumentsOf(tokens, pairs, at + 1, end))
            source(from, stop);
    });
}
/** The sources of the server tools the function whose body's `{` is at `body` returns (`return []server.ServerTool{\u2026}`). */
function returnedSources(text, tokens, pairs, openers, body) {
    return tracer(text, tokens, pairs, openers, (source, end) => {
        for (let j = body + 1; j < pairs[body]; j++)
            if (tokens[j].kind === 'name' && tokens[j].text === 'return')
                source(j + 1, end(j + 1));
    });
}
/** The sources of what `start` hands its `source` (an expression's first token and the index after it), traced. */
function tracer(text, tokens, pairs, openers, start) {
    const { op, is } = (0,go_source_functions/* reader */.wA)(tokens);
    const out = [];
    /** The index after the expression at `i`: at a `,`, `:`, `=`, `:=`, a closing bracket, or the end of its line. */
    const end = (i) => {
        for (let j = i; j < tokens.length; j++) {
            const t = tokens[j];
            if (t.kind === 'op' && (t.text === '(' || t.text === '[' || t.text === '{'))
                j = pairs[j];
            else if (t.kind === 'op' && [')', ']', '}', ',', ':', ':=', '='].includes(t.text))
                return j;
            const last = tokens[j];
            const next = tokens[j + 1];
            const closes = last.kind !== 'op' || ENDS_LINE.has(last.text);
            if (!next || (closes && text.slice(last.end, next.start).includes('\n')))
                return j + 1;
        }
        return tokens.length;
    };
    /** The top-level function body (`{`) holding token `i`, or -1. */
    const functionOf = (i) => {
        let body = -1;
        for (let j = 0, depth = 0; j < i; j++) {
            if (is(j, 'func') && depth === 0) {
                for (let k = j + 1; k < i; k++) {
                    if (op(k, '(') || op(k, '['))
                        k = pairs[k];
                    else if (op(k, '{') && !is(k - 1, 'interface') && !is(k - 1, 'struct')) {
                        if (pairs[k] > i)
                            body = k;
                        j = pairs[k];
                        break;
                    }
                }
            }
            else if (op(j, '{') || op(j, '(') || op(j, '['))
                j = pairs[j];
        }
        return body;
    };
    /** The body (`{`) of the file's top-level function `name` (not a method), or -1. */
    const declared = (name) => {
        for (let j = 0; j + 2 < tokens.length; j++)
            if (is(j, 'func') && is(j + 1, name) && op(j + 2, '('))
                return (0,go_source_functions/* bodyOf */.EN)(tokens, pairs, pairs[j + 2] + 1);
        return -1;
    };
    /** Whether tokens `from` to `to` are a chain of names, selectors and calls: `pkg.New(c).Tools`. */
    const chain = (from, to) => {
        for (let j = from; j <= to; j++) {
            if (op(j, '('))
                j = pairs[j];
            else if (tokens[j].kind !== 'name' && !op(j, '.'))
                return false;
        }
        return tokens[from].kind === 'name';
    };
    const unknown = (i) => {
        out.push({ call: false, from: i, end: i });
    };
    /** The expression from `i` to `stop` (a spread's `...` left out). */
    const source = (i, stop, depth, seen) => {
        const last = op(stop - 1, '...') ? stop - 1 : stop;
        if (last <= i)
            return unknown(i);
        // `make([]server.ServerTool, 0, n)`, `nil`: no tool.
        if ((is(i, 'make') && op(i + 1, '(') && pairs[i + 1] === last - 1) || (is(i, 'nil') && last === i + 1))
            return;
        // `f(\u2026)`, `pkg.F(\u2026)`, `pkg.New(c).Tools()`: a call.
        const open = op(last - 1, ')') ? openers[last - 1] : -1;
        if (open > i && tokens[open - 1].kind === 'name' && chain(i, open - 1)) {
            // A function of the file: what each of its `return`s gives, traced.
            const body = open === i + 1 && depth < MAX_DEPTH ? declared(tokens[i].text) : -1;
            if (body === -1)
                return void out.push({ call: true, from: i, end: last - 1 });
            for (let j = body + 1; j < pairs[body]; j++)
                if (is(j, 'return'))
                    source(j + 1, end(j + 1), depth + 1, seen);
            return;
        }
        // A composite literal: `[]server.ServerTool{\u2026}`, `server.ServerTool{\u2026}`, `&\u2026{\u2026}`, or a slice's item `{\u2026}`.
        const slice = op(i, '[') && op(i + 1, ']');
        let brace = op(i, '&') ? i + 1 : slice ? i + 2 : i;
        if (tokens[brace]?.kind === 'name')
            brace += op(brace + 1, '.') && tokens[brace + 2]?.kind === 'name' ? 3 : 1;
        if (op(brace, '{') && pairs[brace] === last - 1) {
            if (!slice)
                return item(brace, depth, seen);
            for (let j = brace + 1; j < last - 1;) {
                const after = end(j);
                source(j, after, depth, seen);
                j = op(after, ',') ? after + 1 : last - 1;
            }
            return;
        }
        if (last === i + 1 && tokens[i].kind === 'name')
            return variable(i, depth, seen);
        unknown(i);
    };
    /** A `ServerTool{Tool: \u2026, Handler: \u2026}` literal at `open`: its `Tool` field's source; another literal, itself. */
    const item = (open, depth, seen) => {
        for (let j = open + 1; j < pairs[open];) {
            if (!(tokens[j].kind === 'name' && op(j + 1, ':')))
                break;
            const after = end(j + 2);
            if (is(j, 'Tool'))
                return source(j + 2, after, depth, seen);
            j = op(after, ',') ? after + 1 : pairs[open];
        }
        out.push({ call: false, from: open, end: pairs[open] });
    };
    /** A variable named at `i`: each value its function (or the package) gives it, and each item appended to it. */
    const variable = (i, depth, seen) => {
        const name = tokens[i].text;
        if (depth >= MAX_DEPTH || seen.has(name))
            return unknown(i);
        const inner = new Set(seen).add(name);
        const body = functionOf(i);
        const [from, to] = body === -1 ? [0, tokens.length] : [body, pairs[body]];
        let given = false;
        const visit = (j) => {
            // `name :=`, `name =`, `var name =`, `var name []T =`, `name, err :=`.
            let assign = op(j + 1, ':=') || op(j + 1, '=') ? j + 1 : -1;
            if (assign === -1 && op(j + 1, ',') && tokens[j + 2]?.kind === 'name' && (op(j + 3, ':=') || op(j + 3, '=')))
                assign = j + 3;
            if (assign === -1 && is(j - 1, 'var')) {
                const typed = end(j + 1);
                if (op(typed, '='))
                    assign = typed;
                else if (typed > j + 1)
                    given = true;
            }
            if (assign === -1 || op(j - 1, '.') || op(j - 1, ','))
                return;
            given = true;
            const value = assign + 1;
            const stop = end(value);
            // `name = append(name, items\u2026)`: each item added.
            if (is(value, 'append') && op(value + 1, '(') && pairs[value + 1] === stop - 1 && is(value + 2, name) && op(value + 3, ',')) {
                for (let k = value + 4; k < stop - 1;) {
                    const after = end(k);
                    source(k, after, depth + 1, inner);
                    k = op(after, ',') ? after + 1 : stop - 1;
                }
            }
            else
                source(value, stop, depth + 1, inner);
        };
        for (let j = from; j < to; j++)
            if (is(j, name) && j !== i)
                visit(j);
        // A package-level variable: its `var name = \u2026` outside any function.
        if (!given && body !== -1)
            for (let j = 1; j < tokens.length; j++)
                if (is(j, name) && is(j - 1, 'var') && functionOf(j) === -1)
                    visit(j);
        if (!given)
            unknown(i);
    };
    start((from, stop) => source(from, stop, 0, new Set()), end);
    return out;
}
/** A call's arguments at `open`: each one's first token and the index after it. */
function argumentsOf(tokens, pairs, open, end) {
    const out = [];
    for (let j = open + 1; j < pairs[open];) {
        const after = end(j);
        out.push([j, after]);
        j = tokens[after]?.kind === 'op' && tokens[after].text === ',' ? after + 1 : pairs[open];
    }
    return out;
}

// EXTERNAL MODULE: ./src/formats/go-source/hand-rolled.ts + 3 modules
var hand_rolled = __webpack_require__(8261);
// EXTERNAL MODULE: ./src/formats/go-source/spec-helpers.ts
var spec_helpers = __webpack_require__(1696);
// EXTERNAL MODULE: ./src/formats/go-source/tokens.ts
var go_source_tokens = __webpack_require__(2005);
;// CONCATENATED MODULE: ./src/formats/go-source/added-calls.ts
/**
 * A registration whose tool is a call: `s.AddTool(tools.Lookup(cfg), h)`, `mcp.AddTool(server, newTool(), h)`.
 * The tool is read only where a reader reads it: in the argument itself (`mcp.NewTool(\u2026)`, a builder's or
 * a wrapper's call, read at the call), or in the body of the function called, where it is written
 * (`func newTool() mcp.Tool { return mcp.NewTool("x", \u2026) }`, of this file, of another file of its package,
 * of a package of the module it imports, or a method of that name of the file's package or of one of the
 * module it imports: the value's type is not followed, so any method of the name there proves it). A registration whose
 * callee no reader reads a tool (or a registration it lists) in is not statically known: listed in
 * `dynamic`, as a loop's is. This module finds the calls and what other files prove; extract.ts checks the
 * file's own reading. Bounded: MAX_FILES other files read per file.
 */







const MAX_FILES = 32;
const MAX_CALLS = 256;
/** How many functions deep a returned list is traced in other files. */
const MAX_TRACED = 4;
/** An import line: `alias "path"`, `import "path"`, `"path"`. */
const IMPORT = /^[ \t]*(?:import[ \t]+)?(?:([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]+)?"([A-Za-z0-9_.~\-/]{1,256})"[ \t]*$/gm;
/**
 * The file's `AddTool` calls whose tool is a call, with where the called function may be: `read` reads
 * another file of the module as go-source does, or is undefined (a module file's reading is not followed).
 */
function addedCalls(text, path, workspace, read) {
    const lists = importsMcpGoServer(text);
    if (!text.includes('AddTool(') && !(lists && text.includes('AddTools(')))
        return [];
    const tokens = (0,go_source_tokens/* goTokens */.V)(text);
    const openers = new Int32Array(tokens.length);
    const pairs = (0,source_tokens/* bracketPairs */.WW)(tokens, openers);
    const { op, is } = (0,go_source_functions/* reader */.wA)(tokens);
    const declared = declaredIn({ at: path, text, tokens, pairs });
    const skip = (i) => {
        for (; i < tokens.length; i++) {
            const t = tokens[i];
            if (t.kind !== 'op')
                continue;
            if (t.text === '(' || t.text === '[' || t.text === '{')
                i = pairs[i];
            else if (t.text === ')' || t.text === ']' || t.text === '}' || t.text === ',')
                return i;
        }
        return i;
    };
    const budget = { files: MAX_FILES, read: new Set() };
    const known = new Map();
    const out = [];
    /**
     * The functions a call from `from` to its `)` at `end` may be of, or undefined when it is not `f(\u2026)`, `x.F(\u2026)`
     * or, of `AddTools`, a method called on a value made by a chain (`tools.NewX(c).Tools()`).
     */
    const callee = (from, end, chained = false) => {
        const open = openers[end];
        if (!op(end, ')') || tokens[open - 1]?.kind !== 'name')
            return undefined;
        // `f(\u2026)` or `x.F(\u2026)`, the call the whole argument.
        const qualified = open === from + 3 && tokens[from].kind === 'name' && op(from + 1, '.');
        if (open !== from + 1 && !qualified && !(chained && op(open - 2, '.')))
            return undefined;
        const name = tokens[open - 1].text;
        const qualifier = qualified ? tokens[from].text : open === from + 1 ? undefined : '';
        // '' for a package of another module: nothing of it is read.
        const imported = !qualifier ? undefined : importedFolder(text, path, qualifier, workspace);
        // The file's own functions of the name (or methods, for a call on a value).
        const bodies = imported !== undefined
            ? []
            : declared.filter((fn) => fn.name === name && fn.method === (qualifier !== undefined)).map((fn) => [fn.body, pairs[fn.body]]);
        // A function of the package imported, or of the file's own; a method of the file's package or of one it imports.
        const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
        const method = qualifier !== undefined && imported === undefined;
        const folders = imported !== undefined ? (imported === '' ? [] : [imported]) : method ? [folder, ...moduleImports(text, path, workspace)] : [folder];
        const elsewhere = workspace !== undefined &&
            read !== undefined &&
            folders.some((at) => {
                const key = `${at}\0${name}\0${method}`;
                if (!known.has(key))
                    known.set(key, readsIn(workspace, at, path, name, method, read, budget));
                return known.get(key);
            });
        return { bodies, elsewhere };
    };
    for (let i = 2; i + 1 < tokens.length && out.length < MAX_CALLS; i++) {
        const start = tokens[tokens[i - 2]?.kind === 'name' ? i - 2 : i].start;
        // mcp-go's `s.AddTools(\u2026)`: each tool it registers traced to where it is written (added-lists.ts).
        if (lists && is(i, 'AddTools') && op(i - 1, '.') && op(i + 1, '(')) {
            for (const { call, from, end } of addToolsSources(text, tokens, pairs, openers, i))
                out.push({ at: i, start, arg: [from, end], traced: true, ...((call && callee(from, end, true)) || { bodies: [], elsewhere: false }) });
            continue;
        }
        if (!(is(i, 'AddTool') && op(i - 1, '.') && op(i + 1, '(')))
            continue;
        const given = (0,source_tokens/* callArguments */.pR)(tokens, pairs, i + 1, skip);
        // `mcp.AddTool(server, tool, h)` takes the tool second; a server's method `s.AddTool(tool, h)`, first.
        const sdk = is(i - 2, 'mcp');
        const from = given[sdk ? 1 : 0];
        if (from === undefined || given.length !== (sdk ? 3 : 2))
            continue;
        const end = skip(from) - 1;
        const found = callee(from, end);
        if (found)
            out.push({ at: i, start, arg: [from, end], ...found });
    }
    return out;
}
/** The module folder of the package the file imports as `qualifier`, or undefined (a value, or another module's package). */
function importedFolder(text, path, qualifier, workspace) {
    const module = workspace && (0,hand_rolled/* moduleOf */.cD)(path, workspace);
    const modulePath = workspace && module !== undefined ? (0,spec_helpers/* modulePathOf */.Rl)(workspace, module) : undefined;
    for (const [, alias, at] of text.matchAll(IMPORT)) {
        if ((alias ?? at.slice(at.lastIndexOf('/') + 1)) !== qualifier)
            continue;
        if (module === undefined || !modulePath || (at !== modulePath && !at.startsWith(`${modulePath}/`)))
            return '';
        const rest = at.slice(modulePath.length + 1);
        return rest === '' ? module : (0,spec_helpers/* inFolder */._z)(module, rest);
    }
    return undefined;
}
/** The file's top-level functions and methods, named parameters or not: each's name, whether a method, and its body's `{`. */
function declaredIn(file) {
    const { tokens, pairs } = file;
    const { op, is } = (0,go_source_functions/* reader */.wA)(tokens);
    const out = [];
    for (let i = 0, depth = 0; i + 2 < tokens.length; i++) {
        if (op(i, '{') || op(i, '(') || op(i, '['))
            depth++;
        else if (op(i, '}') || op(i, ')') || op(i, ']'))
            depth--;
        if (depth !== 0 || !is(i, 'func'))
            continue;
        const method = op(i + 1, '(');
        const at = method ? pairs[i + 1] + 1 : i + 1;
        if (tokens[at]?.kind !== 'name')
            continue;
        const open = op(at + 1, '[') ? pairs[at + 1] + 1 : at + 1;
        const body = op(open, '(') ? (0,go_source_functions/* bodyOf */.EN)(tokens, pairs, pairs[open] + 1) : -1;
        if (body !== -1)
            out.push({ name: tokens[at].text, method, body });
    }
    return out;
}
/** The module folders of the packages the file imports. */
function moduleImports(text, path, workspace) {
    const module = workspace && (0,hand_rolled/* moduleOf */.cD)(path, workspace);
    const modulePath = workspace && module !== undefined ? (0,spec_helpers/* modulePathOf */.Rl)(workspace, module) : undefined;
    if (module === undefined || !modulePath)
        return [];
    const out = [];
    for (const [, , at] of text.matchAll(IMPORT))
        if (at === modulePath || at.startsWith(`${modulePath}/`))
            out.push(at === modulePath ? module : (0,spec_helpers/* inFolder */._z)(module, at.slice(modulePath.length + 1)));
    return out;
}
const READS = new WeakMap();
/**
 * Whether a function (`method`: a method) named `name` of a Go file of `folder` other than `self` has a
 * tool or a registration its reader lists in its body. `folder` '' of another module: none.
 */
function readsIn(workspace, folder, self, name, method, read, budget, depth = 0) {
    for (const [at, text] of (0,spec_helpers/* goFiles */.uJ)(workspace, folder)) {
        if (at === self || !text.includes(name))
            continue;
        const tokens = (0,go_source_tokens/* goTokens */.V)(text);
        const openers = new Int32Array(tokens.length);
        const file = { at, text, tokens, pairs: (0,source_tokens/* bracketPairs */.WW)(tokens, openers) };
        const fns = declaredIn(file).filter((fn) => fn.name === name && fn.method === method);
        if (fns.length === 0)
            continue;
        if (!budget.read.has(at) && budget.read.add(at).size > budget.files)
            return false;
        const extracted = (0,crate/* perCrate */.bE)(READS, workspace, at, () => read(text, at));
        workspace.drawsOn?.(at);
        const starts = [
            ...extracted.tools.flatMap((_, k) => extracted.spans.get(`/tools/${k}`)?.value?.[0] ?? []),
            ...extracted.unread.filter((u) => u.pointer === undefined).map((u) => u.start),
        ];
        const reads = (from, to) => starts.some((s) => s >= tokens[from].start && s <= tokens[to].end);
        if (fns.some((fn) => reads(fn.body, file.pairs[fn.body])))
            return true;
        // `return []server.ServerTool{{Tool: spec()}}`: each tool it returns read where it is written (added-lists.ts).
        const traced = (fn) => {
            const sources = depth < MAX_TRACED && importsMcpGoServer(text) ? returnedSources(text, tokens, file.pairs, openers, fn.body) : [];
            return (sources.length > 0 &&
                sources.every(({ call, from, end }) => reads(from, end) ||
                    (call && openers[end] === from + 1 && readsIn(workspace, folder, self, tokens[from].text, false, read, budget, depth + 1))));
        };
        if (fns.some(traced))
            return true;
    }
    return false;
}

// EXTERNAL MODULE: ./src/formats/go-source/converted-types.ts + 1 modules
var converted_types = __webpack_require__(8156);
// EXTERNAL MODULE: ./src/parse/string-anchors.ts
var string_anchors = __webpack_require__(4893);
// EXTERNAL MODULE: ./src/util/pointer.ts
var util_pointer = __webpack_require__(6065);
// EXTERNAL MODULE: ./src/formats/source/extracted.ts
var extracted = __webpack_require__(8600);
// EXTERNAL MODULE: ./src/formats/go-source/builders.ts
var go_source_builders = __webpack_require__(1339);
;// CONCATENATED MODULE: ./src/formats/go-source/translations.ts
/**
 * A translation helper's default: a tool's texts written `t("TOOL_CREATE_ISSUE_DESCRIPTION", "Create a new
 * issue\u2026")`, where `t` is a parameter of the enclosing function typed by the module's own translation type
 * (`translations.TranslationHelperFunc`, or unqualified in its package), declared `type T func(key string,
 * defaultValue string) string`, its second parameter named for a default, whose package also defines the
 * type's null helper `func N(_ string, defaultValue string) string { return defaultValue }`. The text read
 * is that default: what the server lists when no override (a config file or an environment variable the
 * helper reads at run time) is configured. Only a call whose key is a string literal, with two arguments,
 * of a parameter the function never assigns, redeclares or shadows.
 */






/** `type T func(key string, defaultValue string) string` (or `(key, defaultValue string)`): the type, its second parameter. */
const TYPE = /^type[ \t]{1,16}([A-Za-z_]\w{0,63})[ \t]{1,16}func[ \t]{0,16}\([ \t]{0,16}\w{1,64}(?:[ \t]{1,16}string)?[ \t]{0,16},[ \t]{0,16}(\w{1,64})[ \t]{1,16}string[ \t]{0,16}\)[ \t]{0,16}string[ \t]*$/gm;
/** `func N(_ string, defaultValue string) string { return defaultValue }`: its second parameter, what it returns. */
const NULL_HELPER = /^func[ \t]{1,16}[A-Za-z_]\w{0,63}[ \t]{0,16}\([ \t]{0,16}\w{1,64}(?:[ \t]{1,16}string)?[ \t]{0,16},[ \t]{0,16}(\w{1,64})[ \t]{1,16}string[ \t]{0,16}\)[ \t]{0,16}string[ \t]{0,16}\{[ \t\r\n]{0,64}return[ \t]{1,16}(\w{1,64})[ \t\r\n]{0,64}\}/gm;
const DEFAULT = /^(?:default|fallback)/i;
/** An import line: `alias "path"`, `import "path"`, `"path"`. */
const translations_IMPORT = /^[ \t]*(?:import[ \t]+)?(?:([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]+)?"([A-Za-z0-9_.~\-/]{1,256})"[ \t]*$/gm;
/** Each package folder's translation types, by name. */
const TYPES = new WeakMap();
/** The start offsets of the file's calls of a translation helper (see above), whose value is their second argument. */
function translatedCalls(text, path, workspace) {
    const out = new Set();
    if (!workspace || !text.includes('func'))
        return out;
    const tokens = (0,go_source_tokens/* goTokens */.V)(text);
    const file = { at: path, text, tokens, pairs: (0,source_tokens/* bracketPairs */.WW)(tokens) };
    const proven = new Map();
    for (const fn of (0,go_source_functions/* functionsOf */.TW)(file))
        for (const param of fn.params) {
            if (param.variadic || !/^(?:[A-Za-z_]\w{0,63}\.)?[A-Za-z_]\w{0,63}$/.test(param.type))
                continue;
            if (!proven.has(param.type))
                proven.set(param.type, translationType(text, path, param.type, workspace));
            if (proven.get(param.type))
                for (const at of calls(fn, param.name))
                    out.add(tokens[at].start);
        }
    return out;
}
/** Whether `type` (`pkg.T` or `T`) as the file at `path` writes it names a translation type of its module. */
function translationType(text, path, type, workspace) {
    const [qualifier, name] = type.includes('.') ? type.split('.') : [undefined, type];
    let folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
    if (qualifier !== undefined) {
        const module = (0,hand_rolled/* moduleOf */.cD)(path, workspace);
        const modulePath = module === undefined ? undefined : (0,spec_helpers/* modulePathOf */.Rl)(workspace, module);
        if (module === undefined || !modulePath)
            return false;
        const imported = [...text.matchAll(translations_IMPORT)].find(([, alias, at]) => (at === modulePath || at.startsWith(`${modulePath}/`)) && (alias ?? at.slice(at.lastIndexOf('/') + 1)) === qualifier);
        if (imported === undefined)
            return false;
        const rest = imported[2].slice(modulePath.length + 1);
        folder = rest === '' ? module : (0,spec_helpers/* inFolder */._z)(module, rest);
    }
    return (0,crate/* perCrate */.bE)(TYPES, workspace, folder, () => typesIn([...(0,spec_helpers/* goFiles */.uJ)(workspace, folder)])).has(name);
}
/** A package's translation types: declared so, with a null helper of theirs among its files. */
function typesIn(files) {
    const helpers = new Set();
    for (const [, text] of files)
        for (const [, param, returned] of text.matchAll(NULL_HELPER))
            if (param === returned)
                helpers.add(param);
    const out = new Set();
    for (const [, text] of files)
        for (const [, type, param] of text.matchAll(TYPE))
            if (DEFAULT.test(param) && helpers.has(param))
                out.add(type);
    return out;
}
/** The calls of `name` in the body of `fn` (each at its callee), when the function only reads it and nothing in it declares it again. */
function calls(fn, name) {
    const { tokens, pairs } = fn.file;
    const { op, is } = (0,go_source_functions/* reader */.wA)(tokens);
    const found = (0,go_source_functions/* uses */.r9)(fn, name);
    if (found.length === 0 || !found.every((j) => op(j + 1, '(') || onlyReadAt(fn, j)))
        return [];
    // A function literal taking a parameter of the name, or a `var`, `for` or `range` of it, shadows the helper.
    for (let j = fn.body + 1; j < pairs[fn.body]; j++)
        if (is(j, 'func') && op(j + 1, '(') && ((0,go_source_functions/* paramsOf */.gI)(tokens, pairs, j + 1) ?? []).some((p) => p.name === name))
            return [];
    if (found.some((j) => is(j - 1, 'var') || is(j - 1, 'for') || is(j - 1, 'range') || tokens[j + 1]?.kind === 'name'))
        return [];
    return found.filter((j) => {
        if (!op(j + 1, '('))
            return false;
        const given = (0,source_tokens/* callArguments */.pR)(tokens, pairs, j + 1, (k) => skipArg(tokens, pairs, k));
        return given.length === 2 && tokens[given[0]].kind === 'string' && skipArg(tokens, pairs, given[0]) === given[0] + 1;
    });
}
/** Whether the use at `j` only reads its name: never its address taken, nor an `=` after it on its line but in a string. */
function onlyReadAt(fn, j) {
    const { tokens, text } = fn.file;
    if ((0,go_source_functions/* reader */.wA)(tokens).op(j - 1, '&'))
        return false;
    const lineEnd = text.indexOf('\n', tokens[j].end);
    return !withoutStrings(text.slice(tokens[j].end, lineEnd === -1 ? undefined : lineEnd)).includes('=');
}
/** A line's rest without its string literals and comparisons, where an `=` assigns nothing. */
function withoutStrings(rest) {
    return rest.replace(/"(?:[^"\\\n]|\\.){0,4096}"|`[^`]{0,4096}`|'(?:[^'\\\n]|\\.){0,8}'/g, '').replace(/[=!<>]=/g, '');
}
/** The index after the argument at `i`: at a `,` or the closing bracket at its depth. */
function skipArg(tokens, pairs, i) {
    for (; i < tokens.length; i++) {
        const t = tokens[i];
        if (t.kind !== 'op')
            continue;
        if (t.text === '(' || t.text === '[' || t.text === '{')
            i = pairs[i];
        else if (t.text === ')' || t.text === ']' || t.text === '}' || t.text === ',')
            return i;
    }
    return i;
}

;// CONCATENATED MODULE: ./src/formats/go-source/local-values.ts
/**
 * A function's local that holds a literal for its whole body: `trueVal := true` (a string, a number,
 * `true` or `false`) on a line of its own, the only declaration of the name in the function (no other
 * `:=`, `var`, loop variable or function literal's parameter of it) and a statement of the body itself
 * (in no block), used only after it, never assigned, incremented or
 * given by address to anything but a composite literal's field. The go-sdk types `OpenWorldHint` and
 * `DestructiveHint` as `*bool`, so a server writes `OpenWorldHint: &trueVal`: that field is then the
 * literal, and so is a plain `ReadOnlyHint: trueVal`.
 */


/** `name := literal` alone on its line. */
const DECLARATION = /^[ \t]*([A-Za-z_]\w{0,63})[ \t]*:=[ \t]*(?:true|false|\d+(?:\.\d+)?|"(?:[^"\\\n]|\\.){0,4096}"|`[^`]{0,4096}`)[ \t]*(?:\/\/[^\n]*)?$/;
/** Each use (token index) of such a local in the file's functions, with the index of its literal. */
function localValues(text, tokens, pairs) {
    const out = new Map();
    if (!text.includes(':='))
        return out;
    const { op, is } = (0,go_source_functions/* reader */.wA)(tokens);
    const lineOf = (j) => {
        const start = text.lastIndexOf('\n', tokens[j].start - 1) + 1;
        const end = text.indexOf('\n', tokens[j].end);
        return {
            before: text.slice(start, tokens[j].start),
            after: text.slice(tokens[j].end, end === -1 ? undefined : end),
            line: text.slice(start, end === -1 ? undefined : end),
        };
    };
    /** Whether `at` is a statement of the body at `body` itself, in no block of it. */
    const topLevel = (body, at) => {
        let j = body + 1;
        while (j < at)
            j = op(j, '{') || op(j, '(') || op(j, '[') ? pairs[j] + 1 : j + 1;
        return j === at;
    };
    for (const fn of (0,go_source_functions/* functionsOf */.TW)({ at: '', text, tokens, pairs })) {
        const declared = new Map();
        for (let j = fn.body + 1; j < pairs[fn.body]; j++)
            if (tokens[j].kind === 'name' &&
                op(j + 1, ':=') &&
                !op(j - 1, ',') &&
                !op(j - 1, '.') &&
                DECLARATION.exec(lineOf(j).line)?.[1] === tokens[j].text &&
                lineOf(j).before.trim() === '')
                declared.set(tokens[j].text, declared.has(tokens[j].text) ? -1 : j);
        for (const [name, at] of declared) {
            if (at === -1 || !topLevel(fn.body, at) || fn.params.some((p) => p.name === name) || fn.receiver?.name === name)
                continue;
            const found = (0,go_source_functions/* uses */.r9)(fn, name).filter((j) => j !== at);
            // A use before the declaration is of another variable.
            if (found.some((j) => j < at))
                continue;
            const kept = found.every((j) => {
                if (is(j - 1, 'var') || is(j - 1, 'for') || is(j - 1, 'range') || op(j + 1, ':='))
                    return false;
                // Given by address only as a composite literal's field (`OpenWorldHint: &trueVal`).
                if (op(j - 1, '&') && !(op(j - 2, ':') && (op(j + 1, ',') || op(j + 1, '}'))))
                    return false;
                const rest = withoutStrings(lineOf(j).after);
                return !rest.includes('=') && !/^[ \t]*(?:\+\+|--)/.test(rest);
            });
            // A function literal taking a parameter of the name shadows it.
            const shadowed = () => {
                for (let j = fn.body + 1; j < pairs[fn.body]; j++)
                    if (is(j, 'func') && op(j + 1, '(') && ((0,go_source_functions/* paramsOf */.gI)(tokens, pairs, j + 1) ?? []).some((p) => p.name === name))
                        return true;
                return false;
            };
            if (!kept || shadowed())
                continue;
            for (const j of found)
                out.set(j, at + 2);
        }
    }
    return out;
}

// EXTERNAL MODULE: ./src/formats/go-source/map-tools.ts
var map_tools = __webpack_require__(6779);
// EXTERNAL MODULE: ./src/formats/go-source/json-literal.ts
var json_literal = __webpack_require__(4163);
;// CONCATENATED MODULE: ./src/formats/go-source/method-tools.ts
/**
 * The tools a hand-rolled Go server (hand-rolled.ts) defines as types of its own: `func (t *Search) Name()
 * string { return "search" }`, `Description() string { return "\u2026" }` and the input schema method the
 * server's listing calls (`InputSchema() map[string]interface{} { return map[string]interface{}{\u2026} }`), for a
 * type the serving file makes (`&tools.Search{}`) or gets from a constructor of this file it calls (`func
 * NewSearchTool(\u2026) *Search`): a type it never makes is never listed. Each such type is one tool, placed at
 * its `Name` method: its name and description when the method's body is one `return` of a literal (or a
 * same-file constant), its input schema when that method returns one literal map (`map[string]interface{}`
 * or `map[string]any`, with slices `[]string{\u2026}`, `[]interface{}{\u2026}` and maps in it); a computed one is
 * listed as not statically known.
 */



/** Reads the file's served types with tool methods into `out`. */
function readMethodTools(input, out) {
    const { tokens, pairs, served, value, skip, resolve, place, forget } = input;
    const { schemaMethod } = served;
    if (schemaMethod === undefined)
        return;
    const json = (0,json_literal/* jsonLiteral */.O)(input);
    const op = (i, v) => tokens[i]?.kind === 'op' && tokens[i].text === v;
    const is = (i, v) => tokens[i]?.kind === 'name' && tokens[i].text === v;
    const name = (i) => (tokens[i]?.kind === 'name' ? tokens[i].text : undefined);
    /** Each type's methods with no parameters (the `{` of each body, by name), and the constructors of each type. */
    const methods = new Map();
    const made = new Set(served.made);
    /** The constructor of each type the serving file calls (the token of its name). */
    const constructors = new Map();
    const pkg = is(0, 'package') ? name(1) : undefined;
    let depth = 0;
    for (let i = 0; i + 2 < tokens.length; i++) {
        if (op(i, '{'))
            depth++;
        else if (op(i, '}'))
            depth--;
        if (depth !== 0 || !is(i, 'func'))
            continue;
        if (op(i + 1, '(')) {
            // `func (t *T) M() R {`
            const close = pairs[i + 1];
            const type = name(close - 1);
            const called = name(close + 1);
            if (type === undefined || called === undefined || !op(close + 2, '(') || pairs[close + 2] !== close + 3)
                continue;
            const open = bodyOf(close + 4);
            if (open === -1)
                continue;
            const own = methods.get(type) ?? new Map();
            methods.set(type, own);
            if (!own.has(called))
                own.set(called, open);
        }
        else if (name(i + 1) !== undefined && op(i + 2, '(') && served.calls.has(name(i + 1))) {
            // `func NewSearchTool(\u2026) *Search {`, called by the serving file.
            let at = pairs[i + 2] + 1;
            if (op(at, '*'))
                at++;
            const type = name(at);
            if (type !== undefined && op(at + 1, '{'))
                made.add(type);
            if (type !== undefined && op(at + 1, '{') && !constructors.has(type))
                constructors.set(type, i + 1);
        }
    }
    const { tools, names, unread } = out;
    if (served.keyed)
        return keyedTools(served.keyed, schemaMethod);
    for (const [type, own] of [...methods].sort((a, b) => (a[1].get('Name') ?? 0) - (b[1].get('Name') ?? 0))) {
        const nameBody = own.get('Name');
        const descriptionBody = own.get('Description');
        const schemaBody = own.get(schemaMethod);
        if (!made.has(type) || nameBody === undefined || descriptionBody === undefined || schemaBody === undefined)
            continue;
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        const nameAt = returned(nameBody);
        const toolName = nameAt === -1 ? extracted/* UNKNOWN */.HV : value(nameAt, (0,util_pointer/* joinPointer */.Kn)(pointer, 'name'));
        if (typeof toolName !== 'string') {
            unread.push({ start: tokens[nameBody + 1].start, what: 'a tool registration' });
            continue;
        }
        // Another type of the same name: a registry keyed by name keeps one of them, which is not statically known.
        const first = tools.findIndex((t) => t.name === toolName);
        if (first !== -1) {
            forget(pointer);
            unread.push({
                start: tokens[nameAt].start,
                what: `a tool registration (named as tools[${first}] by another type: which one is listed is not statically known)`,
            });
            continue;
        }
        place(pointer, nameBody, pairs[nameBody]);
        tools.push(described({ name: toolName }, pointer, descriptionBody, schemaBody));
        names.push(tokens[resolve(nameAt)].start);
    }
    /**
     * Each type a constructor of this file makes, listed under the keys the serving map gives that
     * constructor (keyed.ts): one tool per key, its name the key, placed at the constructor.
     */
    function keyedTools(keyed, schemaMethod) {
        for (const [type, fn] of [...constructors].sort((a, b) => a[1] - b[1])) {
            const keys = keyed.get(`${pkg}.${name(fn)}`);
            const descriptionBody = methods.get(type)?.get('Description');
            const schemaBody = methods.get(type)?.get(schemaMethod);
            if (keys === undefined || descriptionBody === undefined || schemaBody === undefined)
                continue;
            for (const key of keys) {
                const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
                place(pointer, fn, fn);
                tools.push(described({ name: key }, pointer, descriptionBody, schemaBody));
                names.push(tokens[fn].start);
            }
        }
    }
    /** The tool with the description and input schema its methods return, each read or listed as not statically known. */
    function described(tool, pointer, descriptionBody, schemaBody) {
        const descriptionAt = returned(descriptionBody);
        const description = descriptionAt === -1 ? extracted/* UNKNOWN */.HV : value(descriptionAt, (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'));
        if (typeof description === 'string')
            tool.description = description;
        else
            unread.push({ start: tokens[descriptionBody + 1].start, what: "the tool's description", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'description') });
        const schemaAt = returned(schemaBody);
        const schema = schemaAt === -1 ? extracted/* UNKNOWN */.HV : json(schemaAt, (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema'));
        if (schema !== extracted/* UNKNOWN */.HV && typeof schema === 'object' && schema !== null && !Array.isArray(schema))
            tool.inputSchema = schema;
        else {
            tool.inputSchema = { type: 'object' };
            unread.push({ start: tokens[schemaBody + 1].start, what: "the tool's inputSchema", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema') });
        }
        return tool;
    }
    /** The `{` of a method's body after its result type at `i` (`string`, `map[string]any`, `(T, error)`), or -1. */
    function bodyOf(i) {
        for (let j = i; j < tokens.length && j < i + 64; j++) {
            if (op(j, '(') || op(j, '['))
                j = pairs[j];
            else if (op(j, '{')) {
                // `interface{}` in a result type is a type, not the body.
                if (is(j - 1, 'interface') || is(j - 1, 'struct'))
                    j = pairs[j];
                else
                    return j;
            }
            else if (op(j, '}') || op(j, ')') || is(j, 'func'))
                return -1;
        }
        return -1;
    }
    /** The first token of what a body at `open` returns, when the body is one `return` of one expression; else -1. */
    function returned(open) {
        return is(open + 1, 'return') && open + 2 < pairs[open] && skip(open + 2) === pairs[open] ? open + 2 : -1;
    }
}

// EXTERNAL MODULE: ./src/formats/go-source/assembled-lists.ts
var assembled_lists = __webpack_require__(3123);
;// CONCATENATED MODULE: ./src/formats/go-source/struct-tools.ts
/**
 * The tools a hand-rolled Go server lists as its own `Tool` struct literals (registrars.ts): each call of a
 * registering method whose first argument is a literal of the tool type (`s.RegisterTool(mcp.Tool{Name:
 * "query", Description: "\u2026", InputSchema: map[string]interface{}{\u2026}}, handler)`) is one tool, placed at the
 * literal. Its fields are read by their JSON tags: the name and description when written as literals (or
 * same-file constants), the input schema when it is one literal map or a literal of the struct types declared
 * beside the tool type (json-literal.ts); a computed one is listed as not statically known.
 */




/** Reads the Tool literals the file hands to its module's registering methods into `out`. */
function readStructTools(input, out) {
    const { tokens, pairs, registrars, listed, results, types, value, skip, resolve, place, forget } = input;
    /** A schema reader per tool type: its literals may be of the struct types declared beside it. */
    const readers = new Map();
    const jsonOf = (struct) => {
        const reader = readers.get(struct) ?? (0,json_literal/* jsonLiteral */.O)({ ...input, structs: struct });
        readers.set(struct, reader);
        return reader;
    };
    const op = (i, v) => tokens[i]?.kind === 'op' && tokens[i].text === v;
    const is = (i, v) => tokens[i]?.kind === 'name' && tokens[i].text === v;
    const { tools, names, unread } = out;
    for (let i = 0; i + 3 < tokens.length; i++) {
        const struct = tokens[i].kind === 'name' && op(i + 1, '(') ? registrars.get(tokens[i].text) : undefined;
        const open = struct ? literalAt(i + 2, struct) : -1;
        if (struct && open !== -1)
            read(struct, open, open - 1);
        if (listed && tokens[i].kind === 'string' && tokens[i].text === 'tools/list')
            answered(i, listed);
        if (tokens[i].kind === 'name' && results.has(tokens[i].text) && (is(i - 1, 'func') || isMethod(i)))
            returnedList(i);
    }
    /** Whether the name at `i` is declared as a method: `func (s *Server) name`, `func (Server) name`. */
    function isMethod(i) {
        if (!op(i - 1, ')') || tokens[i - 2]?.kind !== 'name')
            return false;
        let at = op(i - 3, '*') ? i - 4 : i - 3;
        if (tokens[at]?.kind === 'name')
            at--;
        return op(at, '(') && is(at - 1, 'func');
    }
    /** A served function at `i`: the slice literals of a tool type it lists (assembled-lists.ts). */
    function returnedList(i) {
        for (const [open, struct] of (0,assembled_lists/* servedLiterals */.ue)(tokens, pairs, i, types))
            items(struct, open);
    }
    /**
     * The slices of the type a `case "tools/list":` clause at `i` serves as written: the value of a `"tools":`
     * key, or a variable of the clause the answer gives (`Tools: tools`) that is only ever appended to.
     */
    function answered(i, struct) {
        let start = i;
        while (op(start - 1, ',') && tokens[start - 2]?.kind === 'string')
            start -= 2;
        if (!is(start - 1, 'case') || !op(i + 1, ':'))
            return;
        const end = clauseEnd(i + 2);
        for (let j = i + 2; j < end; j++) {
            if (!op(j, '[') || !op(j + 1, ']'))
                continue;
            const open = literalAt(j + 2, struct);
            if (open === -1)
                continue;
            const keyed = op(j - 1, ':') && tokens[j - 2]?.kind === 'string' && tokens[j - 2].text === 'tools';
            const variable = (op(j - 1, ':=') || op(j - 1, '=')) && tokens[j - 2]?.kind === 'name' ? tokens[j - 2].text : undefined;
            if (keyed || (variable !== undefined && servedAsWritten(variable, i + 2, end, j - 2)))
                items(struct, open);
            j = pairs[open];
        }
    }
    /** The end of a clause whose statements start at `i`: the next `case` or `default` at its depth, or the switch's `}`. */
    function clauseEnd(i) {
        let j = i;
        while (j < tokens.length && !is(j, 'case') && !is(j, 'default') && !op(j, '}'))
            j = op(j, '{') || op(j, '(') || op(j, '[') ? pairs[j] + 1 : j + 1;
        return j;
    }
    /** Whether the clause gives `variable` as the answer (`Tools: v`, `"tools": v`) and only appends to it after `made`. */
    function servedAsWritten(variable, from, to, made) {
        let given = false;
        for (let j = from; j < to; j++) {
            if (!is(j, variable) || op(j - 1, '.') || j === made)
                continue;
            const assigned = op(j + 1, '=') || op(j + 1, ':=') || op(j + 1, '[');
            if (assigned && !(op(j + 1, '=') && is(j + 2, 'append') && op(j + 3, '(') && is(j + 4, variable)))
                return false;
            if (op(j - 1, ':') && (is(j - 2, 'Tools') || (tokens[j - 2]?.kind === 'string' && tokens[j - 2].text === 'tools')))
                given = true;
        }
        return given;
    }
    /** Each item of a slice literal at `open`: `{\u2026}`, `Tool{\u2026}` or `&mcp.Tool{\u2026}`. */
    function items(struct, open) {
        for (let j = open + 1; j < pairs[open];) {
            const item = op(j, '{') ? j : literalAt(j, struct);
            if (item === -1)
                unread.push({ start: tokens[j].start, what: 'a tool registration' });
            else
                read(struct, item, j);
            j = skip(j);
            if (op(j, ','))
                j++;
            else
                break;
        }
    }
    /** The `{` of a literal of the type at `i` (`Tool{`, `mcp.Tool{`, `&mcp.Tool{`), or -1. */
    function literalAt(i, { type, pkg }) {
        const at = op(i, '&') ? i + 1 : i;
        const named = is(at, pkg) && op(at + 1, '.') ? at + 2 : at;
        return is(named, type) && op(named + 1, '{') ? named + 1 : -1;
    }
    /** Reads the literal at `open`, written from `from`, as a tool. */
    function read(struct, open, from) {
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        const tool = {};
        const left = [];
        let nameAt = -1;
        for (let j = open + 1; j < pairs[open];) {
            // Only keyed fields: a literal of positional values is not read.
            if (tokens[j].kind !== 'name' || !op(j + 1, ':'))
                return unreadAt(from, pointer);
            const key = struct.fields.get(tokens[j].text);
            const at = j + 2;
            j = skip(at);
            if (op(j, ','))
                j++;
            if (key === undefined || Object.hasOwn(tool, key))
                continue;
            const read = key === 'inputSchema' ? jsonOf(struct)(at, (0,util_pointer/* joinPointer */.Kn)(pointer, key)) : value(at, (0,util_pointer/* joinPointer */.Kn)(pointer, key));
            const fits = key === 'inputSchema' ? typeof read === 'object' && read !== null && !Array.isArray(read) : typeof read === 'string';
            if (fits && read !== extracted/* UNKNOWN */.HV)
                tool[key] = read;
            else
                left.push({ start: tokens[at].start, what: `the tool's ${key}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, key) });
            if (key === 'name')
                nameAt = at;
        }
        if (typeof tool.name !== 'string')
            return unreadAt(nameAt === -1 ? from : nameAt, pointer);
        if (tool.inputSchema === undefined) {
            tool.inputSchema = { type: 'object' };
            if (!left.some((l) => l.pointer.endsWith('/inputSchema')))
                left.push({ start: tokens[from].start, what: "the tool's inputSchema", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema') });
        }
        unread.push(...left);
        place(pointer, from, pairs[open]);
        tools.push({ name: tool.name, ...tool });
        names.push(tokens[resolve(nameAt)].start);
    }
    /** A registration whose tool is not statically known, at `i`: nothing read of it stays placed. */
    function unreadAt(i, pointer) {
        forget(pointer);
        unread.push({ start: tokens[i].start, what: 'a tool registration' });
    }
}

// EXTERNAL MODULE: ./src/formats/go-source/keyed.ts
var keyed = __webpack_require__(7353);
;// CONCATENATED MODULE: ./src/formats/go-source/golang.ts
/**
 * metoro-io/mcp-golang: `server.RegisterTool(name, description, handler)` stores a tool of that name and
 * description in a map keyed by its name (a later registration of a name replaces the earlier), its input
 * schema reflected from the handler's argument struct (invopop/jsonschema, its `json` and `jsonschema` tags:
 * `createJsonSchemaFromHandler` in the SDK's server.go), which is not read here. A call is one only on a
 * server this file proves to be the SDK's: a variable made by `alias.NewServer(\u2026)` or a parameter of type
 * `*alias.Server` (extract.ts reads it).
 *
 * A loop `for _, tool := range pkg.Tools { s.RegisterTool(tool.Name, tool.Description, tool.Handler) }`
 * registers each item of the list it ranges over, its fields handed on unchanged, when the body does
 * nothing else that could leave an item out (no `continue`, `break`, `goto`, `switch`, no `if` but an
 * error check, the item never reassigned) and the list is a package-level `var Tools = []T{\u2026}` the module
 * never assigns again. Each item literal of that list is then one tool, read where it is written, its
 * name and description from the fields the loop hands on; the file resting on the loop's file.
 */




const golang_IMPORT = /(?:^|[\n(])[ \t]*(?:import[ \t]+)?([A-Za-z_]\w{0,63}[ \t]+)?"github\.com\/metoro-io\/mcp-golang"/;
const MODULE_LINE = /^module[ \t]+(\S{1,256})/m;
const PACKAGE = /^package[ \t]+([A-Za-z_]\w{0,63})/m;
const LOOP = /\bfor[ \t]+_[ \t]*,[ \t]*([A-Za-z_]\w{0,63})[ \t]*:=[ \t]*range[ \t]+(?:([A-Za-z_]\w{0,63})\.)?([A-Za-z_]\w{0,63})[ \t]*\{/g;
const SKIPS = /\b(?:continue|break|goto|switch|select)\b/;
const IF = /\bif\b/g;
/** `if err != nil {`, `if err := s.RegisterTool(\u2026); err != nil {`: an error check. */
const ERROR_CHECK = /\bif[ \t]+(?:err[ \t]*:?=[^;{}\n]{1,400};[ \t]*)?err[ \t]*!=[ \t]*nil[ \t]*\{/g;
const IMPORT_PATH = /(?:^|[\n(])[ \t]*(?:import[ \t]+)?([A-Za-z_]\w{0,63}[ \t]+)?"([A-Za-z0-9_.~\-/]{1,256})"/g;
const MAX_FILE = 1 << 20;
const LISTS = new WeakMap();
/** The name the file imports mcp-golang's root package as (`mcp_golang`, its package name, unless aliased), or undefined. */
function golangAlias(text) {
    if (!text.includes('github.com/metoro-io/mcp-golang"'))
        return undefined;
    const match = golang_IMPORT.exec(text);
    return match ? (match[1]?.trim() ?? 'mcp_golang') : undefined;
}
/** Whether `name` is, in this file, a server of the SDK: made by `alias.NewServer(` or a parameter of type `*alias.Server`. */
function golangServer(text, alias, name) {
    return (new RegExp(`\\b${name}[ \\t]*:?=[ \\t]*${alias}\\.NewServer\\(`).test(text) ||
        new RegExp(`[(,][ \\t\\r\\n]*${name}[ \\t]+\\*${alias}\\.Server[ \\t]*[,)]`).test(text));
}
/** The loops of an mcp-golang file that register every item of the list they range over, fields unchanged. */
function registeringLoops(text) {
    const alias = golangAlias(text);
    if (alias === undefined)
        return [];
    const found = [];
    for (const match of text.matchAll(LOOP)) {
        const [, item, qualifier, list] = match;
        const from = match.index + match[0].length;
        const body = text.slice(from, (0,keyed/* loopEnd */.s)(text, from));
        const calls = [...body.matchAll(/\b([A-Za-z_]\w{0,63})\.RegisterTool\(/g)];
        const call = new RegExp(`\\b([A-Za-z_]\\w{0,63})\\.RegisterTool\\([ \\t]*${item}\\.(\\w{1,64})[ \\t]*,[ \\t]*${item}\\.(\\w{1,64})[ \\t]*,`).exec(body);
        if (calls.length !== 1 || !call || !golangServer(text, alias, call[1]) || SKIPS.test(body))
            continue;
        if ((body.match(IF)?.length ?? 0) !== (body.match(ERROR_CHECK)?.length ?? 0))
            continue;
        if (new RegExp(`\\b${item}(?:\\.\\w{1,64})?[ \\t]*=(?!=)`).test(body))
            continue;
        found.push({ ...(qualifier ? { qualifier } : {}), list, nameField: call[2], descriptionField: call[3], start: match.index });
    }
    return found;
}
/**
 * The registering loops among the files (path and text) and the lists they range over: a package-level
 * `var List = []T{` of the loop's own package (its folder) or of the package it imports as the qualifier,
 * assigned nowhere else in these files.
 */
function golangLists(files, modulePath, module = '') {
    const declared = new Map();
    const proven = new Map();
    for (const [loopAt, text] of files) {
        for (const loop of registeringLoops(text)) {
            const folder = loop.qualifier === undefined ? folderOf(loopAt) : golang_importedFolder(text, loop.qualifier, files, modulePath, module);
            if (folder === undefined)
                continue;
            const declaring = files.filter(([at, source]) => folderOf(at) === folder && declares(source, loop.list));
            const assigned = new RegExp(`\\b${loop.list}(?:\\[[^\\]\\n]{0,64}\\])?(?:\\.\\w{1,64})?[ \\t]*=(?!=)`, 'g');
            const writes = files.reduce((n, [, source]) => n + (source.includes(loop.list) ? (source.match(assigned)?.length ?? 0) : 0), 0);
            // A local of the loop's file by the list's name (`Tools := \u2026`) would be what an unqualified range reads.
            const shadowed = loop.qualifier === undefined && new RegExp(`\\b${loop.list}[ \\t]*(?:,[ \\t]*\\w{1,64}[ \\t]*)?:=`).test(text);
            if (declaring.length !== 1 || writes !== 1 || shadowed)
                continue;
            const at = declaring[0][0];
            declared.set(at, [...(declared.get(at) ?? []), { list: loop.list, nameField: loop.nameField, descriptionField: loop.descriptionField, loopAt }]);
            proven.set(loopAt, new Set([...(proven.get(loopAt) ?? []), loop.start]));
        }
    }
    return { declared, proven };
}
/** Whether the text declares `list` at the package level as a slice literal: `var List = []T{`. */
function declares(text, list) {
    return new RegExp(`^var[ \\t]+${list}[ \\t]*=[ \\t]*\\[\\][ \\t]*(?:[A-Za-z_]\\w{0,63}\\.)?[A-Za-z_]\\w{0,63}[ \\t]*\\{`, 'm').test(text);
}
/** The folder of the module's package the text imports as `qualifier` (its alias, else the package's own name). */
function golang_importedFolder(text, qualifier, files, modulePath, module) {
    if (modulePath === undefined)
        return undefined;
    for (const [, alias, imported] of text.matchAll(IMPORT_PATH)) {
        if (!imported.startsWith(`${modulePath}/`))
            continue;
        const folder = module === '' ? imported.slice(modulePath.length + 1) : `${module}/${imported.slice(modulePath.length + 1)}`;
        const named = alias?.trim() ?? files.map(([at, source]) => (folderOf(at) === folder ? PACKAGE.exec(source)?.[1] : undefined)).find(Boolean);
        if (named === qualifier)
            return folder;
    }
    return undefined;
}
function folderOf(path) {
    return path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
}
/** The file's part of its module's registering lists (the file alone without a workspace), recording that a file declaring one rests on its loops' files. */
function golangFileOf(text, path, workspace) {
    const found = golangListsFor(text, path, workspace);
    return { declared: found.declared.get(path) ?? [], proven: found.proven.get(path) ?? new Set() };
}
function golangListsFor(text, path, workspace) {
    const module = (0,hand_rolled/* moduleOf */.cD)(path, workspace);
    if (module === undefined || !workspace)
        return golangLists([[path, text]]);
    const found = (0,crate/* perCrate */.bE)(LISTS, workspace, module, () => {
        const files = [];
        (0,hand_rolled/* eachInModule */.fM)(workspace, module, (at, source) => files.push([at, source]));
        const mod = workspace.head(module === '' ? 'go.mod' : `${module}/go.mod`, MAX_FILE);
        const modulePath = mod ? MODULE_LINE.exec(new TextDecoder().decode(mod))?.[1] : undefined;
        return golangLists(files, modulePath, module);
    });
    for (const { loopAt } of found.declared.get(path) ?? [])
        if (loopAt !== path)
            workspace.drawsOn?.(loopAt);
    return found;
}
/** Reads each item of the registered lists this file declares (`declared`) as a tool, into `out`. */
function readGolangLists(input, declared, out) {
    const { tokens, pairs, value, skip, place, resolve, forget } = input;
    const op = (i, v) => tokens[i]?.kind === 'op' && tokens[i].text === v;
    const is = (i, v) => tokens[i]?.kind === 'name' && tokens[i].text === v;
    const { tools, names, unread } = out;
    let depth = 0;
    for (let i = 0; i + 4 < tokens.length; i++) {
        if (op(i, '{'))
            depth++;
        else if (op(i, '}'))
            depth--;
        const fields = depth === 0 && is(i, 'var') && op(i + 2, '=') ? declared.find((d) => is(i + 1, d.list)) : undefined;
        if (!fields || !op(i + 3, '[') || !op(i + 4, ']'))
            continue;
        let open = i + 5;
        while (open < tokens.length && open < i + 9 && !op(open, '{'))
            open++;
        if (!op(open, '{'))
            continue;
        for (let j = open + 1; j < pairs[open];) {
            item(j, fields);
            j = skip(j);
            if (op(j, ','))
                j++;
            else
                break;
        }
        i = pairs[open];
    }
    /** The item at `j` (`{\u2026}`, `T{\u2026}`, `&T{\u2026}`, `pkg.T{\u2026}`): a tool, when its name field is a literal. */
    function item(j, { nameField, descriptionField }) {
        let open = op(j, '&') ? j + 1 : j;
        if (!op(open, '{'))
            open = op(open + 1, '.') ? open + 3 : open + 1;
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        if (!op(open, '{') || pairs[open] + 1 !== skip(j)) {
            unread.push({ start: tokens[j].start, what: 'a tool registration' });
            return;
        }
        const tool = {};
        let nameAt = -1;
        for (let k = open + 1; k < pairs[open];) {
            if (tokens[k].kind !== 'name' || !op(k + 1, ':')) {
                forget(pointer);
                unread.push({ start: tokens[j].start, what: 'a tool registration' });
                return;
            }
            const field = tokens[k].text;
            const key = field === nameField ? 'name' : field === descriptionField ? 'description' : undefined;
            if (key !== undefined) {
                const read = value(k + 2, (0,util_pointer/* joinPointer */.Kn)(pointer, key), k);
                if (typeof read === 'string')
                    tool[key] = read;
                else if (key === 'description')
                    unread.push({ start: tokens[k + 2].start, what: "the tool's description", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, key) });
                if (key === 'name')
                    nameAt = k + 2;
            }
            k = skip(k + 2);
            if (op(k, ','))
                k++;
        }
        const name = tool.name;
        const again = typeof name === 'string' ? tools.findIndex((t) => t.name === name) : -1;
        if (typeof name !== 'string' || again !== -1) {
            forget(pointer);
            unread.push({
                start: tokens[nameAt === -1 ? j : nameAt].start,
                what: again === -1 ? 'a tool registration' : `a tool registration (named as tools[${again}] too: the later replaces it)`,
            });
            return;
        }
        unread.push({ start: tokens[j].start, what: "the tool's input schema (made from its handler's argument type)" });
        place(pointer, j, pairs[open]);
        tools.push({ ...tool, inputSchema: { type: 'object' } });
        names.push(tokens[resolve(nameAt)].start);
    }
}

;// CONCATENATED MODULE: ./src/formats/go-source/jsonschema-literal.ts
/**
 * A google/jsonschema-go `Schema` literal as the JSON Schema it marshals to: `&jsonschema.Schema{Type: "object",
 * Properties: map[string]*jsonschema.Schema{"owner": {Type: "string", Description: "\u2026"}}, Required:
 * []string{"owner"}}`, as go-sdk servers write a tool's `InputSchema` (the go-sdk's own `jsonschema` package
 * before it moved, the same type). Each field by the JSON name the package's MarshalJSON gives it, left out
 * when empty (its fields are all `omitempty`): strings, booleans, numbers behind `jsonschema.Ptr(\u2026)`, schemas,
 * maps and lists of schemas (`{\u2026}` items elided), lists of literals (`Enum: []any{\u2026}`), and `Default:
 * json.RawMessage(`\u2026`)` of literal JSON. Every part must be a literal (or what extract.ts's `value` reads: a
 * same-file constant, a translation's default): one that is not, or a field not listed here (`Extra`, `Const`),
 * makes the whole schema not statically known, never guessed.
 */


const jsonschema_literal_MAX_DEPTH = 32;
const jsonschema_literal_IMPORT = /(?:^|[\n(])[ \t]*(?:import[ \t]+)?([A-Za-z_]\w{0,63}[ \t]+)?"github\.com\/(?:google\/jsonschema-go|modelcontextprotocol\/go-sdk)\/jsonschema"/;
const STRINGS = {
    Type: 'type',
    Title: 'title',
    Description: 'description',
    Pattern: 'pattern',
    Format: 'format',
    ID: '$id',
    Schema: '$schema',
    Ref: '$ref',
    Comment: '$comment',
    Anchor: '$anchor',
    ContentEncoding: 'contentEncoding',
    ContentMediaType: 'contentMediaType',
};
const BOOLEANS = { Deprecated: 'deprecated', ReadOnly: 'readOnly', WriteOnly: 'writeOnly', UniqueItems: 'uniqueItems' };
/** The `*float64` and `*int` fields, each written `jsonschema.Ptr(\u2026)`. */
const NUMBERS = {
    Minimum: 'minimum',
    Maximum: 'maximum',
    ExclusiveMinimum: 'exclusiveMinimum',
    ExclusiveMaximum: 'exclusiveMaximum',
    MultipleOf: 'multipleOf',
    MinLength: 'minLength',
    MaxLength: 'maxLength',
    MinItems: 'minItems',
    MaxItems: 'maxItems',
    MinProperties: 'minProperties',
    MaxProperties: 'maxProperties',
    MinContains: 'minContains',
    MaxContains: 'maxContains',
};
const SCHEMAS = {
    Items: 'items',
    AdditionalProperties: 'additionalProperties',
    AdditionalItems: 'additionalItems',
    Not: 'not',
    Contains: 'contains',
    PropertyNames: 'propertyNames',
    If: 'if',
    Then: 'then',
    Else: 'else',
    UnevaluatedItems: 'unevaluatedItems',
    UnevaluatedProperties: 'unevaluatedProperties',
    ContentSchema: 'contentSchema',
};
const SCHEMA_MAPS = {
    Properties: 'properties',
    PatternProperties: 'patternProperties',
    Defs: '$defs',
    Definitions: 'definitions',
    DependentSchemas: 'dependentSchemas',
};
/** The fields a literal may leave not statically known without hiding the schema's structure: texts, bounds, values. */
const SOFT = new Set([
    'Title',
    'Description',
    'Pattern',
    'Format',
    'Comment',
    'ContentEncoding',
    'ContentMediaType',
    ...Object.keys(NUMBERS),
    ...Object.keys(BOOLEANS),
    'Enum',
    'Examples',
    'Default',
]);
const SCHEMA_LISTS = { AllOf: 'allOf', AnyOf: 'anyOf', OneOf: 'oneOf', PrefixItems: 'prefixItems' };
/** Lists of literals; `Types` marshals as an array `type`. */
const VALUE_LISTS = { Enum: 'enum', Examples: 'examples', Required: 'required', Types: 'type' };
/** The name the file imports the jsonschema package as, or undefined when it does not. */
function jsonschemaAlias(text) {
    if (!text.includes('/jsonschema"'))
        return undefined;
    const match = jsonschema_literal_IMPORT.exec(text);
    return match ? (match[1]?.trim() ?? 'jsonschema') : undefined;
}
/** A reader of the `Schema` literal at `i` (`&jsonschema.Schema{\u2026}`) as JSON placed under `pointer`, or UNKNOWN. */
function schemaLiteral(alias, { tokens, pairs, value, skip, place, unknown, forget }) {
    const op = (i, v) => tokens[i]?.kind === 'op' && tokens[i].text === v;
    const is = (i, v) => tokens[i]?.kind === 'name' && tokens[i].text === v;
    return (i, pointer) => {
        // The literal the whole expression: nothing after its `}`.
        const brace = open(i, false);
        return brace !== -1 && skip(i) === pairs[brace] + 1 ? schema(i, pointer, undefined, 0, false) : extracted/* UNKNOWN */.HV;
    };
    /** The `{` of a Schema literal at `i` (`&alias.Schema{`, `alias.Schema{`, or `{` where the type is elided), or -1. */
    function open(i, elided) {
        if (elided && op(i, '{'))
            return i;
        const at = op(i, '&') ? i + 1 : i;
        return is(at, alias) && op(at + 1, '.') && is(at + 2, 'Schema') && op(at + 3, '{') ? at + 3 : -1;
    }
    /** A literal's `key: value` items at `brace` (each key's and value's first token), or undefined when not all keyed. */
    function entries(brace) {
        const found = [];
        for (let j = brace + 1; j < pairs[brace];) {
            const keyEnd = skip(j);
            if (!op(keyEnd, ':'))
                return undefined;
            found.push([j, keyEnd + 1]);
            j = skip(keyEnd + 1);
            if (op(j, ','))
                j++;
            else if (j < pairs[brace])
                return undefined;
        }
        return found;
    }
    /** The items of a slice literal `[]T{\u2026}` at `i` (each one's first token), its `{`, or undefined. */
    function items(i) {
        if (!op(i, '[') || !op(i + 1, ']'))
            return undefined;
        let brace = i + 2;
        while (brace < tokens.length && brace < i + 8 && !op(brace, '{'))
            brace++;
        // `[]any{`, `[]interface{}{`: the element type's own braces first.
        if (is(brace - 1, 'interface') && pairs[brace] === brace + 1)
            brace += 2;
        if (!op(brace, '{'))
            return undefined;
        const at = [];
        for (let j = brace + 1; j < pairs[brace];) {
            at.push(j);
            j = skip(j);
            if (op(j, ','))
                j++;
            else if (j < pairs[brace])
                return undefined;
        }
        return { brace, at };
    }
    function schema(i, pointer, key, depth, elided) {
        const brace = open(i, elided);
        const fields = brace === -1 || depth > jsonschema_literal_MAX_DEPTH ? undefined : entries(brace);
        if (!fields)
            return extracted/* UNKNOWN */.HV;
        const out = {};
        for (const [fieldAt, at] of fields) {
            const field = tokens[fieldAt].kind === 'name' && at === fieldAt + 2 ? tokens[fieldAt].text : '';
            const read = fieldValue(field, at, pointer, fieldAt, depth);
            // A text, a bound or a list of values not statically known is left out, and listed; a part of the structure not, the whole.
            const soft = SOFT.has(field) ? (STRINGS[field] ?? NUMBERS[field] ?? BOOLEANS[field] ?? VALUE_LISTS[field] ?? 'default') : undefined;
            if (read === extracted/* UNKNOWN */.HV && soft !== undefined && !Object.hasOwn(out, soft)) {
                forget((0,util_pointer/* joinPointer */.Kn)(pointer, soft));
                unknown(at, (0,util_pointer/* joinPointer */.Kn)(pointer, soft));
                continue;
            }
            if (read === extracted/* UNKNOWN */.HV || read.name === undefined || Object.hasOwn(out, read.name))
                return extracted/* UNKNOWN */.HV;
            // A schema behind a pointer and a raw default are written when given; the rest are `omitempty`.
            if (Object.hasOwn(SCHEMAS, field) || field === 'Default' || !emptyValue(read.value))
                out[read.name] = read.value;
        }
        place(pointer, i, pairs[brace], key);
        return out;
    }
    /** One field's JSON name and value, or UNKNOWN. */
    function fieldValue(field, at, pointer, key, depth) {
        const under = (name) => (0,util_pointer/* joinPointer */.Kn)(pointer, name);
        const scalar = (name, type, i = at) => {
            const read = value(i, under(name), key);
            return typeof read === type ? { name, value: read } : extracted/* UNKNOWN */.HV;
        };
        if (Object.hasOwn(STRINGS, field))
            return scalar(STRINGS[field], 'string');
        if (Object.hasOwn(BOOLEANS, field))
            return scalar(BOOLEANS[field], 'boolean');
        if (Object.hasOwn(NUMBERS, field)) {
            const inner = pointed(at);
            return inner === -1 ? extracted/* UNKNOWN */.HV : scalar(NUMBERS[field], 'number', inner);
        }
        if (Object.hasOwn(SCHEMAS, field)) {
            const read = schema(at, under(SCHEMAS[field]), key, depth + 1, false);
            return read === extracted/* UNKNOWN */.HV ? extracted/* UNKNOWN */.HV : { name: SCHEMAS[field], value: read };
        }
        // `Required: nil`: an empty list or map, left out.
        const listed = Object.hasOwn(SCHEMA_MAPS, field) || Object.hasOwn(SCHEMA_LISTS, field) || Object.hasOwn(VALUE_LISTS, field);
        if (listed && is(at, 'nil') && skip(at) === at + 1)
            return { name: SCHEMA_MAPS[field] ?? SCHEMA_LISTS[field] ?? VALUE_LISTS[field], value: [] };
        if (Object.hasOwn(SCHEMA_MAPS, field)) {
            const name = SCHEMA_MAPS[field];
            // `map[string]*jsonschema.Schema{"owner": {\u2026}}`
            const brace = is(at, 'map') && op(at + 1, '[') ? skip(at) - 1 : -1;
            const fields = brace !== -1 && op(brace, '}') ? entries(mapOpen(at)) : undefined;
            if (!fields)
                return extracted/* UNKNOWN */.HV;
            const map = {};
            for (const [keyAt, item] of fields) {
                const property = tokens[keyAt].kind === 'string' && item === keyAt + 2 ? tokens[keyAt].text : undefined;
                if (property === undefined || Object.hasOwn(map, property))
                    return extracted/* UNKNOWN */.HV;
                const where = (0,util_pointer/* joinPointer */.Kn)(under(name), property);
                const read = schema(item, where, keyAt, depth + 1, true);
                // A property whose schema is not statically known accepts anything, as far as is known: `{}`, listed.
                if (read === extracted/* UNKNOWN */.HV) {
                    forget(where);
                    unknown(item, where);
                    place(where, item, skip(item) - 1, keyAt);
                }
                map[property] = read === extracted/* UNKNOWN */.HV ? {} : read;
            }
            place(under(name), at, skip(at) - 1, key);
            return { name, value: map };
        }
        if (Object.hasOwn(SCHEMA_LISTS, field) || Object.hasOwn(VALUE_LISTS, field)) {
            const schemas = Object.hasOwn(SCHEMA_LISTS, field);
            const name = schemas ? SCHEMA_LISTS[field] : VALUE_LISTS[field];
            const list = items(at);
            // A list `value` gives whole (a schema builder's parameter, schema-builders.ts): its literals.
            const given = list || schemas ? undefined : value(at, under(name), key);
            const fit = (v) => (name === 'enum' || name === 'examples' ? typeof v !== 'object' : typeof v === 'string');
            if (Array.isArray(given))
                return given.every(fit) ? { name, value: given } : extracted/* UNKNOWN */.HV;
            if (!list)
                return extracted/* UNKNOWN */.HV;
            const out = [];
            for (const item of list.at) {
                const where = (0,util_pointer/* joinPointer */.Kn)(under(name), String(out.length));
                const read = schemas ? schema(item, where, undefined, depth + 1, true) : value(item, where);
                // `required` and `type` name strings; `enum` and `examples` hold literals.
                const fits = schemas || (name === 'enum' || name === 'examples' ? typeof read !== 'object' : typeof read === 'string');
                if (read === extracted/* UNKNOWN */.HV || !fits)
                    return extracted/* UNKNOWN */.HV;
                out.push(read);
            }
            place(under(name), at, pairs[list.brace], key);
            return { name, value: out };
        }
        if (field === 'Default')
            return rawJson(at, under('default'), key);
        return extracted/* UNKNOWN */.HV;
    }
    /** The `{` of a map literal `map[K]V{` at `i`. */
    function mapOpen(i) {
        let j = pairs[i + 1] + 1;
        while (j < tokens.length && !op(j, '{'))
            j++;
        return j;
    }
    /** The argument of `jsonschema.Ptr(x)` / `jsonschema.Ptr[T](x)` at `i`, or -1. */
    function pointed(i) {
        if (!(is(i, alias) && op(i + 1, '.') && is(i + 2, 'Ptr')))
            return -1;
        const call = op(i + 3, '[') ? pairs[i + 3] + 1 : i + 3;
        return op(call, '(') && skip(call + 1) === pairs[call] ? call + 1 : -1;
    }
    /** `json.RawMessage(`\u2026`)` of a literal string holding JSON: the JSON, placed; else UNKNOWN. */
    function rawJson(i, pointer, key) {
        if (!(is(i, 'json') && op(i + 1, '.') && is(i + 2, 'RawMessage') && op(i + 3, '(') && pairs[i + 3] === i + 5))
            return extracted/* UNKNOWN */.HV;
        const literal = tokens[i + 4];
        if (literal.kind !== 'string' || literal.text === undefined)
            return extracted/* UNKNOWN */.HV;
        try {
            const parsed = JSON.parse(literal.text);
            place(pointer, i + 4, i + 4, key);
            return { name: 'default', value: parsed };
        }
        catch {
            return extracted/* UNKNOWN */.HV;
        }
    }
}
/** Whether `omitempty` leaves a value out: "", false, or an empty list or map (a pointer's 0 is written). */
function emptyValue(read) {
    if (read === '' || read === false)
        return true;
    if (Array.isArray(read))
        return read.length === 0;
    return typeof read === 'object' && read !== null && Object.keys(read).length === 0;
}

;// CONCATENATED MODULE: ./src/formats/go-source/schema-builders.ts
/**
 * A package function that builds a go-sdk schema from its parameters, as github/github-mcp-server writes the
 * `fields` parameter its tools share:
 *
 *   func fieldsSchemaProperty(description string, enum []any) *jsonschema.Schema {
 *     return &jsonschema.Schema{Type: "array", Description: description, Items: &jsonschema.Schema{Type: "string", Enum: enum}}
 *   }
 *   var listIssuesItemFieldEnum = []any{"number", "title", \u2026}
 *   schema.Properties["fields"] = fieldsSchemaProperty("Subset of fields \u2026", listIssuesItemFieldEnum)
 *
 * A builder's body is nothing but `return` of one schema literal whose values are literals or its parameters
 * (jsonschema-literal.ts reads it); at a call, each parameter stands for its argument: a scalar extract.ts's
 * `value` reads (a literal, a constant), or a package variable holding a list of literals that the package
 * uses nowhere but as an argument of its builders' calls (so nothing changes it). A call with any other
 * argument is not read. Plain token tests over the package's files (schema-edits.ts gathers them).
 */



/** The package's schema builders by name, from its parsed files, each with the jsonschema alias it writes. */
function schemaBuilders(files) {
    const found = new Map();
    for (const { file, alias } of files)
        for (const fn of (0,go_source_functions/* functionsOf */.TW)(file)) {
            const literal = returnedLiteral(fn, alias);
            if (literal !== undefined && !fn.receiver && fn.params.length > 0 && !fn.params.some((p) => p.variadic))
                found.set(fn.name, { fn, literal, alias });
        }
    if (found.size === 0)
        return new Map();
    const lists = builderLists(files.map((f) => f.file), new Set(found.keys()));
    return new Map([...found].map(([name, { fn, literal, alias }]) => [name, { params: fn.params.map((p) => p.name), file: fn.file, literal, alias, lists }]));
}
/**
 * The schema a builder's call makes, its arguments at `args` (each one's first token in the caller's
 * tokens) read by `value` (scalars) or naming one of its lists; UNKNOWN when any is not statically known.
 */
function builtSchema(builder, callerTokens, args, value) {
    if (args.length !== builder.params.length)
        return extracted/* UNKNOWN */.HV;
    const given = new Map();
    for (const [n, at] of args.entries()) {
        const t = callerTokens[at];
        const list = t?.kind === 'name' ? builder.lists.get(t.text) : undefined;
        const read = list ?? value(at);
        if (read === extracted/* UNKNOWN */.HV)
            return extracted/* UNKNOWN */.HV;
        given.set(builder.params[n], read);
    }
    const { tokens, pairs } = builder.file;
    const { op } = (0,go_source_functions/* reader */.wA)(tokens);
    const skip = (i) => {
        for (; i < tokens.length; i++) {
            if (op(i, '(') || op(i, '[') || op(i, '{'))
                i = pairs[i];
            else if (op(i, ')') || op(i, ']') || op(i, '}') || op(i, ',') || op(i, ':'))
                return i;
        }
        return i;
    };
    let unknown = false;
    const read = schemaLiteral(builder.alias, {
        tokens,
        pairs,
        skip,
        // A parameter alone is its argument; a literal scalar is itself.
        value: (i) => {
            const t = tokens[i];
            if (skip(i) !== i + 1 || t === undefined)
                return extracted/* UNKNOWN */.HV;
            if (t.kind === 'name')
                return given.get(t.text) ?? (t.text === 'true' || t.text === 'false' ? t.text === 'true' : extracted/* UNKNOWN */.HV);
            if (t.kind === 'string' && t.text !== undefined)
                return t.text;
            return t.kind === 'number' && /^\d+(?:\.\d+)?$/.test(t.text ?? '') ? Number(t.text) : extracted/* UNKNOWN */.HV;
        },
        place: () => { },
        unknown: () => {
            unknown = true;
        },
        forget: () => { },
    })(builder.literal, '');
    return unknown ? extracted/* UNKNOWN */.HV : read;
}
/** The `&` of `return &alias.Schema{\u2026}` when that is the whole body of `fn`, which returns `*alias.Schema`. */
function returnedLiteral(fn, alias) {
    const { tokens, pairs } = fn.file;
    const { op, is } = (0,go_source_functions/* reader */.wA)(tokens);
    const close = pairs[fn.body];
    const at = fn.body + 2;
    const result = fn.body - 4;
    const typed = op(result, '*') && is(result + 1, alias) && op(result + 2, '.') && is(result + 3, 'Schema') && op(result - 1, ')');
    const literal = is(fn.body + 1, 'return') && op(at, '&') && is(at + 1, alias) && op(at + 2, '.') && is(at + 3, 'Schema') && op(at + 4, '{');
    return typed && literal && pairs[at + 4] + 1 === close ? at : undefined;
}
/**
 * The package's variables `var X = []any{"a", \u2026}` (or `[]string`, `[]interface{}`) of literals alone, each
 * declared once and otherwise named only as a whole argument of a call of one of `builders`.
 */
function builderLists(files, builders) {
    const declared = new Map();
    const twice = new Set();
    for (const file of files) {
        const { tokens, pairs } = file;
        const { op, is } = (0,go_source_functions/* reader */.wA)(tokens);
        for (let i = 0; i + 5 < tokens.length; i++) {
            if (!is(i, 'var') || tokens[i + 1]?.kind !== 'name' || !op(i + 2, '=') || !op(i + 3, '[') || !op(i + 4, ']'))
                continue;
            const name = tokens[i + 1].text;
            const brace = is(i + 5, 'interface') && op(i + 6, '{') && op(i + 7, '}') ? i + 8 : is(i + 5, 'any') || is(i + 5, 'string') ? i + 6 : -1;
            if (brace === -1 || !op(brace, '{'))
                continue;
            const items = [];
            let plain = true;
            for (let j = brace + 1; j < pairs[brace] && plain; j += 2) {
                const t = tokens[j];
                plain = (t.kind === 'string' || (t.kind === 'number' && /^\d+(?:\.\d+)?$/.test(t.text ?? ''))) && (op(j + 1, ',') || j + 1 === pairs[brace]);
                if (plain)
                    items.push(t.kind === 'string' ? t.text : Number(t.text));
            }
            if (declared.has(name))
                twice.add(name);
            if (plain && items.length > 0)
                declared.set(name, { items, at: i + 1, file });
        }
    }
    const out = new Map();
    for (const [name, { items, at, file: home }] of declared) {
        if (twice.has(name))
            continue;
        let passed = true;
        for (const file of files) {
            const { tokens, pairs } = file;
            const { op } = (0,go_source_functions/* reader */.wA)(tokens);
            for (let j = 0; j < tokens.length && passed; j++) {
                if (tokens[j].kind !== 'name' || tokens[j].text !== name || (file === home && j === at))
                    continue;
                // A whole argument: `(`/`,` before, `,`/`)` after, in the parentheses of a builder's call.
                let open = j - 1;
                while (open > 0 && !((op(open, '(') || op(open, '[') || op(open, '{')) && pairs[open] > j))
                    open--;
                const callee = tokens[open - 1];
                passed =
                    (op(j - 1, '(') || op(j - 1, ',')) &&
                        (op(j + 1, ',') || op(j + 1, ')')) &&
                        op(open, '(') &&
                        callee?.kind === 'name' &&
                        builders.has(callee.text) &&
                        !op(open - 2, '.');
            }
        }
        if (passed)
            out.set(name, items);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/formats/go-source/schema-closures.ts
/**
 * A go-sdk tool's input schema made by a function literal called where it is written, as
 * github/github-mcp-server writes a schema it edits after a helper made it:
 *
 *   InputSchema: func() *jsonschema.Schema {
 *     schema := WithPagination(&jsonschema.Schema{Type: "object", Properties: \u2026})
 *     schema.Properties["page"].Description = "Page number (default 1)"
 *     return schema
 *   }(),
 *
 * Its body is read as schema-edits.ts reads a function's local: only when it is straight-line code about one
 * local, every statement naming it first (its declaration, an edit, `v = F(v)`) or giving it alone to a call
 * (`F(v)`), and the last `return v`. Any other statement (an `if`, a second local, a `return` of anything
 * else) keeps the schema not statically known.
 */

/**
 * The function literal `func() *<alias>.Schema {\u2026}()` at `i`, the expression ending before `end`: its body
 * as a `Func` and the index of the local its last statement returns, or undefined when it is not such a body.
 */
function schemaClosure(file, alias, i, end) {
    const { tokens, pairs, text } = file;
    const { op, is } = (0,go_source_functions/* reader */.wA)(tokens);
    const body = i + 7;
    if (!(is(i, 'func') && op(i + 1, '(') && op(i + 2, ')') && op(i + 3, '*') && is(i + 4, alias) && op(i + 5, '.') && is(i + 6, 'Schema') && op(body, '{')))
        return undefined;
    const close = pairs[body];
    if (!(op(close + 1, '(') && pairs[close + 1] === close + 2 && close + 3 === end))
        return undefined;
    const returned = close - 1;
    if (!(is(returned - 1, 'return') && tokens[returned]?.kind === 'name'))
        return undefined;
    const v = tokens[returned].text;
    // Each statement of the body (a token at its depth that starts a line) names the local first or hands it to a call.
    for (let j = body + 1; j < close; j = op(j, '{') || op(j, '(') || op(j, '[') ? pairs[j] + 1 : j + 1) {
        if (!startsLine(text, tokens[j].start))
            continue;
        const names = j === returned - 1 || is(j, v) || (tokens[j].kind === 'name' && op(j + 1, '(') && is(j + 2, v) && op(j + 3, ')'));
        if (!names)
            return undefined;
    }
    return { fn: { name: '', params: [], body, file }, returned };
}
/** Whether only blanks are before `offset` on its line. */
function startsLine(text, offset) {
    return /^[ \t]*$/.test(text.slice(text.lastIndexOf('\n', offset - 1) + 1, offset));
}

;// CONCATENATED MODULE: ./src/formats/go-source/schema-edits.ts
/**
 * A go-sdk tool's input schema made as a `jsonschema.Schema` literal and then edited before the tool is made,
 * as github/github-mcp-server writes most of its schemas:
 *
 *   schema := &jsonschema.Schema{Type: "object", Properties: map[string]*jsonschema.Schema{\u2026}}
 *   schema.Properties["after"] = &jsonschema.Schema{Type: "string", Description: "\u2026"}
 *   schema.Required = append(schema.Required, "owner")
 *   WithPagination(schema)
 *   return NewTool(\u2026, mcp.Tool{Name: "list_x", InputSchema: schema}, \u2026)
 *
 * or `InputSchema: WithPagination(&jsonschema.Schema{\u2026})`. The edits are read only when they are plain: the
 * local declared once, by a statement of the function's own block, and every other use of it such a
 * statement before the tool's literal (no branch, no loop, no use after it): a property set to a schema
 * literal (or a schema builder's call, schema-builders.ts), a text of a property set before given a literal
 * (`schema.Properties["page"].Description = "\u2026"`), `Required` appended literal names, or the local given to
 * a schema helper. The same straight-line body of a function literal called in place is read alike
 * (schema-closures.ts). A schema helper is a
 * function of the file's own package taking only the schema, whose body is nothing but such statements on
 * its parameter and `return` of it (`func WithPagination(schema *jsonschema.Schema) *jsonschema.Schema`):
 * its edits are read there, with literal values alone, and placed at its call. Anything else (a property
 * made by a call, an edit in an `if`, a helper that reads anything else) keeps the schema not statically known.
 */









const HELPERS = new WeakMap();
const MAX_FOLDERS = 256;
/** Helpers nested in a call read at most (`WithA(WithB(&jsonschema.Schema{\u2026}))`). */
const MAX_NESTED = 8;
/** The schema helpers of the package of the file at `path` (its own text when no workspace is given). */
function schemaHelpers(text, path, workspace) {
    if (jsonschemaAlias(text) === undefined)
        return undefined;
    const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
    if (!workspace)
        return helpersIn([[path, text]]);
    let folders = workspace.stable ? HELPERS.get(workspace) : undefined;
    const known = folders?.get(folder);
    if (known)
        return known.size > 0 ? known : undefined;
    const found = helpersIn([...(0,spec_helpers/* goFiles */.uJ)(workspace, folder)]);
    if (workspace.stable) {
        if (!folders)
            HELPERS.set(workspace, (folders = new Map()));
        if (folders.size >= MAX_FOLDERS)
            folders.clear();
        folders.set(folder, found);
    }
    return found.size > 0 ? found : undefined;
}
function helpersIn(files) {
    const found = new Map();
    const parsed = [];
    for (const [at, text] of files) {
        const alias = jsonschemaAlias(text);
        if (alias === undefined || !text.includes(`*${alias}.Schema`))
            continue;
        const tokens = (0,go_source_tokens/* goTokens */.V)(text);
        const pairs = (0,source_tokens/* bracketPairs */.WW)(tokens);
        parsed.push({ file: { at, text, tokens, pairs }, alias });
        for (const fn of (0,go_source_functions/* functionsOf */.TW)({ at, text, tokens, pairs })) {
            const [param, ...more] = fn.params;
            if (fn.receiver || !param || more.length > 0 || param.variadic || param.type !== `*${alias}.Schema`)
                continue;
            const edits = helperEdits(fn, param.name, alias);
            if (edits)
                found.set(fn.name, edits);
        }
    }
    for (const [name, builder] of schemaBuilders(parsed))
        if (!found.has(name))
            found.set(name, builder);
    return found;
}
/** The edits the body of `fn` makes to its parameter `p`, when it is nothing but plain edits and `return p`. */
function helperEdits(fn, p, alias) {
    const { tokens, pairs, text } = fn.file;
    const { is } = (0,go_source_functions/* reader */.wA)(tokens);
    const skip = skipper(tokens, pairs);
    const close = pairs[fn.body];
    let unknown = false;
    const input = {
        tokens,
        pairs,
        value: (i) => plainValue(tokens, i, skip),
        skip,
        place: () => { },
        unknown: () => {
            unknown = true;
        },
        forget: () => { },
    };
    const edits = [];
    for (let j = fn.body + 1; j < close;) {
        if (!startsLine(text, tokens[j].start))
            return undefined;
        if (is(j, 'return') && is(j + 1, p) && j + 2 === close)
            return edits;
        const edit = plainEdit(tokens, pairs, j, p, alias, (at, end) => {
            const read = schemaLiteral(alias, { ...input, skip: (k) => Math.min(skip(k), end) })(at, '');
            return unknown || read === extracted/* UNKNOWN */.HV ? extracted/* UNKNOWN */.HV : read;
        }, (at) => plainValue(tokens, at, skip));
        if (!edit || (edit.end < close && !startsLine(text, tokens[edit.end].start)))
            return undefined;
        edits.push(edit.edit);
        j = edit.end;
    }
    return edits;
}
/**
 * The plain edit of `v` written at `j`: `v.Properties["k"] = &jsonschema.Schema{\u2026}` (read by `literal`, given
 * the literal's first token and the index after it, or a builder's call read by `built`), `v.Properties["k"].Description
 * = "\u2026"` (the value read by `scalar`, given its first token and the field's JSON name) or `v.Required = append(v.Required,
 * "a", \u2026)`; with the index after it, or undefined.
 */
function plainEdit(tokens, pairs, j, v, alias, literal, scalar, built) {
    const { op, is } = (0,go_source_functions/* reader */.wA)(tokens);
    if (!is(j, v) || !op(j + 1, '.'))
        return undefined;
    const field = tokens[j + 7]?.kind === 'name' && Object.hasOwn(STRINGS, tokens[j + 7].text) ? STRINGS[tokens[j + 7].text] : undefined;
    if (is(j + 2, 'Properties') && op(j + 3, '[') && tokens[j + 4]?.kind === 'string' && op(j + 5, ']') && op(j + 6, '.') && field && op(j + 8, '=')) {
        // A string literal, or strings joined with `+`.
        let end = j + 10;
        while (op(end, '+') && tokens[end + 1]?.kind === 'string')
            end += 2;
        const read = tokens[j + 9]?.kind === 'string' ? scalar(j + 9, field) : extracted/* UNKNOWN */.HV;
        return typeof read === 'string' ? { edit: { property: tokens[j + 4].text, field, text: read }, end } : undefined;
    }
    if (is(j + 2, 'Properties') && op(j + 3, '[') && tokens[j + 4]?.kind === 'string' && op(j + 5, ']') && op(j + 6, '=')) {
        const at = j + 7;
        const brace = op(at, '&') && is(at + 1, alias) && op(at + 2, '.') && is(at + 3, 'Schema') && op(at + 4, '{') ? at + 4 : -1;
        const call = brace === -1 ? built?.(at) : undefined;
        if (call && call.read !== extracted/* UNKNOWN */.HV && typeof call.read === 'object' && call.read !== null)
            return { edit: { property: tokens[j + 4].text, schema: call.read }, end: call.end };
        if (brace === -1)
            return undefined;
        const read = literal(at, pairs[brace] + 1);
        if (read === extracted/* UNKNOWN */.HV || typeof read !== 'object' || read === null)
            return undefined;
        return { edit: { property: tokens[j + 4].text, schema: read }, end: pairs[brace] + 1 };
    }
    if (is(j + 2, 'Required') && op(j + 3, '=') && is(j + 4, 'append') && op(j + 5, '(') && is(j + 6, v) && op(j + 7, '.') && is(j + 8, 'Required')) {
        const names = [];
        for (let k = j + 9; k < pairs[j + 5]; k += 2) {
            if (!op(k, ','))
                return undefined;
            // A list written one name a line ends in a comma.
            if (k + 1 === pairs[j + 5])
                break;
            if (tokens[k + 1]?.kind !== 'string')
                return undefined;
            names.push(tokens[k + 1].text);
        }
        return names.length > 0 ? { edit: { required: names }, end: pairs[j + 5] + 1 } : undefined;
    }
    return undefined;
}
/**
 * A reader of the edited schema an `InputSchema` is given at `i` (a local, or a helper's call) as JSON placed
 * under `pointer`, or UNKNOWN.
 */
function editedSchemas(input) {
    const { text, tokens, pairs, alias, helpers, skip, place } = input;
    const { op, is } = (0,go_source_functions/* reader */.wA)(tokens);
    let functions;
    /** The schema literal in tokens [at, end) read whole, or UNKNOWN. */
    const literal = (at, end, pointer) => {
        const brace = op(at, '&') && is(at + 1, alias) && op(at + 2, '.') && is(at + 3, 'Schema') && op(at + 4, '{') ? at + 4 : -1;
        if (brace === -1 || pairs[brace] + 1 !== end)
            return extracted/* UNKNOWN */.HV;
        return schemaLiteral(alias, { ...input, skip: (k) => Math.min(skip(k), end) })(at, pointer);
    };
    /** A helper's call `F(x)` at `i`, ending at `end`: `x` (a literal, or another such call) edited as the helper does. */
    const helped = (i, end, pointer, depth) => {
        const edits = tokens[i]?.kind === 'name' && !op(i - 1, '.') && op(i + 1, '(') && pairs[i + 1] + 1 === end ? helpers?.get(tokens[i].text) : undefined;
        if (!edits || 'params' in edits || depth > MAX_NESTED)
            return extracted/* UNKNOWN */.HV;
        const close = pairs[i + 1];
        const inner = Math.min(skip(i + 2), close);
        if (inner !== close && !(op(inner, ',') && inner + 1 === close))
            return extracted/* UNKNOWN */.HV;
        const base = literal(i + 2, inner, pointer);
        const read = base === extracted/* UNKNOWN */.HV ? helped(i + 2, inner, pointer, depth + 1) : base;
        return read === extracted/* UNKNOWN */.HV ? extracted/* UNKNOWN */.HV : applied(read, edits, pointer, [i, close]);
    };
    /** `schema` with `edits` made; a helper's properties placed at its call's tokens `at`. */
    const applied = (schema, edits, pointer, at) => {
        if (typeof schema !== 'object' || schema === null)
            return extracted/* UNKNOWN */.HV;
        let out = schema;
        for (const edit of edits) {
            const properties = out.properties;
            if ('field' in edit) {
                // A property never set is a nil pointer the assignment panics on.
                const before = properties?.[edit.property];
                if (typeof before !== 'object' || before === null || !Object.hasOwn(properties, edit.property))
                    return extracted/* UNKNOWN */.HV;
                out = { ...out, properties: { ...properties, [edit.property]: { ...before, [edit.field]: edit.text } } };
                if (at)
                    place((0,util_pointer/* joinPointer */.Kn)((0,util_pointer/* joinPointer */.Kn)((0,util_pointer/* joinPointer */.Kn)(pointer, 'properties'), edit.property), edit.field), at[0], at[1]);
            }
            else if ('property' in edit) {
                out = { ...out, properties: { ...properties, [edit.property]: edit.schema } };
                if (at)
                    place((0,util_pointer/* joinPointer */.Kn)((0,util_pointer/* joinPointer */.Kn)(pointer, 'properties'), edit.property), at[0], at[1]);
            }
            else
                out = { ...out, required: [...(out.required ?? []), ...edit.required] };
        }
        return out;
    };
    /** A schema builder's call `F(a, b)` at `at` (schema-builders.ts): the schema it makes, placed at the call, and the index after it. */
    const built = (at, pointer) => {
        const builder = tokens[at]?.kind === 'name' && !op(at - 1, '.') && op(at + 1, '(') ? helpers?.get(tokens[at].text) : undefined;
        if (!builder || !('params' in builder))
            return undefined;
        const args = [];
        for (let k = at + 2; k < pairs[at + 1]; k++) {
            args.push(k);
            k = skip(k);
            if (!op(k, ',') && k !== pairs[at + 1])
                return undefined;
        }
        const read = builtSchema(builder, tokens, args, (k) => (skip(k) === k + 1 || tokens[k].kind === 'string' ? input.value(k, pointer) : extracted/* UNKNOWN */.HV));
        if (read !== extracted/* UNKNOWN */.HV)
            place(pointer, at, pairs[at + 1]);
        return { read, end: pairs[at + 1] + 1 };
    };
    /** Whether the token at `j` starts a statement of the body at `body` itself (in no block), on a line of its own. */
    const statement = (body, j) => {
        let k = body + 1;
        while (k < j)
            k = op(k, '{') || op(k, '(') || op(k, '[') ? pairs[k] + 1 : k + 1;
        return k === j && startsLine(text, tokens[j].start);
    };
    /** Whether the statement ending before `end` ends its line. */
    const ends = (fn, end) => end === pairs[fn.body] || startsLine(text, tokens[end].start);
    /** A local `v` at `i` of `own` (else of the function around it): its declaration's schema with every plain edit before `i` made. */
    const local = (i, pointer, own) => {
        const v = tokens[i].text;
        functions ??= (0,go_source_functions/* functionsOf */.TW)({ at: '', text, tokens, pairs });
        const fn = own ?? functions.find((f) => f.body < i && i < pairs[f.body]);
        if (!fn)
            return extracted/* UNKNOWN */.HV;
        const used = (0,go_source_functions/* uses */.r9)(fn, v);
        const consumed = new Set([i]);
        let base = extracted/* UNKNOWN */.HV;
        let declared = -1;
        const edits = [];
        for (const u of used) {
            if (consumed.has(u))
                continue;
            if (u > i)
                return extracted/* UNKNOWN */.HV;
            if (op(u + 1, ':=') && declared === -1 && statement(fn.body, u)) {
                declared = u;
                const at = u + 2;
                const brace = op(at, '&') && is(at + 1, alias) && op(at + 2, '.') && is(at + 3, 'Schema') && op(at + 4, '{') ? at + 4 : -1;
                const end = brace !== -1 ? pairs[brace] + 1 : op(at + 1, '(') ? pairs[at + 1] + 1 : -1;
                if (end === -1 || !ends(fn, end))
                    return extracted/* UNKNOWN */.HV;
                base = brace !== -1 ? literal(at, end, pointer) : helped(at, end, pointer, 0);
                if (base === extracted/* UNKNOWN */.HV)
                    return extracted/* UNKNOWN */.HV;
                continue;
            }
            // `F(v)` or `v = F(v)`: a helper given the local, a statement of its own.
            const call = op(u - 1, '(') && op(u + 1, ')') ? u - 2 : op(u + 1, '=') && is(u + 4, v) && op(u + 3, '(') && op(u + 5, ')') ? u + 2 : -1;
            const found = call !== -1 && !op(call - 1, '.') ? helpers?.get(tokens[call].text) : undefined;
            const helper = found && !('params' in found) ? found : undefined;
            if (helper && statement(fn.body, call === u + 2 ? u : call) && ends(fn, pairs[call + 1] + 1)) {
                consumed.add(call === u + 2 ? u + 4 : u);
                edits.push({ at: call, to: pairs[call + 1], edits: helper, placed: true });
                continue;
            }
            const property = (0,util_pointer/* joinPointer */.Kn)((0,util_pointer/* joinPointer */.Kn)(pointer, 'properties'), String(tokens[u + 4]?.text));
            const edit = statement(fn.body, u)
                ? plainEdit(tokens, pairs, u, v, alias, (at, to) => literal(at, to, property), (at, key) => input.value(at, (0,util_pointer/* joinPointer */.Kn)(property, key)), (at) => built(at, property))
                : undefined;
            if (!edit || !ends(fn, edit.end))
                return extracted/* UNKNOWN */.HV;
            // `append(v.Required, \u2026)` names the local again.
            if ('required' in edit.edit)
                consumed.add(u + 6);
            edits.push({ at: u, to: edit.end - 1, edits: [edit.edit], placed: false });
        }
        if (declared === -1 || edits.some((e) => e.at < declared))
            return extracted/* UNKNOWN */.HV;
        let out = base;
        for (const edit of edits.sort((a, b) => a.at - b.at))
            out = applied(out, edit.edits, pointer, edit.placed ? [edit.at, edit.to] : undefined);
        return out;
    };
    return (i, pointer) => {
        if (tokens[i]?.kind !== 'name')
            return extracted/* UNKNOWN */.HV;
        const end = skip(i);
        if (end === i + 1)
            return local(i, pointer);
        const closure = schemaClosure({ at: '', text, tokens, pairs }, alias, i, end);
        if (closure)
            return local(closure.returned, pointer, closure.fn);
        return helped(i, end, pointer, 0);
    };
}
/** A literal scalar at `i` alone: a string, a number, `true` or `false`. */
function plainValue(tokens, i, skip) {
    const t = tokens[i];
    if (!t || skip(i) !== i + 1)
        return extracted/* UNKNOWN */.HV;
    if (t.kind === 'string' && t.text !== undefined)
        return t.text;
    if (t.kind === 'number' && /^\d+(?:\.\d+)?$/.test(t.text ?? ''))
        return Number(t.text);
    if (t.kind === 'name' && (t.text === 'true' || t.text === 'false'))
        return t.text === 'true';
    return extracted/* UNKNOWN */.HV;
}
/** The index after the expression at `i`: at a `,`, a `:`, an `=` or a closing bracket at its depth. */
function skipper(tokens, pairs) {
    return (i) => {
        for (; i < tokens.length; i++) {
            const t = tokens[i];
            if (t.kind !== 'op')
                continue;
            if (t.text === '(' || t.text === '[' || t.text === '{')
                i = pairs[i];
            else if (t.text === ')' || t.text === ']' || t.text === '}' || t.text === ',' || t.text === ':' || t.text === '=' || t.text === ':=')
                return i;
        }
        return i;
    };
}

// EXTERNAL MODULE: ./src/formats/go-source/sdk.ts
var sdk = __webpack_require__(2299);
;// CONCATENATED MODULE: ./src/formats/go-source/raw-json-schemas.ts
/**
 * A go-sdk tool's input schema written as literal JSON: `InputSchema: json.RawMessage(`{"type":"object",
 * "properties":{\u2026}}`)`. The go-sdk's `Tool.InputSchema` is an `any` it marshals as it is, and a
 * `json.RawMessage` marshals as the bytes it holds, so the tool serves that JSON. Only one string literal
 * (a raw or an interpreted one) holding a JSON object is read, placed at the literal; anything else (a
 * variable, a call, strings joined) stays not statically known.
 */


/** The JSON object `json.RawMessage(<string>)` at `i`, an expression ending before `end`, holds, placed by `place`; else UNKNOWN. */
function rawJsonSchema(text, tokens, pairs, i, end, place) {
    const { op, is } = (0,go_source_functions/* reader */.wA)(tokens);
    if (!(is(i, 'json') && op(i + 1, '.') && is(i + 2, 'RawMessage') && op(i + 3, '(') && pairs[i + 3] === i + 5 && end === i + 6))
        return extracted/* UNKNOWN */.HV;
    const literal = tokens[i + 4];
    if (literal.kind !== 'string' || literal.text === undefined || !text.includes('"encoding/json"'))
        return extracted/* UNKNOWN */.HV;
    let parsed;
    try {
        parsed = JSON.parse(literal.text);
    }
    catch {
        return extracted/* UNKNOWN */.HV;
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
        return extracted/* UNKNOWN */.HV;
    place(i, pairs[i + 3]);
    return parsed;
}

// EXTERNAL MODULE: ./src/formats/go-source/option-slices.ts
var option_slices = __webpack_require__(3148);
;// CONCATENATED MODULE: ./src/formats/go-source/tool-annotations.ts
/**
 * mark3labs/mcp-go's `mcp.WithToolAnnotation(mcp.ToolAnnotation{Title: "\u2026", ReadOnlyHint: mcp.ToBoolPtr(true)})`:
 * the option sets the tool's whole `Annotations` to the literal (mcp-go's tools.go: `t.Annotations =
 * annotation`), replacing what options before it set; its fields marshal by their JSON names, each left out
 * when not written (`omitempty`). mcp-go's `ToBoolPtr(b bool) *bool { return &b }` is a pointer helper whose
 * call of a literal is that literal, as a module's own are (wrappers.ts). The literal is read as extract.ts
 * reads a struct literal: every field a literal (or what its `value` reads), else the annotations are not
 * statically known.
 */

/** The file's import of mcp-go's `mcp` package: its alias when it gives one. */
const tool_annotations_IMPORT = /^[ \t]*(?:import[ \t]+)?(?:([A-Za-z_]\w{0,63})[ \t]+)?"github\.com\/mark3labs\/mcp-go\/mcp"[ \t]*$/m;
/** The name the file calls mcp-go's `mcp` package by, or undefined when it does not import it. */
function mcpGoAlias(text) {
    if (!text.includes('mark3labs/mcp-go/mcp"'))
        return undefined;
    const alias = tool_annotations_IMPORT.exec(text)?.[1] ?? 'mcp';
    return alias === '_' || alias === '.' ? undefined : alias;
}
/** `wrappers` with mcp-go's `ToBoolPtr` among its pointer helpers, when the file imports mcp-go and calls it. */
function withMcpGoPointers(text, wrappers) {
    const alias = mcpGoAlias(text);
    if (alias === undefined || !text.includes(`${alias}.ToBoolPtr(`))
        return wrappers;
    return { wrappers: wrappers?.wrappers ?? new Map(), pointers: new Set([...(wrappers?.pointers ?? []), `${alias}.ToBoolPtr`]) };
}
/**
 * Whether the option called at `name` (`mcp.WithToolAnnotation`, its `(` after it) is given one
 * `mcp.ToolAnnotation{\u2026}` literal alone, of the file's mcp-go package (`alias`, as mcpGoAlias gives it).
 */
function annotationOption(alias, tokens, pairs, name) {
    const { op, is } = (0,go_source_functions/* reader */.wA)(tokens);
    const open = name + 1;
    const brace = open + 4;
    if (alias === undefined || !(is(name, 'WithToolAnnotation') && is(name - 2, alias) && op(name - 1, '.') && op(open, '(')))
        return false;
    if (!(is(open + 1, alias) && op(open + 2, '.') && is(open + 3, 'ToolAnnotation') && op(brace, '{')))
        return false;
    const end = pairs[brace] + 1;
    return end === pairs[open] || (op(end, ',') && end + 1 === pairs[open]);
}

;// CONCATENATED MODULE: ./src/formats/go-source/tool-input-schema.ts
/**
 * mark3labs/mcp-go's `mcp.ToolInputSchema{Type: "object", Properties: map[string]any{"q": map[string]any{"type":
 * "string", "description": "\u2026"}}, Required: []string{"q"}}`, as a `mcp.Tool{\u2026}` literal's `InputSchema`: the
 * JSON its MarshalJSON writes (mcp-go's tools.go: `type`, `$defs`, `properties`, `{}` when not given,
 * `required` when not empty, `additionalProperties`), each value a literal map, slice or scalar read as
 * json-literal.ts reads one. A field not written as such a literal, or one not listed here, makes the whole
 * schema not statically known.
 */



const tool_input_schema_IMPORT = /(?:^|[\n(])[ \t]*(?:import[ \t]+)?([A-Za-z_]\w{0,63}[ \t]+)?"github\.com\/mark3labs\/mcp-go\/mcp"/;
/** The fields read, by their JSON names. */
const FIELDS = {
    Type: 'type',
    Defs: '$defs',
    Properties: 'properties',
    Required: 'required',
    AdditionalProperties: 'additionalProperties',
};
/** A reader of the `ToolInputSchema` literal at `i` as JSON placed under `pointer` (UNKNOWN when it is none), or undefined when the file does not import mcp-go's `mcp`. */
function toolInputSchema(text, input) {
    const alias = text.includes('mark3labs/mcp-go/mcp"') ? tool_input_schema_IMPORT.exec(text) : null;
    if (!alias)
        return undefined;
    const name = alias[1]?.trim() ?? 'mcp';
    const { tokens, pairs, skip, place } = input;
    const json = (0,json_literal/* jsonLiteral */.O)(input);
    const op = (i, v) => tokens[i]?.kind === 'op' && tokens[i].text === v;
    const is = (i, v) => tokens[i]?.kind === 'name' && tokens[i].text === v;
    return (i, pointer) => {
        const open = i + 3;
        if (!(is(i, name) && op(i + 1, '.') && is(i + 2, 'ToolInputSchema') && op(open, '{') && skip(i) === pairs[open] + 1))
            return extracted/* UNKNOWN */.HV;
        const read = {};
        for (let j = open + 1; j < pairs[open];) {
            const key = tokens[j].kind === 'name' && op(j + 1, ':') && Object.hasOwn(FIELDS, tokens[j].text) ? FIELDS[tokens[j].text] : undefined;
            if (key === undefined || Object.hasOwn(read, key))
                return extracted/* UNKNOWN */.HV;
            const value = json(j + 2, (0,util_pointer/* joinPointer */.Kn)(pointer, key));
            const fits = key === 'type'
                ? typeof value === 'string'
                : key === 'required'
                    ? Array.isArray(value) && value.every((v) => typeof v === 'string')
                    : key === 'additionalProperties'
                        ? typeof value === 'boolean' || isObject(value)
                        : isObject(value);
            if (value === extracted/* UNKNOWN */.HV || !fits)
                return extracted/* UNKNOWN */.HV;
            read[key] = value;
            j = skip(j + 2);
            if (op(j, ','))
                j++;
        }
        const { type = '', properties = {}, required = [], ...rest } = read;
        place(pointer, i, pairs[open]);
        return { type, properties, ...(required.length > 0 ? { required } : {}), ...rest };
    };
}
function isObject(value) {
    return typeof value === 'object' && value !== null && !Array.isArray(value);
}

;// CONCATENATED MODULE: ./src/formats/go-source/extract.ts



















const extract_MAX_DEPTH = 32;
/** mcp-go's parameter options, by the JSON Schema type they declare. */
const PARAMETERS = {
    WithString: 'string',
    WithNumber: 'number',
    WithInteger: 'integer',
    WithBoolean: 'boolean',
    WithArray: 'array',
    WithObject: 'object',
};
/** mcp-go's property options with one value, by the keyword they set. */
const PROPERTY_VALUES = {
    Description: 'description',
    DefaultString: 'default',
    DefaultNumber: 'default',
    DefaultBool: 'default',
    Min: 'minimum',
    Max: 'maximum',
    MinLength: 'minLength',
    MaxLength: 'maxLength',
    Pattern: 'pattern',
    Title: 'title',
};
/** mcp-go's annotation options, by the annotation they set. */
const ANNOTATIONS = {
    WithTitleAnnotation: 'title',
    WithReadOnlyHintAnnotation: 'readOnlyHint',
    WithDestructiveHintAnnotation: 'destructiveHint',
    WithIdempotentHintAnnotation: 'idempotentHint',
    WithOpenWorldHintAnnotation: 'openWorldHint',
};
/** The text fields of the go-sdk's Prompt, Resource and ResourceTemplate, by their JSON names. */
const TEXT_FIELDS = {
    Name: 'name',
    Title: 'title',
    Description: 'description',
    URI: 'uri',
    URITemplate: 'uriTemplate',
    MIMEType: 'mimeType',
};
/**
 * `goSdk`: the file imports the official go-sdk, which makes a tool's input schema from its handler's argument type.
 * `served`: the file is of a module that answers MCP's methods itself (hand-rolled.ts): only its types with
 * tool methods are read (method-tools.ts), its other literals being its own types', not an SDK's.
 * `helpers`: the module's registering helpers the file calls (spec-helpers.ts), whose spec literals are tools.
 * `listed`: the tool type whose slice literal this serving file's `tools/list` answer writes (registrars.ts).
 * `golang`: for a metoro-io/mcp-golang file, the registered lists it declares and its loops that register them
 * (golang.ts); read from the file alone when not given.
 * `wrappers`: the module's own constructors over mcp-go the file calls (wrappers.ts), each call a tool, and
 * its pointer helpers, each call of a value that value.
 * `translated`: the file's calls of a translation helper (translations.ts), each the default it is given.
 * `added`: its registrations whose tool is a call (added-calls.ts), each listed unless a reader reads that tool.
 */
function extractGoTools(text, goSdk = false, served, helpers, listed, golang, wrappers, translated, added, converted, edits, sources, replaced, packaged) {
    const tokens = (0,go_source_tokens/* goTokens */.V)(text);
    const { tools, prompts, resources, resourceTemplates, spans, names, unread, anchors, conditional } = (0,extracted/* emptyExtracted */.SV)();
    const pairs = (0,source_tokens/* bracketPairs */.WW)(tokens);
    const locals = localValues(text, tokens, pairs);
    const literals = new Set(locals.values());
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    const is = (i, value) => tokens[i]?.kind === 'name' && tokens[i].text === value;
    // Constants: `const X = \u2026`, and each `X = \u2026` of a `const ( \u2026 )` block.
    const constants = new Map();
    for (let i = 0; i < tokens.length; i++) {
        if (!is(i, 'const'))
            continue;
        if (op(i + 1, '(')) {
            for (let j = i + 2; j < pairs[i + 1]; j++) {
                if (tokens[j].kind !== 'name' || op(j - 1, '.'))
                    continue;
                // `Name = value` or `Name Type = value`.
                const typed = tokens[j + 1]?.kind === 'name' && op(j + 2, '=');
                if (typed || op(j + 1, '='))
                    constants.set(tokens[j].text, typed ? j + 3 : j + 2);
                if (typed)
                    j += 2;
            }
        }
        else if (tokens[i + 1]?.kind === 'name') {
            const equals = op(i + 2, '=') ? i + 2 : op(i + 3, '=') ? i + 3 : -1;
            if (equals !== -1)
                constants.set(tokens[i + 1].text, equals + 1);
        }
    }
    /** The index after the expression at `i`: at a `,`, a `:` or a closing bracket at its depth. */
    const skip = (i) => {
        for (; i < tokens.length; i++) {
            const t = tokens[i];
            if (t.kind !== 'op')
                continue;
            if (t.text === '(' || t.text === '[' || t.text === '{')
                i = pairs[i];
            else if (t.text === ')' || t.text === ']' || t.text === '}' || t.text === ',' || t.text === ':')
                return i;
            else if (t.text === '=' || t.text === ':=')
                return i;
        }
        return i;
    };
    /**
     * A tool builder's call being read: the call's name, and per builder followed (the called one, then each it
     * forwards to) the tokens of its literal or forwarded call and what each of its parameters is given.
     */
    let call;
    const frameOf = (i) => call?.frames.find((f) => i >= f.from && i <= f.to);
    /** Where what is written at `i` is reported: in a builder's literal or forwarded call, at the call that gives it its values. */
    const startOf = (i) => (call && frameOf(i) ? tokens[call.site].start : tokens[i].start);
    /**
     * The start of what the expression at `i` stands for: a same-file constant's value, through `string(\u2026)`
     * conversions; in a builder's literal, the argument its call gives a parameter.
     */
    const resolve = (i) => {
        // `&trueVal` of a local that holds a literal (local-values.ts): the literal.
        let at = op(i, '&') && locals.has(i + 1) && skip(i) === i + 2 ? locals.get(i + 1) : i;
        for (let hops = 0; hops < extract_MAX_DEPTH && tokens[at]?.kind === 'name'; hops++) {
            // `string(NAME)`: a typed constant converted.
            if (is(at, 'string') && op(at + 1, '(') && skip(at + 2) === pairs[at + 1]) {
                at += 2;
                continue;
            }
            // A module helper that returns its argument's address (wrappers.ts) gives that value: `ptr("\u2026")` of the
            // file's own package, `utils.Ptr("\u2026")` of another; `open` is the call's `(`.
            const open = op(at + 1, '(') && !op(at - 1, '.') ? at + 1 : op(at + 1, '.') && op(at + 3, '(') ? at + 3 : -1;
            const helper = open === at + 1 ? tokens[at].text : `${tokens[at].text}.${tokens[at + 2]?.text}`;
            const pointed = open !== -1 && wrappers?.pointers.has(helper) ? skip(open + 1) : -1;
            // One argument, maybe followed by a comma (a call written over lines).
            if (pointed !== -1 && (pointed === pairs[open] || (op(pointed, ',') && pointed + 1 === pairs[open]))) {
                at = open + 1;
                continue;
            }
            // `t("TOOL_X_DESCRIPTION", "default")` of a translation helper (translations.ts): its default.
            if (translated?.has(tokens[at].start) && op(at + 1, '(')) {
                at = args(at + 1)[1];
                continue;
            }
            const given = skip(at) === at + 1 ? frameOf(at)?.args.get(tokens[at].text) : undefined;
            if (given !== undefined) {
                at = given;
                continue;
            }
            const found = skip(at) === at + 1 ? (locals.get(at) ?? constants.get(tokens[at].text)) : undefined;
            if (found === undefined || found === at)
                break;
            at = found;
        }
        return at;
    };
    const place = (0,source_tokens/* placer */.G1)(tokens, spans);
    /** The index after a chain of strings joined with `+` at `i` (Go ends a constant's line without a token). */
    const stringEnd = (i) => {
        let end = i;
        while (op(end + 1, '+') && tokens[end + 2]?.kind === 'string')
            end += 2;
        return end + 1;
    };
    const value = (i, pointer, key, depth = 0) => {
        // `"k8s_" + name`, `prefix + name`: a string joined with anything but strings is made at run time.
        if (op(tokens[i]?.kind === 'string' ? stringEnd(i) : i + 1, '+'))
            return extracted/* UNKNOWN */.HV;
        const at = resolve(i);
        // A string constant of another file of the package (package-constants.ts): its value, placed at its name here.
        const declared = tokens[at]?.kind === 'name' && !op(at - 1, '.') && skip(at) === at + 1 ? packaged?.get(tokens[at].text) : undefined;
        if (declared !== undefined) {
            place(pointer, at, at, key);
            return declared;
        }
        // A local's literal ends its line, where Go writes no token (local-values.ts).
        const end = tokens[at]?.kind === 'string' ? stringEnd(at) : literals.has(at) ? at + 1 : skip(at);
        const read = literal(at, end, pointer, depth);
        if (read !== extracted/* UNKNOWN */.HV && end > at)
            place(pointer, at, end - 1, key);
        if (typeof read === 'string')
            anchors.set(pointer, stringAnchors(at, end));
        return read;
    };
    const stringAnchors = (from, to) => {
        const pieces = [];
        for (let j = from; j < to; j += 2) {
            const t = tokens[j];
            pieces.push({ anchors: (0,string_anchors/* literalAnchors */.I)(text, t.start + 1, t.end - 1, 0, t.raw === true), length: (t.text ?? '').length });
        }
        return (0,string_anchors/* joinedAnchors */.Q)(pieces);
    };
    const literal = (i, end, pointer, depth) => {
        const t = tokens[i];
        if (!t || end <= i || depth > extract_MAX_DEPTH)
            return extracted/* UNKNOWN */.HV;
        if (t.kind === 'string') {
            // "a" + "b" + `c`
            let out = '';
            for (let j = i; j < end; j += 2) {
                if (tokens[j].kind !== 'string' || tokens[j].text === undefined || (j + 1 < end && !op(j + 1, '+')))
                    return extracted/* UNKNOWN */.HV;
                out += tokens[j].text;
            }
            return out;
        }
        if (end === i + 1 && t.kind === 'number' && /^\d+(?:\.\d+)?$/.test(t.text ?? ''))
            return Number(t.text);
        if (end === i + 1 && (t.text === 'true' || t.text === 'false'))
            return t.text === 'true';
        if (op(i, '-') && end === i + 2 && tokens[i + 1].kind === 'number')
            return -Number(tokens[i + 1].text);
        // `&mcp.ToolAnnotations{\u2026}` or `mcp.ToolAnnotations{\u2026}`: its fields as an object.
        const open = composite(i);
        if (open !== -1 && pairs[open] + 1 === end)
            return fields(open, pointer, depth);
        return extracted/* UNKNOWN */.HV;
    };
    /** The `{` of a composite literal `&pkg.Type{` / `pkg.Type{` / `Type{` at `i`, or -1. */
    const composite = (i) => {
        let j = op(i, '&') ? i + 1 : i;
        if (tokens[j]?.kind !== 'name')
            return -1;
        if (op(j + 1, '.') && tokens[j + 2]?.kind === 'name')
            j += 2;
        return op(j + 1, '{') ? j + 1 : -1;
    };
    /** A struct literal's `Field: value` pairs as an object keyed by the JSON names (ReadOnlyHint \u2192 readOnlyHint). */
    const fields = (open, pointer, depth) => {
        const out = {};
        for (let j = open + 1; j < pairs[open];) {
            if (tokens[j].kind !== 'name' || !op(j + 1, ':'))
                return extracted/* UNKNOWN */.HV;
            const name = jsonName(tokens[j].text);
            const read = value(j + 2, (0,util_pointer/* joinPointer */.Kn)(pointer, name), j, depth + 1);
            if (read === extracted/* UNKNOWN */.HV)
                return extracted/* UNKNOWN */.HV;
            out[name] = read;
            j = skip(j + 2);
            if (op(j, ','))
                j++;
        }
        return out;
    };
    /** A call's arguments at `open`, each as its first token. */
    const args = (open) => (0,source_tokens/* callArguments */.pR)(tokens, pairs, open, skip);
    /** The name the file calls mcp-go's `mcp` package by (tool-annotations.ts). */
    const mcpGoPackage = mcpGoAlias(text);
    /** The option called at `i` (`mcp.WithDescription(`): its name and the `(`, or undefined. */
    const option = (i) => {
        let j = i;
        if (tokens[j]?.kind === 'name' && op(j + 1, '.'))
            j += 2;
        return tokens[j]?.kind === 'name' && op(j + 1, '(') ? { name: tokens[j].text, open: j + 1 } : undefined;
    };
    /** The next tool's pointer and the name its first argument gives, or undefined (listed when not a literal, or not counted). */
    const namedTool = (nameArg, open) => {
        if (nameArg === undefined)
            return undefined;
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        const name = value(nameArg, (0,util_pointer/* joinPointer */.Kn)(pointer, 'name'));
        if (typeof name !== 'string') {
            // A proven converter's own tool, named by its parameter: read where its values are written.
            if (!sources?.has(tokens[open].start))
                unread.push({ start: tokens[nameArg].start, what: 'a tool registration' });
            return undefined;
        }
        return notCounted(name, open - 1, pointer) ? undefined : { pointer, name };
    };
    /**
     * A tool's option arguments: `listed`, each option written out, with those of an
     * `append([]mcp.ToolOption{\u2026}, more...)...` argument read from its literal slice; `opaque`, the slices
     * spread from elsewhere (`opts...`, the `more...` appended); `conditional`, the options a local slice spread
     * here is given in a branch or a loop (option-slices.ts), those it is always given being `listed`.
     */
    const toolOptions = (options) => {
        const listed = [];
        const opaque = [];
        const conditional = new Set();
        for (const at of options) {
            const end = skip(at);
            const spread = end === at + 2 && mcpGoPackage !== undefined ? (0,option_slices/* spreadOptions */.cv)({ at: '', text, tokens, pairs }, at, mcpGoPackage) : undefined;
            if (!op(end - 1, '...'))
                listed.push(at);
            else if (spread) {
                listed.push(...spread.listed);
                for (const item of spread.conditional)
                    conditional.add(item);
            }
            else if (is(at, 'append') && op(at + 1, '(') && pairs[at + 1] === end - 2) {
                const [slice, ...more] = args(at + 1);
                const open = op(slice, '[') && op(slice + 1, ']') ? composite(slice + 2) : -1;
                if (open === -1 || pairs[open] + 1 !== skip(slice))
                    opaque.push(slice ?? at);
                else
                    listed.push(...args(open));
                for (const item of more)
                    (op(skip(item) - 1, '...') ? opaque : listed).push(item);
            }
            else
                opaque.push(at);
        }
        opaque.push(...conditional);
        return { listed, opaque, conditional };
    };
    /** mark3labs/mcp-go: `NewTool(name, options\u2026)`. */
    const newTool = (open) => {
        const [nameArg, ...options] = args(open);
        mcpGoTool(open, nameArg, options);
    };
    /** A module's wrapper over mcp-go (wrappers.ts): `pkg.MustTool(name, description, handler, options\u2026)`. */
    const wrapperCall = (open, wrapper, callee) => {
        const given = args(open);
        const options = wrapper.options === undefined ? [] : given.slice(wrapper.options);
        mcpGoTool(open, given[wrapper.name], options, { wrapper, description: given[wrapper.description], callee });
    };
    /** Whether tokens [from, end) are the tool `mcp.AddTool(server, \u2026, handler)` is given (sdk-constructors.ts). */
    const handedToAddTool = (from, end) => {
        let j = from - 2;
        while (tokens[j]?.kind === 'name' && op(j - 1, '.'))
            j -= 2;
        return op(from - 1, ',') && tokens[j]?.kind === 'name' && op(j - 1, '(') && is(j - 2, 'AddTool') && op(j - 3, '.') && is(j - 4, 'mcp') && op(end, ',');
    };
    /** An mcp-go tool of a name and options; through a wrapper, its description argument too, its schema made by the wrapper. */
    const mcpGoTool = (open, nameArg, options, wrapped) => {
        const named = namedTool(nameArg, open);
        const callee = wrapped?.callee ?? open - 1;
        if (named === undefined)
            return;
        const { pointer, name } = named;
        const tool = { name };
        if (wrapped?.description !== undefined)
            readText(wrapped.description, tool, pointer, 'description', 'tool');
        const properties = {};
        const required = [];
        const annotations = {};
        const schema = (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema');
        const { listed, opaque, conditional } = toolOptions(options);
        for (const at of listed) {
            const called = option(at);
            const [first, ...rest] = called ? args(called.open) : [];
            if (called?.name === 'WithDescription' && first !== undefined) {
                const description = value(first, (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'));
                if (typeof description === 'string')
                    tool.description = description;
                else
                    unread.push({ start: tokens[first].start, what: "the tool's description", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'description') });
            }
            else if (called && Object.hasOwn(ANNOTATIONS, called.name) && first !== undefined) {
                const key = ANNOTATIONS[called.name];
                const read = value(first, (0,util_pointer/* joinPointer */.Kn)((0,util_pointer/* joinPointer */.Kn)(pointer, 'annotations'), key));
                if (read === extracted/* UNKNOWN */.HV)
                    unread.push({ start: tokens[first].start, what: `the tool's ${key}` });
                else
                    annotations[key] = read;
            }
            else if (called && Object.hasOwn(PARAMETERS, called.name) && first !== undefined) {
                // A wrapper's schema is its own (reflected from the handler's type): read as not statically known below.
                if (wrapped && !wrapped.wrapper.forwards)
                    continue;
                const property = parameter(called.name, first, rest, (0,util_pointer/* joinPointer */.Kn)(schema, 'properties'));
                if (!property)
                    continue;
                properties[property.name] = property.schema;
                if (property.required)
                    required.push(property.name);
            }
            else if (called && annotationOption(mcpGoPackage, tokens, pairs, called.open - 1)) {
                // `mcp.WithToolAnnotation(mcp.ToolAnnotation{\u2026})` replaces the annotations set so far (tool-annotations.ts).
                for (const key of Object.keys(annotations))
                    delete annotations[key];
                const read = value(called.open + 1, (0,util_pointer/* joinPointer */.Kn)(pointer, 'annotations'));
                if (typeof read === 'object' && read !== null)
                    Object.assign(annotations, read);
                else
                    unread.push({ start: tokens[at].start, what: "the tool's annotations" });
            }
            else if (called && op(called.open - 2, '.') && is(called.open - 3, 'mcp'))
                unread.push({ start: tokens[at].start, what: 'a tool option' });
            else
                opaque.push(at);
        }
        // Options made elsewhere (a slice spread into NewTool or appended to, a variable, a helper's result) may
        // set the description, parameters and annotations, so none of them is statically known to be missing.
        for (const at of opaque) {
            const described = tool.description !== undefined;
            unread.push({
                start: tokens[at].start,
                what: conditional.has(at)
                    ? 'a tool option given in a branch or a loop'
                    : op(skip(at) - 1, '...')
                        ? "the tool's options (a slice made elsewhere)"
                        : 'a tool option made elsewhere',
                ...(described ? {} : { pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'description') }),
            });
        }
        if (wrapped?.wrapper.annotations)
            unread.push({ start: tokens[callee].start, what: "the tool's annotations", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'annotations') });
        else if (Object.keys(annotations).length > 0)
            tool.annotations = annotations;
        if (wrapped && !wrapped.wrapper.forwards)
            unread.push({
                start: tokens[callee].start,
                what: wrapped.wrapper.registers || wrapped.wrapper.constructs
                    ? "the tool's input schema (made from its handler's argument type)"
                    : "the tool's inputSchema (made by its constructor)",
                pointer: schema,
            });
        tool.inputSchema = wrapped && !wrapped.wrapper.forwards ? { type: 'object' } : { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
        place(pointer, callee, pairs[open]);
        place(schema, callee, pairs[open]);
        tools.push(tool);
        names.push(tokens[resolve(nameArg)].start);
    };
    /** mark3labs/mcp-go: `NewToolWithRawSchema(name, description, schema)`, its schema JSON built elsewhere. */
    const rawSchemaTool = (open) => {
        const [nameArg, descriptionArg, schemaArg] = args(open);
        const named = namedTool(nameArg, open);
        if (named === undefined)
            return;
        const { pointer, name } = named;
        const tool = { name };
        if (descriptionArg !== undefined)
            readText(descriptionArg, tool, pointer, 'description', 'tool');
        if (schemaArg !== undefined)
            unread.push({ start: tokens[schemaArg].start, what: "the tool's inputSchema (raw JSON)", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema') });
        tool.inputSchema = { type: 'object' };
        place(pointer, open - 1, pairs[open]);
        tools.push(tool);
        names.push(tokens[resolve(nameArg)].start);
    };
    /** `WithString("p", Required(), Description("\u2026"), Enum("a", "b"))`. */
    const parameter = (kind, nameArg, options, properties) => {
        const start = resolve(nameArg);
        const name = literal(start, tokens[start]?.kind === 'string' ? stringEnd(start) : skip(start), '', 0);
        if (typeof name !== 'string') {
            unread.push({ start: tokens[nameArg].start, what: 'a parameter' });
            return undefined;
        }
        const at = (0,util_pointer/* joinPointer */.Kn)(properties, name);
        spans.set(at, { value: [tokens[nameArg].start, tokens[nameArg].end], key: [tokens[nameArg].start, tokens[nameArg].end] });
        const schema = { type: PARAMETERS[kind] };
        let required = false;
        for (const option_ of options) {
            const called = option(option_);
            const values = called ? args(called.open) : [];
            if (called?.name === 'Required')
                required = true;
            else if (called?.name === 'Enum') {
                const list = values.map((v, i) => value(v, (0,util_pointer/* joinPointer */.Kn)((0,util_pointer/* joinPointer */.Kn)(at, 'enum'), String(i))));
                if (list.every((v) => typeof v === 'string'))
                    schema.enum = list;
                else
                    unread.push({ start: tokens[option_].start, what: `the enum of parameter ${JSON.stringify(name)}` });
            }
            else if (called && Object.hasOwn(PROPERTY_VALUES, called.name) && values.length === 1) {
                const keyword = PROPERTY_VALUES[called.name];
                const read = value(values[0], (0,util_pointer/* joinPointer */.Kn)(at, keyword));
                if (read === extracted/* UNKNOWN */.HV)
                    unread.push({ start: tokens[values[0]].start, what: `the ${keyword} of parameter ${JSON.stringify(name)}` });
                else
                    schema[keyword] = read;
            }
            else
                unread.push({ start: tokens[option_].start, what: `an option of parameter ${JSON.stringify(name)}` });
        }
        return { name, schema, required };
    };
    /**
     * go-sdk: a `mcp.Tool{\u2026}` literal with a Name; a builder's literal (builders.ts) for the call `site`, which
     * gives its parameters their values and is where the tool is made.
     */
    const schemaAlias = jsonschemaAlias(text);
    const jsonSchema = schemaAlias === undefined
        ? undefined
        : schemaLiteral(schemaAlias, {
            tokens,
            pairs,
            value: (i, pointer, key) => value(i, pointer, key),
            skip,
            place,
            unknown: (i, pointer) => unread.push({ start: startOf(i), what: `the tool's inputSchema at ${pointer.replace(/^\/tools\/\d+\/inputSchema/, '')}`, pointer }),
            forget: (pointer) => forget(pointer),
        });
    // mcp-go's `mcp.ToolInputSchema{\u2026}` (tool-input-schema.ts).
    const mcpGoSchema = toolInputSchema(text, { tokens, pairs, value: (i, pointer, key) => value(i, pointer, key), skip, place });
    // A go-sdk schema made as a local and edited before the tool is made (schema-edits.ts).
    const edited = schemaAlias === undefined
        ? undefined
        : editedSchemas({
            text,
            tokens,
            pairs,
            alias: schemaAlias,
            helpers: edits,
            value: (i, pointer, key) => value(i, pointer, key),
            skip,
            place,
            unknown: (i, pointer) => unread.push({ start: startOf(i), what: `the tool's inputSchema at ${pointer.replace(/^\/tools\/\d+\/inputSchema/, '')}`, pointer }),
            forget: (pointer) => forget(pointer),
        });
    /** The input schema literal at `i` of either SDK, or UNKNOWN. */
    const schemaLiteralAt = (i, pointer) => {
        // go-sdk's `json.RawMessage(`{\u2026}`)` (raw-json-schemas.ts).
        const raw = rawJsonSchema(text, tokens, pairs, i, skip(i), (from, to) => place(pointer, from, to));
        if (raw !== extracted/* UNKNOWN */.HV)
            return raw;
        const read = jsonSchema?.(i, pointer) ?? extracted/* UNKNOWN */.HV;
        if (read === extracted/* UNKNOWN */.HV && edited) {
            const made = edited(i, pointer);
            if (made !== extracted/* UNKNOWN */.HV)
                return made;
            forget(pointer);
        }
        return read === extracted/* UNKNOWN */.HV && mcpGoSchema ? mcpGoSchema(i, pointer) : read;
    };
    /** `own`: the literal is of the module's own tool type (converted-types.ts), whose fields count as far as they are copied. */
    const toolLiteral = (open, site, assigned = [], own) => {
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        const tool = {};
        const at = site ?? open;
        let nameAt = -1;
        let hasSchema = false;
        for (let j = open + 1; j < pairs[open];) {
            if (tokens[j].kind !== 'name' || !op(j + 1, ':'))
                return;
            const field = tokens[j].text;
            const key = jsonName(field);
            if (own && !own.copied.has(field)) {
                // Set some other way by the converter: not what the literal says; a field it never reads is none of the tool's.
                const rebuilt = own.rebuilt.has(field);
                if (rebuilt)
                    unread.push({ start: startOf(j + 2), what: `the tool's ${key}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, key) });
                hasSchema ||= rebuilt && field === 'InputSchema';
            }
            else if (field === 'InputSchema') {
                hasSchema = true;
                // `&jsonschema.Schema{Type: "object", \u2026}` or `mcp.ToolInputSchema{\u2026}` written out.
                const schema = (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema');
                const read = assigned.includes(field) ? extracted/* UNKNOWN */.HV : schemaLiteralAt(j + 2, schema);
                if (typeof read === 'object' && read !== null && read.type === 'object')
                    tool.inputSchema = read;
                else {
                    forget(schema);
                    unread.push({ start: startOf(j + 2), what: "the tool's inputSchema", pointer: schema });
                }
            }
            else if (assigned.includes(field)) {
                // Set again after the literal is made (a builder's `t.Annotations = \u2026`): read below as not statically known.
            }
            else if (field === 'Name' || field === 'Title' || field === 'Description' || field === 'Annotations') {
                // A builder's field key is not where its call writes the value.
                const read = value(j + 2, (0,util_pointer/* joinPointer */.Kn)(pointer, key), site === undefined ? j : undefined);
                if (read === extracted/* UNKNOWN */.HV) {
                    if (field === 'Name') {
                        // A proven converter's or wrapper's own literal, named by its parameter: read at its calls or sources.
                        if (!sources?.has(tokens[open].start))
                            unread.push({ start: startOf(j + 2), what: 'a tool registration' });
                        return;
                    }
                    unread.push({ start: startOf(j + 2), what: `the tool's ${key}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, key) });
                }
                else
                    tool[key] = read;
                if (field === 'Name')
                    nameAt = resolve(j + 2);
            }
            j = skip(j + 2);
            if (op(j, ','))
                j++;
        }
        if (assigned.includes('Name')) {
            unread.push({ start: tokens[at].start, what: 'a tool registration' });
            return;
        }
        if (typeof tool.name !== 'string' || nameAt === -1 || notCounted(tool.name, at, pointer))
            return;
        for (const field of assigned)
            if (field === 'Title' || field === 'Description' || field === 'Annotations' || field === 'InputSchema') {
                hasSchema ||= field === 'InputSchema';
                const key = jsonName(field);
                unread.push({ start: tokens[at].start, what: `the tool's ${key}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, key) });
            }
        // A schema the converter copies (nil here) or makes otherwise; none at all, the SDK's default.
        if (!hasSchema && own && (own.copied.has('InputSchema') || own.rebuilt.has('InputSchema')))
            unread.push({ start: tokens[at].start, what: "the tool's inputSchema", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema') });
        else if (!hasSchema && goSdk && !own)
            unread.push({ start: tokens[at].start, what: "the tool's input schema (made from its handler's argument type)" });
        tool.inputSchema ??= { type: 'object' };
        place(pointer, at, site === undefined ? pairs[open] : pairs[site + 1]);
        tools.push(tool);
        names.push(tokens[nameAt].start);
    };
    /** mcp-golang: the loops that register a list this module declares (read where the list is), by their tokens' range. */
    const alias = golangAlias(text);
    const golangFile = alias === undefined ? undefined : (golang ?? golangFileOf(text, 'alone.go', undefined));
    const provenLoops = [];
    for (let i = 0; golangFile && i < tokens.length; i++) {
        if (!is(i, 'for') || !golangFile.proven.has(tokens[i].start))
            continue;
        let open = i + 1;
        while (open < tokens.length && !op(open, '{'))
            open = op(open, '(') || op(open, '[') ? pairs[open] + 1 : open + 1;
        provenLoops.push([i, pairs[open] ?? i]);
    }
    /** mcp-golang: `server.RegisterTool(name, description, handler)` on a server the file proves is the SDK's. */
    const golangCall = (i) => {
        if (alias === undefined || op(i - 3, '.') || tokens[i - 2]?.kind !== 'name' || !golangServer(text, alias, tokens[i - 2].text))
            return;
        if (provenLoops.some(([from, to]) => i > from && i < to))
            return;
        const [nameArg, descriptionArg] = args(i + 1);
        const named = namedTool(nameArg, i + 1);
        if (named === undefined)
            return;
        const { pointer, name } = named;
        const tool = { name };
        if (descriptionArg !== undefined)
            readText(descriptionArg, tool, pointer, 'description', 'tool');
        unread.push({ start: tokens[i].start, what: "the tool's input schema (made from its handler's argument type)" });
        tool.inputSchema = { type: 'object' };
        place(pointer, i - 2, pairs[i + 1]);
        tools.push(tool);
        names.push(tokens[resolve(nameArg)].start);
    };
    // foxy-contexts' `fxctx.NewTool(&mcp.Tool{\u2026}, h)` takes its Tool literal, read as one: mcp-go's constructors are not in a file of it alone.
    // Nor in a file of the go-sdk alone: there `tools.NewTool("x", "\u2026")` is a constructor of the project's own.
    const mcpGo = text.includes('github.com/mark3labs/mcp-go') || !((0,sdk/* importsFoxy */.Vy)(text) || text.includes('github.com/modelcontextprotocol/go-sdk'));
    const builders = (0,go_source_builders/* toolBuilders */.zI)(tokens, pairs);
    /** The `{` of each builder's literal and the `(` of each forwarded call: no tool by themselves. */
    const templates = new Set([...builders.values()].map((b) => b.open));
    /**
     * A builder's call at `site` (its name; not a method's, not its declaration, not a forwarding builder's
     * own): the tool it makes, followed through the builders it forwards to.
     */
    const builderCall = (site) => {
        const builder = builders.get(tokens[site].text);
        if (!builder || op(site - 1, '.') || is(site - 1, 'func') || templates.has(site + 1))
            return;
        madeBy(site, builder);
    };
    /** The tool `builder` makes for the call whose callee is at `site`, followed through the builders it forwards to. */
    const madeBy = (site, first) => {
        let builder = first;
        const frames = [];
        for (let at = site + 1; builder && frames.length < go_source_builders/* MAX_CHAIN */.dF;) {
            const given = args(at);
            frames.push({ from: builder.open, to: pairs[builder.open], args: new Map(builder.params.map((p, k) => [p, given[k]])) });
            if (builder.forwards === undefined)
                break;
            at = builder.open;
            builder = builders.get(builder.forwards);
        }
        if (!builder || builder.forwards !== undefined)
            return;
        call = { frames, site };
        try {
            toolLiteral(builder.open, site, builder.assigned);
        }
        finally {
            call = undefined;
        }
    };
    /**
     * A builder no call of this file uses is called from another file or package (`s.AddTool(tools.Lookup(), h)`
     * in `main.go`): the tool it makes is read here, where it is written. Its own parameters are not known,
     * so a name made from one is listed as not statically known.
     */
    const uncalled = (builder) => {
        if (builder.forwards === undefined)
            toolLiteral(builder.open, undefined, builder.assigned);
        else {
            const target = builders.get(builder.forwards);
            if (target)
                madeBy(builder.open - 1, target);
        }
    };
    /** Each top-level function with no parameters (`func getActivitiesContract() Contract {`): the `{` of its body. */
    const bodies = new Map();
    if (helpers)
        for (let i = 0, depth = 0; i + 3 < tokens.length; i++) {
            if (op(i, '{'))
                depth++;
            else if (op(i, '}'))
                depth--;
            else if (depth === 0 && is(i, 'func') && tokens[i + 1]?.kind === 'name' && op(i + 2, '(') && op(i + 3, ')')) {
                let open = i + 4;
                while (open < tokens.length && open < i + 12 && !op(open, '{'))
                    open++;
                if (op(open, '{'))
                    bodies.set(tokens[i + 1].text, open);
            }
        }
    /** The `{` of the spec literal `pkg.Spec{\u2026}` written whole in tokens [i, end), or -1. */
    const specAt = (i, end, specType) => {
        const open = composite(i);
        return open !== -1 && pairs[open] + 1 === end && is(open - 1, specType) ? open : -1;
    };
    /** The body `{ return expression }` of a function of the file with no parameters: the expression's first token, or -1. */
    const returnedBy = (fn) => {
        const body = bodies.get(fn);
        return body !== undefined && is(body + 1, 'return') && skip(body + 2) === pairs[body] ? body + 2 : -1;
    };
    /**
     * The spec literal a helper's call is given at `i`: written there, returned by a function of the file
     * (`specFor()`), or a field of the literal one returns handed on by a spec method (`contract().Registration()`).
     */
    const specOf = (i, specType) => {
        const end = skip(i);
        const direct = specAt(i, end, specType);
        if (direct !== -1 || tokens[i].kind !== 'name' || !op(i + 1, '(') || !op(i + 2, ')'))
            return direct;
        const made = returnedBy(tokens[i].text);
        if (made === -1)
            return -1;
        if (end === i + 3)
            return specAt(made, skip(made), specType);
        const method = op(i + 3, '.') && op(i + 5, '(') && op(i + 6, ')') && end === i + 7 ? helpers?.methods.get(tokens[i + 4].text) : undefined;
        const holder = method ? composite(made) : -1;
        if (!method || holder === -1 || skip(made) !== pairs[holder] + 1 || !is(holder - 1, method.receiver))
            return -1;
        for (let j = holder + 1; j < pairs[holder];) {
            if (tokens[j].kind !== 'name' || !op(j + 1, ':'))
                return -1;
            if (is(j, method.field))
                return specAt(j + 2, skip(j + 2), specType);
            j = skip(j + 2);
            if (op(j, ','))
                j++;
        }
        return -1;
    };
    /** A module helper's call `pkg.AddTool(r, spec, h)` at `site` (its package's name): the spec it is given, read as the tool it registers. */
    const helperCall = (site, helper) => {
        const given = args(site + 3)[helper.param];
        const open = given === undefined ? -1 : specOf(given, helper.specType);
        if (open === -1) {
            unread.push({ start: tokens[site].start, what: 'a tool registration' });
            return;
        }
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        const tool = {};
        const keys = new Map(Object.entries(helper.fields).map(([key, field]) => [field, key]));
        let nameAt = -1;
        for (let j = open + 1; j < pairs[open];) {
            if (tokens[j].kind !== 'name' || !op(j + 1, ':'))
                return;
            const key = keys.get(tokens[j].text);
            if (key !== undefined) {
                const read = value(j + 2, (0,util_pointer/* joinPointer */.Kn)(pointer, key), j);
                if (typeof read === 'string')
                    tool[key] = read;
                else if (key === 'name') {
                    unread.push({ start: tokens[j + 2].start, what: 'a tool registration' });
                    return;
                }
                else
                    unread.push({ start: tokens[j + 2].start, what: `the tool's ${key}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, key) });
                if (key === 'name')
                    nameAt = resolve(j + 2);
            }
            j = skip(j + 2);
            if (op(j, ','))
                j++;
        }
        if (typeof tool.name !== 'string' || nameAt === -1 || notCounted(tool.name, site, pointer))
            return;
        if (helper.annotations)
            unread.push({ start: tokens[open].start, what: "the tool's annotations", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'annotations') });
        unread.push({ start: tokens[site].start, what: "the tool's inputSchema", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema') });
        tool.inputSchema = { type: 'object' };
        place(pointer, open - 1, pairs[open]);
        tools.push(tool);
        names.push(tokens[nameAt].start);
    };
    const readText = (i, item, pointer, key, what) => {
        const read = value(i, (0,util_pointer/* joinPointer */.Kn)(pointer, key));
        if (typeof read === 'string')
            item[key] = read;
        else
            unread.push({ start: tokens[i].start, what: `the ${what}'s ${key}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, key) });
    };
    /** mark3labs/mcp-go: `NewPrompt(name, WithPromptDescription(\u2026), WithArgument(name, ArgumentDescription(\u2026), RequiredArgument()))`. */
    const newPrompt = (open) => {
        const [nameArg, ...options] = args(open);
        if (nameArg === undefined)
            return;
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/prompts', String(prompts.length));
        const name = value(nameArg, (0,util_pointer/* joinPointer */.Kn)(pointer, 'name'));
        if (typeof name !== 'string') {
            unread.push({ start: tokens[nameArg].start, what: 'a prompt registration' });
            return;
        }
        const prompt = { name };
        const list = [];
        for (const at of options) {
            const called = option(at);
            const [first, ...rest] = called ? args(called.open) : [];
            if (called?.name === 'WithPromptDescription' && first !== undefined)
                readText(first, prompt, pointer, 'description', 'prompt');
            else if (called?.name === 'WithArgument' && first !== undefined) {
                const argPointer = (0,util_pointer/* joinPointer */.Kn)((0,util_pointer/* joinPointer */.Kn)(pointer, 'arguments'), String(list.length));
                const argName = value(first, (0,util_pointer/* joinPointer */.Kn)(argPointer, 'name'));
                if (typeof argName !== 'string') {
                    unread.push({ start: tokens[first].start, what: "a prompt's argument" });
                    continue;
                }
                const argument = { name: argName };
                for (const inner of rest) {
                    const argOption = option(inner);
                    const [value_] = argOption ? args(argOption.open) : [];
                    if (argOption?.name === 'ArgumentDescription' && value_ !== undefined)
                        readText(value_, argument, argPointer, 'description', 'argument');
                    else if (argOption?.name === 'RequiredArgument')
                        argument.required = true;
                }
                place(argPointer, at, pairs[called.open]);
                list.push(argument);
            }
        }
        if (list.length > 0)
            prompt.arguments = list;
        place(pointer, open - 1, pairs[open]);
        prompts.push(prompt);
    };
    /** mcp-go: `NewResource(uri, name, WithResourceDescription(\u2026), WithMIMEType(\u2026))`, `NewResourceTemplate(uriTemplate, name, WithTemplateDescription(\u2026), \u2026)`. */
    const newResource = (open, template) => {
        const [uriArg, nameArg, ...options] = args(open);
        if (uriArg === undefined || nameArg === undefined)
            return;
        const list = template ? resourceTemplates : resources;
        const what = template ? 'resource template' : 'resource';
        const pointer = (0,util_pointer/* joinPointer */.Kn)(template ? '/resourceTemplates' : '/resources', String(list.length));
        const uriKey = template ? 'uriTemplate' : 'uri';
        const uri = value(uriArg, (0,util_pointer/* joinPointer */.Kn)(pointer, uriKey));
        const name = value(nameArg, (0,util_pointer/* joinPointer */.Kn)(pointer, 'name'));
        if (typeof uri !== 'string' || typeof name !== 'string') {
            unread.push({ start: tokens[uriArg].start, what: `a ${what} registration` });
            return;
        }
        const item = { [uriKey]: uri, name };
        for (const at of options) {
            const called = option(at);
            const [first] = called ? args(called.open) : [];
            if (first === undefined || !called)
                continue;
            if (called.name === 'WithResourceDescription' || called.name === 'WithTemplateDescription')
                readText(first, item, pointer, 'description', what);
            else if (called.name === 'WithMIMEType' || called.name === 'WithTemplateMIMEType')
                readText(first, item, pointer, 'mimeType', what);
        }
        place(pointer, open - 1, pairs[open]);
        list.push(item);
    };
    /** go-sdk: a `mcp.Prompt{\u2026}`, `mcp.Resource{\u2026}` or `mcp.ResourceTemplate{\u2026}` literal: its text fields. */
    const literalOf = (open, kind) => {
        const list = kind === 'Prompt' ? prompts : kind === 'Resource' ? resources : resourceTemplates;
        const what = kind === 'Prompt' ? 'prompt' : kind === 'Resource' ? 'resource' : 'resource template';
        const pointer = (0,util_pointer/* joinPointer */.Kn)(kind === 'Prompt' ? '/prompts' : kind === 'Resource' ? '/resources' : '/resourceTemplates', String(list.length));
        const item = {};
        for (let j = open + 1; j < pairs[open];) {
            if (tokens[j].kind !== 'name' || !op(j + 1, ':'))
                return;
            const key = Object.hasOwn(TEXT_FIELDS, tokens[j].text) ? TEXT_FIELDS[tokens[j].text] : undefined;
            if (key !== undefined) {
                const read = value(j + 2, (0,util_pointer/* joinPointer */.Kn)(pointer, key), j);
                if (typeof read === 'string')
                    item[key] = read;
                else
                    unread.push({ start: tokens[j + 2].start, what: `the ${what}'s ${key}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, key) });
            }
            else if (tokens[j].text === 'Arguments')
                unread.push({ start: tokens[j + 2].start, what: "the prompt's arguments", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'arguments') });
            j = skip(j + 2);
            if (op(j, ','))
                j++;
        }
        if (typeof item.name !== 'string')
            return;
        place(pointer, open, pairs[open]);
        list.push(item);
    };
    // The tokens in a `for` body: the first `{` at the header's depth whose `}` no body `{` follows (a
    // `range []T{\u2026} {` header holds a composite literal first).
    const looped = new Int32Array(tokens.length + 1);
    const ownLiterals = (0,converted_types/* convertedLiterals */.fH)(tokens, pairs, converted ?? []);
    for (let i = 0; i < tokens.length; i++) {
        if (!is(i, 'for'))
            continue;
        for (let j = i + 1; j < tokens.length; j++) {
            if (op(j, '(') || op(j, '['))
                j = pairs[j];
            else if (op(j, '{')) {
                if (op(pairs[j] + 1, '{')) {
                    j = pairs[j];
                    continue;
                }
                looped[j]++;
                looped[pairs[j] + 1]--;
                break;
            }
        }
    }
    for (let i = 1; i < tokens.length; i++)
        looped[i] += looped[i - 1];
    /** Forgets what was read of the item at `pointer`: it is not counted after all. */
    const forget = (pointer) => {
        const under = (key) => key === pointer || key.startsWith(`${pointer}/`);
        for (const map of [spans, anchors])
            for (const key of [...map.keys()])
                if (under(key))
                    map.delete(key);
        for (let k = unread.length - 1; k >= 0; k--)
            if (unread[k].pointer !== undefined && under(unread[k].pointer))
                unread.splice(k, 1);
    };
    const branches = goBranches(tokens, pairs);
    /** Each tool name's registrations so far: the token that names it and its index in `tools`. */
    const registered = new Map();
    /**
     * Why the tool named at token `at` is not counted: the same name registered in another branch of an `if`
     * chain or `switch`, before an early `return` of the branch that made it, or in another function (whether
     * one server gets both is not statically known): then it is listed as not statically known, and what was
     * read of it forgotten.
     */
    const notCounted = (name, at, pointer) => {
        const earlier = registered.get(name) ?? [];
        for (const first of earlier) {
            const why = branches.apart(first.at, at);
            if (why === undefined)
                continue;
            forget(pointer);
            unread.push({
                start: tokens[at].start,
                what: why === 'function'
                    ? `a tool registration (named as tools[${first.index}], in another function: whether one server serves both is not statically known)`
                    : why === 'value'
                        ? `a tool registration (named as tools[${first.index}], in another package-level value: which of them a server registers is not statically known)`
                        : `a tool registration (made instead of tools[${first.index}] in another branch)`,
            });
            return true;
        }
        if (earlier.length < extract_MAX_DEPTH)
            registered.set(name, [...earlier, { at, index: tools.length }]);
        if (branches.conditional(at))
            conditional.push(tools.length);
        return false;
    };
    /**
     * `x.AddTool(\u2026)` / `mcp.AddTool(server, \u2026)` in a loop with no tool literal among its arguments: the
     * tools it registers are made at run time (a registry's definitions), one per pass.
     */
    const addedInLoop = (i) => {
        if (looped[i] <= 0)
            return;
        for (let j = i + 2; j < pairs[i + 1]; j++)
            if (((is(j, 'NewTool') || is(j, 'NewToolWithRawSchema') || builders.has(tokens[j].text)) && op(j + 1, '(')) ||
                (is(j, 'Tool') && op(j - 1, '.') && op(j + 1, '{')))
                return;
        unread.push({ start: tokens[tokens[i - 2]?.kind === 'name' ? i - 2 : i].start, what: 'a tool registration' });
    };
    // Builders the file calls (a forwarding builder's call of another counts): the others are read where they are.
    const called = new Set();
    for (let i = 1; i + 1 < tokens.length; i++)
        if (tokens[i].kind === 'name' && op(i + 1, '(') && !op(i - 1, '.') && !is(i - 1, 'func') && builders.has(tokens[i].text))
            called.add(tokens[i].text);
    const unused = served ? [] : [...builders].filter(([fn]) => !called.has(fn)).sort((a, b) => a[1].open - b[1].open);
    if (served) {
        const input = { tokens, pairs, value: (i, pointer, key) => value(i, pointer, key), skip, resolve, place, forget };
        readMethodTools({ ...input, served }, { tools, names, unread });
        readStructTools({ ...input, registrars: served.registrars, listed, results: served.results, types: served.types }, { tools, names, unread });
        if (served.maps)
            (0,map_tools/* readMapTools */.Q)(input, { tools, names, unread });
    }
    if (golangFile && golangFile.declared.length > 0)
        readGolangLists({ tokens, pairs, value: (i, pointer, key) => value(i, pointer, key), skip, resolve, place, forget }, golangFile.declared, {
            tools,
            names,
            unread,
        });
    for (let i = 0; !served && i + 1 < tokens.length; i++) {
        while (unused.length > 0 && unused[0][1].open <= i)
            uncalled(unused.shift()[1]);
        if (is(i, 'AddTool') && op(i - 1, '.') && op(i + 1, '('))
            addedInLoop(i);
        if (is(i, 'RegisterTool') && op(i - 1, '.') && op(i + 1, '('))
            golangCall(i);
        const helper = tokens[i].kind === 'name' && op(i + 1, '.') && op(i + 3, '(') ? helpers?.helpers.get(`${tokens[i].text}.${tokens[i + 2].text}`) : undefined;
        if (helper)
            helperCall(i, helper);
        // `utils.RegisterTool[In, Out](\u2026)`: a registering function's type arguments first (sdk-adders.ts).
        const opens = op(i + 3, '[') && op(pairs[i + 3] + 1, '(') ? pairs[i + 3] + 1 : i + 3;
        const wrapper = tokens[i].kind === 'name' && op(i + 1, '.') && op(opens, '(') ? wrappers?.wrappers.get(`${tokens[i].text}.${tokens[i + 2].text}`) : undefined;
        // `addTool(server, "name", \u2026)`: one of the file's own package, called unqualified (not its declaration).
        const bareOpens = op(i + 1, '[') && op(pairs[i + 1] + 1, '(') ? pairs[i + 1] + 1 : i + 1;
        const bare = tokens[i].kind === 'name' && !op(i - 1, '.') && !is(i - 1, 'func') && op(bareOpens, '(') ? wrappers?.wrappers.get(tokens[i].text) : undefined;
        if (wrapper && (opens === i + 3 || wrapper.registers) && (!wrapper.constructs || handedToAddTool(i, pairs[opens] + 1))) {
            wrapperCall(opens, wrapper, i + 2);
            // Past the callee: `mcpgo.NewTool(\u2026)` is the wrapper's, not mcp-go's.
            i += 2;
        }
        else if (bare?.registers || bare?.forwards || (bare?.constructs && handedToAddTool(i, pairs[bareOpens] + 1)))
            wrapperCall(bareOpens, bare, i);
        else if (is(i, 'NewTool') && op(i + 1, '(') && mcpGo)
            newTool(i + 1);
        else if (is(i, 'NewToolWithRawSchema') && op(i + 1, '(') && mcpGo)
            rawSchemaTool(i + 1);
        else if (ownLiterals.has(i))
            toolLiteral(ownLiterals.get(i)?.open, undefined, [], ownLiterals.get(i)?.type);
        // A literal another function of the package serves a tool in place of: its fields as that one sets them (replacing-registrars.ts).
        else if (is(i, 'Tool') && op(i - 1, '.') && op(i + 1, '{') && !templates.has(i + 1))
            toolLiteral(i + 1, undefined, replaced?.get(tokens[i + 1].start));
        else if (tokens[i].kind === 'name' && op(i + 1, '(') && builders.has(tokens[i].text))
            builderCall(i);
        else if (is(i, 'NewPrompt') && op(i + 1, '(') && mcpGo)
            newPrompt(i + 1);
        else if ((is(i, 'NewResource') || is(i, 'NewResourceTemplate')) && op(i + 1, '(') && mcpGo)
            newResource(i + 1, tokens[i].text === 'NewResourceTemplate');
        // Only `mcp.Prompt{\u2026}`: other packages have prompts and resources of their own.
        else if ((is(i, 'Prompt') || is(i, 'Resource') || is(i, 'ResourceTemplate')) && op(i - 1, '.') && is(i - 2, 'mcp') && op(i + 1, '{'))
            literalOf(i + 1, tokens[i].text);
    }
    for (const [, builder] of unused)
        uncalled(builder);
    // A registration whose tool is a call no reader reads, here or in another file (added-calls.ts): not statically known.
    const within = ([from, to]) => {
        const [start, end] = [tokens[from].start, tokens[to].end];
        const read = tools.some((_, k) => {
            const span = spans.get(`/tools/${k}`)?.value;
            return span !== undefined && span[0] <= end && span[1] >= start;
        });
        return read || unread.some((u) => u.start >= start && u.start <= end);
    };
    for (const add of served ? [] : (added ?? []))
        if ((looped[add.at] <= 0 || add.traced) && !add.elsewhere && !within(add.arg) && !add.bodies.some(within) && !unread.some((u) => u.start === add.start))
            unread.push({ start: add.start, what: 'a tool registration' });
    return { tools, prompts, resources, resourceTemplates, spans, names, conditional, unread: unread.sort((a, b) => a.start - b.start), anchors };
}
/** Go's exported field name as the JSON name the SDK gives it: `ReadOnlyHint` \u2192 `readOnlyHint`. */
function jsonName(field) {
    return field.charAt(0).toLowerCase() + field.slice(1);
}
/**
 * Go's control structure as far as telling two registrations apart needs, from tokens alone (Go needs no
 * semicolons): the top-level function each token is in, the branches of `if` chains and `switch`es, and
 * which branch blocks end in a `return`. `apart(a, b)` (a before b) says why both never run in one call:
 * `branch` (other branches, or b after a chain whose branch holding a returns), `function` (different
 * top-level functions, which a server may call one of), `value` (both outside any function: package-level
 * values, a read-only and a read-write variant, registered elsewhere), or undefined.
 */
function goBranches(tokens, pairs) {
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    const is = (i, value) => tokens[i]?.kind === 'name' && tokens[i].text === value;
    /** The innermost `{` around each token (-1 at the top level), and the outermost. */
    const parent = new Int32Array(tokens.length).fill(-1);
    const outermost = new Int32Array(tokens.length).fill(-1);
    const stack = [];
    for (let j = 0; j < tokens.length; j++) {
        if (op(j, '}'))
            stack.pop();
        parent[j] = stack.length > 0 ? stack[stack.length - 1] : -1;
        outermost[j] = stack.length > 0 ? stack[0] : -1;
        if (op(j, '{'))
            stack.push(j);
    }
    /** The `{` that opens the body of the statement whose keyword is at `i`: the first at its depth not a composite literal's. */
    const body = (i) => {
        for (let j = i + 1; j < tokens.length; j++) {
            if (op(j, '(') || op(j, '['))
                j = pairs[j];
            else if (op(j, '}') || op(j, ')'))
                return -1;
            else if (op(j, '{')) {
                if (!op(pairs[j] + 1, '{'))
                    return j;
                j = pairs[j];
            }
        }
        return -1;
    };
    const functions = new Set();
    /** Each branch block's `{`: its chain (the first `if`, or the switch's `{`) and its label. */
    const branchOf = new Map();
    /** Each `if` chain's first `if`: the last token of the chain. */
    const chainEnd = new Map();
    const chained = new Map();
    const switches = new Set();
    const returning = new Set();
    const caseOf = new Int32Array(tokens.length).fill(-1);
    const lastCase = new Map();
    for (let i = 0; i < tokens.length; i++) {
        if (is(i, 'func') && parent[i] === -1) {
            const open = body(i);
            if (open !== -1)
                functions.add(open);
        }
        else if (is(i, 'if')) {
            const then = body(i);
            if (then === -1)
                continue;
            const { head, position } = chained.get(i) ?? { head: i, position: 0 };
            branchOf.set(then, { head, label: `then ${position}` });
            let end = pairs[then];
            if (is(end + 1, 'else') && op(end + 2, '{')) {
                branchOf.set(end + 2, { head, label: 'else' });
                end = pairs[end + 2];
            }
            else if (is(end + 1, 'else') && is(end + 2, 'if'))
                chained.set(end + 2, { head, position: position + 1 });
            chainEnd.set(head, Math.max(chainEnd.get(head) ?? end, end));
        }
        else if (is(i, 'switch') || is(i, 'select')) {
            const open = body(i);
            if (open !== -1)
                switches.add(open);
        }
        else if (is(i, 'return') && parent[i] !== -1)
            returning.add(parent[i]);
        else if ((is(i, 'case') || is(i, 'default')) && switches.has(parent[i]))
            lastCase.set(parent[i], i);
        if (switches.has(parent[i]))
            caseOf[i] = lastCase.get(parent[i]) ?? -1;
    }
    /** The branches token `i` is in, and the chains whose branch holding it returns (head \u2192 the branch's enclosing block). */
    const placeOf = (i) => {
        const branches = new Map();
        const returnsFrom = [];
        let at = i;
        for (let depth = 0; depth < 256 && at !== -1; depth++) {
            const block = parent[at];
            if (block === -1)
                break;
            const branch = branchOf.get(block);
            if (branch) {
                branches.set(branch.head, branch.label);
                if (returning.has(block))
                    returnsFrom.push(branch.head);
            }
            if (switches.has(block) && caseOf[at] !== -1)
                branches.set(block, `case ${caseOf[at]}`);
            at = block;
        }
        return { branches, returnsFrom };
    };
    const functionOf = (i) => (functions.has(outermost[i]) ? outermost[i] : -1);
    return {
        /** Whether token `i` is made only on some runs: in a branch of an `if` chain or a `case` of a `switch`. */
        conditional: (i) => placeOf(i).branches.size > 0,
        apart(a, b) {
            if (functionOf(a) !== functionOf(b))
                return 'function';
            if (outermost[a] === -1 && outermost[b] === -1)
                return 'value';
            const first = placeOf(a);
            const second = placeOf(b).branches;
            for (const [head, label] of first.branches)
                if (second.has(head) && second.get(head) !== label)
                    return 'branch';
            // b after an `if` chain whose branch that made a returns, in the block that holds the chain.
            for (const head of first.returnsFrom) {
                const end = chainEnd.get(head) ?? -1;
                const around = parent[head];
                if (b > end && (around === -1 || b < pairs[around]))
                    return 'branch';
            }
            return undefined;
        },
    };
}

// EXTERNAL MODULE: ./src/formats/go-source/wrappers.ts + 3 modules
var go_source_wrappers = __webpack_require__(8857);
;// CONCATENATED MODULE: ./src/formats/go-source/sdk-pointers.ts

/** The import of a `jsonschema` package whose `Ptr` returns its argument's address: its alias, when given. */
const JSONSCHEMA = /^[ \t]*(?:import[ \t]+)?(?:([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]+)?"github\.com\/(?:google\/jsonschema-go|modelcontextprotocol\/go-sdk)\/jsonschema"[ \t]*$/m;
/**
 * The pointer helpers the go-sdk file at `path` calls, and the module's functions that register or make a
 * go-sdk tool (sdk-adders.ts, sdk-constructors.ts; none of its mcp-go wrappers), or undefined.
 */
function goSdkPointers(text, path, workspace) {
    const own = (0,go_source_wrappers/* toolWrappers */.n)(text, path, workspace, true);
    const pointers = new Set(own?.pointers);
    const wrappers = new Map([...(own?.wrappers ?? [])].filter(([, wrapper]) => wrapper.registers || wrapper.constructs));
    const imported = JSONSCHEMA.exec(text);
    const as = imported ? (imported[1] ?? 'jsonschema') : undefined;
    if (as !== undefined && as !== '_' && text.includes(`${as}.Ptr(`))
        pointers.add(`${as}.Ptr`);
    return pointers.size > 0 || wrappers.size > 0 ? { wrappers, pointers } : undefined;
}

;// CONCATENATED MODULE: ./src/formats/go-source/package-constants.ts
/**
 * The string constants a Go file's package declares in its other files: `const toolExecutePipeline =
 * "execute_pipeline"` in `constants.go`, used as `&mcp.Tool{Name: toolExecutePipeline}` or
 * `mcp.NewTool(ToolListIssues, \u2026)` in another file of the package. Each is a top-level `const X = "\u2026"` (or
 * `X string = "\u2026"`, or one line of a `const ( \u2026 )` block) whose value is one string literal, declared once in
 * the package. A name the file itself declares or binds (its own constant, a parameter, a local, a loop or
 * range variable, any assignment) is not one of them there: what the file means by it is read as before.
 */




const package_constants_PACKAGE = /^package[ \t]+([A-Za-z_]\w{0,63})/m;
const CACHE = new WeakMap();
const package_constants_MAX_FOLDERS = 256;
/** The string constants of the other files of the package of the file at `path` it may use by their names. */
function packageConstants(text, path, workspace) {
    const out = new Map();
    if (!workspace)
        return out;
    const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
    const own = package_constants_PACKAGE.exec(text)?.[1];
    let folders = workspace.stable ? CACHE.get(workspace) : undefined;
    let declared = folders?.get(folder);
    if (!declared) {
        declared = constantsOf([...(0,spec_helpers/* goFiles */.uJ)(workspace, folder)]);
        if (workspace.stable) {
            if (!folders)
                CACHE.set(workspace, (folders = new Map()));
            if (folders.size >= package_constants_MAX_FOLDERS)
                folders.clear();
            folders.set(folder, declared);
        }
    }
    if (declared.size === 0 || own === undefined)
        return out;
    const tokens = (0,go_source_tokens/* goTokens */.V)(text);
    const bound = boundNames(text, tokens);
    for (const [name, { at, value }] of declared)
        if (at !== path && !bound.has(name) && text.includes(name))
            out.set(name, value);
    return out;
}
/** The package's top-level string constants declared once, each with its file, by name (files of another package left out). */
function constantsOf(files) {
    const found = new Map();
    const packages = new Set(files.map(([, text]) => package_constants_PACKAGE.exec(text)?.[1]));
    if (packages.size !== 1)
        return new Map();
    for (const [at, text] of files) {
        if (!text.includes('const'))
            continue;
        const tokens = (0,go_source_tokens/* goTokens */.V)(text);
        const pairs = (0,source_tokens/* bracketPairs */.WW)(tokens);
        const { op, is } = (0,go_source_functions/* reader */.wA)(tokens);
        const one = (j, end) => {
            // `X = "\u2026"` or `X string = "\u2026"`, the value one string ending its line.
            const typed = is(j + 1, 'string') ? 1 : 0;
            const value = tokens[j + 2 + typed];
            if (tokens[j]?.kind !== 'name' || !op(j + 1 + typed, '=') || value?.kind !== 'string' || value.text === undefined)
                return;
            const next = j + 3 + typed;
            if (next < end && !package_constants_startsLine(text, tokens[next].start))
                return;
            const name = tokens[j].text;
            found.set(name, found.has(name) ? undefined : { at, value: value.text });
        };
        for (let i = 0, depth = 0; i + 1 < tokens.length; i++) {
            if (op(i, '{') || op(i, '(') || op(i, '['))
                depth++;
            else if (op(i, '}') || op(i, ')') || op(i, ']'))
                depth--;
            if (depth !== 0 || !is(i, 'const'))
                continue;
            if (!op(i + 1, '('))
                one(i + 1, tokens.length);
            else
                for (let j = i + 2; j < pairs[i + 1]; j++)
                    if (package_constants_startsLine(text, tokens[j].start))
                        one(j, pairs[i + 1]);
        }
    }
    const out = new Map();
    for (const [name, constant] of found)
        if (constant)
            out.set(name, constant);
    return out;
}
/** The names the file declares or binds itself: constants, variables, parameters, locals, assignments, types, functions. */
function boundNames(text, tokens) {
    const { op, is } = (0,go_source_functions/* reader */.wA)(tokens);
    const out = new Set();
    for (let j = 0; j < tokens.length; j++) {
        if (tokens[j].kind !== 'name' || op(j - 1, '.'))
            continue;
        const name = tokens[j].text;
        // `X :=`, `X =`, `X, y :=`, `var X`, `const X`, `type X`, `func X`, `range X`, `for X`, `X string` (a parameter or field).
        const assigned = op(j + 1, ':=') ||
            (op(j + 1, '=') && !op(j + 2, '=')) ||
            (op(j + 1, ',') && /^[ \t]*[\w, \t]*:?=(?!=)/.test(text.slice(tokens[j].end, text.indexOf('\n', tokens[j].end))));
        if (assigned || is(j - 1, 'var') || is(j - 1, 'const') || is(j - 1, 'type') || is(j - 1, 'func') || is(j + 1, 'string'))
            out.add(name);
    }
    for (const fn of (0,go_source_functions/* functionsOf */.TW)({ at: '', text, tokens, pairs: (0,source_tokens/* bracketPairs */.WW)(tokens) })) {
        for (const p of fn.params)
            out.add(p.name);
        if (fn.receiver)
            out.add(fn.receiver.name);
    }
    return out;
}
/** Whether only blanks are before `offset` on its line. */
function package_constants_startsLine(text, offset) {
    return /^[ \t]*$/.test(text.slice(text.lastIndexOf('\n', offset - 1) + 1, offset));
}

;// CONCATENATED MODULE: ./src/formats/go-source/replacing-registrars.ts
/**
 * A go-sdk tool literal handed to a function or method of the file's own package that makes a tool of its
 * own in its place: `h.addTool(s, &mcp.Tool{Name: "self_check"}, h.SelfCheck)`, where `addTool(s *mcp.Server,
 * t *mcp.Tool, h mcp.ToolHandler)` swaps `t` for `&mcp.Tool{Name: it.Name, Description: it.Description, \u2026}`
 * of an inventory entry `it` found by `it.Name == t.Name`. What the literal says of its description, title,
 * annotations and schemas is then not what is served: those fields are listed as not statically known (no
 * "no description" finding on a tool whose description the server fills in). Its name is kept only when the
 * body makes its own tool's `Name` of a value it compares equal to the literal's (`x.Name == t.Name`); else
 * the whole registration is not statically known. Found by a bounded token scan of the package's files.
 */




/** The fields a replacing function's own tool sets in place of the literal's when it keeps the name; all of them when it does not. */
const KEPT_NAME = ['Title', 'Description', 'Annotations', 'InputSchema'];
/**
 * The go-sdk tool literals (by the offset of their `{`) this file hands to a replacing function of its package,
 * each with the fields not served as written.
 */
function replacedLiterals(text, path, workspace) {
    const out = new Map();
    if (!text.includes('mcp.Tool{'))
        return out;
    const folder = path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '';
    const replacing = new Map();
    for (const [at, source] of workspace ? (0,spec_helpers/* goFiles */.uJ)(workspace, folder) : [[path, text]]) {
        if (!source.includes('*mcp.Tool') || !source.includes('mcp.Tool{'))
            continue;
        const tokens = (0,go_source_tokens/* goTokens */.V)(source);
        const file = { at, text: source, tokens, pairs: (0,source_tokens/* bracketPairs */.WW)(tokens) };
        const { op, is } = (0,go_source_functions/* reader */.wA)(tokens);
        for (const fn of (0,go_source_functions/* functionsOf */.TW)(file)) {
            const param = fn.params.findIndex((p) => p.type === '*mcp.Tool' && !p.variadic);
            if (param === -1)
                continue;
            const p = fn.params[param].name;
            const close = file.pairs[fn.body];
            let own = -1;
            for (let j = fn.body + 1; j < close && own === -1; j++)
                if (is(j, 'mcp') && op(j + 1, '.') && is(j + 2, 'Tool') && op(j + 3, '{'))
                    own = j + 3;
            if (own === -1)
                continue;
            // `Name: it.Name`, with `it.Name == t.Name` (or the other way round) in the body.
            const named = (0,go_source_functions/* fieldsOf */.Pf)(file, own)?.find((f) => f.field === 'Name');
            const from = named && named.end === named.value + 3 && op(named.value + 1, '.') && is(named.value + 2, 'Name') ? tokens[named.value].text : undefined;
            const equal = (a, b, j) => is(j, a) && op(j + 1, '.') && is(j + 2, 'Name') && op(j + 3, '=') && op(j + 4, '=') && is(j + 5, b) && op(j + 6, '.') && is(j + 7, 'Name');
            let kept = from === p;
            for (let j = fn.body + 1; j < close && from !== undefined && !kept; j++)
                kept = equal(from, p, j) || equal(p, from, j);
            replacing.set(fn.name, { param, method: fn.receiver !== undefined, fields: kept ? KEPT_NAME : ['Name'] });
        }
    }
    if (replacing.size === 0)
        return out;
    const tokens = (0,go_source_tokens/* goTokens */.V)(text);
    const pairs = (0,source_tokens/* bracketPairs */.WW)(tokens);
    const { op, is } = (0,go_source_functions/* reader */.wA)(tokens);
    for (let i = 1; i + 1 < tokens.length; i++) {
        const called = tokens[i].kind === 'name' && op(i + 1, '(') && !is(i - 1, 'func') ? replacing.get(tokens[i].text) : undefined;
        if (!called || called.method !== op(i - 1, '.'))
            continue;
        // The argument at `param`: `&mcp.Tool{\u2026}` or `mcp.Tool{\u2026}`, written whole.
        let at = i + 2;
        for (let k = 0; k < called.param && at < pairs[i + 1]; k++) {
            while (at < pairs[i + 1] && !op(at, ','))
                at = op(at, '(') || op(at, '[') || op(at, '{') ? pairs[at] + 1 : at + 1;
            at++;
        }
        const literal = op(at, '&') ? at + 1 : at;
        if (is(literal, 'mcp') &&
            op(literal + 1, '.') &&
            is(literal + 2, 'Tool') &&
            op(literal + 3, '{') &&
            (op(pairs[literal + 3] + 1, ',') || pairs[literal + 3] + 1 === pairs[i + 1]))
            out.set(tokens[literal + 3].start, called.fields);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/formats/go-source/reading.ts














/** What the file at `path` takes from its module to be read; `follow`: whether the files its registrations call into are read too. */
function goReading(text, path, workspace, follow = true) {
    const served = (0,hand_rolled/* namesNoSdk */.GC)(text) ? (0,hand_rolled/* handRolledServer */.RQ)(text, path, workspace) : undefined;
    if (served)
        return { served, listed: served.lists.get(path) };
    const helpers = (0,sdk/* officialGoSdk */.O3)(text) ? (0,spec_helpers/* specHelpers */.rO)(text, path, workspace) : undefined;
    const golang = (0,sdk/* importsGolang */.vw)(text) ? golangFileOf(text, path, workspace) : undefined;
    // A go-sdk file: its pointer helpers alone (sdk-pointers.ts).
    // An mcp-go file: its module's wrappers and pointer helpers, and mcp-go's `ToBoolPtr` (tool-annotations.ts).
    const wrappers = golang
        ? undefined
        : (0,sdk/* officialGoSdk */.O3)(text)
            ? goSdkPointers(text, path, workspace)
            : withMcpGoPointers(text, (0,go_source_wrappers/* toolWrappers */.n)(text, path, workspace, true));
    const translated = translatedCalls(text, path, workspace);
    const converted = (0,converted_types/* convertedTypes */.q7)(text, path, workspace);
    const edits = (0,sdk/* officialGoSdk */.O3)(text) ? schemaHelpers(text, path, workspace) : undefined;
    const sources = new Set(text.includes('.Name') ? (0,converted_types/* converterSites */.HD)(path, workspace) : []);
    for (const wrapper of wrappers?.wrappers.values() ?? [])
        if (wrapper.literal?.at === path)
            sources.add(wrapper.literal.start);
    const replaced = (0,sdk/* officialGoSdk */.O3)(text) ? replacedLiterals(text, path, workspace) : undefined;
    const constants = packageConstants(text, path, workspace);
    const added = addedCalls(text, path, workspace, follow ? (other, at) => readGoFile(other, goReading(other, at, workspace, false)) : undefined);
    return {
        ...(helpers ? { helpers } : {}),
        ...(golang ? { golang } : {}),
        ...(wrappers ? { wrappers } : {}),
        ...(translated.size > 0 ? { translated } : {}),
        ...(added.length > 0 ? { added } : {}),
        ...(converted.length > 0 ? { converted } : {}),
        ...(edits ? { edits } : {}),
        ...(sources.size > 0 ? { sources } : {}),
        ...(replaced && replaced.size > 0 ? { replaced } : {}),
        ...(constants.size > 0 ? { constants } : {}),
    };
}
/** The file's tools as its reading gives them. */
function readGoFile(text, reading) {
    const { served, helpers, listed, golang, wrappers, translated, added, converted, edits, sources, replaced, constants } = reading;
    return extractGoTools(text, (0,sdk/* officialGoSdk */.O3)(text), served, helpers, listed, golang, wrappers, translated, added, converted, edits, sources, replaced, constants);
}


/***/ }),

/***/ 7155:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  r: () => (/* binding */ extractTools),
  a: () => (/* binding */ versionPointer)
});

// EXTERNAL MODULE: ./src/parse/program.ts
var program = __webpack_require__(6039);
// EXTERNAL MODULE: ./src/parse/string-anchors.ts
var string_anchors = __webpack_require__(4893);
// EXTERNAL MODULE: ./src/util/pointer.ts
var util_pointer = __webpack_require__(6065);
// EXTERNAL MODULE: ./src/formats/source/extracted.ts
var extracted = __webpack_require__(8600);
// EXTERNAL MODULE: ./src/formats/source/tokens.ts
var source_tokens = __webpack_require__(7024);
// EXTERNAL MODULE: ./src/formats/python-source/blocks.ts
var blocks = __webpack_require__(4873);
// EXTERNAL MODULE: ./src/formats/python-source/package-modules.ts
var package_modules = __webpack_require__(479);
// EXTERNAL MODULE: ./src/formats/python-source/imported-constants.ts
var imported_constants = __webpack_require__(2643);
;// CONCATENATED MODULE: ./src/formats/python-source/keyed-dicts.ts
/** The comprehension `[Tool(kw=t["key"], \u2026) for t in NAME]` (`types.Tool` too) whose `[` is at `at`: its keys and the token of NAME. */
function keyedComprehension(tokens, at, closing, item) {
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    if (!op(at, '['))
        return undefined;
    let j = at + 1;
    while (tokens[j]?.kind === 'name' && op(j + 1, '.'))
        j += 2;
    if (tokens[j]?.text !== item || tokens[j].kind !== 'name' || !op(j + 1, '('))
        return undefined;
    const open = j + 1;
    const loop = closing(open) + 1;
    const variable = tokens[loop + 1];
    const source = loop + 3;
    if (tokens[loop]?.text !== 'for' ||
        variable?.kind !== 'name' ||
        tokens[loop + 2]?.text !== 'in' ||
        tokens[source]?.kind !== 'name' ||
        source + 1 !== closing(at))
        return undefined;
    const keys = new Map();
    // Each argument: `kw=t["key"]`, five tokens and a comma.
    for (let a = open + 1; a < closing(open); a += op(a + 6, ',') ? 7 : 6) {
        const keyword = tokens[a];
        const entry = tokens[a + 4];
        if (keyword.kind !== 'name' ||
            !op(a + 1, '=') ||
            tokens[a + 2]?.text !== variable.text ||
            tokens[a + 2].kind !== 'name' ||
            !op(a + 3, '[') ||
            entry?.kind !== 'string' ||
            entry.text === undefined ||
            !op(a + 5, ']') ||
            keys.has(keyword.text) ||
            !(op(a + 6, ',') || a + 6 === closing(open)))
            return undefined;
        keys.set(keyword.text, entry.text);
    }
    return keys.has('name') ? { keys, source } : undefined;
}
/**
 * Where each list a joined expression over `[at, end)` takes its items from (`list(A) + B + [x, y]`): a
 * bracket's `[`, or a name (`list(A)` and `tuple(A)` are A's items); undefined for any other expression.
 */
function joinedParts(tokens, at, end, closing) {
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    const parts = [];
    for (let j = at; j < end; j++) {
        const copied = (tokens[j]?.text === 'list' || tokens[j]?.text === 'tuple') && op(j + 1, '(') && closing(j + 1) === j + 3;
        const part = copied ? j + 2 : j;
        const after = op(part, '[') ? closing(part) + 1 : part + 1;
        if (!(op(part, '[') || tokens[part]?.kind === 'name') || (copied ? j + 4 : after) > end)
            return undefined;
        parts.push(part);
        j = copied ? j + 4 : after;
        if (j < end && !op(j, '+'))
            return undefined;
    }
    return parts;
}

;// CONCATENATED MODULE: ./src/formats/python-source/decorator-factories.ts

/** Operators that rebind what is left of them. */
const ASSIGNS = /^(?:[-+*/%&|^@]|\*\*|\/\/|<<|>>)?=$/;
/** The factories of the file, by name, with the `tool` tokens of the registrations each makes. */
function decoratorFactories(tokens, lines, closing) {
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    const nameAt = (i) => (tokens[i].text === 'async' ? i + 2 : i + 1);
    const found = new Map();
    for (let i = 0; i < tokens.length; i++) {
        if (!tokens[i].first || lines.owner[i] !== -1 || (0,blocks/* headerOf */.rR)(tokens, i) !== 'def')
            continue;
        const name = tokens[nameAt(i)];
        if (name?.kind !== 'name' || found.has(name.text))
            continue;
        const calls = registrations(i);
        if (calls !== undefined)
            found.set(name.text, { name: nameAt(i), calls });
    }
    // A factory named anywhere but its `def` and a bare `@name(\u2026)` line may be used in ways not followed here.
    for (let i = 0; i < tokens.length && found.size > 0; i++) {
        const name = tokens[i].kind === 'name' ? tokens[i].text : undefined;
        if (name === undefined || !found.has(name))
            continue;
        const defined = found.get(name)?.name === i;
        const decorator = op(i - 1, '@') && tokens[i - 1].first && op(i + 1, '(') && tokens[closing(i + 1) + 1]?.kind === 'newline';
        if (!defined && !decorator)
            found.delete(name);
    }
    return new Map([...found].map(([name, { calls }]) => [name, calls]));
    /** The `tool` tokens the factory whose `def` is at `at` registers its decorated function with; undefined when it is no such factory. */
    function registrations(at) {
        const end = lines.end[at];
        const inner = [];
        for (let j = at + 1; j < end; j++)
            if (tokens[j].first && lines.owner[j] === at && (0,blocks/* headerOf */.rR)(tokens, j) === 'def')
                inner.push(j);
        if (inner.length !== 1)
            return undefined;
        const def = inner[0];
        const decorator = tokens[nameAt(def)];
        const open = nameAt(def) + 1;
        if (decorator.kind !== 'name' || !op(open, '(') || tokens[open + 1]?.kind !== 'name')
            return undefined;
        // One parameter, annotated or not (`func: Callable[..., Any]`), without a default.
        if (closing(open) !== open + 2 && !op(open + 2, ':'))
            return undefined;
        for (let j = open + 3; j < closing(open); j++) {
            if (op(j, '[') || op(j, '('))
                j = closing(j);
            else if (op(j, ',') || op(j, '='))
                return undefined;
        }
        const parameter = tokens[open + 1].text;
        // The factory returns the inner function itself, at every `return`.
        let returns = 0;
        for (let j = at + 1; j < end; j++) {
            if (!(tokens[j].first && lines.owner[j] === at && tokens[j].text === 'return'))
                continue;
            if (tokens[j + 1]?.text !== decorator.text || tokens[j + 2]?.kind !== 'newline')
                return undefined;
            returns++;
        }
        if (returns === 0)
            return undefined;
        const calls = [];
        for (let j = at + 1; j < end; j++) {
            const t = tokens[j];
            if (t.kind !== 'name')
                continue;
            if (t.text === 'setattr' || t.text === 'globals' || t.text === 'exec')
                return undefined;
            // The parameter rebound or an attribute of it set (`func.__doc__ = \u2026`).
            if (t.text === parameter && j > open + 1) {
                let k = j + 1;
                while (op(k, '.') && tokens[k + 1]?.kind === 'name')
                    k += 2;
                if (tokens[k]?.kind === 'op' && ASSIGNS.test(tokens[k].text))
                    return undefined;
            }
            if (!(t.text === 'tool' && op(j - 1, '.') && op(j + 1, '(')))
                continue;
            if (lines.owner[lines.line[j]] !== def)
                return undefined;
            // `x.tool(p)` or `x.tool()(p)`.
            const applied = closing(j + 1) === j + 2 && op(j + 3, '(') ? j + 3 : j + 1;
            if (tokens[applied + 1]?.text !== parameter || closing(applied) !== applied + 2)
                return undefined;
            calls.push(j);
        }
        return calls.length > 0 ? calls : undefined;
    }
}

// EXTERNAL MODULE: ./src/formats/python-source/wrapped-keys.ts
var wrapped_keys = __webpack_require__(4723);
// EXTERNAL MODULE: ./src/formats/python-source/imported-factories.ts + 2 modules
var imported_factories = __webpack_require__(6502);
;// CONCATENATED MODULE: ./src/formats/python-source/excluded-args.ts
/**
 * FastMCP's `exclude_args=[\u2026]` (`@mcp.tool(exclude_args=["ctx"])`, `mcp.tool(\u2026)(fn)`,
 * `Tool.from_function(fn, exclude_args=[\u2026])`): the parameters it leaves out of a tool's input schema, so
 * the reader leaves them out too. FastMCP requires each to be a parameter of the function with a default,
 * or raises and makes no tool. Statically known only as a literal list or tuple of strings (None: none left out).
 */

/** The names `exclude_args=` leaves out, read as a literal; undefined when not statically known. */
function excludedArgs(read) {
    if (read === null)
        return new Set();
    if (read === extracted/* UNKNOWN */.HV || !Array.isArray(read) || !read.every((name) => typeof name === 'string'))
        return undefined;
    return new Set(read);
}

;// CONCATENATED MODULE: ./src/formats/python-source/stacked-decorators.ts
/**
 * One function under two tool decorators (`@app.tool()` over `@mesh.tool(capability=\u2026)`, as mcp-mesh
 * writes its agents): one function, one registration. A `tool` reached through a module the file imports
 * whole (`import mesh`) is that package's own decorator, which keeps its metadata beside the server; when
 * another decorator of the same `def` registers the function on an object the file has (its server), the
 * module's decorator is no second tool of that function. Alone on a `def` it is read as before.
 */

/** `import a`, `import a.b as c, d`: the statement's list of modules (group 1). */
const PLAIN_IMPORT = /^[ \t]{0,64}import[ \t]+([^\n#;]{1,400})/gm;
const MAX_MODULES = 64;
/** The names the file binds to whole modules (`import mesh` binds `mesh`, `import a.b as c` binds `c`) and never assigns. */
function importedModules(text) {
    const names = new Set();
    for (const match of text.matchAll(PLAIN_IMPORT))
        for (const item of match[1].split(',')) {
            const bound = /^\s*([A-Za-z_]\w{0,99})(?:\.[\w.]{1,200})?(?:\s+as\s+([A-Za-z_]\w{0,99}))?\s*$/.exec(item);
            const name = bound?.[2] ?? bound?.[1];
            if (name !== undefined && !(0,package_modules/* assigns */.n3)(text, name) && names.add(name).size >= MAX_MODULES)
                return names;
        }
    return names;
}
/**
 * Whether the decorator at `at` (its `@`), written `@module.tool\u2026` on a module of `modules`, is stacked
 * with a `tool` decorator of another receiver on the same function, whose `def` is at `def`; `lineOf`
 * gives a token's logical line (its first token).
 */
function besideServerTool(tokens, at, def, modules, lineOf) {
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    if (!modules.has(tokens[at + 1]?.text) || !op(at + 2, '.') || tokens[at + 3]?.text !== 'tool')
        return false;
    // The function's first decorator, above this one.
    let first = at;
    while (first > 1 && tokens[first - 1].kind === 'newline' && op(lineOf(first - 2), '@'))
        first = lineOf(first - 2);
    for (let d = first; d < def; d++) {
        if (d === at || !tokens[d].first || !op(d, '@'))
            continue;
        let e = d + 1;
        while (tokens[e]?.kind === 'name' && op(e + 1, '.'))
            e += 2;
        if (e > d + 1 && tokens[e]?.text === 'tool' && !modules.has(tokens[d + 1].text))
            return true;
    }
    return false;
}

// EXTERNAL MODULE: ./src/formats/python-source/module-bindings.ts
var module_bindings = __webpack_require__(7130);
// EXTERNAL MODULE: ./src/formats/python-source/members.ts
var members = __webpack_require__(4632);
// EXTERNAL MODULE: ./src/formats/python-source/sdk.ts
var sdk = __webpack_require__(2607);
;// CONCATENATED MODULE: ./src/formats/python-source/sdk-types.ts
/**
 * The names a file calls the official SDK's `Tool` type by, from its imports: `from mcp.types import
 * Tool` (or `from mcp import Tool`, either aliased) gives `Tool`; `from mcp import types` or `import
 * mcp.types as t` gives `types.Tool` or `t.Tool`; `import mcp` gives `mcp.types.Tool` and `mcp.Tool`. A
 * name the file also binds otherwise (imported from another module, a `class`, a `def` or an assignment
 * at a line's start) may be another library's `Tool`, and is left out. A client's file (one that imports
 * the SDK's client and no server of it) makes `Tool`s of the tools a remote server lists: none.
 */

/** The SDK's modules that export `Tool`. */
const TYPES_MODULES = new Set(['mcp.types', 'mcp']);
/** What a server imports from an MCP SDK (its server modules or classes), and what a client does. */
const SERVER_MODULE = /^mcp\.server(?:\.|$)/;
const SERVER_CLASSES = new Set(['FastMCP', 'MCPServer', 'Server']);
const CLIENT_MODULE = /^(?:mcp|fastmcp)\.client(?:\.|$)/;
const CLIENT_CLASSES = new Set(['ClientSession', 'Client']);
const SDKS = /^(?:mcp|fastmcp)(?:\.|$)/;
/** How many names one import statement is read for. */
const MAX_ITEMS = 200;
function sdkToolCallees(tokens) {
    const callees = new Set();
    const others = new Set();
    let client = false;
    let server = false;
    for (let i = 0; i < tokens.length; i++) {
        if (!tokens[i].first)
            continue;
        const header = (0,blocks/* headerOf */.rR)(tokens, i);
        if (header === 'from' || header === 'import') {
            const statement = importOf(tokens, i);
            for (const { module, name, alias } of statement) {
                const bound = alias ?? (name ?? module).split('.')[0];
                client ||= CLIENT_MODULE.test(module) || (name !== undefined && CLIENT_CLASSES.has(name) && SDKS.test(module));
                server ||= SERVER_MODULE.test(module) || (name !== undefined && SERVER_CLASSES.has(name) && SDKS.test(module));
                if (name === undefined) {
                    // `import mcp`, `import mcp.types`, `import mcp.types as t`.
                    if (module === 'mcp.types' && alias !== undefined)
                        callees.add(`${alias}.Tool`);
                    else if (module === 'mcp' && alias !== undefined)
                        callees.add(`${alias}.Tool`).add(`${alias}.types.Tool`);
                    else if (module === 'mcp' || module === 'mcp.types')
                        callees.add('mcp.Tool').add('mcp.types.Tool');
                    else
                        others.add(bound);
                }
                else if (TYPES_MODULES.has(module) && name === 'Tool')
                    callees.add(bound);
                else if (module === 'mcp' && name === 'types')
                    callees.add(`${bound}.Tool`);
                else
                    others.add(bound);
            }
        }
        else if (tokens[i].kind === 'name' && (header === 'class' || header === 'def')) {
            const named = tokens[tokens[i].text === 'async' ? i + 2 : i + 1];
            if (named?.kind === 'name')
                others.add(named.text);
        }
        else if (tokens[i].kind === 'name' && tokens[i + 1]?.kind === 'op' && /^(?::|=)$/.test(tokens[i + 1].text ?? ''))
            others.add(tokens[i].text);
    }
    if (client && !server)
        return new Set();
    return new Set([...callees].filter((callee) => !others.has(callee.split('.')[0])));
}
/** The names one `from m import a as b, \u2026` or `import m as b, \u2026` statement (its first token at `at`) binds. */
function importOf(tokens, at) {
    const out = [];
    const dotted = (j) => {
        let text = '';
        while (tokens[j]?.kind === 'op' && (tokens[j].text === '.' || tokens[j].text === '...'))
            text += tokens[j++].text;
        while (tokens[j]?.kind === 'name') {
            text += tokens[j++].text;
            if (!(tokens[j]?.kind === 'op' && tokens[j].text === '.' && tokens[j + 1]?.kind === 'name'))
                break;
            text += '.';
            j++;
        }
        return [text, j];
    };
    const isOp = (j, text) => tokens[j]?.kind === 'op' && tokens[j].text === text;
    const aliasAt = (j) => tokens[j]?.text === 'as' && tokens[j]?.kind === 'name' && tokens[j + 1]?.kind === 'name' ? [tokens[j + 1].text, j + 2] : [undefined, j];
    if (tokens[at].text === 'from') {
        const [module, next] = dotted(at + 1);
        if (tokens[next]?.text !== 'import')
            return out;
        for (let j = next + 1; j < tokens.length && tokens[j].kind !== 'newline' && out.length < MAX_ITEMS;) {
            if (isOp(j, '(') || isOp(j, ')') || isOp(j, ',')) {
                j++;
                continue;
            }
            if (tokens[j].kind !== 'name')
                break;
            const name = tokens[j].text;
            const [alias, after] = aliasAt(j + 1);
            out.push({ module, name, alias });
            j = after;
        }
        return out;
    }
    for (let j = at + 1; j < tokens.length && tokens[j].kind !== 'newline' && out.length < MAX_ITEMS;) {
        if (isOp(j, ',')) {
            j++;
            continue;
        }
        const [module, next] = dotted(j);
        if (module === '')
            break;
        const [alias, after] = aliasAt(next);
        out.push({ module, alias });
        j = after;
    }
    return out;
}

// EXTERNAL MODULE: ./src/formats/python-source/server-import.ts
var server_import = __webpack_require__(8024);
// EXTERNAL MODULE: ./src/formats/python-source/tokens.ts
var python_source_tokens = __webpack_require__(3065);
;// CONCATENATED MODULE: ./src/formats/python-source/keyed-records.ts
/**
 * The comprehension `[{"name": k, "description": v["description"], \u2026} for k, v in D.items() \u2026]` (or of
 * `item(name=k, \u2026)`) whose `[` is at `at`, or that `{"tools": [\u2026]}` at `at` holds alone; undefined otherwise.
 */
function itemsComprehension(tokens, at, closing, item) {
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    // `{"tools": [\u2026]}`: the list alone in the result.
    if (op(at, '{') && tokens[at + 1]?.kind === 'string' && tokens[at + 1].text === 'tools' && op(at + 2, ':') && op(at + 3, '[')) {
        const after = closing(at + 3) + 1;
        if (!(after === closing(at) || (op(after, ',') && after + 1 === closing(at))))
            return undefined;
        at += 3;
    }
    if (!op(at, '['))
        return undefined;
    const end = closing(at);
    let j = at + 1;
    let entries;
    if (op(j, '{'))
        entries = parts(tokens, j, closing, 'string', ':');
    else {
        while (tokens[j]?.kind === 'name' && op(j + 1, '.'))
            j += 2;
        if (tokens[j]?.kind !== 'name' || tokens[j].text !== item || !op(j + 1, '('))
            return undefined;
        j++;
        entries = parts(tokens, j, closing, 'name', '=');
    }
    let k = closing(j) + 1;
    if (entries === undefined || tokens[k]?.text !== 'for' || tokens[k].kind !== 'name')
        return undefined;
    const paren = op(k + 1, '(') ? 1 : 0;
    const [key, value] = [tokens[k + 1 + paren], tokens[k + 3 + paren]];
    k += 4 + paren;
    if (key?.kind !== 'name' || !op(k - 2, ',') || value?.kind !== 'name' || key.text === value.text)
        return undefined;
    if (paren === 1 && !op(k++, ')'))
        return undefined;
    // `sorted(D.items())` lists the same tools.
    const sorted = tokens[k + 1]?.text === 'sorted' && op(k + 2, '(') ? 2 : 0;
    const source = k + 1 + sorted;
    if (tokens[k]?.text !== 'in' || tokens[source]?.kind !== 'name' || !op(source + 1, '.') || tokens[source + 2]?.text !== 'items')
        return undefined;
    if (!op(source + 3, '(') || !op(source + 4, ')') || (sorted > 0 && closing(k + 2) !== source + 5))
        return undefined;
    const after = source + 5 + sorted / 2;
    const filtered = after !== end;
    if (filtered && tokens[after]?.text !== 'if')
        return undefined;
    const fields = [];
    for (const entry of entries) {
        const lone = entry.to === entry.from + 1 && tokens[entry.from].kind === 'name';
        if (lone && tokens[entry.from].text === key.text)
            fields.push({ name: entry.name, key: entry.key, field: undefined });
        else if (entry.to === entry.from + 4 &&
            tokens[entry.from].text === value.text &&
            op(entry.from + 1, '[') &&
            tokens[entry.from + 2].kind === 'string' &&
            tokens[entry.from + 2].text !== undefined &&
            op(entry.from + 3, ']'))
            fields.push({ name: entry.name, key: entry.key, field: tokens[entry.from + 2].text });
    }
    const named = fields.find((f) => f.name === 'name');
    return named !== undefined && named.field === undefined ? { fields, source, filtered } : undefined;
}
/**
 * The entries of the bracket at `open`: `"key": value` (`kind` string, `sep` `:`) or `name=value` (`name`,
 * `=`), each with its key's text and token and its value's tokens; undefined when any entry is not one
 * (a spread, a computed key) or a key repeats.
 */
function parts(tokens, open, closing, kind, sep) {
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    const out = [];
    const end = closing(open);
    for (let j = open + 1; j < end;) {
        const name = tokens[j].kind === kind && op(j + 1, sep) ? tokens[j].text : undefined;
        if (name === undefined || out.some((p) => p.name === name))
            return undefined;
        let to = j + 2;
        for (; to < end && !op(to, ','); to++)
            if (op(to, '(') || op(to, '[') || op(to, '{'))
                to = closing(to);
        out.push({ name, key: j, from: j + 2, to });
        j = to + 1;
    }
    return out;
}

;// CONCATENATED MODULE: ./src/formats/python-source/helper-calls.ts


/** The module's helpers that only return an expression, by name. */
function returningHelpers(tokens, lines, closing) {
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    const out = new Map();
    for (const [name, def] of (0,module_bindings/* onceDefined */.Tf)(tokens, lines).functions) {
        if (tokens[def].text !== 'def' || !op(def + 2, '(') || (0,blocks/* headerOf */.rR)(tokens, def) !== 'def')
            continue;
        if (tokens[def - 1] !== undefined && tokens[def - 1].kind === 'newline' && op(lines.line[def - 2] ?? -1, '@'))
            continue;
        const parameters = parametersOf(tokens, closing, def + 2);
        const statements = [];
        for (let j = def + 1; j < lines.end[def]; j++)
            if (tokens[j].first && lines.owner[j] === def)
                statements.push(j);
        const documented = statements.length === 2 && tokens[statements[0]].kind === 'string' && tokens[statements[0] + 1]?.kind === 'newline';
        const ret = statements[documented ? 1 : 0];
        if (parameters === undefined || statements.length !== (documented ? 2 : 1) || tokens[ret].text !== 'return')
            continue;
        // One expression to the end of the line (not `return a, b`).
        let end = ret + 1;
        for (let depth = 0; end < lines.end[def] && !(depth === 0 && (tokens[end].kind === 'newline' || op(end, ','))); end++) {
            if (op(end, '(') || op(end, '[') || op(end, '{'))
                depth++;
            else if (op(end, ')') || op(end, ']') || op(end, '}'))
                depth--;
        }
        if (end === ret + 1 || op(end, ','))
            continue;
        out.set(name, { parameters, returned: ret + 1 });
    }
    return out;
}
/** The parameters of the list whose `(` is at `open`; undefined when one is not a plain name (`*args`, `**kw`, `/`). */
function parametersOf(tokens, closing, open) {
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    const out = [];
    let positional = true;
    const end = closing(open);
    for (let j = open + 1; j < end;) {
        if (op(j, '*') && (op(j + 1, ',') || j + 1 === end))
            positional = false;
        else if (tokens[j].kind !== 'name' || out.some((p) => p.name === tokens[j].text))
            return undefined;
        const name = tokens[j].text;
        let at;
        // Past an annotation or a default, to the next parameter.
        let depth = 0;
        for (j++; j < end && !(depth === 0 && op(j, ',')); j++) {
            if (depth === 0 && op(j, '=') && at === undefined)
                at = j + 1;
            if (op(j, '(') || op(j, '[') || op(j, '{'))
                depth++;
            else if (op(j, ')') || op(j, ']') || op(j, '}'))
                depth--;
        }
        if (name !== '*')
            out.push({ name, positional, default: at });
        j++;
    }
    return out;
}
/**
 * What the call whose arguments are `given` binds to each parameter of `helper`; undefined when Python would
 * refuse it (an argument too many, a keyword it lacks or gives twice, a parameter left without a value) or an
 * argument is unpacked (`*xs`, `**kw`).
 */
function bind(tokens, helper, given) {
    const out = new Map();
    const positional = helper.parameters.filter((p) => p.positional);
    let next = 0;
    for (const arg of given) {
        if (tokens[arg.at]?.kind === 'op' && (tokens[arg.at].text === '*' || tokens[arg.at].text === '**'))
            return undefined;
        const parameter = arg.name === undefined ? positional[next++] : helper.parameters.find((p) => p.name === arg.name);
        if (parameter === undefined || out.has(parameter.name))
            return undefined;
        out.set(parameter.name, { at: arg.at, default: false });
    }
    for (const p of helper.parameters) {
        if (out.has(p.name))
            continue;
        if (p.default === undefined)
            return undefined;
        out.set(p.name, { at: p.default, default: true });
    }
    return out;
}

;// CONCATENATED MODULE: ./src/formats/python-source/tuple-tools.ts

/**
 * The comprehension `[Tool(\u2026) for a, b, c in source]` (`types.Tool`, `(a, b, c)` too) whose `[` is at `at`,
 * with `item` the class; undefined for any other expression or a keyword not followed.
 */
function tupleComprehension(tokens, at, closing, item, constructors) {
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    if (!op(at, '['))
        return undefined;
    const end = closing(at);
    let j = at + 1;
    while (tokens[j]?.kind === 'name' && op(j + 1, '.'))
        j += 2;
    if (tokens[j]?.text !== item || tokens[j].kind !== 'name' || !op(j + 1, '('))
        return undefined;
    const open = j + 1;
    let k = closing(open) + 1;
    if (tokens[k]?.text !== 'for' || tokens[k].kind !== 'name')
        return undefined;
    k++;
    const paren = op(k, '(');
    if (paren)
        k++;
    const vars = [];
    while (tokens[k]?.kind === 'name' && tokens[k].text !== 'in') {
        vars.push(tokens[k].text);
        k += op(k + 1, ',') ? 2 : 1;
    }
    if (paren && !op(k++, ')'))
        return undefined;
    if (vars.length < 2 || new Set(vars).size !== vars.length || tokens[k]?.text !== 'in' || tokens[k + 1]?.kind !== 'name')
        return undefined;
    const source = k + 1;
    const called = op(source + 1, '(') && closing(source + 1) === source + 2;
    if ((called ? source + 3 : source + 1) !== end)
        return undefined;
    const fields = [];
    for (let a = open + 1; a < closing(open);) {
        if (tokens[a].kind !== 'name' || !op(a + 1, '=') || fields.some((f) => f.name === tokens[a].text))
            return undefined;
        let b = a + 2;
        while (b < closing(open) && !op(b, ','))
            b = op(b, '(') || op(b, '[') || op(b, '{') ? closing(b) + 1 : b + 1;
        const named = tokens.slice(a + 2, b).some((t) => t.kind === 'name' && vars.includes(t.text));
        const lone = b === a + 3 && vars.includes(tokens[a + 2].text);
        // A loop variable inside anything but a call of a function (`schema(params)`) could be read as a constant of the same name.
        const callee = tokens[a + 2];
        const computed = named && !lone && callee.kind === 'name' && !constructors.has(callee.text) && op(a + 3, '(') && closing(a + 3) === b - 1;
        if (named && !lone && !computed)
            return undefined;
        fields.push({ name: tokens[a].text, key: a, at: a + 2, position: lone ? vars.indexOf(tokens[a + 2].text) : named ? -1 : undefined });
        a = b + 1;
    }
    if (!fields.some((f) => f.name === 'name' && f.position !== undefined && f.position >= 0))
        return undefined;
    return { fields, arity: vars.length, source, called };
}
/**
 * The `[` of the list literal a module-level function returns when its body is only that (`def defs():
 * """\u2026"""; return [ \u2026 ]`); -1 otherwise.
 */
function returnedList(tokens, lines, def, closing) {
    if ((0,blocks/* headerOf */.rR)(tokens, def) !== 'def' || lines.owner[def] !== -1)
        return -1;
    const statements = [];
    for (let j = def + 1; j < lines.end[def]; j++)
        if (tokens[j].first && lines.owner[j] === def)
            statements.push(j);
    const body = statements.length === 2 && tokens[statements[0]].kind === 'string' && tokens[statements[0] + 1]?.kind === 'newline' ? statements.slice(1) : statements;
    if (body.length !== 1)
        return -1;
    const ret = body[0];
    const list = ret + 1;
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    if (tokens[ret].text !== 'return' || !op(list, '['))
        return -1;
    const after = closing(list) + 1;
    return tokens[after] === undefined || tokens[after].kind === 'newline' ? list : -1;
}

;// CONCATENATED MODULE: ./src/formats/python-source/pydantic-models.ts
/**
 * A pydantic model of the file as a tool parameter's type (`params: SearchParams`, `class
 * SearchParams(BaseModel):` with `BaseModel` imported from pydantic). FastMCP builds the tool's arguments
 * model with the parameter's type as a field, and pydantic's `model_json_schema` puts the model under
 * `$defs` (its title, its docstring as description, each field's schema) and refers to it by `$ref`.
 * Read only where nothing else may change that schema: an undecorated class whose one base is
 * `BaseModel` or another such model (of the file, or imported: its fields come first, its config holds
 * unless the class sets its own), whose body holds only its docstring, annotated fields (`name: T` or
 * `name: T = default`), `pass`, methods (plain, class, static, properties, and validators that keep the
 * schema: a `field_validator` or `model_validator` not in "plain" mode) and a `model_config =
 * ConfigDict(\u2026)` of keys that leave the JSON schema as it is (or `extra=` "forbid", "allow" or "ignore",
 * which pydantic writes as `additionalProperties`, and a `json_schema_extra=` dict literal, which it
 * merges into the model's schema). Any other decorator, a `ClassVar`, a private or unannotated attribute,
 * a conditional body, several bases, a `json_schema_extra` function or any other config key leaves the
 * model not statically known.
 */




/** `ConfigDict` keys that change validation only, never the JSON schema. */
const SCHEMA_NEUTRAL = new Set([
    'str_strip_whitespace',
    'str_to_lower',
    'str_to_upper',
    'validate_assignment',
    'validate_default',
    'populate_by_name',
    'arbitrary_types_allowed',
    'frozen',
    'use_enum_values',
    'revalidate_instances',
    'from_attributes',
]);
/** How deep a model's bases are followed. */
const MAX_DEPTH = 8;
const EXTRA = new Map([
    ['forbid', false],
    ['allow', true],
    ['ignore', undefined],
]);
/**
 * The fields of the class whose header's first token is `at`, when it is a plain pydantic model as the top
 * comment says; undefined otherwise. `closing` gives a bracket's partner.
 */
function modelShape(tokens, lines, at, closing) {
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    // `class Name(BaseModel):` then the body on lines of its own, the class itself undecorated.
    if (tokens[at].text !== 'class' || !op(at + 2, '('))
        return undefined;
    const base = at + 3;
    if (tokens[base]?.kind !== 'name' || closing(at + 2) !== base + 1 || !op(base + 2, ':') || tokens[base + 3]?.kind !== 'newline')
        return undefined;
    if (at > 1 && tokens[at - 1].kind === 'newline' && op(lines.line[at - 2], '@'))
        return undefined;
    const shape = { fields: [], doc: -1, ...(tokens[base].text === 'BaseModel' ? {} : { base: tokens[base].text }) };
    let first = true;
    for (let j = at + 1; j < lines.end[at]; j++) {
        if (!tokens[j].first)
            continue;
        // A line in a method is the method's; any other line must be the class body's own.
        if (lines.owner[j] !== at)
            continue;
        if (lines.parent[j] !== at)
            return undefined;
        const next = lineEnd(tokens, j);
        const statement = first;
        first = false;
        if (tokens[j].kind === 'string' && statement) {
            if (next !== j + 1 && !tokens.slice(j, next).every((t) => t.kind === 'string'))
                return undefined;
            shape.doc = j;
        }
        else if (tokens[j].text === 'pass' && next === j + 1)
            continue;
        else if ((0,blocks/* headerOf */.rR)(tokens, j) === 'def' || (op(j, '@') && neutralDecorator(tokens, j, next, closing)))
            continue;
        else if (tokens[j].text === 'model_config') {
            const given = config(tokens, j, next, closing);
            if (given === undefined || shape.config)
                return undefined;
            shape.config = true;
            Object.assign(shape, given);
        }
        else if (tokens[j].kind === 'name' && op(j + 1, ':') && !tokens[j].text.startsWith('_')) {
            let equals = -1;
            for (let k = j + 2; k < next; k++) {
                if (op(k, '[') || op(k, '(') || op(k, '{'))
                    k = closing(k);
                else if (op(k, '=')) {
                    equals = k;
                    break;
                }
            }
            const hint = [j + 2, equals === -1 ? next : equals];
            if (hint[1] <= hint[0] || tokens[hint[0]].text === 'ClassVar' || tokens[hint[0]].text === 'typing')
                return undefined;
            shape.fields.push({ name: tokens[j].text, hint, value: equals === -1 ? -1 : equals + 1 });
        }
        else
            return undefined;
    }
    return shape;
}
/** Decorators of a model's methods that leave its JSON schema as it is. */
const PLAIN_DECORATORS = new Set(['classmethod', 'staticmethod', 'property']);
const VALIDATORS = new Set(['field_validator', 'model_validator']);
/**
 * Whether the decorator line `@\u2026` from `j` to `next` leaves the model's JSON schema as it is:
 * `@classmethod`, `@staticmethod`, `@property`, or a `@field_validator(\u2026)` or `@model_validator(\u2026)` whose
 * mode is not "plain" (a plain validator's input is any value) and that gives no `json_schema_input_type`.
 */
function neutralDecorator(tokens, j, next, closing) {
    const name = tokens[j + 1]?.kind === 'name' ? tokens[j + 1].text : '';
    if (PLAIN_DECORATORS.has(name))
        return next === j + 2;
    if (!VALIDATORS.has(name) || tokens[j + 2]?.text !== '(' || closing(j + 2) + 1 !== next)
        return false;
    for (let k = j + 3; k < next; k++)
        if (tokens[k].text === 'json_schema_input_type' || (tokens[k].kind === 'string' && tokens[k].text === 'plain'))
            return false;
    return true;
}
/** The token past the logical line starting at `j` (its newline). */
function lineEnd(tokens, j) {
    let k = j;
    while (k < tokens.length && tokens[k].kind !== 'newline')
        k++;
    return k;
}
/**
 * `model_config = ConfigDict(k=v, \u2026)` from `j` to `next`: what its `extra=` makes `additionalProperties`
 * and where its `json_schema_extra=` dict starts; undefined for a key that may change the schema otherwise.
 */
function config(tokens, j, next, closing) {
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    const end = closing(j + 3);
    if (!op(j + 1, '=') || tokens[j + 2]?.text !== 'ConfigDict' || !op(j + 3, '(') || end + 1 !== next)
        return undefined;
    const out = {};
    for (let k = j + 4; k < end;) {
        const key = tokens[k].text;
        if (tokens[k].kind !== 'name' || !op(k + 1, '='))
            return undefined;
        const v = tokens[k + 2];
        const after = op(k + 2, '{') ? closing(k + 2) + 1 : k + 3;
        if (!(op(after, ',') || after === end))
            return undefined;
        if (key === 'extra') {
            if (v?.kind !== 'string' || !EXTRA.has(v.text))
                return undefined;
            out.additional = EXTRA.get(v.text);
        }
        else if (key === 'json_schema_extra' && op(k + 2, '{'))
            out.extra = k + 2;
        else if (!SCHEMA_NEUTRAL.has(key) || !(v?.text === 'True' || v?.text === 'False') || after !== k + 3)
            return undefined;
        k = op(after, ',') ? after + 1 : after;
    }
    return out;
}
/** Whether the file binds `BaseModel` by `from pydantic import BaseModel` only. */
function baseModel(text) {
    let imported = 0;
    for (const statement of text.matchAll(package_modules/* FROM_IMPORT */.dX))
        for (const { name, alias } of (0,package_modules/* importedItems */.Z3)(statement[2]))
            if (alias === 'BaseModel')
                imported += statement[1] === 'pydantic' && name === 'BaseModel' ? 1 : 2;
    return imported === 1 && !(0,package_modules/* assigns */.n3)(text, 'BaseModel') && !/^[ \t]*(?:class|def)[ \t]+BaseModel\b/m.test(text);
}
/** `Field(\u2026)` keywords pydantic writes as a JSON Schema keyword of the same value, by the field's type. */
const NUMBER_BOUNDS = new Map([
    ['ge', 'minimum'],
    ['le', 'maximum'],
    ['gt', 'exclusiveMinimum'],
    ['lt', 'exclusiveMaximum'],
]);
/**
 * The model whose class header is at `at` put in the `$defs` under its name (at `pointer`), as pydantic 2
 * writes it: `title`, the docstring as `description`, `properties` (each field's type, with the
 * `description`, `title`, `default` and bounds a `Field(\u2026)` gives), `required`, `additionalProperties`
 * from `extra`, then the `json_schema_extra` dict merged in (a field of a model type is its `$ref` with
 * those keywords beside it, as pydantic 2.9 on writes it). Undefined, and nothing put, when any part is
 * not statically known.
 */
function modelSchema(tokens, lines, at, pointer, depth, reading) {
    const name = tokens[at + 1].text;
    const defs = reading.defs();
    const model = { type: 'object', title: name };
    // Put first: a field of the model's own type refers to it.
    defs.set(name, model);
    const parts = modelParts(tokens, lines, at, pointer, depth, reading);
    if (parts === undefined) {
        defs.delete(name);
        return undefined;
    }
    Object.assign(model, described(parts.doc), { properties: parts.properties });
    if (parts.required.length > 0)
        model.required = parts.required;
    if (parts.additional !== undefined)
        model.additionalProperties = parts.additional;
    // pydantic updates the model's schema with the dict, its keys overriding.
    return Object.assign(model, parts.extra);
}
/** `{ description }` for a docstring the class has: pydantic writes it as `inspect.cleandoc` leaves it. */
function described(doc) {
    return doc === undefined ? {} : { description: doc };
}
/**
 * The parts of the model whose class header is at `at` (its fields read at `pointer`), and its own
 * docstring (a class's `__doc__` is never its base's); undefined when not statically known. A model of
 * another model (`class Export(BaseInput)`) takes its base's parts (`reading.inherited`) before its own.
 */
function modelParts(tokens, lines, at, pointer, depth, reading) {
    const shape = modelShape(tokens, lines, at, reading.closing);
    // Based on `BaseModel` itself: the file's `BaseModel` must be pydantic's.
    if (shape === undefined || depth > MAX_DEPTH || (shape.base === undefined && !reading.pydantic()))
        return undefined;
    const base = shape.base === undefined ? undefined : reading.inherited(shape.base, pointer, depth + 1);
    if (shape.base !== undefined && base === undefined)
        return undefined;
    const properties = structuredClone(base?.properties ?? {});
    const required = new Set(base?.required ?? []);
    for (const field of shape.fields) {
        const read = fieldSchema(tokens, field, (0,util_pointer/* joinPointer */.Kn)(pointer, 'properties', field.name), depth, reading);
        if (read === undefined)
            return undefined;
        properties[field.name] = read.schema;
        if (read.required)
            required.add(field.name);
        else
            required.delete(field.name);
    }
    const parts = {
        properties,
        required: Object.keys(properties).filter((key) => required.has(key)),
        additional: shape.additional ?? base?.additional,
        extra: base?.extra,
    };
    if (shape.doc !== -1) {
        parts.doc = reading.docstring(shape.doc, (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'));
        if (parts.doc === undefined)
            return undefined;
    }
    if (shape.extra !== undefined) {
        const extra = reading.value(shape.extra, pointer);
        if (extra === null || typeof extra !== 'object' || Array.isArray(extra))
            return undefined;
        parts.extra = extra;
    }
    return parts;
}
/** A field's schema and whether it is required; undefined when not statically known. */
function fieldSchema(tokens, field, pointer, depth, reading) {
    const schema = reading.type(field.hint[0], field.hint[1], pointer, depth + 1);
    if (schema === undefined)
        return undefined;
    if (field.value === -1)
        return { schema, required: true };
    const given = {};
    let required = false;
    const open = field.value + 1;
    const call = tokens[field.value].text === 'Field' && tokens[open]?.text === '(' && tokens[reading.closing(open) + 1]?.kind === 'newline';
    if (!call)
        given.default = reading.default(field.value, (0,util_pointer/* joinPointer */.Kn)(pointer, 'default'));
    else {
        const args = reading.args(open);
        required = true;
        for (const [k, arg] of args.entries()) {
            if (arg.name === undefined && k === 0) {
                if (tokens[arg.at].text === '...' && tokens[arg.at + 1] !== undefined && (tokens[arg.at + 1].text === ',' || arg.at + 1 === reading.closing(open)))
                    continue;
                given.default = reading.default(arg.at, (0,util_pointer/* joinPointer */.Kn)(pointer, 'default'));
            }
            else if (arg.name === 'default_factory')
                required = false;
            else if (arg.name === 'default')
                given.default = reading.default(arg.at, (0,util_pointer/* joinPointer */.Kn)(pointer, 'default'));
            else if (arg.name !== undefined)
                given[arg.name] = reading.value(arg.at, (0,util_pointer/* joinPointer */.Kn)(pointer, arg.name));
            else
                return undefined;
        }
    }
    if ('default' in given)
        required = false;
    for (const [key, read] of Object.entries(given)) {
        if (read === extracted/* UNKNOWN */.HV)
            return undefined;
        const bound = NUMBER_BOUNDS.get(key);
        const sized = key === 'min_length' || key === 'max_length';
        if (key === 'default') {
            // As the reader writes a parameter's: `None` leaves no default (an `Optional[T]` is read as T).
            if (read !== null)
                schema.default = read;
        }
        else if ((key === 'description' || key === 'title') && typeof read === 'string')
            schema[key] = read;
        else if (bound !== undefined && typeof read === 'number' && (schema.type === 'integer' || schema.type === 'number'))
            schema[bound] = read;
        else if (sized && typeof read === 'number' && (schema.type === 'string' || schema.type === 'array')) {
            const kind = schema.type === 'string' ? 'Length' : 'Items';
            schema[`${key === 'min_length' ? 'min' : 'max'}${kind}`] = read;
        }
        else if (key === 'pattern' && typeof read === 'string' && schema.type === 'string')
            schema.pattern = read;
        else
            return undefined;
    }
    return { schema, required };
}
/** Another module's type put in the `$defs` being read: its schema, or undefined when a model of its name there differs. */
function importedType(defs, found) {
    if (found === undefined)
        return undefined;
    for (const [name, model] of Object.entries(found.defs))
        if (defs.has(name) && JSON.stringify(defs.get(name)) !== JSON.stringify(model))
            return undefined;
    for (const [name, model] of Object.entries(found.defs))
        defs.set(name, structuredClone(model));
    return structuredClone(found.schema);
}

;// CONCATENATED MODULE: ./src/formats/python-source/type-aliases.ts

const COMPARISONS = new Set(['==', '!=', '<=', '>=']);
/** Keywords after which a name is bound. */
const BINDERS = new Set(['as', 'for', 'def', 'class', 'global', 'nonlocal']);
/** Each alias's value, as the tokens [from, to) of its logical line after the `=`. */
function typeAliases(tokens, lines, pairs) {
    const op = (i, v) => tokens[i]?.kind === 'op' && tokens[i].text === v;
    const bindings = new Map();
    const found = new Map();
    const bind = (name) => bindings.set(name, (bindings.get(name) ?? 0) + 1);
    // Inside brackets, a name's `=` is a keyword argument's or a parameter default's: no binding.
    let depth = 0;
    for (let i = 0; i < tokens.length; i++) {
        const t = tokens[i];
        if (t.kind === 'op' && (t.text === '(' || t.text === '[' || t.text === '{'))
            depth++;
        else if (t.kind === 'op' && (t.text === ')' || t.text === ']' || t.text === '}'))
            depth = Math.max(0, depth - 1);
        if (t.kind !== 'name')
            continue;
        const name = t.text;
        const before = tokens[i - 1];
        const header = (0,blocks/* headerOf */.rR)(tokens, lines.line[i]);
        const next = tokens[i + 1];
        // `=`, `+=`, \u2026 at the top level, `:=` anywhere; never a comparison.
        const assigned = next?.kind === 'op' && (next.text === ':=' || (depth === 0 && (next.text?.endsWith('=') ?? false) && !COMPARISONS.has(next.text)));
        if (assigned ||
            (t.first && (op(i + 1, ':') || op(i + 1, ','))) ||
            (before?.kind === 'name' && BINDERS.has(before.text)) ||
            header === 'import' ||
            header === 'from')
            bind(name);
        if (!t.first || lines.indent[i] !== 0)
            continue;
        // `Name = value` or `Name: TypeAlias = value`, to the end of the logical line.
        let equals = -1;
        if (op(i + 1, '='))
            equals = i + 1;
        else if (op(i + 1, ':') && tokens[i + 2]?.text === 'TypeAlias' && op(i + 3, '='))
            equals = i + 3;
        if (equals === -1)
            continue;
        let end = equals + 1;
        while (end < tokens.length && tokens[end].kind !== 'newline')
            end = op(end, '[') || op(end, '(') || op(end, '{') ? pairs[end] + 1 : end + 1;
        if (end > equals + 1)
            found.set(name, [equals + 1, end]);
    }
    for (const name of [...found.keys()])
        if (bindings.get(name) !== 1)
            found.delete(name);
    return found;
}

;// CONCATENATED MODULE: ./src/formats/python-source/enum-types.ts
/**
 * An `enum.Enum` class of the file as a tool parameter's (or a model field's) type: `format: ExportFormat`,
 * `class ExportFormat(str, Enum): PNG = "png"; SVG = "svg"`. pydantic 2 puts the enum under `$defs` (its
 * `title` the class name, its docstring as `description` as `inspect.cleandoc` leaves it, `enum` its members'
 * values, `type` "string" or "integer" when they are all strings or all integers) and refers to it by `$ref`
 * (pydantic's `GenerateJsonSchema.enum_schema`). Read only where nothing else may change the members or their
 * values: an undecorated class whose bases are `Enum`, `str, Enum`, `StrEnum`, `IntEnum` or `int, Enum`, each
 * imported from `enum` (`from enum import \u2026`) and not bound otherwise in the file, whose body holds only its
 * docstring, `pass` and members `NAME = "value"` (a string; an integer where the class is no `str` one), of two
 * values or more (one alone is given a `const` by some releases and not others), none repeated (an alias is
 * no member of its own). A method, `auto()`, a private name or any other statement leaves the enum not
 * statically known.
 */


const BASES = new Map([
    ['Enum', undefined],
    ['StrEnum', 'string'],
    ['IntEnum', 'integer'],
]);
const MIXINS = new Map([
    ['str', 'string'],
    ['int', 'integer'],
]);
/** The names the file binds to `enum.Enum`, `enum.StrEnum` and `enum.IntEnum` (`from enum import Enum as E` too), each the class it is. */
function enumBases(text) {
    const out = new Map();
    const seen = new Set();
    for (const statement of text.matchAll(package_modules/* FROM_IMPORT */.dX))
        for (const { name, alias } of (0,package_modules/* importedItems */.Z3)(statement[2])) {
            if (seen.has(alias))
                out.delete(alias);
            else if (statement[1] === 'enum' && BASES.has(name))
                out.set(alias, name);
            seen.add(alias);
        }
    for (const alias of [...out.keys()])
        if ((0,package_modules/* assigns */.n3)(text, alias) || new RegExp(`^[ \\t]*(?:class|def)[ \\t]+${alias}\\b`, 'm').test(text))
            out.delete(alias);
    return out;
}
/** The enum whose class header is at `at`, as far as its shape goes: its members' value tokens by name, its docstring (-1 for none), the type its bases give the values. */
function enumClass(tokens, lines, at, bases, closing) {
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    if (tokens[at].text !== 'class' || !op(at + 2, '(') || (at > 1 && tokens[at - 1].kind === 'newline' && op(lines.line[at - 2], '@')))
        return undefined;
    const named = tokens.slice(at + 3, closing(at + 2)).map((t) => t.text);
    const base = bases.get(named[named.length - 1]);
    if (base === undefined || !op(closing(at + 2) + 1, ':'))
        return undefined;
    // `str, Enum` or `int, Enum`: the mixin types the values as `StrEnum` and `IntEnum` do.
    const mixin = named.length === 3 && named[1] === ',' && base === 'Enum' ? MIXINS.get(named[0]) : undefined;
    if (named.length !== 1 && mixin === undefined)
        return undefined;
    const members = new Map();
    let doc = -1;
    let first = true;
    for (let j = at + 1; j < lines.end[at]; j++) {
        if (!tokens[j].first)
            continue;
        if (lines.owner[j] !== at || lines.parent[j] !== at)
            return undefined;
        const next = tokens[j + 1]?.kind === 'newline' || j + 1 === lines.end[at];
        const statement = first;
        first = false;
        const name = tokens[j].text;
        if (tokens[j].kind === 'string' && next && statement)
            doc = j;
        else if (name === 'pass' && next)
            continue;
        else if (tokens[j].kind === 'name' && !name.startsWith('_') && !members.has(name) && op(j + 1, '=') && tokens[j + 3]?.kind === 'newline')
            members.set(name, j + 2);
        else
            return undefined;
    }
    return { members, doc, typed: mixin ?? BASES.get(base) };
}
/**
 * The enum whose class header is at `at` put in the `$defs` being read under its name (at `pointer`), as
 * pydantic 2 writes it; undefined, and nothing put, when it is not one or not statically known.
 */
function enumSchema(tokens, lines, at, pointer, bases, reading) {
    const shape = enumClass(tokens, lines, at, bases, reading.closing);
    if (shape === undefined)
        return undefined;
    const values = [...shape.members.values()].map((value, k) => reading.value(value, (0,util_pointer/* joinPointer */.Kn)(pointer, 'enum', String(k))));
    const kinds = new Set(values.map((v) => (typeof v === 'string' ? 'string' : Number.isInteger(v) ? 'integer' : 'other')));
    if (values.length < 2 || kinds.has('other') || kinds.size > 1 || new Set(values).size !== values.length)
        return undefined;
    const type = [...kinds][0];
    if (shape.typed !== undefined && shape.typed !== type)
        return undefined;
    const schema = { title: tokens[at + 1].text };
    if (shape.doc !== -1) {
        const description = reading.docstring(shape.doc, (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'));
        if (description === undefined)
            return undefined;
        // Python's own default docstring of an enum, which pydantic leaves out.
        if (description !== 'An enumeration.')
            schema.description = description;
    }
    Object.assign(schema, { enum: values, type });
    reading.defs().set(tokens[at + 1].text, schema);
    return schema;
}

;// CONCATENATED MODULE: ./src/formats/python-source/extract.ts


























/** Python types as the JSON Schema pydantic makes of them. */
const TYPES = {
    str: { type: 'string' },
    int: { type: 'integer' },
    float: { type: 'number' },
    bool: { type: 'boolean' },
    dict: { type: 'object' },
    Dict: { type: 'object' },
    list: { type: 'array' },
    List: { type: 'array' },
    Any: {},
};
/** Parameters FastMCP fills itself, never part of the input schema: a `Context` that may be None too (both SDKs look inside the union). */
const INJECTED = /(?:^|\.)(?:Context|FastMCP)(?:\[|$)|^(?:None\|)?(?:\w+\.)*Context(?:\|None)?$|^(?:typing\.)?Optional\[(?:\w+\.)*Context\]$/;
const extract_MAX_DEPTH = 32;
/** Calls whose keyword arguments are the object they make (`ToolAnnotations(readOnlyHint=True)`). */
/** The methods that change a dict in place. */
const MUTATORS = new Set(['update', 'pop', 'popitem', 'setdefault', 'clear', '__setitem__', '__delitem__']);
const CONSTRUCTORS = new Set(['ToolAnnotations', 'PromptArgument', 'dict']);
/** Where the FastMCP 3 `version=` of the tool at `tool` is read into (FastMCP lists it there). */
function versionPointer(tool) {
    return (0,util_pointer/* joinPointer */.Kn)(tool, '_meta', 'fastmcp', 'version');
}
/** The methods that register what a call gives them (`mcp.tool()(fn)`, `mcp.add_tool(fn, \u2026)`). */
const CALLED = new Set(['tool', 'prompt', 'resource', 'add_tool', 'add_prompt']);
/** Where the annotations a call gives a function of another module are read, in no tool of the file (registersImported). */
const FOREIGN = '/foreign';
/** No parameter left out (exclude_args). */
const NONE = new Set();
/** The fields `Tool.from_function(fn, name, title, description)` takes by position after the function. */
const FROM_FUNCTION = ['name', 'title', 'description'];
/** The server classes whose constructor takes `tools=[\u2026]`. */
const SERVERS = new Set(['FastMCP', 'MCPServer']);
/** Server constructors whose tools are made at run time from what they are given. */
const ELSEWHERE = new Set(['from_fastapi', 'from_openapi', 'as_proxy']);
/** The methods that add another server's tools, and the keywords FastMCP's take (2.x and 3.x). */
const COMPOSED = new Set(['mount', 'import_server']);
const COMPOSE_KEYWORDS = new Set(['server', 'prefix', 'namespace', 'as_proxy', 'tool_names', 'tool_separator', 'resource_separator', 'prompt_separator']);
const COMMON_FIELDS = [
    ['name', 'name'],
    ['title', 'title'],
    ['description', 'description'],
];
const RESOURCE_FIELDS = [...COMMON_FIELDS, ['mimeType', 'mimeType'], ['mime_type', 'mimeType']];
/** What a project's tool record (tool-records.ts, tool-classes.ts) is shown to give the SDK: its other fields are its own. */
const RECORD_FIELDS = new Map([
    ['name', 'name'],
    ['description', 'description'],
]);
const LISTINGS = new Map([
    [
        'list_tools',
        {
            list: 'tools',
            what: 'tool',
            method: 'tools/list',
            item: 'Tool',
            result: 'ListToolsResult',
            results: ['tools'],
            fields: new Map([
                ...COMMON_FIELDS,
                ['inputSchema', 'inputSchema'],
                ['input_schema', 'inputSchema'],
                ['outputSchema', 'outputSchema'],
                ['output_schema', 'outputSchema'],
                ['annotations', 'annotations'],
            ]),
            required: ['name'],
        },
    ],
    [
        'list_prompts',
        {
            list: 'prompts',
            what: 'prompt',
            method: 'prompts/list',
            item: 'Prompt',
            result: 'ListPromptsResult',
            results: ['prompts'],
            fields: new Map([...COMMON_FIELDS, ['arguments', 'arguments']]),
            required: ['name'],
        },
    ],
    [
        'list_resources',
        {
            list: 'resources',
            what: 'resource',
            method: 'resources/list',
            item: 'Resource',
            result: 'ListResourcesResult',
            results: ['resources'],
            fields: new Map([...RESOURCE_FIELDS, ['uri', 'uri']]),
            required: ['uri', 'name'],
        },
    ],
    [
        'list_resource_templates',
        {
            list: 'resourceTemplates',
            what: 'resource template',
            method: 'resources/templates/list',
            item: 'ResourceTemplate',
            result: 'ListResourceTemplatesResult',
            results: ['resourceTemplates', 'resource_templates'],
            fields: new Map([...RESOURCE_FIELDS, ['uriTemplate', 'uriTemplate'], ['uri_template', 'uriTemplate']]),
            required: ['uriTemplate', 'name'],
        },
    ],
]);
/**
 * The names a file imports from an MCP SDK's own package (`from fastmcp import mcp`) and never assigns:
 * the SDKs export no server object, so `@mcp.tool(\u2026)` on such a name registers with no server (the import
 * itself fails) and its functions are no tools.
 */
function sdkImportedNames(text) {
    const names = new Set();
    for (const match of text.matchAll(package_modules/* FROM_IMPORT */.dX)) {
        if (!/^(?:fastmcp|mcp)(?:\.|$)/.test(match[1]))
            continue;
        for (const { alias } of (0,package_modules/* importedItems */.Z3)(match[2]))
            if (alias !== '*' && !(0,package_modules/* assigns */.n3)(text, alias))
                names.add(alias);
    }
    return names;
}
function extractTools(text, from = {}) {
    const { imported = new Map(), functions = new Map(), registered: registeredBy = new Map(), prompted = new Map(), lists = new Map(), listed = new Set(), keyed = new Map(), handlers: listers = new Set(), answered = [], keeping = new Map(), records = new Map(), made = new Map(), looped = new Map(), keywords: keywordCalls = new Set(), forwarding = new Map(), types = new Map(), factories: importedFactories = new Map(), } = from;
    const foreign = [];
    /** The lists of other modules a handler returns: those modules list their tools. */
    const foreignLists = [];
    const tokens = (0,python_source_tokens/* tokenize */.q)(text);
    const { tools, prompts, resources, resourceTemplates, spans, names, unread, anchors, conditional } = (0,extracted/* emptyExtracted */.SV)();
    const lines = (0,blocks/* blocks */.Bv)(tokens, text);
    /** An Azure Functions app (`import azure.functions`), whose `@app.mcp_tool()` makes a tool. */
    const azure = server_import/* AZURE */._k.test(text);
    /** The `fastmcp` package, whose server takes plain functions for `tools=[\u2026]`. */
    const fastmcp = sdk/* IMPORTS_FASTMCP */.e_.test(text);
    const fromSdk = sdkImportedNames(text);
    const modules = importedModules(text);
    const constants = new Map();
    for (let i = 0; i + 2 < tokens.length; i++) {
        if (!(tokens[i].first && tokens[i].kind === 'name' && lines.indent[i] === 0))
            continue;
        if (tokens[i + 1].text === '=')
            constants.set(tokens[i].text, i + 2);
        // `TOOLS: list[Tool] = [...]`: the value after the annotation's `=`, within the logical line.
        else if (tokens[i + 1].kind === 'op' && tokens[i + 1].text === ':') {
            let depth = 0;
            for (let j = i + 2; j + 1 < tokens.length && tokens[j].kind !== 'newline'; j++) {
                const t = tokens[j].kind === 'op' ? tokens[j].text : undefined;
                if (t === '(' || t === '[' || t === '{')
                    depth++;
                else if (t === ')' || t === ']' || t === '}')
                    depth--;
                else if (t === '=' && depth === 0) {
                    constants.set(tokens[i].text, j + 1);
                    break;
                }
            }
        }
    }
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    const place = (0,source_tokens/* placer */.G1)(tokens, spans);
    const attributes = (0,members/* classAttributes */.W)(tokens, lines.indent);
    /** The index after the expression starting at `i` (at a `,`, a closing bracket or the end of the line, at depth 0). */
    const skip = (i) => {
        let depth = 0;
        for (; i < tokens.length; i++) {
            const t = tokens[i];
            if (t.kind === 'newline' && depth === 0)
                return i;
            if (t.kind !== 'op')
                continue;
            if (t.text === '(' || t.text === '[' || t.text === '{')
                depth++;
            else if (t.text === ')' || t.text === ']' || t.text === '}') {
                if (depth === 0)
                    return i;
                depth--;
            }
            else if ((t.text === ',' || t.text === '=' || t.text === ':') && depth === 0)
                return i;
        }
        return i;
    };
    /** The value of the expression at `i`, placed at `pointer`, when written as a literal or a same-file constant. */
    const value = (i, pointer, key, depth = 0) => {
        const end = skip(i);
        const read = literal(i, end, pointer, depth);
        // A constant's value is placed where the constant's literal is written, a grouped one inside its parentheses.
        const at = target(i);
        if (read !== extracted/* UNKNOWN */.HV && end > i)
            place(pointer, at, at === i ? end - 1 : skip(at) - 1, key);
        // A constant of another module is placed at the reference: no character of it is written here.
        if (typeof read === 'string' && tokens[at].kind === 'string')
            anchors.set(pointer, stringAnchors(at));
        return { read, next: end };
    };
    /** Whether the parenthesis at `i` groups one expression (`("a" "b")`), which a tuple's comma would not. */
    const grouped = (i) => {
        if (!op(i, '(') || closing(i) <= i + 1)
            return false;
        for (let j = i + 1; j < closing(i); j++) {
            if (op(j, '[') || op(j, '(') || op(j, '{'))
                j = closing(j);
            else if (op(j, ','))
                return false;
        }
        return true;
    };
    /** Whether the parenthesis at `i` holds only adjacent strings (`("a" "b")`): one string, as a docstring too. */
    const groupedStrings = (i) => {
        if (!grouped(i))
            return false;
        for (let j = i + 1; j < closing(i); j++)
            if (tokens[j].kind !== 'string')
                return false;
        return true;
    };
    /** The start of the expression at `i`: inside grouping parentheses and through same-file constants. */
    const target = (i) => {
        let at = i;
        let within = scope;
        for (let hops = 0; hops < extract_MAX_DEPTH; hops++) {
            const bound = parameter(at, within);
            if (bound) {
                [at, within] = [bound.at, bound.scope];
                continue;
            }
            const inner = urlInside(at);
            const next = grouped(at) ? at + 1 : inner !== -1 ? inner : resolve(at);
            if (next === at)
                break;
            at = next;
        }
        return at;
    };
    /** Where the characters of the adjacent string tokens from `i` on are written. */
    const stringAnchors = (i) => {
        const pieces = [];
        for (let j = i; tokens[j]?.kind === 'string' && tokens[j].text !== undefined; j++) {
            const t = tokens[j];
            const quote = /["']/.exec(text.slice(t.start, t.start + 3))?.index ?? 0;
            const open = text.startsWith(text[t.start + quote].repeat(3), t.start + quote) && t.end - t.start - quote >= 6 ? 3 : 1;
            const raw = /r/i.test(text.slice(t.start, t.start + quote));
            pieces.push({ anchors: (0,string_anchors/* literalAnchors */.I)(text, t.start + quote + open, t.end - open, 0, raw), length: t.text.length });
        }
        return (0,string_anchors/* joinedAnchors */.Q)(pieces);
    };
    /** Where the one argument of `AnyUrl(\u2026)` (pydantic's URL, which a low-level `Resource(uri=\u2026)` is often given) starts; -1 otherwise. */
    const urlInside = (i) => {
        const open = calledName(i, 'AnyUrl');
        if (open === -1 || closing(open) === open + 1)
            return -1;
        const given = args(open);
        return given.length === 1 && given[0].name === undefined ? open + 1 : -1;
    };
    /** Where the value `Class.ATTR` or `TABLE["key"]` at `i` (the whole expression) stands for is written (members.ts); -1 otherwise. */
    const member = (i) => {
        if (tokens[i]?.kind !== 'name')
            return -1;
        const end = skip(i);
        if (op(i + 1, '.') && tokens[i + 2]?.kind === 'name' && end === i + 3)
            return attributes.get(`${tokens[i].text}.${tokens[i + 2].text}`) ?? -1;
        if (!(op(i + 1, '[') && tokens[i + 2]?.kind === 'string' && closing(i + 1) === i + 3 && end === i + 4))
            return -1;
        const table = constants.get(tokens[i].text);
        return table !== undefined && op(table, '{') && skip(table) === closing(table) + 1
            ? (0,members/* dictEntry */.x)(tokens, table, closing(table), tokens[i + 2].text, closing)
            : -1;
    };
    /** The string another module writes for the reference `X.Y`, `X["k"]` or `X` at `i`, as imported-constants.ts read it. */
    const importedValue = (i) => {
        if (imported.size === 0 || tokens[i]?.kind !== 'name')
            return undefined;
        const end = skip(i);
        const name = tokens[i].text;
        if (end === i + 1)
            return imported.get(name);
        if (op(i + 1, '.') && tokens[i + 2]?.kind === 'name' && end === i + 3)
            return imported.get((0,imported_constants/* key */.E)(name, { member: tokens[i + 2].text }));
        if (op(i + 1, '[') && tokens[i + 2]?.kind === 'string' && op(i + 3, ']') && end === i + 4)
            return imported.get((0,imported_constants/* key */.E)(name, { entry: tokens[i + 2].text }));
        return undefined;
    };
    /** The start of the expression a lone constant name (or a constant's member) at `i` stands for (`i` itself otherwise). */
    const resolve = (i) => {
        let at = i;
        for (let hops = 0; hops < extract_MAX_DEPTH && tokens[at]?.kind === 'name'; hops++) {
            const inside = member(at);
            if (inside !== -1) {
                at = inside;
                continue;
            }
            if (skip(at) !== at + 1)
                break;
            const found = constants.get(tokens[at].text);
            if (found === undefined || found === at)
                break;
            at = found;
        }
        return at;
    };
    const literal = (i, end, pointer, depth) => {
        const t = tokens[i];
        if (!t || end <= i || depth > extract_MAX_DEPTH)
            return extracted/* UNKNOWN */.HV;
        const bound = parameter(i);
        if (bound)
            return end === i + 1 ? inScope(bound.scope, () => literal(bound.at, skip(bound.at), pointer, depth + 1)) : extracted/* UNKNOWN */.HV;
        if (t.kind === 'string') {
            // Adjacent strings are one (implicit concatenation).
            let out = '';
            for (let j = i; j < end; j++) {
                if (tokens[j].kind !== 'string' || tokens[j].text === undefined)
                    return extracted/* UNKNOWN */.HV;
                out += tokens[j].text;
            }
            return out;
        }
        if (end === i + 1 && t.kind === 'number' && /^\d+(?:\.\d+)?$/.test(t.text ?? ''))
            return Number(t.text);
        const inside = member(i);
        if (inside !== -1 && end === skip(i))
            return literal(inside, skip(inside), pointer, depth + 1);
        const outside = end === skip(i) ? importedValue(i) : undefined;
        if (outside !== undefined)
            return outside;
        if (end === i + 1 && t.kind === 'name') {
            if (t.text === 'True' || t.text === 'False')
                return t.text === 'True';
            if (t.text === 'None')
                return null;
            const at = constants.get(t.text);
            return at === undefined || at === i ? extracted/* UNKNOWN */.HV : literal(at, skip(at), pointer, depth + 1);
        }
        if (op(i, '-') && end === i + 2 && tokens[i + 1].kind === 'number')
            return -Number(tokens[i + 1].text);
        // `not flag` of a flag read so (`"readOnlyHint": not mutating` of a helper's parameter).
        if (t.kind === 'name' && t.text === 'not') {
            const negated = literal(i + 1, end, pointer, depth + 1);
            return typeof negated === 'boolean' ? !negated : extracted/* UNKNOWN */.HV;
        }
        if (grouped(i) && end === closing(i) + 1)
            return literal(i + 1, closing(i), pointer, depth + 1);
        if ((op(i, '[') || op(i, '(')) && end === closing(i) + 1)
            return list(i, pointer, depth);
        if (op(i, '{') && end === closing(i) + 1)
            return dict(i, pointer, depth);
        const inner = t.kind === 'name' ? urlInside(i) : -1;
        if (inner !== -1 && end === closing(inner - 1) + 1)
            return literal(inner, closing(inner - 1), pointer, depth + 1);
        if (t.kind === 'name') {
            // `ToolAnnotations(\u2026)` or `types.ToolAnnotations(\u2026)`.
            let j = i;
            while (op(j + 1, '.') && tokens[j + 2]?.kind === 'name')
                j += 2;
            // `dict(\u2026)` of one dict is its copy (helperCall).
            const constructed = CONSTRUCTORS.has(tokens[j].text) && op(j + 1, '(') && end === closing(j + 1) + 1;
            const read = constructed ? keywords(j + 1, pointer, depth) : extracted/* UNKNOWN */.HV;
            if (constructed && (read !== extracted/* UNKNOWN */.HV || tokens[j].text !== 'dict'))
                return read;
        }
        if (t.kind === 'name' && op(i + 1, '(') && end === closing(i + 1) + 1)
            return helperCall(i, pointer, depth);
        return extracted/* UNKNOWN */.HV;
    };
    /** The scope of the calls of the module's helpers (helpers) being read. */
    let scope;
    /** What the parameter named at `i` is bound to in `within` (the helper call being read), and the scope it is read in. */
    const parameter = (i, within = scope) => {
        const found = tokens[i]?.kind === 'name' ? within?.bound.get(tokens[i].text) : undefined;
        return found && { at: found.at, scope: found.default ? undefined : within?.outer };
    };
    const inScope = (within, read) => {
        const outer = scope;
        scope = within;
        try {
            return read();
        }
        finally {
            scope = outer;
        }
    };
    /** The value of the call `f(\u2026)` at `i`: what a helper of the module returns of its arguments, `list(\u2026)`/`tuple(\u2026)` of a list, `dict(\u2026)` of a dict. */
    const helperCall = (i, pointer, depth) => {
        const name = tokens[i].text;
        const helper = helpers.get(name);
        const bound = helper && bind(tokens, helper, args(i + 1));
        // A helper calling itself (never returning) is not read.
        for (let within = scope; within && bound; within = within.outer)
            if (within.helper === name)
                return extracted/* UNKNOWN */.HV;
        if (helper)
            return bound ? inScope({ bound, outer: scope, helper: name }, () => literal(helper.returned, skip(helper.returned), pointer, depth + 1)) : extracted/* UNKNOWN */.HV;
        const given = args(i + 1);
        const copies = tokens[i].text === 'dict' ? 'object' : tokens[i].text === 'list' || tokens[i].text === 'tuple' ? 'array' : undefined;
        if (copies === undefined || given.length !== 1 || given[0].name !== undefined)
            return extracted/* UNKNOWN */.HV;
        const read = literal(given[0].at, skip(given[0].at), pointer, depth + 1);
        return Array.isArray(read) === (copies === 'array') && typeof read === 'object' && read !== null ? read : extracted/* UNKNOWN */.HV;
    };
    /** The index of the bracket that closes the one at `i` (the last token when none does): one table, made in one pass. */
    const closing = (i) => pairs[i];
    const pairs = (0,source_tokens/* bracketPairs */.WW)(tokens);
    /** The module's helpers that only return an expression (helper-calls.ts). */
    const helpers = returningHelpers(tokens, lines, closing);
    const list = (i, pointer, depth) => {
        const out = [];
        for (let j = i + 1; !op(j, ']') && !op(j, ')') && j < tokens.length;) {
            const item = value(j, (0,util_pointer/* joinPointer */.Kn)(pointer, String(out.length)), undefined, depth + 1);
            if (item.read === extracted/* UNKNOWN */.HV)
                return extracted/* UNKNOWN */.HV;
            out.push(item.read);
            j = op(item.next, ',') ? item.next + 1 : item.next;
            if (j === item.next && !op(j, ']') && !op(j, ')'))
                return extracted/* UNKNOWN */.HV;
        }
        return out;
    };
    const dict = (i, pointer, depth) => {
        const out = {};
        for (let j = i + 1; !op(j, '}') && j < tokens.length;) {
            // `{**kind, "description": \u2026}`: the entries of a dict read so, which later ones replace.
            if (op(j, '**')) {
                const spread = value(j + 1, pointer, undefined, depth + 1);
                if (typeof spread.read !== 'object' || spread.read === null || Array.isArray(spread.read))
                    return extracted/* UNKNOWN */.HV;
                Object.assign(out, spread.read);
                j = op(spread.next, ',') ? spread.next + 1 : spread.next;
                if (j === spread.next && !op(j, '}'))
                    return extracted/* UNKNOWN */.HV;
                continue;
            }
            const key = tokens[j];
            if (key.kind !== 'string' || key.text === undefined || !op(j + 1, ':'))
                return extracted/* UNKNOWN */.HV;
            const item = value(j + 2, (0,util_pointer/* joinPointer */.Kn)(pointer, key.text), j, depth + 1);
            if (item.read === extracted/* UNKNOWN */.HV)
                return extracted/* UNKNOWN */.HV;
            out[key.text] = item.read;
            j = op(item.next, ',') ? item.next + 1 : item.next;
            if (j === item.next && !op(j, '}'))
                return extracted/* UNKNOWN */.HV;
        }
        return out;
    };
    /** A call's keyword arguments as an object (`ToolAnnotations(readOnlyHint=True)`); UNKNOWN with any positional one. */
    const keywords = (open, pointer, depth) => {
        const out = {};
        for (const arg of args(open)) {
            if (arg.name === undefined)
                return extracted/* UNKNOWN */.HV;
            const item = value(arg.at, (0,util_pointer/* joinPointer */.Kn)(pointer, arg.name), arg.key, depth + 1);
            if (item.read === extracted/* UNKNOWN */.HV)
                return extracted/* UNKNOWN */.HV;
            out[arg.name] = item.read;
        }
        return out;
    };
    /**
     * A dict literal's entries as keyword arguments: each literal string key's text, its token and the
     * value's start. None when a key is of any other kind, written twice, or a `**spread` may give any.
     */
    const entries = (open) => {
        const out = [];
        for (let j = open + 1; j < closing(open);) {
            const name = tokens[j].kind === 'string' && op(j + 1, ':') ? tokens[j].text : undefined;
            if (name === undefined || out.some((arg) => arg.name === name))
                return [];
            out.push({ name, key: j, at: j + 2 });
            j = skip(j + 2);
            if (op(j, ','))
                j++;
            else if (j < closing(open))
                return [];
        }
        return out;
    };
    /** A call's arguments: each positional one's start, or a keyword's name, key token and value's start. */
    const args = (open) => {
        const out = [];
        const end = closing(open);
        for (let j = open + 1; j < end;) {
            if (tokens[j].kind === 'name' && op(j + 1, '=')) {
                out.push({ name: tokens[j].text, key: j, at: j + 2 });
                j = skip(j + 2);
            }
            else {
                out.push({ at: j });
                j = skip(j);
            }
            if (op(j, ','))
                j++;
            else if (j < end)
                j = skip(j + 1);
        }
        return out;
    };
    /**
     * FastMCP names the first parameter of `x.tool` and `x.prompt` `name_or_fn` (a function it registers,
     * or the name): given by keyword, it is read as that positional argument.
     */
    const nameOrFn = (callArgs) => {
        const keyed = callArgs.findIndex((a) => a.name === 'name_or_fn');
        return keyed === -1 ? callArgs : [{ at: callArgs[keyed].at }, ...callArgs.filter((_, k) => k !== keyed)];
    };
    /** A type hint as a JSON Schema fragment, with the description an `Annotated[\u2026, Field(description=\u2026)]` gives it. */
    let aliases;
    const typeSchema = (i, end, pointer, depth = 0) => {
        const t = tokens[i];
        if (!t || depth > extract_MAX_DEPTH)
            return undefined;
        if (t.kind === 'string' && end === i + 1)
            return undefined;
        // A dotted name (`typing.Optional`) is read by its last part.
        let nameEnd = i;
        while (op(nameEnd + 1, '.') && tokens[nameEnd + 2]?.kind === 'name')
            nameEnd += 2;
        const name = tokens[nameEnd].text ?? '';
        if (t.kind !== 'name')
            return undefined;
        if (nameEnd + 1 === end && Object.hasOwn(TYPES, name))
            return { ...TYPES[name] };
        if (nameEnd + 1 === end) {
            // A module-level alias (type-aliases.ts): the schema of its value, placed where the value is written.
            const alias = nameEnd === i ? (aliases ??= typeAliases(tokens, lines, pairs)).get(name) : undefined;
            if (alias)
                return typeSchema(alias[0], alias[1], pointer, depth + 1);
            return nameEnd === i ? namedType(name, depth + 1) : undefined;
        }
        // `A | B`: a union.
        if (findTop(nameEnd + 1, end, '|') !== -1)
            return union(splitTop(i, end, '|'), pointer, depth);
        if (!op(nameEnd + 1, '[') || closing(nameEnd + 1) + 1 !== end)
            return undefined;
        const parts = splitTop(nameEnd + 2, end - 1);
        if (name === 'Optional' && parts.length === 1)
            return typeSchema(parts[0][0], parts[0][1], pointer, depth + 1);
        if (name === 'Union')
            return union(parts, pointer, depth);
        // `dict[str, V]`: an object whose values are V's. For an `Any` V, pydantic 2.11 on (pydantic#11392) adds
        // `additionalProperties: true`, earlier releases nothing: what every release makes is read.
        if ((name === 'dict' || name === 'Dict') && parts.length === 2) {
            const [keys, values] = parts;
            if (keys[1] !== keys[0] + 1 || tokens[keys[0]].text !== 'str')
                return undefined;
            const items = typeSchema(values[0], values[1], (0,util_pointer/* joinPointer */.Kn)(pointer, 'additionalProperties'), depth + 1);
            return items && (Object.keys(items).length === 0 ? { type: 'object' } : { type: 'object', additionalProperties: items });
        }
        if ((name === 'list' || name === 'List') && parts.length === 1) {
            const items = typeSchema(parts[0][0], parts[0][1], (0,util_pointer/* joinPointer */.Kn)(pointer, 'items'), depth + 1);
            return items && { type: 'array', items };
        }
        if (name === 'Literal') {
            const values = parts.map(([from, to]) => literal(from, to, pointer, depth + 1));
            return values.every((v) => typeof v === 'string') ? { type: 'string', enum: values } : values.includes(extracted/* UNKNOWN */.HV) ? undefined : { enum: values };
        }
        if (name === 'Annotated' && parts.length >= 2) {
            const inner = typeSchema(parts[0][0], parts[0][1], pointer, depth + 1);
            const base = inner ?? {};
            for (const [from, to] of parts.slice(1)) {
                const described = metadataDescription(from, to, (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'));
                if (described !== undefined)
                    base.description = described;
            }
            return inner !== undefined || base.description !== undefined ? base : undefined;
        }
        return undefined;
    };
    /** The `$defs` of the input schema being read (pydantic-models.ts), and where that schema is placed. */
    let schemaDefs;
    let classes;
    /** A pydantic model of the file (pydantic-models.ts) or a type of another module (imported-types.ts), as a `$ref` into the `$defs`. */
    const namedType = (name, depth) => {
        if (schemaDefs === undefined || depth > extract_MAX_DEPTH)
            return undefined;
        const at = modelClass(name);
        if (at === -1)
            return importedType(schemaDefs.models, types.get(name));
        const pointer = (0,util_pointer/* joinPointer */.Kn)(schemaDefs.pointer, '$defs', name);
        // A model, or an enum (enum-types.ts).
        if (!schemaDefs.models.has(name) &&
            modelSchema(tokens, lines, at, pointer, depth, reading) === undefined &&
            enumSchema(tokens, lines, at, pointer, (enums ??= enumBases(text)), reading) === undefined)
            return undefined;
        return { $ref: `#/$defs/${name}` };
    };
    let pydantic;
    let enums;
    /** A default as pydantic writes it: an enum's member (`Color.RED`, enum-types.ts) as its value, any other a literal. */
    const defaultValue = (at, pointer) => {
        const [enumAt, member] = [modelClass(tokens[at].text), tokens[at + 2]?.text];
        const shape = tokens[at].kind === 'name' && op(at + 1, '.') && skip(at) === at + 3 && enumAt !== -1
            ? enumClass(tokens, lines, enumAt, (enums ??= enumBases(text)), closing)
            : undefined;
        const found = shape?.members.get(member);
        return value(found ?? at, pointer).read;
    };
    /** The header of the class `name` the file defines once at its top level; -1 for none. */
    const modelClass = (name) => {
        const at = (classes ??= (0,module_bindings/* onceDefined */.Tf)(tokens, lines).classes).get(name);
        return at === undefined || lines.indent[at] !== 0 ? -1 : at;
    };
    const reading = {
        pydantic: () => (pydantic ??= baseModel(text)),
        inherited: (name, pointer, depth) => {
            const at = modelClass(name);
            if (at !== -1)
                return modelParts(tokens, lines, at, pointer, depth, reading);
            const parts = types.get(name)?.parts;
            return parts && schemaDefs && importedType(schemaDefs.models, { schema: {}, defs: parts.defs }) && parts;
        },
        defs: () => schemaDefs?.models ?? new Map(),
        type: (from, to, pointer, depth) => typeSchema(from, to, pointer, depth),
        value: (at, pointer) => value(at, pointer).read,
        default: (at, pointer) => defaultValue(at, pointer),
        docstring: (at, pointer) => {
            const doc = value(at, pointer).read;
            const raw = anchors.get(pointer);
            if (typeof doc === 'string' && raw)
                anchors.set(pointer, cleanedAnchors(doc, raw));
            return typeof doc === 'string' ? (0,python_source_tokens/* cleandoc */.M)(doc) : undefined;
        },
        args,
        closing,
    };
    /**
     * `A | B` or `Union[A, B]`: pydantic's `anyOf` of each type's schema. `None` among them is left out, as
     * `T | None` and `Optional[T]` are read as T.
     */
    const union = (parts, pointer, depth) => {
        const kept = parts.filter(([from, to]) => !(to === from + 1 && tokens[from].text === 'None'));
        if (kept.length <= 1)
            return kept.length === 1 ? typeSchema(kept[0][0], kept[0][1], pointer, depth + 1) : undefined;
        const anyOf = kept.map(([from, to], k) => typeSchema(from, to, (0,util_pointer/* joinPointer */.Kn)(pointer, 'anyOf', String(k)), depth + 1));
        return anyOf.every((schema) => schema !== undefined) ? { anyOf } : undefined;
    };
    /** The description `Field(description="\u2026")` or a bare string gives in `Annotated`'s metadata. */
    const metadataDescription = (from, to, pointer) => {
        if (tokens[from].kind === 'string') {
            const read = value(from, pointer);
            return typeof read.read === 'string' ? read.read : undefined;
        }
        if (tokens[from].text !== 'Field' || !op(from + 1, '(') || closing(from + 1) + 1 !== to)
            return undefined;
        const found = args(from + 1).find((a) => a.name === 'description');
        if (!found)
            return undefined;
        const read = value(found.at, pointer);
        if (typeof read.read === 'string')
            return read.read;
        unread.push({ start: tokens[found.at].start, what: 'a parameter description' });
        return undefined;
    };
    const findTop = (from, to, text) => {
        for (let j = from; j < to; j++) {
            if (op(j, '[') || op(j, '('))
                j = closing(j);
            else if (op(j, text))
                return j;
        }
        return -1;
    };
    /** The parts of `[from, to)` separated by `separator` at the top level, each as [start, end). */
    const splitTop = (from, to, separator = ',') => {
        const parts = [];
        let start = from;
        for (let j = from; j < to; j++) {
            if (op(j, '[') || op(j, '(') || op(j, '{'))
                j = closing(j);
            else if (op(j, separator)) {
                parts.push([start, j]);
                start = j + 1;
            }
        }
        if (start < to)
            parts.push([start, to]);
        return parts;
    };
    /** The input schema of a function's parameters (the tokens between its parentheses). */
    /** The function's parameters whose `(` is at `open`, as an input schema; those `excluded` (exclude_args) left out. */
    const parameters = (open, pointer, excluded = NONE) => {
        const end = closing(open);
        const properties = {};
        const required = [];
        const props = (0,util_pointer/* joinPointer */.Kn)(pointer, 'properties');
        const outer = schemaDefs;
        schemaDefs = { models: new Map(), pointer };
        for (const [from, to] of splitTop(open + 1, end)) {
            const t = tokens[from];
            if (t.kind !== 'name' || t.text === 'self' || t.text === 'cls')
                continue;
            const name = t.text;
            if (excluded.has(name))
                continue;
            const colon = op(from + 1, ':') ? from + 1 : -1;
            const equals = findTop(from + 1, to, '=');
            const hintEnd = equals === -1 ? to : equals;
            const hint = (from, to) => tokens
                .slice(from, to)
                .map((x) => x.text)
                .join('');
            if (colon !== -1 && INJECTED.test(hint(colon + 1, hintEnd)))
                continue;
            // A module-level alias of FastMCP's Context (`MCPContext = Context`): the same class, injected.
            const alias = colon !== -1 && hintEnd === colon + 2 ? (aliases ??= typeAliases(tokens, lines, pairs)).get(tokens[colon + 1].text) : undefined;
            if (alias && INJECTED.test(hint(alias[0], alias[1])))
                continue;
            const at = (0,util_pointer/* joinPointer */.Kn)(props, name);
            const schema = colon === -1 ? undefined : typeSchema(colon + 1, hintEnd, at);
            if (!schema)
                unread.push({ start: tokens[colon === -1 ? from : colon + 1].start, what: `the schema of parameter ${JSON.stringify(name)}` });
            const property = schema ?? {};
            if (equals === -1)
                required.push(name);
            else {
                const fallback = defaultValue(equals + 1, (0,util_pointer/* joinPointer */.Kn)(at, 'default'));
                if (fallback !== extracted/* UNKNOWN */.HV && fallback !== null)
                    property.default = fallback;
            }
            properties[name] = property;
            spans.set(at, { value: [t.start, tokens[to - 1].end], key: [t.start, t.end] });
        }
        place(pointer, open, end);
        const models = schemaDefs.models;
        schemaDefs = outer;
        return { type: 'object', properties, ...(required.length > 0 ? { required } : {}), ...(models.size > 0 ? { $defs: Object.fromEntries(models) } : {}) };
    };
    /** A decorated function: `@x.tool\u2026`, `@x.prompt\u2026` or `@x.resource\u2026` lines, then `def`. */
    const decorated = (at) => {
        const wrapper = wrappers.get(tokens[at + 1]?.text);
        if (wrapper && tokens[at + 2]?.kind === 'newline')
            return wrappedTool(at, wrapper.keys);
        if (factories.has(tokens[at + 1].text))
            return wrappedTool(at, new Set(), closing(at + 2) + 1);
        const factory = tokens[at + 1]?.kind === 'name' ? importedFactories.get(tokens[at + 1].text) : undefined;
        if (factory && op(at + 2, '(') && tokens[closing(at + 2) + 1]?.kind === 'newline')
            return factoryTool(at, factory);
        // `@ name . tool` with an optional call.
        let j = at + 1;
        while (tokens[j]?.kind === 'name' && op(j + 1, '.'))
            j += 2;
        const kind = tokens[j]?.kind === 'name' ? tokens[j].text : undefined;
        if (kind === 'mcp_tool' && azure && j > at + 1)
            return azureTool(at, j);
        const listing = kind === undefined ? undefined : LISTINGS.get(kind);
        if ((kind !== 'tool' && kind !== 'prompt' && kind !== 'resource' && !listing) || j === at + 1)
            return;
        if (j === at + 3 && fromSdk.has(tokens[at + 1].text))
            return;
        const call = op(j + 1, '(') ? j + 1 : -1;
        if (listing && call === -1)
            return;
        // A resource's URI is its first argument: without one, this `resource` is something else.
        if (kind === 'resource' && call === -1)
            return;
        // The function the decorator is on: past any other decorators.
        const k = decoratedDef(call === -1 ? j + 1 : closing(call) + 1);
        if (k === -1)
            return;
        // A package's `tool` decorator stacked with the server's registers nothing more (stacked-decorators.ts).
        if (kind === 'tool' && besideServerTool(tokens, at, k, modules, (i) => lines.line[i]))
            return;
        const def = tokens[k]?.text === 'async' ? k + 1 : k;
        const nameToken = def + 1;
        if (tokens[nameToken]?.kind !== 'name' || !op(nameToken + 1, '('))
            return;
        if (listing)
            return listHandler(k, listing);
        const callArgs = call === -1 ? [] : kind === 'resource' ? args(call) : nameOrFn(args(call));
        const span = [at, nameToken];
        if (kind === 'tool')
            return tool(span, callArgs, ['name'], nameToken);
        if (kind === 'prompt')
            return prompt(span, callArgs, ['name'], nameToken);
        return resource(span, callArgs, ['uri'], nameToken);
    };
    /**
     * A function under the `@factory(\u2026)` at `at` of another module (imported-factories.ts): registered as
     * that factory's `x.tool(\u2026)` call makes it, the name the argument of its name's parameter, the call's
     * other keywords the factory's `**kwargs` hands on.
     */
    const factoryTool = (at, factory) => {
        const given = [];
        let position = 0;
        for (const arg of args(at + 2)) {
            const parameter = arg.name ?? (op(arg.at, '*') || op(arg.at, '**') ? undefined : factory.parameters.slice(0, factory.positional)[position++]);
            // A spread, an argument past the factory's parameters, or a keyword the factory gives too: not read.
            if (parameter === undefined || (!factory.parameters.includes(parameter) && (!factory.forwards || factory.keys.includes(parameter)))) {
                unread.push({ start: tokens[at].start, what: 'a tool registration' });
                return;
            }
            if (parameter === factory.named)
                given.push({ name: 'name', at: arg.at });
            else if (!factory.parameters.includes(parameter))
                given.push(arg);
        }
        if (factory.named !== undefined && !given.some((arg) => arg.name === 'name')) {
            unread.push({ start: tokens[at].start, what: 'a tool registration' });
            return;
        }
        wrappedTool(at, new Set(factory.keys), closing(at + 2) + 1, given, factory.schema, factory.known);
    };
    /** A function under the file's own registering decorator at `at` (wrappers): a tool, and what the wrapper gives it listed as unknown. */
    const wrappedTool = (at, keys, from = at + 2, given = [], schema = true, known = new Map()) => {
        const k = decoratedDef(from);
        const nameToken = k === -1 ? -1 : tokens[k].text === 'async' ? k + 2 : k + 1;
        if (k === -1 || tokens[nameToken]?.kind !== 'name' || !op(nameToken + 1, '('))
            return;
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        const before = tools.length;
        tool([at, nameToken], given, ['name'], nameToken, excludedBy(given), schema);
        if (tools.length === before)
            return;
        const wrapper = tokens[at + 1].text;
        // What the factory reads off its record for this tool's name (factory-records.ts): a title is text, annotations a dict.
        const read = known.get(tools[before].name) ?? {};
        const fits = (key) => (key === 'title' ? typeof read.title === 'string' : key === 'annotations' && typeof read.annotations === 'object');
        for (const key of keys)
            if (fits(key))
                tools[before][key] = read[key];
        if (!schema)
            unread.push({ start: tokens[at].start, what: `the tool's input schema (changed by ${wrapper})`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema') });
        for (const key of [...keys].sort().filter((key) => !fits(key)))
            unread.push({
                start: tokens[at].start,
                what: `the tool's ${key} (given by ${wrapper})`,
                pointer: key === 'version' ? versionPointer(pointer) : (0,util_pointer/* joinPointer */.Kn)(pointer, wrapped_keys/* WRAPPED_KEYS */.j.get(key)),
            });
    };
    /** The `def` line (its first token) the decorator at `at` (ending at `from`) is on, past any other decorators; -1 when none is. */
    const decoratedDef = (from) => {
        let k = from;
        while (k < tokens.length && !(tokens[k].first && (tokens[k].text === 'def' || (tokens[k].text === 'async' && tokens[k + 1]?.text === 'def')))) {
            if (tokens[k].first && !op(k, '@'))
                return -1;
            k++;
        }
        return k < tokens.length ? k : -1;
    };
    /**
     * Azure Functions' `@app.mcp_tool()` (azure-functions 2.x): the tool is named after the function and
     * described by its docstring; its properties are the function's parameters, less those another binding
     * of the function fills (`@app.blob_input(arg_name="file", \u2026)`), each described by an
     * `@app.mcp_tool_property(arg_name=\u2026, description=\u2026)` of the same function. Any argument of
     * `mcp_tool` other than `metadata=` may rename or describe it: the registration is not statically known.
     */
    const azureTool = (at, j) => {
        const call = op(j + 1, '(') ? j + 1 : -1;
        const k = decoratedDef(call === -1 ? j + 1 : closing(call) + 1);
        if (k === -1)
            return;
        const nameToken = tokens[k].text === 'async' ? k + 2 : k + 1;
        if (tokens[nameToken]?.kind !== 'name' || !op(nameToken + 1, '('))
            return;
        if (call !== -1 && args(call).some((a) => a.name !== 'metadata' && a.name !== 'use_result_schema')) {
            unread.push({ start: tokens[at].start, what: 'a tool registration' });
            return;
        }
        // The function's decorators, those above this one too.
        let first = at;
        while (first > 1 && tokens[first - 1].kind === 'newline' && op(lines.line[first - 2], '@'))
            first = lines.line[first - 2];
        const bound = new Set();
        const described = [];
        for (let d = first; d < k; d++) {
            if (!tokens[d].first || !op(d, '@'))
                continue;
            let e = d + 1;
            while (tokens[e]?.kind === 'name' && op(e + 1, '.'))
                e += 2;
            if (!op(e + 1, '('))
                continue;
            const given = args(e + 1);
            const argName = given.find((a) => a.name === 'arg_name');
            const read = argName ? literal(resolve(argName.at), skip(resolve(argName.at)), '', 0) : extracted/* UNKNOWN */.HV;
            if (typeof read !== 'string')
                continue;
            if (tokens[e].text !== 'mcp_tool_property')
                bound.add(read);
            else {
                const description = given.find((a) => a.name === 'description');
                if (description)
                    described.push({ name: read, at: description.at });
            }
        }
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        const before = unread.length;
        const read = common('tool', pointer, [], [], nameToken, ['name', 'description']);
        if (!read)
            return;
        const schemaAt = (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema');
        const schema = parameters(nameToken + 1, schemaAt);
        const properties = schema.properties;
        for (const name of bound) {
            delete properties[name];
            spans.delete((0,util_pointer/* joinPointer */.Kn)(schemaAt, 'properties', name));
            const found = unread.findIndex((u, index) => index >= before && u.what === `the schema of parameter ${JSON.stringify(name)}`);
            if (found !== -1)
                unread.splice(found, 1);
        }
        if (Array.isArray(schema.required)) {
            schema.required = schema.required.filter((name) => !bound.has(name));
            if (schema.required.length === 0)
                delete schema.required;
        }
        for (const { name, at: from } of described) {
            if (bound.has(name))
                continue;
            const property = (properties[name] ??= {});
            const text = value(from, (0,util_pointer/* joinPointer */.Kn)(schemaAt, 'properties', name, 'description'));
            if (typeof text.read === 'string')
                property.description = text.read;
            else
                unread.push({ start: tokens[from].start, what: `the description of parameter ${JSON.stringify(name)}` });
        }
        read.item.inputSchema = schema;
        place(pointer, at, nameToken);
        tools.push(read.item);
        names.push(tokens[read.namePlace].start);
    };
    /**
     * What a tool, prompt and resource decorator share: the `name`, `title` and `description` it is given
     * (`fields` are the others read), the function's name, and the docstring unless a description is given.
     */
    const common = (what, pointer, callArgs, positionals, nameToken, fields) => {
        const item = {};
        let namePlace = nameToken;
        let described = false;
        // `**options` may give any field, the name too.
        const spread = callArgs.find((arg) => op(arg.at, '*') || op(arg.at, '**'));
        if (spread) {
            unread.push({ start: tokens[spread.at].start, what: `a ${what} registration` });
            return undefined;
        }
        let position = 0;
        for (const arg of callArgs) {
            const field = arg.name ?? positionals[position++];
            if (field === undefined || !fields.includes(field))
                continue;
            const key = field === 'mime_type' ? 'mimeType' : field === 'uri' && what === 'resource template' ? 'uriTemplate' : field;
            const read = value(arg.at, (0,util_pointer/* joinPointer */.Kn)(pointer, key), arg.key);
            // A name, description or title is text: any other value is one mcpdesc did not read right.
            if (field !== 'annotations' && read.read !== null && typeof read.read !== 'string')
                read.read = extracted/* UNKNOWN */.HV;
            if (read.read === extracted/* UNKNOWN */.HV) {
                if (field === 'name' || field === 'uri') {
                    unread.push({ start: tokens[arg.at].start, what: `a ${what} registration` });
                    return undefined;
                }
                unread.push({ start: tokens[arg.at].start, what: `the ${what}'s ${key}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, key) });
                described ||= field === 'description';
            }
            else if (read.read !== null) {
                item[key] = read.read;
                if (field === 'name')
                    namePlace = target(arg.at);
                described ||= field === 'description';
            }
        }
        if (item.name === undefined) {
            item.name = tokens[nameToken].text;
            spans.set((0,util_pointer/* joinPointer */.Kn)(pointer, 'name'), { value: [tokens[nameToken].start, tokens[nameToken].end] });
        }
        const open = nameToken + 1;
        // The docstring: the body's first statement, when it is a string, parenthesised or not (ast.get_docstring reads both).
        let body = closing(open) + 1;
        if (op(body, '->'))
            body = skip(body + 1);
        if (op(body, ':'))
            body++;
        if (tokens[body]?.kind === 'newline')
            body++;
        if (!described && (tokens[body]?.kind === 'string' || groupedStrings(body))) {
            const doc = value(body, (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'));
            if (typeof doc.read === 'string') {
                item.description = (0,python_source_tokens/* cleandoc */.M)(doc.read);
                const raw = anchors.get((0,util_pointer/* joinPointer */.Kn)(pointer, 'description'));
                if (raw)
                    anchors.set((0,util_pointer/* joinPointer */.Kn)(pointer, 'description'), cleanedAnchors(doc.read, raw));
            }
            else
                unread.push({ start: tokens[body].start, what: `the ${what}'s docstring`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'description') });
        }
        return { item, namePlace };
    };
    /**
     * FastMCP 3's `version=` (a string, an int or a float, which it turns into text with `str()`), where
     * the server lists it: `_meta.fastmcp.version`. None leaves the tool unversioned.
     */
    const componentVersion = (item, arg, pointer) => {
        const read = value(arg.at, pointer, arg.key);
        if (read.read === null)
            return;
        const token = tokens[resolve(arg.at)];
        const text = typeof read.read === 'string'
            ? read.read
            : typeof read.read === 'number' && token.kind === 'number'
                ? Number.isInteger(read.read) && token.text?.includes('.')
                    ? `${read.read}.0`
                    : String(read.read)
                : undefined;
        if (text === undefined)
            unread.push({ start: tokens[arg.at].start, what: "the tool's version", pointer });
        else
            item._meta = { fastmcp: { version: text } };
    };
    const tool = (span, callArgs, positionals, nameToken, excluded = excludedBy(callArgs), schema = true) => {
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        // FastMCP raises on a name that is no parameter with a default: no tool is made.
        const defaulted = new Set(defaultedParameters(nameToken + 1));
        if (excluded === undefined || [...excluded].some((name) => !defaulted.has(name))) {
            unread.push({ start: tokens[span[0]].start, what: 'a tool registration' });
            return;
        }
        const read = common('tool', pointer, callArgs, positionals, nameToken, ['name', 'description', 'title', 'annotations']);
        if (!read)
            return;
        // A schema changed after registering (imported-factories.ts) is one the SDK sends as an object schema.
        read.item.inputSchema = schema ? parameters(nameToken + 1, (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema'), excluded) : { type: 'object' };
        const version = callArgs.find((a) => a.name === 'version');
        if (version)
            componentVersion(read.item, version, versionPointer(pointer));
        // The same tool registered in another branch of an `if` or `try` (a description for each access
        // mode): only one of the two is ever made, so the later is listed as not statically known, never
        // counted twice.
        const key = JSON.stringify([read.item.name, read.item._meta]);
        const line = lines.line[span[0]];
        const alternative = registered.instead(key, line);
        if (alternative !== -1) {
            retract(pointer);
            unread.push({ start: tokens[span[0]].start, what: `a tool registration (made instead of tools[${alternative}] in another branch)` });
            return;
        }
        place(pointer, ...span);
        tools.push(read.item);
        names.push(tokens[read.namePlace].start);
        registered.add(key, line, tools.length - 1);
        if (registered.conditional(line))
            conditional.push(tools.length - 1);
    };
    /** The parameters FastMCP's `exclude_args=` of a call leaves out of the schema (excluded-args.ts): none when not given. */
    const excludedBy = (callArgs) => {
        const given = callArgs.find((arg) => arg.name === 'exclude_args');
        if (given === undefined)
            return NONE;
        const read = literal(resolve(given.at), skip(resolve(given.at)), FOREIGN, 0);
        retract(FOREIGN);
        return excludedArgs(read);
    };
    /** The names of the parameters with a default of the function whose `(` is at `open`. */
    const defaultedParameters = (open) => splitTop(open + 1, closing(open)).flatMap(([from, to]) => tokens[from].kind === 'name' && findTop(from + 1, to, '=') !== -1 ? [tokens[from].text] : []);
    /** Each tool's name and version, and the line it is registered on, by index in `tools`. */
    const registered = (0,blocks/* alternatives */.Vo)(tokens, lines);
    /** Forgets what was read at `pointer` for a tool that is not kept. */
    const retract = (pointer) => {
        const under = (at) => at === pointer || at.startsWith(`${pointer}/`);
        for (const map of [spans, anchors])
            for (const at of [...map.keys()])
                if (under(at))
                    map.delete(at);
        for (let k = unread.length - 1; k >= 0; k--)
            if (unread[k].pointer !== undefined && under(unread[k].pointer))
                unread.splice(k, 1);
    };
    /** `@mcp.prompt`: its arguments are the function's parameters, each with its description, required unless it has a default. */
    const prompt = (span, callArgs, positionals, nameToken) => {
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/prompts', String(prompts.length));
        const read = common('prompt', pointer, callArgs, positionals, nameToken, ['name', 'description', 'title']);
        if (!read)
            return;
        // Read as an input schema, then moved to the prompt's arguments: a prompt's arguments have no types.
        const scratch = (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema');
        const before = unread.length;
        const schema = parameters(nameToken + 1, scratch);
        (0,program/* dropArgumentTypes */.cv)(unread, before);
        read.item.arguments = (0,extracted/* argumentsFromSchema */.yg)(schema, scratch, pointer, spans, anchors);
        place(pointer, ...span);
        prompts.push(read.item);
    };
    /** `@mcp.resource("uri", \u2026)`: a resource, or a resource template when its URI has `{parameters}`. */
    const resource = (span, callArgs, positionals, nameToken) => {
        const first = callArgs.find((a) => a.name === undefined || a.name === 'uri');
        const uri = first === undefined ? undefined : literal(resolve(first.at), skip(resolve(first.at)), '', 0);
        const template = typeof uri === 'string' && uri.includes('{');
        const list = template ? resourceTemplates : resources;
        const what = template ? 'resource template' : 'resource';
        const pointer = (0,util_pointer/* joinPointer */.Kn)(template ? '/resourceTemplates' : '/resources', String(list.length));
        const read = common(what, pointer, callArgs, positionals, nameToken, ['uri', 'name', 'description', 'title', 'mime_type']);
        if (!read)
            return;
        place(pointer, ...span);
        list.push(read.item);
    };
    // The functions of the file: how many `def`s of each name, and the first (its line's first token), in
    // the file and in each class or function; and the names bound otherwise (assigned, imported, a loop's
    // or `with`'s target): such a name may not stand for its `def`.
    const defs = new Map();
    const count = (key, at) => {
        const found = defs.get(key);
        if (found)
            found.count++;
        else
            defs.set(key, { count: 1, at });
    };
    const rebound = new Set();
    /** The functions (classes) defined once at module scope, which another module's registration of the name reaches. */
    const once = (0,module_bindings/* onceDefined */.Tf)(tokens, lines);
    /** The `def` another module's registration of `name` (`Class.method` for an instance's method) reaches; -1 for none. */
    const moduleDef = (name) => {
        const [head, member] = name.split('.');
        const at = member === undefined ? once.functions.get(head) : once.classes.get(head);
        return at === undefined ? -1 : member === undefined ? at : (0,module_bindings/* methodOf */.NY)(tokens, lines, at, member);
    };
    for (let i = 0; i < tokens.length; i++) {
        const t = tokens[i];
        if (t.kind !== 'name')
            continue;
        if (t.first && (0,blocks/* headerOf */.rR)(tokens, i) === 'def') {
            const name = tokens[t.text === 'async' ? i + 2 : i + 1];
            if (name?.kind === 'name') {
                count(` ${name.text}`, i);
                count(`${lines.owner[i]} ${name.text}`, i);
            }
        }
        const before = tokens[i - 1];
        const header = (0,blocks/* headerOf */.rR)(tokens, lines.line[i]);
        if ((t.first && (op(i + 1, '=') || op(i + 1, ':'))) ||
            op(i + 1, ':=') ||
            (before?.kind === 'name' && (before.text === 'as' || before.text === 'for')) ||
            header === 'import' ||
            header === 'from')
            rebound.add(t.text);
    }
    /** The parameter names of the `def` at `at`, each function's read once. */
    const parameterNames = new Map();
    const takes = (at, name) => {
        let names = parameterNames.get(at);
        if (!names) {
            names = new Set();
            const open = tokens[at].text === 'async' ? at + 3 : at + 2;
            if (op(open, '('))
                for (const [from] of splitTop(open + 1, closing(open))) {
                    const named = op(from, '*') || op(from, '**') ? from + 1 : from;
                    if (tokens[named]?.kind === 'name')
                        names.add(tokens[named].text);
                }
            parameterNames.set(at, names);
        }
        return names.has(name);
    };
    /**
     * The `def` a registration's function argument at `[from, to)` stands for: a lone name defined once in
     * the file, at module level or in a function the call is in, never bound otherwise nor a parameter of
     * those functions; or `self.name` / `cls.name`, a method defined once in the class the call is in. -1
     * otherwise.
     */
    const functionOf = (from, to, call) => {
        const self = to === from + 3 && (tokens[from].text === 'self' || tokens[from].text === 'cls') && op(from + 1, '.');
        // `fs.create_file` of `fs = FileSystem(\u2026)`, the file's own class: its instances' method (module-bindings.ts).
        const made = !self && to === from + 3 && tokens[from].kind === 'name' && op(from + 1, '.') && tokens[from + 2].kind === 'name'
            ? (0,module_bindings/* instanceOf */.hR)(tokens, lines, tokens[from].text)
            : undefined;
        if (made !== undefined)
            return moduleDef(`${made}.${tokens[from + 2].text}`);
        const nameAt = self ? from + 2 : from;
        if (tokens[nameAt]?.kind !== 'name' || (!self && to !== from + 1))
            return -1;
        const name = tokens[nameAt].text;
        const scopes = [];
        for (let scope = lines.owner[lines.line[call]], hops = 0; hops < extract_MAX_DEPTH; hops++, scope = lines.owner[scope]) {
            scopes.push(scope);
            if (scope === -1)
                break;
        }
        // Nested past the depth read: its scopes are not all known.
        if (scopes[scopes.length - 1] !== -1)
            return -1;
        if (self) {
            // The class is the nearest one around the call.
            const cls = scopes.find((scope) => scope !== -1 && (0,blocks/* headerOf */.rR)(tokens, scope) === 'class');
            const method = defs.get(`${cls} ${name}`);
            return cls !== undefined && method?.count === 1 ? method.at : -1;
        }
        const found = defs.get(` ${name}`);
        if (found?.count !== 1 || rebound.has(name))
            return -1;
        const owner = lines.owner[found.at];
        const functions = scopes.filter((scope) => scope !== -1 && (0,blocks/* headerOf */.rR)(tokens, scope) === 'def');
        if (functions.some((scope) => takes(scope, name)))
            return -1;
        return owner === -1 || functions.includes(owner) ? found.at : -1;
    };
    /**
     * A registration made by a call: `x.tool(\u2026)(fn)`, `x.prompt(\u2026)(fn)`, `x.resource("uri", \u2026)(fn)`, and
     * `x.tool(fn, name=\u2026)` or `x.tool(name_or_fn=fn)` (fastmcp), `x.add_tool(fn, name, title, description, annotations)`,
     * `x.add_prompt(fn)`. Read as the decorator on `fn` is, when it is a statement of its own (or assigned)
     * outside any loop and `fn` is a function of the file; listed as not statically known otherwise.
     */
    const called = (i) => {
        const kind = tokens[i].text;
        let start = i - 2;
        while (op(start - 1, '.') && tokens[start - 2]?.kind === 'name')
            start -= 2;
        if (tokens[start]?.kind !== 'name' || op(start - 1, '@'))
            return;
        const call = i + 1;
        const second = op(closing(call) + 1, '(') ? closing(call) + 1 : -1;
        const callArgs = kind === 'tool' || kind === 'prompt' ? nameOrFn(args(call)) : args(call);
        const first = callArgs[0];
        const made = callArgs.length === 1 && (first.name === undefined || first.name === 'tool' || first.name === 'prompt') ? fromFunction(first.at, kind) : undefined;
        let fn;
        let given = callArgs;
        let positionals = [];
        if (second !== -1 && (kind === 'tool' || kind === 'prompt' || kind === 'resource')) {
            const applied = args(second);
            fn = applied.length === 1 && applied[0].name === undefined ? applied[0] : undefined;
            positionals = kind === 'resource' ? ['uri'] : ['name'];
        }
        else if (second === -1 && made !== undefined) {
            // `x.add_tool(Tool.from_function(fn, name=\u2026, \u2026))`: the object made from `fn` as the call would.
            ({ fn, given } = madeFrom(made));
            positionals = FROM_FUNCTION;
        }
        else if (second === -1 && (kind === 'add_tool' || kind === 'add_prompt') && first !== undefined && first.name !== undefined) {
            // `x.add_tool(fn=\u2026, name=\u2026)`: the function given by keyword.
            fn = callArgs.find((a) => a.name === 'fn');
            given = callArgs.filter((a) => a !== fn);
        }
        else if (second === -1 && first?.name === undefined && (kind === 'add_tool' || kind === 'add_prompt' || kind === 'tool' || kind === 'prompt')) {
            // `x.tool("name")` alone makes a decorator it never applies; `x.tool(fn, \u2026)` registers `fn`.
            if ((kind === 'tool' || kind === 'prompt') && (first === undefined || typeof literal(resolve(first.at), skip(resolve(first.at)), '', 0) === 'string'))
                return;
            fn = first;
            given = callArgs.slice(1);
            positionals = kind === 'add_tool' ? ['name', 'title', 'description', 'annotations'] : [];
            // `prompt` is a common name (`click.prompt(message)`): with one argument that is no function of
            // the file, the call is taken for another library's.
            if (kind === 'prompt' && given.length === 0 && functionOf(first.at, skip(first.at), i) === -1)
                return;
        }
        else
            return;
        if (fn !== undefined)
            fn = unwrapped(fn);
        const what = kind.replace('add_', '');
        const last = closing(second === -1 ? call : second);
        const line = lines.line[i];
        const statement = (start === line || (start === line + 2 && tokens[line].kind === 'name' && op(line + 1, '='))) &&
            (last + 1 >= tokens.length || tokens[last + 1].kind === 'newline');
        const def = statement && !lines.loop[line] && fn !== undefined ? functionOf(fn.at, skip(fn.at), i) : -1;
        // A wrapper's own registration: the functions it decorates are its tools (wrappers, below).
        if (def === -1 && wrapped.has(i))
            return;
        if (def === -1 &&
            statement &&
            !lines.loop[line] &&
            (what === 'tool' || what === 'prompt') &&
            fn !== undefined &&
            registersImported(fn, given, positionals, what))
            return;
        const whole = def === -1 && statement && what === 'tool' && fn !== undefined && given.length === 0 ? registersLooped(fn, i) : undefined;
        if (def === -1) {
            // A loop's list of which some items are not read, or that may gain items: the registration is not all known.
            if (whole !== true)
                unread.push({ start: tokens[start].start, what: `a ${what} registration` });
            return;
        }
        const nameToken = tokens[def].text === 'async' ? def + 2 : def + 1;
        if (!op(nameToken + 1, '('))
            return;
        const span = [start, last];
        if (what === 'tool')
            return tool(span, given, positionals, nameToken);
        if (what === 'prompt')
            return prompt(span, given, positionals, nameToken);
        return resource(span, given, positionals, nameToken);
    };
    /** A statement calling a helper that forwards to `x.tool(**spec)(fn)` (FromModules.forwarding): read as that registration. */
    const forwarded = (i) => {
        const helper = forwarding.get(tokens[i].text);
        const callArgs = args(i + 1);
        const fn = callArgs.filter((a) => a.name === undefined)[helper.fn];
        const given = callArgs.filter((a) => a.name !== undefined && !helper.named.has(a.name));
        const last = closing(i + 1);
        const statement = !lines.loop[i] && (last + 1 >= tokens.length || tokens[last + 1].kind === 'newline');
        const def = statement && fn !== undefined ? functionOf(fn.at, skip(fn.at), i) : -1;
        const nameToken = def === -1 ? -1 : tokens[def].text === 'async' ? def + 2 : def + 1;
        if (def === -1 || !op(nameToken + 1, '('))
            unread.push({ start: tokens[i].start, what: 'a tool registration' });
        else
            tool([i, last], given, [], nameToken);
    };
    /**
     * The functions the loop `fn`, its variable, registers (FromModules.looped), each read as registering it
     * alone would be: the file's at its `def` (once, when it is a tool already), another module's listed there
     * (foreign). Whether they are all it registers; undefined when it is no such loop, or a function around
     * the call at `call` takes a name its list is written with.
     */
    const registersLooped = (fn, call) => {
        const loop = skip(fn.at) === fn.at + 1 ? looped.get(tokens[fn.at].start) : undefined;
        if (loop === undefined)
            return undefined;
        for (let scope = lines.owner[lines.line[call]], hops = 0; scope !== -1; scope = lines.owner[scope]) {
            if (++hops > extract_MAX_DEPTH)
                return undefined;
            if ((0,blocks/* headerOf */.rR)(tokens, scope) === 'def' && loop.names.some((name) => takes(scope, name)))
                return undefined;
        }
        let whole = loop.whole;
        for (const { path, name } of loop.functions) {
            if (path !== undefined) {
                foreign.push({ fn: { path, name }, overrides: {}, kind: 'tool' });
                continue;
            }
            // The file's function: one `def` of the name at its module scope, never bound otherwise there.
            const def = moduleDef(name);
            const nameToken = def === -1 ? -1 : tokens[def].text === 'async' ? def + 2 : def + 1;
            if (def === -1 || !op(nameToken + 1, '('))
                whole = false;
            else if (!names.includes(tokens[nameToken].start))
                tool([def, nameToken], [], [], nameToken);
        }
        return whole;
    };
    /** `fn` past the decorators that keep it (FromModules.keeping): `logged("x")(f)` and `logged(f)` register `f`. */
    const unwrapped = (fn) => {
        const kept = tokens[fn.at].kind === 'name' ? keeping.get(tokens[fn.at].text) : undefined;
        const open = kept === 'factory' && op(fn.at + 1, '(') ? closing(fn.at + 1) + 1 : fn.at + 1;
        if (kept === undefined || !op(open, '(') || skip(fn.at) !== closing(open) + 1)
            return fn;
        const inner = args(open);
        return inner.length === 1 && inner[0].name === undefined ? unwrapped(inner[0]) : fn;
    };
    /**
     * Whether `fn` is a function another module defines (FromModules.functions), written as a name or
     * `module.name`, and every other argument a literal name, title or description, or literal annotations
     * (`annotations={"readOnlyHint": True}`, a tool's only): then that module lists the tool or prompt, with these (foreign).
     */
    const registersImported = (fn, given, positionals, kind) => {
        const end = skip(fn.at);
        const written = tokens
            .slice(fn.at, end)
            .map((t) => t.text)
            .join('');
        const defined = end === fn.at + 1 || (end === fn.at + 3 && op(fn.at + 1, '.')) ? functions.get(written) : undefined;
        // An instance's method: the instance is the one object the file makes under its name (of that class: imported-functions.ts).
        if (defined === undefined || (defined.name.includes('.') && (0,module_bindings/* instanceOf */.hR)(tokens, lines, tokens[fn.at].text) === undefined))
            return false;
        const overrides = {};
        let position = 0;
        for (const arg of given) {
            const field = arg.name ?? positionals[position++];
            if (field === 'annotations' && kind === 'tool') {
                // Read at a pointer of no tool, then forgotten: its places are in this file, the tool in the other.
                const read = literal(resolve(arg.at), skip(resolve(arg.at)), FOREIGN, 0);
                retract(FOREIGN);
                // Not a literal (`annotations=META["annotations"]`): the tool is read, its annotations not statically known.
                if (read !== extracted/* UNKNOWN */.HV && (read === null || typeof read !== 'object' || Array.isArray(read)))
                    return false;
                overrides.annotations = read;
                continue;
            }
            if (field === 'exclude_args' && kind === 'tool') {
                const excluded = excludedBy([arg]);
                if (excluded === undefined)
                    return false;
                overrides.exclude_args = [...excluded];
                continue;
            }
            if (field !== 'name' && field !== 'title' && field !== 'description')
                return false;
            const read = literal(resolve(arg.at), skip(resolve(arg.at)), '', 0);
            if (typeof read !== 'string')
                return false;
            overrides[field] = read;
        }
        foreign.push({ fn: defined, overrides, kind });
        return true;
    };
    /**
     * The file's top-level functions another module registers (FromModules.registered, and .prompted as
     * prompts), in the file's order: each read as `@mcp.tool()` (`@mcp.prompt()`) on its `def` reads it, the
     * texts the registering call gives placed at the function's name (they are written in that module, not here).
     */
    const registeredHere = (by, kind) => {
        const into = kind === 'tool' ? tools : prompts;
        const found = [];
        for (const fn of by.keys()) {
            const def = moduleDef(fn);
            if (def !== -1)
                found.push([def, fn]);
        }
        for (const [def, fn] of found.sort((a, b) => a[0] - b[0])) {
            const nameToken = tokens[def].text === 'async' ? def + 2 : def + 1;
            // Already a tool (a prompt) of this file (`@mcp.tool` on it too): listed once.
            const start = tokens[nameToken].start;
            if (kind === 'tool' ? names.includes(start) : prompts.some((_, k) => spans.get(`/prompts/${k}/name`)?.value?.[0] === start))
                continue;
            const count = into.length;
            const { exclude_args: excluded, ...overrides } = by.get(fn) ?? {};
            if (kind === 'tool')
                tool([def, nameToken], [], [], nameToken, new Set(excluded));
            else
                prompt([def, nameToken], [], [], nameToken);
            if (into.length === count)
                continue;
            const pointer = (0,util_pointer/* joinPointer */.Kn)(kind === 'tool' ? '/tools' : '/prompts', String(count));
            for (const [field, given] of Object.entries(overrides)) {
                const at = (0,util_pointer/* joinPointer */.Kn)(pointer, field);
                if (given === extracted/* UNKNOWN */.HV) {
                    unread.push({ start: tokens[nameToken].start, what: `the ${kind}'s ${field}`, pointer: at });
                    continue;
                }
                into[count][field] = given;
                spans.set(at, { value: [tokens[nameToken].start, tokens[nameToken].end] });
                anchors.delete(at);
                for (let k = unread.length - 1; k >= 0; k--)
                    if (unread[k].pointer === at)
                        unread.splice(k, 1);
            }
        }
    };
    /**
     * The file's module-level lists another module's `list_tools` handler returns (FromModules.listed), in
     * the file's order: each item read as a handler's is, a tool of a name read before listed as not
     * statically known. A list not written as a literal is not statically known.
     */
    const listedHere = () => {
        const listing = LISTINGS.get('list_tools');
        const once = new Map(tools.map((tool, index) => [tool.name, index]));
        const starts = [...listed]
            .flatMap((name) => {
            const at = constants.get(name);
            return at === undefined || handledLists.has(at) ? [] : [{ at, keys: keyed.get(name) }];
        })
            .sort((a, b) => a.at - b.at);
        for (const { at, keys } of starts) {
            if (!op(at, '[') || skip(at) !== closing(at) + 1 || comprehension(at) || keys === 'mixed')
                unread.push({ start: tokens[at].start, what: 'a tool list' });
            else
                for (const [from] of splitTop(at + 1, closing(at))) {
                    if (keys)
                        keyedItem(from, keys, listing, once);
                    else
                        literalItem(from, listing, once);
                }
        }
    };
    /**
     * The records the file stores in a registry a module serves (FromModules.records): `x.register_tool(
     * MCPTool(\u2026))`, the record its only argument, read as a list handler's `Tool(\u2026)` (a tool of a name read
     * before listed as not statically known).
     */
    const recordsHere = () => {
        if (records.size === 0 && keywordCalls.size === 0)
            return;
        const once = new Map(tools.map((tool, index) => [tool.name, index]));
        const listing = LISTINGS.get('list_tools');
        for (let i = 1; i + 2 < tokens.length; i++) {
            const takes = tokens[i].kind === 'name' && op(i - 1, '.') && op(i + 1, '(') ? records.get(tokens[i].text) : undefined;
            const made = tokens[i + 2]?.text;
            if (takes === undefined || typeof made !== 'string' || !takes.has(made) || skip(i + 2) !== closing(i + 1))
                continue;
            literalItem(i + 2, { ...listing, item: made, fields: RECORD_FIELDS }, once);
        }
        // `self.register_method(name=\u2026, description=\u2026)` of a base class that serves its keywords (registering-bases.ts).
        for (let i = 0; keywordCalls.size > 0 && i + 2 < tokens.length; i++)
            if (keywordCalls.has(tokens[i].start) && tokens[i].text === 'self' && op(i + 1, '.'))
                literalItem(i, { ...listing, item: tokens[i + 2].text, fields: RECORD_FIELDS }, once);
    };
    /**
     * The records the file's tool classes make and a module serves (FromModules.made): the `R(\u2026)` the
     * class's method returns first, read as a list handler's `Tool(\u2026)`.
     */
    const madeHere = () => {
        if (made.size === 0)
            return;
        const once = new Map(tools.map((tool, index) => [tool.name, index]));
        const listing = LISTINGS.get('list_tools');
        let within;
        for (let i = 0; i + 2 < tokens.length; i++) {
            if (tokens[i].first && lines.indent[i] === 0)
                within = tokens[i].text === 'class' ? made.get(tokens[i + 1].text) : undefined;
            if (within === undefined || !tokens[i].first || tokens[i].text !== 'def' || tokens[i + 1].text !== within.method)
                continue;
            let at = i + 2;
            while (at < tokens.length && !(tokens[at].first && tokens[at].text === 'return'))
                at++;
            if (tokens[at + 1]?.text === within.record && calledName(at + 1, within.record) !== -1)
                literalItem(at + 1, { ...listing, item: within.record, fields: RECORD_FIELDS }, once);
            within = undefined;
        }
    };
    /**
     * The `(` of `Tool.from_function(\u2026)` (`FunctionTool`, `tools.Tool`) at `at` for `add_tool`, of
     * `Prompt.from_function(\u2026)` (`FunctionPrompt`) for `add_prompt`, when it is the whole argument.
     */
    const fromFunction = (at, kind) => {
        let j = at;
        while (tokens[j]?.kind === 'name' && op(j + 1, '.') && tokens[j + 2]?.kind === 'name' && tokens[j + 2].text !== 'from_function')
            j += 2;
        const made = tokens[j]?.text;
        const fits = kind === 'add_tool' ? made === 'Tool' || made === 'FunctionTool' : kind === 'add_prompt' && (made === 'Prompt' || made === 'FunctionPrompt');
        if (!fits || !op(j + 1, '.') || tokens[j + 2]?.text !== 'from_function' || !op(j + 3, '('))
            return undefined;
        return skip(at) === closing(j + 3) + 1 ? j + 3 : undefined;
    };
    /** The function a `Tool.from_function(\u2026)` whose `(` is at `made` is made from (none when it may be renamed), and its other arguments. */
    const madeFrom = (made) => {
        const fromArgs = args(made);
        const fn = fromArgs.find((a) => a.name === 'fn') ?? (fromArgs[0]?.name === undefined ? fromArgs[0] : undefined);
        const given = fromArgs.filter((a) => a !== fn);
        // FastMCP's `metadata=` may give any field, the name too.
        return { fn: given.some((a) => a.name === 'metadata') ? undefined : fn, given };
    };
    /**
     * A server built with its tools (`FastMCP(\u2026, tools=[\u2026])`, v2's `MCPServer(\u2026, tools=[\u2026])`): each item a
     * `Tool.from_function(fn, \u2026)`, read as `add_tool` reads it, or, for the `fastmcp` package (which makes
     * a tool of any function it is given; the official SDK takes only `Tool`s), a function of the file read
     * as `add_tool(fn)` reads it. A list not written at the call, or any other item, is not statically known.
     */
    const constructed = (i) => {
        const list = args(i + 1).find((a) => a.name === 'tools')?.at;
        if (list === undefined || (tokens[list].text === 'None' && skip(list) === list + 1))
            return;
        if (lines.loop[lines.line[i]] || !op(list, '[') || skip(list) !== closing(list) + 1 || comprehension(list)) {
            unread.push({ start: tokens[list].start, what: 'a tool list' });
            return;
        }
        for (const [from, to] of splitTop(list + 1, closing(list))) {
            const made = fromFunction(from, 'add_tool');
            const { fn, given } = made !== undefined ? madeFrom(made) : { fn: fastmcp && to === from + 1 ? { at: from } : undefined, given: [] };
            const def = fn === undefined ? -1 : functionOf(fn.at, skip(fn.at), i);
            if (def === -1) {
                unread.push({ start: tokens[from].start, what: 'a tool registration' });
                continue;
            }
            tool([from, to - 1], given, made === undefined ? [] : FROM_FUNCTION, tokens[def].text === 'async' ? def + 2 : def + 1);
        }
    };
    /**
     * What gives a server tools made elsewhere at run time: `FastMCP.from_fastapi(app)`,
     * `FastMCP.from_openapi(spec, client)`, `FastMCP.as_proxy(\u2026)`, and `x.mount(server, \u2026)` or
     * `x.import_server(server, \u2026)`, which add another server's tools. Listed as not statically known where
     * the call is written. A `mount` given a path (`app.mount("/static", \u2026)`: Starlette's, requests') or
     * keywords FastMCP's has not is another library's.
     */
    const elsewhere = (i) => {
        const method = tokens[i].text;
        let start = i - 2;
        while (op(start - 1, '.') && tokens[start - 2]?.kind === 'name')
            start -= 2;
        if (tokens[start]?.kind !== 'name')
            return;
        if (ELSEWHERE.has(method) && !SERVERS.has(tokens[i - 2].text))
            return;
        if (COMPOSED.has(method)) {
            const given = args(i + 1);
            if (given.some((a) => a.name !== undefined && !COMPOSE_KEYWORDS.has(a.name)))
                return;
            const first = given[0]?.name === undefined ? given[0] : undefined;
            const path = first === undefined ? undefined : literal(first.at, skip(first.at), '', 0);
            if (typeof path === 'string' && (path.startsWith('/') || path.includes('://')))
                return;
        }
        unread.push({ start: tokens[start].start, what: `the tools of ${method}(\u2026)` });
    };
    /**
     * A low-level server's list handler (`@server.list_tools()` on it, or v2's `Server(\u2026, on_list_tools=
     * handler)`; prompts, resources and resource templates alike): each literal `Tool(\u2026)` (`Prompt(\u2026)`, \u2026)
     * of the list its `return` gives, itself or as `ListToolsResult(tools=[\u2026])`. Any other list, or item, is
     * listed as not statically known.
     */
    const handlers = new Set();
    const listHandler = (def, listing) => {
        // One handler given to two servers lists its items once.
        if (handlers.has(`${listing.list} ${def}`))
            return;
        handlers.add(`${listing.list} ${def}`);
        let returns = false;
        for (let r = def + 1; r < lines.end[def]; r++) {
            // A nested function's returns are its own.
            const header = tokens[r].first ? (0,blocks/* headerOf */.rR)(tokens, r) : undefined;
            if ((header === 'def' || header === 'class') && lines.end[r] > r + 1)
                r = lines.end[r] - 1;
            if (!(tokens[r].first && tokens[r].text === 'return' && lines.owner[r] === def))
                continue;
            returns = true;
            const returned = resolve(local(def, r + 1));
            const keyed = listing.list === 'tools' ? keyedComprehension(tokens, returned, closing, listing.item) : undefined;
            if (keyed && keyedTools(def, keyed.source, keyed.keys, listing))
                continue;
            // `[Tool(**t) for t in TOOLS]`: the items of TOOLS, each a dict of a tool's fields.
            const at = listing.list === 'tools' ? (spreadInto(returned) ?? returned) : returned;
            const list = itemList(def, at, listing);
            const elsewhere = list === -1 && tokens[at]?.kind === 'name' && skip(at) === at + 1 ? lists.get(tokens[at].text) : undefined;
            if (elsewhere !== undefined && listing.list === 'tools') {
                foreignLists.push(...elsewhere);
                continue;
            }
            if (list === -1 && listing.list === 'tools' && tupleTools(def, returned, listing))
                continue;
            if (list === -1 && listing.list === 'tools' && keyedRecords(returned, listing))
                continue;
            if (list === -1) {
                unread.push({ start: tokens[r + 1]?.start ?? tokens[r].start, what: `a ${listing.what} list` });
                if (listing.list === 'tools')
                    toolHandlers.open = true;
                continue;
            }
            if (listing.list === 'tools')
                handledLists.add(list);
            for (const [from] of splitTop(list + 1, closing(list)))
                if (!literalItem(from, listing) && listing.list === 'tools')
                    toolHandlers.open = true;
        }
        if (!returns)
            unread.push({ start: tokens[def].start, what: `a ${listing.what} list` });
        if (listing.list === 'tools') {
            toolHandlers.count++;
            toolHandlers.open ||= !returns;
        }
    };
    /**
     * Where the list starts that `[Tool(**t) for t in LIST]` (`types.Tool` too) at `at` makes one tool of
     * each item of, through same-file constants; undefined for any other expression (a condition, another
     * item, a nested loop).
     */
    const spreadInto = (at) => {
        if (!op(at, '[') || skip(at) !== closing(at) + 1)
            return undefined;
        let j = at + 1;
        while (tokens[j]?.kind === 'name' && op(j + 1, '.'))
            j += 2;
        if (tokens[j]?.text !== 'Tool' || !op(j + 1, '(') || !op(j + 2, '**'))
            return undefined;
        const item = tokens[j + 3];
        const loop = closing(j + 1) + 1;
        const ok = item?.kind === 'name' &&
            closing(j + 1) === j + 4 &&
            tokens[loop]?.text === 'for' &&
            tokens[loop + 1]?.text === item.text &&
            tokens[loop + 2]?.text === 'in' &&
            tokens[loop + 3]?.kind === 'name' &&
            skip(loop + 3) === loop + 4 &&
            loop + 4 === closing(at);
        return ok ? resolve(loop + 3) : undefined;
    };
    /**
     * `[Tool(name=n, description=d, \u2026) for n, d, \u2026 in defs]` (tuple-tools.ts) in the handler at `def`: one tool of
     * each literal tuple of each list `defs` may be (a same-file constant, a local or the enclosing function's
     * name assigned only such lists or calls of a function returning one, a call of such a function). Whether read.
     */
    const tupleTools = (def, at, listing) => {
        const loop = tupleComprehension(tokens, at, closing, listing.item, CONSTRUCTORS);
        if (!loop)
            return false;
        const listOf = (v) => {
            const from = resolve(v);
            if (op(from, '['))
                return skip(from) === closing(from) + 1 && !comprehension(from) ? from : -1;
            const fn = tokens[from]?.kind === 'name' && op(from + 1, '(') && closing(from + 1) === from + 2 && skip(from) === from + 3
                ? defs.get(` ${tokens[from].text}`)
                : undefined;
            return fn?.count === 1 && !rebound.has(tokens[from].text) ? returnedList(tokens, lines, fn.at, closing) : -1;
        };
        const sources = loop.called ? [loop.source] : [local(def, loop.source)];
        // The enclosing function's name, assigned there only (in any branch) and read nowhere but by `len(\u2026)`.
        const outer = lines.owner[def];
        if (!loop.called && sources[0] === loop.source && outer !== -1 && !constants.has(tokens[loop.source].text)) {
            sources.length = 0;
            for (let j = outer + 1; j < lines.end[outer]; j++) {
                if (tokens[j].kind !== 'name' || tokens[j].text !== tokens[loop.source].text || j === loop.source || (op(j + 1, '=') && !tokens[j].first))
                    continue;
                if (tokens[j].first && op(j + 1, '=') && lines.owner[j] === outer)
                    sources.push(j + 2);
                else if (!(tokens[j - 2]?.text === 'len' && op(j - 1, '(') && op(j + 1, ')')))
                    return false;
            }
        }
        const lists = sources.map(listOf);
        if (lists.length === 0 || lists.includes(-1))
            return false;
        for (const list of lists) {
            handledLists.add(list);
            for (const [from, to] of splitTop(list + 1, closing(list))) {
                const tuple = resolve(from);
                const parts = op(tuple, '(') && (tuple !== from || closing(tuple) === to - 1) ? splitTop(tuple + 1, closing(tuple)) : [];
                const given = loop.fields.map((f) => ({
                    name: f.name,
                    key: f.key,
                    at: f.position !== undefined && f.position >= 0 ? (parts[f.position]?.[0] ?? -1) : f.at,
                }));
                if (parts.length !== loop.arity || given.some((g) => g.at === -1)) {
                    unread.push({ start: tokens[from].start, what: 'a tool' });
                    toolHandlers.open = true;
                }
                else if (!literalItem(from, listing, undefined, given))
                    toolHandlers.open = true;
            }
        }
        return true;
    };
    /**
     * `[{"name": k, "description": v["description"], \u2026} for k, v in TOOLS.items()]` (keyed-records.ts) at `at`:
     * one tool of each entry of the dict, a same-file constant assigned once and never changed, each value a
     * dict literal or a call of the file's record maker; a field the entry does not give is listed as not
     * statically known. Whether read.
     */
    const keyedRecords = (at, listing) => {
        const loop = itemsComprehension(tokens, at, closing, listing.item);
        const name = loop && tokens[loop.source].text;
        const dict = name === undefined ? undefined : constants.get(name);
        if (!loop || name === undefined || dict === undefined || !op(dict, '{') || skip(dict) !== closing(dict) + 1 || comprehension(dict) || changed(name))
            return false;
        handledLists.add(dict);
        const once = new Map(tools.map((tool, index) => [tool.name, index]));
        for (const entry of entries(dict)) {
            const record = resolve(entry.at);
            let fields;
            let made;
            /** The helper's returned expression, first and last token. */
            let body = [-1, -1];
            if (op(record, '{') && skip(record) === closing(record) + 1)
                fields = new Map(entries(record).map((a) => [a.name, a.at]));
            else if (tokens[record].kind === 'name' && op(record + 1, '(') && skip(record) === closing(record + 1) + 1) {
                // A helper's record (helper-calls.ts): each field its returned dict's, read with the helper's parameters bound.
                const helper = helpers.get(tokens[record].text);
                const bound = helper && bind(tokens, helper, args(record + 1));
                const returned = helper?.returned ?? -1;
                const given = op(returned, '{') && skip(returned) === closing(returned) + 1 ? entries(returned) : [];
                made = bound && (given.length > 0 || closing(returned) === returned + 1) ? { bound, outer: undefined, helper: tokens[record].text } : undefined;
                fields = made && new Map(given.map((a) => [a.name, a.at]));
                if (made)
                    body = [returned, skip(returned) - 1];
            }
            if (fields === undefined) {
                unread.push({ start: tokens[entry.at].start, what: 'a tool' });
                toolHandlers.open = true;
                continue;
            }
            const missing = loop.fields.filter((f) => f.field !== undefined && !fields.has(f.field) && listing.fields.has(f.name));
            const given = loop.fields.flatMap((f) => {
                const from = f.field === undefined ? entry.key : fields.get(f.field);
                return from === undefined ? [] : [{ name: f.name, key: f.key, at: from }];
            });
            // The record's brackets (a call's parentheses) are where the tool is written.
            const before = unread.length;
            const read = inScope(made, () => literalItem(op(record, '{') ? record : record + 1, listing, once, given));
            // What the helper's own expression leaves unknown is listed where the tool is, as a field it does not give is.
            for (const u of unread.slice(before))
                if (made && u.start >= tokens[body[0]].start && u.start < tokens[body[1]].end)
                    u.start = tokens[entry.at].start;
            if (!read)
                continue;
            const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length - 1));
            for (const f of missing)
                unread.push({ start: tokens[entry.at].start, what: `the tool's ${f.name}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, listing.fields.get(f.name)) });
            if (loop.filtered && !conditional.includes(tools.length - 1))
                conditional.push(tools.length - 1);
        }
        return true;
    };
    /** Whether the file may change a module-level dict after it is made: assigned again, an item set or deleted, a method that changes it called. */
    const changed = (name) => {
        let assigned = 0;
        for (let j = 0; j < tokens.length; j++) {
            if (tokens[j].kind !== 'name' || tokens[j].text !== name || op(j - 1, '.'))
                continue;
            if (tokens[j].first && (op(j + 1, '=') || op(j + 1, ':')) && ++assigned > 1)
                return true;
            if (tokens[j - 1]?.text === 'del' || tokens[j - 1]?.text === 'global' || (tokens[j + 1]?.kind === 'op' && /^[^=!<>]=$/.test(tokens[j + 1].text ?? '')))
                return true;
            if (op(j + 1, '[') && (op(closing(j + 1) + 1, '=') || tokens[j - 1]?.text === 'del'))
                return true;
            if (op(j + 1, '.') && MUTATORS.has(tokens[j + 2]?.text))
                return true;
        }
        return false;
    };
    /**
     * `[Tool(name=t["name"], \u2026) for t in defs]` (keyed-dicts.ts) in the handler at `def`: one tool of each dict
     * of each list `defs` joins, a literal or same-file constant, or a list another module writes, which that
     * module lists. Whether every list was found (nothing is read otherwise).
     */
    const keyedTools = (def, source, keys, listing) => {
        const from = resolve(local(def, source));
        const parts = joinedParts(tokens, from, skip(from), closing)?.map((part) => {
            const at = resolve(part);
            // A bracket written in the join ends where it closes (joinedParts); a constant's is its whole value.
            if (op(at, '['))
                return { list: (at === part || skip(at) === closing(at) + 1) && !comprehension(at) ? at : -1 };
            return { elsewhere: tokens[at].kind === 'name' && skip(at) === at + 1 ? lists.get(tokens[at].text) : undefined };
        });
        if (parts === undefined || parts.some((part) => (part.list ?? -1) === -1 && part.elsewhere === undefined))
            return false;
        for (const { list, elsewhere } of parts) {
            if (elsewhere !== undefined)
                foreignLists.push(...elsewhere.map((defined) => ({ ...defined, keys })));
            if (list === undefined)
                continue;
            handledLists.add(list);
            for (const [item] of splitTop(list + 1, closing(list)))
                if (!keyedItem(item, keys, listing))
                    toolHandlers.open = true;
        }
        return true;
    };
    /** The dict at `from` read as `Tool(kw=d["key"], \u2026)` reads it (keyedTools); whether read. */
    const keyedItem = (from, keys, listing, once) => {
        const at = resolve(from);
        const written = op(at, '{') && skip(at) === closing(at) + 1 ? entries(at) : [];
        const given = [...keys].flatMap(([name, key]) => written.filter((entry) => entry.name === key).map((entry) => ({ ...entry, name })));
        if (given.length === keys.size)
            return literalItem(from, listing, once, given);
        unread.push({ start: tokens[from].start, what: 'a tool' });
        return false;
    };
    /** Where each tool list a handler of the file returns starts: another module's handler returning it too adds no tool. */
    const handledLists = new Set();
    /** How many tools/list handlers the file has, and whether any returns what is not all read. */
    const toolHandlers = { count: 0, open: false };
    /**
     * Where the value a lone name at `at` stands for starts, when the function at `def` assigns it once, at
     * its top level, and nothing there may change it (`tools.append(\u2026)`, `tools[0] = \u2026`, `tools += \u2026`, or
     * passing it to a call would); `at` otherwise. Each function's names are tallied in one pass.
     */
    const local = (def, at) => {
        if (tokens[at]?.kind !== 'name' || skip(at) !== at + 1)
            return at;
        let tally = locals.get(def);
        if (!tally) {
            tally = new Map();
            for (let j = def + 1; j < lines.end[def]; j++) {
                const name = tokens[j].text;
                // A keyword argument's name (`tools=tools`) is no use of the variable.
                if (tokens[j].kind !== 'name' || (op(j + 1, '=') && !tokens[j].first))
                    continue;
                const entry = tally.get(name) ?? { at: -1, count: 0, changed: false };
                if (tokens[j].first && op(j + 1, '=') && lines.owner[j] === def) {
                    entry.count++;
                    entry.at = j + 2;
                }
                else
                    entry.changed ||=
                        op(j + 1, '.') ||
                            op(j + 1, '[') ||
                            (tokens[j + 1]?.kind === 'op' && /=$/.test(tokens[j + 1].text ?? '') && !op(j + 1, '==')) ||
                            op(j - 1, '(') ||
                            op(j - 1, ',');
                tally.set(name, entry);
            }
            locals.set(def, tally);
        }
        const entry = tally.get(tokens[at].text);
        return entry && entry.count === 1 && !entry.changed ? entry.at : at;
    };
    const locals = new Map();
    /** The `[` of the list at `at` in the function at `def`: a list literal, or the `tools` of a `ListToolsResult(\u2026)`; -1 otherwise. */
    const itemList = (def, at, listing) => {
        if (op(at, '['))
            return skip(at) === closing(at) + 1 && !comprehension(at) ? at : -1;
        const open = calledName(at, listing.result);
        const tools = open === -1 ? undefined : args(open).find((a) => a.name !== undefined && listing.results.includes(a.name));
        if (!tools)
            return -1;
        const list = resolve(local(def, tools.at));
        return op(list, '[') && skip(list) === closing(list) + 1 && !comprehension(list) ? list : -1;
    };
    /** Whether the brackets at `open` hold a comprehension (a `for` at their top level). */
    const comprehension = (open) => {
        for (let j = open + 1; j < closing(open); j++) {
            if (op(j, '[') || op(j, '(') || op(j, '{'))
                j = closing(j);
            else if (tokens[j].kind === 'name' && tokens[j].text === 'for')
                return true;
        }
        return false;
    };
    /** The `(` of a call of `name` or `module.name` at `at`, the whole expression; -1 otherwise. */
    const calledName = (at, name) => {
        let j = at;
        while (tokens[j]?.kind === 'name' && op(j + 1, '.') && tokens[j + 2]?.kind === 'name')
            j += 2;
        if (tokens[j]?.kind !== 'name' || tokens[j].text !== name || !op(j + 1, '('))
            return -1;
        return skip(at) === closing(j + 1) + 1 ? j + 1 : -1;
    };
    /**
     * One `Tool(name=\u2026, title=\u2026, description=\u2026, inputSchema=\u2026, outputSchema=\u2026, annotations=\u2026)` of a
     * tools/list result (`Prompt(\u2026)`, `Resource(\u2026)`, `ResourceTemplate(\u2026)` of the others), named at its
     * literal; one without its name (or URI) written as a literal is not statically known. With `once`
     * (the tools read so far, by name), a tool of a name read before is listed as not statically known,
     * never counted twice. Whether the item was read.
     */
    const literalItem = (from, listing, once, tuple) => {
        const at = resolve(from);
        if (listing.list === 'tools')
            literalTools.add(at);
        const called = calledName(at, listing.item);
        // A dict of the item's fields (`{"name": \u2026, "inputSchema": \u2026}`), which the SDK validates into one.
        const open = tuple ? at : called === -1 && op(at, '{') && skip(at) === closing(at) + 1 ? at : called;
        const into = { tools, prompts, resources, resourceTemplates }[listing.list];
        const pointer = (0,util_pointer/* joinPointer */.Kn)(`/${listing.list}`, String(into.length));
        const given = tuple ?? (open === -1 ? [] : open === at ? entries(open) : args(open));
        const item = {};
        let nameAt = -1;
        for (const key of listing.required) {
            const arg = given.find((a) => a.name !== undefined && listing.fields.get(a.name) === key);
            const read = arg ? value(arg.at, (0,util_pointer/* joinPointer */.Kn)(pointer, key), arg.key) : undefined;
            if (!arg || typeof read?.read !== 'string') {
                retract(pointer);
                unread.push({ start: tokens[from].start, what: `a ${listing.what}` });
                return false;
            }
            item[key] = read.read;
            if (key === 'name')
                nameAt = target(arg.at);
        }
        for (const arg of given) {
            const key = arg.name === undefined ? undefined : listing.fields.get(arg.name);
            if (key === undefined || listing.required.includes(key))
                continue;
            const read = value(arg.at, (0,util_pointer/* joinPointer */.Kn)(pointer, key), arg.key);
            if (read.read === extracted/* UNKNOWN */.HV)
                unread.push({ start: tokens[arg.at].start, what: `the ${listing.what}'s ${key}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, key) });
            else if (read.read !== null)
                item[key] = read.read;
        }
        // A schema made at run time (`Model.model_json_schema()`) is one the SDK sends as an object schema:
        // nothing about it is judged, but the tool keeps the shape the protocol requires.
        if (listing.list === 'tools')
            item.inputSchema ??= { type: 'object' };
        if (listing.list === 'tools') {
            // The same tool made in another branch of an `if` or `try` is listed once (as `tool` does).
            const key = JSON.stringify([item.name, undefined]);
            const alternative = registered.instead(key, lines.line[at]);
            const before = once?.get(item.name);
            if (alternative !== -1 || before !== undefined) {
                retract(pointer);
                const why = alternative !== -1 ? `made instead of tools[${alternative}] in another branch` : `named as tools[${before}] is`;
                unread.push({ start: tokens[at].start, what: `a tool (${why})` });
                return false;
            }
            registered.add(key, lines.line[at], into.length);
            if (registered.conditional(lines.line[at]))
                conditional.push(into.length);
            once?.set(item.name, into.length);
            names.push(tokens[nameAt].start);
        }
        place(pointer, at, closing(open));
        into.push(item);
        return true;
    };
    /** Where each `Tool(\u2026)` a list handler returns starts, read or listed: none is read twice. */
    const literalTools = new Set();
    /**
     * The file's own decorators that register what they decorate (`def annotated_tool(func): return
     * mcp.tool(annotations=\u2026)(func)`), followed one level: a module-level `def` of one parameter whose body
     * applies `x.tool(\u2026)` only to that parameter, giving it neither a name nor a description, and whose name
     * the file uses only as a bare decorator. Each function it decorates is read as `@x.tool()` reads it; what
     * else the wrapper gives (`annotations=`, `title=`, \u2026) may differ from function to function, so it is
     * listed as not statically known at the decorator. By name, with the `tool` tokens of its registrations.
     */
    const wrappers = new Map();
    for (const [key, { count, at }] of defs) {
        const name = key.slice(1);
        if (!key.startsWith(' ') || count !== 1 || rebound.has(name) || lines.owner[at] !== -1)
            continue;
        const open = tokens[at].text === 'async' ? at + 3 : at + 2;
        const parts = op(open, '(') ? splitTop(open + 1, closing(open)) : [];
        const parameter = parts.length === 1 && tokens[parts[0][0]]?.kind === 'name' ? tokens[parts[0][0]].text : undefined;
        if (parameter === undefined)
            continue;
        const found = { keys: new Set(), calls: [] };
        let follows = true;
        for (let j = closing(open) + 1; j < lines.end[at] && follows; j++) {
            if (!(tokens[j].text === 'tool' && tokens[j].kind === 'name' && op(j - 1, '.') && op(j + 1, '(')))
                continue;
            const applied = op(closing(j + 1) + 1, '(') ? args(closing(j + 1) + 1) : [];
            const given = args(j + 1);
            follows =
                applied.length === 1 &&
                    applied[0].name === undefined &&
                    tokens[applied[0].at].text === parameter &&
                    skip(applied[0].at) === applied[0].at + 1 &&
                    given.every((arg) => arg.name !== undefined && wrapped_keys/* WRAPPED_KEYS */.j.has(arg.name));
            for (const arg of given)
                if (arg.name !== undefined)
                    found.keys.add(arg.name);
            found.calls.push(j);
        }
        if (follows && found.calls.length > 0)
            wrappers.set(name, found);
    }
    // A wrapper called or passed on anywhere (not as a bare decorator) registers what this file cannot follow.
    for (let i = 0; i < tokens.length && wrappers.size > 0; i++) {
        const name = tokens[i].kind === 'name' ? tokens[i].text : undefined;
        const bare = op(i - 1, '@') && tokens[i - 1].first && tokens[i + 1]?.kind === 'newline';
        const defined = tokens[i - 1]?.text === 'def' && tokens[i - 1].kind === 'name';
        if (name !== undefined && wrappers.has(name) && !bare && !defined)
            wrappers.delete(name);
    }
    const factories = decoratorFactories(tokens, lines, closing);
    const wrapped = new Set([
        ...[...wrappers.values()].flatMap((w) => w.calls),
        ...[...factories.values()].flat(),
        ...(0,imported_factories/* exportedFactories */.AP)(text, tokens, lines, pairs),
    ]);
    // A factory of another module used otherwise than as a bare decorator (called, handed on): what it registers is not followed.
    for (let i = 0; i < tokens.length && importedFactories.size > 0; i++) {
        const t = tokens[i];
        if (t.kind !== 'name' || !importedFactories.has(t.text) || op(i - 1, '.') || (op(i + 1, '=') && !t.first))
            continue;
        const header = (0,blocks/* headerOf */.rR)(tokens, lines.line[i]);
        if ((op(i - 1, '@') && tokens[i - 1].first && op(i + 1, '(') && tokens[closing(i + 1) + 1]?.kind === 'newline') || header === 'from' || header === 'import')
            continue;
        unread.push({ start: t.start, what: 'a tool registration' });
    }
    for (let i = 0; i < tokens.length; i++) {
        if (tokens[i].first && op(i, '@'))
            decorated(i);
        else if (tokens[i].kind === 'name' && CALLED.has(tokens[i].text) && op(i - 1, '.') && op(i + 1, '('))
            called(i);
        else if (forwarding.has(tokens[i].text) && tokens[i].kind === 'name' && tokens[i].first && op(i + 1, '('))
            forwarded(i);
        else if (tokens[i].kind === 'name' && SERVERS.has(tokens[i].text) && op(i + 1, '('))
            constructed(i);
        else if (tokens[i].kind === 'name' &&
            (ELSEWHERE.has(tokens[i].text) || COMPOSED.has(tokens[i].text)) &&
            op(i - 1, '.') &&
            op(i + 1, '('))
            elsewhere(i);
        else if (tokens[i].kind === 'name' && (tokens[i].text === 'add_tool' || tokens[i].text === 'add_prompt') && op(i - 1, '.') && !op(i + 1, '=')) {
            // `x.add_tool` taken as a value (`add = mcp.add_tool`, `register(tools, mcp.add_tool)`): whatever
            // is later called through it registers, where this file cannot follow.
            let start = i - 2;
            while (op(start - 1, '.') && tokens[start - 2]?.kind === 'name')
                start -= 2;
            if (tokens[start]?.kind === 'name')
                unread.push({ start: tokens[start].start, what: `a ${tokens[i].text === 'add_tool' ? 'tool' : 'prompt'} registration` });
        }
        else if (tokens[i].kind === 'name' && /^on_list_/.test(tokens[i].text) && op(i + 1, '=') && !tokens[i].first) {
            const listing = LISTINGS.get(tokens[i].text.slice(3));
            if (!listing)
                continue;
            const handler = functionOf(i + 2, skip(i + 2), i);
            if (handler === -1)
                unread.push({ start: tokens[i + 2].start, what: `a ${listing.method} handler` });
            else
                listHandler(handler, listing);
        }
    }
    /**
     * Each literal `Tool(name=\u2026, description=\u2026, inputSchema=\u2026)` of the SDK's own type (sdk-types.ts) that
     * no list handler returned: a tool this server lists, wherever the list of them is made (a handler
     * class's `get_tools()`, a tools module's constant) and however it reaches the handler. Read as a
     * handler's items are; one without its name written as a literal, or named as a tool read before (a
     * copy, which the server may never list), is listed as not statically known. Not in a file whose
     * tools/list handlers return only literal tools, all read: those are what it lists.
     */
    const sdkTools = () => {
        if (toolHandlers.count > 0 && !toolHandlers.open)
            return;
        const callees = sdkToolCallees(tokens);
        if (callees.size === 0)
            return;
        const listing = LISTINGS.get('list_tools');
        const once = new Map(tools.map((tool, index) => [tool.name, index]));
        for (let i = 0; i < tokens.length; i++) {
            if (tokens[i].kind !== 'name' || op(i - 1, '.') || literalTools.has(i))
                continue;
            let callee = tokens[i].text;
            let j = i;
            while (op(j + 1, '.') && tokens[j + 2]?.kind === 'name' && j < i + 4) {
                j += 2;
                callee += `.${tokens[j].text}`;
            }
            if (callees.has(callee) && calledName(i, 'Tool') !== -1)
                literalItem(i, listing, once);
            i = j;
        }
    };
    registeredHere(registeredBy, 'tool');
    registeredHere(prompted, 'prompt');
    // A hand-rolled server's functions that return its tool list: read as a list handler, when defined once.
    for (const name of listers) {
        const def = defs.get(` ${name}`);
        if (def?.count === 1 && !rebound.has(name) && lines.indent[def.at] === 0)
            listHandler(def.at, LISTINGS.get('list_tools'));
    }
    // A hand-rolled server's comprehension written where it answers tools/list (keyed-records.ts).
    for (const offset of answered) {
        const at = tokens.findIndex((t) => t.start === offset);
        if (at === -1 || !keyedRecords(at, LISTINGS.get('list_tools')))
            unread.push({ start: offset, what: 'a tool list' });
    }
    listedHere();
    recordsHere();
    madeHere();
    sdkTools();
    unread.sort((a, b) => a.start - b.start);
    /** The schema a hint naming `name` has in this module (its alias or model), with the `$defs` it needs, for a module importing it (imported-types.ts). */
    const typeOf = (name) => {
        const outer = schemaDefs;
        schemaDefs = { models: new Map(), pointer: '' };
        const alias = (aliases ??= typeAliases(tokens, lines, pairs)).get(name);
        const schema = alias ? typeSchema(alias[0], alias[1], '', 1) : namedType(name, 1);
        const models = schemaDefs.models;
        // A model's parts too, for a model of the importing module based on it, with the `$defs` they need.
        schemaDefs = { models: new Map(), pointer: '' };
        const at = schema?.$ref === undefined ? -1 : modelClass(name);
        const parts = at === -1 ? undefined : modelParts(tokens, lines, at, '', 1, reading);
        const partsDefs = schemaDefs.models;
        schemaDefs = outer;
        return schema && { schema, defs: Object.fromEntries(models), ...(parts ? { parts: { ...parts, defs: Object.fromEntries(partsDefs) } } : {}) };
    };
    return { tools, prompts, resources, resourceTemplates, spans, names, anchors, conditional, foreign, foreignLists, unread, typeOf };
}
/**
 * The anchors of a docstring as cleandoc leaves it, from those of the raw string: each kept line starts
 * where its text does in the raw string (past the margin cleandoc removes). Tabs count as one character.
 */
function cleanedAnchors(raw, rawAnchors) {
    const sourceOf = (index) => {
        let found = rawAnchors[0];
        for (const anchor of rawAnchors)
            if (anchor[0] <= index)
                found = anchor;
        return found[1] + (index - found[0]);
    };
    const lines = [];
    const breaks = /\r\n|\r|\n/g;
    let at = 0;
    for (let match = breaks.exec(raw); match; match = breaks.exec(raw)) {
        lines.push({ start: at, text: raw.slice(at, match.index) });
        at = match.index + match[0].length;
    }
    lines.push({ start: at, text: raw.slice(at) });
    let margin = Number.POSITIVE_INFINITY;
    for (const line of lines.slice(1)) {
        const content = line.text.trimStart().length;
        if (content > 0)
            margin = Math.min(margin, line.text.length - content);
    }
    const skip = (line, k) => (k === 0 ? line.text.length - line.text.trimStart().length : Math.min(margin, line.text.length));
    // cleandoc drops blank lines at the start; the cleaned text's lines are the rest, one for one.
    let first = 0;
    while (first < lines.length && lines[first].text.trim() === '')
        first++;
    const out = [];
    let index = 0;
    for (let k = first; k < lines.length; k++) {
        const from = skip(lines[k], k);
        out.push([index, sourceOf(lines[k].start + from)]);
        index += lines[k].text.length - from + 1;
    }
    return out.length > 0 ? out : rawAnchors;
}


/***/ }),

/***/ 2643:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ key),
/* harmony export */   m: () => (/* binding */ importedConstants)
/* harmony export */ });
/* harmony import */ var _blocks_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4873);
/* harmony import */ var _members_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(4632);
/* harmony import */ var _package_modules_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(479);
/* harmony import */ var _star_import_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(993);
/* harmony import */ var _tokens_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3065);
/* harmony import */ var _source_tokens_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7024);






/** `name=X.Y`, `name=X["k"]` or `name=X`, up to the argument's end. */
const REFERENCE = /\bname[ \t]{0,8}=[ \t]{0,8}([A-Za-z_]\w{0,99})(?:\.([A-Za-z_]\w{0,99})|\[[ \t]{0,8}(["'])([^"'\\\n]{0,200})\3[ \t]{0,8}\])?[ \t]{0,8}[,)\n]/g;
const MAX_REFS = 64;
const MAX_READS = 8;
/** The reference (`ToolNames.SAVE`, `TOOL_NAMES["SAVE"]`, as `key` writes it) \u2192 its string, for each one an imported module writes. */
function importedConstants(text, path, workspace) {
    const out = new Map();
    if (!workspace || !text.includes('import'))
        return out;
    const wanted = new Map();
    const seen = new Set();
    // Each reference once, and bare names (`name=name` is common in any call) counted apart from `X.Y` and `X["k"]`.
    const counts = { bare: 0, member: 0 };
    for (const match of text.matchAll(REFERENCE)) {
        const ref = match[2] !== undefined ? { member: match[2] } : match[4] !== undefined ? { entry: match[4] } : {};
        const kind = match[2] === undefined && match[4] === undefined ? 'bare' : 'member';
        if (seen.has(key(match[1], ref)) || counts[kind] >= MAX_REFS)
            continue;
        seen.add(key(match[1], ref));
        counts[kind]++;
        wanted.set(match[1], [...(wanted.get(match[1]) ?? []), ref]);
    }
    if (wanted.size === 0)
        return out;
    const modules = moduleReader(workspace);
    for (const statement of text.matchAll(_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .FROM_IMPORT */ .dX)) {
        for (const { name, alias } of (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .importedItems */ .Z3)(statement[2])) {
            const refs = wanted.get(alias);
            if (refs === undefined || name === '*')
                continue;
            // The name is the module's only when the file does not bind it again.
            if ((0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .assigns */ .n3)(text, alias))
                continue;
            const module = (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .modulePaths */ .nu)(statement[1], path, workspace)[0];
            const read = module === undefined ? undefined : modules(module);
            if (read === undefined || module === undefined)
                continue;
            for (const ref of refs) {
                const value = ref.member !== undefined
                    ? read.constants.member(name, ref.member)
                    : ref.entry !== undefined
                        ? read.constants.entry(name, ref.entry)
                        : bareValue(workspace, modules, module, name, _package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .MAX_HOPS */ .Od);
                if (value === undefined)
                    continue;
                out.set(key(alias, ref), value);
                workspace.drawsOn?.(module);
            }
        }
    }
    return out;
}
/** How a reference is looked up: `X.Y`, `X["k"]` whatever its quotes, or `X`. */
function key(name, ref) {
    return ref.member !== undefined ? `${name}.${ref.member}` : ref.entry !== undefined ? `${name}[${JSON.stringify(ref.entry)}]` : name;
}
/**
 * The string the module at `path` (its text `source`) binds `name` to at its top level, or, when it assigns
 * it nowhere, the one the module it imports the name from binds (`from m import name`, or its one `from m
 * import *` when `m` exports the name), up to `hops` modules.
 */
function bareValue(workspace, modules, path, name, hops) {
    const read = modules(path);
    if (read === undefined)
        return undefined;
    if ((0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .assigns */ .n3)(read.source, name)) {
        const value = read.constants.bare(name);
        if (value !== undefined)
            workspace.drawsOn?.(path);
        return value;
    }
    if (hops <= 1)
        return undefined;
    const statements = [...read.source.matchAll(_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .FROM_IMPORT */ .dX)].map((s) => ({ module: s[1], items: (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .importedItems */ .Z3)(s[2]) }));
    const named = statements.filter((s) => s.items.some((item) => item.alias === name));
    const stars = statements.filter((s) => s.items.some((item) => item.name === '*'));
    // Bound once, by name or by the one star import: two bindings leave which one holds to run time.
    const from = named.length === 1 && stars.length === 0 ? named[0] : named.length === 0 && stars.length === 1 ? stars[0] : undefined;
    const item = from?.items.find((i) => i.alias === name || i.name === '*');
    const module = from && (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .modulePaths */ .nu)(from.module, path, workspace)[0];
    const next = module === undefined ? undefined : modules(module);
    if (next === undefined || item === undefined || module === undefined)
        return undefined;
    if (item.name === '*' && !(0,_star_import_js__WEBPACK_IMPORTED_MODULE_3__/* .starExports */ .i)(next.source, name))
        return undefined;
    return bareValue(workspace, modules, module, item.name === '*' ? name : item.name, hops - 1);
}
function moduleReader(workspace) {
    const budget = { reads: MAX_READS };
    const read = new Map();
    return (path) => {
        if (!read.has(path)) {
            const source = (0,_package_modules_js__WEBPACK_IMPORTED_MODULE_1__/* .readModule */ .bH)(workspace, path, budget);
            read.set(path, source === undefined ? undefined : { source, constants: constantsOf(source) });
        }
        return read.get(path);
    };
}
/** The string constants of a module's text: its plain classes' attributes, its top-level dict literals' entries and names. */
function constantsOf(source) {
    const tokens = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_2__/* .tokenize */ .q)(source);
    const indent = (0,_blocks_js__WEBPACK_IMPORTED_MODULE_0__/* .blocks */ .Bv)(tokens, source).indent;
    const attributes = (0,_members_js__WEBPACK_IMPORTED_MODULE_4__/* .classAttributes */ .W)(tokens, indent);
    const pairs = (0,_source_tokens_js__WEBPACK_IMPORTED_MODULE_5__/* .bracketPairs */ .WW)(tokens);
    const closing = (i) => pairs[i];
    const tables = new Map();
    /** Where each name the module assigns once at its top level takes its value; -1 for one assigned more. */
    const values = new Map();
    for (let i = 0; i + 2 < tokens.length; i++) {
        const t = tokens[i];
        if (!(t.first && t.kind === 'name'))
            continue;
        // Assigned in a function or class too (a `global`'s, maybe): not the one value.
        if (indent[i] !== 0) {
            if (valueAfter(tokens, i + 1, closing) !== -1)
                values.set(t.text, -1);
            continue;
        }
        if (isOp(tokens[i + 1], '='))
            tables.set(t.text, isOp(tokens[i + 2], '{') && ends(tokens[closing(i + 2) + 1]) ? i + 2 : -1);
        const at = valueAfter(tokens, i + 1, closing);
        if (at !== -1)
            values.set(t.text, values.has(t.text) ? -1 : at);
    }
    // `TABLE["k"].attr` of a table keyed by that attribute of its values: the key itself.
    const keyedEntry = (at) => {
        const [table, open, k, close, dot, attr] = tokens.slice(at, at + 6);
        if (table?.kind !== 'name' || !isOp(open, '[') || k?.kind !== 'string' || !isOp(close, ']') || !isOp(dot, '.') || attr?.kind !== 'name')
            return undefined;
        if (!ends(tokens[at + 6]) || k.text === undefined)
            return undefined;
        const start = values.get(table.text) ?? -1;
        return start !== -1 && keyedBy(tokens, start, closing) === attr.text && !changed(source, table.text) ? k.text : undefined;
    };
    return {
        member: (cls, attr) => stringAt(tokens, attributes.get(`${cls}.${attr}`) ?? -1),
        entry: (table, k) => {
            const open = tables.get(table) ?? -1;
            return open === -1 ? undefined : stringAt(tokens, (0,_members_js__WEBPACK_IMPORTED_MODULE_4__/* .dictEntry */ .x)(tokens, open, closing(open), k, closing));
        },
        bare: (name) => {
            const at = values.get(name) ?? -1;
            return at === -1 ? undefined : (stringAt(tokens, at) ?? keyedEntry(at));
        },
    };
}
/** Where the value of an assignment starts, `at` being just past its name (`= v`, or `: T = v`); -1 for none. */
function valueAfter(tokens, at, closing) {
    if (isOp(tokens[at], '='))
        return at + 1;
    if (!isOp(tokens[at], ':'))
        return -1;
    for (let j = at + 1; j < tokens.length && tokens[j].kind !== 'newline'; j++) {
        if (isOp(tokens[j], '[') || isOp(tokens[j], '('))
            j = closing(j);
        else if (isOp(tokens[j], '='))
            return j + 1;
    }
    return -1;
}
/** Calls that make a mapping of the one comprehension they are given, keeping its keys. */
const MAPPINGS = new Set(['MappingProxyType', 'dict']);
/**
 * The attribute `{v.attr: v for v in \u2026}` keys its values by (in `MappingProxyType(\u2026)` or `dict(\u2026)` too),
 * the value at `at` being that comprehension up to its line's end; undefined otherwise.
 */
function keyedBy(tokens, at, closing) {
    let open = at;
    if (tokens[at]?.kind === 'name' && MAPPINGS.has(tokens[at].text) && isOp(tokens[at + 1], '(') && isOp(tokens[at + 2], '{')) {
        if (closing(at + 2) + 1 !== closing(at + 1) || !ends(tokens[closing(at + 1) + 1]))
            return undefined;
        open = at + 2;
    }
    else if (!isOp(tokens[at], '{') || !ends(tokens[closing(at) + 1]))
        return undefined;
    const [v, dot, attr, colon, value, keyword, bound, inKeyword] = tokens.slice(open + 1, open + 9);
    const variable = v?.kind === 'name' ? v.text : undefined;
    const same = (t) => t?.kind === 'name' && t.text === variable;
    return variable !== undefined &&
        isOp(dot, '.') &&
        attr?.kind === 'name' &&
        isOp(colon, ':') &&
        same(value) &&
        keyword?.text === 'for' &&
        same(bound) &&
        inKeyword?.text === 'in'
        ? attr.text
        : undefined;
}
/** Whether the module may change a table's entries after it is made: an item assigned or deleted, or a method that adds to it. */
function changed(source, table) {
    return new RegExp(String.raw `\b${table}\s{0,8}(?:\[[^\]\n]{0,200}\]\s{0,8}(?:[-+*/|&]?=)(?!=)|\.(?:update|setdefault|pop|popitem|clear)\()|\bdel\s{1,8}${table}\b`).test(source);
}
function isOp(t, text) {
    return t?.kind === 'op' && t.text === text;
}
/** Whether a value ends before `t`: the end of its line, a `,` or a closing bracket. */
function ends(t) {
    return t === undefined || t.kind === 'newline' || isOp(t, ',') || isOp(t, '}') || isOp(t, ')') || isOp(t, ']');
}
/** The string at `i` when the value there is one string literal (not an f-string with substitutions). */
function stringAt(tokens, i) {
    const t = tokens[i];
    return i >= 0 && t?.kind === 'string' && t.text !== undefined && ends(tokens[i + 1]) ? t.text : undefined;
}


/***/ }),

/***/ 4632:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W: () => (/* binding */ classAttributes),
/* harmony export */   x: () => (/* binding */ dictEntry)
/* harmony export */ });
/**
 * `Class.ATTR` \u2192 the index of the value's first token, for each attribute a top-level class of no base
 * assigns exactly once in its own body (not in a method); -1 for one assigned more than once, or
 * assigned from outside (`Class.ATTR = \u2026`).
 */
function classAttributes(tokens, indent) {
    const out = new Map();
    const is = (i, text) => tokens[i]?.kind === 'op' && tokens[i].text === text;
    for (let i = 0; i + 1 < tokens.length; i++) {
        const t = tokens[i];
        // `ToolNames.SAVE = \u2026` anywhere: the attribute is no constant.
        if (t.first && t.kind === 'name' && is(i + 1, '.') && tokens[i + 2]?.kind === 'name' && is(i + 3, '='))
            out.set(`${t.text}.${tokens[i + 2].text}`, -1);
        if (!(t.first && indent[i] === 0 && t.kind === 'name' && t.text === 'class' && tokens[i + 1].kind === 'name'))
            continue;
        const name = tokens[i + 1].text;
        // A class of its own (an Enum's attributes are its members, no strings).
        const plain = is(i + 2, ':') || (is(i + 2, '(') && (is(i + 3, ')') || (tokens[i + 3]?.text === 'object' && is(i + 4, ')'))));
        if (!plain)
            continue;
        let body = -1;
        for (let j = i + 2; j + 2 < tokens.length; j++) {
            if (!tokens[j].first)
                continue;
            if (indent[j] === 0)
                break;
            // The body's indentation is its first statement's; deeper lines are a method's or a block's.
            if (body === -1)
                body = indent[j];
            if (indent[j] !== body || tokens[j].kind !== 'name' || !(tokens[j + 1].kind === 'op' && tokens[j + 1].text === '='))
                continue;
            const key = `${name}.${tokens[j].text}`;
            if (out.get(key) !== -1)
                out.set(key, out.has(key) ? -1 : j + 2);
        }
    }
    return out;
}
/**
 * The index of the value of the entry of the dict literal opening at `open` (closed at `close`) whose
 * key is the string `key`: the last such entry, as Python keeps; -1 when there is none, or when an
 * entry's key is not a plain string or a `**` spread may replace it.
 */
function dictEntry(tokens, open, close, key, closing) {
    let found = -1;
    let start = true;
    for (let j = open + 1; j < close; j++) {
        const t = tokens[j];
        if (t.kind === 'op' && (t.text === '(' || t.text === '[' || t.text === '{')) {
            if (start)
                return -1;
            j = closing(j);
        }
        else if (t.kind === 'op' && t.text === ',')
            start = true;
        else if (start) {
            const colon = tokens[j + 1];
            if (t.kind !== 'string' || t.text === undefined || !(colon?.kind === 'op' && colon.text === ':'))
                return -1;
            if (t.text === key)
                found = j + 2;
            start = false;
            j++;
        }
    }
    return found;
}


/***/ }),

/***/ 5490:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  O: () => (/* binding */ fromModules)
});

// EXTERNAL MODULE: ./src/formats/python-source/answered-elsewhere.ts
var answered_elsewhere = __webpack_require__(3673);
// EXTERNAL MODULE: ./src/formats/python-source/extract.ts + 11 modules
var extract = __webpack_require__(7155);
// EXTERNAL MODULE: ./src/formats/python-source/module-bindings.ts
var module_bindings = __webpack_require__(7130);
// EXTERNAL MODULE: ./src/formats/python-source/package-modules.ts
var package_modules = __webpack_require__(479);
;// CONCATENATED MODULE: ./src/formats/python-source/forwarding-helpers.ts


/** How many modules are read for the helpers of one file. */
const MAX_READS = 8;
/** What a registration of the helper may give besides `fn` and `**spec` without changing the tool's texts. */
const TEXTS = new Set(['name', 'title', 'description', 'annotations']);
/** The helpers the file calls that forward to a registration, by the name it calls each. */
function forwardingHelpers(text, path, workspace) {
    const out = new Map();
    if (!text.includes('description='))
        return out;
    const budget = { reads: MAX_READS };
    const own = helpersIn(text);
    const { tokens } = (0,module_bindings/* boundIn */._w)(text);
    const called = new Set();
    for (let i = 1; i + 1 < tokens.length; i++)
        if (tokens[i].kind === 'name' && tokens[i + 1].text === '(' && tokens[i - 1].text !== '.' && tokens[i - 1].text !== 'def')
            called.add(tokens[i].text);
    for (const name of called) {
        const mine = own.get(name);
        if (mine) {
            out.set(name, mine);
            continue;
        }
        const from = workspace && !own.has(name) ? (0,package_modules/* importedBy */.SW)(text, name) : undefined;
        if (from === undefined || workspace === undefined || budget.reads <= 0)
            continue;
        const file = (0,package_modules/* modulePaths */.nu)(from.from, path, workspace)[0];
        const source = file === undefined ? undefined : (0,package_modules/* readModule */.bH)(workspace, file, budget);
        const found = source === undefined ? undefined : helpersIn(source).get(from.name);
        if (file !== undefined && found) {
            out.set(name, found);
            workspace.drawsOn?.(file);
        }
    }
    return out;
}
/** The module's top-level functions, defined once, that forward to a registration; none when it names no MCP SDK. */
function helpersIn(source) {
    const out = new Map();
    if (!(0,package_modules/* namesSdk */.XR)(source) || !source.includes('**'))
        return out;
    const { tokens, lines, once } = (0,module_bindings/* boundIn */._w)(source);
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    /** The index of the bracket closing the one at `i`. */
    const closing = (i) => {
        let depth = 0;
        for (let j = i; j < tokens.length; j++) {
            if (op(j, '(') || op(j, '[') || op(j, '{'))
                depth++;
            else if ((op(j, ')') || op(j, ']') || op(j, '}')) && --depth === 0)
                return j;
        }
        return tokens.length - 1;
    };
    for (const [name, at] of once.functions) {
        if (lines.indent[at] !== 0 || (at > 0 && op(lines.line[at - 1], '@')))
            continue;
        const open = tokens[at].text === 'async' ? at + 3 : at + 2;
        if (!op(open, '('))
            continue;
        const params = parameters(tokens, open, closing(open));
        if (params === undefined)
            continue;
        const { positional, named, spread } = params;
        const end = lines.end[at];
        let server = -1;
        let fn = -1;
        let forwards = 0;
        let direct = 0;
        let fits = true;
        for (let j = closing(open) + 1; j < end && fits; j++) {
            const t = tokens[j];
            if (t.kind !== 'name' || (t.text !== 'tool' && t.text !== 'add_tool'))
                continue;
            if ((t.text !== 'tool' && t.text !== 'add_tool') || !op(j - 1, '.') || !op(j + 1, '('))
                continue;
            const via = positional.indexOf(tokens[j - 2]?.text);
            if (tokens[j - 2]?.kind !== 'name' || op(j - 3, '.') || via === -1 || (server !== -1 && via !== server)) {
                fits = false;
                continue;
            }
            server = via;
            const shown = t.text === 'tool' ? toolCall(j + 1) : addToolCall(j + 1);
            if (shown === undefined || (fn !== -1 && shown.fn !== fn))
                fits = false;
            else {
                fn = shown.fn;
                forwards++;
                if (t.text === 'tool')
                    direct++;
            }
        }
        // `fn` and `**spec` only where they are forwarded: each forward names each once.
        const uses = (word) => tokens.slice(closing(open) + 1, end).filter((t) => t.kind === 'name' && t.text === word).length;
        if (!fits || direct === 0 || fn === -1 || uses(spread) !== forwards || uses(positional[fn]) !== forwards)
            continue;
        out.set(name, { server, fn, named: new Set([...positional, ...named]) });
    }
    return out;
    /** `(**spec)(fn)` at `open`: the position of `fn` among the helper's parameters, when it is one. */
    function toolCall(open) {
        const params = helperAt(open);
        if (params === undefined || !op(open + 1, '**') || tokens[open + 2]?.text !== params.spread || !op(open + 3, ')'))
            return undefined;
        if (!op(open + 4, '(') || tokens[open + 5]?.kind !== 'name' || !op(open + 6, ')'))
            return undefined;
        const fn = params.positional.indexOf(tokens[open + 5].text);
        return fn === -1 ? undefined : { fn };
    }
    /** `(Tool.from_tool(fn, k=\u2026, **spec))` at `open` (`from_function`), no text among its keywords. */
    function addToolCall(open) {
        const params = helperAt(open);
        const from = tokens[open + 3]?.text;
        if (params === undefined || tokens[open + 1]?.text !== 'Tool' || !op(open + 2, '.') || (from !== 'from_tool' && from !== 'from_function'))
            return undefined;
        if (!op(open + 4, '(') || tokens[open + 5]?.kind !== 'name' || closing(open + 4) + 1 !== closing(open))
            return undefined;
        const fn = params.positional.indexOf(tokens[open + 5].text);
        if (fn === -1 || !op(open + 6, ','))
            return undefined;
        let spreads = 0;
        for (let k = open + 7; k < closing(open + 4); k++) {
            if (op(k, '(') || op(k, '[') || op(k, '{'))
                k = closing(k);
            else if (op(k, '**') && tokens[k + 1]?.text === params.spread)
                spreads++;
            else if (tokens[k].kind === 'name' && op(k + 1, '=') && (op(k - 1, ',') || k === open + 7) && TEXTS.has(tokens[k].text))
                return undefined;
        }
        return spreads === 1 ? { fn } : undefined;
    }
    /** The parameters of the top-level function whose body holds the token at `at`. */
    function helperAt(at) {
        let def = lines.line[at];
        while (lines.owner[def] !== -1)
            def = lines.owner[def];
        const open = tokens[def].text === 'async' ? def + 3 : def + 2;
        return op(open, '(') ? parameters(tokens, open, closing(open)) : undefined;
    }
}
/** A parameter list `(mcp, fn, *, enabled: bool, **spec)`: its positional names, the others, and the `**` one (required). */
function parameters(tokens, open, close) {
    const positional = [];
    const named = [];
    let spread;
    let keywordOnly = false;
    let depth = 0;
    let start = true;
    for (let k = open + 1; k < close; k++) {
        const t = tokens[k];
        if (t.kind === 'op' && (t.text === '(' || t.text === '[' || t.text === '{'))
            depth++;
        else if (t.kind === 'op' && (t.text === ')' || t.text === ']' || t.text === '}'))
            depth--;
        if (depth > 0)
            continue;
        if (t.kind === 'op' && t.text === ',') {
            start = true;
            continue;
        }
        if (!start)
            continue;
        start = false;
        if (t.kind === 'op' && t.text === '*') {
            keywordOnly = true;
            if (tokens[k + 1]?.kind === 'name')
                named.push(tokens[++k].text);
        }
        else if (t.kind === 'op' && t.text === '**' && tokens[k + 1]?.kind === 'name')
            spread = tokens[++k].text;
        else if (t.kind === 'name')
            (keywordOnly ? named : positional).push(t.text);
        else if (!(t.kind === 'op' && t.text === '/'))
            return undefined;
    }
    return spread === undefined ? undefined : { positional, named, spread };
}

// EXTERNAL MODULE: ./src/formats/python-source/hand-rolled.ts
var hand_rolled = __webpack_require__(5837);
// EXTERNAL MODULE: ./src/formats/python-source/imported-constants.ts
var imported_constants = __webpack_require__(2643);
// EXTERNAL MODULE: ./src/formats/python-source/imported-factories.ts + 2 modules
var imported_factories = __webpack_require__(6502);
// EXTERNAL MODULE: ./src/formats/python-source/imported-functions.ts + 1 modules
var imported_functions = __webpack_require__(6294);
// EXTERNAL MODULE: ./src/formats/python-source/imported-lists.ts
var imported_lists = __webpack_require__(3463);
;// CONCATENATED MODULE: ./src/formats/python-source/imported-types.ts


const imported_types_MAX_READS = 8;
/** FROM_IMPORT with room for a long parenthesised list, comments in it too (`# Sprint 7 (ML)`): a module of models imports hundreds of them. */
const LONG_FROM_IMPORT = /^[ \t]{0,64}from[ \t]+(\.{0,8}[A-Za-z_][\w.]{0,200}|\.{1,8})[ \t]+import[ \t]+(\((?:[^)#]|#[^\n]{0,400}){0,40000}\)|[^\n#]{0,2000})/gm;
const MAX_NAMES = 512;
/** A name written where a hint names a type: after a `:`, `[`, `,` or `|`, and not called nor a module. */
const HINTED = /[:[,|][ \t]{0,8}([A-Za-z_]\w{0,99})\b(?![ \t]{0,8}[.(])/g;
/** The one base of a class (`class Export(BaseInput):`), which may be a model of another module. */
const BASE = /^class[ \t]{1,8}\w{1,100}[ \t]{0,8}\([ \t]{0,8}([A-Za-z_]\w{0,99})[ \t]{0,8}\)/gm;
const REBOUND = /^[ \t]{0,64}(?:([A-Za-z_]\w{0,99})[ \t]{0,8}(?::[^=\n]{0,200})?=(?!=)|(?:async[ \t]+)?(?:class|def)[ \t]+([A-Za-z_]\w{0,99}))/gm;
/** The schema of each type another module defines that the file imports, by the name it binds. */
function importedTypes(text, path, workspace) {
    const out = new Map();
    if (!workspace || !text.includes('import'))
        return out;
    const statements = [...text.matchAll(LONG_FROM_IMPORT)].map((s) => ({ module: s[1], items: (0,package_modules/* importedItems */.Z3)(s[2]) }));
    const bound = new Map();
    for (const { items } of statements)
        for (const { alias } of items)
            bound.set(alias, (bound.get(alias) ?? 0) + 1);
    const modules = moduleReader(workspace);
    const hints = new Set(Array.from([...text.matchAll(HINTED), ...text.matchAll(BASE)], (m) => m[1]));
    // Bound otherwise too: assigned (as package-modules.ts `assigns` finds it), or a `class` or `def` of the name.
    const rebound = new Set(Array.from(text.matchAll(REBOUND), (m) => m[1] ?? m[2]));
    let names = 0;
    for (const { module, items } of statements) {
        for (const { name, alias } of items) {
            if (name === '*' || bound.get(alias) !== 1 || names >= MAX_NAMES || !hints.has(alias) || rebound.has(alias))
                continue;
            names++;
            const found = typeIn(workspace, modules, (0,package_modules/* modulePaths */.nu)(module, path, workspace)[0], name, package_modules/* MAX_HOPS */.Od);
            if (found !== undefined)
                out.set(alias, found);
        }
    }
    return out;
}
/** The type `name` of the module at `path`, or of the module it imports the name from, up to `hops` modules. */
function typeIn(workspace, modules, path, name, hops) {
    if (path === undefined || hops <= 0)
        return undefined;
    const source = modules(path);
    if (source === undefined)
        return undefined;
    const found = typeOf(source)(name);
    if (found !== undefined) {
        workspace.drawsOn?.(path);
        return found;
    }
    const from = (0,package_modules/* importedBy */.SW)(source, name);
    return from && typeIn(workspace, modules, (0,package_modules/* modulePaths */.nu)(from.from, path, workspace)[0], from.name, hops - 1);
}
/** Each module's text by its path, read once, at most MAX_READS modules. */
function moduleReader(workspace) {
    const budget = { reads: imported_types_MAX_READS };
    const texts = new Map();
    return (path) => {
        if (!texts.has(path))
            texts.set(path, (0,package_modules/* readModule */.bH)(workspace, path, budget));
        return texts.get(path);
    };
}
/** The modules read last, by their text: each is read once for the several files importing from it. */
const read = new Map();
const MAX_KEPT = 8;
function typeOf(source) {
    let found = read.get(source);
    if (found === undefined) {
        try {
            found = (0,extract/* extractTools */.r)(source).typeOf;
        }
        catch (error) {
            // Nesting past the stack's depth: that module's types are not read.
            if (!(error instanceof RangeError))
                throw error;
            found = () => undefined;
        }
        if (read.size >= MAX_KEPT)
            read.delete(read.keys().next().value);
        read.set(source, found);
    }
    return found;
}

// EXTERNAL MODULE: ./src/formats/python-source/blocks.ts
var blocks = __webpack_require__(4873);
// EXTERNAL MODULE: ./src/formats/python-source/tokens.ts
var python_source_tokens = __webpack_require__(3065);
// EXTERNAL MODULE: ./src/formats/source/tokens.ts
var source_tokens = __webpack_require__(7024);
;// CONCATENATED MODULE: ./src/formats/python-source/kept-wrappers.ts




/** A registration's decorator applied to what it registers: `.tool(\u2026)(` then `name(`, `(?<name>\u2026)`. */
const APPLIED = /\.(?:tool|add_tool)\([^()]{0,400}\)\([ \t\n]{0,64}([A-Za-z_]\w{0,99})\(|\.(?:tool|add_tool)\([ \t\n]{0,64}([A-Za-z_]\w{0,99})\(/g;
const kept_wrappers_MAX_NAMES = 16;
const kept_wrappers_MAX_READS = 8;
/** Operators that rebind what is left of them. */
const ASSIGNS = /^(?:[-+*/%&|^@]|\*\*|\/\/|<<|>>)?=$/;
/** The names the module applies to a function it registers that keep it, by how each is applied. */
function keptWrappers(text, path, workspace) {
    const out = new Map();
    const names = new Set();
    for (const match of text.matchAll(APPLIED))
        if (names.add(match[1] ?? match[2]).size >= kept_wrappers_MAX_NAMES)
            break;
    const budget = { reads: kept_wrappers_MAX_READS };
    for (const name of names) {
        const kept = (0,package_modules/* definesOnce */.G7)(text, name) ? keeps(text, name) : workspace && imported(text, path, name, workspace, budget, package_modules/* MAX_HOPS */.Od);
        if (kept !== undefined)
            out.set(name, kept);
    }
    return out;
}
/** How `name`, imported by the module at `path`, keeps a function, where it is defined. */
function imported(text, path, name, workspace, budget, hops) {
    const from = (0,package_modules/* importedBy */.SW)(text, name);
    const module = from && (0,package_modules/* modulePaths */.nu)(from.from, path, workspace)[0];
    const source = module === undefined ? undefined : (0,package_modules/* readModule */.bH)(workspace, module, budget);
    if (from === undefined || module === undefined || source === undefined)
        return undefined;
    if ((0,package_modules/* definesOnce */.G7)(source, from.name))
        return keeps(source, from.name);
    return hops > 0 ? imported(source, module, from.name, workspace, budget, hops - 1) : undefined;
}
/** How the top-level function `name` of `source` keeps what it decorates; undefined when it is not shown to. */
function keeps(source, name) {
    const tokens = (0,python_source_tokens/* tokenize */.q)(source);
    const lines = (0,blocks/* blocks */.Bv)(tokens, source);
    const pairs = (0,source_tokens/* bracketPairs */.WW)(tokens);
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    const nameAt = (i) => (tokens[i].text === 'async' ? i + 2 : i + 1);
    /** The one parameter of the `def` at `at`, annotated or not, without a default; undefined otherwise. */
    const parameter = (at) => {
        const open = nameAt(at) + 1;
        if (!op(open, '(') || tokens[open + 1]?.kind !== 'name')
            return undefined;
        if (pairs[open] === open + 2)
            return tokens[open + 1].text;
        if (!op(open + 2, ':'))
            return undefined;
        for (let j = open + 3; j < pairs[open]; j++) {
            if (op(j, '[') || op(j, '(') || op(j, '{'))
                j = pairs[j];
            else if (op(j, ',') || op(j, '='))
                return undefined;
        }
        return tokens[open + 1].text;
    };
    /** The `def`s directly in the body of the `def` at `at`. */
    const inner = (at) => {
        const found = [];
        for (let j = at + 1; j < lines.end[at]; j++)
            if (tokens[j].first && lines.owner[j] === at && (0,blocks/* headerOf */.rR)(tokens, j) === 'def')
                found.push(j);
        return found;
    };
    /** Whether every `return` directly in the `def` at `at` gives `value` (or `cast(T, value)`), and one does. */
    const returnsOnly = (at, value) => {
        let returns = 0;
        for (let j = at + 1; j < lines.end[at]; j++) {
            if (!(tokens[j].first && lines.owner[j] === at && tokens[j].text === 'return'))
                continue;
            // `return value`, or `return cast(T, value)`: the value the last argument of `typing.cast`.
            const cast = tokens[j + 1]?.text === 'cast' && op(j + 2, '(') ? pairs[j + 2] : -1;
            const given = cast === -1 ? j + 1 : cast - 1;
            if (tokens[given]?.text !== value || (cast !== -1 && !op(given - 1, ',')) || tokens[(cast === -1 ? given : cast) + 1]?.kind !== 'newline')
                return false;
            returns++;
        }
        return returns > 0;
    };
    /** Whether the `def` at `at` sets no attribute of `names` and never rebinds them, nor calls `setattr`. */
    const untouched = (at, names) => {
        for (let j = at + 1; j < lines.end[at]; j++) {
            const t = tokens[j];
            if (t.kind !== 'name')
                continue;
            if (t.text === 'setattr' || t.text === 'update_wrapper')
                return false;
            // A statement that assigns the name or an attribute of it (a keyword argument `f(func=\u2026)` assigns nothing).
            if (!names.has(t.text) || !t.first)
                continue;
            let k = j + 1;
            while (op(k, '.') && tokens[k + 1]?.kind === 'name')
                k += 2;
            if (tokens[k]?.kind === 'op' && ASSIGNS.test(tokens[k].text))
                return false;
        }
        return true;
    };
    /** Whether the `def` at `at` is a decorator returning a `functools.wraps` wrapper of its one parameter. */
    const decorator = (at) => {
        const func = parameter(at);
        const defs = inner(at);
        if (func === undefined || defs.length !== 1)
            return false;
        const wrapper = tokens[nameAt(defs[0])].text;
        // The wrapper's decorators: exactly `@functools.wraps(func)` or `@wraps(func)`.
        const decorators = [];
        for (let d = defs[0]; d > at + 1 && tokens[d - 1].kind === 'newline' && op(lines.line[d - 2], '@'); d = lines.line[d - 2])
            decorators.push(lines.line[d - 2]);
        if (decorators.length !== 1)
            return false;
        const d = decorators[0];
        const wraps = op(d + 2, '.') && tokens[d + 1].text === 'functools' ? d + 3 : d + 1;
        if (tokens[wraps]?.text !== 'wraps' || !op(wraps + 1, '(') || tokens[wraps + 2]?.text !== func || pairs[wraps + 1] !== wraps + 3)
            return false;
        if (wraps === d + 1 && !/^[ \t]*from[ \t]+functools[ \t]+import[ \t][^\n]*\bwraps\b/m.test(source))
            return false;
        return returnsOnly(at, wrapper) && untouched(at, new Set([func, wrapper]));
    };
    let def = -1;
    for (let i = 0; i < tokens.length && def === -1; i++)
        if (tokens[i].first && lines.owner[i] === -1 && (0,blocks/* headerOf */.rR)(tokens, i) === 'def' && tokens[nameAt(i)]?.text === name)
            def = i;
    if (def === -1)
        return undefined;
    if (decorator(def))
        return 'decorator';
    const defs = inner(def);
    if (defs.length === 1 && returnsOnly(def, tokens[nameAt(defs[0])].text) && decorator(defs[0]))
        return 'factory';
    return undefined;
}

// EXTERNAL MODULE: ./src/formats/python-source/looped-functions.ts
var looped_functions = __webpack_require__(2576);
// EXTERNAL MODULE: ./src/formats/python-source/registering-bases.ts
var registering_bases = __webpack_require__(5759);
// EXTERNAL MODULE: ./src/formats/python-source/tool-classes.ts
var tool_classes = __webpack_require__(7860);
// EXTERNAL MODULE: ./src/formats/python-source/tool-records.ts
var tool_records = __webpack_require__(2102);
;// CONCATENATED MODULE: ./src/formats/python-source/registered-elsewhere.ts














function fromModules(text, path, workspace) {
    const { registered, prompted, listed, keyed } = registeredElsewhere(text, path, workspace);
    const server = (0,hand_rolled/* handRolled */.C)(text, path);
    return {
        imported: (0,imported_constants/* importedConstants */.m)(text, path, workspace),
        functions: (0,imported_functions/* importedFunctions */.G)(text, path, workspace),
        lists: (0,imported_lists/* importedLists */.u)(text, path, workspace),
        registered,
        prompted,
        // A module that answers tools/list itself with a list of its own, or a function's (hand-rolled.ts).
        listed: new Set([...listed, ...(server?.lists ?? [])]),
        // Or a hand-rolled server of its package with a function of this file (answered-elsewhere.ts).
        handlers: new Set([...(server?.handlers ?? []), ...(0,answered_elsewhere/* answeredElsewhere */.u)(text, path, workspace)]),
        answered: server?.inline ?? [],
        keyed: server?.lists.some((name) => keyed.has(name)) ? new Map([...keyed, ...server.lists.map((name) => [name, 'mixed'])]) : keyed,
        keeping: keptWrappers(text, path, workspace),
        records: (0,tool_records/* toolRecords */.XM)(text, path, workspace),
        made: (0,tool_classes/* toolClasses */.b)(text, path, workspace),
        looped: (0,looped_functions/* loopedFunctions */.Z)(text, path, workspace),
        keywords: (0,registering_bases/* registeringCalls */.V)(text, path, workspace),
        forwarding: forwardingHelpers(text, path, workspace),
        types: importedTypes(text, path, workspace),
        factories: (0,imported_factories/* importedFactories */.VE)(text, path, workspace),
    };
}
/**
 * The file's functions the modules near it register as tools (as prompts), each with the texts the first
 * such call gives it (registrars in path order), and its lists their `list_tools` handlers return.
 */
function registeredElsewhere(text, path, workspace) {
    const registered = new Map();
    const prompted = new Map();
    const listed = new Set();
    /** How each list is mapped by each handler: its keys, or none for a dict of the tool's fields. */
    const mapped = new Map();
    const keys = new Map();
    for (const registrar of (0,imported_functions/* registrarsOfFunctions */.t)(text, path, workspace)) {
        let read;
        try {
            read = (0,extract/* extractTools */.r)(registrar.text, {
                imported: (0,imported_constants/* importedConstants */.m)(registrar.text, registrar.path, workspace),
                functions: registrar.imported,
                lists: registrar.lists,
                keeping: keptWrappers(registrar.text, registrar.path, workspace),
                looped: registrar.looped,
            });
        }
        catch (error) {
            // Nesting past the stack's depth: that module's registrations are not read.
            if (error instanceof RangeError)
                continue;
            throw error;
        }
        for (const { fn, overrides, kind } of read.foreign) {
            const into = kind === 'tool' ? registered : prompted;
            if (fn.path === path && !into.has(fn.name))
                into.set(fn.name, overrides);
        }
        for (const list of read.foreignLists) {
            if (list.path !== path)
                continue;
            listed.add(list.name);
            mapped.set(list.name, (mapped.get(list.name) ?? new Set()).add(JSON.stringify(list.keys ? [...list.keys] : null)));
            if (list.keys)
                keys.set(list.name, list.keys);
        }
    }
    const keyed = new Map();
    for (const [name, ways] of mapped) {
        const mine = keys.get(name);
        if (ways.size > 1)
            keyed.set(name, 'mixed');
        else if (mine)
            keyed.set(name, mine);
    }
    return { registered, prompted, listed, keyed };
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

/***/ 927:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   IT: () => (/* binding */ COPIES),
/* harmony export */   J: () => (/* binding */ packedFolder),
/* harmony export */   K9: () => (/* binding */ bundleNamed),
/* harmony export */   Ln: () => (/* binding */ workflows),
/* harmony export */   Rw: () => (/* binding */ packingWorkflow),
/* harmony export */   d0: () => (/* binding */ versionRewrite),
/* harmony export */   dD: () => (/* binding */ buildFileCommands),
/* harmony export */   le: () => (/* binding */ SCRIPT_FILE),
/* harmony export */   pI: () => (/* binding */ PACKS),
/* harmony export */   pe: () => (/* binding */ scriptFiles)
/* harmony export */ });
/* unused harmony exports repositoryOf, workflowPacks */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/**
 * What a repository's build and release files say about an MCP file: a workflow that rewrites its version
 * before publishing, or one that packs an MCPB bundle. Rules that draw a conclusion from other files ask
 * here before they call something wrong that a release step makes right (issue 31: say only what you
 * know). Read through the Workspace, few files and their heads only, and only once a rule would report.
 */

const WORKFLOWS = '.github/workflows';
/** Workflows read at most, in name order: a real repository has a few dozen. */
const MAX_WORKFLOWS = 60;
/** The head of a workflow read: longer ones are rare, and their first part is read. */
const MAX_WORKFLOW_BYTES = 256 * 1024;
/** Folders walked up from a file to find the repository's workflows. */
const MAX_DEPTH = 12;
/**
 * The GitHub Actions workflows of the repository at `base` (root-relative, '' for the workspace root), each
 * as its text (the head of a long one).
 */
function* workflows(workspace, base = '') {
    const folder = base === '' ? WORKFLOWS : `${base}/${WORKFLOWS}`;
    const names = (workspace.list(folder, MAX_WORKFLOWS * 4) ?? []).filter((name) => /\.ya?ml$/i.test(name)).slice(0, MAX_WORKFLOWS);
    for (const name of names) {
        const path = `${folder}/${name}`;
        const bytes = workspace.head(path, MAX_WORKFLOW_BYTES);
        if (bytes)
            yield { path, text: Buffer.from(bytes).toString('utf8') };
    }
}
/**
 * The folder of the repository that holds `dir`, as its workflows show it: the nearest folder at or above
 * `dir` with a `.github/workflows` folder, else the workspace root. A repository checked out below the
 * folder linted keeps its workflows in its own folder, not at the root.
 */
function repositoryOf(workspace, dir) {
    for (let at = dir, depth = 0; at !== '' && depth < MAX_DEPTH; at = parentOf(at), depth++) {
        if ((workspace.list(`${at}/${WORKFLOWS}`, 1) ?? []).length > 0)
            return at;
    }
    return '';
}
function parentOf(dir) {
    const parent = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.dirname(dir);
    return parent === '.' ? '' : parent;
}
/** A tool that edits a file's fields in place: jq, yq or sed, as a word. */
const EDITOR = /(?:^|[^A-Za-z0-9_-])(?:jq|yq|sed)(?:$|[^A-Za-z0-9_-])/;
const VERSION_WORD = /version/i;
/** A continued command is joined up to this length: a real one is a few lines. */
const MAX_COMMAND = 4096;
/**
 * The workflow line that rewrites the version of the file at `path` before publishing: one line that runs
 * jq, yq or sed, says "version" and names the file (its name, as release steps run in its folder).
 */
function versionRewrite(workspace, path) {
    if (!workspace)
        return undefined;
    const name = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(path);
    for (const workflow of workflows(workspace)) {
        if (!workflow.text.includes(name))
            continue;
        const lines = workflow.text.split('\n');
        for (let index = 0; index < lines.length; index++) {
            // A command continued with "\" over several lines is read as one.
            let command = lines[index];
            const first = index;
            while (command.trimEnd().endsWith('\\') && index + 1 < lines.length && command.length < MAX_COMMAND)
                command += ` ${lines[++index]}`;
            if (command.includes(name) && VERSION_WORD.test(command) && EDITOR.test(command))
                return { path: workflow.path, line: first + 1 };
        }
    }
    return undefined;
}
/**
 * A command that packs an MCPB bundle: `mcpb pack` or the older `dxt pack`, or a script named for it
 * (`npm run build:mcpb`, `pnpm pack-dxt`).
 */
const PACKS = /(?:^|[^A-Za-z0-9_-])(?:(?:mcpb|dxt) +pack|(?:build|pack)[:_-](?:mcpb|dxt)|(?:mcpb|dxt)[:_-](?:build|pack))(?:$|[^A-Za-z0-9_-])/i;
/** A command that copies files: cp, rsync, copy, xcopy, Copy-Item. */
const COPIES = /(?:^|[^A-Za-z0-9_-])(?:cp|rsync|copy|xcopy|Copy-Item)(?:$|[^A-Za-z0-9_-])/i;
/**
 * The workflow that packs the bundle of a manifest's folder: it runs "mcpb pack" (or "dxt pack", or a
 * script named for it), or a repository script file named for MCPB ("tools/generate_mcpb.py") or given the
 * manifest's path, or copies the manifest ("cp manifest.json build/") to pack it there, and, unless the
 * manifest is at the root of its repository, names the folder.
 */
function packingWorkflow(workspace, dir) {
    // A workflow runs in its repository's folder: the manifest's folder is named from there.
    const base = repositoryOf(workspace, dir);
    const inRepository = base === '' ? dir : node_path__WEBPACK_IMPORTED_MODULE_0__.posix.relative(base, dir);
    const manifest = inRepository === '' ? 'manifest.json' : `${inRepository}/manifest.json`;
    for (const workflow of workflows(workspace, base)) {
        if (inRepository !== '' && !workflow.text.includes(inRepository))
            continue;
        // It packs this bundle when it packs this manifest's folder; one whose every pack is read and packs
        // other folders packs another bundle (or one it copies this manifest into: see below).
        if (PACKS.test(workflow.text)) {
            const packed = workflowPacks(workflow.text);
            if (packed === undefined || packed.length === 0 || packed.includes(inRepository))
                return { path: workflow.path, runs: 'mcpb pack' };
        }
        const lines = workflow.text.split('\n');
        for (let index = 0; index < lines.length; index++) {
            let command = lines[index];
            while (command.trimEnd().endsWith('\\') && index + 1 < lines.length && command.length < MAX_COMMAND)
                command += ` ${lines[++index]}`;
            const files = scriptFiles(command);
            const script = files.find(bundleNamed) ?? (files.length > 0 && command.includes(manifest) ? files[0] : undefined);
            if (script !== undefined)
                return { path: workflow.path, runs: script };
            if (COPIES.test(command) && command.split(/[\s;&|()"']+/).some((word) => word.replace(/^\.\//, '') === manifest))
                return {
                    path: workflow.path,
                    runs: command
                        .trim()
                        .replace(/^-\s+run:\s*|^run:\s*/, '')
                        .slice(0, 80),
                    copies: true,
                };
        }
    }
    return undefined;
}
/** The build files whose targets (make's, just's, Task's) run a repository's build steps. */
const BUILD_FILES = ['Makefile', 'makefile', 'GNUmakefile', 'justfile', 'Justfile', '.justfile', 'Taskfile.yml', 'Taskfile.yaml'];
/** The head of a build file read: real ones are a few kilobytes. */
const MAX_BUILD_FILE = 256 * 1024;
/** A make or just target (`build-dxt:`, `pack target="x":`), not a variable (`X := 1`, `X ?= 1`). */
const TARGET = /^([A-Za-z0-9_.-]{1,100})(?:[ \t][^:=\n]{0,200})?:(?![:=])/;
/** A Task task: a key two spaces in under `tasks:`. */
const TASK = /^ {2}([A-Za-z0-9_.:-]{1,100}):[ \t]*$/;
/** Each command line (continued lines joined) of the build files in `dir` ('' for the root), with its target. */
function* buildFileCommands(workspace, dir) {
    for (const name of BUILD_FILES) {
        const file = dir === '' ? name : `${dir}/${name}`;
        if (workspace.kind(file) !== 'file')
            continue;
        const bytes = workspace.head(file, MAX_BUILD_FILE);
        if (!bytes)
            continue;
        const lines = Buffer.from(bytes).toString('utf8').split('\n');
        const task = name.startsWith('Taskfile');
        let target;
        for (let index = 0; index < lines.length; index++) {
            const header = (task ? TASK : TARGET).exec(lines[index]);
            if (header) {
                target = header[1];
                continue;
            }
            let command = lines[index];
            while (command.trimEnd().endsWith('\\') && index + 1 < lines.length && command.length < MAX_COMMAND)
                command += ` ${lines[++index]}`;
            // A comment says nothing a build does.
            if (command.trim() !== '' && !command.trimStart().startsWith('#'))
                yield { file, target, command };
        }
    }
}
/** `mcpb pack <folder>` or `dxt pack <folder>`: the folder, '' when none is given (the one it runs in); not "DXT package". */
const PACKED_FOLDER = /(?:^|[^A-Za-z0-9_-])(?:mcpb|dxt)[ \t]+pack(?![A-Za-z0-9_-])(?:[ \t]+([^\s;&|)"']+))?/i;
/**
 * The folder a command packs with `mcpb pack`, relative to where it runs ('' for that folder), or undefined
 * when it runs no `mcpb pack` (or `dxt pack`) with a folder that can be read. An option first (`--help`) is none.
 */
function packedFolder(command) {
    const match = PACKED_FOLDER.exec(command);
    if (!match)
        return undefined;
    const folder = match[1] ?? '.';
    if (folder.startsWith('-'))
        return undefined;
    const normal = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(folder.replace(/\/+$/, '') || '/');
    return normal === '.' ? '' : normal;
}
/** A step of a workflow's job list: `- name: \u2026`, `- run: \u2026`. */
const STEP = /^\s*-\s+[A-Za-z_][\w-]*\s*:/;
/** Where a step or a job's defaults set the folder commands run in. */
const WORKING_DIRECTORY = /^\s*(?:-\s+)?working-directory\s*:\s*["']?([^\s"'#]*)/;
/** A `cd <folder>` command, after a step's `run:`. */
const CD = /^\s*(?:-\s+)?(?:run\s*:\s*)?cd(?:\s+([^\s"']+))?\s*$/;
/**
 * The repository folders ('' for its root) a workflow's "mcpb pack" (or "dxt pack") commands pack, each
 * read from where its step runs (its working-directory, then each `cd`); undefined when one cannot be read
 * (a variable, a folder outside the repository, a job's default working-directory).
 */
function workflowPacks(text) {
    const folders = new Set();
    /** Where the current step's commands run, null when not known. */
    let at = '';
    let inStep = false;
    const lines = text.split('\n');
    for (let index = 0; index < lines.length; index++) {
        let line = lines[index];
        while (line.trimEnd().endsWith('\\') && index + 1 < lines.length && line.length < MAX_COMMAND)
            line += ` ${lines[++index]}`;
        if (STEP.test(line)) {
            at = '';
            inStep = true;
        }
        else if (/^\s*(?:jobs|steps|defaults)\s*:/.test(line))
            inStep = false;
        const directory = WORKING_DIRECTORY.exec(line);
        if (directory) {
            if (!inStep)
                return undefined;
            at = within('', directory[1]);
        }
        for (const command of line.split(/&&|\|\||;/)) {
            const cd = CD.exec(command);
            if (cd)
                at = at === null || cd[1] === undefined ? null : within(at, cd[1]);
            const packed = packedFolder(command);
            if (packed === undefined)
                continue;
            const folder = at === null ? null : within(at, packed);
            if (folder === null)
                return undefined;
            folders.add(folder);
        }
    }
    return [...folders];
}
/** The repository folder `path` names from `at`, or null when a variable, the home folder or a path outside the repository. */
function within(at, path) {
    if (path.includes('$') || path.startsWith('/') || path.startsWith('~') || path === '-')
        return null;
    const folder = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.join(at, path)).replace(/\/+$/, '');
    if (folder === '..' || folder.startsWith('../'))
        return null;
    return folder === '.' ? '' : folder;
}
/** A script file a command runs: `node build-dxt.js`, `python3 tools/generate_mcpb.py`, `bash pack.sh`. */
const SCRIPT_FILE = /\.(?:[cm]?js|[cm]?ts|py|sh|ps1)$/i;
/** Words of a command are read up to this many: a real one has a few dozen. */
const MAX_WORDS = 200;
/** Shells whose first argument is the script file they run: `bash ./build`, `sh scripts/release`. */
const SHELL = /^(?:ba|da|k|z)?sh$/;
/**
 * The repository script files a command runs (relative paths as written, without "./"): each word with a
 * script's extension, then each script without one that a command runs (a shell's first argument, or a
 * command's program written as a relative path, "./scripts/build").
 */
function scriptFiles(command) {
    const files = [];
    for (const word of command.split(/[\s;&|()"'=]+/, MAX_WORDS)) {
        if (SCRIPT_FILE.test(word) && inRepository(word))
            files.push(node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(word));
    }
    for (const segment of command.split(/[;&|()\n]+/, MAX_WORDS)) {
        if (files.length >= MAX_WORDS)
            break;
        // Variables set before the program ("DIST=out ./build") are not it.
        const words = segment.split(/[\s"']+/, MAX_WORDS).filter((word) => word !== '');
        const first = words.findIndex((word) => !/^\w+=/.test(word));
        if (first === -1)
            continue;
        const program = words[first];
        const script = SHELL.test(program) ? words[first + 1] : program.startsWith('./') ? program : undefined;
        if (script === undefined || script.startsWith('-') || SCRIPT_FILE.test(script) || !inRepository(script) || script.includes('$'))
            continue;
        const file = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.normalize(script);
        if (!file.split('/').includes('node_modules') && !files.includes(file))
            files.push(file);
    }
    return files;
}
/** Whether a command's word is a relative path inside the repository (not "/usr/bin/x", "../x" or "https://x"). */
function inRepository(word) {
    return !word.startsWith('/') && !word.split('/').includes('..') && !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(word);
}
/** A script file named for building an MCPB bundle: "generate_mcpb.py", "build-dxt.js", "mcpb.sh" (not "mcpb-schema.ts"). */
function bundleNamed(file) {
    const name = node_path__WEBPACK_IMPORTED_MODULE_0__.posix.basename(file).replace(/\.[^.]*$/, '');
    const words = name.toLowerCase().split(/[^a-z0-9]+/);
    return (words.some((word) => word === 'mcpb' || word === 'dxt') &&
        !words.some((word) => word === 'schema' || word === 'types' || word === 'validate' || word === 'check'));
}


/***/ }),

/***/ 2692:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  b: () => (/* binding */ extractRustTools)
});

// EXTERNAL MODULE: ./src/parse/string-anchors.ts
var string_anchors = __webpack_require__(4893);
// EXTERNAL MODULE: ./src/util/pointer.ts
var util_pointer = __webpack_require__(6065);
// EXTERNAL MODULE: ./src/formats/source/extracted.ts
var extracted = __webpack_require__(8600);
// EXTERNAL MODULE: ./src/formats/source/tokens.ts
var source_tokens = __webpack_require__(7024);
;// CONCATENATED MODULE: ./src/formats/rust-source/associated-consts.ts
/** Finds, for a `Self :: NAME` at token `at`, where the value of its impl's own constant starts. */
function associatedConstants(tokens, pairs) {
    const op = (i, v) => tokens[i]?.kind === 'op' && tokens[i].text === v;
    const is = (i, v) => tokens[i]?.kind === 'name' && tokens[i].text === v;
    let bodies;
    /** The braces of each impl's body, in order. */
    const implBodies = () => {
        const found = [];
        for (let i = 0; i < tokens.length; i++) {
            if (!is(i, 'impl'))
                continue;
            let open = i + 1;
            while (open < tokens.length && !op(open, '{') && !op(open, ';'))
                open = op(open, '(') || op(open, '[') ? pairs[open] + 1 : open + 1;
            if (op(open, '{') && pairs[open] > open)
                found.push([open, pairs[open]]);
        }
        return found;
    };
    return (at) => {
        if (!(is(at, 'Self') && op(at + 1, ':') && op(at + 2, ':') && tokens[at + 3]?.kind === 'name'))
            return undefined;
        bodies ??= implBodies();
        const body = bodies.findLast(([open, close]) => open < at && at < close);
        if (!body)
            return undefined;
        const name = tokens[at + 3].text;
        // The impl's own items: brackets inside it (its methods' bodies) are stepped over.
        for (let j = body[0] + 1; j < body[1]; j++) {
            if (op(j, '(') || op(j, '[') || op(j, '{')) {
                j = pairs[j];
                continue;
            }
            if (!is(j, 'const') || tokens[j + 1]?.text !== name || tokens[j + 1].kind !== 'name' || !op(j + 2, ':'))
                continue;
            for (let k = j + 3; k < body[1] && k - j < 16; k++) {
                if (op(k, '='))
                    return k + 1;
                if (op(k, ';'))
                    return undefined;
            }
            return undefined;
        }
        return undefined;
    };
}

// EXTERNAL MODULE: ./src/formats/rust-source/trait-consts.ts
var trait_consts = __webpack_require__(2724);
;// CONCATENATED MODULE: ./src/formats/rust-source/const-tools.ts
/**
 * The tools a crate defines as trait impls whose constants its `list_tools` serves (trait-consts.ts): each
 * `impl Tool for Search { const NAME: &str = "search"; const DESCRIPTION: &str = "\u2026"; }` of a type the crate
 * boxes is one tool. Its name is the constant's literal; its description the literal as `list_tools` trims
 * it, placed at the characters kept. The input schema is derived at run time (schemars): listed as not
 * statically known.
 */



/** Reads the file's impls of the served trait, for registered types, as tools into `out`. */
function readConstTools({ tokens, pairs, served, value, skipped, drawsOn }, out) {
    const { tools, names, unread, spans, anchors } = out;
    const op = (i, v) => tokens[i]?.kind === 'op' && tokens[i].text === v;
    const is = (i, v) => tokens[i]?.kind === 'name' && tokens[i].text === v;
    const place = (0,source_tokens/* placer */.G1)(tokens, spans);
    for (let i = 0; i + 3 < tokens.length; i++) {
        if (!is(i, 'impl') || skipped(i))
            continue;
        let at = i + 1;
        while (tokens[at]?.kind === 'name' && op(at + 1, ':') && op(at + 2, ':'))
            at += 3;
        if (!is(at, served.trait) || !is(at + 1, 'for') || tokens[at + 2]?.kind !== 'name' || !op(at + 3, '{'))
            continue;
        const type = tokens[at + 2].text;
        const body = at + 3;
        const constants = constantsOf(body);
        const nameAt = constants.get(served.name);
        if (!served.registered.has(type) || nameAt === undefined) {
            i = pairs[body];
            continue;
        }
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        const name = value(nameAt.value, nameAt.end, (0,util_pointer/* joinPointer */.Kn)(pointer, 'name'), nameAt.key);
        if (typeof name !== 'string') {
            unread.push({ start: tokens[nameAt.value].start, what: 'a tool registration' });
            i = pairs[body];
            continue;
        }
        const tool = { name };
        const descriptionAt = constants.get(served.description);
        const description = descriptionAt && value(descriptionAt.value, descriptionAt.end, (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'), descriptionAt.key);
        if (typeof description === 'string') {
            const kept = (0,trait_consts/* trimmed */.dE)(description, served.trims);
            tool.description = kept.text;
            const key = (0,util_pointer/* joinPointer */.Kn)(pointer, 'description');
            const written = anchors.get(key);
            if (written && kept.cut > 0)
                anchors.set(key, shifted(written, kept.cut));
        }
        else if (descriptionAt)
            unread.push({ start: tokens[descriptionAt.value].start, what: "the tool's description", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'description') });
        // schemars derives the schema at run time: the tool keeps an object schema's shape.
        tool.inputSchema = { type: 'object' };
        unread.push({ start: tokens[at + 2].start, what: "the tool's inputSchema", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema') });
        place(pointer, i, pairs[body]);
        tools.push(tool);
        names.push(tokens[nameAt.value].start);
        for (const file of [...served.at, ...(served.registered.get(type) ?? [])])
            drawsOn?.(file);
        i = pairs[body];
    }
    /** The impl's `const X: T = value;` items at `open`: the value's tokens [value, end) and the name's token, by name. */
    function constantsOf(open) {
        const found = new Map();
        for (let j = open + 1; j < pairs[open]; j++) {
            if (op(j, '{') || op(j, '(') || op(j, '[')) {
                j = pairs[j];
                continue;
            }
            if (!is(j, 'const') || tokens[j + 1]?.kind !== 'name' || !op(j + 2, ':'))
                continue;
            let eq = j + 3;
            while (eq < pairs[open] && eq - j < 16 && !op(eq, '=') && !op(eq, ';'))
                eq++;
            if (!op(eq, '='))
                continue;
            let end = eq + 1;
            while (end < pairs[open] && !op(end, ';'))
                end = op(end, '(') || op(end, '[') || op(end, '{') ? pairs[end] + 1 : end + 1;
            if (!found.has(tokens[j + 1].text))
                found.set(tokens[j + 1].text, { key: j + 1, value: eq + 1, end });
            j = end;
        }
        return found;
    }
}
/** Anchors of a string with its first `cut` characters cut: written one for one between anchors. */
function shifted(anchors, cut) {
    let first = [0, anchors[0]?.[1] ?? 0];
    const out = [];
    for (const [index, offset] of anchors) {
        if (index <= cut)
            first = [0, offset + (cut - index)];
        else
            out.push([index - cut, offset]);
    }
    return [first, ...out];
}

// EXTERNAL MODULE: ./src/formats/rust-source/json-tools.ts
var json_tools = __webpack_require__(2263);
;// CONCATENATED MODULE: ./src/formats/rust-source/simple-types.ts
/** Rust types as the JSON Schema schemars makes of them. */
const TYPES = {
    String: 'string',
    str: 'string',
    char: 'string',
    bool: 'boolean',
    f32: 'number',
    f64: 'number',
    ...Object.fromEntries(['i8', 'i16', 'i32', 'i64', 'i128', 'isize', 'u8', 'u16', 'u32', 'u64', 'u128', 'usize'].map((t) => [t, 'integer'])),
};
/** Rust's `str::trim` trims Unicode White_Space: not U+FEFF, which JavaScript's `trim` also drops. */
const RUST_SPACE = new Set('\t\n\v\f\r \u0085\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000');
/** A field type of simple form (`String`, `Option<u32>`, `Vec<String>`), or undefined. */
function fieldSchema(type) {
    const words = type.map((t) => t.text);
    const optional = words[0] === 'Option' && words[1] === '<' && words[words.length - 1] === '>';
    const inner = optional ? words.slice(2, -1) : words;
    if (inner.length === 1 && Object.hasOwn(TYPES, inner[0]))
        return { schema: { type: TYPES[inner[0]] }, required: !optional };
    if (inner.length === 4 && inner[0] === 'Vec' && inner[1] === '<' && inner[3] === '>' && Object.hasOwn(TYPES, inner[2]))
        return { schema: { type: 'array', items: { type: TYPES[inner[2]] } }, required: !optional };
    return undefined;
}

;// CONCATENATED MODULE: ./src/formats/rust-source/mcp-attr.ts
/**
 * The tools and prompts a Rust server defines with mcp-attr (frozenlib/mcp-attr, a second Rust SDK): the
 * functions marked `#[tool]`, `#[tool("name")]` or `#[prompt]` in a `#[mcp_server] impl McpServer for T { \u2026 }`,
 * read as mcp-attr-macros makes them (`tools.rs`, `prompts.rs`, `utils.rs` at v0.0.7):
 * - the name is the literal given, else the function's;
 * - the description is `description = \u2026` where given (after v0.0.7), else the function's doc comments
 *   (`get_doc`: every `///` line, each trimmed at its end, the indent of spaces all non-blank lines share
 *   taken off, joined by line breaks from the first non-blank line on, blank lines kept); none when empty;
 * - each parameter but the receiver and a `&RequestContext` is a property, named by `#[arg("name")]` or its
 *   identifier less one leading `_`, described by its own doc comments (folded alike), required unless
 *   its type is `Option<T>`, and of the JSON Schema schemars makes of `T` (`insert_property`): read for
 *   simple types (`String`, numbers, `bool`, `Vec` of those) as their `type`, listed as not statically
 *   known for any other;
 * - the annotation flags (after v0.0.7): `read_only`, `non_destructive`, `idempotent`, `closed_world`.
 * A prompt's arguments are its parameters alike, each with `required` always given. Resources are listed as
 * not statically known, as is a `#[tool]` outside such an impl in a crate of mcp-attr (a free function
 * served through `ServerBuilder::route`).
 */




/** The flags of `#[tool(\u2026)]`, by the annotation each sets and its value. */
const FLAGS = {
    read_only: ['readOnlyHint', true],
    non_destructive: ['destructiveHint', false],
    idempotent: ['idempotentHint', true],
    closed_world: ['openWorldHint', false],
};
const KINDS = new Set(['tool', 'prompt', 'resource']);
const isOp = (tokens, i, v) => tokens[i]?.kind === 'op' && tokens[i].text === v;
const isName = (tokens, i, v) => tokens[i]?.kind === 'name' && tokens[i].text === v;
/** The `{ \u2026 }` bodies (their braces) of the file's `#[mcp_server] impl McpServer for T`, as [open, close]. */
function mcpServerImpls(tokens, pairs) {
    const op = (i, v) => isOp(tokens, i, v);
    const out = [];
    for (let i = 0; i + 3 < tokens.length; i++) {
        if (!op(i, '#') || !op(i + 1, '['))
            continue;
        // `#[mcp_server]`, `#[mcp_attr::server::mcp_server]`.
        let at = i + 2;
        while (tokens[at]?.kind === 'name' && op(at + 1, ':') && op(at + 2, ':'))
            at += 3;
        if (!isName(tokens, at, 'mcp_server') || pairs[i + 1] !== at + 1)
            continue;
        let j = at + 2;
        if (!isName(tokens, j, 'impl'))
            continue;
        j++;
        // `impl<T: Bound>`: its generics, to the `>` that closes them.
        for (let depth = 0, k = j; op(k, '<') || depth > 0; k++) {
            if (op(k, '<'))
                depth++;
            else if (op(k, '>'))
                depth--;
            j = k + 1;
            if (k - i > 64)
                break;
        }
        while (tokens[j]?.kind === 'name' && op(j + 1, ':') && op(j + 2, ':'))
            j += 3;
        if (!isName(tokens, j, 'McpServer') || !isName(tokens, j + 1, 'for'))
            continue;
        while (j < tokens.length && j - i < 96 && !op(j, '{') && !op(j, ';'))
            j++;
        if (!op(j, '{'))
            continue;
        out.push([j, pairs[j]]);
        i = pairs[j];
    }
    return out;
}
/** Reads the tools and prompts of the impls (`mcpServerImpls`) into `out`; returns how many were test code, left out. */
function readMcpAttr(input, impls, out) {
    const { tokens, pairs, value, skipped } = input;
    const { tools, prompts, names, unread, spans, anchors } = out;
    const op = (i, v) => isOp(tokens, i, v);
    const is = (i, v) => isName(tokens, i, v);
    const place = (0,source_tokens/* placer */.G1)(tokens, spans);
    let tests = 0;
    /** A doc comment's text as `get_doc` folds the `///` lines in [from, to), with anchors; undefined when a `#[doc]` makes it unknown. */
    const docOf = (from, to) => {
        const lines = [];
        for (let j = from; j < to; j++) {
            if (op(j, '#') && op(j + 1, '[') && is(j + 2, 'doc'))
                return undefined;
            if (tokens[j].kind !== 'doc')
                continue;
            const raw = tokens[j].text;
            let end = raw.length;
            while (end > 0 && RUST_SPACE.has(raw[end - 1]))
                end--;
            lines.push({ text: raw.slice(0, end), start: tokens[j].start, token: j });
        }
        // The spaces (tabs are not indent to it) that every non-blank line starts with.
        let indent = Number.POSITIVE_INFINITY;
        for (const { text } of lines) {
            let spaces = 0;
            while (text[spaces] === ' ')
                spaces++;
            if (text !== '')
                indent = Math.min(indent, spaces);
        }
        let text = '';
        const at = [];
        let first = -1;
        for (const line of lines) {
            if (first === -1 && line.text === '')
                continue;
            if (first === -1)
                first = line.token;
            else
                text += '\n';
            if (line.text === '')
                continue;
            at.push([text.length, line.start + indent]);
            text += line.text.slice(indent);
        }
        return { text, anchors: at, from: first };
    };
    /** Reads the item whose attributes start at `from`, its macro attribute's `#` at `hash`, its `fn` at `fn`. */
    const item = (from, hash, fn) => {
        const kind = tokens[hash + 2].text;
        if (skipped(hash)) {
            tests++;
            return;
        }
        if (kind === 'resource') {
            unread.push({ start: tokens[hash].start, what: 'a resource registration' });
            return;
        }
        const list = kind === 'tool' ? tools : prompts;
        const pointer = (0,util_pointer/* joinPointer */.Kn)(kind === 'tool' ? '/tools' : '/prompts', String(list.length));
        const entry = {};
        const annotations = {};
        let nameAt = fn + 1;
        let described = false;
        const args = op(hash + 3, '(') ? hash + 3 : -1;
        for (const [at, end] of args === -1 ? [] : (0,source_tokens/* parameterSpans */.JS)(tokens, pairs, args)) {
            if (tokens[at].kind === 'string' && end === at + 1) {
                const read = value(at, end, (0,util_pointer/* joinPointer */.Kn)(pointer, 'name'));
                if (typeof read !== 'string') {
                    unread.push({ start: tokens[at].start, what: `a ${kind} registration` });
                    return;
                }
                entry.name = read;
                nameAt = at;
            }
            else if ((is(at, 'description') || is(at, 'title')) && op(at + 1, '=')) {
                const key = tokens[at].text;
                const read = value(at + 2, end, (0,util_pointer/* joinPointer */.Kn)(pointer, key), at);
                described ||= key === 'description';
                if (typeof read === 'string')
                    entry[key] = read;
                else
                    unread.push({ start: tokens[at + 2].start, what: `the ${kind}'s ${key}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, key) });
            }
            else if (kind === 'tool' && end === at + 1 && Object.hasOwn(FLAGS, tokens[at].text)) {
                const [key, flag] = FLAGS[tokens[at].text];
                annotations[key] = flag;
                place((0,util_pointer/* joinPointer */.Kn)((0,util_pointer/* joinPointer */.Kn)(pointer, 'annotations'), key), at, at);
            }
        }
        if (entry.name === undefined) {
            entry.name = tokens[fn + 1].text;
            place((0,util_pointer/* joinPointer */.Kn)(pointer, 'name'), fn + 1, fn + 1);
        }
        if (!described) {
            const doc = docOf(from, fn);
            if (!doc)
                unread.push({
                    start: tokens[hash].start,
                    what: `the ${kind}'s description (from its #[doc] attributes)`,
                    pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'),
                });
            else if (doc.text !== '') {
                entry.description = doc.text;
                anchors.set((0,util_pointer/* joinPointer */.Kn)(pointer, 'description'), doc.anchors);
                place((0,util_pointer/* joinPointer */.Kn)(pointer, 'description'), doc.from, fn - 1);
            }
        }
        if (Object.keys(annotations).length > 0)
            entry.annotations = annotations;
        place(pointer, from, fn + 1);
        const params = fn + 2;
        const schemaAt = (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema');
        const schema = parameters(params, schemaAt, kind === 'tool');
        if (kind === 'prompt') {
            if (Object.keys(schema.properties).length > 0)
                entry.arguments = (0,extracted/* argumentsFromSchema */.yg)(schema, schemaAt, pointer, spans, anchors);
            prompts.push(entry);
            return;
        }
        entry.inputSchema = schema;
        place(schemaAt, params, pairs[params]);
        tools.push(entry);
        names.push(tokens[nameAt].start);
    };
    /** The input schema of the parameters whose `(` is at `open`; `typed`: a tool's, whose types make its schema. */
    const parameters = (open, pointer, typed) => {
        const properties = {};
        const required = [];
        for (const [from, to] of (0,source_tokens/* parameterSpans */.JS)(tokens, pairs, open)) {
            let j = from;
            let renamed = -1;
            while (j < to && (tokens[j].kind === 'doc' || (op(j, '#') && op(j + 1, '[')))) {
                if (tokens[j].kind === 'doc')
                    j++;
                else {
                    if (is(j + 2, 'arg') && op(j + 3, '(') && tokens[j + 4]?.kind === 'string' && pairs[j + 3] === j + 5)
                        renamed = j + 4;
                    j = pairs[j + 1] + 1;
                }
            }
            const docTo = j;
            if (op(j, '&') || is(j, 'mut'))
                j++;
            if (tokens.slice(j, to).some((t) => t.kind === 'name' && t.text === 'self'))
                continue;
            if (tokens[j]?.kind !== 'name' || !op(j + 1, ':')) {
                unread.push({ start: tokens[from].start, what: 'a parameter of a pattern' });
                continue;
            }
            const type = tokens.slice(j + 2, to);
            // `cx: &RequestContext` is handed in by the server, unless `#[arg]` makes it an argument.
            if (renamed === -1 && type[0]?.text === '&' && type.some((t) => t.text === 'RequestContext'))
                continue;
            const ident = tokens[j].text;
            const name = renamed !== -1 ? tokens[renamed].text : ident.startsWith('_') ? ident.slice(1) : ident;
            const words = type.map((t) => t.text);
            const optional = words[0] === 'Option' && words[1] === '<' && words[words.length - 1] === '>';
            const at = (0,util_pointer/* joinPointer */.Kn)((0,util_pointer/* joinPointer */.Kn)(pointer, 'properties'), name);
            const read = fieldSchema(optional ? type.slice(2, -1) : type);
            if (!read && typed)
                unread.push({ start: type[0]?.start ?? tokens[j].start, what: `the schema of parameter ${JSON.stringify(name)}` });
            const property = read?.schema ?? {};
            const key = renamed !== -1 ? renamed : j;
            spans.set(at, { value: [tokens[key].start, tokens[key].end], key: [tokens[key].start, tokens[key].end] });
            const doc = docOf(from, docTo);
            if (!doc)
                unread.push({ start: tokens[from].start, what: `the description of parameter ${JSON.stringify(name)}` });
            else if (doc.text !== '') {
                property.description = doc.text;
                anchors.set((0,util_pointer/* joinPointer */.Kn)(at, 'description'), doc.anchors);
                place((0,util_pointer/* joinPointer */.Kn)(at, 'description'), doc.from, docTo - 1);
            }
            properties[name] = property;
            if (!optional)
                required.push(name);
        }
        return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
    };
    /** Whether the attribute at `hash` is `#[tool]`, `#[tool(\u2026)]`, `#[prompt\u2026]` or `#[resource\u2026]`, bare as the macro takes it. */
    const macro = (hash) => op(hash, '#') &&
        op(hash + 1, '[') &&
        KINDS.has(tokens[hash + 2]?.text) &&
        tokens[hash + 2].kind === 'name' &&
        (pairs[hash + 1] === hash + 3 || (op(hash + 3, '(') && pairs[hash + 3] + 1 === pairs[hash + 1]));
    for (const [open, close] of impls) {
        let start = open + 1;
        let hash = -1;
        for (let j = open + 1; j < close;) {
            if (op(j, '{') || op(j, ';')) {
                j = op(j, '{') ? pairs[j] + 1 : j + 1;
                start = j;
                hash = -1;
            }
            else if (op(j, '#') && op(j + 1, '[')) {
                if (hash === -1 && macro(j))
                    hash = j;
                j = pairs[j + 1] + 1;
            }
            else if (is(j, 'fn') && tokens[j + 1]?.kind === 'name' && op(j + 2, '(')) {
                if (hash !== -1)
                    item(start, hash, j);
                hash = -1;
                j = pairs[j + 2] + 1;
            }
            else if (is(j, 'fn') && hash !== -1) {
                // `fn name<T>(\u2026)`: generic, not read.
                if (skipped(hash))
                    tests++;
                else
                    unread.push({ start: tokens[hash].start, what: `a ${tokens[hash + 2].text} registration` });
                hash = -1;
                j++;
            }
            else
                j = op(j, '(') || op(j, '[') ? pairs[j] + 1 : j + 1;
        }
    }
    // In a crate of mcp-attr, a `#[tool]` elsewhere is a free function, served only where a builder routes it.
    for (let i = 0; input.crate && i + 2 < tokens.length; i++) {
        if (impls.some(([open, close]) => open < i && i < close) || !macro(i))
            continue;
        if (skipped(i))
            tests++;
        else
            unread.push({ start: tokens[i].start, what: `a ${tokens[i + 2].text} registration` });
        i = pairs[i + 1];
    }
    return tests;
}

// EXTERNAL MODULE: ./src/formats/rust-source/mcp-sdk-rs.ts
var mcp_sdk_rs = __webpack_require__(9472);
// EXTERNAL MODULE: ./src/formats/rust-source/own-tool-new.ts
var own_tool_new = __webpack_require__(3461);
// EXTERNAL MODULE: ./src/formats/rust-source/registry-calls.ts
var registry_calls = __webpack_require__(3296);
;// CONCATENATED MODULE: ./src/formats/rust-source/method-tools.ts
/**
 * The tools a hand-rolled Rust server (hand-rolled.ts) defines as types of its own: `impl Tool for Search {
 * fn name(&self) -> &str { "search" } fn description(&self) -> &str { "\u2026" } fn input_schema(&self) -> Value {
 * json!({\u2026}) } }`, for a type the crate boxes as a trait object (`Box::new(tools::Search)`: a type never
 * registered so is no tool, nor one with no input schema method: a prompt's or a resource's). Each such impl
 * is one tool: its name and description when each method returns a literal (or `concat!`, a same-file
 * constant; `"\u2026".to_string()`, `Some(\u2026)` too), its input schema when that method returns one literal `json!`;
 * a computed one is listed as not statically known.
 */




const SCHEMA_METHODS = ['input_schema', 'inputSchema', 'schema'];
/** What a method's returned text may be wrapped in, and converted by. */
const WRAPPERS = new Set(['Some', 'Ok']);
const CONVERSIONS = new Set(['to_string', 'to_owned', 'into']);
const MAX_WRAPPERS = 4;
/** Reads the file's registered types with tool methods into `out`. */
function readMethodTools({ tokens, pairs, registered, value, skipped, drawsOn }, out) {
    const { tools, names, unread, spans } = out;
    const op = (i, v) => tokens[i]?.kind === 'op' && tokens[i].text === v;
    const is = (i, v) => tokens[i]?.kind === 'name' && tokens[i].text === v;
    const place = (0,source_tokens/* placer */.G1)(tokens, spans);
    const { json } = (0,json_tools/* jsonReader */.s)(tokens, pairs, out);
    for (let i = 0; i + 2 < tokens.length; i++) {
        // `impl Trait for Type {` (a path before the trait).
        if (!is(i, 'impl') || skipped(i))
            continue;
        let at = i + 1;
        while (tokens[at]?.kind === 'name' && op(at + 1, ':') && op(at + 2, ':'))
            at += 3;
        if (tokens[at]?.kind !== 'name' || !is(at + 1, 'for') || tokens[at + 2]?.kind !== 'name' || !op(at + 3, '{'))
            continue;
        const body = at + 3;
        const methods = methodsOf(body);
        const nameBody = methods.get('name');
        const schemaBody = SCHEMA_METHODS.map((m) => methods.get(m)).find((b) => b !== undefined);
        // A tool's type has an input schema of its own: a prompt's or a resource's has a name and a description too.
        if (!registered.has(tokens[at + 2].text) || nameBody === undefined || !methods.has('description') || schemaBody === undefined)
            continue;
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        const name = text(nameBody, (0,util_pointer/* joinPointer */.Kn)(pointer, 'name'));
        if (typeof name !== 'string') {
            unread.push({ start: tokens[nameBody + 1].start, what: 'a tool registration' });
            i = pairs[body];
            continue;
        }
        const tool = { name };
        const descriptionBody = methods.get('description');
        const description = text(descriptionBody, (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'));
        if (typeof description === 'string')
            tool.description = description;
        else
            unread.push({ start: tokens[descriptionBody + 1].start, what: "the tool's description", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'description') });
        const made = jsonBody(schemaBody);
        const schema = made === -1 ? extracted/* UNKNOWN */.HV : json(made, (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema'), undefined, 0);
        if (schema !== extracted/* UNKNOWN */.HV && typeof schema === 'object')
            tool.inputSchema = schema;
        else {
            tool.inputSchema = { type: 'object' };
            unread.push({ start: tokens[schemaBody + 1].start, what: "the tool's inputSchema", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema') });
        }
        place(pointer, i, pairs[body]);
        tools.push(tool);
        names.push(tokens[nameBody + 1].start);
        for (const boxing of registered.get(tokens[at + 2].text) ?? [])
            drawsOn?.(boxing);
        i = pairs[body];
    }
    /** The impl's methods `fn m(&self) -> T { \u2026 }` at `open`: the `{` of each body, by name. */
    function methodsOf(open) {
        const found = new Map();
        for (let j = open + 1; j < pairs[open]; j++) {
            if (op(j, '{') || op(j, '(') || op(j, '[')) {
                j = pairs[j];
                continue;
            }
            if (!is(j, 'fn') || tokens[j + 1]?.kind !== 'name' || !op(j + 2, '('))
                continue;
            // Only `(&self)`: a method given nothing but its value.
            if (!(op(j + 3, '&') && is(j + 4, 'self') && pairs[j + 2] === j + 5))
                continue;
            let b = j + 6;
            while (b < pairs[open] && !op(b, '{') && !op(b, ';'))
                b++;
            if (op(b, '{')) {
                if (!found.has(tokens[j + 1].text))
                    found.set(tokens[j + 1].text, b);
                j = pairs[b];
            }
        }
        return found;
    }
    /**
     * The tokens [from, to) of what a body at `open` returns: its one expression, out of `Some(\u2026)`, `Ok(\u2026)`
     * and `String::from(\u2026)`, before a `.to_string()`, `.to_owned()` or `.into()`; undefined for a body with statements.
     */
    function returned(open) {
        for (let j = open + 1; j < pairs[open]; j++) {
            if (op(j, ';'))
                return undefined;
            if (op(j, '{') || op(j, '(') || op(j, '['))
                j = pairs[j];
        }
        let from = open + 1;
        let to = pairs[open];
        for (let k = 0; k < MAX_WRAPPERS && to > from; k++) {
            const wrapped = is(from, 'String') && op(from + 1, ':') && op(from + 2, ':') && is(from + 3, 'from')
                ? from + 4
                : WRAPPERS.has(tokens[from].text)
                    ? from + 1
                    : -1;
            if (wrapped !== -1 && tokens[from].kind === 'name' && op(wrapped, '(') && pairs[wrapped] === to - 1)
                [from, to] = [wrapped + 1, to - 1];
            else if (to - from > 4 && op(to - 1, ')') && op(to - 2, '(') && CONVERSIONS.has(tokens[to - 3].text) && op(to - 4, '.'))
                to -= 4;
            else
                break;
        }
        return to > from ? [from, to] : undefined;
    }
    /** The text a method's body at `open` returns, placed, or UNKNOWN. */
    function text(open, pointer) {
        const range = returned(open);
        return range ? value(range[0], range[1], pointer) : extracted/* UNKNOWN */.HV;
    }
    /** The `{` or `[` of the JSON a schema method's body `{ json!(\u2026) }` (`Ok(serde_json::json!(\u2026))`) returns, or -1. */
    function jsonBody(open) {
        const range = returned(open);
        if (!range)
            return -1;
        let call = range[0];
        while (tokens[call]?.kind === 'name' && op(call + 1, ':') && op(call + 2, ':'))
            call += 3;
        const paren = call + 2;
        const whole = op(paren, '(') && pairs[paren] + 1 === range[1] && pairs[paren + 1] + 1 === pairs[paren];
        return is(call, 'json') && op(call + 1, '!') && whole ? paren + 1 : -1;
    }
}

;// CONCATENATED MODULE: ./src/formats/rust-source/mcp-json-schema.ts



/** The field types the macro makes a schema of, by JSON Schema type. */
const SIMPLE = {
    String: 'string',
    bool: 'boolean',
    f32: 'number',
    f64: 'number',
    ...Object.fromEntries(['i8', 'i16', 'i32', 'i64', 'i128', 'u8', 'u16', 'u32', 'u64', 'u128'].map((t) => [t, 'integer'])),
};
/** `#[json_schema(\u2026)]` keys, by the keyword each sets and the literal it takes. */
const KEYS = {
    title: ['title', 'string'],
    description: ['description', 'string'],
    format: ['format', 'string'],
    min_length: ['minLength', 'integer'],
    max_length: ['maxLength', 'integer'],
    minimum: ['minimum', 'integer'],
    maximum: ['maximum', 'integer'],
    default: ['default', 'literal'],
};
/** The keywords each kind of schema gets of the field's `#[json_schema]`, after its type (and items). */
const ADDS = {
    string: ['description', 'title', 'format', 'minLength', 'maxLength', 'default'],
    integer: ['description', 'title', 'minimum', 'maximum', 'default'],
    number: ['description', 'title', 'minimum', 'maximum', 'default'],
    boolean: ['description', 'title', 'default'],
    array: ['description', 'title', 'minItems', 'maxItems', 'default'],
    option: ['description', 'title', 'format', 'minLength', 'maxLength', 'minimum', 'maximum', 'default'],
};
/**
 * The schema of the struct whose `{` is at `open`, placed under `pointer`; undefined when any field is not
 * of a form read here.
 */
function deriveSchema(input, open, pointer, out) {
    // The literals read place themselves as they are read: taken back when the schema is not known after all.
    const read = [];
    const schema = fields(input, open, pointer, out, read);
    if (!schema)
        for (const at of read) {
            out.spans.delete(at);
            out.anchors.delete(at);
        }
    return schema;
}
function fields(input, open, pointer, out, read) {
    const { tokens, pairs, value, nullUnion } = input;
    const op = (i, v) => tokens[i]?.kind === 'op' && tokens[i].text === v;
    const is = (i, v) => tokens[i]?.kind === 'name' && tokens[i].text === v;
    const place = (0,source_tokens/* placer */.G1)(tokens, out.spans);
    const properties = {};
    const required = [];
    const placed = [];
    for (let j = open + 1; j < pairs[open];) {
        const docs = [];
        const keywords = {};
        const literals = [];
        let renamed;
        while (tokens[j]?.kind === 'doc' || (op(j, '#') && op(j + 1, '['))) {
            if (tokens[j].kind === 'doc') {
                docs.push(j++);
                continue;
            }
            const close = pairs[j + 1];
            if (!op(j + 3, '(') || pairs[j + 3] !== close - 1)
                return undefined;
            if (is(j + 2, 'serde')) {
                const rename = serdeRename(tokens, pairs, j + 3);
                if (rename === null)
                    return undefined;
                renamed = rename ?? renamed;
            }
            else if (is(j + 2, 'json_schema')) {
                for (let k = j + 4; k < close - 1; k += 4) {
                    const key = Object.hasOwn(KEYS, tokens[k].text ?? '') ? KEYS[tokens[k].text] : undefined;
                    if (!key || tokens[k].kind !== 'name' || !op(k + 1, '=') || !literal(tokens[k + 2], key[1]) || !(op(k + 3, ',') || k + 3 === close - 1))
                        return undefined;
                    literals.push([key[0], k + 2, k]);
                }
            }
            else
                return undefined;
            j = close + 1;
        }
        if (is(j, 'pub'))
            j = op(j + 1, '(') ? pairs[j + 1] + 1 : j + 1;
        if (tokens[j]?.kind !== 'name' || !op(j + 1, ':'))
            return undefined;
        let end = j + 2;
        while (end < pairs[open] && !op(end, ','))
            end++;
        const field = j;
        const name = renamed === undefined ? tokens[field].text : tokens[renamed].text;
        const at = (0,util_pointer/* joinPointer */.Kn)((0,util_pointer/* joinPointer */.Kn)(pointer, 'properties'), name);
        for (const [keyword, k, keyAt] of literals) {
            read.push((0,util_pointer/* joinPointer */.Kn)(at, keyword));
            const literal = value(k, k + 1, (0,util_pointer/* joinPointer */.Kn)(at, keyword), keyAt);
            if (typeof literal === 'symbol')
                return undefined;
            keywords[keyword] = literal;
        }
        if (keywords.description === undefined && docs.length > 0) {
            const doc = docText(tokens, docs);
            keywords.description = doc.text;
            placed.push(() => {
                out.anchors.set((0,util_pointer/* joinPointer */.Kn)(at, 'description'), doc.anchors);
                place((0,util_pointer/* joinPointer */.Kn)(at, 'description'), docs[0], docs[docs.length - 1]);
            });
        }
        const words = tokens.slice(field + 2, end).map((t) => t.text);
        const schema = typeSchema(words, keywords, nullUnion);
        if (!schema)
            return undefined;
        properties[name] = schema;
        if (words[0] !== 'Option')
            required.push(name);
        placed.push(() => out.spans.set(at, { value: [tokens[field].start, tokens[field].end], key: [tokens[field].start, tokens[field].end] }));
        j = end + 1;
    }
    for (const set of placed)
        set();
    return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}
/** The schema of a field's type (its tokens' texts) with its `#[json_schema]` keywords; undefined when not of a form read here. */
function typeSchema(words, keywords, nullUnion) {
    const last = words.length - 1;
    if (words[0] === 'Option' && words[1] === '<' && words[last] === '>' && words[2] !== 'Option') {
        const inner = typeSchema(words.slice(2, last), keywords, nullUnion);
        if (!inner)
            return undefined;
        const wrapped = nullUnion ? { ...inner, type: [inner.type, 'null'] } : { ...inner, nullable: true };
        return adds(wrapped, keywords, 'option');
    }
    if (words.length === 4 && words[0] === 'Vec' && words[1] === '<' && words[3] === '>' && Object.hasOwn(SIMPLE, words[2])) {
        const { minLength, maxLength, ...rest } = keywords;
        return adds({ type: 'array', items: { type: SIMPLE[words[2]] } }, { ...rest, minItems: minLength, maxItems: maxLength }, 'array');
    }
    if (words.length !== 1 || !Object.hasOwn(SIMPLE, words[0]))
        return undefined;
    const type = SIMPLE[words[0]];
    return adds({ type }, keywords, type);
}
function adds(schema, keywords, kind) {
    for (const keyword of ADDS[kind])
        if (keywords[keyword] !== undefined)
            schema[keyword] = keywords[keyword];
    return schema;
}
/** A literal the key takes: a string, an integer, or (for `default`) any string, number or `true`/`false`. */
function literal(token, kind) {
    if (token?.kind === 'string')
        return kind !== 'integer';
    if (token?.kind === 'number')
        return kind === 'literal' || /^\d+$/.test(token.text ?? '');
    return kind === 'literal' && token?.kind === 'name' && (token.text === 'true' || token.text === 'false');
}
/**
 * The token of the name a field's `#[serde(\u2026)]` (its `(` at `open`) renames it to; undefined when it does not,
 * null when the form is not one read here (a rename the macro may not see, `rename(serialize = \u2026)`).
 */
function serdeRename(tokens, pairs, open) {
    const op = (i, v) => tokens[i]?.kind === 'op' && tokens[i].text === v;
    let renamed;
    let stopped = false;
    for (let k = open + 1; k < pairs[open];) {
        if (tokens[k].kind !== 'name')
            return null;
        const key = tokens[k].text;
        if (key === 'rename' && (stopped || !op(k + 1, '=') || tokens[k + 2]?.kind !== 'string' || tokens[k + 2].text === undefined))
            return null;
        if (key === 'rename')
            renamed = k + 2;
        // syn's `parse_nested_meta` stops at a value the macro does not take: later keys are never seen.
        else if (op(k + 1, '=') || op(k + 1, '('))
            stopped = true;
        k++;
        while (k < pairs[open] && !op(k, ','))
            k = op(k, '(') || op(k, '[') ? pairs[k] + 1 : k + 1;
        k++;
    }
    return renamed;
}
/** The `///` lines of a field as rust-mcp-macros' `doc_comment` joins them: each trimmed, blank ones kept, line breaks between. */
function docText(tokens, docs) {
    let text = '';
    const anchors = [];
    for (const [index, j] of docs.entries()) {
        const raw = tokens[j].text;
        let lead = 0;
        let end = raw.length;
        while (lead < end && RUST_SPACE.has(raw[lead]))
            lead++;
        while (end > lead && RUST_SPACE.has(raw[end - 1]))
            end--;
        if (index > 0)
            text += '\n';
        if (end > lead)
            anchors.push([text.length, tokens[j].start + lead]);
        text += raw.slice(lead, end);
    }
    return { text, anchors };
}

;// CONCATENATED MODULE: ./src/formats/rust-source/mcp-tool-macro.ts
/**
 * The tools a Rust server defines with rust-mcp-sdk's `#[mcp_tool(\u2026)]` on a struct, read as its
 * rust-mcp-macros makes `Struct::tool()` (`tool/parser.rs`, `common/global_parser.rs`, `tool/generator.rs`
 * at 1.0.0):
 * - `name`, `description` (both required: the macro makes no description of the doc comment) and `title`:
 *   a string literal or `concat!` of string literals, nothing else (a constant does not compile);
 * - `destructive_hint`, `idempotent_hint`, `open_world_hint`, `read_only_hint`: `true`/`false`, the
 *   tool's annotations; `meta`: a string literal of a JSON object, its `_meta`;
 * - `icons = [(src = "\u2026", mime_type = "\u2026", sizes = ["\u2026"], theme = "light")]` and
 *   `execution(task_support = "\u2026")`;
 * - the input schema its `#[derive(JsonSchema)]` makes of the struct's fields (mcp-json-schema.ts); a
 *   `type` alias, a struct of schemars' `JsonSchema` or without the derive: not statically known.
 * A struct under `#[cfg(test)]` is counted, not read.
 */



const HINTS = {
    destructive_hint: 'destructiveHint',
    idempotent_hint: 'idempotentHint',
    open_world_hint: 'openWorldHint',
    read_only_hint: 'readOnlyHint',
};
const TASK_SUPPORT = new Set(['forbidden', 'optional', 'required']);
/** The paths the attribute is written with. */
const PREFIXES = new Set(['rust_mcp_sdk', 'rust_mcp_macros', 'macros']);
/** Reads the file's `#[mcp_tool(\u2026)]` structs into `out`; returns how many were test code, left out. */
function readMcpTools(input, out) {
    const { tokens, pairs, openers, value, skipped } = input;
    const { tools, names, unread, spans } = out;
    const op = (i, v) => tokens[i]?.kind === 'op' && tokens[i].text === v;
    const is = (i, v) => tokens[i]?.kind === 'name' && tokens[i].text === v;
    const place = (0,source_tokens/* placer */.G1)(tokens, spans);
    let tests = 0;
    /** A string literal or `concat!` of string literals in [at, end), read and placed; undefined when it is neither. */
    const text = (at, end, pointer, key) => {
        const single = end === at + 1 && tokens[at].kind === 'string';
        let joined = is(at, 'concat') && op(at + 1, '!') && op(at + 2, '(') && pairs[at + 2] === end - 1;
        for (let k = at + 3; joined && k < end - 1; k += 2)
            joined = tokens[k].kind === 'string' && (op(k + 1, ',') || k + 1 === end - 1);
        if (!single && !joined)
            return undefined;
        const read = value(at, end, pointer, key);
        return typeof read === 'string' ? read : undefined;
    };
    /** `icons = [(src = "\u2026", \u2026), \u2026]` whose `[` is at `open`, as the SDK's `Icon`s serialize; undefined when not all literals. */
    const icons = (open) => {
        const list = [];
        for (const [at, end] of (0,source_tokens/* parameterSpans */.JS)(tokens, pairs, open)) {
            if (!op(at, '(') || pairs[at] !== end - 1)
                return undefined;
            const icon = {};
            for (const [key, to] of (0,source_tokens/* parameterSpans */.JS)(tokens, pairs, at)) {
                const field = tokens[key].text;
                const lone = to === key + 3 && tokens[key + 2].kind === 'string' ? tokens[key + 2].text : undefined;
                if (!op(key + 1, '='))
                    return undefined;
                if (field === 'src' && lone !== undefined)
                    icon.src = lone;
                else if (field === 'mime_type' && lone !== undefined)
                    icon.mimeType = lone;
                else if (field === 'theme' && (lone === 'light' || lone === 'dark'))
                    icon.theme = lone;
                else if (field === 'sizes' && op(key + 2, '[') && pairs[key + 2] === to - 1) {
                    const sizes = (0,source_tokens/* parameterSpans */.JS)(tokens, pairs, key + 2).map(([s, e]) => (e === s + 1 && tokens[s].kind === 'string' ? tokens[s].text : undefined));
                    if (sizes.some((s) => s === undefined))
                        return undefined;
                    if (sizes.length > 0)
                        icon.sizes = sizes;
                }
                else
                    return undefined;
            }
            if (icon.src === undefined)
                return undefined;
            list.push(icon);
        }
        return list;
    };
    /** Reads the tool whose attributes start at `first`, its `#[mcp_tool]`'s arguments' `(` at `open`, its item at `item`. */
    const tool = (first, open, item) => {
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        const entry = {};
        const annotations = {};
        let nameAt = -1;
        for (const [at, end] of (0,source_tokens/* parameterSpans */.JS)(tokens, pairs, open)) {
            const key = tokens[at].text;
            if (tokens[at].kind !== 'name')
                continue;
            if (key === 'execution' && op(at + 1, '(') && pairs[at + 1] === end - 1) {
                const [inner] = (0,source_tokens/* parameterSpans */.JS)(tokens, pairs, at + 1);
                const support = inner && is(inner[0], 'task_support') && op(inner[0] + 1, '=') && inner[1] === inner[0] + 3 ? tokens[inner[0] + 2].text : undefined;
                if (support !== undefined && TASK_SUPPORT.has(support)) {
                    entry.execution = { taskSupport: support };
                    place((0,util_pointer/* joinPointer */.Kn)(pointer, 'execution'), at, end - 1, at);
                }
                else
                    unread.push({ start: tokens[at].start, what: "the tool's execution", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'execution') });
                continue;
            }
            if (!op(at + 1, '='))
                continue;
            const from = at + 2;
            if (key === 'name' || key === 'description' || key === 'title') {
                const read = text(from, end, (0,util_pointer/* joinPointer */.Kn)(pointer, key), at);
                if (read === undefined && key === 'name') {
                    unread.push({ start: tokens[from].start, what: 'a tool registration' });
                    return;
                }
                if (read === undefined)
                    unread.push({ start: tokens[from].start, what: `the tool's ${key}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, key) });
                else
                    entry[key] = read;
                if (key === 'name')
                    nameAt = is(from, 'concat') ? from + 3 : from;
            }
            else if (Object.hasOwn(HINTS, key)) {
                const hint = HINTS[key];
                if (end === from + 1 && (is(from, 'true') || is(from, 'false'))) {
                    annotations[hint] = is(from, 'true');
                    place((0,util_pointer/* joinPointer */.Kn)((0,util_pointer/* joinPointer */.Kn)(pointer, 'annotations'), hint), from, from, at);
                }
                else
                    unread.push({ start: tokens[from].start, what: `the tool's ${hint}` });
            }
            else if (key === 'meta') {
                const meta = end === from + 1 && tokens[from].kind === 'string' ? jsonObject(tokens[from].text) : undefined;
                if (meta) {
                    entry._meta = meta;
                    place((0,util_pointer/* joinPointer */.Kn)(pointer, '_meta'), from, from, at);
                }
                else
                    unread.push({ start: tokens[from].start, what: "the tool's _meta", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, '_meta') });
            }
            else if (key === 'icons') {
                const list = op(from, '[') && pairs[from] === end - 1 ? icons(from) : undefined;
                if (list) {
                    if (list.length > 0)
                        entry.icons = list;
                    place((0,util_pointer/* joinPointer */.Kn)(pointer, 'icons'), from, end - 1, at);
                }
                else
                    unread.push({ start: tokens[from].start, what: "the tool's icons", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'icons') });
            }
        }
        // No name does not compile.
        if (nameAt === -1)
            return;
        if (Object.keys(annotations).length > 0)
            entry.annotations = annotations;
        const schemaAt = (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema');
        let schema;
        if (is(item, 'struct') && op(item + 2, '{') && derivesJsonSchema(first, item) && !input.schemars) {
            schema = deriveSchema(input, item + 2, schemaAt, out);
            place(schemaAt, item + 2, pairs[item + 2]);
        }
        if (!schema)
            unread.push({ start: tokens[item + 1].start, what: "the tool's input schema (made from its struct's JsonSchema)", pointer: schemaAt });
        entry.inputSchema = schema ?? { type: 'object' };
        place(pointer, first, item + 1);
        tools.push({ name: entry.name, ...entry });
        names.push(tokens[nameAt].start);
    };
    /** Whether a `#[derive(\u2026)]` among the attributes in [from, to) names `JsonSchema`. */
    const derivesJsonSchema = (from, to) => {
        for (let j = from; j < to; j++) {
            if (!op(j, '#') || !op(j + 1, '[') || !is(j + 2, 'derive') || !op(j + 3, '('))
                continue;
            for (let k = j + 4; k < pairs[j + 3]; k++)
                if (is(k, 'JsonSchema') && (op(k + 1, ',') || k + 1 === pairs[j + 3]))
                    return true;
        }
        return false;
    };
    for (let i = 0; i + 3 < tokens.length; i++) {
        if (!op(i, '#') || !op(i + 1, '['))
            continue;
        let at = i + 2;
        while (PREFIXES.has(tokens[at]?.text) && tokens[at].kind === 'name' && op(at + 1, ':') && op(at + 2, ':'))
            at += 3;
        if (!is(at, 'mcp_tool') || !op(at + 1, '(') || pairs[at + 1] + 1 !== pairs[i + 1])
            continue;
        // The item's attributes and doc comments, back to the previous item and on to the item itself.
        let first = i;
        while (first > 0 && (tokens[first - 1].kind === 'doc' || (op(first - 1, ']') && openers[first - 1] >= 1 && op(openers[first - 1] - 1, '#'))))
            first = tokens[first - 1].kind === 'doc' ? first - 1 : openers[first - 1] - 1;
        let item = pairs[i + 1] + 1;
        while (tokens[item]?.kind === 'doc' || (op(item, '#') && op(item + 1, '[')))
            item = tokens[item].kind === 'doc' ? item + 1 : pairs[item + 1] + 1;
        if (is(item, 'pub'))
            item = op(item + 1, '(') ? pairs[item + 1] + 1 : item + 1;
        if (skipped(i))
            tests++;
        else if ((is(item, 'struct') || is(item, 'type')) && tokens[item + 1]?.kind === 'name')
            tool(first, at + 1, item);
        // On past the item's other attributes: each is walked once, and a second `#[mcp_tool]` on it does not compile.
        i = Math.max(pairs[i + 1], item - 1);
    }
    return tests;
}
/** A string's JSON object, as the macro requires `meta` to be; undefined when it is not one. */
function jsonObject(text) {
    if (text === undefined)
        return undefined;
    try {
        const parsed = JSON.parse(text);
        return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : undefined;
    }
    catch {
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/formats/rust-source/tool-routes.ts
/** The first arguments of the file's `ToolRoute::new_dyn(\u2026)` and `ToolRoute::new(\u2026)` calls. */
function routeTools(tokens, pairs) {
    const op = (i, v) => tokens[i]?.kind === 'op' && tokens[i].text === v;
    const is = (i, v) => tokens[i]?.kind === 'name' && tokens[i].text === v;
    const out = { ranges: [], calls: [] };
    for (let i = 0; i + 4 < tokens.length; i++) {
        if (!is(i, 'ToolRoute') || !op(i + 1, ':') || !op(i + 2, ':') || !(is(i + 3, 'new_dyn') || is(i + 3, 'new')) || !op(i + 4, '('))
            continue;
        const open = i + 4;
        let end = open + 1;
        while (end < pairs[open] && !op(end, ','))
            end = op(end, '(') || op(end, '[') || op(end, '{') ? pairs[end] + 1 : end + 1;
        // A route of two arguments: the tool, then its handler.
        if (end === open + 1 || end >= pairs[open])
            continue;
        out.ranges.push([open, end]);
        for (let j = open + 1; j < end; j++)
            if (tokens[j].kind === 'name' && op(j + 1, '(') && !out.calls.includes(tokens[j].text))
                out.calls.push(tokens[j].text);
        i = open;
    }
    return out;
}

// EXTERNAL MODULE: ./src/formats/rust-source/tool-table.ts
var tool_table = __webpack_require__(1480);
// EXTERNAL MODULE: ./src/formats/rust-source/tokens.ts
var rust_source_tokens = __webpack_require__(3465);
;// CONCATENATED MODULE: ./src/formats/rust-source/extract.ts
/**
 * The tools a Rust server defines with rmcp, the official SDK: each function marked `#[tool]` or
 * `#[tool(name = \u2026, title = \u2026, description = \u2026, annotations(read_only_hint = \u2026, \u2026))]` (in a
 * `#[tool_router]` or `#[tool_box]` impl). The name is the function's unless given; the description its
 * doc comment unless given, as rmcp-macros' `extract_doc_line` folds the function's attributes (0.2.0 on):
 * each `///` line trimmed, blank ones left out, joined by line breaks, and any other attribute (bar the
 * `#[tool]` itself) starting over. The
 * input schema rmcp makes from a `Parameters<T>` argument's `JsonSchema` is read from `T` when that struct
 * is written in the same file with fields of simple types (their `///` or `#[schemars(description = \u2026)]`
 * texts too); otherwise it is listed as not statically known. Values only when written as literals,
 * `concat!` of literals, same-file `const`s, or `include_str!` of a file of the repository
 * (included-files.ts). Test code, an item under `#[cfg(test)]` (a `mod tests`, an impl, a function) or a
 * file that opens with `#![cfg(test)]`, registers tools that are wrong on purpose: it is counted, not read,
 * unless `tests` asks for it (the file is named explicitly). A crate with no SDK
 * that answers MCP's methods itself lists its tools as `json!` objects (json-tools.ts).
 */

















const MAX_HOPS = 32;
/** rmcp's annotation fields, by the annotation they set. */
const ANNOTATIONS = {
    title: 'title',
    read_only_hint: 'readOnlyHint',
    destructive_hint: 'destructiveHint',
    idempotent_hint: 'idempotentHint',
    open_world_hint: 'openWorldHint',
};
/** Modifiers before `fn`. */
const MODIFIERS = new Set(['pub', 'async', 'const', 'unsafe', 'extern', 'default']);
/**
 * `served.handRolled`: the file is of a crate that answers MCP's methods itself, whose listed `json!` tools
 * (json-tools.ts) and registered types' tool methods (method-tools.ts, `served.registered`) are read;
 * `served.tables`, the tables of the crate's own tool struct its server lists (tool-table.ts); `served.consts`,
 * the trait whose impls' constants its `list_tools` serves (const-tools.ts), and `served.lister` that the file's
 * `list_tools` is the one serving them; `served.sdkRs`, that the file's `"tools/list"` arms list mcp-sdk-rs tools; `served.ownNew`, the proof of the crate's
 * own `Tool::new` (own-tool-new.ts); `served.registry`, of its registry's `.register(\u2026)` calls (registry-calls.ts); `served.reached`, the file's
 * functions that `list_tools` reaches from another file (served-functions.ts). `drawsOn` is
 * told of each other file a tool read rests on.
 */
function extractRustTools(text, tests = false, served = {}, drawsOn, included, docIncludes = false) {
    const { handRolled, tables, registered, consts, mcpAttr, reached = [], lister, sdkRs, ownNew, registry, rustMcpSdk } = served;
    const tokens = (0,rust_source_tokens/* tokenizeRust */.G)(text);
    const { tools, prompts, spans, names, unread, anchors } = (0,extracted/* emptyExtracted */.SV)();
    let testRegistrations = 0;
    // Each closing bracket's opening one (-1 when it closes nothing): attributes are read back from an item.
    const openers = new Int32Array(tokens.length).fill(-1);
    const pairs = (0,source_tokens/* bracketPairs */.WW)(tokens, openers);
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    const is = (i, value) => tokens[i]?.kind === 'name' && tokens[i].text === value;
    /** The first of the doc comments and `#[\u2026]` attributes that end right before `i`. */
    const attributesBefore = (i) => {
        let first = i;
        while (first > 0) {
            if (tokens[first - 1].kind === 'doc')
                first--;
            else if (op(first - 1, ']') && openers[first - 1] >= 1 && op(openers[first - 1] - 1, '#'))
                first = openers[first - 1] - 1;
            else
                break;
        }
        return first;
    };
    // `const NAME: &str = \u2026;` and `static NAME: &str = \u2026;`, and the structs of the file by name.
    const constants = new Map();
    const structs = new Map();
    for (let i = 0; i + 2 < tokens.length; i++) {
        if ((is(i, 'const') || is(i, 'static')) && tokens[i + 1].kind === 'name' && op(i + 2, ':')) {
            for (let j = i + 3; j < tokens.length && j - i < 16; j++) {
                if (op(j, '=')) {
                    constants.set(tokens[i + 1].text, j + 1);
                    break;
                }
                if (op(j, ';'))
                    break;
            }
        }
        else if (is(i, 'struct') && tokens[i + 1].kind === 'name' && op(i + 2, '{') && !structs.has(tokens[i + 1].text)) {
            structs.set(tokens[i + 1].text, i);
        }
    }
    /** The index after the expression at `i`: at a `,`, `;` or a closing bracket at its depth. */
    const skip = (i) => {
        for (; i < tokens.length; i++) {
            const t = tokens[i];
            if (t.kind !== 'op')
                continue;
            if (t.text === '(' || t.text === '[' || t.text === '{')
                i = pairs[i];
            else if (t.text === ')' || t.text === ']' || t.text === '}' || t.text === ',' || t.text === ';')
                return i;
        }
        return i;
    };
    const ownConstant = associatedConstants(tokens, pairs);
    /** Where the value of the constant the expression [i, to) names starts: a lone name's, or `Self::NAME`'s of its impl. */
    const constantOf = (i, to) => to === i + 1 && tokens[i]?.kind === 'name' ? constants.get(tokens[i].text) : to === i + 4 ? ownConstant(i) : undefined;
    /** The start of what the expression at `i` stands for: a same-file constant's value. */
    const resolve = (i) => {
        let at = i;
        for (let hops = 0; hops < MAX_HOPS && tokens[at]?.kind === 'name' && skip(at) === at + 1; hops++) {
            const found = constants.get(tokens[at].text);
            if (found === undefined || found === at)
                break;
            at = found;
        }
        return at;
    };
    const place = (0,source_tokens/* placer */.G1)(tokens, spans);
    /** The text of the file `include_str!("\u2026")` spanning [at, end) includes (a trailing comma allowed), if read. */
    const includedIn = (at, end) => {
        const path = tokens[at + 3];
        const called = is(at, 'include_str') && op(at + 1, '!') && op(at + 2, '(') && pairs[at + 2] === end - 1;
        const one = path?.kind === 'string' && (at + 4 === end - 1 || (op(at + 4, ',') && at + 5 === end - 1));
        return included && called && one ? included(path.text) : undefined;
    };
    /** The value of the expression at `i`: a string, `concat!` of strings, a number, `true`/`false`. */
    const value = (i, pointer, key) => valueIn(i, skip(i), pointer, key);
    /** The value of the expression written in [i, to): one through a same-file constant when it is a lone name. */
    const valueIn = (i, to, pointer, key) => {
        const found = constantOf(i, to);
        const at = found === undefined ? i : resolve(found);
        const end = found === undefined ? to : skip(at);
        const t = tokens[at];
        if (!t || end <= at)
            return extracted/* UNKNOWN */.HV;
        let read = extracted/* UNKNOWN */.HV;
        let pieces;
        if (is(at, 'include_str')) {
            const text = includedIn(at, end);
            if (text !== undefined)
                place(pointer, at, end - 1, key);
            return text ?? extracted/* UNKNOWN */.HV;
        }
        if (t.kind === 'string' && end === at + 1)
            pieces = [t];
        else if (is(at, 'concat') && op(at + 1, '!') && op(at + 2, '(') && pairs[at + 2] === end - 1) {
            pieces = [];
            for (let j = at + 3; j < end - 1; j += 2) {
                const piece = tokens[resolve(j)];
                if (piece?.kind !== 'string' || (!op(j + 1, ',') && j + 1 !== end - 1))
                    return extracted/* UNKNOWN */.HV;
                pieces.push(piece);
            }
        }
        if (pieces) {
            if (pieces.some((p) => p.text === undefined))
                return extracted/* UNKNOWN */.HV;
            anchors.set(pointer, (0,string_anchors/* joinedAnchors */.Q)(pieces.map((p) => ({ anchors: p.anchors ?? [[0, p.start]], length: p.text.length }))));
            read = pieces.map((p) => p.text).join('');
        }
        else if (end === at + 1 && t.kind === 'number' && /^\d+(?:\.\d+)?$/.test(t.text ?? ''))
            read = Number(t.text);
        else if (end === at + 1 && (t.text === 'true' || t.text === 'false'))
            read = t.text === 'true';
        if (read !== extracted/* UNKNOWN */.HV)
            place(pointer, at, end - 1, key);
        return read;
    };
    /** `key = value` pairs and `key(\u2026)` groups of an attribute's arguments at `open`. */
    const pairsOf = (open) => {
        const out = [];
        for (let j = open + 1; j < pairs[open];) {
            if (tokens[j].kind !== 'name') {
                j = skip(j) + 1;
                continue;
            }
            const key = tokens[j].text;
            if (op(j + 1, '='))
                out.push({ key, at: j, value: j + 2 });
            else if (op(j + 1, '('))
                out.push({ key, at: j, group: j + 1 });
            else
                out.push({ key, at: j });
            j = skip(j + 1) + 1;
        }
        return out;
    };
    /** The doc comment of an item among the tokens [from, to): its text as rmcp joins it, and anchors. */
    const docOf = (from, to) => {
        const doc = new DocLines();
        for (let j = from; j < to; j++)
            if (tokens[j].kind === 'doc')
                doc.add(tokens[j].text, tokens[j].start, j);
        return doc.read();
    };
    /**
     * A tool's or prompt's description from its doc comment, as rmcp-macros folds the function's attributes
     * (`extract_doc_line`; the `#[tool]` at `own` is the macro's own and not among them): a `///` line
     * adds to it, any other attribute starts it over, and `#[doc = \u2026]` makes it not statically known.
     */
    const rmcpDoc = (from, to, own) => {
        let doc = new DocLines();
        let unknownAt = -1;
        for (let j = from; j < to; j++) {
            if (tokens[j].kind === 'doc')
                doc.add(tokens[j].text, tokens[j].start, j);
            else if (op(j, '#') && op(j + 1, '[')) {
                // `#[doc = include_str!("\u2026")]`, kept by the macros of `docIncludes` (included-files.ts).
                const text = docIncludes && is(j + 2, 'doc') && op(j + 3, '=') ? includedIn(j + 4, pairs[j + 1]) : undefined;
                if (text !== undefined)
                    doc.include(text, j);
                else if (j !== own) {
                    unknownAt = is(j + 2, 'doc') ? j : -1;
                    doc = new DocLines();
                }
                j = pairs[j + 1];
            }
        }
        return unknownAt === -1 ? doc.read() : { unknownAt };
    };
    /** The first token of the item that the attributes and doc comments from `i` on belong to. */
    const itemAfter = (i) => {
        let j = i;
        while (j < tokens.length) {
            if (tokens[j].kind === 'doc')
                j++;
            else if (op(j, '#') && op(j + 1, '['))
                j = pairs[j + 1] + 1;
            else
                break;
        }
        return j;
    };
    /** Reads the tool whose `#[tool]` is at `hash`; returns the index of its item, after all its attributes. */
    const tool = (hash, open, kind) => {
        // The attributes and doc comments of the item: back to the previous item's end, forward to `fn`.
        const first = attributesBefore(hash);
        let fn = itemAfter(hash);
        while (fn < tokens.length && (MODIFIERS.has(tokens[fn].text ?? '') || tokens[fn].kind === 'string' || op(fn, '(')))
            fn = op(fn, '(') ? pairs[fn] + 1 : fn + 1;
        const item = fn;
        if (!is(fn, 'fn') || tokens[fn + 1]?.kind !== 'name')
            return item;
        const method = fn + 1;
        const pointer = (0,util_pointer/* joinPointer */.Kn)(kind === 'tool' ? '/tools' : '/prompts', String(kind === 'tool' ? tools.length : prompts.length));
        const tool = {};
        const annotations = {};
        let nameAt = method;
        let schemaGiven = false;
        let descriptionUnread = false;
        for (const arg of open === -1 ? [] : pairsOf(open)) {
            if ((arg.key === 'name' || arg.key === 'title' || arg.key === 'description') && arg.value !== undefined) {
                const read = value(arg.value, (0,util_pointer/* joinPointer */.Kn)(pointer, arg.key), arg.at);
                if (typeof read === 'string') {
                    tool[arg.key] = read;
                    if (arg.key === 'name')
                        nameAt = resolve(arg.value);
                }
                else if (arg.key === 'name') {
                    unread.push({ start: tokens[arg.value].start, what: `a ${kind} registration` });
                    return item;
                }
                else {
                    unread.push({ start: tokens[arg.value].start, what: `the ${kind}'s ${arg.key}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, arg.key) });
                    descriptionUnread ||= arg.key === 'description';
                }
            }
            else if (kind === 'tool' && arg.key === 'annotations' && arg.group !== undefined) {
                for (const hint of pairsOf(arg.group)) {
                    const key = Object.hasOwn(ANNOTATIONS, hint.key) ? ANNOTATIONS[hint.key] : undefined;
                    if (key === undefined || hint.value === undefined)
                        continue;
                    const read = value(hint.value, (0,util_pointer/* joinPointer */.Kn)((0,util_pointer/* joinPointer */.Kn)(pointer, 'annotations'), key), hint.at);
                    if (read === extracted/* UNKNOWN */.HV)
                        unread.push({ start: tokens[hint.value].start, what: `the tool's ${key}` });
                    else
                        annotations[key] = read;
                }
            }
            else if (kind === 'tool' && arg.key === 'input_schema') {
                schemaGiven = true;
                unread.push({ start: tokens[arg.at].start, what: "the tool's inputSchema", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema') });
            }
        }
        if (tool.name === undefined)
            tool.name = tokens[method].text;
        if (tool.description === undefined && !descriptionUnread) {
            const doc = rmcpDoc(first, fn, hash);
            if (doc && 'unknownAt' in doc)
                unread.push({
                    start: tokens[doc.unknownAt].start,
                    what: `the ${kind}'s description (from its #[doc] attributes)`,
                    pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'),
                });
            else if (doc) {
                tool.description = doc.text;
                anchors.set((0,util_pointer/* joinPointer */.Kn)(pointer, 'description'), doc.anchors);
                place((0,util_pointer/* joinPointer */.Kn)(pointer, 'description'), doc.from, fn - 1);
            }
        }
        if (Object.keys(annotations).length > 0)
            tool.annotations = annotations;
        const schemaAt = (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema');
        // The parameters, after generics: `fn name<T: Bound>(\u2026)`.
        let params = -1;
        for (let k = method + 1; k < tokens.length && k < method + 64 && !op(k, '{') && !op(k, ';'); k++) {
            if (op(k, '(')) {
                params = k;
                break;
            }
        }
        place(pointer, first, method);
        if (nameAt === method)
            place((0,util_pointer/* joinPointer */.Kn)(pointer, 'name'), method, method);
        if (kind === 'prompt') {
            if (params !== -1)
                promptArguments(params, tool, pointer);
            prompts.push(tool);
            return item;
        }
        tool.inputSchema = schemaGiven || params === -1 ? { type: 'object' } : inputSchema(params, schemaAt);
        if (params !== -1)
            place(schemaAt, params, pairs[params]);
        tools.push(tool);
        names.push(tokens[nameAt].start);
        return item;
    };
    /** A prompt's arguments: the fields of its `Parameters<T>` struct, read as an input schema and moved. */
    const promptArguments = (params, prompt, pointer) => {
        const scratch = (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema');
        const before = unread.length;
        const schema = inputSchema(params, scratch);
        // What rmcp makes at run time is an argument list here, not an input schema.
        for (const u of unread.slice(before)) {
            if (u.pointer !== scratch)
                continue;
            u.pointer = (0,util_pointer/* joinPointer */.Kn)(pointer, 'arguments');
            u.what = "the prompt's arguments (made from its parameter type's JsonSchema)";
        }
        const properties = schema.properties;
        if (!properties || Object.keys(properties).length === 0)
            return;
        prompt.arguments = (0,extracted/* argumentsFromSchema */.yg)(schema, scratch, pointer, spans, anchors);
    };
    /** The input schema of the function whose parameters are at `open`: its `Parameters<T>`'s, read from `T`. */
    const inputSchema = (open, pointer) => {
        let wrapper = -1;
        for (let j = open + 1; j < pairs[open]; j++) {
            if (is(j, 'Parameters') && op(j + 1, '<'))
                wrapper = j;
            // rmcp before 0.3: `#[tool(aggr)] request: T` or `#[tool(param)] a: T`.
            if (op(j, '#') && op(j + 1, '[') && is(j + 2, 'tool')) {
                unread.push({ start: tokens[j].start, what: "the tool's input schema (made from its parameters' types)", pointer });
                return { type: 'object' };
            }
        }
        if (wrapper === -1)
            return { type: 'object', properties: {} };
        const type = tokens[wrapper + 2];
        const struct = type?.kind === 'name' && op(wrapper + 3, '>') ? structs.get(type.text) : undefined;
        const read = struct === undefined ? undefined : fields(struct, pointer);
        if (read)
            return read;
        unread.push({ start: tokens[wrapper].start, what: "the tool's input schema (made from its parameter type's JsonSchema)", pointer });
        return { type: 'object' };
    };
    /** A struct's fields as the schema schemars makes, when every field is of a simple type and nothing renames them. */
    const fields = (struct, pointer) => {
        const open = struct + 2;
        // `#[serde(\u2026)]` on the struct may rename or flatten fields: its schema is then not what is written.
        let item = struct;
        if (is(item - 1, 'pub'))
            item--;
        else if (op(item - 1, ')') && openers[item - 1] >= 1 && is(openers[item - 1] - 1, 'pub'))
            item = openers[item - 1] - 1;
        for (let j = attributesBefore(item); j < item; j++)
            if (op(j, '#') && op(j + 1, '[') && is(j + 2, 'serde'))
                return undefined;
        const properties = {};
        const required = [];
        const found = [];
        for (let j = open + 1; j < pairs[open];) {
            const from = j;
            let description;
            while (tokens[j]?.kind === 'doc' || (op(j, '#') && op(j + 1, '['))) {
                if (tokens[j].kind === 'doc') {
                    j++;
                    continue;
                }
                if (is(j + 2, 'serde'))
                    return undefined;
                if (is(j + 2, 'schemars') && op(j + 3, '(')) {
                    for (const arg of pairsOf(j + 3))
                        if (arg.key === 'description' && arg.value !== undefined)
                            description = arg.value;
                }
                j = pairs[j + 1] + 1;
            }
            const docTo = j;
            if (is(j, 'pub'))
                j = op(j + 1, '(') ? pairs[j + 1] + 1 : j + 1;
            if (tokens[j]?.kind !== 'name' || !op(j + 1, ':'))
                return undefined;
            const end = skip(j + 2);
            const property = fieldSchema(tokens.slice(j + 2, end));
            if (!property)
                return undefined;
            found.push({ name: tokens[j].text, at: j, property: property.schema, description, docFrom: from, docTo });
            if (property.required)
                required.push(tokens[j].text);
            j = op(end, ',') ? end + 1 : end;
            if (end >= pairs[open])
                break;
        }
        for (const field of found) {
            const at = (0,util_pointer/* joinPointer */.Kn)((0,util_pointer/* joinPointer */.Kn)(pointer, 'properties'), field.name);
            spans.set(at, { value: [tokens[field.at].start, tokens[field.at].end], key: [tokens[field.at].start, tokens[field.at].end] });
            if (field.description !== undefined) {
                const read = value(field.description, (0,util_pointer/* joinPointer */.Kn)(at, 'description'));
                if (typeof read === 'string')
                    field.property.description = read;
                else
                    unread.push({ start: tokens[field.description].start, what: `the description of parameter ${JSON.stringify(field.name)}` });
            }
            else {
                const doc = docOf(field.docFrom, field.docTo);
                if (doc) {
                    field.property.description = doc.text;
                    anchors.set((0,util_pointer/* joinPointer */.Kn)(at, 'description'), doc.anchors);
                    place((0,util_pointer/* joinPointer */.Kn)(at, 'description'), doc.from, field.docTo - 1);
                }
            }
            properties[field.name] = field.property;
        }
        return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
    };
    /** Whether the attribute whose `[` is at `open` is `cfg(\u2026)` of a predicate that holds only in tests: `test`, `all(test, \u2026)`. */
    const cfgTest = (open) => {
        if (!is(open + 1, 'cfg') || !op(open + 2, '(') || pairs[open + 2] + 1 !== pairs[open])
            return false;
        let test = false;
        for (let j = open + 3; j < pairs[open + 2]; j++) {
            if (is(j, 'not') || is(j, 'any'))
                return false;
            test ||= is(j, 'test');
        }
        return test;
    };
    // Test code, as disjoint token ranges in order: from an item's first attribute to the end of its body.
    const testCode = [];
    // A file that opens with `#![cfg(test)]` (a test module in a file of its own) is test code throughout.
    for (let i = 0; op(i, '#') && op(i + 1, '!') && op(i + 2, '[') && testCode.length === 0; i = pairs[i + 2] + 1)
        if (cfgTest(i + 2))
            testCode.push([0, tokens.length]);
    for (let i = testCode.length === 0 ? 0 : tokens.length; i + 2 < tokens.length; i++) {
        if (!op(i, '#') || !op(i + 1, '[') || !cfgTest(i + 1))
            continue;
        const first = attributesBefore(i);
        let end = itemAfter(i);
        // The item's body: its first `{\u2026}` (a module's, an impl's, a function's), or up to its `;`.
        while (end < tokens.length && !op(end, '{') && !op(end, ';') && !op(end, '}'))
            end = op(end, '(') || op(end, '[') ? pairs[end] + 1 : end + 1;
        if (op(end, '{'))
            end = pairs[end];
        if (end <= i)
            continue;
        testCode.push([first, end]);
        i = end;
    }
    let nextTest = 0;
    const inTest = (i) => {
        while (nextTest < testCode.length && testCode[nextTest][1] < i)
            nextTest++;
        return nextTest < testCode.length && testCode[nextTest][0] <= i;
    };
    // mcp-attr's server impls, whose `#[tool]`s are its own (mcp-attr.ts); in a crate of mcp-attr, every one is.
    const attrImpls = mcpServerImpls(tokens, pairs);
    for (let i = 0; !mcpAttr && i + 2 < tokens.length; i++) {
        if (!op(i, '#') || !op(i + 1, '[') || attrImpls.some(([open, close]) => open < i && i < close))
            continue;
        // `#[tool]`, `#[tool(\u2026)]`, `#[rmcp::tool(\u2026)]`.
        let at = i + 2;
        if (is(at, 'rmcp') && op(at + 1, ':') && op(at + 2, ':'))
            at += 3;
        if (!is(at, 'tool') && !is(at, 'prompt'))
            continue;
        const open = op(at + 1, '(') ? at + 1 : -1;
        const close = open === -1 ? at + 1 : pairs[open] + 1;
        if (!op(close, ']'))
            continue;
        // `#[tool(tool_box)]` marks an impl; `#[tool(aggr)]` and `#[tool(param)]` a parameter.
        if (open !== -1 && pairsOf(open).some((a) => a.key === 'tool_box' || a.key === 'aggr' || a.key === 'param'))
            continue;
        if (!tests && inTest(i)) {
            testRegistrations++;
            i = close;
            continue;
        }
        // The item's other attributes are its own: a second `#[tool]` among them is not read again.
        i = Math.max(close, tool(i, open, tokens[at].text === 'prompt' ? 'prompt' : 'tool') - 1);
    }
    // The bodies of the functions that list tools, by the range of their braces: a hand-written
    // `list_tools`, the functions of the
    const bodies = new Map();
    const listing = [];
    for (let i = 0; i + 2 < tokens.length; i++) {
        if (!is(i, 'fn') || tokens[i + 1].kind !== 'name')
            continue;
        let body = i + 2;
        while (body < tokens.length && !op(body, '{') && !op(body, ';'))
            body = op(body, '(') ? pairs[body] + 1 : body + 1;
        if (!op(body, '{'))
            continue;
        const name = tokens[i + 1].text;
        bodies.set(name, [...(bodies.get(name) ?? []), [body, pairs[body]]]);
        // One the crate's `list_tools` reaches from another file (served-functions.ts).
        if (reached.includes(tokens[i + 1].start) && !(lister && name === 'list_tools'))
            listing.push([body, pairs[body]]);
    }
    // file it calls (`Self::search_tool()`), and those they call in turn: each function read once.
    // A `list_tools` a constants proof rests on (trait-consts.ts) makes the tools read at the impls: not again
    // here. An rmcp route's tool (tool-routes.ts) is listed where the route is made, and in the functions it calls.
    const routes = tokens.some((t) => t.kind === 'name' && t.text === 'rmcp') ? routeTools(tokens, pairs) : { ranges: [], calls: [] };
    listing.push(...routes.ranges);
    // An mcp-sdk-rs server lists the SDK `Tool`s its `"tools/list"` arms build (mcp-sdk-rs.ts).
    if (sdkRs)
        listing.push(...(0,mcp_sdk_rs/* toolsListArms */.vW)(tokens, pairs));
    const called = new Set(['list_tools', ...routes.calls]);
    for (const waiting = [...(lister ? [] : ['list_tools']), ...routes.calls]; waiting.length > 0;) {
        for (const [from, to] of bodies.get(waiting.pop()) ?? []) {
            listing.push([from, to]);
            for (let j = from + 1; j < to; j++) {
                const name = tokens[j].text;
                if (tokens[j].kind !== 'name' || !op(j + 1, '(') || called.has(name) || !bodies.has(name))
                    continue;
                called.add(name);
                waiting.push(name);
            }
        }
    }
    // rmcp's own `Tool`, built by hand where tools are listed: `Tool::new("name", "description", schema)`
    // or `Tool { name: \u2026, description: Some(\u2026), \u2026 }` (`model::Tool`, `rmcp::model::Tool` too), unless the
    // file defines a `Tool` of its own; one built anywhere else may never be listed. Each starting token of
    // one read, for the list_tools that lists only those.
    const literals = new Set();
    const ownTool = tokens.some((t, i) => t.kind === 'name' && t.text === 'Tool' && (is(i - 1, 'struct') || is(i - 1, 'enum') || is(i - 1, 'trait')));
    for (let i = 1; !ownTool && i + 2 < tokens.length; i++) {
        if (!is(i, 'Tool') || !listing.some(([from, to]) => from < i && i < to))
            continue;
        if (!is(i, 'Tool') || is(i - 1, 'struct') || is(i - 1, 'impl') || is(i - 1, 'for') || is(i - 1, 'let'))
            continue;
        const made = op(i + 1, ':') && op(i + 2, ':') && (is(i + 3, 'new') || is(i + 3, 'new_with_raw')) && op(i + 4, '(')
            ? i + 4
            : op(i + 1, '{') && fieldList(i + 1)
                ? i + 1
                : -1;
        if (made === -1)
            continue;
        let start = i;
        while (op(start - 1, ':') && op(start - 2, ':') && tokens[start - 3]?.kind === 'name')
            start -= 3;
        if (!tests && testCode.some(([from, to]) => from <= i && i <= to))
            testRegistrations++;
        else if (handBuilt(start, made))
            literals.add(start);
        i = pairs[made];
    }
    // A hand-written `ServerHandler::list_tools` builds its list at run time (from a registry, in a loop):
    // listed as not statically known, unless it hands over the `#[tool]` router's tools read above, or
    // returns one `vec![\u2026]` of tools each built by hand and read above, with nothing added to it, or names a
    // served table read below (tool-table.ts; a `fn list_tools()` of no parameters may be that table). A
    // crate with no SDK has no ServerHandler: its `list_tools` is its own, read as json-tools.ts reads it.
    const table = (j) => tokens[j].kind === 'name' && tables?.includes(tokens[j].text) === true;
    for (let i = 0; !handRolled && !lister && i + 2 < tokens.length; i++) {
        if (!is(i, 'fn') || !is(i + 1, 'list_tools') || !op(i + 2, '(') || (table(i + 1) && pairs[i + 2] === i + 3))
            continue;
        if (!tests && testCode.some(([from, to]) => from <= i && i <= to))
            continue;
        let body = pairs[i + 2] + 1;
        while (body < tokens.length && !op(body, '{') && !op(body, ';'))
            body++;
        if (!op(body, '{'))
            continue;
        let router = false;
        for (let j = body + 1; j < pairs[body] && !router; j++)
            router = is(j, 'list_all') || is(j, 'tool_router') || table(j);
        if (!router && !literalList(body))
            unread.push({ start: tokens[i + 1].start, what: 'a tool registration' });
        i = pairs[body];
    }
    const skipped = (i) => !tests && testCode.some(([from, to]) => from <= i && i <= to);
    if (attrImpls.length > 0 || mcpAttr)
        testRegistrations += readMcpAttr({ tokens, pairs, value: valueIn, skipped, crate: mcpAttr === true }, attrImpls, {
            tools,
            prompts,
            spans,
            names,
            unread,
            anchors,
        });
    if (rustMcpSdk)
        testRegistrations += readMcpTools({ tokens, pairs, openers, value: valueIn, skipped, nullUnion: rustMcpSdk.nullUnion, schemars: text.includes('schemars') }, { tools, prompts, spans, names, unread, anchors });
    if (handRolled) {
        testRegistrations += (0,json_tools/* readJsonTools */.k)({ tokens, pairs, skipped }, { tools, prompts, spans, names, unread, anchors });
        if (registered)
            readMethodTools({ tokens, pairs, registered, value: (i, to, pointer) => valueIn(i, to, pointer), skipped, drawsOn }, { tools, prompts, spans, names, unread, anchors });
    }
    // A table's field copied unchanged (`"x".into()`) is its literal.
    const copied = (i, pointer, key) => valueIn(...unwrapped(i, skip(i)), pointer, key);
    if (tables && tables.length > 0)
        (0,tool_table/* readToolTables */.E)({ tokens, pairs, tables, value: copied }, { tools, prompts, spans, names, unread, anchors });
    if (ownNew)
        (0,own_tool_new/* readOwnToolNew */.Lp)({ tokens, pairs, proof: ownNew, value: valueIn, written: (i, to) => resolve(constantOf(i, to) ?? i), skipped, drawsOn }, { tools, prompts, spans, names, unread, anchors });
    if (registry)
        (0,registry_calls/* readRegistryCalls */.d)({ tokens, pairs, proof: registry, value: valueIn, written: (i, to) => resolve(constantOf(i, to) ?? i), skipped, drawsOn }, { tools, prompts, spans, names, unread, anchors });
    if (consts)
        readConstTools({ tokens, pairs, served: consts, value: valueIn, skipped, drawsOn }, { tools, prompts, spans, names, unread, anchors });
    return { tools, prompts, spans, names, unread: unread.sort((a, b) => a.start - b.start), anchors, testRegistrations };
    /** Whether the braces at `open` hold a struct literal's fields (`name: \u2026, ..`), never a block or a pattern's shorthand. */
    function fieldList(open) {
        let named = false;
        for (let j = open + 1; j < pairs[open]; j = skip(j) + 1) {
            if (op(j, '.') && op(j + 1, '.'))
                continue;
            if (tokens[j].kind !== 'name' || !op(j + 1, ':') || op(j + 2, ':'))
                return false;
            named ||= is(j, 'name');
        }
        return named;
    }
    /**
     * A tool built by hand, whose call's `(` or literal's `{` is at `made`: its name when written as a
     * literal (`"x"`, `"x".into()`, `Cow::Borrowed("x")`, a constant), its description and title alike
     * (in `Some(\u2026)` too). The schema is made at run time (`json!`, `schema_for!`): listed as not
     * statically known, as is any other field not written as a literal. False when its name is not known.
     */
    function handBuilt(start, made) {
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        const given = [];
        if (op(made, '(')) {
            let j = made + 1;
            for (const key of ['name', 'description', 'inputSchema']) {
                if (j >= pairs[made])
                    break;
                given.push({ key, at: j, end: skip(j) });
                j = skip(j) + 1;
            }
        }
        else
            for (let j = made + 1; j < pairs[made]; j = skip(j) + 1) {
                const key = FIELDS[tokens[j].text];
                if (key !== undefined && op(j + 1, ':'))
                    given.push({ key, at: j + 2, end: skip(j + 2), keyAt: j });
            }
        // rmcp's builder methods on `Tool::new(\u2026)`: `.with_title("\u2026")`, `.with_annotations(\u2026)`, \u2026.
        let end = pairs[made];
        while (op(made, '(') && op(end + 1, '.') && tokens[end + 2]?.kind === 'name') {
            // Past a turbofish: `.with_output_schema::<Report>()`.
            let call = end + 3;
            if (op(call, ':') && op(call + 1, ':') && op(call + 2, '<'))
                while (call < end + 32 && call < tokens.length && !op(call, '('))
                    call++;
            if (!op(call, '('))
                break;
            const key = BUILDERS[tokens[end + 2].text];
            if (key !== undefined)
                given.push({ key, at: call + 1, end: pairs[call] });
            end = pairs[call];
        }
        const tool = {};
        let nameAt = -1;
        for (const field of given) {
            const [at, end] = unwrapped(field.at, field.end);
            const none = end === at + 1 && is(at, 'None');
            if (field.key === 'inputSchema' || field.key === 'outputSchema' || field.key === 'annotations') {
                if (!none)
                    unread.push({ start: tokens[field.at].start, what: `the tool's ${field.key}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, field.key) });
                continue;
            }
            const read = none ? null : valueIn(at, end, (0,util_pointer/* joinPointer */.Kn)(pointer, field.key), field.keyAt);
            if (typeof read === 'string') {
                tool[field.key] = read;
                if (field.key === 'name')
                    nameAt = resolve(constantOf(at, end) ?? at);
            }
            else if (field.key === 'name' || read !== null) {
                if (field.key === 'name') {
                    unread.push({ start: tokens[start].start, what: 'a tool registration' });
                    return false;
                }
                unread.push({ start: tokens[field.at].start, what: `the tool's ${field.key}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, field.key) });
            }
        }
        if (nameAt === -1) {
            unread.push({ start: tokens[start].start, what: 'a tool registration' });
            return false;
        }
        // What rmcp sends for a schema made at run time is an object schema: the tool keeps that shape.
        tool.inputSchema = { type: 'object' };
        place(pointer, start, end);
        tools.push({ name: tool.name, ...tool });
        names.push(tokens[nameAt].start);
        return true;
    }
    /** The value inside `Some(\u2026)`, `Cow::Borrowed(\u2026)`, `String::from(\u2026)` and before `.into()`, `.to_string()`, `.to_owned()`. */
    function unwrapped(from, to) {
        let at = from;
        let end = to;
        for (let hops = 0; hops < 4 && end > at; hops++) {
            if (end - at > 4 && op(end - 4, '.') && extract_CONVERSIONS.has(tokens[end - 3].text) && op(end - 2, '(') && op(end - 1, ')')) {
                end -= 4;
                continue;
            }
            let j = at;
            while (tokens[j]?.kind === 'name' && op(j + 1, ':') && op(j + 2, ':'))
                j += 3;
            if (!extract_WRAPPERS.has(tokens[j]?.text) || !op(j + 1, '(') || pairs[j + 1] !== end - 1)
                break;
            at = j + 2;
            end -= 1;
        }
        return [at, end];
    }
    /** Whether the body at `body` returns one `vec![\u2026]` whose items are all tools read by hand, with no loop or push to add others. */
    function literalList(body) {
        let list = -1;
        for (let j = body + 1; j < pairs[body]; j++) {
            if (tokens[j].kind === 'name' && GROWS.has(tokens[j].text))
                return false;
            if (!(is(j, 'vec') && op(j + 1, '!') && op(j + 2, '[')))
                continue;
            if (list !== -1)
                return false;
            list = j + 2;
            j = pairs[list];
        }
        if (list === -1 || pairs[list] === list + 1)
            return false;
        for (let j = list + 1; j < pairs[list]; j = skip(j) + 1)
            if (!literals.has(j))
                return false;
        return true;
    }
}
/** rmcp `Tool` fields read from a literal, by the key they are read into. */
const FIELDS = {
    name: 'name',
    title: 'title',
    description: 'description',
    input_schema: 'inputSchema',
    output_schema: 'outputSchema',
    annotations: 'annotations',
};
/** rmcp's `Tool` builder methods, by the field they set. */
const BUILDERS = {
    with_title: 'title',
    with_annotations: 'annotations',
    annotate: 'annotations',
    with_raw_output_schema: 'outputSchema',
    with_output_schema: 'outputSchema',
};
/** Calls that make a `Cow<str>` or `String` of the text they are given. */
const extract_CONVERSIONS = new Set(['into', 'to_string', 'to_owned']);
const extract_WRAPPERS = new Set(['Some', 'Borrowed', 'Owned', 'from']);
/** What may add tools to a list after it is written. */
const GROWS = new Set(['for', 'while', 'loop', 'push', 'extend', 'append', 'insert', 'chain']);
/** Doc comment lines joined as rmcp and schemars join them: each trimmed, blank ones left out, line breaks between. */
class DocLines {
    lines = [];
    anchors = [];
    index = 0;
    from = -1;
    whole = false;
    add(raw, start, token) {
        let lead = 0;
        let end = raw.length;
        while (lead < end && RUST_SPACE.has(raw[lead]))
            lead++;
        while (end > lead && RUST_SPACE.has(raw[end - 1]))
            end--;
        const line = raw.slice(lead, end);
        if (line === '')
            return;
        if (this.lines.length > 0)
            this.index++;
        else
            this.from = token;
        this.anchors.push([this.index, start + lead]);
        this.lines.push(line);
        this.index += line.length;
    }
    /** A file's text an attribute at `token` includes, as it is: the description is then placed whole, with no anchors. */
    include(text, token) {
        if (this.lines.length === 0)
            this.from = token;
        this.lines.push(text);
        this.whole = true;
    }
    read() {
        return this.lines.length > 0 ? { text: this.lines.join('\n'), anchors: this.whole ? [] : this.anchors, from: this.from } : undefined;
    }
}


/***/ }),

/***/ 1146:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ literalReader)
/* harmony export */ });
/* harmony import */ var _parse_string_anchors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4893);
/* harmony import */ var _extracted_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8600);
/* harmony import */ var _tokens_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7024);



const MAX_HOPS = 32;
function literalReader({ tokens, pairs, constants, spans, anchors, number }) {
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    /** The index after the expression at `i`: at a `,`, `;`, `=` or a closing bracket at its depth. */
    const skip = (i) => {
        for (; i < tokens.length; i++) {
            const t = tokens[i];
            if (t.kind !== 'op')
                continue;
            if (t.text === '(' || t.text === '[' || t.text === '{')
                i = pairs[i];
            else if (t.text === ')' || t.text === ']' || t.text === '}' || t.text === ',' || t.text === ';' || t.text === '=')
                return i;
        }
        return i;
    };
    /** The start of what the expression at `i` stands for: a same-file constant's value (`NAME`, `Class.NAME`). */
    const resolve = (i) => {
        let at = i;
        for (let hops = 0; hops < MAX_HOPS && tokens[at]?.kind === 'name'; hops++) {
            let last = at;
            while (op(last + 1, '.') && tokens[last + 2]?.kind === 'name')
                last += 2;
            const found = skip(at) === last + 1 ? constants.get(tokens[last].text) : undefined;
            if (found === undefined || found === at)
                break;
            at = found;
        }
        return at;
    };
    const place = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_1__/* .placer */ .G1)(tokens, spans);
    /** The value of the expression at `i`, placed at `pointer` (its key at token `key`); only read without one. */
    const value = (i, pointer, key) => {
        const at = resolve(i);
        const end = skip(at);
        const t = tokens[at];
        if (!t || end <= at)
            return _extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
        let read = _extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
        if (t.kind === 'string') {
            let out = '';
            const pieces = [];
            for (let j = at; j < end; j += 2) {
                const piece = tokens[resolve(j)];
                if (piece?.kind !== 'string' || piece.text === undefined || (j + 1 < end && !op(j + 1, '+')))
                    return _extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
                pieces.push({ anchors: piece.anchors ?? [[0, piece.start]], length: piece.text.length });
                out += piece.text;
            }
            if (pointer !== undefined)
                anchors.set(pointer, (0,_parse_string_anchors_js__WEBPACK_IMPORTED_MODULE_2__/* .joinedAnchors */ .Q)(pieces));
            read = out;
        }
        else if (end === at + 1 && t.kind === 'number' && number.test(t.text ?? ''))
            read = Number.parseFloat(t.text ?? '');
        else if (end === at + 1 && (t.text === 'true' || t.text === 'false'))
            read = t.text === 'true';
        else if (op(at, '-') && end === at + 2 && tokens[at + 1].kind === 'number')
            read = -Number.parseFloat(tokens[at + 1].text ?? '');
        if (read !== _extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV && pointer !== undefined)
            place(pointer, at, end - 1, key);
        return read;
    };
    return { op, skip, resolve, value, place };
}


/***/ }),

/***/ 8403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   XR: () => (/* binding */ namesSdk),
/* harmony export */   jf: () => (/* binding */ sharedExtraction),
/* harmony export */   vZ: () => (/* binding */ knownNoSdk)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7857);
/**
 * A source file's extraction, shared within a run between the two that read it: the consistency rules,
 * which read every source file of a package when they meet its first file (consistency/server-tools.ts),
 * and the file's own format, when the file is linted later. The first keeps what it extracted; the
 * second takes it (it is then gone). The file being linted when the rules read its package was read by
 * its own format just before: that one extraction, the last not kept, is held until the next, so the
 * rules take it too and every file is extracted once (a package with one server file, most of them, had
 * it extracted twice). Kept only while it fits the bounds, oldest first out, and only for the very text it
 * was made from: memory stays flat on any run, and a miss only costs the extraction again. Saved about
 * 350 ms of 2.7 s of CPU on the bench's 2,400-file source monorepo.
 */

/** Extractions kept at most, and the characters of their texts together. */
const MAX_KEPT = 1000;
const MAX_CHARS = 4 << 20;
class Shelf {
    kept = new Map();
    chars = 0;
    /** The last extraction not kept, and its key: the file being linted. */
    last;
    take(key, text) {
        const last = this.last;
        if (last?.key === key) {
            this.last = undefined;
            if (last.text === text)
                return last.extracted;
        }
        const kept = this.kept.get(key);
        if (kept === undefined)
            return undefined;
        this.remove(key, kept);
        return kept.text === text ? kept.extracted : undefined;
    }
    /** Holds `extracted` until the next extraction not kept: one text and its extraction at most. */
    hold(key, text, extracted) {
        this.last = text.length > MAX_CHARS ? undefined : { key, text, extracted };
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
 * only what they extract alike): the one kept or held for it in this run, taken, or `extract()`'s, kept
 * when `keep` says another reader will ask for it, else held until the next.
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
    else
        shelf.hold(key, text, extracted);
    return extracted;
}
/** Paths remembered at most per run; past it, it starts over (a miss only costs the test again). */
const MAX_ANSWERS = 100_000;
const SDK_ANSWERS = (0,_types_js__WEBPACK_IMPORTED_MODULE_0__/* .memoKey */ .e3)('whether source files name an MCP SDK, by format and path');
function answersOf(run, workspace) {
    const byWorkspace = run.memo(SDK_ANSWERS, () => new WeakMap());
    let answers = byWorkspace.get(workspace);
    if (!answers)
        byWorkspace.set(workspace, (answers = new Map()));
    return answers;
}
/**
 * Whether the source file at `path` names an MCP SDK (its format's `importsSdk`, which `test` asks), asked
 * once per run: the runner asks of every source file, and the consistency rules of every source file of a
 * package when they meet its first (server-tools.ts). Most files name none, and decoding and testing each
 * again was about 4 % of the bench's source monorepo; a module of tool objects answers by proving a
 * server registers them, and proving it twice was a quarter of a 156-module server's run. A run's texts
 * are the files at their paths, as its reads are (runner/kept.ts).
 */
function namesSdk(run, workspace, format, path, test) {
    if (run === undefined || workspace === undefined)
        return test();
    const answers = answersOf(run, workspace);
    const key = `${format}\0${path}`;
    let answer = answers.get(key);
    if (answer === undefined) {
        answer = test();
        if (answers.size >= MAX_ANSWERS)
            answers.clear();
        answers.set(key, answer);
    }
    return answer;
}
/** Whether this run found the source file at `path` to name no MCP SDK (see namesSdk): its bytes need no decoding. */
function knownNoSdk(run, workspace, format, path) {
    return answersOf(run, workspace).get(`${format}\0${path}`) === false;
}


/***/ }),

/***/ 4459:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  H: () => (/* binding */ extractTypescript)
});

// EXTERNAL MODULE: ./src/util/lazy-require.ts
var lazy_require = __webpack_require__(6050);
// EXTERNAL MODULE: ./src/parse/program.ts
var program = __webpack_require__(6039);
// EXTERNAL MODULE: ./src/util/pointer.ts
var util_pointer = __webpack_require__(6065);
// EXTERNAL MODULE: ./src/formats/source/extracted.ts
var extracted = __webpack_require__(8600);
;// CONCATENATED MODULE: ./src/formats/typescript-source/after-callback.ts
/**
 * The index in `args` (a call's arguments after the name, the first `args.length` of `total`) where the
 * SDK takes the callback, when a function written out stands there and both of its readings agree on it:
 * 1.3 to 1.16 take any argument after the description as the shape when more follow, 1.17 on only an
 * object. Undefined when an argument on the way is not statically known, or none is such a function.
 */
function callbackIndex(reader, args, total = args.length) {
    const kind = (index) => (index < args.length ? kindOf(reader, args[index]) : undefined);
    let at = kind(0) === 'string' ? 1 : 0;
    // Both readings shift exactly one argument here, the later only when it is a shape or annotations.
    if (total - at > 1) {
        const first = kind(at);
        if (first !== 'shape' && first !== 'object')
            return undefined;
        at++;
        // 1.17 on shift annotations after a shape too; 1.3 to 1.16 would take them for the callback.
        if (first === 'shape' && total - at > 1 && kind(at) === 'object')
            return undefined;
    }
    return kind(at) === 'function' ? at : undefined;
}
/** Source text of a node on one line, cut to `max` characters. */
function shortText(node, max = 60) {
    const text = node.getText().replace(/\s+/g, ' ');
    return text.length > max ? `${text.slice(0, max - 1)}\u2026` : text;
}
function kindOf(reader, node) {
    const { ts } = reader;
    // An imported list's `{}` written at the call (no key of the item): an empty raw shape.
    if (node === undefined)
        return 'shape';
    const at = reader.resolve(node);
    if (ts.isStringLiteralLike(at) || ts.isTemplateExpression(at))
        return 'string';
    if (ts.isArrowFunction(at) || ts.isFunctionExpression(at))
        return 'function';
    if (ts.isObjectLiteralExpression(at))
        return isShape(ts, reader, at) ? 'shape' : 'object';
    return undefined;
}
/** Whether an object argument of `tool(\u2026)` is a zod raw shape (its values zod chains), not annotations (literals). */
function isShape(ts, reader, node) {
    return node.properties.every((p) => !ts.isPropertyAssignment(p) || ts.isCallExpression(reader.resolve(p.initializer)));
}

// EXTERNAL MODULE: ./src/formats/typescript-source/dropping.ts
var dropping = __webpack_require__(1851);
// EXTERNAL MODULE: ./src/formats/typescript-source/loop-registrars.ts
var loop_registrars = __webpack_require__(5209);
;// CONCATENATED MODULE: ./src/formats/typescript-source/answered-locals.ts


/** The initializer of the handler's own `const` a name in its answer stands for, if it is one. */
function answeredLocal(ts, body, node) {
    const name = (0,loop_registrars/* stripped */.uR)(ts, node);
    if (!ts.isIdentifier(name) || !ts.isBlock(body))
        return undefined;
    let found;
    let count = 0;
    const visit = (at) => {
        if ((ts.isVariableDeclaration(at) || ts.isParameter(at) || ts.isBindingElement(at)) && ts.isIdentifier(at.name) && at.name.text === name.text) {
            count++;
            if (ts.isVariableDeclaration(at))
                found = at;
        }
        ts.forEachChild(at, visit);
    };
    visit(body);
    const list = found?.parent;
    const own = list && ts.isVariableDeclarationList(list) && (list.flags & ts.NodeFlags.Const) !== 0 && list.parent.parent === body;
    // A list written out in the handler is one it picks from (extract.ts reads its items); a chain over a list is its answer.
    const value = found?.initializer && (0,loop_registrars/* stripped */.uR)(ts, found.initializer);
    return count === 1 && own && value && ts.isCallExpression(value) ? value : undefined;
}
/** `list.filter(predicate)`, its predicate changing nothing: the list it keeps items of. */
function keptFrom(ts, node) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, node);
    if (!ts.isCallExpression(at) || at.arguments.length !== 1 || !ts.isPropertyAccessExpression(at.expression))
        return undefined;
    return at.expression.name.text === 'filter' && (0,dropping/* keepsItems */.tL)(ts, at.arguments[0]) ? at.expression.expression : undefined;
}

// EXTERNAL MODULE: ./src/formats/typescript-source/values.ts
var values = __webpack_require__(7472);
;// CONCATENATED MODULE: ./src/formats/typescript-source/enclosing-lists.ts


/**
 * The list an answer's name stands for, when a block around the answer declares it, the module's only declaration
 * of the name. One the answering `bodies` declare themselves is a list they pick from (extract.ts), not this.
 */
function enclosingList(ts, node, lists, bodies) {
    const name = (0,loop_registrars/* stripped */.uR)(ts, node);
    const list = ts.isIdentifier(name) ? lists.get(name.text) : undefined;
    if (!list || !ts.isIdentifier(name))
        return undefined;
    let declaration = list;
    while (!ts.isVariableDeclaration(declaration))
        declaration = declaration.parent;
    // The declaration's statement, then the block (or module) holding it: the answer must be inside that block.
    const statement = declaration.parent.parent;
    const scope = statement.parent;
    const encloses = ts.isVariableStatement(statement) && scope.getStart() <= name.getStart() && name.end <= scope.end;
    const twice = (0,values/* someNode */.Ng)(ts, name.getSourceFile(), (at) => at !== declaration && (0,values/* declaredName */.op)(ts, at)?.text === name.text);
    const own = bodies.some((body) => body.pos <= declaration.pos && declaration.end <= body.end);
    return encloses && !twice && !own ? list : undefined;
}

// EXTERNAL MODULE: ./src/formats/typescript-source/forwarders.ts + 1 modules
var typescript_source_forwarders = __webpack_require__(9442);
// EXTERNAL MODULE: ./src/engine/test-source.ts
var test_source = __webpack_require__(260);
// EXTERNAL MODULE: ./src/formats/source/draws-on.ts
var draws_on = __webpack_require__(5533);
// EXTERNAL MODULE: ./src/formats/typescript-source/handed-server.ts + 2 modules
var handed_server = __webpack_require__(4693);
;// CONCATENATED MODULE: ./src/formats/typescript-source/constructed-classes.ts





const REGISTERS = new Set(['tool', 'registerTool']);
const MAX_READS = 12;
/** The module's classes constructed as they are and registered through, by a module of the repository (or itself). */
function constructedClasses(ts, file, path, workspace) {
    const out = new Map();
    const candidates = registeringClasses(ts, file);
    if (candidates.size === 0)
        return out;
    const memo = (0,handed_server/* memoOf */.Q0)(workspace);
    let reads = MAX_READS;
    for (const caller of [path, ...(0,handed_server/* callersOf */.Gt)(workspace, path).filter((at) => at !== path), ...(0,handed_server/* entriesAbove */.e_)(workspace, path)]) {
        if (out.size === candidates.size || reads-- <= 0)
            break;
        if ((0,test_source/* testSource */.s)(caller) !== undefined)
            continue;
        const module = caller === path ? { file, bindings: [] } : (0,handed_server/* read */.LF)(ts, workspace, memo, caller);
        if (!module)
            continue;
        // The class by the name the module knows it: its own, or an import of it from this module.
        const locals = (0,handed_server/* localNames */.qu)(ts, workspace, memo, module.bindings, candidates, caller, path);
        if (locals.size === 0)
            continue;
        for (const [local, method] of registrationsThrough(ts, module.file, locals)) {
            const name = locals.get(local);
            if (!candidates.get(name)?.has(method))
                continue;
            if (!out.has(name))
                out.set(name, new Set());
            out.get(name)?.add(method);
            if (caller !== path)
                (0,draws_on/* drew */.c)(workspace, caller);
        }
    }
    return out;
}
/**
 * For a registration of a class of `classes`, in one of its proved methods, whose name is a `this.<member>` the
 * class fixes: the registration's stand-in, each such `this.<member>` swapped for the value the class writes.
 */
function ownMembers(ts, call, classes) {
    const method = enclosingMethod(ts, call);
    const cls = method?.parent;
    if (!method || !cls || !ts.isClassDeclaration(cls) || !cls.name || !ts.isIdentifier(method.name))
        return undefined;
    if (!classes.get(cls.name.text)?.has(method.name.text))
        return undefined;
    const value = (node) => {
        const at = (0,loop_registrars/* stripped */.uR)(ts, node);
        return ts.isPropertyAccessExpression(at) && at.expression.kind === ts.SyntaxKind.ThisKeyword ? fixedMember(ts, cls, at.name.text) : undefined;
    };
    const [name] = call.arguments;
    if (!name || !value(name))
        return undefined;
    return { object: call, swap: (node) => value(node) ?? node };
}
/** The class's top-level non-abstract classes with a method registering on the SDK a name `this.<member>`, by name: those methods. */
function registeringClasses(ts, file) {
    const out = new Map();
    for (const statement of file.statements) {
        if (!ts.isClassDeclaration(statement) || !statement.name || ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.AbstractKeyword))
            continue;
        const methods = new Set();
        (0,values/* walk */.GG)(ts, statement, (node) => {
            if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && REGISTERS.has(node.expression.name.text)) {
                const first = node.arguments[0] && (0,loop_registrars/* stripped */.uR)(ts, node.arguments[0]);
                const method = enclosingMethod(ts, node);
                if (first && ts.isPropertyAccessExpression(first) && first.expression.kind === ts.SyntaxKind.ThisKeyword && method && ts.isIdentifier(method.name))
                    methods.add(method.name.text);
            }
        });
        if (methods.size > 0)
            out.set(statement.name.text, methods);
    }
    return out;
}
/** The method whose `this` a node sees: the nearest function around it that is no arrow function, if a method. */
function enclosingMethod(ts, at) {
    let node = at.parent;
    while (node && !ts.isSourceFile(node) && (!ts.isFunctionLike(node) || ts.isArrowFunction(node)))
        node = node.parent;
    return node && ts.isMethodDeclaration(node) && !ts.getModifiers(node)?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword) ? node : undefined;
}
/** `new C(\u2026).register(\u2026)`, or `x.register(\u2026)` of a `const x = new C(\u2026)` of a block around it: each class local and method called. */
function registrationsThrough(ts, file, locals) {
    const out = [];
    const constructed = (node) => {
        const at = (0,loop_registrars/* stripped */.uR)(ts, node);
        return ts.isNewExpression(at) && ts.isIdentifier(at.expression) && locals.has(at.expression.text) ? at.expression.text : undefined;
    };
    (0,values/* walk */.GG)(ts, file, (node) => {
        if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
            const target = (0,loop_registrars/* stripped */.uR)(ts, node.expression.expression);
            // Or what a `const` of that name in a block around it holds (the nearest).
            const held = ts.isIdentifier(target) ? (0,handed_server/* constDeclaration */.IL)(ts, target)?.initializer : undefined;
            const local = constructed(target) ?? (held && constructed(held));
            if (local)
                out.push([local, node.expression.name.text]);
        }
    });
    return out;
}
/**
 * The value a class fixes for its member: its getter's (getterValue), or a `readonly` property's initializer,
 * the class assigning `this.<name>` nowhere. Undefined for any other.
 */
function fixedMember(ts, cls, name) {
    const members = cls.members.filter((m) => m.name && ts.isIdentifier(m.name) && m.name.text === name && !isStatic(ts, m));
    const [member, ...more] = members;
    if (!member || more.length > 0 || assigns(ts, cls, name))
        return undefined;
    if (ts.isGetAccessorDeclaration(member))
        return getterValue(ts, cls, name);
    return ts.isPropertyDeclaration(member) && ts.getModifiers(member)?.some((m) => m.kind === ts.SyntaxKind.ReadonlyKeyword) ? member.initializer : undefined;
}
/** What a class's own getter of `name` returns, its body one `return` and the class declaring no setter of it. */
function getterValue(ts, cls, name) {
    const members = cls.members.filter((m) => m.name && ts.isIdentifier(m.name) && m.name.text === name && !isStatic(ts, m));
    const [getter, ...more] = members;
    if (!getter || more.length > 0 || !ts.isGetAccessorDeclaration(getter))
        return undefined;
    const [only, ...rest] = getter.body?.statements ?? [];
    return only && rest.length === 0 && ts.isReturnStatement(only) ? only.expression : undefined;
}
function isStatic(ts, member) {
    return ts.canHaveModifiers(member) && !!ts.getModifiers(member)?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword);
}
/** Whether the class assigns `this.<name>` (or `(this as T).<name>`) anywhere (a constructor may, a `readonly` property notwithstanding). */
function assigns(ts, cls, name) {
    let found = false;
    (0,values/* walk */.GG)(ts, cls, (node) => {
        if ((0,values/* isAssignment */.wh)(ts, node) &&
            ts.isPropertyAccessExpression(node.left) &&
            (0,loop_registrars/* stripped */.uR)(ts, node.left.expression).kind === ts.SyntaxKind.ThisKeyword &&
            node.left.name.text === name)
            found = true;
    });
    return found;
}

// EXTERNAL MODULE: ./src/formats/typescript-source/named-dicts.ts
var named_dicts = __webpack_require__(1689);
// EXTERNAL MODULE: ./src/formats/typescript-source/imported-lists.ts + 16 modules
var imported_lists = __webpack_require__(1919);
// EXTERNAL MODULE: ./src/formats/typescript-source/tool-lists.ts + 4 modules
var tool_lists = __webpack_require__(1052);
;// CONCATENATED MODULE: ./src/formats/typescript-source/read-lists.ts





/** How many imported lists one file looks at. */
const MAX_LISTS = 8;
/** The local names of imported lists the file loops over whose every item their module's reader reads. */
function readLists(ts, file, path, workspace) {
    const out = new Set();
    const looped = loopedNames(ts, file);
    if (looped.size === 0)
        return out;
    const memo = (0,handed_server/* memoOf */.Q0)(workspace);
    let count = 0;
    for (const binding of (0,handed_server/* bindingsOf */.kK)(ts, file)) {
        if (binding.reexport !== undefined || binding.name === '*' || !looped.has(binding.local) || count++ >= MAX_LISTS)
            continue;
        const at = (0,handed_server/* importedFile */.fw)(ts, workspace, memo, binding.from, path);
        const module = at === undefined ? undefined : (0,handed_server/* read */.LF)(ts, workspace, memo, at);
        if (!module || at === undefined || !writtenOut(ts, module.file, binding.name))
            continue;
        if ((0,imported_lists/* listedRegistrations */.A)(module.file.text, at, workspace) === undefined)
            continue;
        out.add(binding.local);
        workspace.drawsOn?.(at);
    }
    return out;
}
/** The names the file loops over: `for (\u2026 of L)`, `L.forEach(\u2026)`. */
function loopedNames(ts, file) {
    const out = new Set();
    (0,values/* walk */.GG)(ts, file, (node) => {
        if (ts.isForOfStatement(node) && ts.isIdentifier((0,loop_registrars/* stripped */.uR)(ts, node.expression)))
            out.add((0,loop_registrars/* stripped */.uR)(ts, node.expression).text);
        const callee = ts.isCallExpression(node) ? node.expression : undefined;
        if (callee && ts.isPropertyAccessExpression(callee) && callee.name.text === 'forEach' && ts.isIdentifier(callee.expression))
            out.add(callee.expression.text);
    });
    return out;
}
/** Whether the module exports `name` as a list written out whose every item its reader takes for a tool. */
function writtenOut(ts, file, name) {
    const local = (0,handed_server/* exportedLocal */.fb)(ts, file, name);
    const value = local === undefined ? undefined : (0,handed_server/* topConst */.Xs)(ts, file, local)?.initializer;
    const list = value && (0,loop_registrars/* stripped */.uR)(ts, value);
    if (!list || !ts.isArrayLiteralExpression(list) || list.elements.some(ts.isSpreadElement))
        return false;
    const exported = [...(0,tool_lists/* exportedTools */.L7)(ts, file, false), ...(0,tool_lists/* exportedTools */.L7)(ts, file, true)].find(([n]) => n === name)?.[1];
    return (!!exported &&
        exported.kind === 'list' &&
        !exported.via &&
        !exported.generated?.length &&
        !exported.aliased?.length &&
        exported.tools.length === list.elements.length);
}
/**
 * Whether a registration's name is a loop item's own `name` over one of `lists`: `t.name` of `for (const t of L)`
 * or `L.forEach((t) => \u2026)`, or `name` (`name: toolName`) destructured in the loop's head.
 */
function itemOfReadList(ts, name, lists) {
    if (lists.size === 0)
        return false;
    const at = (0,loop_registrars/* stripped */.uR)(ts, name);
    const variable = ts.isPropertyAccessExpression(at) && at.name.text === 'name' && ts.isIdentifier(at.expression) ? at.expression.text : undefined;
    const bound = ts.isIdentifier(at) ? at.text : undefined;
    for (let node = at.parent; node; node = node.parent) {
        if (ts.isForOfStatement(node)) {
            const iterated = (0,loop_registrars/* stripped */.uR)(ts, node.expression);
            const declared = ts.isVariableDeclarationList(node.initializer) ? node.initializer.declarations[0]?.name : undefined;
            if (!ts.isIdentifier(iterated) || !lists.has(iterated.text) || !declared)
                continue;
            if (variable !== undefined && ts.isIdentifier(declared) && declared.text === variable)
                return true;
            if (bound !== undefined &&
                ts.isObjectBindingPattern(declared) &&
                declared.elements.some((e) => ts.isIdentifier(e.name) &&
                    e.name.text === bound &&
                    (e.propertyName ? ts.isIdentifier(e.propertyName) && e.propertyName.text === 'name' : bound === 'name')))
                return true;
        }
        if ((ts.isArrowFunction(node) || ts.isFunctionExpression(node)) && ts.isCallExpression(node.parent) && node.parent.arguments[0] === node) {
            const callee = node.parent.expression;
            const parameter = node.parameters[0]?.name;
            const over = ts.isPropertyAccessExpression(callee) && callee.name.text === 'forEach' && ts.isIdentifier(callee.expression) && lists.has(callee.expression.text);
            if (over && parameter && ts.isIdentifier(parameter) && parameter.text === variable)
                return true;
        }
    }
    return false;
}

// EXTERNAL MODULE: ./src/formats/typescript-source/hand-rolled.ts + 1 modules
var hand_rolled = __webpack_require__(2657);
// EXTERNAL MODULE: ./src/formats/typescript-source/handed-answers.ts
var handed_answers = __webpack_require__(9388);
// EXTERNAL MODULE: ./src/formats/typescript-source/server-object.ts
var server_object = __webpack_require__(741);
// EXTERNAL MODULE: ./src/formats/typescript-source/sole-call.ts
var sole_call = __webpack_require__(40);
;// CONCATENATED MODULE: ./src/formats/typescript-source/unread-names.ts

/** The entry's text for a registration whose name is not statically known. */
function unreadRegistration(ts, name) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, name);
    if (!ts.isIdentifier(at))
        return 'a tool registration';
    for (let node = at.parent; node && !ts.isSourceFile(node); node = node.parent)
        if (ts.isFunctionLike(node)) {
            // A callback handed to a call (`list.forEach((name) => \u2026)`) is handed the items of that call, not a caller's name.
            const handed = ts.isCallExpression(node.parent) && node.parent.arguments.some((arg) => arg === node);
            return !handed && node.parameters.some((p) => ts.isIdentifier(p.name) && p.name.text === at.text)
                ? `a tool registration (its name is the parameter \`${at.text}\`: what each call hands the function)`
                : 'a tool registration';
        }
    return 'a tool registration';
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/static-delegates.ts




const static_delegates_MAX_READS = 12;
/** The bytes of a module looked at for the class's name. */
const MAX_LOOKED = 1 << 20;
/** The module's classes whose static methods setting up a handler a module of the repository calls on the class itself. */
function staticCalls(ts, file, path, workspace) {
    const out = new Map();
    const candidates = settingUp(ts, file);
    if (candidates.size === 0)
        return out;
    const memo = (0,handed_server/* memoOf */.Q0)(workspace);
    let reads = static_delegates_MAX_READS;
    for (const caller of [path, ...(0,handed_server/* callersOf */.Gt)(workspace, path).filter((at) => at !== path), ...(0,handed_server/* entriesAbove */.e_)(workspace, path)]) {
        if (out.size === candidates.size)
            break;
        if ((0,test_source/* testSource */.s)(caller) !== undefined || (caller !== path && !namesOne(workspace, caller, candidates)))
            continue;
        if (reads-- <= 0)
            break;
        const module = caller === path ? { file, bindings: [] } : (0,handed_server/* read */.LF)(ts, workspace, memo, caller);
        if (!module)
            continue;
        // The class by the name the module knows it: its own, or an import of it from this module.
        const locals = (0,handed_server/* localNames */.qu)(ts, workspace, memo, module.bindings, candidates, caller, path);
        if (locals.size === 0)
            continue;
        const visit = (node) => {
            if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ts.isIdentifier(node.expression.expression)) {
                const name = locals.get(node.expression.expression.text);
                const method = node.expression.name.text;
                if (name !== undefined && candidates.get(name)?.has(method)) {
                    if (!out.has(name))
                        out.set(name, new Set());
                    out.get(name)?.add(method);
                    if (caller !== path)
                        (0,draws_on/* drew */.c)(workspace, caller);
                }
            }
            ts.forEachChild(node, visit);
        };
        visit(module.file);
    }
    return out;
}
/** Whether the module's text names one of the classes at all: a module that does not is not parsed. */
function namesOne(workspace, path, classes) {
    const bytes = workspace.kind(path) === 'file' ? workspace.head(path, MAX_LOOKED) : undefined;
    if (!bytes)
        return false;
    const text = new TextDecoder().decode(bytes);
    return [...classes.keys()].some((name) => text.includes(name));
}
/**
 * The body of the class's own static method a handler's `return this.<method>()` calls, when the static method
 * setting the handler up is one a module calls on the class by name (`calls`); undefined otherwise.
 */
function staticDelegate(ts, returned, calls) {
    if (!calls?.size)
        return undefined;
    let at = returned;
    while (ts.isAwaitExpression(at) || ts.isParenthesizedExpression(at) || ts.isAsExpression(at))
        at = at.expression;
    if (!ts.isCallExpression(at) || at.arguments.length > 0 || !ts.isPropertyAccessExpression(at.expression))
        return undefined;
    if ((0,loop_registrars/* stripped */.uR)(ts, at.expression.expression).kind !== ts.SyntaxKind.ThisKeyword)
        return undefined;
    const setup = staticOwner(ts, at);
    const cls = setup?.parent;
    if (!setup || !cls || !ts.isClassDeclaration(cls) || !cls.name || !ts.isIdentifier(setup.name))
        return undefined;
    if (!calls.get(cls.name.text)?.has(setup.name.text))
        return undefined;
    const name = at.expression.name.text;
    const named = cls.members.filter((m) => m.name && ts.isIdentifier(m.name) && m.name.text === name);
    const [method] = named;
    return named.length === 1 && ts.isMethodDeclaration(method) && static_delegates_isStatic(ts, method) ? method.body : undefined;
}
/** The top-level classes' static methods that set up a request handler (`\u2026.setRequestHandler(\u2026)`), by class name. */
function settingUp(ts, file) {
    const out = new Map();
    for (const statement of file.statements) {
        if (!ts.isClassDeclaration(statement) || !statement.name)
            continue;
        const methods = new Set();
        const visit = (node) => {
            if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && node.expression.name.text === 'setRequestHandler') {
                const method = staticOwner(ts, node);
                if (method && method.parent === statement && ts.isIdentifier(method.name))
                    methods.add(method.name.text);
            }
            ts.forEachChild(node, visit);
        };
        visit(statement);
        if (methods.size > 0)
            out.set(statement.name.text, methods);
    }
    return out;
}
/** The static method whose `this` a node sees: the nearest function around it that is no arrow function, if one. */
function staticOwner(ts, node) {
    let owner = node.parent;
    while (owner && !ts.isSourceFile(owner) && (!ts.isFunctionLike(owner) || ts.isArrowFunction(owner)))
        owner = owner.parent;
    return owner && ts.isMethodDeclaration(owner) && static_delegates_isStatic(ts, owner) ? owner : undefined;
}
function static_delegates_isStatic(ts, member) {
    return ts.getModifiers(member)?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword) ?? false;
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/own-records.ts






const own_records_MAX_READS = 12;
/** The module's classes constructed as they are by a module of the repository (or itself), whose methods return records of their own members. */
function ownRecordClasses(ts, file, path, workspace) {
    const out = new Set();
    const candidates = new Map();
    for (const statement of file.statements)
        if (ts.isClassDeclaration(statement) && statement.name && recordsOwnMembers(ts, statement))
            candidates.set(statement.name.text, true);
    if (candidates.size === 0)
        return out;
    const memo = (0,handed_server/* memoOf */.Q0)(workspace);
    let reads = own_records_MAX_READS;
    for (const caller of [path, ...(0,handed_server/* callersOf */.Gt)(workspace, path).filter((at) => at !== path), ...(0,handed_server/* entriesAbove */.e_)(workspace, path)]) {
        if (out.size === candidates.size || reads <= 0)
            break;
        if ((0,test_source/* testSource */.s)(caller) !== undefined)
            continue;
        if (caller !== path && ![...candidates.keys()].some((name) => !out.has(name) && (0,handed_server/* mentions */.wy)(workspace, memo, caller, name)))
            continue;
        reads--;
        const module = caller === path ? { file, bindings: [] } : (0,handed_server/* read */.LF)(ts, workspace, memo, caller);
        if (!module)
            continue;
        const locals = (0,handed_server/* localNames */.qu)(ts, workspace, memo, module.bindings, candidates, caller, path);
        if (locals.size === 0)
            continue;
        for (const local of constructedNames(ts, module.file)) {
            const name = locals.get(local);
            if (name === undefined || out.has(name))
                continue;
            out.add(name);
            if (caller !== path)
                (0,draws_on/* drew */.c)(workspace, caller);
        }
    }
    return out;
}
/**
 * For a method of one of `classes`, the record's stand-in: each `this.<member>` it is written with swapped for the
 * value the class fixes, any other value as it is. Undefined for a method of any other class, or a static one.
 */
function ownRecordSwap(ts, method, classes) {
    const cls = method.parent;
    if (!classes?.size || !ts.isMethodDeclaration(method) || own_records_isStatic(ts, method) || !ts.isClassDeclaration(cls) || !cls.name || !classes.has(cls.name.text))
        return undefined;
    return (node) => ownMember(ts, cls, node) ?? node;
}
/** What a `this.<member>` the class fixes stands for; undefined for any other expression. */
function ownMember(ts, cls, node) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, node);
    return ts.isPropertyAccessExpression(at) && at.expression.kind === ts.SyntaxKind.ThisKeyword ? fixedMember(ts, cls, at.name.text) : undefined;
}
/** Whether a class is concrete and has a method, declared with its result type, returning an object literal with a value `this.<member>` it fixes. */
function recordsOwnMembers(ts, cls) {
    if (ts.getModifiers(cls)?.some((m) => m.kind === ts.SyntaxKind.AbstractKeyword))
        return false;
    return cls.members.some((member) => {
        if (!ts.isMethodDeclaration(member) || !member.type || !member.body || own_records_isStatic(ts, member))
            return false;
        const returned = [];
        (0,tool_lists/* collectReturns */.mk)(ts, member.body, returned);
        return returned.some((expression) => {
            const object = (0,loop_registrars/* stripped */.uR)(ts, expression);
            return (ts.isObjectLiteralExpression(object) &&
                object.properties.some((property) => ts.isPropertyAssignment(property) && ownMember(ts, cls, property.initializer) !== undefined));
        });
    });
}
/** The names a module constructs with `new` (`new AcceptTool()`, in a list or anywhere). */
function constructedNames(ts, file) {
    const out = new Set();
    const visit = (node) => {
        if (ts.isNewExpression(node) && ts.isIdentifier(node.expression))
            out.add(node.expression.text);
        ts.forEachChild(node, visit);
    };
    visit(file);
    return out;
}
function own_records_isStatic(ts, member) {
    return !!ts.getModifiers(member)?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword);
}

// EXTERNAL MODULE: ./src/formats/typescript-source/metadata-decorators.ts
var metadata_decorators = __webpack_require__(5642);
// EXTERNAL MODULE: ./src/formats/typescript-source/record-makers.ts
var record_makers = __webpack_require__(9669);
;// CONCATENATED MODULE: ./src/formats/typescript-source/built-lists.ts

/** The block body of the module's function a call builds the list with (`buildTools(config)`, awaited or not), if it is one. */
function builtBody(ts, called) {
    let at = called;
    while (ts.isAwaitExpression(at) || ts.isParenthesizedExpression(at) || ts.isAsExpression(at))
        at = at.expression;
    if (!ts.isCallExpression(at) || !ts.isIdentifier(at.expression))
        return undefined;
    const name = at.expression.text;
    const file = at.getSourceFile();
    const fn = moduleFunction(ts, file, name);
    if (!fn?.body || !ts.isBlock(fn.body))
        return undefined;
    if ((0,values/* someNode */.Ng)(ts, file, (node) => (0,values/* isAssignment */.wh)(ts, node) && ts.isIdentifier(node.left) && node.left.text === name))
        return undefined;
    const constants = topConstants(ts, file);
    const shadows = (0,values/* someNode */.Ng)(ts, fn, (node) => {
        const declared = (0,values/* declaredName */.op)(ts, node);
        return declared !== undefined && node !== fn && constants.has(declared.text);
    });
    return shadows ? undefined : fn.body;
}
/** The module's one top-level declaration of `name`, when it is a function (declared, or a `const` arrow or function expression). */
function moduleFunction(ts, file, name) {
    const found = [];
    for (const statement of file.statements) {
        if (ts.isFunctionDeclaration(statement) && statement.name?.text === name)
            found.push(statement);
        else if (ts.isVariableStatement(statement)) {
            for (const declaration of statement.declarationList.declarations)
                if (ts.isIdentifier(declaration.name) && declaration.name.text === name)
                    found.push(statement.declarationList.flags & ts.NodeFlags.Const && declaration.initializer ? declaration.initializer : declaration);
        }
        else if ((ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) && statement.name?.text === name)
            found.push(statement);
    }
    const [only] = found;
    if (found.length !== 1)
        return undefined;
    if (ts.isFunctionDeclaration(only))
        return only;
    return ts.isArrowFunction(only) || ts.isFunctionExpression(only) ? only : undefined;
}
/** The names of the module's top-level `const` declarations: those values.ts reads by name. */
function topConstants(ts, file) {
    const out = new Set();
    for (const statement of file.statements)
        if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const)
            for (const declaration of statement.declarationList.declarations)
                if (ts.isIdentifier(declaration.name))
                    out.add(declaration.name.text);
    return out;
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/zod.ts


/** The bases zod-to-json-schema counts as primitives (`primitiveMappings`), for unions and nullables. */
const PRIMITIVE = { string: true, number: true, boolean: true };
const BASE = {
    string: { type: 'string' },
    number: { type: 'number' },
    boolean: { type: 'boolean' },
    any: {},
    unknown: {},
};
/** Links that keep the schema as it is (refinements no JSON Schema keyword says). */
const NEUTRAL = new Set(['trim', 'toLowerCase', 'toUpperCase', 'strict', 'passthrough', 'readonly', 'finite']);
/** A number's bounds with no argument, as both zods write them. */
const SIGNED = {
    positive: ['exclusiveMinimum', 0],
    nonnegative: ['minimum', 0],
    negative: ['exclusiveMaximum', 0],
    nonpositive: ['maximum', 0],
};
/** A number's bounds with one: `.gte(n)` is `.min(n)`, `.lte(n)` is `.max(n)`. */
const COMPARED = { gt: 'exclusiveMinimum', gte: 'minimum', lt: 'exclusiveMaximum', lte: 'maximum' };
const FORMATS = { url: 'uri', email: 'email', uuid: 'uuid', datetime: 'date-time' };
/** A raw shape `{ a: z.string(), \u2026 }` (the SDK's `paramsSchema`) as an object schema placed at `pointer`. */
function shapeSchema(reader, node, pointer) {
    const properties = {};
    const required = [];
    reader.place(pointer, node);
    const props = (0,util_pointer/* joinPointer */.Kn)(pointer, 'properties');
    for (const property of node.properties) {
        const name = reader.propertyName(property);
        const at = (0,util_pointer/* joinPointer */.Kn)(props, name ?? '');
        if (name === undefined || !reader.ts.isPropertyAssignment(property)) {
            reader.unread.push({ node: property, what: 'a parameter' });
            continue;
        }
        const read = zodSchema(reader, property.initializer, at, property.name);
        if (!read) {
            reader.unread.push({ node: property.initializer, what: `the schema of parameter ${JSON.stringify(name)}` });
            properties[name] = zodDescription(reader, property.initializer, at, property.name) ?? {};
            reader.place(at, property.initializer, property.name);
            continue;
        }
        properties[name] = read.schema;
        if (!read.optional)
            required.push(name);
    }
    return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}
/** A zod chain's schema placed at `pointer`, or undefined when a link of it is not one mcpdesc reads. */
function zodSchema(reader, node, pointer, key, depth = 0) {
    const { ts } = reader;
    const at = reader.resolve(node);
    if (depth > 32 || !ts.isCallExpression(at) || !ts.isPropertyAccessExpression(at.expression))
        return undefined;
    const link = at.expression.name.text;
    const target = at.expression.expression;
    const args = at.arguments;
    let read;
    // `z.string()` and `z.coerce.number()` start a chain; anything else called on is a link of one.
    if (isZodRoot(ts, reader, target))
        read = base(reader, link, args, pointer, depth);
    else {
        const inner = zodSchema(reader, target, pointer, key, depth + 1);
        read = inner && modify(reader, inner, link, args, pointer, depth);
    }
    if (read)
        reader.place(pointer, at, key);
    return read;
}
/**
 * The description a chain mcpdesc cannot read whole still gives (`custom.describe("\u2026")`): the text a
 * client shows the model, which the security rules read all the same. Undefined when it has none.
 */
function zodDescription(reader, node, pointer, key, depth = 0) {
    const { ts } = reader;
    const at = reader.resolve(node);
    if (depth > 32 || !ts.isCallExpression(at) || !ts.isPropertyAccessExpression(at.expression))
        return undefined;
    if (at.expression.name.text === 'describe' && at.arguments.length === 1) {
        const text = reader.string(at.arguments[0], (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'));
        if (text === extracted/* UNKNOWN */.HV)
            return undefined;
        reader.place(pointer, at, key);
        return { description: text };
    }
    return zodDescription(reader, at.expression.expression, pointer, key, depth + 1);
}
function isZodRoot(ts, reader, target) {
    if (ts.isIdentifier(target))
        return !ts.isCallExpression(reader.resolve(target));
    return ts.isPropertyAccessExpression(target) && target.name.text === 'coerce' && ts.isIdentifier(target.expression);
}
function base(reader, link, args, pointer, depth) {
    const { ts } = reader;
    if (Object.hasOwn(BASE, link) && args.length === 0)
        return { schema: { ...BASE[link] }, optional: false, kind: link in PRIMITIVE ? 'primitive' : 'other' };
    if (link === 'enum' && args.length === 1) {
        const values = reader.value(args[0], (0,util_pointer/* joinPointer */.Kn)(pointer, 'enum'));
        if (!Array.isArray(values) || !values.every((v) => typeof v === 'string'))
            return undefined;
        return { schema: { type: 'string', enum: values }, optional: false, kind: 'enum' };
    }
    if (link === 'literal' && args.length === 1) {
        const value = reader.value(args[0], (0,util_pointer/* joinPointer */.Kn)(pointer, 'const'));
        const type = literalType(value);
        // zod 3 writes a null literal as `{ type: "object" }`, zod 4 as `{ type: "null", const: null }`.
        if (type === undefined || (type === 'null' && reader.zodMajor !== 4))
            return undefined;
        return { schema: { type, const: value }, optional: false, kind: 'literal' };
    }
    if (link === 'array' && args.length === 1) {
        const items = zodSchema(reader, args[0], (0,util_pointer/* joinPointer */.Kn)(pointer, 'items'), undefined, depth + 1);
        return items && { schema: { type: 'array', items: items.schema }, optional: false, kind: 'other' };
    }
    if (link === 'object' && args.length === 1) {
        const shape = reader.resolve(args[0]);
        return ts.isObjectLiteralExpression(shape) ? { schema: shapeSchema(reader, shape, pointer), optional: false, kind: 'other' } : undefined;
    }
    if (link === 'union' && args.length === 1) {
        const list = reader.resolve(args[0]);
        if (!ts.isArrayLiteralExpression(list) || list.elements.length === 0 || list.elements.some((e) => ts.isSpreadElement(e)))
            return undefined;
        return union(reader, list.elements, pointer, depth);
    }
    if (link === 'record' && (args.length === 1 || args.length === 2))
        return record(reader, args, pointer, depth);
    return undefined;
}
function modify(reader, inner, link, args, pointer, depth) {
    const read = link === 'describe' ? described(reader, inner, args, pointer) : modified(reader, inner, link, args, pointer, depth);
    return read && { ...read, kind: link === 'describe' ? inner.kind : 'other' };
}
function described(reader, inner, args, pointer) {
    if (args.length !== 1)
        return undefined;
    const text = reader.string(args[0], (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'));
    return text === extracted/* UNKNOWN */.HV ? undefined : { ...inner, schema: { ...inner.schema, description: text } };
}
function modified(reader, inner, link, args, pointer, depth) {
    const { schema } = inner;
    const number = (field) => {
        const value = args.length >= 1 ? reader.value(args[0], (0,util_pointer/* joinPointer */.Kn)(pointer, field)) : extracted/* UNKNOWN */.HV;
        return typeof value === 'number' ? { ...inner, schema: { ...schema, [field]: value } } : undefined;
    };
    if (NEUTRAL.has(link))
        return inner;
    if (link === 'optional')
        return { ...inner, optional: true };
    // zod 3's `.nullish()` is `.nullable().optional()`, zod 4's `optional(nullable(\u2026))`: alike.
    if ((link === 'nullable' || link === 'nullish') && args.length === 0) {
        const made = nullable(reader, inner);
        return made && { ...made, optional: link === 'nullish' };
    }
    if (link === 'or' && args.length === 1)
        return union(reader, [inner, args[0]], pointer, depth);
    if (link === 'regex' && args.length === 1 && schema.type === 'string')
        return pattern(reader, inner, args[0]);
    if (link === 'default' && args.length === 1) {
        const value = reader.value(args[0], (0,util_pointer/* joinPointer */.Kn)(pointer, 'default'));
        return value === extracted/* UNKNOWN */.HV ? undefined : { ...inner, schema: { ...schema, default: value }, optional: true };
    }
    if (link === 'int' && schema.type === 'number')
        return { ...inner, schema: { ...schema, type: 'integer' } };
    if (Object.hasOwn(FORMATS, link) && schema.type === 'string')
        return { ...inner, schema: { ...schema, format: FORMATS[link] } };
    const isString = schema.type === 'string';
    const isNumber = schema.type === 'number' || schema.type === 'integer';
    if (link === 'length' && isString) {
        const value = args.length === 1 ? reader.value(args[0], (0,util_pointer/* joinPointer */.Kn)(pointer, 'minLength')) : extracted/* UNKNOWN */.HV;
        return typeof value === 'number' ? { ...inner, schema: { ...schema, minLength: value, maxLength: value } } : undefined;
    }
    if (isNumber && Object.hasOwn(SIGNED, link) && args.length === 0) {
        const [field, value] = SIGNED[link];
        return { ...inner, schema: { ...schema, [field]: value } };
    }
    if (isNumber && Object.hasOwn(COMPARED, link))
        return number(COMPARED[link]);
    if (link === 'nonempty' && args.length === 0 && (isString || schema.type === 'array'))
        return { ...inner, schema: { ...schema, [isString ? 'minLength' : 'minItems']: 1 } };
    const bound = schema.type === 'array' ? 'Items' : isString ? 'Length' : isNumber ? '' : undefined;
    if ((link === 'min' || link === 'max') && bound !== undefined)
        return number(bound === '' ? (link === 'min' ? 'minimum' : 'maximum') : `${link}${bound}`);
    return undefined;
}
/** The JSON type of a literal's value both zods write (`typeof`), or undefined for any other value. */
function literalType(value) {
    if (value === null)
        return 'null';
    return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? typeof value : undefined;
}
/**
 * `.nullable()`: zod 4 writes `anyOf: [inner, { type: "null" }]`; zod 3 a primitive's `type: [T, "null"]`,
 * anything else as zod 4 does, and copies the inner schema's description onto the result. Unknown zod:
 * only an undescribed non-primitive, which both write alike. An optional inner one is unknown (zod 3
 * writes it `anyOf: [{ not: {} }, \u2026]` there).
 */
function nullable(reader, inner) {
    if (inner.optional)
        return undefined;
    const { description } = inner.schema;
    const anyOf = { anyOf: [inner.schema, { type: 'null' }] };
    const major = reader.zodMajor ?? (inner.kind === 'primitive' || description !== undefined ? undefined : 4);
    if (major === undefined)
        return undefined;
    const primitive = major === 3 && inner.kind === 'primitive';
    const schema = primitive ? { type: [inner.schema.type, 'null'] } : anyOf;
    return { schema: major === 3 && description !== undefined ? { ...schema, description } : schema, optional: false, kind: 'other' };
}
/**
 * `z.union([a, b])` or `a.or(b)`: zod 4 writes `anyOf` of its options. zod 3 squashes options that are all
 * primitives into `type: [...]`, all undescribed literals into `type` and `enum`, all enums into one
 * `enum`, and drops options that come out `{}` (the SDK asks for strict unions). Unknown zod: only a union
 * of options that zod 3 writes as an `anyOf` and none of them `{}`. An optional option is unknown.
 */
function union(reader, members, pointer, depth) {
    const options = [];
    for (const [index, member] of members.entries()) {
        const read = 'schema' in member ? member : zodSchema(reader, member, (0,util_pointer/* joinPointer */.Kn)(pointer, `anyOf/${index}`), undefined, depth + 1);
        if (!read || read.optional)
            return undefined;
        options.push(read);
    }
    const all = (kind) => options.every((o) => o.kind === kind && (kind !== 'literal' || o.schema.description === undefined));
    const squashed = all('primitive') || all('literal') || all('enum');
    const empty = options.some((o) => Object.keys(o.schema).length === 0);
    const major = reader.zodMajor ?? (squashed || empty ? undefined : 4);
    if (major === undefined)
        return undefined;
    const unique = (values) => [...new Set(values)];
    const one = (values) => (values.length === 1 ? values[0] : values);
    let schema = { anyOf: options.map((o) => o.schema) };
    if (major === 3 && all('primitive'))
        schema = { type: one(unique(options.map((o) => o.schema.type))) };
    else if (major === 3 && all('literal'))
        schema = { type: one(unique(options.map((o) => o.schema.type))), enum: unique(options.map((o) => o.schema.const)) };
    else if (major === 3 && all('enum'))
        schema = { type: 'string', enum: unique(options.flatMap((o) => o.schema.enum)) };
    else if (major === 3)
        schema = { anyOf: options.filter((o) => Object.keys(o.schema).length > 0).map((o) => o.schema) };
    return { schema, optional: false, kind: 'other' };
}
/**
 * `z.record(value)` (zod 3) or `z.record(z.string(), value)`: zod 3 writes `{ type: "object",
 * additionalProperties }`, zod 4 adds `propertyNames: { type: "string" }`. Another key schema, or an
 * unknown zod, is not read.
 */
function record(reader, args, pointer, depth) {
    const major = reader.zodMajor;
    if (major === undefined || (major === 4 && args.length === 1))
        return undefined;
    if (args.length === 2) {
        const key = zodSchema(reader, args[0], (0,util_pointer/* joinPointer */.Kn)(pointer, 'propertyNames'), undefined, depth + 1);
        if (key?.kind !== 'primitive' || key.schema.type !== 'string' || Object.keys(key.schema).length !== 1)
            return undefined;
    }
    const value = zodSchema(reader, args[args.length - 1], (0,util_pointer/* joinPointer */.Kn)(pointer, 'additionalProperties'), undefined, depth + 1);
    if (!value || value.optional)
        return undefined;
    const names = major === 4 ? { propertyNames: { type: 'string' } } : {};
    return { schema: { type: 'object', ...names, additionalProperties: value.schema }, optional: false, kind: 'other' };
}
/**
 * `.regex(/\u2026/)` as `pattern`: both zods write the regex's `source`. Only one without flags (zod-to-json-schema
 * drops them, so the pattern would say something else), valid as a pattern with and without the `u` flag
 * that JSON Schema validators use, on a string with no pattern or format yet (zod 4 writes a format's own
 * pattern, and both join two patterns in an `allOf`).
 */
function pattern(reader, inner, arg) {
    const { ts } = reader;
    const at = reader.resolve(arg);
    if (!ts.isRegularExpressionLiteral(at) || 'pattern' in inner.schema || 'format' in inner.schema)
        return undefined;
    const literal = at.text;
    const end = literal.lastIndexOf('/');
    if (end !== literal.length - 1)
        return undefined;
    const source = literal.slice(1, end);
    try {
        new RegExp(source);
        new RegExp(source, 'u');
    }
    catch {
        return undefined;
    }
    return { ...inner, schema: { ...inner.schema, pattern: source } };
}

// EXTERNAL MODULE: ./src/formats/typescript-source/spread-lists.ts
var spread_lists = __webpack_require__(1313);
// EXTERNAL MODULE: ./src/formats/typescript-source/parsed.ts
var parsed = __webpack_require__(1887);
// EXTERNAL MODULE: ./src/formats/typescript-source/mctx-names.ts
var mctx_names = __webpack_require__(4843);
;// CONCATENATED MODULE: ./src/formats/typescript-source/mctx-app.ts





/** The handler properties the framework's tools/list reads as they are written. */
const READ_AS_WRITTEN = new Set(['description', 'annotations']);
/** How deep an annotations literal may nest, and how many modules of handlers one module's proof reads. */
const MAX_DEPTH = 8;
const MAX_MODULES = 64;
/** The local names the framework's `createServer` is bound to in a module (a named import, maybe renamed). */
function createServerNames(ts, file) {
    const out = new Set();
    for (const binding of (0,handed_server/* bindingsOf */.kK)(ts, file))
        if (mctx_names/* MCTX_MODULES */.b.includes(binding.from) && binding.name === 'createServer' && !binding.reexport)
            out.add(binding.local);
    return out;
}
/** The top-level `const` names a module assigns the framework's `createServer(\u2026)`: its servers. */
function mctxServers(ts, file) {
    const makers = createServerNames(ts, file);
    const out = new Set();
    if (makers.size === 0)
        return out;
    for (const statement of file.statements) {
        if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const))
            continue;
        for (const declaration of statement.declarationList.declarations) {
            const init = declaration.initializer && (0,loop_registrars/* stripped */.uR)(ts, declaration.initializer);
            if (ts.isIdentifier(declaration.name) && init && ts.isCallExpression(init) && ts.isIdentifier(init.expression) && makers.has(init.expression.text))
                out.add(declaration.name.text);
        }
    }
    return out;
}
/** Whether `node` is the handler of a registration `server.tool('name', handler)` on one of `servers`. */
function registeredHandler(ts, node, servers) {
    const call = node.parent;
    if (!ts.isCallExpression(call) || call.arguments.length !== 2 || call.arguments[1] !== node)
        return false;
    const callee = call.expression;
    return ts.isPropertyAccessExpression(callee) && callee.name.text === 'tool' && ts.isIdentifier(callee.expression) && servers.has(callee.expression.text);
}
/** Whether an identifier is a name being declared or a property's name, not a use of a binding. */
function notAUse(ts, node) {
    const parent = node.parent;
    if (ts.isPropertyAccessExpression(parent) && parent.name === node)
        return true;
    if (ts.isQualifiedName(parent) && parent.right === node)
        return true;
    if ((ts.isPropertyAssignment(parent) || ts.isMethodDeclaration(parent) || ts.isPropertySignature(parent)) && parent.name === node)
        return true;
    return ts.isImportClause(parent) || ts.isImportSpecifier(parent) || (ts.isExportSpecifier(parent) && parent.name === node && !parent.propertyName);
}
/**
 * The properties the framework reads that a module writes on each function it declares as one of `names` (a
 * top-level `const name = async (\u2026) => \u2026`, a function expression, or `function name`), by name, when each is
 * written once at the top level and the name is otherwise only read by property, exported, or (`servers`)
 * registered; undefined for a handler declared otherwise or used in any other way. One walk of the module.
 */
function handlerProperties(ts, file, names, servers = new Set()) {
    const declared = declaredFunctions(ts, file);
    const states = new Map();
    for (const name of names)
        if (declared.has(name))
            states.set(name, { ok: true, written: new Map(), twice: new Set() });
    const use = (node, written, twice) => {
        const parent = node.parent;
        // Its top-level declaration; one in an inner scope shadows it, and the proof gives up.
        if (ts.isFunctionDeclaration(parent) && parent.name === node)
            return parent.parent === file;
        if (ts.isVariableDeclaration(parent) && parent.name === node)
            return parent.parent.parent.parent === file;
        if (ts.isExportAssignment(parent) || ts.isExportSpecifier(parent))
            return true;
        if (registeredHandler(ts, node, servers))
            return true;
        if (!ts.isPropertyAccessExpression(parent) || parent.expression !== node)
            return false;
        const outer = parent.parent;
        const assigned = ts.isBinaryExpression(outer) && outer.left === parent && outer.operatorToken.kind === ts.SyntaxKind.EqualsToken;
        // Any other write (`+=`, `delete`, `++`, destructuring into it) makes what is served unknown.
        if (!assigned)
            return !writes(ts, parent);
        const key = parent.name.text;
        if (!READ_AS_WRITTEN.has(key))
            return true;
        if (!ts.isExpressionStatement(outer.parent) || outer.parent.parent !== file || written.has(key))
            twice.add(key);
        written.set(key, outer.right);
        return true;
    };
    const visit = (node) => {
        const state = ts.isIdentifier(node) ? states.get(node.text) : undefined;
        if (state?.ok && !notAUse(ts, node))
            state.ok = use(node, state.written, state.twice);
        ts.forEachChild(node, visit);
    };
    if (states.size > 0)
        visit(file);
    const out = new Map();
    for (const name of names) {
        const state = states.get(name);
        if (state)
            for (const key of state.twice)
                state.written.delete(key);
        out.set(name, state?.ok ? state.written : undefined);
    }
    return out;
}
/** The handlers a module registers on its own mctx servers, with what it writes on each (handlerProperties). */
function ownHandlers(ts, file, servers) {
    return handlerProperties(ts, file, registeredLocals(ts, file, servers), servers);
}
/** Whether a property access is written to rather than read. */
function writes(ts, access) {
    const parent = access.parent;
    if (ts.isDeleteExpression(parent))
        return true;
    if ((ts.isPrefixUnaryExpression(parent) || ts.isPostfixUnaryExpression(parent)) &&
        [ts.SyntaxKind.PlusPlusToken, ts.SyntaxKind.MinusMinusToken].includes(parent.operator))
        return true;
    if (ts.isBinaryExpression(parent) && parent.left === access)
        return (0,values/* isAssignment */.wh)(ts, parent);
    return ts.isShorthandPropertyAssignment(parent) || ts.isArrayLiteralExpression(parent) || ts.isSpreadAssignment(parent);
}
/** The names a module declares at its top level as functions: `function name`, or a `const` of an arrow or function expression. */
function declaredFunctions(ts, file) {
    const out = new Set();
    for (const statement of file.statements) {
        if (ts.isFunctionDeclaration(statement) && statement.name && statement.body)
            out.add(statement.name.text);
        if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const))
            continue;
        for (const declaration of statement.declarationList.declarations) {
            const init = declaration.initializer && (0,loop_registrars/* stripped */.uR)(ts, declaration.initializer);
            if (ts.isIdentifier(declaration.name) && init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)))
                out.add(declaration.name.text);
        }
    }
    return out;
}
/**
 * The handlers a module imports and registers on its mctx servers, by local name, each with the values its
 * own module writes on it (handlerProperties), read there; the proof rests on that module (drew).
 */
function importedHandlers(ts, file, path, workspace) {
    const out = new Map();
    const servers = mctxServers(ts, file);
    if (servers.size === 0)
        return out;
    const locals = registeredLocals(ts, file, servers);
    // The registering module may not write on one or hand it on either.
    for (const local of otherwiseUsed(ts, file, locals, servers))
        locals.delete(local);
    const memo = (0,handed_server/* memoOf */.Q0)(workspace);
    // By module, the locals each of its exports is imported as.
    const modules = new Map();
    for (const binding of (0,handed_server/* bindingsOf */.kK)(ts, file)) {
        if (binding.reexport || binding.name === '*' || !locals.has(binding.local))
            continue;
        const at = (0,handed_server/* importedFile */.fw)(ts, workspace, memo, binding.from, path);
        if (at === undefined || (!modules.has(at) && modules.size >= MAX_MODULES))
            continue;
        const exports = modules.get(at) ?? new Map();
        modules.set(at, exports);
        exports.set(binding.name, [...(exports.get(binding.name) ?? []), binding.local]);
    }
    for (const [at, exports] of modules) {
        const module = (0,handed_server/* read */.LF)(ts, workspace, memo, at);
        if (!module)
            continue;
        const declared = new Map();
        for (const [name, imported] of exports) {
            const local = (0,handed_server/* exportedLocal */.fb)(ts, module.file, name);
            if (local !== undefined)
                declared.set(local, [...(declared.get(local) ?? []), ...imported]);
        }
        for (const [local, fields] of handlerProperties(ts, module.file, new Set(declared.keys()))) {
            if (!fields)
                continue;
            const values = new Map();
            for (const [key, expression] of fields) {
                const value = literal(ts, expression, 0);
                if (value !== UNKNOWN)
                    values.set(key, value);
            }
            (0,draws_on/* drew */.c)(workspace, at);
            for (const name of declared.get(local) ?? [])
                out.set(name, values);
        }
    }
    return out;
}
/** The names a module registers as handlers on its mctx servers. */
function registeredLocals(ts, file, servers) {
    const out = new Set();
    const visit = (node) => {
        if (ts.isIdentifier(node) && registeredHandler(ts, node, servers))
            out.add(node.text);
        ts.forEachChild(node, visit);
    };
    visit(file);
    return out;
}
/** Those of `locals` (imported handlers) the registering module uses otherwise than as a registration's handler. */
function otherwiseUsed(ts, file, locals, servers) {
    const out = new Set();
    const visit = (node) => {
        if (ts.isImportDeclaration(node))
            return;
        if (ts.isIdentifier(node) && locals.has(node.text) && !notAUse(ts, node) && !registeredHandler(ts, node, servers))
            out.add(node.text);
        ts.forEachChild(node, visit);
    };
    visit(file);
    return out;
}
const UNKNOWN = Symbol('unknown');
/** A literal's JSON value: strings (joined by `+`), numbers, booleans, null, and arrays and objects of them. */
function literal(ts, node, depth) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, node);
    if (depth > MAX_DEPTH)
        return UNKNOWN;
    if (ts.isStringLiteral(at) || ts.isNoSubstitutionTemplateLiteral(at))
        return at.text;
    if (ts.isNumericLiteral(at))
        return Number(at.text);
    if (at.kind === ts.SyntaxKind.TrueKeyword)
        return true;
    if (at.kind === ts.SyntaxKind.FalseKeyword)
        return false;
    if (at.kind === ts.SyntaxKind.NullKeyword)
        return null;
    if (ts.isBinaryExpression(at) && at.operatorToken.kind === ts.SyntaxKind.PlusToken) {
        const [left, right] = [literal(ts, at.left, depth + 1), literal(ts, at.right, depth + 1)];
        return typeof left === 'string' && typeof right === 'string' ? left + right : UNKNOWN;
    }
    if (ts.isArrayLiteralExpression(at)) {
        const out = [];
        for (const element of at.elements) {
            const value = ts.isSpreadElement(element) ? UNKNOWN : literal(ts, element, depth + 1);
            if (value === UNKNOWN)
                return UNKNOWN;
            out.push(value);
        }
        return out;
    }
    if (!ts.isObjectLiteralExpression(at))
        return UNKNOWN;
    const out = {};
    for (const property of at.properties) {
        if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)))
            return UNKNOWN;
        const value = literal(ts, property.initializer, depth + 1);
        if (value === UNKNOWN)
            return UNKNOWN;
        out[property.name.text] = value;
    }
    return out;
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/passed-callbacks.ts






/** The body of the callback a returned wrapper call answers with, if the wrapper is proved to return its result. */
function passedCallback(ts, returned, file, passers = new Set()) {
    const call = awaited(ts, returned);
    if (!ts.isCallExpression(call) || !ts.isIdentifier(call.expression))
        return undefined;
    const wrapper = (0,dropping/* moduleFunctions */.qt)(ts, file).get(call.expression.text);
    const index = wrapper ? answeringParameter(ts, wrapper, passers) : undefined;
    const callback = index === undefined ? undefined : call.arguments[index] && (0,loop_registrars/* stripped */.uR)(ts, call.arguments[index]);
    return callback && (ts.isArrowFunction(callback) || ts.isFunctionExpression(callback)) ? callback.body : undefined;
}
/** `await x`, `(x)`, `x as T`: the expression they hold. */
function awaited(ts, node) {
    let at = (0,loop_registrars/* stripped */.uR)(ts, node);
    while (ts.isAwaitExpression(at))
        at = (0,loop_registrars/* stripped */.uR)(ts, at.expression);
    return at;
}
/**
 * The index of the parameter whose call's result is each `return` of `fn` (see the module's comment), if one is;
 * the call may be handed to one of `passers` (`breaker.execute(() => handler(p))`).
 */
function answeringParameter(ts, fn, passers) {
    if (!fn.body)
        return undefined;
    const returned = [];
    if (ts.isBlock(fn.body))
        (0,tool_lists/* collectReturns */.mk)(ts, fn.body, returned);
    else
        returned.push(fn.body);
    const names = fn.parameters.map((parameter) => (ts.isIdentifier(parameter.name) ? parameter.name.text : undefined));
    const held = heldResults(ts, fn.body, passers);
    const called = (node) => {
        const at = awaited(ts, node);
        return ts.isIdentifier(at) ? held.get(at.text) : calledName(ts, at, passers);
    };
    const [first, ...rest] = returned.map(called);
    const index = first === undefined ? -1 : names.indexOf(first);
    if (index < 0 || rest.some((name) => name !== first) || bindsAgain(ts, fn.body, first))
        return undefined;
    return index;
}
/**
 * The body's `const` variables declared once whose initializer is a call of a name (`const result = await
 * handler(p)`), to the name called; one read anywhere but a `return` (handed on, its keys read or changed) is left out.
 */
function heldResults(ts, body, passers) {
    const out = new Map();
    const seen = new Set();
    const reads = new Map();
    const returnsOf = new Map();
    const visit = (node) => {
        if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name)) {
            const name = node.initializer && calledName(ts, awaited(ts, node.initializer), passers);
            const once = !seen.has(node.name.text) && !!(node.parent.flags & ts.NodeFlags.Const);
            seen.add(node.name.text);
            if (once && name !== undefined)
                out.set(node.name.text, name);
            else
                out.delete(node.name.text);
        }
        else if (ts.isIdentifier(node)) {
            reads.set(node.text, (reads.get(node.text) ?? 0) + 1);
            const parent = node.parent;
            if (ts.isReturnStatement(parent) || (ts.isAwaitExpression(parent) && ts.isReturnStatement(parent.parent)))
                returnsOf.set(node.text, (returnsOf.get(node.text) ?? 0) + 1);
        }
        ts.forEachChild(node, visit);
    };
    visit(body);
    // Each read of a held result besides its declaration's name is a `return` of it.
    for (const name of [...out.keys()])
        if ((reads.get(name) ?? 0) - 1 !== (returnsOf.get(name) ?? 0))
            out.delete(name);
    return out;
}
/** Whether a body gives `name` another value (`name = \u2026`) or declares it again. */
function bindsAgain(ts, body, name) {
    const declares = (node) => (ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isBindingElement(node)) && ts.isIdentifier(node.name) && node.name.text === name;
    return someAssignment(ts, body, (target) => ts.isIdentifier(target) && target.text === name, declares);
}
/** Whether code assigns to a target `assigned` accepts, or holds a node `also` accepts. */
function someAssignment(ts, body, assigned, also = () => false) {
    return (0,values/* someNode */.Ng)(ts, body, (node) => ((0,values/* isAssignment */.wh)(ts, node) ? assigned((0,loop_registrars/* stripped */.uR)(ts, node.left)) : also(node)));
}
/** The name a call calls (`handler(p)`), or calls through one of `passers` (`breaker.execute(() => handler(p))`). */
function calledName(ts, node, passers) {
    if (!ts.isCallExpression(node))
        return undefined;
    if (ts.isIdentifier(node.expression))
        return node.expression.text;
    const callback = node.arguments.length === 1 ? (0,loop_registrars/* stripped */.uR)(ts, node.arguments[0]) : undefined;
    const chain = dotted(ts, node.expression);
    if (!callback || chain === undefined || !passers.has(chain) || !ts.isArrowFunction(callback) || callback.parameters.length > 0)
        return undefined;
    const inner = ts.isBlock(callback.body) ? undefined : awaited(ts, callback.body);
    return inner && ts.isCallExpression(inner) && ts.isIdentifier(inner.expression) ? inner.expression.text : undefined;
}
/** `a.b.c` of identifiers only, as written. */
function dotted(ts, node) {
    if (ts.isIdentifier(node))
        return node.text;
    if (!ts.isPropertyAccessExpression(node) || !ts.isIdentifier(node.name))
        return undefined;
    const owner = dotted(ts, node.expression);
    return owner === undefined ? undefined : `${owner}.${node.name.text}`;
}
/** How many imported objects' methods one module's wrappers may be followed into. */
const MAX_PASSERS = 4;
/**
 * The methods of imported objects the module's functions hand one callback of no parameter (`breakers.external
 * .execute(() => handler(p))`) that are proved to return its result (see the module's comment), as written.
 */
function importedPassers(ts, file, path, workspace) {
    const out = new Set();
    const wanted = new Map();
    const visit = (node) => {
        const callback = ts.isCallExpression(node) && node.arguments.length === 1 ? (0,loop_registrars/* stripped */.uR)(ts, node.arguments[0]) : undefined;
        const chain = callback && ts.isArrowFunction(callback) && callback.parameters.length === 0 ? dotted(ts, node.expression) : undefined;
        const parts = chain?.split('.');
        if (chain && parts && parts.length >= 2 && parts.length <= 3)
            wanted.set(chain, parts);
        ts.forEachChild(node, visit);
    };
    for (const fn of (0,dropping/* moduleFunctions */.qt)(ts, file).values())
        if (fn.body)
            visit(fn.body);
    if (wanted.size === 0)
        return out;
    const memo = (0,handed_server/* memoOf */.Q0)(workspace);
    const bindings = (0,handed_server/* bindingsOf */.kK)(ts, file);
    let written;
    for (const [chain, [root, ...keys]] of [...wanted].slice(0, MAX_PASSERS)) {
        const binding = bindings.find((b) => b.local === root && b.reexport === undefined && b.name !== '*');
        const at = binding && (0,handed_server/* importedFile */.fw)(ts, workspace, memo, binding.from, path);
        const module = at === undefined ? undefined : (0,handed_server/* read */.LF)(ts, workspace, memo, at);
        if (!binding || !module || at === undefined)
            continue;
        written ??= (0,values/* writtenNames */.uc)(ts, file);
        if (!written.has(root) && passes(ts, module.file, binding.name, keys)) {
            out.add(chain);
            (0,draws_on/* drew */.c)(workspace, at);
        }
    }
    return out;
}
/** Whether the module's export `name`, then `keys` (a key, then the method), is a method returning its callback's result. */
function passes(ts, file, name, keys) {
    const local = (0,handed_server/* exportedLocal */.fb)(ts, file, name);
    const declared = local === undefined ? undefined : (0,handed_server/* topConst */.Xs)(ts, file, local);
    let value = declared?.initializer && (0,loop_registrars/* stripped */.uR)(ts, declared.initializer);
    if (!value || local === undefined || (0,values/* writtenNames */.uc)(ts, file).has(local))
        return false;
    const method = keys[keys.length - 1];
    for (const key of keys.slice(0, -1)) {
        const object = value;
        // Every property written out, the key once: a spread or a second one could replace it.
        const properties = ts.isObjectLiteralExpression(object) ? object.properties : undefined;
        const named = properties?.filter((p) => p.name && ts.isIdentifier(p.name) && p.name.text === key) ?? [];
        const [property] = named;
        if (named.length !== 1 || !ts.isPropertyAssignment(property) || properties?.some((p) => !p.name))
            return false;
        value = (0,loop_registrars/* stripped */.uR)(ts, property.initializer);
    }
    if (!ts.isNewExpression(value) || !ts.isIdentifier(value.expression))
        return false;
    const className = value.expression.text;
    const classes = file.statements.filter((s) => ts.isClassDeclaration(s) && s.name?.text === className);
    const members = classes.length === 1 ? classes[0].members.filter((m) => m.name && ts.isIdentifier(m.name) && m.name.text === method) : [];
    const [fn] = members;
    if (members.length !== 1 || !ts.isMethodDeclaration(fn) || !fn.body || assignsMethod(ts, classes[0], method))
        return false;
    const static_ = ts.getModifiers(fn)?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword);
    return !static_ && fn.parameters.length >= 1 && answeringParameter(ts, fn, new Set()) === 0;
}
/** Whether a class assigns `this.<method>` anywhere. */
function assignsMethod(ts, cls, method) {
    return someAssignment(ts, cls, (target) => ts.isPropertyAccessExpression(target) && target.expression.kind === ts.SyntaxKind.ThisKeyword && target.name.text === method);
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/mcp-lite-server.ts
/** The definition's keys read; the schemas are read only as literal JSON Schema (no Standard Schema key map). */
const MCP_LITE_KEYS = ['title', 'description', '_meta', 'inputSchema', 'outputSchema'];
const MCP_LITE_SCHEMAS = {};
/** Whether a module imports mcp-lite and no MCP SDK (whose `tool(name, \u2026)` would be the SDK's), also as Deno's `npm:mcp-lite`. */
function importsMcpLite(ts, file) {
    let lite = false;
    for (const statement of file.statements) {
        if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
            continue;
        const module = statement.moduleSpecifier.text;
        if (module.includes('@modelcontextprotocol/'))
            return false;
        // Deno's `npm:mcp-lite` (Supabase Edge Functions), with or without a version.
        if (module === 'mcp-lite' || /^npm:mcp-lite(?:@[^/]*)?$/.test(module))
            lite = true;
    }
    return lite;
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/mcp-use-server.ts
/** The definition's keys read, and those that are its input schema (`inputs` is never read, so listed unknown). */
const MCP_USE_KEYS = ['title', 'description', 'annotations', 'inputs', 'schema', 'inputSchema'];
const MCP_USE_SCHEMAS = { inputs: 'inputSchema', schema: 'inputSchema', inputSchema: 'inputSchema' };
/** Whether a module imports mcp-use's server: anything of `mcp-use/server`, or `MCPServer` of `mcp-use` (also as a type). */
function importsMcpUseServer(ts, file) {
    return file.statements.some((statement) => {
        if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
            return false;
        const module = statement.moduleSpecifier.text;
        if (module === 'mcp-use/server')
            return true;
        const bindings = statement.importClause?.namedBindings;
        return (module === 'mcp-use' &&
            bindings !== undefined &&
            ts.isNamedImports(bindings) &&
            bindings.elements.some((e) => (e.propertyName ?? e.name).text === 'MCPServer'));
    });
}

// EXTERNAL MODULE: ./src/formats/typescript-source/keyed-imports.ts
var keyed_imports = __webpack_require__(9557);
// EXTERNAL MODULE: ./src/formats/typescript-source/xmcp-tools.ts
var xmcp_tools = __webpack_require__(2480);
// EXTERNAL MODULE: ./src/formats/typescript-source/keyed-records.ts
var keyed_records = __webpack_require__(8653);
// EXTERNAL MODULE: ./src/formats/typescript-source/tool-builders.ts
var tool_builders = __webpack_require__(3789);
// EXTERNAL MODULE: ./src/formats/typescript-source/app-registrars.ts
var app_registrars = __webpack_require__(6264);
;// CONCATENATED MODULE: ./src/formats/typescript-source/extract.ts




































/** A quoted module name of the SDK, a framework on it or tmcp, or Azure Functions (what info.ts tells a server file by). */
const NAMES_MCP_MODULE = /['"](?:@modelcontextprotocol\/|fastmcp|mcp-handler|@vercel\/mcp-adapter|tmcp|@azure\/functions|@rekog\/mcp-nest|mcp-framework|@cyanheads\/mcp-ts-core|mcp-use(?:\/server)?['"]|(?:npm:)?mcp-lite(?:@[\w.^~-]*)?['"]|@mctx-ai\/(?:app|mcp)['"]|@supabase\/mcp-utils['"]|@mastra\/mcp['"])/;
/** A registration handed a name (`x.registerTool(name, \u2026)`), a spread list (`(...args)`) or bound (`.tool.bind(`): the file may have a helper forwarding to it. */
const FORWARDED_NAME = /\.(?:registerTool|tool)\(\s{0,24}[A-Za-z_$][\w$]{0,99}\s{0,8},|\(\.\.\.[A-Za-z_$][\w$]{0,99}\)|\.(?:registerTool|tool)\.bind\(/;
/** Keys of a registerTool config the SDK passes on as they are written. */
const PLAIN_KEYS = ['title', 'description', 'annotations', '_meta'];
/** fastmcp's registration methods, by the list each adds to: one definition, or an array of them. */
const FASTMCP_KINDS = {
    addTool: 'tools',
    addPrompt: 'prompts',
    addResource: 'resources',
    addResourceTemplate: 'resourceTemplates',
};
const FASTMCP_LISTS = {
    addTools: 'tools',
    addPrompts: 'prompts',
    addResources: 'resources',
    addResourceTemplates: 'resourceTemplates',
};
/** A fastmcp tool's Standard Schema keys, by the field of the tool it lists. */
const FASTMCP_SCHEMAS = { parameters: 'inputSchema', outputSchema: 'outputSchema' };
const FASTMCP_NOUNS = {
    tools: 'tool',
    prompts: 'prompt',
    resources: 'resource',
    resourceTemplates: 'resource template',
};
/** Keys of a fastmcp definition read (a tool's `parameters` becomes its `inputSchema`). */
const FASTMCP_KEYS = {
    tools: ['description', 'parameters', 'outputSchema', 'annotations', '_meta'],
    prompts: ['description', 'arguments'],
    resources: ['description', 'mimeType'],
    resourceTemplates: ['description', 'mimeType'],
};
/** tmcp's `server.tool({ name, title, description, schema, outputSchema, annotations, _meta }, execute)`: its keys read, and its Standard Schemas. */
const TMCP_TOOL_KEYS = ['title', 'description', 'schema', 'outputSchema', 'annotations', '_meta'];
const TMCP_SCHEMAS = { schema: 'inputSchema', outputSchema: 'outputSchema' };
/** What an exported list's tool object gives the tool, each under its own key (handlers and other keys are left). */
const TOOL_FIELDS = {
    spread: false,
    keys: new Map(['name', 'title', 'description', 'inputSchema', 'outputSchema', 'annotations', '_meta'].map((key) => [key, key])),
};
const SCHEMA_KEYS = new Set(['inputSchema', 'outputSchema']);
/** Keys that make the object a wrapper's `tool(name, config)` takes last a tool config, not a callback. */
const WRAPPER_KEYS = ['description', 'parameters', 'inputSchema'];
/** @rekog/mcp-nest's `@Tool({ name, title, description, parameters, outputSchema, annotations, _meta })` on a method. */
const NEST_MODULE = '@rekog/mcp-nest';
const NEST_KEYS = ['title', 'description', 'parameters', 'outputSchema', 'annotations', '_meta'];
/** Keys of a prompt's and a resource's metadata the SDK passes on as they are written. */
const PROMPT_KEYS = ['title', 'description', '_meta'];
const RESOURCE_KEYS = ['title', 'description', 'mimeType', '_meta'];
function extractTools(ts, path, text, classes = new Map(), served = new Set(), listed, imported, entries, zod, contextCalls, groupTools, keyedExports, xmcp) {
    const file = (0,parsed/* parsedSource */.n)(ts, path, text);
    const spans = new Map();
    const unread = [];
    // MCP Apps' constants (`mimeType: RESOURCE_MIME_TYPE`) read as the package writes them (app-registrars.ts).
    const reader = new values/* ValueReader */.DR(ts, file, spans, unread, new Map(), (0,app_registrars/* withAppConstants */["do"])(ts, file, imported?.constants));
    reader.zodMajor = zod;
    const tools = [];
    const prompts = [];
    const resources = [];
    const resourceTemplates = [];
    const names = [];
    // A file naming no MCP module is read only when a caller hands it a server (handed-server.ts): of the server
    // classes that proof accepts, fastmcp's FastMCP alone has `addTool`, so there it is fastmcp's.
    // A module of tool classes (tool-classes.ts) is read for its classes alone.
    const fastmcp = importsModule(ts, file, (module) => module === 'fastmcp' || module.startsWith('fastmcp/')).imported || (!NAMES_MCP_MODULE.test(text) && classes.size === 0);
    const tmcp = importsModule(ts, file, (module) => module === 'tmcp' || module.startsWith('tmcp/')).imported;
    // mcp-use's `server.tool({ name, description, schema }, cb?)` (mcp-use-server.ts).
    const mcpUse = importsMcpUseServer(ts, file);
    // mcp-lite's `server.tool('name', { description, inputSchema, handler })` (mcp-lite-server.ts).
    const mcpLite = importsMcpLite(ts, file);
    // `@Tool({ name, description, parameters })` of @rekog/mcp-nest, by the names the file imports it as.
    const nestTool = importedNames(ts, file, NEST_MODULE, 'Tool');
    // A server handed a record of tools keyed by name, `createMcpServer({ tools: { key: tool({ \u2026 }) } })` (keyed-records.ts).
    const keyed = (0,keyed_records/* keyedImports */.n$)(ts, file);
    // Its exported tools another module's server record holds under their names (keyed-imports.ts), and the builders it imports.
    const exportedBuilders = keyedExports?.size ? (0,keyed_records/* keyedBuilders */.Vo)(ts, file) : undefined;
    // A file of xmcp's tools folder: its exported `metadata` and `schema` (xmcp-tools.ts).
    const xmcpFile = xmcp ? (0,xmcp_tools/* xmcpTool */.NT)(ts, file) : undefined;
    // A framework's tool builders (tool-builders.ts), and the zod it re-exports.
    const builders = (0,tool_builders/* builderImports */.Ic)(ts, file);
    if (zod === undefined && builders.zod.size > 0)
        reader.zodMajor = tool_builders/* BUILDER_ZOD */.G$;
    const zodNames = fastmcp || tmcp || mcpUse || keyed || exportedBuilders || xmcpFile || nestTool.size > 0 || classes.size > 0 || builders.builders.size > 0
        ? new Set([...importsModule(ts, file, (module) => module === 'zod' || module.startsWith('zod/')).names, ...builders.zod])
        : new Set();
    const toolType = sdkToolType(ts, file);
    const apps = (0,app_registrars/* appRegistrars */.Om)(ts, file);
    const azure = importsModule(ts, file, (module) => module === '@azure/functions').imported;
    // @mctx-ai/app's `server.tool(name, handler)` (mctx-app.ts): in a module of it, no `.tool` call is the SDK's.
    const mctx = (0,mctx_names/* namedMctx */.w)(text) && importsModule(ts, file, (module) => mctx_names/* MCTX_MODULES */.b.includes(module)).imported ? mctxServers(ts, file) : undefined;
    // A module whose exported lists of tool objects another module registers (imported-lists.ts): one naming no MCP
    // module is a server file by that proof alone; one naming one (for its types) when the proof is `listed`.
    /** Exported tools a registry adds on some runs only (keyed-returns.ts: `if (flag) tools.push(\u2026)`). */
    const sometimes = new Set();
    // The spreads of those lists a mapping makes tools of, each not statically known (generated-items.ts), and
    // their items naming another module's value (aliased-items.ts): what each is, unread.
    const generatedSpreads = new Map();
    const importedLists = NAMES_MCP_MODULE.test(text) && !listed
        ? undefined
        : importedObjects(ts, file, generatedSpreads, listed?.passed, listed?.helpers, listed?.made, sometimes, listed?.unserved);
    const madeCalls = new Map([...(listed?.made?.values() ?? [])].map(({ call, keys }) => [call, keys]));
    // What a handler serving them leaves out of each (`({ _meta, ...rest }) => rest`) or computes is not read as written.
    const handlerFields = listed && listed.omitted.size + listed.computed.size > 0 ? { ...TOOL_FIELDS, omit: new Set([...listed.omitted, ...listed.computed]) } : TOOL_FIELDS;
    // The entries of its dictionaries keyed by tool name that another module serves (named-dicts.ts).
    const namedEntries = entries &&
        new Map([...(0,named_dicts/* namedDicts */.Tw)(ts, file).values()].flatMap(({ entries: held }) => held.map((entry) => [entry.tool, entry])));
    // Helpers of the file forwarding their parameters to `registerTool` (forwarders.ts): only where a registration is handed a name.
    const forwarders = FORWARDED_NAME.test(text)
        ? (0,typescript_source_forwarders/* forwardersOf */.TU)(ts, file, importsModule(ts, file, (module) => module === 'zod' || module.startsWith('zod/')).names)
        : undefined;
    /** The object literals read as tools, so one a handler returns and its declaration names is counted once. */
    const readTools = new Set();
    /** The object literals a registration of the file reads parts of (`registerTool(def.name, { ...def }, cb)`): that registration's tool, no other. */
    let consumed;
    /** Indexes of the tools registered only on some paths (`if (process.env.X) server.tool(\u2026)`). */
    const conditional = [];
    /** Arguments SDK v1 registrations pass after their callback, which it never reads (after-callback.ts). */
    const afterCallback = [];
    /** A registration of a class's own `this.name` by an instance a module constructs (constructed-classes.ts): its members as written. */
    const recordOf = imported?.recordServings.size
        ? new Map([...(0,record_makers/* recordMakers */.vZ)(ts, file, true)].flatMap(([name, record]) => {
            const serving = imported.recordServings.get(name);
            return serving ? [[record, serving]] : [];
        }))
        : undefined;
    const ownMembersOf = (call) => (imported?.constructed.size ? ownMembers(ts, call, imported.constructed) : undefined);
    /** The node being visited: the registration a tool is read from. */
    let current = file;
    const add = (tool, name) => {
        tools.push(tool);
        names.push(name);
        if (underCondition(ts, current))
            conditional.push(tools.length - 1);
        return (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length - 1));
    };
    const visit = (node) => {
        if (toolType.names.size + toolType.namespaces.size > 0)
            typedDefinition(node);
        if (nestTool.size > 0 && ts.isDecorator(node) && ts.isCallExpression(node.expression) && node.expression.arguments.length === 1) {
            const callee = node.expression.expression;
            if (ts.isIdentifier(callee) && nestTool.has(callee.text))
                fastmcpDefinition(node.expression.arguments[0], 'tools', node, NEST_KEYS);
        }
        // A project's decorator whose metadata a module registers (metadata-decorators.ts): the one on a top-level class.
        if (imported?.decorated.size && ts.isClassDeclaration(node) && node.parent === file)
            decoratedTool(node, imported.decorated);
        // Only a module's top-level classes are proved tools (tool-classes.ts).
        if (classes.size > 0 && ts.isClassDeclaration(node) && node.name && node.parent === file) {
            const shape = classes.get(node.name.text);
            if (shape)
                classTool(node, shape);
        }
        if (served.size > 0 && ts.isMethodDeclaration(node) && node.body && servedMethod(ts, node, served))
            answer(node.body);
        const entry = namedEntries?.get(node);
        if (entry && entries)
            namedTool(entry, entries);
        const elsewhere = generatedSpreads.get(node);
        if (elsewhere)
            unread.push({ node, what: elsewhere });
        const passed = importedLists?.get(node);
        if (passed)
            argumentTool(node, passed);
        else if (passed === null) {
            const read = literalTool(node, undefined, handlerFields, true);
            if (read && sometimes.has(node))
                conditional.push(read.index);
            const pointer = read && (0,util_pointer/* joinPointer */.Kn)('/tools', String(read.index));
            if (pointer)
                for (const key of listed?.computed ?? [])
                    unread.push({ node, what: `the tool's ${key}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, key) });
        }
        if (forwarders && ts.isCallExpression(node)) {
            // The helper's own call is no tool by itself; each call of the helper is the registration it makes.
            if (forwarders.inner.has(node))
                return;
            const name = (0,typescript_source_forwarders/* calledName */.nk)(ts, node.expression);
            const helper = name === undefined ? undefined : forwarders.byName.get(name);
            if (helper?.built)
                return builtRegistration(node, helper.inner, helper.built);
            if (helper?.placed) {
                // A call not placing an argument for each parameter is no registration it can read.
                const placed = (0,typescript_source_forwarders/* placedArguments */.mC)(ts, node, helper);
                return placed ? registration(node, helper.modern, undefined, placed) : void unread.push({ node, what: 'a tool registration' });
            }
            if (helper && (helper.rest || node.arguments.length === helper.inner.arguments.length))
                return registration(node, helper.modern);
        }
        const helper = ts.isCallExpression(node) && ts.isIdentifier(node.expression) ? imported?.helpers.get(node.expression.text) : undefined;
        if (helper && node.arguments.length === helper.arity) {
            // The arguments the helper forwards, in the registration's order, then the callback (never read).
            const args = node.arguments;
            return registration(node, helper.modern, undefined, [...helper.positions.map((at) => args[at]), args[args.length - 1]]);
        }
        // An imported maker's call, whose object the function it returns registers (registrar-makers.ts).
        const maker = ts.isCallExpression(node) && ts.isIdentifier(node.expression) ? imported?.makers.get(node.expression.text) : undefined;
        if (maker)
            return madeRegistration(node, maker);
        // A record of tool configs a module registers value by value (record-makers.ts).
        const serving = recordOf && ts.isObjectLiteralExpression(node) ? recordOf.get(node) : undefined;
        if (serving)
            recordTools(node, serving);
        // A tool object of a group a server module loads lazily and registers (lazy-groups.ts).
        const grouped = groupTools && ts.isObjectLiteralExpression(node) ? groupTools.get(node.getStart(file)) : undefined;
        if (grouped)
            groupTool(node, grouped);
        // A context's method registering the call's name and config but for keys it sets anew (registration-contexts.ts).
        const anew = contextCalls && ts.isCallExpression(node) ? contextCalls.get(node.getStart(file)) : undefined;
        if (anew)
            return contextRegistration(node, anew);
        const builder = builders.builders.size > 0 ? (0,tool_builders/* builderOf */.zp)(ts, node, builders) : undefined;
        if (builder)
            return builtTool(node, builder);
        // `new WebTool({ name, description, \u2026 })` of a class a module registers field by field (configured-classes.ts).
        const configured = ts.isNewExpression(node) && ts.isIdentifier(node.expression) ? imported?.configured.get(node.expression.text) : undefined;
        if (configured)
            return configuredTool(node, configured);
        const record = keyed && (ts.isCallExpression(node) || ts.isNewExpression(node)) ? (0,keyed_records/* servedRecord */.ZI)(ts, node, keyed, (at) => reader.resolve(at)) : undefined;
        if (record)
            keyedRecord(record);
        // An exported tool another module's server record holds under its name (keyed-imports.ts).
        if (exportedBuilders && ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.parent.parent.parent === file)
            keyedExport(node, node.name, exportedBuilders);
        // The metadata of a file of xmcp's tools folder (xmcp-tools.ts).
        if (xmcpFile && node === xmcpFile.declaration)
            xmcpDefinition(xmcpFile);
        // MCP Apps' helpers, handed the server first (app-registrars.ts).
        const app = ts.isCallExpression(node) ? (0,app_registrars/* appRegistrarOf */.cO)(ts, node, apps) : undefined;
        if (app?.kind === 'tool' && app.call.arguments.length >= 3) {
            const before = tools.length;
            registration(app.call, true, undefined, app.call.arguments.slice(1));
            // A loop over the module's list registers one per item.
            for (const tool of tools.slice(before))
                if ('_meta' in tool)
                    tool._meta = (0,app_registrars/* appToolMeta */.tv)(tool._meta);
            return;
        }
        if (app?.kind === 'resource' && app.call.arguments.length >= 4)
            return resource(app.call, true, app.call.arguments.slice(1), app_registrars/* APP_MIME_TYPE */.uR);
        const callee = ts.isCallExpression(node) ? (0,server_object/* calledMethod */.XR)(ts, node) : undefined;
        if (ts.isCallExpression(node) && callee) {
            const method = callee.name.text;
            if (method === 'tool' && mctx)
                mctxTool(node, mctx);
            // Its prompts and resources are handlers too, whose fields are not read.
            else if ((method === 'prompt' || method === 'resource') && mctx)
                unread.push({ node, what: `a ${method} registration` });
            else if (method === 'tool' && node.arguments.length === 2 && mcpLite)
                fastmcpDefinition(node.arguments[1], 'tools', node, MCP_LITE_KEYS, MCP_LITE_SCHEMAS, node.arguments[0], true);
            else if (method === 'tool' && node.arguments.length <= 2 && mcpUse && ts.isObjectLiteralExpression(reader.resolve(node.arguments[0])))
                fastmcpDefinition(node.arguments[0], 'tools', node, MCP_USE_KEYS, MCP_USE_SCHEMAS, undefined, true);
            else if (method === 'tool' && node.arguments.length >= 2 && tmcp && ts.isObjectLiteralExpression(reader.resolve(node.arguments[0])))
                fastmcpDefinition(node.arguments[0], 'tools', node, TMCP_TOOL_KEYS, TMCP_SCHEMAS);
            else if (method === 'tool' && node.arguments.length >= 2 && (!endsInData(ts, node) || passesAfterCallback(node)))
                registration(node, false, ownMembersOf(node));
            else if (method === 'registerTool' && node.arguments.length >= 2)
                registration(node, true, ownMembersOf(node));
            else if (method === 'setRequestHandler' && node.arguments.length === 2 && (0,tool_lists/* namesListTools */._9)(ts, node.arguments[0]))
                listHandler(node.arguments[1]);
            else if ((method === 'prompt' || method === 'registerPrompt') && node.arguments.length >= 2)
                prompt(node, method === 'registerPrompt');
            else if ((method === 'resource' || method === 'registerResource') && node.arguments.length >= 3)
                resource(node, method === 'registerResource');
            else if (fastmcp && Object.hasOwn(FASTMCP_KINDS, method) && node.arguments.length === 1)
                fastmcpDefinition(node.arguments[0], FASTMCP_KINDS[method], node);
            else if (fastmcp && Object.hasOwn(FASTMCP_LISTS, method) && node.arguments.length === 1)
                fastmcpList(node.arguments[0], FASTMCP_LISTS[method]);
            else if (azure && method === 'mcpTool' && node.arguments.length === 2)
                azureTool(node);
        }
    };
    /**
     * An object literal declared as the SDK's `Tool` (`const t: Tool = {\u2026}`, a class property, `{\u2026} satisfies
     * Tool`, `{\u2026} as Tool`, what a function declared to return `Tool` returns) or an element of one declared as
     * `Tool[]`: a tool definition of this file, whichever module's handler returns it. An element that names a definition elsewhere is that definition's file's.
     */
    const typedDefinition = (node) => {
        let type;
        let value;
        if ((ts.isVariableDeclaration(node) || ts.isPropertyDeclaration(node)) && node.type && node.initializer) {
            type = node.type;
            value = node.initializer;
        }
        else if (ts.isSatisfiesExpression(node) || ts.isAsExpression(node)) {
            type = node.type;
            value = node.expression;
        }
        else if (ts.isCallExpression(node)) {
            // `this.addTools([{ tool: {\u2026}, run }])`: an argument to a function of the file whose parameter is typed so.
            const parameters = typedParameters().get((0,typescript_source_forwarders/* calledName */.nk)(ts, node.expression) ?? '');
            for (const [index, arg] of node.arguments.entries()) {
                const declared = parameters?.[index];
                if (declared)
                    typedValue(declared, arg);
            }
            return;
        }
        else if (ts.isFunctionLike(node) && 'body' in node && node.type && node.body) {
            // `function tools(): Tool[] { return [{\u2026}] }`, a method, an arrow, a getter: what it returns is typed so.
            const declared = extract_awaited(ts, node.type);
            const body = node.body;
            const returned = [];
            if (!holdsTool(ts, declared, toolType))
                return;
            if (ts.isBlock(body))
                (0,tool_lists/* collectReturns */.mk)(ts, body, returned);
            else
                returned.push(body);
            // A method's record of its class's own members (`name: this.name`, own-records.ts).
            const swap = ownRecordSwap(ts, node, imported?.records);
            for (const expression of returned)
                typedValue(declared, expression, 0, swap);
            return;
        }
        if (!type || !value)
            return;
        if (holdsTool(ts, type, toolType))
            typedValue(type, value);
    };
    /**
     * A value typed `Tool` (an object literal) or `Tool[]` (an array literal): its literal objects read as tools.
     * A type written out around the SDK's `Tool` (`{ tool: Tool; handler: Fn }[]`) is followed into the value's
     * literal arrays and objects, key by key, to the parts it types `Tool`.
     */
    const typedValue = (type, value, depth = 0, swap) => {
        const kind = toolTypeKind(ts, type, toolType);
        // `const TOOLS = LIST as unknown as Tool[]`: a list of the file's own, cast, is typed so too.
        const at = reader.resolve(value);
        if (kind === 'tool' && ts.isObjectLiteralExpression(at))
            literalTool(at, undefined, undefined, false, swap);
        else if (kind === 'list' && ts.isArrayLiteralExpression(at)) {
            for (const element of at.elements)
                if (ts.isObjectLiteralExpression(stripped(ts, element)))
                    literalTool(element, undefined, undefined, false, swap);
        }
        else if (kind === undefined && depth < MAX_TYPE_DEPTH) {
            const inner = unparenthesized(ts, type);
            const element = listElement(ts, inner);
            if (element && ts.isArrayLiteralExpression(at)) {
                for (const item of at.elements)
                    if (!ts.isSpreadElement(item))
                        typedValue(element, item, depth + 1, swap);
            }
            else if (ts.isTypeLiteralNode(inner) && ts.isObjectLiteralExpression(at)) {
                const properties = reader.properties(at);
                for (const member of inner.members) {
                    if (!ts.isPropertySignature(member) || !member.type || !(ts.isIdentifier(member.name) || ts.isStringLiteral(member.name)))
                        continue;
                    const property = properties?.get(member.name.text);
                    if (property && ts.isPropertyAssignment(property))
                        typedValue(member.type, property.initializer, depth + 1, swap);
                }
            }
        }
    };
    /** A framework builder's `tool('name', { description, input })` (tool-builders.ts); one its `disabledTool` wraps is served on some paths, or never. */
    const builtTool = (call, builder) => {
        const disabled = (0,tool_builders/* disabledDefinition */.wh)(ts, call, builders, file);
        if (disabled === 'always')
            return void unread.push({ node: call, what: 'a tool registration (never served: disabledTool wraps it)' });
        const before = tools.length;
        fastmcpDefinition(call.arguments[1], 'tools', call, builder.keys, builder.schemas, call.arguments[0], true);
        if (disabled === 'sometimes' && tools.length > before && !conditional.includes(before))
            conditional.push(before);
    };
    /** The record a framework's server is handed (keyed-records.ts): each entry a tool named by its key. */
    const keyedRecord = ({ framework, tools: entries, unread: missed }) => {
        unread.push(...missed);
        for (const entry of entries)
            keyedDefinition(entry, framework, entry.key);
    };
    /** An exported `const weatherTool = createTool({ \u2026 })` another module's record holds as `{ weatherTool }` (keyed-imports.ts). */
    const keyedExport = (declaration, name, builders) => {
        const built = (0,keyed_imports/* builtBy */.s8)(ts, declaration, builders);
        if (built && keyedExports?.get(name.text) === built.framework)
            keyedDefinition((0,keyed_records/* keyedTool */.JV)(ts, name, built.definition, built.framework), built.framework, declaration);
    };
    /** An xmcp tool file's `metadata` naming the tool, and its `schema` as a zod shape (xmcp-tools.ts). */
    const xmcpDefinition = ({ declaration, metadata, named, schema, listed }) => {
        if (!named)
            return void unread.push({ node: declaration.name, what: 'a tool (named by its file name)' });
        if (listed === 'never')
            return void unread.push({ node: declaration.name, what: 'a tool registration (never served: enabled is false)' });
        const at = tools.length;
        fastmcpDefinition(metadata, 'tools', declaration, xmcp_tools/* XMCP_KEYS */.ut, {}, undefined, true);
        if (tools.length === at)
            return;
        if (schema) {
            const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(at), 'inputSchema');
            const read = schemaOf(schema.value, pointer, schema.name);
            if (read)
                tools[at].inputSchema = read;
            else
                unread.push({ node: schema.value, what: "the tool's inputSchema", pointer });
        }
        if (listed === 'sometimes' && !conditional.includes(at))
            conditional.push(at);
    };
    /** One keyed definition, named by its key, read at `site`: its listing, and the parts its other keys make unknown. */
    const keyedDefinition = ({ key, definition, listed, unknown }, framework, site) => {
        if (listed === 'never')
            return void unread.push({ node: key, what: 'a tool registration (never listed: hidden)' });
        const at = tools.length;
        const parts = new Set(unknown.map(({ part }) => part));
        const keys = framework.keys.filter((k) => !parts.has(framework.schemas[k] ?? k));
        fastmcpDefinition(definition, 'tools', site, keys, framework.schemas, key, true);
        if (tools.length === at)
            return;
        for (const { node, part } of unknown)
            unread.push({ node, what: `the tool's ${part}`, pointer: (0,util_pointer/* joinPointer */.Kn)('/tools', String(at), part) });
        if (listed === 'sometimes' && !conditional.includes(at))
            conditional.push(at);
    };
    /** fastmcp's `addTools([\u2026])`, `addPrompts`, `addResources`, `addResourceTemplates`: each item of a literal array. */
    const fastmcpList = (arg, kind) => {
        const array = reader.resolve(arg);
        if (!ts.isArrayLiteralExpression(array))
            unread.push({ node: arg, what: `a list of ${FASTMCP_NOUNS[kind]}s` });
        else
            for (const element of array.elements)
                fastmcpDefinition(element, kind, element);
    };
    /**
     * fastmcp's `server.addTool({ name, description, parameters, outputSchema, annotations, execute })` and
     * its `addPrompt`, `addResource` and `addResourceTemplate`: one object literal each, read as the SDK's
     * registrations are. An object built elsewhere (a loop's item, a function's result) is not read.
     * `site` is the call (or array item) that registers it, for the branches it is made in. tmcp's
     * `server.tool({ name, description, schema }, execute)` is read the same way, with its own `keys` and `schemas`;
     * a framework builder's too, its name the `named` argument. With `methods`, the object may hold methods other than the keys read.
     */
    const fastmcpDefinition = (arg, kind, site, keys = FASTMCP_KEYS[kind], schemas = FASTMCP_SCHEMAS, named, methods = false) => {
        const object = reader.resolve(arg);
        // A builder's options may hold its handler as a method (`async handler(input, ctx) { \u2026 }`).
        const properties = ts.isObjectLiteralExpression(object) ? reader.properties(object, methods ? new Set(['name', ...keys]) : undefined) : undefined;
        const field = (key) => {
            const property = properties?.get(key);
            return property && { value: ts.isPropertyAssignment(property) ? property.initializer : property.name, key: property.name };
        };
        const nameAt = named ? { value: named, key: undefined } : field('name');
        // A record's key or a constant's name (keyed-records.ts) is the name as written, never a constant's value.
        const written = named && (ts.isIdentifier(named) || ts.isStringLiteral(named)) && isWrittenName(ts, named) ? named : undefined;
        const uriKey = kind === 'resourceTemplates' ? 'uriTemplate' : kind === 'resources' ? 'uri' : undefined;
        const uriAt = uriKey ? field(uriKey) : undefined;
        const list = { tools, prompts, resources, resourceTemplates }[kind];
        const pointer = (0,util_pointer/* joinPointer */.Kn)(`/${kind}`, String(list.length));
        if (written)
            reader.place((0,util_pointer/* joinPointer */.Kn)(pointer, 'name'), written);
        const name = written ? written.text : nameAt ? reader.string(nameAt.value, (0,util_pointer/* joinPointer */.Kn)(pointer, 'name'), nameAt.key) : extracted/* UNKNOWN */.HV;
        const uri = uriKey && uriAt ? reader.string(uriAt.value, (0,util_pointer/* joinPointer */.Kn)(pointer, uriKey), uriAt.key) : extracted/* UNKNOWN */.HV;
        if (!properties || !nameAt || name === extracted/* UNKNOWN */.HV || (uriKey && uri === extracted/* UNKNOWN */.HV)) {
            retract(pointer);
            unread.push({ node: named && name === extracted/* UNKNOWN */.HV ? named : arg, what: `a ${FASTMCP_NOUNS[kind]} registration` });
            return;
        }
        const item = uriKey ? { [uriKey]: uri, name } : { name };
        reader.place(pointer, object);
        for (const key of keys) {
            const at = field(key);
            if (!at)
                continue;
            const schema = kind === 'tools' ? schemas[key] : undefined;
            const target = (0,util_pointer/* joinPointer */.Kn)(pointer, schema ?? key);
            const read = schema ? standardSchema(at.value, target, at.key) : reader.value(at.value, target, at.key);
            if (read === extracted/* UNKNOWN */.HV)
                unread.push({ node: at.value, what: `the ${FASTMCP_NOUNS[kind]}'s ${key}`, pointer: target });
            else
                item[schema ?? key] = read;
        }
        if (kind === 'tools')
            keep(site, item, pointer, reader.span(written ?? reader.resolve(nameAt.value)));
        else
            list.push(item);
    };
    /**
     * A fastmcp tool's `parameters` or `outputSchema` (a tmcp tool's `schema`): any Standard Schema. A zod one (its chain starts at a name imported
     * from `zod`) is read as the SDK's; valibot's, arktype's or any other library's is not statically known.
     */
    const standardSchema = (node, pointer, key) => {
        let at = reader.resolve(node);
        for (let step = 0; step < 64; step++) {
            if (ts.isCallExpression(at) || ts.isPropertyAccessExpression(at))
                at = at.expression;
            else if (ts.isIdentifier(at) && reader.resolve(at) !== at)
                at = reader.resolve(at);
            else
                break;
        }
        if (!ts.isIdentifier(at) || !zodNames.has(at.text))
            return extracted/* UNKNOWN */.HV;
        return schemaOf(node, pointer, key) ?? extracted/* UNKNOWN */.HV;
    };
    /**
     * `prompt(name, description?, argsSchema?, callback)` or `registerPrompt(name, { title, description,
     * argsSchema }, callback)`. `prompt` is a common method name, so a call whose name is not a string is
     * taken for some other library's and left alone.
     */
    const prompt = (call, modern) => {
        const [nameNode, ...rest] = call.arguments;
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/prompts', String(prompts.length));
        const name = reader.string(nameNode, (0,util_pointer/* joinPointer */.Kn)(pointer, 'name'));
        if (name === extracted/* UNKNOWN */.HV) {
            if (modern)
                unread.push({ node: nameNode, what: 'a prompt registration' });
            return;
        }
        const item = { name };
        reader.place(pointer, call);
        const args = rest.slice(0, -1);
        if (modern) {
            const properties = metadata(args[0], item, pointer, 'prompt', PROMPT_KEYS);
            const schema = properties?.get('argsSchema');
            if (schema)
                argumentsOf(ts.isPropertyAssignment(schema) ? schema.initializer : schema.name, item, pointer);
        }
        else {
            for (const [index, arg] of args.entries()) {
                if (index === 0 && !ts.isObjectLiteralExpression(reader.resolve(arg))) {
                    const description = reader.string(arg, (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'));
                    if (description === extracted/* UNKNOWN */.HV)
                        unread.push({ node: arg, what: "the prompt's description", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'description') });
                    else
                        item.description = description;
                }
                else
                    argumentsOf(arg, item, pointer);
            }
        }
        prompts.push(item);
    };
    /** A prompt's argsSchema (a zod raw shape) as its `arguments`: each with its description, required unless optional. */
    const argumentsOf = (node, item, pointer) => {
        const shape = reader.resolve(node);
        if (!ts.isObjectLiteralExpression(shape)) {
            unread.push({ node, what: "the prompt's arguments", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'arguments') });
            return;
        }
        // Read as an input schema, then moved to the prompt's arguments: a prompt's arguments have no types.
        const scratch = (0,util_pointer/* joinPointer */.Kn)(pointer, 'argsSchema');
        const before = unread.length;
        const schema = shapeSchema(reader, shape, scratch);
        (0,program/* dropArgumentTypes */.cv)(unread, before);
        item.arguments = (0,extracted/* argumentsFromSchema */.yg)(schema, scratch, pointer, spans, reader.anchors);
    };
    /**
     * `resource(name, uri | template, metadata?, callback)` or `registerResource(name, uri | template,
     * metadata, callback)`: a resource, or a resource template for `new ResourceTemplate(uriTemplate, \u2026)`.
     * `given`, `mimeType`: MCP Apps' `registerAppResource` (app-registrars.ts), its arguments after the server
     * and the MIME type it lists the resource with unless its metadata sets one.
     */
    const resource = (call, modern, given = call.arguments, mimeType) => {
        const [nameNode, uriNode, ...rest] = given;
        const target = reader.resolve(uriNode);
        const template = ts.isNewExpression(target) && ts.isIdentifier(target.expression) && target.expression.text === 'ResourceTemplate';
        const list = template ? resourceTemplates : resources;
        const what = template ? 'resource template' : 'resource';
        const pointer = (0,util_pointer/* joinPointer */.Kn)(template ? '/resourceTemplates' : '/resources', String(list.length));
        const name = reader.string(nameNode, (0,util_pointer/* joinPointer */.Kn)(pointer, 'name'));
        const uriKey = template ? 'uriTemplate' : 'uri';
        const uriAt = template ? target.arguments?.[0] : uriNode;
        const uri = uriAt ? reader.string(uriAt, (0,util_pointer/* joinPointer */.Kn)(pointer, uriKey)) : extracted/* UNKNOWN */.HV;
        if (name === extracted/* UNKNOWN */.HV || uri === extracted/* UNKNOWN */.HV) {
            if (modern)
                unread.push({ node: name === extracted/* UNKNOWN */.HV ? nameNode : uriNode, what: `a ${what} registration` });
            return;
        }
        const item = { [uriKey]: uri, name };
        reader.place(pointer, call);
        const args = rest.slice(0, -1);
        const properties = args.length > 0 ? metadata(args[0], item, pointer, what, RESOURCE_KEYS) : undefined;
        if (mimeType !== undefined && properties && !properties.has('mimeType')) {
            item.mimeType = mimeType;
            reader.place((0,util_pointer/* joinPointer */.Kn)(pointer, 'mimeType'), call.expression);
        }
        list.push(item);
    };
    /** A prompt's or resource's metadata object: its `keys` read into `item`; its properties, for what else it holds. */
    const metadata = (node, item, pointer, what, keys) => {
        const config = node && reader.resolve(node);
        const properties = config && ts.isObjectLiteralExpression(config) ? reader.properties(config) : undefined;
        if (!node || !properties) {
            if (node)
                unread.push({ node, what: `the ${what}'s metadata` });
            return undefined;
        }
        for (const [key, property] of properties) {
            if (!keys.includes(key))
                continue;
            const value = ts.isPropertyAssignment(property) ? property.initializer : property.name;
            const read = reader.value(value, (0,util_pointer/* joinPointer */.Kn)(pointer, key), property.name);
            if (read === extracted/* UNKNOWN */.HV)
                unread.push({ node: value, what: `the ${what}'s ${key}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, key) });
            else
                item[key] = read;
        }
        return properties;
    };
    /**
     * Azure Functions' `app.mcpTool('function', { toolName, description, toolProperties, handler })`
     * (`@azure/functions` 4.x): the tool is `toolName` (the first argument names the function, not the
     * tool); `toolProperties` is a shape of `arg.string().describe(\u2026)` chains, read as zod's, or the
     * older array of `{ propertyName, propertyType, description }`.
     */
    const azureTool = (call) => {
        const config = reader.resolve(call.arguments[1]);
        const properties = ts.isObjectLiteralExpression(config) ? reader.properties(config) : undefined;
        const field = (key) => {
            const property = properties?.get(key);
            return property && { value: ts.isPropertyAssignment(property) ? property.initializer : property.name, key: property.name };
        };
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        const nameAt = field('toolName');
        const name = nameAt ? reader.string(nameAt.value, (0,util_pointer/* joinPointer */.Kn)(pointer, 'name'), nameAt.key) : extracted/* UNKNOWN */.HV;
        if (!nameAt || name === extracted/* UNKNOWN */.HV) {
            retract(pointer);
            unread.push({ node: nameAt?.value ?? call.arguments[1], what: 'a tool registration' });
            return;
        }
        const tool = { name };
        reader.place(pointer, call);
        const description = field('description');
        if (description) {
            const read = reader.string(description.value, (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'), description.key);
            if (read === extracted/* UNKNOWN */.HV)
                unread.push({ node: description.value, what: "the tool's description", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'description') });
            else
                tool.description = read;
        }
        const shape = field('toolProperties');
        if (shape) {
            const at = (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema');
            const value = reader.resolve(shape.value);
            const schema = ts.isArrayLiteralExpression(value) ? propertyList(value, at) : schemaOf(shape.value, at, shape.key);
            if (schema)
                tool.inputSchema = schema;
            else
                unread.push({ node: shape.value, what: "the tool's toolProperties", pointer: at });
        }
        keep(call, tool, pointer, reader.span(reader.resolve(nameAt.value)));
    };
    /**
     * @mctx-ai/app's `server.tool('find_text', findText)` on a server the module makes (mctx-app.ts): the
     * handler's description and annotations as its own module writes them, placed at the literal when that is
     * this module, else at the handler's name here (the literal is in the other file). The framework builds the
     * input schema from its own `T` helpers: not read.
     */
    let mctxOwn;
    const mctxTool = (call, servers) => {
        const receiver = (0,server_object/* calledMethod */.XR)(ts, call)?.expression;
        const [nameNode, handler] = call.arguments;
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        const onServer = call.arguments.length === 2 && receiver !== undefined && ts.isIdentifier(receiver) && servers.has(receiver.text);
        const name = onServer ? reader.string(nameNode, (0,util_pointer/* joinPointer */.Kn)(pointer, 'name')) : extracted/* UNKNOWN */.HV;
        if (name === extracted/* UNKNOWN */.HV) {
            retract(pointer);
            unread.push({ node: call, what: 'a tool registration' });
            return;
        }
        const tool = { name };
        reader.place(pointer, call);
        mctxOwn ??= ownHandlers(ts, file, servers);
        const own = ts.isIdentifier(handler) ? mctxOwn.get(handler.text) : undefined;
        const theirs = ts.isIdentifier(handler) && !own ? imported?.handlers.get(handler.text) : undefined;
        for (const key of ['description', 'annotations']) {
            const at = (0,util_pointer/* joinPointer */.Kn)(pointer, key);
            const written = own?.get(key);
            const read = written ? reader.value(written, at) : theirs?.has(key) ? theirs.get(key) : extracted/* UNKNOWN */.HV;
            if (read !== extracted/* UNKNOWN */.HV)
                tool[key] = read;
            if (read !== extracted/* UNKNOWN */.HV && !written)
                reader.place(at, handler);
            // Unwritten, it is served as "" (none for annotations), unless another module writes it: not known.
            else if (read === extracted/* UNKNOWN */.HV && (key === 'description' || written))
                unread.push({ node: written ?? handler, what: `the tool's ${key}`, pointer: at });
        }
        unread.push({ node: handler, what: "the tool's inputSchema", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema') });
        keep(call, tool, pointer, reader.span(reader.resolve(nameNode)));
    };
    /** The older `toolProperties: [{ propertyName, propertyType, description }]` as an object schema; undefined unless every item is literal. */
    const propertyList = (list, pointer) => {
        const out = {};
        const props = (0,util_pointer/* joinPointer */.Kn)(pointer, 'properties');
        for (const element of list.elements) {
            const item = reader.resolve(element);
            const fields = ts.isObjectLiteralExpression(item) ? reader.properties(item) : undefined;
            const named = fields?.get('propertyName');
            const key = named && ts.isPropertyAssignment(named) ? reader.string(named.initializer, '') : extracted/* UNKNOWN */.HV;
            if (!fields || key === extracted/* UNKNOWN */.HV)
                return undefined;
            const property = {};
            const at = (0,util_pointer/* joinPointer */.Kn)(props, key);
            for (const [field, target] of [
                ['propertyType', 'type'],
                ['description', 'description'],
            ]) {
                const given = fields.get(field);
                if (!given || !ts.isPropertyAssignment(given))
                    continue;
                const read = reader.string(given.initializer, (0,util_pointer/* joinPointer */.Kn)(at, target), given.name);
                if (read === extracted/* UNKNOWN */.HV)
                    unread.push({ node: given.initializer, what: `the ${field} of parameter ${JSON.stringify(key)}`, pointer: (0,util_pointer/* joinPointer */.Kn)(at, target) });
                else
                    property[target] = read;
            }
            reader.place(at, item);
            out[key] = property;
        }
        reader.place(pointer, list);
        return { type: 'object', properties: out };
    };
    /**
     * A configured tool class's `new WebTool({ name, description, \u2026 })` (configured-classes.ts): each key of the
     * registration's config read from the object's key it is copied from, one the registrar computes not statically known.
     */
    const configuredTool = (call, keys) => {
        const object = call.arguments?.[0] && reader.resolve(call.arguments[0]);
        const properties = object && ts.isObjectLiteralExpression(object) ? reader.properties(object) : undefined;
        const field = (key) => {
            const property = key ? properties?.get(key) : undefined;
            return property && { value: ts.isPropertyAssignment(property) ? property.initializer : property.name, key: property.name };
        };
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        const nameAt = field(keys.get('name'));
        const name = nameAt ? reader.string(nameAt.value, (0,util_pointer/* joinPointer */.Kn)(pointer, 'name'), nameAt.key) : extracted/* UNKNOWN */.HV;
        if (!object || !nameAt || name === extracted/* UNKNOWN */.HV) {
            retract(pointer);
            return void unread.push({ node: call, what: 'a tool' });
        }
        const tool = { name };
        reader.place(pointer, object);
        for (const [key, from] of keys) {
            const at = field(from);
            const target = (0,util_pointer/* joinPointer */.Kn)(pointer, key);
            if (key === 'name' || (from !== null && !at) || !(PLAIN_KEYS.includes(key) || SCHEMA_KEYS.has(key)))
                continue;
            const read = !at ? extracted/* UNKNOWN */.HV : SCHEMA_KEYS.has(key) ? (schemaOf(at.value, target, at.key) ?? extracted/* UNKNOWN */.HV) : reader.value(at.value, target, at.key);
            if (read === extracted/* UNKNOWN */.HV)
                unread.push({ node: at?.value ?? call, what: `the tool's ${key}`, pointer: target });
            else
                tool[key] = read;
        }
        keep(call, tool, pointer, reader.span(reader.resolve(nameAt.value)));
    };
    /**
     * A class given a project's decorator whose metadata a module registers (metadata-decorators.ts), `@McpTool({ name,
     * \u2026 })`: its object read as a configured class's. Two such decorators on one class: which is served is not read.
     */
    const decoratedTool = (cls, decorated) => {
        const calls = (0,metadata_decorators/* decoratorCalls */.zO)(ts, cls).filter((call) => decorated.has(call.expression.text));
        if (calls.length > 1)
            unread.push({ node: cls.name ?? cls, what: 'a tool' });
        else if (calls.length === 1)
            configuredTool(calls[0], decorated.get(calls[0].expression.text));
    };
    /**
     * `server.tool(\u2026)` or `server.registerTool(\u2026)`: one tool, its name first. With `item`, once for an item
     * of the module's list a loop registers: its arguments `t.key` are the item's (see loopRegistration).
     */
    const registration = (call, modern, item, given = call.arguments) => {
        const swap = item?.swap ?? ((node) => node);
        const [nameNode, ...rest] = given.map(swap).filter((arg) => arg !== undefined);
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        const name = nameNode ? reader.string(nameNode, (0,util_pointer/* joinPointer */.Kn)(pointer, 'name')) : extracted/* UNKNOWN */.HV;
        if (item && (!nameNode || name === extracted/* UNKNOWN */.HV)) {
            retract(pointer);
            unread.push({ node: item.object, what: 'a tool' });
            return;
        }
        if (name === extracted/* UNKNOWN */.HV) {
            // A loop over an imported list whose module reads each item (read-lists.ts) is where those tools are read.
            if (!loopRegistration(call, modern, given) &&
                !itemOfReadList(ts, nameNode, imported?.readLists ?? new Set()) &&
                !imported?.gathered.has(nameNode.getStart(file)))
                unread.push({ node: nameNode, what: unreadRegistration(ts, nameNode) });
            return;
        }
        const tool = { name };
        const namePlace = reader.span(reader.resolve(nameNode));
        reader.place(pointer, item?.object ?? call);
        if (modern)
            registerConfig(rest[0], tool, pointer, false, swap, item?.fields);
        else if (rest.length === 1 && wrapperConfig(rest[0]))
            registerConfig(rest[0], tool, pointer, true, swap);
        else {
            const callback = callbackIndex(reader, rest);
            if (callback !== undefined && callback < rest.length - 1) {
                const first = rest[callback + 1];
                // The call's own argument, where a loop's item stands in for it.
                const written = given === call.arguments ? first : call.arguments[callback + 2];
                afterCallback.push({ pointer, position: callback + 3, count: rest.length - callback - 1, ...(written ? { text: shortText(written) } : {}) });
            }
            toolArguments(rest.slice(0, callback ?? -1), tool, pointer);
        }
        keep(call, tool, pointer, namePlace);
    };
    /** A lazily loaded group's tool object: the keys the server's config copies, as written; those it computes not statically known. */
    const groupTool = (object, fields) => {
        const keys = new Map(['name', ...fields.copied].map((key) => [key, key]));
        // `{ name, config: { description, inputSchema } }`: each key of the config written out, as the tool's.
        const held = fields.config === undefined ? undefined : reader.properties(object)?.get(fields.config);
        const config = held && ts.isPropertyAssignment(held) ? reader.resolve(held.initializer) : undefined;
        const given = config && ts.isObjectLiteralExpression(config) ? reader.properties(config) : undefined;
        if (fields.config !== undefined && !given)
            return void unread.push({ node: held ?? object, what: 'a tool configuration' });
        // The keys the SDK serves as written; it reads no other.
        for (const [key, property] of given ?? [])
            if (PLAIN_KEYS.includes(key))
                keys.set(key, ts.isPropertyAssignment(property) ? property.initializer : property.name);
        const read = literalTool(object, undefined, { spread: false, keys });
        if (!read)
            return;
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(read.index));
        // Its schemas as `registerTool` reads them: a raw shape or a zod object.
        for (const key of ['inputSchema', 'outputSchema']) {
            const property = given?.get(key);
            if (!property)
                continue;
            const value = ts.isPropertyAssignment(property) ? property.initializer : property.name;
            const schema = schemaOf(value, (0,util_pointer/* joinPointer */.Kn)(pointer, key), property.name);
            if (schema)
                tools[read.index][key] = schema;
            else
                unread.push({ node: value, what: `the tool's ${key}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, key) });
        }
        for (const key of fields.computed) {
            const at = object.properties.find((p) => p.name?.getText(file) === key) ?? object;
            unread.push({ node: at, what: `the tool's ${key}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, key) });
        }
    };
    /** Each value of a record a module registers (record-makers.ts): the keys the registration copies, as written; those it computes not statically known. */
    const recordTools = (record, { keys, sometimes }) => {
        const copied = [...keys].filter((entry) => entry[1] !== null);
        for (const property of record.properties) {
            if (!ts.isPropertyAssignment(property))
                continue;
            // A schema, a raw shape or zod's object, is read as registerTool's config reads it.
            const read = literalTool(property.initializer, undefined, { spread: false, keys: new Map(copied.filter(([key]) => !SCHEMA_KEYS.has(key))) });
            if (!read)
                continue;
            const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(read.index));
            const fields = reader.properties(reader.resolve(property.initializer));
            for (const [key, from] of copied) {
                const field = SCHEMA_KEYS.has(key) ? fields?.get(from) : undefined;
                const value = field && (ts.isPropertyAssignment(field) ? field.initializer : field.name);
                const schema = value && field && schemaOf(value, (0,util_pointer/* joinPointer */.Kn)(pointer, key), field.name);
                if (schema)
                    tools[read.index][key] = schema;
                else if (value)
                    unread.push({ node: value, what: `the tool's ${key}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, key) });
            }
            for (const [key, from] of keys)
                if (from === null)
                    unread.push({ node: property.initializer, what: `the tool's ${key}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, key) });
            if (sometimes && !conditional.includes(read.index))
                conditional.push(read.index);
        }
    };
    /** `ctx.accountTool("x", { description, inputSchema }, cb)`: its registration with the keys the method sets anew left unread. */
    const contextRegistration = (call, anew) => {
        const config = call.arguments[1] && reader.resolve(call.arguments[1]);
        const set = new Set(anew);
        const swap = (node) => (ts.isPropertyAssignment(node.parent) && node.parent.initializer === node) || ts.isShorthandPropertyAssignment(node.parent)
            ? set.has(node.parent.name.getText(file))
                ? undefined
                : node
            : node;
        const before = tools.length;
        registration(call, true, { object: call, swap }, call.arguments);
        if (tools.length === before || !config)
            return;
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length - 1));
        const written = ts.isObjectLiteralExpression(config) ? config.properties : undefined;
        for (const key of anew) {
            const at = written?.find((p) => p.name?.getText(file) === key) ?? config;
            if (key !== 'name')
                unread.push({ node: at, what: `the tool's ${key}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, key) });
        }
    };
    /**
     * `createTool({ name, description, inputSchema, handler })` of a maker registering its object's keys in that
     * order (registrar-makers.ts): that SDK v1 registration with each key's value, the tool placed at the call;
     * the maker's name stands for the callback it builds, never read. A maker's `registerTool` config copying
     * keys as they are is the object itself, its other keys left out. An object spreading another or lacking a
     * key the maker passes is not read.
     */
    const madeRegistration = (call, maker) => {
        const object = call.arguments.length === 1 ? call.arguments[0] : undefined;
        const keys = maker.keys.filter((key) => key !== undefined);
        const properties = object && ts.isObjectLiteralExpression(object) ? reader.properties(object, new Set([...keys, ...(maker.config ?? [])])) : undefined;
        if (!object || !properties || keys.some((key) => !properties.has(key))) {
            unread.push({ node: call, what: 'a tool registration' });
            return;
        }
        const value = (key) => {
            const property = key === undefined ? undefined : properties.get(key);
            if (!property)
                return call.expression;
            return ts.isPropertyAssignment(property) ? property.initializer : property.name;
        };
        const config = maker.config;
        if (!config)
            return registration(call, false, undefined, maker.keys.map(value));
        // `registerTool`'s config is the object as written, but for the keys the maker does not copy.
        const name = value(keys[0]);
        const swap = (node) => {
            const property = node.parent;
            const held = (ts.isPropertyAssignment(property) && property.initializer === node) || ts.isShorthandPropertyAssignment(property);
            return node === name || !held || property.parent !== object || config.has(reader.propertyName(property) ?? '') ? node : undefined;
        };
        const before = tools.length;
        registration(call, true, { object: call, swap, fields: new Set([...keys, ...config]) }, [name, object]);
        // The config keys the function sets otherwise than copying them (object-registrars.ts): not read.
        if (tools.length > before)
            for (const key of maker.computed ?? [])
                unread.push({ node: call, what: `the tool's ${key}`, pointer: (0,util_pointer/* joinPointer */.Kn)('/tools', String(before), key) });
    };
    /**
     * A call of a helper building its `registerTool` config of its parameters (forwarders.ts): that registration
     * with the call's arguments in their places, the tool placed at the call. A raw shape wrapped in zod's
     * `object` in the helper is read from the call's literal shape only.
     */
    const builtRegistration = (call, inner, built) => {
        if (call.arguments.length !== built.arity || call.arguments.some((arg) => ts.isSpreadElement(arg))) {
            unread.push({ node: call, what: 'a tool registration' });
            return;
        }
        const swap = (node) => {
            const use = built.uses.get(node);
            const arg = use && call.arguments[use.at];
            if (!use || !arg)
                return node;
            return !use.shape || ts.isObjectLiteralExpression(reader.resolve(arg)) ? arg : node;
        };
        registration(call, true, { object: call, swap }, inner.arguments);
    };
    /**
     * A registration in a loop over the module's own list, its name an item's (`for (const t of list)
     * server.tool(t.name, t.description, t.schema.shape, cb)`, `list.forEach((t) => server.registerTool(t.name,
     * { description: t.description }, cb))`): one tool per item, each placed at the item's literal. An item
     * that is no object literal with its name written out is listed as not statically known, where it is.
     */
    const loopRegistration = (call, modern, given = call.arguments) => {
        // `given`: a forwarding helper's arguments in the registration's places (forwarders.ts).
        const nameNode = stripped(ts, given[0]);
        if (!ts.isPropertyAccessExpression(nameNode) || !ts.isIdentifier(nameNode.expression))
            return false;
        const variable = nameNode.expression;
        const list = (0,tool_lists/* loopedList */.KD)(ts, variable, lists());
        if (!list)
            return false;
        for (const element of list.elements) {
            const object = reader.resolve(element);
            if (readTools.has(object))
                continue;
            readTools.add(object);
            const properties = ts.isObjectLiteralExpression(object) ? reader.properties(object) : undefined;
            if (!properties) {
                unread.push({ node: element, what: 'a tool' });
                continue;
            }
            const own = (key) => {
                const property = properties.get(key);
                return property && (ts.isPropertyAssignment(property) ? property.initializer : property.name);
            };
            const itemKey = (node) => {
                const at = stripped(ts, node);
                return ts.isPropertyAccessExpression(at) && ts.isIdentifier(at.expression) && at.expression.text === variable.text ? at.name.text : undefined;
            };
            const swap = (node) => {
                const key = itemKey(node);
                if (key !== undefined)
                    return own(key);
                // `t.schema.shape`: the raw shape of the item's `z.object({\u2026})`.
                const at = stripped(ts, node);
                const schema = ts.isPropertyAccessExpression(at) && at.name.text === 'shape' ? itemKey(at.expression) : undefined;
                const value = schema === undefined ? undefined : own(schema);
                const made = value && reader.resolve(value);
                const shape = made && ts.isCallExpression(made) && made.arguments.length >= 1 ? reader.resolve(made.arguments[0]) : undefined;
                if (schema === undefined)
                    return node;
                return shape && ts.isObjectLiteralExpression(shape) ? shape : node;
            };
            registration(call, modern, { object, swap }, given);
        }
        return true;
    };
    /**
     * `tool(name, { description, parameters, handler })`, as some wrappers of the SDK take it: the SDK's last
     * argument is the callback, so an object there that names a description or a schema is the tool's config.
     */
    const wrapperConfig = (node) => {
        const config = reader.resolve(node);
        const properties = ts.isObjectLiteralExpression(config) ? reader.properties(config) : undefined;
        return !!properties && WRAPPER_KEYS.some((key) => properties.has(key));
    };
    /**
     * Adds a registered tool, unless the same name is registered in the other branch of an `if`, `try` or
     * `switch` (a tool per mode): only one is ever made, so the later is listed as not statically known, never
     * counted twice. Likewise the same name registered on another server the file constructs (server-object.ts),
     * or through an adapter object the file hands a registering function: each server serves its own, and the
     * later is listed as not statically known.
     */
    const keep = (node, tool, pointer, namePlace) => {
        const name = tool.name;
        tool.inputSchema ??= { type: 'object' };
        const branches = branchesOf(node);
        // Through the one call of the function around each, only when the name is registered twice: few files do.
        const alternative = registered.findIndex((r) => r?.name === name && (exclusive(r.branches, branches) || exclusive(branchesOf(r.node, true), branchesOf(node, true))));
        if (alternative !== -1) {
            retract(pointer);
            unread.push({ node, what: `a tool registration (made instead of tools[${alternative}] in another branch)` });
            return;
        }
        // An MCP Apps helper is handed its server first (app-registrars.ts).
        const handed = ts.isCallExpression(node) && (0,app_registrars/* appRegistrarOf */.cO)(ts, node, apps) ? node.arguments[0] : undefined;
        const server = (0,server_object/* constructedServer */.CU)(ts, node, handed);
        const sibling = server ? registered.findIndex((r) => r?.name === name && r.server !== undefined && r.server !== server) : -1;
        if (sibling !== -1) {
            retract(pointer);
            unread.push({ node, what: `a tool registration (on another server than tools[${sibling}])` });
            return;
        }
        const standIn = (0,server_object/* registersThroughStandIn */.Hf)(ts, node, handed);
        const adapted = registered.findIndex((r) => r?.name === name && (standIn || r.standIn));
        if (adapted !== -1) {
            retract(pointer);
            unread.push({ node, what: `a tool registration (through an adapter object, not known to reach the server of tools[${adapted}])` });
            return;
        }
        registered[tools.length] = { name, node, branches, server, standIn };
        add(tool, namePlace);
    };
    /**
     * Each registered tool's name, branches and server object, and whether it was registered through an adapter
     * (server-object.ts), by index in `tools` (a list handler's tools have none).
     */
    const registered = [];
    /**
     * The `if`, `try` and `switch` statements a node is in, each with the branch it is in; `throughCalls`, also
     * those around the one call of each function it is in (sole-call.ts), at most MAX_HOPS calls up.
     */
    const branchesOf = (node, throughCalls = false) => {
        const out = new Map();
        let hops = 0;
        for (let at = node, p = at.parent; p; p = at.parent) {
            const call = throughCalls && ts.isFunctionLike(p) && hops < MAX_HOPS ? (0,sole_call/* soleCall */.u)(ts, p) : undefined;
            if (call) {
                hops++;
                at = call;
                continue;
            }
            const branch = ts.isIfStatement(p)
                ? p.thenStatement === at
                    ? 'then'
                    : p.elseStatement === at
                        ? 'else'
                        : undefined
                : ts.isTryStatement(p)
                    ? p.tryBlock === at
                        ? 'try'
                        : p.catchClause === at
                            ? 'catch'
                            : undefined
                    : undefined;
            if (branch)
                out.set(p, branch);
            // A `case` of a `switch`: the run of clauses that fall through into each other is one branch.
            else if ((ts.isCaseClause(p) || ts.isDefaultClause(p)) && ts.isStatement(at))
                out.set(p.parent.parent, `case ${caseGroup(ts, p)}`);
            at = p;
        }
        return out;
    };
    const exclusive = (a, b) => {
        for (const [statement, branch] of b)
            if (a.has(statement) && a.get(statement) !== branch)
                return true;
        return false;
    };
    /** Forgets what was read at `pointer` for a tool that is not kept. */
    const retract = (pointer) => {
        const under = (at) => at === pointer || at.startsWith(`${pointer}/`);
        for (const map of [spans, reader.anchors])
            for (const at of [...map.keys()])
                if (under(at))
                    map.delete(at);
        for (let k = unread.length - 1; k >= 0; k--)
            if (unread[k].pointer !== undefined && under(unread[k].pointer))
                unread.splice(k, 1);
        for (let k = afterCallback.length - 1; k >= 0; k--)
            if (afterCallback[k].pointer === pointer)
                afterCallback.splice(k, 1);
    };
    /** `server.tool(name, shape, async () => \u2026, { description })`: a callback written out, then data the SDK drops. */
    const passesAfterCallback = (call) => {
        const rest = call.arguments.slice(1);
        const callback = callbackIndex(reader, rest);
        return callback !== undefined && callback < rest.length - 1;
    };
    /** SDK v1 `tool(name, description?, shape?, annotations?, callback)`: what each argument is, by its kind. */
    /** `schemas`: arguments a registration passes as `inputSchema` by its key, read as one whatever they hold. */
    const toolArguments = (args, tool, pointer, schemas = new Set()) => {
        let objects = 0;
        for (const [index, arg] of args.entries()) {
            const at = reader.resolve(arg);
            // The argument after the name is the description unless it is an object (a shape or annotations).
            if (index === 0 && !ts.isObjectLiteralExpression(at)) {
                const description = reader.string(arg, (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'));
                if (description === extracted/* UNKNOWN */.HV)
                    unread.push({ node: arg, what: "the tool's description", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'description') });
                else
                    tool.description = description;
            }
            else if (ts.isObjectLiteralExpression(at) && objects === 0 && (schemas.has(arg) || isShape(ts, reader, at))) {
                objects++;
                tool.inputSchema = shapeSchema(reader, at, (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema'));
            }
            else if (ts.isObjectLiteralExpression(at)) {
                objects = 2;
                const annotations = reader.value(arg, (0,util_pointer/* joinPointer */.Kn)(pointer, 'annotations'));
                if (annotations === extracted/* UNKNOWN */.HV)
                    unread.push({ node: arg, what: 'tool annotations' });
                else
                    tool.annotations = annotations;
            }
            else {
                unread.push({ node: arg, what: 'a tool argument' });
            }
        }
    };
    /** registerTool's config object (a wrapper's, whose `parameters` is the input schema, when `wrapper`). */
    const registerConfig = (node, tool, pointer, wrapper = false, swap = (at) => at, fields) => {
        const config = node && reader.resolve(node);
        const properties = config && ts.isObjectLiteralExpression(config) ? spreadProperties(config, 0, fields) : undefined;
        if (!node || !properties) {
            // Not a literal object mcpdesc reads whole (an imported definition, a spread): its fields are unknown, not missing.
            if (node)
                unread.push({ node, what: 'a tool configuration', pointer });
            return;
        }
        for (const [key, property] of properties) {
            const value = swap(ts.isPropertyAssignment(property) ? property.initializer : property.name);
            const at = (0,util_pointer/* joinPointer */.Kn)(pointer, key);
            if (!value)
                continue;
            if (PLAIN_KEYS.includes(key)) {
                const read = reader.value(value, at, property.name);
                if (read === extracted/* UNKNOWN */.HV)
                    unread.push({ node: value, what: `the tool's ${key}`, pointer: at });
                else
                    tool[key] = read;
            }
            else if (key === 'inputSchema' || key === 'outputSchema' || (wrapper && key === 'parameters')) {
                const field = key === 'parameters' ? 'inputSchema' : key;
                const schema = schemaOf(value, (0,util_pointer/* joinPointer */.Kn)(pointer, field), property.name);
                if (schema)
                    tool[field] = schema;
                else
                    unread.push({ node: value, what: `the tool's ${key}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, field) });
            }
        }
    };
    /**
     * A config object's properties, those it spreads from a same-file object literal (`{ ...definition, title }`)
     * included, a later key overriding an earlier one as at run time; undefined when a spread is not such an object.
     */
    const spreadProperties = (config, depth = 0, fields) => {
        if (!config.properties.some((p) => ts.isSpreadAssignment(p)))
            return reader.properties(config, fields);
        const out = new Map();
        for (const property of config.properties) {
            if (ts.isSpreadAssignment(property)) {
                const spread = reader.resolve(property.expression);
                const inner = depth < 4 && ts.isObjectLiteralExpression(spread) ? spreadProperties(spread, depth + 1) : undefined;
                if (!inner)
                    return undefined;
                for (const [key, value] of inner)
                    out.set(key, value);
                continue;
            }
            const key = reader.propertyName(property);
            if (key === undefined || !(ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)))
                return undefined;
            out.set(key, property);
        }
        return out;
    };
    /** A raw shape or a zod object as JSON Schema, or undefined when not statically known. */
    const schemaOf = (node, pointer, key) => {
        const at = reader.resolve(node);
        if (ts.isObjectLiteralExpression(at)) {
            const schema = shapeSchema(reader, at, pointer);
            reader.place(pointer, at, key);
            return schema;
        }
        // `Schema.shape`: the raw shape of a zod object declared in the file.
        const read = ts.isPropertyAccessExpression(at) && at.name.text === 'shape' ? zodSchema(reader, at.expression, pointer, key) : zodSchema(reader, node, pointer, key);
        // Any other zod schema (`z.union([\u2026])`) the SDK serves as it will: an empty object schema (1.23 and later), or none.
        return read?.schema.type === 'object' ? read.schema : undefined;
    };
    /** `setRequestHandler(ListToolsRequestSchema, handler)`: the literal tools its returns list. */
    const listHandler = (handler) => {
        const fn = reader.resolve(handler);
        if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn)) {
            unread.push({ node: handler, what: 'a tools/list handler' });
            return;
        }
        answer(fn.body);
    };
    /**
     * The tools a tools/list answer's body lists: each `return`'s literal tools, and those of the lists it picks
     * from; or those of the `{ tools: \u2026 }` answers a hand-rolled server writes (handed-answers.ts), in its blocks.
     */
    const answer = (answered) => {
        const written = 'objects' in answered ? answered : undefined;
        const body = written ? undefined : answered;
        const returned = written ? [...written.objects] : [];
        if (body && !ts.isBlock(body))
            returned.push(body);
        else if (body)
            (0,tool_lists/* collectReturns */.mk)(ts, body, returned);
        // `return this.listTools()`: what the class's private method returns, a few hand-ons deep, or its static one
        // where the static method setting the handler up is called on the class (static-delegates.ts); or what the
        // callback a wrapper answers with returns (passed-callbacks.ts).
        const bodies = body ? [body] : [...(written?.blocks ?? [])];
        for (let i = 0, handed = 0; i < returned.length && handed < MAX_DELEGATED; i++) {
            const method = (0,tool_lists/* delegatedBody */.Us)(ts, returned[i]) ?? staticDelegate(ts, returned[i], imported?.statics);
            const passed = method ? undefined : passedCallback(ts, returned[i], file, imported?.passers);
            const delegated = method ?? passed;
            if (!delegated)
                continue;
            // The callback's own lists are the lists it picks from, as a handler's are.
            if (passed)
                bodies.push(passed);
            const inner = [];
            if (ts.isBlock(delegated))
                (0,tool_lists/* collectReturns */.mk)(ts, delegated, inner);
            else
                inner.push(delegated);
            returned.splice(i--, 1, ...inner);
            handed++;
        }
        // One call returns one list: a name an earlier `return` lists too is an alternative answer (a fallback,
        // the list sent on error), not a second tool of that name.
        const earlier = new Map();
        for (const expression of returned) {
            const result = reader.resolve(expression);
            const list = ts.isObjectLiteralExpression(result) ? reader.properties(result)?.get('tools') : undefined;
            const listValue = list && (ts.isPropertyAssignment(list) ? list.initializer : list.name);
            // A `const` of the handler's own (answered-locals.ts), a filter keeping items as written read through.
            const local = listValue && bodies.reduce((found, at) => found ?? answeredLocal(ts, at, listValue), undefined);
            let array = listValue && reader.resolve(local ?? listValue);
            // `tools: allTools`, a `const` list of a function around the handler (enclosing-lists.ts).
            if (array && ts.isIdentifier(array))
                array = enclosingList(ts, array, lists(), bodies) ?? array;
            const unfiltered = array && keptFrom(ts, array);
            if (unfiltered)
                array = reader.resolve(unfiltered);
            // `tools: this.getToolDefinitions()`: the one list the class's private (or proved static) method returns.
            const method = array && ((0,tool_lists/* delegatedBody */.Us)(ts, array) ?? staticDelegate(ts, array, imported?.statics) ?? builtBody(ts, array));
            const inner = [];
            if (method)
                (0,tool_lists/* collectReturns */.mk)(ts, method, inner);
            if (inner.length === 1)
                array = reader.resolve(inner[0]);
            // `list.map((t) => ({ name: t.name, \u2026 }))` over the module's own list: each item, as the callback copies it.
            const mapped = array && !ts.isArrayLiteralExpression(array) ? (0,tool_lists/* mappedList */.qV)(ts, array, lists(), (receiver) => keptFrom(ts, receiver)) : undefined;
            const elements = array && ts.isArrayLiteralExpression(array) ? spreadOut(array.elements) : mapped && spreadOut(mapped.list.elements, 3, mapped.projection);
            if (!elements) {
                unread.push({ node: listValue ?? expression, what: 'a tool list' });
                continue;
            }
            const listed = new Map();
            for (const { element, projection } of elements) {
                const read = literalTool(element, earlier, projection);
                if (read && !listed.has(read.name))
                    listed.set(read.name, read.index);
            }
            for (const [name, index] of listed)
                if (!earlier.has(name))
                    earlier.set(name, index);
        }
        // The list a handler picks its answer from (`const all = [{ name, inputSchema }, \u2026]; return { tools: all.filter(\u2026) }`):
        // which of them a call lists is decided at run time, but each is a tool this server may list.
        const candidates = [];
        for (const block of bodies)
            if (ts.isBlock(block))
                collectToolArrays(ts, block, candidates);
        for (const array of candidates)
            for (const element of array.elements)
                literalTool(element, earlier);
    };
    /**
     * A list's items with each spread of a list the file writes out (`[...TOOLS]`, a copy of the `const`
     * TOOLS) replaced by that list's items, up to `depth` spreads deep, or of such a list mapped key by key
     * (`...registry.map(({ handler, ...tool }) => tool)`, of `registry` or of its items kept as written,
     * `const active = registry.filter(\u2026)`; a list the module never changes, spread-lists.ts), each item with what
     * the mapping keeps of it (`projection`); any other spread stays, not read.
     */
    const spreadOut = (elements, depth = 3, projection) => elements.flatMap((element) => {
        const spread = ts.isSpreadElement(element) && depth > 0 ? reader.resolve(element.expression) : undefined;
        if (spread && ts.isArrayLiteralExpression(spread))
            return spreadOut(spread.elements, depth - 1, projection);
        const mapped = spread && !projection ? (0,tool_lists/* mappedList */.qV)(ts, spread, unchanged(), (receiver) => keptFrom(ts, reader.resolve(receiver))) : undefined;
        return mapped ? spreadOut(mapped.list.elements, depth - 1, mapped.projection) : [{ element, ...(projection ? { projection } : {}) }];
    });
    /**
     * A tool object's fields, each with its value and the node it is placed at: all its own, or those a
     * mapping callback keeps (an item's key it copies, or a value the callback writes for every item).
     */
    const projectedFields = (properties, projection) => {
        const own = (key) => {
            const property = properties.get(key);
            return property && [ts.isPropertyAssignment(property) ? property.initializer : property.name, property.name];
        };
        const out = new Map();
        if (!projection || projection.spread)
            for (const key of properties.keys())
                out.set(key, own(key));
        for (const [key, from] of projection?.keys ?? []) {
            const field = typeof from === 'string' ? own(from) : [from, undefined];
            if (field)
                out.set(key, field);
            else
                out.delete(key);
        }
        for (const key of projection?.omit ?? [])
            out.delete(key);
        return [...out].map(([key, [value, at]]) => [key, value, at]);
    };
    /**
     * A class proved a tool (tool-classes.ts): each part from the class field `shape` names, its initializer read
     * where it is written (the class's own fields, then those of base classes of the same file). A name not
     * statically known (no such field here: a constructor or a base of another module sets it) lists the class
     * as not statically known; a part the base computes is listed as such.
     */
    const classTool = (node, shape) => {
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        const [[, nameField], ...rest] = shape.fields;
        // A name the base takes from the server, which hands it the class's static member (static-named-classes.ts).
        const nameAt = classField(ts, node, nameField) ?? (shape.staticName !== undefined ? staticField(ts, node, shape.staticName) : undefined);
        const name = nameAt ? reader.string(nameAt.initializer, (0,util_pointer/* joinPointer */.Kn)(pointer, 'name'), nameAt.name) : extracted/* UNKNOWN */.HV;
        if (!nameAt || name === extracted/* UNKNOWN */.HV) {
            retract(pointer);
            unread.push({ node: nameAt?.initializer ?? node.name, what: 'a tool class (its name is not statically known)' });
            return;
        }
        const item = { name };
        reader.place(pointer, node);
        for (const [key, field] of rest) {
            const at = classField(ts, node, field);
            const target = (0,util_pointer/* joinPointer */.Kn)(pointer, key);
            // A description the file writes no initializer of (a getter it cannot read, a constructor's, a base's elsewhere) is not known missing.
            if (!at && key === 'description')
                unread.push({ node: node.name, what: `the tool's ${key}`, pointer: target });
            if (!at)
                continue;
            const schema = SCHEMA_KEYS.has(key) && (shape.framework ? frameworkSchema(at.initializer, target, at.name) : schemaOf(at.initializer, target, at.name));
            const read = SCHEMA_KEYS.has(key) ? schema || extracted/* UNKNOWN */.HV : reader.value(at.initializer, target, at.name);
            if (read === extracted/* UNKNOWN */.HV)
                unread.push({ node: at.initializer, what: `the tool's ${key}`, pointer: target });
            else
                item[key] = read;
        }
        for (const key of shape.computed)
            unread.push({ node: node.name, what: `the tool's ${key}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, key) });
        keep(node, item, pointer, reader.span(reader.resolve(nameAt.initializer)));
    };
    /**
     * mcp-framework's `schema`: a zod object (`z.object({\u2026})`, read as the SDK's), or its older form, each
     * parameter an object of its zod `type` and its `description` (which the framework sets on the schema).
     */
    const frameworkSchema = (node, pointer, key) => {
        const at = reader.resolve(node);
        const params = ts.isObjectLiteralExpression(at) ? reader.properties(at) : undefined;
        if (!params)
            return schemaOf(node, pointer, key);
        const properties = {};
        const required = [];
        reader.place(pointer, at, key);
        for (const [param, property] of params) {
            const target = (0,util_pointer/* joinPointer */.Kn)(pointer, 'properties', param);
            const value = ts.isPropertyAssignment(property) ? reader.resolve(property.initializer) : undefined;
            const parts = value && ts.isObjectLiteralExpression(value) ? reader.properties(value) : undefined;
            const type = parts?.get('type');
            const read = type && ts.isPropertyAssignment(type) ? zodSchema(reader, type.initializer, target, property.name) : undefined;
            if (!read)
                unread.push({ node: value ?? property, what: `the schema of parameter ${JSON.stringify(param)}` });
            else if (!read.optional)
                required.push(param);
            const described = parts?.get('description');
            const text = described && ts.isPropertyAssignment(described) ? reader.string(described.initializer, (0,util_pointer/* joinPointer */.Kn)(target, 'description'), described.name) : undefined;
            if (text === extracted/* UNKNOWN */.HV)
                unread.push({ node: described.initializer, what: `the description of parameter ${JSON.stringify(param)}` });
            properties[param] = { ...read?.schema, ...(typeof text === 'string' ? { description: text } : {}) };
            if (!read)
                reader.place(target, value ?? property, property.name);
        }
        return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
    };
    /**
     * The file's functions and methods declared once by their name, each with the parameter types that hold
     * the SDK's `Tool` (by position; undefined elsewhere): an argument there is typed so. Read once.
     */
    let typedParametersRead;
    const typedParameters = () => (typedParametersRead ??= toolParameters(ts, file, toolType));
    /** The module's `const` lists, read once, for the loops and mapping callbacks that name one. */
    let constListsRead;
    const lists = () => (constListsRead ??= (0,loop_registrars/* constLists */.JE)(ts, file));
    let unchangedRead;
    const unchanged = () => (unchangedRead ??= (0,spread_lists/* unchangedLists */.R5)(ts, file));
    /**
     * One literal tool object of a tools/list result: its name and index in `tools` when it is kept. One whose
     * name is in `alternatives` (listed by another `return` of the handler) is listed as not statically known.
     */
    const literalTool = (element, alternatives, projection, zod = false, 
    /** What a value stands for (own-records.ts: a class's own `this.name`); each as written when none. */
    swap = (node) => node) => {
        const object = reader.resolve(element);
        if (readTools.has(object) || (consumed ??= registrationObjects(ts, file, reader)).has(object))
            return;
        readTools.add(object);
        const fields = new Set([...TOOL_FIELDS.keys.keys(), ...[...(projection?.keys.values() ?? [])].filter((from) => typeof from === 'string')]);
        const properties = ts.isObjectLiteralExpression(object) ? reader.properties(object, fields) : undefined;
        const nameKey = projection?.keys.get('name');
        const nameProperty = properties?.get(typeof nameKey === 'string' ? nameKey : 'name');
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        const nameNode = nameProperty && swap(ts.isPropertyAssignment(nameProperty) ? nameProperty.initializer : nameProperty.name);
        const name = nameNode && nameProperty ? reader.string(nameNode, (0,util_pointer/* joinPointer */.Kn)(pointer, 'name'), nameProperty.name) : extracted/* UNKNOWN */.HV;
        if (!properties || !nameNode || name === extracted/* UNKNOWN */.HV) {
            unread.push({ node: element, what: 'a tool' });
            return undefined;
        }
        const alternative = alternatives?.get(name);
        if (alternative !== undefined) {
            retract(pointer);
            unread.push({ node: element, what: `a tool (listed instead of tools[${alternative}] by another return of the handler)` });
            return undefined;
        }
        const tool = {};
        reader.place(pointer, object);
        for (const [key, written, at] of projectedFields(properties, projection)) {
            const value = swap(written);
            // A list the module registers with `server.tool(t.name, t.description, t.inputSchema.shape, \u2026)` holds zod schemas.
            const schema = zod && SCHEMA_KEYS.has(key) && ts.isCallExpression(reader.resolve(value)) && at;
            const read = schema ? (schemaOf(value, (0,util_pointer/* joinPointer */.Kn)(pointer, key), schema) ?? extracted/* UNKNOWN */.HV) : reader.value(value, (0,util_pointer/* joinPointer */.Kn)(pointer, key), at);
            if (read === extracted/* UNKNOWN */.HV)
                unread.push({ node: value, what: `the tool's ${key}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, key) });
            else
                tool[key] = read;
        }
        // A schema made at run time (zodToJsonSchema(\u2026)) is one the SDK sends as an object schema: nothing
        // about it is judged, but the tool keeps the shape the protocol requires.
        tool.inputSchema ??= { type: 'object' };
        add(tool, reader.span(reader.resolve(nameNode)));
        return { name, index: tools.length - 1 };
    };
    /**
     * An entry of a dictionary keyed by tool name another module serves (named-dicts.ts): the name its key, each
     * field read from the entry's key the serving mapping copies (`inputSchema` from `parameters`), a field it
     * computes listed as not statically known.
     */
    const namedTool = ({ key, tool: object }, fields) => {
        if (readTools.has(object))
            return;
        readTools.add(object);
        const properties = reader.properties(object);
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        if (!properties) {
            unread.push({ node: object, what: 'a tool' });
            return;
        }
        const tool = { name: key.text };
        reader.place(pointer, object);
        reader.place((0,util_pointer/* joinPointer */.Kn)(pointer, 'name'), key);
        for (const [field, from] of fields) {
            const target = (0,util_pointer/* joinPointer */.Kn)(pointer, field);
            const property = from === null ? undefined : properties.get(from);
            if (from === null)
                unread.push({ node: object, what: `the tool's ${field}`, pointer: target });
            if (!property)
                continue;
            const value = ts.isPropertyAssignment(property) ? property.initializer : property.name;
            const zod = SCHEMA_KEYS.has(field) && ts.isCallExpression(reader.resolve(value));
            const read = zod ? (schemaOf(value, target, property.name) ?? extracted/* UNKNOWN */.HV) : reader.value(value, target, property.name);
            if (read === extracted/* UNKNOWN */.HV)
                unread.push({ node: value, what: `the tool's ${field}`, pointer: target });
            else
                tool[field] = read;
        }
        tool.inputSchema ??= { type: 'object' };
        add(tool, reader.span(key));
    };
    /**
     * An exported tool object another module registers with SDK v1 `server.tool(t.name, t.summary, t.paramsSchema,
     * cb)` (imported-lists.ts): the item's values read as that call's arguments, in its order, as the SDK tells
     * each by its value. A key the item does not set (or sets to `undefined`) passes nothing; before a key it
     * sets, the SDK would take the wrong argument for the next, so that is listed as not statically known.
     */
    const argumentTool = (object, passed) => {
        if (readTools.has(object) || (consumed ??= registrationObjects(ts, file, reader)).has(object))
            return;
        readTools.add(object);
        // A maker's call (made-thunks.ts) makes an object of its arguments, each under the key the maker gives it.
        const madeKeys = ts.isCallExpression(object) ? madeCalls.get(object) : undefined;
        const properties = ts.isObjectLiteralExpression(object) ? reader.properties(object) : undefined;
        const own = (key) => {
            const property = key === undefined ? undefined : properties?.get(key);
            const index = key === undefined ? undefined : madeKeys?.get(key);
            const value = property
                ? ts.isPropertyAssignment(property)
                    ? property.initializer
                    : property.name
                : index === undefined
                    ? undefined
                    : object.arguments[index];
            const at = value && reader.resolve(value);
            return at && !(ts.isIdentifier(at) && at.text === 'undefined') ? value : undefined;
        };
        const nameNode = own('name');
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        const name = nameNode ? reader.string(nameNode, (0,util_pointer/* joinPointer */.Kn)(pointer, 'name'), properties?.get('name')?.name) : extracted/* UNKNOWN */.HV;
        const values = passed.map(({ key, shape, made: computed }) => {
            const value = computed ? undefined : own(key);
            if (!value || !shape)
                return value;
            // `t.inputSchema.shape`: the raw shape of the item's `z.object({\u2026})`.
            const made = reader.resolve(value);
            const inner = ts.isCallExpression(made) && made.arguments.length >= 1 ? reader.resolve(made.arguments[0]) : undefined;
            return inner && ts.isObjectLiteralExpression(inner) ? inner : value;
        });
        const last = values.findLastIndex((value) => value !== undefined);
        // A `{}` written at the call is an empty shape, which passes nothing more than leaving it out.
        // A key a registrar passes only when the item has it (made-registrars.ts) leaves no gap.
        const gap = values.some((value, index) => value === undefined && index < last && passed[index].key !== undefined && !passed[index].optional && !passed[index].made);
        if (!nameNode || name === extracted/* UNKNOWN */.HV || gap) {
            retract(pointer);
            unread.push({ node: object, what: 'a tool' });
            return;
        }
        const tool = { name };
        reader.place(pointer, object);
        // The call's last argument, never among `passed`, follows a callback the item holds.
        const callback = callbackIndex(reader, values, passed.length + 1);
        if (callback !== undefined)
            afterCallback.push({ pointer, position: callback + 3, count: passed.length - callback });
        toolArguments(values.slice(0, callback).filter((value) => value !== undefined), tool, pointer, new Set(values.filter((value, index) => value !== undefined && passed[index].schema === true)));
        // A schema made at run time from the item's key (`toShape(schema)`) is not statically known.
        if (passed.some(({ made }) => made))
            unread.push({ node: object, what: "the tool's inputSchema", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema') });
        keep(object, tool, pointer, reader.span(reader.resolve(nameNode)));
    };
    // In source order, with a stack of its own: a generated file's expressions nest deeper than recursion goes.
    const stack = [file];
    while (stack.length > 0) {
        const node = stack.pop();
        current = node;
        visit(node);
        const children = [];
        ts.forEachChild(node, (child) => {
            children.push(child);
        });
        for (let i = children.length - 1; i >= 0; i--)
            stack.push(children[i]);
    }
    // A module answering JSON-RPC itself (hand-rolled.ts): the tools its tools/list branches answer with.
    current = file;
    if (!NAMES_MCP_MODULE.test(text))
        answer((0,handed_answers/* toolsAnswers */.f)(ts, (0,hand_rolled/* handRolledAnswers */.b)(ts, file)));
    return {
        tools,
        prompts,
        resources,
        resourceTemplates,
        spans,
        names,
        conditional,
        afterCallback,
        anchors: reader.anchors,
        unread: unread.map((u) => ({ start: u.node.getStart(file), what: u.what, ...(u.pointer ? { pointer: u.pointer } : {}) })).sort((a, b) => a.start - b.start),
    };
}
/** Whether a name is an object literal's key (`{ key: value }`, or a shorthand `{ key }`) or a declared constant's, not a value read. */
function isWrittenName(ts, node) {
    const parent = node.parent;
    return (ts.isPropertyAssignment(parent) || ts.isShorthandPropertyAssignment(parent) || ts.isVariableDeclaration(parent)) && parent.name === node;
}
/** A condition every run of the program meets: the main-module guard (`require.main === module`, `__mcpdesc_import_meta_url === \u2026`). */
const MAIN_GUARD = /\brequire\.main\b|\bimport\.meta\b/;
/**
 * Whether `node` runs on some paths of its file only: in a branch of an `if`, a `switch` case, a `catch`, a
 * `?:` or the right of `&&`, `||` and `??`. A main-module guard is no condition: every start of the server
 * passes it.
 */
function underCondition(ts, node) {
    for (let child = node, parent = node.parent; parent !== undefined; child = parent, parent = parent.parent) {
        if (ts.isIfStatement(parent) && child !== parent.expression && !MAIN_GUARD.test(parent.expression.getText()))
            return true;
        if (ts.isCaseClause(parent) || ts.isDefaultClause(parent) || ts.isCatchClause(parent))
            return true;
        if (ts.isConditionalExpression(parent) && child !== parent.condition)
            return true;
        if (ts.isBinaryExpression(parent) && child === parent.right) {
            const kind = parent.operatorToken.kind;
            if (kind === ts.SyntaxKind.AmpersandAmpersandToken || kind === ts.SyntaxKind.BarBarToken || kind === ts.SyntaxKind.QuestionQuestionToken)
                return true;
        }
    }
    return false;
}
/**
 * The index of the clause a `switch` leaves from after running `clause`: its own when it ends in `break`,
 * `return`, `throw` or `continue`, else that of the clause it falls through into. Clauses with one index
 * run together; clauses with different ones never do.
 */
function caseGroup(ts, clause) {
    const clauses = clause.parent.clauses;
    let index = clauses.indexOf(clause);
    while (index < clauses.length - 1 && !endsBranch(ts, clauses[index].statements))
        index++;
    return index;
}
function endsBranch(ts, statements) {
    const last = statements.at(-1);
    if (!last)
        return false;
    if (ts.isBlock(last))
        return endsBranch(ts, last.statements);
    return ts.isBreakStatement(last) || ts.isReturnStatement(last) || ts.isThrowStatement(last) || ts.isContinueStatement(last);
}
/** The MCP SDK modules that export the protocol's `Tool` type: v1's types module, v2's server and core packages. */
const TOOL_TYPE_MODULES = /^@modelcontextprotocol\/(?:sdk\/(?:types|spec\.types)(?:\.js)?|server|core)$/;
function sdkToolType(ts, file) {
    const out = { names: new Set(), namespaces: new Set() };
    for (const statement of file.statements) {
        if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
            continue;
        if (!TOOL_TYPE_MODULES.test(statement.moduleSpecifier.text))
            continue;
        const bindings = statement.importClause?.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings))
            out.namespaces.add(bindings.name.text);
        else if (bindings)
            for (const element of bindings.elements)
                if ((element.propertyName ?? element.name).text === 'Tool')
                    out.names.add(element.name.text);
    }
    return out;
}
/** Whether a type annotation is the SDK's `Tool`, a list of them (`Tool[]`, `readonly Tool[]`, `Array<Tool>`), or neither. */
/**
 * Whether a `x.tool(\u2026)` call ends in a value no registration ends in: every `server.tool` overload takes the
 * callback last, and a wrapper's `tool(name, config)` has two arguments, so `logger.tool('warn', 'Validation
 * failed', { \u2026 })` is a logger's call, not a registration.
 */
function endsInData(ts, call) {
    const last = call.arguments[call.arguments.length - 1];
    return (last !== undefined &&
        (ts.isStringLiteralLike(last) ||
            ts.isTemplateExpression(last) ||
            (ts.isObjectLiteralExpression(last) && call.arguments.length > 2) ||
            ts.isArrayLiteralExpression(last) ||
            ts.isNumericLiteral(last) ||
            last.kind === ts.SyntaxKind.TrueKeyword ||
            last.kind === ts.SyntaxKind.FalseKeyword ||
            last.kind === ts.SyntaxKind.NullKeyword));
}
function toolTypeKind(ts, type, toolType) {
    if (isToolType(ts, type, toolType))
        return 'tool';
    const element = listElement(ts, type);
    return element && isToolType(ts, element, toolType) ? 'list' : undefined;
}
/** Whether a type is the SDK's `Tool` itself, by the names the file imports it as. */
function isToolType(ts, node, toolType) {
    if (!ts.isTypeReferenceNode(node) || node.typeArguments)
        return false;
    const name = node.typeName;
    if (ts.isIdentifier(name))
        return toolType.names.has(name.text);
    return name.right.text === 'Tool' && ts.isIdentifier(name.left) && toolType.namespaces.has(name.left.text);
}
/** The item type of a list type (`T[]`, `readonly T[]`, `Array<T>`, `ReadonlyArray<T>`); undefined for any other type. */
function listElement(ts, type) {
    const inner = ts.isTypeOperatorNode(type) && type.operator === ts.SyntaxKind.ReadonlyKeyword ? type.type : type;
    if (ts.isArrayTypeNode(inner))
        return inner.elementType;
    const generic = ts.isTypeReferenceNode(inner) &&
        ts.isIdentifier(inner.typeName) &&
        (inner.typeName.text === 'Array' || inner.typeName.text === 'ReadonlyArray') &&
        inner.typeArguments?.length === 1;
    return generic ? inner.typeArguments[0] : undefined;
}
/** How deep a type written out around the SDK's `Tool` is followed (`{ tool: Tool }[]` is two). */
const MAX_TYPE_DEPTH = 4;
/** How many private methods one tools/list answer may hand on to (`return this.listTools()`). */
const MAX_DELEGATED = 4;
/** How many functions' one calls the branches of a registration are followed through (sole-call.ts). */
const MAX_HOPS = 8;
/** Whether a type names the SDK's `Tool` anywhere within MAX_TYPE_DEPTH list and object levels. */
function holdsTool(ts, type, toolType, depth = 0) {
    if (toolTypeKind(ts, type, toolType))
        return true;
    if (depth >= MAX_TYPE_DEPTH)
        return false;
    const inner = unparenthesized(ts, type);
    const element = listElement(ts, inner);
    if (element)
        return holdsTool(ts, element, toolType, depth + 1);
    return (ts.isTypeLiteralNode(inner) &&
        inner.members.some((member) => ts.isPropertySignature(member) && !!member.type && holdsTool(ts, member.type, toolType, depth + 1)));
}
/** The file's functions and methods declared once by their name, with the parameter types that hold the SDK's Tool; those with none left out. */
function toolParameters(ts, file, toolType) {
    const out = new Map();
    const twice = new Set();
    const visit = (node) => {
        if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name && ts.isIdentifier(node.name)) {
            // By the name its calls use: `addTools(\u2026)` for a function, `this.addTools(\u2026)` for a method.
            const name = ts.isMethodDeclaration(node) ? `this.${node.name.text}` : node.name.text;
            const types = node.parameters.map((p) => (p.type && holdsTool(ts, p.type, toolType) ? p.type : undefined));
            if (out.has(name) || twice.has(name)) {
                out.delete(name);
                twice.add(name);
            }
            else if (types.some((type) => type !== undefined))
                out.set(name, types);
            else
                twice.add(name);
        }
        ts.forEachChild(node, visit);
    };
    visit(file);
    return out;
}
/** A type behind parentheses: `({ tool: Tool })[]`'s item. */
function unparenthesized(ts, type) {
    let at = type;
    for (let step = 0; step < 8 && ts.isParenthesizedTypeNode(at); step++)
        at = at.type;
    return at;
}
/** `Promise<T>` (an async function's declared result) as `T`; any other type as it is. */
function extract_awaited(ts, type) {
    const promise = ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && type.typeName.text === 'Promise' && type.typeArguments?.length === 1;
    return promise ? type.typeArguments[0] : type;
}
/** An expression behind parentheses, `as`, `satisfies` and `!` (a same-file constant's name is not followed). */
function stripped(ts, node) {
    let at = node;
    for (let step = 0; step < 64; step++) {
        if (ts.isParenthesizedExpression(at) || ts.isAsExpression(at) || ts.isSatisfiesExpression(at) || ts.isNonNullExpression(at))
            at = at.expression;
        else
            break;
    }
    return at;
}
/** The expressions a function body returns, not counting nested functions'. */
/** Whether a method is one of the `Class.method`s whose answer a handler of another module serves. */
function servedMethod(ts, node, served) {
    const cls = node.parent;
    return ts.isClassDeclaration(cls) && !!cls.name && ts.isIdentifier(node.name) && served.has(`${cls.name.text}.${node.name.text}`);
}
/**
 * The array literals a function body declares (not counting nested functions') whose items are all tool
 * objects written out: object literals with a `name` and an `inputSchema`.
 */
function collectToolArrays(ts, node, out) {
    ts.forEachChild(node, (child) => {
        if (ts.isFunctionLike(child) || ts.isClassLike(child))
            return;
        const array = ts.isVariableDeclaration(child) && child.initializer ? stripped(ts, child.initializer) : undefined;
        if (array && ts.isArrayLiteralExpression(array) && array.elements.length > 0 && array.elements.every((e) => (0,tool_lists/* isToolObject */.K8)(ts, e)))
            out.push(array);
        else
            collectToolArrays(ts, child, out);
    });
}
/**
 * The object literals a `tool(\u2026)`, `registerTool(\u2026)` or `addTool(\u2026)` call of the file passes on, whole or in
 * parts (`def`, `def.name`, `def.inputSchema`, `...def`, outside its callback): the call registers that
 * object's tool, so the object is no second tool of the file, whichever other way it is also read (exported,
 * typed as the SDK's `Tool`).
 */
const extract_REGISTERS = new Set(['tool', 'registerTool', 'addTool']);
function registrationObjects(ts, file, reader) {
    const out = new Set();
    const named = (at) => {
        const object = reader.resolve(at);
        if (ts.isObjectLiteralExpression(object))
            out.add(object);
    };
    const parts = (node) => {
        if (ts.isFunctionLike(node))
            return;
        if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node))
            named(node.expression);
        else if (ts.isSpreadAssignment(node))
            named(node.expression);
        ts.forEachChild(node, parts);
    };
    (0,values/* walk */.GG)(ts, file, (node) => {
        const method = ts.isCallExpression(node) ? (0,server_object/* calledMethod */.XR)(ts, node)?.name.text : undefined;
        if (method !== undefined && extract_REGISTERS.has(method) && !(method === 'tool' && endsInData(ts, node)))
            for (const arg of node.arguments) {
                named(arg);
                parts(arg);
            }
    });
    return out;
}
/**
 * The tool objects a module exports, each with the SDK v1 arguments another module registers it with (`listed`,
 * by export: imported-lists.ts), or null where it is read as a tools/list handler's. An object with a name and
 * no `inputSchema` is one only where such arguments are known. The spreads a mapping makes tools of, and the items
 * naming another module's value, go in `generated`, with what each is.
 */
function importedObjects(ts, file, generated, listed, helpers, made, 
/** Where the tools a registry adds on some runs only go (keyed-returns.ts). */
sometimes, 
/** The exports no list holds and no module registers (imported-lists.ts): no tools the server has. */
unserved) {
    const out = new Map();
    // A made tool is read only where an SDK v1 call passes its keys.
    for (const [name, { call }] of made ?? []) {
        const passed = listed?.get(name);
        if (passed)
            out.set(call, passed);
    }
    for (const [name, { tools }] of (0,tool_lists/* exportedTools */.L7)(ts, file, true)) {
        const passed = listed?.get(name);
        if (passed)
            for (const tool of tools)
                out.set(tool, passed);
    }
    for (const [name, { tools, keyed, generated: spreads, aliased }] of (0,tool_lists/* exportedTools */.L7)(ts, file, false, helpers)) {
        if (unserved?.has(name))
            continue;
        for (const tool of tools)
            if (!out.has(tool))
                out.set(tool, listed?.get(name) ?? null);
        for (const tool of keyed?.sometimes ?? [])
            sometimes?.add(tool);
        for (const spread of spreads ?? [])
            generated.set(spread, 'tools a mapping makes');
        for (const item of aliased ?? [])
            generated.set(item, 'a tool another module defines');
    }
    return out;
}
/**
 * Whether a file imports a module `wanted` accepts, and the local names it binds from it: `import \u2026 from`,
 * `import type`, `import x = require(\u2026)` and a top-level `const \u2026 = require(\u2026)`.
 */
function importsModule(ts, file, wanted) {
    const names = new Set();
    let imported = false;
    const bind = (name) => {
        if (ts.isIdentifier(name))
            names.add(name.text);
        else
            for (const element of name.elements)
                if (!ts.isOmittedExpression(element))
                    bind(element.name);
    };
    for (const statement of file.statements) {
        if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) && wanted(statement.moduleSpecifier.text)) {
            const clause = statement.importClause;
            imported = true;
            if (clause?.name)
                names.add(clause.name.text);
            const bindings = clause?.namedBindings;
            if (bindings && ts.isNamespaceImport(bindings))
                names.add(bindings.name.text);
            else if (bindings)
                for (const element of bindings.elements)
                    names.add(element.name.text);
        }
        else if (ts.isImportEqualsDeclaration(statement) && ts.isExternalModuleReference(statement.moduleReference)) {
            const module = statement.moduleReference.expression;
            if (ts.isStringLiteral(module) && wanted(module.text)) {
                imported = true;
                names.add(statement.name.text);
            }
        }
        else if (ts.isVariableStatement(statement)) {
            for (const declaration of statement.declarationList.declarations) {
                const init = declaration.initializer;
                const required = init &&
                    ts.isCallExpression(init) &&
                    ts.isIdentifier(init.expression) &&
                    init.expression.text === 'require' &&
                    init.arguments.length === 1 &&
                    ts.isStringLiteral(init.arguments[0]);
                if (required && wanted(init.arguments[0].text)) {
                    imported = true;
                    bind(declaration.name);
                }
            }
        }
    }
    return { imported, names };
}
/** The local names a file imports `name` of `module` as (`import { Tool } from "@rekog/mcp-nest"`, also renamed). */
function importedNames(ts, file, module, name) {
    const out = new Set();
    for (const statement of file.statements) {
        if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || statement.moduleSpecifier.text !== module)
            continue;
        const bindings = statement.importClause?.namedBindings;
        if (bindings && ts.isNamedImports(bindings))
            for (const element of bindings.elements)
                if ((element.propertyName ?? element.name).text === name)
                    out.add(element.name.text);
    }
    return out;
}
/**
 * A class's static field and its value (`static toolName = "\u2026"`), its own or a base's of the same file; none when
 * a getter or a field without a value has it, or the file assigns it anew (`Tool.toolName = \u2026`).
 */
function staticField(ts, node, name) {
    const file = node.getSourceFile();
    if (file.text.includes(`.${name} =`))
        return undefined;
    let at = node;
    for (let hop = 0; at && hop < 4; hop++) {
        const member = at.members.find((m) => m.name !== undefined &&
            ts.isIdentifier(m.name) &&
            m.name.text === name &&
            ts.canHaveModifiers(m) &&
            ts.getModifiers(m)?.some((k) => k.kind === ts.SyntaxKind.StaticKeyword));
        if (member)
            return ts.isPropertyDeclaration(member) && member.initializer ? { name: member.name, initializer: member.initializer } : undefined;
        const base = at.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
        at =
            base && ts.isIdentifier(base) ? file.statements.find((s) => ts.isClassDeclaration(s) && s.name?.text === base.text) : undefined;
    }
    return undefined;
}
/**
 * A class's instance field `name` with its initializer (`name = "find"`, `protected description = "\u2026"`), or that of
 * a base class of the same file it extends (up to a few), the nearest first; a static field is the class's, not a tool's.
 */
function classField(ts, node, name) {
    let at = node;
    for (let hop = 0; at && hop < 4; hop++) {
        for (const member of at.members) {
            if (!ts.isPropertyDeclaration(member) || ts.getModifiers(member)?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword))
                continue;
            if (ts.isIdentifier(member.name) && member.name.text === name && member.initializer)
                return { name: member.name, initializer: member.initializer };
        }
        // `get name() { return "get_x"; }`: what the getter returns (constructed-classes.ts).
        const getter = at.members.find((m) => ts.isGetAccessorDeclaration(m) && ts.isIdentifier(m.name) && m.name.text === name);
        const returned = getter && getterValue(ts, at, name);
        // A getter it cannot read overrides any base's value all the same.
        if (getter)
            return returned && { name: getter.name, initializer: returned };
        const base = at.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
        const file = at.getSourceFile();
        at =
            base && ts.isIdentifier(base) ? file.statements.find((s) => ts.isClassDeclaration(s) && s.name?.text === base.text) : undefined;
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/configured-classes.ts






const configured_classes_MAX_READS = 12;
/** `new WebTool({`: a cheap test before the module is walked. */
const CONSTRUCTS_OBJECT = /\bnew\s{1,8}[A-Za-z_$][\w$]{0,99}\s{0,8}(?:<[^>()]{0,200}>\s{0,8})?\(\s{0,40}\{/;
const MAX_BASES = 4;
/** The classes proved, by module path and class name, kept as long as the proofs' memo. */
const FOUND = new WeakMap();
/** The classes the module constructs with one object (`new WebTool({ \u2026 })`), imported from a module of the repository, proved configured tool classes. */
function configuredClasses(ts, file, path, workspace) {
    const out = new Map();
    if (!CONSTRUCTS_OBJECT.test(file.text))
        return out;
    const constructed = new Set();
    (0,values/* walk */.GG)(ts, file, (node) => {
        const [arg, ...more] = (ts.isNewExpression(node) && node.arguments) || [];
        if (arg && more.length === 0 && ts.isObjectLiteralExpression((0,loop_registrars/* stripped */.uR)(ts, arg)) && ts.isIdentifier(node.expression))
            constructed.add(node.expression.text);
    });
    const memo = (0,handed_server/* memoOf */.Q0)(workspace);
    let found = FOUND.get(memo);
    if (!found)
        FOUND.set(memo, (found = new Map()));
    for (const binding of bindingsFor(ts, file, constructed)) {
        const at = (0,handed_server/* importedFile */.fw)(ts, workspace, memo, binding.from, path);
        if (!at)
            continue;
        const key = ['configured', at, binding.name].join('\0');
        const kept = found;
        const proved = (0,handed_server/* remembered */.HK)(workspace, memo, key, (noting) => {
            const keys = provedClass(ts, noting, memo, at, binding.name);
            if (keys)
                kept.set(key, keys);
            return keys !== undefined;
        });
        const keys = proved ? kept.get(key) : undefined;
        if (keys)
            out.set(binding.local, keys);
    }
    return out;
}
/** The module's imports of the names it constructs. */
function bindingsFor(ts, file, names) {
    const out = [];
    for (const statement of file.statements) {
        if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || statement.importClause?.isTypeOnly)
            continue;
        const bindings = statement.importClause?.namedBindings;
        if (bindings && ts.isNamedImports(bindings))
            for (const e of bindings.elements)
                if (names.has(e.name.text) && !e.isTypeOnly)
                    out.push({ from: statement.moduleSpecifier.text, name: (e.propertyName ?? e.name).text, local: e.name.text });
    }
    return out;
}
/** The keys of the registration of the class `name` of the module at `path`: its fields proved copied from its object, then a registrar of them. */
function provedClass(ts, workspace, memo, path, name) {
    const fields = copiedFields(ts, workspace, memo, path, name, MAX_BASES);
    if (!fields?.get('name'))
        return undefined;
    const names = new Map([[name, true]]);
    let reads = configured_classes_MAX_READS;
    for (const caller of [path, ...(0,handed_server/* callersOf */.Gt)(workspace, path).filter((at) => at !== path), ...(0,handed_server/* entriesAbove */.e_)(workspace, path)]) {
        if (reads <= 0)
            break;
        if ((0,test_source/* testSource */.s)(caller) !== undefined || !(0,handed_server/* mentions */.wy)(workspace, memo, caller, name))
            continue;
        reads--;
        const module = (0,handed_server/* read */.LF)(ts, workspace, memo, caller);
        if (!module)
            continue;
        const locals = (0,handed_server/* localNames */.qu)(ts, workspace, memo, module.bindings, names, caller, path);
        if (locals.size === 0)
            continue;
        const keys = registrar(ts, workspace, memo, module.file, caller, locals, fields);
        if (keys) {
            if (caller !== path)
                (0,draws_on/* drew */.c)(workspace, caller);
            return keys;
        }
    }
    return undefined;
}
/**
 * The class's fields each copied from a key of its constructor's one object: its own constructor's `this.f = v` of
 * a destructured `v`, and its base's fields of the keys its `super({ \u2026 })` hands on (those it hands nothing, unset).
 * Undefined when the class does anything else with them (see above).
 */
function copiedFields(ts, workspace, memo, path, name, bases) {
    const module = (0,handed_server/* read */.LF)(ts, workspace, memo, path);
    const cls = module?.file.statements.find((s) => ts.isClassDeclaration(s) && s.name?.text === name);
    if (!module || !cls || bases < 0)
        return undefined;
    const heritage = cls.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
    const base = heritage && ts.isIdentifier(heritage) ? baseOf(ts, workspace, memo, module.file, path, heritage.text, bases - 1) : undefined;
    if (heritage && !base)
        return undefined;
    const ctor = cls.members.find((m) => ts.isConstructorDeclaration(m) && !!m.body);
    let fields;
    if (!ctor)
        fields = base ?? new Map();
    else {
        const own = constructorFields(ts, ctor, base);
        if (!own)
            return undefined;
        fields = own;
    }
    // A field the class writes again, declares again (a subclass's declaration resets it) or reads through an accessor is not the copy.
    for (const field of [...fields.keys()]) {
        const assigned = assignments(ts, cls, field);
        const declared = cls.members.filter((m) => m.name && ts.isIdentifier(m.name) && m.name.text === field);
        const copiesHere = ctor !== undefined && !base?.has(field);
        const clean = assigned === (copiesHere ? 1 : 0) &&
            declared.every((m) => copiesHere && ts.isPropertyDeclaration(m) && !m.initializer && !ts.getModifiers(m)?.some((x) => x.kind === ts.SyntaxKind.StaticKeyword));
        if (!clean)
            fields.delete(field);
    }
    return fields;
}
/** The fields of the base class a module names `local` (its own, or one it imports by a relative path or an alias). */
function baseOf(ts, workspace, memo, file, path, local, bases) {
    if (file.statements.some((s) => ts.isClassDeclaration(s) && s.name?.text === local))
        return copiedFields(ts, workspace, memo, path, local, bases);
    const binding = bindingsFor(ts, file, new Set([local]))[0];
    const at = binding && (0,handed_server/* importedFile */.fw)(ts, workspace, memo, binding.from, path);
    const fields = at ? copiedFields(ts, workspace, memo, at, binding.name, bases) : undefined;
    return fields && (0,draws_on/* drew */.c)(workspace, at) && fields;
}
/**
 * A constructor's fields, field \u2192 key of its one destructured parameter: `this.f = v` statements and the base's
 * fields of the keys `super({ k: v })` hands on, those of keys a `super({ \u2026 })` of no spread leaves out unset.
 * Undefined for a constructor taking anything else or writing a destructured name.
 */
function constructorFields(ts, ctor, base) {
    const [parameter, ...more] = ctor.parameters;
    if (!parameter || more.length > 0 || !ts.isObjectBindingPattern(parameter.name))
        return undefined;
    const bound = new Map();
    for (const element of parameter.name.elements) {
        if (element.dotDotDotToken || !ts.isIdentifier(element.name))
            return undefined;
        const key = element.propertyName ?? element.name;
        if (!ts.isIdentifier(key))
            return undefined;
        bound.set(element.name.text, key.text);
    }
    let written = false;
    (0,values/* walk */.GG)(ts, ctor, (node) => {
        if ((0,values/* isAssignment */.wh)(ts, node) && ts.isIdentifier(node.left) && bound.has(node.left.text))
            written = true;
    });
    if (written)
        return undefined;
    const out = new Map();
    for (const statement of ctor.body?.statements ?? []) {
        if (!ts.isExpressionStatement(statement))
            continue;
        const expression = statement.expression;
        if (ts.isCallExpression(expression) && expression.expression.kind === ts.SyntaxKind.SuperKeyword && base) {
            const [arg] = expression.arguments;
            if (!arg || !ts.isObjectLiteralExpression(arg))
                continue;
            if (!arg.properties.some((p) => ts.isSpreadAssignment(p)))
                for (const field of base.keys())
                    out.set(field, undefined);
            for (const property of arg.properties) {
                const value = ts.isShorthandPropertyAssignment(property) ? property.name : ts.isPropertyAssignment(property) ? property.initializer : undefined;
                const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
                if (key === undefined)
                    continue;
                // A key handed something else than a destructured name: its fields are no copy.
                if (!value || !ts.isIdentifier(value) || !bound.has(value.text)) {
                    for (const [field, from] of base)
                        if (from === key)
                            out.delete(field);
                    continue;
                }
                for (const [field, from] of base)
                    if (from !== undefined && from === key)
                        out.set(field, bound.get(value.text));
            }
        }
        else if ((0,values/* isAssignment */.wh)(ts, expression) &&
            expression.operatorToken.kind === ts.SyntaxKind.EqualsToken &&
            ts.isPropertyAccessExpression(expression.left) &&
            expression.left.expression.kind === ts.SyntaxKind.ThisKeyword &&
            ts.isIdentifier(expression.right) &&
            bound.has(expression.right.text))
            out.set(expression.left.name.text, bound.get(expression.right.text));
    }
    return out;
}
/** How many times the class writes `this.<field>` (or `(this as T).<field>`), its accessors of it counted too. */
function assignments(ts, cls, field) {
    let count = 0;
    (0,values/* walk */.GG)(ts, cls, (node) => {
        if ((0,values/* isAssignment */.wh)(ts, node) &&
            ts.isPropertyAccessExpression(node.left) &&
            (0,loop_registrars/* stripped */.uR)(ts, node.left.expression).kind === ts.SyntaxKind.ThisKeyword &&
            node.left.name.text === field)
            count++;
        if ((ts.isGetAccessorDeclaration(node) || ts.isSetAccessorDeclaration(node)) && ts.isIdentifier(node.name) && node.name.text === field)
            count += 2;
    });
    return count;
}
/**
 * The first `registerTool(p.f, { key: p.g, \u2026 }, \u2026)` of the module on a parameter `p` declared one of the classes
 * (`tool: WebTool<any>`), or `registerTool(f, { key: g, \u2026 })` in a loop destructuring items of a list a method of
 * its class is declared to answer (`for (const { f, g } of await this.toolsToRegister())`, `(): Promise<Tool[]>`),
 * its name a field copied from the object: each config key's object key, null where the registration computes it.
 * Undefined when the module has none, or its config is no object literal.
 */
function registrar(ts, workspace, memo, file, path, locals, fields) {
    let out;
    (0,values/* walk */.GG)(ts, file, (node) => {
        if (out || !ts.isCallExpression(node) || !ts.isPropertyAccessExpression(node.expression) || node.expression.name.text !== 'registerTool')
            return;
        const [nameArg, config] = node.arguments;
        const name = nameArg && (0,loop_registrars/* stripped */.uR)(ts, nameArg);
        const fieldOf = name && config ? (itemParameter(ts, node, name, locals) ?? loopItem(ts, node, name, locals)) : undefined;
        const object = config && (0,loop_registrars/* stripped */.uR)(ts, config);
        const named = fieldOf && name && fields.get(fieldOf(name) ?? '');
        if (!fieldOf || !object || !ts.isObjectLiteralExpression(object) || named === undefined)
            return;
        const keys = new Map([['name', named]]);
        for (const property of object.properties) {
            const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
            if (ts.isSpreadAssignment(property) || key === undefined)
                return;
            const value = ts.isPropertyAssignment(property)
                ? handedBack(ts, workspace, memo, file, path, property.initializer)
                : ts.isShorthandPropertyAssignment(property)
                    ? property.name
                    : undefined;
            const field = value && fieldOf(value);
            // A field unset registers nothing under the key.
            if (field !== undefined && fields.has(field) && fields.get(field) === undefined)
                continue;
            keys.set(key, (field !== undefined && fields.get(field)) || null);
        }
        out = keys;
    });
    return out;
}
/** For a name `p.f` of a parameter `p` of the function around `at` declared one of the classes (`tool: WebTool<any>`): its `p.<field>`s. */
function itemParameter(ts, at, name, locals) {
    if (!ts.isPropertyAccessExpression(name) || !ts.isIdentifier(name.expression))
        return undefined;
    const item = name.expression.text;
    let node = at.parent;
    while (node && !ts.isSourceFile(node) && !ts.isFunctionLike(node))
        node = node.parent;
    if (!node || !ts.isFunctionLike(node))
        return undefined;
    const parameter = node.parameters.find((p) => ts.isIdentifier(p.name) && p.name.text === item);
    if (!parameter?.type || !isClass(ts, parameter.type, locals))
        return undefined;
    return (value) => {
        const read = (0,loop_registrars/* stripped */.uR)(ts, value);
        return ts.isPropertyAccessExpression(read) && ts.isIdentifier(read.expression) && read.expression.text === item ? read.name.text : undefined;
    };
}
/**
 * For a name `f` a `for (const { f, \u2026 } of await this.m())` around `at` destructures, `m` a member of the class
 * around declared to answer a list of one of the classes: the names it binds, each the item's field of its key. Its
 * body declaring one of those names again proves nothing.
 */
function loopItem(ts, at, name, locals) {
    if (!ts.isIdentifier(name))
        return undefined;
    let loop = at.parent;
    const binds = (node) => {
        const list = node.initializer;
        const pattern = ts.isVariableDeclarationList(list) && list.declarations.length === 1 ? list.declarations[0].name : undefined;
        return pattern && ts.isObjectBindingPattern(pattern) ? pattern : undefined;
    };
    while (loop &&
        !ts.isSourceFile(loop) &&
        !(ts.isForOfStatement(loop) && binds(loop)?.elements.some((e) => ts.isIdentifier(e.name) && e.name.text === name.text)))
        loop = loop.parent;
    if (!loop || !ts.isForOfStatement(loop))
        return undefined;
    const pattern = binds(loop);
    const bound = new Map();
    for (const element of pattern.elements) {
        const key = element.propertyName ?? element.name;
        if (element.dotDotDotToken || !ts.isIdentifier(element.name) || !ts.isIdentifier(key))
            return undefined;
        bound.set(element.name.text, key.text);
    }
    let redeclared = false;
    (0,values/* walk */.GG)(ts, loop.statement, (node) => {
        if ((ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isBindingElement(node)) && ts.isIdentifier(node.name) && bound.has(node.name.text))
            redeclared = true;
    });
    if (redeclared || !listsClass(ts, loop, locals))
        return undefined;
    return (value) => {
        const read = (0,loop_registrars/* stripped */.uR)(ts, value);
        return ts.isIdentifier(read) ? bound.get(read.text) : undefined;
    };
}
/** Whether a loop goes over `this.m()` (awaited or not), `m` a member of the class around it declared to answer a list of one of the classes. */
function listsClass(ts, loop, locals) {
    let over = (0,loop_registrars/* stripped */.uR)(ts, loop.expression);
    if (ts.isAwaitExpression(over))
        over = (0,loop_registrars/* stripped */.uR)(ts, over.expression);
    if (!ts.isCallExpression(over) || over.arguments.length > 0 || !ts.isPropertyAccessExpression(over.expression))
        return false;
    if (over.expression.expression.kind !== ts.SyntaxKind.ThisKeyword)
        return false;
    const method = over.expression.name.text;
    let cls = loop.parent;
    while (cls && !ts.isSourceFile(cls) && !ts.isClassDeclaration(cls))
        cls = cls.parent;
    if (!cls || !ts.isClassDeclaration(cls))
        return false;
    const members = cls.members.filter((m) => m.name && ts.isIdentifier(m.name) && m.name.text === method);
    const [member, ...more] = members;
    if (!member || more.length > 0)
        return false;
    const fn = ts.isPropertyDeclaration(member) && member.initializer ? (0,loop_registrars/* stripped */.uR)(ts, member.initializer) : member;
    const type = ts.isMethodDeclaration(fn) || ts.isArrowFunction(fn) || ts.isFunctionExpression(fn) ? fn.type : undefined;
    const answered = type && ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && type.typeName.text === 'Promise' ? type.typeArguments?.[0] : type;
    const element = answered && listItem(ts, answered);
    return !!element && isClass(ts, element, locals);
}
/** The item type of `T[]`, `Array<T>` or `ReadonlyArray<T>`. */
function listItem(ts, type) {
    if (ts.isArrayTypeNode(type))
        return type.elementType;
    const generic = ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && ['Array', 'ReadonlyArray'].includes(type.typeName.text);
    return generic && type.typeArguments?.length === 1 ? type.typeArguments[0] : undefined;
}
/** Whether a type is one of the classes, by the local name the module knows it by (type arguments aside). */
function isClass(ts, type, locals) {
    return ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && locals.has(type.typeName.text);
}
/** A config value with what hands back its argument (`await`, a passing function, above) taken off: the argument. */
function handedBack(ts, workspace, memo, file, path, value) {
    let at = (0,loop_registrars/* stripped */.uR)(ts, value);
    for (let step = 0; step < 4; step++) {
        if (ts.isAwaitExpression(at))
            at = (0,loop_registrars/* stripped */.uR)(ts, at.expression);
        else if (ts.isCallExpression(at) && at.arguments.length === 1 && passing(ts, workspace, memo, file, path, at.expression))
            at = (0,loop_registrars/* stripped */.uR)(ts, at.arguments[0]);
        else
            break;
    }
    return at;
}
/** Whether a callee is a function (or a class's static method, `Provider.from`) of the module or one it imports that hands back a plain value it is given. */
function passing(ts, workspace, memo, file, path, callee) {
    const owner = ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) ? callee.expression.text : ts.isIdentifier(callee) ? callee.text : undefined;
    if (owner === undefined)
        return false;
    let module = file;
    let local = owner;
    if (!file.statements.some((s) => (ts.isClassDeclaration(s) || ts.isFunctionDeclaration(s)) && s.name?.text === owner)) {
        const binding = bindingsFor(ts, file, new Set([owner]))[0];
        const at = binding && (0,handed_server/* importedFile */.fw)(ts, workspace, memo, binding.from, path);
        module = at ? (0,handed_server/* read */.LF)(ts, workspace, memo, at)?.file : undefined;
        local = binding?.name ?? owner;
        if (!module || !at)
            return false;
        (0,draws_on/* drew */.c)(workspace, at);
    }
    const declared = module.statements.find((s) => (ts.isClassDeclaration(s) || ts.isFunctionDeclaration(s)) && s.name?.text === local);
    if (!declared)
        return false;
    if (ts.isFunctionDeclaration(declared))
        return !ts.isPropertyAccessExpression(callee) && handsBack(ts, declared);
    if (!ts.isClassDeclaration(declared) || !ts.isPropertyAccessExpression(callee))
        return false;
    const method = callee.name.text;
    const bodies = declared.members.filter((m) => ts.isMethodDeclaration(m) &&
        ts.isIdentifier(m.name) &&
        m.name.text === method &&
        !!ts.getModifiers(m)?.some((x) => x.kind === ts.SyntaxKind.StaticKeyword));
    // Overloads declare no body: the one implementation does.
    const implementations = bodies.filter((m) => m.body);
    return implementations.length === 1 && handsBack(ts, implementations[0]);
}
/**
 * Whether a function hands back its first parameter when that is a plain value (a literal string, number, object
 * or array, never a function, an instance of a class or undefined): every `return` gives the parameter (or a `const`
 * of it), or runs only under a test such a value fails; the body ends in a `return` and never writes the parameter.
 */
function handsBack(ts, fn) {
    const [parameter] = fn.parameters;
    const body = fn.body;
    if (!parameter || !ts.isIdentifier(parameter.name) || !body || !ts.isBlock(body))
        return false;
    const p = parameter.name.text;
    const last = body.statements[body.statements.length - 1];
    if (!last || !ts.isReturnStatement(last))
        return false;
    const aliases = new Set([p]);
    let written = false;
    (0,values/* walk */.GG)(ts, body, (node) => {
        if ((0,values/* isAssignment */.wh)(ts, node) && ts.isIdentifier(node.left) && aliases.has(node.left.text))
            written = true;
    });
    for (const statement of body.statements)
        if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const)
            for (const d of statement.declarationList.declarations)
                if (ts.isIdentifier(d.name) &&
                    d.initializer &&
                    ts.isIdentifier((0,loop_registrars/* stripped */.uR)(ts, d.initializer)) &&
                    (0,loop_registrars/* stripped */.uR)(ts, d.initializer).text === p)
                    aliases.add(d.name.text);
    if (written)
        return false;
    const returns = [];
    (0,tool_lists/* collectReturns */.mk)(ts, body, returns);
    const bare = [];
    (0,values/* walk */.GG)(ts, body, (node) => {
        if (ts.isReturnStatement(node) && !node.expression)
            bare.push(node);
    });
    const gives = (expression) => {
        const at = (0,loop_registrars/* stripped */.uR)(ts, expression);
        return ts.isIdentifier(at) && aliases.has(at.text);
    };
    return [...returns.map((e) => e.parent), ...bare].every((statement) => {
        const expression = ts.isReturnStatement(statement) ? statement.expression : undefined;
        const guard = guarded(ts, statement, body, p);
        // Under `p === undefined`, it must give nothing: an unset field registers nothing.
        const nothing = !expression || (ts.isIdentifier(expression) && expression.text === 'undefined') || gives(expression);
        return (expression && gives(expression)) || guard === 'never' || (guard === 'nothing' && nothing);
    });
}
/**
 * Under what test of an `if` around it (within `body`) a statement runs: 'never' for one neither a plain value nor
 * nothing passes (`p instanceof X`, `typeof p === 'function'`), 'nothing' for one only nothing passes (`p ===
 * undefined`, `p == null`), undefined for any other.
 */
function guarded(ts, statement, body, p) {
    let node = statement;
    while (node.parent && node !== body) {
        const parent = node.parent;
        const test = ts.isIfStatement(parent) && parent.thenStatement === node ? testOf(ts, parent.expression, p) : undefined;
        if (test)
            return test;
        node = parent;
    }
    return undefined;
}
function testOf(ts, test, p) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, test);
    if (!ts.isBinaryExpression(at))
        return undefined;
    const isP = (e) => ts.isIdentifier((0,loop_registrars/* stripped */.uR)(ts, e)) && (0,loop_registrars/* stripped */.uR)(ts, e).text === p;
    const op = at.operatorToken.kind;
    if (op === ts.SyntaxKind.InstanceOfKeyword)
        return isP(at.left) ? 'never' : undefined;
    if (op !== ts.SyntaxKind.EqualsEqualsEqualsToken && op !== ts.SyntaxKind.EqualsEqualsToken)
        return undefined;
    const nothing = (e) => (ts.isIdentifier(e) && e.text === 'undefined') || e.kind === ts.SyntaxKind.NullKeyword;
    const typeofFunction = (a, b) => ts.isTypeOfExpression(a) && isP(a.expression) && ts.isStringLiteral(b) && b.text === 'function';
    if (typeofFunction(at.left, at.right) || typeofFunction(at.right, at.left))
        return 'never';
    return (isP(at.left) && nothing(at.right)) || (isP(at.right) && nothing(at.left)) ? 'nothing' : undefined;
}

// EXTERNAL MODULE: ./src/formats/typescript-source/imported-forwarders.ts
var imported_forwarders = __webpack_require__(4940);
;// CONCATENATED MODULE: ./src/formats/typescript-source/handed-registrars.ts






/** How many calls away the forwarder may be made, and modules one proof reads. */
const handed_registrars_MAX_HOPS = 3;
const handed_registrars_MAX_READS = 12;
/** The locals the file calls that are a registrar its callers hand it, by name. */
function handedRegistrars(ts, file, path, workspace) {
    const out = new Map();
    if ((0,test_source/* testSource */.s)(path) !== undefined)
        return out;
    const candidates = destructuredLocals(ts, file);
    if (candidates.size === 0)
        return out;
    const called = new Set();
    const declared = new Map();
    (0,values/* walk */.GG)(ts, file, (node) => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression))
            called.add(node.expression.text);
        const name = (0,values/* declaredName */.op)(ts, node);
        if (name)
            declared.set(name.text, (declared.get(name.text) ?? 0) + 1);
        if ((0,values/* isAssignment */.wh)(ts, node) && ts.isIdentifier(node.left))
            declared.set(node.left.text, 2);
    });
    const memo = (0,handed_server/* memoOf */.Q0)(workspace);
    for (const [local, asked] of candidates) {
        if (!called.has(local) || declared.get(local) !== 1)
            continue;
        const found = handed(ts, workspace, memo, { path, ...asked }, handed_registrars_MAX_HOPS);
        if (found)
            out.set(local, found.forwarder);
    }
    return out;
}
/** The file's locals destructured from a parameter of an exported function: `const { register: r } = deps` in its body, or `({ register })`. */
function destructuredLocals(ts, file) {
    const out = new Map();
    for (const [exported, fn] of exportedFunctions(ts, file)) {
        const take = (pattern, index) => {
            for (const element of pattern.elements) {
                const key = element.propertyName ?? element.name;
                if (element.dotDotDotToken || element.initializer || !ts.isIdentifier(element.name) || !ts.isIdentifier(key))
                    continue;
                out.set(element.name.text, { exported, index, key: key.text });
            }
        };
        fn.parameters.forEach((p, index) => {
            if (ts.isObjectBindingPattern(p.name))
                take(p.name, index);
        });
        const body = fn.body && ts.isBlock(fn.body) ? fn.body.statements : [];
        for (const statement of body) {
            if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const))
                continue;
            for (const { name, initializer } of statement.declarationList.declarations) {
                const from = initializer && (0,loop_registrars/* stripped */.uR)(ts, initializer);
                const index = from && ts.isIdentifier(from) ? parameterIndex(ts, fn, from.text) : -1;
                if (ts.isObjectBindingPattern(name) && index >= 0)
                    take(name, index);
            }
        }
    }
    return out;
}
/** The forwarder every call of the asked function hands at its parameter's key, with the files it rests on; undefined unless all agree. */
function handed(ts, workspace, memo, asked, hops) {
    if (hops <= 0)
        return undefined;
    let found;
    let reads = handed_registrars_MAX_READS;
    for (const caller of (0,handed_server/* callersOf */.Gt)(workspace, asked.path)) {
        if (caller === asked.path || (0,test_source/* testSource */.s)(caller) !== undefined || !(0,handed_server/* mentions */.wy)(workspace, memo, caller, asked.exported))
            continue;
        if (reads-- <= 0)
            break;
        const module = (0,handed_server/* read */.LF)(ts, workspace, memo, caller);
        if (!module)
            continue;
        const locals = new Set(module.bindings
            .filter((b) => b.reexport === undefined && b.name === asked.exported && (0,handed_server/* resolves */.EJ)(ts, workspace, memo, b.from, caller, asked.path))
            .map((b) => b.local));
        if (locals.size === 0)
            continue;
        let failed = false;
        (0,values/* walk */.GG)(ts, module.file, (node) => {
            if (failed || !ts.isCallExpression(node) || !ts.isIdentifier(node.expression) || !locals.has(node.expression.text))
                return;
            const given = node.arguments.slice(0, asked.index + 1).some(ts.isSpreadElement) ? undefined : node.arguments[asked.index];
            const forwarder = given && keyOf(ts, workspace, memo, module.file, caller, given, asked.key, hops);
            if (!forwarder || (found && !same(found, forwarder)))
                failed = true;
            else
                found = forwarder;
        });
        if (failed)
            return undefined;
        workspace.drawsOn?.(caller);
    }
    return found && { forwarder: found };
}
/** The forwarder an argument holds at `key`: an object literal's property, or a parameter of the caller handed on whole. */
function keyOf(ts, workspace, memo, file, path, node, key, hops) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, node);
    if (ts.isObjectLiteralExpression(at)) {
        const properties = at.properties.filter((p) => p.name && ts.isIdentifier(p.name) && p.name.text === key);
        const [property] = properties;
        if (properties.length !== 1 || !(ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property)))
            return undefined;
        // A spread after it may set the key again, unless it is of literals without it (`...(c ? { x } : {})`).
        const later = at.properties.slice(at.properties.indexOf(property) + 1);
        if (later.some((p) => !ts.isPropertyAssignment(p) && !ts.isShorthandPropertyAssignment(p) && !(ts.isSpreadAssignment(p) && lacks(ts, p.expression, key))))
            return undefined;
        if (at.properties.some((p) => !ts.isPropertyAssignment(p) && !ts.isShorthandPropertyAssignment(p) && !ts.isSpreadAssignment(p)))
            return undefined;
        const value = ts.isPropertyAssignment(property) ? property.initializer : property.name;
        return heldForwarder(ts, workspace, memo, file, path, value, hops);
    }
    const parameter = ts.isIdentifier(at) ? enclosingParameter(ts, file, at) : undefined;
    return parameter && handed(ts, workspace, memo, { path, ...parameter, key }, hops - 1)?.forwarder;
}
/** Whether a spread's value is object literals (through `?:`) none of which writes `key` or spreads anything. */
function lacks(ts, node, key) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, node);
    if (ts.isConditionalExpression(at))
        return lacks(ts, at.whenTrue, key) && lacks(ts, at.whenFalse, key);
    return (ts.isObjectLiteralExpression(at) &&
        at.properties.every((p) => (ts.isPropertyAssignment(p) || ts.isShorthandPropertyAssignment(p)) && p.name && ts.isIdentifier(p.name) && p.name.text !== key));
}
/** The forwarder a value is: a `const` made by a factory's call, an imported forwarder, or a parameter's key handed on. */
function heldForwarder(ts, workspace, memo, file, path, node, hops) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, node);
    // `deps.register`: the caller's own parameter's key.
    if (ts.isPropertyAccessExpression(at) && ts.isIdentifier(at.expression)) {
        const parameter = enclosingParameter(ts, file, at.expression);
        return parameter && handed(ts, workspace, memo, { path, ...parameter, key: at.name.text }, hops - 1)?.forwarder;
    }
    if (!ts.isIdentifier(at))
        return undefined;
    const declarations = [];
    (0,values/* walk */.GG)(ts, file, (n) => {
        if ((0,values/* declaredName */.op)(ts, n)?.text === at.text)
            declarations.push(n);
        if ((0,values/* isAssignment */.wh)(ts, n) && ts.isIdentifier(n.left) && n.left.text === at.text)
            declarations.push(n, n);
    });
    const imported = (0,handed_server/* bindingsOf */.kK)(ts, file).find((b) => b.reexport === undefined && b.local === at.text && b.name !== '*');
    if (imported && declarations.length === 0)
        return forwarderOf(ts, workspace, memo, imported.from, path, imported.name, false);
    const [declaration] = declarations;
    if (declarations.length !== 1)
        return undefined;
    // `const { register } = deps`: the caller's own parameter's key.
    if (ts.isBindingElement(declaration) && ts.isObjectBindingPattern(declaration.parent) && ts.isVariableDeclaration(declaration.parent.parent)) {
        const source = declaration.parent.parent.initializer && (0,loop_registrars/* stripped */.uR)(ts, declaration.parent.parent.initializer);
        const key = declaration.propertyName ?? declaration.name;
        const parameter = source && ts.isIdentifier(source) && ts.isIdentifier(key) && !declaration.initializer ? enclosingParameter(ts, file, source) : undefined;
        return parameter && handed(ts, workspace, memo, { path, ...parameter, key: key.text }, hops - 1)?.forwarder;
    }
    // `const register = createRegisterTool(probes)`: what the imported factory returns.
    if (!ts.isVariableDeclaration(declaration) || !declaration.initializer || !(declaration.parent.flags & ts.NodeFlags.Const))
        return undefined;
    const made = (0,loop_registrars/* stripped */.uR)(ts, declaration.initializer);
    if (!ts.isCallExpression(made) || !ts.isIdentifier(made.expression))
        return undefined;
    const callee = made.expression.text;
    const factory = (0,handed_server/* bindingsOf */.kK)(ts, file).find((b) => b.reexport === undefined && b.local === callee && b.name !== '*');
    return factory && forwarderOf(ts, workspace, memo, factory.from, path, factory.name, true);
}
/** The forwarder a module naming an SDK exports as `name` (`made`: the function its factory `name` returns). */
function forwarderOf(ts, workspace, memo, module, from, name, made) {
    const at = (0,handed_server/* importedFile */.fw)(ts, workspace, memo, module, from);
    const loaded = at === undefined ? undefined : (0,handed_server/* read */.LF)(ts, workspace, memo, at);
    if (!loaded || at === undefined || !values/* NAMES_SDK */.Gk.test(loaded.file.text))
        return undefined;
    const exported = (0,imported_forwarders/* exportedFunction */.gA)(ts, loaded.file, name);
    const fn = exported && (made ? returned(ts, exported) : exported);
    const found = fn && (0,typescript_source_forwarders/* forwardedParameters */.be)(ts, fn);
    if (!fn || !found)
        return undefined;
    workspace.drawsOn?.(at);
    return { modern: found.modern, arity: fn.parameters.length, positions: found.positions };
}
/** The function a factory returns: its one `return` (no other, none in a branch) of a function, or an arrow's body that is one. */
function returned(ts, fn) {
    const body = fn.body;
    if (!body)
        return undefined;
    if (!ts.isBlock(body)) {
        const value = (0,loop_registrars/* stripped */.uR)(ts, body);
        return ts.isArrowFunction(value) || ts.isFunctionExpression(value) ? value : undefined;
    }
    const returns = [];
    const visit = (node) => {
        if (ts.isFunctionLike(node) || ts.isClassLike(node))
            return;
        if (ts.isReturnStatement(node))
            returns.push(node);
        ts.forEachChild(node, visit);
    };
    ts.forEachChild(body, visit);
    const [only] = returns;
    const value = returns.length === 1 && only.parent === body && only.expression ? (0,loop_registrars/* stripped */.uR)(ts, only.expression) : undefined;
    return value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value)) ? value : undefined;
}
/** The exported function (and its parameter's place) whose parameter a name is, where it is used. */
function enclosingParameter(ts, file, name) {
    const fn = ts.findAncestor(name.parent, ts.isFunctionLike);
    if (!fn)
        return undefined;
    const exported = [...exportedFunctions(ts, file)].find(([, f]) => f === fn)?.[0];
    const index = parameterIndex(ts, fn, name.text);
    return exported === undefined || index < 0 ? undefined : { exported, index };
}
/** The module's exported functions by exported name: `export function f`, `export const f = (\u2026) => \u2026`. */
function exportedFunctions(ts, file) {
    const out = new Map();
    for (const statement of file.statements) {
        const exported = ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
        if (!exported)
            continue;
        if (ts.isFunctionDeclaration(statement) && statement.name && statement.body)
            out.set(statement.name.text, statement);
        else if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const)
            for (const { name, initializer } of statement.declarationList.declarations) {
                const value = initializer && (0,loop_registrars/* stripped */.uR)(ts, initializer);
                if (ts.isIdentifier(name) && value && (ts.isArrowFunction(value) || ts.isFunctionExpression(value)))
                    out.set(name.text, value);
            }
    }
    return out;
}
/** A plain parameter's place, never reassigned in the function. */
function parameterIndex(ts, fn, name) {
    const index = fn.parameters.findIndex((p) => ts.isIdentifier(p.name) && !p.dotDotDotToken && p.name.text === name);
    if (index < 0 || !fn.body)
        return -1;
    let assigned = false;
    (0,values/* walk */.GG)(ts, fn.body, (node) => {
        if ((0,values/* isAssignment */.wh)(ts, node) && ts.isIdentifier(node.left) && node.left.text === name)
            assigned = true;
    });
    return assigned ? -1 : index;
}
function same(a, b) {
    return a.modern === b.modern && a.arity === b.arity && a.positions.join() === b.positions.join();
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/nested-constants.ts



/** The keys `A` the file uses `name.A` of other than to read a member of it (`f(TOOLS.SEARCH)`, `const s = TOOLS.SEARCH`). */
function handedInner(ts, file, name) {
    const out = new Set();
    (0,values/* walk */.GG)(ts, file, (node) => {
        const member = (0,values/* memberKey */.S7)(ts, node);
        if (!member || member.object !== name)
            return;
        const parent = node.parent;
        const read = (ts.isPropertyAccessExpression(parent) || ts.isElementAccessExpression(parent)) && parent.expression === node;
        if (!read)
            out.add(member.key);
    });
    return out;
}
/** The string a module's exported `const name = { outer: { inner: '\u2026' } }` holds there, when nothing in the module may change it. */
function nestedString(ts, file, name, outer, inner) {
    const local = (0,handed_server/* exportedLocal */.fb)(ts, file, name);
    const declaration = local === undefined ? undefined : (0,handed_server/* topConst */.Xs)(ts, file, local);
    if (local === undefined || !declaration?.initializer || (0,values/* writtenNames */.uc)(ts, file).has(local) || handedInner(ts, file, local).has(outer))
        return undefined;
    const object = member(ts, declaration.initializer, outer);
    const value = object && member(ts, object, inner);
    return value && (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value)) ? value.text : undefined;
}
/** The value of `key` in an object literal written out property by property (behind `as const`), stripped. */
function member(ts, node, key) {
    const object = (0,loop_registrars/* stripped */.uR)(ts, node);
    if (!ts.isObjectLiteralExpression(object))
        return undefined;
    let found;
    for (const property of object.properties) {
        const name = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
        if (name === undefined || !ts.isPropertyAssignment(property))
            return undefined;
        if (name === key)
            found = (0,loop_registrars/* stripped */.uR)(ts, property.initializer);
    }
    return found;
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/imported-constants.ts




const MAX_REFS = 512;
const imported_constants_MAX_MODULES = 32;
/** How many barrels a constant's import passes through, and how many `export *` of one are tried. */
const MAX_REEXPORTS = 2;
const MAX_STARS = 8;
/** How many literals a constant's `+` may join. */
const MAX_JOINED = 32;
/** `X.Y` in the text: a file without one has nothing to look up. */
const MEMBER = /[A-Za-z_$][\w$]{0,99}\.[A-Za-z_$]/;
/**
 * The strings members of imported constants objects stand for, keyed as the file writes them
 * (`TOOL_NAMES.SAVE_NOTE`), and imported string constants, by their local name (`TOOL_NAME`).
 */
function importedConstants(ts, file, path, workspace) {
    const out = new Map();
    const imported = new Map();
    for (const binding of (0,handed_server/* bindingsOf */.kK)(ts, file))
        if (binding.reexport === undefined && binding.name !== '*' && binding.name !== 'default')
            imported.set(binding.local, binding);
    const namespaces = namespaceReads(ts, file);
    if (imported.size === 0 && namespaces.size === 0)
        return out;
    const wanted = MEMBER.test(file.text) ? membersOf(ts, file, imported) : new Map();
    const plain = plainReads(ts, file, imported, wanted);
    if (wanted.size === 0 && plain.size === 0 && namespaces.size === 0)
        return out;
    const written = (0,values/* writtenNames */.uc)(ts, file);
    const memo = (0,handed_server/* memoOf */.Q0)(workspace);
    const modules = new Set();
    const found = (value, key, drawn) => {
        if (value === undefined)
            return;
        out.set(key, value);
        for (const at of drawn)
            workspace.drawsOn?.(at);
    };
    for (const local of [...wanted.keys(), ...plain]) {
        const binding = imported.get(local);
        if (!binding || (!modules.has(binding.from) && modules.size >= imported_constants_MAX_MODULES))
            continue;
        modules.add(binding.from);
        const declared = declaringModule(ts, workspace, memo, binding.from, path, binding.name, MAX_REEXPORTS);
        if (!declared)
            continue;
        const members = wanted.get(local);
        if (!members) {
            found(exportedString(ts, declared.file, declared.name), local, declared.drawn);
            continue;
        }
        const strings = written.has(local) ? undefined : exportedStrings(ts, declared.file, declared.name);
        for (const member of members)
            found(strings?.get(member), `${local}.${member}`, declared.drawn);
        // `TOOLS.SEARCH.NAME`: a member of a member (nested-constants.ts).
        const handed = written.has(local) ? undefined : [...members].some((m) => m.includes(values/* NESTED */.s6)) ? handedInner(ts, file, local) : undefined;
        for (const [outer, inner] of [...members].map((m) => m.split(values/* NESTED */.s6)))
            if (handed && inner !== undefined && !handed.has(outer))
                found(nestedString(ts, declared.file, declared.name, outer, inner), `${local}.${outer}${values/* NESTED */.s6}${inner}`, declared.drawn);
    }
    for (const [local, { from, members }] of namespaces) {
        if (!modules.has(from) && modules.size >= imported_constants_MAX_MODULES)
            continue;
        modules.add(from);
        for (const member of members) {
            const declared = declaringModule(ts, workspace, memo, from, path, member, MAX_REEXPORTS);
            if (declared)
                found(exportedString(ts, declared.file, declared.name), `${local}.${member}`, declared.drawn);
        }
    }
    return out;
}
/**
 * The namespace imports (`import * as search from './search.js'`) whose members the file reads where a
 * tool's text is written (`search.name`), by local name, with those members; none the file binds otherwise.
 */
function namespaceReads(ts, file) {
    const out = new Map();
    const spaces = new Map();
    for (const binding of (0,handed_server/* bindingsOf */.kK)(ts, file))
        if (binding.reexport === undefined && binding.name === '*')
            spaces.set(binding.local, binding.from);
    if (spaces.size === 0)
        return out;
    const declared = new Set();
    let count = 0;
    (0,values/* walk */.GG)(ts, file, (node) => {
        const bound = (0,values/* declaredName */.op)(ts, node);
        if (bound)
            declared.add(bound.text);
        const member = ts.isPropertyAccessExpression(node) ? (0,values/* memberKey */.S7)(ts, node) : undefined;
        const from = member && spaces.get(member.object);
        if (!member || from === undefined || !textPlace(ts, node))
            return;
        const read = out.get(member.object) ?? { from, members: new Set() };
        out.set(member.object, read);
        if (!read.members.has(member.key))
            count++;
        read.members.add(member.key);
    }, (node) => !ts.isImportDeclaration(node), () => count < MAX_REFS);
    for (const name of declared)
        out.delete(name);
    return out;
}
/**
 * The imported names the file reads plainly (no member of them) where a tool's text is written (a
 * registration's first two arguments, an object's `name`, `title` or `description`), and binds nowhere
 * else: a parameter or local of the same name anywhere may be what a reference names, so such an import
 * is left unread. Other uses (helpers, classes, schemas) are no text, and their modules are not read.
 */
function plainReads(ts, file, imported, members) {
    const read = new Set();
    const declared = new Set();
    let count = 0;
    (0,values/* walk */.GG)(ts, file, (node) => {
        if (!ts.isIdentifier(node) || !imported.has(node.text) || members.has(node.text))
            return;
        if ((0,values/* declaredName */.op)(ts, node.parent) === node)
            declared.add(node.text);
        else if (!read.has(node.text) && textPlace(ts, node)) {
            read.add(node.text);
            count++;
        }
    }, (node) => !ts.isImportDeclaration(node), () => count < MAX_REFS);
    for (const name of declared)
        read.delete(name);
    return read;
}
/** Registrations whose first two arguments are a tool's (prompt's, resource's) name and text. */
const REGISTRATIONS = new Set(['tool', 'registerTool', 'prompt', 'registerPrompt', 'resource', 'registerResource']);
const TEXT_KEYS = new Set(['name', 'title', 'description']);
/** Whether a name stands where a tool's text is written: `server.tool(NAME, TEXT, \u2026)`, `{ name: NAME }`. */
function textPlace(ts, node) {
    const parent = node.parent;
    if (ts.isPropertyAssignment(parent))
        return parent.initializer === node && ts.isIdentifier(parent.name) && TEXT_KEYS.has(parent.name.text);
    // A class's static a server may name its tool by (`static toolName = NAME`, static-named-classes.ts).
    if (ts.isPropertyDeclaration(parent))
        return parent.initializer === node && !!ts.getModifiers(parent)?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword);
    if (!ts.isCallExpression(parent) || !ts.isPropertyAccessExpression(parent.expression))
        return false;
    const index = parent.arguments.indexOf(node);
    return index >= 0 && index < 2 && REGISTRATIONS.has(parent.expression.name.text);
}
/**
 * The module that declares what `module` exports as `name` to the module at `from`, and the name it
 * declares it by: the module itself, or one a barrel's `export { a as name } from` or `export * from`
 * forwards it from (up to `hops` barrels). `drawn` is every module read on the way.
 */
function declaringModule(ts, workspace, memo, module, from, name, hops) {
    const at = (0,handed_server/* importedFile */.fw)(ts, workspace, memo, module, from);
    const read = at === undefined ? undefined : (0,handed_server/* read */.LF)(ts, workspace, memo, at);
    if (!read || at === undefined)
        return undefined;
    if ((0,handed_server/* exportedLocal */.fb)(ts, read.file, name) !== undefined)
        return { file: read.file, name, drawn: [at] };
    if (hops <= 0)
        return undefined;
    const named = read.bindings.find((b) => b.reexport === name);
    const onward = named ? [named] : name === 'default' ? [] : read.bindings.filter((b) => b.reexport === '*').slice(0, MAX_STARS);
    for (const next of onward) {
        const found = declaringModule(ts, workspace, memo, next.from, at, next.name === '*' ? name : next.name, hops - 1);
        if (found)
            return { ...found, drawn: [at, ...found.drawn] };
    }
    return undefined;
}
/** The members each imported name is read by (`X.Y`, `X["Y"]`), at most MAX_REFS in all. */
function membersOf(ts, file, imported) {
    const out = new Map();
    let count = 0;
    (0,values/* walk */.GG)(ts, file, (node) => {
        const nested = (0,values/* nestedPath */.VQ)(ts, node);
        const member = (0,values/* memberKey */.S7)(ts, node) ?? (nested && { object: nested.object, key: `${nested.outer}${values/* NESTED */.s6}${nested.inner}` });
        if (!member || !imported.has(member.object))
            return;
        const members = out.get(member.object) ?? new Set();
        out.set(member.object, members);
        if (!members.has(member.key))
            count++;
        members.add(member.key);
    }, undefined, () => count < MAX_REFS);
    return out;
}
/**
 * The string a module's top-level `export const name = 'text'` holds (a `const` is never assigned again),
 * written as one literal or a `+` of literals.
 */
function exportedString(ts, file, name) {
    const local = (0,handed_server/* exportedLocal */.fb)(ts, file, name);
    const value = local === undefined ? undefined : (0,handed_server/* topConst */.Xs)(ts, file, local)?.initializer;
    return value && literalText(ts, value, MAX_JOINED);
}
/** The text of a string literal, or of a `+` of them (at most `parts` literals). */
function literalText(ts, node, parts) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, node);
    if (ts.isStringLiteral(at) || ts.isNoSubstitutionTemplateLiteral(at))
        return at.text;
    if (parts <= 1 || !ts.isBinaryExpression(at) || at.operatorToken.kind !== ts.SyntaxKind.PlusToken)
        return undefined;
    const left = literalText(ts, at.left, parts - 1);
    const right = left === undefined ? undefined : literalText(ts, at.right, 1);
    return right === undefined ? undefined : `${left}${right}`;
}
/**
 * The string members of the object literal a module exports as `name` in a top-level `const` (behind `as
 * const` or `satisfies`), when every property is written out and the module never writes through it.
 */
function exportedStrings(ts, file, name) {
    const local = (0,handed_server/* exportedLocal */.fb)(ts, file, name);
    const declaration = local === undefined ? undefined : (0,handed_server/* topConst */.Xs)(ts, file, local);
    const object = declaration?.initializer && (0,loop_registrars/* stripped */.uR)(ts, declaration.initializer);
    if (!object || !ts.isObjectLiteralExpression(object) || local === undefined || (0,values/* writtenNames */.uc)(ts, file).has(local))
        return undefined;
    const out = new Map();
    for (const property of object.properties) {
        const key = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;
        if (key === undefined || !ts.isPropertyAssignment(property))
            return undefined;
        const value = (0,loop_registrars/* stripped */.uR)(ts, property.initializer);
        if (ts.isStringLiteral(value) || ts.isNoSubstitutionTemplateLiteral(value))
            out.set(key, value.text);
        else
            out.delete(key);
    }
    return out;
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/instance-texts.ts



/** The members read: a tool's texts. */
const TEXTS = new Set(['name', 'title', 'description']);
/** How many classes up a member's assignment is followed, and how many instances one file reads. */
const instance_texts_MAX_BASES = 3;
const MAX_INSTANCES = 64;
/** The strings instances' text members stand for, keyed as the file writes them (`getTool.name`). */
function instanceTexts(ts, file, path, workspace) {
    const out = new Map();
    if (!file.text.includes('new '))
        return out;
    const imported = new Map((0,handed_server/* bindingsOf */.kK)(ts, file)
        .filter((b) => b.reexport === undefined && b.name !== '*')
        .map((b) => [b.local, b]));
    const made = new Map();
    const declarations = new Map();
    const references = new Map();
    (0,values/* walk */.GG)(ts, file, (node) => {
        const name = (0,values/* declaredName */.op)(ts, node);
        if (name)
            declarations.set(name.text, [...(declarations.get(name.text) ?? []), node]);
        if (ts.isVariableDeclaration(node) && name && node.initializer && ts.isVariableDeclarationList(node.parent) && node.parent.flags & ts.NodeFlags.Const) {
            const value = (0,loop_registrars/* stripped */.uR)(ts, node.initializer);
            if (ts.isNewExpression(value) && ts.isIdentifier(value.expression))
                made.set(name.text, [...(made.get(name.text) ?? []), node]);
        }
        else if (ts.isIdentifier(node) && reference(ts, node))
            references.set(node.text, [...(references.get(node.text) ?? []), node]);
    });
    const memo = (0,handed_server/* memoOf */.Q0)(workspace);
    let count = 0;
    for (const [local, [declaration, ...others]] of made) {
        const reads = readsOf(ts, declaration, declarations.get(local) ?? [], references.get(local) ?? []);
        if (others.length > 0 || !reads || count++ >= MAX_INSTANCES)
            continue;
        const call = (0,loop_registrars/* stripped */.uR)(ts, declaration.initializer);
        const constructed = call.expression.text;
        const binding = imported.get(constructed);
        const own = binding ? undefined : topClass(ts, file, constructed);
        const at = binding ? classIn(ts, workspace, memo, binding.from, path, binding.name) : own && { node: own, file, path };
        if (!at)
            continue;
        const handed = (call.arguments ?? []).map((arg) => instance_texts_literal(ts, arg));
        for (const key of reads) {
            const value = memberOf(ts, workspace, memo, at, key, handed, instance_texts_MAX_BASES);
            if (value === undefined)
                continue;
            out.set(`${local}.${key}`, value.text);
            for (const drawn of value.drawn)
                workspace.drawsOn?.(drawn);
        }
    }
    return out;
}
/** Whether an identifier is a value read (no declaration's or property's name, no type). */
function reference(ts, node) {
    const parent = node.parent;
    const named = parent;
    if (named.name === node || named.propertyName === node)
        return ts.isShorthandPropertyAssignment(parent);
    return !ts.isTypeReferenceNode(parent) && !ts.isTypeQueryNode(parent) && !ts.isQualifiedName(parent) && !ts.isImportSpecifier(parent);
}
/**
 * The text members read off the instance a `const` holds, when nothing can have changed them by then: each
 * `v.k` of the file is in the block declaring it, where no other declaration of the name is; no `v.k` is
 * written; and `v` is used otherwise than through a named member (handed away, `v[k]`) only in statements of
 * that block after every read, outside any function declaration (hoisted, it may run before).
 */
function readsOf(ts, declaration, declared, references) {
    const block = declaration.parent.parent.parent;
    if (!ts.isVariableStatement(declaration.parent.parent) || !(ts.isBlock(block) || ts.isSourceFile(block)))
        return undefined;
    const inside = (node) => node.pos >= block.pos && node.end <= block.end;
    if (declared.some((other) => other !== declaration && inside(other)))
        return undefined;
    const statementOf = (node) => {
        let at = node;
        while (at.parent && at.parent !== block)
            at = at.parent;
        return block.statements.indexOf(at);
    };
    const reads = new Set();
    let last = block.statements.indexOf(declaration.parent.parent);
    const loose = [];
    for (const node of references) {
        const parent = node.parent;
        const access = ts.isPropertyAccessExpression(parent) && parent.expression === node ? parent : undefined;
        if (!access) {
            loose.push(node);
            continue;
        }
        const member = access.name.text;
        if (written(ts, access)) {
            if (TEXTS.has(member))
                return undefined;
            continue;
        }
        if (!TEXTS.has(member))
            continue;
        if (!inside(node))
            return undefined;
        reads.add(member);
        last = Math.max(last, statementOf(node));
    }
    for (const node of loose) {
        if (!inside(node))
            continue;
        if (statementOf(node) <= last || inFunctionDeclaration(ts, node, block))
            return undefined;
    }
    return reads.size > 0 ? reads : undefined;
}
/** Whether a member access is written: assigned, deleted, incremented or destructured into. */
function written(ts, access) {
    let node = access;
    while (ts.isParenthesizedExpression(node.parent) || ts.isAsExpression(node.parent) || ts.isNonNullExpression(node.parent))
        node = node.parent;
    const parent = node.parent;
    if ((0,values/* isAssignment */.wh)(ts, parent) && parent.left === node)
        return true;
    if (ts.isDeleteExpression(parent))
        return true;
    if ((ts.isPrefixUnaryExpression(parent) || ts.isPostfixUnaryExpression(parent)) &&
        (parent.operator === ts.SyntaxKind.PlusPlusToken || parent.operator === ts.SyntaxKind.MinusMinusToken))
        return true;
    return ts.isArrayLiteralExpression(parent) ||
        ts.isShorthandPropertyAssignment(parent) ||
        ts.isPropertyAssignment(parent) ||
        ts.isForOfStatement(parent) ||
        ts.isForInStatement(parent)
        ? isDestructuringTarget(ts, parent)
        : false;
}
/** Whether a literal is the target of a destructuring assignment or a for-of/in's variable. */
function isDestructuringTarget(ts, node) {
    let at = node;
    while (ts.isArrayLiteralExpression(at.parent) ||
        ts.isObjectLiteralExpression(at.parent) ||
        ts.isPropertyAssignment(at.parent) ||
        ts.isShorthandPropertyAssignment(at.parent))
        at = at.parent;
    const parent = at.parent;
    return ((0,values/* isAssignment */.wh)(ts, parent) && parent.left === at) || ((ts.isForOfStatement(parent) || ts.isForInStatement(parent)) && parent.initializer === at);
}
/** Whether a node sits in a function declaration of the block (hoisted: called from anywhere in it). */
function inFunctionDeclaration(ts, node, block) {
    for (let at = node.parent; at && at !== block; at = at.parent)
        if (ts.isFunctionDeclaration(at))
            return true;
    return false;
}
/** What a constructor chain leaves in `this.<key>` of an exact instance of `at` made with `handed`, and the modules it rests on. */
function memberOf(ts, workspace, memo, at, key, handed, hops) {
    const { node } = at;
    if (!onlyConstructorWrites(ts, node, key))
        return undefined;
    const base = node.heritageClauses?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
    if (base && (!ts.isIdentifier(base) || hops <= 0))
        return undefined;
    const baseAt = base ? baseClass(ts, workspace, memo, at, base.text) : undefined;
    if (base && !baseAt)
        return undefined;
    const field = node.members.find((m) => ts.isPropertyDeclaration(m) && !instance_texts_isStatic(ts, m) && m.name.getText(at.file) === key);
    const fieldValue = field?.initializer === undefined ? undefined : instance_texts_literal(ts, field.initializer);
    // A field left uninitialized is set to undefined after a base's constructor returns (useDefineForClassFields).
    if (field && (field.initializer === undefined ? base !== undefined : fieldValue === undefined))
        return undefined;
    const ctor = node.members.find(ts.isConstructorDeclaration);
    let value;
    const afterSuper = (fromBase) => {
        value = fieldValue === undefined ? fromBase : { text: fieldValue, drawn: [at.path] };
    };
    if (!ctor?.body) {
        // An implicit constructor hands all it is given to the base.
        afterSuper(baseAt ? memberOf(ts, workspace, memo, baseAt, key, handed, hops - 1) : undefined);
        return value && { ...value, drawn: [at.path, ...value.drawn] };
    }
    const parameters = ctor.parameters.map((p) => (ts.isIdentifier(p.name) && !p.dotDotDotToken ? p.name.text : undefined));
    const assigned = new Set();
    (0,values/* walk */.GG)(ts, ctor.body, (n) => {
        if ((0,values/* isAssignment */.wh)(ts, n) && ts.isIdentifier(n.left))
            assigned.add(n.left.text);
    });
    const given = (arg) => {
        const plain = (0,loop_registrars/* stripped */.uR)(ts, arg);
        if (!ts.isIdentifier(plain))
            return instance_texts_literal(ts, plain);
        const index = parameters.indexOf(plain.text);
        return index < 0 || assigned.has(plain.text) ? undefined : handed[index];
    };
    if (!base)
        afterSuper(undefined);
    for (const statement of ctor.body.statements) {
        if (!ts.isExpressionStatement(statement))
            continue;
        const expression = statement.expression;
        if (ts.isCallExpression(expression) && expression.expression.kind === ts.SyntaxKind.SuperKeyword && baseAt) {
            if (expression.arguments.some((arg) => ts.isSpreadElement(arg)))
                return undefined;
            afterSuper(memberOf(ts, workspace, memo, baseAt, key, expression.arguments.map(given), hops - 1));
        }
        else if ((0,values/* isAssignment */.wh)(ts, expression) && expression.operatorToken.kind === ts.SyntaxKind.EqualsToken && thisMember(ts, expression.left) === key) {
            const text = given(expression.right);
            value = text === undefined ? undefined : { text, drawn: [at.path] };
            if (value === undefined)
                return undefined;
        }
    }
    return value && { ...value, drawn: [at.path, ...value.drawn] };
}
/**
 * Whether the class writes `this.<key>` only as a statement of its constructor's own body, declares no accessor
 * or method of that name, and uses `this` only through a named member (no `this[k]`, `f(this)`, `self = this`).
 */
function onlyConstructorWrites(ts, node, key) {
    const ctor = node.members.find(ts.isConstructorDeclaration);
    const topLevel = new Set(ctor?.body?.statements.filter(ts.isExpressionStatement).map((s) => s.expression));
    for (const member of node.members) {
        if (instance_texts_isStatic(ts, member))
            continue;
        if ((ts.isMethodDeclaration(member) || ts.isGetAccessor(member) || ts.isSetAccessor(member)) && member.name.getText() === key)
            return false;
    }
    let clean = true;
    (0,values/* walk */.GG)(ts, node, (n) => {
        if (n.kind === ts.SyntaxKind.ThisKeyword && !(ts.isPropertyAccessExpression(n.parent) && n.parent.expression === n))
            clean = false;
        const target = (0,values/* isAssignment */.wh)(ts, n) ? n.left : ts.isDeleteExpression(n) ? n.expression : undefined;
        if (target && thisMember(ts, target) === key && !topLevel.has(n))
            clean = false;
        if ((ts.isPrefixUnaryExpression(n) || ts.isPostfixUnaryExpression(n)) && thisMember(ts, n.operand) === key)
            clean = false;
        // A constructor returning an object makes that the instance.
        if (ts.isReturnStatement(n) && n.expression && ctor && ts.findAncestor(n, ts.isFunctionLike) === ctor)
            clean = false;
    }, () => true, () => clean);
    return clean;
}
/** `this.k`: k. */
function thisMember(ts, node) {
    const plain = (0,loop_registrars/* stripped */.uR)(ts, node);
    return ts.isPropertyAccessExpression(plain) && plain.expression.kind === ts.SyntaxKind.ThisKeyword ? plain.name.text : undefined;
}
function instance_texts_isStatic(ts, member) {
    return !!ts.canHaveModifiers(member) && !!ts.getModifiers(member)?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword);
}
/** A string literal (or a template without substitutions), as written. */
function instance_texts_literal(ts, node) {
    const plain = (0,loop_registrars/* stripped */.uR)(ts, node);
    return ts.isStringLiteral(plain) || ts.isNoSubstitutionTemplateLiteral(plain) ? plain.text : undefined;
}
/** A top-level class of the module by name. */
function topClass(ts, file, name) {
    return file.statements.find((s) => ts.isClassDeclaration(s) && s.name?.text === name);
}
/** The class a module exports as `name`, where `module` (imported by the file at `from`) is a file of the repository. */
function classIn(ts, workspace, memo, module, from, name) {
    const path = (0,handed_server/* importedFile */.fw)(ts, workspace, memo, module, from);
    const file = path === undefined ? undefined : (0,handed_server/* read */.LF)(ts, workspace, memo, path)?.file;
    if (!file || path === undefined)
        return undefined;
    const exported = file.statements.find((s) => ts.isClassDeclaration(s) &&
        !!ts.getModifiers(s)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) &&
        (name === 'default' ? !!ts.getModifiers(s)?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword) : s.name?.text === name));
    const local = exported ? undefined : (0,handed_server/* exportedLocal */.fb)(ts, file, name);
    const node = exported ?? (local === undefined ? undefined : topClass(ts, file, local));
    return node && { node, file, path };
}
/** The base class `name` of a class of `at`'s module: the module's own, or one it imports from the repository. */
function baseClass(ts, workspace, memo, at, name) {
    const own = topClass(ts, at.file, name);
    if (own)
        return { node: own, file: at.file, path: at.path };
    const binding = (0,handed_server/* bindingsOf */.kK)(ts, at.file).find((b) => b.reexport === undefined && b.local === name && b.name !== '*');
    return binding && classIn(ts, workspace, memo, binding.from, at.path, binding.name);
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/gathered-lists.ts






/** How many modules a list may be followed through, and how many lists one file looks at. */
const gathered_lists_MAX_HOPS = 3;
const MAX_LOOPS = 8;
/** The starts of the file's registration names (`t.name`, a destructured `name`) whose loop's every item another module's reader reads. */
function gatheredLists(ts, file, path, workspace) {
    const out = new Set();
    if (!file.text.includes('.name') && !file.text.includes('name'))
        return out;
    const loops = loopsOf(ts, file);
    if (loops.length === 0)
        return out;
    const search = { ts, workspace, memo: (0,handed_server/* memoOf */.Q0)(workspace), drawn: new Set() };
    const proved = new Map();
    for (const loop of loops.slice(0, MAX_LOOPS))
        proved.set(loop.item, allRead(search, file, path, loop.over, gathered_lists_MAX_HOPS));
    for (const loop of loops)
        if (proved.get(loop.item))
            for (const at of namesOf(ts, file, loop.item, loop.body))
                out.add(at);
    // A helper of the file each of whose calls is handed a proved loop's item: its parameter's `name`.
    for (const helper of handedHelpers(ts, file, loops, (item) => proved.get(item) === true))
        for (const at of namesOf(ts, file, helper.parameter, helper.body))
            out.add(at);
    if (out.size > 0)
        for (const at of search.drawn)
            workspace.drawsOn?.(at);
    return out;
}
function loopsOf(ts, file) {
    const out = [];
    (0,values/* walk */.GG)(ts, file, (node) => {
        if (ts.isForOfStatement(node) && ts.isVariableDeclarationList(node.initializer) && node.initializer.declarations.length === 1)
            out.push({ over: node.expression, item: node.initializer.declarations[0].name, body: node.statement });
        const callee = ts.isCallExpression(node) ? node.expression : undefined;
        const fn = callee && node.arguments[0];
        if (callee &&
            ts.isPropertyAccessExpression(callee) &&
            callee.name.text === 'forEach' &&
            fn &&
            (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) &&
            fn.parameters.length >= 1)
            out.push({ over: callee.expression, item: fn.parameters[0].name, body: fn.body });
    });
    return out;
}
/** The starts of `item.name` (or a destructured `name`'s uses) passed first to a call in `body`. */
function namesOf(ts, file, item, body) {
    const variable = ts.isIdentifier(item) ? item.text : undefined;
    const bound = ts.isObjectBindingPattern(item)
        ? item.elements.find((e) => ts.isIdentifier(e.name) && (e.propertyName ? ts.isIdentifier(e.propertyName) && e.propertyName.text === 'name' : e.name.text === 'name'))
        : undefined;
    const local = bound && ts.isIdentifier(bound.name) ? bound.name.text : undefined;
    const out = [];
    (0,values/* walk */.GG)(ts, body, (node) => {
        if (!ts.isCallExpression(node) || node.arguments.length === 0)
            return;
        const first = (0,loop_registrars/* stripped */.uR)(ts, node.arguments[0]);
        const named = (variable !== undefined &&
            ts.isPropertyAccessExpression(first) &&
            first.name.text === 'name' &&
            ts.isIdentifier(first.expression) &&
            first.expression.text === variable) ||
            (local !== undefined && ts.isIdentifier(first) && first.text === local);
        if (named)
            out.push(node.arguments[0].getStart(file));
    }, (node) => !declares(ts, node, variable ?? local));
    return out;
}
/** Whether a function, a block or a loop inside the body declares the name again (`others.forEach((tool) => \u2026)`): its uses there are another's. */
function declares(ts, node, name) {
    const names = (binding) => ts.isIdentifier(binding) ? binding.text === name : binding.elements.some((e) => !ts.isOmittedExpression(e) && names(e.name));
    const declared = (list) => !!list && ts.isVariableDeclarationList(list) && list.declarations.some((d) => names(d.name));
    if (ts.isFunctionLike(node))
        return node.parameters.some((p) => names(p.name));
    if (ts.isBlock(node))
        return node.statements.some((statement) => ts.isVariableStatement(statement) && declared(statement.declarationList));
    if (ts.isForOfStatement(node) || ts.isForInStatement(node) || ts.isForStatement(node))
        return declared(node.initializer);
    return false;
}
/**
 * The file's own functions (declared, or a `const` arrow), not exported, each of whose calls is made in the
 * body of a proved loop with the loop's item, unchanged, at one place: that parameter, and the body.
 */
function handedHelpers(ts, file, loops, proved) {
    const helpers = new Map();
    for (const statement of file.statements) {
        if (ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword))
            continue;
        if (ts.isFunctionDeclaration(statement) && statement.name && statement.body)
            helpers.set(statement.name.text, statement);
        if (ts.isVariableStatement(statement) && statement.declarationList.flags & ts.NodeFlags.Const)
            for (const { name, initializer } of statement.declarationList.declarations) {
                const fn = initializer && (0,loop_registrars/* stripped */.uR)(ts, initializer);
                if (ts.isIdentifier(name) && fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)))
                    helpers.set(name.text, fn);
            }
    }
    if (helpers.size === 0)
        return [];
    // Where each helper is handed a proved loop's item, by the parameter's index; -1 once any use is another.
    const handed = new Map();
    (0,values/* walk */.GG)(ts, file, (node) => {
        if (!ts.isIdentifier(node) || !helpers.has(node.text) || handed.get(node.text) === -1)
            return;
        const call = node.parent;
        // Its declaration, or another's member of the same name (`server.registerTool`, `{ registerTool: \u2026 }`).
        if (ts.isFunctionDeclaration(call) ||
            ((ts.isVariableDeclaration(call) || ts.isPropertyAccessExpression(call) || ts.isObjectLiteralElement(call) || ts.isClassElement(call)) &&
                call.name === node))
            return;
        const at = ts.isCallExpression(call) && call.expression === node ? call.arguments.findIndex((arg) => itemOf(ts, arg, loops, proved)) : -1;
        const before = handed.get(node.text);
        handed.set(node.text, at === -1 || (before !== undefined && before !== at) ? -1 : at);
    });
    const out = [];
    for (const [name, at] of handed) {
        const fn = helpers.get(name);
        const parameter = fn?.parameters[at];
        if (at >= 0 && fn?.body && parameter && !parameter.dotDotDotToken && !reassigned(ts, fn.body, parameter.name))
            out.push({ parameter: parameter.name, body: fn.body });
    }
    return out;
}
/** Whether an argument is the item of a proved loop it is written in. */
function itemOf(ts, arg, loops, proved) {
    const at = (0,loop_registrars/* stripped */.uR)(ts, arg);
    if (!ts.isIdentifier(at))
        return false;
    return loops.some((loop) => ts.isIdentifier(loop.item) && loop.item.text === at.text && proved(loop.item) && within(at, loop.body));
}
function within(node, body) {
    for (let at = node; at; at = at.parent)
        if (at === body)
            return true;
    return false;
}
function reassigned(ts, body, name) {
    return ts.isIdentifier(name) && (0,values/* someNode */.Ng)(ts, body, (node) => (0,values/* isAssignment */.wh)(ts, node) && ts.isIdentifier(node.left) && node.left.text === name.text);
}
/**
 * Whether every item of what a loop goes over is read by its own module's reader: a list of the module (a
 * `const`, or what a function of it called without arguments returns), or one it imports.
 */
function allRead(search, file, path, over, hops) {
    const { ts } = search;
    let at = (0,loop_registrars/* stripped */.uR)(ts, over);
    if (ts.isAwaitExpression(at))
        at = (0,loop_registrars/* stripped */.uR)(ts, at.expression);
    if (ts.isIdentifier(at))
        return namedRead(search, file, path, at.text, hops);
    if (ts.isCallExpression(at) && at.arguments.length === 0 && ts.isIdentifier(at.expression)) {
        const fn = ownFunction(ts, file, at.expression.text);
        if (fn)
            return returnedRead(search, file, path, fn, hops);
        const imported = importedModule(search, file, path, at.expression.text);
        const called = imported && (0,imported_forwarders/* exportedFunction */.gA)(ts, imported.file, imported.name);
        return !!imported && !!called && returnedRead(search, imported.file, imported.path, called, hops - 1);
    }
    return false;
}
/** A function of the module, declared or a `const` arrow, by name. */
function ownFunction(ts, file, name) {
    for (const statement of file.statements)
        if (ts.isFunctionDeclaration(statement) && statement.name?.text === name && statement.body)
            return statement;
    const value = (0,handed_server/* topConst */.Xs)(ts, file, name)?.initializer;
    const fn = value && (0,loop_registrars/* stripped */.uR)(ts, value);
    return fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) ? fn : undefined;
}
/** A function whose one statement returns a name of its module (or whose body is one): that name's items, all read. */
function returnedRead(search, file, path, fn, hops) {
    const { ts } = search;
    const body = fn.body;
    if (!body || fn.parameters.length > 0 || hops <= 0)
        return false;
    const returned = ts.isBlock(body)
        ? body.statements.length === 1 && ts.isReturnStatement(body.statements[0])
            ? body.statements[0].expression
            : undefined
        : body;
    const value = returned && (0,loop_registrars/* stripped */.uR)(ts, returned);
    return !!value && ts.isIdentifier(value) && namedRead(search, file, path, value.text, hops);
}
/** A name of the module: a `const` list of it whose items are all read, or a list another module exports and reads. */
function namedRead(search, file, path, name, hops) {
    const { ts } = search;
    const imported = importedModule(search, file, path, name);
    if (imported)
        return hops > 1 && exportRead(search, imported.file, imported.path, imported.name, 'list', hops - 1);
    const value = (0,handed_server/* topConst */.Xs)(ts, file, name)?.initializer;
    const list = value && (0,loop_registrars/* stripped */.uR)(ts, value);
    return !!list && ts.isArrayLiteralExpression(list) && !mutated(ts, file, name) && itemsRead(search, file, path, list, hops);
}
/** Every element an imported tool its module reads, or a spread of a list whose items all are. */
function itemsRead(search, file, path, list, hops) {
    const { ts } = search;
    return list.elements.every((element) => {
        const spread = ts.isSpreadElement(element);
        const at = (0,loop_registrars/* stripped */.uR)(ts, spread ? element.expression : element);
        if (!ts.isIdentifier(at))
            return false;
        if (spread)
            return namedRead(search, file, path, at.text, hops);
        const imported = importedModule(search, file, path, at.text);
        return !!imported && hops > 1 && exportRead(search, imported.file, imported.path, imported.name, 'tool', hops - 1);
    });
}
/**
 * Whether a module's export is a tool (or a list of them) its own reader reads whole: its module is proved
 * registered item by item (imported-lists.ts) and the export is one of its tools, none left unread; or the
 * export is a `const` list of the module whose items all are read elsewhere.
 */
function exportRead(search, file, path, name, kind, hops) {
    const { ts, workspace } = search;
    const listed = (0,imported_lists/* listedRegistrations */.A)(file.text, path, workspace);
    const tools = listed && !listed.unserved?.has(name) ? (0,tool_lists/* exportedTools */.L7)(ts, file, false, listed.helpers).get(name) : undefined;
    const local = (0,handed_server/* exportedLocal */.fb)(ts, file, name);
    if (tools &&
        tools.kind === kind &&
        !tools.via &&
        !tools.generated?.length &&
        !tools.aliased?.length &&
        (kind === 'tool' || wholly(ts, file, local, tools.tools.length))) {
        search.drawn.add(path);
        return true;
    }
    if (kind !== 'list' || local === undefined || !namedRead(search, file, path, local, hops))
        return false;
    search.drawn.add(path);
    return true;
}
/**
 * Whether a module's list holds as many items as its reader read: written out without spreads, or the mapping
 * of one (`specs.map(makeTool)`), and not mutated.
 */
function wholly(ts, file, local, count) {
    const value = local === undefined ? undefined : (0,handed_server/* topConst */.Xs)(ts, file, local)?.initializer;
    let list = value && (0,loop_registrars/* stripped */.uR)(ts, value);
    if (list &&
        ts.isCallExpression(list) &&
        ts.isPropertyAccessExpression(list.expression) &&
        list.expression.name.text === 'map' &&
        list.arguments.length === 1) {
        const mapped = (0,loop_registrars/* stripped */.uR)(ts, list.expression.expression);
        list = ts.isIdentifier(mapped) ? (0,handed_server/* topConst */.Xs)(ts, file, mapped.text)?.initializer : undefined;
        list = list && (0,loop_registrars/* stripped */.uR)(ts, list);
        if (ts.isIdentifier(mapped) && mutated(ts, file, mapped.text))
            return false;
    }
    return (!!list &&
        local !== undefined &&
        ts.isArrayLiteralExpression(list) &&
        !list.elements.some((e) => ts.isSpreadElement(e)) &&
        list.elements.length === count &&
        !mutated(ts, file, local));
}
/** The module a name of the file is imported from (by a relative path or an alias), and the name it exports it by. */
function importedModule(search, file, path, local) {
    const { ts, workspace, memo } = search;
    const binding = (0,handed_server/* bindingsOf */.kK)(ts, file).find((b) => b.reexport === undefined && b.local === local && b.name !== '*');
    const at = binding && (0,handed_server/* importedFile */.fw)(ts, workspace, memo, binding.from, path);
    const module = at === undefined ? undefined : (0,handed_server/* read */.LF)(ts, workspace, memo, at);
    return binding && at !== undefined && module ? { file: module.file, path: at, name: binding.name } : undefined;
}
/** Whether the module adds to, removes from or replaces a list (`name.push(\u2026)`, `name[0] = \u2026`, `name.length = 0`). */
function mutated(ts, file, name) {
    const names = (node) => {
        const at = (0,loop_registrars/* stripped */.uR)(ts, node);
        return (ts.isPropertyAccessExpression(at) || ts.isElementAccessExpression(at)) && ts.isIdentifier(at.expression) && at.expression.text === name;
    };
    return (0,values/* someNode */.Ng)(ts, file, (node) => {
        if ((0,values/* isAssignment */.wh)(ts, node) && (names(node.left) || (ts.isIdentifier(node.left) && node.left.text === name)))
            return true;
        const callee = ts.isCallExpression(node) ? node.expression : undefined;
        return (!!callee &&
            ts.isPropertyAccessExpression(callee) &&
            ['push', 'unshift', 'splice', 'pop', 'shift', 'fill', 'copyWithin'].includes(callee.name.text) &&
            names(callee));
    });
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/record-loops.ts




/** How deep a record is followed through `const`s and lists, and how many modules re-export a class. */
const record_loops_MAX_DEPTH = 4;
const record_loops_MAX_HOPS = 3;
/** `Object.values(`: a cheap test before the module is walked. */
const VALUES = 'Object.values(';
/** The starts of the file's registration names over records every one of whose makers' modules reads them. */
function recordLoops(ts, file, path, workspace) {
    const out = new Set();
    if (!file.text.includes(VALUES))
        return out;
    const search = { ts, workspace, memo: (0,handed_server/* memoOf */.Q0)(workspace), file, path };
    (0,values/* walk */.GG)(ts, file, (node) => {
        const found = ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) ? (0,record_makers/* registered */.HZ)(ts, node) : undefined;
        const key = found?.keys.get('name');
        const makers = found && key ? recordsOf(search, found.record, 0) : undefined;
        if (!makers || makers.length === 0 || key === null || key === undefined)
            return;
        const drawn = new Set();
        if (!makers.every((maker) => served(search, maker, key, record_loops_MAX_HOPS, drawn)))
            return;
        out.add(node.arguments[0].getStart(file));
        for (const at of drawn)
            workspace.drawsOn?.(at);
    });
    return out;
}
/**
 * Whether a maker's record is read where it is written, its tools named by `key`: the maker proved registered so
 * (record-makers.ts), or one returning only the spreads of such makers' records (`return { ...createA(c), ...b }`,
 * `b` a `const` of such a call).
 */
function served(search, maker, key, hops, drawn) {
    const { ts, workspace, memo } = search;
    const module = (0,handed_server/* read */.LF)(ts, workspace, memo, maker.path);
    if (!module || hops <= 0)
        return false;
    drawn.add(maker.path);
    if ((0,record_makers/* servedRecords */.cw)(module.file.text, maker.path, workspace).get(maker.name)?.keys.get('name') === key)
        return true;
    const record = (0,record_makers/* recordMakers */.vZ)(ts, module.file, false).get(maker.name);
    const inner = { ...search, file: module.file, path: maker.path };
    return (!!record &&
        record.properties.length > 0 &&
        record.properties.every((p) => {
            if (!ts.isSpreadAssignment(p))
                return false;
            const made = recordsOf(inner, p.expression, 0);
            return made?.length === 1 && served(search, made[0], key, hops - 1, drawn);
        }));
}
/**
 * The makers of the records an expression may be: a call of one, a `const` holding one, or the item of a loop over
 * a `const` list of those (a spread `...(flag ? [a] : [])` of lists of those too); undefined when any is not.
 */
function recordsOf(search, node, depth) {
    const { ts } = search;
    if (depth > record_loops_MAX_DEPTH)
        return undefined;
    const at = (0,loop_registrars/* stripped */.uR)(ts, node);
    if (ts.isCallExpression(at)) {
        const maker = madeBy(search, at);
        return maker && [maker];
    }
    if (!ts.isIdentifier(at))
        return undefined;
    const held = (0,handed_server/* constDeclaration */.IL)(ts, at)?.initializer;
    if (held)
        return recordsOf(search, held, depth + 1);
    const over = (0,record_makers/* loopedOver */.kn)(ts, at);
    const named = over && (0,loop_registrars/* stripped */.uR)(ts, over);
    const value = named && ts.isIdentifier(named) ? (0,handed_server/* constDeclaration */.IL)(ts, named)?.initializer : named;
    const list = value && (0,loop_registrars/* stripped */.uR)(ts, value);
    if (!list || !ts.isArrayLiteralExpression(list))
        return undefined;
    const out = [];
    for (const element of list.elements) {
        const spread = ts.isSpreadElement(element) ? (0,loop_registrars/* stripped */.uR)(ts, element.expression) : undefined;
        const branches = spread && ts.isConditionalExpression(spread) ? [spread.whenTrue, spread.whenFalse].map((e) => (0,loop_registrars/* stripped */.uR)(ts, e)) : undefined;
        if (spread && !branches?.every((b) => ts.isArrayLiteralExpression(b)))
            return undefined;
        const items = branches ? branches.flatMap((b) => [...b.elements]) : [element];
        for (const item of items) {
            const made = recordsOf(search, item, depth + 1);
            if (!made)
                return undefined;
            out.push(...made);
        }
    }
    return out;
}
/** `createA(c)` of an imported function, or `tools.getA()` on a `const` of `new` an imported class whose method returns an imported maker's call. */
function madeBy(search, call) {
    const { ts, file, path } = search;
    const callee = call.expression;
    if (ts.isIdentifier(callee))
        return imported(search, file, path, callee.text);
    if (!ts.isPropertyAccessExpression(callee) || !ts.isIdentifier(callee.expression))
        return undefined;
    const made = (0,handed_server/* constDeclaration */.IL)(ts, callee.expression)?.initializer;
    const built = made && (0,loop_registrars/* stripped */.uR)(ts, made);
    if (!built || !ts.isNewExpression(built) || !ts.isIdentifier(built.expression))
        return undefined;
    const binding = (0,handed_server/* bindingsOf */.kK)(ts, file).find((b) => b.reexport === undefined && b.local === built.expression.text && b.name !== '*');
    return binding && classMethod(search, binding.from, path, binding.name, callee.name.text, record_loops_MAX_HOPS);
}
/** The maker a class's method returns the call of, the class found in the module `from` names or one it re-exports it from. */
function classMethod(search, from, path, name, method, hops) {
    const { ts, workspace, memo } = search;
    const at = (0,handed_server/* importedFile */.fw)(ts, workspace, memo, from, path);
    const module = at === undefined ? undefined : (0,handed_server/* read */.LF)(ts, workspace, memo, at);
    if (!module || at === undefined || hops <= 0)
        return undefined;
    if (module.file.statements.some((s) => ts.isClassDeclaration(s) && s.name?.text === name)) {
        const makers = new Map();
        for (const binding of module.bindings)
            if (binding.reexport === undefined && binding.name !== '*')
                makers.set(binding.local, `${binding.from}\0${binding.name}`);
        const chosen = (0,record_makers/* recordMethods */.qP)(ts, module.file, makers).get(name)?.get(method);
        if (chosen === undefined)
            return undefined;
        const [source, exported] = chosen.split('\0');
        const maker = (0,handed_server/* importedFile */.fw)(ts, workspace, memo, source, at);
        return maker === undefined ? undefined : { path: maker, name: exported };
    }
    const forward = module.bindings.find((b) => b.reexport === name || (b.reexport === '*' && name !== 'default'));
    return forward && classMethod(search, forward.from, at, forward.name === '*' ? name : forward.name, method, hops - 1);
}
/** The module a name of the file is imported from, and the name that module exports it by. */
function imported(search, file, path, local) {
    const { ts, workspace, memo } = search;
    const binding = (0,handed_server/* bindingsOf */.kK)(ts, file).find((b) => b.reexport === undefined && b.local === local && b.name !== '*');
    const at = binding && (0,handed_server/* importedFile */.fw)(ts, workspace, memo, binding.from, path);
    return binding && at !== undefined ? { path: at, name: binding.name } : undefined;
}

// EXTERNAL MODULE: ./src/formats/typescript-source/registrar-makers.ts + 1 modules
var registrar_makers = __webpack_require__(1237);
;// CONCATENATED MODULE: ./src/formats/typescript-source/imported-reads.ts
/**
 * What a module's reads take from the modules it imports, read through the workspace in the format's
 * `sdk` step (the engine does no I/O): members of constants objects (imported-constants.ts), helpers
 * forwarding to the SDK (imported-forwarders.ts), makers returning the function that registers what they are
 * given (registrar-makers.ts) and @mctx-ai/app's handlers (mctx-app.ts), and which of its own classes a module
 * constructs and registers through (constructed-classes.ts) or constructs to describe itself (own-records.ts), the classes it constructs with a tool's config that a module registers
 * (configured-classes.ts), and which of its records of tool configs a module registers (record-makers.ts); in a file
 * serving tools/list, imported objects' methods returning their callback's result (passed-callbacks.ts), and the
 * static methods setting up its handler that a module calls on their class by name (static-delegates.ts); the
 * project's decorators its classes are given whose metadata a module registers, and its registrations of that
 * metadata, read at those classes (metadata-decorators.ts).
 * The file is parsed once for all.
 */



















const NONE = {
    constants: new Map(),
    helpers: new Map(),
    handlers: new Map(),
    makers: new Map(),
    constructed: new Map(),
    records: new Set(),
    configured: new Map(),
    recordServings: new Map(),
    passers: new Set(),
    statics: new Map(),
    readLists: new Set(),
    gathered: new Set(),
    decorated: new Map(),
};
function importedReads(text, path, workspace) {
    if (!workspace || !text.includes('import'))
        return NONE;
    const ts = (0,lazy_require/* vendoredTypescript */.P7)();
    const file = (0,handed_server/* parseWithin */.nM)(ts, path, text);
    if (!file)
        return NONE;
    return {
        constants: new Map([...importedConstants(ts, file, path, workspace), ...instanceTexts(ts, file, path, workspace)]),
        helpers: new Map([...(0,imported_forwarders/* importedForwarders */.Q_)(ts, file, path, workspace), ...handedRegistrars(ts, file, path, workspace)]),
        handlers: (0,mctx_names/* namedMctx */.w)(text) ? importedHandlers(ts, file, path, workspace) : new Map(),
        makers: (0,registrar_makers/* registrarMakers */.j)(ts, file, path, workspace),
        constructed: constructedClasses(ts, file, path, workspace),
        records: ownRecordClasses(ts, file, path, workspace),
        configured: configuredClasses(ts, file, path, workspace),
        recordServings: (0,record_makers/* servedRecords */.cw)(text, path, workspace),
        passers: text.includes('ListToolsRequestSchema') ? importedPassers(ts, file, path, workspace) : new Set(),
        statics: text.includes('ListToolsRequestSchema') && text.includes('static') ? staticCalls(ts, file, path, workspace) : new Map(),
        readLists: readLists(ts, file, path, workspace),
        gathered: new Set([
            ...gatheredLists(ts, file, path, workspace),
            ...recordLoops(ts, file, path, workspace),
            ...(0,metadata_decorators/* metadataRegistrations */.UE)(ts, file, path, workspace),
        ]),
        decorated: (0,metadata_decorators/* decoratedTools */.J8)(ts, file, path, workspace),
    };
}

// EXTERNAL MODULE: ./src/formats/typescript-source/lazy-groups.ts
var lazy_groups = __webpack_require__(7445);
// EXTERNAL MODULE: ./src/formats/typescript-source/list-registrars.ts
var list_registrars = __webpack_require__(9751);
// EXTERNAL MODULE: ./src/formats/typescript-source/listing-methods.ts
var listing_methods = __webpack_require__(3695);
// EXTERNAL MODULE: ./src/formats/typescript-source/config-modules.ts
var config_modules = __webpack_require__(9572);
// EXTERNAL MODULE: ./src/formats/typescript-source/registration-contexts.ts
var registration_contexts = __webpack_require__(2752);
// EXTERNAL MODULE: ./src/formats/typescript-source/served-methods.ts
var served_methods = __webpack_require__(5640);
// EXTERNAL MODULE: ./src/formats/typescript-source/tool-classes.ts + 1 modules
var tool_classes = __webpack_require__(6562);
// EXTERNAL MODULE: ./src/formats/source/lockfile.ts
var lockfile = __webpack_require__(7091);
// EXTERNAL MODULE: ./src/formats/typescript-source/sdk.ts
var sdk = __webpack_require__(2604);
;// CONCATENATED MODULE: ./src/formats/typescript-source/zod-version.ts
/**
 * Which zod a file's schemas are: the SDK turns zod 3 schemas into JSON Schema with zod-to-json-schema and
 * zod 4 ones with `z.toJSONSchema` (src/server/zod-json-schema-compat.ts, SDK 1.23 on), which write some
 * schemas differently (`.nullable()`: `type: ["string", "null"]` against `anyOf`). A file importing
 * `zod/v4` (or `zod/mini`) has zod 4's, one importing `zod/v3` zod 3's, whatever the package's release;
 * one importing `zod` has those of the release its package pins (the lockfile), else the lowest its range
 * allows. Undefined when nothing says, or the file names both.
 */


const V4 = /["'`]zod\/(?:v4|mini|v4-mini)["'`/]/;
const V3 = /["'`]zod\/v3["'`]/;
const PLAIN = /["'`]zod["'`]/;
function zodMajor(text, path, workspace) {
    const four = V4.test(text);
    const three = V3.test(text);
    const plain = PLAIN.test(text);
    if (Number(four) + Number(three) + Number(plain) !== 1)
        return undefined;
    if (four)
        return 4;
    if (three)
        return 3;
    const declared = workspace && (0,sdk/* dependency */.Gs)(workspace, path, 'zod');
    if (!workspace || !declared)
        return undefined;
    const release = (0,lockfile/* lockedRelease */.W)(workspace, (0,lockfile/* folderOf */.yS)(declared.at), lockfile/* NPM_LOCKFILES */.DK, 'zod')?.release ?? (0,sdk/* lowerBound */.yz)(declared.range);
    const major = release === undefined ? undefined : Number.parseInt(release, 10);
    return major === 3 || major === 4 ? major : undefined;
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/read.ts
















/**
 * A module's tools as read with what other modules of the repository say of it: the tool classes it
 * declares, proved by their base classes' modules (tool-classes.ts); its class methods whose written-out
 * tools/list answer another module serves (served-methods.ts); the SDK v1 arguments another module
 * registers its exported tools with (imported-lists.ts); what its reads take from the modules it imports
 * (imported-reads.ts); how another module serves its dictionaries of tools keyed by name (named-dicts.ts); which zod
 * its package has (zod-version.ts); which of its calls register through a context another module builds (registration-contexts.ts); which of its tool objects a
 * server module loading it lazily registers (lazy-groups.ts), or a function of the repository it hands a list of them
 * registers (list-registrars.ts); which of its exported tools another module's
 * server record holds under their names (keyed-imports.ts); whether it is a file of xmcp's tools folder (xmcp-tools.ts). The consistency rules read a package's modules alike (consistency/server-tools.ts).
 */
function extractTypescript(text, path, workspace) {
    const ts = (0,lazy_require/* vendoredTypescript */.P7)();
    return extractTools(ts, path, text, (0,tool_classes/* toolClassesOf */.K)(ts, text, path, workspace), (0,served_methods/* servedMethods */.Qe)(text, path, workspace), (0,imported_lists/* listedRegistrations */.A)(text, path, workspace), importedReads(text, path, workspace), (0,named_dicts/* servedEntries */.EZ)(ts, (0,parsed/* parsedSource */.n)(ts, path, text), path, workspace), zodMajor(text, path, workspace), text.includes('@modelcontextprotocol/') ? undefined : (0,registration_contexts/* registrationContext */.j0)(text, path, workspace)?.calls, groupedTools(text, path, workspace), (0,keyed_imports/* keyedExports */.ew)(text, path, workspace), (0,xmcp_tools/* xmcpToolFile */.$j)(text, path, workspace));
}
/**
 * The tool objects of a module another module registers with the config keys it copies: a lazily loaded group's,
 * those a list registrar is handed, or a module's one `{ name, config, handler }` (config-modules.ts).
 */
function groupedTools(text, path, workspace) {
    const found = [
        (0,lazy_groups/* lazyGroupTools */.Z)(text, path, workspace),
        (0,list_registrars/* listRegistrarTools */.x)(text, path, workspace),
        (0,config_modules/* configModuleTools */.U)(text, path, workspace),
        (0,listing_methods/* listingMethodTools */.$)(text, path, workspace),
    ].filter((tools) => tools !== undefined);
    return found.length > 1 ? new Map(found.flatMap((tools) => [...tools])) : found[0];
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


/***/ })

};

})
