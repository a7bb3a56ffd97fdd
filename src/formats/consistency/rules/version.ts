/**
 * mcpdesc.consistency.version: the version an MCP file declares is the version of the package its group
 * builds (package.json, else pyproject.toml's [project], else Cargo.toml's [package]). Reported on the MCP
 * file, with the package manifest's line as the related location.
 */
import { isObject } from '../../../util/json.js';
import { documentRule, type DocumentRule } from '../../types.js';
import { type Ecosystem, groupPackages, type PackageManifest, placeOf } from '../package.js';

export const VERSION_RULE = 'mcpdesc.consistency.version';

/** A version the MCP file declares: where, how messages name it, and, for a registry package, which package it versions. */
export interface VersionSite {
  pointer: string;
  /** How the message names the place: `"version"`, `"packages[0].version"`, `"serverInfo.version"`. */
  what: string;
  value: string;
  /** Set for a registry package's version: compared only with the manifest of that package. */
  package?: { ecosystem: string; identifier: string };
}

/** Values a release script fills in ("${VERSION}", "{{version}}", "$VERSION", "%VERSION%") and semantic-release's placeholders. */
const TEMPLATED = /\$\{|\{\{|%[A-Za-z_]+%|^\$[A-Za-z_]/;
const PLACEHOLDERS = new Set(['0.0.0-semantic-release', '0.0.0-development']);

export function isTemplated(version: string): boolean {
  return version.trim() === '' || TEMPLATED.test(version) || PLACEHOLDERS.has(version);
}

/** "v1.2.0" and "1.2.0" are the same release. */
function normalized(version: string): string {
  return version.trim().replace(/^v(?=\d)/, '');
}

/** PyPI and crates.io compare names case-insensitively, with "-", "_" and "." alike (PEP 503). */
function sameName(ecosystem: Ecosystem, a: string, b: string): boolean {
  if (ecosystem === 'npm') return a === b;
  const fold = (name: string) => name.toLowerCase().replace(/[-_.]+/g, '-');
  return fold(a) === fold(b);
}

export function versionRule(sitesOf: (value: unknown) => VersionSite[]): DocumentRule {
  return documentRule(VERSION_RULE, ({ path, parsed, workspace, report }) => {
    const sites = sitesOf(parsed.value).filter((site) => !isTemplated(site.value));
    if (sites.length === 0) return;
    const packages = groupPackages(workspace, path).filter((p) => p.version && !isTemplated(p.version.value));
    const reference = packages[0];
    if (!reference?.version) return;
    for (const site of sites) {
      const against = site.package ? packageFor(packages, site.package) : reference;
      if (!against?.version || normalized(against.version.value) === normalized(site.value)) continue;
      const place = placeOf(against, against.version.pointer);
      report(
        site.pointer,
        `${site.what} is ${JSON.stringify(site.value)}, but ${against.name} in this file's package folder says ${JSON.stringify(against.version.value)} (see ${place}): the files that describe this server disagree on which release it is, so clients, the registry and users see one version while the package ships another. Set ${site.what} to ${JSON.stringify(against.version.value)}, and bump it whenever ${against.name}'s version changes.`,
        'value',
        [
          {
            path: against.path,
            range: against.parsed.locate(against.version.pointer),
            message: `${against.name} declares version ${JSON.stringify(against.version.value)} here.`,
          },
        ],
      );
    }
  });
}

/** The group's manifest of a registry package: same ecosystem, same name. */
function packageFor(packages: readonly PackageManifest[], wanted: { ecosystem: string; identifier: string }): PackageManifest | undefined {
  return packages.find((p) => p.ecosystem === wanted.ecosystem && p.packageName && sameName(p.ecosystem, p.packageName.value, wanted.identifier));
}

/** A string at `key` of an object, as a site. */
export function stringSite(value: unknown, key: string, pointer: string, what: string): VersionSite[] {
  return isObject(value) && typeof value[key] === 'string' ? [{ pointer, what, value: value[key] }] : [];
}

/** server.json: its "version", and each npm, PyPI or Cargo package's "version" (compared with that package's manifest when the group builds it). */
export function registrySites(value: unknown): VersionSite[] {
  const sites = stringSite(value, 'version', '/version', '"version"');
  if (!isObject(value) || !Array.isArray(value.packages)) return sites;
  value.packages.forEach((pkg: unknown, index) => {
    if (!isObject(pkg) || typeof pkg.version !== 'string' || typeof pkg.identifier !== 'string') return;
    const ecosystem = pkg.registryType === 'npm' ? 'npm' : pkg.registryType === 'pypi' ? 'pypi' : pkg.registryType === 'cargo' ? 'cargo' : undefined;
    if (!ecosystem) return;
    sites.push({
      pointer: `/packages/${index}/version`,
      what: `"packages[${index}].version"`,
      value: pkg.version,
      package: { ecosystem, identifier: pkg.identifier },
    });
  });
  return sites;
}
