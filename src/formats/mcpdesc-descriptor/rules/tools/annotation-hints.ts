import { isObject } from '../../../../util/json.js';
import { joinPointer } from '../../../../util/pointer.js';
import { descriptorRule } from '../../context.js';
import { tools } from './tool-schemas.js';

/** A tool marked read-only is not also marked destructive: the two hints contradict each other. */
export default descriptorRule('mcp.tool.annotation-hints', (context) => {
  for (const { tool, pointer } of tools(context)) {
    const annotations = tool.annotations;
    if (!isObject(annotations) || annotations.readOnlyHint !== true || annotations.destructiveHint !== true) continue;
    context.report(
      joinPointer(pointer, 'annotations', 'destructiveHint'),
      '"annotations.destructiveHint" is true, but "readOnlyHint" is true as well: a tool that does not modify its environment cannot destroy anything, and clients read destructiveHint only when readOnlyHint is false. Set readOnlyHint to false if the tool modifies anything, otherwise remove destructiveHint.',
    );
  }
});
