import { placeName } from '../../../../schema/messages.js';
import { descriptorRule } from '../../context.js';
import { type SchemaKey, toolSchema, tools } from './tool-schemas.js';

const KEYS: readonly SchemaKey[] = ['inputSchema', 'outputSchema'];

/** Tool schemas use the keywords and formats of their dialect: anything else is silently ignored by validators. */
export default descriptorRule('mcpdesc.tool.schema-keywords', (context) => {
  for (const { tool, pointer } of tools(context)) {
    for (const key of KEYS) {
      const schema = toolSchema(tool, pointer, key, context);
      if (!schema) continue;
      for (const problem of context.schemas.vocabularyProblems(schema.schema, schema.dialect)) {
        // Read in a version that states no dialect: the versions that state it give the verdict, naming themselves.
        if (schema.borrowed && !problem.general) continue;
        context.report(
          schema.pointer + problem.pointer,
          // A verdict that holds in every dialect needs no word on which one the schema is read in.
          `${placeName(key, problem.pointer, schema.schema)} ${problem.message}${problem.general ? '' : ` ${schema.dialectNote}`}`,
          problem.target,
        );
      }
    }
  }
});
