/**
 * The version to read a file in whose "$schema" names no published version. By default it is the one
 * mcpdesc.registry.schema derives from the URL (`checkedVersion`); but when the body is written in a
 * newer version's shape (camelCase `registryType` under a 2025-07-09 preview URL), checking it against
 * the URL's version would turn the one `$schema` mistake into per-field errors with advice for the old
 * shape. The body's own version is then the one to declare and to check the file against.
 */
import { checkModel } from '../../model/check.js';
import { isObject, listOf } from '../../util/json.js';
import { splitPointer } from '../../util/pointer.js';
import { MODEL } from './model.js';
import { AXIS, checkedVersion, CURRENT, PUBLISHED_VERSIONS, schemaUrl, type ServerJsonVersion } from './versions.js';

export interface ReadVersion {
  version: ServerJsonVersion;
  /** The file's "$schema" names no published version: `version` is the one mcpdesc suggests. */
  assumed: boolean;
  /** Set when `version` is the newer one the body is written in: the fields the URL's version does not have. */
  newerShape?: readonly string[];
}

const CACHE = new WeakMap<object, ReadVersion | undefined>();

export function readVersion(value: unknown): ReadVersion | undefined {
  if (!isObject(value)) return checkedVersion(value);
  if (!CACHE.has(value)) CACHE.set(value, compute(value));
  return CACHE.get(value);
}

function compute(value: unknown): ReadVersion | undefined {
  const checked = checkedVersion(value);
  if (!checked?.assumed) return checked;
  const issuesIn = (version: string) => checkModel(MODEL, 'Server', value, version, '').filter((i) => i.kind !== 'deprecated');
  const own = issuesIn(checked.version);
  // Only fields of a newer version make the body newer; a file in an older shape keeps the suggested version.
  const foreign = own.filter((i) => i.kind === 'unavailable');
  if (foreign.length === 0) return checked;
  let best: { version: ServerJsonVersion; score: number } | undefined;
  for (const version of PUBLISHED_VERSIONS) {
    if (AXIS.compare(version, checked.version) <= 0) continue;
    const score = issuesIn(version).length;
    // On a tie the current version wins, then the newest.
    if (score < own.length && (!best || score < best.score || (score === best.score && best.version !== CURRENT))) best = { version, score };
  }
  if (!best) return checked;
  const newer = new Set(issuesIn(best.version).map((i) => i.pointer));
  const keys = foreign.filter((i) => !newer.has(i.pointer)).map((i) => splitPointer(i.pointer).pop() as string);
  return keys.length === 0 ? checked : { version: best.version, assumed: true, newerShape: [...new Set(keys)] };
}

/** "The rest of the file is written in the 2025-09-16 shape (…)": the advice that replaces the URL's own. */
export function newerShapeAdvice(read: ReadVersion, urlVersion: string): string {
  const keys = read.newerShape ?? [];
  const shown =
    keys.length > 4
      ? `${keys
          .slice(0, 4)
          .map((k) => JSON.stringify(k))
          .join(', ')} and ${keys.length - 4} more`
      : listOf(keys, 'and');
  return `The rest of the file is written in the shape of ${read.version} (${shown}, which the ${urlVersion} schema does not have): write "$schema": ${JSON.stringify(schemaUrl(read.version))}${read.version === CURRENT ? ' (the current version)' : ''}.`;
}
