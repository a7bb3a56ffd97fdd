/** The Server Card rules (rules/card.yaml), in the order they run. */
import type { CardRule } from '../context.js';
import description from './description.js';
import draft from './draft.js';
import header from './header.js';
import name from './name.js';
import primitive from './primitive.js';
import primitiveVersion from './primitive-version.js';
import protocolVersion from './protocol-version.js';
import remote from './remote.js';
import schema from './schema.js';
import structure from './structure.js';
import unknownKey from './unknown-key.js';
import variable from './variable.js';

export const RULES: readonly CardRule[] = [
  draft,
  schema,
  structure,
  unknownKey,
  name,
  description,
  remote,
  variable,
  header,
  protocolVersion,
  primitive,
  primitiveVersion,
];
