/**
 * What a descriptor's rules see: an object root that declares a supported protocol version, with the
 * protocol model's verdicts and the file's schema compiler. Rules report JSON Pointers; the session
 * turns them into positions and levels.
 */
import type { FileScope, FormatRule, Reporter } from '../types.js';
import type { ParsedDocument } from '../../parse/parse.js';
import { checkDefinition, type ModelIssue } from '../../protocol/check.js';
import { isVersion, type Version } from '../../protocol/versions.js';
import type { SchemaCompiler } from '../../schema/compiler.js';
import { isObject, type JsonObject } from '../../util/json.js';
import { getAt } from '../../util/pointer.js';
import { memoKey } from '../types.js';

export type Report = (pointer: string, message: string, target?: 'key' | 'value') => void;

export interface RuleContext {
  path: string;
  descriptor: JsonObject;
  version: Version;
  parsed: ParsedDocument;
  report: Report;
  /** Compiles JSON Schemas from the descriptor, within this file's budget. */
  schemas: SchemaCompiler;
  /** The protocol model's verdict on the object at `pointer`, computed once per file and shared by rules. */
  model(definition: string, pointer: string, ignoreKeys?: readonly string[]): readonly ModelIssue[];
  /** A value computed once for this file and shared by its rules. */
  memo: FileScope['memo'];
}

export type Rule = FormatRule<RuleContext>;

export function descriptorRule(id: string, check: (context: RuleContext) => void): Rule {
  return { id, check };
}

/** The version a descriptor declares, when it is one mcpdesc supports. */
export function declaredVersion(value: unknown): Version | null {
  return isObject(value) && isVersion(value.protocolVersion) ? value.protocolVersion : null;
}

const VERDICTS = memoKey<Map<string, readonly ModelIssue[]>>('protocol model verdicts');

/** The context one rule sees, or undefined when the file declares no supported version. */
export function descriptorContext(scope: FileScope, reporter: Reporter): RuleContext | undefined {
  const descriptor = scope.parsed.value;
  const version = declaredVersion(descriptor);
  if (!version || !isObject(descriptor)) return undefined;
  const verdicts = scope.memo(VERDICTS, () => new Map());
  return {
    path: scope.path,
    descriptor,
    version,
    parsed: scope.parsed,
    report: (pointer, message, target) => reporter.report(pointer, message, target),
    schemas: scope.schemas(),
    memo: (key, make) => scope.memo(key, make),
    model(definition, pointer, ignoreKeys) {
      const key = `${definition}@${pointer}`;
      let issues = verdicts.get(key);
      if (!issues) {
        issues = checkDefinition(definition, getAt(descriptor, pointer), version, pointer, ignoreKeys ? { ignoreKeys } : {});
        verdicts.set(key, issues);
      }
      return issues;
    },
  };
}
