// Tools and their results (MCP `Tool`, `ToolAnnotations`, `ToolExecution`, `CallToolResult`).
import { any, array, boolean, constant, define, freeform, map, object, oneOf, opt, only, ref, req, since, string, versioned } from '../../model/dsl.js';

export const definitions = [
  define('Tool', 'tool', {
    name: req(string),
    title: opt(string, since('2025-06-18')),
    description: opt(string),
    inputSchema: req(ref('ToolInputSchema')),
    outputSchema: opt(ref('ToolOutputSchema'), since('2025-06-18')),
    annotations: opt(ref('ToolAnnotations'), since('2025-03-26')),
    execution: opt(ref('ToolExecution'), only('2025-11-25')),
    icons: opt(array(ref('Icon')), since('2025-11-25')),
    _meta: opt(object, since('2025-06-18')),
  }),

  // Tool schemas are JSON Schemas: keywords beyond these are expected, and checked by mcp.tool.input-schema.
  define(
    'ToolInputSchema',
    'input schema',
    {
      type: req(constant('object')),
      $schema: opt(string, since('2025-11-25')),
      properties: opt(freeformMap(), { until: '2025-11-25' }),
      required: opt(array(string), { until: '2025-11-25' }),
    },
    { freeform: true },
  ),

  define(
    'ToolOutputSchema',
    'output schema',
    {
      type: req(versioned(['2025-06-18', constant('object')], ['2026-07-28', any]), { requiredSpan: { until: '2025-11-25' } }),
      $schema: opt(string, since('2025-11-25')),
      properties: opt(freeformMap(), { until: '2025-11-25' }),
      required: opt(array(string), { until: '2025-11-25' }),
    },
    { since: '2025-06-18', freeform: true },
  ),

  define(
    'ToolAnnotations',
    'tool annotations',
    {
      title: opt(string),
      readOnlyHint: opt(boolean),
      destructiveHint: opt(boolean),
      idempotentHint: opt(boolean),
      openWorldHint: opt(boolean),
    },
    since('2025-03-26'),
  ),

  define(
    'ToolExecution',
    'tool execution',
    {
      taskSupport: opt(oneOf('forbidden', 'optional', 'required')),
    },
    only('2025-11-25'),
  ),

  define('CallToolResult', 'tool result', {
    content: req(array(ref('ContentBlock'))),
    isError: opt(boolean),
    structuredContent: opt(versioned(['2025-06-18', object], ['2026-07-28', any]), since('2025-06-18')),
    // A wire-level field in 2026-07-28; a descriptor's example result is always a complete one.
    resultType: opt(constant('complete'), since('2026-07-28')),
    _meta: opt(object),
  }),
];

/** `properties` of a tool schema: each value is a subschema object (boolean subschemas are not allowed until 2026-07-28). */
function freeformMap() {
  return map(freeform({}));
}
