import { hasOwn, isObject } from '../../../../util/json.js';
import { joinPointer } from '../../../../util/pointer.js';
import { descriptorRule } from '../../context.js';
import { CAPABILITY_LISTS, entryCount } from './capability-lists.js';

/**
 * mcpdesc.capabilities.consistency: a descriptor that declares capabilities declares the one behind
 * each list it fills (tools → tools; resources and resource templates → resources; prompts → prompts).
 */
export default descriptorRule('mcpdesc.capabilities.consistency', (context) => {
  const { capabilities } = context.descriptor;
  if (!isObject(capabilities)) return;
  for (const { capability, lists } of CAPABILITY_LISTS) {
    if (hasOwn(capabilities, capability)) continue;
    const filled = lists.find((list) => (entryCount(context.descriptor, list.key) ?? 0) > 0);
    if (!filled) continue;
    context.report(
      joinPointer('', filled.key),
      `The descriptor lists ${filled.noun}, but capabilities does not declare ${JSON.stringify(capability)}. Servers must declare the capability for what they offer, and clients do not ask a server for ${filled.noun} it does not declare: add "${capability}": {} to capabilities.`,
      'key',
    );
  }
});
