/**
 * `.mcpdesc.yaml`: which files to lint, per-rule levels, and input limits. Parsing is pure and
 * strict: an unknown key, rule id or level is a usage error that names the accepted values.
 */
import { lstatSync } from 'node:fs';
import { shortQuotes } from '../util/printable.js';
import { readDescriptor } from './read.js';
import { basename, join, resolve } from 'node:path';
import type { Catalogue } from '../catalogue/catalogue.js';
import { FORMAT_PATHS } from '../formats/loaders.js';
import { DEFAULT_PARSE_LIMITS, type ParseLimits } from '../parse/parse.js';
import { DEFAULT_SCHEMA_LIMITS, type SchemaLimits } from '../schema/budget.js';
import { isObject, listOf, shown } from '../util/json.js';
import { vendoredPicomatch, vendoredYaml } from '../util/lazy-require.js';
import { closest } from '../util/suggest.js';
import { type FileResult, LEVELS, type Level } from '../engine/finding.js';
import { globProblem, includeProblem } from './globs.js';
import type { RuleSettings } from '../engine/lint.js';
import type { IgnoreEntry } from '../engine/suppress.js';
import { CONFIG_FILE_NAMES } from './defaults.js';

export { DEFAULT_CONFIG_FILE } from './defaults.js';

/** Every format's usual paths (src/formats): which files a folder search looks at by default. */
export const DEFAULT_INCLUDE: readonly string[] = FORMAT_PATHS;

export interface Limits extends ParseLimits, SchemaLimits {
  /** Largest descriptor file read, in bytes. */
  maxFileBytes: number;
  /** Time budget for one regular expression taken from a descriptor, in milliseconds. */
  regexTimeoutMs: number;
  /** Time budget for checking one file, in milliseconds: past it, the file's remaining rules are skipped. */
  fileTimeoutMs: number;
}

export const DEFAULT_LIMITS: Limits = {
  ...DEFAULT_PARSE_LIMITS,
  ...DEFAULT_SCHEMA_LIMITS,
  maxFileBytes: 5 * 1024 * 1024,
  regexTimeoutMs: 100,
  fileTimeoutMs: 10_000,
};

/** Upper bounds that keep even a permissive configuration safe (nesting is parsed recursively). */
const LIMIT_MAXIMUMS: Readonly<Record<keyof Limits, number>> = {
  maxDepth: 1_000,
  maxNodes: 10_000_000,
  maxStringLength: 100_000_000,
  maxAliases: 100_000,
  maxFileBytes: 1024 * 1024 * 1024,
  regexTimeoutMs: 10_000,
  fileTimeoutMs: 600_000,
  maxSchemaNodes: 1_000_000,
  maxSchemaNodesPerFile: 10_000_000,
};

/** An `ignore:` entry: findings of `rule` (at or under `pointer`) in the files the globs match are suppressed, for `reason`. */
export interface IgnoreSetting extends IgnoreEntry {
  files: readonly string[];
}

/** An `overrides:` entry: rule settings for the files its globs match, applied after `rules:` and the entries before it. */
export interface Override {
  files: readonly string[];
  rules: RuleSettings;
}

export interface Config {
  include: readonly string[];
  exclude: readonly string[];
  rules: RuleSettings;
  limits: Limits;
  ignore: readonly IgnoreSetting[];
  overrides: readonly Override[];
}

export const DEFAULT_CONFIG: Config = { include: DEFAULT_INCLUDE, exclude: [], rules: {}, limits: DEFAULT_LIMITS, ignore: [], overrides: [] };

export class ConfigError extends Error {}

const SETTINGS = [...LEVELS, 'off'] as const;
const KEYS = ['include', 'exclude', 'rules', 'overrides', 'ignore', 'limits'];
const IGNORE_KEYS = ['files', 'rule', 'pointer', 'reason'];
const OVERRIDE_KEYS = ['files', 'rules'];

/** Parse and check a configuration file's text; `source` names it in error messages. */
export function parseConfig(text: string, source: string, catalogue: Catalogue): Config {
  let raw: unknown;
  try {
    raw = vendoredYaml().parse(text, { prettyErrors: false });
  } catch (error) {
    throw new ConfigError(`${source}: not valid YAML (${shortQuotes((error as Error).message.split('\n')[0])}). Fix the syntax.`);
  }
  if (raw === null || raw === undefined) return DEFAULT_CONFIG;
  if (!isObject(raw)) throw new ConfigError(`${source}: the configuration must be a mapping with any of ${listOf(KEYS, 'and')}, not ${shown(raw)}.`);
  for (const key of Object.keys(raw)) {
    if (!KEYS.includes(key))
      throw new ConfigError(`${source}: unknown setting ${JSON.stringify(key)}.${hint(key, KEYS)} Accepted settings: ${listOf(KEYS, 'and')}.`);
  }
  return {
    include: raw.include === undefined ? DEFAULT_INCLUDE : checkInclude(globs(raw.include, `${source}: include`), `${source}: include`),
    exclude: raw.exclude === undefined ? [] : globs(raw.exclude, `${source}: exclude`),
    rules: ruleSettings(raw.rules, source, catalogue),
    limits: limits(raw.limits, source),
    ignore: ignoreSettings(raw.ignore, source, catalogue),
    overrides: overrides(raw.overrides, source, catalogue),
  };
}

/** The rule settings for one file: `rules:`, then each override whose globs match it, in order (later ones win). */
export function settingsFor(config: Pick<Config, 'rules' | 'overrides'>, path: string): RuleSettings {
  let settings = config.rules;
  for (const override of config.overrides) if (matches(override.files, path)) settings = { ...settings, ...override.rules };
  return settings;
}

/** The `ignore:` entries whose globs match a file. */
export function ignoresFor(config: Pick<Config, 'ignore'>, path: string): IgnoreEntry[] {
  return config.ignore
    .filter((entry) => matches(entry.files, path))
    .map(({ rule, pointer, reason }) => ({ rule, reason, ...(pointer === undefined ? {} : { pointer }) }));
}

/**
 * The `ignore:` entries that suppressed nothing, as "ignore[i] (rule in files)": those whose globs
 * matched a file that was checked and, in a run over the whole project (`whole`), those whose globs
 * match no file checked at all, a typo or a file gone (a run over fewer files cannot tell those).
 */
export interface UnusedIgnore {
  entry: string;
  matchesNothing: boolean;
}

export function unusedIgnores(config: Pick<Config, 'ignore'>, results: readonly FileResult[], whole = false): UnusedIgnore[] {
  const checked = results.filter((r) => r.skipped === undefined);
  return config.ignore.flatMap((entry, index): UnusedIgnore[] => {
    const files = checked.filter((r) => matches(entry.files, r.path));
    const name = `ignore[${index}] (${entry.rule} in ${entry.files.join(', ')})`;
    if (files.length === 0) return whole ? [{ entry: name, matchesNothing: true }] : [];
    // A suppression does not name its entry: one of the same rule and reason in a file the entry matches counts.
    const used = files.some((r) =>
      (r.suppressed ?? []).some((f) => f.suppression?.kind === 'external' && f.suppression.justification === entry.reason && f.ruleId === entry.rule),
    );
    return used ? [] : [{ entry: name, matchesNothing: false }];
  });
}

/** Compiled globs, shared by the run (a cache: it cannot change a result). */
const MATCHERS = new Map<string, (path: string) => boolean>();

function matches(globs: readonly string[], path: string): boolean {
  const key = JSON.stringify(globs);
  let matcher = MATCHERS.get(key);
  if (!matcher) {
    matcher = vendoredPicomatch()([...globs], { dot: true });
    MATCHERS.set(key, matcher);
  }
  return matcher(path);
}

function ignoreSettings(raw: unknown, source: string, catalogue: Catalogue): IgnoreSetting[] {
  if (raw === undefined || raw === null) return [];
  const example = '[{files: "servers/legacy.mcp.json", rule: mcp.tool.name-format, reason: "renamed in v2"}]';
  if (!Array.isArray(raw))
    throw new ConfigError(`${source}: ignore must be a list of {files, rule, pointer, reason} entries, e.g. ${example}, not ${shown(raw)}.`);
  return raw.map((entry: unknown, index) => {
    const where = `${source}: ignore[${index}]`;
    if (!isObject(entry)) throw new ConfigError(`${where} must be a mapping with files, rule, reason and optionally pointer, not ${shown(entry)}.`);
    entryKeys(entry, IGNORE_KEYS, where);
    for (const key of ['files', 'rule', 'reason']) {
      if (entry[key] === undefined) throw new ConfigError(`${where} has no ${key}; each entry needs files, rule and reason, e.g. ${example}.`);
    }
    ruleSetting(entry.rule as string, 'off', `${where}: rule`, catalogue);
    if (typeof entry.reason !== 'string' || entry.reason.trim() === '')
      throw new ConfigError(`${where}: reason must say why the findings are accepted (code scanning shows it), not ${shown(entry.reason)}.`);
    const pointer = entry.pointer;
    if (pointer !== undefined && (typeof pointer !== 'string' || (pointer !== '' && !pointer.startsWith('/'))))
      throw new ConfigError(`${where}: pointer must be a JSON Pointer such as "/tools/0/name" ("" is the whole file), not ${shown(pointer)}.`);
    return {
      files: globs(entry.files, `${where}: files`),
      rule: entry.rule as string,
      reason: entry.reason.trim(),
      ...(pointer === undefined ? {} : { pointer: pointer as string }),
    };
  });
}

function overrides(raw: unknown, source: string, catalogue: Catalogue): Override[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw))
    throw new ConfigError(
      `${source}: overrides must be a list of {files, rules} entries, e.g. [{files: ["legacy/**"], rules: {mcp.tool.name-format: off}}], not ${shown(raw)}.`,
    );
  return raw.map((entry: unknown, index) => {
    const where = `${source}: overrides[${index}]`;
    if (!isObject(entry)) throw new ConfigError(`${where} must be a mapping with files and rules, not ${shown(entry)}.`);
    entryKeys(entry, OVERRIDE_KEYS, where);
    if (entry.files === undefined || entry.rules === undefined) throw new ConfigError(`${where} needs both files and rules.`);
    return { files: globs(entry.files, `${where}: files`), rules: ruleSettings(entry.rules, where, catalogue) };
  });
}

function entryKeys(entry: Record<string, unknown>, keys: readonly string[], where: string): void {
  for (const key of Object.keys(entry)) {
    if (!keys.includes(key)) throw new ConfigError(`${where}: unknown key ${JSON.stringify(key)}.${hint(key, keys)} Accepted keys: ${listOf(keys, 'and')}.`);
  }
}

/**
 * Reads the configuration file: `path` (named by `option`, e.g. "--config", in errors) or, when none is
 * given, `.mcpdesc.yaml` or `.mcpdesc.yml` in `cwd` if one exists.
 */
export async function loadConfig(path: string | undefined, cwd: string, catalogue: Catalogue, option: string): Promise<Config> {
  const read = readConfigText(path, cwd, option);
  return read === undefined ? DEFAULT_CONFIG : parseConfig(read.text, read.name, catalogue);
}

/** The configuration file's text and name (see loadConfig), or undefined when none is named and there is none. */
export function readConfigText(path: string | undefined, cwd: string, option: string): { text: string; name: string } | undefined {
  const absolute = path === undefined ? configIn(cwd) : resolve(cwd, path);
  if (absolute === undefined) return undefined;
  const name = path ?? basename(absolute);
  // The configuration comes from the pull request too: read under the same policy as linted files.
  const read = readDescriptor(absolute, cwd, MAX_CONFIG_BYTES);
  if (!read.ok) {
    const code = /\((E[A-Z]+)\)/.exec(read.message)?.[1] ?? (/a directory/.test(read.message) ? 'EISDIR' : undefined);
    throw new ConfigError(`cannot read the configuration file ${name} (${code ?? read.message.replace(/\.$/, '')}). Check the ${option} path.`);
  }
  return { text: read.text, name };
}

/** A configuration file is small; a larger one is a mistake or an attack. */
export const MAX_CONFIG_BYTES = 1024 * 1024;

/**
 * The configuration file of one folder: `.mcpdesc.yaml`, or `.mcpdesc.yml`. Both at once is refused
 * rather than one silently preferred, since the other would be edited in vain.
 */
export function configIn(dir: string): string | undefined {
  const found = CONFIG_FILE_NAMES.map((name) => ({ path: join(dir, name), state: lookup(join(dir, name)) }));
  // One that cannot be looked at (EACCES, ENAMETOOLONG) is read, and the error says why it cannot be.
  const unknown = found.find((f) => f.state === 'unknown');
  if (unknown) return unknown.path;
  const present = found.filter((f) => f.state === 'present');
  if (present.length > 1)
    throw new ConfigError(
      `${CONFIG_FILE_NAMES.join(' and ')} are both in ${dir}: mcpdesc reads one configuration file per folder. Merge them into ${CONFIG_FILE_NAMES[0]}.`,
    );
  return present[0]?.path;
}

/** Whether something is at `path`; a symlink counts (the read policy then refuses it with a message). */
export function exists(path: string): boolean {
  return lookup(path) === 'present';
}

/** What is at `path`: only ENOENT and ENOTDIR say nothing is; other errors leave it unknown. */
function lookup(path: string): 'present' | 'absent' | 'unknown' {
  try {
    lstatSync(path);
    return 'present';
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ENOTDIR' ? 'absent' : 'unknown';
  }
}

/**
 * Globs given on a command line or as action inputs: include globs replace the configured ones,
 * exclude globs add to them. `names` says how errors name them (e.g. "--include", 'Input "include"').
 */
export function withGlobs(
  config: Config,
  include: readonly string[] | undefined,
  exclude: readonly string[] | undefined,
  names: { include: string; exclude: string },
): Config {
  checkGlobs(include ?? [], names.include);
  if (include && include.length > 0) checkInclude(include, names.include);
  checkGlobs(exclude ?? [], names.exclude);
  return {
    ...config,
    ...(include && include.length > 0 ? { include } : {}),
    ...(exclude && exclude.length > 0 ? { exclude: [...config.exclude, ...exclude] } : {}),
  };
}

/**
 * `--rule id=level` settings from a command line, over the configured ones (as in ESLint, the command
 * line wins); an unknown id gets the closest one.
 */
export function withRules(config: Config, settings: readonly string[] | undefined, catalogue: Catalogue): Config {
  if (!settings || settings.length === 0) return config;
  const rules: Record<string, Level | 'off'> = { ...config.rules };
  for (const setting of settings) {
    const at = setting.indexOf('=');
    if (at <= 0) throw new ConfigError(`--rule takes id=level, such as --rule mcp.tool.name-format=off, not ${JSON.stringify(setting)}.`);
    rules[setting.slice(0, at)] = ruleSetting(setting.slice(0, at), setting.slice(at + 1), '--rule', catalogue);
  }
  // The command line wins over the configuration file, overrides included (as ESLint's --rule does).
  const given = new Set(settings.map((setting) => setting.slice(0, setting.indexOf('='))));
  const overrides = config.overrides.map((override) => ({
    ...override,
    rules: Object.fromEntries(Object.entries(override.rules).filter(([id]) => !given.has(id))),
  }));
  return { ...config, rules, overrides };
}

/** Per-rule settings given on a command line or action input, e.g. `mcp.tool.name-format=off`. */
export function ruleSetting(ruleId: string, setting: unknown, where: string, catalogue: Catalogue): Level | 'off' {
  if (!catalogue.get(ruleId)) {
    throw new ConfigError(
      `${where}: unknown rule ${JSON.stringify(ruleId)}.${hint(
        ruleId,
        catalogue.rules.map((r) => r.id),
      )} See docs/rules/README.md for every rule id.`,
    );
  }
  const level = levelAlias(setting);
  if (!(SETTINGS as readonly unknown[]).includes(level)) {
    throw new ConfigError(`${where}: ${shown(setting)} is not a rule setting for ${ruleId}; use ${listOf(SETTINGS)}.`);
  }
  return level as Level | 'off';
}

/** `warn` is read as `warning` wherever a level is, as ESLint users type it. */
export function levelAlias(value: unknown): unknown {
  return value === 'warn' ? 'warning' : value;
}

function ruleSettings(raw: unknown, source: string, catalogue: Catalogue): RuleSettings {
  if (raw === undefined || raw === null) return {};
  if (!isObject(raw)) throw new ConfigError(`${source}: rules must map rule ids to ${listOf(SETTINGS)}, not ${shown(raw)}.`);
  const settings: Record<string, Level | 'off'> = {};
  for (const [id, setting] of Object.entries(raw)) {
    settings[id] = ruleSetting(id, setting, `${source}: rules`, catalogue);
  }
  return settings;
}

function globs(raw: unknown, where: string): string[] {
  const list = typeof raw === 'string' ? [raw] : raw;
  if (!Array.isArray(list) || list.some((g) => typeof g !== 'string')) {
    throw new ConfigError(`${where} must be a glob or a list of globs, e.g. ["servers/**/*.mcp.json"], not ${shown(raw)}.`);
  }
  return checkGlobs(list as string[], where);
}

function checkInclude<T extends readonly string[]>(list: T, where: string): T {
  const problem = includeProblem(list);
  if (problem) throw new ConfigError(`${where} ${problem}.`);
  return list;
}

function checkGlobs(list: readonly string[], where: string): string[] {
  for (const glob of list) {
    const problem = globProblem(glob);
    if (problem) throw new ConfigError(`${where}: the glob ${JSON.stringify(glob)} ${problem}.`);
  }
  return [...list];
}

function limits(raw: unknown, source: string): Limits {
  if (raw === undefined || raw === null) return DEFAULT_LIMITS;
  const names = Object.keys(DEFAULT_LIMITS);
  if (!isObject(raw)) throw new ConfigError(`${source}: limits must be a mapping of ${listOf(names, 'and')}, not ${shown(raw)}.`);
  const result: Record<string, number> = { ...DEFAULT_LIMITS };
  for (const [key, value] of Object.entries(raw)) {
    if (!names.includes(key))
      throw new ConfigError(`${source}: unknown limit ${JSON.stringify(key)}.${hint(key, names)} Accepted limits: ${listOf(names, 'and')}.`);
    const max = LIMIT_MAXIMUMS[key as keyof Limits];
    if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0 || value > max) {
      throw new ConfigError(
        `${source}: limits.${key} must be an integer from 1 to ${max} (default ${DEFAULT_LIMITS[key as keyof Limits]}), not ${shown(value)}.`,
      );
    }
    result[key] = value;
  }
  return result as unknown as Limits;
}

function hint(input: string, candidates: readonly string[]): string {
  const near = closest(input, candidates, 3);
  return near ? ` Did you mean ${JSON.stringify(near)}?` : '';
}
