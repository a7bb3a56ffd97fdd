/**
 * mcpdesc.consistency.allowed-tools: Copilot CLI exposes only the tools a server entry's `tools` lists
 * (`.github/mcp.json`, and `.mcp.json`, which it reads too). For an entry that runs a server of this
 * repository (a path in its command, arguments or cwd), the files of that server's package say which
 * tools it serves (server-tools.ts); a listed name none of them knows exposes nothing, most often a typo
 * or a renamed tool. Only a package with a file that lists every tool is asked, so a name the
 * repository does not describe is never guessed at.
 */
import { posix } from 'node:path';
import { isObject, quote } from '../../../util/json.js';
import { joinPointer } from '../../../util/pointer.js';
import { documentRule, runMemo, type Workspace } from '../../types.js';
import { groupSides, type Side } from '../server-tools.js';

export const ALLOWED_TOOLS_RULE = 'mcpdesc.consistency.allowed-tools';

/** Build output a repository does not commit, where an entry's server is started from. */
const BUILT = /^(?:dist|build|out|lib)\//;
/** `${workspaceFolder}/`, `$PWD/`, `./`: what a path of the repository starts with in an entry. */
const PREFIX = /^(?:\$\{(?:workspaceFolder|workspaceRoot|PWD)\}\/|\$PWD\/|\.\/)+/;

export default documentRule(ALLOWED_TOOLS_RULE, ({ path, parsed, workspace, run, report }) => {
  const value = parsed.value;
  if (!workspace || !isObject(value) || !isObject(value.mcpServers)) return;
  const memo = run ?? runMemo();
  for (const [name, entry] of Object.entries(value.mcpServers)) {
    if (!isObject(entry) || !Array.isArray(entry.tools)) continue;
    const sides = serverSides(workspace, memo, runsFrom(path), entry);
    if (!sides) continue;
    const known = sides.flatMap((s) => s.tools.flatMap((t) => (t.title === undefined ? [t.name] : [t.name, t.title])));
    const listing = sides.find((s) => s.complete) as Side;
    entry.tools.forEach((tool: unknown, index: number) => {
      if (typeof tool !== 'string' || tool === '*' || known.includes(tool)) return;
      const near = known.find((k) => fold(k) === fold(tool));
      report(
        joinPointer('/mcpServers', name, 'tools', index),
        `The server ${quote(name)} runs from this repository, whose files name no tool ${quote(tool)} (${listing.label} lists every tool the server serves): Copilot CLI exposes only the tools this list names, so this name exposes no tool. ${near === undefined ? 'Use a tool name the server serves, or remove this one.' : `Did you mean ${quote(near)}?`}`,
        'value',
        [listing.at],
      );
    });
  }
});

/** The sides of the package an entry runs, when one of them lists every tool; undefined otherwise. */
function serverSides(workspace: Workspace, run: Parameters<typeof groupSides>[1], base: string, entry: Record<string, unknown>): Side[] | undefined {
  const words = [entry.command, entry.cwd, ...(Array.isArray(entry.args) ? entry.args : [])].filter((w): w is string => typeof w === 'string');
  for (const word of words) {
    const path = localPath(workspace, base, word);
    if (path === undefined) continue;
    // A folder (`go run ./cmd/server`) is asked as a file in it.
    const read = groupSides(workspace, run, workspace.kind(path) === 'directory' ? `${path}/-` : path);
    if (read?.sides.some((s) => s.complete)) return read.sides;
  }
  return undefined;
}

/** The folder a configuration's relative paths start from: its own, or for `.github/mcp.json` the repository's. */
function runsFrom(path: string): string {
  const dir = posix.dirname(path);
  return posix.basename(dir) === '.github' ? posix.dirname(dir) : dir;
}

/** The root-relative path a word of an entry names in the repository, if it names one there. */
function localPath(workspace: Workspace, base: string, word: string): string | undefined {
  const path = posix.normalize(posix.join(base, word.replace(PREFIX, '')));
  if (path === '.' || path.startsWith('/') || path.startsWith('..') || path.startsWith('-') || (!path.includes('/') && !/\.[cm]?[jt]s$|\.py$/.test(path)))
    return undefined;
  // The entry point may be built output that is not committed (dist/index.js): its folder is in the repository.
  for (let at = path; at !== '.' && at !== ''; at = posix.dirname(at)) if (workspace.kind(at) !== undefined) return path;
  return BUILT.test(path) ? path : undefined;
}

/** A name without case and separators, for a near miss. */
function fold(name: string): string {
  return name.toLowerCase().replace(/[-_.\s]/g, '');
}
