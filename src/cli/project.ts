/**
 * What `lint` and `baseline` read before linting, wherever they are run from: the project's root and
 * configuration (runner/project.ts), and the paths named on the command line (relative to the working
 * directory, as a shell user means them) made relative to that root.
 */
import { relative, resolve, sep } from 'node:path';
import type { Catalogue } from '../catalogue/catalogue.js';
import { type Config, loadConfig, withGlobs } from '../runner/config.js';
import { locateProject } from '../runner/project.js';
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
  const { root, config: found } = locateProject(io.cwd);
  const configFile = values.config === undefined ? found : resolve(io.cwd, values.config);
  // A --config path is the user's, relative to where they typed it; the found one is the root's own.
  const loaded =
    values.config === undefined ? await loadConfig(undefined, root, catalogue, '--config') : await loadConfig(values.config, io.cwd, catalogue, '--config');
  const config = withGlobs(loaded, values.include, values.exclude, { include: '--include', exclude: '--exclude' });
  const named = positionals.length > 0 ? positionals : ['.'];
  // Run from the root, paths stay as typed, so messages about them quote the user's own words.
  const paths = root === io.cwd ? [...named] : named.map((path) => fromRoot(root, resolve(io.cwd, path)));
  return { root, config, paths, ...(configFile ? { configFile } : {}) };
}

function fromRoot(root: string, absolute: string): string {
  return relative(root, absolute).split(sep).join('/') || '.';
}
