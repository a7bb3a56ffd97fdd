/** What a Docker catalog tool list's rules see: the file's tools, and where to report. */
import type { ParsedDocument } from '../../parse/parse.js';
import type { JsonObject } from '../../util/json.js';
import { isObject } from '../../util/json.js';
import type { FileScope, FormatRule, Reporter } from '../types.js';

export interface DockerMcpCatalogToolsContext extends Reporter {
  path: string;
  parsed: ParsedDocument;
  /** The tools, each with its index in the file. */
  tools: readonly { tool: JsonObject; index: number }[];
}

export type DockerMcpCatalogToolsRule = FormatRule<DockerMcpCatalogToolsContext>;

export function dockerMcpCatalogToolsRule(id: string, check: (context: DockerMcpCatalogToolsContext) => void): DockerMcpCatalogToolsRule {
  return { id, check };
}

/** The context one rule sees; undefined when the file holds no list, which leaves the rules nothing to read. */
export function dockerMcpCatalogToolsContext(scope: FileScope, reporter: Reporter): DockerMcpCatalogToolsContext | undefined {
  const list = scope.parsed.value;
  if (!Array.isArray(list)) return undefined;
  const tools = list.flatMap((tool, index) => (isObject(tool) ? [{ tool, index }] : []));
  return { path: scope.path, parsed: scope.parsed, tools, report: reporter.report.bind(reporter), reportAt: reporter.reportAt.bind(reporter) };
}
