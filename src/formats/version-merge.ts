/**
 * A file that declares several versions (a descriptor's `protocolVersion: [...]`) is checked once per
 * version, and the findings are merged: the same problem in three versions is one finding naming the
 * three, a problem in some versions only names them, and a problem every version shares reads as it
 * would for one version (a rule whose verdict does not depend on the version reports no duplicates).
 */
import type { RelatedLocation } from '../engine/finding.js';
import type { Range } from '../parse/lines.js';
import type { Reporter } from './reporter.js';

type Reported = { at: 'pointer'; pointer: string; target: 'key' | 'value'; index?: number } | { at: 'range'; range: Range; pointer: string };

interface Group {
  where: Reported;
  /** The message with `{version}` where it named the version it was found in. */
  template: string;
  versions: string[];
  /** The other places the finding is about, as the first version found them (the same place in each). */
  related?: readonly RelatedLocation[];
}

const SLOT = '{version}';

/** "2025-06-18", "2025-03-26, 2025-06-18 and 2025-11-25". */
export function phraseVersions(versions: readonly string[]): string {
  if (versions.length <= 1) return versions.join('');
  return `${versions.slice(0, -1).join(', ')} and ${versions[versions.length - 1]}`;
}

export class VersionMerger {
  private readonly groups = new Map<string, Group>();

  /** `versions`: every version the file declares, oldest first (a rule may be checked in some only). */
  constructor(private readonly versions: readonly string[]) {}

  /** A reporter that collects what a rule finds when it reads the file in `version`. */
  reporterFor(version: string): Reporter {
    return {
      report: (pointer, message, target = 'value', related, _fix, index) =>
        this.add({ at: 'pointer', pointer, target, ...(index === undefined ? {} : { index }) }, message, version, related),
      reportAt: (range, message, pointer = '') => this.add({ at: 'range', range, pointer }, message, version),
    };
  }

  /** Reports each merged finding once, in the order first found. */
  flush(reporter: Reporter): void {
    for (const group of this.groups.values()) {
      const message = this.messageOf(group);
      if (group.where.at === 'pointer') reporter.report(group.where.pointer, message, group.where.target, group.related, undefined, group.where.index);
      else reporter.reportAt(group.where.range, message, group.where.pointer);
    }
  }

  private add(where: Reported, message: string, version: string, related?: readonly RelatedLocation[]): void {
    const template = message.split(version).join(SLOT);
    const place =
      where.at === 'pointer'
        ? `p${where.pointer}\u0000${where.target}\u0000${where.index ?? ''}`
        : `r${where.range.start.line}:${where.range.start.column}\u0000${where.pointer}`;
    const key = `${place}\u0000${template}`;
    const group = this.groups.get(key);
    if (!group) this.groups.set(key, { where, template, versions: [version], ...(related && related.length > 0 ? { related } : {}) });
    else if (!group.versions.includes(version)) group.versions.push(version);
  }

  private messageOf(group: Group): string {
    const named = group.versions.length === 1 ? 'version' : 'versions';
    const text = group.template.split(SLOT).join(phraseVersions(group.versions));
    if (group.versions.length === this.versions.length || group.template.includes(SLOT)) return text;
    // The message does not say which version it holds in, and not every declared version has it.
    const others = this.versions.filter((v) => !group.versions.includes(v));
    return `${text} (In protocol ${named} ${phraseVersions(group.versions)} only; the file also declares ${phraseVersions(others)}.)`;
  }
}
