// mcpdesc chunk 606666967529bc5a8e349b3b3823e4f120dc71f6c0ca7558da94214f5c0395ce
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 2712;
__mcpdesc_chunk.ids = [2712];
__mcpdesc_chunk.modules = {

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

/***/ 2712:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  PYTHON_SOURCE: () => (/* binding */ PYTHON_SOURCE),
  "default": () => (/* binding */ python_source),
  parsePython: () => (/* binding */ parsePython)
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
;// CONCATENATED MODULE: ./src/formats/python-source/tokens.ts
/**
 * Python's tokens, as far as reading tool registrations needs: names, numbers, strings (every prefix and
 * quote form, decoded), operators, and the end of each logical line (brackets and backslashes join
 * physical lines, as in Python's own tokenizer). Comments are dropped. One pass, linear in the text; an
 * unterminated string ends where Python would report it, and the scan goes on.
 */
const NAME_START = /[A-Za-z_\u0080-\uffff]/;
const NAME_PART = /[A-Za-z0-9_\u0080-\uffff]/;
const THREE = new Set(['**=', '//=', '>>=', '<<=', '...']);
const TWO = new Set(['**', '//', '->', '==', '!=', '<=', '>=', ':=', '+=', '-=', '*=', '/=', '%=', '&=', '|=', '^=', '@=', '<<', '>>']);
function tokenize(text) {
    const tokens = [];
    let depth = 0;
    let first = true;
    let i = 0;
    const push = (kind, start, end, value) => {
        tokens.push({ kind, start, end, text: value, first });
        first = false;
    };
    while (i < text.length) {
        const c = text[i];
        if (c === '\n' || c === '\r') {
            if (depth === 0 && !first)
                push('newline', i, i + 1, '\n');
            first = depth === 0 ? true : first;
            i++;
        }
        else if (c === ' ' || c === '\t' || c === '\f')
            i++;
        else if (c === '#') {
            while (i < text.length && text[i] !== '\n' && text[i] !== '\r')
                i++;
        }
        else if (c === '\\' && (text[i + 1] === '\n' || text[i + 1] === '\r')) {
            i += text[i + 1] === '\r' && text[i + 2] === '\n' ? 3 : 2;
        }
        else if (NAME_START.test(c)) {
            const start = i;
            while (i < text.length && NAME_PART.test(text[i]))
                i++;
            const quote = text[i];
            if ((quote === '"' || quote === "'") && i - start <= 2 && /^(?:[rRuUbBfF]|[rR][bBfF]|[bBfF][rR])$/.test(text.slice(start, i))) {
                i = string(text, start, i, push);
            }
            else
                push('name', start, i, text.slice(start, i));
        }
        else if (c === '"' || c === "'") {
            i = string(text, i, i, push);
        }
        else if (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(text[i + 1] ?? ''))) {
            const start = i;
            while (i < text.length && /[0-9A-Za-z_.]/.test(text[i]))
                i++;
            push('number', start, i, text.slice(start, i));
        }
        else {
            const three = text.slice(i, i + 3);
            const two = text.slice(i, i + 2);
            const op = THREE.has(three) ? three : TWO.has(two) ? two : c;
            if (op === '(' || op === '[' || op === '{')
                depth++;
            else if ((op === ')' || op === ']' || op === '}') && depth > 0)
                depth--;
            push('op', i, i + op.length, op);
            i += op.length;
        }
    }
    if (!first)
        push('newline', text.length, text.length, '\n');
    return tokens;
}
/** Reads the string whose prefix starts at `start` and whose quote is at `quoteAt`; returns the offset after it. */
function string(text, start, quoteAt, push) {
    const prefix = text.slice(start, quoteAt).toLowerCase();
    const quote = text[quoteAt];
    const triple = text.startsWith(quote.repeat(3), quoteAt);
    const open = triple ? 3 : 1;
    let i = quoteAt + open;
    const bodyStart = i;
    let bodyEnd = -1;
    while (i < text.length) {
        const c = text[i];
        if (c === '\\')
            i += 2;
        else if (!triple && (c === '\n' || c === '\r'))
            break;
        else if (c === quote && (!triple || text.startsWith(quote.repeat(3), i))) {
            bodyEnd = i;
            i += open;
            break;
        }
        else
            i++;
    }
    const body = text.slice(bodyStart, bodyEnd === -1 ? Math.min(i, text.length) : bodyEnd);
    const raw = prefix.includes('r');
    let value = prefix.includes('b') || bodyEnd === -1 ? undefined : raw ? body : decodeEscapes(body);
    if (value !== undefined && prefix.includes('f'))
        value = /\{(?!\{)/.test(value.replace(/\{\{|\}\}/g, '')) ? undefined : value.replace(/\{\{/g, '{').replace(/\}\}/g, '}');
    push('string', start, Math.min(i, text.length), value);
    return Math.min(i, text.length);
}
const SIMPLE = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"', a: '\x07', b: '\b', f: '\f', v: '\v', '0': '\0' };
/** A string literal's escapes as Python reads them (an unknown escape keeps its backslash, as Python does). */
function decodeEscapes(body) {
    if (!body.includes('\\'))
        return body;
    let out = '';
    for (let i = 0; i < body.length; i++) {
        const c = body[i];
        if (c !== '\\' || i + 1 >= body.length) {
            out += c;
            continue;
        }
        const next = body[i + 1];
        const hex = next === 'x' ? 2 : next === 'u' ? 4 : next === 'U' ? 8 : 0;
        if (next === '\n')
            i++;
        else if (next === '\r')
            i += body[i + 2] === '\n' ? 2 : 1;
        else if (hex > 0 && /^[0-9A-Fa-f]+$/.test(body.slice(i + 2, i + 2 + hex)) && body.length >= i + 2 + hex) {
            const code = Number.parseInt(body.slice(i + 2, i + 2 + hex), 16);
            out += code <= 0x10ffff ? String.fromCodePoint(code) : body.slice(i, i + 2 + hex);
            i += 1 + hex;
        }
        else if (/[0-7]/.test(next) && next !== '0') {
            const digits = /^[0-7]{1,3}/.exec(body.slice(i + 1))?.[0] ?? next;
            out += String.fromCharCode(Number.parseInt(digits, 8));
            i += digits.length;
        }
        else if (next in SIMPLE) {
            out += SIMPLE[next];
            i++;
        }
        else
            out += c;
    }
    return out;
}
/**
 * A docstring as `inspect.cleandoc` leaves it: tabs expanded, the first line's leading blanks and the
 * other lines' common indentation removed, blank lines at either end dropped.
 */
function cleandoc(doc) {
    const lines = doc.split(/\r\n|\r|\n/).map(expandTabs);
    let margin = Number.POSITIVE_INFINITY;
    for (const line of lines.slice(1)) {
        const content = line.trimStart().length;
        if (content > 0)
            margin = Math.min(margin, line.length - content);
    }
    const out = [lines[0].trimStart(), ...lines.slice(1).map((line) => (margin === Number.POSITIVE_INFINITY ? line : line.slice(margin)))];
    while (out.length > 0 && out[out.length - 1].trim() === '')
        out.pop();
    while (out.length > 0 && out[0].trim() === '')
        out.shift();
    return out.join('\n');
}
function expandTabs(line) {
    if (!line.includes('\t'))
        return line;
    let out = '';
    for (const c of line)
        out += c === '\t' ? ' '.repeat(8 - (out.length % 8)) : c;
    return out;
}

;// CONCATENATED MODULE: ./src/formats/python-source/extract.ts



const UNKNOWN = Symbol('not statically known');
/** Python types as the JSON Schema pydantic makes of them. */
const TYPES = {
    str: { type: 'string' },
    int: { type: 'integer' },
    float: { type: 'number' },
    bool: { type: 'boolean' },
    dict: { type: 'object' },
    Dict: { type: 'object' },
    list: { type: 'array' },
    List: { type: 'array' },
    Any: {},
};
/** Parameters FastMCP fills itself, never part of the input schema. */
const INJECTED = /(?:^|\.)(?:Context|FastMCP)(?:\[|$)/;
const MAX_DEPTH = 32;
/** Calls whose keyword arguments are the object they make (`ToolAnnotations(readOnlyHint=True)`). */
const CONSTRUCTORS = new Set(['ToolAnnotations', 'dict']);
function extractTools(text) {
    const tokens = tokenize(text);
    const spans = new Map();
    const unread = [];
    const tools = [];
    const names = [];
    const anchors = new Map();
    const constants = new Map();
    for (let i = 0; i + 2 < tokens.length; i++)
        if (tokens[i].first && tokens[i].kind === 'name' && tokens[i + 1].text === '=' && tokens[i].start === lineStart(text, tokens[i].start))
            constants.set(tokens[i].text, i + 2);
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    const place = (pointer, from, to, key) => spans.set(pointer, { value: [tokens[from].start, tokens[to].end], ...(key === undefined ? {} : { key: [tokens[key].start, tokens[key].end] }) });
    /** The index after the expression starting at `i` (at a `,`, a closing bracket or the end of the line, at depth 0). */
    const skip = (i) => {
        let depth = 0;
        for (; i < tokens.length; i++) {
            const t = tokens[i];
            if (t.kind === 'newline' && depth === 0)
                return i;
            if (t.kind !== 'op')
                continue;
            if (t.text === '(' || t.text === '[' || t.text === '{')
                depth++;
            else if (t.text === ')' || t.text === ']' || t.text === '}') {
                if (depth === 0)
                    return i;
                depth--;
            }
            else if ((t.text === ',' || t.text === '=' || t.text === ':') && depth === 0)
                return i;
        }
        return i;
    };
    /** The value of the expression at `i`, placed at `pointer`, when written as a literal or a same-file constant. */
    const value = (i, pointer, key, depth = 0) => {
        const end = skip(i);
        const read = literal(i, end, pointer, depth);
        // A constant's value is placed where the constant's literal is written.
        const at = resolve(i);
        if (read !== UNKNOWN && end > i)
            place(pointer, at, at === i ? end - 1 : skip(at) - 1, key);
        if (typeof read === 'string')
            anchors.set(pointer, stringAnchors(at));
        return { read, next: end };
    };
    /** Where the characters of the adjacent string tokens from `i` on are written. */
    const stringAnchors = (i) => {
        const pieces = [];
        for (let j = i; tokens[j]?.kind === 'string' && tokens[j].text !== undefined; j++) {
            const t = tokens[j];
            const quote = /["']/.exec(text.slice(t.start, t.start + 3))?.index ?? 0;
            const open = text.startsWith(text[t.start + quote].repeat(3), t.start + quote) && t.end - t.start - quote >= 6 ? 3 : 1;
            const raw = /r/i.test(text.slice(t.start, t.start + quote));
            pieces.push({ anchors: (0,string_anchors/* literalAnchors */.I)(text, t.start + quote + open, t.end - open, 0, raw), length: t.text.length });
        }
        return (0,string_anchors/* joinedAnchors */.Q)(pieces);
    };
    /** The start of the expression a lone constant name at `i` stands for (`i` itself otherwise). */
    const resolve = (i) => {
        let at = i;
        for (let hops = 0; hops < MAX_DEPTH && tokens[at]?.kind === 'name' && skip(at) === at + 1; hops++) {
            const found = constants.get(tokens[at].text);
            if (found === undefined || found === at)
                break;
            at = found;
        }
        return at;
    };
    const literal = (i, end, pointer, depth) => {
        const t = tokens[i];
        if (!t || end <= i || depth > MAX_DEPTH)
            return UNKNOWN;
        if (t.kind === 'string') {
            // Adjacent strings are one (implicit concatenation).
            let out = '';
            for (let j = i; j < end; j++) {
                if (tokens[j].kind !== 'string' || tokens[j].text === undefined)
                    return UNKNOWN;
                out += tokens[j].text;
            }
            return out;
        }
        if (end === i + 1 && t.kind === 'number' && /^\d+(?:\.\d+)?$/.test(t.text ?? ''))
            return Number(t.text);
        if (end === i + 1 && t.kind === 'name') {
            if (t.text === 'True' || t.text === 'False')
                return t.text === 'True';
            if (t.text === 'None')
                return null;
            const at = constants.get(t.text);
            return at === undefined || at === i ? UNKNOWN : literal(at, skip(at), pointer, depth + 1);
        }
        if (op(i, '-') && end === i + 2 && tokens[i + 1].kind === 'number')
            return -Number(tokens[i + 1].text);
        if ((op(i, '[') || op(i, '(')) && end === closing(i) + 1)
            return list(i, pointer, depth);
        if (op(i, '{') && end === closing(i) + 1)
            return dict(i, pointer, depth);
        if (t.kind === 'name' && CONSTRUCTORS.has(t.text) && op(i + 1, '(') && end === closing(i + 1) + 1)
            return keywords(i + 1, pointer, depth);
        return UNKNOWN;
    };
    /** The index of the bracket that closes the one at `i` (the last token when none does): one table, made in one pass. */
    const closing = (i) => pairs[i];
    const pairs = new Int32Array(tokens.length).fill(tokens.length - 1);
    const stack = [];
    for (let j = 0; j < tokens.length; j++) {
        const t = tokens[j];
        if (t.kind !== 'op')
            continue;
        if (t.text === '(' || t.text === '[' || t.text === '{')
            stack.push(j);
        else if ((t.text === ')' || t.text === ']' || t.text === '}') && stack.length > 0)
            pairs[stack.pop()] = j;
    }
    const list = (i, pointer, depth) => {
        const out = [];
        for (let j = i + 1; !op(j, ']') && !op(j, ')') && j < tokens.length;) {
            const item = value(j, (0,util_pointer/* joinPointer */.Kn)(pointer, String(out.length)), undefined, depth + 1);
            if (item.read === UNKNOWN)
                return UNKNOWN;
            out.push(item.read);
            j = op(item.next, ',') ? item.next + 1 : item.next;
            if (j === item.next && !op(j, ']') && !op(j, ')'))
                return UNKNOWN;
        }
        return out;
    };
    const dict = (i, pointer, depth) => {
        const out = {};
        for (let j = i + 1; !op(j, '}') && j < tokens.length;) {
            const key = tokens[j];
            if (key.kind !== 'string' || key.text === undefined || !op(j + 1, ':'))
                return UNKNOWN;
            const item = value(j + 2, (0,util_pointer/* joinPointer */.Kn)(pointer, key.text), j, depth + 1);
            if (item.read === UNKNOWN)
                return UNKNOWN;
            out[key.text] = item.read;
            j = op(item.next, ',') ? item.next + 1 : item.next;
            if (j === item.next && !op(j, '}'))
                return UNKNOWN;
        }
        return out;
    };
    /** A call's keyword arguments as an object (`ToolAnnotations(readOnlyHint=True)`); UNKNOWN with any positional one. */
    const keywords = (open, pointer, depth) => {
        const out = {};
        for (const arg of args(open)) {
            if (arg.name === undefined)
                return UNKNOWN;
            const item = value(arg.at, (0,util_pointer/* joinPointer */.Kn)(pointer, arg.name), arg.key, depth + 1);
            if (item.read === UNKNOWN)
                return UNKNOWN;
            out[arg.name] = item.read;
        }
        return out;
    };
    /** A call's arguments: each positional one's start, or a keyword's name, key token and value's start. */
    const args = (open) => {
        const out = [];
        const end = closing(open);
        for (let j = open + 1; j < end;) {
            if (tokens[j].kind === 'name' && op(j + 1, '=')) {
                out.push({ name: tokens[j].text, key: j, at: j + 2 });
                j = skip(j + 2);
            }
            else {
                out.push({ at: j });
                j = skip(j);
            }
            if (op(j, ','))
                j++;
            else if (j < end)
                j = skip(j + 1);
        }
        return out;
    };
    /** A type hint as a JSON Schema fragment, with the description an `Annotated[\u2026, Field(description=\u2026)]` gives it. */
    const typeSchema = (i, end, pointer, depth = 0) => {
        const t = tokens[i];
        if (!t || depth > MAX_DEPTH)
            return undefined;
        if (t.kind === 'string' && end === i + 1)
            return undefined;
        // A dotted name (`typing.Optional`) is read by its last part.
        let nameEnd = i;
        while (op(nameEnd + 1, '.') && tokens[nameEnd + 2]?.kind === 'name')
            nameEnd += 2;
        const name = tokens[nameEnd].text ?? '';
        if (t.kind !== 'name')
            return undefined;
        if (nameEnd + 1 === end)
            return name in TYPES ? { ...TYPES[name] } : undefined;
        // `T | None`: the type, which may be null.
        const bar = findTop(nameEnd + 1, end, '|');
        if (bar !== -1) {
            const rest = tokens.slice(bar + 1, end);
            if (rest.length === 1 && rest[0].text === 'None')
                return typeSchema(i, bar, pointer, depth + 1);
            return undefined;
        }
        if (!op(nameEnd + 1, '[') || closing(nameEnd + 1) + 1 !== end)
            return undefined;
        const parts = splitTop(nameEnd + 2, end - 1);
        if (name === 'Optional' && parts.length === 1)
            return typeSchema(parts[0][0], parts[0][1], pointer, depth + 1);
        if ((name === 'list' || name === 'List') && parts.length === 1) {
            const items = typeSchema(parts[0][0], parts[0][1], (0,util_pointer/* joinPointer */.Kn)(pointer, 'items'), depth + 1);
            return items && { type: 'array', items };
        }
        if (name === 'Literal') {
            const values = parts.map(([from, to]) => literal(from, to, pointer, depth + 1));
            return values.every((v) => typeof v === 'string') ? { type: 'string', enum: values } : values.includes(UNKNOWN) ? undefined : { enum: values };
        }
        if (name === 'Annotated' && parts.length >= 2) {
            const inner = typeSchema(parts[0][0], parts[0][1], pointer, depth + 1);
            const base = inner ?? {};
            for (const [from, to] of parts.slice(1)) {
                const described = metadataDescription(from, to, (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'));
                if (described !== undefined)
                    base.description = described;
            }
            return inner !== undefined || base.description !== undefined ? base : undefined;
        }
        return undefined;
    };
    /** The description `Field(description="\u2026")` or a bare string gives in `Annotated`'s metadata. */
    const metadataDescription = (from, to, pointer) => {
        if (tokens[from].kind === 'string') {
            const read = value(from, pointer);
            return typeof read.read === 'string' ? read.read : undefined;
        }
        if (tokens[from].text !== 'Field' || !op(from + 1, '(') || closing(from + 1) + 1 !== to)
            return undefined;
        const found = args(from + 1).find((a) => a.name === 'description');
        if (!found)
            return undefined;
        const read = value(found.at, pointer);
        if (typeof read.read === 'string')
            return read.read;
        unread.push({ start: tokens[found.at].start, what: 'a parameter description' });
        return undefined;
    };
    const findTop = (from, to, text) => {
        for (let j = from; j < to; j++) {
            if (op(j, '[') || op(j, '('))
                j = closing(j);
            else if (op(j, text))
                return j;
        }
        return -1;
    };
    /** The comma-separated parts of `[from, to)` at the top level, each as [start, end). */
    const splitTop = (from, to) => {
        const parts = [];
        let start = from;
        for (let j = from; j < to; j++) {
            if (op(j, '[') || op(j, '(') || op(j, '{'))
                j = closing(j);
            else if (op(j, ',')) {
                parts.push([start, j]);
                start = j + 1;
            }
        }
        if (start < to)
            parts.push([start, to]);
        return parts;
    };
    /** The input schema of a function's parameters (the tokens between its parentheses). */
    const parameters = (open, pointer) => {
        const end = closing(open);
        const properties = {};
        const required = [];
        const props = (0,util_pointer/* joinPointer */.Kn)(pointer, 'properties');
        for (const [from, to] of splitTop(open + 1, end)) {
            const t = tokens[from];
            if (t.kind !== 'name' || t.text === 'self' || t.text === 'cls')
                continue;
            const name = t.text;
            const colon = op(from + 1, ':') ? from + 1 : -1;
            const equals = findTop(from + 1, to, '=');
            const hintEnd = equals === -1 ? to : equals;
            if (colon !== -1 &&
                INJECTED.test(tokens
                    .slice(colon + 1, hintEnd)
                    .map((x) => x.text)
                    .join('')))
                continue;
            const at = (0,util_pointer/* joinPointer */.Kn)(props, name);
            const schema = colon === -1 ? undefined : typeSchema(colon + 1, hintEnd, at);
            if (!schema)
                unread.push({ start: tokens[colon === -1 ? from : colon + 1].start, what: `the schema of parameter ${JSON.stringify(name)}` });
            const property = schema ?? {};
            if (equals === -1)
                required.push(name);
            else {
                const fallback = value(equals + 1, (0,util_pointer/* joinPointer */.Kn)(at, 'default'));
                if (fallback.read !== UNKNOWN && fallback.read !== null)
                    property.default = fallback.read;
            }
            properties[name] = property;
            spans.set(at, { value: [t.start, tokens[to - 1].end], key: [t.start, t.end] });
        }
        place(pointer, open, end);
        return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
    };
    /** A decorated function: `@x.tool\u2026` lines, then `def`. */
    const decorated = (at) => {
        // `@ name . tool` with an optional call.
        let j = at + 1;
        while (tokens[j]?.kind === 'name' && op(j + 1, '.'))
            j += 2;
        if (tokens[j]?.text !== 'tool' || tokens[j].kind !== 'name' || j === at + 1)
            return;
        const call = op(j + 1, '(') ? j + 1 : -1;
        // The function the decorator is on: past any other decorators.
        let k = call === -1 ? j + 1 : closing(call) + 1;
        while (k < tokens.length && !(tokens[k].first && (tokens[k].text === 'def' || (tokens[k].text === 'async' && tokens[k + 1]?.text === 'def')))) {
            if (tokens[k].first && !op(k, '@'))
                return;
            k++;
        }
        const def = tokens[k]?.text === 'async' ? k + 1 : k;
        const nameToken = def + 1;
        if (tokens[nameToken]?.kind !== 'name' || !op(nameToken + 1, '('))
            return;
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        const tool = {};
        let namePlace = nameToken;
        let described = false;
        for (const arg of call === -1 ? [] : args(call)) {
            const field = arg.name ?? (arg.at === call + 1 ? 'name' : undefined);
            if (field !== 'name' && field !== 'description' && field !== 'title' && field !== 'annotations')
                continue;
            const read = value(arg.at, (0,util_pointer/* joinPointer */.Kn)(pointer, field), arg.key);
            // A name, description or title is text: any other value is one mcpdesc did not read right.
            if (field !== 'annotations' && read.read !== null && typeof read.read !== 'string')
                read.read = UNKNOWN;
            if (read.read === UNKNOWN) {
                if (field === 'name') {
                    unread.push({ start: tokens[arg.at].start, what: 'a tool registration' });
                    return;
                }
                unread.push({ start: tokens[arg.at].start, what: `the tool's ${field}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, field) });
                described ||= field === 'description';
            }
            else if (read.read !== null) {
                tool[field] = read.read;
                if (field === 'name')
                    namePlace = resolve(arg.at);
                described ||= field === 'description';
            }
        }
        if (tool.name === undefined) {
            tool.name = tokens[nameToken].text;
            spans.set((0,util_pointer/* joinPointer */.Kn)(pointer, 'name'), { value: [tokens[nameToken].start, tokens[nameToken].end] });
        }
        const open = nameToken + 1;
        // The docstring: the body's first statement, when it is a string.
        let body = closing(open) + 1;
        if (op(body, '->'))
            body = skip(body + 1);
        if (op(body, ':'))
            body++;
        if (tokens[body]?.kind === 'newline')
            body++;
        if (!described && tokens[body]?.kind === 'string') {
            const doc = value(body, (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'));
            if (typeof doc.read === 'string') {
                tool.description = cleandoc(doc.read);
                const raw = anchors.get((0,util_pointer/* joinPointer */.Kn)(pointer, 'description'));
                if (raw)
                    anchors.set((0,util_pointer/* joinPointer */.Kn)(pointer, 'description'), cleanedAnchors(doc.read, raw));
            }
            else
                unread.push({ start: tokens[body].start, what: "the tool's docstring", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'description') });
        }
        tool.inputSchema = parameters(open, (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema'));
        place(pointer, at, nameToken);
        tools.push(tool);
        names.push(tokens[namePlace].start);
    };
    for (let i = 0; i < tokens.length; i++)
        if (tokens[i].first && op(i, '@'))
            decorated(i);
    return { tools, spans, names, anchors, unread: unread.sort((a, b) => a.start - b.start) };
}
/** The offset where the line holding `offset` starts. */
function lineStart(text, offset) {
    const lf = text.lastIndexOf('\n', offset - 1);
    const cr = text.lastIndexOf('\r', offset - 1);
    return Math.max(lf, cr) + 1;
}
/**
 * The anchors of a docstring as cleandoc leaves it, from those of the raw string: each kept line starts
 * where its text does in the raw string (past the margin cleandoc removes). Tabs count as one character.
 */
function cleanedAnchors(raw, rawAnchors) {
    const sourceOf = (index) => {
        let found = rawAnchors[0];
        for (const anchor of rawAnchors)
            if (anchor[0] <= index)
                found = anchor;
        return found[1] + (index - found[0]);
    };
    const lines = [];
    const breaks = /\r\n|\r|\n/g;
    let at = 0;
    for (let match = breaks.exec(raw); match; match = breaks.exec(raw)) {
        lines.push({ start: at, text: raw.slice(at, match.index) });
        at = match.index + match[0].length;
    }
    lines.push({ start: at, text: raw.slice(at) });
    let margin = Number.POSITIVE_INFINITY;
    for (const line of lines.slice(1)) {
        const content = line.text.trimStart().length;
        if (content > 0)
            margin = Math.min(margin, line.text.length - content);
    }
    const skip = (line, k) => (k === 0 ? line.text.length - line.text.trimStart().length : Math.min(margin, line.text.length));
    // cleandoc drops blank lines at the start; the cleaned text's lines are the rest, one for one.
    let first = 0;
    while (first < lines.length && lines[first].text.trim() === '')
        first++;
    const out = [];
    let index = 0;
    for (let k = first; k < lines.length; k++) {
        const from = skip(lines[k], k);
        out.push([index, sourceOf(lines[k].start + from)]);
        index += lines[k].text.length - from + 1;
    }
    return out.length > 0 ? out : rawAnchors;
}

// EXTERNAL MODULE: ./src/formats/python-source/info.ts
var info = __webpack_require__(5975);
// EXTERNAL MODULE: ./src/formats/typescript-source/sdk.ts
var sdk = __webpack_require__(2604);
;// CONCATENATED MODULE: ./src/formats/python-source/sdk.ts

const FIRSTS = [
    ['0.8.0', '2024-11-05'],
    ['1.9.0', '2025-03-26'],
    ['1.10.0', '2025-06-18'],
    ['1.23.1', '2025-11-25'],
    ['2.0.0a3', '2026-07-28'],
];
/** The newest releases the table knows: of the v1 line (`mcp.server.fastmcp`), and of any. */
const LATEST_V1 = '1.29.0';
const LATEST = '2.0.0';
/** Python's pre-release spelling (`2.0.0a3`) in semver's, so releases compare as semver orders them. */
function semver(release) {
    const match = /^(\d+)(?:\.(\d+))?(?:\.(\d+))?(?:\.\d+)*(?:(a|b|rc)(\d+))?/.exec(release);
    if (!match)
        return '0.0.0';
    const [, major, minor = '0', patch = '0', pre, n] = match;
    return `${major}.${minor}.${patch}${pre ? `-${pre}.${n}` : ''}`;
}
function mcpVersionsOf(release) {
    return FIRSTS.filter(([first]) => (0,sdk/* compareReleases */.c0)(semver(first), semver(release)) <= 0).map(([, v]) => v);
}
const MANIFESTS = ['pyproject.toml', 'requirements.txt'];
const MAX_MANIFEST = 1 << 20;
/** `mcp>=1.9.0`, `"mcp[cli]==1.10.1"`, `mcp ~= 1.23` (PEP 508), and Poetry's `mcp = "^1.9"` or `mcp = { version = ">=1.9" }`. */
const PEP508 = /(?:^|["'\s,[])mcp(?:\[[\w,\s-]{0,64}\])?\s{0,8}(?:>=|==|~=|===|>)\s{0,8}v?(\d[\w.]{0,40})/m;
const POETRY = /^\s{0,16}mcp\s{0,8}=\s{0,8}(?:\{\s{0,8}version\s{0,8}=\s{0,8})?["']\s{0,8}(?:\^|~|>=|==|~=)?\s{0,8}(\d[\w.]{0,40})/m;
/** The versions the server of a file speaks, from the nearest manifest at or above it that requires `mcp`. */
function pythonSdkVersions(path, text, workspace) {
    const segments = path.split('/').slice(0, -1);
    if (workspace && !segments.includes('..')) {
        for (let depth = segments.length; depth >= 0; depth--) {
            for (const name of MANIFESTS) {
                const at = [...segments.slice(0, depth), name].join('/');
                const release = requirement(workspace, at);
                if (release)
                    return { versions: mcpVersionsOf(release.version), from: `${at}: ${release.written}` };
            }
        }
    }
    const latest = text.includes('mcp.server.fastmcp') ? LATEST_V1 : LATEST;
    return { versions: mcpVersionsOf(latest), from: `assumed mcp ${latest}: no pyproject.toml or requirements.txt at or above this file requires mcp` };
}
function requirement(workspace, at) {
    if (workspace.kind(at) !== 'file')
        return undefined;
    const bytes = workspace.head(at, MAX_MANIFEST);
    if (!bytes || bytes.length >= MAX_MANIFEST)
        return undefined;
    const text = new TextDecoder().decode(bytes);
    const match = PEP508.exec(text) ?? POETRY.exec(text);
    return match ? { version: match[1], written: match[0].trim().replace(/^["',[]/, '') } : undefined;
}

;// CONCATENATED MODULE: ./src/formats/python-source/index.ts
/**
 * Python MCP server source: the tools a server registers with FastMCP's `@server.tool` (extract.ts),
 * read as a descriptor's `tools` in the protocol versions of its `mcp` release (sdk.ts), and checked by
 * the same rules as TypeScript source's, at the literals and docstrings that hold them.
 */









/** Reads a source file's tools into `{ protocolVersion, tools }`, every value placed where it is written. */
const parsePython = (rawText, path, workspace) => {
    const text = rawText.charCodeAt(0) === 0xfeff ? rawText.slice(1) : rawText;
    const sdk = pythonSdkVersions(path, text, workspace);
    const lines = new parse_lines/* LineIndex */.r(text);
    let extracted;
    try {
        extracted = extractTools(text);
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
const PYTHON_SOURCE = { ...info/* PYTHON_SOURCE_INFO */.q, rules: rules/* RULES */.y, context: context/* descriptorContext */.BD, parseProgram: parsePython };
/* harmony default export */ const python_source = ((0,types/* defineFormat */.nP)(PYTHON_SOURCE));


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
