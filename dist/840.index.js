export const id = 840;
export const ids = [840];
export const modules = {

/***/ 8467:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _confusable_name_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(2253);
/* harmony import */ var _hidden_characters_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(6868);
/* harmony import */ var _injected_instructions_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5197);
/* harmony import */ var _secret_in_example_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(5416);




/** Security rules (rules/security.yaml). */
const rules = [_confusable_name_js__WEBPACK_IMPORTED_MODULE_0__/* ["default"] */ .A, _hidden_characters_js__WEBPACK_IMPORTED_MODULE_1__/* ["default"] */ .A, _injected_instructions_js__WEBPACK_IMPORTED_MODULE_2__/* ["default"] */ .A, _secret_in_example_js__WEBPACK_IMPORTED_MODULE_3__/* ["default"] */ .A];
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = (rules);


/***/ }),

/***/ 5416:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   A: () => (__WEBPACK_DEFAULT_EXPORT__)
/* harmony export */ });
/* harmony import */ var _context_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8127);
/* harmony import */ var _strings_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1485);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5344);



/**
 * mcpdesc.security.secret-in-example: no credential in example data (interaction examples, schema
 * defaults and examples) or anywhere else in the descriptor.
 */
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .descriptorRule */ .wU)('mcpdesc.security.secret-in-example', (context) => {
    for (const { pointer, found, text } of (0,_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .stringFindings */ .o8)(context).secrets) {
        (0,_types_js__WEBPACK_IMPORTED_MODULE_2__/* .rememberCredential */ .bk)(context, text, found);
        context.report(pointer, `This string contains what looks like a real credential: ${found.kind} (${found.redacted}). Descriptors are committed, published and passed to models, so a real credential here is leaked: revoke it if it is real, and use an obvious placeholder such as "<api-key>" instead.`);
    }
}));


/***/ }),

/***/ 2840:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  RUST_SOURCE: () => (/* binding */ RUST_SOURCE),
  "default": () => (/* binding */ rust_source),
  parseRust: () => (/* binding */ parseRust)
});

// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/context.ts
var context = __webpack_require__(8127);
// EXTERNAL MODULE: ./src/formats/source/program.ts
var program = __webpack_require__(524);
// EXTERNAL MODULE: ./src/formats/typescript-source/rules/index.ts + 1 modules
var rules = __webpack_require__(2472);
// EXTERNAL MODULE: ./src/formats/types.ts + 1 modules
var types = __webpack_require__(5344);
// EXTERNAL MODULE: ./src/parse/string-anchors.ts
var string_anchors = __webpack_require__(4893);
// EXTERNAL MODULE: ./src/util/pointer.ts
var util_pointer = __webpack_require__(6065);
// EXTERNAL MODULE: ./src/formats/source/extracted.ts
var extracted = __webpack_require__(8600);
// EXTERNAL MODULE: ./src/formats/source/tokens.ts
var source_tokens = __webpack_require__(7024);
;// CONCATENATED MODULE: ./src/formats/rust-source/tokens.ts
/**
 * Rust's tokens, as far as reading rmcp's `#[tool]` attributes needs: identifiers, lifetimes, numbers,
 * strings (`"…"` with escapes, raw `r#"…"#`, byte strings), characters, operators, and outer doc comments
 * (`///`), kept as tokens because rmcp makes a tool's description from them. Every comment (block
 * comments nest, as Rust reads them) goes to `comments` when it is given. One pass, linear in the text; an unterminated string or
 * comment ends at the end of the file and the scan goes on.
 */
const NAME_START = /[A-Za-z_\u0080-\uffff]/;
const NAME_PART = /[A-Za-z0-9_\u0080-\uffff]/;
const SIMPLE = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"', '0': '\0' };
function tokenizeRust(text, comments) {
    const tokens = [];
    let i = 0;
    while (i < text.length) {
        const c = text[i];
        if (c === ' ' || c === '\t' || c === '\n' || c === '\r')
            i++;
        else if (c === '/' && text[i + 1] === '/') {
            const start = i;
            while (i < text.length && text[i] !== '\n')
                i++;
            // `///` is an outer doc comment; `////` and more are plain comments.
            if (text[start + 2] === '/' && text[start + 3] !== '/')
                tokens.push({ kind: 'doc', start: start + 3, end: i, text: text.slice(start + 3, i).replace(/\r$/, '') });
            comments?.push({ body: text.slice(start + 2, i), start, end: i });
        }
        else if (c === '/' && text[i + 1] === '*') {
            const start = i;
            let depth = 0;
            do {
                if (text[i] === '/' && text[i + 1] === '*') {
                    depth++;
                    i += 2;
                }
                else if (text[i] === '*' && text[i + 1] === '/') {
                    depth--;
                    i += 2;
                }
                else
                    i++;
            } while (depth > 0 && i < text.length);
            comments?.push({ body: text.slice(start + 2, depth === 0 ? i - 2 : i), start, end: i });
        }
        else if ((c === 'r' || c === 'b') && /^(?:b?r#{0,255}"|b")/.test(text.slice(i, i + 258))) {
            const token = prefixed(text, i);
            tokens.push(token);
            i = token.end;
        }
        else if (c === 'r' && text[i + 1] === '#' && NAME_START.test(text[i + 2] ?? '')) {
            // `r#type`: a raw identifier.
            const start = i;
            i += 2;
            while (i < text.length && NAME_PART.test(text[i]))
                i++;
            tokens.push({ kind: 'name', start, end: i, text: text.slice(start + 2, i) });
        }
        else if (NAME_START.test(c)) {
            const start = i;
            while (i < text.length && NAME_PART.test(text[i]))
                i++;
            tokens.push({ kind: 'name', start, end: i, text: text.slice(start, i) });
        }
        else if (c === '"') {
            const token = quoted(text, i, i + 1);
            tokens.push(token);
            i = token.end;
        }
        else if (c === "'") {
            // A character (`'x'`, `'\n'`, `'\u{1F600}'`) or a lifetime (`'a`).
            const start = i;
            const close = text[i + 1] === '\\' ? text.indexOf("'", i + 2) : text[i + 2] === "'" ? i + 2 : -1;
            if (close !== -1 && close - i < 14)
                i = close + 1;
            else {
                i++;
                while (i < text.length && NAME_PART.test(text[i]))
                    i++;
            }
            tokens.push({ kind: 'op', start, end: i, text: undefined });
        }
        else if (/[0-9]/.test(c)) {
            const start = i;
            while (i < text.length && /[0-9A-Za-z_.]/.test(text[i]) && !(text[i] === '.' && text[i + 1] === '.'))
                i++;
            tokens.push({ kind: 'number', start, end: i, text: text.slice(start, i) });
        }
        else {
            tokens.push({ kind: 'op', start: i, end: i + 1, text: c });
            i++;
        }
    }
    return tokens;
}
/** A string with a prefix: raw `r"…"`, `r#"…"#` (up to 255 hashes), byte `b"…"`, `br"…"`. */
function prefixed(text, start) {
    let i = start;
    const bytes = text[i] === 'b';
    if (bytes)
        i++;
    if (text[i] !== 'r') {
        const token = quoted(text, start, i + 1);
        return { ...token, text: undefined };
    }
    i++;
    let hashes = 0;
    while (text[i] === '#') {
        hashes++;
        i++;
    }
    const body = i + 1;
    const close = text.indexOf(`"${'#'.repeat(hashes)}`, body);
    if (close === -1)
        return { kind: 'string', start, end: text.length, text: undefined };
    // Rust reads a CRLF in a literal as LF: each line gets its anchor, so what follows one stays placed.
    const anchors = [[0, body]];
    const inside = text.slice(body, close);
    let value = '';
    for (let at = 0; at < inside.length;) {
        const crlf = inside.indexOf('\r\n', at);
        if (crlf === -1) {
            value += inside.slice(at);
            break;
        }
        value += `${inside.slice(at, crlf)}\n`;
        at = crlf + 2;
        anchors.push([value.length, body + at]);
    }
    return { kind: 'string', start, end: close + 1 + hashes, text: bytes ? undefined : value, anchors };
}
/** `"…"` whose body starts at `body`: escapes decoded, a backslash before a line break skips it and the next line's blanks. */
function quoted(text, start, body) {
    let value = '';
    const anchors = [[0, body]];
    for (let i = body; i < text.length;) {
        const c = text[i];
        if (c === '"')
            return { kind: 'string', start, end: i + 1, text: value, anchors };
        if (c === '\\') {
            const next = text[i + 1];
            if (next === '\n' || next === '\r') {
                i += 2;
                while (i < text.length && /[ \t\n\r]/.test(text[i]))
                    i++;
            }
            else if (next === 'u' && text[i + 2] === '{') {
                const close = text.indexOf('}', i + 3);
                const digits = close === -1 || close - i > 10 ? '' : text.slice(i + 3, close);
                const code = /^[0-9A-Fa-f_]{1,8}$/.test(digits) ? Number.parseInt(digits.replace(/_/g, ''), 16) : Number.NaN;
                value += code <= 0x10ffff ? String.fromCodePoint(code) : '';
                i = digits ? close + 1 : i + 2;
            }
            else if (next === 'x' && /^[0-7][0-9A-Fa-f]$/.test(text.slice(i + 2, i + 4))) {
                value += String.fromCharCode(Number.parseInt(text.slice(i + 2, i + 4), 16));
                i += 4;
            }
            else {
                value += SIMPLE[next] ?? next ?? '';
                i += 2;
            }
            anchors.push([value.length, i]);
        }
        else if (c === '\r' && text[i + 1] === '\n') {
            value += '\n';
            i += 2;
            anchors.push([value.length, i]);
        }
        else {
            value += c;
            i++;
        }
    }
    return { kind: 'string', start, end: text.length, text: undefined };
}

;// CONCATENATED MODULE: ./src/formats/rust-source/extract.ts
/**
 * The tools a Rust server defines with rmcp, the official SDK: each function marked `#[tool]` or
 * `#[tool(name = …, title = …, description = …, annotations(read_only_hint = …, …))]` (in a
 * `#[tool_router]` or `#[tool_box]` impl). The name is the function's unless given; the description its
 * doc comment unless given, as rmcp-macros' `extract_doc_line` folds the function's attributes (0.2.0 on):
 * each `///` line trimmed, blank ones left out, joined by line breaks, and any other attribute (bar the
 * `#[tool]` itself) starting over. The
 * input schema rmcp makes from a `Parameters<T>` argument's `JsonSchema` is read from `T` when that struct
 * is written in the same file with fields of simple types (their `///` or `#[schemars(description = …)]`
 * texts too); otherwise it is listed as not statically known. Values only when written as literals,
 * `concat!` of literals, or same-file `const`s. Test code, an item under `#[cfg(test)]` (a `mod tests`, an
 * impl, a function) or a file that opens with `#![cfg(test)]`, registers tools that are wrong on purpose:
 * it is counted, not read, unless `tests` asks for it (the file is named explicitly).
 */





const MAX_HOPS = 32;
/** rmcp's annotation fields, by the annotation they set. */
const ANNOTATIONS = {
    title: 'title',
    read_only_hint: 'readOnlyHint',
    destructive_hint: 'destructiveHint',
    idempotent_hint: 'idempotentHint',
    open_world_hint: 'openWorldHint',
};
/** Rust types as the JSON Schema schemars makes of them. */
const TYPES = {
    String: 'string',
    str: 'string',
    char: 'string',
    bool: 'boolean',
    f32: 'number',
    f64: 'number',
    ...Object.fromEntries(['i8', 'i16', 'i32', 'i64', 'i128', 'isize', 'u8', 'u16', 'u32', 'u64', 'u128', 'usize'].map((t) => [t, 'integer'])),
};
/** Modifiers before `fn`. */
const MODIFIERS = new Set(['pub', 'async', 'const', 'unsafe', 'extern', 'default']);
function extractRustTools(text, tests = false) {
    const tokens = tokenizeRust(text);
    const { tools, prompts, spans, names, unread, anchors } = (0,extracted/* emptyExtracted */.SV)();
    let testRegistrations = 0;
    // Each closing bracket's opening one (-1 when it closes nothing): attributes are read back from an item.
    const openers = new Int32Array(tokens.length).fill(-1);
    const pairs = (0,source_tokens/* bracketPairs */.W)(tokens, openers);
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    const is = (i, value) => tokens[i]?.kind === 'name' && tokens[i].text === value;
    /** The first of the doc comments and `#[…]` attributes that end right before `i`. */
    const attributesBefore = (i) => {
        let first = i;
        while (first > 0) {
            if (tokens[first - 1].kind === 'doc')
                first--;
            else if (op(first - 1, ']') && openers[first - 1] >= 1 && op(openers[first - 1] - 1, '#'))
                first = openers[first - 1] - 1;
            else
                break;
        }
        return first;
    };
    // `const NAME: &str = …;` and `static NAME: &str = …;`, and the structs of the file by name.
    const constants = new Map();
    const structs = new Map();
    for (let i = 0; i + 2 < tokens.length; i++) {
        if ((is(i, 'const') || is(i, 'static')) && tokens[i + 1].kind === 'name' && op(i + 2, ':')) {
            for (let j = i + 3; j < tokens.length && j - i < 16; j++) {
                if (op(j, '=')) {
                    constants.set(tokens[i + 1].text, j + 1);
                    break;
                }
                if (op(j, ';'))
                    break;
            }
        }
        else if (is(i, 'struct') && tokens[i + 1].kind === 'name' && op(i + 2, '{') && !structs.has(tokens[i + 1].text)) {
            structs.set(tokens[i + 1].text, i);
        }
    }
    /** The index after the expression at `i`: at a `,`, `;` or a closing bracket at its depth. */
    const skip = (i) => {
        for (; i < tokens.length; i++) {
            const t = tokens[i];
            if (t.kind !== 'op')
                continue;
            if (t.text === '(' || t.text === '[' || t.text === '{')
                i = pairs[i];
            else if (t.text === ')' || t.text === ']' || t.text === '}' || t.text === ',' || t.text === ';')
                return i;
        }
        return i;
    };
    /** The start of what the expression at `i` stands for: a same-file constant's value. */
    const resolve = (i) => {
        let at = i;
        for (let hops = 0; hops < MAX_HOPS && tokens[at]?.kind === 'name' && skip(at) === at + 1; hops++) {
            const found = constants.get(tokens[at].text);
            if (found === undefined || found === at)
                break;
            at = found;
        }
        return at;
    };
    const place = (0,source_tokens/* placer */.G)(tokens, spans);
    /** The value of the expression at `i`: a string, `concat!` of strings, a number, `true`/`false`. */
    const value = (i, pointer, key) => {
        const at = resolve(i);
        const end = skip(at);
        const t = tokens[at];
        if (!t || end <= at)
            return extracted/* UNKNOWN */.HV;
        let read = extracted/* UNKNOWN */.HV;
        let pieces;
        if (t.kind === 'string' && end === at + 1)
            pieces = [t];
        else if (is(at, 'concat') && op(at + 1, '!') && op(at + 2, '(') && pairs[at + 2] === end - 1) {
            pieces = [];
            for (let j = at + 3; j < end - 1; j += 2) {
                const piece = tokens[resolve(j)];
                if (piece?.kind !== 'string' || (!op(j + 1, ',') && j + 1 !== end - 1))
                    return extracted/* UNKNOWN */.HV;
                pieces.push(piece);
            }
        }
        if (pieces) {
            if (pieces.some((p) => p.text === undefined))
                return extracted/* UNKNOWN */.HV;
            anchors.set(pointer, (0,string_anchors/* joinedAnchors */.Q)(pieces.map((p) => ({ anchors: p.anchors ?? [[0, p.start]], length: p.text.length }))));
            read = pieces.map((p) => p.text).join('');
        }
        else if (end === at + 1 && t.kind === 'number' && /^\d+(?:\.\d+)?$/.test(t.text ?? ''))
            read = Number(t.text);
        else if (end === at + 1 && (t.text === 'true' || t.text === 'false'))
            read = t.text === 'true';
        if (read !== extracted/* UNKNOWN */.HV)
            place(pointer, at, end - 1, key);
        return read;
    };
    /** `key = value` pairs and `key(…)` groups of an attribute's arguments at `open`. */
    const pairsOf = (open) => {
        const out = [];
        for (let j = open + 1; j < pairs[open];) {
            if (tokens[j].kind !== 'name') {
                j = skip(j) + 1;
                continue;
            }
            const key = tokens[j].text;
            if (op(j + 1, '='))
                out.push({ key, at: j, value: j + 2 });
            else if (op(j + 1, '('))
                out.push({ key, at: j, group: j + 1 });
            else
                out.push({ key, at: j });
            j = skip(j + 1) + 1;
        }
        return out;
    };
    /** The doc comment of an item among the tokens [from, to): its text as rmcp joins it, and anchors. */
    const docOf = (from, to) => {
        const doc = new DocLines();
        for (let j = from; j < to; j++)
            if (tokens[j].kind === 'doc')
                doc.add(tokens[j].text, tokens[j].start, j);
        return doc.read();
    };
    /**
     * A tool's or prompt's description from its doc comment, as rmcp-macros folds the function's attributes
     * (`extract_doc_line`; the `#[tool]` at `own` is the macro's own and not among them): a `///` line
     * adds to it, any other attribute starts it over, and `#[doc = …]` makes it not statically known.
     */
    const rmcpDoc = (from, to, own) => {
        let doc = new DocLines();
        let unknownAt = -1;
        for (let j = from; j < to; j++) {
            if (tokens[j].kind === 'doc')
                doc.add(tokens[j].text, tokens[j].start, j);
            else if (op(j, '#') && op(j + 1, '[')) {
                if (j !== own) {
                    unknownAt = is(j + 2, 'doc') ? j : -1;
                    doc = new DocLines();
                }
                j = pairs[j + 1];
            }
        }
        return unknownAt === -1 ? doc.read() : { unknownAt };
    };
    /** The first token of the item that the attributes and doc comments from `i` on belong to. */
    const itemAfter = (i) => {
        let j = i;
        while (j < tokens.length) {
            if (tokens[j].kind === 'doc')
                j++;
            else if (op(j, '#') && op(j + 1, '['))
                j = pairs[j + 1] + 1;
            else
                break;
        }
        return j;
    };
    /** Reads the tool whose `#[tool]` is at `hash`; returns the index of its item, after all its attributes. */
    const tool = (hash, open, kind) => {
        // The attributes and doc comments of the item: back to the previous item's end, forward to `fn`.
        const first = attributesBefore(hash);
        let fn = itemAfter(hash);
        while (fn < tokens.length && (MODIFIERS.has(tokens[fn].text ?? '') || tokens[fn].kind === 'string' || op(fn, '(')))
            fn = op(fn, '(') ? pairs[fn] + 1 : fn + 1;
        const item = fn;
        if (!is(fn, 'fn') || tokens[fn + 1]?.kind !== 'name')
            return item;
        const method = fn + 1;
        const pointer = (0,util_pointer/* joinPointer */.Kn)(kind === 'tool' ? '/tools' : '/prompts', String(kind === 'tool' ? tools.length : prompts.length));
        const tool = {};
        const annotations = {};
        let nameAt = method;
        let schemaGiven = false;
        let descriptionUnread = false;
        for (const arg of open === -1 ? [] : pairsOf(open)) {
            if ((arg.key === 'name' || arg.key === 'title' || arg.key === 'description') && arg.value !== undefined) {
                const read = value(arg.value, (0,util_pointer/* joinPointer */.Kn)(pointer, arg.key), arg.at);
                if (typeof read === 'string') {
                    tool[arg.key] = read;
                    if (arg.key === 'name')
                        nameAt = resolve(arg.value);
                }
                else if (arg.key === 'name') {
                    unread.push({ start: tokens[arg.value].start, what: `a ${kind} registration` });
                    return item;
                }
                else {
                    unread.push({ start: tokens[arg.value].start, what: `the ${kind}'s ${arg.key}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, arg.key) });
                    descriptionUnread ||= arg.key === 'description';
                }
            }
            else if (kind === 'tool' && arg.key === 'annotations' && arg.group !== undefined) {
                for (const hint of pairsOf(arg.group)) {
                    const key = Object.hasOwn(ANNOTATIONS, hint.key) ? ANNOTATIONS[hint.key] : undefined;
                    if (key === undefined || hint.value === undefined)
                        continue;
                    const read = value(hint.value, (0,util_pointer/* joinPointer */.Kn)((0,util_pointer/* joinPointer */.Kn)(pointer, 'annotations'), key), hint.at);
                    if (read === extracted/* UNKNOWN */.HV)
                        unread.push({ start: tokens[hint.value].start, what: `the tool's ${key}` });
                    else
                        annotations[key] = read;
                }
            }
            else if (kind === 'tool' && arg.key === 'input_schema') {
                schemaGiven = true;
                unread.push({ start: tokens[arg.at].start, what: "the tool's inputSchema", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema') });
            }
        }
        if (tool.name === undefined)
            tool.name = tokens[method].text;
        if (tool.description === undefined && !descriptionUnread) {
            const doc = rmcpDoc(first, fn, hash);
            if (doc && 'unknownAt' in doc)
                unread.push({
                    start: tokens[doc.unknownAt].start,
                    what: `the ${kind}'s description (from its #[doc] attributes)`,
                    pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'),
                });
            else if (doc) {
                tool.description = doc.text;
                anchors.set((0,util_pointer/* joinPointer */.Kn)(pointer, 'description'), doc.anchors);
                place((0,util_pointer/* joinPointer */.Kn)(pointer, 'description'), doc.from, fn - 1);
            }
        }
        if (Object.keys(annotations).length > 0)
            tool.annotations = annotations;
        const schemaAt = (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema');
        // The parameters, after generics: `fn name<T: Bound>(…)`.
        let params = -1;
        for (let k = method + 1; k < tokens.length && k < method + 64 && !op(k, '{') && !op(k, ';'); k++) {
            if (op(k, '(')) {
                params = k;
                break;
            }
        }
        place(pointer, first, method);
        if (nameAt === method)
            place((0,util_pointer/* joinPointer */.Kn)(pointer, 'name'), method, method);
        if (kind === 'prompt') {
            if (params !== -1)
                promptArguments(params, tool, pointer);
            prompts.push(tool);
            return item;
        }
        tool.inputSchema = schemaGiven || params === -1 ? { type: 'object' } : inputSchema(params, schemaAt);
        if (params !== -1)
            place(schemaAt, params, pairs[params]);
        tools.push(tool);
        names.push(tokens[nameAt].start);
        return item;
    };
    /** A prompt's arguments: the fields of its `Parameters<T>` struct, read as an input schema and moved. */
    const promptArguments = (params, prompt, pointer) => {
        const scratch = (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema');
        const before = unread.length;
        const schema = inputSchema(params, scratch);
        // What rmcp makes at run time is an argument list here, not an input schema.
        for (const u of unread.slice(before)) {
            if (u.pointer !== scratch)
                continue;
            u.pointer = (0,util_pointer/* joinPointer */.Kn)(pointer, 'arguments');
            u.what = "the prompt's arguments (made from its parameter type's JsonSchema)";
        }
        const properties = schema.properties;
        if (!properties || Object.keys(properties).length === 0)
            return;
        prompt.arguments = (0,extracted/* argumentsFromSchema */.yg)(schema, scratch, pointer, spans, anchors);
    };
    /** The input schema of the function whose parameters are at `open`: its `Parameters<T>`'s, read from `T`. */
    const inputSchema = (open, pointer) => {
        let wrapper = -1;
        for (let j = open + 1; j < pairs[open]; j++) {
            if (is(j, 'Parameters') && op(j + 1, '<'))
                wrapper = j;
            // rmcp before 0.3: `#[tool(aggr)] request: T` or `#[tool(param)] a: T`.
            if (op(j, '#') && op(j + 1, '[') && is(j + 2, 'tool')) {
                unread.push({ start: tokens[j].start, what: "the tool's input schema (made from its parameters' types)", pointer });
                return { type: 'object' };
            }
        }
        if (wrapper === -1)
            return { type: 'object', properties: {} };
        const type = tokens[wrapper + 2];
        const struct = type?.kind === 'name' && op(wrapper + 3, '>') ? structs.get(type.text) : undefined;
        const read = struct === undefined ? undefined : fields(struct, pointer);
        if (read)
            return read;
        unread.push({ start: tokens[wrapper].start, what: "the tool's input schema (made from its parameter type's JsonSchema)", pointer });
        return { type: 'object' };
    };
    /** A struct's fields as the schema schemars makes, when every field is of a simple type and nothing renames them. */
    const fields = (struct, pointer) => {
        const open = struct + 2;
        // `#[serde(…)]` on the struct may rename or flatten fields: its schema is then not what is written.
        let item = struct;
        if (is(item - 1, 'pub'))
            item--;
        else if (op(item - 1, ')') && openers[item - 1] >= 1 && is(openers[item - 1] - 1, 'pub'))
            item = openers[item - 1] - 1;
        for (let j = attributesBefore(item); j < item; j++)
            if (op(j, '#') && op(j + 1, '[') && is(j + 2, 'serde'))
                return undefined;
        const properties = {};
        const required = [];
        const found = [];
        for (let j = open + 1; j < pairs[open];) {
            const from = j;
            let description;
            while (tokens[j]?.kind === 'doc' || (op(j, '#') && op(j + 1, '['))) {
                if (tokens[j].kind === 'doc') {
                    j++;
                    continue;
                }
                if (is(j + 2, 'serde'))
                    return undefined;
                if (is(j + 2, 'schemars') && op(j + 3, '(')) {
                    for (const arg of pairsOf(j + 3))
                        if (arg.key === 'description' && arg.value !== undefined)
                            description = arg.value;
                }
                j = pairs[j + 1] + 1;
            }
            const docTo = j;
            if (is(j, 'pub'))
                j = op(j + 1, '(') ? pairs[j + 1] + 1 : j + 1;
            if (tokens[j]?.kind !== 'name' || !op(j + 1, ':'))
                return undefined;
            const end = skip(j + 2);
            const property = fieldSchema(tokens.slice(j + 2, end));
            if (!property)
                return undefined;
            found.push({ name: tokens[j].text, at: j, property: property.schema, description, docFrom: from, docTo });
            if (property.required)
                required.push(tokens[j].text);
            j = op(end, ',') ? end + 1 : end;
            if (end >= pairs[open])
                break;
        }
        for (const field of found) {
            const at = (0,util_pointer/* joinPointer */.Kn)((0,util_pointer/* joinPointer */.Kn)(pointer, 'properties'), field.name);
            spans.set(at, { value: [tokens[field.at].start, tokens[field.at].end], key: [tokens[field.at].start, tokens[field.at].end] });
            if (field.description !== undefined) {
                const read = value(field.description, (0,util_pointer/* joinPointer */.Kn)(at, 'description'));
                if (typeof read === 'string')
                    field.property.description = read;
                else
                    unread.push({ start: tokens[field.description].start, what: `the description of parameter ${JSON.stringify(field.name)}` });
            }
            else {
                const doc = docOf(field.docFrom, field.docTo);
                if (doc) {
                    field.property.description = doc.text;
                    anchors.set((0,util_pointer/* joinPointer */.Kn)(at, 'description'), doc.anchors);
                    place((0,util_pointer/* joinPointer */.Kn)(at, 'description'), doc.from, field.docTo - 1);
                }
            }
            properties[field.name] = field.property;
        }
        return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
    };
    /** Whether the attribute whose `[` is at `open` is `cfg(…)` of a predicate that holds only in tests: `test`, `all(test, …)`. */
    const cfgTest = (open) => {
        if (!is(open + 1, 'cfg') || !op(open + 2, '(') || pairs[open + 2] + 1 !== pairs[open])
            return false;
        let test = false;
        for (let j = open + 3; j < pairs[open + 2]; j++) {
            if (is(j, 'not') || is(j, 'any'))
                return false;
            test ||= is(j, 'test');
        }
        return test;
    };
    // Test code, as disjoint token ranges in order: from an item's first attribute to the end of its body.
    const testCode = [];
    // A file that opens with `#![cfg(test)]` (a test module in a file of its own) is test code throughout.
    for (let i = 0; op(i, '#') && op(i + 1, '!') && op(i + 2, '[') && testCode.length === 0; i = pairs[i + 2] + 1)
        if (cfgTest(i + 2))
            testCode.push([0, tokens.length]);
    for (let i = testCode.length === 0 ? 0 : tokens.length; i + 2 < tokens.length; i++) {
        if (!op(i, '#') || !op(i + 1, '[') || !cfgTest(i + 1))
            continue;
        const first = attributesBefore(i);
        let end = itemAfter(i);
        // The item's body: its first `{…}` (a module's, an impl's, a function's), or up to its `;`.
        while (end < tokens.length && !op(end, '{') && !op(end, ';') && !op(end, '}'))
            end = op(end, '(') || op(end, '[') ? pairs[end] + 1 : end + 1;
        if (op(end, '{'))
            end = pairs[end];
        if (end <= i)
            continue;
        testCode.push([first, end]);
        i = end;
    }
    let nextTest = 0;
    const inTest = (i) => {
        while (nextTest < testCode.length && testCode[nextTest][1] < i)
            nextTest++;
        return nextTest < testCode.length && testCode[nextTest][0] <= i;
    };
    for (let i = 0; i + 2 < tokens.length; i++) {
        if (!op(i, '#') || !op(i + 1, '['))
            continue;
        // `#[tool]`, `#[tool(…)]`, `#[rmcp::tool(…)]`.
        let at = i + 2;
        if (is(at, 'rmcp') && op(at + 1, ':') && op(at + 2, ':'))
            at += 3;
        if (!is(at, 'tool') && !is(at, 'prompt'))
            continue;
        const open = op(at + 1, '(') ? at + 1 : -1;
        const close = open === -1 ? at + 1 : pairs[open] + 1;
        if (!op(close, ']'))
            continue;
        // `#[tool(tool_box)]` marks an impl; `#[tool(aggr)]` and `#[tool(param)]` a parameter.
        if (open !== -1 && pairsOf(open).some((a) => a.key === 'tool_box' || a.key === 'aggr' || a.key === 'param'))
            continue;
        if (!tests && inTest(i)) {
            testRegistrations++;
            i = close;
            continue;
        }
        // The item's other attributes are its own: a second `#[tool]` among them is not read again.
        i = Math.max(close, tool(i, open, tokens[at].text === 'prompt' ? 'prompt' : 'tool') - 1);
    }
    // A hand-written `ServerHandler::list_tools` builds its list at run time (from a registry, in a loop):
    // listed as not statically known, unless it hands over the `#[tool]` router's tools read above.
    for (let i = 0; i + 2 < tokens.length; i++) {
        if (!is(i, 'fn') || !is(i + 1, 'list_tools') || !op(i + 2, '('))
            continue;
        if (!tests && testCode.some(([from, to]) => from <= i && i <= to))
            continue;
        let body = pairs[i + 2] + 1;
        while (body < tokens.length && !op(body, '{') && !op(body, ';'))
            body++;
        if (!op(body, '{'))
            continue;
        let router = false;
        for (let j = body + 1; j < pairs[body] && !router; j++)
            router = is(j, 'list_all') || is(j, 'tool_router');
        if (!router)
            unread.push({ start: tokens[i + 1].start, what: 'a tool registration' });
        i = pairs[body];
    }
    return { tools, prompts, spans, names, unread: unread.sort((a, b) => a.start - b.start), anchors, testRegistrations };
}
/** A field type of simple form (`String`, `Option<u32>`, `Vec<String>`), or undefined. */
function fieldSchema(type) {
    const words = type.map((t) => t.text);
    const optional = words[0] === 'Option' && words[1] === '<' && words[words.length - 1] === '>';
    const inner = optional ? words.slice(2, -1) : words;
    if (inner.length === 1 && Object.hasOwn(TYPES, inner[0]))
        return { schema: { type: TYPES[inner[0]] }, required: !optional };
    if (inner.length === 4 && inner[0] === 'Vec' && inner[1] === '<' && inner[3] === '>' && Object.hasOwn(TYPES, inner[2]))
        return { schema: { type: 'array', items: { type: TYPES[inner[2]] } }, required: !optional };
    return undefined;
}
/** Rust's `str::trim` trims Unicode White_Space: not U+FEFF, which JavaScript's `trim` also drops. */
const RUST_SPACE = new Set('\t\n\v\f\r \u0085\u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000');
/** Doc comment lines joined as rmcp and schemars join them: each trimmed, blank ones left out, line breaks between. */
class DocLines {
    lines = [];
    anchors = [];
    index = 0;
    from = -1;
    add(raw, start, token) {
        let lead = 0;
        let end = raw.length;
        while (lead < end && RUST_SPACE.has(raw[lead]))
            lead++;
        while (end > lead && RUST_SPACE.has(raw[end - 1]))
            end--;
        const line = raw.slice(lead, end);
        if (line === '')
            return;
        if (this.lines.length > 0)
            this.index++;
        else
            this.from = token;
        this.anchors.push([this.index, start + lead]);
        this.lines.push(line);
        this.index += line.length;
    }
    read() {
        return this.lines.length > 0 ? { text: this.lines.join('\n'), anchors: this.anchors, from: this.from } : undefined;
    }
}

// EXTERNAL MODULE: ./src/formats/rust-source/info.ts
var info = __webpack_require__(8775);
// EXTERNAL MODULE: ./src/formats/source/releases.ts
var releases = __webpack_require__(4512);
// EXTERNAL MODULE: ./src/formats/typescript-source/sdk.ts
var sdk = __webpack_require__(2604);
// EXTERNAL MODULE: ./src/formats/source/lockfile.ts
var lockfile = __webpack_require__(7091);
;// CONCATENATED MODULE: ./src/formats/rust-source/sdk.ts



const FIRSTS = [
    // 0.1.5, as the crate came into the official repository (rust-sdk 0be60673): 2024-11-05 alone; its
    // CHANGELOG lists 2025-03-26 (#84) among 0.1.5…0.2.0's changes. 0.1.0 to 0.1.4 were released elsewhere.
    ['0.1.5', '2024-11-05'],
    ['0.2.0', '2025-03-26'],
    ['0.6.0', '2025-06-18'],
    ['1.5.0', '2025-11-25'],
    ['1.8.0', '2026-07-28'],
];
const LATEST = '3.1.4';
const MAX_MANIFEST = 1 << 20;
/** How many lines after a `[dependencies.rmcp]` header its keys are looked for. */
const TABLE_LINES = 32;
function rmcpVersionsOf(release) {
    return FIRSTS.filter(([first]) => (0,releases/* compareReleases */.c)(first, release) <= 0).map(([, v]) => v);
}
/** The versions of the rmcp release the nearest Cargo.toml at or above `path` requires; the latest known when none says. */
function rustSdkVersions(path, workspace) {
    const segments = path.split('/').slice(0, -1);
    let why = 'no Cargo.toml at or above this file requires rmcp';
    if (workspace && !segments.includes('..')) {
        let inherited = false;
        for (let depth = segments.length; depth >= 0; depth--) {
            const at = [...segments.slice(0, depth), 'Cargo.toml'].join('/');
            const found = requirement(read(workspace, at), inherited);
            if (found === undefined)
                continue;
            if (found === 'workspace') {
                inherited = true;
                continue;
            }
            if (found.version === undefined) {
                why = `${at} takes rmcp ${found.written}, with no version`;
                break;
            }
            // `>=0.3, <0.9`: the first comparator is the lower bound.
            const release = (0,sdk/* lowerBound */.yz)(found.version.split(',')[0]);
            const versions = release ? rmcpVersionsOf(release) : [];
            const locked = (0,lockfile/* lockedRelease */.W)(workspace, segments.slice(0, depth).join('/'), lockfile/* CARGO_LOCKFILES */.uv, 'rmcp');
            const pinned = locked ? rmcpVersionsOf(locked.release) : [];
            if (locked && pinned.length > 0)
                return { versions: pinned, from: `${locked.at}: rmcp ${locked.release} (${at} asks for ${found.version})` };
            if (versions.length > 0)
                return { versions, from: `${at}: rmcp ${found.version}` };
            why = `${at} asks for rmcp ${JSON.stringify(found.version)}, which names no release mcpdesc knows`;
            break;
        }
    }
    return { versions: rmcpVersionsOf(LATEST), from: `assumed rmcp ${LATEST}: ${why}` };
}
function read(workspace, at) {
    if (workspace.kind(at) !== 'file')
        return undefined;
    const bytes = workspace.head(at, MAX_MANIFEST);
    return bytes && bytes.length < MAX_MANIFEST ? new TextDecoder().decode(bytes) : undefined;
}
/**
 * The rmcp requirement of a Cargo.toml: its version (undefined for a git or path dependency, with what
 * it is written as), `'workspace'` when it inherits the workspace's, undefined when it has none. With
 * `inWorkspace`, only `[workspace.dependencies]` is read.
 */
function requirement(text, inWorkspace) {
    if (text === undefined)
        return undefined;
    const lines = text.split('\n');
    let table = '';
    for (let i = 0; i < lines.length; i++) {
        const line = lines[i].trim();
        const header = /^\[{1,2}([^\]]{1,200})\]{1,2}/.exec(line);
        if (header) {
            table = header[1].trim();
            if (/(?:^|\.)dependencies\.rmcp$/.test(table) && (!inWorkspace || table === 'workspace.dependencies.rmcp')) {
                const body = [];
                for (const next of lines.slice(i + 1, i + 1 + TABLE_LINES)) {
                    if (next.trim().startsWith('['))
                        break;
                    if (next.trim() !== '')
                        body.push(next.trim());
                }
                return keys(body.join(', '));
            }
            continue;
        }
        if (!/(?:^|\.)dependencies$/.test(table) || (inWorkspace && table !== 'workspace.dependencies'))
            continue;
        // `rmcp = …`, or a dotted key: `rmcp.workspace = true`, `rmcp.version = "…"`.
        const entry = /^rmcp(?:\.(workspace|version))?\s{0,16}=\s{0,16}(.{0,500})$/.exec(line);
        if (!entry)
            continue;
        const written = entry[2].trim();
        if (entry[1] !== undefined)
            return keys(`${entry[1]} = ${written}`);
        const plain = /^["']([^"']{1,100})["']/.exec(written);
        return plain ? { version: plain[1], written } : keys(written);
    }
    return undefined;
}
/** The keys of an inline table or a table's lines: `version = "…"`, `workspace = true`. */
function keys(written) {
    if (/(?:^|[{,\s])workspace\s{0,16}=\s{0,16}true/.test(written))
        return 'workspace';
    const version = /(?:^|[{,\s])version\s{0,16}=\s{0,16}["']([^"']{1,100})["']/.exec(written)?.[1];
    const compact = written.replace(/\s+/g, ' ').slice(0, 120);
    return version === undefined ? { written: compact } : { version, written: compact };
}

;// CONCATENATED MODULE: ./src/formats/rust-source/index.ts
/**
 * Rust MCP server source: the tools a server defines with rmcp's `#[tool]` functions (extract.ts), read
 * as a descriptor's `tools` in the protocol versions of its rmcp release (sdk.ts), and checked by the
 * same rules as the other source formats, at the literals and doc comments that hold them.
 */








/** Reads a source file's tools into `{ protocolVersion, tools }`, every value placed where it is written. */
const parseRust = (0,program/* sourceParser */.D)({
    sdk: (_text, path, workspace) => rustSdkVersions(path, workspace),
    extract: (text, _path, _sdk, tests) => extractRustTools(text, tests),
    // The reader does not recurse: however deep the nesting, it reads the file in loops.
    recurses: false,
    comments: (0,program/* commentsBy */.S)(tokenizeRust),
});
const RUST_SOURCE = { ...info/* RUST_SOURCE_INFO */.M, rules: rules/* RULES */.y, context: context/* descriptorContext */.BD, parseProgram: parseRust };
/* harmony default export */ const rust_source = ((0,types/* defineFormat */.nP)(RUST_SOURCE));


/***/ }),

/***/ 8600:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   HV: () => (/* binding */ UNKNOWN),
/* harmony export */   SV: () => (/* binding */ emptyExtracted),
/* harmony export */   yg: () => (/* binding */ argumentsFromSchema)
/* harmony export */ });
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6065);

/** A value the reader could not know without running the server: listed as not statically known, never guessed. */
const UNKNOWN = Symbol('not statically known');
/** What a reader fills as it reads a file, empty. */
function emptyExtracted() {
    return { tools: [], prompts: [], resources: [], resourceTemplates: [], spans: new Map(), names: [], unread: [], anchors: new Map(), testRegistrations: 0 };
}
/**
 * A prompt's `arguments`, from the input schema its parameters were read into at `scratch` (a prompt's
 * arguments have no types): each argument's name and description placed where its parameter's are.
 */
function argumentsFromSchema(schema, scratch, pointer, spans, anchors) {
    const properties = (schema.properties ?? {});
    const required = new Set(schema.required);
    return Object.entries(properties).map(([name, property], index) => {
        const from = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_0__/* .joinPointer */ .Kn)((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_0__/* .joinPointer */ .Kn)(scratch, 'properties'), name);
        const to = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_0__/* .joinPointer */ .Kn)((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_0__/* .joinPointer */ .Kn)(pointer, 'arguments'), String(index));
        for (const suffix of ['', '/description']) {
            const span = spans.get(from + suffix);
            if (span)
                spans.set(to + suffix, span);
            const anchor = anchors.get(from + suffix);
            if (anchor)
                anchors.set(to + suffix, anchor);
        }
        const span = spans.get(from);
        if (span?.key)
            spans.set((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_0__/* .joinPointer */ .Kn)(to, 'name'), { value: span.key });
        return { name, ...(typeof property.description === 'string' ? { description: property.description } : {}), required: required.has(name) };
    });
}


/***/ }),

/***/ 524:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ sourceParser),
/* harmony export */   S: () => (/* binding */ commentsBy)
/* harmony export */ });
/* harmony import */ var _parse_lines_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(2060);
/* harmony import */ var _parse_parse_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9482);
/* harmony import */ var _parse_program_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6039);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8403);
/**
 * How a source format reads a file (its `parseProgram`), the same for every language: the format gives
 * the SDK versions its file's package depends on and its reader (extract.ts), and gets a descriptor-like
 * `{ protocolVersion, tools, prompts?, resources?, resourceTemplates? }` whose every value is placed where
 * it is written. Loads with the format's index.ts, only when such a file is linted.
 */




/** A reader's `comments`, from a tokenizer that adds the comments it meets to the list it is given. */
function commentsBy(tokenize) {
    return (text) => {
        const comments = [];
        tokenize(text, comments);
        return comments;
    };
}
/** Reads a source file's tools into `{ protocolVersion, tools }`, every value placed where it is written. */
function sourceParser(reader) {
    return (rawText, path, workspace, tests = false, run = undefined) => {
        // A byte-order mark is not part of the first line's columns.
        const text = rawText.charCodeAt(0) === 0xfeff ? rawText.slice(1) : rawText;
        const sdk = reader.sdk(text, path, workspace);
        const lines = new _parse_lines_js__WEBPACK_IMPORTED_MODULE_2__/* .LineIndex */ .r(text);
        let extracted;
        try {
            const kind = reader.sharedAs?.(text);
            const extract = () => reader.extract(text, path, sdk, tests);
            extracted = kind === undefined ? extract() : (0,_shared_js__WEBPACK_IMPORTED_MODULE_1__/* .sharedExtraction */ .j)(run, kind, path, text, extract, false);
            if (reader.finish)
                extracted = reader.finish(extracted, sdk);
        }
        catch (error) {
            // Recursion past the stack's depth: hostile or generated nesting, reported as past the limits.
            if (!(reader.recurses && error instanceof RangeError))
                throw error;
            return (0,_parse_program_js__WEBPACK_IMPORTED_MODULE_3__/* .unreadable */ .O$)(text, lines, sdk.from);
        }
        const { tools, prompts, resources = [], resourceTemplates = [], spans, names, unread, anchors } = extracted;
        const at = (offset) => lines.range(offset, offset).start;
        const document = (0,_parse_parse_js__WEBPACK_IMPORTED_MODULE_0__/* .parsedFromSpans */ .BK)(text, { protocolVersion: sdk.versions, tools, ...(0,_parse_program_js__WEBPACK_IMPORTED_MODULE_3__/* .others */ .MG)({ prompts, resources, resourceTemplates }) }, spans, {
            tools: tools.map((tool, i) => {
                const name = names[i];
                return { name: String(tool.name), ...at(typeof name === 'number' ? name : name[0]) };
            }),
            dynamic: unread.map((u) => ({ ...at(u.start), what: u.what, ...(u.pointer ? { pointer: u.pointer } : {}) })),
            versionFrom: sdk.from,
            ...(sdk.wrapsOutputSchemas ? { wrapsOutputSchemas: true } : {}),
        }, lines, anchors);
        const left = extracted.testRegistrations ?? 0;
        return { ...document, ...(left > 0 ? { testRegistrations: left } : {}), comments: () => reader.comments(text, path) };
    };
}


/***/ }),

/***/ 8403:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   j: () => (/* binding */ sharedExtraction)
/* harmony export */ });
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(5344);
/**
 * A source file's extraction, shared within a run between the two that read it: the consistency rules,
 * which read every source file of a package when they meet its first file (consistency/server-tools.ts),
 * and the file's own format, when the file is linted later. The first keeps what it extracted; the
 * second takes it (it is then gone), so each file but the first of its package (linted before the
 * rules read the package) is extracted once. Kept only while it fits the bounds, oldest first out, and
 * only for the very text it was made from: memory stays flat on any run, and a miss only costs the
 * extraction again. Saved about 350 ms of 2.7 s of CPU on the bench's 2,400-file source monorepo.
 */

/** Extractions kept at most, and the characters of their texts together. */
const MAX_KEPT = 1000;
const MAX_CHARS = 4 << 20;
class Shelf {
    kept = new Map();
    chars = 0;
    take(key, text) {
        const kept = this.kept.get(key);
        if (kept === undefined)
            return undefined;
        this.remove(key, kept);
        return kept.text === text ? kept.extracted : undefined;
    }
    keep(key, text, extracted) {
        if (text.length > MAX_CHARS)
            return;
        const old = this.kept.get(key);
        if (old)
            this.remove(key, old);
        this.kept.set(key, { text, extracted });
        this.chars += text.length;
        for (const [oldest, kept] of this.kept) {
            if (this.kept.size <= MAX_KEPT && this.chars <= MAX_CHARS)
                break;
            this.remove(oldest, kept);
        }
    }
    remove(key, kept) {
        this.kept.delete(key);
        this.chars -= kept.text.length;
    }
}
const SHELF = (0,_types_js__WEBPACK_IMPORTED_MODULE_0__/* .memoKey */ .e3)("source files' extractions, read for one reader and kept for the other");
/**
 * The extraction of `text` at `path` by the reader `kind` (a reader and its options: two readers share
 * only what they extract alike): the one kept for it in this run, taken, or `extract()`'s, kept when
 * `keep` says another reader will ask for it.
 */
function sharedExtraction(run, kind, path, text, extract, keep) {
    if (run === undefined)
        return extract();
    const shelf = run.memo(SHELF, () => new Shelf());
    const key = `${kind}\0${path}`;
    const taken = shelf.take(key, text);
    if (taken)
        return taken;
    const extracted = extract();
    if (keep)
        shelf.keep(key, text, extracted);
    return extracted;
}


/***/ }),

/***/ 7024:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   G: () => (/* binding */ placer),
/* harmony export */   W: () => (/* binding */ bracketPairs)
/* harmony export */ });
/**
 * The index of the bracket that closes each opening one (the last token where none does), made in one
 * pass with a stack: a reader skips a nested expression in one step, never by recursing. `openers`, when
 * given, gets each closing bracket's opening one.
 */
function bracketPairs(tokens, openers) {
    const pairs = new Int32Array(tokens.length).fill(tokens.length - 1);
    const stack = [];
    for (let j = 0; j < tokens.length; j++) {
        const t = tokens[j].text;
        if (tokens[j].kind !== 'op')
            continue;
        if (t === '(' || t === '[' || t === '{')
            stack.push(j);
        else if ((t === ')' || t === ']' || t === '}') && stack.length > 0) {
            const opening = stack.pop();
            pairs[opening] = j;
            if (openers)
                openers[j] = opening;
        }
    }
    return pairs;
}
/** `place(pointer, from, to, key?)`: records that the value at `pointer` is written in tokens `from` to `to`, its key in token `key`. */
function placer(tokens, spans) {
    return (pointer, from, to, key) => spans.set(pointer, { value: [tokens[from].start, tokens[to].end], ...(key === undefined ? {} : { key: [tokens[key].start, tokens[key].end] }) });
}


/***/ }),

/***/ 2472:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  y: () => (/* binding */ RULES)
});

// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/schema/index.ts
var schema = __webpack_require__(7046);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/security/index.ts
var security = __webpack_require__(8467);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/annotation-hints.ts
var annotation_hints = __webpack_require__(500);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/input-schema.ts
var input_schema = __webpack_require__(4154);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/name-format.ts
var name_format = __webpack_require__(5445);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/name-unique.ts
var name_unique = __webpack_require__(2361);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/output-schema.ts
var output_schema = __webpack_require__(1695);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/required-property.ts
var required_property = __webpack_require__(8433);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/tools/schema-keywords.ts
var schema_keywords = __webpack_require__(3770);
// EXTERNAL MODULE: ./src/util/json.ts
var json = __webpack_require__(4976);
// EXTERNAL MODULE: ./src/util/pointer.ts
var pointer = __webpack_require__(6065);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/context.ts
var context = __webpack_require__(8127);
;// CONCATENATED MODULE: ./src/formats/typescript-source/rules/description.ts



/**
 * mcpdesc.tool.description: every tool a server registers in source says what it does. A description
 * mcpdesc could not read (computed at run time, or in a configuration object it could not read whole) is
 * listed as not statically known, never reported: only a literal without one, or with an empty one, is.
 */
/** Where each language's SDK takes a tool's description, by the file's extension. */
const WHERE = [
    [/\.py$/, 'in Python, a docstring'],
    [/\.go$/, 'in Go, mcp.WithDescription'],
    [/\.cs$/, 'in C#, a [Description] attribute'],
    [/\.rs$/, 'in Rust, a doc comment or description = …'],
];
/* harmony default export */ const description = ((0,context/* descriptorRule */.wU)('mcpdesc.tool.description', (context) => {
    const tools = context.descriptor.tools;
    if (!Array.isArray(tools))
        return;
    const unread = new Set((context.parsed.inventory?.dynamic ?? []).map((d) => d.pointer));
    const where = WHERE.find(([extension]) => extension.test(context.path))?.[1] ?? 'the description argument or field';
    tools.forEach((tool, index) => {
        if (!(0,json/* isObject */.Gv)(tool) || typeof tool.name !== 'string')
            return;
        const at = (0,pointer/* joinPointer */.Kn)('/tools', String(index));
        const description = tool.description;
        // Its description, or the whole tool's configuration (an imported object), was not statically known.
        if (unread.has(at) || unread.has((0,pointer/* joinPointer */.Kn)(at, 'description')))
            return;
        if (description === undefined) {
            context.report((0,pointer/* joinPointer */.Kn)(at, 'name'), `Tool ${(0,json/* quote */.hD)(tool.name)} has no description. A client gives the model only a tool's name, description and schema to decide when to call it: add a description (${where}) that says what the tool does.`);
        }
        else if (typeof description === 'string' && description.trim() === '') {
            context.report((0,pointer/* joinPointer */.Kn)(at, 'description'), `Tool ${(0,json/* quote */.hD)(tool.name)} has an empty description. A client gives the model only a tool's name, description and schema to decide when to call it: write what the tool does.`);
        }
    });
}));

;// CONCATENATED MODULE: ./src/formats/typescript-source/rules/index.ts










const RULES = [
    ...schema/* default */.A.filter((r) => r.id === 'mcp.schema.tool'),
    name_unique/* default */.A,
    name_format/* default */.A,
    description,
    input_schema/* default */.A,
    output_schema/* default */.A,
    schema_keywords/* default */.A,
    required_property/* default */.A,
    annotation_hints/* default */.A,
    ...security/* default */.A,
];


/***/ }),

/***/ 6039:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   MG: () => (/* binding */ others),
/* harmony export */   O$: () => (/* binding */ unreadable),
/* harmony export */   cv: () => (/* binding */ dropArgumentTypes)
/* harmony export */ });
/* harmony import */ var _located_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(565);

function unreadable(text, lines, versionFrom) {
    const start = { line: 1, column: 1 };
    return (0,_located_js__WEBPACK_IMPORTED_MODULE_0__/* .parsedFromSpans */ .BK)(text, { protocolVersion: [], tools: [] }, new Map(), { tools: [], dynamic: [{ ...start, what: 'the whole file' }], versionFrom }, lines, new Map(), [
        {
            kind: 'limits',
            message: 'This source file nests deeper than mcpdesc reads, so none of its tools were read or checked. Flatten the deepest expression, or leave the file out of the paths to lint.',
            range: { start, end: start },
        },
    ]);
}
/** The lists of prompts, resources and resource templates a source file registers, those it has any of. */
function others(lists) {
    return Object.fromEntries(Object.entries(lists).filter(([, list]) => list.length > 0));
}
/**
 * Drops, from `list[from…]`, what is not read of a prompt argument's type: arguments are strings, so only
 * their descriptions matter. In place, in one pass (a prompt may have any number of parameters).
 */
function dropArgumentTypes(list, from) {
    let kept = from;
    for (let i = from; i < list.length; i++)
        if (!list[i].what.startsWith('the schema of parameter'))
            list[kept++] = list[i];
    list.length = kept;
}


/***/ }),

/***/ 4893:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I: () => (/* binding */ literalAnchors),
/* harmony export */   Q: () => (/* binding */ joinedAnchors)
/* harmony export */ });
/** Anchors of the body `source[start, end)` whose value starts at `from` in the whole string; `raw` bodies have no escapes. */
function literalAnchors(source, start, end, from, raw) {
    const anchors = [[from, start]];
    if (raw)
        return anchors;
    let index = from;
    for (let i = start; i < end;) {
        const at = source.indexOf('\\', i);
        if (at === -1 || at >= end)
            break;
        index += at - i;
        const next = source[at + 1];
        let length = 2;
        let written = 1;
        if (next === '\n')
            written = 0;
        else if (next === '\r') {
            written = 0;
            length = source[at + 2] === '\n' ? 3 : 2;
        }
        else if (next === 'x')
            length = 4;
        else if (next === 'u' && source[at + 2] === '{') {
            const close = source.indexOf('}', at + 3);
            length = close === -1 || close >= end ? 2 : close + 1 - at;
            written = Number.parseInt(source.slice(at + 3, close), 16) > 0xffff ? 2 : 1;
        }
        else if (next === 'u')
            length = 6;
        else if (next === 'U') {
            length = 10;
            written = 2;
        }
        else if (next === 'N' && source[at + 2] === '{') {
            const close = source.indexOf('}', at + 3);
            length = close === -1 || close >= end ? 2 : close + 1 - at;
        }
        else if (next >= '0' && next <= '7')
            length = 1 + (/^[0-7]{1,3}/.exec(source.slice(at + 1, at + 4))?.[0].length ?? 1);
        i = Math.min(at + length, end);
        index += written;
        anchors.push([index, i]);
    }
    return anchors;
}
/** The anchors of pieces written one after another (`"a" + "b"`, Python's `"a" "b"`), each given with its value's length. */
function joinedAnchors(pieces) {
    const out = [];
    let shift = 0;
    for (const piece of pieces) {
        for (const [index, offset] of piece.anchors)
            out.push([index + shift, offset]);
        shift += piece.length;
    }
    return out;
}


/***/ })

};
