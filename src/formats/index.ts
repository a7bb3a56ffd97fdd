/**
 * Every format mcpdesc knows, loaded whole, in the order classification prefers them when two fit
 * equally well (their manifests' precedence, highest first): for the library, tests and docs. The
 * runner classifies with loaders.ts (the same formats, their manifests only) and loads a format's rules
 * when it meets one of its files. Both lists are generated from the format folders (npm run generate).
 */
import { withConsistency } from './consistency/index.js';
import { ALL_FORMATS } from './formats.generated.js';
import type { Format } from './types.js';

export type { Format } from './types.js';

// Each format with the cross-file consistency rules that read its group (src/formats/consistency).
export const FORMATS: readonly Format[] = ALL_FORMATS.map(withConsistency);

const BY_ID = new Map(FORMATS.map((f) => [f.id, f]));

export function formatById(id: string): Format | undefined {
  return BY_ID.get(id);
}

export { FORMAT_PATHS } from './loaders.js';
