/** Every rule implementation, registered under its catalogue id. */
import limits from './document/limits.js';
import protocolVersion from '../formats/mcpdesc-descriptor/rules/document/protocol-version.js';
import structure from '../formats/mcpdesc-descriptor/rules/document/structure.js';
import syntax from './document/syntax.js';
import schema from '../formats/mcpdesc-descriptor/rules/schema/index.js';
import type { Rule } from './types.js';
import version from '../formats/mcpdesc-descriptor/rules/version/index.js';
import tools from '../formats/mcpdesc-descriptor/rules/tools/index.js';
import interaction from '../formats/mcpdesc-descriptor/rules/interaction/index.js';
import resources from '../formats/mcpdesc-descriptor/rules/resources/index.js';
import security from '../formats/mcpdesc-descriptor/rules/security/index.js';

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
