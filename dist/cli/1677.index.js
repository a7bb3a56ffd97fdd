// mcpdesc chunk c8cba8a40536d322ed72dc6543e81d8a25da571711df83fc7f3b2b9db48558a2
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 1677;
__mcpdesc_chunk.ids = [1677];
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

/***/ 1677:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  FASTMCP_JSON: () => (/* binding */ FASTMCP_JSON),
  "default": () => (/* binding */ fastmcp_json)
});

// EXTERNAL MODULE: ./src/formats/types.ts
var types = __webpack_require__(7857);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
;// CONCATENATED MODULE: ./src/formats/fastmcp-json/context.ts

function fastmcpJsonRule(id, check) {
    return { id, check };
}
/** The object without its null-valued properties, at every depth (the parse bounds the depth). */
function withoutNulls(value) {
    if (Array.isArray(value))
        return value.map(withoutNulls);
    if (!(0,json/* isObject */.Gv)(value))
        return value;
    const kept = {};
    for (const [key, item] of Object.entries(value))
        if (item !== null)
            kept[key] = withoutNulls(item);
    return kept;
}
/** The context one rule sees; undefined when the file holds no object, which leaves the rules nothing to read. */
function fastmcpJsonContext(scope, reporter) {
    const root = scope.parsed.value;
    if (!(0,json/* isObject */.Gv)(root))
        return undefined;
    return {
        path: scope.path,
        parsed: scope.parsed,
        root,
        given: withoutNulls(root),
        report: reporter.report.bind(reporter),
        reportAt: reporter.reportAt.bind(reporter),
    };
}

// EXTERNAL MODULE: ./src/formats/fastmcp-json/info.ts
var info = __webpack_require__(2288);
// EXTERNAL MODULE: ./src/engine/fix.ts
var fix = __webpack_require__(7977);
// EXTERNAL MODULE: ./src/model/check.ts
var check = __webpack_require__(4662);
// EXTERNAL MODULE: ./src/util/pointer.ts
var pointer = __webpack_require__(6065);
// EXTERNAL MODULE: ./src/model/axis.ts
var axis = __webpack_require__(72);
// EXTERNAL MODULE: ./src/model/dsl.ts
var dsl = __webpack_require__(2730);
;// CONCATENATED MODULE: ./src/formats/fastmcp-json/model.ts
/**
 * FastMCP's `fastmcp.json`, schema v1 (docs/public/schemas/fastmcp.json/v1.json, the pydantic
 * MCPServerConfig): `source` is required; every optional field may also be null, which the rules read as
 * absent. Keys the schema does not list are ignored by FastMCP, so the objects are open.
 */



const FASTMCP_MODEL = new check/* Model */.Kx(axis/* UNVERSIONED */.d, [
    (0,dsl/* define */.E8)('Config', 'FastMCP configuration', {
        $schema: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        source: (0,dsl/* req */.DQ)((0,dsl/* ref */.KR)('Source')),
        environment: (0,dsl/* opt */.m7)((0,dsl/* ref */.KR)('Environment')),
        deployment: (0,dsl/* opt */.m7)((0,dsl/* ref */.KR)('Deployment')),
    }),
    (0,dsl/* define */.E8)('Source', 'source', { type: (0,dsl/* opt */.m7)((0,dsl/* constant */.dY)('filesystem')), path: (0,dsl/* req */.DQ)(dsl/* string */.Yj), entrypoint: (0,dsl/* opt */.m7)(dsl/* string */.Yj) }),
    (0,dsl/* define */.E8)('Environment', 'environment', {
        type: (0,dsl/* opt */.m7)((0,dsl/* constant */.dY)('uv')),
        python: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        dependencies: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
        requirements: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        project: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        editable: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
    }),
    (0,dsl/* define */.E8)('Deployment', 'deployment', {
        transport: (0,dsl/* opt */.m7)((0,dsl/* oneOf */.yL)('stdio', 'http', 'sse', 'streamable-http')),
        host: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        port: (0,dsl/* opt */.m7)(dsl/* integer */.nd),
        path: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        log_level: (0,dsl/* opt */.m7)((0,dsl/* oneOf */.yL)('DEBUG', 'INFO', 'WARNING', 'ERROR', 'CRITICAL')),
        cwd: (0,dsl/* opt */.m7)(dsl/* string */.Yj),
        env: (0,dsl/* opt */.m7)((0,dsl/* map */.Tj)(dsl/* string */.Yj)),
        args: (0,dsl/* opt */.m7)((0,dsl/* array */.YO)(dsl/* string */.Yj)),
    }),
]);

;// CONCATENATED MODULE: ./src/formats/fastmcp-json/rules/structure.ts






/**
 * mcpdesc.fastmcp.structure: the file has what FastMCP's schema v1 requires, with the types and values it
 * allows; FastMCP refuses to run a server from any other. A first-generation file (top-level
 * `entrypoint`, no `source`) is mcpdesc.fastmcp.entrypoint's.
 */
/* harmony default export */ const structure = (fastmcpJsonRule('mcpdesc.fastmcp.structure', (context) => {
    const { given, report } = context;
    const legacy = (0,json/* hasOwn */.$3)(given, 'entrypoint') && !(0,json/* hasOwn */.$3)(given, 'source');
    for (const issue of (0,check/* checkModel */.w5)(FASTMCP_MODEL, 'Config', given, 'current', '')) {
        if (issue.kind !== 'invalid' || (legacy && issue.pointer === '' && issue.missing?.key === 'source'))
            continue;
        // pydantic reads a string of digits as the integer it spells ("port": "8000" runs on port 8000).
        if (issue.mismatch?.expected === 'an integer' && /^\d{1,9}$/.test(String((0,pointer/* getAt */.sM)(given, issue.pointer))))
            continue;
        report(issue.pointer, `FastMCP refuses to run this server: ${lowerFirst(issue.message)}`, issue.target, undefined, (0,fix/* missingKeyFix */.v9)(issue.pointer, issue.missing, (0,pointer/* getAt */.sM)(given, issue.pointer)));
    }
}));
function lowerFirst(text) {
    return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}

;// CONCATENATED MODULE: ./src/formats/fastmcp-json/rules/entrypoint.ts


/**
 * mcpdesc.fastmcp.entrypoint: the first fastmcp.json (August 2025) named the server's code in a top-level
 * `entrypoint` ("server.py", "server.py:app", or {file, object}); four days later `source` replaced it
 * (PrefectHQ/fastmcp#1607) and FastMCP no longer reads it. The message gives the `source` to write.
 */
/* harmony default export */ const entrypoint = (fastmcpJsonRule('mcpdesc.fastmcp.entrypoint', (context) => {
    const { given } = context;
    if (!(0,json/* hasOwn */.$3)(given, 'entrypoint'))
        return;
    const source = sourceFor(given.entrypoint);
    const write = source ? `Replace it with "source": ${JSON.stringify(source)}` : 'Replace it with "source": {"path": "<file>.py", "entrypoint": "<object>"}';
    if ((0,json/* hasOwn */.$3)(given, 'source')) {
        context.report('/entrypoint', 'FastMCP ignores the top-level "entrypoint", the first format\'s name for what "source" says now: the server runs from "source". Remove "entrypoint".', 'key');
        return;
    }
    context.report('/entrypoint', `FastMCP no longer reads a top-level "entrypoint" (which "source" replaced in August 2025), so it refuses to run this server: "source" is required. ${write}.`, 'key');
}));
/** The `source` that says what the first format's entrypoint said, when it is plain. */
function sourceFor(entrypoint) {
    if (typeof entrypoint === 'string') {
        // "server.py:app", split at the last colon; a Windows drive letter ("C:\\server.py") is no object name.
        const colon = entrypoint.lastIndexOf(':');
        const file = entrypoint.slice(0, colon);
        const object = entrypoint.slice(colon + 1);
        return colon > 0 && file.endsWith('.py') && /^[A-Za-z_]\w*$/.test(object) ? { path: file, entrypoint: object } : { path: entrypoint };
    }
    if ((0,json/* isObject */.Gv)(entrypoint) && typeof entrypoint.file === 'string')
        return typeof entrypoint.object === 'string' ? { path: entrypoint.file, entrypoint: entrypoint.object } : { path: entrypoint.file };
    return undefined;
}

;// CONCATENATED MODULE: ./src/formats/fastmcp-json/rules/index.ts


const RULES = [structure, entrypoint];

;// CONCATENATED MODULE: ./src/formats/fastmcp-json/index.ts
/**
 * FastMCP's `fastmcp.json` (info.ts says which files): checked against its schema v1 (model.ts), with the
 * migration from the first generation's top-level `entrypoint`.
 */




const FASTMCP_JSON = { ...info/* FASTMCP_JSON_INFO */.b, rules: RULES, context: fastmcpJsonContext };
/* harmony default export */ const fastmcp_json = ((0,types/* defineFormat */.nP)(FASTMCP_JSON));


/***/ })

};

})
