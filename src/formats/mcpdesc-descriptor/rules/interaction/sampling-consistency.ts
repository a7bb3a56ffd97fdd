import { isObject, type JsonObject, listOf, quote } from '../../../../util/json.js';
import { joinPointer } from '../../../../util/pointer.js';
import { closest } from '../../../../util/suggest.js';
import { objectItems } from '../../surfaces.js';
import { compileMcpSchema, reportInstanceProblems } from '../tools/tool-schemas.js';
import { descriptorRule, type RuleContext } from '../../context.js';
import { contentBlocks, type Located, type Step, steps } from './examples.js';

/**
 * A sampling step's tool use is consistent: the response uses only tools the request offers (with
 * input their schemas accept, and none when toolChoice is "none"), and every tool result in the
 * request answers a tool use made before it.
 */
export default descriptorRule('mcpdesc.tool.interaction.sampling-consistency', (context) => {
  for (const step of steps(context, 'sampling')) {
    if (!step.request) continue;
    if (step.response) checkToolUses(context, step, step.request, step.response);
    checkToolResults(context, step, step.request);
  }
});

function checkToolUses(context: RuleContext, { stepPointer }: Step, request: JsonObject, response: JsonObject): void {
  const offered = new Map(
    objectItems(request.tools, '')
      .filter(({ item }) => typeof item.name === 'string')
      .map(({ item }) => [item.name as string, item]),
  );
  const choice = isObject(request.toolChoice) ? request.toolChoice.mode : undefined;
  for (const { block, pointer } of toolUses(response.content, joinPointer(stepPointer, 'response', 'content'))) {
    if (typeof block.name !== 'string') continue;
    if (choice === 'none') {
      context.report(
        pointer,
        `The response uses tool ${quote(block.name)}, but the request's toolChoice is "none", which forbids the model to use tools. Remove the tool use, or change toolChoice.`,
      );
      continue;
    }
    const tool = offered.get(block.name);
    if (!tool) {
      const names = [...offered.keys()];
      const typo = closest(block.name, names);
      context.report(
        joinPointer(pointer, 'name'),
        `The response uses tool ${quote(block.name)}, but the request ${names.length > 0 ? `offers only ${listOf(names, 'and')}` : 'offers no tools'}. A model can only use tools its sampling request offers: ${typo ? `did you mean ${JSON.stringify(typo)}?` : 'add the tool to the request\'s "tools", or use an offered one.'}`,
      );
      continue;
    }
    if (isObject(block.input)) checkInput(context, tool, block.input, joinPointer(pointer, 'input'));
  }
}

/** A tool use's input is arguments the offered tool's inputSchema accepts. */
function checkInput(context: RuleContext, tool: JsonObject, input: JsonObject, pointer: string): void {
  if (!isObject(tool.inputSchema)) return;
  const compiled = compileMcpSchema(context, tool.inputSchema);
  if (!compiled?.ok) return;
  reportInstanceProblems(
    context,
    compiled.validate(input),
    pointer,
    'input',
    `The request offers ${quote(tool.name)} with an inputSchema that rejects this input, so the model would not send it: correct the example's input.`,
  );
}

function checkToolResults(context: RuleContext, { stepPointer }: Step, request: JsonObject): void {
  const uses = new Set<string>();
  for (const { item: message, pointer } of objectItems(request.messages, joinPointer(stepPointer, 'request', 'messages'))) {
    for (const { block, pointer: at } of contentBlocks(message.content, joinPointer(pointer, 'content'))) {
      if (block.type === 'tool_use' && typeof block.id === 'string') uses.add(block.id);
      if (block.type !== 'tool_result' || typeof block.toolUseId !== 'string' || uses.has(block.toolUseId)) continue;
      const known = [...uses];
      context.report(
        joinPointer(at, 'toolUseId'),
        `"toolUseId" is ${quote(block.toolUseId)}, but no earlier message has a tool use with that id${known.length > 0 ? ` (the tool uses so far are ${listOf(known, 'and')})` : ''}. A tool result answers a tool use the model made earlier in the conversation: fix the id, or add the assistant message with the tool use.`,
      );
    }
  }
}

function toolUses(content: unknown, pointer: string): Located[] {
  return contentBlocks(content, pointer).filter(({ block }) => block.type === 'tool_use');
}
