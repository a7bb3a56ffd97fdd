import type { Mistake } from './mistake.js';

const descriptor = (serverInfo: string, extra = '') => `protocolVersion: "2025-11-25"
serverInfo:
${serverInfo}
capabilities:
  tools: {}
tools:
  - name: add_note
    description: Add a note.
    inputSchema: { type: object }${extra}
`;

/** YAML that reads other than it looks: bare numbers and booleans in string fields, and syntax errors placed where the mistake is. */
export const MISTAKES: Mistake[] = [
  {
    name: 'YAML: version: 1.0, which YAML reads as the number 1',
    path: 'notes.mcp.yaml',
    text: descriptor('  name: notes\n  version: 1.0'),
    rule: 'mcp.schema.server-info',
    pointer: '/serverInfo/version',
    suggestion: 'Quote it: "1.0"',
  },
  {
    name: 'YAML: version: 1.10, which YAML reads as the number 1.1',
    path: 'notes.mcp.yaml',
    text: descriptor('  name: notes\n  version: 1.10'),
    rule: 'mcp.schema.server-info',
    pointer: '/serverInfo/version',
    suggestion: 'Quote it: "1.10"',
  },
  {
    name: 'YAML: version: 2, an integer',
    path: 'notes.mcp.yaml',
    text: descriptor('  name: notes\n  version: 2'),
    rule: 'mcp.schema.server-info',
    pointer: '/serverInfo/version',
    suggestion: 'Quote it: "2"',
  },
  {
    name: 'YAML 1.1: title: yes, which a %YAML 1.1 file reads as true',
    path: 'notes.mcp.yaml',
    text: `%YAML 1.1\n---\n${descriptor('  name: notes\n  version: "1.0"\n  title: yes')}`,
    rule: 'mcp.schema.server-info',
    pointer: '/serverInfo/title',
    suggestion: 'Quote it: "yes"',
  },
  {
    name: 'YAML 1.1: a tool title "on", read as true',
    path: 'notes.mcp.yaml',
    text: `%YAML 1.1\n---\n${descriptor('  name: notes\n  version: "1.0"', '\n    title: on')}`,
    rule: 'mcp.schema.tool',
    pointer: '/tools/0/title',
    suggestion: 'Quote it: "on"',
  },
  {
    name: 'YAML: a tool description that is the bare word true',
    path: 'notes.mcp.yaml',
    text: descriptor('  name: notes\n  version: "1.0"').replace('description: Add a note.', 'description: true'),
    rule: 'mcp.schema.tool',
    pointer: '/tools/0/description',
    suggestion: 'Quote it: "true"',
  },
  {
    name: 'YAML: a key indented one space too far',
    path: 'notes.mcp.yaml',
    text: 'protocolVersion: "2025-11-25"\nserverInfo:\n  name: notes\n   version: "1.0"\ntools: []\n',
    rule: 'mcpdesc.document.syntax',
    pointer: '',
    suggestion: 'this key is indented further than the key above it',
  },
  {
    name: 'YAML: a flow mapping never closed',
    path: 'notes.mcp.yaml',
    text: descriptor('  name: notes\n  version: "1.0"').replace('inputSchema: { type: object }', 'inputSchema: { type: object'),
    rule: 'mcpdesc.document.syntax',
    pointer: '',
    suggestion: 'Close this "{" with "}"',
  },
  {
    name: 'YAML: a tab in the indentation',
    path: 'notes.mcp.yaml',
    text: 'protocolVersion: "2025-11-25"\nserverInfo:\n\tname: notes\n',
    rule: 'mcpdesc.document.syntax',
    pointer: '',
    suggestion: 'Indent with spaces',
  },
];
