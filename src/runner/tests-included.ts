/**
 * Whether the run's include globs ask for a test folder's files. Tests and their fixtures are listed,
 * not checked, when a folder search finds them; a glob of one's own that names the folder
 * (`tests/fixtures/**`, `**\/test/server.json`) asks for them, as a path named on the command line does.
 * The default include globs (every format's usual paths) name no test folder.
 */
import { testFolder } from '../engine/test-source.js';
import { globMatcher } from '../util/glob.js';

/** Matchers of the globs that name each test folder, per include list (one per run). */
const MATCHERS = new WeakMap<readonly string[], Map<string, (path: string) => boolean>>();

/** Whether a root-relative path is in a test folder that one of `include` names and matches. */
export function testsIncluded(include: readonly string[], path: string): boolean {
  const folder = testFolder(path);
  if (folder === undefined) return false;
  let byFolder = MATCHERS.get(include);
  if (!byFolder) MATCHERS.set(include, (byFolder = new Map()));
  let matches = byFolder.get(folder);
  if (!matches) byFolder.set(folder, (matches = globMatcher(include.filter((glob) => glob.split('/').includes(folder)))));
  return matches(path);
}
