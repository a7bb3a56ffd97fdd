import { TOOL_EXTENSIONS } from '../../../../protocol/model/descriptor.js';
import { DIALECT_URIS, mcpSchemaDialect } from '../../../../schema/dialects.js';
import { placeName } from '../../../../schema/messages.js';
import { isObject, quote } from '../../../../util/json.js';
import { joinPointer } from '../../../../util/pointer.js';
import { closest } from '../../../../util/suggest.js';
import { descriptorRule, type Rule, type RuleContext } from '../../context.js';
import { dialectNote, type SchemaKey, tools } from './tool-schemas.js';

/**
 * A tool schema is a valid JSON Schema in its dialect, with references that stay inside it. The root
 * `type` and the shapes schema.json fixes (properties, required) are mcp.schema.tool's to report, so
 * the same mistake is not reported twice.
 */
export function schemaValidityRule(id: string, key: SchemaKey): Rule {
  return descriptorRule(id, (context) => {
    for (const { tool, pointer: toolPointer } of tools(context)) {
      const schema = tool[key];
      if (!isObject(schema)) continue;
      const pointer = joinPointer(toolPointer, key);
      const choice = mcpSchemaDialect(schema, context.version, context.versions);
      if ('unsupported' in choice) {
        context.report(joinPointer(pointer, '$schema'), unsupportedDialect(key, choice.unsupported));
        continue;
      }
      const compiled = context.schemas.compile(schema, choice.dialect);
      if (compiled.ok) continue;
      const reported = reportedByToolSchema(context, toolPointer, pointer);
      const note = dialectNote(choice.dialect, choice.declared, context.version);
      for (const problem of compiled.problems) {
        // Read in a version that states no dialect: the versions that state it give the verdict, naming themselves.
        if (reported(pointer + problem.pointer) || (choice.borrowed && !problem.general)) continue;
        context.report(
          pointer + problem.pointer,
          `${placeName(key, problem.pointer, schema)} ${problem.message}${problem.general ? '' : ` Correct it: ${note.charAt(0).toLowerCase()}${note.slice(1)}`}`,
          problem.target,
        );
      }
    }
  });
}

function unsupportedDialect(key: SchemaKey, uri: string): string {
  const typo = closest(uri, Object.values(DIALECT_URIS), 4);
  const fix = typo
    ? `Did you mean ${JSON.stringify(typo)}?`
    : `Write the schema in JSON Schema 2020-12 and omit "$schema"; mcpdesc also checks ${JSON.stringify(DIALECT_URIS['2019-09'])} and ${JSON.stringify(DIALECT_URIS['draft-07'])}.`;
  return `${placeName(key, '/$schema')} is ${quote(uri)}, a JSON Schema dialect mcpdesc cannot check, and MCP clients must reject schemas in dialects they do not support. ${fix}`;
}

/** Whether mcp.schema.tool already reports a problem at this place, or at a part of the schema that contains it. */
function reportedByToolSchema(context: RuleContext, toolPointer: string, schemaPointer: string): (pointer: string) => boolean {
  const issues = context.model('Tool', toolPointer, TOOL_EXTENSIONS).filter((i) => i.kind === 'invalid' && i.pointer.startsWith(`${schemaPointer}/`));
  return (pointer) => issues.some((i) => pointer === i.pointer || pointer.startsWith(`${i.pointer}/`));
}
