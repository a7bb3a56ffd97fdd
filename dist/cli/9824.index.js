// mcpdesc chunk b0d02276cb24eb1e47afff0fdde17ae9b60d8324855d51ad8e53d02c91a3a9fe
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 9824;
__mcpdesc_chunk.ids = [9824];
__mcpdesc_chunk.modules = {

/***/ 2200:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   F8: () => (/* binding */ groupOf),
/* harmony export */   _z: () => (/* binding */ inFolder),
/* harmony export */   ub: () => (/* binding */ isPackageManifest),
/* harmony export */   yS: () => (/* binding */ folderOf)
/* harmony export */ });
/* unused harmony exports PACKAGE_MANIFESTS, isPackageRoot */
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

/***/ 9824:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  withConsistency: () => (/* binding */ withConsistency)
});

// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/formats/types.ts
var types = __webpack_require__(7857);
// EXTERNAL MODULE: ./src/formats/consistency/group.ts
var consistency_group = __webpack_require__(2200);
// EXTERNAL MODULE: ./src/formats/mcp-registry-server/templates.ts
var templates = __webpack_require__(3376);
// EXTERNAL MODULE: ./src/parse/parse.ts + 8 modules
var parse = __webpack_require__(1919);
;// CONCATENATED MODULE: ./src/formats/consistency/package.ts
/**
 * The package a group is built from, read through the Workspace: its manifest (package.json,
 * pyproject.toml or Cargo.toml at the group's folder), parsed with positions so a finding can point at the
 * line that disagrees. Go modules and .NET projects define a group but declare no version mcpdesc compares.
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
        found.push(entry);
    }
    return found;
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

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
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
    ],
    'mcpdesc-descriptor': [
        versionRule((value) => stringSite(serverInfoOf(value), 'version', '/serverInfo/version', '"serverInfo.version"'), (value) => stringAt(serverInfoOf(value), 'name')),
    ],
    'mcp-server-card': [versionRule(cardSites, (value) => [...stringAt(value, 'name'), ...stringAt(serverInfoOf(value), 'name')])],
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
/* harmony export */   Rw: () => (/* binding */ packingWorkflow),
/* harmony export */   d0: () => (/* binding */ versionRewrite),
/* harmony export */   pI: () => (/* binding */ PACKS)
/* harmony export */ });
/* unused harmony export workflows */
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
 * script named for it) and, unless the manifest is at the root, names the folder.
 */
function packingWorkflow(workspace, dir) {
    for (const workflow of workflows(workspace)) {
        if (PACKS.test(workflow.text) && (dir === '' || workflow.text.includes(dir)))
            return workflow.path;
    }
    return undefined;
}


/***/ })

};

})
