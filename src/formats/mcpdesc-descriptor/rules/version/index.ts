import { modelRule } from '../model-rule.js';

export default [
  // A field of another version inside an interaction step is an example of an exchange that cannot
  // happen in the declared version: mcpdesc.tool.interaction.step reports it as an error instead.
  modelRule('mcpdesc.version.field-availability', 'unavailable', undefined, ['step-request', 'step-response']),
  modelRule('mcpdesc.version.deprecated', 'deprecated'),
];
