import { metaKeyProblem } from '../../../../protocol/meta-key.js';
import { isObject, quote } from '../../../../util/json.js';
import { joinPointer } from '../../../../util/pointer.js';
import { descriptorRule } from '../../context.js';

/** Official extensions, by the bare names people write for them. */
const OFFICIAL: ReadonlyMap<string, string> = new Map([
  ['tasks', 'io.modelcontextprotocol/tasks'],
  ['ui', 'io.modelcontextprotocol/ui'],
]);

/** mcp.capabilities.extension-id (2026-07-28): extension identifiers follow the `_meta` key format, with a prefix. */
export default descriptorRule('mcp.capabilities.extension-id', (context) => {
  const { capabilities } = context.descriptor;
  if (!isObject(capabilities) || !isObject(capabilities.extensions)) return;
  for (const key of Object.keys(capabilities.extensions)) {
    const problem = metaKeyProblem(key, { prefixRequired: true });
    if (!problem) continue;
    const official = OFFICIAL.get(key.toLowerCase());
    const hint = official ? ` Did you mean ${JSON.stringify(official)}?` : '';
    context.report(
      joinPointer('/capabilities/extensions', key),
      `Extension identifier ${quote(key)} is not valid: ${problem}. Clients recognise an extension only by its full identifier, such as "io.modelcontextprotocol/tasks": rename it to one.${hint}`,
      'key',
    );
  }
});
