/** Gemini CLI's project settings, `.gemini/settings.json`: its `mcpServers`, among other settings. */
import { clientConfig } from '../client-config.js';

export default clientConfig({
  id: 'gemini-settings',
  noun: { one: 'Gemini settings file', other: 'Gemini settings files' },
  title: 'Gemini CLI settings (.gemini/settings.json)',
  paths: ['**/.gemini/settings.json'],
  keys: ['mcpServers'],
});
