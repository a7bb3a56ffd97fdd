import { quote } from '../../../util/json.js';
import { reference } from '../bundle.js';
import { mcpbRule } from '../context.js';
import { fileState, icons } from '../files.js';

/**
 * mcpdesc.mcpb.icon-ignored: an icon that is there but that .mcpbignore leaves out of the bundle. mcpb
 * validate and mcpb pack look for the icon in the folder, where it is, so nothing rejects the manifest:
 * the installed bundle just shows no icon. An icon .mcpbignore leaves out that is not there either is
 * mcpdesc.mcpb.icon's (validate fails), one a build copies in mcpdesc.mcpb.build-output's.
 */
export default mcpbRule('mcpdesc.mcpb.icon-ignored', (context) => {
  const { bundle } = context;
  if (!bundle) return;
  for (const icon of icons(context.manifest, context.version)) {
    const ref = reference(icon.text);
    if (!ref.ok) continue;
    const state = fileState(bundle, ref.path);
    if (state.kind !== 'ignored' || !state.present) continue;
    context.report(
      icon.pointer,
      `.mcpbignore leaves the icon ${quote(icon.text)} out of the bundle (its line ${quote(state.pattern)}): mcpb pack accepts it, but the installed bundle shows no icon. Remove or narrow that line.`,
    );
  }
});
