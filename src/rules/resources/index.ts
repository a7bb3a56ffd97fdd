import type { Rule } from '../types.js';

/** Resource, template, prompt, capability and icon rules (rules/resources.yaml). */
const rules: Rule[] = [];

export default rules;
