/** Every rule implementation, registered under its catalogue id. */
import limits from './document/limits.js';
import protocolVersion from './document/protocol-version.js';
import structure from './document/structure.js';
import syntax from './document/syntax.js';
import schema from './schema/index.js';
import type { Rule } from './types.js';
import version from './version/index.js';
import tools from './tools/index.js';
import interaction from './interaction/index.js';
import resources from './resources/index.js';
import security from './security/index.js';

export const RULES: readonly Rule[] = [
  syntax,
  limits,
  protocolVersion,
  structure,
  ...schema,
  ...version,
  ...tools,
  ...interaction,
  ...resources,
  ...security,
];
