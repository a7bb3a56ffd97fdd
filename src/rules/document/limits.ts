import { documentRule } from '../../formats/types.js';

/** The document stays within mcpdesc's size and shape limits (hostile-input protection). */
export default documentRule('mcpdesc.document.limits', ({ parsed, reportAt }) => {
  for (const problem of parsed.problems) {
    if (problem.kind === 'limits') reportAt(problem.range, problem.message, problem.pointer);
  }
});
