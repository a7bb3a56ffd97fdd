import { metaKeyProblem } from '../../../../protocol/meta-key.js';
import { quote } from '../../../../util/json.js';
import { joinPointer } from '../../../../util/pointer.js';
import { descriptorRule } from '../../context.js';
import { metaObjects } from './places.js';

/** mcp.meta.key-format (2025-06-18 and later): `_meta` keys are an optional "prefix/" and a name, in MCP's format. */
export default descriptorRule('mcp.meta.key-format', (context) => {
  for (const { pointer, value } of metaObjects(context)) {
    for (const key of Object.keys(value)) {
      const problem = metaKeyProblem(key);
      if (!problem) continue;
      context.report(
        joinPointer(pointer, key),
        `_meta key ${quote(key)} is not a valid _meta key: ${problem}. MCP fixes the key format so that clients can parse keys and keys from different vendors cannot collide: rename it, putting your own keys under a prefix you control such as "com.example/".`,
        'key',
      );
    }
  }
});
