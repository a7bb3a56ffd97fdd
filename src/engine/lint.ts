/**
 * The engine: one file's text in, its findings out. No file I/O, no console: the CLI and the action
 * own those. Every rule runs isolated, so a bug in one rule becomes an `mcpdesc.internal` finding on
 * that file instead of a crash or a silently green run.
 */
import type { Catalogue } from '../catalogue/catalogue.js';
import { DEFAULT_PARSE_LIMITS, formatOf, type ParseLimits, parseDocument, type ParsedDocument } from '../parse/parse.js';
import { checkDefinition, type ModelIssue } from '../protocol/check.js';
import { isVersion, type Version } from '../protocol/versions.js';
import { RULES } from '../rules/index.js';
import { DEFAULT_SCHEMA_LIMITS, SchemaBudget, type SchemaLimits } from '../schema/budget.js';
import { jsonSchemas } from '../schema/json-schema.js';
import type { DocumentContext, Report, Rule, RuleContext, SchemaCompiler } from '../rules/types.js';
import { isObject } from '../util/json.js';
import { getAt } from '../util/pointer.js';
import type { FileResult, Finding, Level, Range } from './finding.js';

export const INTERNAL_RULE = 'mcpdesc.internal';

/** Per-rule overrides from configuration: a level, or 'off'. */
export type RuleSettings = Readonly<Record<string, Level | 'off'>>;

export interface LintOptions {
  catalogue: Catalogue;
  settings?: RuleSettings;
  /** Parser limits, schema compilation limits, and the time budget for a descriptor's regular expressions. */
  limits?: ParseLimits & Partial<SchemaLimits> & { regexTimeoutMs?: number };
  rules?: readonly Rule[];
}

/** The version a descriptor declares, when it is one mcpdesc supports. */
export function declaredVersion(value: unknown): Version | null {
  return isObject(value) && isVersion(value.protocolVersion) ? value.protocolVersion : null;
}

export function lintSource(path: string, text: string, options: LintOptions): FileResult {
  const parsed = parseDocument(text, formatOf(path), options.limits ?? DEFAULT_PARSE_LIMITS);
  const version = declaredVersion(parsed.value);
  const findings: Finding[] = [];
  const seen = new Set<string>();

  const add = (ruleId: string, level: Level, pointer: string, message: string, range: Range) => {
    const key = `${ruleId}\u0000${pointer}\u0000${message}`;
    if (seen.has(key)) return;
    seen.add(key);
    findings.push({ ruleId, level, message, path, pointer, range });
  };
  const reporterFor = (ruleId: string, level: Level): Report =>
    (pointer, message, target = 'value') => add(ruleId, level, pointer, message, parsed.locate(pointer, target));

  const modelCache = new Map<string, readonly ModelIssue[]>();
  let schemas: SchemaCompiler | undefined;
  for (const rule of options.rules ?? RULES) {
    const level = levelFor(rule.id, options);
    if (!level) continue;
    const report = reporterFor(rule.id, level);
    try {
      if (rule.stage === 'document') {
        const context: DocumentContext = { path, parsed, report, reportAt: (range, message, pointer = '') => add(rule.id, level, pointer, message, range) };
        rule.check(context);
      } else if (version && isObject(parsed.value) && options.catalogue.get(rule.id)?.versions.includes(version)) {
        schemas ??= fileSchemas(options);
        rule.check(descriptorContext(path, parsed, version, report, modelCache, schemas));
      }
    } catch (error) {
      reporterFor(INTERNAL_RULE, 'error')('',
        `mcpdesc failed while running rule ${rule.id} on this file (${describeError(error)}). Other rules still ran. This is a bug in mcpdesc: please report it with this file.`);
    }
  }
  return { path, protocolVersion: version, findings };
}

/** The run's shared schema checker, with this file's own compilation budget. */
function fileSchemas(options: LintOptions): SchemaCompiler {
  const checker = jsonSchemas(options.limits?.regexTimeoutMs);
  const budget = new SchemaBudget({
    maxSchemaNodes: options.limits?.maxSchemaNodes ?? DEFAULT_SCHEMA_LIMITS.maxSchemaNodes,
    maxSchemaNodesPerFile: options.limits?.maxSchemaNodesPerFile ?? DEFAULT_SCHEMA_LIMITS.maxSchemaNodesPerFile,
  });
  return {
    compile: (schema, dialect) => checker.compile(schema, dialect, budget),
    vocabularyProblems: (schema, dialect) => checker.vocabularyProblems(schema, dialect),
  };
}

/** The level a rule reports at under the configuration, or undefined when it is off. */
export function levelFor(ruleId: string, options: Pick<LintOptions, 'catalogue' | 'settings'>): Level | undefined {
  const setting = options.settings?.[ruleId];
  if (setting === 'off') return undefined;
  return setting ?? options.catalogue.get(ruleId)?.level;
}

function descriptorContext(path: string, parsed: ParsedDocument, version: Version, report: Report,
  cache: Map<string, readonly ModelIssue[]>, schemas: SchemaCompiler): RuleContext {
  const descriptor = parsed.value as Record<string, unknown>;
  return {
    path,
    descriptor,
    version,
    parsed,
    report,
    schemas,
    model(definition, pointer, ignoreKeys) {
      const key = `${definition}@${pointer}`;
      let issues = cache.get(key);
      if (!issues) {
        issues = checkDefinition(definition, getAt(descriptor, pointer), version, pointer, ignoreKeys ? { ignoreKeys } : {});
        cache.set(key, issues);
      }
      return issues;
    },
  };
}

function describeError(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`.slice(0, 300);
  return String(error).slice(0, 300);
}
