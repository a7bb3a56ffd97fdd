// mcpdesc chunk 74eca010eb753d8bd079cb02b639454f06be1c29f09fc0b1310a843631570de7
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 6314;
__mcpdesc_chunk.ids = [6314];
__mcpdesc_chunk.modules = {

/***/ 3628:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $5: () => (/* binding */ checkedFiles),
/* harmony export */   A_: () => (/* binding */ LEVELS),
/* harmony export */   Eg: () => (/* binding */ compareFindings),
/* harmony export */   mH: () => (/* binding */ compareByPosition)
/* harmony export */ });
const LEVELS = ['error', 'warning', 'note'];
/** The files that were checked, as opposed to skipped. */
function checkedFiles(results) {
    return results.filter((r) => r.skipped === undefined);
}
/** Most severe first, then by file position: the order reporters show findings in. */
function compareFindings(a, b) {
    return (LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level) ||
        byCodeUnits(a.path, b.path) ||
        a.range.start.line - b.range.start.line ||
        a.range.start.column - b.range.start.column ||
        byCodeUnits(a.ruleId, b.ruleId));
}
/** Source order within a file, for text output. */
function compareByPosition(a, b) {
    return (byCodeUnits(a.path, b.path) ||
        a.range.start.line - b.range.start.line ||
        a.range.start.column - b.range.start.column ||
        LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level) ||
        byCodeUnits(a.ruleId, b.ruleId));
}
/** Plain code-unit order: locale order ties names that differ only in Unicode normalization (NFC, NFD), so their findings would interleave. */
function byCodeUnits(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}


/***/ }),

/***/ 6314:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ConfigError: () => (/* binding */ ConfigError),
  DEFAULT_CONFIG: () => (/* binding */ DEFAULT_CONFIG),
  DEFAULT_CONFIG_FILE: () => (/* reexport */ defaults/* DEFAULT_CONFIG_FILE */.Cu),
  DEFAULT_INCLUDE: () => (/* binding */ DEFAULT_INCLUDE),
  DEFAULT_LIMITS: () => (/* binding */ DEFAULT_LIMITS),
  MAX_CONFIG_BYTES: () => (/* binding */ MAX_CONFIG_BYTES),
  configIn: () => (/* binding */ configIn),
  exists: () => (/* binding */ exists),
  ignoresFor: () => (/* binding */ ignoresFor),
  levelAlias: () => (/* binding */ levelAlias),
  loadConfig: () => (/* binding */ loadConfig),
  parseConfig: () => (/* binding */ parseConfig),
  readConfigText: () => (/* binding */ readConfigText),
  ruleSetting: () => (/* binding */ ruleSetting),
  settingsFor: () => (/* binding */ settingsFor),
  unusedIgnores: () => (/* binding */ unusedIgnores),
  withGlobs: () => (/* binding */ withGlobs),
  withRules: () => (/* binding */ withRules)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: ./src/util/printable.ts
var printable = __webpack_require__(1095);
// EXTERNAL MODULE: ./src/runner/read.ts
var runner_read = __webpack_require__(9808);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/formats/loaders.ts + 1 modules
var loaders = __webpack_require__(9189);
// EXTERNAL MODULE: ./src/parse/parse.ts + 12 modules
var parse = __webpack_require__(9482);
// EXTERNAL MODULE: ./src/schema/budget.ts
var budget = __webpack_require__(3814);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/util/lazy-require.ts
var lazy_require = __webpack_require__(6050);
// EXTERNAL MODULE: ./src/util/suggest.ts
var suggest = __webpack_require__(7406);
// EXTERNAL MODULE: ./src/engine/finding.ts
var finding = __webpack_require__(3628);
;// CONCATENATED MODULE: ./src/runner/globs.ts
/**
 * What makes an include or exclude glob invalid. picomatch accepts anything and quietly treats a
 * malformed pattern as literal text, so a typo would match nothing and lint (or skip) less than meant.
 * A glob is rejected when it is empty, when its brackets, braces or parentheses do not pair up, or
 * when it could never match: globs are matched against relative POSIX paths (from the root, or from
 * a searched folder outside it), which are never absolute and never contain "..".
 */
const CLOSERS = { '{': '}', '(': ')' };
/** Why `glob` is invalid, in words that fit after the glob is quoted, or undefined when it is fine. */
function globProblem(glob) {
    if (glob.trim() === '')
        return 'is empty';
    const pattern = glob.startsWith('!') ? glob.slice(1) : glob; // picomatch negation
    if (pattern.startsWith('/') || /^[A-Za-z]:[\\/]/.test(pattern)) {
        return 'is an absolute path, but globs match relative paths (e.g. "servers/**/*.mcp.json"), so it can never match';
    }
    if (pattern.split('/').includes('..'))
        return 'has a ".." segment, but the relative paths globs match never contain "..", so it can never match';
    return unbalanced(glob);
}
/**
 * Why a list of include globs would find no file at all, or undefined. An include that matches nothing
 * would turn the run into "0 files checked", a silent pass.
 */
function includeProblem(globs) {
    if (globs.length === 0)
        return "lists no glob, so no file would be checked; leave it out to look at every format's usual paths";
    if (globs.every((glob) => glob.startsWith('!'))) {
        return `has only negated globs (${globs.map((g) => JSON.stringify(g)).join(', ')}), which match no file by themselves; list what to check, and put what to skip under exclude`;
    }
    for (const glob of globs) {
        if (/\\[A-Za-z0-9*.]/.test(glob)) {
            return `has ${JSON.stringify(glob)}, which uses "\\" as a path separator: globs match "/"-separated paths, so write ${JSON.stringify(glob.replace(/\\/g, '/'))} (to match a special character literally, use a class such as "[*]")`;
        }
        if (glob.endsWith('/'))
            return `has ${JSON.stringify(glob)}, which ends with "/" and so matches folders, while only files are checked; write ${JSON.stringify(`${glob}**`)}`;
    }
    return undefined;
}
/** The first bracket, brace or parenthesis without its partner (backslash escapes one character). */
function unbalanced(glob) {
    const open = [];
    for (let i = 0; i < glob.length; i++) {
        const char = glob[i];
        if (char === '\\') {
            i++;
        }
        else if (char === '[') {
            const end = classEnd(glob, i);
            if (end < 0)
                return never(char, i);
            i = end;
        }
        else if (char in CLOSERS) {
            open.push({ char, at: i });
        }
        else if (char === '}' || char === ')' || char === ']') {
            const last = open.pop();
            if (!last || CLOSERS[last.char] !== char)
                return `has a "${char}" at character ${i + 1} that closes nothing; escape it as "\\${char}" to match it literally`;
        }
    }
    const last = open.pop();
    return last ? never(last.char, last.at) : undefined;
}
function never(char, at) {
    return `has a "${char}" at character ${at + 1} that is never closed; escape it as "\\${char}" to match it literally`;
}
/** The index of the "]" that ends the character class opened at `start`, or -1. */
function classEnd(glob, start) {
    let i = start + 1;
    if (glob[i] === '!' || glob[i] === '^')
        i++;
    if (glob[i] === ']')
        i++; // a "]" first in the class is literal
    for (; i < glob.length; i++) {
        if (glob[i] === '\\')
            i++;
        else if (glob[i] === '[' && glob[i + 1] === ':') {
            const end = glob.indexOf(':]', i + 2); // a POSIX class such as [:alpha:]
            if (end < 0)
                return -1;
            i = end + 1;
        }
        else if (glob[i] === ']')
            return i;
    }
    return -1;
}

// EXTERNAL MODULE: ./src/runner/defaults.ts
var defaults = __webpack_require__(1634);
;// CONCATENATED MODULE: ./src/runner/config.ts
/**
 * `.mcpdesc.yaml`: which files to lint, per-rule levels, and input limits. Parsing is pure and
 * strict: an unknown key, rule id or level is a usage error that names the accepted values.
 */














/** Every format's usual paths (src/formats): which files a folder search looks at by default. */
const DEFAULT_INCLUDE = loaders/* FORMAT_PATHS */.nv;
const DEFAULT_LIMITS = {
    ...parse/* DEFAULT_PARSE_LIMITS */.tN,
    ...budget/* DEFAULT_SCHEMA_LIMITS */.J,
    maxFileBytes: 5 * 1024 * 1024,
    regexTimeoutMs: 100,
    fileTimeoutMs: 10_000,
};
/** Upper bounds that keep even a permissive configuration safe (nesting is parsed recursively). */
const LIMIT_MAXIMUMS = {
    maxDepth: 1_000,
    maxNodes: 10_000_000,
    maxStringLength: 100_000_000,
    maxAliases: 100_000,
    maxFileBytes: 1024 * 1024 * 1024,
    regexTimeoutMs: 10_000,
    fileTimeoutMs: 600_000,
    maxSchemaNodes: 1_000_000,
    maxSchemaNodesPerFile: 10_000_000,
};
const DEFAULT_CONFIG = { include: DEFAULT_INCLUDE, exclude: [], rules: {}, limits: DEFAULT_LIMITS, ignore: [], overrides: [] };
class ConfigError extends Error {
}
const SETTINGS = [...finding/* LEVELS */.A_, 'off'];
const KEYS = ['include', 'exclude', 'rules', 'overrides', 'ignore', 'limits'];
const IGNORE_KEYS = ['files', 'rule', 'pointer', 'reason'];
const OVERRIDE_KEYS = ['files', 'rules'];
/** Parse and check a configuration file's text; `source` names it in error messages. */
function parseConfig(text, source, catalogue) {
    let raw;
    try {
        raw = (0,lazy_require/* vendoredYaml */.Xd)().parse(text, { prettyErrors: false });
    }
    catch (error) {
        throw new ConfigError(`${source}: not valid YAML (${(0,printable/* shortQuotes */.ob)(error.message.split('\n')[0])}). Fix the syntax.`);
    }
    if (raw === null || raw === undefined)
        return DEFAULT_CONFIG;
    if (!(0,json/* isObject */.Gv)(raw))
        throw new ConfigError(`${source}: the configuration must be a mapping with any of ${(0,json/* listOf */.c3)(KEYS, 'and')}, not ${(0,json/* shown */.SP)(raw)}.`);
    for (const key of Object.keys(raw)) {
        if (!KEYS.includes(key))
            throw new ConfigError(`${source}: unknown setting ${JSON.stringify(key)}.${hint(key, KEYS)} Accepted settings: ${(0,json/* listOf */.c3)(KEYS, 'and')}.`);
    }
    return {
        include: raw.include === undefined ? DEFAULT_INCLUDE : checkInclude(globs(raw.include, `${source}: include`), `${source}: include`),
        exclude: raw.exclude === undefined ? [] : globs(raw.exclude, `${source}: exclude`),
        rules: ruleSettings(raw.rules, source, catalogue),
        limits: limits(raw.limits, source),
        ignore: ignoreSettings(raw.ignore, source, catalogue),
        overrides: overrides(raw.overrides, source, catalogue),
    };
}
/** The rule settings for one file: `rules:`, then each override whose globs match it, in order (later ones win). */
function settingsFor(config, path) {
    let settings = config.rules;
    for (const override of config.overrides)
        if (matches(override.files, path))
            settings = { ...settings, ...override.rules };
    return settings;
}
/** The `ignore:` entries whose globs match a file. */
function ignoresFor(config, path) {
    return config.ignore
        .filter((entry) => matches(entry.files, path))
        .map(({ rule, pointer, reason }) => ({ rule, reason, ...(pointer === undefined ? {} : { pointer }) }));
}
function unusedIgnores(config, results, whole = false) {
    const checked = results.filter((r) => r.skipped === undefined);
    return config.ignore.flatMap((entry, index) => {
        const files = checked.filter((r) => matches(entry.files, r.path));
        const name = `ignore[${index}] (${entry.rule} in ${entry.files.join(', ')})`;
        if (files.length === 0)
            return whole ? [{ entry: name, matchesNothing: true }] : [];
        // A suppression does not name its entry: one of the same rule and reason in a file the entry matches counts.
        const used = files.some((r) => (r.suppressed ?? []).some((f) => f.suppression?.kind === 'external' && f.suppression.justification === entry.reason && f.ruleId === entry.rule));
        return used ? [] : [{ entry: name, matchesNothing: false }];
    });
}
/** Compiled globs, shared by the run (a cache: it cannot change a result). */
const MATCHERS = new Map();
function matches(globs, path) {
    const key = JSON.stringify(globs);
    let matcher = MATCHERS.get(key);
    if (!matcher) {
        matcher = (0,lazy_require/* vendoredPicomatch */.SI)()([...globs], { dot: true });
        MATCHERS.set(key, matcher);
    }
    return matcher(path);
}
function ignoreSettings(raw, source, catalogue) {
    if (raw === undefined || raw === null)
        return [];
    const example = '[{files: "servers/legacy.mcp.json", rule: mcp.tool.name-format, reason: "renamed in v2"}]';
    if (!Array.isArray(raw))
        throw new ConfigError(`${source}: ignore must be a list of {files, rule, pointer, reason} entries, e.g. ${example}, not ${(0,json/* shown */.SP)(raw)}.`);
    return raw.map((entry, index) => {
        const where = `${source}: ignore[${index}]`;
        if (!(0,json/* isObject */.Gv)(entry))
            throw new ConfigError(`${where} must be a mapping with files, rule, reason and optionally pointer, not ${(0,json/* shown */.SP)(entry)}.`);
        entryKeys(entry, IGNORE_KEYS, where);
        for (const key of ['files', 'rule', 'reason']) {
            if (entry[key] === undefined)
                throw new ConfigError(`${where} has no ${key}; each entry needs files, rule and reason, e.g. ${example}.`);
        }
        ruleSetting(entry.rule, 'off', `${where}: rule`, catalogue);
        if (typeof entry.reason !== 'string' || entry.reason.trim() === '')
            throw new ConfigError(`${where}: reason must say why the findings are accepted (code scanning shows it), not ${(0,json/* shown */.SP)(entry.reason)}.`);
        const pointer = entry.pointer;
        if (pointer !== undefined && (typeof pointer !== 'string' || (pointer !== '' && !pointer.startsWith('/'))))
            throw new ConfigError(`${where}: pointer must be a JSON Pointer such as "/tools/0/name" ("" is the whole file), not ${(0,json/* shown */.SP)(pointer)}.`);
        return {
            files: globs(entry.files, `${where}: files`),
            rule: entry.rule,
            reason: entry.reason.trim(),
            ...(pointer === undefined ? {} : { pointer: pointer }),
        };
    });
}
function overrides(raw, source, catalogue) {
    if (raw === undefined || raw === null)
        return [];
    if (!Array.isArray(raw))
        throw new ConfigError(`${source}: overrides must be a list of {files, rules} entries, e.g. [{files: ["legacy/**"], rules: {mcp.tool.name-format: off}}], not ${(0,json/* shown */.SP)(raw)}.`);
    return raw.map((entry, index) => {
        const where = `${source}: overrides[${index}]`;
        if (!(0,json/* isObject */.Gv)(entry))
            throw new ConfigError(`${where} must be a mapping with files and rules, not ${(0,json/* shown */.SP)(entry)}.`);
        entryKeys(entry, OVERRIDE_KEYS, where);
        if (entry.files === undefined || entry.rules === undefined)
            throw new ConfigError(`${where} needs both files and rules.`);
        return { files: globs(entry.files, `${where}: files`), rules: ruleSettings(entry.rules, where, catalogue) };
    });
}
function entryKeys(entry, keys, where) {
    for (const key of Object.keys(entry)) {
        if (!keys.includes(key))
            throw new ConfigError(`${where}: unknown key ${JSON.stringify(key)}.${hint(key, keys)} Accepted keys: ${(0,json/* listOf */.c3)(keys, 'and')}.`);
    }
}
/**
 * Reads the configuration file: `path` (named by `option`, e.g. "--config", in errors) or, when none is
 * given, `.mcpdesc.yaml` or `.mcpdesc.yml` in `cwd` if one exists.
 */
async function loadConfig(path, cwd, catalogue, option) {
    const read = readConfigText(path, cwd, option);
    return read === undefined ? DEFAULT_CONFIG : parseConfig(read.text, read.name, catalogue);
}
/** The configuration file's text and name (see loadConfig), or undefined when none is named and there is none. */
function readConfigText(path, cwd, option) {
    const absolute = path === undefined ? configIn(cwd) : (0,external_node_path_.resolve)(cwd, path);
    if (absolute === undefined)
        return undefined;
    const name = path ?? (0,external_node_path_.basename)(absolute);
    // The configuration comes from the pull request too: read under the same policy as linted files.
    const read = (0,runner_read/* readDescriptor */.qq)(absolute, cwd, MAX_CONFIG_BYTES);
    if (!read.ok) {
        const code = /\((E[A-Z]+)\)/.exec(read.message)?.[1] ?? (/a directory/.test(read.message) ? 'EISDIR' : undefined);
        throw new ConfigError(`cannot read the configuration file ${name} (${code ?? read.message.replace(/\.$/, '')}). Check the ${option} path.`);
    }
    return { text: read.text, name };
}
/** A configuration file is small; a larger one is a mistake or an attack. */
const MAX_CONFIG_BYTES = 1024 * 1024;
/**
 * The configuration file of one folder: `.mcpdesc.yaml`, or `.mcpdesc.yml`. Both at once is refused
 * rather than one silently preferred, since the other would be edited in vain.
 */
function configIn(dir) {
    const found = defaults/* CONFIG_FILE_NAMES */.HR.map((name) => ({ path: (0,external_node_path_.join)(dir, name), state: lookup((0,external_node_path_.join)(dir, name)) }));
    // One that cannot be looked at (EACCES, ENAMETOOLONG) is read, and the error says why it cannot be.
    const unknown = found.find((f) => f.state === 'unknown');
    if (unknown)
        return unknown.path;
    const present = found.filter((f) => f.state === 'present');
    if (present.length > 1)
        throw new ConfigError(`${defaults/* CONFIG_FILE_NAMES */.HR.join(' and ')} are both in ${dir}: mcpdesc reads one configuration file per folder. Merge them into ${defaults/* CONFIG_FILE_NAMES */.HR[0]}.`);
    return present[0]?.path;
}
/** Whether something is at `path`; a symlink counts (the read policy then refuses it with a message). */
function exists(path) {
    return lookup(path) === 'present';
}
/** What is at `path`: only ENOENT and ENOTDIR say nothing is; other errors leave it unknown. */
function lookup(path) {
    try {
        (0,external_node_fs_.lstatSync)(path);
        return 'present';
    }
    catch (error) {
        const code = error.code;
        return code === 'ENOENT' || code === 'ENOTDIR' ? 'absent' : 'unknown';
    }
}
/**
 * Globs given on a command line or as action inputs: include globs replace the configured ones,
 * exclude globs add to them. `names` says how errors name them (e.g. "--include", 'Input "include"').
 */
function withGlobs(config, include, exclude, names) {
    checkGlobs(include ?? [], names.include);
    if (include && include.length > 0)
        checkInclude(include, names.include);
    checkGlobs(exclude ?? [], names.exclude);
    return {
        ...config,
        ...(include && include.length > 0 ? { include } : {}),
        ...(exclude && exclude.length > 0 ? { exclude: [...config.exclude, ...exclude] } : {}),
    };
}
/**
 * `--rule id=level` settings from a command line, over the configured ones (as in ESLint, the command
 * line wins); an unknown id gets the closest one.
 */
function withRules(config, settings, catalogue) {
    if (!settings || settings.length === 0)
        return config;
    const rules = { ...config.rules };
    for (const setting of settings) {
        const at = setting.indexOf('=');
        if (at <= 0)
            throw new ConfigError(`--rule takes id=level, such as --rule mcp.tool.name-format=off, not ${JSON.stringify(setting)}.`);
        rules[setting.slice(0, at)] = ruleSetting(setting.slice(0, at), setting.slice(at + 1), '--rule', catalogue);
    }
    // The command line wins over the configuration file, overrides included (as ESLint's --rule does).
    const given = new Set(settings.map((setting) => setting.slice(0, setting.indexOf('='))));
    const overrides = config.overrides.map((override) => ({
        ...override,
        rules: Object.fromEntries(Object.entries(override.rules).filter(([id]) => !given.has(id))),
    }));
    return { ...config, rules, overrides };
}
/** Per-rule settings given on a command line or action input, e.g. `mcp.tool.name-format=off`. */
function ruleSetting(ruleId, setting, where, catalogue) {
    if (!catalogue.get(ruleId)) {
        throw new ConfigError(`${where}: unknown rule ${JSON.stringify(ruleId)}.${hint(ruleId, catalogue.rules.map((r) => r.id))} See docs/rules/README.md for every rule id.`);
    }
    const level = levelAlias(setting);
    if (!SETTINGS.includes(level)) {
        throw new ConfigError(`${where}: ${(0,json/* shown */.SP)(setting)} is not a rule setting for ${ruleId}; use ${(0,json/* listOf */.c3)(SETTINGS)}.`);
    }
    return level;
}
/** `warn` is read as `warning` wherever a level is, as ESLint users type it. */
function levelAlias(value) {
    return value === 'warn' ? 'warning' : value;
}
function ruleSettings(raw, source, catalogue) {
    if (raw === undefined || raw === null)
        return {};
    if (!(0,json/* isObject */.Gv)(raw))
        throw new ConfigError(`${source}: rules must map rule ids to ${(0,json/* listOf */.c3)(SETTINGS)}, not ${(0,json/* shown */.SP)(raw)}.`);
    const settings = {};
    for (const [id, setting] of Object.entries(raw)) {
        settings[id] = ruleSetting(id, setting, `${source}: rules`, catalogue);
    }
    return settings;
}
function globs(raw, where) {
    const list = typeof raw === 'string' ? [raw] : raw;
    if (!Array.isArray(list) || list.some((g) => typeof g !== 'string')) {
        throw new ConfigError(`${where} must be a glob or a list of globs, e.g. ["servers/**/*.mcp.json"], not ${(0,json/* shown */.SP)(raw)}.`);
    }
    return checkGlobs(list, where);
}
function checkInclude(list, where) {
    const problem = includeProblem(list);
    if (problem)
        throw new ConfigError(`${where} ${problem}.`);
    return list;
}
function checkGlobs(list, where) {
    for (const glob of list) {
        const problem = globProblem(glob);
        if (problem)
            throw new ConfigError(`${where}: the glob ${JSON.stringify(glob)} ${problem}.`);
    }
    return [...list];
}
function limits(raw, source) {
    if (raw === undefined || raw === null)
        return DEFAULT_LIMITS;
    const names = Object.keys(DEFAULT_LIMITS);
    if (!(0,json/* isObject */.Gv)(raw))
        throw new ConfigError(`${source}: limits must be a mapping of ${(0,json/* listOf */.c3)(names, 'and')}, not ${(0,json/* shown */.SP)(raw)}.`);
    const result = { ...DEFAULT_LIMITS };
    for (const [key, value] of Object.entries(raw)) {
        if (!names.includes(key))
            throw new ConfigError(`${source}: unknown limit ${JSON.stringify(key)}.${hint(key, names)} Accepted limits: ${(0,json/* listOf */.c3)(names, 'and')}.`);
        const max = LIMIT_MAXIMUMS[key];
        if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0 || value > max) {
            throw new ConfigError(`${source}: limits.${key} must be an integer from 1 to ${max} (default ${DEFAULT_LIMITS[key]}), not ${(0,json/* shown */.SP)(value)}.`);
        }
        result[key] = value;
    }
    return result;
}
function hint(input, candidates) {
    const near = (0,suggest/* closest */.k)(input, candidates, 3);
    return near ? ` Did you mean ${JSON.stringify(near)}?` : '';
}


/***/ }),

/***/ 7630:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FY: () => (/* binding */ plainPaths),
/* harmony export */   GW: () => (/* binding */ realRootOf),
/* harmony export */   R7: () => (/* binding */ containment),
/* harmony export */   lR: () => (/* binding */ rememberListed),
/* harmony export */   qP: () => (/* binding */ NO_FOLLOW),
/* harmony export */   ux: () => (/* binding */ within),
/* harmony export */   wQ: () => (/* binding */ rememberPlain)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _util_file_names_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3609);
/* harmony import */ var _relative_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6304);
/**
 * Where a path inside the workspace really leads, judged component by component: a symlinked folder
 * anywhere on the way (`servers -> /elsewhere`, then `servers/a.mcp.json`) is refused, not only a
 * symlink in the last component. Shared by every read of the repository (linted files, the
 * configuration, the baseline, the workspace view rules read through).
 */




// realpath(3) in one call: Node's JavaScript realpathSync makes a system call per path component.
const realpath = node_fs__WEBPACK_IMPORTED_MODULE_0__.realpathSync.native;
let lastRoot;
/** The workspace root resolved, once per root: every file of a run asks for the same one. */
function realRootOf(root) {
    if (lastRoot?.root !== root)
        lastRoot = { root, real: realpath(root) };
    return lastRoot.real;
}
/** Folders, and files, a run remembers at most; past it, it starts over (the answers stay the same). */
const MAX_FOLDERS = 20_000;
/**
 * The open flag that makes opening a symlink fail (ELOOP) instead of following it, atomically with the
 * open; undefined where the system has none (Windows). Where it exists, a file in a plain folder is
 * opened with it instead of being looked at (lstat) first: the bench's source monorepo made 2,400 lstat
 * calls, one per file, only to learn that none was a link. Where it does not, every file is looked at.
 */
const NO_FOLLOW = node_fs__WEBPACK_IMPORTED_MODULE_0__.constants.O_NOFOLLOW;
/** Remembers that the file (or folder) at `absolute`, whose real path is `real`, is plain and what it is. */
function rememberPlain(folders, absolute, real, type) {
    if (folders.files.size >= MAX_FOLDERS)
        folders.files.clear();
    folders.files.set(absolute, { kind: 'plain', real, type });
}
/**
 * Remembers what a listing of the plain folder `folder` (real path `real`) found, by the entries' types
 * (readdir's d_type): a file or folder that is no symlink needs no lstat of its own. Only where NO_FOLLOW
 * exists: a file found so is opened with it, so one swapped for a symlink since is still not followed.
 * An entry of unknown type (some file systems give none) or a name that is not UTF-8 is left to the lstat.
 */
function rememberListed(folders, folder, real, name, entry) {
    if (NO_FOLLOW === undefined || name.includes('\uFFFD'))
        return;
    const type = entry.isFile() ? 'file' : entry.isDirectory() ? 'directory' : undefined;
    if (type !== undefined)
        rememberPlain(folders, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(folder, name), (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(real, name), type);
}
/** An empty memory of plain paths, for one run: the run does not change the repository it reads. */
function plainPaths() {
    return { real: new Map(), files: new Map() };
}
/**
 * A path's real path equals the real root joined with its relative path exactly when no component
 * below the root is a symlink (realpath's answer holds none): one system call for the common case.
 * Otherwise the folder is resolved the same way, to tell a symlinked folder from a symlinked file.
 * With `folders`, a folder is resolved once per run, and a file in a plain one that is no symlink
 * itself (one lstat) is plain: realpath(3) resolves every component of the path again, and once per
 * file read (twice for a package's files, which the consistency rules read too) that was about 140 ms
 * of a 2.7 s CPU profile of the bench's 2,400-file source monorepo. That answer is remembered too,
 * with what the lstat found: a package's file was lstat'ed four times (twice for its kind, once for
 * each of the consistency rules' read and the runner's). `opening`: the caller opens the file next, with
 * NO_FOLLOW where it exists; a file in a plain folder not known yet is then answered plain without a
 * look (no `type`, not remembered), and the caller judges it again, whole, if that open fails.
 */
function containment(absolute, root, folders, opening = false) {
    const rel = (0,_relative_js__WEBPACK_IMPORTED_MODULE_3__/* .relativeTo */ .M)(root, absolute);
    if (outside(rel))
        return { kind: 'outside' };
    let realRoot;
    try {
        realRoot = realRootOf(root);
    }
    catch (error) {
        return { kind: 'error', code: error.code ?? 'error' };
    }
    if (folders && rel !== '') {
        const known = folders.files.get(absolute);
        if (known)
            return known;
        const realFolder = plainFolder(folders, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(absolute), root, realRoot);
        // Not looked at: the caller opens it with NO_FOLLOW, and judges it whole if that fails.
        if (realFolder !== undefined && opening && NO_FOLLOW !== undefined)
            return { kind: 'plain', real: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(realFolder, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(absolute)) };
        const type = realFolder === undefined ? undefined : unlinkedType(absolute);
        if (realFolder !== undefined && type !== undefined) {
            rememberPlain(folders, absolute, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(realFolder, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(absolute)), type);
            return { kind: 'plain', real: (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(realFolder, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.basename)(absolute)), type };
        }
    }
    const real = resolved(absolute);
    if (real.path !== undefined && real.path === (rel === '' ? realRoot : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(realRoot, rel)))
        return { kind: 'plain', real: real.path };
    if (rel === '')
        return { kind: 'last', real: real.path };
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(absolute);
    const folderRel = (0,_relative_js__WEBPACK_IMPORTED_MODULE_3__/* .relativeTo */ .M)(root, folder);
    if (folderRel !== '') {
        const realFolder = resolved(folder);
        if (realFolder.path === undefined)
            return { kind: 'error', code: realFolder.code };
        if (realFolder.path !== (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(realRoot, folderRel)) {
            // Told apart by lstat: on a case-insensitive file system a name typed in another case differs too.
            const link = firstLink(root, folderRel);
            if (link !== undefined)
                return { kind: 'folder', folder: link };
        }
    }
    return { kind: 'last', real: real.path };
}
/** The folder's real path when no component below the root is a symlink, remembered in `folders`. */
function plainFolder(folders, folder, root, realRoot) {
    if (folders.real.has(folder))
        return folders.real.get(folder);
    const folderRel = (0,_relative_js__WEBPACK_IMPORTED_MODULE_3__/* .relativeTo */ .M)(root, folder);
    const real = folderRel === '' ? realRoot : resolved(folder).path;
    const plain = real !== undefined && real === (folderRel === '' ? realRoot : (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(realRoot, folderRel)) ? real : undefined;
    if (folders.real.size >= MAX_FOLDERS)
        folders.real.clear();
    folders.real.set(folder, plain);
    return plain;
}
/** What the path is when it is no symlink; undefined for a symlink or a path that cannot be looked at, so the full check decides. */
function unlinkedType(path) {
    let stats;
    try {
        stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)((0,_util_file_names_js__WEBPACK_IMPORTED_MODULE_2__/* .fsPath */ .Jk)(path), { throwIfNoEntry: false });
    }
    catch {
        return undefined;
    }
    if (!stats || stats.isSymbolicLink())
        return undefined;
    return stats.isFile() ? 'file' : stats.isDirectory() ? 'directory' : 'other';
}
/** Whether `target` is the root or lies inside it. */
function within(root, target) {
    return !outside((0,_relative_js__WEBPACK_IMPORTED_MODULE_3__/* .relativeTo */ .M)(root, target));
}
/** A relative path that climbs out (a name such as "..x" does not). */
function outside(rel) {
    return rel === '..' || rel.startsWith(`..${node_path__WEBPACK_IMPORTED_MODULE_1__.sep}`) || (0,node_path__WEBPACK_IMPORTED_MODULE_1__.isAbsolute)(rel);
}
function resolved(path) {
    try {
        const bytes = (0,_util_file_names_js__WEBPACK_IMPORTED_MODULE_2__/* .fsPath */ .Jk)(path);
        // As text when that is exact: a name that is not UTF-8 comes back with U+FFFD, and is read again as bytes.
        const text = realpath(bytes);
        return { path: text.includes('\uFFFD') ? (0,_util_file_names_js__WEBPACK_IMPORTED_MODULE_2__/* .decodeFileName */ .qL)(realpath(bytes, { encoding: 'buffer' })) : text };
    }
    catch (error) {
        return { path: undefined, code: error.code ?? 'error' };
    }
}
/**
 * The first symlinked folder of `folderRel`, as a POSIX path (asked only once a real path differs);
 * one that cannot be looked at counts as one, so that a doubt refuses the path.
 */
function firstLink(root, folderRel) {
    const parts = folderRel.split(node_path__WEBPACK_IMPORTED_MODULE_1__.sep);
    for (let i = 1; i <= parts.length; i++) {
        const folder = parts.slice(0, i);
        try {
            if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.lstatSync)((0,_util_file_names_js__WEBPACK_IMPORTED_MODULE_2__/* .fsPath */ .Jk)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, ...folder))).isSymbolicLink())
                return folder.join('/');
        }
        catch {
            return folder.join('/');
        }
    }
    return undefined;
}


/***/ }),

/***/ 9808:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   H8: () => (/* binding */ unlistedFolder),
/* harmony export */   pp: () => (/* binding */ decodeRead),
/* harmony export */   qq: () => (/* binding */ readDescriptor)
/* harmony export */ });
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4573);
/* harmony import */ var node_buffer__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_buffer__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _parse_lines_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(2060);
/* harmony import */ var _util_file_names_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(3609);
/* harmony import */ var _util_utf8_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1986);
/* harmony import */ var _contain_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7630);
/* harmony import */ var _relative_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6304);
/**
 * Reads a descriptor as untrusted input: only regular files, only inside the workspace (the path judged
 * component by component, contain.ts: no symlinked folder on the way, a symlinked file only to inside
 * it), only up to the size limit, and only valid UTF-8. Anything else becomes a finding on that file,
 * never an exception.
 */








const FIRST_CHARACTER = { start: { line: 1, column: 1 }, end: { line: 1, column: 2 } };
/**
 * Synchronous on purpose: linting is CPU-bound and goes one file at a time, and five small system calls
 * cost far less done directly than through the thread pool and promises. `reads`: the run's (kept.ts):
 * the paths it found plain, and the bytes of a plain file its workspace read already.
 */
function readDescriptor(absolute, root, maxBytes, reads) {
    const refuse = (message) => ({ ok: false, ruleId: 'mcpdesc.document.file', message });
    try {
        const path = (0,_util_file_names_js__WEBPACK_IMPORTED_MODULE_3__/* .fsPath */ .Jk)(absolute);
        const where = (0,_contain_js__WEBPACK_IMPORTED_MODULE_4__/* .containment */ .R7)(absolute, root, reads?.paths, true);
        if (where.kind === 'folder') {
            return refuse(`This path is reached through ${JSON.stringify(where.folder)}, a symlinked folder, so mcpdesc did not read it: descriptors in a pull request must not reach files beyond the repository, and mcpdesc follows no symlinked folder. Replace the link with the folder itself.`);
        }
        if (where.kind === 'error')
            return cannotRead(where.code);
        const realRoot = (0,_contain_js__WEBPACK_IMPORTED_MODULE_4__/* .realRootOf */ .GW)(root);
        const target = where.kind === 'outside' ? resolvedTarget(path) : where.real;
        // A path with no link between the workspace and it ('plain') needs no lstat: only its last part can be one.
        const link = where.kind === 'last' || (where.kind === 'outside' && target !== absolute) ? (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.lstatSync)(path).isSymbolicLink() : false;
        if (link && !target)
            return refuse('This symlink points to nothing that exists, so there is no descriptor to check. Fix or remove the link.');
        if (link && target && !(0,_contain_js__WEBPACK_IMPORTED_MODULE_4__/* .within */ .ux)(realRoot, target)) {
            return refuse('This symlink points outside the workspace, so mcpdesc did not read it: descriptors in a pull request must not reach files beyond the repository. Replace the link with the file itself.');
        }
        // A version-control folder holds credentials (actions/checkout keeps its token in .git/config): never read, however it is reached.
        // A plain path's real path is the real root joined with the same names: one look at them does.
        if (inVcsFolder(realRoot, target ?? absolute) || (where.kind !== 'plain' && inVcsFolder(root, absolute))) {
            return refuse("This file is inside a version-control folder (.git, .hg or .svn), which mcpdesc never reads: such folders hold credentials, such as the token actions/checkout keeps in .git/config. Lint the repository's own files instead.");
        }
        // Read whole from this very file (a regular one) by the run's workspace; a larger one is read again, to be reported.
        const kept = where.kind === 'plain' ? reads?.kept.take(where.real) : undefined;
        if (kept !== undefined && kept.length <= maxBytes)
            return decode(kept);
        // O_NONBLOCK keeps a FIFO swapped in after the check from blocking the open; NO_FOLLOW, a symlink from being followed.
        let handle;
        try {
            handle = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.openSync)(path, node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_RDONLY | node_fs__WEBPACK_IMPORTED_MODULE_1__.constants.O_NONBLOCK | (where.kind === 'plain' ? (_contain_js__WEBPACK_IMPORTED_MODULE_4__/* .NO_FOLLOW */ .qP ?? 0) : 0));
        }
        catch (error) {
            // Judged plain by the run's memory, or without a look (contain.ts `opening`): a symlink now, or gone.
            // Judged again, whole, without that memory.
            if (where.kind === 'plain' && reads)
                return readDescriptor(absolute, root, maxBytes);
            throw error;
        }
        try {
            const stats = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.fstatSync)(handle);
            if (!stats.isFile())
                return refuse(`This path is ${kindOf(stats)}, not a regular file, so mcpdesc did not read it. Descriptors must be ordinary files.`);
            if (where.kind === 'plain' && where.type === undefined && reads)
                (0,_contain_js__WEBPACK_IMPORTED_MODULE_4__/* .rememberPlain */ .wQ)(reads.paths, absolute, where.real, 'file');
            if (stats.size > maxBytes) {
                return {
                    ok: false,
                    ruleId: 'mcpdesc.document.limits',
                    message: `The file is ${stats.size} bytes, more than the limit of ${maxBytes}; mcpdesc did not read it. Split the descriptor or raise limits.maxFileBytes.`,
                    range: FIRST_CHARACTER,
                };
            }
            const buffer = Buffer.allocUnsafe(Math.min(stats.size, maxBytes) + 1);
            const bytesRead = (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.readSync)(handle, buffer, 0, buffer.length, 0);
            if (bytesRead > maxBytes) {
                return {
                    ok: false,
                    ruleId: 'mcpdesc.document.limits',
                    message: `The file grew past the limit of ${maxBytes} bytes while being read; mcpdesc did not check it.`,
                    range: FIRST_CHARACTER,
                };
            }
            const bytes = buffer.subarray(0, bytesRead);
            if (where.kind === 'plain' && bytesRead === stats.size)
                reads?.kept.keep(where.real, bytes);
            return decode(bytes);
        }
        finally {
            (0,node_fs__WEBPACK_IMPORTED_MODULE_1__.closeSync)(handle);
        }
    }
    catch (error) {
        return cannotRead(error.code ?? 'error');
    }
}
function cannotRead(code) {
    const why = code === 'ENAMETOOLONG'
        ? ' Its path is longer than the system accepts (PATH_MAX): shorten the folder names on the way to it, or check it out closer to the root of the file system.'
        : ' Check that it exists and is readable.';
    return { ok: false, ruleId: 'mcpdesc.document.file', message: `mcpdesc could not read this file (${code}).${why}`, code };
}
/** A folder discovery could not list: what it holds was not checked. */
function unlistedFolder(code) {
    const why = code === 'ENAMETOOLONG' ? 'its path is longer than the system accepts (PATH_MAX): shorten the folder names on the way to it' : 'check that it is readable';
    return {
        ok: false,
        ruleId: 'mcpdesc.document.file',
        message: `mcpdesc could not list this folder (${code}), so no MCP file in it was checked: ${why}, or exclude it if it holds none.`,
        code,
    };
}
/** The real path of a file named outside the workspace (its links are judged as before). */
function resolvedTarget(path) {
    try {
        // As text when that is exact: a name that is not UTF-8 comes back with U+FFFD, and is read again as bytes.
        const text = node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native(path);
        return text.includes('\uFFFD') ? (0,_util_file_names_js__WEBPACK_IMPORTED_MODULE_3__/* .decodeFileName */ .qL)(node_fs__WEBPACK_IMPORTED_MODULE_1__.realpathSync.native(path, { encoding: 'buffer' })) : text;
    }
    catch {
        return undefined;
    }
}
/**
 * Bytes read from a stream (standard input, a pipe), under the same limit and UTF-8 check as a file.
 * `bytes` may hold one byte past the limit: that is how a reader that stops early says there was more.
 */
function decodeRead(bytes, maxBytes) {
    if (bytes.length > maxBytes) {
        return {
            ok: false,
            ruleId: 'mcpdesc.document.limits',
            message: `The input is more than the limit of ${maxBytes} bytes; mcpdesc did not read it all. Split the descriptor or raise limits.maxFileBytes.`,
            range: FIRST_CHARACTER,
        };
    }
    return decode(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}
// Validated in native code, then decoded by Buffer: a fatal TextDecoder was 4 % of a realistic run's CPU at --jobs 1.
function decode(bytes) {
    if ((0,node_buffer__WEBPACK_IMPORTED_MODULE_0__.isUtf8)(bytes)) {
        const text = bytes.toString('utf8');
        // As TextDecoder reads UTF-8: a byte order mark is not part of the text.
        return { ok: true, text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
    }
    const offset = Math.max(0, (0,_util_utf8_js__WEBPACK_IMPORTED_MODULE_6__/* .firstInvalidUtf8 */ .v)(bytes));
    const before = new TextDecoder('utf-8').decode(bytes.subarray(0, offset));
    const lines = new _parse_lines_js__WEBPACK_IMPORTED_MODULE_7__/* .LineIndex */ .r(before);
    const start = lines.position(before.length);
    return {
        ok: false,
        ruleId: 'mcpdesc.document.file',
        message: `The file is not valid UTF-8 (byte 0x${bytes[offset].toString(16).padStart(2, '0')} at offset ${offset}). JSON and YAML descriptors must be UTF-8: re-save the file as UTF-8.`,
        range: { start, end: { line: start.line, column: start.column + 1 } },
    };
}
const VCS_FOLDERS = new Set(['.git', '.hg', '.svn']);
/** Whether a path passes through a version-control folder (counted from `root` when it lies inside it). */
function inVcsFolder(root, path) {
    const rel = (0,_relative_js__WEBPACK_IMPORTED_MODULE_5__/* .relativeTo */ .M)(root, path);
    const parts = (rel.startsWith('..') || (0,node_path__WEBPACK_IMPORTED_MODULE_2__.isAbsolute)(rel) ? path : rel).split(node_path__WEBPACK_IMPORTED_MODULE_2__.sep);
    return parts.some((part) => VCS_FOLDERS.has(part));
}
function kindOf(stats) {
    if (stats.isDirectory())
        return 'a directory';
    if (stats.isFIFO())
        return 'a named pipe (FIFO)';
    if (stats.isSocket())
        return 'a socket';
    if (stats.isCharacterDevice() || stats.isBlockDevice())
        return 'a device';
    return 'a special file';
}


/***/ }),

/***/ 6304:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ relativeTo)
/* harmony export */ });
/* unused harmony export plainBelow */
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_0__);
/**
 * `path.relative` for the common case of a run: a path that is the root, a separator and plain names
 * (from `join`, or a real path under a real root). Then the names are the answer, found without
 * resolving both paths against the working folder for every file.
 */

/** The part of `path` below `root` when it is `root`, a separator and plain names (no empty, "." or ".." part); otherwise undefined. */
function plainBelow(root, path) {
    if (root === '' || path.length <= root.length + 1 || !path.startsWith(root) || path[root.length] !== node_path__WEBPACK_IMPORTED_MODULE_0__.sep)
        return undefined;
    // Windows takes "/" as a separator too: `relative` reads those paths.
    if (node_path__WEBPACK_IMPORTED_MODULE_0__.sep !== '/' && path.includes('/'))
        return undefined;
    const rest = path.slice(root.length + 1);
    for (const part of rest.split(node_path__WEBPACK_IMPORTED_MODULE_0__.sep))
        if (part === '' || part === '.' || part === '..')
            return undefined;
    return rest;
}
/** `relative(root, path)`, by `plainBelow` when it answers. */
function relativeTo(root, path) {
    return plainBelow(root, path) ?? (0,node_path__WEBPACK_IMPORTED_MODULE_0__.relative)(root, path);
}


/***/ }),

/***/ 3814:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   J: () => (/* binding */ DEFAULT_SCHEMA_LIMITS),
/* harmony export */   z: () => (/* binding */ SchemaBudget)
/* harmony export */ });
const DEFAULT_SCHEMA_LIMITS = { maxSchemaNodes: 5_000, maxSchemaNodesPerFile: 100_000 };
/** One file's budget: each schema object of the file is charged once, whichever rule asks first. */
class SchemaBudget {
    limits;
    used = 0;
    /** A Map, not a WeakMap: the budget lives only as long as its file, and a Map costs the collector less. */
    verdicts = new Map();
    constructor(limits = DEFAULT_SCHEMA_LIMITS) {
        this.limits = limits;
    }
    /** Charges `schema` (counted as `content`, the schema without its `$schema`) to the budget, or says why it may not be compiled. */
    admit(schema, content = schema) {
        if (this.verdicts.has(schema))
            return this.verdicts.get(schema);
        const verdict = this.charge(content);
        this.verdicts.set(schema, verdict);
        return verdict;
    }
    charge(schema) {
        const { maxSchemaNodes, maxSchemaNodesPerFile } = this.limits;
        const size = countValues(schema, maxSchemaNodes + 1);
        if (size > maxSchemaNodes) {
            return {
                pointer: '',
                target: 'value',
                general: true,
                message: `is too large to check safely: it has more than ${maxSchemaNodes} values (limits.maxSchemaNodes), and compiling an untrusted schema costs time and memory that grow faster than its size. Simplify the schema, or raise the limit if it is legitimate.`,
            };
        }
        if (this.used + size > maxSchemaNodesPerFile) {
            return {
                pointer: '',
                target: 'value',
                general: true,
                message: `was not compiled: this file's JSON Schemas together have more than ${maxSchemaNodesPerFile} values (limits.maxSchemaNodesPerFile). Raise the limit if they are legitimate.`,
            };
        }
        this.used += size;
        return undefined;
    }
}
/** JSON values in `value`, counting stops once past `stop`. */
function countValues(value, stop) {
    let count = 1;
    // Only collections wait on the stack: a scalar is counted when its parent is read.
    const stack = [value];
    while (stack.length > 0) {
        const current = stack.pop();
        if (current === null || typeof current !== 'object')
            continue;
        const items = Array.isArray(current) ? current : Object.values(current);
        for (const item of items) {
            if (++count > stop)
                return count;
            if (item !== null && typeof item === 'object')
                stack.push(item);
        }
    }
    return count;
}


/***/ }),

/***/ 3609:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Jk: () => (/* binding */ fsPath),
/* harmony export */   Vj: () => (/* binding */ printablePath),
/* harmony export */   ZW: () => (/* binding */ wellFormedPath),
/* harmony export */   kq: () => (/* binding */ uriPath),
/* harmony export */   qL: () => (/* binding */ decodeFileName)
/* harmony export */ });
/* unused harmony export fileNameBytes */
/* harmony import */ var _printable_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1095);
/* harmony import */ var _utf8_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1986);
/**
 * File names are bytes on Linux, and not all of them are UTF-8. A path is kept as a string in which
 * every byte that is not part of valid UTF-8 becomes a lone surrogate U+DC80\u2013U+DCFF (Python's
 * "surrogateescape"), so it still names the exact file on disk and in URIs. The helpers here turn
 * such paths back into bytes for the file system, into URI paths, and into text safe to print.
 */


const ESCAPED_BYTE = /(?<![\uD800-\uDBFF])[\uDC80-\uDCFF]/;
const ESCAPED_BYTES = new RegExp(ESCAPED_BYTE.source, 'g');
/** A file name (or git's path output) as bytes \u2192 a path string that round-trips to those bytes. */
function decodeFileName(bytes) {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if ((0,_utf8_js__WEBPACK_IMPORTED_MODULE_1__/* .firstInvalidUtf8 */ .v)(buffer) < 0)
        return buffer.toString('utf8');
    let text = '';
    for (let i = 0; i < buffer.length;) {
        const length = (0,_utf8_js__WEBPACK_IMPORTED_MODULE_1__/* .utf8SequenceLength */ .O)(buffer, i);
        text += length === 0 ? String.fromCharCode(0xdc00 + buffer[i]) : buffer.toString('utf8', i, i + length);
        i += length || 1;
    }
    return text;
}
/** The bytes a path string names (the inverse of decodeFileName). */
function fileNameBytes(path) {
    if (!ESCAPED_BYTE.test(path))
        return Buffer.from(path, 'utf8');
    const parts = [];
    let from = 0;
    for (const match of path.matchAll(ESCAPED_BYTES)) {
        parts.push(Buffer.from(path.slice(from, match.index), 'utf8'), Buffer.of(match[0].charCodeAt(0) - 0xdc00));
        from = (match.index ?? 0) + 1;
    }
    parts.push(Buffer.from(path.slice(from), 'utf8'));
    return Buffer.concat(parts);
}
/** What to hand the file system: the string itself, or its bytes when it holds non-UTF-8 bytes. */
function fsPath(path) {
    return ESCAPED_BYTE.test(path) ? fileNameBytes(path) : path;
}
/**
 * A relative path as a URI path: every byte percent-encoded except unreserved characters and "/",
 * so it stays relative, survives Markdown links (no parentheses) and keeps non-UTF-8 bytes exact.
 */
function uriPath(path) {
    let uri = '';
    for (const byte of fileNameBytes(path)) {
        const char = String.fromCharCode(byte);
        uri += /[A-Za-z0-9\-._~/]/.test(char) ? char : `%${(0,_printable_js__WEBPACK_IMPORTED_MODULE_0__/* .hex */ .uh)(byte, 2)}`;
    }
    return uri;
}
/**
 * A path for a line of text output: as it is when every character prints, otherwise quoted with
 * escapes (\n, \x1B, \xFF for a non-UTF-8 byte, \u202E for a bidirectional control), so a file
 * name can neither break a line nor reorder or restyle what is shown.
 */
function printablePath(path) {
    if (!(0,_printable_js__WEBPACK_IMPORTED_MODULE_0__/* .hasUnprintable */ .BR)(path) && !ESCAPED_BYTE.test(path))
        return path;
    const quoted = path.replace(/["\\]/g, (c) => `\\${c}`).replace(ESCAPED_BYTES, (c) => `\\x${(0,_printable_js__WEBPACK_IMPORTED_MODULE_0__/* .hex */ .uh)(c.charCodeAt(0) - 0xdc00, 2)}`);
    return `"${(0,_printable_js__WEBPACK_IMPORTED_MODULE_0__/* .escapeUnprintable */ .O8)(quoted)}"`;
}
/** The path with non-UTF-8 bytes as U+FFFD, for consumers that only take well-formed text (workflow commands). */
function wellFormedPath(path) {
    return path.replace(ESCAPED_BYTES, '\uFFFD');
}


/***/ }),

/***/ 1986:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ utf8SequenceLength),
/* harmony export */   v: () => (/* binding */ firstInvalidUtf8)
/* harmony export */ });
/** UTF-8 validity, byte by byte, for text read from disk and for file names. */
/** The length of the valid UTF-8 sequence starting at `i` (1 to 4), or 0 when the byte there starts none. */
function utf8SequenceLength(bytes, i) {
    const b = bytes[i];
    if (b < 0x80)
        return 1;
    // The range of the second byte excludes overlong forms, surrogates and code points past U+10FFFF.
    const [length, low, high] = b >= 0xc2 && b <= 0xdf
        ? [2, 0x80, 0xbf]
        : b === 0xe0
            ? [3, 0xa0, 0xbf]
            : b === 0xed
                ? [3, 0x80, 0x9f]
                : b >= 0xe1 && b <= 0xef
                    ? [3, 0x80, 0xbf]
                    : b === 0xf0
                        ? [4, 0x90, 0xbf]
                        : b >= 0xf1 && b <= 0xf3
                            ? [4, 0x80, 0xbf]
                            : b === 0xf4
                                ? [4, 0x80, 0x8f]
                                : [0, 0, 0];
    if (length === 0 || i + length > bytes.length)
        return 0;
    if (bytes[i + 1] < low || bytes[i + 1] > high)
        return 0;
    for (let k = 2; k < length; k++)
        if (bytes[i + k] < 0x80 || bytes[i + k] > 0xbf)
            return 0;
    return length;
}
/** The offset of the first byte that is not part of valid UTF-8, or -1. */
function firstInvalidUtf8(bytes) {
    for (let i = 0; i < bytes.length;) {
        const length = utf8SequenceLength(bytes, i);
        if (length === 0)
            return i;
        i += length;
    }
    return -1;
}


/***/ })

};

})
