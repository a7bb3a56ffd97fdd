/** What a FastMCP configuration's rules see: the file's object, its nulls read as absent, and where to report. */
import type { ParsedDocument } from '../../parse/parse.js';
import { isObject, type JsonObject } from '../../util/json.js';
import type { FileScope, FormatRule, Reporter } from '../types.js';

export interface FastmcpJsonContext extends Reporter {
  path: string;
  parsed: ParsedDocument;
  root: JsonObject;
  /** The root with every null-valued property left out: FastMCP reads `"cwd": null` as no cwd. */
  given: JsonObject;
}

export type FastmcpJsonRule = FormatRule<FastmcpJsonContext>;

export function fastmcpJsonRule(id: string, check: (context: FastmcpJsonContext) => void): FastmcpJsonRule {
  return { id, check };
}

/** The object without its null-valued properties, at every depth (the parse bounds the depth). */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (!isObject(value)) return value;
  const kept: JsonObject = {};
  for (const [key, item] of Object.entries(value)) if (item !== null) kept[key] = withoutNulls(item);
  return kept;
}

/** The context one rule sees; undefined when the file holds no object, which leaves the rules nothing to read. */
export function fastmcpJsonContext(scope: FileScope, reporter: Reporter): FastmcpJsonContext | undefined {
  const root = scope.parsed.value;
  if (!isObject(root)) return undefined;
  return {
    path: scope.path,
    parsed: scope.parsed,
    root,
    given: withoutNulls(root) as JsonObject,
    report: reporter.report.bind(reporter),
    reportAt: reporter.reportAt.bind(reporter),
  };
}
