/**
 * What tells a file is a Gemini CLI extension (gemini-extension.json): all that classification reads. The
 * client's model and rules (index.ts) load only when such a file is linted.
 */
import type { ClientInfo } from '../client-config/info.js';

export const GEMINI_EXTENSION_INFO: ClientInfo = {
  id: 'gemini-extension',
  noun: { one: 'Gemini extension', other: 'Gemini extensions' },
  title: 'Gemini CLI extension (gemini-extension.json)',
  paths: ['**/gemini-extension.json'],
  syntax: 'jsonc',
  serverKeys: ['mcpServers'],
};
