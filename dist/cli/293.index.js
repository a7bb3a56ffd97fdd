export const id = 293;
export const ids = [293];
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
/* harmony import */ var _formats_index_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6816);
/* harmony import */ var _formats_mcp_server_card_model_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(7663);
/* harmony import */ var _formats_mcp_registry_server_model_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1474);
/* harmony import */ var _formats_mcpb_manifest_model_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(5742);
/* harmony import */ var _protocol_model_index_js__WEBPACK_IMPORTED_MODULE_7__ = __webpack_require__(9490);
/* harmony import */ var _package_root_js__WEBPACK_IMPORTED_MODULE_8__ = __webpack_require__(5726);
/* harmony import */ var _util_lazy_require_js__WEBPACK_IMPORTED_MODULE_9__ = __webpack_require__(6050);
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
    const rules = root === undefined && (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.existsSync)(PREBUILT) ? JSON.parse((0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(PREBUILT, 'utf8')) : readRules(root ?? (0,_package_root_js__WEBPACK_IMPORTED_MODULE_8__/* .packageRoot */ .Z)());
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
    const doc = (0,_util_lazy_require_js__WEBPACK_IMPORTED_MODULE_9__/* .vendoredYaml */ .Xd)().parse(text);
    if (!doc || !Array.isArray(doc.rules))
        throw new Error(`rules/${family}.yaml: expected a top-level "rules" list`);
    return doc.rules.map((raw, index) => toEntry(family, raw, index, doc.format));
}
/** A rule's formats: its own `format`, else its family's; `all` for rules of every format. */
function formatsOf(raw, where) {
    if (raw === 'all')
        return _formats_index_js__WEBPACK_IMPORTED_MODULE_3__/* .FORMATS */ .hR.map((f) => f.id);
    const ids = typeof raw === 'string' ? [raw] : raw;
    if (!Array.isArray(ids) || ids.length === 0)
        throw new Error(`${where}: "format" must name a format (or be "all"), in the rule or at the top of its family file`);
    for (const id of ids)
        if (!(0,_formats_index_js__WEBPACK_IMPORTED_MODULE_3__/* .formatById */ .aZ)(String(id)))
            throw new Error(`${where}: unknown format ${String(id)}`);
    return ids.map(String);
}
function versionsOf(formats, span, where) {
    const axis = formats.length === 1 ? ((0,_formats_index_js__WEBPACK_IMPORTED_MODULE_3__/* .formatById */ .aZ)(formats[0])?.versions ?? []) : [];
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
    'mcpdesc-descriptor': _protocol_model_index_js__WEBPACK_IMPORTED_MODULE_7__/* .PROTOCOL_MODEL */ .V7,
    'mcp-registry-server': _formats_mcp_registry_server_model_js__WEBPACK_IMPORTED_MODULE_5__/* .MODEL */ .A2,
    'mcpb-manifest': _formats_mcpb_manifest_model_js__WEBPACK_IMPORTED_MODULE_6__/* .MCPB_MODEL */ .n5,
    'mcp-server-card': _formats_mcp_server_card_model_js__WEBPACK_IMPORTED_MODULE_4__/* .MODEL */ .A,
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

/***/ 6293:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   rulePage: () => (/* binding */ rulePage),
/* harmony export */   rules: () => (/* binding */ rules)
/* harmony export */ });
/* harmony import */ var _catalogue_catalogue_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6620);
/* harmony import */ var _catalogue_report_context_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7540);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(4976);
/* harmony import */ var _util_suggest_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7406);
/* harmony import */ var _args_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7593);
/* harmony import */ var _commands_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1654);
/* harmony import */ var _common_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(577);
/** `mcpdesc rules [id] [--format text|json]`: the rule catalogue, or one rule's page. */







function rules(argv, io) {
    const { values, positionals } = (0,_args_js__WEBPACK_IMPORTED_MODULE_3__/* .parseCommand */ .R)('rules', argv, _commands_js__WEBPACK_IMPORTED_MODULE_4__/* .RULES_OPTIONS */ .ZM);
    const format = values.format ?? 'text';
    if (format !== 'text' && format !== 'json')
        throw new _common_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`mcpdesc rules --format must be ${(0,_util_json_js__WEBPACK_IMPORTED_MODULE_6__/* .listOf */ .c3)(['text', 'json'])}, not ${JSON.stringify(format)}.`);
    if (positionals.length > 1)
        throw new _common_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`mcpdesc rules takes one rule id at most, not ${positionals.length}. See mcpdesc rules --help.`);
    const catalogue = (0,_catalogue_catalogue_js__WEBPACK_IMPORTED_MODULE_0__/* .loadCatalogue */ .OT)();
    const context = (0,_catalogue_report_context_js__WEBPACK_IMPORTED_MODULE_1__/* .packageReportContext */ .Qx)(catalogue);
    const entry = (rule) => ({ ...rule, helpUri: context.ruleHelpUri(rule.id) });
    if (positionals.length === 0) {
        if (format === 'json')
            io.stdout(`${JSON.stringify({ version: context.toolVersion, rules: catalogue.rules.map(entry) }, null, 2)}\n`);
        else
            for (const rule of catalogue.rules)
                io.stdout(`${rule.id}\t${rule.level}\t${rule.title}\n`);
        return _common_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .dc.ok;
    }
    const rule = knownRule(positionals[0], catalogue);
    if (format === 'json')
        io.stdout(`${JSON.stringify(entry(rule), null, 2)}\n`);
    else
        io.stdout(rulePage(rule, context));
    return _common_js__WEBPACK_IMPORTED_MODULE_5__/* .EXIT */ .dc.ok;
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
    const near = (0,_util_suggest_js__WEBPACK_IMPORTED_MODULE_2__/* .closest */ .k)(id, catalogue.rules.map((r) => r.id), 3);
    throw new _common_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`no rule ${JSON.stringify(id)}.${near ? ` Did you mean ${JSON.stringify(near)}?` : ''} mcpdesc rules lists every rule id.`);
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


/***/ })

};
