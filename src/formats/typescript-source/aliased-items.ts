/**
 * An item of a module's tool list that names a value another module exports (tool-lists.ts): `export const
 * dashDefinition = dashboardToolMetadata; export const allTools = [browseDefinition, dashDefinition]`, with
 * `dashboardToolMetadata` imported. What it holds is read in its own module, if at all; here it is listed as not
 * read, and the list's other items, written out in the module, are still read as its tools.
 */
import type * as TS from 'typescript';

type Typescript = typeof import('typescript');

/** The names the module's imports bind (`import { a, b as c } from`, `import d from`), not a namespace's nor a type's. */
export function importedBindings(ts: Typescript, file: TS.SourceFile): Set<string> {
  const out = new Set<string>();
  for (const statement of file.statements) {
    const clause = ts.isImportDeclaration(statement) ? statement.importClause : undefined;
    if (!clause || clause.isTypeOnly) continue;
    if (clause.name) out.add(clause.name.text);
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) if (!element.isTypeOnly) out.add(element.name.text);
  }
  return out;
}
