/**
 * What classification reads of a client configuration: where the client reads it, how it is parsed,
 * and the keys that show it is one. The rest of the client's spec (its model, its variables) and the
 * client-config rules load with the client's format (index.ts).
 */
import { hasOwn } from '../../util/json.js';
import { hasServerMap, isFlatServerMap } from '../recognize.js';
import type { FormatInfo } from '../types.js';
import type { ClientSpec } from './spec.js';

export type ClientInfo = Pick<
  ClientSpec,
  'id' | 'precedence' | 'noun' | 'title' | 'paths' | 'namedByPath' | 'syntax' | 'serverKeys' | 'flat' | 'foreignKeys' | 'recognize'
>;

export function clientInfo(spec: ClientInfo): FormatInfo {
  const keys = [...spec.serverKeys, ...Object.keys(spec.foreignKeys ?? {})];
  return {
    id: spec.id,
    precedence: spec.precedence,
    kind: 'client-config',
    noun: spec.noun,
    title: spec.title,
    paths: spec.paths,
    namedBy: spec.namedByPath === false ? [] : spec.paths,
    syntax: spec.syntax,
    versions: [],
    recognize(value) {
      if (spec.recognize) return spec.recognize(value);
      if (keys.some((key) => hasServerMap(value, key))) return 'likely';
      // The cheap test first: a descriptor (its "protocolVersion") is never a flat server map, and reading
      // every value of one with 10,000 keys, for each client that takes flat maps, is not cheap.
      if (spec.flat && !(typeof value === 'object' && value !== null && hasOwn(value as Record<string, unknown>, 'protocolVersion')) && isFlatServerMap(value))
        return 'likely';
      return 'no';
    },
    version: () => null,
  };
}
