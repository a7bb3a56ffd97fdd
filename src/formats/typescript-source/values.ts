/**
 * Statically known values of TypeScript expressions: literals, templates without substitutions, `+` of
 * known strings, and constants declared at the top of the same file. Everything read is placed: its
 * pointer's span is the literal's own place in the source (for a constant, where the constant's literal
 * is), so a finding lands on the text that holds it. What is computed is `UNKNOWN`, never guessed.
 */
import type * as TS from 'typescript';

/** The TypeScript module, as lazy-require.ts loads it. */
export type Typescript = typeof import('typescript');
import type { Spans, StringAnchors } from '../../parse/parse.js';
import { joinedAnchors, literalAnchors } from '../../parse/string-anchors.js';
import { joinPointer } from '../../util/pointer.js';
import { type Read, UNKNOWN } from '../source/extracted.js';
import type { ZodMajor } from './zod-version.js';

/** A module's text naming the SDK, or a framework on it, as a quoted module name: a cheap test before a proof reads it. */
export const NAMES_SDK = /['"](?:@modelcontextprotocol\/|fastmcp|mcp-handler|@vercel\/mcp-adapter)/;

/** How deep a value may nest, and how many constants one read may follow: source is input too. */
const MAX_DEPTH = 32;

export interface Unread {
  node: TS.Node;
  what: string;
  /** Where the value would be in the file's tools, when it is part of a tool that was read. */
  pointer?: string;
}

/** Reads values of one source file, recording their places in `spans` and what it could not read in `unread`. */
export class ValueReader {
  /** Top-level `const NAME = …` declarations, read on first use. */
  private constants: Map<string, TS.Expression> | undefined;
  /** Names the file may write through or hand away (`writtenNames`), read on the first member access. */
  private written: Set<string> | undefined;
  /** The zod whose JSON Schema the file's zod chains become (zod-version.ts), where known. */
  zodMajor: ZodMajor | undefined;

  constructor(
    readonly ts: Typescript,
    readonly file: TS.SourceFile,
    readonly spans: Map<string, Spans>,
    readonly unread: Unread[],
    /** Where each string value's characters are written, by pointer. */
    readonly anchors: Map<string, StringAnchors> = new Map(),
    /** Members of constants objects other modules export, by how the file writes them, and their string constants (imported-constants.ts). */
    readonly imported: ReadonlyMap<string, string> = new Map(),
  ) {}

  /** The [start, end) offsets of a node's own text. */
  span(node: TS.Node): [number, number] {
    return [node.getStart(this.file), node.end];
  }

  place(pointer: string, node: TS.Node, key?: TS.Node): void {
    this.spans.set(pointer, { value: this.span(node), ...(key ? { key: this.span(key) } : {}) });
  }

  /**
   * The expression behind parentheses, `as`, `satisfies` and `!`, behind a same-file constant's name, and
   * behind `X.key` / `X["key"]` when `X` is such a constant's object literal that nothing in the file
   * writes to (`constantObject`). One budget of steps bounds each call, however the constants refer to
   * each other.
   */
  resolve(node: TS.Expression): TS.Expression {
    return this.resolveWithin(node, { steps: MAX_DEPTH * 2 });
  }

  private resolveWithin(node: TS.Expression, budget: { steps: number }): TS.Expression {
    const { ts } = this;
    let current = node;
    while (budget.steps-- > 0) {
      if (ts.isParenthesizedExpression(current) || ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isNonNullExpression(current))
        current = current.expression;
      else if (ts.isIdentifier(current)) {
        const found = this.constant(current.text);
        if (!found) return current;
        current = found;
      } else if (ts.isPropertyAccessExpression(current) || ts.isElementAccessExpression(current)) {
        const member = this.member(current, budget);
        if (!member) return current;
        current = member;
      } else return current;
    }
    return current;
  }

  /**
   * The value expression of `X.key` or `X["key"]` when `X` resolves to an object literal that a constant
   * the file never writes through holds (`ownedByConstant`): every property written out (no spread, no
   * computed name, no method or accessor that could shadow the key), and the key among them.
   */
  private member(access: TS.PropertyAccessExpression | TS.ElementAccessExpression, budget: { steps: number }): TS.Expression | undefined {
    const { ts } = this;
    const key = ts.isPropertyAccessExpression(access) ? access.name.text : this.elementKey(access.argumentExpression);
    if (key === undefined) return undefined;
    const object = this.resolveWithin(access.expression, budget);
    if (!ts.isObjectLiteralExpression(object) || !this.ownedByConstant(object)) return undefined;
    const property = this.properties(object)?.get(key);
    if (!property) return undefined;
    return ts.isPropertyAssignment(property) ? property.initializer : property.name;
  }

  /** A written-out element key: a string or number literal. */
  private elementKey(node: TS.Expression): string | undefined {
    const { ts } = this;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isNumericLiteral(node)) return node.text;
    return undefined;
  }

  /**
   * Whether an object literal is written in a top-level constant's initializer (itself or nested in its
   * literals) and the file never writes through that constant nor hands it away (`writtenNames`).
   */
  private ownedByConstant(object: TS.ObjectLiteralExpression): boolean {
    const { ts } = this;
    let node: TS.Node = object;
    for (let hops = 0; hops < MAX_DEPTH; hops++) {
      const parent = node.parent;
      if (ts.isVariableDeclaration(parent)) {
        if (parent.initializer !== node || !ts.isIdentifier(parent.name) || this.constant(parent.name.text) !== node) return false;
        this.written ??= writtenNames(ts, this.file);
        return !this.written.has(parent.name.text);
      }
      const inside =
        ts.isParenthesizedExpression(parent) ||
        ts.isAsExpression(parent) ||
        ts.isSatisfiesExpression(parent) ||
        ts.isObjectLiteralExpression(parent) ||
        ts.isArrayLiteralExpression(parent) ||
        (ts.isPropertyAssignment(parent) && parent.initializer === node);
      if (!inside) return false;
      node = parent;
    }
    return false;
  }

  /** A string, when the expression is statically one; its place is recorded at `pointer`. */
  string(node: TS.Expression, pointer: string, key?: TS.Node): string | typeof UNKNOWN {
    const value = this.value(node, pointer, key);
    return typeof value === 'string' ? value : UNKNOWN;
  }

  /** The JSON value of an expression, placed at `pointer`; UNKNOWN when any part of it is computed. */
  value(node: TS.Expression, pointer: string, key?: TS.Node, depth = 0): Read {
    const { ts } = this;
    const at = this.resolve(node);
    if (depth > MAX_DEPTH) return UNKNOWN;
    let value: Read = UNKNOWN;
    if (ts.isStringLiteral(at) || ts.isNoSubstitutionTemplateLiteral(at)) value = at.text;
    else if (ts.isNumericLiteral(at)) value = Number(at.text);
    else if (at.kind === ts.SyntaxKind.TrueKeyword) value = true;
    else if (at.kind === ts.SyntaxKind.FalseKeyword) value = false;
    else if (at.kind === ts.SyntaxKind.NullKeyword) value = null;
    else if (ts.isPrefixUnaryExpression(at) && at.operator === ts.SyntaxKind.MinusToken && ts.isNumericLiteral(at.operand)) value = -Number(at.operand.text);
    else if (ts.isBinaryExpression(at) && at.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const left = this.value(at.left, pointer, undefined, depth + 1);
      const right = this.value(at.right, pointer, undefined, depth + 1);
      value = typeof left === 'string' && typeof right === 'string' ? left + right : UNKNOWN;
    } else if (ts.isCallExpression(at) && trimmed(ts, at)) {
      // `\`…\`.trim()`: a known string trimmed as the engine trims it; its characters no longer sit where written.
      const inner = this.value((at.expression as TS.PropertyAccessExpression).expression, pointer, undefined, depth + 1);
      value = typeof inner === 'string' ? inner[(at.expression as TS.PropertyAccessExpression).name.text as Trim]() : UNKNOWN;
    } else if (ts.isArrayLiteralExpression(at)) value = this.array(at, pointer, depth);
    else if (ts.isObjectLiteralExpression(at)) value = this.object(at, pointer, depth);
    else value = this.importedMember(at);
    if (value !== UNKNOWN) this.place(pointer, at, key);
    if (typeof value === 'string') {
      const anchors = this.stringAnchors(at);
      if (anchors) this.anchors.set(pointer, anchors);
    }
    return value;
  }

  /** Where a string expression's characters are written (a literal, a template, `+` of them, through constants). */
  private stringAnchors(node: TS.Expression, depth = 0): StringAnchors | undefined {
    const { ts } = this;
    const at = this.resolve(node);
    if (depth > MAX_DEPTH) return undefined;
    if (ts.isStringLiteral(at) || ts.isNoSubstitutionTemplateLiteral(at)) {
      const start = at.getStart(this.file);
      return literalAnchors(this.file.text, start + 1, at.end - 1, 0, false);
    }
    if (ts.isBinaryExpression(at) && at.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const left = this.stringAnchors(at.left, depth + 1);
      const right = this.stringAnchors(at.right, depth + 1);
      const leftText = this.valueOf(at.left);
      if (!left || !right || typeof leftText !== 'string') return undefined;
      return joinedAnchors([
        { anchors: left, length: leftText.length },
        { anchors: right, length: 0 },
      ]);
    }
    return undefined;
  }

  /** A string's value, read without recording places. */
  private valueOf(node: TS.Expression, depth = 0): Read {
    const { ts } = this;
    const at = this.resolve(node);
    if (depth > MAX_DEPTH) return UNKNOWN;
    if (ts.isStringLiteral(at) || ts.isNoSubstitutionTemplateLiteral(at)) return at.text;
    if (ts.isBinaryExpression(at) && at.operatorToken.kind === ts.SyntaxKind.PlusToken) {
      const left = this.valueOf(at.left, depth + 1);
      const right = this.valueOf(at.right, depth + 1);
      return typeof left === 'string' && typeof right === 'string' ? left + right : UNKNOWN;
    }
    return this.importedMember(at);
  }

  /** The string an imported constants object's member (`NAMES.SAVE`) or an imported constant stands for, if another module writes it. */
  private importedMember(node: TS.Expression): Read {
    if (this.imported.size === 0) return UNKNOWN;
    if (this.ts.isIdentifier(node)) return this.imported.get(node.text) ?? UNKNOWN;
    const member = memberKey(this.ts, node);
    const nested = member ? undefined : nestedPath(this.ts, node);
    const key = member ? `${member.object}.${member.key}` : nested && `${nested.object}.${nested.outer}${NESTED}${nested.inner}`;
    return key === undefined ? UNKNOWN : (this.imported.get(key) ?? UNKNOWN);
  }

  private array(node: TS.ArrayLiteralExpression, pointer: string, depth: number): Read {
    const out: unknown[] = [];
    for (const element of node.elements) {
      if (this.ts.isSpreadElement(element)) return UNKNOWN;
      const item = this.value(element, joinPointer(pointer, String(out.length)), undefined, depth + 1);
      if (item === UNKNOWN) return UNKNOWN;
      out.push(item);
    }
    return out;
  }

  private object(node: TS.ObjectLiteralExpression, pointer: string, depth: number): Read {
    const out: Record<string, unknown> = {};
    for (const property of node.properties) {
      const name = this.propertyName(property);
      if (name === undefined || !this.ts.isPropertyAssignment(property)) return UNKNOWN;
      const item = this.value(property.initializer, joinPointer(pointer, name), property.name, depth + 1);
      if (item === UNKNOWN) return UNKNOWN;
      out[name] = item;
    }
    return out;
  }

  /** A property's name when it is written out (`a`, `"a"`, `1`) or computed from a same-file string constant (`[NAME]`). */
  propertyName(property: TS.ObjectLiteralElementLike): string | undefined {
    const { ts } = this;
    const name = property.name;
    if (!name) return undefined;
    if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) || ts.isNoSubstitutionTemplateLiteral(name)) return name.text;
    if (ts.isComputedPropertyName(name)) {
      const at = this.resolve(name.expression);
      if (at !== name.expression && (ts.isStringLiteral(at) || ts.isNoSubstitutionTemplateLiteral(at))) return at.text;
    }
    return undefined;
  }

  /**
   * An object literal's properties by name (written-out names only), with the whole literal's spread-free shape.
   * With `fields`, a method named none of them (`async execute() {…}`, the code a tool object carries) is left
   * out, as JSON leaves a function out; one named like a field or a property is no shape read.
   */
  properties(node: TS.ObjectLiteralExpression, fields?: ReadonlySet<string>): Map<string, TS.PropertyAssignment | TS.ShorthandPropertyAssignment> | undefined {
    const out = new Map<string, TS.PropertyAssignment | TS.ShorthandPropertyAssignment>();
    const methods = new Set<string>();
    for (const property of node.properties) {
      const name = this.propertyName(property);
      if (name !== undefined && fields && this.ts.isMethodDeclaration(property) && !fields.has(name)) methods.add(name);
      else if (name === undefined || !(this.ts.isPropertyAssignment(property) || this.ts.isShorthandPropertyAssignment(property))) return undefined;
      else out.set(name, property);
    }
    return [...methods].some((name) => out.has(name)) ? undefined : out;
  }

  private constant(name: string): TS.Expression | undefined {
    if (!this.constants) {
      const { ts } = this;
      const found = new Map<string, TS.Expression>();
      for (const statement of this.file.statements) {
        if (!ts.isVariableStatement(statement) || !(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
        for (const declaration of statement.declarationList.declarations)
          if (ts.isIdentifier(declaration.name) && declaration.initializer) found.set(declaration.name.text, declaration.initializer);
      }
      this.constants = found;
    }
    return this.constants.get(name);
  }
}

/** `X.Y` or `X["Y"]` of an identifier `X`: its name and the member's. */
export function memberKey(ts: Typescript, node: TS.Node): { object: string; key: string } | undefined {
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && ts.isIdentifier(node.name))
    return { object: node.expression.text, key: node.name.text };
  if (ts.isElementAccessExpression(node) && ts.isIdentifier(node.expression)) {
    const key = node.argumentExpression;
    if (ts.isStringLiteral(key) || ts.isNoSubstitutionTemplateLiteral(key)) return { object: node.expression.text, key: key.text };
  }
  return undefined;
}

/** Joins the inner key to the outer one where reads of `X.A.B` are kept (nested-constants.ts): no key is written with it. */
export const NESTED = '\0';

/** `X.A.B` (or `X.A["B"]`, `X["A"].B`): the object's name and the two keys. */
export function nestedPath(ts: Typescript, node: TS.Node): { object: string; outer: string; inner: string } | undefined {
  if (!ts.isPropertyAccessExpression(node) && !ts.isElementAccessExpression(node)) return undefined;
  const key = ts.isElementAccessExpression(node) ? node.argumentExpression : undefined;
  const inner = ts.isPropertyAccessExpression(node)
    ? node.name.text
    : key && (ts.isStringLiteral(key) || ts.isNoSubstitutionTemplateLiteral(key))
      ? key.text
      : undefined;
  const outer = memberKey(ts, node.expression);
  return inner === undefined || !outer ? undefined : { object: outer.object, outer: outer.key, inner };
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
export function writtenNames(ts: Typescript, file: TS.SourceFile): Set<string> {
  const out = new Set<string>();
  walk(ts, file, (node) => {
    if (ts.isIdentifier(node) && node.parent && !out.has(node.text) && mayChange(ts, node)) out.add(node.text);
  });
  return out;
}

/** Whether a node assigns: `=` or a compound assignment (`+=`, `??=`, …). */
export function isAssignment(ts: Typescript, node: TS.Node): node is TS.AssignmentExpression<TS.AssignmentOperatorToken> {
  return ts.isBinaryExpression(node) && node.operatorToken.kind >= ts.SyntaxKind.FirstAssignment && node.operatorToken.kind <= ts.SyntaxKind.LastAssignment;
}

/** Whether `body` writes what `target` accepts: an assignment's target, a `delete`'s operand, an `Object.` call's first argument. */
export function writesTo(ts: Typescript, body: TS.Node, target: (node: TS.Expression) => boolean): boolean {
  return someNode(ts, body, (node) => {
    if (isAssignment(ts, node)) return target(node.left);
    if (ts.isDeleteExpression(node)) return target(node.expression);
    const call =
      ts.isCallExpression(node) && node.arguments.length > 0 && ts.isPropertyAccessExpression(node.expression) && ts.isIdentifier(node.expression.expression);
    return call && node.expression.expression.text === 'Object' && target(node.arguments[0]);
  });
}

/** Whether `test` accepts `root` or a node under it, looked for in source order (recursively) up to the first it accepts. */
export function someNode(ts: Typescript, root: TS.Node, test: (node: TS.Node) => boolean): boolean {
  const visit = (node: TS.Node): boolean => test(node) || !!ts.forEachChild(node, visit);
  return visit(root);
}

/** The name a variable, parameter, destructured name, function or class declares, when it is a plain identifier. */
export function declaredName(ts: Typescript, node: TS.Node): TS.Identifier | undefined {
  const declares =
    ts.isVariableDeclaration(node) || ts.isParameter(node) || ts.isBindingElement(node) || ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node);
  return declares && node.name && ts.isIdentifier(node.name) ? node.name : undefined;
}

/**
 * Each node under `root` (itself first) with a stack of its own, as a generated file nests deeper than recursion
 * goes: not below a node `into` answers false for, and no further once `more` answers false.
 */
export function walk(ts: Typescript, root: TS.Node, each: (node: TS.Node) => void, into?: (node: TS.Node) => boolean, more?: () => boolean): void {
  const stack: TS.Node[] = [root];
  while (stack.length > 0 && (!more || more())) {
    const node = stack.pop() as TS.Node;
    each(node);
    if (into && !into(node)) continue;
    ts.forEachChild(node, (child) => {
      stack.push(child);
    });
  }
}

function mayChange(ts: Typescript, name: TS.Identifier): boolean {
  let node: TS.Node = name;
  let parent = name.parent;
  if (ts.isShorthandPropertyAssignment(parent)) return true;
  // Names that are no value read here: declarations, property names, labels, types, import and export lists.
  const named = parent as { name?: TS.Node; propertyName?: TS.Node };
  if (named.name === name || named.propertyName === name) return false;
  if (ts.isTypeQueryNode(parent) || ts.isQualifiedName(parent) || ts.isTypeReferenceNode(parent) || ts.isExpressionWithTypeArguments(parent)) return false;
  if (ts.isBreakOrContinueStatement(parent) || ts.isLabeledStatement(parent)) return false;
  // Up the access chain it roots.
  let accessed = false;
  for (let hops = 0; ; hops++) {
    if (hops > MAX_CLIMB) return true;
    const wrapped = ts.isParenthesizedExpression(parent) || ts.isAsExpression(parent) || ts.isSatisfiesExpression(parent) || ts.isNonNullExpression(parent);
    const access = (ts.isPropertyAccessExpression(parent) || ts.isElementAccessExpression(parent)) && parent.expression === node;
    if (!wrapped && !access) break;
    accessed ||= access;
    node = parent;
    parent = parent.parent;
  }
  if (ts.isDeleteExpression(parent)) return true;
  if (
    (ts.isPrefixUnaryExpression(parent) || ts.isPostfixUnaryExpression(parent)) &&
    (parent.operator === ts.SyntaxKind.PlusPlusToken || parent.operator === ts.SyntaxKind.MinusMinusToken)
  )
    return true;
  if (isAssignmentTarget(ts, node)) return true;
  if (accessed) return false;
  if (ts.isSpreadAssignment(parent) || ts.isTypeOfExpression(parent) || ts.isExportSpecifier(parent) || ts.isExportAssignment(parent)) return false;
  if (ts.isCallExpression(parent) && parent.arguments.includes(node as TS.Expression)) return !reads(ts, parent.expression);
  return true;
}

/** `Object.keys` and the other callees in READERS. */
function reads(ts: Typescript, callee: TS.Expression): boolean {
  return ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && READERS.has(`${callee.expression.text}.${callee.name.text}`);
}

/** Whether a node is written by an assignment, directly or inside a destructuring pattern, or by for-in/of. */
function isAssignmentTarget(ts: Typescript, start: TS.Node): boolean {
  let node = start;
  for (let hops = 0; hops < MAX_CLIMB; hops++) {
    const parent = node.parent;
    if (!parent) return false;
    if (ts.isBinaryExpression(parent)) return parent.left === node && isAssignment(ts, parent);
    if ((ts.isForInStatement(parent) || ts.isForOfStatement(parent)) && parent.initializer === node) return true;
    const pattern =
      ts.isArrayLiteralExpression(parent) ||
      ts.isObjectLiteralExpression(parent) ||
      ts.isSpreadElement(parent) ||
      ts.isParenthesizedExpression(parent) ||
      (ts.isPropertyAssignment(parent) && parent.initializer === node);
    if (!pattern) return false;
    node = parent;
  }
  return true;
}

type Trim = 'trim' | 'trimStart' | 'trimEnd';
const TRIMS: ReadonlySet<string> = new Set<Trim>(['trim', 'trimStart', 'trimEnd']);

/** `x.trim()` (or `trimStart`, `trimEnd`), of no argument and no optional chain. */
function trimmed(ts: Typescript, call: TS.CallExpression): boolean {
  const callee = call.expression;
  return (
    call.arguments.length === 0 && !call.questionDotToken && ts.isPropertyAccessExpression(callee) && !callee.questionDotToken && TRIMS.has(callee.name.text)
  );
}
