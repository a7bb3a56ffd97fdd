/**
 * The protocol versions a Java server speaks are its MCP Java SDK's (`io.modelcontextprotocol.sdk:mcp`,
 * or the `mcp-bom` that sets it): the version the nearest build file at or above the source names (a
 * pom.xml `<dependency>`, its `${property}` read from the same pom, a Gradle coordinate
 * `"io.modelcontextprotocol.sdk:mcp:x"`, or one the build names through its version catalog), looked up in when each release first spoke each protocol
 * version (the SDK's protocol version constants at each release tag). Spring AI's starters bring the SDK
 * in without naming its version: the newest release is then assumed, and said.
 */
import type { Version } from '../../protocol/versions.js';
import { compareReleases } from '../source/releases.js';
import type { Workspace } from '../types.js';
import { buildFiles } from './project.js';

const FIRSTS: readonly (readonly [string, Version])[] = [
  ['0.2.0', '2024-11-05'],
  ['0.11.0', '2025-03-26'],
  ['0.13.0', '2025-06-18'],
  ['0.17.1', '2025-11-25'],
];
const LATEST = '2.0.1';
const GROUP = 'io.modelcontextprotocol.sdk';

export interface JavaSdk {
  versions: Version[];
  from: string;
}

export function javaVersionsOf(release: string): Version[] {
  return FIRSTS.filter(([first]) => compareReleases(first, release) <= 0).map(([, v]) => v);
}

/** The versions of the SDK release the nearest build file naming one asks for; the latest known release when none does. */
export function javaSdkVersions(path: string, workspace: Workspace | undefined): JavaSdk {
  let why = 'no pom.xml or Gradle build file at or above this file names a version of it';
  let unresolved: string | undefined;
  for (const file of workspace ? buildFiles(path, workspace) : []) {
    const libraries = file.catalog?.libraries ?? [];
    const found = file.name === 'pom.xml' ? pomVersion(file.text) : (gradleVersion(file.text) ?? catalogVersion(libraries));
    if (found !== undefined) {
      const at = found.catalogued && file.catalog ? `${file.catalog.path} (named by ${file.path})` : file.path;
      const release = /^v?(\d{1,9}\.\d{1,9}(?:\.\d{1,9})?(?:-[0-9A-Za-z.-]{1,64})?)$/.exec(found.version)?.[1];
      const versions = release === undefined ? [] : javaVersionsOf(release.split('.').length === 2 ? release.replace(/^(\d+\.\d+)/, '$1.0') : release);
      if (versions.length > 0) return { versions, from: `${at}: ${GROUP}:${found.artifact} ${found.version}` };
      unresolved ??= `${at} names ${GROUP}:${found.artifact} ${found.version}, no release mcpdesc knows`;
    } else if ([file.text, ...libraries].some((text) => /spring-ai[\w-]{0,40}mcp|mcp-server-spring-boot/.test(text))) {
      why = `${file.path} brings the SDK in through Spring AI's MCP starter, whose SDK release mcpdesc does not read`;
    }
  }
  return { versions: javaVersionsOf(LATEST), from: `assumed ${GROUP}:mcp ${LATEST}: ${unresolved ?? why}` };
}

/**
 * Quarkus MCP Server implements the protocol itself, on no SDK a build names, and mcpdesc has no table of
 * its releases: what the SDK's newest release speaks is assumed, and said.
 */
export function quarkusVersions(): JavaSdk {
  return {
    versions: javaVersionsOf(LATEST),
    from: `assumed what ${GROUP}:mcp ${LATEST} speaks: Quarkus MCP Server implements the protocol itself, and mcpdesc has no table of its releases`,
  };
}

interface Found {
  artifact: string;
  version: string;
  /** Read from the version catalog the Gradle build names it through. */
  catalogued?: boolean;
}

/** The SDK artifact a pom's `<dependency>` (or the BOM's) names with a version, its `${property}` read from the pom's `<properties>`. */
function pomVersion(text: string): Found | undefined {
  for (let at = text.indexOf('<dependency>'); at !== -1; at = text.indexOf('<dependency>', at + 1)) {
    // Looked for within a bounded window, so a file of unclosed tags stays linear.
    const block = text.slice(at, at + 2000).split('</dependency>')[0];
    if (element(block, 'groupId') !== GROUP) continue;
    const artifact = element(block, 'artifactId');
    const written = element(block, 'version');
    if (artifact === undefined || !artifact.startsWith('mcp') || written === undefined) continue;
    const property = /^\$\{([\w.-]{1,100})\}$/.exec(written)?.[1];
    const properties = text.indexOf('<properties>');
    const version = property === undefined ? written : properties === -1 ? undefined : element(text.slice(properties), property);
    return { artifact, version: version ?? written };
  }
  return undefined;
}

/** The text of the first `<name>…</name>` in `text`, trimmed. */
function element(text: string, name: string): string | undefined {
  const open = text.indexOf(`<${name}>`);
  if (open === -1) return undefined;
  const from = open + name.length + 2;
  const close = text.indexOf('<', from);
  return close === -1 || close - from > 200 ? undefined : text.slice(from, close).trim();
}

/** `"io.modelcontextprotocol.sdk:mcp:0.10.0"` (or the BOM's, in `platform(…)`), a `$name` read from the same file's `name = "…"`. */
function gradleVersion(text: string): Found | undefined {
  const match = /["']io\.modelcontextprotocol\.sdk:(mcp[\w-]{0,40}):([^"'\s]{1,100})["']/.exec(text);
  if (!match) return undefined;
  const [, artifact, written] = match;
  const variable = /^\$\{?([A-Za-z_][\w.]{0,99}?)\}?$/.exec(written)?.[1];
  if (variable === undefined) return { artifact, version: written };
  const name = variable.replace(/^(?:project|rootProject)\./, '');
  const set = new RegExp(`\\b${name.replace(/\./g, '\\.')}\\s{0,8}=\\s{0,8}["']([^"'\\s]{1,100})["']`).exec(text)?.[1];
  return { artifact, version: set ?? written };
}

/** The SDK artifact (or BOM) a Gradle build names through its version catalog, with the version the catalog gives it. */
function catalogVersion(libraries: readonly string[]): Found | undefined {
  for (const library of libraries) {
    const match = /^io\.modelcontextprotocol\.sdk:(mcp[\w-]{0,40}):(.{1,100})$/.exec(library);
    if (match) return { artifact: match[1], version: match[2], catalogued: true };
  }
  return undefined;
}
