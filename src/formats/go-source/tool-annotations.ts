/**
 * mark3labs/mcp-go's `mcp.WithToolAnnotation(mcp.ToolAnnotation{Title: "…", ReadOnlyHint: mcp.ToBoolPtr(true)})`:
 * the option sets the tool's whole `Annotations` to the literal (mcp-go's tools.go: `t.Annotations =
 * annotation`), replacing what options before it set; its fields marshal by their JSON names, each left out
 * when not written (`omitempty`). mcp-go's `ToBoolPtr(b bool) *bool { return &b }` is a pointer helper whose
 * call of a literal is that literal, as a module's own are (wrappers.ts). The literal is read as extract.ts
 * reads a struct literal: every field a literal (or what its `value` reads), else the annotations are not
 * statically known.
 */
import { reader } from './functions.js';
import type { GoToken } from './tokens.js';
import type { ToolWrappers } from './wrappers.js';

/** The file's import of mcp-go's `mcp` package: its alias when it gives one. */
const IMPORT = /^[ \t]*(?:import[ \t]+)?(?:([A-Za-z_]\w{0,63})[ \t]+)?"github\.com\/mark3labs\/mcp-go\/mcp"[ \t]*$/m;

/** The name the file calls mcp-go's `mcp` package by, or undefined when it does not import it. */
export function mcpGoAlias(text: string): string | undefined {
  if (!text.includes('mark3labs/mcp-go/mcp"')) return undefined;
  const alias = IMPORT.exec(text)?.[1] ?? 'mcp';
  return alias === '_' || alias === '.' ? undefined : alias;
}

/** `wrappers` with mcp-go's `ToBoolPtr` among its pointer helpers, when the file imports mcp-go and calls it. */
export function withMcpGoPointers(text: string, wrappers: ToolWrappers | undefined): ToolWrappers | undefined {
  const alias = mcpGoAlias(text);
  if (alias === undefined || !text.includes(`${alias}.ToBoolPtr(`)) return wrappers;
  return { wrappers: wrappers?.wrappers ?? new Map(), pointers: new Set([...(wrappers?.pointers ?? []), `${alias}.ToBoolPtr`]) };
}

/**
 * Whether the option called at `name` (`mcp.WithToolAnnotation`, its `(` after it) is given one
 * `mcp.ToolAnnotation{…}` literal alone, of the file's mcp-go package (`alias`, as mcpGoAlias gives it).
 */
export function annotationOption(alias: string | undefined, tokens: readonly GoToken[], pairs: Int32Array, name: number): boolean {
  const { op, is } = reader(tokens);
  const open = name + 1;
  const brace = open + 4;
  if (alias === undefined || !(is(name, 'WithToolAnnotation') && is(name - 2, alias) && op(name - 1, '.') && op(open, '('))) return false;
  if (!(is(open + 1, alias) && op(open + 2, '.') && is(open + 3, 'ToolAnnotation') && op(brace, '{'))) return false;
  const end = pairs[brace] + 1;
  return end === pairs[open] || (op(end, ',') && end + 1 === pairs[open]);
}
