/**
 * The pointer helpers a file over the official go-sdk calls, whose call of a value is that value: the go-sdk
 * types `DestructiveHint` and `OpenWorldHint` as `*bool`, so a server writes `DestructiveHint: ptr(true)`.
 * The module's own helpers, proved by their one-line body (`func ptr[T any](v T) *T { return &v }`,
 * `func boolPtr(b bool) *bool { return &b }`: wrappers.ts), of the file's package or of a package of the
 * module it imports; and `jsonschema.Ptr`, which google/jsonschema-go defines so and the go-sdk's own
 * `jsonschema` package forwards to, when the file imports either by that name or an alias of its own.
 */
import type { Workspace } from '../types.js';
import { type ToolWrappers, toolWrappers } from './wrappers.js';

/** The import of a `jsonschema` package whose `Ptr` returns its argument's address: its alias, when given. */
const JSONSCHEMA =
  /^[ \t]*(?:import[ \t]+)?(?:([A-Za-z_][A-Za-z0-9_]{0,63})[ \t]+)?"github\.com\/(?:google\/jsonschema-go|modelcontextprotocol\/go-sdk)\/jsonschema"[ \t]*$/m;

/**
 * The pointer helpers the go-sdk file at `path` calls, and the module's functions that register or make a
 * go-sdk tool (sdk-adders.ts, sdk-constructors.ts; none of its mcp-go wrappers), or undefined.
 */
export function goSdkPointers(text: string, path: string, workspace: Workspace | undefined): ToolWrappers | undefined {
  const own = toolWrappers(text, path, workspace, true);
  const pointers = new Set(own?.pointers);
  const wrappers = new Map([...(own?.wrappers ?? [])].filter(([, wrapper]) => wrapper.registers || wrapper.constructs));
  const imported = JSONSCHEMA.exec(text);
  const as = imported ? (imported[1] ?? 'jsonschema') : undefined;
  if (as !== undefined && as !== '_' && text.includes(`${as}.Ptr(`)) pointers.add(`${as}.Ptr`);
  return pointers.size > 0 || wrappers.size > 0 ? { wrappers, pointers } : undefined;
}
