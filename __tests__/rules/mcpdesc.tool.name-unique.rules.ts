import { ruleTester } from '../helpers/rule-tester.js';

const tool = (name: string) => ({ name, inputSchema: { type: 'object' } });
const tools = (...names: string[]) => ({ capabilities: { tools: {} }, tools: names.map(tool) });
const duplicate = (name: string, first: number) =>
  `Tool name "${name}" is already used by tools[${first}]. Clients call tools by name, so one of the two can never be called. Rename one of them, or remove the duplicate.`;

ruleTester('mcpdesc.tool.name-unique', {
  valid: [
    {
      name: 'distinct names in a committed tools/list array',
      path: 'testdata/toolsets-core-tools.json',
      format: 'mcp-tool-list',
      code: [tool('search'), tool('fetch')],
    },
    { code: tools('search', 'fetch') },
    { name: 'names that differ only in case are different names', code: tools('search', 'Search') },
    {
      name: "a prompt with a tool's name is not a duplicate tool",
      code: { capabilities: { tools: {}, prompts: {} }, tools: [tool('search')], prompts: [{ name: 'search' }] },
    },
  ],
  invalid: [
    {
      name: 'a committed tools/list array: the finding sits at the tool in the file',
      path: 'testdata/toolsets-core-tools.json',
      format: 'mcp-tool-list',
      code: [tool('search'), tool('search')],
      errors: [{ pointer: '/1/name', line: 9, column: 13, message: duplicate('search', 0) }],
    },
    {
      code: tools('search', 'search'),
      errors: [{ pointer: '/tools/1/name', level: 'error', line: 14, column: 15, message: duplicate('search', 0) }],
    },
    {
      name: 'every later copy is reported, each naming the first tool with the name',
      code: tools('search', 'fetch', 'search', 'search'),
      errors: [
        { pointer: '/tools/2/name', message: duplicate('search', 0) },
        { pointer: '/tools/3/name', message: duplicate('search', 0) },
      ],
    },
    {
      name: 'two names, each duplicated once (YAML)',
      path: 'case.mcp.yaml',
      code: tools('get', 'put', 'put', 'get'),
      errors: [
        { pointer: '/tools/2/name', message: duplicate('put', 1) },
        { pointer: '/tools/3/name', message: duplicate('get', 0) },
      ],
    },
  ],
});
