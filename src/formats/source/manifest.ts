/** A package manifest beside a source file (a `*.csproj`, Cargo.toml, pom.xml), read whole when small enough to be one. */
import type { Workspace } from '../types.js';

const MAX_MANIFEST = 1 << 20;

/** The text of the regular file at `at`, or undefined when there is none or it is past 1 MiB. */
export function readManifest(workspace: Workspace, at: string): string | undefined {
  if (workspace.kind(at) !== 'file') return undefined;
  const bytes = workspace.head(at, MAX_MANIFEST);
  return bytes && bytes.length < MAX_MANIFEST ? new TextDecoder().decode(bytes) : undefined;
}
