/**
 * A Java source file's build files: the pom.xml, build.gradle or build.gradle.kts in its folder and each
 * folder above, nearest first (a module's, then its parents'). Read through the workspace, bounded.
 */
import { readManifest } from '../source/manifest.js';
import type { Workspace } from '../types.js';
import { type Catalog, catalogLibraries } from './catalog.js';

export const BUILD_FILES = ['pom.xml', 'build.gradle', 'build.gradle.kts'] as const;

export interface BuildFile {
  path: string;
  name: (typeof BUILD_FILES)[number];
  text: string;
  /** A Gradle build's libraries named through the version catalog (`libs.…`). */
  catalog?: Catalog;
}

/** The build files at or above `path`, nearest first; none for a path that climbs out of the root. */
export function* buildFiles(path: string, workspace: Workspace): Generator<BuildFile> {
  const segments = path.split('/').slice(0, -1);
  if (segments.includes('..')) return;
  for (let depth = segments.length; depth >= 0; depth--) {
    const folder = segments.slice(0, depth).join('/');
    for (const name of BUILD_FILES) {
      const at = folder === '' ? name : `${folder}/${name}`;
      const text = readManifest(workspace, at);
      if (text !== undefined) yield { path: at, name, text, catalog: name === 'pom.xml' ? undefined : catalogLibraries(at, text, workspace) };
    }
  }
}

/**
 * A build file that makes an MCP server: Spring AI's MCP server starters (`spring-ai-starter-mcp-server…`) or the MCP
 * Java SDK, written in the build or named through its version catalog.
 */
const SERVER_BUILD = /mcp-server|io\.modelcontextprotocol/;

/**
 * Whether the nearest build file at or above `path` makes an MCP server, so the Spring AI `@Tool` methods
 * of its sources are served as MCP tools (a chat client's `@Tool` methods are not); true where no build
 * file can be read.
 */
export function buildsServer(path: string, workspace: Workspace): boolean {
  for (const file of buildFiles(path, workspace)) return SERVER_BUILD.test(file.text) || (file.catalog?.libraries.some((l) => SERVER_BUILD.test(l)) ?? false);
  return true;
}
