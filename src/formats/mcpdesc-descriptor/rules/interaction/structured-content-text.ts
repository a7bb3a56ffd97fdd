import { hasOwn, isObject, jsonEqual, quote } from '../../../../util/json.js';
import { joinPointer } from '../../../../util/pointer.js';
import { descriptorRule } from '../../context.js';
import { examples } from './examples.js';

/** A result with structuredContent also carries it serialized as JSON in a text block, for clients that read only content. */
export default descriptorRule('mcp.tool.structured-content-text', (context) => {
  for (const { example, pointer } of examples(context)) {
    const result = example.result;
    if (!isObject(result) || !hasOwn(result, 'structuredContent')) continue;
    const blocks = Array.isArray(result.content) ? result.content : [];
    if (blocks.some((block) => isObject(block) && block.type === 'text' && typeof block.text === 'string' && parsesTo(block.text, result.structuredContent)))
      continue;
    context.report(
      joinPointer(pointer, 'result', 'structuredContent'),
      `This result has "structuredContent" but no text block with the same JSON. MCP says a tool that returns structured content should also return it serialized as text, for clients that only read "content": add {"type": "text", "text": ${quote(JSON.stringify(result.structuredContent), 80)}} to "content".`,
      'key',
    );
  }
});

function parsesTo(text: string, value: unknown): boolean {
  try {
    return jsonEqual(JSON.parse(text), value);
  } catch {
    return false;
  }
}
