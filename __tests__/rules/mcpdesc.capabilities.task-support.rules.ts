import { ruleTester } from '../helpers/rule-tester.js';

const tool = (taskSupport: string) => ({ name: 'render_video', inputSchema: { type: 'object' }, execution: { taskSupport } });
const declared = { tools: {}, tasks: { requests: { tools: { call: {} } } } };

ruleTester('mcpdesc.capabilities.task-support', {
  valid: [
    { code: { capabilities: declared, tools: [tool('required')] } },
    { name: 'a tool that forbids tasks needs no task capability', code: { capabilities: { tools: {} }, tools: [tool('forbidden')] } },
    { name: 'a descriptor without capabilities is not checked', code: { tools: [tool('optional')] } },
    { name: 'in 2026-07-28, where the rule does not apply', code: { protocolVersion: '2026-07-28', capabilities: { tools: {} }, tools: [tool('required')] } },
  ],
  invalid: [
    {
      name: 'a tool that requires tasks',
      code: { capabilities: { tools: {} }, tools: [tool('required')] },
      errors: [
        {
          pointer: '/tools/0/execution/taskSupport',
          level: 'error',
          line: 13,
          column: 24,
          message:
            'This tool declares "taskSupport": "required", but capabilities does not declare tasks.requests.tools.call. Clients must not use task-augmented calls with a server that does not declare them, so a tool that requires tasks can never be called: add "tasks": { "requests": { "tools": { "call": {} } } } to capabilities, or set taskSupport to "forbidden".',
        },
      ],
    },
    {
      name: 'a tool that may run as a task',
      path: 'case.mcp.yaml',
      code: { capabilities: { tools: {} }, tools: [tool('optional')] },
      errors: [
        {
          pointer: '/tools/0/execution/taskSupport',
          message:
            'This tool declares "taskSupport": "optional", but capabilities does not declare tasks.requests.tools.call. Clients must not use task-augmented calls with a server that does not declare them, so this tool will never run as a task: add "tasks": { "requests": { "tools": { "call": {} } } } to capabilities, or remove taskSupport.',
        },
      ],
    },
    {
      name: 'tasks declared, but not for tools/call',
      code: { capabilities: { tools: {}, tasks: { list: {}, cancel: {} } }, tools: [tool('forbidden'), { ...tool('optional'), name: 'render_preview' }] },
      errors: [
        {
          pointer: '/tools/1/execution/taskSupport',
          message:
            'This tool declares "taskSupport": "optional", but capabilities does not declare tasks.requests.tools.call. Clients must not use task-augmented calls with a server that does not declare them, so this tool will never run as a task: add "tasks": { "requests": { "tools": { "call": {} } } } to capabilities, or remove taskSupport.',
        },
      ],
    },
  ],
});
