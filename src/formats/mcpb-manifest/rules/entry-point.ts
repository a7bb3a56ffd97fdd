import { posix } from 'node:path';
import { quote } from '../../../util/json.js';
import { entryReference } from '../bundle.js';
import { mcpbRule } from '../context.js';
import { backslashed, entryPoint, fileState } from '../files.js';
import { isObject, type JsonObject } from '../../../util/json.js';

/**
 * mcpdesc.mcpb.entry-point: "server.entry_point" names a file inside the bundle folder, relative to the
 * manifest, that is there and that .mcpbignore does not leave out. mcpb validate does not look; the client
 * finds out when it starts the server. A file a build makes (package.json says so) is mcpdesc.mcpb.build-output's;
 * a variable in the path is mcpdesc.mcpb.entry-point-variable's.
 */
export default mcpbRule('mcpdesc.mcpb.entry-point', (context) => {
  const entry = entryPoint(context.manifest);
  if (!entry) return;
  const { report, bundle } = context;
  const shown = quote(entry.text);
  // "${__dirname}/server/index.js" is looked for as "server/index.js" (its variable is noted by mcpdesc.mcpb.entry-point-variable).
  const ref = entryReference(entry.text);
  if (!ref.ok) {
    switch (ref.problem) {
      case 'empty':
        return report(
          entry.pointer,
          '"server.entry_point" is empty: it must name the file the server starts from, relative to the manifest: set it to that path, such as "server/index.js".',
        );
      case 'variable':
        // No path to look for: mcpdesc.mcpb.entry-point-variable notes it.
        return;
      case 'remote':
        return report(
          entry.pointer,
          `The entry point ${shown} is a URL, but a bundle runs its server from its own files. Name the file inside the bundle, such as "server/index.js".`,
        );
      case 'absolute':
        return report(
          entry.pointer,
          `The entry point ${shown} is an absolute path, which exists only on this machine: each user's client installs the bundle somewhere else. Write it relative to the manifest, such as "server/index.js".`,
        );
      case 'outside':
        return report(
          entry.pointer,
          `The entry point ${shown} leaves the bundle folder, so mcpb pack does not include it and the installed bundle has no server to start. Move the server into the folder of manifest.json.`,
        );
    }
  }
  if (!bundle) return;
  const state = fileState(bundle, ref.path, entry);
  if (state.kind === 'ignored') {
    report(
      entry.pointer,
      state.present
        ? `.mcpbignore leaves the entry point ${shown} out of the bundle (its line ${quote(state.pattern)}), so the installed bundle has no server to start. Remove or narrow that line.`
        : `The entry point ${shown} is not in the bundle folder, and .mcpbignore would leave it out even once it is built (its line ${quote(state.pattern)}), so the installed bundle would have no server to start. Remove or narrow that line.`,
    );
  } else if (state.kind === 'directory' && !launchesItself(context.manifest)) {
    report(
      entry.pointer,
      `The entry point ${shown} is a folder, and with no "server.mcp_config" command the host starts the server from that file itself: name the file the server starts from, such as ${quote(posix.join(ref.path, 'index.js'))}.`,
    );
  } else if (state.kind === 'missing' && state.slashed !== undefined) {
    report(entry.pointer, backslashed(`The entry point ${shown}`, state.slashed, 'the bundle has no server to start'));
  } else if (state.kind === 'missing') {
    report(
      entry.pointer,
      `The entry point ${shown} is not in the bundle folder (mcpdesc looked for ${quote(bundle.fromRoot(ref.path))}), so the bundle would have no server to start. Commit it or correct the path; if a build makes it, a package.json build script beside the manifest that names it (or writes its folder) tells mcpdesc so.`,
    );
  }
});

/**
 * Whether "server.mcp_config" says what to run. The client then runs that command, and mcpb validate asks
 * only for a string, so a folder as the entry point ("." beside `sh ${__dirname}/run.sh`, or the package
 * `node ${__dirname}/server` resolves) breaks nothing; without it the host opens the entry point itself.
 */
function launchesItself(manifest: JsonObject): boolean {
  const server = manifest.server;
  return isObject(server) && isObject(server.mcp_config) && typeof server.mcp_config.command === 'string' && server.mcp_config.command.trim() !== '';
}
