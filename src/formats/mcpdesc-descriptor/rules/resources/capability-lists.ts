/** Which capability each list of a descriptor needs: resource templates are served under "resources". */
import type { JsonObject } from '../../../../util/json.js';

export interface CapabilityLists {
  capability: 'tools' | 'resources' | 'prompts';
  lists: readonly { key: string; noun: string }[];
}

export const CAPABILITY_LISTS: readonly CapabilityLists[] = [
  { capability: 'tools', lists: [{ key: 'tools', noun: 'tools' }] },
  {
    capability: 'resources',
    lists: [
      { key: 'resources', noun: 'resources' },
      { key: 'resourceTemplates', noun: 'resource templates' },
    ],
  },
  { capability: 'prompts', lists: [{ key: 'prompts', noun: 'prompts' }] },
];

/** The number of entries a list has, or undefined when it is absent or not a list (the structure rule's to report). */
export function entryCount(descriptor: JsonObject, key: string): number | undefined {
  const list = descriptor[key];
  return Array.isArray(list) ? list.length : undefined;
}
