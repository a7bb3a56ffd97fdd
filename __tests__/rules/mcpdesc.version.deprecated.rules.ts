import { ruleTester } from '../helpers/rule-tester.js';

const LOGGING =
  '"logging" is deprecated in 2026-07-28: Logging is deprecated (SEP-2577); the log level now travels in each request\'s _meta. Keep it only as long as clients still need it.';
const SAMPLING =
  'Sampling request is deprecated in 2026-07-28: Sampling is deprecated (SEP-2577): new servers should not depend on it. Keep it only as long as clients still need it.';
const STEP = '/tools/0/interactionExamples/ok/steps/0';

/** A tool "ping" with one elicitation declaration whose field "color" uses enumNames. */
const enumNames = (version: string) => `protocolVersion: "${version}"
tools:
  - name: ping
    inputSchema: { type: object }
    elicitations:
      pick:
        message: Pick a colour
        requestedSchema:
          type: object
          properties:
            color: { type: string, enum: [r, g], enumNames: [Red, Green] }
`;

/** A tool "ping" whose interaction example "ok" has this one step (YAML, indented 10 spaces). */
const withStep = (version: string, step: string) => `protocolVersion: "${version}"
tools:
  - name: ping
    inputSchema: { type: object }
    interactionExamples:
      ok:
        input: {}
        result: { content: [] }
        steps:
${step}`;
const sampling = (includeContext: string) => `          - type: sampling
            request: { messages: [], maxTokens: 10, includeContext: ${includeContext} }
            response: { role: assistant, content: { type: text, text: hi }, model: m }
`;

ruleTester('mcpdesc.version.deprecated', {
  version: '2026-07-28',
  valid: [
    { code: { capabilities: { tools: {} }, tools: [{ name: 'ping', inputSchema: { type: 'object' } }] } },
    {
      name: 'logging before 2026-07-28, where it is not deprecated yet',
      code: { protocolVersion: '2025-11-25', capabilities: { logging: {}, tools: {} } },
    },
    {
      name: 'enumNames in 2025-06-18, before it became legacy',
      path: 'case.mcp.yaml',
      code: enumNames('2025-06-18'),
    },
    {
      name: 'a sampling step before 2026-07-28',
      path: 'case.mcp.yaml',
      code: withStep('2025-11-25', sampling('thisServer')),
    },
  ],
  invalid: [
    {
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2026-07-28"\ncapabilities:\n  logging: {}\n  tools: {}\ntools:\n  - name: tail_logs\n    inputSchema: { type: object }\n',
      errors: [{ pointer: '/capabilities/logging', level: 'warning', line: 3, column: 3, message: LOGGING }],
    },
    {
      name: 'enumNames in an elicitation declaration in 2025-11-25',
      path: 'case.mcp.yaml',
      code: enumNames('2025-11-25'),
      errors: [
        {
          pointer: '/tools/0/elicitations/pick/requestedSchema/properties/color/enumNames',
          message:
            '"requestedSchema.properties.color.enumNames" is deprecated in 2025-11-25: "enumNames" is legacy: use a titled single-select enum ("oneOf" with "const" and "title"). Keep it only as long as clients still need it.',
        },
      ],
    },
    {
      name: 'a roots step: the feature itself is deprecated',
      path: 'case.mcp.yaml',
      code: withStep('2026-07-28', '          - { type: roots, request: {}, response: { roots: [] } }\n'),
      errors: [
        {
          pointer: `${STEP}/request`,
          message:
            'Roots request is deprecated in 2026-07-28: Roots is deprecated (SEP-2577): new servers should not depend on it. Keep it only as long as clients still need it.',
        },
      ],
    },
    {
      name: 'a sampling step with includeContext "none": only sampling itself',
      path: 'case.mcp.yaml',
      code: withStep('2026-07-28', sampling('none')),
      errors: [{ pointer: `${STEP}/request`, message: SAMPLING }],
    },
    {
      name: 'a deprecated value: includeContext "thisServer"',
      path: 'case.mcp.yaml',
      code: withStep('2026-07-28', sampling('thisServer')),
      errors: [
        { pointer: `${STEP}/request`, message: SAMPLING },
        {
          pointer: `${STEP}/request/includeContext`,
          line: 11,
          column: 69,
          message:
            '"includeContext": "thisServer" is deprecated in 2026-07-28: includeContext values other than "none" are deprecated; omit the field or use "none". Keep it only as long as clients still need it.',
        },
      ],
    },
  ],
});
