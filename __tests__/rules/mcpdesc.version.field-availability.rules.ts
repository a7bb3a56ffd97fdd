import { ruleTester } from '../helpers/rule-tester.js';

const newer = (path: string, owner: string, version: string, since: string) =>
  `"${path}" is not a property of ${owner} in ${version}; it exists in ${since} and later, and clients on ${version} ignore it. If the server sends it (SDKs add some fields by themselves, and a file made by mcpdesc capture holds what the server sends), declare protocolVersion ${since} or later if the server speaks it, or keep it; if you wrote it by hand, remove it.`;
const removed = (path: string, owner: string, version: string) =>
  `"${path}" is not a property of ${owner} in ${version}; it exists only in 2025-11-25, and clients on ${version} ignore it. Remove it, unless the server sends it.`;

const ping = { name: 'ping', inputSchema: { type: 'object' } };
/** For a descriptor that declares several versions: the versions that lack the field, once. */
const lacking = (path: string, owner: string, versions: string, exists: string) =>
  `"${path}" is not a property of ${owner} in ${versions}, which the descriptor declares; it exists ${exists}. Clients on ${versions} will not see it: keep it if they can do without it, or stop declaring ${versions}.`;

ruleTester('mcpdesc.version.field-availability', {
  valid: [
    {
      name: 'several declared versions that all have every field',
      code: { protocolVersion: ['2025-06-18', '2025-11-25'], tools: [{ ...ping, title: 'Ping', annotations: { readOnlyHint: true } }] },
    },
    { path: 'case.mcp.yaml', code: { tools: [{ ...ping, title: 'Ping', annotations: { readOnlyHint: true }, execution: { taskSupport: 'optional' } }] } },
    {
      name: "keys that no version defines are not this rule's business",
      code: { protocolVersion: '2024-11-05', tools: [{ ...ping, displayName: 'Ping', 'x-owner': 'infra' }] },
    },
    {
      name: 'lastModified is fine from 2025-06-18',
      code: { protocolVersion: '2025-06-18', resources: [{ uri: 'file:///a.log', name: 'a', annotations: { lastModified: '2025-01-01T00:00:00Z' } }] },
    },
    {
      name: "a field of another version inside an interaction step is mcpdesc.tool.interaction.step's finding",
      path: 'case.mcp.yaml',
      code: `protocolVersion: "2026-07-28"
tools:
  - name: ping
    inputSchema: { type: object }
    interactionExamples:
      ok:
        input: {}
        steps:
          - { type: roots, request: {}, response: { roots: [], _meta: {} } }
        result: { content: [] }
`,
    },
    {
      name: 'a committed tool list with fields of the newest version it is read in',
      path: 'testdata/tools.json',
      format: 'mcp-tool-list',
      code: JSON.stringify([{ ...ping, title: 'Ping', annotations: { readOnlyHint: true }, outputSchema: { type: 'object' } }]),
    },
  ],
  invalid: [
    {
      name: 'a committed tool list: checked in the newest version it is read in, with nothing to declare',
      path: 'tools.json',
      format: 'mcp-tool-list',
      code: JSON.stringify({ tools: [{ ...ping, execution: { taskSupport: 'optional' } }] }),
      errors: [
        {
          pointer: '/tools/0/execution',
          level: 'warning',
          message:
            '"execution" is not a property of a tool in 2026-07-28, the newest protocol version; it exists only in 2025-11-25, and clients on 2026-07-28 ignore it. Remove it, unless the server sends it to clients of older versions.',
        },
      ],
    },
    {
      name: 'a field two of three declared versions lack: one finding naming both',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: ["2025-06-18", "2025-11-25", "2026-07-28"]\ntools:\n  - name: ping\n    inputSchema: { type: object }\n    execution: {}\n',
      errors: [
        {
          pointer: '/tools/0/execution',
          level: 'warning',
          line: 5,
          column: 5,
          message: lacking('execution', 'a tool', '2025-06-18 and 2026-07-28', 'only in 2025-11-25'),
        },
      ],
    },
    {
      name: 'a field the oldest declared version lacks',
      code: { protocolVersion: ['2024-11-05', '2025-06-18'], tools: [{ ...ping, title: 'Ping' }] },
      errors: [{ pointer: '/tools/0/title', message: lacking('title', 'a tool', '2024-11-05', 'in 2025-06-18 and later') }],
    },
    {
      name: 'a field only one later version has: the advice names that version, not "or later"',
      code: { protocolVersion: '2025-06-18', capabilities: { tools: {} }, tools: [{ ...ping, execution: {} }] },
      errors: [
        {
          pointer: '/tools/0/execution',
          message:
            '"execution" is not a property of a tool in 2025-06-18; it exists only in 2025-11-25, and clients on 2025-06-18 ignore it. If the server sends it (SDKs add some fields by themselves, and a file made by mcpdesc capture holds what the server sends), declare protocolVersion 2025-11-25 if the server speaks it, or keep it; if you wrote it by hand, remove it.',
        },
      ],
    },
    {
      name: 'title and annotations on a 2024-11-05 tool',
      code: {
        protocolVersion: '2024-11-05',
        tools: [{ name: 'get_forecast', title: 'Get forecast', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } }],
      },
      errors: [
        { pointer: '/tools/0/title', level: 'warning', line: 6, column: 7, message: newer('title', 'a tool', '2024-11-05', '2025-06-18') },
        { pointer: '/tools/0/annotations', line: 10, column: 7, message: newer('annotations', 'a tool', '2024-11-05', '2025-03-26') },
      ],
    },
    {
      name: 'execution on a 2026-07-28 tool, after it was removed',
      code: { protocolVersion: '2026-07-28', tools: [{ ...ping, execution: { taskSupport: 'optional' } }] },
      errors: [{ pointer: '/tools/0/execution', message: removed('execution', 'a tool', '2026-07-28') }],
    },
    {
      code: { protocolVersion: '2025-03-26', resources: [{ uri: 'file:///a.log', name: 'a', _meta: {} }] },
      errors: [{ pointer: '/resources/0/_meta', message: newer('_meta', 'a resource', '2025-03-26', '2025-06-18') }],
    },
    {
      name: 'a nested field: lastModified in resource annotations',
      code: { protocolVersion: '2025-03-26', resources: [{ uri: 'file:///a.log', name: 'a', annotations: { lastModified: '2025-01-01T00:00:00Z' } }] },
      errors: [{ pointer: '/resources/0/annotations/lastModified', message: newer('annotations.lastModified', 'the annotations', '2025-03-26', '2025-06-18') }],
    },
    {
      code: { protocolVersion: '2024-11-05', capabilities: { completions: {} } },
      errors: [{ pointer: '/capabilities/completions', message: newer('completions', 'the capabilities', '2024-11-05', '2025-03-26') }],
    },
    {
      code: { protocolVersion: '2025-06-18', serverInfo: { name: 'weather', version: '1.0.0', icons: [] } },
      errors: [{ pointer: '/serverInfo/icons', message: newer('icons', 'a server info', '2025-06-18', '2025-11-25') }],
    },
    {
      name: 'structuredContent in an example result before 2025-06-18',
      path: 'case.mcp.yaml',
      code: `protocolVersion: "2025-03-26"
tools:
  - name: ping
    inputSchema: { type: object }
    interactionExamples:
      ok:
        input: {}
        result:
          content: []
          structuredContent: {}
`,
      errors: [
        {
          pointer: '/tools/0/interactionExamples/ok/result/structuredContent',
          message: newer('structuredContent', 'a tool result', '2025-03-26', '2025-06-18'),
        },
      ],
    },
    {
      name: 'task in an elicitation declaration, after it was removed',
      path: 'case.mcp.yaml',
      code: `protocolVersion: "2026-07-28"
tools:
  - name: ping
    inputSchema: { type: object }
    elicitations:
      confirm:
        message: Sure?
        requestedSchema: { type: object, properties: {} }
        task: {}
`,
      errors: [{ pointer: '/tools/0/elicitations/confirm/task', message: removed('task', 'a form elicitation request', '2026-07-28') }],
    },
  ],
});
