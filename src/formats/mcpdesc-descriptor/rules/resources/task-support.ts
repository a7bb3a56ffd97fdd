import { objectItems } from '../../surfaces.js';
import { isObject } from '../../../../util/json.js';
import { getAt, joinPointer } from '../../../../util/pointer.js';
import { descriptorRule } from '../../context.js';

/**
 * mcpdesc.capabilities.task-support (2025-11-25): a tool that supports or requires task-augmented
 * execution needs the server to declare tasks.requests.tools.call; clients must not use tasks otherwise.
 */
export default descriptorRule('mcpdesc.capabilities.task-support', (context) => {
  const { capabilities } = context.descriptor;
  if (!isObject(capabilities) || isObject(getAt(capabilities, '/tasks/requests/tools/call'))) return;
  for (const { item, pointer } of objectItems(context.descriptor.tools, '/tools')) {
    const support = isObject(item.execution) ? item.execution.taskSupport : undefined;
    if (support !== 'required' && support !== 'optional') continue;
    const consequence = support === 'required' ? 'so a tool that requires tasks can never be called' : 'so this tool will never run as a task';
    const alternative = support === 'required' ? 'set taskSupport to "forbidden"' : 'remove taskSupport';
    context.report(
      joinPointer(pointer, 'execution', 'taskSupport'),
      `This tool declares "taskSupport": "${support}", but capabilities does not declare tasks.requests.tools.call. Clients must not use task-augmented calls with a server that does not declare them, ${consequence}: add "tasks": { "requests": { "tools": { "call": {} } } } to capabilities, or ${alternative}.`,
    );
  }
});
