/** The server.json rules (rules/registry.yaml), in the order they run. */
import type { DocumentRule } from '../../types.js';
import type { RegistryRule } from '../context.js';
import fieldVersion from './field-version.js';
import fileHash from './file-hash.js';
import httpsLink from './https-link.js';
import name from './name.js';
import namedArgument from './named-argument.js';
import packageIdentifier from './package-identifier.js';
import packageType from './package-type.js';
import remote from './remote.js';
import repository from './repository.js';
import schema from './schema.js';
import structure from './structure.js';
import superseded from './superseded.js';
import templated from './templated.js';
import title from './title.js';
import transport from './transport.js';
import unknownKey from './unknown-key.js';
import version from './version.js';
import legacyShape from './legacy-shape.js';
import draftField from './draft-field.js';

/** Rules that read the file whatever it holds: the `$schema` it declares. */
export const DOCUMENT_RULES: readonly DocumentRule[] = [schema, legacyShape, draftField];

/** Rules that read the file in the schema version it declares. */
export const RULES: readonly RegistryRule[] = [
  superseded,
  structure,
  fieldVersion,
  unknownKey,
  name,
  title,
  version,
  repository,
  httpsLink,
  packageType,
  fileHash,
  packageIdentifier,
  transport,
  remote,
  namedArgument,
  templated,
];
