/**
 * A tool's name or description read off an instance of a class of the repository that sets it once, when it is
 * constructed, to a literal: `const getTool = new KubectlGetTool(); server.tool(getTool.name, …)` of `class
 * KubectlGetTool extends BaseTool { constructor() { super('kubectl_get', 'Get resources'); } }` and `class BaseTool
 * { constructor(name, description) { this.name = name; this.description = description; } }`. The instance is the
 * class's own (`new` of it by name), so its member is what the constructors of the class and its bases (the same
 * module's, or one a module imports, MAX_BASES up) leave there: each constructor's statements in order, `this.k =
 * 'x'` or `this.k = p` of a parameter the constructor never assigns, `super(…)` handing literals or parameters on
 * (no constructor: all of them), a field initialized to a literal. Only when nothing else can change it: no class
 * of the chain writes `this.k` elsewhere (a method, a branch, a callback), declares an accessor or method `k`, or
 * uses `this` but through a member (`f(this)`, `const self = this`, `this[k]`), or returns from its constructor; the file reads the member only in
 * the block declaring the instance, before anything else than a named member of it is used (it is handed away
 * after the registration, or never), and writes it nowhere (readsOf). Keyed as the file writes the member
 * (`getTool.name`), as imported-constants.ts keys its strings.
 */
import type * as TS from 'typescript';
import type { Workspace } from '../types.js';
import { bindingsOf, exportedLocal, importedFile, type Memo, memoOf, read } from './handed-server.js';
import { stripped } from './loop-registrars.js';
import { declaredName, isAssignment, type Typescript, walk } from './values.js';

/** The members read: a tool's texts. */
const TEXTS = new Set(['name', 'title', 'description']);
/** How many classes up a member's assignment is followed, and how many instances one file reads. */
const MAX_BASES = 3;
const MAX_INSTANCES = 64;

/** What a constructor is handed: each argument's literal string, or undefined where it is none. */
type Handed = readonly (string | undefined)[];
/** A class and the module declaring it. */
interface Declared {
  node: TS.ClassDeclaration;
  file: TS.SourceFile;
  path: string;
}

/** The strings instances' text members stand for, keyed as the file writes them (`getTool.name`). */
export function instanceTexts(ts: Typescript, file: TS.SourceFile, path: string, workspace: Workspace): ReadonlyMap<string, string> {
  const out = new Map<string, string>();
  if (!file.text.includes('new ')) return out;
  const imported = new Map(
    bindingsOf(ts, file)
      .filter((b) => b.reexport === undefined && b.name !== '*')
      .map((b) => [b.local, b]),
  );
  const made = new Map<string, TS.VariableDeclaration[]>();
  const declarations = new Map<string, TS.Node[]>();
  const references = new Map<string, TS.Identifier[]>();
  walk(ts, file, (node) => {
    const name = declaredName(ts, node);
    if (name) declarations.set(name.text, [...(declarations.get(name.text) ?? []), node]);
    if (ts.isVariableDeclaration(node) && name && node.initializer && ts.isVariableDeclarationList(node.parent) && node.parent.flags & ts.NodeFlags.Const) {
      const value = stripped(ts, node.initializer);
      if (ts.isNewExpression(value) && ts.isIdentifier(value.expression)) made.set(name.text, [...(made.get(name.text) ?? []), node]);
    } else if (ts.isIdentifier(node) && reference(ts, node)) references.set(node.text, [...(references.get(node.text) ?? []), node]);
  });
  const memo = memoOf(workspace);
  let count = 0;
  for (const [local, [declaration, ...others]] of made) {
    const reads = readsOf(ts, declaration, declarations.get(local) ?? [], references.get(local) ?? []);
    if (others.length > 0 || !reads || count++ >= MAX_INSTANCES) continue;
    const call = stripped(ts, declaration.initializer as TS.Expression) as TS.NewExpression;
    const constructed = (call.expression as TS.Identifier).text;
    const binding = imported.get(constructed);
    const own = binding ? undefined : topClass(ts, file, constructed);
    const at = binding ? classIn(ts, workspace, memo, binding.from, path, binding.name) : own && { node: own, file, path };
    if (!at) continue;
    const handed = (call.arguments ?? []).map((arg) => literal(ts, arg));
    for (const key of reads) {
      const value = memberOf(ts, workspace, memo, at, key, handed, MAX_BASES);
      if (value === undefined) continue;
      out.set(`${local}.${key}`, value.text);
      for (const drawn of value.drawn) workspace.drawsOn?.(drawn);
    }
  }
  return out;
}

/** Whether an identifier is a value read (no declaration's or property's name, no type). */
function reference(ts: Typescript, node: TS.Identifier): boolean {
  const parent = node.parent;
  const named = parent as { name?: TS.Node; propertyName?: TS.Node };
  if (named.name === node || named.propertyName === node) return ts.isShorthandPropertyAssignment(parent);
  return !ts.isTypeReferenceNode(parent) && !ts.isTypeQueryNode(parent) && !ts.isQualifiedName(parent) && !ts.isImportSpecifier(parent);
}

/**
 * The text members read off the instance a `const` holds, when nothing can have changed them by then: each
 * `v.k` of the file is in the block declaring it, where no other declaration of the name is; no `v.k` is
 * written; and `v` is used otherwise than through a named member (handed away, `v[k]`) only in statements of
 * that block after every read, outside any function declaration (hoisted, it may run before).
 */
function readsOf(
  ts: Typescript,
  declaration: TS.VariableDeclaration,
  declared: readonly TS.Node[],
  references: readonly TS.Identifier[],
): Set<string> | undefined {
  const block = declaration.parent.parent.parent;
  if (!ts.isVariableStatement(declaration.parent.parent) || !(ts.isBlock(block) || ts.isSourceFile(block))) return undefined;
  const inside = (node: TS.Node) => node.pos >= block.pos && node.end <= block.end;
  if (declared.some((other) => other !== declaration && inside(other))) return undefined;
  const statementOf = (node: TS.Node): number => {
    let at: TS.Node = node;
    while (at.parent && at.parent !== block) at = at.parent;
    return block.statements.indexOf(at as TS.Statement);
  };
  const reads = new Set<string>();
  let last = block.statements.indexOf(declaration.parent.parent);
  const loose: TS.Identifier[] = [];
  for (const node of references) {
    const parent = node.parent;
    const access = ts.isPropertyAccessExpression(parent) && parent.expression === node ? parent : undefined;
    if (!access) {
      loose.push(node);
      continue;
    }
    const member = access.name.text;
    if (written(ts, access)) {
      if (TEXTS.has(member)) return undefined;
      continue;
    }
    if (!TEXTS.has(member)) continue;
    if (!inside(node)) return undefined;
    reads.add(member);
    last = Math.max(last, statementOf(node));
  }
  for (const node of loose) {
    if (!inside(node)) continue;
    if (statementOf(node) <= last || inFunctionDeclaration(ts, node, block)) return undefined;
  }
  return reads.size > 0 ? reads : undefined;
}

/** Whether a member access is written: assigned, deleted, incremented or destructured into. */
function written(ts: Typescript, access: TS.PropertyAccessExpression): boolean {
  let node: TS.Node = access;
  while (ts.isParenthesizedExpression(node.parent) || ts.isAsExpression(node.parent) || ts.isNonNullExpression(node.parent)) node = node.parent;
  const parent = node.parent;
  if (isAssignment(ts, parent) && parent.left === node) return true;
  if (ts.isDeleteExpression(parent)) return true;
  if (
    (ts.isPrefixUnaryExpression(parent) || ts.isPostfixUnaryExpression(parent)) &&
    (parent.operator === ts.SyntaxKind.PlusPlusToken || parent.operator === ts.SyntaxKind.MinusMinusToken)
  )
    return true;
  return ts.isArrayLiteralExpression(parent) ||
    ts.isShorthandPropertyAssignment(parent) ||
    ts.isPropertyAssignment(parent) ||
    ts.isForOfStatement(parent) ||
    ts.isForInStatement(parent)
    ? isDestructuringTarget(ts, parent)
    : false;
}

/** Whether a literal is the target of a destructuring assignment or a for-of/in's variable. */
function isDestructuringTarget(ts: Typescript, node: TS.Node): boolean {
  let at = node;
  while (
    ts.isArrayLiteralExpression(at.parent) ||
    ts.isObjectLiteralExpression(at.parent) ||
    ts.isPropertyAssignment(at.parent) ||
    ts.isShorthandPropertyAssignment(at.parent)
  )
    at = at.parent;
  const parent = at.parent;
  return (isAssignment(ts, parent) && parent.left === at) || ((ts.isForOfStatement(parent) || ts.isForInStatement(parent)) && parent.initializer === at);
}

/** Whether a node sits in a function declaration of the block (hoisted: called from anywhere in it). */
function inFunctionDeclaration(ts: Typescript, node: TS.Node, block: TS.Node): boolean {
  for (let at = node.parent; at && at !== block; at = at.parent) if (ts.isFunctionDeclaration(at)) return true;
  return false;
}

/** What a constructor chain leaves in `this.<key>` of an exact instance of `at` made with `handed`, and the modules it rests on. */
function memberOf(
  ts: Typescript,
  workspace: Workspace,
  memo: Memo,
  at: Declared,
  key: string,
  handed: Handed,
  hops: number,
): { text: string; drawn: string[] } | undefined {
  const { node } = at;
  if (!onlyConstructorWrites(ts, node, key)) return undefined;
  const base = node.heritageClauses?.find((clause) => clause.token === ts.SyntaxKind.ExtendsKeyword)?.types[0]?.expression;
  if (base && (!ts.isIdentifier(base) || hops <= 0)) return undefined;
  const baseAt = base ? baseClass(ts, workspace, memo, at, base.text) : undefined;
  if (base && !baseAt) return undefined;
  const field = node.members.find((m) => ts.isPropertyDeclaration(m) && !isStatic(ts, m) && m.name.getText(at.file) === key) as
    | TS.PropertyDeclaration
    | undefined;
  const fieldValue = field?.initializer === undefined ? undefined : literal(ts, field.initializer);
  // A field left uninitialized is set to undefined after a base's constructor returns (useDefineForClassFields).
  if (field && (field.initializer === undefined ? base !== undefined : fieldValue === undefined)) return undefined;
  const ctor = node.members.find(ts.isConstructorDeclaration);
  let value: { text: string; drawn: string[] } | undefined;
  const afterSuper = (fromBase: { text: string; drawn: string[] } | undefined) => {
    value = fieldValue === undefined ? fromBase : { text: fieldValue, drawn: [at.path] };
  };
  if (!ctor?.body) {
    // An implicit constructor hands all it is given to the base.
    afterSuper(baseAt ? memberOf(ts, workspace, memo, baseAt, key, handed, hops - 1) : undefined);
    return value && { ...value, drawn: [at.path, ...value.drawn] };
  }
  const parameters = ctor.parameters.map((p) => (ts.isIdentifier(p.name) && !p.dotDotDotToken ? p.name.text : undefined));
  const assigned = new Set<string>();
  walk(ts, ctor.body, (n) => {
    if (isAssignment(ts, n) && ts.isIdentifier(n.left)) assigned.add(n.left.text);
  });
  const given = (arg: TS.Expression): string | undefined => {
    const plain = stripped(ts, arg);
    if (!ts.isIdentifier(plain)) return literal(ts, plain);
    const index = parameters.indexOf(plain.text);
    return index < 0 || assigned.has(plain.text) ? undefined : handed[index];
  };
  if (!base) afterSuper(undefined);
  for (const statement of ctor.body.statements) {
    if (!ts.isExpressionStatement(statement)) continue;
    const expression = statement.expression;
    if (ts.isCallExpression(expression) && expression.expression.kind === ts.SyntaxKind.SuperKeyword && baseAt) {
      if (expression.arguments.some((arg) => ts.isSpreadElement(arg))) return undefined;
      afterSuper(memberOf(ts, workspace, memo, baseAt, key, expression.arguments.map(given), hops - 1));
    } else if (isAssignment(ts, expression) && expression.operatorToken.kind === ts.SyntaxKind.EqualsToken && thisMember(ts, expression.left) === key) {
      const text = given(expression.right);
      value = text === undefined ? undefined : { text, drawn: [at.path] };
      if (value === undefined) return undefined;
    }
  }
  return value && { ...value, drawn: [at.path, ...value.drawn] };
}

/**
 * Whether the class writes `this.<key>` only as a statement of its constructor's own body, declares no accessor
 * or method of that name, and uses `this` only through a named member (no `this[k]`, `f(this)`, `self = this`).
 */
function onlyConstructorWrites(ts: Typescript, node: TS.ClassDeclaration, key: string): boolean {
  const ctor = node.members.find(ts.isConstructorDeclaration);
  const topLevel = new Set(ctor?.body?.statements.filter(ts.isExpressionStatement).map((s) => s.expression));
  for (const member of node.members) {
    if (isStatic(ts, member)) continue;
    if ((ts.isMethodDeclaration(member) || ts.isGetAccessor(member) || ts.isSetAccessor(member)) && member.name.getText() === key) return false;
  }
  let clean = true;
  walk(
    ts,
    node,
    (n) => {
      if (n.kind === ts.SyntaxKind.ThisKeyword && !(ts.isPropertyAccessExpression(n.parent) && n.parent.expression === n)) clean = false;
      const target = isAssignment(ts, n) ? n.left : ts.isDeleteExpression(n) ? n.expression : undefined;
      if (target && thisMember(ts, target) === key && !topLevel.has(n as TS.Expression)) clean = false;
      if ((ts.isPrefixUnaryExpression(n) || ts.isPostfixUnaryExpression(n)) && thisMember(ts, n.operand) === key) clean = false;
      // A constructor returning an object makes that the instance.
      if (ts.isReturnStatement(n) && n.expression && ctor && ts.findAncestor(n, ts.isFunctionLike) === ctor) clean = false;
    },
    () => true,
    () => clean,
  );
  return clean;
}

/** `this.k`: k. */
function thisMember(ts: Typescript, node: TS.Expression): string | undefined {
  const plain = stripped(ts, node);
  return ts.isPropertyAccessExpression(plain) && plain.expression.kind === ts.SyntaxKind.ThisKeyword ? plain.name.text : undefined;
}

function isStatic(ts: Typescript, member: TS.ClassElement): boolean {
  return !!ts.canHaveModifiers(member) && !!ts.getModifiers(member)?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword);
}

/** A string literal (or a template without substitutions), as written. */
function literal(ts: Typescript, node: TS.Expression): string | undefined {
  const plain = stripped(ts, node);
  return ts.isStringLiteral(plain) || ts.isNoSubstitutionTemplateLiteral(plain) ? plain.text : undefined;
}

/** A top-level class of the module by name. */
function topClass(ts: Typescript, file: TS.SourceFile, name: string): TS.ClassDeclaration | undefined {
  return file.statements.find((s): s is TS.ClassDeclaration => ts.isClassDeclaration(s) && s.name?.text === name);
}

/** The class a module exports as `name`, where `module` (imported by the file at `from`) is a file of the repository. */
function classIn(ts: Typescript, workspace: Workspace, memo: Memo, module: string, from: string, name: string): Declared | undefined {
  const path = importedFile(ts, workspace, memo, module, from);
  const file = path === undefined ? undefined : read(ts, workspace, memo, path)?.file;
  if (!file || path === undefined) return undefined;
  const exported = file.statements.find(
    (s): s is TS.ClassDeclaration =>
      ts.isClassDeclaration(s) &&
      !!ts.getModifiers(s)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) &&
      (name === 'default' ? !!ts.getModifiers(s)?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword) : s.name?.text === name),
  );
  const local = exported ? undefined : exportedLocal(ts, file, name);
  const node = exported ?? (local === undefined ? undefined : topClass(ts, file, local));
  return node && { node, file, path };
}

/** The base class `name` of a class of `at`'s module: the module's own, or one it imports from the repository. */
function baseClass(ts: Typescript, workspace: Workspace, memo: Memo, at: Declared, name: string): Declared | undefined {
  const own = topClass(ts, at.file, name);
  if (own) return { node: own, file: at.file, path: at.path };
  const binding = bindingsOf(ts, at.file).find((b) => b.reexport === undefined && b.local === name && b.name !== '*');
  return binding && classIn(ts, workspace, memo, binding.from, at.path, binding.name);
}
