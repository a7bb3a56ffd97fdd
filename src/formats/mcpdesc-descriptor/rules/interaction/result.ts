import { hasOwn, isObject } from '../../../../util/json.js';
import { joinPointer } from '../../../../util/pointer.js';
import { reportModelIssues } from '../model-rule.js';
import { compile, reportInstanceProblems, toolSchema } from '../tools/tool-schemas.js';
import { descriptorRule } from '../../context.js';
import { examples } from './examples.js';

/**
 * An interaction example's result is a CallToolResult of the declared version, and a successful
 * result of a tool with an outputSchema carries structuredContent that conforms to it.
 */
export default descriptorRule('mcpdesc.tool.interaction.result', (context) => {
  reportModelIssues(context, { issues: ['invalid'], only: ['interaction-result'] });
  for (const { tool, toolPointer, example, pointer } of examples(context)) {
    const result = example.result;
    if (!isObject(result) || result.isError === true) continue;
    const schema = toolSchema(tool, toolPointer, 'outputSchema', context);
    if (!schema) continue;
    const resultPointer = joinPointer(pointer, 'result');
    if (!hasOwn(result, 'structuredContent')) {
      context.report(
        resultPointer,
        'This result has no "structuredContent", but the tool declares an outputSchema: MCP requires a successful result of such a tool to carry structured content that conforms to it. Add "structuredContent", or set "isError": true if the example shows a failure.',
      );
      continue;
    }
    const contentPointer = joinPointer(resultPointer, 'structuredContent');
    const typeIssue = context.model('CallToolResult', resultPointer).some((i) => i.kind === 'invalid' && i.pointer === contentPointer);
    const compiled = compile(context, schema);
    if (typeIssue || !compiled.ok) continue;
    reportInstanceProblems(
      context,
      compiled.validate(result.structuredContent),
      contentPointer,
      'structuredContent',
      "MCP requires structured content to conform to the tool's outputSchema: fix the example or the schema.",
    );
  }
});
