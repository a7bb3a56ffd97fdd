/**
 * A format's version axis: the versions it knows, oldest first, and how a file declares one. Models
 * (dsl.ts) say in which versions each field exists with spans on an axis; the checker and messages read
 * spans through it. Formats without versions (client configurations) use a single-version axis.
 */

/** An inclusive span of versions; an open end means "from the first" or "to the latest". */
export interface Span {
  since?: string;
  until?: string;
}

export interface AxisNames {
  /** How messages name one version: "protocol version", "schema version". */
  noun: string;
  /** What a file declares its version with: "protocolVersion", "$schema". */
  field: string;
  /** The advice to declare a version, e.g. `declare protocolVersion 2025-11-25`. */
  declare(version: string): string;
}

export class VersionAxis {
  constructor(
    readonly versions: readonly string[],
    readonly names: AxisNames,
  ) {
    if (versions.length === 0) throw new Error('a version axis needs at least one version');
  }

  get latest(): string {
    return this.versions[this.versions.length - 1];
  }

  /** True when files of the format declare no version: messages then name none. */
  get unversioned(): boolean {
    return this.versions.length === 1;
  }

  has(version: string): boolean {
    return this.versions.includes(version);
  }

  /** Negative when a is older than b, 0 when equal, positive when newer. */
  compare(a: string, b: string): number {
    return this.versions.indexOf(a) - this.versions.indexOf(b);
  }

  inSpan(version: string, span: Span): boolean {
    if (span.since && this.compare(version, span.since) < 0) return false;
    if (span.until && this.compare(version, span.until) > 0) return false;
    return true;
  }

  versionsIn(span: Span): string[] {
    return this.versions.filter((v) => this.inSpan(v, span));
  }

  /** Throws when a span names a version the axis does not have (a typo in a model). */
  checkSpan(span: Span, where: string): void {
    for (const bound of [span.since, span.until]) {
      if (bound !== undefined && !this.has(bound)) throw new Error(`${where}: ${bound} is not a version of this axis (${this.versions.join(', ')})`);
    }
  }

  /** How messages name a set of versions: "in 2025-06-18 and later", "only in 2025-11-25", "in 2024-11-05 to 2025-06-18". */
  describe(versions: readonly string[]): string {
    if (versions.length === 0) return `in no ${this.names.noun}`;
    const first = versions[0];
    const last = versions[versions.length - 1];
    const contiguous = this.versions.indexOf(last) - this.versions.indexOf(first) === versions.length - 1;
    if (!contiguous) return `in ${versions.join(', ')}`;
    if (versions.length === 1) return `only in ${first}`;
    if (versions.length === this.versions.length) return 'in every version';
    if (last === this.latest) return `in ${first} and later`;
    if (first === this.versions[0]) return `in ${last} and earlier`;
    return `in ${first} to ${last}`;
  }

  /** The versions to declare instead, as advice names them: "2025-11-25", "2025-06-18 or later", "one of …". */
  declarable(versions: readonly string[]): string {
    if (versions.length === 1) return versions[0];
    const contiguous = this.versions.indexOf(versions[versions.length - 1]) - this.versions.indexOf(versions[0]) === versions.length - 1;
    return contiguous && versions[versions.length - 1] === this.latest ? `${versions[0]} or later` : `one of ${versions.join(', ')}`;
  }

  /** What to do about a field that exists only in `versions`, none of which is the declared one. */
  adviceFor(versions: readonly string[], declared: string): string {
    if (versions.every((v) => this.compare(v, declared) > 0)) return `Remove it, or ${this.names.declare(this.declarable(versions))} if the server speaks it.`;
    return `It was removed after ${versions[versions.length - 1]}: remove it.`;
  }
}

/** The axis of formats that declare no version. */
export const UNVERSIONED = new VersionAxis(['current'], { noun: 'version', field: 'version', declare: () => '' });
