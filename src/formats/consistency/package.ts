/**
 * The package a group is built from, read through the Workspace: its manifest (package.json,
 * pyproject.toml or Cargo.toml at the group's folder; for a package.json that wraps its published package in
 * a workspace, that member's), parsed with positions so a finding can point at the line that disagrees. Go
 * modules and .NET projects define a group but declare no version mcpdesc compares.
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
    found.push((manifest.ecosystem === 'npm' && publishedMember(workspace, dir, entry)) || entry);
  }
  return found;
}

/** Workspace members read at most for one wrapper package.json. */
const MAX_MEMBERS = 16;
/** A member folder below the wrapper's, named literally: no glob, no segment that starts with a dot. */
const MEMBER_FOLDER = /^[\w@][\w.@-]*(?:\/[\w@][\w.@-]*)*$/;

/**
 * The workspace member a package.json wraps: a member folder (named literally in `workspaces`) whose
 * package.json has the wrapper's own name. A server's folder may wrap its published package in a workspace
 * (`workspaces: ["local", "shared"]`, both named alike, the wrapper at "0.1.0" for ever), and only the
 * member is published: its version and `mcpName` are the ones to compare with.
 */
function publishedMember(workspace: Workspace, dir: string, wrapper: PackageManifest): PackageManifest | undefined {
  const value = wrapper.parsed.value;
  const name = wrapper.packageName?.value;
  if (!isObject(value) || name === undefined) return undefined;
  const listed = isObject(value.workspaces) ? value.workspaces.packages : value.workspaces;
  if (!Array.isArray(listed)) return undefined;
  for (const member of listed.slice(0, MAX_MEMBERS)) {
    const folder = typeof member === 'string' ? member.replace(/^\.\//, '') : '';
    // Only a folder named as it is: a glob would need a listing, and nothing leaves the wrapper's folder.
    if (!MEMBER_FOLDER.test(folder)) continue;
    const at = inFolder(dir, `${folder}/package.json`);
    const text = readText(workspace, at, MAX_MANIFEST_BYTES);
    const parsed = text === undefined ? undefined : parseDocument(text, 'json');
    if (!parsed || parsed.problems.length > 0 || !isObject(parsed.value) || parsed.value.name !== name) continue;
    const entry: PackageManifest = { path: at, name: 'package.json', ecosystem: 'npm', parsed, packageName: { value: name, pointer: '/name' } };
    if (typeof parsed.value.version === 'string') entry.version = { value: parsed.value.version, pointer: '/version' };
    return entry;
  }
  return undefined;
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
