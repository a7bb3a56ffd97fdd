/**
 * One file's view of the shared schema checker: schemas are compiled within this file's budget, and
 * validation charges backtracking patterns to this file's regex budget. The checker's caches are shared
 * by the whole run; budgets are not, so a file's findings never depend on the files checked before it.
 */
import { DEFAULT_SCHEMA_LIMITS, SchemaBudget, type SchemaLimits } from './budget.js';
import type { Dialect } from './dialects.js';
import { type CompiledSchema, jsonSchemas, SchemaKnowledge, type SchemaProblem } from './json-schema.js';
import { RegexBudget } from './regex.js';

export interface SchemaCompiler {
  compile(schema: unknown, dialect: Dialect): CompiledSchema;
  vocabularyProblems(schema: unknown, dialect: Dialect): SchemaProblem[];
}

export interface FileSchemaLimits extends Partial<SchemaLimits> {
  regexTimeoutMs?: number;
}

export function fileSchemaCompiler(limits: FileSchemaLimits = {}): SchemaCompiler {
  const checker = jsonSchemas(limits.regexTimeoutMs);
  const budget = new SchemaBudget({
    maxSchemaNodes: limits.maxSchemaNodes ?? DEFAULT_SCHEMA_LIMITS.maxSchemaNodes,
    maxSchemaNodesPerFile: limits.maxSchemaNodesPerFile ?? DEFAULT_SCHEMA_LIMITS.maxSchemaNodesPerFile,
  });
  const regexes = new RegexBudget();
  // Several rules compile each schema of a file: the second asks no shared cache (and charges nothing
  // again, as the budget charges a schema object once anyway).
  const compiledHere = new Map<Dialect, Map<unknown, CompiledSchema>>();
  // The file's schema objects are its own: what is learnt about them goes with it.
  const knowledge = new SchemaKnowledge();
  return {
    compile(schema, dialect) {
      let byDialect = compiledHere.get(dialect);
      if (!byDialect) compiledHere.set(dialect, (byDialect = new Map()));
      let compiled = byDialect.get(schema);
      if (!compiled) {
        const shared = checker.compile(schema, dialect, budget, knowledge);
        compiled = shared.ok ? { ok: true, validate: (instance) => checker.under(regexes, () => shared.validate(instance)) } : shared;
        byDialect.set(schema, compiled);
      }
      return compiled;
    },
    vocabularyProblems: (schema, dialect) => checker.vocabularyProblems(schema, dialect, knowledge),
  };
}
