// mcpdesc chunk 4909080c864cb45345bf70cb18d733694d798434562bd024698fe46a9bf81be9
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 6388;
__mcpdesc_chunk.ids = [6388];
__mcpdesc_chunk.modules = {

/***/ 6388:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  GO_SOURCE: () => (/* binding */ GO_SOURCE),
  "default": () => (/* binding */ go_source),
  parseGo: () => (/* binding */ parseGo)
});

// EXTERNAL MODULE: ./src/parse/lines.ts
var parse_lines = __webpack_require__(2060);
// EXTERNAL MODULE: ./src/parse/parse.ts + 8 modules
var parse = __webpack_require__(1919);
// EXTERNAL MODULE: ./src/parse/program.ts
var program = __webpack_require__(6039);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/context.ts
var context = __webpack_require__(8127);
// EXTERNAL MODULE: ./src/formats/typescript-source/rules/index.ts + 1 modules
var rules = __webpack_require__(2472);
// EXTERNAL MODULE: ./src/formats/types.ts
var types = __webpack_require__(7857);
// EXTERNAL MODULE: ./src/parse/string-anchors.ts
var string_anchors = __webpack_require__(4893);
// EXTERNAL MODULE: ./src/util/pointer.ts
var util_pointer = __webpack_require__(6065);
;// CONCATENATED MODULE: ./src/formats/go-source/tokens.ts
/**
 * Go's tokens, as far as reading tool definitions needs: identifiers, numbers, strings (interpreted,
 * decoded; raw, as written), runes, operators. Comments are dropped. One pass, linear in the text; an
 * unterminated string ends at its line (interpreted) or the file (raw) and the scan goes on.
 */
const NAME_START = /[A-Za-z_\u0080-\uffff]/;
const NAME_PART = /[A-Za-z0-9_\u0080-\uffff]/;
const SIMPLE = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"', a: '\x07', b: '\b', f: '\f', v: '\v' };
function tokenizeGo(text) {
    const tokens = [];
    let i = 0;
    while (i < text.length) {
        const c = text[i];
        if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === ';')
            i++;
        else if (c === '/' && text[i + 1] === '/') {
            while (i < text.length && text[i] !== '\n')
                i++;
        }
        else if (c === '/' && text[i + 1] === '*') {
            const end = text.indexOf('*/', i + 2);
            i = end === -1 ? text.length : end + 2;
        }
        else if (NAME_START.test(c)) {
            const start = i;
            while (i < text.length && NAME_PART.test(text[i]))
                i++;
            tokens.push({ kind: 'name', start, end: i, text: text.slice(start, i) });
        }
        else if (c === '`') {
            const end = text.indexOf('`', i + 1);
            const close = end === -1 ? text.length : end + 1;
            tokens.push({ kind: 'string', start: i, end: close, text: end === -1 ? undefined : text.slice(i + 1, end).replace(/\r/g, ''), raw: true });
            i = close;
        }
        else if (c === '"' || c === "'") {
            const start = i;
            i++;
            let closed = false;
            while (i < text.length && text[i] !== '\n') {
                if (text[i] === '\\')
                    i += 2;
                else if (text[i] === c) {
                    closed = true;
                    i++;
                    break;
                }
                else
                    i++;
            }
            i = Math.min(i, text.length);
            tokens.push({ kind: c === '"' ? 'string' : 'op', start, end: i, text: closed && c === '"' ? decode(text.slice(start + 1, i - 1)) : undefined });
        }
        else if (/[0-9]/.test(c)) {
            const start = i;
            while (i < text.length && /[0-9A-Za-z_.]/.test(text[i]))
                i++;
            tokens.push({ kind: 'number', start, end: i, text: text.slice(start, i) });
        }
        else {
            const op = text.startsWith(':=', i) || text.startsWith('...', i) ? text.slice(i, text[i] === '.' ? i + 3 : i + 2) : c;
            tokens.push({ kind: 'op', start: i, end: i + op.length, text: op });
            i += op.length;
        }
    }
    return tokens;
}
/** An interpreted string's escapes as Go reads them. */
function decode(body) {
    if (!body.includes('\\'))
        return body;
    let out = '';
    for (let i = 0; i < body.length; i++) {
        const c = body[i];
        const next = body[i + 1];
        if (c !== '\\' || next === undefined) {
            out += c;
            continue;
        }
        const hex = next === 'x' ? 2 : next === 'u' ? 4 : next === 'U' ? 8 : 0;
        if (hex > 0 && /^[0-9A-Fa-f]+$/.test(body.slice(i + 2, i + 2 + hex)) && body.length >= i + 2 + hex) {
            const code = Number.parseInt(body.slice(i + 2, i + 2 + hex), 16);
            out += code <= 0x10ffff ? String.fromCodePoint(code) : '';
            i += 1 + hex;
        }
        else if (/[0-7]/.test(next) && /^[0-7]{3}$/.test(body.slice(i + 1, i + 4))) {
            out += String.fromCharCode(Number.parseInt(body.slice(i + 1, i + 4), 8));
            i += 3;
        }
        else {
            out += SIMPLE[next] ?? next;
            i++;
        }
    }
    return out;
}

;// CONCATENATED MODULE: ./src/formats/go-source/extract.ts



const UNKNOWN = Symbol('not statically known');
const MAX_DEPTH = 32;
/** mcp-go's parameter options, by the JSON Schema type they declare. */
const PARAMETERS = {
    WithString: 'string',
    WithNumber: 'number',
    WithInteger: 'integer',
    WithBoolean: 'boolean',
    WithArray: 'array',
    WithObject: 'object',
};
/** mcp-go's property options with one value, by the keyword they set. */
const PROPERTY_VALUES = {
    Description: 'description',
    DefaultString: 'default',
    DefaultNumber: 'default',
    DefaultBool: 'default',
    Min: 'minimum',
    Max: 'maximum',
    MinLength: 'minLength',
    MaxLength: 'maxLength',
    Pattern: 'pattern',
    Title: 'title',
};
/** mcp-go's annotation options, by the annotation they set. */
const ANNOTATIONS = {
    WithTitleAnnotation: 'title',
    WithReadOnlyHintAnnotation: 'readOnlyHint',
    WithDestructiveHintAnnotation: 'destructiveHint',
    WithIdempotentHintAnnotation: 'idempotentHint',
    WithOpenWorldHintAnnotation: 'openWorldHint',
};
/** `goSdk`: the file imports the official go-sdk, which makes a tool's input schema from its handler's argument type. */
function extractGoTools(text, goSdk = false) {
    const tokens = tokenizeGo(text);
    const spans = new Map();
    const anchors = new Map();
    const unread = [];
    const tools = [];
    const names = [];
    const pairs = new Int32Array(tokens.length).fill(tokens.length - 1);
    const stack = [];
    for (let j = 0; j < tokens.length; j++) {
        const t = tokens[j].text;
        if (tokens[j].kind !== 'op')
            continue;
        if (t === '(' || t === '[' || t === '{')
            stack.push(j);
        else if ((t === ')' || t === ']' || t === '}') && stack.length > 0)
            pairs[stack.pop()] = j;
    }
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    const is = (i, value) => tokens[i]?.kind === 'name' && tokens[i].text === value;
    // Constants: `const X = \u2026`, and each `X = \u2026` of a `const ( \u2026 )` block.
    const constants = new Map();
    for (let i = 0; i < tokens.length; i++) {
        if (!is(i, 'const'))
            continue;
        if (op(i + 1, '(')) {
            for (let j = i + 2; j < pairs[i + 1]; j++) {
                if (tokens[j].kind !== 'name' || op(j - 1, '.'))
                    continue;
                // `Name = value` or `Name Type = value`.
                const typed = tokens[j + 1]?.kind === 'name' && op(j + 2, '=');
                if (typed || op(j + 1, '='))
                    constants.set(tokens[j].text, typed ? j + 3 : j + 2);
                if (typed)
                    j += 2;
            }
        }
        else if (tokens[i + 1]?.kind === 'name') {
            const equals = op(i + 2, '=') ? i + 2 : op(i + 3, '=') ? i + 3 : -1;
            if (equals !== -1)
                constants.set(tokens[i + 1].text, equals + 1);
        }
    }
    /** The index after the expression at `i`: at a `,`, a `:` or a closing bracket at its depth. */
    const skip = (i) => {
        for (; i < tokens.length; i++) {
            const t = tokens[i];
            if (t.kind !== 'op')
                continue;
            if (t.text === '(' || t.text === '[' || t.text === '{')
                i = pairs[i];
            else if (t.text === ')' || t.text === ']' || t.text === '}' || t.text === ',' || t.text === ':')
                return i;
            else if (t.text === '=' || t.text === ':=')
                return i;
        }
        return i;
    };
    /** The start of what the expression at `i` stands for: a same-file constant's value, through `string(\u2026)` conversions. */
    const resolve = (i) => {
        let at = i;
        for (let hops = 0; hops < MAX_DEPTH && tokens[at]?.kind === 'name'; hops++) {
            // `string(NAME)`: a typed constant converted.
            if (is(at, 'string') && op(at + 1, '(') && skip(at + 2) === pairs[at + 1]) {
                at += 2;
                continue;
            }
            const found = skip(at) === at + 1 ? constants.get(tokens[at].text) : undefined;
            if (found === undefined || found === at)
                break;
            at = found;
        }
        return at;
    };
    const place = (pointer, from, to, key) => spans.set(pointer, { value: [tokens[from].start, tokens[to].end], ...(key === undefined ? {} : { key: [tokens[key].start, tokens[key].end] }) });
    /** The index after a chain of strings joined with `+` at `i` (Go ends a constant's line without a token). */
    const stringEnd = (i) => {
        let end = i;
        while (op(end + 1, '+') && tokens[end + 2]?.kind === 'string')
            end += 2;
        return end + 1;
    };
    const value = (i, pointer, key, depth = 0) => {
        const at = resolve(i);
        const end = tokens[at]?.kind === 'string' ? stringEnd(at) : skip(at);
        const read = literal(at, end, pointer, depth);
        if (read !== UNKNOWN && end > at)
            place(pointer, at, end - 1, key);
        if (typeof read === 'string')
            anchors.set(pointer, stringAnchors(at, end));
        return read;
    };
    const stringAnchors = (from, to) => {
        const pieces = [];
        for (let j = from; j < to; j += 2) {
            const t = tokens[j];
            pieces.push({ anchors: (0,string_anchors/* literalAnchors */.I)(text, t.start + 1, t.end - 1, 0, t.raw === true), length: (t.text ?? '').length });
        }
        return (0,string_anchors/* joinedAnchors */.Q)(pieces);
    };
    const literal = (i, end, pointer, depth) => {
        const t = tokens[i];
        if (!t || end <= i || depth > MAX_DEPTH)
            return UNKNOWN;
        if (t.kind === 'string') {
            // "a" + "b" + `c`
            let out = '';
            for (let j = i; j < end; j += 2) {
                if (tokens[j].kind !== 'string' || tokens[j].text === undefined || (j + 1 < end && !op(j + 1, '+')))
                    return UNKNOWN;
                out += tokens[j].text;
            }
            return out;
        }
        if (end === i + 1 && t.kind === 'number' && /^\d+(?:\.\d+)?$/.test(t.text ?? ''))
            return Number(t.text);
        if (end === i + 1 && (t.text === 'true' || t.text === 'false'))
            return t.text === 'true';
        if (op(i, '-') && end === i + 2 && tokens[i + 1].kind === 'number')
            return -Number(tokens[i + 1].text);
        // `&mcp.ToolAnnotations{\u2026}` or `mcp.ToolAnnotations{\u2026}`: its fields as an object.
        const open = composite(i);
        if (open !== -1 && pairs[open] + 1 === end)
            return fields(open, pointer, depth);
        return UNKNOWN;
    };
    /** The `{` of a composite literal `&pkg.Type{` / `pkg.Type{` / `Type{` at `i`, or -1. */
    const composite = (i) => {
        let j = op(i, '&') ? i + 1 : i;
        if (tokens[j]?.kind !== 'name')
            return -1;
        if (op(j + 1, '.') && tokens[j + 2]?.kind === 'name')
            j += 2;
        return op(j + 1, '{') ? j + 1 : -1;
    };
    /** A struct literal's `Field: value` pairs as an object keyed by the JSON names (ReadOnlyHint \u2192 readOnlyHint). */
    const fields = (open, pointer, depth) => {
        const out = {};
        for (let j = open + 1; j < pairs[open];) {
            if (tokens[j].kind !== 'name' || !op(j + 1, ':'))
                return UNKNOWN;
            const name = jsonName(tokens[j].text);
            const read = value(j + 2, (0,util_pointer/* joinPointer */.Kn)(pointer, name), j, depth + 1);
            if (read === UNKNOWN)
                return UNKNOWN;
            out[name] = read;
            j = skip(j + 2);
            if (op(j, ','))
                j++;
        }
        return out;
    };
    /** A call's arguments at `open`, each as its first token. */
    const args = (open) => {
        const out = [];
        for (let j = open + 1; j < pairs[open];) {
            out.push(j);
            j = skip(j);
            if (op(j, ','))
                j++;
            else
                break;
        }
        return out;
    };
    /** The option called at `i` (`mcp.WithDescription(`): its name and the `(`, or undefined. */
    const option = (i) => {
        let j = i;
        if (tokens[j]?.kind === 'name' && op(j + 1, '.'))
            j += 2;
        return tokens[j]?.kind === 'name' && op(j + 1, '(') ? { name: tokens[j].text, open: j + 1 } : undefined;
    };
    /** mark3labs/mcp-go: `NewTool(name, options\u2026)`. */
    const newTool = (open) => {
        const [nameArg, ...options] = args(open);
        if (nameArg === undefined)
            return;
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        const name = value(nameArg, (0,util_pointer/* joinPointer */.Kn)(pointer, 'name'));
        if (typeof name !== 'string') {
            unread.push({ start: tokens[nameArg].start, what: 'a tool registration' });
            return;
        }
        const tool = { name };
        const properties = {};
        const required = [];
        const annotations = {};
        const schema = (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema');
        for (const at of options) {
            const called = option(at);
            const [first, ...rest] = called ? args(called.open) : [];
            if (called?.name === 'WithDescription' && first !== undefined) {
                const description = value(first, (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'));
                if (typeof description === 'string')
                    tool.description = description;
                else
                    unread.push({ start: tokens[first].start, what: "the tool's description", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'description') });
            }
            else if (called && called.name in ANNOTATIONS && first !== undefined) {
                const key = ANNOTATIONS[called.name];
                const read = value(first, (0,util_pointer/* joinPointer */.Kn)((0,util_pointer/* joinPointer */.Kn)(pointer, 'annotations'), key));
                if (read === UNKNOWN)
                    unread.push({ start: tokens[first].start, what: `the tool's ${key}` });
                else
                    annotations[key] = read;
            }
            else if (called && called.name in PARAMETERS && first !== undefined) {
                const property = parameter(called.name, first, rest, (0,util_pointer/* joinPointer */.Kn)(schema, 'properties'));
                if (!property)
                    continue;
                properties[property.name] = property.schema;
                if (property.required)
                    required.push(property.name);
            }
            else
                unread.push({ start: tokens[at].start, what: 'a tool option' });
        }
        if (Object.keys(annotations).length > 0)
            tool.annotations = annotations;
        tool.inputSchema = { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
        place(pointer, open - 1, pairs[open]);
        place(schema, open - 1, pairs[open]);
        tools.push(tool);
        names.push(tokens[resolve(nameArg)].start);
    };
    /** `WithString("p", Required(), Description("\u2026"), Enum("a", "b"))`. */
    const parameter = (kind, nameArg, options, properties) => {
        const start = resolve(nameArg);
        const name = literal(start, tokens[start]?.kind === 'string' ? stringEnd(start) : skip(start), '', 0);
        if (typeof name !== 'string') {
            unread.push({ start: tokens[nameArg].start, what: 'a parameter' });
            return undefined;
        }
        const at = (0,util_pointer/* joinPointer */.Kn)(properties, name);
        spans.set(at, { value: [tokens[nameArg].start, tokens[nameArg].end], key: [tokens[nameArg].start, tokens[nameArg].end] });
        const schema = { type: PARAMETERS[kind] };
        let required = false;
        for (const option_ of options) {
            const called = option(option_);
            const values = called ? args(called.open) : [];
            if (called?.name === 'Required')
                required = true;
            else if (called?.name === 'Enum') {
                const list = values.map((v, i) => value(v, (0,util_pointer/* joinPointer */.Kn)((0,util_pointer/* joinPointer */.Kn)(at, 'enum'), String(i))));
                if (list.every((v) => typeof v === 'string'))
                    schema.enum = list;
                else
                    unread.push({ start: tokens[option_].start, what: `the enum of parameter ${JSON.stringify(name)}` });
            }
            else if (called && called.name in PROPERTY_VALUES && values.length === 1) {
                const keyword = PROPERTY_VALUES[called.name];
                const read = value(values[0], (0,util_pointer/* joinPointer */.Kn)(at, keyword));
                if (read === UNKNOWN)
                    unread.push({ start: tokens[values[0]].start, what: `the ${keyword} of parameter ${JSON.stringify(name)}` });
                else
                    schema[keyword] = read;
            }
            else
                unread.push({ start: tokens[option_].start, what: `an option of parameter ${JSON.stringify(name)}` });
        }
        return { name, schema, required };
    };
    /** go-sdk: a `mcp.Tool{\u2026}` literal with a Name. */
    const toolLiteral = (open) => {
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        const tool = {};
        let nameAt = -1;
        let hasSchema = false;
        for (let j = open + 1; j < pairs[open];) {
            if (tokens[j].kind !== 'name' || !op(j + 1, ':'))
                return;
            const field = tokens[j].text;
            const key = jsonName(field);
            if (field === 'InputSchema') {
                hasSchema = true;
                unread.push({ start: tokens[j + 2].start, what: "the tool's inputSchema", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema') });
            }
            else if (field === 'Name' || field === 'Title' || field === 'Description' || field === 'Annotations') {
                const read = value(j + 2, (0,util_pointer/* joinPointer */.Kn)(pointer, key), j);
                if (read === UNKNOWN) {
                    if (field === 'Name') {
                        unread.push({ start: tokens[j + 2].start, what: 'a tool registration' });
                        return;
                    }
                    unread.push({ start: tokens[j + 2].start, what: `the tool's ${key}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, key) });
                }
                else
                    tool[key] = read;
                if (field === 'Name')
                    nameAt = resolve(j + 2);
            }
            j = skip(j + 2);
            if (op(j, ','))
                j++;
        }
        if (typeof tool.name !== 'string' || nameAt === -1)
            return;
        if (!hasSchema && goSdk)
            unread.push({ start: tokens[open].start, what: "the tool's input schema (made from its handler's argument type)" });
        tool.inputSchema = { type: 'object' };
        place(pointer, open, pairs[open]);
        tools.push(tool);
        names.push(tokens[nameAt].start);
    };
    for (let i = 0; i + 1 < tokens.length; i++) {
        if (is(i, 'NewTool') && op(i + 1, '('))
            newTool(i + 1);
        else if (is(i, 'Tool') && op(i - 1, '.') && op(i + 1, '{'))
            toolLiteral(i + 1);
    }
    return { tools, spans, names, unread: unread.sort((a, b) => a.start - b.start), anchors };
}
/** Go's exported field name as the JSON name the SDK gives it: `ReadOnlyHint` \u2192 `readOnlyHint`. */
function jsonName(field) {
    return field.charAt(0).toLowerCase() + field.slice(1);
}

// EXTERNAL MODULE: ./src/formats/go-source/info.ts
var info = __webpack_require__(2923);
// EXTERNAL MODULE: ./src/formats/typescript-source/sdk.ts
var sdk = __webpack_require__(2604);
;// CONCATENATED MODULE: ./src/formats/go-source/sdk.ts

const MODULES = {
    'github.com/mark3labs/mcp-go': {
        firsts: [
            ['0.2.0', '2024-11-05'],
            ['0.30.0', '2025-03-26'],
            ['0.35.0', '2025-06-18'],
            ['0.44.0-beta.2', '2025-11-25'],
            ['1.0.0-beta.1', '2026-07-28'],
        ],
        latest: '0.44.0',
    },
    'github.com/modelcontextprotocol/go-sdk': {
        // v0.1.0 spoke 2025-03-26 alone; v0.2.0 added the older and the newer revision.
        firsts: [
            ['0.2.0', '2024-11-05'],
            ['0.1.0', '2025-03-26'],
            ['0.2.0', '2025-06-18'],
            ['1.2.0', '2025-11-25'],
            ['1.7.0-pre.1', '2026-07-28'],
        ],
        latest: '1.7.0',
    },
};
/** The SDK module a file imports. */
function moduleOf(text) {
    return text.includes('github.com/modelcontextprotocol/go-sdk') ? 'github.com/modelcontextprotocol/go-sdk' : 'github.com/mark3labs/mcp-go';
}
function goVersionsOf(module, release) {
    return MODULES[module].firsts.filter(([first]) => (0,sdk/* compareReleases */.c0)(first, release) <= 0).map(([, v]) => v);
}
const MAX_MANIFEST = 1 << 20;
/** The versions of the module the nearest go.mod at or above the file requires; its latest known release when none does. */
function goSdkVersions(path, module, workspace) {
    const segments = path.split('/').slice(0, -1);
    if (workspace && !segments.includes('..')) {
        for (let depth = segments.length; depth >= 0; depth--) {
            const at = [...segments.slice(0, depth), 'go.mod'].join('/');
            if (workspace.kind(at) !== 'file')
                continue;
            const bytes = workspace.head(at, MAX_MANIFEST);
            if (!bytes || bytes.length >= MAX_MANIFEST)
                continue;
            const text = new TextDecoder().decode(bytes);
            const start = text.indexOf(`${module} v`);
            if (start === -1)
                continue;
            const match = /^v(\d{1,9}\.\d{1,9}\.\d{1,9}(?:-[0-9A-Za-z.-]{1,64})?)/.exec(text.slice(start + module.length + 1, start + module.length + 80));
            if (match)
                return { versions: goVersionsOf(module, match[1]), from: `${at}: ${module} v${match[1]}` };
        }
    }
    const { latest } = MODULES[module];
    return { versions: goVersionsOf(module, latest), from: `assumed ${module} v${latest}: no go.mod at or above this file requires it` };
}

;// CONCATENATED MODULE: ./src/formats/go-source/index.ts
/**
 * Go MCP server source: the tools a server defines with mcp-go or the go-sdk (extract.ts),
 * read as a descriptor's `tools` in the protocol versions of its SDK module (sdk.ts), and checked by
 * the same rules as TypeScript source's, at the literals that hold them.
 */









/** Reads a source file's tools into `{ protocolVersion, tools }`, every value placed where it is written. */
const parseGo = (rawText, path, workspace) => {
    const text = rawText.charCodeAt(0) === 0xfeff ? rawText.slice(1) : rawText;
    const sdk = goSdkVersions(path, moduleOf(text), workspace);
    const lines = new parse_lines/* LineIndex */.r(text);
    let extracted;
    try {
        extracted = extractGoTools(text, moduleOf(text) === 'github.com/modelcontextprotocol/go-sdk');
    }
    catch (error) {
        // Recursion past the stack's depth: hostile or generated nesting, reported as past the limits.
        if (!(error instanceof RangeError))
            throw error;
        return (0,program/* unreadable */.O)(text, lines, sdk.from);
    }
    const { tools, spans, names, unread, anchors } = extracted;
    const at = (offset) => lines.range(offset, offset).start;
    return (0,parse/* parsedFromSpans */.BK)(text, { protocolVersion: sdk.versions, tools }, spans, {
        tools: tools.map((tool, i) => ({ name: String(tool.name), ...at(names[i]) })),
        dynamic: unread.map((u) => ({ ...at(u.start), what: u.what, ...(u.pointer ? { pointer: u.pointer } : {}) })),
        versionFrom: sdk.from,
    }, lines, anchors);
};
const GO_SOURCE = { ...info/* GO_SOURCE_INFO */._, rules: rules/* RULES */.y, context: context/* descriptorContext */.BD, parseProgram: parseGo };
/* harmony default export */ const go_source = ((0,types/* defineFormat */.nP)(GO_SOURCE));


/***/ }),

/***/ 1207:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  A: () => (/* binding */ security)
});

// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/security/confusable-name.ts
var confusable_name = __webpack_require__(2253);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/security/hidden-characters.ts
var hidden_characters = __webpack_require__(6868);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/security/injected-instructions.ts
var injected_instructions = __webpack_require__(5197);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/context.ts
var context = __webpack_require__(8127);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/security/strings.ts + 5 modules
var strings = __webpack_require__(7295);
// EXTERNAL MODULE: ./src/formats/types.ts
var types = __webpack_require__(7857);
;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/security/secret-in-example.ts



/**
 * mcpdesc.security.secret-in-example: no credential in example data (interaction examples, schema
 * defaults and examples) or anywhere else in the descriptor.
 */
/* harmony default export */ const secret_in_example = ((0,context/* descriptorRule */.wU)('mcpdesc.security.secret-in-example', (context) => {
    for (const { pointer, found, text } of (0,strings/* stringFindings */.o8)(context).secrets) {
        (0,types/* rememberCredential */.bk)(context, text, found);
        context.report(pointer, `This string contains what looks like a real credential: ${found.kind} (${found.redacted}). Descriptors are committed, published and passed to models, so a real credential here is leaked: revoke it if it is real, and use an obvious placeholder such as "<api-key>" instead.`);
    }
}));

;// CONCATENATED MODULE: ./src/formats/mcpdesc-descriptor/rules/security/index.ts




/** Security rules (rules/security.yaml). */
const rules = [confusable_name/* default */.A, hidden_characters/* default */.A, injected_instructions/* default */.A, secret_in_example];
/* harmony default export */ const security = (rules);


/***/ }),

/***/ 2472:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  y: () => (/* binding */ RULES)
});

// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/schema/index.ts
var schema = __webpack_require__(7046);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/rules/security/index.ts + 1 modules
var security = __webpack_require__(1207);
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
 * mcpdesc could not read (computed at run time) is listed as not statically known, never reported.
 */
/* harmony default export */ const description = ((0,context/* descriptorRule */.wU)('mcpdesc.tool.description', (context) => {
    const tools = context.descriptor.tools;
    if (!Array.isArray(tools))
        return;
    const unread = new Set((context.parsed.inventory?.dynamic ?? []).map((d) => d.pointer));
    tools.forEach((tool, index) => {
        if (!(0,json/* isObject */.Gv)(tool) || typeof tool.name !== 'string')
            return;
        const at = (0,pointer/* joinPointer */.Kn)('/tools', String(index));
        const description = tool.description;
        if (unread.has((0,pointer/* joinPointer */.Kn)(at, 'description')))
            return;
        if (description === undefined) {
            context.report((0,pointer/* joinPointer */.Kn)(at, 'name'), `Tool ${(0,json/* quote */.hD)(tool.name)} has no description. A client gives the model only a tool's name, description and schema to decide when to call it: add a description (in Python, a docstring) that says what the tool does.`);
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

/***/ 2604:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c0: () => (/* binding */ compareReleases),
/* harmony export */   k4: () => (/* binding */ sdkOf),
/* harmony export */   qb: () => (/* binding */ sdkVersions)
/* harmony export */ });
/* unused harmony exports SDKS, versionsOf, lowerBound */
const SDKS = {
    '@modelcontextprotocol/sdk': {
        firsts: [
            ['0.3.0', '2024-11-05'],
            ['1.11.0', '2025-03-26'],
            ['1.13.0', '2025-06-18'],
            ['1.24.1', '2025-11-25'],
        ],
        latest: '1.30.0',
    },
    '@modelcontextprotocol/server': {
        firsts: [
            ['2.0.0-alpha.1', '2024-11-05'],
            ['2.0.0-alpha.1', '2025-03-26'],
            ['2.0.0-alpha.1', '2025-06-18'],
            ['2.0.0-alpha.1', '2025-11-25'],
            ['2.0.0-alpha.4', '2026-07-28'],
        ],
        latest: '2.0.0',
    },
};
/** The SDK package a file imports: v2's server package when it names it, else v1's. */
function sdkOf(text) {
    return text.includes('@modelcontextprotocol/server') && !text.includes('@modelcontextprotocol/sdk')
        ? '@modelcontextprotocol/server'
        : '@modelcontextprotocol/sdk';
}
/** The protocol versions a release of an SDK line speaks. */
function versionsOf(sdk, release) {
    const line = SDKS[sdk];
    return line ? line.firsts.filter(([first]) => compareReleases(first, release) <= 0).map(([, version]) => version) : [];
}
/** package.json files are read up to this size: a manifest is rarely a tenth of it. */
const MAX_MANIFEST = 1 << 20;
const READ = new WeakMap();
/**
 * The versions a file's server speaks, from the nearest package.json at or above its folder that names
 * the SDK among its dependencies; the table's latest release of the SDK when none does (or it cannot be read).
 */
function sdkVersions(path, sdk, workspace) {
    const declared = workspace ? dependency(workspace, path, sdk) : null;
    const release = declared ? lowerBound(declared.range) : undefined;
    if (declared && release) {
        const versions = versionsOf(sdk, release);
        if (versions.length > 0)
            return { versions, from: `${declared.at}: ${sdk} ${declared.range}` };
    }
    const latest = SDKS[sdk].latest;
    const why = declared
        ? `${declared.at} asks for ${sdk} ${JSON.stringify(declared.range)}, which names no release mcpdesc knows`
        : `no package.json at or above this file names ${sdk}`;
    return { versions: versionsOf(sdk, latest), from: `assumed ${sdk} ${latest}: ${why}` };
}
function dependency(workspace, path, sdk) {
    let cache = workspace.stable ? READ.get(workspace) : undefined;
    if (workspace.stable && !cache)
        READ.set(workspace, (cache = new Map()));
    const segments = path.split('/').slice(0, -1);
    // Paths outside the root (`../x.ts`) have no package.json mcpdesc may read.
    if (segments.includes('..'))
        return null;
    for (let depth = segments.length; depth >= 0; depth--) {
        const folder = segments.slice(0, depth).join('/');
        const key = `${folder}\u0000${sdk}`;
        let found = cache?.get(key);
        if (found === undefined) {
            found = readManifest(workspace, folder === '' ? 'package.json' : `${folder}/package.json`, sdk);
            cache?.set(key, found);
        }
        if (found)
            return found;
    }
    return null;
}
function readManifest(workspace, at, sdk) {
    if (workspace.kind(at) !== 'file')
        return null;
    const bytes = workspace.head(at, MAX_MANIFEST);
    if (!bytes || bytes.length >= MAX_MANIFEST)
        return null;
    let manifest;
    try {
        manifest = JSON.parse(new TextDecoder().decode(bytes));
    }
    catch {
        return null;
    }
    if (typeof manifest !== 'object' || manifest === null)
        return null;
    for (const field of ['dependencies', 'peerDependencies', 'devDependencies']) {
        const deps = manifest[field];
        const range = typeof deps === 'object' && deps !== null ? deps[sdk] : undefined;
        if (typeof range === 'string')
            return { range, at };
    }
    return null;
}
/** The lowest release a simple npm range allows (`^1.12.0`, `~1.13`, `>=1.24.1`, `1.20.0`), or undefined. */
function lowerBound(range) {
    const match = /^\s*(?:\^|~|>=|=)?\s*v?(\d{1,9})(?:\.(\d{1,9}))?(?:\.(\d{1,9}))?(-[0-9A-Za-z.-]{1,64})?\s*$/.exec(range);
    if (!match)
        return undefined;
    const [, major, minor = '0', patch = '0', pre = ''] = match;
    return `${major}.${minor}.${patch}${pre}`;
}
/** Semantic-version order, pre-releases before their release. */
function compareReleases(a, b) {
    const [coreA, preA] = splitRelease(a);
    const [coreB, preB] = splitRelease(b);
    for (let i = 0; i < 3; i++)
        if (coreA[i] !== coreB[i])
            return coreA[i] - coreB[i];
    if (preA === undefined || preB === undefined)
        return preA === preB ? 0 : preA === undefined ? 1 : -1;
    const partsA = preA.split('.');
    const partsB = preB.split('.');
    for (let i = 0; i < Math.max(partsA.length, partsB.length); i++) {
        if (partsA[i] === undefined)
            return -1;
        if (partsB[i] === undefined)
            return 1;
        const numeric = /^\d+$/.test(partsA[i]) && /^\d+$/.test(partsB[i]);
        const order = numeric ? Number(partsA[i]) - Number(partsB[i]) : partsA[i] < partsB[i] ? -1 : partsA[i] > partsB[i] ? 1 : 0;
        if (order !== 0)
            return order;
    }
    return 0;
}
function splitRelease(release) {
    const dash = release.indexOf('-');
    const core = (dash === -1 ? release : release.slice(0, dash)).split('.').map(Number);
    return [core, dash === -1 ? undefined : release.slice(dash + 1)];
}


/***/ }),

/***/ 6039:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   O: () => (/* binding */ unreadable)
/* harmony export */ });
/* harmony import */ var _parse_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(1919);

function unreadable(text, lines, versionFrom) {
    const start = { line: 1, column: 1 };
    return (0,_parse_js__WEBPACK_IMPORTED_MODULE_0__/* .parsedFromSpans */ .BK)(text, { protocolVersion: [], tools: [] }, new Map(), { tools: [], dynamic: [{ ...start, what: 'the whole file' }], versionFrom }, lines, new Map(), [
        {
            kind: 'limits',
            message: 'This source file nests deeper than mcpdesc reads, so none of its tools were read or checked. Flatten the deepest expression, or leave the file out of the paths to lint.',
            range: { start, end: start },
        },
    ]);
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

})
