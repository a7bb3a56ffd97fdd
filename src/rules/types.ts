/**
 * A rule is its catalogue entry (rules/<family>.yaml: id, docs, level, versions) plus one small
 * function registered under the same id. Rules report JSON Pointers; the engine turns them into
 * positions and levels.
 */
import type { Range } from '../parse/lines.js';
import type { ParsedDocument } from '../parse/parse.js';
import type { ModelIssue } from '../protocol/check.js';
import type { Version } from '../protocol/versions.js';
import type { CompiledSchema, SchemaProblem } from '../schema/json-schema.js';
import type { Dialect } from '../schema/dialects.js';

export interface SchemaCompiler {
  compile(schema: unknown, dialect: Dialect): CompiledSchema;
  vocabularyProblems(schema: unknown, dialect: Dialect): SchemaProblem[];
}
import type { JsonObject } from '../util/json.js';

export interface Report {
  (pointer: string, message: string, target?: 'key' | 'value'): void;
}

/** What a document-stage rule sees: the parse, whatever its outcome. */
export interface DocumentContext {
  path: string;
  parsed: ParsedDocument;
  report: Report;
  /** For problems found before there is a value to point into (syntax errors). */
  reportAt(range: Range, message: string, pointer?: string): void;
}

/** What a descriptor-stage rule sees: an object root that declares a supported version. */
export interface RuleContext {
  path: string;
  descriptor: JsonObject;
  version: Version;
  parsed: ParsedDocument;
  report: Report;
  /** Compiles JSON Schemas from the descriptor, within this file's budget (regexes under the run's time budget). */
  schemas: SchemaCompiler;
  /** The protocol model's verdict on the object at `pointer`, computed once and shared by rules. */
  model(definition: string, pointer: string, ignoreKeys?: readonly string[]): readonly ModelIssue[];
}

export type Rule =
  | { id: string; stage: 'document'; check(context: DocumentContext): void }
  | { id: string; stage: 'descriptor'; check(context: RuleContext): void };

export function documentRule(id: string, check: (context: DocumentContext) => void): Rule {
  return { id, stage: 'document', check };
}

export function descriptorRule(id: string, check: (context: RuleContext) => void): Rule {
  return { id, stage: 'descriptor', check };
}
