import { ruleTester } from '../helpers/rule-tester.js';

const ping = (extra: Record<string, unknown>) => ({ tools: [{ name: 'ping', inputSchema: { type: 'object' }, ...extra }] });
/** A tool "ping" whose interaction example "basic" has these further lines (indented 8 spaces). */
const example = (lines: string) =>
  `protocolVersion: "2025-11-25"\ntools:\n  - name: ping\n    inputSchema: { type: object }\n    interactionExamples:\n      basic:\n        input: {}\n        result: { content: [] }\n${lines}`;

ruleTester('mcpdesc.document.structure', {
  valid: [
    { code: { serverInfo: { name: 'weather', version: '1.0.0' }, tools: [] } },
    {
      name: 'an "x-" extension key at the top level',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-11-25"\nx-team: search\ntools: []\n',
    },
    { code: { $schema: 'https://example.com/descriptor.schema.json', instructions: 'Call search first.', tools: [] } },
    {
      name: 'an interaction example with a step and an "x-" note',
      path: 'case.mcp.yaml',
      code: example('        steps:\n          - { type: roots, request: {}, response: { roots: [] } }\n        x-note: happy path\n'),
    },
    {
      name: 'unknown keys inside a tool are for the MCP schema rules, not the envelope',
      code: ping({ displayName: 'Ping' }),
    },
  ],
  invalid: [
    {
      name: 'an empty YAML file',
      path: 'case.mcp.yaml',
      code: '# nothing here yet\n',
      errors: [
        {
          pointer: '',
          level: 'error',
          line: 1,
          column: 1,
          message: 'The file is empty. Write a descriptor, an object that starts with "protocolVersion", e.g. {"protocolVersion": "2025-11-25", "tools": []}.',
        },
      ],
    },
    {
      name: 'a list of tools instead of a descriptor',
      code: '[\n  { "name": "ping", "inputSchema": { "type": "object" } }\n]\n',
      errors: [
        {
          pointer: '',
          message:
            'A descriptor must be an object, but this file holds an array. Wrap the content in an object with "protocolVersion" and the server\'s tools, resources and prompts.',
        },
      ],
    },
    {
      code: '"2025-11-25"\n',
      errors: [
        {
          pointer: '',
          message:
            'A descriptor must be an object, but this file holds a string ("2025-11-25"). Wrap the content in an object with "protocolVersion" and the server\'s tools, resources and prompts.',
        },
      ],
    },
    {
      name: 'a mistyped top-level key gets a suggestion',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-11-25"\nserverinfo:\n  name: typo-server\n  version: 1.0.0\n',
      errors: [{ pointer: '/serverinfo', line: 2, column: 1, message: 'Unknown property "serverinfo" in a descriptor. Did you mean "serverInfo"?' }],
    },
    {
      name: 'an unknown top-level key with no near miss lists the known ones',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-11-25"\nendpoints:\n  - https://example.com/mcp\n',
      errors: [
        {
          pointer: '/endpoints',
          message:
            'Unknown property "endpoints" in a descriptor. Use "$schema", "protocolVersion", "serverInfo", "instructions", "capabilities", "tools", "resources", "resourceTemplates" and "prompts", or an "x-" extension key.',
        },
      ],
    },
    {
      name: 'the envelope is checked even when the protocol version is not supported',
      code: { protocolVersion: '1999', toolz: [] },
      errors: [{ pointer: '/toolz', line: 3, column: 3, message: 'Unknown property "toolz" in a descriptor. Did you mean "tools"?' }],
    },
    {
      name: 'tools keyed by name instead of listed',
      code: { tools: { ping: { name: 'ping', inputSchema: { type: 'object' } } } },
      errors: [{ pointer: '/tools', line: 3, column: 12, message: '"tools" must be an array, but it is an object. Write an array here.' }],
    },
    {
      code: { instructions: ['Call search first.'] },
      errors: [{ pointer: '/instructions', message: '"instructions" must be a string, but it is an array. Write a string here.' }],
    },
    {
      code: { serverInfo: 'weather 1.0.0' },
      errors: [{ pointer: '/serverInfo', message: '"serverInfo" must be an object, but it is a string ("weather 1.0.0"). Write an object here.' }],
    },
    {
      name: 'a tool given by its name only',
      code: { tools: ['ping'] },
      errors: [{ pointer: '/tools/0', message: '"tools[0]" must be an object, but it is a string ("ping"). Write an object here.' }],
    },
    {
      code: { resources: [null] },
      errors: [{ pointer: '/resources/0', message: '"resources[0]" must be an object, but it is null. Write an object here.' }],
    },
    {
      name: 'an elicitation declared as a bare message',
      code: ping({ elicitations: { confirm: 'Are you sure?' } }),
      errors: [
        {
          pointer: '/tools/0/elicitations/confirm',
          message: '"tools[0].elicitations.confirm" must be an object, but it is a string ("Are you sure?"). Write an object here.',
        },
      ],
    },
    {
      name: 'interaction examples as a list instead of a map of names',
      code: ping({ interactionExamples: [] }),
      errors: [
        { pointer: '/tools/0/interactionExamples', message: '"tools[0].interactionExamples" must be an object, but it is an array. Write an object here.' },
      ],
    },
    {
      name: 'an unknown key in an interaction example',
      path: 'case.mcp.yaml',
      code: example('        expected: ok\n'),
      errors: [
        {
          pointer: '/tools/0/interactionExamples/basic/expected',
          line: 9,
          column: 9,
          message: 'Unknown property "expected" in an interaction example. Use "input", "steps" and "result", or an "x-" extension key.',
        },
      ],
    },
    {
      name: 'a step of a type interaction examples do not have',
      path: 'case.mcp.yaml',
      code: example('        steps:\n          - { type: logging, request: {}, response: {} }\n'),
      errors: [
        {
          pointer: '/tools/0/interactionExamples/basic/steps/0/type',
          message: '"tools[0].interactionExamples.basic.steps[0].type" must be "roots", "sampling" or "elicitation", not "logging". Use one of these.',
        },
      ],
    },
    {
      name: 'a mistyped key in an interaction step',
      path: 'case.mcp.yaml',
      code: example('        steps:\n          - type: elicitation\n            declarations: confirm\n            request: {}\n            response: {}\n'),
      errors: [
        {
          pointer: '/tools/0/interactionExamples/basic/steps/0/declarations',
          message: 'Unknown property "declarations" in an interaction step. Did you mean "declaration"?',
        },
      ],
    },
  ],
});
