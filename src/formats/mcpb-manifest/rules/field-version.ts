import { listOf, quote } from '../../../util/json.js';
import { mcpbRule, type VersionIssue } from '../context.js';
import { MCPB_AXIS } from '../versions.js';

/**
 * mcpdesc.mcpb.field-version: no key or value of another manifest version. Versions only add (0.2
 * "privacy_policies"; 0.3 "icons", "localization", "_meta"; 0.4 the "uv" server type), and each version's
 * strict schema rejects what a later one added, so the message names the versions that have it.
 */
export default mcpbRule('mcpdesc.mcpb.field-version', (context) => {
  const { version, report } = context;
  for (const issue of context.versionIssues()) {
    const where = MCPB_AXIS.describe(issue.versions);
    const advice = adviceFor(issue, version);
    if (issue.what === 'key') {
      report(issue.pointer, `mcpb rejects ${JSON.stringify(issue.path)} in a ${version} manifest: the property exists ${where}. ${advice}`, 'key');
    } else {
      report(
        issue.pointer,
        `mcpb rejects ${JSON.stringify(issue.path)}: ${quote(issue.value)} in a ${version} manifest: that value exists ${where}. ${advice}`,
      );
    }
  }
});

function adviceFor(issue: VersionIssue, declared: string): string {
  const later = issue.versions.filter((v) => MCPB_AXIS.compare(v, declared) > 0);
  const instead = issue.what === 'value' && issue.allowed ? `use ${listOf(issue.allowed)}` : 'remove it';
  if (later.length === 0) return `It was removed after ${issue.versions[issue.versions.length - 1]}: ${instead}.`;
  const next = later[0];
  return `Declare "manifest_version": "${next}"${later.length > 1 ? ' (or later)' : ''}, or ${instead}.`;
}
