import { documentRule } from '../../formats/types.js';

/** The file parses as exactly one JSON or YAML document without duplicate keys. */
export default documentRule('mcpdesc.document.syntax', ({ parsed, reportAt }) => {
  for (const problem of parsed.problems) {
    if (problem.kind !== 'limits') reportAt(problem.range, problem.message, problem.pointer);
  }
});
