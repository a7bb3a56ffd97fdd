import type { Mistake } from './mistake.js';

const descriptor = (tools: string) => `{
  "protocolVersion": "2025-11-25",
  "serverInfo": { "name": "notes", "version": "1.0.0" },
  "capabilities": { "tools": {} },
  "tools": ${tools}
}
`;

/** Mistakes inside tools' JSON Schemas, which have their own rules. */
export const MISTAKES: Mistake[] = [
  {
    name: 'a tool schema spells "required" as "requird"',
    text: descriptor('[{ "name": "add_note", "inputSchema": { "type": "object", "properties": { "text": { "type": "string" } }, "requird": ["text"] } }]'),
    rule: 'mcpdesc.tool.schema-keywords',
    pointer: '/tools/0/inputSchema/requird',
    suggestion: '"required"',
  },
];
