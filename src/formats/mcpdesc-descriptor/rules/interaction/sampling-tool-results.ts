import { objectItems } from '../../surfaces.js';
import { quote } from '../../../../util/json.js';
import { joinPointer } from '../../../../util/pointer.js';
import { descriptorRule } from '../../context.js';
import { contentBlocks, steps } from './examples.js';

/**
 * In a sampling request's messages, a message with tool results is a user message of tool results
 * only, and every assistant message with tool uses is followed by one that answers each of them.
 */
export default descriptorRule('mcp.sampling.tool-results', (context) => {
  for (const { request, stepPointer } of steps(context, 'sampling')) {
    if (!request) continue;
    const messages = objectItems(request.messages, joinPointer(stepPointer, 'request', 'messages'));
    messages.forEach(({ item: message, pointer }, index) => {
      const blocks = contentBlocks(message.content, joinPointer(pointer, 'content'));
      const results = blocks.filter(({ block }) => block.type === 'tool_result');
      if (results.length > 0) {
        if (message.role === 'assistant') {
          context.report(
            joinPointer(pointer, 'role'),
            'This message carries tool results, so its role must be "user": tool results go back to the model in user messages. Set "role": "user".',
          );
        }
        for (const { block, pointer: at } of blocks.filter(({ block }) => block.type !== 'tool_result')) {
          context.report(
            at,
            `This ${quote(block.type)} block shares a message with tool results, but a message with tool results must contain only tool results. Move it to a message of its own.`,
          );
        }
      }
      const next = messages[index + 1]?.item;
      const answered = new Set(
        next && next.role === 'user'
          ? contentBlocks(next.content, '')
              .map(({ block }) => block)
              .filter((b) => b.type === 'tool_result')
              .map((b) => b.toolUseId)
          : [],
      );
      for (const { block, pointer: at } of blocks) {
        if (block.type !== 'tool_use' || typeof block.id !== 'string' || answered.has(block.id)) continue;
        context.report(
          joinPointer(at, 'id'),
          next
            ? `Tool use ${quote(block.id)} is not answered by the next message: after an assistant message with tool uses, the next message must be a user message with a tool_result for each of them. Add a tool_result with "toolUseId": ${quote(block.id)} to it.`
            : `Tool use ${quote(block.id)} is not answered: no message follows it, but after an assistant message with tool uses the next message must be a user message with a tool_result for each of them. Add that message.`,
        );
      }
    });
  }
});
