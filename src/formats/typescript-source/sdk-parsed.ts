/**
 * A tool object written as the SDK's own parse of a literal, `export const readNote = ToolSchema.parse({ name,
 * description, inputSchema })` with `ToolSchema` imported from the SDK's types module: the parse adds no default
 * and returns the keys it knows as written, so the call is that literal. Every SDK release either keeps or strips
 * keys it does not know, so a literal is followed only when it writes none (nor any its `annotations` do not
 * know), each key written out by name: what it writes is then what the parse returns, whichever release runs.
 */
import type * as TS from 'typescript';
import { stripped } from './loop-registrars.js';

type Typescript = typeof import('typescript');

/** The keys the SDK's ToolSchema knows. */
const TOOL_KEYS = new Set(['name', 'title', 'icons', 'description', 'inputSchema', 'outputSchema', 'annotations', 'execution', '_meta']);
/** The keys the SDK's ToolAnnotationsSchema knows. */
const ANNOTATION_KEYS = new Set(['title', 'readOnlyHint', 'destructiveHint', 'idempotentHint', 'openWorldHint']);
/** `@modelcontextprotocol/sdk/types.js`, with or without its extension. */
const SDK_TYPES = /^@modelcontextprotocol\/sdk\/types(?:\.js)?$/;

/** The local names a module imports the SDK's `ToolSchema` by. */
export function toolSchemaNames(ts: Typescript, file: TS.SourceFile): Set<string> {
  const out = new Set<string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || !SDK_TYPES.test(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (statement.importClause?.isTypeOnly || !bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements)
      if (!element.isTypeOnly && (element.propertyName ?? element.name).text === 'ToolSchema') out.add(element.name.text);
  }
  return out;
}

/** The literal a `ToolSchema.parse({ … })` call returns as written (see above), if the call is one. */
export function parsedLiteral(ts: Typescript, node: TS.Expression, schemas: ReadonlySet<string>): TS.ObjectLiteralExpression | undefined {
  if (schemas.size === 0 || !ts.isCallExpression(node) || node.arguments.length !== 1) return undefined;
  const callee = stripped(ts, node.expression);
  if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== 'parse' || !ts.isIdentifier(callee.expression) || !schemas.has(callee.expression.text))
    return undefined;
  const literal = stripped(ts, node.arguments[0]);
  return ts.isObjectLiteralExpression(literal) && knownKeys(ts, literal, TOOL_KEYS) ? literal : undefined;
}

/** Whether every property of a literal is written out under a key of `known`, and its `annotations` (if any) likewise. */
function knownKeys(ts: Typescript, literal: TS.ObjectLiteralExpression, known: ReadonlySet<string>): boolean {
  return literal.properties.every((property) => {
    if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) return false;
    if (!known.has(property.name.text)) return false;
    if (known !== TOOL_KEYS || property.name.text !== 'annotations') return true;
    const annotations = stripped(ts, property.initializer);
    return ts.isObjectLiteralExpression(annotations) && knownKeys(ts, annotations, ANNOTATION_KEYS);
  });
}
