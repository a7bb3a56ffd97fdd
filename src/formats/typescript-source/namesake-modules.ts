/**
 * Modules named as a list's module, in the folders near it that callersOf (handed-server.ts) does not list: a folder's
 * `tools/index.ts` gathering `src/serp/tools.ts` from `src/gsc/tools/`, or a module kept at an old path re-exporting its
 * namesake (`src/mcp/tools/tool-definitions.ts`: `export { TOOL_DEFINITIONS } from '../types/tool-definitions'`). Looked
 * for two folders deep below each of the file's two nearest ancestors; imported-lists.ts reads one only when it names
 * the stem, and takes it as a caller only where its import resolves to the file. Paths alone, bounded.
 */
import type { Workspace } from '../types.js';

/** How many folders above the file's own, and below each of those, namesakes are looked for in. */
const MAX_UP = 2;
const MAX_DOWN = 2;
/** How many entries of one folder are listed. */
const MAX_LISTED = 200;
const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/;

/** The modules named as the file (`tools.ts`, or `tools/index.ts`: a folder's index is named by its folder) near it, nearest first. */
export function namesakes(workspace: Workspace, path: string): string[] {
  const stem = /([^/]+?)(?:\/index)?\.[^./]+$/.exec(path)?.[1];
  if (stem === undefined) return [];
  const folder = path.split('/').slice(0, -1);
  const out: string[] = [];
  const seen = new Set<string>();
  const visit = (base: string, depth: number): void => {
    if (seen.has(base)) return;
    seen.add(base);
    for (const name of workspace.list(base, MAX_LISTED) ?? []) {
      const at = base === '' ? name : `${base}/${name}`;
      if (SOURCE.test(name)) {
        if (name.slice(0, name.lastIndexOf('.')) === stem && !name.endsWith('.d.ts') && at !== path) out.push(at);
        continue;
      }
      if (name.startsWith('.') || name === 'node_modules' || workspace.kind(at) !== 'directory') continue;
      if (name === stem)
        for (const file of workspace.list(at, MAX_LISTED) ?? [])
          if (/^index\.(?:[cm]?[jt]s|[jt]sx)$/.test(file) && `${at}/${file}` !== path) out.push(`${at}/${file}`);
      if (depth < MAX_DOWN) visit(at, depth + 1);
    }
  };
  for (let up = 1; up <= MAX_UP && up <= folder.length; up++) visit(folder.slice(0, folder.length - up).join('/'), 0);
  return out;
}
