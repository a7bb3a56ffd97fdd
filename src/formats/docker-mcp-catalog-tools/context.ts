/** What a Docker catalog tool list's rules see: the file's tools, and where to report. */
import type { ParsedDocument } from '../../parse/parse.js';
import { descriptorContext, type Rule, type RuleContext } from '../mcpdesc-descriptor/context.js';
import type { JsonObject } from '../../util/json.js';
import { isObject } from '../../util/json.js';
import { type FileScope, type FormatRule, memoKey, type Reporter } from '../types.js';
import { type CatalogView, catalogView, placedReporter } from './descriptor.js';

const VIEW = memoKey<CatalogView>('Docker catalog tools read as a descriptor');

export interface DockerMcpCatalogToolsContext extends Reporter {
  path: string;
  parsed: ParsedDocument;
  /** The tools, each with its index in the file. */
  tools: readonly { tool: JsonObject; index: number }[];
  /** The list read as a descriptor's tools (descriptor.ts), for the descriptor's security rules, reporting where the file writes each text. */
  descriptor(): RuleContext | undefined;
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
  return {
    path: scope.path,
    parsed: scope.parsed,
    tools,
    report: reporter.report.bind(reporter),
    reportAt: reporter.reportAt.bind(reporter),
    descriptor: () => {
      const view = scope.memo(VIEW, () => catalogView(list));
      return descriptorContext(scope, placedReporter(view, reporter), null, () => view.source);
    },
  };
}

/** A descriptor rule, run on the list read as a descriptor's tools. */
export function asCatalogRule(rule: Rule): DockerMcpCatalogToolsRule {
  return dockerMcpCatalogToolsRule(rule.id, (context) => {
    const descriptor = context.descriptor();
    if (descriptor) rule.check(descriptor);
  });
}
