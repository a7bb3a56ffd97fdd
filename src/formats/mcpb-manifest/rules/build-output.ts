import { quote } from '../../../util/json.js';
import { entryReference, reference } from '../bundle.js';
import { mcpbRule } from '../context.js';
import { entryPoint, fileState, icons } from '../files.js';

/**
 * mcpdesc.mcpb.build-output: a file the manifest names is not in the bundle folder, but the repository
 * shows a build or release step makes it or packs the bundle elsewhere (bundle.ts `builtBy`; a binary
 * server's executable). That is the usual layout, so it is a note, not an error of
 * mcpdesc.mcpb.entry-point or mcpdesc.mcpb.icon: the step must run before mcpb pack.
 */
export default mcpbRule('mcpdesc.mcpb.build-output', (context) => {
  const { bundle, manifest, report } = context;
  if (!bundle) return;
  const entry = entryPoint(manifest);
  for (const file of [...(entry ? [entry] : []), ...icons(manifest, context.version)]) {
    const ref = file === entry ? entryReference(file.text) : reference(file.text);
    if (!ref.ok) continue;
    const state = fileState(bundle, ref.path, file);
    if (state.kind !== 'built') continue;
    const without = file.what === 'entry point' ? 'has no server to start' : 'fails mcpb validate and shows no icon';
    report(
      file.pointer,
      state.ignored === undefined
        ? `The ${file.what} ${quote(file.text)} is not in the bundle folder, but ${state.reason}, so a build or release step presumably makes it. Make sure that step runs before "mcpb pack", and run "mcpb validate" on the bundle it packs: a bundle packed without it ${without}.`
        : `.mcpbignore here leaves the ${file.what} ${quote(file.text)} out (its line ${quote(state.ignored)}), but ${state.reason}, so a build step presumably copies it into the folder it packs. Make sure that step copies it, and run "mcpb validate" on the bundle it packs: a bundle without it ${without}.`,
    );
  }
});
