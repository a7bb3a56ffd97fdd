/**
 * The rules of a source file's tools (TypeScript's and Python's): the descriptor rules that read what
 * its tools hold statically (names, schemas, annotations, every security detector on every text) and
 * the rule only source needs (a description to write, where a descriptor may leave it out). Rules about what a source file
 * cannot hold (server info, capabilities, interaction examples) are not run.
 */
import type { Rule } from '../../mcpdesc-descriptor/context.js';
import schema from '../../mcpdesc-descriptor/rules/schema/index.js';
import security from '../../mcpdesc-descriptor/rules/security/index.js';
import annotationHints from '../../mcpdesc-descriptor/rules/tools/annotation-hints.js';
import inputSchema from '../../mcpdesc-descriptor/rules/tools/input-schema.js';
import nameFormat from '../../mcpdesc-descriptor/rules/tools/name-format.js';
import nameUnique from '../../mcpdesc-descriptor/rules/tools/name-unique.js';
import outputSchema from '../../mcpdesc-descriptor/rules/tools/output-schema.js';
import requiredProperty from '../../mcpdesc-descriptor/rules/tools/required-property.js';
import schemaKeywords from '../../mcpdesc-descriptor/rules/tools/schema-keywords.js';
import description from './description.js';

export const RULES: readonly Rule[] = [
  ...schema.filter((r) => r.id === 'mcp.schema.tool'),
  nameUnique,
  nameFormat,
  description,
  inputSchema,
  outputSchema,
  schemaKeywords,
  requiredProperty,
  annotationHints,
  ...security,
];
