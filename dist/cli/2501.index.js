// mcpdesc chunk c6a77c47efb65ade5698d01cf77a47037d8fabd4b7623f9fd9c3e9943014d9de
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 2501;
__mcpdesc_chunk.ids = [2501];
__mcpdesc_chunk.modules = {

/***/ 4882:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  withConsistency: () => (/* binding */ withConsistency)
});

// EXTERNAL MODULE: ./src/formats/mcpb-manifest/bundle.ts + 1 modules
var bundle = __webpack_require__(6329);
// EXTERNAL MODULE: ./src/formats/consistency/group.ts
var consistency_group = __webpack_require__(2200);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/util/pointer.ts
var pointer = __webpack_require__(6065);
// EXTERNAL MODULE: ./src/formats/types.ts
var types = __webpack_require__(7857);
// EXTERNAL MODULE: ./src/formats/consistency/server-tools.ts + 1 modules
var server_tools = __webpack_require__(7776);
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
        const read = (0,server_tools/* groupSides */.WE)(workspace, run, workspace.kind(path) === 'directory' ? `${path}/-` : path);
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
// EXTERNAL MODULE: ./src/parse/parse.ts + 12 modules
var parse = __webpack_require__(9482);
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
        const near = nearToken(readme.text, name);
        if (near !== undefined) {
            const line = readme.text.slice(0, near.at).split('\n').length;
            const range = { start: { line, column: 1 }, end: { line, column: 1 } };
            report(pointer, `The ${registry} package ${JSON.stringify(pkg.identifier)} must show it belongs to this server: the registry reads the package's README and rejects the publish unless it contains "mcp-name: ${name}" followed by a space, the line's end, an HTML tag or "-->". ${readme.path} has it on line ${line}, followed by ${JSON.stringify(near.after)}, which does not end it (Markdown around the token counts as part of it). Write it apart, such as "<!-- mcp-name: ${name} -->", and publish the package again before publishing server.json.`, 'value', [{ path: readme.path, range, message: `"mcp-name: ${name}" is followed by ${JSON.stringify(near.after)} here.` }]);
            return;
        }
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
/**
 * The token written with something after it that no name continues with (`**mcp-name: x**`, a backquote, a
 * bracket): where it is and the characters that follow. A longer name (`\u2026/weather-old`) is another name.
 */
function nearToken(text, name) {
    const token = `mcp-name: ${name}`;
    const at = text.indexOf(token);
    if (at === -1)
        return undefined;
    const after = /^[^\sA-Za-z0-9._/<-]{1,3}/.exec(text.slice(at + token.length, at + token.length + 3));
    return after ? { at, after: after[0] } : undefined;
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

// EXTERNAL MODULE: ./src/formats/mcp-tool-list/info.ts
var info = __webpack_require__(3583);
;// CONCATENATED MODULE: ./src/formats/consistency/rules/tool-names.ts
/**
 * mcpdesc.consistency.tool-names: the files of one server that list its tools (server-tools.ts) name the
 * same tools. A tool one file lists and a file that lists every tool lacks is reported at both places:
 * at the tool, and at the list that lacks it, each pointing at the other. Only sides that cannot be
 * told apart from another server's are compared: a group with two descriptors, manifests, Server Cards
 * or tools.json results describes several servers, and those kinds are left out. A file a script or
 * workflow names may be rewritten by the build, and is not compared. An MCPB manifest whose entry point
 * is a script of the group lacks only the tools of the source files that entry point reaches (entry.ts):
 * a package's other entry points (an HTTP server, a diagnostic one) register tools of their own. Each
 * mismatch is reported at both ends, since either may be the file out of date and a run over the changed
 * files lints only one of them. A tool each side lacks under the other's name but with the other's
 * description was renamed in one file only: one finding at each end, at the tool's own name, pairs the
 * two names in place of a missing and an extra tool. A tool the Python or Go source registers only under a
 * condition (`if os.environ.get("ENABLE_X"):`) is the server's, but a list may leave it out: no side is said to lack it. An MCPB manifest against the
 * descriptor is mcpdesc.consistency.tools's, with its did-you-mean, and is left to it.
 */




const TOOL_NAMES_RULE = 'mcpdesc.consistency.tool-names';
/** Tools one file lacks that are reported one by one; past it, in one finding naming the first. */
const MAX_LISTED = 5;
const SOURCE_FORMATS = /\.(?:[cm]?[jt]sx?|py|go)$/;
/* harmony default export */ const tool_names = ((0,types/* documentRule */.yr)(TOOL_NAMES_RULE, ({ path, parsed, workspace, run, report }) => {
    if (!workspace)
        return;
    const read = (0,server_tools/* groupSides */.WE)(workspace, run ?? (0,types/* runMemo */.Gm)(), path);
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
    const renames = new Map(others.map((o) => [o, renamed(mine.tools, o.tools)]));
    // This file's tools a complete side lacks.
    const absent = [];
    // A tool the source registers only under a condition (an environment flag) may be left out of a list.
    const conditional = new Set(mine.tools.filter((t) => t.conditional && t.path === path).map((t) => t.name));
    for (const tool of ownTools(parsed.value)) {
        if (source && conditional.has(tool.name))
            continue;
        // A manifest lacks only the tools its entry point's server registers: another entry point's are not its.
        const without = others.filter((o) => !o.tools.some((t) => (0,server_tools/* sameTool */.Hn)(t, tool)) && !(source && o.reaches && !o.reaches.has(path)));
        const pair = without.map((o) => ({ side: o, old: renames.get(o)?.get(tool.name) })).find((p) => p.old !== undefined);
        if (pair?.old) {
            const { side, old } = pair;
            report(tool.pointer, `The tool ${(0,json/* quote */.hD)(tool.name)} is ${(0,json/* quote */.hD)(old.name)} in ${side.label}, with the same description: it was renamed in one file only, so users are shown a name the server does not serve. Rename ${(0,json/* quote */.hD)(old.name)} there to ${(0,json/* quote */.hD)(tool.name)}, or this tool back to ${(0,json/* quote */.hD)(old.name)}, whichever the server serves now.`, 'value', [{ path: old.path, range: old.range, message: `${old.path} names the tool ${(0,json/* quote */.hD)(old.name)} here.` }]);
            continue;
        }
        const lacking = without.filter((o) => o.complete);
        if (lacking.length > 0)
            absent.push({ tool, lacking });
    }
    if (absent.length > MAX_LISTED) {
        const lacking = others.filter((o) => absent.some((a) => a.lacking.includes(o)));
        report(absent[0].tool.pointer, `${absent.length} tools of this file are missing from ${names(lacking)}, which ${verb(lacking)} every tool the server of this package serves${readAll(lacking)}: ${absent
            .slice(0, MAX_LISTED)
            .map((a) => (0,json/* quote */.hD)(a.tool.name))
            .join(', ')} and ${absent.length - MAX_LISTED} more. So many usually means this file is code the server never loads, or another server's. ${lacking.every((o) => o.kind === 'source') ? 'Register the ones the server serves' : `Add the ones the server serves to ${names(lacking.filter((o) => o.kind !== 'source'))}`}, and remove the others here.`, 'value', lacking.map((o) => o.at));
    }
    else {
        for (const { tool, lacking } of absent) {
            report(tool.pointer, `The tool ${(0,json/* quote */.hD)(tool.name)} is missing from ${names(lacking)}, which ${verb(lacking)} every tool the server of this package serves${readAll(lacking)}: one of them is out of date, so users are shown a tool the server does not serve or miss one it does. ${lacking.every((o) => o.kind === 'source') ? `Register ${(0,json/* quote */.hD)(tool.name)} in the server` : `Add ${(0,json/* quote */.hD)(tool.name)} to ${names(lacking.filter((o) => o.kind !== 'source'))}`}, or remove it here if the server no longer serves it.`, 'value', lacking.map((o) => o.at));
        }
    }
    // The tools the others list that this file lacks: once for a side, at the source file that starts it.
    if (!mine.complete || (mine.kind === 'source' && mine.at.path !== path))
        return;
    const missing = new Map();
    for (const other of others) {
        for (const tool of other.tools) {
            if (tool.conditional || mine.tools.some((t) => (0,server_tools/* sameTool */.Hn)(t, tool)) || (other.kind === 'source' && mine.reaches && !mine.reaches.has(tool.path)))
                continue;
            // A renamed tool is reported at this file's old (or new) name, above.
            if ([...(renames.get(other)?.values() ?? [])].includes(tool))
                continue;
            const from = missing.get(tool.name);
            if (from)
                from.push(other);
            else
                missing.set(tool.name, [other]);
        }
    }
    const registers = mine.kind === 'source';
    const at = registers ? (ownTools(parsed.value)[0]?.pointer ?? '') : listPointer(parsed.value);
    const lacks = registers
        ? "the server's source does not register although every registration in it was read statically"
        : 'this file does not list although it lists every tool the server of this package serves';
    const located = (name, from) => from.map((o) => {
        const tool = o.tools.find((t) => t.name === name);
        return tool
            ? { path: tool.path, range: tool.range, message: `${tool.path} ${o.kind === 'source' ? 'registers' : 'has'} the tool ${(0,json/* quote */.hD)(name)} here.` }
            : o.at;
    });
    // Many tools missing at one place are one finding: they are one mismatch (another server's files, code the server never loads).
    if (missing.size > MAX_LISTED) {
        const all = others.filter((o) => [...missing.values()].some((from) => from.includes(o)));
        const shown = [...missing].slice(0, MAX_LISTED);
        report(at, `${capital(names(all))} ${verb(all)} ${missing.size} tools ${lacks}: ${shown.map(([name]) => (0,json/* quote */.hD)(name)).join(', ')} and ${missing.size - MAX_LISTED} more. So many usually means one side holds code the server never loads, or another server's tools. ${registers ? 'Register the ones the server serves' : 'Add the ones the server serves here'}, and remove the others from ${names(all)}.`, 'value', shown.flatMap(([name, from]) => located(name, from)));
        return;
    }
    for (const [name, from] of missing) {
        report(at, `${capital(names(from))} ${verb(from)} the tool ${(0,json/* quote */.hD)(name)}, which ${lacks}: one of them is out of date. ${registers ? `Register ${(0,json/* quote */.hD)(name)} in the server` : `Add ${(0,json/* quote */.hD)(name)} here`}, or remove it from ${names(from)} if the server does not serve it.`, 'value', located(name, from));
    }
}));
/**
 * One side's tools the other lacks, paired with the other's tool of the same description that this side
 * lacks: a tool renamed in one file only. A description shared by two such tools of either side pairs nothing.
 */
function renamed(mine, theirs) {
    const unique = (tools, other) => {
        const by = new Map();
        for (const tool of tools) {
            const text = described(tool);
            if (text === undefined || other.some((t) => (0,server_tools/* sameTool */.Hn)(t, tool)))
                continue;
            by.set(text, by.has(text) ? null : tool);
        }
        return by;
    };
    const ours = unique(mine, theirs);
    const pairs = new Map();
    for (const [text, old] of unique(theirs, mine)) {
        const tool = ours.get(text);
        if (tool && old)
            pairs.set(tool.name, old);
    }
    return pairs;
}
/** A description long enough to tell one tool from another, with its spacing evened out. */
function described(tool) {
    const text = tool.description?.replace(/\s+/g, ' ').trim();
    return text !== undefined && text.length >= 20 ? text : undefined;
}
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
    const shape = (0,info/* listShape */.Cp)(value);
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
    const shape = (0,info/* listShape */.Cp)(value);
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
const DESCRIPTOR = /^.+\.mcp\.(?:json|ya?ml)$/;
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
            if (DESCRIPTOR.test(name))
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

// EXTERNAL MODULE: ./src/formats/release-files.ts
var release_files = __webpack_require__(927);
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
/** A version of zeros only ("0.0.0"), which templates carry until a build sets the real one. */
const ALL_ZERO = /^v?0(?:\.0){1,3}$/;
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
function versionRule(sitesOf, namesOf, { ownPrivate = false, named: mustName, filled, runs, home = consistency_group/* folderOf */.yS } = {}) {
    return (0,types/* documentRule */.yr)(VERSION_RULE, ({ path, parsed, workspace, report }) => {
        const sites = sitesOf(parsed.value).filter((site) => !isTemplated(site.value) && !(ALL_ZERO.test(site.value) && workspace !== undefined && filled?.(path, workspace) === true));
        if (sites.length === 0)
            return;
        const own = home(path);
        // A "private": true package.json is otherwise a monorepo's root or a tool, never published: it versions nothing.
        const packages = groupPackages(workspace, path).filter((p) => p.version &&
            !isTemplated(p.version.value) &&
            !((0,json/* isObject */.Gv)(p.parsed.value) && p.parsed.value.private === true && !(ownPrivate && (0,consistency_group/* folderOf */.yS)(p.path) === own)));
        if (packages.length === 0)
            return;
        const named = mustName?.(parsed.value) === true;
        const names = namesOf(parsed.value);
        const describing = (p) => describes(p, names, external_node_path_.posix.relative((0,consistency_group/* folderOf */.yS)(p.path), path));
        const candidates = packages.filter((p) => (!named && (0,consistency_group/* folderOf */.yS)(p.path) === own) || describing(p));
        const reference = serverPackage(candidates, runs?.(parsed.value), describing);
        // Each manifest the file lags behind is one cause: one finding, at its first site, the others related.
        const behind = new Map();
        for (const site of sites) {
            const against = site.package ? packageFor(candidates, site.package) : reference;
            if (!against?.version || normalized(against.version.value) === normalized(site.value) || isPrerelease(against.version.value))
                continue;
            behind.set(against, [...(behind.get(against) ?? []), site]);
        }
        // A workflow that sets this file's version before publishing makes the committed one a placeholder.
        if (behind.size === 0 || (0,release_files/* versionRewrite */.d0)(workspace, path) !== undefined)
            return;
        for (const [against, [first, ...others]] of behind) {
            const want = JSON.stringify(against.version?.value);
            const all = [first, ...others];
            const whats = joined(all.map((site) => site.what));
            const declared = all.every((site) => site.value === first.value)
                ? `${whats} ${others.length > 0 ? 'are' : 'is'} ${JSON.stringify(first.value)}`
                : joined(all.map((site) => `${site.what} is ${JSON.stringify(site.value)}`));
            const pointer = against.version?.pointer ?? '';
            report(first.pointer, `${declared}, but ${against.name} in this file's package folder says ${want} (see ${placeOf(against, pointer)}): the files that describe this server disagree on which release it is, so clients, the registry and users see one version while the package ships another. Set ${whats} to ${want}, and bump ${others.length > 0 ? 'them' : 'it'} whenever ${against.name}'s version changes.`, 'value', [
                { path: against.path, range: against.parsed.locate(pointer), message: `${against.name} declares version ${want} here.` },
                ...others.map((site) => ({
                    path,
                    range: parsed.locate(site.pointer),
                    message: `${site.what} is ${JSON.stringify(site.value)} here: set it to ${want} too.`,
                })),
            ]);
        }
    });
}
/**
 * Which of the group's packages is the file's server. The runtime the file declares (an MCPB bundle's
 * `server.type`) says which ecosystem builds it: a Python bundle beside a Zed extension's Cargo.toml is
 * the pyproject.toml's. When packages of the group still disagree on the version, only the one the file
 * names is its server; none named, it cannot be told, and nothing is compared.
 */
function serverPackage(candidates, runtime, describing) {
    const built = runtime ? candidates.filter((p) => runtime.includes(p.ecosystem)) : candidates;
    const first = built[0];
    if (first?.version === undefined)
        return undefined;
    const version = normalized(first.version.value);
    if (built.every((p) => p.version !== undefined && normalized(p.version.value) === version))
        return first;
    return built.find(describing);
}
/** Parts of a sentence joined with commas and a final "and". */
function joined(parts) {
    return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
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
/**
 * Cross-file consistency: rules about one server's files agreeing with each other (its package manifest,
 * server.json, MCPB manifest, Gemini extension, descriptor, Server Card). Each rule reads the file's group
 * (group.ts) through the Workspace and skips when the file is linted alone. `withConsistency` adds them to
 * the formats they check, after the format's own rules.
 */







const cardSites = (value) => {
    const own = stringSite(value, 'version', '/version', '"version"');
    if (own.length > 0)
        return own;
    // The first draft wrote the initialize result: its version is serverInfo's.
    return stringSite(value?.serverInfo, 'version', '/serverInfo/version', '"serverInfo.version"');
};
/** The ecosystem an MCPB bundle's `server.type` runs: a Node bundle is package.json's, a Python (or uv) one pyproject.toml's; a binary may be built by any. */
const bundleRuntime = (value) => {
    const type = value?.server?.type;
    return type === 'node' ? ['npm'] : type === 'python' || type === 'uv' ? ['pypi'] : undefined;
};
/** A Server Card served from a folder's `.well-known/` describes that folder's server, whose package sits beside `.well-known`. */
const cardHome = (path) => {
    const at = `/${path}`.lastIndexOf('/.well-known/');
    return at === -1 ? (0,consistency_group/* folderOf */.yS)(path) : path.slice(0, Math.max(0, at - 1));
};
const serverInfoOf = (value) => value?.serverInfo;
// A Gemini extension's "version" is the extension's own release, not its server package's: not compared.
const RULES = {
    'mcp-registry-server': [versionRule(registrySites, registryNames, { named: listsPackages }), identity],
    'mcpb-manifest': [
        versionRule((value) => stringSite(value, 'version', '/version', '"version"'), (value) => stringAt(value, 'name'), {
            ownPrivate: true,
            filled: (path, workspace) => (0,bundle/* bundleOf */.cj)(workspace, path)?.packedElsewhere() !== undefined,
            runs: bundleRuntime,
        }),
        tools,
        tool_names,
    ],
    'mcpdesc-descriptor': [
        versionRule((value) => stringSite(serverInfoOf(value), 'version', '/serverInfo/version', '"serverInfo.version"'), (value) => stringAt(serverInfoOf(value), 'name')),
        tool_names,
    ],
    'mcp-server-card': [versionRule(cardSites, (value) => [...stringAt(value, 'name'), ...stringAt(serverInfoOf(value), 'name')], { home: cardHome }), tool_names],
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


/***/ })

};

})
