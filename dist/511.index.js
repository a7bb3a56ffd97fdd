export const id = 511;
export const ids = [511];
export const modules = {

/***/ 3892:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  r: () => (/* binding */ extractTools),
  O: () => (/* binding */ scriptKind)
});

// EXTERNAL MODULE: ./src/parse/program.ts
var program = __webpack_require__(6039);
// EXTERNAL MODULE: ./src/util/pointer.ts
var util_pointer = __webpack_require__(6065);
// EXTERNAL MODULE: ./src/formats/source/extracted.ts
var extracted = __webpack_require__(8600);
// EXTERNAL MODULE: ./src/parse/string-anchors.ts
var string_anchors = __webpack_require__(4893);
;// CONCATENATED MODULE: ./src/formats/typescript-source/values.ts



/** How deep a value may nest, and how many constants one read may follow: source is input too. */
const MAX_DEPTH = 32;
/** Reads values of one source file, recording their places in `spans` and what it could not read in `unread`. */
class ValueReader {
    ts;
    file;
    spans;
    unread;
    anchors;
    /** Top-level `const NAME = …` declarations, read on first use. */
    constants;
    /** Names the file may write through or hand away (`writtenNames`), read on the first member access. */
    written;
    constructor(ts, file, spans, unread, 
    /** Where each string value's characters are written, by pointer. */
    anchors = new Map()) {
        this.ts = ts;
        this.file = file;
        this.spans = spans;
        this.unread = unread;
        this.anchors = anchors;
    }
    /** The [start, end) offsets of a node's own text. */
    span(node) {
        return [node.getStart(this.file), node.end];
    }
    place(pointer, node, key) {
        this.spans.set(pointer, { value: this.span(node), ...(key ? { key: this.span(key) } : {}) });
    }
    /**
     * The expression behind parentheses, `as`, `satisfies` and `!`, behind a same-file constant's name, and
     * behind `X.key` / `X["key"]` when `X` is such a constant's object literal that nothing in the file
     * writes to (`constantObject`). One budget of steps bounds each call, however the constants refer to
     * each other.
     */
    resolve(node) {
        return this.resolveWithin(node, { steps: MAX_DEPTH * 2 });
    }
    resolveWithin(node, budget) {
        const { ts } = this;
        let current = node;
        while (budget.steps-- > 0) {
            if (ts.isParenthesizedExpression(current) || ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isNonNullExpression(current))
                current = current.expression;
            else if (ts.isIdentifier(current)) {
                const found = this.constant(current.text);
                if (!found)
                    return current;
                current = found;
            }
            else if (ts.isPropertyAccessExpression(current) || ts.isElementAccessExpression(current)) {
                const member = this.member(current, budget);
                if (!member)
                    return current;
                current = member;
            }
            else
                return current;
        }
        return current;
    }
    /**
     * The value expression of `X.key` or `X["key"]` when `X` resolves to an object literal that a constant
     * the file never writes through holds (`ownedByConstant`): every property written out (no spread, no
     * computed name, no method or accessor that could shadow the key), and the key among them.
     */
    member(access, budget) {
        const { ts } = this;
        const key = ts.isPropertyAccessExpression(access) ? access.name.text : this.elementKey(access.argumentExpression);
        if (key === undefined)
            return undefined;
        const object = this.resolveWithin(access.expression, budget);
        if (!ts.isObjectLiteralExpression(object) || !this.ownedByConstant(object))
            return undefined;
        const property = this.properties(object)?.get(key);
        if (!property)
            return undefined;
        return ts.isPropertyAssignment(property) ? property.initializer : property.name;
    }
    /** A written-out element key: a string or number literal. */
    elementKey(node) {
        const { ts } = this;
        if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isNumericLiteral(node))
            return node.text;
        return undefined;
    }
    /**
     * Whether an object literal is written in a top-level constant's initializer (itself or nested in its
     * literals) and the file never writes through that constant nor hands it away (`writtenNames`).
     */
    ownedByConstant(object) {
        const { ts } = this;
        let node = object;
        for (let hops = 0; hops < MAX_DEPTH; hops++) {
            const parent = node.parent;
            if (ts.isVariableDeclaration(parent)) {
                if (parent.initializer !== node || !ts.isIdentifier(parent.name) || this.constant(parent.name.text) !== node)
                    return false;
                this.written ??= writtenNames(ts, this.file);
                return !this.written.has(parent.name.text);
            }
            const inside = ts.isParenthesizedExpression(parent) ||
                ts.isAsExpression(parent) ||
                ts.isSatisfiesExpression(parent) ||
                ts.isObjectLiteralExpression(parent) ||
                ts.isArrayLiteralExpression(parent) ||
                (ts.isPropertyAssignment(parent) && parent.initializer === node);
            if (!inside)
                return false;
            node = parent;
        }
        return false;
    }
    /** A string, when the expression is statically one; its place is recorded at `pointer`. */
    string(node, pointer, key) {
        const value = this.value(node, pointer, key);
        return typeof value === 'string' ? value : extracted/* UNKNOWN */.HV;
    }
    /** The JSON value of an expression, placed at `pointer`; UNKNOWN when any part of it is computed. */
    value(node, pointer, key, depth = 0) {
        const { ts } = this;
        const at = this.resolve(node);
        if (depth > MAX_DEPTH)
            return extracted/* UNKNOWN */.HV;
        let value = extracted/* UNKNOWN */.HV;
        if (ts.isStringLiteral(at) || ts.isNoSubstitutionTemplateLiteral(at))
            value = at.text;
        else if (ts.isNumericLiteral(at))
            value = Number(at.text);
        else if (at.kind === ts.SyntaxKind.TrueKeyword)
            value = true;
        else if (at.kind === ts.SyntaxKind.FalseKeyword)
            value = false;
        else if (at.kind === ts.SyntaxKind.NullKeyword)
            value = null;
        else if (ts.isPrefixUnaryExpression(at) && at.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(at.operand))
            value = -Number(at.operand.text);
        else if (ts.isBinaryExpression(at) && at.operatorToken.kind === ts.SyntaxKind.PlusToken) {
            const left = this.value(at.left, pointer, undefined, depth + 1);
            const right = this.value(at.right, pointer, undefined, depth + 1);
            value = typeof left === 'string' && typeof right === 'string' ? left + right : extracted/* UNKNOWN */.HV;
        }
        else if (ts.isArrayLiteralExpression(at))
            value = this.array(at, pointer, depth);
        else if (ts.isObjectLiteralExpression(at))
            value = this.object(at, pointer, depth);
        if (value !== extracted/* UNKNOWN */.HV)
            this.place(pointer, at, key);
        if (typeof value === 'string') {
            const anchors = this.stringAnchors(at);
            if (anchors)
                this.anchors.set(pointer, anchors);
        }
        return value;
    }
    /** Where a string expression's characters are written (a literal, a template, `+` of them, through constants). */
    stringAnchors(node, depth = 0) {
        const { ts } = this;
        const at = this.resolve(node);
        if (depth > MAX_DEPTH)
            return undefined;
        if (ts.isStringLiteral(at) || ts.isNoSubstitutionTemplateLiteral(at)) {
            const start = at.getStart(this.file);
            return (0,string_anchors/* literalAnchors */.I)(this.file.text, start + 1, at.end - 1, 0, false);
        }
        if (ts.isBinaryExpression(at) && at.operatorToken.kind === ts.SyntaxKind.PlusToken) {
            const left = this.stringAnchors(at.left, depth + 1);
            const right = this.stringAnchors(at.right, depth + 1);
            const leftText = this.valueOf(at.left);
            if (!left || !right || typeof leftText !== 'string')
                return undefined;
            return (0,string_anchors/* joinedAnchors */.Q)([
                { anchors: left, length: leftText.length },
                { anchors: right, length: 0 },
            ]);
        }
        return undefined;
    }
    /** A string's value, read without recording places. */
    valueOf(node, depth = 0) {
        const { ts } = this;
        const at = this.resolve(node);
        if (depth > MAX_DEPTH)
            return extracted/* UNKNOWN */.HV;
        if (ts.isStringLiteral(at) || ts.isNoSubstitutionTemplateLiteral(at))
            return at.text;
        if (ts.isBinaryExpression(at) && at.operatorToken.kind === ts.SyntaxKind.PlusToken) {
            const left = this.valueOf(at.left, depth + 1);
            const right = this.valueOf(at.right, depth + 1);
            return typeof left === 'string' && typeof right === 'string' ? left + right : extracted/* UNKNOWN */.HV;
        }
        return extracted/* UNKNOWN */.HV;
    }
    array(node, pointer, depth) {
        const out = [];
        for (const element of node.elements) {
            if (this.ts.isSpreadElement(element))
                return extracted/* UNKNOWN */.HV;
            const item = this.value(element, (0,util_pointer/* joinPointer */.Kn)(pointer, String(out.length)), undefined, depth + 1);
            if (item === extracted/* UNKNOWN */.HV)
                return extracted/* UNKNOWN */.HV;
            out.push(item);
        }
        return out;
    }
    object(node, pointer, depth) {
        const out = {};
        for (const property of node.properties) {
            const name = this.propertyName(property);
            if (name === undefined || !this.ts.isPropertyAssignment(property))
                return extracted/* UNKNOWN */.HV;
            const item = this.value(property.initializer, (0,util_pointer/* joinPointer */.Kn)(pointer, name), property.name, depth + 1);
            if (item === extracted/* UNKNOWN */.HV)
                return extracted/* UNKNOWN */.HV;
            out[name] = item;
        }
        return out;
    }
    /** A property's name when it is written out (`a`, `"a"`, `1`) or computed from a same-file string constant (`[NAME]`). */
    propertyName(property) {
        const { ts } = this;
        const name = property.name;
        if (!name)
            return undefined;
        if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name))
            return name.text;
        if (ts.isComputedPropertyName(name)) {
            const at = this.resolve(name.expression);
            if (at !== name.expression && (ts.isStringLiteral(at) || ts.isNoSubstitutionTemplateLiteral(at)))
                return at.text;
        }
        return undefined;
    }
    /** An object literal's properties by name (written-out names only), with the whole literal's spread-free shape. */
    properties(node) {
        const out = new Map();
        for (const property of node.properties) {
            const name = this.propertyName(property);
            if (name === undefined || !(this.ts.isPropertyAssignment(property) || this.ts.isShorthandPropertyAssignment(property)))
                return undefined;
            out.set(name, property);
        }
        return out;
    }
    constant(name) {
        if (!this.constants) {
            const { ts } = this;
            const found = new Map();
            for (const statement of this.file.statements) {
                if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const))
                    continue;
                for (const declaration of statement.declarationList.declarations)
                    if (ts.isIdentifier(declaration.name) && declaration.initializer)
                        found.set(declaration.name.text, declaration.initializer);
            }
            this.constants = found;
        }
        return this.constants.get(name);
    }
}
/** Callees that read an object without changing it or keeping it. */
const READERS = new Set(['Object.keys', 'Object.values', 'Object.entries', 'Object.freeze', 'JSON.stringify']);
/** How far up from a name `writtenNames` looks for the assignment it may be the target of. */
const MAX_CLIMB = 64;
/**
 * Names whose object the file may change: the root of a write (`X.k = …`, `X.k += …`, `X.k++`,
 * `delete X.k`, a destructuring or for-in/of target), or a name used as a value other than through its
 * properties (`Object.assign(X, …)`, `const Y = X`, `f(X)`), which could change it elsewhere. The uses
 * that only read (`Object.keys(X)`, `...X`, `typeof X`, `export { X }`) are not counted. By name, not by
 * scope: a shadowing local that is written makes the constant dynamic too, never the other way round.
 */
function writtenNames(ts, file) {
    const out = new Set();
    const stack = [file];
    while (stack.length > 0) {
        const node = stack.pop();
        ts.forEachChild(node, (child) => {
            stack.push(child);
        });
        if (!ts.isIdentifier(node) || !node.parent || out.has(node.text))
            continue;
        if (mayChange(ts, node))
            out.add(node.text);
    }
    return out;
}
function mayChange(ts, name) {
    let node = name;
    let parent = name.parent;
    if (ts.isShorthandPropertyAssignment(parent))
        return true;
    // Names that are no value read here: declarations, property names, labels, types, import and export lists.
    const named = parent;
    if (named.name === name || named.propertyName === name)
        return false;
    if (ts.isTypeQueryNode(parent) || ts.isQualifiedName(parent) || ts.isTypeReferenceNode(parent) || ts.isExpressionWithTypeArguments(parent))
        return false;
    if (ts.isBreakOrContinueStatement(parent) || ts.isLabeledStatement(parent))
        return false;
    // Up the access chain it roots.
    let accessed = false;
    for (let hops = 0;; hops++) {
        if (hops > MAX_CLIMB)
            return true;
        const wrapped = ts.isParenthesizedExpression(parent) || ts.isAsExpression(parent) || ts.isSatisfiesExpression(parent) || ts.isNonNullExpression(parent);
        const access = (ts.isPropertyAccessExpression(parent) || ts.isElementAccessExpression(parent)) && parent.expression === node;
        if (!wrapped && !access)
            break;
        accessed ||= access;
        node = parent;
        parent = parent.parent;
    }
    if (ts.isDeleteExpression(parent))
        return true;
    if ((ts.isPrefixUnaryExpression(parent) || ts.isPostfixUnaryExpression(parent)) &&
        (parent.operator === ts.SyntaxKind.PlusPlusToken || parent.operator === ts.SyntaxKind.MinusMinusToken))
        return true;
    if (isAssignmentTarget(ts, node))
        return true;
    if (accessed)
        return false;
    if (ts.isSpreadAssignment(parent) || ts.isTypeOfExpression(parent) || ts.isExportSpecifier(parent) || ts.isExportAssignment(parent))
        return false;
    if (ts.isCallExpression(parent) && parent.arguments.includes(node))
        return !reads(ts, parent.expression);
    return true;
}
/** `Object.keys` and the other callees in READERS. */
function reads(ts, callee) {
    return ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && READERS.has(`${callee.expression.text}.${callee.name.text}`);
}
/** Whether a node is written by an assignment, directly or inside a destructuring pattern, or by for-in/of. */
function isAssignmentTarget(ts, start) {
    let node = start;
    for (let hops = 0; hops < MAX_CLIMB; hops++) {
        const parent = node.parent;
        if (!parent)
            return false;
        if (ts.isBinaryExpression(parent))
            return parent.left === node && parent.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && parent.operatorToken.kind <= ts.SyntaxKind.LastAssignment;
        if ((ts.isForInStatement(parent) || ts.isForOfStatement(parent)) && parent.initializer === node)
            return true;
        const pattern = ts.isArrayLiteralExpression(parent) ||
            ts.isObjectLiteralExpression(parent) ||
            ts.isSpreadElement(parent) ||
            ts.isParenthesizedExpression(parent) ||
            (ts.isPropertyAssignment(parent) && parent.initializer === node);
        if (!pattern)
            return false;
        node = parent;
    }
    return true;
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/zod.ts


const BASE = {
    string: { type: 'string' },
    number: { type: 'number' },
    boolean: { type: 'boolean' },
    any: {},
    unknown: {},
};
/** Links that keep the schema as it is (refinements no JSON Schema keyword says). */
const NEUTRAL = new Set(['trim', 'toLowerCase', 'toUpperCase', 'strict', 'passthrough', 'readonly']);
const FORMATS = { url: 'uri', email: 'email', uuid: 'uuid', datetime: 'date-time' };
/** A raw shape `{ a: z.string(), … }` (the SDK's `paramsSchema`) as an object schema placed at `pointer`. */
function shapeSchema(reader, node, pointer) {
    const properties = {};
    const required = [];
    reader.place(pointer, node);
    const props = (0,util_pointer/* joinPointer */.Kn)(pointer, 'properties');
    for (const property of node.properties) {
        const name = reader.propertyName(property);
        const at = (0,util_pointer/* joinPointer */.Kn)(props, name ?? '');
        if (name === undefined || !reader.ts.isPropertyAssignment(property)) {
            reader.unread.push({ node: property, what: 'a parameter' });
            continue;
        }
        const read = zodSchema(reader, property.initializer, at, property.name);
        if (!read) {
            reader.unread.push({ node: property.initializer, what: `the schema of parameter ${JSON.stringify(name)}` });
            properties[name] = zodDescription(reader, property.initializer, at, property.name) ?? {};
            reader.place(at, property.initializer, property.name);
            continue;
        }
        properties[name] = read.schema;
        if (!read.optional)
            required.push(name);
    }
    return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}
/** A zod chain's schema placed at `pointer`, or undefined when a link of it is not one mcpdesc reads. */
function zodSchema(reader, node, pointer, key, depth = 0) {
    const { ts } = reader;
    const at = reader.resolve(node);
    if (depth > 32 || !ts.isCallExpression(at) || !ts.isPropertyAccessExpression(at.expression))
        return undefined;
    const link = at.expression.name.text;
    const target = at.expression.expression;
    const args = at.arguments;
    let read;
    // `z.string()` and `z.coerce.number()` start a chain; anything else called on is a link of one.
    if (isZodRoot(ts, reader, target))
        read = base(reader, link, args, pointer, depth);
    else {
        const inner = zodSchema(reader, target, pointer, key, depth + 1);
        read = inner && modify(reader, inner, link, args, pointer);
    }
    if (read)
        reader.place(pointer, at, key);
    return read;
}
/**
 * The description a chain mcpdesc cannot read whole still gives (`custom.describe("…")`): the text a
 * client shows the model, which the security rules read all the same. Undefined when it has none.
 */
function zodDescription(reader, node, pointer, key, depth = 0) {
    const { ts } = reader;
    const at = reader.resolve(node);
    if (depth > 32 || !ts.isCallExpression(at) || !ts.isPropertyAccessExpression(at.expression))
        return undefined;
    if (at.expression.name.text === 'describe' && at.arguments.length === 1) {
        const text = reader.string(at.arguments[0], (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'));
        if (text === extracted/* UNKNOWN */.HV)
            return undefined;
        reader.place(pointer, at, key);
        return { description: text };
    }
    return zodDescription(reader, at.expression.expression, pointer, key, depth + 1);
}
function isZodRoot(ts, reader, target) {
    if (ts.isIdentifier(target))
        return !ts.isCallExpression(reader.resolve(target));
    return ts.isPropertyAccessExpression(target) && target.name.text === 'coerce' && ts.isIdentifier(target.expression);
}
function base(reader, link, args, pointer, depth) {
    const { ts } = reader;
    if (Object.hasOwn(BASE, link) && args.length === 0)
        return { schema: { ...BASE[link] }, optional: false };
    if (link === 'enum' && args.length === 1) {
        const values = reader.value(args[0], (0,util_pointer/* joinPointer */.Kn)(pointer, 'enum'));
        if (!Array.isArray(values) || !values.every((v) => typeof v === 'string'))
            return undefined;
        return { schema: { type: 'string', enum: values }, optional: false };
    }
    if (link === 'literal' && args.length === 1) {
        const value = reader.value(args[0], (0,util_pointer/* joinPointer */.Kn)(pointer, 'const'));
        return value === extracted/* UNKNOWN */.HV ? undefined : { schema: { const: value }, optional: false };
    }
    if (link === 'array' && args.length === 1) {
        const items = zodSchema(reader, args[0], (0,util_pointer/* joinPointer */.Kn)(pointer, 'items'), undefined, depth + 1);
        return items && { schema: { type: 'array', items: items.schema }, optional: false };
    }
    if (link === 'object' && args.length === 1) {
        const shape = reader.resolve(args[0]);
        return ts.isObjectLiteralExpression(shape) ? { schema: shapeSchema(reader, shape, pointer), optional: false } : undefined;
    }
    return undefined;
}
function modify(reader, inner, link, args, pointer) {
    const { schema } = inner;
    const number = (field) => {
        const value = args.length >= 1 ? reader.value(args[0], (0,util_pointer/* joinPointer */.Kn)(pointer, field)) : extracted/* UNKNOWN */.HV;
        return typeof value === 'number' ? { ...inner, schema: { ...schema, [field]: value } } : undefined;
    };
    if (NEUTRAL.has(link))
        return inner;
    if (link === 'optional' || link === 'nullish')
        return { ...inner, optional: true };
    if (link === 'describe' && args.length === 1) {
        const text = reader.string(args[0], (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'));
        return text === extracted/* UNKNOWN */.HV ? undefined : { ...inner, schema: { ...schema, description: text } };
    }
    if (link === 'default' && args.length === 1) {
        const value = reader.value(args[0], (0,util_pointer/* joinPointer */.Kn)(pointer, 'default'));
        return value === extracted/* UNKNOWN */.HV ? undefined : { schema: { ...schema, default: value }, optional: true };
    }
    if (link === 'int' && schema.type === 'number')
        return { ...inner, schema: { ...schema, type: 'integer' } };
    if (Object.hasOwn(FORMATS, link) && schema.type === 'string')
        return { ...inner, schema: { ...schema, format: FORMATS[link] } };
    const isString = schema.type === 'string';
    const isNumber = schema.type === 'number' || schema.type === 'integer';
    if (link === 'length' && isString) {
        const value = args.length === 1 ? reader.value(args[0], (0,util_pointer/* joinPointer */.Kn)(pointer, 'minLength')) : extracted/* UNKNOWN */.HV;
        return typeof value === 'number' ? { ...inner, schema: { ...schema, minLength: value, maxLength: value } } : undefined;
    }
    const bound = schema.type === 'array' ? 'Items' : isString ? 'Length' : isNumber ? '' : undefined;
    if ((link === 'min' || link === 'max') && bound !== undefined)
        return number(bound === '' ? (link === 'min' ? 'minimum' : 'maximum') : `${link}${bound}`);
    return undefined;
}

;// CONCATENATED MODULE: ./src/formats/typescript-source/extract.ts





/** Keys of a registerTool config the SDK passes on as they are written. */
const PLAIN_KEYS = ['title', 'description', 'annotations', '_meta'];
/** fastmcp's registration methods, by the list each adds to: one definition, or an array of them. */
const FASTMCP_KINDS = {
    addTool: 'tools',
    addPrompt: 'prompts',
    addResource: 'resources',
    addResourceTemplate: 'resourceTemplates',
};
const FASTMCP_LISTS = {
    addTools: 'tools',
    addPrompts: 'prompts',
    addResources: 'resources',
    addResourceTemplates: 'resourceTemplates',
};
/** A fastmcp tool's Standard Schema keys, by the field of the tool it lists. */
const FASTMCP_SCHEMAS = { parameters: 'inputSchema', outputSchema: 'outputSchema' };
const FASTMCP_NOUNS = {
    tools: 'tool',
    prompts: 'prompt',
    resources: 'resource',
    resourceTemplates: 'resource template',
};
/** Keys of a fastmcp definition read (a tool's `parameters` becomes its `inputSchema`). */
const FASTMCP_KEYS = {
    tools: ['description', 'parameters', 'outputSchema', 'annotations', '_meta'],
    prompts: ['description', 'arguments'],
    resources: ['description', 'mimeType'],
    resourceTemplates: ['description', 'mimeType'],
};
/** tmcp's `server.tool({ name, title, description, schema, outputSchema, annotations, _meta }, execute)`: its keys read, and its Standard Schemas. */
const TMCP_TOOL_KEYS = ['title', 'description', 'schema', 'outputSchema', 'annotations', '_meta'];
const TMCP_SCHEMAS = { schema: 'inputSchema', outputSchema: 'outputSchema' };
/** Keys of a prompt's and a resource's metadata the SDK passes on as they are written. */
const PROMPT_KEYS = ['title', 'description', '_meta'];
const RESOURCE_KEYS = ['title', 'description', 'mimeType', '_meta'];
function extractTools(ts, path, text) {
    const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, scriptKind(ts, path));
    const spans = new Map();
    const unread = [];
    const reader = new ValueReader(ts, file, spans, unread);
    const tools = [];
    const prompts = [];
    const resources = [];
    const resourceTemplates = [];
    const names = [];
    const fastmcp = importsModule(ts, file, (module) => module === 'fastmcp' || module.startsWith('fastmcp/')).imported;
    const tmcp = importsModule(ts, file, (module) => module === 'tmcp' || module.startsWith('tmcp/')).imported;
    const zodNames = fastmcp || tmcp ? importsModule(ts, file, (module) => module === 'zod' || module.startsWith('zod/')).names : new Set();
    const toolType = sdkToolType(ts, file);
    const azure = importsModule(ts, file, (module) => module === '@azure/functions').imported;
    /** The object literals read as tools, so one a handler returns and its declaration names is counted once. */
    const readTools = new Set();
    const add = (tool, name) => {
        tools.push(tool);
        names.push(name);
        return (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length - 1));
    };
    const visit = (node) => {
        if (toolType.names.size + toolType.namespaces.size > 0)
            typedDefinition(node);
        if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
            const method = node.expression.name.text;
            if (method === 'tool' && node.arguments.length >= 2 && tmcp && ts.isObjectLiteralExpression(reader.resolve(node.arguments[0])))
                fastmcpDefinition(node.arguments[0], 'tools', node, TMCP_TOOL_KEYS, TMCP_SCHEMAS);
            else if (method === 'tool' && node.arguments.length >= 2)
                registration(node, false);
            else if (method === 'registerTool' && node.arguments.length >= 2)
                registration(node, true);
            else if (method === 'setRequestHandler' && node.arguments.length === 2 && namesListTools(ts, node.arguments[0]))
                listHandler(node.arguments[1]);
            else if ((method === 'prompt' || method === 'registerPrompt') && node.arguments.length >= 2)
                prompt(node, method === 'registerPrompt');
            else if ((method === 'resource' || method === 'registerResource') && node.arguments.length >= 3)
                resource(node, method === 'registerResource');
            else if (fastmcp && Object.hasOwn(FASTMCP_KINDS, method) && node.arguments.length === 1)
                fastmcpDefinition(node.arguments[0], FASTMCP_KINDS[method], node);
            else if (fastmcp && Object.hasOwn(FASTMCP_LISTS, method) && node.arguments.length === 1)
                fastmcpList(node.arguments[0], FASTMCP_LISTS[method]);
            else if (azure && method === 'mcpTool' && node.arguments.length === 2)
                azureTool(node);
        }
    };
    /**
     * An object literal declared as the SDK's `Tool` (`const t: Tool = {…}`, a class property, `{…} satisfies
     * Tool`, `{…} as Tool`) or an element of one declared as `Tool[]`: a tool definition of this file, whichever
     * module's handler returns it. An element that names a definition elsewhere is that definition's file's.
     */
    const typedDefinition = (node) => {
        let type;
        let value;
        if ((ts.isVariableDeclaration(node) || ts.isPropertyDeclaration(node)) && node.type && node.initializer) {
            type = node.type;
            value = node.initializer;
        }
        else if (ts.isSatisfiesExpression(node) || ts.isAsExpression(node)) {
            type = node.type;
            value = node.expression;
        }
        if (!type || !value)
            return;
        const kind = toolTypeKind(ts, type, toolType);
        const at = kind && stripped(ts, value);
        if (kind === 'tool' && at && ts.isObjectLiteralExpression(at))
            literalTool(at);
        else if (kind === 'list' && at && ts.isArrayLiteralExpression(at))
            for (const element of at.elements)
                if (ts.isObjectLiteralExpression(stripped(ts, element)))
                    literalTool(element);
    };
    /** fastmcp's `addTools([…])`, `addPrompts`, `addResources`, `addResourceTemplates`: each item of a literal array. */
    const fastmcpList = (arg, kind) => {
        const array = reader.resolve(arg);
        if (!ts.isArrayLiteralExpression(array))
            unread.push({ node: arg, what: `a list of ${FASTMCP_NOUNS[kind]}s` });
        else
            for (const element of array.elements)
                fastmcpDefinition(element, kind, element);
    };
    /**
     * fastmcp's `server.addTool({ name, description, parameters, outputSchema, annotations, execute })` and
     * its `addPrompt`, `addResource` and `addResourceTemplate`: one object literal each, read as the SDK's
     * registrations are. An object built elsewhere (a loop's item, a function's result) is not read.
     * `site` is the call (or array item) that registers it, for the branches it is made in. tmcp's
     * `server.tool({ name, description, schema }, execute)` is read the same way, with its own `keys` and `schemas`.
     */
    const fastmcpDefinition = (arg, kind, site, keys = FASTMCP_KEYS[kind], schemas = FASTMCP_SCHEMAS) => {
        const object = reader.resolve(arg);
        const properties = ts.isObjectLiteralExpression(object) ? reader.properties(object) : undefined;
        const field = (key) => {
            const property = properties?.get(key);
            return property && { value: ts.isPropertyAssignment(property) ? property.initializer : property.name, key: property.name };
        };
        const nameAt = field('name');
        const uriKey = kind === 'resourceTemplates' ? 'uriTemplate' : kind === 'resources' ? 'uri' : undefined;
        const uriAt = uriKey ? field(uriKey) : undefined;
        const list = { tools, prompts, resources, resourceTemplates }[kind];
        const pointer = (0,util_pointer/* joinPointer */.Kn)(`/${kind}`, String(list.length));
        const name = nameAt ? reader.string(nameAt.value, (0,util_pointer/* joinPointer */.Kn)(pointer, 'name'), nameAt.key) : extracted/* UNKNOWN */.HV;
        const uri = uriKey && uriAt ? reader.string(uriAt.value, (0,util_pointer/* joinPointer */.Kn)(pointer, uriKey), uriAt.key) : extracted/* UNKNOWN */.HV;
        if (!properties || !nameAt || name === extracted/* UNKNOWN */.HV || (uriKey && uri === extracted/* UNKNOWN */.HV)) {
            retract(pointer);
            unread.push({ node: arg, what: `a ${FASTMCP_NOUNS[kind]} registration` });
            return;
        }
        const item = uriKey ? { [uriKey]: uri, name } : { name };
        reader.place(pointer, object);
        for (const key of keys) {
            const at = field(key);
            if (!at)
                continue;
            const schema = kind === 'tools' ? schemas[key] : undefined;
            const target = (0,util_pointer/* joinPointer */.Kn)(pointer, schema ?? key);
            const read = schema ? standardSchema(at.value, target, at.key) : reader.value(at.value, target, at.key);
            if (read === extracted/* UNKNOWN */.HV)
                unread.push({ node: at.value, what: `the ${FASTMCP_NOUNS[kind]}'s ${key}`, pointer: target });
            else
                item[schema ?? key] = read;
        }
        if (kind === 'tools')
            keep(site, item, pointer, reader.span(reader.resolve(nameAt.value)));
        else
            list.push(item);
    };
    /**
     * A fastmcp tool's `parameters` or `outputSchema` (a tmcp tool's `schema`): any Standard Schema. A zod one (its chain starts at a name imported
     * from `zod`) is read as the SDK's; valibot's, arktype's or any other library's is not statically known.
     */
    const standardSchema = (node, pointer, key) => {
        let at = reader.resolve(node);
        for (let step = 0; step < 64; step++) {
            if (ts.isCallExpression(at) || ts.isPropertyAccessExpression(at))
                at = at.expression;
            else if (ts.isIdentifier(at) && reader.resolve(at) !== at)
                at = reader.resolve(at);
            else
                break;
        }
        if (!ts.isIdentifier(at) || !zodNames.has(at.text))
            return extracted/* UNKNOWN */.HV;
        return schemaOf(node, pointer, key) ?? extracted/* UNKNOWN */.HV;
    };
    /**
     * `prompt(name, description?, argsSchema?, callback)` or `registerPrompt(name, { title, description,
     * argsSchema }, callback)`. `prompt` is a common method name, so a call whose name is not a string is
     * taken for some other library's and left alone.
     */
    const prompt = (call, modern) => {
        const [nameNode, ...rest] = call.arguments;
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/prompts', String(prompts.length));
        const name = reader.string(nameNode, (0,util_pointer/* joinPointer */.Kn)(pointer, 'name'));
        if (name === extracted/* UNKNOWN */.HV) {
            if (modern)
                unread.push({ node: nameNode, what: 'a prompt registration' });
            return;
        }
        const item = { name };
        reader.place(pointer, call);
        const args = rest.slice(0, -1);
        if (modern) {
            const properties = metadata(args[0], item, pointer, 'prompt', PROMPT_KEYS);
            const schema = properties?.get('argsSchema');
            if (schema)
                argumentsOf(ts.isPropertyAssignment(schema) ? schema.initializer : schema.name, item, pointer);
        }
        else {
            for (const [index, arg] of args.entries()) {
                if (index === 0 && !ts.isObjectLiteralExpression(reader.resolve(arg))) {
                    const description = reader.string(arg, (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'));
                    if (description === extracted/* UNKNOWN */.HV)
                        unread.push({ node: arg, what: "the prompt's description", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'description') });
                    else
                        item.description = description;
                }
                else
                    argumentsOf(arg, item, pointer);
            }
        }
        prompts.push(item);
    };
    /** A prompt's argsSchema (a zod raw shape) as its `arguments`: each with its description, required unless optional. */
    const argumentsOf = (node, item, pointer) => {
        const shape = reader.resolve(node);
        if (!ts.isObjectLiteralExpression(shape)) {
            unread.push({ node, what: "the prompt's arguments", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'arguments') });
            return;
        }
        // Read as an input schema, then moved to the prompt's arguments: a prompt's arguments have no types.
        const scratch = (0,util_pointer/* joinPointer */.Kn)(pointer, 'argsSchema');
        const before = unread.length;
        const schema = shapeSchema(reader, shape, scratch);
        (0,program/* dropArgumentTypes */.cv)(unread, before);
        item.arguments = (0,extracted/* argumentsFromSchema */.yg)(schema, scratch, pointer, spans, reader.anchors);
    };
    /**
     * `resource(name, uri | template, metadata?, callback)` or `registerResource(name, uri | template,
     * metadata, callback)`: a resource, or a resource template for `new ResourceTemplate(uriTemplate, …)`.
     */
    const resource = (call, modern) => {
        const [nameNode, uriNode, ...rest] = call.arguments;
        const target = reader.resolve(uriNode);
        const template = ts.isNewExpression(target) && ts.isIdentifier(target.expression) && target.expression.text === 'ResourceTemplate';
        const list = template ? resourceTemplates : resources;
        const what = template ? 'resource template' : 'resource';
        const pointer = (0,util_pointer/* joinPointer */.Kn)(template ? '/resourceTemplates' : '/resources', String(list.length));
        const name = reader.string(nameNode, (0,util_pointer/* joinPointer */.Kn)(pointer, 'name'));
        const uriKey = template ? 'uriTemplate' : 'uri';
        const uriAt = template ? target.arguments?.[0] : uriNode;
        const uri = uriAt ? reader.string(uriAt, (0,util_pointer/* joinPointer */.Kn)(pointer, uriKey)) : extracted/* UNKNOWN */.HV;
        if (name === extracted/* UNKNOWN */.HV || uri === extracted/* UNKNOWN */.HV) {
            if (modern)
                unread.push({ node: name === extracted/* UNKNOWN */.HV ? nameNode : uriNode, what: `a ${what} registration` });
            return;
        }
        const item = { [uriKey]: uri, name };
        reader.place(pointer, call);
        const args = rest.slice(0, -1);
        if (args.length > 0)
            metadata(args[0], item, pointer, what, RESOURCE_KEYS);
        list.push(item);
    };
    /** A prompt's or resource's metadata object: its `keys` read into `item`; its properties, for what else it holds. */
    const metadata = (node, item, pointer, what, keys) => {
        const config = node && reader.resolve(node);
        const properties = config && ts.isObjectLiteralExpression(config) ? reader.properties(config) : undefined;
        if (!node || !properties) {
            if (node)
                unread.push({ node, what: `the ${what}'s metadata` });
            return undefined;
        }
        for (const [key, property] of properties) {
            if (!keys.includes(key))
                continue;
            const value = ts.isPropertyAssignment(property) ? property.initializer : property.name;
            const read = reader.value(value, (0,util_pointer/* joinPointer */.Kn)(pointer, key), property.name);
            if (read === extracted/* UNKNOWN */.HV)
                unread.push({ node: value, what: `the ${what}'s ${key}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, key) });
            else
                item[key] = read;
        }
        return properties;
    };
    /**
     * Azure Functions' `app.mcpTool('function', { toolName, description, toolProperties, handler })`
     * (`@azure/functions` 4.x): the tool is `toolName` (the first argument names the function, not the
     * tool); `toolProperties` is a shape of `arg.string().describe(…)` chains, read as zod's, or the
     * older array of `{ propertyName, propertyType, description }`.
     */
    const azureTool = (call) => {
        const config = reader.resolve(call.arguments[1]);
        const properties = ts.isObjectLiteralExpression(config) ? reader.properties(config) : undefined;
        const field = (key) => {
            const property = properties?.get(key);
            return property && { value: ts.isPropertyAssignment(property) ? property.initializer : property.name, key: property.name };
        };
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        const nameAt = field('toolName');
        const name = nameAt ? reader.string(nameAt.value, (0,util_pointer/* joinPointer */.Kn)(pointer, 'name'), nameAt.key) : extracted/* UNKNOWN */.HV;
        if (!nameAt || name === extracted/* UNKNOWN */.HV) {
            retract(pointer);
            unread.push({ node: nameAt?.value ?? call.arguments[1], what: 'a tool registration' });
            return;
        }
        const tool = { name };
        reader.place(pointer, call);
        const description = field('description');
        if (description) {
            const read = reader.string(description.value, (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'), description.key);
            if (read === extracted/* UNKNOWN */.HV)
                unread.push({ node: description.value, what: "the tool's description", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'description') });
            else
                tool.description = read;
        }
        const shape = field('toolProperties');
        if (shape) {
            const at = (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema');
            const value = reader.resolve(shape.value);
            const schema = ts.isArrayLiteralExpression(value) ? propertyList(value, at) : schemaOf(shape.value, at, shape.key);
            if (schema)
                tool.inputSchema = schema;
            else
                unread.push({ node: shape.value, what: "the tool's toolProperties", pointer: at });
        }
        keep(call, tool, pointer, reader.span(reader.resolve(nameAt.value)));
    };
    /** The older `toolProperties: [{ propertyName, propertyType, description }]` as an object schema; undefined unless every item is literal. */
    const propertyList = (list, pointer) => {
        const out = {};
        const props = (0,util_pointer/* joinPointer */.Kn)(pointer, 'properties');
        for (const element of list.elements) {
            const item = reader.resolve(element);
            const fields = ts.isObjectLiteralExpression(item) ? reader.properties(item) : undefined;
            const named = fields?.get('propertyName');
            const key = named && ts.isPropertyAssignment(named) ? reader.string(named.initializer, '') : extracted/* UNKNOWN */.HV;
            if (!fields || key === extracted/* UNKNOWN */.HV)
                return undefined;
            const property = {};
            const at = (0,util_pointer/* joinPointer */.Kn)(props, key);
            for (const [field, target] of [
                ['propertyType', 'type'],
                ['description', 'description'],
            ]) {
                const given = fields.get(field);
                if (!given || !ts.isPropertyAssignment(given))
                    continue;
                const read = reader.string(given.initializer, (0,util_pointer/* joinPointer */.Kn)(at, target), given.name);
                if (read === extracted/* UNKNOWN */.HV)
                    unread.push({ node: given.initializer, what: `the ${field} of parameter ${JSON.stringify(key)}`, pointer: (0,util_pointer/* joinPointer */.Kn)(at, target) });
                else
                    property[target] = read;
            }
            reader.place(at, item);
            out[key] = property;
        }
        reader.place(pointer, list);
        return { type: 'object', properties: out };
    };
    /** `server.tool(…)` or `server.registerTool(…)`: one tool, its name first. */
    const registration = (call, modern) => {
        const [nameNode, ...rest] = call.arguments;
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        const name = reader.string(nameNode, (0,util_pointer/* joinPointer */.Kn)(pointer, 'name'));
        if (name === extracted/* UNKNOWN */.HV) {
            unread.push({ node: nameNode, what: 'a tool registration' });
            return;
        }
        const tool = { name };
        const namePlace = reader.span(reader.resolve(nameNode));
        reader.place(pointer, call);
        if (modern)
            registerConfig(rest[0], tool, pointer);
        else
            toolArguments(rest.slice(0, -1), tool, pointer);
        keep(call, tool, pointer, namePlace);
    };
    /**
     * Adds a registered tool, unless the same name is registered in the other branch of an `if`, `try` or
     * `switch` (a tool per mode): only one is ever made, so the later is listed as not statically known, never
     * counted twice.
     */
    const keep = (node, tool, pointer, namePlace) => {
        const name = tool.name;
        tool.inputSchema ??= { type: 'object' };
        const branches = branchesOf(node);
        const alternative = registered.findIndex((r) => r?.name === name && exclusive(r.branches, branches));
        if (alternative !== -1) {
            retract(pointer);
            unread.push({ node, what: `a tool registration (made instead of tools[${alternative}] in another branch)` });
            return;
        }
        registered[tools.length] = { name, branches };
        add(tool, namePlace);
    };
    /** Each registered tool's name and branches, by index in `tools` (a list handler's tools have none). */
    const registered = [];
    /** The `if`, `try` and `switch` statements a node is in, each with the branch it is in. */
    const branchesOf = (node) => {
        const out = new Map();
        for (let at = node; at.parent; at = at.parent) {
            const p = at.parent;
            const branch = ts.isIfStatement(p)
                ? p.thenStatement === at
                    ? 'then'
                    : p.elseStatement === at
                        ? 'else'
                        : undefined
                : ts.isTryStatement(p)
                    ? p.tryBlock === at
                        ? 'try'
                        : p.catchClause === at
                            ? 'catch'
                            : undefined
                    : undefined;
            if (branch)
                out.set(p, branch);
            // A `case` of a `switch`: the run of clauses that fall through into each other is one branch.
            else if ((ts.isCaseClause(p) || ts.isDefaultClause(p)) && ts.isStatement(at))
                out.set(p.parent.parent, `case ${caseGroup(ts, p)}`);
        }
        return out;
    };
    const exclusive = (a, b) => {
        for (const [statement, branch] of b)
            if (a.has(statement) && a.get(statement) !== branch)
                return true;
        return false;
    };
    /** Forgets what was read at `pointer` for a tool that is not kept. */
    const retract = (pointer) => {
        const under = (at) => at === pointer || at.startsWith(`${pointer}/`);
        for (const map of [spans, reader.anchors])
            for (const at of [...map.keys()])
                if (under(at))
                    map.delete(at);
        for (let k = unread.length - 1; k >= 0; k--)
            if (unread[k].pointer !== undefined && under(unread[k].pointer))
                unread.splice(k, 1);
    };
    /** SDK v1 `tool(name, description?, shape?, annotations?, callback)`: what each argument is, by its kind. */
    const toolArguments = (args, tool, pointer) => {
        let objects = 0;
        for (const [index, arg] of args.entries()) {
            const at = reader.resolve(arg);
            // The argument after the name is the description unless it is an object (a shape or annotations).
            if (index === 0 && !ts.isObjectLiteralExpression(at)) {
                const description = reader.string(arg, (0,util_pointer/* joinPointer */.Kn)(pointer, 'description'));
                if (description === extracted/* UNKNOWN */.HV)
                    unread.push({ node: arg, what: "the tool's description", pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, 'description') });
                else
                    tool.description = description;
            }
            else if (ts.isObjectLiteralExpression(at) && objects === 0 && isShape(ts, reader, at)) {
                objects++;
                tool.inputSchema = shapeSchema(reader, at, (0,util_pointer/* joinPointer */.Kn)(pointer, 'inputSchema'));
            }
            else if (ts.isObjectLiteralExpression(at)) {
                objects = 2;
                const annotations = reader.value(arg, (0,util_pointer/* joinPointer */.Kn)(pointer, 'annotations'));
                if (annotations === extracted/* UNKNOWN */.HV)
                    unread.push({ node: arg, what: 'tool annotations' });
                else
                    tool.annotations = annotations;
            }
            else {
                unread.push({ node: arg, what: 'a tool argument' });
            }
        }
    };
    /** registerTool's config object. */
    const registerConfig = (node, tool, pointer) => {
        const config = node && reader.resolve(node);
        const properties = config && ts.isObjectLiteralExpression(config) ? reader.properties(config) : undefined;
        if (!node || !properties) {
            // Not a literal object mcpdesc reads whole (an imported definition, a spread): its fields are unknown, not missing.
            if (node)
                unread.push({ node, what: 'a tool configuration', pointer });
            return;
        }
        for (const [key, property] of properties) {
            const value = ts.isPropertyAssignment(property) ? property.initializer : property.name;
            const at = (0,util_pointer/* joinPointer */.Kn)(pointer, key);
            if (PLAIN_KEYS.includes(key)) {
                const read = reader.value(value, at, property.name);
                if (read === extracted/* UNKNOWN */.HV)
                    unread.push({ node: value, what: `the tool's ${key}`, pointer: at });
                else
                    tool[key] = read;
            }
            else if (key === 'inputSchema' || key === 'outputSchema') {
                const schema = schemaOf(value, at, property.name);
                if (schema)
                    tool[key] = schema;
                else
                    unread.push({ node: value, what: `the tool's ${key}`, pointer: at });
            }
        }
    };
    /** A raw shape or a zod object as JSON Schema, or undefined when not statically known. */
    const schemaOf = (node, pointer, key) => {
        const at = reader.resolve(node);
        if (ts.isObjectLiteralExpression(at)) {
            const schema = shapeSchema(reader, at, pointer);
            reader.place(pointer, at, key);
            return schema;
        }
        // `Schema.shape`: the raw shape of a zod object declared in the file.
        if (ts.isPropertyAccessExpression(at) && at.name.text === 'shape')
            return zodSchema(reader, at.expression, pointer, key)?.schema;
        return zodSchema(reader, node, pointer, key)?.schema;
    };
    /** `setRequestHandler(ListToolsRequestSchema, handler)`: the literal tools its returns list. */
    const listHandler = (handler) => {
        const fn = reader.resolve(handler);
        if (!ts.isArrowFunction(fn) && !ts.isFunctionExpression(fn)) {
            unread.push({ node: handler, what: 'a tools/list handler' });
            return;
        }
        const returned = [];
        if (!ts.isBlock(fn.body))
            returned.push(fn.body);
        else
            collectReturns(ts, fn.body, returned);
        // One call returns one list: a name an earlier `return` lists too is an alternative answer (a fallback,
        // the list sent on error), not a second tool of that name.
        const earlier = new Map();
        for (const expression of returned) {
            const result = reader.resolve(expression);
            const list = ts.isObjectLiteralExpression(result) ? reader.properties(result)?.get('tools') : undefined;
            const listValue = list && (ts.isPropertyAssignment(list) ? list.initializer : list.name);
            const array = listValue && reader.resolve(listValue);
            if (!array || !ts.isArrayLiteralExpression(array)) {
                unread.push({ node: listValue ?? expression, what: 'a tool list' });
                continue;
            }
            const listed = new Map();
            for (const element of array.elements) {
                const read = literalTool(element, earlier);
                if (read && !listed.has(read.name))
                    listed.set(read.name, read.index);
            }
            for (const [name, index] of listed)
                if (!earlier.has(name))
                    earlier.set(name, index);
        }
    };
    /**
     * One literal tool object of a tools/list result: its name and index in `tools` when it is kept. One whose
     * name is in `alternatives` (listed by another `return` of the handler) is listed as not statically known.
     */
    const literalTool = (element, alternatives) => {
        const object = reader.resolve(element);
        if (readTools.has(object))
            return;
        readTools.add(object);
        const properties = ts.isObjectLiteralExpression(object) ? reader.properties(object) : undefined;
        const nameProperty = properties?.get('name');
        const pointer = (0,util_pointer/* joinPointer */.Kn)('/tools', String(tools.length));
        const nameNode = nameProperty && (ts.isPropertyAssignment(nameProperty) ? nameProperty.initializer : nameProperty.name);
        const name = nameNode && nameProperty ? reader.string(nameNode, (0,util_pointer/* joinPointer */.Kn)(pointer, 'name'), nameProperty.name) : extracted/* UNKNOWN */.HV;
        if (!properties || !nameNode || name === extracted/* UNKNOWN */.HV) {
            unread.push({ node: element, what: 'a tool' });
            return undefined;
        }
        const alternative = alternatives?.get(name);
        if (alternative !== undefined) {
            retract(pointer);
            unread.push({ node: element, what: `a tool (listed instead of tools[${alternative}] by another return of the handler)` });
            return undefined;
        }
        const tool = {};
        reader.place(pointer, object);
        for (const [key, property] of properties) {
            const value = ts.isPropertyAssignment(property) ? property.initializer : property.name;
            const read = reader.value(value, (0,util_pointer/* joinPointer */.Kn)(pointer, key), property.name);
            if (read === extracted/* UNKNOWN */.HV)
                unread.push({ node: value, what: `the tool's ${key}`, pointer: (0,util_pointer/* joinPointer */.Kn)(pointer, key) });
            else
                tool[key] = read;
        }
        // A schema made at run time (zodToJsonSchema(…)) is one the SDK sends as an object schema: nothing
        // about it is judged, but the tool keeps the shape the protocol requires.
        tool.inputSchema ??= { type: 'object' };
        add(tool, reader.span(reader.resolve(nameNode)));
        return { name, index: tools.length - 1 };
    };
    // In source order, with a stack of its own: a generated file's expressions nest deeper than recursion goes.
    const stack = [file];
    while (stack.length > 0) {
        const node = stack.pop();
        visit(node);
        const children = [];
        ts.forEachChild(node, (child) => {
            children.push(child);
        });
        for (let i = children.length - 1; i >= 0; i--)
            stack.push(children[i]);
    }
    return {
        tools,
        prompts,
        resources,
        resourceTemplates,
        spans,
        names,
        anchors: reader.anchors,
        unread: unread.map((u) => ({ start: u.node.getStart(file), what: u.what, ...(u.pointer ? { pointer: u.pointer } : {}) })).sort((a, b) => a.start - b.start),
    };
}
function scriptKind(ts, path) {
    if (/\.tsx$/i.test(path))
        return ts.ScriptKind.TSX;
    if (/\.jsx$/i.test(path))
        return ts.ScriptKind.JSX;
    if (/\.[cm]?js$/i.test(path))
        return ts.ScriptKind.JS;
    return ts.ScriptKind.TS;
}
/**
 * The index of the clause a `switch` leaves from after running `clause`: its own when it ends in `break`,
 * `return`, `throw` or `continue`, else that of the clause it falls through into. Clauses with one index
 * run together; clauses with different ones never do.
 */
function caseGroup(ts, clause) {
    const clauses = clause.parent.clauses;
    let index = clauses.indexOf(clause);
    while (index < clauses.length - 1 && !endsBranch(ts, clauses[index].statements))
        index++;
    return index;
}
function endsBranch(ts, statements) {
    const last = statements.at(-1);
    if (!last)
        return false;
    if (ts.isBlock(last))
        return endsBranch(ts, last.statements);
    return ts.isBreakStatement(last) || ts.isReturnStatement(last) || ts.isThrowStatement(last) || ts.isContinueStatement(last);
}
/** The MCP SDK modules that export the protocol's `Tool` type: v1's types module, v2's server and core packages. */
const TOOL_TYPE_MODULES = /^@modelcontextprotocol\/(?:sdk\/(?:types|spec\.types)(?:\.js)?|server|core)$/;
function sdkToolType(ts, file) {
    const out = { names: new Set(), namespaces: new Set() };
    for (const statement of file.statements) {
        if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
            continue;
        if (!TOOL_TYPE_MODULES.test(statement.moduleSpecifier.text))
            continue;
        const bindings = statement.importClause?.namedBindings;
        if (bindings && ts.isNamespaceImport(bindings))
            out.namespaces.add(bindings.name.text);
        else if (bindings)
            for (const element of bindings.elements)
                if ((element.propertyName ?? element.name).text === 'Tool')
                    out.names.add(element.name.text);
    }
    return out;
}
/** Whether a type annotation is the SDK's `Tool`, a list of them (`Tool[]`, `readonly Tool[]`, `Array<Tool>`), or neither. */
function toolTypeKind(ts, type, toolType) {
    const isTool = (node) => {
        if (!ts.isTypeReferenceNode(node) || node.typeArguments)
            return false;
        const name = node.typeName;
        if (ts.isIdentifier(name))
            return toolType.names.has(name.text);
        return name.right.text === 'Tool' && ts.isIdentifier(name.left) && toolType.namespaces.has(name.left.text);
    };
    if (isTool(type))
        return 'tool';
    const inner = ts.isTypeOperatorNode(type) && type.operator === ts.SyntaxKind.ReadonlyKeyword ? type.type : type;
    if (ts.isArrayTypeNode(inner) && isTool(inner.elementType))
        return 'list';
    const generic = ts.isTypeReferenceNode(inner) &&
        ts.isIdentifier(inner.typeName) &&
        (inner.typeName.text === 'Array' || inner.typeName.text === 'ReadonlyArray') &&
        inner.typeArguments?.length === 1 &&
        isTool(inner.typeArguments[0]);
    return generic ? 'list' : undefined;
}
/** An expression behind parentheses, `as`, `satisfies` and `!` (a same-file constant's name is not followed). */
function stripped(ts, node) {
    let at = node;
    for (let step = 0; step < 64; step++) {
        if (ts.isParenthesizedExpression(at) || ts.isAsExpression(at) || ts.isSatisfiesExpression(at) || ts.isNonNullExpression(at))
            at = at.expression;
        else
            break;
    }
    return at;
}
/** `ListToolsRequestSchema`, or `types.ListToolsRequestSchema`. */
function namesListTools(ts, node) {
    if (ts.isIdentifier(node))
        return node.text === 'ListToolsRequestSchema';
    return ts.isPropertyAccessExpression(node) && node.name.text === 'ListToolsRequestSchema';
}
/** The expressions a function body returns, not counting nested functions'. */
function collectReturns(ts, node, out) {
    ts.forEachChild(node, (child) => {
        if (ts.isFunctionLike(child) || ts.isClassLike(child))
            return;
        if (ts.isReturnStatement(child) && child.expression)
            out.push(child.expression);
        else
            collectReturns(ts, child, out);
    });
}
/** Whether an object argument of `tool(…)` is a zod raw shape (its values zod chains), not annotations (literals). */
function isShape(ts, reader, node) {
    return node.properties.every((p) => !ts.isPropertyAssignment(p) || ts.isCallExpression(reader.resolve(p.initializer)));
}
/**
 * Whether a file imports a module `wanted` accepts, and the local names it binds from it: `import … from`,
 * `import type`, `import x = require(…)` and a top-level `const … = require(…)`.
 */
function importsModule(ts, file, wanted) {
    const names = new Set();
    let imported = false;
    const bind = (name) => {
        if (ts.isIdentifier(name))
            names.add(name.text);
        else
            for (const element of name.elements)
                if (!ts.isOmittedExpression(element))
                    bind(element.name);
    };
    for (const statement of file.statements) {
        if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier) && wanted(statement.moduleSpecifier.text)) {
            const clause = statement.importClause;
            imported = true;
            if (clause?.name)
                names.add(clause.name.text);
            const bindings = clause?.namedBindings;
            if (bindings && ts.isNamespaceImport(bindings))
                names.add(bindings.name.text);
            else if (bindings)
                for (const element of bindings.elements)
                    names.add(element.name.text);
        }
        else if (ts.isImportEqualsDeclaration(statement) && ts.isExternalModuleReference(statement.moduleReference)) {
            const module = statement.moduleReference.expression;
            if (ts.isStringLiteral(module) && wanted(module.text)) {
                imported = true;
                names.add(statement.name.text);
            }
        }
        else if (ts.isVariableStatement(statement)) {
            for (const declaration of statement.declarationList.declarations) {
                const init = declaration.initializer;
                const required = init &&
                    ts.isCallExpression(init) &&
                    ts.isIdentifier(init.expression) &&
                    init.expression.text === 'require' &&
                    init.arguments.length === 1 &&
                    ts.isStringLiteral(init.arguments[0]);
                if (required && wanted(init.arguments[0].text)) {
                    imported = true;
                    bind(declaration.name);
                }
            }
        }
    }
    return { imported, names };
}


/***/ })

};
