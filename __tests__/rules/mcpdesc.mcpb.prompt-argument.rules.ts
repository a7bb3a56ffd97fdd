import { ruleTester } from '../helpers/rule-tester.js';
import { manifest } from '../oracle/mcpb/bundle-tester.js';

const prompt = (text: string, args?: string[]) => manifest({ prompts: [{ name: 'poem', ...(args ? { arguments: args } : {}), text }] });

ruleTester('mcpdesc.mcpb.prompt-argument', {
  valid: [
    {
      name: 'each declared argument, some twice',
      path: 'manifest.json',
      format: 'mcpb-manifest',
      code: prompt('A ${arguments.style} poem on ${arguments.topic}, ${arguments.topic}!', ['topic', 'style']),
    },
    {
      name: 'near miss: template text that names no argument',
      path: 'manifest.json',
      code: prompt('Reply with `${value}` and ${args.x} literally.', ['topic']),
    },
    { name: 'near miss: a declared argument the text does not use', path: 'manifest.json', code: prompt('Write a poem.', ['topic']) },
  ],
  invalid: [
    {
      name: 'a misspelt argument, with the position',
      path: 'manifest.json',
      code: `{
  "manifest_version": "0.3",
  "name": "poet",
  "version": "1.0.0",
  "description": "Poems.",
  "author": { "name": "Acme" },
  "server": { "type": "node", "entry_point": "i.js", "mcp_config": { "command": "node" } },
  "prompts": [{ "name": "poem", "arguments": ["topic", "style"], "text": "A poem on \${arguments.topik}." }]
}
`,
      errors: [
        {
          pointer: '/prompts/0/text',
          message:
            'Prompt "poem" uses "${arguments.topik}", but its "arguments" list only "topic" and "style": the client never asks for "topik", so the model receives the text as written. Did you mean "${arguments.topic}"? Otherwise add "topik" to "arguments".',
          level: 'error',
          line: 8,
          column: 74,
        },
      ],
    },
    {
      name: 'no arguments at all',
      path: 'manifest.json',
      code: prompt('A poem on ${arguments.topic}.'),
      errors: [
        {
          pointer: '/prompts/0/text',
          message:
            'Prompt "poem" uses "${arguments.topic}", but it declares no "arguments": the client never asks for "topic", so the model receives the text as written. Add "topic" to its "arguments".',
        },
      ],
    },
    {
      name: 'a declared argument written without the "arguments." prefix',
      path: 'manifest.json',
      code: prompt('A poem on ${topic} in ${args.style}.', ['topic', 'style']),
      errors: [
        {
          pointer: '/prompts/0/text',
          message:
            'Prompt "poem" writes "${topic}", which the client does not fill in: arguments are written "${arguments.topic}". Write that, or the model receives the text as written.',
        },
        {
          pointer: '/prompts/0/text',
          message:
            'Prompt "poem" writes "${args.style}", which the client does not fill in: arguments are written "${arguments.style}". Write that, or the model receives the text as written.',
        },
      ],
    },
  ],
});
