/**
 * A C# project whose global usings bring the SDK in: `global using ModelContextProtocol.Server;` in a .cs
 * file at the project's top (GlobalUsings.cs, Usings.cs), or `<Using Include="ModelContextProtocol.Server" />`
 * in its project file or a Directory.Build.props above it. Its tool files then name neither the namespace
 * nor the package: an `[McpServerTool]` attribute is all they show. Read only for such a file, bounded, and
 * remembered per project folder for a stable workspace. Cheap to import: classification loads it.
 */
import type { Workspace } from '../types.js';

/** `global using ModelContextProtocol.Server;`, `global using static …`, `global using Mcp = …`. */
const GLOBAL_USING = /^[ \t]{0,64}global[ \t]{1,16}using[ \t]{1,16}(?:static[ \t]{1,16})?(?:\w{1,64}[ \t]{0,16}=[ \t]{0,16})?ModelContextProtocol\b/m;
/** An MSBuild `<Using Include="ModelContextProtocol…" />` item, which makes a global using. */
const USING_ITEM = /<Using[ \t\r\n]{1,64}Include[ \t]{0,8}=[ \t]{0,8}["']ModelContextProtocol\b/;
/** Folders walked up for the project file, and names listed in each. */
const MAX_DEPTH = 12;
const MAX_LISTED = 256;
/** Files read at most for one project, and the head read of each: global usings come first. */
const MAX_FILES = 16;
const MAX_FILE = 256 * 1024;
/** Project folders a workspace remembers at most; past it, it starts over (the answers stay the same). */
const MAX_PROJECTS = 5_000;
const PROJECTS = new WeakMap<Workspace, Map<string, boolean>>();

/** Whether the project the file is in (the nearest folder at or above it with a .csproj) has the SDK's namespace as a global using. */
export function projectUsesSdk(path: string, workspace: Workspace | undefined): boolean {
  if (!workspace || path.startsWith('/') || path.split('/').includes('..')) return false;
  const segments = path.split('/').slice(0, -1);
  for (let depth = segments.length; depth >= Math.max(0, segments.length - MAX_DEPTH); depth--) {
    const folder = segments.slice(0, depth).join('/');
    const names = workspace.list(folder, MAX_LISTED) ?? [];
    if (!names.some((name) => name.endsWith('.csproj'))) continue;
    if (!workspace.stable) return globalUsings(workspace, folder, names, segments.slice(0, depth));
    let projects = PROJECTS.get(workspace);
    if (!projects) PROJECTS.set(workspace, (projects = new Map()));
    let found = projects.get(folder);
    if (found === undefined) {
      found = globalUsings(workspace, folder, names, segments.slice(0, depth));
      if (projects.size >= MAX_PROJECTS) projects.clear();
      projects.set(folder, found);
    }
    return found;
  }
  return false;
}

function globalUsings(workspace: Workspace, folder: string, names: readonly string[], segments: readonly string[]): boolean {
  const inFolder = (at: string, name: string) => (at === '' ? name : `${at}/${name}`);
  let reads = MAX_FILES;
  const says = (file: string, pattern: RegExp): boolean => {
    if (reads-- <= 0 || workspace.kind(file) !== 'file') return false;
    const bytes = workspace.head(file, MAX_FILE);
    return bytes !== undefined && pattern.test(new TextDecoder().decode(bytes));
  };
  for (const name of names) if (name.endsWith('.csproj') && says(inFolder(folder, name), USING_ITEM)) return true;
  // GlobalUsings.cs, Usings.cs first: the files read are bounded.
  const sources = names.filter((name) => name.endsWith('.cs'));
  for (const name of [...sources.filter((n) => /using/i.test(n)), ...sources.filter((n) => !/using/i.test(n))])
    if (says(inFolder(folder, name), GLOBAL_USING)) return true;
  // Directory.Build.props applies to every project below it.
  for (let depth = segments.length; depth >= 0; depth--) {
    if (says(inFolder(segments.slice(0, depth).join('/'), 'Directory.Build.props'), USING_ITEM)) return true;
  }
  return false;
}
