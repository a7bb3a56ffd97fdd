import { isObject } from '../../../../util/json.js';
import { joinPointer } from '../../../../util/pointer.js';
import { compile, reportInstanceProblems, toolSchema } from '../tools/tool-schemas.js';
import { descriptorRule } from '../../context.js';
import { examples } from './examples.js';

/** An interaction example's input is arguments the tool's inputSchema accepts. */
export default descriptorRule('mcpdesc.tool.interaction.input', (context) => {
  for (const { tool, toolPointer, example, pointer } of examples(context)) {
    // A non-object input is the structure rule's; an unusable schema is mcp.tool.input-schema's.
    if (!isObject(example.input)) continue;
    const schema = toolSchema(tool, toolPointer, 'inputSchema', context);
    const compiled = schema && compile(context, schema);
    if (!compiled?.ok) continue;
    reportInstanceProblems(
      context,
      compiled.validate(example.input),
      joinPointer(pointer, 'input'),
      'input',
      "Clients check arguments against the tool's inputSchema, so they would never send this call: fix the input or the schema.",
    );
  }
});
