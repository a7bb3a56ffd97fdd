/**
 * A module of one tool each, imported whole (`import * as getAccounts from './get-accounts/index.js'`, the module
 * exporting `schema = { name, description, inputSchema }` beside its `handler`), listed by its namespace
 * (`[getAccounts, …]`) and served by that export (`list.map((tool) => tool.schema)`): the namespace is a wrapper
 * holding the tool under the export's name, as `{ schema: { name, … }, handler }` would (imported-lists.ts). Only a
 * module exporting exactly one tool, as it is, is such a wrapper: with two, which one a namespace stands for is unknown.
 */

/** What imported-lists.ts knows of an export: enough to tell a tool exported as it is. */
interface ExportKind {
  kind: string;
  via?: string;
  called?: boolean;
  loose?: boolean;
  thunk?: boolean;
}

/** The name of a module's one tool exported as it is (no wrapper, no call, not loose), when it exports no other tool or list. */
export function soleTool(exports: ReadonlyMap<string, ExportKind>): string | undefined {
  const tools = [...exports].filter(([, kind]) => kind.kind === 'tool' && kind.via === undefined && !kind.called && !kind.loose && !kind.thunk);
  const others = [...exports].filter(([, kind]) => !kind.loose).length - tools.length;
  return tools.length === 1 && others === 0 ? tools[0][0] : undefined;
}
