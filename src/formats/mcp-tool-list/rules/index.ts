/**
 * The tool list's rules: every descriptor rule that reads a tool (its model, name, schemas, annotations,
 * icons, `_meta`, MCP Apps metadata, and the text the model reads), unchanged. Those about the rest of a server (capabilities,
 * resources, prompts, mcpdesc's own extensions) have nothing of it to read here.
 */
import type { Rule } from '../../mcpdesc-descriptor/context.js';
import toolUi from '../../mcpdesc-descriptor/rules/apps/tool-ui.js';
import iconMimeType from '../../mcpdesc-descriptor/rules/resources/icon-mime-type.js';
import iconSource from '../../mcpdesc-descriptor/rules/resources/icon-source.js';
import metaKeyFormat from '../../mcpdesc-descriptor/rules/resources/meta-key-format.js';
import schema from '../../mcpdesc-descriptor/rules/schema/index.js';
import confusableName from '../../mcpdesc-descriptor/rules/security/confusable-name.js';
import hiddenCharacters from '../../mcpdesc-descriptor/rules/security/hidden-characters.js';
import injectedInstructions from '../../mcpdesc-descriptor/rules/security/injected-instructions.js';
import annotationHints from '../../mcpdesc-descriptor/rules/tools/annotation-hints.js';
import inputSchema from '../../mcpdesc-descriptor/rules/tools/input-schema.js';
import nameFormat from '../../mcpdesc-descriptor/rules/tools/name-format.js';
import nameUnique from '../../mcpdesc-descriptor/rules/tools/name-unique.js';
import outputSchema from '../../mcpdesc-descriptor/rules/tools/output-schema.js';
import requiredProperty from '../../mcpdesc-descriptor/rules/tools/required-property.js';
import schemaKeywords from '../../mcpdesc-descriptor/rules/tools/schema-keywords.js';
import xMcpHeader from '../../mcpdesc-descriptor/rules/tools/x-mcp-header.js';
import { deprecated, fieldAvailability } from '../../mcpdesc-descriptor/rules/version/index.js';

const toolSchema = schema.filter((rule) => rule.id === 'mcp.schema.tool');

export const RULES: readonly Rule[] = [
  ...toolSchema,
  // The list declares no version: its SDK agrees on one with each client, so a field is checked in the newest it speaks.
  fieldAvailability(true),
  deprecated,
  nameUnique,
  nameFormat,
  inputSchema,
  outputSchema,
  schemaKeywords,
  requiredProperty,
  annotationHints,
  xMcpHeader,
  iconSource,
  iconMimeType,
  metaKeyFormat,
  toolUi,
  confusableName,
  hiddenCharacters,
  injectedInstructions,
];
