export const id = 979;
export const ids = [979];
export const modules = {

/***/ 4979:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  TYPESCRIPT_SOURCE: () => (/* binding */ TYPESCRIPT_SOURCE),
  "default": () => (/* binding */ typescript_source),
  parseTypescript: () => (/* binding */ parseTypescript)
});

// EXTERNAL MODULE: ./src/util/lazy-require.ts
var lazy_require = __webpack_require__(6050);
// EXTERNAL MODULE: ./src/formats/mcpdesc-descriptor/context.ts
var context = __webpack_require__(8127);
// EXTERNAL MODULE: ./src/formats/source/program.ts
var program = __webpack_require__(524);
// EXTERNAL MODULE: ./src/formats/types.ts + 1 modules
var types = __webpack_require__(5344);
// EXTERNAL MODULE: ./src/formats/typescript-source/extract.ts + 2 modules
var extract = __webpack_require__(3892);
;// CONCATENATED MODULE: ./src/formats/typescript-source/comments.ts

function commentsOf(ts, path, text) {
    const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, (0,extract/* scriptKind */.O)(ts, path));
    const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, ts.LanguageVariant.Standard, text);
    const comments = [];
    const scan = (from, to) => {
        if (from >= to)
            return;
        scanner.setText(text, from, to - from);
        for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
            if (kind !== ts.SyntaxKind.SingleLineCommentTrivia && kind !== ts.SyntaxKind.MultiLineCommentTrivia)
                continue;
            const start = scanner.getTokenStart();
            const end = scanner.getTokenEnd();
            const closed = kind === ts.SyntaxKind.MultiLineCommentTrivia && text.startsWith('*/', end - 2) && end - start >= 4;
            comments.push({ body: text.slice(start + 2, closed ? end - 2 : end), start, end });
        }
    };
    // In loops with a stack of its own, not by recursing: nesting as deep as the parser allows costs no stack.
    const stack = [];
    const enter = (node) => {
        if (ts.isToken(node)) {
            // JSX text has no trivia: a `//` in it is text.
            if (node.kind !== ts.SyntaxKind.JsxText)
                scan(node.pos, node.getStart(file));
            return;
        }
        const children = [];
        ts.forEachChild(node, (child) => {
            children.push(child);
        });
        stack.push({ children, next: 0, cursor: node.pos, end: node.end });
    };
    enter(file);
    while (stack.length > 0) {
        const frame = stack[stack.length - 1];
        if (frame.next === frame.children.length) {
            scan(frame.cursor, frame.end);
            stack.pop();
            continue;
        }
        const child = frame.children[frame.next++];
        scan(frame.cursor, child.pos);
        frame.cursor = Math.max(frame.cursor, child.end);
        enter(child);
    }
    return comments;
}

// EXTERNAL MODULE: ./src/formats/typescript-source/info.ts
var info = __webpack_require__(238);
// EXTERNAL MODULE: ./src/formats/typescript-source/rules/index.ts + 1 modules
var rules = __webpack_require__(2472);
// EXTERNAL MODULE: ./src/formats/typescript-source/sdk.ts
var sdk = __webpack_require__(2604);
;// CONCATENATED MODULE: ./src/formats/typescript-source/index.ts
/**
 * TypeScript and JavaScript MCP server source: the tools a server registers with the SDK
 * (extract.ts), read as a descriptor's `tools` in the protocol versions its SDK release speaks
 * (sdk.ts), and checked by the descriptor's tool and security rules at the literals that hold them.
 */









/** Reads a source file's tools into `{ protocolVersion, tools }`, every value placed where it is written. */
const parseTypescript = (0,program/* sourceParser */.D)({
    sdk: (text, path, workspace) => (0,sdk/* sdkVersions */.qb)(path, (0,sdk/* sdkOf */.k4)(text), workspace),
    extract: (text, path) => (0,extract/* extractTools */.r)((0,lazy_require/* vendoredTypescript */.P7)(), path, text),
    recurses: true,
    comments: (text, path) => commentsOf((0,lazy_require/* vendoredTypescript */.P7)(), path, text),
});
const TYPESCRIPT_SOURCE = {
    ...info/* TYPESCRIPT_SOURCE_INFO */.z,
    rules: rules/* RULES */.y,
    context: context/* descriptorContext */.BD,
    parseProgram: parseTypescript,
};
/* harmony default export */ const typescript_source = ((0,types/* defineFormat */.nP)(TYPESCRIPT_SOURCE));


/***/ })

};
