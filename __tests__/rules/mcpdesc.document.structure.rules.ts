import { ruleTester } from '../helpers/rule-tester.js';

const ping = (extra: Record<string, unknown>) => ({ tools: [{ name: 'ping', inputSchema: { type: 'object' }, ...extra }] });
/** A tool "ping" whose interaction example "basic" has these further lines (indented 8 spaces). */
const example = (lines: string) =>
  `protocolVersion: "2025-11-25"\ntools:\n  - name: ping\n    inputSchema: { type: object }\n    interactionExamples:\n      basic:\n        input: {}\n        result: { content: [] }\n${lines}`;

ruleTester('mcpdesc.document.structure', {
  valid: [
    { code: { serverInfo: { name: 'weather', version: '1.0.0' }, tools: [] } },
    {
      name: "unknown keys at the top level are mcpdesc.document.unknown-key's",
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-11-25"\nx-team: search\ntoolz: []\n',
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
  ],
});
