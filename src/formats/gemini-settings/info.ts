/**
 * What tells a file is a Gemini CLI settings (.gemini/settings.json): all that classification reads. The
 * client's model and rules (index.ts) load only when such a file is linted.
 */
import { type ClientInfo, clientInfo } from '../client-config/info.js';

export const GEMINI_SETTINGS_INFO: ClientInfo = {
  id: 'gemini-settings',
  precedence: 50,
  noun: { one: 'Gemini settings file', other: 'Gemini settings files' },
  title: 'Gemini CLI settings (.gemini/settings.json)',
  paths: ['**/.gemini/settings.json'],
  syntax: 'jsonc',
  serverKeys: ['mcpServers'],
};

export default clientInfo(GEMINI_SETTINGS_INFO);
