/**
 * The MCPB manifest in mcpdesc's model vocabulary, on MCPB's own version axis (0.1 to 0.4). Every object
 * is closed, as mcpb's strict schemas are: a key no version defines is an error, and a key of another
 * version says which versions have it. Each field's history is its one line:
 *
 *   privacy_policies: opt(array(uri), since('0.2')),
 *
 * What the DSL has no word for (URLs, e-mail addresses, the patterns of icon sizes and locales) is in
 * STRING_CHECKS below, beside the field it belongs to.
 */
import { re2js } from '../../schema/regex.js';
import { Model } from '../../model/check.js';
import {
  array,
  boolean,
  constant,
  type Definition,
  define,
  map,
  number,
  object,
  oneOf,
  opt,
  option,
  ref,
  req,
  since,
  string,
  union,
  uri,
  versioned,
} from '../../model/dsl.js';
import { MCPB_AXIS, MCPB_VERSIONS } from './versions.js';

const closed = { closed: true } as const;

/** Each version's schema names itself: `manifest_version` (and the old `dxt_version`) hold exactly that version. */
const ownVersion = versioned(...MCPB_VERSIONS.map((version) => [version, constant(version)] as const));

const SERVER_TYPES = versioned(['0.1', oneOf('python', 'node', 'binary')], ['0.4', oneOf('python', 'node', 'binary', 'uv')]);

/** How a server is started: the whole of `mcp_config`, and (every field optional) one platform's override. */
const serverConfig = (required: boolean) => ({
  command: required ? req(string) : opt(string),
  args: opt(array(string)),
  env: opt(map(string)),
});

export const MCPB_DEFINITIONS: readonly Definition[] = [
  define(
    'Manifest',
    'manifest',
    {
      $schema: opt(string),
      dxt_version: opt(ownVersion, { deprecated: { since: '0.1', reason: 'it is DXT\'s name for "manifest_version"' } }),
      manifest_version: opt(ownVersion),
      name: req(string),
      display_name: opt(string),
      version: req(string),
      description: req(string),
      long_description: opt(string),
      author: req(ref('Author')),
      repository: opt(ref('Repository')),
      homepage: opt(uri),
      documentation: opt(uri),
      support: opt(uri),
      icon: opt(string),
      icons: opt(array(ref('Icon')), since('0.3')),
      screenshots: opt(array(string)),
      localization: opt(ref('Localization'), since('0.3')),
      server: req(ref('Server')),
      tools: opt(array(ref('Tool'))),
      tools_generated: opt(boolean),
      prompts: opt(array(ref('Prompt'))),
      prompts_generated: opt(boolean),
      keywords: opt(array(string)),
      license: opt(string),
      privacy_policies: opt(array(uri), since('0.2')),
      compatibility: opt(ref('Compatibility')),
      user_config: opt(map(ref('UserConfigOption'))),
      _meta: opt(map(object), since('0.3')),
    },
    closed,
  ),
  define('Author', 'author', { name: req(string), email: opt(string), url: opt(uri) }, closed),
  define('Repository', 'repository', { type: req(string), url: req(uri) }, closed),
  define('Icon', 'icon', { src: req(string), size: req(string), theme: opt(string) }, { ...closed, ...since('0.3') }),
  define('Localization', 'localization', { resources: req(string), default_locale: req(string) }, { ...closed, ...since('0.3') }),
  define('Server', 'server', { type: req(SERVER_TYPES), entry_point: req(string), mcp_config: req(ref('McpConfig')) }, closed),
  define('McpConfig', 'MCP configuration', { ...serverConfig(true), platform_overrides: opt(map(ref('PlatformOverride'))) }, closed),
  define('PlatformOverride', 'platform override', serverConfig(false), closed),
  define(
    'Compatibility',
    'compatibility',
    { claude_desktop: opt(string), platforms: opt(array(oneOf('darwin', 'win32', 'linux'))), runtimes: opt(ref('Runtimes')) },
    closed,
  ),
  define('Runtimes', 'runtimes', { python: opt(string), node: opt(string) }, closed),
  define('Tool', 'tool', { name: req(string), description: opt(string) }, closed),
  define('Prompt', 'prompt', { name: req(string), description: opt(string), arguments: opt(array(string)), text: req(string) }, closed),
  define(
    'UserConfigOption',
    'user_config option',
    {
      type: req(oneOf('string', 'number', 'boolean', 'directory', 'file')),
      title: req(string),
      description: req(string),
      required: opt(boolean),
      // The list first: a list with a bad item is then read as a list, not as a wrong string.
      default: opt(union([option('list of strings', array(string)), option('string', string), option('number', number), option('boolean', boolean)])),
      multiple: opt(boolean),
      sensitive: opt(boolean),
      min: opt(number),
      max: opt(number),
    },
    closed,
  ),
];

export const MCPB_MODEL = new Model(MCPB_AXIS, MCPB_DEFINITIONS);

/** A check of a string's content: undefined when it passes, else what it must be (to follow "must be"). */
export type StringCheck = (value: string) => string | undefined;

/** zod's `.url()`: whatever the WHATWG URL parser accepts. */
const url: StringCheck = (value) => (URL.canParse(value) ? undefined : 'a URL such as "https://example.com"');

/** zod's `.email()`, without its two lookaheads (checked by hand) so that RE2 runs it in linear time. */
let EMAIL: { test(input: string): boolean } | undefined;
const email: StringCheck = (value) =>
  // Compiled on first use: only manifests with an author e-mail need re2js.
  !value.startsWith('.') && !value.includes('..') && (EMAIL ??= emailPattern()).test(value) ? undefined : 'an e-mail address such as "team@example.com"';

function emailPattern(): { test(input: string): boolean } {
  const RE2 = re2js();
  return RE2.compile("^[A-Z0-9_'+\\-.]*[A-Z0-9_+-]@(?:[A-Z0-9][A-Z0-9\\-]*\\.)+[A-Z]{2,}$", RE2.CASE_INSENSITIVE);
}

const iconSize: StringCheck = (value) => (/^\d+x\d+$/.test(value) ? undefined : 'WIDTHxHEIGHT in pixels, such as "512x512"');
const theme: StringCheck = (value) => (value.length > 0 ? undefined : 'a non-empty theme name such as "light" or "dark" (or left out)');
const localePlaceholder: StringCheck = (value) =>
  /\$\{locale\}/i.test(value) ? undefined : 'a path with the "${locale}" placeholder, such as "mcpb-resources/${locale}.json"';
const bcp47: StringCheck = (value) => (/^[A-Za-z0-9]{2,8}(?:-[A-Za-z0-9]{1,8})*$/.test(value) ? undefined : 'a BCP 47 locale such as "en-US"');

/**
 * The refinements of mcpb's schemas, by definition and field; a list field's checks apply to each item.
 * All patterns are anchored and linear.
 */
export const STRING_CHECKS: Readonly<Record<string, Readonly<Record<string, StringCheck>>>> = {
  Manifest: { homepage: url, documentation: url, support: url, privacy_policies: url },
  Author: { email, url },
  Repository: { url },
  Icon: { size: iconSize, theme },
  Localization: { resources: localePlaceholder, default_locale: bcp47 },
};
