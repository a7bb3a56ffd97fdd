/**
 * The file a root-relative module path names, as TypeScript resolves it: read by the proofs that follow a
 * module name to a file (handed-server.ts) and by the packages of a monorepo (workspace-packages.ts), which
 * those proofs resolve a package's name by, so neither imports the other for it.
 */
import type { Workspace } from '../types.js';

/** The file a root-relative module path names, as TypeScript resolves it, if it is one. */
export function stemFile(workspace: Workspace, stem: string): string | undefined {
  const bare = stem.replace(/\.[cm]?jsx?$/, '');
  const candidates = [stem, `${bare}.ts`, `${bare}.tsx`, `${bare}.mts`, `${bare}.cts`, `${bare}.js`, `${stem}/index.ts`, `${stem}/index.js`];
  return candidates.find((candidate) => workspace.kind(candidate) === 'file');
}
