/**
 * Which zod a file's schemas are: the SDK turns zod 3 schemas into JSON Schema with zod-to-json-schema and
 * zod 4 ones with `z.toJSONSchema` (src/server/zod-json-schema-compat.ts, SDK 1.23 on), which write some
 * schemas differently (`.nullable()`: `type: ["string", "null"]` against `anyOf`). A file importing
 * `zod/v4` (or `zod/mini`) has zod 4's, one importing `zod/v3` zod 3's, whatever the package's release;
 * one importing `zod` has those of the release its package pins (the lockfile), else the lowest its range
 * allows. Undefined when nothing says, or the file names both.
 */
import { folderOf, lockedRelease, NPM_LOCKFILES } from '../source/lockfile.js';
import type { Workspace } from '../types.js';
import { dependency, lowerBound } from './sdk.js';

export type ZodMajor = 3 | 4;

const V4 = /["'`]zod\/(?:v4|mini|v4-mini)["'`/]/;
const V3 = /["'`]zod\/v3["'`]/;
const PLAIN = /["'`]zod["'`]/;

export function zodMajor(text: string, path: string, workspace: Workspace | undefined): ZodMajor | undefined {
  const four = V4.test(text);
  const three = V3.test(text);
  const plain = PLAIN.test(text);
  if (Number(four) + Number(three) + Number(plain) !== 1) return undefined;
  if (four) return 4;
  if (three) return 3;
  const declared = workspace && dependency(workspace, path, 'zod');
  if (!workspace || !declared) return undefined;
  const release = lockedRelease(workspace, folderOf(declared.at), NPM_LOCKFILES, 'zod')?.release ?? lowerBound(declared.range);
  const major = release === undefined ? undefined : Number.parseInt(release, 10);
  return major === 3 || major === 4 ? major : undefined;
}
