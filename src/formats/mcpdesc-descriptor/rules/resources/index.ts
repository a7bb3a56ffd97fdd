import type { Rule } from '../../context.js';
import capabilitiesConsistency from './capabilities-consistency.js';
import capabilitiesUnused from './capabilities-unused.js';
import extensionId from './extension-id.js';
import iconMimeType from './icon-mime-type.js';
import iconSource from './icon-source.js';
import metaKeyFormat from './meta-key-format.js';
import promptArgumentUnique from './prompt-argument-unique.js';
import promptNameUnique from './prompt-name-unique.js';
import resourceUri from './resource-uri.js';
import taskSupport from './task-support.js';
import uriTemplate from './uri-template.js';
import uriUnique from './uri-unique.js';
import clientCapability from './client-capability.js';

/** Resource, template, prompt, capability, icon and _meta rules (rules/resources.yaml). */
const rules: Rule[] = [
  resourceUri,
  uriUnique,
  uriTemplate,
  promptNameUnique,
  promptArgumentUnique,
  capabilitiesConsistency,
  capabilitiesUnused,
  taskSupport,
  extensionId,
  iconSource,
  iconMimeType,
  metaKeyFormat,
  clientCapability,
];

export default rules;
