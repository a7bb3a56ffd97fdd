import { ruleTester } from '../helpers/rule-tester.js';

const unused = (kind: string, rule: string, where: string) =>
  `This mcpdesc-${kind} comment suppresses ${rule}, but ${rule} reports nothing ${where}. Remove it (or the rule id from it): a stale suppression would silently hide the next real finding there.`;

ruleTester('mcpdesc.suppression.unused', {
  valid: [
    {
      name: 'the next line has the finding',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-11-25"\ntools:\n  # mcpdesc-disable-next-line mcp.tool.name-format -- mapped\n  - name: a b\n    inputSchema: {type: object}\n',
    },
    {
      name: 'a block with a finding inside',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-11-25"\ntools:\n  # mcpdesc-disable mcp.tool.name-format -- mapped\n  - name: a b\n    inputSchema: {type: object}\n  # mcpdesc-enable\n',
    },
    {
      name: 'a file-level suppression with a finding anywhere',
      path: '.vscode/mcp.json',
      code: '// mcpdesc-disable-file mcpdesc.config.insecure-url -- test servers only\n{ "servers": { "a": { "type": "http", "url": "http://example.com/mcp" } } }\n',
    },
    {
      name: 'a malformed comment is the invalid rule’s finding, not this one',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-11-25"\n# mcpdesc-disable-next-line mcp.tool.name-format\ntools: []\n',
    },
  ],
  invalid: [
    {
      name: 'the finding was fixed',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-11-25"\ntools:\n  # mcpdesc-disable-next-line mcp.tool.name-format -- mapped\n  - name: a_b\n    inputSchema: {type: object}\n',
      errors: [{ pointer: '', level: 'warning', line: 3, column: 3, message: unused('disable-next-line', 'mcp.tool.name-format', 'on line 4') }],
    },
    {
      name: 'the finding is two lines below, not on the next line',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-11-25"\ntools:\n  # mcpdesc-disable-next-line mcp.tool.name-format -- mapped\n\n  - name: a b\n    inputSchema: {type: object}\n',
      errors: [{ pointer: '', line: 3, message: unused('disable-next-line', 'mcp.tool.name-format', 'on line 4') }],
    },
    {
      name: 'one of two rules in a comment is unused; an enable ends the block before the finding',
      path: 'case.mcp.yaml',
      code: 'protocolVersion: "2025-11-25"\ntools:\n  # mcpdesc-disable mcp.tool.name-format, mcp.tool.input-schema -- mapped\n  # mcpdesc-enable mcp.tool.name-format\n  - name: a b\n    inputSchema: {type: object}\n',
      errors: [
        { pointer: '', line: 3, message: unused('disable', 'mcp.tool.name-format', 'in the lines it disables') },
        { pointer: '', line: 3, message: unused('disable', 'mcp.tool.input-schema', 'in the lines it disables') },
      ],
    },
    {
      name: 'a file-level suppression in TOML with nothing to suppress',
      path: '.codex/config.toml',
      code: '# mcpdesc-disable-file mcpdesc.config.insecure-url -- test servers only\n[mcp_servers.a]\nurl = "https://example.com/mcp"\n',
      errors: [{ pointer: '', line: 1, column: 1, message: unused('disable-file', 'mcpdesc.config.insecure-url', 'in this file') }],
    },
  ],
});
