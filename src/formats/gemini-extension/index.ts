/** A Gemini CLI extension's manifest, `gemini-extension.json`: its `mcpServers`, name and version. */
import { clientConfig } from '../client-config.js';

export default clientConfig({
  id: 'gemini-extension',
  noun: { one: 'Gemini extension', other: 'Gemini extensions' },
  title: 'Gemini CLI extension (gemini-extension.json)',
  paths: ['**/gemini-extension.json'],
  keys: ['mcpServers'],
});
