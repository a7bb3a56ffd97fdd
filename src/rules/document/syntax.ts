import { documentRule } from '../../formats/types.js';
import type { ParseProblemKind } from '../../parse/parse.js';

/** Problems of the file's syntax itself; JSONC's comments and trailing commas are for each format to judge. */
const SYNTAX: ReadonlySet<ParseProblemKind> = new Set(['syntax', 'duplicate-key', 'multiple-documents']);

/** The file parses as exactly one JSON, JSONC, YAML or TOML document without duplicate keys. */
export default documentRule('mcpdesc.document.syntax', ({ parsed, reportAt }) => {
  for (const problem of parsed.problems) {
    if (SYNTAX.has(problem.kind)) reportAt(problem.range, problem.message, problem.pointer);
  }
});
