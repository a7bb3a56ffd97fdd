import { joinPointer } from '../../../util/pointer.js';
import { mcpbRule } from '../context.js';
import { userConfig } from '../variables.js';

/**
 * mcpdesc.mcpb.sensitive-default: a "sensitive" option (a credential the client masks and stores
 * securely) has no "default". A default ships in plain text in every copy of the bundle, and a user who
 * keeps it sends that value as their credential. An empty default ("" or []) carries nothing and passes.
 */
export default mcpbRule('mcpdesc.mcpb.sensitive-default', (context) => {
  for (const [key, option] of userConfig(context.manifest)) {
    if (option.sensitive !== true || !Object.hasOwn(option, 'default')) continue;
    const value = option.default;
    if (value === '' || (Array.isArray(value) && value.length === 0)) continue;
    context.report(
      joinPointer('/user_config', key, 'default'),
      `The option ${JSON.stringify(key)} is sensitive, but it has a default: the default ships in plain text in every copy of the bundle, and a user who keeps it sends that value as their credential. Remove "default" and let each user enter their own.`,
      'key',
    );
  }
});
