/** The descriptor's rules, in the order they run. */
import type { DocumentRule } from '../../types.js';
import type { Rule } from '../context.js';
import protocolVersion from './document/protocol-version.js';
import schemaUrl from './document/schema-url.js';
import structure from './document/structure.js';
import unknownKey, { withoutVersion as unknownKeyWithoutVersion } from './document/unknown-key.js';
import resourceListed from './apps/resource-listed.js';
import resourceUi from './apps/resource-ui.js';
import toolUi from './apps/tool-ui.js';
import interaction from './interaction/index.js';
import resources from './resources/index.js';
import schema from './schema/index.js';
import security from './security/index.js';
import tools from './tools/index.js';
import version from './version/index.js';

/** Rules that read the file whatever it holds: its shape and the version it declares. */
export const DOCUMENT_RULES: readonly DocumentRule[] = [protocolVersion, structure, unknownKeyWithoutVersion, schemaUrl];

/** Rules that read the descriptor in the protocol version it declares. */
export const RULES: readonly Rule[] = [
  ...schema,
  unknownKey,
  ...version,
  ...tools,
  ...interaction,
  ...resources,
  toolUi,
  resourceUi,
  resourceListed,
  ...security,
];
