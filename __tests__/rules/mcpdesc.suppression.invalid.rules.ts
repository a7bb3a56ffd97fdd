import { ruleTester } from '../helpers/rule-tester.js';

const descriptor = (comment: string) => `protocolVersion: "2025-11-25"
tools:
  ${comment}
  - name: prepare release
    inputSchema: {type: object}
`;
const noReason = (word: string) =>
  `This ${word} comment gives no reason, so it suppresses nothing. Say why the finding is accepted after " -- ", e.g. "${word} mcp.tool.name-format -- <reason>": the reason is what reviewers and code scanning show.`;

ruleTester('mcpdesc.suppression.invalid', {
  valid: [
    {
      name: 'a comment with a rule and a reason',
      path: 'case.mcp.yaml',
      code: descriptor('# mcpdesc-disable-next-line mcp.tool.name-format -- mapped by the gateway'),
    },
    { name: 'a comment that only mentions mcpdesc is no directive', path: 'case.mcp.yaml', code: descriptor('# see mcpdesc-disable docs') },
    {
      name: 'a "#" inside a YAML string is no comment',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-11-25"\ninstructions: "# mcpdesc-disable-next-line nothing"\n',
    },
    {
      name: 'a YAML block scalar line that looks like a comment is text',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-11-25"\ninstructions: |\n  # mcpdesc-disable-file nothing\n  more\n',
    },
    {
      name: 'a TOML string is no comment',
      path: '.codex/config.toml',
      code: '[mcp_servers.a]\ncommand = "npx"\nargs = ["# mcpdesc-disable-next-line nothing"]\n',
    },
  ],
  invalid: [
    {
      name: 'no reason',
      path: 'case.mcp.yaml',
      code: descriptor('# mcpdesc-disable-next-line mcp.tool.name-format'),
      errors: [{ pointer: '', level: 'error', line: 3, column: 3, message: noReason('mcpdesc-disable-next-line') }],
    },
    {
      name: 'an empty reason after "--"',
      path: 'case.mcp.yaml',
      code: descriptor('# mcpdesc-disable mcp.tool.name-format --   '),
      errors: [{ pointer: '', line: 3, message: noReason('mcpdesc-disable') }],
    },
    {
      name: 'an unknown rule id, with the nearest one',
      path: 'case.mcp.yaml',
      code: descriptor('# mcpdesc-disable-next-line mcp.tool.name-formt -- mapped'),
      errors: [
        {
          pointer: '',
          line: 3,
          message:
            'This mcpdesc-disable-next-line comment names "mcp.tool.name-formt", which is no mcpdesc rule, so it suppresses nothing. Did you mean "mcp.tool.name-format"? See docs/rules/README.md for every rule id.',
        },
      ],
    },
    {
      name: 'no rule id',
      path: 'case.mcp.yaml',
      code: descriptor('# mcpdesc-disable-file -- all of it'),
      errors: [
        {
          pointer: '',
          message:
            'This mcpdesc-disable-file comment names no rule, so it suppresses nothing. Name the rule it is for, e.g. "mcpdesc-disable-file mcp.tool.name-format -- <why the finding is accepted>"; mcpdesc does not suppress every rule at once.',
        },
      ],
    },
    {
      name: 'an unknown directive, with the nearest one',
      path: 'case.mcp.yaml',
      code: descriptor('# mcpdesc-disable-nextline mcp.tool.name-format -- mapped'),
      errors: [
        {
          pointer: '',
          message:
            '"mcpdesc-disable-nextline" is not a suppression comment mcpdesc knows, so it suppresses nothing. Did you mean "mcpdesc-disable-next-line"? Write mcpdesc-disable-next-line, mcpdesc-disable … mcpdesc-enable, or mcpdesc-disable-file, then a rule id and " -- " with the reason.',
        },
      ],
    },
    {
      name: 'a JSONC block comment without a reason',
      path: '.vscode/mcp.json',
      code: '{\n  /* mcpdesc-disable-next-line mcpdesc.config.insecure-url */\n  "servers": {}\n}\n',
      errors: [
        { pointer: '', line: 2, column: 3, message: noReason('mcpdesc-disable-next-line').replace('mcp.tool.name-format', 'mcpdesc.config.insecure-url') },
      ],
    },
    {
      name: 'a TOML comment without a reason',
      path: '.codex/config.toml',
      code: '[mcp_servers.a]\n# mcpdesc-disable-next-line mcpdesc.config.insecure-url\nurl = "http://example.com/mcp"\n',
      errors: [
        { pointer: '', line: 2, column: 1, message: noReason('mcpdesc-disable-next-line').replace('mcp.tool.name-format', 'mcpdesc.config.insecure-url') },
      ],
    },
  ],
});
