// The notes server: the tools tools.json lists, registered with the SDK.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';

const server = new McpServer({ name: 'notes', version: '1.2.0' });
const notes: string[] = [];

server.registerTool(
  'add_note',
  { description: 'Add a note with the given text.', inputSchema: { text: z.string().describe("The note's text.") } },
  async ({ text }) => {
    notes.push(text);
    return { content: [{ type: 'text', text: 'Added.' }] };
  },
);

server.registerTool('list_notes', { description: 'List every note.' }, async () => ({
  content: [{ type: 'text', text: notes.join('\n') }],
}));
