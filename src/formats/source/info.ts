/**
 * What the source formats' manifests share (a shared folder: no manifest of its own). A source file is
 * told by its path and the SDK it imports, never by parsed content or its name alone, and declares the
 * protocol versions of the SDK release its server depends on. Cheap to import: classification loads it
 * with every source format's info.ts.
 */
import { VERSIONS } from '../../protocol/versions.js';
import { declaredVersion, declaredVersions } from '../mcpdesc-descriptor/info.js';
import type { FormatInfo, Workspace } from '../types.js';

/** What each source format says of itself; the rest of its manifest is the same for all. */
export type SourceManifest = Pick<FormatInfo, 'id' | 'precedence' | 'noun' | 'title' | 'paths'> & {
  /** The plain text test that tells a server's source from every other source file (`ProgramInfo`). */
  importsSdk(text: string, path?: string, workspace?: Workspace): boolean;
};

export function sourceInfo({ id, precedence, noun, title, paths, importsSdk }: SourceManifest): FormatInfo {
  return {
    id,
    precedence,
    noun,
    title,
    paths,
    // Its name never says a file is one: most source files are not MCP servers.
    namedBy: [],
    syntax: 'json',
    versions: VERSIONS,
    recognize: () => 'no',
    // The value parseProgram makes declares the protocol versions of the SDK release the server depends on.
    version: declaredVersion,
    declaredVersions,
    program: { importsSdk },
  };
}
