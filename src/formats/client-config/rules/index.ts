/** The rules of every client configuration (rules/config.yaml), in the order they run. */
import type { ConfigRule } from '../context.js';
import autoApprove from './auto-approve.js';
import duplicateServer from './duplicate-server.js';
import insecureUrl from './insecure-url.js';
import interpolation from './interpolation.js';
import literalSecret from './literal-secret.js';
import machinePath from './machine-path.js';
import shellWrapper from './shell-wrapper.js';
import strictJson from './strict-json.js';
import structure from './structure.js';
import unknownKey from './unknown-key.js';
import unpinnedPackage from './unpinned-package.js';
import unusedInput from './unused-input.js';

export const CONFIG_RULES: readonly ConfigRule[] = [
  strictJson,
  structure,
  unknownKey,
  duplicateServer,
  literalSecret,
  interpolation,
  unusedInput,
  unpinnedPackage,
  insecureUrl,
  machinePath,
  autoApprove,
  shellWrapper,
];
