import { ruleTester } from '../helpers/rule-tester.js';

const DUPLICATE = (key: string) =>
  `Duplicate key "${key}": this object already has it, and parsers silently keep only one of the values. Remove or rename one of them.`;

ruleTester('mcpdesc.document.syntax', {
  valid: [
    { code: { tools: [{ name: 'search', inputSchema: { type: 'object' } }] } },
    {
      name: 'the same key in two different objects is no duplicate',
      code: '{\n  "protocolVersion": "2025-11-25",\n  "tools": [\n    { "name": "search", "inputSchema": { "type": "object" } },\n    { "name": "fetch", "inputSchema": { "type": "object" } }\n  ]\n}\n',
    },
    {
      name: 'a byte-order mark before the JSON',
      code: '\ufeff{\n  "protocolVersion": "2025-11-25",\n  "tools": []\n}\n',
    },
    {
      name: 'one YAML document that opens with "---" and closes with "..."',
      path: 'case.mcp.yaml',
      code: '---\nprotocolVersion: "2025-11-25"\ntools: []\n...\n',
    },
    {
      name: 'escapes, not raw control characters, inside a JSON string',
      code: '{\n  "protocolVersion": "2025-11-25",\n  "instructions": "Line one\\nLine two\\t\\u00e9"\n}\n',
    },
  ],
  invalid: [
    {
      name: 'a trailing comma before "}"',
      code: '{\n  "protocolVersion": "2025-11-25",\n  "tools": [],\n}\n',
      errors: [{ pointer: '', level: 'error', line: 4, column: 1, message: 'Invalid JSON: a trailing comma before "}" is not allowed. Remove the comma.' }],
    },
    {
      name: 'a trailing comma before "]"',
      code: '{\n  "protocolVersion": "2025-11-25",\n  "resources": ["a",]\n}\n',
      errors: [{ pointer: '', line: 3, column: 21, message: 'Invalid JSON: a trailing comma before "]" is not allowed. Remove the comma.' }],
    },
    {
      name: 'a JSON key written twice in one tool',
      code: '{\n  "protocolVersion": "2025-11-25",\n  "tools": [\n    {\n      "name": "search",\n      "name": "search_docs",\n      "inputSchema": { "type": "object" }\n    }\n  ]\n}\n',
      errors: [{ pointer: '/tools/0/name', line: 6, column: 7, message: DUPLICATE('name') }],
    },
    {
      name: 'a YAML key written twice in a flow mapping',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-11-25"\nserverInfo: {name: a, name: b, version: "1"}\n',
      errors: [{ pointer: '/serverInfo/name', line: 2, column: 23, message: DUPLICATE('name') }],
    },
    {
      name: 'a YAML top-level key written twice',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-11-25"\ntools: []\ntools: []\n',
      errors: [{ pointer: '/tools', line: 3, column: 1, message: DUPLICATE('tools') }],
    },
    {
      name: 'two YAML documents in one file',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-11-25"\ntools: []\n---\nprotocolVersion: "2025-06-18"\n',
      errors: [
        { pointer: '', line: 3, column: 1, message: 'This file holds 2 YAML documents; a descriptor is exactly one. Move the others into files of their own.' },
      ],
    },
    {
      name: 'a YAML mapping indented unevenly',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-11-25"\n  tools: []\n',
      errors: [
        {
          pointer: '',
          line: 2,
          column: 3,
          message: 'YAML syntax error: All mapping items must start at the same column. Indent this key with as many spaces as the other keys of its mapping.',
        },
      ],
    },
    {
      name: 'a YAML flow sequence that is never closed',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-11-25"\ntools: [\n  name: x\n',
      errors: [
        {
          pointer: '',
          line: 2,
          column: 8,
          message:
            'YAML syntax error: Flow sequence in block collection must be sufficiently indented and end with a ]. Close this "[" with "]", or indent the lines inside it further than its key.',
        },
      ],
    },
    {
      name: 'a YAML flow mapping never closed, with a bracket inside a quoted string before it',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-11-25"\ntools:\n  - name: "a[b"\n    inputSchema: {type: object\n',
      errors: [
        {
          pointer: '',
          line: 4,
          column: 18,
          message:
            'YAML syntax error: Flow map in block collection must be sufficiently indented and end with a }. Close this "{" with "}", or indent the lines inside it further than its key.',
        },
      ],
    },
    {
      name: 'a YAML key indented one space further than the key above it: one finding, at the key',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-11-25"\nserverInfo:\n  name: notes\n   version: "1.0"\n',
      errors: [
        {
          pointer: '',
          line: 4,
          column: 4,
          message:
            'YAML syntax error: this key is indented further than the key above it, so YAML reads the two lines as one. Indent it with as many spaces as the other keys of its mapping.',
        },
      ],
    },
    {
      name: 'a tab in YAML indentation',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-11-25"\ntools:\n\t- name: a\n',
      errors: [
        {
          pointer: '',
          line: 3,
          column: 1,
          message: 'YAML syntax error: Tabs are not allowed as indentation. Indent with spaces: YAML does not allow tabs in indentation.',
        },
      ],
    },
    {
      name: 'an empty .json file',
      code: '',
      errors: [
        { pointer: '', line: 1, column: 1, message: 'Invalid JSON: the file is empty. Write a descriptor: an object that starts with "protocolVersion".' },
      ],
    },
    {
      name: 'a second JSON value after the document',
      code: '{\n  "protocolVersion": "2025-11-25"\n}\n{}\n',
      errors: [
        {
          pointer: '',
          line: 4,
          column: 1,
          message: 'Invalid JSON: unexpected "{" after the end of the document. A file holds one JSON value; remove the extra content.',
        },
      ],
    },
    {
      name: 'an unquoted property name (JSON5 style)',
      code: '{\n  protocolVersion: "2025-11-25"\n}\n',
      errors: [{ pointer: '', line: 2, column: 3, message: 'Invalid JSON: unexpected "p"; write a property name in double quotes here.' }],
    },
    {
      name: 'a comment in JSON',
      code: '{\n  "protocolVersion": "2025-11-25",\n  // tools come later\n  "tools": []\n}\n',
      errors: [{ pointer: '', line: 3, column: 3, message: 'Invalid JSON: unexpected "/"; write a property name in double quotes here.' }],
    },
    {
      name: 'a missing ":" after a property name',
      code: '{\n  "protocolVersion" "2025-11-25"\n}\n',
      errors: [{ pointer: '', line: 2, column: 21, message: 'Invalid JSON: unexpected "\\""; write ":" after the property name.' }],
    },
    {
      name: 'a missing "," between properties',
      code: '{\n  "protocolVersion": "2025-11-25"\n  "tools": []\n}\n',
      errors: [{ pointer: '', line: 3, column: 3, message: 'Invalid JSON: unexpected "\\""; write "," or "}" after a property value.' }],
    },
    {
      name: 'a missing "," between array items',
      code: '{\n  "protocolVersion": "2025-11-25",\n  "resources": [{} {}]\n}\n',
      errors: [{ pointer: '', line: 3, column: 20, message: 'Invalid JSON: unexpected "{"; write "," or "]" after an array item.' }],
    },
    {
      name: 'a value that is not JSON',
      code: '{\n  "protocolVersion": "2025-11-25",\n  "tools": undefined\n}\n',
      errors: [
        { pointer: '', line: 3, column: 12, message: 'Invalid JSON: unexpected "u"; write a value here (string, number, object, array, true, false or null).' },
      ],
    },
    {
      name: 'a string that runs into the next line',
      code: '{\n  "protocolVersion": "2025-11-25\n}\n',
      errors: [
        { pointer: '', line: 2, column: 33, message: 'Invalid JSON: a control character (U+000A) inside a string is not allowed: escape it, e.g. as \\n.' },
      ],
    },
    {
      name: 'a string that is never closed before the end of the file',
      code: '{\n  "protocolVersion": "2025-11-25',
      errors: [{ pointer: '', line: 2, column: 22, message: 'Invalid JSON: this string is never closed. Add the closing quote.' }],
    },
    {
      name: 'an unknown escape in a JSON string',
      code: '{\n  "protocolVersion": "2025-11-25",\n  "instructions": "C:\\Users\\me"\n}\n',
      errors: [
        { pointer: '', line: 3, column: 22, message: 'Invalid JSON: "\\U" is not an escape sequence; use \\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX.' },
      ],
    },
    {
      name: 'a \\u escape with fewer than four hex digits',
      code: '{\n  "protocolVersion": "2025-11-25",\n  "instructions": "caf\\u0e9"\n}\n',
      errors: [
        {
          pointer: '',
          line: 3,
          column: 23,
          message: 'Invalid JSON: "\\u" must be followed by four hexadecimal digits. Write them, or escape the backslash as "\\\\".',
        },
      ],
    },
  ],
});
