/**
 * The names of mctx's framework (mctx-app.ts), apart from its reader: the SDK facts (sdk.ts) and the cheap
 * text test ask for them without loading the reader and what it imports.
 */
/** The framework's package names, each the whole module name (`@mctx-ai/mcp-server` is its older, other line). */
export const MCTX_MODULES: readonly string[] = ['@mctx-ai/app', '@mctx-ai/mcp'];

/** The framework's package a text names as a whole quoted module name, if any. */
export function namedMctx(text: string): string | undefined {
  return MCTX_MODULES.find((module) => text.includes(`'${module}'`) || text.includes(`"${module}"`));
}
