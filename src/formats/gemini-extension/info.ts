/**
 * What tells a file is a Gemini CLI extension (gemini-extension.json): all that classification reads. The
 * client's model and rules (index.ts) load only when such a file is linted.
 */
import { type ClientInfo, clientInfo } from '../client-config/info.js';

export const GEMINI_EXTENSION_INFO: ClientInfo = {
  id: 'gemini-extension',
  precedence: 40,
  noun: { one: 'Gemini extension', other: 'Gemini extensions' },
  title: 'Gemini CLI extension (gemini-extension.json)',
  paths: ['**/gemini-extension.json'],
  syntax: 'jsonc',
  serverKeys: ['mcpServers'],
};

export default clientInfo(GEMINI_EXTENSION_INFO);
