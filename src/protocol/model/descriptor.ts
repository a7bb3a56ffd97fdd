// mcpdesc's own descriptor format (v1): the envelope around the MCP objects, and the tool extensions
// `elicitations` and `interactionExamples`. Unlike MCP's open objects these are closed, so a typo in a
// property name is an error. The MCP objects inside are checked against their own definitions.
import { any, array, define, map, object, oneOf, opt, ref, req, string } from '../../model/dsl.js';

export const TOOL_EXTENSIONS = ['elicitations', 'interactionExamples'] as const;

export const definitions = [
  define(
    'Descriptor',
    'descriptor',
    {
      $schema: opt(string),
      protocolVersion: opt(any),
      serverInfo: opt(object),
      instructions: opt(string),
      capabilities: opt(object),
      tools: opt(array(ref('DescriptorTool'))),
      resources: opt(array(object)),
      resourceTemplates: opt(array(object)),
      prompts: opt(array(object)),
    },
    { closed: true },
  ),

  // A tool is an MCP Tool (checked by mcp.schema.tool) plus mcpdesc's extensions, checked here for shape.
  define(
    'DescriptorTool',
    'tool',
    {
      elicitations: opt(map(object)),
      interactionExamples: opt(map(ref('InteractionExample'))),
    },
    { freeform: true },
  ),

  define(
    'InteractionExample',
    'interaction example',
    {
      input: req(object),
      steps: opt(array(ref('InteractionStep'))),
      result: req(object),
    },
    { closed: true },
  ),

  define(
    'InteractionStep',
    'interaction step',
    {
      type: req(oneOf('roots', 'sampling', 'elicitation')),
      declaration: opt(string),
      request: req(object),
      response: req(object),
    },
    { closed: true },
  ),
];
