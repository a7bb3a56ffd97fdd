/**
 * MCPB's `${…}` variables. When a client installs a bundle it fills in, in `server.mcp_config` (command,
 * args, env and their platform overrides), `${__dirname}`, the user's folders, the path separator and
 * `${user_config.KEY}`; a list option expands into several arguments only when an argument is exactly
 * its reference. Anything else it leaves as written. Prompt text has `${arguments.NAME}`, and
 * `localization.resources` has `${locale}`.
 */
import { isObject, type JsonObject } from '../../util/json.js';
import { joinPointer } from '../../util/pointer.js';

export interface Variable {
  /** As written: `${user_config.api_key}`. */
  text: string;
  /** Inside the braces: `user_config.api_key`. */
  name: string;
}

/** Linear: no nested quantifier, and a bounded name. */
const BRACED = /\$\{([^{}]{0,200})\}/g;

export function variablesIn(text: string): Variable[] {
  if (!text.includes('${')) return [];
  return [...text.matchAll(BRACED)].map((match) => ({ text: match[0], name: match[1] }));
}

/** What a client fills in everywhere in `mcp_config` (and, for the folders, in option defaults). */
export const PATH_VARIABLES = ['__dirname', 'HOME', 'DESKTOP', 'DOCUMENTS', 'DOWNLOADS', 'pathSeparator', '/'] as const;

export const USER_CONFIG_PREFIX = 'user_config.';
/** Other spellings of MCPB's prefix for options (`${config.KEY}`): mcpdesc.mcpb.variable suggests `${user_config.KEY}`. */
export const OPTION_PREFIXES = ['userConfig.', 'user-config.', 'user_configs.', 'config.', 'user.', 'options.', 'settings.'];

/** The option a `${user_config.KEY}` names, or undefined for another variable. */
export function userConfigKey(variable: Variable): string | undefined {
  return variable.name.startsWith(USER_CONFIG_PREFIX) ? variable.name.slice(USER_CONFIG_PREFIX.length) : undefined;
}

export interface ConfigString {
  pointer: string;
  text: string;
  /** `command`, `args` or `env`. */
  field: 'command' | 'args' | 'env';
  /** The variable's name for `env`, the index for `args`. */
  key: string | number | undefined;
  /** The script of `sh -c SCRIPT` (or bash, zsh …): the shell, not MCPB, expands its `${NAME:-x}`. */
  shellScript: boolean;
}

/** Every string a client substitutes variables in: `server.mcp_config` and each of its platform overrides. */
export function* configStrings(manifest: JsonObject): Generator<ConfigString> {
  const server = manifest.server;
  if (!isObject(server) || !isObject(server.mcp_config)) return;
  const config = server.mcp_config;
  yield* launchStrings(config, '/server/mcp_config', config.command);
  if (!isObject(config.platform_overrides)) return;
  for (const [platform, override] of Object.entries(config.platform_overrides)) {
    // An override without a command keeps the base one.
    if (isObject(override)) yield* launchStrings(override, joinPointer('/server/mcp_config/platform_overrides', platform), override.command ?? config.command);
  }
}

function* launchStrings(config: JsonObject, pointer: string, command: unknown): Generator<ConfigString> {
  if (typeof config.command === 'string')
    yield { pointer: joinPointer(pointer, 'command'), text: config.command, field: 'command', key: undefined, shellScript: false };
  if (Array.isArray(config.args)) {
    const script = shellScriptIndex(command, config.args);
    for (const [index, arg] of config.args.entries())
      if (typeof arg === 'string') yield { pointer: joinPointer(pointer, 'args', index), text: arg, field: 'args', key: index, shellScript: index === script };
  }
  if (isObject(config.env)) {
    for (const [name, value] of Object.entries(config.env))
      if (typeof value === 'string') yield { pointer: joinPointer(pointer, 'env', name), text: value, field: 'env', key: name, shellScript: false };
  }
}

/** POSIX shells, whose `${…}` is parameter expansion (fish, cmd and PowerShell have other syntaxes). */
const POSIX_SHELLS = new Set(['sh', 'bash', 'zsh', 'dash', 'ksh', 'ash']);
/** `-c`, or flags that include it: `-lc`, `-ec`, `-euc`. */
const COMMAND_FLAG = /^-[a-z]{0,5}c[a-z]{0,5}$/;

/** The index of the script argument when the command is `sh -c SCRIPT` (or bash, zsh …), else -1. */
function shellScriptIndex(command: unknown, args: unknown[]): number {
  if (typeof command !== 'string') return -1;
  const name = command.split(/[\\/]/).pop() ?? '';
  if (!POSIX_SHELLS.has(name)) return -1;
  // The options come first; the first argument after them that is no option is the script.
  for (const [index, arg] of args.entries()) {
    if (typeof arg !== 'string' || !arg.startsWith('-')) return -1;
    if (COMMAND_FLAG.test(arg)) return index + 1;
  }
  return -1;
}

/**
 * A shell's parameter expansion: `${NAME}`, `${NAME:-x}`, `${NAME-x}`, `${NAME:+x}`, `${#NAME}`, `${NAME%x}`,
 * `${1}`, `${@}`, bash's `${!NAME}` and `${NAME/a/b}`. Linear: one optional prefix, a name, then anything.
 */
const SHELL_EXPANSION = /^[#!]?(?:[A-Za-z_][A-Za-z0-9_]*|[0-9]+|[@*#?$!-])(?:[:=?+%#/^,[-].*)?$/s;

/** The name a shell expands for a `${…}`, or undefined when the braces hold no parameter expansion. */
export function shellParameter(variable: Variable): string | undefined {
  if (!SHELL_EXPANSION.test(variable.name)) return undefined;
  return /^[#!]?([A-Za-z_][A-Za-z0-9_]*|[0-9]+|[@*#?$!-])/.exec(variable.name)?.[1];
}

/** The options `user_config` declares, by key. */
export function userConfig(manifest: JsonObject): [string, JsonObject][] {
  const options = manifest.user_config;
  if (!isObject(options)) return [];
  return Object.entries(options).filter((entry): entry is [string, JsonObject] => isObject(entry[1]));
}
