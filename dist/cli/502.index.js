export const id = 502;
export const ids = [502];
export const modules = {

/***/ 502:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCli: () => (/* binding */ runCli)
});

// UNUSED EXPORTS: EXIT

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(7975);
// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./node_modules/yaml/dist/index.js
var dist = __webpack_require__(8815);
// EXTERNAL MODULE: ./src/protocol/versions.ts
var versions = __webpack_require__(5159);
;// CONCATENATED MODULE: ./src/catalogue/package-root.ts



let cached;
/**
 * The directory holding mcpdesc's package.json, `rules/` and `docs/`. Found by walking up from this
 * module, so it works from `src/` under jest and from the `dist/` bundles alike.
 */
function packageRoot() {
    if (cached)
        return cached;
    let dir = (0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url));
    for (;;) {
        const manifest = (0,external_node_path_.join)(dir, 'package.json');
        if ((0,external_node_fs_.existsSync)(manifest) && (0,external_node_fs_.existsSync)((0,external_node_path_.join)(dir, 'rules'))) {
            const { name } = JSON.parse((0,external_node_fs_.readFileSync)(manifest, 'utf8'));
            if (name === 'mcpdesc')
                return (cached = dir);
        }
        const parent = (0,external_node_path_.dirname)(dir);
        if (parent === dir)
            throw new Error('cannot find the mcpdesc package root (package.json beside rules/)');
        dir = parent;
    }
}
function packageVersion() {
    const { version } = JSON.parse((0,external_node_fs_.readFileSync)((0,external_node_path_.join)(packageRoot(), 'package.json'), 'utf8'));
    return version;
}

;// CONCATENATED MODULE: ./src/catalogue/catalogue.ts
/**
 * The rule catalogue: `rules/<family>.yaml`, one entry per rule. It is the single source of rule
 * documentation, SARIF rule metadata, default levels and the versions a rule applies to.
 */






const LEVEL_OF = { must: 'error', should: 'warning', may: 'note' };
const REQUIRED_TEXT = ['id', 'title', 'summary', 'statement', 'owner', 'surface', 'path', 'kind', 'level', 'status'];
/**
 * The bundles in dist/ carry the catalogue already read, as JSON beside them (written by
 * scripts/bundle.js from the same YAML): reading YAML would be most of the CLI's start-up.
 */
const PREBUILT = besideThisModule('catalogue.json');
/** Built at run time, so the bundler leaves the file where it is instead of bundling it as an asset. */
function besideThisModule(name) {
    return (0,external_node_path_.join)((0,external_node_path_.dirname)((0,external_node_url_.fileURLToPath)(import.meta.url)), name);
}
/** The catalogue: from `root`'s rules/*.yaml when given, else prebuilt when running from a bundle, else the package's YAML. */
function loadCatalogue(root) {
    const rules = root === undefined && (0,external_node_fs_.existsSync)(PREBUILT) ? JSON.parse((0,external_node_fs_.readFileSync)(PREBUILT, 'utf8')) : readRules(root ?? packageRoot());
    return catalogueOf(rules);
}
function readRules(root) {
    const dir = (0,external_node_path_.join)(root, 'rules');
    return (0,external_node_fs_.readdirSync)(dir)
        .filter((f) => f.endsWith('.yaml'))
        .sort()
        .flatMap((file) => parseFamily(file.replace(/\.yaml$/, ''), (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(dir, file), 'utf8')));
}
function catalogueOf(rules) {
    const byId = new Map(rules.map((r) => [r.id, r]));
    if (byId.size !== rules.length)
        throw new Error('rules/*.yaml: a rule id appears twice');
    return { rules, get: (id) => byId.get(id) };
}
function parseFamily(family, text) {
    const doc = (0,dist/* parse */.qg)(text);
    if (!doc || !Array.isArray(doc.rules))
        throw new Error(`rules/${family}.yaml: expected a top-level "rules" list`);
    return doc.rules.map((raw, index) => toEntry(family, raw, index));
}
function toEntry(family, raw, index) {
    const where = `rules/${family}.yaml, rule ${String(raw.id ?? `#${index + 1}`)}`;
    for (const key of REQUIRED_TEXT) {
        if (typeof raw[key] !== 'string' || raw[key] === '')
            throw new Error(`${where}: "${key}" must be a non-empty string`);
    }
    const requirement = raw.level;
    if (!(requirement in LEVEL_OF))
        throw new Error(`${where}: "level" must be must, should or may`);
    if (raw.owner !== 'mcp' && raw.owner !== 'mcpdesc')
        throw new Error(`${where}: "owner" must be mcp or mcpdesc`);
    const span = (raw.versions ?? {});
    for (const bound of [span.since, span.until]) {
        if (bound !== undefined && !(0,versions/* isVersion */.lF)(bound))
            throw new Error(`${where}: unknown version ${String(bound)}`);
    }
    const examples = (raw.examples ?? {});
    return {
        id: raw.id,
        family,
        title: raw.title,
        summary: raw.summary,
        statement: raw.statement,
        owner: raw.owner,
        surface: raw.surface,
        path: raw.path,
        kind: raw.kind,
        requirement,
        level: LEVEL_OF[requirement],
        status: raw.status,
        versions: (0,versions/* versionsIn */.bS)({ since: span.since, until: span.until }),
        ...(typeof raw.spec === 'string' ? { spec: raw.spec } : {}),
        tags: Array.isArray(raw.tags) ? raw.tags.map(String) : [],
        examples: { valid: exampleRefs(examples.valid, where), invalid: exampleRefs(examples.invalid, where) },
    };
}
function exampleRefs(list, where) {
    if (list === undefined)
        return [];
    if (!Array.isArray(list))
        throw new Error(`${where}: examples must be lists of {file, pointer}`);
    return list.map((item) => {
        if (typeof item?.file !== 'string' || typeof (item.pointer ?? '') !== 'string') {
            throw new Error(`${where}: each example needs "file" and "pointer"`);
        }
        return { file: item.file, pointer: item.pointer ?? '' };
    });
}

;// CONCATENATED MODULE: ./src/catalogue/report-context.ts



const REPOSITORY_URL = 'https://github.com/mcpdesc/mcpdesc';
/** Where a rule's generated page is published: the docs of the tagged release that produced the report. */
function ruleDocUrl(ruleId, version) {
    return `${REPOSITORY_URL}/blob/v${version}/docs/rules/${ruleId}.md`;
}
/** Reporter context backed by the installed package: its version and its generated rule pages. */
function packageReportContext(catalogue) {
    const toolVersion = packageVersion();
    const pages = new Map();
    return {
        toolVersion,
        catalogue,
        ruleHelpUri: (ruleId) => ruleDocUrl(ruleId, toolVersion),
        ruleHelpMarkdown(ruleId) {
            if (!pages.has(ruleId)) {
                let page;
                try {
                    page = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)(packageRoot(), 'docs', 'rules', `${ruleId}.md`), 'utf8');
                }
                catch {
                    page = undefined;
                }
                pages.set(ruleId, page);
            }
            return pages.get(ruleId);
        },
    };
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./src/parse/parse.ts + 2 modules
var parse = __webpack_require__(9585);
// EXTERNAL MODULE: ./src/schema/budget.ts
var budget = __webpack_require__(3814);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/util/suggest.ts
var suggest = __webpack_require__(7406);
;// CONCATENATED MODULE: ./src/engine/finding.ts
const LEVELS = ['error', 'warning', 'note'];
/** Most severe first, then by file position: the order reporters show findings in. */
function compareFindings(a, b) {
    return LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level)
        || a.path.localeCompare(b.path)
        || a.range.start.line - b.range.start.line
        || a.range.start.column - b.range.start.column
        || a.ruleId.localeCompare(b.ruleId);
}
/** Source order within a file, for text output. */
function compareByPosition(a, b) {
    return a.path.localeCompare(b.path)
        || a.range.start.line - b.range.start.line
        || a.range.start.column - b.range.start.column
        || LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level)
        || a.ruleId.localeCompare(b.ruleId);
}

;// CONCATENATED MODULE: ./src/engine/globs.ts
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

;// CONCATENATED MODULE: ./src/engine/config.ts
/**
 * `.mcpdesc.yaml`: which files to lint, per-rule levels, and input limits. Parsing is pure and
 * strict: an unknown key, rule id or level is a usage error that names the accepted values.
 */









const DEFAULT_CONFIG_FILE = '.mcpdesc.yaml';
const DEFAULT_INCLUDE = ['**/*.mcp.json', '**/*.mcp.yaml', '**/*.mcp.yml'];
const DEFAULT_LIMITS = {
    ...parse/* DEFAULT_PARSE_LIMITS */.tN,
    ...budget/* DEFAULT_SCHEMA_LIMITS */.J,
    maxFileBytes: 5 * 1024 * 1024,
    regexTimeoutMs: 100,
};
/** Upper bounds that keep even a permissive configuration safe (nesting is parsed recursively). */
const LIMIT_MAXIMUMS = {
    maxDepth: 1_000,
    maxNodes: 10_000_000,
    maxStringLength: 100_000_000,
    maxAliases: 100_000,
    maxFileBytes: 1024 * 1024 * 1024,
    regexTimeoutMs: 10_000,
    maxSchemaNodes: 1_000_000,
    maxSchemaNodesPerFile: 10_000_000,
};
const DEFAULT_CONFIG = { include: DEFAULT_INCLUDE, exclude: [], rules: {}, limits: DEFAULT_LIMITS };
class ConfigError extends Error {
}
const SETTINGS = [...LEVELS, 'off'];
const KEYS = ['include', 'exclude', 'rules', 'limits'];
/** Parse and check a configuration file's text; `source` names it in error messages. */
function parseConfig(text, source, catalogue) {
    let raw;
    try {
        raw = (0,dist/* parse */.qg)(text, { prettyErrors: false });
    }
    catch (error) {
        throw new ConfigError(`${source}: not valid YAML (${error.message.split('\n')[0]}). Fix the syntax.`);
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
        include: raw.include === undefined ? DEFAULT_INCLUDE : globs(raw.include, `${source}: include`),
        exclude: raw.exclude === undefined ? [] : globs(raw.exclude, `${source}: exclude`),
        rules: ruleSettings(raw.rules, source, catalogue),
        limits: limits(raw.limits, source),
    };
}
/**
 * Reads the configuration file: `path` (named by `option`, e.g. "--config", in errors) or, when none is
 * given, `.mcpdesc.yaml` in `cwd` if it exists.
 */
async function loadConfig(path, cwd, catalogue, option) {
    const name = path ?? DEFAULT_CONFIG_FILE;
    let text;
    try {
        text = await (0,promises_.readFile)((0,external_node_path_.resolve)(cwd, name), 'utf8');
    }
    catch (error) {
        const code = error.code;
        if (path === undefined && code === 'ENOENT')
            return DEFAULT_CONFIG;
        throw new ConfigError(`cannot read the configuration file ${name} (${code ?? 'error'}). Check the ${option} path.`);
    }
    return parseConfig(text, name, catalogue);
}
/**
 * Globs given on a command line or as action inputs: include globs replace the configured ones,
 * exclude globs add to them. `names` says how errors name them (e.g. "--include", 'Input "include"').
 */
function withGlobs(config, include, exclude, names) {
    checkGlobs(include ?? [], names.include);
    checkGlobs(exclude ?? [], names.exclude);
    return {
        ...config,
        ...(include && include.length > 0 ? { include } : {}),
        ...(exclude && exclude.length > 0 ? { exclude: [...config.exclude, ...exclude] } : {}),
    };
}
/** Per-rule settings given on a command line or action input, e.g. `mcp.tool.name-format=off`. */
function ruleSetting(ruleId, setting, where, catalogue) {
    if (!catalogue.get(ruleId)) {
        throw new ConfigError(`${where}: unknown rule ${JSON.stringify(ruleId)}.${hint(ruleId, catalogue.rules.map((r) => r.id))} See docs/rules/README.md for every rule id.`);
    }
    if (!SETTINGS.includes(setting)) {
        throw new ConfigError(`${where}: ${(0,json/* shown */.SP)(setting)} is not a rule setting for ${ruleId}; use ${(0,json/* listOf */.c3)(SETTINGS)}.`);
    }
    return setting;
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

// EXTERNAL MODULE: ./src/engine/lint.ts + 74 modules
var lint = __webpack_require__(5511);
;// CONCATENATED MODULE: ./src/engine/outcome.ts

const FAIL_ON = ['error', 'warning', 'note', 'never'];
const RANK = { error: 0, warning: 1, note: 2 };
function isFailOn(value) {
    return FAIL_ON.includes(value);
}
/** True when some finding reaches the fail-on level. */
function reachesFailLevel(results, failOn) {
    if (failOn === 'never')
        return false;
    return results.some((r) => r.findings.some((f) => RANK[f.level] <= RANK[failOn]));
}
/** An internal error means some check did not run: never a success, whatever fail-on says. */
function hasInternalError(results) {
    return results.some((r) => r.findings.some((f) => f.ruleId === lint/* INTERNAL_RULE */.lH));
}

// EXTERNAL MODULE: ./src/engine/run.ts + 3 modules
var run = __webpack_require__(2553);
;// CONCATENATED MODULE: ./src/report/json.ts
/** The JSON format: a stable, documented shape for scripts (see README). */

function formatJson(results, toolVersion) {
    const report = {
        version: toolVersion,
        files: results.map((r) => ({ path: r.path, protocolVersion: r.protocolVersion })),
        findings: results.flatMap((r) => r.findings).sort(compareByPosition).map((f) => ({
            ruleId: f.ruleId,
            level: f.level,
            path: f.path,
            pointer: f.pointer,
            line: f.range.start.line,
            column: f.range.start.column,
            endLine: f.range.end.line,
            endColumn: f.range.end.column,
            message: f.message,
        })),
    };
    return `${JSON.stringify(report, null, 2)}\n`;
}

// EXTERNAL MODULE: ./src/util/file-names.ts
var file_names = __webpack_require__(3609);
;// CONCATENATED MODULE: ./src/report/sarif.ts


const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
const INFORMATION_URI = 'https://github.com/mcpdesc/mcpdesc';
/** GitHub shows at most 10 tags per rule (and rejects more than 20). */
const MAX_TAGS = 10;
function buildSarif(results, context, options = {}) {
    const rules = context.catalogue.rules;
    const index = new Map(rules.map((rule, i) => [rule.id, i]));
    const findings = results.flatMap((r) => r.findings).sort(compareFindings);
    const artifactIndex = new Map(results.map((r, i) => [r.path, i]));
    return {
        $schema: SARIF_SCHEMA,
        version: '2.1.0',
        runs: [
            {
                tool: {
                    driver: {
                        name: 'mcpdesc',
                        semanticVersion: context.toolVersion,
                        informationUri: INFORMATION_URI,
                        rules: rules.map((rule) => sarifRule(rule, context)),
                    },
                },
                ...(options.category ? { automationDetails: { id: options.category.endsWith('/') ? options.category : `${options.category}/` } } : {}),
                originalUriBaseIds: { '%SRCROOT%': { description: { text: 'The root of the repository.' } } },
                columnKind: 'utf16CodeUnits',
                artifacts: results.map((r) => ({ location: { uri: (0,file_names/* uriPath */.kq)(r.path), uriBaseId: '%SRCROOT%' } })),
                results: findings.map((finding) => sarifResult(finding, index.get(finding.ruleId), artifactIndex.get(finding.path))),
            },
        ],
    };
}
function formatSarif(results, context, options = {}) {
    return `${JSON.stringify(buildSarif(results, context, options), null, 2)}\n`;
}
function sarifRule(rule, context) {
    const tags = [...new Set([...rule.tags, rule.owner === 'mcp' ? 'mcp-spec' : 'mcpdesc', rule.family])].slice(0, MAX_TAGS);
    const security = rule.tags.includes('security');
    const markdown = context.ruleHelpMarkdown(rule.id);
    return {
        id: rule.id,
        name: pascalCase(rule.id),
        shortDescription: { text: limit(rule.title) },
        fullDescription: { text: limit(rule.statement) },
        help: {
            text: limit(`${rule.statement} ${rule.summary}`, 8000),
            ...(markdown ? { markdown } : {}),
        },
        helpUri: context.ruleHelpUri(rule.id),
        defaultConfiguration: { level: rule.level },
        properties: {
            tags,
            precision: 'very-high',
            ...(security ? { 'security-severity': rule.level === 'error' ? '7.5' : '5.0' } : {}),
        },
    };
}
function sarifResult(finding, ruleIndex, artifactIndex) {
    const { start, end } = finding.range;
    return {
        ruleId: finding.ruleId,
        ...(ruleIndex === undefined ? {} : { ruleIndex }),
        level: finding.level,
        message: { text: finding.message },
        locations: [
            {
                physicalLocation: {
                    artifactLocation: { uri: (0,file_names/* uriPath */.kq)(finding.path), uriBaseId: '%SRCROOT%', ...(artifactIndex === undefined ? {} : { index: artifactIndex }) },
                    region: {
                        startLine: start.line,
                        startColumn: start.column,
                        endLine: end.line,
                        // SARIF end columns are exclusive; an empty region still covers one character.
                        endColumn: end.line === start.line ? Math.max(end.column, start.column + 1) : end.column,
                    },
                },
                logicalLocations: [{ fullyQualifiedName: finding.pointer === '' ? '/' : finding.pointer, kind: 'object' }],
            },
        ],
        ...(finding.fingerprint ? { partialFingerprints: { primaryLocationLineHash: finding.fingerprint } } : {}),
    };
}
function pascalCase(id) {
    return id.split(/[.\-_]/).map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join('');
}
/** GitHub rejects descriptions over 1024 characters. */
function limit(text, max = 1024) {
    return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

// EXTERNAL MODULE: ./src/util/printable.ts
var printable = __webpack_require__(1095);
;// CONCATENATED MODULE: ./src/report/summary-counts.ts
function countFindings(results) {
    const counts = { error: 0, warning: 0, note: 0, files: results.length, filesWithFindings: 0 };
    for (const result of results) {
        if (result.findings.length > 0)
            counts.filesWithFindings++;
        for (const finding of result.findings)
            counts[finding.level]++;
    }
    return counts;
}
function plural(count, noun) {
    return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

;// CONCATENATED MODULE: ./src/report/text.ts
/** Compiler-style output: `path:line:col level ruleId message`, the source line and a caret. */




function formatText(results) {
    const findings = results.flatMap((r) => r.findings).sort(compareByPosition);
    const out = [];
    for (const finding of findings) {
        out.push(`${(0,file_names/* printablePath */.Vj)(finding.path)}:${finding.range.start.line}:${finding.range.start.column} ${finding.level} ${finding.ruleId} ${(0,printable/* escapeUnprintable */.O8)(finding.message)}`);
        out.push(...excerpt(finding), '');
    }
    const counts = countFindings(results);
    if (findings.length === 0) {
        out.push(`${plural(counts.files, 'descriptor')} checked: no problems.`);
    }
    else {
        out.push(`${plural(findings.length, 'problem')} (${plural(counts.error, 'error')}, ${plural(counts.warning, 'warning')}, ${plural(counts.note, 'note')}) in ${counts.filesWithFindings} of ${plural(counts.files, 'descriptor')}.`);
    }
    return `${out.join('\n')}\n`;
}
function excerpt(finding) {
    if (finding.excerpt === undefined)
        return [];
    const { start, end } = finding.range;
    const { text, column } = finding.excerpt;
    const shown = (0,printable/* replaceUnprintable */.L8)(text.replace(/\t/g, ' '));
    const prefix = column > 1 ? '…' : '';
    const caret = start.column - column + prefix.length;
    const span = end.line === start.line ? end.column - start.column : Infinity;
    const width = Math.max(1, Math.min(span, prefix.length + shown.length - caret));
    return [
        `  ${start.line} | ${prefix}${shown}`,
        `  ${' '.repeat(String(start.line).length)} | ${' '.repeat(Math.max(0, caret))}${'^'.repeat(width)}`,
    ];
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/util/write-file-atomic.ts



/** Write via a temporary file and rename, so readers never see a truncated report. */
async function writeFileAtomic(path, content) {
    await (0,promises_.mkdir)((0,external_node_path_.dirname)(path), { recursive: true });
    const temporary = (0,external_node_path_.join)((0,external_node_path_.dirname)(path), `.${(0,external_node_path_.basename)(path)}.${(0,external_node_crypto_.randomBytes)(6).toString('hex')}.tmp`);
    try {
        await (0,promises_.writeFile)(temporary, content, { encoding: 'utf8', mode: 0o644 });
        await (0,promises_.rename)(temporary, path);
    }
    catch (error) {
        await (0,promises_.rm)(temporary, { force: true });
        throw error;
    }
}

;// CONCATENATED MODULE: ./src/cli/main.ts
/**
 * The command line: argv in, output and an exit code out. It owns the console, the files it writes
 * and the exit status; everything else is the engine's.
 */













const EXIT = { ok: 0, findings: 1, error: 2 };
const FORMATS = ['text', 'json', 'sarif'];
const HELP = `Usage: mcpdesc lint [paths...] [options]
       mcpdesc rules

Lint MCP descriptor files (*.mcp.json, *.mcp.yaml, *.mcp.yml) against the protocol version each declares.
Directories are searched; files named explicitly are always linted. Default path: the current directory.

Options:
  --format <text|json|sarif>   output format (default: text)
  --output <file>              write the report to a file instead of standard output
  --config <file>              configuration file (default: ${DEFAULT_CONFIG_FILE} when present)
  --fail-on <level>            exit 1 when a finding reaches error, warning or note; never: always exit 0 (default: error)
  --include <glob>             descriptor glob, repeatable (replaces the configured include globs)
  --exclude <glob>             glob to skip, repeatable (added to the configured exclude globs)
  --category <id>              SARIF analysis category (runs[0].automationDetails.id)
  --changed-since <ref>        lint only descriptors changed since the merge base of <ref> and HEAD,
                               including uncommitted and untracked files (needs git)
  --jobs <n>                   lint on n worker threads; 1 lints in the main thread (default: one per
                               available core when there are ${run.AUTO_PARALLEL_FILES} files or more, otherwise 1)
  -h, --help                   show this help
  -v, --version                show the version

Exit status: 0 no finding at the fail-on level, 1 findings at the fail-on level, 2 usage or internal error.
`;
class UsageError extends Error {
}
async function runCli(argv, io) {
    try {
        return await dispatch(argv, io);
    }
    catch (error) {
        if (error instanceof UsageError || error instanceof ConfigError) {
            io.stderr(`mcpdesc: ${error.message}\n`);
            return EXIT.error;
        }
        io.stderr(`mcpdesc: internal error: ${error instanceof Error ? error.message : String(error)}\nThis is a bug in mcpdesc; please report it.\n`);
        return EXIT.error;
    }
}
async function dispatch(argv, io) {
    const [command, ...rest] = argv;
    if (command === '--version' || command === '-v') {
        io.stdout(`${packageVersion()}\n`);
        return EXIT.ok;
    }
    if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
        io.stdout(HELP);
        return EXIT.ok;
    }
    if (command === 'rules') {
        for (const rule of loadCatalogue().rules)
            io.stdout(`${rule.id}\t${rule.level}\t${rule.title}\n`);
        return EXIT.ok;
    }
    if (command !== 'lint')
        throw new UsageError(`unknown command ${JSON.stringify(command)}; use "mcpdesc lint [paths...]" (see mcpdesc --help).`);
    return main_lint(rest, io);
}
async function main_lint(argv, io) {
    let parsed;
    try {
        parsed = (0,external_node_util_.parseArgs)({
            args: [...argv],
            allowPositionals: true,
            options: {
                format: { type: 'string', default: 'text' },
                output: { type: 'string' },
                config: { type: 'string' },
                'fail-on': { type: 'string', default: 'error' },
                include: { type: 'string', multiple: true },
                exclude: { type: 'string', multiple: true },
                category: { type: 'string' },
                'changed-since': { type: 'string' },
                jobs: { type: 'string' },
                help: { type: 'boolean', short: 'h' },
            },
        });
    }
    catch (error) {
        throw new UsageError(`${error.message}. See mcpdesc --help.`);
    }
    const { values, positionals } = parsed;
    if (values.help) {
        io.stdout(HELP);
        return EXIT.ok;
    }
    const format = values.format;
    if (!FORMATS.includes(format))
        throw new UsageError(`--format must be ${(0,json/* listOf */.c3)(FORMATS)}, not ${JSON.stringify(format)}.`);
    const failOn = values['fail-on'];
    if (!isFailOn(failOn))
        throw new UsageError(`--fail-on must be ${(0,json/* listOf */.c3)(FAIL_ON)}, not ${JSON.stringify(failOn)}.`);
    const jobs = values.jobs === undefined ? undefined : jobCount(values.jobs);
    const catalogue = loadCatalogue();
    const config = withGlobs(await loadConfig(values.config, io.cwd, catalogue, '--config'), values.include, values.exclude, { include: '--include', exclude: '--exclude' });
    const since = values['changed-since'];
    const only = since === undefined ? undefined : await changedSince(io.cwd, since);
    const { results, missing } = await (0,run.lintPaths)(positionals.length > 0 ? positionals : ['.'], { root: io.cwd, config, catalogue, ...(only ? { only } : {}), ...(jobs ? { jobs } : {}) });
    if (missing.length > 0)
        throw new UsageError(`no such file or directory: ${missing.join(', ')}.`);
    const context = packageReportContext(catalogue);
    const report = render(format, results, context, values.category);
    if (values.output) {
        const output = (0,external_node_path_.resolve)(io.cwd, values.output);
        await writeFileAtomic(output, report).catch((error) => {
            throw new UsageError(`--output: cannot write ${output} (${error.code ?? error.message}). Choose a writable path.`);
        });
        if (format !== 'text')
            io.stdout(formatText(results));
    }
    else {
        io.stdout(report);
    }
    if (hasInternalError(results))
        return EXIT.error;
    return reachesFailLevel(results, failOn) ? EXIT.findings : EXIT.ok;
}
/** Loaded only when asked for: git support would bring child_process into every start-up. */
async function changedSince(cwd, since) {
    const git = await __webpack_require__.e(/* import() */ 310).then(__webpack_require__.bind(__webpack_require__, 2310));
    try {
        return await git.changedSince(cwd, since);
    }
    catch (error) {
        if (error instanceof git.GitError)
            throw new UsageError(error.message);
        throw error;
    }
}
function jobCount(value) {
    const jobs = /^[1-9][0-9]{0,3}$/.test(value) ? Number(value) : NaN;
    if (!(jobs <= 1024))
        throw new UsageError(`--jobs must be a whole number of worker threads from 1 to 1024 (1 lints in the main thread), not ${JSON.stringify(value)}.`);
    return jobs;
}
function render(format, results, context, category) {
    switch (format) {
        case 'json':
            return formatJson(results, context.toolVersion);
        case 'sarif':
            return formatSarif(results, context, category ? { category } : {});
        default:
            return formatText(results);
    }
}


/***/ })

};
