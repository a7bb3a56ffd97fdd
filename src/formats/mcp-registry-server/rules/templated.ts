import { pathOf } from '../values.js';
import { registryRule } from '../context.js';

/**
 * mcpdesc.registry.templated: values a release pipeline fills in (`"version": "${VERSION}"`) are
 * recognized and accepted: the checks of values skip them. One note per file says so, since what is
 * published is the generated file, which is worth checking too.
 */
export default registryRule('mcpdesc.registry.templated', (context) => {
  const values = context.templated();
  if (values.length === 0) return;
  const shown = values.slice(0, 3).map((v) => `${JSON.stringify(v.template)} in ${JSON.stringify(pathOf(v.pointer) || '(root)')}`);
  const more = values.length > 3 ? ` and ${values.length - 3} more` : '';
  context.report(
    values[0].pointer,
    `This server.json holds ${values.length === 1 ? 'a value' : `${values.length} values`} that a release pipeline fills in (${shown.join(', ')}${more}); mcpdesc accepts ${values.length === 1 ? 'it as a placeholder' : 'them as placeholders'} and checks everything else. What gets published is the filled-in file: run mcpdesc on it too (e.g. in the release job, before mcp-publisher).`,
  );
});
