// mcpdesc chunk 00e4bdf5685d36766e8baed50c2fe8079f0cb93517b49d5c481430f01d9925d3
(function (__mcpdesc_chunk, __mcpdesc_import_meta_url) {"use strict";
__mcpdesc_chunk.id = 8724;
__mcpdesc_chunk.ids = [8724];
__mcpdesc_chunk.modules = {

/***/ 5894:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   f: () => (/* binding */ extractGoTools)
/* harmony export */ });
/* harmony import */ var _parse_string_anchors_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(4893);
/* harmony import */ var _util_pointer_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(6065);
/* harmony import */ var _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8600);
/* harmony import */ var _source_tokens_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(7024);
/* harmony import */ var _tokens_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(2005);





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
/** The text fields of the go-sdk's Prompt, Resource and ResourceTemplate, by their JSON names. */
const TEXT_FIELDS = {
    Name: 'name',
    Title: 'title',
    Description: 'description',
    URI: 'uri',
    URITemplate: 'uriTemplate',
    MIMEType: 'mimeType',
};
/** `goSdk`: the file imports the official go-sdk, which makes a tool's input schema from its handler's argument type. */
function extractGoTools(text, goSdk = false) {
    const tokens = (0,_tokens_js__WEBPACK_IMPORTED_MODULE_1__/* .tokenizeGo */ .i)(text);
    const { tools, prompts, resources, resourceTemplates, spans, names, unread, anchors } = (0,_source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .emptyExtracted */ .SV)();
    const pairs = (0,_source_tokens_js__WEBPACK_IMPORTED_MODULE_2__/* .bracketPairs */ .W)(tokens);
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
    const place = (0,_source_tokens_js__WEBPACK_IMPORTED_MODULE_2__/* .placer */ .G)(tokens, spans);
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
        if (read !== _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV && end > at)
            place(pointer, at, end - 1, key);
        if (typeof read === 'string')
            anchors.set(pointer, stringAnchors(at, end));
        return read;
    };
    const stringAnchors = (from, to) => {
        const pieces = [];
        for (let j = from; j < to; j += 2) {
            const t = tokens[j];
            pieces.push({ anchors: (0,_parse_string_anchors_js__WEBPACK_IMPORTED_MODULE_3__/* .literalAnchors */ .I)(text, t.start + 1, t.end - 1, 0, t.raw === true), length: (t.text ?? '').length });
        }
        return (0,_parse_string_anchors_js__WEBPACK_IMPORTED_MODULE_3__/* .joinedAnchors */ .Q)(pieces);
    };
    const literal = (i, end, pointer, depth) => {
        const t = tokens[i];
        if (!t || end <= i || depth > MAX_DEPTH)
            return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
        if (t.kind === 'string') {
            // "a" + "b" + `c`
            let out = '';
            for (let j = i; j < end; j += 2) {
                if (tokens[j].kind !== 'string' || tokens[j].text === undefined || (j + 1 < end && !op(j + 1, '+')))
                    return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
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
        return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
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
                return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
            const name = jsonName(tokens[j].text);
            const read = value(j + 2, (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(pointer, name), j, depth + 1);
            if (read === _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV)
                return _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV;
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
        const pointer = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)('/tools', String(tools.length));
        const name = value(nameArg, (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(pointer, 'name'));
        if (typeof name !== 'string') {
            unread.push({ start: tokens[nameArg].start, what: 'a tool registration' });
            return;
        }
        if (notCounted(name, open - 1, pointer))
            return;
        const tool = { name };
        const properties = {};
        const required = [];
        const annotations = {};
        const schema = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(pointer, 'inputSchema');
        let spread = -1;
        for (const at of options) {
            const called = option(at);
            const [first, ...rest] = called ? args(called.open) : [];
            if (called?.name === 'WithDescription' && first !== undefined) {
                const description = value(first, (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(pointer, 'description'));
                if (typeof description === 'string')
                    tool.description = description;
                else
                    unread.push({ start: tokens[first].start, what: "the tool's description", pointer: (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(pointer, 'description') });
            }
            else if (called && Object.hasOwn(ANNOTATIONS, called.name) && first !== undefined) {
                const key = ANNOTATIONS[called.name];
                const read = value(first, (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(pointer, 'annotations'), key));
                if (read === _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV)
                    unread.push({ start: tokens[first].start, what: `the tool's ${key}` });
                else
                    annotations[key] = read;
            }
            else if (called && Object.hasOwn(PARAMETERS, called.name) && first !== undefined) {
                const property = parameter(called.name, first, rest, (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(schema, 'properties'));
                if (!property)
                    continue;
                properties[property.name] = property.schema;
                if (property.required)
                    required.push(property.name);
            }
            else if (!called && op(skip(at) - 1, '...'))
                spread = at;
            else
                unread.push({ start: tokens[at].start, what: 'a tool option' });
        }
        // `NewTool(name, opts...)`: a slice of options made elsewhere may set the description, parameters and
        // annotations, so none of them is statically known to be missing.
        if (spread !== -1) {
            const described = tool.description !== undefined;
            unread.push({
                start: tokens[spread].start,
                what: "the tool's options (a slice spread into NewTool)",
                ...(described ? {} : { pointer: (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(pointer, 'description') }),
            });
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
        const at = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(properties, name);
        spans.set(at, { value: [tokens[nameArg].start, tokens[nameArg].end], key: [tokens[nameArg].start, tokens[nameArg].end] });
        const schema = { type: PARAMETERS[kind] };
        let required = false;
        for (const option_ of options) {
            const called = option(option_);
            const values = called ? args(called.open) : [];
            if (called?.name === 'Required')
                required = true;
            else if (called?.name === 'Enum') {
                const list = values.map((v, i) => value(v, (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(at, 'enum'), String(i))));
                if (list.every((v) => typeof v === 'string'))
                    schema.enum = list;
                else
                    unread.push({ start: tokens[option_].start, what: `the enum of parameter ${JSON.stringify(name)}` });
            }
            else if (called && Object.hasOwn(PROPERTY_VALUES, called.name) && values.length === 1) {
                const keyword = PROPERTY_VALUES[called.name];
                const read = value(values[0], (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(at, keyword));
                if (read === _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV)
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
        const pointer = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)('/tools', String(tools.length));
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
                unread.push({ start: tokens[j + 2].start, what: "the tool's inputSchema", pointer: (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(pointer, 'inputSchema') });
            }
            else if (field === 'Name' || field === 'Title' || field === 'Description' || field === 'Annotations') {
                const read = value(j + 2, (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(pointer, key), j);
                if (read === _source_extracted_js__WEBPACK_IMPORTED_MODULE_0__/* .UNKNOWN */ .HV) {
                    if (field === 'Name') {
                        unread.push({ start: tokens[j + 2].start, what: 'a tool registration' });
                        return;
                    }
                    unread.push({ start: tokens[j + 2].start, what: `the tool's ${key}`, pointer: (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(pointer, key) });
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
        if (typeof tool.name !== 'string' || nameAt === -1 || notCounted(tool.name, open, pointer))
            return;
        if (!hasSchema && goSdk)
            unread.push({ start: tokens[open].start, what: "the tool's input schema (made from its handler's argument type)" });
        tool.inputSchema = { type: 'object' };
        place(pointer, open, pairs[open]);
        tools.push(tool);
        names.push(tokens[nameAt].start);
    };
    /** A text argument at `i` read into `item[key]`, or listed as not statically known. */
    const readText = (i, item, pointer, key, what) => {
        const read = value(i, (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(pointer, key));
        if (typeof read === 'string')
            item[key] = read;
        else
            unread.push({ start: tokens[i].start, what: `the ${what}'s ${key}`, pointer: (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(pointer, key) });
    };
    /** mark3labs/mcp-go: `NewPrompt(name, WithPromptDescription(\u2026), WithArgument(name, ArgumentDescription(\u2026), RequiredArgument()))`. */
    const newPrompt = (open) => {
        const [nameArg, ...options] = args(open);
        if (nameArg === undefined)
            return;
        const pointer = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)('/prompts', String(prompts.length));
        const name = value(nameArg, (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(pointer, 'name'));
        if (typeof name !== 'string') {
            unread.push({ start: tokens[nameArg].start, what: 'a prompt registration' });
            return;
        }
        const prompt = { name };
        const list = [];
        for (const at of options) {
            const called = option(at);
            const [first, ...rest] = called ? args(called.open) : [];
            if (called?.name === 'WithPromptDescription' && first !== undefined)
                readText(first, prompt, pointer, 'description', 'prompt');
            else if (called?.name === 'WithArgument' && first !== undefined) {
                const argPointer = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)((0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(pointer, 'arguments'), String(list.length));
                const argName = value(first, (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(argPointer, 'name'));
                if (typeof argName !== 'string') {
                    unread.push({ start: tokens[first].start, what: "a prompt's argument" });
                    continue;
                }
                const argument = { name: argName };
                for (const inner of rest) {
                    const argOption = option(inner);
                    const [value_] = argOption ? args(argOption.open) : [];
                    if (argOption?.name === 'ArgumentDescription' && value_ !== undefined)
                        readText(value_, argument, argPointer, 'description', 'argument');
                    else if (argOption?.name === 'RequiredArgument')
                        argument.required = true;
                }
                place(argPointer, at, pairs[called.open]);
                list.push(argument);
            }
        }
        if (list.length > 0)
            prompt.arguments = list;
        place(pointer, open - 1, pairs[open]);
        prompts.push(prompt);
    };
    /** mcp-go: `NewResource(uri, name, WithResourceDescription(\u2026), WithMIMEType(\u2026))`, `NewResourceTemplate(uriTemplate, name, WithTemplateDescription(\u2026), \u2026)`. */
    const newResource = (open, template) => {
        const [uriArg, nameArg, ...options] = args(open);
        if (uriArg === undefined || nameArg === undefined)
            return;
        const list = template ? resourceTemplates : resources;
        const what = template ? 'resource template' : 'resource';
        const pointer = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(template ? '/resourceTemplates' : '/resources', String(list.length));
        const uriKey = template ? 'uriTemplate' : 'uri';
        const uri = value(uriArg, (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(pointer, uriKey));
        const name = value(nameArg, (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(pointer, 'name'));
        if (typeof uri !== 'string' || typeof name !== 'string') {
            unread.push({ start: tokens[uriArg].start, what: `a ${what} registration` });
            return;
        }
        const item = { [uriKey]: uri, name };
        for (const at of options) {
            const called = option(at);
            const [first] = called ? args(called.open) : [];
            if (first === undefined || !called)
                continue;
            if (called.name === 'WithResourceDescription' || called.name === 'WithTemplateDescription')
                readText(first, item, pointer, 'description', what);
            else if (called.name === 'WithMIMEType' || called.name === 'WithTemplateMIMEType')
                readText(first, item, pointer, 'mimeType', what);
        }
        place(pointer, open - 1, pairs[open]);
        list.push(item);
    };
    /** go-sdk: a `mcp.Prompt{\u2026}`, `mcp.Resource{\u2026}` or `mcp.ResourceTemplate{\u2026}` literal: its text fields. */
    const literalOf = (open, kind) => {
        const list = kind === 'Prompt' ? prompts : kind === 'Resource' ? resources : resourceTemplates;
        const what = kind === 'Prompt' ? 'prompt' : kind === 'Resource' ? 'resource' : 'resource template';
        const pointer = (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(kind === 'Prompt' ? '/prompts' : kind === 'Resource' ? '/resources' : '/resourceTemplates', String(list.length));
        const item = {};
        for (let j = open + 1; j < pairs[open];) {
            if (tokens[j].kind !== 'name' || !op(j + 1, ':'))
                return;
            const key = Object.hasOwn(TEXT_FIELDS, tokens[j].text) ? TEXT_FIELDS[tokens[j].text] : undefined;
            if (key !== undefined) {
                const read = value(j + 2, (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(pointer, key), j);
                if (typeof read === 'string')
                    item[key] = read;
                else
                    unread.push({ start: tokens[j + 2].start, what: `the ${what}'s ${key}`, pointer: (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(pointer, key) });
            }
            else if (tokens[j].text === 'Arguments')
                unread.push({ start: tokens[j + 2].start, what: "the prompt's arguments", pointer: (0,_util_pointer_js__WEBPACK_IMPORTED_MODULE_4__/* .joinPointer */ .Kn)(pointer, 'arguments') });
            j = skip(j + 2);
            if (op(j, ','))
                j++;
        }
        if (typeof item.name !== 'string')
            return;
        place(pointer, open, pairs[open]);
        list.push(item);
    };
    // The tokens in a `for` body: the first `{` at the header's depth whose `}` no body `{` follows (a
    // `range []T{\u2026} {` header holds a composite literal first).
    const looped = new Int32Array(tokens.length + 1);
    for (let i = 0; i < tokens.length; i++) {
        if (!is(i, 'for'))
            continue;
        for (let j = i + 1; j < tokens.length; j++) {
            if (op(j, '(') || op(j, '['))
                j = pairs[j];
            else if (op(j, '{')) {
                if (op(pairs[j] + 1, '{')) {
                    j = pairs[j];
                    continue;
                }
                looped[j]++;
                looped[pairs[j] + 1]--;
                break;
            }
        }
    }
    for (let i = 1; i < tokens.length; i++)
        looped[i] += looped[i - 1];
    const branches = goBranches(tokens, pairs);
    /** Each tool name's registrations so far: the token that names it and its index in `tools`. */
    const registered = new Map();
    /**
     * Why the tool named at token `at` is not counted: the same name registered in another branch of an `if`
     * chain or `switch`, before an early `return` of the branch that made it, or in another function (whether
     * one server gets both is not statically known): then it is listed as not statically known, and what was
     * read of it forgotten.
     */
    const notCounted = (name, at, pointer) => {
        const earlier = registered.get(name) ?? [];
        for (const first of earlier) {
            const why = branches.apart(first.at, at);
            if (why === undefined)
                continue;
            const under = (key) => key === pointer || key.startsWith(`${pointer}/`);
            for (const map of [spans, anchors])
                for (const key of [...map.keys()])
                    if (under(key))
                        map.delete(key);
            for (let k = unread.length - 1; k >= 0; k--)
                if (unread[k].pointer !== undefined && under(unread[k].pointer))
                    unread.splice(k, 1);
            unread.push({
                start: tokens[at].start,
                what: why === 'function'
                    ? `a tool registration (named as tools[${first.index}], in another function: whether one server serves both is not statically known)`
                    : `a tool registration (made instead of tools[${first.index}] in another branch)`,
            });
            return true;
        }
        if (earlier.length < MAX_DEPTH)
            registered.set(name, [...earlier, { at, index: tools.length }]);
        return false;
    };
    /**
     * `x.AddTool(\u2026)` / `mcp.AddTool(server, \u2026)` in a loop with no tool literal among its arguments: the
     * tools it registers are made at run time (a registry's definitions), one per pass.
     */
    const addedInLoop = (i) => {
        if (looped[i] <= 0)
            return;
        for (let j = i + 2; j < pairs[i + 1]; j++)
            if ((is(j, 'NewTool') && op(j + 1, '(')) || (is(j, 'Tool') && op(j - 1, '.') && op(j + 1, '{')))
                return;
        unread.push({ start: tokens[tokens[i - 2]?.kind === 'name' ? i - 2 : i].start, what: 'a tool registration' });
    };
    for (let i = 0; i + 1 < tokens.length; i++) {
        if (is(i, 'AddTool') && op(i - 1, '.') && op(i + 1, '('))
            addedInLoop(i);
        if (is(i, 'NewTool') && op(i + 1, '('))
            newTool(i + 1);
        else if (is(i, 'Tool') && op(i - 1, '.') && op(i + 1, '{'))
            toolLiteral(i + 1);
        else if (is(i, 'NewPrompt') && op(i + 1, '('))
            newPrompt(i + 1);
        else if ((is(i, 'NewResource') || is(i, 'NewResourceTemplate')) && op(i + 1, '('))
            newResource(i + 1, tokens[i].text === 'NewResourceTemplate');
        // Only `mcp.Prompt{\u2026}`: other packages have prompts and resources of their own.
        else if ((is(i, 'Prompt') || is(i, 'Resource') || is(i, 'ResourceTemplate')) && op(i - 1, '.') && is(i - 2, 'mcp') && op(i + 1, '{'))
            literalOf(i + 1, tokens[i].text);
    }
    return { tools, prompts, resources, resourceTemplates, spans, names, unread: unread.sort((a, b) => a.start - b.start), anchors };
}
/** Go's exported field name as the JSON name the SDK gives it: `ReadOnlyHint` \u2192 `readOnlyHint`. */
function jsonName(field) {
    return field.charAt(0).toLowerCase() + field.slice(1);
}
/**
 * Go's control structure as far as telling two registrations apart needs, from tokens alone (Go needs no
 * semicolons): the top-level function each token is in, the branches of `if` chains and `switch`es, and
 * which branch blocks end in a `return`. `apart(a, b)` (a before b) says why both never run in one call:
 * `branch` (other branches, or b after a chain whose branch holding a returns), `function` (different
 * top-level functions, which a server may call one of), or undefined.
 */
function goBranches(tokens, pairs) {
    const op = (i, value) => tokens[i]?.kind === 'op' && tokens[i].text === value;
    const is = (i, value) => tokens[i]?.kind === 'name' && tokens[i].text === value;
    /** The innermost `{` around each token (-1 at the top level), and the outermost. */
    const parent = new Int32Array(tokens.length).fill(-1);
    const outermost = new Int32Array(tokens.length).fill(-1);
    const stack = [];
    for (let j = 0; j < tokens.length; j++) {
        if (op(j, '}'))
            stack.pop();
        parent[j] = stack.length > 0 ? stack[stack.length - 1] : -1;
        outermost[j] = stack.length > 0 ? stack[0] : -1;
        if (op(j, '{'))
            stack.push(j);
    }
    /** The `{` that opens the body of the statement whose keyword is at `i`: the first at its depth not a composite literal's. */
    const body = (i) => {
        for (let j = i + 1; j < tokens.length; j++) {
            if (op(j, '(') || op(j, '['))
                j = pairs[j];
            else if (op(j, '}') || op(j, ')'))
                return -1;
            else if (op(j, '{')) {
                if (!op(pairs[j] + 1, '{'))
                    return j;
                j = pairs[j];
            }
        }
        return -1;
    };
    const functions = new Set();
    /** Each branch block's `{`: its chain (the first `if`, or the switch's `{`) and its label. */
    const branchOf = new Map();
    /** Each `if` chain's first `if`: the last token of the chain. */
    const chainEnd = new Map();
    const chained = new Map();
    const switches = new Set();
    const returning = new Set();
    const caseOf = new Int32Array(tokens.length).fill(-1);
    const lastCase = new Map();
    for (let i = 0; i < tokens.length; i++) {
        if (is(i, 'func') && parent[i] === -1) {
            const open = body(i);
            if (open !== -1)
                functions.add(open);
        }
        else if (is(i, 'if')) {
            const then = body(i);
            if (then === -1)
                continue;
            const { head, position } = chained.get(i) ?? { head: i, position: 0 };
            branchOf.set(then, { head, label: `then ${position}` });
            let end = pairs[then];
            if (is(end + 1, 'else') && op(end + 2, '{')) {
                branchOf.set(end + 2, { head, label: 'else' });
                end = pairs[end + 2];
            }
            else if (is(end + 1, 'else') && is(end + 2, 'if'))
                chained.set(end + 2, { head, position: position + 1 });
            chainEnd.set(head, Math.max(chainEnd.get(head) ?? end, end));
        }
        else if (is(i, 'switch') || is(i, 'select')) {
            const open = body(i);
            if (open !== -1)
                switches.add(open);
        }
        else if (is(i, 'return') && parent[i] !== -1)
            returning.add(parent[i]);
        else if ((is(i, 'case') || is(i, 'default')) && switches.has(parent[i]))
            lastCase.set(parent[i], i);
        if (switches.has(parent[i]))
            caseOf[i] = lastCase.get(parent[i]) ?? -1;
    }
    /** The branches token `i` is in, and the chains whose branch holding it returns (head \u2192 the branch's enclosing block). */
    const placeOf = (i) => {
        const branches = new Map();
        const returnsFrom = [];
        let at = i;
        for (let depth = 0; depth < 256 && at !== -1; depth++) {
            const block = parent[at];
            if (block === -1)
                break;
            const branch = branchOf.get(block);
            if (branch) {
                branches.set(branch.head, branch.label);
                if (returning.has(block))
                    returnsFrom.push(branch.head);
            }
            if (switches.has(block) && caseOf[at] !== -1)
                branches.set(block, `case ${caseOf[at]}`);
            at = block;
        }
        return { branches, returnsFrom };
    };
    const functionOf = (i) => (functions.has(outermost[i]) ? outermost[i] : -1);
    return {
        apart(a, b) {
            if (functionOf(a) !== functionOf(b))
                return 'function';
            const first = placeOf(a);
            const second = placeOf(b).branches;
            for (const [head, label] of first.branches)
                if (second.has(head) && second.get(head) !== label)
                    return 'branch';
            // b after an `if` chain whose branch that made a returns, in the block that holds the chain.
            for (const head of first.returnsFrom) {
                const end = chainEnd.get(head) ?? -1;
                const around = parent[head];
                if (b > end && (around === -1 || b < pairs[around]))
                    return 'branch';
            }
            return undefined;
        },
    };
}


/***/ }),

/***/ 2299:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   I4: () => (/* binding */ goRequirement),
/* harmony export */   O3: () => (/* binding */ officialGoSdk),
/* harmony export */   SW: () => (/* binding */ goSdkVersions),
/* harmony export */   cD: () => (/* binding */ moduleOf),
/* harmony export */   e$: () => (/* binding */ MODULES),
/* harmony export */   nQ: () => (/* binding */ goVersionsOf)
/* harmony export */ });
/* harmony import */ var _source_releases_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(4512);

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
/** Whether the file imports the official go-sdk (else it is read as mcp-go's). */
function officialGoSdk(text) {
    return moduleOf(text) === 'github.com/modelcontextprotocol/go-sdk';
}
function goVersionsOf(module, release) {
    return MODULES[module].firsts.filter(([first]) => (0,_source_releases_js__WEBPACK_IMPORTED_MODULE_0__/* .compareReleases */ .c)(first, release) <= 0).map(([, v]) => v);
}
const MAX_MANIFEST = 1 << 20;
/** The versions of the module the nearest go.mod at or above the file requires; its latest known release when none does. */
function goSdkVersions(path, module, workspace) {
    const segments = path.split('/').slice(0, -1);
    if (workspace && !segments.includes('..')) {
        for (let depth = segments.length; depth >= 0; depth--) {
            const at = [...segments.slice(0, depth), 'go.mod'].join('/');
            const release = goRequirement(workspace, at, module);
            if (release)
                return { versions: goVersionsOf(module, release), from: `${at}: ${module} v${release}` };
        }
    }
    const { latest } = MODULES[module];
    return { versions: goVersionsOf(module, latest), from: `assumed ${module} v${latest}: no go.mod at or above this file requires it` };
}
/** The release of `module` a go.mod at `at` requires, or undefined. */
function goRequirement(workspace, at, module) {
    if (workspace.kind(at) !== 'file')
        return undefined;
    const bytes = workspace.head(at, MAX_MANIFEST);
    if (!bytes || bytes.length >= MAX_MANIFEST)
        return undefined;
    const text = new TextDecoder().decode(bytes);
    const start = text.indexOf(`${module} v`);
    if (start === -1)
        return undefined;
    return /^v(\d{1,9}\.\d{1,9}\.\d{1,9}(?:-[0-9A-Za-z.-]{1,64})?)/.exec(text.slice(start + module.length + 1, start + module.length + 80))?.[1];
}


/***/ }),

/***/ 2005:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   i: () => (/* binding */ tokenizeGo)
/* harmony export */ });
/**
 * Go's tokens, as far as reading tool definitions needs: identifiers, numbers, strings (interpreted,
 * decoded; raw, as written), runes, operators. Comments go to `comments` when it is given. One pass, linear in the text; an
 * unterminated string ends at its line (interpreted) or the file (raw) and the scan goes on.
 */
const NAME_START = /[A-Za-z_\u0080-\uffff]/;
const NAME_PART = /[A-Za-z0-9_\u0080-\uffff]/;
const SIMPLE = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"', a: '\x07', b: '\b', f: '\f', v: '\v' };
function tokenizeGo(text, comments) {
    const tokens = [];
    let i = 0;
    while (i < text.length) {
        const c = text[i];
        if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === ';')
            i++;
        else if (c === '/' && text[i + 1] === '/') {
            const start = i;
            while (i < text.length && text[i] !== '\n')
                i++;
            comments?.push({ body: text.slice(start + 2, i), start, end: i });
        }
        else if (c === '/' && text[i + 1] === '*') {
            const start = i;
            const end = text.indexOf('*/', i + 2);
            i = end === -1 ? text.length : end + 2;
            comments?.push({ body: text.slice(start + 2, end === -1 ? i : end), start, end: i });
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


/***/ })

};

})
