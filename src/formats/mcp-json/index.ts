/**
 * A list of MCP servers in no particular client's place: an agent plugin's `mcp.json` (Kiro powers,
 * Cursor plugins) or any file that holds an `mcpServers` map. Its content must show it is one.
 */
import { clientConfig } from '../client-config.js';

export default clientConfig({
  id: 'mcp-json',
  noun: { one: 'MCP server list', other: 'MCP server lists' },
  title: 'MCP server list (mcp.json, mcpServers)',
  paths: ['**/mcp.json'],
  keys: ['mcpServers', 'servers'],
  flat: true,
  namedByPath: false,
});
