import { modelRule } from '../model-rule.js';

/** mcp.schema.*: each MCP object conforms to its definition in the declared protocol version. */
export default [
  modelRule('mcp.schema.server-info', 'invalid', ['server-info']),
  modelRule('mcp.schema.capabilities', 'invalid', ['capabilities']),
  modelRule('mcp.schema.tool', 'invalid', ['tool']),
  modelRule('mcp.schema.resource', 'invalid', ['resource']),
  modelRule('mcp.schema.resource-template', 'invalid', ['resource-template']),
  modelRule('mcp.schema.prompt', 'invalid', ['prompt']),
];
