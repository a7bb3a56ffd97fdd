import { joinPointer } from '../../../util/pointer.js';
import { configRule } from '../context.js';
import { launchOf } from '../launchers.js';

/**
 * mcpdesc.config.unpinned-package: a server started by a package runner (npx, pnpm dlx, bunx, yarn dlx,
 * uvx, pipx run, docker run) names an exact version. Otherwise each client start downloads whatever was
 * published last, so whoever controls the next release runs code on every machine that uses the file.
 */
export default configRule('mcpdesc.config.unpinned-package', (context) => {
  for (const entry of context.servers) {
    const { command: commandAt, args: argsAt } = entry;
    if (typeof commandAt?.value !== 'string') continue;
    const command = commandAt.value;
    const args = argsAt?.value;
    if (args !== undefined && !(Array.isArray(args) && args.every((a) => typeof a === 'string'))) continue;
    const list = (args ?? []) as string[];
    // `"command": "npx -y pkg"` with no args is one command line.
    const fromCommand = list.length === 0 && /\s/.test(command.trim());
    const words = fromCommand ? command.trim().split(/\s+/) : [command, ...list];
    const launch = launchOf(words[0], words.slice(1));
    if (!launch || launch.pinned) continue;
    // A package named in `args` means they are there.
    const pointer = fromCommand || !argsAt ? commandAt.pointer : joinPointer(argsAt.pointer, launch.argIndex);
    const what =
      launch.ecosystem === 'docker'
        ? launch.version === 'latest' || launch.version === undefined
          ? `${JSON.stringify(launch.spec)} runs the image's "latest" tag`
          : `${JSON.stringify(launch.spec)} names the tag ${JSON.stringify(launch.version)}, which moves`
        : launch.version === undefined
          ? `${JSON.stringify(launch.spec)} names no version`
          : `${JSON.stringify(launch.spec)} names ${JSON.stringify(launch.version)}, not an exact version`;
    context.report(
      pointer,
      `${what}: ${launch.runner} fetches whatever was published last each time a teammate's client starts "${entry.name}", so whoever controls the next release of ${JSON.stringify(launch.name)} runs code on every machine that uses this file. Pin the version you reviewed: ${JSON.stringify(launch.pinnedForm)}.`,
    );
  }
});
