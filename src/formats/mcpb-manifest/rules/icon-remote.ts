import { quote } from '../../../util/json.js';
import { mcpbRule } from '../context.js';
import { icons } from '../files.js';

/**
 * mcpdesc.mcpb.icon-remote: icons are files inside the bundle, not web addresses. mcpb validate warns
 * about a remote "icon"; Claude Desktop shows only icons the bundle carries.
 */
export default mcpbRule('mcpdesc.mcpb.icon-remote', (context) => {
  for (const icon of icons(context.manifest, context.version)) {
    if (!/^https?:\/\//i.test(icon.text)) continue;
    context.report(
      icon.pointer,
      `The icon ${quote(icon.text)} is a remote URL: Claude Desktop shows only icon files inside the bundle${icon.pointer === '/icon' ? ', and mcpb validate warns about it' : ''}. Add the PNG to the bundle and write its path, such as "icon.png".`,
    );
  }
});
