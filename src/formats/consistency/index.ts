/**
 * Cross-file consistency: rules about one server's files agreeing with each other (its package manifest,
 * server.json, MCPB manifest, Gemini extension, descriptor, Server Card). Each rule reads the file's group
 * (group.ts) through the Workspace and skips when the file is linted alone. `withConsistency` adds them to
 * the formats they check, after the format's own rules.
 */
import type { DocumentRule, Format, Reporter } from '../types.js';
import identity from './rules/identity.js';
import tools from './rules/tools.js';
import { registrySites, stringSite, type VersionSite, versionRule } from './rules/version.js';

const cardSites = (value: unknown): VersionSite[] => {
  const own = stringSite(value, 'version', '/version', '"version"');
  if (own.length > 0) return own;
  // The first draft wrote the initialize result: its version is serverInfo's.
  return stringSite((value as { serverInfo?: unknown } | null)?.serverInfo, 'version', '/serverInfo/version', '"serverInfo.version"');
};

const RULES: Readonly<Record<string, readonly DocumentRule[]>> = {
  'mcp-registry-server': [versionRule(registrySites), identity],
  'mcpb-manifest': [versionRule((value) => stringSite(value, 'version', '/version', '"version"')), tools],
  'gemini-extension': [versionRule((value) => stringSite(value, 'version', '/version', '"version"'))],
  'mcpdesc-descriptor': [
    versionRule((value) => stringSite((value as { serverInfo?: unknown } | null)?.serverInfo, 'version', '/serverInfo/version', '"serverInfo.version"')),
  ],
  'mcp-server-card': [versionRule(cardSites)],
};

export function withConsistency(format: Format): Format {
  const rules = RULES[format.id];
  if (!rules) return format;
  return {
    ...format,
    ruleIds: [...format.ruleIds, ...rules.map((r) => r.id)],
    check(scope, run) {
      format.check(scope, run);
      for (const rule of rules) {
        run(rule.id, (reporter: Reporter) =>
          rule.check({
            path: scope.path,
            parsed: scope.parsed,
            workspace: scope.workspace,
            report: reporter.report.bind(reporter),
            reportAt: reporter.reportAt.bind(reporter),
          }),
        );
      }
    },
  };
}
