/**
 * What a descriptor's rules see: an object root that declares a supported protocol version, with the
 * protocol model's verdicts and the file's schema compiler. Rules report JSON Pointers; the session
 * turns them into positions and levels.
 */
import type { FileScope, FormatRule, MemoKey, Report, Reporter } from '../types.js';
import type { ParsedDocument } from '../../parse/parse.js';
import { checkDefinition, type ModelIssue } from '../../protocol/check.js';
import type { Version } from '../../protocol/versions.js';
import type { SchemaCompiler } from '../../schema/compiler.js';
import { isObject, type JsonObject } from '../../util/json.js';
import { getAt } from '../../util/pointer.js';
import { CREDENTIALS, memoKey } from '../types.js';
import { declaredVersions } from './info.js';

export { declaredVersion, declaredVersions } from './info.js';

export type { Report } from '../types.js';

export interface RuleContext {
  path: string;
  descriptor: JsonObject;
  /** The protocol version the rule reads the descriptor in: the one it declares, or each of several in turn. */
  version: Version;
  /** Every protocol version the descriptor declares, oldest first (`version` is one of them). */
  versions: readonly Version[];
  parsed: ParsedDocument;
  report: Report;
  /** Compiles JSON Schemas from the descriptor, within this file's budget. */
  schemas: SchemaCompiler;
  /**
   * The protocol model's verdict on the object at `pointer`, computed once per file and shared by rules;
   * `value`, when the caller holds it, is the object at `pointer` (saves looking it up).
   */
  model(definition: string, pointer: string, ignoreKeys?: readonly string[], value?: unknown): readonly ModelIssue[];
  /** A value computed once for this file and version, and shared by its rules. */
  memo: FileScope['memo'];
  /** A value computed once for this file whichever version it is read in (it must not depend on the version). */
  fileMemo: FileScope['memo'];
  /** A value shared by the files of the run (see RunMemo). */
  runMemo: FileScope['runMemo'];
}

export type Rule = FormatRule<RuleContext>;

export function descriptorRule(id: string, check: (context: RuleContext) => void): Rule {
  return { id, check };
}

/**
 * What a version-free rule sees: no version, nor the model's verdicts in one. What it keeps in `memo`
 * and reads through the helpers it hands its context to can then depend on the file alone.
 */
export type VersionFreeContext = Omit<RuleContext, 'version' | 'model'>;

/** A rule whose findings are the same in every protocol version: run once on a file that declares several (FormatRule.versionFree). */
export function versionFreeRule(id: string, check: (context: VersionFreeContext) => void): Rule {
  return { id, versionFree: true, check };
}

/** What every rule's context holds for one file read in one version: all of RuleContext but the rule's reporter. */
type Shared = Omit<RuleContext, 'report'>;
/** The shared part of the contexts, by the version asked for ('' for the declared one), built once per file: each rule adds only its reporter. */
const SHARED = memoKey<Map<string, Shared | undefined>>('descriptor contexts by protocol version');

/**
 * What the rules read as a descriptor: the file's own object and the versions it declares, or what another
 * format presents as one (a committed tool list is a descriptor's `tools`, read in a version it implies).
 */
export interface DescriptorSource {
  descriptor: JsonObject;
  versions: readonly Version[];
}

function declared(value: unknown): DescriptorSource | undefined {
  return isObject(value) ? { descriptor: value, versions: declaredVersions(value) } : undefined;
}

/**
 * The context one rule sees in `version` (the declared one by default), or undefined when the file declares
 * no supported version. `source` reads the descriptor from the file's value (by default, the file is one).
 */
export function descriptorContext(
  scope: FileScope,
  reporter: Reporter,
  version: string | null = null,
  source: (value: unknown) => DescriptorSource | undefined = declared,
): RuleContext | undefined {
  const byVersion = scope.memo(SHARED, () => new Map());
  const asked = version ?? '';
  let shared = byVersion.get(asked);
  if (shared === undefined && !byVersion.has(asked)) byVersion.set(asked, (shared = sharedContext(scope, version, source(scope.parsed.value))));
  if (shared === undefined) return undefined;
  return {
    path: shared.path,
    descriptor: shared.descriptor,
    version: shared.version,
    versions: shared.versions,
    parsed: shared.parsed,
    report: (pointer, message, target, fix, index, related) => reporter.report(pointer, message, target, related, fix, index),
    schemas: shared.schemas,
    model: shared.model,
    memo: shared.memo,
    fileMemo: shared.fileMemo,
    runMemo: shared.runMemo,
  };
}

/** The protocol model's verdicts in one version, by definition and pointer. */
const VERDICTS = memoKey<Map<string, Map<string, readonly ModelIssue[]>>>('protocol model verdicts');
/** Values rules share, kept apart per version: what a rule computes in one version may differ in another. */
const PER_VERSION = memoKey<Map<string, Map<MemoKey<unknown>, unknown>>>('descriptor values by protocol version');

function sharedContext(scope: FileScope, version: string | null, source: DescriptorSource | undefined): Shared | undefined {
  if (source === undefined) return undefined;
  const { descriptor, versions } = source;
  const reading = version === null ? versions[0] : versions.find((v) => v === version);
  if (reading === undefined) return undefined;
  const byVersion = scope.memo(PER_VERSION, () => new Map());
  let memos = byVersion.get(reading);
  if (!memos) byVersion.set(reading, (memos = new Map()));
  const values = memos;
  let verdicts = values.get(VERDICTS) as Map<string, Map<string, readonly ModelIssue[]>> | undefined;
  if (!verdicts) values.set(VERDICTS, (verdicts = new Map()));
  const byDefinition = verdicts;
  return {
    path: scope.path,
    descriptor,
    version: reading,
    versions,
    parsed: scope.parsed,
    schemas: scope.schemas(),
    memo<T>(key: MemoKey<T>, make: () => T): T {
      // The credentials the file holds are the file's, whichever version it is read in: the session redacts them.
      if ((key as MemoKey<unknown>) === CREDENTIALS) return scope.memo(key, make);
      if (values.has(key)) return values.get(key) as T;
      const value = make();
      values.set(key, value);
      return value;
    },
    fileMemo: (key, make) => scope.memo(key, make),
    runMemo: (key, make) => scope.runMemo(key, make),
    model(definition, pointer, ignoreKeys, value) {
      let byPointer = byDefinition.get(definition);
      if (!byPointer) byDefinition.set(definition, (byPointer = new Map()));
      let issues = byPointer.get(pointer);
      if (!issues) {
        const at = value === undefined ? getAt(descriptor, pointer) : value;
        issues = checkDefinition(definition, at, reading, pointer, ignoreKeys ? { ignoreKeys } : {});
        byPointer.set(pointer, issues);
      }
      return issues;
    },
  };
}
