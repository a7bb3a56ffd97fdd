/**
 * Where a run started from any folder takes its configuration and its root: the first folder from the
 * working directory up to the repository root that holds `.mcpdesc.yaml` (or `.mcpdesc.yml`), as
 * ESLint's flat config and Biome look for theirs. That folder is the run's root: paths, globs and
 * path-based formats (`.vscode/mcp.json`) are read relative to it, so a run from a subfolder reports
 * what a run from the root reports. Without a configuration the root is the repository's (the nearest
 * folder with `.git`), or the working directory outside a repository. The search never goes above the
 * repository, so a file in a home folder is never taken for a project's configuration.
 */
import { dirname, join } from 'node:path';
import { configIn, exists } from './config.js';

export interface Project {
  /** The folder paths are relative to. */
  root: string;
  /** The configuration file's absolute path, when one was found. */
  config?: string;
}

export function locateProject(cwd: string): Project {
  const repository = repositoryOf(cwd);
  for (let dir = cwd; ; dir = dirname(dir)) {
    const config = configIn(dir);
    if (config) return { root: dir, config };
    if (repository === undefined || dir === repository || dirname(dir) === dir) return { root: repository ?? cwd };
  }
}

/** The nearest folder at or above `cwd` with a `.git` entry (a folder, or a file in a worktree). */
function repositoryOf(cwd: string): string | undefined {
  for (let dir = cwd; ; dir = dirname(dir)) {
    if (exists(join(dir, '.git'))) return dir;
    if (dirname(dir) === dir) return undefined;
  }
}
