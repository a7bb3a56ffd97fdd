import { ruleTester } from '../helpers/rule-tester.js';
import type { JsonObject } from '../../src/util/json.js';

const tool = (name: string, annotations: JsonObject) => ({ name, inputSchema: { type: 'object' }, annotations });
const tools = (...list: JsonObject[]) => ({ capabilities: { tools: {} }, tools: list });

const CONTRADICTION =
  '"annotations.destructiveHint" is true, but "readOnlyHint" is true as well: a tool that does not modify its environment cannot destroy anything, and clients read destructiveHint only when readOnlyHint is false. Set readOnlyHint to false if the tool modifies anything, otherwise remove destructiveHint.';

ruleTester('mcp.tool.annotation-hints', {
  valid: [
    { code: tools(tool('list_files', { readOnlyHint: true, destructiveHint: false })) },
    { code: tools(tool('delete_file', { readOnlyHint: false, destructiveHint: true })) },
    { name: 'read-only without destructiveHint: its default does not count', code: tools(tool('list_files', { readOnlyHint: true })) },
    {
      name: 'readOnlyHint as the string "true" is mcp.schema.tool\'s to report',
      code: tools(tool('list_files', { readOnlyHint: 'true', destructiveHint: true })),
    },
    {
      name: 'the hints on different tools do not contradict',
      code: tools(tool('list_files', { readOnlyHint: true }), tool('delete_file', { destructiveHint: true })),
    },
    {
      name: '2024-11-05 has no annotations, so the rule does not apply',
      code: { protocolVersion: '2024-11-05', ...tools(tool('list_files', { readOnlyHint: true, destructiveHint: true })) },
    },
  ],
  invalid: [
    {
      code: tools(tool('list_files', { readOnlyHint: true, destructiveHint: true })),
      errors: [{ pointer: '/tools/0/annotations/destructiveHint', level: 'warning', line: 14, column: 28, message: CONTRADICTION }],
    },
    {
      name: 'the second tool contradicts itself (YAML, 2025-03-26)',
      path: 'case.mcp.yaml',
      code: {
        protocolVersion: '2025-03-26',
        ...tools(tool('delete_file', { destructiveHint: true }), tool('list_files', { destructiveHint: true, readOnlyHint: true, idempotentHint: true })),
      },
      errors: [{ pointer: '/tools/1/annotations/destructiveHint', line: 14, column: 24, message: CONTRADICTION }],
    },
  ],
});
