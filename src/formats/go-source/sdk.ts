/**
 * The protocol versions a Go server speaks are its SDK module's: the version go.mod requires, looked up
 * in when each release first spoke each protocol version (the SDK's protocol-version constants at each
 * release tag: `mcp/shared.go` of the official go-sdk, mark3labs/mcp-go's `mcp/types.go`, strowk/foxy-contexts'
 * `pkg/server/version.go`).
 */
import type { Version } from '../../protocol/versions.js';
import { compareReleases } from '../source/releases.js';
import type { Workspace } from '../types.js';

interface Module {
  firsts: readonly (readonly [string, Version])[];
  /** A version not spoken from the first release to before the second, though an earlier one did. */
  pauses?: Readonly<Partial<Record<Version, readonly [string, string]>>>;
  latest: string;
}

export const MODULES: Readonly<Record<string, Module>> = {
  'github.com/mark3labs/mcp-go': {
    firsts: [
      ['0.2.0', '2024-11-05'],
      ['0.30.0', '2025-03-26'],
      ['0.35.0', '2025-06-18'],
      ['0.44.0-beta.2', '2025-11-25'],
      ['1.0.0-beta.1', '2026-07-28'],
    ],
    latest: '0.44.0',
  },
  'github.com/modelcontextprotocol/go-sdk': {
    // v0.1.0 spoke 2025-03-26 alone; v0.2.0 added the older and the newer revision.
    firsts: [
      ['0.2.0', '2024-11-05'],
      ['0.1.0', '2025-03-26'],
      ['0.2.0', '2025-06-18'],
      ['1.2.0', '2025-11-25'],
      ['1.7.0-pre.1', '2026-07-28'],
    ],
    latest: '1.7.0',
  },
  'github.com/metoro-io/mcp-golang': {
    // `handleInitialize` answers "2024-11-05" at every tag from v0.1.0 to v0.16.0.
    firsts: [['0.1.0', '2024-11-05']],
    latest: '0.16.0',
  },
  'github.com/strowk/foxy-contexts': {
    // SUPPORTED_PROTOCOL_VERSIONS: "2024-11-05" (and the "2024-10-07" draft) from v0.0.1 to v0.0.15-beta.1;
    // "2025-03-26" and that draft from v0.1.0-beta.1; "2025-03-26" and "2024-11-05" from v0.1.0-beta.5.
    firsts: [
      ['0.0.1', '2024-11-05'],
      ['0.1.0-beta.1', '2025-03-26'],
    ],
    pauses: { '2024-11-05': ['0.1.0-beta.1', '0.1.0-beta.5'] },
    latest: '0.1.0-beta.6',
  },
};

/** foxy-contexts' packages, as a file imports them. */
const FOXY_IMPORT = /"github\.com\/strowk\/foxy-contexts\/pkg\/[A-Za-z0-9_.\-/]{1,128}"/;

/** The import path of metoro-io/mcp-golang's root package, as a file writes it. */
const GOLANG_IMPORT = /"github\.com\/metoro-io\/mcp-golang(?:\/[A-Za-z0-9_.\-/]{1,128})?"/;

/** The SDK module a file imports. */
export function moduleOf(text: string): string {
  if (text.includes('github.com/modelcontextprotocol/go-sdk')) return 'github.com/modelcontextprotocol/go-sdk';
  if (importsFoxy(text)) return 'github.com/strowk/foxy-contexts';
  return importsGolang(text) ? 'github.com/metoro-io/mcp-golang' : 'github.com/mark3labs/mcp-go';
}

/** Whether the file imports a package of strowk/foxy-contexts, whose `mcp.Tool` its tools/list answer serves as written. */
export function importsFoxy(text: string): boolean {
  return text.includes('github.com/strowk/foxy-contexts/pkg/') && FOXY_IMPORT.test(text);
}

/** Whether the file imports metoro-io/mcp-golang or one of its packages (not a module whose path only begins alike). */
export function importsGolang(text: string): boolean {
  return text.includes('github.com/metoro-io/mcp-golang') && GOLANG_IMPORT.test(text);
}

/** Whether the file imports the official go-sdk (else it is read as mcp-go's). */
export function officialGoSdk(text: string): boolean {
  return moduleOf(text) === 'github.com/modelcontextprotocol/go-sdk';
}

export function goVersionsOf(module: string, release: string): Version[] {
  const { firsts, pauses = {} } = MODULES[module];
  const paused = (v: Version) => {
    const pause = pauses[v];
    return pause !== undefined && compareReleases(pause[0], release) <= 0 && compareReleases(release, pause[1]) < 0;
  };
  return firsts.filter(([first, v]) => compareReleases(first, release) <= 0 && !paused(v)).map(([, v]) => v);
}

const MAX_MANIFEST = 1 << 20;

/** The versions of the module the nearest go.mod at or above the file requires; its latest known release when none does. */
export function goSdkVersions(path: string, module: string, workspace: Workspace | undefined): { versions: Version[]; from: string } {
  const segments = path.split('/').slice(0, -1);
  if (workspace && !segments.includes('..')) {
    for (let depth = segments.length; depth >= 0; depth--) {
      const at = [...segments.slice(0, depth), 'go.mod'].join('/');
      const release = goRequirement(workspace, at, module);
      if (release) return { versions: goVersionsOf(module, release), from: `${at}: ${module} v${release}` };
    }
  }
  const { latest } = MODULES[module];
  return { versions: goVersionsOf(module, latest), from: `assumed ${module} v${latest}: no go.mod at or above this file requires it` };
}

/** The release of `module` a go.mod at `at` requires, or undefined. */
export function goRequirement(workspace: Workspace, at: string, module: string): string | undefined {
  if (workspace.kind(at) !== 'file') return undefined;
  const bytes = workspace.head(at, MAX_MANIFEST);
  if (!bytes || bytes.length >= MAX_MANIFEST) return undefined;
  const text = new TextDecoder().decode(bytes);
  const start = text.indexOf(`${module} v`);
  if (start === -1) return undefined;
  return /^v(\d{1,9}\.\d{1,9}\.\d{1,9}(?:-[0-9A-Za-z.-]{1,64})?)/.exec(text.slice(start + module.length + 1, start + module.length + 80))?.[1];
}
