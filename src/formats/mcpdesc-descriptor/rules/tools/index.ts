import type { Rule } from '../../context.js';
import annotationHints from './annotation-hints.js';
import elicitationDeclaration from './elicitation-declaration.js';
import inputSchema from './input-schema.js';
import nameFormat from './name-format.js';
import nameUnique from './name-unique.js';
import outputSchema from './output-schema.js';
import requiredProperty from './required-property.js';
import schemaKeywords from './schema-keywords.js';
import xMcpHeader from './x-mcp-header.js';

/** Tool rules (rules/tools.yaml). */
const rules: Rule[] = [
  nameUnique,
  nameFormat,
  inputSchema,
  outputSchema,
  schemaKeywords,
  requiredProperty,
  annotationHints,
  xMcpHeader,
  elicitationDeclaration,
];

export default rules;
