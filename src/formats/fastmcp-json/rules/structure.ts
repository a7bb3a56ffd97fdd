import { missingKeyFix } from '../../../engine/fix.js';
import { checkModel } from '../../../model/check.js';
import { hasOwn } from '../../../util/json.js';
import { getAt } from '../../../util/pointer.js';
import { fastmcpJsonRule } from '../context.js';
import { FASTMCP_MODEL } from '../model.js';

/**
 * mcpdesc.fastmcp.structure: the file has what FastMCP's schema v1 requires, with the types and values it
 * allows; FastMCP refuses to run a server from any other. A first-generation file (top-level
 * `entrypoint`, no `source`) is mcpdesc.fastmcp.entrypoint's.
 */
export default fastmcpJsonRule('mcpdesc.fastmcp.structure', (context) => {
  const { given, report } = context;
  const legacy = hasOwn(given, 'entrypoint') && !hasOwn(given, 'source');
  for (const issue of checkModel(FASTMCP_MODEL, 'Config', given, 'current', '')) {
    if (issue.kind !== 'invalid' || (legacy && issue.pointer === '' && issue.missing?.key === 'source')) continue;
    // pydantic reads a string of digits as the integer it spells ("port": "8000" runs on port 8000).
    if (issue.mismatch?.expected === 'an integer' && /^\d{1,9}$/.test(String(getAt(given, issue.pointer)))) continue;
    report(
      issue.pointer,
      `FastMCP refuses to run this server: ${lowerFirst(issue.message)}`,
      issue.target,
      undefined,
      missingKeyFix(issue.pointer, issue.missing, getAt(given, issue.pointer)),
    );
  }
});

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
