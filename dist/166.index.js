export const id = 166;
export const ids = [166];
export const modules = {

/***/ 8166:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  JAVA_SOURCE: () => (/* binding */ JAVA_SOURCE),
  "default": () => (/* binding */ java_source),
  parseJava: () => (/* binding */ parseJava)
});

// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/context.ts
var context = __webpack_require__(8127);
// EXTERNAL MODULE: ./src/formats/source/program.ts
var program = __webpack_require__(524);
// EXTERNAL MODULE: ./src/formats/typescript-source/rules/index.ts + 1 modules
var rules = __webpack_require__(2472);
// EXTERNAL MODULE: ./src/formats/types.ts + 1 modules
var types = __webpack_require__(5344);
// EXTERNAL MODULE: ./src/util/pointer.ts
var util_pointer = __webpack_require__(6065);
// EXTERNAL MODULE: ./src/formats/source/extracted.ts
var extracted = __webpack_require__(8600);
// EXTERNAL MODULE: ./src/formats/source/literals.ts
var literals = __webpack_require__(1146);
// EXTERNAL MODULE: ./src/formats/source/tokens.ts
var source_tokens = __webpack_require__(7024);
;// CONCATENATED MODULE: ./src/formats/java-source/helper-tools.ts
/**
 * The SDK's tool built in a helper method of the file from its parameters (`private static
 * SyncToolSpecification tool(McpJsonMapper m, String nome, String descricao, …) { McpSchema.Tool.builder()
 * .name(nome).description(descricao)… }`) is one tool per call of that method in the file
 * (`tools.add(tool(mapper, "emitir_nfse", "Emite uma NFS-e…", …))`), its name and description the call's
 * arguments in those parameters' places. Followed when the name is a bare parameter of the method, the
 * method is declared once in the file, and no parameter read is ever assigned in its body; each call of
 * the method by its simple name (or `this.name`) with as many arguments as it has parameters is one tool.
 */

/** Words that take a parenthesis and a block and are no method. */
const KEYWORDS = new Set(['if', 'for', 'while', 'switch', 'catch', 'synchronized', 'return', 'new', 'else', 'throw', 'try', 'do', 'case']);
/**
 * The calls of the method the token `at` is in, when `asked[0]` (the tool's name) is a bare parameter of it:
 * each asked argument that is a bare parameter is the call's argument in its place, any other stays as given.
 * Undefined when not so.
 */
function helperCalls(tokens, pairs, callArguments, at, asked) {
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    const name = (i) => tokens[i]?.kind === 'name';
    const bare = (i) => i !== undefined && name(i) && (op(i + 1, ')') || op(i + 1, ','));
    if (!bare(asked[0]))
        return undefined;
    // The methods of the file: name, parameter list and body.
    const methods = [];
    for (let i = 1; i + 1 < tokens.length; i++) {
        if (!name(i) || !op(i + 1, '(') || KEYWORDS.has(tokens[i].text) || op(i - 1, '.'))
            continue;
        if (!(name(i - 1) || op(i - 1, '>') || op(i - 1, ']')) || KEYWORDS.has(tokens[i - 1].text))
            continue;
        let body = pairs[i + 1] + 1;
        if (tokens[body]?.text === 'throws')
            while (body < tokens.length && !op(body, '{') && !op(body, ';'))
                body++;
        if (op(body, '{'))
            methods.push({ name: tokens[i].text, at: i, open: i + 1, body });
    }
    const method = methods.findLast((m) => m.body < at && at < pairs[m.body]);
    if (method === undefined || methods.filter((m) => m.name === method.name).length !== 1)
        return undefined;
    // Each parameter's name is the last name of its span (`final String nome`, `Map<String, Object> args`).
    const parameters = [];
    for (const [, to] of (0,source_tokens/* parameterSpans */.JS)(tokens, pairs, method.open)) {
        if (!name(to - 1))
            return undefined;
        parameters.push(tokens[to - 1].text);
    }
    const places = asked.map((i) => (bare(i) ? parameters.indexOf(tokens[i].text) : -1));
    if (places[0] === -1)
        return undefined;
    // A parameter read must be the argument: never assigned in the body.
    for (let j = method.body + 1; j < pairs[method.body]; j++) {
        if (!name(j) || op(j - 1, '.') || !places.some((p) => p !== -1 && parameters[p] === tokens[j].text))
            continue;
        const next = tokens[j + 1];
        if (next?.kind === 'op' && /^(?:[-+*/%&|^]|<<|>>>?)?=$/.test(next.text))
            return undefined;
    }
    const calls = [];
    for (let i = 0; i + 1 < tokens.length; i++) {
        if (tokens[i].text !== method.name || !name(i) || !op(i + 1, '(') || i === method.at)
            continue;
        if (op(i - 1, '.') && !(tokens[i - 2]?.text === 'this' && !op(i - 3, '.')))
            continue;
        const given = callArguments(i + 1);
        if (given.length !== parameters.length)
            continue;
        calls.push({ start: i, end: pairs[i + 1], args: asked.map((original, k) => (places[k] === -1 ? original : given[places[k]])) });
    }
    return calls;
}

;// CONCATENATED MODULE: ./src/formats/java-source/tokens.ts

const NAME_START = /[A-Za-z_$\u0080-\uffff]/;
const NAME_PART = /[A-Za-z0-9_$\u0080-\uffff]/;
const SIMPLE = { b: '\b', t: '\t', n: '\n', f: '\f', r: '\r', s: ' ', '"': '"', "'": "'", '\\': '\\' };
function tokenizeJava(text, comments) {
    const tokens = [];
    let i = 0;
    while (i < text.length) {
        const c = text[i];
        if (c === ' ' || c === '\t' || c === '\r' || c === '\n' || c === '\f') {
            i++;
        }
        else if (c === '/' && (text[i + 1] === '/' || text[i + 1] === '*')) {
            i = (0,source_tokens/* commentAt */.tn)(text, i, comments);
        }
        else if (NAME_START.test(c)) {
            const start = i;
            while (i < text.length && NAME_PART.test(text[i]))
                i++;
            tokens.push({ kind: 'name', start, end: i, text: text.slice(start, i) });
        }
        else if (c === '"') {
            const token = text.startsWith('"""', i) ? textBlock(text, i) : regular(text, i);
            tokens.push(token);
            i = token.end;
        }
        else {
            const token = (0,source_tokens/* plainToken */.ik)(text, i);
            tokens.push(token);
            i = token.end;
        }
    }
    return tokens;
}
/** One escape at `i`: what it writes and how long it is (`\uXXXX`, with Java's repeatable `u`, octal, the simple ones). */
function readEscape(text, i) {
    const next = text[i + 1];
    if (next === undefined)
        return ['', 1];
    if (next === 'u') {
        let u = i + 1;
        while (text[u] === 'u')
            u++;
        const digits = text.slice(u, u + 4);
        if (/^[0-9A-Fa-f]{4}$/.test(digits))
            return [String.fromCharCode(Number.parseInt(digits, 16)), u + 4 - i];
        return ['u', 2];
    }
    if (next >= '0' && next <= '7') {
        // Up to three octal digits, the first at most 3 when there are three.
        const digits = /^(?:[0-3][0-7]{2}|[0-7]{1,2})/.exec(text.slice(i + 1, i + 4))?.[0] ?? next;
        return [String.fromCharCode(Number.parseInt(digits, 8)), 1 + digits.length];
    }
    return [SIMPLE[next] ?? next, 2];
}
/** `"…"` with escapes; it ends at its line. */
function regular(text, start) {
    let value = '';
    const anchors = [[0, start + 1]];
    for (let i = start + 1; i < text.length && text[i] !== '\n';) {
        const c = text[i];
        if (c === '"')
            return { kind: 'string', start, end: i + 1, text: value, anchors };
        if (c === '\\') {
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
    const end = text.indexOf('\n', start);
    return { kind: 'string', start, end: end === -1 ? text.length : end, text: undefined };
}
/** Where a text block closes: the first `"""` not escaped (a `\"""` is a quote and two more). */
function blockEnd(text, from) {
    for (let i = from; i < text.length; i++) {
        if (text[i] === '\\')
            i++;
        else if (text.startsWith('"""', i))
            return i;
    }
    return -1;
}
/**
 * A text block: its content starts on the line after the opening `"""`; the indentation common to its
 * non-blank lines (and to the closing line, when the closing `"""` stands alone on it) is stripped, as is
 * each line's trailing white space, then escapes are read (`\<line break>` joins lines, `\s` is a space).
 * Every line keeps an anchor at its first kept character, so a finding lands where the character is written.
 */
function textBlock(text, start) {
    let open = start + 3;
    while (text[open] === ' ' || text[open] === '\t' || text[open] === '\f')
        open++;
    if (text[open] === '\r')
        open++;
    const close = blockEnd(text, open);
    if (text[open] !== '\n' || close === -1)
        return { kind: 'string', start, end: close === -1 ? text.length : close + 3, text: undefined };
    const lines = [];
    for (let at = open + 1; at <= close;) {
        const newline = text.indexOf('\n', at);
        const stop = newline === -1 || newline > close ? close : newline;
        lines.push({ at, line: text.slice(at, stop).replace(/\r$/, '') });
        at = stop + 1;
        if (stop === close)
            break;
    }
    const last = lines[lines.length - 1];
    // The closing line counts towards the indentation when the delimiter stands alone; its own text is then nothing.
    const closingAlone = last.line.trim() === '';
    const indentOf = (line) => line.length - line.trimStart().length;
    let indent = Number.POSITIVE_INFINITY;
    for (const [k, { line }] of lines.entries())
        if (line.trim() !== '' || (k === lines.length - 1 && closingAlone))
            indent = Math.min(indent, indentOf(line));
    if (!Number.isFinite(indent))
        indent = 0;
    let value = '';
    const anchors = [];
    const kept = closingAlone ? lines.slice(0, -1) : lines;
    for (const [k, { at, line }] of kept.entries()) {
        const from = Math.min(indent, indentOf(line));
        const body = line.slice(from).trimEnd();
        anchors.push([value.length, at + from]);
        let joined = false;
        for (let i = 0; i < body.length;) {
            if (body[i] !== '\\') {
                value += body[i++];
                continue;
            }
            if (i + 1 === body.length) {
                // `\` at a line's end: the line break is not part of the value.
                joined = true;
                break;
            }
            const [written, length] = readEscape(body, i);
            value += written;
            i += length;
            anchors.push([value.length, at + from + i]);
        }
        if (!joined && (k < kept.length - 1 || closingAlone))
            value += '\n';
    }
    return { kind: 'string', start, end: close + 3, text: value, anchors };
}

;// CONCATENATED MODULE: ./src/formats/java-source/extract.ts
/**
 * The tools a Java server defines: methods annotated with Spring AI's `@Tool(name = …, description = …)`
 * (org.springframework.ai.tool.annotation) or the MCP annotations' `@McpTool(name = …, title = …,
 * description = …, annotations = @McpTool.McpAnnotations(…))` (org.springaicommunity.mcp.annotation, in
 * Spring AI 2 org.springframework.ai.mcp.annotation) or Quarkus MCP Server's `@Tool(name = …, description = …,
 * annotations = @Tool.Annotations(…))` (io.quarkiverse.mcp.server), their parameters (`@ToolParam`,
 * `@McpToolParam`, `@ToolArg` with `description`, `required` and Quarkus' `name`) the input schema; and the MCP Java SDK's `new McpSchema.Tool(name,
 * description, schema)` and `McpSchema.Tool.builder().name(…).description(…)…build()`, in a helper method
 * from its parameters once per call (helper-tools.ts). A tool's name is
 * its method's unless given. Values only when written as literals (`+` of strings, text blocks) or the
 * same file's `final String` constants; anything else is listed as not statically known.
 */






/** Java types as the JSON Schema the libraries make of them. */
const TYPES = {
    String: 'string',
    CharSequence: 'string',
    char: 'string',
    Character: 'string',
    int: 'integer',
    long: 'integer',
    short: 'integer',
    byte: 'integer',
    Integer: 'integer',
    Long: 'integer',
    Short: 'integer',
    Byte: 'integer',
    BigInteger: 'integer',
    float: 'number',
    double: 'number',
    Float: 'number',
    Double: 'number',
    BigDecimal: 'number',
    boolean: 'boolean',
    Boolean: 'boolean',
};
/** Collections whose schema is an array of their one type argument. */
const LISTS = new Set(['List', 'Set', 'Collection', 'Iterable', 'ArrayList', 'LinkedList', 'HashSet']);
/** Parameters the libraries fill themselves, never part of the input schema. */
const INJECTED = new Set([
    'ToolContext',
    'McpSyncServerExchange',
    'McpAsyncServerExchange',
    'McpSyncRequestContext',
    'McpAsyncRequestContext',
    'McpTransportContext',
    'CallToolRequest',
    'McpMeta',
]);
/** What Quarkus MCP Server fills itself. */
const QUARKUS_INJECTED = new Set([
    'McpConnection',
    'McpLog',
    'RequestId',
    'Progress',
    'Roots',
    'Sampling',
    'Cancellation',
    'Elicitation',
    'RawMessage',
    'McpRequest',
]);
/** `@McpTool.McpAnnotations(…)`'s and `@Tool.Annotations(…)`'s hints. */
const HINTS = new Set(['readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint']);
const SPRING_TOOLS = ['org.springframework.ai.tool.annotation'];
const MCP_ANNOTATIONS = ['org.springaicommunity.mcp.annotation', 'org.springframework.ai.mcp.annotation'];
const QUARKUS = ['io.quarkiverse.mcp.server'];
const SPRING_AI = { titled: false, hinted: false, parameter: 'ToolParam', injected: INJECTED };
const MCP_ANNOTATED = { titled: true, hinted: true, parameter: 'McpToolParam', injected: INJECTED };
const QUARKUS_MCP = { titled: false, hinted: true, parameter: 'ToolArg', injected: QUARKUS_INJECTED };
/** Where the SDK's `Tool` record is: nested in `McpSchema`. */
const SCHEMA = 'io.modelcontextprotocol.spec.McpSchema';
/**
 * `imported` gives the strings other classes' constants the file names stand for (`Prompts.CURRENT`,
 * imported-constants.ts), placed at the reference.
 */
function extractJavaTools(text, imported = () => new Map()) {
    const tokens = tokenizeJava(text);
    const pairs = (0,source_tokens/* bracketPairs */.WW)(tokens);
    const { tools, prompts, spans, names, unread, anchors } = (0,extracted/* emptyExtracted */.SV)();
    const is = (i, value) => tokens[i]?.kind === 'name' && tokens[i].text === value;
    const name = (i) => tokens[i]?.kind === 'name';
    /** The dotted name at `i` (`a.b.C`): its text and last token. */
    const dotted = (i) => {
        let last = i;
        while (tokens[last + 1]?.text === '.' && name(last + 2))
            last += 2;
        return {
            written: tokens
                .slice(i, last + 1)
                .map((t) => t.text)
                .join(''),
            last,
        };
    };
    // `import a.b.C;` and `import a.b.*;`: which package each simple name comes from.
    const single = new Map();
    const onDemand = new Set();
    // `final String NAME = …` anywhere in the file (a class's or a method's), with `static` or not.
    const constants = new Map();
    for (let i = 0; i < tokens.length; i++) {
        if (is(i, 'import') && name(i + 1)) {
            const begin = is(i + 1, 'static') ? i + 2 : i + 1;
            const { written, last } = dotted(begin);
            if (tokens[last + 1]?.text === '.' && tokens[last + 2]?.text === '*')
                onDemand.add(written);
            else
                single.set(tokens[last].text, written.slice(0, written.lastIndexOf('.')));
        }
        else if (is(i, 'String') && name(i + 1) && tokens[i + 2]?.text === '=' && tokens[i + 2].kind === 'op') {
            for (let k = i - 1; k >= i - 4 && name(k); k--)
                if (is(k, 'final'))
                    constants.set(tokens[i + 1].text, i + 3);
        }
    }
    /** Whether the simple name `simple`, written unqualified, is the one one of `packages` declares. */
    const from = (simple, packages) => {
        const imported = single.get(simple);
        return imported === undefined ? packages.some((p) => onDemand.has(p)) : packages.includes(imported);
    };
    /** Whether an annotation as written is `simple` of one of `packages`. */
    const declares = (a, simple, packages) => a.name === simple && (a.written === simple ? from(simple, packages) : packages.some((p) => a.written === `${p}.${simple}`));
    const { op, skip, resolve, value: literal, place } = (0,literals/* literalReader */.T)({ tokens, pairs, constants, spans, anchors, number: /^\d+(?:\.\d+)?[dDfFlL]?$/ });
    const foreign = imported(tokens);
    /** The value at `i`: a literal or this file's constant, else another class's constant (`Prompts.CURRENT`) placed at the reference. */
    const value = (i, pointer, key) => {
        const read = literal(i, pointer, key);
        const other = read === extracted/* UNKNOWN */.HV && skip(i) === i + 3 && op(i + 1, '.') ? foreign.get(`${tokens[i].text}.${tokens[i + 2].text}`) : undefined;
        if (other === undefined)
            return read;
        if (pointer !== undefined)
            place(pointer, i, i + 2, key);
        return other;
    };
    /** The annotation at the `@` at `i`, or undefined (`@interface` declares one). */
    const annotationAt = (i) => {
        if (!op(i, '@') || !name(i + 1) || is(i + 1, 'interface'))
            return undefined;
        const { written, last } = dotted(i + 1);
        const open = op(last + 1, '(') ? last + 1 : -1;
        return { name: tokens[last].text, written, at: i, open, next: open === -1 ? last + 1 : pairs[open] + 1 };
    };
    /** An annotation's arguments by key (a lone value is `value`), each at its value's first token. */
    const argsOf = (a) => {
        const out = new Map();
        if (a.open === -1)
            return out;
        for (let j = a.open + 1; j < pairs[a.open];) {
            const keyed = name(j) && op(j + 1, '=');
            const at = keyed ? j + 2 : j;
            out.set(keyed ? tokens[j].text : 'value', at);
            j = skip(at);
            if (op(j, ','))
                j++;
            else
                break;
        }
        return out;
    };
    /** The `(` of the parameters of the method declared from `at` (modifiers, type parameters, return type, name), or -1. */
    const methodAt = (at) => {
        for (let j = at; j < tokens.length && j - at < 64; j++) {
            const annotation = annotationAt(j);
            if (annotation)
                j = annotation.next - 1;
            else if (op(j, '('))
                return name(j - 1) ? j : -1;
            else if (op(j, '{') || op(j, ';') || op(j, '=') || op(j, '}'))
                return -1;
            else if (op(j, '['))
                j = pairs[j];
        }
        return -1;
    };
    /** A string argument: its value, placed at `pointer`; an unread entry when it is not statically known. */
    const text_ = (at, pointer, what, key) => {
        const read = value(at, pointer, key);
        if (typeof read === 'string')
            return read;
        unread.push({ start: tokens[at].start, what, pointer });
        return undefined;
    };
    /** `@Tool` / `@McpTool` on the method declared after the annotations from `first` to `next`. */
    const annotatedTool = (marked, first, next, library) => {
        const open = methodAt(next);
        if (open === -1) {
            unread.push({ start: tokens[marked.at].start, what: 'a tool registration' });
            return;
        }
        const method = open - 1;
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        const tool = {};
        const args = argsOf(marked);
        let nameAt = method;
        const nameArg = args.get('name');
        if (nameArg !== undefined) {
            const read = value(nameArg, (0,util_pointer/* joinPointer */.Kn)(pointer, 'name'), nameArg - 2);
            if (typeof read !== 'string') {
                unread.push({ start: tokens[nameArg].start, what: 'a tool registration' });
                return;
            }
            // An empty name is the method's (the libraries test for text).
            if (read !== '') {
                tool.name = read;
                nameAt = resolve(nameArg);
            }
        }
        tool.name ??= tokens[method].text;
        if (nameAt === method)
            place((0,util_pointer/* joinPointer */.Kn)(pointer, 'name'), method, method);
        const titleArg = library.titled ? args.get('title') : undefined;
        if (titleArg !== undefined) {
            const title = text_(titleArg, (0,util_pointer/* joinPointer */.Kn)(pointer, 'title'), "the tool's title", titleArg - 2);
            if (title !== undefined && title !== '')
                tool.title = title;
        }
        const descriptionArg = args.get('description');
        const description = descriptionArg === undefined ? undefined : text_(descriptionArg, (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'), "the tool's description", descriptionArg - 2);
        if (description !== undefined && description.trim() !== '')
            tool.description = description;
        else if (descriptionArg === undefined || description !== undefined) {
            // Without one (or with an empty one), the library makes a description of the method's name.
            unread.push({
                start: tokens[descriptionArg ?? marked.at].start,
                what: "the tool's description (none written: the library may make one of the method's name)",
                pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'),
            });
        }
        const hintsAt = library.hinted ? args.get('annotations') : undefined;
        const hints = hintsAt === undefined ? undefined : annotationAt(hintsAt);
        if (hints) {
            const annotations = {};
            for (const [key, at] of argsOf(hints)) {
                if (!HINTS.has(key))
                    continue;
                const read = value(at, (0,util_pointer/* joinPointer */.Kn)((0,util_pointer/* joinPointer */.Kn)(pointer, 'annotations'), key), at - 2);
                if (typeof read === 'boolean')
                    annotations[key] = read;
                else
                    unread.push({ start: tokens[at].start, what: `the tool's ${key}` });
            }
            if (Object.keys(annotations).length > 0)
                tool.annotations = annotations;
        }
        tool.inputSchema = parameters(open, (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema'), library);
        place(pointer, first, pairs[open]);
        place((0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema'), open, pairs[open]);
        tools.push(tool);
        names.push(tokens[nameAt].start);
    };
    /** The input schema of the parameter list at `open`, described by the library's parameter annotations. */
    const parameters = (open, schema, library) => {
        const properties = {};
        const required = [];
        for (const [start, end] of split(open)) {
            const annotations = [];
            let j = start;
            for (let a = annotationAt(j); a || is(j, 'final'); a = annotationAt(j)) {
                if (a)
                    annotations.push(a);
                j = a ? a.next : j + 1;
            }
            const nameAt = end - 1;
            if (!name(nameAt) || nameAt <= j)
                continue;
            const type = tokens.slice(j, nameAt);
            if (type.some((t) => library.injected.has(t.text)) || annotations.some((a) => a.name === 'McpProgressToken'))
                continue;
            const marked = annotations.find((a) => a.name === library.parameter);
            const args = marked ? argsOf(marked) : new Map();
            // Quarkus' `@ToolArg(name = …)` renames the argument.
            const renamed = args.get('name');
            const given = renamed === undefined ? undefined : value(renamed, undefined);
            if (renamed !== undefined && typeof given !== 'string') {
                unread.push({ start: tokens[renamed].start, what: 'a parameter' });
                continue;
            }
            const keyAt = renamed === undefined ? nameAt : resolve(renamed);
            const key = typeof given === 'string' ? given : tokens[nameAt].text;
            const at = (0,util_pointer/* joinPointer */.Kn)((0,util_pointer/* joinPointer */.Kn)(schema, 'properties'), key);
            const property = typeSchema(type);
            spans.set(at, { value: [tokens[j].start, tokens[nameAt].end], key: [tokens[keyAt].start, tokens[keyAt].end] });
            const described = args.get('description');
            if (described !== undefined) {
                const read = text_(described, (0,util_pointer/* joinPointer */.Kn)(at, 'description'), `the description of parameter ${JSON.stringify(key)}`, described - 2);
                // An empty description is none: the libraries leave it out.
                if (read !== undefined && read !== '')
                    property.description = read;
            }
            const requiredAt = args.get('required');
            // Without `required`: Spring AI leaves out a `@Nullable` parameter; Quarkus an `Optional` or one with a `defaultValue`.
            const optional = requiredAt !== undefined
                ? value(requiredAt, undefined) === false
                : library === QUARKUS_MCP
                    ? is(j, 'Optional') || args.has('defaultValue')
                    : !marked && annotations.some((a) => a.name === 'Nullable');
            if (!optional)
                required.push(key);
            properties[key] = property;
        }
        return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
    };
    const split = (open) => (0,source_tokens/* parameterSpans */.JS)(tokens, pairs, open);
    /** Where the SDK's `Tool` type written from `i` (`Tool`, `McpSchema.Tool`, qualified) ends: the token after it, or -1. */
    const sdkTool = (i) => {
        let written = tokens[i].text;
        for (let last = i;; last += 2) {
            const ok = written === `${SCHEMA}.Tool` ||
                (written === 'Tool' && from('Tool', [SCHEMA])) ||
                (written === 'McpSchema.Tool' && from('McpSchema', ['io.modelcontextprotocol.spec']));
            if (ok)
                return last + 1;
            if (!op(last + 1, '.') || !name(last + 2) || last - i > 16)
                return -1;
            written += `.${tokens[last + 2].text}`;
        }
    };
    /** A tool of the SDK made at `start`, with its name and description arguments (a builder's, or a constructor's). */
    const sdkToolAt = (start, end, nameArg, descriptionArg, schemaArg, describedElsewhere) => {
        if (nameArg === undefined) {
            unread.push({ start: tokens[start].start, what: 'a tool registration' });
            return;
        }
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        const read = value(nameArg, (0,util_pointer/* joinPointer */.Kn)(pointer, 'name'));
        if (typeof read !== 'string') {
            unread.push({ start: tokens[nameArg].start, what: 'a tool registration' });
            return;
        }
        const tool = { name: read };
        if (descriptionArg !== undefined) {
            const description = text_(descriptionArg, (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'), "the tool's description");
            if (description !== undefined)
                tool.description = description;
        }
        else if (describedElsewhere)
            unread.push({ start: tokens[start].start, what: "the tool's description", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'description') });
        if (schemaArg !== undefined)
            unread.push({ start: tokens[schemaArg].start, what: "the tool's inputSchema", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema') });
        tool.inputSchema = { type: 'object' };
        place(pointer, start, end);
        tools.push(tool);
        names.push(tokens[resolve(nameArg)].start);
    };
    /** The tool made at `start`, or one per call of the helper method it is made in from the method's parameters (helper-tools.ts). */
    const sdkToolsAt = (start, end, nameArg, descriptionArg, schemaArg, describedElsewhere = false) => {
        const calls = helperCalls(tokens, pairs, (open) => (0,source_tokens/* callArguments */.pR)(tokens, pairs, open, skip), start, [nameArg, descriptionArg, schemaArg]);
        if (calls === undefined || calls.length === 0)
            return sdkToolAt(start, end, nameArg, descriptionArg, schemaArg, describedElsewhere);
        for (const call of calls)
            sdkToolAt(call.start, call.end, ...call.args, describedElsewhere);
    };
    const sdk = text.includes('io.modelcontextprotocol');
    for (let i = 0; i < tokens.length; i++) {
        const first = annotationAt(i);
        if (first) {
            const run = [first];
            while (annotationAt(run[run.length - 1].next))
                run.push(annotationAt(run[run.length - 1].next));
            const next = run[run.length - 1].next;
            const spring = run.find((a) => declares(a, 'Tool', SPRING_TOOLS));
            const mcp = run.find((a) => declares(a, 'McpTool', MCP_ANNOTATIONS));
            const quarkus = run.find((a) => declares(a, 'Tool', QUARKUS));
            if (mcp)
                annotatedTool(mcp, i, next, MCP_ANNOTATED);
            else if (spring)
                annotatedTool(spring, i, next, SPRING_AI);
            else if (quarkus)
                annotatedTool(quarkus, i, next, QUARKUS_MCP);
            i = next - 1;
            continue;
        }
        if (!sdk || !name(i) || op(i - 1, '.'))
            continue;
        if (is(i, 'new') && name(i + 1)) {
            // `new McpSchema.Tool(name, description, schema)`; other arities (a title first, in later releases) say only the name for sure.
            const after = sdkTool(i + 1);
            if (after === -1 || !op(after, '('))
                continue;
            const args = (0,source_tokens/* callArguments */.pR)(tokens, pairs, after, skip);
            const three = args.length === 3;
            sdkToolsAt(i, pairs[after], args[0], three ? args[1] : undefined, args[three ? 2 : 3] ?? undefined, !three);
            i = after;
            continue;
        }
        const after = sdkTool(i);
        if (after === -1 || !op(after, '.') || !is(after + 1, 'builder') || !op(after + 2, '('))
            continue;
        // `Tool.builder().name(…).description(…).inputSchema(…)….build()`, read as far as the chain goes.
        const calls = new Map();
        let j = pairs[after + 2] + 1;
        for (; op(j, '.') && name(j + 1) && op(j + 2, '('); j = pairs[j + 2] + 1) {
            const method = tokens[j + 1].text;
            if (method === 'build')
                break;
            if (pairs[j + 2] > j + 3)
                calls.set(method, j + 3);
        }
        sdkToolsAt(i, Math.min(j + 1, tokens.length - 1), calls.get('name'), calls.get('description'), calls.get('inputSchema'), true);
        i = j;
    }
    return { tools, prompts, spans, names, unread: unread.sort((a, b) => a.start - b.start), anchors };
}
/** The schema of a parameter type of simple form (`String`, `int`, `long[]`, `List<String>`, `String...`), else one without a type. */
function typeSchema(type) {
    const words = type.map((t) => t.text);
    // `java.lang.String` reads as `String`, `java.util.List<…>` as `List<…>`.
    while (words[1] === '.' && /^[a-z]/.test(words[0] ?? ''))
        words.splice(0, 2);
    const simple = (word) => (word !== undefined && Object.hasOwn(TYPES, word) ? TYPES[word] : undefined);
    const one = simple(words[0]);
    if (words.length === 1 && one)
        return { type: one };
    const array = (words.length === 3 && words[1] === '[' && words[2] === ']') || (words.length === 4 && words.slice(1).every((w) => w === '.'));
    if (array && one)
        return { type: 'array', items: { type: one } };
    if (words.length === 4 && LISTS.has(words[0]) && words[1] === '<' && words[3] === '>' && simple(words[2]))
        return { type: 'array', items: { type: simple(words[2]) } };
    return {};
}

;// CONCATENATED MODULE: ./src/formats/java-source/imported-constants.ts

const MAX_CLASSES = 16;
const MAX_FILE = 1 << 20;
const PACKAGE = /^[ \t]{0,64}package[ \t]{1,16}([A-Za-z_$][\w$]{0,99}(?:[ \t]{0,8}\.[ \t]{0,8}[A-Za-z_$][\w$]{0,99}){0,32})[ \t]{0,16};/m;
/** The strings `Class.NAME` stands for, keyed as written (`Prompts.CURRENT`), for the references in `tokens`. */
function importedConstants(tokens, text, path, workspace) {
    const out = new Map();
    const own = PACKAGE.exec(text)?.[1].replace(/[ \t]/g, '');
    const folder = path.slice(0, path.lastIndexOf('/') + 1);
    if (!workspace || own === undefined || path.startsWith('/') || path.split('/').includes('..'))
        return out;
    const packagePath = `${own.replaceAll('.', '/')}/`;
    if (!folder.endsWith(packagePath))
        return out;
    const root = folder.slice(0, folder.length - packagePath.length);
    const name = (i) => tokens[i]?.kind === 'name';
    const op = (i, v) => tokens[i]?.kind === 'op' && tokens[i].text === v;
    // `import a.b.C;` (never `import static`, nor on demand): where each simple name's class is.
    const imported = new Map();
    for (let i = 0; i + 1 < tokens.length; i++) {
        if (!(tokens[i].text === 'import' && name(i + 1)) || tokens[i + 1].text === 'static')
            continue;
        let last = i + 1;
        while (op(last + 1, '.') && name(last + 2))
            last += 2;
        if (!op(last + 1, ';'))
            continue;
        const dotted = tokens
            .slice(i + 1, last + 1)
            .map((t) => t.text)
            .join('');
        imported.set(tokens[last].text, dotted);
    }
    const classes = new Map();
    for (let i = 0; i + 2 < tokens.length; i++) {
        // `Class.NAME` of a class named by its simple name, never a longer path's tail (`a.Class.NAME`).
        if (!name(i) || !op(i + 1, '.') || !name(i + 2) || op(i - 1, '.') || op(i + 3, '.') || op(i + 3, '('))
            continue;
        const simple = tokens[i].text;
        const key = `${simple}.${tokens[i + 2].text}`;
        if (out.has(key) || !/^[A-Z]/.test(simple))
            continue;
        if (!classes.has(simple)) {
            if (classes.size >= MAX_CLASSES)
                continue;
            const qualified = imported.get(simple) ?? `${own}.${simple}`;
            const at = `${root}${qualified.replaceAll('.', '/')}.java`;
            const bytes = workspace.kind(at) === 'file' ? workspace.head(at, MAX_FILE) : undefined;
            const constants = bytes ? constantsOf(tokenizeJava(new TextDecoder().decode(bytes)), simple) : undefined;
            if (constants && constants.size > 0)
                workspace.drawsOn?.(at);
            classes.set(simple, constants);
        }
        const found = classes.get(simple)?.get(tokens[i + 2].text);
        if (found !== undefined)
            out.set(key, found);
    }
    return out;
}
/** The `final String NAME = "…";` constants declared directly in the body of the top-level class `simple`. */
function constantsOf(tokens, simple) {
    const out = new Map();
    const op = (i, v) => tokens[i]?.kind === 'op' && tokens[i].text === v;
    let body = -1;
    for (let i = 0; i + 2 < tokens.length && body === -1; i++)
        if ((tokens[i].text === 'class' || tokens[i].text === 'interface') && tokens[i + 1].text === simple) {
            for (let j = i + 2; j < tokens.length && j - i < 256; j++)
                if (op(j, '{')) {
                    body = j;
                    break;
                }
        }
    if (body === -1)
        return out;
    let depth = 0;
    for (let i = body + 1; i < tokens.length; i++) {
        if (op(i, '{') || op(i, '(') || op(i, '['))
            depth++;
        else if (op(i, '}') || op(i, ')') || op(i, ']')) {
            if (depth === 0)
                break;
            depth--;
        }
        if (depth !== 0 || tokens[i].text !== 'String' || tokens[i + 1]?.kind !== 'name' || !op(i + 2, '='))
            continue;
        let final = false;
        for (let k = i - 1; k >= i - 4 && tokens[k]?.kind === 'name'; k--)
            final ||= tokens[k].text === 'final';
        if (!final)
            continue;
        let text = '';
        let j = i + 3;
        for (; tokens[j]?.kind === 'string' && tokens[j].text !== undefined; j += 2) {
            text += tokens[j].text;
            if (!op(j + 1, '+'))
                break;
        }
        if (tokens[j]?.kind === 'string' && op(j + 1, ';'))
            out.set(tokens[i + 1].text, text);
    }
    return out;
}

// EXTERNAL MODULE: ./src/formats/java-source/info.ts
var info = __webpack_require__(3701);
// EXTERNAL MODULE: ./src/formats/source/releases.ts
var releases = __webpack_require__(4512);
// EXTERNAL MODULE: ./src/formats/java-source/project.ts + 1 modules
var project = __webpack_require__(4511);
;// CONCATENATED MODULE: ./src/formats/java-source/sdk.ts


const FIRSTS = [
    ['0.2.0', '2024-11-05'],
    ['0.11.0', '2025-03-26'],
    ['0.13.0', '2025-06-18'],
    ['0.17.1', '2025-11-25'],
];
const LATEST = '2.0.1';
const GROUP = 'io.modelcontextprotocol.sdk';
function javaVersionsOf(release) {
    return FIRSTS.filter(([first]) => (0,releases/* compareReleases */.c)(first, release) <= 0).map(([, v]) => v);
}
/** The versions of the SDK release the nearest build file naming one asks for; the latest known release when none does. */
function javaSdkVersions(path, workspace) {
    let why = 'no pom.xml or Gradle build file at or above this file names a version of it';
    let unresolved;
    for (const file of workspace ? (0,project/* buildFiles */.CB)(path, workspace) : []) {
        const libraries = file.catalog?.libraries ?? [];
        const found = file.name === 'pom.xml' ? pomVersion(file.text) : (gradleVersion(file.text) ?? catalogVersion(libraries));
        if (found !== undefined) {
            const at = found.catalogued && file.catalog ? `${file.catalog.path} (named by ${file.path})` : file.path;
            const release = /^v?(\d{1,9}\.\d{1,9}(?:\.\d{1,9})?(?:-[0-9A-Za-z.-]{1,64})?)$/.exec(found.version)?.[1];
            const versions = release === undefined ? [] : javaVersionsOf(release.split('.').length === 2 ? release.replace(/^(\d+\.\d+)/, '$1.0') : release);
            if (versions.length > 0)
                return { versions, from: `${at}: ${GROUP}:${found.artifact} ${found.version}` };
            unresolved ??= `${at} names ${GROUP}:${found.artifact} ${found.version}, no release mcpdesc knows`;
        }
        else if ([file.text, ...libraries].some((text) => /spring-ai[\w-]{0,40}mcp|mcp-server-spring-boot/.test(text))) {
            why = `${file.path} brings the SDK in through Spring AI's MCP starter, whose SDK release mcpdesc does not read`;
        }
    }
    return { versions: javaVersionsOf(LATEST), from: `assumed ${GROUP}:mcp ${LATEST}: ${unresolved ?? why}` };
}
/**
 * Quarkus MCP Server implements the protocol itself, on no SDK a build names, and mcpdesc has no table of
 * its releases: what the SDK's newest release speaks is assumed, and said.
 */
function quarkusVersions() {
    return {
        versions: javaVersionsOf(LATEST),
        from: `assumed what ${GROUP}:mcp ${LATEST} speaks: Quarkus MCP Server implements the protocol itself, and mcpdesc has no table of its releases`,
    };
}
/** The SDK artifact a pom's `<dependency>` (or the BOM's) names with a version, its `${property}` read from the pom's `<properties>`. */
function pomVersion(text) {
    for (let at = text.indexOf('<dependency>'); at !== -1; at = text.indexOf('<dependency>', at + 1)) {
        // Looked for within a bounded window, so a file of unclosed tags stays linear.
        const block = text.slice(at, at + 2000).split('</dependency>')[0];
        if (sdk_element(block, 'groupId') !== GROUP)
            continue;
        const artifact = sdk_element(block, 'artifactId');
        const written = sdk_element(block, 'version');
        if (artifact === undefined || !artifact.startsWith('mcp') || written === undefined)
            continue;
        const property = /^\$\{([\w.-]{1,100})\}$/.exec(written)?.[1];
        const properties = text.indexOf('<properties>');
        const version = property === undefined ? written : properties === -1 ? undefined : sdk_element(text.slice(properties), property);
        return { artifact, version: version ?? written };
    }
    return undefined;
}
/** The text of the first `<name>…</name>` in `text`, trimmed. */
function sdk_element(text, name) {
    const open = text.indexOf(`<${name}>`);
    if (open === -1)
        return undefined;
    const from = open + name.length + 2;
    const close = text.indexOf('<', from);
    return close === -1 || close - from > 200 ? undefined : text.slice(from, close).trim();
}
/** `"io.modelcontextprotocol.sdk:mcp:0.10.0"` (or the BOM's, in `platform(…)`), a `$name` read from the same file's `name = "…"`. */
function gradleVersion(text) {
    const match = /["']io\.modelcontextprotocol\.sdk:(mcp[\w-]{0,40}):([^"'\s]{1,100})["']/.exec(text);
    if (!match)
        return undefined;
    const [, artifact, written] = match;
    const variable = /^\$\{?([A-Za-z_][\w.]{0,99}?)\}?$/.exec(written)?.[1];
    if (variable === undefined)
        return { artifact, version: written };
    const name = variable.replace(/^(?:project|rootProject)\./, '');
    const set = new RegExp(`\\b${name.replace(/\./g, '\\.')}\\s{0,8}=\\s{0,8}["']([^"'\\s]{1,100})["']`).exec(text)?.[1];
    return { artifact, version: set ?? written };
}
/** The SDK artifact (or BOM) a Gradle build names through its version catalog, with the version the catalog gives it. */
function catalogVersion(libraries) {
    for (const library of libraries) {
        const match = /^io\.modelcontextprotocol\.sdk:(mcp[\w-]{0,40}):(.{1,100})$/.exec(library);
        if (match)
            return { artifact: match[1], version: match[2], catalogued: true };
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/formats/java-source/index.ts
/**
 * Java MCP server source: the tools a server defines with Spring AI's `@Tool`, the MCP annotations'
 * `@McpTool`, Quarkus MCP Server's `@Tool` or the MCP Java SDK's `McpSchema.Tool` (extract.ts), read as a descriptor's `tools` in the
 * protocol versions of its SDK release (sdk.ts), and checked by the same rules as the other source
 * formats, at the literals that hold them.
 */









/** Reads a source file's tools into `{ protocolVersion, tools }`, every value placed where it is written. */
const parseJava = (0,program/* sourceParser */.D)({
    sdk: (text, path, workspace) => text.includes('io.quarkiverse.mcp.server') && !text.includes('io.modelcontextprotocol') ? quarkusVersions() : javaSdkVersions(path, workspace),
    // Other classes' constants the file names (imported-constants.ts).
    extract: (text, path, _sdk, _tests, workspace) => extractJavaTools(text, (tokens) => importedConstants(tokens, text, path, workspace)),
    // The reader does not recurse: however deep the nesting, it reads the file in loops.
    recurses: false,
    comments: (0,program/* commentsBy */.S)(tokenizeJava),
});
const JAVA_SOURCE = { ...info/* JAVA_SOURCE_INFO */.s, rules: rules/* RULES */.y, context: context/* descriptorContext */.BD, parseProgram: parseJava };
/* harmony default export */ const java_source = ((0,types/* defineFormat */.nP)(JAVA_SOURCE));


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
/* harmony default export */ const __WEBPACK_DEFAULT_EXPORT__ = ((0,_context_js__WEBPACK_IMPORTED_MODULE_0__/* .versionFreeRule */ .ZH)('mcpdesc.security.secret-in-example', (context) => {
    for (const { pointer, found, text } of (0,_strings_js__WEBPACK_IMPORTED_MODULE_1__/* .stringFindings */ .o8)(context).secrets) {
        (0,_types_js__WEBPACK_IMPORTED_MODULE_2__/* .rememberCredential */ .bk)(context, text, found);
        context.report(pointer, `This string contains what looks like a real credential: ${found.kind} (${found.redacted}). Descriptors are committed, published and passed to models, so a real credential here is leaked: revoke it if it is real, and use an obvious placeholder such as "<api-key>" instead.`);
    }
}));


/***/ }),

/***/ 524:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   D: () => (/* binding */ sourceParser),
/* harmony export */   S: () => (/* binding */ commentsBy)
/* harmony export */ });
/* harmony import */ var _parse_lines_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(2060);
/* harmony import */ var _parse_parse_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(9482);
/* harmony import */ var _parse_program_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(6039);
/* harmony import */ var _consistency_server_tools_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(7776);
/* harmony import */ var _types_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(5344);
/* harmony import */ var _shared_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8403);
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
        const lines = new _parse_lines_js__WEBPACK_IMPORTED_MODULE_4__/* .LineIndex */ .r(text);
        let extracted;
        try {
            const kind = reader.sharedAs?.(text);
            const extract = () => reader.extract(text, path, sdk, tests, workspace);
            extracted = kind === undefined ? extract() : (0,_shared_js__WEBPACK_IMPORTED_MODULE_3__/* .sharedExtraction */ .jf)(run, kind, path, text, extract, false);
            if (reader.finish)
                extracted = reader.finish(extracted, sdk);
        }
        catch (error) {
            // Recursion past the stack's depth: hostile or generated nesting, reported as past the limits.
            if (!(reader.recurses && error instanceof RangeError))
                throw error;
            return (0,_parse_program_js__WEBPACK_IMPORTED_MODULE_5__/* .unreadable */ .O$)(text, lines, sdk.from);
        }
        const { tools, prompts, resources = [], resourceTemplates = [], spans, names, unread, anchors } = extracted;
        const at = (offset) => lines.range(offset, offset).start;
        const document = (0,_parse_parse_js__WEBPACK_IMPORTED_MODULE_0__/* .parsedFromSpans */ .BK)(text, { protocolVersion: sdk.versions, tools, ...(0,_parse_program_js__WEBPACK_IMPORTED_MODULE_5__/* .others */ .MG)({ prompts, resources, resourceTemplates }) }, spans, {
            tools: tools.map((tool, i) => {
                const name = names[i];
                return { name: String(tool.name), ...at(typeof name === 'number' ? name : name[0]) };
            }),
            dynamic: unread.map((u) => ({ ...at(u.start), what: u.what, ...(u.pointer ? { pointer: u.pointer } : {}) })),
            versionFrom: sdk.from,
            ...(sdk.wrapsOutputSchemas ? { wrapsOutputSchemas: true } : {}),
            ...(extracted.afterCallback?.length ? { afterCallback: extracted.afterCallback } : {}),
        }, lines, anchors);
        const left = extracted.testRegistrations ?? 0;
        // Read once, on the first text with a phrase to weigh (strings.ts): the group's read is shared by the run.
        let server = null;
        const serverNames = () => (server === null ? (server = workspace && (0,_consistency_server_tools_js__WEBPACK_IMPORTED_MODULE_1__/* .groupNames */ .S0)(workspace, run ?? (0,_types_js__WEBPACK_IMPORTED_MODULE_2__/* .runMemo */ .Gm)(), path)) : server);
        return { ...document, ...(left > 0 ? { testRegistrations: left } : {}), comments: () => reader.comments(text, path), serverNames };
    };
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
 * One passed after SDK v1's callback (after-callback.ts) is never sent, and the finding says so.
 */
/** Where each language's SDK takes a tool's description, by the file's extension. */
const WHERE = [
    [/\.py$/, 'in Python, a docstring'],
    [/\.go$/, 'in Go, mcp.WithDescription'],
    [/\.cs$/, 'in C#, a [Description] attribute'],
    [/\.rs$/, 'in Rust, a doc comment or description = …'],
    [/\.java$/, 'in Java, description = … of @Tool or @McpTool, or .description(…) of the SDK'],
];
/* harmony default export */ const description = ((0,context/* versionFreeRule */.ZH)('mcpdesc.tool.description', (context) => {
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
        const dropped = context.parsed.inventory?.afterCallback?.find((a) => a.pointer === at);
        if (description === undefined && dropped) {
            const which = dropped.count > 1 ? `arguments ${dropped.position} to ${dropped.position + dropped.count - 1}` : `argument ${dropped.position}`;
            context.report((0,pointer/* joinPointer */.Kn)(at, 'name'), `Tool ${(0,json/* quote */.hD)(tool.name)} has no description: its server.tool call passes ${which}${dropped.text ? ` (${dropped.text})` : ''} after the callback, and SDK v1's server.tool reads no argument after its callback. Pass the description as the second argument, server.tool(name, description, shape, callback), or in registerTool's config, registerTool(name, { description, inputSchema }, callback).`);
        }
        else if (description === undefined) {
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


/***/ })

};
