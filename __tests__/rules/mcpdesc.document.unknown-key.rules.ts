import { ruleTester } from '../helpers/rule-tester.js';

const schema = { type: 'object' };
const ping = (extra: Record<string, unknown> = {}) => ({ name: 'ping', inputSchema: schema, ...extra });
/** The message for a near miss in an MCP object. */
const typo = (key: string, owner: string, meant: string, custom: string) =>
  `Unknown property "${key}" in ${owner}: no MCP version defines it, so clients ignore it and what it was meant to say is lost. Did you mean "${meant}"? (To keep a custom field, ${custom}.)`;
const hint = (key: string, meant: string) =>
  `Unknown property "${key}" in the tool annotations: no MCP version defines it, so clients ignore it and the tool loses that hint. Did you mean "${meant}"? (To keep a custom field, name it "x-${key}".)`;
const ownFormat = (key: string, owner: string, rest: string) =>
  `Unknown property "${key}" in ${owner}: the descriptor format does not define it, so mcpdesc ignores it and checks nothing in it. ${rest}`;
/** A tool "ping" whose interaction example "basic" has these further lines (indented 8 spaces). */
const example = (lines: string) =>
  `protocolVersion: "2025-11-25"\ntools:\n  - name: ping\n    inputSchema: { type: object }\n    interactionExamples:\n      basic:\n        input: {}\n        result: { content: [] }\n${lines}`;

ruleTester('mcpdesc.document.unknown-key', {
  version: '2025-11-25',
  valid: [
    {
      name: '"x-" keys and "_meta" hold custom data in every object',
      code: {
        'x-team': 'search',
        serverInfo: { name: 'notes', version: '1.0.0', 'x-build': '42', _meta: {} },
        capabilities: { tools: { listChanged: true, 'x-beta': true }, 'x-custom': {} },
        tools: [ping({ 'x-owner': 'infra', _meta: { 'com.example/x': 1 }, annotations: { readOnlyHint: true, 'x-review': 'done' } })],
        prompts: [{ name: 'summarize', arguments: [{ name: 'text', 'x-widget': 'textarea' }] }],
      },
    },
    {
      name: "a field another version defines is mcpdesc.version.field-availability's",
      code: { protocolVersion: '2025-06-18', tools: [ping({ execution: { taskSupport: 'optional' }, icons: [] })] },
    },
    {
      name: "keywords inside a tool's JSON Schema are mcpdesc.tool.schema-keywords'",
      code: { tools: [ping({ inputSchema: { type: 'object', properties: { a: { type: 'string', descripton: 'x' } }, requird: ['a'] } })] },
    },
    {
      name: 'a key near no field is left alone: servers put vendor data in MCP objects',
      code: {
        tools: [ping({ annotations: { readOnlyHint: true, category: 'navigation' } })],
        prompts: [{ name: 'p', arguments: [{ name: 'a', default: 'x' }] }],
      },
    },
    {
      name: "a misspelt required key is the schema rule's finding, once",
      code: { tools: [{ nme: 'ping', inputSchema: schema }] },
    },
    {
      name: 'a client capability under the server capabilities is a misplaced capability, not a typo',
      code: { capabilities: { roots: {}, sampling: {}, elicitation: {} } },
    },
    {
      name: "an elicitation's requested schema is a JSON Schema: its keywords are not MCP properties",
      code: {
        tools: [
          ping({
            elicitations: {
              confirm: { message: 'Sure?', requestedSchema: { type: 'object', properties: { ok: { type: 'boolean', titel: 'OK' } } } },
            },
          }),
        ],
      },
    },
  ],
  invalid: [
    {
      name: 'a misspelt annotation drops the safety hint',
      output:
        'protocolVersion: "2025-11-25"\ntools:\n  - name: delete_note\n    inputSchema: { type: object }\n    annotations:\n      readOnlyHnt: false\n      destructiveHint: true\n',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-11-25"\ntools:\n  - name: delete_note\n    inputSchema: { type: object }\n    annotations:\n      readOnlyHnt: false\n      destructivehint: true\n',
      errors: [
        { pointer: '/tools/0/annotations/readOnlyHnt', level: 'warning', line: 6, column: 7, message: hint('readOnlyHnt', 'readOnlyHint') },
        { pointer: '/tools/0/annotations/destructivehint', line: 7, column: 7, message: hint('destructivehint', 'destructiveHint') },
      ],
    },
    {
      name: 'another name for a hint',
      output:
        '{\n  "protocolVersion": "2025-11-25",\n  "tools": [\n    {\n      "name": "ping",\n      "inputSchema": {\n        "type": "object"\n      },\n      "annotations": {\n        "readOnlyHint": true\n      }\n    }\n  ]\n}\n',
      code: { tools: [ping({ annotations: { readOnly: true } })] },
      errors: [{ pointer: '/tools/0/annotations/readOnly', message: hint('readOnly', 'readOnlyHint') }],
    },
    {
      name: 'a misspelt tool description, and "annotation" for "annotations"',
      output:
        '{\n  "protocolVersion": "2025-03-26",\n  "tools": [\n    {\n      "name": "ping",\n      "inputSchema": {\n        "type": "object"\n      },\n      "desciption": "Ping the server.",\n      "annotations": {\n        "readOnlyHint": true\n      }\n    }\n  ]\n}\n',
      code: { protocolVersion: '2025-03-26', tools: [ping({ desciption: 'Ping the server.', annotation: { readOnlyHint: true } })] },
      errors: [
        { pointer: '/tools/0/desciption', message: typo('desciption', 'the tool', 'description', 'name it "x-desciption" or move it under "_meta"') },
        { pointer: '/tools/0/annotation', message: typo('annotation', 'the tool', 'annotations', 'name it "x-annotation" or move it under "_meta"') },
      ],
    },
    {
      name: 'a lower-case capability setting names the capability',
      output: '{\n  "protocolVersion": "2025-11-25",\n  "capabilities": {\n    "tools": {\n      "listChanged": true\n    }\n  }\n}\n',
      code: { capabilities: { tools: { listchanged: true } } },
      errors: [
        { pointer: '/capabilities/tools/listchanged', message: typo('listchanged', '"tools" of the capabilities', 'listChanged', 'name it "x-listchanged"') },
      ],
    },
    {
      name: 'a misspelt resource mimeType, server info title and prompt argument title',
      output:
        '{\n  "protocolVersion": "2025-06-18",\n  "serverInfo": {\n    "name": "notes",\n    "version": "1.0.0",\n    "titel": "Notes"\n  },\n  "resources": [\n    {\n      "uri": "file:///notes.md",\n      "name": "notes",\n      "mimeType": "text/markdown"\n    }\n  ],\n  "prompts": [\n    {\n      "name": "summarize",\n      "arguments": [\n        {\n          "name": "text",\n          "titel": "Text"\n        }\n      ]\n    }\n  ]\n}\n',
      code: {
        protocolVersion: '2025-06-18',
        serverInfo: { name: 'notes', version: '1.0.0', titel: 'Notes' },
        resources: [{ uri: 'file:///notes.md', name: 'notes', mimetype: 'text/markdown' }],
        prompts: [{ name: 'summarize', arguments: [{ name: 'text', titel: 'Text' }] }],
      },
      errors: [
        { pointer: '/serverInfo/titel', message: typo('titel', 'the server info', 'title', 'name it "x-titel"') },
        { pointer: '/resources/0/mimetype', message: typo('mimetype', 'the resource', 'mimeType', 'name it "x-mimetype" or move it under "_meta"') },
        { pointer: '/prompts/0/arguments/0/titel', message: typo('titel', 'the prompt argument', 'title', 'name it "x-titel"') },
      ],
    },
    {
      name: 'a misspelt key in an icon and in a resource template',
      output:
        '{\n  "protocolVersion": "2025-11-25",\n  "serverInfo": {\n    "name": "notes",\n    "version": "1.0.0",\n    "icons": [\n      {\n        "src": "https://example.com/i.png",\n        "mimeType": "image/png"\n      }\n    ]\n  },\n  "resourceTemplates": [\n    {\n      "uriTemplate": "file:///{name}",\n      "name": "file",\n      "descripton": "A file"\n    }\n  ]\n}\n',
      code: {
        serverInfo: { name: 'notes', version: '1.0.0', icons: [{ src: 'https://example.com/i.png', mimetype: 'image/png' }] },
        resourceTemplates: [{ uriTemplate: 'file:///{name}', name: 'file', descripton: 'A file' }],
      },
      errors: [
        { pointer: '/serverInfo/icons/0/mimetype', message: typo('mimetype', 'the icon', 'mimeType', 'name it "x-mimetype"') },
        {
          pointer: '/resourceTemplates/0/descripton',
          message: typo('descripton', 'the resource template', 'description', 'name it "x-descripton" or move it under "_meta"'),
        },
      ],
    },
    {
      name: 'a near miss of a field only another version has suggests it (field-availability then says more)',
      code: { protocolVersion: '2025-06-18', tools: [ping({ executon: {} })] },
      errors: [{ pointer: '/tools/0/executon', message: typo('executon', 'the tool', 'execution', 'name it "x-executon" or move it under "_meta"') }],
    },
    {
      name: 'a descriptor that declares several versions gets one finding',
      code: { protocolVersion: ['2025-06-18', '2025-11-25'], tools: [ping({ titel: 'Ping' })] },
      errors: [{ pointer: '/tools/0/titel', message: typo('titel', 'the tool', 'title', 'name it "x-titel" or move it under "_meta"') }],
    },
    {
      name: 'a misspelt field of a sampling request in an interaction step',
      path: 'case.mcp.yaml',
      code: example(
        '        steps:\n          - type: sampling\n            request: { messages: [], maxTokens: 10, systemPromt: Be brief }\n            response: { role: assistant, content: { type: text, text: ok }, model: m }\n',
      ),
      errors: [
        {
          pointer: '/tools/0/interactionExamples/basic/steps/0/request/systemPromt',
          message: typo('systemPromt', 'the sampling request', 'systemPrompt', 'name it "x-systemPromt" or move it under "_meta"'),
        },
      ],
    },
    {
      name: 'a mistyped top-level key',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-11-25"\nserverinfo:\n  name: typo-server\n  version: 1.0.0\n',
      errors: [
        { pointer: '/serverinfo', level: 'warning', line: 2, column: 1, message: ownFormat('serverinfo', 'the descriptor', 'Did you mean "serverInfo"?') },
      ],
    },
    {
      name: 'the envelope is checked even when the protocol version is not supported',
      code: { protocolVersion: '1999', toolz: [] },
      errors: [{ pointer: '/toolz', line: 3, column: 3, message: ownFormat('toolz', 'the descriptor', 'Did you mean "tools"?') }],
    },
    {
      name: 'a misspelt protocolVersion (mcpdesc.document.protocol-version says none is declared)',
      path: 'case.mcp.yaml',
      code: 'protocolVerison: "2025-11-25"\ntools: []\n',
      errors: [{ pointer: '/protocolVerison', line: 1, column: 1, message: ownFormat('protocolVerison', 'the descriptor', 'Did you mean "protocolVersion"?') }],
    },
    {
      name: 'an unknown top-level key with no near miss lists the known ones',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-11-25"\nendpoints:\n  - https://example.com/mcp\n',
      errors: [
        {
          pointer: '/endpoints',
          message: ownFormat(
            'endpoints',
            'the descriptor',
            'It defines "$schema", "protocolVersion", "serverInfo", "instructions", "capabilities", "tools", "resources", "resourceTemplates" and "prompts": remove the property, or to keep a custom field, name it "x-endpoints".',
          ),
        },
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
          message: ownFormat(
            'expected',
            'the interaction example',
            'It defines "input", "steps" and "result": remove the property, or to keep a custom field, name it "x-expected".',
          ),
        },
      ],
    },
    {
      name: 'a mistyped key in an interaction step',
      path: 'case.mcp.yaml',
      code: example(
        '        steps:\n          - type: elicitation\n            declarations: confirm\n            request: { message: Sure?, requestedSchema: { type: object, properties: {} } }\n            response: { action: accept }\n',
      ),
      errors: [
        {
          pointer: '/tools/0/interactionExamples/basic/steps/0/declarations',
          message: ownFormat('declarations', 'the interaction step', 'Did you mean "declaration"?'),
        },
      ],
    },
  ],
});
