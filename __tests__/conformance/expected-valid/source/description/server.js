import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
// The definition, description and all, is another module's: its description is not known here, not missing.
import { findShelfDefinition } from './tools/find-shelf.js';

const server = new McpServer({ name: 'library', version: '1.0.0' });

server.registerTool('find_shelf', findShelfDefinition, async () => ({ content: [] }));
