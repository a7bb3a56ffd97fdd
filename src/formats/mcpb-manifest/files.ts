/**
 * The bundle files a manifest names (its server's entry point, its icons) and what the bundle folder
 * holds at each: the file, a folder, nothing, or nothing yet because the build makes it.
 */
import { isObject, type JsonObject } from '../../util/json.js';
import { joinPointer } from '../../util/pointer.js';
import type { Bundle } from './bundle.js';
import { MCPB_DEFINITIONS } from './model.js';
import { MCPB_AXIS } from './versions.js';

const ICONS = MCPB_DEFINITIONS.find((d) => d.name === 'Manifest')?.fields?.icons;

export interface NamedFile {
  pointer: string;
  text: string;
  what: 'entry point' | 'icon';
  /** Other names the file may have on disk: a binary server's `.exe` (clients add it on Windows). */
  alternates?: (path: string) => string[];
}

export function entryPoint(manifest: JsonObject): NamedFile | undefined {
  const server = manifest.server;
  if (!isObject(server) || typeof server.entry_point !== 'string') return undefined;
  return {
    pointer: '/server/entry_point',
    text: server.entry_point,
    what: 'entry point',
    ...(server.type === 'binary' ? { alternates: (path: string) => [`${path}.exe`] } : {}),
  };
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
  | { kind: 'built'; reason: string }
  | { kind: 'missing' };

export function fileState(bundle: Bundle, path: string, file?: NamedFile): FileState {
  const found = [path, ...(file?.alternates?.(path) ?? [])].find((p) => bundle.kind(p) === 'file');
  const kind = found ? 'file' : bundle.kind(path);
  const pattern = bundle.ignoredBy(found ?? path);
  if (pattern !== undefined) return { kind: 'ignored', pattern, present: kind !== undefined };
  if (kind) return { kind };
  const reason = bundle.builtBy(path);
  return reason ? { kind: 'built', reason } : { kind: 'missing' };
}
