// mcpdesc chunk a6eb31c6623950f941336aefa2f3e4651c823da8844624b1f9de99dafbaa2f62
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 347;
__mcpdesc_chunk.ids = [347];
__mcpdesc_chunk.modules = {

/***/ 3580:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  r: () => (/* binding */ extractTools),
  a: () => (/* binding */ versionPointer)
});

// EXTERNAL MODULE: ./src/parse/program.ts
var program = __webpack_require__(6039);
// EXTERNAL MODULE: ./src/parse/string-anchors.ts
var string_anchors = __webpack_require__(4893);
// EXTERNAL MODULE: ./src/util/pointer.ts
var util_pointer = __webpack_require__(6065);
// EXTERNAL MODULE: ./src/formats/source/extracted.ts
var extracted = __webpack_require__(8600);
// EXTERNAL MODULE: ./src/formats/source/tokens.ts
var source_tokens = __webpack_require__(7024);
;// CONCATENATED MODULE: ./src/formats/python-source/blocks.ts
// A Map: a line may start with any name, `constructor` among them.
const CHAINED = new Map([
    ['elif', ['if', 'elif']],
    ['else', ['if', 'elif', 'try', 'except']],
    ['except', ['try', 'except']],
]);
function blocks(tokens, text) {
    const line = new Int32Array(tokens.length);
    const loop = new Uint8Array(tokens.length);
    const owner = new Int32Array(tokens.length).fill(-1);
    const indents = new Int32Array(tokens.length);
    const ends = new Int32Array(tokens.length).fill(tokens.length);
    const parents = new Int32Array(tokens.length).fill(-1);
    const chain = new Int32Array(tokens.length).fill(-1);
    const stack = [];
    let current = 0;
    // Where the physical line of the text read so far starts: one forward scan for the whole file.
    let scanned = 0;
    let start = 0;
    for (let i = 0; i < tokens.length; i++) {
        const t = tokens[i];
        if (t.first) {
            current = i;
            for (; scanned < t.start; scanned++)
                if (text[scanned] === '\n' || text[scanned] === '\r')
                    start = scanned + 1;
            const indent = t.start - start;
            indents[i] = indent;
            // The line before this one at its indentation, in the same block: an `if` an `elif` continues.
            let sibling = -1;
            while (stack.length > 0 && stack[stack.length - 1].indent >= indent) {
                const popped = stack.pop();
                ends[popped.at] = i;
                if (popped.indent === indent)
                    sibling = popped.at;
            }
            const keyword = headerOf(tokens, i);
            if (keyword === 'if' || keyword === 'try')
                chain[i] = i;
            else if (keyword !== undefined && sibling !== -1 && CHAINED.get(keyword)?.includes(headerOf(tokens, sibling) ?? ''))
                chain[i] = chain[sibling];
            const parent = stack[stack.length - 1]?.at;
            // `match` and `case` are soft keywords: a `case` line is an arm only in a `match` block.
            if (keyword === 'case' && parent !== undefined && headerOf(tokens, parent) === 'match')
                chain[i] = parent;
            if (parent !== undefined) {
                parents[i] = parent;
                const header = headerOf(tokens, parent);
                loop[i] = loop[parent] || header === 'for' || header === 'while' ? 1 : 0;
                owner[i] = header === 'def' || header === 'class' ? parent : owner[parent];
            }
            stack.push({ at: i, indent });
        }
        line[i] = current;
    }
    return { line, loop, owner, indent: indents, end: ends, parent: parents, chain };
}
/** The keyword a line starts with, past `async` (`async def`, `async for`). */
function headerOf(tokens, at) {
    const t = tokens[at]?.text === 'async' && tokens[at].kind === 'name' ? tokens[at + 1] : tokens[at];
    return t?.kind === 'name' ? t.text : undefined;
}
/**
 * Alternatives answered in time bounded by the nesting, however many registrations share a key: for each
 * key and chain, the first registration in each of the chain's first three branches to hold one. The
 * earliest alternative to a new registration is among them, since at most two branches are not
 * alternatives to it (its own, and the `try` body when it is in the `else`).
 */
function alternatives(tokens, lines) {
    const kept = new Map();
    /** The branch headers around a line, innermost first. */
    const around = (line) => {
        const out = [];
        for (let h = lines.parent[line], hops = 0; h !== -1 && hops < MAX_NESTING; h = lines.parent[h], hops++)
            if (lines.chain[h] !== -1)
                out.push(h);
        return out;
    };
    const bothRun = (a, b) => {
        const pair = new Set([headerOf(tokens, a), headerOf(tokens, b)]);
        return pair.has('try') && pair.has('else');
    };
    return {
        instead(key, line) {
            let found = -1;
            for (const h of around(line))
                for (const entry of kept.get(`${key}\u0000${lines.chain[h]}`) ?? [])
                    if (entry.branch !== h && !bothRun(entry.branch, h) && (found === -1 || entry.index < found))
                        found = entry.index;
            return found;
        },
        add(key, line, index) {
            for (const h of around(line)) {
                const at = `${key}\u0000${lines.chain[h]}`;
                const entries = kept.get(at) ?? [];
                if (entries.length < 3 && !entries.some((entry) => entry.branch === h))
                    entries.push({ branch: h, index });
                kept.set(at, entries);
            }
        },
    };
}
const MAX_NESTING = 64;

// EXTERNAL MODULE: ./src/formats/python-source/server-import.ts
var server_import = __webpack_require__(8024);
// EXTERNAL MODULE: ./src/formats/python-source/tokens.ts
var python_source_tokens = __webpack_require__(3065);
;// CONCATENATED MODULE: ./src/formats/python-source/extract.ts








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
const CONSTRUCTORS = new Set(['ToolAnnotations', 'PromptArgument', 'dict']);
/** Where the FastMCP 3 `version=` of the tool at `tool` is read into (FastMCP lists it there). */
function versionPointer(tool) {
    return (0,util_pointer/* joinPointer */.Kn)(tool, '_meta', 'fastmcp', 'version');
}
/** The methods that register what a call gives them (`mcp.tool()(fn)`, `mcp.add_tool(fn, \u2026)`). */
const CALLED = new Set(['tool', 'prompt', 'resource', 'add_tool', 'add_prompt']);
const COMMON_FIELDS = [
    ['name', 'name'],
    ['title', 'title'],
    ['description', 'description'],
];
const RESOURCE_FIELDS = [...COMMON_FIELDS, ['mimeType', 'mimeType'], ['mime_type', 'mimeType']];
const LISTINGS = new Map([
    [
        'list_tools',
        {
            list: 'tools',
            what: 'tool',
            method: 'tools/list',
            item: 'Tool',
            result: 'ListToolsResult',
            results: ['tools'],
            fields: new Map([
                ...COMMON_FIELDS,
                ['inputSchema', 'inputSchema'],
                ['input_schema', 'inputSchema'],
                ['outputSchema', 'outputSchema'],
                ['output_schema', 'outputSchema'],
                ['annotations', 'annotations'],
            ]),
            required: ['name'],
        },
    ],
    [
        'list_prompts',
        {
            list: 'prompts',
            what: 'prompt',
            method: 'prompts/list',
            item: 'Prompt',
            result: 'ListPromptsResult',
            results: ['prompts'],
            fields: new Map([...COMMON_FIELDS, ['arguments', 'arguments']]),
            required: ['name'],
        },
    ],
    [
        'list_resources',
        {
            list: 'resources',
            what: 'resource',
            method: 'resources/list',
            item: 'Resource',
            result: 'ListResourcesResult',
            results: ['resources'],
            fields: new Map([...RESOURCE_FIELDS, ['uri', 'uri']]),
            required: ['uri', 'name'],
        },
    ],
    [
        'list_resource_templates',
        {
            list: 'resourceTemplates',
            what: 'resource template',
            method: 'resources/templates/list',
            item: 'ResourceTemplate',
            result: 'ListResourceTemplatesResult',
            results: ['resourceTemplates', 'resource_templates'],
            fields: new Map([...RESOURCE_FIELDS, ['uriTemplate', 'uriTemplate'], ['uri_template', 'uriTemplate']]),
            required: ['uriTemplate', 'name'],
        },
    ],
]);
function extractTools(text) {
    const tokens = (0,python_source_tokens/* tokenize */.q)(text);
    const { tools, prompts, resources, resourceTemplates, spans, names, unread, anchors } = (0,extracted/* emptyExtracted */.SV)();
    const lines = blocks(tokens, text);
    /** An Azure Functions app (`import azure.functions`), whose `@app.mcp_tool()` makes a tool. */
    const azure = server_import/* AZURE */._k.test(text);
    const constants = new Map();
    for (let i = 0; i + 2 < tokens.length; i++)
        if (tokens[i].first && tokens[i].kind === 'name' && tokens[i + 1].text === '=' && lines.indent[i] === 0)
            constants.set(tokens[i].text, i + 2);
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    const place = (0,source_tokens/* placer */.G)(tokens, spans);
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
        // A constant's value is placed where the constant's literal is written, a grouped one inside its parentheses.
        const at = target(i);
        if (read !== extracted/* UNKNOWN */.HV && end > i)
            place(pointer, at, at === i ? end - 1 : skip(at) - 1, key);
        if (typeof read === 'string')
            anchors.set(pointer, stringAnchors(at));
        return { read, next: end };
    };
    /** Whether the parenthesis at `i` groups one expression (`("a" "b")`), which a tuple's comma would not. */
    const grouped = (i) => {
        if (!op(i, '(') || closing(i) <= i + 1)
            return false;
        for (let j = i + 1; j < closing(i); j++) {
            if (op(j, '[') || op(j, '(') || op(j, '{'))
                j = closing(j);
            else if (op(j, ','))
                return false;
        }
        return true;
    };
    /** Whether the parenthesis at `i` holds only adjacent strings (`("a" "b")`): one string, as a docstring too. */
    const groupedStrings = (i) => {
        if (!grouped(i))
            return false;
        for (let j = i + 1; j < closing(i); j++)
            if (tokens[j].kind !== 'string')
                return false;
        return true;
    };
    /** The start of the expression at `i`: inside grouping parentheses and through same-file constants. */
    const target = (i) => {
        let at = i;
        for (let hops = 0; hops < MAX_DEPTH; hops++) {
            const inner = urlInside(at);
            const next = grouped(at) ? at + 1 : inner !== -1 ? inner : resolve(at);
            if (next === at)
                break;
            at = next;
        }
        return at;
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
    /** Where the one argument of `AnyUrl(\u2026)` (pydantic's URL, which a low-level `Resource(uri=\u2026)` is often given) starts; -1 otherwise. */
    const urlInside = (i) => {
        const open = calledName(i, 'AnyUrl');
        if (open === -1 || closing(open) === open + 1)
            return -1;
        const given = args(open);
        return given.length === 1 && given[0].name === undefined ? open + 1 : -1;
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
            return extracted/* UNKNOWN */.HV;
        if (t.kind === 'string') {
            // Adjacent strings are one (implicit concatenation).
            let out = '';
            for (let j = i; j < end; j++) {
                if (tokens[j].kind !== 'string' || tokens[j].text === undefined)
                    return extracted/* UNKNOWN */.HV;
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
            return at === undefined || at === i ? extracted/* UNKNOWN */.HV : literal(at, skip(at), pointer, depth + 1);
        }
        if (op(i, '-') && end === i + 2 && tokens[i + 1].kind === 'number')
            return -Number(tokens[i + 1].text);
        if (grouped(i) && end === closing(i) + 1)
            return literal(i + 1, closing(i), pointer, depth + 1);
        if ((op(i, '[') || op(i, '(')) && end === closing(i) + 1)
            return list(i, pointer, depth);
        if (op(i, '{') && end === closing(i) + 1)
            return dict(i, pointer, depth);
        const inner = t.kind === 'name' ? urlInside(i) : -1;
        if (inner !== -1 && end === closing(inner - 1) + 1)
            return literal(inner, closing(inner - 1), pointer, depth + 1);
        if (t.kind === 'name') {
            // `ToolAnnotations(\u2026)` or `types.ToolAnnotations(\u2026)`.
            let j = i;
            while (op(j + 1, '.') && tokens[j + 2]?.kind === 'name')
                j += 2;
            if (CONSTRUCTORS.has(tokens[j].text) && op(j + 1, '(') && end === closing(j + 1) + 1)
                return keywords(j + 1, pointer, depth);
        }
        return extracted/* UNKNOWN */.HV;
    };
    /** The index of the bracket that closes the one at `i` (the last token when none does): one table, made in one pass. */
    const closing = (i) => pairs[i];
    const pairs = (0,source_tokens/* bracketPairs */.W)(tokens);
    const list = (i, pointer, depth) => {
        const out = [];
        for (let j = i + 1; !op(j, ']') && !op(j, ')') && j < tokens.length;) {
            const item = value(j, (0,util_pointer/* joinPointer */.Kn)(pointer, String(out.length)), undefined, depth + 1);
            if (item.read === extracted/* UNKNOWN */.HV)
                return extracted/* UNKNOWN */.HV;
            out.push(item.read);
            j = op(item.next, ',') ? item.next + 1 : item.next;
            if (j === item.next && !op(j, ']') && !op(j, ')'))
                return extracted/* UNKNOWN */.HV;
        }
        return out;
    };
    const dict = (i, pointer, depth) => {
        const out = {};
        for (let j = i + 1; !op(j, '}') && j < tokens.length;) {
            const key = tokens[j];
            if (key.kind !== 'string' || key.text === undefined || !op(j + 1, ':'))
                return extracted/* UNKNOWN */.HV;
            const item = value(j + 2, (0,util_pointer/* joinPointer */.Kn)(pointer, key.text), j, depth + 1);
            if (item.read === extracted/* UNKNOWN */.HV)
                return extracted/* UNKNOWN */.HV;
            out[key.text] = item.read;
            j = op(item.next, ',') ? item.next + 1 : item.next;
            if (j === item.next && !op(j, '}'))
                return extracted/* UNKNOWN */.HV;
        }
        return out;
    };
    /** A call's keyword arguments as an object (`ToolAnnotations(readOnlyHint=True)`); UNKNOWN with any positional one. */
    const keywords = (open, pointer, depth) => {
        const out = {};
        for (const arg of args(open)) {
            if (arg.name === undefined)
                return extracted/* UNKNOWN */.HV;
            const item = value(arg.at, (0,util_pointer/* joinPointer */.Kn)(pointer, arg.name), arg.key, depth + 1);
            if (item.read === extracted/* UNKNOWN */.HV)
                return extracted/* UNKNOWN */.HV;
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
            return Object.hasOwn(TYPES, name) ? { ...TYPES[name] } : undefined;
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
            return values.every((v) => typeof v === 'string') ? { type: 'string', enum: values } : values.includes(extracted/* UNKNOWN */.HV) ? undefined : { enum: values };
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
                if (fallback.read !== extracted/* UNKNOWN */.HV && fallback.read !== null)
                    property.default = fallback.read;
            }
            properties[name] = property;
            spans.set(at, { value: [t.start, tokens[to - 1].end], key: [t.start, t.end] });
        }
        place(pointer, open, end);
        return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
    };
    /** A decorated function: `@x.tool\u2026`, `@x.prompt\u2026` or `@x.resource\u2026` lines, then `def`. */
    const decorated = (at) => {
        // `@ name . tool` with an optional call.
        let j = at + 1;
        while (tokens[j]?.kind === 'name' && op(j + 1, '.'))
            j += 2;
        const kind = tokens[j]?.kind === 'name' ? tokens[j].text : undefined;
        if (kind === 'mcp_tool' && azure && j > at + 1)
            return azureTool(at, j);
        const listing = kind === undefined ? undefined : LISTINGS.get(kind);
        if ((kind !== 'tool' && kind !== 'prompt' && kind !== 'resource' && !listing) || j === at + 1)
            return;
        const call = op(j + 1, '(') ? j + 1 : -1;
        if (listing && call === -1)
            return;
        // A resource's URI is its first argument: without one, this `resource` is something else.
        if (kind === 'resource' && call === -1)
            return;
        // The function the decorator is on: past any other decorators.
        const k = decoratedDef(call === -1 ? j + 1 : closing(call) + 1);
        if (k === -1)
            return;
        const def = tokens[k]?.text === 'async' ? k + 1 : k;
        const nameToken = def + 1;
        if (tokens[nameToken]?.kind !== 'name' || !op(nameToken + 1, '('))
            return;
        if (listing)
            return listHandler(k, listing);
        const callArgs = call === -1 ? [] : args(call);
        const span = [at, nameToken];
        if (kind === 'tool')
            return tool(span, callArgs, ['name'], nameToken);
        if (kind === 'prompt')
            return prompt(span, callArgs, ['name'], nameToken);
        return resource(span, callArgs, ['uri'], nameToken);
    };
    /** The `def` line (its first token) the decorator at `at` (ending at `from`) is on, past any other decorators; -1 when none is. */
    const decoratedDef = (from) => {
        let k = from;
        while (k < tokens.length && !(tokens[k].first && (tokens[k].text === 'def' || (tokens[k].text === 'async' && tokens[k + 1]?.text === 'def')))) {
            if (tokens[k].first && !op(k, '@'))
                return -1;
            k++;
        }
        return k < tokens.length ? k : -1;
    };
    /**
     * Azure Functions' `@app.mcp_tool()` (azure-functions 2.x): the tool is named after the function and
     * described by its docstring; its properties are the function's parameters, less those another binding
     * of the function fills (`@app.blob_input(arg_name="file", \u2026)`), each described by an
     * `@app.mcp_tool_property(arg_name=\u2026, description=\u2026)` of the same function. Any argument of
     * `mcp_tool` other than `metadata=` may rename or describe it: the registration is not statically known.
     */
    const azureTool = (at, j) => {
        const call = op(j + 1, '(') ? j + 1 : -1;
        const k = decoratedDef(call === -1 ? j + 1 : closing(call) + 1);
        if (k === -1)
            return;
        const nameToken = tokens[k].text === 'async' ? k + 2 : k + 1;
        if (tokens[nameToken]?.kind !== 'name' || !op(nameToken + 1, '('))
            return;
        if (call !== -1 && args(call).some((a) => a.name !== 'metadata' && a.name !== 'use_result_schema')) {
            unread.push({ start: tokens[at].start, what: 'a tool registration' });
            return;
        }
        // The function's decorators, those above this one too.
        let first = at;
        while (first > 1 && tokens[first - 1].kind === 'newline' && op(lines.line[first - 2], '@'))
            first = lines.line[first - 2];
        const bound = new Set();
        const described = [];
        for (let d = first; d < k; d++) {
            if (!tokens[d].first || !op(d, '@'))
                continue;
            let e = d + 1;
            while (tokens[e]?.kind === 'name' && op(e + 1, '.'))
                e += 2;
            if (!op(e + 1, '('))
                continue;
            const given = args(e + 1);
            const argName = given.find((a) => a.name === 'arg_name');
            const read = argName ? literal(resolve(argName.at), skip(resolve(argName.at)), '', 0) : extracted/* UNKNOWN */.HV;
            if (typeof read !== 'string')
                continue;
            if (tokens[e].text !== 'mcp_tool_property')
                bound.add(read);
            else {
                const description = given.find((a) => a.name === 'description');
                if (description)
                    described.push({ name: read, at: description.at });
            }
        }
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        const before = unread.length;
        const read = common('tool', pointer, [], [], nameToken, ['name', 'description']);
        if (!read)
            return;
        const schemaAt = (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema');
        const schema = parameters(nameToken + 1, schemaAt);
        const properties = schema.properties;
        for (const name of bound) {
            delete properties[name];
            spans.delete((0,util_pointer/* joinPointer */.Kn)(schemaAt, 'properties', name));
            const found = unread.findIndex((u, index) => index >= before && u.what === `the schema of parameter ${JSON.stringify(name)}`);
            if (found !== -1)
                unread.splice(found, 1);
        }
        if (Array.isArray(schema.required)) {
            schema.required = schema.required.filter((name) => !bound.has(name));
            if (schema.required.length === 0)
                delete schema.required;
        }
        for (const { name, at: from } of described) {
            if (bound.has(name))
                continue;
            const property = (properties[name] ??= {});
            const text = value(from, (0,util_pointer/* joinPointer */.Kn)(schemaAt, 'properties', name, 'description'));
            if (typeof text.read === 'string')
                property.description = text.read;
            else
                unread.push({ start: tokens[from].start, what: `the description of parameter ${JSON.stringify(name)}` });
        }
        read.item.inputSchema = schema;
        place(pointer, at, nameToken);
        tools.push(read.item);
        names.push(tokens[read.namePlace].start);
    };
    /**
     * What a tool, prompt and resource decorator share: the `name`, `title` and `description` it is given
     * (`fields` are the others read), the function's name, and the docstring unless a description is given.
     */
    const common = (what, pointer, callArgs, positionals, nameToken, fields) => {
        const item = {};
        let namePlace = nameToken;
        let described = false;
        // `**options` may give any field, the name too.
        const spread = callArgs.find((arg) => op(arg.at, '*') || op(arg.at, '**'));
        if (spread) {
            unread.push({ start: tokens[spread.at].start, what: `a ${what} registration` });
            return undefined;
        }
        let position = 0;
        for (const arg of callArgs) {
            const field = arg.name ?? positionals[position++];
            if (field === undefined || !fields.includes(field))
                continue;
            const key = field === 'mime_type' ? 'mimeType' : field === 'uri' && what === 'resource template' ? 'uriTemplate' : field;
            const read = value(arg.at, (0,util_pointer/* joinPointer */.Kn)(pointer, key), arg.key);
            // A name, description or title is text: any other value is one mcpdesc did not read right.
            if (field !== 'annotations' && read.read !== null && typeof read.read !== 'string')
                read.read = extracted/* UNKNOWN */.HV;
            if (read.read === extracted/* UNKNOWN */.HV) {
                if (field === 'name' || field === 'uri') {
                    unread.push({ start: tokens[arg.at].start, what: `a ${what} registration` });
                    return undefined;
                }
                unread.push({ start: tokens[arg.at].start, what: `the ${what}'s ${key}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, key) });
                described ||= field === 'description';
            }
            else if (read.read !== null) {
                item[key] = read.read;
                if (field === 'name')
                    namePlace = target(arg.at);
                described ||= field === 'description';
            }
        }
        if (item.name === undefined) {
            item.name = tokens[nameToken].text;
            spans.set((0,util_pointer/* joinPointer */.Kn)(pointer, 'name'), { value: [tokens[nameToken].start, tokens[nameToken].end] });
        }
        const open = nameToken + 1;
        // The docstring: the body's first statement, when it is a string, parenthesised or not (ast.get_docstring reads both).
        let body = closing(open) + 1;
        if (op(body, '->'))
            body = skip(body + 1);
        if (op(body, ':'))
            body++;
        if (tokens[body]?.kind === 'newline')
            body++;
        if (!described && (tokens[body]?.kind === 'string' || groupedStrings(body))) {
            const doc = value(body, (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'));
            if (typeof doc.read === 'string') {
                item.description = (0,python_source_tokens/* cleandoc */.M)(doc.read);
                const raw = anchors.get((0,util_pointer/* joinPointer */.Kn)(pointer, 'description'));
                if (raw)
                    anchors.set((0,util_pointer/* joinPointer */.Kn)(pointer, 'description'), cleanedAnchors(doc.read, raw));
            }
            else
                unread.push({ start: tokens[body].start, what: `the ${what}'s docstring`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'description') });
        }
        return { item, namePlace };
    };
    /**
     * FastMCP 3's `version=` (a string, an int or a float, which it turns into text with `str()`), where
     * the server lists it: `_meta.fastmcp.version`. None leaves the tool unversioned.
     */
    const componentVersion = (item, arg, pointer) => {
        const read = value(arg.at, pointer, arg.key);
        if (read.read === null)
            return;
        const token = tokens[resolve(arg.at)];
        const text = typeof read.read === 'string'
            ? read.read
            : typeof read.read === 'number' && token.kind === 'number'
                ? Number.isInteger(read.read) && token.text?.includes('.')
                    ? `${read.read}.0`
                    : String(read.read)
                : undefined;
        if (text === undefined)
            unread.push({ start: tokens[arg.at].start, what: "the tool's version", pointer });
        else
            item._meta = { fastmcp: { version: text } };
    };
    const tool = (span, callArgs, positionals, nameToken) => {
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        const read = common('tool', pointer, callArgs, positionals, nameToken, ['name', 'description', 'title', 'annotations']);
        if (!read)
            return;
        read.item.inputSchema = parameters(nameToken + 1, (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema'));
        const version = callArgs.find((a) => a.name === 'version');
        if (version)
            componentVersion(read.item, version, versionPointer(pointer));
        // The same tool registered in another branch of an `if` or `try` (a description for each access
        // mode): only one of the two is ever made, so the later is listed as not statically known, never
        // counted twice.
        const key = JSON.stringify([read.item.name, read.item._meta]);
        const line = lines.line[span[0]];
        const alternative = registered.instead(key, line);
        if (alternative !== -1) {
            retract(pointer);
            unread.push({ start: tokens[span[0]].start, what: `a tool registration (made instead of tools[${alternative}] in another branch)` });
            return;
        }
        place(pointer, ...span);
        tools.push(read.item);
        names.push(tokens[read.namePlace].start);
        registered.add(key, line, tools.length - 1);
    };
    /** Each tool's name and version, and the line it is registered on, by index in `tools`. */
    const registered = alternatives(tokens, lines);
    /** Forgets what was read at `pointer` for a tool that is not kept. */
    const retract = (pointer) => {
        const under = (at) => at === pointer || at.startsWith(`${pointer}/`);
        for (const map of [spans, anchors])
            for (const at of [...map.keys()])
                if (under(at))
                    map.delete(at);
        for (let k = unread.length - 1; k >= 0; k--)
            if (unread[k].pointer !== undefined && under(unread[k].pointer))
                unread.splice(k, 1);
    };
    /** `@mcp.prompt`: its arguments are the function's parameters, each with its description, required unless it has a default. */
    const prompt = (span, callArgs, positionals, nameToken) => {
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/prompts', String(prompts.length));
        const read = common('prompt', pointer, callArgs, positionals, nameToken, ['name', 'description', 'title']);
        if (!read)
            return;
        // Read as an input schema, then moved to the prompt's arguments: a prompt's arguments have no types.
        const scratch = (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema');
        const before = unread.length;
        const schema = parameters(nameToken + 1, scratch);
        (0,program/* dropArgumentTypes */.cv)(unread, before);
        read.item.arguments = (0,extracted/* argumentsFromSchema */.yg)(schema, scratch, pointer, spans, anchors);
        place(pointer, ...span);
        prompts.push(read.item);
    };
    /** `@mcp.resource("uri", \u2026)`: a resource, or a resource template when its URI has `{parameters}`. */
    const resource = (span, callArgs, positionals, nameToken) => {
        const first = callArgs.find((a) => a.name === undefined || a.name === 'uri');
        const uri = first === undefined ? undefined : literal(resolve(first.at), skip(resolve(first.at)), '', 0);
        const template = typeof uri === 'string' && uri.includes('{');
        const list = template ? resourceTemplates : resources;
        const what = template ? 'resource template' : 'resource';
        const pointer = (0,util_pointer/* joinPointer */.Kn)(template ? '/resourceTemplates' : '/resources', String(list.length));
        const read = common(what, pointer, callArgs, positionals, nameToken, ['uri', 'name', 'description', 'title', 'mime_type']);
        if (!read)
            return;
        place(pointer, ...span);
        list.push(read.item);
    };
    // The functions of the file: how many `def`s of each name, and the first (its line's first token), in
    // the file and in each class or function; and the names bound otherwise (assigned, imported, a loop's
    // or `with`'s target): such a name may not stand for its `def`.
    const defs = new Map();
    const count = (key, at) => {
        const found = defs.get(key);
        if (found)
            found.count++;
        else
            defs.set(key, { count: 1, at });
    };
    const rebound = new Set();
    for (let i = 0; i < tokens.length; i++) {
        const t = tokens[i];
        if (t.kind !== 'name')
            continue;
        if (t.first && headerOf(tokens, i) === 'def') {
            const name = tokens[t.text === 'async' ? i + 2 : i + 1];
            if (name?.kind === 'name') {
                count(` ${name.text}`, i);
                count(`${lines.owner[i]} ${name.text}`, i);
            }
        }
        const before = tokens[i - 1];
        const header = headerOf(tokens, lines.line[i]);
        if ((t.first && (op(i + 1, '=') || op(i + 1, ':'))) ||
            op(i + 1, ':=') ||
            (before?.kind === 'name' && (before.text === 'as' || before.text === 'for')) ||
            header === 'import' ||
            header === 'from')
            rebound.add(t.text);
    }
    /** The parameter names of the `def` at `at`, each function's read once. */
    const parameterNames = new Map();
    const takes = (at, name) => {
        let names = parameterNames.get(at);
        if (!names) {
            names = new Set();
            const open = tokens[at].text === 'async' ? at + 3 : at + 2;
            if (op(open, '('))
                for (const [from] of splitTop(open + 1, closing(open))) {
                    const named = op(from, '*') || op(from, '**') ? from + 1 : from;
                    if (tokens[named]?.kind === 'name')
                        names.add(tokens[named].text);
                }
            parameterNames.set(at, names);
        }
        return names.has(name);
    };
    /**
     * The `def` a registration's function argument at `[from, to)` stands for: a lone name defined once in
     * the file, at module level or in a function the call is in, never bound otherwise nor a parameter of
     * those functions; or `self.name` / `cls.name`, a method defined once in the class the call is in. -1
     * otherwise.
     */
    const functionOf = (from, to, call) => {
        const self = to === from + 3 && (tokens[from].text === 'self' || tokens[from].text === 'cls') && op(from + 1, '.');
        const nameAt = self ? from + 2 : from;
        if (tokens[nameAt]?.kind !== 'name' || (!self && to !== from + 1))
            return -1;
        const name = tokens[nameAt].text;
        const scopes = [];
        for (let scope = lines.owner[lines.line[call]], hops = 0; hops < MAX_DEPTH; hops++, scope = lines.owner[scope]) {
            scopes.push(scope);
            if (scope === -1)
                break;
        }
        // Nested past the depth read: its scopes are not all known.
        if (scopes[scopes.length - 1] !== -1)
            return -1;
        if (self) {
            // The class is the nearest one around the call.
            const cls = scopes.find((scope) => scope !== -1 && headerOf(tokens, scope) === 'class');
            const method = defs.get(`${cls} ${name}`);
            return cls !== undefined && method?.count === 1 ? method.at : -1;
        }
        const found = defs.get(` ${name}`);
        if (found?.count !== 1 || rebound.has(name))
            return -1;
        const owner = lines.owner[found.at];
        const functions = scopes.filter((scope) => scope !== -1 && headerOf(tokens, scope) === 'def');
        if (functions.some((scope) => takes(scope, name)))
            return -1;
        return owner === -1 || functions.includes(owner) ? found.at : -1;
    };
    /**
     * A registration made by a call: `x.tool(\u2026)(fn)`, `x.prompt(\u2026)(fn)`, `x.resource("uri", \u2026)(fn)`, and
     * `x.tool(fn, name=\u2026)` (fastmcp), `x.add_tool(fn, name, title, description, annotations)`,
     * `x.add_prompt(fn)`. Read as the decorator on `fn` is, when it is a statement of its own (or assigned)
     * outside any loop and `fn` is a function of the file; listed as not statically known otherwise.
     */
    const called = (i) => {
        const kind = tokens[i].text;
        let start = i - 2;
        while (op(start - 1, '.') && tokens[start - 2]?.kind === 'name')
            start -= 2;
        if (tokens[start]?.kind !== 'name' || op(start - 1, '@'))
            return;
        const call = i + 1;
        const second = op(closing(call) + 1, '(') ? closing(call) + 1 : -1;
        const callArgs = args(call);
        const first = callArgs[0];
        const made = callArgs.length === 1 && (first.name === undefined || first.name === 'tool' || first.name === 'prompt') ? fromFunction(first.at, kind) : undefined;
        let fn;
        let given = callArgs;
        let positionals = [];
        if (second !== -1 && (kind === 'tool' || kind === 'prompt' || kind === 'resource')) {
            const applied = args(second);
            fn = applied.length === 1 && applied[0].name === undefined ? applied[0] : undefined;
            positionals = kind === 'resource' ? ['uri'] : ['name'];
        }
        else if (second === -1 && made !== undefined) {
            // `x.add_tool(Tool.from_function(fn, name=\u2026, \u2026))`: the object made from `fn` as the call would.
            const fromArgs = args(made);
            fn = fromArgs.find((a) => a.name === 'fn') ?? (fromArgs[0]?.name === undefined ? fromArgs[0] : undefined);
            given = fromArgs.filter((a) => a !== fn);
            positionals = ['name', 'title', 'description'];
            // FastMCP's `metadata=` may give any field, the name too.
            if (given.some((a) => a.name === 'metadata'))
                fn = undefined;
        }
        else if (second === -1 && (kind === 'add_tool' || kind === 'add_prompt') && first !== undefined && first.name !== undefined) {
            // `x.add_tool(fn=\u2026, name=\u2026)`: the function given by keyword.
            fn = callArgs.find((a) => a.name === 'fn');
            given = callArgs.filter((a) => a !== fn);
        }
        else if (second === -1 && first?.name === undefined && (kind === 'add_tool' || kind === 'add_prompt' || kind === 'tool' || kind === 'prompt')) {
            // `x.tool("name")` alone makes a decorator it never applies; `x.tool(fn, \u2026)` registers `fn`.
            if ((kind === 'tool' || kind === 'prompt') && (first === undefined || typeof literal(resolve(first.at), skip(resolve(first.at)), '', 0) === 'string'))
                return;
            fn = first;
            given = callArgs.slice(1);
            positionals = kind === 'add_tool' ? ['name', 'title', 'description', 'annotations'] : [];
            // `prompt` is a common name (`click.prompt(message)`): with one argument that is no function of
            // the file, the call is taken for another library's.
            if (kind === 'prompt' && given.length === 0 && functionOf(first.at, skip(first.at), i) === -1)
                return;
        }
        else
            return;
        const what = kind.replace('add_', '');
        const last = closing(second === -1 ? call : second);
        const line = lines.line[i];
        const statement = (start === line || (start === line + 2 && tokens[line].kind === 'name' && op(line + 1, '='))) &&
            (last + 1 >= tokens.length || tokens[last + 1].kind === 'newline');
        const def = statement && !lines.loop[line] && fn !== undefined ? functionOf(fn.at, skip(fn.at), i) : -1;
        if (def === -1) {
            unread.push({ start: tokens[start].start, what: `a ${what} registration` });
            return;
        }
        const nameToken = tokens[def].text === 'async' ? def + 2 : def + 1;
        if (!op(nameToken + 1, '('))
            return;
        const span = [start, last];
        if (what === 'tool')
            return tool(span, given, positionals, nameToken);
        if (what === 'prompt')
            return prompt(span, given, positionals, nameToken);
        return resource(span, given, positionals, nameToken);
    };
    /**
     * The `(` of `Tool.from_function(\u2026)` (`FunctionTool`, `tools.Tool`) at `at` for `add_tool`, of
     * `Prompt.from_function(\u2026)` (`FunctionPrompt`) for `add_prompt`, when it is the whole argument.
     */
    const fromFunction = (at, kind) => {
        let j = at;
        while (tokens[j]?.kind === 'name' && op(j + 1, '.') && tokens[j + 2]?.kind === 'name' && tokens[j + 2].text !== 'from_function')
            j += 2;
        const made = tokens[j]?.text;
        const fits = kind === 'add_tool' ? made === 'Tool' || made === 'FunctionTool' : kind === 'add_prompt' && (made === 'Prompt' || made === 'FunctionPrompt');
        if (!fits || !op(j + 1, '.') || tokens[j + 2]?.text !== 'from_function' || !op(j + 3, '('))
            return undefined;
        return skip(at) === closing(j + 3) + 1 ? j + 3 : undefined;
    };
    /**
     * A low-level server's list handler (`@server.list_tools()` on it, or v2's `Server(\u2026, on_list_tools=
     * handler)`; prompts, resources and resource templates alike): each literal `Tool(\u2026)` (`Prompt(\u2026)`, \u2026)
     * of the list its `return` gives, itself or as `ListToolsResult(tools=[\u2026])`. Any other list, or item, is
     * listed as not statically known.
     */
    const handlers = new Set();
    const listHandler = (def, listing) => {
        // One handler given to two servers lists its items once.
        if (handlers.has(`${listing.list} ${def}`))
            return;
        handlers.add(`${listing.list} ${def}`);
        let returned = false;
        for (let r = def + 1; r < lines.end[def]; r++) {
            // A nested function's returns are its own.
            const header = tokens[r].first ? headerOf(tokens, r) : undefined;
            if ((header === 'def' || header === 'class') && lines.end[r] > r + 1)
                r = lines.end[r] - 1;
            if (!(tokens[r].first && tokens[r].text === 'return' && lines.owner[r] === def))
                continue;
            returned = true;
            const at = resolve(local(def, r + 1));
            const list = itemList(def, at, listing);
            if (list === -1) {
                unread.push({ start: tokens[r + 1]?.start ?? tokens[r].start, what: `a ${listing.what} list` });
                continue;
            }
            for (const [from] of splitTop(list + 1, closing(list)))
                literalItem(from, listing);
        }
        if (!returned)
            unread.push({ start: tokens[def].start, what: `a ${listing.what} list` });
    };
    /**
     * Where the value a lone name at `at` stands for starts, when the function at `def` assigns it once, at
     * its top level, and nothing there may change it (`tools.append(\u2026)`, `tools[0] = \u2026`, `tools += \u2026`, or
     * passing it to a call would); `at` otherwise. Each function's names are tallied in one pass.
     */
    const local = (def, at) => {
        if (tokens[at]?.kind !== 'name' || skip(at) !== at + 1)
            return at;
        let tally = locals.get(def);
        if (!tally) {
            tally = new Map();
            for (let j = def + 1; j < lines.end[def]; j++) {
                const name = tokens[j].text;
                // A keyword argument's name (`tools=tools`) is no use of the variable.
                if (tokens[j].kind !== 'name' || (op(j + 1, '=') && !tokens[j].first))
                    continue;
                const entry = tally.get(name) ?? { at: -1, count: 0, changed: false };
                if (tokens[j].first && op(j + 1, '=') && lines.owner[j] === def) {
                    entry.count++;
                    entry.at = j + 2;
                }
                else
                    entry.changed ||=
                        op(j + 1, '.') ||
                            op(j + 1, '[') ||
                            (tokens[j + 1]?.kind === 'op' && /=$/.test(tokens[j + 1].text ?? '') && !op(j + 1, '==')) ||
                            op(j - 1, '(') ||
                            op(j - 1, ',');
                tally.set(name, entry);
            }
            locals.set(def, tally);
        }
        const entry = tally.get(tokens[at].text);
        return entry && entry.count === 1 && !entry.changed ? entry.at : at;
    };
    const locals = new Map();
    /** The `[` of the list at `at` in the function at `def`: a list literal, or the `tools` of a `ListToolsResult(\u2026)`; -1 otherwise. */
    const itemList = (def, at, listing) => {
        if (op(at, '['))
            return skip(at) === closing(at) + 1 && !comprehension(at) ? at : -1;
        const open = calledName(at, listing.result);
        const tools = open === -1 ? undefined : args(open).find((a) => a.name !== undefined && listing.results.includes(a.name));
        if (!tools)
            return -1;
        const list = resolve(local(def, tools.at));
        return op(list, '[') && skip(list) === closing(list) + 1 && !comprehension(list) ? list : -1;
    };
    /** Whether the brackets at `open` hold a comprehension (a `for` at their top level). */
    const comprehension = (open) => {
        for (let j = open + 1; j < closing(open); j++) {
            if (op(j, '[') || op(j, '(') || op(j, '{'))
                j = closing(j);
            else if (tokens[j].kind === 'name' && tokens[j].text === 'for')
                return true;
        }
        return false;
    };
    /** The `(` of a call of `name` or `module.name` at `at`, the whole expression; -1 otherwise. */
    const calledName = (at, name) => {
        let j = at;
        while (tokens[j]?.kind === 'name' && op(j + 1, '.') && tokens[j + 2]?.kind === 'name')
            j += 2;
        if (tokens[j]?.kind !== 'name' || tokens[j].text !== name || !op(j + 1, '('))
            return -1;
        return skip(at) === closing(j + 1) + 1 ? j + 1 : -1;
    };
    /**
     * One `Tool(name=\u2026, title=\u2026, description=\u2026, inputSchema=\u2026, outputSchema=\u2026, annotations=\u2026)` of a
     * tools/list result (`Prompt(\u2026)`, `Resource(\u2026)`, `ResourceTemplate(\u2026)` of the others), named at its
     * literal; one without its name (or URI) written as a literal is not statically known.
     */
    const literalItem = (from, listing) => {
        const at = resolve(from);
        const open = calledName(at, listing.item);
        const into = { tools, prompts, resources, resourceTemplates }[listing.list];
        const pointer = (0,util_pointer/* joinPointer */.Kn)(`/${listing.list}`, String(into.length));
        const given = open === -1 ? [] : args(open);
        const item = {};
        let nameAt = -1;
        for (const key of listing.required) {
            const arg = given.find((a) => a.name !== undefined && listing.fields.get(a.name) === key);
            const read = arg ? value(arg.at, (0,util_pointer/* joinPointer */.Kn)(pointer, key), arg.key) : undefined;
            if (!arg || typeof read?.read !== 'string') {
                retract(pointer);
                unread.push({ start: tokens[from].start, what: `a ${listing.what}` });
                return;
            }
            item[key] = read.read;
            if (key === 'name')
                nameAt = target(arg.at);
        }
        for (const arg of given) {
            const key = arg.name === undefined ? undefined : listing.fields.get(arg.name);
            if (key === undefined || listing.required.includes(key))
                continue;
            const read = value(arg.at, (0,util_pointer/* joinPointer */.Kn)(pointer, key), arg.key);
            if (read.read === extracted/* UNKNOWN */.HV)
                unread.push({ start: tokens[arg.at].start, what: `the ${listing.what}'s ${key}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, key) });
            else if (read.read !== null)
                item[key] = read.read;
        }
        // A schema made at run time (`Model.model_json_schema()`) is one the SDK sends as an object schema:
        // nothing about it is judged, but the tool keeps the shape the protocol requires.
        if (listing.list === 'tools')
            item.inputSchema ??= { type: 'object' };
        place(pointer, at, closing(open));
        into.push(item);
        if (listing.list === 'tools')
            names.push(tokens[nameAt].start);
    };
    for (let i = 0; i < tokens.length; i++) {
        if (tokens[i].first && op(i, '@'))
            decorated(i);
        else if (tokens[i].kind === 'name' && CALLED.has(tokens[i].text) && op(i - 1, '.') && op(i + 1, '('))
            called(i);
        else if (tokens[i].kind === 'name' && (tokens[i].text === 'add_tool' || tokens[i].text === 'add_prompt') && op(i - 1, '.') && !op(i + 1, '=')) {
            // `x.add_tool` taken as a value (`add = mcp.add_tool`, `register(tools, mcp.add_tool)`): whatever
            // is later called through it registers, where this file cannot follow.
            let start = i - 2;
            while (op(start - 1, '.') && tokens[start - 2]?.kind === 'name')
                start -= 2;
            if (tokens[start]?.kind === 'name')
                unread.push({ start: tokens[start].start, what: `a ${tokens[i].text === 'add_tool' ? 'tool' : 'prompt'} registration` });
        }
        else if (tokens[i].kind === 'name' && /^on_list_/.test(tokens[i].text) && op(i + 1, '=') && !tokens[i].first) {
            const listing = LISTINGS.get(tokens[i].text.slice(3));
            if (!listing)
                continue;
            const handler = functionOf(i + 2, skip(i + 2), i);
            if (handler === -1)
                unread.push({ start: tokens[i + 2].start, what: `a ${listing.method} handler` });
            else
                listHandler(handler, listing);
        }
    }
    return { tools, prompts, resources, resourceTemplates, spans, names, anchors, unread: unread.sort((a, b) => a.start - b.start) };
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


/***/ }),

/***/ 3065:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   M: () => (/* binding */ cleandoc),
/* harmony export */   q: () => (/* binding */ tokenize)
/* harmony export */ });
/**
 * Python's tokens, as far as reading tool registrations needs: names, numbers, strings (every prefix and
 * quote form, decoded), operators, and the end of each logical line (brackets and backslashes join
 * physical lines, as in Python's own tokenizer). Comments go to `comments` when it is given. One pass,
 * linear in the text; an
 * unterminated string ends where Python would report it, and the scan goes on.
 */
const NAME_START = /[A-Za-z_\u0080-\uffff]/;
const NAME_PART = /[A-Za-z0-9_\u0080-\uffff]/;
const THREE = new Set(['**=', '//=', '>>=', '<<=', '...']);
const TWO = new Set(['**', '//', '->', '==', '!=', '<=', '>=', ':=', '+=', '-=', '*=', '/=', '%=', '&=', '|=', '^=', '@=', '<<', '>>']);
function tokenize(text, comments) {
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
            const start = i;
            while (i < text.length && text[i] !== '\n' && text[i] !== '\r')
                i++;
            comments?.push({ body: text.slice(start + 1, i), start, end: i });
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
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(7857);
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
 * Drops, from `list[from\u2026]`, what is not read of a prompt argument's type: arguments are strings, so only
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

})
