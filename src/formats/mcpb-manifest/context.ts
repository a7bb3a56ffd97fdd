/**
 * What an MCPB rule sees: a manifest whose version mcpb resolves, the model's verdict on it for that
 * version, and the bundle folder around it (when the manifest is linted in a repository). Rules report
 * JSON Pointers; the session turns them into positions and levels.
 */
import { checkModel, type ModelIssue } from '../../model/check.js';
import type { Definition, Type } from '../../model/dsl.js';
import type { ParsedDocument } from '../../parse/parse.js';
import { hasOwn, isObject, type JsonObject } from '../../util/json.js';
import { joinPointer } from '../../util/pointer.js';
import { type FileScope, type FormatRule, memoKey, type Report, type Reporter } from '../types.js';
import { type Bundle, bundleOf } from './bundle.js';
import { MCPB_MODEL, STRING_CHECKS } from './model.js';
import { MCPB_AXIS, type McpbVersion, resolveVersion } from './versions.js';
import { child, fieldOf, type ObjectSite, objectSites } from './walk.js';

export type { Report } from '../types.js';

export interface McpbContext {
  path: string;
  parsed: ParsedDocument;
  manifest: JsonObject;
  version: McpbVersion;
  report: Report;
  memo: FileScope['memo'];
  /** The model's verdict on the manifest for its version, computed once per file. */
  issues(): readonly ModelIssue[];
  /** The manifest's objects with their definitions. */
  sites(): readonly ObjectSite[];
  /** Keys and values the declared version lacks but another version has. */
  versionIssues(): readonly VersionIssue[];
  /** The bundle folder around the manifest; undefined when the manifest is linted alone. */
  bundle: Bundle | undefined;
}

export type McpbRule = FormatRule<McpbContext>;

export function mcpbRule(id: string, check: (context: McpbContext) => void): McpbRule {
  return { id, check };
}

export interface VersionIssue {
  pointer: string;
  /** How messages name the place: "privacy_policies", "server.type". */
  path: string;
  /** A key of another version, or a value (an enum member) of another version. */
  what: 'key' | 'value';
  value: unknown;
  /** The versions that have it. */
  versions: readonly string[];
  /** For a value: the values the declared version allows. */
  allowed?: readonly string[];
}

const ISSUES = memoKey<readonly ModelIssue[]>('mcpb model issues');
const SITES = memoKey<readonly ObjectSite[]>('mcpb object sites');
const VERSION_ISSUES = memoKey<readonly VersionIssue[]>('mcpb version issues');
const BUNDLE = memoKey<Bundle | undefined>('mcpb bundle');

/** The context one rule sees, or undefined when mcpb cannot resolve the manifest's version (mcpdesc.mcpb.manifest-version says so). */
export function mcpbContext(scope: FileScope, reporter: Reporter): McpbContext | undefined {
  const manifest = scope.parsed.value;
  const version = resolveVersion(manifest);
  if (!version || !isObject(manifest)) return undefined;
  const sites = () => scope.memo(SITES, () => objectSites(MCPB_MODEL, manifest, 'Manifest', version));
  return {
    path: scope.path,
    parsed: scope.parsed,
    manifest,
    version,
    report: (pointer, message, target, fix) => reporter.report(pointer, message, target, undefined, fix),
    memo: (key, make) => scope.memo(key, make),
    issues: () => scope.memo(ISSUES, () => checkModel(MCPB_MODEL, 'Manifest', manifest, version, '')),
    sites,
    versionIssues: () => scope.memo(VERSION_ISSUES, () => versionIssues(sites(), version)),
    bundle: scope.memo(BUNDLE, () => bundleOf(scope.workspace, scope.path)),
  };
}

function versionIssues(sites: readonly ObjectSite[], version: McpbVersion): VersionIssue[] {
  const found: VersionIssue[] = [];
  for (const site of sites) {
    for (const key of Object.keys(site.value)) {
      const field = fieldOf(site, key);
      if (!field) continue;
      const pointer = joinPointer(site.pointer, key);
      const path = child(site.path, key);
      if (!MCPB_AXIS.inSpan(version, field)) {
        found.push({ pointer, path, what: 'key', value: site.value[key], versions: MCPB_AXIS.versionsIn(field) });
        continue;
      }
      const value = site.value[key];
      if (typeof value !== 'string' || field.type.kind !== 'versioned') continue;
      const allowed = enumAt(field.type, version);
      if (!allowed || allowed.includes(value)) continue;
      const versions = MCPB_AXIS.versions.filter((v) => enumAt(field.type, v)?.includes(value));
      if (versions.length > 0) found.push({ pointer, path, what: 'value', value, versions, allowed });
    }
  }
  return found;
}

/** The values an enum that changes between versions allows in one version. */
function enumAt(type: Type, version: string): readonly string[] | undefined {
  if (type.kind !== 'versioned') return undefined;
  let chosen = type.steps[0][1];
  for (const [from, step] of type.steps) if (MCPB_AXIS.compare(version, from) >= 0) chosen = step;
  return chosen.kind === 'string' ? chosen.enum : undefined;
}

export interface StringProblem {
  pointer: string;
  path: string;
  value: string;
  /** What the value must be, to follow "must be". */
  expected: string;
}

/** Strings that break the refinements of mcpb's schemas (URLs, e-mail addresses, icon sizes, locales). */
export function stringProblems(sites: readonly ObjectSite[]): StringProblem[] {
  const found: StringProblem[] = [];
  for (const site of sites) {
    const checks = checksOf(site.definition);
    if (!checks) continue;
    for (const [key, check] of Object.entries(checks)) {
      if (!hasOwn(site.value, key)) continue;
      const value = site.value[key];
      const items: [unknown, string, string][] = Array.isArray(value)
        ? value.map((item, index) => [item, joinPointer(site.pointer, key, index), `${child(site.path, key)}[${index}]`])
        : [[value, joinPointer(site.pointer, key), child(site.path, key)]];
      for (const [item, pointer, path] of items) {
        if (typeof item !== 'string') continue;
        const expected = check(item);
        if (expected) found.push({ pointer, path, value: item, expected });
      }
    }
  }
  return found;
}

function checksOf(definition: Definition) {
  return hasOwn(STRING_CHECKS, definition.name) ? STRING_CHECKS[definition.name] : undefined;
}
