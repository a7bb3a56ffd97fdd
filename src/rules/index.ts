/** Every rule implementation, registered under its catalogue id. */
import limits from './document/limits.js';
import protocolVersion from './document/protocol-version.js';
import structure from './document/structure.js';
import syntax from './document/syntax.js';
import schema from './schema/index.js';
import type { Rule } from './types.js';
import version from './version/index.js';

export const RULES: readonly Rule[] = [
  syntax,
  limits,
  protocolVersion,
  structure,
  ...schema,
  ...version,
];
