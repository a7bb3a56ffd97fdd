/** What a Docker catalog rule sees: the entry's object, the folder it sits in, and where to report. */
import type { ParsedDocument } from '../../parse/parse.js';
import { isObject, type JsonObject } from '../../util/json.js';
import type { FileScope, FormatRule, Reporter } from '../types.js';

export interface DockerMcpCatalogContext extends Reporter {
  path: string;
  parsed: ParsedDocument;
  root: JsonObject;
  /** The `<name>` of `servers/<name>/server.yaml`: what the registry requires `name` to be. */
  folder: string | undefined;
}

export type DockerMcpCatalogRule = FormatRule<DockerMcpCatalogContext>;

export function dockerMcpCatalogRule(id: string, check: (context: DockerMcpCatalogContext) => void): DockerMcpCatalogRule {
  return { id, check };
}

/** The context one rule sees; undefined when the file holds no object, which leaves the rules nothing to read. */
export function dockerMcpCatalogContext(scope: FileScope, reporter: Reporter): DockerMcpCatalogContext | undefined {
  const root = scope.parsed.value;
  if (!isObject(root)) return undefined;
  const folder = /(?:^|\/)servers\/([^/]+)\/server\.yaml$/.exec(scope.path)?.[1];
  return { path: scope.path, parsed: scope.parsed, root, folder, report: reporter.report.bind(reporter), reportAt: reporter.reportAt.bind(reporter) };
}
