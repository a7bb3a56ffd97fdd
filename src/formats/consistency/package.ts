/**
 * The package a group is built from, read through the Workspace: its manifest (package.json,
 * pyproject.toml or Cargo.toml at the group's folder), parsed with positions so a finding can point at the
 * line that disagrees. Go modules and .NET projects define a group but declare no version mcpdesc compares.
 */
import { parseDocument, type ParsedDocument, type SourceFormat } from '../../parse/parse.js';
import { isObject } from '../../util/json.js';
import type { Workspace } from '../types.js';
import { groupOf, inFolder } from './group.js';

/** A package manifest is small; a bigger file is not read (nothing is compared with it). */
const MAX_MANIFEST_BYTES = 1024 * 1024;

export type Ecosystem = 'npm' | 'pypi' | 'cargo';

export interface PackageManifest {
  /** Root-relative path. */
  path: string;
  /** package.json, pyproject.toml, Cargo.toml. */
  name: string;
  ecosystem: Ecosystem;
  parsed: ParsedDocument;
  /** The package's name, and the pointer it is at. */
  packageName?: { value: string; pointer: string };
  /** The package's version as written, and the pointer it is at; absent when dynamic or not a string. */
  version?: { value: string; pointer: string };
}

const MANIFESTS: readonly { name: string; syntax: SourceFormat; ecosystem: Ecosystem; table: readonly string[] }[] = [
  { name: 'package.json', syntax: 'json', ecosystem: 'npm', table: [] },
  { name: 'pyproject.toml', syntax: 'toml', ecosystem: 'pypi', table: ['project'] },
  { name: 'Cargo.toml', syntax: 'toml', ecosystem: 'cargo', table: ['package'] },
];

/** The package manifests in the group's folder of a file, in the order above; empty when linted alone or when the group has none. */
export function groupPackages(workspace: Workspace | undefined, path: string): PackageManifest[] {
  if (!workspace) return [];
  const dir = groupOf(workspace, path);
  if (dir === undefined) return [];
  const found: PackageManifest[] = [];
  for (const manifest of MANIFESTS) {
    const at = inFolder(dir, manifest.name);
    const text = readText(workspace, at, MAX_MANIFEST_BYTES);
    if (text === undefined) continue;
    const parsed = parseDocument(text, manifest.syntax);
    if (parsed.problems.length > 0 || !isObject(parsed.value)) continue;
    let table: unknown = parsed.value;
    for (const key of manifest.table) table = isObject(table) ? table[key] : undefined;
    const base = manifest.table.map((key) => `/${key}`).join('');
    const entry: PackageManifest = { path: at, name: manifest.name, ecosystem: manifest.ecosystem, parsed };
    if (isObject(table) && typeof table.name === 'string') entry.packageName = { value: table.name, pointer: `${base}/name` };
    if (isObject(table) && typeof table.version === 'string') entry.version = { value: table.version, pointer: `${base}/version` };
    found.push(entry);
  }
  return found;
}

/** A file's text when it is whole within `max` bytes. */
export function readText(workspace: Workspace, path: string, max: number): string | undefined {
  const bytes = workspace.head(path, max + 1);
  return bytes && bytes.length <= max ? Buffer.from(bytes).toString('utf8') : undefined;
}

/** Where a pointer of a package manifest is, as `package.json:3:14`. */
export function placeOf(manifest: PackageManifest, pointer: string): string {
  const { start } = manifest.parsed.locate(pointer);
  return `${manifest.path}:${start.line}:${start.column}`;
}
