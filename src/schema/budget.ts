/**
 * Compiling a JSON Schema costs time and memory that grow faster than its size (a 10,000-property
 * schema takes ajv about 17 s and 1 GB), so schemas from descriptors are compiled only within a budget:
 * a limit per schema and a limit per file, both counted in JSON values.
 */
import type { SchemaProblem } from './messages.js';

export interface SchemaLimits {
  /** Values in one schema. */
  maxSchemaNodes: number;
  /** Values in all the schemas one file compiles. */
  maxSchemaNodesPerFile: number;
}

export const DEFAULT_SCHEMA_LIMITS: SchemaLimits = { maxSchemaNodes: 5_000, maxSchemaNodesPerFile: 100_000 };

/** One file's budget: each schema object of the file is charged once, whichever rule asks first. */
export class SchemaBudget {
  private used = 0;
  /** A Map, not a WeakMap: the budget lives only as long as its file, and a Map costs the collector less. */
  private readonly verdicts = new Map<object, SchemaProblem | undefined>();

  constructor(private readonly limits: SchemaLimits = DEFAULT_SCHEMA_LIMITS) {}

  /** Charges `schema` (counted as `content`, the schema without its `$schema`) to the budget, or says why it may not be compiled. */
  admit(schema: object, content: unknown = schema): SchemaProblem | undefined {
    if (this.verdicts.has(schema)) return this.verdicts.get(schema);
    const verdict = this.charge(content);
    this.verdicts.set(schema, verdict);
    return verdict;
  }

  private charge(schema: unknown): SchemaProblem | undefined {
    const { maxSchemaNodes, maxSchemaNodesPerFile } = this.limits;
    const size = countValues(schema, maxSchemaNodes + 1);
    if (size > maxSchemaNodes) {
      return {
        pointer: '',
        target: 'value',
        general: true,
        message: `is too large to check safely: it has more than ${maxSchemaNodes} values (limits.maxSchemaNodes), and compiling an untrusted schema costs time and memory that grow faster than its size. Simplify the schema, or raise the limit if it is legitimate.`,
      };
    }
    if (this.used + size > maxSchemaNodesPerFile) {
      return {
        pointer: '',
        target: 'value',
        general: true,
        message: `was not compiled: this file's JSON Schemas together have more than ${maxSchemaNodesPerFile} values (limits.maxSchemaNodesPerFile). Raise the limit if they are legitimate.`,
      };
    }
    this.used += size;
    return undefined;
  }
}

/** JSON values in `value`, counting stops once past `stop`. */
function countValues(value: unknown, stop: number): number {
  let count = 1;
  // Only collections wait on the stack: a scalar is counted when its parent is read.
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (current === null || typeof current !== 'object') continue;
    const items = Array.isArray(current) ? current : Object.values(current);
    for (const item of items) {
      if (++count > stop) return count;
      if (item !== null && typeof item === 'object') stack.push(item);
    }
  }
  return count;
}
