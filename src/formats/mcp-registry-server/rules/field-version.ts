import { registryRule } from '../context.js';
import { fitMessage, fitOf, foreignMessage } from '../fit.js';

/**
 * mcpdesc.registry.field-version: every field is one the declared version has. A field of another
 * version where the declared schema leaves the object open (`status` after 2025-09-16, `is_required` in
 * a camelCase file, `title` before 2025-10-11) passes the schema but is dropped or ignored: mcp-publisher
 * keeps only the fields it knows. Where the schema rejects such fields, mcpdesc.registry.structure
 * reports them instead.
 */
export default registryRule('mcpdesc.registry.field-version', (context) => {
  const { version, report } = context;
  const fit = fitOf(context);
  if (fit.foreign.length === 0) return;
  if (fit.better.length > 0) {
    // The file fits another version better: one finding, structure's when the schema rejects the file.
    if (fit.rejected) return;
    if (fit.foreign.length === 1) report(fit.foreign[0].pointer, foreignMessage(fit.foreign[0], version), 'key');
    else report('/$schema', fitMessage(fit, version));
    return;
  }
  for (const f of fit.foreign) if (!f.closed) report(f.pointer, foreignMessage(f, version), 'key');
});
