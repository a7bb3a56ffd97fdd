/**
 * What a change to the configuration or the baseline would switch off, worked out on a run checked
 * with them as they were before the change: the files it would no longer check, the findings it would
 * turn off, down or ignore, the limits it raises, and the findings new baseline entries would accept.
 * A pull request's own change to its check is reported with these, never applied to it.
 */
import type { Catalogue } from '../catalogue/catalogue.js';
import type { FileResult, Finding, Level } from '../engine/finding.js';
import { vendoredPicomatch } from '../util/lazy-require.js';
import { applyBaseline, type Baseline } from './baseline.js';
import { type Config, ignoresFor, type Limits, settingsFor } from './config.js';

export interface Weakening {
  /** Files this run checked that the changed include and exclude globs would leave out. */
  excluded: string[];
  /** Findings of this run the changed settings would turn off or down, or its `ignore:` entries suppress, and how. */
  hidden: { finding: Finding; how: string }[];
  /** Limits the change raises, as "maxFileBytes 5242880 → 52428800". */
  limits: string[];
  /**
   * What the change makes check less, whether or not this run met it: exclude globs it adds, include
   * globs it drops, `rules:` settings ("id warning → off"), `overrides:` and `ignore:` entries it adds.
   */
  settings: string[];
}

const RANK: Readonly<Record<Level, number>> = { error: 0, warning: 1, note: 2 };

export function configWeakening(base: Config, head: Config, results: readonly FileResult[], catalogue: Catalogue): Weakening {
  const before = selector(base);
  const after = selector(head);
  const excluded = results.filter((r) => r.skipped === undefined && before(r.path) && !after(r.path)).map((r) => r.path);
  const hidden: Weakening['hidden'] = [];
  for (const result of results) {
    for (const finding of result.findings) {
      const how = hiddenBy(finding, base, head, catalogue);
      if (how) hidden.push({ finding, how });
    }
  }
  const limits = (Object.keys(base.limits) as (keyof Limits)[])
    .filter((key) => head.limits[key] > base.limits[key])
    .map((key) => `${key} ${base.limits[key]} → ${head.limits[key]}`);
  return { excluded, hidden, limits, settings: settingsWeakened(base, head, catalogue) };
}

function settingsWeakened(base: Config, head: Config, catalogue: Catalogue): string[] {
  const out: string[] = [];
  const excludes = head.exclude.filter((glob) => !base.exclude.includes(glob));
  if (excludes.length > 0) out.push(`exclude ${globList(excludes)}`);
  const includes = base.include.filter((glob) => !head.include.includes(glob));
  if (includes.length > 0) out.push(`include without ${globList(includes)}`);
  const level = (config: Config, id: string) => config.rules[id] ?? catalogue.get(id)?.level;
  for (const id of [...new Set([...Object.keys(base.rules), ...Object.keys(head.rules)])].sort()) {
    const was = level(base, id);
    const will = level(head, id);
    if (was !== undefined && was !== 'off' && will !== undefined && will !== was && (will === 'off' || RANK[will] > RANK[was]))
      out.push(`${id} ${was} → ${will}`);
  }
  const known = new Set(base.overrides.map((entry) => JSON.stringify(entry)));
  for (const entry of head.overrides) {
    const lowered = Object.entries(entry.rules).filter(([id, setting]) => {
      const was = level(head, id);
      return was !== undefined && was !== 'off' && (setting === 'off' || RANK[setting] > RANK[was]);
    });
    if (lowered.length > 0 && !known.has(JSON.stringify(entry)))
      out.push(`overrides for ${entry.files.join(', ')}: ${lowered.map(([id, setting]) => `${id} ${setting}`).join(', ')}`);
  }
  const ignored = new Set(base.ignore.map((entry) => JSON.stringify(entry)));
  for (const entry of head.ignore) if (!ignored.has(JSON.stringify(entry))) out.push(`ignore ${entry.rule} in ${entry.files.join(', ')}`);
  return out;
}

/** How the changed configuration would hide a finding, or undefined when it would not. */
function hiddenBy(finding: Finding, base: Config, head: Config, catalogue: Catalogue): string | undefined {
  const level = (config: Config) => settingsFor(config, finding.path)[finding.ruleId] ?? catalogue.get(finding.ruleId)?.level;
  const was = level(base);
  const will = level(head);
  if (was !== undefined && was !== 'off' && will !== undefined && will !== was && (will === 'off' || RANK[will] > RANK[was]))
    return `${finding.ruleId} ${was} → ${will}`;
  // The finding was reported, so no entry of the base configuration ignores it.
  const ignored = ignoresFor(head, finding.path).find(
    (entry) =>
      entry.rule === finding.ruleId && (entry.pointer === undefined || finding.pointer === entry.pointer || finding.pointer.startsWith(`${entry.pointer}/`)),
  );
  return ignored ? `${finding.ruleId} ignored ("${ignored.reason}")` : undefined;
}

function globList(globs: readonly string[]): string {
  const shown = globs.slice(0, 3).map((glob) => JSON.stringify(glob));
  return globs.length > 3 ? `${shown.join(', ')} and ${globs.length - 3} more globs` : shown.join(', ');
}

/** Whether a folder search under this configuration looks at a root-relative path (as discover.ts decides). */
function selector(config: Pick<Config, 'include' | 'exclude'>): (path: string) => boolean {
  const picomatch = vendoredPicomatch();
  const included = picomatch([...config.include], { dot: true });
  const excluded = config.exclude.length > 0 ? picomatch([...config.exclude], { dot: true }) : () => false;
  return (path) => {
    if (!included(path) || excluded(path)) return false;
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) {
      const folder = parts.slice(0, i).join('/');
      if (excluded(folder) || excluded(`${folder}/`)) return false;
    }
    return true;
  };
}

/** The reported findings that the entries a change adds to the baseline would accept. */
export function baselineWouldAccept(results: readonly FileResult[], added: Baseline): Finding[] {
  if (added.entries.length === 0) return [];
  const { results: after } = applyBaseline(results, added, 'the changed baseline');
  // applyBaseline appends what it suppresses after what was suppressed already.
  return after.flatMap((result, i) => (result.suppressed ?? []).slice(results[i].suppressed?.length ?? 0).map(({ suppression: _, ...finding }) => finding));
}
