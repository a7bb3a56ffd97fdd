import { missingKeyFix } from '../../../engine/fix.js';
import { hasOwn, isObject, quote, shown } from '../../../util/json.js';
import { getAt } from '../../../util/pointer.js';
import { mcpbRule, stringProblems } from '../context.js';

const REJECTS = 'mcpb rejects this manifest';

/**
 * mcpdesc.mcpb.structure: the manifest has the fields its version's schema requires, with the types and
 * values it allows (what mcpb validate checks first). Unknown keys are mcpdesc.mcpb.unknown-key's, keys
 * and values of other versions mcpdesc.mcpb.field-version's.
 */
export default mcpbRule('mcpdesc.mcpb.structure', (context) => {
  const { manifest, version, report } = context;
  const elsewhere = new Set(context.versionIssues().map((i) => i.pointer));
  for (const issue of context.issues()) {
    if (issue.kind !== 'invalid' || issue.unknown || elsewhere.has(issue.pointer)) continue;
    if (issue.pointer === '/manifest_version' || issue.pointer === '/dxt_version') {
      report(issue.pointer, disagreement(issue.pointer.slice(1), manifest, version));
      continue;
    }
    report(
      issue.pointer,
      `${REJECTS}: ${lowerFirst(issue.message)}${hint(issue.pointer, issue.missing?.key, manifest)}`,
      issue.target,
      missingKeyFix(issue.pointer, issue.missing, getAt(manifest, issue.pointer)),
    );
  }
  for (const problem of stringProblems(context.sites())) {
    report(
      problem.pointer,
      `${REJECTS}: ${JSON.stringify(problem.path)} must be ${problem.expected}, not ${quote(problem.value)}.${urlHint(problem) || ' Correct it.'}`,
    );
  }
});

/** Both version keys are there and say different things: mcpb went by one and rejects the other. */
function disagreement(key: string, manifest: Record<string, unknown>, version: string): string {
  if (key === 'manifest_version') {
    return `"manifest_version" is ${shown(manifest.manifest_version)}, which is no version mcpb knows, so mcpb went by "dxt_version" ("${version}") and then rejects the manifest because the two disagree. Write "manifest_version": "${version}" and remove "dxt_version".`;
  }
  return `"dxt_version" says ${shown(manifest.dxt_version)} but "manifest_version" says "${version}": mcpb reads the manifest as ${version} and rejects it because the two disagree. Remove "dxt_version", the old name of "manifest_version".`;
}

function hint(pointer: string, missing: string | undefined, manifest: Record<string, unknown>): string {
  const server = manifest.server;
  if (pointer === '/server' && missing === 'mcp_config' && isObject(server) && server.type === 'uv')
    return ' MANIFEST.md calls it optional for a "uv" server, but mcpb validate requires it: give the "command" (and "args") that start the server.';
  if (pointer === '/server' && missing === 'mcp_config' && !(isObject(server) && hasOwn(server, 'mcp_config')))
    return ' It tells the client how to start the server: {"command": …, "args": [...], "env": {...}}.';
  return '';
}

function urlHint(problem: { expected: string; value: string }): string {
  if (!problem.expected.startsWith('a URL') || !/^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(problem.value)) return '';
  return ` Did you mean "https://${problem.value}"?`;
}

function lowerFirst(text: string): string {
  return /^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
