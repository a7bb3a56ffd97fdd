// mcpdesc chunk 2e3dd3ccbdf349d720fbad2c92d8bb9c4179dd067541b6c5d1698adc9831a086
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 7396;
__mcpdesc_chunk.ids = [7396];
__mcpdesc_chunk.modules = {

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
/* harmony import */ var _runner_run_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(3515);
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
    return (0,_runner_read_js__WEBPACK_IMPORTED_MODULE_3__/* .decodeRead */ .pp)(bytes, maxBytes);
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

/***/ 7396:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  verify: () => (/* binding */ verify)
});

// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./src/catalogue/open.ts
var catalogue_open = __webpack_require__(5037);
// EXTERNAL MODULE: ./src/runner/config.ts + 1 modules
var runner_config = __webpack_require__(6314);
// EXTERNAL MODULE: ./src/runner/discover.ts
var discover = __webpack_require__(4299);
// EXTERNAL MODULE: ./src/runner/read.ts
var runner_read = __webpack_require__(9808);
// EXTERNAL MODULE: ./src/engine/prepare.ts + 3 modules
var prepare = __webpack_require__(6663);
// EXTERNAL MODULE: ./src/engine/session.ts + 8 modules
var engine_session = __webpack_require__(742);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/index.ts + 31 modules
var mcpdesc_descriptor = __webpack_require__(646);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/context.ts
var context = __webpack_require__(8127);
// EXTERNAL MODULE: ./src/formats/version-merge.ts
var version_merge = __webpack_require__(8965);
// EXTERNAL MODULE: ./src/parse/parse.ts + 12 modules
var parse = __webpack_require__(9482);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/surfaces.ts
var surfaces = __webpack_require__(7106);
// EXTERNAL MODULE: ./src/schema/messages.ts
var messages = __webpack_require__(4443);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/util/pointer.ts
var util_pointer = __webpack_require__(6065);
// EXTERNAL MODULE: ./src/util/printable.ts
var printable = __webpack_require__(1095);
;// CONCATENATED MODULE: ./src/drift/compare.ts
/**
 * Drift: what a descriptor says against what its server serves. A pure function of two descriptor-shaped
 * values (the served one is what `mcpdesc capture` would write), returning JSON Pointers into the
 * descriptor, like every rule; the caller turns them into positions.
 */





const DRIFT = {
    protocolVersion: 'mcpdesc.drift.protocol-version',
    missingOnServer: 'mcpdesc.drift.missing-on-server',
    missingInDescriptor: 'mcpdesc.drift.missing-in-descriptor',
    schema: 'mcpdesc.drift.schema',
    annotations: 'mcpdesc.drift.annotations',
    description: 'mcpdesc.drift.description',
};
const DRIFT_RULE_IDS = Object.values(DRIFT);
const KINDS = [
    { list: 'tools', key: 'name', noun: 'tool', schemas: ['inputSchema', 'outputSchema'], annotations: true },
    { list: 'resources', key: 'uri', noun: 'resource', schemas: [], annotations: false },
    { list: 'resourceTemplates', key: 'uriTemplate', noun: 'resource template', schemas: [], annotations: false },
    { list: 'prompts', key: 'name', noun: 'prompt', schemas: ['arguments'], annotations: false },
];
const RECAPTURE = 're-run "mcpdesc capture"';
function compareWithServed(descriptor, served) {
    const issues = [];
    const add = (ruleId, pointer, message, target = 'value') => issues.push({ ruleId, pointer, target, message });
    // A snapshot that records no version (a hand-written .served.json) says nothing about it.
    if (served.protocolVersion !== undefined && !(0,json/* jsonEqual */.Zm)(descriptor.protocolVersion, served.protocolVersion)) {
        add(DRIFT.protocolVersion, '/protocolVersion', `The descriptor declares protocol version ${(0,json/* shown */.SP)(descriptor.protocolVersion)}, but the server negotiated ${(0,json/* shown */.SP)(served.protocolVersion)} when asked for it. Clients that rely on the declared version will get other behaviour. Capture the descriptor for the version the server speaks, or make the server support ${(0,json/* shown */.SP)(descriptor.protocolVersion)}.`);
    }
    textChange(add, '/instructions', "The server's instructions", descriptor.instructions, served.instructions);
    for (const kind of KINDS) {
        const declared = (0,surfaces/* objectItems */._v)(descriptor[kind.list], `/${kind.list}`);
        const offered = (0,surfaces/* objectItems */._v)(served[kind.list], `/${kind.list}`);
        const servedByKey = new Map(offered.map(({ item }) => [item[kind.key], item]));
        const declaredKeys = new Set(declared.map(({ item }) => item[kind.key]));
        for (const { item, pointer } of declared) {
            const counterpart = servedByKey.get(item[kind.key]);
            if (!counterpart) {
                add(DRIFT.missingOnServer, pointer, `The descriptor lists the ${kind.noun} ${(0,json/* quote */.hD)(item[kind.key])}, but the server does not serve it. Clients and reviewers trust the descriptor, so a ${kind.noun} that is gone (or renamed) breaks them silently. Remove it from the descriptor (${RECAPTURE}) or restore it on the server.`);
                continue;
            }
            compareItem(add, kind, pointer, item, counterpart);
        }
        for (const { item } of offered) {
            if (declaredKeys.has(item[kind.key]))
                continue;
            add(DRIFT.missingInDescriptor, `/${kind.list}`, `The server serves the ${kind.noun} ${(0,json/* quote */.hD)(item[kind.key])}, which the descriptor does not list. An undeclared ${kind.noun} escapes review and every check on the descriptor. Add it to the descriptor (${RECAPTURE}) or remove it from the server.`, 'key');
        }
    }
    return issues;
}
function compareItem(add, kind, pointer, declared, served) {
    const name = `${kind.noun} ${(0,json/* quote */.hD)(declared[kind.key])}`;
    for (const field of kind.schemas) {
        if ((0,json/* jsonEqual */.Zm)(declared[field], served[field]))
            continue;
        const at = (0,util_pointer/* joinPointer */.Kn)(pointer, field);
        // Schemas that differ only in their descriptions and titles, or in the order of "required", accept
        // the same requests: that is text drift, reported where the text is.
        if ((0,json/* jsonEqual */.Zm)(contract(declared[field]), contract(served[field]))) {
            for (const text of textDifferences(declared[field], served[field], at)) {
                const owner = (0,messages/* placeName */.fW)('', text.pointer.slice(pointer.length, -(text.keyword.length + 1)));
                textChange(add, text.pointer, `The ${text.keyword} of ${owner} in the ${name}`, text.declared, text.served);
            }
            continue;
        }
        add(DRIFT.schema, at, `The ${field} of the ${name} ${field === 'arguments' ? 'differ' : 'differs'} from the server's${difference(contract(declared[field]), contract(served[field]))}. Callers build their requests and read results from it, so they would send or expect the wrong shape. Update the descriptor (${RECAPTURE}) or fix the server.`, declared[field] === undefined ? 'value' : 'key');
    }
    if (kind.annotations && !(0,json/* jsonEqual */.Zm)(declared.annotations, served.annotations)) {
        add(DRIFT.annotations, (0,util_pointer/* joinPointer */.Kn)(pointer, 'annotations'), `The annotations of the ${name} differ from the server's${difference(declared.annotations, served.annotations)}. Clients decide on confirmations from hints such as readOnlyHint and destructiveHint. Update the descriptor (${RECAPTURE}) or fix the server.`, declared.annotations === undefined ? 'value' : 'key');
    }
    for (const field of ['title', 'description']) {
        textChange(add, (0,util_pointer/* joinPointer */.Kn)(pointer, field), `The ${field} of the ${name}`, declared[field], served[field]);
    }
}
/** Text a model reads (descriptions, titles, instructions): a change under an unchanged descriptor is a "rug pull". */
function textChange(add, pointer, what, declared, served) {
    if ((0,json/* jsonEqual */.Zm)(declared, served))
        return;
    add(DRIFT.description, pointer, `${what} changed: ${change(declared, served)}. Models read this text, and text that changes under a reviewed descriptor is how tool poisoning ("rug pull") works; scanners pin it for that reason. Review the server's text, then update the descriptor (${RECAPTURE}) or fix the server.`);
}
/** Keywords whose value maps names to subschemas: their keys are names, not keywords. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions', 'dependentSchemas']);
/** Keywords whose value is data, compared as it is. */
const DATA = new Set(['enum', 'const', 'default', 'examples', 'example']);
/** Text for readers, not for validation. */
const TEXT = new Set(['description', 'title']);
/**
 * What callers depend on in a schema (or a prompt's arguments): the value without descriptions and titles,
 * with "required" in a fixed order. Linear in the value's size.
 */
function contract(value, names = false) {
    if (Array.isArray(value))
        return value.map((item) => contract(item));
    if (!(0,json/* isObject */.Gv)(value))
        return value;
    const result = {};
    for (const key of Object.keys(value)) {
        const item = value[key];
        if (names)
            result[key] = contract(item);
        else if (TEXT.has(key) && typeof item === 'string')
            continue;
        else if (DATA.has(key))
            result[key] = item;
        else if (key === 'required' && Array.isArray(item))
            result[key] = [...item].map(String).sort();
        else
            result[key] = contract(item, SCHEMA_MAPS.has(key));
    }
    return result;
}
/** The descriptions and titles that differ between two values whose contracts are equal, with their pointers. */
function textDifferences(declared, served, at, names = false, found = []) {
    if (Array.isArray(declared) && Array.isArray(served)) {
        for (const [i, item] of declared.entries())
            textDifferences(item, served[i], (0,util_pointer/* joinPointer */.Kn)(at, i), false, found);
    }
    else if ((0,json/* isObject */.Gv)(declared) && (0,json/* isObject */.Gv)(served)) {
        for (const key of new Set([...Object.keys(declared), ...Object.keys(served)])) {
            const a = declared[key];
            const b = served[key];
            if ((0,json/* jsonEqual */.Zm)(a, b))
                continue;
            if (!names && TEXT.has(key))
                found.push({ pointer: (0,util_pointer/* joinPointer */.Kn)(at, key), keyword: key, declared: a, served: b });
            else if (!DATA.has(key))
                textDifferences(a, b, (0,util_pointer/* joinPointer */.Kn)(at, key), !names && SCHEMA_MAPS.has(key), found);
        }
    }
    return found;
}
/** Where two JSON values first differ, and how, for a message: ` in "properties.days": the descriptor has \u2026`. */
function difference(declared, served, at = '') {
    if ((0,json/* isObject */.Gv)(declared) && (0,json/* isObject */.Gv)(served)) {
        for (const key of [...new Set([...Object.keys(declared), ...Object.keys(served)])].sort()) {
            if (!(0,json/* jsonEqual */.Zm)(declared[key], served[key]))
                return difference(declared[key], served[key], (0,util_pointer/* joinPointer */.Kn)(at, key));
        }
    }
    if (Array.isArray(declared) && Array.isArray(served) && declared.length === served.length) {
        const index = declared.findIndex((item, i) => !(0,json/* jsonEqual */.Zm)(item, served[i]));
        return difference(declared[index], served[index], (0,util_pointer/* joinPointer */.Kn)(at, index));
    }
    return `${at === '' ? '' : ` in ${(0,messages/* placeName */.fW)('', at)}`}: ${change(declared, served)}`;
}
function change(declared, served) {
    if (declared === undefined)
        return `the descriptor has none, the server has ${(0,json/* shown */.SP)(served)}`;
    if (served === undefined)
        return `the descriptor has ${(0,json/* shown */.SP)(declared)}, the server has none`;
    if (typeof declared === 'string' && typeof served === 'string') {
        // Long texts that share a beginning are quoted from a little before the first difference.
        let common = 0;
        while (common < declared.length && declared[common] === served[common])
            common++;
        const from = common > 30 ? common - 20 : 0;
        const clip = (text) => (from > 0 ? `\u2026${text.slice(from)}` : text);
        return `the descriptor has ${visible((0,json/* quote */.hD)(clip(declared)))}, the server ${visible((0,json/* quote */.hD)(clip(served)))}`;
    }
    return `the descriptor has ${(0,json/* shown */.SP)(declared)}, the server ${(0,json/* shown */.SP)(served)}`;
}
/** Invisible characters (zero-width, bidi controls, soft hyphen) as escapes, so two texts that look alike show where they differ. */
function visible(text) {
    return (0,printable/* escapeUnprintable */.O8)(text).replace(/[\u00AD\u200B-\u200D\u2060\uFEFF]/g, (c) => `\\u${(0,printable/* hex */.uh)(c.charCodeAt(0), 4)}`);
}

;// CONCATENATED MODULE: ./src/drift/verify.ts







/** Why a descriptor cannot be compared with its server (it must parse and declare a supported version). */
class NotComparable extends Error {
}
/** The versions a descriptor declares (oldest first), when it can be compared at all; otherwise NotComparable. */
function comparableVersions(path, text, limits) {
    return parseComparable(path, text, limits).versions;
}
function driftSource(path, text, served, options) {
    return driftSources(path, text, [{ version: null, served }], options);
}
/**
 * A descriptor compared with what its server serves at each version it declares: a difference found
 * at several versions is one finding naming them (see formats/version-merge.ts).
 */
function driftSources(path, text, answers, options) {
    const { parsed } = parseComparable(path, text, options.limits);
    const session = new engine_session/* FileSession */.XH(path, text, options).open(parsed, mcpdesc_descriptor["default"]);
    const merged = answers.length > 1;
    const mergers = new Map();
    for (const { version, served } of answers) {
        // Compared at one of several versions, the descriptor declares that one to this server session.
        const declared = version === null ? parsed.value : { ...parsed.value, protocolVersion: version };
        for (const issue of compareWithServed(declared, served)) {
            let merger = mergers.get(issue.ruleId);
            if (merged && !merger)
                mergers.set(issue.ruleId, (merger = new version_merge/* VersionMerger */.v(answers.map((a) => a.version ?? ''))));
            const reporter = merger && version !== null ? merger.reporterFor(version) : session.reporter(issue.ruleId);
            reporter.report(issue.pointer, issue.message, issue.target);
        }
    }
    for (const [ruleId, merger] of mergers)
        merger.flush(session.reporter(ruleId));
    return session.result();
}
function parseComparable(path, text, limits) {
    const parsed = (0,parse/* parseDocument */.Tp)(text, (0,prepare/* syntaxOf */.rS)(path), limits);
    const versions = (0,context/* declaredVersions */.sI)(parsed.value);
    if (parsed.problems.length > 0 || versions.length === 0) {
        throw new NotComparable(`${path} does not parse as a descriptor that declares a supported protocolVersion, so it cannot be compared with its server. Run "mcpdesc lint ${path}" and fix it first.`);
    }
    return { parsed, versions };
}
/** Where a corpus descriptor's served snapshot lives: `drift-tools.mcp.json` \u2192 `drift-tools.served.json`. */
function servedSibling(descriptorPath) {
    const served = descriptorPath.replace(/\.mcp\.(json|ya?ml)$/i, '.served.json');
    return served === descriptorPath ? undefined : served;
}

// EXTERNAL MODULE: ./src/server/snapshot.ts
var snapshot = __webpack_require__(171);
// EXTERNAL MODULE: ./src/cli/common.ts
var common = __webpack_require__(577);
// EXTERNAL MODULE: ./src/cli/report.ts + 2 modules
var report = __webpack_require__(8780);
// EXTERNAL MODULE: ./src/cli/args.ts
var args = __webpack_require__(7593);
// EXTERNAL MODULE: ./src/cli/commands.ts
var commands = __webpack_require__(1654);
// EXTERNAL MODULE: ./src/cli/server-options.ts + 4 modules
var server_options = __webpack_require__(9484);
// EXTERNAL MODULE: ./src/cli/stdin.ts
var stdin = __webpack_require__(3528);
;// CONCATENATED MODULE: ./src/cli/verify.ts
/** `mcpdesc verify`: a descriptor against what its server serves, reported like lint findings. */













async function verify(argv, io) {
    const { own, command } = (0,server_options/* splitAtCommand */.ro)(argv);
    const { values, positionals } = (0,args/* parseCommand */.R)('verify', own, commands/* VERIFY_OPTIONS */.nn);
    if (positionals.length !== 1)
        throw new common/* UsageError */.eb(`verify takes exactly one descriptor${positionals.length > 1 ? `, not ${positionals.length}` : ''}: mcpdesc verify server.mcp.yaml -- <command> (see mcpdesc verify --help).`);
    if (values['protocol-version'] !== undefined)
        throw new common/* UsageError */.eb('verify asks the server for the version the descriptor declares; --protocol-version is for capture.');
    const options = (0,report/* reportOptions */.lt)(values);
    const server = (0,server_options/* serverOptions */.or)(values, command, io.cwd, 'verify');
    const catalogue = await (0,catalogue_open/* openCatalogue */.GP)();
    const config = await (0,runner_config.loadConfig)(values.config, io.cwd, catalogue, '--config');
    // A descriptor piped in (`-`, /dev/stdin) is read as a stream, like lint's.
    const streamed = (0,stdin/* isStream */.rL)(positionals[0]);
    const absolute = (0,external_node_path_.resolve)(io.cwd, positionals[0]);
    const path = streamed ? (0,stdin/* streamPath */.CX)(positionals[0]) : (0,discover/* displayPath */.Gt)(io.cwd, absolute);
    const read = streamed ? await (0,stdin/* readStream */.bv)(positionals[0], io, config.limits.maxFileBytes) : (0,runner_read/* readDescriptor */.qq)(absolute, io.cwd, config.limits.maxFileBytes);
    if (!read.ok)
        throw new common/* UsageError */.eb(`cannot read ${path}: ${read.message}`);
    try {
        // A descriptor that declares several versions is compared with what the server serves at each.
        const versions = comparableVersions(path, read.text, config.limits);
        const served = [];
        for (const version of versions)
            served.push({ version, answers: await (0,server_options/* readServer */.Wb)(server, version) });
        const result = driftSources(path, read.text, served.map((s) => ({ version: versions.length > 1 ? s.version : null, served: (0,snapshot/* toDescriptor */.R)(s.answers) })), { catalogue, settings: config.rules, limits: config.limits });
        if (options.format === 'text' && !options.output)
            for (const s of served)
                io.stdout(`Compared ${path} with ${(0,server_options/* servedSummary */.Sk)(s.answers)}.\n`);
        return await (0,report/* report */.z8)([result], catalogue, options, io);
    }
    catch (error) {
        if (error instanceof NotComparable)
            throw new common/* CliError */.z1(error.message);
        throw error;
    }
}


/***/ })

};

})
