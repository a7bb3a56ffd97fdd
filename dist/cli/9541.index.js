// mcpdesc chunk 9471a1c81295acba87cdd9951913a9f64457987ab877d31ec7a027d9dde42d20
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 9541;
__mcpdesc_chunk.ids = [9541];
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

/***/ 9541:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  REGISTRY_SERVER: () => (/* binding */ REGISTRY_SERVER),
  SERVER_JSON_VERSIONS: () => (/* reexport */ versions/* SERVER_JSON_VERSIONS */.V$),
  "default": () => (/* binding */ mcp_registry_server),
  schemaDate: () => (/* reexport */ info/* schemaDate */.yD)
});

// EXTERNAL MODULE: ./src/formats/types.ts
var types = __webpack_require__(7857);
// EXTERNAL MODULE: ./src/model/check.ts
var check = __webpack_require__(4662);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/util/pointer.ts
var util_pointer = __webpack_require__(6065);
// EXTERNAL MODULE: ./src/formats/mcp-registry-server/model.ts
var model = __webpack_require__(1474);
// EXTERNAL MODULE: ./src/formats/mcp-registry-server/versions.ts
var versions = __webpack_require__(1741);
;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/body-version.ts
/**
 * The version to read a file in whose "$schema" names no published version. By default it is the one
 * mcpdesc.registry.schema derives from the URL (`checkedVersion`); but when the body is written in a
 * newer version's shape (camelCase `registryType` under a 2025-07-09 preview URL), checking it against
 * the URL's version would turn the one `$schema` mistake into per-field errors with advice for the old
 * shape. The body's own version is then the one to declare and to check the file against.
 */





const CACHE = new WeakMap();
function readVersion(value) {
    if (!(0,json/* isObject */.Gv)(value))
        return (0,versions/* checkedVersion */.Gf)(value);
    if (!CACHE.has(value))
        CACHE.set(value, compute(value));
    return CACHE.get(value);
}
function compute(value) {
    const checked = (0,versions/* checkedVersion */.Gf)(value);
    if (!checked?.assumed)
        return checked;
    const issuesIn = (version) => (0,check/* checkModel */.w5)(model/* MODEL */.A2, 'Server', value, version, '').filter((i) => i.kind !== 'deprecated');
    const own = issuesIn(checked.version);
    // Only fields of a newer version make the body newer; a file in an older shape keeps the suggested version.
    const foreign = own.filter((i) => i.kind === 'unavailable');
    if (foreign.length === 0)
        return checked;
    let best;
    for (const version of versions/* PUBLISHED_VERSIONS */.Zd) {
        if (versions/* AXIS */.iM.compare(version, checked.version) <= 0)
            continue;
        const score = issuesIn(version).length;
        // On a tie the current version wins, then the newest.
        if (score < own.length && (!best || score < best.score || (score === best.score && best.version !== versions/* CURRENT */.eN)))
            best = { version, score };
    }
    if (!best)
        return checked;
    const newer = new Set(issuesIn(best.version).map((i) => i.pointer));
    const keys = foreign.filter((i) => !newer.has(i.pointer)).map((i) => (0,util_pointer/* splitPointer */.GS)(i.pointer).pop());
    return keys.length === 0 ? checked : { version: best.version, assumed: true, newerShape: [...new Set(keys)] };
}
/** "The rest of the file is written in the 2025-09-16 shape (\u2026)": the advice that replaces the URL's own. */
function newerShapeAdvice(read, urlVersion) {
    const keys = read.newerShape ?? [];
    const shown = keys.length > 4
        ? `${keys
            .slice(0, 4)
            .map((k) => JSON.stringify(k))
            .join(', ')} and ${keys.length - 4} more`
        : (0,json/* listOf */.c3)(keys, 'and');
    return `The rest of the file is written in the shape of ${read.version} (${shown}, which the ${urlVersion} schema does not have): write "$schema": ${JSON.stringify((0,versions/* schemaUrl */.ZZ)(read.version))}${read.version === versions/* CURRENT */.eN ? ' (the current version)' : ''}.`;
}

// EXTERNAL MODULE: ./src/formats/mcp-registry-server/templates.ts
var templates = __webpack_require__(3376);
// EXTERNAL MODULE: ./src/util/uri.ts
var uri = __webpack_require__(4826);
;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/values.ts






const values_length = (text) => [...text].length;
const between = (min, max, fix) => (text) => {
    const n = values_length(text);
    if (n < min)
        return `is empty, but the schema needs at least ${min} character${min === 1 ? '' : 's'}. ${fix}`;
    if (n > max)
        return `is ${n} characters long; the schema allows at most ${max}, so mcp-publisher refuses the file. ${fix}`;
    return undefined;
};
const uriFormat = (example) => (text) => {
    const problem = (0,uri/* checkAbsoluteUri */.WU)(text);
    return problem
        ? `is not an absolute URI (${problem}), so the schema ("format": "uri") rejects it. Write the full URL, such as ${JSON.stringify(example)}.`
        : undefined;
};
/** The registry name pattern of every version's schema. */
const NAME_PATTERN = /^[a-zA-Z0-9.-]+\/[a-zA-Z0-9._-]+$/;
/** Why a name breaks the schema's pattern, with the fix. */
function namePatternProblem(name) {
    if (NAME_PATTERN.test(name))
        return undefined;
    const why = 'a registry name is a reverse-DNS namespace, one "/" and the server\u2019s name, such as "io.github.user/weather"';
    const slashes = name.split('/').length - 1;
    if (slashes === 0)
        return `has no "/": ${why}. Add the namespace you publish under (for a GitHub account "io.github.<user>/").`;
    if (slashes > 1)
        return `has ${slashes} slashes, but ${why}. Keep one "/" between the namespace and the name.`;
    const [namespace, server] = name.split('/');
    if (namespace === '' || server === '')
        return `has an empty ${namespace === '' ? 'namespace' : 'server name'}: ${why}. Fill it in.`;
    const badNamespace = [...namespace].find((c) => !/[a-zA-Z0-9.-]/.test(c));
    if (badNamespace !== undefined)
        return `has ${JSON.stringify(badNamespace)} in its namespace, which may hold only letters, digits, "." and "-" (${why}). Replace it.`;
    const badName = [...server].find((c) => !/[a-zA-Z0-9._-]/.test(c));
    return `has ${JSON.stringify(badName)} in its server name, which may hold only letters, digits, ".", "_" and "-" (${why}). Replace it, e.g. with "-".`;
}
const HTTP_URL = /^https?:\/\/\S+$/;
/** The draft also lets a remote's URL begin with one of its `{variables}` (`{baseUrl}/mcp`). */
const DRAFT_URL = /^(?:https?:\/\/|\{[a-zA-Z_][a-zA-Z0-9_]*\})\S*$/;
const httpUrl = (text, version) => version === versions/* DRAFT */.Ww
    ? DRAFT_URL.test(text) && text !== 'http://' && text !== 'https://'
        ? undefined
        : `must start with "http://", "https://" or a "{variable}" and contain no whitespace (the draft schema\u2019s pattern "^(https?://[^\\s]+|\\{[a-zA-Z_][a-zA-Z0-9_]*\\}[^\\s]*)$"), or the draft rejects it. Write the full URL, such as "https://mcp.example.com/mcp", or "{baseUrl}/mcp" with "baseUrl" in "variables".`
    : HTTP_URL.test(text)
        ? undefined
        : `must start with "http://" or "https://" and contain no whitespace (the schema\u2019s pattern "^https?://[^\\s]+$"), so mcp-publisher refuses it. Write the full URL, such as "https://mcp.example.com/mcp".`;
/** Per definition, per field (by its current name). */
const RULES = {
    Server: {
        $schema: [{ check: uriFormat('https://static.modelcontextprotocol.io/schemas/2025-12-11/server.schema.json') }],
        name: [
            {
                check: (text) => values_length(text) < 3 || values_length(text) > 200
                    ? `is ${values_length(text)} characters long, but the schema needs 3 to 200, so mcp-publisher refuses the file. Write the namespace, "/" and the server\u2019s name, such as "io.github.user/weather".`
                    : namePatternProblem(text),
            },
        ],
        description: [{ check: between(1, 100, 'Say in one line what the server does; the README can say the rest.') }],
        title: [{ since: '2025-10-11', check: between(1, 100, 'Give the short name people see in a list, such as "Weather".') }],
        version: [
            {
                check: (text) => values_length(text) > 255
                    ? `is ${values_length(text)} characters long; the schema allows at most 255. Write the release\u2019s version, such as "1.0.2".`
                    : undefined,
            },
        ],
        websiteUrl: [{ check: uriFormat('https://example.com/docs') }],
    },
    Repository: { url: [{ check: uriFormat('https://github.com/owner/repo') }] },
    Icon: {
        src: [
            { check: uriFormat('https://example.com/icon.png') },
            {
                check: (text) => values_length(text) > 255 ? `is ${values_length(text)} characters long; the schema allows at most 255. Host the icon at a shorter URL.` : undefined,
            },
        ],
        sizes: [
            {
                items: true,
                check: (text) => /^(?:\d+x\d+|any)$/.test(text)
                    ? undefined
                    : `must be a size written "WxH" (such as "48x48") or "any", as the schema\u2019s pattern requires. Write it that way.`,
            },
        ],
    },
    Package: {
        version: [
            {
                check: (text) => {
                    if (text === '')
                        return 'is empty, but the schema needs a version. Write the exact version the package was published as, such as "1.0.2".';
                    if (text === 'latest')
                        return 'is what the schema forbids here ("not": {"const": "latest"}; mcp-publisher: "version string \'latest\' is reserved and cannot be used"): a server.json names the one package version it was tested with. Write that version, such as "1.0.2".';
                    return undefined;
                },
            },
        ],
        fileSha256: [
            {
                check: (text) => /^[a-f0-9]{64}$/.test(text)
                    ? undefined
                    : `must be the SHA-256 of the package file as 64 lowercase hexadecimal digits (the schema\u2019s pattern "^[a-f0-9]{64}$")${/^[A-Fa-f0-9]{64}$/.test(text) ? ', but it has capital letters: write them in lowercase' : `, but it is ${values_length(text)} characters long${/[^A-Fa-f0-9]/.test(text) ? ' and not all hexadecimal' : ''}: compute it with "sha256sum <file>" (or "shasum -a 256 <file>")`}.`,
            },
        ],
        registryBaseUrl: [{ check: uriFormat('https://registry.npmjs.org') }],
    },
    SseTransport: {
        url: [
            { until: '2025-10-17', check: uriFormat('https://mcp.example.com/sse') },
            { since: '2025-12-11', check: httpUrl },
        ],
    },
    StreamableHttpTransport: { url: [{ since: '2025-12-11', check: httpUrl }] },
    RemoteSse: {
        url: [
            { until: '2025-10-17', check: uriFormat('https://mcp.example.com/sse') },
            { since: '2025-12-11', check: httpUrl },
        ],
    },
    RemoteStreamableHttp: { url: [{ since: '2025-12-11', check: httpUrl }] },
};
/** The rules table shares the package rules between the closed and the open package definitions. */
function rulesOf(definition) {
    return RULES[definition === 'ClosedPackage' ? 'Package' : definition];
}
/** Where a pointer is, as messages name it: `/packages/0/version` \u2192 `packages[0].version`. */
function pathOf(pointer) {
    let path = '';
    for (const segment of pointer.split('/').slice(1)) {
        const key = segment.replace(/~1/g, '/').replace(/~0/g, '~');
        path += /^\d+$/.test(key) ? `[${key}]` : path === '' ? key : `.${key}`;
    }
    return path;
}
const VALUE_ISSUES = new WeakSet();
/** Whether an issue is one of the schema's value constraints (its message is complete), not the model's. */
function isValueIssue(issue) {
    return VALUE_ISSUES.has(issue);
}
/** The schema's value constraints on the placed objects of a file, in `version`. */
function valueIssues(placed, version) {
    const issues = [];
    for (const { definition, pointer, value } of placed) {
        if (definition === 'PositionalArgument')
            positional(value, pointer, version, issues);
        const rules = rulesOf(definition);
        if (!rules)
            continue;
        for (const [name, list] of Object.entries(rules)) {
            for (const key of (0,model/* spellingsOf */.Hz)(definition, name)) {
                if (!(0,json/* hasOwn */.$3)(value, key) || (0,model/* spellingIn */.or)(definition, key, version) !== key)
                    continue;
                for (const rule of list) {
                    if (!versions/* AXIS */.iM.inSpan(version, rule))
                        continue;
                    const field = value[key];
                    const targets = rule.items
                        ? Array.isArray(field)
                            ? field.map((item, i) => [(0,util_pointer/* joinPointer */.Kn)(pointer, key, i), item])
                            : []
                        : [[(0,util_pointer/* joinPointer */.Kn)(pointer, key), field]];
                    for (const [at, item] of targets) {
                        if (typeof item !== 'string' || (0,templates/* isTemplated */.dw)(item))
                            continue;
                        const problem = rule.check(item, version);
                        if (problem)
                            issues.push({ kind: 'invalid', pointer: at, target: 'value', message: `${JSON.stringify(pathOf(at))} ${(0,json/* quote */.hD)(item)} ${problem}` });
                    }
                }
            }
        }
    }
    for (const issue of issues)
        VALUE_ISSUES.add(issue);
    return issues;
}
/** A positional argument gives the command line something: a `value`, or a `valueHint` the user fills in. */
function positional(value, pointer, version, issues) {
    const hint = (0,model/* spellingIn */.or)('PositionalArgument', 'valueHint', version);
    if ((0,json/* hasOwn */.$3)(value, hint) || (0,json/* hasOwn */.$3)(value, 'value'))
        return;
    const other = (0,model/* spellingsOf */.Hz)('PositionalArgument', 'valueHint').find((s) => s !== hint && (0,json/* hasOwn */.$3)(value, s));
    issues.push({
        kind: 'invalid',
        pointer,
        target: 'value',
        message: `${JSON.stringify(pathOf(pointer))}: a positional argument needs ${JSON.stringify(hint)} or "value" (the schema requires one), or the client has nothing to put on the command line. Add "value" for a fixed argument, or ${JSON.stringify(hint)} to name the value the user supplies.`,
        missing: { key: hint, ...(other ? { found: other } : {}) },
    });
}

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/walk.ts




/**
 * Every object of `value` with its definition in `version`, parents before children. `lenient` also
 * follows fields the version does not have (a camelCase `runtimeArguments` in a 2025-07-09 file), for
 * the rules that check what a value means whichever spelling it has.
 */
function placeObjects(value, version, lenient = false) {
    const out = [];
    visit({ kind: 'ref', name: 'Server' }, value, '', version, out, lenient);
    return out;
}
function visit(type, value, pointer, version, out, lenient) {
    switch (type.kind) {
        case 'ref': {
            const def = model/* MODEL */.A2.definition(type.name);
            if (def.alias)
                return visit(def.alias, value, pointer, version, out, lenient);
            if (!(0,json/* isObject */.Gv)(value))
                return;
            out.push({ definition: def.name, pointer, value });
            for (const [key, field] of Object.entries(def.fields)) {
                if ((0,json/* hasOwn */.$3)(value, key) && (lenient || versions/* AXIS */.iM.inSpan(version, field)))
                    visit(field.type, value[key], (0,util_pointer/* joinPointer */.Kn)(pointer, key), version, out, lenient);
            }
            return;
        }
        case 'array':
            if (Array.isArray(value))
                for (const [index, item] of value.entries())
                    visit(type.items, item, (0,util_pointer/* joinPointer */.Kn)(pointer, index), version, out, lenient);
            return;
        case 'map':
            if ((0,json/* isObject */.Gv)(value))
                for (const [key, item] of Object.entries(value))
                    visit(type.values, item, (0,util_pointer/* joinPointer */.Kn)(pointer, key), version, out, lenient);
            return;
        case 'versioned': {
            let step = type.steps[0][1];
            for (const [from, t] of type.steps)
                if (versions/* AXIS */.iM.compare(version, from) >= 0)
                    step = t;
            return visit(step, value, pointer, version, out, lenient);
        }
        case 'union': {
            const chosen = type.discriminator && (0,json/* isObject */.Gv)(value) ? tagged(type.options, type.discriminator.key, value[type.discriminator.key], version) : undefined;
            if (chosen)
                visit(chosen.type, value, pointer, version, out, lenient);
            return;
        }
        default:
            return;
    }
}
/** The live option whose definition's discriminator constant is `tag`. */
function tagged(options, key, tag, version) {
    return options.find((o) => {
        if (!versions/* AXIS */.iM.inSpan(version, o) || o.type.kind !== 'ref')
            return false;
        const fields = model/* MODEL */.A2.definition(o.type.name).fields;
        const t = fields && (0,json/* hasOwn */.$3)(fields, key) ? fields[key].type : undefined;
        return t?.kind === 'const' && t.value === tag;
    });
}
/** The objects of some definitions. */
function objectsOf(placed, ...definitions) {
    return placed.filter((p) => definitions.includes(p.definition));
}

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/context.ts
/**
 * What a server.json rule sees: the object root of a file that declares a published schema version,
 * the model's verdict in that version (computed once per file and shared), the objects of the file
 * with their definitions, and its templated values. Rules report JSON Pointers; the session turns them
 * into positions and levels.
 */









function registryRule(id, check) {
    return { id, check };
}
const ISSUES = (0,types/* memoKey */.e3)('server.json issues by version');
const PLACED = (0,types/* memoKey */.e3)('server.json objects by version');
const LENIENT = (0,types/* memoKey */.e3)('server.json objects under any spelling');
const TEMPLATED = (0,types/* memoKey */.e3)('server.json templated values');
/**
 * The context one rule sees, or undefined when the file is no object. A file whose "$schema" names no
 * published version is read in the version mcpdesc.registry.schema suggests (`assumed`).
 */
function registryContext(scope, reporter) {
    const root = scope.parsed.value;
    const checked = readVersion(root);
    if (!checked || !(0,json/* isObject */.Gv)(root))
        return undefined;
    const declared = checked.version;
    const placedBy = scope.memo(PLACED, () => new Map());
    const issuesBy = scope.memo(ISSUES, () => new Map());
    const placed = (version = declared) => {
        let found = placedBy.get(version);
        if (!found)
            placedBy.set(version, (found = placeObjects(root, version)));
        return found;
    };
    return {
        path: scope.path,
        parsed: scope.parsed,
        root,
        version: declared,
        assumed: checked.assumed,
        report: (pointer, message, target, fix) => reporter.report(pointer, message, target, undefined, fix),
        memo: (key, make) => scope.memo(key, make),
        issues(version = declared) {
            let found = issuesBy.get(version);
            if (!found)
                issuesBy.set(version, (found = [...(0,check/* checkModel */.w5)(model/* MODEL */.A2, 'Server', root, version, ''), ...valueIssues(placed(version), version)]));
            return found;
        },
        placed,
        objects: (...definitions) => scope.memo(LENIENT, () => placeObjects(root, declared, true)).filter((p) => definitions.includes(p.definition)),
        templated: () => scope.memo(TEMPLATED, () => (0,templates/* templatedValues */.DI)(root)),
    };
}
function read(object, name, version) {
    const declared = (0,model/* spellingIn */.or)(object.definition, name, version);
    const keys = [...(declared ? [declared] : []), ...(0,model/* spellingsOf */.Hz)(object.definition, name).filter((s) => s !== declared)];
    if (keys.length === 0)
        keys.push(name);
    const key = keys.find((k) => (0,json/* hasOwn */.$3)(object.value, k));
    return key === undefined ? undefined : { key, pointer: (0,util_pointer/* joinPointer */.Kn)(object.pointer, key), value: object.value[key] };
}
/** A field's string value, or undefined when it is absent or not a string. */
function readString(object, name, version) {
    const found = read(object, name, version);
    return found && typeof found.value === 'string' ? found : undefined;
}

// EXTERNAL MODULE: ./src/formats/mcp-registry-server/info.ts
var info = __webpack_require__(4551);
;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/fit.ts





const FIT = (0,types/* memoKey */.e3)('server.json version fit');
function fitOf(context) {
    return context.memo(FIT, () => computeFit(context));
}
function computeFit(context) {
    // A version mcpdesc assumed for a wrong "$schema" is no declaration to weigh other versions against.
    if (context.assumed)
        return { foreign: [], explained: new Set(), better: [], rejected: false };
    const declared = context.version;
    const issues = context.issues();
    const objects = new Map(context.placed().map((p) => [p.pointer, p]));
    const foreign = [];
    const explained = new Set();
    for (const issue of issues) {
        if (issue.kind === 'unavailable') {
            const holder = objects.get((0,util_pointer/* parentPointer */.Yg)(issue.pointer));
            const key = (0,util_pointer/* splitPointer */.GS)(issue.pointer).pop();
            const field = holder && (0,model/* fieldOf */._F)(holder.definition, key);
            if (!holder || !field)
                continue;
            const declaredName = (0,model/* spellingIn */.or)(holder.definition, key, declared);
            foreign.push({
                pointer: issue.pointer,
                key,
                definition: holder.definition,
                field,
                versions: versions/* AXIS */.iM.versionsIn(field),
                ...(declaredName && declaredName !== key ? { declaredName } : {}),
                closed: model/* MODEL */.A2.definition(holder.definition).closed === true,
            });
        }
        else if (issue.kind === 'invalid' && issue.missing) {
            const holder = objects.get(issue.pointer);
            const wanted = issue.missing.key;
            if (holder && (0,model/* spellingsOf */.Hz)(holder.definition, wanted).some((s) => s !== wanted && (0,json/* hasOwn */.$3)(holder.value, s)))
                explained.add(issue);
        }
    }
    const rejected = explained.size > 0 || foreign.some((f) => f.closed);
    if (foreign.length === 0)
        return { foreign, explained, better: [], rejected };
    const score = (version) => context.issues(version).filter((i) => i.kind !== 'deprecated').length;
    const own = score(declared);
    const better = versions/* AXIS */.iM.versions.filter((v) => v !== declared && foreign.every((f) => f.versions.includes(v)) && score(v) < own).reverse();
    return { foreign, explained, better, rejected };
}
/** `"a", "b", "c" and 2 more`. */
function someOf(names, max = 4) {
    const unique = [...new Set(names)];
    if (unique.length <= max)
        return (0,json/* listOf */.c3)(unique, 'and');
    return `${unique
        .slice(0, max)
        .map((n) => JSON.stringify(n))
        .join(', ')} and ${unique.length - max} more`;
}
/** The version to recommend among those that fit: the current one when it fits, else the newest that does. */
function recommended(better) {
    return better.includes(versions/* CURRENT */.eN) ? versions/* CURRENT */.eN : better[0];
}
/**
 * The one finding for a file that fits other versions better: what it uses, what it declares, and the
 * change, derived from the foreign fields' spans and renames.
 */
function fitMessage(fit, declared) {
    const { foreign, better, rejected } = fit;
    const keys = foreign.map((f) => f.key);
    const one = new Set(keys).size === 1;
    const them = one ? 'it' : 'them';
    const renamed = foreign.filter((f) => f.declaredName !== undefined);
    const others = foreign.filter((f) => f.declaredName === undefined);
    const renames = pairs(renamed.map((f) => [f.key, f.declaredName]));
    const listed = one ? JSON.stringify(keys[0]) : `(${someOf(keys)})`;
    if (versions/* AXIS */.iM.compare(better[0], declared) > 0) {
        const firsts = [...new Set(foreign.map((f) => f.versions[0]))].sort((a, b) => versions/* AXIS */.iM.compare(a, b));
        const from = firsts.length === 1 ? firsts[0] : `${firsts.slice(0, -1).join(', ')} and ${firsts[firsts.length - 1]}`;
        const camel = others.length === 0 && renamed.every((f) => !f.key.includes('_') && f.declaredName.includes('_'));
        const what = one ? `the ${from} ${others.length === 0 ? 'name' : 'field'}` : `${camel ? 'camelCase names' : 'fields'} introduced in ${from}`;
        const target = recommended(better);
        const instead = [
            ...(renamed.length > 0 ? [`write the ${declared} name${renamed.length === 1 ? '' : 's'} (${renames})`] : []),
            ...(others.length > 0 ? [`remove ${someOf(others.map((f) => f.key))}`] : []),
        ].join(' and ');
        const effect = rejected ? 'so mcp-publisher rejects the file' : `so tools that read the file as ${declared} ignore ${them}`;
        return `This file uses ${what} ${listed} but declares ${declared}, whose schema does not have ${them}, ${effect}. ${capitalize(versions/* AXIS */.iM.names.declare(target))}${target === versions/* CURRENT */.eN ? ' (the current version)' : ''}, or ${instead}.`;
    }
    const last = [...versions/* AXIS */.iM.versions].reverse().find((v) => foreign.every((f) => f.versions.includes(v)));
    const snake = others.length === 0 && renamed.every((f) => f.key.includes('_'));
    const what = one ? `the ${last} ${others.length === 0 ? 'name' : 'field'}` : `${snake ? 'snake_case names' : 'fields'} of ${last}`;
    const which = others.length === 0 ? `which renamed ${them}` : renamed.length === 0 ? `which no longer has ${them}` : 'which renamed or removed them';
    const why = [...new Set(others.map((f) => model/* REMOVED_BECAUSE */.EV[f.key]).filter((w) => w !== undefined))];
    const fixes = [
        ...(renamed.length > 0 ? [`rename ${renames}`] : []),
        ...(others.length > 0 ? [`remove ${someOf(others.map((f) => f.key))}${why.length > 0 ? ` (${why.join('; ')})` : ''}`] : []),
    ].join(', and ');
    return `This file uses ${what} ${listed} but declares ${declared}, ${which}, ${rejected ? 'so mcp-publisher rejects the file' : `so mcp-publisher drops ${them}`}. ${capitalize(fixes)}.`;
}
/** The message for one foreign field, reported at its key. */
function foreignMessage(f, declared) {
    const place = `${JSON.stringify(f.key)} is not a field of ${article(model/* MODEL */.A2.definition(f.definition).noun)} in ${declared}`;
    const newer = f.versions.every((v) => versions/* AXIS */.iM.compare(v, declared) > 0);
    if (f.declaredName !== undefined) {
        if (newer)
            return `${place}: it is the name ${f.versions[0]} gave ${JSON.stringify(f.declaredName)}, which ${declared} still spells ${JSON.stringify(f.declaredName)}, so tools that read the file as ${declared} ignore it. ${capitalize(versions/* AXIS */.iM.names.declare(versions/* CURRENT */.eN))} (the current version), or rename it to ${JSON.stringify(f.declaredName)}.`;
        return `${place}: it is the ${f.versions[f.versions.length - 1]} name of ${JSON.stringify(f.declaredName)}, so mcp-publisher drops it and the setting is lost. Rename it to ${JSON.stringify(f.declaredName)}.`;
    }
    if (newer)
        return `${place}: it exists ${versions/* AXIS */.iM.describe(f.versions)}, so tools that read the file as ${declared} ignore it. ${capitalize(versions/* AXIS */.iM.names.declare(versions/* CURRENT */.eN))} (the current version), or remove it.`;
    const why = model/* REMOVED_BECAUSE */.EV[f.key];
    return `${place}: only ${versions/* AXIS */.iM.describe(f.versions).replace(/^in /, '')} have it${why ? ` (${why})` : ''}, so mcp-publisher drops it. Remove it.`;
}
function pairs(list) {
    const unique = [...new Map(list.map(([a, b]) => [`${a}\u0000${b}`, [a, b]])).values()];
    const shown = unique.slice(0, 4).map(([a, b]) => `${JSON.stringify(a)} \u2192 ${JSON.stringify(b)}`);
    return unique.length > 4 ? `${shown.join(', ')} and ${unique.length - 4} more` : shown.join(', ');
}
function capitalize(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}
function article(noun) {
    return /^[aeiou]/i.test(noun) && !/^(url|uri|use|uni)/i.test(noun) ? `an ${noun}` : `a ${noun}`;
}

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/field-version.ts


/**
 * mcpdesc.registry.field-version: every field is one the declared version has. A field of another
 * version where the declared schema leaves the object open (`status` after 2025-09-16, `is_required` in
 * a camelCase file, `title` before 2025-10-11) passes the schema but is dropped or ignored: mcp-publisher
 * keeps only the fields it knows. Where the schema rejects such fields, mcpdesc.registry.structure
 * reports them instead.
 */
/* harmony default export */ const field_version = (registryRule('mcpdesc.registry.field-version', (context) => {
    const { version, report } = context;
    const fit = fitOf(context);
    if (fit.foreign.length === 0)
        return;
    if (fit.better.length > 0) {
        // The file fits another version better: one finding, structure's when the schema rejects the file.
        if (fit.rejected)
            return;
        if (fit.foreign.length === 1)
            report(fit.foreign[0].pointer, foreignMessage(fit.foreign[0], version), 'key');
        else
            report('/$schema', fitMessage(fit, version));
        return;
    }
    for (const f of fit.foreign)
        if (!f.closed)
            report(f.pointer, foreignMessage(f, version), 'key');
}));

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/registry-types.ts
/**
 * What the registry requires of a package of each `registryType`, beyond the schema (where
 * `registryType` is any string): the registry it is published to, whether it names a `version`, a
 * `registryBaseUrl` or a `fileSha256`, and what its `identifier` is. Values that change between
 * versions are steps: each holds from its version until the next step. From mcp-publisher's checks
 * (internal/validators/registries/*.go) and the CHANGELOG: since 2025-10-11 an OCI package names its
 * registry and tag in `identifier`, and an MCPB package needs no `version`.
 */

const always = (value) => [['2025-07-09', value]];
const registry = (id, label, baseUrls) => ({
    id,
    label,
    baseUrls,
    registryBaseUrl: always('optional'),
    version: always('required'),
    fileSha256: 'forbidden',
    identifier: 'package',
});
const REGISTRY_TYPES = [
    registry('npm', 'NPM', ['https://registry.npmjs.org']),
    registry('pypi', 'PyPI', ['https://pypi.org']),
    // The schemas until 2025-10-17 gave "https://api.nuget.org" as the example.
    registry('nuget', 'NuGet', ['https://api.nuget.org/v3/index.json', 'https://api.nuget.org']),
    registry('cargo', 'Cargo', ['https://crates.io']),
    {
        id: 'oci',
        label: 'OCI',
        registryBaseUrl: [
            ['2025-07-09', 'optional'],
            ['2025-10-11', 'forbidden'],
        ],
        version: [
            ['2025-07-09', 'required'],
            ['2025-10-11', 'forbidden'],
        ],
        fileSha256: 'forbidden',
        identifier: 'image',
    },
    {
        id: 'mcpb',
        label: 'MCPB',
        registryBaseUrl: [
            ['2025-07-09', 'optional'],
            ['2025-10-11', 'forbidden'],
        ],
        version: [
            ['2025-07-09', 'required'],
            ['2025-10-11', 'optional'],
        ],
        fileSha256: 'required',
        identifier: 'download',
    },
];
/** Names people write for a registry type that the registry calls otherwise. */
const REGISTRY_TYPE_SYNONYMS = {
    docker: 'oci',
    container: 'oci',
    ghcr: 'oci',
    node: 'npm',
    npmjs: 'npm',
    python: 'pypi',
    pip: 'pypi',
    uv: 'pypi',
    dotnet: 'nuget',
    rust: 'cargo',
    crates: 'cargo',
    'crates.io': 'cargo',
    bundle: 'mcpb',
    dxt: 'mcpb',
};
function registryType(id) {
    return typeof id === 'string' ? REGISTRY_TYPES.find((t) => t.id === id) : undefined;
}
/** A step's value in `version`. */
function stepIn(steps, version) {
    let value = steps[0][1];
    for (const [from, step] of steps)
        if (versions/* AXIS */.iM.compare(version, from) >= 0)
            value = step;
    return value;
}
/** OCI registries the registry accepts images from (`*.pkg.dev`, `*.azurecr.io` by suffix). */
const OCI_REGISTRIES = ['docker.io', 'registry-1.docker.io', 'index.docker.io', 'ghcr.io', 'quay.io', 'mcr.microsoft.com'];
const OCI_REGISTRY_SUFFIXES = ['.pkg.dev', '.azurecr.io'];
function ociRegistryAllowed(host) {
    const h = host.toLowerCase();
    return OCI_REGISTRIES.includes(h) || OCI_REGISTRY_SUFFIXES.some((s) => h.endsWith(s) && h.length > s.length);
}
const OCI_REGISTRY_LIST = 'docker.io, ghcr.io, quay.io, mcr.microsoft.com, *.pkg.dev and *.azurecr.io';
/** An image reference as the registry reads it (registries/oci_ref_parser.go): `[registry/]path[:tag][@digest]`. */
function parseImageReference(reference) {
    const at = reference.indexOf('@');
    const main = at >= 0 ? reference.slice(0, at) : reference;
    const digest = at >= 0 ? reference.slice(at + 1) : undefined;
    const colon = main.lastIndexOf(':');
    const hasTag = colon > 0 && !main.slice(colon).includes('/');
    const path = hasTag ? main.slice(0, colon) : main;
    const tag = hasTag ? main.slice(colon + 1) : undefined;
    const parts = path.split('/');
    const explicitRegistry = parts.length > 2 || (parts.length === 2 && (parts[0].includes('.') || parts[0].includes(':')));
    return {
        registry: explicitRegistry ? parts[0] : 'docker.io',
        explicitRegistry,
        path: explicitRegistry ? parts.slice(1).join('/') : path,
        ...(tag !== undefined ? { tag } : {}),
        ...(digest !== undefined ? { digest } : {}),
    };
}

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/file-hash.ts



/**
 * mcpdesc.registry.file-hash: an MCPB package gives its bundle's SHA-256 in `fileSha256`, so clients
 * can check the file they download is the one published; no other package type has one (its registry
 * verifies its own packages, and the registry refuses the field there).
 */
/* harmony default export */ const file_hash = (registryRule('mcpdesc.registry.file-hash', (context) => {
    for (const pkg of context.objects(...model/* PACKAGE_DEFINITIONS */.Ac)) {
        const type = registryType(read(pkg, 'registryType', context.version)?.value);
        if (!type)
            continue;
        const hash = read(pkg, 'fileSha256', context.version);
        if (type.fileSha256 === 'required' && !hash) {
            context.report(pkg.pointer, `This MCPB package has no "fileSha256", so the registry refuses it ("must include a fileSha256 hash for integrity verification") and clients cannot check that the bundle they download is the one you published. Add the bundle's SHA-256 as 64 lowercase hex digits ("sha256sum <file>.mcpb").`);
        }
        else if (type.fileSha256 === 'forbidden' && hash) {
            context.report(hash.pointer, `${JSON.stringify(hash.key)} is only for MCPB bundles, which are plain downloads; ${type.label === 'OCI' || type.label === 'NPM' ? 'an' : 'a'} ${type.label} package is verified by its registry, and mcp-publisher refuses the field on it ("${type.label} packages must not have 'fileSha256' field"). Remove it.`, 'key');
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/https-link.ts





/** Characters the registry refuses in a websiteUrl even where a URI allows them. */
const WEBSITE_FORBIDDEN = ['"', "'", '<', '>', ' ', '\t', '\r', '\n'];
/**
 * mcpdesc.registry.https-link: the links a registry shows (`websiteUrl`, each icon's `src`) are
 * absolute https:// URLs. The registry refuses http://, data: and relative links: a page or image
 * fetched over plain HTTP can be changed by anyone on the way.
 */
/* harmony default export */ const https_link = (registryRule('mcpdesc.registry.https-link', (context) => {
    const [server] = context.objects('Server');
    const website = server && readString(server, 'websiteUrl', context.version);
    if (website && !(0,templates/* isTemplated */.dw)(website.value) && (0,uri/* checkAbsoluteUri */.WU)(website.value) === null) {
        const bad = [...website.value].findIndex((c) => WEBSITE_FORBIDDEN.includes(c));
        const scheme = (0,uri/* schemeOf */.dz)(website.value)?.toLowerCase();
        if (scheme !== 'https') {
            context.report(website.pointer, `${JSON.stringify(website.key)} ${(0,json/* quote */.hD)(website.value, 100)} uses ${scheme}:, but the registry accepts only https:// links ("websiteUrl must use https scheme"): a page served over plain HTTP can be changed on its way to the reader. ${scheme === 'http' ? `Write ${(0,json/* quote */.hD)(`https${website.value.slice(4)}`, 200)}.` : 'Link to the https:// page.'}`);
        }
        else if (bad >= 0) {
            context.report(website.pointer, `${JSON.stringify(website.key)} contains ${JSON.stringify(website.value[bad])} at character ${bad + 1}, which the registry refuses in a websiteUrl ("websiteUrl contains an invalid character"). Percent-encode it (${JSON.stringify(`%${website.value.charCodeAt(bad).toString(16).toUpperCase().padStart(2, '0')}`)}).`);
        }
    }
    for (const icon of context.objects('Icon')) {
        const src = readString(icon, 'src', context.version);
        if (!src || (0,templates/* isTemplated */.dw)(src.value) || (0,uri/* checkAbsoluteUri */.WU)(src.value) !== null)
            continue;
        const scheme = (0,uri/* schemeOf */.dz)(src.value)?.toLowerCase();
        if (scheme === 'https')
            continue;
        context.report(src.pointer, `The icon's "src" uses ${scheme}:, but the registry accepts only https:// icons ("icon src must use https scheme (got ${scheme})")${scheme === 'data' ? ', not images inlined in the file' : ''}: clients fetch icons from the link, and over plain HTTP anyone on the way can swap the image. ${scheme === 'http' ? `Write ${(0,json/* quote */.hD)(`https${src.value.slice(4)}`, 200)}.` : 'Host the image and link it with https://.'}`);
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/urls.ts
/**
 * Transport and remote URLs as the registry reads them: `{name}` template variables, substituted with
 * placeholders before the URL is parsed (utils.go `replaceTemplateVariables`), and the host.
 */

/** The names of a URL's `{variables}`, in order. */
function urlVariables(url) {
    const names = [];
    // One negated class between literal braces: linear.
    for (const match of url.matchAll(/\{([^{}]{1,128})\}/g))
        names.push(match[1]);
    return names;
}
const PLACEHOLDERS = { host: 'example.com', port: '8080', path: 'api', protocol: 'http', scheme: 'http' };
/** The URL with its variables replaced as the registry replaces them to parse it. */
function substituted(url) {
    return url
        .replace(/\{([^{}]{1,128})\}/g, (whole, name) => PLACEHOLDERS[name] ?? whole)
        .replace(/:\{[^{}]{1,128}\}(?=\/|$)/g, ':8080')
        .replace(/\{[^{}]{1,128}\}/g, 'placeholder');
}
/** The scheme and host of a URL after substitution, or undefined when it is not an http(s) URL with a host. */
function urls_httpUrl(url) {
    const text = substituted(url);
    const scheme = (0,uri/* schemeOf */.dz)(text)?.toLowerCase();
    if ((scheme !== 'http' && scheme !== 'https') || (0,uri/* checkAbsoluteUri */.WU)(text) !== null || !text.slice(scheme.length + 1).startsWith('//'))
        return undefined;
    const authority = text.slice(scheme.length + 3).split(/[/?#]/)[0];
    const hostPort = authority.slice(authority.lastIndexOf('@') + 1);
    const colon = hostPort.lastIndexOf(':');
    const host = hostPort.startsWith('[')
        ? hostPort.slice(1, hostPort.indexOf(']'))
        : colon >= 0 && /^\d*$/.test(hostPort.slice(colon + 1))
            ? hostPort.slice(0, colon)
            : hostPort;
    return host === '' ? undefined : { scheme, host: host.toLowerCase() };
}
/** Hosts that are this machine, which a remote (reached by everyone) may not be. */
function isLocalHost(host) {
    return host === 'localhost' || host === '127.0.0.1' || host.endsWith('.localhost');
}
/** `text` without the characters of `chars` at its start and end (a loop, not a regular expression: linear on any input). */
function trimChars(text, chars, where = 'both') {
    let from = 0;
    let to = text.length;
    if (where !== 'end')
        while (from < to && chars.includes(text[from]))
            from++;
    if (where !== 'start')
        while (to > from && chars.includes(text[to - 1]))
            to--;
    return text.slice(from, to);
}
/** The host a registry base URL names: `https://ghcr.io/` \u2192 `ghcr.io`. */
function baseUrlHost(base) {
    return trimChars(base.replace(/^[a-z]{1,10}:\/\//i, ''), '/', 'end');
}

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/name.ts





const ALNUM = /^[a-zA-Z0-9]$/;
/** A part is at least two characters that start and end with a letter or digit. */
function goodPart(part) {
    return part.length >= 2 && ALNUM.test(part[0]) && ALNUM.test(part[part.length - 1]);
}
/**
 * mcpdesc.registry.name: the server's name has the parts the registry accepts. The schema's pattern
 * allows any of its characters in any order (mcpdesc.registry.structure checks it); the registry also
 * wants each part to start and end with a letter or digit, so "-x/y" or "io.github.u/a" are refused.
 */
/* harmony default export */ const rules_name = (registryRule('mcpdesc.registry.name', (context) => {
    const name = context.root.name;
    if (typeof name !== 'string' || (0,templates/* isTemplated */.dw)(name) || !NAME_PATTERN.test(name) || name.length < 3 || name.length > 200)
        return;
    const [namespace, server] = name.split('/');
    const trim = (part) => trimChars(part, '._-');
    const suggestion = `${goodPart(namespace) ? namespace : trim(namespace) || 'io.github.user'}/${goodPart(server) ? server : trim(server).length >= 2 ? trim(server) : `${trim(server)}${trim(server) === '' ? 'server' : '-mcp'}`}`;
    if (!goodPart(namespace)) {
        context.report('/name', `"name" ${(0,json/* quote */.hD)(name)} has the namespace ${(0,json/* quote */.hD)(namespace)}, which the registry refuses ("namespace '${namespace}' is invalid. Namespace must start and end with alphanumeric characters, and may contain dots and hyphens in the middle"). Write the namespace as reverse DNS of a domain or account you own, such as ${(0,json/* quote */.hD)(suggestion.split('/')[0])}.`);
    }
    if (!goodPart(server)) {
        context.report('/name', `"name" ${(0,json/* quote */.hD)(name)} has the server name ${(0,json/* quote */.hD)(server)}, which the registry refuses ("name '${server}' is invalid. Name must start and end with alphanumeric characters, and may contain dots, underscores, and hyphens in the middle"). ${server.length < 2 ? 'Use a name of two characters or more' : 'Remove the leading or trailing punctuation'}, such as ${(0,json/* quote */.hD)(suggestion)}.`);
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/named-argument.ts




/**
 * mcpdesc.registry.named-argument: a named argument's `name` is the flag alone ("--port"), never the
 * flag with its value or a placeholder ("--port 8080", "--dir <path>"), and its `value` and `default`
 * do not repeat the flag. The client writes name and value itself, so either mistake puts the flag on
 * the command line twice or a placeholder into it.
 */
/* harmony default export */ const named_argument = (registryRule('mcpdesc.registry.named-argument', (context) => {
    for (const arg of context.objects('NamedArgument')) {
        const name = arg.value.name;
        if (typeof name !== 'string' || (0,templates/* isTemplated */.dw)(name))
            continue;
        const at = (0,util_pointer/* joinPointer */.Kn)(arg.pointer, 'name');
        if (name === '') {
            context.report(at, `A named argument needs its flag in "name", but this one is empty, so the client cannot build the command line and mcp-publisher refuses it ("named argument name is required"). Write the flag, such as "--port", or make it a positional argument.`);
            continue;
        }
        const bad = [...name].find((c) => c === '<' || c === '>' || c === ' ' || c === '$');
        if (bad !== undefined) {
            const flag = name.split(/[\s<>$=]/)[0];
            context.report(at, `The named argument's "name" ${(0,json/* quote */.hD)(name)} holds ${bad === ' ' ? 'a space' : JSON.stringify(bad)}: it should be the flag alone, since the client adds the value itself, and mcp-publisher refuses it ("invalid named argument name format"). Write ${flag ? `"name": ${(0,json/* quote */.hD)(flag)}` : 'the flag as "name"'} and put the value in "value" (or describe it in "description").`);
            continue;
        }
        for (const key of ['value', 'default']) {
            const text = arg.value[key];
            if (typeof text !== 'string' || text === '' || (0,templates/* isTemplated */.dw)(text) || !text.startsWith(name))
                continue;
            context.report((0,util_pointer/* joinPointer */.Kn)(arg.pointer, key), `The named argument's "${key}" ${(0,json/* quote */.hD)(text)} starts with its flag ${(0,json/* quote */.hD)(name)}, which the client already writes, so the command line would read ${(0,json/* quote */.hD)(`${name} ${text}`)}; mcp-publisher refuses it ("argument ${key} cannot start with the argument name"). Write only the value${text.length > name.length ? `, such as ${(0,json/* quote */.hD)(text.slice(name.length).replace(/^[=\s]+/, ''))}` : ''}.`);
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/package-identifier.ts







const MCPB_HOSTS = ['github.com', 'www.github.com', 'gitlab.com', 'www.gitlab.com'];
/** Why an MCPB download URL's path is not a release asset of its forge, or undefined. */
function mcpbPathProblem(host, path) {
    const segments = path.split('/').slice(1);
    if (host.endsWith('github.com')) {
        // /owner/repo/releases/download/tag/file; a tag may itself hold "/" (changesets tag "@scope/pkg@1.0.0").
        return segments.length >= 6 && segments[2] === 'releases' && segments[3] === 'download' && segments.every((s) => s !== '')
            ? undefined
            : 'a GitHub release asset ("https://github.com/owner/repo/releases/download/v1.0.0/server.mcpb")';
    }
    const dash = segments.indexOf('-');
    const rest = dash >= 2 ? segments.slice(dash + 1) : [];
    const release = rest.length === 4 && rest[0] === 'releases' && rest[2] === 'downloads' && rest[3] !== '';
    const packageFile = rest.length === 3 && rest[0] === 'package_files' && rest[2] === 'download' && rest[1] !== '';
    return release || packageFile ? undefined : 'a GitLab release asset ("https://gitlab.com/group/project/-/releases/v1.0.0/downloads/server.mcpb")';
}
/**
 * mcpdesc.registry.package-identifier: each package's `identifier` is something the registry can
 * fetch and verify: no spaces; an OCI image on a registry it accepts, with a tag or digest since
 * 2025-10-11; an MCPB bundle downloaded over https:// from a GitHub or GitLab release.
 */
/* harmony default export */ const package_identifier = (registryRule('mcpdesc.registry.package-identifier', (context) => {
    const { version, report } = context;
    for (const pkg of context.objects(...model/* PACKAGE_DEFINITIONS */.Ac)) {
        const found = readString(pkg, 'identifier', version);
        if (!found || (0,templates/* isTemplated */.dw)(found.value))
            continue;
        const id = found.value;
        if (id.includes(' ')) {
            report(found.pointer, `"identifier" ${(0,json/* quote */.hD)(id)} contains a space, so it names no package the registry could fetch, and mcp-publisher refuses it ("package name cannot contain spaces"). Write the package's published name${/^<.*>$/.test(id.trim()) ? ' in place of this placeholder' : ''}.`);
            continue;
        }
        const type = registryType(read(pkg, 'registryType', version)?.value);
        // An OCI package with a "version" gets its tag from the package-type finding's fix.
        if (type?.id === 'oci')
            oci(context, found.pointer, id, readString(pkg, 'registryBaseUrl', version)?.value, read(pkg, 'version', version) !== undefined, {
                tag: readString(pkg, 'tag', version)?.value,
                digest: readString(pkg, 'digest', version)?.value,
            });
        if (type?.id === 'mcpb')
            mcpb(context, found.pointer, id);
    }
}));
function oci(context, pointer, id, base, hasVersion, aside) {
    const ref = parseImageReference(id);
    const inIdentifier = versions/* AXIS */.iM.compare(context.version, '2025-10-11') >= 0;
    const host = ref.explicitRegistry || inIdentifier || base === undefined || (0,templates/* isTemplated */.dw)(base) ? ref.registry : baseUrlHost(base);
    if (!ociRegistryAllowed(host)) {
        context.report(pointer, `The image ${(0,json/* quote */.hD)(id)} is on ${(0,json/* quote */.hD)(host)}, which the registry does not accept images from ("unsupported OCI registry"), so it refuses the package. Publish the image to one of ${OCI_REGISTRY_LIST}, and name it there.`);
        return;
    }
    if (ref.digest !== undefined && !/^sha256:[a-fA-F0-9]{64}$/.test(ref.digest)) {
        context.report(pointer, `The image ${(0,json/* quote */.hD)(id)} has the digest ${(0,json/* quote */.hD)(ref.digest)}, but a digest is "sha256:" and 64 hexadecimal digits, so the registry cannot resolve the image ("invalid digest format"). Copy the digest from the registry ("docker buildx imagetools inspect <image>").`);
    }
    else if (inIdentifier && ref.tag === undefined && ref.digest === undefined && !hasVersion) {
        const keys = ['tag', 'digest'].filter((key) => aside[key] !== undefined);
        if (keys.length > 0) {
            const moved = `${id}${aside.tag !== undefined ? `:${aside.tag}` : ''}${aside.digest !== undefined ? `@${aside.digest}` : ''}`;
            context.report(pointer, `The image ${(0,json/* quote */.hD)(id)} names no tag or digest: ${keys.map((key) => JSON.stringify(key)).join(' and ')} beside it ${keys.length > 1 ? 'are not server.json fields' : 'is not a server.json field'}, so the registry ignores ${keys.length > 1 ? 'them' : 'it'} and refuses the package ("OCI reference must include either a tag or digest"). Move ${keys.length > 1 ? 'them' : 'it'} into the identifier, ${(0,json/* quote */.hD)(moved, 120)}, and delete ${keys.map((key) => JSON.stringify(key)).join(' and ')}.`);
            return;
        }
        context.report(pointer, `The image ${(0,json/* quote */.hD)(id)} names no tag or digest, so it is not one release and the registry refuses it ("OCI reference must include either a tag or digest"). Add the release's tag, such as ${JSON.stringify(`${id}:1.0.0`)}, or its digest ("@sha256:\u2026").`);
    }
}
function mcpb(context, pointer, id) {
    const match = /^([a-zA-Z][a-zA-Z0-9+.-]{0,20}):\/\/([^/?#]{0,255})([^?#]*)/.exec(id);
    const scheme = match ? match[1].toLowerCase() : undefined;
    if (!match || scheme !== 'https') {
        context.report(pointer, `An MCPB package's "identifier" is the bundle's download URL, and the registry takes only https:// ones ("invalid MCPB package URL, must use HTTPS"), so nobody on the way can swap the bundle; ${(0,json/* quote */.hD)(id, 100)} is not one. Write the https:// URL of the release asset, such as "https://github.com/owner/repo/releases/download/v1.0.0/server.mcpb".`);
        return;
    }
    const host = match[2].toLowerCase();
    if (!MCPB_HOSTS.includes(host)) {
        context.report(pointer, `The MCPB bundle is downloaded from ${(0,json/* quote */.hD)(host)}, but the registry accepts bundles only from GitHub and GitLab releases ("MCPB packages must be hosted on allowlisted providers (GitHub or GitLab)"). Attach the bundle to a GitHub or GitLab release and link that asset.`);
        return;
    }
    const wanted = mcpbPathProblem(host, match[3]);
    if (wanted) {
        context.report(pointer, `${(0,json/* quote */.hD)(id, 100)} is not ${wanted}, the only MCPB downloads the registry accepts. Link the bundle attached to the release.`);
        return;
    }
    if (!id.toLowerCase().includes('mcp')) {
        context.report(pointer, `The MCPB download URL ${(0,json/* quote */.hD)(id, 100)} does not contain "mcp", which the registry requires of a bundle's URL ("MCPB package URL must contain 'mcp'"). Name the bundle or its repository so the URL does, such as "weather-mcp.mcpb".`);
    }
}

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/package-type.ts








/**
 * mcpdesc.registry.package-type: each package's `registryType` is one the registry publishes from, and
 * the package has the `version` and `registryBaseUrl` its type needs in the declared version (an npm
 * package names its version, an OCI image names registry and tag in its identifier since 2025-10-11).
 */
/* harmony default export */ const package_type = (registryRule('mcpdesc.registry.package-type', (context) => {
    for (const p of packageTypeProblems(context, context.version))
        context.report(p.pointer, p.message, p.target);
}));
/** The registry-type problems of every package, as `version` defines the types. */
function packageTypeProblems(context, version) {
    const problems = [];
    const declared = context.version;
    for (const pkg of context.objects(...model/* PACKAGE_DEFINITIONS */.Ac)) {
        const typeField = read(pkg, 'registryType', declared);
        if (!typeField || typeof typeField.value !== 'string' || (0,templates/* isTemplated */.dw)(typeField.value))
            continue;
        const type = registryType(typeField.value);
        const where = pathOf(pkg.pointer);
        if (!type) {
            const synonym = REGISTRY_TYPE_SYNONYMS[typeField.value.toLowerCase()];
            const known = REGISTRY_TYPES.map((t) => t.id);
            problems.push({
                pointer: typeField.pointer,
                target: 'value',
                message: `${JSON.stringify(typeField.key)} is ${(0,json/* quote */.hD)(typeField.value)}, which the registry does not know ("unsupported registry type"), so it refuses the package when you publish. ${synonym ? `Use ${JSON.stringify(synonym)}${synonym === 'oci' ? ' for a container image' : ''}.` : `Use one of ${(0,json/* listOf */.c3)(known)}.`}`,
                change: `give ${where} a registry type the registry knows`,
            });
            continue;
        }
        const base = readString(pkg, 'registryBaseUrl', declared);
        const ver = readString(pkg, 'version', declared);
        const identifier = readString(pkg, 'identifier', declared);
        const suggested = suggestedImage(type, identifier?.value, base?.value, ver?.value);
        const baseUrl = read(pkg, 'registryBaseUrl', declared);
        // An upgrade that removes both "registryBaseUrl" and "version" says once what "identifier" becomes.
        let identifierChange = suggested ? ` and write "identifier": ${(0,json/* quote */.hD)(suggested, 200)}` : '';
        if (baseUrl && stepIn(type.registryBaseUrl, version) === 'forbidden') {
            problems.push({
                pointer: baseUrl.pointer,
                target: 'key',
                message: type.id === 'oci'
                    ? `An OCI package names its registry in "identifier", not in ${JSON.stringify(baseUrl.key)} (mcp-publisher: "OCI packages must not have 'registryBaseUrl' field - use canonical reference in 'identifier' instead"), so the registry refuses this one. Remove ${JSON.stringify(baseUrl.key)}${suggested ? ` and write "identifier": ${(0,json/* quote */.hD)(suggested, 200)}` : ''}.`
                    : `An MCPB package is downloaded from the URL in "identifier", so it has no ${JSON.stringify(baseUrl.key)} (mcp-publisher: "MCPB packages must not have 'registryBaseUrl' field - use the full download URL in 'identifier' instead"), and the registry refuses this one. Remove ${JSON.stringify(baseUrl.key)}.`,
                change: `remove ${JSON.stringify((0,model/* spellingIn */.or)(pkg.definition, 'registryBaseUrl', version) ?? baseUrl.key)} from ${where}${identifierChange}`,
            });
            if (type.id === 'oci')
                identifierChange = '';
        }
        else if (base && type.baseUrls && !(0,templates/* isTemplated */.dw)(base.value) && !type.baseUrls.includes(trimChars(base.value, '/', 'end'))) {
            const canonical = type.baseUrls[0];
            problems.push({
                pointer: base.pointer,
                target: 'value',
                message: `${JSON.stringify(base.key)} is ${(0,json/* quote */.hD)(base.value)}, but the registry takes ${type.label} packages only from ${JSON.stringify(canonical)} ("registry type and base URL do not match"), so it refuses this package. Remove ${JSON.stringify(base.key)} (it defaults to that registry) or write ${JSON.stringify(canonical)}.`,
                change: `write ${JSON.stringify(canonical)} as the registry of ${where}`,
            });
        }
        const versionField = read(pkg, 'version', declared);
        const presence = stepIn(type.version, version);
        if (!versionField && presence === 'required' && !schemaRequiresVersion(pkg.definition, version)) {
            problems.push({
                pointer: pkg.pointer,
                target: 'value',
                message: `This ${type.label === 'NPM' ? 'npm' : type.label} package has no "version", so the registry refuses it ("package version is required for ${type.label} packages") and clients cannot tell which release to install. Add the exact version you published, such as "1.0.2".`,
                change: `add "version" to ${where}`,
            });
        }
        else if (versionField && presence === 'forbidden') {
            problems.push({
                pointer: versionField.pointer,
                target: 'key',
                message: `An OCI package names its version as the image tag in "identifier", not in "version" (mcp-publisher: "OCI packages must not have 'version' field - include version in 'identifier' instead"), so the registry refuses this one. Remove "version"${suggested ? ` and write "identifier": ${(0,json/* quote */.hD)(suggested, 200)}` : ''}.`,
                change: `remove "version" from ${where}${identifierChange}`,
            });
        }
    }
    return problems;
}
/** Whether the schema itself requires a package's `version` in this version (then a missing one is structure's). */
function schemaRequiresVersion(definition, version) {
    const field = (0,model/* fieldOf */._F)(definition, 'version');
    if (!field)
        return false;
    return typeof field.required === 'boolean' ? field.required : versions/* AXIS */.iM.inSpan(version, field.required);
}
/** The image reference an OCI package should have: its registry and tag in the identifier. */
function suggestedImage(type, identifier, base, version) {
    if (type.id !== 'oci' || identifier === undefined || (0,templates/* isTemplated */.dw)(identifier))
        return undefined;
    const ref = parseImageReference(identifier);
    let image = identifier;
    if (!ref.explicitRegistry && base !== undefined) {
        const host = baseUrlHost(base);
        if (host !== '' && !host.includes('/'))
            image = `${host}/${image}`;
    }
    if (ref.tag === undefined && ref.digest === undefined && version !== undefined && version !== '')
        image = `${image}:${version}`;
    return image === identifier ? undefined : image;
}

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/remote.ts






/**
 * mcpdesc.registry.remote: each remote is reachable by anyone who installs the server: an https://
 * URL with a host that is not this machine (localhost, 127.0.0.1, *.localhost), and each `{variable}`
 * in it defined in the remote's `variables` (since 2025-12-11), so the client knows what to ask for.
 * Under the draft a URL may begin with a variable, whose value the user gives.
 */
/* harmony default export */ const remote = (registryRule('mcpdesc.registry.remote', (context) => {
    const { version, report } = context;
    const rejected = new Set(context
        .issues()
        .filter(isValueIssue)
        .map((i) => i.pointer));
    for (const remote of context.objects('RemoteStreamableHttp', 'RemoteSse')) {
        const url = readString(remote, 'url', version);
        if (!url || (0,templates/* isTemplated */.dw)(url.value) || rejected.has(url.pointer))
            continue;
        // The draft lets the whole start be a variable ("{baseUrl}/mcp"): the user gives the address.
        const leading = version === versions/* DRAFT */.Ww ? /^\{([a-zA-Z_][a-zA-Z0-9_]*)\}/.exec(url.value) : null;
        const parsed = leading ? { scheme: 'https', host: `{${leading[1]}}` } : urls_httpUrl(url.value);
        const secure = parsed?.scheme === 'https';
        if (!parsed || !secure || isLocalHost(parsed.host)) {
            const why = !parsed
                ? 'it is not an http(s) URL with a host'
                : isLocalHost(parsed.host)
                    ? `${(0,json/* quote */.hD)(parsed.host)} is each user's own machine, not your server`
                    : 'it uses plain http://, which anyone on the way can read and change, tokens included';
            const fix = parsed && parsed.scheme !== 'https' && !isLocalHost(parsed.host)
                ? `Write ${(0,json/* quote */.hD)(`https${url.value.slice(4)}`, 200)}.`
                : 'Write the public https:// URL of the server.';
            report(url.pointer, `The remote's "url" ${(0,json/* quote */.hD)(url.value, 100)} cannot be a remote server's address: ${why}, and mcp-publisher refuses it ("invalid remote URL"). ${fix}${parsed && isLocalHost(parsed.host) ? ' A server that runs on the user\u2019s machine is a package with a streamable-http transport.' : ''}`);
            continue;
        }
        const variables = read(remote, 'variables', version);
        const defined = variables && (0,json/* isObject */.Gv)(variables.value) ? Object.keys(variables.value) : [];
        const missing = urlVariables(url.value).filter((name) => !defined.includes(name));
        if (missing.length === 0)
            continue;
        const needs = versions/* AXIS */.iM.compare(version, '2025-12-11') < 0 ? ` Remote URL variables exist since 2025-12-11: use its "$schema" (or a newer one) to define them.` : '';
        report(url.pointer, `The remote's "url" uses ${(0,json/* listOf */.c3)(missing.map((n) => `{${n}}`), 'and')}, but its "variables" ${defined.length > 0 ? `define only ${(0,json/* listOf */.c3)(defined)}` : 'define none'}, so the client cannot fill ${missing.length === 1 ? 'it' : 'them'} in and mcp-publisher refuses the URL ("template variables in URL \u2026 reference undefined variables"). Add ${missing.map((n) => `${(0,json/* quote */.hD)(n)}: {"description": "\u2026", "isRequired": true}`).join(', ')} to "variables".${needs}`);
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/repository.ts




const SEGMENT = /^[\w.-]+$/;
/** The forge a repository URL is on and whether its path is one the registry accepts for that forge. */
function forgeUrlProblem(source, url) {
    const match = /^https?:\/\/(?:www\.)?(github|gitlab)\.com\/([^?#]*)$/.exec(url);
    const path = match?.[2].replace(/\/$/, '');
    const segments = path === undefined || path === '' ? [] : path.split('/');
    if (match?.[1] !== source || !segments.every((s) => SEGMENT.test(s))) {
        return source === 'github'
            ? 'a GitHub repository URL such as "https://github.com/owner/repo"'
            : 'a GitLab project URL such as "https://gitlab.com/group/project"';
    }
    const fits = source === 'github' ? segments.length === 2 : segments.length >= 2;
    if (!fits)
        return source === 'github'
            ? 'a GitHub repository URL such as "https://github.com/owner/repo" (the repository itself, not a page in it)'
            : 'a GitLab project URL such as "https://gitlab.com/group/project"';
    return undefined;
}
/** Why a monorepo subfolder is not a clean relative path, or undefined. */
function subfolderProblem(path) {
    if (path.startsWith('/'))
        return 'starts with "/", but it is relative to the repository\u2019s root';
    if (path.endsWith('/'))
        return 'ends with "/"';
    if (!/^[a-zA-Z0-9\-_./]+$/.test(path))
        return 'has characters other than letters, digits, "-", "_", "." and "/"';
    const bad = path.split('/').find((s) => s === '' || s === '.' || s === '..');
    if (bad !== undefined)
        return bad === '' ? 'has an empty segment ("//")' : `has a ${JSON.stringify(bad)} segment`;
    return undefined;
}
/**
 * mcpdesc.registry.repository: `repository` points at the server's code where the registry can check
 * it: `source` "github" or "gitlab" with that forge's repository URL, and a clean relative `subfolder`.
 * The registry refuses anything else, and users and reviewers follow this link to read the code.
 */
/* harmony default export */ const repository = (registryRule('mcpdesc.registry.repository', (context) => {
    const repository = context.root.repository;
    if (!(0,json/* isObject */.Gv)(repository))
        return;
    const { url, source, subfolder } = repository;
    if ((url === undefined || url === '') && (source === undefined || source === ''))
        return;
    if (typeof source === 'string' && typeof url === 'string' && !(0,templates/* isTemplated */.dw)(url) && !(0,templates/* isTemplated */.dw)(source)) {
        if (source !== 'github' && source !== 'gitlab') {
            context.report('/repository/source', `"repository.source" is ${(0,json/* quote */.hD)(source)}, but the registry accepts only "github" and "gitlab" repositories and refuses any other ("invalid repository URL"). Host the code on GitHub or GitLab and name it, or remove "repository".`);
        }
        else if ((0,uri/* checkAbsoluteUri */.WU)(url) === null) {
            // A URL that is not a URI at all is registry.structure's finding (the schema's "format": "uri").
            const wanted = forgeUrlProblem(source, url);
            if (wanted)
                context.report('/repository/url', `"repository.url" ${(0,json/* quote */.hD)(url, 100)} is not ${wanted}, so the registry refuses it ("invalid repository URL") and people cannot follow it to the code. Write the repository's own URL${source === 'github' ? ', without a path inside it' : ''}.`);
        }
    }
    if (typeof subfolder === 'string' && subfolder !== '' && !(0,templates/* isTemplated */.dw)(subfolder)) {
        const problem = subfolderProblem(subfolder);
        if (problem)
            context.report('/repository/subfolder', `"repository.subfolder" ${(0,json/* quote */.hD)(subfolder)} ${problem}, so the registry refuses it ("invalid subfolder path"). Write the server's folder relative to the repository's root, such as "src/weather".`);
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/schema.ts




const PUBLISHED = versions/* PUBLISHED_VERSIONS */.Zd.join(', ');
/**
 * mcpdesc.registry.schema: the file names the schema version it follows with a `$schema` URL that
 * mcp-publisher can read a published version from. Without one the registry refuses the file; the
 * other rules check it meanwhile against the version the message suggests (`readVersion`: the URL's,
 * or the newer one the body is written in), and the message says so, so one round of fixes finds everything.
 */
/* harmony default export */ const schema = ((0,types/* documentRule */.yr)('mcpdesc.registry.schema', ({ parsed, report: reportAs }) => {
    const root = parsed.value;
    if (!(0,json/* isObject */.Gv)(root))
        return;
    const read = readVersion(root);
    const checked = read?.assumed ? ` mcpdesc checked the rest of the file against the ${read.version} schema meanwhile.` : '';
    // A body in a newer shape than the URL's version: declaring that version is the fix, not the URL's own.
    const advice = (urlVersion, own) => (read?.newerShape ? newerShapeAdvice(read, urlVersion) : own);
    const report = (pointer, message) => reportAs(pointer, message + checked);
    const use = (version) => `"$schema": ${JSON.stringify((0,versions/* schemaUrl */.ZZ)(version))}`;
    if (!(0,json/* hasOwn */.$3)(root, '$schema')) {
        report('', `This server.json has no "$schema", so mcp-publisher refuses it ("$schema field is required"). Add ${use(versions/* CURRENT */.eN)} (the current version, ${versions/* CURRENT */.eN}) and write the fields that version has.`);
        return;
    }
    const url = root.$schema;
    if (typeof url !== 'string') {
        report('/$schema', `"$schema" must be the URL of a server.json schema, but it is ${(0,json/* describeValue */.bp)(url)}. Write ${use(versions/* CURRENT */.eN)}.`);
        return;
    }
    const segment = (0,versions/* versionSegment */.c5)(url) ?? (0,versions/* draftSegment */.X1)(url);
    if (segment === undefined) {
        const near = (0,versions/* nearestVersion */.bm)(url);
        const dated = /\d{4}-\d{2}-\d{2}/.test(url);
        report('/$schema', `${(0,json/* quote */.hD)(url, 100)} is not a server.json schema URL (".../schemas/<version>/server.schema.json"), so mcp-publisher cannot read a version from it ("failed to extract schema version from URL") and refuses the file${dated ? `; it looks like an early preview URL of ${near}, which the registry never validated against` : ''}. ${advice(dated ? near : versions/* CURRENT */.eN, `Write ${use(dated ? near : versions/* CURRENT */.eN)}${dated && near !== versions/* CURRENT */.eN ? `, or better the current ${use(versions/* CURRENT */.eN)}` : ''}.`)}`);
        return;
    }
    // The draft is a version mcpdesc checks a file against, but not one mcp-publisher accepts.
    if ((0,versions/* isVersion */.lF)(segment) && segment !== versions/* DRAFT */.Ww)
        return;
    const near = (0,versions/* nearestVersion */.bm)(segment);
    const reason = segment === 'draft'
        ? 'the draft is unreleased and the registry does not validate against it ("schema version draft not available")'
        : `the registry publishes no schema for it ("schema version ${segment} not available"); its versions are ${PUBLISHED}`;
    report('/$schema', `"$schema" names the schema version ${(0,json/* quote */.hD)(segment)}, which mcp-publisher refuses: ${reason}. ${advice(near, `The nearest published version is ${near}: write ${use(near)}${near !== versions/* CURRENT */.eN ? ` (or the current ${versions/* CURRENT */.eN})` : ''}.`)}${segment === versions/* DRAFT */.Ww ? ' mcpdesc checked the rest of the file against the draft meanwhile.' : ''}`);
}));

// EXTERNAL MODULE: ./src/engine/fix.ts
var fix = __webpack_require__(7977);
// EXTERNAL MODULE: ./src/util/suggest.ts
var suggest = __webpack_require__(7406);
;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/structure.ts










const PACKAGE_NEEDS = {
    registryType: 'it says which registry to download the package from',
    registry_type: 'it says which registry to download the package from',
    identifier: 'it names the package to install',
    transport: 'it tells clients how to talk to the server once the package runs',
};
const URL_NEEDS = { url: 'it is where clients connect' };
/** Why a required field matters, by definition, for the message about a file without it. */
const NEEDED_FOR = {
    Server: {
        name: 'it is the server\u2019s identity in the registry',
        description: 'it is what people read in the registry\u2019s list',
        version: 'it names the release this file describes',
    },
    ClosedPackage: { ...PACKAGE_NEEDS, version: 'it names the release of the package to install' },
    Package: PACKAGE_NEEDS,
    KeyValueInput: { name: 'it is the variable or header the value is for' },
    NamedArgument: { name: 'it is the flag the client writes' },
    Repository: { url: 'it is where people find the code', source: 'it names the forge that hosts the code' },
    Icon: { src: 'it is where clients load the icon from' },
    StreamableHttpTransport: URL_NEEDS,
    SseTransport: URL_NEEDS,
    RemoteStreamableHttp: URL_NEEDS,
    RemoteSse: URL_NEEDS,
};
/**
 * mcpdesc.registry.structure: the file is valid against the JSON Schema of the version it declares:
 * required fields, types, allowed values, lengths, patterns, URI formats, and no unknown key where the
 * schema closes an object (a package until 2025-09-29). A file whose fields belong to another version
 * gets one finding that says so instead of one per field.
 */
/* harmony default export */ const structure = (registryRule('mcpdesc.registry.structure', (context) => {
    const { version, report } = context;
    const fit = fitOf(context);
    const summarised = fit.better.length > 0 && fit.rejected;
    // One foreign field is reported at its key; several, at the "$schema" they contradict.
    if (summarised) {
        if (fit.foreign.length === 1)
            report(fit.foreign[0].pointer, fitMessage(fit, version), 'key');
        else
            report('/$schema', fitMessage(fit, version));
    }
    const foreign = new Map(fit.foreign.map((f) => [f.pointer, f]));
    // A misspelt required key is one finding, the missing key's ("Found "identifer": did you mean \u2026?").
    const typos = new Set(context.issues().flatMap((i) => (i.missing?.found ? [(0,util_pointer/* joinPointer */.Kn)(i.pointer, i.missing.found)] : [])));
    for (const issue of context.issues()) {
        if (issue.kind === 'deprecated')
            continue;
        if (issue.kind === 'unavailable') {
            const f = foreign.get(issue.pointer);
            if (f?.closed && !summarised)
                report(issue.pointer, closedForeign(f, version), 'key');
            continue;
        }
        if (fit.explained.has(issue)) {
            if (!summarised)
                report(issue.pointer, renamedRequired(context, issue));
        }
        else if (issue.unknown) {
            if (!typos.has(issue.pointer))
                report(issue.pointer, unknownInClosed(context, issue), 'key');
        }
        else if (issue.missing && !isValueIssue(issue)) {
            report(issue.pointer, missingRequired(context, issue), 'value', (0,fix/* missingKeyFix */.v9)(issue.pointer, issue.missing, (0,util_pointer/* getAt */.sM)(context.root, issue.pointer)));
        }
        else if (isValueIssue(issue)) {
            report(issue.pointer, issue.message, issue.target);
        }
        else {
            report(issue.pointer, `${issue.message} mcp-publisher validates the file against the ${version} schema and rejects it.`, issue.target);
        }
    }
    // JSON Schema's additionalProperties: false allows no "x-" keys either (the model's closed objects do).
    for (const pkg of objectsOf(context.placed(), 'ClosedPackage')) {
        for (const key of Object.keys(pkg.value)) {
            if (key.startsWith('x-') && !(0,model/* fieldOf */._F)('ClosedPackage', key)) {
                report((0,util_pointer/* joinPointer */.Kn)(pkg.pointer, key), `Unknown property ${JSON.stringify(key)} in a package: the ${version} schema allows no other keys in a package, extensions included, so mcp-publisher rejects the file. Remove it, or move it to "_meta" under "io.modelcontextprotocol.registry/publisher-provided".`, 'key');
            }
        }
    }
}));
function owner(pointer) {
    const path = pathOf(pointer);
    return path === '' ? 'This server.json' : JSON.stringify(path);
}
function missingRequired(context, issue) {
    const key = issue.missing?.key;
    const found = issue.missing?.found;
    const holder = context.placed().find((p) => p.pointer === issue.pointer);
    const why = holder ? NEEDED_FOR[holder.definition]?.[key] : undefined;
    const preview = holder ? (0,model/* previewFieldFor */.Ki)(holder, key, context.version) : undefined;
    const hint = found
        ? `Found ${JSON.stringify(found)}: did you mean ${JSON.stringify(key)}?`
        : preview
            ? `It has ${JSON.stringify(preview)}, a field of a preview of the 2025-07-09 schema that became ${JSON.stringify(key)}: ${preview === 'version_detail' ? 'write its "version" as "version" here' : `rename it to ${JSON.stringify(key)}`}.`
            : `Add ${JSON.stringify(key)}.`;
    return `${owner(issue.pointer)} has no ${JSON.stringify(key)}, which the ${context.version} schema requires${why ? ` (${why})` : ''}, so mcp-publisher rejects the file. ${hint}`;
}
/** A required field the file has under another version's name (`registry_type` in a 2025-12-11 file). */
function renamedRequired(context, issue) {
    const key = issue.missing?.key;
    const holder = context.placed().find((p) => p.pointer === issue.pointer);
    const other = holder ? (0,model/* spellingsOf */.Hz)(holder.definition, key).find((s) => s !== key && (0,json/* hasOwn */.$3)(holder.value, s)) : undefined;
    const field = holder && other ? (0,model/* fieldOf */._F)(holder.definition, other) : undefined;
    const when = field?.until ?? field?.since ?? '';
    return `${owner(issue.pointer)} has no ${JSON.stringify(key)}, which the ${context.version} schema requires, so mcp-publisher rejects the file. It has ${JSON.stringify(other)}, the ${when} name of the same field: rename it to ${JSON.stringify(key)}.`;
}
/** A key of another version in an object the declared schema closes. */
function closedForeign(f, version) {
    const noun = model/* MODEL */.A2.definition(f.definition).noun;
    const start = `${JSON.stringify(f.key)} is not a field of ${article(noun)} in ${version}, whose schema allows no other keys in ${article(noun)}, so mcp-publisher rejects the file`;
    if (f.declaredName !== undefined) {
        const newer = versions/* AXIS */.iM.compare(f.versions[0], version) > 0;
        return newer
            ? `${start}: it is the name ${f.versions[0]} gave ${JSON.stringify(f.declaredName)}. Rename it to ${JSON.stringify(f.declaredName)}, or use the "$schema" of ${versions/* CURRENT */.eN} (the current version).`
            : `${start}: it is the ${f.versions[f.versions.length - 1]} name of ${JSON.stringify(f.declaredName)}. Rename it to ${JSON.stringify(f.declaredName)}.`;
    }
    return `${start}: it exists ${f.versions.length === 1 ? `only in ${f.versions[0]}` : `in ${f.versions[0]} to ${f.versions[f.versions.length - 1]}`}. Remove it.`;
}
/** A key no version defines, in an object the declared schema closes. */
function unknownInClosed(context, issue) {
    const unknown = issue.unknown;
    const noun = unknown.noun ?? 'object';
    const definition = context.placed().find((p) => (0,util_pointer/* joinPointer */.Kn)(p.pointer, unknown.key) === issue.pointer)?.definition;
    const preview = definition ? model/* PREVIEW_FIELDS */.JY[definition]?.[unknown.key] : undefined;
    const replacement = preview ? (0,model/* spellingIn */.or)(definition, preview.split(' ')[0], context.version) : undefined;
    const typo = unknown.suggestion ?? (0,suggest/* closest */.k)(unknown.key, unknown.known);
    const hint = preview
        ? `It is a field of a preview of the 2025-07-09 schema; write ${JSON.stringify(replacement ?? preview.split(' ')[0])} instead${preview.includes('(') ? ` ${preview.slice(preview.indexOf('('))}` : ''}.`
        : typo
            ? `Did you mean ${JSON.stringify(typo)}?`
            : `Remove it (${article(noun)} has ${(0,json/* listOf */.c3)(unknown.known, 'and')}).`;
    const parent = (0,util_pointer/* parentPointer */.Yg)(issue.pointer);
    const where = parent === '' ? '' : ` at ${JSON.stringify(pathOf(parent))}`;
    return `Unknown property ${JSON.stringify(unknown.key)} in ${article(noun)}${where}: the ${context.version} schema allows no other keys in ${article(noun)}, so mcp-publisher rejects the file. ${hint}`;
}

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/superseded.ts






/**
 * mcpdesc.registry.superseded: the file declares the current schema version at its published URL.
 * mcp-publisher warns on any other; the warning here says what moving to the current version takes:
 * each rename and each removed field the file has, and what the newer schema and registry rules ask
 * of its values, all derived from the model (its spans and renames) rather than written per version.
 */
/* harmony default export */ const superseded = (registryRule('mcpdesc.registry.superseded', (context) => {
    const { version, root } = context;
    // No published version declared (or the draft, which mcp-publisher refuses): mcpdesc.registry.schema says which to write.
    if (context.assumed || version === versions/* DRAFT */.Ww)
        return;
    const canonical = (0,versions/* schemaUrl */.ZZ)(versions/* CURRENT */.eN);
    if (version === versions/* CURRENT */.eN) {
        if (root.$schema !== canonical)
            context.report('/$schema', `"$schema" names ${versions/* CURRENT */.eN}, the current version, but not at its published URL, and mcp-publisher calls every other URL "not the current version" and warns. Write ${JSON.stringify(canonical)}.`);
        return;
    }
    const changes = [`set "$schema" to ${JSON.stringify(canonical)}`, ...migration(context)];
    context.report('/$schema', `This file declares the server.json schema of ${version}, but the current one is ${versions/* CURRENT */.eN}: mcp-publisher warns ("schema version ${version} is not the current version (${versions/* CURRENT */.eN})") and tools written for the current format may misread it. To move to ${versions/* CURRENT */.eN}, ${changes.join('; ')}${changes.length === 1 ? '; nothing else changes' : ''}.`);
}));
/** The changes that take the file from its version to the current one. */
function migration(context) {
    const renames = new Map();
    const removals = new Map();
    const objects = new Map(context.placed(versions/* CURRENT */.eN).map((p) => [p.pointer, p]));
    const add = (map, key, place) => map.set(key, [...(map.get(key) ?? []), place]);
    for (const issue of context.issues(versions/* CURRENT */.eN)) {
        if (issue.kind !== 'unavailable')
            continue;
        const holder = objects.get((0,util_pointer/* parentPointer */.Yg)(issue.pointer));
        const key = (0,util_pointer/* splitPointer */.GS)(issue.pointer).pop();
        if (!holder || !(0,model/* fieldOf */._F)(holder.definition, key))
            continue;
        const current = (0,model/* spellingIn */.or)(holder.definition, key, versions/* CURRENT */.eN);
        const place = pathOf((0,util_pointer/* parentPointer */.Yg)(issue.pointer));
        if (current && current !== key)
            add(renames, `rename ${JSON.stringify(key)} to ${JSON.stringify(current)}`, place);
        else
            add(removals, `remove ${JSON.stringify(key)}`, place);
    }
    const declared = new Set(context.issues().map(issueKey));
    const fixes = context
        .issues(versions/* CURRENT */.eN)
        .filter((i) => i.kind === 'invalid' && !declared.has(issueKey(i)) && !explainedByRename(i, context))
        .map((i) => `fix what ${versions/* CURRENT */.eN} rejects (${i.message.replace(/\.$/, '')})`);
    const ownProblems = new Set(packageTypeProblems(context, context.version).map((p) => p.change));
    const packages = packageTypeProblems(context, versions/* CURRENT */.eN)
        .map((p) => p.change)
        .filter((c) => !ownProblems.has(c));
    // A field the package's type drops in the current version needs no rename first.
    for (const [change, places] of renames) {
        const target = change.slice(change.indexOf(' to ') + 4);
        const kept = places.filter((place) => !packages.some((c) => c.startsWith(`remove ${target} from ${place}`)));
        if (kept.length === 0)
            renames.delete(change);
        else
            renames.set(change, kept);
    }
    const placed = (map) => [...map].map(([change, places]) => {
        const shown = places.filter((p) => p !== '');
        if (shown.length === 0)
            return change;
        return shown.length <= 3 ? `${change} (${shown.join(', ')})` : `${change} (${shown.length}\u00d7)`;
    });
    return [...placed(renames), ...placed(removals), ...fixes, ...new Set(packages)];
}
function issueKey(issue) {
    return `${issue.kind} ${issue.pointer} ${issue.missing?.key ?? issue.message}`;
}
/** A required field missing under the current version that the file has under its older name (the rename covers it). */
function explainedByRename(issue, context) {
    if (!issue.missing)
        return false;
    const holder = context.placed(versions/* CURRENT */.eN).find((p) => p.pointer === issue.pointer);
    if (!holder)
        return false;
    const fields = Object.entries(holder.value);
    return fields.some(([key]) => (0,model/* fieldOf */._F)(holder.definition, key)?.renamedTo !== undefined && (0,model/* spellingIn */.or)(holder.definition, key, versions/* CURRENT */.eN) === issue.missing?.key);
}

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/templated.ts


/**
 * mcpdesc.registry.templated: values a release pipeline fills in (`"version": "${VERSION}"`) are
 * recognized and accepted: the checks of values skip them. One note per file says so, since what is
 * published is the generated file, which is worth checking too.
 */
/* harmony default export */ const templated = (registryRule('mcpdesc.registry.templated', (context) => {
    const values = context.templated();
    if (values.length === 0)
        return;
    const shown = values.slice(0, 3).map((v) => `${JSON.stringify(v.template)} in ${JSON.stringify(pathOf(v.pointer) || '(root)')}`);
    const more = values.length > 3 ? ` and ${values.length - 3} more` : '';
    context.report(values[0].pointer, `This server.json holds ${values.length === 1 ? 'a value' : `${values.length} values`} that a release pipeline fills in (${shown.join(', ')}${more}); mcpdesc accepts ${values.length === 1 ? 'it as a placeholder' : 'them as placeholders'} and checks everything else. What gets published is the filled-in file: run mcpdesc on it too (e.g. in the release job, before mcp-publisher).`);
}));

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/title.ts

/**
 * mcpdesc.registry.title: a `title`, when given, has visible text. The schema needs one character,
 * but a title of spaces shows as a blank entry in a registry's list, and the registry refuses it.
 */
/* harmony default export */ const title = (registryRule('mcpdesc.registry.title', (context) => {
    const title = context.root.title;
    if (typeof title !== 'string' || title === '' || title.trim() !== '')
        return;
    context.report('/title', `"title" holds only whitespace, so a registry would list the server under a blank name, and mcp-publisher refuses it ("title cannot be only whitespace"). Write the short name people should see, such as "Weather", or remove "title".`);
}));

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/transport.ts







/**
 * mcpdesc.registry.transport: each package's transport is one a client can use: a stdio transport has
 * no `url` (the client talks to the process it starts); a streamable-http or sse transport has an
 * http(s) URL, and each `{variable}` in it names an environment variable, an argument's name or an
 * argument's `valueHint` of the package, so the client knows what to put there.
 */
/* harmony default export */ const transport = (registryRule('mcpdesc.registry.transport', (context) => {
    const { version, report } = context;
    const packages = new Map(context.objects(...model/* PACKAGE_DEFINITIONS */.Ac).map((p) => [p.pointer, p]));
    // A URL that breaks the schema's own pattern is structure's.
    const rejected = new Set(context
        .issues()
        .filter(isValueIssue)
        .map((i) => i.pointer));
    for (const transport of context.objects('StdioTransport', 'StreamableHttpTransport', 'SseTransport')) {
        const pkg = packages.get((0,util_pointer/* parentPointer */.Yg)(transport.pointer));
        if (!pkg)
            continue;
        const url = read(transport, 'url', version);
        if (transport.definition === 'StdioTransport') {
            if (url)
                report(url.pointer, `A stdio transport has no "url": the client starts the package and talks to it over standard input and output, and mcp-publisher refuses a URL here ("url must be empty for stdio transport type"). Remove "url", or set "type" to "streamable-http" if the package serves HTTP once it runs.`, 'key');
            continue;
        }
        const text = readString(transport, 'url', version);
        if (!text || (0,templates/* isTemplated */.dw)(text.value) || rejected.has(text.pointer))
            continue;
        const type = transport.value.type;
        if (!urls_httpUrl(text.value)) {
            report(text.pointer, `"url" ${(0,json/* quote */.hD)(text.value, 100)} is not an http:// or https:// URL with a host, so mcp-publisher refuses it ("invalid package transport URL") and clients cannot connect to the ${type} server the package runs. Write its full URL, such as "http://localhost:3000/mcp".`);
            continue;
        }
        const available = packageVariables(pkg.value);
        const undefinedNames = urlVariables(text.value).filter((name) => !available.includes(name));
        if (undefinedNames.length > 0) {
            const cased = undefinedNames.flatMap((n) => {
                const near = available.find((a) => a.toLowerCase() === n.toLowerCase());
                return near ? [`write "{${near}}" for "{${n}}" (names are case-sensitive)`] : [];
            });
            const rest = undefinedNames.filter((n) => !available.some((a) => a.toLowerCase() === n.toLowerCase()));
            const define = rest.length > 0 ? [`define ${(0,json/* listOf */.c3)(rest, 'and')}, e.g. as an environment variable {"name": ${(0,json/* quote */.hD)(rest[0])}}`] : [];
            report(text.pointer, `"url" uses ${(0,json/* listOf */.c3)(undefinedNames.map((n) => `{${n}}`), 'and')}, which no environment variable, argument name or argument valueHint of this package defines, so the client cannot fill ${undefinedNames.length === 1 ? 'it' : 'them'} in and mcp-publisher refuses the URL ("template variables in URL \u2026 reference undefined variables"). ${transport_capitalize([...cased, ...define].join(', and '))}.`);
        }
    }
}));
/** What a package's transport URL may refer to: its environment variables' names, its arguments' names and valueHints. */
function packageVariables(pkg) {
    const names = [];
    const list = (keys) => keys.flatMap((k) => (Array.isArray(pkg[k]) ? pkg[k] : [])).filter(json/* isObject */.Gv);
    for (const env of list(['environmentVariables', 'environment_variables']))
        if (typeof env.name === 'string')
            names.push(env.name);
    for (const arg of list(['runtimeArguments', 'runtime_arguments', 'packageArguments', 'package_arguments'])) {
        if (typeof arg.name === 'string' && arg.name !== '')
            names.push(arg.name);
        for (const hint of [arg.valueHint, arg.value_hint])
            if (typeof hint === 'string' && hint !== '')
                names.push(hint);
    }
    return [...new Set(names)];
}
function transport_capitalize(text) {
    return text.charAt(0).toUpperCase() + text.slice(1);
}

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/unknown-key.ts






/** Names people write for a field the format spells otherwise, by lowercased key; the target is the current name. */
const SYNONYMS = {
    required: 'isRequired',
    secret: 'isSecret',
    issecret: 'isSecret',
    sensitive: 'isSecret',
    repeated: 'isRepeated',
    homepage: 'websiteUrl',
    website: 'websiteUrl',
    homepageurl: 'websiteUrl',
    displayname: 'title',
    display_name: 'title',
    repo: 'repository',
    icon: 'icons',
    env: 'environmentVariables',
    environment: 'environmentVariables',
    env_vars: 'environmentVariables',
    envvars: 'environmentVariables',
    args: 'packageArguments',
    arguments: 'packageArguments',
    transport_type: 'type',
    transporttype: 'type',
    sha256: 'fileSha256',
    hint: 'valueHint',
};
/** What is lost when a field is misspelt, for the fields where it matters most. */
const LOST = {
    isRequired: 'clients treat the value as optional',
    isSecret: 'clients show and store the value as plain text',
};
/**
 * mcpdesc.registry.unknown-key: keys that are near misses of a field ("descripton", "required" for
 * "isRequired", "homepage" for "websiteUrl") or fields of the schema's early previews ("version_detail").
 * mcp-publisher drops keys it does not know, so the setting is silently lost. Keys that are not near any
 * field are left alone (the schema allows them outside packages), and keys of objects the schema closes
 * are mcpdesc.registry.structure's.
 */
/* harmony default export */ const unknown_key = (registryRule('mcpdesc.registry.unknown-key', (context) => {
    const { version, report } = context;
    // A misspelt required key is structure's finding ("Found "descripton": did you mean \u2026?").
    const typos = new Set(context.issues().flatMap((i) => (i.missing?.found ? [(0,util_pointer/* joinPointer */.Kn)(i.pointer, i.missing.found)] : [])));
    // So is a preview field that stands for a missing required one ("version_detail" for "version").
    for (const issue of context.issues()) {
        const holder = issue.missing ? context.placed().find((p) => p.pointer === issue.pointer) : undefined;
        const preview = holder && issue.missing ? (0,model/* previewFieldFor */.Ki)(holder, issue.missing.key, version) : undefined;
        if (preview)
            typos.add((0,util_pointer/* joinPointer */.Kn)(issue.pointer, preview));
    }
    for (const { definition, pointer, value } of context.placed()) {
        const def = model/* MODEL */.A2.definition(definition);
        if (def.closed || !def.fields || definition === 'Meta')
            continue;
        const fields = def.fields;
        const known = Object.keys(fields).filter((k) => versions/* AXIS */.iM.inSpan(version, fields[k]));
        for (const key of Object.keys(value)) {
            const at = (0,util_pointer/* joinPointer */.Kn)(pointer, key);
            if (Object.hasOwn(fields, key) || typos.has(at))
                continue;
            const preview = model/* PREVIEW_FIELDS */.JY[definition]?.[key];
            const synonym = SYNONYMS[key.toLowerCase()] ?? SYNONYMS[key.toLowerCase().replace(/[^a-z_]/g, '')];
            const suggestion = (preview ? (0,model/* spellingIn */.or)(definition, preview.split(' ')[0], version) : undefined) ??
                (0,suggest/* closest */.k)(key, known) ??
                (synonym ? (0,model/* spellingIn */.or)(definition, synonym, version) : undefined);
            if (!suggestion)
                continue;
            const lost = LOST[(0,model/* spellingIn */.or)(definition, suggestion, '2025-12-11') ?? suggestion];
            const why = preview ? `it is a field of a preview of the 2025-07-09 schema that no published schema has.` : `did you mean ${JSON.stringify(suggestion)}?`;
            report(at, `${JSON.stringify(key)} is not a field of ${article(def.noun)}: ${why} mcp-publisher drops fields it does not know, so ${lost ?? 'the setting is lost'}. ${preview
                ? `Write ${JSON.stringify(suggestion)} instead${preview.includes('(') ? ` ${preview.slice(preview.indexOf('('))}` : ''}.`
                : `Rename it to ${JSON.stringify(suggestion)}.`}`, 'key');
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/version.ts





/** `1`, `1.2.3`, `v1.2.3.4`, `1.2.3-beta.1`: one version in the shape the range patterns use. */
function isVersionLike(text) {
    const dash = text.indexOf('-');
    const main = (dash >= 0 ? text.slice(0, dash) : text).replace(/^v/, '');
    const pre = dash >= 0 ? text.slice(dash + 1) : undefined;
    if (pre !== undefined && !/^[0-9A-Za-z.-]+$/.test(pre))
        return false;
    const parts = main.split('.');
    return parts.length >= 1 && parts.length <= 4 && parts.every((p) => /^\d+$/.test(p));
}
/**
 * What mcp-publisher's range detection (`looksLikeVersionRange`) sees in a version: a comparator
 * ("^1.2.3", ">=1.0"), a hyphen range ("1.0 - 2.0"), an OR range ("1.2 || 1.3") or a wildcard ("1.x").
 * Written without regular expressions over the whole text, so it is linear on any input.
 */
function rangeKind(version) {
    const text = version.trim();
    if (text === '')
        return undefined;
    for (const op of ['>=', '<=', '^', '~', '>', '<', '=']) {
        if (text.startsWith(op) && isVersionLike(text.slice(op.length).trim()))
            return 'a comparator range';
    }
    const hyphen = text.split(/\s-\s*/);
    if (hyphen.length === 2 && isVersionLike(hyphen[0].trim()) && isVersionLike(hyphen[1].trim()))
        return 'a hyphen range';
    const alternatives = text.split('||');
    if (alternatives.length > 1 && alternatives.every((a) => isVersionLike(a.trim())))
        return 'an OR range';
    const dash = text.indexOf('-');
    const main = dash >= 0 ? text.slice(0, dash) : text;
    const pre = dash >= 0 ? text.slice(dash + 1) : undefined;
    const parts = main.split('.');
    const dotted = parts.length >= 2 &&
        parts.length <= 3 &&
        parts.every((p, i) => /^(?:\d+|x|X|\*)$/.test(i === 0 ? p.replace(/^v(?=\d)/, '') : p)) &&
        (pre === undefined || /^[0-9A-Za-z.-]+$/.test(pre));
    if (!dotted || !/[xX*]/.test(text))
        return undefined;
    // mcp-publisher looks for the wildcard anywhere in the text, its pre-release included.
    return /[xX*]/.test(main) ? 'a wildcard' : `a wildcard to mcp-publisher, which reads the "x" in its pre-release ${(0,json/* quote */.hD)(pre)} as one`;
}
/**
 * mcpdesc.registry.version: the server's version and each package's version name one release: not
 * "latest" (reserved: the registry keeps it for the newest release), not a range. A server.json
 * describes one release, so clients install exactly what was published and tested.
 */
/* harmony default export */ const version = (registryRule('mcpdesc.registry.version', (context) => {
    const { root, report } = context;
    const sites = [];
    if (typeof root.version === 'string')
        sites.push({ pointer: '/version', key: 'version', value: root.version, isPackage: false });
    for (const pkg of context.objects(...model/* PACKAGE_DEFINITIONS */.Ac)) {
        const found = readString(pkg, 'version', context.version);
        if (found)
            sites.push({ pointer: found.pointer, key: pathOf(found.pointer), value: found.value, isPackage: true });
    }
    for (const site of sites) {
        if ((0,templates/* isTemplated */.dw)(site.value))
            continue;
        // A package's "latest" breaks the schema itself: mcpdesc.registry.structure reports it.
        if (site.value === 'latest' && !site.isPackage) {
            report(site.pointer, `"version" is "latest", which the registry reserves for the newest release it lists ("version string 'latest' is reserved and cannot be used"), so it refuses the file. Write this release's exact version, such as "1.0.2".`);
            continue;
        }
        const kind = rangeKind(site.value);
        if (kind) {
            const fix = kind.includes('pre-release')
                ? `Write the pre-release without "x", "X" or "*" (such as ${JSON.stringify(`${exampleOf(site.value)}-rc.1`)}), or the release itself.`
                : `Write the exact version, such as ${JSON.stringify(exampleOf(site.value))}.`;
            report(site.pointer, `${JSON.stringify(site.key)} is ${(0,json/* quote */.hD)(site.value)}, ${kind}, but a server.json names one exact release ("version must be a specific version, not a range"), so the registry refuses it and clients could not tell which release to install. ${fix}`);
        }
    }
}));
/** The version a range most likely means: "^1.2.3" \u2192 "1.2.3", "1.x" \u2192 "1.0.0". */
function exampleOf(range) {
    const first = range
        .replace(/^[\s^~><=v]+/, '')
        .split(/[\s|]/)[0]
        .split('-')[0];
    const parts = first.split('.').map((p) => (/^\d+$/.test(p) ? p : '0'));
    while (parts.length < 3)
        parts.push('0');
    return parts.join('.');
}

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/legacy-shape.ts





/**
 * The pre-release registry's snake_case keys (docs/server-json/schema.json of mid-2025, the publisher's
 * template) and what the current schema calls them.
 */
const RENAMES = {
    registry_name: 'registryType',
    registry_type: 'registryType',
    registry_base_url: 'registryBaseUrl',
    package_arguments: 'packageArguments',
    runtime_arguments: 'runtimeArguments',
    environment_variables: 'environmentVariables',
    runtime_hint: 'runtimeHint',
    file_sha256: 'fileSha256',
    is_required: 'isRequired',
    is_secret: 'isSecret',
    is_repeated: 'isRepeated',
    value_hint: 'valueHint',
    transport_type: 'type',
};
/**
 * Whether the file is in the shape the registry used before its dated schemas: `version_detail`, or a
 * package with `registry_name`, and no `$schema` naming a published version (the .NET template's first
 * files name a preview URL, ".../schemas/draft/2025-07-09/server.json"; the published 2025-07-09 has
 * snake_case keys of its own).
 */
function isLegacy(root) {
    if ((0,versions/* declaredVersion */.Pn)(root) !== null)
        return false;
    if ((0,json/* isObject */.Gv)(root.version_detail))
        return true;
    return Array.isArray(root.packages) && root.packages.some((p) => (0,json/* isObject */.Gv)(p) && (0,json/* hasOwn */.$3)(p, 'registry_name'));
}
/**
 * mcpdesc.registry.legacy-shape: a server.json written before the registry's dated schemas (no `$schema`
 * of a published version, `version_detail`, snake_case keys such as `registry_name`), as the publisher's first template and the
 * .NET template's `.mcp/server.json` wrote it. mcp-publisher reads none of these keys: each is reported
 * with its current name (mcpdesc.registry.schema asks for the `$schema`).
 */
/* harmony default export */ const legacy_shape = ((0,types/* documentRule */.yr)('mcpdesc.registry.legacy-shape', ({ parsed, report }) => {
    const root = parsed.value;
    if (!(0,json/* isObject */.Gv)(root) || !isLegacy(root))
        return;
    const detail = root.version_detail;
    if ((0,json/* isObject */.Gv)(detail) && !(0,json/* hasOwn */.$3)(root, 'version')) {
        const version = typeof detail.version === 'string' ? detail.version : '<version>';
        report('/version_detail', `"version_detail" is the pre-release registry's; the current server.json says the release in a top-level "version", and mcp-publisher reads no "version_detail". Replace it with "version": ${JSON.stringify(version)}.`, 'key');
    }
    for (const [list, label] of [
        ['packages', 'package'],
        ['remotes', 'remote'],
    ]) {
        const items = root[list];
        if (!Array.isArray(items))
            continue;
        items.forEach((item, index) => {
            if (!(0,json/* isObject */.Gv)(item))
                return;
            const at = `/${list}/${index}`;
            // The pre-release package named its package "name" beside "registry_name"; "identifier" now.
            if (label === 'package' && (0,json/* hasOwn */.$3)(item, 'registry_name') && typeof item.name === 'string' && !(0,json/* hasOwn */.$3)(item, 'identifier'))
                renamed(at, item, 'name', 'identifier');
            renameKeys(at, item, 0);
        });
    }
    function renameKeys(pointer, object, depth) {
        for (const [key, value] of Object.entries(object)) {
            const at = (0,util_pointer/* joinPointer */.Kn)(pointer, key);
            if (Object.hasOwn(RENAMES, key))
                renamed(pointer, object, key, RENAMES[key]);
            // Arguments, variables and headers sit one or two levels down (a list of objects); nothing deeper is the registry's.
            if (depth >= 2 || !Array.isArray(value))
                continue;
            for (const [i, entry] of value.entries())
                if ((0,json/* isObject */.Gv)(entry))
                    renameKeys((0,util_pointer/* joinPointer */.Kn)(at, String(i)), entry, depth + 1);
        }
    }
    function renamed(pointer, object, key, to) {
        report((0,util_pointer/* joinPointer */.Kn)(pointer, key), `${JSON.stringify(key)} is the pre-release registry's name for ${JSON.stringify(to)}, which mcp-publisher reads instead. Rename it to ${JSON.stringify(to)}.`, 'key', undefined, (0,fix/* renameFix */.eP)(key, to, object, true));
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/draft-field.ts




/** The draft's `postInstallInstructions[]` item: `description` required, `documentation` a URI (the draft's tests). */
const ITEM_KEYS = ['description', 'command', 'documentation', 'optional'];
/**
 * mcpdesc.registry.draft-field: `packages[].postInstallInstructions`, which only the registry's unreleased
 * draft defines. Under the draft, each item has a `description` and, when given, a `documentation` URL;
 * under a dated schema the registry keeps no such field, so the instructions never reach a client.
 */
/* harmony default export */ const draft_field = ((0,types/* documentRule */.yr)('mcpdesc.registry.draft-field', ({ parsed, report }) => {
    const root = parsed.value;
    if (!(0,json/* isObject */.Gv)(root) || !Array.isArray(root.packages))
        return;
    const draft = (0,versions/* namesDraft */.y5)(root.$schema);
    for (const [index, pkg] of root.packages.entries()) {
        if (!(0,json/* isObject */.Gv)(pkg) || !('postInstallInstructions' in pkg))
            continue;
        const at = (0,util_pointer/* joinPointer */.Kn)('/packages', index, 'postInstallInstructions');
        const list = pkg.postInstallInstructions;
        if (!draft) {
            report(at, 'Only the registry\'s unreleased draft schema has "postInstallInstructions"; under the version this file declares the registry keeps no such field, so no client shows these instructions. Say them in the README until a dated schema has the field, or declare the draft.', 'key');
            continue;
        }
        if (!Array.isArray(list)) {
            report(at, `"postInstallInstructions" is ${(0,json/* shown */.SP)(list)}, but the draft reads a list of {description, command, documentation, optional}. Write a list.`);
            continue;
        }
        for (const [i, item] of list.entries()) {
            const itemAt = (0,util_pointer/* joinPointer */.Kn)(at, i);
            if (!(0,json/* isObject */.Gv)(item)) {
                report(itemAt, `Each post-install instruction is an object with a "description", not ${(0,json/* shown */.SP)(item)}. Write {"description": "\u2026"}.`);
                continue;
            }
            if (typeof item.description !== 'string' || item.description.trim() === '')
                report(itemAt, 'This post-install instruction has no "description", which the draft requires: clients show it, and never run the command themselves. Add "description" with what the user should do.');
            const doc = item.documentation;
            if (doc !== undefined && (typeof doc !== 'string' || !/^https?:\/\/\S+$/.test(doc)))
                report((0,util_pointer/* joinPointer */.Kn)(itemAt, 'documentation'), `"documentation" is ${(0,json/* shown */.SP)(doc)}, but the draft requires a URL. Write the full link, such as "https://example.com/setup".`);
            for (const key of Object.keys(item))
                if (!ITEM_KEYS.includes(key))
                    report((0,util_pointer/* joinPointer */.Kn)(itemAt, key), `The draft defines no ${(0,json/* quote */.hD)(key)} in a post-install instruction, whose keys are ${ITEM_KEYS.map((k) => (0,json/* quote */.hD)(k)).join(', ')}. Remove it.`, 'key');
        }
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/rules/index.ts



















/** Rules that read the file whatever it holds: the `$schema` it declares. */
const DOCUMENT_RULES = [schema, legacy_shape, draft_field];
/** Rules that read the file in the schema version it declares. */
const rules_RULES = [
    superseded,
    structure,
    field_version,
    unknown_key,
    rules_name,
    title,
    version,
    repository,
    https_link,
    package_type,
    file_hash,
    package_identifier,
    transport,
    remote,
    named_argument,
    templated,
];

;// CONCATENATED MODULE: ./src/formats/mcp-registry-server/index.ts
/**
 * The MCP Registry's `server.json`, versioned by the date in its `$schema` URL. Many other tools use
 * the name `server.json` (json-server databases, game servers), so only its content makes it one.
 * The model per version is model.ts (with values.ts and registry-types.ts), the rules are rules/;
 * how a file is recognized is info.ts.
 */






/** The format's definition, for tests that check a server.json with rules of their own. */
const REGISTRY_SERVER = {
    ...info/* REGISTRY_SERVER_INFO */.Dh,
    documentRules: DOCUMENT_RULES,
    rules: rules_RULES,
    context: registryContext,
};
/* harmony default export */ const mcp_registry_server = ((0,types/* defineFormat */.nP)(REGISTRY_SERVER));


/***/ }),

/***/ 1474:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A2: () => (/* binding */ MODEL),
/* harmony export */   Ac: () => (/* binding */ PACKAGE_DEFINITIONS),
/* harmony export */   EV: () => (/* binding */ REMOVED_BECAUSE),
/* harmony export */   Hz: () => (/* binding */ spellingsOf),
/* harmony export */   JY: () => (/* binding */ PREVIEW_FIELDS),
/* harmony export */   Ki: () => (/* binding */ previewFieldFor),
/* harmony export */   _F: () => (/* binding */ fieldOf),
/* harmony export */   or: () => (/* binding */ spellingIn)
/* harmony export */ });
/* harmony import */ var _model_check_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4662);
/* harmony import */ var _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2730);
/* harmony import */ var _util_json_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4976);
/* harmony import */ var _versions_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1741);
/**
 * server.json as each published schema defines it, one field's history on one line (src/model/dsl.ts):
 * the schemas of 2025-07-09 spell fields in snake_case, 2025-09-16 renamed them all to camelCase
 * (`renamedTo` links the two spellings), 2025-09-29 removed `status` and `_meta`'s official block,
 * 2025-10-11 added `title`, `icons` and `placeholder`, opened `Package` and made its `version` optional,
 * 2025-12-11 added URL `variables` to remotes. What JSON Schema says about a value beyond its type
 * (lengths, patterns, `format: uri`) is in values.ts; what the registry requires of each registry type
 * is in registry-types.ts.
 */




/** The last version with snake_case names, and the first with camelCase ones. */
const SNAKE = { until: '2025-07-09' };
const CAMEL = (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .since */ .XP)('2025-09-16');
/** A field's snake_case spelling, renamed to `camel` in 2025-09-16. */
const snake = (make, type, camel) => make(type, { ...SNAKE, renamedTo: camel });
const INPUT = {
    description: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
    is_required: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM, 'isRequired'),
    isRequired: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM, CAMEL),
    format: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .oneOf */ .yL)('string', 'number', 'boolean', 'filepath')),
    value: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
    is_secret: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM, 'isSecret'),
    isSecret: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM, CAMEL),
    default: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
    placeholder: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .since */ .XP)('2025-10-11')),
    choices: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj)),
};
const WITH_VARIABLES = { ...INPUT, variables: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .map */ .Tj)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Input'))) };
const HTTP_TRANSPORT = { url: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj), headers: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('KeyValueInput'))) };
/** A remote's URL `{variables}`, since 2025-12-11. */
const REMOTE_VARIABLES = { variables: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .map */ .Tj)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Input')), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .since */ .XP)('2025-12-11')) };
const PACKAGE = {
    registry_type: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ, _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, 'registryType'),
    registryType: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, CAMEL),
    registry_base_url: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, 'registryBaseUrl'),
    registryBaseUrl: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, CAMEL),
    identifier: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
    version: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, { requiredSpan: { until: '2025-09-29' } }),
    file_sha256: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, 'fileSha256'),
    fileSha256: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, CAMEL),
    runtime_hint: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, 'runtimeHint'),
    runtimeHint: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, CAMEL),
    runtime_arguments: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Argument')), 'runtimeArguments'),
    runtimeArguments: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Argument')), CAMEL),
    package_arguments: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Argument')), 'packageArguments'),
    packageArguments: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Argument')), CAMEL),
    environment_variables: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('KeyValueInput')), 'environmentVariables'),
    environmentVariables: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('KeyValueInput')), CAMEL),
    transport: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('LocalTransport')),
};
const OFFICIAL_META = 'io.modelcontextprotocol.registry/official';
const PUBLISHER_META = 'io.modelcontextprotocol.registry/publisher-provided';
const DEFINITIONS = [
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('Server', 'server.json', {
        $schema: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        name: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        title: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .since */ .XP)('2025-10-11')),
        description: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        version: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        status: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .oneOf */ .yL)('active', 'deprecated', 'deleted'), { until: '2025-09-16' }),
        repository: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Repository')),
        website_url: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, 'websiteUrl'),
        websiteUrl: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, CAMEL),
        icons: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Icon')), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .since */ .XP)('2025-10-11')),
        // Closed until 2025-09-29 (additionalProperties: false), open since.
        packages: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .versioned */ .iF)(['2025-07-09', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('ClosedPackage'))], ['2025-10-11', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Package'))])),
        remotes: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('RemoteTransport'))),
        _meta: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('Meta')),
    }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('Meta', '"_meta" object', {
        [PUBLISHER_META]: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ik),
        [OFFICIAL_META]: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .object */ .Ik, { until: '2025-09-16' }),
    }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('Repository', 'repository', { url: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj), source: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj), id: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj), subfolder: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj) }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('Icon', 'icon', {
        src: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        mimeType: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .oneOf */ .yL)('image/png', 'image/jpeg', 'image/jpg', 'image/svg+xml', 'image/webp')),
        sizes: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .array */ .YO)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj)),
        theme: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .oneOf */ .yL)('light', 'dark')),
    }, (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .since */ .XP)('2025-10-11')),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('ClosedPackage', 'package', PACKAGE, { until: '2025-09-29', closed: true }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('Package', 'package', PACKAGE, (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .since */ .XP)('2025-10-11')),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('Input', 'input', INPUT),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('KeyValueInput', 'environment variable or header', { name: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj), ...WITH_VARIABLES }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('PositionalArgument', 'positional argument', {
        type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .constant */ .dY)('positional')),
        value_hint: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, 'valueHint'),
        valueHint: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj, CAMEL),
        is_repeated: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM, 'isRepeated'),
        isRepeated: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM, CAMEL),
        ...WITH_VARIABLES,
    }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('NamedArgument', 'named argument', {
        type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .constant */ .dY)('named')),
        name: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .string */ .Yj),
        is_repeated: snake(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7, _model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM, 'isRepeated'),
        isRepeated: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .opt */ .m7)(_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .boolean */ .zM, CAMEL),
        ...WITH_VARIABLES,
    }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .alias */ .nK)('Argument', 'argument', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KC)([(0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .option */ .uK)('positional argument', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('PositionalArgument')), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .option */ .uK)('named argument', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('NamedArgument'))], { key: 'type' })),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('StdioTransport', 'stdio transport', { type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .constant */ .dY)('stdio')) }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('StreamableHttpTransport', 'streamable-http transport', { type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .constant */ .dY)('streamable-http')), ...HTTP_TRANSPORT }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('SseTransport', 'sse transport', { type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .constant */ .dY)('sse')), ...HTTP_TRANSPORT }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .alias */ .nK)('LocalTransport', 'transport', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KC)([
        (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .option */ .uK)('stdio transport', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('StdioTransport')),
        (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .option */ .uK)('streamable-http transport', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('StreamableHttpTransport')),
        (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .option */ .uK)('sse transport', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('SseTransport')),
    ], { key: 'type' })),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('RemoteStreamableHttp', 'streamable-http remote', { type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .constant */ .dY)('streamable-http')), ...HTTP_TRANSPORT, ...REMOTE_VARIABLES }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .define */ .E8)('RemoteSse', 'sse remote', { type: (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .req */ .DQ)((0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .constant */ .dY)('sse')), ...HTTP_TRANSPORT, ...REMOTE_VARIABLES }),
    (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .alias */ .nK)('RemoteTransport', 'remote', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .union */ .KC)([(0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .option */ .uK)('streamable-http remote', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('RemoteStreamableHttp')), (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .option */ .uK)('sse remote', (0,_model_dsl_js__WEBPACK_IMPORTED_MODULE_1__/* .ref */ .KR)('RemoteSse'))], { key: 'type' })),
];
const MODEL = new _model_check_js__WEBPACK_IMPORTED_MODULE_0__/* .Model */ .Kx(_versions_js__WEBPACK_IMPORTED_MODULE_2__/* .AXIS */ .iM, DEFINITIONS);
/** The package definitions, whichever version's. */
const PACKAGE_DEFINITIONS = ['ClosedPackage', 'Package'];
/** Why a field left the format, for messages about a file that still has it. */
const REMOVED_BECAUSE = {
    status: 'the registry manages a server\u2019s status itself since 2025-09-29',
    [OFFICIAL_META]: 'the registry adds it to what it serves; publishers never write it',
};
/**
 * Fields of the preview revisions of the 2025-07-09 schema (published under the same URL before its
 * final text), which no schema the registry validates against has: what each became.
 */
const PREVIEW_FIELDS = {
    Server: { version_detail: 'version (a string: "version_detail": {"version": "1.0.0"} became "version": "1.0.0")' },
    ClosedPackage: {
        registry_name: 'registry_type (registryType since 2025-09-16)',
        name: 'identifier',
        download_url: 'identifier (an MCPB package\u2019s download URL is its identifier)',
    },
    Package: {
        registry_name: 'registryType',
        name: 'identifier',
        download_url: 'identifier (an MCPB package\u2019s download URL is its identifier)',
    },
};
/** A field of a definition by name, whatever versions it exists in. */
function fieldOf(definition, key) {
    const fields = MODEL.definition(definition).fields;
    return fields && (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .hasOwn */ .$3)(fields, key) ? fields[key] : undefined;
}
/**
 * How `version` spells a field of `definition` known by any of its names (`registryType` is
 * `registry_type` in 2025-07-09), or undefined when the version has no such field.
 */
function spellingIn(definition, key, version) {
    const fields = MODEL.definition(definition).fields ?? {};
    const names = new Set([key]);
    // Follow renames both ways until no new name appears.
    for (let grew = true; grew;) {
        grew = false;
        for (const [name, field] of Object.entries(fields)) {
            const linked = (field.renamedTo !== undefined && names.has(field.renamedTo)) || (names.has(name) && field.renamedTo !== undefined);
            for (const n of linked ? [name, field.renamedTo] : []) {
                if (!names.has(n)) {
                    names.add(n);
                    grew = true;
                }
            }
        }
    }
    return [...names].find((name) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .hasOwn */ .$3)(fields, name) && _versions_js__WEBPACK_IMPORTED_MODULE_2__/* .AXIS */ .iM.inSpan(version, fields[name]));
}
/** Every spelling a field of `definition` has had (`registryType`, `registry_type`). */
function spellingsOf(definition, key) {
    return [...new Set(_versions_js__WEBPACK_IMPORTED_MODULE_2__/* .AXIS */ .iM.versions.map((v) => spellingIn(definition, key, v)).filter((s) => s !== undefined))];
}
/** A present key of the schema's previews that became `key` (`version_detail` for `version`), if any. */
function previewFieldFor(holder, key, version) {
    const fields = PREVIEW_FIELDS[holder.definition] ?? {};
    return Object.keys(fields).find((k) => (0,_util_json_js__WEBPACK_IMPORTED_MODULE_3__/* .hasOwn */ .$3)(holder.value, k) && spellingIn(holder.definition, fields[k].split(' ')[0], version) === key);
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

/***/ 4826:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   W$: () => (/* binding */ parseDataUri),
/* harmony export */   WU: () => (/* binding */ checkAbsoluteUri),
/* harmony export */   _0: () => (/* binding */ checkScheme),
/* harmony export */   dz: () => (/* binding */ schemeOf),
/* harmony export */   eD: () => (/* binding */ normalizeUri)
/* harmony export */ });
/**
 * RFC 3986 URI syntax, checked closely enough to explain what is wrong: resource URIs, icon sources
 * and the literal start of URI templates. A problem is a message fragment ("it contains a space at
 * character 5: \u2026"): what is wrong, where (1-based characters) and the fix, for a rule to wrap.
 */
const HEX = /^[0-9A-Fa-f]{2}$/;
const UNRESERVED_OR_SUB_DELIM = /[A-Za-z0-9\-._~!$&'()*+,;=]/;
/** The scheme of an absolute URI ("https"), or undefined when the text does not start with one. */
function schemeOf(text) {
    const match = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(text);
    return match ? match[1] : undefined;
}
/** Why `text` does not start with a valid scheme and ":", or null when it does. */
function checkScheme(text) {
    // A one-letter "scheme" followed by a slash is a drive letter, not a URI.
    if (/^[A-Za-z]:[\\/]/.test(text)) {
        return `this looks like a Windows path: write it as a file URI such as "file:///${text.charAt(0)}:/${text.slice(3).replace(/\\/g, '/')}"`;
    }
    if (schemeOf(text) !== undefined)
        return null;
    const colon = text.indexOf(':');
    const candidate = colon < 0 ? '' : text.slice(0, colon);
    if (colon <= 0 || /[/?#]/.test(candidate)) {
        return 'it has no scheme, so it is a relative reference: start it with a scheme such as "file:" or "https:"';
    }
    if (!/^[A-Za-z]/.test(candidate)) {
        return `the scheme ${JSON.stringify(candidate)} must start with a letter`;
    }
    const bad = [...candidate].findIndex((c) => !/[A-Za-z0-9+.-]/.test(c));
    return `the scheme ${JSON.stringify(candidate)} contains ${JSON.stringify(candidate[bad])}, but a scheme may only contain letters, digits, "+", "-" and "."`;
}
/** Why `text` is not an absolute RFC 3986 URI (a fragment is allowed), or null when it is one. */
function checkAbsoluteUri(text) {
    if (text === '')
        return 'it is empty';
    const schemeProblem = checkScheme(text);
    if (schemeProblem)
        return schemeProblem;
    const scheme = schemeOf(text);
    const start = scheme.length + 1;
    const characters = checkCharacters(text, start);
    if (characters)
        return characters;
    if (!text.startsWith('//', start)) {
        const bracket = text.search(/[[\]]/);
        return bracket < 0 ? null : `${JSON.stringify(text[bracket])} is only allowed around an IP address in the host: percent-encode it`;
    }
    return checkAuthority(text, scheme, start + 2);
}
/** Each character after the scheme must be a URI character or a percent-encoding; "#" starts the one fragment. */
function checkCharacters(text, from) {
    let fragment = false;
    for (let i = from; i < text.length; i++) {
        const c = text[i];
        if (c === '%') {
            if (!HEX.test(text.slice(i + 1, i + 3))) {
                return `"%" at character ${i + 1} does not start a percent-encoding ("%" and two hex digits): write "%25" for a literal "%"`;
            }
            i += 2;
        }
        else if (c === '#') {
            if (fragment)
                return `a second "#" at character ${i + 1}: percent-encode it as "%23"`;
            fragment = true;
        }
        else if (!(UNRESERVED_OR_SUB_DELIM.test(c) || ':@/?[]'.includes(c))) {
            return invalidCharacter(text, i);
        }
    }
    return null;
}
function invalidCharacter(text, index) {
    const character = String.fromCodePoint(text.codePointAt(index));
    const at = `at character ${index + 1}`;
    if (character === ' ')
        return `it contains a space ${at}: percent-encode it as "%20"`;
    if (/^[\ud800-\udfff]$/.test(character))
        return `it contains the unpaired surrogate U+${hex(character)} ${at}, which is not text: remove it`;
    if (/[\u0000-\u001f\u007f]/.test(character))
        return `it contains the control character U+${hex(character)} ${at}: remove it`;
    return `it contains ${JSON.stringify(character)} ${at}, which URIs only allow percent-encoded: write ${JSON.stringify(encodeURIComponent(character))}`;
}
/** authority = [ userinfo "@" ] host [ ":" port ]; http(s) URIs need a host. */
function checkAuthority(text, scheme, from) {
    const end = indexOfAny(text, '/?#', from);
    const authority = text.slice(from, end);
    const at = authority.lastIndexOf('@');
    const hostStart = from + at + 1;
    const hostPort = authority.slice(at + 1);
    const userinfoBracket = authority.slice(0, Math.max(at, 0)).search(/[[\]]/);
    if (userinfoBracket >= 0)
        return 'the user information contains "[" or "]": percent-encode it';
    // Readers split at the first "@" or the last one: a second "@" makes the host ambiguous.
    if (at > 0 && authority.indexOf('@') !== at)
        return `the authority has two "@" (character ${from + authority.indexOf('@') + 1} and ${hostStart}): percent-encode the one in the user information as "%40"`;
    let host = hostPort;
    let port = '';
    if (hostPort.startsWith('[')) {
        const close = hostPort.indexOf(']');
        if (close < 0)
            return `the IP address opened with "[" at character ${hostStart + 1} is not closed with "]"`;
        host = hostPort.slice(0, close + 1);
        const after = hostPort.slice(close + 1);
        if (after !== '' && !after.startsWith(':'))
            return `unexpected ${JSON.stringify(after[0])} after the IP address: only ":port" may follow it`;
        port = after.slice(1);
        if (!/^\[(?:[0-9A-Fa-f:.]+|v[0-9A-Fa-f]+\.[A-Za-z0-9\-._~!$&'()*+,;=:]+)\]$/.test(host)) {
            return `${JSON.stringify(host)} is not an IP address literal`;
        }
    }
    else {
        const colon = hostPort.lastIndexOf(':');
        if (colon >= 0) {
            host = hostPort.slice(0, colon);
            port = hostPort.slice(colon + 1);
        }
        const bracket = hostPort.search(/[[\]]/);
        if (bracket >= 0)
            return `${JSON.stringify(hostPort[bracket])} is only allowed around an IP address in the host`;
        const portColon = host.indexOf(':');
        if (portColon >= 0)
            return `the host contains ":" at character ${hostStart + portColon + 1}: write an IPv6 address in brackets ("[::1]")`;
    }
    if (!/^[0-9]*$/.test(port)) {
        return `the port ${JSON.stringify(port)} must be a number`;
    }
    if (port !== '' && Number(port) > 65_535)
        return `the port ${port} is beyond 65535, the largest there is`;
    if (host === '' && /^https?$/i.test(scheme)) {
        return `an ${scheme.toLowerCase()} URI needs a host after "//"`;
    }
    return null;
}
function indexOfAny(text, characters, from) {
    for (let i = from; i < text.length; i++)
        if (characters.includes(text[i]))
            return i;
    return text.length;
}
function hex(character) {
    return character.codePointAt(0).toString(16).toUpperCase().padStart(4, '0');
}
/**
 * The form two URIs are compared in: RFC 3986 \u00a76.2.2 syntax-based normalization (case of scheme, host
 * and percent-encodings; percent-encoded unreserved characters decoded).
 */
function normalizeUri(text) {
    const scheme = schemeOf(text);
    if (scheme === undefined)
        return text;
    let rest = text.slice(scheme.length + 1).replace(/%([0-9A-Fa-f]{2})/g, (_, byte) => {
        const decoded = String.fromCharCode(parseInt(byte, 16));
        return /[A-Za-z0-9\-._~]/.test(decoded) ? decoded : `%${byte.toUpperCase()}`;
    });
    if (rest.startsWith('//')) {
        const end = indexOfAny(rest, '/?#', 2);
        const authority = rest.slice(2, end);
        const at = authority.lastIndexOf('@');
        rest = `//${authority.slice(0, at + 1)}${authority.slice(at + 1).toLowerCase()}${rest.slice(end)}`;
    }
    return `${scheme.toLowerCase()}:${rest}`;
}
/** RFC 2397: data:[<mediatype>][;base64],<data>. Null when `text` is not a data: URI of that shape. */
function parseDataUri(text) {
    const match = /^data:([^,]*),/i.exec(text);
    if (!match)
        return null;
    const parameters = match[1].split(';');
    const base64 = parameters[parameters.length - 1].toLowerCase() === 'base64';
    return { mediaType: parameters[0].trim().toLowerCase(), base64, data: text.slice(match[0].length) };
}


/***/ })

};

})
