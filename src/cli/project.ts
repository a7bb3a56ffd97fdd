/**
 * What `lint` and `baseline` read before linting, wherever they are run from: the project's root and
 * configuration (runner/project.ts), and the paths named on the command line (relative to the working
 * directory, as a shell user means them) made relative to that root. Paths that all lie outside the working
 * directory's project, in one other repository or configured project (`mcpdesc lint ~/src/other-server`) or
 * in one named folder that belongs to none (an unpacked archive), are that project's run: its root and
 * configuration, as a run from inside it; otherwise every path would begin with `..`, and the workspace, which
 * never reads above its root, could not follow a tool module to the server it registers on.
 */
import { existsSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Catalogue } from '../catalogue/catalogue.js';
import { type Config, loadConfig, withGlobs } from '../runner/config.js';
import { locateProject, type Project } from '../runner/project.js';
import type { CliIo } from './common.js';

export interface ProjectValues {
  config?: string;
  include?: string[];
  exclude?: string[];
}

export interface CliProject {
  /** The folder reports, globs and the default baseline are relative to. */
  root: string;
  config: Config;
  /** The configuration file read, by its absolute path; none when the defaults apply. */
  configFile?: string;
  /** The paths to lint, relative to `root` (the working directory when none was named). */
  paths: string[];
}

export async function openProject(io: CliIo, values: ProjectValues, positionals: readonly string[], catalogue: Catalogue): Promise<CliProject> {
  const named = positionals.length > 0 ? positionals : ['.'];
  const { root, config: found } = projectOf(io.cwd, named);
  const configFile = values.config === undefined ? found : resolve(io.cwd, values.config);
  // A --config path is the user's, relative to where they typed it; the found one is the root's own.
  const loaded =
    values.config === undefined ? await loadConfig(undefined, root, catalogue, '--config') : await loadConfig(values.config, io.cwd, catalogue, '--config');
  const config = withGlobs(loaded, values.include, values.exclude, { include: '--include', exclude: '--exclude' });
  // Run from the root, paths stay as typed, so messages about them quote the user's own words.
  const paths = root === io.cwd ? [...named] : named.map((path) => fromRoot(root, resolve(io.cwd, path)));
  return { root, config, paths, ...(configFile ? { configFile } : {}) };
}

function fromRoot(root: string, absolute: string): string {
  return relative(root, absolute).split(sep).join('/') || '.';
}

/** The working directory's project, or the one other project every named path lies in (see the header). */
function projectOf(cwd: string, named: readonly string[]): Project {
  const here = locateProject(cwd);
  const absolutes = named.map((path) => resolve(cwd, path));
  if (!absolutes.every((absolute) => outside(here.root, absolute))) return here;
  const theirs = absolutes.map((absolute) => folderOf(absolute));
  if (theirs.some((folder) => folder === undefined)) return here;
  const projects = theirs.map((folder) => locateProject(folder as string));
  const [first] = projects;
  // A loose file outside any project stays the working directory's: its report places it from there. A folder
  // outside any project (an unpacked archive) is its own root, or its sources could not reach their neighbours.
  const loose = first !== undefined && first.config === undefined && !existsSync(join(first.root, '.git'));
  if (first === undefined || (loose && theirs[0] !== absolutes[0])) return here;
  return projects.every((p) => p.root === first.root && p.config === first.config) ? first : here;
}

function outside(root: string, absolute: string): boolean {
  const rel = relative(root, absolute);
  return rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel);
}

/** The folder a named path is or lies in; undefined for a path that does not exist (reported as missing). */
function folderOf(absolute: string): string | undefined {
  try {
    return statSync(absolute).isDirectory() ? absolute : dirname(absolute);
  } catch {
    return undefined;
  }
}
