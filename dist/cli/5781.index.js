// mcpdesc chunk 4870de06f7e656ca21ea1a5cf499801713d5ed0e593d024efa1e0812f28e308b
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 5781;
__mcpdesc_chunk.ids = [5781];
__mcpdesc_chunk.modules = {

/***/ 7977:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   eP: () => (/* binding */ renameFix),
/* harmony export */   jc: () => (/* binding */ fixFor),
/* harmony export */   v9: () => (/* binding */ missingKeyFix),
/* harmony export */   yZ: () => (/* binding */ applyFixes)
/* harmony export */ });
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6065);

function fixFor(parsed, syntax, pointer, target, range, request) {
    if (syntax === undefined || range.start.line !== range.end.line)
        return undefined;
    const start = parsed.lines.offsetOf(range.start);
    const token = parsed.lines.text.slice(start, parsed.lines.offsetOf(range.end));
    const segments = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_0__/* .splitPointer */ .GS)(pointer);
    if (segments.length === 0)
        return undefined;
    const old = target === 'key' ? segments[segments.length - 1] : (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_0__/* .getAt */ .sM)(parsed.value, pointer);
    if (!holds(token, old))
        return undefined;
    const text = written(request.value, token, syntax, target);
    return text === token ? undefined : { description: request.description, edits: [{ range, text }] };
}
/** Whether `token`, as written in the file, is `old`: a quoted or plain string, or a plain number or boolean. */
function holds(token, old) {
    if (token === '' || /[\n\r]/.test(token))
        return false;
    if (typeof old === 'string')
        return unquoted(token) === old;
    if (typeof old === 'number')
        return /^[-+0-9.eE_]+$/.test(token) && Number(token.replace(/_/g, '')) === old;
    // YAML 1.1 (a "%YAML 1.1" file) also reads yes, no, on and off as booleans.
    if (typeof old === 'boolean')
        return (old ? /^(true|yes|y|on)$/i : /^(false|no|n|off)$/i).test(token);
    return false;
}
function unquoted(token) {
    const first = token[0];
    if (token.length >= 2 && first === '"' && token.endsWith('"')) {
        try {
            const value = JSON.parse(token);
            return typeof value === 'string' ? value : undefined;
        }
        catch {
            return undefined;
        }
    }
    if (token.length >= 2 && first === "'" && token.endsWith("'"))
        return token.slice(1, -1).replace(/''/g, "'");
    // A plain scalar or bare key: anything that would need quoting is not one.
    return /^[^"'{}[\],#&*!|>%@`\s][^{}[\],\s]*$/.test(token) ? token : undefined;
}
/** `value` written where `token` was: quoted as it was quoted, plain where plain reads back the same. */
function written(value, token, syntax, target) {
    if (typeof value !== 'string')
        return String(value);
    if (token.startsWith("'") && syntax === 'yaml')
        return `'${value.replace(/'/g, "''")}'`;
    if (!token.startsWith('"') && !token.startsWith("'")) {
        if (syntax === 'yaml' && plainYaml(value))
            return value;
        if (syntax === 'toml' && target === 'key' && /^[A-Za-z0-9_-]+$/.test(value))
            return value;
    }
    // JSON's string syntax is also a YAML double-quoted scalar and a TOML basic string.
    return JSON.stringify(value);
}
/** A YAML plain scalar that reads back as this very string (no number, boolean, null or indicator). */
function plainYaml(value) {
    return /^[A-Za-z_][A-Za-z0-9_./-]*$/.test(value) && !/^(true|false|null|yes|no|on|off|y|n)$/i.test(value);
}
/**
 * The text with the fixes of `findings` applied, in source order; a fix whose edits overlap an earlier
 * one is left for the next pass (ESLint's rule), so no two edits ever touch the same characters.
 */
function applyFixes(text, lines, findings) {
    const edits = findings
        .filter((f) => f.fix !== undefined)
        .map((finding) => ({
        finding,
        spans: finding.fix.edits.map((e) => ({ from: lines.offsetOf(e.range.start), to: lines.offsetOf(e.range.end), text: e.text })),
    }))
        .sort((a, b) => Math.min(...a.spans.map((s) => s.from)) - Math.min(...b.spans.map((s) => s.from)));
    const taken = [];
    const fixed = [];
    for (const { finding, spans } of edits) {
        if (spans.some((s) => taken.some((t) => s.from < t.to && t.from < s.to) || taken.some((t) => s.from === t.from && s.to === t.to)))
            continue;
        taken.push(...spans);
        fixed.push(finding);
    }
    taken.sort((a, b) => b.from - a.from);
    let out = text;
    for (const span of taken)
        out = out.slice(0, span.from) + span.text + out.slice(span.to);
    return { text: out, fixed };
}
/**
 * The fix that renames `key` to `to` in `object`, when the rename is certain: the same word in another
 * case or with other separators ("InputSchema", "input_schema"), or a documented other name (`alias`),
 * and the object has no key of that name yet. A near miss by spelling stays a "Did you mean".
 */
function renameFix(key, to, object, alias = false) {
    if (typeof object !== 'object' || object === null || Array.isArray(object) || Object.hasOwn(object, to))
        return undefined;
    if (!alias && word(key) !== word(to))
        return undefined;
    return { value: to, description: `Rename ${JSON.stringify(key)} to ${JSON.stringify(to)}` };
}
/** The fix for a required key missing from the object at `pointer` because it is written in another case. */
function missingKeyFix(pointer, missing, object) {
    if (!missing?.found)
        return undefined;
    const fix = renameFix(missing.found, missing.key, object);
    return fix && { ...fix, at: { pointer: (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_0__/* .joinPointer */ .Kn)(pointer, missing.found), target: 'key' } };
}
function word(key) {
    return key.toLowerCase().replace(/[-_\s]/g, '');
}


/***/ }),

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

/***/ 8092:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  MCPB_MANIFEST: () => (/* binding */ MCPB_MANIFEST),
  MCPB_VERSIONS: () => (/* reexport */ mcpb_manifest_versions/* MCPB_VERSIONS */.H7),
  "default": () => (/* binding */ mcpb_manifest)
});

// EXTERNAL MODULE: ./src/formats/types.ts
var types = __webpack_require__(7857);
// EXTERNAL MODULE: ./src/model/check.ts
var check = __webpack_require__(4662);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/util/pointer.ts
var util_pointer = __webpack_require__(6065);
// EXTERNAL MODULE: ./src/formats/mcpb-manifest/bundle.ts + 1 modules
var mcpb_manifest_bundle = __webpack_require__(6329);
// EXTERNAL MODULE: ./src/formats/mcpb-manifest/model.ts
var model = __webpack_require__(5742);
// EXTERNAL MODULE: ./src/formats/mcpb-manifest/versions.ts
var mcpb_manifest_versions = __webpack_require__(2886);
;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/walk.ts


function objectSites(model, root, rootName, version) {
    const sites = [];
    const axis = model.axis;
    const step = (steps) => {
        let chosen = steps[0][1];
        for (const [from, type] of steps)
            if (axis.compare(version, from) >= 0)
                chosen = type;
        return chosen;
    };
    const visit = (type, value, pointer, path) => {
        if (type.kind === 'versioned')
            return visit(step(type.steps), value, pointer, path);
        if (type.kind === 'array' && Array.isArray(value)) {
            for (const [index, item] of value.entries())
                visit(type.items, item, (0,util_pointer/* joinPointer */.Kn)(pointer, index), `${path}[${index}]`);
            return;
        }
        if (type.kind === 'map' && (0,json/* isObject */.Gv)(value)) {
            for (const [key, item] of Object.entries(value))
                visit(type.values, item, (0,util_pointer/* joinPointer */.Kn)(pointer, key), child(path, key));
            return;
        }
        if (type.kind !== 'ref' || !(0,json/* isObject */.Gv)(value))
            return;
        const definition = model.definition(type.name);
        if (!definition.fields || !axis.inSpan(version, definition))
            return;
        sites.push({ definition, value, pointer, path });
        for (const [key, field] of Object.entries(definition.fields)) {
            if (axis.inSpan(version, field) && (0,json/* hasOwn */.$3)(value, key))
                visit(field.type, value[key], (0,util_pointer/* joinPointer */.Kn)(pointer, key), child(path, key));
        }
    };
    visit({ kind: 'ref', name: rootName }, root, '', '');
    return sites;
}
function child(path, key) {
    return typeof key === 'number' ? `${path}[${key}]` : path === '' ? key : `${path}.${key}`;
}
/** The field a site's definition has for a key, in any version. */
function fieldOf(site, key) {
    const fields = site.definition.fields;
    return fields && (0,json/* hasOwn */.$3)(fields, key) ? fields[key] : undefined;
}

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/context.ts
/**
 * What an MCPB rule sees: a manifest whose version mcpb resolves, the model's verdict on it for that
 * version, and the bundle folder around it (when the manifest is linted in a repository). Rules report
 * JSON Pointers; the session turns them into positions and levels.
 */








function mcpbRule(id, check) {
    return { id, check };
}
const ISSUES = (0,types/* memoKey */.e3)('mcpb model issues');
const SITES = (0,types/* memoKey */.e3)('mcpb object sites');
const VERSION_ISSUES = (0,types/* memoKey */.e3)('mcpb version issues');
const BUNDLE = (0,types/* memoKey */.e3)('mcpb bundle');
/** The context one rule sees, or undefined when mcpb cannot resolve the manifest's version (mcpdesc.mcpb.manifest-version says so). */
function mcpbContext(scope, reporter) {
    const manifest = scope.parsed.value;
    const version = (0,mcpb_manifest_versions/* resolveVersion */.x)(manifest);
    if (!version || !(0,json/* isObject */.Gv)(manifest))
        return undefined;
    const sites = () => scope.memo(SITES, () => objectSites(model/* MCPB_MODEL */.n5, manifest, 'Manifest', version));
    return {
        path: scope.path,
        parsed: scope.parsed,
        manifest,
        version,
        report: (pointer, message, target, fix) => reporter.report(pointer, message, target, undefined, fix),
        memo: (key, make) => scope.memo(key, make),
        issues: () => scope.memo(ISSUES, () => (0,check/* checkModel */.w5)(model/* MCPB_MODEL */.n5, 'Manifest', manifest, version, '')),
        sites,
        versionIssues: () => scope.memo(VERSION_ISSUES, () => versionIssues(sites(), version)),
        bundle: scope.memo(BUNDLE, () => (0,mcpb_manifest_bundle/* bundleOf */.cj)(scope.workspace, scope.path)),
    };
}
function versionIssues(sites, version) {
    const found = [];
    for (const site of sites) {
        for (const key of Object.keys(site.value)) {
            const field = fieldOf(site, key);
            if (!field)
                continue;
            const pointer = (0,util_pointer/* joinPointer */.Kn)(site.pointer, key);
            const path = child(site.path, key);
            if (!mcpb_manifest_versions/* MCPB_AXIS */.$p.inSpan(version, field)) {
                found.push({ pointer, path, what: 'key', value: site.value[key], versions: mcpb_manifest_versions/* MCPB_AXIS */.$p.versionsIn(field) });
                continue;
            }
            const value = site.value[key];
            if (typeof value !== 'string' || field.type.kind !== 'versioned')
                continue;
            const allowed = enumAt(field.type, version);
            if (!allowed || allowed.includes(value))
                continue;
            const versions = mcpb_manifest_versions/* MCPB_AXIS */.$p.versions.filter((v) => enumAt(field.type, v)?.includes(value));
            if (versions.length > 0)
                found.push({ pointer, path, what: 'value', value, versions, allowed });
        }
    }
    return found;
}
/** The values an enum that changes between versions allows in one version. */
function enumAt(type, version) {
    if (type.kind !== 'versioned')
        return undefined;
    let chosen = type.steps[0][1];
    for (const [from, step] of type.steps)
        if (mcpb_manifest_versions/* MCPB_AXIS */.$p.compare(version, from) >= 0)
            chosen = step;
    return chosen.kind === 'string' ? chosen.enum : undefined;
}
/** Strings that break the refinements of mcpb's schemas (URLs, e-mail addresses, icon sizes, locales). */
function stringProblems(sites) {
    const found = [];
    for (const site of sites) {
        const checks = checksOf(site.definition);
        if (!checks)
            continue;
        for (const [key, check] of Object.entries(checks)) {
            if (!(0,json/* hasOwn */.$3)(site.value, key))
                continue;
            const value = site.value[key];
            const items = Array.isArray(value)
                ? value.map((item, index) => [item, (0,util_pointer/* joinPointer */.Kn)(site.pointer, key, index), `${child(site.path, key)}[${index}]`])
                : [[value, (0,util_pointer/* joinPointer */.Kn)(site.pointer, key), child(site.path, key)]];
            for (const [item, pointer, path] of items) {
                if (typeof item !== 'string')
                    continue;
                const expected = check(item);
                if (expected)
                    found.push({ pointer, path, value: item, expected });
            }
        }
    }
    return found;
}
function checksOf(definition) {
    return (0,json/* hasOwn */.$3)(model/* STRING_CHECKS */.QN, definition.name) ? model/* STRING_CHECKS */.QN[definition.name] : undefined;
}

// EXTERNAL MODULE: ./src/formats/mcpb-manifest/info.ts
var info = __webpack_require__(4619);
;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/files.ts
/**
 * The bundle files a manifest names (its server's entry point, its icons) and what the bundle folder
 * holds at each: the file, a folder, nothing, or nothing yet because the build makes it.
 */





const ICONS = model/* MCPB_DEFINITIONS */.Me.find((d) => d.name === 'Manifest')?.fields?.icons;
/** Runners that fetch what they start (a package or an image), so a bundle started by one never runs its entry point. */
const LAUNCHERS = new Set(['npx', 'uvx', 'bunx', 'pipx', 'docker', 'podman']);
function entryPoint(manifest) {
    const server = manifest.server;
    if (!(0,json/* isObject */.Gv)(server) || typeof server.entry_point !== 'string')
        return undefined;
    const launcher = launcherOf(server.mcp_config) ?? otherServerFile(server.mcp_config, server.type, server.entry_point);
    return {
        pointer: '/server/entry_point',
        text: server.entry_point,
        what: 'entry point',
        ...(server.type === 'binary'
            ? { alternates: (path) => [`${path}.exe`], built: 'it is the executable of a "binary" server, which a build compiles and nobody commits' }
            : {}),
        ...(launcher ? { unused: launcher } : {}),
    };
}
/** The runner "server.mcp_config" starts the server with, when it fetches the server rather than run a bundle file. */
function launcherOf(config) {
    if (!(0,json/* isObject */.Gv)(config) || typeof config.command !== 'string')
        return undefined;
    const command = config.command
        .replace(/\\/g, '/')
        .split('/')
        .pop()
        ?.replace(/\.(?:exe|cmd)$/i, '') ?? '';
    if (!LAUNCHERS.has(command))
        return undefined;
    const args = Array.isArray(config.args) ? config.args : [];
    return args.some((arg) => typeof arg === 'string' && arg.includes('${__dirname}')) ? undefined : command;
}
/** The files a server of each type starts from: a launcher script (`run.sh`) may start the entry point. */
const SERVER_FILE = { python: /\.py$/i, node: /\.(?:[cm]?js|ts)$/i };
/**
 * A server file of the bundle "mcp_config" runs by `${__dirname}/\u2026` (`uv run mcp run ${__dirname}/pr-mcp.py`)
 * when it is not the entry point and nothing there names the entry point: the client runs that file, so a
 * stale entry point breaks nothing (mcpb validate does not look at it either).
 */
function otherServerFile(config, type, entry) {
    const kind = typeof type === 'string' ? SERVER_FILE[type] : undefined;
    if (!kind || !(0,json/* isObject */.Gv)(config) || typeof config.command !== 'string')
        return undefined;
    const words = [config.command, ...(Array.isArray(config.args) ? config.args : [])].filter((w) => typeof w === 'string');
    const target = (0,mcpb_manifest_bundle/* entryReference */.cb)(entry);
    if (!target.ok)
        return undefined;
    let other;
    for (const word of words) {
        const ref = (0,mcpb_manifest_bundle/* entryReference */.cb)(word);
        if (!ref.ok)
            continue;
        // The entry point, or a folder it lies in, named as it is or under ${__dirname}.
        if (ref.path === target.path || target.path.startsWith(`${ref.path}/`))
            return undefined;
        if (mcpb_manifest_bundle/* DIRNAME */.tN.test(word) && kind.test(ref.path))
            other ??= ref.path;
    }
    return other === undefined ? undefined : `${config.command} \u2026 \${__dirname}/${other}`;
}
/** `icon`, then each `icons[].src` when the version has `icons` (mcpdesc.mcpb.field-version reports it otherwise). */
function icons(manifest, version) {
    const found = [];
    if (typeof manifest.icon === 'string')
        found.push({ pointer: '/icon', text: manifest.icon, what: 'icon' });
    if (Array.isArray(manifest.icons) && ICONS && mcpb_manifest_versions/* MCPB_AXIS */.$p.inSpan(version, ICONS)) {
        for (const [index, icon] of manifest.icons.entries())
            if ((0,json/* isObject */.Gv)(icon) && typeof icon.src === 'string')
                found.push({ pointer: (0,util_pointer/* joinPointer */.Kn)('/icons', index, 'src'), text: icon.src, what: 'icon' });
    }
    return found;
}
function fileState(bundle, path, file) {
    if (file?.unused)
        return { kind: 'unused', launcher: file.unused };
    const found = [path, ...(file?.alternates?.(path) ?? [])].find((p) => bundle.kind(p) === 'file');
    const kind = found ? 'file' : bundle.kind(path);
    const pattern = bundle.ignoredBy(found ?? path);
    if (pattern !== undefined) {
        // The bundle is packed from a folder a build fills, which this .mcpbignore does not govern.
        const elsewhere = bundle.packedElsewhere();
        return elsewhere ? { kind: 'built', reason: elsewhere, ignored: pattern } : { kind: 'ignored', pattern, present: kind !== undefined };
    }
    if (kind)
        return { kind };
    // mcpb joins the path as written: on macOS and Linux a backslash is part of a file name, not a separator.
    if (path.includes('\\')) {
        const slashed = (0,mcpb_manifest_bundle/* reference */.ir)(path.replace(/\\/g, '/'));
        if (slashed.ok && bundle.kind(slashed.path) === 'file')
            return { kind: 'missing', slashed: slashed.path };
    }
    const reason = file?.built ?? bundle.builtBy(path);
    return reason ? { kind: 'built', reason } : { kind: 'missing' };
}
/** The message for a path whose file is there once its backslashes are read as separators. */
function backslashed(subject, slashed, effect) {
    return `${subject} uses a backslash as its path separator: Windows reads it so and finds ${JSON.stringify(slashed)}, which is there, but mcpb joins the path as written, and on macOS and Linux a backslash is part of a file name, so there ${effect}. Write ${JSON.stringify(slashed)}${slashed.includes('/') ? ', with forward slashes' : ''}.`;
}

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/build-output.ts




/**
 * mcpdesc.mcpb.build-output: a file the manifest names is not in the bundle folder, but the repository
 * shows a build or release step makes it or packs the bundle elsewhere (bundle.ts `builtBy`; a binary
 * server's executable). That is the usual layout, so it is a note, not an error of
 * mcpdesc.mcpb.entry-point or mcpdesc.mcpb.icon: the step must run before mcpb pack.
 */
/* harmony default export */ const build_output = (mcpbRule('mcpdesc.mcpb.build-output', (context) => {
    const { bundle, manifest, report } = context;
    if (!bundle)
        return;
    const entry = entryPoint(manifest);
    for (const file of [...(entry ? [entry] : []), ...icons(manifest, context.version)]) {
        const ref = file === entry ? (0,mcpb_manifest_bundle/* entryReference */.cb)(file.text) : (0,mcpb_manifest_bundle/* reference */.ir)(file.text);
        if (!ref.ok)
            continue;
        const state = fileState(bundle, ref.path, file);
        if (state.kind !== 'built')
            continue;
        const without = file.what === 'entry point' ? 'has no server to start' : 'fails mcpb validate and shows no icon';
        report(file.pointer, state.ignored === undefined
            ? `The ${file.what} ${(0,json/* quote */.hD)(file.text)} is not in the bundle folder, but ${state.reason}, so a build or release step presumably makes it. Make sure that step runs before "mcpb pack", and run "mcpb validate" on the bundle it packs: a bundle packed without it ${without}.`
            : `.mcpbignore here leaves the ${file.what} ${(0,json/* quote */.hD)(file.text)} out (its line ${(0,json/* quote */.hD)(state.ignored)}), but ${state.reason}, so a build step presumably copies it into the folder it packs. Make sure that step copies it, and run "mcpb validate" on the bundle it packs: a bundle without it ${without}.`);
    }
}));

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/entry-point.ts






/**
 * mcpdesc.mcpb.entry-point: "server.entry_point" names a file inside the bundle folder, relative to the
 * manifest, that is there and that .mcpbignore does not leave out. mcpb validate does not look; the client
 * finds out when it starts the server. A file a build makes (package.json says so) is mcpdesc.mcpb.build-output's;
 * a variable in the path is mcpdesc.mcpb.entry-point-variable's.
 */
/* harmony default export */ const entry_point = (mcpbRule('mcpdesc.mcpb.entry-point', (context) => {
    const entry = entryPoint(context.manifest);
    if (!entry)
        return;
    const { report, bundle } = context;
    const shown = (0,json/* quote */.hD)(entry.text);
    // "${__dirname}/server/index.js" is looked for as "server/index.js" (its variable is noted by mcpdesc.mcpb.entry-point-variable).
    const ref = (0,mcpb_manifest_bundle/* entryReference */.cb)(entry.text);
    if (!ref.ok) {
        switch (ref.problem) {
            case 'empty':
                return report(entry.pointer, '"server.entry_point" is empty: it must name the file the server starts from, relative to the manifest: set it to that path, such as "server/index.js".');
            case 'variable':
                // No path to look for: mcpdesc.mcpb.entry-point-variable notes it.
                return;
            case 'remote':
                return report(entry.pointer, `The entry point ${shown} is a URL, but a bundle runs its server from its own files. Name the file inside the bundle, such as "server/index.js".`);
            case 'absolute':
                return report(entry.pointer, `The entry point ${shown} is an absolute path, which exists only on this machine: each user's client installs the bundle somewhere else. Write it relative to the manifest, such as "server/index.js".`);
            case 'outside':
                return report(entry.pointer, `The entry point ${shown} leaves the bundle folder, so mcpb pack does not include it and the installed bundle has no server to start. Move the server into the folder of manifest.json.`);
        }
    }
    if (!bundle)
        return;
    const state = fileState(bundle, ref.path, entry);
    if (state.kind === 'ignored') {
        report(entry.pointer, state.present
            ? `.mcpbignore leaves the entry point ${shown} out of the bundle (its line ${(0,json/* quote */.hD)(state.pattern)}), so the installed bundle has no server to start. Remove or narrow that line.`
            : `The entry point ${shown} is not in the bundle folder, and .mcpbignore would leave it out even once it is built (its line ${(0,json/* quote */.hD)(state.pattern)}), so the installed bundle would have no server to start. Remove or narrow that line.`);
    }
    else if (state.kind === 'directory' && !launchesItself(context.manifest)) {
        report(entry.pointer, `The entry point ${shown} is a folder, and with no "server.mcp_config" command the host starts the server from that file itself: name the file the server starts from, such as ${(0,json/* quote */.hD)(external_node_path_.posix.join(ref.path, 'index.js'))}.`);
    }
    else if (state.kind === 'missing' && state.slashed !== undefined) {
        report(entry.pointer, backslashed(`The entry point ${shown}`, state.slashed, 'the bundle has no server to start'));
    }
    else if (state.kind === 'missing') {
        report(entry.pointer, `The entry point ${shown} is not in the bundle folder (mcpdesc looked for ${(0,json/* quote */.hD)(bundle.fromRoot(ref.path))}), so the bundle would have no server to start. Commit it or correct the path; if a build makes it, a package.json build script beside the manifest that names it (or writes its folder) tells mcpdesc so.`);
    }
}));
/**
 * Whether "server.mcp_config" says what to run. The client then runs that command, and mcpb validate asks
 * only for a string, so a folder as the entry point ("." beside `sh ${__dirname}/run.sh`, or the package
 * `node ${__dirname}/server` resolves) breaks nothing; without it the host opens the entry point itself.
 */
function launchesItself(manifest) {
    const server = manifest.server;
    return (0,json/* isObject */.Gv)(server) && (0,json/* isObject */.Gv)(server.mcp_config) && typeof server.mcp_config.command === 'string' && server.mcp_config.command.trim() !== '';
}

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/field-version.ts



/**
 * mcpdesc.mcpb.field-version: no key or value of another manifest version. Versions only add (0.2
 * "privacy_policies"; 0.3 "icons", "localization", "_meta"; 0.4 the "uv" server type), and each version's
 * strict schema rejects what a later one added, so the message names the versions that have it.
 */
/* harmony default export */ const field_version = (mcpbRule('mcpdesc.mcpb.field-version', (context) => {
    const { version, report } = context;
    for (const issue of context.versionIssues()) {
        const where = mcpb_manifest_versions/* MCPB_AXIS */.$p.describe(issue.versions);
        const advice = adviceFor(issue, version);
        if (issue.what === 'key') {
            report(issue.pointer, `mcpb rejects ${JSON.stringify(issue.path)} in a ${version} manifest: the property exists ${where}. ${advice}`, 'key');
        }
        else {
            report(issue.pointer, `mcpb rejects ${JSON.stringify(issue.path)}: ${(0,json/* quote */.hD)(issue.value)} in a ${version} manifest: that value exists ${where}. ${advice}`);
        }
    }
}));
function adviceFor(issue, declared) {
    const later = issue.versions.filter((v) => mcpb_manifest_versions/* MCPB_AXIS */.$p.compare(v, declared) > 0);
    const instead = issue.what === 'value' && issue.allowed ? `use ${(0,json/* listOf */.c3)(issue.allowed)}` : 'remove it';
    if (later.length === 0)
        return `It was removed after ${issue.versions[issue.versions.length - 1]}: ${instead}.`;
    const next = later[0];
    return `Declare "manifest_version": "${next}"${later.length > 1 ? ' (or later)' : ''}, or ${instead}.`;
}

// EXTERNAL MODULE: ./src/detect/hidden.ts
var detect_hidden = __webpack_require__(7887);
;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/hidden-characters.ts




/**
 * mcpdesc.mcpb.hidden-characters: no string of the manifest (tool and prompt descriptions, prompt text that
 * reaches the model, the command and arguments a client runs, keys) hides invisible, bidi-control or tag
 * characters, which make what a client or model reads differ from what a reviewer sees.
 */
/* harmony default export */ const hidden_characters = (mcpbRule('mcpdesc.mcpb.hidden-characters', (context) => {
    const visit = (value, pointer, name) => {
        if (typeof value === 'string') {
            if ((0,detect_hidden/* maybeHidden */.N$)(value))
                report(pointer, name ? JSON.stringify(name) : 'This string', value, 'value');
        }
        else if (Array.isArray(value)) {
            for (const [index, item] of value.entries())
                visit(item, (0,util_pointer/* joinPointer */.Kn)(pointer, index), name);
        }
        else if ((0,json/* isObject */.Gv)(value)) {
            for (const [key, item] of Object.entries(value)) {
                const at = (0,util_pointer/* joinPointer */.Kn)(pointer, key);
                if ((0,detect_hidden/* maybeHidden */.N$)(key))
                    report(at, 'This property name', key, 'key');
                visit(item, at, key);
            }
        }
    };
    const report = (pointer, subject, text, target) => {
        const hidden = (0,detect_hidden/* describeHidden */.Y7)(text);
        if (!hidden)
            return;
        context.report(pointer, `${subject} contains ${hidden}. Hidden and bidirectional-control characters make what a client or model reads differ from what reviewers of the bundle see, a known way to smuggle instructions or disguise a command: remove them.`, target);
    };
    visit(context.manifest, '', undefined);
}));

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/icon.ts





const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/**
 * mcpdesc.mcpb.icon: what mcpb validate checks of "icon" (a path relative to the bundle, no
 * ${__dirname}, a file that is there, a PNG), and the same of each "icons[].src" but the PNG test, which
 * mcpb does not make of them. A remote icon is mcpdesc.mcpb.icon-remote's, one a build makes
 * mcpdesc.mcpb.build-output's, one that is there but .mcpbignore leaves out mcpdesc.mcpb.icon-ignored's.
 */
/* harmony default export */ const icon = (mcpbRule('mcpdesc.mcpb.icon', (context) => {
    const { report, bundle } = context;
    for (const icon of icons(context.manifest, context.version)) {
        const main = icon.pointer === '/icon';
        const shown = (0,json/* quote */.hD)(icon.text);
        const ref = (0,mcpb_manifest_bundle/* reference */.ir)(icon.text);
        if (!ref.ok) {
            if (ref.problem === 'empty' && !main)
                report(icon.pointer, 'The icon path is empty: name a PNG file inside the bundle, such as "icon.png", or remove this entry.');
            else if (ref.problem === 'remote' && !/^https?:\/\//i.test(icon.text))
                report(icon.pointer, `The icon ${shown} is not a file inside the bundle, so clients show no icon. Add the PNG to the bundle and write its path, such as "icon.png".`);
            else if (ref.problem === 'variable')
                report(icon.pointer, `MCPB substitutes no variables in icon paths${main ? ' (mcpb validate rejects ${__dirname} in "icon")' : ''}, so ${shown} names no file and clients show no icon. Write the path relative to the manifest, such as ${(0,json/* quote */.hD)(relativeSuggestion(icon.text))}.`);
            else if (ref.problem === 'absolute')
                report(icon.pointer, `The icon path ${shown} is absolute, but ${main ? 'mcpb validate requires a path relative to the bundle root: ' : ''}each user's client installs the bundle somewhere else. Write it relative to the manifest, such as ${(0,json/* quote */.hD)(external_node_path_.posix.basename(icon.text.replace(/\\/g, '/')))}.`);
            else if (ref.problem === 'outside')
                report(icon.pointer, `The icon ${shown} leaves the bundle folder, so mcpb pack does not include it and clients show no icon. Move it into the folder of manifest.json.`);
            continue;
        }
        if (!bundle)
            continue;
        const state = fileState(bundle, ref.path);
        // One that is there but left out breaks nothing mcpb checks: mcpdesc.mcpb.icon-ignored warns of it.
        if (state.kind === 'ignored' && !state.present) {
            report(icon.pointer, `The icon ${shown} is not in the bundle folder (mcpdesc looked for ${(0,json/* quote */.hD)(bundle.fromRoot(ref.path))}), and .mcpbignore would leave it out (its line ${(0,json/* quote */.hD)(state.pattern)})${main ? ', so mcpb validate fails with "Icon file not found"' : ', so clients show no icon'}. Add the PNG, and remove or narrow that line.`);
        }
        else if (state.kind === 'directory') {
            report(icon.pointer, `The icon path ${shown} is a folder, not a PNG file. Name the image itself, such as ${(0,json/* quote */.hD)(external_node_path_.posix.join(ref.path, 'icon.png'))}.`);
        }
        else if (state.kind === 'missing' && state.slashed !== undefined) {
            report(icon.pointer, backslashed(`The icon ${shown}`, state.slashed, main ? 'mcpb validate fails with "Icon file not found"' : 'clients show no icon'));
        }
        else if (state.kind === 'missing') {
            report(icon.pointer, `The icon ${shown} is not in the bundle folder (mcpdesc looked for ${(0,json/* quote */.hD)(bundle.fromRoot(ref.path))})${main ? ', so mcpb validate fails with "Icon file not found"' : ', so clients show no icon'}. Add the PNG or correct the path.`);
        }
        else if (state.kind === 'file' && main) {
            const head = bundle.head(ref.path, 16);
            if (head && !PNG.every((byte, i) => head[i] === byte)) {
                report(icon.pointer, `The icon ${shown} is not a PNG file${imageKind(head)}, and mcpb validate accepts only PNG icons. Convert it to PNG (512\u00d7512 pixels shows best in Claude Desktop).`);
            }
        }
    }
}));
function relativeSuggestion(text) {
    const rest = text.replace(/^\$\{__dirname\}[\\/]*/, '');
    return rest === text || rest.includes('${') || rest === '' ? 'icon.png' : rest;
}
/** What the first bytes say the file is, when they say. */
function imageKind(head) {
    const text = Buffer.from(head).toString('latin1');
    if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
        return ' (it is a JPEG image)';
    if (text.startsWith('GIF8'))
        return ' (it is a GIF image)';
    if (text.startsWith('RIFF') && text.slice(8, 12) === 'WEBP')
        return ' (it is a WebP image)';
    if (head[0] === 0 && head[1] === 0 && head[2] === 1 && head[3] === 0)
        return ' (it is a Windows icon)';
    if (/^\s*<(?:\?xml|svg)/i.test(text))
        return ' (it is an SVG image)';
    if (head.length === 0)
        return ' (it is empty)';
    return '';
}

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/icon-ignored.ts




/**
 * mcpdesc.mcpb.icon-ignored: an icon that is there but that .mcpbignore leaves out of the bundle. mcpb
 * validate and mcpb pack look for the icon in the folder, where it is, so nothing rejects the manifest:
 * the installed bundle just shows no icon. An icon .mcpbignore leaves out that is not there either is
 * mcpdesc.mcpb.icon's (validate fails), one a build copies in mcpdesc.mcpb.build-output's.
 */
/* harmony default export */ const icon_ignored = (mcpbRule('mcpdesc.mcpb.icon-ignored', (context) => {
    const { bundle } = context;
    if (!bundle)
        return;
    for (const icon of icons(context.manifest, context.version)) {
        const ref = (0,mcpb_manifest_bundle/* reference */.ir)(icon.text);
        if (!ref.ok)
            continue;
        const state = fileState(bundle, ref.path);
        if (state.kind !== 'ignored' || !state.present)
            continue;
        context.report(icon.pointer, `.mcpbignore leaves the icon ${(0,json/* quote */.hD)(icon.text)} out of the bundle (its line ${(0,json/* quote */.hD)(state.pattern)}): mcpb pack accepts it, but the installed bundle shows no icon. Remove or narrow that line.`);
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/icon-remote.ts



/**
 * mcpdesc.mcpb.icon-remote: icons are files inside the bundle, not web addresses. mcpb validate warns
 * about a remote "icon"; Claude Desktop shows only icons the bundle carries.
 */
/* harmony default export */ const icon_remote = (mcpbRule('mcpdesc.mcpb.icon-remote', (context) => {
    for (const icon of icons(context.manifest, context.version)) {
        if (!/^https?:\/\//i.test(icon.text))
            continue;
        context.report(icon.pointer, `The icon ${(0,json/* quote */.hD)(icon.text)} is a remote URL: Claude Desktop shows only icon files inside the bundle${icon.pointer === '/icon' ? ', and mcpb validate warns about it' : ''}. Add the PNG to the bundle and write its path, such as "icon.png".`);
    }
}));

// EXTERNAL MODULE: ./src/detect/secrets.ts
var secrets = __webpack_require__(7654);
;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/variables.ts
/**
 * MCPB's `${\u2026}` variables. When a client installs a bundle it fills in, in `server.mcp_config` (command,
 * args, env and their platform overrides), `${__dirname}`, the user's folders, the path separator and
 * `${user_config.KEY}`; a list option expands into several arguments only when an argument is exactly
 * its reference. Anything else it leaves as written. Prompt text has `${arguments.NAME}`, and
 * `localization.resources` has `${locale}`.
 */


/** Linear: no nested quantifier, and a bounded name. */
const BRACED = /\$\{([^{}]{0,200})\}/g;
function variablesIn(text) {
    if (!text.includes('${'))
        return [];
    return [...text.matchAll(BRACED)].map((match) => ({ text: match[0], name: match[1] }));
}
/** What a client fills in everywhere in `mcp_config` (and, for the folders, in option defaults). */
const PATH_VARIABLES = ['__dirname', 'HOME', 'DESKTOP', 'DOCUMENTS', 'DOWNLOADS', 'pathSeparator', '/'];
const USER_CONFIG_PREFIX = 'user_config.';
/** Other spellings of MCPB's prefix for options (`${config.KEY}`): mcpdesc.mcpb.variable suggests `${user_config.KEY}`. */
const OPTION_PREFIXES = ['userConfig.', 'user-config.', 'user_configs.', 'config.', 'user.', 'options.', 'settings.'];
/** The option a `${user_config.KEY}` names, or undefined for another variable. */
function userConfigKey(variable) {
    return variable.name.startsWith(USER_CONFIG_PREFIX) ? variable.name.slice(USER_CONFIG_PREFIX.length) : undefined;
}
/** Every string a client substitutes variables in: `server.mcp_config` and each of its platform overrides. */
function* configStrings(manifest) {
    const server = manifest.server;
    if (!(0,json/* isObject */.Gv)(server) || !(0,json/* isObject */.Gv)(server.mcp_config))
        return;
    const config = server.mcp_config;
    yield* launchStrings(config, '/server/mcp_config', config.command);
    if (!(0,json/* isObject */.Gv)(config.platform_overrides))
        return;
    for (const [platform, override] of Object.entries(config.platform_overrides)) {
        // An override without a command keeps the base one.
        if ((0,json/* isObject */.Gv)(override))
            yield* launchStrings(override, (0,util_pointer/* joinPointer */.Kn)('/server/mcp_config/platform_overrides', platform), override.command ?? config.command);
    }
}
function* launchStrings(config, pointer, command) {
    if (typeof config.command === 'string')
        yield { pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'command'), text: config.command, field: 'command', key: undefined, shellScript: false };
    if (Array.isArray(config.args)) {
        const script = shellScriptIndex(command, config.args);
        for (const [index, arg] of config.args.entries())
            if (typeof arg === 'string')
                yield { pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'args', index), text: arg, field: 'args', key: index, shellScript: index === script };
    }
    if ((0,json/* isObject */.Gv)(config.env)) {
        for (const [name, value] of Object.entries(config.env))
            if (typeof value === 'string')
                yield { pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'env', name), text: value, field: 'env', key: name, shellScript: false };
    }
}
/** POSIX shells, whose `${\u2026}` is parameter expansion (fish, cmd and PowerShell have other syntaxes). */
const POSIX_SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'ash']);
/** `-c`, or flags that include it: `-lc`, `-ec`, `-euc`. */
const COMMAND_FLAG = /^-[a-z]{0,5}c[a-z]{0,5}$/;
/** The index of the script argument when the command is `sh -c SCRIPT` (or bash, zsh \u2026), else -1. */
function shellScriptIndex(command, args) {
    if (typeof command !== 'string')
        return -1;
    const name = command.split(/[\\/]/).pop() ?? '';
    if (!POSIX_SHELLS.has(name))
        return -1;
    // The options come first; the first argument after them that is no option is the script.
    for (const [index, arg] of args.entries()) {
        if (typeof arg !== 'string' || !arg.startsWith('-'))
            return -1;
        if (COMMAND_FLAG.test(arg))
            return index + 1;
    }
    return -1;
}
/**
 * A shell's parameter expansion: `${NAME}`, `${NAME:-x}`, `${NAME-x}`, `${NAME:+x}`, `${#NAME}`, `${NAME%x}`,
 * `${1}`, `${@}`, bash's `${!NAME}` and `${NAME/a/b}`. Linear: one optional prefix, a name, then anything.
 */
const SHELL_EXPANSION = /^[#!]?(?:[A-Za-z_][A-Za-z0-9_]*|[0-9]+|[@*#?$!-])(?:[:=?+%#/^,[-].*)?$/s;
/** The name a shell expands for a `${\u2026}`, or undefined when the braces hold no parameter expansion. */
function shellParameter(variable) {
    if (!SHELL_EXPANSION.test(variable.name))
        return undefined;
    return /^[#!]?([A-Za-z_][A-Za-z0-9_]*|[0-9]+|[@*#?$!-])/.exec(variable.name)?.[1];
}
/** The options `user_config` declares, by key. */
function userConfig(manifest) {
    const options = manifest.user_config;
    if (!(0,json/* isObject */.Gv)(options))
        return [];
    return Object.entries(options).filter((entry) => (0,json/* isObject */.Gv)(entry[1]));
}

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/literal-secret.ts





/**
 * mcpdesc.mcpb.literal-secret: no credential written into "server.mcp_config" or a "user_config" default.
 * The manifest ships inside every copy of the bundle; a credential belongs in a "sensitive" option each
 * user fills in, passed as "${user_config.KEY}". Placeholders and references are not credentials.
 */
/* harmony default export */ const literal_secret = (mcpbRule('mcpdesc.mcpb.literal-secret', (context) => {
    for (const site of configStrings(context.manifest)) {
        const secret = secretIn(site);
        if (!secret)
            continue;
        (0,types/* rememberCredential */.bk)(context, site.text, secret);
        const key = optionKey(site);
        context.report(site.pointer, `This ${where(site)} holds what looks like a real credential: ${secret.kind} (${secret.redacted}). The manifest ships inside every copy of the bundle: revoke it, then declare a "user_config" option ${JSON.stringify(key)} with "sensitive": true and write "\${user_config.${key}}" here, so each user enters their own and the client stores it securely.`);
    }
    for (const [key, option] of userConfig(context.manifest)) {
        if (typeof option.default !== 'string')
            continue;
        const secret = (0,secrets/* findSecret */.mt)(option.default) ?? (0,secrets/* findSecretField */.uX)(option.default, () => key);
        if (!secret)
            continue;
        (0,types/* rememberCredential */.bk)(context, option.default, secret);
        context.report((0,util_pointer/* joinPointer */.Kn)('/user_config', key, 'default'), `The default of ${JSON.stringify(key)} holds what looks like a real credential: ${secret.kind} (${secret.redacted}). It ships in plain text in every copy of the bundle: revoke it, remove the default and mark the option "sensitive": true, so each user enters their own.`);
    }
}));
function secretIn(site) {
    const text = withoutVariables(site.text);
    const known = (0,secrets/* findSecret */.mt)(text);
    if (known)
        return known;
    if (text !== site.text)
        return null;
    if (site.field === 'env')
        return (0,secrets/* findSecretField */.uX)(site.text, () => String(site.key));
    if (site.field === 'args') {
        const option = /^--?([A-Za-z][\w-]{0,60})=(.+)$/.exec(site.text);
        if (option)
            return (0,secrets/* findSecretField */.uX)(option[2], () => option[1]);
    }
    return null;
}
/** The text with each variable blanked out: a reference is no secret, but one can sit beside it. */
function withoutVariables(text) {
    let out = text;
    for (const variable of variablesIn(text))
        out = out.split(variable.text).join('X'.repeat(variable.text.length));
    return out;
}
function where(site) {
    if (site.field === 'env')
        return `environment variable (${String(site.key)})`;
    return site.field === 'args' ? 'argument' : 'command';
}
/** The option to declare: the variable's name in lower case for env, else "api_key". */
function optionKey(site) {
    if (site.field === 'env' && typeof site.key === 'string' && /^[A-Za-z_][A-Za-z0-9_]*$/.test(site.key))
        return site.key.toLowerCase();
    const option = /^--?([A-Za-z][\w-]{0,60})=/.exec(site.text);
    return option ? option[1].replace(/-/g, '_').toLowerCase() : 'api_key';
}

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/manifest-version.ts



const KNOWN = (0,json/* listOf */.c3)(mcpb_manifest_versions/* MCPB_VERSIONS */.H7);
const NEWEST = mcpb_manifest_versions/* MCPB_VERSIONS */.H7[mcpb_manifest_versions/* MCPB_VERSIONS */.H7.length - 1];
const STOPS = 'mcpb validate stops with "Unrecognized or unsupported manifest version" (and mcpb pack refuses the bundle) before it checks anything else, and so does mcpdesc';
/**
 * mcpdesc.mcpb.manifest-version: the manifest declares a version mcpb resolves, a string "0.1" to "0.4"
 * in "manifest_version" (or the older "dxt_version"). Otherwise this is the file's one finding.
 */
/* harmony default export */ const manifest_version = ((0,types/* documentRule */.yr)('mcpdesc.mcpb.manifest-version', ({ parsed, report }) => {
    const manifest = parsed.value;
    if (!(0,json/* isObject */.Gv)(manifest) || (0,mcpb_manifest_versions/* resolveVersion */.x)(manifest))
        return;
    const key = (0,json/* hasOwn */.$3)(manifest, 'manifest_version') ? 'manifest_version' : (0,json/* hasOwn */.$3)(manifest, 'dxt_version') ? 'dxt_version' : undefined;
    if (!key) {
        report('', `This manifest declares no "manifest_version", so ${STOPS}. Add "manifest_version": "0.3" (or the version it is written for: ${KNOWN}).`);
        return;
    }
    const declared = manifest[key];
    const pointer = `/${key}`;
    if (typeof declared === 'number' && (0,mcpb_manifest_versions/* isMcpbVersion */.Jo)(String(declared))) {
        report(pointer, `"${key}" must be the string "${String(declared)}", not the number ${String(declared)}: mcpb knows versions only as text, so ${STOPS}. Quote it.`, 'value', undefined, { value: String(declared), description: `Quote ${String(declared)}` });
    }
    else if (typeof declared !== 'string') {
        report(pointer, `"${key}" must be a string naming the manifest version (${KNOWN}), but it is ${(0,json/* describeValue */.bp)(declared)}, so ${STOPS}. Set it to the version the manifest is written for, such as "0.3".`);
    }
    else {
        report(pointer, `${(0,json/* quote */.hD)(declared)} is not a manifest version mcpb knows (${KNOWN}), so ${STOPS}. ${suggestion(declared)}`);
    }
}));
function suggestion(declared) {
    const near = nearVersion(declared);
    if (near)
        return `Did you mean "${near}"?`;
    const number = /^\s*v?(\d+)\.(\d+)/i.exec(declared);
    if (number && (Number(number[1]) > 0 || Number(number[2]) > Number(NEWEST.split('.')[1])))
        return `It may be newer than ${NEWEST}, the newest version mcpb and mcpdesc know: declare one of them, or upgrade both.`;
    return `Declare one of them, e.g. "manifest_version": "0.3".`;
}
/** "v0.3", " 0.3", "0.3.0", "0.30" \u2192 "0.3", when that is a version. */
function nearVersion(declared) {
    const match = /^\s*v?0*(\d{1,3})\.(\d{1,3})(?:\.0+)?\s*$/i.exec(declared);
    const candidate = match ? String(Number(`${match[1]}.${match[2]}`)) : undefined;
    return candidate && (0,mcpb_manifest_versions/* isMcpbVersion */.Jo)(candidate) ? candidate : undefined;
}

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/name-format.ts



const ALLOWED = /^[A-Za-z0-9_.-]+$/;
const MAX_LENGTH = 128;
const CHARACTERS = 'A-Z, a-z, 0-9, "_", "-" and "."';
/**
 * mcpdesc.mcpb.name-format: each "tools[].name" is a name in MCP's tool-name format (1 to 128 characters
 * from A-Z, a-z, 0-9, "_", "-", "."): the manifest lists what the server serves, and clients match the two
 * by name. A name with spaces is usually the tool's title. Prompt names are not checked: neither the MCP
 * specification nor the MCPB schema restricts their characters, and a manifest prompt carries its own text.
 */
/* harmony default export */ const name_format = (mcpbRule('mcpdesc.mcpb.name-format', (context) => {
    const tools = context.manifest.tools;
    if (!Array.isArray(tools))
        return;
    for (const [index, tool] of tools.entries()) {
        if (!(0,json/* isObject */.Gv)(tool) || typeof tool.name !== 'string')
            continue;
        const name = tool.name;
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', index, 'name');
        if (name.length === 0) {
            context.report(pointer, `The tool name is empty. Clients match the manifest's tools to the server's by name: write the name the server registers (1 to ${MAX_LENGTH} characters from ${CHARACTERS}).`);
        }
        else if (!ALLOWED.test(name) && looksLikeTitle(name)) {
            context.report(pointer, `Tool ${(0,json/* quote */.hD)(name)} is listed by its title, not its name: clients match the manifest's tools to the tools the server serves by name, and an MCP tool name has no spaces (only ${CHARACTERS}). Write the name the server registers, such as ${(0,json/* quote */.hD)(suggestName(name))}, and keep the title for "description".`);
        }
        else if (!ALLOWED.test(name)) {
            context.report(pointer, `Tool name ${(0,json/* quote */.hD)(name)} contains ${describeCharacters(name)}: MCP tool names use only ${CHARACTERS}, so clients and models can match and call them. Write the name the server registers, such as ${(0,json/* quote */.hD)(suggestName(name))}.`);
        }
        else if (name.length > MAX_LENGTH) {
            context.report(pointer, `Tool name ${(0,json/* quote */.hD)(name)} is ${name.length} characters long; MCP tool names have at most ${MAX_LENGTH}. Shorten it, as the server registers it.`);
        }
    }
}));
/** Words separated by spaces, most of them capitalized: "Resolve Context7 Library ID". */
function looksLikeTitle(name) {
    const words = name.trim().split(/\s+/);
    return words.length > 1 && words.filter((w) => /^[A-Z0-9]/.test(w)).length * 2 >= words.length;
}
function suggestName(name) {
    const replaced = name
        .trim()
        .toLowerCase()
        .replace(/[^a-z0-9_.-]+/g, '_');
    let start = 0;
    let end = replaced.length;
    while (start < end && replaced[start] === '_')
        start++;
    while (end > start && replaced[end - 1] === '_')
        end--;
    return (replaced.slice(start, end) || 'tool').slice(0, MAX_LENGTH);
}
function describeCharacters(name) {
    const bad = [...new Set([...name].filter((c) => !ALLOWED.test(c)))];
    const shown = bad.slice(0, 5).map((c) => (c === ' ' ? 'a space' : /\s/.test(c) ? JSON.stringify(c) : `"${c}"`));
    return shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
}

// EXTERNAL MODULE: ./src/util/suggest.ts
var suggest = __webpack_require__(7406);
;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/prompt-argument.ts





const PREFIX = 'arguments.';
/** Other spellings of the prefix, reported only when what follows is a declared argument. */
const NEAR_PREFIXES = ['argument.', 'args.', 'arg.', 'params.', ''];
/**
 * mcpdesc.mcpb.prompt-argument: a prompt's "text" uses only "${arguments.NAME}" for names its "arguments"
 * list. The client asks for the listed arguments and fills in those; any other reference reaches the
 * model as written.
 */
/* harmony default export */ const prompt_argument = (mcpbRule('mcpdesc.mcpb.prompt-argument', (context) => {
    const prompts = context.manifest.prompts;
    if (!Array.isArray(prompts))
        return;
    for (const [index, prompt] of prompts.entries()) {
        if (!(0,json/* isObject */.Gv)(prompt) || typeof prompt.text !== 'string')
            continue;
        const declared = Array.isArray(prompt.arguments) ? prompt.arguments.filter((a) => typeof a === 'string') : [];
        const name = typeof prompt.name === 'string' ? `Prompt ${(0,json/* quote */.hD)(prompt.name)}` : 'This prompt';
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/prompts', index, 'text');
        for (const variable of variablesIn(prompt.text)) {
            if (variable.name.startsWith(PREFIX)) {
                const argument = variable.name.slice(PREFIX.length);
                if (declared.includes(argument))
                    continue;
                const near = (0,suggest/* closest */.k)(argument, declared);
                const fix = near
                    ? `Did you mean "\${arguments.${near}}"? Otherwise add ${JSON.stringify(argument)} to "arguments".`
                    : `Add ${JSON.stringify(argument)} to its "arguments".`;
                const has = declared.length > 0 ? `its "arguments" list only ${(0,json/* listOf */.c3)(declared, 'and')}` : 'it declares no "arguments"';
                context.report(pointer, `${name} uses ${(0,json/* quote */.hD)(variable.text)}, but ${has}: the client never asks for ${JSON.stringify(argument)}, so the model receives the text as written. ${fix}`);
                continue;
            }
            const prefix = NEAR_PREFIXES.find((p) => variable.name.startsWith(p) && declared.includes(variable.name.slice(p.length)));
            if (prefix === undefined)
                continue;
            const argument = variable.name.slice(prefix.length);
            context.report(pointer, `${name} writes ${(0,json/* quote */.hD)(variable.text)}, which the client does not fill in: arguments are written "\${arguments.${argument}}". Write that, or the model receives the text as written.`);
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/sensitive-default.ts



/**
 * mcpdesc.mcpb.sensitive-default: a "sensitive" option (a credential the client masks and stores
 * securely) has no "default". A default ships in plain text in every copy of the bundle, and a user who
 * keeps it sends that value as their credential. An empty default ("" or []) carries nothing and passes.
 */
/* harmony default export */ const sensitive_default = (mcpbRule('mcpdesc.mcpb.sensitive-default', (context) => {
    for (const [key, option] of userConfig(context.manifest)) {
        if (option.sensitive !== true || !Object.hasOwn(option, 'default'))
            continue;
        const value = option.default;
        if (value === '' || (Array.isArray(value) && value.length === 0))
            continue;
        context.report((0,util_pointer/* joinPointer */.Kn)('/user_config', key, 'default'), `The option ${JSON.stringify(key)} is sensitive, but it has a default: the default ships in plain text in every copy of the bundle, and a user who keeps it sends that value as their credential. Remove "default" and let each user enter their own.`, 'key');
    }
}));

// EXTERNAL MODULE: ./src/engine/fix.ts
var fix = __webpack_require__(7977);
;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/structure.ts




const REJECTS = 'mcpb rejects this manifest';
/**
 * mcpdesc.mcpb.structure: the manifest has the fields its version's schema requires, with the types and
 * values it allows (what mcpb validate checks first). Unknown keys are mcpdesc.mcpb.unknown-key's, keys
 * and values of other versions mcpdesc.mcpb.field-version's.
 */
/* harmony default export */ const structure = (mcpbRule('mcpdesc.mcpb.structure', (context) => {
    const { manifest, version, report } = context;
    const elsewhere = new Set(context.versionIssues().map((i) => i.pointer));
    for (const issue of context.issues()) {
        if (issue.kind !== 'invalid' || issue.unknown || elsewhere.has(issue.pointer))
            continue;
        if (issue.pointer === '/manifest_version' || issue.pointer === '/dxt_version') {
            report(issue.pointer, disagreement(issue.pointer.slice(1), manifest, version));
            continue;
        }
        report(issue.pointer, `${REJECTS}: ${lowerFirst(issue.message)}${hint(issue.pointer, issue.missing?.key, manifest)}`, issue.target, (0,fix/* missingKeyFix */.v9)(issue.pointer, issue.missing, (0,util_pointer/* getAt */.sM)(manifest, issue.pointer)));
    }
    for (const problem of stringProblems(context.sites())) {
        report(problem.pointer, `${REJECTS}: ${JSON.stringify(problem.path)} must be ${problem.expected}, not ${(0,json/* quote */.hD)(problem.value)}.${urlHint(problem) || ' Correct it.'}`);
    }
}));
/** Both version keys are there and say different things: mcpb went by one and rejects the other. */
function disagreement(key, manifest, version) {
    if (key === 'manifest_version') {
        return `"manifest_version" is ${(0,json/* shown */.SP)(manifest.manifest_version)}, which is no version mcpb knows, so mcpb went by "dxt_version" ("${version}") and then rejects the manifest because the two disagree. Write "manifest_version": "${version}" and remove "dxt_version".`;
    }
    return `"dxt_version" says ${(0,json/* shown */.SP)(manifest.dxt_version)} but "manifest_version" says "${version}": mcpb reads the manifest as ${version} and rejects it because the two disagree. Remove "dxt_version", the old name of "manifest_version".`;
}
function hint(pointer, missing, manifest) {
    const server = manifest.server;
    if (pointer === '/server' && missing === 'mcp_config' && (0,json/* isObject */.Gv)(server) && server.type === 'uv')
        return ' MANIFEST.md calls it optional for a "uv" server, but mcpb validate requires it: give the "command" (and "args") that start the server.';
    if (pointer === '/server' && missing === 'mcp_config' && !((0,json/* isObject */.Gv)(server) && (0,json/* hasOwn */.$3)(server, 'mcp_config')))
        return ' It tells the client how to start the server: {"command": \u2026, "args": [...], "env": {...}}.';
    return '';
}
function urlHint(problem) {
    if (!problem.expected.startsWith('a URL') || !/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(problem.value))
        return '';
    return ` Did you mean "https://${problem.value}"?`;
}
function lowerFirst(text) {
    return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/unknown-key.ts






/** Keys other formats put in a manifest.json, and where MCPB has what they mean. */
const ELSEWHERE = {
    scripts: 'build and start scripts belong in package.json',
    dependencies: 'dependencies belong in package.json (or pyproject.toml), and are bundled with the server',
    devDependencies: 'dependencies belong in package.json',
    main: 'the file the server starts from is "server.entry_point"',
    entry_point: 'it belongs inside "server"',
    mcp_config: 'it belongs inside "server"',
    command: 'how the server starts belongs in "server.mcp_config"',
    args: 'how the server starts belongs in "server.mcp_config"',
    env: 'how the server starts belongs in "server.mcp_config"',
    mcpServers: 'a bundle has one server, started by "server.mcp_config"',
    id: 'the bundle\'s machine-readable identifier is "name"',
    title: 'the name shown to users is "display_name"',
};
/**
 * mcpdesc.mcpb.unknown-key: every key is one the manifest's version defines. mcpb's schemas are strict
 * (no "x-" extension keys either), so mcpb validate rejects any other; from 0.3 on, "_meta" holds vendor data.
 */
/* harmony default export */ const unknown_key = (mcpbRule('mcpdesc.mcpb.unknown-key', (context) => {
    const { version, report } = context;
    const issues = context.issues();
    // A misspelt required key is the structure rule's finding ("Found "entrypoint": did you mean "entry_point"?").
    const typos = new Set(issues.flatMap((i) => (i.missing?.found ? [(0,util_pointer/* joinPointer */.Kn)(i.pointer, i.missing.found)] : [])));
    const unknown = issues.flatMap((i) => (i.unknown ? [{ pointer: i.pointer, key: i.unknown.key, known: i.unknown.known, noun: i.unknown.noun }] : []));
    // The model lets "x-" keys through (mcpdesc's own formats allow them); mcpb's strict schemas do not.
    for (const site of context.sites()) {
        for (const key of Object.keys(site.value)) {
            if (!key.startsWith('x-') || fieldOf(site, key))
                continue;
            const fields = site.definition.fields ?? {};
            const known = Object.keys(fields).filter((k) => mcpb_manifest_versions/* MCPB_AXIS */.$p.inSpan(version, fields[k]));
            unknown.push({ pointer: (0,util_pointer/* joinPointer */.Kn)(site.pointer, key), key, known, noun: site.definition.noun });
        }
    }
    for (const { pointer, key, known, noun } of unknown) {
        if (typos.has(pointer))
            continue;
        const root = pointer.split('/').length === 2;
        const owner = root ? 'the manifest' : `this ${noun ?? 'object'}`;
        const typo = (0,suggest/* closest */.k)(key, known);
        const advice = typo
            ? `Did you mean ${JSON.stringify(typo)}?`
            : Object.hasOwn(ELSEWHERE, key) && root
                ? `Remove it: ${ELSEWHERE[key]}.`
                : root && mcpb_manifest_versions/* MCPB_AXIS */.$p.compare(version, '0.3') >= 0
                    ? 'Remove it, or keep vendor data under "_meta", keyed by a reverse-DNS name such as "com.example.app".'
                    : known.length <= 6
                        ? `Remove it (${withArticle(noun ?? 'value')} has ${(0,json/* listOf */.c3)(known, 'and')}).`
                        : 'Remove it.';
        report(pointer, `mcpb rejects this manifest: ${owner} has no property ${JSON.stringify(key)} in ${version}, and mcpb's schema allows no other keys. ${advice}`, 'key');
    }
}));
function withArticle(noun) {
    return /^(?:[aeiou]|MCP)/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/unused-user-config.ts




/**
 * mcpdesc.mcpb.unused-user-config: every required "user_config" option reaches the server through some
 * "${user_config.KEY}" in "server.mcp_config". A client will not start the server until the user fills a
 * required option in, so one that goes nowhere asks for a value (often a credential) for nothing.
 */
/* harmony default export */ const unused_user_config = (mcpbRule('mcpdesc.mcpb.unused-user-config', (context) => {
    const options = userConfig(context.manifest);
    if (options.length === 0)
        return;
    const used = new Set();
    /** Options written with another prefix (`${config.KEY}`): mcpdesc.mcpb.variable reports the typo, with the fix. */
    const misprefixed = new Set();
    for (const site of configStrings(context.manifest))
        for (const variable of variablesIn(site.text)) {
            used.add(userConfigKey(variable) ?? '');
            const prefix = OPTION_PREFIXES.find((p) => variable.name.startsWith(p));
            if (prefix)
                misprefixed.add(variable.name.slice(prefix.length));
        }
    used.delete('');
    // A reference to a misspelt key is mcpdesc.mcpb.user-config-reference's finding; the option it meant is not unused.
    const keys = options.map(([key]) => key);
    const meant = new Set([...used, ...misprefixed].map((key) => (0,suggest/* closest */.k)(key, keys)));
    for (const [key, option] of options) {
        if (option.required !== true || used.has(key) || meant.has(key))
            continue;
        context.report((0,util_pointer/* joinPointer */.Kn)('/user_config', key), `The required option ${JSON.stringify(key)} is never passed to the server: no "\${user_config.${key}}" appears in "server.mcp_config", yet the client will not start the server until the user fills it in. Pass it in "args" or "env", or remove the option.`, 'key');
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/user-config-reference.ts




/**
 * mcpdesc.mcpb.user-config-reference: every "${user_config.KEY}" in "server.mcp_config" names an option
 * "user_config" declares; a client leaves any other as written, so the server gets the literal text. An
 * option with "multiple": true expands into several arguments only when an argument is exactly its
 * reference; inside other text, or in "env", the client cannot put a list and leaves it as written too.
 */
/* harmony default export */ const user_config_reference = (mcpbRule('mcpdesc.mcpb.user-config-reference', (context) => {
    const options = (0,json/* isObject */.Gv)(context.manifest.user_config) ? context.manifest.user_config : {};
    const declared = Object.keys(options);
    for (const site of configStrings(context.manifest)) {
        for (const variable of variablesIn(site.text)) {
            const key = userConfigKey(variable);
            if (key === undefined)
                continue;
            if (!Object.hasOwn(options, key)) {
                const near = (0,suggest/* closest */.k)(key, declared);
                const hint = near
                    ? `Did you mean "\${user_config.${near}}"?`
                    : declared.length > 0
                        ? `"user_config" declares ${(0,json/* listOf */.c3)(declared)}: declare ${JSON.stringify(key)} there, or correct the reference.`
                        : `The manifest has no "user_config": declare ${JSON.stringify(key)} there ({"type": "string", "title": \u2026, "description": \u2026}), or remove the reference.`;
                context.report(site.pointer, `${(0,json/* quote */.hD)(variable.text)} names no option of "user_config", so the client leaves it as written and the server receives that text instead of a value. ${hint}`);
                continue;
            }
            const option = options[key];
            if (!(0,json/* isObject */.Gv)(option) || option.multiple !== true)
                continue;
            const alone = site.field === 'args' && site.text === variable.text;
            if (alone)
                continue;
            context.report(site.pointer, `The option ${JSON.stringify(key)} takes several values ("multiple": true), and a client expands a list only into an argument that is exactly ${(0,json/* quote */.hD)(variable.text)}; ${site.field === 'env' ? 'in "env"' : 'inside other text'} it leaves the reference as written once the user picks values. Pass it as an argument of its own.`);
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/variable.ts





const SUBSTITUTED = '${__dirname}, ${HOME}, ${DESKTOP}, ${DOCUMENTS}, ${DOWNLOADS}, ${pathSeparator} (or ${/}) and ${user_config.KEY}';
const IN_DEFAULTS = '${HOME}, ${DESKTOP}, ${DOCUMENTS}, ${DOWNLOADS}, ${__dirname} and ${pathSeparator}';
/**
 * mcpdesc.mcpb.variable: every "${\u2026}" in "server.mcp_config" is a variable MCPB fills in, and every one in
 * a "user_config" default is a folder variable. A client leaves any other as written, so the server gets
 * the text "${API_KEY}" where a value was meant: MCPB has no syntax for the user's environment variables.
 * The script of `sh -c` is the exception: MCPB leaves its `${DB_URL:-}` as written and the shell expands
 * it from the environment "env" sets, so only a near miss of MCPB's own variables is reported there.
 */
/* harmony default export */ const variable = (mcpbRule('mcpdesc.mcpb.variable', (context) => {
    const { report } = context;
    const declared = userConfig(context.manifest).map(([key]) => key);
    const hint = (variable) => hintFor(variable, declared);
    for (const site of configStrings(context.manifest)) {
        for (const variable of variablesIn(site.text)) {
            if (isSubstituted(variable))
                continue;
            if (site.shellScript && isShellOwn(variable))
                continue;
            report(site.pointer, `MCPB does not fill in ${(0,json/* quote */.hD)(variable.text)} in "server.mcp_config": it fills in only ${SUBSTITUTED}, so the server receives the text as written. ${hint(variable)}`);
        }
    }
    for (const [key, option] of userConfig(context.manifest)) {
        const value = option.default;
        const items = typeof value === 'string' ? [[value, (0,util_pointer/* joinPointer */.Kn)('/user_config', key, 'default')]] : [];
        if (Array.isArray(value))
            for (const [index, item] of value.entries())
                if (typeof item === 'string')
                    items.push([item, (0,util_pointer/* joinPointer */.Kn)('/user_config', key, 'default', index)]);
        for (const [text, pointer] of items) {
            for (const variable of variablesIn(text)) {
                if (PATH_VARIABLES.includes(variable.name))
                    continue;
                const why = variable.name.startsWith(USER_CONFIG_PREFIX) ? ' A default cannot refer to another option: write the value itself.' : ` ${hint(variable)}`;
                report(pointer, `A default may use only ${IN_DEFAULTS}; ${(0,json/* quote */.hD)(variable.text)} stays as written in the value the user sees.${why}`);
            }
        }
    }
}));
function isSubstituted(variable) {
    // ${user_config.KEY} with a key is mcpdesc.mcpb.user-config-reference's to check.
    return (PATH_VARIABLES.includes(variable.name) ||
        (variable.name.startsWith(USER_CONFIG_PREFIX) && variable.name.length > USER_CONFIG_PREFIX.length));
}
/** A parameter expansion the shell performs, and no misspelling of `${__dirname}`, `${HOME}` or `${user_config}`. */
function isShellOwn(variable) {
    const name = shellParameter(variable);
    if (name === undefined || name === 'user_config')
        return false;
    const lowered = name.toLowerCase();
    // Only names no script uses for itself count as misspellings: "${HOST}" is not a "${HOME}".
    if (PATH_VARIABLES.some((v) => v !== name && v.toLowerCase() === lowered))
        return false;
    return (0,suggest/* closest */.k)(name, ['__dirname', 'pathSeparator']) === undefined;
}
/**
 * The option of "user_config" a name means, spelt as declared (keys are matched exactly), with a note when
 * the spellings differ only in case; undefined when none is declared.
 */
function declaredOption(name, declared) {
    if (declared.includes(name))
        return `Did you mean "\${${USER_CONFIG_PREFIX}${name}}"? "user_config" declares it.`;
    const lowered = name.toLowerCase();
    const other = declared.find((key) => key.toLowerCase() === lowered);
    return other === undefined
        ? undefined
        : `Did you mean "\${${USER_CONFIG_PREFIX}${other}}"? "user_config" declares it as ${JSON.stringify(other)}, and keys are matched exactly, case and all.`;
}
function hintFor(variable, declared) {
    const { name } = variable;
    if (name === 'user_config' || name === USER_CONFIG_PREFIX)
        return 'Name the option: "${user_config.KEY}".';
    const prefix = OPTION_PREFIXES.find((p) => name.startsWith(p) && name.length > p.length);
    if (prefix)
        return declaredOption(name.slice(prefix.length), declared) ?? `Did you mean "\${${USER_CONFIG_PREFIX}${name.slice(prefix.length)}}"?`;
    const near = (0,suggest/* closest */.k)(name, PATH_VARIABLES.filter((v) => v.length > 1));
    if (near)
        return `Did you mean "\${${near}}"?`;
    if (name.startsWith('arguments.'))
        return '"${arguments.NAME}" is filled in only in prompt text: remove it here.';
    if (name === 'locale')
        return '"${locale}" is filled in only in "localization.resources": remove it here.';
    const env = /^(?:env[:.])?([A-Z][A-Z0-9_]*)$/.exec(name);
    if (env && PATH_VARIABLES.includes(env[1]))
        return `Did you mean "\${${env[1]}}"?`;
    const option = declaredOption(env ? env[1] : name, declared);
    if (option)
        return option;
    if (env)
        return `To get a value from the user, declare a "user_config" option (with "sensitive": true for a credential) and write "\${user_config.${env[1].toLowerCase()}}".`;
    if (shellParameter(variable) !== undefined)
        return 'MCPB starts the command without a shell, so shell syntax stays as written: declare a "user_config" option (with a "default") and write "${user_config.KEY}", or run the command through "sh -c".';
    return 'Remove it, or declare a "user_config" option and write "${user_config.KEY}".';
}

// EXTERNAL MODULE: ./src/detect/phrases.ts + 31 modules
var phrases = __webpack_require__(8677);
;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/injected-instructions.ts




const WHY = {
    override: 'tries to override the instructions the model already follows',
    secrecy: 'asks the model to hide something from the user',
    exfiltration: 'asks the model to read or send data the user did not ask for',
    sink: 'is a URL with a placeholder for the model to fill, so whatever it puts there goes to that host',
    steering: 'directs how the model calls tools, as tool shadowing does',
    'pseudo-tag': 'imitates a system or priority tag so the text reads like orders from the host',
    evidence: 'together make an order to the model about data, tools or the user, not a description',
};
/**
 * mcpdesc.mcpb.injected-instructions: the bundle's description, long description and the descriptions of
 * its tools and prompts describe the server; they do not give the model orders. The same detectors as
 * mcpdesc.security.injected-instructions read them (src/detect/phrases.ts). A prompt's `text` is an
 * instruction to the model by design, so it is not read. The long description is the server's overview, what
 * a descriptor's server instructions carry: read as those are, without steering, so the order the server
 * gives its own tools ("look the patient up with search_patients before using any other tool") is its
 * workflow, while orders over other servers' tools are read there as in instructions.
 */
/* harmony default export */ const injected_instructions = (mcpbRule('mcpdesc.mcpb.injected-instructions', (context) => {
    const { manifest } = context;
    // The names its tools and prompts use, so a tool's text is read with its own name and its siblings' as the other formats read it.
    const names = new Set();
    for (const key of ['tools', 'prompts']) {
        const list = manifest[key];
        if (Array.isArray(list))
            for (const item of list)
                if ((0,json/* isObject */.Gv)(item) && typeof item.name === 'string')
                    names.add(item.name);
    }
    const read = (value, pointer, name, own, steering = true) => {
        if (typeof value !== 'string' || value.trim() === '')
            return;
        const vocabulary = own === undefined ? undefined : { own: new Set([own]), siblings: new Set([...names].filter((n) => n !== own)), name: own };
        // The long description, read as server instructions are, with every name of the bundle its own: a name of none is another server's tool.
        const [first] = (0,phrases/* findInjectedPhrases */.op)(value, { steering, vocabulary }).concat(steering || names.size === 0 ? [] : (0,phrases/* findInjectedPhrases */.op)(value, { steering, vocabulary: { own: names, siblings: new Set() } }));
        if (!first)
            return;
        context.report(pointer, `${name} contains ${(0,phrases/* shownPhrase */.rK)(first)}, which ${WHY[first.category]}. The bundle's text reaches users and the model that reads its server's tools, and poisoned bundles hide orders there. Describe what the server does, and remove directives aimed at the model.`, 'value');
    };
    read(manifest.description, '/description', 'The bundle\'s "description"');
    read(manifest.long_description, '/long_description', 'The bundle\'s "long_description"', undefined, false);
    for (const key of ['tools', 'prompts']) {
        const list = manifest[key];
        if (!Array.isArray(list))
            continue;
        for (const [index, item] of list.entries()) {
            if (!(0,json/* isObject */.Gv)(item))
                continue;
            const label = typeof item.name === 'string' ? `${key === 'tools' ? 'Tool' : 'Prompt'} ${(0,json/* quote */.hD)(item.name)}'s "description"` : 'This "description"';
            read(item.description, (0,util_pointer/* joinPointer */.Kn)((0,util_pointer/* joinPointer */.Kn)(`/${key}`, index), 'description'), label, typeof item.name === 'string' ? item.name : undefined);
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/entry-point-variable.ts





/**
 * mcpdesc.mcpb.entry-point-variable: a "${\u2026}" in "server.entry_point". MCPB fills in variables only in
 * "server.mcp_config", but nothing reads "entry_point" as a path: mcpb validate and pack take any text
 * (a string in every schema version) and the client starts what "mcp_config" says. So it breaks nothing,
 * and is a note: the field is documented as a path relative to manifest.json. The file the rest of a
 * "${__dirname}/\u2026" path names is looked for by mcpdesc.mcpb.entry-point.
 */
/* harmony default export */ const entry_point_variable = (mcpbRule('mcpdesc.mcpb.entry-point-variable', (context) => {
    const entry = entryPoint(context.manifest);
    if (!entry || variablesIn(entry.text).length === 0)
        return;
    const rest = entry.text.replace(mcpb_manifest_bundle/* DIRNAME */.tN, '');
    const suggestion = rest !== entry.text && rest !== '' && !rest.includes('${')
        ? `Write ${(0,json/* quote */.hD)(rest)}`
        : 'Write the path of the server\'s file relative to manifest.json, such as "server/index.js"';
    context.report(entry.pointer, `MCPB fills in variables only in "server.mcp_config", so the entry point ${(0,json/* quote */.hD)(entry.text)} is not a path relative to manifest.json, as the field is documented. Nothing breaks, since mcpb validate accepts any text here and the client starts the server from "server.mcp_config", but tools that read the field find no file. ${suggestion}.`);
}));

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/rules/index.ts



















/** Read whatever the file holds: whether mcpb can tell its version at all. */
const DOCUMENT_RULES = [manifest_version];
/** Read the manifest as the version mcpb resolves. */
const RULES = [
    structure,
    unknown_key,
    field_version,
    entry_point,
    icon,
    icon_ignored,
    icon_remote,
    build_output,
    user_config_reference,
    unused_user_config,
    variable,
    sensitive_default,
    literal_secret,
    hidden_characters,
    prompt_argument,
    name_format,
    injected_instructions,
    entry_point_variable,
];

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/index.ts
/**
 * An MCPB bundle's `manifest.json` (formerly DXT), versioned by `manifest_version` (or the legacy
 * `dxt_version`) and resolved exactly as mcpb resolves it (versions.ts). Browser extensions and web apps
 * use the name `manifest.json` too, so only its content makes it one: a version key with a `server`
 * object, or a version string with an `author` object (a manifest that lost its `server`). A browser
 * extension's `manifest_version` is a number and its `author` a string or an e-mail object beside no
 * `server`, so it is neither.
 */





const MCPB_MANIFEST = {
    ...info/* MCPB_MANIFEST_INFO */.K,
    documentRules: DOCUMENT_RULES,
    rules: RULES,
    context: mcpbContext,
};
/* harmony default export */ const mcpb_manifest = ((0,types/* defineFormat */.nP)(MCPB_MANIFEST));


/***/ }),

/***/ 5742:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Me: () => (/* binding */ MCPB_DEFINITIONS),
/* harmony export */   QN: () => (/* binding */ STRING_CHECKS),
/* harmony export */   n5: () => (/* binding */ MCPB_MODEL)
/* harmony export */ });
/* harmony import */ var _schema_regex_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2347);
/* harmony import */ var _model_check_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4662);
/* harmony import */ var _model_dsl_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2730);
/* harmony import */ var _versions_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(2886);
/**
 * The MCPB manifest in mcpdesc's model vocabulary, on MCPB's own version axis (0.1 to 0.4). Every object
 * is closed, as mcpb's strict schemas are: a key no version defines is an error, and a key of another
 * version says which versions have it. Each field's history is its one line:
 *
 *   privacy_policies: opt(array(uri), since('0.2')),
 *
 * What the DSL has no word for (URLs, e-mail addresses, the patterns of icon sizes and locales) is in
 * STRING_CHECKS below, beside the field it belongs to.
 */




const closed = { closed: true };
/** Each version's schema names itself: `manifest_version` (and the old `dxt_version`) hold exactly that version. */
const ownVersion = (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .versioned */ .iF)(..._versions_js__WEBPACK_IMPORTED_MODULE_3__/* .MCPB_VERSIONS */ .H7.map((version) => [version, (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .constant */ .dY)(version)]));
const SERVER_TYPES = (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .versioned */ .iF)(['0.1', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .oneOf */ .yL)('python', 'node', 'binary')], ['0.4', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .oneOf */ .yL)('python', 'node', 'binary', 'uv')]);
/** How a server is started: the whole of `mcp_config`, and (every field optional) one platform's override. */
const serverConfig = (required) => ({
    command: required ? (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj) : (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
    args: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)),
    env: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .map */ .Tj)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)),
});
const MCPB_DEFINITIONS = [
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Manifest', 'manifest', {
        $schema: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        dxt_version: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(ownVersion, { deprecated: { since: '0.1', reason: 'it is DXT\'s name for "manifest_version"' } }),
        manifest_version: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(ownVersion),
        name: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        display_name: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        version: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        description: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        long_description: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        author: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Author')),
        repository: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Repository')),
        homepage: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .uri */ .Hr),
        documentation: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .uri */ .Hr),
        support: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .uri */ .Hr),
        icon: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        icons: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Icon')), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .since */ .XP)('0.3')),
        screenshots: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)),
        localization: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Localization'), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .since */ .XP)('0.3')),
        server: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Server')),
        tools: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Tool'))),
        tools_generated: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM),
        prompts: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Prompt'))),
        prompts_generated: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM),
        keywords: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)),
        license: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        privacy_policies: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .uri */ .Hr), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .since */ .XP)('0.2')),
        compatibility: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Compatibility')),
        user_config: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .map */ .Tj)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('UserConfigOption'))),
        _meta: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .map */ .Tj)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .object */ .Ik), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .since */ .XP)('0.3')),
    }, closed),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Author', 'author', { name: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), email: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), url: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .uri */ .Hr) }, closed),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Repository', 'repository', { type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), url: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .uri */ .Hr) }, closed),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Icon', 'icon', { src: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), size: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), theme: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj) }, { ...closed, ...(0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .since */ .XP)('0.3') }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Localization', 'localization', { resources: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), default_locale: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj) }, { ...closed, ...(0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .since */ .XP)('0.3') }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Server', 'server', { type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(SERVER_TYPES), entry_point: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), mcp_config: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('McpConfig')) }, closed),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('McpConfig', 'MCP configuration', { ...serverConfig(true), platform_overrides: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .map */ .Tj)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('PlatformOverride'))) }, closed),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('PlatformOverride', 'platform override', serverConfig(false), closed),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Compatibility', 'compatibility', { claude_desktop: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), platforms: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .oneOf */ .yL)('darwin', 'win32', 'linux'))), runtimes: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .ref */ .KR)('Runtimes')) }, closed),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Runtimes', 'runtimes', { python: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), node: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj) }, closed),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Tool', 'tool', { name: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), description: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj) }, closed),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('Prompt', 'prompt', { name: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), description: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), arguments: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)), text: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj) }, closed),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .define */ .E8)('UserConfigOption', 'user_config option', {
        type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .oneOf */ .yL)('string', 'number', 'boolean', 'directory', 'file')),
        title: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        description: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj),
        required: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM),
        // The list first: a list with a bad item is then read as a list, not as a wrong string.
        default: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .union */ .KC)([(0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('list of strings', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj)), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('string', _model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .string */ .Yj), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('number', _model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .ai), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .option */ .uK)('boolean', _model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM)])),
        multiple: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM),
        sensitive: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .boolean */ .zM),
        min: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .ai),
        max: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_2__/* .number */ .ai),
    }, closed),
];
const MCPB_MODEL = new _model_check_js__WEBPACK_IMPORTED_MODULE_1__/* .Model */ .Kx(_versions_js__WEBPACK_IMPORTED_MODULE_3__/* .MCPB_AXIS */ .$p, MCPB_DEFINITIONS);
/** zod's `.url()`: whatever the WHATWG URL parser accepts. */
const url = (value) => (URL.canParse(value) ? undefined : 'a URL such as "https://example.com"');
/** zod's `.email()`, without its two lookaheads (checked by hand) so that RE2 runs it in linear time. */
let EMAIL;
const email = (value) => 
// Compiled on first use: only manifests with an author e-mail need re2js.
!value.startsWith('.') && !value.includes('..') && (EMAIL ??= emailPattern()).test(value) ? undefined : 'an e-mail address such as "team@example.com"';
function emailPattern() {
    const RE2 = (0,_schema_regex_js__WEBPACK_IMPORTED_MODULE_0__/* .re2js */ .Xf)();
    return RE2.compile("^[A-Z0-9_'+\\-.]*[A-Z0-9_+-]@(?:[A-Z0-9][A-Z0-9\\-]*\\.)+[A-Z]{2,}$", RE2.CASE_INSENSITIVE);
}
const iconSize = (value) => (/^\d+x\d+$/.test(value) ? undefined : 'WIDTHxHEIGHT in pixels, such as "512x512"');
const theme = (value) => (value.length > 0 ? undefined : 'a non-empty theme name such as "light" or "dark" (or left out)');
const localePlaceholder = (value) => /\$\{locale\}/i.test(value) ? undefined : 'a path with the "${locale}" placeholder, such as "mcpb-resources/${locale}.json"';
const bcp47 = (value) => (/^[A-Za-z0-9]{2,8}(?:-[A-Za-z0-9]{1,8})*$/.test(value) ? undefined : 'a BCP 47 locale such as "en-US"');
/**
 * The refinements of mcpb's schemas, by definition and field; a list field's checks apply to each item.
 * All patterns are anchored and linear.
 */
const STRING_CHECKS = {
    Manifest: { homepage: url, documentation: url, support: url, privacy_policies: url },
    Author: { email, url },
    Repository: { url },
    Icon: { size: iconSize, theme },
    Localization: { resources: localePlaceholder, default_locale: bcp47 },
};


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

/***/ 2347:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  HQ: () => (/* binding */ DEFAULT_REGEX_TIMEOUT_MS),
  bn: () => (/* binding */ MAX_TIMEOUTS_PER_FILE),
  Vk: () => (/* binding */ RegexBudget),
  j0: () => (/* binding */ RegexTimeout),
  K8: () => (/* binding */ budgetedRegExp),
  Xf: () => (/* binding */ re2js)
});

// UNUSED EXPORTS: toRe2, translate

// EXTERNAL MODULE: ./src/util/lazy-require.ts
var lazy_require = __webpack_require__(6050);
// EXTERNAL MODULE: ./src/util/threads.ts
var threads = __webpack_require__(1361);
;// CONCATENATED MODULE: ./src/schema/regex-sandbox.ts

// Kept inline (and CommonJS, as eval'd workers are) so the bundles need no separate worker file.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const state = new Int32Array(workerData);
Atomics.store(state, 0, 1);
Atomics.notify(state, 0);
parentPort.on('message', ({ pattern, flags, input }) => {
  let result;
  try { result = new RegExp(pattern, flags).test(input) ? 1 : 2; } catch { result = 3; }
  Atomics.store(state, 1, result);
  Atomics.store(state, 0, 1);
  Atomics.notify(state, 0);
});
`;
/** How long a new worker may take to start before the sandbox gives up on it. */
const START_TIMEOUT_MS = 10_000;
class RegexSandbox {
    state = new Int32Array(new SharedArrayBuffer(8));
    worker;
    constructor() {
        this.worker = new ((0,threads/* workerThreads */.k)().Worker)(WORKER_SOURCE, {
            eval: true,
            workerData: this.state.buffer,
            resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
        });
        this.worker.unref();
        if (Atomics.wait(this.state, 0, 0, START_TIMEOUT_MS) === 'timed-out') {
            void this.worker.terminate();
            throw new Error('the regular-expression worker did not start');
        }
    }
    /** The match result, or 'timeout' (the worker is then terminated and this sandbox must not be reused). */
    test(pattern, flags, input, budgetMs) {
        Atomics.store(this.state, 0, 0);
        this.worker.postMessage({ pattern, flags, input });
        if (Atomics.wait(this.state, 0, 0, budgetMs) === 'timed-out') {
            void this.worker.terminate();
            return 'timeout';
        }
        const result = Atomics.load(this.state, 1);
        if (result === 3)
            throw new SyntaxError(`invalid regular expression: ${pattern}`);
        return result === 1;
    }
}

;// CONCATENATED MODULE: ./src/schema/simple-pattern.ts
/**
 * The simplest descriptor patterns, matched without loading re2js (whose Unicode tables cost a
 * one-file run more than the rest of its schema checks): an optional `^`, a sequence of ASCII
 * characters, classes of them (`[a-z0-9_-]`, `\d`, `\w`), each optionally quantified (`*`, `+`, `?`,
 * `{n}`, `{n,}`, `{n,m}`), and an optional `$`; flags "" or "u". Anything else (groups, alternation,
 * `.`, negated classes, other escapes, non-ASCII characters, other flags) is left to regex.ts.
 *
 * The pattern becomes a chain of states, each consuming one character of its set; an optional state
 * may be skipped and a repeated one consumes any number. A test advances the set of reachable states
 * one input character at a time, so it costs O(input length \u00d7 states) for every input, the same bound
 * RE2 gives: there is nothing to backtrack into.
 *
 * Matching by UTF-16 code units is exact here even with the u flag: every set is ASCII, so a surrogate
 * matches nothing, and a non-empty match starts (and an empty one may start) on a code point boundary.
 */
/** Expanded states allowed (`a{300}` is 300 states): beyond it the pattern goes to re2js. */
const MAX_STATES = 256;
/** Characters with a meaning of their own in a pattern: a literal one is escaped. */
const SYNTAX = '^$\\.*+?()[]{}|';
/** What may follow a backslash to stand for itself, with or without the u flag. */
const ESCAPABLE = `${SYNTAX}/`;
/** The pattern as a linear-time matcher, or undefined when it is not of the simple shape above. */
function simplePattern(pattern, flags) {
    if (flags !== '' && flags !== 'u')
        return undefined;
    const states = [];
    let i = 0;
    const anchoredStart = pattern.startsWith('^');
    if (anchoredStart)
        i++;
    let anchoredEnd = false;
    while (i < pattern.length) {
        if (pattern[i] === '$' && i === pattern.length - 1) {
            anchoredEnd = true;
            break;
        }
        const atom = readAtom(pattern, i);
        if (atom === undefined)
            return undefined;
        i = atom.end;
        const quantifier = readQuantifier(pattern, i);
        if (quantifier === undefined)
            return undefined;
        i = quantifier.end;
        const { min, max } = quantifier;
        if (states.length + (max === Number.POSITIVE_INFINITY ? min + 1 : max) > MAX_STATES)
            return undefined;
        for (let n = 0; n < min; n++)
            states.push({ set: atom.set, times: 'once' });
        if (max === Number.POSITIVE_INFINITY)
            states.push({ set: atom.set, times: 'repeated' });
        else
            for (let n = min; n < max; n++)
                states.push({ set: atom.set, times: 'optional' });
    }
    return { test: (input) => run(states, anchoredStart, anchoredEnd, input) };
}
/** Whether some match of the chain exists in `input`. */
function run(states, anchoredStart, anchoredEnd, input) {
    const last = states.length;
    let active = new Uint8Array(last + 1);
    let next = new Uint8Array(last + 1);
    active[0] = 1;
    simple_pattern_close(states, active);
    for (let at = 0; at < input.length; at++) {
        if (!anchoredEnd && active[last] === 1)
            return true;
        const code = input.charCodeAt(at);
        next.fill(0);
        let any = false;
        for (let s = 0; s < last; s++) {
            if (active[s] === 1 && code < 128 && states[s].set[code] === 1) {
                next[states[s].times === 'repeated' ? s : s + 1] = 1;
                any = true;
            }
        }
        // Unanchored, a match may begin at every position.
        if (!anchoredStart)
            next[0] = 1;
        else if (!any)
            return false;
        simple_pattern_close(states, next);
        [active, next] = [next, active];
    }
    return active[last] === 1;
}
/** Adds the states reachable by skipping optional and repeated ones (they only lead forward). */
function simple_pattern_close(states, active) {
    for (let s = 0; s < states.length; s++)
        if (active[s] === 1 && states[s].times !== 'once')
            active[s + 1] = 1;
}
/** One character, escape or class at `i`, with where it ends; undefined for anything else. */
function readAtom(pattern, i) {
    const c = pattern[i];
    if (c === '[')
        return readClass(pattern, i + 1);
    const set = new Uint8Array(128);
    if (c === '\\') {
        const next = pattern[i + 1];
        if (next !== undefined && ESCAPABLE.includes(next))
            set[next.charCodeAt(0)] = 1;
        else if (!addShorthand(set, next))
            return undefined;
        return { set, end: i + 2 };
    }
    if (SYNTAX.includes(c) || !printable(c))
        return undefined;
    set[c.charCodeAt(0)] = 1;
    return { set, end: i + 1 };
}
/** A class's members from just after its `[` to its `]`; undefined for a negated or empty class, or any other member. */
function readClass(pattern, start) {
    const set = new Uint8Array(128);
    let i = start;
    if (pattern[i] === '^' || pattern[i] === ']')
        return undefined;
    while (i < pattern.length && pattern[i] !== ']') {
        const low = classCharacter(pattern, i);
        if (low === undefined) {
            // \d or \w, which cannot begin a range.
            if (pattern[i] !== '\\' || !addShorthand(set, pattern[i + 1]) || (pattern[i + 2] === '-' && pattern[i + 3] !== ']'))
                return undefined;
            i += 2;
            continue;
        }
        i = low.end;
        if (pattern[i] === '-' && pattern[i + 1] !== ']' && i + 1 < pattern.length) {
            const high = classCharacter(pattern, i + 1);
            if (high === undefined || high.code < low.code)
                return undefined;
            for (let code = low.code; code <= high.code; code++)
                set[code] = 1;
            i = high.end;
        }
        else {
            set[low.code] = 1;
        }
    }
    return i < pattern.length ? { set, end: i + 1 } : undefined;
}
/** One literal character of a class (printable ASCII, or an escaped syntax character or `-`). */
function classCharacter(pattern, i) {
    const c = pattern[i];
    if (c === '\\') {
        const next = pattern[i + 1];
        return next !== undefined && (ESCAPABLE.includes(next) || next === '-') ? { code: next.charCodeAt(0), end: i + 2 } : undefined;
    }
    // "[" is a literal in a class, but with the v flag's syntax in mind it is left to RE2.
    return c !== undefined && c !== '[' && printable(c) ? { code: c.charCodeAt(0), end: i + 1 } : undefined;
}
/** Adds what `\d` or `\w` matches (ASCII without the i flag, with or without u); false for any other escape. */
function addShorthand(set, next) {
    if (next !== 'd' && next !== 'w')
        return false;
    for (let code = 48; code <= 57; code++)
        set[code] = 1;
    if (next === 'w') {
        for (let code = 65; code <= 90; code++)
            set[code] = 1;
        for (let code = 97; code <= 122; code++)
            set[code] = 1;
        set[95] = 1;
    }
    return true;
}
/** The quantifier at `i` (none is exactly once), a lazy one's `?` included; undefined for one not understood. */
function readQuantifier(pattern, i) {
    const c = pattern[i];
    let quantifier;
    if (c === '*')
        quantifier = { min: 0, max: Number.POSITIVE_INFINITY, end: i + 1 };
    else if (c === '+')
        quantifier = { min: 1, max: Number.POSITIVE_INFINITY, end: i + 1 };
    else if (c === '?')
        quantifier = { min: 0, max: 1, end: i + 1 };
    else if (c === '{') {
        const braces = /^\{(\d{1,3})(,(\d{0,3}))?\}/.exec(pattern.slice(i, i + 10));
        if (braces === null)
            return undefined;
        const min = Number(braces[1]);
        const max = braces[2] === undefined ? min : braces[3] === '' ? Number.POSITIVE_INFINITY : Number(braces[3]);
        if (max < min)
            return undefined;
        quantifier = { min, max, end: i + braces[0].length };
    }
    else
        return { min: 1, max: 1, end: i };
    // Laziness changes which match is found, never whether one exists.
    if (pattern[quantifier.end] === '?')
        quantifier.end++;
    return '*+?{'.includes(pattern[quantifier.end] ?? '.') ? undefined : quantifier;
}
function printable(c) {
    const code = c.charCodeAt(0);
    return code >= 0x20 && code < 0x7f;
}

;// CONCATENATED MODULE: ./src/schema/regex.ts



const DEFAULT_REGEX_TIMEOUT_MS = 100;
/** Patterns that may time out in one file before backtracking patterns stop running in it. */
const MAX_TIMEOUTS_PER_FILE = 10;
/** One file's allowance for backtracking patterns: which timed out, and how many. */
class RegexBudget {
    timedOut = new Set();
    get exhausted() {
        return this.timedOut.size >= MAX_TIMEOUTS_PER_FILE;
    }
}
class RegexTimeout extends Error {
    pattern;
    budgetMs;
    exhausted;
    constructor(pattern, budgetMs, exhausted = false) {
        super(exhausted
            ? `regular expression ${JSON.stringify(pattern)} was not run: ${MAX_TIMEOUTS_PER_FILE} patterns that need backtracking already timed out in this file`
            : `regular expression ${JSON.stringify(pattern)} took longer than ${budgetMs} ms`);
        this.pattern = pattern;
        this.budgetMs = budgetMs;
        this.exhausted = exhausted;
        this.name = 'RegexTimeout';
    }
}
/** Compiled patterns kept per engine: enough for a run's recurring patterns, bounded for hostile ones. */
const MAX_COMPILED = 500;
/** An ajv regular-expression engine that runs every pattern in linear time or under a deadline. */
function budgetedRegExp(budgetMs = DEFAULT_REGEX_TIMEOUT_MS) {
    const fallback = new Fallback(budgetMs);
    // The same few patterns recur in many schemas, and compiling one for RE2 costs far more than a test.
    const compiled = new Map();
    const engine = (pattern, flags) => {
        const key = `${flags}/${pattern}`;
        let found = compiled.get(key);
        if (!found) {
            // Invalid ECMA-262 syntax throws here, so a bad pattern is reported as such.
            const native = new RegExp(pattern, flags);
            found = lazyPattern(pattern, flags, native, fallback);
            if (compiled.size >= MAX_COMPILED)
                compiled.delete(compiled.keys().next().value);
            compiled.set(key, found);
        }
        return found;
    };
    const use = (budget, work) => {
        const outer = fallback.budget;
        fallback.budget = budget;
        try {
            return work();
        }
        finally {
            fallback.budget = outer;
        }
    };
    return Object.assign(engine, { code: 'new RegExp', use });
}
/**
 * A pattern whose engine is chosen on its first test: checking a schema only compiles its patterns (for
 * their syntax), and most runs never test a value against one, so they never load re2js (30 ms).
 */
function lazyPattern(pattern, flags, native, fallback) {
    let test;
    return {
        test: (input) => {
            test ??= chooseEngine(pattern, flags, native, fallback);
            return test(input);
        },
        toString: () => native.toString(),
    };
}
function chooseEngine(pattern, flags, native, fallback) {
    // The simplest patterns (many in practice) need no re2js at all.
    const linear = simplePattern(pattern, flags) ?? toRe2(pattern, flags);
    return linear ? (input) => linear.test(input) : fallback.wrap(native).test;
}
class Fallback {
    budgetMs;
    sandbox;
    /** The budget of the file being checked; one of its own outside any file (tests that use the engine directly). */
    budget = new RegexBudget();
    constructor(budgetMs) {
        this.budgetMs = budgetMs;
    }
    wrap(native) {
        return {
            test: (input) => {
                const key = `${native.flags}/${native.source}`;
                const budget = this.budget;
                if (budget.timedOut.has(key))
                    throw new RegexTimeout(native.source, this.budgetMs);
                if (budget.exhausted)
                    throw new RegexTimeout(native.source, this.budgetMs, true);
                this.sandbox ??= new RegexSandbox();
                const result = this.sandbox.test(native.source, native.flags, input, this.budgetMs);
                if (result === 'timeout') {
                    this.sandbox = undefined;
                    budget.timedOut.add(key);
                    throw new RegexTimeout(native.source, this.budgetMs);
                }
                return result;
            },
        };
    }
}
/** JavaScript's `\s`: RE2's is ASCII only. */
const JS_SPACE = '\\t\\n\\x{B}\\f\\r \\x{A0}\\x{1680}\\x{2000}-\\x{200A}\\x{2028}\\x{2029}\\x{202F}\\x{205F}\\x{3000}\\x{FEFF}';
/** JavaScript's `.` without the s flag: anything but a line terminator. */
const JS_DOT = '[^\\n\\r\\x{2028}\\x{2029}]';
let re2;
/** re2js, loaded on the first pattern (see lazy-require.ts): its Unicode tables take a while to build. */
function re2js() {
    re2 ??= (0,lazy_require/* vendoredRe2js */.Ub)().RE2JS;
    return re2;
}
/** The pattern compiled by RE2 with JavaScript's meaning, or undefined when RE2 cannot express it. */
function toRe2(pattern, flags) {
    const translated = translate(pattern);
    if (translated === undefined)
        return undefined;
    try {
        const RE2 = re2js();
        const compiled = RE2.compile(translated, (flags.includes('i') ? RE2.CASE_INSENSITIVE : 0) | (flags.includes('m') ? RE2.MULTILINE : 0));
        return { test: (input) => compiled.test(input) };
    }
    catch {
        return undefined;
    }
}
/** ECMA-262 pattern \u2192 RE2 syntax; undefined for constructs RE2 lacks (lookaround, backreferences). */
function translate(pattern) {
    let out = '';
    let inClass = false;
    for (let i = 0; i < pattern.length; i++) {
        const c = pattern[i];
        if (c === '\\') {
            const next = pattern[i + 1];
            if (next === undefined)
                return undefined;
            const unicode = /^u\{([0-9a-fA-F]{1,6})\}|^u([0-9a-fA-F]{4})/.exec(pattern.slice(i + 1));
            if (unicode) {
                out += `\\x{${unicode[1] ?? unicode[2]}}`;
                i += unicode[0].length;
            }
            else if (/[1-9]/.test(next) || next === 'k') {
                return undefined; // backreference
            }
            else if (next === 's') {
                out += inClass ? JS_SPACE : `[${JS_SPACE}]`;
                i++;
            }
            else if (next === 'S' && !inClass) {
                out += `[^${JS_SPACE}]`;
                i++;
            }
            else if (next === 'b' && inClass) {
                out += '\\x{8}';
                i++;
            }
            else if (next === 'c' && /[a-zA-Z]/.test(pattern[i + 2] ?? '')) {
                out += `\\x{${(pattern.charCodeAt(i + 2) % 32).toString(16)}}`;
                i += 2;
            }
            else if (next === '0' && !/[0-9]/.test(pattern[i + 2] ?? '')) {
                out += '\\x{0}';
                i++;
            }
            else {
                out += c + next;
                i++;
            }
            continue;
        }
        if (inClass) {
            if (c === ']')
                inClass = false;
            out += c;
            continue;
        }
        if (c === '[') {
            if (pattern.startsWith('[^]', i)) {
                out += '(?s:.)';
                i += 2;
                continue;
            }
            inClass = true;
            out += c;
            // A "]" right after "[" or "[^" is a literal in RE2 but closes an empty class in JavaScript.
            if (pattern[i + 1] === ']' || (pattern[i + 1] === '^' && pattern[i + 2] === ']'))
                return undefined;
            continue;
        }
        if (c === '(' && pattern[i + 1] === '?' && /[=!<]/.test(pattern[i + 2] ?? '') && !/^\(\?<[A-Za-z_]/.test(pattern.slice(i))) {
            return undefined; // lookahead or lookbehind
        }
        out += c === '.' ? JS_DOT : c;
    }
    return inClass ? undefined : out;
}


/***/ })

};

})
