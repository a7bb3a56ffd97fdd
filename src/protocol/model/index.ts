import { Model } from '../../model/check.js';
import type { Definition } from '../../model/dsl.js';
import { PROTOCOL_AXIS } from '../versions.js';
import { definitions as clientFeatures } from './client-features.js';
import { definitions as content } from './content.js';
import { definitions as descriptor } from './descriptor.js';
import { definitions as identity } from './identity.js';
import { definitions as resources } from './resources.js';
import { definitions as tools } from './tools.js';

export type { Definition, Field, Type } from '../../model/dsl.js';

/**
 * MCP's objects (and the descriptor's envelope) on the protocol's version axis. A key no version defines
 * is reported as unknown: clients ignore it, so it is nearly always a typo.
 */
export const PROTOCOL_MODEL = new Model(PROTOCOL_AXIS, [...descriptor, ...identity, ...tools, ...content, ...resources, ...clientFeatures], true);

/** Every definition of the protocol model, by name. */
export const DEFINITIONS: ReadonlyMap<string, Definition> = new Map(PROTOCOL_MODEL.names.map((name) => [name, PROTOCOL_MODEL.definition(name)]));

export function definition(name: string): Definition {
  return PROTOCOL_MODEL.definition(name);
}
