export const id = 392;
export const ids = [392];
export const modules = {

/***/ 6620:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   OT: () => (/* binding */ loadCatalogue)
/* harmony export */ });
/* unused harmony exports LEVEL_OF, readRules, FIX_PLACEHOLDER */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8815);
/* harmony import */ var _formats_index_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6816);
/* harmony import */ var _formats_mcp_server_card_model_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(7663);
/* harmony import */ var _formats_mcp_registry_server_model_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(1474);
/* harmony import */ var _formats_mcpb_manifest_model_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(5742);
/* harmony import */ var _protocol_model_index_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(9490);
/* harmony import */ var _package_root_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(5726);
/**
 * The rule catalogue: `rules/<family>.yaml`, one entry per rule. It is the single source of rule
 * documentation, SARIF rule metadata, default levels and the versions a rule applies to.
 */










const LEVEL_OF = { must: 'error', should: 'warning', may: 'note' };
const REQUIRED_TEXT = ['id', 'title', 'summary', 'statement', 'fix', 'owner', 'surface', 'path', 'kind', 'level', 'status'];
/**
 * The bundles in dist/ carry the catalogue already read, as JSON beside them (written by
 * scripts/bundle.js from the same YAML): reading YAML would be most of the CLI's start-up.
 */
const PREBUILT = besideThisModule('catalogue.json');
/** Built at run time, so the bundler leaves the file where it is instead of bundling it as an asset. */
function besideThisModule(name) {
    return (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url)), name);
}
/** The catalogue: from `root`'s rules/*.yaml when given, else prebuilt when running from a bundle, else the package's YAML. */
function loadCatalogue(root) {
    const rules = root === undefined && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(PREBUILT) ? JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(PREBUILT, 'utf8')) : readRules(root ?? (0,_package_root_js__WEBPACK_IMPORTED_MODULE_9__/* .packageRoot */ .Z)());
    return catalogueOf(rules);
}
function readRules(root) {
    const dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(root, 'rules');
    return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readdirSync)(dir)
        .filter((f) => f.endsWith('.yaml'))
        .sort()
        .flatMap((file) => parseFamily(file.replace(/\.yaml$/, ''), (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, file), 'utf8')));
}
function catalogueOf(rules) {
    const byId = new Map(rules.map((r) => [r.id, r]));
    if (byId.size !== rules.length)
        throw new Error('rules/*.yaml: a rule id appears twice');
    return { rules, get: (id) => byId.get(id) };
}
function parseFamily(family, text) {
    const doc = (0,yaml__WEBPACK_IMPORTED_MODULE_3__/* .parse */ .qg)(text);
    if (!doc || !Array.isArray(doc.rules))
        throw new Error(`rules/${family}.yaml: expected a top-level "rules" list`);
    return doc.rules.map((raw, index) => toEntry(family, raw, index, doc.format));
}
/** A rule's formats: its own `format`, else its family's; `all` for rules of every format. */
function formatsOf(raw, where) {
    if (raw === 'all')
        return _formats_index_js__WEBPACK_IMPORTED_MODULE_4__/* .FORMATS */ .hR.map((f) => f.id);
    const ids = typeof raw === 'string' ? [raw] : raw;
    if (!Array.isArray(ids) || ids.length === 0)
        throw new Error(`${where}: "format" must name a format (or be "all"), in the rule or at the top of its family file`);
    for (const id of ids)
        if (!(0,_formats_index_js__WEBPACK_IMPORTED_MODULE_4__/* .formatById */ .aZ)(String(id)))
            throw new Error(`${where}: unknown format ${String(id)}`);
    return ids.map(String);
}
function versionsOf(formats, span, where) {
    const axis = formats.length === 1 ? ((0,_formats_index_js__WEBPACK_IMPORTED_MODULE_4__/* .formatById */ .aZ)(formats[0])?.versions ?? []) : [];
    for (const bound of [span.since, span.until]) {
        if (bound !== undefined && !axis.includes(String(bound)))
            throw new Error(`${where}: unknown version ${String(bound)} (the rule's format has ${axis.join(', ') || 'no versions'})`);
    }
    const from = span.since === undefined ? 0 : axis.indexOf(String(span.since));
    const to = span.until === undefined ? axis.length - 1 : axis.indexOf(String(span.until));
    return axis.slice(from, to + 1);
}
/**
 * The "fix" `npm run new-rule` writes. The loader accepts it, so the new rule's tests can run while it is
 * written; the catalogue test rejects it.
 */
const FIX_PLACEHOLDER = 'TODO what a user changes in the file to resolve a finding, in 1 to 3 sentences.';
/** The models that say in which versions each definition and field exists, by format. */
const MODELS = {
    'mcpdesc-descriptor': _protocol_model_index_js__WEBPACK_IMPORTED_MODULE_8__/* .PROTOCOL_MODEL */ .V7,
    'mcp-registry-server': _formats_mcp_registry_server_model_js__WEBPACK_IMPORTED_MODULE_6__/* .MODEL */ .A2,
    'mcpb-manifest': _formats_mcpb_manifest_model_js__WEBPACK_IMPORTED_MODULE_7__/* .MCPB_MODEL */ .n5,
    'mcp-server-card': _formats_mcp_server_card_model_js__WEBPACK_IMPORTED_MODULE_5__/* .MODEL */ .A,
};
/**
 * Where the rule's surface exists, from `exists`: a definition of its format's model ("Icon") or one of
 * its fields ("Tool.outputSchema"), so the span is the model's; or a span `{ since, until }` for a surface
 * no model holds (a JSON Schema keyword, an mcpdesc extension).
 */
function surfaceVersionsOf(formats, exists, where) {
    if (exists === undefined)
        return [];
    const model = formats.length === 1 ? MODELS[formats[0]] : undefined;
    if (!model)
        throw new Error(`${where}: "exists" needs a rule of one format with a version model (${Object.keys(MODELS).join(', ')})`);
    if (typeof exists !== 'string')
        return versionsOf(formats, exists, `${where} (exists)`);
    const [name, field, ...rest] = exists.split('.');
    if (!model.names.includes(name) || rest.length > 0)
        throw new Error(`${where}: "exists" names ${exists}, which is no definition (or Definition.field) of the ${formats[0]} model`);
    const definition = model.definition(name);
    const spans = [definition];
    if (field !== undefined) {
        const found = definition.alias || !Object.hasOwn(definition.fields, field) ? undefined : definition.fields[field];
        if (!found)
            throw new Error(`${where}: "exists" names ${exists}, but ${name} has no field ${field}`);
        spans.push(found);
    }
    return model.axis.versions.filter((v) => spans.every((span) => model.axis.inSpan(v, span)));
}
function toEntry(family, raw, index, familyFormat) {
    const where = `rules/${family}.yaml, rule ${String(raw.id ?? `#${index + 1}`)}`;
    if (raw.fix === undefined)
        throw new Error(`${where}: "fix" is missing: write what a user does about a finding of this rule, in 1 to 3 sentences (the "How to fix" of its page and SARIF help)`);
    for (const key of REQUIRED_TEXT) {
        if (typeof raw[key] !== 'string' || raw[key] === '')
            throw new Error(`${where}: "${key}" must be a non-empty string`);
    }
    const requirement = raw.level;
    if (!(requirement in LEVEL_OF))
        throw new Error(`${where}: "level" must be must, should or may`);
    if (raw.owner !== 'mcp' && raw.owner !== 'mcpdesc')
        throw new Error(`${where}: "owner" must be mcp or mcpdesc`);
    const formats = formatsOf(raw.format ?? familyFormat, where);
    const examples = (raw.examples ?? {});
    const versions = versionsOf(formats, (raw.versions ?? {}), where);
    const surfaceVersions = surfaceVersionsOf(formats, raw.exists, where);
    // A rule without `versions` may still report in versions without its surface (a field that cannot be there).
    const outside = raw.versions === undefined ? [] : versions.filter((v) => surfaceVersions.length > 0 && !surfaceVersions.includes(v));
    if (outside.length > 0)
        throw new Error(`${where}: "versions" includes ${outside.join(', ')}, where its surface ("exists") does not exist`);
    return {
        id: raw.id,
        family,
        title: raw.title,
        summary: raw.summary,
        statement: raw.statement,
        fix: raw.fix.trim(),
        owner: raw.owner,
        surface: raw.surface,
        path: raw.path,
        kind: raw.kind,
        requirement,
        level: LEVEL_OF[requirement],
        status: raw.status,
        formats,
        versions,
        surfaceVersions,
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


/***/ }),

/***/ 5726:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   T: () => (/* binding */ packageVersion),
/* harmony export */   Z: () => (/* binding */ packageRoot)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3136);
/* harmony import */ var node_url__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_url__WEBPACK_IMPORTED_MODULE_2__);



let cached;
/**
 * The directory holding mcpdesc's package.json, `rules/` and `docs/`. Found by walking up from this
 * module, so it works from `src/` under jest and from the `dist/` bundles alike.
 */
function packageRoot() {
    if (cached)
        return cached;
    let dir = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)((0,node_url__WEBPACK_IMPORTED_MODULE_2__.fileURLToPath)(import.meta.url));
    for (;;) {
        const manifest = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'package.json');
        if ((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(manifest) && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(dir, 'rules'))) {
            const { name } = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(manifest, 'utf8'));
            if (name === 'mcpdesc')
                return (cached = dir);
        }
        const parent = (0,node_path__WEBPACK_IMPORTED_MODULE_1__.dirname)(dir);
        if (parent === dir)
            throw new Error('cannot find the mcpdesc package root (package.json beside rules/)');
        dir = parent;
    }
}
function packageVersion() {
    const { version } = JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)((0,node_path__WEBPACK_IMPORTED_MODULE_1__.join)(packageRoot(), 'package.json'), 'utf8'));
    return version;
}


/***/ }),

/***/ 7540:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  Qx: () => (/* binding */ packageReportContext)
});

// UNUSED EXPORTS: REPOSITORY_URL, packageDocsRef, ruleDocUrl

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/catalogue/package-root.ts
var package_root = __webpack_require__(5726);
;// CONCATENATED MODULE: ./src/catalogue/release.ts
/**
 * What a release is, decided in one place: a version X.Y.Z is released when CHANGELOG.md has a dated
 * section for it ("## [X.Y.Z] - YYYY-MM-DD"). The release workflow (scripts/release.ts) refuses to tag
 * a version without one, so a build whose version has such a section is one the tag vX.Y.Z points at,
 * and its reports link to that tag's docs; any other build links to main.
 */
/** A release tag as the release workflow accepts it: vX.Y.Z, no pre-release or build suffix. */
const TAG = /^v(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})$/;
function parseReleaseTag(tag) {
    const match = TAG.exec(tag);
    if (!match)
        throw new Error(`${JSON.stringify(tag)} is not a release tag: release tags are vX.Y.Z (for example v1.2.3), with no suffix.`);
    return { tag, version: tag.slice(1), majorTag: `v${match[1]}` };
}
/**
 * The body of the CHANGELOG section "## [version] - date", without its heading, up to the next "## "
 * heading; undefined when there is no dated section for the version.
 */
function changelogSection(changelog, version) {
    const lines = changelog.split(/\r?\n/);
    const heading = `## [${version}] - `;
    const start = lines.findIndex((line) => line.startsWith(heading) && /^\d{4}-\d{2}-\d{2}$/.test(line.slice(heading.length).trim()));
    if (start === -1)
        return undefined;
    const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
    // Link references ("[1.2.3]: https://...") at the end of the file belong to no section.
    const body = lines.slice(start + 1, end === -1 ? undefined : end).filter((line) => !/^\[[^\]]+\]: /.test(line));
    return body.join('\n').trim();
}
/** The git ref whose docs describe a build of `version`: its release tag, or main when it is not released. */
function docsRef(version, changelog) {
    return changelog !== undefined && TAG.test(`v${version}`) && changelogSection(changelog, version) !== undefined ? `v${version}` : 'main';
}

;// CONCATENATED MODULE: ./src/catalogue/report-context.ts




const REPOSITORY_URL = 'https://github.com/mcpdesc/mcpdesc';
/** Where a rule's generated page is published at a git ref (a release tag, or main). */
function ruleDocUrl(ruleId, ref) {
    return `${REPOSITORY_URL}/blob/${ref}/docs/rules/${ruleId}.md`;
}
/** The ref whose docs describe the installed package: its release tag when CHANGELOG.md says it is released (see release.ts). */
function packageDocsRef() {
    let changelog;
    try {
        changelog = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)((0,package_root/* packageRoot */.Z)(), 'CHANGELOG.md'), 'utf8');
    }
    catch {
        changelog = undefined;
    }
    return docsRef((0,package_root/* packageVersion */.T)(), changelog);
}
/** Reporter context backed by the installed package: its version and its generated rule pages. */
function packageReportContext(catalogue) {
    const toolVersion = (0,package_root/* packageVersion */.T)();
    const ref = packageDocsRef();
    const pages = new Map();
    return {
        toolVersion,
        catalogue,
        ruleHelpUri: (ruleId) => ruleDocUrl(ruleId, ref),
        ruleHelpMarkdown(ruleId) {
            if (!pages.has(ruleId)) {
                let page;
                try {
                    page = (0,external_node_fs_.readFileSync)((0,external_node_path_.join)((0,package_root/* packageRoot */.Z)(), 'docs', 'rules', `${ruleId}.md`), 'utf8');
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


/***/ }),

/***/ 7593:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   E: () => (/* binding */ optionsHelp),
/* harmony export */   R: () => (/* binding */ parseCommand)
/* harmony export */ });
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7975);
/* harmony import */ var node_util__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_util__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var _util_suggest_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7406);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(577);
/**
 * A subcommand's options, declared once: they drive both the parser and the subcommand's --help. A
 * mistake on the command line (an unknown option, a missing value) is told in mcpdesc's words, with
 * the closest option, instead of Node's parseArgs text.
 */



/** Parses `argv` for `command` ("lint", "verify"…); every problem is a UsageError that points to `mcpdesc <command> --help`. */
function parseCommand(command, argv, options) {
    const see = `See mcpdesc ${command} --help.`;
    const { tokens } = (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: [...argv], options, allowPositionals: true, strict: false, tokens: true });
    for (const token of tokens) {
        if (token.kind !== 'option')
            continue;
        const option = options[token.name];
        if (!option) {
            const near = (0,_util_suggest_js__WEBPACK_IMPORTED_MODULE_1__/* .closest */ .k)(token.name, Object.keys(options));
            throw new _common_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`mcpdesc ${command} has no option ${JSON.stringify(token.rawName)}.${near ? ` Did you mean --${near}?` : ''} ${see}`);
        }
        const name = `--${token.name}`;
        if (option.type === 'boolean' && token.inlineValue !== undefined)
            throw new _common_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${name} takes no value (${token.rawName}=${token.value}). ${see}`);
        // A value that looks like an option after a space is most likely a forgotten value: `--output --format json`.
        if (option.type === 'string' && (token.value === undefined || (!token.inlineValue && token.value.startsWith('-') && token.value !== '-'))) {
            const dashed = token.value === undefined ? '' : ` (for a value that starts with "-", write ${name}=${token.value})`;
            throw new _common_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${name} needs a value: ${name} ${option.value ?? '<value>'}${dashed}. ${see}`);
        }
    }
    try {
        return (0,node_util__WEBPACK_IMPORTED_MODULE_0__.parseArgs)({ args: [...argv], options, allowPositionals: true, strict: true });
    }
    catch (error) {
        // Nothing left for strict parsing to refuse after the checks above, but its words are not shown raw either.
        throw new _common_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${error.message.split('.')[0]}. ${see}`);
    }
}
/** Where descriptions start in help, at most. */
const HELP_COLUMN = 29;
/** The options' help lines, aligned: `  --format <text|json>   output format`. */
function optionsHelp(options) {
    const rows = Object.entries(options).map(([name, o]) => [`${o.short ? `-${o.short}, ` : ''}--${name}${o.value ? ` ${o.value}` : ''}`, o.help]);
    const width = Math.min(HELP_COLUMN, Math.max(...rows.map(([left]) => left.length)) + 3);
    return rows
        .map(([left, help]) => {
        const lines = help.split('\n');
        // An option too long for the column gets its description on the lines below.
        const head = left.length + 3 > width ? [`  ${left}`] : [`  ${left.padEnd(width)}${lines.shift()}`];
        return [...head, ...lines.map((line) => `  ${' '.repeat(width)}${line}`)].join('\n');
    })
        .join('\n');
}


/***/ }),

/***/ 1654:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   $w: () => (/* binding */ BASELINE_OPTIONS),
/* harmony export */   Ef: () => (/* binding */ CAPTURE_OPTIONS),
/* harmony export */   Ql: () => (/* binding */ COMMAND_HELP),
/* harmony export */   ZK: () => (/* binding */ LINT_OPTIONS),
/* harmony export */   ZM: () => (/* binding */ RULES_OPTIONS),
/* harmony export */   nn: () => (/* binding */ VERIFY_OPTIONS)
/* harmony export */ });
/* harmony import */ var _runner_config_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6314);
/* harmony import */ var _runner_run_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1901);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7593);
/* harmony import */ var _report_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(133);
/** Each subcommand's options (parsed by args.ts) and its --help text, built from them. */




const HELP_OPTION = { help: { type: 'boolean', short: 'h', help: 'show this help' } };
const REPORT_OPTIONS = {
    format: { type: 'string', value: `<${_report_js__WEBPACK_IMPORTED_MODULE_3__/* .FORMATS */ .hR.join('|')}>`, help: 'output format (default: text)' },
    output: { type: 'string', value: '<file>', help: 'write the report to a file instead of standard output' },
    config: { type: 'string', value: '<file>', help: `configuration file (default: ${_runner_config_js__WEBPACK_IMPORTED_MODULE_0__/* .DEFAULT_CONFIG_FILE */ .Cu} when present)` },
    'fail-on': {
        type: 'string',
        value: '<level>',
        help: 'exit 1 when a finding reaches error, warning (or warn) or note;\nnever: always exit 0 (default: error)',
    },
    quiet: { type: 'boolean', help: 'report errors only: warnings and notes are neither shown\nnor reach --fail-on' },
    'max-warnings': { type: 'string', value: '<n>', help: 'exit 1 when there are more than n warnings (counted even with --quiet)' },
    category: { type: 'string', value: '<id>', help: 'SARIF analysis category (runs[0].automationDetails.id)' },
};
const LINT_OPTIONS = {
    ...REPORT_OPTIONS,
    rule: {
        type: 'string',
        multiple: true,
        value: '<id=level>',
        help: 'set a rule to off, note, warning (or warn) or error, repeatable;\nwins over the configuration file',
    },
    include: {
        type: 'string',
        multiple: true,
        value: '<glob>',
        help: "glob of files to look at, repeatable (replaces the configured include globs;\ndefault: every format's usual paths)",
    },
    exclude: { type: 'string', multiple: true, value: '<glob>', help: 'glob to skip, repeatable (added to the configured exclude globs)' },
    'changed-since': {
        type: 'string',
        value: '<ref>',
        help: 'lint only files changed since the merge base of <ref> and HEAD,\nincluding uncommitted and untracked files (needs git)',
    },
    baseline: {
        type: 'string',
        value: '<file>',
        help: 'fail only on findings not in this baseline (default: .mcpdesc-baseline.json\nwhen present; write it with "mcpdesc baseline")',
    },
    'print-config': { type: 'string', value: '<file>', help: 'print the settings that apply to a file (rules after overrides,\nignore entries) and exit' },
    'stdin-filename': {
        type: 'string',
        value: '<name>',
        help: 'with "-" (standard input): the name the input is linted under;\nit selects the format (default: <stdin>)',
    },
    jobs: {
        type: 'string',
        value: '<n>',
        help: `lint on n worker threads; 1 lints in the main thread (default: the main\nthread, then one per available core for the rest when, after ${_runner_run_js__WEBPACK_IMPORTED_MODULE_1__.AUTO_PROBE_MS} ms, it\nwould take more than ${_runner_run_js__WEBPACK_IMPORTED_MODULE_1__.AUTO_PARALLEL_MS / 1000} s)`,
    },
    ...HELP_OPTION,
};
const SERVER_HELP = {
    url: { type: 'string', value: '<url>', help: 'connect to a Streamable HTTP server instead of starting one\n(no other network access)' },
    timeout: { type: 'string', value: '<ms>', help: 'limit for the start, the handshake and every request (default: 10000)' },
    'max-time': { type: 'string', value: '<ms>', help: 'limit for the whole session (default: 120000)' },
};
const CAPTURE_OPTIONS = {
    output: { type: 'string', short: 'o', value: '<file>', help: 'the descriptor to write: *.mcp.json, *.mcp.yaml or *.mcp.yml' },
    config: REPORT_OPTIONS.config,
    'fail-on': REPORT_OPTIONS['fail-on'],
    'protocol-version': {
        type: 'string',
        value: '<v>',
        help: 'ask for this version (default: the newest the server accepts; 2026-07-28 via server/discover)',
    },
    ...SERVER_HELP,
    ...HELP_OPTION,
};
const VERIFY_OPTIONS = {
    ...REPORT_OPTIONS,
    ...SERVER_HELP,
    // Accepted so that the mistake gets its own message: verify uses the version the descriptor declares.
    'protocol-version': { type: 'string', value: '<v>', help: "not for verify: it uses the descriptor's protocol version" },
    ...HELP_OPTION,
};
const BASELINE_OPTIONS = {
    update: { type: 'boolean', help: 'only remove the entries that no longer match a finding (fixed);\nnever add new findings' },
    baseline: { type: 'string', value: '<file>', help: 'the baseline file (default: .mcpdesc-baseline.json)' },
    config: REPORT_OPTIONS.config,
    include: LINT_OPTIONS.include,
    exclude: LINT_OPTIONS.exclude,
    ...HELP_OPTION,
};
const RULES_OPTIONS = {
    format: { type: 'string', value: '<text|json>', help: 'text: one rule a line, or its page; json: the catalogue entries' },
    ...HELP_OPTION,
};
const SERVER_COMMAND = `  ${'-- <command> [args...]'.padEnd(29)}start this stdio server (everything after "--"), or pass --url`;
const COMMAND_HELP = {
    lint: `Usage: mcpdesc lint [paths...] [options]
       mcpdesc lint - --stdin-filename <name> [options]

Check the MCP files a repository commits, each against the version it declares. Directories are searched;
files named explicitly are always linted; "-" (or /dev/stdin) reads one file from standard input.
Default path: the current directory.

Options:
${(0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .optionsHelp */ .E)(LINT_OPTIONS)}

Exit status: 0 no finding at the fail-on level, 1 findings at the fail-on level (or more warnings than
--max-warnings), 2 usage or internal error.
`,
    capture: `Usage: mcpdesc capture --output <file> [options] (-- <command> [args...] | --url <url>)

Start an MCP server (or connect to --url), write what it serves as a descriptor (JSON or YAML by the file's
extension), and lint it. The server's whole process group is ended when capture finishes.

Options:
${(0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .optionsHelp */ .E)(CAPTURE_OPTIONS)}
${SERVER_COMMAND}
`,
    verify: `Usage: mcpdesc verify <descriptor> [options] (-- <command> [args...] | --url <url>)

Compare a descriptor with what its server serves at the descriptor's protocol version (mcpdesc.drift.*).
The server's whole process group is ended when verify finishes.

Options:
${(0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .optionsHelp */ .E)(VERIFY_OPTIONS)}
${SERVER_COMMAND}
`,
    baseline: `Usage: mcpdesc baseline [paths...] [options]

Write .mcpdesc-baseline.json (or --baseline <file>) with every finding lint reports now. Commit it: lint then
reads it, fails only on findings that are not in it, and says which entries were fixed.

Options:
${(0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .optionsHelp */ .E)(BASELINE_OPTIONS)}
`,
    rules: `Usage: mcpdesc rules [rule-id] [--format text|json]

List every rule (id, default level, title), or print one rule's page.

Options:
${(0,_args_js__WEBPACK_IMPORTED_MODULE_2__/* .optionsHelp */ .E)(RULES_OPTIONS)}
`,
};


/***/ }),

/***/ 577:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   dc: () => (/* binding */ EXIT),
/* harmony export */   eb: () => (/* binding */ UsageError),
/* harmony export */   j$: () => (/* binding */ Interrupted),
/* harmony export */   z1: () => (/* binding */ CliError)
/* harmony export */ });
/** What every command shares: the console it writes to, exit codes, and usage errors. */
const EXIT = { ok: 0, findings: 1, error: 2 };
/** A failure the message fully explains (bad usage, an unreadable server): printed as is, exit 2. */
class CliError extends Error {
}
/** A mistake in the command line or its files. */
class UsageError extends CliError {
}
/** Ctrl-C or SIGTERM while a server ran; the command exits 128 + the signal's number, like a shell. */
class Interrupted extends Error {
    exitCode;
    constructor(exitCode, signal) {
        super(`interrupted by ${signal}; the server was stopped.`);
        this.exitCode = exitCode;
    }
}


/***/ }),

/***/ 8392:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runCli: () => (/* binding */ runCli)
});

// UNUSED EXPORTS: EXIT

// EXTERNAL MODULE: ./src/catalogue/catalogue.ts
var catalogue_catalogue = __webpack_require__(6620);
// EXTERNAL MODULE: ./src/catalogue/package-root.ts
var package_root = __webpack_require__(5726);
// EXTERNAL MODULE: ./src/runner/config.ts + 1 modules
var runner_config = __webpack_require__(6314);
// EXTERNAL MODULE: ./src/runner/run.ts + 2 modules
var run = __webpack_require__(1901);
// EXTERNAL MODULE: ./src/util/printable.ts
var printable = __webpack_require__(1095);
// EXTERNAL MODULE: ./src/util/suggest.ts
var suggest = __webpack_require__(7406);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/commands.ts
var commands = __webpack_require__(1654);
// EXTERNAL MODULE: ./src/cli/common.ts
var common = __webpack_require__(577);
// EXTERNAL MODULE: ./src/cli/report.ts + 10 modules
var report = __webpack_require__(133);
// EXTERNAL MODULE: ./src/catalogue/report-context.ts + 1 modules
var report_context = __webpack_require__(7540);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
;// CONCATENATED MODULE: ./src/cli/rules.ts
/** `mcpdesc rules [id] [--format text|json]`: the rule catalogue, or one rule's page. */







function rules(argv, io) {
    const { values, positionals } = (0,args/* parseCommand */.R)('rules', argv, commands/* RULES_OPTIONS */.ZM);
    const format = values.format ?? 'text';
    if (format !== 'text' && format !== 'json')
        throw new common/* UsageError */.eb(`mcpdesc rules --format must be ${(0,json/* listOf */.c3)(['text', 'json'])}, not ${JSON.stringify(format)}.`);
    if (positionals.length > 1)
        throw new common/* UsageError */.eb(`mcpdesc rules takes one rule id at most, not ${positionals.length}. See mcpdesc rules --help.`);
    const catalogue = (0,catalogue_catalogue/* loadCatalogue */.OT)();
    const context = (0,report_context/* packageReportContext */.Qx)(catalogue);
    const entry = (rule) => ({ ...rule, helpUri: context.ruleHelpUri(rule.id) });
    if (positionals.length === 0) {
        if (format === 'json')
            io.stdout(`${JSON.stringify({ version: context.toolVersion, rules: catalogue.rules.map(entry) }, null, 2)}\n`);
        else
            for (const rule of catalogue.rules)
                io.stdout(`${rule.id}\t${rule.level}\t${rule.title}\n`);
        return common/* EXIT */.dc.ok;
    }
    const rule = knownRule(positionals[0], catalogue);
    if (format === 'json')
        io.stdout(`${JSON.stringify(entry(rule), null, 2)}\n`);
    else
        io.stdout(rulePage(rule, context));
    return common/* EXIT */.dc.ok;
}
/** The rule's generated page, or one built from its catalogue entry where docs/ is not installed (the npm package ships none). */
function rulePage(rule, context) {
    const page = context.ruleHelpMarkdown(rule.id) ?? catalogueOnlyPage(rule, context.ruleHelpUri(rule.id));
    return page.endsWith('\n') ? page : `${page}\n`;
}
function knownRule(id, catalogue) {
    const rule = catalogue.get(id);
    if (rule)
        return rule;
    const near = (0,suggest/* closest */.k)(id, catalogue.rules.map((r) => r.id), 3);
    throw new common/* UsageError */.eb(`no rule ${JSON.stringify(id)}.${near ? ` Did you mean ${JSON.stringify(near)}?` : ''} mcpdesc rules lists every rule id.`);
}
/** The catalogue's own words, without the generated examples. */
function catalogueOnlyPage(rule, uri) {
    return [
        `# ${rule.title}`,
        '',
        rule.summary,
        '',
        `> ${rule.statement}`,
        '',
        `How to fix: ${rule.fix}`,
        '',
        `Rule ID: ${rule.id}`,
        `Level: ${rule.requirement} (${rule.level})`,
        `Formats: ${rule.formats.join(', ')}`,
        ...(rule.versions.length > 0 ? [`Versions: ${rule.versions.join(', ')}`] : []),
        ...(rule.spec ? [`Specification: ${rule.spec}`] : []),
        `Documentation: ${uri}`,
        '',
    ].join('\n');
}

// EXTERNAL MODULE: ./src/cli/stdin.ts
var stdin = __webpack_require__(3528);
;// CONCATENATED MODULE: ./src/cli/main.ts
/**
 * The command line: argv in, output and an exit code out. It owns the console, the files it writes
 * and the exit status; everything else is the engine's.
 */












const COMMANDS = ['lint', 'capture', 'verify', 'rules', 'baseline'];

const HELP = `Usage: mcpdesc lint [paths...] [options]
       mcpdesc capture --output <file> [server options] (-- <command> [args...] | --url <url>)
       mcpdesc verify <descriptor> [options] [server options] (-- <command> [args...] | --url <url>)
       mcpdesc rules [rule-id] [--format text|json]
       mcpdesc baseline [paths...] [--update] [--baseline <file>]

lint: check the MCP files a repository commits, each against the version it declares: descriptors (*.mcp.json,
*.mcp.yaml), registry server.json, MCPB manifest.json, Server Cards and client configurations (.mcp.json,
.vscode/mcp.json, …); each file is recognized by its content. Directories are searched; files named explicitly
are always linted. Default path: the current directory.
capture: start an MCP server (or connect to --url), write what it serves as a descriptor (JSON or YAML by the
file's extension), and lint it.
verify: compare a descriptor with what its server serves at the descriptor's protocol version (mcpdesc.drift.*).
rules: list every rule, or print one rule's page.
The server command runs only for capture and verify; its whole process group is ended when they finish.

Each command's own options: mcpdesc <command> --help. The most used:
  --format <format>            text, json, sarif, github, junit, gitlab, checkstyle or compact (default: text)
  --output <file>              write the report to a file instead of standard output
  --config <file>              configuration file (default: ${runner_config/* DEFAULT_CONFIG_FILE */.Cu} when present)
  --fail-on <level>            exit 1 when a finding reaches error, warning (or warn) or note;
                               never: always exit 0 (default: error)
  --quiet                      report errors only
  --max-warnings <n>           exit 1 when there are more than n warnings
  --rule <id=level>            set a rule to off, note, warning or error, repeatable
  --include <glob>             glob of files to look at, repeatable (replaces the configured include globs;
                               default: every format's usual paths)
  --exclude <glob>             glob to skip, repeatable (added to the configured exclude globs)
  --category <id>              SARIF analysis category (runs[0].automationDetails.id)
  --changed-since <ref>        lint only descriptors changed since the merge base of <ref> and HEAD,
                               including uncommitted and untracked files (needs git)
  --stdin-filename <name>      with "-": lint standard input under this name (it selects the format)
  --baseline <file>            fail only on findings not in this baseline (default: .mcpdesc-baseline.json when
                               present; write it with "mcpdesc baseline", see mcpdesc baseline --help)
  --print-config <file>        print the settings that apply to a file (rules after overrides, ignore entries)
  --jobs <n>                   lint on n worker threads; 1 lints in the main thread (default: the main
                               thread, then one per available core for the rest when, after ${run.AUTO_PROBE_MS} ms,
                               it would take more than ${run.AUTO_PARALLEL_MS / 1000} s)
  -h, --help                   show this help
  -v, --version                show the version
  verify takes --format, --output, --config, --fail-on, --quiet, --max-warnings and --category. For capture,
  --output <file> is the descriptor to write (*.mcp.json, *.mcp.yaml or *.mcp.yml); --config and --fail-on
  apply to its lint.

Server options (capture, verify):
  -- <command> [args...]       start this stdio server (everything after "--")
  --url <url>                  connect to a Streamable HTTP server instead (no other network access)
  --protocol-version <v>       capture: ask for this version (default: the newest the server accepts;
                               2026-07-28 via server/discover). verify uses the descriptor's version.
  --timeout <ms>               limit for the start, the handshake and every request (default: 10000)
  --max-time <ms>              limit for the whole session (default: 120000)

Exit status: 0 no finding at the fail-on level, 1 findings at the fail-on level, 2 usage or internal error,
or a server that cannot be read; 130 or 143 when interrupted (Ctrl-C, SIGTERM).
`;
async function runCli(argv, io) {
    try {
        return await dispatch(argv, io);
    }
    catch (error) {
        if (error instanceof common/* Interrupted */.j$) {
            io.stderr(`mcpdesc: ${error.message}\n`);
            return error.exitCode;
        }
        if (error instanceof common/* CliError */.z1 || error instanceof runner_config/* ConfigError */.xL) {
            io.stderr(`mcpdesc: ${main_printable(error.message)}\n`);
            return common/* EXIT */.dc.error;
        }
        io.stderr(`mcpdesc: internal error: ${main_printable(error instanceof Error ? error.message : String(error))}\nThis is a bug in mcpdesc; please report it.\n`);
        return common/* EXIT */.dc.error;
    }
}
/** Messages may quote a server, a file or an argument: nothing in them may control the terminal. */
function main_printable(message) {
    return message.split('\n').map(printable/* escapeUnprintable */.O8).join('\n');
}
async function dispatch(argv, io) {
    const [command, ...rest] = argv;
    if (command === '--version' || command === '-v') {
        io.stdout(`${(0,package_root/* packageVersion */.T)()}\n`);
        return common/* EXIT */.dc.ok;
    }
    if (command === undefined || command === '--help' || command === '-h' || command === 'help') {
        io.stdout(HELP);
        return common/* EXIT */.dc.ok;
    }
    if ((command === 'lint' || command === 'capture' || command === 'verify' || command === 'rules' || command === 'baseline') && asksForHelp(rest)) {
        io.stdout(commands/* COMMAND_HELP */.Ql[command]);
        return common/* EXIT */.dc.ok;
    }
    if (command === 'rules')
        return rules(rest, io);
    // Capture and verify load the MCP SDK; lint must not pay for it at start-up.
    if (command === 'capture')
        return (await Promise.all(/* import() */[__webpack_require__.e(301), __webpack_require__.e(828), __webpack_require__.e(580)]).then(__webpack_require__.bind(__webpack_require__, 9580))).capture(rest, io);
    if (command === 'verify')
        return (await Promise.all(/* import() */[__webpack_require__.e(301), __webpack_require__.e(828), __webpack_require__.e(396)]).then(__webpack_require__.bind(__webpack_require__, 7396))).verify(rest, io);
    if (command === 'baseline')
        return (await __webpack_require__.e(/* import() */ 196).then(__webpack_require__.bind(__webpack_require__, 9196))).baseline(rest, io);
    if (command !== 'lint') {
        const near = (0,suggest/* closest */.k)(command, COMMANDS);
        throw new common/* UsageError */.eb(`unknown command ${JSON.stringify(command)}${near ? `; did you mean "mcpdesc ${near}"?` : '; use "mcpdesc lint [paths...]"'} (see mcpdesc --help).`);
    }
    return lint(rest, io);
}
/** -h or --help among mcpdesc's own arguments (not the server command's, after "--"). */
function asksForHelp(argv) {
    const end = argv.indexOf('--');
    return (end === -1 ? argv : argv.slice(0, end)).some((a) => a === '-h' || a === '--help');
}
async function lint(argv, io) {
    const { values, positionals } = (0,args/* parseCommand */.R)('lint', argv, commands/* LINT_OPTIONS */.ZK);
    const options = (0,report/* reportOptions */.lt)(values);
    const jobs = values.jobs === undefined ? undefined : jobCount(values.jobs);
    const catalogue = (0,catalogue_catalogue/* loadCatalogue */.OT)();
    const config = (0,runner_config/* withRules */.O2)((0,runner_config/* withGlobs */.Ku)(await (0,runner_config/* loadConfig */.Z9)(values.config, io.cwd, catalogue, '--config'), values.include, values.exclude, {
        include: '--include',
        exclude: '--exclude',
    }), values.rule, catalogue);
    if (values['print-config'] !== undefined)
        return (await __webpack_require__.e(/* import() */ 352).then(__webpack_require__.bind(__webpack_require__, 352))).printConfig(config, values['print-config'], catalogue, io);
    const stream = streamArgument(positionals, values);
    if (stream !== undefined)
        return (0,report/* report */.z8)([await (0,stdin/* lintStream */.UX)(stream, values['stdin-filename'], io, { catalogue, config })], catalogue, options, io);
    const since = values['changed-since'];
    const only = since === undefined ? undefined : await changedSince(io.cwd, since);
    const { results, missing, empty } = await (0,run.lintPaths)(positionals.length > 0 ? positionals : ['.'], {
        root: io.cwd,
        config,
        catalogue,
        needs: (0,report/* needsOf */.hN)(options),
        ...(only ? { only } : {}),
        ...(jobs ? { jobs } : {}),
    });
    if (missing.length > 0)
        throw new common/* UsageError */.eb(`no such file or directory: ${missing.join(', ')}.`);
    // A folder named on the command line that holds no candidate at all is a mistyped path, as in ESLint and Biome.
    if (positionals.length > 0 && empty.length > 0)
        throw new common/* UsageError */.eb(`no MCP files in ${empty.join(', ')}: no file there matches the include globs. Check the path, or the include globs (--include, .mcpdesc.yaml).`);
    return (0,report/* report */.z8)((await __webpack_require__.e(/* import() */ 196).then(__webpack_require__.bind(__webpack_require__, 9196))).afterLint(results, values.baseline, config, io), catalogue, options, io);
}
/** Loaded only when asked for: git support would bring child_process into every start-up. */
async function changedSince(cwd, since) {
    const git = await __webpack_require__.e(/* import() */ 58).then(__webpack_require__.bind(__webpack_require__, 3058));
    try {
        return await git.changedSince(cwd, since);
    }
    catch (error) {
        if (error instanceof git.GitError)
            throw new common/* UsageError */.eb(error.message);
        throw error;
    }
}
/** The one stream (`-`, /dev/stdin) to lint instead of files, if any; it is linted alone. */
function streamArgument(positionals, values) {
    const streams = positionals.filter(stdin/* isStream */.rL);
    if (streams.length === 0) {
        if (values['stdin-filename'] !== undefined)
            throw new common/* UsageError */.eb('--stdin-filename names standard input: use it with "-" (mcpdesc lint - --stdin-filename x.mcp.json).');
        return undefined;
    }
    if (positionals.length > 1)
        throw new common/* UsageError */.eb(`${streams[0]} reads one file from a stream; name no other path with it (got ${positionals.length} paths).`);
    if (values['changed-since'] !== undefined)
        throw new common/* UsageError */.eb(`--changed-since selects files on disk; it cannot be used with ${streams[0]}.`);
    return streams[0];
}
function jobCount(value) {
    const jobs = /^[1-9][0-9]{0,3}$/.test(value) ? Number(value) : NaN;
    if (!(jobs <= 1024))
        throw new common/* UsageError */.eb(`--jobs must be a whole number of worker threads from 1 to 1024 (1 lints in the main thread), not ${JSON.stringify(value)}.`);
    return jobs;
}


/***/ }),

/***/ 133:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  hR: () => (/* binding */ FORMATS),
  I$: () => (/* binding */ exitCode),
  hN: () => (/* binding */ needsOf),
  z8: () => (/* binding */ report),
  lt: () => (/* binding */ reportOptions)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: external "node:url"
var external_node_url_ = __webpack_require__(3136);
// EXTERNAL MODULE: ./src/catalogue/report-context.ts + 1 modules
var report_context = __webpack_require__(7540);
// EXTERNAL MODULE: ./src/engine/lint.ts + 4 modules
var lint = __webpack_require__(1964);
// EXTERNAL MODULE: ./src/engine/outcome.ts
var outcome = __webpack_require__(938);
// EXTERNAL MODULE: ./src/engine/finding.ts
var finding = __webpack_require__(1247);
// EXTERNAL MODULE: ./src/util/file-names.ts
var file_names = __webpack_require__(3609);
// EXTERNAL MODULE: ./src/util/printable.ts
var printable = __webpack_require__(1095);
;// CONCATENATED MODULE: ./src/report/xml.ts
/**
 * XML 1.0 text for the XML reporters (junit, checkstyle). Finding text comes from pull requests, so any
 * character XML 1.0 forbids (C0 controls other than tab, LF and CR; lone UTF-16 surrogates; U+FFFE and
 * U+FFFF), which no character reference can carry either, is written as a visible escape (`\x01`),
 * and markup characters as entities.
 */

const INVALID_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
function validChars(text) {
    return text.replace(INVALID_IN_XML, (char) => {
        const code = char.charCodeAt(0);
        return code <= 0xff ? `\\x${(0,printable/* hex */.uh)(code, 2)}` : `\\u${(0,printable/* hex */.uh)(code, 4)}`;
    });
}
/** Element content. */
function xmlText(text) {
    return validChars(text).replace(/[&<>]/g, (c) => ENTITIES[c]);
}
/** A double- or single-quoted attribute value: tab, LF and CR as character references, which attribute normalization keeps. */
function xmlAttribute(text) {
    return validChars(text).replace(/[&<>"'\t\n\r]/g, (c) => ENTITIES[c] ?? `&#${c.charCodeAt(0)};`);
}
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

;// CONCATENATED MODULE: ./src/report/checkstyle.ts
/**
 * Checkstyle XML, which reviewdog (`-f=checkstyle`) and Jenkins' warnings plugin read: a `<file>` for
 * every file checked, an `<error>` for every finding, the rule id as `source`.
 */



/** Checkstyle's severities are error, warning, info and ignore. */
const SEVERITY = { error: 'error', warning: 'warning', note: 'info' };
function formatCheckstyle(results, toolVersion) {
    const lines = [XML_DECLARATION, `<checkstyle version="4.3" generator="mcpdesc ${xmlAttribute(toolVersion)}">`];
    for (const result of (0,finding/* checkedFiles */.$5)(results)) {
        const findings = [...result.findings].sort(finding/* compareByPosition */.mH);
        if (findings.length === 0) {
            lines.push(`  <file name="${xmlAttribute((0,file_names/* wellFormedPath */.ZW)(result.path))}"/>`);
            continue;
        }
        lines.push(`  <file name="${xmlAttribute((0,file_names/* wellFormedPath */.ZW)(result.path))}">`);
        for (const f of findings) {
            lines.push(`    <error line="${f.range.start.line}" column="${f.range.start.column}" severity="${SEVERITY[f.level]}" message="${xmlAttribute(f.message)}" source="${xmlAttribute(f.ruleId)}"/>`);
        }
        lines.push('  </file>');
    }
    lines.push('</checkstyle>');
    return `${lines.join('\n')}\n`;
}

;// CONCATENATED MODULE: ./src/report/compact.ts
/** One line a finding, `path:line:col: level rule-id: message`, the shape editors and problem matchers read. */



function formatCompact(results) {
    return results
        .flatMap((r) => r.findings)
        .sort(finding/* compareByPosition */.mH)
        .map((f) => `${(0,file_names/* printablePath */.Vj)(f.path)}:${f.range.start.line}:${f.range.start.column}: ${f.level} ${f.ruleId}: ${(0,printable/* escapeUnprintable */.O8)(f.message)}\n`)
        .join('');
}

;// CONCATENATED MODULE: ./src/report/annotations.ts
/**
 * GitHub Actions workflow-command annotations (`::error file=…,line=…::message`). GitHub shows at
 * most 10 annotations of each level per step, so the most important ones are chosen: by level, then
 * one finding per file in turn, so that as many files as possible get a mark on the diff.
 */


/** Annotations GitHub displays per level and step (actions/toolkit#734). */
const ANNOTATIONS_PER_LEVEL = 10;
const COMMAND = { error: 'error', warning: 'warning', note: 'notice' };
/** Workflow-command message text: `%`, CR and LF are escaped (the runner decodes them). */
function escapeData(text) {
    return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}
/** Workflow-command property values: as data, plus `:` and `,`, which end a value. */
function escapeProperty(text) {
    return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}
/** The one place workflow commands are written; properties without a value are left out. */
function workflowCommand(command, properties, message) {
    const props = Object.entries(properties)
        .filter((entry) => entry[1] !== undefined)
        .map(([key, value]) => `${key}=${escapeProperty(String(value))}`)
        .join(',');
    return `::${command}${props ? ` ${props}` : ''}::${escapeData(message)}`;
}
/**
 * Text the runner must not read as commands (it quotes file names and values from the pull request):
 * wrapped in `::stop-commands::TOKEN` … `::TOKEN::`, with a token the text cannot guess.
 */
function withoutCommands(text, token) {
    return `::stop-commands::${token}\n${text}${text.endsWith('\n') ? '' : '\n'}::${token}::\n`;
}
/**
 * The annotations, at most `perLevel` of each level. The action keeps one error and one warning slot of
 * GitHub's ten for its own messages (the step's failure, an upload warning), so they are never hidden.
 */
function formatAnnotations(results, context, perLevel = ANNOTATIONS_PER_LEVEL) {
    const commands = [];
    const hidden = { error: 0, warning: 0, note: 0 };
    const findings = results.flatMap((r) => r.findings).sort(compareFindings);
    for (const level of LEVELS) {
        const ofLevel = findings.filter((f) => f.level === level);
        const chosen = spreadOverFiles(ofLevel)
            .slice(0, typeof perLevel === 'number' ? perLevel : perLevel[level])
            .sort(compareFindings);
        hidden[level] = ofLevel.length - chosen.length;
        for (const finding of chosen)
            commands.push(annotation(finding, context));
    }
    return { commands, hidden };
}
/** One finding's workflow command. */
function annotation(finding, context) {
    const { start, end } = finding.range;
    // GitHub uses columns only on single-line annotations.
    const oneLine = start.line === end.line;
    return workflowCommand(COMMAND[finding.level], {
        title: `mcpdesc ${finding.ruleId}`,
        file: (0,file_names/* wellFormedPath */.ZW)(finding.path),
        line: start.line,
        endLine: end.line,
        col: oneLine ? start.column : undefined,
        endColumn: oneLine ? Math.max(end.column, start.column + 1) : undefined,
    }, `${finding.message}\nRule: ${context.ruleHelpUri(finding.ruleId)}`);
}
/** The first finding of every file, then the second of every file, and so on. */
function spreadOverFiles(findings) {
    const byFile = new Map();
    for (const finding of findings) {
        const list = byFile.get(finding.path);
        if (list)
            list.push(finding);
        else
            byFile.set(finding.path, [finding]);
    }
    const rounds = [];
    for (let round = 0; rounds.length < findings.length; round++) {
        for (const list of byFile.values())
            if (round < list.length)
                rounds.push(list[round]);
    }
    return rounds;
}

;// CONCATENATED MODULE: ./src/report/github.ts
/**
 * `--format github`: a workflow command for every finding, for the CLI run as a step of any workflow
 * (the action writes its own). GitHub shows only ANNOTATIONS_PER_LEVEL of each level on the diff, the
 * first it reads, so each level's findings go out spread over the files, like the action's; all of
 * them stay in the log.
 */


function formatGithub(results, context) {
    const findings = results.flatMap((r) => r.findings).sort(finding/* compareFindings */.Eg);
    return finding/* LEVELS */.A_.flatMap((level) => spreadOverFiles(findings.filter((f) => f.level === level)))
        .map((f) => `${annotation(f, context)}\n`)
        .join('');
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./src/report/gitlab.ts
/**
 * GitLab Code Quality (a CodeClimate subset): an array of issues, each with a description, check name,
 * fingerprint, severity and location. GitLab compares fingerprints between a merge request and its
 * target branch, so a fingerprint is built from what stays put when lines move: the rule, the file, the
 * JSON Pointer and the message, plus a counter for repeats of the same four.
 */



/** GitLab's severities are info, minor, major, critical and blocker. */
const gitlab_SEVERITY = { error: 'major', warning: 'minor', note: 'info' };
function formatGitlab(results) {
    const seen = new Map();
    const issues = results
        .flatMap((r) => r.findings)
        .sort(finding/* compareByPosition */.mH)
        .map((f) => {
        const path = (0,file_names/* wellFormedPath */.ZW)(f.path);
        const key = JSON.stringify([f.ruleId, path, f.pointer, f.message]);
        const count = (seen.get(key) ?? 0) + 1;
        seen.set(key, count);
        return {
            type: 'issue',
            description: f.message,
            check_name: f.ruleId,
            fingerprint: (0,external_node_crypto_.createHash)('sha256').update(`${key}\n${count}`).digest('hex').slice(0, 32),
            severity: gitlab_SEVERITY[f.level],
            location: { path, lines: { begin: f.range.start.line, end: f.range.end.line } },
        };
    });
    return `${JSON.stringify(issues, null, 2)}\n`;
}

;// CONCATENATED MODULE: ./src/report/json.ts
/** The JSON format: a stable, documented shape for scripts (see README). */

const DESCRIPTOR = 'mcpdesc-descriptor';
/** Findings per piece of `jsonChunks`: a run's report is written a piece at a time, never held whole. */
const CHUNK_FINDINGS = 2_000;
function formatJson(results, toolVersion) {
    return [...jsonChunks(results, toolVersion)].join('');
}
/**
 * The JSON report in pieces whose concatenation is `JSON.stringify(report, null, 2)` and a newline:
 * the files and skipped lists at once, then the findings a few thousand at a time.
 */
function* jsonChunks(results, toolVersion) {
    const head = {
        version: toolVersion,
        files: (0,finding/* checkedFiles */.$5)(results).map((r) => ({
            path: r.path,
            // Kept from before there were other formats: a descriptor's version, null for the others.
            protocolVersion: r.format === DESCRIPTOR ? r.version : null,
            format: r.format,
            version: r.version,
        })),
        skipped: results.filter((r) => r.skipped !== undefined).map((r) => ({ path: r.path, format: r.format, reason: r.skipped })),
    };
    // Without its closing "\n}", to go on with the findings.
    yield JSON.stringify(head, null, 2).slice(0, -2);
    yield* member('findings', results.flatMap((r) => r.findings).sort(finding/* compareByPosition */.mH), shape);
    // Findings a suppression hides, with it: they do not count toward fail-on.
    yield* member('suppressed', results.flatMap((r) => r.suppressed ?? []).sort(finding/* compareByPosition */.mH), (f) => ({ ...shape(f), suppression: f.suppression }));
    yield '\n}\n';
}
/** `,\n  "name": [...]` as JSON.stringify indents an array of objects two levels down. */
function* member(name, findings, toJson) {
    if (findings.length === 0) {
        yield `,\n  ${JSON.stringify(name)}: []`;
        return;
    }
    let out = `,\n  ${JSON.stringify(name)}: [\n`;
    for (const [index, finding] of findings.entries()) {
        if (index > 0)
            out += ',\n';
        // No JSON string holds a raw line break, so every one is indentation.
        out += `    ${JSON.stringify(toJson(finding), null, 2).replaceAll('\n', '\n    ')}`;
        if (index % CHUNK_FINDINGS === CHUNK_FINDINGS - 1) {
            yield out;
            out = '';
        }
    }
    yield `${out}\n  ]`;
}
function shape(f) {
    return {
        ruleId: f.ruleId,
        level: f.level,
        path: f.path,
        pointer: f.pointer,
        line: f.range.start.line,
        column: f.range.start.column,
        endLine: f.range.end.line,
        endColumn: f.range.end.column,
        message: f.message,
    };
}

;// CONCATENATED MODULE: ./src/report/junit.ts
/**
 * JUnit XML, which Jenkins, GitLab and Azure Pipelines show as test results: a `<testsuite>` for every
 * file checked, a `<testcase>` for every finding (a file without findings gets one passing case). A
 * finding at the fail-on level is a `<failure>` (an internal error an `<error>`); one below it passes,
 * its message kept in `<system-out>`, so the test report fails exactly when the run does.
 */




const RANK = { error: 0, warning: 1, note: 2 };
function formatJunit(results, context, failOn) {
    const fails = (f) => failOn !== 'never' && RANK[f.level] <= RANK[failOn];
    const suites = [];
    const total = { tests: 0, failures: 0, errors: 0, skipped: 0 };
    for (const result of (0,finding/* checkedFiles */.$5)(results)) {
        const path = (0,file_names/* wellFormedPath */.ZW)(result.path);
        const findings = [...result.findings].sort(finding/* compareByPosition */.mH);
        const errors = findings.filter((f) => f.ruleId === lint/* INTERNAL_RULE */.lH).length;
        const failures = findings.filter((f) => f.ruleId !== lint/* INTERNAL_RULE */.lH && fails(f)).length;
        const cases = findings.length === 0 ? [`    <testcase name="${xmlAttribute(path)}" classname="mcpdesc"/>`] : findings.map((f) => testcase(f, path, context, fails(f)));
        suites.push(suite(path, cases, { tests: cases.length, failures, errors, skipped: 0 }));
        Object.assign(total, { tests: total.tests + cases.length, failures: total.failures + failures, errors: total.errors + errors });
    }
    // Formats mcpdesc recognizes but does not check yet are reported as skipped; files that are no MCP file are not tests at all.
    for (const result of results.filter((r) => r.skipped !== undefined && r.format !== null)) {
        const path = (0,file_names/* wellFormedPath */.ZW)(result.path);
        const cases = [
            `    <testcase name="${xmlAttribute(path)}" classname="mcpdesc">\n      <skipped message="${xmlAttribute(result.skipped ?? '')}"/>\n    </testcase>`,
        ];
        suites.push(suite(path, cases, { tests: 1, failures: 0, errors: 0, skipped: 1 }));
        Object.assign(total, { tests: total.tests + 1, skipped: total.skipped + 1 });
    }
    return `${[
        XML_DECLARATION,
        `<testsuites name="mcpdesc" tests="${total.tests}" failures="${total.failures}" errors="${total.errors}" skipped="${total.skipped}" time="0">`,
        ...suites,
        '</testsuites>',
    ].join('\n')}\n`;
}
function suite(path, cases, counts) {
    const name = xmlAttribute(path);
    return [
        `  <testsuite name="${name}" file="${name}" tests="${counts.tests}" failures="${counts.failures}" errors="${counts.errors}" skipped="${counts.skipped}" time="0">`,
        ...cases,
        '  </testsuite>',
    ].join('\n');
}
function testcase(finding, path, context, fails) {
    const { line, column } = finding.range.start;
    const where = `${path}:${line}:${column}`;
    const body = xmlText(`${finding.level} at ${where}: ${finding.message}\nRule: ${context.ruleHelpUri(finding.ruleId)}`);
    const element = finding.ruleId === lint/* INTERNAL_RULE */.lH ? 'error' : fails ? 'failure' : undefined;
    const inner = element
        ? `<${element} type="${xmlAttribute(finding.ruleId)}" message="${xmlAttribute(finding.message)}">${body}</${element}>`
        : `<system-out>${body}</system-out>`;
    return `    <testcase name="${xmlAttribute(`${finding.ruleId} at ${line}:${column}`)}" classname="${xmlAttribute(path)}" time="0">\n      ${inner}\n    </testcase>`;
}

// EXTERNAL MODULE: ./src/report/summary-counts.ts
var summary_counts = __webpack_require__(4975);
// EXTERNAL MODULE: external "node:zlib"
var external_node_zlib_ = __webpack_require__(8522);
;// CONCATENATED MODULE: ./src/report/sarif.ts
/**
 * SARIF 2.1.0 for GitHub code scanning: one run, every rule that can fire in tool.driver.rules with
 * its documentation, and results with repo-relative locations, full regions, the JSON Pointer as a
 * logical location and codeql-compatible fingerprints.
 */




const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json';
const INFORMATION_URI = 'https://github.com/mcpdesc/mcpdesc';
/** GitHub shows at most 10 tags per rule (and rejects more than 20). */
const MAX_TAGS = 10;
/** GitHub's limits for one SARIF upload, with room to spare. */
const SARIF_LIMITS = { maxResults: 25_000, maxGzipBytes: 9_500_000 };
function buildSarif(results, context, options = {}) {
    const rules = context.catalogue.rules;
    const index = new Map(rules.map((rule, i) => [rule.id, i]));
    // Suppressed findings come last: they are the first left out when a report must shrink.
    const all = [...results.flatMap((r) => r.findings).sort(finding/* compareFindings */.Eg), ...results.flatMap((r) => r.suppressed ?? []).sort(finding/* compareFindings */.Eg)];
    const findings = all.slice(0, options.maxResults ?? SARIF_LIMITS.maxResults);
    const omitted = all.length - findings.length;
    // Artifacts are the files analysed; files skipped as no MCP file are not part of the analysis.
    const analysed = (0,finding/* checkedFiles */.$5)(results);
    const artifactIndex = new Map(analysed.map((r, i) => [r.path, i]));
    const locate = (path) => artifactLocation(path, options.rootUri);
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
                artifacts: analysed.map((r) => ({
                    location: locate(r.path),
                    ...(r.format ? { properties: { format: r.format, ...(r.version ? { version: r.version } : {}) } } : {}),
                })),
                results: findings.map((finding) => sarifResult(finding, index.get(finding.ruleId), locate, artifactIndex)),
                ...(omitted > 0
                    ? {
                        properties: { 'mcpdesc/omittedResults': omitted },
                        invocations: [
                            {
                                executionSuccessful: true,
                                toolExecutionNotifications: [{ level: 'warning', message: { text: omittedMessage(omitted, all.length) } }],
                            },
                        ],
                    }
                    : {}),
            },
        ],
    };
}
/** What a report says when it leaves findings out (the most severe are kept). */
function omittedMessage(omitted, total) {
    return `${omitted} of ${total} findings were left out of this report to stay within GitHub's limits for one upload; the most severe were kept. Run mcpdesc locally (or with --format json) for all of them.`;
}
function formatSarif(results, context, options = {}) {
    return sarifReport(results, context, options).text;
}
/** The SARIF file, made smaller (fewer results, the most severe kept) until it fits GitHub's size limit gzipped. */
function sarifReport(results, context, options = {}) {
    const maxGzip = options.maxGzipBytes ?? SARIF_LIMITS.maxGzipBytes;
    const total = results.reduce((n, r) => n + r.findings.length + (r.suppressed?.length ?? 0), 0);
    let maxResults = Math.min(total, options.maxResults ?? SARIF_LIMITS.maxResults);
    for (;;) {
        const text = `${JSON.stringify(buildSarif(results, context, { ...options, maxResults }), null, 2)}\n`;
        // Gzip never grows text by much, so only a large file needs measuring.
        if (text.length <= maxGzip || maxResults === 0 || (0,external_node_zlib_.gzipSync)(text).length <= maxGzip)
            return { text, omitted: total - maxResults };
        maxResults = Math.floor(maxResults / 2);
    }
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
            text: limit(`${rule.statement} ${rule.summary} How to fix: ${rule.fix}`, 8000),
            ...(markdown ? { markdown } : {}),
        },
        helpUri: context.ruleHelpUri(rule.id),
        defaultConfiguration: { level: rule.level },
        properties: {
            tags,
            // The MCP file formats (src/formats) the rule checks.
            formats: rule.formats,
            precision: 'very-high',
            ...(security ? { 'security-severity': rule.level === 'error' ? '7.5' : '5.0' } : {}),
        },
    };
}
/**
 * Paths inside the root are relative to %SRCROOT%; code scanning cannot place `../x` there, so a
 * path outside it (the CLI run on a sibling folder) is written as an absolute file:// URI.
 */
function artifactLocation(path, rootUri) {
    const outside = path.startsWith('../') || path === '..' || path.startsWith('/');
    if (outside && rootUri)
        return { uri: new URL((0,file_names/* uriPath */.kq)(path), rootUri).href };
    return { uri: (0,file_names/* uriPath */.kq)(path), uriBaseId: '%SRCROOT%' };
}
function sarifResult(finding, ruleIndex, locate, artifactIndex) {
    const location = locate(finding.path);
    const index = artifactIndex.get(finding.path);
    return {
        ruleId: finding.ruleId,
        ...(ruleIndex === undefined ? {} : { ruleIndex }),
        level: finding.level,
        message: { text: finding.message },
        locations: [
            {
                physicalLocation: {
                    artifactLocation: { ...location, ...(index === undefined ? {} : { index }) },
                    region: region(finding.range),
                },
                // Shown to people in viewers, so a key's bidirectional or control characters are escaped like in messages.
                logicalLocations: [{ fullyQualifiedName: finding.pointer === '' ? '/' : (0,printable/* escapeUnprintable */.O8)(finding.pointer), kind: 'object' }],
            },
        ],
        // The other file a consistency finding disagrees with (package.json beside a server.json).
        ...(finding.related
            ? {
                relatedLocations: finding.related.map((related, id) => {
                    const at = artifactIndex.get(related.path);
                    return {
                        id,
                        physicalLocation: { artifactLocation: { ...locate(related.path), ...(at === undefined ? {} : { index: at }) }, region: region(related.range) },
                        message: { text: related.message },
                    };
                }),
            }
            : {}),
        ...(finding.fingerprint ? { partialFingerprints: { primaryLocationLineHash: finding.fingerprint } } : {}),
        // Code scanning shows a result with an accepted suppression as dismissed, with the justification.
        ...(finding.suppression
            ? { suppressions: [{ kind: finding.suppression.kind, status: 'accepted', justification: (0,printable/* escapeUnprintable */.O8)(finding.suppression.justification) }] }
            : {}),
    };
}
function region({ start, end }) {
    return {
        startLine: start.line,
        startColumn: start.column,
        endLine: end.line,
        // SARIF end columns are exclusive; an empty region still covers one character.
        endColumn: end.line === start.line ? Math.max(end.column, start.column + 1) : end.column,
    };
}
function pascalCase(id) {
    return id
        .split(/[.\-_]/)
        .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
        .join('');
}
/** GitHub rejects descriptions over 1024 characters. */
function limit(text, max = 1024) {
    return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

// EXTERNAL MODULE: ./src/report/text.ts
var report_text = __webpack_require__(5655);
// EXTERNAL MODULE: ./src/runner/config.ts + 1 modules
var config = __webpack_require__(6314);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/util/suggest.ts
var suggest = __webpack_require__(7406);
// EXTERNAL MODULE: ./src/util/write-file-atomic.ts
var write_file_atomic = __webpack_require__(8566);
;// CONCATENATED MODULE: ./src/cli/color.ts
function colorFor(io) {
    const env = io.env ?? {};
    const force = env.FORCE_COLOR;
    if (force !== undefined)
        return force !== '0' && force.toLowerCase() !== 'false';
    if ((env.NO_COLOR ?? '') !== '' || env.TERM === 'dumb')
        return false;
    return io.isTTY === true;
}

// EXTERNAL MODULE: ./src/cli/common.ts
var common = __webpack_require__(577);
;// CONCATENATED MODULE: ./src/cli/report.ts
/** How every command that reports findings prints them: --format, --output, --category, and the exit code. */




















const FORMATS = ['text', 'json', 'sarif', 'github', 'junit', 'gitlab', 'checkstyle', 'compact'];
/** Checks the reporting options a command was given. */
function reportOptions(values) {
    const format = values.format ?? 'text';
    if (!FORMATS.includes(format))
        throw new common/* UsageError */.eb(`--format must be ${(0,json/* listOf */.c3)(FORMATS)}, not ${JSON.stringify(format)}.${hint(format, FORMATS)}`);
    const failOn = (0,config/* levelAlias */.Bd)(values['fail-on'] ?? 'error');
    if (typeof failOn !== 'string' || !(0,outcome/* isFailOn */.A1)(failOn))
        throw new common/* UsageError */.eb(`--fail-on must be ${(0,json/* listOf */.c3)(outcome/* FAIL_ON */.d$)}, not ${JSON.stringify(values['fail-on'])}.`);
    const maxWarnings = values['max-warnings'];
    if (maxWarnings !== undefined && !/^(0|[1-9][0-9]{0,8})$/.test(maxWarnings))
        throw new common/* UsageError */.eb(`--max-warnings must be a whole number of warnings from 0 up, not ${JSON.stringify(maxWarnings)}.`);
    return {
        format: format,
        failOn,
        ...(values.output ? { output: values.output } : {}),
        ...(values.category ? { category: values.category } : {}),
        ...(values.quiet ? { quiet: true } : {}),
        ...(maxWarnings !== undefined ? { maxWarnings: Number(maxWarnings) } : {}),
    };
}
function hint(input, candidates) {
    const near = (0,suggest/* closest */.k)(input, candidates);
    return near ? ` Did you mean ${JSON.stringify(near)}?` : '';
}
/**
 * What the report prints beyond the findings, so the engine computes nothing else: fingerprints appear
 * only in SARIF, excerpts only in the text report, which is also what goes to standard output when
 * another format is written to --output.
 */
function needsOf(options) {
    return { fingerprints: options.format === 'sarif', excerpts: options.format === 'text' || options.output !== undefined };
}
/** Prints (or writes) the report and returns the exit code the results call for. */
async function report(all, catalogue, options, io) {
    const context = (0,report_context/* packageReportContext */.Qx)(catalogue);
    // An internal error means a check did not run: it is never left out.
    const results = options.quiet ? all.map((r) => ({ ...r, findings: r.findings.filter((f) => f.level === 'error' || f.ruleId === lint/* INTERNAL_RULE */.lH) })) : all;
    const color = colorFor(io);
    const pieces = render(options, results, context, {
        ...(options.category ? { category: options.category } : {}),
        rootUri: `${(0,external_node_url_.pathToFileURL)(io.cwd).href}/`,
    }, !options.output && color);
    if (options.output) {
        const output = (0,external_node_path_.resolve)(io.cwd, options.output);
        await (0,write_file_atomic/* writeFileAtomic */.Z)(output, pieces).catch((error) => {
            throw new common/* UsageError */.eb(`--output: cannot write ${output} (${error.code ?? error.message}). Choose a writable path.`);
        });
        if (options.format !== 'text')
            for (const piece of (0,report_text/* textChunks */.w)(results, { color }))
                io.stdout(piece);
    }
    else {
        for (const piece of pieces)
            io.stdout(piece);
    }
    const code = exitCode(results, options.failOn);
    const warnings = all.reduce((n, r) => n + r.findings.filter((f) => f.level === 'warning').length, 0);
    if (code === common/* EXIT */.dc.error || options.maxWarnings === undefined || warnings <= options.maxWarnings)
        return code;
    io.stderr(`mcpdesc: ${(0,summary_counts/* plural */.LS)(warnings, 'warning')}, more than --max-warnings ${options.maxWarnings} allows.\n`);
    return common/* EXIT */.dc.findings;
}
function exitCode(results, failOn) {
    if ((0,outcome/* hasInternalError */.em)(results))
        return common/* EXIT */.dc.error;
    return (0,outcome/* reachesFailLevel */.GB)(results, failOn) ? common/* EXIT */.dc.findings : common/* EXIT */.dc.ok;
}
/** The report, in pieces for the formats a large run makes large (JSON, text), so it is never held whole. */
function render(options, results, context, sarif, color) {
    switch (options.format) {
        case 'json':
            return jsonChunks(results, context.toolVersion);
        case 'sarif':
            return [formatSarif(results, context, sarif)];
        case 'github':
            return [formatGithub(results, context)];
        case 'junit':
            return [formatJunit(results, context, options.failOn)];
        case 'gitlab':
            return [formatGitlab(results)];
        case 'checkstyle':
            return [formatCheckstyle(results, context.toolVersion)];
        case 'compact':
            return [formatCompact(results)];
        default:
            return (0,report_text/* textChunks */.w)(results, { color });
    }
}


/***/ }),

/***/ 3528:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   CX: () => (/* binding */ streamPath),
/* harmony export */   UX: () => (/* binding */ lintStream),
/* harmony export */   bv: () => (/* binding */ readStream),
/* harmony export */   rL: () => (/* binding */ isStream)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _runner_discover_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(4299);
/* harmony import */ var _runner_read_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(9808);
/* harmony import */ var _runner_run_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1901);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(577);
/**
 * `mcpdesc lint -`: one file read from standard input (or a pipe named as /dev/stdin, /dev/fd/N), for
 * editors and lint-on-save. Such a name is a stream, not a file of the workspace: it is read as one,
 * under the same size limit, so it never meets the symlink checks meant for the files a pull request adds.
 */






/** Only names given on the command line count: a symlink in the tree pointing at /dev/stdin is still refused when read. */
const STANDARD_INPUT = /^(-|\/dev\/stdin|\/dev\/fd\/0|\/proc\/self\/fd\/0)$/;
const PIPE = /^(\/dev\/fd|\/proc\/self\/fd)\/[0-9]{1,9}$/;
function isStream(argument) {
    return STANDARD_INPUT.test(argument) || PIPE.test(argument);
}
/** Lints the one stream named; `name` (--stdin-filename) is the path it is reported under, which selects its format. */
async function lintStream(argument, name, io, options) {
    const path = name === undefined ? streamPath(argument) : (0,_runner_discover_js__WEBPACK_IMPORTED_MODULE_2__/* .displayPath */ .Gt)(io.cwd, (0,node_path__WEBPACK_IMPORTED_MODULE_1__.resolve)(io.cwd, name));
    return (0,_runner_run_js__WEBPACK_IMPORTED_MODULE_4__.lintRead)({ path, explicit: true }, await readStream(argument, io, options.config.limits.maxFileBytes), { ...options, root: io.cwd });
}
/** The path a stream is reported under when it is given no name. */
function streamPath(argument) {
    return argument === '-' ? '<stdin>' : argument;
}
/** What the stream holds, read under the file size limit and decoded as strict UTF-8. */
async function readStream(argument, io, maxBytes) {
    const stream = STANDARD_INPUT.test(argument) ? io.stdin : (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.createReadStream)(argument);
    if (!stream)
        throw new _common_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb('standard input is not available to read from.');
    const bytes = await readAtMost(stream, maxBytes + 1).catch((error) => {
        throw new _common_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`cannot read ${argument} (${error.code ?? error.message}).`);
    });
    return (0,_runner_read_js__WEBPACK_IMPORTED_MODULE_3__/* .decodeRead */ .p)(bytes, maxBytes);
}
/** Up to `limit` bytes: a stream that goes on is not read to its end. */
async function readAtMost(stream, limit) {
    const chunks = [];
    let length = 0;
    for await (const chunk of stream) {
        chunks.push(chunk);
        length += chunk.length;
        if (length >= limit)
            break;
    }
    return Buffer.concat(chunks).subarray(0, limit);
}


/***/ }),

/***/ 938:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A1: () => (/* binding */ isFailOn),
/* harmony export */   GB: () => (/* binding */ reachesFailLevel),
/* harmony export */   d$: () => (/* binding */ FAIL_ON),
/* harmony export */   em: () => (/* binding */ hasInternalError)
/* harmony export */ });
/* harmony import */ var _lint_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1964);

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
    return results.some((r) => r.findings.some((f) => f.ruleId === _lint_js__WEBPACK_IMPORTED_MODULE_0__/* .INTERNAL_RULE */ .lH));
}


/***/ }),

/***/ 4975:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Gt: () => (/* binding */ countFindings),
/* harmony export */   LS: () => (/* binding */ plural),
/* harmony export */   ut: () => (/* binding */ checkedSummary)
/* harmony export */ });
/* unused harmony export filesByFormat */
/* harmony import */ var _engine_finding_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1247);
/* harmony import */ var _formats_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6816);
/** Counts every reporter shows: findings by level, and the files checked, by format. */


function countFindings(results) {
    const checked = (0,_engine_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .checkedFiles */ .$5)(results);
    const counts = { error: 0, warning: 0, note: 0, files: checked.length, filesWithFindings: 0 };
    for (const result of checked) {
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
/** "1 descriptor, 2 Claude Code configs" for the files checked, in the order formats are listed. */
function filesByFormat(results) {
    const counts = new Map();
    for (const result of (0,_engine_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .checkedFiles */ .$5)(results))
        counts.set(result.format, (counts.get(result.format) ?? 0) + 1);
    return [...counts.entries()]
        .sort(([a], [b]) => formatOrder(a) - formatOrder(b))
        .map(([id, count]) => {
        const noun = id === null ? undefined : (0,_formats_index_js__WEBPACK_IMPORTED_MODULE_0__/* .formatById */ .aZ)(id)?.noun;
        return `${count} ${noun ? (count === 1 ? noun.one : noun.other) : count === 1 ? 'other file' : 'other files'}`;
    })
        .join(', ');
}
/** "4 MCP files checked: 1 descriptor, 2 Claude Code configs" (or "0 MCP files checked"). */
function checkedSummary(results) {
    const count = (0,_engine_finding_js__WEBPACK_IMPORTED_MODULE_1__/* .checkedFiles */ .$5)(results).length;
    const breakdown = filesByFormat(results);
    return `${plural(count, 'MCP file')} checked${breakdown ? `: ${breakdown}` : ''}`;
}
/** Formats in the registry's order; files of no format last. */
function formatOrder(id) {
    const index = id === null ? -1 : _formats_index_js__WEBPACK_IMPORTED_MODULE_0__/* .FORMATS */ .hR.findIndex((f) => f.id === id);
    return index === -1 ? _formats_index_js__WEBPACK_IMPORTED_MODULE_0__/* .FORMATS */ .hR.length : index;
}


/***/ }),

/***/ 5655:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   v: () => (/* binding */ formatText),
/* harmony export */   w: () => (/* binding */ textChunks)
/* harmony export */ });
/* harmony import */ var _engine_finding_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1247);
/* harmony import */ var _formats_index_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6816);
/* harmony import */ var _util_file_names_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3609);
/* harmony import */ var _util_printable_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1095);
/* harmony import */ var _summary_counts_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4975);
/**
 * Compiler-style output: `path:line:col level ruleId message`, the source line and a caret; then the
 * files that were not checked and why, and one line that counts the files checked by format.
 */





/** Skipped files listed by name at most; the JSON report lists them all. */
const SKIPPED_SHOWN = 20;
/** SGR codes: red, yellow, cyan for the levels; dim for the rule id. */
const LEVEL_COLOR = { error: '31', warning: '33', note: '36' };
/** Findings per piece of `textChunks`: a run's report is written a piece at a time, never held whole. */
const CHUNK_FINDINGS = 2_000;
function formatText(results, options = {}) {
    return [...textChunks(results, options)].join('');
}
/** The text report in pieces whose concatenation is `formatText`'s. */
function* textChunks(results, options = {}) {
    // Everything painted is escaped first (escapeUnprintable), so no text from a file can add or end a colour.
    const paint = (code, text) => (options.color ? `\x1b[${code}m${text}\x1b[0m` : text);
    const findings = results.flatMap((r) => r.findings).sort(_engine_finding_js__WEBPACK_IMPORTED_MODULE_4__/* .compareByPosition */ .mH);
    let out = [];
    for (const [index, finding] of findings.entries()) {
        if (index > 0 && index % CHUNK_FINDINGS === 0) {
            yield `${out.join('\n')}\n`;
            out = [];
        }
        const color = LEVEL_COLOR[finding.level];
        out.push(`${(0,_util_file_names_js__WEBPACK_IMPORTED_MODULE_1__/* .printablePath */ .Vj)(finding.path)}:${finding.range.start.line}:${finding.range.start.column} ${paint(`1;${color}`, finding.level)} ${paint('2', finding.ruleId)} ${(0,_util_printable_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeUnprintable */ .O8)(finding.message)}`);
        const lines = excerpt(finding);
        if (lines.length === 2)
            lines[1] = lines[1].replace(/\^+$/, (carets) => paint(color, carets));
        out.push(...lines);
        for (const related of finding.related ?? [])
            out.push(`  see also ${(0,_util_file_names_js__WEBPACK_IMPORTED_MODULE_1__/* .printablePath */ .Vj)(related.path)}:${related.range.start.line}:${related.range.start.column}: ${(0,_util_printable_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeUnprintable */ .O8)(related.message)}`);
        out.push('');
    }
    out.push(...skippedList(results));
    const counts = (0,_summary_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .countFindings */ .Gt)(results);
    // Suppressed findings are only counted here; JSON and SARIF list them.
    const suppressed = results.reduce((n, r) => n + (r.suppressed?.length ?? 0), 0);
    const andSuppressed = suppressed > 0 ? ` ${suppressed} suppressed.` : '';
    if (counts.files === 0) {
        out.push(`0 MCP files checked. ${NOTHING_FOUND}`);
    }
    else if (findings.length === 0) {
        out.push(`${(0,_summary_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .checkedSummary */ .ut)(results)}. No problems.${andSuppressed}`);
    }
    else {
        out.push(`${(0,_summary_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(findings.length, 'problem')} (${(0,_summary_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(counts.error, 'error')}, ${(0,_summary_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(counts.warning, 'warning')}, ${(0,_summary_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(counts.note, 'note')}) in ${counts.filesWithFindings} of ${(0,_summary_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .checkedSummary */ .ut)(results)}.${andSuppressed}`);
    }
    yield `${out.join('\n')}\n`;
}
/** What "nothing checked" means, so that it never reads as a clean bill. */
const NOTHING_FOUND = `mcpdesc looks for ${_formats_index_js__WEBPACK_IMPORTED_MODULE_0__/* .FORMATS */ .hR.slice(0, 4)
    .map((f) => f.title)
    .join(', ')} and client configurations (.mcp.json, .vscode/mcp.json and others); name files or folders to check, or set include globs.`;
function skippedList(results) {
    const skipped = results.filter((r) => r.skipped !== undefined);
    if (skipped.length === 0)
        return [];
    const lines = [`Not checked: ${(0,_summary_counts_js__WEBPACK_IMPORTED_MODULE_3__/* .plural */ .LS)(skipped.length, 'file')}.`];
    for (const result of skipped.slice(0, SKIPPED_SHOWN))
        lines.push(`  ${(0,_util_file_names_js__WEBPACK_IMPORTED_MODULE_1__/* .printablePath */ .Vj)(result.path)}: ${(0,_util_printable_js__WEBPACK_IMPORTED_MODULE_2__/* .escapeUnprintable */ .O8)(result.skipped ?? '')}`);
    if (skipped.length > SKIPPED_SHOWN)
        lines.push(`  …and ${skipped.length - SKIPPED_SHOWN} more (--format json lists them all).`);
    return [...lines, ''];
}
function excerpt(finding) {
    if (finding.excerpt === undefined)
        return [];
    const { start, end } = finding.range;
    const { text, column } = finding.excerpt;
    const shown = (0,_util_printable_js__WEBPACK_IMPORTED_MODULE_2__/* .replaceUnprintable */ .L8)(text.replace(/\t/g, ' '));
    const prefix = column > 1 ? '…' : '';
    const caret = Math.max(0, start.column - column);
    const span = end.line === start.line ? end.column - start.column : Number.POSITIVE_INFINITY;
    // Columns are UTF-16 code units; the caret goes under them as a terminal shows them (CJK takes two).
    const before = (0,_util_printable_js__WEBPACK_IMPORTED_MODULE_2__/* .displayWidth */ .F1)(prefix + shown.slice(0, caret));
    const under = shown.slice(caret, Number.isFinite(span) ? caret + Math.max(1, span) : undefined);
    const width = Math.max(1, (0,_util_printable_js__WEBPACK_IMPORTED_MODULE_2__/* .displayWidth */ .F1)(under));
    return [`  ${start.line} | ${prefix}${shown}`, `  ${' '.repeat(String(start.line).length)} | ${' '.repeat(before)}${'^'.repeat(width)}`];
}


/***/ }),

/***/ 8566:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Z: () => (/* binding */ writeFileAtomic)
/* harmony export */ });
/* unused harmony export OutputRefused */
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7598);
/* harmony import */ var node_crypto__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_crypto__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1455);
/* harmony import */ var node_fs_promises__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_fs_promises__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);



/** Why a report cannot go to `path` (a user's mistake, said in the message), as opposed to an I/O failure. */
class OutputRefused extends Error {
}
/**
 * Writes a report. A regular file (or a new one) is written via a temporary file and a rename, so
 * readers never see a truncated report. A pipe or a terminal (`--output /dev/stdout`) is written to in
 * place, never replaced. A symlink, a folder, a socket or a read-only file is refused, never replaced.
 * The content may come in pieces (a large report), written one after another.
 */
async function writeFileAtomic(path, content) {
    const stats = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.lstat)(path).catch(() => undefined);
    if (stats?.isFIFO() || stats?.isCharacterDevice()) {
        await writeAll(path, content, 0o666);
        return;
    }
    if (stats?.isSymbolicLink())
        throw new OutputRefused('it is a symlink, which mcpdesc does not replace or write through; name the file itself');
    if (stats && !stats.isFile())
        throw new OutputRefused('it is not a regular file (a folder, socket or device)');
    // By its mode, not access(): root may write anything, and would replace a read-only report without a word.
    if (stats && (stats.mode & 0o222) === 0)
        throw new OutputRefused('it is read-only; make it writable or choose another path');
    await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.mkdir)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), { recursive: true });
    const temporary = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.join)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), `.${(0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(path)}.${(0,node_crypto__WEBPACK_IMPORTED_MODULE_0__.randomBytes)(6).toString('hex')}.tmp`);
    try {
        await writeAll(temporary, content, 0o644);
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rename)(temporary, path);
    }
    catch (error) {
        await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.rm)(temporary, { force: true });
        throw error;
    }
}
async function writeAll(path, content, mode) {
    const file = await (0,node_fs_promises__WEBPACK_IMPORTED_MODULE_1__.open)(path, 'w', mode);
    try {
        for (const piece of typeof content === 'string' ? [content] : content)
            await file.writeFile(piece, 'utf8');
    }
    finally {
        await file.close();
    }
}


/***/ })

};
