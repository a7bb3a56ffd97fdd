export const id = 78;
export const ids = [78];
export const modules = {

/***/ 9078:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  withConsistency: () => (/* binding */ withConsistency)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/util/pointer.ts
var pointer = __webpack_require__(6065);
// EXTERNAL MODULE: ./src/formats/types.ts + 1 modules
var types = __webpack_require__(5344);
// EXTERNAL MODULE: ./src/parse/lines.ts
var parse_lines = __webpack_require__(2060);
// EXTERNAL MODULE: ./src/parse/parse.ts + 12 modules
var parse = __webpack_require__(9482);
// EXTERNAL MODULE: ./src/util/lazy-require.ts
var lazy_require = __webpack_require__(6050);
// EXTERNAL MODULE: ./src/formats/go-source/extract.ts
var go_source_extract = __webpack_require__(5894);
// EXTERNAL MODULE: ./src/formats/go-source/info.ts
var info = __webpack_require__(2923);
// EXTERNAL MODULE: ./src/formats/go-source/sdk.ts
var sdk = __webpack_require__(2299);
// EXTERNAL MODULE: ./src/formats/mcpb-manifest/info.ts
var mcpb_manifest_info = __webpack_require__(4619);
// EXTERNAL MODULE: ./src/formats/mcp-tool-list/info.ts
var mcp_tool_list_info = __webpack_require__(3583);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/info.ts
var mcpdesc_descriptor_info = __webpack_require__(8690);
// EXTERNAL MODULE: ./src/formats/python-source/extract.ts + 1 modules
var python_source_extract = __webpack_require__(3580);
// EXTERNAL MODULE: ./src/formats/python-source/info.ts
var python_source_info = __webpack_require__(5975);
// EXTERNAL MODULE: ./src/formats/mcp-server-card/info.ts
var mcp_server_card_info = __webpack_require__(8272);
// EXTERNAL MODULE: ./src/formats/source/shared.ts
var shared = __webpack_require__(8403);
// EXTERNAL MODULE: ./src/formats/release-files.ts
var release_files = __webpack_require__(927);
// EXTERNAL MODULE: ./src/formats/typescript-source/extract.ts + 2 modules
var typescript_source_extract = __webpack_require__(3892);
// EXTERNAL MODULE: ./src/formats/typescript-source/info.ts + 1 modules
var typescript_source_info = __webpack_require__(6584);
// EXTERNAL MODULE: ./src/formats/consistency/group.ts
var consistency_group = __webpack_require__(2200);
;// CONCATENATED MODULE: ./src/formats/consistency/server-tools.ts
/**
 * The tools of one server as each file of its group tells them: an MCPB manifest's `tools`, a descriptor,
 * a Server Card, committed tool lists (a `tools.json` result, golden `testdata/*tools*.json` arrays,
 * `__toolsnaps__/*.snap`) and the server's source (TypeScript, Python, Go; all of the group's source
 * files are one side, since a server registers its tools across files). A side is `complete` when it
 * says it lists every tool the server serves; golden arrays and snapshots list some tools, and source
 * is complete only when every registration in it was read statically. Read through the Workspace,
 * bounded in files, bytes and depth, once per group and run (the run's memo): the answer depends on
 * the repository alone, so it is the same for any file order and any number of workers.
 */




















/** Folders never read for a server's files: dependencies, build output, version control, tests. */
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
const SOURCES = [typescript_source_info/* TYPESCRIPT_SOURCE_INFO */.z, python_source_info/* PYTHON_SOURCE_INFO */.q, info/* GO_SOURCE_INFO */._];
const DESCRIPTOR = /^.+\.mcp\.(?:json|ya?ml)$/;
const CARD = new Set(['server-card.json', 'server-card', 'mcp.json']);
const GROUPS = (0,types/* memoKey */.e3)('the tools of each group, as its files tell them');
/** The sides of the group of the file at `path`, or undefined when the group cannot be read whole. */
function groupSides(workspace, run, path) {
    const group = (0,consistency_group/* groupOf */.F8)(workspace, path);
    if (group === undefined)
        return undefined;
    const groups = run.memo(GROUPS, () => new Map());
    if (!groups.has(group))
        groups.set(group, readGroup(workspace, run, group, path));
    const read = groups.get(group);
    return read && { group, sides: read.sides };
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
    if (!files || files.length > MAX_READ)
        return undefined;
    const sides = [];
    const source = { tools: [], complete: true };
    let total = 0;
    for (const path of files) {
        const bytes = workspace.head(path, MAX_BYTES);
        if (!bytes || bytes.length >= MAX_BYTES || (total += bytes.length) > MAX_TOTAL_BYTES)
            return undefined;
        const text = new TextDecoder().decode(bytes);
        const program = SOURCES.find((f) => f.paths.some((glob) => path.endsWith(glob.slice(glob.lastIndexOf('.')))));
        if (program) {
            if (program.program?.importsSdk(text, path, workspace))
                readSource(run, program.id, path, text, source, path !== current);
            continue;
        }
        const side = dataSide(path, text);
        if (side)
            sides.push(side);
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
    return { sides };
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
    return !TEST_FILE.test(name) && /\.(?:[cm]?[jt]sx?|py|go)$/.test(name);
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
        return side('manifest', path, `the MCPB manifest ${path}`, complete, parsed, value.tools, '/tools', listsAt('/tools', `${path} lists the server's tools here.`));
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
        tools.push({ name: item.name, path, range: parsed.locate(pointer), ...(typeof item.title === 'string' ? { title: item.title } : {}) });
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
/** Adds a source file's statically read tools; a registration whose name is not known makes the source incomplete. */
function readSource(run, format, path, text, into, keep) {
    let extracted;
    const extract = () => format === 'typescript-source' ? (0,typescript_source_extract/* extractTools */.r)((0,lazy_require/* vendoredTypescript */.P7)(), path, text) : format === 'python-source' ? (0,python_source_extract/* extractTools */.r)(text) : (0,go_source_extract/* extractGoTools */.f)(text);
    // Kept for the file's own format, which reads it alike (shared.ts), unless it has read the file
    // already (`keep`: the file being linted) or reads it otherwise (a go-sdk file).
    const kind = keep && !(format === 'go-source' && (0,sdk/* officialGoSdk */.O3)(text)) ? format : undefined;
    try {
        extracted = kind === undefined ? extract() : (0,shared/* sharedExtraction */.j)(run, kind, path, text, extract, true);
    }
    catch (error) {
        if (!(error instanceof RangeError))
            throw error;
        into.complete = false;
        return;
    }
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
        into.tools.push({ name: tool.name, path, range, ...(typeof tool.title === 'string' ? { title: tool.title } : {}) });
        into.first ??= { path, range, message: `${path} registers the server's tools, starting here.` };
    });
}
/** Whether two sides name the same tool: by name, or one's name is the other's title or differs only in case. */
function sameTool(a, b) {
    return a.name === b.name || a.name === b.title || a.title === b.name || a.name.toLowerCase() === b.name.toLowerCase();
}

;// CONCATENATED MODULE: ./src/formats/consistency/rules/allowed-tools.ts
/**
 * mcpdesc.consistency.allowed-tools: Copilot CLI exposes only the tools a server entry's `tools` lists
 * (`.github/mcp.json`, and `.mcp.json`, which it reads too). For an entry that runs a server of this
 * repository (a path in its command, arguments or cwd), the files of that server's package say which
 * tools it serves (server-tools.ts); a listed name none of them knows exposes nothing, most often a typo
 * or a renamed tool. Only a package with a file that lists every tool is asked, so a name the
 * repository does not describe is never guessed at.
 */





const ALLOWED_TOOLS_RULE = 'mcpdesc.consistency.allowed-tools';
/** Build output a repository does not commit, where an entry's server is started from. */
const BUILT = /^(?:dist|build|out|lib)\//;
/** `${workspaceFolder}/`, `$PWD/`, `./`: what a path of the repository starts with in an entry. */
const PREFIX = /^(?:\$\{(?:workspaceFolder|workspaceRoot|PWD)\}\/|\$PWD\/|\.\/)+/;
/* harmony default export */ const allowed_tools = ((0,types/* documentRule */.yr)(ALLOWED_TOOLS_RULE, ({ path, parsed, workspace, run, report }) => {
    const value = parsed.value;
    if (!workspace || !(0,json/* isObject */.Gv)(value) || !(0,json/* isObject */.Gv)(value.mcpServers))
        return;
    const memo = run ?? (0,types/* runMemo */.Gm)();
    for (const [name, entry] of Object.entries(value.mcpServers)) {
        if (!(0,json/* isObject */.Gv)(entry) || !Array.isArray(entry.tools))
            continue;
        const sides = serverSides(workspace, memo, runsFrom(path), entry);
        if (!sides)
            continue;
        const known = sides.flatMap((s) => s.tools.flatMap((t) => (t.title === undefined ? [t.name] : [t.name, t.title])));
        const listing = sides.find((s) => s.complete);
        entry.tools.forEach((tool, index) => {
            if (typeof tool !== 'string' || tool === '*' || known.includes(tool))
                return;
            const near = known.find((k) => fold(k) === fold(tool));
            report((0,pointer/* joinPointer */.Kn)('/mcpServers', name, 'tools', index), `The server ${(0,json/* quote */.hD)(name)} runs from this repository, whose files name no tool ${(0,json/* quote */.hD)(tool)} (${listing.label} lists every tool the server serves): Copilot CLI exposes only the tools this list names, so this name exposes no tool. ${near === undefined ? 'Use a tool name the server serves, or remove this one.' : `Did you mean ${(0,json/* quote */.hD)(near)}?`}`, 'value', [listing.at]);
        });
    }
}));
/** The sides of the package an entry runs, when one of them lists every tool; undefined otherwise. */
function serverSides(workspace, run, base, entry) {
    const words = [entry.command, entry.cwd, ...(Array.isArray(entry.args) ? entry.args : [])].filter((w) => typeof w === 'string');
    for (const word of words) {
        const path = localPath(workspace, base, word);
        if (path === undefined)
            continue;
        // A folder (`go run ./cmd/server`) is asked as a file in it.
        const read = groupSides(workspace, run, workspace.kind(path) === 'directory' ? `${path}/-` : path);
        if (read?.sides.some((s) => s.complete))
            return read.sides;
    }
    return undefined;
}
/** The folder a configuration's relative paths start from: its own, or for `.github/mcp.json` the repository's. */
function runsFrom(path) {
    const dir = external_node_path_.posix.dirname(path);
    return external_node_path_.posix.basename(dir) === '.github' ? external_node_path_.posix.dirname(dir) : dir;
}
/** The root-relative path a word of an entry names in the repository, if it names one there. */
function localPath(workspace, base, word) {
    const path = external_node_path_.posix.normalize(external_node_path_.posix.join(base, word.replace(PREFIX, '')));
    if (path === '.' || path.startsWith('/') || path.startsWith('..') || path.startsWith('-') || (!path.includes('/') && !/\.[cm]?[jt]s$|\.py$/.test(path)))
        return undefined;
    // The entry point may be built output that is not committed (dist/index.js): its folder is in the repository.
    for (let at = path; at !== '.' && at !== ''; at = external_node_path_.posix.dirname(at))
        if (workspace.kind(at) !== undefined)
            return path;
    return BUILT.test(path) ? path : undefined;
}
/** A name without case and separators, for a near miss. */
function fold(name) {
    return name.toLowerCase().replace(/[-_.\s]/g, '');
}

// EXTERNAL MODULE: ./src/formats/mcp-registry-server/templates.ts
var templates = __webpack_require__(3376);
;// CONCATENATED MODULE: ./src/formats/consistency/package.ts
/**
 * The package a group is built from, read through the Workspace: its manifest (package.json,
 * pyproject.toml or Cargo.toml at the group's folder; for a package.json that wraps its published package in
 * a workspace, that member's), parsed with positions so a finding can point at the line that disagrees. Go
 * modules and .NET projects define a group but declare no version mcpdesc compares.
 */



/** A package manifest is small; a bigger file is not read (nothing is compared with it). */
const MAX_MANIFEST_BYTES = 1024 * 1024;
const MANIFESTS = [
    { name: 'package.json', syntax: 'json', ecosystem: 'npm', table: [] },
    { name: 'pyproject.toml', syntax: 'toml', ecosystem: 'pypi', table: ['project'] },
    { name: 'Cargo.toml', syntax: 'toml', ecosystem: 'cargo', table: ['package'] },
];
/** The package manifests in the group's folder of a file, in the order above; empty when linted alone or when the group has none. */
function groupPackages(workspace, path) {
    if (!workspace)
        return [];
    const dir = (0,consistency_group/* groupOf */.F8)(workspace, path);
    if (dir === undefined)
        return [];
    const found = [];
    for (const manifest of MANIFESTS) {
        const at = (0,consistency_group/* inFolder */._z)(dir, manifest.name);
        const text = readText(workspace, at, MAX_MANIFEST_BYTES);
        if (text === undefined)
            continue;
        const parsed = (0,parse/* parseDocument */.Tp)(text, manifest.syntax);
        if (parsed.problems.length > 0 || !(0,json/* isObject */.Gv)(parsed.value))
            continue;
        let table = parsed.value;
        for (const key of manifest.table)
            table = (0,json/* isObject */.Gv)(table) ? table[key] : undefined;
        const base = manifest.table.map((key) => `/${key}`).join('');
        const entry = { path: at, name: manifest.name, ecosystem: manifest.ecosystem, parsed };
        if ((0,json/* isObject */.Gv)(table) && typeof table.name === 'string')
            entry.packageName = { value: table.name, pointer: `${base}/name` };
        if ((0,json/* isObject */.Gv)(table) && typeof table.version === 'string')
            entry.version = { value: table.version, pointer: `${base}/version` };
        found.push((manifest.ecosystem === 'npm' && publishedMember(workspace, dir, entry)) || entry);
    }
    return found;
}
/** Workspace members read at most for one wrapper package.json. */
const MAX_MEMBERS = 16;
/** A member folder below the wrapper's, named literally: no glob, no segment that starts with a dot. */
const MEMBER_FOLDER = /^[\w@][\w.@-]*(?:\/[\w@][\w.@-]*)*$/;
/**
 * The workspace member a package.json wraps: a member folder (named literally in `workspaces`) whose
 * package.json has the wrapper's own name. A server's folder may wrap its published package in a workspace
 * (`workspaces: ["local", "shared"]`, both named alike, the wrapper at "0.1.0" for ever), and only the
 * member is published: its version and `mcpName` are the ones to compare with.
 */
function publishedMember(workspace, dir, wrapper) {
    const value = wrapper.parsed.value;
    const name = wrapper.packageName?.value;
    if (!(0,json/* isObject */.Gv)(value) || name === undefined)
        return undefined;
    const listed = (0,json/* isObject */.Gv)(value.workspaces) ? value.workspaces.packages : value.workspaces;
    if (!Array.isArray(listed))
        return undefined;
    for (const member of listed.slice(0, MAX_MEMBERS)) {
        const folder = typeof member === 'string' ? member.replace(/^\.\//, '') : '';
        // Only a folder named as it is: a glob would need a listing, and nothing leaves the wrapper's folder.
        if (!MEMBER_FOLDER.test(folder))
            continue;
        const at = (0,consistency_group/* inFolder */._z)(dir, `${folder}/package.json`);
        const text = readText(workspace, at, MAX_MANIFEST_BYTES);
        const parsed = text === undefined ? undefined : (0,parse/* parseDocument */.Tp)(text, 'json');
        if (!parsed || parsed.problems.length > 0 || !(0,json/* isObject */.Gv)(parsed.value) || parsed.value.name !== name)
            continue;
        const entry = { path: at, name: 'package.json', ecosystem: 'npm', parsed, packageName: { value: name, pointer: '/name' } };
        if (typeof parsed.value.version === 'string')
            entry.version = { value: parsed.value.version, pointer: '/version' };
        return entry;
    }
    return undefined;
}
/** A file's text when it is whole within `max` bytes. */
function readText(workspace, path, max) {
    const bytes = workspace.head(path, max + 1);
    return bytes && bytes.length <= max ? Buffer.from(bytes).toString('utf8') : undefined;
}
/** Where a pointer of a package manifest is, as `package.json:3:14`. */
function placeOf(manifest, pointer) {
    const { start } = manifest.parsed.locate(pointer);
    return `${manifest.path}:${start.line}:${start.column}`;
}

;// CONCATENATED MODULE: ./src/formats/consistency/rules/identity.ts





const IDENTITY_RULE = 'mcpdesc.consistency.identity';
const README = /^readme(?:\.(?:md|markdown|rst|txt))?$/i;
const MAX_README_BYTES = 1024 * 1024;
const WHOLE_FIRST_LINE = { start: { line: 1, column: 1 }, end: { line: 1, column: 1 } };
/* harmony default export */ const identity = ((0,types/* documentRule */.yr)(IDENTITY_RULE, ({ path, parsed, workspace, report }) => {
    const server = parsed.value;
    if (!workspace || !(0,json/* isObject */.Gv)(server) || typeof server.name !== 'string' || !Array.isArray(server.packages))
        return;
    // A templated name ("<<McpRepositoryName>>") is filled in at release: what it will be is not known here.
    if ((0,templates/* isTemplated */.dw)(server.name))
        return;
    const name = server.name;
    server.packages.forEach((pkg, index) => {
        if (!(0,json/* isObject */.Gv)(pkg) || typeof pkg.identifier !== 'string' || (0,templates/* isTemplated */.dw)(pkg.identifier))
            return;
        const pointer = `/packages/${index}/identifier`;
        if (pkg.registryType === 'npm') {
            const manifest = groupPackages(workspace, path).find((p) => p.ecosystem === 'npm' && p.packageName?.value === pkg.identifier);
            if (!manifest?.packageName || !(0,json/* isObject */.Gv)(manifest.parsed.value))
                return;
            const mcpName = manifest.parsed.value.mcpName;
            if (mcpName === name)
                return;
            const at = mcpName === undefined ? manifest.packageName.pointer : '/mcpName';
            const related = [
                {
                    path: manifest.path,
                    range: manifest.parsed.locate(at),
                    message: mcpName === undefined
                        ? `package.json names the package here and has no "mcpName".`
                        : `package.json's "mcpName" is ${JSON.stringify(mcpName)} here.`,
                },
            ];
            const problem = mcpName === undefined
                ? `its package.json (see ${placeOf(manifest, at)}) has no "mcpName"`
                : `its package.json's "mcpName" is ${JSON.stringify(mcpName)} (see ${placeOf(manifest, at)})`;
            report(pointer, `The npm package ${JSON.stringify(pkg.identifier)} is built in this folder, but ${problem}: the registry proves ownership by reading "mcpName" from the published package.json and rejects the publish unless it equals the server name ${JSON.stringify(name)}. Add "mcpName": ${JSON.stringify(name)} to package.json and publish the package again before publishing server.json.`, 'value', related);
            return;
        }
        const registry = pkg.registryType === 'pypi' ? 'PyPI' : pkg.registryType === 'nuget' ? 'NuGet' : pkg.registryType === 'cargo' ? 'Cargo' : undefined;
        // The README proves ownership only of the package built here: a server.json may publish another one (a proxy).
        if (!registry || !buildsHere(workspace, path, pkg.registryType, pkg.identifier))
            return;
        const readme = groupReadme(workspace, path);
        if (!readme || hasToken(readme.text, name))
            return;
        report(pointer, `The ${registry} package ${JSON.stringify(pkg.identifier)} must show it belongs to this server: the registry reads the package's README and rejects the publish unless it contains "mcp-name: ${name}", and ${readme.path}, the README of this package folder, does not. Add a line such as "<!-- mcp-name: ${name} -->" to ${readme.path} and publish the package again before publishing server.json.`, 'value', [{ path: readme.path, range: WHOLE_FIRST_LINE, message: `${readme.path} has no "mcp-name: ${name}".` }]);
    });
}));
const CSPROJ = /\.csproj$/i;
const MAX_CSPROJ_BYTES = 256 * 1024;
/** Project files read at most in one folder. */
const MAX_CSPROJ = 8;
/** Whether the group builds the package: pyproject's [project] name, Cargo.toml's [package] name, or a *.csproj's PackageId (else its file name). */
function buildsHere(workspace, path, registryType, identifier) {
    if (registryType !== 'nuget') {
        const ecosystem = registryType === 'pypi' ? 'pypi' : 'cargo';
        const fold = (text) => text.toLowerCase().replace(/[-_.]+/g, '-');
        return groupPackages(workspace, path).some((p) => p.ecosystem === ecosystem && p.packageName !== undefined && fold(p.packageName.value) === fold(identifier));
    }
    const dir = (0,consistency_group/* groupOf */.F8)(workspace, path);
    if (dir === undefined)
        return false;
    const projects = (workspace.list(dir, 2000) ?? []).filter((entry) => CSPROJ.test(entry)).slice(0, MAX_CSPROJ);
    return projects.some((project) => {
        const text = readText(workspace, (0,consistency_group/* inFolder */._z)(dir, project), MAX_CSPROJ_BYTES) ?? '';
        const start = text.indexOf('<PackageId>');
        const end = start === -1 ? -1 : text.indexOf('</PackageId>', start);
        const id = end === -1 ? project.replace(CSPROJ, '') : text.slice(start + '<PackageId>'.length, end).trim();
        return id.toLowerCase() === identifier.toLowerCase();
    });
}
function groupReadme(workspace, path) {
    const dir = (0,consistency_group/* groupOf */.F8)(workspace, path);
    if (dir === undefined)
        return undefined;
    const name = (workspace.list(dir, 2000) ?? []).find((entry) => README.test(entry));
    if (!name)
        return undefined;
    const at = (0,consistency_group/* inFolder */._z)(dir, name);
    const text = readText(workspace, at, MAX_README_BYTES);
    return text === undefined ? undefined : { path: at, text };
}
/** The registry's token: `mcp-name: <name>` followed by the end, whitespace, an HTML tag or `-->`. */
function hasToken(text, name) {
    const token = `mcp-name: ${name}`;
    for (let at = text.indexOf(token); at !== -1; at = text.indexOf(token, at + 1)) {
        const next = text[at + token.length];
        if (next === undefined || /\s/.test(next) || next === '<' || text.startsWith('-->', at + token.length))
            return true;
    }
    return false;
}

;// CONCATENATED MODULE: ./src/formats/consistency/rules/tool-names.ts
/**
 * mcpdesc.consistency.tool-names: the files of one server that list its tools (server-tools.ts) name the
 * same tools. A tool one file lists and a file that lists every tool lacks is reported at both places:
 * at the tool, and at the list that lacks it, each pointing at the other. Only sides that cannot be
 * told apart from another server's are compared: a group with two descriptors, manifests, Server Cards
 * or tools.json results describes several servers, and those kinds are left out. A file a script or
 * workflow names may be rewritten by the build, and is not compared. An MCPB manifest against the
 * descriptor is mcpdesc.consistency.tools's, with its did-you-mean, and is left to it.
 */




const TOOL_NAMES_RULE = 'mcpdesc.consistency.tool-names';
const SOURCE_FORMATS = /\.(?:[cm]?[jt]sx?|py|go)$/;
/* harmony default export */ const tool_names = ((0,types/* documentRule */.yr)(TOOL_NAMES_RULE, ({ path, parsed, workspace, run, report }) => {
    if (!workspace)
        return;
    const read = groupSides(workspace, run ?? (0,types/* runMemo */.Gm)(), path);
    if (!read)
        return;
    const source = SOURCE_FORMATS.test(path);
    const mine = read.sides.find((s) => (source ? s.kind === 'source' && s.tools.some((t) => t.path === path) : s.path === path));
    if (!mine || mine.generated)
        return;
    const ambiguous = ambiguousKinds(read.sides);
    if (ambiguous.has(mine.kind))
        return;
    const others = read.sides.filter((s) => s !== mine && !s.generated && !ambiguous.has(s.kind) && !(mine.kind === 'manifest' && s.kind === 'descriptor'));
    if (others.length === 0)
        return;
    for (const tool of ownTools(parsed.value)) {
        const lacking = others.filter((o) => o.complete && !o.tools.some((t) => sameTool(t, tool)));
        if (lacking.length === 0)
            continue;
        report(tool.pointer, `The tool ${(0,json/* quote */.hD)(tool.name)} is missing from ${names(lacking)}, which ${verb(lacking)} every tool the server of this package serves${readAll(lacking)}: one of them is out of date, so users are shown a tool the server does not serve or miss one it does. ${lacking.every((o) => o.kind === 'source') ? `Register ${(0,json/* quote */.hD)(tool.name)} in the server` : `Add ${(0,json/* quote */.hD)(tool.name)} to ${names(lacking.filter((o) => o.kind !== 'source'))}`}, or remove it here if the server no longer serves it.`, 'value', lacking.map((o) => o.at));
    }
    // The tools the others list that this file lacks: once for a side, at the source file that starts it.
    if (!mine.complete || (mine.kind === 'source' && mine.at.path !== path))
        return;
    const missing = new Map();
    for (const other of others) {
        for (const tool of other.tools) {
            if (mine.tools.some((t) => sameTool(t, tool)))
                continue;
            const from = missing.get(tool.name);
            if (from)
                from.push(other);
            else
                missing.set(tool.name, [other]);
        }
    }
    const registers = mine.kind === 'source';
    for (const [name, from] of missing) {
        report(registers ? (ownTools(parsed.value)[0]?.pointer ?? '') : listPointer(parsed.value), `${capital(names(from))} ${verb(from)} the tool ${(0,json/* quote */.hD)(name)}, which ${registers ? "the server's source does not register although every registration in it was read statically" : 'this file does not list although it lists every tool the server of this package serves'}: one of them is out of date. ${registers ? `Register ${(0,json/* quote */.hD)(name)} in the server` : `Add ${(0,json/* quote */.hD)(name)} here`}, or remove it from ${names(from)} if the server does not serve it.`, 'value', from.map((o) => {
            const tool = o.tools.find((t) => t.name === name);
            return tool
                ? { path: tool.path, range: tool.range, message: `${tool.path} ${o.kind === 'source' ? 'registers' : 'has'} the tool ${(0,json/* quote */.hD)(name)} here.` }
                : o.at;
        }));
    }
}));
/** "registers" for the source, "lists" for a file, "list" for several. */
function verb(sides) {
    return sides.length > 1 ? 'list' : sides[0]?.kind === 'source' ? 'registers' : 'lists';
}
/** Why the source is taken to register every tool. */
function readAll(sides) {
    return sides.some((s) => s.kind === 'source') ? ' (every registration in the source was read statically)' : '';
}
/** Kinds a group has two complete files of: they may describe two servers, so neither is compared. */
function ambiguousKinds(sides) {
    const counts = new Map();
    for (const s of sides)
        if (s.complete || s.kind !== 'tool-list')
            counts.set(s.kind, (counts.get(s.kind) ?? 0) + 1);
    return new Set([...counts].filter(([kind, n]) => n > 1 && kind !== 'source').map(([kind]) => kind));
}
/** The linted file's own tools, each with the pointer of its name in the file. */
function ownTools(value) {
    const shape = (0,mcp_tool_list_info/* listShape */.Cp)(value);
    const items = shape === 'array' ? value : shape === 'tool' ? [value] : (0,json/* isObject */.Gv)(value) && Array.isArray(value.tools) ? value.tools : [];
    const base = shape === 'array' ? '' : '/tools';
    const tools = [];
    items.forEach((item, index) => {
        if (!(0,json/* isObject */.Gv)(item) || typeof item.name !== 'string')
            return;
        const pointer = shape === 'tool' ? '/name' : `${base}/${index}/name`;
        tools.push({ name: item.name, pointer, ...(typeof item.title === 'string' ? { title: item.title } : {}) });
    });
    return tools;
}
function listPointer(value) {
    const shape = (0,mcp_tool_list_info/* listShape */.Cp)(value);
    return shape === 'array' || shape === 'tool' ? '' : '/tools';
}
/** "the descriptor a.mcp.json and the tool list tools.json". */
function names(sides) {
    const labels = sides.map((s) => s.label);
    return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}
function capital(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}

;// CONCATENATED MODULE: ./src/formats/consistency/rules/tools.ts
/**
 * mcpdesc.consistency.tools: an MCPB manifest lists the tools the server serves, by name, and a descriptor
 * in the same group lists them too; the two name the same tools. Reported on the manifest, pointing at the
 * descriptor. Only a group with exactly one descriptor is compared (with several, which one the bundle
 * ships is not known).
 */





const TOOLS_RULE = 'mcpdesc.consistency.tools';
/** A descriptor by name (`weather.mcp.json`, `server.mcp.yaml`); `.mcp.json` alone is Claude Code's configuration. */
const tools_DESCRIPTOR = /^.+\.mcp\.(?:json|ya?ml)$/;
const MAX_DESCRIPTOR_BYTES = 4 * 1024 * 1024;
/* harmony default export */ const tools = ((0,types/* documentRule */.yr)(TOOLS_RULE, ({ path, parsed, workspace, report }) => {
    const manifest = parsed.value;
    if (!workspace || !(0,json/* isObject */.Gv)(manifest) || !Array.isArray(manifest.tools))
        return;
    const descriptor = groupDescriptor(workspace, path);
    if (!descriptor)
        return;
    const served = toolsOf(descriptor.value);
    if (!served)
        return;
    const listed = toolsOf(manifest) ?? [];
    const servedNames = new Set(served.map((t) => t.name));
    const listedNames = new Set(listed.map((t) => t.name));
    const place = (tool) => {
        const { start } = descriptor.parsed.locate(tool.pointer);
        return { text: `${descriptor.path}:${start.line}:${start.column}`, range: descriptor.parsed.locate(tool.pointer) };
    };
    for (const tool of listed) {
        if (servedNames.has(tool.name))
            continue;
        const titled = served.find((t) => t.title === tool.name || t.name.toLowerCase() === tool.name.toLowerCase());
        if (titled) {
            const at = place(titled);
            report(tool.pointer, `The manifest lists the tool ${JSON.stringify(tool.name)}, but ${descriptor.path} names it ${JSON.stringify(titled.name)} (see ${at.text}): clients match the manifest's tools to the served ones by name, so this one matches nothing. Did you mean ${JSON.stringify(titled.name)}?`, 'value', [{ path: descriptor.path, range: at.range, message: `${descriptor.path} names the tool ${JSON.stringify(titled.name)} here.` }]);
        }
        else {
            report(tool.pointer, `The manifest lists the tool ${JSON.stringify(tool.name)}, which ${descriptor.path}, the descriptor of this package, does not have: users see a tool the server does not serve. Remove it from "tools", or add it to the descriptor if the server serves it.`, 'value', [{ path: descriptor.path, range: descriptor.parsed.locate('/tools'), message: `${descriptor.path} lists the server's tools here.` }]);
        }
    }
    for (const tool of served) {
        if (listedNames.has(tool.name) || listed.some((t) => t.name === tool.title || t.name.toLowerCase() === tool.name.toLowerCase()))
            continue;
        const at = place(tool);
        report('/tools', `${descriptor.path} has the tool ${JSON.stringify(tool.name)} (see ${at.text}), which the manifest's "tools" does not list: clients show users the manifest's list before installing, so the tool is not shown. Add { "name": ${JSON.stringify(tool.name)} } to "tools".`, 'value', [{ path: descriptor.path, range: at.range, message: `${descriptor.path} declares the tool ${JSON.stringify(tool.name)} here.` }]);
    }
}));
function toolsOf(value) {
    if (!(0,json/* isObject */.Gv)(value) || !Array.isArray(value.tools))
        return undefined;
    const tools = [];
    value.tools.forEach((tool, index) => {
        if ((0,json/* isObject */.Gv)(tool) && typeof tool.name === 'string')
            tools.push({ name: tool.name, pointer: `/tools/${index}/name`, ...(typeof tool.title === 'string' ? { title: tool.title } : {}) });
    });
    return tools;
}
/** The one descriptor in the group's folder or the manifest's own, parsed; undefined when there is none or more than one. */
function groupDescriptor(workspace, path) {
    const group = (0,consistency_group/* groupOf */.F8)(workspace, path);
    if (group === undefined)
        return undefined;
    const found = new Set();
    for (const dir of new Set([group, (0,consistency_group/* folderOf */.yS)(path)])) {
        for (const name of workspace.list(dir, 2000) ?? [])
            if (tools_DESCRIPTOR.test(name))
                found.add((0,consistency_group/* inFolder */._z)(dir, name));
    }
    if (found.size !== 1)
        return undefined;
    const [at] = found;
    const text = readText(workspace, at, MAX_DESCRIPTOR_BYTES);
    if (text === undefined)
        return undefined;
    const parsed = (0,parse/* parseDocument */.Tp)(text, /\.json$/i.test(at) ? 'json' : 'yaml');
    if (parsed.problems.length > 0 || !(0,json/* isObject */.Gv)(parsed.value) || !('protocolVersion' in parsed.value))
        return undefined;
    return { path: at, parsed, value: parsed.value };
}

;// CONCATENATED MODULE: ./src/formats/consistency/rules/version.ts
/**
 * mcpdesc.consistency.version: the version an MCP file declares is the version of the package its group
 * builds (package.json, else pyproject.toml's [project], else Cargo.toml's [package]). Reported on the MCP
 * file, with the package manifest's line as the related location. Only a package that is the one the file
 * describes counts (one in the file's own folder, or one above it that the file names), never a private
 * package.json; a package's pre-release is no version to suggest; a workflow that rewrites the file's
 * version before publishing settles it.
 */






const VERSION_RULE = 'mcpdesc.consistency.version';
/** Values a release script fills in ("${VERSION}", "{{version}}", "$VERSION", "%VERSION%") and semantic-release's placeholders. */
const TEMPLATED = /\$\{|\{\{|%[A-Za-z_]+%|^\$[A-Za-z_]/;
const PLACEHOLDERS = new Set(['0.0.0-semantic-release', '0.0.0-development']);
function isTemplated(version) {
    return version.trim() === '' || TEMPLATED.test(version) || PLACEHOLDERS.has(version);
}
/** "v1.2.0" and "1.2.0" are the same release. */
function normalized(version) {
    return version.trim().replace(/^v(?=\d)/, '');
}
/** PyPI and crates.io compare names case-insensitively, with "-", "_" and "." alike (PEP 503). */
function sameName(ecosystem, a, b) {
    if (ecosystem === 'npm')
        return a === b;
    const fold = (name) => name.toLowerCase().replace(/[-_.]+/g, '-');
    return fold(a) === fold(b);
}
/**
 * Versions a package has while it is being developed, or before a release: "1.7.1.dev0", "2.0.0-beta.3",
 * "1.0.0rc1". The MCP files name the last release meanwhile, and the message would suggest the pre-release.
 */
const PRERELEASE = /\.dev\d*$|[-.+](?:dev|snapshot|alpha|beta|rc|pre|preview|next|canary)(?:$|[-.\d])|\d(?:a|b|rc)\d+$/i;
function isPrerelease(version) {
    return PRERELEASE.test(version.trim());
}
/**
 * Whether a package found above the file's own folder is the package the file describes: the file names it
 * (a registry package's identifier, a bundle's or server's name), its "mcpName" is the file's server name or
 * ends in "/<name>", or one of its scripts names the file. A parent folder's project is often another one
 * (the repository's own tool beside its examples).
 */
function describes(manifest, names, fromPackage) {
    const value = manifest.parsed.value;
    if (manifest.packageName && names.some((name) => sameName(manifest.ecosystem, manifest.packageName?.value ?? '', name)))
        return true;
    if (!(0,json/* isObject */.Gv)(value))
        return false;
    const mcpName = value.mcpName;
    if (typeof mcpName === 'string' && names.some((name) => mcpName === name || mcpName.endsWith(`/${name}`)))
        return true;
    const scripts = value.scripts;
    return (0,json/* isObject */.Gv)(scripts) && Object.values(scripts).some((script) => typeof script === 'string' && script.includes(fromPackage));
}
function versionRule(sitesOf, namesOf, { ownPrivate = false, named: mustName } = {}) {
    return (0,types/* documentRule */.yr)(VERSION_RULE, ({ path, parsed, workspace, report }) => {
        const sites = sitesOf(parsed.value).filter((site) => !isTemplated(site.value));
        if (sites.length === 0)
            return;
        const own = (0,consistency_group/* folderOf */.yS)(path);
        // A "private": true package.json is otherwise a monorepo's root or a tool, never published: it versions nothing.
        const packages = groupPackages(workspace, path).filter((p) => p.version &&
            !isTemplated(p.version.value) &&
            !((0,json/* isObject */.Gv)(p.parsed.value) && p.parsed.value.private === true && !(ownPrivate && (0,consistency_group/* folderOf */.yS)(p.path) === own)));
        const named = mustName?.(parsed.value) === true;
        const names = named || packages.some((p) => (0,consistency_group/* folderOf */.yS)(p.path) !== own) ? namesOf(parsed.value) : [];
        const candidates = packages.filter((p) => (!named && (0,consistency_group/* folderOf */.yS)(p.path) === own) || describes(p, names, external_node_path_.posix.relative((0,consistency_group/* folderOf */.yS)(p.path), path)));
        const reference = candidates[0];
        if (!reference?.version)
            return;
        let rewritten;
        for (const site of sites) {
            const against = site.package ? packageFor(candidates, site.package) : reference;
            if (!against?.version || normalized(against.version.value) === normalized(site.value) || isPrerelease(against.version.value))
                continue;
            // A workflow that sets this file's version before publishing makes the committed one a placeholder.
            rewritten ??= (0,release_files/* versionRewrite */.d0)(workspace, path) !== undefined;
            if (rewritten)
                return;
            const place = placeOf(against, against.version.pointer);
            report(site.pointer, `${site.what} is ${JSON.stringify(site.value)}, but ${against.name} in this file's package folder says ${JSON.stringify(against.version.value)} (see ${place}): the files that describe this server disagree on which release it is, so clients, the registry and users see one version while the package ships another. Set ${site.what} to ${JSON.stringify(against.version.value)}, and bump it whenever ${against.name}'s version changes.`, 'value', [
                {
                    path: against.path,
                    range: against.parsed.locate(against.version.pointer),
                    message: `${against.name} declares version ${JSON.stringify(against.version.value)} here.`,
                },
            ]);
        }
    });
}
/** The group's manifest of a registry package: same ecosystem, same name. */
function packageFor(packages, wanted) {
    return packages.find((p) => p.ecosystem === wanted.ecosystem && p.packageName && sameName(p.ecosystem, p.packageName.value, wanted.identifier));
}
/** A string at `key` of an object, as a site. */
function stringSite(value, key, pointer, what) {
    return (0,json/* isObject */.Gv)(value) && typeof value[key] === 'string' ? [{ pointer, what, value: value[key] }] : [];
}
/** The names a server.json goes by: its server name and each package's identifier. */
function registryNames(value) {
    if (!(0,json/* isObject */.Gv)(value))
        return [];
    const names = typeof value.name === 'string' ? [value.name] : [];
    if (Array.isArray(value.packages))
        for (const pkg of value.packages)
            if ((0,json/* isObject */.Gv)(pkg) && typeof pkg.identifier === 'string')
                names.push(pkg.identifier);
    return names;
}
/** A string at `key` of an object, as a list of names. */
function stringAt(value, key) {
    return (0,json/* isObject */.Gv)(value) && typeof value[key] === 'string' ? [value[key]] : [];
}
/** Whether a server.json lists packages, and so names the ones it publishes. */
function listsPackages(value) {
    return (0,json/* isObject */.Gv)(value) && Array.isArray(value.packages) && value.packages.length > 0;
}
/** server.json: its "version", and each npm, PyPI or Cargo package's "version" (compared with that package's manifest when the group builds it). */
function registrySites(value) {
    const sites = stringSite(value, 'version', '/version', '"version"');
    if (!(0,json/* isObject */.Gv)(value) || !Array.isArray(value.packages))
        return sites;
    value.packages.forEach((pkg, index) => {
        if (!(0,json/* isObject */.Gv)(pkg) || typeof pkg.version !== 'string' || typeof pkg.identifier !== 'string')
            return;
        const ecosystem = pkg.registryType === 'npm' ? 'npm' : pkg.registryType === 'pypi' ? 'pypi' : pkg.registryType === 'cargo' ? 'cargo' : undefined;
        if (!ecosystem)
            return;
        sites.push({
            pointer: `/packages/${index}/version`,
            what: `"packages[${index}].version"`,
            value: pkg.version,
            package: { ecosystem, identifier: pkg.identifier },
        });
    });
    return sites;
}

;// CONCATENATED MODULE: ./src/formats/consistency/index.ts





const cardSites = (value) => {
    const own = stringSite(value, 'version', '/version', '"version"');
    if (own.length > 0)
        return own;
    // The first draft wrote the initialize result: its version is serverInfo's.
    return stringSite(value?.serverInfo, 'version', '/serverInfo/version', '"serverInfo.version"');
};
const serverInfoOf = (value) => value?.serverInfo;
// A Gemini extension's "version" is the extension's own release, not its server package's: not compared.
const RULES = {
    'mcp-registry-server': [versionRule(registrySites, registryNames, { named: listsPackages }), identity],
    'mcpb-manifest': [
        versionRule((value) => stringSite(value, 'version', '/version', '"version"'), (value) => stringAt(value, 'name'), { ownPrivate: true }),
        tools,
        tool_names,
    ],
    'mcpdesc-descriptor': [
        versionRule((value) => stringSite(serverInfoOf(value), 'version', '/serverInfo/version', '"serverInfo.version"'), (value) => stringAt(serverInfoOf(value), 'name')),
        tool_names,
    ],
    'mcp-server-card': [versionRule(cardSites, (value) => [...stringAt(value, 'name'), ...stringAt(serverInfoOf(value), 'name')]), tool_names],
    'mcp-tool-list': [tool_names],
    'typescript-source': [tool_names],
    'python-source': [tool_names],
    'go-source': [tool_names],
    'copilot-cli-mcp-json': [allowed_tools],
    'claude-code-mcp-json': [allowed_tools],
};
function withConsistency(format) {
    const rules = RULES[format.id];
    if (!rules)
        return format;
    return {
        ...format,
        ruleIds: [...format.ruleIds, ...rules.map((r) => r.id)],
        check(scope, run) {
            format.check(scope, run);
            for (const rule of rules) {
                run(rule.id, (reporter) => rule.check({
                    path: scope.path,
                    parsed: scope.parsed,
                    workspace: scope.workspace,
                    run: { memo: (key, make) => scope.runMemo(key, make) },
                    report: reporter.report.bind(reporter),
                    reportAt: reporter.reportAt.bind(reporter),
                }));
            }
        },
    };
}


/***/ }),

/***/ 3376:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DI: () => (/* binding */ templatedValues),
/* harmony export */   dw: () => (/* binding */ isTemplated)
/* harmony export */ });
/* unused harmony export templateIn */
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4976);
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6065);
/**
 * Values a release pipeline fills in before it publishes (`"version": "${VERSION}"`): `${NAME}`,
 * `${{ expression }}`, `$NAME`, `<<Name>>`, `{{ name }}` and `__NAME__`. A templated value is not what
 * will be published, so the checks of values (patterns, URLs, version ranges) accept it; the templated
 * rule says once per file that they did. A URL's own `{variable}` (single braces) is not a template.
 */


// Every branch starts with its own literal and has bounded quantifiers only: linear on any input.
const TEMPLATE = /\$\{\{[^{}]{1,80}\}\}|\$\{[A-Za-z_][A-Za-z0-9_.-]{0,63}\}|\$[A-Z][A-Z0-9_]{1,63}|<<[ ]{0,2}[A-Za-z_][A-Za-z0-9_.-]{0,63}[ ]{0,2}>>|\{\{[ ]{0,2}[A-Za-z_][A-Za-z0-9_.-]{0,63}[ ]{0,2}\}\}|__[A-Z][A-Z0-9_]{0,62}__/;
/** The first template in a text, e.g. `{{VERSION}}`, or undefined. */
function templateIn(text) {
    return TEMPLATE.exec(text)?.[0];
}
function isTemplated(value) {
    return typeof value === 'string' && TEMPLATE.test(value);
}
/** Every string value of the document that holds a template, in document order; descriptions are prose ("costs $USD"), not templates. */
function templatedValues(root) {
    const out = [];
    const visit = (value, pointer, depth) => {
        if (typeof value === 'string') {
            const template = templateIn(value);
            if (template !== undefined)
                out.push({ pointer, template });
        }
        else if (depth < 64 && Array.isArray(value)) {
            for (const [index, item] of value.entries())
                visit(item, (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_0__/* .joinPointer */ .Kn)(pointer, index), depth + 1);
        }
        else if (depth < 64 && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_1__/* .isObject */ .Gv)(value)) {
            for (const [key, item] of Object.entries(value))
                if (key !== 'description')
                    visit(item, (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_0__/* .joinPointer */ .Kn)(pointer, key), depth + 1);
        }
    };
    visit(root, '', 0);
    return out;
}


/***/ }),

/***/ 927:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
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
/** The GitHub Actions workflows of the repository, each as its text (the head of a long one). */
function* workflows(workspace) {
    const names = (workspace.list(WORKFLOWS, MAX_WORKFLOWS * 4) ?? []).filter((name) => /\.ya?ml$/i.test(name)).slice(0, MAX_WORKFLOWS);
    for (const name of names) {
        const path = `${WORKFLOWS}/${name}`;
        const bytes = workspace.head(path, MAX_WORKFLOW_BYTES);
        if (bytes)
            yield { path, text: Buffer.from(bytes).toString('utf8') };
    }
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
/**
 * The workflow that packs the bundle of a manifest's folder: it runs "mcpb pack" (or "dxt pack", or a
 * script named for it), or a repository script file named for MCPB ("tools/generate_mcpb.py") or given the
 * manifest's path, and, unless the manifest is at the root, names the folder.
 */
function packingWorkflow(workspace, dir) {
    const manifest = dir === '' ? 'manifest.json' : `${dir}/manifest.json`;
    for (const workflow of workflows(workspace)) {
        if (dir !== '' && !workflow.text.includes(dir))
            continue;
        if (PACKS.test(workflow.text))
            return { path: workflow.path, runs: 'mcpb pack' };
        const lines = workflow.text.split('\n');
        for (let index = 0; index < lines.length; index++) {
            let command = lines[index];
            while (command.trimEnd().endsWith('\\') && index + 1 < lines.length && command.length < MAX_COMMAND)
                command += ` ${lines[++index]}`;
            const files = scriptFiles(command);
            const script = files.find(bundleNamed) ?? (files.length > 0 && command.includes(manifest) ? files[0] : undefined);
            if (script !== undefined)
                return { path: workflow.path, runs: script };
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
/** `mcpb pack <folder>` or `dxt pack <folder>`: the folder, '' when none is given (the one it runs in). */
const PACKED_FOLDER = /(?:^|[^A-Za-z0-9_-])(?:mcpb|dxt)[ \t]+pack(?:[ \t]+([^\s;&|)"']+))?/i;
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


/***/ })

};
