/**
 * An in-memory `Workspace` over a few named files, for tests of what a format reads beside the file it
 * lints (a lockfile, a project file, the module that hands a server over) without writing a folder.
 */
import type { Workspace } from '../../src/formats/types.js';

export interface MemoryWorkspaceOptions {
  /**
   * What `list` answers: `'none'` (the default) lists no folder; `'files'` a folder's own files, sorted,
   * `[]` when it has none, no path being a folder; `'entries'` its files and subfolders, sorted, undefined
   * when it has none, any folder with files below it being `kind: 'directory'`.
   */
  readonly list?: 'none' | 'files' | 'entries';
  /** Whether the workspace says its answers never change (as a run's remembered workspace does). */
  readonly stable?: boolean;
}

export function memoryWorkspace(files: Record<string, string>, options: MemoryWorkspaceOptions = {}): Workspace {
  const bytes = new Map(Object.entries(files).map(([path, text]) => [path, new TextEncoder().encode(text)]));
  const mode = options.list ?? 'none';
  const names = (folder: string): string[] | undefined => {
    if (mode === 'none') return undefined;
    const prefix = folder === '' ? '' : `${folder}/`;
    const found = new Set<string>();
    for (const path of bytes.keys()) {
      if (!path.startsWith(prefix)) continue;
      const [name, ...below] = path.slice(prefix.length).split('/');
      if (mode === 'entries' || below.length === 0) found.add(name);
    }
    return found.size > 0 || mode === 'files' ? [...found].sort() : undefined;
  };
  return {
    kind: (path) => (bytes.has(path) ? 'file' : mode === 'entries' && names(path) ? 'directory' : undefined),
    head: (path, max) => bytes.get(path)?.slice(0, max),
    list: (path, max) => names(path)?.slice(0, max),
    ...(options.stable ? { stable: true } : {}),
  };
}
