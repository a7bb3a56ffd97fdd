import { isObject } from '../../../../util/json.js';
import { joinPointer } from '../../../../util/pointer.js';
import { descriptorRule } from '../../context.js';
import { CAPABILITY_LISTS, entryCount } from './capability-lists.js';

/**
 * mcpdesc.capabilities.unused: a declared tools, resources or prompts capability with nothing listed
 * behind it. A capability with listChanged: true may be filled at run time, so it is left alone.
 */
export default descriptorRule('mcpdesc.capabilities.unused', (context) => {
  const { capabilities } = context.descriptor;
  if (!isObject(capabilities)) return;
  for (const { capability, lists } of CAPABILITY_LISTS) {
    const settings = capabilities[capability];
    if (settings === undefined || (isObject(settings) && settings.listChanged === true)) continue;
    const nothingListed = lists.every(({ key }) => context.descriptor[key] === undefined || entryCount(context.descriptor, key) === 0);
    if (!nothingListed) continue;
    const nouns = lists.map((list) => list.noun).join(' or ');
    context.report(
      joinPointer('/capabilities', capability),
      `The ${JSON.stringify(capability)} capability is declared, but the descriptor lists no ${nouns}. Clients will ask this server for ${nouns} and find none: list what the server offers, or remove the capability (use "listChanged": true if they only appear at run time).`,
      'key',
    );
  }
});
