/**
 * What a release is, decided in one place: a version X.Y.Z is released when CHANGELOG.md has a dated
 * section for it ("## [X.Y.Z] - YYYY-MM-DD"). The release workflow (scripts/release.ts) refuses to tag
 * a version without one, so a build whose version has such a section is one the tag vX.Y.Z points at,
 * and its reports link to that tag's docs; any other build links to main.
 */

/** A release tag as the release workflow accepts it: vX.Y.Z, no pre-release or build suffix. */
const TAG = /^v(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})\.(0|[1-9]\d{0,8})$/;

export interface ReleaseTag {
  tag: string;
  version: string;
  /** The action's moving major tag ("v1"), which users pin as `uses: mcpdesc/mcpdesc@v1`. */
  majorTag: string;
}

export function parseReleaseTag(tag: string): ReleaseTag {
  const match = TAG.exec(tag);
  if (!match) throw new Error(`${JSON.stringify(tag)} is not a release tag: release tags are vX.Y.Z (for example v1.2.3), with no suffix.`);
  return { tag, version: tag.slice(1), majorTag: `v${match[1]}` };
}

/**
 * The body of the CHANGELOG section "## [version] - date", without its heading, up to the next "## "
 * heading; undefined when there is no dated section for the version.
 */
export function changelogSection(changelog: string, version: string): string | undefined {
  const lines = changelog.split(/\r?\n/);
  const heading = `## [${version}] - `;
  const start = lines.findIndex((line) => line.startsWith(heading) && /^\d{4}-\d{2}-\d{2}$/.test(line.slice(heading.length).trim()));
  if (start === -1) return undefined;
  const end = lines.findIndex((line, i) => i > start && line.startsWith('## '));
  // Link references ("[1.2.3]: https://...") at the end of the file belong to no section.
  const body = lines.slice(start + 1, end === -1 ? undefined : end).filter((line) => !/^\[[^\]]+\]: /.test(line));
  return body.join('\n').trim();
}

/** The git ref whose docs describe a build of `version`: its release tag, or main when it is not released. */
export function docsRef(version: string, changelog: string | undefined): string {
  return changelog !== undefined && TAG.test(`v${version}`) && changelogSection(changelog, version) !== undefined ? `v${version}` : 'main';
}
