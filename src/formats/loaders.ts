/**
 * Every format as classification sees it (its manifest: paths, recognition, version, precedence), in
 * precedence order, with each format's rules and models loaded only when a file of that format is
 * checked: a run on one descriptor never compiles nor runs the other formats' code, which the bundles
 * keep in chunks of their own. The list is generated from the format folders (registry.generated.ts).
 */
import { REGISTRY } from './registry.generated.js';
import { type Format, type FormatInfo, formatPaths } from './types.js';

export const FORMAT_INFOS: readonly FormatInfo[] = REGISTRY.map(([info]) => info);

const BY_ID = new Map(REGISTRY.map(([info, load]) => [info.id, { info, load }]));

export function formatInfoById(id: string): FormatInfo | undefined {
  return BY_ID.get(id)?.info;
}

/** Every format's usual paths: discovery's default include list. */
export const FORMAT_PATHS: readonly string[] = formatPaths(FORMAT_INFOS);

const LOADED = new Map<string, Promise<Format>>();

/** The whole format `info` describes, with its rules and the consistency rules that read its group. */
export function loadFormat(info: FormatInfo): Promise<Format> {
  let loaded = LOADED.get(info.id);
  if (!loaded) {
    const entry = BY_ID.get(info.id);
    if (!entry) throw new Error(`unknown format ${info.id}`);
    loaded = Promise.all([entry.load(), import('./consistency/index.js')]).then(([format, { withConsistency }]) => withConsistency(format));
    LOADED.set(info.id, loaded);
  }
  return loaded;
}
