/**
 * A client configuration as a format: recognized by its server list at the client's paths (info.ts),
 * parsed as the client parses it, checked by the client-config rules with the client's spec (spec.ts).
 */
import { defineFormat, type Format } from '../types.js';
import { configContext } from './context.js';
import { clientInfo } from './info.js';
import { CONFIG_RULES } from './rules/index.js';
import type { ClientSpec } from './spec.js';

export type { ClientSpec } from './spec.js';

export function clientFormat(spec: ClientSpec): Format {
  return defineFormat({
    ...clientInfo(spec),
    rules: CONFIG_RULES,
    context: configContext(spec),
  });
}
