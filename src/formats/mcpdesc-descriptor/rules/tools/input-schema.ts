import { schemaValidityRule } from './schema-validity.js';

/** inputSchema is a valid JSON Schema in its dialect (mcp.schema.tool checks its root type). */
export default schemaValidityRule('mcp.tool.input-schema', 'inputSchema');
