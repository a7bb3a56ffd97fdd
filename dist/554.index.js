export const id = 554;
export const ids = [554];
export const modules = {

/***/ 7554:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CSHARP_SOURCE: () => (/* binding */ CSHARP_SOURCE),
  "default": () => (/* binding */ csharp_source),
  parseCs: () => (/* binding */ parseCs)
});

// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/context.ts
var context = __webpack_require__(8127);
// EXTERNAL MODULE: ./src/formats/source/azure-functions.ts
var azure_functions = __webpack_require__(7343);
// EXTERNAL MODULE: ./src/formats/source/program.ts
var program = __webpack_require__(524);
// EXTERNAL MODULE: ./src/formats/typescript-source/rules/index.ts + 1 modules
var rules = __webpack_require__(2472);
// EXTERNAL MODULE: ./src/formats/types.ts + 1 modules
var types = __webpack_require__(5344);
// EXTERNAL MODULE: ./src/parse/program.ts
var parse_program = __webpack_require__(6039);
// EXTERNAL MODULE: ./src/parse/string-anchors.ts
var string_anchors = __webpack_require__(4893);
// EXTERNAL MODULE: ./src/util/pointer.ts
var util_pointer = __webpack_require__(6065);
// EXTERNAL MODULE: ./src/formats/source/extracted.ts
var extracted = __webpack_require__(8600);
// EXTERNAL MODULE: ./src/formats/source/tokens.ts
var source_tokens = __webpack_require__(7024);
// EXTERNAL MODULE: ./src/formats/csharp-source/info.ts + 1 modules
var info = __webpack_require__(7512);
;// CONCATENATED MODULE: ./src/formats/csharp-source/tokens.ts
/**
 * C#'s tokens, as far as reading tool attributes needs: identifiers, numbers, strings (regular, verbatim
 * `@"…"`, raw `"""…"""`, interpolated `$"…"`), character literals, operators. Comments and preprocessor
 * lines are dropped (comments go to `comments` when it is given); where an XML doc comment (`///`) ends is kept. One pass, linear in the text; an
 * unterminated string ends at its line (regular) or the file (verbatim, raw) and the scan goes on.
 */
const NAME_START = /[A-Za-z_\u0080-\uffff]/;
const NAME_PART = /[A-Za-z0-9_\u0080-\uffff]/;
const SIMPLE = {
    n: '\n',
    t: '\t',
    r: '\r',
    '\\': '\\',
    "'": "'",
    '"': '"',
    '0': '\0',
    a: '\x07',
    b: '\b',
    f: '\f',
    v: '\v',
    e: '\x1b',
};
function tokenizeCs(text, comments) {
    const tokens = [];
    const docs = [];
    let i = 0;
    let lineStart = true;
    while (i < text.length) {
        const c = text[i];
        if (c === '\n') {
            lineStart = true;
            i++;
            continue;
        }
        if (c === ' ' || c === '\t' || c === '\r') {
            i++;
            continue;
        }
        const atLineStart = lineStart;
        lineStart = false;
        if (c === '#' && atLineStart) {
            while (i < text.length && text[i] !== '\n')
                i++;
        }
        else if (c === '/' && text[i + 1] === '/') {
            const start = i;
            const doc = text[i + 2] === '/';
            while (i < text.length && text[i] !== '\n')
                i++;
            if (doc)
                docs.push(i);
            comments?.push({ body: text.slice(start + 2, i), start, end: i });
        }
        else if (c === '/' && text[i + 1] === '*') {
            const start = i;
            const end = text.indexOf('*/', i + 2);
            i = end === -1 ? text.length : end + 2;
            comments?.push({ body: text.slice(start + 2, end === -1 ? i : end), start, end: i });
        }
        else if (c === '@' && NAME_START.test(text[i + 1] ?? '')) {
            // `@class`: a keyword used as a name.
            const start = i;
            i++;
            while (i < text.length && NAME_PART.test(text[i]))
                i++;
            tokens.push({ kind: 'name', start, end: i, text: text.slice(start + 1, i) });
        }
        else if (NAME_START.test(c)) {
            const start = i;
            while (i < text.length && NAME_PART.test(text[i]))
                i++;
            tokens.push({ kind: 'name', start, end: i, text: text.slice(start, i) });
        }
        else if (c === '"' || ((c === '@' || c === '$') && /^[@$]{0,3}"/.test(text.slice(i, i + 4)))) {
            const token = stringAt(text, i);
            tokens.push(token);
            i = token.end;
        }
        else if (c === "'") {
            // A character literal: `'x'`, `'\n'`, `'\u0041'`.
            const start = i;
            i++;
            while (i < text.length && text[i] !== "'" && text[i] !== '\n' && i - start < 12)
                i += text[i] === '\\' ? 2 : 1;
            i = Math.min(text[i] === "'" ? i + 1 : i, text.length);
            tokens.push({ kind: 'op', start, end: i, text: undefined });
        }
        else if (/[0-9]/.test(c)) {
            const start = i;
            while (i < text.length && /[0-9A-Za-z_.]/.test(text[i]))
                i++;
            tokens.push({ kind: 'number', start, end: i, text: text.slice(start, i) });
        }
        else {
            tokens.push({ kind: 'op', start: i, end: i + 1, text: c });
            i++;
        }
    }
    return { tokens, docs };
}
/** The string at `start`: its prefix (`@`, `$`, `$@`, `@$`, `$$`…) and body. */
function stringAt(text, start) {
    let i = start;
    let verbatim = false;
    let dollars = 0;
    while (text[i] === '@' || text[i] === '$') {
        if (text[i] === '@')
            verbatim = true;
        else
            dollars++;
        i++;
    }
    if (text.startsWith('"""', i))
        return raw(text, start, i, dollars);
    return verbatim ? verbatimString(text, start, i + 1, dollars > 0) : regular(text, start, i + 1, dollars > 0);
}
/** `"…"` with escapes, `$"…"` too; it ends at its line. */
function regular(text, start, body, interpolated) {
    let value = '';
    const anchors = [[0, body]];
    let holes = false;
    let i = body;
    let depth = 0;
    while (i < text.length && text[i] !== '\n') {
        const c = text[i];
        if (interpolated && c === '{' && depth === 0 && text[i + 1] === '{') {
            value += '{';
            i += 2;
            anchors.push([value.length, i]);
        }
        else if (interpolated && c === '}' && depth === 0 && text[i + 1] === '}') {
            value += '}';
            i += 2;
            anchors.push([value.length, i]);
        }
        else if (interpolated && c === '{') {
            holes = true;
            depth++;
            i++;
        }
        else if (interpolated && c === '}' && depth > 0) {
            depth--;
            i++;
        }
        else if (c === '"' && depth === 0) {
            return { kind: 'string', start, end: i + 1, text: holes ? undefined : value, anchors };
        }
        else if (c === '\\') {
            const [written, length] = readEscape(text, i);
            value += written;
            i += length;
            anchors.push([value.length, i]);
        }
        else {
            value += c;
            i++;
        }
    }
    return { kind: 'string', start, end: i, text: undefined };
}
/** One escape at `i`: what it writes and how long it is. */
function readEscape(text, i) {
    const next = text[i + 1];
    if (next === undefined || next === '\n')
        return ['', 1];
    const hex = next === 'u' ? 4 : next === 'U' ? 8 : 0;
    if (hex > 0) {
        const digits = text.slice(i + 2, i + 2 + hex);
        if (digits.length === hex && /^[0-9A-Fa-f]+$/.test(digits)) {
            const code = Number.parseInt(digits, 16);
            return [code <= 0x10ffff ? String.fromCodePoint(code) : '', 2 + hex];
        }
        return [next, 2];
    }
    if (next === 'x') {
        // One to four hex digits, as many as are written.
        const digits = /^[0-9A-Fa-f]{1,4}/.exec(text.slice(i + 2, i + 6))?.[0] ?? '';
        return digits ? [String.fromCharCode(Number.parseInt(digits, 16)), 2 + digits.length] : ['x', 2];
    }
    return [SIMPLE[next] ?? next, 2];
}
/** `@"…"`: `""` is a quote, anything else as written, over lines. */
function verbatimString(text, start, body, interpolated) {
    let value = '';
    const anchors = [[0, body]];
    let holes = false;
    for (let i = body; i < text.length;) {
        const c = text[i];
        if (c === '"' && text[i + 1] === '"') {
            value += '"';
            i += 2;
            anchors.push([value.length, i]);
        }
        else if (c === '"')
            return { kind: 'string', start, end: i + 1, text: holes ? undefined : value, anchors };
        else {
            if (interpolated && c === '{') {
                if (text[i + 1] === '{') {
                    value += '{';
                    i += 2;
                    anchors.push([value.length, i]);
                    continue;
                }
                holes = true;
            }
            value += c;
            i++;
        }
    }
    return { kind: 'string', start, end: text.length, text: undefined };
}
/**
 * `"""…"""` (three quotes or more). On one line its body is as written; over lines, the body is the
 * lines between the opening and closing lines, less the closing line's indentation.
 */
function raw(text, start, quotes, dollars) {
    let n = 0;
    while (text[quotes + n] === '"')
        n++;
    const fence = '"'.repeat(n);
    const body = quotes + n;
    const close = text.indexOf(fence, body);
    if (close === -1)
        return { kind: 'string', start, end: text.length, text: undefined };
    let end = close + n;
    while (text[end] === '"')
        end++;
    const inside = text.slice(body, close);
    const holes = dollars > 0 && inside.includes('{'.repeat(dollars));
    const firstBreak = inside.indexOf('\n');
    if (firstBreak === -1 || inside.slice(0, firstBreak).trim() !== '') {
        return { kind: 'string', start, end, text: holes ? undefined : inside, anchors: [[0, body]] };
    }
    const lastBreak = inside.lastIndexOf('\n');
    const indent = inside.slice(lastBreak + 1);
    if (indent.trim() !== '')
        return { kind: 'string', start, end, text: undefined };
    const anchors = [];
    const lines = [];
    let index = 0;
    let at = body + firstBreak + 1;
    for (const line of inside.slice(firstBreak + 1, lastBreak).split('\n')) {
        const kept = line.startsWith(indent) ? indent.length : line.length - line.trimStart().length;
        const written = line.slice(kept).replace(/\r$/, '');
        anchors.push([index, at + kept]);
        lines.push(written);
        index += written.length + 1;
        at += line.length + 1;
    }
    return { kind: 'string', start, end, text: holes ? undefined : lines.join('\n'), anchors };
}

;// CONCATENATED MODULE: ./src/formats/csharp-source/extract.ts







const MAX_HOPS = 32;
/** C# types as the JSON Schema the SDK makes of them. */
const TYPES = {
    string: 'string',
    String: 'string',
    int: 'integer',
    long: 'integer',
    short: 'integer',
    byte: 'integer',
    sbyte: 'integer',
    uint: 'integer',
    ulong: 'integer',
    ushort: 'integer',
    Int16: 'integer',
    Int32: 'integer',
    Int64: 'integer',
    float: 'number',
    double: 'number',
    decimal: 'number',
    Single: 'number',
    Double: 'number',
    Decimal: 'number',
    bool: 'boolean',
    Boolean: 'boolean',
};
/** Collections whose schema is an array of their one type argument. */
const LISTS = new Set(['List', 'IList', 'IEnumerable', 'IReadOnlyList', 'ICollection', 'IReadOnlyCollection']);
/** Parameters the SDK fills itself, never part of the input schema. */
const INJECTED = new Set([
    'CancellationToken',
    'IMcpServer',
    'McpServer',
    'RequestContext',
    'IProgress',
    'IServiceProvider',
    'ClaimsPrincipal',
    'McpServerOptions',
]);
/** `[McpServerTool(…)]`'s boolean properties, by the annotation they set. */
const HINTS = {
    ReadOnly: 'readOnlyHint',
    Destructive: 'destructiveHint',
    Idempotent: 'idempotentHint',
    OpenWorld: 'openWorldHint',
};
/** `snake`: the SDK names a tool after its method in snake_case (0.3.0-preview.2 and later). */
function extractCsTools(text, snake = true) {
    const { tokens, docs } = tokenizeCs(text);
    /** An Azure Functions worker file, whose `[McpToolTrigger]` parameters make tools. */
    const azure = text.includes(info/* AZURE_NAMESPACE */.ms);
    const { tools, prompts, resources, resourceTemplates, spans, names, unread, anchors } = (0,extracted/* emptyExtracted */.SV)();
    /** Each closing bracket's opening one (its own index for an opening one). */
    const openers = new Int32Array(tokens.length).map((_, k) => k);
    const pairs = (0,source_tokens/* bracketPairs */.W)(tokens, openers);
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    const is = (i, value) => tokens[i]?.kind === 'name' && tokens[i].text === value;
    // `const string NAME = …;` anywhere in the file (a class's or a method's).
    const constants = new Map();
    for (let i = 0; i + 3 < tokens.length; i++) {
        if (is(i, 'const') && (is(i + 1, 'string') || is(i + 1, 'String')) && tokens[i + 2].kind === 'name' && op(i + 3, '='))
            constants.set(tokens[i + 2].text, i + 4);
    }
    /** The index after the expression at `i`: at a `,`, `;`, `=` or a closing bracket at its depth. */
    const skip = (i) => {
        for (; i < tokens.length; i++) {
            const t = tokens[i];
            if (t.kind !== 'op')
                continue;
            if (t.text === '(' || t.text === '[' || t.text === '{')
                i = pairs[i];
            else if (t.text === ')' || t.text === ']' || t.text === '}' || t.text === ',' || t.text === ';' || t.text === '=')
                return i;
        }
        return i;
    };
    /** The start of what the expression at `i` stands for: a same-file constant's value (`NAME`, `Class.NAME`). */
    const resolve = (i) => {
        let at = i;
        for (let hops = 0; hops < MAX_HOPS && tokens[at]?.kind === 'name'; hops++) {
            let last = at;
            while (op(last + 1, '.') && tokens[last + 2]?.kind === 'name')
                last += 2;
            const found = skip(at) === last + 1 ? constants.get(tokens[last].text) : undefined;
            if (found === undefined || found === at)
                break;
            at = found;
        }
        return at;
    };
    const place = (0,source_tokens/* placer */.G)(tokens, spans);
    /** The value of the expression at `i`: strings joined with `+`, numbers, `true`/`false`. */
    const value = (i, pointer, key) => {
        const at = resolve(i);
        const end = skip(at);
        const t = tokens[at];
        if (!t || end <= at)
            return extracted/* UNKNOWN */.HV;
        let read = extracted/* UNKNOWN */.HV;
        if (t.kind === 'string') {
            let out = '';
            const pieces = [];
            for (let j = at; j < end; j += 2) {
                const piece = tokens[resolve(j)];
                if (piece?.kind !== 'string' || piece.text === undefined || (j + 1 < end && !op(j + 1, '+')))
                    return extracted/* UNKNOWN */.HV;
                pieces.push({ anchors: piece.anchors ?? [[0, piece.start]], length: piece.text.length });
                out += piece.text;
            }
            anchors.set(pointer, (0,string_anchors/* joinedAnchors */.Q)(pieces));
            read = out;
        }
        else if (end === at + 1 && t.kind === 'number' && /^\d+(?:\.\d+)?[dDfFmM]?$/.test(t.text ?? ''))
            read = Number.parseFloat(t.text ?? '');
        else if (end === at + 1 && (t.text === 'true' || t.text === 'false'))
            read = t.text === 'true';
        else if (op(at, '-') && end === at + 2 && tokens[at + 1].kind === 'number')
            read = -Number.parseFloat(tokens[at + 1].text ?? '');
        if (read !== extracted/* UNKNOWN */.HV)
            place(pointer, at, end - 1, key);
        return read;
    };
    /** The attributes of the section `[…]` at `open` (`[A, B(…), C.D]`, `[method: A]`), or undefined when it is none. */
    const section = (open, chained = false) => {
        const close = pairs[open];
        // After a name, `.`, `)` or `]` a bracket indexes, except where it follows another attribute section.
        const before = tokens[open - 1];
        if (!op(close, ']') || before?.kind === 'name' || op(open - 1, '.') || op(open - 1, ')') || (op(open - 1, ']') && !chained))
            return undefined;
        const out = [];
        let j = open + 1;
        if (tokens[j]?.kind === 'name' && op(j + 1, ':'))
            j += 2;
        while (j < close) {
            if (tokens[j]?.kind !== 'name')
                return undefined;
            let last = j;
            while (op(last + 1, '.') && tokens[last + 2]?.kind === 'name')
                last += 2;
            const name = tokens[last].text.replace(/Attribute$/, '');
            const open_ = op(last + 1, '(') ? last + 1 : -1;
            out.push({ name, at: j, open: open_ });
            j = open_ === -1 ? last + 1 : pairs[open_] + 1;
            if (op(j, ','))
                j++;
            else if (j !== close)
                return undefined;
        }
        return out;
    };
    /** A call's arguments at `open`, each as its first token. */
    const args = (open) => {
        const out = [];
        for (let j = open + 1; j < pairs[open];) {
            out.push(j);
            j = skip(j);
            // `Name = value`: the value runs to the next comma.
            if (op(j, '='))
                j = skip(j + 1);
            if (op(j, ','))
                j++;
            else
                break;
        }
        return out;
    };
    /** The `[Description("…")]` among attributes: its argument's index, or undefined. */
    const describedBy = (attributes) => {
        const found = attributes.find((a) => a.name === 'Description' && a.open !== -1);
        return found ? found.open + 1 : undefined;
    };
    /** The `(` of the parameters of the method declared at `declaration` (modifiers and return type, then its name), or -1. */
    const methodAt = (declaration) => {
        for (let j = declaration; j < tokens.length && j - declaration < 64; j++) {
            if (op(j, '('))
                return tokens[j - 1]?.kind === 'name' ? j : -1;
            if (op(j, '{') || op(j, ';') || op(j, '='))
                return -1;
            if (op(j, '['))
                j = pairs[j];
        }
        return -1;
    };
    /**
     * Whether the SDK counts a method as asynchronous, which it reads from the return type alone (an
     * `async void` method is not): `Task`, `ValueTask`, either with a type argument, or `IAsyncEnumerable<T>`.
     */
    const returnsTask = (declaration, method) => {
        let j = method - 1;
        if (op(j, '?'))
            j--;
        const generic = op(j, '>');
        if (generic) {
            for (let depth = 0; j >= declaration; j--) {
                if (op(j, '>'))
                    depth++;
                else if (op(j, '<') && --depth === 0)
                    break;
            }
            j--;
        }
        if (j < declaration || tokens[j].kind !== 'name')
            return false;
        const type = tokens[j].text;
        return type === 'Task' || type === 'ValueTask' || (generic && type === 'IAsyncEnumerable');
    };
    const tool = (attributes, toolAttribute, declaration, firstSection) => {
        const open = methodAt(declaration);
        if (open === -1) {
            unread.push({ start: tokens[toolAttribute.at].start, what: 'a tool registration' });
            return;
        }
        const method = open - 1;
        const asynchronous = returnsTask(declaration, method);
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        const tool = {};
        const annotations = {};
        let nameAt = method;
        if (toolAttribute.open !== -1) {
            for (const arg of args(toolAttribute.open)) {
                if (tokens[arg].kind !== 'name' || !op(arg + 1, '='))
                    continue;
                const property = tokens[arg].text;
                if (property === 'Name' || property === 'Title') {
                    const key = property === 'Name' ? 'name' : 'title';
                    const read = value(arg + 2, (0,util_pointer/* joinPointer */.Kn)(pointer, key), arg);
                    if (typeof read === 'string') {
                        tool[key] = read;
                        if (key === 'name')
                            nameAt = resolve(arg + 2);
                    }
                    else if (key === 'name') {
                        unread.push({ start: tokens[arg + 2].start, what: 'a tool registration' });
                        return;
                    }
                    else
                        unread.push({ start: tokens[arg + 2].start, what: "the tool's title", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'title') });
                }
                else if (Object.hasOwn(HINTS, property)) {
                    const key = HINTS[property];
                    const read = value(arg + 2, (0,util_pointer/* joinPointer */.Kn)((0,util_pointer/* joinPointer */.Kn)(pointer, 'annotations'), key), arg);
                    if (typeof read === 'boolean')
                        annotations[key] = read;
                    else
                        unread.push({ start: tokens[arg + 2].start, what: `the tool's ${key}` });
                }
            }
        }
        if (tool.name === undefined)
            tool.name = defaultName(tokens[method].text, asynchronous, snake);
        const described = describedBy(attributes);
        if (described !== undefined) {
            const read = value(described, (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'));
            if (typeof read === 'string')
                tool.description = read;
            else
                unread.push({ start: tokens[described].start, what: "the tool's description", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'description') });
        }
        else if (docBetween(docs, firstSection === 0 ? 0 : tokens[firstSection - 1].end, tokens[firstSection].start)) {
            // The SDK's source generator can turn an XML doc comment into the description of a partial method.
            unread.push({
                start: tokens[firstSection].start,
                what: "the tool's description (from its XML doc comment)",
                pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'),
            });
        }
        if (Object.keys(annotations).length > 0)
            tool.annotations = annotations;
        tool.inputSchema = parameters(open, (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema'));
        place(pointer, firstSection, pairs[open]);
        place((0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema'), open, pairs[open]);
        if (nameAt === method)
            place((0,util_pointer/* joinPointer */.Kn)(pointer, 'name'), method, method);
        tools.push(tool);
        names.push(tokens[nameAt].start);
    };
    /**
     * `[McpServerPrompt(Name = …, Title = …)]` or `[McpServerResource(UriTemplate = …, Name = …, Title = …,
     * MimeType = …)]` on a method, with `[Description("…")]`: a prompt (its parameters are its arguments) or a
     * resource (a template when its URI has `{parameters}`), for the security rules to read their texts.
     */
    const promptOrResource = (attributes, marked, declaration, firstSection) => {
        const open = methodAt(declaration);
        const isPrompt = marked.name === 'McpServerPrompt';
        const given = new Map();
        for (const arg of marked.open === -1 ? [] : args(marked.open))
            if (tokens[arg].kind === 'name' && op(arg + 1, '='))
                given.set(tokens[arg].text, arg);
        const uriArg = given.get('UriTemplate');
        // Peeked at without placing it: where it goes depends on whether it is a template.
        const uriAt = uriArg === undefined ? -1 : resolve(uriArg + 2);
        const uri = uriAt !== -1 && tokens[uriAt].kind === 'string' && skip(uriAt) === uriAt + 1 ? tokens[uriAt].text : undefined;
        const template = typeof uri === 'string' && uri.includes('{');
        const list = isPrompt ? prompts : template ? resourceTemplates : resources;
        const what = isPrompt ? 'prompt' : template ? 'resource template' : 'resource';
        if (open === -1 || (!isPrompt && typeof uri !== 'string')) {
            unread.push({ start: tokens[marked.at].start, what: `a ${what} registration` });
            return;
        }
        const pointer = (0,util_pointer/* joinPointer */.Kn)(isPrompt ? '/prompts' : template ? '/resourceTemplates' : '/resources', String(list.length));
        const item = {};
        if (!isPrompt && uriArg !== undefined)
            item[template ? 'uriTemplate' : 'uri'] = value(uriArg + 2, (0,util_pointer/* joinPointer */.Kn)(pointer, template ? 'uriTemplate' : 'uri'), uriArg);
        for (const [property, key] of [
            ['Name', 'name'],
            ['Title', 'title'],
            ['MimeType', 'mimeType'],
        ]) {
            const arg = given.get(property);
            if (arg === undefined)
                continue;
            const read = value(arg + 2, (0,util_pointer/* joinPointer */.Kn)(pointer, key), arg);
            if (typeof read === 'string')
                item[key] = read;
            else
                unread.push({ start: tokens[arg + 2].start, what: `the ${what}'s ${key}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, key) });
        }
        item.name ??= defaultName(tokens[open - 1].text, returnsTask(declaration, open - 1), snake);
        const described = describedBy(attributes);
        if (described !== undefined) {
            const read = value(described, (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'));
            if (typeof read === 'string')
                item.description = read;
            else
                unread.push({ start: tokens[described].start, what: `the ${what}'s description`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'description') });
        }
        if (isPrompt) {
            // Read as an input schema, then moved to the prompt's arguments: a prompt's arguments have no types.
            const scratch = (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema');
            const before = unread.length;
            const schema = parameters(open, scratch);
            (0,parse_program/* dropArgumentTypes */.cv)(unread, before);
            item.arguments = (0,extracted/* argumentsFromSchema */.yg)(schema, scratch, pointer, spans, anchors);
        }
        place(pointer, firstSection, pairs[open]);
        list.push(item);
    };
    /**
     * Azure Functions' `[McpToolTrigger("name", "description")]` on a parameter of a function (the
     * Microsoft.Azure.Functions.Worker.Extensions.Mcp package): a tool of that name and description, whose
     * properties are the function's parameters marked `[McpToolProperty("name", "description", isRequired)]`,
     * typed by the parameter's type. Names and descriptions only when literal, same-file constants or `nameof(…)`.
     */
    const azureTrigger = (trigger, at) => {
        let open = -1;
        for (let k = at - 1, steps = 0; k >= 0 && steps < 512; k--, steps++) {
            if (op(k, ')') || op(k, ']') || op(k, '}'))
                k = openers[k];
            else if (op(k, '(')) {
                open = k;
                break;
            }
            else if (op(k, '{') || op(k, ';'))
                break;
        }
        const given = trigger.open === -1 ? [] : args(trigger.open);
        if (open === -1 || tokens[open - 1]?.kind !== 'name' || given.length < 1 || op(given[0] + 1, '=')) {
            unread.push({ start: tokens[trigger.at].start, what: 'a tool registration' });
            return;
        }
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        // `nameof(GetWeather)` is the text of its last name.
        const nameOf = is(given[0], 'nameof') && op(given[0] + 1, '(') && skip(given[0]) === pairs[given[0] + 1] + 1 ? pairs[given[0] + 1] - 1 : -1;
        const nameAt = nameOf !== -1 && tokens[nameOf].kind === 'name' && (op(nameOf - 1, '(') || op(nameOf - 1, '.')) ? nameOf : -1;
        if (nameAt !== -1)
            place((0,util_pointer/* joinPointer */.Kn)(pointer, 'name'), nameAt, nameAt);
        const name = nameAt !== -1 ? tokens[nameAt].text : value(given[0], (0,util_pointer/* joinPointer */.Kn)(pointer, 'name'));
        if (typeof name !== 'string') {
            unread.push({ start: tokens[given[0]].start, what: 'a tool registration' });
            return;
        }
        const tool = { name };
        if (given.length > 1 && !op(given[1] + 1, '=')) {
            const read = value(given[1], (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'));
            if (typeof read === 'string')
                tool.description = read;
            else
                unread.push({ start: tokens[given[1]].start, what: "the tool's description", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'description') });
        }
        const schema = (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema');
        const properties = {};
        const required = [];
        for (const [from, to] of split(open)) {
            const attributes = [];
            for (let j = from; op(j, '[') && j < to; j = pairs[j] + 1)
                attributes.push(...(section(j, j > from) ?? []));
            const marked = attributes.find((a) => a.name === 'McpToolProperty');
            if (!marked)
                continue;
            const parts = marked.open === -1 ? [] : args(marked.open);
            const key = parts.length > 0 && !op(parts[0] + 1, '=') ? value(parts[0], '') : extracted/* UNKNOWN */.HV;
            if (typeof key !== 'string') {
                unread.push({ start: tokens[marked.at].start, what: 'a tool property' });
                continue;
            }
            const at = (0,util_pointer/* joinPointer */.Kn)((0,util_pointer/* joinPointer */.Kn)(schema, 'properties'), key);
            let typeStart = from;
            while (op(typeStart, '[') && typeStart < to)
                typeStart = pairs[typeStart] + 1;
            const property = typeSchema(tokens.slice(typeStart, to - 1)) ?? {};
            if (parts.length > 1 && !op(parts[1] + 1, '=')) {
                const read = value(parts[1], (0,util_pointer/* joinPointer */.Kn)(at, 'description'));
                if (typeof read === 'string')
                    property.description = read;
                else
                    unread.push({ start: tokens[parts[1]].start, what: `the description of parameter ${JSON.stringify(key)}` });
            }
            if (parts.length > 2 && value(parts[2], '') === true)
                required.push(key);
            spans.set(at, { value: [tokens[typeStart].start, tokens[to - 1].end], key: [tokens[parts[0]].start, tokens[parts[0]].end] });
            properties[key] = property;
        }
        tool.inputSchema = { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
        place(pointer, open, pairs[open]);
        place(schema, open, pairs[open]);
        tools.push(tool);
        names.push(tokens[nameAt !== -1 ? nameAt : resolve(given[0])].start);
    };
    /** The input schema of the parameter list at `open`. */
    const parameters = (open, schema) => {
        const properties = {};
        const required = [];
        for (const [from, to] of split(open)) {
            const attributes = [];
            let j = from;
            while (op(j, '[') && j < to) {
                attributes.push(...(section(j, j > from) ?? []));
                j = pairs[j] + 1;
            }
            while (tokens[j]?.kind === 'name' && ['this', 'ref', 'out', 'in', 'params', 'scoped', 'readonly'].includes(tokens[j].text))
                j++;
            let equals = -1;
            for (let k = j; k < to && equals === -1; k++)
                if (op(k, '='))
                    equals = k;
            const end = equals === -1 ? to : equals;
            const nameAt = end - 1;
            if (tokens[nameAt]?.kind !== 'name' || nameAt <= j)
                continue;
            const name = tokens[nameAt].text;
            const type = tokens.slice(j, nameAt);
            const base = type.find((t) => t.kind === 'name' && t.text !== 'System' && t.text !== 'Threading')?.text ?? '';
            if (INJECTED.has(base) || attributes.some((a) => a.name === 'FromServices' || a.name === 'FromKeyedServices'))
                continue;
            const at = (0,util_pointer/* joinPointer */.Kn)((0,util_pointer/* joinPointer */.Kn)(schema, 'properties'), name);
            const property = typeSchema(type);
            if (!property) {
                unread.push({ start: tokens[j].start, what: `the schema of parameter ${JSON.stringify(name)}` });
                continue;
            }
            spans.set(at, { value: [tokens[j].start, tokens[nameAt].end], key: [tokens[nameAt].start, tokens[nameAt].end] });
            const described = describedBy(attributes);
            if (described !== undefined) {
                const read = value(described, (0,util_pointer/* joinPointer */.Kn)(at, 'description'));
                if (typeof read === 'string')
                    property.description = read;
                else
                    unread.push({ start: tokens[described].start, what: `the description of parameter ${JSON.stringify(name)}` });
            }
            if (equals !== -1) {
                const read = value(equals + 1, (0,util_pointer/* joinPointer */.Kn)(at, 'default'));
                if (read !== extracted/* UNKNOWN */.HV)
                    property.default = read;
            }
            else
                required.push(name);
            properties[name] = property;
        }
        return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
    };
    /** The parameters of the list at `open`, each as [first token, end]: split at commas outside brackets and `<…>`. */
    const split = (open) => {
        const out = [];
        let from = open + 1;
        let angles = 0;
        for (let j = open + 1; j <= pairs[open]; j++) {
            if (op(j, '(') || op(j, '[') || op(j, '{'))
                j = pairs[j];
            else if (op(j, '<'))
                angles++;
            else if (op(j, '>') && angles > 0)
                angles--;
            else if ((op(j, ',') && angles === 0) || j === pairs[open]) {
                if (j > from)
                    out.push([from, j]);
                from = j + 1;
            }
        }
        return out;
    };
    for (let i = 0; i < tokens.length; i++) {
        if (is(i, 'McpServerTool') && op(i + 1, '.') && is(i + 2, 'Create') && op(i + 3, '(')) {
            unread.push({ start: tokens[i].start, what: 'a tool registration' });
            continue;
        }
        if (!op(i, '['))
            continue;
        const first = section(i);
        if (!first)
            continue;
        const attributes = [...first];
        let j = pairs[i] + 1;
        while (op(j, '[')) {
            const next = section(j, true);
            if (!next)
                break;
            attributes.push(...next);
            j = pairs[j] + 1;
        }
        const marked = attributes.find((a) => a.name === 'McpServerTool' || a.name === 'McpServerPrompt' || a.name === 'McpServerResource');
        const trigger = azure ? attributes.find((a) => a.name === 'McpToolTrigger') : undefined;
        if (trigger)
            azureTrigger(trigger, i);
        else if (marked?.name === 'McpServerTool')
            tool(attributes, marked, j, i);
        else if (marked)
            promptOrResource(attributes, marked, j, i);
        i = j - 1;
    }
    return { tools, prompts, resources, resourceTemplates, spans, names, unread: unread.sort((a, b) => a.start - b.start), anchors };
}
/** Whether a `///` comment ends within [from, to]: a binary search of their sorted ends. */
function docBetween(ends, from, to) {
    let low = 0;
    let high = ends.length;
    while (low < high) {
        const mid = (low + high) >>> 1;
        if (ends[mid] < from)
            low = mid + 1;
        else
            high = mid;
    }
    return low < ends.length && ends[low] <= to;
}
/** The schema of a parameter type of simple form (`string`, `int?`, `string[]`, `List<int>`), or undefined. */
function typeSchema(type) {
    const words = type.filter((t) => !(t.kind === 'op' && t.text === '?')).map((t) => t.text);
    // `System.String` reads as `String`.
    while (words[1] === '.' && (words[0] === 'System' || words[0] === 'Collections' || words[0] === 'Generic'))
        words.splice(0, 2);
    if (words.length === 1 && Object.hasOwn(TYPES, words[0]))
        return { type: TYPES[words[0]] };
    if (words.length === 3 && words[1] === '[' && words[2] === ']' && Object.hasOwn(TYPES, words[0]))
        return { type: 'array', items: { type: TYPES[words[0]] } };
    if (words.length === 4 && LISTS.has(words[0]) && words[1] === '<' && words[3] === '>' && Object.hasOwn(TYPES, words[2]))
        return { type: 'array', items: { type: TYPES[words[2]] } };
    return undefined;
}
/**
 * The name the SDK gives a tool, prompt or resource after its method (its `DeriveName`): less an `Async`
 * suffix when the method returns a task; then, since 0.3.0-preview.2, each run of characters other than
 * ASCII letters and digits made one `_`, `_` trimmed from both ends (the method's own name when nothing
 * is left), in .NET's snake_case: `GetWeatherAsync` → `get_weather`, `Get__HTTPStatus` → `get_http_status`.
 */
function defaultName(method, asynchronous, snake) {
    const name = asynchronous && method.endsWith('Async') && method.length > 5 ? method.slice(0, -5) : method;
    if (!snake)
        return name;
    const sanitized = name.replace(/[^0-9A-Za-z]+/g, '_').replace(/^_+|_+$/g, '');
    return snakeCaseLower(sanitized === '' ? method : sanitized);
}
/**
 * System.Text.Json's `JsonNamingPolicy.SnakeCaseLower`, by UTF-16 code unit and Unicode category as .NET
 * reads them: an uppercase letter after a lowercase letter, a digit or spaces starts a word, as does the
 * last of a run of capitals when a lowercase letter follows (`XMLReader` → `xml_reader`); spaces between
 * words become one `_`; any other character is kept and starts afresh.
 */
function snakeCaseLower(name) {
    let out = '';
    let state = 'start';
    for (let i = 0; i < name.length; i++) {
        const c = name[i];
        if (/\p{Lu}/u.test(c)) {
            if (state === 'lower' || state === 'space' || (state === 'upper' && /\p{Ll}/u.test(name[i + 1] ?? '')))
                out += '_';
            out += c.toLowerCase();
            state = 'upper';
        }
        else if (/[\p{Ll}\p{Nd}]/u.test(c)) {
            if (state === 'space')
                out += '_';
            out += c;
            state = 'lower';
        }
        else if (/\p{Zs}/u.test(c)) {
            if (state !== 'start')
                state = 'space';
        }
        else {
            out += c;
            state = 'start';
        }
    }
    return out;
}

// EXTERNAL MODULE: ./src/formats/csharp-source/sdk.ts
var sdk = __webpack_require__(6468);
;// CONCATENATED MODULE: ./src/formats/csharp-source/index.ts
/**
 * C# MCP server source: the tools a server defines with the official SDK's `[McpServerTool]` methods
 * (extract.ts), read as a descriptor's `tools` in the protocol versions of its `ModelContextProtocol`
 * package (sdk.ts), and checked by the same rules as the other source formats, at the literals that
 * hold them.
 */









/** Reads a source file's tools into `{ protocolVersion, tools }`, every value placed where it is written. */
const parseCs = (0,program/* sourceParser */.D)({
    sdk: (text, path, workspace) => {
        const found = (0,sdk/* csSdkVersions */.Qp)(path, workspace);
        // An Azure Functions app references the extension, not the SDK: what the extension speaks is assumed.
        return text.includes(info/* AZURE_NAMESPACE */.ms) && found.from.startsWith('assumed ') ? { ...found, ...(0,azure_functions/* azureFunctionsVersions */.C)() } : found;
    },
    extract: (text, _path, sdk) => extractCsTools(text, sdk.snake),
    // The reader does not recurse: however deep the nesting, it reads the file in loops.
    recurses: false,
    comments: (0,program/* commentsBy */.S)(tokenizeCs),
});
const CSHARP_SOURCE = { ...info/* CSHARP_SOURCE_INFO */.nk, rules: rules/* RULES */.y, context: context/* descriptorContext */.BD, parseProgram: parseCs };
/* harmony default export */ const csharp_source = ((0,types/* defineFormat */.nP)(CSHARP_SOURCE));


/***/ }),

/***/ 6468:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   FL: () => (/* binding */ CS_LATEST),
/* harmony export */   Qp: () => (/* binding */ csSdkVersions),
/* harmony export */   lH: () => (/* binding */ csVersionsOf)
/* harmony export */ });
/* unused harmony export nugetLowerBound */
/* harmony import */ var _source_releases_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(4512);
/* harmony import */ var _source_lockfile_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7091);


const FIRSTS = [
    ['0.1.0-preview.1', '2024-11-05'],
    ['0.2.0-preview.3', '2025-03-26'],
    ['0.3.0-preview.1', '2025-06-18'],
    ['0.7.0-preview.1', '2025-11-25'],
    ['2.0.0-preview.1', '2026-07-28'],
];
const CS_LATEST = '2.0.0';
const LATEST = CS_LATEST;
/**
 * The first release that names a tool, prompt or resource after its method in snake_case (csharp-sdk
 * commit 4411f1ce, "Change default name casing", first tagged v0.3.0-preview.2; before it, the method's name).
 */
const SNAKE_CASE_SINCE = '0.3.0-preview.2';
const PACKAGES = ['ModelContextProtocol', 'ModelContextProtocol.AspNetCore', 'ModelContextProtocol.Core'];
const MAX_MANIFEST = 1 << 20;
const MAX_LISTED = 500;
function csVersionsOf(release) {
    return FIRSTS.filter(([first]) => (0,_source_releases_js__WEBPACK_IMPORTED_MODULE_1__/* .compareReleases */ .c)(first, release) <= 0).map(([, v]) => v);
}
/** The release a NuGet version or range allows first: `0.3.0-preview.2`, `[1.0.0, 2.0.0)`, `1.0.*`. */
function nugetLowerBound(version) {
    const match = /^\s*[[(]?\s*v?(\d{1,9})(?:\.(\d{1,9}|\*))?(?:\.(\d{1,9}|\*))?(?:\.\d{1,9})?(-[0-9A-Za-z.-]{1,64})?/.exec(version);
    if (!match)
        return undefined;
    const [, major, minor = '0', patch = '0', pre = ''] = match;
    return `${major}.${minor === '*' ? '0' : minor}.${patch === '*' ? '0' : patch}${pre}`;
}
/** The versions of the SDK the nearest project at or above `path` references; the latest known release when none says. */
function csSdkVersions(path, workspace) {
    const segments = path.split('/').slice(0, -1);
    if (workspace && !segments.includes('..')) {
        let project;
        for (let depth = segments.length; depth >= 0; depth--) {
            const folder = segments.slice(0, depth).join('/');
            const inFolder = (name) => (folder === '' ? name : `${folder}/${name}`);
            if (project === undefined) {
                for (const name of workspace.list(folder, MAX_LISTED) ?? []) {
                    if (!name.endsWith('.csproj'))
                        continue;
                    const found = reference(read(workspace, inFolder(name)), 'PackageReference');
                    if (found === undefined)
                        continue;
                    const locked = (0,_source_lockfile_js__WEBPACK_IMPORTED_MODULE_0__/* .lockedRelease */ .W)(workspace, folder, _source_lockfile_js__WEBPACK_IMPORTED_MODULE_0__/* .NUGET_LOCKFILES */ .xC, found.package);
                    const release = locked ? nugetLowerBound(locked.release) : undefined;
                    if (locked && release && csVersionsOf(release).length > 0) {
                        const asks = found.version === undefined ? 'references it' : `asks for ${found.version}`;
                        return sdk(locked.release, `${locked.at}: ${found.package} ${locked.release} (${inFolder(name)} ${asks})`);
                    }
                    if (found.version !== undefined)
                        return sdk(found.version, `${inFolder(name)}: ${found.package} ${found.version}`);
                    // Central package management: the version is set in Directory.Packages.props above.
                    project = inFolder(name);
                }
            }
            if (project !== undefined) {
                const props = inFolder('Directory.Packages.props');
                const found = reference(read(workspace, props), 'PackageVersion');
                if (found?.version !== undefined)
                    return sdk(found.version, `${props}: ${found.package} ${found.version}`);
            }
        }
    }
    return {
        ...sdk(LATEST, ''),
        from: `assumed ModelContextProtocol ${LATEST}: no project file at or above this file references a version of it`,
    };
}
function sdk(version, from) {
    const release = nugetLowerBound(version);
    const versions = release ? csVersionsOf(release) : [];
    if (!release || versions.length === 0) {
        return { versions: csVersionsOf(LATEST), snake: true, from: `assumed ModelContextProtocol ${LATEST}: ${from} names no release mcpdesc knows` };
    }
    return { versions, from, snake: (0,_source_releases_js__WEBPACK_IMPORTED_MODULE_1__/* .compareReleases */ .c)(release, SNAKE_CASE_SINCE) >= 0 };
}
function read(workspace, at) {
    if (workspace.kind(at) !== 'file')
        return undefined;
    const bytes = workspace.head(at, MAX_MANIFEST);
    return bytes && bytes.length < MAX_MANIFEST ? new TextDecoder().decode(bytes) : undefined;
}
/** `<PackageReference Include="ModelContextProtocol" Version="…" />` (or a `<Version>` element): the package and its version, if any. */
function reference(text, element) {
    if (text === undefined)
        return undefined;
    for (let at = text.indexOf(`<${element}`); at !== -1; at = text.indexOf(`<${element}`, at + 1)) {
        // Looked for within a bounded window, so a file of unclosed tags stays linear.
        const window = text.slice(at, at + 2000);
        const length = window.indexOf('>');
        if (length === -1)
            continue;
        const close = at + length;
        const tag = window.slice(0, length + 1);
        const include = /\sInclude\s{0,8}=\s{0,8}"([^"]{0,200})"/.exec(tag)?.[1];
        if (include === undefined || !PACKAGES.includes(include.trim()))
            continue;
        const attribute = /\sVersion\s{0,8}=\s{0,8}"([^"]{0,100})"/.exec(tag)?.[1];
        const element_ = tag.endsWith('/>') ? undefined : /^\s{0,200}<Version>([^<]{0,100})<\/Version>/.exec(text.slice(close + 1, close + 400))?.[1];
        const version = (attribute ?? element_)?.trim();
        return { package: include.trim(), ...(version ? { version } : {}) };
    }
    return undefined;
}


/***/ }),

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

/***/ 7343:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   C: () => (/* binding */ azureFunctionsVersions)
/* harmony export */ });
/* harmony import */ var _csharp_source_sdk_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6468);

function azureFunctionsVersions() {
    return {
        versions: (0,_csharp_source_sdk_js__WEBPACK_IMPORTED_MODULE_0__/* .csVersionsOf */ .lH)(_csharp_source_sdk_js__WEBPACK_IMPORTED_MODULE_0__/* .CS_LATEST */ .FL),
        from: `assumed what ModelContextProtocol (the C# SDK) ${_csharp_source_sdk_js__WEBPACK_IMPORTED_MODULE_0__/* .CS_LATEST */ .FL} speaks: the Azure Functions MCP extension serves these tools on the C# SDK, and mcpdesc has no table of the extension's releases`,
    };
}


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

/***/ 7091:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   DK: () => (/* binding */ NPM_LOCKFILES),
/* harmony export */   W: () => (/* binding */ lockedRelease),
/* harmony export */   i$: () => (/* binding */ PYTHON_LOCKFILES),
/* harmony export */   uv: () => (/* binding */ CARGO_LOCKFILES),
/* harmony export */   xC: () => (/* binding */ NUGET_LOCKFILES),
/* harmony export */   yS: () => (/* binding */ folderOf)
/* harmony export */ });
/* unused harmony export MAX_LOCKFILE */
/** Bytes of a lockfile read at most; a larger one is not used (its tail could pin another release). */
const MAX_LOCKFILE = 16 << 20;
/** Characters of a release read at most. */
const RELEASE = /^\d[0-9A-Za-z.+-]{0,63}/;
/** The lockfiles of npm packages, in the order they are tried. */
const NPM_LOCKFILES = ['package-lock.json', 'pnpm-lock.yaml', 'yarn.lock'];
const PYTHON_LOCKFILES = ['uv.lock', 'poetry.lock'];
const CARGO_LOCKFILES = ['Cargo.lock'];
const NUGET_LOCKFILES = ['packages.lock.json'];
/** What each lockfile says, by workspace, lockfile and package: a run's files share their lockfiles. */
const READ = new WeakMap();
/**
 * The release of `pkg` pinned by the nearest folder from `folder` ('' is the root) up to the root that
 * holds one of `names`: the first of them there that pins exactly one release. The nearest folder with a
 * lockfile decides even when it pins none: the build it locks is this package's, whatever lies above.
 */
function lockedRelease(workspace, folder, names, pkg) {
    let cache = workspace.stable ? READ.get(workspace) : undefined;
    if (workspace.stable && !cache)
        READ.set(workspace, (cache = new Map()));
    if (folder.split('/').includes('..'))
        return undefined;
    for (let dir = folder;; dir = folderOf(dir)) {
        let present = false;
        for (const name of names) {
            const at = dir === '' ? name : `${dir}/${name}`;
            const key = `${at}\u0000${pkg}`;
            let release = cache?.get(key);
            if (release === undefined) {
                release = read(workspace, at, name, pkg);
                cache?.set(key, release);
            }
            if (release === 'absent')
                continue;
            if (release !== null)
                return { release, at };
            present = true;
        }
        if (present || dir === '')
            return undefined;
    }
}
/** The folder of a root-relative path ('' for the root). */
function folderOf(path) {
    const slash = path.lastIndexOf('/');
    return slash === -1 ? '' : path.slice(0, slash);
}
function read(workspace, at, name, pkg) {
    if (workspace.kind(at) !== 'file')
        return 'absent';
    const bytes = workspace.head(at, MAX_LOCKFILE);
    if (!bytes || bytes.length >= MAX_LOCKFILE)
        return null;
    const releases = RELEASES_IN[name](new TextDecoder().decode(bytes), pkg);
    return releases.size === 1 ? [...releases][0] : null;
}
const RELEASES_IN = {
    'package-lock.json': npmLock,
    'pnpm-lock.yaml': pnpmLock,
    'yarn.lock': yarnLock,
    'uv.lock': tomlLock,
    'poetry.lock': tomlLock,
    'Cargo.lock': tomlLock,
    'packages.lock.json': nugetLock,
};
/** Each offset where `needle` occurs, in order. */
function* occurrences(text, needle) {
    for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length))
        yield at;
}
/**
 * Whether only `allowed` characters, at most 40 of them, stand between the line's start and `at`: an
 * entry's key starts its line (after its indentation and quote), a dependency's mention does not.
 */
function startsLine(text, at, allowed) {
    let j = at - 1;
    while (j >= 0 && at - j <= 40 && allowed.includes(text[j]))
        j--;
    return j < 0 || text[j] === '\n';
}
/**
 * npm 7+ (lockfileVersion 2, 3): `"node_modules/<pkg>": { "version": "1.24.3", …`, the package installed
 * at the top. npm 6 (lockfileVersion 1) has no `packages`; its top-level `dependencies` map holds
 * `"<pkg>": { "version": …` at the indentation npm writes it with (four spaces), and the same key nested
 * deeper is a copy some other package installs below itself.
 */
function npmLock(text, pkg) {
    const key = `"node_modules/${pkg}"`;
    const at = text.indexOf(key);
    if (at !== -1)
        return fieldOf(text, at + key.length, 'version');
    for (const found of occurrences(text, `\n    "${pkg}"`)) {
        const release = fieldOf(text, found + pkg.length + 7, 'version');
        if (release.size > 0)
            return release;
    }
    return new Set();
}
/**
 * NuGet's packages.lock.json: `"dependencies": { "<tfm>": { "<pkg>": { "type": "Direct", "requested":
 * …, "resolved": "0.3.0-preview.2", …`, one entry for each target framework. A package named as another's
 * dependency has a string there, not an object, and is not read.
 */
function nugetLock(text, pkg) {
    const releases = new Set();
    const key = `"${pkg}"`;
    for (const at of occurrences(text, key))
        for (const release of fieldOf(text, at + key.length, 'resolved'))
            releases.add(release);
    return releases;
}
/** The string fields that hold a release: npm's `version`, NuGet's `resolved`. */
const FIELD = {
    version: /"version"\s*:\s*"([^"\\]{1,64})"/,
    resolved: /"resolved"\s*:\s*"([^"\\]{1,64})"/,
};
/**
 * The release in a field of the JSON object whose key ends at `from`, read from the object's own fields:
 * up to its first nested object or its end, within a bounded window.
 */
function fieldOf(text, from, field) {
    const window = text.slice(from, from + 2_000);
    const open = /^\s*:\s*\{/.exec(window);
    if (!open)
        return new Set();
    const body = window.slice(open[0].length);
    const end = body.search(/[{}]/);
    const release = FIELD[field].exec(end === -1 ? body : body.slice(0, end))?.[1];
    return new Set(release && RELEASE.test(release) ? [release] : []);
}
/**
 * pnpm: the keys of `packages:` and `snapshots:`, `'<pkg>@1.24.3':` (v9), `/<pkg>@1.24.3:` (v6),
 * `/<pkg>/1.24.3:` (v5), with peers after the release in parentheses.
 */
function pnpmLock(text, pkg) {
    const releases = new Set();
    for (const at of occurrences(text, pkg)) {
        const after = at + pkg.length;
        if ((text[after] !== '@' && text[after] !== '/') || !startsLine(text, at, ' \'"/'))
            continue;
        const release = RELEASE.exec(text.slice(after + 1, after + 66))?.[0];
        const end = release ? text[after + 1 + release.length] : undefined;
        if (release && (end === ':' || end === "'" || end === '"' || end === '('))
            releases.add(release);
    }
    return releases;
}
/** yarn (v1 and berry): an entry `"<pkg>@^1.24.0", …:` at the start of a line, its release on the next, `  version "1.24.3"` or `  version: 1.24.3`. */
function yarnLock(text, pkg) {
    const releases = new Set();
    for (const at of occurrences(text, `${pkg}@`)) {
        if (!startsLine(text, at, '"'))
            continue;
        const entry = text.slice(at, at + 2_000);
        const header = entry.indexOf('\n');
        if (header === -1)
            continue;
        const version = /^ {2}version:? +"?([^"\s]{1,64})"?/.exec(entry.slice(header + 1))?.[1];
        if (version && RELEASE.test(version))
            releases.add(version);
    }
    return releases;
}
/** uv.lock, poetry.lock and Cargo.lock: a `[[package]]` table's `name = "<pkg>"` line, then `version = "1.24.0"`. */
function tomlLock(text, pkg) {
    const releases = new Set();
    const key = `name = "${pkg}"`;
    for (const at of occurrences(text, key)) {
        if (!startsLine(text, at, ''))
            continue;
        const version = /^\r?\nversion = "([^"\\]{1,64})"/.exec(text.slice(at + key.length, at + key.length + 100))?.[1];
        if (version && RELEASE.test(version))
            releases.add(version);
    }
    return releases;
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

/***/ 4512:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   c: () => (/* binding */ compareReleases)
/* harmony export */ });
/** Release numbers of the SDKs the source formats read, compared as semantic versions. */
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
