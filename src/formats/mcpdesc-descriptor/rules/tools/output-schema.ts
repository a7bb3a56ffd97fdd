import { schemaValidityRule } from './schema-validity.js';

/** outputSchema is a valid JSON Schema in its dialect (mcp.schema.tool checks the version's root restrictions). */
export default schemaValidityRule('mcp.tool.output-schema', 'outputSchema');
