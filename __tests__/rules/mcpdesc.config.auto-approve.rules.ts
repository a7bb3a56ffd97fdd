import { ruleTester } from '../helpers/rule-tester.js';

/** A file with one stdio server under `mcpServers`, with extra entry fields. */
const one = (name: string, extra: Record<string, unknown>) => ({ mcpServers: { [name]: { command: 'node', args: ['index.js'], ...extra } } });

const SUFFIX = 'for everyone who uses this file: a prompt-injected model can then run any of them unseen.';

/** The message for the tools of a list that act, as the rule words it. */
const listed = (client: string, server: string, key: string, names: string, one: boolean) =>
  `${client} runs ${names} of "${server}" without asking (${key}), for everyone who uses this file, and ${one ? 'it changes or sends' : 'they change or send'} data, which a prompt-injected model could then do unseen. Remove ${one ? 'it' : 'them'} from ${key}: approve only read-only tools here.`;

const everyTool = (client: string, server: string, key: string) =>
  `${client} runs every tool of "${server}" without asking ("*" in ${key}), ${SUFFIX} List only read-only tools, or none.`;

ruleTester('mcpdesc.config.auto-approve', {
  valid: [
    {
      name: 'Claude Code settings: servers approved by name',
      path: '.claude/settings.json',
      format: 'claude-code-settings',
      code: { enableAllProjectMcpServers: false, enabledMcpjsonServers: ['docs'] },
    },
    {
      name: 'Copilot CLI: a tools list exposes tools, and every call still asks',
      path: '.github/mcp.json',
      format: 'copilot-cli-mcp-json',
      code: one('github', { tools: ['*'] }),
    },
    { name: 'Roo Code: an empty alwaysAllow', path: '.roo/mcp.json', format: 'roo-mcp-json', code: one('github', { alwaysAllow: [] }) },
    { name: 'Kiro: an empty autoApprove', path: '.kiro/settings/mcp.json', format: 'kiro-mcp-json', code: one('github', { autoApprove: [] }) },
    { name: 'Gemini CLI: trust: false', path: '.gemini/settings.json', format: 'gemini-settings', code: one('github', { trust: false }) },
    {
      name: 'Codex: an approval mode of "prompt"',
      path: '.codex/config.toml',
      format: 'codex-config-toml',
      code: '[mcp_servers.github]\ncommand = "node"\nargs = ["index.js"]\ndefault_tools_approval_mode = "prompt"\n',
    },
    { name: 'the generic list: both lists empty', path: 'plugin/mcp.json', format: 'mcp-json', code: one('github', { autoApprove: [], alwaysAllow: [] }) },
    { name: 'Claude Code: an entry with no approval setting', path: '.mcp.json', format: 'claude-code-mcp-json', code: one('github', {}) },
    {
      name: 'Roo Code: disabledTools is no approval',
      path: '.roo/mcp.json',
      format: 'roo-mcp-json',
      code: one('github', { disabledTools: ['delete_repository'] }),
    },
    {
      name: 'read-only tools whose names hold a risky word inside another word are not called out',
      path: '.roo/mcp.json',
      format: 'roo-mcp-json',
      code: { mcpServers: { gh: { command: 'node', args: ['s.js'], alwaysAllow: ['get_dataset', 'list_commits', 'getSettings'] } } },
    },
    {
      name: 'read-only auto-approvals, as a real rules server lists them, are what the rule recommends',
      path: '.kiro/settings/mcp.json',
      format: 'kiro-mcp-json',
      code: one('rules', { autoApprove: ['get_rules', 'list_rules'] }),
    },
    { name: 'Roo Code: one read-only tool', path: '.roo/mcp.json', format: 'roo-mcp-json', code: one('github', { alwaysAllow: ['list_issues'] }) },
    {
      name: 'Codex: a read-only tool approved in its own table',
      path: '.codex/config.toml',
      format: 'codex-config-toml',
      code: '[mcp_servers.gh]\ncommand = "node"\n\n[mcp_servers.gh.tools.list_repos]\napproval_mode = "approve"\n',
    },
    {
      name: 'a long read-only tool name; values that are not names are left out',
      path: '.roo/mcp.json',
      format: 'roo-mcp-json',
      code: one('docs', { alwaysAllow: [1, `get_${'x'.repeat(80)}`] }),
    },
  ],
  invalid: [
    {
      name: "Claude Code settings: every server of the project's .mcp.json starts without asking",
      path: '.claude/settings.json',
      format: 'claude-code-settings',
      code: { permissions: { allow: ['Bash(npm test)'] }, enableAllProjectMcpServers: true },
      errors: [
        {
          pointer: '/enableAllProjectMcpServers',
          level: 'warning',
          line: 7,
          column: 33,
          message:
            'Claude Code starts every server of the project\'s .mcp.json (servers a later change adds too) without asking (enableAllProjectMcpServers: true), for everyone who uses this file: a server nobody reviewed then runs with their rights. Remove it, and list the servers you have reviewed in "enabledMcpjsonServers".',
        },
      ],
    },
    {
      name: 'Claude Code settings: the flag beside a list it overrides',
      path: '.claude/settings.json',
      format: 'claude-code-settings',
      code: { enableAllProjectMcpServers: true, enabledMcpjsonServers: ['docs'] },
      errors: [
        {
          pointer: '/enableAllProjectMcpServers',
          message:
            'Claude Code starts every server of the project\'s .mcp.json (servers a later change adds too) without asking (enableAllProjectMcpServers: true), for everyone who uses this file: a server nobody reviewed then runs with their rights. Remove it, and keep the servers you have reviewed in "enabledMcpjsonServers", which this file already lists but this setting overrides.',
        },
      ],
    },
    {
      name: 'Codex: one tool approved in its own table',
      path: '.codex/config.toml',
      format: 'codex-config-toml',
      code: '[mcp_servers.gh]\ncommand = "node"\n\n[mcp_servers.gh.tools.delete_repo]\napproval_mode = "approve"\n',
      errors: [
        {
          pointer: '/mcp_servers/gh/tools/delete_repo/approval_mode',
          message:
            'Codex runs the tool "delete_repo" of "gh" without asking (approval_mode = "approve"), for everyone who uses this file; it changes or sends data, which a prompt-injected model could then do unseen. Use a mode that asks for it.',
        },
      ],
    },
    {
      name: 'the corpus file: Roo Code alwaysAllow with one tool that changes data',
      path: '.roo/mcp.json',
      format: 'roo-mcp-json',
      code: {
        mcpServers: {
          sonarqube: {
            command: 'docker',
            args: ['run', '-i', '--rm', '-e', 'SONARQUBE_TOKEN', 'mcp/sonarqube:1.2.0'],
            env: { SONARQUBE_TOKEN: '${env:SONARQUBE_TOKEN}' },
            alwaysAllow: ['search_sonar_issues_in_projects', 'change_sonar_issue_status'],
          },
        },
      },
      errors: [
        {
          pointer: '/mcpServers/sonarqube/alwaysAllow',
          level: 'warning',
          line: 16,
          column: 22,
          message: listed('Roo Code', 'sonarqube', 'alwaysAllow', '"change_sonar_issue_status"', true),
        },
      ],
    },
    {
      name: 'Roo Code: "*" among other names',
      path: '.roo/mcp.json',
      format: 'roo-mcp-json',
      code: one('github', { alwaysAllow: ['list_issues', '*'] }),
      errors: [{ pointer: '/mcpServers/github/alwaysAllow', message: everyTool('Roo Code', 'github', 'alwaysAllow') }],
    },
    {
      name: 'Kiro: two of six tools change data; only those two are named',
      path: '.kiro/settings/mcp.json',
      format: 'kiro-mcp-json',
      code: one('fs', { autoApprove: ['read_file', 'write_file', 'list_dir', 'search', 'get_info', 'run_command'] }),
      errors: [
        {
          pointer: '/mcpServers/fs/autoApprove',
          message: listed('Kiro', 'fs', 'autoApprove', '"write_file", "run_command"', false),
        },
      ],
    },
    {
      name: 'Kiro: more than five tools that change data',
      path: '.kiro/settings/mcp.json',
      format: 'kiro-mcp-json',
      code: one('dev', { autoApprove: ['write_file', 'delete_file', 'run_command', 'send_email', 'git_push', 'merge_pull_request', 'read_file'] }),
      errors: [
        {
          pointer: '/mcpServers/dev/autoApprove',
          message: listed('Kiro', 'dev', 'autoApprove', '"write_file", "delete_file", "run_command", "send_email", "git_push" and 1 more', false),
        },
      ],
    },
    {
      name: 'Kiro: "*"',
      path: '.kiro/settings/mcp.json',
      format: 'kiro-mcp-json',
      code: one('github', { autoApprove: ['*'] }),
      errors: [{ pointer: '/mcpServers/github/autoApprove', message: everyTool('Kiro', 'github', 'autoApprove') }],
    },
    {
      name: 'Gemini CLI: trust: true',
      path: '.gemini/settings.json',
      format: 'gemini-settings',
      code: one('github', { trust: true }),
      errors: [
        {
          pointer: '/mcpServers/github/trust',
          level: 'warning',
          line: 8,
          column: 16,
          message: `Gemini CLI calls every tool of "github" without asking (trust: true), ${SUFFIX} Remove it, and approve tools one by one in the client.`,
        },
      ],
    },
    {
      name: 'Codex: an approval mode of "approve"',
      path: '.codex/config.toml',
      format: 'codex-config-toml',
      code: '[mcp_servers.github]\ncommand = "node"\nargs = ["index.js"]\ndefault_tools_approval_mode = "approve"\n',
      errors: [
        {
          pointer: '/mcp_servers/github/default_tools_approval_mode',
          line: 4,
          column: 31,
          message: `Codex runs the tools of "github" without asking (default_tools_approval_mode = "approve"), ${SUFFIX} Use a mode that asks, and approve tools one by one.`,
        },
      ],
    },
    {
      name: 'the generic list: autoApprove of a read-only tool is silent, alwaysAllow of one that pushes is reported',
      path: 'plugin/mcp.json',
      format: 'mcp-json',
      code: one('github', { autoApprove: ['get_issue'], alwaysAllow: ['push_files'] }),
      errors: [{ pointer: '/mcpServers/github/alwaysAllow', message: listed('The client', 'github', 'alwaysAllow', '"push_files"', true) }],
    },
    {
      name: 'the generic list under "servers": "*"',
      path: 'plugin/mcp.json',
      format: 'mcp-json',
      code: { servers: { github: { command: 'node', alwaysAllow: ['*'] } } },
      errors: [{ pointer: '/servers/github/alwaysAllow', message: everyTool('The client', 'github', 'alwaysAllow') }],
    },
    {
      name: 'a tool that runs a command line (the AWS CLI) acts, whatever else its name says',
      path: '.kiro/settings/mcp.json',
      format: 'kiro-mcp-json',
      code: one('aws-cli', { autoApprove: ['aws_cli'] }),
      errors: [{ pointer: '/mcpServers/aws-cli/autoApprove', message: listed('Kiro', 'aws-cli', 'autoApprove', '"aws_cli"', true) }],
    },
    {
      name: 'a camelCase tool name that executes',
      path: '.roo/mcp.json',
      format: 'roo-mcp-json',
      code: one('db', { alwaysAllow: ['executeSql'] }),
      errors: [
        {
          pointer: '/mcpServers/db/alwaysAllow',
          message: listed('Roo Code', 'db', 'alwaysAllow', '"executeSql"', true),
        },
      ],
    },
    {
      name: 'a long tool name that writes is shortened',
      path: '.roo/mcp.json',
      format: 'roo-mcp-json',
      code: one('docs', { alwaysAllow: [1, `write_${'x'.repeat(80)}`] }),
      errors: [{ pointer: '/mcpServers/docs/alwaysAllow', message: listed('Roo Code', 'docs', 'alwaysAllow', `"write_${'x'.repeat(53)}…"`, true) }],
    },
  ],
});
