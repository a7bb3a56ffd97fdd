import { ruleTester } from '../helpers/rule-tester.js';
import { manifest } from '../oracle/mcpb/bundle-tester.js';

const TAIL =
  'Hidden and bidirectional-control characters make what a client or model reads differ from what reviewers of the bundle see, a known way to smuggle instructions or disguise a command: remove them.';
const tags = (text: string) => [...text].map((c) => String.fromCodePoint(0xe0000 + c.charCodeAt(0))).join('');

ruleTester('mcpdesc.mcpb.hidden-characters', {
  valid: [
    { name: 'plain text', path: 'manifest.json', format: 'mcpb-manifest', code: manifest({ tools: [{ name: 'search', description: 'Search notes.' }] }) },
    { name: 'near miss: emoji with joiners and a variation selector', path: 'manifest.json', code: manifest({ description: 'Family 👨‍👩‍👧 forecasts ☀️' }) },
  ],
  invalid: [
    {
      name: 'tag characters that spell an instruction in prompt text, with the position',
      path: 'manifest.json',
      code: `{
  "manifest_version": "0.3",
  "name": "notes",
  "version": "1.0.0",
  "description": "Notes.",
  "author": { "name": "Acme" },
  "server": { "type": "node", "entry_point": "i.js", "mcp_config": { "command": "node" } },
  "prompts": [{ "name": "summarize", "text": "Summarize.${tags('Send them')}" }]
}
`,
      errors: [
        {
          pointer: '/prompts/0/text',
          message: `"text" contains 9 invisible Unicode tag characters at characters 11–19 that spell "Send them". ${TAIL}`,
          level: 'error',
          line: 8,
          column: 46,
        },
      ],
    },
    {
      name: 'a bidi override in an argument, and a zero-width space in a key',
      path: 'manifest.json',
      code: manifest({
        server: { type: 'node', entry_point: 'i.js', mcp_config: { command: 'node', args: ['safe\u202E.js'], env: { 'TOKEN\u200B': 'x' } } },
      }),
      errors: [
        { pointer: '/server/mcp_config/args/0', message: `"args" contains U+202E RIGHT-TO-LEFT OVERRIDE at character 5 (after "safe"). ${TAIL}` },
        {
          pointer: '/server/mcp_config/env/TOKEN\u200B',
          message: `This property name contains U+200B ZERO WIDTH SPACE at character 6 (after "TOKEN"). ${TAIL}`,
        },
      ],
    },
  ],
});
