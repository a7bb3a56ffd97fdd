/** What a ai-catalog rule sees: the file's object, and where to report. */
import type { ParsedDocument } from '../../parse/parse.js';
import { isObject, type JsonObject } from '../../util/json.js';
import type { FileScope, FormatRule, Reporter } from '../types.js';

export interface AiCatalogContext extends Reporter {
  path: string;
  parsed: ParsedDocument;
  root: JsonObject;
}

export type AiCatalogRule = FormatRule<AiCatalogContext>;

export function aiCatalogRule(id: string, check: (context: AiCatalogContext) => void): AiCatalogRule {
  return { id, check };
}

/** The context one rule sees; undefined when the file holds no object, which leaves the rules nothing to read. */
export function aiCatalogContext(scope: FileScope, reporter: Reporter): AiCatalogContext | undefined {
  const root = scope.parsed.value;
  if (!isObject(root)) return undefined;
  return { path: scope.path, parsed: scope.parsed, root, report: reporter.report.bind(reporter), reportAt: reporter.reportAt.bind(reporter) };
}
