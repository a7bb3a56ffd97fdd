import { configRule } from '../context.js';
import type { EntryPart } from '../entry.js';

/** A home directory of a named user: macOS, Linux, Windows. The user segment stops at a separator or quote. */
const HOME = /(?:^|[\s="';])(\/Users\/|\/home\/|[A-Za-z]:[\\/]+Users[\\/]+)([^\\/\s"':;,]{1,100})/;
/** User segments that are placeholders or shared folders, not a person (/Users/Shared, /home/linuxbrew, a container's /home/node). */
const NOT_A_PERSON =
  /^(?:<.*>|\{.*\}|\$.*|%.*%|\[.*\]|your[\w-]*|user(?:name)?|you|me|name|\.\.\.|…|x+|shared|public|default|all users|linuxbrew|node|runner)$/i;
/** Parts, and keys of clients' own, that hold paths or command lines. */
const PATH_PARTS = new Set<EntryPart | undefined>(['command', 'args', 'cwd', 'env']);
const PATH_FIELDS = new Set(['envFile', 'watchPaths']);
/** What to write instead, by where the path is, for clients with no variable for the home directory. */
function fallbackAdvice(part: EntryPart | undefined): string {
  if (part === 'command') return 'Use a program on the PATH, or a path relative to the project.';
  if (part === 'env') return "Leave the value to each developer's own environment (drop it from the shared file), or use a path relative to the project.";
  return 'Use a path relative to the project.';
}

/**
 * mcpdesc.config.machine-path: no absolute path into one user's home directory. The file then works
 * on that machine only, and it publishes the user name.
 */
export default configRule('mcpdesc.config.machine-path', (context) => {
  const { spec } = context;
  for (const entry of context.servers) {
    for (const site of entry.strings) {
      if (!PATH_PARTS.has(site.part) && !PATH_FIELDS.has(site.field)) continue;
      const match = HOME.exec(site.text);
      if (!match || NOT_A_PERSON.test(match[2])) continue;
      const instead =
        spec.machinePathAdvice ??
        (spec.homeVariable
          ? `Write ${JSON.stringify(spec.homeVariable)} for the home directory, or a path relative to the project.`
          : fallbackAdvice(site.part));
      context.report(
        site.pointer,
        `This path is in the home directory of ${JSON.stringify(match[2])} (${JSON.stringify(`${match[1]}${match[2]}`)}…): "${entry.name}" starts only on that machine, and the file publishes the user name. ${instead}`,
      );
    }
  }
});
