import { modelRule } from '../model-rule.js';

export default [
  modelRule('mcpdesc.version.field-availability', 'unavailable'),
  modelRule('mcpdesc.version.deprecated', 'deprecated'),
];
