/**
 * Gradle's default version catalog, `gradle/libs.versions.toml`: a build that writes
 * `implementation(libs.spring.ai.starter.mcp.server.webmvc)` names the library the catalog's `[libraries]`
 * table keys `spring-ai-starter-mcp-server-webmvc` (Gradle makes the accessor by turning each `-`, `_` and
 * `.` of the alias into a dot), or a `[bundles]` array of such aliases (`libs.bundles.…`). Read line by line:
 * TOML keeps an inline table on one line.
 */
import { readManifest } from '../source/manifest.js';
import type { Workspace } from '../types.js';

const CATALOG = 'gradle/libs.versions.toml';

export interface Catalog {
  path: string;
  /** `group:name` or `group:name:version` of each library the build names through a `libs.…` accessor. */
  libraries: string[];
}

/**
 * The libraries a Gradle build file at `buildPath` names through the default catalog, read from the
 * nearest `gradle/libs.versions.toml` at or above its folder (a subproject's build uses its root's).
 */
export function catalogLibraries(buildPath: string, text: string, workspace: Workspace): Catalog | undefined {
  const accessors = new Set<string>();
  for (const match of text.matchAll(/\blibs\.([A-Za-z]\w{0,80}(?:\.\w{1,80}){0,20})/g)) accessors.add(match[1].replace(/\.get$/, ''));
  if (accessors.size === 0) return undefined;
  const segments = buildPath.split('/').slice(0, -1);
  for (let depth = segments.length; depth >= 0; depth--) {
    const path = [...segments.slice(0, depth), CATALOG].join('/');
    const catalog = readManifest(workspace, path);
    if (catalog === undefined) continue;
    const entries = readCatalog(catalog);
    const named = [...accessors].flatMap((accessor) => entries.bundles.get(accessor) ?? [accessor]);
    return { path, libraries: named.flatMap((accessor) => entries.libraries.get(accessor) ?? []).map((l) => resolve(l, entries.versions)) };
  }
  return undefined;
}

interface Library {
  module: string;
  version?: string;
  versionRef?: string;
}

interface Entries {
  /** Keyed by accessor: the alias with its separators made dots. */
  libraries: Map<string, Library>;
  versions: Map<string, string>;
  /** `libs.bundles.…`: the accessors of the libraries each bundle lists. */
  bundles: Map<string, string[]>;
}

/** How many lines one bundle's array may span. */
const MAX_BUNDLE_LINES = 200;
const accessorOf = (alias: string) => alias.replace(/[-_.]/g, '.');

function readCatalog(text: string): Entries {
  const entries: Entries = { libraries: new Map(), versions: new Map(), bundles: new Map() };
  let table = '';
  const lines = text.split('\n');
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n].trim();
    const header = /^\[([\w.-]{1,40})\]$/.exec(line);
    if (header) {
      table = header[1];
      continue;
    }
    const entry = /^([\w.-]{1,200}|"[\w.-]{1,200}")\s{0,8}=\s{0,8}(.{1,1000})$/.exec(line);
    if (!entry) continue;
    const key = entry[1].replace(/"/g, '');
    const value = entry[2];
    if (table === 'versions') {
      const version = /^"([^"]{1,100})"/.exec(value)?.[1] ?? field(value, 'strictly') ?? field(value, 'require') ?? field(value, 'prefer');
      if (version !== undefined) entries.versions.set(key, version);
    } else if (table === 'libraries') {
      const library = readLibrary(value);
      if (library) entries.libraries.set(accessorOf(key), library);
    } else if (table === 'bundles' && value.startsWith('[')) {
      // An array may span lines (an inline table may not).
      let array = value;
      for (const last = Math.min(lines.length - 1, n + MAX_BUNDLE_LINES); !array.includes(']') && n < last; ) array += lines[++n];
      const aliases = [...array.matchAll(/"([\w.-]{1,200})"/g)].map((m) => accessorOf(m[1]));
      entries.bundles.set(`bundles.${accessorOf(key)}`, aliases);
    }
  }
  return entries;
}

/** `"group:name:version"`, `{ module = "group:name", version… }` or `{ group = "…", name = "…", version… }`. */
function readLibrary(value: string): Library | undefined {
  const plain = /^"([^"\s:]{1,200}:[^"\s:]{1,200})(?::([^"\s]{1,100}))?"/.exec(value);
  if (plain) return { module: plain[1], version: plain[2] };
  if (!value.startsWith('{')) return undefined;
  const group = field(value, 'group');
  const name = field(value, 'name');
  const module = field(value, 'module') ?? (group !== undefined && name !== undefined ? `${group}:${name}` : undefined);
  if (module === undefined) return undefined;
  const versionRef = field(value, 'version.ref') ?? field(value, 'ref');
  return { module, version: versionRef === undefined ? field(value, 'version') : undefined, versionRef };
}

/** The string a `key = "…"` inside an inline table sets (the key exactly, not a longer one ending with it). */
function field(value: string, key: string): string | undefined {
  return new RegExp(`(?:^|[{,\\s])${key.replace('.', '\\.')}\\s{0,8}=\\s{0,8}"([^"]{1,200})"`).exec(value)?.[1];
}

function resolve(library: Library, versions: Map<string, string>): string {
  const version = library.versionRef === undefined ? library.version : versions.get(library.versionRef);
  return version === undefined ? library.module : `${library.module}:${version}`;
}
