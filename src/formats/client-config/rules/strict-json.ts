import { configRule } from '../context.js';

/**
 * mcpdesc.config.strict-json: no comments or trailing commas in a file whose client reads strict JSON.
 * Such a client cannot parse the file at all, so every server in it is lost, not just the line.
 */
export default configRule('mcpdesc.config.strict-json', (context) => {
  const { spec, parsed } = context;
  if (spec.strictJson !== true) return;
  for (const problem of parsed.problems) {
    if (problem.kind === 'comment') {
      context.reportAt(
        problem.range,
        `${spec.client} reads this file as strict JSON, which has no comments: it cannot parse the file and starts none of its servers. Remove the comment (keep notes in the README).`,
      );
    } else if (problem.kind === 'trailing-comma') {
      context.reportAt(
        problem.range,
        `${spec.client} reads this file as strict JSON, which allows no comma before "}" or "]": it cannot parse the file and starts none of its servers. Remove the comma.`,
      );
    }
  }
});
