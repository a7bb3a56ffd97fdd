// mcpdesc chunk 9c2e5023c94b59eeebf63a1f65b1c5426025a7ed787f3fbedb129ebb61c68eff
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 824;
__mcpdesc_chunk.ids = [824];
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
// EXTERNAL MODULE: ./src/parse/parse.ts + 7 modules
var parse = __webpack_require__(3565);
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
    const name = server.name;
    server.packages.forEach((pkg, index) => {
        if (!(0,json/* isObject */.Gv)(pkg) || typeof pkg.identifier !== 'string')
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
        if (!registry)
            return;
        const readme = groupReadme(workspace, path);
        if (!readme || hasToken(readme.text, name))
            return;
        report(pointer, `The ${registry} package ${JSON.stringify(pkg.identifier)} must show it belongs to this server: the registry reads the package's README and rejects the publish unless it contains "mcp-name: ${name}", and ${readme.path}, the README of this package folder, does not. Add a line such as "<!-- mcp-name: ${name} -->" to ${readme.path} and publish the package again before publishing server.json.`, 'value', [{ path: readme.path, range: WHOLE_FIRST_LINE, message: `${readme.path} has no "mcp-name: ${name}".` }]);
    });
}));
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

;// CONCATENATED MODULE: ./src/formats/consistency/rules/version.ts
/**
 * mcpdesc.consistency.version: the version an MCP file declares is the version of the package its group
 * builds (package.json, else pyproject.toml's [project], else Cargo.toml's [package]). Reported on the MCP
 * file, with the package manifest's line as the related location.
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
function versionRule(sitesOf) {
    return (0,types/* documentRule */.yr)(VERSION_RULE, ({ path, parsed, workspace, report }) => {
        const sites = sitesOf(parsed.value).filter((site) => !isTemplated(site.value));
        if (sites.length === 0)
            return;
        const packages = groupPackages(workspace, path).filter((p) => p.version && !isTemplated(p.version.value));
        const reference = packages[0];
        if (!reference?.version)
            return;
        for (const site of sites) {
            const against = site.package ? packageFor(packages, site.package) : reference;
            if (!against?.version || normalized(against.version.value) === normalized(site.value))
                continue;
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
const RULES = {
    'mcp-registry-server': [versionRule(registrySites), identity],
    'mcpb-manifest': [versionRule((value) => stringSite(value, 'version', '/version', '"version"')), tools],
    'gemini-extension': [versionRule((value) => stringSite(value, 'version', '/version', '"version"'))],
    'mcpdesc-descriptor': [
        versionRule((value) => stringSite(value?.serverInfo, 'version', '/serverInfo/version', '"serverInfo.version"')),
    ],
    'mcp-server-card': [versionRule(cardSites)],
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

/***/ 7857:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gm: () => (/* binding */ runMemo),
/* harmony export */   e3: () => (/* binding */ memoKey),
/* harmony export */   nP: () => (/* binding */ defineFormat),
/* harmony export */   yr: () => (/* binding */ documentRule)
/* harmony export */ });
/* harmony import */ var _version_merge_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8965);

function memoKey(name) {
    return { name };
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
                    const merger = new _version_merge_js__WEBPACK_IMPORTED_MODULE_0__/* .VersionMerger */ .v(scope.versions);
                    for (const version of scope.versions.filter((v) => scope.appliesTo(rule.id, v))) {
                        const each = context(scope, merger.reporterFor(version), version);
                        if (each !== undefined)
                            rule.check(each);
                    }
                    merger.flush(reporter);
                });
            }
        },
    };
}
/** A reporter's methods, callable after destructuring. */
function bound(reporter) {
    return { report: reporter.report.bind(reporter), reportAt: reporter.reportAt.bind(reporter) };
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
            report: (pointer, message, target = 'value') => this.add({ at: 'pointer', pointer, target }, message, version),
            reportAt: (range, message, pointer = '') => this.add({ at: 'range', range, pointer }, message, version),
        };
    }
    /** Reports each merged finding once, in the order first found. */
    flush(reporter) {
        for (const group of this.groups.values()) {
            const message = this.messageOf(group);
            if (group.where.at === 'pointer')
                reporter.report(group.where.pointer, message, group.where.target);
            else
                reporter.reportAt(group.where.range, message, group.where.pointer);
        }
    }
    add(where, message, version) {
        const template = message.split(version).join(SLOT);
        const place = where.at === 'pointer' ? `p${where.pointer}\u0000${where.target}` : `r${where.range.start.line}:${where.range.start.column}\u0000${where.pointer}`;
        const key = `${place}\u0000${template}`;
        const group = this.groups.get(key);
        if (!group)
            this.groups.set(key, { where, template, versions: [version] });
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


/***/ })

};

})
