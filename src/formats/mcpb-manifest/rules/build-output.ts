import { quote } from '../../../util/json.js';
import { reference } from '../bundle.js';
import { mcpbRule } from '../context.js';
import { entryPoint, fileState, icons } from '../files.js';

/**
 * mcpdesc.mcpb.build-output: a file the manifest names is not in the repository, but the package.json
 * beside the manifest shows the build makes it (a script names it, or it sits in a build output folder
 * and there is a build script). That is the usual layout, so it is a note, not an error of
 * mcpdesc.mcpb.entry-point or mcpdesc.mcpb.icon: the build must run before mcpb pack.
 */
export default mcpbRule('mcpdesc.mcpb.build-output', (context) => {
  const { bundle, manifest, report } = context;
  if (!bundle) return;
  const entry = entryPoint(manifest);
  for (const file of [...(entry ? [entry] : []), ...icons(manifest, context.version)]) {
    const ref = reference(file.text);
    if (!ref.ok) continue;
    const state = fileState(bundle, ref.path, file);
    if (state.kind !== 'built') continue;
    const without = file.what === 'entry point' ? 'has no server to start' : 'fails mcpb validate and shows no icon';
    report(
      file.pointer,
      `The ${file.what} ${quote(file.text)} is not in the repository, but ${state.reason}, so the build presumably makes it. Make sure the build runs before "mcpb pack": a bundle packed without it ${without}.`,
    );
  }
});
