/**
 * A client configuration as a format: recognized by its server list at the client's paths, parsed as
 * the client parses it, checked by the client-config rules with the client's spec (spec.ts).
 */
import { hasOwn } from '../../util/json.js';
import { hasServerMap, isFlatServerMap } from '../recognize.js';
import { defineFormat, type Format } from '../types.js';
import { configContext } from './context.js';
import { CONFIG_RULES } from './rules/index.js';
import type { ClientSpec } from './spec.js';

export type { ClientSpec } from './spec.js';

export function clientFormat(spec: ClientSpec): Format {
  const keys = [...spec.serverKeys, ...Object.keys(spec.foreignKeys ?? {})];
  return defineFormat({
    id: spec.id,
    noun: spec.noun,
    title: spec.title,
    paths: spec.paths,
    namedBy: spec.namedByPath === false ? [] : spec.paths,
    syntax: spec.syntax,
    versions: [],
    recognize(value) {
      if (spec.recognize) return spec.recognize(value);
      if (keys.some((key) => hasServerMap(value, key))) return 'likely';
      if (spec.flat && isFlatServerMap(value) && !(typeof value === 'object' && value !== null && hasOwn(value as Record<string, unknown>, 'protocolVersion')))
        return 'likely';
      return 'no';
    },
    version: () => null,
    rules: CONFIG_RULES,
    context: configContext(spec),
  });
}
