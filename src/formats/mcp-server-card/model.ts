/**
 * The current draft's Server Card, as the extension repository's schema.json (`$defs/ServerCard`)
 * defines it: fields and types on one line each (src/model/dsl.ts). Every object is open; what the
 * schema says about values beyond their type (lengths, patterns, `format: uri`) is in values.ts and
 * in the rules that explain one field each (name, description, $schema, remotes).
 */
import { Model } from '../../model/check.js';
import { array, boolean, define, type Definition, map, object, oneOf, opt, ref, req, string } from '../../model/dsl.js';
import { AXIS } from './drafts.js';

const INPUT = {
  description: opt(string),
  isRequired: opt(boolean),
  format: opt(oneOf('string', 'number', 'boolean', 'filepath')),
  value: opt(string),
  isSecret: opt(boolean),
  default: opt(string),
  placeholder: opt(string),
  choices: opt(array(string)),
};

const DEFINITIONS: Definition[] = [
  define('ServerCard', 'Server Card', {
    $schema: req(string),
    name: req(string),
    title: opt(string),
    description: req(string),
    version: req(string),
    icons: opt(array(ref('Icon'))),
    repository: opt(ref('Repository')),
    websiteUrl: opt(string),
    remotes: opt(array(ref('Remote'))),
    _meta: opt(object),
  }),
  define('Remote', 'remote', {
    type: req(string),
    url: req(string),
    headers: opt(array(ref('KeyValueInput'))),
    variables: opt(map(ref('Input'))),
    supportedProtocolVersions: opt(array(string)),
  }),
  define('Input', 'input', INPUT),
  define('KeyValueInput', 'header', { name: req(string), ...INPUT, variables: opt(map(ref('Input'))) }),
  define('Repository', 'repository', { url: req(string), source: req(string), id: opt(string), subfolder: opt(string) }),
  define('Icon', 'icon', { src: req(string), mimeType: opt(string), sizes: opt(array(string)), theme: opt(oneOf('light', 'dark')) }),
];

export const MODEL = new Model(AXIS, DEFINITIONS);

/** The fields each definition has, for near-miss keys. */
export function fieldsOf(definition: string): readonly string[] {
  return Object.keys(MODEL.definition(definition).fields ?? {});
}
