/**
 * The bundle files a manifest names (its server's entry point, its icons) and what the bundle folder
 * holds at each: the file, a folder, nothing, or nothing yet because the build makes it.
 */
import { isObject, type JsonObject } from '../../util/json.js';
import { joinPointer } from '../../util/pointer.js';
import { type Bundle, DIRNAME, entryReference, reference } from './bundle.js';
import { MCPB_DEFINITIONS } from './model.js';
import { MCPB_AXIS } from './versions.js';

const ICONS = MCPB_DEFINITIONS.find((d) => d.name === 'Manifest')?.fields?.icons;

export interface NamedFile {
  pointer: string;
  text: string;
  what: 'entry point' | 'icon';
  /** Other names the file may have on disk: a binary server's `.exe` (clients add it on Windows). */
  alternates?: (path: string) => string[];
  /** Why the file is built whatever the repository says, as a clause: a binary server's executable. */
  built?: string;
  /**
   * What "mcp_config" starts the server with instead, so the entry point is never run: a runner that fetches
   * it (`uvx`, `npx`, `docker`), or another server file of the bundle (`${__dirname}/pr-mcp.py`).
   */
  unused?: string;
}

/** Runners that fetch what they start (a package or an image), so a bundle started by one never runs its entry point. */
const LAUNCHERS = new Set(['npx', 'uvx', 'bunx', 'pipx', 'docker', 'podman']);

export function entryPoint(manifest: JsonObject): NamedFile | undefined {
  const server = manifest.server;
  if (!isObject(server) || typeof server.entry_point !== 'string') return undefined;
  const launcher = launcherOf(server.mcp_config) ?? otherServerFile(server.mcp_config, server.type, server.entry_point);
  return {
    pointer: '/server/entry_point',
    text: server.entry_point,
    what: 'entry point',
    ...(server.type === 'binary'
      ? { alternates: (path: string) => [`${path}.exe`], built: 'it is the executable of a "binary" server, which a build compiles and nobody commits' }
      : {}),
    ...(launcher ? { unused: launcher } : {}),
  };
}

/** The runner "server.mcp_config" starts the server with, when it fetches the server rather than run a bundle file. */
function launcherOf(config: unknown): string | undefined {
  if (!isObject(config) || typeof config.command !== 'string') return undefined;
  const command =
    config.command
      .replace(/\\/g, '/')
      .split('/')
      .pop()
      ?.replace(/\.(?:exe|cmd)$/i, '') ?? '';
  if (!LAUNCHERS.has(command)) return undefined;
  const args = Array.isArray(config.args) ? config.args : [];
  return args.some((arg) => typeof arg === 'string' && arg.includes('${__dirname}')) ? undefined : command;
}

/** The files a server of each type starts from: a launcher script (`run.sh`) may start the entry point. */
const SERVER_FILE: Readonly<Record<string, RegExp>> = { python: /\.py$/i, node: /\.(?:[cm]?js|ts)$/i };

/**
 * A server file of the bundle "mcp_config" runs by `${__dirname}/…` (`uv run mcp run ${__dirname}/pr-mcp.py`)
 * when it is not the entry point and nothing there names the entry point: the client runs that file, so a
 * stale entry point breaks nothing (mcpb validate does not look at it either).
 */
function otherServerFile(config: unknown, type: unknown, entry: string): string | undefined {
  const kind = typeof type === 'string' ? SERVER_FILE[type] : undefined;
  if (!kind || !isObject(config) || typeof config.command !== 'string') return undefined;
  const words = [config.command, ...(Array.isArray(config.args) ? config.args : [])].filter((w): w is string => typeof w === 'string');
  const target = entryReference(entry);
  if (!target.ok) return undefined;
  let other: string | undefined;
  for (const word of words) {
    const ref = entryReference(word);
    if (!ref.ok) continue;
    // The entry point, or a folder it lies in, named as it is or under ${__dirname}.
    if (ref.path === target.path || target.path.startsWith(`${ref.path}/`)) return undefined;
    if (DIRNAME.test(word) && kind.test(ref.path)) other ??= ref.path;
  }
  return other === undefined ? undefined : `${config.command} … \${__dirname}/${other}`;
}

/** `icon`, then each `icons[].src` when the version has `icons` (mcpdesc.mcpb.field-version reports it otherwise). */
export function icons(manifest: JsonObject, version: string): NamedFile[] {
  const found: NamedFile[] = [];
  if (typeof manifest.icon === 'string') found.push({ pointer: '/icon', text: manifest.icon, what: 'icon' });
  if (Array.isArray(manifest.icons) && ICONS && MCPB_AXIS.inSpan(version, ICONS)) {
    for (const [index, icon] of manifest.icons.entries())
      if (isObject(icon) && typeof icon.src === 'string') found.push({ pointer: joinPointer('/icons', index, 'src'), text: icon.src, what: 'icon' });
  }
  return found;
}

export type FileState =
  | { kind: 'file' }
  | { kind: 'directory' }
  /** `.mcpbignore` leaves it out of the bundle; `present` says whether it is there now. */
  | { kind: 'ignored'; pattern: string; present: boolean }
  /** A build step presumably makes it; `ignored`: the .mcpbignore line that would leave it out, but the bundle is packed from another folder. */
  | { kind: 'built'; reason: string; ignored?: string }
  /** The server is started by a runner that fetches it (`uvx`, `npx`, `docker`): the entry point is never run, so it may be left out. */
  | { kind: 'unused'; launcher: string }
  /** `slashed`: the file that is there when the path's backslashes are read as separators (only Windows does). */
  | { kind: 'missing'; slashed?: string };

export function fileState(bundle: Bundle, path: string, file?: NamedFile): FileState {
  if (file?.unused) return { kind: 'unused', launcher: file.unused };
  const found = [path, ...(file?.alternates?.(path) ?? [])].find((p) => bundle.kind(p) === 'file');
  const kind = found ? 'file' : bundle.kind(path);
  const pattern = bundle.ignoredBy(found ?? path);
  if (pattern !== undefined) {
    // The bundle is packed from a folder a build fills, which this .mcpbignore does not govern.
    const elsewhere = bundle.packedElsewhere();
    return elsewhere ? { kind: 'built', reason: elsewhere, ignored: pattern } : { kind: 'ignored', pattern, present: kind !== undefined };
  }
  if (kind) return { kind };
  // mcpb joins the path as written: on macOS and Linux a backslash is part of a file name, not a separator.
  if (path.includes('\\')) {
    const slashed = reference(path.replace(/\\/g, '/'));
    if (slashed.ok && bundle.kind(slashed.path) === 'file') return { kind: 'missing', slashed: slashed.path };
  }
  const reason = file?.built ?? bundle.builtBy(path);
  return reason ? { kind: 'built', reason } : { kind: 'missing' };
}

/** The message for a path whose file is there once its backslashes are read as separators. */
export function backslashed(subject: string, slashed: string, effect: string): string {
  return `${subject} uses a backslash as its path separator: Windows reads it so and finds ${JSON.stringify(slashed)}, which is there, but mcpb joins the path as written, and on macOS and Linux a backslash is part of a file name, so there ${effect}. Write ${JSON.stringify(slashed)}${slashed.includes('/') ? ', with forward slashes' : ''}.`;
}
