/**
 * Cross-file consistency: rules about one server's files agreeing with each other (its package manifest,
 * server.json, MCPB manifest, Gemini extension, descriptor, Server Card). Each rule reads the file's group
 * (group.ts) through the Workspace and skips when the file is linted alone. `withConsistency` adds them to
 * the formats they check, after the format's own rules.
 */
import { bundleOf } from '../mcpb-manifest/bundle.js';
import type { DocumentRule, Format, Reporter } from '../types.js';
import { folderOf } from './group.js';
import type { Ecosystem } from './package.js';
import allowedTools from './rules/allowed-tools.js';
import identity from './rules/identity.js';
import toolNames from './rules/tool-names.js';
import tools from './rules/tools.js';
import { listsPackages, registryNames, registrySites, stringAt, stringSite, type VersionSite, versionRule } from './rules/version.js';

const cardSites = (value: unknown): VersionSite[] => {
  const own = stringSite(value, 'version', '/version', '"version"');
  if (own.length > 0) return own;
  // The first draft wrote the initialize result: its version is serverInfo's.
  return stringSite((value as { serverInfo?: unknown } | null)?.serverInfo, 'version', '/serverInfo/version', '"serverInfo.version"');
};

/** The ecosystem an MCPB bundle's `server.type` runs: a Node bundle is package.json's, a Python (or uv) one pyproject.toml's; a binary may be built by any. */
const bundleRuntime = (value: unknown): readonly Ecosystem[] | undefined => {
  const type = (value as { server?: { type?: unknown } } | null)?.server?.type;
  return type === 'node' ? ['npm'] : type === 'python' || type === 'uv' ? ['pypi'] : undefined;
};

/** A Server Card served from a folder's `.well-known/` describes that folder's server, whose package sits beside `.well-known`. */
const cardHome = (path: string): string => {
  const at = `/${path}`.lastIndexOf('/.well-known/');
  return at === -1 ? folderOf(path) : path.slice(0, Math.max(0, at - 1));
};

const serverInfoOf = (value: unknown): unknown => (value as { serverInfo?: unknown } | null)?.serverInfo;

// A Gemini extension's "version" is the extension's own release, not its server package's: not compared.
const RULES: Readonly<Record<string, readonly DocumentRule[]>> = {
  'mcp-registry-server': [versionRule(registrySites, registryNames, { named: listsPackages }), identity],
  'mcpb-manifest': [
    versionRule(
      (value) => stringSite(value, 'version', '/version', '"version"'),
      (value) => stringAt(value, 'name'),
      {
        ownPrivate: true,
        filled: (path, workspace) => bundleOf(workspace, path)?.packedElsewhere() !== undefined,
        runs: bundleRuntime,
      },
    ),
    tools,
    toolNames,
  ],
  'mcpdesc-descriptor': [
    versionRule(
      (value) => stringSite(serverInfoOf(value), 'version', '/serverInfo/version', '"serverInfo.version"'),
      (value) => stringAt(serverInfoOf(value), 'name'),
    ),
    toolNames,
  ],
  'mcp-server-card': [versionRule(cardSites, (value) => [...stringAt(value, 'name'), ...stringAt(serverInfoOf(value), 'name')], { home: cardHome }), toolNames],
  'mcp-tool-list': [toolNames],
  'typescript-source': [toolNames],
  'python-source': [toolNames],
  'go-source': [toolNames],
  'copilot-cli-mcp-json': [allowedTools],
  'claude-code-mcp-json': [allowedTools],
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
            run: { memo: (key, make) => scope.runMemo(key, make) },
            report: reporter.report.bind(reporter),
            reportAt: reporter.reportAt.bind(reporter),
          }),
        );
      }
    },
  };
}
