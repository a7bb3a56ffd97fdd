import type { Rule } from '../../context.js';
import { descriptorRule } from '../../context.js';
import { modelRule, reportModelIssues } from '../model-rule.js';

/**
 * `negotiated`: the file's versions are those its server's SDK speaks, not ones it declares (a committed
 * tool list), so a field is read in the newest of them alone (model-rule.ts).
 */
export function fieldAvailability(negotiated = false): Rule {
  // A field of another version inside an interaction step is an example of an exchange that cannot
  // happen in the declared version: mcpdesc.tool.interaction.step reports it as an error instead.
  return descriptorRule('mcpdesc.version.field-availability', (context) =>
    reportModelIssues(context, { issues: ['unavailable'], except: ['step-request', 'step-response'], ...(negotiated ? { negotiated } : {}) }),
  );
}

export const deprecated = modelRule('mcpdesc.version.deprecated', 'deprecated');

export default [fieldAvailability(), deprecated];
