/** The MCPB manifest's rules (rules/mcpb.yaml), in the order they run. */
import type { DocumentRule } from '../../types.js';
import type { McpbRule } from '../context.js';
import buildOutput from './build-output.js';
import entryPoint from './entry-point.js';
import fieldVersion from './field-version.js';
import hiddenCharacters from './hidden-characters.js';
import icon from './icon.js';
import iconIgnored from './icon-ignored.js';
import iconRemote from './icon-remote.js';
import literalSecret from './literal-secret.js';
import manifestVersion from './manifest-version.js';
import nameFormat from './name-format.js';
import promptArgument from './prompt-argument.js';
import sensitiveDefault from './sensitive-default.js';
import structure from './structure.js';
import unknownKey from './unknown-key.js';
import unusedUserConfig from './unused-user-config.js';
import userConfigReference from './user-config-reference.js';
import variable from './variable.js';
import injectedInstructions from './injected-instructions.js';
import entryPointVariable from './entry-point-variable.js';

/** Read whatever the file holds: whether mcpb can tell its version at all. */
export const DOCUMENT_RULES: readonly DocumentRule[] = [manifestVersion];

/** Read the manifest as the version mcpb resolves. */
export const RULES: readonly McpbRule[] = [
  structure,
  unknownKey,
  fieldVersion,
  entryPoint,
  icon,
  iconIgnored,
  iconRemote,
  buildOutput,
  userConfigReference,
  unusedUserConfig,
  variable,
  sensitiveDefault,
  literalSecret,
  hiddenCharacters,
  promptArgument,
  nameFormat,
  injectedInstructions,
  entryPointVariable,
];
