import type { Rule } from '../types.js';

/** Tool rules (rules/tools.yaml). */
const rules: Rule[] = [];

export default rules;
