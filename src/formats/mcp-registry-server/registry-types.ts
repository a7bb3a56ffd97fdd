/**
 * What the registry requires of a package of each `registryType`, beyond the schema (where
 * `registryType` is any string): the registry it is published to, whether it names a `version`, a
 * `registryBaseUrl` or a `fileSha256`, and what its `identifier` is. Values that change between
 * versions are steps: each holds from its version until the next step. From mcp-publisher's checks
 * (internal/validators/registries/*.go) and the CHANGELOG: since 2025-10-11 an OCI package names its
 * registry and tag in `identifier`, and an MCPB package needs no `version`.
 */
import { AXIS } from './versions.js';

export type Presence = 'required' | 'optional' | 'forbidden';

type Steps<T> = readonly (readonly [string, T])[];

export interface RegistryType {
  id: string;
  /** How the publisher's messages name the type: "NPM", "PyPI", "OCI". */
  label: string;
  /** The registry the type is published from: `registryBaseUrl` may be omitted or must be one of these (the first is canonical). */
  baseUrls?: readonly string[];
  registryBaseUrl: Steps<Presence>;
  version: Steps<Presence>;
  fileSha256: Presence;
  /** What `identifier` holds: a package name, an image reference, a download URL. */
  identifier: 'package' | 'image' | 'download';
}

const always = <T>(value: T): Steps<T> => [['2025-07-09', value]];

const registry = (id: string, label: string, baseUrls: readonly string[]): RegistryType => ({
  id,
  label,
  baseUrls,
  registryBaseUrl: always('optional'),
  version: always('required'),
  fileSha256: 'forbidden',
  identifier: 'package',
});

export const REGISTRY_TYPES: readonly RegistryType[] = [
  registry('npm', 'NPM', ['https://registry.npmjs.org']),
  registry('pypi', 'PyPI', ['https://pypi.org']),
  // The schemas until 2025-10-17 gave "https://api.nuget.org" as the example.
  registry('nuget', 'NuGet', ['https://api.nuget.org/v3/index.json', 'https://api.nuget.org']),
  registry('cargo', 'Cargo', ['https://crates.io']),
  {
    id: 'oci',
    label: 'OCI',
    registryBaseUrl: [
      ['2025-07-09', 'optional'],
      ['2025-10-11', 'forbidden'],
    ],
    version: [
      ['2025-07-09', 'required'],
      ['2025-10-11', 'forbidden'],
    ],
    fileSha256: 'forbidden',
    identifier: 'image',
  },
  {
    id: 'mcpb',
    label: 'MCPB',
    registryBaseUrl: [
      ['2025-07-09', 'optional'],
      ['2025-10-11', 'forbidden'],
    ],
    version: [
      ['2025-07-09', 'required'],
      ['2025-10-11', 'optional'],
    ],
    fileSha256: 'required',
    identifier: 'download',
  },
];

/** Names people write for a registry type that the registry calls otherwise. */
export const REGISTRY_TYPE_SYNONYMS: Readonly<Record<string, string>> = {
  docker: 'oci',
  container: 'oci',
  ghcr: 'oci',
  node: 'npm',
  npmjs: 'npm',
  python: 'pypi',
  pip: 'pypi',
  uv: 'pypi',
  dotnet: 'nuget',
  rust: 'cargo',
  crates: 'cargo',
  'crates.io': 'cargo',
  bundle: 'mcpb',
  dxt: 'mcpb',
};

export function registryType(id: unknown): RegistryType | undefined {
  return typeof id === 'string' ? REGISTRY_TYPES.find((t) => t.id === id) : undefined;
}

/** A step's value in `version`. */
export function stepIn<T>(steps: Steps<T>, version: string): T {
  let value = steps[0][1];
  for (const [from, step] of steps) if (AXIS.compare(version, from) >= 0) value = step;
  return value;
}

/** OCI registries the registry accepts images from (`*.pkg.dev`, `*.azurecr.io` by suffix). */
const OCI_REGISTRIES = ['docker.io', 'registry-1.docker.io', 'index.docker.io', 'ghcr.io', 'quay.io', 'mcr.microsoft.com'];
const OCI_REGISTRY_SUFFIXES = ['.pkg.dev', '.azurecr.io'];

export function ociRegistryAllowed(host: string): boolean {
  const h = host.toLowerCase();
  return OCI_REGISTRIES.includes(h) || OCI_REGISTRY_SUFFIXES.some((s) => h.endsWith(s) && h.length > s.length);
}

export const OCI_REGISTRY_LIST = 'docker.io, ghcr.io, quay.io, mcr.microsoft.com, *.pkg.dev and *.azurecr.io';

export interface ImageReference {
  /** The registry host ("docker.io" when the reference names none). */
  registry: string;
  /** Whether the reference names one: `ghcr.io/owner/image` does, `owner/image` does not. */
  explicitRegistry: boolean;
  path: string;
  tag?: string;
  digest?: string;
}

/** An image reference as the registry reads it (registries/oci_ref_parser.go): `[registry/]path[:tag][@digest]`. */
export function parseImageReference(reference: string): ImageReference {
  const at = reference.indexOf('@');
  const main = at >= 0 ? reference.slice(0, at) : reference;
  const digest = at >= 0 ? reference.slice(at + 1) : undefined;
  const colon = main.lastIndexOf(':');
  const hasTag = colon > 0 && !main.slice(colon).includes('/');
  const path = hasTag ? main.slice(0, colon) : main;
  const tag = hasTag ? main.slice(colon + 1) : undefined;
  const parts = path.split('/');
  const explicitRegistry = parts.length > 2 || (parts.length === 2 && (parts[0].includes('.') || parts[0].includes(':')));
  return {
    registry: explicitRegistry ? parts[0] : 'docker.io',
    explicitRegistry,
    path: explicitRegistry ? parts.slice(1).join('/') : path,
    ...(tag !== undefined ? { tag } : {}),
    ...(digest !== undefined ? { digest } : {}),
  };
}
