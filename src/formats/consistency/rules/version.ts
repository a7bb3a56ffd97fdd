/**
 * mcpdesc.consistency.version: the version an MCP file declares is the version of the package its group
 * builds (package.json, else pyproject.toml's [project], else Cargo.toml's [package]). Reported on the MCP
 * file, with the package manifest's line as the related location. Only a package that is the one the file
 * describes counts (one in the file's own folder, or one above it that the file names), never a private
 * package.json; a package's pre-release is no version to suggest; a workflow that rewrites the file's
 * version before publishing settles it.
 */
import { posix } from 'node:path';
import { isObject } from '../../../util/json.js';
import { versionRewrite } from '../../release-files.js';
import { documentRule, type DocumentRule, type Workspace } from '../../types.js';
import { folderOf } from '../group.js';
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

/** A version of zeros only ("0.0.0"), which templates carry until a build sets the real one. */
const ALL_ZERO = /^v?0(?:\.0){1,3}$/;

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

/**
 * Versions a package has while it is being developed, or before a release: "1.7.1.dev0", "2.0.0-beta.3",
 * "1.0.0rc1". The MCP files name the last release meanwhile, and the message would suggest the pre-release.
 */
const PRERELEASE = /\.dev\d*$|[-.+](?:dev|snapshot|alpha|beta|rc|pre|preview|next|canary)(?:$|[-.\d])|\d(?:a|b|rc)\d+$/i;

export function isPrerelease(version: string): boolean {
  return PRERELEASE.test(version.trim());
}

/**
 * Whether a package found above the file's own folder is the package the file describes: the file names it
 * (a registry package's identifier, a bundle's or server's name), its "mcpName" is the file's server name or
 * ends in "/<name>", or one of its scripts names the file. A parent folder's project is often another one
 * (the repository's own tool beside its examples).
 */
function describes(manifest: PackageManifest, names: readonly string[], fromPackage: string): boolean {
  const value = manifest.parsed.value;
  if (manifest.packageName && names.some((name) => sameName(manifest.ecosystem, manifest.packageName?.value ?? '', name))) return true;
  if (!isObject(value)) return false;
  const mcpName = value.mcpName;
  if (typeof mcpName === 'string' && names.some((name) => mcpName === name || mcpName.endsWith(`/${name}`))) return true;
  const scripts = value.scripts;
  return isObject(scripts) && Object.values(scripts).some((script) => typeof script === 'string' && script.includes(fromPackage));
}

/**
 * `sitesOf` lists the versions the file declares; `namesOf` the names by which it says which package it
 * describes, read when the package manifest is in a folder above the file's own.
 */
export interface VersionRuleOptions {
  /** Whether a "private": true package.json in the file's own folder counts: a bundle's own package is private, being no npm package. */
  ownPrivate?: boolean;
  /**
   * Whether even a package in the file's own folder must be named by the file: a server.json that lists
   * packages says which it publishes (a remote-only one describes its folder's package).
   */
  named?: (value: unknown) => boolean;
  /**
   * Whether a build or release step fills the file's version (a bundle packed from a template folder): its
   * all-zero version ("0.0.0") is then the template's placeholder, not a release.
   */
  filled?: (path: string, workspace: Workspace) => boolean;
  /** The ecosystems whose package can build the file's server, from the runtime it declares; undefined when it declares none. */
  runs?: (value: unknown) => readonly Ecosystem[] | undefined;
  /** The folder whose package the file describes, when not its own (a Server Card's is the one holding `.well-known`). */
  home?: (path: string) => string;
}

export function versionRule(
  sitesOf: (value: unknown) => VersionSite[],
  namesOf: (value: unknown) => string[],
  { ownPrivate = false, named: mustName, filled, runs, home = folderOf }: VersionRuleOptions = {},
): DocumentRule {
  return documentRule(VERSION_RULE, ({ path, parsed, workspace, report }) => {
    const sites = sitesOf(parsed.value).filter(
      (site) => !isTemplated(site.value) && !(ALL_ZERO.test(site.value) && workspace !== undefined && filled?.(path, workspace) === true),
    );
    if (sites.length === 0) return;
    const own = home(path);
    // A "private": true package.json is otherwise a monorepo's root or a tool, never published: it versions nothing.
    const packages = groupPackages(workspace, path).filter(
      (p) =>
        p.version &&
        !isTemplated(p.version.value) &&
        !(isObject(p.parsed.value) && p.parsed.value.private === true && !(ownPrivate && folderOf(p.path) === own)),
    );
    if (packages.length === 0) return;
    const named = mustName?.(parsed.value) === true;
    const names = namesOf(parsed.value);
    const describing = (p: PackageManifest) => describes(p, names, posix.relative(folderOf(p.path), path));
    const candidates = packages.filter((p) => (!named && folderOf(p.path) === own) || describing(p));
    const reference = serverPackage(candidates, runs?.(parsed.value), describing);
    // Each manifest the file lags behind is one cause: one finding, at its first site, the others related.
    const behind = new Map<PackageManifest, VersionSite[]>();
    for (const site of sites) {
      const against = site.package ? packageFor(candidates, site.package) : reference;
      if (!against?.version || normalized(against.version.value) === normalized(site.value) || isPrerelease(against.version.value)) continue;
      behind.set(against, [...(behind.get(against) ?? []), site]);
    }
    // A workflow that sets this file's version before publishing makes the committed one a placeholder.
    if (behind.size === 0 || versionRewrite(workspace, path) !== undefined) return;
    for (const [against, [first, ...others]] of behind) {
      const want = JSON.stringify(against.version?.value);
      const all = [first, ...others];
      const whats = joined(all.map((site) => site.what));
      const declared = all.every((site) => site.value === first.value)
        ? `${whats} ${others.length > 0 ? 'are' : 'is'} ${JSON.stringify(first.value)}`
        : joined(all.map((site) => `${site.what} is ${JSON.stringify(site.value)}`));
      const pointer = against.version?.pointer ?? '';
      report(
        first.pointer,
        `${declared}, but ${against.name} in this file's package folder says ${want} (see ${placeOf(against, pointer)}): the files that describe this server disagree on which release it is, so clients, the registry and users see one version while the package ships another. Set ${whats} to ${want}, and bump ${others.length > 0 ? 'them' : 'it'} whenever ${against.name}'s version changes.`,
        'value',
        [
          { path: against.path, range: against.parsed.locate(pointer), message: `${against.name} declares version ${want} here.` },
          ...others.map((site) => ({
            path,
            range: parsed.locate(site.pointer),
            message: `${site.what} is ${JSON.stringify(site.value)} here: set it to ${want} too.`,
          })),
        ],
      );
    }
  });
}

/**
 * Which of the group's packages is the file's server. The runtime the file declares (an MCPB bundle's
 * `server.type`) says which ecosystem builds it: a Python bundle beside a Zed extension's Cargo.toml is
 * the pyproject.toml's. When packages of the group still disagree on the version, only the one the file
 * names is its server; none named, it cannot be told, and nothing is compared.
 */
function serverPackage(
  candidates: readonly PackageManifest[],
  runtime: readonly Ecosystem[] | undefined,
  describing: (p: PackageManifest) => boolean,
): PackageManifest | undefined {
  const built = runtime ? candidates.filter((p) => runtime.includes(p.ecosystem)) : candidates;
  const first = built[0];
  if (first?.version === undefined) return undefined;
  const version = normalized(first.version.value);
  if (built.every((p) => p.version !== undefined && normalized(p.version.value) === version)) return first;
  return built.find(describing);
}

/** Parts of a sentence joined with commas and a final "and". */
function joined(parts: readonly string[]): string {
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** The group's manifest of a registry package: same ecosystem, same name. */
function packageFor(packages: readonly PackageManifest[], wanted: { ecosystem: string; identifier: string }): PackageManifest | undefined {
  return packages.find((p) => p.ecosystem === wanted.ecosystem && p.packageName && sameName(p.ecosystem, p.packageName.value, wanted.identifier));
}

/** A string at `key` of an object, as a site. */
export function stringSite(value: unknown, key: string, pointer: string, what: string): VersionSite[] {
  return isObject(value) && typeof value[key] === 'string' ? [{ pointer, what, value: value[key] }] : [];
}

/** The names a server.json goes by: its server name and each package's identifier. */
export function registryNames(value: unknown): string[] {
  if (!isObject(value)) return [];
  const names = typeof value.name === 'string' ? [value.name] : [];
  if (Array.isArray(value.packages)) for (const pkg of value.packages) if (isObject(pkg) && typeof pkg.identifier === 'string') names.push(pkg.identifier);
  return names;
}

/** A string at `key` of an object, as a list of names. */
export function stringAt(value: unknown, key: string): string[] {
  return isObject(value) && typeof value[key] === 'string' ? [value[key]] : [];
}

/** Whether a server.json lists packages, and so names the ones it publishes. */
export function listsPackages(value: unknown): boolean {
  return isObject(value) && Array.isArray(value.packages) && value.packages.length > 0;
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
