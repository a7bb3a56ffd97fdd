// mcpdesc chunk 53d20395530ebd8a1b140a0400fe7ad09373eaa7758737b9efc370a93b2fd2f6
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 6329;
__mcpdesc_chunk.ids = [6329];
__mcpdesc_chunk.modules = {

/***/ 6329:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  tN: () => (/* binding */ DIRNAME),
  cj: () => (/* binding */ bundleOf),
  cb: () => (/* binding */ entryReference),
  ir: () => (/* binding */ reference)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/formats/consistency/group.ts
var consistency_group = __webpack_require__(2200);
// EXTERNAL MODULE: ./src/formats/release-files.ts
var release_files = __webpack_require__(927);
;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/ignore.ts
/**
 * `.mcpbignore`: the gitignore-style patterns `mcpb pack` leaves out of the bundle (one a line, `#`
 * comments, `!` re-includes, a trailing `/` for folders, a `/` inside anchors the pattern to the bundle
 * folder). Matching is by hand, segment by segment, in time proportional to pattern \u00d7 path: the file is
 * input from a pull request, so no pattern of it becomes a regular expression.
 */
const MAX_LINES = 2_000;
const MAX_LINE = 1_000;
function parseIgnore(text) {
    const patterns = [];
    for (const raw of text.split(/\r?\n/, MAX_LINES)) {
        let line = raw.trim();
        if (line === '' || line.startsWith('#') || line.length > MAX_LINE)
            continue;
        const written = line;
        const negated = line.startsWith('!');
        if (negated)
            line = line.slice(1);
        else if (line.startsWith('\\#') || line.startsWith('\\!'))
            line = line.slice(1);
        const folderOnly = line.endsWith('/');
        while (line.endsWith('/'))
            line = line.slice(0, -1);
        const anchored = line.includes('/');
        line = line.replace(/^\/+/, '');
        if (line === '')
            continue;
        patterns.push({ text: written, negated, folderOnly, anchored, segments: line.split('/').map(tokens) });
    }
    return patterns;
}
/** The pattern that leaves a bundle-relative file path out of the bundle, if any (a folder of it counts). */
function ignoredBy(patterns, path) {
    if (patterns.length === 0)
        return undefined;
    const parts = path.split('/');
    // As git does: once a folder is left out, nothing inside it comes back.
    for (let depth = 1; depth <= parts.length; depth++) {
        const sub = parts.slice(0, depth);
        const folder = depth < parts.length;
        let verdict;
        for (const pattern of patterns) {
            if (pattern.folderOnly && !folder)
                continue;
            const matches = pattern.anchored ? segmentsMatch(pattern.segments, sub) : segmentMatch(pattern.segments[0], sub[sub.length - 1]);
            if (matches)
                verdict = pattern.negated ? undefined : pattern;
        }
        if (verdict)
            return verdict.text;
    }
    return undefined;
}
function tokens(segment) {
    if (segment === '**')
        return [{ kind: 'globstar' }];
    const out = [];
    for (let i = 0; i < segment.length; i++) {
        const c = segment[i];
        if (c === '\\' && i + 1 < segment.length)
            out.push({ kind: 'char', char: segment[++i] });
        else if (c === '*') {
            if (out[out.length - 1]?.kind !== 'star')
                out.push({ kind: 'star' });
        }
        else if (c === '?')
            out.push({ kind: 'any' });
        else if (c === '[') {
            const end = segment.indexOf(']', i + 2);
            if (end === -1) {
                out.push({ kind: 'char', char: c });
                continue;
            }
            let body = segment.slice(i + 1, end);
            const negated = body.startsWith('!') || body.startsWith('^');
            if (negated)
                body = body.slice(1);
            const ranges = [];
            for (let j = 0; j < body.length; j++) {
                if (body[j + 1] === '-' && j + 2 < body.length) {
                    ranges.push([body[j], body[j + 2]]);
                    j += 2;
                }
                else
                    ranges.push([body[j], body[j]]);
            }
            out.push({ kind: 'class', negated, ranges });
            i = end;
        }
        else
            out.push({ kind: 'char', char: c });
    }
    return out;
}
/** Path segments against pattern segments, `**` standing for any number of segments: a table of prefixes. */
function segmentsMatch(pattern, path) {
    // can[i][j]: pattern segments from i match path segments from j.
    const rows = pattern.length + 1;
    const cols = path.length + 1;
    const can = new Uint8Array(rows * cols);
    can[pattern.length * cols + path.length] = 1;
    for (let i = pattern.length - 1; i >= 0; i--) {
        const globstar = pattern[i].length === 1 && pattern[i][0].kind === 'globstar';
        for (let j = path.length; j >= 0; j--) {
            let ok = false;
            if (globstar)
                ok = can[(i + 1) * cols + j] === 1 || (j < path.length && can[i * cols + j + 1] === 1);
            else
                ok = j < path.length && can[(i + 1) * cols + j + 1] === 1 && segmentMatch(pattern[i], path[j]);
            can[i * cols + j] = ok ? 1 : 0;
        }
    }
    return can[0] === 1;
}
/** One name against one pattern segment: `*` backtracks only to the last star, so at worst pattern \u00d7 name steps. */
function segmentMatch(pattern, name) {
    if (pattern.length === 1 && pattern[0].kind === 'globstar')
        return true;
    let p = 0;
    let n = 0;
    let starAt = -1;
    let resumeAt = 0;
    while (n < name.length) {
        const token = pattern[p];
        if (token && token.kind !== 'star' && token.kind !== 'globstar' && matchesOne(token, name[n])) {
            p++;
            n++;
        }
        else if (token && (token.kind === 'star' || token.kind === 'globstar')) {
            starAt = p++;
            resumeAt = n;
        }
        else if (starAt !== -1) {
            p = starAt + 1;
            n = ++resumeAt;
        }
        else
            return false;
    }
    while (p < pattern.length && (pattern[p].kind === 'star' || pattern[p].kind === 'globstar'))
        p++;
    return p === pattern.length;
}
function matchesOne(token, char) {
    switch (token.kind) {
        case 'any':
            return true;
        case 'char':
            return token.char === char;
        case 'class': {
            const inside = token.ranges.some(([from, to]) => char >= from && char <= to);
            return inside !== token.negated;
        }
        default:
            return false;
    }
}

;// CONCATENATED MODULE: ./src/formats/mcpb-manifest/bundle.ts
/**
 * The bundle folder around a manifest: what `mcpb pack` packs (the manifest's folder, less what
 * `.mcpbignore` leaves out), read through the engine's Workspace. Paths a manifest names are relative to
 * its folder; messages show them as the manifest writes them and, where it helps, from the repository root.
 *
 * A file the manifest names may be missing from the repository because the build makes it before
 * packing (`tsc` writing `dist/`, a script copying the icon in), or because a release step packs the bundle
 * elsewhere (it copies the manifest into a staging folder). `builtBy` says when the repository shows that:
 * a `package.json` script beside the manifest names the file, or the file sits in a build output folder
 * and the package has a build script; a script file that a package.json script runs names it; a
 * `.gitignore` keeps it out of the repository; a package.json script above the manifest copies the
 * manifest; the manifest's folder is a template (only the manifest, in a folder named for bundles); a
 * package.json script, a script file one runs, or a Makefile, justfile or Taskfile target runs `mcpb pack`
 * on another folder (a staging folder with no manifest of its own), or such a script file copies the
 * manifest out; a build file target copies the file; or a workflow of the manifest's repository (the
 * nearest `.github/workflows` at or above it) runs `mcpb pack` for it or copies the manifest out. A
 * bundle packed from a staging folder is not governed by this folder's `.mcpbignore` (`packedElsewhere`).
 */





/** A path the manifest names, read as mcpb reads it: relative to the manifest's folder, no variables, inside the bundle. */
function reference(text) {
    if (text.trim() === '')
        return { ok: false, problem: 'empty' };
    if (/^[A-Za-z][A-Za-z0-9+.-]{0,30}:\/\//.test(text))
        return { ok: false, problem: 'remote' };
    if (text.includes('${'))
        return { ok: false, problem: 'variable' };
    if (text.startsWith('/') || text.startsWith('\\') || /^[A-Za-z]:[\\/]/.test(text))
        return { ok: false, problem: 'absolute' };
    const path = external_node_path_.posix.normalize(text);
    if (path === '..' || path.startsWith('../'))
        return { ok: false, problem: 'outside' };
    return { ok: true, path: path.replace(/^\.\//, '') };
}
/** `${__dirname}/` before the rest of a path: the rest is the path meant. */
const DIRNAME = /^\$\{__dirname\}[\\/]+/;
/**
 * An entry point read as it is meant: a "${__dirname}/" before a relative path is dropped. MCPB fills in no
 * variable there, but nothing reads the field as a path either (mcpdesc.mcpb.entry-point-variable notes it).
 */
function entryReference(text) {
    const rest = text.replace(DIRNAME, '');
    return reference(rest === '' ? text : rest);
}
/** Script names that run what was built rather than build it. */
const RUN_ONLY = /^(?:start|dev|serve|test|watch|debug|inspect|lint|format)(?::|$)/;
/** Script names that build. */
const BUILD = /^(?:build|prebuild|postbuild|prepack|prepare|bundle|compile)(?::|$)/;
/** Top-level folders builds write to (`server/` is where MCPB bundles usually keep the built server). */
const OUTPUT_FOLDERS = new Set(['dist', 'build', 'out', 'server']);
/** Names of folders that hold a bundle's template for a release step to copy, not the bundle itself. */
const STAGING_NAME = /^(?:\.?(?:mcpb|dxt)(?:[-_][^/]*)?|[^/]*[-_](?:mcpb|dxt)|packaging)$/i;
/** What a template folder may hold besides the manifest: metadata, images, docs, packed bundles. */
const METADATA = /^(?:\.mcpbignore|\.dxtignore|\.gitignore|license(?:\.\w+)?|.+\.(?:md|txt|png|jpe?g|svg|ico|webp|mcpb|dxt))$/i;
/** Script names that pack a bundle: "build:mcpb", "pack-dxt", "mcpb", "mcpb:pack" (not "build:mcpb-schema"). */
const PACK_SCRIPT = /^(?:(?:build|pack|bundle)[:_-])?(?:mcpb|dxt)(?:[:_-](?:build|pack|bundle))?$/i;
/** Script names that build the bundle with a script of their own: "build-dxt-extension", "mcpb:build" (not "build:mcpb-schema"). */
const BUNDLE_BUILD = /^(?!.*(?:schema|types))(?:[\w-]+[:_-])?(?:mcpb|dxt)(?:[:_-][\w-]+)?$/i;
/** Script names that only check what is there. */
const CHECK_ONLY = /^(?:validate|check|verify|lint|test)/i;
/** Script names with a word that says they check the bundle or build something else ("mcpb:validate", "dxt-types"). */
const NOT_BUNDLE = /(?:^|[:_-])(?:validate|check|verify|lint|test|schema|types)(?:$|[:_-])/i;
const MAX_PACKAGE_JSON = 1024 * 1024;
/** Longer script names are not read as bundle builds: BUNDLE_BUILD's pattern is quadratic on its length. */
const MAX_SCRIPT_NAME = 100;
const MAX_IGNORE_FILE = 256 * 1024;
const MAX_SCRIPT_FILE = 256 * 1024;
/** Script files read at most for one manifest, and folders walked up for .gitignore and package.json. */
const MAX_SCRIPT_FILES = 4;
/** Lines of a script file read: a real build script has a few hundred. */
const MAX_SCRIPT_LINES = 5000;
const MAX_DEPTH = 12;
const MAX_LISTED = 64;
/** Build file commands read at most for one manifest. */
const MAX_STEPS = 2000;
function bundleOf(workspace, manifestPath) {
    if (!workspace || manifestPath.startsWith('/') || manifestPath.split('/').includes('..'))
        return undefined;
    const dir = external_node_path_.posix.dirname(manifestPath) === '.' ? '' : external_node_path_.posix.dirname(manifestPath);
    const fromRoot = (path) => (dir === '' ? path : `${dir}/${path}`);
    let ignore;
    let scripts;
    let around;
    let staged;
    let packing;
    /** Script files read to see whether they name the manifest, at most MAX_SCRIPT_FILES of them. */
    const scriptBodies = new Map();
    /** A root-relative file's text when it is whole within `max` bytes. */
    const text = (path, max) => {
        const bytes = workspace.head(path, max);
        return bytes && bytes.length < max ? Buffer.from(bytes).toString('utf8') : undefined;
    };
    /** The package.json scripts of the manifest's folder and of each folder above it up to its package's. */
    const packagesAround = () => {
        if (around)
            return around;
        const found = [];
        const group = (0,consistency_group/* groupOf */.F8)(workspace, manifestPath) ?? dir;
        for (let at = dir, depth = 0; depth < MAX_DEPTH; at = (0,consistency_group/* folderOf */.yS)(at), depth++) {
            const entries = packageScripts(text((0,consistency_group/* inFolder */._z)(at, 'package.json'), MAX_PACKAGE_JSON));
            if (entries.length > 0)
                found.push({ dir: at, entries });
            if (at === group || at === '')
                break;
        }
        return (around = found);
    };
    /** Why the bundle is packed somewhere else than the manifest's folder, if anything says so (asked once). */
    const stagedBy = () => {
        const elsewhere = packedElsewhere();
        if (elsewhere)
            return elsewhere;
        packing ??= (0,release_files/* packingWorkflow */.Rw)(workspace, dir) ?? null;
        if (packing !== null)
            return packing.runs === 'mcpb pack'
                ? `${packing.path} runs "mcpb pack" for this bundle`
                : `${packing.path} runs ${JSON.stringify(packing.runs)}, which ${packing.copies ? 'copies the manifest to pack the bundle elsewhere' : 'builds the bundle'}`;
        // A build file target that runs a script file named for MCPB ("python tools/generate_mcpb.py").
        for (const step of buildSteps()) {
            const script = (0,release_files/* scriptFiles */.pe)(step.command).find(release_files/* bundleNamed */.K9);
            if (script !== undefined)
                return `${stepName(step)} runs ${JSON.stringify(script)}, which builds the bundle`;
        }
        return undefined;
    };
    /** Why the bundle is packed from another folder than the manifest's, if anything says so (asked once). */
    const packedElsewhere = () => {
        if (staged !== undefined)
            return staged ?? undefined;
        staged = null;
        // A package above the manifest that copies it or packs a bundle packs it elsewhere; one beside it that
        // packs in place only packs what is there (its build scripts are read by builtBy).
        for (const pkg of packagesAround()) {
            const script = pkg.dir === dir ? undefined : bundleScript(pkg);
            if (script)
                return (staged = `${(0,consistency_group/* inFolder */._z)(pkg.dir, 'package.json')}'s ${JSON.stringify(script.name)} script ${script.does}`);
        }
        if (dir !== '' && STAGING_NAME.test(external_node_path_.posix.basename(dir))) {
            const names = workspace.list(dir, MAX_LISTED) ?? [];
            if (names.length < MAX_LISTED && names.every((name) => name === 'manifest.json' || METADATA.test(name)))
                return (staged = `"${dir}/" holds only the manifest, a template that a release step copies into the folder it packs`);
        }
        // A step that runs "mcpb pack" on another folder (a staging folder a build fills).
        for (const pkg of packagesAround()) {
            for (const [name, command] of pkg.entries) {
                const folder = otherFolder(pkg.dir, command);
                if (folder !== undefined)
                    return (staged = `${(0,consistency_group/* inFolder */._z)(pkg.dir, 'package.json')}'s ${JSON.stringify(name)} script packs "${folder}/", not this folder`);
            }
        }
        for (const step of buildSteps()) {
            const folder = otherFolder((0,consistency_group/* folderOf */.yS)(step.file), step.command);
            if (folder !== undefined)
                return (staged = `${stepName(step)} packs "${folder}/", not this folder`);
        }
        staged = scriptFileStaging() ?? null;
        return staged ?? undefined;
    };
    /** The root-relative folder a command run in `at` packs, when it packs one and that is not the manifest's. */
    const otherFolder = (at, command) => {
        const packed = (0,release_files/* packedFolder */.J)(command);
        if (packed === undefined)
            return undefined;
        // A folder a variable names ("$(BUILD_DIR)") is another one when the step is this bundle's own (beside the manifest).
        if (packed.includes('$'))
            return at === dir ? packed : undefined;
        const folder = external_node_path_.posix.normalize((0,consistency_group/* inFolder */._z)(at, packed) || '.').replace(/\/$/, '');
        // A folder with a manifest of its own is another bundle, not this one's staging folder.
        if (folder === (dir === '' ? '.' : dir) || workspace.kind((0,consistency_group/* inFolder */._z)(folder === '.' ? '' : folder, 'manifest.json')) === 'file')
            return undefined;
        return folder;
    };
    /** The commands of the build files (Makefile, justfile, Taskfile) in the manifest's folder and each folder above it. */
    let steps;
    const collectSteps = () => {
        const found = [];
        for (let at = dir, depth = 0; depth < MAX_DEPTH; at = (0,consistency_group/* folderOf */.yS)(at), depth++) {
            for (const step of (0,release_files/* buildFileCommands */.dD)(workspace, at))
                if (found.length < MAX_STEPS)
                    found.push(step);
            if (at === '')
                break;
        }
        return found;
    };
    const buildSteps = () => (steps ??= collectSteps());
    return {
        dir,
        fromRoot,
        kind: (path) => workspace.kind(fromRoot(path)),
        head: (path, max) => workspace.head(fromRoot(path), max),
        ignoredBy(path) {
            ignore ??= parseIgnore(text(fromRoot('.mcpbignore'), MAX_IGNORE_FILE) ?? '');
            return ignoredBy(ignore, path);
        },
        builtBy(path) {
            scripts ??= packageScripts(text(fromRoot('package.json'), MAX_PACKAGE_JSON));
            for (const [name, command] of scripts) {
                if (!RUN_ONLY.test(name) && mentions(command, path))
                    return `package.json's ${JSON.stringify(name)} script names it`;
            }
            const folder = path.split('/')[0];
            const build = scripts.find(([name]) => BUILD.test(name));
            if (path.includes('/') && OUTPUT_FOLDERS.has(folder) && build)
                return `it is in "${folder}/", a build output folder, and package.json has a ${JSON.stringify(build[0])} script`;
            return scriptFileWriting(path) ?? (path.includes('/') ? bundleBuilt(scripts) : undefined) ?? buildFileCopying(path) ?? gitignored(path) ?? stagedBy();
        },
        packedElsewhere,
    };
    /** A build file's command that copies the path (or, for a nested one, its folder) into the bundle. */
    function buildFileCopying(path) {
        const folder = path.includes('/') ? path.split('/')[0] : undefined;
        for (const step of buildSteps()) {
            if (!release_files/* COPIES */.IT.test(step.command))
                continue;
            const at = external_node_path_.posix.relative((0,consistency_group/* folderOf */.yS)(step.file), fromRoot(path));
            if (mentions(step.command, at) ||
                mentions(step.command, path) ||
                (folder !== undefined && mentions(step.command, external_node_path_.posix.relative((0,consistency_group/* folderOf */.yS)(step.file), fromRoot(folder)))))
                return `${stepName(step)} copies it`;
        }
        return undefined;
    }
    /** A bundle build of its own (`"build-dxt-extension": "node build-dxt.js"`), which writes what it packs. */
    function bundleBuilt(entries) {
        const build = entries.find(([name, command]) => name.length <= MAX_SCRIPT_NAME && BUNDLE_BUILD.test(name) && !CHECK_ONLY.test(name) && command.split(/\s+/).some((w) => release_files/* SCRIPT_FILE */.le.test(w)));
        return build && `package.json's ${JSON.stringify(build[0])} script builds the bundle (${JSON.stringify(build[1].slice(0, 80))})`;
    }
    /** A script file that a package.json script runs and that names the path (or, for a nested one, its folder). */
    function scriptFileWriting(path) {
        const folder = path.includes('/') ? path.split('/')[0] : undefined;
        let read = 0;
        for (const pkg of packagesAround()) {
            // A package above the manifest is another project's unless it handles this bundle: its build scripts say nothing here.
            if (pkg.dir !== dir && !bundleScript(pkg))
                continue;
            for (const [name, command] of pkg.entries) {
                if (RUN_ONLY.test(name) || CHECK_ONLY.test(name))
                    continue;
                for (const word of command.split(/[\s;&|()"']+/)) {
                    if (!release_files/* SCRIPT_FILE */.le.test(word) || word.includes('..') || word.startsWith('/') || read >= MAX_SCRIPT_FILES)
                        continue;
                    const file = (0,consistency_group/* inFolder */._z)(pkg.dir, external_node_path_.posix.normalize(word));
                    const body = text(file, MAX_SCRIPT_FILE);
                    read++;
                    if (body === undefined)
                        continue;
                    const manifestFolderPath = external_node_path_.posix.relative(pkg.dir, fromRoot(path));
                    if (body.includes(path) ||
                        body.includes(manifestFolderPath) ||
                        (folder !== undefined && (body.includes(`${folder}/`) || body.includes(`'${folder}'`) || body.includes(`"${folder}"`))))
                        return `${(0,consistency_group/* inFolder */._z)(pkg.dir, 'package.json')}'s ${JSON.stringify(name)} script runs ${file}, which names it`;
                }
            }
        }
        return undefined;
    }
    /**
     * A package's script that names the manifest (it copies it), else one that packs a bundle, else one
     * that builds it: named for MCPB ("prepare:mcpb"), or running a script file named for it
     * ("generate_mcpb.py") or one that names the manifest (reads it to stage the bundle).
     */
    function bundleScript(pkg) {
        const manifest = external_node_path_.posix.relative(pkg.dir, manifestPath);
        const acting = pkg.entries.filter(([name]) => !RUN_ONLY.test(name) && !CHECK_ONLY.test(name));
        const copies = acting.find(([, command]) => mentions(command, manifest));
        if (copies)
            return { name: copies[0], does: 'copies the manifest to pack the bundle elsewhere' };
        const packs = acting.find(([name, command]) => PACK_SCRIPT.test(name) || release_files/* PACKS */.pI.test(command));
        if (packs)
            return { name: packs[0], does: 'packs the bundle' };
        const building = acting.filter(([name]) => name.length <= MAX_SCRIPT_NAME && !NOT_BUNDLE.test(name));
        const builds = building.find(([name, command]) => BUNDLE_BUILD.test(name) || (0,release_files/* scriptFiles */.pe)(command).some(release_files/* bundleNamed */.K9)) ??
            building.find(([, command]) => (0,release_files/* scriptFiles */.pe)(command).some((file) => namesManifest((0,consistency_group/* inFolder */._z)(pkg.dir, file), manifest)));
        return builds && { name: builds[0], does: 'builds the bundle' };
    }
    /** A root-relative script file's text, read once; at most MAX_SCRIPT_FILES of them for one manifest. */
    function scriptBody(file) {
        if (scriptBodies.size >= MAX_SCRIPT_FILES && !scriptBodies.has(file))
            return undefined;
        if (!scriptBodies.has(file))
            scriptBodies.set(file, text(file, MAX_SCRIPT_FILE));
        return scriptBodies.get(file);
    }
    /**
     * A script file that a build script of the manifest's package (or of one above it) runs, and that packs
     * another folder with `mcpb pack` or copies the manifest out to pack it there (`bash ./build` running
     * `cp manifest.json dist-bundle` and `npx mcpb pack dist-bundle`). It runs in its package's folder.
     */
    function scriptFileStaging() {
        for (const pkg of packagesAround()) {
            const manifest = external_node_path_.posix.relative(pkg.dir, manifestPath);
            for (const [name, command] of pkg.entries) {
                if (RUN_ONLY.test(name) || CHECK_ONLY.test(name))
                    continue;
                for (const file of (0,release_files/* scriptFiles */.pe)(command)) {
                    const path = (0,consistency_group/* inFolder */._z)(pkg.dir, file);
                    const lines = (scriptBody(path) ?? '').split('\n', MAX_SCRIPT_LINES).filter((line) => !line.trimStart().startsWith('#'));
                    const runs = `${(0,consistency_group/* inFolder */._z)(pkg.dir, 'package.json')}'s ${JSON.stringify(name)} script runs ${path}, which`;
                    for (const line of lines) {
                        const folder = otherFolder(pkg.dir, line);
                        if (folder !== undefined)
                            return `${runs} packs "${folder}/", not this folder`;
                    }
                    if (lines.some((line) => release_files/* COPIES */.IT.test(line) && mentions(line, manifest)))
                        return `${runs} copies the manifest to pack the bundle elsewhere`;
                }
            }
        }
        return undefined;
    }
    /** Whether a repository script file names the manifest: its path, or its folder's name and its file name (a path joined in code). */
    function namesManifest(file, manifest) {
        const body = scriptBody(file);
        if (body === undefined)
            return false;
        if (body.includes(manifest))
            return true;
        const folder = external_node_path_.posix.basename(external_node_path_.posix.dirname(manifest));
        return folder !== '.' && (body.includes(`"${folder}"`) || body.includes(`'${folder}'`)) && body.includes(external_node_path_.posix.basename(manifest));
    }
    /** The .gitignore line, in the bundle folder or a folder above it, that keeps the path out of the repository. */
    function gitignored(path) {
        const full = fromRoot(path);
        for (let at = dir, depth = 0; depth < MAX_DEPTH; at = (0,consistency_group/* folderOf */.yS)(at), depth++) {
            const patterns = parseIgnore(text((0,consistency_group/* inFolder */._z)(at, '.gitignore'), MAX_IGNORE_FILE) ?? '');
            const line = ignoredBy(patterns, at === '' ? full : external_node_path_.posix.relative(at, full));
            if (line !== undefined)
                return `${(0,consistency_group/* inFolder */._z)(at, '.gitignore')} keeps it out of the repository (its line ${JSON.stringify(line)}), as a build's output`;
            if (at === '')
                break;
        }
        return undefined;
    }
}
function packageScripts(text) {
    if (text === undefined)
        return [];
    let value;
    try {
        value = JSON.parse(text);
    }
    catch {
        return [];
    }
    if (!(0,json/* isObject */.Gv)(value) || !(0,json/* isObject */.Gv)(value.scripts))
        return [];
    return Object.entries(value.scripts).filter((entry) => typeof entry[1] === 'string');
}
/** Before a path in a command: the start, a space, a quote, `=`, `,`, `(` or `:`; `./` may come first. */
const BEFORE = new Set([' ', '\t', '"', "'", '=', ',', '(', ':', '>']);
/** After it: the end, a space, a quote or a shell separator. */
const AFTER = new Set([' ', '\t', '"', "'", ';', '&', '|', ')', ',']);
/** Whether a script names the path as a word of its own (not "server/index.js.map", not "my-icon.png"). */
function mentions(command, path) {
    for (let at = command.indexOf(path); at !== -1; at = command.indexOf(path, at + 1)) {
        let start = at;
        if (command.startsWith('./', start - 2))
            start -= 2;
        const before = start === 0 || BEFORE.has(command[start - 1]);
        const end = at + path.length;
        const after = end === command.length || AFTER.has(command[end]);
        if (before && after)
            return true;
    }
    return false;
}
/** How a message names a build file's step: `Makefile's "build-dxt" target`. */
function stepName(step) {
    const kind = /Taskfile/.test(step.file) ? 'task' : /justfile/i.test(step.file) ? 'recipe' : 'target';
    return step.target === undefined ? step.file : `${step.file}'s ${JSON.stringify(step.target)} ${kind}`;
}


/***/ })

};

})
