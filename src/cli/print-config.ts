/**
 * `mcpdesc lint --print-config FILE`: the settings that apply to one file once the configuration is
 * resolved (ESLint's --print-config): whether the include and exclude globs select it, every rule's
 * level after `rules:` and the `overrides:` that match it (listed by index), its `ignore:` entries and
 * the limits. JSON, for people debugging a configuration and for scripts.
 */
import { relative, resolve, sep } from 'node:path';
import type { Catalogue } from '../catalogue/catalogue.js';
import { type Config, ignoresFor, settingsFor } from '../runner/config.js';
import { type CliIo, EXIT } from './common.js';
import type { CliProject } from './project.js';
import { vendoredPicomatch } from '../util/lazy-require.js';

export function printConfig(project: CliProject, config: Config, file: string, catalogue: Catalogue, io: CliIo): number {
  const { root, configFile } = project;
  const path = relative(root, resolve(io.cwd, file)).split(sep).join('/');
  const settings = settingsFor(config, path);
  const included = matches(config.include, path) && !(config.exclude.length > 0 && matches(config.exclude, path));
  const resolved = {
    // Which configuration file applies (found from the working directory up to the repository root), if any.
    configFile: configFile === undefined ? null : relative(io.cwd, configFile).split(sep).join('/'),
    file: path,
    // A file named on the command line is linted whatever the globs say; a folder search needs them to select it.
    selectedByGlobs: included,
    // The indexes of the overrides that apply, in the order they are applied.
    overrides: config.overrides.flatMap((override, index) => (matches(override.files, path) ? [index] : [])),
    rules: Object.fromEntries(catalogue.rules.map((rule) => [rule.id, settings[rule.id] ?? rule.level])),
    ignore: ignoresFor(config, path),
    limits: config.limits,
  };
  io.stdout(`${JSON.stringify(resolved, null, 2)}\n`);
  return EXIT.ok;
}

function matches(files: readonly string[], path: string): boolean {
  return vendoredPicomatch()([...files], { dot: true })(path);
}
