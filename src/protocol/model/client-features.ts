// What a tool's interaction steps send and receive: roots, sampling and elicitation
// (MCP `ListRootsRequest` params, `ListRootsResult`, `CreateMessageRequestParams`, `CreateMessageResult`,
// `ElicitRequestParams`, `ElicitResult` and their parts).
import {
  alias,
  any,
  array,
  boolean,
  constant,
  define,
  integer,
  map,
  number,
  object,
  oneOf,
  opt,
  only,
  option,
  ref,
  req,
  shape,
  since,
  string,
  union,
  unitInterval,
  uri,
  versioned,
} from '../../model/dsl.js';

const CLIENT_FEATURE_DEPRECATED = (feature: string) =>
  ({
    since: '2026-07-28',
    reason: `${feature} is deprecated (SEP-2577): new servers should not depend on it`,
  }) as const;

const INCLUDE_CONTEXT_DEPRECATED = {
  since: '2026-07-28',
  reason: 'includeContext values other than "none" are deprecated; omit the field or use "none"',
} as const;

const samplingBlock = [
  option('text content', ref('TextContent')),
  option('image content', ref('ImageContent')),
  option('audio content', ref('AudioContent'), since('2025-03-26')),
  option('tool use', ref('ToolUseContent'), since('2025-11-25')),
  option('tool result', ref('ToolResultContent'), since('2025-11-25')),
];

/** A sampling message's content: one block, or (from 2025-11-25) a list of blocks. */
const samplingContent = union([...samplingBlock, option('list of content blocks', array(ref('SamplingMessageContentBlock')), since('2025-11-25'))], {
  key: 'type',
});

export const definitions = [
  define(
    'ListRootsRequestParams',
    'roots request',
    {
      _meta: opt(object),
    },
    { deprecated: CLIENT_FEATURE_DEPRECATED('Roots') },
  ),

  define('ListRootsResult', 'roots response', {
    roots: req(array(ref('Root'))),
    _meta: opt(object, { until: '2025-11-25' }),
  }),

  define('Root', 'root', {
    uri: req(uri),
    name: opt(string),
    _meta: opt(object, since('2025-06-18')),
  }),

  define(
    'CreateMessageRequestParams',
    'sampling request',
    {
      messages: req(array(ref('SamplingMessage'))),
      maxTokens: req(integer),
      systemPrompt: opt(string),
      includeContext: opt(oneOf('none', 'thisServer', 'allServers'), {
        deprecatedValues: { thisServer: INCLUDE_CONTEXT_DEPRECATED, allServers: INCLUDE_CONTEXT_DEPRECATED },
      }),
      temperature: opt(number),
      stopSequences: opt(array(string)),
      metadata: opt(object),
      modelPreferences: opt(ref('ModelPreferences')),
      tools: opt(array(ref('Tool')), since('2025-11-25')),
      toolChoice: opt(ref('ToolChoice'), since('2025-11-25')),
      task: opt(object, only('2025-11-25')),
      _meta: opt(object, only('2025-11-25')),
    },
    { deprecated: CLIENT_FEATURE_DEPRECATED('Sampling') },
  ),

  define('SamplingMessage', 'sampling message', {
    role: req(ref('Role')),
    content: req(samplingContent),
    _meta: opt(object, since('2025-11-25')),
  }),

  alias('SamplingMessageContentBlock', 'sampling content block', union(samplingBlock, { key: 'type' }), since('2025-11-25')),

  define('ModelPreferences', 'model preferences', {
    hints: opt(array(ref('ModelHint'))),
    costPriority: opt(unitInterval),
    speedPriority: opt(unitInterval),
    intelligencePriority: opt(unitInterval),
  }),

  define('ModelHint', 'model hint', { name: opt(string) }),

  define('ToolChoice', 'tool choice', { mode: opt(oneOf('auto', 'none', 'required')) }, since('2025-11-25')),

  define(
    'ToolUseContent',
    'tool use',
    {
      type: req(constant('tool_use')),
      id: req(string),
      name: req(string),
      input: req(object),
      _meta: opt(object),
    },
    since('2025-11-25'),
  ),

  define(
    'ToolResultContent',
    'tool result',
    {
      type: req(constant('tool_result')),
      toolUseId: req(string),
      content: req(array(ref('ContentBlock'))),
      structuredContent: opt(versioned(['2025-11-25', object], ['2026-07-28', any])),
      isError: opt(boolean),
      _meta: opt(object),
    },
    since('2025-11-25'),
  ),

  define('CreateMessageResult', 'sampling response', {
    role: req(ref('Role')),
    content: req(samplingContent),
    model: req(string),
    stopReason: opt(string),
    _meta: opt(object),
  }),

  alias(
    'ElicitRequestParams',
    'elicitation request',
    union([option('form elicitation', ref('ElicitRequestFormParams')), option('URL elicitation', ref('ElicitRequestURLParams'), since('2025-11-25'))], {
      key: 'mode',
      fallback: 'form elicitation',
    }),
    since('2025-06-18'),
  ),

  define(
    'ElicitRequestFormParams',
    'form elicitation request',
    {
      mode: opt(constant('form'), since('2025-11-25')),
      message: req(string),
      requestedSchema: req(ref('ElicitRequestedSchema')),
      task: opt(object, only('2025-11-25')),
      _meta: opt(object, only('2025-11-25')),
    },
    since('2025-06-18'),
  ),

  define(
    'ElicitRequestURLParams',
    'URL elicitation request',
    {
      mode: req(constant('url')),
      message: req(string),
      url: req(uri),
      elicitationId: req(string, only('2025-11-25')),
      task: opt(object, only('2025-11-25')),
      _meta: opt(object, only('2025-11-25')),
    },
    since('2025-11-25'),
  ),

  define(
    'ElicitRequestedSchema',
    'requested schema',
    {
      type: req(constant('object')),
      properties: req(map(ref('PrimitiveSchemaDefinition'))),
      required: opt(array(string)),
      $schema: opt(string, since('2025-11-25')),
    },
    { since: '2025-06-18', jsonSchema: true },
  ),

  alias(
    'PrimitiveSchemaDefinition',
    'requested field schema',
    union(
      [
        option('string', ref('StringSchema')),
        option('number', ref('NumberSchema')),
        option('boolean', ref('BooleanSchema')),
        option('single-select enum', ref('EnumSchema')),
        option('titled single-select enum', ref('TitledSingleSelectEnumSchema'), since('2025-11-25')),
        option('multi-select enum', ref('UntitledMultiSelectEnumSchema'), since('2025-11-25')),
        option('titled multi-select enum', ref('TitledMultiSelectEnumSchema'), since('2025-11-25')),
      ],
      { key: 'type' },
    ),
    since('2025-06-18'),
  ),

  define(
    'StringSchema',
    'string field',
    {
      type: req(constant('string')),
      title: opt(string),
      description: opt(string),
      minLength: opt(integer),
      maxLength: opt(integer),
      format: opt(oneOf('email', 'uri', 'date', 'date-time')),
      default: opt(string, since('2025-11-25')),
    },
    since('2025-06-18'),
  ),

  define(
    'NumberSchema',
    'number field',
    {
      type: req(oneOf('number', 'integer')),
      title: opt(string),
      description: opt(string),
      minimum: opt(number),
      maximum: opt(number),
      default: opt(number, since('2025-11-25')),
    },
    since('2025-06-18'),
  ),

  define(
    'BooleanSchema',
    'boolean field',
    {
      type: req(constant('boolean')),
      title: opt(string),
      description: opt(string),
      default: opt(boolean),
    },
    since('2025-06-18'),
  ),

  // 2025-06-18's EnumSchema; from 2025-11-25 the untitled single-select form plus the legacy `enumNames`.
  define(
    'EnumSchema',
    'enum field',
    {
      type: req(constant('string')),
      enum: req(array(string)),
      enumNames: opt(array(string), {
        deprecated: { since: '2025-11-25', reason: '"enumNames" is legacy: use a titled single-select enum ("oneOf" with "const" and "title")' },
      }),
      title: opt(string),
      description: opt(string),
      default: opt(string, since('2025-11-25')),
    },
    since('2025-06-18'),
  ),

  define(
    'TitledSingleSelectEnumSchema',
    'titled enum field',
    {
      type: req(constant('string')),
      oneOf: req(array(ref('TitledEnumOption'))),
      title: opt(string),
      description: opt(string),
      default: opt(string),
    },
    since('2025-11-25'),
  ),

  define(
    'UntitledMultiSelectEnumSchema',
    'multi-select enum field',
    {
      type: req(constant('array')),
      items: req(shape({ type: req(constant('string')), enum: req(array(string)) })),
      title: opt(string),
      description: opt(string),
      minItems: opt(integer),
      maxItems: opt(integer),
      default: opt(array(string)),
    },
    since('2025-11-25'),
  ),

  define(
    'TitledMultiSelectEnumSchema',
    'titled multi-select enum field',
    {
      type: req(constant('array')),
      items: req(shape({ anyOf: req(array(ref('TitledEnumOption'))) })),
      title: opt(string),
      description: opt(string),
      minItems: opt(integer),
      maxItems: opt(integer),
      default: opt(array(string)),
    },
    since('2025-11-25'),
  ),

  define('TitledEnumOption', 'enum option', { const: req(string), title: req(string) }, since('2025-11-25')),

  define(
    'ElicitResult',
    'elicitation response',
    {
      action: req(oneOf('accept', 'decline', 'cancel')),
      content: opt(
        map(
          union([
            option('string', string),
            option('number', number),
            option('boolean', boolean),
            option('list of strings', array(string), since('2025-11-25')),
          ]),
        ),
      ),
      _meta: opt(object, { until: '2025-11-25' }),
    },
    since('2025-06-18'),
  ),
];
