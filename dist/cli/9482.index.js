// mcpdesc chunk 06f6bbcddbecde06b96c94c832a72709f7e6d6992751a5aa0626097f77d58c3c
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 9482;
__mcpdesc_chunk.ids = [9482];
__mcpdesc_chunk.modules = {

/***/ 2060:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   r: () => (/* binding */ LineIndex)
/* harmony export */ });
class LineIndex {
    text;
    /** Where each line starts, read on first use: a clean file's index is never asked for a position. */
    lineStarts;
    /**
     * The text's length, read once: optimized code that read `this.text.length` for every position took
     * 60 \u00b5s a call once the index had seen strings of several representations (a third 4.5 MB file with
     * 900,000 findings took minutes to parse).
     */
    length;
    constructor(text) {
        this.text = text;
        this.length = text.length;
    }
    /** LF, CRLF and a lone CR each end a line, as in JSON, YAML 1.2 and codeql's line hashes. */
    get starts() {
        if (this.lineStarts)
            return this.lineStarts;
        // indexOf finds the next break far faster than a loop over every character.
        const { text } = this;
        const starts = [0];
        let lf = text.indexOf('\n');
        let cr = text.indexOf('\r');
        while (lf !== -1 || cr !== -1) {
            if (cr !== -1 && (lf === -1 || cr < lf)) {
                // A CR ends its line; a CRLF ends one line, at its LF.
                if (cr + 1 === lf) {
                    starts.push(lf + 1);
                    lf = text.indexOf('\n', lf + 1);
                }
                else {
                    starts.push(cr + 1);
                }
                cr = text.indexOf('\r', cr + 1);
            }
            else {
                starts.push(lf + 1);
                lf = text.indexOf('\n', lf + 1);
            }
        }
        this.lineStarts = starts;
        return starts;
    }
    position(offset) {
        const clamped = Math.max(0, Math.min(offset, this.length));
        const index = this.lineIndexOf(clamped);
        return { line: index + 1, column: clamped - this.starts[index] + 1 };
    }
    /** The 0-based line that holds `offset` (already clamped to the text). */
    lineIndexOf(offset) {
        const { starts } = this;
        let low = 0;
        let high = starts.length - 1;
        while (low < high) {
            const mid = (low + high + 1) >> 1;
            if (starts[mid] <= offset)
                low = mid;
            else
                high = mid - 1;
        }
        return low;
    }
    /** The offset just past the last visible character of the line holding `offset` (before any CR/LF). */
    lineEnd(offset) {
        // The line's number, without the position object (a report asks this for every finding).
        const line = this.lineIndexOf(Math.max(0, Math.min(offset, this.length))) + 1;
        let end = line < this.starts.length ? this.starts[line] - 1 : this.length;
        while (end > 0 && (this.text.charCodeAt(end - 1) === 13 || this.text.charCodeAt(end - 1) === 10))
            end--;
        return Math.max(end, offset);
    }
    /** The text of one line (1-based), without its line break. */
    lineText(line) {
        const start = this.starts[line - 1] ?? this.length;
        const next = this.starts[line];
        let end = next === undefined ? this.length : next - 1;
        // A CRLF's CR, looked at directly: a regex anchored at the end reads the whole line, and a one-line
        // file with 10,000 findings asked for its line 10,000 times.
        if (end > start && this.text.charCodeAt(end - 1) === 13)
            end--;
        return this.text.slice(start, end);
    }
    /** The offset of a position (the inverse of `position` for positions inside the text). */
    offsetOf(position) {
        const start = this.starts[position.line - 1] ?? this.text.length;
        return Math.min(start + position.column - 1, this.text.length);
    }
    range(start, end) {
        return { start: this.position(start), end: this.position(Math.max(start, end)) };
    }
}


/***/ }),

/***/ 565:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   BK: () => (/* binding */ parsedFromSpans),
/* harmony export */   t4: () => (/* binding */ located),
/* harmony export */   wI: () => (/* binding */ fromSpans)
/* harmony export */ });
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(6065);
/* harmony import */ var _lines_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2060);
/**
 * A parsed document's positions: `locate`, `nearest` and `extent` over the places a parser recorded,
 * read only when a finding first asks for one.
 */


/** A document whose value was read from program source by its format, placed by `spans` (offsets into `text`). */
function parsedFromSpans(text, value, spans, inventory, lines, anchors, problems = []) {
    const locateIn = (pointer, index) => {
        const list = anchors.get(pointer);
        if (!list || list.length === 0 || index < 0)
            return undefined;
        let found = list[0];
        for (const anchor of list)
            if (anchor[0] <= index)
                found = anchor;
        const offset = Math.min(found[1] + (index - found[0]), text.length);
        return lines.range(offset, Math.min(offset + 1, lines.lineEnd(offset)));
    };
    return {
        ...located(text, value, problems, fromSpans(() => spans), lines),
        inventory,
        locateIn,
    };
}
/** Places from every span at once, read by `readSpans` on first use. */
function fromSpans(readSpans) {
    let spans;
    return (pointer) => {
        const known = (spans ??= readSpans());
        let current = pointer;
        while (current !== '' && !known.has(current))
            current = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_0__/* .parentPointer */ .Yg)(current);
        const entry = known.get(current);
        if (!entry)
            return { pointer: current };
        const [start, end] = entry.value;
        return { pointer: current, span: { start, end: (limit = Infinity) => Math.min(end, limit), ...(entry.key ? { key: entry.key } : {}) } };
    };
}
/**
 * A parsed document whose source positions come from `entryOf`: for clean JSON a locator that reads
 * only the paths to the places asked for (json-locate.ts: each container on the way once, however
 * many places it holds), otherwise every span, read once. `extentOf`, when given, answers `extent`
 * instead (whole collections, which the fast YAML reader does not place past their first line).
 */
function located(text, value, problems, entryOf, knownLines, extentOf = entryOf) {
    // The index reads the line breaks only when a position is first asked for.
    const lines = knownLines ?? new _lines_js__WEBPACK_IMPORTED_MODULE_1__/* .LineIndex */ .r(text);
    const nearest = (pointer) => entryOf(pointer).pointer;
    const locate = (pointer, target = 'value') => {
        const { pointer: found, span } = entryOf(pointer);
        if (!span)
            return lines.range(0, Math.min(1, text.length));
        // A collection's region is its first line only: GitHub shows an alert on a pull request only when
        // every line of its region is in the diff. So a value's end is read no further than that line's.
        if (found === pointer && target === 'key' && span.key) {
            const [start, end] = span.key;
            return lines.range(start, Math.min(end, lines.lineEnd(start)));
        }
        return lines.range(span.start, span.end(lines.lineEnd(span.start)));
    };
    const extent = (pointer) => {
        const { span } = extentOf(pointer);
        return span ? lines.range(span.start, span.end()) : lines.range(0, text.length);
    };
    return {
        value,
        problems,
        lines,
        locate,
        nearest,
        extent,
    };
}


/***/ }),

/***/ 9482:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  tN: () => (/* reexport */ DEFAULT_PARSE_LIMITS),
  be: () => (/* binding */ formatOf),
  Tp: () => (/* binding */ parseDocument),
  BK: () => (/* reexport */ located/* parsedFromSpans */.BK)
});

// UNUSED EXPORTS: parseFully

// EXTERNAL MODULE: ./src/util/pointer.ts
var util_pointer = __webpack_require__(6065);
;// CONCATENATED MODULE: ./src/parse/messages.ts
/** The finding every parser gives where nesting passes limits.maxDepth. */
const depthMessage = (maxDepth) => `Nesting is deeper than ${maxDepth} levels; mcpdesc stops reading here. Flatten the structure or raise limits.maxDepth.`;
/** The finding JSONC and TOML give where the values pass limits.maxNodes. */
const nodesMessage = (maxNodes) => `The document has more than ${maxNodes} values; mcpdesc stops reading here. Split the file or raise limits.maxNodes.`;

;// CONCATENATED MODULE: ./src/parse/json.ts
/**
 * A strict JSON parser (RFC 8259) that records where every value and key is, for `.json`
 * descriptors. It is several times faster than going through a YAML parser, reports syntax errors
 * at the exact character, finds duplicate keys, and enforces the same limits as the YAML path.
 */


class Stop extends Error {
    problem;
    constructor(problem) {
        super(problem.message);
        this.problem = problem;
    }
}
const ESCAPES = { '"': '"', '\\': '\\', '/': '/', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
function parseJson(text, spans, limits) {
    const problems = [];
    let pos = 0;
    let nodes = 0;
    const fail = (message, start = pos, end = start + 1, kind = 'syntax', pointer) => {
        throw new Stop({ kind, message, start, end, ...(pointer === undefined ? {} : { pointer }) });
    };
    const describe = (at) => (at >= text.length ? 'the end of the file' : JSON.stringify(text[at]));
    const skipWhitespace = () => {
        for (;;) {
            const c = text.charCodeAt(pos);
            if (c === 32 || c === 10 || c === 13 || c === 9)
                pos++;
            else
                return;
        }
    };
    const parseString = (pointer) => {
        const start = pos++;
        let out = '';
        let chunk = pos;
        for (;;) {
            if (pos >= text.length)
                fail('Invalid JSON: this string is never closed. Add the closing quote.', start);
            const c = text.charCodeAt(pos);
            if (c === 34) {
                out += text.slice(chunk, pos++);
                if (out.length > limits.maxStringLength) {
                    fail(`A string of ${out.length} characters is longer than the limit of ${limits.maxStringLength}. Shorten it or raise limits.maxStringLength.`, start, start + 1, 'limits', pointer);
                }
                return out;
            }
            if (c < 32)
                fail(`Invalid JSON: a control character (U+${c.toString(16).padStart(4, '0').toUpperCase()}) inside a string is not allowed: escape it, e.g. as \\n.`);
            if (c === 92) {
                out += text.slice(chunk, pos);
                const e = text[pos + 1];
                if (e === 'u') {
                    const hex = text.slice(pos + 2, pos + 6);
                    if (!/^[0-9a-fA-F]{4}$/.test(hex))
                        fail('Invalid JSON: "\\u" must be followed by four hexadecimal digits. Write them, or escape the backslash as "\\\\".');
                    out += String.fromCharCode(parseInt(hex, 16));
                    pos += 6;
                }
                else if (e !== undefined && ESCAPES[e] !== undefined) {
                    out += ESCAPES[e];
                    pos += 2;
                }
                else {
                    fail(`Invalid JSON: "\\${e ?? ''}" is not an escape sequence; use \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX.`, pos, pos + 2);
                }
                chunk = pos;
            }
            else {
                pos++;
            }
        }
    };
    const parseNumber = () => {
        const match = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
        match.lastIndex = pos;
        const found = match.exec(text);
        if (!found || found[0] === '-')
            fail(`Invalid JSON: unexpected ${describe(pos)}; write a value here (string, number, object, array, true, false or null).`);
        pos += found[0].length;
        return Number(found[0]);
    };
    const parseValue = (pointer, depth, key) => {
        skipWhitespace();
        const start = pos;
        if (++nodes > limits.maxNodes) {
            fail(`The document has more than ${limits.maxNodes} values; mcpdesc stops reading here. Split the descriptor or raise limits.maxNodes.`, start, start + 1, 'limits', pointer);
        }
        if (depth > limits.maxDepth) {
            fail(depthMessage(limits.maxDepth), start, start + 1, 'limits', pointer);
        }
        let value;
        const c = text[pos];
        if (c === '{' || c === '[') {
            spans.set(pointer, { value: [start, start + 1], ...(key ? { key } : {}) });
            value = c === '{' ? parseObject(pointer, depth) : parseArray(pointer, depth);
            spans.set(pointer, { value: [start, pos], ...(key ? { key } : {}) });
            return value;
        }
        if (c === '"')
            value = parseString(pointer);
        else if (text.startsWith('true', pos)) {
            value = true;
            pos += 4;
        }
        else if (text.startsWith('false', pos)) {
            value = false;
            pos += 5;
        }
        else if (text.startsWith('null', pos)) {
            value = null;
            pos += 4;
        }
        else
            value = parseNumber();
        spans.set(pointer, { value: [start, pos], ...(key ? { key } : {}) });
        return value;
    };
    const parseObject = (pointer, depth) => {
        // No prototype: a key such as "constructor" or "__proto__" can never resolve to inherited members.
        const object = Object.create(null);
        pos++;
        skipWhitespace();
        if (text[pos] === '}') {
            pos++;
            return object;
        }
        for (;;) {
            skipWhitespace();
            if (text[pos] !== '"') {
                fail(text[pos] === '}'
                    ? 'Invalid JSON: a trailing comma before "}" is not allowed. Remove the comma.'
                    : `Invalid JSON: unexpected ${describe(pos)}; write a property name in double quotes here.`);
            }
            const keyStart = pos;
            const name = parseString(pointer);
            const keySpan = [keyStart, pos];
            const child = (0,util_pointer/* joinPointer */.Kn)(pointer, name);
            skipWhitespace();
            if (text[pos] !== ':')
                fail(`Invalid JSON: unexpected ${describe(pos)}; write ":" after the property name.`);
            pos++;
            if (Object.hasOwn(object, name)) {
                problems.push({
                    kind: 'duplicate-key',
                    message: `Duplicate key ${JSON.stringify(name)}: this object already has it, and parsers silently keep only one of the values. Remove or rename one of them.`,
                    start: keyStart,
                    end: pos - 1,
                    pointer: child,
                });
            }
            // defineProperty keeps a "__proto__" key an ordinary property instead of changing the prototype.
            Object.defineProperty(object, name, { value: parseValue(child, depth + 1, keySpan), enumerable: true, writable: true, configurable: true });
            skipWhitespace();
            if (text[pos] === ',') {
                pos++;
                continue;
            }
            if (text[pos] === '}') {
                pos++;
                return object;
            }
            fail(`Invalid JSON: unexpected ${describe(pos)}; write "," or "}" after a property value.`);
        }
    };
    const parseArray = (pointer, depth) => {
        const array = [];
        pos++;
        skipWhitespace();
        if (text[pos] === ']') {
            pos++;
            return array;
        }
        for (;;) {
            skipWhitespace();
            if (text[pos] === ']')
                fail('Invalid JSON: a trailing comma before "]" is not allowed. Remove the comma.');
            array.push(parseValue((0,util_pointer/* joinPointer */.Kn)(pointer, array.length), depth + 1));
            skipWhitespace();
            if (text[pos] === ',') {
                pos++;
                continue;
            }
            if (text[pos] === ']') {
                pos++;
                return array;
            }
            fail(`Invalid JSON: unexpected ${describe(pos)}; write "," or "]" after an array item.`);
        }
    };
    try {
        skipWhitespace();
        if (pos >= text.length)
            fail('Invalid JSON: the file is empty. Write a descriptor: an object that starts with "protocolVersion".', 0);
        const value = parseValue('', 0);
        skipWhitespace();
        if (pos < text.length)
            fail(`Invalid JSON: unexpected ${describe(pos)} after the end of the document. A file holds one JSON value; remove the extra content.`);
        return { value, problems };
    }
    catch (error) {
        if (!(error instanceof Stop))
            throw error;
        problems.push(error.problem);
        return { value: undefined, problems };
    }
}

// EXTERNAL MODULE: ./src/util/lazy-require.ts
var lazy_require = __webpack_require__(6050);
;// CONCATENATED MODULE: ./src/parse/depth-scan.ts
/** Whether a text cannot pass either limit: too few openers to nest, too short to hold the values. */
function plainlyWithin(text, limits) {
    if (text.length > limits.maxNodes)
        return false;
    let openers = 0;
    for (let i = text.indexOf('['); i !== -1 && openers <= limits.maxDepth; i = text.indexOf('[', i + 1))
        openers++;
    for (let i = text.indexOf('{'); i !== -1 && openers <= limits.maxDepth; i = text.indexOf('{', i + 1))
        openers++;
    return openers <= limits.maxDepth;
}
/**
 * Brackets and separators outside what `skip` says to pass over (it returns the last index of a string
 * or comment that starts at `i`, or undefined). `separator` is the character that ends a key.
 */
function scan(text, limits, separator, skip) {
    if (plainlyWithin(text, limits))
        return undefined;
    // The open brackets, innermost last: a comma counts a value only inside an array.
    const open = [];
    let values = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c === '[' || c === '{') {
            open.push(c);
            if (open.length > limits.maxDepth)
                return { kind: 'depth', offset: i };
        }
        else if (c === ']' || c === '}') {
            open.pop();
        }
        else if (c === separator || (c === ',' && open[open.length - 1] === '[')) {
            if (++values > limits.maxNodes)
                return { kind: 'nodes', offset: i };
        }
        else {
            const end = skip(i);
            if (end !== undefined)
                i = end;
        }
    }
    return undefined;
}
/** JSON with comments: double-quoted strings with escapes, `//` and block comments. */
function jsoncLimit(text, limits) {
    return scan(text, limits, ':', (i) => {
        const c = text[i];
        if (c === '"') {
            let j = i + 1;
            for (; j < text.length && text[j] !== '"' && text[j] !== '\n'; j++)
                if (text[j] === '\\')
                    j++;
            return j;
        }
        if (c === '/' && text[i + 1] === '/')
            return lineEnd(text, i);
        if (c === '/' && text[i + 1] === '*') {
            const end = text.indexOf('*/', i + 2);
            return end === -1 ? text.length : end + 1;
        }
        return undefined;
    });
}
/** TOML: basic and literal strings, their multi-line forms, and `#` comments. */
function tomlLimit(text, limits) {
    return scan(text, limits, '=', (i) => {
        const c = text[i];
        if (c === '#')
            return lineEnd(text, i);
        if (c === "'" && text.startsWith("'''", i)) {
            const end = text.indexOf("'''", i + 3);
            return end === -1 ? text.length : end + 2;
        }
        if (c === "'") {
            let j = i + 1;
            while (j < text.length && text[j] !== "'" && text[j] !== '\n')
                j++;
            return j;
        }
        if (c === '"' && text.startsWith('"""', i)) {
            let j = i + 3;
            for (; j < text.length && !text.startsWith('"""', j); j++)
                if (text[j] === '\\')
                    j++;
            return j + 2;
        }
        if (c === '"') {
            let j = i + 1;
            for (; j < text.length && text[j] !== '"' && text[j] !== '\n'; j++)
                if (text[j] === '\\')
                    j++;
            return j;
        }
        return undefined;
    });
}
/** Whether a block scalar's header (`|`, `>-`, `|2 # note`) starts at `at` and ends its line. */
function blockHeader(text, at) {
    return /^[|>][-+0-9]*[ \t]*(#.*)?$/.test(text.slice(at, Math.min(lineEnd(text, at), at + 200)));
}
function lineEnd(text, from) {
    const end = text.indexOf('\n', from);
    return end === -1 ? text.length : end;
}
/**
 * YAML's values, counted no higher than the builder counts them, before the `yaml` parser builds its
 * tree (a 4 MB sequence of a million items took 21 s and 1 GB): each "- " with an item after it on its
 * line, each block mapping value on the line of its key, and each comma in a flow collection. Block
 * scalars' lines, comments and quoted scalars are passed over; text this misreads (a plain scalar's
 * quote) is counted less, never more. Returns where the count passes `maxNodes`.
 */
function yamlNodesExceeded(text, maxNodes) {
    if (text.length <= maxNodes)
        return undefined;
    let values = 0;
    let flow = 0;
    /** The indentation of the line that opened a block scalar, while in its content. */
    let blockIndent = -1;
    let i = 0;
    while (i < text.length) {
        const end = lineEnd(text, i);
        let indent = 0;
        while (text[i + indent] === ' ')
            indent++;
        let j = i + indent;
        if (blockIndent >= 0 && (j === end || indent > blockIndent)) {
            i = end + 1;
            continue;
        }
        blockIndent = -1;
        if (flow === 0) {
            // "- - a": two items, each with something after it on the line.
            while (text[j] === '-' && text[j + 1] === ' ') {
                j += 2;
                while (text[j] === ' ')
                    j++;
                if (j < end && text[j] !== '#' && ++values > maxNodes)
                    return j;
            }
        }
        // Where the line's content starts, past its "- " indicators: a block scalar header may stand there.
        const content = j;
        let mapped = false;
        for (; j < text.length && text[j] !== '\n'; j++) {
            const c = text[j];
            const before = j === 0 ? ' ' : text[j - 1];
            if (c === '#' && (before === ' ' || before === '\t' || j === i + indent)) {
                j = lineEnd(text, j) - 1;
            }
            else if (c === '"') {
                for (j++; j < text.length && text[j] !== '"'; j++)
                    if (text[j] === '\\')
                        j++;
            }
            else if (c === "'" && /[\s[{,:]/.test(before)) {
                for (j++; j < text.length && text[j] !== "'"; j++)
                    ;
            }
            else if (c === '[' || c === '{') {
                flow++;
            }
            else if (c === ']' || c === '}') {
                flow = Math.max(0, flow - 1);
            }
            else if (c === ',' && flow > 0) {
                if (++values > maxNodes)
                    return j;
            }
            else if (c === ':' && flow === 0 && !mapped && text[j + 1] === ' ') {
                let k = j + 1;
                while (text[k] === ' ')
                    k++;
                if (k < text.length && text[k] !== '\n' && text[k] !== '#') {
                    mapped = true;
                    if (++values > maxNodes)
                        return j;
                    // A block scalar's lines are text, not values.
                    if (blockHeader(text, k))
                        blockIndent = indent;
                }
            }
            else if ((c === '|' || c === '>') && flow === 0 && j === content && blockHeader(text, j)) {
                blockIndent = indent;
            }
        }
        i = j + 1;
    }
    return undefined;
}
/** The offset where a YAML text's "[" / "{" nesting first exceeds `max`, skipping quoted scalars and comments; undefined if it never does. */
function flowDepthExceeded(text, max) {
    // The depth passes `max` only with more than `max` openers in the text, and most files hold a handful.
    let openers = 0;
    for (let i = text.indexOf('['); i !== -1 && openers <= max; i = text.indexOf('[', i + 1))
        openers++;
    for (let i = text.indexOf('{'); i !== -1 && openers <= max; i = text.indexOf('{', i + 1))
        openers++;
    if (openers <= max)
        return undefined;
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text[i];
        if (c === '[' || c === '{') {
            if (++depth > max)
                return i;
        }
        else if (c === ']' || c === '}') {
            depth = Math.max(0, depth - 1);
        }
        else if (c === '"') {
            for (i++; i < text.length && text[i] !== '"'; i++)
                if (text[i] === '\\')
                    i++;
        }
        else if (c === "'") {
            for (i++; i < text.length && text[i] !== "'"; i++)
                ;
        }
        else if (c === '#' && (i === 0 || /\s/.test(text[i - 1]))) {
            while (i < text.length && text[i] !== '\n')
                i++;
        }
    }
    return undefined;
}

// EXTERNAL MODULE: ./src/detect/secrets.ts
var secrets = __webpack_require__(7654);
;// CONCATENATED MODULE: ./src/parse/jsonc.ts





class jsonc_Stop extends Error {
    problem;
    constructor(problem) {
        super(problem.message);
        this.problem = problem;
    }
}
function parseJsonc(text, spans, limits) {
    // jsonc-parser recurses per level and builds the whole tree: refuse deep nesting and too many values before it runs.
    const over = jsoncLimit(text, limits);
    if (over) {
        const message = over.kind === 'depth' ? depthMessage(limits.maxDepth) : nodesMessage(limits.maxNodes);
        return { value: undefined, problems: [{ kind: 'limits', message, start: over.offset, end: over.offset + 1 }] };
    }
    const problems = [...jsoncExtensions(text)];
    const errors = [];
    const root = (0,lazy_require/* vendoredJsonc */.NO)().parseTree(text, errors, { allowTrailingComma: true, disallowComments: false, allowEmptyContent: true });
    if (errors.length > 0) {
        for (const error of errors.slice(0, 10)) {
            problems.push({
                kind: 'syntax',
                message: `Invalid JSON: ${syntaxMessage(error, text)}.`,
                start: error.offset,
                end: error.offset + Math.max(1, error.length),
            });
        }
        return { value: undefined, problems };
    }
    if (!root)
        return { value: null, problems };
    let nodes = 0;
    const build = (node, pointer, depth, key) => {
        if (!spans.has(pointer))
            spans.set(pointer, { value: [node.offset, node.offset + node.length], ...(key ? { key } : {}) });
        const stop = (message) => {
            throw new jsonc_Stop({ kind: 'limits', message, start: node.offset, end: node.offset + 1, pointer });
        };
        if (++nodes > limits.maxNodes)
            stop(nodesMessage(limits.maxNodes));
        if (depth > limits.maxDepth)
            stop(depthMessage(limits.maxDepth));
        switch (node.type) {
            case 'object': {
                // No prototype: a key such as "constructor" or "__proto__" can never resolve to inherited members.
                const object = Object.create(null);
                for (const property of node.children ?? []) {
                    const [keyNode, valueNode] = property.children ?? [];
                    if (!keyNode)
                        continue;
                    const name = String(keyNode.value);
                    if (name.length > limits.maxStringLength)
                        stop(`A property name of ${name.length} characters is longer than the limit of ${limits.maxStringLength}. Shorten it or raise limits.maxStringLength.`);
                    const keySpan = [keyNode.offset, keyNode.offset + keyNode.length];
                    const child = (0,util_pointer/* joinPointer */.Kn)(pointer, name);
                    if (Object.hasOwn(object, name)) {
                        problems.push({
                            kind: 'duplicate-key',
                            message: `Duplicate key ${JSON.stringify(name)}: this object already has it, and parsers silently keep only one of the values. Remove or rename one of them.`,
                            start: keySpan[0],
                            end: keySpan[1],
                            pointer: child,
                        });
                    }
                    const value = valueNode ? build(valueNode, child, depth + 1, keySpan) : null;
                    Object.defineProperty(object, name, { value, enumerable: true, writable: true, configurable: true });
                }
                return object;
            }
            case 'array':
                return (node.children ?? []).map((item, index) => build(item, (0,util_pointer/* joinPointer */.Kn)(pointer, index), depth + 1));
            case 'string':
                if (node.value.length > limits.maxStringLength) {
                    stop(`A string of ${node.value.length} characters is longer than the limit of ${limits.maxStringLength}. Shorten it or raise limits.maxStringLength.`);
                }
                return node.value;
            default:
                return node.value ?? null;
        }
    };
    try {
        return { value: build(root, '', 0), problems };
    }
    catch (error) {
        if (!(error instanceof jsonc_Stop))
            throw error;
        problems.push(error.problem);
        return { value: undefined, problems };
    }
}
/** jsonc-parser's token kinds (a const enum its typings do not let isolated modules read). */
const TOKEN = { closeBrace: 2, closeBracket: 4, comma: 5, lineComment: 12, blockComment: 13, lineBreak: 14, trivia: 15, eof: 17 };
/** Comments and trailing commas: JSONC's two additions to JSON, with where each one is. */
function* jsoncExtensions(text) {
    const scanner = (0,lazy_require/* vendoredJsonc */.NO)().createScanner(text, false);
    let pendingComma;
    for (let kind = scanner.scan(); kind !== TOKEN.eof; kind = scanner.scan()) {
        const start = scanner.getTokenOffset();
        if (kind === TOKEN.lineComment || kind === TOKEN.blockComment) {
            const end = start + scanner.getTokenLength();
            yield { kind: 'comment', message: 'a comment', start, end: Math.min(end, jsonc_lineEnd(text, start)) };
            continue;
        }
        if (kind === TOKEN.trivia || kind === TOKEN.lineBreak)
            continue;
        if ((kind === TOKEN.closeBrace || kind === TOKEN.closeBracket) && pendingComma !== undefined) {
            yield { kind: 'trailing-comma', message: 'a trailing comma', start: pendingComma, end: pendingComma + 1 };
        }
        pendingComma = kind === TOKEN.comma ? start : undefined;
    }
}
function jsonc_lineEnd(text, from) {
    const newline = text.indexOf('\n', from);
    return newline === -1 ? text.length : newline;
}
function syntaxMessage(error, text) {
    const found = error.offset >= text.length ? 'the end of the file' : JSON.stringify(quoted(text, error.offset, Math.max(1, Math.min(error.length, 20))));
    switch ((0,lazy_require/* vendoredJsonc */.NO)().printParseErrorCode(error.error)) {
        case 'PropertyNameExpected':
            return `expected a property name in double quotes, found ${found}`;
        case 'ValueExpected':
            return `expected a value (string, number, object, array, true, false or null), found ${found}`;
        case 'ColonExpected':
            return `expected ":" after the property name, found ${found}`;
        case 'CommaExpected':
            return `expected "," between values, found ${found}`;
        case 'CloseBraceExpected':
            return `this object is never closed: expected "}", found ${found}`;
        case 'CloseBracketExpected':
            return `this array is never closed: expected "]", found ${found}`;
        case 'UnexpectedEndOfString':
            return 'this string is never closed. Add the closing quote';
        case 'UnexpectedEndOfComment':
            return 'this comment is never closed. Add "*/"';
        case 'InvalidEscapeCharacter':
            return `${found} is not an escape sequence; use \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX`;
        case 'InvalidUnicode':
            return '"\\u" must be followed by four hexadecimal digits';
        case 'InvalidCharacter':
            return `a control character inside a string must be escaped, e.g. as \\n`;
        case 'EndOfFileExpected':
            return `expected the end of the file after the value, found ${found}`;
        default:
            return `unexpected ${found}`;
    }
}
/** Up to `length` characters of the file from `offset`, with any credential on their line masked: a quote of part of a key is still a leak. */
function quoted(text, offset, length) {
    const start = text.lastIndexOf('\n', offset - 1) + 1;
    const line = (0,secrets/* redactSecrets */.fp)(text.slice(start, jsonc_lineEnd(text, offset)), 'mask');
    return line.slice(offset - start, offset - start + length) || text.slice(offset, offset + length);
}

;// CONCATENATED MODULE: ./src/parse/json-fast.ts
const BAIL = Symbol('bail');
function parseJsonFast(text, limits) {
    let parsed;
    try {
        parsed = JSON.parse(text);
    }
    catch {
        return undefined;
    }
    let nodes = 0;
    let keys = 0;
    const { maxNodes, maxDepth, maxStringLength } = limits;
    const prepare = (value, depth) => {
        if (++nodes > maxNodes || depth > maxDepth)
            throw BAIL;
        if (typeof value !== 'object') {
            if (typeof value === 'string' && value.length > maxStringLength)
                throw BAIL;
            return;
        }
        if (value === null)
            return;
        if (Array.isArray(value)) {
            for (let i = 0; i < value.length; i++)
                prepare(value[i], depth + 1);
            return;
        }
        const object = value;
        // No prototype: a key such as "constructor" or "__proto__" can never resolve to inherited members.
        // JSON.parse made every member an own data property ("__proto__" included), so they all stay.
        Object.setPrototypeOf(object, null);
        // for-in sees exactly the own keys now that there is no prototype, without building their array.
        for (const name in object) {
            keys++;
            if (name.length > maxStringLength)
                throw BAIL;
            prepare(object[name], depth + 1);
        }
    };
    try {
        prepare(parsed, 0);
    }
    catch (error) {
        if (error === BAIL || error instanceof RangeError)
            return undefined;
        throw error;
    }
    // A duplicate key is dropped from the value: it has fewer keys than the text has members.
    return keys === memberColons(text) || keys === countPropertyNames(text) ? { value: parsed } : undefined;
}
/**
 * At least the number of `name: value` members in valid JSON text, and exactly that unless a string
 * starts with a colon: the colons right after a quote that is not escaped, whitespace between them
 * allowed. Every member's colon is one (after its name's closing quote); a colon inside a string is
 * one only after the string's opening quote. It jumps from colon to colon with indexOf, instead of a
 * scan of every character that tells where strings are (countPropertyNames, the exact count).
 */
function memberColons(text) {
    let count = 0;
    for (let at = text.indexOf(':'); at !== -1; at = text.indexOf(':', at + 1)) {
        let before = at - 1;
        let c = text.charCodeAt(before);
        while (c === 32 || c === 10 || c === 13 || c === 9)
            c = text.charCodeAt(--before);
        if (c !== 34)
            continue;
        let slashes = 0;
        while (text.charCodeAt(before - 1 - slashes) === 92)
            slashes++;
        if (slashes % 2 === 0)
            count++;
    }
    return count;
}
/** The number of `name: value` members in valid JSON text: its colons outside strings. */
function countPropertyNames(text) {
    let count = 0;
    for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (c === 58) {
            count++;
        }
        else if (c === 34) {
            // Jump to the closing quote: the next quote not escaped by an odd run of backslashes.
            for (;;) {
                i = text.indexOf('"', i + 1);
                let slashes = 0;
                while (text.charCodeAt(i - 1 - slashes) === 92)
                    slashes++;
                if (slashes % 2 === 0)
                    break;
            }
        }
    }
    return count;
}

;// CONCATENATED MODULE: ./src/parse/json-locate.ts
/**
 * Where JSON Pointers are in valid JSON text, found by walking only the paths to them and skipping
 * every sibling. A file with findings needs their places, not a span for every value as the
 * positional parser (json.ts) builds them: the locator remembers the members and items of each
 * object and array it has read, and reads on from where it stopped, so every container on a path is
 * read once however many pointers go through it, and a file with many findings costs about one pass
 * over the text before its last place, not a walk per finding. A value's end is read only when asked
 * for, and no further than the caller needs (a finding's region ends at its first line).
 *
 * Only for text JSON.parse accepted and whose keys are unique (the fast path checks both), so there
 * is nothing to validate and the first member with a name is the only one.
 */

function jsonLocator(text) {
    const containers = new Map();
    // Ends of values read by a plain skip: many findings on one large value scan it once.
    const ends = new Map();
    const containerAt = (pos) => {
        let known = containers.get(pos);
        if (!known) {
            known = { members: new Map(), items: [], last: -1, read: false, end: -1 };
            containers.set(pos, known);
        }
        return known;
    };
    /** Where the next child of the container at `pos` starts (its key or its value), or -1 after the last. */
    const nextChild = (pos, container) => {
        if (container.read)
            return -1;
        const at = container.last === -1 ? skipWhitespace(text, pos + 1) : skipWhitespace(text, endOf(container.last));
        const c = text.charCodeAt(at);
        if (c === 44)
            return skipWhitespace(text, at + 1);
        if (container.last === -1 && c !== 125 && c !== 93)
            return at;
        container.read = true;
        container.end = at + 1;
        return -1;
    };
    /** The end of the value at `pos`, read once: a container read in part is read on from where it stopped. */
    const endOf = (pos) => {
        const c = text.charCodeAt(pos);
        if (c !== 123 && c !== 91)
            return skipScalar(text, pos);
        const container = containers.get(pos);
        if (container) {
            if (container.end === -1)
                container.end = ends.get(pos) ?? -1;
            if (container.end === -1) {
                // Past the last child read, the rest of the container holds no bracket that is not paired.
                container.end = container.last === -1 ? skipContainer(text, pos, 0, text.length) : skipContainer(text, endOf(container.last), 1, text.length);
            }
            return container.end;
        }
        let end = ends.get(pos);
        if (end === undefined) {
            end = skipContainer(text, pos, 0, text.length);
            ends.set(pos, end);
        }
        return end;
    };
    // How far each container whose end is not known has been read without reaching it: many findings
    // on one large value of a one-line file read that line once, not once each.
    const unclosed = new Map();
    /** The end of the value at `pos`, or `limit` when it ends at or past it, reading no further than `limit` if its end is not known. */
    const endBefore = (pos, limit) => {
        const c = text.charCodeAt(pos);
        if (c !== 123 && c !== 91)
            return Math.min(skipScalar(text, pos), limit);
        const known = ends.get(pos) ?? containers.get(pos)?.end ?? -1;
        if (known !== -1)
            return Math.min(known, limit);
        if ((unclosed.get(pos) ?? -1) >= limit)
            return limit;
        const end = skipContainer(text, pos, 0, limit);
        if (end === -1) {
            unclosed.set(pos, limit);
            return limit;
        }
        ends.set(pos, end);
        return end;
    };
    /** The member named `name` of the object at `pos`, reading members up to it. */
    const findMember = (pos, name) => {
        const object = containerAt(pos);
        const known = object.members.get(name);
        if (known)
            return known;
        for (let at = nextChild(pos, object); at !== -1; at = nextChild(pos, object)) {
            const keyEnd = skipString(text, at);
            const value = skipWhitespace(text, skipWhitespace(text, keyEnd) + 1);
            const key = keyName(text, at, keyEnd);
            const child = { key: [at, keyEnd], value };
            object.members.set(key, child);
            object.last = value;
            if (key === name)
                return child;
        }
        return undefined;
    };
    /** Item `segment` (a decimal index) of the array at `pos`, reading items up to it. */
    const findItem = (pos, segment) => {
        if (!/^(?:0|[1-9]\d{0,8})$/.test(segment))
            return undefined;
        const index = Number(segment);
        const array = containerAt(pos);
        while (array.items.length <= index) {
            const at = nextChild(pos, array);
            if (at === -1)
                return undefined;
            array.items.push(at);
            array.last = at;
        }
        return { value: array.items[index] };
    };
    const top = skipWhitespace(text, 0);
    return (pointer) => {
        let pos = top;
        let found = '';
        let key;
        for (const segment of (0,util_pointer/* splitPointer */.GS)(pointer)) {
            const open = text.charCodeAt(pos);
            const child = open === 123 ? findMember(pos, segment) : open === 91 ? findItem(pos, segment) : undefined;
            if (!child)
                break;
            pos = child.value;
            key = child.key;
            found = (0,util_pointer/* joinPointer */.Kn)(found, segment);
        }
        const start = pos;
        return {
            pointer: found,
            span: { start, end: (limit = Infinity) => (limit === Infinity ? endOf(start) : endBefore(start, limit)), ...(key ? { key } : {}) },
        };
    };
}
/** One pointer's place with its whole spans, as the positional parser gives them (a locator used once). */
function locateInJson(text, pointer) {
    const { pointer: found, span } = jsonLocator(text)(pointer);
    return { pointer: found, spans: { value: [span.start, span.end()], ...(span.key ? { key: span.key } : {}) } };
}
function keyName(text, start, end) {
    const raw = text.slice(start + 1, end - 1);
    return raw.includes('\\') ? JSON.parse(text.slice(start, end)) : raw;
}
function skipWhitespace(text, pos) {
    let at = pos;
    for (;;) {
        const c = text.charCodeAt(at);
        if (c === 32 || c === 10 || c === 13 || c === 9)
            at++;
        else
            return at;
    }
}
/** The end of the string that starts at `pos` (just past its closing quote). */
function skipString(text, pos) {
    let at = pos;
    for (;;) {
        // indexOf finds the next quote far faster than a loop; it closes the string unless an odd run of backslashes escapes it.
        at = text.indexOf('"', at + 1);
        let slashes = 0;
        while (text.charCodeAt(at - 1 - slashes) === 92)
            slashes++;
        if (slashes % 2 === 0)
            return at + 1;
    }
}
/** The end of the string, number, true, false or null that starts at `pos`. */
function skipScalar(text, pos) {
    if (text.charCodeAt(pos) === 34)
        return skipString(text, pos);
    // Up to the next delimiter.
    let at = pos;
    for (;;) {
        const d = text.charCodeAt(at);
        if (Number.isNaN(d) || d === 44 || d === 125 || d === 93 || d === 32 || d === 10 || d === 13 || d === 9)
            return at;
        at++;
    }
}
/**
 * The end of the container whose bracket (`depth` 0) or one of whose children's ends (`depth` 1) is
 * at `pos`: by bracket depth, strings jumped over whole. At `limit` it stops and returns -1.
 */
function skipContainer(text, pos, depth, limit) {
    let level = depth;
    let at = pos;
    while (at < limit) {
        const d = text.charCodeAt(at);
        if (d === 34) {
            at = skipString(text, at);
            continue;
        }
        if (d === 123 || d === 91)
            level++;
        else if (d === 125 || d === 93) {
            level--;
            if (level === 0)
                return at + 1;
        }
        at++;
    }
    return -1;
}

// EXTERNAL MODULE: ./node_modules/toml-eslint-parser/lib/index.mjs + 3 modules
var lib = __webpack_require__(9605);
;// CONCATENATED MODULE: ./src/parse/toml.ts
/**
 * TOML (Codex's `.codex/config.toml`) through toml-eslint-parser, which keeps the range of every key,
 * table header and value. Values come back as plain JSON values (dates as ISO strings, integers beyond
 * 2^53 as numbers), with spans by JSON Pointer in the same shape as the JSON parsers', so rules read
 * a TOML file exactly as they read JSON: `[mcp_servers.github]` is `/mcp_servers/github`.
 */




function parseToml(text, spans, limits) {
    const limit = (message, offset) => ({
        value: undefined,
        problems: [{ kind: 'limits', message, start: offset, end: offset + 1 }],
    });
    // The parser recurses per "[" and "{" and keeps about 1.4 KB per value: refuse deep nesting and too
    // many values before it runs.
    const over = tomlLimit(text, limits);
    if (over)
        return limit(over.kind === 'depth' ? depthMessage(limits.maxDepth) : nodesMessage(limits.maxNodes), over.offset);
    let program;
    try {
        program = (0,lib/* parseTOML */.MD)(text);
    }
    catch (error) {
        // Nesting the pre-scan did not count (it is the safety net, not the check).
        if (error instanceof RangeError)
            return limit(depthMessage(limits.maxDepth), 0);
        if (!(error instanceof lib/* ParseError */.mB))
            throw error;
        const message = error.message.replace(/\.$/, '');
        return {
            value: undefined,
            problems: [
                {
                    kind: message.startsWith('Defining a key multiple times') ? 'duplicate-key' : 'syntax',
                    message: `Invalid TOML: ${message}.`,
                    start: error.index,
                    end: error.index + 1,
                },
            ],
        };
    }
    const root = Object.create(null);
    spans.set('', { value: [0, text.length] });
    const problems = [];
    let nodes = 0;
    /** The table at a path of keys, created as needed: a numeric key is an element of an array of tables (`[[a.b]]`). */
    const objectAt = (path) => {
        let current = root;
        path.forEach((key, i) => {
            const fresh = () => (typeof path[i + 1] === 'number' ? [] : Object.create(null));
            const container = current;
            if (Array.isArray(container))
                current = container[key] ??= fresh();
            else
                current = Object.hasOwn(container, key) ? container[key] : toml_define(container, key, fresh());
        });
        return current;
    };
    const value = (node, pointer, depth) => {
        if (++nodes > limits.maxNodes)
            throw new Limit(nodesMessage(limits.maxNodes), node.range[0], pointer);
        if (depth > limits.maxDepth)
            throw new Limit(depthMessage(limits.maxDepth), node.range[0], pointer);
        if (!spans.has(pointer))
            spans.set(pointer, { value: node.range });
        switch (node.type) {
            case 'TOMLArray':
                return node.elements.map((element, index) => value(element, (0,util_pointer/* joinPointer */.Kn)(pointer, index), depth + 1));
            case 'TOMLInlineTable': {
                const object = Object.create(null);
                for (const pair of node.body)
                    keyValue(object, pair, pointer, depth + 1);
                return object;
            }
            default:
                return scalar(node, pointer);
        }
    };
    const scalar = (node, pointer) => {
        if (node.kind === 'string' && node.value.length > limits.maxStringLength) {
            throw new Limit(`A string of ${node.value.length} characters is longer than the limit of ${limits.maxStringLength}. Shorten it or raise limits.maxStringLength.`, node.range[0], pointer);
        }
        const v = node.value;
        if (typeof v === 'bigint')
            return Number(v);
        if (v instanceof Date)
            return Number.isNaN(v.getTime()) ? String(v) : v.toISOString();
        return v;
    };
    /** `a.b.c = value` inside `object` (at `pointer`): every dotted part gets its span. */
    const keyValue = (object, pair, pointer, depth) => {
        // Checked before any part's pointer is built: each is as long as the parts before it, so 16,000
        // dotted parts would build pointers of quadratic total length.
        if (depth + pair.key.keys.length - 1 > limits.maxDepth)
            throw new Limit(depthMessage(limits.maxDepth), pair.range[0], pointer);
        let owner = object;
        let at = pointer;
        pair.key.keys.forEach((part, index) => {
            const name = toml_keyName(part);
            at = (0,util_pointer/* joinPointer */.Kn)(at, name);
            if (!spans.has(at))
                spans.set(at, { key: part.range, value: index === pair.key.keys.length - 1 ? pair.value.range : part.range });
            if (index === pair.key.keys.length - 1) {
                toml_define(owner, name, value(pair.value, at, depth + index));
            }
            else {
                owner = (Object.hasOwn(owner, name) ? owner[name] : toml_define(owner, name, Object.create(null)));
            }
        });
    };
    try {
        for (const table of program.body[0]?.body ?? []) {
            if (table.type === 'TOMLKeyValue') {
                keyValue(root, table, '', 1);
                continue;
            }
            const path = table.resolvedKey;
            // Before any pointer is built: a header's prefixes are as many as its parts, each as long as the parts before it.
            if (path.length > limits.maxDepth)
                throw new Limit(depthMessage(limits.maxDepth), table.range[0], '');
            const pointer = path.reduce((p, key) => (0,util_pointer/* joinPointer */.Kn)(p, key), '');
            // A table's place is its header: `[mcp_servers.github]`.
            const header = [table.range[0], table.key.range[1] + (table.kind === 'array' ? 2 : 1)];
            let at = '';
            path.forEach((key, i) => {
                at = (0,util_pointer/* joinPointer */.Kn)(at, key);
                if (!spans.has(at))
                    spans.set(at, { key: table.key.keys[Math.min(i, table.key.keys.length - 1)].range, value: header });
            });
            const object = objectAt(path);
            for (const pair of table.body)
                keyValue(object, pair, pointer, path.length + 1);
        }
    }
    catch (error) {
        if (!(error instanceof Limit))
            throw error;
        problems.push({ kind: 'limits', message: error.message, start: error.offset, end: error.offset + 1, pointer: error.pointer });
        return { value: undefined, problems };
    }
    return { value: root, problems };
}
class Limit extends Error {
    offset;
    pointer;
    constructor(message, offset, pointer) {
        super(message);
        this.offset = offset;
        this.pointer = pointer;
    }
}
function toml_keyName(key) {
    return key.type === 'TOMLBare' ? key.name : key.value;
}
/** defineProperty keeps a `__proto__` key an ordinary property. */
function toml_define(object, key, value) {
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
    return value;
}

;// CONCATENATED MODULE: ./src/parse/yaml-fast.ts
// Kept for speed: YAML corpus 62 % faster with it (npm run bench, 2026-12-04; CLI --jobs 1 CPU 2.2 s vs 5.8 s without).
/**
 * The fast path for YAML files: the block mappings and sequences descriptors are written in, read in
 * one pass over the lines instead of through the `yaml` library's lexer, CST, composer and our builder
 * (80 % of a YAML file's time). It gives exactly the value the full path gives (the differential test in
 * __tests__/yaml-fast.test.ts holds it to that) and returns undefined for anything outside its subset
 * or anything to report: anchors, aliases, tags, directives, several documents, flow collections over
 * several lines or with scalars other than simple words, folded and kept block scalars, `?` keys, merge
 * keys, multi-line quoted scalars, tabs, CR, control characters, duplicate keys, limits, unusual indentation. The full path then reads the file again, so
 * problems always come with exact places; positions of a clean file are read only when a rule reports,
 * by this reader again (yamlFastSpans), which places every value as the full path does.
 */

/** Thrown (never as a failure) when the text leaves the subset; preallocated, as a bail is no error. */
const UNSUPPORTED = new Error('outside the fast YAML subset');
/** Characters the full path reads differently (line breaks, tabs, BOM) or rejects. */
const UNUSUAL_CHARACTERS = /[\0-\x09\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff]|^(?:---|\.\.\.)/m;
function parseYamlFast(text, limits) {
    if (UNUSUAL_CHARACTERS.test(text))
        return undefined;
    try {
        return { value: new BlockReader(text, limits).document() };
    }
    catch (error) {
        // A stack overflow only under limits far above the defaults: the full path reports it.
        if (error === UNSUPPORTED || error instanceof RangeError)
            return undefined;
        throw error;
    }
}
/**
 * The places of a document the fast path takes, as the full path records them (yaml.ts), for `locate`
 * and `nearest`: a file with findings is read again by this reader instead of the `yaml` library (a
 * tenth of the time). A value's end is exact on its first line; a collection's or block scalar's ends
 * there, as `locate` reads no further (`extent`, for rule pages, asks the full path).
 */
function yamlFastSpans(text, limits) {
    if (UNUSUAL_CHARACTERS.test(text))
        return undefined;
    const spans = new Map();
    try {
        new BlockReader(text, limits, spans).document();
        return spans;
    }
    catch (error) {
        if (error === UNSUPPORTED || error instanceof RangeError)
            return undefined;
        throw error;
    }
}
const SPACE = 32;
const NEWLINE = 10;
const HASH = 35;
const COLON = 58;
const DASH = 45;
const DOUBLE_QUOTE = 34;
const SINGLE_QUOTE = 39;
const BACKSLASH = 92;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;
const OPEN_BRACKET = 91;
const CLOSE_BRACKET = 93;
const COMMA = 44;
/** Characters of the plain scalars the fast path reads inside `{ }` and `[ ]` (no `:`, `#`, flow indicators or quotes). */
const FLOW_PLAIN = new Set([...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_./+~$-'].map((c) => c.charCodeAt(0)));
/** Characters a plain scalar cannot start with, or that start what the fast path leaves to the full one. */
const INDICATORS = new Set([...'-?:,[]{}#&*!|>\'"%@`'].map((c) => c.charCodeAt(0)));
/** The YAML 1.2 double-quoted escapes the `yaml` package knows (compose/resolve-flow-scalar.js). */
const yaml_fast_ESCAPES = {
    '0': '\0',
    a: '\x07',
    b: '\b',
    e: '\x1b',
    f: '\f',
    n: '\n',
    r: '\r',
    t: '\t',
    v: '\v',
    N: '\u0085',
    _: '\u00a0',
    L: '\u2028',
    P: '\u2029',
    ' ': ' ',
    '"': '"',
    '/': '/',
    '\\': '\\',
};
const HEX_DIGITS = /^[0-9a-fA-F]+$/;
/**
 * A plain scalar's value under the YAML 1.2 core schema, tested in the `yaml` package's order
 * (schema/core/schema.js): null, bool, octal, decimal and hex integers, .nan/.inf, floats.
 */
function plainValue(source) {
    const c = source.charCodeAt(0);
    // Most scalars are words: of the tests below, only null's and bool's can match one starting with a letter.
    if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90)) {
        if ((c === 110 || c === 78) && /^(?:[Nn]ull|NULL)$/.test(source))
            return null;
        if ((c === 116 || c === 84 || c === 102 || c === 70) && /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/.test(source))
            return c === 116 || c === 84;
        return source;
    }
    if (/^(?:~|[Nn]ull|NULL)?$/.test(source))
        return null;
    if (/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/.test(source))
        return source[0] === 't' || source[0] === 'T';
    if (/^0o[0-7]+$/.test(source))
        return Number.parseInt(source.substring(2), 8);
    if (/^[-+]?[0-9]+$/.test(source))
        return Number.parseInt(source, 10);
    if (/^0x[0-9a-fA-F]+$/.test(source))
        return Number.parseInt(source.substring(2), 16);
    if (/^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/.test(source)) {
        return source.slice(-3).toLowerCase() === 'nan' ? Number.NaN : source[0] === '-' ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
    }
    if (/^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/.test(source) || /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/.test(source)) {
        return Number.parseFloat(source);
    }
    return source;
}
/**
 * An object without a prototype, as in the full path: on it even "__proto__" is assigned as an own
 * property. Made from a literal, it keeps V8's fast properties (`Object.create(null)` makes a
 * dictionary, slower to build and for every rule that reads it), as JSON's fast path's objects do.
 */
function nullObject() {
    return Object.setPrototypeOf({}, null);
}
/** Reads the document line by line; `pos` is always the start of the first line not yet read. */
class BlockReader {
    text;
    limits;
    spans;
    pos = 0;
    nodes = 0;
    constructor(text, limits, 
    /** Filled with every value's place when given; pointers are built only then. */
    spans) {
        this.text = text;
        this.limits = limits;
        this.spans = spans;
    }
    document() {
        // An empty document, or one whose root is indented or a scalar, is left to the full path.
        if (this.nextContent() !== 0)
            throw UNSUPPORTED;
        const value = this.node(0, 0, '', undefined);
        if (this.nextContent() !== -1)
            throw UNSUPPORTED;
        return value;
    }
    /** Skips blank and comment lines; the indentation of the next line with content, -1 at the end. */
    nextContent() {
        const t = this.text;
        while (this.pos < t.length) {
            let i = this.pos;
            while (t.charCodeAt(i) === SPACE)
                i++;
            if (i >= t.length)
                break;
            const c = t.charCodeAt(i);
            if (c === NEWLINE) {
                this.pos = i + 1;
            }
            else if (c === HASH) {
                this.pos = this.lineEnd(i) + 1;
            }
            else {
                return i - this.pos;
            }
        }
        this.pos = t.length;
        return -1;
    }
    lineEnd(from) {
        const end = this.text.indexOf('\n', from);
        return end === -1 ? this.text.length : end;
    }
    /** Whether `-` at `i` is a sequence entry's indicator. */
    isDash(i) {
        if (this.text.charCodeAt(i) !== DASH)
            return false;
        const next = this.text.charCodeAt(i + 1);
        return next === SPACE || next === NEWLINE || i + 1 >= this.text.length;
    }
    /** Records a value's place, as the full path does: the first place of a pointer stays. */
    place(pointer, start, end, key) {
        const spans = this.spans;
        if (spans && !spans.has(pointer))
            spans.set(pointer, key ? { value: [start, end], key } : { value: [start, end] });
    }
    /** A collection's or block scalar's place: from `start` to the end of its first line, as far as `locate` reads. */
    placeLine(pointer, start, key) {
        if (this.spans)
            this.place(pointer, start, this.lineEnd(start), key);
    }
    child(pointer, segment) {
        return this.spans ? (0,util_pointer/* joinPointer */.Kn)(pointer, segment) : '';
    }
    count(depth) {
        if (++this.nodes > this.limits.maxNodes || depth >= this.limits.maxDepth)
            throw UNSUPPORTED;
    }
    /** A mapping or sequence whose first line is the current one, indented by `indent`. */
    node(indent, depth, pointer, key) {
        const start = this.pos + indent;
        return this.isDash(start) ? this.sequence(indent, depth, pointer, key) : this.mapping(indent, start, depth, pointer, key);
    }
    /** A block mapping whose keys are at column `column`, the first at offset `at` on the current line. */
    mapping(column, at, depth, pointer, keySpan) {
        this.count(depth);
        this.placeLine(pointer, at, keySpan);
        const object = nullObject();
        let keyStart = at;
        for (;;) {
            const key = this.key(keyStart);
            if (!key || Object.hasOwn(object, key.name))
                throw UNSUPPORTED;
            object[key.name] = this.entryValue(key.after, column, depth + 1, this.child(pointer, key.name), this.spans && [keyStart, key.end]);
            const next = this.nextContent();
            if (next !== column) {
                if (next > column)
                    throw UNSUPPORTED;
                return object;
            }
            keyStart = this.pos + column;
        }
    }
    /** A block sequence whose `-` indicators are at column `column`. */
    sequence(column, depth, pointer, keySpan) {
        this.count(depth);
        this.placeLine(pointer, this.pos + column, keySpan);
        const t = this.text;
        const items = [];
        for (;;) {
            const item = this.child(pointer, items.length);
            let i = this.pos + column + 1;
            while (t.charCodeAt(i) === SPACE)
                i++;
            const c = t.charCodeAt(i);
            if (i >= t.length || c === NEWLINE || c === HASH) {
                this.pos = this.lineEnd(i) + 1;
                const next = this.nextContent();
                if (next > column) {
                    items.push(this.node(next, depth + 1, item, undefined));
                }
                else {
                    this.count(depth + 1);
                    // The full path places an empty entry after the spaces that follow its "-".
                    this.place(item, i, i, undefined);
                    items.push(null);
                }
            }
            else if (this.isDash(i)) {
                // "- - a": a sequence whose first entry starts on this line.
                items.push(this.sequence(i - this.pos, depth + 1, item, undefined));
            }
            else if (this.key(i)) {
                items.push(this.mapping(i - this.pos, i, depth + 1, item, undefined));
            }
            else {
                items.push(this.scalar(i, column, depth + 1, item, undefined));
            }
            const next = this.nextContent();
            if (next === column && this.isDash(this.pos + column))
                continue;
            if (next > column)
                throw UNSUPPORTED;
            return items;
        }
    }
    /** The value after a key's `:` at `after`, for a key at column `column`. */
    entryValue(after, column, depth, pointer, key) {
        const t = this.text;
        let i = after;
        while (t.charCodeAt(i) === SPACE)
            i++;
        const c = t.charCodeAt(i);
        if (i < t.length && c !== NEWLINE && c !== HASH)
            return this.scalar(i, column, depth, pointer, key);
        // Nothing on the key's line: the value is the next, more indented, lines; a sequence may also stand at the key's column.
        this.pos = this.lineEnd(i) + 1;
        const next = this.nextContent();
        if (next > column || (next === column && this.isDash(this.pos + column)))
            return this.node(next, depth, pointer, key);
        this.count(depth);
        // The full path places an empty value after the spaces that follow its ":".
        this.place(pointer, i, i, key);
        return null;
    }
    /**
     * A key at `i` on the current line: its name as the full path spells it, where its text ends and the
     * offset after its `:`; undefined when the line holds no key there.
     */
    key(i) {
        const t = this.text;
        const c = t.charCodeAt(i);
        let name;
        let end;
        let stop;
        if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) {
            const quoted = this.quoted(i);
            name = quoted.value;
            end = quoted.end;
            stop = end;
            while (t.charCodeAt(end) === SPACE)
                end++;
            if (t.charCodeAt(end) !== COLON)
                return undefined;
        }
        else {
            if (INDICATORS.has(c))
                return undefined;
            end = i;
            for (;;) {
                const d = t.charCodeAt(end);
                if (end >= t.length || d === NEWLINE)
                    return undefined;
                if (d === COLON) {
                    const next = t.charCodeAt(end + 1);
                    if (next === SPACE || next === NEWLINE || end + 1 >= t.length)
                        break;
                    // "a:b: c" and URLs as keys are left to the full path (a line that is no key is, in a mapping).
                    return undefined;
                }
                if (d === HASH && t.charCodeAt(end - 1) === SPACE)
                    return undefined;
                end++;
            }
            let last = end;
            while (t.charCodeAt(last - 1) === SPACE)
                last--;
            stop = last;
            const source = t.slice(i, last);
            // A plain "<<" is a merge key, which the full path reports.
            if (source === '<<')
                throw UNSUPPORTED;
            // The key as readers see it: the resolved scalar, as a string ("1.0" is "1", "null" is "").
            name = String(plainValue(source) ?? '');
        }
        // YAML limits an implicit key to 1024 characters.
        if (end - i > 1000)
            throw UNSUPPORTED;
        const next = t.charCodeAt(end + 1);
        if (!(next === SPACE || next === NEWLINE || end + 1 >= t.length))
            throw UNSUPPORTED;
        return { name, end: stop, after: end + 1 };
    }
    /** A single-line quoted scalar starting at `i`: its value and the offset after its closing quote. */
    quoted(i) {
        const t = this.text;
        const quote = t.charCodeAt(i);
        let value = '';
        let from = i + 1;
        for (let j = from;; j++) {
            const c = t.charCodeAt(j);
            if (j >= t.length || c === NEWLINE)
                throw UNSUPPORTED;
            if (quote === SINGLE_QUOTE) {
                if (c !== SINGLE_QUOTE)
                    continue;
                value += t.slice(from, j);
                if (t.charCodeAt(j + 1) !== SINGLE_QUOTE)
                    return { value, end: j + 1 };
                value += "'";
                from = ++j + 1;
            }
            else if (c === DOUBLE_QUOTE) {
                return { value: value + t.slice(from, j), end: j + 1 };
            }
            else if (c === BACKSLASH) {
                value += t.slice(from, j);
                const letter = t[j + 1];
                const simple = yaml_fast_ESCAPES[letter];
                if (simple !== undefined) {
                    value += simple;
                    j++;
                }
                else {
                    const length = letter === 'x' ? 2 : letter === 'u' ? 4 : letter === 'U' ? 8 : 0;
                    const hex = t.slice(j + 2, j + 2 + length);
                    if (length === 0 || hex.length !== length || !HEX_DIGITS.test(hex))
                        throw UNSUPPORTED;
                    const code = Number.parseInt(hex, 16);
                    if (code > 0x10ffff)
                        throw UNSUPPORTED;
                    value += String.fromCodePoint(code);
                    j += 1 + length;
                }
                from = j + 1;
            }
        }
    }
    /**
     * A flow mapping or sequence at `i`, whole on its line: plain scalars of letters, digits and `_./+~$-`
     * (spaces between words), quoted scalars and nested flow collections, `key: value` entries in mappings
     * only, no trailing comma. Its value and the offset after its closing bracket.
     */
    flow(i, depth, pointer) {
        const t = this.text;
        const mapping = t.charCodeAt(i) === OPEN_BRACE;
        const close = mapping ? CLOSE_BRACE : CLOSE_BRACKET;
        const object = nullObject();
        const items = [];
        let j = this.skipSpaces(i + 1);
        if (t.charCodeAt(j) === close)
            return { value: mapping ? object : items, end: j + 1 };
        for (;;) {
            if (mapping) {
                const key = this.flowScalar(j);
                // As in block mappings, a key of more than 1024 characters is the full path's to report.
                if (t.charCodeAt(key.end) !== COLON || t.charCodeAt(key.end + 1) !== SPACE || key.end - j > 1000)
                    throw UNSUPPORTED;
                const name = key.quoted ? key.text : String(plainValue(key.text) ?? '');
                if (Object.hasOwn(object, name) || (!key.quoted && name === '<<'))
                    throw UNSUPPORTED;
                const value = this.flowValue(this.skipSpaces(key.end + 1), depth + 1, this.child(pointer, name), this.spans && [j, key.stop]);
                object[name] = value.value;
                j = value.end;
            }
            else {
                const value = this.flowValue(j, depth + 1, this.child(pointer, items.length), undefined);
                // "[a: 1]" holds a one-entry mapping: left to the full path.
                if (t.charCodeAt(value.end) === COLON)
                    throw UNSUPPORTED;
                items.push(value.value);
                j = value.end;
            }
            const c = t.charCodeAt(j);
            if (c === close)
                return { value: mapping ? object : items, end: j + 1 };
            if (c !== COMMA)
                throw UNSUPPORTED;
            j = this.skipSpaces(j + 1);
            if (t.charCodeAt(j) === close || t.charCodeAt(j) === COMMA)
                throw UNSUPPORTED;
        }
    }
    /** A value inside a flow collection at `i`, and the offset after it and the spaces that follow. */
    flowValue(i, depth, pointer, key) {
        const c = this.text.charCodeAt(i);
        if (c === OPEN_BRACE || c === OPEN_BRACKET) {
            this.count(depth);
            const flow = this.flow(i, depth, pointer);
            this.place(pointer, i, flow.end, key);
            return { value: flow.value, end: this.skipSpaces(flow.end) };
        }
        this.count(depth);
        const scalar = this.flowScalar(i);
        this.place(pointer, i, scalar.stop, key);
        return { value: this.checked(scalar.quoted ? scalar.text : plainValue(scalar.text)), end: scalar.end };
    }
    /**
     * A quoted or plain scalar in a flow collection at `i`: its text (a plain one unresolved), whether it
     * was quoted, where it ends, and the offset after it and the spaces that follow.
     */
    flowScalar(i) {
        const t = this.text;
        const c = t.charCodeAt(i);
        if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) {
            const quoted = this.quoted(i);
            return { text: quoted.value, quoted: true, stop: quoted.end, end: this.skipSpaces(quoted.end) };
        }
        // "- a" would be a block sequence entry.
        if (!FLOW_PLAIN.has(c) || (c === DASH && !FLOW_PLAIN.has(t.charCodeAt(i + 1))))
            throw UNSUPPORTED;
        let last = i + 1;
        let j = last;
        for (;;) {
            while (FLOW_PLAIN.has(t.charCodeAt(j)))
                j++;
            last = j;
            j = this.skipSpaces(j);
            if (j === last || !FLOW_PLAIN.has(t.charCodeAt(j)))
                break;
        }
        return { text: t.slice(i, last), quoted: false, stop: last, end: j };
    }
    skipSpaces(i) {
        let j = i;
        while (this.text.charCodeAt(j) === SPACE)
            j++;
        return j;
    }
    /** After a scalar on its line: nothing but spaces and a comment; moves to the next line. */
    endOfLine(i) {
        const t = this.text;
        let j = i;
        while (t.charCodeAt(j) === SPACE)
            j++;
        const c = t.charCodeAt(j);
        if (j < t.length && c !== NEWLINE && !(c === HASH && j > i))
            throw UNSUPPORTED;
        this.pos = this.lineEnd(j) + 1;
    }
    /** A scalar (or `{}` / `[]`) starting at `i`, inside a node at column `column`: continuation lines are indented more. */
    scalar(i, column, depth, pointer, key) {
        this.count(depth);
        const t = this.text;
        const c = t.charCodeAt(i);
        if (c === DOUBLE_QUOTE || c === SINGLE_QUOTE) {
            const { value, end } = this.quoted(i);
            this.place(pointer, i, end, key);
            this.endOfLine(end);
            return this.checked(value);
        }
        if (c === OPEN_BRACE || c === OPEN_BRACKET) {
            const flow = this.flow(i, depth, pointer);
            this.place(pointer, i, flow.end, key);
            this.endOfLine(flow.end);
            return flow.value;
        }
        if (c === 124 /* | */) {
            this.placeLine(pointer, i, key);
            return this.checked(this.literal(i, column));
        }
        if (c === DASH ? this.isDash(i) : INDICATORS.has(c))
            throw UNSUPPORTED;
        let line = this.plainLine(i);
        let value = t.slice(i, line.last);
        this.pos = line.end + 1;
        if (line.comment) {
            this.place(pointer, i, line.last, key);
            return this.checked(plainValue(value));
        }
        // Continuation lines, indented more than the node: folded with a space, or a newline per blank line between.
        for (;;) {
            let blank = 0;
            let start = this.pos;
            let indent = 0;
            for (;;) {
                if (start >= t.length)
                    break;
                let k = start;
                while (t.charCodeAt(k) === SPACE)
                    k++;
                if (k < t.length && t.charCodeAt(k) !== NEWLINE) {
                    indent = k - start;
                    break;
                }
                blank++;
                start = k + 1;
            }
            const first = start + indent;
            if (start >= t.length || indent <= column || INDICATORS.has(t.charCodeAt(first)))
                break;
            line = this.plainLine(first);
            if (line.comment)
                throw UNSUPPORTED;
            value += (blank === 0 ? ' ' : '\n'.repeat(blank)) + t.slice(first, line.last);
            this.pos = line.end + 1;
        }
        this.place(pointer, i, line.last, key);
        return this.checked(plainValue(value));
    }
    /**
     * A literal block scalar (`|` or `|-`) whose header is at `i`, inside a node at column `column`. Its
     * indentation is its first line's; an indentation indicator, `|+`, leading or whitespace-only lines,
     * and an empty body are left to the full path.
     */
    literal(i, column) {
        const t = this.text;
        let j = i + 1;
        const strip = t.charCodeAt(j) === DASH;
        if (strip)
            j++;
        this.endOfLine(j);
        let indent = -1;
        let value = '';
        let empty = 0;
        while (this.pos < t.length) {
            let k = this.pos;
            while (t.charCodeAt(k) === SPACE)
                k++;
            const atEnd = k >= t.length || t.charCodeAt(k) === NEWLINE;
            if (atEnd && k > this.pos)
                throw UNSUPPORTED;
            if (atEnd) {
                if (indent === -1)
                    throw UNSUPPORTED;
                empty++;
            }
            else {
                if (indent === -1) {
                    indent = k - this.pos;
                    if (indent <= column)
                        throw UNSUPPORTED;
                }
                else if (k - this.pos < indent) {
                    break;
                }
                else {
                    value += '\n'.repeat(empty + 1);
                }
                empty = 0;
                value += t.slice(this.pos + indent, this.lineEnd(k));
            }
            this.pos = this.lineEnd(k) + 1;
        }
        if (indent === -1)
            throw UNSUPPORTED;
        return strip ? value : `${value}\n`;
    }
    /**
     * One line of a plain scalar from `i`: where its text ends (trailing spaces dropped), where the line
     * ends, and whether a comment follows; a `: ` in it (a nested mapping) is left to the full path.
     */
    plainLine(i) {
        const t = this.text;
        let j = i;
        let last = i;
        for (; j < t.length; j++) {
            const c = t.charCodeAt(j);
            if (c === NEWLINE)
                break;
            if (c === SPACE)
                continue;
            if (c === HASH && t.charCodeAt(j - 1) === SPACE)
                return { last, end: this.lineEnd(j), comment: true };
            if (c === COLON) {
                const next = t.charCodeAt(j + 1);
                if (next === SPACE || next === NEWLINE || j + 1 >= t.length)
                    throw UNSUPPORTED;
            }
            last = j + 1;
        }
        return { last, end: j, comment: false };
    }
    checked(value) {
        if (typeof value === 'string' && value.length > this.limits.maxStringLength)
            throw UNSUPPORTED;
        return value;
    }
}

// EXTERNAL MODULE: ./src/parse/lines.ts
var parse_lines = __webpack_require__(2060);
// EXTERNAL MODULE: ./src/parse/located.ts
var located = __webpack_require__(565);
;// CONCATENATED MODULE: ./src/parse/types.ts
const DEFAULT_PARSE_LIMITS = {
    maxDepth: 64,
    maxNodes: 200_000,
    maxStringLength: 1_000_000,
    maxAliases: 1_000,
};

// EXTERNAL MODULE: ./src/util/append.ts
var append = __webpack_require__(2178);
;// CONCATENATED MODULE: ./src/parse/yaml-build.ts




/** A limit passed while building: the build stops, and the reader reports it at `offset`. */
class LimitExceeded extends Error {
    offset;
    pointer;
    constructor(message, offset, pointer) {
        super(message);
        this.offset = offset;
        this.pointer = pointer;
    }
}
class YamlBuilder {
    spans;
    limits;
    problem;
    yaml11;
    nodes = 0;
    aliases = 0;
    resolving = new Set();
    /** Anchors as the walk meets them, so an alias resolves without searching the document again. */
    anchors = new Map();
    /** The yaml library, loaded only once a YAML file needs it (util/lazy-require.ts). */
    yaml = (0,lazy_require/* vendoredYaml */.Xd)();
    constructor(spans, limits, problem, 
    /** A `%YAML 1.1` document, whose consumers apply `<<` merge keys as a matter of course. */
    yaml11) {
        this.spans = spans;
        this.limits = limits;
        this.problem = problem;
        this.yaml11 = yaml11;
    }
    build(node, pointer, depth, key) {
        const range = node.range ?? [0, 0, 0];
        if (!this.spans.has(pointer))
            this.spans.set(pointer, { value: [range[0], range[1]], ...(key ? { key } : {}) });
        if (++this.nodes > this.limits.maxNodes) {
            throw new LimitExceeded(`The document has more than ${this.limits.maxNodes} values (counting YAML alias expansions); mcpdesc stops reading here. Split the descriptor or raise limits.maxNodes.`, range[0], pointer);
        }
        if (depth > this.limits.maxDepth) {
            throw new LimitExceeded(depthMessage(this.limits.maxDepth), range[0], pointer);
        }
        if (this.yaml.isAlias(node))
            return this.alias(node, pointer, depth);
        this.remember(node);
        if (this.yaml.isScalar(node)) {
            if (typeof node.value === 'string' && node.value.length > this.limits.maxStringLength) {
                throw new LimitExceeded(`A string of ${node.value.length} characters is longer than the limit of ${this.limits.maxStringLength}. Shorten it or raise limits.maxStringLength.`, range[0], pointer);
            }
            return normalizeScalar(node.value);
        }
        if (this.yaml.isSeq(node)) {
            return node.items.map((item, index) => (isNode(item) ? this.build(item, (0,util_pointer/* joinPointer */.Kn)(pointer, index), depth + 1) : null));
        }
        if (this.yaml.isMap(node)) {
            // No prototype: a key such as "constructor" or "__proto__" can never resolve to inherited members.
            const object = Object.create(null);
            const merged = [];
            for (const pair of node.items) {
                if (!this.yaml.isPair(pair))
                    continue;
                const keyNode = pair.key;
                if (isMergeKey(keyNode)) {
                    (0,append/* append */.B)(merged, this.merge(keyNode, pair.value, pointer, depth));
                    continue;
                }
                const name = this.keyName(keyNode);
                const keySpan = keyNode?.range ? [keyNode.range[0], keyNode.range[1]] : undefined;
                const child = (0,util_pointer/* joinPointer */.Kn)(pointer, name);
                const duplicate = Object.hasOwn(object, name) && keySpan !== undefined;
                if (duplicate) {
                    this.problem('duplicate-key', `Duplicate key ${JSON.stringify(name)}: this object already has it, and parsers silently keep only one of the values. Remove or rename one of them.`, keySpan[0], keySpan[1], child);
                }
                // The last copy is the value readers keep, so its places win over the first copy's.
                const childValue = duplicate
                    ? this.replacing(child, () => this.value(pair.value, child, depth, keySpan))
                    : this.value(pair.value, child, depth, keySpan);
                yaml_build_define(object, name, childValue);
            }
            // Merged keys fill in what the mapping does not set itself.
            for (const [name, value] of merged)
                if (!Object.hasOwn(object, name))
                    yaml_build_define(object, name, value);
            return object;
        }
        return null;
    }
    value(node, pointer, depth, keySpan) {
        return isNode(node) ? this.build(node, pointer, depth + 1, keySpan) : this.emptyValue(pointer, keySpan);
    }
    /** Builds a subtree whose spans replace any recorded for it before (a duplicate key's second copy). */
    replacing(pointer, build) {
        const outer = this.spans;
        this.spans = new Map();
        try {
            return build();
        }
        finally {
            const inner = this.spans;
            this.spans = outer;
            for (const [key, value] of inner)
                if (key === pointer || key.startsWith(`${pointer}/`))
                    outer.set(key, value);
        }
    }
    /**
     * The entries a `<<` merge key brings: a mapping, an alias of one, or a list of those (earlier ones win).
     * A YAML 1.2 file's readers disagree about them, so there it is also a syntax finding.
     */
    merge(key, value, pointer, depth) {
        const at = key.range?.[0] ?? 0;
        if (!this.yaml11) {
            this.problem('syntax', 'This "<<" merge key is YAML 1.1: some readers (js-yaml, PyYAML, Go) merge the entries in, YAML 1.2 readers (the "yaml" package, and so some MCP tools) keep a key named "<<". Write the entries out, or declare "%YAML 1.1" if every reader of this file merges.', at, at + 2, (0,util_pointer/* joinPointer */.Kn)(pointer, '<<'));
        }
        const sources = this.yaml.isSeq(value) ? value.items : [value];
        const entries = [];
        for (const source of sources) {
            if (!isNode(source))
                continue;
            const built = this.build(source, pointer, depth);
            if (built && typeof built === 'object' && !Array.isArray(built)) {
                for (const [name, item] of Object.entries(built))
                    if (!entries.some(([n]) => n === name))
                        entries.push([name, item]);
            }
        }
        return entries;
    }
    /** A key as readers see it: an alias key is the value it refers to. */
    keyName(key) {
        if (key === null)
            return '';
        if (this.yaml.isAlias(key)) {
            const target = this.anchors.get(key.source);
            return target ? this.keyName(target) : String(key);
        }
        this.remember(key);
        if (this.yaml.isScalar(key))
            return String(key.value ?? '');
        return String(key);
    }
    remember(node) {
        const anchor = node.anchor;
        if (anchor)
            this.anchors.set(anchor, node);
    }
    emptyValue(pointer, key) {
        if (key && !this.spans.has(pointer))
            this.spans.set(pointer, { value: key, key });
        return null;
    }
    alias(node, pointer, depth) {
        if (++this.aliases > this.limits.maxAliases) {
            throw new LimitExceeded(`The document uses more than ${this.limits.maxAliases} YAML aliases; mcpdesc stops reading here. Write the values out or raise limits.maxAliases.`, node.range?.[0] ?? 0, pointer);
        }
        const target = this.yaml.isAlias(node) ? this.anchors.get(node.source) : undefined;
        if (!target)
            return null;
        if (this.resolving.has(target)) {
            throw new LimitExceeded('This YAML alias refers to a node that contains it, which would repeat forever. Remove the self-reference.', node.range?.[0] ?? 0, pointer);
        }
        this.resolving.add(target);
        try {
            return this.build(target, pointer, depth);
        }
        finally {
            this.resolving.delete(target);
        }
    }
}
/** A plain `<<` key. */
function isMergeKey(key) {
    return key !== null && (0,lazy_require/* vendoredYaml */.Xd)().isScalar(key) && key.value === '<<' && key.type === 'PLAIN';
}
/** defineProperty keeps a "__proto__" key an ordinary property instead of changing the prototype. */
function yaml_build_define(object, name, value) {
    Object.defineProperty(object, name, { value, enumerable: true, writable: true, configurable: true });
}
function isNode(value) {
    return value !== null && typeof value === 'object' && 'range' in value;
}
/** YAML may produce bigints or dates for some scalars; descriptors hold JSON values only. */
function normalizeScalar(value) {
    if (typeof value === 'bigint')
        return Number(value);
    if (value instanceof Date)
        return value.toISOString();
    if (value instanceof Uint8Array)
        return Buffer.from(value).toString('base64');
    return value === undefined ? null : value;
}

// EXTERNAL MODULE: ./src/util/printable.ts
var printable = __webpack_require__(1095);
;// CONCATENATED MODULE: ./src/parse/yaml-hints.ts
/**
 * Where a YAML syntax error really is, and what to do about it: the `yaml` library's errors made into
 * mcpdesc's messages, placed at the user's mistake rather than where the parser noticed it.
 */

/** The problem a syntax error becomes: its message, with a hint where one helps, and where it is. */
function yamlSyntaxProblem(source, error) {
    const place = yamlSyntaxPlace(source, error.code, error.message, error.pos[0], error.pos[1]);
    return { message: `YAML syntax error: ${place.text ?? firstLine(error.message)}.${place.hint}`, start: place.start, end: place.end };
}
/**
 * Where a YAML syntax error really is, and what to do about it. The parser puts some errors at the
 * start of a line (a key indented unevenly) or at the end of the file (a flow collection never closed);
 * the user's mistake is at the key, or at the bracket that was opened.
 */
function yamlSyntaxPlace(text, code, message, start, end) {
    if (code === 'BAD_INDENT' && /^All mapping items/.test(message)) {
        let key = start;
        while (text[key] === ' ')
            key++;
        return { start: key, end: key + 1, hint: ' Indent this key with as many spaces as the other keys of its mapping.' };
    }
    const flow = /^Flow (sequence|map) /.exec(message);
    if (code === 'BAD_INDENT' && flow) {
        const open = flow[1] === 'sequence' ? '[' : '{';
        const close = open === '[' ? ']' : '}';
        const opener = unclosedBracket(text, start, open);
        if (opener !== undefined) {
            return { start: opener, end: opener + 1, hint: ` Close this "${open}" with "${close}", or indent the lines inside it further than its key.` };
        }
    }
    if (code === 'BLOCK_AS_IMPLICIT_KEY') {
        // "name: notes" followed by a key indented one step further: YAML reads both lines as one key.
        const key = overIndentedKey(text, start);
        if (key !== undefined) {
            return {
                start: key,
                end: key + 1,
                text: 'this key is indented further than the key above it, so YAML reads the two lines as one',
                hint: ' Indent it with as many spaces as the other keys of its mapping.',
            };
        }
    }
    if (code === 'TAB_AS_INDENT')
        return { start, end, hint: ' Indent with spaces: YAML does not allow tabs in indentation.' };
    if (code === 'BLOCK_AS_IMPLICIT_KEY')
        return { start, end, hint: ' Quote a value that contains ": ", or put the nested mapping on lines of its own.' };
    return { start, end, hint: '' };
}
/** The first character of the line after `offset` when that line is a `key:` indented further than the line of `offset`. */
function overIndentedKey(text, offset) {
    const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
    const next = text.indexOf('\n', offset);
    if (next < 0)
        return undefined;
    const indent = (from) => {
        let i = from;
        while (text[i] === ' ' || (text[i] === '-' && text[i + 1] === ' '))
            i++;
        return i - from;
    };
    const own = indent(lineStart);
    const deeper = indent(next + 1);
    const keyAt = next + 1 + deeper;
    const end = text.indexOf('\n', keyAt);
    const line = text.slice(keyAt, end < 0 ? undefined : end);
    return deeper > own && /^[^\s:#][^:]{0,200}:(\s|$)/.test(line) ? keyAt : undefined;
}
/** The offset of the last `open` bracket before `limit` that no bracket closes, outside quotes and comments; one linear pass. */
function unclosedBracket(text, limit, open) {
    const stack = [];
    let quote;
    for (let i = 0; i < limit; i++) {
        const c = text[i];
        if (quote) {
            if (c === '\\' && quote === '"')
                i++;
            else if (c === quote)
                quote = undefined;
            else if (c === '\n' && quote === "'")
                quote = undefined;
        }
        else if (c === '"' || (c === "'" && /[\s[{,:]/.test(text[i - 1] ?? ' ')))
            quote = c;
        else if (c === '#' && /\s/.test(text[i - 1] ?? ' ')) {
            while (i < limit && text[i] !== '\n')
                i++;
        }
        else if (c === '[' || c === '{')
            stack.push(i);
        else if ((c === ']' || c === '}') && stack.length > 0)
            stack.pop();
    }
    for (let k = stack.length - 1; k >= 0; k--)
        if (text[stack[k]] === open)
            return stack[k];
    return undefined;
}
/** The start of the most indented line (counting "- " and "? " as indentation): where nesting is deepest, on any Node. */
function deepestLine(text) {
    let best = 0;
    let bestDepth = -1;
    let start = 0;
    while (start <= text.length) {
        let end = text.indexOf('\n', start);
        if (end === -1)
            end = text.length;
        let depth = 0;
        for (let i = start; i < end; i++) {
            const c = text.charCodeAt(i);
            if (c === 32)
                depth++;
            else if ((c === 45 || c === 63) && text.charCodeAt(i + 1) === 32) {
                depth += 2;
                i++;
            }
            else
                break;
        }
        if (depth > bestDepth) {
            bestDepth = depth;
            best = start + depth;
        }
        start = end + 1;
    }
    return best;
}
/** The parser's message on one line, without its position, quoting no more than a few characters of the file. */
function firstLine(message) {
    return (0,printable/* shortQuotes */.ob)(message
        .split('\n')[0]
        .replace(/ at line \d+, column \d+:?$/, '')
        .replace(/\.$/, ''));
}

;// CONCATENATED MODULE: ./src/parse/yaml.ts





/** The first document's value, its places written into `spans` and its problems told to `problem`; undefined when it cannot be read. */
function parseYaml(text, spans, limits, problem) {
    // The yaml parser recurses into flow collections, so refuse deep "[[[[" before it can overflow the stack.
    const tooDeep = flowDepthExceeded(text, limits.maxDepth);
    if (tooDeep !== undefined) {
        problem('limits', depthMessage(limits.maxDepth), tooDeep);
        return undefined;
    }
    // A lone CR ends a line in YAML 1.2 as in JSON; the parser reads only LF and CRLF. Same length, so offsets hold.
    const source = text.includes('\r') ? text.replace(/\r(?!\n)/g, '\n') : text;
    // The parser builds a tree of every value before the builder counts them: count them first.
    const tooMany = yamlNodesExceeded(source, limits.maxNodes);
    if (tooMany !== undefined) {
        problem('limits', `The document has more than ${limits.maxNodes} values (counting YAML alias expansions); mcpdesc stops reading here. Split the descriptor or raise limits.maxNodes.`, tooMany);
        return undefined;
    }
    const tooDeepHere = () => problem('limits', depthMessage(limits.maxDepth), deepestLine(source));
    let documents;
    try {
        documents = (0,lazy_require/* vendoredYaml */.Xd)().parseAllDocuments(source, { prettyErrors: false, uniqueKeys: true, strict: true });
    }
    catch (error) {
        // Block nesting the flow pre-check cannot see ("- - - -", deep mappings) overflows the parser's stack.
        if (!(error instanceof RangeError))
            throw error;
        tooDeepHere();
        return undefined;
    }
    const list = Array.isArray(documents) ? documents : [];
    if (list.length === 0)
        return null;
    if (list.length > 1) {
        problem('multiple-documents', `This file holds ${list.length} YAML documents; a descriptor is exactly one. Move the others into files of their own.`, list[1].range?.[0] ?? text.length);
    }
    const [first] = list;
    let syntax = false;
    // The composer turns a stack overflow on deep block nesting into one error per level.
    if (first.errors.some((error) => error.message.includes('Maximum call stack size exceeded'))) {
        tooDeepHere();
        return undefined;
    }
    for (const error of first.errors) {
        // Duplicate keys are reported by the builder, which knows the whole key and its pointer.
        if (error.code === 'DUPLICATE_KEY')
            continue;
        // Later syntax errors are mostly echoes of the first (one bad indent yields two or three): report the first.
        if (syntax)
            break;
        syntax = true;
        const syntaxError = yamlSyntaxProblem(source, error);
        problem('syntax', syntaxError.message, syntaxError.start, syntaxError.end);
    }
    if (syntax)
        return undefined;
    if (!first.contents)
        return null;
    try {
        return new YamlBuilder(spans, limits, problem, first.directives?.yaml.version === '1.1').build(first.contents, '', 0);
    }
    catch (error) {
        if (error instanceof RangeError) {
            tooDeepHere();
            return undefined;
        }
        if (!(error instanceof LimitExceeded))
            throw error;
        problem('limits', error.message, error.offset, error.offset + 1, error.pointer);
        return undefined;
    }
}

;// CONCATENATED MODULE: ./src/parse/parse.ts
/**
 * JSON, JSONC, YAML and TOML into plain values plus a map from JSON Pointer to source offsets, so that
 * rules can report pointers and every finding still lands on an exact line and column. `.json` files are
 * held to strict JSON (json.ts; clean ones take json-fast.ts and read positions only when asked); client
 * configurations are read as JSONC (jsonc.ts), YAML through the `yaml` parser (yaml.ts; clean block YAML
 * takes yaml-fast.ts and reads positions only when asked), TOML through toml.ts. Problems (syntax,
 * duplicate keys, several documents, limits) come back as data, never as exceptions.
 *
 * This module only chooses the parser; the types every parser shares are in types.ts, and it re-exports
 * them (and `parsedFromSpans`) as the parser's public face.
 */













function formatOf(path) {
    return /\.json$/i.test(path) ? 'json' : 'yaml';
}
function parseDocument(rawText, format, limits = DEFAULT_PARSE_LIMITS) {
    // A byte-order mark is not part of the first line's columns.
    const text = rawText.charCodeAt(0) === 0xfeff ? rawText.slice(1) : rawText;
    if (format === 'json') {
        const fast = parseJsonFast(text, limits);
        // Clean JSON needs positions only when a rule reports something: find them then, and only then.
        if (fast) {
            return (0,located/* located */.t4)(text, fast.value, [], jsonLocator(text));
        }
    }
    // The flow-depth check runs first, as in the full path: it refuses some texts the fast path would read.
    if (format === 'yaml' && flowDepthExceeded(text, limits.maxDepth) === undefined) {
        const fast = parseYamlFast(text, limits);
        if (fast) {
            const fully = () => {
                const spans = new Map();
                // The fast path only accepts documents the full path reads without a problem.
                parseYaml(text, spans, limits, () => undefined);
                return spans;
            };
            // The fast reader finds places again at a tenth of the library's cost; whole extents are the library's.
            return (0,located/* located */.t4)(text, fast.value, [], (0,located/* fromSpans */.wI)(() => yamlFastSpans(text, limits) ?? fully()), undefined, (0,located/* fromSpans */.wI)(fully));
        }
    }
    return parseFully(text, format, limits);
}
/** The full parse, with every span and problem: the reference the fast paths are held to (the tests compare them). */
function parseFully(text, format, limits = DEFAULT_PARSE_LIMITS) {
    const lines = new parse_lines/* LineIndex */.r(text);
    const spans = new Map();
    const problems = [];
    const problem = (kind, message, start, end = start + 1, pointer) => problems.push({ kind, message, range: lines.range(start, Math.min(end, lines.lineEnd(start))), ...(pointer === undefined ? {} : { pointer }) });
    let value;
    if (format === 'yaml') {
        value = parseYaml(text, spans, limits, problem);
    }
    else {
        const parse = format === 'json' ? parseJson : format === 'jsonc' ? parseJsonc : parseToml;
        const parsed = parse(text, spans, limits);
        for (const p of parsed.problems)
            problem(p.kind, p.message, p.start, p.end, p.pointer);
        value = parsed.value;
    }
    return (0,located/* located */.t4)(text, value, problems, (0,located/* fromSpans */.wI)(() => spans), lines);
}


/***/ })

};

})
