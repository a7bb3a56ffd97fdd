import { ruleTester } from '../helpers/rule-tester.js';
import { manifest } from '../oracle/mcpb/bundle-tester.js';

const at = (entry: string) =>
  manifest({ server: { type: 'node', entry_point: entry, mcp_config: { command: 'node', args: ['${__dirname}/server/index.js'] } } });
const message = (entry: string, write: string) =>
  `MCPB fills in variables only in "server.mcp_config", so the entry point "${entry}" is not a path relative to manifest.json, as the field is documented. Nothing breaks, since mcpb validate accepts any text here and the client starts the server from "server.mcp_config", but tools that read the field find no file. ${write}.`;

ruleTester('mcpdesc.mcpb.entry-point-variable', {
  valid: [
    { name: 'a path relative to the manifest', path: 'manifest.json', format: 'mcpb-manifest', code: at('server/index.js') },
    { name: 'near miss: "${__dirname}" in mcp_config is filled in there', path: 'manifest.json', code: at('./server/index.js') },
    { name: 'near miss: a "$" that starts no variable', path: 'manifest.json', code: at('server/$index.js') },
  ],
  invalid: [
    {
      name: '"${__dirname}/" before the path (slack-mcp-server\'s manifest-dxt.json): a note, with its place',
      path: 'manifest.json',
      code: at('${__dirname}/server/index.js'),
      errors: [
        {
          pointer: '/server/entry_point',
          level: 'note',
          line: 11,
          column: 20,
          message: message('${__dirname}/server/index.js', 'Write "server/index.js"'),
        },
      ],
    },
    {
      name: 'another variable: no path to suggest from it',
      path: 'manifest.json',
      code: at('${HOME}/tides/index.js'),
      errors: [
        {
          pointer: '/server/entry_point',
          message: message('${HOME}/tides/index.js', 'Write the path of the server\'s file relative to manifest.json, such as "server/index.js"'),
        },
      ],
    },
  ],
});
