import { ruleTester } from '../helpers/rule-tester.js';
import { manifest } from '../oracle/mcpb/bundle-tester.js';

const launch = (mcp_config: Record<string, unknown>, user_config?: Record<string, unknown>) =>
  manifest({ server: { type: 'node', entry_point: 'server/index.js', mcp_config }, ...(user_config ? { user_config } : {}) });
const FILLS =
  'it fills in only ${__dirname}, ${HOME}, ${DESKTOP}, ${DOCUMENTS}, ${DOWNLOADS}, ${pathSeparator} (or ${/}) and ${user_config.KEY}, so the server receives the text as written.';
const notFilled = (variable: string, hint: string) => `MCPB does not fill in "${variable}" in "server.mcp_config": ${FILLS} ${hint}`;
const SHELL_HINT =
  'MCPB starts the command without a shell, so shell syntax stays as written: declare a "user_config" option (with a "default") and write "${user_config.KEY}", or run the command through "sh -c".';
const IN_DEFAULTS = 'A default may use only ${HOME}, ${DESKTOP}, ${DOCUMENTS}, ${DOWNLOADS}, ${__dirname} and ${pathSeparator};';

ruleTester('mcpdesc.mcpb.variable', {
  valid: [
    {
      name: 'every variable MCPB fills in, in command, args, env and an override',
      path: 'manifest.json',
      format: 'mcpb-manifest',
      code: launch(
        {
          command: '${__dirname}${/}bin${pathSeparator}server',
          args: ['${HOME}', '${DESKTOP}', '${DOCUMENTS}', '${DOWNLOADS}', '${user_config.key}'],
          env: { A: 'x' },
          platform_overrides: { linux: { env: { B: '${HOME}/.cache' } } },
        },
        { key: { type: 'directory', title: 't', description: 'd', default: ['${HOME}/Desktop', '${DOCUMENTS}'] } },
      ),
    },
    {
      name: 'the script of sh -c (and bash -lc in an override): the shell expands its parameters from "env"',
      path: 'manifest.json',
      code: launch({
        command: '/bin/sh',
        args: ['-c', 'u="${DB_URL:-}"; [ -n "${#u}" ] && exec java ${DEBUG:+-Dd=1} -Dh="${HOST-localhost}" -jar "${__dirname}/s.jar" "${1}" "${@}"', 'x'],
        env: { DB_URL: '${user_config.db_url}' },
        platform_overrides: { darwin: { command: 'bash', args: ['-lc', 'exec "${SERVER_BIN%/}" "${HOME:-/tmp}"'] } },
      }),
    },
    { name: 'near miss: a $ without braces is no MCPB variable', path: 'manifest.json', code: launch({ command: 'node', args: ['--price=$5', '$HOME'] }) },
    {
      name: 'near miss: ${…} outside mcp_config and defaults (prompt text, localization) is not checked here',
      path: 'manifest.json',
      code: manifest({ localization: { resources: 'i18n/${locale}.json', default_locale: 'en' }, long_description: 'Set ${API_KEY}.' }),
    },
  ],
  invalid: [
    {
      name: "an environment variable of the user's machine, with the position",
      path: 'manifest.json',
      code: `{
  "manifest_version": "0.3",
  "name": "tracker",
  "version": "1.0.0",
  "description": "Issues.",
  "author": { "name": "Acme" },
  "server": { "type": "node", "entry_point": "i.js", "mcp_config": { "command": "node", "env": { "TOKEN": "\${TRACKER_TOKEN}" } } }
}
`,
      errors: [
        {
          pointer: '/server/mcp_config/env/TOKEN',
          message: notFilled(
            '${TRACKER_TOKEN}',
            'To get a value from the user, declare a "user_config" option (with "sensitive": true for a credential) and write "${user_config.tracker_token}".',
          ),
          level: 'error',
          line: 7,
          column: 107,
        },
      ],
    },
    {
      name: 'a declared option is suggested as declared, with a note when only the case differs',
      path: 'manifest.json',
      code: launch(
        {
          command: 'node',
          env: { BRAPI_PAGE_SIZE: '${BRAPI_PAGE_SIZE}', LOG_LEVEL: '${LOG_LEVEL}', REGION: '${config.REGION}', OTHER: '${OTHER_VALUE}' },
        },
        {
          BRAPI_PAGE_SIZE: { type: 'number', title: 'Page size', description: 'Rows per page.', default: 100 },
          log_level: { type: 'string', title: 'Log level', description: 'How much to log.', default: 'info' },
          region: { type: 'string', title: 'Region', description: 'Where.', default: 'eu' },
        },
      ),
      errors: [
        {
          pointer: '/server/mcp_config/env/BRAPI_PAGE_SIZE',
          message: notFilled('${BRAPI_PAGE_SIZE}', 'Did you mean "${user_config.BRAPI_PAGE_SIZE}"? "user_config" declares it.'),
        },
        {
          pointer: '/server/mcp_config/env/LOG_LEVEL',
          message: notFilled(
            '${LOG_LEVEL}',
            'Did you mean "${user_config.log_level}"? "user_config" declares it as "log_level", and keys are matched exactly, case and all.',
          ),
        },
        {
          pointer: '/server/mcp_config/env/REGION',
          message: notFilled(
            '${config.REGION}',
            'Did you mean "${user_config.region}"? "user_config" declares it as "region", and keys are matched exactly, case and all.',
          ),
        },
        {
          pointer: '/server/mcp_config/env/OTHER',
          message: notFilled(
            '${OTHER_VALUE}',
            'To get a value from the user, declare a "user_config" option (with "sensitive": true for a credential) and write "${user_config.other_value}".',
          ),
        },
      ],
    },
    {
      name: 'near misses get what they mean',
      path: 'manifest.json',
      code: launch({
        command: '${__dirName}/bin/server',
        args: ['${userConfig.api_key}', '${home}/x', '${env:HOME}', '${user_config}', '${arguments.topic}', '${locale}', '${WORKSPACE:-.}'],
      }),
      errors: [
        { pointer: '/server/mcp_config/command', message: notFilled('${__dirName}', 'Did you mean "${__dirname}"?') },
        { pointer: '/server/mcp_config/args/0', message: notFilled('${userConfig.api_key}', 'Did you mean "${user_config.api_key}"?') },
        { pointer: '/server/mcp_config/args/1', message: notFilled('${home}', 'Did you mean "${HOME}"?') },
        { pointer: '/server/mcp_config/args/2', message: notFilled('${env:HOME}', 'Did you mean "${HOME}"?') },
        { pointer: '/server/mcp_config/args/3', message: notFilled('${user_config}', 'Name the option: "${user_config.KEY}".') },
        {
          pointer: '/server/mcp_config/args/4',
          message: notFilled('${arguments.topic}', '"${arguments.NAME}" is filled in only in prompt text: remove it here.'),
        },
        { pointer: '/server/mcp_config/args/5', message: notFilled('${locale}', '"${locale}" is filled in only in "localization.resources": remove it here.') },
        {
          pointer: '/server/mcp_config/args/6',
          message: notFilled('${WORKSPACE:-.}', SHELL_HINT),
        },
      ],
    },
    {
      name: 'shell syntax where no shell reads it (env, a script file argument), and misspelt MCPB variables inside sh -c',
      path: 'manifest.json',
      code: launch({
        command: 'sh',
        args: ['${__dirname}/run.sh', '${PORT:-8080}'],
        env: { DB_URL: '${DB_URL:-localhost}' },
        platform_overrides: { linux: { args: ['-c', 'exec "${__dirName}/s" "${home}" "${user_config}" "${pathSeperator}"'] } },
      }),
      errors: [
        { pointer: '/server/mcp_config/args/1', message: notFilled('${PORT:-8080}', SHELL_HINT) },
        { pointer: '/server/mcp_config/env/DB_URL', message: notFilled('${DB_URL:-localhost}', SHELL_HINT) },
        { pointer: '/server/mcp_config/platform_overrides/linux/args/1', message: notFilled('${__dirName}', 'Did you mean "${__dirname}"?') },
        { pointer: '/server/mcp_config/platform_overrides/linux/args/1', message: notFilled('${home}', 'Did you mean "${HOME}"?') },
        { pointer: '/server/mcp_config/platform_overrides/linux/args/1', message: notFilled('${user_config}', 'Name the option: "${user_config.KEY}".') },
        {
          pointer: '/server/mcp_config/platform_overrides/linux/args/1',
          message: notFilled('${pathSeperator}', 'Did you mean "${pathSeparator}"?'),
        },
      ],
    },
    {
      name: 'option defaults',
      path: 'manifest.json',
      code: launch(
        { command: 'node', args: ['${user_config.dir}', '${user_config.other}'] },
        {
          dir: { type: 'directory', title: 't', description: 'd', default: ['${HOME}', '${user_config.other}'] },
          other: { type: 'string', title: 't', description: 'd', default: '${PROJECT_ROOT}/data' },
        },
      ),
      errors: [
        {
          pointer: '/user_config/dir/default/1',
          message: `${IN_DEFAULTS} "\${user_config.other}" stays as written in the value the user sees. A default cannot refer to another option: write the value itself.`,
        },
        {
          pointer: '/user_config/other/default',
          message: `${IN_DEFAULTS} "\${PROJECT_ROOT}" stays as written in the value the user sees. To get a value from the user, declare a "user_config" option (with "sensitive": true for a credential) and write "\${user_config.project_root}".`,
        },
      ],
    },
  ],
});
