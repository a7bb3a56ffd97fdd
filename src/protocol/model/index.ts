import type { Definition } from './dsl.js';
import { definitions as clientFeatures } from './client-features.js';
import { definitions as content } from './content.js';
import { definitions as descriptor } from './descriptor.js';
import { definitions as identity } from './identity.js';
import { definitions as resources } from './resources.js';
import { definitions as tools } from './tools.js';

export type { Definition, Field, Type } from './dsl.js';

/** Every definition of the protocol model, by name. */
export const DEFINITIONS: ReadonlyMap<string, Definition> = new Map(
  [...descriptor, ...identity, ...tools, ...content, ...resources, ...clientFeatures].map((d) => [d.name, d]),
);

export function definition(name: string): Definition {
  const found = DEFINITIONS.get(name);
  if (!found) throw new Error(`protocol model has no definition named ${name}`);
  return found;
}
